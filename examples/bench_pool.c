/* bench_pool: ns per alloc+free pair of the ktorch pool vs malloc/free.
   Build: cc -O2 -std=c99 -I. examples/bench_pool.c -o build/bench_pool -lm -lpthread -ldl
   Each step frees a random live slot and allocates a new size into it, with
   a fixed number of live allocations (sizes and slots are drawn beforehand,
   the same for every allocator). Memory is not touched: the pool may manage
   device memory, so this times the bookkeeping only. Median of 7 runs. */
#define _POSIX_C_SOURCE 199309L
#include "ktorch.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define RUNS 7

typedef struct mix {
    const char *name;
    uint64_t lo, hi; /* sizes drawn log-uniformly in [lo, hi] */
    int live, steps;
} mix;

static uint64_t rng_state = 88172645463325252ull;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
static int cmp_d(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static uint64_t *sizes;
static int *slots;

static double run_pool(const mix *m, ktorch_pool *pool) {
    ktorch_allocation *a = (ktorch_allocation *)calloc((size_t)m->live, sizeof(ktorch_allocation));
    double t0, t;
    int i;
    for (i = 0; i < m->live; i++)
        if (ktorch_pool_alloc(pool, sizes[i], 0, &a[i]) != KTORCH_OK) {
            fprintf(stderr, "pool alloc failed: %s\n", ktorch_last_error());
            exit(1);
        }
    t0 = now_s();
    for (i = 0; i < m->steps; i++) {
        int s = slots[i];
        ktorch_pool_free(pool, &a[s]);
        if (ktorch_pool_alloc(pool, sizes[m->live + i], 0, &a[s]) != KTORCH_OK) {
            fprintf(stderr, "pool alloc failed: %s\n", ktorch_last_error());
            exit(1);
        }
    }
    t = now_s() - t0;
    for (i = 0; i < m->live; i++) ktorch_pool_free(pool, &a[i]);
    free(a);
    return t * 1e9 / m->steps;
}

static double run_malloc(const mix *m) {
    void **a = (void **)calloc((size_t)m->live, sizeof(void *));
    double t0, t;
    int i;
    for (i = 0; i < m->live; i++) a[i] = malloc((size_t)sizes[i]);
    t0 = now_s();
    for (i = 0; i < m->steps; i++) {
        int s = slots[i];
        free(a[s]);
        a[s] = malloc((size_t)sizes[m->live + i]);
        if (!a[s]) {
            fprintf(stderr, "malloc failed\n");
            exit(1);
        }
    }
    t = now_s() - t0;
    for (i = 0; i < m->live; i++) free(a[i]);
    free(a);
    return t * 1e9 / m->steps;
}

static double median(double *v) {
    qsort(v, RUNS, sizeof(double), cmp_d);
    return v[RUNS / 2];
}

int main(void) {
    static const mix mixes[] = {
        {"fixed 256 B", 256, 256, 1024, 400000},
        {"random 16 B - 4 KiB", 16, 4096, 1024, 400000},
        {"random 64 KiB - 8 MiB", 64 << 10, 8 << 20, 64, 40000},
    };
    size_t k;
    printf("%-24s %6s %10s %14s %12s\n", "size mix", "live", "pool ns", "pool+mutex ns", "malloc ns");
    for (k = 0; k < sizeof(mixes) / sizeof(mixes[0]); k++) {
        const mix *m = &mixes[k];
        double tp[RUNS], tm[RUNS], tx[RUNS];
        ktorch_pool *pool = NULL, *pool_mt = NULL;
        ktorch_pool_desc d;
        int i, r;
        sizes = (uint64_t *)malloc(sizeof(uint64_t) * (size_t)(m->live + m->steps));
        slots = (int *)malloc(sizeof(int) * (size_t)m->steps);
        for (i = 0; i < m->live + m->steps; i++) {
            double u = (double)(rng() >> 11) * (1.0 / 9007199254740992.0);
            sizes[i] = (uint64_t)exp(log((double)m->lo) + u * (log((double)m->hi) - log((double)m->lo)));
        }
        for (i = 0; i < m->steps; i++) slots[i] = (int)(rng() % (uint64_t)m->live);
        memset(&d, 0, sizeof(d));
        if (ktorch_pool_create(&d, &pool) != KTORCH_OK) return 1;
        d.thread_safe = 1;
        if (ktorch_pool_create(&d, &pool_mt) != KTORCH_OK) return 1;
        run_pool(m, pool); /* warm-up: blocks get reserved */
        run_pool(m, pool_mt);
        run_malloc(m);
        for (r = 0; r < RUNS; r++) {
            tp[r] = run_pool(m, pool);
            tx[r] = run_pool(m, pool_mt);
            tm[r] = run_malloc(m);
        }
        printf("%-24s %6d %10.1f %14.1f %12.1f\n", m->name, m->live, median(tp), median(tx), median(tm));
        ktorch_pool_destroy(pool);
        ktorch_pool_destroy(pool_mt);
        free(sizes);
        free(slots);
    }
    return 0;
}
