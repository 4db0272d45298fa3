/* ktorch_qmatmul (y = x W^T with W quantized) against an f64 product with the
   weights decoded here, independently of the library, from the codes and
   scales of each format: every format, every CPU ISA (scalar, avx2, avx512
   where the CPU has them), M in {1, 3, 8, 17, 64, 70}, K not a multiple of the
   vector width, N not a multiple of the kernel tiles; long K (several K
   chunks) with NaN codes and scales; subnormal MX scales; x near the ends of
   the f32 range; int8 / int8_asym under 4 x rows (the VNNI integer path:
   long K, x over a wide range, NaN); the block formats with integer codes
   under 4 x rows (the VNNI integer path, the same cases); f16 / bf16 x and bf16 y; int8 w8a8 on
   every ISA against exact integer sums; results that do not
   depend on the thread count; and tests that the comparisons reject planted
   errors.

   Bound (DESIGN.md, f32 output): max|y - r| / max|r| <= 1e-5. */
#include "ktorch.h"
#include "ktest.h"

static ktorch_context *g_isa[3]; /* 2 threads each; NULL where the CPU lacks the ISA */
static const char *g_isa_name[3] = {"scalar", "avx2", "avx512"};
static ktorch_context *g_one;    /* best ISA, 1 thread */
static ktorch_context *g_best;   /* best ISA, 2 threads */

#define TOL 1e-5

/* ---- decoders written from the format definitions (docs/QUANT.md, OCP) ---- */
static double ref_e4m3(unsigned c) {
    int s = (c >> 7) & 1, e = (c >> 3) & 15, m = c & 7;
    double v;
    if (e == 15 && m == 7) return NAN;
    v = e == 0 ? ldexp((double)m, -9) : ldexp(8.0 + m, e - 10);
    return s ? -v : v;
}
static double ref_e5m2(unsigned c) {
    int s = (c >> 7) & 1, e = (c >> 2) & 31, m = c & 3;
    double v;
    if (e == 31) return m ? NAN : (s ? -INFINITY : INFINITY);
    v = e == 0 ? ldexp((double)m, -16) : ldexp(4.0 + m, e - 17);
    return s ? -v : v;
}
/* FP6 / FP4 elements: no Inf / NaN codes, bias 2^(E-1) - 1. */
static double ref_small(unsigned c, int E, int M) {
    int bias = (1 << (E - 1)) - 1, s = (c >> (E + M)) & 1, e = (c >> M) & ((1 << E) - 1), m = c & ((1 << M) - 1);
    double v = e == 0 ? ldexp((double)m, 1 - bias - M) : ldexp((double)((1 << M) + m), e - bias - M);
    return s ? -v : v;
}
static double ref_f16(unsigned h) {
    int s = (h >> 15) & 1, e = (h >> 10) & 31, m = h & 1023;
    double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexp((double)m, -24) : ldexp(1024.0 + m, e - 25);
    return s ? -v : v;
}
static double ref_e8m0(unsigned c) { return c == 0xFF ? NAN : ldexp(1.0, (int)c - 127); }

static const uint8_t *qdata(const ktorch_qtensor *q) { return (const uint8_t *)ktorch_tensor_ptr(&q->data); }
static const uint8_t *qs8(const ktorch_qtensor *q) { return (const uint8_t *)ktorch_tensor_ptr(&q->scale); }
static const float *qsf(const ktorch_qtensor *q) { return (const float *)ktorch_tensor_ptr(&q->scale); }

/* Packed code i of the whole tensor (FP4: 2 per byte, low nibble first; FP6: 6 bits each, LSB first). */
static unsigned code_at(const uint8_t *p, int bits, int64_t i) {
    if (bits == 4) return (p[i >> 1] >> ((i & 1) * 4)) & 15;
    if (bits == 6) {
        int64_t bit = i * 6;
        unsigned w = p[bit >> 3] | ((unsigned)p[(bit >> 3) + 1] << 8);
        return (w >> (bit & 7)) & 63;
    }
    return p[i];
}

/* W[n,k] as doubles from the codes of q ([N,K], last-axis blocks or row scales). */
static double *ref_weights(const ktorch_qtensor *q) {
    int64_t N = q->shape[0], K = q->shape[1], n, k;
    double *w = (double *)malloc((size_t)(N * K) * sizeof(double));
    const uint8_t *d = qdata(q);
    ktorch_quant_format f = q->format;
    for (n = 0; n < N; n++)
        for (k = 0; k < K; k++) {
            int64_t i = n * K + k, nblk = q->block > 0 ? (K + q->block - 1) / q->block : 0, b = q->block > 0 ? k / q->block : 0;
            double v = 0, s = 1;
            if (f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_INT8_ASYM || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2) {
                int64_t si = q->granularity == KTORCH_QUANT_PER_TENSOR ? 0 : q->granularity == KTORCH_QUANT_PER_CHANNEL ? (q->axis == 0 ? n : k) : n * nblk + b;
                s = qsf(q)[si];
                if (f == KTORCH_QUANT_INT8) v = (int8_t)d[i];
                else if (f == KTORCH_QUANT_INT8_ASYM) v = (double)d[i] - (double)((const uint8_t *)ktorch_tensor_ptr(&q->zero_point))[si];
                else v = f == KTORCH_QUANT_FP8_E4M3 ? ref_e4m3(d[i]) : ref_e5m2(d[i]);
            } else if (f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0) {
                int bs = f == KTORCH_QUANT_Q8_0 ? 34 : 18, e = (int)(k % 32);
                const uint8_t *blk = d + n * (K / 32) * bs + (k / 32) * bs;
                s = ref_f16(blk[0] | (blk[1] << 8));
                if (f == KTORCH_QUANT_Q8_0) v = (int8_t)blk[2 + e];
                else v = (double)((e < 16 ? blk[2 + e] & 15 : blk[2 + e - 16] >> 4) - 8);
            } else if (f == KTORCH_QUANT_NVFP4) {
                s = ref_e4m3(qs8(q)[n * nblk + b]) * q->tensor_scale;
                v = ref_small(code_at(d, 4, i), 2, 1);
            } else { /* MX */
                s = ref_e8m0(qs8(q)[n * nblk + b]);
                switch (f) {
                case KTORCH_QUANT_MXFP8_E4M3: v = ref_e4m3(d[i]); break;
                case KTORCH_QUANT_MXFP8_E5M2: v = ref_e5m2(d[i]); break;
                case KTORCH_QUANT_MXFP6_E2M3: v = ref_small(code_at(d, 6, i), 2, 3); break;
                case KTORCH_QUANT_MXFP6_E3M2: v = ref_small(code_at(d, 6, i), 3, 2); break;
                case KTORCH_QUANT_MXFP4: v = ref_small(code_at(d, 4, i), 2, 1); break;
                default: v = (int8_t)d[i] / 64.0; break; /* mxint8 */
                }
            }
            w[i] = v * s;
        }
    return w;
}

static void ref_matmul(const float *x, const double *w, int64_t M, int64_t N, int64_t K, double *r) {
    int64_t m, n, k;
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            double s = 0;
            for (k = 0; k < K; k++) s += (double)x[m * K + k] * w[n * K + k];
            r[m * N + n] = s;
        }
}

/* W rows of different magnitudes, every 7th element small (fp8 subnormal codes). */
static void fill_w(float *w, int64_t N, int64_t K, unsigned long long seed) {
    int64_t n, k;
    ktest_fill_normal(w, N * K, seed, 1.0);
    for (n = 0; n < N; n++)
        for (k = 0; k < K; k++) w[n * K + k] *= (float)(ldexp(1.0, (int)(n % 5) - 2) * (k % 7 == 0 ? 1e-4 : 1.0));
}

typedef struct fcase {
    ktorch_quant_format f;
    ktorch_quant_granularity g;
    int64_t group;
    const char *name;
} fcase;
static const fcase g_cases[] = {
    {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 0, "int8/channel"},
    {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, "int8/tensor"},
    {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 32, "int8/group32"},
    {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_CHANNEL, 0, "int8_asym/channel"},
    {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_TENSOR, 0, "fp8_e4m3/tensor"},
    {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_CHANNEL, 0, "fp8_e4m3/channel"},
    {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_TENSOR, 0, "fp8_e5m2/tensor"},
    {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_CHANNEL, 0, "fp8_e5m2/channel"},
    {KTORCH_QUANT_MXFP8_E4M3, KTORCH_QUANT_PER_TENSOR, 0, "mxfp8_e4m3"},
    {KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_PER_TENSOR, 0, "mxfp8_e5m2"},
    {KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_PER_TENSOR, 0, "mxfp6_e2m3"},
    {KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_PER_TENSOR, 0, "mxfp6_e3m2"},
    {KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, "mxfp4"},
    {KTORCH_QUANT_MXINT8, KTORCH_QUANT_PER_TENSOR, 0, "mxint8"},
    {KTORCH_QUANT_NVFP4, KTORCH_QUANT_PER_TENSOR, 0, "nvfp4"},
    {KTORCH_QUANT_Q8_0, KTORCH_QUANT_PER_TENSOR, 0, "q8_0"},
    {KTORCH_QUANT_Q4_0, KTORCH_QUANT_PER_TENSOR, 0, "q4_0"},
    {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_TENSOR, 0, "int8_asym/tensor"},
};
#define NCASES ((int)(sizeof g_cases / sizeof g_cases[0]))

static ktorch_status quant_case(const fcase *c, const float *w, int64_t N, int64_t K, ktorch_qtensor *q) {
    ktorch_quant_params p;
    ktorch_tensor tw = ktest_wrap2(KTORCH_F32, (void *)w, N, K);
    memset(&p, 0, sizeof p);
    p.granularity = c->g;
    p.group = c->group;
    p.axis = 0;
    return ktorch_quantize(g_best, &tw, c->f, &p, q);
}

/* The weights decoded here agree with the library's dequantization (so a
   misread layout in either shows), to the f32 rounding of code * scale. */
static int weights_agree(const ktorch_qtensor *q, const double *wr) {
    int64_t n = q->shape[0] * q->shape[1], i;
    float *wd = (float *)malloc((size_t)n * sizeof(float));
    ktorch_tensor out = ktest_wrap2(KTORCH_F32, wd, q->shape[0], q->shape[1]);
    int ok = ktorch_dequantize(g_isa[0], q, &out) == KTORCH_OK;
    for (i = 0; ok && i < n; i++)
        if (!(fabs((double)wd[i] - wr[i]) <= ldexp(fabs(wr[i]), -22)) && !(wd[i] != wd[i] && wr[i] != wr[i])) ok = 0;
    free(wd);
    return ok;
}

/* ---- every format x ISA x M, K = 200 and 224 (ggml formats: 224 only) ---- */
static void test_formats(void) {
    enum { N = 50, KMAX = 224, MMAX = 70 };
    static const int64_t Ms[6] = {1, 3, 8, 17, 64, 70}; /* 70: two passes of 64 x rows */
    static float x[MMAX * KMAX], w[N * KMAX], y[MMAX * N], y1[MMAX * N];
    static double r[MMAX * N];
    int c, mi, i;
    for (c = 0; c < 2 * NCASES; c++) {
        const fcase *fc = &g_cases[c / 2];
        int ggml = fc->f == KTORCH_QUANT_Q8_0 || fc->f == KTORCH_QUANT_Q4_0;
        /* 224: whole blocks (the block kernels need them); nvfp4 208: 16-blocks, not 32 */
        int64_t K = c % 2 || ggml ? 224 : fc->f == KTORCH_QUANT_NVFP4 ? 208 : 200;
        ktorch_qtensor q;
        double *wr;
        if (ggml && c % 2 == 0) continue;
        ktest_fill_normal(x, MMAX * K, 100 + c, 1.0);
        fill_w(w, N, K, 200 + c);
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        wr = ref_weights(&q);
        KTEST_CHECKF(weights_agree(&q, wr), "%s: decoded weights differ from ktorch_dequantize", fc->name);
        for (mi = 0; mi < 6; mi++) {
            int64_t M = Ms[mi];
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), ty = ktest_wrap2(KTORCH_F32, y, M, N), ty1 = ktest_wrap2(KTORCH_F32, y1, M, N);
            ref_matmul(x, wr, M, N, K, r);
            for (i = 0; i < 3; i++) {
                double mr;
                if (!g_isa[i]) continue;
                memset(y, 0xFF, sizeof y); /* NaN poison: unwritten outputs fail */
                KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &ty));
                mr = ktest_max_rel(y, r, (size_t)(M * N));
                KTEST_CHECKF(mr <= TOL, "%s %s M=%d K=%d: max rel %g", fc->name, g_isa_name[i], (int)M, (int)K, mr);
            }
            KTEST_OK(ktorch_qmatmul(g_best, &tx, &q, &ty));
            KTEST_OK(ktorch_qmatmul(g_one, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)(M * N) * sizeof(float)) == 0, "%s M=%d: thread count changed the result", fc->name, (int)M);
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
}

/* NaN outputs exactly where the reference has NaN; then the bound on the rest. */
static double cmp_nan(float *y, double *r, int64_t n, int *nan_ok, int64_t *nnan) {
    int64_t i;
    *nan_ok = 1;
    *nnan = 0;
    for (i = 0; i < n; i++)
        if ((y[i] != y[i]) != (r[i] != r[i])) *nan_ok = 0;
        else if (r[i] != r[i]) y[i] = 0, r[i] = 0, ++*nnan;
    return ktest_max_rel(y, r, (size_t)n);
}

/* Plants NaN: E4M3 codes (x.1111.111) in rows 3, 10 and 27 (first K chunk,
   second chunk, masked tail), or a NaN block scale in row 27 (E8M0 0xFF, nvfp4
   E4M3 0x7F, f16 0x7E00 in a ggml block). */
static void plant_nan(ktorch_qtensor *q) {
    uint8_t *d = (uint8_t *)ktorch_tensor_ptr(&q->data), *s8 = (uint8_t *)ktorch_tensor_ptr(&q->scale);
    int64_t K = q->shape[1], nblk = q->block > 0 ? (K + q->block - 1) / q->block : 0;
    ktorch_quant_format f = q->format;
    if (f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_MXFP8_E4M3) {
        d[3 * K + 1000] = 0xFF;
        d[27 * K + 1050] = 0x7F;
        d[10 * K + 5] = 0xFF;
    }
    if (q->block > 0 && q->granularity != KTORCH_QUANT_PER_GROUP && f != KTORCH_QUANT_Q8_0 && f != KTORCH_QUANT_Q4_0)
        s8[27 * nblk + 1050 / q->block] = f == KTORCH_QUANT_NVFP4 ? 0x7F : 0xFF;
    if (f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0) {
        int bs = f == KTORCH_QUANT_Q8_0 ? 34 : 18;
        uint8_t *blk = d + 27 * (K / 32) * bs + (1050 / 32) * bs;
        blk[0] = 0x00;
        blk[1] = 0x7E;
    }
}

/* ---- long K (several K chunks), NaN codes and scales, subnormal codes ------- */
static void test_long_k_nan(void) {
    enum { N = 29, K = 1056, MMAX = 64 };
    static const int64_t Ms[4] = {1, 5, 8, 64};
    static float x[MMAX * K], w[N * K], y[MMAX * N], y1[MMAX * N];
    static double r[MMAX * N];
    int c, mi, i;
    for (c = 0; c < NCASES; c++) {
        const fcase *fc = &g_cases[c];
        ktorch_qtensor q;
        double *wr;
        ktest_fill_normal(x, MMAX * K, 300 + c, 1.0);
        fill_w(w, N, K, 400 + c);
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        if (fc->f == KTORCH_QUANT_FP8_E4M3) {
            const uint8_t *d = qdata(&q);
            int64_t k, sub = 0;
            for (k = 0; k < N * K; k++) sub += (d[k] & 0x78) == 0 && (d[k] & 7) != 0;
            KTEST_CHECKF(sub > 0, "no subnormal E4M3 codes in the test weights");
        }
        plant_nan(&q);
        wr = ref_weights(&q);
        for (mi = 0; mi < 4; mi++) {
            int64_t M = Ms[mi];
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), ty = ktest_wrap2(KTORCH_F32, y, M, N), ty1 = ktest_wrap2(KTORCH_F32, y1, M, N);
            for (i = 0; i < 3; i++) {
                int nan_ok;
                int64_t nnan;
                double mr;
                if (!g_isa[i]) continue;
                ref_matmul(x, wr, M, N, K, r);
                memset(y, 0, sizeof y);
                KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &ty));
                mr = cmp_nan(y, r, M * N, &nan_ok, &nnan);
                KTEST_CHECKF(nan_ok, "%s %s M=%d: NaN outputs are not the reference's", fc->name, g_isa_name[i], (int)M);
                KTEST_CHECKF(nnan >= M || fc->f == KTORCH_QUANT_INT8 || fc->f == KTORCH_QUANT_INT8_ASYM || fc->f == KTORCH_QUANT_FP8_E5M2,
                             "%s: no NaN planted", fc->name);
                KTEST_CHECKF(mr <= TOL, "%s %s M=%d: max rel %g", fc->name, g_isa_name[i], (int)M, mr);
            }
            KTEST_OK(ktorch_qmatmul(g_best, &tx, &q, &ty));
            KTEST_OK(ktorch_qmatmul(g_one, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)(M * N) * sizeof(float)) == 0, "%s M=%d: thread count changed the result", fc->name, (int)M);
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
}

/* ---- MX scales in the f32 subnormal range (E8M0 0..6: 2^-127.. for FP4 / FP8,
   2^-133.. for mxint8), x large so the products are normal f32 ------------ */
static void test_subnormal_scales(void) {
    enum { N = 7, K = 96, M = 8 };
    static const int64_t Ms[2] = {1, M};
    static const int fm[3] = {9, 12, 13}; /* mxfp8_e5m2, mxfp4, mxint8 */
    float x[M * K], w[N * K], y[M * N];
    double r[M * N];
    int c, i, k;
    ktest_fill_normal(x, M * K, 701, 1.0);
    for (k = 0; k < M * K; k++) x[k] = (float)ldexp(x[k], 100);
    fill_w(w, N, K, 702);
    for (c = 0; c < 3; c++) {
        const fcase *fc = &g_cases[fm[c]];
        ktorch_qtensor q;
        double *wr;
        uint8_t *s8;
        int64_t b, nsc = N * (K / 32);
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        s8 = (uint8_t *)ktorch_tensor_ptr(&q.scale);
        for (b = 0; b < nsc; b++) s8[b] = (uint8_t)(b % 7);
        wr = ref_weights(&q);
        ref_matmul(x, wr, M, N, K, r);
        for (i = 0; i < 6; i++) {
            const int64_t m = Ms[i % 2];
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, m, K), ty = ktest_wrap2(KTORCH_F32, y, m, N);
            double mr;
            if (!g_isa[i / 2]) continue;
            KTEST_OK(ktorch_qmatmul(g_isa[i / 2], &tx, &q, &ty));
            mr = ktest_max_rel(y, r, (size_t)(m * N));
            KTEST_CHECKF(mr <= TOL, "%s %s M=%d: max rel %g", fc->name, g_isa_name[i / 2], (int)m, mr);
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
}

/* ---- x near the ends of the f32 range: kernels that fold a power of two into
   x (AVX2 at M = 1: 2^-25 for FP4, 2^8 for E4M3) must not take it out of the
   normal range (all x tiny: precision lost; all x huge: Inf) ---------------- */
static void test_x_range(void) {
    enum { N = 9, K = 64 };
    static const int fm[6] = {16, 12, 14, 4, 8, 10}; /* q4_0, mxfp4, nvfp4, fp8_e4m3, mxfp8_e4m3, mxfp6_e2m3 */
    float x[4 * K], w[N * K], y[4 * N];
    double r[4 * N];
    int c, e, i, k;
    fill_w(w, N, K, 801);
    for (k = 0; k < N * K; k++) w[k] = (float)ldexp(w[k], -4);
    for (c = 0; c < 6; c++) {
        const fcase *fc = &g_cases[fm[c]];
        ktorch_qtensor q;
        double *wr;
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        wr = ref_weights(&q);
        for (e = 0; e < 2; e++) {
            ktest_fill_normal(x, 4 * K, 802 + e, 1.0);
            for (k = 0; k < 4 * K; k++) x[k] = (float)ldexp(x[k], e ? 119 : -116);
            for (i = 0; i < 6; i++) {
                const int64_t m = i % 2 ? 4 : 1;
                ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, m, K), ty = ktest_wrap2(KTORCH_F32, y, m, N);
                double mr;
                if (!g_isa[i / 2]) continue;
                ref_matmul(x, wr, m, N, K, r);
                KTEST_OK(ktorch_qmatmul(g_isa[i / 2], &tx, &q, &ty));
                mr = ktest_max_rel(y, r, (size_t)(m * N));
                KTEST_CHECKF(mr <= TOL, "%s %s M=%d x ~2^%d: max rel %g", fc->name, g_isa_name[i / 2], (int)m, e ? 119 : -116, mr);
            }
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
}

/* ---- int8 / int8_asym with row scales under 4 x rows: the VNNI integer path --
   (x as four base-256 digits of a 30-bit integer per row, exact int32 / int64
   sums): K past the 8192 64-k steps after which the int32 lanes are summed
   into int64; x over a wide range of magnitudes (2^-60..2^60 of its largest,
   subnormals, one row of zeros); a row with NaN (the f32 kernels, NaN
   outputs); the same bits for 1 and 2 threads. */
static void test_int8_rows(void) {
    enum { N = 5, M = 3 };
    static const int fm[4] = {0, 1, 3, 17}; /* int8 channel / tensor, int8_asym channel / tensor */
    const int64_t K = 8192 * 64 + 100;
    float *x = (float *)malloc((size_t)(M * K) * sizeof(float)), *w = (float *)malloc((size_t)(N * K) * sizeof(float));
    float y[M * N], y1[M * N];
    double r[M * N];
    int c, e, m;
    int64_t k;
    fill_w(w, N, K, 901);
    for (c = 0; c < 4; c++) {
        const fcase *fc = &g_cases[fm[c]];
        ktorch_qtensor q;
        double *wr;
        KTEST_OK(quant_case(fc, w, N, K, &q));
        wr = ref_weights(&q);
        for (e = 0; e < 3; e++) {
            int64_t mm = e == 1 ? 1 : M, nnan;
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, mm, K), ty = ktest_wrap2(KTORCH_F32, y, mm, N), ty1 = ktest_wrap2(KTORCH_F32, y1, mm, N);
            double mr;
            int nan_ok, i;
            ktest_fill_normal(x, M * K, 910 + e, 1.0);
            if (e == 1) /* one row: magnitudes 2^-60..2^60, some subnormal */
                for (k = 0; k < K; k++) x[k] = k % 1000 == 7 ? (float)ldexp(x[k], -140) : (float)ldexp(x[k], (int)(k % 121) - 60);
            if (e == 2) { /* rows: zeros, NaN in one element, wide */
                for (k = 0; k < K; k++) x[k] = 0.0f;
                x[K + 12345] = NAN;
                for (k = 0; k < K; k++) x[2 * K + k] = (float)ldexp(x[2 * K + k], (int)(k % 41) - 20);
            }
            ref_matmul(x, wr, mm, N, K, r);
            for (i = 0; i < 3; i++) {
                if (!g_isa[i] || (e == 0 && i < 2)) continue; /* the other ISAs' f32 sums of half a million products: ~1e-5 */
                memset(y, 0xFF, sizeof y);
                KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &ty));
                mr = cmp_nan(y, r, mm * N, &nan_ok, &nnan);
                KTEST_CHECKF(nan_ok && mr <= TOL, "%s %s M=%d case %d: max rel %g, NaN where the reference has them: %d", fc->name, g_isa_name[i], (int)mm, e, mr, nan_ok);
                ref_matmul(x, wr, mm, N, K, r); /* cmp_nan zeroed the NaN entries */
            }
            KTEST_OK(ktorch_qmatmul(g_best, &tx, &q, &ty));
            KTEST_OK(ktorch_qmatmul(g_one, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)(mm * N) * sizeof(float)) == 0, "%s case %d: thread count changed the result", fc->name, e);
            for (m = 0; e == 2 && m < N; m++) KTEST_CHECKF(y[m] == 0.0f && y[N + m] != y[N + m], "%s: zero row gives %g, NaN row gives %g", fc->name, y[m], y[N + m]);
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
    free(x);
    free(w);
}

/* ---- block formats with integer codes under 4 x rows: the VNNI integer path --
   (mxfp4, nvfp4, q4_0, mxint8, q8_0, mxfp6_e2m3 / e3m2; x as three base-256 digits
   of an integer per block, exact int32 lanes): K with a partial last 64-byte
   load of codes; x over a wide range of magnitudes inside a block and from
   block to block (2^-60..2^60, subnormals), zero blocks and a zero row; a row
   with NaN (the f32 kernels); NaN block scales (non-finite outputs: the f32
   kernels); the same bits for 1 and 2 threads. */
static int g_int_runs;
static void count_int(ktorch_log_level l, const char *m, void *u) {
    (void)l;
    (void)u;
    if (strstr(m, "integer products")) g_int_runs++;
}
static void test_block_rows(void) {
    enum { N = 37, M = 3, K = 4096 + 96 };
    static const int fm[7] = {12, 14, 16, 13, 15, 10, 11}; /* mxfp4, nvfp4, q4_0, mxint8, q8_0, mxfp6_e2m3, mxfp6_e3m2 */
    static float x[M * K], w[N * K], y[M * N], y1[M * N];
    static double r[M * N];
    ktorch_context_desc d;
    ktorch_context *cl = NULL;
    int c, e, m;
    int64_t k;
    memset(&d, 0, sizeof d);
    d.num_threads = 2;
    d.logger.func = count_int;
    KTEST_OK(ktorch_context_create(&d, &cl));
    fill_w(w, N, K, 951);
    g_int_runs = 0;
    for (c = 0; c < 14; c++) {
        const fcase *fc = &g_cases[fm[c % 7]];
        ktorch_qtensor q;
        double *wr;
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        if (c >= 7) plant_nan(&q); /* NaN block scales in row 27 */
        wr = ref_weights(&q);
        for (e = 0; e < 5; e++) { /* 3, 4: rows 0 and 2 of cases 0 and 2 alone (q4_0 and mxint8 take the path with one row) */
            int64_t mm = e == 1 || e >= 3 ? 1 : M, nnan;
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, mm, K), ty = ktest_wrap2(KTORCH_F32, y, mm, N), ty1 = ktest_wrap2(KTORCH_F32, y1, mm, N);
            double mr;
            int nan_ok, i;
            ktest_fill_normal(x, M * K, 960 + (e == 3 ? 0 : e), 1.0);
            if (e == 4)
                for (k = 0; k < K; k++) x[k] = (k / 32) % 9 == 4 ? 0.0f : (float)ldexp(x[k], (int)((k / 16) % 41) - 20);
            if (e == 1) /* one row: magnitudes 2^-60..2^60 inside each block, some subnormal */
                for (k = 0; k < K; k++) x[k] = k % 1000 == 7 ? (float)ldexp(x[k], -140) : (float)ldexp(x[k], (int)(k % 121) - 60);
            if (e == 2) { /* rows: zeros; NaN in one element; blocks of different magnitudes, some zero */
                for (k = 0; k < K; k++) x[k] = 0.0f;
                x[K + 3001] = NAN;
                for (k = 0; k < K; k++) x[2 * K + k] = (k / 32) % 9 == 4 ? 0.0f : (float)ldexp(x[2 * K + k], (int)((k / 16) % 41) - 20);
            }
            ref_matmul(x, wr, mm, N, K, r);
            for (i = 0; i < 4; i++) {
                ktorch_context *cx = i == 3 ? cl : g_isa[i];
                if (!cx) continue;
                memset(y, 0xFF, sizeof y);
                KTEST_OK(ktorch_qmatmul(cx, &tx, &q, &ty));
                mr = cmp_nan(y, r, mm * N, &nan_ok, &nnan);
                KTEST_CHECKF(nan_ok && mr <= TOL, "%s %s M=%d case %d%s: max rel %g, NaN where the reference has them: %d", fc->name, i == 3 ? "best" : g_isa_name[i], (int)mm,
                             e, c >= 7 ? " (NaN scales)" : "", mr, nan_ok);
                ref_matmul(x, wr, mm, N, K, r); /* cmp_nan zeroed the NaN entries */
            }
            KTEST_OK(ktorch_qmatmul(g_best, &tx, &q, &ty));
            KTEST_OK(ktorch_qmatmul(g_one, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)(mm * N) * sizeof(float)) == 0, "%s case %d: thread count changed the result", fc->name, e);
            for (m = 0; e == 2 && c < 7 && m < N; m++) KTEST_CHECKF(y[m] == 0.0f && y[N + m] != y[N + m], "%s: zero row gives %g, NaN row gives %g", fc->name, y[m], y[N + m]);
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
    printf("  block formats: the integer path ran %d times (0 where the CPU lacks AVX512-VNNI + VBMI)\n", g_int_runs);
    ktorch_context_destroy(cl);
}

/* The integer block path's row tiling: under 8 W rows (one row a kernel call),
   a last task whose 8-row calls start back inside the task before it (N 70:
   tasks of 64 rows) or inside its own rows (N 135), with a partial last
   64-byte load of codes (K 1056); one x row against the f64 product, and the
   same bits for 1, 2 and 6 threads. */
static void test_block_rows_n(void) {
    enum { K = 1056, NMAX = 135 };
    static const int fm[7] = {12, 14, 16, 13, 15, 10, 11}; /* mxfp4, nvfp4, q4_0, mxint8, q8_0, mxfp6_e2m3, mxfp6_e3m2 */
    static const int64_t Ns[3] = {3, 70, 135};
    static float x[K], w[NMAX * K], y[NMAX], y1[NMAX];
    static double r[NMAX];
    ktorch_context_desc d;
    ktorch_context *cl = NULL, *c6 = NULL;
    int c, ni;
    memset(&d, 0, sizeof d);
    d.num_threads = 2;
    d.logger.func = count_int;
    KTEST_OK(ktorch_context_create(&d, &cl));
    d.num_threads = 6;
    d.logger.func = NULL;
    KTEST_OK(ktorch_context_create(&d, &c6));
    g_int_runs = 0;
    ktest_fill_normal(x, K, 971, 1.0);
    for (ni = 0; ni < 3; ni++) {
        const int64_t N = Ns[ni];
        fill_w(w, N, K, 972 + ni);
        for (c = 0; c < 7; c++) {
            const fcase *fc = &g_cases[fm[c]];
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, 1, K), ty = ktest_wrap2(KTORCH_F32, y, 1, N), ty1 = ktest_wrap2(KTORCH_F32, y1, 1, N);
            ktorch_qtensor q;
            double *wr, mr;
            KTEST_OK(quant_case(fc, w, N, K, &q));
            if (!q.data.data) continue;
            wr = ref_weights(&q);
            ref_matmul(x, wr, 1, N, K, r);
            memset(y, 0xFF, sizeof y);
            KTEST_OK(ktorch_qmatmul(cl, &tx, &q, &ty));
            mr = ktest_max_rel(y, r, N);
            KTEST_CHECKF(mr <= TOL, "%s N=%d: max rel %g", fc->name, (int)N, mr);
            memset(y1, 0xFF, sizeof y1);
            KTEST_OK(ktorch_qmatmul(g_one, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)N * sizeof(float)) == 0, "%s N=%d: thread count changed the result", fc->name, (int)N);
            memset(y1, 0xFF, sizeof y1); /* 6 threads: more tasks than threads and fewer */
            KTEST_OK(ktorch_qmatmul(c6, &tx, &q, &ty1));
            KTEST_CHECKF(memcmp(y, y1, (size_t)N * sizeof(float)) == 0, "%s N=%d: 6 threads changed the result", fc->name, (int)N);
            free(wr);
            ktorch_qtensor_free(g_best, &q);
        }
    }
    printf("  block formats, W rows 3 / 70 / 135: the integer path ran %d times\n", g_int_runs);
    ktorch_context_destroy(cl);
    ktorch_context_destroy(c6);
}

/* ---- f16 / bf16 x (exact in f32), bf16 y ------------------------------------- */
static void test_half_io(void) {
    enum { M = 9, N = 21, K = 77 };
    static const int cases[3] = {0, 5, 7};
    float xf[M * K], w[N * K], y[M * N], yb32[M * N];
    uint16_t xh[M * K], yb[M * N];
    double r[M * N];
    int c, i, t, k;
    ktest_fill_normal(xf, M * K, 501, 1.0);
    fill_w(w, N, K, 502);
    for (c = 0; c < 3; c++) {
        const fcase *fc = &g_cases[cases[c]];
        ktorch_qtensor q;
        double *wr;
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        wr = ref_weights(&q);
        for (t = 0; t < 2; t++) {
            ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
            float xr[M * K];
            ktorch_tensor tx = ktest_wrap2(dt, xh, M, K), ty = ktest_wrap2(KTORCH_F32, y, M, N), tyb = ktest_wrap2(KTORCH_BF16, yb, M, N);
            for (k = 0; k < M * K; k++) {
                xh[k] = t ? ktorch_f32_to_bf16(xf[k]) : ktorch_f32_to_f16(xf[k]);
                xr[k] = t ? ktorch_bf16_to_f32(xh[k]) : ktorch_f16_to_f32(xh[k]);
            }
            ref_matmul(xr, wr, M, N, K, r);
            for (i = 0; i < 3; i++) {
                double mr;
                if (!g_isa[i]) continue;
                KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &ty));
                mr = ktest_max_rel(y, r, M * N);
                KTEST_CHECKF(mr <= TOL, "%s x %s %s: max rel %g", fc->name, t ? "bf16" : "f16", g_isa_name[i], mr);
                KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &tyb));
                for (k = 0; k < M * N; k++) yb32[k] = ktorch_bf16_to_f32(yb[k]);
                KTEST_CHECKF(ktest_nmse(yb32, r, M * N) <= 1e-4, "%s y bf16 %s: nmse %g", fc->name, g_isa_name[i], ktest_nmse(yb32, r, M * N));
            }
        }
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
}

/* ---- w8a8 int8 on every ISA: exact int32 sums (codes -128 included), and the
   f32 output is that sum times the two scales --------------------------------- */
static void test_w8a8_isa(void) {
    enum { N = 19, K = 1061, MMAX = 5 };
    static const int64_t Ms[2] = {1, 5};
    static float x[MMAX * K], w[N * K], y[MMAX * N];
    static int32_t yi[MMAX * N];
    int mi, i;
    ktest_fill_normal(x, MMAX * K, 801, 1.0);
    ktest_fill_normal(w, N * K, 802, 1.0);
    for (mi = 0; mi < 2; mi++) {
        int64_t M = Ms[mi], m, n, k;
        ktorch_quant_params p;
        ktorch_qtensor qx, qw;
        ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), tw = ktest_wrap2(KTORCH_F32, w, N, K), ty = ktest_wrap2(KTORCH_F32, y, M, N), tyi = ktest_wrap2(KTORCH_I32, yi, M, N);
        const int8_t *cx, *cw;
        memset(&p, 0, sizeof p);
        p.granularity = KTORCH_QUANT_PER_CHANNEL;
        KTEST_OK(ktorch_quantize(g_best, &tx, KTORCH_QUANT_INT8, &p, &qx));
        KTEST_OK(ktorch_quantize(g_best, &tw, KTORCH_QUANT_INT8, &p, &qw));
        ((int8_t *)ktorch_tensor_ptr(&qx.data))[K - 1] = -128;
        ((int8_t *)ktorch_tensor_ptr(&qw.data))[K - 1] = -128;
        ((int8_t *)ktorch_tensor_ptr(&qw.data))[2 * K + 7] = -128;
        cx = (const int8_t *)qdata(&qx);
        cw = (const int8_t *)qdata(&qw);
        for (i = 0; i < 3; i++) {
            int bad_i = 0, bad_f = 0;
            if (!g_isa[i]) continue;
            KTEST_OK(ktorch_qmatmul_w8a8(g_isa[i], &qx, &qw, &tyi));
            KTEST_OK(ktorch_qmatmul_w8a8(g_isa[i], &qx, &qw, &ty));
            for (m = 0; m < M; m++)
                for (n = 0; n < N; n++) {
                    int32_t acc = 0;
                    for (k = 0; k < K; k++) acc += (int32_t)cx[m * K + k] * cw[n * K + k];
                    bad_i += yi[m * N + n] != acc;
                    bad_f += y[m * N + n] != (float)acc * qsf(&qx)[m] * qsf(&qw)[n];
                }
            KTEST_CHECKF(bad_i == 0 && bad_f == 0, "w8a8 %s M=%d: %d int32 and %d f32 outputs differ", g_isa_name[i], (int)M, bad_i, bad_f);
        }
        ktorch_qtensor_free(g_best, &qx);
        ktorch_qtensor_free(g_best, &qw);
    }
}

/* ---- the comparisons reject planted errors ------------------------------------- */
static void test_planted(void) {
    enum { M = 8, N = 13, K = 200 };
    static float x[M * K], w[N * K], y[M * N];
    static double r[M * N];
    int c, i;
    ktest_fill_normal(x, M * K, 601, 1.0);
    fill_w(w, N, K, 602);
    for (c = 0; c < 8; c += 4) { /* int8/channel and fp8_e4m3/tensor */
        const fcase *fc = &g_cases[c];
        ktorch_qtensor q;
        double *wr, mx = 0;
        ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), ty = ktest_wrap2(KTORCH_F32, y, M, N);
        uint8_t *d;
        KTEST_OK(quant_case(fc, w, N, K, &q));
        if (!q.data.data) continue;
        d = (uint8_t *)ktorch_tensor_ptr(&q.data);
        wr = ref_weights(&q);
        ref_matmul(x, wr, M, N, K, r);
        for (i = 0; i < M * N; i++) mx = fabs(r[i]) > mx ? fabs(r[i]) : mx;
        KTEST_OK(ktorch_qmatmul(g_best, &tx, &q, &ty));
        KTEST_CHECK(ktest_max_rel(y, r, M * N) <= TOL);
        /* one output off by 1e-4 of the largest fails the bound; so does a NaN */
        y[17] += (float)(1e-4 * mx);
        KTEST_CHECK(ktest_max_rel(y, r, M * N) > TOL);
        y[17] = NAN;
        KTEST_CHECK(ktest_max_rel(y, r, M * N) > TOL);
        /* one weight code changed after the reference (as a kernel misreading a
           code would see it) moves the result past the bound on every ISA */
        d[5 * K + 190] ^= 0x21; /* in the K tail of the vector loop */
        for (i = 0; i < 3; i++) {
            if (!g_isa[i]) continue;
            KTEST_OK(ktorch_qmatmul(g_isa[i], &tx, &q, &ty));
            KTEST_CHECKF(ktest_max_rel(y, r, M * N) > TOL, "%s %s: corrupted code not seen", fc->name, g_isa_name[i]);
        }
        /* the decoder of this file sees it too */
        KTEST_CHECK(!weights_agree(&q, wr));
        free(wr);
        ktorch_qtensor_free(g_best, &q);
    }
    /* the decoders against known codes */
    KTEST_CHECK(ref_e4m3(0x7E) == 448 && ref_e4m3(0x01) == ldexp(1, -9) && ref_e4m3(0xFF) != ref_e4m3(0xFF));
    KTEST_CHECK(ref_e5m2(0x7B) == 57344 && ref_e5m2(0x01) == ldexp(1, -16) && ref_e5m2(0x7C) == INFINITY);
    KTEST_CHECK(ref_small(0x7, 2, 1) == 6 && ref_small(0x1, 2, 1) == 0.5 && ref_small(0x1F, 2, 3) == 7.5 && ref_small(0x1F, 3, 2) == 28);
    KTEST_CHECK(ref_f16(0x3C00) == 1 && ref_f16(0xC000) == -2 && ref_e8m0(127) == 1);
}

int main(void) {
    ktorch_context_desc d;
    int i;
    memset(&d, 0, sizeof d);
    d.num_threads = 2;
    for (i = 0; i < 3; i++) {
        d.cpu_isa = g_isa_name[i];
        if (ktorch_context_create(&d, &g_isa[i]) != KTORCH_OK) g_isa[i] = NULL; /* ISA not on this CPU */
    }
    d.cpu_isa = NULL;
    if (ktorch_context_create(&d, &g_best) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    d.num_threads = 1;
    if (ktorch_context_create(&d, &g_one) != KTORCH_OK) return 1;
    KTEST_RUN(test_formats);
    KTEST_RUN(test_long_k_nan);
    KTEST_RUN(test_subnormal_scales);
    KTEST_RUN(test_x_range);
    KTEST_RUN(test_int8_rows);
    KTEST_RUN(test_block_rows);
    KTEST_RUN(test_block_rows_n);
    KTEST_RUN(test_half_io);
    KTEST_RUN(test_w8a8_isa);
    KTEST_RUN(test_planted);
    for (i = 0; i < 3; i++) ktorch_context_destroy(g_isa[i]);
    ktorch_context_destroy(g_best);
    ktorch_context_destroy(g_one);
    return ktest_finish("qmatmul");
}
