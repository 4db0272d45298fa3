/* Benchmark of the attention variants on the CPU.
   Build: cc -O2 -std=c99 -I. examples/bench_variants.c -o build/bench_variants -lm -lpthread -ldl
   Run:   build/bench_variants [--quick] [--threads N] [--no-1m]
   Tables: (1) dilated (LongNet) vs dense flash, b=2 h=8 d=64, segments
   1024,2048,4096 with rates 1,2,4; (2) long sequences with linear-cost
   patterns (chunked sliding window, dilated) up to 1M tokens: time, pool
   peak bytes per token and the workspace (pool peak beyond the tensors);
   (3) block-sparse at densities 50/25/10% (seeded random masks and the
   builders) vs dense flash, GFLOP/s over the computed blocks (4*d per pair);
   (4) paged decode: K/V bytes read per second against memcpy bandwidth;
   (5) attention backward against the forward, b=1 h=8 d=64, f32 and bf16,
   GFLOP/s by the FlashAttention convention (backward = 2.5x forward);
   (6) the variants' backward (block-sparse at 25%, chunked, dilated)
   against dense backward, b=1 h=8 n=2048 d=64 f32, in CPU-seconds.
   Times are medians; "cpu" rates divide by process CPU-seconds, which other
   jobs on the machine disturb less than wall time. */
#define _POSIX_C_SOURCE 199309L
#include "ktorch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static void die(const char *what) {
    fprintf(stderr, "bench_variants: %s: %s\n", what, ktorch_last_error());
    exit(1);
}
static void fill_random(ktorch_tensor *t, unsigned seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    uint32_t x = seed * 2654435761u + 1;
    if (t->dtype == KTORCH_F32) {
        float *p = (float *)ktorch_tensor_ptr(t);
        for (i = 0; i < n; i++) {
            x = x * 1664525u + 1013904223u;
            p[i] = (float)((x >> 8) * (1.0 / 16777216.0) - 0.5);
        }
    } else { /* bf16 */
        uint16_t *p = (uint16_t *)ktorch_tensor_ptr(t);
        for (i = 0; i < n; i++) {
            float f;
            uint32_t u;
            x = x * 1664525u + 1013904223u;
            f = (float)((x >> 8) * (1.0 / 16777216.0) - 0.5);
            memcpy(&u, &f, 4);
            p[i] = (uint16_t)(u >> 16);
        }
    }
}

typedef struct timing {
    double wall, cpu;
} timing;
enum { V_DENSE, V_DILATED, V_CHUNKED, V_SPARSE, V_BACKWARD, V_SPARSE_BWD, V_CHUNKED_BWD, V_DILATED_BWD };
typedef struct job {
    int kind;
    ktorch_tensor *q, *k, *v, *o;
    ktorch_attention_params p;
    ktorch_dilated_params dp;
    ktorch_block_sparse_params sp;
    int64_t chunk;
    ktorch_tensor *lse, *dout, *dq, *dk, *dv; /* V_BACKWARD */
} job;
static void run_job(ktorch_context *ctx, job *j) {
    ktorch_status st = KTORCH_OK;
    switch (j->kind) {
    case V_DENSE: st = ktorch_attention(ctx, j->q, j->k, j->v, j->o, &j->p); break;
    case V_DILATED: st = ktorch_attention_dilated(ctx, j->q, j->k, j->v, j->o, &j->p, &j->dp); break;
    case V_CHUNKED: st = ktorch_attention_chunked(ctx, j->q, j->k, j->v, j->o, &j->p, j->chunk, j->chunk); break;
    case V_SPARSE: st = ktorch_attention_block_sparse(ctx, j->q, j->k, j->v, j->o, &j->p, &j->sp); break;
    case V_BACKWARD: st = ktorch_attention_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p); break;
    case V_SPARSE_BWD:
        st = ktorch_attention_block_sparse_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p, &j->sp);
        break;
    case V_CHUNKED_BWD:
        st = ktorch_attention_chunked_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p, j->chunk, j->chunk);
        break;
    case V_DILATED_BWD:
        st = ktorch_attention_dilated_backward(ctx, j->q, j->k, j->v, j->o, j->lse, j->dout, j->dq, j->dk, j->dv, &j->p, &j->dp);
        break;
    }
    if (st != KTORCH_OK) die("attention");
}
static timing time_job(ktorch_context *ctx, job *j, int reps) {
    double w[16], c[16];
    timing t;
    int r;
    if (reps > 16) reps = 16;
    for (r = 0; r < reps; r++) {
        double t0 = now(), c0 = cpu_now();
        run_job(ctx, j);
        w[r] = now() - t0;
        c[r] = cpu_now() - c0;
    }
    qsort(w, (size_t)reps, sizeof w[0], cmp_double);
    qsort(c, (size_t)reps, sizeof c[0], cmp_double);
    t.wall = w[reps / 2];
    t.cpu = c[reps / 2];
    return t;
}
static void make4(ktorch_context *ctx, ktorch_dtype dt, int64_t b, int64_t h, int64_t n, int64_t d, ktorch_tensor *t, unsigned seed) {
    int64_t shape[4];
    shape[0] = b; shape[1] = h; shape[2] = n; shape[3] = d;
    if (ktorch_tensor_create(ctx, dt, 4, shape, ktorch_cpu(), t) != KTORCH_OK) die("tensor");
    if (seed) fill_random(t, seed);
}

/* ---- (1) dilated tables ---------------------------------------------------- */
static void bench_dilated(ktorch_context *ctx, int quick) {
    static const int64_t seg[3] = {1024, 2048, 4096}, rate[3] = {1, 2, 4};
    int64_t ns[2] = {4096, 8192};
    int ni, reps = quick ? 1 : 3;
    printf("\n== dilated attention (LongNet), b=2 h=8 d=64 f32, segments 1024,2048,4096 rates 1,2,4, non-causal\n");
    printf("%7s %12s %12s %8s %14s %14s\n", "n", "dense ms", "dilated ms", "speedup", "tok/s", "tok/cpu-s");
    for (ni = 0; ni < (quick ? 1 : 2); ni++) {
        ktorch_tensor q, k, v, o;
        job j;
        timing td, tx;
        make4(ctx, KTORCH_F32, 2, 8, ns[ni], 64, &q, 1);
        make4(ctx, KTORCH_F32, 2, 8, ns[ni], 64, &k, 2);
        make4(ctx, KTORCH_F32, 2, 8, ns[ni], 64, &v, 3);
        make4(ctx, KTORCH_F32, 2, 8, ns[ni], 64, &o, 0);
        memset(&j, 0, sizeof j);
        j.q = &q; j.k = &k; j.v = &v; j.o = &o;
        j.kind = V_DENSE;
        td = time_job(ctx, &j, reps);
        j.kind = V_DILATED;
        j.dp.count = 3;
        j.dp.segment = seg;
        j.dp.dilation = rate;
        tx = time_job(ctx, &j, reps);
        printf("%7lld %12.1f %12.1f %7.2fx %14.0f %14.0f\n", (long long)ns[ni], td.wall * 1e3, tx.wall * 1e3, td.wall / tx.wall,
               2.0 * ns[ni] / tx.wall, 2.0 * ns[ni] / tx.cpu);
        ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &o);
    }
}

/* ---- (2) long sequences ----------------------------------------------------- */
static void bench_long(ktorch_context *ctx, int quick, int no1m) {
    static const int64_t seg[3] = {512, 1024, 2048}, rate[3] = {1, 2, 4};
    int64_t ns[4] = {32768, 65536, 131072, 1048576};
    ktorch_pool *pool = NULL;
    int ni, kind, count = quick ? 1 : (no1m ? 3 : 4);
    if (ktorch_device_pool(ctx, ktorch_cpu(), &pool) != KTORCH_OK) die("pool");
    printf("\n== long sequences, b=1 h=8 d=64 bf16 in/out, causal: chunked sliding window 512 (chunk 4096) and dilated 512:1,1024:2,2048:4\n");
    printf("%-9s %8s %10s %12s %14s %12s %12s\n", "variant", "n", "s", "cpu-s", "tok/s", "B/token", "ws KiB");
    for (kind = 0; kind < 2; kind++)
        for (ni = 0; ni < count; ni++) {
            ktorch_tensor q, k, v, o;
            ktorch_pool_stats before, after;
            job j;
            timing t;
            const int64_t n = ns[ni];
            make4(ctx, KTORCH_BF16, 1, 8, n, 64, &q, 1);
            make4(ctx, KTORCH_BF16, 1, 8, n, 64, &k, 2);
            make4(ctx, KTORCH_BF16, 1, 8, n, 64, &v, 3);
            make4(ctx, KTORCH_BF16, 1, 8, n, 64, &o, 0);
            memset(&j, 0, sizeof j);
            j.q = &q; j.k = &k; j.v = &v; j.o = &o;
            j.p.causal = 1;
            if (kind == 0) {
                j.kind = V_CHUNKED;
                j.chunk = 4096;
                j.p.window_flags = KTORCH_WINDOW_LEFT;
                j.p.window_left = 511;
            } else {
                j.kind = V_DILATED;
                j.dp.count = 3;
                j.dp.segment = seg;
                j.dp.dilation = rate;
            }
            ktorch_pool_reset_peak(pool);
            ktorch_pool_get_stats(pool, &before);
            t = time_job(ctx, &j, n >= 1048576 ? 1 : (quick ? 1 : 3));
            ktorch_pool_get_stats(pool, &after);
            printf("%-9s %8lld %10.2f %12.2f %14.0f %12.1f %12.1f\n", kind == 0 ? "window" : "dilated", (long long)n, t.wall, t.cpu,
                   n / t.wall, (double)after.peak_bytes_in_use / (double)n,
                   (double)(after.peak_bytes_in_use - before.bytes_in_use) / 1024.0);
            fflush(stdout);
            ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &o);
        }
}

/* ---- (3) block-sparse ------------------------------------------------------- */
static double mask_pairs(const ktorch_tensor *m, int64_t bs, int64_t n, int64_t h) {
    const unsigned char *p = (const unsigned char *)ktorch_tensor_ptr(m);
    int64_t i, cnt = 0, total = ktorch_tensor_numel(m);
    (void)n;
    for (i = 0; i < total; i++) cnt += p[i] != 0;
    return (double)cnt * bs * bs * (m->shape[1] == 1 ? h : 1);
}
static void bench_sparse(ktorch_context *ctx, int quick) {
    static const char *const names[] = {"random", "local", "dilated", "glob+loc", "strided", "bigbird", "topk"};
    static const double dens[3] = {0.5, 0.25, 0.1};
    const int64_t n = quick ? 4096 : 16384, h = 8, d = 64, bs = 64, nb = (n + bs - 1) / bs;
    int reps = quick ? 1 : 3, pi, di;
    ktorch_tensor q, k, v, o, m1, mt;
    int64_t shape[4];
    job j;
    timing td;
    double dense_flops = 4.0 * d * (double)n * n * h;
    make4(ctx, KTORCH_F32, 1, h, n, d, &q, 1);
    make4(ctx, KTORCH_F32, 1, h, n, d, &k, 2);
    make4(ctx, KTORCH_F32, 1, h, n, d, &v, 3);
    make4(ctx, KTORCH_F32, 1, h, n, d, &o, 0);
    shape[0] = 1; shape[1] = 1; shape[2] = nb; shape[3] = nb;
    if (ktorch_tensor_create(ctx, KTORCH_U8, 4, shape, ktorch_cpu(), &m1) != KTORCH_OK) die("mask");
    shape[1] = h;
    if (ktorch_tensor_create(ctx, KTORCH_U8, 4, shape, ktorch_cpu(), &mt) != KTORCH_OK) die("mask");
    memset(&j, 0, sizeof j);
    j.q = &q; j.k = &k; j.v = &v; j.o = &o;
    j.kind = V_DENSE;
    td = time_job(ctx, &j, reps);
    printf("\n== block-sparse, b=1 h=8 n=%lld d=64 f32, block 64, non-causal; dense flash %.1f ms (%.1f GFLOP/s, %.1f per cpu-s)\n", (long long)n,
           td.wall * 1e3, dense_flops / td.wall / 1e9, dense_flops / td.cpu / 1e9);
    printf("%-9s %8s %8s %10s %8s %10s %12s\n", "pattern", "target", "density", "ms", "speedup", "GFLOP/s", "GFLOP/cpu-s");
    j.kind = V_SPARSE;
    j.sp.block_q = j.sp.block_k = bs;
    for (pi = 0; pi < 7; pi++)
        for (di = 0; di < 3; di++) {
            double real, flops;
            timing t;
            if (pi > 0 && di == 0) continue; /* builders at 25% and 10% */
            if (pi == 6) {
                if (ktorch_block_mask_topk(ctx, &q, &k, bs, bs, dens[di], 0, &mt) != KTORCH_OK) die("topk");
                j.sp.block_mask = &mt;
            } else {
                ktorch_block_mask_desc bd;
                memset(&bd, 0, sizeof bd);
                bd.pattern = (ktorch_block_pattern)pi;
                bd.density = dens[di];
                bd.seed = 42;
                if (ktorch_block_mask_build(ctx, &bd, &m1) != KTORCH_OK) die("builder");
                j.sp.block_mask = &m1;
            }
            ktorch_block_mask_density(j.sp.block_mask, &real);
            flops = 4.0 * d * mask_pairs(j.sp.block_mask, bs, n, h);
            t = time_job(ctx, &j, reps);
            printf("%-9s %7.0f%% %7.1f%% %10.1f %7.2fx %10.1f %12.1f\n", names[pi], dens[di] * 100, real * 100, t.wall * 1e3, td.wall / t.wall,
                   flops / t.wall / 1e9, flops / t.cpu / 1e9);
            fflush(stdout);
        }
    ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &o);
    ktorch_tensor_free(ctx, &m1); ktorch_tensor_free(ctx, &mt);
}

/* ---- (4) paged decode ------------------------------------------------------- */
typedef struct cpy_arg {
    char *dst;
    const char *src;
    size_t chunk;
} cpy_arg;
static void cpy_task(void *arg, int64_t i, int thread) {
    cpy_arg *a = (cpy_arg *)arg;
    (void)thread;
    memcpy(a->dst + i * a->chunk, a->src + i * a->chunk, a->chunk);
}
static void bench_decode(ktorch_context *ctx, int quick) {
    const int64_t B = 8, Hq = 32, Hk = 8, D = 128, P = 16, ctxlen = quick ? 2048 : 8192, maxp = (ctxlen + P - 1) / P, npages = B * maxp;
    ktorch_tensor kp, vp, bt, lens, q, o;
    int64_t shape[4], b, i;
    int32_t *btp, *lp;
    double kv_bytes, best_cpy1 = 1e30, best_cpyn = 1e30, rates[8];
    int r, reps = quick ? 3 : 7;
    size_t nbytes = (size_t)256 << 20;
    char *src = (char *)malloc(nbytes), *dst = (char *)malloc(nbytes);
    cpy_arg ca;
    job dummy;
    (void)dummy;
    /* memcpy bandwidth: bytes copied per second (each byte read once and written once) */
    memset(src, 1, nbytes);
    memset(dst, 2, nbytes);
    ca.dst = dst; ca.src = src; ca.chunk = nbytes / 64;
    for (r = 0; r < 5; r++) {
        double t0 = now();
        memcpy(dst, src, nbytes);
        t0 = now() - t0;
        if (t0 < best_cpy1) best_cpy1 = t0;
        t0 = now();
        ktorch_parallel_for(ctx, cpy_task, &ca, 64);
        t0 = now() - t0;
        if (t0 < best_cpyn) best_cpyn = t0;
    }
    free(src);
    free(dst);
    shape[0] = npages; shape[1] = Hk; shape[2] = P; shape[3] = D;
    if (ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &kp) || ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &vp))
        die("pages");
    fill_random(&kp, 5);
    fill_random(&vp, 6);
    shape[0] = B; shape[1] = maxp;
    if (ktorch_tensor_create(ctx, KTORCH_I32, 2, shape, ktorch_cpu(), &bt) || ktorch_tensor_create(ctx, KTORCH_I32, 1, shape, ktorch_cpu(), &lens))
        die("tables");
    btp = (int32_t *)ktorch_tensor_ptr(&bt);
    lp = (int32_t *)ktorch_tensor_ptr(&lens);
    for (b = 0; b < B; b++) { /* interleaved pages: sequence b owns pages b, b+B, ... */
        lp[b] = (int32_t)(ctxlen - b * (ctxlen / 16));
        for (i = 0; i < maxp; i++) btp[b * maxp + i] = (int32_t)(i * B + b);
    }
    make4(ctx, KTORCH_F32, B, Hq, 1, D, &q, 7);
    make4(ctx, KTORCH_F32, B, Hq, 1, D, &o, 0);
    for (kv_bytes = 0, b = 0; b < B; b++) kv_bytes += 2.0 * lp[b] * Hk * D * 4;
    for (r = 0; r < reps; r++) {
        double t0 = now();
        if (ktorch_attention_paged(ctx, &q, &kp, &vp, &bt, &lens, &o, NULL, NULL) != KTORCH_OK) die("paged");
        rates[r] = kv_bytes / (now() - t0) / 1e9;
    }
    qsort(rates, (size_t)reps, sizeof rates[0], cmp_double);
    printf("\n== paged decode, B=%lld Hq=%lld Hk=%lld d=%lld page %lld f32, 1 query/sequence, contexts %d..%lld (%.0f MB of K/V)\n", (long long)B,
           (long long)Hq, (long long)Hk, (long long)D, (long long)P, lp[B - 1], (long long)ctxlen, kv_bytes / 1e6);
    printf("decode reads %.1f GB/s (median of %d; best %.1f); memcpy copies %.1f GB/s on 1 thread, %.1f GB/s on %d threads "
           "(read+write traffic %.1f GB/s)\n",
           rates[reps / 2], reps, rates[reps - 1], nbytes / best_cpy1 / 1e9, nbytes / best_cpyn / 1e9, ktorch_num_threads(ctx),
           2.0 * nbytes / best_cpyn / 1e9);
    ktorch_tensor_free(ctx, &kp); ktorch_tensor_free(ctx, &vp); ktorch_tensor_free(ctx, &bt); ktorch_tensor_free(ctx, &lens);
    ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &o);
}

/* ---- (5) backward ------------------------------------------------------------ */
static void bench_backward(ktorch_context *ctx, int quick) {
    static const ktorch_dtype dts[2] = {KTORCH_F32, KTORCH_BF16};
    const int64_t B = 1, H = 8, D = 64, n = quick ? 512 : 2048;
    int c, d;
    printf("\n== attention backward, b=%lld h=%lld n=%lld d=%lld (GFLOP/s: forward 4*b*h*n*n*d, halved causal; backward 2.5x that)\n",
           (long long)B, (long long)H, (long long)n, (long long)D);
    printf("%-6s %-7s %10s %10s %12s %12s %12s\n", "dtype", "mask", "fwd s", "bwd s", "fwd GF/cpu-s", "bwd GF/cpu-s", "bwd/fwd time");
    for (d = 0; d < 2; d++)
        for (c = 0; c < 2; c++) {
            ktorch_tensor q, k, v, o, g, dq, dk, dv, lse;
            int64_t ls[3];
            job f, b;
            timing tf, tb;
            const double flop = 4.0 * B * H * n * n * D * (c ? 0.5 : 1.0);
            make4(ctx, dts[d], B, H, n, D, &q, 1);
            make4(ctx, dts[d], B, H, n, D, &k, 2);
            make4(ctx, dts[d], B, H, n, D, &v, 3);
            make4(ctx, dts[d], B, H, n, D, &g, 4);
            make4(ctx, dts[d], B, H, n, D, &o, 0);
            make4(ctx, dts[d], B, H, n, D, &dq, 0);
            make4(ctx, dts[d], B, H, n, D, &dk, 0);
            make4(ctx, dts[d], B, H, n, D, &dv, 0);
            ls[0] = B; ls[1] = H; ls[2] = n;
            if (ktorch_tensor_create(ctx, KTORCH_F32, 3, ls, ktorch_cpu(), &lse) != KTORCH_OK) die("lse");
            memset(&f, 0, sizeof f);
            f.kind = V_DENSE;
            f.q = &q; f.k = &k; f.v = &v; f.o = &o;
            f.p.causal = c;
            f.p.lse = &lse;
            b = f;
            b.kind = V_BACKWARD;
            b.p.lse = NULL;
            b.lse = &lse; b.dout = &g; b.dq = &dq; b.dk = &dk; b.dv = &dv;
            tf = time_job(ctx, &f, 3);
            tb = time_job(ctx, &b, 3);
            printf("%-6s %-7s %10.3f %10.3f %12.1f %12.1f %12.2f\n", ktorch_dtype_name(dts[d]), c ? "causal" : "none", tf.wall, tb.wall,
                   flop / tf.cpu / 1e9, 2.5 * flop / tb.cpu / 1e9, tb.cpu / tf.cpu);
            ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &g);
            ktorch_tensor_free(ctx, &o); ktorch_tensor_free(ctx, &dq); ktorch_tensor_free(ctx, &dk); ktorch_tensor_free(ctx, &dv);
            ktorch_tensor_free(ctx, &lse);
        }
}

/* ---- (6) backward of the variants -------------------------------------------- */
/* Each variant's forward (with its LSE), then its backward, against dense
   backward on the same inputs: CPU-seconds and their ratio. */
static void bench_variant_backward(ktorch_context *ctx, int quick) {
    static const int64_t seg[3] = {512, 1024, 2048}, rate[3] = {1, 2, 4};
    static const char *const names[4] = {"dense", "block-sparse 25%", "chunked 512", "dilated"};
    const int64_t B = 1, H = 8, D = 64, n = quick ? 512 : 2048, bs = 64;
    ktorch_tensor q, k, v, o, g, dq, dk, dv, lse, m;
    ktorch_block_mask_desc bd;
    int64_t ls[3], ms[4];
    double dense = 0;
    int c, x;
    printf("\n== backward of the variants, b=%lld h=%lld n=%lld d=%lld f32 (block 64 random 25%%; chunks of 512; dilated 512,1024,2048 rates 1,2,4)\n",
           (long long)B, (long long)H, (long long)n, (long long)D);
    printf("%-7s %-17s %10s %10s %12s\n", "mask", "backward", "fwd cpu-s", "bwd cpu-s", "bwd / dense");
    make4(ctx, KTORCH_F32, B, H, n, D, &q, 1);
    make4(ctx, KTORCH_F32, B, H, n, D, &k, 2);
    make4(ctx, KTORCH_F32, B, H, n, D, &v, 3);
    make4(ctx, KTORCH_F32, B, H, n, D, &g, 4);
    make4(ctx, KTORCH_F32, B, H, n, D, &o, 0);
    make4(ctx, KTORCH_F32, B, H, n, D, &dq, 0);
    make4(ctx, KTORCH_F32, B, H, n, D, &dk, 0);
    make4(ctx, KTORCH_F32, B, H, n, D, &dv, 0);
    ls[0] = B; ls[1] = H; ls[2] = n;
    if (ktorch_tensor_create(ctx, KTORCH_F32, 3, ls, ktorch_cpu(), &lse) != KTORCH_OK) die("lse");
    ms[0] = 1; ms[1] = 1; ms[2] = n / bs; ms[3] = n / bs;
    if (ktorch_tensor_create(ctx, KTORCH_U8, 4, ms, ktorch_cpu(), &m) != KTORCH_OK) die("mask");
    memset(&bd, 0, sizeof bd);
    bd.pattern = KTORCH_BLOCKS_RANDOM;
    bd.density = 0.25;
    bd.seed = 42;
    if (ktorch_block_mask_build(ctx, &bd, &m) != KTORCH_OK) die("builder");
    for (c = 0; c < 2; c++)
        for (x = 0; x < 4; x++) {
            job f, b;
            timing tf, tb;
            memset(&f, 0, sizeof f);
            f.kind = x == 0 ? V_DENSE : x == 1 ? V_SPARSE : x == 2 ? V_CHUNKED : V_DILATED;
            f.q = &q; f.k = &k; f.v = &v; f.o = &o;
            f.p.causal = c;
            f.p.lse = &lse;
            f.sp.block_mask = &m;
            f.sp.block_q = f.sp.block_k = bs;
            f.chunk = 512;
            f.dp.count = 3;
            f.dp.segment = seg;
            f.dp.dilation = rate;
            b = f;
            b.kind = x == 0 ? V_BACKWARD : x == 1 ? V_SPARSE_BWD : x == 2 ? V_CHUNKED_BWD : V_DILATED_BWD;
            b.p.lse = NULL;
            b.lse = &lse; b.dout = &g; b.dq = &dq; b.dk = &dk; b.dv = &dv;
            tf = time_job(ctx, &f, 3);
            tb = time_job(ctx, &b, 3);
            if (x == 0) dense = tb.cpu;
            printf("%-7s %-17s %10.3f %10.3f %12.2f\n", c ? "causal" : "none", names[x], tf.cpu, tb.cpu, tb.cpu / dense);
            fflush(stdout);
        }
    ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &g);
    ktorch_tensor_free(ctx, &o); ktorch_tensor_free(ctx, &dq); ktorch_tensor_free(ctx, &dk); ktorch_tensor_free(ctx, &dv);
    ktorch_tensor_free(ctx, &lse); ktorch_tensor_free(ctx, &m);
}

int main(int argc, char **argv) {
    ktorch_context_desc desc;
    ktorch_context *ctx;
    int i, quick = 0, no1m = 0;
    const char *only = NULL;
    memset(&desc, 0, sizeof desc);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) quick = 1;
        else if (strcmp(argv[i], "--no-1m") == 0) no1m = 1;
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) desc.num_threads = atoi(argv[++i]);
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
        else {
            fprintf(stderr, "usage: bench_variants [--quick] [--no-1m] [--threads N] [--only dilated|long|sparse|decode|backward|variants-backward]\n");
            return 2;
        }
    }
    if (ktorch_context_create(&desc, &ctx) != KTORCH_OK) die("context");
    printf("bench_variants: %d threads%s\n", ktorch_num_threads(ctx), quick ? " (quick)" : "");
    if (!only || strcmp(only, "sparse") == 0) bench_sparse(ctx, quick);
    if (!only || strcmp(only, "decode") == 0) bench_decode(ctx, quick);
    if (!only || strcmp(only, "dilated") == 0) bench_dilated(ctx, quick);
    if (!only || strcmp(only, "long") == 0) bench_long(ctx, quick, no1m);
    if (!only || strcmp(only, "backward") == 0) bench_backward(ctx, quick);
    if (!only || strcmp(only, "variants-backward") == 0) bench_variant_backward(ctx, quick);
    ktorch_context_destroy(ctx);
    return 0;
}
