/* SPIR-V post-pass: turns glslc's GL_NV_cooperative_matrix output into
   SPV_KHR_cooperative_matrix (and, on request, its 16-bit float A and B
   matrices into SPV_KHR_bfloat16's bfloat16), for glslc versions that know
   neither GL_KHR_cooperative_matrix nor GL_EXT_bfloat16. Included by
   shaders/vk_embed.c (`make shaders`); with -DSPV_COOP_KHR_MAIN it is also a
   tool: spv_coop_khr [--bf16] in.spv out.spv.

   The GLSL tags each matrix type's KHR use by its NV scope operand: a
   specialization constant with SpecId SPV_COOP_KHR_SPEC_A (A operands) or
   SPV_COOP_KHR_SPEC_B (B operands), of value 3 (Subgroup, so glslc's
   validator passes the NV module); any other scope makes an accumulator.
   Tags with SpecIds 1002, 1003 and 1004 make A, B and accumulator types of
   Workgroup scope (VK_NV_cooperative_matrix2's workgroup-scope matrices;
   the kernel's workgroup size must be a literal LocalSize).
   The pass maps
     Capability CooperativeMatrixNV      -> CooperativeMatrixKHR
     Extension SPV_NV_cooperative_matrix -> SPV_KHR_cooperative_matrix
     TypeCooperativeMatrixNV (comp, scope, rows, cols)
                                         -> TypeCooperativeMatrixKHR (comp, Subgroup, rows, cols, use)
     CooperativeMatrixLoadNV (ptr, stride, colmajor [, access])
                                         -> LoadKHR (ptr, layout, stride [, access])
     CooperativeMatrixStoreNV (ptr, obj, stride, colmajor [, access])
                                         -> StoreKHR (ptr, obj, layout, stride [, access])
     CooperativeMatrixMulAddNV           -> MulAddKHR
     CooperativeMatrixLengthNV           -> LengthKHR
   the tag constants become plain constants (their SpecId decorations go),
   and the constants it needs (0, 1, 2, 3 as 32-bit integers) and, with
   bf16, the type OpTypeFloat 16 BFloat16KHR are appended with fresh ids
   after the module's first 32-bit integer type (the header's bound grows).
   With bf16 the A and B types' 16-bit float component becomes bfloat16 and
   the capabilities BFloat16TypeKHR and BFloat16CooperativeMatrixKHR and the
   extension SPV_KHR_bfloat16 are declared; the kernel may then only load
   those matrices, multiply them and convert accumulators into them (no
   element access: the pass refuses an instruction other than a load,
   OpLoad, OpStore, OpCopyObject, OpFConvert, OpPhi, OpSelect or OpUndef
   yielding one).
   The column-major flag must be OpConstantTrue / OpConstantFalse.
   An OpFConvert yielding an A or B matrix (from an accumulator: glslc's
   NV module converts between scopes, which the KHR form keeps as uses)
   needs SPV_NV_cooperative_matrix2: where the module has one, the pass
   also declares that extension and its capability
   CooperativeMatrixConversionsNV, and bf16 allows OpFConvert among the
   instructions yielding A or B matrices.
   Row reductions (SPV_NV_cooperative_matrix2's OpCooperativeMatrixReduceNV,
   capability CooperativeMatrixReductionsNV): an array whose length is a
   specialization constant with SpecId SPV_COOP_KHR_SPEC_RMAX (1010) or
   SPV_COOP_KHR_SPEC_RSUM (1011) is a marker; a cooperative-matrix store of
   an accumulator into it followed by a load from it becomes one reduction
   of the stored matrix's rows into the loaded type (same rows, any
   columns: each element holds its row's maximum or sum), the store goes,
   and the pass appends the combine function (GLSL.std.450 FMax or OpFAdd
   over 32-bit floats).
   glslc's matrix lengths (OpSpecConstantOp CooperativeMatrixLengthNV) keep
   the NV opcode on the KHR types, workgroup scope included: NVIDIA's driver
   580 runs them so, and crashes in vkCreateComputePipelines where a
   workgroup-scope module has CooperativeMatrixLengthKHR there (H200,
   docs/PERF.md). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SPV_COOP_KHR_SPEC_A 1000u
#define SPV_COOP_KHR_SPEC_B 1001u
#define SPV_COOP_KHR_SPEC_WA 1002u /* workgroup scope (VK_NV_cooperative_matrix2): A, B, accumulators */
#define SPV_COOP_KHR_SPEC_WC 1004u
#define SPV_COOP_KHR_SPEC_RMAX 1010u /* row-reduction markers: maximum, sum */
#define SPV_COOP_KHR_SPEC_RSUM 1011u

enum {
    SPVK_OpExtension = 10, SPVK_OpCapability = 17, SPVK_OpTypeInt = 21, SPVK_OpTypeFloat = 22,
    SPVK_OpConstantTrue = 41, SPVK_OpConstantFalse = 42, SPVK_OpConstant = 43, SPVK_OpSpecConstant = 50,
    SPVK_OpDecorate = 71, SPVK_OpDecorationSpecId = 1, SPVK_OpExtInstImport = 11, SPVK_OpExtInst = 12, SPVK_OpTypeArray = 28,
    SPVK_OpTypePointer = 32, SPVK_OpTypeFunction = 33, SPVK_OpVariable = 59, SPVK_OpAccessChain = 65, SPVK_OpInBoundsAccessChain = 66,
    SPVK_OpFunction = 54, SPVK_OpFunctionParameter = 55, SPVK_OpFunctionEnd = 56, SPVK_OpLabel = 248, SPVK_OpReturnValue = 254,
    SPVK_OpFAdd = 129, SPVK_OpReduceNV = 5366, SPVK_CapCoopReduceNV = 5430, SPVK_StorageWorkgroup = 4,
    SPVK_OpUndef = 1, SPVK_OpCopyObject = 83, SPVK_OpFConvert = 115, SPVK_CapCoopConvNV = 5431, SPVK_OpLoad = 61, SPVK_OpPhi = 245, SPVK_OpSelect = 169,
    SPVK_CapCoopNV = 5357, SPVK_CapCoopKHR = 6022, SPVK_CapBF16Type = 5116, SPVK_CapBF16Coop = 5118,
    SPVK_OpTypeCoopNV = 5358, SPVK_OpLoadNV = 5359, SPVK_OpStoreNV = 5360, SPVK_OpMulAddNV = 5361, SPVK_OpLengthNV = 5362,
    SPVK_OpTypeCoopKHR = 4456, SPVK_OpLoadKHR = 4457, SPVK_OpStoreKHR = 4458, SPVK_OpMulAddKHR = 4459, SPVK_OpLengthKHR = 4460
};

typedef struct spvk_out {
    uint32_t *w;
    size_t n, cap;
} spvk_out;

static int spvk_put(spvk_out *o, const uint32_t *w, size_t n) {
    if (o->n + n > o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        uint32_t *p;
        while (cap < o->n + n) cap *= 2;
        p = (uint32_t *)realloc(o->w, cap * 4);
        if (!p) return 0;
        o->w = p;
        o->cap = cap;
    }
    memcpy(o->w + o->n, w, n * 4);
    o->n += n;
    return 1;
}

static int spvk_put_string_inst(spvk_out *o, uint32_t op, const char *s) {
    uint32_t w[16];
    size_t len = strlen(s), nw = len / 4 + 1;
    if (nw + 1 > 16) return 0;
    memset(w, 0, sizeof w);
    memcpy(w + 1, s, len);
    w[0] = (uint32_t)((nw + 1) << 16) | op;
    return spvk_put(o, w, nw + 1);
}

static int spvk_is_string(const uint32_t *w, uint32_t nw, const char *s) {
    size_t len = strlen(s);
    return nw >= 2 && (nw - 1) * 4 > len && memcmp(w + 1, s, len) == 0 && ((const char *)(w + 1))[len] == 0;
}

/* Rewrites in[0 .. n) into *out (malloc'd, *out_n words). Returns NULL or a
   message naming what could not be mapped. */
static const char *spv_coop_khr(const uint32_t *in, size_t n, int bf16, uint32_t **out, size_t *out_n) {
    /* ids: 0 plain, 1 tag A, 2 tag B; bool constants: 1 false, 2 true; coop
       types: role + 1 (1 A, 2 B, 3 accumulator) */
    unsigned char *tag = NULL, *boolc = NULL, *coop = NULL, *red = NULL;
    uint32_t bound, half = 0, fresh, c0, c1, c2, c3, bf = 0, f32 = 0, glsl = 0, fty = 0, fmax = 0, fsum = 0, pend[3] = {0, 0, 0};
    size_t i;
    int inserted = 0, found_nv = 0, conv = 0, reduce = 0;
    spvk_out o = {NULL, 0, 0};
    const char *err = NULL;
    *out = NULL;
    *out_n = 0;
    if (n < 5 || in[0] != 0x07230203u) return "not a SPIR-V module";
    bound = in[3];
    tag = (unsigned char *)calloc(bound, 1);
    boolc = (unsigned char *)calloc(bound, 1);
    coop = (unsigned char *)calloc(bound, 1);
    red = (unsigned char *)calloc(bound, 1); /* reduction markers: 1 maximum, 2 sum (length constants, arrays, pointers, variables, access chains) */
    if (!tag || !boolc || !coop || !red) { err = "out of memory"; goto done; }
    /* pass 1: tags, bool constants, the f16 type, matrix roles */
    for (i = 5; i < n;) {
        uint32_t nw = in[i] >> 16, op = in[i] & 0xffffu;
        const uint32_t *w = in + i;
        if (nw == 0 || i + nw > n) { err = "truncated instruction"; goto done; }
        if (op == SPVK_OpDecorate && nw == 4 && w[2] == SPVK_OpDecorationSpecId && w[1] < bound &&
            (w[3] == SPV_COOP_KHR_SPEC_A || w[3] == SPV_COOP_KHR_SPEC_B || (w[3] >= SPV_COOP_KHR_SPEC_WA && w[3] <= SPV_COOP_KHR_SPEC_WC)))
            tag[w[1]] = (unsigned char)(w[3] == SPV_COOP_KHR_SPEC_A ? 1 : w[3] == SPV_COOP_KHR_SPEC_B ? 2 : 9 + (w[3] - SPV_COOP_KHR_SPEC_WA));
        if (op == SPVK_OpDecorate && nw == 4 && w[2] == SPVK_OpDecorationSpecId && w[1] < bound && (w[3] == SPV_COOP_KHR_SPEC_RMAX || w[3] == SPV_COOP_KHR_SPEC_RSUM)) {
            tag[w[1]] = 32; /* not a scope tag: the SpecId goes all the same */
            red[w[1]] = (unsigned char)(w[3] == SPV_COOP_KHR_SPEC_RMAX ? 1 : 2);
        }
        if (op == SPVK_OpTypeArray && nw == 4 && w[1] < bound && w[3] < bound && red[w[3]]) red[w[1]] = red[w[3]];
        if (op == SPVK_OpTypePointer && nw == 4 && w[1] < bound && w[3] < bound && red[w[3]]) red[w[1]] = red[w[3]];
        if (op == SPVK_OpVariable && nw >= 4 && w[1] < bound && w[2] < bound && red[w[1]]) red[w[2]] = red[w[1]];
        if ((op == SPVK_OpAccessChain || op == SPVK_OpInBoundsAccessChain) && nw >= 4 && w[2] < bound && w[3] < bound && red[w[3]]) red[w[2]] = red[w[3]];
        if (op == SPVK_OpTypeFloat && nw == 3 && w[2] == 32) f32 = w[1];
        if (op == SPVK_OpExtInstImport && spvk_is_string(w + 1, nw - 1, "GLSL.std.450")) glsl = w[1];
        if (op == SPVK_OpStoreNV && nw >= 3 && w[1] < bound && red[w[1]]) reduce = 1;
        if ((op == SPVK_OpConstantTrue || op == SPVK_OpConstantFalse) && nw == 3 && w[2] < bound)
            boolc[w[2]] = op == SPVK_OpConstantTrue ? 2 : 1;
        if (op == SPVK_OpTypeFloat && nw == 3 && w[2] == 16) half = w[1];
        if (op == SPVK_OpTypeCoopNV) {
            if (nw != 6 || w[1] >= bound || w[3] >= bound) { err = "bad OpTypeCooperativeMatrixNV"; goto done; }
            coop[w[1]] = (unsigned char)(tag[w[3]] && tag[w[3]] < 32 ? tag[w[3]] : 3);
            found_nv = 1;
        }
        if (op == SPVK_OpFConvert && nw == 4 && w[1] < bound && ((coop[w[1]] & 7) == 1 || (coop[w[1]] & 7) == 2)) conv = 1;
        i += nw;
    }
    if (!found_nv) { err = "no OpTypeCooperativeMatrixNV"; goto done; }
    if (bf16 && !half) { err = "bf16: no 16-bit float type"; goto done; }
    if (reduce && (!f32 || !glsl)) { err = "row reduction: no 32-bit float type or no GLSL.std.450 import"; goto done; }
    fresh = bound;
    c0 = fresh++;
    c1 = fresh++;
    c2 = fresh++;
    c3 = fresh++;
    if (bf16) bf = fresh++;
    if (reduce) {
        fty = fresh++;
        fmax = fresh++;
        fsum = fresh++;
        fresh += 8; /* the combine functions' parameters, results and labels */
    }
    if (!spvk_put(&o, in, 5)) { err = "out of memory"; goto done; }
    o.w[3] = fresh;
    /* pass 2 */
    for (i = 5; i < n;) {
        uint32_t nw = in[i] >> 16, op = in[i] & 0xffffu, t[64];
        const uint32_t *w = in + i;
        int ok = 1;
        i += nw;
        if (nw > 64 && (op == SPVK_OpLoadNV || op == SPVK_OpStoreNV)) { err = "oversized cooperative-matrix instruction"; goto done; }
        if (op == SPVK_OpCapability && nw == 2 && w[1] == SPVK_CapCoopNV) {
            t[0] = (2u << 16) | SPVK_OpCapability;
            t[1] = SPVK_CapCoopKHR;
            ok = spvk_put(&o, t, 2);
            if (ok && bf16) {
                t[1] = SPVK_CapBF16Type;
                ok = spvk_put(&o, t, 2);
                t[1] = SPVK_CapBF16Coop;
                ok = ok && spvk_put(&o, t, 2);
            }
            if (ok && conv) {
                t[1] = SPVK_CapCoopConvNV;
                ok = spvk_put(&o, t, 2);
            }
            if (ok && reduce) {
                t[1] = SPVK_CapCoopReduceNV;
                ok = spvk_put(&o, t, 2);
            }
        } else if (op == SPVK_OpExtension && spvk_is_string(w, nw, "SPV_NV_cooperative_matrix")) {
            ok = spvk_put_string_inst(&o, SPVK_OpExtension, "SPV_KHR_cooperative_matrix");
            if (ok && bf16) ok = spvk_put_string_inst(&o, SPVK_OpExtension, "SPV_KHR_bfloat16");
            if (ok && (conv || reduce)) ok = spvk_put_string_inst(&o, SPVK_OpExtension, "SPV_NV_cooperative_matrix2");
        } else if (op == SPVK_OpDecorate && nw == 4 && w[2] == SPVK_OpDecorationSpecId && w[1] < bound && tag[w[1]]) {
            /* the tag's SpecId goes */
        } else if (op == SPVK_OpSpecConstant && nw == 4 && w[2] < bound && tag[w[2]]) {
            memcpy(t, w, 16);
            t[0] = (4u << 16) | SPVK_OpConstant;
            ok = spvk_put(&o, t, 4);
        } else if (op == SPVK_OpTypeCoopNV) {
            const unsigned role = coop[w[1]] & 7u, wg = coop[w[1]] >> 3;
            t[0] = (7u << 16) | SPVK_OpTypeCoopKHR;
            t[1] = w[1];
            t[2] = bf16 && role != 3 && w[2] == half ? bf : w[2];
            t[3] = wg ? c2 : c3; /* Workgroup or Subgroup */
            t[4] = w[4];
            t[5] = w[5];
            t[6] = role == 1 ? c0 : role == 2 ? c1 : c2;
            if (bf16 && role != 3 && w[2] != half) { err = "bf16: an A or B matrix whose component is not the 16-bit float"; goto done; }
            ok = spvk_put(&o, t, 7);
        } else if (op == SPVK_OpStoreNV && nw >= 3 && w[1] < bound && red[w[1]]) { /* a reduction's source: the store goes */
            pend[red[w[1]]] = w[2];
        } else if (op == SPVK_OpLoadNV && nw >= 4 && w[3] < bound && red[w[3]]) { /* ... and the load becomes the reduction */
            if (!pend[red[w[3]]]) { err = "row reduction: a marker load with no store before it"; goto done; }
            t[0] = (6u << 16) | SPVK_OpReduceNV;
            t[1] = w[1];
            t[2] = w[2];
            t[3] = pend[red[w[3]]];
            t[4] = 1; /* Row */
            t[5] = red[w[3]] == 1 ? fmax : fsum;
            ok = spvk_put(&o, t, 6);
        } else if (op == SPVK_OpLoadNV) { /* type result ptr stride colmajor [access...] */
            if (nw < 6 || w[5] >= bound || !boolc[w[5]]) { err = "OpCooperativeMatrixLoadNV: the column-major operand is not a boolean constant"; goto done; }
            t[0] = (nw << 16) | SPVK_OpLoadKHR;
            t[1] = w[1];
            t[2] = w[2];
            t[3] = w[3];
            t[4] = boolc[w[5]] == 2 ? c1 : c0;
            t[5] = w[4];
            memcpy(t + 6, w + 6, (nw - 6) * 4);
            ok = spvk_put(&o, t, nw);
        } else if (op == SPVK_OpStoreNV) { /* ptr obj stride colmajor [access...] */
            if (nw < 5 || w[4] >= bound || !boolc[w[4]]) { err = "OpCooperativeMatrixStoreNV: the column-major operand is not a boolean constant"; goto done; }
            t[0] = (nw << 16) | SPVK_OpStoreKHR;
            t[1] = w[1];
            t[2] = w[2];
            t[3] = boolc[w[4]] == 2 ? c1 : c0;
            t[4] = w[3];
            memcpy(t + 5, w + 5, (nw - 5) * 4);
            ok = spvk_put(&o, t, nw);
        } else if (op == SPVK_OpMulAddNV || op == SPVK_OpLengthNV) {
            if (nw > 64) { err = "oversized cooperative-matrix instruction"; goto done; }
            memcpy(t, w, nw * 4);
            t[0] = (nw << 16) | (op == SPVK_OpMulAddNV ? SPVK_OpMulAddKHR : SPVK_OpLengthKHR);
            ok = spvk_put(&o, t, nw);
        } else {
            /* bf16: what may yield an A or B matrix; result type at word 1 for these */
            if (bf16 && nw >= 3 && w[1] < bound && ((coop[w[1]] & 7) == 1 || (coop[w[1]] & 7) == 2) && op != SPVK_OpLoad && op != SPVK_OpCopyObject &&
                op != SPVK_OpFConvert && op != SPVK_OpPhi && op != SPVK_OpSelect && op != SPVK_OpUndef) {
                /* word 1 is not a result type in names and decorations */
                if (op != 5 /* OpName */ && op != 6 /* OpMemberName */ && op != SPVK_OpDecorate && op != 72 /* OpMemberDecorate */) {
                    static char msg[96];
                    sprintf(msg, "bf16: opcode %u yields an A or B matrix", (unsigned)op);
                    err = msg;
                    goto done;
                }
            }
            ok = spvk_put(&o, w, nw);
        }
        if (ok && !inserted && op == SPVK_OpTypeInt && nw == 4 && w[2] == 32) {
            uint32_t k[4] = {(4u << 16) | SPVK_OpConstant, w[1], c0, 0};
            ok = spvk_put(&o, k, 4);
            k[2] = c1, k[3] = 1;
            ok = ok && spvk_put(&o, k, 4);
            k[2] = c2, k[3] = 2;
            ok = ok && spvk_put(&o, k, 4);
            k[2] = c3, k[3] = 3;
            ok = ok && spvk_put(&o, k, 4);
            if (bf16) {
                uint32_t f[4] = {(4u << 16) | SPVK_OpTypeFloat, bf, 16, 0 /* BFloat16KHR */};
                ok = ok && spvk_put(&o, f, 4);
            }
            inserted = 1;
        }
        if (ok && reduce && op == SPVK_OpTypeFloat && nw == 3 && w[1] == f32) {
            uint32_t f[5] = {(5u << 16) | SPVK_OpTypeFunction, fty, f32, f32, f32};
            ok = spvk_put(&o, f, 5);
        }
        if (!ok) { err = "out of memory"; goto done; }
    }
    if (!inserted) err = "no 32-bit integer type";
    if (!err && reduce) { /* the combine functions: float f(float a, float b) */
        int k;
        for (k = 0; k < 2 && !err; k++) {
            const uint32_t id = k ? fsum : fmax, a = fsum + 1 + 3 * k, b = a + 1, r = a + 2, lb = fsum + 7 + k;
            uint32_t f[] = {(5u << 16) | SPVK_OpFunction, f32, id, 0, fty, (3u << 16) | SPVK_OpFunctionParameter, f32, a,
                            (3u << 16) | SPVK_OpFunctionParameter, f32, b, (2u << 16) | SPVK_OpLabel, lb};
            uint32_t g[7] = {(7u << 16) | SPVK_OpExtInst, f32, r, glsl, 40 /* FMax */, a, b};
            uint32_t h[4] = {(2u << 16) | SPVK_OpReturnValue, r, (1u << 16) | SPVK_OpFunctionEnd, 0};
            if (k) {
                g[0] = (5u << 16) | SPVK_OpFAdd;
                g[3] = a;
                g[4] = b;
            }
            if (!spvk_put(&o, f, 13) || !spvk_put(&o, g, k ? 5 : 7) || !spvk_put(&o, h, 3)) err = "out of memory";
        }
    }
done:
    free(tag);
    free(boolc);
    free(coop);
    free(red);
    if (err) {
        free(o.w);
        return err;
    }
    *out = o.w;
    *out_n = o.n;
    return NULL;
}

#ifdef SPV_COOP_KHR_MAIN
int main(int argc, char **argv) {
    int bf16 = argc == 4 && strcmp(argv[1], "--bf16") == 0;
    FILE *f;
    uint32_t *in = NULL, *out;
    size_t n = 0, cap = 0, m, got;
    const char *err;
    if (argc != 3 + bf16) {
        fprintf(stderr, "usage: spv_coop_khr [--bf16] in.spv out.spv\n");
        return 2;
    }
    if (!(f = fopen(argv[1 + bf16], "rb"))) {
        fprintf(stderr, "spv_coop_khr: cannot read %s\n", argv[1 + bf16]);
        return 2;
    }
    do {
        if (n == cap) {
            cap = cap ? cap * 2 : 4096;
            in = (uint32_t *)realloc(in, cap * 4);
            if (!in) return 2;
        }
        got = fread(in + n, 4, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    err = spv_coop_khr(in, n, bf16, &out, &m);
    free(in);
    if (err) {
        fprintf(stderr, "spv_coop_khr: %s: %s\n", argv[1 + bf16], err);
        return 1;
    }
    if (!(f = fopen(argv[2 + bf16], "wb")) || fwrite(out, 4, m, f) != m || fclose(f) != 0) {
        fprintf(stderr, "spv_coop_khr: cannot write %s\n", argv[2 + bf16]);
        return 2;
    }
    free(out);
    return 0;
}
#endif
