/* GPU matrix products (the backend KTORCH_TEST_BACKEND names) against the CPU implementations on the same data:
   ktorch_qmatmul_w8a8 (int8: bit-identical I32 and f32; fp8: cuBLASLt and the
   own kernel), ktorch_matmul_nt (bf16/f16; f32 x f32, at M <= 16 the f32
   GEMV kernel in each launch shape) and ktorch_qmatmul (weights
   dequantized in the kernel: int8, fp8, mxfp8_e4m3, mxfp4, nvfp4 on the
   tiled kernel; at M <= 16 every format of the GEMV kernel, in each of its
   launch shapes, and the tiled kernel again with qmatmul_no_gemv; past
   M0 rows the chunked dequantize + dense product, every format, with and
   without cuBLASLt, N not a multiple of the chunk, y a strided view whose
   neighbours must stay untouched, the same bits twice; a planted chunk
   offset fails it). Outputs are poisoned first. Shapes
   include M = 1, M not a multiple of the tiles, K ending inside a chunk and
   small grids that split K. Skips when the backend has no device.

   Tolerances, per output, with mag = sum_k |x_k w_k| (times the scales):
   - exact products summed in f32 in another order: 2 (K+2) 2^-24 mag;
   - fp8 tensor cores (Hopper accumulates fp8 products with fewer bits than
     f32 between promotions): 2^-12 mag;
   - weights rounded to bf16 (f16) in the kernel (the tiled kernel; the GEMV
     kernel only for int8 / fp8 groups, it multiplies exact codes and scales
     the f32 sums otherwise): + 2^-9 (2^-12) mag;
   - bf16/f16 outputs: + 2^-8 (2^-11) |ref| for the final rounding.
   KTORCH_TEST_SMALL=1 keeps shapes small (for compute-sanitizer);
   KTORCH_TEST_GEMV_SHAPES=1,6 (a list of desc.gemv_shape values; "none" for
   none) forces only those shapes, so that the forced shapes' compiles can run
   in processes side by side (tests/gpu.sh); KTORCH_TEST_GEMV_FORMATS=3,11 (ktorch_quant_format
   values) keeps those formats of the forced shapes' cases. */
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktorch_vulkan.h"
#include "ktest.h"
#include "hooks.h"

static ktorch_context *g_ctx;
static const char *g_skip;
static int g_small;

/* The CUDA/HIP engine's gemm state; NULL on Vulkan, whose kernel choice these
   path checks do not cover. */
static gpu_engine *cstate(void) { return ktest_gpu_engine(g_ctx); }
static int last_path(void) { return cstate() ? gpu_engine_gemm_path(cstate()) : 0; }
static int last_splits(void) { return cstate() ? gpu_engine_gemm_splits(cstate()) : 0; }
/* The desc's no_cublaslt / gemm_no_wgmma, switched between calls.
   KTORCH_TEST_NO_CUBLASLT=1 (racecheck in tests/gpu.sh): the vendor library's
   kernels are not ours to race-check, so only our kernels run */
static void use_lt(int on) {
    const char *no = getenv("KTORCH_TEST_NO_CUBLASLT");
    if (no && *no == '1') on = 0;
    if (cstate()) gpu_engine_no_cublaslt(cstate(), !on);
}
static void use_wgmma(int on) {
    if (cstate()) gpu_engine_gemm_no_wgmma(cstate(), !on);
}
static void use_gemv(int on) {
    if (cstate()) gpu_engine_qmatmul_no_gemv(cstate(), !on);
}
static int is_sm90(void) { return cstate() && gpu_engine_sm90(cstate()); }

/* Device copy of a host tensor (same dtype). */
static ktorch_tensor to_dev(const ktorch_tensor *h) {
    ktorch_tensor d;
    memset(&d, 0, sizeof d);
    KTEST_OK(ktorch_tensor_create(g_ctx, h->dtype, h->ndim, h->shape, ktest_gpu0(), &d));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &d, h, NULL));
    return d;
}
static ktorch_tensor dev_new(ktorch_dtype dt, int64_t r, int64_t c) {
    ktorch_tensor d;
    int64_t shape[2];
    shape[0] = r;
    shape[1] = c;
    memset(&d, 0, sizeof d);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 2, shape, ktest_gpu0(), &d));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &d, 0xFF));
    return d;
}
static ktorch_qtensor qt_to_dev(const ktorch_qtensor *h) {
    ktorch_qtensor d = *h;
    d.data = to_dev(&h->data);
    if (h->scale.data) d.scale = to_dev(&h->scale);
    if (h->zero_point.data) d.zero_point = to_dev(&h->zero_point);
    return d;
}
/* Device (or host) tensor to a new host f32 array. */
static float *to_f32(const ktorch_tensor *t) {
    int64_t n = t->shape[0] * t->shape[1];
    float *p = (float *)malloc((size_t)n * 4 + 4);
    ktorch_tensor h = ktest_wrap2(KTORCH_F32, p, t->shape[0], t->shape[1]);
    KTEST_OK(ktorch_tensor_copy(g_ctx, &h, t, NULL));
    return p;
}
static ktorch_qtensor quant(const float *x, int64_t r, int64_t c, ktorch_quant_format f, ktorch_quant_granularity g, int64_t group) {
    ktorch_quant_params p;
    ktorch_qtensor q;
    ktorch_tensor t = ktest_wrap2(KTORCH_F32, (void *)x, r, c);
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    p.granularity = g;
    p.group = group;
    KTEST_OK(ktorch_quantize(g_ctx, &t, f, &p, &q));
    return q;
}
/* mag[m,n] = sum_k |x[m,k] w[n,k]| */
static double *magnitudes(const float *x, const float *w, int64_t M, int64_t N, int64_t K) {
    double *mag = (double *)malloc((size_t)(M * N) * sizeof(double));
    int64_t m, n, k;
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            double s = 0;
            for (k = 0; k < K; k++) s += fabs((double)x[m * K + k] * w[n * K + k]);
            mag[m * N + n] = s;
        }
    return mag;
}
/* Outputs outside tol = rel_mag * mag + out_eps * |ref|. */
static int64_t outside(const float *got, const float *ref, const double *mag, int64_t n, double rel_mag, double out_eps, double *worst) {
    int64_t i, bad = 0;
    *worst = 0;
    for (i = 0; i < n; i++) {
        double err = fabs((double)got[i] - ref[i]), tol = rel_mag * mag[i] + out_eps * fabs(ref[i]) + 1e-30;
        if (!(err <= tol)) bad++;
        if (err / tol > *worst) *worst = err / tol;
    }
    return bad;
}
static double out_eps(ktorch_dtype dt) { return dt == KTORCH_F32 ? 0.0 : dt == KTORCH_BF16 ? ldexp(1.0, -8) : ldexp(1.0, -11); }
static void qfree_dev(ktorch_qtensor *q) {
    ktorch_tensor_free(g_ctx, &q->data);
    ktorch_tensor_free(g_ctx, &q->scale);
    ktorch_tensor_free(g_ctx, &q->zero_point);
}

/* ---- w8a8 int8: bit-identical to the CPU ------------------------------------ */
static void int8_case(int64_t M, int64_t N, int64_t K, int pcx, int pcw) {
    float *x = (float *)malloc((size_t)(M * K) * 4), *w = (float *)malloc((size_t)(N * K) * 4);
    int32_t *ci = (int32_t *)malloc((size_t)(M * N) * 4), *gi = (int32_t *)malloc((size_t)(M * N) * 4);
    float *cf = (float *)malloc((size_t)(M * N) * 4), *gf = (float *)malloc((size_t)(M * N) * 4);
    ktorch_qtensor hx, hw, dx, dw;
    ktorch_tensor tci = ktest_wrap2(KTORCH_I32, ci, M, N), tgi = ktest_wrap2(KTORCH_I32, gi, M, N);
    ktorch_tensor tcf = ktest_wrap2(KTORCH_F32, cf, M, N), tgf = ktest_wrap2(KTORCH_F32, gf, M, N), yi, yf;
    int64_t i, di = 0, df = 0;
    ktest_fill_normal(x, M * K, 11 + (unsigned)M, 1.0);
    ktest_fill_normal(w, N * K, 12 + (unsigned)N, 0.02);
    hx = quant(x, M, K, KTORCH_QUANT_INT8, pcx ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR, 0);
    hw = quant(w, N, K, KTORCH_QUANT_INT8, pcw ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR, 0);
    dx = qt_to_dev(&hx);
    dw = qt_to_dev(&hw);
    yi = dev_new(KTORCH_I32, M, N);
    yf = dev_new(KTORCH_F32, M, N);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &hx, &hw, &tci));
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &hx, &hw, &tcf));
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &dx, &dw, &yi));
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &dx, &dw, &yf));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &tgi, &yi, NULL));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &tgf, &yf, NULL));
    for (i = 0; i < M * N; i++) {
        di += ci[i] != gi[i];
        df += memcmp(&cf[i], &gf[i], 4) != 0;
    }
    KTEST_CHECKF(di == 0 && df == 0, "int8 M=%lld N=%lld K=%lld: %lld i32 and %lld f32 outputs differ (first %d vs %d)", (long long)M,
                 (long long)N, (long long)K, (long long)di, (long long)df, ci[0], gi[0]);
    ktorch_tensor_free(g_ctx, &yi);
    ktorch_tensor_free(g_ctx, &yf);
    qfree_dev(&dx);
    qfree_dev(&dw);
    ktorch_qtensor_free(g_ctx, &hx);
    ktorch_qtensor_free(g_ctx, &hw);
    free(x); free(w); free(ci); free(gi); free(cf); free(gf);
}
static void test_w8a8_int8(void) {
    if (g_skip) KTEST_SKIP(g_skip);
    int wg;
    for (wg = 0; wg < 2; wg++) {
        use_wgmma(wg);
        int8_case(1, 64, 256, 0, 1);
        int8_case(37, 200, 512, 1, 1);
        KTEST_CHECK(!cstate() || last_path() == (wg && is_sm90() ? 3 : 2));
        int8_case(16, 48, 2048, 1, 0); /* few blocks: split K */
        KTEST_CHECK(!cstate() || last_splits() > 1);
        if (!g_small) int8_case(300, 520, 1024, 0, 0);
        if (!g_small) int8_case(2100, 300, 128, 1, 1); /* wgmma: more than one group of 16 row blocks */
    }
}

/* ---- w8a8 fp8 --------------------------------------------------------------- */
/* Returns the number of outputs outside the bound; plant > 0 adds an error of
   that many tolerances to one output first (test of the test). */
static int64_t fp8_case(int64_t M, int64_t N, int64_t K, ktorch_quant_format fx, ktorch_quant_format fw, int pcx, int pcw, ktorch_dtype ydt,
                        int lt, double plant) {
    float *x = (float *)malloc((size_t)(M * K) * 4), *w = (float *)malloc((size_t)(N * K) * 4), *xd, *wd, *ref, *got;
    ktorch_qtensor hx, hw, dx, dw;
    ktorch_tensor tref, y;
    double *mag, worst;
    int64_t bad, i;
    ktest_fill_normal(x, M * K, 21 + (unsigned)M, 1.0);
    ktest_fill_normal(w, N * K, 22 + (unsigned)N, 0.05);
    hx = quant(x, M, K, fx, pcx ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR, 0);
    hw = quant(w, N, K, fw, pcw ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR, 0);
    ref = (float *)malloc((size_t)(M * N) * 4);
    tref = ktest_wrap2(KTORCH_F32, ref, M, N);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &hx, &hw, &tref));
    /* scaled operands for the magnitudes */
    xd = (float *)malloc((size_t)(M * K) * 4);
    wd = (float *)malloc((size_t)(N * K) * 4);
    {
        ktorch_tensor a = ktest_wrap2(KTORCH_F32, xd, M, K), b = ktest_wrap2(KTORCH_F32, wd, N, K);
        KTEST_OK(ktorch_dequantize(g_ctx, &hx, &a));
        KTEST_OK(ktorch_dequantize(g_ctx, &hw, &b));
    }
    mag = magnitudes(xd, wd, M, N, K);
    dx = qt_to_dev(&hx);
    dw = qt_to_dev(&hw);
    y = dev_new(ydt, M, N);
    use_lt(lt);
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &dx, &dw, &y));
    got = to_f32(&y);
    if (plant > 0) {
        double tol = ldexp(1.0, -12) * mag[M * N / 2] + out_eps(ydt) * fabs(ref[M * N / 2]);
        got[M * N / 2] = (float)(ref[M * N / 2] + plant * tol);
    }
    bad = outside(got, ref, mag, M * N, ldexp(1.0, -12), out_eps(ydt), &worst);
    if (plant == 0)
        KTEST_CHECKF(bad == 0, "fp8 %s x %s M=%lld N=%lld K=%lld y %s path %d: %lld outside (worst %.3g tol)", ktorch_quant_format_name(fx),
                     ktorch_quant_format_name(fw), (long long)M, (long long)N, (long long)K, ktorch_dtype_name(ydt), last_path(), (long long)bad, worst);
    for (i = 0; i < M * N && plant == 0; i++)
        if (got[i] != got[i]) { KTEST_CHECKF(0, "NaN at %lld", (long long)i); break; }
    ktorch_tensor_free(g_ctx, &y);
    qfree_dev(&dx);
    qfree_dev(&dw);
    ktorch_qtensor_free(g_ctx, &hx);
    ktorch_qtensor_free(g_ctx, &hw);
    free(x); free(w); free(xd); free(wd); free(ref); free(got); free(mag);
    return bad;
}
static void test_w8a8_fp8_cublaslt(void) {
    const ktorch_quant_format E4 = KTORCH_QUANT_FP8_E4M3;
    if (g_skip) KTEST_SKIP(g_skip);
    if (ktest_gpu_kind != KTORCH_BACKEND_CUDA) KTEST_SKIP("cuBLASLt serves the CUDA backend only");
    fp8_case(64, 128, 256, E4, E4, 0, 0, KTORCH_BF16, 1, 0);
    if (last_path() != 1) {
        const char *no = getenv("KTORCH_TEST_NO_CUBLASLT");
        if (no && *no == '1') KTEST_SKIP("cuBLASLt disabled by KTORCH_TEST_NO_CUBLASLT=1");
        printf("    note: cuBLASLt not available (own kernel ran)\n");
        KTEST_SKIP("libcublasLt not found");
    }
    fp8_case(1, 64, 512, E4, E4, 0, 0, KTORCH_BF16, 1, 0);
    KTEST_CHECK(!cstate() || last_path() == 1);
    fp8_case(37, 96, 1024, E4, E4, 0, 0, KTORCH_F32, 1, 0);
    fp8_case(130, 256, 128, E4, E4, 0, 0, KTORCH_F16, 1, 0);
    fp8_case(33, 64, 256, E4, KTORCH_QUANT_FP8_E5M2, 0, 0, KTORCH_BF16, 1, 0);
    fp8_case(33, 64, 256, E4, E4, 0, 1, KTORCH_BF16, 1, 0); /* per-channel W: own kernel */
    KTEST_CHECK(!cstate() || last_path() == 2);
}
static void test_w8a8_fp8_own(void) {
    const ktorch_quant_format E4 = KTORCH_QUANT_FP8_E4M3, E5 = KTORCH_QUANT_FP8_E5M2;
    if (g_skip) KTEST_SKIP(g_skip);
    int wg;
    for (wg = 0; wg < 2; wg++) {
        use_wgmma(wg);
        fp8_case(1, 64, 512, E4, E4, 0, 0, KTORCH_BF16, 0, 0);
        KTEST_CHECK(!cstate() || last_path() == 2);
        fp8_case(37, 200, 1024, E4, E4, 1, 1, KTORCH_F32, 0, 0);
        KTEST_CHECK(!cstate() || last_path() == 2); /* fp8 stays on mma.sync */
        fp8_case(16, 40, 4096, E4, E4, 0, 1, KTORCH_BF16, 0, 0); /* split K */
        KTEST_CHECK(!cstate() || last_splits() > 1);
        fp8_case(20, 24, 64, E5, E5, 0, 0, KTORCH_F32, 0, 0);
        fp8_case(20, 24, 96, E4, E5, 1, 0, KTORCH_F16, 0, 0);
        fp8_case(20, 24, 96, E5, E4, 0, 1, KTORCH_F32, 0, 0);
        if (!g_small) fp8_case(257, 136, 512, E4, E4, 0, 0, KTORCH_BF16, 0, 0);
    }
    use_lt(1);
}

/* ---- matmul_nt bf16/f16 ---------------------------------------------------------- */
static void nt_case(int64_t M, int64_t N, int64_t K, ktorch_dtype dt, ktorch_dtype ydt, int lt, int *path) {
    float *x = (float *)malloc((size_t)(M * K) * 4), *w = (float *)malloc((size_t)(N * K) * 4), *ref, *got, *xr, *wr;
    ktorch_tensor hx, hw, tx, tw, tref, dx, dw, y;
    double *mag, worst;
    int64_t bad;
    int64_t sx[2], sw[2];
    ktest_fill_normal(x, M * K, 31 + (unsigned)M, 1.0);
    ktest_fill_normal(w, N * K, 32 + (unsigned)N, 0.05);
    sx[0] = M; sx[1] = K; sw[0] = N; sw[1] = K;
    tx = ktest_wrap2(KTORCH_F32, x, M, K);
    tw = ktest_wrap2(KTORCH_F32, w, N, K);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 2, sx, ktorch_cpu(), &hx));
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 2, sw, ktorch_cpu(), &hw));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hx, &tx, NULL));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hw, &tw, NULL));
    ref = (float *)malloc((size_t)(M * N) * 4);
    tref = ktest_wrap2(KTORCH_F32, ref, M, N);
    KTEST_OK(ktorch_matmul_nt(g_ctx, &hx, &hw, &tref));
    xr = to_f32(&hx);
    wr = to_f32(&hw);
    mag = magnitudes(xr, wr, M, N, K);
    dx = to_dev(&hx);
    dw = to_dev(&hw);
    y = dev_new(ydt, M, N);
    use_lt(lt);
    KTEST_OK(ktorch_matmul_nt(g_ctx, &dx, &dw, &y));
    *path = last_path();
    got = to_f32(&y);
    bad = outside(got, ref, mag, M * N, 2.0 * (double)(K + 2) * ldexp(1.0, -24), out_eps(ydt), &worst);
    KTEST_CHECKF(bad == 0, "matmul_nt %s M=%lld N=%lld K=%lld y %s path %d: %lld outside (worst %.3g tol)", ktorch_dtype_name(dt), (long long)M,
                 (long long)N, (long long)K, ktorch_dtype_name(ydt), *path, (long long)bad, worst);
    ktorch_tensor_free(g_ctx, &y);
    ktorch_tensor_free(g_ctx, &dx);
    ktorch_tensor_free(g_ctx, &dw);
    ktorch_tensor_free(g_ctx, &hx);
    ktorch_tensor_free(g_ctx, &hw);
    free(x); free(w); free(ref); free(got); free(xr); free(wr); free(mag);
}
static void test_matmul_nt(void) {
    int lt, path = 0;
    if (g_skip) KTEST_SKIP(g_skip);
    for (lt = 0; lt < 3; lt++) {
        use_wgmma(lt == 2);
        nt_case(1, 64, 256, KTORCH_BF16, KTORCH_F32, lt == 1, &path);
        KTEST_CHECK(!cstate() || lt == 1 || path == 2);
        nt_case(37, 200, 512, KTORCH_BF16, KTORCH_BF16, lt == 1, &path);
        KTEST_CHECK(!cstate() || lt == 1 || path == (lt == 2 && is_sm90() ? 3 : 2));
        nt_case(16, 40, 2048, KTORCH_F16, KTORCH_F32, lt == 1, &path);
        nt_case(130, 72, 128, KTORCH_F16, KTORCH_F16, lt == 1, &path);
        if (!g_small) nt_case(300, 520, 256, KTORCH_BF16, KTORCH_F32, lt == 1, &path);
        if (lt == 1) printf("    matmul_nt with cuBLASLt allowed ran path %d (1 cuBLASLt, 2 own)\n", path);
    }
    use_lt(1);
}

/* ---- matmul_nt f32 x f32: the f32 GEMV kernel at M <= 16 ----------------------- */
/* Returns the outputs outside 2 (K+2) 2^-24 mag (+ the output's rounding);
   x and W rows of ld elements (padded with NaNs past K), on the device as
   [rows, K] views. plant > 0 adds that many tolerances to one output. */
static int64_t f32_case(int64_t M, int64_t N, int64_t K, int64_t ld, ktorch_dtype ydt, double plant, int *path) {
    float *x = (float *)malloc((size_t)(M * ld) * 4), *w = (float *)malloc((size_t)(N * ld) * 4);
    float *xc = (float *)malloc((size_t)(M * K) * 4), *wc = (float *)malloc((size_t)(N * K) * 4), *ref, *got;
    ktorch_tensor hx = ktest_wrap2(KTORCH_F32, x, M, ld), hw = ktest_wrap2(KTORCH_F32, w, N, ld), tref, dx, dw, y;
    double *mag, worst, rel = 2.0 * (double)(K + 2) * ldexp(1.0, -24);
    int64_t bad, i;
    ktest_fill_normal(xc, M * K, 51 + (unsigned)M, 1.0);
    ktest_fill_normal(wc, N * K, 52 + (unsigned)N, 0.05);
    for (i = 0; i < M * ld; i++) x[i] = i % ld < K ? xc[i / ld * K + i % ld] : NAN;
    for (i = 0; i < N * ld; i++) w[i] = i % ld < K ? wc[i / ld * K + i % ld] : NAN;
    ref = (float *)malloc((size_t)(M * N) * 4);
    tref = ktest_wrap2(KTORCH_F32, ref, M, N);
    {
        ktorch_tensor a = ktest_wrap2(KTORCH_F32, xc, M, K), b = ktest_wrap2(KTORCH_F32, wc, N, K);
        KTEST_OK(ktorch_matmul_nt(g_ctx, &a, &b, &tref));
    }
    mag = magnitudes(xc, wc, M, N, K);
    dx = to_dev(&hx);
    dw = to_dev(&hw);
    dx.shape[1] = dw.shape[1] = K; /* views of the first K elements of each row */
    y = dev_new(ydt, M, N);
    KTEST_OK(ktorch_matmul_nt(g_ctx, &dx, &dw, &y));
    *path = last_path();
    got = to_f32(&y);
    if (plant > 0) got[M * N / 2] = (float)(ref[M * N / 2] + plant * (rel * mag[M * N / 2] + out_eps(ydt) * fabs(ref[M * N / 2])));
    bad = outside(got, ref, mag, M * N, rel, out_eps(ydt), &worst);
    if (plant == 0)
        KTEST_CHECKF(bad == 0, "matmul_nt f32 M=%lld N=%lld K=%lld ld %lld y %s path %d splits %d: %lld outside (worst %.3g tol)", (long long)M,
                     (long long)N, (long long)K, (long long)ld, ktorch_dtype_name(ydt), *path, last_splits(), (long long)bad, worst);
    dx.shape[1] = dw.shape[1] = ld;
    ktorch_tensor_free(g_ctx, &y);
    ktorch_tensor_free(g_ctx, &dx);
    ktorch_tensor_free(g_ctx, &dw);
    free(x); free(w); free(xc); free(wc); free(ref); free(got); free(mag);
    return bad;
}
static void test_matmul_nt_f32(void) {
    int sh, path = 0;
    if (g_skip) KTEST_SKIP(g_skip);
    for (sh = 0; sh <= 5; sh++) { /* the default shape, then shapes 0-4 forced */
        if (cstate()) gpu_engine_f32_gemv(cstate(), sh);
        f32_case(1, 96, 512, 512, KTORCH_F32, 0, &path);
        KTEST_CHECKF(!cstate() || path == 5, "f32 M=1 ran path %d", path);
        f32_case(16, 64, 1024, 1024, KTORCH_BF16, 0, &path);
        f32_case(9, 37, 130, 136, KTORCH_F16, 0, &path); /* K not a multiple of 4, a partial row block, padded rows */
        KTEST_CHECKF(!cstate() || path == 5, "f32 K=130 ran path %d", path);
        f32_case(3, 40, 4096, 4096, KTORCH_F32, 0, &path);
        KTEST_CHECKF(!cstate() || last_splits() > 1, "f32 N=40 K=4096 ran %d splits", last_splits());
        f32_case(6, 33, 3, 4, KTORCH_F32, 0, &path); /* K below one quad */
        if (!g_small) f32_case(2, 17000, 2048, 2048, KTORCH_BF16, 0, &path);
    }
    if (cstate()) gpu_engine_f32_gemv(cstate(), 0);
    f32_case(17, 40, 256, 256, KTORCH_F32, 0, &path); /* past 16 rows: ktorch_matmul's path */
    KTEST_CHECKF(!cstate() || path != 5, "f32 M=17 ran path %d", path);
    f32_case(4, 40, 250, 250, KTORCH_F32, 0, &path); /* rows off 16-byte boundaries: ktorch_matmul's path */
    KTEST_CHECKF(!cstate() || path != 5, "f32 ld=250 ran path %d", path);
    if (cstate()) {
        gpu_engine_f32_gemv(cstate(), -1);
        f32_case(4, 40, 256, 256, KTORCH_F32, 0, &path);
        KTEST_CHECKF(path != 5, "f32 with the GEMV off ran path %d", path);
        gpu_engine_f32_gemv(cstate(), 0);
    }
}

/* ---- qmatmul: quantized weights dequantized in the kernel ---------------------- */
/* q_case's y: g_ypad > 0 makes it columns [g_ypad / 2, g_ypad / 2 + N) of a
   poisoned [M, N + g_ypad] tensor (ldy > N, y at an offset), whose other
   columns must stay untouched; g_twice runs the product a second time into
   another y, which must hold the same bits */
static int64_t g_ypad;
static int g_twice;
static int g_xwide; /* q_case's x element i times 2^-(7 i % 24): 2^23 of range within each 32-element block */
static int g_last_chunks; /* the last q_case's chunks of W dequantized (0: a quantized kernel) */
static int64_t q_case(int64_t M, int64_t N, int64_t K, ktorch_quant_format f, ktorch_quant_granularity g, int64_t group, ktorch_dtype xdt,
                      ktorch_dtype ydt, double plant) {
    float *x = (float *)malloc((size_t)(M * K) * 4), *w = (float *)malloc((size_t)(N * K) * 4), *ref, *got, *xr, *wd;
    ktorch_tensor tx, hx, tref, dx, y, twd, ybig;
    ktorch_qtensor hw, dw;
    /* f32 x: the CUDA engine rounds x to bf16 before the product, exact kernel or not */
    double *mag, worst, wround = xdt == KTORCH_F16 ? ldexp(1.0, -12) : ldexp(1.0, -9), rel;
    int64_t bad, sx[2];
    int exact, chunks;
    memset(&ybig, 0, sizeof ybig);
    ktest_fill_normal(x, M * K, 41 + (unsigned)M, 1.0);
    ktest_fill_normal(w, N * K, 42 + (unsigned)N + (unsigned)f, 0.05);
    if (g_xwide) {
        int64_t i;
        for (i = 0; i < M * K; i++) x[i] = (float)ldexp(x[i], -(int)((7 * i) % 24));
    }
    sx[0] = M;
    sx[1] = K;
    tx = ktest_wrap2(KTORCH_F32, x, M, K);
    KTEST_OK(ktorch_tensor_create(g_ctx, xdt, 2, sx, ktorch_cpu(), &hx));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hx, &tx, NULL));
    hw = quant(w, N, K, f, g, group);
    ref = (float *)malloc((size_t)(M * N) * 4);
    tref = ktest_wrap2(KTORCH_F32, ref, M, N);
    KTEST_OK(ktorch_qmatmul(g_ctx, &hx, &hw, &tref));
    xr = to_f32(&hx);
    wd = (float *)malloc((size_t)(N * K) * 4);
    twd = ktest_wrap2(KTORCH_F32, wd, N, K);
    KTEST_OK(ktorch_dequantize(g_ctx, &hw, &twd));
    mag = magnitudes(xr, wd, M, N, K);
    dx = to_dev(&hx);
    dw = qt_to_dev(&hw);
    if (g_ypad > 0) {
        ybig = dev_new(ydt, M, N + g_ypad);
        KTEST_OK(ktorch_tensor_slice(&ybig, 1, g_ypad / 2, g_ypad / 2 + N, 1, &y));
    } else {
        y = dev_new(ydt, M, N);
    }
    KTEST_OK(ktorch_qmatmul(g_ctx, &dx, &dw, &y));
    chunks = cstate() ? gpu_engine_gemm_chunks(cstate()) : 0;
    if (g_ypad > 0) {
        float *all = to_f32(&ybig);
        int64_t m, n, touched = 0;
        got = (float *)malloc((size_t)(M * N) * 4 + 4);
        for (m = 0; m < M; m++)
            for (n = 0; n < N + g_ypad; n++) {
                float v = all[m * (N + g_ypad) + n];
                if (n >= g_ypad / 2 && n < g_ypad / 2 + N) got[m * N + n - g_ypad / 2] = v;
                else if (v == v) touched++; /* the poison reads as NaN */
            }
        KTEST_CHECKF(touched == 0, "qmatmul %s M=%lld N=%lld ldy=%lld: %lld elements outside y written", ktorch_quant_format_name(f), (long long)M,
                     (long long)N, (long long)(N + g_ypad), (long long)touched);
        free(all);
    } else {
        got = to_f32(&y);
    }
    if (g_twice) {
        ktorch_tensor y2 = dev_new(ydt, M, N);
        float *again;
        KTEST_OK(ktorch_qmatmul(g_ctx, &dx, &dw, &y2));
        again = to_f32(&y2);
        KTEST_CHECKF(memcmp(again, got, (size_t)(M * N) * 4) == 0, "qmatmul %s M=%lld N=%lld: a second call gave other bits", ktorch_quant_format_name(f),
                     (long long)M, (long long)N);
        ktorch_tensor_free(g_ctx, &y2);
        free(again);
    }
    /* the GEMV kernel multiplies exact codes and scales the f32 sums; only
       its int8 / fp8 groups round code * scale to x's type */
    exact = last_path() == 4 &&
            !(g == KTORCH_QUANT_PER_GROUP && (f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2));
    rel = (exact && xdt != KTORCH_F32 ? 0.0 : wround) + 2.0 * (double)(K + 2) * ldexp(1.0, -24);
    if (exact && M == 1) {
        /* one row of x may run as int8 terms (launch shape 18, docs/QUANT.md): each x element off by at
           most 2^-22 of its 32-element block's largest */
        int64_t n, k, b;
        for (n = 0; n < N; n++) {
            double off = 0;
            for (b = 0; b < K; b += 32) {
                double xm = 0, ws = 0;
                for (k = b; k < b + 32 && k < K; k++) {
                    xm = fabs((double)xr[k]) > xm ? fabs((double)xr[k]) : xm;
                    ws += fabs((double)wd[n * K + k]);
                }
                off += xm * ws;
            }
            mag[n] += ldexp(1.0, -22) * off / rel;
        }
    }
    if (plant > 0) got[M * N / 2] = (float)(ref[M * N / 2] + plant * (rel * mag[M * N / 2] + out_eps(ydt) * fabs(ref[M * N / 2])));
    bad = outside(got, ref, mag, M * N, rel, out_eps(ydt), &worst);
    if (plant == 0)
        KTEST_CHECKF(bad == 0, "qmatmul %s x %s M=%lld N=%lld K=%lld y %s ldy %lld path %d splits %d chunks %d: %lld outside (worst %.3g tol)",
                     ktorch_dtype_name(xdt), ktorch_quant_format_name(f), (long long)M, (long long)N, (long long)K, ktorch_dtype_name(ydt),
                     (long long)(N + (g_ypad > 0 ? g_ypad : 0)), last_path(), last_splits(), chunks, (long long)bad, worst);
    g_last_chunks = chunks;
    if (g_ypad > 0) ktorch_tensor_free(g_ctx, &ybig);
    else ktorch_tensor_free(g_ctx, &y);
    ktorch_tensor_free(g_ctx, &dx);
    qfree_dev(&dw);
    ktorch_tensor_free(g_ctx, &hx);
    ktorch_qtensor_free(g_ctx, &hw);
    free(x); free(w); free(ref); free(got); free(xr); free(wd); free(mag);
    return bad;
}
static void test_qmatmul(void) {
    static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8,       KTORCH_QUANT_FP8_E4M3,   KTORCH_QUANT_FP8_E5M2,   KTORCH_QUANT_MXFP8_E4M3,
                                               KTORCH_QUANT_MXFP4,      KTORCH_QUANT_NVFP4,      KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_MXFP6_E2M3,
                                               KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXINT8,     KTORCH_QUANT_Q8_0,       KTORCH_QUANT_Q4_0};
    size_t i;
    if (g_skip) KTEST_SKIP(g_skip);
    for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
        ktorch_quant_granularity g = fmts[i] == KTORCH_QUANT_INT8 ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR;
        int tiled = i < 6 && cstate(); /* formats the CUDA/HIP tiled kernel also takes */
        q_case(1, 96, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
        KTEST_CHECK(!cstate() || last_path() == 4);
        q_case(16, 64, 1024, fmts[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
        /* 16 rows of x from N = 8192 (on sm_90a launch shapes 14, 19 or 21 for mxfp4, nvfp4, mxfp8 e4m3, mxfp6
           e2m3, q8_0, q4_0), and from 128 rows a multiprocessor (17000 on 132: shape 21) */
        if (!g_small) q_case(16, 8192, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
        if (!g_small) q_case(16, 17000, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
        q_case(9, 37, 160, fmts[i], g, 0, KTORCH_F16, KTORCH_F16, 0); /* rows g + 8, a partial row tile, K ending inside a chunk */
        q_case(3, 40, 4096, fmts[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
        q_case(5, 40, 4096, fmts[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
        KTEST_CHECKF(!cstate() || last_splits() > 1, "qmatmul %s N=40 K=4096 ran %d splits", ktorch_quant_format_name(fmts[i]), last_splits());
        if (tiled) {
            use_gemv(0);
            q_case(1, 96, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
            KTEST_CHECK(!cstate() || last_path() == 2);
            use_gemv(1);
            /* past 16 rows (the default's dense path is test_qmatmul_dense's) */
            gpu_engine_qmatmul_dq_rows(cstate(), -1);
            q_case(37, 130, 256, fmts[i], g, 0, KTORCH_F16, KTORCH_F32, 0);
            KTEST_CHECK(last_path() == 2);
            if (!g_small) q_case(200, 256, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_F16, 0);
            gpu_engine_qmatmul_dq_rows(cstate(), 0);
        }
    }
    /* q4_0 at M = 1 with many row blocks (shape 9, as at every N; shape 8 before it from N >= 16896 on 132) */
    if (!g_small) q_case(1, 17000, 2048, KTORCH_QUANT_Q4_0, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    q_case(5, 40, 256, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 32, KTORCH_BF16, KTORCH_F32, 0);
    q_case(5, 40, 256, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 8, KTORCH_BF16, KTORCH_F32, 0);
    q_case(2, 40, 240, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_GROUP, 24, KTORCH_BF16, KTORCH_F32, 0); /* groups across units */
    q_case(5, 40, 256, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_CHANNEL, 0, KTORCH_BF16, KTORCH_F32, 0);
    q_case(3, 40, 8, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_F32, 0); /* K below one stage: tiled */
    KTEST_CHECK(!cstate() || last_path() == 2);
    /* f32 x (rounded to bf16 on CUDA); K = 48 ends inside an MX block and
       past 16 rows the GEMV-only formats, both through a dequantized W */
    q_case(3, 40, 256, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_F32, KTORCH_F32, 0);
    q_case(20, 40, 256, KTORCH_QUANT_Q4_0, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_F32, KTORCH_F32, 0);
    q_case(8, 40, 48, KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_F32, 0);
    q_case(20, 40, 256, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
}

/* The dense path (W dequantized in chunks of rows, then the dense product):
   every format the engine takes, with and without cuBLASLt (the own
   warpgroup-MMA or mma.sync kernel), N not a multiple of the chunk, y
   strided at an offset, f16 and f32 x, the same bits twice; the default
   chunking (one chunk at this size); desc.qmatmul_dq_rows = -1 keeping the
   tiled kernel. */
static void dense_cases(int lt) {
    static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8,       KTORCH_QUANT_FP8_E4M3,   KTORCH_QUANT_FP8_E5M2,   KTORCH_QUANT_MXFP8_E4M3,
                                               KTORCH_QUANT_MXFP4,      KTORCH_QUANT_NVFP4,      KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_MXFP6_E2M3,
                                               KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXINT8,     KTORCH_QUANT_Q8_0,       KTORCH_QUANT_Q4_0};
    size_t i;
    use_lt(lt);
    gpu_engine_qmatmul_dq_rows(cstate(), 17);
    gpu_engine_qmatmul_chunk_rows(cstate(), 64);
    for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
        ktorch_quant_granularity g = fmts[i] == KTORCH_QUANT_INT8 ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR;
        /* 200 rows of W: chunks of 64, 64, 64 and 8 */
        g_ypad = 24;
        g_twice = 1;
        q_case(40, 200, 512, fmts[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
        KTEST_CHECKF(g_last_chunks == 4, "qmatmul %s: %d chunks, not 4", ktorch_quant_format_name(fmts[i]), g_last_chunks);
        g_twice = 0;
        q_case(17, 136, 256, fmts[i], g, 0, KTORCH_F16, KTORCH_F32, 0);
        KTEST_CHECKF(g_last_chunks == 3, "qmatmul %s: %d chunks, not 3", ktorch_quant_format_name(fmts[i]), g_last_chunks);
        g_ypad = 0;
        if (!g_small && lt) q_case(130, 328, 512, fmts[i], g, 0, KTORCH_F32, KTORCH_BF16, 0); /* f32 x, 6 chunks */
    }
    /* per-group and per-channel int8 / fp8 scales, K ending inside an MX block */
    g_ypad = 8;
    q_case(33, 200, 256, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 32, KTORCH_BF16, KTORCH_F32, 0);
    q_case(33, 200, 240, KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_GROUP, 24, KTORCH_BF16, KTORCH_F32, 0);
    q_case(33, 200, 256, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_CHANNEL, 0, KTORCH_BF16, KTORCH_BF16, 0);
    q_case(33, 200, 48, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_F32, 0);
    q_case(33, 200, 48 + 8, KTORCH_QUANT_NVFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_F16, KTORCH_F32, 0);
    g_ypad = 0;
    /* the default chunk: all of W at this size */
    gpu_engine_qmatmul_chunk_rows(cstate(), 0);
    q_case(40, 200, 512, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    KTEST_CHECKF(g_last_chunks == 1, "qmatmul mxfp4: %d chunks by default, not 1", g_last_chunks);
    /* -1: the tiled kernel for the formats it takes, the dense path for the others */
    gpu_engine_qmatmul_dq_rows(cstate(), -1);
    q_case(40, 200, 512, KTORCH_QUANT_NVFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    KTEST_CHECKF(g_last_chunks == 0 && last_path() == 2, "qmatmul nvfp4 with qmatmul_dq_rows -1: path %d, %d chunks", last_path(), g_last_chunks);
    q_case(40, 200, 512, KTORCH_QUANT_Q4_0, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    KTEST_CHECKF(g_last_chunks == 1, "qmatmul q4_0 with qmatmul_dq_rows -1: %d chunks", g_last_chunks);
    gpu_engine_qmatmul_dq_rows(cstate(), 0);
}
/* with cuBLASLt; the default M0 there: 17 rows */
static void test_qmatmul_dense(void) {
    if (g_skip) KTEST_SKIP(g_skip);
    if (!cstate()) KTEST_SKIP("the CUDA/HIP engine's dense path");
    dense_cases(1);
    q_case(40, 200, 512, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    if (gpu_engine_cublaslt(cstate()) == 1)
        KTEST_CHECKF(g_last_chunks == 1 && last_path() == 1, "qmatmul mxfp4 M=40 by default: path %d, %d chunks", last_path(), g_last_chunks);
}
/* with the own kernels; the default M0 there: on sm_90a (warpgroup MMA)
   256 rows for 4-bit W, 512 for 8-bit; else the tiled kernel */
static void test_qmatmul_dense_own(void) {
    if (g_skip) KTEST_SKIP(g_skip);
    if (!cstate()) KTEST_SKIP("the CUDA/HIP engine's dense path");
    dense_cases(0);
    q_case(40, 200, 512, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_BF16, 0);
    KTEST_CHECKF(g_last_chunks == 0 && last_path() == 2, "qmatmul mxfp4 M=40 without cuBLASLt: path %d, %d chunks", last_path(), g_last_chunks);
    if (is_sm90() && !ktest_env_flag("KTORCH_CUDA_GEMM_NO_WGMMA")) {
        q_case(256, 64, 256, KTORCH_QUANT_NVFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_F32, 0);
        KTEST_CHECKF(g_last_chunks == 1 && last_path() == 3, "qmatmul nvfp4 M=256 without cuBLASLt: path %d, %d chunks", last_path(), g_last_chunks);
        q_case(256, 64, 256, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 0, KTORCH_BF16, KTORCH_F32, 0);
        KTEST_CHECKF(g_last_chunks == 0 && last_path() == 2, "qmatmul int8 M=256 without cuBLASLt: path %d, %d chunks", last_path(), g_last_chunks);
    }
    use_lt(1);
}

/* Every GEMV launch shape forced (desc.gemv_shape), one format of each
   load path: shapes 0-4 (gemv_shape 1-5) and 5-21 (6-22; the retired 15-17
   and 20 left out) apart, so they can run side by side (KTEST_ONLY). */
static void gemv_shapes(int lo, int hi) {
    static const ktorch_quant_format few[] = {KTORCH_QUANT_INT8,       KTORCH_QUANT_MXFP4, KTORCH_QUANT_NVFP4, KTORCH_QUANT_MXFP8_E4M3,
                                              KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_Q8_0,  KTORCH_QUANT_Q4_0,  KTORCH_QUANT_MXINT8};
    size_t i;
    int sh;
    if (g_skip) KTEST_SKIP(g_skip);
    const char *only = getenv("KTORCH_TEST_GEMV_SHAPES"), *fmts = getenv("KTORCH_TEST_GEMV_FORMATS");
    if (!cstate()) KTEST_SKIP("CUDA/HIP launch shapes");
    for (sh = lo; sh <= hi; sh++) {
        if (!ktest_in_list(only, sh) || (sh >= 16 && sh <= 18) || sh == 21) continue; /* retired shapes (refused) */
        gpu_engine_gemv_shape(cstate(), sh);
        for (i = 0; i < sizeof few / sizeof few[0]; i++) {
            if (fmts && *fmts && !ktest_in_list(fmts, (int)few[i])) continue;
            ktorch_quant_granularity g = few[i] == KTORCH_QUANT_INT8 ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_TENSOR;
            q_case(9, 37, 160, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
            q_case(1, 96, 2048, few[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
            /* enough row blocks not to split K: desc.gemv_shape 4 prefetches, 5 runs the ring
               over many stages (N odd: q8_0 / q4_0 rows end off 16-byte boundaries) */
            if ((sh == 4 || sh == 5 || sh >= 10) && !g_small) q_case(1, 17000, 2048, few[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
            if (sh == 5) q_case(16, 33, 4096 + 96, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
            /* shapes 5, 7 and 8 (whole rows a warp) at M = 3 and 4, f16 x (the E8M0 formats of 5 and 7: the
               default), rows past N */
            if (sh == 6 || sh >= 8) q_case(3, 33, 4096 + 96, few[i], g, 0, KTORCH_F16, KTORCH_F16, 0);
            if (sh == 6 || sh >= 8) q_case(4, 1001, 1024 + 32, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
            /* shapes 9-11 (one row of x): f16 x, K not a multiple of a group, a partial last block of rows */
            if (sh >= 10) q_case(1, 1001, 1024 + 32, few[i], g, 0, KTORCH_F16, KTORCH_F32, 0);
            /* shapes 12 and 13 (bulk copies; sm_90a, rows and block scales at 16-byte boundaries, else
               the default runs): the last group cut short, f16 x, more groups than slots */
            if (sh == 13 || sh == 14) {
                q_case(1, 1001, 4096 + 512, few[i], g, 0, KTORCH_F16, KTORCH_F32, 0);
                q_case(1, 96, 8192, few[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
            }
            /* shapes 14, 19 and 21 (x and W through one ring a block; sm_90a, else the default runs): 16 x rows,
               a partial last stage and row block, K split in stages; 13 rows with f16 x; one product's 5 rows */
            /* shape 18 (int8 terms of x, M = 1): f16 x, x over 2^23 within each block (where its terms
               lose the most), a tail of steps, many rows a warp */
            if (sh == 19) {
                q_case(1, 1001, 4096 + 1024 + 64, few[i], g, 0, KTORCH_F16, KTORCH_F32, 0);
                g_xwide = 1;
                q_case(1, 300, 4096, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
                q_case(1, 33, 2048, few[i], g, 0, KTORCH_F16, KTORCH_BF16, 0);
                g_xwide = 0;
            }
            if (sh == 15 || sh == 20 || sh == 22) {
                q_case(16, 1001, 4096 + 96, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
                q_case(13, 300, 8192, few[i], g, 0, KTORCH_F16, KTORCH_BF16, 0);
                q_case(5, 33, 1024 + 32, few[i], g, 0, KTORCH_BF16, KTORCH_F32, 0);
                if (!g_small) q_case(16, 17000, 2048, few[i], g, 0, KTORCH_BF16, KTORCH_BF16, 0);
            }
        }
    }
    gpu_engine_gemv_shape(cstate(), 0);
}
static void test_gemv_shapes(void) { gemv_shapes(1, 5); }
static void test_gemv_shapes_rows(void) { gemv_shapes(6, 22); }

/* ---- test of the tests: planted errors of 2 tolerances are rejected ------------ */
static void test_planted(void) {
    if (g_skip) KTEST_SKIP(g_skip);
    int path = 0;
    KTEST_CHECK(q_case(16, 64, 256, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, KTORCH_BF16, KTORCH_F32, 2.0) == 1);
    KTEST_CHECK(f32_case(1, 96, 512, 512, KTORCH_F32, 2.0, &path) == 1);
    KTEST_CHECK(f32_case(16, 64, 1024, 1024, KTORCH_BF16, 2.0, &path) == 1);
    KTEST_CHECK(fp8_case(16, 64, 256, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 0, 0, KTORCH_BF16, 0, 2.0) == 1);
    KTEST_CHECK(fp8_case(16, 64, 256, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, 0, 0, KTORCH_BF16, 1, 2.0) == 1);
    use_lt(1);
}

/* ---- bad input ---------------------------------------------------------------------- */
static void test_bad_input(void) {
    float xv[8 * 64];
    ktorch_tensor tx, hx16, dx, dx32, dy, dyi, hy;
    ktorch_qtensor hq, dq, hq4, dq4, hi8, di8;
    int64_t s[2] = {8, 64};
    float yv[64];
    if (g_skip) KTEST_SKIP(g_skip);
    ktest_fill_normal(xv, 8 * 64, 5, 1.0);
    tx = ktest_wrap2(KTORCH_F32, xv, 8, 64);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 2, s, ktorch_cpu(), &hx16));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hx16, &tx, NULL));
    dx = to_dev(&hx16);
    dx32 = to_dev(&tx);
    dy = dev_new(KTORCH_F32, 8, 8);
    dyi = dev_new(KTORCH_BF16, 8, 8);
    hy = ktest_wrap2(KTORCH_F32, yv, 8, 8);
    hq = quant(xv, 8, 64, KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0);
    hq4 = quant(xv, 8, 64, KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_TENSOR, 0);
    hi8 = quant(xv, 8, 64, KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0);
    dq = qt_to_dev(&hq);
    dq4 = qt_to_dev(&hq4);
    di8 = qt_to_dev(&hi8);
    KTEST_OK(ktorch_qmatmul(g_ctx, &dx, &dq, &dy));
    if (cstate()) { /* the CUDA/HIP engine's limits (Vulkan runs these) */
        KTEST_STATUS(ktorch_qmatmul(g_ctx, &dx, &dq4, &dy), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "int8_asym") != NULL);
    }
    KTEST_STATUS(ktorch_qmatmul(g_ctx, &dx, &hq, &dy), KTORCH_INVALID_ARGUMENT); /* weights on the host */
    KTEST_STATUS(ktorch_qmatmul(g_ctx, &dx, &dq, &hy), KTORCH_INVALID_ARGUMENT); /* y on the host */
    KTEST_CHECK(strstr(ktorch_last_error(), "'y'") != NULL);
    KTEST_STATUS(ktorch_qmatmul(g_ctx, &dx, NULL, &dy), KTORCH_INVALID_ARGUMENT);
    if (cstate()) {
        KTEST_STATUS(ktorch_matmul_nt(g_ctx, &dx, &dx32, &dy), KTORCH_UNSUPPORTED);
    }
    KTEST_OK(ktorch_matmul_nt(g_ctx, &dx, &dx, &dy));
    KTEST_STATUS(ktorch_matmul_nt(g_ctx, &dx, &dx, &dx), KTORCH_INVALID_ARGUMENT); /* y shape */
    KTEST_OK(ktorch_qmatmul_w8a8(g_ctx, &di8, &di8, &dy));
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &di8, &di8, &dyi), KTORCH_INVALID_ARGUMENT); /* int8 -> bf16 */
    KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &di8, &dq, &dy), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "'w'") != NULL);
    {
        ktorch_qtensor bad = di8;
        bad.shape[1] = 32;
        KTEST_STATUS(ktorch_qmatmul_w8a8(g_ctx, &di8, &bad, &dy), KTORCH_INVALID_ARGUMENT);
    }
    if (cstate()) {
        /* the dense path with a W whose dequantized chunk the device cannot
           hold (x and the codes wrap small buffers under a K of 2^40): a
           status, before anything is launched */
        ktorch_qtensor big = di8;
        ktorch_tensor bx, by = dev_new(KTORCH_F32, 32, 8);
        int64_t bs[2];
        ktorch_status st;
        bs[0] = 32;
        bs[1] = (int64_t)1 << 40;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 2, bs, NULL, ktorch_tensor_ptr(&dx), ktest_gpu0(), &bx));
        bs[0] = 8;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_I8, 2, bs, NULL, ktorch_tensor_ptr(&di8.data), ktest_gpu0(), &big.data));
        big.shape[1] = bs[1];
        gpu_engine_qmatmul_dq_rows(cstate(), 1);
        st = ktorch_qmatmul(g_ctx, &bx, &big, &by);
        KTEST_CHECKF(st != KTORCH_OK, "qmatmul with K = 2^40 returned %d", (int)st);
        gpu_engine_qmatmul_dq_rows(cstate(), 0);
        ktorch_tensor_free(g_ctx, &by);
    }
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    ktorch_tensor_free(g_ctx, &dx);
    ktorch_tensor_free(g_ctx, &dx32);
    ktorch_tensor_free(g_ctx, &dy);
    ktorch_tensor_free(g_ctx, &dyi);
    ktorch_tensor_free(g_ctx, &hx16);
    qfree_dev(&dq);
    qfree_dev(&dq4);
    qfree_dev(&di8);
    ktorch_qtensor_free(g_ctx, &hq);
    ktorch_qtensor_free(g_ctx, &hq4);
    ktorch_qtensor_free(g_ctx, &hi8);
}

int main(void) {
    (void)ktest_nmse;
    (void)ktest_max_rel;
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_w8a8_int8);
    KTEST_RUN(test_w8a8_fp8_cublaslt);
    KTEST_RUN(test_w8a8_fp8_own);
    KTEST_RUN(test_matmul_nt);
    KTEST_RUN(test_matmul_nt_f32);
    KTEST_RUN(test_qmatmul);
    KTEST_RUN(test_qmatmul_dense);
    KTEST_RUN(test_qmatmul_dense_own);
    KTEST_RUN(test_gemv_shapes);
    KTEST_RUN(test_gemv_shapes_rows);
    KTEST_RUN(test_planted);
    KTEST_RUN(test_bad_input);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_gemm");
}
