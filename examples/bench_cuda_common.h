/* Shared by the CUDA benchmark programs (examples/bench_cuda*.c), on top of
   bench_common.h: include after ktorch.h and ktorch_cuda.h. */
#ifndef BENCH_CUDA_COMMON_H
#define BENCH_CUDA_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dlfcn.h>
#include <time.h>

#include "bench_common.h"

/* The CUDA desc from the environment (KTORCH_CUDA_CUBLASLT,
   KTORCH_CUDA_NO_CUBLASLT, KTORCH_CUDA_GEMM_NO_WGMMA,
   KTORCH_CUDA_ATTN_NO_WGMMA, KTORCH_CUDA_CACHE_DIR);
   a cache directory from the command line wins. */
static inline int bench_env_flag(const char *name) {
    const char *v = getenv(name);
    return v && *v && *v != '0';
}
static inline ktorch_cuda_desc bench_cuda_desc(const char *cache_dir) {
    ktorch_cuda_desc d;
    memset(&d, 0, sizeof d);
    d.libcublaslt_path = getenv("KTORCH_CUDA_CUBLASLT");
    d.no_cublaslt = bench_env_flag("KTORCH_CUDA_NO_CUBLASLT");
    d.gemm_no_wgmma = bench_env_flag("KTORCH_CUDA_GEMM_NO_WGMMA");
    d.attn_no_wgmma = bench_env_flag("KTORCH_CUDA_ATTN_NO_WGMMA");
    d.cache_dir = cache_dir ? cache_dir : getenv("KTORCH_CUDA_CACHE_DIR");
    return d;
}
static inline ktorch_device cuda0(void) {
    ktorch_device d;
    d.backend = KTORCH_BACKEND_CUDA;
    d.index = 0;
    return d;
}

/* random bf16 values in [-2, 2) into the bf16 tensor t (any device), a
   sequence per seed; synchronized on return */
static inline void bench_fill_bf16(ktorch_context *ctx, ktorch_tensor *t, uint64_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    float *h = (float *)malloc((size_t)n * 4);
    uint16_t *b = (uint16_t *)malloc((size_t)n * 2);
    ktorch_tensor hf, hb;
    uint64_t x = seed * 2654435761u + 88172645463325252ull;
    for (i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        h[i] = (float)((x >> 40) * (4.0 / 16777216.0) - 2.0);
    }
    CHECK(ktorch_tensor_wrap(KTORCH_F32, t->ndim, t->shape, NULL, h, ktorch_cpu(), &hf));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, t->ndim, t->shape, NULL, b, ktorch_cpu(), &hb));
    CHECK(ktorch_tensor_copy(ctx, &hb, &hf, NULL));
    CHECK(ktorch_tensor_copy(ctx, t, &hb, NULL));
    CHECK(ktorch_synchronize(ctx, t->device));
    free(h);
    free(b);
}
/* ms per call of one batch of `inner` calls, two device events on the stream */
static inline double bench_cuda_batch_ms(ktorch_context *ctx, void (*fn)(void *), void *arg, int inner) {
    ktorch_event *e0, *e1;
    double s;
    int k;
    CHECK(ktorch_event_record(ctx, cuda0(), &e0));
    for (k = 0; k < inner; k++) fn(arg);
    CHECK(ktorch_event_record(ctx, cuda0(), &e1));
    CHECK(ktorch_event_elapsed(ctx, e0, e1, &s));
    ktorch_event_destroy(ctx, e0);
    ktorch_event_destroy(ctx, e1);
    return s * 1e3 / inner;
}
/* Median ms per call: `warm` untimed calls of fn(arg), then `batches`
   (at most 64) batches of `inner` calls, each batch timed with two device
   events on the stream. */
static inline double bench_cuda_time_ms(ktorch_context *ctx, void (*fn)(void *), void *arg, int warm, int batches, int inner) {
    double t[64];
    int i;
    for (i = 0; i < warm; i++) fn(arg);
    for (i = 0; i < batches; i++) t[i] = bench_cuda_batch_ms(ctx, fn, arg, inner);
    qsort(t, (size_t)batches, sizeof t[0], cmpd);
    return t[batches / 2];
}
/* Two jobs timed in alternating batches (A, B, A, B, ...; at most 64 each,
   after `warm` untimed calls of each): median ms per call of each. Under
   sustained load the GPU's power cap lowers the SM clock within about
   0.1 s, so a job timed after another one runs at a lower clock than the
   first did; alternating batches give both the same clock history
   (docs/PERF.md, "Clocks under sustained load"). For ratios of jobs of
   about equal power (causal vs non-causal); else bench_cuda_time_steady_ms. */
static inline void bench_cuda_time_pair_ms(ktorch_context *ctx, void (*fa)(void *), void *a, int inner_a, void (*fb)(void *), void *b,
                                           int inner_b, int warm, int batches, double *ms_a, double *ms_b) {
    double ta[64], tb[64];
    int i;
    for (i = 0; i < warm; i++) {
        fa(a);
        fb(b);
    }
    for (i = 0; i < batches; i++) {
        ta[i] = bench_cuda_batch_ms(ctx, fa, a, inner_a);
        tb[i] = bench_cuda_batch_ms(ctx, fb, b, inner_b);
    }
    qsort(ta, (size_t)batches, sizeof ta[0], cmpd);
    qsort(tb, (size_t)batches, sizeof tb[0], cmpd);
    *ms_a = ta[batches / 2];
    *ms_b = tb[batches / 2];
}
/* Median ms per call of `batches` batches of `inner` calls (at most 64)
   timed after `seconds` of the same batches back to back: the speed at the
   clock the power cap settles at for this job alone. Jobs of unequal power
   (dense vs 10% sparse) compare fairly this way; alternating batches would
   hand each the clock left by the other. */
static inline double bench_cuda_time_steady_ms(ktorch_context *ctx, void (*fn)(void *), void *arg, int inner, double seconds, int batches) {
    const double t0 = bench_wall_s();
    do bench_cuda_batch_ms(ctx, fn, arg, inner);
    while (bench_wall_s() - t0 < seconds);
    return bench_cuda_time_ms(ctx, fn, arg, 0, batches, inner);
}
/* SM clock, clock-limit reasons and power of GPU 0 (as NVML numbers it)
   through libnvidia-ml, which ships with the driver; all zero where it does
   not load. reasons: NVML's bits, 0x4 = software power cap, 0x20/0x40 =
   thermal, 0x8/0x80 = hardware slowdown. */
typedef struct bench_clock {
    unsigned sm_mhz, power_w, limit_w;
    unsigned long long reasons;
} bench_clock;
static inline bench_clock bench_cuda_clock(void) {
    static int tried;
    static void *dev;
    static int (*clock_info)(void *, int, unsigned *), (*power)(void *, unsigned *), (*limit)(void *, unsigned *),
        (*why)(void *, unsigned long long *);
    bench_clock c;
    unsigned v;
    memset(&c, 0, sizeof c);
    if (!tried) {
        void *lib = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL), *p;
        int (*init)(void) = NULL, (*handle)(unsigned, void **) = NULL;
        tried = 1;
        if (!lib) return c;
#define BENCH_NVML_SYM(var, name) ((p = dlsym(lib, name)) != NULL ? (memcpy(&(var), &p, sizeof p), 1) : 0)
        if (!BENCH_NVML_SYM(init, "nvmlInit_v2") || !BENCH_NVML_SYM(handle, "nvmlDeviceGetHandleByIndex_v2") ||
            !BENCH_NVML_SYM(clock_info, "nvmlDeviceGetClockInfo") || !BENCH_NVML_SYM(power, "nvmlDeviceGetPowerUsage") ||
            !BENCH_NVML_SYM(limit, "nvmlDeviceGetEnforcedPowerLimit") ||
            !(BENCH_NVML_SYM(why, "nvmlDeviceGetCurrentClocksEventReasons") || BENCH_NVML_SYM(why, "nvmlDeviceGetCurrentClocksThrottleReasons")) ||
            init() != 0 || handle(0, &dev) != 0)
            dev = NULL;
#undef BENCH_NVML_SYM
    }
    if (!dev) return c;
    if (clock_info(dev, 1 /* NVML_CLOCK_SM */, &v) == 0) c.sm_mhz = v;
    if (power(dev, &v) == 0) c.power_w = v / 1000;
    if (limit(dev, &v) == 0) c.limit_w = v / 1000;
    if (why(dev, &c.reasons) != 0) c.reasons = 0;
    return c;
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
