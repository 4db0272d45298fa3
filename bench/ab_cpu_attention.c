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
   (the row maxima keep moving).
   The FMA peak: every round also times, through the first build's thread
   pool (the same threads as the f32 call), FMA_ITERS iterations of 12
   independent AVX-512 FMA chains on every thread at once (about 50 ms; the
   sustained all-thread rate, wall clock); the f32 line gives its median
   and range and the f32 flash rate over it (median of the rounds' ratios).
   ABM_PROF=n: then n calls each of dense and causal per build on a context
   whose pool wraps the built-in one and times every task (the same
   scheduling): per-thread busy time over the wall time of the attention
   loop, the wall of the K/V packing before it, the threads' start lag, and
   a fit of the task times to a + b x (key tiles of the task; the task order
   of the default: pairs of query tiles, the heaviest of every head first). */
#if defined(AB_LIB)
#define _GNU_SOURCE
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_BENCH_NO_CUDA
#define KTORCH_BENCH_NO_VULKAN
#include "examples/ktorch_bench.h"
#include <immintrin.h>
#include <string.h>
#include <time.h>
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
    if (!B) return 0; /* the context only */
    s[0] = B, s[1] = H, s[2] = N, s[3] = D;
    ktorch_tensor_wrap(dt, 4, s, NULL, q, ktorch_cpu(), &tq);
    ktorch_tensor_wrap(dt, 4, s, NULL, k, ktorch_cpu(), &tk);
    ktorch_tensor_wrap(dt, 4, s, NULL, v, ktorch_cpu(), &tv);
    ktorch_tensor_wrap(dt, 4, s, NULL, o, ktorch_cpu(), &to);
    memset(&p, 0, sizeof p);
    p.causal = causal;
    return ktorch_attention(ctx[isa], &tq, &tk, &tv, &to, &p) == KTORCH_OK ? 0 : -2;
}
/* ---- the FMA peak: 12 independent AVX-512 FMA chains on every thread ---- */
typedef struct ab_fma_arg {
    long iters;
    float sink[256];
} ab_fma_arg;
static void ab_fma_task(void *arg, int64_t i, int thread) {
    ab_fma_arg *p = (ab_fma_arg *)arg;
    (void)thread;
    p->sink[i & 255] += kbench__fma512(p->iters); /* make bench's chains: the two peaks compare */
}
static double ab_secs(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
/* GFLOP/s of all the threads of the avx512 context at once (wall clock) */
__attribute__((visibility("default"))) double ab_fma(int threads, long iters) {
    static ab_fma_arg p;
    double t0;
    if (threads != nthr || !ctx[1]) {
        float z = 0;
        if (ab_attn(1, threads, 0, 0, 0, 0, 0, 0, &z, &z, &z, &z) == -1) return -1;
    }
    p.iters = iters;
    t0 = ab_secs();
    ktorch_parallel_for(ctx[1], ab_fma_task, &p, threads);
    return 2.0 * 12 * 16 * (double)iters * threads / (ab_secs() - t0) * 1e-9;
}
/* ---- ABM_PROF: a pool that wraps the built-in one and times every task ---- */
#define AB_MAXSEG 8
#define AB_MAXTASK 4096
typedef struct ab_prof {
    ktorch_context *inner;
    ktorch_task_fn fn;
    void *arg;
    int nseg;
    double t0[AB_MAXSEG], t1[AB_MAXSEG];
    int64_t count[AB_MAXSEG];
    double busy[AB_MAXSEG][256], first[AB_MAXSEG][256], last[AB_MAXSEG][256];
    double task[AB_MAXTASK]; /* the last segment's task times */
} ab_prof;
static ab_prof prof;
static void ab_prof_task(void *arg, int64_t i, int thread) {
    ab_prof *p = (ab_prof *)arg;
    const int s = p->nseg;
    double t0 = ab_secs(), t1;
    p->fn(p->arg, i, thread);
    t1 = ab_secs();
    if (thread < 256) {
        p->busy[s][thread] += t1 - t0;
        if (p->first[s][thread] == 0) p->first[s][thread] = t0;
        p->last[s][thread] = t1;
    }
    if (i < AB_MAXTASK) p->task[i] = t1 - t0;
}
static void ab_prof_for(ktorch_task_fn fn, void *arg, int64_t count, void *user) {
    ab_prof *p = (ab_prof *)user;
    const int s = p->nseg;
    if (s >= AB_MAXSEG) {
        ktorch_parallel_for(p->inner, fn, arg, count);
        return;
    }
    memset(p->busy[s], 0, sizeof p->busy[s]);
    memset(p->first[s], 0, sizeof p->first[s]);
    memset(p->last[s], 0, sizeof p->last[s]);
    p->fn = fn;
    p->arg = arg;
    p->count[s] = count;
    p->t0[s] = ab_secs();
    ktorch_parallel_for(p->inner, ab_prof_task, p, count);
    p->t1[s] = ab_secs();
    p->nseg = s + 1;
}
/* One profiled AMX bf16 call; out: [0] wall of the call, [1] wall of the
   last parallel loop (attention), [2] wall before it (packing etc.),
   [3] busy/(threads x wall) of the last loop, [4] mean start lag of the
   threads in it (us), [5] max start lag (us), [6] mean end gap to the loop's
   end (us), [7] tasks of the last loop, [8..] the task times (s), at most
   AB_MAXTASK. Returns the number of loops, or < 0. */
__attribute__((visibility("default"))) int ab_prof_attn(int threads, int B, int H, int N, int D, int causal, void *q, void *k, void *v, void *o,
                                                         double *out) {
    static ktorch_context *pc;
    static int pthr;
    ktorch_tensor tq, tk, tv, to;
    ktorch_attention_params p;
    int64_t s[4], i;
    int L, t;
    double t0, t1, sb = 0, lag = 0, lagmax = 0, gap = 0;
    if (!pc || pthr != threads) {
        ktorch_context_desc d;
        if (pc) ktorch_context_destroy(pc), ktorch_context_destroy(prof.inner), pc = NULL;
        memset(&d, 0, sizeof d);
        d.num_threads = threads;
        d.cpu_isa = "avx512";
        if (ktorch_context_create(&d, &prof.inner) != KTORCH_OK) return -1;
        memset(&d, 0, sizeof d);
        d.thread_pool.parallel_for = ab_prof_for;
        d.thread_pool.num_threads = threads;
        d.thread_pool.user_data = &prof;
        d.cpu_isa = "amx";
        if (ktorch_context_create(&d, &pc) != KTORCH_OK) return -1;
        pthr = threads;
    }
    s[0] = B, s[1] = H, s[2] = N, s[3] = D;
    ktorch_tensor_wrap(KTORCH_BF16, 4, s, NULL, q, ktorch_cpu(), &tq);
    ktorch_tensor_wrap(KTORCH_BF16, 4, s, NULL, k, ktorch_cpu(), &tk);
    ktorch_tensor_wrap(KTORCH_BF16, 4, s, NULL, v, ktorch_cpu(), &tv);
    ktorch_tensor_wrap(KTORCH_BF16, 4, s, NULL, o, ktorch_cpu(), &to);
    memset(&p, 0, sizeof p);
    p.causal = causal;
    prof.nseg = 0;
    t0 = ab_secs();
    if (ktorch_attention(pc, &tq, &tk, &tv, &to, &p) != KTORCH_OK) return -2;
    t1 = ab_secs();
    L = prof.nseg - 1;
    if (L < 0) return 0;
    for (t = 0; t < threads && t < 256; t++) {
        double l = prof.first[L][t] ? (prof.first[L][t] - prof.t0[L]) * 1e6 : (prof.t1[L] - prof.t0[L]) * 1e6;
        sb += prof.busy[L][t];
        lag += l;
        if (l > lagmax) lagmax = l;
        gap += prof.last[L][t] ? (prof.t1[L] - prof.last[L][t]) * 1e6 : 0;
    }
    out[0] = t1 - t0;
    out[1] = prof.t1[L] - prof.t0[L];
    out[2] = prof.t0[L] - t0;
    out[3] = sb / (threads * out[1]);
    out[4] = lag / threads;
    out[5] = lagmax;
    out[6] = gap / threads;
    out[7] = (double)prof.count[L];
    for (i = 0; i < prof.count[L] && i < AB_MAXTASK; i++) out[8 + i] = prof.task[i];
    return prof.nseg;
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
typedef double (*fma_t)(int, long);
typedef int (*prof_t)(int, int, int, int, int, int, void *, void *, void *, void *, double *);
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
    prof_t pf[MAXL];
    fma_t fma = NULL;
    const long fiters = getenv("FMA_ITERS") ? atol(getenv("FMA_ITERS")) : 20000000L;
    const int nprof = getenv("ABM_PROF") ? atoi(getenv("ABM_PROF")) : 0;
    double tfma[MAXR], rfma[MAXR];
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
        sym = dlsym(h, "ab_prof_attn");
        memcpy(&pf[li], &sym, sizeof sym);
        if (li == 0 && (sym = dlsym(h, "ab_fma")) != NULL) memcpy(&fma, &sym, sizeof sym);
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
        if (fma) {
            tfma[r] = fma(T, fiters);
            rfma[r] = 4.0 * H * (double)N * N * D / tf[r] * 1e-9 / tfma[r];
        }
        for (li = 0; li < nl; li++) for (c = 0; c < 2; c++) rat[li][c][r] = t[li][c][r] / t[0][c][r];
        nr++;
    }
    /* bitwise check against lib0 (last call was causal) */
    {
        double fl = 4.0 * H * (double)N * N * D;
        double mf = med(tf, nr);
        printf("T=%d H=%d N=%d rounds=%d  f32 avx512 dense %.2f ms (%.3f TFLOP/s)\n", T, H, N, nr, mf * 1e3, fl / mf * 1e-12);
        if (fma && nr) {
            double lo = 1e30, hi = 0, fm;
            for (r = 0; r < nr; r++) lo = tfma[r] < lo ? tfma[r] : lo, hi = tfma[r] > hi ? tfma[r] : hi;
            fm = med(tfma, nr);
            printf("FMA peak (sustained, all %d threads, %ld iterations x 12 chains each, per round): median %.1f GFLOP/s (%.1f-%.1f); "
                   "f32 flash %.1f%% of it (median of the rounds' ratios)\n", T, fiters, fm, lo, hi, 100 * med(rfma, nr));
        }
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
    for (li = 0; li < nl && nprof > 0; li++) {
        if (!pf[li]) continue;
        for (c = 0; c < 2; c++) {
            static double st[8 + 4096];
            double wall[MAXR], loop[MAXR], pre[MAXR], bw[MAXR], lag[MAXR], lagm[MAXR], gap[MAXR], sx = 0, sy = 0, sxx = 0, sxy = 0, a, b;
            int np = 0, nt = 0, ti;
            for (r = 0; r < nprof && r < MAXR; r++) {
                if (pf[li](T, 1, H, N, D, c, q, k, v, od[li], st) < 0) { printf("prof failed\n"); break; }
                wall[np] = st[0] * 1e3, loop[np] = st[1] * 1e3, pre[np] = st[2] * 1e3, bw[np] = st[3], lag[np] = st[4], lagm[np] = st[5], gap[np] = st[6];
                np++;
                /* task ti: AMX pairs of query tiles, heaviest first (ktorch__amx_task2): pair p = np - 1 - ti / H has
                   key tiles 4p + 3 (causal) or 2 x N / 64 */
                nt = (int)st[7];
                for (ti = 0; ti < nt && ti < 4096; ti++) {
                    const int npair = (N / 64 + 1) / 2, pr = npair - 1 - ti / H;
                    const double x = c ? 4.0 * pr + 3 : 2.0 * N / 64, y = st[8 + ti] * 1e6;
                    sx += x, sy += y, sxx += x * x, sxy += x * y;
                }
            }
            if (!np) continue;
            {
                const double m = (double)np * nt;
                b = m * sxx - sx * sx != 0 ? (m * sxy - sx * sy) / (m * sxx - sx * sx) : sy / sx;
                a = m * sxx - sx * sx != 0 ? (sy - b * sx) / m : 0;
            }
            printf("prof %-22s %-6s %2d calls: wall %.2f ms = %.2f before + %.2f loop; busy/(T x loop) %.3f; start lag mean %.0f max %.0f us; "
                   "end gap mean %.0f us; %d tasks: %.1f + %.2f us x key tiles\n",
                   argv[5 + li], c ? "causal" : "dense", np, med(wall, np), med(pre, np), med(loop, np), med(bw, np), med(lag, np), med(lagm, np),
                   med(gap, np), nt, a, b);
        }
    }
    return 0;
}
#endif
