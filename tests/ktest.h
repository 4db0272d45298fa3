/* ktest.h - the test harness of ktorch's unit tests.
   Each test binary runs KTEST_RUN(fn) for its tests and ends with
   ktest_finish(), which prints "[suite] N passed, N failed, N skipped".
   Skips with the same reason are printed once, with their count.
   tests/run.sh sums those lines into the aggregate line of `make test`.
   KTEST_ONLY=fn1,fn2 runs only the KTEST_RUN functions it names (setup
   functions such as test_register included): a short check on a device.
   KTEST_SHARD=i/n runs the KTEST_RUN calls whose index (from 0) is i
   modulo n, and the first in every shard (a program's first test checks
   or sets up its device): n processes side by side share a slow suite.

   Building a test (Makefile): the implementations are compiled once per
   configuration into build/lib/libktorch.a (and libktorch_asan.a), linked
   into every test. A test of the public API includes the declarations only:
       #include "ktorch.h"
       #include "ktorch_cuda.h"     (CUDA tests)
       #include "ktest.h"
   A test that reaches internals (ktorch__ functions and types, context
   fields, KTORCH__ macros) compiles the implementation itself, static, so
   that only what it uses is compiled (the archive then adds nothing):
       #define KTORCH_STATIC
       #define KTORCH_IMPLEMENTATION
       #include "ktorch.h"
       #define KTORCH_CUDA_IMPLEMENTATION   (CUDA tests)
       #include "ktorch_cuda.h"
   Without KTORCH_STATIC such a test still builds, but compiles the whole
   library again (GCC's -Wmaybe-uninitialized can misread library functions
   inlined into a test when static). The tests whose internals
   tests/hooks.h reaches (the GPU programs, test_cuda_loader, test_hip_loader,
   test_variants, test_kvquant, test_backend_ops, test_vulkan,
   test_attention) include the declarations and that header, and link the
   archive like the others: its unit, tests/hooks.c, holds the hooks. */
#ifndef KTEST_H
#define KTEST_H
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* 1 in the AddressSanitizer build (build/asan/): a test may leave out there
   runs that repeat another of its runs exactly (the plain build keeps them) */
#if defined(__SANITIZE_ADDRESS__)
#define KTEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KTEST_SANITIZED 1
#endif
#endif
#ifndef KTEST_SANITIZED
#define KTEST_SANITIZED 0
#endif

static int ktest_passed, ktest_failed, ktest_skipped;
static int ktest_cur_failures;
static const char *ktest_skip_reason;
static const char *ktest_cur_name;
/* distinct skip reasons: the first test that gave each and how many did */
#define KTEST_MAX_SKIP_REASONS 32
static struct {
    char reason[512], first[128];
    int count;
} ktest_skips[KTEST_MAX_SKIP_REASONS];
static int ktest_nskips;

#define KTEST_CHECK(cond)                                                                       \
    do {                                                                                        \
        if (!(cond)) {                                                                          \
            ktest_cur_failures++;                                                               \
            if (ktest_cur_failures <= 10)                                                       \
                printf("    FAIL %s:%d [%s]: %s\n", __FILE__, __LINE__, ktest_cur_name, #cond); \
        }                                                                                       \
    } while (0)

/* Check with a printf-style explanation printed on failure. */
#define KTEST_CHECKF(cond, ...)                                                         \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            ktest_cur_failures++;                                                       \
            if (ktest_cur_failures <= 10) {                                             \
                printf("    FAIL %s:%d [%s]: %s: ", __FILE__, __LINE__, ktest_cur_name, #cond); \
                printf(__VA_ARGS__);                                                    \
                printf("\n");                                                           \
            }                                                                           \
        }                                                                               \
    } while (0)

/* Expect a ktorch_status; prints ktorch_last_error() on mismatch. */
#define KTEST_STATUS(expr, expected)                                                                          \
    do {                                                                                                      \
        int ktest__s = (int)(expr);                                                                           \
        KTEST_CHECKF(ktest__s == (int)(expected), "status %d (%s), expected %d; last error: %s", ktest__s,   \
                     ktorch_status_string((ktorch_status)ktest__s), (int)(expected), ktorch_last_error());    \
    } while (0)
#define KTEST_OK(expr) KTEST_STATUS(expr, KTORCH_OK)

/* Skip the current test, stating why (printed). */
#define KTEST_SKIP(reason)          \
    do {                            \
        ktest_skip_reason = reason; \
        return;                     \
    } while (0)

/* Whether the comma-separated list of numbers (an environment setting such as
   "0,5") holds v; a null or empty list holds every value. */
static inline int ktest_in_list(const char *list, int v) {
    char *end;
    if (!list || !*list) return 1;
    while (*list) {
        long x = strtol(list, &end, 10);
        if (end == list) return 0;
        if (x == v) return 1;
        list = *end == ',' ? end + 1 : end;
        if (*end && *end != ',') return 0;
    }
    return 0;
}

#define KTEST_RUN(fn) ktest_run(#fn, fn)

static inline void ktest_run(const char *name, void (*fn)(void)) {
    clock_t t0 = clock();
    const char *only = getenv("KTEST_ONLY"), *shard = getenv("KTEST_SHARD");
    static int index;
    int si, sn;
    if (shard && sscanf(shard, "%d/%d", &si, &sn) == 2 && sn > 0 && index > 0 && index % sn != si % sn) {
        index++;
        return;
    }
    index++;
    if (only && *only) {
        size_t n = strlen(name);
        const char *p = only;
        while ((p = strstr(p, name)) != NULL && !((p == only || p[-1] == ',') && (p[n] == ',' || p[n] == 0))) p++;
        if (!p) return;
    }
    ktest_cur_failures = 0;
    ktest_skip_reason = NULL;
    ktest_cur_name = name;
    fn();
    if (ktest_cur_failures) {
        ktest_failed++;
        printf("  FAIL %s (%d failed checks)\n", name, ktest_cur_failures);
    } else if (ktest_skip_reason) {
        int i;
        ktest_skipped++;
        for (i = 0; i < ktest_nskips && strcmp(ktest_skips[i].reason, ktest_skip_reason) != 0; i++) {
        }
        if (i < ktest_nskips) {
            ktest_skips[i].count++;
        } else if (ktest_nskips < KTEST_MAX_SKIP_REASONS) {
            snprintf(ktest_skips[i].reason, sizeof ktest_skips[i].reason, "%s", ktest_skip_reason);
            snprintf(ktest_skips[i].first, sizeof ktest_skips[i].first, "%s", name);
            ktest_skips[i].count = 1;
            ktest_nskips++;
        } else {
            printf("  SKIP %s: %s\n", name, ktest_skip_reason);
        }
    } else {
        ktest_passed++;
        if (getenv("KTEST_VERBOSE")) printf("  ok   %s (%.2f s of CPU)\n", name, (double)(clock() - t0) / CLOCKS_PER_SEC);
    }
    fflush(stdout);
}

static inline int ktest_finish(const char *suite) {
    int i;
    for (i = 0; i < ktest_nskips; i++) {
        if (ktest_skips[i].count == 1)
            printf("  SKIP %s: %s\n", ktest_skips[i].first, ktest_skips[i].reason);
        else
            printf("  SKIP %s and %d more: %s\n", ktest_skips[i].first, ktest_skips[i].count - 1, ktest_skips[i].reason);
    }
    printf("[%s] %d passed, %d failed, %d skipped\n", suite, ktest_passed, ktest_failed, ktest_skipped);
    return ktest_failed ? 1 : 0;
}

/* ---- comparison against a reference (f64) ----------------------------- */
/* Normalised mean squared error sum((o-r)^2)/sum(r^2); NaN/Inf in o gives INFINITY. */
static inline double ktest_nmse(const float *o, const double *r, size_t n) {
    double num = 0, den = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        double d;
        if (!(o[i] == o[i]) || o[i] - o[i] != 0) return INFINITY;
        d = (double)o[i] - r[i];
        num += d * d;
        den += r[i] * r[i];
    }
    if (den == 0) return num == 0 ? 0 : INFINITY;
    return num / den;
}
/* max|o-r| / max|r|; NaN/Inf in o gives INFINITY. */
static inline double ktest_max_rel(const float *o, const double *r, size_t n) {
    double num = 0, den = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        double d;
        if (!(o[i] == o[i]) || o[i] - o[i] != 0) return INFINITY;
        d = fabs((double)o[i] - r[i]);
        if (d > num) num = d;
        if (fabs(r[i]) > den) den = fabs(r[i]);
    }
    if (den == 0) return num == 0 ? 0 : INFINITY;
    return num / den;
}

/* Deterministic random numbers (xorshift64*). */
typedef struct ktest_rng { unsigned long long s; } ktest_rng;
static inline ktest_rng ktest_rng_make(unsigned long long seed) {
    ktest_rng r;
    r.s = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    if (!r.s) r.s = 1;
    return r;
}
static unsigned long long ktest_u64(ktest_rng *r) {
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return r->s * 0x2545F4914F6CDD1Dull;
}
static inline double ktest_uniform(ktest_rng *r) { return (double)(ktest_u64(r) >> 11) * (1.0 / 9007199254740992.0); }
static inline double ktest_normal(ktest_rng *r) {
    double u1 = ktest_uniform(r), u2 = ktest_uniform(r);
    if (u1 < 1e-300) u1 = 1e-300;
    return sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
}
/* n floats drawn from N(0, sd^2) */
static inline void ktest_fill_normal(float *x, int64_t n, unsigned long long seed, double sd) {
    ktest_rng r = ktest_rng_make(seed);
    int64_t i;
    for (i = 0; i < n; i++) x[i] = (float)(ktest_normal(&r) * sd);
}
/* A rows x cols host tensor over p (contiguous). */
static inline ktorch_tensor ktest_wrap2(ktorch_dtype dt, void *p, int64_t rows, int64_t cols) {
    ktorch_tensor t;
    int64_t shape[2];
    shape[0] = rows;
    shape[1] = cols;
    ktorch_tensor_wrap(dt, 2, shape, NULL, p, ktorch_cpu(), &t);
    return t;
}
#ifdef KTORCH_CUDA_H
static inline int ktest_env_flag(const char *name) {
    const char *v = getenv(name);
    return v && *v && *v != '0';
}
/* Registers the CUDA backend with ctx, settings from the environment
   (KTORCH_CUDA_CUBLASLT, KTORCH_CUDA_NO_CUBLASLT, KTORCH_CUDA_GEMM_NO_WGMMA,
   KTORCH_CUDA_ATTN_NO_WGMMA, KTORCH_CUDA_CACHE_DIR). NULL when a device is usable, else the reason to
   skip the GPU tests ("no CUDA device: ..."). */
static inline const char *ktest_cuda_register(ktorch_context *ctx) {
    static char why[600];
    ktorch_cuda_desc d;
    memset(&d, 0, sizeof d);
    d.libcublaslt_path = getenv("KTORCH_CUDA_CUBLASLT");
    d.no_cublaslt = ktest_env_flag("KTORCH_CUDA_NO_CUBLASLT");
    d.gemm_no_wgmma = ktest_env_flag("KTORCH_CUDA_GEMM_NO_WGMMA");
    d.attn_no_wgmma = ktest_env_flag("KTORCH_CUDA_ATTN_NO_WGMMA");
    d.cache_dir = getenv("KTORCH_CUDA_CACHE_DIR");
    if (ktorch_cuda_register(ctx, &d) == KTORCH_OK) return NULL;
    snprintf(why, sizeof why, "no CUDA device: %s", ktorch_last_error());
    return why;
}
#if defined(KTORCH_HIP_H) && defined(KTORCH_VULKAN_H)
/* The GPU test programs (tests/test_gpu_*.c) run on the backend that
   KTORCH_TEST_BACKEND names: cuda (also when unset), hip (KTORCH_HIP_LIBRARY,
   KTORCH_HIPRTC_LIBRARY, KTORCH_HIP_CACHE_DIR) or vulkan (validation layer on). */
static ktorch_backend ktest_gpu_kind = KTORCH_BACKEND_CUDA;
static inline const char *ktest_gpu_register(ktorch_context *ctx) {
    static char why[700];
    const char *want = getenv("KTORCH_TEST_BACKEND");
    ktorch_status st;
    if (!want || !*want || strcmp(want, "cuda") == 0) {
        ktest_gpu_kind = KTORCH_BACKEND_CUDA;
        return ktest_cuda_register(ctx);
    }
    if (strcmp(want, "hip") == 0) {
        ktorch_hip_desc d;
        memset(&d, 0, sizeof d);
        d.libhip_path = getenv("KTORCH_HIP_LIBRARY");
        d.libhiprtc_path = getenv("KTORCH_HIPRTC_LIBRARY");
        d.cache_dir = getenv("KTORCH_HIP_CACHE_DIR");
        ktest_gpu_kind = KTORCH_BACKEND_HIP;
        st = ktorch_hip_register(ctx, &d);
    } else if (strcmp(want, "vulkan") == 0) {
        ktorch_vulkan_desc d;
        memset(&d, 0, sizeof d);
        d.validation = 1;
        ktest_gpu_kind = KTORCH_BACKEND_VULKAN;
        st = ktorch_vulkan_register(ctx, &d);
    } else {
        snprintf(why, sizeof why, "KTORCH_TEST_BACKEND=%s names no GPU backend (cuda, hip, vulkan)", want);
        return why;
    }
    if (st == KTORCH_OK) return NULL;
    snprintf(why, sizeof why, "no %s device: %s", want, ktorch_last_error());
    return why;
}
/* Device 0 of the backend under test. */
static inline ktorch_device ktest_gpu0(void) {
    ktorch_device d;
    d.backend = ktest_gpu_kind;
    d.index = 0;
    return d;
}
#endif
#endif
#endif
