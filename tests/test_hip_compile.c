/* hiprtc compiles the kernels for AMD with no GPU: each specialisation's
   source as the HIP host assembles it (ktorch__cu_source with the HIP
   prelude) and the engine's options (ktorch__cu_options), --offload-arch=gfx90a (wave64, CDNA) and gfx1030 (wave32,
   RDNA); any error or warning fails. Every compile runs in a child process:
   some hiprtc builds (Debian's ROCm 5.2) abort the process for targets they
   lack, and those targets (gfx942, gfx1100 tried here) are reported as not
   compilable with this toolchain. Default: the AMD module list and the
   test's own checks (a planted warning and error); --families
   (tests/sh_hip_compile.sh, make test): one kernel family per target, at
   -O0 (the front end and AMDGPU code generation with its target checks, a
   tenth of the time; warnings of the optimiser such as a loop left rolled
   are --all's); --all (make check-kernels): every specialisation for both,
   fully optimised as the engine compiles them; --specs A-B:
   the specialisations A to B (indices of ktorch__cu_specs) for both;
   --arch: one of the two targets; -v: each compile's time.
   Skips without hiprtc (libhiprtc.so, or libamdhip64.so on older ROCm;
   KTORCH_HIPRTC_PATH names another). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "ktest.h"
#include <dlfcn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef int (*hiprtc_create_fn)(void **prog, const char *src, const char *name, int nh, const char *const *h,
                                const char *const *names);
typedef int (*hiprtc_compile_fn)(void *prog, int nopt, const char *const *opts);
typedef int (*hiprtc_size_fn)(void *prog, size_t *n);
typedef int (*hiprtc_text_fn)(void *prog, char *out);
typedef int (*hiprtc_destroy_fn)(void **prog);

static struct {
    hiprtc_create_fn create;
    hiprtc_compile_fn compile;
    hiprtc_size_fn log_size, code_size;
    hiprtc_text_fn log;
    hiprtc_destroy_fn destroy;
} g_rtc;
static const char *g_lib_name;
static ktorch_allocator g_alloc;

/* KTORCH_HIPRTC_PATH, when set, is the only library tried. */
static int load_hiprtc(void) {
    static const char *names[] = {"libhiprtc.so", "libhiprtc.so.6", "libhiprtc.so.5",
                                  "libamdhip64.so.6", "libamdhip64.so.5", "libamdhip64.so"};
    const char *path = getenv("KTORCH_HIPRTC_PATH");
    size_t i, n = sizeof names / sizeof names[0];
    if (path && *path) {
        names[0] = path;
        n = 1;
    }
    for (i = 0; i < n; i++) {
        void *lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (!lib) continue;
        *(void **)&g_rtc.create = dlsym(lib, "hiprtcCreateProgram");
        *(void **)&g_rtc.compile = dlsym(lib, "hiprtcCompileProgram");
        *(void **)&g_rtc.log_size = dlsym(lib, "hiprtcGetProgramLogSize");
        *(void **)&g_rtc.log = dlsym(lib, "hiprtcGetProgramLog");
        *(void **)&g_rtc.code_size = dlsym(lib, "hiprtcGetCodeSize");
        *(void **)&g_rtc.destroy = dlsym(lib, "hiprtcDestroyProgram");
        if (g_rtc.create && g_rtc.compile && g_rtc.log_size && g_rtc.log && g_rtc.code_size && g_rtc.destroy) {
            g_lib_name = names[i];
            return 1;
        }
        dlclose(lib);
    }
    return 0;
}

/* Outcome of one compile (the child's exit status). */
enum { OK = 0, FAILED = 1, WARNED = 2, DIED = 3 };

/* In the child: compile src for arch, write the log (if any) to fd; exit
   status OK, FAILED or WARNED. */
static int g_families;
static int child_compile(const char *src, const char *arch, int fd) {
    char opt[64];
    const char *opts[KTORCH__CU_MAX_OPTS + 1];
    const char *const *fixed;
    void *prog = NULL;
    size_t n = 0;
    int r, st = OK, nopt = 1 + ktorch__cu_options(1, &fixed), i;
    if (nopt > KTORCH__CU_MAX_OPTS) return FAILED;
    snprintf(opt, sizeof opt, "--offload-arch=%s", arch);
    opts[0] = opt; /* then the engine's options */
    for (i = 1; i < nopt; i++) opts[i] = fixed[i - 1];
    if (g_families) opts[nopt++] = "-O0";
    if (g_rtc.create(&prog, src, "ktorch.hip", 0, NULL, NULL) != 0) return FAILED;
    r = g_rtc.compile(prog, nopt, opts);
    if (g_rtc.log_size(prog, &n) == 0 && n > 1) {
        char *log = (char *)calloc(n + 1, 1); /* hiprtc's size may leave out the terminator */
        if (log && g_rtc.log(prog, log) == 0) {
            size_t len = strlen(log);
            if (len && write(fd, log, len) < 0) st = FAILED;
            if (strstr(log, "warning") || strstr(log, "error")) st = WARNED;
        }
        free(log);
    }
    if (r != 0) st = FAILED;
    else if (g_rtc.code_size(prog, &n) != 0 || n == 0) st = FAILED;
    g_rtc.destroy(&prog);
    return st;
}

/* CPU seconds of this process's reaped children (and theirs). */
static double children_cpu(void) {
    struct rusage ru;
    if (getrusage(RUSAGE_CHILDREN, &ru) != 0) return 0.0;
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
}
static double g_child_cpu; /* CPU seconds of the last compile_forked child */

/* Compile in a child; the log's first bytes go to msg. */
static int compile_forked(const char *src, const char *arch, char *msg, size_t cap) {
    int fds[2], status = 0;
    size_t got = 0;
    ssize_t k;
    pid_t pid;
    msg[0] = '\0';
    if (pipe(fds) != 0) return FAILED;
    fflush(stdout);
    pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return FAILED;
    }
    if (pid == 0) { /* the C library's abort message goes to the log too */
        close(fds[0]);
        dup2(fds[1], 2);
        _exit(child_compile(src, arch, fds[1]));
    }
    close(fds[1]);
    while ((k = read(fds[0], msg + got, cap - 1 - got)) > 0) {
        got += (size_t)k;
        if (got == cap - 1) {
            char sink[4096];
            while (read(fds[0], sink, sizeof sink) > 0) {
            }
            break;
        }
    }
    msg[got] = '\0';
    close(fds[0]);
    g_child_cpu = children_cpu();
    if (waitpid(pid, &status, 0) != pid) return FAILED;
    g_child_cpu = children_cpu() - g_child_cpu;
    if (WIFSIGNALED(status)) return DIED;
    return WIFEXITED(status) ? WEXITSTATUS(status) : FAILED;
}

static int compile_spec(int spec, const char *arch, char *msg, size_t cap) {
    size_t len;
    char *src = ktorch__cu_source(&g_alloc, spec, 1, &len);
    int r;
    if (!src) {
        snprintf(msg, cap, "no source");
        return FAILED;
    }
    r = compile_forked(src, arch, msg, cap);
    ktorch__free(&g_alloc, src);
    return r;
}

static const char *const g_archs[2] = {"gfx90a", "gfx1030"};
static int g_all, g_verbose, g_first = 0, g_last = -1; /* --specs A-B: a range of --all */
static const char *g_only; /* --arch: one of g_archs alone */

/* The compilations of a run. Default: flash attention (kind 0; lane groups in
   half waves, the portable matrix tiles), the training ops (kind 11), the
   attention backward (kind 12, d 128 bf16, its one-slot fallback), the
   quantized-page decode (kind 9, d 128 bf16), the f16 and s8 matrix
   products (kind 6, MFMA tiles) and the f32-weight GEMV (kind 16, 16 x
   rows, x in shared memory) and block-sparse attention with an element
   mask (kind 0 mask 3, d 128 bf16) for gfx90a, the paged decode (kind 9),
   the attention backward (d 64 f16) and block-sparse attention (kind 0
   mask 2, d 64 f16) for gfx1030; --all: every AMD
   specialisation for both. */
static struct {
    int spec;
    const char *arch;
} g_todo[2 * KTORCH__CU_MAX_SPECS];
static int g_ntodo;

static void plan(void) {
    int i, k;
    g_ntodo = 0;
    if (!g_all) {
        g_todo[0].spec = ktorch__cu_find_spec(0, 64, 0, 0);
        g_todo[0].arch = g_archs[0];
        g_todo[1].spec = ktorch__cu_find_spec(9, 64, 0, 0);
        g_todo[1].arch = g_archs[1];
        g_todo[2].spec = ktorch__cu_find_spec(11, 0, 0, 0);
        g_todo[2].arch = g_archs[0];
        for (i = 0; i < KTORCH__CU_NSPECS; i++) /* the backward's AMD fallback (one streamed slot) */
            if (ktorch__cu_specs[i].kind == 12 && ktorch__cu_specs[i].d == 128 && ktorch__cu_specs[i].dtype == 1) g_todo[3].spec = i;
        g_todo[3].arch = g_archs[0];
        g_todo[4].spec = ktorch__cu_find_spec(12, 64, 0, 0);
        g_todo[4].arch = g_archs[1];
        g_todo[5].spec = ktorch__cu_find_spec(9, 128, 1, 2); /* the default int8/fp8 page kernel */
        g_todo[5].arch = g_archs[0];
        g_todo[6].spec = ktorch__cu_find_spec(6, 0, 0, 0); /* f16 and s8 products: MFMA tiles */
        g_todo[6].arch = g_archs[0];
        g_todo[7].spec = ktorch__cu_find_spec(6, 0, 0, 2);
        g_todo[7].arch = g_archs[0];
        g_todo[8].spec = ktorch__cu_find_spec(16, 3, 0, 16); /* f32 W, cp.async chunks of x */
        g_todo[8].arch = g_archs[0];
        g_todo[9].spec = ktorch__cu_find_spec(0, 128, 1, 3); /* block-sparse with the element mask */
        g_todo[9].arch = g_archs[0];
        g_todo[10].spec = ktorch__cu_find_spec(0, 64, 0, 2); /* block-sparse */
        g_todo[10].arch = g_archs[1];
        g_ntodo = 11;
        return;
    }
    for (i = g_first; i < KTORCH__CU_NSPECS && (g_last < 0 || i <= g_last); i++)
        for (k = 0; k < 2; k++) /* targets in turns, so that each worker gets both */
            if (!ktorch__cu_amd_excluded(i) && (!g_only || strcmp(g_only, g_archs[(i + k) & 1]) == 0)) {
                g_todo[g_ntodo].spec = i;
                g_todo[g_ntodo++].arch = g_archs[(i + k) & 1];
            }
}

/* Compiles g_todo[first], [first + step], ...; prints every failure (the
   first three with a longer log); -v: every compile with its time. Returns
   how many were not clean. */
static int run_todo(int first, int step) {
    char msg[2048];
    int i, bad = 0;
    for (i = first; i < g_ntodo; i += step) {
        const int spec = g_todo[i].spec;
        struct timespec t0, t1;
        int r;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        r = compile_spec(spec, g_todo[i].arch, msg, sizeof msg);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if (r != OK) {
            const ktorch__cu_spec *s = &ktorch__cu_specs[spec];
            printf("    spec %d (kind %d d %d dtype %d mask %d) %s: %s: %.*s\n", spec, s->kind, s->d, s->dtype, s->mask,
                   g_todo[i].arch, r == WARNED ? "diagnostics" : r == DIED ? "compiler died" : "failed",
                   bad < 3 ? 1500 : 300, msg);
            bad++;
        } else if (g_verbose) {
            printf("    spec %d (kind %d) %s: ok, %.1f s (%.1f s of CPU)\n", spec, ktorch__cu_specs[spec].kind, g_todo[i].arch,
                   (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, g_child_cpu);
        }
        fflush(stdout);
    }
    return bad;
}

/* The AMD module list: every specialisation but the sm_90a-only ones, whose
   exclusion names its reason. */
static void test_module_list(void) {
    int i, kinds[KTORCH__CU_NKINDS] = {0}, excluded = 0;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *s = &ktorch__cu_specs[i];
        const char *why = ktorch__cu_amd_excluded(i);
        size_t len;
        char *src;
        if (why) {
            excluded++;
            KTEST_CHECK(strstr(why, "sm_90a") != NULL);
            KTEST_CHECK(s->kind == 3 || s->kind == 4 || (s->kind == 6 && s->d == 2) || s->kind == 13 || s->kind == 15 || s->kind == 17);
            KTEST_CHECK(ktorch__cu_source(&g_alloc, i, 1, &len) == NULL);
            continue;
        }
        kinds[s->kind]++;
        src = ktorch__cu_source(&g_alloc, i, 1, &len);
        KTEST_CHECK(src != NULL && strstr(src, "hiprtc") != NULL && strstr(src, "ktorch__cu_attn_args") != NULL);
        ktorch__free(&g_alloc, src);
    }
    KTEST_CHECK(excluded > 0);
    for (i = 0; i < KTORCH__CU_NKINDS; i++)
        if (i != 3 && i != 4 && i != 13 && i != 15 && i != 17) KTEST_CHECKF(kinds[i] > 0, "kind %d has no AMD specialisation", i);
}

static void test_compile(void) {
    int bad = 0, k;
    struct timespec t0, t1;
    double cpu0;
    if (!g_all && !g_families) KTEST_SKIP("run with --families (make test) or --all (make check-kernels)");
    plan();
    cpu0 = children_cpu();
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (!g_all) {
        bad = run_todo(0, 1);
    } else { /* two workers (each compile in its own child as well) */
        pid_t pid[2];
        for (k = 0; k < 2; k++) {
            fflush(stdout);
            pid[k] = fork();
            if (pid[k] == 0) {
                const int n = run_todo(k, 2);
                fflush(stdout);
                _exit(n < 100 ? n : 100);
            }
        }
        for (k = 0; k < 2; k++) {
            int status = 0;
            if (pid[k] < 0 || waitpid(pid[k], &status, 0) != pid[k] || !WIFEXITED(status)) bad++;
            else bad += WEXITSTATUS(status);
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    KTEST_CHECKF(bad == 0, "%d of %d compiles not clean", bad, g_ntodo);
    printf("  compiled %d kernels (%s) in %.1f s (%.0f s of CPU) with hiprtc from %s\n", g_ntodo,
           g_last >= 0 || g_only ? "the AMD specs and targets picked by --specs / --arch" : g_all ? "every AMD spec, gfx90a and gfx1030" : "flash attention, training ops, attention backward, quantized-page decode, f16 and s8 products, f32 GEMV, masked block-sparse for gfx90a; paged decode, attention backward, block-sparse for gfx1030; -O0",
           (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, children_cpu() - cpu0, g_lib_name);
}

/* Test of the test: a diagnostic fails the compile, a bad target too. */
static void test_detects(void) {
    char msg[2048];
    int r;
    KTEST_CHECK(compile_forked("extern \"C\" __global__ void k(int *p) { p[0] = 1; }\n", "gfx1030", msg, sizeof msg) ==
                OK);
    r = compile_forked("extern \"C\" __global__ void k(int *p) { p[0] = 1 << 40; }\n", "gfx1030", msg, sizeof msg);
    KTEST_CHECKF(r == WARNED, "%d: %.1500s", r, msg);
    KTEST_CHECK(compile_forked("extern \"C\" __global__ void k(int *p) { p[0] = q; }\n", "gfx1030", msg, sizeof msg) != OK);
}

/* Targets that this hiprtc may not have: the child's death is reported. */
static void test_other_targets(void) {
    static const char *const extra[] = {"gfx942", "gfx1100"};
    char msg[2048];
    size_t i;
    if (!g_all && !g_families) return; /* with the kernel compiles */
    for (i = 0; i < sizeof extra / sizeof extra[0]; i++) {
        int r = compile_spec(ktorch__cu_find_spec(2, 0, 0, 0), extra[i], msg, sizeof msg);
        if (r == DIED) printf("  %s: not compilable with this toolchain (hiprtc killed the process)\n", extra[i]);
        else KTEST_CHECKF(r == OK, "%s: %.1500s", extra[i], msg);
    }
}

static void test_no_hiprtc(void) { KTEST_SKIP("hiprtc not found (libhiprtc.so / libamdhip64.so)"); }

int main(int argc, char **argv) {
    int i;
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    for (i = 1; i < argc; i++) {
        char *end = NULL;
        if (strcmp(argv[i], "--all") == 0) g_all = 1;
        else if (strcmp(argv[i], "--families") == 0) g_families = 1;
        else if (strcmp(argv[i], "-v") == 0) g_verbose = 1;
        else if (strcmp(argv[i], "--arch") == 0 && i + 1 < argc && (strcmp(argv[i + 1], g_archs[0]) == 0 || strcmp(argv[i + 1], g_archs[1]) == 0)) g_only = argv[++i];
        else if (strcmp(argv[i], "--specs") == 0 && i + 1 < argc) {
            long a = strtol(argv[++i], &end, 10), b = a;
            if (end && *end == '-') b = strtol(end + 1, &end, 10);
            if (!end || *end || a < 0 || b < a || b >= KTORCH__CU_NSPECS) break;
            g_first = (int)a;
            g_last = (int)b;
            g_all = 1;
        } else break;
    }
    if (i < argc || (g_all && g_families)) {
        fprintf(stderr, "usage: %s [--families | --all | --specs A[-B]] [--arch gfx90a | gfx1030] [-v]\n", argv[0]);
        return 2;
    }
    g_alloc = ktorch__allocator_resolve(NULL);
    KTEST_RUN(test_module_list);
    if (load_hiprtc()) {
        KTEST_RUN(test_detects);
        KTEST_RUN(test_compile);
        KTEST_RUN(test_other_targets);
    } else {
        KTEST_RUN(test_no_hiprtc);
    }
    /* hiprtc stays loaded (its allocations are not ours to free) */
    return ktest_finish(g_all ? "hip_compile_all" : g_families ? "hip_compile_families" : "hip_compile");
}
