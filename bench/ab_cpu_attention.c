/* A/B of CPU attention builds in one process, alternating their calls (the
   Xeon's clocks move between processes a few seconds apart, so separate
   processes do not compare). Each build is this file compiled with -DAB_LIB
   as a shared object against one tree's ktorch.h (-I tree, and any knobs);
   the driver loads them all:
     cc -O2 -std=c99 -fPIC -shared -fvisibility=hidden -DAB_LIB -I OLD bench/ab_cpu_attention.c -o old.so -lm -lpthread
     cc -O2 -std=c99 -fPIC -shared -fvisibility=hidden -DAB_LIB -I .   bench/ab_cpu_attention.c -o new.so -lm -lpthread
     cc -O2 bench/ab_cpu_attention.c -o abm -ldl -lm
     ./abm THREADS H N ROUNDS old.so new.so ...
   bf16 b=1 h=H n=N d=128, random inputs: per round every build runs AMX
   dense then causal (the order reversed on odd rounds), then the first
   build runs f32 AVX-512 dense once. Prints per build the median times,
   the medians of the per-round ratios to the first build, the f32 time
   over the AMX dense time, causal / dense in FLOP/s, and whether both
   outputs are bitwise those of the first build. ABM_SECONDS=s starts no
   round after s seconds; ABM_RAMP=x makes the scores grow along the keys
   (the row maxima keep moving). */
#if defined(AB_LIB)
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#include <string.h>
static ktorch_context *ctx[2]; /* 0: amx, 1: avx512 */
static int nthr;
__attribute__((visibility("default"))) int ab_attn(int isa, int threads, int dtype_bf16, int B, int H, int N, int D, int causal, void *q, void *k,
                                                    void *v, void *o) {
    ktorch_tensor tq, tk, tv, to;
    ktorch_attention_params p;
    int64_t s[4];
    ktorch_dtype dt = dtype_bf16 ? KTORCH_BF16 : KTORCH_F32;
    if (threads != nthr) {
        int i;
        for (i = 0; i < 2; i++)
            if (ctx[i]) ktorch_context_destroy(ctx[i]), ctx[i] = NULL;
        nthr = threads;
    }
    if (!ctx[isa]) {
        ktorch_context_desc d;
        memset(&d, 0, sizeof d);
        d.num_threads = threads;
        d.cpu_isa = isa ? "avx512" : "amx";
        if (ktorch_context_create(&d, &ctx[isa]) != KTORCH_OK) return -1;
    }
    s[0] = B, s[1] = H, s[2] = N, s[3] = D;
    ktorch_tensor_wrap(dt, 4, s, NULL, q, ktorch_cpu(), &tq);
    ktorch_tensor_wrap(dt, 4, s, NULL, k, ktorch_cpu(), &tk);
    ktorch_tensor_wrap(dt, 4, s, NULL, v, ktorch_cpu(), &tv);
    ktorch_tensor_wrap(dt, 4, s, NULL, o, ktorch_cpu(), &to);
    memset(&p, 0, sizeof p);
    p.causal = causal;
    return ktorch_attention(ctx[isa], &tq, &tk, &tv, &to, &p) == KTORCH_OK ? 0 : -2;
}
#else
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
typedef int (*fn_t)(int, int, int, int, int, int, int, int, void *, void *, void *, void *);
static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static int cmpd(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static uint16_t f2bf(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
static double med(double *a, int n) {
    qsort(a, n, sizeof *a, cmpd);
    return n % 2 ? a[n / 2] : 0.5 * (a[n / 2 - 1] + a[n / 2]);
}
#define MAXL 8
#define MAXR 64
int main(int argc, char **argv) {
    if (argc < 6 || argc - 5 > MAXL) {
        fprintf(stderr, "usage: abm THREADS H N ROUNDS build.so... (at most %d builds)\n", MAXL);
        return 2;
    }
    int T = atoi(argv[1]), H = atoi(argv[2]), N = atoi(argv[3]), R = atoi(argv[4]), nl = argc - 5, D = 128, i, r, c, li;
    double budget = getenv("ABM_SECONDS") ? atof(getenv("ABM_SECONDS")) : 1e9, start = now();
    fn_t f[MAXL];
    size_t n = (size_t)H * N * D;
    float *qf = malloc(n * 4), *kf = malloc(n * 4), *vf = malloc(n * 4), *of = malloc(n * 4);
    uint16_t *q = malloc(n * 2), *k = malloc(n * 2), *v = malloc(n * 2), *o[MAXL], *od[MAXL];
    const char *ramp = getenv("ABM_RAMP"); /* scores grow along the keys: the row maxima keep moving */
    double t[MAXL][2][MAXR], tf[MAXR], rat[MAXL][2][MAXR];
    unsigned x = 1;
    int nr = 0;
    for (li = 0; li < nl; li++) {
        void *h = dlopen(argv[5 + li], RTLD_NOW | RTLD_LOCAL);
        void *sym = h ? dlsym(h, "ab_attn") : NULL;
        if (!sym) { printf("dlopen %s: %s\n", argv[5 + li], dlerror()); return 1; }
        memcpy(&f[li], &sym, sizeof sym); /* POSIX: a function's address as void * */
        o[li] = malloc(n * 2);
        od[li] = malloc(n * 2);
    }
    for (i = 0; i < (int)n; i++) {
        x = x * 1664525u + 1013904223u; qf[i] = ((x >> 8) / 16777216.0f - 0.5f) * 2;
        x = x * 1664525u + 1013904223u; kf[i] = ((x >> 8) / 16777216.0f - 0.5f) * 2;
        x = x * 1664525u + 1013904223u; vf[i] = ((x >> 8) / 16777216.0f - 0.5f) * 2;
        if (ramp) { size_t j = (size_t)i / D % N; qf[i] = 0.5f + 0.1f * qf[i]; kf[i] = kf[i] * 0.2f + (float)j * atof(ramp) / N; }
        q[i] = f2bf(qf[i]), k[i] = f2bf(kf[i]), v[i] = f2bf(vf[i]);
    }
    /* warm: each once */
    for (li = 0; li < nl; li++) for (c = 0; c < 2; c++) if (f[li](0, T, 1, 1, H, N, D, c, q, k, v, o[li])) { printf("call failed %d\n", li); return 1; }
    f[0](1, T, 0, 1, H, N, D, 0, qf, kf, vf, of);
    for (r = 0; r < R && r < MAXR; r++) {
        double t0;
        if (now() - start > budget) break;
        for (i = 0; i < nl; i++) {
            li = r & 1 ? nl - 1 - i : i;
            for (c = 0; c < 2; c++) {
                t0 = now();
                f[li](0, T, 1, 1, H, N, D, c, q, k, v, c ? o[li] : od[li]);
                t[li][c][r] = now() - t0;
            }
        }
        t0 = now();
        f[0](1, T, 0, 1, H, N, D, 0, qf, kf, vf, of);
        tf[r] = now() - t0;
        for (li = 0; li < nl; li++) for (c = 0; c < 2; c++) rat[li][c][r] = t[li][c][r] / t[0][c][r];
        nr++;
    }
    /* bitwise check against lib0 (last call was causal) */
    {
        double fl = 4.0 * H * (double)N * N * D;
        double mf = med(tf, nr);
        printf("T=%d H=%d N=%d rounds=%d  f32 avx512 dense %.2f ms (%.3f TFLOP/s)\n", T, H, N, nr, mf * 1e3, fl / mf * 1e-12);
        printf("%-28s %9s %9s %8s %8s %7s %7s %s\n", "lib", "dense ms", "causal", "d/lib0", "c/lib0", "xf32", "c/d", "same");
        for (li = 0; li < nl; li++) {
            double d[MAXR], cc[MAXR], rd[MAXR], rc[MAXR], md, mc;
            memcpy(d, t[li][0], nr * sizeof(double)); memcpy(cc, t[li][1], nr * sizeof(double));
            memcpy(rd, rat[li][0], nr * sizeof(double)); memcpy(rc, rat[li][1], nr * sizeof(double));
            md = med(d, nr), mc = med(cc, nr);
            printf("%-28s %9.2f %9.2f %8.3f %8.3f %7.2f %7.3f %s\n", argv[5 + li], md * 1e3, mc * 1e3, med(rd, nr), med(rc, nr), mf / md,
                   (md / 2) / mc, memcmp(o[li], o[0], n * 2) || memcmp(od[li], od[0], n * 2) ? "DIFF" : "same");
        }
    }
    return 0;
}
#endif
