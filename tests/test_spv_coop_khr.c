/* shaders/spv_coop_khr.c, the post-pass that turns glslc's
   GL_NV_cooperative_matrix SPIR-V into VK_KHR_cooperative_matrix (and
   bfloat16) SPIR-V, on a hand-built module: every mapped instruction's
   opcode and operands, the constants and type it appends, the tags it
   drops, and the modules it refuses with a message. (The real modules
   run on the GPU: test_vulkan's test_attention_path.) */
#include "ktorch.h"
#include "ktest.h"
#include "../shaders/spv_coop_khr.c"

/* ids of the hand-built module */
enum {
    I_U32 = 1, I_F16, I_F32, I_BOOL, I_TRUE, I_FALSE, I_S3, I_TA, I_TB, I_C16, I_MA, I_MB, I_MC, I_PTR, I_VAR, I_STRIDE,
    I_LA, I_LB, I_C0, I_MUL, I_LEN, I_CVT, I_GLSL, I_RLEN, I_SLEN, I_RARR, I_SARR, I_RPTR, I_SPTR, I_RVAR, I_SVAR, I_PF, I_RAC, I_SAC, I_RED,
    I_SUM, I_SLENC, I_BOUND
};

typedef struct mod {
    uint32_t w[256];
    size_t n;
} mod;

static void emit(mod *m, uint32_t op, int n, const uint32_t *ops) {
    int i;
    m->w[m->n++] = ((uint32_t)(n + 1) << 16) | op;
    for (i = 0; i < n; i++) m->w[m->n++] = ops[i];
}
#define EMIT(m, op, ...)                                                           \
    do {                                                                           \
        const uint32_t o_[] = {__VA_ARGS__};                                       \
        emit(m, op, (int)(sizeof o_ / sizeof o_[0]), o_);                          \
    } while (0)

/* The module glslc writes for A (tag 1000) x B (tag 1001) + C at 16x16x16,
   A loaded row-major, B column-major, C stored; `colmajor_b`: the B load's
   flag id (I_TRUE, or a non-constant to be refused); `extract` 1: an
   instruction yielding an A matrix from elements (refused with bf16); 2:
   the accumulator converted into an A matrix (OpFConvert; needs
   SPV_NV_cooperative_matrix2). */
static int g_wg;  /* build(): tag A, B and C for workgroup scope (SpecIds 1002..1004) */
static int g_red; /* build(): reduction markers (SpecIds 1010, 1011): the product's row maxima and sums; 2: a load with no store */
static void build(mod *m, uint32_t colmajor_b, int extract) {
    const char ext[28] = "SPV_NV_cooperative_matrix";
    uint32_t sw[7];
    memset(m, 0, sizeof *m);
    m->w[0] = 0x07230203u, m->w[1] = 0x00010500u, m->w[2] = 0, m->w[3] = I_BOUND, m->w[4] = 0;
    m->n = 5;
    EMIT(m, 17, 1);                           /* OpCapability Shader */
    EMIT(m, 17, 5357);                        /* CooperativeMatrixNV */
    memcpy(sw, ext, sizeof ext);
    emit(m, 10, 7, sw);                       /* OpExtension */
    if (g_red) {
        const char imp[16] = "GLSL.std.450";
        uint32_t iw[5];
        iw[0] = I_GLSL;
        memcpy(iw + 1, imp, sizeof imp);
        emit(m, 11, 5, iw); /* OpExtInstImport */
        EMIT(m, 71, I_RLEN, 1, 1010);
        EMIT(m, 71, I_SLEN, 1, 1011);
    }
    EMIT(m, 71, I_TA, 1, g_wg ? 1002 : 1000); /* OpDecorate SpecId */
    EMIT(m, 71, I_TB, 1, g_wg ? 1003 : 1001);
    if (g_wg) EMIT(m, 71, I_S3, 1, 1004);
    EMIT(m, 71, I_VAR, 34, 0);                /* an unrelated decoration stays */
    EMIT(m, 21, I_U32, 32, 0);                /* OpTypeInt 32 0 */
    EMIT(m, 22, I_F16, 16);
    EMIT(m, 22, I_F32, 32);
    EMIT(m, 20, I_BOOL);
    EMIT(m, 41, I_BOOL, I_TRUE);
    EMIT(m, 42, I_BOOL, I_FALSE);
    EMIT(m, g_wg ? 50 : 43, I_U32, I_S3, 3);  /* Subgroup (a tag with g_wg) */
    EMIT(m, 50, I_U32, I_TA, 3);              /* the tags: OpSpecConstant 3 */
    EMIT(m, 50, I_U32, I_TB, 3);
    EMIT(m, 43, I_U32, I_C16, 16);
    EMIT(m, 43, I_U32, I_STRIDE, 2);
    EMIT(m, 5358, I_MA, I_F16, I_TA, I_C16, I_C16);
    EMIT(m, 5358, I_MB, I_F16, I_TB, I_C16, I_C16);
    EMIT(m, 5358, I_MC, I_F32, I_S3, I_C16, I_C16);
    EMIT(m, 32, I_PTR, 4, I_U32);             /* OpTypePointer Workgroup */
    EMIT(m, 59, I_PTR, I_VAR, 4);             /* OpVariable */
    if (g_red) { /* shared float r[RLEN], s[SLEN]: element pointers into them */
        EMIT(m, 50, I_U32, I_RLEN, 1);
        EMIT(m, 50, I_U32, I_SLEN, 1);
        EMIT(m, 28, I_RARR, I_F32, I_RLEN);
        EMIT(m, 28, I_SARR, I_F32, I_SLEN);
        EMIT(m, 32, I_RPTR, 4, I_RARR);
        EMIT(m, 32, I_SPTR, 4, I_SARR);
        EMIT(m, 32, I_PF, 4, I_F32);
        EMIT(m, 59, I_RPTR, I_RVAR, 4);
        EMIT(m, 59, I_SPTR, I_SVAR, 4);
    }
    EMIT(m, 5359, I_MA, I_LA, I_VAR, I_STRIDE, I_FALSE);
    EMIT(m, 5359, I_MB, I_LB, I_VAR, I_STRIDE, colmajor_b, 2 /* Aligned */, 16);
    EMIT(m, 43, I_F32, I_C0, 0);
    EMIT(m, 5361, I_MC, I_MUL, I_LA, I_LB, I_C0);
    EMIT(m, 5360, I_VAR, I_MUL, I_STRIDE, I_TRUE);
    EMIT(m, 5362, I_U32, I_LEN, I_MC);
    EMIT(m, 52, I_U32, I_SLENC, 5362, I_MC); /* glslc's length of a matrix: OpSpecConstantOp CooperativeMatrixLengthNV */
    if (g_red) {
        EMIT(m, 65, I_PF, I_RAC, I_RVAR, I_STRIDE); /* OpAccessChain */
        EMIT(m, 65, I_PF, I_SAC, I_SVAR, I_STRIDE);
        if (g_red == 1) EMIT(m, 5360, I_RAC, I_MUL, I_STRIDE, I_FALSE);
        EMIT(m, 5359, I_MC, I_RED, I_RAC, I_STRIDE, I_FALSE);
        EMIT(m, 5360, I_SAC, I_MUL, I_STRIDE, I_FALSE);
        EMIT(m, 5359, I_MC, I_SUM, I_SAC, I_STRIDE, I_FALSE);
    }
    if (extract == 1) EMIT(m, 80, I_MA, I_BOUND - 1, I_C0); /* OpCompositeConstruct of an A matrix */
    if (extract == 2) EMIT(m, 115, I_MA, I_CVT, I_MUL);    /* OpFConvert accumulator -> A */
}

/* the instruction of opcode op whose word `at` is `value` (at 0: the first), or NULL */
static const uint32_t *find(const uint32_t *w, size_t n, uint32_t op, int at, uint32_t value) {
    size_t i;
    for (i = 5; i < n && (w[i] >> 16); i += w[i] >> 16)
        if ((w[i] & 0xffffu) == op && (at == 0 || ((int)(w[i] >> 16) > at && w[i + at] == value))) return w + i;
    return NULL;
}
static int count_op(const uint32_t *w, size_t n, uint32_t op) {
    size_t i;
    int c = 0;
    for (i = 5; i < n && (w[i] >> 16); i += w[i] >> 16) c += (w[i] & 0xffffu) == op;
    return c;
}
static int has_ext(const uint32_t *w, size_t n, const char *name) {
    size_t i;
    for (i = 5; i < n && (w[i] >> 16); i += w[i] >> 16)
        if ((w[i] & 0xffffu) == 10 && strcmp((const char *)(w + i + 1), name) == 0) return 1;
    return 0;
}
/* the value of the 32-bit constant id, or -1 */
static long const_value(const uint32_t *w, size_t n, uint32_t id) {
    const uint32_t *c = find(w, n, 43, 2, id);
    return c && (c[0] >> 16) == 4 ? (long)c[3] : -1;
}

static void check_rewrite(int bf16) {
    mod m;
    uint32_t *out = NULL;
    size_t n = 0;
    const uint32_t *t, *bf = NULL;
    const char *err;
    build(&m, I_TRUE, 0);
    err = spv_coop_khr(m.w, m.n, bf16, &out, &n);
    KTEST_CHECKF(err == NULL, "bf16 %d: %s", bf16, err ? err : "");
    if (!out) return;
    KTEST_CHECK(out[0] == 0x07230203u && out[3] == I_BOUND + 4u + (uint32_t)bf16);
    KTEST_CHECK(find(out, n, 17, 1, 6022) && !find(out, n, 17, 1, 5357) && !find(out, n, 17, 1, 5431));
    KTEST_CHECK(!!find(out, n, 17, 1, 5116) == bf16 && !!find(out, n, 17, 1, 5118) == bf16);
    KTEST_CHECK(has_ext(out, n, "SPV_KHR_cooperative_matrix") && !has_ext(out, n, "SPV_NV_cooperative_matrix"));
    KTEST_CHECK(has_ext(out, n, "SPV_KHR_bfloat16") == bf16 && count_op(out, n, 10) == 1 + bf16);
    /* the tags: no SpecId left for them, plain constants; other decorations kept */
    KTEST_CHECK(!find(out, n, 71, 3, 1000) && !find(out, n, 71, 3, 1001) && find(out, n, 71, 1, I_VAR));
    KTEST_CHECK(count_op(out, n, 50) == 0 && const_value(out, n, I_TA) == 3 && const_value(out, n, I_TB) == 3);
    if (bf16) {
        bf = find(out, n, 22, 3, 0); /* OpTypeFloat id 16 BFloat16KHR (0) */
        KTEST_CHECKF(bf && (bf[0] >> 16) == 4 && bf[2] == 16 && bf[1] >= I_BOUND, "OpTypeFloat 16 BFloat16KHR with a fresh id");
    }
    KTEST_CHECK(count_op(out, n, 5358) == 0 && count_op(out, n, 4456) == 3);
    /* types: component, Subgroup scope, rows, cols, use */
    {
        static const uint32_t ids[3] = {I_MA, I_MB, I_MC};
        int r;
        for (r = 0; r < 3; r++) {
            t = find(out, n, 4456, 1, ids[r]);
            KTEST_CHECKF(t && (t[0] >> 16) == 7, "type %d", r);
            if (!t) continue;
            KTEST_CHECKF(t[2] == (r == 2 ? (uint32_t)I_F32 : bf16 && bf ? bf[1] : (uint32_t)I_F16), "type %d component", r);
            KTEST_CHECKF(const_value(out, n, t[3]) == 3 && t[4] == I_C16 && t[5] == I_C16, "type %d scope, rows, cols", r);
            KTEST_CHECKF(const_value(out, n, t[6]) == r, "type %d use %ld", r, const_value(out, n, t[6]));
        }
    }
    /* loads: pointer, layout (RowMajor 0 / ColumnMajor 1), stride, memory operands kept */
    t = find(out, n, 4457, 2, I_LA);
    KTEST_CHECK(t && (t[0] >> 16) == 6 && t[1] == I_MA && t[3] == I_VAR && const_value(out, n, t[4]) == 0 && t[5] == I_STRIDE);
    t = find(out, n, 4457, 2, I_LB);
    KTEST_CHECK(t && (t[0] >> 16) == 8 && t[3] == I_VAR && const_value(out, n, t[4]) == 1 && t[5] == I_STRIDE && t[6] == 2 && t[7] == 16);
    t = find(out, n, 4458, 0, 0);
    KTEST_CHECK(t && (t[0] >> 16) == 5 && t[1] == I_VAR && t[2] == I_MUL && const_value(out, n, t[3]) == 1 && t[4] == I_STRIDE);
    t = find(out, n, 4459, 2, I_MUL);
    KTEST_CHECK(t && (t[0] >> 16) == 6 && t[1] == I_MC && t[3] == I_LA && t[4] == I_LB && t[5] == I_C0);
    t = find(out, n, 4460, 2, I_LEN);
    KTEST_CHECK(t && t[3] == I_MC);
    t = find(out, n, 52, 2, I_SLENC); /* subgroup scope: the length constant left as it was */
    KTEST_CHECK(t && t[3] == 5362 && t[4] == I_MC);
    KTEST_CHECK(count_op(out, n, 5359) + count_op(out, n, 5360) + count_op(out, n, 5361) + count_op(out, n, 5362) == 0);
    /* the constants come after the integer type they use, before the matrix types */
    t = find(out, n, 21, 1, I_U32);
    KTEST_CHECK(t && (t + 4 - out) < (find(out, n, 4456, 0, 0) - out) && (t[4] & 0xffffu) == 43 && t[5] == I_U32);
    free(out);
}

/* an accumulator converted into an A matrix: SPV_NV_cooperative_matrix2's capability
   CooperativeMatrixConversionsNV and extension declared, the conversion kept (bf16 too) */
static void check_convert(int bf16) {
    mod m;
    uint32_t *out = NULL;
    size_t n = 0;
    const uint32_t *t;
    const char *err;
    build(&m, I_TRUE, 2);
    err = spv_coop_khr(m.w, m.n, bf16, &out, &n);
    KTEST_CHECKF(err == NULL, "bf16 %d: %s", bf16, err ? err : "");
    if (!out) return;
    KTEST_CHECK(find(out, n, 17, 1, 6022) && find(out, n, 17, 1, 5431));
    KTEST_CHECK(has_ext(out, n, "SPV_KHR_cooperative_matrix") && has_ext(out, n, "SPV_NV_cooperative_matrix2"));
    KTEST_CHECK(count_op(out, n, 10) == 2 + bf16);
    t = find(out, n, 115, 2, I_CVT);
    KTEST_CHECK(t && (t[0] >> 16) == 4 && t[1] == I_MA && t[3] == I_MUL);
    /* the capability stays among the capabilities (before the first extension) */
    KTEST_CHECK(find(out, n, 17, 1, 5431) < find(out, n, 10, 0, 0));
    free(out);
}

/* workgroup-scope tags: every type's scope Workgroup (2), uses as before, the tags plain constants */
static void test_workgroup_scope(void) {
    mod m;
    uint32_t *out = NULL;
    size_t n = 0;
    const char *err;
    static const uint32_t ids[3] = {I_MA, I_MB, I_MC};
    const uint32_t *t;
    int r;
    g_wg = 1;
    build(&m, I_TRUE, 0);
    g_wg = 0;
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err == NULL, "%s", err ? err : "");
    if (!out) return;
    for (r = 0; r < 3; r++) {
        const uint32_t *t = find(out, n, 4456, 1, ids[r]);
        KTEST_CHECKF(t && const_value(out, n, t[3]) == 2 && const_value(out, n, t[6]) == r, "type %d: scope %ld use %ld", r,
                     t ? const_value(out, n, t[3]) : -1L, t ? const_value(out, n, t[6]) : -1L);
    }
    KTEST_CHECK(count_op(out, n, 50) == 0 && !find(out, n, 71, 3, 1002) && !find(out, n, 71, 3, 1004));
    /* the length constant keeps the NV opcode at workgroup scope too (NVIDIA's driver crashes on the KHR one there) */
    t = find(out, n, 52, 2, I_SLENC);
    KTEST_CHECK(t && (t[0] >> 16) == 5 && t[3] == 5362 && t[4] == I_MC);
    free(out);
}

/* reduction markers: each store into a marker array and the load after it become one OpCooperativeMatrixReduceNV
   (Row) of the stored matrix with the appended combine function (FMax, OpFAdd); capability and extension declared */
static void test_reduce(void) {
    mod m;
    uint32_t *out = NULL;
    size_t n = 0;
    const uint32_t *t, *f, *fty, *f32t;
    const char *err;
    int k;
    g_wg = g_red = 1;
    build(&m, I_TRUE, 0);
    g_wg = g_red = 0;
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err == NULL, "%s", err ? err : "");
    if (!out) return;
    KTEST_CHECK(find(out, n, 17, 1, 5430) && find(out, n, 17, 1, 5430) < find(out, n, 10, 0, 0) && !find(out, n, 17, 1, 5431));
    KTEST_CHECK(has_ext(out, n, "SPV_NV_cooperative_matrix2") && count_op(out, n, 10) == 2);
    KTEST_CHECK(!find(out, n, 71, 3, 1010) && !find(out, n, 71, 3, 1011) && const_value(out, n, I_RLEN) == 1 && const_value(out, n, I_SLEN) == 1);
    KTEST_CHECK(count_op(out, n, 4458) == 1 && count_op(out, n, 4457) == 2 && count_op(out, n, 5366) == 2); /* the marker stores gone */
    fty = find(out, n, 33, 0, 0);
    f32t = find(out, n, 22, 1, I_F32);
    KTEST_CHECK(fty && (fty[0] >> 16) == 5 && fty[2] == I_F32 && fty[3] == I_F32 && fty[4] == I_F32 && f32t && fty > f32t);
    for (k = 0; k < 2; k++) {
        t = find(out, n, 5366, 2, k ? I_SUM : I_RED);
        KTEST_CHECKF(t && (t[0] >> 16) == 6 && t[1] == I_MC && t[3] == I_MUL && t[4] == 1, "reduction %d", k);
        if (!t) continue;
        f = find(out, n, 54, 2, t[5]); /* OpFunction %f32 id None %fty, two parameters, then FMax or OpFAdd */
        KTEST_CHECKF(f && fty && f[1] == I_F32 && f[4] == fty[1] && (f[5] & 0xffffu) == 55 && (f[8] & 0xffffu) == 55 && (f[11] & 0xffffu) == 248,
                     "reduction %d: its function", k);
        if (!f) continue;
        KTEST_CHECKF(k ? (f[13] & 0xffffu) == 129 && f[16] == f[7] && f[17] == f[10] : (f[13] & 0xffffu) == 12 && f[16] == I_GLSL && f[17] == 40,
                     "reduction %d: the combine", k);
    }
    free(out);
    g_wg = 1, g_red = 2; /* a marker load with no store before it */
    build(&m, I_TRUE, 0);
    g_wg = g_red = 0;
    out = NULL;
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err && strstr(err, "no store") && !out, "%s", err ? err : "(accepted)");
}

static void test_rewrite_f16(void) { check_rewrite(0); }
static void test_convert(void) {
    check_convert(0);
    check_convert(1);
}
static void test_rewrite_bf16(void) { check_rewrite(1); }

static void test_rejects(void) {
    mod m;
    uint32_t *out = (uint32_t *)1;
    size_t n = 1;
    const char *err;
    build(&m, I_STRIDE, 0); /* a column-major flag that is no boolean constant */
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err && strstr(err, "column-major") && !out && n == 0, "%s", err ? err : "(accepted)");
    build(&m, I_TRUE, 1); /* bf16 with an A matrix built from elements */
    err = spv_coop_khr(m.w, m.n, 1, &out, &n);
    KTEST_CHECKF(err && strstr(err, "bf16") && !out, "%s", err ? err : "(accepted)");
    err = spv_coop_khr(m.w, m.n, 0, &out, &n); /* the same without bf16 is fine */
    KTEST_CHECKF(!err, "%s", err ? err : "");
    free(out);
    build(&m, I_TRUE, 0);
    err = spv_coop_khr(m.w, m.n - 2, 0, &out, &n); /* cut inside the last instruction */
    KTEST_CHECKF(err && strstr(err, "truncated"), "%s", err ? err : "(accepted)");
    m.w[0] = 0x03022307u;
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err && strstr(err, "SPIR-V"), "%s", err ? err : "(accepted)");
    build(&m, I_TRUE, 0);
    m.n = 5 + 2 + 2; /* capabilities only: no matrix type */
    err = spv_coop_khr(m.w, m.n, 0, &out, &n);
    KTEST_CHECKF(err && strstr(err, "no OpTypeCooperativeMatrixNV"), "%s", err ? err : "(accepted)");
}

int main(void) {
    KTEST_RUN(test_rewrite_f16);
    KTEST_RUN(test_rewrite_bf16);
    KTEST_RUN(test_convert);
    KTEST_RUN(test_workgroup_scope);
    KTEST_RUN(test_reduce);
    KTEST_RUN(test_rejects);
    return ktest_finish("spv_coop_khr");
}
