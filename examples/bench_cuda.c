/* CUDA attention benchmark: FlashAttention's shapes (16K tokens, hidden 2048,
   head dim 64/128, n 1K..16K, causal and not), element masks (d=128, n=4096),
   the backward (b=1, 16 heads, n=4096, d=128, causal and not; FLOPs 2.5x the
   forward's), decode (b=64, 32 q heads,
   8 kv heads, 8K context), device copy bandwidth, first compile and warm
   start. Times with CUDA events on the backend's stream; median of runs;
   causal and non-causal of a shape in alternating batches (same clocks).
   usage: bench_cuda [cache_dir]   (cache_dir is emptied of ktorch files first) */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;
static ktorch__cu_state *S;

static void *dalloc(uint64_t bytes) {
    ktorch__CUdeviceptr p = 0;
    ktorch__cu_device *d = &S->dev[0];
    ktorch__cu_push(d);
    if (S->cu.cuMemAlloc(&p, (size_t)bytes) != 0) { fprintf(stderr, "cuMemAlloc %llu failed\n", (unsigned long long)bytes); exit(1); }
    ktorch__cu_pop(d);
    return (void *)(uintptr_t)p;
}
static void dfree(void *p) {
    ktorch__cu_device *d = &S->dev[0];
    ktorch__cu_push(d);
    S->cu.cuMemFree((ktorch__CUdeviceptr)(uintptr_t)p);
    ktorch__cu_pop(d);
}
/* random bf16 in [-2, 2) via a device conversion of host-made f32; every
   call continues the sequence, so q, k and v differ */
static void fill_random(void *dst, uint64_t n) {
    static uint64_t x = 88172645463325252ull;
    float *h = (float *)malloc((size_t)n * 4);
    ktorch_tensor tf, tb, th;
    int64_t shape[1];
    uint64_t i;
    void *f32 = dalloc(n * 4);
    for (i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        h[i] = (float)((x >> 40) * (4.0 / 16777216.0) - 2.0);
    }
    shape[0] = (int64_t)n;
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, h, ktorch_cpu(), &th));
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, f32, cuda0(), &tf));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 1, shape, NULL, dst, cuda0(), &tb));
    CHECK(ktorch_tensor_copy(ctx, &tf, &th, NULL));
    CHECK(ktorch_tensor_copy(ctx, &tb, &tf, NULL));
    CHECK(ktorch_synchronize(ctx, cuda0()));
    dfree(f32);
    free(h);
}

typedef struct run_args {
    ktorch_tensor q, k, v, o;
    ktorch_attention_params p;
} run_args;
static void run_once(run_args *r) { CHECK(ktorch_attention(ctx, &r->q, &r->k, &r->v, &r->o, &r->p)); }
static void run_job(void *r) { run_once((run_args *)r); }
/* the backward of a forward run: out and lse saved, dout random */
typedef struct bwd_args {
    run_args *f;
    ktorch_tensor lse, dout, dq, dk, dv;
} bwd_args;
static void bwd_job(void *arg) {
    bwd_args *b = (bwd_args *)arg;
    ktorch_attention_params p = b->f->p;
    p.lse = NULL;
    CHECK(ktorch_attention_backward(ctx, &b->f->q, &b->f->k, &b->f->v, &b->f->o, &b->lse, &b->dout, &b->dq, &b->dk, &b->dv, &p));
}

/* median ms per call over `reps` timed batches of `inner` calls, after 3 untimed */
static double time_ms(run_args *r, int inner, int reps) { return bench_cuda_time_ms(ctx, run_job, r, 3, reps, inner); }

static void make(run_args *r, int B, int Hq, int Hk, int Nq, int Nk, int D, void **bufs) {
    int64_t sq[4], sk[4];
    uint64_t nq = (uint64_t)B * Hq * Nq * D, nk = (uint64_t)B * Hk * Nk * D;
    sq[0] = B; sq[1] = Hq; sq[2] = Nq; sq[3] = D;
    sk[0] = B; sk[1] = Hk; sk[2] = Nk; sk[3] = D;
    bufs[0] = dalloc(nq * 2); bufs[1] = dalloc(nk * 2); bufs[2] = dalloc(nk * 2); bufs[3] = dalloc(nq * 2);
    fill_random(bufs[0], nq); fill_random(bufs[1], nk); fill_random(bufs[2], nk);
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, bufs[0], cuda0(), &r->q));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sk, NULL, bufs[1], cuda0(), &r->k));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sk, NULL, bufs[2], cuda0(), &r->v));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, bufs[3], cuda0(), &r->o));
    memset(&r->p, 0, sizeof r->p);
}

/* The backward (b=1, 16 heads, n=4096, d=128), bf16 gradients; non-causal
   and causal in alternating batches. KTORCH_BENCH_BWD lists the modes timed,
   a row pair each: d (deterministic) or a (atomic dQ) followed by the tile
   0..2 on mma.sync or w, the warpgroup kernels of sm_90a
   (ktorch_cuda_desc.attn_bwd_atomic, attn_bwd_tile, attn_bwd_no_wgmma);
   default "dwaw" on sm_90a, else "d0a0".
   KTORCH_BENCH_BWD_ONLY=1 runs these rows alone. */
static void bench_bwd(void) {
    const char *modes = getenv("KTORCH_BENCH_BWD") ? getenv("KTORCH_BENCH_BWD") : ktorch__cu_sm90(&S->dev[0]) ? "dwaw" : "d0a0";
        /* backward, bf16 gradients; non-causal and causal in alternating batches */
        const int D = 128, H = 16, n = 4096, B = 1;
        run_args r, rc;
        bwd_args g, gc;
        void *b[4], *gb[5], *gbc[2];
        int64_t sl[3], sq[4];
        uint64_t nq = (uint64_t)B * H * n * D;
        double ms, msc, flops = 2.5 * 4.0 * B * H * (double)n * n * D, tn, tc;
        int i, m;
        const int atomic0 = S->attn_bwd_atomic, tile0 = S->attn_bwd_tile, nowg0 = S->attn_bwd_no_wgmma;
        make(&r, B, H, H, n, n, D, b);
        rc = r;
        rc.p.causal = 1;
        sl[0] = B; sl[1] = H; sl[2] = n;
        sq[0] = B; sq[1] = H; sq[2] = n; sq[3] = D;
        gb[0] = dalloc((uint64_t)B * H * n * 4); gb[1] = dalloc(nq * 2); gb[2] = dalloc(nq * 2); gb[3] = dalloc(nq * 2); gb[4] = dalloc(nq * 2);
        gbc[0] = dalloc((uint64_t)B * H * n * 4); gbc[1] = dalloc(nq * 2); /* the causal run's lse and out */
        fill_random(gb[1], nq);
        memset(&g, 0, sizeof g);
        g.f = &r;
        CHECK(ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, gb[0], cuda0(), &g.lse));
        CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, gb[1], cuda0(), &g.dout));
        CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, gb[2], cuda0(), &g.dq));
        CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, gb[3], cuda0(), &g.dk));
        CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, gb[4], cuda0(), &g.dv));
        gc = g;
        gc.f = &rc;
        CHECK(ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, gbc[0], cuda0(), &gc.lse));
        CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, sq, NULL, gbc[1], cuda0(), &rc.o));
        r.p.lse = &g.lse;
        rc.p.lse = &gc.lse;
        run_once(&r);
        run_once(&rc);
        r.p.lse = rc.p.lse = NULL;
        for (m = 0; modes[m]; m += 2) {
            char name[16];
            const int wg = modes[m + 1] == 'w';
            if ((modes[m] != 'd' && modes[m] != 'a') || ((modes[m + 1] < '0' || modes[m + 1] > '2') && !wg) || (wg && !ktorch__cu_sm90(&S->dev[0]))) {
                fprintf(stderr, "KTORCH_BENCH_BWD: '%s' is not a list of d0..d2 / a0..a2 / dw, aw (sm_90a)\n", modes);
                exit(1);
            }
            S->attn_bwd_atomic = modes[m] == 'a';
            S->attn_bwd_tile = modes[m + 1] == 'w' ? 0 : modes[m + 1] - '0';
            S->attn_bwd_no_wgmma = !wg;
            snprintf(name, sizeof name, "bwd %c%c", modes[m], modes[m + 1]);
            bench_cuda_time_pair_ms(ctx, bwd_job, &g, 3, bwd_job, &gc, 3, 3, 11, &ms, &msc);
            tn = flops / (ms * 1e-3) / 1e12;
            tc = flops / 2 / (msc * 1e-3) / 1e12;
            printf("%-8s %4d %6d %3d %7d %10.1f\n", name, D, n, B, 0, tn);
            printf("%-8s %4d %6d %3d %7d %10.1f %6.3f\n", name, D, n, B, 1, tc, tc / tn);
        }
        S->attn_bwd_atomic = atomic0;
        S->attn_bwd_tile = tile0;
        S->attn_bwd_no_wgmma = nowg0;
        for (i = 0; i < 4; i++) dfree(b[i]);
        for (i = 0; i < 5; i++) dfree(gb[i]);
        for (i = 0; i < 2; i++) dfree(gbc[i]);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : NULL;
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    double t0, t_first, t_warm;
    int compiled = 0, di, ni, c;
    static const int ns[] = {1024, 2048, 4096, 8192, 16384};
    desc = bench_cuda_desc(dir);
    CHECK(ktorch_context_create(NULL, &ctx));
    t0 = 1e3 * bench_wall_s();
    CHECK(ktorch_cuda_register(ctx, &desc));
    S = (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state;
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    printf("device: %s (%s, %d SMs), driver %d, NVRTC %d.%d, %s images\n", info.name, info.arch, info.compute_units,
           S->driver_version, S->nvrtc_major, S->nvrtc_minor, S->nvrtc_major <= S->driver_version / 1000 ? "CUBIN" : "PTX");
    if (getenv("KTORCH_BENCH_BWD_ONLY")) {
        printf("\n%-8s %4s %6s %3s %7s %10s %6s\n", "op", "d", "n", "B", "causal", "TFLOP/s", "ratio");
        bench_bwd();
        ktorch_context_destroy(ctx);
        return 0;
    }
    {
        /* first result from a cold cache: register + compile + run (d=128 bf16 fwd) */
        run_args r;
        void *b[4];
        make(&r, 1, 16, 16, 512, 512, 128, b);
        {
            /* one NVRTC compile of the d=128 bf16 forward kernel, timed alone */
            void *img = NULL;
            size_t n = 0;
            double tc = 1e3 * bench_wall_s();
            CHECK(ktorch__cu_compile(&S->nv, &S->alloc, ktorch__cu_find_spec(0, 128, 1, 0), 0, S->dev[0].arch, 1, &img, &n, NULL, NULL, 0));
            printf("NVRTC compile of one attention kernel (d=128 bf16, %s): %.0f ms, %zu bytes\n", S->dev[0].arch, 1e3 * bench_wall_s() - tc, n);
            ktorch__free(&S->alloc, img);
        }
        t0 = 1e3 * bench_wall_s();
        run_once(&r);
        CHECK(ktorch_synchronize(ctx, cuda0()));
        t_first = 1e3 * bench_wall_s() - t0;
        t0 = 1e3 * bench_wall_s();
        if (getenv("KTORCH_BENCH_QUICK")) { /* timings only: no compile-all, no warm start */
            printf("first call with compile: %.0f ms to first result (1 kernel)\n", t_first);
            dir = NULL;
        } else {
            CHECK(ktorch_backend_prepare(ctx, cuda0(), &compiled));
            printf("first call with compile: %.0f ms to first result (1 kernel); all %d remaining kernels: %.0f ms\n", t_first, compiled,
                   1e3 * bench_wall_s() - t0);
        }
        {
            /* warm start: a fresh context with the cache directory (driver already initialised) */
            ktorch_context *c2;
            ktorch_tensor q = r.q, k = r.k, v = r.v, o = r.o;
            if (dir) {
                CHECK(ktorch_context_create(NULL, &c2));
                t0 = 1e3 * bench_wall_s();
                CHECK(ktorch_cuda_register(c2, &desc));
                CHECK(ktorch_attention(c2, &q, &k, &v, &o, &r.p));
                CHECK(ktorch_synchronize(c2, cuda0()));
                t_warm = 1e3 * bench_wall_s() - t0;
                printf("warm start (cached kernels, after cuInit): %.1f ms to first result (compiled %d)\n", t_warm,
                       ((ktorch__cu_state *)c2->backends[KTORCH_BACKEND_CUDA].state)->compiled);
                ktorch_context_destroy(c2);
            }
        }
        for (c = 0; c < 4; c++) dfree(b[c]);
    }
    printf("device copy: %.2f TB/s (read+write)\n", bench_cuda_copy_tbps(S, 2ull << 30));
    /* non-causal and causal in alternating batches: the same clock history */
    printf("\n%-8s %4s %6s %3s %7s %10s %6s\n", "op", "d", "n", "B", "causal", "TFLOP/s", "ratio");
    for (di = 0; di < 2; di++)
        for (ni = 0; ni < 5; ni++) {
            int D = di ? 128 : 64, H = 2048 / D, n = ns[ni], B = 16384 / n, i;
            run_args r, rc;
            void *b[4];
            double ms, msc, flops = 4.0 * B * H * (double)n * n * D, tn, tc;
            make(&r, B, H, H, n, n, D, b);
            rc = r;
            rc.p.causal = 1;
            bench_cuda_time_pair_ms(ctx, run_job, &r, 5, run_job, &rc, 5, 3, 11, &ms, &msc);
            tn = flops / (ms * 1e-3) / 1e12;
            tc = flops / 2 / (msc * 1e-3) / 1e12;
            printf("%-8s %4d %6d %3d %7d %10.1f\n", "fwd", D, n, B, 0, tn);
            printf("%-8s %4d %6d %3d %7d %10.1f %6.3f\n", "fwd", D, n, B, 1, tc, tc / tn);
            for (i = 0; i < 4; i++) dfree(b[i]);
        }
    {
        /* element mask tensors [1, 1, n, n]: boolean (~70% visible) and f32
           additive; every pair is computed, so FLOPs count all of them */
        const int D = 128, H = 16, n = 4096, B = 4;
        int mt, i;
        for (mt = 0; mt < 2; mt++) {
            run_args r;
            void *b[4], *md;
            ktorch_tensor th, td;
            int64_t ms4[4];
            uint64_t x = 0x9E3779B97F4A7C15ull, cnt = (uint64_t)n * n;
            size_t es = mt ? 4 : 1;
            unsigned char *h = (unsigned char *)malloc((size_t)cnt * es);
            double ms;
            for (i = 0; i < (int)cnt; i++) {
                x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                if (mt) ((float *)h)[i] = (float)((x >> 40) * (4.0 / 16777216.0) - 2.0);
                else h[i] = (unsigned char)((x >> 40) % 10 < 7);
            }
            ms4[0] = 1; ms4[1] = 1; ms4[2] = n; ms4[3] = n;
            md = dalloc(cnt * es);
            CHECK(ktorch_tensor_wrap(mt ? KTORCH_F32 : KTORCH_BOOL, 4, ms4, NULL, h, ktorch_cpu(), &th));
            CHECK(ktorch_tensor_wrap(mt ? KTORCH_F32 : KTORCH_BOOL, 4, ms4, NULL, md, cuda0(), &td));
            CHECK(ktorch_tensor_copy(ctx, &td, &th, NULL));
            make(&r, B, H, H, n, n, D, b);
            r.p.mask = &td;
            ms = time_ms(&r, 5, 11);
            printf("%-8s %4d %6d %3d %7s %10.1f\n", mt ? "mask f32" : "mask bool", D, n, B, "-",
                   4.0 * B * H * (double)n * n * D / (ms * 1e-3) / 1e12);
            for (i = 0; i < 4; i++) dfree(b[i]);
            dfree(md);
            free(h);
        }
    }
    bench_bwd();
    {
        run_args r;
        void *b[4];
        double ms;
        double kv = 2.0 * 64 * 8 * 8192 * 128 * 2;
        int i;
        make(&r, 64, 32, 8, 1, 8192, 128, b);
        ms = time_ms(&r, 10, 11);
        printf("decode b=64 hq=32 hk=8 ctx=8192 d=128: %.3f ms, %.2f TB/s on K/V bytes\n", ms, kv / (ms * 1e-3) / 1e12);
        for (i = 0; i < 4; i++) dfree(b[i]);
    }
    ktorch_context_destroy(ctx);
    return 0;
}
