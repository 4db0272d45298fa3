/* Quantization benchmark: quantize/dequantize throughput against memcpy
   bandwidth measured here, quantized matmul GFLOP/s against the f32 matmul of
   the same shape, bytes saved and SQNR per format.
   Build: cc -O2 -std=c99 -I. examples/bench_quant.c -o build/bench_quant -lm -lpthread -ldl
   Run:   build/bench_quant [rows cols] [threads]      (default 2048 4096, all CPUs) */
#define _POSIX_C_SOURCE 199309L
#include "ktorch.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static unsigned long long rng_s = 0x9E3779B97F4A7C15ull;
static double uniform(void) {
    rng_s ^= rng_s >> 12;
    rng_s ^= rng_s << 25;
    rng_s ^= rng_s >> 27;
    return (double)((rng_s * 0x2545F4914F6CDD1Dull) >> 11) * (1.0 / 9007199254740992.0);
}
static float gauss(void) {
    double u1 = uniform(), u2 = uniform();
    if (u1 < 1e-300) u1 = 1e-300;
    return (float)(sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2));
}

/* Best time of repeated runs totalling at least min_s. */
typedef void (*bench_fn)(void *);
static double best_time(bench_fn fn, void *arg, double min_s) {
    double best = 1e30, start = now();
    int reps = 0;
    while (reps < 3 || now() - start < min_s) {
        double t0 = now();
        fn(arg);
        t0 = now() - t0;
        if (t0 < best) best = t0;
        reps++;
    }
    return best;
}

typedef struct job {
    ktorch_context *ctx;
    ktorch_tensor *x, *y, *w, *out;
    ktorch_qtensor *q;
    ktorch_quant_format f;
    void *dst, *src;
    size_t bytes;
} job;

static void run_memcpy(void *a) {
    job *j = (job *)a;
    memcpy(j->dst, j->src, j->bytes);
}
static void run_quant(void *a) {
    job *j = (job *)a;
    ktorch_qtensor q;
    CHECK(ktorch_quantize(j->ctx, j->x, j->f, NULL, &q));
    ktorch_qtensor_free(j->ctx, &q);
}
static void run_dequant(void *a) {
    job *j = (job *)a;
    CHECK(ktorch_dequantize(j->ctx, j->q, j->y));
}
static void run_qmm(void *a) {
    job *j = (job *)a;
    CHECK(ktorch_qmatmul(j->ctx, j->x, j->q, j->out));
}
static void run_mm(void *a) {
    job *j = (job *)a;
    CHECK(ktorch_matmul_nt(j->ctx, j->x, j->w, j->out));
}

int main(int argc, char **argv) {
    int64_t R = 2048, C = 4096, n, i;
    int threads = 0, f, mi;
    ktorch_context *ctx;
    ktorch_context_desc d;
    ktorch_tensor x, y;
    float *xb, *yb;
    double t, memcpy_gbs;
    job j;
    int64_t shape[2];
    if (argc >= 3) {
        R = atoll(argv[1]);
        C = atoll(argv[2]);
    }
    if (argc >= 4) threads = atoi(argv[3]);
    memset(&d, 0, sizeof d);
    d.num_threads = threads;
    CHECK(ktorch_context_create(&d, &ctx));
    n = R * C;
    shape[0] = R;
    shape[1] = C;
    xb = (float *)malloc((size_t)n * sizeof(float));
    yb = (float *)malloc((size_t)n * sizeof(float));
    if (!xb || !yb) return 1;
    for (i = 0; i < n; i++) xb[i] = gauss();
    memset(yb, 0, (size_t)n * sizeof(float));
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, xb, ktorch_cpu(), &x));
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, yb, ktorch_cpu(), &y));
    printf("ktorch %s, cpu isa %s, %d threads, tensor %lldx%lld f32 (%.1f MiB), N(0,1) data\n", ktorch_version_string(), ktorch_cpu_isa(ctx),
           ktorch_num_threads(ctx), (long long)R, (long long)C, (double)n * 4 / 1048576.0);

    memset(&j, 0, sizeof j);
    j.ctx = ctx;
    j.dst = yb;
    j.src = xb;
    j.bytes = (size_t)n * 4;
    t = best_time(run_memcpy, &j, 0.3);
    memcpy_gbs = 2.0 * (double)j.bytes / t / 1e9;
    printf("memcpy: %.2f GB/s (bytes read + written, one thread)\n\n", memcpy_gbs);

    printf("%-11s %9s %8s %11s %6s %11s %6s %9s %9s %9s\n", "format", "bytes", "saved", "quant GB/s", "%mcpy", "deq GB/s", "%mcpy",
           "SQNR dB", "rmse", "max err");
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
        ktorch_qtensor q;
        ktorch_quant_error_stats e;
        uint64_t qb;
        double tq, tdq, gq, gdq;
        ktorch_quant_params p;
        memset(&p, 0, sizeof p);
        if (f <= KTORCH_QUANT_INT8_ASYM) {
            p.granularity = KTORCH_QUANT_PER_CHANNEL;
            p.axis = 0;
        }
        CHECK(ktorch_quantize(ctx, &x, (ktorch_quant_format)f, &p, &q));
        qb = ktorch_qtensor_nbytes(&q);
        j.x = &x;
        j.y = &y;
        j.q = &q;
        j.f = (ktorch_quant_format)f;
        tq = best_time(run_quant, &j, 0.3);
        tdq = best_time(run_dequant, &j, 0.3);
        CHECK(ktorch_quant_error(&x, &y, &e));
        gq = ((double)n * 4 + (double)qb) / tq / 1e9;
        gdq = ((double)n * 4 + (double)qb) / tdq / 1e9;
        printf("%-11s %9llu %7.1f%% %11.2f %5.0f%% %11.2f %5.0f%% %9.2f %9.4g %9.4g\n", ktorch_quant_format_name((ktorch_quant_format)f),
               (unsigned long long)qb, 100.0 * (1.0 - (double)qb / ((double)n * 4)), gq, 100 * gq / memcpy_gbs, gdq, 100 * gdq / memcpy_gbs,
               e.sqnr_db, e.rmse, e.max_abs);
        ktorch_qtensor_free(ctx, &q);
    }
    /* MX scale modes side by side */
    {
        static const ktorch_quant_format mxf[6] = {KTORCH_QUANT_MXFP8_E4M3, KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_MXFP6_E2M3,
                                                   KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXFP4, KTORCH_QUANT_MXINT8};
        printf("\nMX scale rule: SQNR (dB) spec X = floor(log2 amax) - emax  vs  non-clipping X\n");
        for (f = 0; f < 6; f++) {
            ktorch_qtensor q;
            ktorch_quant_params p;
            ktorch_quant_error_stats e1, e2;
            memset(&p, 0, sizeof p);
            CHECK(ktorch_quantize(ctx, &x, mxf[f], &p, &q));
            CHECK(ktorch_dequantize(ctx, &q, &y));
            CHECK(ktorch_quant_error(&x, &y, &e1));
            ktorch_qtensor_free(ctx, &q);
            p.mx_scale = KTORCH_MX_SCALE_NOCLIP;
            CHECK(ktorch_quantize(ctx, &x, mxf[f], &p, &q));
            CHECK(ktorch_dequantize(ctx, &q, &y));
            CHECK(ktorch_quant_error(&x, &y, &e2));
            ktorch_qtensor_free(ctx, &q);
            printf("  %-11s spec %6.2f   noclip %6.2f\n", ktorch_quant_format_name(mxf[f]), e1.sqnr_db, e2.sqnr_db);
        }
    }

    /* matmul y[M,N] = x[M,K] W[N,K]^T with W = the benchmark tensor (N = rows, K = cols) */
    {
        static const int64_t Ms[3] = {1, 8, 64};
        float *ab = (float *)malloc((size_t)(64 * C) * sizeof(float)), *ob = (float *)malloc((size_t)(64 * R) * sizeof(float));
        float *ref = (float *)malloc((size_t)(64 * R) * sizeof(float));
        if (!ab || !ob || !ref) return 1;
        for (i = 0; i < 64 * C; i++) ab[i] = gauss();
        printf("\nmatmul y = x W^T, W %lldx%lld; GFLOP/s = 2*M*N*K / time; err = SQNR (dB) of y vs the f32 matmul\n", (long long)R, (long long)C);
        for (mi = 0; mi < 3; mi++) {
            int64_t M = Ms[mi], sa[2], so[2];
            ktorch_tensor a, o, oref;
            double tf, flops = 2.0 * (double)M * (double)R * (double)C;
            sa[0] = M; sa[1] = C; so[0] = M; so[1] = R;
            CHECK(ktorch_tensor_wrap(KTORCH_F32, 2, sa, NULL, ab, ktorch_cpu(), &a));
            CHECK(ktorch_tensor_wrap(KTORCH_F32, 2, so, NULL, ob, ktorch_cpu(), &o));
            CHECK(ktorch_tensor_wrap(KTORCH_F32, 2, so, NULL, ref, ktorch_cpu(), &oref));
            j.x = &a;
            j.w = &x;
            j.out = &oref;
            tf = best_time(run_mm, &j, 0.3);
            printf("M=%-3lld f32          %8.2f GFLOP/s  %7.2f ms\n", (long long)M, flops / tf / 1e9, tf * 1e3);
            for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
                ktorch_qtensor q;
                ktorch_quant_error_stats e;
                double tq;
                ktorch_quant_params p;
                memset(&p, 0, sizeof p);
                if (f <= KTORCH_QUANT_INT8_ASYM) {
                    p.granularity = KTORCH_QUANT_PER_CHANNEL;
                    p.axis = 0;
                }
                CHECK(ktorch_quantize(ctx, &x, (ktorch_quant_format)f, &p, &q));
                j.q = &q;
                j.out = &o;
                tq = best_time(run_qmm, &j, 0.3);
                CHECK(ktorch_quant_error(&oref, &o, &e));
                printf("M=%-3lld %-12s %8.2f GFLOP/s  %7.2f ms  %5.2fx f32  err %6.2f dB\n", (long long)M,
                       ktorch_quant_format_name((ktorch_quant_format)f), flops / tq / 1e9, tq * 1e3, tf / tq, e.sqnr_db);
                ktorch_qtensor_free(ctx, &q);
            }
            /* w8a8: x quantized per row, W per channel */
            {
                ktorch_qtensor qx, qw;
                ktorch_quant_params p;
                ktorch_quant_error_stats e;
                double t0, tw = 1e30;
                int r;
                memset(&p, 0, sizeof p);
                p.granularity = KTORCH_QUANT_PER_CHANNEL;
                CHECK(ktorch_quantize(ctx, &a, KTORCH_QUANT_INT8, &p, &qx));
                CHECK(ktorch_quantize(ctx, &x, KTORCH_QUANT_INT8, &p, &qw));
                for (r = 0; r < 5; r++) {
                    t0 = now();
                    CHECK(ktorch_qmatmul_w8a8(ctx, &qx, &qw, &o));
                    t0 = now() - t0;
                    if (t0 < tw) tw = t0;
                }
                CHECK(ktorch_quant_error(&oref, &o, &e));
                printf("M=%-3lld %-12s %8.2f GFLOP/s  %7.2f ms  %5.2fx f32  err %6.2f dB\n", (long long)M, "w8a8", flops / tw / 1e9, tw * 1e3, tf / tw,
                       e.sqnr_db);
                ktorch_qtensor_free(ctx, &qx);
                ktorch_qtensor_free(ctx, &qw);
            }
        }
        free(ab);
        free(ob);
        free(ref);
    }
    free(xb);
    free(yb);
    ktorch_context_destroy(ctx);
    return 0;
}
