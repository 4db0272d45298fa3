/* Clocks under sustained load: dense attention b=4 h=16 n=4096 d=128 bf16
   on pool tensors, non-causal and causal, timed three ways, each after 1 s
   idle: one after the other (11 batches of 5 non-causal calls, then 11 of
   causal), in alternating batches, and in alternating batches after 3 s of
   sustained load. Every batch prints its TFLOP/s and the SM clock read right
   after it (NVML). Shows why a ratio of two timings needs alternating
   batches (bench_cuda_time_pair_ms): the power cap lowers the clock within
   about 0.1 s of load, so the job timed second runs slower.
   usage: bench_cuda_clocks [cache_dir] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"

static ktorch_context *ctx;
typedef struct job {
    ktorch_tensor q, k, v, o;
    ktorch_attention_params p;
} job;
static void run_job(void *arg) {
    job *j = (job *)arg;
    CHECK(ktorch_attention(ctx, &j->q, &j->k, &j->v, &j->o, &j->p));
}
static void idle_1s(void) {
    struct timespec t = {1, 0};
    CHECK(ktorch_synchronize(ctx, cuda0()));
    nanosleep(&t, NULL);
}

enum { NB = 11, INNER = 5 };
typedef struct series {
    double tf[2][NB];     /* [causal][batch] */
    unsigned mhz[2][NB];
} series;
static double median(const double *x) {
    double t[NB];
    memcpy(t, x, sizeof t);
    qsort(t, NB, sizeof t[0], cmpd);
    return t[NB / 2];
}
static void batch(job *nc, job *c, series *s, int causal, int i) {
    static const double flops = 4.0 * 4 * 16 * 4096.0 * 4096.0 * 128;
    double ms = bench_cuda_batch_ms(ctx, run_job, causal ? c : nc, INNER);
    s->tf[causal][i] = (causal ? flops / 2 : flops) / (ms * 1e-3) / 1e12;
    s->mhz[causal][i] = bench_cuda_clock().sm_mhz;
}
static void report(const char *how, const series *s) {
    double n = median(s->tf[0]), c = median(s->tf[1]);
    unsigned lo = 100000, hi = 0;
    int m, i;
    printf("%s\n", how);
    for (m = 0; m < 2; m++) {
        printf("  %-10s", m ? "causal" : "non-causal");
        for (i = 0; i < NB; i++) {
            printf(" %4.0f@%u", s->tf[m][i], s->mhz[m][i]);
            if (s->mhz[m][i] < lo) lo = s->mhz[m][i];
            if (s->mhz[m][i] > hi) hi = s->mhz[m][i];
        }
        printf("\n");
    }
    printf("  median non-causal %.1f, causal %.1f TFLOP/s, ratio %.3f; SM clock %u-%u MHz\n", n, c, c / n, lo, hi);
}

int main(int argc, char **argv) {
    int64_t s4[4] = {4, 16, 4096, 128};
    ktorch_cuda_desc desc;
    job nc, c;
    series s;
    bench_clock k0;
    int i;
    double t0;
    desc = bench_cuda_desc(argc > 1 ? argv[1] : NULL);
    setvbuf(stdout, NULL, _IOLBF, 0);
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    memset(&nc, 0, sizeof nc);
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &nc.q));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &nc.k));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &nc.v));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &nc.o));
    bench_fill_bf16(ctx, &nc.q, 77);
    bench_fill_bf16(ctx, &nc.k, 78);
    bench_fill_bf16(ctx, &nc.v, 79);
    c = nc;
    c.p.causal = 1;
    for (i = 0; i < 3; i++) {
        run_job(&nc);
        run_job(&c);
    }
    k0 = bench_cuda_clock();
    printf("dense attention b=4 h=16 n=4096 d=128 bf16, pool tensors; TFLOP/s@SM MHz per batch of %d calls (causal counts half)\n",
           INNER);
    if (k0.sm_mhz) printf("NVML: power limit %u W\n", k0.limit_w);
    else printf("NVML did not load: clocks print as 0\n");

    idle_1s();
    for (i = 0; i < NB; i++) batch(&nc, &c, &s, 0, i);
    for (i = 0; i < NB; i++) batch(&nc, &c, &s, 1, i);
    report("one after the other (non-causal, then causal)", &s);

    idle_1s();
    for (i = 0; i < NB; i++) {
        batch(&nc, &c, &s, 0, i);
        batch(&nc, &c, &s, 1, i);
    }
    report("alternating batches", &s);

    idle_1s();
    for (t0 = bench_wall_s(); bench_wall_s() - t0 < 3.0;) {
        bench_cuda_batch_ms(ctx, run_job, &nc, INNER);
        bench_cuda_batch_ms(ctx, run_job, &c, INNER);
    }
    for (i = 0; i < NB; i++) {
        batch(&nc, &c, &s, 0, i);
        batch(&nc, &c, &s, 1, i);
    }
    k0 = bench_cuda_clock();
    report("alternating batches after 3 s of load", &s);
    printf("  at the end: %u W, clock-limit reasons 0x%llx\n", k0.power_w, k0.reasons);
    ktorch_tensor_free(ctx, &nc.q);
    ktorch_tensor_free(ctx, &nc.k);
    ktorch_tensor_free(ctx, &nc.v);
    ktorch_tensor_free(ctx, &nc.o);
    ktorch_context_destroy(ctx);
    return 0;
}
