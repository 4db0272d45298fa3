/* NVRTC compiles the CUDA kernels with no GPU. Default: the misc module and
   one attention kernel for sm_80 (fast, for make test). With --all (run by
   tests/sh_cuda_compile.sh): every specialisation of the table for sm_80 and
   sm_90a on two threads; any error or warning fails. Skips without NVRTC. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "ktest.h"
#include <pthread.h>
#include <time.h>

static ktorch__nvrtc_api g_nv;
static void *g_lib;
static int g_major, g_minor, g_all;
static ktorch_allocator g_alloc;

typedef struct job {
    int first, step, failures, warnings, done;
    char msg[1024];
} job;

/* Compile one spec for one arch; 0 ok, 1 error, 2 warning. */
static int compile_one(int spec, const char *arch, char *msg, size_t cap) {
    void *img = NULL;
    size_t n = 0;
    char log[4096];
    ktorch_status st = ktorch__cu_compile(&g_nv, &g_alloc, spec, arch, 1, &img, &n, log, sizeof log);
    int r = 0;
    if (st != KTORCH_OK || n == 0) {
        snprintf(msg, cap, "spec %d %s: %.900s", spec, arch, ktorch_last_error());
        r = 1;
    } else if (strstr(log, "warning") || strstr(log, "error")) {
        snprintf(msg, cap, "spec %d %s: %.900s", spec, arch, log);
        r = 2;
    }
    ktorch__free(&g_alloc, img);
    return r;
}

static void *worker(void *arg) {
    job *j = (job *)arg;
    int i, a;
    static const char *const archs[] = {"sm_80", "sm_90a"};
    for (i = j->first; i < KTORCH__CU_NSPECS; i += j->step)
        for (a = 0; a < 2; a++) {
            int r;
            if (ktorch__cu_families[ktorch__cu_specs[i].kind].sm90_only && a == 0) continue;
            r = compile_one(i, archs[a], j->msg, sizeof j->msg);
            if (r == 1) j->failures++;
            if (r == 2) j->warnings++;
            j->done++;
        }
    return NULL;
}

static void test_load_nvrtc_missing(void) {
    void *lib = NULL;
    ktorch__nvrtc_api nv;
    int ma, mi;
    KTEST_STATUS(ktorch__nvrtc_load("/nonexistent/libnvrtc.so", &lib, &nv, &ma, &mi), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECK(strstr(ktorch_last_error(), "NVRTC not found") != NULL);
    KTEST_CHECK(lib == NULL);
}

static void test_compile_smoke(void) {
    char msg[1024];
    int r;
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    r = compile_one(ktorch__cu_find_spec(2, 0, 0, 0), "sm_80", msg, sizeof msg);
    KTEST_CHECKF(r == 0, "%s", msg);
    r = compile_one(ktorch__cu_find_spec(1, 64, 0, 0), "sm_80", msg, sizeof msg);
    KTEST_CHECKF(r == 0, "%s", msg);
    /* test of the test: a bad architecture must fail */
    r = compile_one(ktorch__cu_find_spec(2, 0, 0, 0), "sm_9999", msg, sizeof msg);
    KTEST_CHECK(r == 1);
}

static void test_compile_all(void) {
    pthread_t th[2];
    job jobs[2];
    int i, total = 0;
    struct timespec t0, t1;
    if (!g_all) KTEST_SKIP("run with --all (tests/sh_cuda_compile.sh)");
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    clock_gettime(CLOCK_MONOTONIC, &t0);
    memset(jobs, 0, sizeof jobs);
    for (i = 0; i < 2; i++) {
        jobs[i].first = i;
        jobs[i].step = 2;
        pthread_create(&th[i], NULL, worker, &jobs[i]);
    }
    for (i = 0; i < 2; i++) {
        pthread_join(th[i], NULL);
        KTEST_CHECKF(jobs[i].failures == 0, "%d failed: %s", jobs[i].failures, jobs[i].msg);
        KTEST_CHECKF(jobs[i].warnings == 0, "%d with warnings: %s", jobs[i].warnings, jobs[i].msg);
        total += jobs[i].done;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    for (i = 0; i < KTORCH__CU_NSPECS; i++) total += ktorch__cu_families[ktorch__cu_specs[i].kind].sm90_only; /* not built for sm_80 */
    KTEST_CHECK(total == 2 * KTORCH__CU_NSPECS);
    printf("  compiled %d kernels (sm_80, sm_90a) in %.1f s with NVRTC %d.%d\n", total,
           (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, g_major, g_minor);
}

static void test_spec_table(void) {
    int i, dims[5] = {64, 80, 96, 128, 256}, k, dt, m;
    KTEST_CHECK(KTORCH__CU_NSPECS <= KTORCH__CU_MAX_SPECS);
    for (i = 0; i < KTORCH__CU_NSPECS; i++) KTEST_CHECK(ktorch__cu_specs[i].kind >= 0 && ktorch__cu_specs[i].kind < KTORCH__CU_NKINDS);
    for (k = 0; k < 5; k++)
        for (dt = 0; dt < 2; dt++) {
            for (m = 0; m < 2; m++) KTEST_CHECK(ktorch__cu_find_spec(0, dims[k], dt, m) >= 0);
            KTEST_CHECK(ktorch__cu_find_spec(1, dims[k], dt, 0) >= 0);
        }
    KTEST_CHECK(ktorch__cu_find_spec(0, 48, 0, 0) < 0);
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *s = &ktorch__cu_specs[i];
        if (s->kind != 0 && s->kind != 1 && s->kind != 3 && s->kind != 4) continue;
        if (s->kind >= 3) {
            /* Hopper: Q (kind 4: two, when pairing causal row blocks) + 2 K + 2 V tiles in a 227 KiB block; whole
               64-row warpgroups (kind 4: plus a producer) */
            KTEST_CHECK(((s->warps - (s->kind == 4 ? 4 : 0)) * 16 * (s->kind == 4 ? 2 : 1) + 4 * s->bn) * s->d * 2 + 1024 + 128 <=
                        227 * 1024);
            KTEST_CHECK(s->warps % 4 == 0 && s->d % 64 == 0 && (s->bn == 64 || s->bn == 128));
            continue;
        }
        /* shared memory of the kernel fits an sm_80 block (163 KiB) */
        KTEST_CHECK((s->warps * 16 * s->mt + 2 * s->bn * s->stages) * (s->d + 8) * 2 <= 163 * 1024);
        KTEST_CHECK(s->d % 16 == 0 && s->bn % 16 == 0 && s->stages >= 2);
    }
}

int main(int argc, char **argv) {
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    g_all = argc > 1 && strcmp(argv[1], "--all") == 0;
    g_alloc = ktorch__allocator_resolve(NULL);
    if (ktorch__nvrtc_load(getenv("KTORCH_NVRTC_PATH"), &g_lib, &g_nv, &g_major, &g_minor) != KTORCH_OK) g_lib = NULL;
    KTEST_RUN(test_load_nvrtc_missing);
    KTEST_RUN(test_spec_table);
    KTEST_RUN(test_compile_smoke);
    KTEST_RUN(test_compile_all);
    /* NVRTC stays loaded (as in the backend): unloading leaks its internal allocations */
    return ktest_finish(g_all ? "cuda_compile_all" : "cuda_compile");
}
