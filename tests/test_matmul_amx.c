/* Matrix products on AMX tiles: ktorch_matmul_nt and ktorch_matmul with bf16
   x and W, ktorch_qmatmul with bf16 x and int8 W (row or tensor scales),
   ktorch_qmatmul with f32 x (three bf16 terms) and every W format,
   against the f64 reference, ktorch_qmatmul_w8a8 with int8 x and W
   bitwise against the integer reference and the AVX-512 path, bitwise equal
   across thread counts, every
   element of x and W seen (planted errors). Skipped where the CPU or the OS
   gives no AMX; the _emu build runs the same tile code with the tile
   operations emulated on any AVX512-BF16 CPU. */
#ifdef KTORCH_AMX_EMULATE
/* the emulation is the implementation's: that build compiles its own, the
   others link the library */
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#endif
#include "ktorch.h"
#include "ktest.h"

static uint16_t t_f2bf(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
static float t_bf2f(uint16_t h) {
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static char log_last[512];
static void log_capture(ktorch_log_level level, const char *msg, void *user) {
    (void)user;
    (void)level;
    if (strstr(msg, "AMX")) snprintf(log_last, sizeof log_last, "%s", msg);
}
static ktorch_context *ctx_make(const char *isa, int threads) {
    ktorch_context_desc d;
    ktorch_context *c = NULL;
    memset(&d, 0, sizeof d);
    d.cpu_isa = isa;
    d.num_threads = threads;
    d.logger.func = log_capture;
    if (ktorch_context_create(&d, &c) != KTORCH_OK) return NULL;
    return c;
}
/* NULL where desc.cpu_isa "amx" gives a context, else why not (one skip line) */
static const char *amx_missing(void) {
    static char why[600];
    ktorch_context *c;
    if (why[0]) return why;
    if ((c = ctx_make("amx", 1)) != NULL) {
        ktorch_context_destroy(c);
        return NULL;
    }
    snprintf(why, sizeof why, "no AMX: %s", ktorch_last_error());
    return why;
}

/* bf16 data: the values (f32) and their bf16 codes */
static void fill_bf16(float *v, uint16_t *h, size_t n, unsigned long long seed) {
    ktest_rng r = ktest_rng_make(seed);
    size_t i;
    for (i = 0; i < n; i++) {
        h[i] = t_f2bf((float)ktest_normal(&r));
        v[i] = t_bf2f(h[i]);
    }
}
/* r[m][n] = sum_k x[m][k] w[n][k] s[n] (s NULL: 1) */
static void ref_nt(const float *x, const float *w, const float *s, int M, int N, int K, double *r) {
    int m, n, k;
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            double a = 0;
            for (k = 0; k < K; k++) a += (double)x[(size_t)m * K + k] * w[(size_t)n * K + k];
            r[(size_t)m * N + n] = a * (s ? s[n] : 1.0);
        }
}
/* the DESIGN.md rule of the output dtype: f32 max-relative 1e-5, bf16 NMSE 1e-4 */
static int close_enough(ktorch_dtype odt, const float *o, const double *r, size_t n, double *err) {
    *err = odt == KTORCH_F32 ? ktest_max_rel(o, r, n) : ktest_nmse(o, r, n);
    return *err <= (odt == KTORCH_F32 ? 1e-5 : 1e-4);
}
static void y_to_f32(ktorch_dtype odt, const void *y, float *o, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) o[i] = odt == KTORCH_F32 ? ((const float *)y)[i] : t_bf2f(((const uint16_t *)y)[i]);
}

static const int shapes[][3] = {{16, 1, 1}, {16, 64, 32}, {17, 33, 45}, {40, 70, 96}, {33, 130, 200}, {70, 20, 64}, {32, 9, 33}};
#define NSHAPES (int)(sizeof shapes / sizeof shapes[0])

/* ktorch_matmul_nt, bf16 x and W, f32 and bf16 y: reference, threads 1 = 3 */
static void test_amx_matmul_nt(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int s, oi;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (s = 0; s < NSHAPES; s++)
        for (oi = 0; oi < 2; oi++) {
            const int M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
            const ktorch_dtype odt = oi ? KTORCH_BF16 : KTORCH_F32;
            const size_t on = (size_t)M * N, es = oi ? 2 : 4;
            float *x = (float *)malloc((size_t)M * K * 4), *w = (float *)malloc((size_t)N * K * 4), *o = (float *)malloc(on * 4);
            uint16_t *xh = (uint16_t *)malloc((size_t)M * K * 2), *wh = (uint16_t *)malloc((size_t)N * K * 2);
            char *y1 = (char *)malloc(on * es), *y3 = (char *)malloc(on * es);
            double *r = (double *)malloc(on * 8), err;
            ktorch_tensor tx, tw, ty1, ty3;
            fill_bf16(x, xh, (size_t)M * K, 100 + s);
            fill_bf16(w, wh, (size_t)N * K, 200 + s);
            tx = ktest_wrap2(KTORCH_BF16, xh, M, K);
            tw = ktest_wrap2(KTORCH_BF16, wh, N, K);
            ty1 = ktest_wrap2(odt, y1, M, N);
            ty3 = ktest_wrap2(odt, y3, M, N);
            ref_nt(x, w, NULL, M, N, K, r);
            log_last[0] = 0;
            KTEST_OK(ktorch_matmul_nt(c1, &tx, &tw, &ty1));
            KTEST_CHECKF(strstr(log_last, "AMX bf16 tiles (tdpbf16ps)") != NULL, "M %d N %d K %d: log '%s'", M, N, K, log_last);
            KTEST_OK(ktorch_matmul_nt(c3, &tx, &tw, &ty3));
            KTEST_CHECKF(memcmp(y1, y3, on * es) == 0, "M %d N %d K %d: 1 and 3 threads differ", M, N, K);
            y_to_f32(odt, y1, o, on);
            KTEST_CHECKF(close_enough(odt, o, r, on, &err), "M %d N %d K %d %s: error %g", M, N, K, oi ? "bf16" : "f32", err);
            free(x); free(w); free(o); free(xh); free(wh); free(y1); free(y3); free(r);
        }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* ktorch_matmul (the training op) on bf16: transposed operands (copied as
   bf16, still on the tiles), alpha and beta */
static void test_amx_matmul(void) {
    enum { M = 40, N = 36, K = 72 };
    ktorch_context *c = ctx_make("amx", 2);
    static float a[M * K], b[K * N], at[K * M], bt[N * K], cin[M * N], o[M * N];
    static uint16_t ah[M * K], bh[K * N], ath[K * M], bth[N * K];
    static double r[M * N];
    int ta, tb, m, n, k;
    double err;
    if (!c) KTEST_SKIP(amx_missing());
    fill_bf16(a, ah, M * K, 31);
    fill_bf16(b, bh, K * N, 32);
    ktest_fill_normal(cin, M * N, 33, 1.0);
    for (m = 0; m < M; m++)
        for (k = 0; k < K; k++) { at[k * M + m] = a[m * K + k]; ath[k * M + m] = ah[m * K + k]; }
    for (k = 0; k < K; k++)
        for (n = 0; n < N; n++) { bt[n * K + k] = b[k * N + n]; bth[n * K + k] = bh[k * N + n]; }
    for (ta = 0; ta < 2; ta++)
        for (tb = 0; tb < 2; tb++) {
            ktorch_tensor tA = ta ? ktest_wrap2(KTORCH_BF16, ath, K, M) : ktest_wrap2(KTORCH_BF16, ah, M, K);
            ktorch_tensor tB = tb ? ktest_wrap2(KTORCH_BF16, bth, N, K) : ktest_wrap2(KTORCH_BF16, bh, K, N), tC;
            memcpy(o, cin, sizeof o);
            tC = ktest_wrap2(KTORCH_F32, o, M, N);
            for (m = 0; m < M; m++)
                for (n = 0; n < N; n++) {
                    double s = 0;
                    for (k = 0; k < K; k++) s += (double)a[m * K + k] * b[k * N + n];
                    r[m * N + n] = (double)0.5f * (float)s + (double)0.25f * cin[m * N + n];
                }
            log_last[0] = 0;
            KTEST_OK(ktorch_matmul(c, &tA, &tB, &tC, ta, tb, 0.5f, 0.25f));
            KTEST_CHECKF(strstr(log_last, "AMX bf16 tiles") != NULL, "trans %d %d: log '%s'", ta, tb, log_last);
            KTEST_CHECKF(close_enough(KTORCH_F32, o, r, M * N, &err), "trans %d %d: error %g", ta, tb, err);
        }
    (void)at;
    (void)bt;
    ktorch_context_destroy(c);
}

/* ktorch_qmatmul: bf16 x, int8 W with row and tensor scales, f32 y (from
   M = 32 on; below, x as integer digits on AMX-INT8 tiles) */
static void test_amx_qmatmul_int8(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int s, g;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (s = 0; s < NSHAPES; s++)
        for (g = 0; g < 2; g++) {
            const int M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
            const size_t on = (size_t)M * N;
            float *x = (float *)malloc((size_t)M * K * 4), *w = (float *)malloc((size_t)N * K * 4), *wq = (float *)malloc((size_t)N * K * 4);
            float *y1 = (float *)malloc(on * 4), *y3 = (float *)malloc(on * 4), *sc = (float *)malloc((size_t)N * 4);
            uint16_t *xh = (uint16_t *)malloc((size_t)M * K * 2);
            double *r = (double *)malloc(on * 8), err;
            ktorch_tensor tx, tw, ty1, ty3;
            ktorch_quant_params p;
            ktorch_qtensor q;
            const int8_t *codes;
            const float *scales;
            int n, k;
            fill_bf16(x, xh, (size_t)M * K, 300 + s);
            ktest_fill_normal(w, (int64_t)N * K, 400 + s, 1.0);
            tx = ktest_wrap2(KTORCH_BF16, xh, M, K);
            tw = ktest_wrap2(KTORCH_F32, w, N, K);
            ty1 = ktest_wrap2(KTORCH_F32, y1, M, N);
            ty3 = ktest_wrap2(KTORCH_F32, y3, M, N);
            memset(&p, 0, sizeof p);
            p.granularity = g ? KTORCH_QUANT_PER_TENSOR : KTORCH_QUANT_PER_CHANNEL;
            KTEST_OK(ktorch_quantize(c1, &tw, KTORCH_QUANT_INT8, &p, &q));
            codes = (const int8_t *)ktorch_tensor_ptr(&q.data);
            scales = (const float *)ktorch_tensor_ptr(&q.scale);
            for (n = 0; n < N; n++) {
                sc[n] = scales[g ? 0 : n];
                for (k = 0; k < K; k++) wq[(size_t)n * K + k] = codes[(size_t)n * K + k];
            }
            ref_nt(x, wq, sc, M, N, K, r);
            log_last[0] = 0;
            KTEST_OK(ktorch_qmatmul(c1, &tx, &q, &ty1));
            if (M >= 32) KTEST_CHECKF(strstr(log_last, "int8 codes as bf16") != NULL, "M %d N %d K %d: log '%s'", M, N, K, log_last);
            else KTEST_CHECKF(strstr(log_last, "integer products on AMX-INT8 tiles") != NULL, "M %d N %d K %d: log '%s'", M, N, K, log_last);
            KTEST_OK(ktorch_qmatmul(c3, &tx, &q, &ty3));
            KTEST_CHECKF(memcmp(y1, y3, on * 4) == 0, "M %d N %d K %d: 1 and 3 threads differ", M, N, K);
            KTEST_CHECKF(close_enough(KTORCH_F32, y1, r, on, &err), "M %d N %d K %d %s scale: error %g", M, N, K, g ? "tensor" : "row", err);
            ktorch_qtensor_free(c1, &q);
            free(x); free(w); free(wq); free(y1); free(y3); free(sc); free(xh); free(r);
        }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* ktorch_qmatmul_w8a8, int8 x and W (row or tensor scales, f32 and i32 y)
   on AMX-INT8 tiles: bitwise equal to the AVX-512 (VNNI) path and to the
   exact integer reference scaled by the same expression, 1 and 3 threads
   bitwise equal, from one row of x on */
static void test_amx_w8a8(void) {
    static const int sh[][3] = {{16, 32, 64}, {17, 33, 45}, {40, 70, 200}, {33, 130, 131}, {64, 48, 256}, {15, 20, 64}, {1, 7, 3}, {4, 64, 4096}, {48, 16, 1}};
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3), *cv = ctx_make("avx512", 2);
    int s, g, yi;
    if (!c1 || !c3 || !cv) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        ktorch_context_destroy(cv);
        KTEST_SKIP(amx_missing());
    }
    for (s = 0; s < (int)(sizeof sh / sizeof sh[0]); s++)
        for (g = 0; g < 2; g++)
            for (yi = 0; yi < 2; yi++) {
                const int M = sh[s][0], N = sh[s][1], K = sh[s][2];
                const size_t on = (size_t)M * N;
                float *x = (float *)malloc((size_t)M * K * 4), *w = (float *)malloc((size_t)N * K * 4);
                char *y1 = (char *)malloc(on * 4), *y3 = (char *)malloc(on * 4), *yv = (char *)malloc(on * 4), *yr = (char *)malloc(on * 4);
                ktorch_tensor tx, tw, ty1, ty3, tyv;
                ktorch_quant_params p;
                ktorch_qtensor qx, qw;
                const int8_t *xc, *wc;
                const float *sx, *sw;
                int m, n, k;
                ktest_fill_normal(x, (int64_t)M * K, 500 + s, 1.0);
                ktest_fill_normal(w, (int64_t)N * K, 600 + s, 1.0);
                tx = ktest_wrap2(KTORCH_F32, x, M, K);
                tw = ktest_wrap2(KTORCH_F32, w, N, K);
                ty1 = ktest_wrap2(yi ? KTORCH_I32 : KTORCH_F32, y1, M, N);
                ty3 = ktest_wrap2(yi ? KTORCH_I32 : KTORCH_F32, y3, M, N);
                tyv = ktest_wrap2(yi ? KTORCH_I32 : KTORCH_F32, yv, M, N);
                memset(&p, 0, sizeof p);
                p.granularity = g ? KTORCH_QUANT_PER_TENSOR : KTORCH_QUANT_PER_CHANNEL;
                KTEST_OK(ktorch_quantize(c1, &tx, KTORCH_QUANT_INT8, &p, &qx));
                KTEST_OK(ktorch_quantize(c1, &tw, KTORCH_QUANT_INT8, &p, &qw));
                xc = (const int8_t *)ktorch_tensor_ptr(&qx.data);
                wc = (const int8_t *)ktorch_tensor_ptr(&qw.data);
                sx = (const float *)ktorch_tensor_ptr(&qx.scale);
                sw = (const float *)ktorch_tensor_ptr(&qw.scale);
                for (m = 0; m < M; m++)
                    for (n = 0; n < N; n++) {
                        int32_t a = 0;
                        for (k = 0; k < K; k++) a += (int32_t)xc[(size_t)m * K + k] * wc[(size_t)n * K + k];
                        if (yi) ((int32_t *)yr)[(size_t)m * N + n] = a;
                        else ((float *)yr)[(size_t)m * N + n] = (float)a * sx[g ? 0 : m] * sw[g ? 0 : n];
                    }
                log_last[0] = 0;
                KTEST_OK(ktorch_qmatmul_w8a8(c1, &qx, &qw, &ty1));
                KTEST_CHECKF(strstr(log_last, "AMX int8 tiles (tdpbssd)") != NULL, "M %d N %d K %d: log '%s'", M, N, K, log_last);
                KTEST_OK(ktorch_qmatmul_w8a8(c3, &qx, &qw, &ty3));
                KTEST_OK(ktorch_qmatmul_w8a8(cv, &qx, &qw, &tyv));
                KTEST_CHECKF(memcmp(y1, yr, on * 4) == 0, "M %d N %d K %d %s %s: AMX differs from the reference", M, N, K, g ? "tensor" : "row", yi ? "i32" : "f32");
                KTEST_CHECKF(memcmp(y1, yv, on * 4) == 0, "M %d N %d K %d %s %s: AMX differs from AVX-512", M, N, K, g ? "tensor" : "row", yi ? "i32" : "f32");
                KTEST_CHECKF(memcmp(y1, y3, on * 4) == 0, "M %d N %d K %d: 1 and 3 threads differ", M, N, K);
                ktorch_qtensor_free(c1, &qx);
                ktorch_qtensor_free(c1, &qw);
                free(x); free(w); free(y1); free(y3); free(yv); free(yr);
            }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
    ktorch_context_destroy(cv);
}

/* One element of x or W changed in the library's copy only (the first and
   last row and k, K = 45 ends inside a 32-wide chunk, M = 17 and N = 33 past
   a tile's rows) makes the product fail the check. */
static void test_amx_planted(void) {
    enum { M = 17, N = 33, K = 45 };
    static const int where[4][2] = {{0, 0}, {1, K - 1}, {2, 0}, {3, K - 1}};
    ktorch_context *c = ctx_make("amx", 2);
    static float x[M * K], w[N * K], o[M * N];
    static uint16_t xh[M * K], wh[N * K];
    static double r[M * N];
    ktorch_tensor tx, tw, ty;
    double err;
    int i, xw;
    if (!c) KTEST_SKIP(amx_missing());
    fill_bf16(x, xh, M * K, 51);
    fill_bf16(w, wh, N * K, 52);
    tx = ktest_wrap2(KTORCH_BF16, xh, M, K);
    tw = ktest_wrap2(KTORCH_BF16, wh, N, K);
    ty = ktest_wrap2(KTORCH_F32, o, M, N);
    ref_nt(x, w, NULL, M, N, K, r);
    KTEST_OK(ktorch_matmul_nt(c, &tx, &tw, &ty));
    KTEST_CHECKF(close_enough(KTORCH_F32, o, r, M * N, &err), "unplanted: error %g", err);
    for (xw = 0; xw < 2; xw++)
        for (i = 0; i < 4; i++) {
            const int row = where[i][0] < 2 ? 0 : (xw ? N : M) - 1, at = row * K + where[i][1];
            uint16_t *h = xw ? wh : xh, keep = h[at];
            h[at] = t_f2bf(t_bf2f(keep) + 8.0f);
            KTEST_OK(ktorch_matmul_nt(c, &tx, &tw, &ty));
            KTEST_CHECKF(!close_enough(KTORCH_F32, o, r, M * N, &err), "%s[%d][%d] + 8 not seen (error %g)", xw ? "w" : "x", row, where[i][1], err);
            h[at] = keep;
        }
    ktorch_context_destroy(c);
}

/* Under 16 rows of x, or f32 x, the AVX-512 kernels run (and say why) */
static void test_amx_not_used(void) {
    enum { N = 8, K = 32 };
    ktorch_context *c = ctx_make("amx", 1);
    static uint16_t xh[16 * K], wh[N * K];
    static float xf[16 * K], w[N * K], y[16 * N];
    ktorch_tensor tx, tw, ty;
    if (!c) KTEST_SKIP(amx_missing());
    fill_bf16(xf, xh, 16 * K, 61);
    fill_bf16(w, wh, N * K, 62);
    tw = ktest_wrap2(KTORCH_BF16, wh, N, K);
    tx = ktest_wrap2(KTORCH_BF16, xh, 15, K);
    ty = ktest_wrap2(KTORCH_F32, y, 15, N);
    log_last[0] = 0;
    KTEST_OK(ktorch_matmul_nt(c, &tx, &tw, &ty));
    KTEST_CHECKF(log_last[0] == 0, "M 15: log '%s'", log_last);
    tx = ktest_wrap2(KTORCH_F32, xf, 16, K);
    ty = ktest_wrap2(KTORCH_F32, y, 16, N);
    KTEST_OK(ktorch_matmul_nt(c, &tx, &tw, &ty));
    KTEST_CHECKF(strstr(log_last, "AMX not used: x is not bf16") != NULL, "f32 x: log '%s'", log_last);
    ktorch_context_destroy(c);
}

/* ---- f32 x on the tiles (three bf16 terms), every quantized W format ---- */

/* x with random mantissas over mixed exponents (2^-12 .. 2^12), times 2^e */
static void fill_mixed(float *x, size_t n, unsigned long long seed, int e) {
    ktest_rng r = ktest_rng_make(seed);
    size_t i;
    for (i = 0; i < n; i++) x[i] = (float)ldexp(ktest_normal(&r), (int)(ktest_u64(&r) % 25) - 12 + e);
}
/* r[m][n] = sum_k x[m][k] wd[n][k] with wd the dequantized W */
static void ref_q(ktorch_context *c, const float *x, const ktorch_qtensor *q, int M, int N, int K, double *r) {
    float *wd = (float *)malloc((size_t)N * K * 4);
    ktorch_tensor tw = ktest_wrap2(KTORCH_F32, wd, N, K);
    KTEST_OK(ktorch_dequantize(c, q, &tw));
    ref_nt(x, wd, NULL, M, N, K, r);
    free(wd);
}
typedef struct qcase {
    ktorch_quant_format f;
    ktorch_quant_granularity g;
    int axis;
    int64_t group;
} qcase;
static const qcase qcases[] = {
    {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, 0},      {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 0, 0},
    {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 0, 64},      {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_TENSOR, 0, 0},
    {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_CHANNEL, 0, 0}, {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_GROUP, 0, 32},
    {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_TENSOR, 0, 0},  {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_CHANNEL, 0, 0},
    {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_GROUP, 0, 96},  {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_TENSOR, 0, 0},
    {KTORCH_QUANT_MXFP8_E4M3, 0, 0, 0}, {KTORCH_QUANT_MXFP8_E5M2, 0, 0, 0}, {KTORCH_QUANT_MXFP6_E2M3, 0, 0, 0},
    {KTORCH_QUANT_MXFP6_E3M2, 0, 0, 0}, {KTORCH_QUANT_MXFP4, 0, 0, 0},      {KTORCH_QUANT_MXINT8, 0, 0, 0},
    {KTORCH_QUANT_NVFP4, 0, 0, 0},      {KTORCH_QUANT_Q8_0, 0, 0, 0},       {KTORCH_QUANT_Q4_0, 0, 0, 0},
};
#define NQCASES (int)(sizeof qcases / sizeof qcases[0])
static int quantize_case(ktorch_context *c, const qcase *qc, const float *w, int N, int K, ktorch_qtensor *q) {
    ktorch_quant_params p;
    ktorch_tensor tw = ktest_wrap2(KTORCH_F32, (void *)w, N, K);
    memset(&p, 0, sizeof p);
    p.granularity = qc->g;
    p.axis = qc->axis;
    p.group = qc->group;
    return ktorch_quantize(c, &tw, qc->f, &p, q) == KTORCH_OK;
}

/* ktorch_qmatmul, f32 x, every format and scale granularity: within the f32
   bound of the f64 product with the dequantized W, 1 and 3 threads bitwise
   equal; M and N past whole tiles, K tails (where the format allows), a
   lone x block beside pairs (M = 40, 48) and alone (M = 16, N >= 8192; with
   N = 70 for mxfp4 and q4_0, the others on the AVX-512 kernels),
   several k chunks (K = 544), groups across chunks; x scaled by 2^-140
   (subnormal), 2^-120 and 2^100 (each row is scaled by a power of two
   before the split) */
static void test_amx_qmatmul_f32(void) {
    static const int sh[][3] = {{32, 64, 64}, {33, 33, 96}, {40, 70, 160}, {33, 130, 544}, {64, 20, 64}, {48, 5, 45}, {50, 48, 1056}, {16, 8200, 64}, {16, 70, 96}};
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int s, qi;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (s = 0; s < (int)(sizeof sh / sizeof sh[0]); s++)
        for (qi = 0; qi < NQCASES; qi++) {
            const int M = sh[s][0], N = sh[s][1], K = sh[s][2];
            const size_t on = (size_t)M * N;
            float *x = (float *)malloc((size_t)M * K * 4), *w = (float *)malloc((size_t)N * K * 4);
            float *y1 = (float *)malloc(on * 4), *y3 = (float *)malloc(on * 4);
            double *r = (double *)malloc(on * 8), err;
            ktorch_tensor tx, ty1, ty3;
            ktorch_qtensor q;
            int e;
            fill_mixed(x, (size_t)M * K, 700 + s, 0);
            ktest_fill_normal(w, (int64_t)N * K, 800 + s + qi, 1.0);
            if (!quantize_case(c1, &qcases[qi], w, N, K, &q)) { /* q8_0 / q4_0 / groups need K in whole blocks */
                KTEST_CHECKF(K % 32 != 0 || (qcases[qi].group && K % qcases[qi].group != 0), "%s K %d: %s", ktorch_quant_format_name(qcases[qi].f), K,
                             ktorch_last_error());
                free(x); free(w); free(y1); free(y3); free(r);
                continue;
            }
            tx = ktest_wrap2(KTORCH_F32, x, M, K);
            ty1 = ktest_wrap2(KTORCH_F32, y1, M, N);
            ty3 = ktest_wrap2(KTORCH_F32, y3, M, N);
            for (e = 0; e < (s == 1 ? 4 : 1); e++) {
                static const int ex[4] = {0, -140, -120, 100};
                int i;
                if (e) {
                    fill_mixed(x, (size_t)M * K, 700 + s, 0);
                    for (i = 0; i < M * K; i++) x[i] = (float)ldexp(x[i], ex[e] + (ex[e] < -126 ? 12 : 0)); /* -140: 2^-152 .. 2^-116 */
                }
                ref_q(c1, x, &q, M, N, K, r);
                log_last[0] = 0;
                KTEST_OK(ktorch_qmatmul(c1, &tx, &q, &ty1));
                {
                    const ktorch_quant_format f = qcases[qi].f;
                    const char *want = (f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_INT8_ASYM) && !qcases[qi].group ? "integer products on AMX-INT8 tiles"
                                       : M >= 32 || N >= 8192 || f == KTORCH_QUANT_MXFP4 || f == KTORCH_QUANT_Q4_0 ? "x as three bf16 terms"
                                                                                                              : "AMX not used";
                    KTEST_CHECKF(strstr(log_last, want) != NULL, "%s M %d N %d K %d: log '%s'", ktorch_quant_format_name(f), M, N, K, log_last);
                }
                KTEST_OK(ktorch_qmatmul(c3, &tx, &q, &ty3));
                KTEST_CHECKF(memcmp(y1, y3, on * 4) == 0, "%s M %d N %d K %d: 1 and 3 threads differ", ktorch_quant_format_name(qcases[qi].f), M, N, K);
                KTEST_CHECKF(close_enough(KTORCH_F32, y1, r, on, &err), "%s gran %d M %d N %d K %d x 2^%d: error %g", ktorch_quant_format_name(qcases[qi].f),
                             (int)qcases[qi].g, M, N, K, ex[e], err);
            }
            ktorch_qtensor_free(c1, &q);
            free(x); free(w); free(y1); free(y3); free(r);
        }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* ktorch_qmatmul, f32 x, int8 / int8_asym W with row or tensor scales, from
   4 rows of x: x as four integer digits on AMX-INT8 tiles. Bitwise equal to
   the VNNI integer path (each x row alone, M = 1, an AVX-512 context) and
   across thread counts, within the f32 bound of the f64 product; M and N past
   whole tiles, K tails, K past one int32 sum (33000), x over 2^-12 .. 2^12
   within a row, times 1, 2^-138 (subnormal) or 2^98 */
static void test_amx_qmatmul_digits(void) {
    static const int sh[][3] = {{4, 32, 64}, {5, 33, 45}, {16, 64, 4096}, {17, 70, 131}, {40, 20, 200}, {64, 48, 256}, {6, 3, 33000}};
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3), *cv = ctx_make("avx512", 1);
    int s, fi, g, e;
    if (!c1 || !c3 || !cv) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        ktorch_context_destroy(cv);
        KTEST_SKIP(amx_missing());
    }
    for (s = 0; s < (int)(sizeof sh / sizeof sh[0]); s++)
        for (fi = 0; fi < 2; fi++)
            for (g = 0; g < 2; g++)
                for (e = 0; e < 3; e++) {
                    static const int ex[3] = {0, -138, 98};
                    const int M = sh[s][0], N = sh[s][1], K = sh[s][2];
                    const ktorch_quant_format f = fi ? KTORCH_QUANT_INT8_ASYM : KTORCH_QUANT_INT8;
                    const size_t on = (size_t)M * N;
                    float *x = (float *)malloc((size_t)M * K * 4), *w = (float *)malloc((size_t)N * K * 4);
                    float *y1 = (float *)malloc(on * 4), *y3 = (float *)malloc(on * 4), *yv = (float *)malloc(on * 4);
                    double *r = (double *)malloc(on * 8), err;
                    ktorch_tensor tx, tw, ty1, ty3, txr, tyr;
                    ktorch_quant_params p;
                    ktorch_qtensor q;
                    int m, i;
                    if (e && s != 1 && s != 3) { free(x); free(w); free(y1); free(y3); free(yv); free(r); continue; }
                    fill_mixed(x, (size_t)M * K, 900 + s, 0);
                    for (i = 0; i < M * K; i++) x[i] = (float)ldexp(x[i], ex[e]);
                    ktest_fill_normal(w, (int64_t)N * K, 950 + s, 1.0);
                    tx = ktest_wrap2(KTORCH_F32, x, M, K);
                    tw = ktest_wrap2(KTORCH_F32, w, N, K);
                    ty1 = ktest_wrap2(KTORCH_F32, y1, M, N);
                    ty3 = ktest_wrap2(KTORCH_F32, y3, M, N);
                    memset(&p, 0, sizeof p);
                    p.granularity = g ? KTORCH_QUANT_PER_TENSOR : KTORCH_QUANT_PER_CHANNEL;
                    KTEST_OK(ktorch_quantize(c1, &tw, f, &p, &q));
                    ref_q(c1, x, &q, M, N, K, r);
                    log_last[0] = 0;
                    KTEST_OK(ktorch_qmatmul(c1, &tx, &q, &ty1));
                    KTEST_CHECKF(strstr(log_last, "integer products on AMX-INT8 tiles") != NULL, "%s M %d N %d K %d: log '%s'", ktorch_quant_format_name(f), M, N, K, log_last);
                    KTEST_OK(ktorch_qmatmul(c3, &tx, &q, &ty3));
                    for (m = 0; m < M; m++) { /* one row at a time: the VNNI path */
                        txr = ktest_wrap2(KTORCH_F32, x + (size_t)m * K, 1, K);
                        tyr = ktest_wrap2(KTORCH_F32, yv + (size_t)m * N, 1, N);
                        KTEST_OK(ktorch_qmatmul(cv, &txr, &q, &tyr));
                    }
                    KTEST_CHECKF(memcmp(y1, y3, on * 4) == 0, "%s M %d N %d K %d: 1 and 3 threads differ", ktorch_quant_format_name(f), M, N, K);
                    KTEST_CHECKF(memcmp(y1, yv, on * 4) == 0, "%s M %d N %d K %d x 2^%d: differs from the VNNI path", ktorch_quant_format_name(f), M, N, K, ex[e]);
                    KTEST_CHECKF(close_enough(KTORCH_F32, y1, r, on, &err), "%s %s M %d N %d K %d x 2^%d: error %g", ktorch_quant_format_name(f), g ? "tensor" : "row", M, N, K,
                                 ex[e], err);
                    ktorch_qtensor_free(c1, &q);
                    free(x); free(w); free(y1); free(y3); free(yv); free(r);
                }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
    ktorch_context_destroy(cv);
}

/* Every term counts: W rows of +1, -1, 0 in k pairs (int8 codes 127, -127,
   0, scales per group of 32) against x rows that are zero but for one pair (a, a - lo) or (a, hi),
   at a k that moves with the row, so that each y is +-127 s times the lo
   term of a, or its mid + lo (hi, mid, lo: the split of a into three bf16),
   and every partial sum on the tiles is exact. Dropping a term leaves y
   near 0. The x block pairs (M = 32) and a lone block (M = 48) both run. */
static void test_amx_qmatmul_terms(void) {
    enum { N = 20, K = 96 };
    ktorch_context *c = ctx_make("amx", 2);
    static float x[48 * K], w[N * K], y[48 * N];
    static double r[48 * N];
    int which, M, m, n, k;
    if (!c) KTEST_SKIP(amx_missing());
    for (n = 0; n < N; n++)
        for (k = 0; k < K; k++) w[n * K + k] = (k / 2 + n) % 3 == 0 ? 0.0f : k % 2 ? -1.0f : 1.0f;
    for (which = 0; which < 2; which++)
        for (M = 32; M <= 48; M += 16) {
            ktest_rng rg = ktest_rng_make(90 + which);
            ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), ty = ktest_wrap2(KTORCH_F32, y, M, N), tw = ktest_wrap2(KTORCH_F32, w, N, K);
            ktorch_qtensor q;
            ktorch_quant_params p;
            double err;
            memset(x, 0, sizeof x);
            for (m = 0; m < M; m++) {
                const float a = (float)((1.0 + ktest_uniform(&rg)) * (m % 4 == 3 ? 0.001 : 1.0)), hi = t_bf2f(t_f2bf(a)), mid = t_bf2f(t_f2bf(a - hi));
                k = 2 * ((m * 7 + which) % (K / 2));
                x[m * K + k] = a;
                x[m * K + k + 1] = which ? hi : hi + mid; /* y = +-(mid + lo), or +-lo */
            }
            memset(&p, 0, sizeof p);
            p.granularity = KTORCH_QUANT_PER_GROUP; /* int8 with row scales takes the integer digits (ktorch__qt_run) */
            p.group = 32;
            KTEST_OK(ktorch_quantize(c, &tw, KTORCH_QUANT_INT8, &p, &q));
            ref_q(c, x, &q, M, N, K, r);
            log_last[0] = 0;
            KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
            KTEST_CHECKF(strstr(log_last, "x as three bf16 terms") != NULL, "M %d: log '%s'", M, log_last);
            KTEST_CHECKF(close_enough(KTORCH_F32, y, r, (size_t)M * N, &err), "M %d, y = sum of %s: error %g", M, which ? "mid + lo" : "lo", err);
            ktorch_qtensor_free(c, &q);
        }
    ktorch_context_destroy(c);
}

/* bf16 x is its own hi term (one tdpbf16ps per 32 k): mxfp4 and q4_0 (a
   scale per group) W, x block pairs and a lone block (M = 40), 1 = 3
   threads */
static void test_amx_qmatmul_bf16x(void) {
    enum { M = 40, N = 50, K = 160 };
    static const ktorch_quant_format fs[2] = {KTORCH_QUANT_MXFP4, KTORCH_QUANT_Q4_0};
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    static float x[M * K], w[N * K], y1[M * N], y3[M * N];
    static uint16_t xh[M * K];
    static double r[M * N];
    int fi;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    fill_bf16(x, xh, M * K, 97);
    ktest_fill_normal(w, N * K, 98, 1.0);
    for (fi = 0; fi < 2; fi++) {
        ktorch_tensor tx = ktest_wrap2(KTORCH_BF16, xh, M, K), tw = ktest_wrap2(KTORCH_F32, w, N, K);
        ktorch_tensor ty1 = ktest_wrap2(KTORCH_F32, y1, M, N), ty3 = ktest_wrap2(KTORCH_F32, y3, M, N);
        ktorch_qtensor q;
        double err;
        KTEST_OK(ktorch_quantize(c1, &tw, fs[fi], NULL, &q));
        ref_q(c1, x, &q, M, N, K, r);
        log_last[0] = 0;
        KTEST_OK(ktorch_qmatmul(c1, &tx, &q, &ty1));
        KTEST_CHECKF(strstr(log_last, "x as bf16, M") != NULL, "%s: log '%s'", ktorch_quant_format_name(fs[fi]), log_last);
        KTEST_OK(ktorch_qmatmul(c3, &tx, &q, &ty3));
        KTEST_CHECKF(memcmp(y1, y3, sizeof y1) == 0, "%s: 1 and 3 threads differ", ktorch_quant_format_name(fs[fi]));
        KTEST_CHECKF(close_enough(KTORCH_F32, y1, r, M * N, &err), "%s: error %g", ktorch_quant_format_name(fs[fi]), err);
        ktorch_qtensor_free(c1, &q);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* An E5M2 Inf code (Inf x a zero term would be NaN on the tiles): its W
   row gives Inf (or NaN where the reference does), the other rows stay
   within the bound; Inf or NaN in x, per-column scales and groups that
   are not a multiple of 32 leave the tiles (and say why) */
static void test_amx_qmatmul_special(void) {
    enum { M = 32, N = 40, K = 64 };
    ktorch_context *c = ctx_make("amx", 2);
    static float x[M * K], w[N * K], y[M * N];
    static double r[M * N];
    ktorch_tensor tx = ktest_wrap2(KTORCH_F32, x, M, K), tw = ktest_wrap2(KTORCH_F32, w, N, K), ty = ktest_wrap2(KTORCH_F32, y, M, N);
    ktorch_quant_params p;
    ktorch_qtensor q;
    int m, n, bad = 0;
    double err;
    if (!c) KTEST_SKIP(amx_missing());
    fill_mixed(x, M * K, 95, 0);
    x[5 * K + 7] = 0.0f;
    ktest_fill_normal(w, N * K, 96, 1.0);
    KTEST_OK(ktorch_quantize(c, &tw, KTORCH_QUANT_FP8_E5M2, NULL, &q));
    ((uint8_t *)ktorch_tensor_ptr(&q.data))[3 * K + 7] = 0x7C; /* +Inf */
    ref_q(c, x, &q, M, N, K, r);
    KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            const double rv = r[m * N + n];
            const float o = y[m * N + n];
            if (n == 3) bad += !(rv != rv ? o != o : o == (float)rv);
            else bad += rv != rv || o != o;
        }
    KTEST_CHECKF(bad == 0, "%d outputs differ in Inf / NaN from the reference", bad);
    for (m = 0; m < M; m++) r[m * N + 3] = y[m * N + 3] = 0.0f;
    KTEST_CHECKF(close_enough(KTORCH_F32, y, r, M * N, &err), "rows beside the Inf row: error %g", err);
    ktorch_qtensor_free(c, &q);
    { /* E4M3 NaN codes (S.1111.111), per tensor and in an MX block: NaN in their W row only */
        int fi;
        for (fi = 0; fi < 2; fi++) {
            KTEST_OK(ktorch_quantize(c, &tw, fi ? KTORCH_QUANT_MXFP8_E4M3 : KTORCH_QUANT_FP8_E4M3, NULL, &q));
            ((uint8_t *)ktorch_tensor_ptr(&q.data))[7 * K + 33] = 0xFF;
            ref_q(c, x, &q, M, N, K, r);
            KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
            for (bad = 0, m = 0; m < M; m++)
                for (n = 0; n < N; n++) bad += n == 7 ? y[m * N + n] == y[m * N + n] : y[m * N + n] != y[m * N + n];
            KTEST_CHECKF(bad == 0, "%s NaN code: %d outputs wrong in NaN", fi ? "mxfp8_e4m3" : "fp8_e4m3", bad);
            for (m = 0; m < M; m++) r[m * N + 7] = y[m * N + 7] = 0.0f;
            KTEST_CHECKF(close_enough(KTORCH_F32, y, r, M * N, &err), "%s: rows beside the NaN row: error %g", fi ? "mxfp8_e4m3" : "fp8_e4m3", err);
            ktorch_qtensor_free(c, &q);
        }
    }
    x[9] = (float)INFINITY;
    KTEST_OK(ktorch_quantize(c, &tw, KTORCH_QUANT_INT8, NULL, &q));
    log_last[0] = 0;
    KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
    KTEST_CHECKF(strstr(log_last, "AMX not used: x holds Inf or NaN") != NULL, "Inf in x: log '%s'", log_last);
    ktorch_qtensor_free(c, &q);
    x[9] = 1.0f;
    memset(&p, 0, sizeof p);
    p.granularity = KTORCH_QUANT_PER_CHANNEL;
    p.axis = 1;
    KTEST_OK(ktorch_quantize(c, &tw, KTORCH_QUANT_INT8, &p, &q));
    log_last[0] = 0;
    KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
    KTEST_CHECKF(strstr(log_last, "AMX not used: scales per column") != NULL, "per-column scales: log '%s'", log_last);
    ref_q(c, x, &q, M, N, K, r);
    KTEST_CHECKF(close_enough(KTORCH_F32, y, r, M * N, &err), "per-column scales: error %g", err);
    ktorch_qtensor_free(c, &q);
    p.granularity = KTORCH_QUANT_PER_GROUP;
    p.group = 48;
    KTEST_OK(ktorch_quantize(c, &tw, KTORCH_QUANT_FP8_E4M3, &p, &q));
    log_last[0] = 0;
    KTEST_OK(ktorch_qmatmul(c, &tx, &q, &ty));
    KTEST_CHECKF(strstr(log_last, "groups not a multiple of 32") != NULL, "groups of 48: log '%s'", log_last);
    ref_q(c, x, &q, M, N, K, r);
    KTEST_CHECKF(close_enough(KTORCH_F32, y, r, M * N, &err), "groups of 48: error %g", err);
    ktorch_qtensor_free(c, &q);
    ktorch_context_destroy(c);
}

int main(void) {
    printf("test_matmul_amx%s\n", amx_missing() ? "" : ": AMX tiles in use");
    KTEST_RUN(test_amx_matmul_nt);
    KTEST_RUN(test_amx_matmul);
    KTEST_RUN(test_amx_qmatmul_int8);
    KTEST_RUN(test_amx_w8a8);
    KTEST_RUN(test_amx_qmatmul_digits);
    KTEST_RUN(test_amx_planted);
    KTEST_RUN(test_amx_not_used);
    KTEST_RUN(test_amx_qmatmul_f32);
    KTEST_RUN(test_amx_qmatmul_terms);
    KTEST_RUN(test_amx_qmatmul_bf16x);
    KTEST_RUN(test_amx_qmatmul_special);
    return ktest_finish("matmul_amx");
}
