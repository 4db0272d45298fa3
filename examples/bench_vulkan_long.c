/* Vulkan long-context benchmark: causal attention (d=128, f16, b=1, h=1)
   at n = 16K through ktorch_attention and ktorch_attention_chunked (chunk
   4096), and at 1M tokens through ktorch_attention_chunked (chunk 65536),
   with TFLOP/s, the ratio to the 16K figure and the device pool's peak
   (the call's workspace separately). The 1M output is checked: a few query
   rows (the first, the last and rows in between) against an f64 reference
   computed here from the same f16 inputs; exit status 1 when a row is off
   by more than 2e-3 (f16 output rounding plus f32 accumulation).
   Each row ends with the attention kernel that ran
   (ktorch_vulkan_attention_path: coopmat_nv where the device offers
   cooperative matrices, else flash). Times are wall clock around a batch of
   runs and one synchronisation;
   median of 5 batches at 16K, one run at 1M (tens of seconds).
   Leaves out CPU Vulkan devices (lavapipe).
   usage: bench_vulkan_long [heads] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"

#define D 128
static ktorch_context *ctx;
static ktorch_device dev;
static ktorch_pool *pool;


typedef struct job {
    ktorch_tensor q, k, v, o;
    ktorch_attention_params p;
    int64_t chunk; /* 0: ktorch_attention */
} job;
static void run(job *j) {
    if (j->chunk) CHECK(ktorch_attention_chunked(ctx, &j->q, &j->k, &j->v, &j->o, &j->p, j->chunk, j->chunk));
    else CHECK(ktorch_attention(ctx, &j->q, &j->k, &j->v, &j->o, &j->p));
}
/* ms per run: median of `batches` batches of `reps` runs after one warm run */
static double time_ms(job *j, int batches, int reps) {
    double t[5];
    int i, r;
    if (batches > 1) {
        run(j);
        CHECK(ktorch_synchronize(ctx, dev));
    }
    for (i = 0; i < batches; i++) {
        double t0 = bench_wall_s();
        for (r = 0; r < reps; r++) run(j);
        CHECK(ktorch_synchronize(ctx, dev));
        t[i] = (bench_wall_s() - t0) * 1e3 / reps;
    }
    qsort(t, (size_t)batches, sizeof t[0], cmpd);
    return t[batches / 2];
}

/* f16 values in [-2, 2) from a xorshift stream; the host copy is kept for the reference */
static uint16_t *fill(ktorch_tensor *t, uint64_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    uint16_t *x = (uint16_t *)malloc((size_t)n * 2);
    ktorch_tensor h;
    uint64_t s = seed;
    if (!x) CHECK(KTORCH_OUT_OF_MEMORY);
    for (i = 0; i < n; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        x[i] = ktorch_f32_to_f16((float)((double)(s >> 40) * (4.0 / 16777216.0) - 2.0));
    }
    CHECK(ktorch_tensor_wrap(KTORCH_F16, t->ndim, t->shape, NULL, x, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, t, &h, NULL));
    CHECK(ktorch_synchronize(ctx, dev));
    return x;
}
static void make(ktorch_tensor *t, int H, int64_t n) {
    int64_t s[4];
    s[0] = 1, s[1] = H, s[2] = n, s[3] = D;
    CHECK(ktorch_tensor_create(ctx, KTORCH_F16, 4, s, dev, t));
}
static void free_job(job *j) {
    ktorch_tensor_free(ctx, &j->q);
    ktorch_tensor_free(ctx, &j->k);
    ktorch_tensor_free(ctx, &j->v);
    ktorch_tensor_free(ctx, &j->o);
}
static double gib(uint64_t x) { return (double)x / (1u << 30); }
/* causal FLOPs 4*h*n*n*d/2 over ms */
static double tflops(int64_t n, int H, double ms) { return 4.0 * H * (double)n * (double)n * D / 2 / (ms * 1e-3) / 1e12; }
/* one row, ending with the attention kernel that ran */
static void row(const char *what, int64_t n, int H, double ms, double ref_tf, uint64_t peak, uint64_t ws) {
    double tf = tflops(n, H, ms);
    const char *path = "";
    CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
    printf("%-28s %8lld %3d %11.2f %8.2f %7.3f %8.2f %9.1f  %s\n", what, (long long)n, H, ms, tf, ref_tf > 0 ? tf / ref_tf : 1.0, gib(peak),
           (double)ws / (1 << 20), path);
}

/* Largest error of output row i of head h against causal attention in f64
   over the f16 inputs, relative to the largest |reference| of the row. */
static double row_error(const uint16_t *q, const uint16_t *k, const uint16_t *v, const uint16_t *o, int64_t n, int h, int64_t i) {
    const double scale = 1.0 / sqrt((double)D);
    const uint16_t *qi = q + ((int64_t)h * n + i) * D;
    double *s = (double *)malloc((size_t)(i + 1) * sizeof(double)), m = -INFINITY, l = 0, acc[D], err = 0, big = 0;
    int64_t j;
    int e;
    if (!s) CHECK(KTORCH_OUT_OF_MEMORY);
    for (j = 0; j <= i; j++) {
        const uint16_t *kj = k + ((int64_t)h * n + j) * D;
        double x = 0;
        for (e = 0; e < D; e++) x += (double)ktorch_f16_to_f32(qi[e]) * ktorch_f16_to_f32(kj[e]);
        s[j] = x * scale;
        if (s[j] > m) m = s[j];
    }
    for (e = 0; e < D; e++) acc[e] = 0;
    for (j = 0; j <= i; j++) {
        const uint16_t *vj = v + ((int64_t)h * n + j) * D;
        double p = exp(s[j] - m);
        l += p;
        for (e = 0; e < D; e++) acc[e] += p * ktorch_f16_to_f32(vj[e]);
    }
    for (e = 0; e < D; e++) {
        double ref = acc[e] / l, d = fabs(ref - ktorch_f16_to_f32(o[((int64_t)h * n + i) * D + e]));
        if (fabs(ref) > big) big = fabs(ref);
        if (d > err) err = d;
    }
    free(s);
    return err / (big > 0 ? big : 1);
}

int main(int argc, char **argv) {
    ktorch_vulkan_desc vd;
    ktorch_device_info info;
    ktorch_pool_stats s0, s1;
    job j;
    double ms, tf16;
    int H = argc > 1 ? atoi(argv[1]) : 1, fails = 0, r;
    const int64_t N16 = 16384, N1M = 1048576;
    if (H < 1 || H > 64) {
        fprintf(stderr, "usage: bench_vulkan_long [heads 1..64]\n");
        return 2;
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    CHECK(ktorch_context_create(NULL, &ctx));
    memset(&vd, 0, sizeof vd);
    vd.gpus_only = 1;
    if (ktorch_vulkan_register(ctx, &vd) != KTORCH_OK || ktorch_device_count(ctx, KTORCH_BACKEND_VULKAN) < 1) {
        printf("no Vulkan GPU: %s\n", ktorch_last_error());
        return 0;
    }
    dev.backend = KTORCH_BACKEND_VULKAN, dev.index = 0;
    CHECK(ktorch_device_info_get(ctx, dev, &info));
    CHECK(ktorch_device_pool(ctx, dev, &pool));
    printf("vulkan device: %s (%s)\n", info.name, info.arch);
    printf("causal attention, d=128 f16 b=1; FLOPs 4*h*n*n*d/2; pool = device pool peak, ws = workspace of the call\n\n");
    printf("%-28s %8s %3s %11s %8s %7s %8s %9s  %s\n", "op", "n", "h", "ms", "TFLOP/s", "vs 16K", "pool GiB", "ws MiB", "kernel");
    memset(&j, 0, sizeof j);
    j.p.causal = 1;

    make(&j.q, H, N16), make(&j.k, H, N16), make(&j.v, H, N16), make(&j.o, H, N16);
    free(fill(&j.q, 1)), free(fill(&j.k, 2)), free(fill(&j.v, 3));
    ktorch_pool_get_stats(pool, &s0);
    ms = time_ms(&j, 5, 3);
    tf16 = tflops(N16, H, ms);
    ktorch_pool_get_stats(pool, &s1);
    row("attention", N16, H, ms, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
    j.chunk = 4096;
    ms = time_ms(&j, 5, 3);
    ktorch_pool_get_stats(pool, &s1);
    row("chunked 4096", N16, H, ms, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
    free_job(&j);

    {
        uint16_t *hq, *hk, *hv, *ho;
        ktorch_tensor h;
        const int64_t rows[5] = {0, 1, 65535, 524288, N1M - 1};
        make(&j.q, H, N1M), make(&j.k, H, N1M), make(&j.v, H, N1M), make(&j.o, H, N1M);
        hq = fill(&j.q, 1), hk = fill(&j.k, 2), hv = fill(&j.v, 3);
        j.chunk = 65536;
        ktorch_pool_get_stats(pool, &s0);
        ms = time_ms(&j, 1, 1);
        ktorch_pool_get_stats(pool, &s1);
        row("chunked 65536", N1M, H, ms, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
        ho = (uint16_t *)malloc((size_t)ktorch_tensor_numel(&j.o) * 2);
        if (!ho) CHECK(KTORCH_OUT_OF_MEMORY);
        CHECK(ktorch_tensor_wrap(KTORCH_F16, 4, j.o.shape, NULL, ho, ktorch_cpu(), &h));
        CHECK(ktorch_tensor_copy(ctx, &h, &j.o, NULL));
        CHECK(ktorch_synchronize(ctx, dev));
        for (r = 0; r < 5; r++) {
            int hh = r % H;
            double e = row_error(hq, hk, hv, ho, N1M, hh, rows[r]);
            printf("  1M check: head %d row %7lld: max error %.2e of the row's largest value%s\n", hh, (long long)rows[r], e,
                   e > 2e-3 ? "  FAIL" : "");
            fails += e > 2e-3;
        }
        free(hq), free(hk), free(hv), free(ho);
        free_job(&j);
    }
    printf("1M tokens through Vulkan: %s\n", fails ? "FAILED" : "checked");
    ktorch_context_destroy(ctx);
    return fails ? 1 : 0;
}
