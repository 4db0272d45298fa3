/* NVRTC compiles the CUDA kernels with no GPU. Default: the misc module and
   one attention kernel for sm_80. With --families (tests/sh_cuda_compile.sh,
   make test): the first specialisation of every kernel kind (source file and
   its entry points), for sm_80 or, where the kind is sm_90a only, sm_90a,
   the quantized-page decode for both and block-sparse on the portable
   kernel (kind 0 masks 2 and 3) for sm_80. With --each (CI): every
   specialisation to PTX once, and through ptxas (CUBIN) the first of each
   kind, every one whose PTX has an inline-asm form that no spec assembled
   before it has and the first of each source path with warpgroup MMA, each
   for its own architecture; the PTX-only compiles run with
   --Ofast-compile=max in a child process (below). --families and --each
   build their CUBINs with --Ofast-compile=mid: ptxas parses and checks every
   inline-asm form as at full optimisation, 10-17x faster. With --all
   (make check-kernels): every specialisation for sm_80 and sm_90a (sm_90a
   alone for the kinds that need it and the GEMV's other launch shapes), at
   full optimisation, where ptxas's "Potential Performance Loss" notes (a
   serialised wgmma pipeline, an ignored setmaxnreg) fail too: at
   --Ofast-compile=mid ptxas makes them for code it did not optimise. All
   on two threads; any error or warning fails. Skips without NVRTC. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "ktest.h"
#include <errno.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static ktorch__nvrtc_api g_nv;
static void *g_lib;
static int g_major, g_minor;
static const char *g_mode; /* NULL, "--families", "--each" or "--all" */
static int g_record; /* --each, first pass: record inline-asm forms */
static const char *g_extra; /* one more NVRTC option: --Ofast-compile=mid or max (the fast PTX pass) */
static ktorch_allocator g_alloc;

typedef struct job {
    int first, step, failures, warnings, done;
    char msg[1024];
} job;

/* The compilations of a run: spec, architecture ("sm_80": CUBIN,
   "compute_80": PTX). */
typedef struct todo_item {
    int spec;
    const char *arch;
} todo_item;
static todo_item g_todo[2 * KTORCH__CU_MAX_SPECS];
static int g_ntodo;

/* Inline-asm forms of each spec's PTX (--each): hashes of the blocks that
   NVRTC marks "// begin inline asm" ... "// end inline asm", register numbers
   dropped (%r12 and %r7 are one form; %rd7, an immediate or another opcode
   another). NVRTC passes inline asm through unchecked: ptxas is what
   rejects a bad one. */
#define MAX_FORMS 512
static uint64_t g_forms[KTORCH__CU_MAX_SPECS][MAX_FORMS];
static int g_nforms[KTORCH__CU_MAX_SPECS];

/* The distinct forms of a PTX text into out (at most cap); -1 for a block
   that does not end or more than cap forms. */
static int asm_forms(const char *ptx, uint64_t *out, int cap) {
    static const char begin[] = "// begin inline asm", end[] = "// end inline asm";
    const char *p = ptx;
    int n = 0;
    while ((p = strstr(p, begin)) != NULL) {
        const char *e = strstr(p, end);
        uint64_t h = 14695981039346656037ull;
        int k;
        if (!e) return -1;
        for (p += sizeof begin - 1; p < e; p++) {
            h = ktorch__fnv(h, p, 1);
            if (*p != '%') continue;
            while (p + 1 < e && ((p[1] >= 'a' && p[1] <= 'z') || (p[1] >= 'A' && p[1] <= 'Z'))) h = ktorch__fnv(h, ++p, 1);
            while (p + 1 < e && p[1] >= '0' && p[1] <= '9') p++;
        }
        p = e + sizeof end - 1;
        for (k = 0; k < n && out[k] != h; k++) {
        }
        if (k < n) continue;
        if (n == cap) return -1;
        out[n++] = h;
    }
    return n;
}

/* Records the inline-asm forms of a spec's PTX; 0 ok, 1 error. */
static int record_forms(int spec, const char *ptx, char *msg, size_t cap) {
    g_nforms[spec] = asm_forms(ptx, g_forms[spec], MAX_FORMS);
    if (g_nforms[spec] >= 0) return 0;
    snprintf(msg, cap, "spec %d: an inline-asm block without its end, or more than %d forms", spec, MAX_FORMS);
    return 1;
}

static int sm90_alone(const ktorch__cu_spec *s);

/* NVRTC 12.8 and later take --Ofast-compile. */
static int fast_compile(void) { return g_major > 12 || (g_major == 12 && g_minor >= 8); }

/* A warning or error in an NVRTC log; at full optimisation (no extra
   option) also ptxas's notes of lost performance. */
static int log_fails(const char *log, const char *extra) {
    return strstr(log, "warning") || strstr(log, "error") || (!extra && strstr(log, "Potential Performance Loss"));
}

/* Compile one spec for one arch; 0 ok, 1 error, 2 warning. With g_record,
   the inline-asm forms of the PTX for the spec's own architecture (a CUBIN
   build's from the same compile, or where NVRTC keeps no PTX for a CUBIN
   build, from a second compile to PTX). */
static int compile_one(int spec, const char *arch, char *msg, size_t cap) {
    void *img = NULL;
    char *ptx = NULL;
    size_t n = 0;
    char log[4096];
    int r = 0, forms = g_record && (arch[0] == 'c' || (arch[3] == '9') == sm90_alone(&ktorch__cu_specs[spec]));
    ktorch_status st = ktorch__cu_compile_opt(&g_nv, &g_alloc, spec, 0, arch, arch[0] == 's', &img, &n, forms ? &ptx : NULL, log,
                                               sizeof log, g_extra);
    if (st != KTORCH_OK || n == 0) {
        snprintf(msg, cap, "spec %d %s: %.900s", spec, arch, ktorch_last_error());
        r = 1;
    } else if (log_fails(log, g_extra)) {
        snprintf(msg, cap, "spec %d %s: %.900s", spec, arch, log);
        r = 2;
    } else if (forms) {
        if (arch[0] == 'c') r = record_forms(spec, (const char *)img, msg, cap);
        else if (ptx) r = record_forms(spec, ptx, msg, cap);
        else r = compile_one(spec, arch[3] == '9' ? "compute_90a" : "compute_80", msg, cap);
    }
    ktorch__free(&g_alloc, ptx);
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

/* Compiles g_todo on two threads into jobs[2]. */
static void run_jobs(job *jobs) {
    pthread_t th[2];
    int i;
    memset(jobs, 0, 2 * sizeof *jobs);
    for (i = 0; i < 2; i++) {
        jobs[i].first = i;
        jobs[i].step = 2;
        pthread_create(&th[i], NULL, worker, &jobs[i]);
    }
    for (i = 0; i < 2; i++) pthread_join(th[i], NULL);
}

/* Compiles g_todo on two threads; returns how many ran. */
static int run_todo(void) {
    job jobs[2];
    int i, total = 0;
    run_jobs(jobs);
    for (i = 0; i < 2; i++) {
        KTEST_CHECKF(jobs[i].failures == 0, "%d failed: %s", jobs[i].failures, jobs[i].msg);
        KTEST_CHECKF(jobs[i].warnings == 0, "%d with warnings: %s", jobs[i].warnings, jobs[i].msg);
        total += jobs[i].done;
    }
    return total;
}

/* Specs built for sm_90a alone: the kinds that need it, and the GEMV's
   other launch shapes (kind 10, d > 0: the source of shape 0 with other
   constants, which sm_80 compiles). */
static int sm90_alone(const ktorch__cu_spec *s) { return ktorch__cu_families[s->kind].sm90_only || (s->kind == 10 && s->d > 0); }

static void todo(int spec, const char *arch) {
    g_todo[g_ntodo].spec = spec;
    g_todo[g_ntodo++].arch = arch;
}

static int first_of_kind(int spec) {
    int k;
    for (k = 0; k < spec; k++)
        if (ktorch__cu_specs[k].kind == ktorch__cu_specs[spec].kind) return 0;
    return 1;
}

/* Kinds whose spec d is a head dimension (loop bounds and tile sizes); in
   the others it picks code (a GEMM or GEMV variant, a launch shape). */
static int d_is_head_dim(int kind) { return kind == 0 || kind == 1 || kind == 3 || kind == 4 || kind == 9 || (kind >= 12 && kind <= 15); }

/* The first spec of its source path: kind, dtype, mask and, where d picks
   code, d. */
static int first_of_path(int spec) {
    const ktorch__cu_spec *s = &ktorch__cu_specs[spec];
    int k;
    for (k = 0; k < spec; k++) {
        const ktorch__cu_spec *t = &ktorch__cu_specs[k];
        if (t->kind == s->kind && t->dtype == s->dtype && t->mask == s->mask && (d_is_head_dim(s->kind) || t->d == s->d)) return 0;
    }
    return 1;
}

/* Warpgroup-MMA specs (those left out of AMD): ptxas warns where it must
   serialise a wgmma pipeline. */
static int warpgroup(int spec) { return ktorch__cu_amd_excluded(spec) != NULL; }

/* --all: every spec for both architectures (sm_90a alone as above);
   --families: the first spec of each kind for one, and the default
   quantized-page decode for both; --each, first pass: every spec for sm_80
   or where it needs it sm_90a, to CUBIN (its PTX kept from the same
   compile) the first of each kind and the first of each warpgroup-MMA
   source path, the others to PTX; the warpgroup-MMA ones also to CUBIN for
   sm_90a (the matrix products' warpgroup tile has its wgmma code on sm_90a
   alone). Both architectures for every spec: --all. */
static void plan(int all, int each) {
    int i;
    g_ntodo = 0;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        int sm90 = sm90_alone(&ktorch__cu_specs[i]), first = first_of_kind(i);
        if (each && !first && !(warpgroup(i) && first_of_path(i))) {
            todo(i, sm90 ? "compute_90a" : "compute_80");
            continue;
        }
        if (!all && !each && !first) continue;
        if (!sm90) todo(i, "sm_80");
        if (sm90 || all || (each && warpgroup(i))) todo(i, "sm_90a");
    }
    if (!all && !each) todo(ktorch__cu_find_spec(9, 128, 1, 2), "sm_80"); /* the default int8/fp8 page kernel */
    if (!all && !each) { /* block-sparse on the portable kernel, alone and with the element mask */
        todo(ktorch__cu_find_spec(0, 64, 0, 2), "sm_80");
        todo(ktorch__cu_find_spec(0, 128, 1, 3), "sm_80");
    }
    if (!all) todo(ktorch__cu_find_spec(9, 128, 1, 2), "sm_90a");
}

/* --each, second pass: through ptxas (CUBIN), in spec order, every spec left
   to PTX whose PTX has an inline-asm form that no spec assembled for its
   architecture before has. The rest was checked by NVRTC alone (C++ errors
   and warnings): it differs from an assembled spec in constants and in code
   that NVRTC generated, not in inline PTX. Returns 0 where the forms
   overflow the table. */
static int plan_assemble(int *nforms80, int *nforms90) {
    static uint64_t seen[2][4 * MAX_FORMS];
    static char assembled[KTORCH__CU_MAX_SPECS];
    int n[2] = {0, 0}, i, k, pass;
    for (i = 0; i < g_ntodo; i++) /* the first pass's CUBINs */
        if (g_todo[i].arch[0] == 's' && (g_todo[i].arch[3] == '9') == sm90_alone(&ktorch__cu_specs[g_todo[i].spec])) assembled[g_todo[i].spec] = 1;
    g_ntodo = 0;
    for (pass = 0; pass < 2; pass++) /* the assembled forms first, then the others in order */
        for (i = 0; i < KTORCH__CU_NSPECS; i++) {
            int a = sm90_alone(&ktorch__cu_specs[i]), fresh = 0;
            if (assembled[i] != !pass) continue;
            for (k = 0; k < g_nforms[i]; k++) {
                int j;
                for (j = 0; j < n[a] && seen[a][j] != g_forms[i][k]; j++) {
                }
                if (j < n[a]) continue;
                fresh = 1;
                if (n[a] < 4 * MAX_FORMS) seen[a][n[a]++] = g_forms[i][k];
            }
            if (pass && fresh) todo(i, a ? "sm_90a" : "sm_80");
        }
    *nforms80 = n[0];
    *nforms90 = n[1];
    return n[0] < 4 * MAX_FORMS && n[1] < 4 * MAX_FORMS;
}

/* --each: the PTX-only compiles run in a child process with
   --Ofast-compile=max (NVRTC 12.8 and later), as does a PTX compile of each
   spec the parent assembles for its own architecture. The front end (C++
   errors and warnings) is the one of a full compile, the PTX about 30x
   faster to make, and an inline-asm form is the asm text with its operands'
   classes, which the optimisation level leaves alone: the parent checks
   that on the specs it assembles (the fast PTX has every form of the full
   one). Apart because NVRTC 13.0's full-optimisation compiles slow down
   about 30x in a process that made a fast one. Through the pipe: the
   failures, warnings, count and a message, then each spec's forms. */
typedef struct fast_head {
    int failures, warnings, done;
    char msg[1024];
} fast_head;

static char g_own[KTORCH__CU_MAX_SPECS]; /* assembled by the parent for its own architecture */

static int write_all(int fd, const void *p, size_t n) {
    const char *c = (const char *)p;
    while (n > 0) {
        ssize_t w = write(fd, c, n);
        if (w <= 0) return -1;
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

static int read_all(int fd, void *p, size_t n) {
    char *c = (char *)p;
    while (n > 0) {
        ssize_t r = read(fd, c, n);
        if (r <= 0) return -1;
        c += r;
        n -= (size_t)r;
    }
    return 0;
}

/* Leaves the CUBIN compiles in g_todo and starts the child on the rest;
   returns the child's count (-1: no child). */
static int fast_pass_start(pid_t *child, int *fd) {
    static todo_item fast[2 * KTORCH__CU_MAX_SPECS];
    int nf = 0, np = 0, i, fds[2];
    for (i = 0; i < g_ntodo; i++) {
        int spec = g_todo[i].spec, a = sm90_alone(&ktorch__cu_specs[spec]);
        if (g_todo[i].arch[0] == 'c') {
            fast[nf++] = g_todo[i];
            continue;
        }
        g_todo[np++] = g_todo[i];
        if ((g_todo[i].arch[3] == '9') != a) continue;
        g_own[spec] = 1;
        fast[nf].spec = spec;
        fast[nf++].arch = a ? "compute_90a" : "compute_80";
    }
    g_ntodo = np;
    fflush(stdout);
    fflush(stderr);
    if (pipe(fds) != 0) return -1;
    *child = fork();
    if (*child < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (*child == 0) {
        fast_head h;
        job jobs[2];
        int bad = 0;
        close(fds[0]);
        memcpy(g_todo, fast, (size_t)nf * sizeof fast[0]);
        g_ntodo = nf;
        g_extra = fast_compile() ? "--Ofast-compile=max" : NULL;
        g_record = 1;
        run_jobs(jobs);
        memset(&h, 0, sizeof h);
        for (i = 0; i < 2; i++) {
            h.failures += jobs[i].failures;
            h.warnings += jobs[i].warnings;
            h.done += jobs[i].done;
            if (jobs[i].failures + jobs[i].warnings) memcpy(h.msg, jobs[i].msg, sizeof h.msg);
        }
        bad |= write_all(fds[1], &h, sizeof h);
        for (i = 0; i < nf; i++) {
            int spec = g_todo[i].spec, n = g_nforms[spec] > 0 ? g_nforms[spec] : 0;
            bad |= write_all(fds[1], &spec, sizeof spec) | write_all(fds[1], &n, sizeof n) |
                   write_all(fds[1], g_forms[spec], (size_t)n * sizeof g_forms[spec][0]);
        }
        _exit(bad ? 3 : 0);
    }
    close(fds[1]);
    *fd = fds[0];
    return nf;
}

/* Reads the child's results: forms of the PTX-only specs into g_forms, the
   others compared with the parent's. */
static void fast_pass_finish(pid_t child, int fd, int nf) {
    static uint64_t forms[MAX_FORMS];
    fast_head h;
    int i, ok = read_all(fd, &h, sizeof h) == 0, missing = 0, status = 0, first = -1;
    for (i = 0; ok && i < nf; i++) {
        int spec, n, k, j;
        ok = read_all(fd, &spec, sizeof spec) == 0 && read_all(fd, &n, sizeof n) == 0 && spec >= 0 &&
             spec < KTORCH__CU_NSPECS && n >= 0 && n <= MAX_FORMS && read_all(fd, forms, (size_t)n * sizeof forms[0]) == 0;
        if (!ok) break;
        if (!g_own[spec]) {
            memcpy(g_forms[spec], forms, (size_t)n * sizeof forms[0]);
            g_nforms[spec] = n;
            continue;
        }
        for (k = 0; k < g_nforms[spec]; k++) {
            for (j = 0; j < n && forms[j] != g_forms[spec][k]; j++) {
            }
            if (j == n && missing++ == 0) first = spec;
        }
    }
    close(fd);
    waitpid(child, &status, 0);
    KTEST_CHECKF(ok && WIFEXITED(status) && WEXITSTATUS(status) == 0, "the fast PTX process ended early (status %d)", status);
    if (!ok) return;
    KTEST_CHECKF(h.failures == 0, "%d failed: %s", h.failures, h.msg);
    KTEST_CHECKF(h.warnings == 0, "%d with warnings: %s", h.warnings, h.msg);
    KTEST_CHECK(h.done == nf);
    KTEST_CHECKF(missing == 0, "%d inline-asm forms of full compiles absent from the fast PTX (first: spec %d): --each "
                 "cannot take its forms from fast compiles", missing, first);
}

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static void test_load_nvrtc_missing(void) {
    void *lib = NULL;
    ktorch__nvrtc_api nv;
    int ma, mi;
    KTEST_STATUS(ktorch__rtc_load(&ktorch__gpu_cuda, "/nonexistent/libnvrtc.so", NULL, &lib, &nv, &ma, &mi), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECK(strstr(ktorch_last_error(), "NVRTC not found") != NULL);
    KTEST_CHECK(lib == NULL);
}

/* The log of a compile of src for sm_90a (NVRTC's result, -1 when it could
   not run). */
static int compile_text(const char *src, const char *extra, char *log, size_t cap) {
    const char *opts[2] = {"--gpu-architecture=sm_90a", extra};
    ktorch__nvrtcProgram prog = NULL;
    size_t n = 0;
    int r;
    log[0] = '\0';
    if (g_nv.nvrtcCreateProgram(&prog, src, "planted.cu", 0, NULL, NULL) != 0) return -1;
    r = (int)g_nv.nvrtcCompileProgram(prog, extra ? 2 : 1, opts);
    if (g_nv.nvrtcGetProgramLogSize(prog, &n) == 0 && n > 1 && n <= cap) g_nv.nvrtcGetProgramLog(prog, log);
    g_nv.nvrtcDestroyProgram(&prog);
    return r;
}

/* Test of the test: a wgmma whose accumulator a plain instruction reads
   before the wait serialises the pipeline, which full optimisation must
   report and the same kernel waiting first must not. */
static void test_planted_serialised_wgmma(void) {
    static const char src[] =
        "#define WG(a, b, c, d) asm volatile(\"{ .reg .pred p; setp.ne.b32 p, %6, 0; wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 \" \\\n"
        "    \"{%0,%1,%2,%3}, %4, %5, p, 1, 1, 0, 0; }\" : \"+f\"(a), \"+f\"(b), \"+f\"(c), \"+f\"(d) : \"l\"(da), \"l\"(db), \"r\"(1))\n"
        "extern \"C\" __global__ void k(float *out, unsigned long long da, unsigned long long db, int n) {\n"
        "    float d0 = 0, d1 = 0, d2 = 0, d3 = 0, e0 = 0, e1 = 0, e2 = 0, e3 = 0;\n"
        "    for (int i = 0; i < n; i++) {\n"
        "        asm volatile(\"wgmma.fence.sync.aligned;\");\n"
        "        WG(d0, d1, d2, d3);\n"
        "        asm volatile(\"wgmma.commit_group.sync.aligned;\");\n"
        "        if (WAIT_FIRST) asm volatile(\"wgmma.wait_group.sync.aligned 0;\");\n"
        "        if (i > 0) { e0 += d0 * 2.f; e1 += d1; e2 += d2; e3 += d3; }\n"
        "        asm volatile(\"wgmma.wait_group.sync.aligned 0;\");\n"
        "    }\n"
        "    out[threadIdx.x] = d0 + d1 + d2 + d3 + e0 + e1 + e2 + e3;\n"
        "}\n";
    char text[4096], log[4096];
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    snprintf(text, sizeof text, "#define WAIT_FIRST 0\n%s", src);
    KTEST_CHECK(compile_text(text, NULL, log, sizeof log) == 0);
    KTEST_CHECKF(log_fails(log, NULL), "a serialised wgmma pipeline passed: %s", log);
    snprintf(text, sizeof text, "#define WAIT_FIRST 1\n%s", src);
    KTEST_CHECK(compile_text(text, NULL, log, sizeof log) == 0);
    KTEST_CHECKF(!log_fails(log, NULL), "the kernel that waits first failed: %s", log);
}

static void test_compile_smoke(void) {
    const char *const *o;
    void *cub = NULL, *cub2 = NULL, *img = NULL;
    char msg[1024], *ptx = NULL, log[4096];
    size_t ncub = 0, ncub2 = 0, nimg = 0;
    int r, spec = ktorch__cu_find_spec(2, 0, 0, 0);
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    KTEST_CHECK(1 + ktorch__cu_options(0, &o) <= KTORCH__CU_MAX_OPTS && 1 + ktorch__cu_options(1, &o) <= KTORCH__CU_MAX_OPTS);
    /* the misc module as the backend builds it; then with its PTX, which --each reads inline-asm forms from: the same
       CUBIN, and the PTX of a build to PTX */
    KTEST_OK(ktorch__cu_compile(&g_nv, &g_alloc, spec, 0, "sm_80", 1, &cub, &ncub, NULL, log, sizeof log));
    KTEST_CHECKF(!strstr(log, "warning") && !strstr(log, "error"), "%s", log);
    KTEST_OK(ktorch__cu_compile(&g_nv, &g_alloc, spec, 0, "sm_80", 1, &cub2, &ncub2, &ptx, log, sizeof log));
    KTEST_CHECK(ncub > 0 && ncub == ncub2 && cub && cub2 && memcmp(cub, cub2, ncub) == 0);
    KTEST_OK(ktorch__cu_compile(&g_nv, &g_alloc, spec, 0, "compute_80", 0, &img, &nimg, NULL, log, sizeof log));
    if (!ptx) printf("  NVRTC %d.%d gives no PTX with a CUBIN: --each compiles those specs to PTX once more\n", g_major, g_minor);
    else KTEST_CHECK(img && strcmp(ptx, (const char *)img) == 0);
    ktorch__free(&g_alloc, cub);
    ktorch__free(&g_alloc, cub2);
    ktorch__free(&g_alloc, img);
    ktorch__free(&g_alloc, ptx);
    r = compile_one(ktorch__cu_find_spec(1, 64, 0, 0), "sm_80", msg, sizeof msg);
    KTEST_CHECKF(r == 0, "%s", msg);
    /* test of the test: a bad architecture must fail */
    r = compile_one(spec, "sm_9999", msg, sizeof msg);
    KTEST_CHECK(r == 1);
}

static void test_compile_many(void) {
    pid_t child = 0;
    double cpu0, cpu1 = 0;
    int i, total, ncubin = 0, f80 = 0, f90 = 0, nfast = 0, fd = -1, all = g_mode && strcmp(g_mode, "--all") == 0, each = g_mode && strcmp(g_mode, "--each") == 0;
    struct timespec t0, t1;
    if (!g_mode) KTEST_SKIP("run with --families (make test) or --all (make check-kernels)");
    if (!g_lib) KTEST_SKIP("NVRTC not found");
    plan(all, each);
    if (!all && fast_compile()) g_extra = "--Ofast-compile=mid";
    clock_gettime(CLOCK_MONOTONIC, &t0);
    cpu0 = cpu_seconds();
    if (each) {
        nfast = fast_pass_start(&child, &fd);
        KTEST_CHECKF(nfast >= 0, "no child process for the fast PTX pass: %s", strerror(errno));
        if (nfast < 0) return;
    }
    g_record = each;
    total = run_todo();
    g_record = 0;
    KTEST_CHECK(total == g_ntodo);
    if (each) {
        ncubin = g_ntodo;
        cpu1 = cpu_seconds();
        fast_pass_finish(child, fd, nfast);
        KTEST_CHECK(plan_assemble(&f80, &f90));
        KTEST_CHECKF(f80 > 0 && f90 > 0, "no inline-asm forms found in the PTX (%d, %d)", f80, f90);
        total = run_todo();
        KTEST_CHECK(total == g_ntodo);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (each) {
        struct rusage ru;
        getrusage(RUSAGE_CHILDREN, &ru);
        printf("  CPU seconds: %.1f first CUBINs, %.1f fast PTX (child), %.1f CUBINs for new inline-asm forms\n", cpu1 - cpu0,
               ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6, cpu_seconds() - cpu1);
    }
    if (all) {
        for (i = 0; i < KTORCH__CU_NSPECS; i++) total += sm90_alone(&ktorch__cu_specs[i]); /* not built for sm_80 */
        KTEST_CHECK(total == 2 * KTORCH__CU_NSPECS);
    }
    if (each)
        printf("  compiled every spec once: %d through ptxas%s (the first of each kind for its architecture and of each "
               "warpgroup-MMA source path; the default page decode for sm_90a), then %d more with inline-asm forms not yet "
               "assembled (%d forms for sm_80, %d for sm_90a), the rest to PTX (%d PTX compiles%s in a child process), in "
               "%.1f s with NVRTC %d.%d\n",
               ncubin, g_extra ? " with --Ofast-compile=mid" : "", g_ntodo, f80, f90, nfast, fast_compile() ? " with --Ofast-compile=max" : "", (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, g_major, g_minor);
    else
        printf("  compiled %d kernels (%s) in %.1f s with NVRTC %d.%d\n", g_ntodo,
               all ? "every spec, sm_80 and sm_90a, full optimisation" : g_extra ? "each kind once, quantized pages twice, portable block-sparse twice, --Ofast-compile=mid" : "each kind once, quantized pages twice, portable block-sparse twice",
               (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9, g_major, g_minor);
}

/* Forms: register numbers do not count, register classes, immediates and
   opcodes do; a block without its end is an error. */
static void test_asm_forms(void) {
    static const char a[] = "ld.param.u64 %rd1, [p];\n// begin inline asm\nmma.sync {%f1,%f2}, {%r3};\n// end inline asm\n"
                            "// begin inline asm\ncp.async.wait_group 1;\n// end inline asm\n";
    static const char b[] = "// begin inline asm\nmma.sync {%f17,%f20}, {%r9};\n// end inline asm\nadd.s32 %r1, %r2, 3;\n"
                            "// begin inline asm\nmma.sync {%f4,%f5}, {%r6};\n// end inline asm\n";
    static const char c[] = "// begin inline asm\nmma.sync {%f1,%f2}, {%rd3};\n// end inline asm\n"
                            "// begin inline asm\ncp.async.wait_group 2;\n// end inline asm\n"
                            "// begin inline asm\nmma.sync.bf16 {%f1,%f2}, {%r3};\n// end inline asm\n";
    uint64_t fa[4], fb[4], fc[4];
    int k;
    KTEST_CHECK(asm_forms(a, fa, 4) == 2);
    KTEST_CHECK(asm_forms(b, fb, 4) == 1 && fb[0] == fa[0]);
    KTEST_CHECK(asm_forms(c, fc, 4) == 3);
    for (k = 0; k < 3; k++) KTEST_CHECK(fc[k] != fa[0] && fc[k] != fa[1]);
    KTEST_CHECK(asm_forms(c, fc, 2) == -1);
    KTEST_CHECK(asm_forms("// begin inline asm\nmma.sync {%f1};\n", fc, 4) == -1);
    KTEST_CHECK(asm_forms("add.s32 %r1, %r2, 3;\n", fc, 4) == 0);
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
    for (k = 0; k < 2; k++) /* block-sparse (1) and masked (2) backward: kind 12's tile 0 shapes (one fits AMD's LDS), kind 13's */
        for (dt = 0; dt < 2; dt++)
            for (m = 1; m <= 2; m++) {
                const int d12 = ktorch__cu_find_spec(12, 64 << k, dt, 0), d13 = ktorch__cu_find_spec(13, 64 << k, dt, 0);
                const int s14 = ktorch__cu_find_spec(14, 64 << k, dt, m), s15 = ktorch__cu_find_spec(15, 64 << k, dt, m);
                int amd = 0;
                KTEST_CHECK(s14 >= 0 && s15 >= 0);
                if (s14 < 0 || s15 < 0) continue;
                KTEST_CHECK(memcmp(&ktorch__cu_specs[s14].warps, &ktorch__cu_specs[d12].warps, 4 * sizeof(int)) == 0);
                KTEST_CHECK(memcmp(&ktorch__cu_specs[s15].warps, &ktorch__cu_specs[d13].warps, 4 * sizeof(int)) == 0);
                for (i = 0; i < KTORCH__CU_NSPECS; i++) {
                    const ktorch__cu_spec *s = &ktorch__cu_specs[i];
                    if (s->kind == 14 && s->d == 64 << k && s->dtype == dt && s->mask == m) amd |= ktorch__cu_spec_smem(i) <= 64 * 1024;
                }
                KTEST_CHECK(amd);
            }
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
    KTEST_RUN(test_asm_forms);
    KTEST_RUN(test_embedded_sources);
    KTEST_RUN(test_compile_smoke);
    KTEST_RUN(test_planted_serialised_wgmma);
    KTEST_RUN(test_compile_many);
    /* NVRTC stays loaded (as in the backend): unloading leaks its internal allocations */
    return ktest_finish(!g_mode ? "cuda_compile" : g_mode[2] == 'a' ? "cuda_compile_all" : g_mode[2] == 'e' ? "cuda_compile_each" : "cuda_compile_families");
}
