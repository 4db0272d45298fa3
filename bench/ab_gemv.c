/* ktorch_qmatmul at M = 1 (W [8192, 8192], past the last-level cache; AB_M
   in the environment: more rows of x) for
   every W format beside the f32 ktorch_matmul_nt, a memcpy and a read-only
   pass over as many bytes as the int8 weights, and a
   ktorch_parallel_for of one 20 us task per thread (its time past 20 us), all by the same threads in one process, for A/B runs
   across commits (docs/PERF.md "CPU quantization"). Build it against each
   tree's ktorch.h, `cc -O2 -march=native -I<tree> bench/ab_gemv.c -lm
   -lpthread -ldl`, and run the builds alternating. Arguments: tag
   threads[,threads...] [cpu_isa [formats]]. Prints `R tag isa threads
   format ms %memcpy %read` per row: ms the median of 15 calls after 2,
   %memcpy weight bytes per second over the memcpy's read + write bytes per
   second (the `make bench` measure), %read over the read-only pass's bytes
   per second. Only the public API, so that it builds against older trees. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static int64_t NN = 8192; /* AB_N in the environment: fewer W rows (cache-resident, to time the kernels alone) */
static int64_t MM = 1;    /* AB_M: rows of x */
#define KK 8192
#define CHUNK ((size_t)1 << 20)
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static unsigned long long rs = 88172645463325252ULL;
static float rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (float)((rs >> 40) * (1.0 / 16777216.0) * 2.0 - 1.0); }
typedef struct { char *dst; const char *src; size_t n; uint64_t sums[1024]; } mem_t;
static void copy_task(void *arg, int64_t i, int thread) {
    mem_t *m = (mem_t *)arg;
    size_t at = (size_t)i * CHUNK, n = m->n - at < CHUNK ? m->n - at : CHUNK;
    (void)thread;
    memcpy(m->dst + at, m->src + at, n);
}
static void read_task(void *arg, int64_t i, int thread) {
    mem_t *m = (mem_t *)arg;
    size_t at = (size_t)i * CHUNK, n = m->n - at < CHUNK ? m->n - at : CHUNK, k;
    const uint64_t *p = (const uint64_t *)(m->src + at);
    uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;
    for (k = 0; k + 8 <= n / 8; k += 8) { s0 += p[k]; s1 += p[k + 1]; s2 += p[k + 2]; s3 += p[k + 3]; s4 += p[k + 4]; s5 += p[k + 5]; s6 += p[k + 6]; s7 += p[k + 7]; }
    m->sums[(thread * 8) % 1024] += s0 ^ s1 ^ s2 ^ s3 ^ s4 ^ s5 ^ s6 ^ s7;
}
/* 20 us of work per task, one task per thread: the time past 20 us is what starting and ending a parallel_for costs */
static void busy_task(void *arg, int64_t i, int thread) {
    double t0 = now();
    (void)arg; (void)i; (void)thread;
    while (now() - t0 < 20e-6) {}
}
typedef struct { ktorch_context *c; ktorch_tensor *x, *w, *y; ktorch_qtensor *q; mem_t *m; int kind; } arg_t;
static void call(arg_t *a) {
    switch (a->kind) {
    case 0: ktorch_qmatmul(a->c, a->x, a->q, a->y); break;
    case 1: ktorch_matmul_nt(a->c, a->x, a->w, a->y); break;
    case 2: ktorch_parallel_for(a->c, copy_task, a->m, (int64_t)((a->m->n + CHUNK - 1) / CHUNK)); break;
    case 3: ktorch_parallel_for(a->c, read_task, a->m, (int64_t)((a->m->n + CHUNK - 1) / CHUNK)); break;
    default: ktorch_parallel_for(a->c, busy_task, NULL, ktorch_num_threads(a->c)); break;
    }
}
static double timeit(arg_t *a, int reps) {
    double t[512]; int i;
    for (i = 0; i < 2; i++) call(a);
    for (i = 0; i < reps; i++) {
        double t0 = now();
        call(a);
        t[i] = (now() - t0) * 1e3;
    }
    qsort(t, reps, sizeof t[0], cmpd);
    return t[reps / 2];
}
int main(int argc, char **argv) {
    const char *tag, *isa = argc > 3 ? argv[3] : NULL, *only = argc > 4 ? argv[4] : NULL;
    int f;
    ktorch_context_desc d;
    ktorch_context *c0;
    if (argc < 3) {
        fprintf(stderr, "usage: ab_gemv tag threads[,threads...] [cpu_isa [format,format...]]\n");
        return 2;
    }
    tag = argv[1];
    if (getenv("AB_N")) NN = atoi(getenv("AB_N"));
    if (getenv("AB_M")) MM = atoi(getenv("AB_M"));
    memset(&d, 0, sizeof d);
    d.num_threads = 16;
    if (ktorch_context_create(&d, &c0) != KTORCH_OK) { printf("context: %s\n", ktorch_last_error()); return 1; }
    int64_t sw[2] = {NN, KK}, sx[2] = {MM, KK}, sy[2] = {MM, NN};
    float *w = (float *)malloc((size_t)NN * KK * 4), *x = (float *)malloc((size_t)(MM * KK) * 4), *y = (float *)malloc((size_t)(MM * NN) * 4);
    for (size_t i = 0; i < (size_t)NN * KK; i++) w[i] = rnd();
    for (size_t i = 0; i < (size_t)(MM * KK); i++) x[i] = rnd();
    ktorch_tensor tw, tx, ty;
    ktorch_tensor_wrap(KTORCH_F32, 2, sw, NULL, w, ktorch_cpu(), &tw);
    ktorch_tensor_wrap(KTORCH_F32, 2, sx, NULL, x, ktorch_cpu(), &tx);
    ktorch_tensor_wrap(KTORCH_F32, 2, sy, NULL, y, ktorch_cpu(), &ty);
    ktorch_qtensor q[KTORCH_QUANT_FORMAT_COUNT];
    int use[KTORCH_QUANT_FORMAT_COUNT];
    for (f = 0; f < (int)KTORCH_QUANT_FORMAT_COUNT; f++) {
        const char *fn = ktorch_quant_format_name((ktorch_quant_format)f);
        use[f] = !only || strstr(only, fn) != NULL;
        if (use[f] && only) { /* whole names only */
            const char *p = strstr(only, fn);
            size_t l = strlen(fn);
            use[f] = 0;
            for (; p; p = strstr(p + 1, fn))
                if ((p == only || p[-1] == ',') && (p[l] == 0 || p[l] == ',')) use[f] = 1;
        }
        if (use[f] && ktorch_quantize(c0, &tw, (ktorch_quant_format)f, NULL, &q[f]) != KTORCH_OK) { printf("quantize %s failed\n", fn); return 1; }
    }
    mem_t *m = (mem_t *)calloc(1, sizeof *m);
    m->n = (size_t)NN * KK;
    char *buf = (char *)malloc(2 * m->n);
    memset(buf, 1, 2 * m->n);
    m->src = buf;
    m->dst = buf + m->n;
    char *ts = strdup(argv[2]);
    for (char *tok = strtok(ts, ","); tok; tok = strtok(NULL, ",")) {
        ktorch_context *c;
        int threads = atoi(tok);
        memset(&d, 0, sizeof d);
        d.num_threads = threads;
        d.cpu_isa = isa;
        if (ktorch_context_create(&d, &c) != KTORCH_OK) { printf("context: %s\n", ktorch_last_error()); return 1; }
        arg_t a = {c, &tx, &tw, &ty, NULL, m, 2};
        double cp = timeit(&a, 15), rd, pf;
        a.kind = 3;
        rd = timeit(&a, 15);
        a.kind = 4;
        pf = timeit(&a, 201);
        const double cps = 2.0 * m->n / cp, rds = (double)m->n / rd;
        printf("R %s %s %d memcpy %.4f %.1fGB/s read %.1fGB/s pfor_over_us %.1f\n", tag, ktorch_cpu_isa(c), threads, cp, cps * 1e-6, rds * 1e-6, pf * 1e3 - 20.0);
        if (!only || strstr(only, "f32")) {
            a.kind = 1;
            double t = timeit(&a, 15), b = (double)NN * KK * 4;
            printf("R %s %s %d f32 %.4f %.0f%% %.0f%%\n", tag, ktorch_cpu_isa(c), threads, t, 100.0 * b / t / cps, 100.0 * b / t / rds);
        }
        for (f = 0; f < (int)KTORCH_QUANT_FORMAT_COUNT; f++) {
            if (!use[f]) continue;
            a.kind = 0;
            a.q = &q[f];
            double t = timeit(&a, 15), b = (double)ktorch_qtensor_nbytes(&q[f]);
            printf("R %s %s %d %s %.4f %.0f%% %.0f%%\n", tag, ktorch_cpu_isa(c), threads, ktorch_quant_format_name((ktorch_quant_format)f), t, 100.0 * b / t / cps,
                   100.0 * b / t / rds);
        }
        fflush(stdout);
        ktorch_context_destroy(c);
    }
    return 0;
}
