/* Compiles one GEMV kernel specialisation of this tree's ktorch_cuda.h
   (shaders/gemv.cu: kind 10 register shapes, 17 ring shapes) with NVRTC to
   a CUBIN, for bench/sass_gemv_loop.py. No GPU needed; ptxas's register
   report goes to stderr. The format is gemv.cu's (KT_MASK: 0 int8 ... 3
   mxfp4, 4 nvfp4, 5 mxfp8 e4m3, 7 mxfp6 e2m3, 10 q8_0, 11 q4_0), the dtype
   x's (0 f16, 1 bf16):
     cc -std=c99 -O1 -I. bench/sass_gemv.c -o build/sass_gemv -ldl -lm -lpthread
     build/sass_gemv OUT.cubin sm_90a 17 19 1 11   (arch, kind, launch shape, dtype, format) */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <stdio.h>

int main(int argc, char **argv) {
    ktorch__nvrtc_api nv;
    ktorch__nvrtcProgram prog;
    ktorch_allocator a = ktorch__allocator_resolve(NULL);
    void *lib;
    int maj, min, spec, r;
    size_t len, n;
    char archopt[64], *src, *log, *img;
    const char *opts[4];
    FILE *f;
    if (argc != 7) {
        fprintf(stderr, "usage: %s OUT.cubin ARCH KIND SHAPE DTYPE FORMAT\n", argv[0]);
        return 2;
    }
    if (ktorch__rtc_load(&ktorch__gpu_cuda, getenv("KTORCH_NVRTC_PATH"), NULL, &lib, &nv, &maj, &min) != KTORCH_OK) {
        fprintf(stderr, "no NVRTC: %s\n", ktorch_last_error());
        return 1;
    }
    spec = ktorch__cu_find_spec(atoi(argv[3]), atoi(argv[4]), atoi(argv[5]), atoi(argv[6]));
    if (spec < 0) {
        fprintf(stderr, "no GEMV spec (kind %s, shape %s, dtype %s, format %s)\n", argv[3], argv[4], argv[5], argv[6]);
        return 2;
    }
    src = ktorch__cu_source(&a, spec, 0, &len);
    if (!src) return 1;
    snprintf(archopt, sizeof archopt, "--gpu-architecture=%s", argv[2]);
    opts[0] = archopt;
    opts[1] = "-std=c++11";
    opts[2] = "-default-device";
    opts[3] = "-Xptxas=-v";
    if (nv.nvrtcCreateProgram(&prog, src, "ktorch.cu", 0, NULL, NULL) != 0) return 1;
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
    free(img), free(log);
    ktorch__free(&a, src);
    return 0;
}
