/* Paged decode of one tree, for A/B runs across commits: b=64, 32 query
   heads, 8 KV heads, 8192 tokens a sequence, d=128, bf16 queries, shuffled
   block tables of 16- and 64-token pages in bf16, int8 and fp8 E4M3 (f32
   scales a token), the ktorch_attention_paged defaults; then the int8 and
   E4M3 pages of 16 at each split_size of KTORCH_AB_PAGED_SPLITS (a comma
   list, e.g. 832,1024; none by default). Pages filled from a 32 MB pattern
   copied on the device. Median of 11 batches of 10 calls (CUDA events, as
   examples/bench_cuda_paged.c); bytes = K + V as read (codes + scales).
   KTORCH_AB_PAGED_ONLY: a comma list of row names (e.g. int8/P16,bf16/P16)
   to run only those; KTORCH_AB_PAGED_KERNEL: ktorch_cuda_desc.paged_kernel
   (1 or 2 forces that kernel on the quantized pages).
   Prints "TAG copy_TBps X 100.0", then "TAG dtype/Ppage/ssplit ms %copy"
   rows. Built against the headers of any tree: cc -std=c99 -O2 -I TREE
   -I TREE/examples bench/ab_paged.c -lm -lpthread -ldl.
   usage: ab_paged [TAG] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>
enum { B = 64, HQ = 32, HK = 8, CTX = 8192, D = 128 };
static ktorch_context *ctx;
static ktorch__cu_state *S;
static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
static void *dalloc(uint64_t bytes) {
    ktorch__CUdeviceptr p = 0;
    ktorch__cu_push(&S->dev[0]);
    if (S->cu.cuMemAlloc(&p, (size_t)bytes) != 0) {
        fprintf(stderr, "cuMemAlloc %llu failed\n", (unsigned long long)bytes);
        exit(1);
    }
    ktorch__cu_pop(&S->dev[0]);
    return (void *)(uintptr_t)p;
}
/* 32 MB host pattern, then device copies of it */
static void fill(void *dst, uint64_t bytes, int kind) {
    const uint64_t chunk = 32ull << 20;
    unsigned char *h = (unsigned char *)malloc((size_t)chunk);
    uint64_t i, off;
    for (i = 0; i < chunk; i += 4) {
        uint64_t x = next();
        if (kind == 0) {
            uint16_t a = ktorch_f32_to_bf16((float)((x >> 40) * (4.0 / 16777216.0) - 2.0)),
                     b2 = ktorch_f32_to_bf16((float)((x & 0xffffff) * (4.0 / 16777216.0) - 2.0));
            memcpy(h + i, &a, 2);
            memcpy(h + i + 2, &b2, 2);
        } else if (kind == 3) {
            float s = (float)(0.01 + (x >> 40) * (0.02 / 16777216.0));
            memcpy(h + i, &s, 4);
        } else {
            int j;
            for (j = 0; j < 4; j++) { /* i8 codes, read as E4M3 with no NaN */
                unsigned char c = (unsigned char)(x >> (8 * j));
                if ((c & 0x7f) == 0x7f) c ^= 1;
                h[i + (uint64_t)j] = c;
            }
        }
    }
    ktorch__cu_push(&S->dev[0]);
    S->cu.cuMemcpyHtoDAsync((ktorch__CUdeviceptr)(uintptr_t)dst, h, (size_t)(bytes < chunk ? bytes : chunk), S->dev[0].stream);
    for (off = chunk; off < bytes; off += chunk) {
        uint64_t n = bytes - off < chunk ? bytes - off : chunk;
        S->cu.cuMemcpyDtoDAsync((ktorch__CUdeviceptr)(uintptr_t)dst + off, (ktorch__CUdeviceptr)(uintptr_t)dst, (size_t)n, S->dev[0].stream);
    }
    ktorch__cu_pop(&S->dev[0]);
    CHECK(ktorch_synchronize(ctx, cuda0()));
    free(h);
}
typedef struct job {
    ktorch_tensor q, k, v, o, bt, lens, ks, vs;
    ktorch_attention_params p;
    ktorch_paged_params pp;
    int usepp;
} job;
static void run_job(void *jv) {
    job *j = (job *)jv;
    CHECK(ktorch_attention_paged(ctx, &j->q, &j->k, &j->v, &j->bt, &j->lens, &j->o, &j->p, j->usepp ? &j->pp : NULL));
}
static void wrap(ktorch_tensor *t, ktorch_dtype dt, int nd, int64_t a, int64_t b, int64_t c, int64_t e, void *p, ktorch_device dev) {
    int64_t s[4];
    s[0] = a;
    s[1] = b;
    s[2] = c;
    s[3] = e;
    CHECK(ktorch_tensor_wrap(dt, nd, s, NULL, p, dev, t));
}
int main(int argc, char **argv) {
    const char *tag = argc > 1 ? argv[1] : "x";
    ktorch_cuda_desc desc = bench_cuda_desc(NULL);
    double copy;
    void *q, *o, *kb, *vb, *kc, *vc, *ks, *vs;
    int32_t *bt[2], *lens;
    int pi, di, si;
    if (getenv("KTORCH_AB_PAGED_KERNEL")) desc.paged_kernel = atoi(getenv("KTORCH_AB_PAGED_KERNEL"));
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    S = (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state;
    copy = bench_cuda_copy_tbps(S, 2ull << 30);
    printf("%s copy_TBps %.3f 100.0\n", tag, copy);
    q = dalloc((uint64_t)B * HQ * D * 2);
    o = dalloc((uint64_t)B * HQ * D * 2);
    fill(q, (uint64_t)B * HQ * D * 2, 0);
    kb = dalloc((uint64_t)B * CTX * HK * D * 2);
    vb = dalloc((uint64_t)B * CTX * HK * D * 2);
    kc = dalloc((uint64_t)B * CTX * HK * D);
    vc = dalloc((uint64_t)B * CTX * HK * D);
    ks = dalloc((uint64_t)B * CTX * HK * 4);
    vs = dalloc((uint64_t)B * CTX * HK * 4);
    fill(kb, (uint64_t)B * CTX * HK * D * 2, 0);
    fill(vb, (uint64_t)B * CTX * HK * D * 2, 0);
    fill(kc, (uint64_t)B * CTX * HK * D, 2);
    fill(vc, (uint64_t)B * CTX * HK * D, 2);
    fill(ks, (uint64_t)B * CTX * HK * 4, 3);
    fill(vs, (uint64_t)B * CTX * HK * 4, 3);
    lens = (int32_t *)malloc(B * 4);
    for (pi = 0; pi < B; pi++) lens[pi] = CTX;
    for (pi = 0; pi < 2; pi++) {
        const int P = pi ? 64 : 16;
        const int64_t np = (int64_t)B * CTX / P;
        int64_t i;
        bt[pi] = (int32_t *)malloc((size_t)np * 4);
        for (i = 0; i < np; i++) bt[pi][i] = (int32_t)i;
        for (i = np - 1; i > 0; i--) {
            int64_t r = (int64_t)(next() % (uint64_t)(i + 1));
            int32_t t = bt[pi][i];
            bt[pi][i] = bt[pi][r];
            bt[pi][r] = t;
        }
    }
    /* rows: dtype (0 bf16, 1 i8, 2 e4m3) x page at the defaults, then the quantized pages of 16 at each split_size */
    {
        const char *only = getenv("KTORCH_AB_PAGED_ONLY");
        int splits[16] = {0}, ns = 1;
        const char *e = getenv("KTORCH_AB_PAGED_SPLITS");
        while (e && *e && ns < 16) {
            char *end;
            long v = strtol(e, &end, 10);
            if (end == e) break;
            if (v > 0) splits[ns++] = (int)v;
            e = *end == ',' ? end + 1 : end;
        }
        for (si = 0; si < ns; si++)
            for (di = 0; di < 3; di++)
                for (pi = 0; pi < 2; pi++) {
                    const int P = pi ? 64 : 16;
                    const int64_t np = (int64_t)B * CTX / P;
                    const double bytes = di ? 2.0 * (double)np * HK * P * (D + 4) : 2.0 * (double)np * HK * P * D * 2;
                    static const ktorch_dtype dts[3] = {KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3};
                    static const char *nm[3] = {"bf16", "int8", "e4m3"};
                    job j;
                    double ms;
                    if (si && (di == 0 || pi == 1)) continue;
                    if (only) {
                        char name[32];
                        const char *f = only;
                        size_t n;
                        int hit = 0;
                        snprintf(name, sizeof name, "%s/P%d", nm[di], P);
                        n = strlen(name);
                        while (f && *f) {
                            if (strncmp(f, name, n) == 0 && (f[n] == ',' || f[n] == '\0')) hit = 1;
                            f = strchr(f, ',');
                            if (f) f++;
                        }
                        if (!hit) continue;
                    }
                    memset(&j, 0, sizeof j);
                    wrap(&j.q, KTORCH_BF16, 4, B, HQ, 1, D, q, cuda0());
                    wrap(&j.o, KTORCH_BF16, 4, B, HQ, 1, D, o, cuda0());
                    wrap(&j.k, dts[di], 4, np, HK, P, D, di ? kc : kb, cuda0());
                    wrap(&j.v, dts[di], 4, np, HK, P, D, di ? vc : vb, cuda0());
                    if (di) {
                        wrap(&j.ks, KTORCH_F32, 3, np, HK, P, 0, ks, cuda0());
                        wrap(&j.vs, KTORCH_F32, 3, np, HK, P, 0, vs, cuda0());
                        j.p.k_scale = &j.ks;
                        j.p.v_scale = &j.vs;
                    }
                    wrap(&j.bt, KTORCH_I32, 2, B, CTX / P, 0, 0, bt[pi], ktorch_cpu());
                    wrap(&j.lens, KTORCH_I32, 1, B, 0, 0, 0, lens, ktorch_cpu());
                    j.usepp = splits[si] != 0;
                    j.pp.split_size = splits[si];
                    ms = bench_cuda_time_ms(ctx, run_job, &j, 3, 11, 10);
                    printf("%s %s/P%d/s%d %.4f %.1f\n", tag, nm[di], P, splits[si], ms, 100.0 * bytes / (ms * 1e-3) / 1e12 / copy);
                    fflush(stdout);
                }
    }
    ktorch_context_destroy(ctx);
    return 0;
}
