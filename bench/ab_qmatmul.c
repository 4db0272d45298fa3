/* The CPU ktorch_qmatmul of every W format (f32 x, K = 4096), and
   ktorch_qmatmul_w8a8 with int8 and fp8_e4m3 x and W, beside the f32
   ktorch_matmul_nt of the same shape in one process, for A/B runs across
   commits (docs/PERF.md "CPU quantization"): build it against each tree's
   ktorch.h, `cc -O2 -march=native -I<tree> bench/ab_qmatmul.c -lm
   -lpthread -ldl`, and run the builds alternating. Arguments: tag threads
   N M[,M...] [cpu_isa [formats]]. W [N, 4096] uniform in [-1, 1) (and x for
   w8a8) quantized with default parameters; prints `R tag threads N M format
   ms speedup-over-f32`, ms the median of 15 calls (7 from M = 256) after 2;
   formats: a comma list of names to run ("w8a8", "w8a8_fp8" for the w8a8
   rows), all when absent. Only the public API, so that it builds against
   older trees. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static unsigned long long rs = 88172645463325252ULL;
static float rnd(void) { rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17; return (float)((rs >> 40) * (1.0 / 16777216.0) * 2.0 - 1.0); }
typedef struct { ktorch_context *c; ktorch_tensor *x, *w, *y; ktorch_qtensor *q, *qx; } arg_t;
static void call(arg_t *a) {
    if (a->qx) ktorch_qmatmul_w8a8(a->c, a->qx, a->q, a->y);
    else if (a->q) ktorch_qmatmul(a->c, a->x, a->q, a->y);
    else ktorch_matmul_nt(a->c, a->x, a->w, a->y);
}
static double timeit(arg_t *a, int reps) {
    double t[64]; int i;
    for (i = 0; i < 2; i++) call(a);
    for (i = 0; i < reps; i++) { double t0 = now(); call(a); t[i] = (now() - t0) * 1e3; }
    qsort(t, reps, sizeof t[0], cmpd);
    return t[reps / 2];
}
/* name in the comma list (NULL: all) */
static int wanted(const char *list, const char *name) {
    size_t n = strlen(name);
    const char *p = list;
    if (!list) return 1;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ',') && (p[n] == 0 || p[n] == ',')) return 1;
        p += n;
    }
    return 0;
}
int main(int argc, char **argv) {
    int threads, N, K = 4096, f;
    const char *tag, *only;
    if (argc < 5) {
        fprintf(stderr, "usage: ab_qmatmul tag threads N M[,M...] [cpu_isa [formats]]\n");
        return 2;
    }
    tag = argv[1];
    threads = atoi(argv[2]);
    N = atoi(argv[3]);
    only = argc > 6 ? argv[6] : NULL;
    ktorch_context_desc d; ktorch_context *c;
    memset(&d, 0, sizeof d); d.num_threads = threads;
    if (argc > 5 && strcmp(argv[5], "-") != 0) d.cpu_isa = argv[5];
    if (ktorch_context_create(&d, &c) != KTORCH_OK) { printf("context: %s\n", ktorch_last_error()); return 1; }
    int64_t sw[2] = {N, K};
    float *w = (float *)malloc((size_t)N * K * 4);
    for (size_t i = 0; i < (size_t)N * K; i++) w[i] = rnd();
    ktorch_tensor tw; ktorch_tensor_wrap(KTORCH_F32, 2, sw, NULL, w, ktorch_cpu(), &tw);
    ktorch_qtensor q[KTORCH_QUANT_FORMAT_COUNT];
    memset(q, 0, sizeof q);
    for (f = 0; f < (int)KTORCH_QUANT_FORMAT_COUNT; f++) {
        const int w8 = (f == (int)KTORCH_QUANT_INT8 && wanted(only, "w8a8")) || (f == (int)KTORCH_QUANT_FP8_E4M3 && wanted(only, "w8a8_fp8"));
        if (!wanted(only, ktorch_quant_format_name((ktorch_quant_format)f)) && !w8) continue;
        if (ktorch_quantize(c, &tw, (ktorch_quant_format)f, NULL, &q[f]) != KTORCH_OK) { printf("quantize %d failed\n", f); return 1; }
    }
    char *ms = strdup(argv[4]);
    for (char *tok = strtok(ms, ","); tok; tok = strtok(NULL, ",")) {
        int M = atoi(tok), reps = M >= 256 ? 7 : 15;
        int64_t sx[2] = {M, K}, sy[2] = {M, N};
        float *x = (float *)malloc((size_t)M * K * 4), *y = (float *)malloc((size_t)M * N * 4);
        for (size_t i = 0; i < (size_t)M * K; i++) x[i] = rnd();
        ktorch_tensor tx, ty; ktorch_tensor_wrap(KTORCH_F32, 2, sx, NULL, x, ktorch_cpu(), &tx); ktorch_tensor_wrap(KTORCH_F32, 2, sy, NULL, y, ktorch_cpu(), &ty);
        arg_t a = {c, &tx, &tw, &ty, NULL, NULL};
        double f32 = timeit(&a, reps);
        printf("R %s %d %d %d f32 %.4f 1.00\n", tag, threads, N, M, f32);
        for (f = 0; f < (int)KTORCH_QUANT_FORMAT_COUNT + 2; f++) {
            ktorch_qtensor qx;
            const char *nm = f < (int)KTORCH_QUANT_FORMAT_COUNT ? ktorch_quant_format_name((ktorch_quant_format)f) : f == (int)KTORCH_QUANT_FORMAT_COUNT ? "w8a8" : "w8a8_fp8";
            double t;
            if (!wanted(only, nm)) continue;
            a.qx = NULL;
            if (f < (int)KTORCH_QUANT_FORMAT_COUNT) a.q = &q[f];
            else {
                const ktorch_quant_format wf = f == (int)KTORCH_QUANT_FORMAT_COUNT ? KTORCH_QUANT_INT8 : KTORCH_QUANT_FP8_E4M3;
                a.q = &q[wf];
                if (ktorch_quantize(c, &tx, wf, NULL, &qx) != KTORCH_OK) { printf("quantize x: %s\n", ktorch_last_error()); return 1; }
                a.qx = &qx;
            }
            t = timeit(&a, reps);
            printf("R %s %d %d %d %s %.4f %.2f\n", tag, threads, N, M, nm, t, f32 / t);
            if (a.qx) ktorch_qtensor_free(c, &qx);
        }
        free(x);
        free(y);
    }
    printf("isa %s\n", ktorch_cpu_isa(c));
    return 0;
}
