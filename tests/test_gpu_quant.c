/* CUDA quantization parity: device quantize / dequantize of every format and
   granularity, and the device fp8 casts of ktorch_tensor_copy, against the
   CPU implementation in ktorch.h (the reference), byte for byte. Outputs are
   poisoned first. Inputs the CPU rejects (NaN/Inf for int8, int8_asym,
   q8_0, q4_0, nvfp4) are reported by the device at the next
   synchronisation, with the CPU's row. Skips when no CUDA device can be
   registered. KTORCH_TEST_SMALL=1 keeps shapes small (for compute-sanitizer). */
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktorch_vulkan.h"
#include "ktest.h"
#include "hooks.h"

static ktorch_context *g_ctx;
static const char *g_skip;
static int g_small;
static ktest_rng g_rng;

#define SKIP_IF_NO_GPU() do { if (g_skip) KTEST_SKIP(g_skip); } while (0)

static uint32_t rnd32(void) { return (uint32_t)ktest_u64(&g_rng); }
static float bits_f(uint32_t b) {
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* A value of one of the classes the formats treat specially. nonfinite: may
   return NaN / Inf. */
static float rand_value(int nonfinite) {
    uint32_t r = rnd32();
    switch (r % 16) {
    case 0: return 0.0f;
    case 1: return -0.0f;
    case 2: return bits_f(rnd32() & 0x807fffffu);                   /* f32 subnormal */
    case 3: return (float)((int)(rnd32() % 64) - 32) * 0.5f;        /* ties */
    case 4: return (float)((int)(rnd32() % 2000) - 1000) / 127.0f; /* near int8 ties */
    case 5:
        if (nonfinite) {
            uint32_t b = (rnd32() & 1) ? 0x7f800000u : 0x7fc00001u;
            return bits_f(b | ((rnd32() & 1) << 31));
        }
        return (rnd32() & 1 ? 1.0f : -1.0f) * 1.6e38f; /* huge, with int8_asym's range max - min still within f32 */
    case 6: return (rnd32() & 1 ? 1.0f : -1.0f) * 1e-30f;
    case 7: return (rnd32() & 1 ? 1.0f : -1.0f) * 448.0f * (float)(1 + rnd32() % 3);
    default: return ((float)(rnd32() % 2000000) / 1e6f - 1.0f) * (float)(1 << (rnd32() % 12));
    }
}

/* Host tensor of dtype dt filled by mode: 0 finite, 1 with NaN/Inf, 2 mostly zero (all-zero blocks). */
static void fill_host(ktorch_tensor *x, int mode) {
    int64_t i, n = ktorch_tensor_numel(x);
    for (i = 0; i < n; i++) {
        float v = mode == 2 ? ((i % 97 == 5) ? rand_value(0) * 1e-3f : (i & 1 ? -0.0f : 0.0f)) : rand_value(mode == 1);
        if (x->dtype == KTORCH_F32) ((float *)ktorch_tensor_ptr(x))[i] = v;
        else if (x->dtype == KTORCH_F16) ((uint16_t *)ktorch_tensor_ptr(x))[i] = ktorch_f32_to_f16(v);
        else ((uint16_t *)ktorch_tensor_ptr(x))[i] = ktorch_f32_to_bf16(v);
    }
}

/* Bytes of a host copy of t (device or host); NULL when t has no data. */
static unsigned char *host_bytes(const ktorch_tensor *t, uint64_t *nb) {
    ktorch_tensor h;
    unsigned char *p;
    *nb = 0;
    if (!t->data) return NULL;
    if (ktorch_tensor_nbytes(t, nb) != KTORCH_OK) return NULL;
    p = (unsigned char *)malloc(*nb ? *nb : 1);
    if (ktorch_tensor_wrap(t->dtype, t->ndim, t->shape, NULL, p, ktorch_cpu(), &h) != KTORCH_OK || ktorch_tensor_copy(g_ctx, &h, t, NULL) != KTORCH_OK) {
        free(p);
        return NULL;
    }
    return p;
}

/* Number of differing bytes of two tensors (-1: sizes differ / missing). plant: flip a bit of the device copy first. */
static long diff_tensor(const ktorch_tensor *dev, const ktorch_tensor *cpu, int plant) {
    uint64_t na = 0, nb = 0, i;
    unsigned char *a, *b;
    long bad = 0;
    if (!dev->data && !cpu->data) return 0;
    if (!dev->data || !cpu->data) return -1;
    if (dev->device.backend != ktest_gpu_kind) return -1;
    a = host_bytes(dev, &na);
    b = host_bytes(cpu, &nb);
    if (!a || !b || na != nb || dev->dtype != cpu->dtype || dev->ndim != cpu->ndim) bad = -1;
    else {
        if (plant) a[na / 2] ^= 1;
        for (i = 0; i < na; i++) bad += a[i] != b[i];
    }
    free(a);
    free(b);
    return bad;
}

/* Elements of two f32/f16/bf16 tensors that differ in bits (both NaN counts as equal: NaN payloads are not specified). */
static long diff_float(const ktorch_tensor *dev, const ktorch_tensor *cpu, int plant) {
    uint64_t na = 0, nb = 0;
    unsigned char *a = host_bytes(dev, &na), *b = host_bytes(cpu, &nb);
    int64_t i, n = ktorch_tensor_numel(cpu);
    size_t es = cpu->dtype == KTORCH_F32 ? 4 : 2;
    long bad = 0;
    if (!a || !b || na != nb) bad = -1;
    else {
        if (plant) a[es * (size_t)(n / 2)] ^= 1;
        for (i = 0; i < n; i++) {
            float x, y;
            if (memcmp(a + es * (size_t)i, b + es * (size_t)i, es) == 0) continue;
            if (es == 4) {
                memcpy(&x, a + 4 * (size_t)i, 4);
                memcpy(&y, b + 4 * (size_t)i, 4);
            } else {
                uint16_t h1, h2;
                memcpy(&h1, a + 2 * (size_t)i, 2);
                memcpy(&h2, b + 2 * (size_t)i, 2);
                x = cpu->dtype == KTORCH_F16 ? ktorch_f16_to_f32(h1) : ktorch_bf16_to_f32(h1);
                y = cpu->dtype == KTORCH_F16 ? ktorch_f16_to_f32(h2) : ktorch_bf16_to_f32(h2);
            }
            if (!(x != x && y != y)) bad++;
        }
    }
    free(a);
    free(b);
    return bad;
}

static int g_cases, g_dq_cases, g_diag, g_listed;

/* The row number in an error message ("... row N ..."), -1 when absent. */
static long long msg_row(const char *m) {
    const char *p = m ? strstr(m, " row ") : NULL;
    return p ? atoll(p + 5) : -1;
}

/* q8_0 / q4_0 refuse a block whose f16 d overflows (test_backend_ops checks
   that on every backend): a contiguous f32/bf16 tensor's finite values
   beyond 5e5 become +-5e5 in place, so their codes stay compared. */
static void ggml_tame(ktorch_tensor *x) {
    int64_t i, n = ktorch_tensor_numel(x);
    for (i = 0; i < n; i++) {
        if (x->dtype == KTORCH_F32) {
            float *v = (float *)ktorch_tensor_ptr(x) + i;
            if (fabsf(*v) > 5e5f && fabsf(*v) < INFINITY) *v = *v < 0 ? -5e5f : 5e5f;
        } else if (x->dtype == KTORCH_BF16) {
            uint16_t *v = (uint16_t *)ktorch_tensor_ptr(x) + i;
            const float f = bits_f((uint32_t)*v << 16);
            if (fabsf(f) > 5e5f && fabsf(f) < INFINITY) *v = (uint16_t)((*v & 0x8000u) | 0x48F4u); /* 5e5 rounded to bf16: 499712 */
        }
    }
}

/* Quantize x (host) on the CPU and, from a device copy (optionally a permuted
   view), on the device; compare everything; then dequantize both ways. */
static void check_case(const ktorch_tensor *x0, ktorch_quant_format fmt, const ktorch_quant_params *p, const char *what) {
    ktorch_tensor xd, xt;
    const ktorch_tensor *xh = x0;
    ktorch_qtensor qc, qd;
    ktorch_status sc, sd;
    const char *name = ktorch_quant_format_name(fmt);
    int od;
    memset(&xt, 0, sizeof xt);
    if ((fmt == KTORCH_QUANT_Q8_0 || fmt == KTORCH_QUANT_Q4_0) && ktorch_tensor_is_contiguous(x0)) {
        KTEST_OK(ktorch_tensor_create(g_ctx, x0->dtype, x0->ndim, x0->shape, ktorch_cpu(), &xt));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &xt, x0, NULL));
        ggml_tame(&xt);
        xh = &xt;
    }
    KTEST_OK(ktorch_tensor_create(g_ctx, xh->dtype, xh->ndim, xh->shape, ktest_gpu0(), &xd));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, xh, NULL));
    sc = ktorch_quantize(g_ctx, xh, fmt, p, &qc);
    if (sc != KTORCH_OK) {
        long long rc = msg_row(ktorch_last_error());
        sd = ktorch_quantize(g_ctx, &xd, fmt, p, &qd);
        if (sd == KTORCH_OK) { /* reported at the next synchronisation; the qtensor stays valid */
            ktorch_qtensor_free(g_ctx, &qd);
            sd = ktorch_synchronize(g_ctx, ktest_gpu0());
        }
        g_cases++;
        KTEST_CHECKF(sc == sd && msg_row(ktorch_last_error()) == rc, "%s %s: cpu status %d (row %lld), cuda %d (%s)", name, what, sc, rc, sd,
                     ktorch_last_error());
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0())); /* reported once */
        ktorch_tensor_free(g_ctx, &xd);
        if (xh == &xt) ktorch_tensor_free(g_ctx, &xt);
        return;
    }
    sd = ktorch_quantize(g_ctx, &xd, fmt, p, &qd);
    g_cases++;
    KTEST_CHECKF(sc == sd, "%s %s: cpu status %d, cuda %d (%s)", name, what, sc, sd, ktorch_last_error());
    if (sc == KTORCH_OK && sd == KTORCH_OK) {
        long d1 = diff_tensor(&qd.data, &qc.data, 0), d2 = diff_tensor(&qd.scale, &qc.scale, 0), d3 = diff_tensor(&qd.zero_point, &qc.zero_point, 0);
        KTEST_CHECKF(d1 == 0 && d2 == 0 && d3 == 0, "%s %s: %ld code, %ld scale, %ld zero-point bytes differ", name, what, d1, d2, d3);
        if ((d1 || d2 || d3) && g_listed++ < 60) printf("      mismatch: %s %s (%ld %ld %ld)\n", name, what, d1, d2, d3); /* every case, past the harness's first 10 */
        if ((d1 || d2) && g_diag < 6) { /* the first differing bytes, for diagnosis */
            uint64_t na = 0, nb = 0, i;
            int shown = 0;
            unsigned char *a = host_bytes(d1 ? &qd.data : &qd.scale, &na), *b = host_bytes(d1 ? &qc.data : &qc.scale, &nb);
            g_diag++;
            for (i = 0; a && b && i < na && shown < 4; i++)
                if (a[i] != b[i]) {
                    printf("      %s byte %llu: cuda %02x cpu %02x", d1 ? "code" : "scale", (unsigned long long)i, a[i], b[i]);
                    if (d1 && xh->dtype == KTORCH_F32 && ktorch_dtype_bits(qc.data.dtype) == 8 && i < (uint64_t)ktorch_tensor_numel(xh)) {
                        uint32_t xb;
                        memcpy(&xb, (const char *)ktorch_tensor_ptr(xh) + 4 * i, 4);
                        printf(" (x %08x = %g)", xb, bits_f(xb));
                    }
                    printf("\n");
                    shown++;
                }
            free(a);
            free(b);
            a = host_bytes(&qd.scale, &na);
            b = host_bytes(&qc.scale, &nb);
            for (i = 0, shown = 0; a && b && i < na && shown < 4; i++)
                if (a[i] != b[i]) {
                    printf("      scale byte %llu: cuda %02x cpu %02x\n", (unsigned long long)i, a[i], b[i]);
                    shown++;
                }
            free(a);
            free(b);
        }
        KTEST_CHECKF(memcmp(&qc.tensor_scale, &qd.tensor_scale, 4) == 0, "%s %s: tensor_scale %g vs %g", name, what, qc.tensor_scale, qd.tensor_scale);
        KTEST_CHECK(qd.format == qc.format && qd.block == qc.block && qd.axis == qc.axis && qd.granularity == qc.granularity);
        for (od = 0; od < 3; od++) {
            ktorch_tensor oc, odv;
            ktorch_dtype dt = (ktorch_dtype)od;
            long d;
            KTEST_OK(ktorch_tensor_create(g_ctx, dt, xh->ndim, xh->shape, ktorch_cpu(), &oc));
            KTEST_OK(ktorch_tensor_create(g_ctx, dt, xh->ndim, xh->shape, ktest_gpu0(), &odv));
            KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &odv, 0xFF));
            KTEST_OK(ktorch_dequantize(g_ctx, &qc, &oc));
            KTEST_OK(ktorch_dequantize(g_ctx, &qd, &odv));
            d = diff_float(&odv, &oc, 0);
            g_dq_cases++;
            KTEST_CHECKF(d == 0, "%s %s: dequantize to %s: %ld elements differ", name, what, ktorch_dtype_name(dt), d);
            if (d && g_listed++ < 60) printf("      mismatch: %s %s dequantize to %s (%ld)\n", name, what, ktorch_dtype_name(dt), d);
            ktorch_tensor_free(g_ctx, &oc);
            ktorch_tensor_free(g_ctx, &odv);
        }
    }
    if (sc == KTORCH_OK) ktorch_qtensor_free(g_ctx, &qc);
    if (sd == KTORCH_OK) ktorch_qtensor_free(g_ctx, &qd);
    ktorch_tensor_free(g_ctx, &xd);
    if (xh == &xt) ktorch_tensor_free(g_ctx, &xt);
}

/* Every format with each of its granularities / modes; nvfp4 also with
   given tensor scales (saturating blocks and elements, zero blocks, the
   range's ends). */
static void check_all_formats(const ktorch_tensor *xh, const char *shape_name) {
    static const float given_ts[] = {1.0f / 512.0f, 1e-12f, 1e12f, FLT_MIN, FLT_MAX / 2688.0f};
    int fm, g;
    char what[160];
    for (fm = 0; fm < KTORCH_QUANT_FORMAT_COUNT; fm++)
        for (g = 0; g < 8; g++) {
            ktorch_quant_params p;
            int kind = hook_quant_kind((ktorch_quant_format)fm);
            memset(&p, 0, sizeof p);
            if (kind == HOOK_QK_NVFP4) {
                if (g > 5) continue;
                if (g > 0) p.nvfp4_tensor_scale = given_ts[g - 1];
            } else if (g > 0 && kind > HOOK_QK_FP8 && !(kind == HOOK_QK_MX && g == 1)) {
                continue;
            } else if (kind == HOOK_QK_MX && g == 1) p.mx_scale = KTORCH_MX_SCALE_NOCLIP;
            else if (g == 1) { p.granularity = KTORCH_QUANT_PER_CHANNEL; p.axis = -1; }
            else if (g == 2) { p.granularity = KTORCH_QUANT_PER_CHANNEL; p.axis = 0; }
            else if (g == 3) { p.granularity = KTORCH_QUANT_PER_GROUP; p.group = 32; }
            else if (g == 4) { p.granularity = KTORCH_QUANT_PER_GROUP; p.group = 5; p.fp8_margin = 2; }
            else if (g == 6) { p.granularity = KTORCH_QUANT_PER_GROUP; p.group = 8; }
            else if (g == 7) { p.granularity = KTORCH_QUANT_PER_GROUP; p.group = 256; p.fp8_margin = 1; }
            else if (g == 5) {
                if (xh->ndim < 3) continue;
                p.granularity = KTORCH_QUANT_PER_CHANNEL;
                p.axis = 1;
                p.fp8_margin = -3;
            }
            snprintf(what, sizeof what, "%s %s g%d", shape_name, ktorch_dtype_name(xh->dtype), g);
            check_case(xh, (ktorch_quant_format)fm, &p, what);
        }
}

static void test_quant_parity(void) {
    /* last axes of every remainder the kernels treat apart: 1, 15, 17, 33, 100, ... */
    static const int64_t shapes[][4] = {{3, 5, 64, 0}, {2, 3, 7, 33}, {1, 1, 1, 129}, {4, 96, 0, 0}, {2, 3, 4, 10}, {7, 0, 0, 0},
                                        {5, 31, 0, 0}, {2, 2, 48, 0}, {6, 1, 0, 0}, {3, 15, 0, 0}, {2, 2, 17, 0}, {3, 100, 0, 0}, {3, 520, 0, 0},
                                        {5, 32, 0, 0}, {9, 16, 0, 0}, /* odd block counts: partial warps, staged q8_0/q4_0 tails */
                                        {3, 0, 16, 0}};               /* empty: the scales still written */
    static const int nds[] = {3, 4, 4, 2, 4, 1, 2, 3, 2, 2, 3, 2, 2, 2, 2, 3};
    int si, dt, mode, ns = g_small ? 3 : 16;
    SKIP_IF_NO_GPU();
    for (si = 0; si < ns; si++)
        for (dt = 0; dt < 3; dt++)
            for (mode = 0; mode < 3; mode++) {
                ktorch_tensor x;
                char nm[64];
                if (g_small && dt != 2) continue;
                KTEST_OK(ktorch_tensor_create(g_ctx, (ktorch_dtype)dt, nds[si], shapes[si], ktorch_cpu(), &x));
                fill_host(&x, mode);
                snprintf(nm, sizeof nm, "shape%d mode%d", si, mode);
                check_all_formats(&x, nm);
                ktorch_tensor_free(g_ctx, &x);
            }
    if (getenv("KTEST_VERBOSE")) printf("    %d quantize cases, %d dequantize comparisons\n", g_cases, g_dq_cases);
}

/* Large enough for many blocks per kernel, vector loads and warp reductions,
   and for the statistics pass's evict-first reads. */
static void test_quant_large(void) {
    static const int fmts[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_MXFP8_E4M3,
                               KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXFP4, KTORCH_QUANT_MXINT8, KTORCH_QUANT_NVFP4, KTORCH_QUANT_Q8_0, KTORCH_QUANT_Q4_0};
    int64_t shape[2];
    int i, dt;
    ktorch_tensor x;
    SKIP_IF_NO_GPU();
    shape[0] = g_small ? 16 : 4096; /* 32 MB of bf16: past the third of an H200's L2 kept at normal priority */
    shape[1] = 4096;
    for (dt = 0; dt < 6; dt += 2) { /* f32, bf16, then bf16 with a NaN or Inf every 4099 elements */
        KTEST_OK(ktorch_tensor_create(g_ctx, dt < 4 ? (ktorch_dtype)dt : KTORCH_BF16, 2, shape, ktorch_cpu(), &x));
        fill_host(&x, 0);
        if (dt == 4) {
            int64_t k;
            for (k = 7; k < shape[0] * shape[1]; k += 4099) ((uint16_t *)ktorch_tensor_ptr(&x))[k] = (k & 1) ? 0x7fc0 : 0xff80;
        }
        for (i = 0; i < (int)(sizeof fmts / sizeof fmts[0]); i++) {
            ktorch_quant_params p;
            memset(&p, 0, sizeof p);
            check_case(&x, (ktorch_quant_format)fmts[i], &p, "large per-tensor");
            if (fmts[i] == KTORCH_QUANT_NVFP4) { /* one pass; then the scale saturates in most blocks */
                p.nvfp4_tensor_scale = 1.0f / 256.0f;
                check_case(&x, KTORCH_QUANT_NVFP4, &p, "large given tensor scale");
                p.nvfp4_tensor_scale = 1e-6f;
                check_case(&x, KTORCH_QUANT_NVFP4, &p, "large small given tensor scale");
            }
            if (fmts[i] <= KTORCH_QUANT_FP8_E5M2) {
                p.granularity = KTORCH_QUANT_PER_CHANNEL;
                p.axis = 0;
                check_case(&x, (ktorch_quant_format)fmts[i], &p, "large axis 0");
                p.axis = 1;
                check_case(&x, (ktorch_quant_format)fmts[i], &p, "large axis 1");
                p.granularity = KTORCH_QUANT_PER_GROUP;
                p.group = 128;
                check_case(&x, (ktorch_quant_format)fmts[i], &p, "large group 128");
            }
        }
        ktorch_tensor_free(g_ctx, &x);
    }
}

/* Formats fmts[0..n) of x with default parameters. */
static void check_formats(const ktorch_tensor *x, const int *fmts, int n, const char *what) {
    int f;
    for (f = 0; f < n; f++) {
        ktorch_quant_params p;
        memset(&p, 0, sizeof p);
        check_case(x, (ktorch_quant_format)fmts[f], &p, what);
    }
}

/* Per channel on axis 0 at the edges of the one-pass path (contiguous
   channels of 2048..8192 elements) and just outside it, with NaN/Inf. */
static void test_quant_axis0_spans(void) {
    static const int64_t shapes[][3] = {{3, 8192, 0}, {5, 2048, 0}, {4, 2, 1024}, {3, 2032, 0}, {2, 8208, 0}, {2, 3, 4096}};
    static const int nds[] = {2, 2, 3, 2, 2, 3};
    static const int fmts[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2};
    int si, dt, mode, f;
    SKIP_IF_NO_GPU();
    for (si = 0; si < 6; si++)
        for (dt = 0; dt < 3; dt++)
            for (mode = 0; mode < 2; mode++) {
                ktorch_tensor x;
                KTEST_OK(ktorch_tensor_create(g_ctx, (ktorch_dtype)dt, nds[si], shapes[si], ktorch_cpu(), &x));
                fill_host(&x, mode);
                for (f = 0; f < 4; f++) {
                    ktorch_quant_params p;
                    memset(&p, 0, sizeof p);
                    p.granularity = KTORCH_QUANT_PER_CHANNEL;
                    p.axis = 0;
                    p.fp8_margin = si - 2;
                    check_case(&x, (ktorch_quant_format)fmts[f], &p, "axis 0 spans");
                }
                ktorch_tensor_free(g_ctx, &x);
            }
}

/* bf16 blocks whose largest exponent field runs through 1..254 (block b:
   1 + b % 254, the others up to 20 below it, some zero): every MX shared
   exponent, both sides of the FP4 route's X <= 112, nvfp4 / q8_0 / q4_0
   blocks too small for the lean path; bit-exact with the CPU. */
static void test_quant_exponents(void) {
    static const int fmts[] = {KTORCH_QUANT_MXFP8_E4M3, KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_MXFP6_E3M2,
                               KTORCH_QUANT_MXFP4,      KTORCH_QUANT_MXINT8,     KTORCH_QUANT_NVFP4,      KTORCH_QUANT_Q8_0,
                               KTORCH_QUANT_Q4_0};
    const int64_t shape[2] = {64, 4096};
    ktorch_tensor x;
    int64_t i;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 2, shape, ktorch_cpu(), &x));
    for (i = 0; i < shape[0] * shape[1]; i++) {
        const uint32_t top = 1u + (uint32_t)((i >> 5) % 254), r = rnd32();
        const uint32_t e = (i & 31) == (i >> 5) % 32 ? top : (r % 24 < 3 ? 0u : top - (r % 21 < top ? r % 21 : top - 1u));
        ((uint16_t *)ktorch_tensor_ptr(&x))[i] = (uint16_t)(((r >> 8) & 0x8000u) | (e << 7) | ((r >> 16) & 0x7fu));
    }
    check_formats(&x, fmts, (int)(sizeof fmts / sizeof fmts[0]), "block exponents 1..254");
    ktorch_tensor_free(g_ctx, &x);
}

/* bf16 values at the edges of the f16 routes and of q4_0's sign rule, in
   blocks the lean path takes: E2M3's smallest tie 2^-4 and its neighbours
   (2^-4 + 2^-11 rounds to it in f16), FP4's and E3M2's smallest ties, and
   q4_0 blocks whose max and min have one magnitude (the first decides). */
static void test_quant_route_edges(void) {
    static const uint16_t edge[] = {0x3d80, 0x3d81, 0x3d7f, 0x3e00, 0x3e01, 0x3d00, 0x3c80, 0x3c81, 0x3f80, 0x3fc0, 0x3fc1, 0x0000, 0x8000};
    static const int fmts[] = {KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXFP4, KTORCH_QUANT_NVFP4, KTORCH_QUANT_Q4_0, KTORCH_QUANT_Q8_0};
    const int64_t shape[2] = {16, 4096};
    ktorch_tensor x;
    int64_t i;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 2, shape, ktorch_cpu(), &x));
    for (i = 0; i < shape[0] * shape[1]; i++) {
        const int64_t b = i >> 5, j = i & 31;
        const uint32_t r = rnd32();
        uint16_t h = (uint16_t)(edge[r % (sizeof edge / sizeof edge[0])] | ((r >> 8) & 0x8000u));
        /* block max 4 (X = 0 for E2M3): at element b % 32; q4_0's tie: -4 at
           (b * 7) % 32 in odd blocks, before or after the +4 */
        if (j == b % 32) h = 0x4080;
        else if ((b & 1) && j == (b * 7) % 32) h = 0xc080;
        else if (b % 5 == 0) h = (uint16_t)((h & 0x8000u) | ((h & 0x7fffu) - ((h & 0x7fffu) ? 0x0080u * (uint16_t)(r % 3) : 0u)));
        ((uint16_t *)ktorch_tensor_ptr(&x))[i] = h;
    }
    check_formats(&x, fmts, (int)(sizeof fmts / sizeof fmts[0]), "f16 route and q4_0 sign edges");
    ktorch_tensor_free(g_ctx, &x);
}

/* nvfp4 quotients on and next to the FP4 rounding ties, where the lean
   path's f16 rounding flags a thread and redoes its codes: x[0] = 2688 makes
   the tensor scale 1, block b's max 6 s (s an e4m3 value) makes its scale s,
   and its other elements are T s for the ties T (0.25 .. 5) moved by -2..2
   ulps (f32 x) or exact (bf16 x), with random signs. */
static void test_quant_nvfp4_ties(void) {
    static const float ties[] = {0.25f, 0.75f, 1.25f, 1.75f, 2.5f, 3.5f, 5.0f};
    static const int fmts[] = {KTORCH_QUANT_NVFP4};
    const int64_t shape[2] = {32, 2048};
    int dt;
    SKIP_IF_NO_GPU();
    for (dt = 0; dt < 3; dt += 2) { /* f32, bf16 */
        ktorch_tensor x;
        int64_t i;
        KTEST_OK(ktorch_tensor_create(g_ctx, (ktorch_dtype)dt, 2, shape, ktorch_cpu(), &x));
        for (i = 0; i < shape[0] * shape[1]; i++) {
            const int64_t b = i >> 4;
            const uint32_t r = rnd32();
            const float s = ktorch_fp8_e4m3_to_f32((uint8_t)(0x20 + b % 95)); /* 2^-5 .. 448 */
            float v;
            if (i == 0) v = 2688.0f;
            else if ((i & 15) == (b * 5 & 15)) v = 6.0f * s;
            else {
                uint32_t vb;
                v = ties[r % 7] * s;
                memcpy(&vb, &v, 4);
                if (dt == 0) vb += (r >> 8) % 5 - 2;
                vb |= (r >> 4 & 1u) << 31;
                memcpy(&v, &vb, 4);
            }
            if (dt == 0) ((float *)ktorch_tensor_ptr(&x))[i] = v;
            else ((uint16_t *)ktorch_tensor_ptr(&x))[i] = ktorch_f32_to_bf16(v);
        }
        check_formats(&x, fmts, 1, dt == 0 ? "nvfp4 ties, f32" : "nvfp4 ties, bf16");
        ktorch_tensor_free(g_ctx, &x);
    }
}

/* x given as a permuted (non-contiguous) device view. */
static void test_quant_strided(void) {
    static const int perm[2] = {1, 0};
    int64_t shape[2] = {64, 96};
    ktorch_tensor xh, xht, xd, xdt;
    ktorch_qtensor qc, qd;
    int fm;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 2, shape, ktorch_cpu(), &xh));
    fill_host(&xh, 0);
    ggml_tame(&xh); /* every format below must accept it */
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 2, shape, ktest_gpu0(), &xd));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, &xh, NULL));
    KTEST_OK(ktorch_tensor_permute(&xh, perm, &xht));
    KTEST_OK(ktorch_tensor_permute(&xd, perm, &xdt));
    for (fm = 0; fm < KTORCH_QUANT_FORMAT_COUNT; fm++) {
        KTEST_OK(ktorch_quantize(g_ctx, &xht, (ktorch_quant_format)fm, NULL, &qc));
        KTEST_OK(ktorch_quantize(g_ctx, &xdt, (ktorch_quant_format)fm, NULL, &qd));
        KTEST_CHECKF(diff_tensor(&qd.data, &qc.data, 0) == 0 && diff_tensor(&qd.scale, &qc.scale, 0) == 0 &&
                         diff_tensor(&qd.zero_point, &qc.zero_point, 0) == 0,
                     "strided %s differs", ktorch_quant_format_name((ktorch_quant_format)fm));
        ktorch_qtensor_free(g_ctx, &qc);
        ktorch_qtensor_free(g_ctx, &qd);
    }
    ktorch_tensor_free(g_ctx, &xh);
    ktorch_tensor_free(g_ctx, &xd);
}

/* x and out as contiguous views that start one element into their buffers
   (addresses not 16-byte aligned: the kernels' scalar paths). */
static void test_quant_misaligned(void) {
    int64_t n = 1 + 4 * 96, shp[2] = {4, 96};
    int dt, fm;
    SKIP_IF_NO_GPU();
    for (dt = 0; dt < 3; dt += 2) {
        ktorch_tensor xh, xd, sh, sd, vh, vd, oh, odb, ohv, odv;
        KTEST_OK(ktorch_tensor_create(g_ctx, (ktorch_dtype)dt, 1, &n, ktorch_cpu(), &xh));
        fill_host(&xh, 0);
        ggml_tame(&xh); /* every format below must accept it */
        KTEST_OK(ktorch_tensor_create(g_ctx, (ktorch_dtype)dt, 1, &n, ktest_gpu0(), &xd));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, &xh, NULL));
        KTEST_OK(ktorch_tensor_slice(&xh, 0, 1, n, 1, &sh));
        KTEST_OK(ktorch_tensor_slice(&xd, 0, 1, n, 1, &sd));
        KTEST_OK(ktorch_tensor_reshape(&sh, 2, shp, &vh));
        KTEST_OK(ktorch_tensor_reshape(&sd, 2, shp, &vd));
        KTEST_CHECK(ktorch_tensor_is_contiguous(&vd) && ((uintptr_t)ktorch_tensor_ptr(&vd) & 15u) != 0);
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 1, &n, ktorch_cpu(), &oh));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 1, &n, ktest_gpu0(), &odb));
        KTEST_OK(ktorch_tensor_slice(&odb, 0, 1, n, 1, &sd));
        KTEST_OK(ktorch_tensor_reshape(&sd, 2, shp, &odv));
        KTEST_OK(ktorch_tensor_slice(&oh, 0, 1, n, 1, &sh));
        KTEST_OK(ktorch_tensor_reshape(&sh, 2, shp, &ohv));
        for (fm = 0; fm < KTORCH_QUANT_FORMAT_COUNT; fm++) {
            ktorch_qtensor qc, qd;
            long d;
            KTEST_OK(ktorch_quantize(g_ctx, &vh, (ktorch_quant_format)fm, NULL, &qc));
            KTEST_OK(ktorch_quantize(g_ctx, &vd, (ktorch_quant_format)fm, NULL, &qd));
            KTEST_CHECKF(diff_tensor(&qd.data, &qc.data, 0) == 0 && diff_tensor(&qd.scale, &qc.scale, 0) == 0 &&
                             diff_tensor(&qd.zero_point, &qc.zero_point, 0) == 0,
                         "misaligned %s %s differs", ktorch_dtype_name((ktorch_dtype)dt), ktorch_quant_format_name((ktorch_quant_format)fm));
            KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &odb, 0xFF));
            KTEST_OK(ktorch_dequantize(g_ctx, &qc, &ohv));
            KTEST_OK(ktorch_dequantize(g_ctx, &qd, &odv));
            d = diff_float(&odv, &ohv, 0);
            KTEST_CHECKF(d == 0, "misaligned dequantize %s: %ld differ", ktorch_quant_format_name((ktorch_quant_format)fm), d);
            ktorch_qtensor_free(g_ctx, &qc);
            ktorch_qtensor_free(g_ctx, &qd);
        }
        ktorch_tensor_free(g_ctx, &xh);
        ktorch_tensor_free(g_ctx, &xd);
        ktorch_tensor_free(g_ctx, &oh);
        ktorch_tensor_free(g_ctx, &odb);
    }
}

/* Delayed fp8 scaling over several steps: same codes, scales and history. */
static void test_delayed(void) {
    ktorch_fp8_delayed_scaling dc, dd;
    ktorch_quant_params pc, pd;
    int64_t shape[2] = {16, 80};
    int step, f;
    SKIP_IF_NO_GPU();
    for (f = 0; f < 2; f++) {
        memset(&dc, 0, sizeof dc);
        dc.history_len = 3;
        dc.margin = 1;
        dc.most_recent = f;
        dd = dc;
        memset(&pc, 0, sizeof pc);
        pd = pc;
        pc.delayed = &dc;
        pd.delayed = &dd;
        for (step = 0; step < 4; step++) {
            ktorch_tensor xh, xd;
            ktorch_qtensor qc, qd;
            ktorch_quant_format fmt = f ? KTORCH_QUANT_FP8_E5M2 : KTORCH_QUANT_FP8_E4M3;
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &xh));
            fill_host(&xh, step == 2);
            if (step == 1) ((float *)xh.data)[3] = 9000.0f;
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &xd));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, &xh, NULL));
            KTEST_OK(ktorch_quantize(g_ctx, &xh, fmt, &pc, &qc));
            KTEST_OK(ktorch_quantize(g_ctx, &xd, fmt, &pd, &qd));
            KTEST_CHECKF(diff_tensor(&qd.data, &qc.data, 0) == 0 && diff_tensor(&qd.scale, &qc.scale, 0) == 0, "delayed step %d differs", step);
            KTEST_CHECKF(memcmp(&dc.multiplier, &dd.multiplier, 4) == 0 && dc.pos == dd.pos && dc.count == dd.count &&
                             memcmp(dc.history, dd.history, sizeof dc.history) == 0,
                         "delayed state after step %d: multiplier %g vs %g", step, dc.multiplier, dd.multiplier);
            ktorch_qtensor_free(g_ctx, &qc);
            ktorch_qtensor_free(g_ctx, &qd);
            ktorch_tensor_free(g_ctx, &xh);
            ktorch_tensor_free(g_ctx, &xd);
        }
    }
}

/* Device cast src -> dst dtype (both on the device) against the host copy. */
static long check_cast(const ktorch_tensor *src_h, ktorch_dtype dst_dt, int saturate) {
    ktorch_tensor sd, dd, dh;
    ktorch_copy_params cp;
    long bad;
    cp.saturate = saturate;
    KTEST_OK(ktorch_tensor_create(g_ctx, src_h->dtype, src_h->ndim, src_h->shape, ktest_gpu0(), &sd));
    KTEST_OK(ktorch_tensor_create(g_ctx, dst_dt, src_h->ndim, src_h->shape, ktest_gpu0(), &dd));
    KTEST_OK(ktorch_tensor_create(g_ctx, dst_dt, src_h->ndim, src_h->shape, ktorch_cpu(), &dh));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &sd, src_h, NULL));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dd, 0xA5));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &dd, &sd, &cp)); /* on the device */
    KTEST_OK(ktorch_tensor_copy(g_ctx, &dh, src_h, &cp)); /* on the host */
    bad = diff_tensor(&dd, &dh, 0);
    ktorch_tensor_free(g_ctx, &sd);
    ktorch_tensor_free(g_ctx, &dd);
    ktorch_tensor_free(g_ctx, &dh);
    return bad;
}

static void test_casts(void) {
    static const ktorch_dtype fp8[2] = {KTORCH_FP8_E4M3, KTORCH_FP8_E5M2};
    int64_t n16 = 65536, nr = g_small ? 32768 : (1 << 20), n8 = 256, i;
    ktorch_tensor h16, hf, hb, h8;
    int f, sat, t;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 1, &n16, ktorch_cpu(), &h16));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 1, &n16, ktorch_cpu(), &hb));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 1, &nr, ktorch_cpu(), &hf));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 1, &n8, ktorch_cpu(), &h8));
    for (i = 0; i < n16; i++) ((uint16_t *)h16.data)[i] = ((uint16_t *)hb.data)[i] = (uint16_t)i; /* every pattern */
    for (i = 0; i < nr; i++) {
        uint32_t b = rnd32();
        if (i % 4 == 1) b = (b & 0x81ffffffu) | 0x3a000000u; /* near the fp8 ranges */
        if (i % 4 == 2) b = (b & 0x80ffffffu) | 0x43000000u;
        ((uint32_t *)hf.data)[i] = b;
    }
    for (i = 0; i < n8; i++) ((uint8_t *)h8.data)[i] = (uint8_t)i;
    for (f = 0; f < 2; f++)
        for (sat = 0; sat < 2; sat++) {
            long b1 = check_cast(&h16, fp8[f], sat), b2 = check_cast(&hb, fp8[f], sat), b3 = check_cast(&hf, fp8[f], sat);
            KTEST_CHECKF(b1 == 0 && b2 == 0 && b3 == 0, "%s saturate %d: %ld (f16), %ld (bf16), %ld (f32) codes differ",
                         ktorch_dtype_name(fp8[f]), sat, b1, b2, b3);
        }
    /* every code back to f32 / f16 / bf16 and to the other fp8 */
    for (f = 0; f < 2; f++) {
        h8.dtype = fp8[f];
        for (t = 0; t < 4; t++) {
            ktorch_dtype dt = t == 3 ? fp8[1 - f] : (ktorch_dtype)t;
            for (sat = 0; sat < 2; sat++) {
                long b = check_cast(&h8, dt, sat);
                KTEST_CHECKF(b == 0, "%s -> %s (saturate %d): %ld bytes differ", ktorch_dtype_name(fp8[f]), ktorch_dtype_name(dt), sat, b);
            }
        }
    }
    h8.dtype = KTORCH_U8;
    /* lengths that end inside a 16-element vector, and views one element in */
    {
        static const int64_t lens[3] = {1, 17, 1001};
        int li;
        for (li = 0; li < 3; li++)
            for (t = 0; t < 3; t++) {
                ktorch_tensor src = t == 0 ? hf : t == 1 ? h16 : hb, part;
                long b;
                KTEST_OK(ktorch_tensor_slice(&src, 0, 0, lens[li], 1, &part));
                b = check_cast(&part, KTORCH_FP8_E4M3, 1);
                KTEST_CHECKF(b == 0, "cast %s of %lld elements: %ld differ", ktorch_dtype_name(src.dtype), (long long)lens[li], b);
            }
        for (t = 0; t < 2; t++) {
            ktorch_tensor sd, dd, sv, dv, dh, hv;
            ktorch_copy_params cp;
            int64_t m = 1001;
            cp.saturate = t;
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 1, &m, ktest_gpu0(), &sd));
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_FP8_E5M2, 1, &m, ktest_gpu0(), &dd));
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_FP8_E5M2, 1, &m, ktorch_cpu(), &dh));
            KTEST_OK(ktorch_tensor_slice(&hb, 0, 0, m, 1, &hv));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &sd, &hv, NULL));
            KTEST_OK(ktorch_tensor_slice(&sd, 0, 1, m, 1, &sv));
            KTEST_OK(ktorch_tensor_slice(&dd, 0, t, m - 1 + t, 1, &dv)); /* t = 1: both misaligned; t = 0: only the source */
            KTEST_OK(ktorch_tensor_copy(g_ctx, &dv, &sv, &cp));
            KTEST_OK(ktorch_tensor_slice(&hb, 0, 1, m, 1, &hv));
            KTEST_OK(ktorch_tensor_slice(&dh, 0, t, m - 1 + t, 1, &sv));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &sv, &hv, &cp));
            {
                uint64_t na = 0;
                unsigned char *pa = host_bytes(&dd, &na), *pb = (unsigned char *)ktorch_tensor_ptr(&dh);
                int64_t i2, bad2 = 0;
                for (i2 = t; pa && i2 < m - 1 + t; i2++) bad2 += pa[i2] != pb[i2];
                KTEST_CHECKF(pa && bad2 == 0, "misaligned cast (saturate %d): %lld differ", t, (long long)bad2);
                free(pa);
            }
            ktorch_tensor_free(g_ctx, &sd);
            ktorch_tensor_free(g_ctx, &dd);
            ktorch_tensor_free(g_ctx, &dh);
        }
    }
    /* strided: a transposed f32 matrix to e4m3 */
    {
        static const int perm[2] = {1, 0};
        int64_t shp[2] = {256, 128};
        ktorch_tensor s2, sd, sdt, dd, dh, sht;
        ktorch_copy_params cp;
        cp.saturate = 1;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shp, NULL, hf.data, ktorch_cpu(), &s2));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shp, ktest_gpu0(), &sd));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &sd, &s2, NULL));
        KTEST_OK(ktorch_tensor_permute(&sd, perm, &sdt));
        KTEST_OK(ktorch_tensor_permute(&s2, perm, &sht));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_FP8_E4M3, 2, sdt.shape, ktest_gpu0(), &dd));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_FP8_E4M3, 2, sdt.shape, ktorch_cpu(), &dh));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &dd, &sdt, &cp));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &dh, &sht, &cp));
        KTEST_CHECKF(diff_tensor(&dd, &dh, 0) == 0, "strided f32 -> e4m3 differs");
        ktorch_tensor_free(g_ctx, &sd);
        ktorch_tensor_free(g_ctx, &dd);
        ktorch_tensor_free(g_ctx, &dh);
    }
    ktorch_tensor_free(g_ctx, &h16);
    ktorch_tensor_free(g_ctx, &hb);
    ktorch_tensor_free(g_ctx, &hf);
    ktorch_tensor_free(g_ctx, &h8);
}

/* Test of the test: the comparisons see a planted one-bit error. */
static void test_planted_error(void) {
    int64_t shape[2] = {4, 64};
    ktorch_tensor xh, xd, oc, od;
    ktorch_qtensor qc, qd;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &xh));
    fill_host(&xh, 0);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &xd));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, &xh, NULL));
    KTEST_OK(ktorch_quantize(g_ctx, &xh, KTORCH_QUANT_MXFP4, NULL, &qc));
    KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_MXFP4, NULL, &qd));
    KTEST_CHECK(diff_tensor(&qd.data, &qc.data, 0) == 0);
    KTEST_CHECK(diff_tensor(&qd.data, &qc.data, 1) == 1);
    KTEST_CHECK(diff_tensor(&qd.scale, &qc.scale, 1) == 1);
    KTEST_CHECK(diff_tensor(&qc.data, &qc.data, 0) == -1); /* a CPU "device" result is refused */
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &oc));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &od));
    KTEST_OK(ktorch_dequantize(g_ctx, &qc, &oc));
    KTEST_OK(ktorch_dequantize(g_ctx, &qd, &od));
    KTEST_CHECK(diff_float(&od, &oc, 0) == 0);
    KTEST_CHECK(diff_float(&od, &oc, 1) == 1);
    /* a different rounding of one scale is seen */
    ((uint8_t *)qc.scale.data)[1] ^= 1;
    KTEST_CHECK(diff_tensor(&qd.scale, &qc.scale, 0) == 1);
    ktorch_qtensor_free(g_ctx, &qc);
    ktorch_qtensor_free(g_ctx, &qd);
    ktorch_tensor_free(g_ctx, &xh);
    ktorch_tensor_free(g_ctx, &xd);
    ktorch_tensor_free(g_ctx, &oc);
    ktorch_tensor_free(g_ctx, &od);
}

static void test_bad_inputs(void) {
    int64_t shape[2] = {4, 64}, s33[2] = {4, 33}, s5[2] = {4, 65};
    ktorch_tensor xd, xi, x33, oc, od, o5, oi8, od5;
    ktorch_qtensor q, qc, bad;
    ktorch_quant_params p;
    float *h;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &xd));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_I8, 2, shape, ktest_gpu0(), &xi));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, s33, ktest_gpu0(), &x33));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &od5));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &xd, 0));
    memset(&p, 0, sizeof p);
    KTEST_STATUS(ktorch_quantize(g_ctx, &xi, KTORCH_QUANT_INT8, NULL, &q), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_quantize(g_ctx, &xd, (ktorch_quant_format)99, NULL, &q), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_quantize(g_ctx, &x33, KTORCH_QUANT_Q8_0, NULL, &q), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(q.data.data == NULL);
    p.granularity = KTORCH_QUANT_PER_CHANNEL;
    KTEST_STATUS(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_MXFP4, &p, &q), KTORCH_INVALID_ARGUMENT);
    p.axis = 5;
    KTEST_STATUS(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_INT8, &p, &q), KTORCH_INVALID_ARGUMENT);
    p.granularity = KTORCH_QUANT_PER_GROUP;
    p.group = 0;
    KTEST_STATUS(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_INT8, &p, &q), KTORCH_INVALID_ARGUMENT);
    memset(&p, 0, sizeof p);
    p.fp8_margin = 100;
    KTEST_STATUS(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_FP8_E4M3, &p, &q), KTORCH_INVALID_ARGUMENT);
    memset(&p, 0, sizeof p);
    /* NaN where the format cannot hold it: rejected, naming the first row */
    h = (float *)calloc(256, 4);
    h[2 * 64 + 7] = bits_f(0x7fc00000u);
    h[3 * 64 + 1] = bits_f(0x7f800000u);
    {
        ktorch_tensor hh;
        int fm;
        static const int rej[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_NVFP4, KTORCH_QUANT_Q8_0, KTORCH_QUANT_Q4_0};
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, h, ktorch_cpu(), &hh));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &xd, &hh, NULL));
        for (fm = 0; fm < 5; fm++) {
            ktorch_status st = ktorch_quantize(g_ctx, &xd, (ktorch_quant_format)rej[fm], NULL, &q);
            if (rej[fm] == KTORCH_QUANT_NVFP4) { /* synchronises for its tensor scale: reported by the call */
                KTEST_STATUS(st, KTORCH_INVALID_ARGUMENT);
                KTEST_CHECK(q.data.data == NULL);
            } else { /* reported at the next synchronisation; the qtensor is complete and usable */
                KTEST_OK(st);
                KTEST_CHECK(q.data.data != NULL);
                KTEST_OK(ktorch_dequantize(g_ctx, &q, &od5));
                ktorch_qtensor_free(g_ctx, &q);
                KTEST_STATUS(ktorch_synchronize(g_ctx, ktest_gpu0()), KTORCH_INVALID_ARGUMENT);
            }
            KTEST_CHECKF(strstr(ktorch_last_error(), "row 2") != NULL && strstr(ktorch_last_error(), ktorch_quant_format_name((ktorch_quant_format)rej[fm])),
                         "message: %s", ktorch_last_error());
            KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0())); /* once */
        }
        /* nvfp4 with a given tensor scale takes one pass: reported at synchronisation */
        p.nvfp4_tensor_scale = 0.5f;
        KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_NVFP4, &p, &q));
        KTEST_CHECK(q.data.data != NULL && q.tensor_scale == 0.5f);
        ktorch_qtensor_free(g_ctx, &q);
        KTEST_STATUS(ktorch_synchronize(g_ctx, ktest_gpu0()), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECKF(strstr(ktorch_last_error(), "row 2") != NULL && strstr(ktorch_last_error(), "nvfp4") != NULL, "message: %s", ktorch_last_error());
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
        memset(&p, 0, sizeof p);
        p.granularity = KTORCH_QUANT_PER_GROUP;
        p.group = 16;
        KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_INT8, &p, &q));
        ktorch_qtensor_free(g_ctx, &q);
        KTEST_STATUS(ktorch_synchronize(g_ctx, ktest_gpu0()), KTORCH_INVALID_ARGUMENT);
        KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_FP8_E4M3, &p, &q)); /* fp8 and MX keep NaN */
        ktorch_qtensor_free(g_ctx, &q);
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
        memset(&p, 0, sizeof p);
        /* several rejected calls before one synchronisation: the earliest is
           reported, here through a synchronising copy to the host */
        {
            ktorch_tensor x1, hb;
            ktorch_qtensor q1, q2;
            float one[256];
            h[2 * 64 + 7] = 0.0f;
            h[3 * 64 + 1] = 0.0f;
            h[1 * 64 + 9] = bits_f(0xff800000u); /* -Inf in row 1 */
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &x1));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &x1, &hh, NULL));
            KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_INT8_ASYM, NULL, &q1)); /* row 2 */
            KTEST_OK(ktorch_quantize(g_ctx, &x1, KTORCH_QUANT_Q4_0, NULL, &q2));      /* row 1, later */
            KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, one, ktorch_cpu(), &hb));
            KTEST_STATUS(ktorch_tensor_copy(g_ctx, &hb, &x1, NULL), KTORCH_INVALID_ARGUMENT);
            KTEST_CHECKF(strstr(ktorch_last_error(), "row 2") != NULL && strstr(ktorch_last_error(), "int8_asym") != NULL, "message: %s", ktorch_last_error());
            KTEST_OK(ktorch_tensor_copy(g_ctx, &hb, &x1, NULL));
            KTEST_CHECK(one[1 * 64 + 9] == h[1 * 64 + 9]);
            ktorch_qtensor_free(g_ctx, &q1);
            ktorch_qtensor_free(g_ctx, &q2);
            ktorch_tensor_free(g_ctx, &x1);
        }
        /* a synchronising nvfp4 call reports an earlier call's rejected row,
           once; its own codes go on after its readback */
        {
            ktorch_tensor zd;
            ktorch_qtensor q1, q2;
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &zd));
            KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &zd, 0));
            KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_Q8_0, NULL, &q1)); /* xd: row 2 holds NaN */
            KTEST_STATUS(ktorch_quantize(g_ctx, &zd, KTORCH_QUANT_NVFP4, NULL, &q2), KTORCH_INVALID_ARGUMENT);
            KTEST_CHECKF(strstr(ktorch_last_error(), "row 2") != NULL && strstr(ktorch_last_error(), ktorch_quant_format_name(KTORCH_QUANT_Q8_0)) != NULL,
                         "message: %s", ktorch_last_error());
            KTEST_CHECK(q2.data.data == NULL);
            KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
            KTEST_OK(ktorch_quantize(g_ctx, &zd, KTORCH_QUANT_NVFP4, NULL, &q2));
            KTEST_CHECK(q2.tensor_scale == 0.0f);
            KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
            ktorch_qtensor_free(g_ctx, &q1);
            ktorch_qtensor_free(g_ctx, &q2);
            /* and so does delayed fp8 scaling, which reads back its amax */
            {
                ktorch_fp8_delayed_scaling dl;
                memset(&dl, 0, sizeof dl);
                p.delayed = &dl;
                KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_Q8_0, NULL, &q1));
                KTEST_STATUS(ktorch_quantize(g_ctx, &zd, KTORCH_QUANT_FP8_E4M3, &p, &q2), KTORCH_INVALID_ARGUMENT);
                KTEST_CHECKF(strstr(ktorch_last_error(), "row 2") != NULL && strstr(ktorch_last_error(), ktorch_quant_format_name(KTORCH_QUANT_Q8_0)) != NULL,
                             "message: %s", ktorch_last_error());
                KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
                KTEST_OK(ktorch_quantize(g_ctx, &zd, KTORCH_QUANT_FP8_E4M3, &p, &q2));
                KTEST_CHECK(dl.count == 1 && dl.history[0] == 0.0f);
                ktorch_qtensor_free(g_ctx, &q1);
                ktorch_qtensor_free(g_ctx, &q2);
                memset(&p, 0, sizeof p);
            }
            ktorch_tensor_free(g_ctx, &zd);
        }
    }
    free(h);
    /* dequantize: mixed devices, wrong dtypes and shapes */
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &xd, 0));
    KTEST_OK(ktorch_quantize(g_ctx, &xd, KTORCH_QUANT_INT8_ASYM, NULL, &q));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &oc));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, shape, ktest_gpu0(), &od));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, s5, ktest_gpu0(), &o5));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_I8, 2, shape, ktest_gpu0(), &oi8));
    KTEST_STATUS(ktorch_dequantize(g_ctx, &q, &oc), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_dequantize(g_ctx, &q, &o5), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_dequantize(g_ctx, &q, &oi8), KTORCH_INVALID_ARGUMENT);
    {
        static const int perm[2] = {1, 0};
        int64_t sq[2] = {64, 64};
        ktorch_tensor sqd, sqt;
        ktorch_qtensor q2;
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, sq, ktest_gpu0(), &sqd));
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &sqd, 0));
        KTEST_OK(ktorch_quantize(g_ctx, &sqd, KTORCH_QUANT_INT8, NULL, &q2));
        KTEST_OK(ktorch_tensor_permute(&sqd, perm, &sqt));
        KTEST_STATUS(ktorch_dequantize(g_ctx, &q2, &sqt), KTORCH_UNSUPPORTED);
        ktorch_qtensor_free(g_ctx, &q2);
        ktorch_tensor_free(g_ctx, &sqd);
    }
    bad = q;
    bad.zero_point.data = NULL; /* missing part */
    KTEST_STATUS(ktorch_dequantize(g_ctx, &bad, &od), KTORCH_INVALID_ARGUMENT);
    KTEST_OK(ktorch_quantize(g_ctx, &oc, KTORCH_QUANT_INT8_ASYM, NULL, &qc));
    bad = q;
    bad.scale = qc.scale; /* scale on the host, data on the device */
    KTEST_STATUS(ktorch_dequantize(g_ctx, &bad, &od), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "device") != NULL, "message: %s", ktorch_last_error());
    bad = q;
    bad.scale.dtype = KTORCH_F16;
    KTEST_STATUS(ktorch_dequantize(g_ctx, &bad, &od), KTORCH_INVALID_ARGUMENT);
    bad = q;
    bad.block = 7; /* int8_asym per tensor: block must be 0 */
    bad.format = KTORCH_QUANT_MXFP8_E4M3;
    KTEST_STATUS(ktorch_dequantize(g_ctx, &bad, &od), KTORCH_INVALID_ARGUMENT);
    KTEST_OK(ktorch_dequantize(g_ctx, &q, &od));
    /* fp8 -> i8: refused by the CUDA/HIP engine, converted by Vulkan (e4m3 0x38 is 1.0) */
    {
        ktorch_tensor e8, hi;
        int8_t got[256];
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_FP8_E4M3, 2, shape, ktest_gpu0(), &e8));
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &e8, 0x38));
        if (ktest_gpu_engine(g_ctx)) {
            KTEST_STATUS(ktorch_tensor_copy(g_ctx, &oi8, &e8, NULL), KTORCH_UNSUPPORTED);
        } else {
            int i, ones = 0;
            KTEST_OK(ktorch_tensor_copy(g_ctx, &oi8, &e8, NULL));
            KTEST_OK(ktorch_tensor_wrap(KTORCH_I8, 2, shape, NULL, got, ktorch_cpu(), &hi));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &hi, &oi8, NULL));
            for (i = 0; i < 256; i++) ones += got[i] == 1;
            KTEST_CHECKF(ones == 256, "%d of 256 fp8 1.0 became i8 1", ones);
        }
        ktorch_tensor_free(g_ctx, &e8);
    }
    ktorch_qtensor_free(g_ctx, &q);
    ktorch_qtensor_free(g_ctx, &qc);
    ktorch_tensor_free(g_ctx, &xd);
    ktorch_tensor_free(g_ctx, &xi);
    ktorch_tensor_free(g_ctx, &x33);
    ktorch_tensor_free(g_ctx, &oc);
    ktorch_tensor_free(g_ctx, &od);
    ktorch_tensor_free(g_ctx, &o5);
    ktorch_tensor_free(g_ctx, &oi8);
    ktorch_tensor_free(g_ctx, &od5);
}

int main(void) {
    (void)ktest_max_rel;
    (void)ktest_nmse;
    g_rng = ktest_rng_make(20261121);
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_planted_error);
    KTEST_RUN(test_quant_parity);
    KTEST_RUN(test_quant_large);
    KTEST_RUN(test_quant_axis0_spans);
    KTEST_RUN(test_quant_exponents);
    KTEST_RUN(test_quant_route_edges);
    KTEST_RUN(test_quant_nvfp4_ties);
    KTEST_RUN(test_quant_strided);
    KTEST_RUN(test_quant_misaligned);
    KTEST_RUN(test_delayed);
    KTEST_RUN(test_casts);
    KTEST_RUN(test_bad_inputs);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_quant");
}
