/* Shared by the CUDA benchmark programs (examples/bench_cuda*.c): include
   after ktorch.h and ktorch_cuda.h. Exits with the message on any error. */
#ifndef BENCH_CUDA_COMMON_H
#define BENCH_CUDA_COMMON_H
#include <stdio.h>
#include <stdlib.h>

#define CHECK(x)                                                                              \
    do {                                                                                      \
        ktorch_status s_ = (x);                                                               \
        if (s_ != KTORCH_OK) {                                                                \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, ktorch_last_error()); \
            exit(1);                                                                          \
        }                                                                                     \
    } while (0)

static inline ktorch_device cuda0(void) {
    ktorch_device d;
    d.backend = KTORCH_BACKEND_CUDA;
    d.index = 0;
    return d;
}
static inline int cmpd(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median ms per call: `warm` untimed calls of fn(arg), then `batches`
   (at most 64) batches of `inner` calls, each batch timed with two device
   events on the stream. */
static inline double bench_cuda_time_ms(ktorch_context *ctx, void (*fn)(void *), void *arg, int warm, int batches, int inner) {
    double t[64], s;
    int i, k;
    for (i = 0; i < warm; i++) fn(arg);
    for (i = 0; i < batches; i++) {
        ktorch_event *e0, *e1;
        CHECK(ktorch_event_record(ctx, cuda0(), &e0));
        for (k = 0; k < inner; k++) fn(arg);
        CHECK(ktorch_event_record(ctx, cuda0(), &e1));
        CHECK(ktorch_event_elapsed(ctx, e0, e1, &s));
        t[i] = s * 1e3 / inner;
        ktorch_event_destroy(ctx, e0);
        ktorch_event_destroy(ctx, e1);
    }
    qsort(t, (size_t)batches, sizeof t[0], cmpd);
    return t[batches / 2];
}
/* Device-to-device copy bandwidth (bytes read + written per second, TB/s):
   best of 5 cuMemcpyDtoDAsync of `bytes` after one warm-up, raw events on
   device 0's stream. */
static inline double bench_cuda_copy_tbps(ktorch__cu_state *S, uint64_t bytes) {
    ktorch__cu_device *d = &S->dev[0];
    ktorch__CUdeviceptr a = 0, b = 0;
    ktorch__CUevent e0, e1;
    float ms, best = 1e9f;
    int i;
    ktorch__cu_push(d);
    if (S->cu.cuMemAlloc(&a, (size_t)bytes) != 0 || S->cu.cuMemAlloc(&b, (size_t)bytes) != 0) {
        fprintf(stderr, "cuMemAlloc %llu failed\n", (unsigned long long)bytes);
        exit(1);
    }
    S->cu.cuEventCreate(&e0, 0);
    S->cu.cuEventCreate(&e1, 0);
    for (i = 0; i < 6; i++) {
        S->cu.cuEventRecord(e0, d->stream);
        S->cu.cuMemcpyDtoDAsync(b, a, (size_t)bytes, d->stream);
        S->cu.cuEventRecord(e1, d->stream);
        S->cu.cuEventSynchronize(e1);
        S->cu.cuEventElapsedTime(&ms, e0, e1);
        if (i > 0 && ms < best) best = ms;
    }
    S->cu.cuEventDestroy(e0);
    S->cu.cuEventDestroy(e1);
    S->cu.cuMemFree(a);
    S->cu.cuMemFree(b);
    ktorch__cu_pop(d);
    return 2.0 * (double)bytes / (best * 1e-3) / 1e12;
}
#endif
