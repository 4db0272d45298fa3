/* fp8 x fp8 ktorch_qmatmul_w8a8 on the CPU against an independent f64
   computation with its own exact fp8 decoders: per-tensor and per-channel
   scales, e4m3, e5m2 and mixed operands, f32/bf16/f16 outputs, subnormal
   and NaN codes, thread-count independence, bad arguments and a planted
   error that the bound must reject.

   Bound: the library sums K exact products in f32 in k order, so
   |y - ref| <= (K+2) * 2^-24 * sum_k |x_k w_k| * |sx sw| (+ half an ulp of
   the output format for bf16/f16 outputs). */
#include "ktorch.h"
#include "ktest.h"

static ktorch_context *g_ctx;  /* 2 threads */
static ktorch_context *g_ctx1; /* 1 thread */

/* exact decoders written from the OCP definitions */
static double ref_e4m3(uint8_t c) {
    int s = c >> 7, e = (c >> 3) & 15, m = c & 7;
    double v;
    if (e == 15 && m == 7) return NAN;
    v = e == 0 ? ldexp((double)m, -9) : ldexp(8.0 + m, e - 10);
    return s ? -v : v;
}
static double ref_e5m2(uint8_t c) {
    int s = c >> 7, e = (c >> 2) & 31, m = c & 3;
    double v;
    if (e == 31) return m ? NAN : (s ? -INFINITY : INFINITY);
    v = e == 0 ? ldexp((double)m, -16) : ldexp(4.0 + m, e - 17);
    return s ? -v : v;
}
static double ref_dec(ktorch_quant_format f, uint8_t c) { return f == KTORCH_QUANT_FP8_E4M3 ? ref_e4m3(c) : ref_e5m2(c); }

static ktorch_qtensor quant(const float *x, int64_t r, int64_t c, ktorch_quant_format f, int per_channel) {
    ktorch_quant_params p;
    ktorch_qtensor q;
    ktorch_tensor t = ktest_wrap2(KTORCH_F32, (void *)x, r, c);
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    p.granularity = per_channel ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR;
    KTEST_OK(ktorch_quantize(g_ctx, &t, f, &p, &q));
    return q;
}
static float to_f32(ktorch_dtype dt, const void *y, int64_t i) {
    if (dt == KTORCH_BF16) return ktorch_bf16_to_f32(((const uint16_t *)y)[i]);
    if (dt == KTORCH_F16) return ktorch_f16_to_f32(((const uint16_t *)y)[i]);
    return ((const float *)y)[i];
}

/* Number of outputs outside the bound (reference computed here in f64). */
static int64_t check(const ktorch_qtensor *qx, const ktorch_qtensor *qw, ktorch_dtype ydt, const void *y, double *worst) {
    int64_t M = qx->shape[0], N = qw->shape[0], K = qx->shape[1], m, n, k, bad = 0;
    const uint8_t *cx = (const uint8_t *)ktorch_tensor_ptr(&qx->data), *cw = (const uint8_t *)ktorch_tensor_ptr(&qw->data);
    const float *sx = (const float *)ktorch_tensor_ptr(&qx->scale), *sw = (const float *)ktorch_tensor_ptr(&qw->scale);
    double out_eps = ydt == KTORCH_F32 ? 0.0 : ydt == KTORCH_BF16 ? ldexp(1.0, -8) : ldexp(1.0, -11);
    *worst = 0;
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            double ref = 0, mag = 0, s, got, err, tol;
            for (k = 0; k < K; k++) {
                double p = ref_dec(qx->format, cx[m * K + k]) * ref_dec(qw->format, cw[n * K + k]);
                ref += p;
                mag += fabs(p);
            }
            s = (double)sx[qx->granularity == KTORCH_QUANT_PER_CHANNEL ? m : 0] * sw[qw->granularity == KTORCH_QUANT_PER_CHANNEL ? n : 0];
            ref *= s;
            mag *= fabs(s);
            got = to_f32(ydt, y, m * N + n);
            err = fabs(got - ref);
            tol = (double)(K + 2) * ldexp(1.0, -24) * mag + out_eps * fabs(ref) + 1e-30;
            if (!(err <= tol)) bad++;
            if (mag > 0 && err / mag > *worst) *worst = err / mag;
        }
    return bad;
}

static void run_case(int64_t M, int64_t N, int64_t K, ktorch_quant_format fx, ktorch_quant_format fw, int pcx, int pcw, ktorch_dtype ydt) {
    float *x = (float *)malloc((size_t)(M * K) * 4), *w = (float *)malloc((size_t)(N * K) * 4);
    void *y = malloc((size_t)(M * N) * 4), *y1 = malloc((size_t)(M * N) * 4);
    ktorch_qtensor qx, qw;
    ktorch_tensor ty, ty1;
    double worst;
    int64_t bad;
    ktest_fill_normal(x, (int)(M * K), 100 + (unsigned)M, 1.0);
    ktest_fill_normal(w, (int)(N * K), 200 + (unsigned)N, 0.05);
    qx = quant(x, M, K, fx, pcx);
    qw = quant(w, N, K, fw, pcw);
    ty = ktest_wrap2(ydt, y, M, N);
    ty1 = ktest_wrap2(ydt, y1, M, N);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &qx, &qw, &ty));
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx1, &qx, &qw, &ty1));
    bad = check(&qx, &qw, ydt, y, &worst);
    KTEST_CHECKF(bad == 0, "M=%lld N=%lld K=%lld %s x %s y %s: %lld outside the bound (worst err/mag %g)", (long long)M, (long long)N,
                 (long long)K, ktorch_quant_format_name(fx), ktorch_quant_format_name(fw), ktorch_dtype_name(ydt), (long long)bad, worst);
    KTEST_CHECK(memcmp(y, y1, (size_t)(M * N) * (size_t)(ktorch_dtype_bits(ydt) / 8)) == 0);
    ktorch_qtensor_free(g_ctx, &qx);
    ktorch_qtensor_free(g_ctx, &qw);
    free(x);
    free(w);
    free(y);
    free(y1);
}

static void test_e4m3(void) {
    run_case(5, 13, 96, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 0, 0, KTORCH_F32);
    run_case(1, 33, 257, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 0, 1, KTORCH_F32);
    run_case(7, 9, 64, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 1, 1, KTORCH_BF16);
    run_case(3, 17, 128, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 1, 0, KTORCH_F16);
}
static void test_e5m2_and_mixed(void) {
    run_case(4, 8, 100, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_FP8_E5M2, 0, 1, KTORCH_F32);
    run_case(6, 10, 48, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2, 1, 0, KTORCH_BF16);
    run_case(2, 3, 31, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_FP8_E4M3, 0, 0, KTORCH_F32);
}

/* Hand-set codes: every e4m3 code (subnormals included) against one weight
   code; a NaN code gives a NaN output; scale 1 so y is the exact sum. */
static void test_codes(void) {
    enum { K = 126 };
    static float x[2 * K], w[2 * K];
    ktorch_qtensor qx, qw;
    float y[4];
    ktorch_tensor ty = ktest_wrap2(KTORCH_F32, y, 2, 2);
    uint8_t *cx, *cw;
    double ref = 0;
    int k;
    ktest_fill_normal(x, 2 * K, 1, 1.0);
    ktest_fill_normal(w, 2 * K, 2, 1.0);
    qx = quant(x, 2, K, KTORCH_QUANT_FP8_E4M3, 0);
    qw = quant(w, 2, K, KTORCH_QUANT_FP8_E4M3, 0);
    ((float *)ktorch_tensor_ptr(&qx.scale))[0] = 1.0f;
    ((float *)ktorch_tensor_ptr(&qw.scale))[0] = 1.0f;
    cx = (uint8_t *)ktorch_tensor_ptr(&qx.data);
    cw = (uint8_t *)ktorch_tensor_ptr(&qw.data);
    for (k = 0; k < K; k++) {
        /* codes 0x00..0x7D except NaN, with alternating signs; weight 1.0 (0x38) or 2^-9 (0x01) */
        cx[k] = (uint8_t)(k | ((k & 1) << 7));
        cw[k] = (uint8_t)(k < 64 ? 0x38 : 0x01);
        ref += ref_e4m3(cx[k]) * ref_e4m3(cw[k]);
        cx[K + k] = cx[k];
        cw[K + k] = cw[k];
    }
    cx[K + 5] = 0x7F; /* NaN in row 1 of x */
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &qx, &qw, &ty));
    KTEST_CHECKF(fabs(y[0] - ref) <= (K + 2) * ldexp(1.0, -24) * 448.0 * K, "y %g ref %g", y[0], ref);
    KTEST_CHECK(y[1] == y[0]);
    KTEST_CHECK(y[2] != y[2] && y[3] != y[3]);
    ktorch_qtensor_free(g_ctx, &qx);
    ktorch_qtensor_free(g_ctx, &qw);
}

/* Test of the test: one changed weight code moves outputs outside the bound. */
static void test_planted(void) {
    enum { M = 3, N = 4, K = 64 };
    static float x[M * K], w[N * K], y[M * N];
    ktorch_qtensor qx, qw;
    ktorch_tensor ty = ktest_wrap2(KTORCH_F32, y, M, N);
    double worst;
    uint8_t *cw;
    ktest_fill_normal(x, M * K, 7, 1.0);
    ktest_fill_normal(w, N * K, 8, 1.0);
    qx = quant(x, M, K, KTORCH_QUANT_FP8_E4M3, 0);
    qw = quant(w, N, K, KTORCH_QUANT_FP8_E4M3, 1);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &qx, &qw, &ty));
    KTEST_CHECK(check(&qx, &qw, KTORCH_F32, y, &worst) == 0);
    cw = (uint8_t *)ktorch_tensor_ptr(&qw.data);
    cw[2 * K + 10] ^= 0x08; /* one exponent step in row 2 */
    KTEST_CHECK(check(&qx, &qw, KTORCH_F32, y, &worst) == M);
    cw[2 * K + 10] ^= 0x08;
    {
        float amax = 0;
        int i;
        for (i = 0; i < M * N; i++) amax = fabsf(y[i]) > amax ? fabsf(y[i]) : amax;
        y[5] += 1e-3f * amax; /* ~100x the bound for Gaussian data */
    }
    KTEST_CHECK(check(&qx, &qw, KTORCH_F32, y, &worst) == 1);
    ktorch_qtensor_free(g_ctx, &qx);
    ktorch_qtensor_free(g_ctx, &qw);
}

static void test_bad_args(void) {
    enum { K = 32 };
    static float x[2 * K];
    ktorch_qtensor qf, qi, qg;
    ktorch_quant_params p;
    ktorch_tensor t = ktest_wrap2(KTORCH_F32, x, 2, K);
    int32_t yi[4];
    uint8_t y8[4];
    float y[4];
    ktorch_tensor tyi = ktest_wrap2(KTORCH_I32, yi, 2, 2), ty8 = ktest_wrap2(KTORCH_U8, y8, 2, 2), ty = ktest_wrap2(KTORCH_F32, y, 2, 2), tyb = ktest_wrap2(KTORCH_F32, y, 1, 2);
    ktest_fill_normal(x, 2 * K, 3, 1.0);
    qf = quant(x, 2, K, KTORCH_QUANT_FP8_E4M3, 0);
    qi = quant(x, 2, K, KTORCH_QUANT_INT8, 0);
    memset(&p, 0, sizeof p);
    p.granularity = KTORCH_QUANT_PER_GROUP;
    p.group = 16;
    KTEST_OK(ktorch_quantize(g_ctx, &t, KTORCH_QUANT_FP8_E4M3, &p, &qg));
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, &qi, &ty), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "both") != NULL);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qi, &qf, &ty), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, &qf, &tyi), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "'y'") != NULL);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, &qf, &ty8), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, &qf, &tyb), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, &qg, &ty), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "per channel") != NULL);
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &qf, NULL, &ty), KTORCH_INVALID_ARGUMENT);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &qf, &qf, &ty));
    ktorch_qtensor_free(g_ctx, &qf);
    ktorch_qtensor_free(g_ctx, &qi);
    ktorch_qtensor_free(g_ctx, &qg);
}

/* Under every ISA: AVX-512 takes the register-decoding kernels (said in the
   log), the others the scalar loop; both within the bound and the same on 1
   and 2 threads. */
static char g_log[256];
static void log_capture(ktorch_log_level level, const char *msg, void *user) {
    (void)level;
    (void)user;
    if (strstr(msg, "ktorch_qmatmul_w8a8")) snprintf(g_log, sizeof g_log, "%s", msg);
}
static void test_isas(void) {
    static const char *const isas[] = {"scalar", "avx2", "avx512", "neon"};
    ktorch_context *save = g_ctx, *save1 = g_ctx1;
    int i, any = 0;
    for (i = 0; i < 4; i++) {
        ktorch_context_desc d;
        ktorch_context *c2 = NULL, *c1 = NULL;
        memset(&d, 0, sizeof d);
        d.cpu_isa = isas[i];
        d.num_threads = 2;
        d.logger.func = log_capture;
        if (ktorch_context_create(&d, &c2) != KTORCH_OK) continue;
        d.num_threads = 1;
        KTEST_OK(ktorch_context_create(&d, &c1));
        g_ctx = c2;
        g_ctx1 = c1;
        g_log[0] = 0;
        run_case(16, 40, 200, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 1, 1, KTORCH_F32);
        KTEST_CHECKF((strstr(g_log, "register-decoding") != NULL) == (i == 2), "isa %s: log '%s'", isas[i], g_log);
        run_case(1, 70, 1000, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_FP8_E4M3, 0, 1, KTORCH_BF16);
        run_case(64, 24, 96, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2, 1, 0, KTORCH_F16);
        g_ctx = save;
        g_ctx1 = save1;
        ktorch_context_destroy(c2);
        ktorch_context_destroy(c1);
        any++;
    }
    KTEST_CHECK(any >= 1);
}

/* On AMX tiles the decoded x codes are bf16 (every fp8 value is one): one
   tdpbf16ps term from 16 rows of x, x block pairs and a lone block */
static void test_amx(void) {
    ktorch_context *save = g_ctx, *save1 = g_ctx1, *c2 = NULL, *c1 = NULL;
    ktorch_context_desc d;
    memset(&d, 0, sizeof d);
    d.cpu_isa = "amx";
    d.num_threads = 3;
    d.logger.func = log_capture;
    if (ktorch_context_create(&d, &c2) != KTORCH_OK) KTEST_SKIP("no AMX context");
    d.num_threads = 1;
    KTEST_OK(ktorch_context_create(&d, &c1));
    g_ctx = c2;
    g_ctx1 = c1;
    g_log[0] = 0;
    run_case(40, 50, 160, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 1, 1, KTORCH_F32);
    KTEST_CHECKF(strstr(g_log, "x as bf16") != NULL, "log '%s'", g_log);
    g_log[0] = 0;
    run_case(64, 33, 96, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_FP8_E4M3, 0, 1, KTORCH_BF16);
    KTEST_CHECKF(strstr(g_log, "x as bf16") != NULL, "log '%s'", g_log);
    run_case(32, 70, 1000, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2, 1, 0, KTORCH_F16);
    g_log[0] = 0;
    run_case(16, 40, 96, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 1, 1, KTORCH_F32); /* 16 rows: the tiles for any N */
    KTEST_CHECKF(strstr(g_log, "x as bf16") != NULL, "M 16: log '%s'", g_log);
    g_ctx = save;
    g_ctx1 = save1;
    ktorch_context_destroy(c2);
    ktorch_context_destroy(c1);
}

int main(void) {
    ktorch_context_desc d;
    memset(&d, 0, sizeof d);
    d.num_threads = 2;
    if (ktorch_context_create(&d, &g_ctx) != KTORCH_OK) return 1;
    d.num_threads = 1;
    if (ktorch_context_create(&d, &g_ctx1) != KTORCH_OK) return 1;
    KTEST_RUN(test_e4m3);
    KTEST_RUN(test_e5m2_and_mixed);
    KTEST_RUN(test_codes);
    KTEST_RUN(test_planted);
    KTEST_RUN(test_bad_args);
    KTEST_RUN(test_isas);
    KTEST_RUN(test_amx);
    ktorch_context_destroy(g_ctx);
    ktorch_context_destroy(g_ctx1);
    return ktest_finish("qmatmul_fp8");
}
