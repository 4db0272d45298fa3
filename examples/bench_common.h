/* Shared by the benchmark programs (examples/bench_*.c): include after
   ktorch.h. CHECK exits with the message on any error. */
#ifndef BENCH_COMMON_H
#define BENCH_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHECK(x)                                                                              \
    do {                                                                                      \
        ktorch_status s_ = (x);                                                               \
        if (s_ != KTORCH_OK) {                                                                \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, ktorch_last_error()); \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

/* qsort order of doubles */
static inline int cmpd(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* monotonic wall-clock seconds */
static inline double bench_wall_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}
#endif
