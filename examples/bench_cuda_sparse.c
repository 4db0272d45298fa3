/* CUDA block-sparse attention benchmark: b=1 h=16 n=16384 d=128 bf16 with
   random 128x128 block masks (ktorch_block_mask_build) at ~10.7/25/50%
   density, sliding window 1024 causal, dense; device top-k mask; causal vs
   non-causal dense at n=4096/8192/16384 (b=16384/n, h=16). With --bwd
   instead: the backward at b=1 h=16 n=8192 d=128 bf16, dense, dense causal
   and random 128x128 block masks at 10/50/90%, deterministic and atomic
   (bench/peer_flex.py --bwd: FlexAttention's). Median of CUDA-event
   timings. The first table times each case after 1 s of its own runs
   (bench_cuda_time_steady_ms: each at the clock the power cap settles at
   for it); the causal table alternates causal and non-causal batches.
   usage: bench_cuda_sparse [cache_dir] [--bwd (the backward table alone)] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;


typedef struct job {
    int kind; /* 0 dense, 1 block-sparse, 2 top-k, 3 dense backward, 4 block-sparse backward */
    ktorch_tensor *q, *k, *v, *o, *m, *lse, *dout, *dq, *dk, *dv;
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    double density;
} job;
static void run_once(job *j) {
    if (j->kind == 0) CHECK(ktorch_attention(ctx, j->q, j->k, j->v, j->o, &j->p));
    else if (j->kind == 1) CHECK(ktorch_attention_block_sparse(ctx, j->q, j->k, j->v, j->o, &j->p, &j->sp));
    else if (j->kind == 2) CHECK(ktorch_block_mask_topk(ctx, j->q, j->k, 128, 128, j->density, j->p.causal, j->m));
    else if (j->kind == 3) CHECK(ktorch_attention_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p));
    else CHECK(ktorch_attention_block_sparse_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p, &j->sp));
}
static void run_job(void *j) { run_once((job *)j); }
/* median ms per call over 11 batches of `inner` calls */
static double time_ms(job *j, int inner) { return bench_cuda_time_ms(ctx, run_job, j, 3, 11, inner); }
/* median ms per call of 11 batches of `inner` calls after 1 s of them */
static double time_steady(job *j, int inner) { return bench_cuda_time_steady_ms(ctx, run_job, j, inner, 1.0, 11); }
/* A backward case: the forward of kind `fwd` once to save the LSE, then the
   backward of kind `bwd` timed from it. */
static double time_backward(job *j, ktorch_tensor *lse, int fwd, int bwd) {
    j->p.lse = lse;
    j->kind = fwd;
    run_once(j);
    j->p.lse = NULL;
    j->kind = bwd;
    return time_steady(j, 3);
}

static double mask_density(const ktorch_tensor *m) {
    double d = 0;
    CHECK(ktorch_block_mask_density(m, &d));
    return d;
}

/* The backward at b=1 h=16 n=8192 d=128 bf16: FLOPs 2.5 x 4 h n^2 d, times
   the density (causal: half). Out and LSE from the forward of the same mask. */
static void bench_backward(ktorch_cuda_desc desc) {
    const int64_t N = 8192, H = 16, D = 128, NB = N / 128;
    const int64_t s4[4] = {1, H, N, D}, sl[3] = {1, H, N}, sm[4] = {1, H, NB, NB};
    static const double dens[] = {0.10, 0.50, 0.90};
    const double f = 2.5 * 4.0 * H * (double)N * N * D;
    uint8_t *hbuf = (uint8_t *)malloc((size_t)(H * NB * NB));
    int mode, i;
    printf("\nbackward b=1 h=16 n=8192 d=128 bf16, 128x128 random blocks; TFLOP/s counts visited blocks only\n");
    printf("%-34s %8s %9s %10s %9s\n", "case", "density", "ms", "TFLOP/s", "vs dense");
    for (mode = 0; mode < 2; mode++) {
        const char *mname = mode ? "atomic" : "deterministic";
        ktorch_tensor t[10], hm; /* q k v o dout dq dk dv, lse, block mask */
        double dense_ms = 0, ms;
        job j;
        char name[64];
        if (mode) { /* the atomic mode is a registration setting */
            ktorch_context_destroy(ctx);
            desc.attn_bwd_atomic = 1;
            CHECK(ktorch_context_create(NULL, &ctx));
            CHECK(ktorch_cuda_register(ctx, &desc));
        }
        for (i = 0; i < 8; i++) CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &t[i]));
        CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 3, sl, cuda0(), &t[8]));
        CHECK(ktorch_tensor_create(ctx, KTORCH_U8, 4, sm, cuda0(), &t[9]));
        CHECK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, hbuf, ktorch_cpu(), &hm));
        for (i = 0; i < 5; i++) bench_fill_bf16(ctx, &t[i], 11 + (uint64_t)i);
        memset(&j, 0, sizeof j);
        j.q = &t[0]; j.k = &t[1]; j.v = &t[2]; j.o = &t[3]; j.dout = &t[4]; j.dq = &t[5]; j.dk = &t[6]; j.dv = &t[7]; j.lse = &t[8];
        j.sp.block_mask = &t[9];
        j.sp.block_q = j.sp.block_k = 128;
        for (i = 0; i < 2; i++) { /* dense, dense causal */
            j.p.causal = i;
            ms = time_backward(&j, &t[8], 0, 3);
            if (!i) dense_ms = ms;
            snprintf(name, sizeof name, "%s dense%s", mname, i ? " causal" : "");
            printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", name, i ? 0.5 : 1.0, ms, (i ? 0.5 : 1.0) * f / (ms * 1e-3) / 1e12, dense_ms / ms);
        }
        j.p.causal = 0;
        for (i = 0; i < 3; i++) {
            ktorch_block_mask_desc bd;
            double de;
            memset(&bd, 0, sizeof bd);
            bd.pattern = KTORCH_BLOCKS_RANDOM;
            bd.density = dens[i];
            bd.seed = 17 + (uint64_t)i;
            CHECK(ktorch_block_mask_build(ctx, &bd, &hm));
            de = mask_density(&hm);
            CHECK(ktorch_tensor_copy(ctx, &t[9], &hm, NULL));
            ms = time_backward(&j, &t[8], 1, 4);
            snprintf(name, sizeof name, "%s random %.0f%%", mname, 100.0 * dens[i]);
            printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", name, de, ms, de * f / (ms * 1e-3) / 1e12, dense_ms / ms);
        }
        for (i = 0; i < 10; i++) ktorch_tensor_free(ctx, &t[i]);
    }
    free(hbuf);
}

int main(int argc, char **argv) {
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    const int64_t N = 16384, H = 16, D = 128, NB = N / 128;
    int64_t s4[4], sm[4];
    ktorch_tensor q, k, v, o, dm, hm;
    uint8_t *hbuf;
    job j;
    double dense_ms, ms;
    static const double dens[] = {0.107, 0.25, 0.50, 1.0};
    int i;
    const int bwd_only = argc > 1 && strcmp(argv[argc - 1], "--bwd") == 0;
    desc = bench_cuda_desc(argc > 1 + bwd_only ? argv[1] : NULL);
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    printf("device: %s (%s, %d SMs); ceilings: 790 TFLOP/s bf16 dense, 4.3 TB/s copy\n", info.name, info.arch, info.compute_units);
    if (bwd_only) {
        bench_backward(desc);
        ktorch_context_destroy(ctx);
        return 0;
    }
    s4[0] = 1; s4[1] = H; s4[2] = N; s4[3] = D;
    sm[0] = 1; sm[1] = H; sm[2] = NB; sm[3] = NB;
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &q));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &k));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &v));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &o));
    CHECK(ktorch_tensor_create(ctx, KTORCH_U8, 4, sm, cuda0(), &dm));
    hbuf = (uint8_t *)malloc((size_t)(H * NB * NB));
    CHECK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, hbuf, ktorch_cpu(), &hm));
    bench_fill_bf16(ctx, &q, 1);
    bench_fill_bf16(ctx, &k, 2);
    bench_fill_bf16(ctx, &v, 3);
    memset(&j, 0, sizeof j);
    j.q = &q; j.k = &k; j.v = &v; j.o = &o; j.m = &dm;
    j.sp.block_mask = &dm;
    j.sp.block_q = j.sp.block_k = 128;

    printf("\nb=1 h=16 n=16384 d=128 bf16, 128x128 blocks; TFLOP/s counts visited blocks only\n");
    printf("%-34s %8s %9s %10s %9s\n", "case", "density", "ms", "TFLOP/s", "vs dense");
    j.kind = 0;
    dense_ms = time_steady(&j, 3);
    printf("%-34s %8.3f %9.3f %10.1f %9s\n", "dense", 1.0, dense_ms, 4.0 * H * N * N * D / (dense_ms * 1e-3) / 1e12, "1.00x");
    j.p.causal = 1;
    ms = time_steady(&j, 3);
    printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", "dense causal", 0.5, ms, 2.0 * H * N * N * D / (ms * 1e-3) / 1e12, dense_ms / ms);
    j.p.causal = 0;
    for (i = 0; i < 4; i++) {
        ktorch_block_mask_desc bd;
        double de;
        char name[64];
        memset(&bd, 0, sizeof bd);
        bd.pattern = KTORCH_BLOCKS_RANDOM;
        bd.density = dens[i];
        bd.seed = 7 + (uint64_t)i;
        CHECK(ktorch_block_mask_build(ctx, &bd, &hm));
        de = mask_density(&hm);
        CHECK(ktorch_tensor_copy(ctx, &dm, &hm, NULL));
        CHECK(ktorch_synchronize(ctx, cuda0()));
        j.kind = 1;
        ms = time_steady(&j, 5);
        snprintf(name, sizeof name, "random %.1f%%", 100.0 * dens[i]);
        printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", name, de, ms, de * 4.0 * H * N * N * D / (ms * 1e-3) / 1e12, dense_ms / ms);
    }
    {
        /* sliding window 1024 causal: as window params on the dense kernel,
           and as a causal LOCAL block mask (9 blocks: the diagonal and 8 left) */
        ktorch_block_mask_desc bd;
        double de, vis = 0;
        int64_t r;
        for (r = 0; r < N; r++) vis += (double)(r < 1024 ? r + 1 : 1025);
        j.kind = 0;
        j.p.causal = 1;
        j.p.window_flags = KTORCH_WINDOW_LEFT;
        j.p.window_left = 1024;
        ms = time_steady(&j, 10);
        printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", "window 1024 causal (dense kernel)", vis / ((double)N * N), ms,
               4.0 * H * vis * D / (ms * 1e-3) / 1e12, dense_ms / ms);
        memset(&bd, 0, sizeof bd);
        bd.pattern = KTORCH_BLOCKS_LOCAL;
        bd.window = 8;
        bd.causal = 1;
        bd.density = 9.0 / NB;
        CHECK(ktorch_block_mask_build(ctx, &bd, &hm));
        de = mask_density(&hm);
        CHECK(ktorch_tensor_copy(ctx, &dm, &hm, NULL));
        CHECK(ktorch_synchronize(ctx, cuda0()));
        j.kind = 1;
        ms = time_steady(&j, 10);
        printf("%-34s %8.3f %9.3f %10.1f %8.2fx\n", "window 1024 causal (block-sparse)", de, ms, 4.0 * H * vis * D / (ms * 1e-3) / 1e12, dense_ms / ms);
        j.p.window_flags = 0;
        j.p.window_left = 0;
        j.p.causal = 0;
    }
    j.kind = 2;
    j.density = 0.107;
    ms = time_ms(&j, 5);
    printf("%-34s %8.3f %9.3f\n", "top-k mask on the device (10.7%)", 0.107, ms);

    ktorch_tensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &k);
    ktorch_tensor_free(ctx, &v);
    ktorch_tensor_free(ctx, &o);
    ktorch_tensor_free(ctx, &dm);
    free(hbuf);

    printf("\ndense d=128 bf16, b=16384/n, h=16: TFLOP/s (causal counts half)\n");
    printf("%6s %3s %12s %12s %8s\n", "n", "b", "non-causal", "causal", "ratio");
    {
        static const int64_t ns[] = {4096, 8192, 16384};
        int ni;
        for (ni = 0; ni < 3; ni++) {
            const int64_t n = ns[ni], B = 16384 / n;
            double f = 4.0 * B * H * (double)n * n * D, tn, t0, mn, mc;
            job jc;
            s4[0] = B; s4[1] = H; s4[2] = n; s4[3] = D;
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &q));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &k));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &v));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), &o));
            bench_fill_bf16(ctx, &q, 4);
            bench_fill_bf16(ctx, &k, 5);
            bench_fill_bf16(ctx, &v, 6);
            memset(&j, 0, sizeof j);
            j.q = &q; j.k = &k; j.v = &v; j.o = &o;
            jc = j;
            jc.p.causal = 1;
            bench_cuda_time_pair_ms(ctx, run_job, &j, 5, run_job, &jc, 5, 3, 11, &mn, &mc);
            tn = f / (mn * 1e-3) / 1e12;
            t0 = f / 2 / (mc * 1e-3) / 1e12;
            printf("%6lld %3lld %12.1f %12.1f %7.3fx\n", (long long)n, (long long)B, tn, t0, t0 / tn);
            ktorch_tensor_free(ctx, &q);
            ktorch_tensor_free(ctx, &k);
            ktorch_tensor_free(ctx, &v);
            ktorch_tensor_free(ctx, &o);
        }
    }
    ktorch_context_destroy(ctx);
    return 0;
}
