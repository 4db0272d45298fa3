/* CUDA long-context benchmark: dense causal attention (d=128, bf16, b=1,
   h=16) at n = 16K and 1M tokens through ktorch_attention and through
   ktorch_attention_chunked (chunk 65536, and 4096 at 16K), with TFLOP/s,
   the ratio to the 16K figure and the device pool's peak memory (workspace
   separately); LSE-merge bandwidth; LongNet dilated attention (segments
   2048/8192/32768, dilations 1/2/4, n=65536) against dense causal.
   Times with device events; median of 10 runs (3 at 1M tokens, where one
   run takes seconds; KTORCH_BENCH_REPS_1M overrides), the 1M runs
   alternating with batches of 16K runs, which give their "vs 16K".
   usage: bench_cuda_long [cache_dir] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;
static ktorch_pool *pool;

typedef struct job {
    int kind; /* 0 attention, 1 chunked, 2 merge, 3 dilated */
    ktorch_tensor q, k, v, o, la, lb;
    ktorch_attention_params p;
    ktorch_dilated_params dp;
    int64_t chunk;
} job;
static void run_once(job *j) {
    switch (j->kind) {
    case 0: CHECK(ktorch_attention(ctx, &j->q, &j->k, &j->v, &j->o, &j->p)); break;
    case 1: CHECK(ktorch_attention_chunked(ctx, &j->q, &j->k, &j->v, &j->o, &j->p, j->chunk, j->chunk)); break;
    case 2: CHECK(ktorch_attention_merge(ctx, &j->q, &j->la, &j->k, &j->lb, &j->o, &j->la)); break;
    default: CHECK(ktorch_attention_dilated(ctx, &j->q, &j->k, &j->v, &j->o, &j->p, &j->dp)); break;
    }
}
static void run_job(void *j) { run_once((job *)j); }
/* median ms of `reps` timed runs after `warm` untimed ones */
static double time_ms(job *j, int warm, int reps) {
    double ms = bench_cuda_time_ms(ctx, run_job, j, warm, reps, 1);
    CHECK(ktorch_synchronize(ctx, cuda0()));
    return ms;
}

/* Random bf16 in [-2, 2): 16M values made on the host, then doubled on the
   device (timing does not depend on the values). */
static void fill(ktorch_tensor *t) {
    const int64_t block = 1 << 24;
    int64_t n = ktorch_tensor_numel(t), done, shape[1];
    ktorch_tensor flat, h, dst, src;
    float *x;
    uint64_t s = 88172645463325252ull;
    int64_t i, m = n < block ? n : block;
    shape[0] = n;
    CHECK(ktorch_tensor_wrap(t->dtype, 1, shape, NULL, ktorch_tensor_ptr(t), t->device, &flat));
    x = (float *)malloc((size_t)m * 4);
    for (i = 0; i < m; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        x[i] = (float)((s >> 40) * (4.0 / 16777216.0) - 2.0);
    }
    shape[0] = m;
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, x, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_slice(&flat, 0, 0, m, 1, &dst));
    CHECK(ktorch_tensor_copy(ctx, &dst, &h, NULL));
    for (done = m; done < n;) {
        int64_t c = done < n - done ? done : n - done;
        CHECK(ktorch_tensor_slice(&flat, 0, 0, c, 1, &src));
        CHECK(ktorch_tensor_slice(&flat, 0, done, done + c, 1, &dst));
        CHECK(ktorch_tensor_copy(ctx, &dst, &src, NULL));
        done += c;
    }
    CHECK(ktorch_synchronize(ctx, cuda0()));
    free(x);
}
static ktorch_status make(ktorch_tensor *t, ktorch_dtype dt, int ndim, int64_t a, int64_t b, int64_t c, int64_t d) {
    int64_t s[4];
    s[0] = a; s[1] = b; s[2] = c; s[3] = d;
    return ktorch_tensor_create(ctx, dt, ndim, s, cuda0(), t);
}
static void stats(ktorch_pool_stats *st) { ktorch_pool_get_stats(pool, st); }
static double gb(uint64_t x) { return (double)x / (1u << 30); }

/* q, k, v, out [1, H, n, 128] bf16 */
static int alloc_qkvo(job *j, int H, int64_t n) {
    if (make(&j->q, KTORCH_BF16, 4, 1, H, n, 128) != KTORCH_OK) return 0;
    if (make(&j->k, KTORCH_BF16, 4, 1, H, n, 128) != KTORCH_OK || make(&j->v, KTORCH_BF16, 4, 1, H, n, 128) != KTORCH_OK ||
        make(&j->o, KTORCH_BF16, 4, 1, H, n, 128) != KTORCH_OK) {
        ktorch_tensor_free(ctx, &j->q); ktorch_tensor_free(ctx, &j->k); ktorch_tensor_free(ctx, &j->v); ktorch_tensor_free(ctx, &j->o);
        return 0;
    }
    fill(&j->q); fill(&j->k); fill(&j->v);
    return 1;
}
static void free_job(job *j) {
    ktorch_tensor_free(ctx, &j->q); ktorch_tensor_free(ctx, &j->k); ktorch_tensor_free(ctx, &j->v);
    ktorch_tensor_free(ctx, &j->o); ktorch_tensor_free(ctx, &j->la); ktorch_tensor_free(ctx, &j->lb);
}
static void row(const char *what, int64_t n, int H, double ms, double flops, double ref_tf, uint64_t peak, uint64_t ws) {
    double tf = flops / (ms * 1e-3) / 1e12;
    printf("%-30s %8lld %3d %10.2f %8.1f %7.3f %8.2f %9.1f\n", what, (long long)n, H, ms, tf, ref_tf > 0 ? tf / ref_tf : 1.0, gb(peak),
           (double)ws / (1 << 20));
}

int main(int argc, char **argv) {
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    ktorch_pool_stats s0, s1;
    ktorch__cu_state *S;
    job j;
    double ms, tf16 = 0, flops;
    int H = 16, reps1m = 3;
    const int64_t N1M = 1048576;
    desc = bench_cuda_desc(argc > 1 ? argv[1] : NULL);
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (getenv("KTORCH_BENCH_REPS_1M")) reps1m = atoi(getenv("KTORCH_BENCH_REPS_1M"));
    if (reps1m < 1 || reps1m > 64) reps1m = 3;
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    CHECK(ktorch_device_pool(ctx, cuda0(), &pool));
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    S = (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state;
    printf("device: %s (%s, %d SMs, %.0f GiB)\n", info.name, info.arch, info.compute_units, gb(info.memory_bytes));
    printf("H200 ceilings: 790 TFLOP/s bf16 dense, 1450 fp8, 4.3 TB/s copy\n");
    printf("dense causal attention, d=128 bf16 b=1; FLOPs 4*b*h*n*n*d/2; pool = device pool peak, ws = workspace of the call\n\n");
    printf("%-30s %8s %3s %10s %8s %7s %8s %9s\n", "op", "n", "h", "ms", "TFLOP/s", "vs 16K", "pool GiB", "ws MiB");
    memset(&j, 0, sizeof j);

    /* 16K */
    if (!alloc_qkvo(&j, H, 16384)) CHECK(KTORCH_OUT_OF_MEMORY);
    j.p.causal = 1;
    flops = 4.0 * H * 16384.0 * 16384.0 * 128 / 2;
    stats(&s0);
    j.kind = 0;
    ms = time_ms(&j, 3, 10);
    tf16 = flops / (ms * 1e-3) / 1e12;
    stats(&s1);
    row("attention", 16384, H, ms, flops, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
    j.kind = 1;
    j.chunk = 65536;
    ms = time_ms(&j, 2, 10);
    stats(&s1);
    row("chunked 65536 (one chunk)", 16384, H, ms, flops, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
    j.chunk = 4096;
    ms = time_ms(&j, 2, 10);
    stats(&s1);
    row("chunked 4096", 16384, H, ms, flops, tf16, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
    free_job(&j);
    printf("\n");

    /* merge: [1,16,65536,128] bf16 a, b, out (out = a) and f32 LSEs */
    {
        const int64_t n = 65536;
        double bytes = 3.0 * 16 * n * 128 * 2 + 3.0 * 16 * n * 4;
        memset(&j, 0, sizeof j);
        CHECK(make(&j.q, KTORCH_BF16, 4, 1, 16, n, 128));
        CHECK(make(&j.k, KTORCH_BF16, 4, 1, 16, n, 128));
        CHECK(make(&j.la, KTORCH_F32, 3, 1, 16, n, 0));
        CHECK(make(&j.lb, KTORCH_F32, 3, 1, 16, n, 0));
        fill(&j.q); fill(&j.k);
        CHECK(ktorch_tensor_fill_bytes(ctx, &j.la, 0));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j.lb, 0));
        j.o = j.q;
        j.kind = 2;
        ms = time_ms(&j, 2, 10);
        printf("merge [1,16,65536,128] bf16 (out = a) + f32 LSE: %.3f ms, %.2f TB/s (read a, b, write out, 3 LSEs)\n", ms,
               bytes / (ms * 1e-3) / 1e12);
        memset(&j.o, 0, sizeof j.o);
        /* the chunked loop's inner step: f32 accumulator + bf16 partial -> f32 accumulator */
        ktorch_tensor_free(ctx, &j.q);
        CHECK(make(&j.q, KTORCH_F32, 4, 1, 16, n, 128));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j.q, 0));
        j.o = j.q;
        ms = time_ms(&j, 2, 10);
        bytes = 16.0 * n * 128 * (4 + 2 + 4) + 3.0 * 16 * n * 4;
        printf("merge [1,16,65536,128] f32 acc + bf16 partial -> f32 acc: %.3f ms, %.2f TB/s\n", ms, bytes / (ms * 1e-3) / 1e12);
        memset(&j.o, 0, sizeof j.o);
        free_job(&j);
    }
    /* dilated LongNet vs dense causal, n = 65536 */
    {
        static const int64_t seg[3] = {2048, 8192, 32768}, dil[3] = {1, 2, 4};
        const int64_t n = 65536;
        double md, ml;
        memset(&j, 0, sizeof j);
        if (!alloc_qkvo(&j, 16, n)) CHECK(KTORCH_OUT_OF_MEMORY);
        j.p.causal = 1;
        j.kind = 0;
        md = time_ms(&j, 2, 10);
        j.kind = 3;
        j.dp.count = 3;
        j.dp.segment = seg;
        j.dp.dilation = dil;
        j.dp.mode = KTORCH_DILATED_LONGNET;
        stats(&s0);
        ml = time_ms(&j, 2, 10);
        stats(&s1);
        printf("dilated LongNet n=65536 h=16 causal (w 2048/8192/32768, r 1/2/4): %.3f ms vs dense causal %.3f ms (%.1fx); "
               "workspace %.0f MiB\n",
               ml, md, md / ml, (double)(s1.peak_bytes_in_use - s0.bytes_in_use) / (1 << 20));
        free_job(&j);
    }
    /* 1M: 16 heads are 4 GiB per tensor; fewer heads if the device is smaller.
       A 1M run takes seconds, under the power cap's lower clock, where the
       16K row above (16 ms of runs) ran at full clock; so each 1M run
       alternates with a batch of 10 16K calls and "vs 16K" compares runs of
       the same clock history (the 16K job's 0.25 GiB stays in the pool). */
    printf("\n");
    {
        job j16;
        double ms16, tf16l, flops16 = 4.0 * 16 * 16384.0 * 16384.0 * 128 / 2;
        memset(&j16, 0, sizeof j16);
        if (!alloc_qkvo(&j16, 16, 16384)) CHECK(KTORCH_OUT_OF_MEMORY);
        j16.p.causal = 1;
        while (H > 1 && !alloc_qkvo(&j, H, N1M)) H /= 2;
        if (H != 16) printf("(1M tokens with %d heads: 16 did not fit)\n", H);
        flops = 4.0 * H * (double)N1M * (double)N1M * 128 / 2;
        stats(&s0);
        j.kind = 0;
        bench_cuda_time_pair_ms(ctx, run_job, &j, 1, run_job, &j16, 10, 0, reps1m, &ms, &ms16);
        stats(&s1);
        tf16l = flops16 / (ms16 * 1e-3) / 1e12;
        row("attention, between 1M runs", 16384, 16, ms16, flops16, tf16, s1.peak_bytes_in_use, 0);
        row("attention", N1M, H, ms, flops, tf16l, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
        printf("(vs the 16K row run alone: %.3f)\n", flops / (ms * 1e-3) / 1e12 / tf16);
        j.kind = 1;
        j.chunk = 65536;
        bench_cuda_time_pair_ms(ctx, run_job, &j, 1, run_job, &j16, 10, 0, reps1m, &ms, &ms16);
        stats(&s1);
        tf16l = flops16 / (ms16 * 1e-3) / 1e12;
        row("chunked 65536", N1M, H, ms, flops, tf16l, s1.peak_bytes_in_use, s1.peak_bytes_in_use - s0.bytes_in_use);
        printf("(16K between chunked runs %.1f TFLOP/s; vs the 16K row run alone: %.3f)\n", tf16l, flops / (ms * 1e-3) / 1e12 / tf16);
        printf("(1M rows: median of %d runs, each followed by a batch of 10 16K runs; device scratch outside the pool: %.1f MiB)\n",
               reps1m, (double)S->dev[0].scratch_size / (1 << 20));
        free_job(&j);
        free_job(&j16);
    }

    ktorch_context_destroy(ctx);
    return 0;
}
