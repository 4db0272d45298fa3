/* Causal and non-causal dense attention (b=4, h=16, n=4096, d=128, bf16) on
   pool tensors: q, k, v, o created back to back, and with spacer tensors of
   4352 B, 1 MiB + 4352 B and 3 MiB between them; each placement measured
   twice, alternating. Asks whether where the pool puts k and v explains the
   run-to-run spread of causal speed (docs/PERF.md, CUDA attention, v8).
   TFLOP/s with CUDA events, median of 11 batches of 5 calls.
   usage: bench_cuda_pool_causal [cache_dir] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"

static ktorch_context *ctx;

typedef struct job {
    ktorch_tensor *q, *k, *v, *o;
    ktorch_attention_params p;
} job;
static void run_job(void *arg) {
    job *j = (job *)arg;
    CHECK(ktorch_attention(ctx, j->q, j->k, j->v, j->o, &j->p));
}
/* uniform bf16 values in [-1, 1) */
static void fill(ktorch_tensor *t, uint64_t s) {
    int64_t n = ktorch_tensor_numel(t), i;
    ktorch_tensor h;
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, t->ndim, t->shape, ktorch_cpu(), &h));
    for (i = 0; i < n; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        ((uint16_t *)h.data)[i] = ktorch_f32_to_bf16((float)((double)(s >> 40) / 8388608.0 - 1.0));
    }
    CHECK(ktorch_tensor_copy(ctx, t, &h, NULL));
    ktorch_tensor_free(ctx, &h);
}

int main(int argc, char **argv) {
    static const int64_t gaps[] = {0, 4352, (1 << 20) + 4352, 3 << 20};
    const double flops = 4.0 * 4 * 16 * 4096.0 * 4096.0 * 128;
    int64_t s4[4] = {4, 16, 4096, 128};
    ktorch_cuda_desc desc;
    int rep, g;
    memset(&desc, 0, sizeof desc);
    desc.cache_dir = argc > 1 ? argv[1] : NULL;
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    printf("pool placement: b=4 h=16 n=4096 d=128 bf16, TFLOP/s (causal counts half)\n");
    printf("%10s %14s %11s %8s %7s\n", "gap bytes", "k - q bytes", "non-causal", "causal", "ratio");
    for (rep = 0; rep < 2; rep++)
        for (g = 0; g < 4; g++) {
            ktorch_tensor t[4], spacer[3];
            job j;
            double tn, tc;
            int i;
            for (i = 0; i < 4; i++) {
                CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &t[i]));
                if (i < 3) {
                    int64_t sb = gaps[g] > 0 ? gaps[g] : 1;
                    CHECK(ktorch_tensor_create(ctx, KTORCH_U8, 1, &sb, cuda0(), &spacer[i]));
                }
            }
            for (i = 0; i < 3; i++) fill(&t[i], 77u + (uint64_t)i);
            memset(&j, 0, sizeof j);
            j.q = &t[0];
            j.k = &t[1];
            j.v = &t[2];
            j.o = &t[3];
            tn = flops / (bench_cuda_time_ms(ctx, run_job, &j, 3, 11, 5) * 1e-3) / 1e12;
            j.p.causal = 1;
            tc = flops / 2 / (bench_cuda_time_ms(ctx, run_job, &j, 3, 11, 5) * 1e-3) / 1e12;
            printf("%10lld %14lld %11.1f %8.1f %7.3f\n", (long long)gaps[g], (long long)((const char *)t[1].data - (const char *)t[0].data), tn, tc,
                   tc / tn);
            for (i = 0; i < 4; i++) ktorch_tensor_free(ctx, &t[i]);
            for (i = 0; i < 3; i++) ktorch_tensor_free(ctx, &spacer[i]);
        }
    ktorch_context_destroy(ctx);
    return 0;
}
