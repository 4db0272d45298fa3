/* NVRTC compiles the CUDA kernels with no GPU. Default: the misc module and
   one attention kernel for sm_80. With --families (tests/sh_cuda_compile.sh,
   make test): the first specialisation of every kernel kind (source file and
   its entry points), for sm_80 or, where the kind is sm_90a only, sm_90a,
   and the quantized-page decode for both. With --each (CI): every
   specialisation once (to CUBIN the first of each source path, the others
   to PTX) and the first of each kind for both. With --all (make
   check-kernels): every specialisation for sm_80 and sm_90a (sm_90a alone for the
   kinds that need it and the GEMV's other launch shapes). Both on two
   threads; any error or warning fails. Skips without NVRTC. */
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
static int g_major, g_minor;
static const char *g_mode; /* NULL, "--families", "--each" or "--all" */
static ktorch_allocator g_alloc;

typedef struct job {
    int first, step, failures, warnings, done;
    char msg[1024];
} job;

/* The compilations of a run: spec, architecture ("sm_80": CUBIN,
   "compute_80": PTX). */
static struct {
    int spec;
    const char *arch;
} g_todo[2 * KTORCH__CU_MAX_SPECS];
static int g_ntodo;

/* Compile one spec for one arch; 0 ok, 1 error, 2 warning. */
static int compile_one(int spec, const char *arch, char *msg, size_t cap) {
    void *img = NULL;
    size_t n = 0;
    char log[4096];
    ktorch_status st = ktorch__cu_compile(&g_nv, &g_alloc, spec, 0, arch, arch[0] == 's', &img, &n, log, sizeof log);
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
    int i;
    for (i = j->first; i < g_ntodo; i += j->step) {
        int r = compile_one(g_todo[i].spec, g_todo[i].arch, j->msg, sizeof j->msg);
        if (r == 1) j->failures++;
        if (r == 2) j->warnings++;
        j->done++;
    }
    return NULL;
}

/* Specs built for sm_90a alone: the kinds that need it, and the GEMV's
   other launch shapes (kind 10, d > 0: the source of shape 0 with other
   constants, which sm_80 compiles). */
static int sm90_alone(const ktorch__cu_spec *s) { return ktorch__cu_families[s->kind].sm90_only || (s->kind == 10 && s->d > 0); }

static void todo(int spec, const char *arch) {
    g_todo[g_ntodo].spec = spec;
    g_todo[g_ntodo++].arch = arch;
}

/* Kinds whose spec d is a head dimension (loop bounds and tile sizes); in
   the others it picks code (a GEMM or GEMV variant, a launch shape). */
static int d_is_head_dim(int kind) { return kind == 0 || kind == 1 || kind == 3 || kind == 4 || kind == 9 || kind == 12 || kind == 13; }

/* --all: every spec for both architectures (sm_90a alone as above);
   --families: the first spec of each kind for one, and the default
   quantized-page decode for both; --each (CI): every spec
   once, for sm_80 or where it needs it sm_90a, to CUBIN (NVRTC, then
   ptxas: inline PTX, registers, shared memory) when it is the first of its
   source path (kind, dtype, mask and, where d picks code, d), else to PTX
   (NVRTC alone: a head dimension only sizes what ptxas already checked in
   the path's first); and the first of each kind also to CUBIN for the
   other architecture. */
static void plan(int all, int each) {
    int i, k;
    g_ntodo = 0;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *s = &ktorch__cu_specs[i];
        int sm90 = sm90_alone(s), first = 1, first_path = 1;
        for (k = 0; k < i; k++) {
            const ktorch__cu_spec *t = &ktorch__cu_specs[k];
            if (t->kind != s->kind) continue;
            first = 0;
            if (t->dtype == s->dtype && t->mask == s->mask && (d_is_head_dim(s->kind) || t->d == s->d)) first_path = 0;
        }
        if (!all && !each && !first) continue;
        if (each && !first_path) {
            todo(i, sm90 ? "compute_90a" : "compute_80");
            continue;
        }
        if (!sm90) todo(i, "sm_80");
        if (sm90 || all || (each && first)) todo(i, "sm_90a");
    }
    if (!all) { /* the default int8/fp8 page kernel (kind 9's other source path): --each has the sm_80 one already */
        int q = ktorch__cu_find_spec(9, 128, 1, 2);
        if (!each) todo(q, "sm_80");
        todo(q, "sm_90a");
    }
}

static void test_load_nvrtc_missing(void) {
    void *lib = NULL;
    ktorch__nvrtc_api nv;
    int ma, mi;
    KTEST_STATUS(ktorch__rtc_load(&ktorch__gpu_cuda, "/nonexistent/libnvrtc.so", NULL, &lib, &nv, &ma, &mi), KTORCH_BACKEND_UNAVAILABLE);
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

static void test_compile_many(void) {
    pthread_t th[2];
    job jobs[2];
    int i, total = 0, all = g_mode && strcmp(g_mode, "--all") == 0, each = g_mode && strcmp(g_mode, "--each") == 0;
    struct timespec t0, t1;
    if (!g_mode) KTEST_SKIP("run with --families (make test) or --all (make check-kernels)");
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    plan(all, each);
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
    KTEST_CHECK(total == g_ntodo);
    if (all) {
        for (i = 0; i < KTORCH__CU_NSPECS; i++) total += sm90_alone(&ktorch__cu_specs[i]); /* not built for sm_80 */
        KTEST_CHECK(total == 2 * KTORCH__CU_NSPECS);
    }
    printf("  compiled %d kernels (%s) in %.1f s with NVRTC %d.%d\n", g_ntodo,
           all ? "every spec, sm_80 and sm_90a" : each ? "every spec once, to CUBIN or PTX; each kind's first for both" : "each kind once, quantized pages twice", (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9,
           g_major, g_minor);
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
    for (m = 0; m < KTORCH_QUANT_FORMAT_COUNT; m++) /* a GEMV kernel for each format the dispatch maps, both x types */
        for (dt = 0; dt < 2; dt++) {
            int f = ktorch__cu_gemv_fmt((ktorch_quant_format)m);
            KTEST_CHECK(f < 0 || ktorch__cu_find_spec(10, 0, dt, f) >= 0);
        }
    for (k = 0; k < 2; k++) /* attention backward: head dims 64 and 128 in both dtypes, CTAs of the plan's rows */
        for (dt = 0; dt < 2; dt++) {
            int amd = 0;
            i = ktorch__cu_find_spec(12, 64 << k, dt, 0);
            KTEST_CHECK(i >= 0 && ktorch__cu_spec_smem(i) <= 163 * 1024); /* the first (CUDA's) fits an sm_80 block */
            for (i = 0; i < KTORCH__CU_NSPECS; i++) {
                const ktorch__cu_spec *s = &ktorch__cu_specs[i];
                if (s->kind != 12 || s->d != 64 << k || s->dtype != dt) continue;
                KTEST_CHECK(s->warps * 16 >= KTORCH__CUB_BN && s->bn == s->warps * 16 && s->stages >= 1 && s->stages <= 2);
                KTEST_CHECK(ktorch__cub_smem_atomic(i) <= 163 * 1024); /* every tile fits an sm_80 block */
                amd |= ktorch__cu_spec_smem(i) <= 64 * 1024; /* one fits AMD's LDS */
            }
            KTEST_CHECK(amd);
        }
    KTEST_CHECK(ktorch__cu_find_spec(12, 96, 0, 0) < 0);
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

/* The embedded line literals join back to the exact bytes of shaders/
   (escapes, long lines and the last line included). */
static void test_embedded_sources(void) {
    static const struct {
        ktorch__cu_lines lines;
        const char *path;
    } srcs[] = {
        {ktorch__cu_src_kernel_args, "shaders/kernel_args.h"}, {ktorch__cu_src_prelude, "shaders/cuda_prelude.cu"},
        {ktorch__cu_src_attention, "shaders/attention.cu"},
        {ktorch__cu_src_misc, "shaders/misc.cu"},            {ktorch__cu_src_quant, "shaders/quant.cu"},
        {ktorch__cu_src_gemm, "shaders/gemm.cu"},            {ktorch__cu_src_variants, "shaders/variants.cu"},
        {ktorch__cu_src_gemv, "shaders/gemv.cu"},
        {ktorch__cu_src_sparse, "shaders/sparse.cu"},         {ktorch__cu_src_attn_bwd, "shaders/attn_bwd.cu"},
    };
    size_t i;
    for (i = 0; i < sizeof srcs / sizeof srcs[0]; i++) {
        FILE *f = fopen(srcs[i].path, "rb");
        size_t n = ktorch__cu_join(NULL, srcs[i].lines), got;
        char *want, *joined;
        if (!f) KTEST_SKIP("shaders/ not found: run from the repository root");
        want = (char *)malloc(n + 2);
        joined = (char *)malloc(n + 1);
        got = fread(want, 1, n + 2, f);
        fclose(f);
        ktorch__cu_join(joined, srcs[i].lines);
        KTEST_CHECKF(got == n && memcmp(want, joined, n) == 0, "%s differs from its embedded copy", srcs[i].path);
        free(want);
        free(joined);
    }
}

int main(int argc, char **argv) {
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    if (argc > 1) {
        if (argc > 2 || (strcmp(argv[1], "--all") != 0 && strcmp(argv[1], "--each") != 0 && strcmp(argv[1], "--families") != 0)) {
            fprintf(stderr, "usage: %s [--families | --each | --all]\n", argv[0]);
            return 2;
        }
        g_mode = argv[1];
    }
    g_alloc = ktorch__allocator_resolve(NULL);
    if (ktorch__rtc_load(&ktorch__gpu_cuda, getenv("KTORCH_NVRTC_PATH"), NULL, &g_lib, &g_nv, &g_major, &g_minor) != KTORCH_OK) g_lib = NULL;
    KTEST_RUN(test_load_nvrtc_missing);
    KTEST_RUN(test_spec_table);
    KTEST_RUN(test_embedded_sources);
    KTEST_RUN(test_compile_smoke);
    KTEST_RUN(test_compile_many);
    /* NVRTC stays loaded (as in the backend): unloading leaks its internal allocations */
    return ktest_finish(!g_mode ? "cuda_compile" : g_mode[2] == 'a' ? "cuda_compile_all" : g_mode[2] == 'e' ? "cuda_compile_each" : "cuda_compile_families");
}
