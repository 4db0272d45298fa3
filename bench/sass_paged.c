/* Compiles the CUDA paged-decode kernel (kind 9) of this tree's
   ktorch_cuda.h with NVRTC to a CUBIN, its page formats fixed: P.kq and
   P.vq in the embedded source replaced by the given codes (1 i8, 2 e4m3,
   3 e5m2; "P.kq" keeps the run-time switch). No GPU needed; ptxas's
   register report goes to stderr. For bench/sass_paged_loop.py:
     cc -std=c99 -O1 -I. bench/sass_paged.c -o build/sass_paged -ldl -lm -lpthread
     build/sass_paged OUT.cubin sm_90a 128 1 2 1 1   (arch, head dim, bf16 q, kernel, k and v codes) */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <stdio.h>

/* s with every `from` replaced by `to` (allocated) */
static char *replace_all(const char *s, const char *from, const char *to) {
    size_t n = 0, lf = strlen(from), lt = strlen(to);
    const char *p = s, *q;
    char *out, *o;
    while ((p = strstr(p, from)) != NULL) n++, p += lf;
    out = (char *)malloc(strlen(s) + n * lt + 1);
    if (!out) return NULL;
    o = out;
    p = s;
    while ((q = strstr(p, from)) != NULL) {
        memcpy(o, p, (size_t)(q - p));
        o += q - p;
        memcpy(o, to, lt);
        o += lt;
        p = q + lf;
    }
    strcpy(o, p);
    return out;
}

int main(int argc, char **argv) {
    ktorch__nvrtc_api nv;
    ktorch__nvrtcProgram prog;
    ktorch_allocator a = ktorch__allocator_resolve(NULL);
    void *lib;
    int maj, min, spec, r;
    size_t len, n;
    char kq[32], vq[32], archopt[64], *src, *s1, *s2, *log, *img;
    const char *opts[4];
    FILE *f;
    if (argc != 8) {
        fprintf(stderr, "usage: %s OUT.cubin ARCH D DTYPE KERNEL KQ VQ\n", argv[0]);
        return 2;
    }
    if (ktorch__rtc_load(&ktorch__gpu_cuda, getenv("KTORCH_NVRTC_PATH"), NULL, &lib, &nv, &maj, &min) != KTORCH_OK) {
        fprintf(stderr, "no NVRTC: %s\n", ktorch_last_error());
        return 1;
    }
    spec = ktorch__cu_find_spec(9, atoi(argv[3]), atoi(argv[4]), atoi(argv[5]));
    if (spec < 0) {
        fprintf(stderr, "no paged-decode spec (d %s, dtype %s, kernel %s)\n", argv[3], argv[4], argv[5]);
        return 2;
    }
    src = ktorch__cu_source(&a, spec, 0, &len);
    snprintf(kq, sizeof kq, "(%s)", argv[6]);
    snprintf(vq, sizeof vq, "(%s)", argv[7]);
    s1 = src ? replace_all(src, "P.kq", kq) : NULL;
    s2 = s1 ? replace_all(s1, "P.vq", vq) : NULL;
    if (!s2) return 1;
    snprintf(archopt, sizeof archopt, "--gpu-architecture=%s", argv[2]);
    opts[0] = archopt;
    opts[1] = "-std=c++11";
    opts[2] = "-default-device";
    opts[3] = "-Xptxas=-v";
    if (nv.nvrtcCreateProgram(&prog, s2, "ktorch.cu", 0, NULL, NULL) != 0) return 1;
    r = nv.nvrtcCompileProgram(prog, 4, opts);
    nv.nvrtcGetProgramLogSize(prog, &n);
    log = (char *)calloc(n + 1, 1);
    if (log && nv.nvrtcGetProgramLog(prog, log) == 0) fputs(log, stderr);
    if (r != 0 || nv.nvrtcGetCUBINSize(prog, &n) != 0) return 1;
    img = (char *)malloc(n);
    if (!img || nv.nvrtcGetCUBIN(prog, img) != 0) return 1;
    f = fopen(argv[1], "wb");
    if (!f || fwrite(img, 1, n, f) != n) return 1;
    fclose(f);
    free(img), free(log), free(s1), free(s2);
    ktorch__free(&a, src);
    return 0;
}
