/* ktorch_cuda.h - v0.1.0 - CUDA backend for ktorch.h: flash attention and
   its variants, decode over paged KV caches, quantization, matrix products
   and dtype conversion on NVIDIA GPUs (sm_80 and newer).

   USAGE
     In exactly one C or C++ file, after ktorch.h's implementation:
         #define KTORCH_IMPLEMENTATION
         #include "ktorch.h"
         #define KTORCH_CUDA_IMPLEMENTATION
         #include "ktorch_cuda.h"
     Elsewhere just #include "ktorch_cuda.h".
     Build: cc app.c -lm -lpthread -ldl     (no CUDA toolkit needed to build)

     ktorch_context *ctx; ktorch_context_create(NULL, &ctx);
     if (ktorch_cuda_register(ctx, NULL) != KTORCH_OK) puts(ktorch_last_error());
     then create tensors on device {KTORCH_BACKEND_CUDA, 0} and call the ops.

   RUNTIME
     libcuda.so.1 and NVRTC (libnvrtc.so.13, .12, .so, then the same names in
     /usr/local/cuda/lib64/) are loaded with dlopen at registration. A
     missing library or symbol makes ktorch_cuda_register return
     KTORCH_BACKEND_UNAVAILABLE with the reason; the CPU backend keeps working.
     Kernels (the .cu files of shaders/, embedded below) are compiled by NVRTC on first
     use for the device's exact architecture (sm_80..sm_89, sm_90a, newer
     ones by number): to CUBIN when NVRTC's major version is not newer than
     the driver's, else to PTX. Compiled images are cached in memory, can be
     exported/imported as a blob, and are kept in cache_dir (or the
     directory in env KTORCH_CUDA_CACHE_DIR) when one is given.

   OPS
     attention: q/k/v/out f16 or bf16 (all the same dtype), f32 accumulation,
       head dims 64, 80, 96, 128, 256 (Dv == D); causal, windows, soft-cap,
       ALiBi, boolean/additive masks, GQA, LSE. f32 inputs return
       KTORCH_UNSUPPORTED: convert them to f16/bf16 with ktorch_tensor_copy.
       The last dim must be contiguous and the other strides multiples of 8
       elements, with 16-byte aligned base addresses. Few query rows per KV
       head (decode) run a packed-GQA split-KV kernel; long key ranges with
       few query blocks are split over the KV dimension too.
     The sm_90a kernels (warpgroup MMA, bulk tensor copies) run head dims
       64 and 128 (masks included) on compute capability 9.0; other head dims
       and devices run the mma.sync kernels.
     attention with i8/fp8 q/k/v + f32 scales on the device: dequantized to
       16 bits in the pool, then the kernels above.
     variants: block-sparse (tile lists on sm_90a, head dims 64/128), top-k
       block masks, LSE merge, chunked and dilated attention, paged decode
       (f16/bf16/i8/fp8 pages, head dims 64/128) and cache append.
     quantize/dequantize: every ktorch_quant_format, byte-identical to the
       CPU; qtensors live on the device.
     matrix products: matmul_nt (bf16/f16), qmatmul (int8, fp8, mxfp8_e4m3,
       mxfp4, nvfp4 weights), w8a8 int8 and fp8. libcublasLt is loaded at
       run time when present (fp8 and dense bf16/f16; env
       KTORCH_CUDA_CUBLASLT names the library, KTORCH_CUDA_NO_CUBLASLT=1
       keeps our own kernels).
     convert: strided copies within a device, any dtype to itself and
       between f32/f16/bf16/fp8, bit-identical to the host conversions.
     Ops run asynchronously on the device's stream; device faults surface
     at ktorch_synchronize as KTORCH_DEVICE_ERROR. Calls that must read a
     result on the host (device block tables, the non-finite check of
     cache append) synchronise the stream; nvfp4's tensor scale (unless
     given) and delayed fp8 scaling wait for their statistics pass only;
     docs/VARIANTS.md and docs/QUANT.md say which.
     ktorch_quantize of NaN/Inf where the format rejects it (int8,
     int8_asym, q8_0, q4_0, nvfp4 with a given tensor scale) returns
     KTORCH_OK with a complete qtensor (codes computed as the kernels
     treat such values; free it as usual) and the next ktorch_synchronize of the device, or a synchronising
     copy, returns KTORCH_INVALID_ARGUMENT naming the first row of the
     earliest such call since the previous synchronisation (the CPU's
     message). nvfp4 with its own tensor scale and delayed fp8 scaling
     return it themselves.
     Not yet: Windows; HIP (no AMD GPU has been available).

   LICENSE
     MIT License. Copyright (c) 2026 the ktorch authors.
     Permission is hereby granted, free of charge, to any person obtaining a
     copy of this software and associated documentation files (the
     "Software"), to deal in the Software without restriction, including
     without limitation the rights to use, copy, modify, merge, publish,
     distribute, sublicense, and/or sell copies of the Software, and to permit
     persons to whom the Software is furnished to do so, subject to the
     following conditions: The above copyright notice and this permission
     notice shall be included in all copies or substantial portions of the
     Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
     EXPRESS OR IMPLIED.
*/
#ifndef KTORCH_CUDA_H
#define KTORCH_CUDA_H

#include "ktorch.h"

#if KTORCH_VERSION_MAJOR != 0 || KTORCH_VERSION_MINOR != 1
#error "ktorch_cuda.h v0.1 needs ktorch.h v0.1"
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ktorch_cuda_desc {
    const char *libcuda_path;  /* NULL = "libcuda.so.1" */
    const char *libnvrtc_path; /* NULL = search libnvrtc.so.13, .12, .so */
    void *context;             /* caller's CUcontext for the first device; NULL = primary context */
    void *stream;              /* caller's CUstream for the first device; NULL = own stream */
    const char *cache_dir;     /* compiled kernels; NULL = env KTORCH_CUDA_CACHE_DIR or none */
    const int *devices;        /* device ordinals to use; NULL = all */
    int device_count;
} ktorch_cuda_desc;

KTORCH_API ktorch_status ktorch_cuda_register(ktorch_context *ctx, const ktorch_cuda_desc *desc);
/* Compiled kernels: ktorch_backend_cache_export/import(ctx,
   KTORCH_BACKEND_CUDA, ...) and ktorch_backend_prepare (ktorch.h). */

#ifdef __cplusplus
}
#endif
#endif /* KTORCH_CUDA_H */

/* ========================================================================
   IMPLEMENTATION
   ======================================================================== */
#ifdef KTORCH_CUDA_IMPLEMENTATION
#ifndef KTORCH_CUDA__IMPLEMENTED
#define KTORCH_CUDA__IMPLEMENTED

#ifndef KTORCH__IMPLEMENTED
#error "define KTORCH_IMPLEMENTATION and include ktorch.h before KTORCH_CUDA_IMPLEMENTATION"
#endif

#include <dlfcn.h>

/* ---- driver and NVRTC declarations (only what is used) ----------------- */
typedef int ktorch__CUresult;
typedef int ktorch__CUdevice;
typedef struct ktorch__CUctx_st *ktorch__CUcontext;
typedef struct ktorch__CUmod_st *ktorch__CUmodule;
typedef struct ktorch__CUfunc_st *ktorch__CUfunction;
typedef struct ktorch__CUstream_st *ktorch__CUstream;
typedef struct ktorch__CUevent_st *ktorch__CUevent;
typedef unsigned long long ktorch__CUdeviceptr;
typedef int ktorch__nvrtcResult;
typedef struct ktorch__nvrtcProgram_st *ktorch__nvrtcProgram;

#define KTORCH__CU_ATTR_SM_COUNT 16
#define KTORCH__CU_ATTR_L2_BYTES 38
#define KTORCH__CU_ATTR_CC_MAJOR 75
#define KTORCH__CU_ATTR_CC_MINOR 76
#define KTORCH__CU_ATTR_SMEM_OPTIN 97
#define KTORCH__CU_FUNC_MAX_DYN_SMEM 8
#define KTORCH__CU_STREAM_NON_BLOCKING 1

typedef struct ktorch__cu_api {
    ktorch__CUresult (*cuInit)(unsigned);
    ktorch__CUresult (*cuDriverGetVersion)(int *);
    ktorch__CUresult (*cuGetErrorName)(ktorch__CUresult, const char **);
    ktorch__CUresult (*cuDeviceGetCount)(int *);
    ktorch__CUresult (*cuDeviceGet)(ktorch__CUdevice *, int);
    ktorch__CUresult (*cuDeviceGetName)(char *, int, ktorch__CUdevice);
    ktorch__CUresult (*cuDeviceGetAttribute)(int *, int, ktorch__CUdevice);
    ktorch__CUresult (*cuDeviceTotalMem)(size_t *, ktorch__CUdevice);
    ktorch__CUresult (*cuDevicePrimaryCtxRetain)(ktorch__CUcontext *, ktorch__CUdevice);
    ktorch__CUresult (*cuDevicePrimaryCtxRelease)(ktorch__CUdevice);
    ktorch__CUresult (*cuCtxPushCurrent)(ktorch__CUcontext);
    ktorch__CUresult (*cuCtxPopCurrent)(ktorch__CUcontext *);
    ktorch__CUresult (*cuCtxGetDevice)(ktorch__CUdevice *);
    ktorch__CUresult (*cuStreamCreate)(ktorch__CUstream *, unsigned);
    ktorch__CUresult (*cuStreamDestroy)(ktorch__CUstream);
    ktorch__CUresult (*cuStreamSynchronize)(ktorch__CUstream);
    ktorch__CUresult (*cuMemAlloc)(ktorch__CUdeviceptr *, size_t);
    ktorch__CUresult (*cuMemFree)(ktorch__CUdeviceptr);
    ktorch__CUresult (*cuMemcpyHtoDAsync)(ktorch__CUdeviceptr, const void *, size_t, ktorch__CUstream);
    ktorch__CUresult (*cuMemcpyDtoHAsync)(void *, ktorch__CUdeviceptr, size_t, ktorch__CUstream);
    ktorch__CUresult (*cuMemcpyDtoDAsync)(ktorch__CUdeviceptr, ktorch__CUdeviceptr, size_t, ktorch__CUstream);
    ktorch__CUresult (*cuMemsetD8Async)(ktorch__CUdeviceptr, unsigned char, size_t, ktorch__CUstream);
    ktorch__CUresult (*cuModuleLoadData)(ktorch__CUmodule *, const void *);
    ktorch__CUresult (*cuModuleUnload)(ktorch__CUmodule);
    ktorch__CUresult (*cuModuleGetFunction)(ktorch__CUfunction *, ktorch__CUmodule, const char *);
    ktorch__CUresult (*cuFuncSetAttribute)(ktorch__CUfunction, int, int);
    ktorch__CUresult (*cuLaunchKernel)(ktorch__CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                                       unsigned, ktorch__CUstream, void **, void **);
    ktorch__CUresult (*cuEventCreate)(ktorch__CUevent *, unsigned);
    ktorch__CUresult (*cuEventRecord)(ktorch__CUevent, ktorch__CUstream);
    ktorch__CUresult (*cuEventSynchronize)(ktorch__CUevent);
    ktorch__CUresult (*cuEventElapsedTime)(float *, ktorch__CUevent, ktorch__CUevent);
    ktorch__CUresult (*cuEventDestroy)(ktorch__CUevent);
    ktorch__CUresult (*cuMemHostAlloc)(void **, size_t, unsigned);
    ktorch__CUresult (*cuMemFreeHost)(void *);
    ktorch__CUresult (*cuMemHostGetDevicePointer)(ktorch__CUdeviceptr *, void *, unsigned);
    /* optional (CUDA 12+): tensor maps for the sm_90a bulk-copy kernel */
    ktorch__CUresult (*cuTensorMapEncodeTiled)(void *, int, unsigned, void *, const uint64_t *, const uint64_t *, const unsigned *,
                                               const unsigned *, int, int, int, int);
} ktorch__cu_api;

typedef struct ktorch__nvrtc_api {
    ktorch__nvrtcResult (*nvrtcVersion)(int *, int *);
    const char *(*nvrtcGetErrorString)(ktorch__nvrtcResult);
    ktorch__nvrtcResult (*nvrtcCreateProgram)(ktorch__nvrtcProgram *, const char *, const char *, int, const char *const *,
                                              const char *const *);
    ktorch__nvrtcResult (*nvrtcDestroyProgram)(ktorch__nvrtcProgram *);
    ktorch__nvrtcResult (*nvrtcCompileProgram)(ktorch__nvrtcProgram, int, const char *const *);
    ktorch__nvrtcResult (*nvrtcGetProgramLogSize)(ktorch__nvrtcProgram, size_t *);
    ktorch__nvrtcResult (*nvrtcGetProgramLog)(ktorch__nvrtcProgram, char *);
    ktorch__nvrtcResult (*nvrtcGetPTXSize)(ktorch__nvrtcProgram, size_t *);
    ktorch__nvrtcResult (*nvrtcGetPTX)(ktorch__nvrtcProgram, char *);
    ktorch__nvrtcResult (*nvrtcGetCUBINSize)(ktorch__nvrtcProgram, size_t *);
    ktorch__nvrtcResult (*nvrtcGetCUBIN)(ktorch__nvrtcProgram, char *);
} ktorch__nvrtc_api;

typedef struct ktorch__cu_sym {
    const char *name;
    size_t offset;
} ktorch__cu_sym;

#define KTORCH__CU_SYM(field, name) {name, offsetof(ktorch__cu_api, field)}
static const ktorch__cu_sym ktorch__cu_syms[] = {
    KTORCH__CU_SYM(cuInit, "cuInit"),
    KTORCH__CU_SYM(cuDriverGetVersion, "cuDriverGetVersion"),
    KTORCH__CU_SYM(cuGetErrorName, "cuGetErrorName"),
    KTORCH__CU_SYM(cuDeviceGetCount, "cuDeviceGetCount"),
    KTORCH__CU_SYM(cuDeviceGet, "cuDeviceGet"),
    KTORCH__CU_SYM(cuDeviceGetName, "cuDeviceGetName"),
    KTORCH__CU_SYM(cuDeviceGetAttribute, "cuDeviceGetAttribute"),
    KTORCH__CU_SYM(cuDeviceTotalMem, "cuDeviceTotalMem_v2"),
    KTORCH__CU_SYM(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"),
    KTORCH__CU_SYM(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2"),
    KTORCH__CU_SYM(cuCtxPushCurrent, "cuCtxPushCurrent_v2"),
    KTORCH__CU_SYM(cuCtxPopCurrent, "cuCtxPopCurrent_v2"),
    KTORCH__CU_SYM(cuCtxGetDevice, "cuCtxGetDevice"),
    KTORCH__CU_SYM(cuStreamCreate, "cuStreamCreate"),
    KTORCH__CU_SYM(cuStreamDestroy, "cuStreamDestroy_v2"),
    KTORCH__CU_SYM(cuStreamSynchronize, "cuStreamSynchronize"),
    KTORCH__CU_SYM(cuMemAlloc, "cuMemAlloc_v2"),
    KTORCH__CU_SYM(cuMemFree, "cuMemFree_v2"),
    KTORCH__CU_SYM(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2"),
    KTORCH__CU_SYM(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2"),
    KTORCH__CU_SYM(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2"),
    KTORCH__CU_SYM(cuMemsetD8Async, "cuMemsetD8Async"),
    KTORCH__CU_SYM(cuModuleLoadData, "cuModuleLoadData"),
    KTORCH__CU_SYM(cuModuleUnload, "cuModuleUnload"),
    KTORCH__CU_SYM(cuModuleGetFunction, "cuModuleGetFunction"),
    KTORCH__CU_SYM(cuFuncSetAttribute, "cuFuncSetAttribute"),
    KTORCH__CU_SYM(cuLaunchKernel, "cuLaunchKernel"),
    KTORCH__CU_SYM(cuEventCreate, "cuEventCreate"),
    KTORCH__CU_SYM(cuEventRecord, "cuEventRecord"),
    KTORCH__CU_SYM(cuEventSynchronize, "cuEventSynchronize"),
    KTORCH__CU_SYM(cuEventElapsedTime, "cuEventElapsedTime_v2"),
    KTORCH__CU_SYM(cuEventDestroy, "cuEventDestroy_v2"),
    KTORCH__CU_SYM(cuMemHostAlloc, "cuMemHostAlloc"),
    KTORCH__CU_SYM(cuMemFreeHost, "cuMemFreeHost"),
    KTORCH__CU_SYM(cuMemHostGetDevicePointer, "cuMemHostGetDevicePointer_v2"),
};
#define KTORCH__NV_SYM(field) {#field, offsetof(ktorch__nvrtc_api, field)}
static const ktorch__cu_sym ktorch__nvrtc_syms[] = {
    KTORCH__NV_SYM(nvrtcVersion),           KTORCH__NV_SYM(nvrtcGetErrorString),  KTORCH__NV_SYM(nvrtcCreateProgram),
    KTORCH__NV_SYM(nvrtcDestroyProgram),    KTORCH__NV_SYM(nvrtcCompileProgram),  KTORCH__NV_SYM(nvrtcGetProgramLogSize),
    KTORCH__NV_SYM(nvrtcGetProgramLog),     KTORCH__NV_SYM(nvrtcGetPTXSize),      KTORCH__NV_SYM(nvrtcGetPTX),
    KTORCH__NV_SYM(nvrtcGetCUBINSize),      KTORCH__NV_SYM(nvrtcGetCUBIN),
};

/* Resolve every symbol of a table; fills `missing` with the first absent name. */
static int ktorch__cu_resolve(void *lib, const ktorch__cu_sym *syms, size_t n, void *table, const char **missing) {
    size_t i;
    for (i = 0; i < n; i++) {
        void *p = dlsym(lib, syms[i].name);
        if (!p) {
            *missing = syms[i].name;
            return 0;
        }
        /* object pointer -> function pointer without a pedantic cast */
        memcpy(KTORCH__CAST(char *, table) + syms[i].offset, &p, sizeof p);
    }
    return 1;
}

/* dlopen the first of `names` that loads; `used` receives its name. */
static void *ktorch__cu_dlopen(const char *const *names, int n, const char **used) {
    int i;
    for (i = 0; i < n; i++) {
        void *h;
        if (!names[i]) continue;
        h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (h) {
            *used = names[i];
            return h;
        }
    }
    return NULL;
}

static ktorch_status ktorch__nvrtc_load(const char *path, void **lib, ktorch__nvrtc_api *nv, int *major, int *minor) {
    static const char *const defaults[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
                                           "/usr/local/cuda/lib64/libnvrtc.so.13", "/usr/local/cuda/lib64/libnvrtc.so.12",
                                           "/usr/local/cuda/lib64/libnvrtc.so"};
    const char *used = NULL, *missing = NULL;
    *lib = path ? ktorch__cu_dlopen(&path, 1, &used) : ktorch__cu_dlopen(defaults, 6, &used);
    if (!*lib)
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda: NVRTC not found (tried %s)",
                            path ? path : "libnvrtc.so.13, .so.12, .so and /usr/local/cuda/lib64/");
    if (!ktorch__cu_resolve(*lib, ktorch__nvrtc_syms, sizeof ktorch__nvrtc_syms / sizeof ktorch__nvrtc_syms[0], nv, &missing)) {
        dlclose(*lib);
        *lib = NULL;
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda: symbol '%s' missing from %s", missing, used);
    }
    if (nv->nvrtcVersion(major, minor) != 0) {
        dlclose(*lib);
        *lib = NULL;
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda: nvrtcVersion failed in %s", used);
    }
    return KTORCH_OK;
}

/* ---- embedded kernel sources ------------------------------------------- */
/* BEGIN EMBEDDED CUDA SOURCES (generated by make shaders; do not edit) */
static const unsigned char ktorch__cu_src_prelude[13302] = { /* shaders/cuda_prelude.cu */
47,42,32,107,116,111,114,99,104,32,67,85,68,65,45,100,105,97,108,101,99,116,32,112,
114,101,108,117,100,101,58,32,116,121,112,101,115,44,32,118,101,110,100,111,114,32,115,112,
101,99,105,102,105,99,115,32,40,119,97,114,112,32,115,105,122,101,44,32,105,110,108,105,
110,101,10,32,32,32,80,84,88,32,102,111,114,32,116,101,110,115,111,114,45,99,111,114,
101,32,116,105,108,101,115,44,32,97,115,121,110,99,32,99,111,112,105,101,115,41,32,97,
110,100,32,102,49,54,47,98,102,49,54,32,104,101,108,112,101,114,115,46,32,67,111,109,
112,105,108,101,100,32,98,121,10,32,32,32,78,86,82,84,67,32,119,105,116,104,32,110,
111,32,116,111,111,108,107,105,116,32,104,101,97,100,101,114,115,59,32,97,32,72,73,80,
32,112,114,101,108,117,100,101,32,119,105,108,108,32,109,97,112,32,116,104,101,32,115,97,
109,101,32,110,97,109,101,115,46,32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,
87,65,82,80,32,51,50,10,35,100,101,102,105,110,101,32,75,84,95,68,69,86,32,95,
95,100,101,118,105,99,101,95,95,32,95,95,102,111,114,99,101,105,110,108,105,110,101,95,
95,10,35,100,101,102,105,110,101,32,75,84,95,75,69,82,78,69,76,32,101,120,116,101,
114,110,32,34,67,34,32,95,95,103,108,111,98,97,108,95,95,10,116,121,112,101,100,101,
102,32,117,110,115,105,103,110,101,100,32,99,104,97,114,32,107,116,95,117,56,59,10,116,
121,112,101,100,101,102,32,117,110,115,105,103,110,101,100,32,115,104,111,114,116,32,107,116,
95,117,49,54,59,10,116,121,112,101,100,101,102,32,117,110,115,105,103,110,101,100,32,105,
110,116,32,107,116,95,117,51,50,59,10,116,121,112,101,100,101,102,32,105,110,116,32,107,
116,95,105,51,50,59,10,116,121,112,101,100,101,102,32,117,110,115,105,103,110,101,100,32,
108,111,110,103,32,108,111,110,103,32,107,116,95,117,54,52,59,10,116,121,112,101,100,101,
102,32,108,111,110,103,32,108,111,110,103,32,107,116,95,105,54,52,59,10,10,35,100,101,
102,105,110,101,32,75,84,95,76,79,71,50,69,32,49,46,52,52,50,54,57,53,48,52,
48,56,56,56,57,54,51,52,102,10,35,100,101,102,105,110,101,32,75,84,95,76,78,50,
32,48,46,54,57,51,49,52,55,49,56,48,53,53,57,57,52,53,51,102,10,35,100,101,
102,105,110,101,32,75,84,95,78,69,71,95,73,78,70,32,40,45,95,95,105,110,116,95,
97,115,95,102,108,111,97,116,40,48,120,55,102,56,48,48,48,48,48,41,41,10,10,75,
84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,115,104,102,108,95,120,111,114,40,
102,108,111,97,116,32,118,44,32,105,110,116,32,109,41,32,123,32,114,101,116,117,114,110,
32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,
102,102,102,117,44,32,118,44,32,109,41,59,32,125,10,75,84,95,68,69,86,32,102,108,
111,97,116,32,107,116,95,101,120,112,50,40,102,108,111,97,116,32,120,41,32,123,10,32,
32,32,32,102,108,111,97,116,32,121,59,10,32,32,32,32,97,115,109,40,34,101,120,50,
46,97,112,112,114,111,120,46,102,116,122,46,102,51,50,32,37,48,44,32,37,49,59,34,
32,58,32,34,61,102,34,40,121,41,32,58,32,34,102,34,40,120,41,41,59,10,32,32,
32,32,114,101,116,117,114,110,32,121,59,10,125,10,75,84,95,68,69,86,32,107,116,95,
117,51,50,32,107,116,95,115,109,101,109,95,97,100,100,114,40,99,111,110,115,116,32,118,
111,105,100,32,42,112,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,97,59,10,
32,32,32,32,97,115,109,40,34,123,32,46,114,101,103,32,46,117,54,52,32,116,59,32,
99,118,116,97,46,116,111,46,115,104,97,114,101,100,46,117,54,52,32,116,44,32,37,49,
59,32,99,118,116,46,117,51,50,46,117,54,52,32,37,48,44,32,116,59,32,125,34,32,
58,32,34,61,114,34,40,97,41,32,58,32,34,108,34,40,112,41,41,59,10,32,32,32,
32,114,101,116,117,114,110,32,97,59,10,125,10,10,47,42,32,45,45,45,45,32,102,49,
54,32,47,32,98,102,49,54,32,40,98,105,116,45,101,120,97,99,116,32,119,105,116,104,
32,107,116,111,114,99,104,46,104,39,115,32,99,111,110,118,101,114,115,105,111,110,115,41,
32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,
84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,98,102,49,54,95,116,111,95,102,
51,50,40,107,116,95,117,49,54,32,104,41,32,123,32,114,101,116,117,114,110,32,95,95,
117,105,110,116,95,97,115,95,102,108,111,97,116,40,40,40,107,116,95,117,51,50,41,104,
41,32,60,60,32,49,54,41,59,32,125,10,75,84,95,68,69,86,32,102,108,111,97,116,
32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,107,116,95,117,49,54,32,104,41,
32,123,10,32,32,32,32,107,116,95,117,51,50,32,115,105,103,110,32,61,32,40,40,107,
116,95,117,51,50,41,40,104,32,38,32,48,120,56,48,48,48,117,41,41,32,60,60,32,
49,54,44,32,101,32,61,32,40,104,32,62,62,32,49,48,41,32,38,32,48,120,49,102,
117,44,32,109,32,61,32,104,32,38,32,48,120,51,102,102,117,44,32,114,59,10,32,32,
32,32,105,102,32,40,101,32,61,61,32,48,41,32,114,32,61,32,95,95,102,108,111,97,
116,95,97,115,95,117,105,110,116,40,40,102,108,111,97,116,41,40,107,116,95,105,51,50,
41,109,32,42,32,53,46,57,54,48,52,54,52,52,55,55,53,51,57,48,54,50,53,101,
45,48,56,102,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,101,32,61,61,
32,51,49,41,32,114,32,61,32,48,120,55,102,56,48,48,48,48,48,117,32,124,32,40,
109,32,60,60,32,49,51,41,59,10,32,32,32,32,101,108,115,101,32,114,32,61,32,40,
40,101,32,43,32,49,49,50,117,41,32,60,60,32,50,51,41,32,124,32,40,109,32,60,
60,32,49,51,41,59,10,32,32,32,32,114,101,116,117,114,110,32,95,95,117,105,110,116,
95,97,115,95,102,108,111,97,116,40,114,32,124,32,115,105,103,110,41,59,10,125,10,75,
84,95,68,69,86,32,107,116,95,117,49,54,32,107,116,95,102,51,50,95,116,111,95,98,
102,49,54,40,102,108,111,97,116,32,120,41,32,123,10,32,32,32,32,107,116,95,117,51,
50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,120,41,
59,10,32,32,32,32,105,102,32,40,40,98,32,38,32,48,120,55,102,102,102,102,102,102,
102,117,41,32,62,32,48,120,55,102,56,48,48,48,48,48,117,41,32,114,101,116,117,114,
110,32,40,107,116,95,117,49,54,41,40,40,40,98,32,62,62,32,49,54,41,32,38,32,
48,120,56,48,48,48,117,41,32,124,32,48,120,55,102,99,48,117,41,59,10,32,32,32,
32,114,101,116,117,114,110,32,40,107,116,95,117,49,54,41,40,40,98,32,43,32,48,120,
55,102,102,102,117,32,43,32,40,40,98,32,62,62,32,49,54,41,32,38,32,49,117,41,
41,32,62,62,32,49,54,41,59,10,125,10,75,84,95,68,69,86,32,107,116,95,117,49,
54,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,102,108,111,97,116,32,120,41,
32,123,10,32,32,32,32,107,116,95,117,51,50,32,98,32,61,32,95,95,102,108,111,97,
116,95,97,115,95,117,105,110,116,40,120,41,44,32,97,32,61,32,98,32,38,32,48,120,
55,102,102,102,102,102,102,102,117,44,32,115,105,103,110,32,61,32,40,98,32,62,62,32,
49,54,41,32,38,32,48,120,56,48,48,48,117,44,32,99,59,10,32,32,32,32,105,102,
32,40,97,32,62,32,48,120,55,102,56,48,48,48,48,48,117,41,32,114,101,116,117,114,
110,32,40,107,116,95,117,49,54,41,40,115,105,103,110,32,124,32,48,120,55,101,48,48,
117,41,59,10,32,32,32,32,105,102,32,40,97,32,62,61,32,48,120,52,55,55,102,102,
48,48,48,117,41,32,114,101,116,117,114,110,32,40,107,116,95,117,49,54,41,40,115,105,
103,110,32,124,32,48,120,55,99,48,48,117,41,59,32,47,42,32,114,111,117,110,100,115,
32,116,111,32,62,61,32,54,53,53,50,48,58,32,73,110,102,32,42,47,10,32,32,32,
32,105,102,32,40,97,32,60,32,48,120,51,56,56,48,48,48,48,48,117,41,32,123,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,47,42,32,115,117,98,110,111,114,109,97,108,32,111,114,32,
122,101,114,111,32,105,110,32,102,49,54,32,42,47,10,32,32,32,32,32,32,32,32,107,
116,95,117,51,50,32,101,32,61,32,97,32,62,62,32,50,51,44,32,109,32,61,32,40,
97,32,38,32,48,120,55,102,102,102,102,102,117,41,32,124,32,48,120,56,48,48,48,48,
48,117,44,32,115,104,44,32,113,44,32,114,101,109,44,32,104,97,108,102,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,97,32,60,32,48,120,51,51,48,48,48,48,48,48,
117,41,32,114,101,116,117,114,110,32,40,107,116,95,117,49,54,41,115,105,103,110,59,32,
47,42,32,98,101,108,111,119,32,104,97,108,102,32,116,104,101,32,115,109,97,108,108,101,
115,116,32,115,117,98,110,111,114,109,97,108,32,42,47,10,32,32,32,32,32,32,32,32,
115,104,32,61,32,49,50,54,117,32,45,32,101,59,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,49,52,32,
43,32,40,49,49,50,32,45,32,101,41,32,43,32,46,46,46,32,42,47,10,32,32,32,
32,32,32,32,32,113,32,61,32,109,32,62,62,32,115,104,59,10,32,32,32,32,32,32,
32,32,114,101,109,32,61,32,109,32,38,32,40,40,49,117,32,60,60,32,115,104,41,32,
45,32,49,117,41,59,10,32,32,32,32,32,32,32,32,104,97,108,102,32,61,32,49,117,
32,60,60,32,40,115,104,32,45,32,49,117,41,59,10,32,32,32,32,32,32,32,32,105,
102,32,40,114,101,109,32,62,32,104,97,108,102,32,124,124,32,40,114,101,109,32,61,61,
32,104,97,108,102,32,38,38,32,40,113,32,38,32,49,117,41,41,41,32,113,43,43,59,
10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,49,54,41,
40,115,105,103,110,32,124,32,113,41,59,10,32,32,32,32,125,10,32,32,32,32,99,32,
61,32,97,32,45,32,48,120,51,56,48,48,48,48,48,48,117,59,32,47,42,32,114,101,
98,105,97,115,32,101,120,112,111,110,101,110,116,32,49,50,55,32,45,62,32,49,53,32,
42,47,10,32,32,32,32,99,32,61,32,40,99,32,43,32,48,120,102,102,102,117,32,43,
32,40,40,99,32,62,62,32,49,51,41,32,38,32,49,117,41,41,32,62,62,32,49,51,
59,10,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,49,54,41,40,115,105,
103,110,32,124,32,99,41,59,10,125,10,47,42,32,102,51,50,32,45,62,32,115,109,97,
108,108,32,102,108,111,97,116,44,32,114,111,117,110,100,32,116,111,32,110,101,97,114,101,
115,116,32,101,118,101,110,58,32,116,104,101,32,105,110,116,101,103,101,114,32,114,111,117,
116,105,110,101,32,111,102,32,107,116,111,114,99,104,46,104,10,32,32,32,40,107,116,111,
114,99,104,95,95,102,51,50,95,114,111,117,110,100,95,115,109,97,108,108,41,44,32,115,
111,32,100,101,118,105,99,101,32,99,111,100,101,115,32,101,113,117,97,108,32,104,111,115,
116,32,99,111,100,101,115,32,98,105,116,32,102,111,114,32,98,105,116,46,32,42,47,10,
75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,114,111,117,110,100,95,115,
109,97,108,108,40,107,116,95,117,51,50,32,97,44,32,105,110,116,32,77,44,32,105,110,
116,32,66,41,32,123,10,32,32,32,32,105,110,116,32,101,102,32,61,32,40,105,110,116,
41,40,97,32,62,62,32,50,51,41,44,32,101,109,105,110,95,102,32,61,32,49,50,56,
32,45,32,66,44,32,98,101,108,111,119,32,61,32,101,109,105,110,95,102,32,45,32,101,
102,44,32,115,44,32,115,116,101,112,115,59,10,32,32,32,32,107,116,95,117,51,50,32,
115,105,103,32,61,32,40,97,32,38,32,48,120,55,70,70,70,70,70,117,41,32,124,32,
48,120,56,48,48,48,48,48,117,44,32,113,44,32,114,101,109,44,32,104,97,108,102,59,
10,32,32,32,32,98,101,108,111,119,32,61,32,98,101,108,111,119,32,62,32,48,32,63,
32,98,101,108,111,119,32,58,32,48,59,10,32,32,32,32,115,32,61,32,50,51,32,45,
32,77,32,43,32,98,101,108,111,119,59,10,32,32,32,32,115,32,61,32,115,32,60,32,
50,53,32,63,32,115,32,58,32,50,53,59,10,32,32,32,32,113,32,61,32,115,105,103,
32,62,62,32,115,59,10,32,32,32,32,114,101,109,32,61,32,115,105,103,32,38,32,40,
40,49,117,32,60,60,32,115,41,32,45,32,49,117,41,59,10,32,32,32,32,104,97,108,
102,32,61,32,49,117,32,60,60,32,40,115,32,45,32,49,41,59,10,32,32,32,32,113,
32,43,61,32,40,107,116,95,117,51,50,41,40,40,114,101,109,32,62,32,104,97,108,102,
41,32,124,32,40,40,114,101,109,32,61,61,32,104,97,108,102,41,32,38,32,40,113,32,
38,32,49,117,41,41,41,59,10,32,32,32,32,115,116,101,112,115,32,61,32,101,102,32,
45,32,101,109,105,110,95,102,59,10,32,32,32,32,115,116,101,112,115,32,61,32,115,116,
101,112,115,32,62,32,48,32,63,32,115,116,101,112,115,32,58,32,48,59,10,32,32,32,
32,114,101,116,117,114,110,32,40,40,107,116,95,117,51,50,41,115,116,101,112,115,32,60,
60,32,77,41,32,43,32,113,59,10,125,10,47,42,32,102,112,56,32,99,111,100,101,115,
32,60,45,62,32,102,51,50,32,40,107,116,111,114,99,104,46,104,39,115,32,99,111,110,
118,101,114,115,105,111,110,115,32,98,105,116,32,102,111,114,32,98,105,116,59,32,115,97,
116,58,32,111,117,116,45,111,102,45,114,97,110,103,101,10,32,32,32,97,110,100,32,73,
110,102,32,116,111,32,116,104,101,32,108,97,114,103,101,115,116,32,102,105,110,105,116,101,
32,99,111,100,101,32,105,110,115,116,101,97,100,32,111,102,32,73,110,102,47,78,97,78,
41,32,42,47,10,47,42,32,99,111,100,101,115,32,97,98,111,118,101,32,109,97,120,102,
105,110,32,40,97,110,100,32,73,110,102,41,32,98,101,99,111,109,101,32,109,97,120,102,
105,110,32,119,104,101,110,32,115,97,116,117,114,97,116,105,110,103,44,32,101,108,115,101,
32,111,118,102,10,32,32,32,40,69,52,77,51,58,32,78,97,78,44,32,69,53,77,50,
58,32,73,110,102,41,59,32,78,97,78,32,98,101,99,111,109,101,115,32,48,120,55,102,
32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,56,32,107,116,95,102,51,50,95,
116,111,95,102,56,40,102,108,111,97,116,32,120,44,32,105,110,116,32,115,97,116,44,32,
105,110,116,32,77,44,32,105,110,116,32,66,44,32,107,116,95,117,51,50,32,109,97,120,
102,105,110,44,32,107,116,95,117,51,50,32,111,118,102,41,32,123,10,32,32,32,32,107,
116,95,117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,
116,40,120,41,44,32,97,32,61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,102,
117,44,32,115,105,103,110,32,61,32,40,98,32,62,62,32,50,52,41,32,38,32,48,120,
56,48,117,44,32,99,44,32,111,118,101,114,32,61,32,115,97,116,32,63,32,109,97,120,
102,105,110,32,58,32,111,118,102,59,10,32,32,32,32,99,32,61,32,107,116,95,114,111,
117,110,100,95,115,109,97,108,108,40,97,32,60,32,48,120,55,102,56,48,48,48,48,48,
117,32,63,32,97,32,58,32,48,117,44,32,77,44,32,66,41,59,10,32,32,32,32,99,
32,61,32,99,32,62,32,109,97,120,102,105,110,32,63,32,111,118,101,114,32,58,32,99,
59,10,32,32,32,32,99,32,61,32,97,32,61,61,32,48,120,55,102,56,48,48,48,48,
48,117,32,63,32,111,118,101,114,32,58,32,99,59,10,32,32,32,32,99,32,61,32,97,
32,62,32,48,120,55,102,56,48,48,48,48,48,117,32,63,32,48,120,55,102,117,32,58,
32,99,59,10,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,56,41,40,99,
32,124,32,115,105,103,110,41,59,10,125,10,75,84,95,68,69,86,32,107,116,95,117,56,
32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,102,108,111,97,116,32,120,44,
32,105,110,116,32,115,97,116,41,32,123,32,114,101,116,117,114,110,32,107,116,95,102,51,
50,95,116,111,95,102,56,40,120,44,32,115,97,116,44,32,51,44,32,55,44,32,48,120,
55,101,117,44,32,48,120,55,102,117,41,59,32,125,10,75,84,95,68,69,86,32,107,116,
95,117,56,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,40,102,108,111,97,116,
32,120,44,32,105,110,116,32,115,97,116,41,32,123,32,114,101,116,117,114,110,32,107,116,
95,102,51,50,95,116,111,95,102,56,40,120,44,32,115,97,116,44,32,50,44,32,49,53,
44,32,48,120,55,98,117,44,32,48,120,55,99,117,41,59,32,125,10,75,84,95,68,69,
86,32,102,108,111,97,116,32,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,107,
116,95,117,51,50,32,99,111,100,101,41,32,123,10,32,32,32,32,107,116,95,117,51,50,
32,115,105,103,110,32,61,32,40,99,111,100,101,32,38,32,48,120,56,48,117,41,32,60,
60,32,50,52,44,32,101,32,61,32,40,99,111,100,101,32,62,62,32,51,41,32,38,32,
48,120,102,117,44,32,109,32,61,32,99,111,100,101,32,38,32,55,117,59,10,32,32,32,
32,107,116,95,117,51,50,32,114,32,61,32,101,32,61,61,32,48,32,63,32,95,95,102,
108,111,97,116,95,97,115,95,117,105,110,116,40,40,102,108,111,97,116,41,40,107,116,95,
105,51,50,41,109,32,42,32,48,46,48,48,49,57,53,51,49,50,53,102,41,32,58,32,
40,40,40,101,32,43,32,49,50,48,117,41,32,60,60,32,50,51,41,32,124,32,40,109,
32,60,60,32,50,48,41,41,59,10,32,32,32,32,114,32,61,32,40,99,111,100,101,32,
38,32,48,120,55,102,117,41,32,61,61,32,48,120,55,102,117,32,63,32,48,120,55,102,
99,48,48,48,48,48,117,32,58,32,114,59,10,32,32,32,32,114,101,116,117,114,110,32,
95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,114,32,124,32,115,105,103,110,
41,59,10,125,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,101,53,109,
50,95,116,111,95,102,51,50,40,107,116,95,117,51,50,32,99,111,100,101,41,32,123,32,
114,101,116,117,114,110,32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,40,107,116,
95,117,49,54,41,40,99,111,100,101,32,60,60,32,56,41,41,59,32,125,10,10,47,42,
32,84,119,111,32,102,108,111,97,116,115,32,116,111,32,97,32,112,97,99,107,101,100,32,
112,97,105,114,32,111,102,32,49,54,45,98,105,116,32,118,97,108,117,101,115,32,40,108,
111,119,32,104,97,108,102,32,61,32,102,105,114,115,116,41,46,32,42,47,10,35,105,102,
32,75,84,95,68,84,89,80,69,32,61,61,32,49,10,75,84,95,68,69,86,32,107,116,
95,117,51,50,32,107,116,95,112,97,99,107,50,40,102,108,111,97,116,32,108,111,44,32,
102,108,111,97,116,32,104,105,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,114,
59,10,32,32,32,32,97,115,109,40,34,99,118,116,46,114,110,46,98,102,49,54,120,50,
46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,
40,114,41,32,58,32,34,102,34,40,104,105,41,44,32,34,102,34,40,108,111,41,41,59,
10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,125,10,35,101,108,115,101,10,75,
84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,112,97,99,107,50,40,102,108,
111,97,116,32,108,111,44,32,102,108,111,97,116,32,104,105,41,32,123,10,32,32,32,32,
107,116,95,117,51,50,32,114,59,10,32,32,32,32,97,115,109,40,34,99,118,116,46,114,
110,46,102,49,54,120,50,46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,
32,58,32,34,61,114,34,40,114,41,32,58,32,34,102,34,40,104,105,41,44,32,34,102,
34,40,108,111,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,125,10,
35,101,110,100,105,102,10,10,47,42,32,45,45,45,45,32,97,115,121,110,99,32,99,111,
112,105,101,115,32,40,115,109,95,56,48,43,41,32,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,107,116,95,117,
51,50,32,100,115,116,44,32,99,111,110,115,116,32,118,111,105,100,32,42,115,114,99,44,
32,105,110,116,32,118,97,108,105,100,41,32,123,10,32,32,32,32,97,115,109,32,118,111,
108,97,116,105,108,101,40,34,99,112,46,97,115,121,110,99,46,99,103,46,115,104,97,114,
101,100,46,103,108,111,98,97,108,32,91,37,48,93,44,32,91,37,49,93,44,32,49,54,
44,32,37,50,59,34,32,58,58,34,114,34,40,100,115,116,41,44,32,34,108,34,40,115,
114,99,41,44,32,34,114,34,40,118,97,108,105,100,32,63,32,49,54,32,58,32,48,41,
32,58,32,34,109,101,109,111,114,121,34,41,59,10,125,10,75,84,95,68,69,86,32,118,
111,105,100,32,107,116,95,99,112,95,99,111,109,109,105,116,40,118,111,105,100,41,32,123,
32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,99,112,46,97,115,121,110,99,46,
99,111,109,109,105,116,95,103,114,111,117,112,59,34,32,58,58,58,32,34,109,101,109,111,
114,121,34,41,59,32,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,99,
112,95,119,97,105,116,95,97,108,108,40,118,111,105,100,41,32,123,32,97,115,109,32,118,
111,108,97,116,105,108,101,40,34,99,112,46,97,115,121,110,99,46,119,97,105,116,95,103,
114,111,117,112,32,48,59,34,32,58,58,58,32,34,109,101,109,111,114,121,34,41,59,32,
125,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,78,62,32,75,84,95,68,69,
86,32,118,111,105,100,32,107,116,95,99,112,95,119,97,105,116,95,103,114,111,117,112,40,
118,111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,99,112,
46,97,115,121,110,99,46,119,97,105,116,95,103,114,111,117,112,32,37,48,59,34,32,58,
58,34,110,34,40,78,41,32,58,32,34,109,101,109,111,114,121,34,41,59,32,125,10,10,
47,42,32,45,45,45,45,32,116,101,110,115,111,114,45,99,111,114,101,32,116,105,108,101,
32,104,101,108,112,101,114,115,32,40,78,86,73,68,73,65,58,32,108,100,109,97,116,114,
105,120,32,43,32,109,109,97,46,115,121,110,99,32,109,49,54,110,56,107,49,54,41,32,
45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
108,100,115,109,95,120,52,40,107,116,95,117,51,50,32,97,100,100,114,44,32,107,116,95,
117,51,50,32,38,114,48,44,32,107,116,95,117,51,50,32,38,114,49,44,32,107,116,95,
117,51,50,32,38,114,50,44,32,107,116,95,117,51,50,32,38,114,51,41,32,123,10,32,
32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,108,100,109,97,116,114,105,
120,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,56,110,56,46,120,52,46,115,
104,97,114,101,100,46,98,49,54,32,123,37,48,44,37,49,44,37,50,44,37,51,125,44,
32,91,37,52,93,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,58,32,34,61,114,34,40,114,48,41,44,32,34,61,114,34,40,114,49,41,44,32,34,
61,114,34,40,114,50,41,44,32,34,61,114,34,40,114,51,41,32,58,32,34,114,34,40,
97,100,100,114,41,41,59,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,108,100,115,109,95,120,52,95,116,40,107,116,95,117,51,50,32,97,100,100,114,44,32,
107,116,95,117,51,50,32,38,114,48,44,32,107,116,95,117,51,50,32,38,114,49,44,32,
107,116,95,117,51,50,32,38,114,50,44,32,107,116,95,117,51,50,32,38,114,51,41,32,
123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,108,100,109,97,
116,114,105,120,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,56,110,56,46,120,
52,46,116,114,97,110,115,46,115,104,97,114,101,100,46,98,49,54,32,123,37,48,44,37,
49,44,37,50,44,37,51,125,44,32,91,37,52,93,59,34,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,58,32,34,61,114,34,40,114,48,41,44,32,34,61,
114,34,40,114,49,41,44,32,34,61,114,34,40,114,50,41,44,32,34,61,114,34,40,114,
51,41,32,58,32,34,114,34,40,97,100,100,114,41,41,59,10,125,10,35,105,102,32,75,
84,95,68,84,89,80,69,32,61,61,32,49,10,35,100,101,102,105,110,101,32,75,84,95,
77,77,65,95,84,89,80,69,32,34,98,102,49,54,34,10,35,101,108,115,101,10,35,100,
101,102,105,110,101,32,75,84,95,77,77,65,95,84,89,80,69,32,34,102,49,54,34,10,
35,101,110,100,105,102,10,47,42,32,99,91,49,54,120,56,93,32,43,61,32,97,91,49,
54,120,49,54,93,32,42,32,98,91,49,54,120,56,93,44,32,102,51,50,32,97,99,99,
117,109,117,108,97,116,105,111,110,46,32,42,47,10,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,95,109,109,97,40,102,108,111,97,116,32,42,99,44,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,42,97,44,32,107,116,95,117,51,50,32,98,48,44,32,107,
116,95,117,51,50,32,98,49,41,32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,
116,105,108,101,40,34,109,109,97,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,
49,54,110,56,107,49,54,46,114,111,119,46,99,111,108,46,102,51,50,46,34,32,75,84,
95,77,77,65,95,84,89,80,69,32,34,46,34,32,75,84,95,77,77,65,95,84,89,80,
69,32,34,46,102,51,50,32,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,34,123,37,48,44,37,49,44,37,50,44,37,51,125,44,32,123,37,52,44,37,
53,44,37,54,44,37,55,125,44,32,123,37,56,44,37,57,125,44,32,123,37,48,44,37,
49,44,37,50,44,37,51,125,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,58,32,34,43,102,34,40,99,91,48,93,41,44,32,34,43,102,34,40,99,
91,49,93,41,44,32,34,43,102,34,40,99,91,50,93,41,44,32,34,43,102,34,40,99,
91,51,93,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,
34,114,34,40,97,91,48,93,41,44,32,34,114,34,40,97,91,49,93,41,44,32,34,114,
34,40,97,91,50,93,41,44,32,34,114,34,40,97,91,51,93,41,44,32,34,114,34,40,
98,48,41,44,32,34,114,34,40,98,49,41,41,59,10,125,10,10,35,105,102,32,75,84,
95,83,77,57,48,10,47,42,32,45,45,45,45,32,72,111,112,112,101,114,32,40,115,109,
95,57,48,97,41,58,32,119,97,114,112,103,114,111,117,112,32,77,77,65,32,111,118,101,
114,32,49,50,56,45,98,121,116,101,45,115,119,105,122,122,108,101,100,32,115,104,97,114,
101,100,32,116,105,108,101,115,32,45,45,32,42,47,10,47,42,32,83,104,97,114,101,100,
45,109,101,109,111,114,121,32,109,97,116,114,105,120,32,100,101,115,99,114,105,112,116,111,
114,44,32,49,50,56,45,98,121,116,101,32,115,119,105,122,122,108,101,59,32,97,100,100,
114,101,115,115,101,115,32,49,48,50,52,45,97,108,105,103,110,101,100,10,32,32,32,112,
101,114,32,56,45,114,111,119,32,97,116,111,109,46,32,108,98,111,47,115,98,111,32,105,
110,32,98,121,116,101,115,46,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,54,
52,32,107,116,95,103,100,101,115,99,40,107,116,95,117,51,50,32,97,100,100,114,44,32,
107,116,95,117,51,50,32,108,98,111,44,32,107,116,95,117,51,50,32,115,98,111,41,32,
123,10,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,54,52,41,40,40,97,
100,100,114,32,38,32,48,120,51,102,102,102,102,117,41,32,62,62,32,52,41,32,124,32,
40,40,107,116,95,117,54,52,41,40,108,98,111,32,62,62,32,52,41,32,60,60,32,49,
54,41,32,124,32,40,40,107,116,95,117,54,52,41,40,115,98,111,32,62,62,32,52,41,
32,60,60,32,51,50,41,32,124,32,40,49,117,108,108,32,60,60,32,54,50,41,59,10,
125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,95,102,
101,110,99,101,40,118,111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,
101,40,34,119,103,109,109,97,46,102,101,110,99,101,46,115,121,110,99,46,97,108,105,103,
110,101,100,59,34,32,58,58,58,32,34,109,101,109,111,114,121,34,41,59,32,125,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,95,99,111,109,109,
105,116,40,118,111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,
34,119,103,109,109,97,46,99,111,109,109,105,116,95,103,114,111,117,112,46,115,121,110,99,
46,97,108,105,103,110,101,100,59,34,32,58,58,58,32,34,109,101,109,111,114,121,34,41,
59,32,125,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,78,62,32,75,84,95,
68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,95,119,97,105,116,40,118,
111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,119,103,109,
109,97,46,119,97,105,116,95,103,114,111,117,112,46,115,121,110,99,46,97,108,105,103,110,
101,100,32,37,48,59,34,32,58,58,34,110,34,40,78,41,32,58,32,34,109,101,109,111,
114,121,34,41,59,32,125,10,47,42,32,111,114,100,105,110,97,114,121,32,40,99,112,46,
97,115,121,110,99,41,32,115,104,97,114,101,100,32,115,116,111,114,101,115,32,109,97,100,
101,32,118,105,115,105,98,108,101,32,116,111,32,116,104,101,32,97,115,121,110,99,32,112,
114,111,120,121,32,40,119,103,109,109,97,41,32,42,47,10,75,84,95,68,69,86,32,118,
111,105,100,32,107,116,95,102,101,110,99,101,95,97,115,121,110,99,95,115,109,101,109,40,
118,111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,102,101,
110,99,101,46,112,114,111,120,121,46,97,115,121,110,99,46,115,104,97,114,101,100,58,58,
99,116,97,59,34,32,58,58,58,32,34,109,101,109,111,114,121,34,41,59,32,125,10,47,
42,32,107,101,101,112,115,32,97,99,99,117,109,117,108,97,116,111,114,32,114,101,103,105,
115,116,101,114,115,32,105,110,32,112,108,97,99,101,32,97,99,114,111,115,115,32,97,115,
121,110,99,104,114,111,110,111,117,115,32,77,77,65,115,32,42,47,10,75,84,95,68,69,
86,32,118,111,105,100,32,107,116,95,114,101,103,95,102,101,110,99,101,40,102,108,111,97,
116,32,38,120,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,34,32,
58,32,34,43,102,34,40,120,41,58,58,34,109,101,109,111,114,121,34,41,59,32,125,10,
47,42,32,100,91,54,52,32,120,32,54,52,93,32,40,43,41,61,32,65,91,54,52,32,
120,32,49,54,93,32,40,115,109,101,109,44,32,75,45,109,97,106,111,114,41,32,42,32,
66,91,49,54,32,120,32,54,52,93,32,40,115,109,101,109,44,32,75,45,109,97,106,111,
114,41,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,
109,97,95,115,115,95,110,54,52,40,102,108,111,97,116,32,42,100,44,32,107,116,95,117,
54,52,32,100,97,44,32,107,116,95,117,54,52,32,100,98,44,32,105,110,116,32,97,99,
99,41,32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,123,
92,110,46,114,101,103,32,46,112,114,101,100,32,112,59,92,110,115,101,116,112,46,110,101,
46,98,51,50,32,112,44,32,37,51,52,44,32,48,59,92,110,34,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,34,119,103,109,109,97,46,109,109,97,95,97,
115,121,110,99,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,54,52,110,54,52,
107,49,54,46,102,51,50,46,34,32,75,84,95,77,77,65,95,84,89,80,69,32,34,46,
34,32,75,84,95,77,77,65,95,84,89,80,69,32,34,32,123,34,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,34,37,48,44,37,49,44,37,50,44,37,51,
44,37,52,44,37,53,44,37,54,44,37,55,44,37,56,44,37,57,44,37,49,48,44,37,
49,49,44,37,49,50,44,37,49,51,44,37,49,52,44,37,49,53,44,34,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,37,49,54,44,37,49,55,44,37,
49,56,44,37,49,57,44,37,50,48,44,37,50,49,44,37,50,50,44,37,50,51,44,37,
50,52,44,37,50,53,44,37,50,54,44,37,50,55,44,37,50,56,44,37,50,57,44,37,
51,48,44,37,51,49,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,34,125,44,32,37,51,50,44,32,37,51,51,44,32,112,44,32,49,44,32,49,44,32,
48,44,32,48,59,92,110,125,92,110,34,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,58,32,34,43,102,34,40,100,91,48,93,41,44,32,34,43,102,34,40,
100,91,49,93,41,44,32,34,43,102,34,40,100,91,50,93,41,44,32,34,43,102,34,40,
100,91,51,93,41,44,32,34,43,102,34,40,100,91,52,93,41,44,32,34,43,102,34,40,
100,91,53,93,41,44,32,34,43,102,34,40,100,91,54,93,41,44,32,34,43,102,34,40,
100,91,55,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,34,43,102,34,40,100,91,56,93,41,44,32,34,43,102,34,40,100,91,57,93,41,
44,32,34,43,102,34,40,100,91,49,48,93,41,44,32,34,43,102,34,40,100,91,49,49,
93,41,44,32,34,43,102,34,40,100,91,49,50,93,41,44,32,34,43,102,34,40,100,91,
49,51,93,41,44,32,34,43,102,34,40,100,91,49,52,93,41,44,32,34,43,102,34,40,
100,91,49,53,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,34,43,102,34,40,100,91,49,54,93,41,44,32,34,43,102,34,40,100,91,49,
55,93,41,44,32,34,43,102,34,40,100,91,49,56,93,41,44,32,34,43,102,34,40,100,
91,49,57,93,41,44,32,34,43,102,34,40,100,91,50,48,93,41,44,32,34,43,102,34,
40,100,91,50,49,93,41,44,32,34,43,102,34,40,100,91,50,50,93,41,44,32,34,43,
102,34,40,100,91,50,51,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,34,43,102,34,40,100,91,50,52,93,41,44,32,34,43,102,34,40,
100,91,50,53,93,41,44,32,34,43,102,34,40,100,91,50,54,93,41,44,32,34,43,102,
34,40,100,91,50,55,93,41,44,32,34,43,102,34,40,100,91,50,56,93,41,44,32,34,
43,102,34,40,100,91,50,57,93,41,44,32,34,43,102,34,40,100,91,51,48,93,41,44,
32,34,43,102,34,40,100,91,51,49,93,41,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,58,32,34,108,34,40,100,97,41,44,32,34,108,34,40,100,98,41,
44,32,34,114,34,40,97,99,99,41,41,59,10,125,10,47,42,32,100,91,54,52,32,120,
32,49,50,56,93,32,40,43,41,61,32,65,91,54,52,32,120,32,49,54,93,32,40,115,
109,101,109,44,32,75,45,109,97,106,111,114,41,32,42,32,66,91,49,54,32,120,32,49,
50,56,93,32,40,115,109,101,109,44,32,75,45,109,97,106,111,114,41,32,42,47,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,95,115,115,95,110,
49,50,56,40,102,108,111,97,116,32,42,100,44,32,107,116,95,117,54,52,32,100,97,44,
32,107,116,95,117,54,52,32,100,98,44,32,105,110,116,32,97,99,99,41,32,123,10,32,
32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,123,92,110,46,114,101,103,
32,46,112,114,101,100,32,112,59,92,110,115,101,116,112,46,110,101,46,98,51,50,32,112,
44,32,37,54,54,44,32,48,59,92,110,34,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,34,119,103,109,109,97,46,109,109,97,95,97,115,121,110,99,46,115,
121,110,99,46,97,108,105,103,110,101,100,46,109,54,52,110,49,50,56,107,49,54,46,102,
51,50,46,34,32,75,84,95,77,77,65,95,84,89,80,69,32,34,46,34,32,75,84,95,
77,77,65,95,84,89,80,69,32,34,32,123,34,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,34,37,48,44,37,49,44,37,50,44,37,51,44,37,52,44,37,
53,44,37,54,44,37,55,44,37,56,44,37,57,44,37,49,48,44,37,49,49,44,37,49,
50,44,37,49,51,44,37,49,52,44,37,49,53,44,34,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,34,37,49,54,44,37,49,55,44,37,49,56,44,37,49,
57,44,37,50,48,44,37,50,49,44,37,50,50,44,37,50,51,44,37,50,52,44,37,50,
53,44,37,50,54,44,37,50,55,44,37,50,56,44,37,50,57,44,37,51,48,44,37,51,
49,44,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,37,51,
50,44,37,51,51,44,37,51,52,44,37,51,53,44,37,51,54,44,37,51,55,44,37,51,
56,44,37,51,57,44,37,52,48,44,37,52,49,44,37,52,50,44,37,52,51,44,37,52,
52,44,37,52,53,44,37,52,54,44,37,52,55,44,34,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,34,37,52,56,44,37,52,57,44,37,53,48,44,37,53,
49,44,37,53,50,44,37,53,51,44,37,53,52,44,37,53,53,44,37,53,54,44,37,53,
55,44,37,53,56,44,37,53,57,44,37,54,48,44,37,54,49,44,37,54,50,44,37,54,
51,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,125,44,32,
37,54,52,44,32,37,54,53,44,32,112,44,32,49,44,32,49,44,32,48,44,32,48,59,
92,110,125,92,110,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
58,32,34,43,102,34,40,100,91,48,93,41,44,32,34,43,102,34,40,100,91,49,93,41,
44,32,34,43,102,34,40,100,91,50,93,41,44,32,34,43,102,34,40,100,91,51,93,41,
44,32,34,43,102,34,40,100,91,52,93,41,44,32,34,43,102,34,40,100,91,53,93,41,
44,32,34,43,102,34,40,100,91,54,93,41,44,32,34,43,102,34,40,100,91,55,93,41,
44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,
34,40,100,91,56,93,41,44,32,34,43,102,34,40,100,91,57,93,41,44,32,34,43,102,
34,40,100,91,49,48,93,41,44,32,34,43,102,34,40,100,91,49,49,93,41,44,32,34,
43,102,34,40,100,91,49,50,93,41,44,32,34,43,102,34,40,100,91,49,51,93,41,44,
32,34,43,102,34,40,100,91,49,52,93,41,44,32,34,43,102,34,40,100,91,49,53,93,
41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,
102,34,40,100,91,49,54,93,41,44,32,34,43,102,34,40,100,91,49,55,93,41,44,32,
34,43,102,34,40,100,91,49,56,93,41,44,32,34,43,102,34,40,100,91,49,57,93,41,
44,32,34,43,102,34,40,100,91,50,48,93,41,44,32,34,43,102,34,40,100,91,50,49,
93,41,44,32,34,43,102,34,40,100,91,50,50,93,41,44,32,34,43,102,34,40,100,91,
50,51,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,34,43,102,34,40,100,91,50,52,93,41,44,32,34,43,102,34,40,100,91,50,53,93,
41,44,32,34,43,102,34,40,100,91,50,54,93,41,44,32,34,43,102,34,40,100,91,50,
55,93,41,44,32,34,43,102,34,40,100,91,50,56,93,41,44,32,34,43,102,34,40,100,
91,50,57,93,41,44,32,34,43,102,34,40,100,91,51,48,93,41,44,32,34,43,102,34,
40,100,91,51,49,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,34,43,102,34,40,100,91,51,50,93,41,44,32,34,43,102,34,40,100,91,
51,51,93,41,44,32,34,43,102,34,40,100,91,51,52,93,41,44,32,34,43,102,34,40,
100,91,51,53,93,41,44,32,34,43,102,34,40,100,91,51,54,93,41,44,32,34,43,102,
34,40,100,91,51,55,93,41,44,32,34,43,102,34,40,100,91,51,56,93,41,44,32,34,
43,102,34,40,100,91,51,57,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,34,43,102,34,40,100,91,52,48,93,41,44,32,34,43,102,34,
40,100,91,52,49,93,41,44,32,34,43,102,34,40,100,91,52,50,93,41,44,32,34,43,
102,34,40,100,91,52,51,93,41,44,32,34,43,102,34,40,100,91,52,52,93,41,44,32,
34,43,102,34,40,100,91,52,53,93,41,44,32,34,43,102,34,40,100,91,52,54,93,41,
44,32,34,43,102,34,40,100,91,52,55,93,41,44,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,52,56,93,41,44,32,34,
43,102,34,40,100,91,52,57,93,41,44,32,34,43,102,34,40,100,91,53,48,93,41,44,
32,34,43,102,34,40,100,91,53,49,93,41,44,32,34,43,102,34,40,100,91,53,50,93,
41,44,32,34,43,102,34,40,100,91,53,51,93,41,44,32,34,43,102,34,40,100,91,53,
52,93,41,44,32,34,43,102,34,40,100,91,53,53,93,41,44,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,53,54,93,41,
44,32,34,43,102,34,40,100,91,53,55,93,41,44,32,34,43,102,34,40,100,91,53,56,
93,41,44,32,34,43,102,34,40,100,91,53,57,93,41,44,32,34,43,102,34,40,100,91,
54,48,93,41,44,32,34,43,102,34,40,100,91,54,49,93,41,44,32,34,43,102,34,40,
100,91,54,50,93,41,44,32,34,43,102,34,40,100,91,54,51,93,41,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,108,34,40,100,97,41,44,32,
34,108,34,40,100,98,41,44,32,34,114,34,40,97,99,99,41,41,59,10,125,10,47,42,
32,100,91,54,52,32,120,32,54,52,93,32,43,61,32,65,91,54,52,32,120,32,49,54,
93,32,40,114,101,103,105,115,116,101,114,115,41,32,42,32,66,91,49,54,32,120,32,54,
52,93,32,40,115,109,101,109,44,32,78,45,109,97,106,111,114,41,32,42,47,10,75,84,
95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,95,114,115,95,110,54,
52,95,116,40,102,108,111,97,116,32,42,100,44,32,99,111,110,115,116,32,107,116,95,117,
51,50,32,42,97,44,32,107,116,95,117,54,52,32,100,98,41,32,123,10,32,32,32,32,
97,115,109,32,118,111,108,97,116,105,108,101,40,34,123,92,110,46,114,101,103,32,46,112,
114,101,100,32,112,59,92,110,115,101,116,112,46,110,101,46,98,51,50,32,112,44,32,37,
51,55,44,32,48,59,92,110,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,34,119,103,109,109,97,46,109,109,97,95,97,115,121,110,99,46,115,121,110,99,
46,97,108,105,103,110,101,100,46,109,54,52,110,54,52,107,49,54,46,102,51,50,46,34,
32,75,84,95,77,77,65,95,84,89,80,69,32,34,46,34,32,75,84,95,77,77,65,95,
84,89,80,69,32,34,32,123,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,34,37,48,44,37,49,44,37,50,44,37,51,44,37,52,44,37,53,44,37,54,
44,37,55,44,37,56,44,37,57,44,37,49,48,44,37,49,49,44,37,49,50,44,37,49,
51,44,37,49,52,44,37,49,53,44,34,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,34,37,49,54,44,37,49,55,44,37,49,56,44,37,49,57,44,37,50,
48,44,37,50,49,44,37,50,50,44,37,50,51,44,37,50,52,44,37,50,53,44,37,50,
54,44,37,50,55,44,37,50,56,44,37,50,57,44,37,51,48,44,37,51,49,34,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,125,44,32,123,37,51,50,
44,37,51,51,44,37,51,52,44,37,51,53,125,44,32,37,51,54,44,32,112,44,32,49,
44,32,49,44,32,49,59,92,110,125,92,110,34,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,58,32,34,43,102,34,40,100,91,48,93,41,44,32,34,43,102,
34,40,100,91,49,93,41,44,32,34,43,102,34,40,100,91,50,93,41,44,32,34,43,102,
34,40,100,91,51,93,41,44,32,34,43,102,34,40,100,91,52,93,41,44,32,34,43,102,
34,40,100,91,53,93,41,44,32,34,43,102,34,40,100,91,54,93,41,44,32,34,43,102,
34,40,100,91,55,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,34,43,102,34,40,100,91,56,93,41,44,32,34,43,102,34,40,100,91,57,
93,41,44,32,34,43,102,34,40,100,91,49,48,93,41,44,32,34,43,102,34,40,100,91,
49,49,93,41,44,32,34,43,102,34,40,100,91,49,50,93,41,44,32,34,43,102,34,40,
100,91,49,51,93,41,44,32,34,43,102,34,40,100,91,49,52,93,41,44,32,34,43,102,
34,40,100,91,49,53,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,34,43,102,34,40,100,91,49,54,93,41,44,32,34,43,102,34,40,100,
91,49,55,93,41,44,32,34,43,102,34,40,100,91,49,56,93,41,44,32,34,43,102,34,
40,100,91,49,57,93,41,44,32,34,43,102,34,40,100,91,50,48,93,41,44,32,34,43,
102,34,40,100,91,50,49,93,41,44,32,34,43,102,34,40,100,91,50,50,93,41,44,32,
34,43,102,34,40,100,91,50,51,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,50,52,93,41,44,32,34,43,102,
34,40,100,91,50,53,93,41,44,32,34,43,102,34,40,100,91,50,54,93,41,44,32,34,
43,102,34,40,100,91,50,55,93,41,44,32,34,43,102,34,40,100,91,50,56,93,41,44,
32,34,43,102,34,40,100,91,50,57,93,41,44,32,34,43,102,34,40,100,91,51,48,93,
41,44,32,34,43,102,34,40,100,91,51,49,93,41,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,58,32,34,114,34,40,97,91,48,93,41,44,32,34,114,34,
40,97,91,49,93,41,44,32,34,114,34,40,97,91,50,93,41,44,32,34,114,34,40,97,
91,51,93,41,44,32,34,108,34,40,100,98,41,44,32,34,114,34,40,49,41,41,59,10,
125,10,47,42,32,100,91,54,52,32,120,32,49,50,56,93,32,43,61,32,65,91,54,52,
32,120,32,49,54,93,32,40,114,101,103,105,115,116,101,114,115,41,32,42,32,66,91,49,
54,32,120,32,49,50,56,93,32,40,115,109,101,109,44,32,78,45,109,97,106,111,114,41,
32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,119,103,109,109,97,
95,114,115,95,110,49,50,56,95,116,40,102,108,111,97,116,32,42,100,44,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,42,97,44,32,107,116,95,117,54,52,32,100,98,41,
32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,123,92,110,
46,114,101,103,32,46,112,114,101,100,32,112,59,92,110,115,101,116,112,46,110,101,46,98,
51,50,32,112,44,32,37,54,57,44,32,48,59,92,110,34,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,34,119,103,109,109,97,46,109,109,97,95,97,115,121,
110,99,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,54,52,110,49,50,56,107,
49,54,46,102,51,50,46,34,32,75,84,95,77,77,65,95,84,89,80,69,32,34,46,34,
32,75,84,95,77,77,65,95,84,89,80,69,32,34,32,123,34,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,34,37,48,44,37,49,44,37,50,44,37,51,44,
37,52,44,37,53,44,37,54,44,37,55,44,37,56,44,37,57,44,37,49,48,44,37,49,
49,44,37,49,50,44,37,49,51,44,37,49,52,44,37,49,53,44,34,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,34,37,49,54,44,37,49,55,44,37,49,
56,44,37,49,57,44,37,50,48,44,37,50,49,44,37,50,50,44,37,50,51,44,37,50,
52,44,37,50,53,44,37,50,54,44,37,50,55,44,37,50,56,44,37,50,57,44,37,51,
48,44,37,51,49,44,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,34,37,51,50,44,37,51,51,44,37,51,52,44,37,51,53,44,37,51,54,44,37,51,
55,44,37,51,56,44,37,51,57,44,37,52,48,44,37,52,49,44,37,52,50,44,37,52,
51,44,37,52,52,44,37,52,53,44,37,52,54,44,37,52,55,44,34,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,34,37,52,56,44,37,52,57,44,37,53,
48,44,37,53,49,44,37,53,50,44,37,53,51,44,37,53,52,44,37,53,53,44,37,53,
54,44,37,53,55,44,37,53,56,44,37,53,57,44,37,54,48,44,37,54,49,44,37,54,
50,44,37,54,51,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
34,125,44,32,123,37,54,52,44,37,54,53,44,37,54,54,44,37,54,55,125,44,32,37,
54,56,44,32,112,44,32,49,44,32,49,44,32,49,59,92,110,125,92,110,34,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,43,102,34,40,100,91,
48,93,41,44,32,34,43,102,34,40,100,91,49,93,41,44,32,34,43,102,34,40,100,91,
50,93,41,44,32,34,43,102,34,40,100,91,51,93,41,44,32,34,43,102,34,40,100,91,
52,93,41,44,32,34,43,102,34,40,100,91,53,93,41,44,32,34,43,102,34,40,100,91,
54,93,41,44,32,34,43,102,34,40,100,91,55,93,41,44,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,56,93,41,44,32,
34,43,102,34,40,100,91,57,93,41,44,32,34,43,102,34,40,100,91,49,48,93,41,44,
32,34,43,102,34,40,100,91,49,49,93,41,44,32,34,43,102,34,40,100,91,49,50,93,
41,44,32,34,43,102,34,40,100,91,49,51,93,41,44,32,34,43,102,34,40,100,91,49,
52,93,41,44,32,34,43,102,34,40,100,91,49,53,93,41,44,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,49,54,93,41,
44,32,34,43,102,34,40,100,91,49,55,93,41,44,32,34,43,102,34,40,100,91,49,56,
93,41,44,32,34,43,102,34,40,100,91,49,57,93,41,44,32,34,43,102,34,40,100,91,
50,48,93,41,44,32,34,43,102,34,40,100,91,50,49,93,41,44,32,34,43,102,34,40,
100,91,50,50,93,41,44,32,34,43,102,34,40,100,91,50,51,93,41,44,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,100,91,50,
52,93,41,44,32,34,43,102,34,40,100,91,50,53,93,41,44,32,34,43,102,34,40,100,
91,50,54,93,41,44,32,34,43,102,34,40,100,91,50,55,93,41,44,32,34,43,102,34,
40,100,91,50,56,93,41,44,32,34,43,102,34,40,100,91,50,57,93,41,44,32,34,43,
102,34,40,100,91,51,48,93,41,44,32,34,43,102,34,40,100,91,51,49,93,41,44,10,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,102,34,40,
100,91,51,50,93,41,44,32,34,43,102,34,40,100,91,51,51,93,41,44,32,34,43,102,
34,40,100,91,51,52,93,41,44,32,34,43,102,34,40,100,91,51,53,93,41,44,32,34,
43,102,34,40,100,91,51,54,93,41,44,32,34,43,102,34,40,100,91,51,55,93,41,44,
32,34,43,102,34,40,100,91,51,56,93,41,44,32,34,43,102,34,40,100,91,51,57,93,
41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,34,43,
102,34,40,100,91,52,48,93,41,44,32,34,43,102,34,40,100,91,52,49,93,41,44,32,
34,43,102,34,40,100,91,52,50,93,41,44,32,34,43,102,34,40,100,91,52,51,93,41,
44,32,34,43,102,34,40,100,91,52,52,93,41,44,32,34,43,102,34,40,100,91,52,53,
93,41,44,32,34,43,102,34,40,100,91,52,54,93,41,44,32,34,43,102,34,40,100,91,
52,55,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,34,43,102,34,40,100,91,52,56,93,41,44,32,34,43,102,34,40,100,91,52,57,93,
41,44,32,34,43,102,34,40,100,91,53,48,93,41,44,32,34,43,102,34,40,100,91,53,
49,93,41,44,32,34,43,102,34,40,100,91,53,50,93,41,44,32,34,43,102,34,40,100,
91,53,51,93,41,44,32,34,43,102,34,40,100,91,53,52,93,41,44,32,34,43,102,34,
40,100,91,53,53,93,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,34,43,102,34,40,100,91,53,54,93,41,44,32,34,43,102,34,40,100,91,
53,55,93,41,44,32,34,43,102,34,40,100,91,53,56,93,41,44,32,34,43,102,34,40,
100,91,53,57,93,41,44,32,34,43,102,34,40,100,91,54,48,93,41,44,32,34,43,102,
34,40,100,91,54,49,93,41,44,32,34,43,102,34,40,100,91,54,50,93,41,44,32,34,
43,102,34,40,100,91,54,51,93,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,58,32,34,114,34,40,97,91,48,93,41,44,32,34,114,34,40,97,91,49,
93,41,44,32,34,114,34,40,97,91,50,93,41,44,32,34,114,34,40,97,91,51,93,41,
44,32,34,108,34,40,100,98,41,44,32,34,114,34,40,49,41,41,59,10,125,10,35,101,
110,100,105,102,10,0,
};
static const unsigned char ktorch__cu_src_attention[53806] = { /* shaders/attention.cu */
47,42,32,70,108,97,115,104,32,97,116,116,101,110,116,105,111,110,32,102,111,114,119,97,
114,100,32,40,70,108,97,115,104,65,116,116,101,110,116,105,111,110,45,50,32,115,116,121,
108,101,41,58,32,111,110,101,32,67,84,65,32,111,119,110,115,32,66,77,32,113,117,101,
114,121,10,32,32,32,114,111,119,115,44,32,115,116,114,101,97,109,115,32,66,78,32,107,
101,121,115,32,97,116,32,97,32,116,105,109,101,32,116,104,114,111,117,103,104,32,115,104,
97,114,101,100,32,109,101,109,111,114,121,32,40,99,112,46,97,115,121,110,99,41,44,32,
115,99,111,114,101,115,10,32,32,32,97,110,100,32,80,46,86,32,111,110,32,116,101,110,
115,111,114,32,99,111,114,101,115,32,40,108,100,109,97,116,114,105,120,32,43,32,109,109,
97,32,109,49,54,110,56,107,49,54,41,44,32,111,110,108,105,110,101,32,115,111,102,116,
109,97,120,32,105,110,32,102,51,50,46,10,32,32,32,67,111,109,112,105,108,101,45,116,
105,109,101,58,32,75,84,95,68,32,104,101,97,100,32,100,105,109,44,32,75,84,95,66,
78,32,107,101,121,115,32,112,101,114,32,116,105,108,101,44,32,75,84,95,87,65,82,80,
83,44,32,75,84,95,77,84,32,40,49,54,45,114,111,119,10,32,32,32,116,105,108,101,
115,32,112,101,114,32,119,97,114,112,41,44,32,75,84,95,83,84,65,71,69,83,32,40,
75,47,86,32,116,105,108,101,115,32,105,110,32,102,108,105,103,104,116,32,43,32,49,41,
44,32,75,84,95,68,84,89,80,69,32,40,48,32,102,49,54,44,32,49,32,98,102,49,
54,41,44,32,75,84,95,77,65,83,75,32,40,48,32,110,111,110,101,44,32,49,32,116,
101,110,115,111,114,41,46,10,32,32,32,82,117,110,32,116,105,109,101,58,32,99,97,117,
115,97,108,47,119,105,110,100,111,119,44,32,115,111,102,116,45,99,97,112,44,32,65,76,
105,66,105,44,32,76,83,69,44,32,71,81,65,44,32,112,97,99,107,101,100,32,71,81,
65,32,114,111,119,115,10,32,32,32,40,100,101,99,111,100,101,41,44,32,115,112,108,105,
116,45,75,86,32,112,97,114,116,105,97,108,115,46,32,76,97,121,111,117,116,32,111,102,
32,116,104,101,32,97,114,103,117,109,101,110,116,32,98,108,111,99,107,32,105,115,32,109,
105,114,114,111,114,101,100,10,32,32,32,98,121,32,107,116,111,114,99,104,95,95,99,117,
95,97,116,116,110,95,97,114,103,115,32,105,110,32,107,116,111,114,99,104,95,99,117,100,
97,46,104,46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,97,116,116,110,95,97,
114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,113,44,32,107,44,32,118,
44,32,111,44,32,108,115,101,44,32,109,97,115,107,44,32,97,108,105,98,105,44,32,112,
97,114,116,95,111,44,32,112,97,114,116,95,108,115,101,59,10,32,32,32,32,107,116,95,
105,54,52,32,113,95,115,98,44,32,113,95,115,104,44,32,113,95,115,110,44,32,107,95,
115,98,44,32,107,95,115,104,44,32,107,95,115,110,44,32,118,95,115,98,44,32,118,95,
115,104,44,32,118,95,115,110,44,32,111,95,115,98,44,32,111,95,115,104,44,32,111,95,
115,110,59,10,32,32,32,32,107,116,95,105,54,52,32,108,95,115,98,44,32,108,95,115,
104,44,32,108,95,115,110,44,32,109,95,115,98,44,32,109,95,115,104,44,32,109,95,115,
113,44,32,109,95,115,107,59,10,32,32,32,32,107,116,95,105,54,52,32,109,97,115,107,
95,116,121,112,101,44,32,66,44,32,72,113,44,32,72,107,44,32,78,113,44,32,78,107,
44,32,103,114,111,117,112,44,32,112,97,99,107,44,32,119,102,108,97,103,115,44,32,119,
108,44,32,119,114,44,32,110,117,109,95,115,112,108,105,116,115,44,32,115,112,108,105,116,
95,107,101,121,115,44,32,114,111,119,115,59,10,32,32,32,32,100,111,117,98,108,101,32,
115,99,97,108,101,44,32,115,111,102,116,99,97,112,59,10,125,59,10,10,47,42,32,84,
104,105,114,100,32,97,114,103,117,109,101,110,116,32,111,102,32,116,104,101,32,107,105,110,
100,32,52,32,107,101,114,110,101,108,32,40,104,111,115,116,32,109,105,114,114,111,114,32,
107,116,111,114,99,104,95,95,99,117,95,115,112,97,114,115,101,95,97,114,103,115,41,58,
10,32,32,32,116,104,101,32,98,108,111,99,107,45,115,112,97,114,115,101,32,116,105,108,
101,32,108,105,115,116,115,44,32,111,114,32,102,111,114,32,116,104,101,32,100,101,110,115,
101,32,107,101,114,110,101,108,32,116,104,101,32,112,97,105,114,105,110,103,32,102,108,97,
103,46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,115,112,97,114,115,101,95,97,
114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,99,110,116,44,32,105,100,
120,44,32,98,109,97,115,107,59,10,32,32,32,32,107,116,95,105,54,52,32,84,44,32,
98,113,44,32,98,107,44,32,109,95,115,98,44,32,109,95,115,104,44,32,109,95,115,113,
44,32,109,95,115,107,59,10,32,32,32,32,107,116,95,105,54,52,32,112,97,105,114,59,
32,47,42,32,100,101,110,115,101,32,107,101,114,110,101,108,58,32,67,84,65,32,120,32,
114,117,110,115,32,114,111,119,32,98,108,111,99,107,115,32,82,45,49,45,120,32,97,110,
100,32,120,32,40,101,113,117,97,108,32,99,97,117,115,97,108,32,119,111,114,107,41,32,
42,47,10,125,59,10,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,109,
97,115,107,95,118,97,108,117,101,40,99,111,110,115,116,32,107,116,95,97,116,116,110,95,
97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,98,44,32,107,116,95,105,54,
52,32,104,113,44,32,107,116,95,105,54,52,32,105,44,32,107,116,95,105,54,52,32,106,
41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,111,102,102,32,61,32,98,32,42,
32,97,46,109,95,115,98,32,43,32,104,113,32,42,32,97,46,109,95,115,104,32,43,32,
105,32,42,32,97,46,109,95,115,113,32,43,32,106,32,42,32,97,46,109,95,115,107,59,
10,32,32,32,32,115,119,105,116,99,104,32,40,97,46,109,97,115,107,95,116,121,112,101,
41,32,123,10,32,32,32,32,99,97,115,101,32,48,58,32,114,101,116,117,114,110,32,40,
40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,109,97,115,107,41,91,111,
102,102,93,32,63,32,48,46,48,102,32,58,32,75,84,95,78,69,71,95,73,78,70,59,
10,32,32,32,32,99,97,115,101,32,49,58,32,114,101,116,117,114,110,32,40,40,99,111,
110,115,116,32,102,108,111,97,116,32,42,41,97,46,109,97,115,107,41,91,111,102,102,93,
59,10,32,32,32,32,99,97,115,101,32,50,58,32,114,101,116,117,114,110,32,107,116,95,
102,49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,
54,32,42,41,97,46,109,97,115,107,41,91,111,102,102,93,41,59,10,32,32,32,32,100,
101,102,97,117,108,116,58,32,114,101,116,117,114,110,32,107,116,95,98,102,49,54,95,116,
111,95,102,51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,
46,109,97,115,107,41,91,111,102,102,93,41,59,10,32,32,32,32,125,10,125,10,10,35,
105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,10,47,42,32,80,97,103,101,100,
32,75,86,32,99,97,99,104,101,32,100,101,99,111,100,101,32,40,107,105,110,100,32,57,
41,58,32,116,104,101,32,100,101,99,111,100,101,32,107,101,114,110,101,108,32,98,101,108,
111,119,32,114,101,97,100,115,32,75,47,86,32,114,111,119,115,10,32,32,32,116,104,114,
111,117,103,104,32,116,104,101,32,98,108,111,99,107,32,116,97,98,108,101,59,32,75,84,
95,77,65,83,75,32,115,101,108,101,99,116,115,32,116,104,101,32,112,97,103,101,32,102,
111,114,109,97,116,32,40,48,58,32,112,97,103,101,115,32,105,110,10,32,32,32,116,104,
101,32,113,117,101,114,121,32,100,116,121,112,101,44,32,49,58,32,105,56,47,102,112,56,
32,99,111,100,101,115,32,119,105,116,104,32,112,101,114,45,116,111,107,101,110,32,102,51,
50,32,115,99,97,108,101,115,44,32,100,101,113,117,97,110,116,105,122,101,100,10,32,32,
32,105,110,116,111,32,116,104,101,32,49,54,45,98,105,116,32,116,105,108,101,32,105,110,
32,115,104,97,114,101,100,32,109,101,109,111,114,121,41,46,32,65,108,115,111,32,116,104,
101,32,99,97,99,104,101,32,97,112,112,101,110,100,32,107,101,114,110,101,108,115,46,32,
42,47,10,35,105,102,32,75,84,95,77,65,83,75,32,47,42,32,99,97,112,116,117,114,
101,100,32,98,121,32,118,97,108,117,101,58,32,75,84,95,77,65,83,75,32,105,115,32,
114,101,100,101,102,105,110,101,100,32,110,101,120,116,32,42,47,10,35,100,101,102,105,110,
101,32,75,84,95,80,81,32,49,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,
75,84,95,80,81,32,48,10,35,101,110,100,105,102,10,35,117,110,100,101,102,32,75,84,
95,77,65,83,75,10,35,100,101,102,105,110,101,32,75,84,95,77,65,83,75,32,48,10,
115,116,114,117,99,116,32,107,116,95,112,97,103,101,100,95,97,114,103,115,32,123,10,32,
32,32,32,107,116,95,97,116,116,110,95,97,114,103,115,32,97,59,10,32,32,32,32,107,
116,95,117,54,52,32,98,116,44,32,108,101,110,115,44,32,107,112,44,32,118,112,44,32,
107,115,99,44,32,118,115,99,59,10,32,32,32,32,107,116,95,105,54,52,32,98,116,95,
115,98,44,32,98,116,95,115,112,44,32,112,97,103,101,44,32,107,112,95,115,112,44,32,
107,112,95,115,104,44,32,107,112,95,115,115,44,32,118,112,95,115,112,44,32,118,112,95,
115,104,44,32,118,112,95,115,115,59,10,32,32,32,32,107,116,95,105,54,52,32,107,115,
95,115,112,44,32,107,115,95,115,104,44,32,107,115,95,115,115,44,32,118,115,95,115,112,
44,32,118,115,95,115,104,44,32,118,115,95,115,115,44,32,107,113,44,32,118,113,59,32,
47,42,32,107,113,47,118,113,58,32,49,32,105,56,44,32,50,32,101,52,109,51,44,32,
51,32,101,53,109,50,32,42,47,10,125,59,10,47,42,32,52,45,98,121,116,101,32,97,
115,121,110,99,32,99,111,112,121,32,40,97,32,112,101,114,45,116,111,107,101,110,32,115,
99,97,108,101,41,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
99,112,95,97,115,121,110,99,52,40,107,116,95,117,51,50,32,100,115,116,44,32,99,111,
110,115,116,32,118,111,105,100,32,42,115,114,99,44,32,105,110,116,32,118,97,108,105,100,
41,32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,99,112,
46,97,115,121,110,99,46,99,97,46,115,104,97,114,101,100,46,103,108,111,98,97,108,32,
91,37,48,93,44,32,91,37,49,93,44,32,52,44,32,37,50,59,34,32,58,58,34,114,
34,40,100,115,116,41,44,32,34,108,34,40,115,114,99,41,44,32,34,114,34,40,118,97,
108,105,100,32,63,32,52,32,58,32,48,41,32,58,32,34,109,101,109,111,114,121,34,41,
59,10,125,10,47,42,32,79,110,101,32,112,97,103,101,32,99,111,100,101,32,116,111,32,
102,51,50,32,40,101,120,97,99,116,59,32,116,104,101,32,99,111,100,101,115,39,32,79,
67,80,32,118,97,108,117,101,115,44,32,69,52,77,51,32,78,97,78,32,107,101,112,116,
41,46,32,42,47,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,99,111,
100,101,95,102,51,50,40,107,116,95,117,51,50,32,99,44,32,105,110,116,32,107,105,110,
100,41,32,123,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,49,41,32,
114,101,116,117,114,110,32,95,95,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,
52,66,48,48,48,48,48,48,32,124,32,40,99,32,94,32,48,120,56,48,117,41,41,32,
45,32,56,51,56,56,55,51,54,46,48,102,59,32,47,42,32,50,94,50,51,32,43,32,
40,120,32,43,32,49,50,56,41,32,45,32,40,50,94,50,51,32,43,32,49,50,56,41,
32,42,47,10,32,32,32,32,114,101,116,117,114,110,32,107,105,110,100,32,61,61,32,51,
32,63,32,107,116,95,101,53,109,50,95,116,111,95,102,51,50,40,99,41,32,58,32,107,
116,95,101,52,109,51,95,116,111,95,102,51,50,40,99,41,59,10,125,10,75,84,95,68,
69,86,32,102,108,111,97,116,32,107,116,95,108,111,97,100,95,97,110,121,40,99,111,110,
115,116,32,99,104,97,114,32,42,112,44,32,105,110,116,32,100,116,41,32,123,32,47,42,
32,48,32,102,51,50,44,32,49,32,102,49,54,44,32,50,32,98,102,49,54,32,42,47,
10,32,32,32,32,105,102,32,40,100,116,32,61,61,32,48,41,32,114,101,116,117,114,110,
32,42,40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,112,59,10,32,32,32,32,
105,102,32,40,100,116,32,61,61,32,49,41,32,114,101,116,117,114,110,32,107,116,95,102,
49,54,95,116,111,95,102,51,50,40,42,40,99,111,110,115,116,32,107,116,95,117,49,54,
32,42,41,112,41,59,10,32,32,32,32,114,101,116,117,114,110,32,107,116,95,98,102,49,
54,95,116,111,95,102,51,50,40,42,40,99,111,110,115,116,32,107,116,95,117,49,54,32,
42,41,112,41,59,10,125,10,10,47,42,32,67,97,99,104,101,32,97,112,112,101,110,100,
58,32,111,110,101,32,98,108,111,99,107,32,112,101,114,32,40,98,44,32,104,44,32,116,
41,32,116,111,107,101,110,32,114,111,119,32,111,102,32,111,110,101,32,115,105,100,101,32,
40,75,32,111,114,32,86,41,46,10,32,32,32,109,111,100,101,32,48,58,32,102,108,111,
97,116,32,116,111,107,101,110,115,32,105,110,116,111,32,102,108,111,97,116,32,112,97,103,
101,115,32,40,99,111,110,118,101,114,116,41,44,32,49,58,32,113,117,97,110,116,105,122,
101,32,102,114,111,109,32,116,104,101,10,32,32,32,114,111,119,39,115,32,97,109,97,120,
32,40,116,104,101,32,114,117,108,101,32,111,102,32,107,116,111,114,99,104,46,104,39,115,
32,107,116,111,114,99,104,95,95,107,118,95,113,117,97,110,116,95,114,111,119,41,44,32,
50,58,32,99,111,112,121,32,99,111,100,101,115,32,97,110,100,10,32,32,32,116,104,101,
105,114,32,115,99,97,108,101,46,32,83,116,114,105,100,101,115,32,105,110,32,98,121,116,
101,115,46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,97,112,112,101,110,100,95,
97,114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,115,114,99,44,32,100,
115,116,44,32,100,115,99,44,32,110,115,99,44,32,98,116,44,32,108,101,110,115,44,32,
102,108,97,103,59,10,32,32,32,32,107,116,95,105,54,52,32,115,95,115,98,44,32,115,
95,115,104,44,32,115,95,115,116,44,32,115,95,115,101,44,32,100,95,115,112,44,32,100,
95,115,104,44,32,100,95,115,115,44,32,100,95,115,101,44,32,99,95,115,112,44,32,99,
95,115,104,44,32,99,95,115,115,44,32,110,95,115,98,44,32,110,95,115,104,44,32,110,
95,115,116,59,10,32,32,32,32,107,116,95,105,54,52,32,98,116,95,115,98,44,32,98,
116,95,115,112,44,32,112,97,103,101,44,32,66,44,32,72,107,44,32,84,44,32,110,44,
32,109,111,100,101,44,32,115,114,99,95,100,116,44,32,100,115,116,95,100,116,44,32,115,
105,100,101,59,10,125,59,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,
116,95,107,118,95,97,112,112,101,110,100,40,99,111,110,115,116,32,107,116,95,97,112,112,
101,110,100,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,95,95,115,104,97,114,
101,100,95,95,32,102,108,111,97,116,32,114,101,100,91,51,50,93,59,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,105,54,52,32,114,111,119,32,61,32,98,108,111,99,107,
73,100,120,46,120,44,32,116,32,61,32,114,111,119,32,37,32,97,46,84,44,32,104,32,
61,32,40,114,111,119,32,47,32,97,46,84,41,32,37,32,97,46,72,107,44,32,98,32,
61,32,114,111,119,32,47,32,40,97,46,84,32,42,32,97,46,72,107,41,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,112,111,115,32,61,32,40,107,116,
95,105,54,52,41,40,40,99,111,110,115,116,32,105,110,116,32,42,41,97,46,108,101,110,
115,41,91,98,93,32,43,32,116,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,
105,54,52,32,112,103,32,61,32,40,40,99,111,110,115,116,32,105,110,116,32,42,41,97,
46,98,116,41,91,98,32,42,32,97,46,98,116,95,115,98,32,43,32,40,112,111,115,32,
47,32,97,46,112,97,103,101,41,32,42,32,97,46,98,116,95,115,112,93,44,32,115,108,
111,116,32,61,32,112,111,115,32,37,32,97,46,112,97,103,101,59,10,32,32,32,32,99,
111,110,115,116,32,99,104,97,114,32,42,115,114,99,32,61,32,40,99,111,110,115,116,32,
99,104,97,114,32,42,41,97,46,115,114,99,32,43,32,98,32,42,32,97,46,115,95,115,
98,32,43,32,104,32,42,32,97,46,115,95,115,104,32,43,32,116,32,42,32,97,46,115,
95,115,116,59,10,32,32,32,32,99,104,97,114,32,42,100,115,116,32,61,32,40,99,104,
97,114,32,42,41,97,46,100,115,116,32,43,32,112,103,32,42,32,97,46,100,95,115,112,
32,43,32,104,32,42,32,97,46,100,95,115,104,32,43,32,115,108,111,116,32,42,32,97,
46,100,95,115,115,59,10,32,32,32,32,105,102,32,40,97,46,109,111,100,101,32,61,61,
32,48,41,32,123,10,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,
52,32,101,32,61,32,116,104,114,101,97,100,73,100,120,46,120,59,32,101,32,60,32,97,
46,110,59,32,101,32,43,61,32,98,108,111,99,107,68,105,109,46,120,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,32,61,32,107,116,95,
108,111,97,100,95,97,110,121,40,115,114,99,32,43,32,101,32,42,32,97,46,115,95,115,
101,44,32,40,105,110,116,41,97,46,115,114,99,95,100,116,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,99,104,97,114,32,42,111,32,61,32,100,115,116,32,43,32,101,
32,42,32,97,46,100,95,115,101,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,
102,32,40,97,46,100,115,116,95,100,116,32,61,61,32,48,41,32,42,40,102,108,111,97,
116,32,42,41,111,32,61,32,120,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,
108,115,101,32,105,102,32,40,97,46,100,115,116,95,100,116,32,61,61,32,49,41,32,42,
40,107,116,95,117,49,54,32,42,41,111,32,61,32,107,116,95,102,51,50,95,116,111,95,
102,49,54,40,120,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,
32,42,40,107,116,95,117,49,54,32,42,41,111,32,61,32,107,116,95,102,51,50,95,116,
111,95,98,102,49,54,40,120,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,
32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,102,
108,111,97,116,32,115,118,59,10,32,32,32,32,105,102,32,40,97,46,109,111,100,101,32,
61,61,32,50,41,32,123,10,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,
105,54,52,32,101,32,61,32,116,104,114,101,97,100,73,100,120,46,120,59,32,101,32,60,
32,97,46,110,59,32,101,32,43,61,32,98,108,111,99,107,68,105,109,46,120,41,32,100,
115,116,91,101,32,42,32,97,46,100,95,115,101,93,32,61,32,115,114,99,91,101,32,42,
32,97,46,115,95,115,101,93,59,10,32,32,32,32,32,32,32,32,115,118,32,61,32,42,
40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,40,40,99,111,110,115,116,32,99,
104,97,114,32,42,41,97,46,110,115,99,32,43,32,98,32,42,32,97,46,110,95,115,98,
32,43,32,104,32,42,32,97,46,110,95,115,104,32,43,32,116,32,42,32,97,46,110,95,
115,116,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,
32,32,102,108,111,97,116,32,97,109,97,120,32,61,32,48,46,48,102,59,32,47,42,32,
109,97,120,32,105,115,32,101,120,97,99,116,58,32,97,110,121,32,111,114,100,101,114,32,
103,105,118,101,115,32,116,104,101,32,104,111,115,116,39,115,32,118,97,108,117,101,32,42,
47,10,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,101,32,
61,32,116,104,114,101,97,100,73,100,120,46,120,59,32,101,32,60,32,97,46,110,59,32,
101,32,43,61,32,98,108,111,99,107,68,105,109,46,120,41,32,97,109,97,120,32,61,32,
102,109,97,120,102,40,97,109,97,120,44,32,102,97,98,115,102,40,107,116,95,108,111,97,
100,95,97,110,121,40,115,114,99,32,43,32,101,32,42,32,97,46,115,95,115,101,44,32,
40,105,110,116,41,97,46,115,114,99,95,100,116,41,41,41,59,10,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,109,32,61,32,49,54,59,32,109,32,62,32,48,
59,32,109,32,62,62,61,32,49,41,32,97,109,97,120,32,61,32,102,109,97,120,102,40,
97,109,97,120,44,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,
102,102,102,102,102,102,102,102,117,44,32,97,109,97,120,44,32,109,41,41,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,40,116,104,114,101,97,100,73,100,120,46,120,32,38,
32,51,49,41,32,61,61,32,48,41,32,114,101,100,91,116,104,114,101,97,100,73,100,120,
46,120,32,62,62,32,53,93,32,61,32,97,109,97,120,59,10,32,32,32,32,32,32,32,
32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,32,32,32,32,32,32,
32,32,97,109,97,120,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,102,
111,114,32,40,105,110,116,32,119,32,61,32,48,59,32,119,32,60,32,40,105,110,116,41,
40,98,108,111,99,107,68,105,109,46,120,32,62,62,32,53,41,59,32,119,43,43,41,32,
97,109,97,120,32,61,32,102,109,97,120,102,40,97,109,97,120,44,32,114,101,100,91,119,
93,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,109,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,97,46,100,115,116,95,100,116,32,61,61,32,49,41,32,
123,32,47,42,32,105,56,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,115,
118,32,61,32,97,109,97,120,32,47,32,49,50,55,46,48,102,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,109,32,61,32,115,118,32,62,32,48,46,48,102,32,63,32,49,
46,48,102,32,47,32,115,118,32,58,32,48,46,48,102,59,10,32,32,32,32,32,32,32,
32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,109,32,
61,32,97,109,97,120,32,62,32,48,46,48,102,32,63,32,40,97,46,100,115,116,95,100,
116,32,61,61,32,50,32,63,32,52,52,56,46,48,102,32,58,32,53,55,51,52,52,46,
48,102,41,32,47,32,97,109,97,120,32,58,32,49,46,48,102,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,102,32,40,33,40,109,32,60,61,32,56,46,53,48,55,48,
53,57,50,101,51,55,102,41,41,32,109,32,61,32,56,46,53,48,55,48,53,57,50,101,
51,55,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,118,32,61,32,49,46,
48,102,32,47,32,109,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,
32,32,102,111,114,32,40,107,116,95,105,54,52,32,101,32,61,32,116,104,114,101,97,100,
73,100,120,46,120,59,32,101,32,60,32,97,46,110,59,32,101,32,43,61,32,98,108,111,
99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,
108,111,97,116,32,118,32,61,32,107,116,95,108,111,97,100,95,97,110,121,40,115,114,99,
32,43,32,101,32,42,32,97,46,115,95,115,101,44,32,40,105,110,116,41,97,46,115,114,
99,95,100,116,41,32,42,32,109,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,117,51,50,32,99,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,
40,97,46,100,115,116,95,100,116,32,61,61,32,49,41,32,123,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,118,32,61,32,118,32,62,32,49,50,55,46,48,102,
32,63,32,49,50,55,46,48,102,32,58,32,118,32,60,32,45,49,50,55,46,48,102,32,
63,32,45,49,50,55,46,48,102,32,58,32,118,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,99,32,61,32,40,107,116,95,117,51,50,41,95,95,102,108,111,
97,116,50,105,110,116,95,114,110,40,118,41,32,38,32,48,120,70,70,117,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,99,32,61,32,97,46,100,115,116,95,100,116,32,
61,61,32,51,32,63,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,40,118,44,
32,49,41,32,58,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,118,44,32,
49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,
32,32,32,32,32,32,100,115,116,91,101,32,42,32,97,46,100,95,115,101,93,32,61,32,
40,99,104,97,114,41,99,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,
10,32,32,32,32,105,102,32,40,116,104,114,101,97,100,73,100,120,46,120,32,61,61,32,
48,41,32,42,40,102,108,111,97,116,32,42,41,40,40,99,104,97,114,32,42,41,97,46,
100,115,99,32,43,32,112,103,32,42,32,97,46,99,95,115,112,32,43,32,104,32,42,32,
97,46,99,95,115,104,32,43,32,115,108,111,116,32,42,32,97,46,99,95,115,115,41,32,
61,32,115,118,59,10,125,10,47,42,32,81,117,97,110,116,105,122,101,100,32,97,116,116,
101,110,116,105,111,110,32,105,110,112,117,116,115,58,32,99,111,100,101,115,32,120,32,102,
51,50,32,115,99,97,108,101,32,40,112,101,114,32,116,101,110,115,111,114,44,32,104,101,
97,100,32,111,114,32,116,111,107,101,110,58,10,32,32,32,122,101,114,111,32,115,116,114,
105,100,101,115,32,98,114,111,97,100,99,97,115,116,41,32,105,110,116,111,32,97,32,99,
111,110,116,105,103,117,111,117,115,32,49,54,45,98,105,116,32,116,101,110,115,111,114,32,
40,75,84,95,68,84,89,80,69,41,46,32,42,47,10,115,116,114,117,99,116,32,107,116,
95,100,101,113,117,97,110,116,95,97,114,103,115,32,123,10,32,32,32,32,107,116,95,117,
54,52,32,115,114,99,44,32,100,115,116,44,32,115,99,59,10,32,32,32,32,107,116,95,
105,54,52,32,115,104,97,112,101,91,52,93,44,32,115,115,91,52,93,44,32,115,99,95,
115,98,44,32,115,99,95,115,104,44,32,115,99,95,115,110,44,32,110,44,32,107,105,110,
100,59,10,125,59,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,
100,101,113,117,97,110,116,95,105,110,40,99,111,110,115,116,32,107,116,95,100,101,113,117,
97,110,116,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,102,111,114,32,40,107,
116,95,105,54,52,32,105,100,120,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,
107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,
114,101,97,100,73,100,120,46,120,59,32,105,100,120,32,60,32,97,46,110,59,32,105,100,
120,32,43,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,
32,98,108,111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,107,
116,95,105,54,52,32,101,32,61,32,105,100,120,32,37,32,97,46,115,104,97,112,101,91,
51,93,44,32,114,32,61,32,105,100,120,32,47,32,97,46,115,104,97,112,101,91,51,93,
44,32,110,32,61,32,114,32,37,32,97,46,115,104,97,112,101,91,50,93,44,32,104,32,
61,32,40,114,32,47,32,97,46,115,104,97,112,101,91,50,93,41,32,37,32,97,46,115,
104,97,112,101,91,49,93,44,32,98,32,61,32,114,32,47,32,40,97,46,115,104,97,112,
101,91,50,93,32,42,32,97,46,115,104,97,112,101,91,49,93,41,59,10,32,32,32,32,
32,32,32,32,107,116,95,117,51,50,32,99,32,61,32,40,40,99,111,110,115,116,32,107,
116,95,117,56,32,42,41,97,46,115,114,99,41,91,98,32,42,32,97,46,115,115,91,48,
93,32,43,32,104,32,42,32,97,46,115,115,91,49,93,32,43,32,110,32,42,32,97,46,
115,115,91,50,93,32,43,32,101,32,42,32,97,46,115,115,91,51,93,93,59,10,32,32,
32,32,32,32,32,32,102,108,111,97,116,32,120,32,61,32,107,116,95,99,111,100,101,95,
102,51,50,40,99,44,32,40,105,110,116,41,97,46,107,105,110,100,41,32,42,32,40,40,
99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,99,41,91,98,32,42,32,
97,46,115,99,95,115,98,32,43,32,104,32,42,32,97,46,115,99,95,115,104,32,43,32,
110,32,42,32,97,46,115,99,95,115,110,93,59,10,35,105,102,32,75,84,95,68,84,89,
80,69,32,61,61,32,49,10,32,32,32,32,32,32,32,32,40,40,107,116,95,117,49,54,
32,42,41,97,46,100,115,116,41,91,105,100,120,93,32,61,32,107,116,95,102,51,50,95,
116,111,95,98,102,49,54,40,120,41,59,10,35,101,108,115,101,10,32,32,32,32,32,32,
32,32,40,40,107,116,95,117,49,54,32,42,41,97,46,100,115,116,41,91,105,100,120,93,
32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,120,41,59,10,35,101,110,
100,105,102,10,32,32,32,32,125,10,125,10,47,42,32,78,111,110,45,102,105,110,105,116,
101,32,99,104,101,99,107,32,111,102,32,102,108,111,97,116,32,116,111,107,101,110,115,32,
98,111,117,110,100,32,102,111,114,32,113,117,97,110,116,105,122,101,100,32,112,97,103,101,
115,58,32,116,104,101,32,115,109,97,108,108,101,115,116,10,32,32,32,105,110,100,101,120,
32,40,115,105,100,101,44,32,98,44,32,104,44,32,116,44,32,101,41,32,111,102,32,97,
32,110,111,110,45,102,105,110,105,116,101,32,118,97,108,117,101,58,32,116,104,101,32,111,
110,101,32,116,104,101,32,104,111,115,116,32,114,101,112,111,114,116,115,46,32,42,47,10,
75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,107,118,95,99,104,101,
99,107,40,99,111,110,115,116,32,107,116,95,97,112,112,101,110,100,95,97,114,103,115,32,
97,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,114,111,
119,32,61,32,98,108,111,99,107,73,100,120,46,120,44,32,116,32,61,32,114,111,119,32,
37,32,97,46,84,44,32,104,32,61,32,40,114,111,119,32,47,32,97,46,84,41,32,37,
32,97,46,72,107,44,32,98,32,61,32,114,111,119,32,47,32,40,97,46,84,32,42,32,
97,46,72,107,41,59,10,32,32,32,32,99,111,110,115,116,32,99,104,97,114,32,42,115,
114,99,32,61,32,40,99,111,110,115,116,32,99,104,97,114,32,42,41,97,46,115,114,99,
32,43,32,98,32,42,32,97,46,115,95,115,98,32,43,32,104,32,42,32,97,46,115,95,
115,104,32,43,32,116,32,42,32,97,46,115,95,115,116,59,10,32,32,32,32,102,111,114,
32,40,107,116,95,105,54,52,32,101,32,61,32,116,104,114,101,97,100,73,100,120,46,120,
59,32,101,32,60,32,97,46,110,59,32,101,32,43,61,32,98,108,111,99,107,68,105,109,
46,120,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,32,61,32,
107,116,95,108,111,97,100,95,97,110,121,40,115,114,99,32,43,32,101,32,42,32,97,46,
115,95,115,101,44,32,40,105,110,116,41,97,46,115,114,99,95,100,116,41,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,33,40,120,32,45,32,120,32,61,61,32,48,46,48,
102,41,41,32,97,116,111,109,105,99,77,105,110,40,40,117,110,115,105,103,110,101,100,32,
108,111,110,103,32,108,111,110,103,32,42,41,97,46,102,108,97,103,44,32,40,40,117,110,
115,105,103,110,101,100,32,108,111,110,103,32,108,111,110,103,41,97,46,115,105,100,101,32,
60,60,32,54,50,41,32,124,32,40,117,110,115,105,103,110,101,100,32,108,111,110,103,32,
108,111,110,103,41,40,40,40,98,32,42,32,97,46,72,107,32,43,32,104,41,32,42,32,
97,46,84,32,43,32,116,41,32,42,32,97,46,110,32,43,32,101,41,41,59,10,32,32,
32,32,125,10,125,10,35,101,110,100,105,102,10,10,35,105,102,32,33,75,84,95,83,77,
57,48,10,35,100,101,102,105,110,101,32,66,77,32,40,49,54,32,42,32,75,84,95,77,
84,32,42,32,75,84,95,87,65,82,80,83,41,10,35,100,101,102,105,110,101,32,66,78,
32,75,84,95,66,78,10,35,100,101,102,105,110,101,32,76,68,83,32,40,75,84,95,68,
32,43,32,56,41,32,47,42,32,112,97,100,100,101,100,32,115,109,101,109,32,114,111,119,
58,32,108,100,109,97,116,114,105,120,32,114,111,119,115,32,104,105,116,32,100,105,115,116,
105,110,99,116,32,98,97,110,107,115,32,42,47,10,35,100,101,102,105,110,101,32,78,84,
72,82,32,40,75,84,95,87,65,82,80,83,32,42,32,51,50,41,10,35,100,101,102,105,
110,101,32,68,67,72,32,40,75,84,95,68,32,47,32,56,41,10,47,42,32,81,32,102,
114,97,103,109,101,110,116,115,32,115,116,97,121,32,105,110,32,114,101,103,105,115,116,101,
114,115,32,119,104,101,110,32,116,104,101,121,32,102,105,116,32,40,111,110,101,32,49,54,
45,114,111,119,32,116,105,108,101,32,112,101,114,32,119,97,114,112,41,32,42,47,10,35,
100,101,102,105,110,101,32,75,84,95,81,82,69,71,32,40,75,84,95,77,84,32,61,61,
32,49,32,38,38,32,75,84,95,68,32,60,61,32,49,50,56,41,10,10,75,84,95,68,
69,86,32,118,111,105,100,32,107,116,95,108,111,97,100,95,114,111,119,115,40,107,116,95,
117,51,50,32,115,95,98,97,115,101,44,32,99,111,110,115,116,32,107,116,95,117,49,54,
32,42,103,44,32,107,116,95,105,54,52,32,114,111,119,95,115,116,114,105,100,101,44,32,
107,116,95,105,54,52,32,102,105,114,115,116,44,32,107,116,95,105,54,52,32,108,105,109,
105,116,44,32,105,110,116,32,110,114,111,119,115,44,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,116,105,100,41,
32,123,10,32,32,32,32,102,111,114,32,40,105,110,116,32,99,32,61,32,116,105,100,59,
32,99,32,60,32,110,114,111,119,115,32,42,32,68,67,72,59,32,99,32,43,61,32,78,
84,72,82,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,114,32,61,32,99,
32,47,32,68,67,72,44,32,99,104,32,61,32,99,32,45,32,114,32,42,32,68,67,72,
59,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,106,32,61,32,102,105,114,
115,116,32,43,32,114,59,10,32,32,32,32,32,32,32,32,105,110,116,32,111,107,32,61,
32,106,32,60,32,108,105,109,105,116,59,10,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,49,54,32,42,115,114,99,32,61,32,103,32,43,32,40,111,107,32,
63,32,106,32,42,32,114,111,119,95,115,116,114,105,100,101,32,58,32,48,41,32,43,32,
99,104,32,42,32,56,59,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,97,115,
121,110,99,49,54,40,115,95,98,97,115,101,32,43,32,40,107,116,95,117,51,50,41,40,
114,32,42,32,76,68,83,32,43,32,99,104,32,42,32,56,41,32,42,32,50,117,44,32,
115,114,99,44,32,111,107,41,59,10,32,32,32,32,125,10,125,10,10,35,105,102,32,75,
84,95,75,73,78,68,32,61,61,32,57,10,47,42,32,75,47,86,32,114,111,119,115,32,
91,102,105,114,115,116,44,32,102,105,114,115,116,43,66,78,41,32,116,104,114,111,117,103,
104,32,116,104,101,32,98,108,111,99,107,32,116,97,98,108,101,46,32,76,97,110,101,32,
114,32,60,32,66,78,32,104,111,108,100,115,32,116,104,101,10,32,32,32,112,97,103,101,
32,97,110,100,32,115,108,111,116,32,111,102,32,114,111,119,32,102,105,114,115,116,32,43,
32,114,32,40,108,111,111,107,101,100,32,117,112,32,111,110,101,32,116,105,108,101,32,97,
104,101,97,100,41,59,32,111,110,101,32,119,97,114,112,46,32,42,47,10,35,100,101,102,
105,110,101,32,75,84,95,84,83,76,79,84,83,32,40,75,84,95,80,81,32,63,32,49,
32,58,32,75,84,95,83,84,65,71,69,83,41,32,47,42,32,49,54,45,98,105,116,32,
75,47,86,32,116,105,108,101,115,32,105,110,32,115,104,97,114,101,100,32,109,101,109,111,
114,121,32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,67,66,32,40,66,78,32,
42,32,75,84,95,68,41,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,47,42,32,98,121,116,101,115,32,111,102,32,111,110,101,32,116,105,108,101,32,111,102,
32,99,111,100,101,115,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,112,97,103,101,100,95,114,111,119,115,40,99,111,110,115,116,32,107,116,95,112,97,103,
101,100,95,97,114,103,115,32,38,80,44,32,107,116,95,117,51,50,32,115,107,44,32,107,
116,95,117,51,50,32,115,118,44,32,107,116,95,117,51,50,32,115,107,115,44,32,107,116,
95,117,51,50,32,115,118,115,44,32,107,116,95,105,54,52,32,107,118,104,44,32,105,110,
116,32,112,103,44,32,105,110,116,32,115,108,44,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,110,114,111,119,
115,44,32,105,110,116,32,108,97,110,101,41,32,123,10,35,105,102,32,75,84,95,80,81,
10,32,32,32,32,99,111,110,115,116,32,99,104,97,114,32,42,107,112,32,61,32,40,99,
111,110,115,116,32,99,104,97,114,32,42,41,80,46,107,112,32,43,32,107,118,104,32,42,
32,80,46,107,112,95,115,104,44,32,42,118,112,32,61,32,40,99,111,110,115,116,32,99,
104,97,114,32,42,41,80,46,118,112,32,43,32,107,118,104,32,42,32,80,46,118,112,95,
115,104,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,
111,114,32,40,105,110,116,32,99,32,61,32,108,97,110,101,59,32,99,32,60,32,66,78,
32,42,32,40,75,84,95,68,32,47,32,49,54,41,59,32,99,32,43,61,32,51,50,41,
32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,114,32,61,32,99,32,47,32,40,
75,84,95,68,32,47,32,49,54,41,44,32,99,104,32,61,32,99,32,45,32,114,32,42,
32,40,75,84,95,68,32,47,32,49,54,41,59,10,32,32,32,32,32,32,32,32,105,110,
116,32,112,32,61,32,95,95,115,104,102,108,95,115,121,110,99,40,48,120,102,102,102,102,
102,102,102,102,117,44,32,112,103,44,32,114,41,44,32,113,32,61,32,95,95,115,104,102,
108,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,115,108,44,32,
114,41,44,32,111,107,32,61,32,114,32,60,32,110,114,111,119,115,59,10,32,32,32,32,
32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,115,107,32,43,32,40,
107,116,95,117,51,50,41,40,114,32,42,32,75,84,95,68,32,43,32,99,104,32,42,32,
49,54,41,44,32,107,112,32,43,32,40,111,107,32,63,32,112,32,42,32,80,46,107,112,
95,115,112,32,43,32,113,32,42,32,80,46,107,112,95,115,115,32,58,32,48,41,32,43,
32,99,104,32,42,32,49,54,44,32,111,107,41,59,10,32,32,32,32,32,32,32,32,107,
116,95,99,112,95,97,115,121,110,99,49,54,40,115,118,32,43,32,40,107,116,95,117,51,
50,41,40,114,32,42,32,75,84,95,68,32,43,32,99,104,32,42,32,49,54,41,44,32,
118,112,32,43,32,40,111,107,32,63,32,112,32,42,32,80,46,118,112,95,115,112,32,43,
32,113,32,42,32,80,46,118,112,95,115,115,32,58,32,48,41,32,43,32,99,104,32,42,
32,49,54,44,32,111,107,41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,
108,97,110,101,32,60,32,66,78,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,
32,111,107,32,61,32,108,97,110,101,32,60,32,110,114,111,119,115,59,10,32,32,32,32,
32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,52,40,115,107,115,32,43,32,52,
117,32,42,32,108,97,110,101,44,32,40,99,111,110,115,116,32,102,108,111,97,116,32,42,
41,80,46,107,115,99,32,43,32,40,111,107,32,63,32,112,103,32,42,32,80,46,107,115,
95,115,112,32,43,32,107,118,104,32,42,32,80,46,107,115,95,115,104,32,43,32,115,108,
32,42,32,80,46,107,115,95,115,115,32,58,32,48,41,44,32,111,107,41,59,10,32,32,
32,32,32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,52,40,115,118,115,32,43,
32,52,117,32,42,32,108,97,110,101,44,32,40,99,111,110,115,116,32,102,108,111,97,116,
32,42,41,80,46,118,115,99,32,43,32,40,111,107,32,63,32,112,103,32,42,32,80,46,
118,115,95,115,112,32,43,32,107,118,104,32,42,32,80,46,118,115,95,115,104,32,43,32,
115,108,32,42,32,80,46,118,115,95,115,115,32,58,32,48,41,44,32,111,107,41,59,10,
32,32,32,32,125,10,35,101,108,115,101,10,32,32,32,32,40,118,111,105,100,41,115,107,
115,59,10,32,32,32,32,40,118,111,105,100,41,115,118,115,59,10,32,32,32,32,99,111,
110,115,116,32,107,116,95,117,49,54,32,42,107,112,32,61,32,40,99,111,110,115,116,32,
107,116,95,117,49,54,32,42,41,80,46,107,112,32,43,32,107,118,104,32,42,32,80,46,
107,112,95,115,104,44,32,42,118,112,32,61,32,40,99,111,110,115,116,32,107,116,95,117,
49,54,32,42,41,80,46,118,112,32,43,32,107,118,104,32,42,32,80,46,118,112,95,115,
104,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,
114,32,40,105,110,116,32,99,32,61,32,108,97,110,101,59,32,99,32,60,32,66,78,32,
42,32,68,67,72,59,32,99,32,43,61,32,51,50,41,32,123,10,32,32,32,32,32,32,
32,32,105,110,116,32,114,32,61,32,99,32,47,32,68,67,72,44,32,99,104,32,61,32,
99,32,45,32,114,32,42,32,68,67,72,59,10,32,32,32,32,32,32,32,32,105,110,116,
32,112,32,61,32,95,95,115,104,102,108,95,115,121,110,99,40,48,120,102,102,102,102,102,
102,102,102,117,44,32,112,103,44,32,114,41,44,32,113,32,61,32,95,95,115,104,102,108,
95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,115,108,44,32,114,
41,44,32,111,107,32,61,32,114,32,60,32,110,114,111,119,115,59,10,32,32,32,32,32,
32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,115,107,32,43,32,40,107,
116,95,117,51,50,41,40,114,32,42,32,76,68,83,32,43,32,99,104,32,42,32,56,41,
32,42,32,50,117,44,32,107,112,32,43,32,40,111,107,32,63,32,112,32,42,32,80,46,
107,112,95,115,112,32,43,32,113,32,42,32,80,46,107,112,95,115,115,32,58,32,48,41,
32,43,32,99,104,32,42,32,56,44,32,111,107,41,59,10,32,32,32,32,32,32,32,32,
107,116,95,99,112,95,97,115,121,110,99,49,54,40,115,118,32,43,32,40,107,116,95,117,
51,50,41,40,114,32,42,32,76,68,83,32,43,32,99,104,32,42,32,56,41,32,42,32,
50,117,44,32,118,112,32,43,32,40,111,107,32,63,32,112,32,42,32,80,46,118,112,95,
115,112,32,43,32,113,32,42,32,80,46,118,112,95,115,115,32,58,32,48,41,32,43,32,
99,104,32,42,32,56,44,32,111,107,41,59,10,32,32,32,32,125,10,35,101,110,100,105,
102,10,125,10,47,42,32,80,97,103,101,32,97,110,100,32,115,108,111,116,32,111,102,32,
114,111,119,32,106,32,40,108,97,110,101,115,32,112,97,115,116,32,116,104,101,32,114,97,
110,103,101,32,111,114,32,116,104,101,32,115,101,113,117,101,110,99,101,32,103,101,116,32,
48,41,46,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,112,97,
103,101,100,95,108,111,111,107,117,112,40,99,111,110,115,116,32,107,116,95,112,97,103,101,
100,95,97,114,103,115,32,38,80,44,32,107,116,95,105,54,52,32,98,44,32,107,116,95,
105,54,52,32,106,44,32,107,116,95,105,54,52,32,104,105,44,32,105,110,116,32,38,112,
103,44,32,105,110,116,32,38,115,108,41,32,123,10,32,32,32,32,112,103,32,61,32,48,
59,10,32,32,32,32,115,108,32,61,32,48,59,10,32,32,32,32,105,102,32,40,106,32,
60,32,104,105,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,117,
32,61,32,40,107,116,95,117,51,50,41,106,44,32,112,115,32,61,32,40,107,116,95,117,
51,50,41,80,46,112,97,103,101,44,32,112,105,32,61,32,117,32,47,32,112,115,59,10,
32,32,32,32,32,32,32,32,112,103,32,61,32,40,40,99,111,110,115,116,32,105,110,116,
32,42,41,80,46,98,116,41,91,98,32,42,32,80,46,98,116,95,115,98,32,43,32,40,
107,116,95,105,54,52,41,112,105,32,42,32,80,46,98,116,95,115,112,93,59,10,32,32,
32,32,32,32,32,32,115,108,32,61,32,40,105,110,116,41,40,117,32,45,32,112,105,32,
42,32,112,115,41,59,10,32,32,32,32,125,10,125,10,35,105,102,32,75,84,95,80,81,
10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,112,114,109,116,40,107,
116,95,117,51,50,32,97,44,32,107,116,95,117,51,50,32,98,44,32,107,116,95,117,51,
50,32,115,101,108,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,100,59,10,32,
32,32,32,97,115,109,40,34,112,114,109,116,46,98,51,50,32,37,48,44,32,37,49,44,
32,37,50,44,32,37,51,59,34,32,58,32,34,61,114,34,40,100,41,32,58,32,34,114,
34,40,97,41,44,32,34,114,34,40,98,41,44,32,34,114,34,40,115,101,108,41,41,59,
10,32,32,32,32,114,101,116,117,114,110,32,100,59,10,125,10,47,42,32,67,111,100,101,
115,32,50,42,104,105,44,32,50,42,104,105,43,49,32,111,102,32,97,32,119,111,114,100,
32,97,115,32,97,32,112,97,99,107,101,100,32,112,97,105,114,32,111,102,32,101,120,97,
99,116,32,49,54,45,98,105,116,32,118,97,108,117,101,115,32,119,105,116,104,10,32,32,
32,110,111,32,115,99,97,108,101,58,32,105,56,32,116,104,101,32,105,110,116,101,103,101,
114,44,32,101,53,109,50,32,105,116,115,32,118,97,108,117,101,32,40,116,104,101,32,116,
111,112,32,98,121,116,101,32,111,102,32,97,110,32,102,49,54,41,44,32,101,52,109,51,
32,105,116,115,10,32,32,32,118,97,108,117,101,32,120,32,50,94,45,56,32,40,97,110,
32,102,49,54,32,119,105,116,104,32,116,104,101,32,99,111,100,101,39,115,32,98,105,116,
115,32,115,104,105,102,116,101,100,44,32,115,117,98,110,111,114,109,97,108,115,32,105,110,
99,108,117,100,101,100,59,10,32,32,32,116,104,101,32,107,101,114,110,101,108,32,102,111,
108,100,115,32,50,94,56,32,105,110,116,111,32,116,104,101,32,115,99,97,108,101,59,32,
78,97,78,32,99,111,100,101,115,32,114,101,97,100,32,97,115,32,52,56,48,41,46,32,
42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,75,73,78,68,62,32,75,
84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,99,111,100,101,115,50,40,107,
116,95,117,51,50,32,119,44,32,105,110,116,32,104,105,41,32,123,10,32,32,32,32,107,
116,95,117,51,50,32,104,59,10,32,32,32,32,105,102,32,40,75,73,78,68,32,61,61,
32,49,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,
51,50,32,120,32,61,32,119,32,94,32,48,120,56,48,56,48,56,48,56,48,117,59,32,
47,42,32,98,105,97,115,101,100,58,32,120,32,43,32,49,50,56,32,42,47,10,35,105,
102,32,75,84,95,68,84,89,80,69,32,61,61,32,48,10,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,114,59,10,32,32,32,32,32,32,32,32,104,32,61,32,107,116,
95,112,114,109,116,40,120,44,32,48,120,54,52,54,52,54,52,54,52,117,44,32,104,105,
32,63,32,48,120,52,51,52,50,117,32,58,32,48,120,52,49,52,48,117,41,59,32,47,
42,32,102,49,54,32,49,48,50,52,32,43,32,40,120,32,43,32,49,50,56,41,32,42,
47,10,32,32,32,32,32,32,32,32,97,115,109,40,34,115,117,98,46,114,110,46,102,49,
54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,
114,41,32,58,32,34,114,34,40,104,41,44,32,34,114,34,40,48,120,54,52,56,48,54,
52,56,48,117,41,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,114,
59,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,102,48,
32,61,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,107,116,95,112,114,
109,116,40,120,44,32,48,120,52,66,48,48,48,48,48,48,117,44,32,104,105,32,63,32,
48,120,55,52,52,50,117,32,58,32,48,120,55,52,52,48,117,41,41,32,45,32,56,51,
56,56,55,51,54,46,48,102,59,32,47,42,32,50,94,50,51,32,43,32,40,120,32,43,
32,49,50,56,41,32,42,47,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,102,
49,32,61,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,107,116,95,112,
114,109,116,40,120,44,32,48,120,52,66,48,48,48,48,48,48,117,44,32,104,105,32,63,
32,48,120,55,52,52,51,117,32,58,32,48,120,55,52,52,49,117,41,41,32,45,32,56,
51,56,56,55,51,54,46,48,102,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,
110,32,107,116,95,112,97,99,107,50,40,102,48,44,32,102,49,41,59,10,35,101,110,100,
105,102,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,75,73,78,68,32,61,61,
32,51,41,32,123,10,32,32,32,32,32,32,32,32,104,32,61,32,107,116,95,112,114,109,
116,40,119,44,32,48,117,44,32,104,105,32,63,32,48,120,51,52,50,52,117,32,58,32,
48,120,49,52,48,52,117,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,120,32,61,32,
107,116,95,112,114,109,116,40,119,44,32,48,117,44,32,104,105,32,63,32,48,120,52,51,
52,50,117,32,58,32,48,120,52,49,52,48,117,41,59,10,32,32,32,32,32,32,32,32,
104,32,61,32,40,40,120,32,38,32,48,120,48,48,55,70,48,48,55,70,117,41,32,60,
60,32,55,41,32,124,32,40,40,120,32,38,32,48,120,48,48,56,48,48,48,56,48,117,
41,32,60,60,32,56,41,59,10,32,32,32,32,125,10,35,105,102,32,75,84,95,68,84,
89,80,69,32,61,61,32,48,10,32,32,32,32,114,101,116,117,114,110,32,104,59,10,35,
101,108,115,101,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,
32,108,111,44,32,117,112,59,10,32,32,32,32,32,32,32,32,97,115,109,40,34,123,32,
46,114,101,103,32,46,98,49,54,32,108,44,32,117,59,32,109,111,118,46,98,51,50,32,
123,108,44,32,117,125,44,32,37,50,59,32,99,118,116,46,102,51,50,46,102,49,54,32,
37,48,44,32,108,59,32,99,118,116,46,102,51,50,46,102,49,54,32,37,49,44,32,117,
59,32,125,34,32,58,32,34,61,102,34,40,108,111,41,44,32,34,61,102,34,40,117,112,
41,32,58,32,34,114,34,40,104,41,41,59,10,32,32,32,32,32,32,32,32,114,101,116,
117,114,110,32,107,116,95,112,97,99,107,50,40,108,111,44,32,117,112,41,59,10,32,32,
32,32,125,10,35,101,110,100,105,102,10,125,10,116,101,109,112,108,97,116,101,32,60,105,
110,116,32,75,73,78,68,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
99,111,100,101,115,95,116,105,108,101,40,107,116,95,117,51,50,32,100,115,116,44,32,99,
111,110,115,116,32,107,116,95,117,56,32,42,99,111,100,101,115,44,32,105,110,116,32,108,
97,110,101,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,102,111,114,32,40,105,110,116,32,99,32,61,32,108,97,110,101,59,32,99,32,60,
32,66,78,32,42,32,40,75,84,95,68,32,47,32,49,54,41,59,32,99,32,43,61,32,
51,50,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,114,32,61,32,99,32,
47,32,40,75,84,95,68,32,47,32,49,54,41,44,32,99,104,32,61,32,99,32,45,32,
114,32,42,32,40,75,84,95,68,32,47,32,49,54,41,59,10,32,32,32,32,32,32,32,
32,117,105,110,116,52,32,119,32,61,32,42,40,99,111,110,115,116,32,117,105,110,116,52,
32,42,41,40,99,111,100,101,115,32,43,32,114,32,42,32,75,84,95,68,32,43,32,99,
104,32,42,32,49,54,41,59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,
98,97,115,101,32,61,32,100,115,116,32,43,32,40,107,116,95,117,51,50,41,40,114,32,
42,32,76,68,83,32,43,32,99,104,32,42,32,49,54,41,32,42,32,50,117,59,10,32,
32,32,32,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,115,116,46,
115,104,97,114,101,100,46,118,52,46,117,51,50,32,91,37,48,93,44,32,123,37,49,44,
32,37,50,44,32,37,51,44,32,37,52,125,59,34,32,58,58,34,114,34,40,98,97,115,
101,41,44,32,34,114,34,40,107,116,95,99,111,100,101,115,50,60,75,73,78,68,62,40,
119,46,120,44,32,48,41,41,44,32,34,114,34,40,107,116,95,99,111,100,101,115,50,60,
75,73,78,68,62,40,119,46,120,44,32,49,41,41,44,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,34,114,34,40,107,116,95,99,111,100,101,
115,50,60,75,73,78,68,62,40,119,46,121,44,32,48,41,41,44,32,34,114,34,40,107,
116,95,99,111,100,101,115,50,60,75,73,78,68,62,40,119,46,121,44,32,49,41,41,32,
58,32,34,109,101,109,111,114,121,34,41,59,10,32,32,32,32,32,32,32,32,97,115,109,
32,118,111,108,97,116,105,108,101,40,34,115,116,46,115,104,97,114,101,100,46,118,52,46,
117,51,50,32,91,37,48,93,44,32,123,37,49,44,32,37,50,44,32,37,51,44,32,37,
52,125,59,34,32,58,58,34,114,34,40,98,97,115,101,32,43,32,49,54,117,41,44,32,
34,114,34,40,107,116,95,99,111,100,101,115,50,60,75,73,78,68,62,40,119,46,122,44,
32,48,41,41,44,32,34,114,34,40,107,116,95,99,111,100,101,115,50,60,75,73,78,68,
62,40,119,46,122,44,32,49,41,41,44,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,34,114,34,40,107,116,95,99,111,100,101,115,50,60,75,
73,78,68,62,40,119,46,119,44,32,48,41,41,44,32,34,114,34,40,107,116,95,99,111,
100,101,115,50,60,75,73,78,68,62,40,119,46,119,44,32,49,41,41,32,58,32,34,109,
101,109,111,114,121,34,41,59,10,32,32,32,32,125,10,125,10,47,42,32,79,110,101,32,
115,116,97,103,101,100,32,116,105,108,101,32,111,102,32,99,111,100,101,115,32,105,110,116,
111,32,116,104,101,32,49,54,45,98,105,116,32,116,105,108,101,59,32,116,104,101,32,112,
101,114,45,116,111,107,101,110,32,115,99,97,108,101,115,32,97,114,101,10,32,32,32,97,
112,112,108,105,101,100,32,105,110,32,102,51,50,32,116,111,32,116,104,101,32,115,99,111,
114,101,115,32,40,75,41,32,97,110,100,32,116,111,32,116,104,101,32,112,114,111,98,97,
98,105,108,105,116,105,101,115,32,40,86,41,46,32,42,47,10,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,100,101,113,117,97,110,116,95,116,105,108,101,40,107,116,95,
117,51,50,32,100,115,116,44,32,99,111,110,115,116,32,107,116,95,117,56,32,42,99,111,
100,101,115,44,32,105,110,116,32,107,105,110,100,44,32,105,110,116,32,108,97,110,101,41,
32,123,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,49,41,32,107,116,
95,99,111,100,101,115,95,116,105,108,101,60,49,62,40,100,115,116,44,32,99,111,100,101,
115,44,32,108,97,110,101,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,107,
105,110,100,32,61,61,32,50,41,32,107,116,95,99,111,100,101,115,95,116,105,108,101,60,
50,62,40,100,115,116,44,32,99,111,100,101,115,44,32,108,97,110,101,41,59,10,32,32,
32,32,101,108,115,101,32,107,116,95,99,111,100,101,115,95,116,105,108,101,60,51,62,40,
100,115,116,44,32,99,111,100,101,115,44,32,108,97,110,101,41,59,10,125,10,47,42,32,
83,99,97,108,101,32,99,111,108,117,109,110,115,32,111,102,32,97,32,115,99,111,114,101,
47,112,114,111,98,97,98,105,108,105,116,121,32,116,105,108,101,58,32,99,111,108,117,109,
110,32,110,42,56,32,43,32,50,116,32,43,32,40,101,38,49,41,46,32,42,47,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,115,99,97,108,101,95,99,111,108,115,
40,102,108,111,97,116,32,40,42,115,41,91,66,78,32,47,32,56,93,91,52,93,44,32,
99,111,110,115,116,32,102,108,111,97,116,32,42,115,99,44,32,102,108,111,97,116,32,109,
117,108,44,32,105,110,116,32,116,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,
111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,110,32,61,32,48,59,32,
110,32,60,32,66,78,32,47,32,56,59,32,110,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,99,48,32,61,32,115,99,91,110,
32,42,32,56,32,43,32,50,32,42,32,116,93,32,42,32,109,117,108,44,32,99,49,32,
61,32,115,99,91,110,32,42,32,56,32,43,32,50,32,42,32,116,32,43,32,49,93,32,
42,32,109,117,108,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,109,116,32,61,32,48,59,32,109,
116,32,60,32,75,84,95,77,84,59,32,109,116,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,115,91,109,116,93,91,110,93,91,48,93,32,42,61,32,99,48,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,91,109,116,93,91,110,93,91,49,
93,32,42,61,32,99,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,91,109,
116,93,91,110,93,91,50,93,32,42,61,32,99,48,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,115,91,109,116,93,91,110,93,91,51,93,32,42,61,32,99,49,59,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,10,35,101,110,100,105,102,10,
35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,84,83,76,79,84,83,32,
75,84,95,83,84,65,71,69,83,10,35,101,110,100,105,102,10,10,35,105,102,32,75,84,
95,75,73,78,68,32,61,61,32,57,10,75,84,95,75,69,82,78,69,76,32,118,111,105,
100,32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,115,95,95,40,78,84,72,82,
41,32,107,116,95,97,116,116,110,95,102,119,100,40,99,111,110,115,116,32,107,116,95,112,
97,103,101,100,95,97,114,103,115,32,80,41,32,123,10,32,32,32,32,99,111,110,115,116,
32,107,116,95,97,116,116,110,95,97,114,103,115,32,38,97,32,61,32,80,46,97,59,10,
35,101,108,115,101,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,95,95,108,
97,117,110,99,104,95,98,111,117,110,100,115,95,95,40,78,84,72,82,41,32,107,116,95,
97,116,116,110,95,102,119,100,40,99,111,110,115,116,32,107,116,95,97,116,116,110,95,97,
114,103,115,32,97,41,32,123,10,35,101,110,100,105,102,10,32,32,32,32,101,120,116,101,
114,110,32,95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,95,40,
49,54,41,32,107,116,95,117,49,54,32,115,109,101,109,91,93,59,10,32,32,32,32,107,
116,95,117,49,54,32,42,115,81,32,61,32,115,109,101,109,44,32,42,115,75,32,61,32,
115,109,101,109,32,43,32,66,77,32,42,32,76,68,83,44,32,42,115,86,32,61,32,115,
75,32,43,32,75,84,95,84,83,76,79,84,83,32,42,32,66,78,32,42,32,76,68,83,
59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,116,105,100,32,61,32,116,104,
114,101,97,100,73,100,120,46,120,44,32,119,97,114,112,32,61,32,116,105,100,32,62,62,
32,53,44,32,108,97,110,101,32,61,32,116,105,100,32,38,32,51,49,44,32,103,32,61,
32,108,97,110,101,32,62,62,32,50,44,32,116,32,61,32,108,97,110,101,32,38,32,51,
59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,104,117,110,105,116,
115,32,61,32,97,46,112,97,99,107,32,63,32,97,46,72,107,32,58,32,97,46,72,113,
59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,98,32,61,32,98,
108,111,99,107,73,100,120,46,121,32,47,32,104,117,110,105,116,115,44,32,104,117,32,61,
32,98,108,111,99,107,73,100,120,46,121,32,45,32,98,32,42,32,104,117,110,105,116,115,
59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,115,112,108,105,116,
32,61,32,98,108,111,99,107,73,100,120,46,122,59,10,32,32,32,32,47,42,32,104,101,
97,118,105,101,115,116,32,114,111,119,32,98,108,111,99,107,115,32,40,99,97,117,115,97,
108,58,32,116,104,101,32,108,97,115,116,32,111,110,101,115,41,32,102,105,114,115,116,32,
42,47,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,114,48,32,61,
32,40,107,116,95,105,54,52,41,40,103,114,105,100,68,105,109,46,120,32,45,32,49,32,
45,32,98,108,111,99,107,73,100,120,46,120,41,32,42,32,66,77,59,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,105,54,52,32,114,108,97,115,116,32,61,32,40,114,48,
32,43,32,66,77,32,60,32,97,46,114,111,119,115,32,63,32,114,48,32,43,32,66,77,
32,58,32,97,46,114,111,119,115,41,32,45,32,49,59,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,54,52,32,71,32,61,32,97,46,103,114,111,117,112,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,105,95,108,111,32,61,32,97,46,
112,97,99,107,32,63,32,114,48,32,47,32,71,32,58,32,114,48,44,32,105,95,104,105,
32,61,32,97,46,112,97,99,107,32,63,32,114,108,97,115,116,32,47,32,71,32,58,32,
114,108,97,115,116,59,10,35,105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,110,107,32,61,32,40,40,
99,111,110,115,116,32,105,110,116,32,42,41,80,46,108,101,110,115,41,91,98,93,59,32,
47,42,32,112,101,114,45,115,101,113,117,101,110,99,101,32,99,111,110,116,101,120,116,32,
108,101,110,103,116,104,32,42,47,10,35,101,108,115,101,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,54,52,32,110,107,32,61,32,97,46,78,107,59,10,35,101,110,100,
105,102,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,111,102,102,32,
61,32,110,107,32,45,32,97,46,78,113,59,10,32,32,32,32,99,111,110,115,116,32,107,
116,95,105,54,52,32,107,118,104,32,61,32,97,46,112,97,99,107,32,63,32,104,117,32,
58,32,104,117,32,47,32,71,59,10,32,32,32,32,107,116,95,105,54,52,32,107,95,108,
111,32,61,32,115,112,108,105,116,32,42,32,97,46,115,112,108,105,116,95,107,101,121,115,
44,32,107,95,104,105,32,61,32,107,95,108,111,32,43,32,97,46,115,112,108,105,116,95,
107,101,121,115,59,10,32,32,32,32,105,102,32,40,107,95,104,105,32,62,32,110,107,41,
32,107,95,104,105,32,61,32,110,107,59,10,32,32,32,32,105,102,32,40,40,97,46,119,
102,108,97,103,115,32,38,32,49,41,32,38,38,32,105,95,108,111,32,43,32,111,102,102,
32,45,32,97,46,119,108,32,62,32,107,95,108,111,41,32,107,95,108,111,32,61,32,105,
95,108,111,32,43,32,111,102,102,32,45,32,97,46,119,108,59,10,32,32,32,32,105,102,
32,40,40,97,46,119,102,108,97,103,115,32,38,32,50,41,32,38,38,32,105,95,104,105,
32,43,32,111,102,102,32,43,32,97,46,119,114,32,43,32,49,32,60,32,107,95,104,105,
41,32,107,95,104,105,32,61,32,105,95,104,105,32,43,32,111,102,102,32,43,32,97,46,
119,114,32,43,32,49,59,10,10,35,105,102,32,75,84,95,75,73,78,68,32,33,61,32,
57,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,107,98,97,115,
101,32,61,32,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,46,107,32,
43,32,98,32,42,32,97,46,107,95,115,98,32,43,32,107,118,104,32,42,32,97,46,107,
95,115,104,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,118,
98,97,115,101,32,61,32,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,
46,118,32,43,32,98,32,42,32,97,46,118,95,115,98,32,43,32,107,118,104,32,42,32,
97,46,118,95,115,104,59,10,35,101,110,100,105,102,10,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,115,81,97,32,61,32,107,116,95,115,109,101,109,95,97,100,
100,114,40,115,81,41,44,32,115,75,97,32,61,32,107,116,95,115,109,101,109,95,97,100,
100,114,40,115,75,41,44,32,115,86,97,32,61,32,107,116,95,115,109,101,109,95,97,100,
100,114,40,115,86,41,59,10,35,105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,
10,35,105,102,32,75,84,95,80,81,10,32,32,32,32,47,42,32,115,116,97,103,101,100,
32,99,111,100,101,115,32,97,110,100,32,115,99,97,108,101,115,32,111,102,32,75,84,95,
83,84,65,71,69,83,32,116,105,108,101,115,32,97,102,116,101,114,32,116,104,101,32,49,
54,45,98,105,116,32,116,105,108,101,115,32,42,47,10,32,32,32,32,107,116,95,117,56,
32,42,115,75,99,32,61,32,40,107,116,95,117,56,32,42,41,40,115,86,32,43,32,66,
78,32,42,32,76,68,83,41,44,32,42,115,86,99,32,61,32,115,75,99,32,43,32,75,
84,95,83,84,65,71,69,83,32,42,32,75,84,95,67,66,59,10,32,32,32,32,102,108,
111,97,116,32,42,115,75,115,32,61,32,40,102,108,111,97,116,32,42,41,40,115,86,99,
32,43,32,75,84,95,83,84,65,71,69,83,32,42,32,75,84,95,67,66,41,44,32,42,
115,86,115,32,61,32,115,75,115,32,43,32,75,84,95,83,84,65,71,69,83,32,42,32,
66,78,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,75,99,
97,32,61,32,107,116,95,115,109,101,109,95,97,100,100,114,40,115,75,99,41,44,32,115,
86,99,97,32,61,32,107,116,95,115,109,101,109,95,97,100,100,114,40,115,86,99,41,44,
32,115,75,115,97,32,61,32,107,116,95,115,109,101,109,95,97,100,100,114,40,115,75,115,
41,44,32,115,86,115,97,32,61,32,107,116,95,115,109,101,109,95,97,100,100,114,40,115,
86,115,41,59,10,35,100,101,102,105,110,101,32,75,84,95,80,65,71,69,68,95,76,79,
65,68,40,115,116,95,44,32,107,98,95,41,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,92,10,32,32,32,32,107,116,95,112,97,103,101,100,
95,114,111,119,115,40,80,44,32,115,75,99,97,32,43,32,40,107,116,95,117,51,50,41,
40,40,115,116,95,41,32,42,32,75,84,95,67,66,41,44,32,115,86,99,97,32,43,32,
40,107,116,95,117,51,50,41,40,40,115,116,95,41,32,42,32,75,84,95,67,66,41,44,
32,115,75,115,97,32,43,32,40,107,116,95,117,51,50,41,40,40,115,116,95,41,32,42,
32,66,78,32,42,32,52,41,44,32,32,32,32,32,32,32,32,32,92,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,115,86,115,97,32,43,32,40,107,116,
95,117,51,50,41,40,40,115,116,95,41,32,42,32,66,78,32,42,32,52,41,44,32,107,
118,104,44,32,112,103,95,110,101,120,116,44,32,115,108,95,110,101,120,116,44,32,40,105,
110,116,41,40,107,95,104,105,32,45,32,40,107,98,95,41,41,44,32,108,97,110,101,41,
10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,80,65,71,69,68,95,
76,79,65,68,40,115,116,95,44,32,107,98,95,41,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,92,10,32,32,32,32,107,116,95,112,97,103,
101,100,95,114,111,119,115,40,80,44,32,115,75,97,32,43,32,40,107,116,95,117,51,50,
41,40,40,115,116,95,41,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,
44,32,115,86,97,32,43,32,40,107,116,95,117,51,50,41,40,40,115,116,95,41,32,42,
32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,44,32,48,117,44,32,48,117,44,
32,107,118,104,44,32,112,103,95,110,101,120,116,44,32,32,32,32,92,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,115,108,95,110,101,120,116,44,32,40,
105,110,116,41,40,107,95,104,105,32,45,32,40,107,98,95,41,41,44,32,108,97,110,101,
41,10,35,101,110,100,105,102,10,32,32,32,32,105,110,116,32,112,103,95,110,101,120,116,
44,32,115,108,95,110,101,120,116,59,32,47,42,32,112,97,103,101,32,97,110,100,32,115,
108,111,116,32,111,102,32,116,104,105,115,32,108,97,110,101,39,115,32,114,111,119,32,105,
110,32,116,104,101,32,110,101,120,116,32,116,105,108,101,32,116,111,32,108,111,97,100,32,
42,47,10,32,32,32,32,107,116,95,112,97,103,101,100,95,108,111,111,107,117,112,40,80,
44,32,98,44,32,107,95,108,111,32,43,32,108,97,110,101,44,32,107,95,104,105,44,32,
112,103,95,110,101,120,116,44,32,115,108,95,110,101,120,116,41,59,10,35,101,110,100,105,
102,10,10,32,32,32,32,47,42,32,81,32,114,111,119,115,58,32,112,97,99,107,101,100,
32,114,111,119,115,32,101,110,117,109,101,114,97,116,101,32,40,113,117,101,114,121,32,105,
44,32,104,101,97,100,32,105,110,32,103,114,111,117,112,41,46,32,42,47,10,32,32,32,
32,102,111,114,32,40,105,110,116,32,99,32,61,32,116,105,100,59,32,99,32,60,32,66,
77,32,42,32,68,67,72,59,32,99,32,43,61,32,78,84,72,82,41,32,123,10,32,32,
32,32,32,32,32,32,105,110,116,32,114,32,61,32,99,32,47,32,68,67,72,44,32,99,
104,32,61,32,99,32,45,32,114,32,42,32,68,67,72,59,10,32,32,32,32,32,32,32,
32,107,116,95,105,54,52,32,103,114,32,61,32,114,48,32,43,32,114,59,10,32,32,32,
32,32,32,32,32,105,110,116,32,111,107,32,61,32,103,114,32,60,32,97,46,114,111,119,
115,59,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,105,32,61,32,97,46,
112,97,99,107,32,63,32,103,114,32,47,32,71,32,58,32,103,114,44,32,104,113,32,61,
32,97,46,112,97,99,107,32,63,32,104,117,32,42,32,71,32,43,32,103,114,32,37,32,
71,32,58,32,104,117,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,
95,117,49,54,32,42,115,114,99,32,61,32,40,99,111,110,115,116,32,107,116,95,117,49,
54,32,42,41,97,46,113,32,43,32,40,111,107,32,63,32,98,32,42,32,97,46,113,95,
115,98,32,43,32,104,113,32,42,32,97,46,113,95,115,104,32,43,32,105,32,42,32,97,
46,113,95,115,110,32,58,32,48,41,32,43,32,99,104,32,42,32,56,59,10,32,32,32,
32,32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,115,81,97,32,43,
32,40,107,116,95,117,51,50,41,40,114,32,42,32,76,68,83,32,43,32,99,104,32,42,
32,56,41,32,42,32,50,117,44,32,115,114,99,44,32,111,107,41,59,10,32,32,32,32,
125,10,32,32,32,32,47,42,32,80,114,111,108,111,103,117,101,58,32,75,84,95,83,84,
65,71,69,83,45,49,32,116,105,108,101,115,32,111,102,32,75,32,97,110,100,32,86,32,
105,110,32,102,108,105,103,104,116,32,40,111,110,101,32,99,111,109,109,105,116,32,103,114,
111,117,112,32,101,97,99,104,59,10,32,32,32,32,32,32,32,101,109,112,116,121,32,103,
114,111,117,112,115,32,107,101,101,112,32,116,104,101,32,99,111,117,110,116,32,117,110,105,
102,111,114,109,41,46,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,102,111,114,32,40,105,110,116,32,115,116,32,61,32,48,59,32,115,116,
32,60,32,75,84,95,83,84,65,71,69,83,32,45,32,49,59,32,115,116,43,43,41,32,
123,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,107,98,32,61,32,107,95,
108,111,32,43,32,40,107,116,95,105,54,52,41,115,116,32,42,32,66,78,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,107,98,32,60,32,107,95,104,105,41,32,123,10,35,
105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,10,32,32,32,32,32,32,32,32,
32,32,32,32,75,84,95,80,65,71,69,68,95,76,79,65,68,40,115,116,44,32,107,98,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,112,97,103,101,100,95,
108,111,111,107,117,112,40,80,44,32,98,44,32,107,98,32,43,32,66,78,32,43,32,108,
97,110,101,44,32,107,95,104,105,44,32,112,103,95,110,101,120,116,44,32,115,108,95,110,
101,120,116,41,59,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,108,111,97,100,95,114,111,119,115,40,115,75,97,32,43,32,40,107,116,95,117,
51,50,41,40,115,116,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,44,
32,107,98,97,115,101,44,32,97,46,107,95,115,110,44,32,107,98,44,32,107,95,104,105,
44,32,66,78,44,32,116,105,100,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,108,111,97,100,95,114,111,119,115,40,115,86,97,32,43,32,40,107,116,95,117,
51,50,41,40,115,116,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,44,
32,118,98,97,115,101,44,32,97,46,118,95,115,110,44,32,107,98,44,32,107,95,104,105,
44,32,66,78,44,32,116,105,100,41,59,10,35,101,110,100,105,102,10,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,99,111,109,109,105,
116,40,41,59,10,32,32,32,32,125,10,10,32,32,32,32,99,111,110,115,116,32,102,108,
111,97,116,32,115,108,50,32,61,32,40,102,108,111,97,116,41,97,46,115,99,97,108,101,
32,42,32,75,84,95,76,79,71,50,69,59,10,32,32,32,32,99,111,110,115,116,32,102,
108,111,97,116,32,99,97,112,32,61,32,40,102,108,111,97,116,41,97,46,115,111,102,116,
99,97,112,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,114,98,97,115,101,
32,61,32,119,97,114,112,32,42,32,49,54,32,42,32,75,84,95,77,84,32,43,32,103,
59,32,47,42,32,108,111,99,97,108,32,114,111,119,32,111,102,32,40,109,116,44,32,104,
41,58,32,114,98,97,115,101,32,43,32,109,116,42,49,54,32,43,32,56,104,32,42,47,
10,10,32,32,32,32,102,108,111,97,116,32,111,91,75,84,95,77,84,93,91,75,84,95,
68,32,47,32,56,93,91,52,93,59,10,32,32,32,32,102,108,111,97,116,32,109,95,114,
117,110,91,75,84,95,77,84,93,91,50,93,44,32,108,95,114,117,110,91,75,84,95,77,
84,93,91,50,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,102,111,114,32,40,105,110,116,32,109,116,32,61,32,48,59,32,109,116,32,60,32,
75,84,95,77,84,59,32,109,116,43,43,41,32,123,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,100,
32,61,32,48,59,32,100,32,60,32,75,84,95,68,32,47,32,56,59,32,100,43,43,41,
32,111,91,109,116,93,91,100,93,91,48,93,32,61,32,111,91,109,116,93,91,100,93,91,
49,93,32,61,32,111,91,109,116,93,91,100,93,91,50,93,32,61,32,111,91,109,116,93,
91,100,93,91,51,93,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,109,
95,114,117,110,91,109,116,93,91,48,93,32,61,32,109,95,114,117,110,91,109,116,93,91,
49,93,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,32,32,32,32,32,32,32,
32,108,95,114,117,110,91,109,116,93,91,48,93,32,61,32,108,95,114,117,110,91,109,116,
93,91,49,93,32,61,32,48,46,48,102,59,10,32,32,32,32,125,10,32,32,32,32,99,
111,110,115,116,32,105,110,116,32,119,97,114,112,95,114,111,119,115,32,61,32,40,114,48,
32,43,32,119,97,114,112,32,42,32,49,54,32,42,32,75,84,95,77,84,41,32,60,32,
97,46,114,111,119,115,59,32,47,42,32,119,97,114,112,32,104,97,115,32,108,105,118,101,
32,114,111,119,115,32,42,47,10,10,35,105,102,32,75,84,95,81,82,69,71,10,32,32,
32,32,107,116,95,117,51,50,32,113,114,101,103,91,75,84,95,68,32,47,32,49,54,93,
91,52,93,59,10,32,32,32,32,107,116,95,99,112,95,119,97,105,116,95,103,114,111,117,
112,60,75,84,95,83,84,65,71,69,83,32,45,32,50,62,40,41,59,32,47,42,32,81,
32,99,97,109,101,32,119,105,116,104,32,116,104,101,32,102,105,114,115,116,32,116,105,108,
101,32,42,47,10,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,
32,40,105,110,116,32,107,115,32,61,32,48,59,32,107,115,32,60,32,75,84,95,68,32,
47,32,49,54,59,32,107,115,43,43,41,32,123,10,32,32,32,32,32,32,32,32,105,110,
116,32,114,32,61,32,119,97,114,112,32,42,32,49,54,32,43,32,40,108,97,110,101,32,
38,32,49,53,41,59,10,32,32,32,32,32,32,32,32,107,116,95,108,100,115,109,95,120,
52,40,115,81,97,32,43,32,40,107,116,95,117,51,50,41,40,114,32,42,32,76,68,83,
32,43,32,107,115,32,42,32,49,54,32,43,32,40,108,97,110,101,32,62,62,32,52,41,
32,42,32,56,41,32,42,32,50,117,44,32,113,114,101,103,91,107,115,93,91,48,93,44,
32,113,114,101,103,91,107,115,93,91,49,93,44,32,113,114,101,103,91,107,115,93,91,50,
93,44,32,113,114,101,103,91,107,115,93,91,51,93,41,59,10,32,32,32,32,125,10,35,
101,110,100,105,102,10,32,32,32,32,105,110,116,32,115,108,111,116,32,61,32,48,59,10,
32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,107,98,32,61,32,107,95,108,
111,59,32,107,98,32,60,32,107,95,104,105,59,32,107,98,32,43,61,32,66,78,41,32,
123,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,119,97,105,116,95,103,114,111,
117,112,60,75,84,95,83,84,65,71,69,83,32,45,32,50,62,40,41,59,10,32,32,32,
32,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,32,32,
32,32,32,32,32,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,114,
101,102,105,108,108,32,116,104,101,32,115,108,111,116,32,99,111,110,115,117,109,101,100,32,
105,110,32,116,104,101,32,112,114,101,118,105,111,117,115,32,105,116,101,114,97,116,105,111,
110,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,
110,98,32,61,32,107,98,32,43,32,40,107,116,95,105,54,52,41,40,75,84,95,83,84,
65,71,69,83,32,45,32,49,41,32,42,32,66,78,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,105,110,116,32,110,115,32,61,32,115,108,111,116,32,61,61,32,48,32,63,
32,75,84,95,83,84,65,71,69,83,32,45,32,49,32,58,32,115,108,111,116,32,45,32,
49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,110,98,32,60,32,
107,95,104,105,41,32,123,10,35,105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,75,84,95,80,65,71,69,
68,95,76,79,65,68,40,110,115,44,32,110,98,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,112,97,103,101,100,95,108,111,111,107,117,112,40,
80,44,32,98,44,32,110,98,32,43,32,66,78,32,43,32,108,97,110,101,44,32,107,95,
104,105,44,32,112,103,95,110,101,120,116,44,32,115,108,95,110,101,120,116,41,59,10,35,
101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
108,111,97,100,95,114,111,119,115,40,115,75,97,32,43,32,40,107,116,95,117,51,50,41,
40,110,115,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,44,32,107,98,
97,115,101,44,32,97,46,107,95,115,110,44,32,110,98,44,32,107,95,104,105,44,32,66,
78,44,32,116,105,100,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,108,111,97,100,95,114,111,119,115,40,115,86,97,32,43,32,40,107,116,95,
117,51,50,41,40,110,115,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,50,117,
44,32,118,98,97,115,101,44,32,97,46,118,95,115,110,44,32,110,98,44,32,107,95,104,
105,44,32,66,78,44,32,116,105,100,41,59,10,35,101,110,100,105,102,10,32,32,32,32,
32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,99,112,95,99,111,109,109,105,116,40,41,59,10,32,32,32,32,32,32,32,32,125,10,
35,105,102,32,75,84,95,75,73,78,68,32,61,61,32,57,32,38,38,32,75,84,95,80,
81,10,32,32,32,32,32,32,32,32,107,116,95,100,101,113,117,97,110,116,95,116,105,108,
101,40,115,75,97,44,32,115,75,99,32,43,32,115,108,111,116,32,42,32,75,84,95,67,
66,44,32,40,105,110,116,41,80,46,107,113,44,32,108,97,110,101,41,59,10,32,32,32,
32,32,32,32,32,107,116,95,100,101,113,117,97,110,116,95,116,105,108,101,40,115,86,97,
44,32,115,86,99,32,43,32,115,108,111,116,32,42,32,75,84,95,67,66,44,32,40,105,
110,116,41,80,46,118,113,44,32,108,97,110,101,41,59,10,32,32,32,32,32,32,32,32,
95,95,115,121,110,99,119,97,114,112,40,41,59,10,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,117,51,50,32,115,75,116,32,61,32,115,75,97,44,32,115,86,
116,32,61,32,115,86,97,59,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,99,
111,110,115,116,32,107,116,95,117,51,50,32,115,75,116,32,61,32,115,75,97,32,43,32,
40,107,116,95,117,51,50,41,40,115,108,111,116,32,42,32,66,78,32,42,32,76,68,83,
41,32,42,32,50,117,44,32,115,86,116,32,61,32,115,86,97,32,43,32,40,107,116,95,
117,51,50,41,40,115,108,111,116,32,42,32,66,78,32,42,32,76,68,83,41,32,42,32,
50,117,59,10,35,101,110,100,105,102,10,10,32,32,32,32,32,32,32,32,102,108,111,97,
116,32,115,91,75,84,95,77,84,93,91,66,78,32,47,32,56,93,91,52,93,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,109,116,32,61,32,48,59,32,109,116,32,60,32,75,84,95,77,
84,59,32,109,116,43,43,41,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,110,32,61,
32,48,59,32,110,32,60,32,66,78,32,47,32,56,59,32,110,43,43,41,32,115,91,109,
116,93,91,110,93,91,48,93,32,61,32,115,91,109,116,93,91,110,93,91,49,93,32,61,
32,115,91,109,116,93,91,110,93,91,50,93,32,61,32,115,91,109,116,93,91,110,93,91,
51,93,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,105,102,32,40,119,
97,114,112,95,114,111,119,115,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
107,115,32,61,32,48,59,32,107,115,32,60,32,75,84,95,68,32,47,32,49,54,59,32,
107,115,43,43,41,32,123,10,35,105,102,32,75,84,95,81,82,69,71,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,40,42,113,97,41,
91,52,93,32,61,32,38,113,114,101,103,91,107,115,93,59,10,35,101,108,115,101,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,113,97,
91,75,84,95,77,84,93,91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,
105,110,116,32,109,116,32,61,32,48,59,32,109,116,32,60,32,75,84,95,77,84,59,32,
109,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,110,116,32,114,32,61,32,119,97,114,112,32,42,32,49,54,32,42,32,
75,84,95,77,84,32,43,32,109,116,32,42,32,49,54,32,43,32,40,108,97,110,101,32,
38,32,49,53,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,108,100,115,109,95,120,52,40,115,81,97,32,43,32,40,107,116,95,
117,51,50,41,40,114,32,42,32,76,68,83,32,43,32,107,115,32,42,32,49,54,32,43,
32,40,108,97,110,101,32,62,62,32,52,41,32,42,32,56,41,32,42,32,50,117,44,32,
113,97,91,109,116,93,91,48,93,44,32,113,97,91,109,116,93,91,49,93,44,32,113,97,
91,109,116,93,91,50,93,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,113,97,91,109,116,93,91,51,
93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,101,
110,100,105,102,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,110,112,32,
61,32,48,59,32,110,112,32,60,32,66,78,32,47,32,49,54,59,32,110,112,43,43,41,
32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,117,51,50,32,98,48,44,32,98,49,44,32,98,50,44,32,98,51,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,114,32,
61,32,110,112,32,42,32,49,54,32,43,32,40,108,97,110,101,32,62,62,32,52,41,32,
42,32,56,32,43,32,40,108,97,110,101,32,38,32,55,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,100,115,109,95,120,52,
40,115,75,116,32,43,32,40,107,116,95,117,51,50,41,40,114,32,42,32,76,68,83,32,
43,32,107,115,32,42,32,49,54,32,43,32,40,40,108,97,110,101,32,62,62,32,51,41,
32,38,32,49,41,32,42,32,56,41,32,42,32,50,117,44,32,98,48,44,32,98,49,44,
32,98,50,44,32,98,51,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,109,116,32,61,32,48,59,32,109,116,32,60,32,75,84,95,77,84,
59,32,109,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,109,109,97,40,115,91,109,116,93,91,50,
32,42,32,110,112,93,44,32,113,97,91,109,116,93,44,32,98,48,44,32,98,49,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,109,109,97,40,115,91,109,116,93,91,50,32,42,32,110,112,32,43,32,49,
93,44,32,113,97,91,109,116,93,44,32,98,50,44,32,98,51,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,125,10,10,35,105,102,32,75,84,95,75,73,78,68,
32,61,61,32,57,32,38,38,32,75,84,95,80,81,10,32,32,32,32,32,32,32,32,107,
116,95,115,99,97,108,101,95,99,111,108,115,40,115,44,32,115,75,115,32,43,32,115,108,
111,116,32,42,32,66,78,44,32,80,46,107,113,32,61,61,32,50,32,63,32,50,53,54,
46,48,102,32,58,32,49,46,48,102,44,32,116,41,59,32,47,42,32,113,32,46,32,99,
111,100,101,95,106,32,120,32,115,99,97,108,101,95,106,32,42,47,10,35,101,110,100,105,
102,10,32,32,32,32,32,32,32,32,47,42,32,83,99,111,114,101,115,32,116,111,32,116,
104,101,32,108,111,103,50,32,100,111,109,97,105,110,44,32,109,97,115,107,105,110,103,32,
111,110,108,121,32,119,104,101,114,101,32,105,116,32,99,97,110,32,109,97,116,116,101,114,
46,32,42,47,10,32,32,32,32,32,32,32,32,105,110,116,32,102,117,108,108,32,61,32,
107,98,32,43,32,66,78,32,60,61,32,107,95,104,105,32,38,38,32,33,40,97,46,119,
102,108,97,103,115,32,38,32,49,32,38,38,32,107,98,32,60,32,105,95,104,105,32,43,
32,111,102,102,32,45,32,97,46,119,108,41,32,38,38,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,33,40,97,46,119,102,108,97,103,115,32,38,32,
50,32,38,38,32,107,98,32,43,32,66,78,32,45,32,49,32,62,32,105,95,108,111,32,
43,32,111,102,102,32,43,32,97,46,119,114,41,59,10,32,32,32,32,32,32,32,32,105,
110,116,32,112,108,97,105,110,32,61,32,102,117,108,108,32,38,38,32,99,97,112,32,61,
61,32,48,46,48,102,32,38,38,32,33,97,46,97,108,105,98,105,32,38,38,32,33,75,
84,95,77,65,83,75,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,109,116,32,61,32,48,59,32,
109,116,32,60,32,75,84,95,77,84,59,32,109,116,43,43,41,10,35,112,114,97,103,109,
97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,110,32,61,32,48,59,32,110,32,60,32,66,78,32,47,32,56,59,
32,110,43,43,41,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,
61,32,48,59,32,101,32,60,32,52,59,32,101,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,32,61,
32,115,91,109,116,93,91,110,93,91,101,93,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,105,102,32,40,112,108,97,105,110,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,120,
32,42,61,32,115,108,50,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,103,114,32,
61,32,114,48,32,43,32,114,98,97,115,101,32,43,32,109,116,32,42,32,49,54,32,43,
32,56,32,42,32,40,101,32,62,62,32,49,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,105,32,
61,32,97,46,112,97,99,107,32,63,32,103,114,32,47,32,71,32,58,32,103,114,44,32,
104,113,32,61,32,97,46,112,97,99,107,32,63,32,104,117,32,42,32,71,32,43,32,103,
114,32,37,32,71,32,58,32,104,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,106,32,61,32,107,
98,32,43,32,110,32,42,32,56,32,43,32,50,32,42,32,116,32,43,32,40,101,32,38,
32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,107,116,95,105,54,52,32,113,112,111,115,32,61,32,105,32,43,32,111,
102,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,110,116,32,118,105,115,32,61,32,103,114,32,60,32,97,46,114,111,119,
115,32,38,38,32,106,32,60,32,107,95,104,105,32,38,38,32,40,33,40,97,46,119,102,
108,97,103,115,32,38,32,49,41,32,124,124,32,106,32,62,61,32,113,112,111,115,32,45,
32,97,46,119,108,41,32,38,38,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,40,33,40,97,
46,119,102,108,97,103,115,32,38,32,50,41,32,124,124,32,106,32,60,61,32,113,112,111,
115,32,43,32,97,46,119,114,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,99,97,112,32,33,61,32,48,46,
48,102,41,32,120,32,61,32,99,97,112,32,42,32,116,97,110,104,102,40,120,32,42,32,
40,102,108,111,97,116,41,97,46,115,99,97,108,101,32,47,32,99,97,112,41,32,42,32,
75,84,95,76,79,71,50,69,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,120,32,42,61,32,115,108,50,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,118,105,115,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,97,108,
105,98,105,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,100,105,
115,116,32,61,32,113,112,111,115,32,45,32,106,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,120,
32,45,61,32,40,40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,97,108,
105,98,105,41,91,104,113,93,32,42,32,75,84,95,76,79,71,50,69,32,42,32,40,102,
108,111,97,116,41,40,100,105,115,116,32,60,32,48,32,63,32,45,100,105,115,116,32,58,
32,100,105,115,116,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,105,102,32,75,84,95,77,65,83,
75,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,120,32,43,61,32,107,116,95,109,97,115,107,95,118,97,108,117,101,
40,97,44,32,98,44,32,104,113,44,32,105,44,32,106,41,32,42,32,75,84,95,76,79,
71,50,69,59,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,120,32,61,32,118,105,115,32,63,32,
120,32,58,32,75,84,95,78,69,71,95,73,78,70,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,115,91,109,116,93,91,110,93,91,101,93,32,61,32,
120,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,10,32,32,
32,32,32,32,32,32,47,42,32,79,110,108,105,110,101,32,115,111,102,116,109,97,120,58,
32,114,111,119,115,32,103,32,97,110,100,32,103,43,56,32,111,102,32,101,97,99,104,32,
109,45,116,105,108,101,44,32,114,101,100,117,99,101,100,32,111,118,101,114,32,116,104,101,
32,113,117,97,100,46,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,109,116,32,61,32,48,
59,32,109,116,32,60,32,75,84,95,77,84,59,32,109,116,43,43,41,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,
111,114,32,40,105,110,116,32,104,32,61,32,48,59,32,104,32,60,32,50,59,32,104,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,
97,116,32,109,120,32,61,32,109,95,114,117,110,91,109,116,93,91,104,93,59,10,35,112,
114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,102,111,114,32,40,105,110,116,32,110,32,61,32,48,59,32,110,32,60,
32,66,78,32,47,32,56,59,32,110,43,43,41,32,109,120,32,61,32,102,109,97,120,102,
40,109,120,44,32,102,109,97,120,102,40,115,91,109,116,93,91,110,93,91,50,32,42,32,
104,93,44,32,115,91,109,116,93,91,110,93,91,50,32,42,32,104,32,43,32,49,93,41,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,120,32,61,32,
102,109,97,120,102,40,109,120,44,32,107,116,95,115,104,102,108,95,120,111,114,40,109,120,
44,32,49,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,
120,32,61,32,102,109,97,120,102,40,109,120,44,32,107,116,95,115,104,102,108,95,120,111,
114,40,109,120,44,32,50,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,102,108,111,97,116,32,109,117,32,61,32,109,120,32,61,61,32,75,84,95,78,
69,71,95,73,78,70,32,63,32,48,46,48,102,32,58,32,109,120,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,97,108,112,104,97,32,
61,32,107,116,95,101,120,112,50,40,109,95,114,117,110,91,109,116,93,91,104,93,32,45,
32,109,117,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,95,
114,117,110,91,109,116,93,91,104,93,32,61,32,109,120,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,115,117,109,32,61,32,48,46,48,
102,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,110,32,61,32,48,
59,32,110,32,60,32,66,78,32,47,32,56,59,32,110,43,43,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,112,
48,32,61,32,107,116,95,101,120,112,50,40,115,91,109,116,93,91,110,93,91,50,32,42,
32,104,93,32,45,32,109,117,41,44,32,112,49,32,61,32,107,116,95,101,120,112,50,40,
115,91,109,116,93,91,110,93,91,50,32,42,32,104,32,43,32,49,93,32,45,32,109,117,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,115,
91,109,116,93,91,110,93,91,50,32,42,32,104,93,32,61,32,112,48,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,115,91,109,116,93,91,110,
93,91,50,32,42,32,104,32,43,32,49,93,32,61,32,112,49,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,115,117,109,32,43,61,32,112,48,
32,43,32,112,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,108,95,114,117,110,91,109,
116,93,91,104,93,32,61,32,108,95,114,117,110,91,109,116,93,91,104,93,32,42,32,97,
108,112,104,97,32,43,32,115,117,109,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,
105,110,116,32,100,32,61,32,48,59,32,100,32,60,32,75,84,95,68,32,47,32,56,59,
32,100,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,111,91,109,116,93,91,100,93,91,50,32,42,32,104,93,32,42,61,32,97,
108,112,104,97,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,111,91,109,116,93,91,100,93,91,50,32,42,32,104,32,43,32,49,93,32,42,61,
32,97,108,112,104,97,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,10,35,105,102,32,75,84,95,
75,73,78,68,32,61,61,32,57,32,38,38,32,75,84,95,80,81,10,32,32,32,32,32,
32,32,32,107,116,95,115,99,97,108,101,95,99,111,108,115,40,115,44,32,115,86,115,32,
43,32,115,108,111,116,32,42,32,66,78,44,32,80,46,118,113,32,61,61,32,50,32,63,
32,50,53,54,46,48,102,32,58,32,49,46,48,102,44,32,116,41,59,32,47,42,32,112,
95,106,32,120,32,115,99,97,108,101,95,106,44,32,116,104,101,110,32,46,32,99,111,100,
101,95,106,32,42,47,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,105,102,
32,40,119,97,114,112,95,114,111,119,115,41,32,123,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,106,32,61,32,48,59,32,106,32,60,32,66,78,32,47,32,49,54,59,32,106,
43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,117,51,50,32,112,97,91,75,84,95,77,84,93,91,52,93,59,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,109,116,32,61,32,48,59,32,109,116,32,60,32,
75,84,95,77,84,59,32,109,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,112,97,91,109,116,93,91,48,93,32,61,32,107,
116,95,112,97,99,107,50,40,115,91,109,116,93,91,50,32,42,32,106,93,91,48,93,44,
32,115,91,109,116,93,91,50,32,42,32,106,93,91,49,93,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,112,97,91,109,116,93,91,49,93,
32,61,32,107,116,95,112,97,99,107,50,40,115,91,109,116,93,91,50,32,42,32,106,93,
91,50,93,44,32,115,91,109,116,93,91,50,32,42,32,106,93,91,51,93,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,112,97,91,109,116,
93,91,50,93,32,61,32,107,116,95,112,97,99,107,50,40,115,91,109,116,93,91,50,32,
42,32,106,32,43,32,49,93,91,48,93,44,32,115,91,109,116,93,91,50,32,42,32,106,
32,43,32,49,93,91,49,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,112,97,91,109,116,93,91,51,93,32,61,32,107,116,95,112,97,
99,107,50,40,115,91,109,116,93,91,50,32,42,32,106,32,43,32,49,93,91,50,93,44,
32,115,91,109,116,93,91,50,32,42,32,106,32,43,32,49,93,91,51,93,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,100,112,32,61,32,48,59,32,100,112,32,60,32,75,84,
95,68,32,47,32,49,54,59,32,100,112,43,43,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,98,48,44,32,
98,49,44,32,98,50,44,32,98,51,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,105,110,116,32,114,32,61,32,106,32,42,32,49,54,32,43,
32,40,40,108,97,110,101,32,62,62,32,51,41,32,38,32,49,41,32,42,32,56,32,43,
32,40,108,97,110,101,32,38,32,55,41,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,108,100,115,109,95,120,52,95,116,40,115,86,
116,32,43,32,40,107,116,95,117,51,50,41,40,114,32,42,32,76,68,83,32,43,32,100,
112,32,42,32,49,54,32,43,32,40,108,97,110,101,32,62,62,32,52,41,32,42,32,56,
41,32,42,32,50,117,44,32,98,48,44,32,98,49,44,32,98,50,44,32,98,51,41,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,109,116,32,
61,32,48,59,32,109,116,32,60,32,75,84,95,77,84,59,32,109,116,43,43,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,109,109,97,40,111,91,109,116,93,91,50,32,42,32,100,112,93,44,32,112,
97,91,109,116,93,44,32,98,48,44,32,98,49,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,109,97,40,111,
91,109,116,93,91,50,32,42,32,100,112,32,43,32,49,93,44,32,112,97,91,109,116,93,
44,32,98,50,44,32,98,51,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,115,108,111,116,32,61,32,115,108,111,116,32,43,
32,49,32,61,61,32,75,84,95,83,84,65,71,69,83,32,63,32,48,32,58,32,115,108,
111,116,32,43,32,49,59,10,32,32,32,32,125,10,32,32,32,32,107,116,95,99,112,95,
119,97,105,116,95,97,108,108,40,41,59,10,10,32,32,32,32,47,42,32,69,112,105,108,
111,103,117,101,58,32,110,111,114,109,97,108,105,115,101,44,32,119,114,105,116,101,32,79,
32,40,97,110,100,32,76,83,69,41,32,111,114,32,116,104,101,32,115,112,108,105,116,39,
115,32,102,51,50,32,112,97,114,116,105,97,108,115,46,32,42,47,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,109,
116,32,61,32,48,59,32,109,116,32,60,32,75,84,95,77,84,59,32,109,116,43,43,41,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,104,32,61,32,48,59,32,104,32,60,32,50,59,32,104,
43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,
108,32,61,32,108,95,114,117,110,91,109,116,93,91,104,93,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,108,32,43,61,32,107,116,95,115,104,102,108,95,120,111,114,40,108,
44,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,108,32,43,61,32,107,
116,95,115,104,102,108,95,120,111,114,40,108,44,32,50,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,102,108,111,97,116,32,105,110,118,32,61,32,108,32,62,32,48,46,
48,102,32,63,32,49,46,48,102,32,47,32,108,32,58,32,48,46,48,102,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,108,115,101,32,61,32,108,32,
62,32,48,46,48,102,32,63,32,40,109,95,114,117,110,91,109,116,93,91,104,93,32,43,
32,108,111,103,50,102,40,108,41,41,32,42,32,75,84,95,76,78,50,32,58,32,75,84,
95,78,69,71,95,73,78,70,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,105,54,52,32,103,114,32,61,32,114,48,32,43,32,114,98,97,115,101,32,43,32,109,
116,32,42,32,49,54,32,43,32,56,32,42,32,104,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,105,102,32,40,103,114,32,62,61,32,97,46,114,111,119,115,41,32,99,111,
110,116,105,110,117,101,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,
54,52,32,105,32,61,32,97,46,112,97,99,107,32,63,32,103,114,32,47,32,71,32,58,
32,103,114,44,32,104,113,32,61,32,97,46,112,97,99,107,32,63,32,104,117,32,42,32,
71,32,43,32,103,114,32,37,32,71,32,58,32,104,117,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,105,102,32,40,97,46,110,117,109,95,115,112,108,105,116,115,32,62,32,
49,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
105,54,52,32,114,111,119,32,61,32,40,40,115,112,108,105,116,32,42,32,97,46,66,32,
43,32,98,41,32,42,32,97,46,72,113,32,43,32,104,113,41,32,42,32,97,46,78,113,
32,43,32,105,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,
111,97,116,32,42,112,111,32,61,32,40,102,108,111,97,116,32,42,41,97,46,112,97,114,
116,95,111,32,43,32,114,111,119,32,42,32,75,84,95,68,59,10,35,112,114,97,103,109,
97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,102,111,114,32,40,105,110,116,32,100,32,61,32,48,59,32,100,32,60,32,75,84,95,
68,32,47,32,56,59,32,100,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,50,32,118,50,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,50,46,120,32,61,32,
111,91,109,116,93,91,100,93,91,50,32,42,32,104,93,32,42,32,105,110,118,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,50,46,121,32,
61,32,111,91,109,116,93,91,100,93,91,50,32,42,32,104,32,43,32,49,93,32,42,32,
105,110,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,42,40,102,108,111,97,116,50,32,42,41,40,112,111,32,43,32,100,32,42,32,56,32,
43,32,50,32,42,32,116,41,32,61,32,118,50,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,116,32,61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,97,
46,112,97,114,116,95,108,115,101,41,91,114,111,119,93,32,61,32,108,115,101,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,49,54,32,42,112,111,32,61,
32,40,107,116,95,117,49,54,32,42,41,97,46,111,32,43,32,98,32,42,32,97,46,111,
95,115,98,32,43,32,104,113,32,42,32,97,46,111,95,115,104,32,43,32,105,32,42,32,
97,46,111,95,115,110,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
100,32,61,32,48,59,32,100,32,60,32,75,84,95,68,32,47,32,56,59,32,100,43,43,
41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,42,40,
107,116,95,117,51,50,32,42,41,40,112,111,32,43,32,100,32,42,32,56,32,43,32,50,
32,42,32,116,41,32,61,32,107,116,95,112,97,99,107,50,40,111,91,109,116,93,91,100,
93,91,50,32,42,32,104,93,32,42,32,105,110,118,44,32,111,91,109,116,93,91,100,93,
91,50,32,42,32,104,32,43,32,49,93,32,42,32,105,110,118,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,108,115,101,32,38,38,
32,116,32,61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,97,46,108,115,101,
41,91,98,32,42,32,97,46,108,95,115,98,32,43,32,104,113,32,42,32,97,46,108,95,
115,104,32,43,32,105,32,42,32,97,46,108,95,115,110,93,32,61,32,108,115,101,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,
125,10,35,101,108,115,101,10,47,42,32,72,111,112,112,101,114,32,102,111,114,119,97,114,
100,32,40,115,109,95,57,48,97,41,46,32,67,111,110,115,117,109,101,114,32,119,97,114,
112,103,114,111,117,112,115,32,111,119,110,32,54,52,32,113,117,101,114,121,32,114,111,119,
115,32,101,97,99,104,46,32,81,44,32,75,10,32,32,32,97,110,100,32,86,32,116,105,
108,101,115,32,115,105,116,32,105,110,32,115,104,97,114,101,100,32,109,101,109,111,114,121,
32,105,110,32,49,50,56,45,98,121,116,101,45,115,119,105,122,122,108,101,100,32,99,111,
108,117,109,110,32,98,108,111,99,107,115,32,111,102,32,54,52,10,32,32,32,101,108,101,
109,101,110,116,115,32,40,116,104,101,32,119,103,109,109,97,32,99,97,110,111,110,105,99,
97,108,32,108,97,121,111,117,116,41,46,32,83,32,61,32,81,32,75,94,84,32,98,121,
32,119,103,109,109,97,32,119,105,116,104,32,98,111,116,104,10,32,32,32,111,112,101,114,
97,110,100,115,32,105,110,32,115,104,97,114,101,100,32,109,101,109,111,114,121,59,32,80,
32,115,116,97,121,115,32,105,110,32,114,101,103,105,115,116,101,114,115,32,40,116,104,101,
32,97,99,99,117,109,117,108,97,116,111,114,32,108,97,121,111,117,116,32,111,102,10,32,
32,32,83,32,105,115,32,116,104,101,32,65,45,102,114,97,103,109,101,110,116,32,108,97,
121,111,117,116,32,111,102,32,80,41,32,97,110,100,32,79,32,43,61,32,80,32,86,32,
98,121,32,119,103,109,109,97,32,119,105,116,104,32,86,32,114,101,97,100,32,78,45,109,
97,106,111,114,46,10,32,32,32,75,32,114,117,110,115,32,111,110,101,32,116,105,108,101,
32,97,104,101,97,100,32,111,102,32,86,58,32,105,116,101,114,97,116,105,111,110,32,106,
32,105,115,115,117,101,115,32,83,40,106,41,32,97,110,100,32,80,40,106,45,49,41,32,
86,40,106,45,49,41,32,98,97,99,107,10,32,32,32,116,111,32,98,97,99,107,32,97,
110,100,32,114,117,110,115,32,116,104,101,32,115,111,102,116,109,97,120,32,111,102,32,83,
40,106,41,32,119,104,105,108,101,32,80,32,86,32,105,115,32,105,110,32,102,108,105,103,
104,116,46,10,32,32,32,75,84,95,83,77,57,48,32,49,58,32,75,84,95,87,65,82,
80,83,47,52,32,99,111,110,115,117,109,101,114,32,119,97,114,112,103,114,111,117,112,115,
32,108,111,97,100,32,119,105,116,104,32,99,112,46,97,115,121,110,99,32,97,110,100,32,
109,101,101,116,32,97,116,10,32,32,32,111,110,101,32,98,97,114,114,105,101,114,32,112,
101,114,32,116,105,108,101,46,32,75,84,95,83,77,57,48,32,50,58,32,119,97,114,112,
103,114,111,117,112,32,48,32,105,115,32,97,32,112,114,111,100,117,99,101,114,32,105,115,
115,117,105,110,103,32,98,117,108,107,10,32,32,32,116,101,110,115,111,114,32,99,111,112,
105,101,115,32,40,84,77,65,41,32,111,110,32,109,98,97,114,114,105,101,114,115,44,32,
75,84,95,87,65,82,80,83,47,52,32,45,32,49,32,99,111,110,115,117,109,101,114,32,
119,97,114,112,103,114,111,117,112,115,32,116,97,107,101,10,32,32,32,116,117,114,110,115,
32,105,115,115,117,105,110,103,32,116,104,101,105,114,32,77,77,65,115,32,40,110,97,109,
101,100,32,98,97,114,114,105,101,114,115,41,32,115,111,32,111,110,101,39,115,32,115,111,
102,116,109,97,120,32,111,118,101,114,108,97,112,115,32,116,104,101,10,32,32,32,111,116,
104,101,114,39,115,32,77,77,65,115,46,32,78,111,32,112,97,99,107,101,100,32,114,111,
119,115,32,40,100,101,99,111,100,101,32,117,115,101,115,32,116,104,101,32,103,101,110,101,
114,105,99,32,107,101,114,110,101,108,41,46,32,42,47,10,35,105,102,32,75,84,95,83,
77,57,48,32,61,61,32,50,10,35,100,101,102,105,110,101,32,75,84,95,87,71,32,40,
75,84,95,87,65,82,80,83,32,47,32,52,32,45,32,49,41,32,47,42,32,99,111,110,
115,117,109,101,114,32,119,97,114,112,103,114,111,117,112,115,32,42,47,10,35,100,101,102,
105,110,101,32,78,84,72,82,32,40,75,84,95,87,65,82,80,83,32,42,32,51,50,41,
10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,87,71,32,40,75,84,
95,87,65,82,80,83,32,47,32,52,41,10,35,100,101,102,105,110,101,32,78,84,72,82,
32,40,75,84,95,87,71,32,42,32,49,50,56,41,10,35,101,110,100,105,102,10,35,100,
101,102,105,110,101,32,66,77,32,40,54,52,32,42,32,75,84,95,87,71,41,10,35,100,
101,102,105,110,101,32,66,78,32,75,84,95,66,78,10,35,100,101,102,105,110,101,32,68,
67,72,32,40,75,84,95,68,32,47,32,56,41,10,35,100,101,102,105,110,101,32,84,73,
76,69,95,66,32,40,66,78,32,42,32,75,84,95,68,32,42,32,50,41,32,47,42,32,
98,121,116,101,115,32,111,102,32,111,110,101,32,75,32,111,114,32,86,32,116,105,108,101,
32,42,47,10,10,35,105,102,32,75,84,95,68,32,61,61,32,54,52,10,35,100,101,102,
105,110,101,32,75,84,95,80,86,32,107,116,95,119,103,109,109,97,95,114,115,95,110,54,
52,95,116,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,80,86,32,
107,116,95,119,103,109,109,97,95,114,115,95,110,49,50,56,95,116,10,35,101,110,100,105,
102,10,35,105,102,32,66,78,32,61,61,32,54,52,10,35,100,101,102,105,110,101,32,75,
84,95,81,75,32,107,116,95,119,103,109,109,97,95,115,115,95,110,54,52,10,35,101,108,
115,101,10,35,100,101,102,105,110,101,32,75,84,95,81,75,32,107,116,95,119,103,109,109,
97,95,115,115,95,110,49,50,56,10,35,101,110,100,105,102,10,10,47,42,32,66,108,111,
99,107,45,115,112,97,114,115,101,32,40,107,105,110,100,32,52,32,119,105,116,104,32,75,
84,95,77,65,83,75,32,49,41,58,32,101,97,99,104,32,67,84,65,32,119,97,108,107,
115,32,105,116,115,32,111,119,110,32,108,105,115,116,32,111,102,32,107,101,121,10,32,32,
32,116,105,108,101,115,44,32,98,117,105,108,116,32,98,121,32,107,116,95,115,112,97,114,
115,101,95,108,105,115,116,32,40,115,104,97,100,101,114,115,47,115,112,97,114,115,101,46,
99,117,41,58,32,99,110,116,91,114,111,119,93,32,116,105,108,101,115,32,97,116,10,32,
32,32,105,100,120,91,114,111,119,32,42,32,84,32,46,46,46,93,44,32,114,111,119,32,
61,32,40,98,32,42,32,72,113,32,43,32,104,113,41,32,42,32,114,111,119,95,98,108,
111,99,107,115,32,43,32,114,48,32,47,32,66,77,46,32,84,104,101,32,101,108,101,109,
101,110,116,10,32,32,32,99,104,101,99,107,32,97,103,97,105,110,115,116,32,116,104,101,
32,98,108,111,99,107,32,109,97,115,107,32,114,117,110,115,32,111,110,108,121,32,119,104,
101,110,32,116,104,101,32,98,108,111,99,107,32,115,105,122,101,115,32,97,114,101,32,111,
102,102,32,116,104,101,10,32,32,32,49,50,56,32,120,32,49,50,56,32,116,105,108,101,
32,103,114,105,100,32,40,98,109,97,115,107,32,33,61,32,48,41,46,32,42,47,10,35,
100,101,102,105,110,101,32,75,84,95,69,77,32,40,75,84,95,83,77,57,48,32,61,61,
32,50,32,38,38,32,75,84,95,77,65,83,75,32,61,61,32,49,41,10,47,42,32,69,
108,101,109,101,110,116,32,109,97,115,107,32,40,107,105,110,100,32,52,32,119,105,116,104,
32,75,84,95,77,65,83,75,32,50,41,58,32,116,104,101,32,109,97,115,107,32,116,101,
110,115,111,114,32,111,102,32,116,104,101,32,97,114,103,117,109,101,110,116,115,44,10,32,
32,32,114,101,97,100,32,112,101,114,32,118,105,115,105,98,108,101,32,101,108,101,109,101,
110,116,32,102,114,111,109,32,103,108,111,98,97,108,32,109,101,109,111,114,121,32,40,98,
114,111,97,100,99,97,115,116,32,100,105,109,115,32,115,116,114,105,100,101,32,48,41,46,
32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,88,77,32,40,75,84,95,83,77,
57,48,32,61,61,32,50,32,38,38,32,75,84,95,77,65,83,75,32,61,61,32,50,41,
10,35,105,102,32,75,84,95,69,77,10,35,100,101,102,105,110,101,32,75,84,95,69,77,
95,80,65,82,65,77,83,32,44,32,99,111,110,115,116,32,107,116,95,117,56,32,42,109,
48,44,32,99,111,110,115,116,32,107,116,95,117,56,32,42,109,49,44,32,107,116,95,105,
54,52,32,101,109,95,98,107,44,32,107,116,95,105,54,52,32,101,109,95,115,107,10,35,
100,101,102,105,110,101,32,75,84,95,69,77,95,78,79,78,69,32,44,32,40,99,111,110,
115,116,32,107,116,95,117,56,32,42,41,48,44,32,40,99,111,110,115,116,32,107,116,95,
117,56,32,42,41,48,44,32,48,44,32,48,10,35,100,101,102,105,110,101,32,75,84,95,
69,77,95,80,65,83,83,32,44,32,109,48,44,32,109,49,44,32,101,109,95,98,107,44,
32,101,109,95,115,107,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,
69,77,95,80,65,82,65,77,83,10,35,100,101,102,105,110,101,32,75,84,95,69,77,95,
78,79,78,69,10,35,100,101,102,105,110,101,32,75,84,95,69,77,95,80,65,83,83,10,
35,101,110,100,105,102,10,10,75,84,95,68,69,86,32,105,110,116,32,107,116,95,99,108,
97,109,112,105,40,107,116,95,105,54,52,32,120,41,32,123,32,114,101,116,117,114,110,32,
120,32,60,32,45,40,49,32,60,60,32,51,48,41,32,63,32,45,40,49,32,60,60,32,
51,48,41,32,58,32,120,32,62,32,40,49,32,60,60,32,51,48,41,32,63,32,40,49,
32,60,60,32,51,48,41,32,58,32,40,105,110,116,41,120,59,32,125,10,10,47,42,32,
83,32,61,32,81,32,75,94,84,32,102,111,114,32,111,110,101,32,119,97,114,112,103,114,
111,117,112,58,32,75,84,95,68,47,49,54,32,77,77,65,115,44,32,111,110,101,32,99,
111,109,109,105,116,32,103,114,111,117,112,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,107,40,102,108,111,97,116,32,42,115,44,32,107,116,95,117,51,
50,32,115,113,44,32,107,116,95,117,51,50,32,115,107,41,32,123,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,
32,61,32,48,59,32,105,32,60,32,66,78,32,47,32,50,59,32,105,43,43,41,32,107,
116,95,114,101,103,95,102,101,110,99,101,40,115,91,105,93,41,59,10,32,32,32,32,107,
116,95,119,103,109,109,97,95,102,101,110,99,101,40,41,59,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,107,115,32,
61,32,48,59,32,107,115,32,60,32,75,84,95,68,32,47,32,49,54,59,32,107,115,43,
43,41,10,32,32,32,32,32,32,32,32,75,84,95,81,75,40,115,44,32,107,116,95,103,
100,101,115,99,40,115,113,32,43,32,40,107,115,32,62,62,32,50,41,32,42,32,40,66,
77,32,42,32,49,50,56,41,32,43,32,40,107,115,32,38,32,51,41,32,42,32,51,50,
44,32,49,54,44,32,49,48,50,52,41,44,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,103,100,101,115,99,40,115,107,32,43,32,40,107,115,32,62,62,32,
50,41,32,42,32,40,66,78,32,42,32,49,50,56,41,32,43,32,40,107,115,32,38,32,
51,41,32,42,32,51,50,44,32,49,54,44,32,49,48,50,52,41,44,32,107,115,41,59,
10,32,32,32,32,107,116,95,119,103,109,109,97,95,99,111,109,109,105,116,40,41,59,10,
35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,
105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,66,78,32,47,32,50,59,32,105,
43,43,41,32,107,116,95,114,101,103,95,102,101,110,99,101,40,115,91,105,93,41,59,10,
125,10,47,42,32,79,32,43,61,32,80,32,86,58,32,66,78,47,49,54,32,77,77,65,
115,44,32,111,110,101,32,99,111,109,109,105,116,32,103,114,111,117,112,32,42,47,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,112,118,40,102,108,111,97,116,32,42,
111,44,32,107,116,95,117,51,50,32,40,42,112,41,91,52,93,44,32,107,116,95,117,51,
50,32,115,118,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,
84,95,68,32,47,32,50,59,32,105,43,43,41,32,107,116,95,114,101,103,95,102,101,110,
99,101,40,111,91,105,93,41,59,10,32,32,32,32,107,116,95,119,103,109,109,97,95,102,
101,110,99,101,40,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,102,111,114,32,40,105,110,116,32,107,107,32,61,32,48,59,32,107,107,32,60,
32,66,78,32,47,32,49,54,59,32,107,107,43,43,41,32,75,84,95,80,86,40,111,44,
32,112,91,107,107,93,44,32,107,116,95,103,100,101,115,99,40,115,118,32,43,32,107,107,
32,42,32,50,48,52,56,44,32,66,78,32,42,32,49,50,56,44,32,49,48,50,52,41,
41,59,10,32,32,32,32,107,116,95,119,103,109,109,97,95,99,111,109,109,105,116,40,41,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,
32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,95,68,32,47,32,
50,59,32,105,43,43,41,32,107,116,95,114,101,103,95,102,101,110,99,101,40,111,91,105,
93,41,59,10,125,10,10,47,42,32,80,101,114,45,98,108,111,99,107,32,103,101,111,109,
101,116,114,121,32,115,104,97,114,101,100,32,98,121,32,98,111,116,104,32,107,101,114,110,
101,108,115,46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,98,108,107,32,123,10,
32,32,32,32,107,116,95,105,54,52,32,98,44,32,104,113,44,32,107,118,104,44,32,115,
112,108,105,116,44,32,114,48,44,32,114,108,97,115,116,44,32,111,102,102,44,32,107,95,
108,111,44,32,107,95,104,105,59,10,32,32,32,32,105,110,116,32,110,116,105,108,101,115,
59,10,125,59,10,47,42,32,114,111,119,32,98,108,111,99,107,32,114,98,32,111,102,32,
116,104,105,115,32,67,84,65,39,115,32,40,98,97,116,99,104,44,32,104,101,97,100,44,
32,115,112,108,105,116,41,32,42,47,10,75,84,95,68,69,86,32,107,116,95,98,108,107,
32,107,116,95,98,108,111,99,107,95,97,116,40,99,111,110,115,116,32,107,116,95,97,116,
116,110,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,114,98,41,32,123,
10,32,32,32,32,107,116,95,98,108,107,32,107,59,10,32,32,32,32,107,46,98,32,61,
32,98,108,111,99,107,73,100,120,46,121,32,47,32,97,46,72,113,59,10,32,32,32,32,
107,46,104,113,32,61,32,98,108,111,99,107,73,100,120,46,121,32,45,32,107,46,98,32,
42,32,97,46,72,113,59,10,32,32,32,32,107,46,107,118,104,32,61,32,107,46,104,113,
32,47,32,97,46,103,114,111,117,112,59,10,32,32,32,32,107,46,115,112,108,105,116,32,
61,32,98,108,111,99,107,73,100,120,46,122,59,10,32,32,32,32,107,46,114,48,32,61,
32,114,98,32,42,32,66,77,59,10,32,32,32,32,107,46,114,108,97,115,116,32,61,32,
40,107,46,114,48,32,43,32,66,77,32,60,32,97,46,114,111,119,115,32,63,32,107,46,
114,48,32,43,32,66,77,32,58,32,97,46,114,111,119,115,41,32,45,32,49,59,10,32,
32,32,32,107,46,111,102,102,32,61,32,97,46,78,107,32,45,32,97,46,78,113,59,10,
32,32,32,32,107,46,107,95,108,111,32,61,32,107,46,115,112,108,105,116,32,42,32,97,
46,115,112,108,105,116,95,107,101,121,115,59,10,32,32,32,32,107,46,107,95,104,105,32,
61,32,107,46,107,95,108,111,32,43,32,97,46,115,112,108,105,116,95,107,101,121,115,59,
10,32,32,32,32,105,102,32,40,107,46,107,95,104,105,32,62,32,97,46,78,107,41,32,
107,46,107,95,104,105,32,61,32,97,46,78,107,59,10,32,32,32,32,105,102,32,40,40,
97,46,119,102,108,97,103,115,32,38,32,49,41,32,38,38,32,107,46,114,48,32,43,32,
107,46,111,102,102,32,45,32,97,46,119,108,32,62,32,107,46,107,95,108,111,41,32,107,
46,107,95,108,111,32,61,32,107,46,114,48,32,43,32,107,46,111,102,102,32,45,32,97,
46,119,108,59,10,32,32,32,32,105,102,32,40,40,97,46,119,102,108,97,103,115,32,38,
32,50,41,32,38,38,32,107,46,114,108,97,115,116,32,43,32,107,46,111,102,102,32,43,
32,97,46,119,114,32,43,32,49,32,60,32,107,46,107,95,104,105,41,32,107,46,107,95,
104,105,32,61,32,107,46,114,108,97,115,116,32,43,32,107,46,111,102,102,32,43,32,97,
46,119,114,32,43,32,49,59,10,32,32,32,32,107,46,110,116,105,108,101,115,32,61,32,
107,46,107,95,104,105,32,62,32,107,46,107,95,108,111,32,63,32,40,105,110,116,41,40,
40,107,46,107,95,104,105,32,45,32,107,46,107,95,108,111,32,43,32,66,78,32,45,32,
49,41,32,47,32,66,78,41,32,58,32,48,59,10,32,32,32,32,114,101,116,117,114,110,
32,107,59,10,125,10,47,42,32,104,101,97,118,105,101,115,116,32,114,111,119,32,98,108,
111,99,107,115,32,40,99,97,117,115,97,108,58,32,116,104,101,32,108,97,115,116,32,111,
110,101,115,41,32,102,105,114,115,116,32,42,47,10,75,84,95,68,69,86,32,107,116,95,
98,108,107,32,107,116,95,98,108,111,99,107,40,99,111,110,115,116,32,107,116,95,97,116,
116,110,95,97,114,103,115,32,38,97,41,32,123,32,114,101,116,117,114,110,32,107,116,95,
98,108,111,99,107,95,97,116,40,97,44,32,40,107,116,95,105,54,52,41,40,103,114,105,
100,68,105,109,46,120,32,45,32,49,32,45,32,98,108,111,99,107,73,100,120,46,120,41,
41,59,32,125,10,10,47,42,32,77,97,115,107,105,110,103,32,119,105,116,104,32,115,111,
102,116,45,99,97,112,44,32,65,76,105,66,105,32,111,114,32,97,32,109,97,115,107,58,
32,102,105,110,97,108,32,108,111,103,50,45,100,111,109,97,105,110,32,115,99,111,114,101,
115,44,32,45,105,110,102,10,32,32,32,119,104,101,114,101,32,104,105,100,100,101,110,46,
32,67,65,80,32,105,115,32,97,32,116,101,109,112,108,97,116,101,32,102,108,97,103,32,
115,111,32,116,104,101,32,116,97,110,104,32,105,115,32,110,101,118,101,114,32,99,111,109,
112,117,116,101,100,32,119,105,116,104,111,117,116,10,32,32,32,105,116,59,32,77,84,32,
116,104,101,32,101,108,101,109,101,110,116,32,109,97,115,107,32,116,121,112,101,32,40,45,
49,32,110,111,110,101,44,32,48,32,98,111,111,108,44,32,49,32,102,51,50,44,32,50,
32,102,49,54,44,32,51,32,98,102,49,54,41,46,32,42,47,10,116,101,109,112,108,97,
116,101,32,60,105,110,116,32,67,65,80,44,32,105,110,116,32,77,84,62,10,75,84,95,
68,69,86,32,118,111,105,100,32,107,116,95,109,97,115,107,95,102,117,108,108,40,99,111,
110,115,116,32,107,116,95,97,116,116,110,95,97,114,103,115,32,38,97,44,32,99,111,110,
115,116,32,107,116,95,98,108,107,32,38,107,44,32,102,108,111,97,116,32,42,115,44,32,
107,116,95,105,54,52,32,107,98,44,32,107,116,95,105,54,52,32,114,114,111,119,44,32,
105,110,116,32,116,44,32,105,110,116,32,107,110,44,32,105,110,116,32,100,108,44,32,105,
110,116,32,100,114,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,105,110,116,32,108,105,118,101,48,44,32,105,110,116,32,108,
105,118,101,49,32,75,84,95,69,77,95,80,65,82,65,77,83,41,32,123,10,32,32,32,
32,99,111,110,115,116,32,102,108,111,97,116,32,115,108,50,32,61,32,40,102,108,111,97,
116,41,97,46,115,99,97,108,101,32,42,32,75,84,95,76,79,71,50,69,59,10,32,32,
32,32,99,111,110,115,116,32,102,108,111,97,116,32,99,97,112,32,61,32,40,102,108,111,
97,116,41,97,46,115,111,102,116,99,97,112,59,10,32,32,32,32,99,111,110,115,116,32,
105,110,116,32,100,113,32,61,32,107,116,95,99,108,97,109,112,105,40,114,114,111,119,32,
43,32,107,46,111,102,102,32,45,32,107,98,41,59,32,47,42,32,113,117,101,114,121,32,
112,111,115,105,116,105,111,110,32,45,32,107,98,32,42,47,10,32,32,32,32,99,111,110,
115,116,32,102,108,111,97,116,32,115,108,111,112,101,32,61,32,97,46,97,108,105,98,105,
32,63,32,40,40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,97,108,105,
98,105,41,91,107,46,104,113,93,32,42,32,75,84,95,76,79,71,50,69,32,58,32,48,
46,48,102,59,10,32,32,32,32,47,42,32,101,108,101,109,101,110,116,32,40,114,114,111,
119,32,43,32,56,104,44,32,107,98,32,43,32,50,116,32,43,32,99,41,32,111,102,32,
116,104,101,32,109,97,115,107,32,97,116,32,109,114,111,119,91,104,93,32,43,32,99,32,
42,32,109,95,115,107,32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,109,114,111,
119,91,50,93,32,61,32,123,48,44,32,48,125,59,10,32,32,32,32,105,102,32,40,77,
84,32,62,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
107,116,95,105,54,52,32,98,97,115,101,32,61,32,107,46,98,32,42,32,97,46,109,95,
115,98,32,43,32,107,46,104,113,32,42,32,97,46,109,95,115,104,32,43,32,40,107,98,
32,43,32,50,32,42,32,116,41,32,42,32,97,46,109,95,115,107,59,10,32,32,32,32,
32,32,32,32,109,114,111,119,91,48,93,32,61,32,98,97,115,101,32,43,32,40,108,105,
118,101,48,32,63,32,114,114,111,119,32,58,32,48,41,32,42,32,97,46,109,95,115,113,
59,10,32,32,32,32,32,32,32,32,109,114,111,119,91,49,93,32,61,32,98,97,115,101,
32,43,32,40,108,105,118,101,49,32,63,32,114,114,111,119,32,43,32,56,32,58,32,48,
41,32,42,32,97,46,109,95,115,113,59,10,32,32,32,32,125,10,35,112,114,97,103,109,
97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,
61,32,48,59,32,105,32,60,32,66,78,32,47,32,50,59,32,105,43,43,41,32,123,10,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,104,56,32,61,32,56,
32,42,32,40,40,105,32,62,62,32,49,41,32,38,32,49,41,44,32,99,32,61,32,40,
105,32,62,62,32,50,41,32,42,32,56,32,43,32,40,105,32,38,32,49,41,44,32,106,
114,101,108,32,61,32,99,32,43,32,50,32,42,32,116,59,10,32,32,32,32,32,32,32,
32,102,108,111,97,116,32,120,32,61,32,115,91,105,93,59,10,32,32,32,32,32,32,32,
32,105,110,116,32,118,105,115,32,61,32,40,104,56,32,63,32,108,105,118,101,49,32,58,
32,108,105,118,101,48,41,32,38,38,32,106,114,101,108,32,60,32,107,110,32,38,38,32,
106,114,101,108,32,62,61,32,100,108,32,43,32,104,56,32,38,38,32,106,114,101,108,32,
60,61,32,100,114,32,43,32,104,56,59,10,35,105,102,32,75,84,95,69,77,10,32,32,
32,32,32,32,32,32,105,102,32,40,109,48,32,38,38,32,118,105,115,41,32,118,105,115,
32,61,32,40,104,56,32,63,32,109,49,32,58,32,109,48,41,91,40,107,98,32,43,32,
106,114,101,108,41,32,47,32,101,109,95,98,107,32,42,32,101,109,95,115,107,93,32,33,
61,32,48,59,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,105,102,32,40,
67,65,80,41,32,120,32,61,32,99,97,112,32,42,32,116,97,110,104,102,40,120,32,42,
32,40,102,108,111,97,116,41,97,46,115,99,97,108,101,32,47,32,99,97,112,41,32,42,
32,75,84,95,76,79,71,50,69,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,
120,32,42,61,32,115,108,50,59,10,32,32,32,32,32,32,32,32,120,32,45,61,32,115,
108,111,112,101,32,42,32,102,97,98,115,102,40,40,102,108,111,97,116,41,40,100,113,32,
43,32,104,56,32,45,32,106,114,101,108,41,41,59,10,32,32,32,32,32,32,32,32,105,
102,32,40,77,84,32,62,61,32,48,32,38,38,32,118,105,115,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,111,32,
61,32,109,114,111,119,91,104,56,32,63,32,49,32,58,32,48,93,32,43,32,99,32,42,
32,97,46,109,95,115,107,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,
40,77,84,32,61,61,32,48,41,32,118,105,115,32,61,32,40,40,99,111,110,115,116,32,
107,116,95,117,56,32,42,41,97,46,109,97,115,107,41,91,111,93,32,33,61,32,48,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,77,84,
32,61,61,32,49,41,32,120,32,43,61,32,40,40,99,111,110,115,116,32,102,108,111,97,
116,32,42,41,97,46,109,97,115,107,41,91,111,93,32,42,32,75,84,95,76,79,71,50,
69,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,
77,84,32,61,61,32,50,41,32,120,32,43,61,32,107,116,95,102,49,54,95,116,111,95,
102,51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,46,109,
97,115,107,41,91,111,93,41,32,42,32,75,84,95,76,79,71,50,69,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,101,108,115,101,32,120,32,43,61,32,107,116,95,98,102,
49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,
32,42,41,97,46,109,97,115,107,41,91,111,93,41,32,42,32,75,84,95,76,79,71,50,
69,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,115,91,105,
93,32,61,32,118,105,115,32,63,32,120,32,58,32,75,84,95,78,69,71,95,73,78,70,
59,10,32,32,32,32,125,10,125,10,10,35,100,101,102,105,110,101,32,75,84,95,77,65,
83,75,95,70,85,76,76,40,77,84,41,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,92,10,32,32,32,32,100,111,32,
123,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,92,10,32,
32,32,32,32,32,32,32,105,102,32,40,99,97,112,32,33,61,32,48,46,48,102,41,32,
107,116,95,109,97,115,107,95,102,117,108,108,60,49,44,32,77,84,62,40,97,44,32,107,
44,32,115,44,32,107,98,44,32,114,114,111,119,44,32,116,44,32,107,110,44,32,100,108,
44,32,100,114,44,32,108,105,118,101,48,44,32,108,105,118,101,49,32,75,84,95,69,77,
95,80,65,83,83,41,59,32,92,10,32,32,32,32,32,32,32,32,101,108,115,101,32,107,
116,95,109,97,115,107,95,102,117,108,108,60,48,44,32,77,84,62,40,97,44,32,107,44,
32,115,44,32,107,98,44,32,114,114,111,119,44,32,116,44,32,107,110,44,32,100,108,44,
32,100,114,44,32,108,105,118,101,48,44,32,108,105,118,101,49,32,75,84,95,69,77,95,
80,65,83,83,41,59,32,32,32,32,32,32,32,32,32,32,32,32,32,92,10,32,32,32,
32,125,32,119,104,105,108,101,32,40,48,41,10,10,47,42,32,83,99,111,114,101,115,32,
111,102,32,116,105,108,101,32,107,98,32,40,114,111,119,115,32,114,114,111,119,44,32,114,
114,111,119,43,56,32,111,102,32,116,104,105,115,32,116,104,114,101,97,100,41,32,116,111,
32,112,114,111,98,97,98,105,108,105,116,105,101,115,32,105,110,10,32,32,32,112,108,97,
99,101,58,32,109,97,115,107,105,110,103,32,111,110,108,121,32,119,104,101,114,101,32,105,
116,32,99,97,110,32,109,97,116,116,101,114,44,32,114,117,110,110,105,110,103,32,109,97,
120,44,32,97,108,112,104,97,32,97,110,100,32,114,111,119,32,115,117,109,115,46,32,42,
47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,115,99,111,114,101,115,40,
99,111,110,115,116,32,107,116,95,97,116,116,110,95,97,114,103,115,32,38,97,44,32,99,
111,110,115,116,32,107,116,95,98,108,107,32,38,107,44,32,102,108,111,97,116,32,42,115,
44,32,107,116,95,105,54,52,32,107,98,44,32,107,116,95,105,54,52,32,114,114,111,119,
44,32,105,110,116,32,116,44,32,102,108,111,97,116,32,42,109,95,114,117,110,44,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,
97,116,32,42,97,108,112,104,97,44,32,102,108,111,97,116,32,42,115,117,109,32,75,84,
95,69,77,95,80,65,82,65,77,83,41,32,123,10,32,32,32,32,99,111,110,115,116,32,
102,108,111,97,116,32,115,108,50,32,61,32,40,102,108,111,97,116,41,97,46,115,99,97,
108,101,32,42,32,75,84,95,76,79,71,50,69,59,10,32,32,32,32,99,111,110,115,116,
32,102,108,111,97,116,32,99,97,112,32,61,32,40,102,108,111,97,116,41,97,46,115,111,
102,116,99,97,112,59,10,35,105,102,32,75,84,95,69,77,10,32,32,32,32,99,111,110,
115,116,32,105,110,116,32,101,109,32,61,32,101,109,95,98,107,32,33,61,32,48,59,32,
47,42,32,98,108,111,99,107,32,109,97,115,107,32,112,101,114,32,101,108,101,109,101,110,
116,32,40,98,108,111,99,107,32,115,105,122,101,115,32,111,102,102,32,116,104,101,32,116,
105,108,101,32,103,114,105,100,41,59,32,97,32,107,101,114,110,101,108,32,112,97,114,97,
109,101,116,101,114,44,32,115,111,32,119,97,114,112,45,117,110,105,102,111,114,109,32,42,
47,10,35,101,108,115,101,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,101,109,
32,61,32,75,84,95,88,77,59,10,35,101,110,100,105,102,10,32,32,32,32,47,42,32,
87,105,116,104,111,117,116,32,115,111,102,116,45,99,97,112,44,32,65,76,105,66,105,32,
111,114,32,101,108,101,109,101,110,116,32,109,97,115,107,32,116,104,101,32,115,99,111,114,
101,115,32,115,116,97,121,32,114,97,119,32,97,110,100,32,116,104,101,10,32,32,32,32,
32,32,32,115,99,97,108,101,32,102,111,108,100,115,32,105,110,116,111,32,116,104,101,32,
101,120,112,111,110,101,110,116,39,115,32,70,77,65,59,32,109,97,115,107,105,110,103,32,
116,104,101,110,32,111,110,108,121,32,119,114,105,116,101,115,32,45,105,110,102,46,10,32,
32,32,32,32,32,32,80,108,97,105,110,32,116,105,108,101,115,32,40,102,117,108,108,121,
32,118,105,115,105,98,108,101,41,32,115,107,105,112,32,116,104,101,32,109,97,115,107,105,
110,103,46,32,42,47,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,114,97,119,
32,61,32,99,97,112,32,61,61,32,48,46,48,102,32,38,38,32,33,97,46,97,108,105,
98,105,32,38,38,32,115,108,50,32,62,32,48,46,48,102,32,38,38,32,33,101,109,59,
10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,112,108,97,105,110,32,61,32,114,
97,119,32,38,38,32,107,98,32,43,32,66,78,32,60,61,32,107,46,107,95,104,105,32,
38,38,32,33,40,97,46,119,102,108,97,103,115,32,38,32,49,32,38,38,32,107,98,32,
60,32,107,46,114,108,97,115,116,32,43,32,107,46,111,102,102,32,45,32,97,46,119,108,
41,32,38,38,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,33,40,97,46,119,102,108,97,103,115,32,38,32,50,32,38,38,32,107,98,32,
43,32,66,78,32,45,32,49,32,62,32,107,46,114,48,32,43,32,107,46,111,102,102,32,
43,32,97,46,119,114,41,59,10,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,
32,115,99,32,61,32,114,97,119,32,63,32,115,108,50,32,58,32,49,46,48,102,59,10,
32,32,32,32,105,102,32,40,33,112,108,97,105,110,41,32,123,10,32,32,32,32,32,32,
32,32,47,42,32,51,50,45,98,105,116,32,112,111,115,105,116,105,111,110,115,32,114,101,
108,97,116,105,118,101,32,116,111,32,116,104,101,32,116,105,108,101,58,32,107,101,121,32,
106,114,101,108,32,105,115,32,118,105,115,105,98,108,101,32,116,111,32,114,111,119,10,32,
32,32,32,32,32,32,32,32,32,32,114,114,111,119,32,43,32,56,104,32,119,104,101,110,
32,106,114,101,108,32,60,32,107,110,44,32,106,114,101,108,32,62,61,32,100,108,32,43,
32,56,104,32,40,108,101,102,116,32,119,105,110,100,111,119,41,32,97,110,100,10,32,32,
32,32,32,32,32,32,32,32,32,106,114,101,108,32,60,61,32,100,114,32,43,32,56,104,
32,40,114,105,103,104,116,32,119,105,110,100,111,119,32,47,32,99,97,117,115,97,108,41,
32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,107,110,
32,61,32,107,116,95,99,108,97,109,112,105,40,107,46,107,95,104,105,32,45,32,107,98,
41,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,100,108,32,
61,32,40,97,46,119,102,108,97,103,115,32,38,32,49,41,32,63,32,107,116,95,99,108,
97,109,112,105,40,114,114,111,119,32,43,32,107,46,111,102,102,32,45,32,97,46,119,108,
32,45,32,107,98,41,32,58,32,45,40,49,32,60,60,32,51,48,41,59,10,32,32,32,
32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,100,114,32,61,32,40,97,46,119,
102,108,97,103,115,32,38,32,50,41,32,63,32,107,116,95,99,108,97,109,112,105,40,114,
114,111,119,32,43,32,107,46,111,102,102,32,43,32,97,46,119,114,32,45,32,107,98,41,
32,58,32,40,49,32,60,60,32,51,48,41,59,10,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,105,110,116,32,108,105,118,101,48,32,61,32,114,114,111,119,32,60,32,97,
46,114,111,119,115,44,32,108,105,118,101,49,32,61,32,114,114,111,119,32,43,32,56,32,
60,32,97,46,114,111,119,115,59,10,32,32,32,32,32,32,32,32,105,102,32,40,114,97,
119,32,38,38,32,107,110,32,62,61,32,66,78,32,38,38,32,100,108,32,60,61,32,45,
56,32,38,38,32,108,105,118,101,49,41,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,47,42,32,111,110,108,121,32,116,104,101,32,114,105,103,104,116,32,98,111,117,110,
100,32,99,117,116,115,32,116,104,105,115,32,116,105,108,101,32,40,116,104,101,32,99,97,
117,115,97,108,32,100,105,97,103,111,110,97,108,41,58,32,111,110,101,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,109,112,97,114,101,32,119,105,116,104,32,
97,32,99,111,110,115,116,97,110,116,32,112,101,114,32,101,108,101,109,101,110,116,32,42,
47,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,
116,104,114,48,32,61,32,100,114,32,45,32,50,32,42,32,116,44,32,116,104,114,49,32,
61,32,100,114,32,43,32,56,32,45,32,50,32,42,32,116,59,10,35,112,114,97,103,109,
97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,66,78,32,47,32,50,59,
32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
99,111,110,115,116,32,105,110,116,32,99,32,61,32,40,105,32,62,62,32,50,41,32,42,
32,56,32,43,32,40,105,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,105,102,32,40,99,32,62,32,40,40,40,105,32,62,62,32,49,41,
32,38,32,49,41,32,63,32,116,104,114,49,32,58,32,116,104,114,48,41,41,32,115,91,
105,93,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,
32,40,114,97,119,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,
32,48,59,32,105,32,60,32,66,78,32,47,32,50,59,32,105,43,43,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,
32,104,56,32,61,32,56,32,42,32,40,40,105,32,62,62,32,49,41,32,38,32,49,41,
44,32,106,114,101,108,32,61,32,40,105,32,62,62,32,50,41,32,42,32,56,32,43,32,
50,32,42,32,116,32,43,32,40,105,32,38,32,49,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,118,105,115,32,61,
32,40,104,56,32,63,32,108,105,118,101,49,32,58,32,108,105,118,101,48,41,32,38,38,
32,106,114,101,108,32,60,32,107,110,32,38,38,32,106,114,101,108,32,62,61,32,100,108,
32,43,32,104,56,32,38,38,32,106,114,101,108,32,60,61,32,100,114,32,43,32,104,56,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,33,118,
105,115,41,32,115,91,105,93,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,32,101,
108,115,101,32,123,10,35,105,102,32,75,84,95,88,77,10,32,32,32,32,32,32,32,32,
32,32,32,32,115,119,105,116,99,104,32,40,40,105,110,116,41,97,46,109,97,115,107,95,
116,121,112,101,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,97,115,101,
32,48,58,32,75,84,95,77,65,83,75,95,70,85,76,76,40,48,41,59,32,98,114,101,
97,107,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,97,115,101,32,49,58,32,
75,84,95,77,65,83,75,95,70,85,76,76,40,49,41,59,32,98,114,101,97,107,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,99,97,115,101,32,50,58,32,75,84,95,77,
65,83,75,95,70,85,76,76,40,50,41,59,32,98,114,101,97,107,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,100,101,102,97,117,108,116,58,32,75,84,95,77,65,83,75,
95,70,85,76,76,40,51,41,59,32,98,114,101,97,107,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,
32,75,84,95,77,65,83,75,95,70,85,76,76,40,45,49,41,59,10,35,101,110,100,105,
102,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,32,32,32,47,42,
32,79,110,108,105,110,101,32,115,111,102,116,109,97,120,58,32,114,111,119,115,32,103,32,
97,110,100,32,103,43,56,44,32,114,101,100,117,99,101,100,32,111,118,101,114,32,116,104,
101,32,113,117,97,100,46,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,
108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,104,32,61,32,48,59,32,104,32,
60,32,50,59,32,104,43,43,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,
116,32,109,120,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,110,32,61,32,48,59,32,110,32,60,32,66,78,32,47,32,56,59,32,110,43,
43,41,32,109,120,32,61,32,102,109,97,120,102,40,109,120,44,32,102,109,97,120,102,40,
115,91,110,32,42,32,52,32,43,32,50,32,42,32,104,93,44,32,115,91,110,32,42,32,
52,32,43,32,50,32,42,32,104,32,43,32,49,93,41,41,59,10,32,32,32,32,32,32,
32,32,109,120,32,61,32,102,109,97,120,102,40,109,120,44,32,107,116,95,115,104,102,108,
95,120,111,114,40,109,120,44,32,49,41,41,59,10,32,32,32,32,32,32,32,32,109,120,
32,61,32,102,109,97,120,102,40,109,120,44,32,107,116,95,115,104,102,108,95,120,111,114,
40,109,120,44,32,50,41,41,59,10,32,32,32,32,32,32,32,32,109,120,32,61,32,102,
109,97,120,102,40,109,95,114,117,110,91,104,93,44,32,109,120,32,42,32,115,99,41,59,
10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,109,117,32,61,32,109,120,32,61,
61,32,75,84,95,78,69,71,95,73,78,70,32,63,32,48,46,48,102,32,58,32,109,120,
59,10,32,32,32,32,32,32,32,32,97,108,112,104,97,91,104,93,32,61,32,107,116,95,
101,120,112,50,40,109,95,114,117,110,91,104,93,32,45,32,109,117,41,59,10,32,32,32,
32,32,32,32,32,109,95,114,117,110,91,104,93,32,61,32,109,120,59,10,32,32,32,32,
32,32,32,32,102,108,111,97,116,32,97,99,99,32,61,32,48,46,48,102,59,10,35,112,
114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,110,32,61,32,48,59,32,110,32,60,32,66,78,32,47,32,56,59,
32,110,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,
116,32,112,48,32,61,32,107,116,95,101,120,112,50,40,102,109,97,102,40,115,91,110,32,
42,32,52,32,43,32,50,32,42,32,104,93,44,32,115,99,44,32,45,109,117,41,41,44,
32,112,49,32,61,32,107,116,95,101,120,112,50,40,102,109,97,102,40,115,91,110,32,42,
32,52,32,43,32,50,32,42,32,104,32,43,32,49,93,44,32,115,99,44,32,45,109,117,
41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,91,110,32,42,32,52,32,
43,32,50,32,42,32,104,93,32,61,32,112,48,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,115,91,110,32,42,32,52,32,43,32,50,32,42,32,104,32,43,32,49,93,32,
61,32,112,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,97,99,99,32,43,61,
32,112,48,32,43,32,112,49,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,115,117,109,91,104,93,32,61,32,97,99,99,59,10,32,32,32,32,125,10,
125,10,47,42,32,65,102,116,101,114,32,116,104,101,32,112,114,101,118,105,111,117,115,32,
80,32,86,32,99,111,109,112,108,101,116,101,100,58,32,114,101,115,99,97,108,101,32,79,
44,32,117,112,100,97,116,101,32,108,44,32,112,97,99,107,32,80,46,32,42,47,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,102,105,110,105,115,104,40,102,108,111,
97,116,32,42,111,44,32,107,116,95,117,51,50,32,40,42,112,41,91,52,93,44,32,99,
111,110,115,116,32,102,108,111,97,116,32,42,115,44,32,99,111,110,115,116,32,102,108,111,
97,116,32,42,97,108,112,104,97,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,
115,117,109,44,32,102,108,111,97,116,32,42,108,95,114,117,110,41,32,123,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,
32,104,32,61,32,48,59,32,104,32,60,32,50,59,32,104,43,43,41,32,123,10,32,32,
32,32,32,32,32,32,108,95,114,117,110,91,104,93,32,61,32,108,95,114,117,110,91,104,
93,32,42,32,97,108,112,104,97,91,104,93,32,43,32,115,117,109,91,104,93,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,110,32,61,32,48,59,32,110,32,60,32,75,84,95,68,32,47,
32,56,59,32,110,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,111,
91,110,32,42,32,52,32,43,32,50,32,42,32,104,93,32,42,61,32,97,108,112,104,97,
91,104,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,111,91,110,32,42,32,52,
32,43,32,50,32,42,32,104,32,43,32,49,93,32,42,61,32,97,108,112,104,97,91,104,
93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,107,
107,32,61,32,48,59,32,107,107,32,60,32,66,78,32,47,32,49,54,59,32,107,107,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,112,91,107,107,93,91,48,93,32,61,32,
107,116,95,112,97,99,107,50,40,115,91,56,32,42,32,107,107,32,43,32,48,93,44,32,
115,91,56,32,42,32,107,107,32,43,32,49,93,41,59,10,32,32,32,32,32,32,32,32,
112,91,107,107,93,91,49,93,32,61,32,107,116,95,112,97,99,107,50,40,115,91,56,32,
42,32,107,107,32,43,32,50,93,44,32,115,91,56,32,42,32,107,107,32,43,32,51,93,
41,59,10,32,32,32,32,32,32,32,32,112,91,107,107,93,91,50,93,32,61,32,107,116,
95,112,97,99,107,50,40,115,91,56,32,42,32,107,107,32,43,32,52,93,44,32,115,91,
56,32,42,32,107,107,32,43,32,53,93,41,59,10,32,32,32,32,32,32,32,32,112,91,
107,107,93,91,51,93,32,61,32,107,116,95,112,97,99,107,50,40,115,91,56,32,42,32,
107,107,32,43,32,54,93,44,32,115,91,56,32,42,32,107,107,32,43,32,55,93,41,59,
10,32,32,32,32,125,10,125,10,47,42,32,78,111,114,109,97,108,105,115,101,44,32,119,
114,105,116,101,32,79,32,40,97,110,100,32,76,83,69,41,32,111,114,32,116,104,101,32,
115,112,108,105,116,39,115,32,102,51,50,32,112,97,114,116,105,97,108,115,46,32,42,47,
10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,101,112,105,108,111,103,117,101,
40,99,111,110,115,116,32,107,116,95,97,116,116,110,95,97,114,103,115,32,38,97,44,32,
99,111,110,115,116,32,107,116,95,98,108,107,32,38,107,44,32,99,111,110,115,116,32,102,
108,111,97,116,32,42,111,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,109,95,
114,117,110,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,108,95,114,117,110,44,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,105,54,52,32,114,114,111,119,44,32,105,110,116,32,116,41,32,123,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,
110,116,32,104,32,61,32,48,59,32,104,32,60,32,50,59,32,104,43,43,41,32,123,10,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,108,32,61,32,108,95,114,117,110,91,
104,93,59,10,32,32,32,32,32,32,32,32,108,32,43,61,32,107,116,95,115,104,102,108,
95,120,111,114,40,108,44,32,49,41,59,10,32,32,32,32,32,32,32,32,108,32,43,61,
32,107,116,95,115,104,102,108,95,120,111,114,40,108,44,32,50,41,59,10,32,32,32,32,
32,32,32,32,102,108,111,97,116,32,105,110,118,32,61,32,108,32,62,32,48,46,48,102,
32,63,32,49,46,48,102,32,47,32,108,32,58,32,48,46,48,102,59,10,32,32,32,32,
32,32,32,32,102,108,111,97,116,32,108,115,101,32,61,32,108,32,62,32,48,46,48,102,
32,63,32,40,109,95,114,117,110,91,104,93,32,43,32,108,111,103,50,102,40,108,41,41,
32,42,32,75,84,95,76,78,50,32,58,32,75,84,95,78,69,71,95,73,78,70,59,10,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,105,32,61,32,114,114,111,119,32,
43,32,56,32,42,32,104,59,10,32,32,32,32,32,32,32,32,105,102,32,40,105,32,62,
61,32,97,46,114,111,119,115,41,32,99,111,110,116,105,110,117,101,59,10,32,32,32,32,
32,32,32,32,105,102,32,40,97,46,110,117,109,95,115,112,108,105,116,115,32,62,32,49,
41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,114,
111,119,32,61,32,40,40,107,46,115,112,108,105,116,32,42,32,97,46,66,32,43,32,107,
46,98,41,32,42,32,97,46,72,113,32,43,32,107,46,104,113,41,32,42,32,97,46,78,
113,32,43,32,105,59,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,
32,42,112,111,32,61,32,40,102,108,111,97,116,32,42,41,97,46,112,97,114,116,95,111,
32,43,32,114,111,119,32,42,32,75,84,95,68,59,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,110,32,61,32,48,59,32,110,32,60,32,75,84,95,68,32,47,32,56,59,32,
110,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,
108,111,97,116,50,32,118,50,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,118,50,46,120,32,61,32,111,91,110,32,42,32,52,32,43,32,50,32,42,32,104,
93,32,42,32,105,110,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,118,50,46,121,32,61,32,111,91,110,32,42,32,52,32,43,32,50,32,42,32,104,32,
43,32,49,93,32,42,32,105,110,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,42,40,102,108,111,97,116,50,32,42,41,40,112,111,32,43,32,110,32,42,
32,56,32,43,32,50,32,42,32,116,41,32,61,32,118,50,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
116,32,61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,97,46,112,97,114,116,
95,108,115,101,41,91,114,111,119,93,32,61,32,108,115,101,59,10,32,32,32,32,32,32,
32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,117,49,54,32,42,112,111,32,61,32,40,107,116,95,117,49,54,32,42,41,97,46,
111,32,43,32,107,46,98,32,42,32,97,46,111,95,115,98,32,43,32,107,46,104,113,32,
42,32,97,46,111,95,115,104,32,43,32,105,32,42,32,97,46,111,95,115,110,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,110,32,61,32,48,59,32,110,32,60,32,75,84,
95,68,32,47,32,56,59,32,110,43,43,41,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,42,40,107,116,95,117,51,50,32,42,41,40,112,111,32,43,32,110,32,
42,32,56,32,43,32,50,32,42,32,116,41,32,61,32,107,116,95,112,97,99,107,50,40,
111,91,110,32,42,32,52,32,43,32,50,32,42,32,104,93,32,42,32,105,110,118,44,32,
111,91,110,32,42,32,52,32,43,32,50,32,42,32,104,32,43,32,49,93,32,42,32,105,
110,118,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,108,
115,101,32,38,38,32,116,32,61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,
97,46,108,115,101,41,91,107,46,98,32,42,32,97,46,108,95,115,98,32,43,32,107,46,
104,113,32,42,32,97,46,108,95,115,104,32,43,32,105,32,42,32,97,46,108,95,115,110,
93,32,61,32,108,115,101,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,
10,125,10,10,35,105,102,32,75,84,95,83,77,57,48,32,61,61,32,49,10,47,42,32,
114,111,119,115,32,91,102,105,114,115,116,44,32,102,105,114,115,116,43,82,79,87,83,41,
32,111,102,32,97,32,114,111,119,45,109,97,106,111,114,32,91,42,44,32,75,84,95,68,
93,32,109,97,116,114,105,120,32,105,110,116,111,32,115,119,105,122,122,108,101,100,10,32,
32,32,99,111,108,117,109,110,32,98,108,111,99,107,115,59,32,114,111,119,115,32,97,116,
32,111,114,32,112,97,115,116,32,108,105,109,105,116,32,97,114,101,32,122,101,114,111,45,
102,105,108,108,101,100,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,
82,79,87,83,62,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,108,111,97,
100,95,115,119,40,107,116,95,117,51,50,32,115,95,98,97,115,101,44,32,99,111,110,115,
116,32,107,116,95,117,49,54,32,42,103,44,32,107,116,95,105,54,52,32,114,111,119,95,
115,116,114,105,100,101,44,32,107,116,95,105,54,52,32,102,105,114,115,116,44,32,107,116,
95,105,54,52,32,108,105,109,105,116,44,32,105,110,116,32,116,105,100,41,32,123,10,32,
32,32,32,99,111,110,115,116,32,105,110,116,32,114,32,61,32,116,105,100,32,47,32,68,
67,72,44,32,99,104,32,61,32,116,105,100,32,37,32,68,67,72,59,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,105,54,52,32,108,101,102,116,32,61,32,108,105,109,105,
116,32,45,32,102,105,114,115,116,32,45,32,114,59,32,47,42,32,114,111,119,115,32,111,
102,32,116,104,105,115,32,116,104,114,101,97,100,32,108,101,102,116,32,105,110,32,114,97,
110,103,101,58,32,105,42,82,83,84,69,80,32,60,32,108,101,102,116,32,42,47,10,32,
32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,115,114,99,32,61,32,103,
32,43,32,40,102,105,114,115,116,32,43,32,114,41,32,42,32,114,111,119,95,115,116,114,
105,100,101,32,43,32,99,104,32,42,32,56,59,10,32,32,32,32,107,116,95,117,51,50,
32,100,115,116,32,61,32,115,95,98,97,115,101,32,43,32,40,107,116,95,117,51,50,41,
40,40,99,104,32,62,62,32,51,41,32,42,32,40,82,79,87,83,32,42,32,49,50,56,
41,32,43,32,114,32,42,32,49,50,56,32,43,32,40,40,40,99,104,32,38,32,55,41,
32,94,32,40,114,32,38,32,55,41,41,32,60,60,32,52,41,41,59,10,35,100,101,102,
105,110,101,32,82,83,84,69,80,32,40,78,84,72,82,32,47,32,68,67,72,41,32,47,
42,32,97,32,109,117,108,116,105,112,108,101,32,111,102,32,56,58,32,116,104,101,32,115,
119,105,122,122,108,101,32,112,104,97,115,101,32,111,102,32,97,32,116,104,114,101,97,100,
39,115,32,114,111,119,115,32,105,115,32,102,105,120,101,100,32,42,47,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,
105,32,61,32,48,59,32,105,32,60,32,82,79,87,83,32,47,32,82,83,84,69,80,59,
32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,111,107,32,61,
32,105,32,42,32,82,83,84,69,80,32,60,32,108,101,102,116,59,10,32,32,32,32,32,
32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,100,115,116,32,43,32,105,
32,42,32,82,83,84,69,80,32,42,32,49,50,56,44,32,111,107,32,63,32,115,114,99,
32,43,32,105,32,42,32,82,83,84,69,80,32,42,32,114,111,119,95,115,116,114,105,100,
101,32,58,32,103,44,32,111,107,41,59,10,32,32,32,32,125,10,35,117,110,100,101,102,
32,82,83,84,69,80,10,125,10,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,
32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,115,95,95,40,78,84,72,82,44,
32,49,41,32,107,116,95,97,116,116,110,95,102,119,100,40,99,111,110,115,116,32,107,116,
95,97,116,116,110,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,101,120,116,101,
114,110,32,95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,95,40,
49,54,41,32,117,110,115,105,103,110,101,100,32,99,104,97,114,32,115,109,101,109,95,114,
97,119,91,93,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,
81,97,32,61,32,40,107,116,95,115,109,101,109,95,97,100,100,114,40,115,109,101,109,95,
114,97,119,41,32,43,32,49,48,50,51,117,41,32,38,32,126,49,48,50,51,117,59,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,75,97,32,61,32,115,
81,97,32,43,32,66,77,32,42,32,75,84,95,68,32,42,32,50,44,32,115,86,97,32,
61,32,115,75,97,32,43,32,50,32,42,32,84,73,76,69,95,66,59,10,32,32,32,32,
99,111,110,115,116,32,105,110,116,32,116,105,100,32,61,32,116,104,114,101,97,100,73,100,
120,46,120,44,32,119,103,32,61,32,116,105,100,32,62,62,32,55,44,32,108,97,110,101,
32,61,32,116,105,100,32,38,32,51,49,44,32,116,32,61,32,108,97,110,101,32,38,32,
51,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,98,108,107,32,107,32,61,32,
107,116,95,98,108,111,99,107,40,97,41,59,10,32,32,32,32,99,111,110,115,116,32,105,
110,116,32,110,116,105,108,101,115,32,61,32,107,46,110,116,105,108,101,115,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,107,98,97,115,101,32,61,32,
40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,46,107,32,43,32,107,46,
98,32,42,32,97,46,107,95,115,98,32,43,32,107,46,107,118,104,32,42,32,97,46,107,
95,115,104,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,118,
98,97,115,101,32,61,32,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,
46,118,32,43,32,107,46,98,32,42,32,97,46,118,95,115,98,32,43,32,107,46,107,118,
104,32,42,32,97,46,118,95,115,104,59,10,32,32,32,32,47,42,32,103,114,111,117,112,
32,48,58,32,81,32,97,110,100,32,75,48,59,32,103,114,111,117,112,32,49,58,32,75,
49,32,97,110,100,32,86,48,46,32,84,104,101,110,32,101,97,99,104,32,105,116,101,114,
97,116,105,111,110,32,106,32,108,111,97,100,115,10,32,32,32,32,32,32,32,75,40,106,
43,49,41,32,97,110,100,32,86,40,106,41,32,119,104,105,108,101,32,105,116,32,99,111,
109,112,117,116,101,115,32,83,40,106,41,32,97,110,100,32,80,40,106,45,49,41,32,86,
40,106,45,49,41,46,32,42,47,10,32,32,32,32,107,116,95,108,111,97,100,95,115,119,
60,66,77,62,40,115,81,97,44,32,40,99,111,110,115,116,32,107,116,95,117,49,54,32,
42,41,97,46,113,32,43,32,107,46,98,32,42,32,97,46,113,95,115,98,32,43,32,107,
46,104,113,32,42,32,97,46,113,95,115,104,44,32,97,46,113,95,115,110,44,32,107,46,
114,48,44,32,97,46,114,111,119,115,44,32,116,105,100,41,59,10,32,32,32,32,105,102,
32,40,110,116,105,108,101,115,32,62,32,48,41,32,107,116,95,108,111,97,100,95,115,119,
60,66,78,62,40,115,75,97,44,32,107,98,97,115,101,44,32,97,46,107,95,115,110,44,
32,107,46,107,95,108,111,44,32,107,46,107,95,104,105,44,32,116,105,100,41,59,10,32,
32,32,32,107,116,95,99,112,95,99,111,109,109,105,116,40,41,59,10,32,32,32,32,105,
102,32,40,110,116,105,108,101,115,32,62,32,49,41,32,107,116,95,108,111,97,100,95,115,
119,60,66,78,62,40,115,75,97,32,43,32,84,73,76,69,95,66,44,32,107,98,97,115,
101,44,32,97,46,107,95,115,110,44,32,107,46,107,95,108,111,32,43,32,66,78,44,32,
107,46,107,95,104,105,44,32,116,105,100,41,59,10,32,32,32,32,105,102,32,40,110,116,
105,108,101,115,32,62,32,48,41,32,107,116,95,108,111,97,100,95,115,119,60,66,78,62,
40,115,86,97,44,32,118,98,97,115,101,44,32,97,46,118,95,115,110,44,32,107,46,107,
95,108,111,44,32,107,46,107,95,104,105,44,32,116,105,100,41,59,10,32,32,32,32,107,
116,95,99,112,95,99,111,109,109,105,116,40,41,59,10,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,51,50,32,115,81,119,32,61,32,115,81,97,32,43,32,119,103,32,
42,32,54,52,32,42,32,49,50,56,59,10,32,32,32,32,99,111,110,115,116,32,107,116,
95,105,54,52,32,114,114,111,119,32,61,32,107,46,114,48,32,43,32,119,103,32,42,32,
54,52,32,43,32,40,40,116,105,100,32,62,62,32,53,41,32,38,32,51,41,32,42,32,
49,54,32,43,32,40,108,97,110,101,32,62,62,32,50,41,59,32,47,42,32,114,111,119,
115,32,114,114,111,119,32,97,110,100,32,114,114,111,119,32,43,32,56,32,42,47,10,32,
32,32,32,102,108,111,97,116,32,111,91,75,84,95,68,32,47,32,50,93,44,32,115,91,
66,78,32,47,32,50,93,44,32,109,95,114,117,110,91,50,93,44,32,108,95,114,117,110,
91,50,93,59,10,32,32,32,32,107,116,95,117,51,50,32,112,91,66,78,32,47,32,49,
54,93,91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,
95,68,32,47,32,50,59,32,105,43,43,41,32,111,91,105,93,32,61,32,48,46,48,102,
59,10,32,32,32,32,109,95,114,117,110,91,48,93,32,61,32,109,95,114,117,110,91,49,
93,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,32,32,32,32,108,95,114,117,
110,91,48,93,32,61,32,108,95,114,117,110,91,49,93,32,61,32,48,46,48,102,59,10,
10,32,32,32,32,102,111,114,32,40,105,110,116,32,106,116,32,61,32,48,59,32,106,116,
32,60,32,110,116,105,108,101,115,59,32,106,116,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,98,32,61,32,107,46,107,
95,108,111,32,43,32,40,107,116,95,105,54,52,41,106,116,32,42,32,66,78,59,10,32,
32,32,32,32,32,32,32,105,102,32,40,106,116,32,61,61,32,48,41,32,107,116,95,99,
112,95,119,97,105,116,95,103,114,111,117,112,60,49,62,40,41,59,10,32,32,32,32,32,
32,32,32,101,108,115,101,32,107,116,95,99,112,95,119,97,105,116,95,97,108,108,40,41,
59,10,32,32,32,32,32,32,32,32,107,116,95,102,101,110,99,101,95,97,115,121,110,99,
95,115,109,101,109,40,41,59,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,116,
104,114,101,97,100,115,40,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,106,116,
32,62,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
106,116,32,43,32,49,32,60,32,110,116,105,108,101,115,41,32,107,116,95,108,111,97,100,
95,115,119,60,66,78,62,40,115,75,97,32,43,32,40,40,106,116,32,43,32,49,41,32,
38,32,49,41,32,42,32,84,73,76,69,95,66,44,32,107,98,97,115,101,44,32,97,46,
107,95,115,110,44,32,107,98,32,43,32,66,78,44,32,107,46,107,95,104,105,44,32,116,
105,100,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,111,97,100,
95,115,119,60,66,78,62,40,115,86,97,32,43,32,40,106,116,32,38,32,49,41,32,42,
32,84,73,76,69,95,66,44,32,118,98,97,115,101,44,32,97,46,118,95,115,110,44,32,
107,98,44,32,107,46,107,95,104,105,44,32,116,105,100,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,107,116,95,99,112,95,99,111,109,109,105,116,40,41,59,10,32,32,
32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,95,113,107,40,115,44,
32,115,81,119,44,32,115,75,97,32,43,32,40,106,116,32,38,32,49,41,32,42,32,84,
73,76,69,95,66,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,106,116,32,62,
32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,112,118,40,
111,44,32,112,44,32,115,86,97,32,43,32,40,40,106,116,32,45,32,49,41,32,38,32,
49,41,32,42,32,84,73,76,69,95,66,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,107,116,95,119,103,109,109,97,95,119,97,105,116,60,49,62,40,41,59,10,32,32,
32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,119,103,109,109,97,95,119,97,105,116,60,48,62,40,41,59,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,97,
108,112,104,97,91,50,93,44,32,115,117,109,91,50,93,59,10,32,32,32,32,32,32,32,
32,107,116,95,115,99,111,114,101,115,40,97,44,32,107,44,32,115,44,32,107,98,44,32,
114,114,111,119,44,32,116,44,32,109,95,114,117,110,44,32,97,108,112,104,97,44,32,115,
117,109,32,75,84,95,69,77,95,78,79,78,69,41,59,10,32,32,32,32,32,32,32,32,
107,116,95,119,103,109,109,97,95,119,97,105,116,60,48,62,40,41,59,32,47,42,32,80,
40,106,45,49,41,32,86,40,106,45,49,41,32,100,111,110,101,58,32,79,32,97,110,100,
32,80,32,109,97,121,32,99,104,97,110,103,101,32,42,47,10,32,32,32,32,32,32,32,
32,107,116,95,102,105,110,105,115,104,40,111,44,32,112,44,32,115,44,32,97,108,112,104,
97,44,32,115,117,109,44,32,108,95,114,117,110,41,59,10,32,32,32,32,125,10,32,32,
32,32,107,116,95,99,112,95,119,97,105,116,95,97,108,108,40,41,59,10,32,32,32,32,
105,102,32,40,110,116,105,108,101,115,32,62,32,48,41,32,123,10,32,32,32,32,32,32,
32,32,107,116,95,102,101,110,99,101,95,97,115,121,110,99,95,115,109,101,109,40,41,59,
10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,
59,10,32,32,32,32,32,32,32,32,107,116,95,112,118,40,111,44,32,112,44,32,115,86,
97,32,43,32,40,40,110,116,105,108,101,115,32,45,32,49,41,32,38,32,49,41,32,42,
32,84,73,76,69,95,66,41,59,10,32,32,32,32,32,32,32,32,107,116,95,119,103,109,
109,97,95,119,97,105,116,60,48,62,40,41,59,10,32,32,32,32,125,10,32,32,32,32,
107,116,95,101,112,105,108,111,103,117,101,40,97,44,32,107,44,32,111,44,32,109,95,114,
117,110,44,32,108,95,114,117,110,44,32,114,114,111,119,44,32,116,41,59,10,125,10,10,
35,101,108,115,101,32,47,42,32,75,84,95,83,77,57,48,32,61,61,32,50,32,42,47,
10,47,42,32,84,101,110,115,111,114,32,109,97,112,115,32,40,98,117,105,108,116,32,111,
110,32,116,104,101,32,104,111,115,116,32,98,121,32,99,117,84,101,110,115,111,114,77,97,
112,69,110,99,111,100,101,84,105,108,101,100,41,58,32,91,66,44,32,72,44,32,78,44,
32,68,93,10,32,32,32,116,101,110,115,111,114,115,44,32,98,111,120,101,115,32,111,102,
32,54,52,32,99,111,108,117,109,110,115,32,120,32,66,77,32,40,81,41,32,111,114,32,
66,78,32,40,75,44,32,86,41,32,114,111,119,115,44,32,49,50,56,45,98,121,116,101,
32,115,119,105,122,122,108,101,46,32,42,47,10,115,116,114,117,99,116,32,95,95,97,108,
105,103,110,95,95,40,54,52,41,32,107,116,95,116,109,97,112,32,123,32,107,116,95,117,
54,52,32,119,91,49,54,93,59,32,125,59,10,115,116,114,117,99,116,32,107,116,95,116,
109,97,112,115,32,123,32,107,116,95,116,109,97,112,32,113,44,32,107,44,32,118,59,32,
125,59,10,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,109,98,97,114,95,
105,110,105,116,40,107,116,95,117,51,50,32,98,97,114,44,32,105,110,116,32,99,111,117,
110,116,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,109,98,97,114,
114,105,101,114,46,105,110,105,116,46,115,104,97,114,101,100,58,58,99,116,97,46,98,54,
52,32,91,37,48,93,44,32,37,49,59,34,32,58,58,34,114,34,40,98,97,114,41,44,
32,34,114,34,40,99,111,117,110,116,41,32,58,32,34,109,101,109,111,114,121,34,41,59,
32,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,109,98,97,114,95,101,
120,112,101,99,116,40,107,116,95,117,51,50,32,98,97,114,44,32,107,116,95,117,51,50,
32,98,121,116,101,115,41,32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,
108,101,40,34,109,98,97,114,114,105,101,114,46,97,114,114,105,118,101,46,101,120,112,101,
99,116,95,116,120,46,115,104,97,114,101,100,58,58,99,116,97,46,98,54,52,32,95,44,
32,91,37,48,93,44,32,37,49,59,34,32,58,58,34,114,34,40,98,97,114,41,44,32,
34,114,34,40,98,121,116,101,115,41,32,58,32,34,109,101,109,111,114,121,34,41,59,10,
125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,109,98,97,114,95,97,114,
114,105,118,101,40,107,116,95,117,51,50,32,98,97,114,41,32,123,32,97,115,109,32,118,
111,108,97,116,105,108,101,40,34,109,98,97,114,114,105,101,114,46,97,114,114,105,118,101,
46,115,104,97,114,101,100,58,58,99,116,97,46,98,54,52,32,95,44,32,91,37,48,93,
59,34,32,58,58,34,114,34,40,98,97,114,41,32,58,32,34,109,101,109,111,114,121,34,
41,59,32,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,109,98,97,114,
95,119,97,105,116,40,107,116,95,117,51,50,32,98,97,114,44,32,107,116,95,117,51,50,
32,112,97,114,105,116,121,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,100,111,
110,101,59,10,32,32,32,32,100,111,32,123,10,32,32,32,32,32,32,32,32,97,115,109,
32,118,111,108,97,116,105,108,101,40,34,123,92,110,46,114,101,103,32,46,112,114,101,100,
32,112,59,92,110,109,98,97,114,114,105,101,114,46,116,114,121,95,119,97,105,116,46,112,
97,114,105,116,121,46,115,104,97,114,101,100,58,58,99,116,97,46,98,54,52,32,112,44,
32,91,37,49,93,44,32,37,50,59,92,110,115,101,108,112,46,117,51,50,32,37,48,44,
32,49,44,32,48,44,32,112,59,92,110,125,92,110,34,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,61,114,34,40,100,111,110,101,
41,32,58,32,34,114,34,40,98,97,114,41,44,32,34,114,34,40,112,97,114,105,116,121,
41,32,58,32,34,109,101,109,111,114,121,34,41,59,10,32,32,32,32,125,32,119,104,105,
108,101,32,40,33,100,111,110,101,41,59,10,125,10,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,95,116,109,97,95,108,111,97,100,40,107,116,95,117,51,50,32,100,115,116,
44,32,99,111,110,115,116,32,107,116,95,116,109,97,112,32,42,109,97,112,44,32,105,110,
116,32,99,48,44,32,105,110,116,32,99,49,44,32,105,110,116,32,99,50,44,32,105,110,
116,32,99,51,44,32,107,116,95,117,51,50,32,98,97,114,41,32,123,10,32,32,32,32,
97,115,109,32,118,111,108,97,116,105,108,101,40,34,99,112,46,97,115,121,110,99,46,98,
117,108,107,46,116,101,110,115,111,114,46,52,100,46,115,104,97,114,101,100,58,58,99,108,
117,115,116,101,114,46,103,108,111,98,97,108,46,109,98,97,114,114,105,101,114,58,58,99,
111,109,112,108,101,116,101,95,116,120,58,58,98,121,116,101,115,32,91,37,48,93,44,32,
91,37,49,44,32,123,37,50,44,32,37,51,44,32,37,52,44,32,37,53,125,93,44,32,
91,37,54,93,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
58,58,34,114,34,40,100,115,116,41,44,32,34,108,34,40,40,107,116,95,117,54,52,41,
109,97,112,41,44,32,34,114,34,40,99,48,41,44,32,34,114,34,40,99,49,41,44,32,
34,114,34,40,99,50,41,44,32,34,114,34,40,99,51,41,44,32,34,114,34,40,98,97,
114,41,32,58,32,34,109,101,109,111,114,121,34,41,59,10,125,10,47,42,32,82,79,87,
83,32,120,32,75,84,95,68,32,116,105,108,101,32,102,114,111,109,32,114,111,119,32,96,
114,111,119,96,32,97,115,32,75,84,95,68,47,54,52,32,115,119,105,122,122,108,101,100,
32,99,111,108,117,109,110,32,98,108,111,99,107,115,32,42,47,10,116,101,109,112,108,97,
116,101,32,60,105,110,116,32,82,79,87,83,62,32,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,95,116,109,97,95,116,105,108,101,40,107,116,95,117,51,50,32,100,115,116,
44,32,99,111,110,115,116,32,107,116,95,116,109,97,112,32,42,109,97,112,44,32,107,116,
95,105,54,52,32,114,111,119,44,32,107,116,95,105,54,52,32,104,44,32,107,116,95,105,
54,52,32,98,44,32,107,116,95,117,51,50,32,98,97,114,41,32,123,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,
98,108,107,32,61,32,48,59,32,98,108,107,32,60,32,75,84,95,68,32,47,32,54,52,
59,32,98,108,107,43,43,41,32,107,116,95,116,109,97,95,108,111,97,100,40,100,115,116,
32,43,32,98,108,107,32,42,32,82,79,87,83,32,42,32,49,50,56,44,32,109,97,112,
44,32,98,108,107,32,42,32,54,52,44,32,40,105,110,116,41,114,111,119,44,32,40,105,
110,116,41,104,44,32,40,105,110,116,41,98,44,32,98,97,114,41,59,10,125,10,47,42,
32,97,32,118,97,108,117,101,32,101,113,117,97,108,32,105,110,32,101,118,101,114,121,32,
108,97,110,101,44,32,97,115,32,116,104,101,32,99,111,109,112,105,108,101,114,39,115,32,
117,110,105,102,111,114,109,32,100,97,116,97,112,97,116,104,32,115,101,101,115,32,105,116,
10,32,32,32,40,114,101,100,117,120,46,115,121,110,99,32,119,114,105,116,101,115,32,97,
32,117,110,105,102,111,114,109,32,114,101,103,105,115,116,101,114,41,32,42,47,10,75,84,
95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,117,110,105,102,111,114,109,40,107,
116,95,117,51,50,32,118,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,114,59,
10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,114,101,100,117,120,
46,115,121,110,99,46,109,97,120,46,117,51,50,32,37,48,44,32,37,49,44,32,48,120,
102,102,102,102,102,102,102,102,59,34,32,58,32,34,61,114,34,40,114,41,32,58,32,34,
114,34,40,118,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,125,10,
75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,98,97,114,95,115,121,110,99,40,
105,110,116,32,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,
98,97,114,46,115,121,110,99,32,37,48,44,32,37,49,59,34,32,58,58,34,114,34,40,
105,100,41,44,32,34,110,34,40,50,32,42,32,49,50,56,41,32,58,32,34,109,101,109,
111,114,121,34,41,59,32,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
98,97,114,95,97,114,114,105,118,101,40,105,110,116,32,105,100,41,32,123,32,97,115,109,
32,118,111,108,97,116,105,108,101,40,34,98,97,114,46,97,114,114,105,118,101,32,37,48,
44,32,37,49,59,34,32,58,58,34,114,34,40,105,100,41,44,32,34,110,34,40,50,32,
42,32,49,50,56,41,32,58,32,34,109,101,109,111,114,121,34,41,59,32,125,10,10,75,
84,95,75,69,82,78,69,76,32,118,111,105,100,32,95,95,108,97,117,110,99,104,95,98,
111,117,110,100,115,95,95,40,78,84,72,82,44,32,49,41,32,107,116,95,97,116,116,110,
95,102,119,100,40,99,111,110,115,116,32,107,116,95,97,116,116,110,95,97,114,103,115,32,
97,44,32,99,111,110,115,116,32,95,95,103,114,105,100,95,99,111,110,115,116,97,110,116,
95,95,32,107,116,95,116,109,97,112,115,32,116,109,44,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,115,112,97,114,115,101,95,97,114,103,115,32,115,112,41,32,123,
10,32,32,32,32,101,120,116,101,114,110,32,95,95,115,104,97,114,101,100,95,95,32,95,
95,97,108,105,103,110,95,95,40,49,54,41,32,117,110,115,105,103,110,101,100,32,99,104,
97,114,32,115,109,101,109,95,114,97,119,91,93,59,10,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,115,81,97,32,61,32,40,107,116,95,115,109,101,109,95,97,
100,100,114,40,115,109,101,109,95,114,97,119,41,32,43,32,49,48,50,51,117,41,32,38,
32,126,49,48,50,51,117,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,
50,32,115,75,97,32,61,32,115,81,97,32,43,32,66,77,32,42,32,75,84,95,68,32,
42,32,50,44,32,115,86,97,32,61,32,115,75,97,32,43,32,50,32,42,32,84,73,76,
69,95,66,44,32,115,81,98,32,61,32,115,86,97,32,43,32,50,32,42,32,84,73,76,
69,95,66,59,10,32,32,32,32,47,42,32,109,98,97,114,114,105,101,114,115,32,40,97,
102,116,101,114,32,116,104,101,32,115,101,99,111,110,100,32,81,32,116,105,108,101,32,119,
104,101,110,32,112,97,105,114,105,110,103,41,58,32,81,32,102,117,108,108,91,50,93,44,
32,75,32,102,117,108,108,91,50,93,44,10,32,32,32,32,32,32,32,86,32,102,117,108,
108,91,50,93,44,32,75,32,101,109,112,116,121,91,50,93,44,32,86,32,101,109,112,116,
121,91,50,93,32,42,47,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,
32,98,97,114,81,32,61,32,115,81,98,32,43,32,40,115,112,46,112,97,105,114,32,63,
32,66,77,32,42,32,75,84,95,68,32,42,32,50,32,58,32,48,41,44,32,98,97,114,
75,102,32,61,32,98,97,114,81,32,43,32,49,54,44,32,98,97,114,86,102,32,61,32,
98,97,114,81,32,43,32,51,50,44,32,98,97,114,75,101,32,61,32,98,97,114,81,32,
43,32,52,56,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,98,
97,114,86,101,32,61,32,98,97,114,81,32,43,32,54,52,59,10,35,105,102,32,75,84,
95,77,65,83,75,32,61,61,32,49,10,32,32,32,32,99,111,110,115,116,32,107,116,95,
117,51,50,32,98,97,114,75,116,32,61,32,98,97,114,81,32,43,32,56,48,59,32,47,
42,32,116,104,101,32,116,105,108,101,32,105,110,100,101,120,32,105,110,32,101,97,99,104,
32,75,32,115,108,111,116,32,40,50,32,120,32,52,32,98,121,116,101,115,41,32,42,47,
10,35,101,110,100,105,102,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,116,105,
100,32,61,32,116,104,114,101,97,100,73,100,120,46,120,44,32,119,103,32,61,32,116,105,
100,32,62,62,32,55,44,32,108,97,110,101,32,61,32,116,105,100,32,38,32,51,49,44,
32,116,32,61,32,108,97,110,101,32,38,32,51,59,10,32,32,32,32,47,42,32,80,97,
105,114,105,110,103,32,40,111,110,101,32,115,112,108,105,116,41,58,32,67,84,65,32,120,
32,114,117,110,115,32,114,111,119,32,98,108,111,99,107,32,82,45,49,45,120,44,32,116,
104,101,110,32,114,111,119,32,98,108,111,99,107,32,120,44,32,115,111,10,32,32,32,32,
32,32,32,101,118,101,114,121,32,67,84,65,32,104,97,115,32,116,104,101,32,115,97,109,
101,32,99,97,117,115,97,108,32,119,111,114,107,32,97,110,100,32,111,110,101,32,115,116,
97,114,116,45,117,112,32,102,111,114,32,116,119,111,32,114,111,119,10,32,32,32,32,32,
32,32,98,108,111,99,107,115,59,32,116,104,101,32,75,47,86,32,112,105,112,101,108,105,
110,101,32,114,117,110,115,32,111,110,32,97,99,114,111,115,115,32,116,104,101,32,116,119,
111,46,32,42,47,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,82,
32,61,32,40,97,46,114,111,119,115,32,43,32,66,77,32,45,32,49,41,32,47,32,66,
77,44,32,114,98,48,32,61,32,82,32,45,32,49,32,45,32,98,108,111,99,107,73,100,
120,46,120,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,110,105,116,101,109,
115,32,61,32,115,112,46,112,97,105,114,32,38,38,32,114,98,48,32,33,61,32,40,107,
116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,63,32,50,32,58,32,49,
59,10,35,105,102,32,75,84,95,77,65,83,75,32,61,61,32,49,10,35,100,101,102,105,
110,101,32,75,84,95,76,82,79,87,40,107,41,32,40,40,40,107,41,46,98,32,42,32,
97,46,72,113,32,43,32,40,107,41,46,104,113,41,32,42,32,82,32,43,32,40,107,41,
46,114,48,32,47,32,66,77,41,10,35,100,101,102,105,110,101,32,75,84,95,76,73,83,
84,95,68,69,67,76,40,107,41,32,99,111,110,115,116,32,105,110,116,32,42,116,108,32,
61,32,40,99,111,110,115,116,32,105,110,116,32,42,41,115,112,46,105,100,120,32,43,32,
75,84,95,76,82,79,87,40,107,41,32,42,32,115,112,46,84,59,32,47,42,32,116,104,
105,115,32,114,111,119,32,98,108,111,99,107,39,115,32,116,105,108,101,32,108,105,115,116,
32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,78,84,73,76,69,83,40,107,41,
32,40,40,40,99,111,110,115,116,32,105,110,116,32,42,41,115,112,46,99,110,116,41,91,
75,84,95,76,82,79,87,40,107,41,93,41,10,35,100,101,102,105,110,101,32,75,84,95,
84,73,76,69,40,107,44,32,106,116,41,32,40,40,107,116,95,105,54,52,41,95,95,108,
100,103,40,116,108,32,43,32,40,106,116,41,41,32,42,32,66,78,41,10,47,42,32,84,
104,101,32,99,111,110,115,117,109,101,114,115,39,32,116,105,108,101,32,99,111,117,110,116,
32,97,110,100,32,116,105,108,101,32,105,110,100,105,99,101,115,32,40,102,114,111,109,32,
115,104,97,114,101,100,32,109,101,109,111,114,121,44,32,98,97,114,75,116,41,10,32,32,
32,112,97,115,115,32,116,104,114,111,117,103,104,32,107,116,95,117,110,105,102,111,114,109,
58,32,119,97,114,112,45,117,110,105,102,111,114,109,32,116,111,32,116,104,101,32,99,111,
109,112,105,108,101,114,44,32,97,115,32,116,104,101,32,100,101,110,115,101,10,32,32,32,
107,101,114,110,101,108,39,115,32,97,114,101,44,32,116,104,101,32,116,105,108,101,32,108,
111,111,112,32,107,101,101,112,115,32,105,116,115,32,97,100,100,114,101,115,115,101,115,32,
97,110,100,32,116,101,115,116,115,32,105,110,32,117,110,105,102,111,114,109,10,32,32,32,
114,101,103,105,115,116,101,114,115,32,105,110,115,116,101,97,100,32,111,102,32,114,101,99,
111,109,112,117,116,105,110,103,32,116,104,101,109,32,112,101,114,32,116,104,114,101,97,100,
32,97,110,100,32,116,105,108,101,46,32,42,47,10,35,100,101,102,105,110,101,32,75,84,
95,78,84,73,76,69,83,95,87,40,107,41,32,40,40,105,110,116,41,107,116,95,117,110,
105,102,111,114,109,40,40,107,116,95,117,51,50,41,75,84,95,78,84,73,76,69,83,40,
107,41,41,41,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,95,76,73,
83,84,95,68,69,67,76,40,107,41,10,35,100,101,102,105,110,101,32,75,84,95,78,84,
73,76,69,83,40,107,41,32,40,40,107,41,46,110,116,105,108,101,115,41,10,35,100,101,
102,105,110,101,32,75,84,95,84,73,76,69,40,107,44,32,106,116,41,32,40,40,107,41,
46,107,95,108,111,32,43,32,40,107,116,95,105,54,52,41,40,106,116,41,32,42,32,66,
78,41,10,35,100,101,102,105,110,101,32,75,84,95,78,84,73,76,69,83,95,87,40,107,
41,32,75,84,95,78,84,73,76,69,83,40,107,41,10,35,101,110,100,105,102,10,32,32,
32,32,105,102,32,40,116,105,100,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,50,59,
32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,
98,97,114,95,105,110,105,116,40,98,97,114,81,32,43,32,56,32,42,32,105,44,32,49,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,105,
110,105,116,40,98,97,114,75,102,32,43,32,56,32,42,32,105,44,32,49,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,105,110,105,116,40,
98,97,114,86,102,32,43,32,56,32,42,32,105,44,32,49,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,105,110,105,116,40,98,97,114,75,
101,32,43,32,56,32,42,32,105,44,32,75,84,95,87,71,32,42,32,49,50,56,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,105,110,105,
116,40,98,97,114,86,101,32,43,32,56,32,42,32,105,44,32,75,84,95,87,71,32,42,
32,49,50,56,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,
32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,102,101,110,99,101,46,109,98,97,
114,114,105,101,114,95,105,110,105,116,46,114,101,108,101,97,115,101,46,99,108,117,115,116,
101,114,59,34,32,58,58,58,32,34,109,101,109,111,114,121,34,41,59,10,32,32,32,32,
125,10,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,10,
32,32,32,32,105,102,32,40,119,103,32,61,61,32,48,41,32,123,10,32,32,32,32,32,
32,32,32,47,42,32,112,114,111,100,117,99,101,114,58,32,111,110,101,32,116,104,114,101,
97,100,32,105,115,115,117,101,115,32,101,118,101,114,121,32,99,111,112,121,32,42,47,10,
32,32,32,32,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,115,101,
116,109,97,120,110,114,101,103,46,100,101,99,46,115,121,110,99,46,97,108,105,103,110,101,
100,46,117,51,50,32,52,48,59,34,41,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,116,105,100,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,102,111,114,32,40,105,110,116,32,105,116,32,61,32,48,59,32,105,116,32,60,32,110,
105,116,101,109,115,59,32,105,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,98,108,107,32,107,32,61,32,
107,116,95,98,108,111,99,107,95,97,116,40,97,44,32,105,116,32,63,32,40,107,116,95,
105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,58,32,114,98,48,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,101,
120,112,101,99,116,40,98,97,114,81,32,43,32,56,32,42,32,105,116,44,32,66,77,32,
42,32,75,84,95,68,32,42,32,50,41,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,107,116,95,116,109,97,95,116,105,108,101,60,66,77,62,40,105,116,32,
63,32,115,81,98,32,58,32,115,81,97,44,32,38,116,109,46,113,44,32,107,46,114,48,
44,32,107,46,104,113,44,32,107,46,98,44,32,98,97,114,81,32,43,32,56,32,42,32,
105,116,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,110,116,32,103,32,61,32,48,59,32,47,42,32,116,105,108,
101,115,32,105,115,115,117,101,100,32,115,111,32,102,97,114,58,32,115,108,111,116,32,103,
32,38,32,49,44,32,117,115,101,32,103,32,62,62,32,49,32,42,47,10,32,32,32,32,
32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,116,32,61,32,48,59,
32,105,116,32,60,32,110,105,116,101,109,115,59,32,105,116,43,43,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,98,
108,107,32,107,32,61,32,107,116,95,98,108,111,99,107,95,97,116,40,97,44,32,105,116,
32,63,32,40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,58,32,
114,98,48,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,105,110,116,32,110,116,105,108,101,115,32,61,32,75,84,95,78,84,73,76,
69,83,40,107,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,75,
84,95,76,73,83,84,95,68,69,67,76,40,107,41,10,35,105,102,32,75,84,95,77,65,
83,75,32,61,61,32,49,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
47,42,32,116,104,101,32,110,101,120,116,32,116,105,108,101,39,115,32,105,110,100,101,120,
32,105,115,32,114,101,97,100,32,98,101,102,111,114,101,32,116,104,105,115,32,116,105,108,
101,39,115,32,119,97,105,116,115,44,32,115,111,32,105,116,115,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,108,97,116,101,110,99,121,32,110,101,118,
101,114,32,100,101,108,97,121,115,32,97,32,99,111,112,121,32,42,47,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,107,98,95,110,101,
120,116,32,61,32,110,116,105,108,101,115,32,62,32,48,32,63,32,75,84,95,84,73,76,
69,40,107,44,32,48,41,32,58,32,48,59,10,35,101,110,100,105,102,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,116,32,
61,32,48,59,32,106,116,32,60,32,110,116,105,108,101,115,59,32,106,116,43,43,44,32,
103,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,105,110,116,32,115,108,32,61,32,103,32,38,32,49,44,
32,110,32,61,32,103,32,62,62,32,49,59,10,35,105,102,32,75,84,95,77,65,83,75,
32,61,61,32,49,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,98,32,61,32,107,98,95,110,
101,120,116,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,106,116,32,43,32,49,32,60,32,110,116,105,108,101,115,41,32,107,98,
95,110,101,120,116,32,61,32,75,84,95,84,73,76,69,40,107,44,32,106,116,32,43,32,
49,41,59,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,98,32,61,32,
75,84,95,84,73,76,69,40,107,44,32,106,116,41,59,10,35,101,110,100,105,102,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,103,
32,62,61,32,50,41,32,107,116,95,109,98,97,114,95,119,97,105,116,40,98,97,114,75,
101,32,43,32,56,32,42,32,115,108,44,32,40,110,32,45,32,49,41,32,38,32,49,41,
59,10,35,105,102,32,75,84,95,77,65,83,75,32,61,61,32,49,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,116,104,101,32,116,105,
108,101,39,115,32,105,110,100,101,120,32,102,111,114,32,116,104,101,32,99,111,110,115,117,
109,101,114,115,44,32,114,101,108,101,97,115,101,100,32,98,121,32,116,104,101,32,97,114,
114,105,118,101,32,98,101,108,111,119,32,42,47,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,
115,116,46,115,104,97,114,101,100,46,117,51,50,32,91,37,48,93,44,32,37,49,59,34,
32,58,58,34,114,34,40,98,97,114,75,116,32,43,32,52,32,42,32,115,108,41,44,32,
34,114,34,40,40,107,116,95,117,51,50,41,40,107,98,32,47,32,66,78,41,41,32,58,
32,34,109,101,109,111,114,121,34,41,59,10,35,101,110,100,105,102,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,101,
120,112,101,99,116,40,98,97,114,75,102,32,43,32,56,32,42,32,115,108,44,32,84,73,
76,69,95,66,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,116,109,97,95,116,105,108,101,60,66,78,62,40,115,75,97,32,43,
32,115,108,32,42,32,84,73,76,69,95,66,44,32,38,116,109,46,107,44,32,107,98,44,
32,107,46,107,118,104,44,32,107,46,98,44,32,98,97,114,75,102,32,43,32,56,32,42,
32,115,108,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,105,102,32,40,103,32,62,61,32,50,41,32,107,116,95,109,98,97,114,95,119,97,
105,116,40,98,97,114,86,101,32,43,32,56,32,42,32,115,108,44,32,40,110,32,45,32,
49,41,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,107,116,95,109,98,97,114,95,101,120,112,101,99,116,40,98,97,114,86,
102,32,43,32,56,32,42,32,115,108,44,32,84,73,76,69,95,66,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,116,109,97,95,
116,105,108,101,60,66,78,62,40,115,86,97,32,43,32,115,108,32,42,32,84,73,76,69,
95,66,44,32,38,116,109,46,118,44,32,107,98,44,32,107,46,107,118,104,44,32,107,46,
98,44,32,98,97,114,86,102,32,43,32,56,32,42,32,115,108,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,32,101,108,115,101,
32,123,10,32,32,32,32,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,
34,115,101,116,109,97,120,110,114,101,103,46,105,110,99,46,115,121,110,99,46,97,108,105,
103,110,101,100,46,117,51,50,32,50,51,50,59,34,41,59,10,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,105,110,116,32,99,119,32,61,32,119,103,32,45,32,49,59,32,
47,42,32,99,111,110,115,117,109,101,114,32,119,97,114,112,103,114,111,117,112,59,32,110,
97,109,101,100,32,98,97,114,114,105,101,114,32,49,32,43,32,99,119,32,105,115,32,105,
116,115,32,116,117,114,110,32,116,111,32,105,115,115,117,101,32,77,77,65,115,32,42,47,
10,32,32,32,32,32,32,32,32,105,102,32,40,99,119,32,61,61,32,49,41,32,107,116,
95,98,97,114,95,97,114,114,105,118,101,40,49,41,59,32,47,42,32,99,111,110,115,117,
109,101,114,32,48,32,103,111,101,115,32,102,105,114,115,116,32,42,47,10,32,32,32,32,
32,32,32,32,105,110,116,32,103,32,61,32,48,59,10,32,32,32,32,32,32,32,32,102,
111,114,32,40,105,110,116,32,105,116,32,61,32,48,59,32,105,116,32,60,32,110,105,116,
101,109,115,59,32,105,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,107,116,95,98,108,107,32,107,32,61,32,107,116,95,98,108,111,
99,107,95,97,116,40,97,44,32,105,116,32,63,32,40,107,116,95,105,54,52,41,98,108,
111,99,107,73,100,120,46,120,32,58,32,114,98,48,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,110,116,105,108,101,115,32,61,32,
75,84,95,78,84,73,76,69,83,95,87,40,107,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,81,119,32,61,32,40,
105,116,32,63,32,115,81,98,32,58,32,115,81,97,41,32,43,32,99,119,32,42,32,54,
52,32,42,32,49,50,56,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,105,54,52,32,114,114,111,119,32,61,32,107,46,114,48,32,43,32,
99,119,32,42,32,54,52,32,43,32,40,40,116,105,100,32,62,62,32,53,41,32,38,32,
51,41,32,42,32,49,54,32,43,32,40,108,97,110,101,32,62,62,32,50,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,111,91,75,84,95,68,32,
47,32,50,93,44,32,115,91,66,78,32,47,32,50,93,44,32,109,95,114,117,110,91,50,
93,44,32,108,95,114,117,110,91,50,93,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,117,51,50,32,112,91,66,78,32,47,32,49,54,93,91,52,93,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,
95,68,32,47,32,50,59,32,105,43,43,41,32,111,91,105,93,32,61,32,48,46,48,102,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,109,95,114,117,110,91,48,93,32,61,
32,109,95,114,117,110,91,49,93,32,61,32,75,84,95,78,69,71,95,73,78,70,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,108,95,114,117,110,91,48,93,32,61,32,108,
95,114,117,110,91,49,93,32,61,32,48,46,48,102,59,10,35,105,102,32,75,84,95,77,
65,83,75,32,61,61,32,49,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,117,56,32,42,109,48,32,61,32,48,44,32,42,109,49,32,61,32,
48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,115,112,46,98,109,
97,115,107,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,
111,110,115,116,32,107,116,95,117,56,32,42,109,98,32,61,32,40,99,111,110,115,116,32,
107,116,95,117,56,32,42,41,115,112,46,98,109,97,115,107,32,43,32,107,46,98,32,42,
32,115,112,46,109,95,115,98,32,43,32,107,46,104,113,32,42,32,115,112,46,109,95,115,
104,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,48,32,61,32,
109,98,32,43,32,40,114,114,111,119,32,60,32,97,46,114,111,119,115,32,63,32,114,114,
111,119,32,47,32,115,112,46,98,113,32,58,32,48,41,32,42,32,115,112,46,109,95,115,
113,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,49,32,61,32,
109,98,32,43,32,40,114,114,111,119,32,43,32,56,32,60,32,97,46,114,111,119,115,32,
63,32,40,114,114,111,119,32,43,32,56,41,32,47,32,115,112,46,98,113,32,58,32,48,
41,32,42,32,115,112,46,109,95,115,113,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,35,100,101,102,105,110,101,32,75,84,95,69,77,95,65,82,71,83,32,44,32,
109,48,44,32,109,49,44,32,115,112,46,98,109,97,115,107,32,63,32,115,112,46,98,107,
32,58,32,48,44,32,115,112,46,109,95,115,107,10,35,101,108,115,101,10,35,100,101,102,
105,110,101,32,75,84,95,69,77,95,65,82,71,83,32,75,84,95,69,77,95,78,79,78,
69,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
109,98,97,114,95,119,97,105,116,40,98,97,114,81,32,43,32,56,32,42,32,105,116,44,
32,48,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,
116,32,106,116,32,61,32,48,59,32,106,116,32,60,32,110,116,105,108,101,115,59,32,106,
116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,
111,110,115,116,32,105,110,116,32,103,103,32,61,32,103,32,43,32,106,116,44,32,115,108,
32,61,32,103,103,32,38,32,49,59,10,35,105,102,32,75,84,95,77,65,83,75,32,61,
61,32,49,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,
98,97,114,95,119,97,105,116,40,98,97,114,75,102,32,43,32,56,32,42,32,115,108,44,
32,40,103,103,32,62,62,32,49,41,32,38,32,49,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,107,116,95,105,100,120,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,97,115,109,32,118,111,108,97,
116,105,108,101,40,34,108,100,46,115,104,97,114,101,100,46,117,51,50,32,37,48,44,32,
91,37,49,93,59,34,32,58,32,34,61,114,34,40,107,116,95,105,100,120,41,32,58,32,
34,114,34,40,98,97,114,75,116,32,43,32,52,32,42,32,115,108,41,32,58,32,34,109,
101,109,111,114,121,34,41,59,32,47,42,32,98,101,102,111,114,101,32,75,32,101,109,112,
116,121,32,105,115,32,115,105,103,110,97,108,108,101,100,32,42,47,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,
107,98,32,61,32,40,107,116,95,105,54,52,41,107,116,95,117,110,105,102,111,114,109,40,
107,116,95,105,100,120,41,32,42,32,66,78,59,10,35,101,108,115,101,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,
32,107,98,32,61,32,75,84,95,84,73,76,69,40,107,44,32,106,116,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,119,97,
105,116,40,98,97,114,75,102,32,43,32,56,32,42,32,115,108,44,32,40,103,103,32,62,
62,32,49,41,32,38,32,49,41,59,10,35,101,110,100,105,102,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,105,102,32,40,106,116,32,62,32,48,41,32,107,116,
95,109,98,97,114,95,119,97,105,116,40,98,97,114,86,102,32,43,32,56,32,42,32,40,
115,108,32,94,32,49,41,44,32,40,40,103,103,32,45,32,49,41,32,62,62,32,49,41,
32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,98,97,114,95,115,121,110,99,40,49,32,43,32,99,119,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,107,40,115,44,32,115,81,119,
44,32,115,75,97,32,43,32,115,108,32,42,32,84,73,76,69,95,66,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,106,116,32,62,32,48,
41,32,123,32,47,42,32,111,110,101,32,98,114,97,110,99,104,58,32,116,104,101,32,99,
111,109,112,105,108,101,114,32,109,117,115,116,32,115,101,101,32,119,104,105,99,104,32,103,
114,111,117,112,32,101,97,99,104,32,119,97,105,116,32,99,111,118,101,114,115,32,42,47,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
112,118,40,111,44,32,112,44,32,115,86,97,32,43,32,40,115,108,32,94,32,49,41,32,
42,32,84,73,76,69,95,66,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,98,97,114,95,97,114,114,105,118,101,40,50,32,45,
32,99,119,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,107,116,95,119,103,109,109,97,95,119,97,105,116,60,49,62,40,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,98,97,
114,95,97,114,114,105,118,101,40,50,32,45,32,99,119,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,119,103,109,109,97,95,119,
97,105,116,60,48,62,40,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,
98,97,114,95,97,114,114,105,118,101,40,98,97,114,75,101,32,43,32,56,32,42,32,115,
108,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,
116,32,97,108,112,104,97,91,50,93,44,32,115,117,109,91,50,93,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,115,99,111,114,101,115,40,97,44,
32,107,44,32,115,44,32,107,98,44,32,114,114,111,119,44,32,116,44,32,109,95,114,117,
110,44,32,97,108,112,104,97,44,32,115,117,109,32,75,84,95,69,77,95,65,82,71,83,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,119,103,
109,109,97,95,119,97,105,116,60,48,62,40,41,59,32,47,42,32,80,40,106,45,49,41,
32,86,40,106,45,49,41,32,100,111,110,101,58,32,79,32,97,110,100,32,80,32,109,97,
121,32,99,104,97,110,103,101,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,102,32,40,106,116,32,62,32,48,41,32,107,116,95,109,98,97,114,95,
97,114,114,105,118,101,40,98,97,114,86,101,32,43,32,56,32,42,32,40,115,108,32,94,
32,49,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,102,105,110,105,115,104,40,111,44,32,112,44,32,115,44,32,97,108,112,104,97,44,32,
115,117,109,44,32,108,95,114,117,110,41,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,110,116,105,108,101,
115,32,62,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,105,110,116,32,103,103,32,61,32,103,32,43,32,110,116,105,108,
101,115,32,45,32,49,44,32,115,108,32,61,32,103,103,32,38,32,49,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,114,95,119,97,105,
116,40,98,97,114,86,102,32,43,32,56,32,42,32,115,108,44,32,40,103,103,32,62,62,
32,49,41,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,107,116,95,98,97,114,95,115,121,110,99,40,49,32,43,32,99,119,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,112,118,40,111,44,32,
112,44,32,115,86,97,32,43,32,115,108,32,42,32,84,73,76,69,95,66,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,98,97,114,95,97,114,
114,105,118,101,40,50,32,45,32,99,119,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,107,116,95,119,103,109,109,97,95,119,97,105,116,60,48,62,40,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,109,98,97,
114,95,97,114,114,105,118,101,40,98,97,114,86,101,32,43,32,56,32,42,32,115,108,41,
59,32,47,42,32,116,104,101,32,110,101,120,116,32,114,111,119,32,98,108,111,99,107,39,
115,32,116,105,108,101,115,32,109,97,121,32,114,101,117,115,101,32,116,104,101,32,115,108,
111,116,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,32,32,32,32,103,32,43,61,32,110,116,105,108,101,115,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,101,112,105,108,111,103,117,101,40,97,44,32,
107,44,32,111,44,32,109,95,114,117,110,44,32,108,95,114,117,110,44,32,114,114,111,119,
44,32,116,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,
105,102,32,40,99,119,32,61,61,32,48,41,32,107,116,95,98,97,114,95,115,121,110,99,
40,49,41,59,32,47,42,32,116,104,101,32,111,116,104,101,114,32,99,111,110,115,117,109,
101,114,39,115,32,108,97,115,116,32,104,97,110,100,45,111,118,101,114,32,42,47,10,32,
32,32,32,125,10,125,10,35,101,110,100,105,102,10,35,101,110,100,105,102,10,0,
};
static const unsigned char ktorch__cu_src_misc[3103] = { /* shaders/misc.cu */
47,42,32,69,108,101,109,101,110,116,45,119,105,115,101,32,100,101,118,105,99,101,32,107,
101,114,110,101,108,115,58,32,115,116,114,105,100,101,100,32,99,111,112,105,101,115,32,119,
105,116,104,32,100,116,121,112,101,32,99,111,110,118,101,114,115,105,111,110,10,32,32,32,
40,98,105,116,45,105,100,101,110,116,105,99,97,108,32,116,111,32,107,116,111,114,99,104,
46,104,39,115,32,104,111,115,116,32,99,111,110,118,101,114,115,105,111,110,115,41,32,97,
110,100,32,116,104,101,32,115,112,108,105,116,45,75,86,32,99,111,109,98,105,110,101,46,
32,42,47,10,115,116,114,117,99,116,32,107,116,95,99,111,110,118,101,114,116,95,97,114,
103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,115,114,99,44,32,100,115,116,
59,10,32,32,32,32,107,116,95,105,54,52,32,115,104,97,112,101,91,52,93,44,32,115,
115,91,52,93,44,32,100,115,91,52,93,59,32,47,42,32,115,116,114,105,100,101,115,32,
105,110,32,101,108,101,109,101,110,116,115,32,42,47,10,32,32,32,32,107,116,95,105,54,
52,32,110,44,32,115,114,99,95,100,116,121,112,101,44,32,100,115,116,95,100,116,121,112,
101,44,32,101,115,105,122,101,59,10,125,59,10,47,42,32,100,116,121,112,101,32,99,111,
100,101,115,32,102,111,108,108,111,119,32,107,116,111,114,99,104,95,100,116,121,112,101,58,
32,48,32,102,51,50,44,32,49,32,102,49,54,44,32,50,32,98,102,49,54,32,42,47,
10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,108,111,97,100,95,102,51,
50,40,99,111,110,115,116,32,118,111,105,100,32,42,112,44,32,107,116,95,105,54,52,32,
105,44,32,105,110,116,32,100,116,41,32,123,10,32,32,32,32,105,102,32,40,100,116,32,
61,61,32,48,41,32,114,101,116,117,114,110,32,40,40,99,111,110,115,116,32,102,108,111,
97,116,32,42,41,112,41,91,105,93,59,10,32,32,32,32,105,102,32,40,100,116,32,61,
61,32,49,41,32,114,101,116,117,114,110,32,107,116,95,102,49,54,95,116,111,95,102,51,
50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,105,93,
41,59,10,32,32,32,32,114,101,116,117,114,110,32,107,116,95,98,102,49,54,95,116,111,
95,102,51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,41,
91,105,93,41,59,10,125,10,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,
107,116,95,99,111,110,118,101,114,116,40,99,111,110,115,116,32,107,116,95,99,111,110,118,
101,114,116,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,102,111,114,32,40,107,
116,95,105,54,52,32,105,100,120,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,
107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,
114,101,97,100,73,100,120,46,120,59,32,105,100,120,32,60,32,97,46,110,59,32,105,100,
120,32,43,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,
32,98,108,111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,107,
116,95,105,54,52,32,114,32,61,32,105,100,120,44,32,115,111,32,61,32,48,44,32,100,
111,102,32,61,32,48,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,
32,100,32,61,32,51,59,32,100,32,62,61,32,48,59,32,100,45,45,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,99,32,61,32,114,32,
37,32,97,46,115,104,97,112,101,91,100,93,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,114,32,47,61,32,97,46,115,104,97,112,101,91,100,93,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,115,111,32,43,61,32,99,32,42,32,97,46,115,115,91,100,93,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,100,111,102,32,43,61,32,99,32,42,
32,97,46,100,115,91,100,93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,105,102,32,40,97,46,115,114,99,95,100,116,121,112,101,32,61,61,32,97,
46,100,115,116,95,100,116,121,112,101,41,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,115,119,105,116,99,104,32,40,97,46,101,115,105,122,101,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,99,97,115,101,32,49,58,32,40,40,107,116,95,117,56,
32,42,41,97,46,100,115,116,41,91,100,111,102,93,32,61,32,40,40,99,111,110,115,116,
32,107,116,95,117,56,32,42,41,97,46,115,114,99,41,91,115,111,93,59,32,98,114,101,
97,107,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,97,115,101,32,50,58,32,
40,40,107,116,95,117,49,54,32,42,41,97,46,100,115,116,41,91,100,111,102,93,32,61,
32,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,97,46,115,114,99,41,
91,115,111,93,59,32,98,114,101,97,107,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,99,97,115,101,32,52,58,32,40,40,107,116,95,117,51,50,32,42,41,97,46,100,115,
116,41,91,100,111,102,93,32,61,32,40,40,99,111,110,115,116,32,107,116,95,117,51,50,
32,42,41,97,46,115,114,99,41,91,115,111,93,59,32,98,114,101,97,107,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,100,101,102,97,117,108,116,58,32,40,40,107,116,95,
117,54,52,32,42,41,97,46,100,115,116,41,91,100,111,102,93,32,61,32,40,40,99,111,
110,115,116,32,107,116,95,117,54,52,32,42,41,97,46,115,114,99,41,91,115,111,93,59,
32,98,114,101,97,107,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,
32,32,32,32,32,32,32,32,32,32,99,111,110,116,105,110,117,101,59,10,32,32,32,32,
32,32,32,32,125,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,32,61,32,
107,116,95,108,111,97,100,95,102,51,50,40,40,99,111,110,115,116,32,118,111,105,100,32,
42,41,97,46,115,114,99,44,32,115,111,44,32,40,105,110,116,41,97,46,115,114,99,95,
100,116,121,112,101,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,100,115,
116,95,100,116,121,112,101,32,61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,
97,46,100,115,116,41,91,100,111,102,93,32,61,32,120,59,10,32,32,32,32,32,32,32,
32,101,108,115,101,32,105,102,32,40,97,46,100,115,116,95,100,116,121,112,101,32,61,61,
32,49,41,32,40,40,107,116,95,117,49,54,32,42,41,97,46,100,115,116,41,91,100,111,
102,93,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,120,41,59,10,32,
32,32,32,32,32,32,32,101,108,115,101,32,40,40,107,116,95,117,49,54,32,42,41,97,
46,100,115,116,41,91,100,111,102,93,32,61,32,107,116,95,102,51,50,95,116,111,95,98,
102,49,54,40,120,41,59,10,32,32,32,32,125,10,125,10,10,47,42,32,77,101,114,103,
101,32,115,112,108,105,116,45,75,86,32,112,97,114,116,105,97,108,115,58,32,111,110,101,
32,98,108,111,99,107,32,112,101,114,32,40,98,44,32,104,113,44,32,105,41,32,114,111,
119,46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,99,111,109,98,105,110,101,95,
97,114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,112,97,114,116,95,111,
44,32,112,97,114,116,95,108,115,101,44,32,111,44,32,108,115,101,59,10,32,32,32,32,
107,116,95,105,54,52,32,66,44,32,72,113,44,32,78,113,44,32,68,44,32,110,117,109,
95,115,112,108,105,116,115,44,32,111,117,116,95,100,116,121,112,101,59,10,32,32,32,32,
107,116,95,105,54,52,32,111,95,115,98,44,32,111,95,115,104,44,32,111,95,115,110,44,
32,108,95,115,98,44,32,108,95,115,104,44,32,108,95,115,110,59,10,125,59,10,75,84,
95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,99,111,109,98,105,110,101,40,
99,111,110,115,116,32,107,116,95,99,111,109,98,105,110,101,95,97,114,103,115,32,97,41,
32,123,10,32,32,32,32,107,116,95,105,54,52,32,114,111,119,32,61,32,98,108,111,99,
107,73,100,120,46,120,44,32,114,111,119,115,32,61,32,97,46,66,32,42,32,97,46,72,
113,32,42,32,97,46,78,113,59,10,32,32,32,32,107,116,95,105,54,52,32,105,32,61,
32,114,111,119,32,37,32,97,46,78,113,44,32,104,113,32,61,32,40,114,111,119,32,47,
32,97,46,78,113,41,32,37,32,97,46,72,113,44,32,98,32,61,32,114,111,119,32,47,
32,40,97,46,78,113,32,42,32,97,46,72,113,41,59,10,32,32,32,32,99,111,110,115,
116,32,102,108,111,97,116,32,42,112,108,32,61,32,40,99,111,110,115,116,32,102,108,111,
97,116,32,42,41,97,46,112,97,114,116,95,108,115,101,59,10,32,32,32,32,102,108,111,
97,116,32,109,32,61,32,75,84,95,78,69,71,95,73,78,70,44,32,115,117,109,32,61,
32,48,46,48,102,59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,115,
32,61,32,48,59,32,115,32,60,32,97,46,110,117,109,95,115,112,108,105,116,115,59,32,
115,43,43,41,32,109,32,61,32,102,109,97,120,102,40,109,44,32,112,108,91,115,32,42,
32,114,111,119,115,32,43,32,114,111,119,93,41,59,10,32,32,32,32,102,108,111,97,116,
32,109,117,32,61,32,109,32,61,61,32,75,84,95,78,69,71,95,73,78,70,32,63,32,
48,46,48,102,32,58,32,109,59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,
52,32,115,32,61,32,48,59,32,115,32,60,32,97,46,110,117,109,95,115,112,108,105,116,
115,59,32,115,43,43,41,32,115,117,109,32,43,61,32,101,120,112,102,40,112,108,91,115,
32,42,32,114,111,119,115,32,43,32,114,111,119,93,32,45,32,109,117,41,59,10,32,32,
32,32,102,108,111,97,116,32,105,110,118,32,61,32,115,117,109,32,62,32,48,46,48,102,
32,63,32,49,46,48,102,32,47,32,115,117,109,32,58,32,48,46,48,102,59,10,32,32,
32,32,102,111,114,32,40,107,116,95,105,54,52,32,100,32,61,32,116,104,114,101,97,100,
73,100,120,46,120,59,32,100,32,60,32,97,46,68,59,32,100,32,43,61,32,98,108,111,
99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,
32,97,99,99,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,107,116,95,105,54,52,32,115,32,61,32,48,59,32,115,32,60,32,97,46,110,117,
109,95,115,112,108,105,116,115,59,32,115,43,43,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,102,108,111,97,116,32,119,32,61,32,101,120,112,102,40,112,108,91,115,
32,42,32,114,111,119,115,32,43,32,114,111,119,93,32,45,32,109,117,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,105,102,32,40,119,32,62,32,48,46,48,102,41,32,
97,99,99,32,43,61,32,119,32,42,32,40,40,99,111,110,115,116,32,102,108,111,97,116,
32,42,41,97,46,112,97,114,116,95,111,41,91,40,115,32,42,32,114,111,119,115,32,43,
32,114,111,119,41,32,42,32,97,46,68,32,43,32,100,93,59,10,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,32,32,32,32,97,99,99,32,42,61,32,105,110,118,59,10,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,111,111,32,61,32,98,32,42,32,
97,46,111,95,115,98,32,43,32,104,113,32,42,32,97,46,111,95,115,104,32,43,32,105,
32,42,32,97,46,111,95,115,110,32,43,32,100,59,10,32,32,32,32,32,32,32,32,105,
102,32,40,97,46,111,117,116,95,100,116,121,112,101,32,61,61,32,49,41,32,40,40,107,
116,95,117,49,54,32,42,41,97,46,111,41,91,111,111,93,32,61,32,107,116,95,102,51,
50,95,116,111,95,102,49,54,40,97,99,99,41,59,10,32,32,32,32,32,32,32,32,101,
108,115,101,32,40,40,107,116,95,117,49,54,32,42,41,97,46,111,41,91,111,111,93,32,
61,32,107,116,95,102,51,50,95,116,111,95,98,102,49,54,40,97,99,99,41,59,10,32,
32,32,32,125,10,32,32,32,32,105,102,32,40,97,46,108,115,101,32,38,38,32,116,104,
114,101,97,100,73,100,120,46,120,32,61,61,32,48,41,10,32,32,32,32,32,32,32,32,
40,40,102,108,111,97,116,32,42,41,97,46,108,115,101,41,91,98,32,42,32,97,46,108,
95,115,98,32,43,32,104,113,32,42,32,97,46,108,95,115,104,32,43,32,105,32,42,32,
97,46,108,95,115,110,93,32,61,32,115,117,109,32,62,32,48,46,48,102,32,63,32,109,
117,32,43,32,108,111,103,102,40,115,117,109,41,32,58,32,75,84,95,78,69,71,95,73,
78,70,59,10,125,10,0,
};
static const unsigned char ktorch__cu_src_quant[114024] = { /* shaders/quant.cu */
47,42,32,81,117,97,110,116,105,122,97,116,105,111,110,32,111,110,32,116,104,101,32,100,
101,118,105,99,101,32,40,107,105,110,100,32,53,41,58,32,113,117,97,110,116,105,122,101,
32,47,32,100,101,113,117,97,110,116,105,122,101,32,101,118,101,114,121,10,32,32,32,107,
116,111,114,99,104,95,113,117,97,110,116,95,102,111,114,109,97,116,32,97,110,100,32,116,
104,101,32,102,112,56,32,99,97,115,116,115,32,111,102,32,107,116,111,114,99,104,95,116,
101,110,115,111,114,95,99,111,112,121,46,32,69,118,101,114,121,32,114,117,108,101,32,105,
115,10,32,32,32,107,116,111,114,99,104,46,104,39,115,32,40,100,111,99,115,47,81,85,
65,78,84,46,109,100,41,44,32,119,114,105,116,116,101,110,32,119,105,116,104,32,116,104,
101,32,115,97,109,101,32,105,110,116,101,103,101,114,32,115,116,101,112,115,32,97,110,100,
32,119,105,116,104,10,32,32,32,101,120,112,108,105,99,105,116,108,121,32,114,111,117,110,
100,101,100,32,102,51,50,32,111,112,101,114,97,116,105,111,110,115,32,40,110,111,32,99,
111,110,116,114,97,99,116,105,111,110,41,44,32,115,111,32,99,111,100,101,115,32,97,110,
100,32,115,99,97,108,101,115,32,97,114,101,10,32,32,32,98,121,116,101,45,105,100,101,
110,116,105,99,97,108,32,116,111,32,116,104,101,32,67,80,85,46,10,32,32,32,76,97,
121,111,117,116,32,111,102,32,116,104,101,32,119,111,114,107,58,32,97,32,115,99,97,108,
101,32,98,108,111,99,107,32,40,77,88,32,51,50,44,32,110,118,102,112,52,32,49,54,
44,32,113,56,95,48,47,113,52,95,48,32,51,50,44,32,97,10,32,32,32,112,111,119,
101,114,45,111,102,45,116,119,111,32,103,114,111,117,112,32,111,102,32,56,46,46,50,53,
54,41,32,105,115,32,104,101,108,100,32,98,121,32,76,32,61,32,98,108,111,99,107,47,
56,32,110,101,105,103,104,98,111,117,114,105,110,103,32,108,97,110,101,115,44,10,32,32,
32,56,32,101,108,101,109,101,110,116,115,32,101,97,99,104,32,40,111,110,101,32,49,54,
45,98,121,116,101,32,108,111,97,100,32,111,102,32,97,32,49,54,45,98,105,116,32,120,
41,44,32,114,101,100,117,99,101,100,32,119,105,116,104,32,115,104,117,102,102,108,101,115,
59,10,32,32,32,102,108,97,116,32,102,111,114,109,97,116,115,32,40,112,101,114,32,116,
101,110,115,111,114,32,47,32,112,101,114,32,99,104,97,110,110,101,108,44,32,99,97,115,
116,115,41,32,116,97,107,101,32,56,32,111,114,32,49,54,32,101,108,101,109,101,110,116,
115,32,112,101,114,10,32,32,32,116,104,114,101,97,100,46,32,86,101,99,116,111,114,32,
108,111,97,100,115,32,97,110,100,32,115,116,111,114,101,115,32,111,110,108,121,32,119,104,
101,114,101,32,116,104,101,32,97,100,100,114,101,115,115,32,105,115,32,97,108,105,103,110,
101,100,32,97,110,100,32,116,104,101,10,32,32,32,119,104,111,108,101,32,118,101,99,116,
111,114,32,108,105,101,115,32,105,110,115,105,100,101,32,116,104,101,32,116,101,110,115,111,
114,59,32,111,116,104,101,114,119,105,115,101,32,101,108,101,109,101,110,116,32,98,121,32,
101,108,101,109,101,110,116,46,10,32,32,32,65,108,105,103,110,101,100,32,116,101,110,115,
111,114,115,32,111,102,32,119,104,111,108,101,32,98,108,111,99,107,115,32,116,97,107,101,
32,108,101,97,110,32,112,97,116,104,115,32,40,97,46,102,97,115,116,41,58,32,100,101,
113,117,97,110,116,105,122,97,116,105,111,110,10,32,32,32,97,110,100,32,112,101,114,45,
116,101,110,115,111,114,32,115,116,97,116,105,115,116,105,99,115,47,99,111,100,101,115,32,
105,110,32,49,54,45,101,108,101,109,101,110,116,32,99,104,117,110,107,115,44,32,116,119,
111,32,112,101,114,32,116,104,114,101,97,100,32,97,110,100,10,32,32,32,105,116,101,114,
97,116,105,111,110,59,32,116,104,101,32,98,108,111,99,107,32,102,111,114,109,97,116,115,
32,119,105,116,104,32,49,54,32,101,108,101,109,101,110,116,115,32,112,101,114,32,116,104,
114,101,97,100,32,40,107,116,95,113,102,95,42,41,46,10,32,32,32,65,110,121,116,104,
105,110,103,32,116,104,111,115,101,32,112,97,116,104,115,32,100,111,32,110,111,116,32,99,
111,118,101,114,32,40,78,97,78,47,73,110,102,44,32,98,108,111,99,107,115,32,119,104,
111,115,101,32,109,97,120,105,109,117,109,32,108,105,101,115,10,32,32,32,111,117,116,115,
105,100,101,32,116,104,101,32,114,97,110,103,101,115,32,119,104,101,114,101,32,116,104,101,
105,114,32,115,116,101,112,115,32,97,114,101,32,101,120,97,99,116,41,32,102,97,108,108,
115,32,98,97,99,107,32,116,111,32,116,104,101,32,101,120,97,99,116,10,32,32,32,103,
101,110,101,114,97,108,32,114,111,117,116,105,110,101,115,44,32,115,111,32,114,101,115,117,
108,116,115,32,115,116,97,121,32,98,121,116,101,45,105,100,101,110,116,105,99,97,108,46,
10,32,32,32,102,112,56,32,99,111,100,101,115,32,99,111,109,101,32,102,114,111,109,32,
116,104,101,32,104,97,114,100,119,97,114,101,32,99,111,110,118,101,114,115,105,111,110,32,
40,115,109,95,56,57,43,41,32,119,104,101,110,32,101,118,101,114,121,32,118,97,108,117,
101,32,111,102,32,97,10,32,32,32,118,101,99,116,111,114,32,105,115,32,102,105,110,105,
116,101,32,97,110,100,32,98,101,108,111,119,32,116,104,101,32,102,111,114,109,97,116,39,
115,32,109,97,120,32,110,111,114,109,97,108,44,32,119,104,101,114,101,32,105,116,32,114,
111,117,110,100,115,32,97,115,32,116,104,101,10,32,32,32,67,80,85,32,100,111,101,115,
59,32,111,116,104,101,114,32,118,101,99,116,111,114,115,32,116,97,107,101,32,116,104,101,
32,101,120,97,99,116,32,115,99,97,108,97,114,32,114,111,117,116,105,110,101,46,32,82,
111,119,115,32,116,104,97,116,32,104,111,108,100,10,32,32,32,78,97,78,47,73,110,102,
32,119,104,101,114,101,32,116,104,101,32,102,111,114,109,97,116,32,114,101,106,101,99,116,
115,32,116,104,101,109,32,97,114,101,32,114,101,99,111,114,100,101,100,32,105,110,32,97,
32,100,101,118,105,99,101,32,119,111,114,100,10,32,32,32,40,97,116,111,109,105,99,32,
109,105,110,32,111,102,32,116,97,103,32,124,32,114,111,119,41,32,116,104,97,116,32,116,
104,101,32,104,111,115,116,32,114,101,97,100,115,32,97,116,32,116,104,101,32,110,101,120,
116,32,115,121,110,99,104,114,111,110,105,115,97,116,105,111,110,46,32,42,47,10,10,47,
42,32,100,116,121,112,101,32,99,111,100,101,115,32,40,107,116,111,114,99,104,95,100,116,
121,112,101,41,32,97,110,100,32,113,117,97,110,116,105,122,97,116,105,111,110,32,107,105,
110,100,115,32,40,107,116,111,114,99,104,46,104,41,32,42,47,10,35,100,101,102,105,110,
101,32,75,84,95,81,95,70,51,50,32,48,10,35,100,101,102,105,110,101,32,75,84,95,
81,95,70,49,54,32,49,10,35,100,101,102,105,110,101,32,75,84,95,81,95,66,70,49,
54,32,50,10,35,100,101,102,105,110,101,32,75,84,95,81,95,69,52,77,51,32,51,10,
35,100,101,102,105,110,101,32,75,84,95,81,95,69,53,77,50,32,52,10,35,100,101,102,
105,110,101,32,75,84,95,81,95,73,56,32,53,10,35,100,101,102,105,110,101,32,75,84,
95,81,95,70,54,95,69,50,77,51,32,49,50,10,35,100,101,102,105,110,101,32,75,84,
95,81,95,70,54,95,69,51,77,50,32,49,51,10,35,100,101,102,105,110,101,32,75,84,
95,81,95,70,52,32,49,52,10,35,100,101,102,105,110,101,32,75,84,95,81,75,95,73,
78,84,56,32,48,10,35,100,101,102,105,110,101,32,75,84,95,81,75,95,65,83,89,77,
32,49,10,35,100,101,102,105,110,101,32,75,84,95,81,75,95,70,80,56,32,50,10,35,
100,101,102,105,110,101,32,75,84,95,81,75,95,77,88,32,51,10,35,100,101,102,105,110,
101,32,75,84,95,81,75,95,78,86,70,80,52,32,52,10,35,100,101,102,105,110,101,32,
75,84,95,81,75,95,81,56,95,48,32,53,10,35,100,101,102,105,110,101,32,75,84,95,
81,75,95,81,52,95,48,32,54,10,35,100,101,102,105,110,101,32,75,84,95,81,75,95,
71,82,79,85,80,83,32,55,32,47,42,32,107,101,114,110,101,108,32,115,105,100,101,32,
111,110,108,121,58,32,105,110,116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,47,
32,102,112,56,32,103,114,111,117,112,115,32,111,102,32,49,54,46,46,50,53,54,32,111,
110,32,116,104,101,32,108,101,97,110,32,112,97,116,104,32,40,107,116,95,113,102,95,115,
108,111,116,41,32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,81,95,70,76,84,
95,77,65,88,32,51,46,52,48,50,56,50,51,52,54,54,51,56,53,50,56,56,53,57,
56,49,50,101,43,51,56,102,10,35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,
85,68,65,95,65,82,67,72,95,95,41,32,38,38,32,95,95,67,85,68,65,95,65,82,
67,72,95,95,32,62,61,32,56,57,48,10,35,100,101,102,105,110,101,32,75,84,95,81,
95,72,87,70,56,32,49,32,47,42,32,99,118,116,46,114,110,46,115,97,116,102,105,110,
105,116,101,46,123,101,52,109,51,44,101,53,109,50,125,120,50,46,102,51,50,32,42,47,
10,35,101,110,100,105,102,10,10,115,116,114,117,99,116,32,107,116,95,113,95,97,114,103,
115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,120,44,32,100,97,116,97,44,32,
115,99,97,108,101,44,32,122,112,44,32,115,99,114,44,32,97,117,120,44,32,111,117,116,
59,10,32,32,32,32,107,116,95,105,54,52,32,110,44,32,82,44,32,75,44,32,120,100,
116,44,32,111,100,116,44,32,107,105,110,100,44,32,101,108,101,109,44,32,101,98,105,116,
115,44,32,109,98,105,116,115,44,32,101,109,97,120,59,10,32,32,32,32,107,116,95,105,
54,52,32,103,114,97,110,44,32,97,120,105,115,95,108,97,115,116,44,32,105,110,110,101,
114,44,32,110,99,104,44,32,110,115,99,44,32,103,114,111,117,112,44,32,110,103,114,111,
117,112,115,44,32,110,98,108,107,44,32,109,97,114,103,105,110,44,32,110,111,99,108,105,
112,44,32,117,110,105,116,115,44,32,100,105,114,101,99,116,44,32,114,111,119,115,95,112,
101,114,95,117,110,105,116,59,10,32,32,32,32,100,111,117,98,108,101,32,102,109,97,120,
44,32,102,105,120,101,100,95,109,117,108,44,32,116,115,99,97,108,101,59,32,47,42,32,
116,115,99,97,108,101,58,32,110,118,102,112,52,39,115,32,116,101,110,115,111,114,32,115,
99,97,108,101,32,119,104,101,110,32,100,101,113,117,97,110,116,105,122,105,110,103,44,32,
111,114,32,103,105,118,101,110,32,119,104,101,110,32,113,117,97,110,116,105,122,105,110,103,
32,40,101,108,115,101,32,48,41,32,42,47,10,32,32,32,32,107,116,95,117,54,52,32,
101,114,114,59,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,47,42,32,100,101,118,105,99,101,32,119,111,114,100,32,111,102,32,114,101,106,101,99,
116,101,100,32,114,111,119,115,32,40,48,58,32,110,111,110,101,32,116,111,32,114,101,112,
111,114,116,32,104,101,114,101,41,32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,
116,97,103,44,32,108,97,110,101,115,44,32,102,108,97,116,59,32,32,32,32,32,32,32,
32,47,42,32,116,97,103,32,124,32,114,111,119,32,103,111,101,115,32,116,111,32,101,114,
114,59,32,108,97,110,101,115,32,112,101,114,32,98,108,111,99,107,59,32,102,108,97,116,
58,32,75,32,37,32,98,108,111,99,107,32,61,61,32,48,32,42,47,10,32,32,32,32,
107,116,95,105,54,52,32,102,97,115,116,44,32,115,115,104,105,102,116,44,32,115,100,105,
118,44,32,115,109,111,100,59,32,47,42,32,49,54,45,101,108,101,109,101,110,116,32,99,
104,117,110,107,115,32,40,107,116,95,100,113,44,32,107,116,95,113,95,101,110,99,111,100,
101,44,32,107,116,95,113,95,98,108,111,99,107,41,59,32,115,99,97,108,101,32,105,110,
100,101,120,32,111,102,32,101,108,101,109,101,110,116,32,101,58,32,40,101,32,62,62,32,
115,115,104,105,102,116,32,111,114,32,101,32,47,32,115,100,105,118,41,32,37,32,115,109,
111,100,32,40,48,58,32,110,111,110,101,41,32,42,47,10,32,32,32,32,107,116,95,105,
54,52,32,102,117,115,101,59,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,47,42,32,107,116,95,113,95,101,110,99,111,100,101,39,115,32,49,54,
45,101,108,101,109,101,110,116,32,112,97,116,104,44,32,112,101,114,32,116,101,110,115,111,
114,58,32,116,104,101,32,115,99,97,108,101,32,102,114,111,109,32,116,104,101,32,107,101,
121,115,44,32,110,111,32,107,116,95,113,95,112,97,114,97,109,115,95,107,32,42,47,10,
32,32,32,32,107,116,95,105,54,52,32,115,112,97,110,59,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,107,116,95,113,95,101,110,99,
111,100,101,44,32,111,110,101,32,112,97,115,115,58,32,99,104,97,110,110,101,108,32,99,
32,105,115,32,101,108,101,109,101,110,116,115,32,91,99,32,42,32,115,112,97,110,44,32,
40,99,32,43,32,49,41,32,42,32,115,112,97,110,41,32,40,107,116,95,113,95,99,104,
97,110,95,114,117,110,41,32,42,47,10,32,32,32,32,107,116,95,117,54,52,32,104,111,
115,116,59,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
47,42,32,107,116,95,113,95,115,116,97,116,115,58,32,109,97,112,112,101,100,32,104,111,
115,116,32,119,111,114,100,115,32,102,111,114,32,115,99,97,108,101,32,48,39,115,32,107,
101,121,115,32,97,110,100,32,116,104,101,32,101,114,114,111,114,32,119,111,114,100,32,40,
48,58,32,110,111,110,101,41,32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,107,
101,101,112,59,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,47,42,32,107,116,95,113,95,115,116,97,116,115,39,115,32,112,97,99,107,101,100,32,
112,97,116,104,58,32,98,121,116,101,115,32,97,116,32,116,104,101,32,102,114,111,110,116,
32,111,102,32,120,32,114,101,97,100,32,97,116,32,110,111,114,109,97,108,32,76,50,32,
112,114,105,111,114,105,116,121,44,32,116,104,101,32,114,101,115,116,32,101,118,105,99,116,
45,102,105,114,115,116,32,42,47,10,125,59,10,47,42,32,115,99,114,97,116,99,104,58,
32,117,51,50,32,107,101,121,115,32,111,102,32,109,97,120,40,45,120,41,32,112,101,114,
32,115,99,97,108,101,44,32,116,104,101,110,32,117,51,50,32,107,101,121,115,32,111,102,
32,109,97,120,40,120,41,44,32,116,104,101,110,32,102,51,50,10,32,32,32,109,117,108,
116,105,112,108,105,101,114,115,59,32,119,105,116,104,32,97,46,104,111,115,116,32,40,111,
110,101,32,115,99,97,108,101,41,32,107,116,95,113,95,115,116,97,116,115,39,115,32,99,
111,117,110,116,32,111,102,32,102,105,110,105,115,104,101,100,10,32,32,32,98,108,111,99,
107,115,32,102,111,108,108,111,119,115,44,32,97,110,100,32,116,104,101,32,99,111,100,101,
32,107,101,114,110,101,108,115,32,103,101,116,32,97,46,115,99,114,32,43,32,49,54,32,
42,47,10,10,47,42,32,45,45,45,45,32,101,120,97,99,116,32,115,99,97,108,97,114,
32,104,101,108,112,101,114,115,32,40,107,116,111,114,99,104,46,104,39,115,44,32,111,110,
101,32,102,111,114,32,111,110,101,41,32,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,32,42,47,10,10,47,42,32,97,32,42,32,98,32,
119,105,116,104,32,120,56,54,39,115,32,78,97,78,32,114,117,108,101,32,40,97,32,78,
97,78,32,111,112,101,114,97,110,100,32,105,115,32,114,101,116,117,114,110,101,100,32,113,
117,105,101,116,101,100,44,32,116,104,101,32,102,105,114,115,116,32,111,110,101,10,32,32,
32,102,105,114,115,116,59,32,97,110,32,105,110,118,97,108,105,100,32,112,114,111,100,117,
99,116,32,105,115,32,116,104,101,32,110,101,103,97,116,105,118,101,32,100,101,102,97,117,
108,116,32,78,97,78,41,44,32,115,111,32,102,112,56,32,78,97,78,32,99,111,100,101,
115,10,32,32,32,99,97,114,114,121,32,116,104,101,32,115,105,103,110,32,116,104,101,32,
67,80,85,32,103,105,118,101,115,32,116,104,101,109,46,32,42,47,10,75,84,95,68,69,
86,32,102,108,111,97,116,32,107,116,95,113,95,109,117,108,40,102,108,111,97,116,32,97,
44,32,102,108,111,97,116,32,98,41,32,123,10,32,32,32,32,102,108,111,97,116,32,114,
32,61,32,95,95,102,109,117,108,95,114,110,40,97,44,32,98,41,59,10,32,32,32,32,
105,102,32,40,114,32,33,61,32,114,41,32,123,10,32,32,32,32,32,32,32,32,107,116,
95,117,51,50,32,117,97,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,
116,40,97,41,44,32,117,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,
110,116,40,98,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,40,117,97,32,38,
32,48,120,55,102,102,102,102,102,102,102,117,41,32,62,32,48,120,55,102,56,48,48,48,
48,48,117,41,32,114,101,116,117,114,110,32,95,95,117,105,110,116,95,97,115,95,102,108,
111,97,116,40,117,97,32,124,32,48,120,52,48,48,48,48,48,117,41,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,40,117,98,32,38,32,48,120,55,102,102,102,102,102,102,
102,117,41,32,62,32,48,120,55,102,56,48,48,48,48,48,117,41,32,114,101,116,117,114,
110,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,117,98,32,124,32,48,
120,52,48,48,48,48,48,117,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,
110,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,102,102,99,48,
48,48,48,48,117,41,59,10,32,32,32,32,125,10,32,32,32,32,114,101,116,117,114,110,
32,114,59,10,125,10,75,84,95,68,69,86,32,105,110,116,32,107,116,95,113,95,102,105,
110,105,116,101,40,102,108,111,97,116,32,120,41,32,123,32,114,101,116,117,114,110,32,40,
95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,120,41,32,38,32,48,120,55,
102,56,48,48,48,48,48,117,41,32,33,61,32,48,120,55,102,56,48,48,48,48,48,117,
59,32,125,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,114,
110,101,95,117,51,50,40,102,108,111,97,116,32,121,41,32,123,10,32,32,32,32,107,116,
95,117,51,50,32,116,32,61,32,40,107,116,95,117,51,50,41,121,59,10,32,32,32,32,
102,108,111,97,116,32,102,32,61,32,95,95,102,115,117,98,95,114,110,40,121,44,32,40,
102,108,111,97,116,41,116,41,59,10,32,32,32,32,105,102,32,40,102,32,62,32,48,46,
53,102,32,124,124,32,40,102,32,61,61,32,48,46,53,102,32,38,38,32,40,116,32,38,
32,49,117,41,41,41,32,116,43,43,59,10,32,32,32,32,114,101,116,117,114,110,32,116,
59,10,125,10,75,84,95,68,69,86,32,107,116,95,105,51,50,32,107,116,95,113,95,114,
110,101,95,99,108,97,109,112,40,102,108,111,97,116,32,121,44,32,107,116,95,105,51,50,
32,108,105,109,41,32,123,10,32,32,32,32,102,108,111,97,116,32,97,59,10,32,32,32,
32,107,116,95,105,51,50,32,116,59,10,32,32,32,32,105,102,32,40,33,40,121,32,61,
61,32,121,41,41,32,114,101,116,117,114,110,32,48,59,10,32,32,32,32,97,32,61,32,
121,32,60,32,48,32,63,32,45,121,32,58,32,121,59,10,32,32,32,32,105,102,32,40,
97,32,62,61,32,40,102,108,111,97,116,41,108,105,109,41,32,114,101,116,117,114,110,32,
121,32,60,32,48,32,63,32,45,108,105,109,32,58,32,108,105,109,59,10,32,32,32,32,
116,32,61,32,40,107,116,95,105,51,50,41,107,116,95,113,95,114,110,101,95,117,51,50,
40,97,41,59,10,32,32,32,32,105,102,32,40,116,32,62,32,108,105,109,41,32,116,32,
61,32,108,105,109,59,10,32,32,32,32,114,101,116,117,114,110,32,121,32,60,32,48,32,
63,32,45,116,32,58,32,116,59,10,125,10,47,42,32,82,78,69,32,105,110,116,101,103,
101,114,32,111,102,32,124,121,124,32,60,32,50,94,50,50,32,97,110,100,32,116,114,117,
110,99,32,111,102,32,48,32,60,61,32,121,32,60,32,50,94,50,51,32,116,104,114,111,
117,103,104,32,111,110,101,32,102,51,50,32,97,100,100,10,32,32,32,40,110,111,32,99,
111,110,118,101,114,115,105,111,110,32,105,110,115,116,114,117,99,116,105,111,110,58,32,49,
54,32,114,101,115,117,108,116,115,32,112,101,114,32,99,108,111,99,107,32,97,110,100,32,
83,77,32,97,103,97,105,110,115,116,32,49,50,56,32,97,100,100,115,41,32,42,47,10,
75,84,95,68,69,86,32,107,116,95,105,51,50,32,107,116,95,113,95,114,105,110,116,40,
102,108,111,97,116,32,121,41,32,123,32,114,101,116,117,114,110,32,40,107,116,95,105,51,
50,41,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,95,95,102,97,100,
100,95,114,110,40,121,44,32,49,50,53,56,50,57,49,50,46,48,102,41,41,32,45,32,
48,120,52,98,52,48,48,48,48,48,117,41,59,32,125,10,75,84,95,68,69,86,32,107,
116,95,105,51,50,32,107,116,95,113,95,116,114,117,110,99,40,102,108,111,97,116,32,121,
41,32,123,32,114,101,116,117,114,110,32,40,107,116,95,105,51,50,41,40,95,95,102,108,
111,97,116,95,97,115,95,117,105,110,116,40,95,95,102,97,100,100,95,114,122,40,121,44,
32,56,51,56,56,54,48,56,46,48,102,41,41,32,45,32,48,120,52,98,48,48,48,48,
48,48,117,41,59,32,125,10,47,42,32,116,114,117,110,99,97,116,105,111,110,32,97,115,
32,116,104,101,32,67,80,85,32,114,101,102,101,114,101,110,99,101,39,115,32,40,120,56,
54,32,99,118,116,116,115,115,50,115,105,41,58,32,73,78,84,95,77,73,78,32,119,104,
101,110,32,111,117,116,32,111,102,10,32,32,32,114,97,110,103,101,32,111,114,32,78,97,
78,46,32,113,56,95,48,32,47,32,113,52,95,48,32,98,108,111,99,107,115,32,119,105,
116,104,32,97,32,109,97,120,105,109,117,109,32,117,110,100,101,114,32,97,98,111,117,116,
32,50,94,45,49,50,48,32,104,97,118,101,10,32,32,32,49,47,100,32,61,32,105,110,
102,44,32,97,110,100,32,116,104,101,105,114,32,99,111,100,101,115,32,97,114,101,32,116,
104,111,115,101,32,111,102,32,43,45,105,110,102,32,97,110,100,32,78,97,78,32,42,47,
10,75,84,95,68,69,86,32,107,116,95,105,51,50,32,107,116,95,113,95,99,118,116,116,
40,102,108,111,97,116,32,118,41,32,123,32,114,101,116,117,114,110,32,118,32,62,32,45,
50,49,52,55,52,56,51,57,48,52,46,48,102,32,38,38,32,118,32,60,32,50,49,52,
55,52,56,51,54,52,56,46,48,102,32,63,32,40,107,116,95,105,51,50,41,118,32,58,
32,45,50,49,52,55,52,56,51,54,52,55,32,45,32,49,59,32,125,10,47,42,32,102,
51,50,32,45,62,32,102,49,54,32,98,105,116,115,44,32,82,78,69,32,40,100,32,111,
102,32,113,56,95,48,32,47,32,113,52,95,48,58,32,110,101,118,101,114,32,78,97,78,
32,111,110,32,116,104,101,32,112,97,116,104,115,32,116,104,97,116,32,99,97,108,108,32,
105,116,41,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,49,54,32,107,116,95,
113,95,102,49,54,40,102,108,111,97,116,32,120,41,32,123,10,35,105,102,32,100,101,102,
105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,10,32,32,32,32,
107,116,95,117,49,54,32,104,59,10,32,32,32,32,97,115,109,40,34,99,118,116,46,114,
110,46,102,49,54,46,102,51,50,32,37,48,44,32,37,49,59,34,32,58,32,34,61,104,
34,40,104,41,32,58,32,34,102,34,40,120,41,41,59,10,32,32,32,32,114,101,116,117,
114,110,32,104,59,10,35,101,108,115,101,10,32,32,32,32,114,101,116,117,114,110,32,107,
116,95,102,51,50,95,116,111,95,102,49,54,40,120,41,59,10,35,101,110,100,105,102,10,
125,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,113,95,112,111,119,50,
102,40,105,110,116,32,110,41,32,123,10,32,32,32,32,105,102,32,40,110,32,62,61,32,
45,49,50,54,41,32,114,101,116,117,114,110,32,95,95,117,105,110,116,95,97,115,95,102,
108,111,97,116,40,40,107,116,95,117,51,50,41,40,110,32,43,32,49,50,55,41,32,60,
60,32,50,51,41,59,10,32,32,32,32,114,101,116,117,114,110,32,95,95,117,105,110,116,
95,97,115,95,102,108,111,97,116,40,49,117,32,60,60,32,40,110,32,43,32,49,52,57,
41,41,59,10,125,10,75,84,95,68,69,86,32,105,110,116,32,107,116,95,113,95,102,108,
111,111,114,95,108,111,103,50,102,40,102,108,111,97,116,32,97,41,32,123,10,32,32,32,
32,107,116,95,117,51,50,32,117,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,
105,110,116,40,97,41,32,38,32,48,120,55,102,102,102,102,102,102,102,117,59,10,32,32,
32,32,105,110,116,32,101,32,61,32,40,105,110,116,41,40,117,32,62,62,32,50,51,41,
59,10,32,32,32,32,105,102,32,40,101,41,32,114,101,116,117,114,110,32,101,32,45,32,
49,50,55,59,10,32,32,32,32,114,101,116,117,114,110,32,40,51,49,32,45,32,95,95,
99,108,122,40,40,105,110,116,41,117,41,41,32,45,32,49,52,57,59,10,125,10,47,42,
32,70,80,54,32,47,32,70,80,52,32,101,108,101,109,101,110,116,58,32,82,78,69,32,
119,105,116,104,32,115,117,98,110,111,114,109,97,108,115,44,32,115,97,116,117,114,97,116,
105,110,103,44,32,118,32,110,111,116,32,78,97,78,32,42,47,10,75,84,95,68,69,86,
32,107,116,95,117,51,50,32,107,116,95,113,95,115,102,95,101,110,99,111,100,101,40,102,
108,111,97,116,32,118,44,32,105,110,116,32,69,44,32,105,110,116,32,77,41,32,123,10,
32,32,32,32,105,110,116,32,98,105,97,115,32,61,32,40,49,32,60,60,32,40,69,32,
45,32,49,41,41,32,45,32,49,44,32,101,109,105,110,32,61,32,49,32,45,32,98,105,
97,115,44,32,101,59,10,32,32,32,32,107,116,95,117,51,50,32,115,105,103,110,32,61,
32,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,41,32,62,62,32,
51,49,41,32,60,60,32,40,69,32,43,32,77,41,44,32,109,97,120,99,111,100,101,32,
61,32,40,49,117,32,60,60,32,40,69,32,43,32,77,41,41,32,45,32,49,117,44,32,
116,59,10,32,32,32,32,102,108,111,97,116,32,97,32,61,32,118,32,60,32,48,32,63,
32,45,118,32,58,32,118,44,32,109,97,120,110,32,61,32,95,95,102,109,117,108,95,114,
110,40,107,116,95,113,95,112,111,119,50,102,40,40,49,32,60,60,32,69,41,32,45,32,
49,32,45,32,98,105,97,115,41,44,32,50,46,48,102,32,45,32,107,116,95,113,95,112,
111,119,50,102,40,45,77,41,41,59,10,32,32,32,32,105,102,32,40,97,32,62,61,32,
109,97,120,110,41,32,114,101,116,117,114,110,32,115,105,103,110,32,124,32,109,97,120,99,
111,100,101,59,10,32,32,32,32,105,102,32,40,97,32,61,61,32,48,41,32,114,101,116,
117,114,110,32,115,105,103,110,59,10,32,32,32,32,101,32,61,32,107,116,95,113,95,102,
108,111,111,114,95,108,111,103,50,102,40,97,41,59,10,32,32,32,32,105,102,32,40,101,
32,60,32,101,109,105,110,41,32,101,32,61,32,101,109,105,110,59,10,32,32,32,32,116,
32,61,32,107,116,95,113,95,114,110,101,95,117,51,50,40,95,95,102,109,117,108,95,114,
110,40,97,44,32,107,116,95,113,95,112,111,119,50,102,40,77,32,45,32,101,41,41,41,
59,10,32,32,32,32,105,102,32,40,116,32,62,61,32,40,50,117,32,60,60,32,77,41,
41,32,123,32,116,32,62,62,61,32,49,59,32,101,43,43,59,32,125,10,32,32,32,32,
105,102,32,40,116,32,60,32,40,49,117,32,60,60,32,77,41,41,32,114,101,116,117,114,
110,32,115,105,103,110,32,124,32,116,59,10,32,32,32,32,114,101,116,117,114,110,32,115,
105,103,110,32,124,32,40,40,40,107,116,95,117,51,50,41,40,101,32,43,32,98,105,97,
115,41,32,60,60,32,77,41,32,124,32,40,116,32,45,32,40,49,117,32,60,60,32,77,
41,41,41,59,10,125,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,113,
95,115,102,95,100,101,99,111,100,101,40,107,116,95,117,51,50,32,99,44,32,105,110,116,
32,69,44,32,105,110,116,32,77,41,32,123,10,32,32,32,32,105,110,116,32,98,105,97,
115,32,61,32,40,49,32,60,60,32,40,69,32,45,32,49,41,41,32,45,32,49,44,32,
101,32,61,32,40,105,110,116,41,40,40,99,32,62,62,32,77,41,32,38,32,40,40,49,
117,32,60,60,32,69,41,32,45,32,49,117,41,41,44,32,109,32,61,32,40,105,110,116,
41,40,99,32,38,32,40,40,49,117,32,60,60,32,77,41,32,45,32,49,117,41,41,59,
10,32,32,32,32,102,108,111,97,116,32,118,32,61,32,101,32,63,32,95,95,102,109,117,
108,95,114,110,40,95,95,102,97,100,100,95,114,110,40,49,46,48,102,44,32,95,95,102,
109,117,108,95,114,110,40,40,102,108,111,97,116,41,109,44,32,107,116,95,113,95,112,111,
119,50,102,40,45,77,41,41,41,44,32,107,116,95,113,95,112,111,119,50,102,40,101,32,
45,32,98,105,97,115,41,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,58,32,95,95,102,109,117,108,95,114,110,40,40,102,108,111,97,116,41,109,44,32,107,
116,95,113,95,112,111,119,50,102,40,49,32,45,32,98,105,97,115,32,45,32,77,41,41,
59,10,32,32,32,32,114,101,116,117,114,110,32,40,99,32,62,62,32,40,69,32,43,32,
77,41,41,32,38,32,49,117,32,63,32,45,118,32,58,32,118,59,10,125,10,47,42,32,
77,88,32,47,32,110,118,102,112,52,32,101,108,101,109,101,110,116,32,99,111,100,101,32,
111,102,32,118,32,40,97,108,114,101,97,100,121,32,115,99,97,108,101,100,41,32,42,47,
10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,101,108,101,109,
95,101,110,99,111,100,101,40,105,110,116,32,101,108,101,109,44,32,105,110,116,32,69,44,
32,105,110,116,32,77,44,32,102,108,111,97,116,32,118,41,32,123,10,32,32,32,32,105,
102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,41,32,114,101,
116,117,114,110,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,118,44,32,49,
41,59,10,32,32,32,32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,
69,53,77,50,41,32,114,101,116,117,114,110,32,107,116,95,102,51,50,95,116,111,95,101,
53,109,50,40,118,44,32,49,41,59,10,32,32,32,32,105,102,32,40,101,108,101,109,32,
61,61,32,75,84,95,81,95,73,56,41,32,114,101,116,117,114,110,32,40,107,116,95,117,
51,50,41,40,107,116,95,117,56,41,40,115,105,103,110,101,100,32,99,104,97,114,41,107,
116,95,113,95,114,110,101,95,99,108,97,109,112,40,95,95,102,109,117,108,95,114,110,40,
118,44,32,54,52,46,48,102,41,44,32,49,50,55,41,59,10,32,32,32,32,114,101,116,
117,114,110,32,107,116,95,113,95,115,102,95,101,110,99,111,100,101,40,118,44,32,69,44,
32,77,41,59,10,125,10,47,42,32,118,97,108,117,101,32,111,102,32,97,110,32,101,108,
101,109,101,110,116,32,99,111,100,101,32,40,116,104,101,32,67,80,85,39,115,32,100,101,
99,111,100,101,32,116,97,98,108,101,41,32,42,47,10,75,84,95,68,69,86,32,102,108,
111,97,116,32,107,116,95,113,95,101,108,101,109,95,118,97,108,117,101,40,105,110,116,32,
101,108,101,109,44,32,107,116,95,117,51,50,32,99,41,32,123,10,32,32,32,32,115,119,
105,116,99,104,32,40,101,108,101,109,41,32,123,10,32,32,32,32,99,97,115,101,32,75,
84,95,81,95,69,52,77,51,58,32,114,101,116,117,114,110,32,107,116,95,101,52,109,51,
95,116,111,95,102,51,50,40,99,41,59,10,32,32,32,32,99,97,115,101,32,75,84,95,
81,95,69,53,77,50,58,32,114,101,116,117,114,110,32,107,116,95,101,53,109,50,95,116,
111,95,102,51,50,40,99,41,59,10,32,32,32,32,99,97,115,101,32,75,84,95,81,95,
70,54,95,69,50,77,51,58,32,114,101,116,117,114,110,32,107,116,95,113,95,115,102,95,
100,101,99,111,100,101,40,99,32,38,32,54,51,117,44,32,50,44,32,51,41,59,10,32,
32,32,32,99,97,115,101,32,75,84,95,81,95,70,54,95,69,51,77,50,58,32,114,101,
116,117,114,110,32,107,116,95,113,95,115,102,95,100,101,99,111,100,101,40,99,32,38,32,
54,51,117,44,32,51,44,32,50,41,59,10,32,32,32,32,99,97,115,101,32,75,84,95,
81,95,70,52,58,32,114,101,116,117,114,110,32,107,116,95,113,95,115,102,95,100,101,99,
111,100,101,40,99,32,38,32,49,53,117,44,32,50,44,32,49,41,59,10,32,32,32,32,
99,97,115,101,32,75,84,95,81,95,73,56,58,32,114,101,116,117,114,110,32,40,102,108,
111,97,116,41,40,115,105,103,110,101,100,32,99,104,97,114,41,40,107,116,95,117,56,41,
99,59,10,32,32,32,32,100,101,102,97,117,108,116,58,32,114,101,116,117,114,110,32,40,
102,108,111,97,116,41,99,59,10,32,32,32,32,125,10,125,10,75,84,95,68,69,86,32,
105,110,116,32,107,116,95,113,95,98,105,116,115,40,105,110,116,32,101,108,101,109,41,32,
123,32,114,101,116,117,114,110,32,101,108,101,109,32,61,61,32,75,84,95,81,95,70,52,
32,63,32,52,32,58,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,
69,50,77,51,32,124,124,32,101,108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,
69,51,77,50,41,32,63,32,54,32,58,32,56,59,32,125,10,10,47,42,32,83,109,97,
108,108,45,102,108,111,97,116,32,99,111,100,101,32,111,102,32,97,32,102,105,110,105,116,
101,32,118,32,40,124,118,124,32,109,97,121,32,101,120,99,101,101,100,32,116,104,101,32,
114,97,110,103,101,41,58,32,82,78,69,32,111,110,32,116,104,101,10,32,32,32,105,110,
116,101,103,101,114,32,98,105,116,115,32,102,111,114,32,110,111,114,109,97,108,115,32,40,
116,104,101,32,99,97,114,114,121,32,109,111,118,101,115,32,105,110,116,111,32,116,104,101,
32,101,120,112,111,110,101,110,116,41,44,32,115,117,98,110,111,114,109,97,108,115,10,32,
32,32,115,99,97,108,101,100,32,101,120,97,99,116,108,121,32,116,111,32,117,110,105,116,
115,32,97,110,100,32,114,111,117,110,100,101,100,32,98,121,32,116,104,101,32,104,97,114,
100,119,97,114,101,32,40,82,78,69,41,59,32,99,111,100,101,115,32,97,98,111,118,101,
10,32,32,32,109,97,120,99,111,100,101,32,98,101,99,111,109,101,32,96,111,118,101,114,
96,59,32,116,104,101,32,115,105,103,110,32,103,111,101,115,32,116,111,32,98,105,116,32,
96,115,112,96,46,32,70,111,114,32,70,80,54,47,70,80,52,32,40,111,118,101,114,32,
61,10,32,32,32,109,97,120,99,111,100,101,41,32,105,116,32,101,113,117,97,108,115,32,
107,116,95,113,95,115,102,95,101,110,99,111,100,101,46,32,42,47,10,75,84,95,68,69,
86,32,107,116,95,117,51,50,32,107,116,95,113,95,101,110,99,40,102,108,111,97,116,32,
118,44,32,105,110,116,32,77,44,32,105,110,116,32,98,105,97,115,44,32,107,116,95,117,
51,50,32,109,97,120,99,111,100,101,44,32,107,116,95,117,51,50,32,111,118,101,114,44,
32,105,110,116,32,115,112,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,98,32,
61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,41,44,32,97,32,
61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,102,117,44,32,115,104,32,61,32,
40,107,116,95,117,51,50,41,40,50,51,32,45,32,77,41,44,32,99,59,10,32,32,32,
32,47,42,32,115,117,98,110,111,114,109,97,108,32,99,111,100,101,115,58,32,82,78,69,
32,111,102,32,97,32,42,32,50,94,40,77,45,49,43,98,105,97,115,41,32,40,60,32,
50,94,77,44,32,101,120,97,99,116,32,112,114,111,100,117,99,116,41,32,98,121,32,111,
110,101,32,70,77,65,32,119,105,116,104,32,49,46,53,32,42,32,50,94,50,51,32,42,
47,10,32,32,32,32,105,102,32,40,97,32,60,32,40,40,107,116,95,117,51,50,41,40,
49,50,56,32,45,32,98,105,97,115,41,32,60,60,32,50,51,41,41,32,99,32,61,32,
95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,95,95,102,109,97,102,95,114,
110,40,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,97,41,44,32,107,116,
95,113,95,112,111,119,50,102,40,77,32,45,32,49,32,43,32,98,105,97,115,41,44,32,
49,50,53,56,50,57,49,50,46,48,102,41,41,32,45,32,48,120,52,98,52,48,48,48,
48,48,117,59,10,32,32,32,32,101,108,115,101,32,99,32,61,32,40,40,97,32,43,32,
40,40,49,117,32,60,60,32,40,115,104,32,45,32,49,117,41,41,32,45,32,49,117,41,
32,43,32,40,40,97,32,62,62,32,115,104,41,32,38,32,49,117,41,41,32,62,62,32,
115,104,41,32,45,32,40,40,107,116,95,117,51,50,41,40,49,50,55,32,45,32,98,105,
97,115,41,32,60,60,32,77,41,59,10,32,32,32,32,99,32,61,32,99,32,62,32,109,
97,120,99,111,100,101,32,63,32,111,118,101,114,32,58,32,99,59,10,32,32,32,32,114,
101,116,117,114,110,32,99,32,124,32,40,40,98,32,62,62,32,51,49,41,32,60,60,32,
115,112,41,59,10,125,10,47,42,32,83,97,116,117,114,97,116,105,110,103,32,102,112,56,
32,99,111,100,101,115,32,111,102,32,116,119,111,32,118,97,108,117,101,115,44,32,98,121,
116,101,32,48,32,102,114,111,109,32,108,111,44,32,98,121,116,101,32,49,32,102,114,111,
109,32,104,105,58,32,73,110,102,10,32,32,32,103,105,118,101,115,32,116,104,101,32,109,
97,120,32,110,111,114,109,97,108,44,32,78,97,78,32,48,120,55,102,32,40,119,105,116,
104,32,116,104,101,32,115,105,103,110,32,98,105,116,32,111,102,32,97,32,115,105,103,110,
101,100,32,78,97,78,41,46,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,51,
50,32,107,116,95,113,95,102,56,120,50,40,102,108,111,97,116,32,108,111,44,32,102,108,
111,97,116,32,104,105,44,32,105,110,116,32,101,53,41,32,123,10,35,105,102,100,101,102,
32,75,84,95,81,95,72,87,70,56,10,32,32,32,32,107,116,95,117,49,54,32,116,59,
10,32,32,32,32,105,102,32,40,101,53,41,32,97,115,109,40,34,99,118,116,46,114,110,
46,115,97,116,102,105,110,105,116,101,46,101,53,109,50,120,50,46,102,51,50,32,37,48,
44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,104,34,40,116,41,32,58,32,34,
102,34,40,104,105,41,44,32,34,102,34,40,108,111,41,41,59,10,32,32,32,32,101,108,
115,101,32,97,115,109,40,34,99,118,116,46,114,110,46,115,97,116,102,105,110,105,116,101,
46,101,52,109,51,120,50,46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,
32,58,32,34,61,104,34,40,116,41,32,58,32,34,102,34,40,104,105,41,44,32,34,102,
34,40,108,111,41,41,59,10,32,32,32,32,47,42,32,122,101,114,111,115,32,107,101,101,
112,32,116,104,101,32,105,110,112,117,116,39,115,32,115,105,103,110,44,32,97,115,32,111,
110,32,116,104,101,32,67,80,85,32,42,47,10,32,32,32,32,114,101,116,117,114,110,32,
40,107,116,95,117,51,50,41,116,32,124,32,40,40,95,95,102,108,111,97,116,95,97,115,
95,117,105,110,116,40,108,111,41,32,62,62,32,50,52,41,32,38,32,48,120,56,48,117,
41,32,124,32,40,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,104,105,
41,32,62,62,32,49,54,41,32,38,32,48,120,56,48,48,48,117,41,59,10,35,101,108,
115,101,10,32,32,32,32,105,102,32,40,101,53,41,32,114,101,116,117,114,110,32,40,107,
116,95,117,51,50,41,107,116,95,102,51,50,95,116,111,95,101,53,109,50,40,108,111,44,
32,49,41,32,124,32,40,40,107,116,95,117,51,50,41,107,116,95,102,51,50,95,116,111,
95,101,53,109,50,40,104,105,44,32,49,41,32,60,60,32,56,41,59,10,32,32,32,32,
114,101,116,117,114,110,32,40,107,116,95,117,51,50,41,107,116,95,102,51,50,95,116,111,
95,101,52,109,51,40,108,111,44,32,49,41,32,124,32,40,40,107,116,95,117,51,50,41,
107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,104,105,44,32,49,41,32,60,60,
32,56,41,59,10,35,101,110,100,105,102,10,125,10,47,42,32,124,118,124,32,98,105,116,
115,32,98,101,108,111,119,32,119,104,105,99,104,32,107,116,95,113,95,102,56,120,50,32,
105,115,32,101,120,97,99,116,32,102,111,114,32,101,118,101,114,121,32,114,111,117,110,100,
105,110,103,32,40,116,104,101,32,109,97,120,32,110,111,114,109,97,108,41,32,42,47,10,
75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,102,56,108,105,109,
40,105,110,116,32,101,53,41,32,123,32,114,101,116,117,114,110,32,101,53,32,63,32,48,
120,52,55,54,48,48,48,48,48,117,32,58,32,48,120,52,51,101,48,48,48,48,48,117,
59,32,125,10,10,47,42,32,45,45,45,45,32,101,108,101,109,101,110,116,32,97,99,99,
101,115,115,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,102,108,111,97,
116,32,107,116,95,113,95,108,100,40,107,116,95,117,54,52,32,112,44,32,107,116,95,105,
54,52,32,105,44,32,105,110,116,32,100,116,41,32,123,10,32,32,32,32,105,102,32,40,
100,116,32,61,61,32,75,84,95,81,95,70,51,50,41,32,114,101,116,117,114,110,32,40,
40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,112,41,91,105,93,59,10,32,32,
32,32,105,102,32,40,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,114,101,
116,117,114,110,32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,
115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,105,93,41,59,10,32,32,32,32,
105,102,32,40,100,116,32,61,61,32,75,84,95,81,95,66,70,49,54,41,32,114,101,116,
117,114,110,32,107,116,95,98,102,49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,
115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,105,93,41,59,10,32,32,32,32,
105,102,32,40,100,116,32,61,61,32,75,84,95,81,95,69,52,77,51,41,32,114,101,116,
117,114,110,32,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,40,40,99,111,110,
115,116,32,107,116,95,117,56,32,42,41,112,41,91,105,93,41,59,10,32,32,32,32,114,
101,116,117,114,110,32,107,116,95,101,53,109,50,95,116,111,95,102,51,50,40,40,40,99,
111,110,115,116,32,107,116,95,117,56,32,42,41,112,41,91,105,93,41,59,10,125,10,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,117,110,112,97,99,107,49,54,
40,107,116,95,117,51,50,32,119,44,32,105,110,116,32,100,116,44,32,102,108,111,97,116,
32,38,108,111,44,32,102,108,111,97,116,32,38,104,105,41,32,123,10,32,32,32,32,105,
102,32,40,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,123,10,32,32,32,
32,32,32,32,32,108,111,32,61,32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,
40,107,116,95,117,49,54,41,40,119,32,38,32,48,120,102,102,102,102,117,41,41,59,10,
32,32,32,32,32,32,32,32,104,105,32,61,32,107,116,95,102,49,54,95,116,111,95,102,
51,50,40,40,107,116,95,117,49,54,41,40,119,32,62,62,32,49,54,41,41,59,10,32,
32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,108,111,32,61,
32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,119,32,60,60,32,49,54,
41,59,10,32,32,32,32,32,32,32,32,104,105,32,61,32,95,95,117,105,110,116,95,97,
115,95,102,108,111,97,116,40,119,32,38,32,48,120,102,102,102,102,48,48,48,48,117,41,
59,10,32,32,32,32,125,10,125,10,47,42,32,110,32,40,48,46,46,56,41,32,102,51,
50,47,102,49,54,47,98,102,49,54,32,101,108,101,109,101,110,116,115,32,102,114,111,109,
32,101,108,101,109,101,110,116,32,105,32,105,110,116,111,32,118,44,32,122,101,114,111,115,
32,98,101,121,111,110,100,32,110,58,10,32,32,32,49,54,45,98,121,116,101,32,108,111,
97,100,115,32,119,104,101,110,32,97,108,108,32,56,32,108,105,101,32,105,110,115,105,100,
101,32,97,110,100,32,116,104,101,32,97,100,100,114,101,115,115,32,105,115,32,97,108,105,
103,110,101,100,46,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
113,95,108,100,56,40,107,116,95,117,54,52,32,112,44,32,107,116,95,105,54,52,32,105,
44,32,105,110,116,32,110,44,32,105,110,116,32,100,116,44,32,102,108,111,97,116,32,42,
118,41,32,123,10,32,32,32,32,105,110,116,32,106,59,10,32,32,32,32,105,102,32,40,
100,116,32,61,61,32,75,84,95,81,95,70,51,50,41,32,123,10,32,32,32,32,32,32,
32,32,107,116,95,117,54,52,32,113,32,61,32,112,32,43,32,40,107,116,95,117,54,52,
41,105,32,42,32,52,117,59,10,32,32,32,32,32,32,32,32,105,102,32,40,110,32,61,
61,32,56,32,38,38,32,40,113,32,38,32,49,53,117,41,32,61,61,32,48,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,52,32,97,32,61,32,
40,40,99,111,110,115,116,32,102,108,111,97,116,52,32,42,41,113,41,91,48,93,44,32,
98,32,61,32,40,40,99,111,110,115,116,32,102,108,111,97,116,52,32,42,41,113,41,91,
49,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,118,91,48,93,32,61,32,97,
46,120,59,32,118,91,49,93,32,61,32,97,46,121,59,32,118,91,50,93,32,61,32,97,
46,122,59,32,118,91,51,93,32,61,32,97,46,119,59,32,118,91,52,93,32,61,32,98,
46,120,59,32,118,91,53,93,32,61,32,98,46,121,59,32,118,91,54,93,32,61,32,98,
46,122,59,32,118,91,55,93,32,61,32,98,46,119,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,32,32,32,32,125,10,35,112,
114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,118,91,106,
93,32,61,32,106,32,60,32,110,32,63,32,40,40,99,111,110,115,116,32,102,108,111,97,
116,32,42,41,113,41,91,106,93,32,58,32,48,46,48,102,59,10,32,32,32,32,32,32,
32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,123,10,32,32,
32,32,32,32,32,32,107,116,95,117,54,52,32,113,32,61,32,112,32,43,32,40,107,116,
95,117,54,52,41,105,32,42,32,50,117,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,110,32,61,61,32,56,32,38,38,32,40,113,32,38,32,49,53,117,41,32,61,61,32,
48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,117,105,110,116,52,32,119,
32,61,32,42,40,99,111,110,115,116,32,117,105,110,116,52,32,42,41,113,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,
119,46,120,44,32,100,116,44,32,118,91,48,93,44,32,118,91,49,93,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,
119,46,121,44,32,100,116,44,32,118,91,50,93,44,32,118,91,51,93,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,
119,46,122,44,32,100,116,44,32,118,91,52,93,44,32,118,91,53,93,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,
119,46,119,44,32,100,116,44,32,118,91,54,93,44,32,118,91,55,93,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,32,32,
32,32,125,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,
32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,49,54,32,
104,32,61,32,106,32,60,32,110,32,63,32,40,40,99,111,110,115,116,32,107,116,95,117,
49,54,32,42,41,113,41,91,106,93,32,58,32,40,107,116,95,117,49,54,41,48,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,118,91,106,93,32,61,32,100,116,32,61,61,
32,75,84,95,81,95,70,49,54,32,63,32,107,116,95,102,49,54,95,116,111,95,102,51,
50,40,104,41,32,58,32,107,116,95,98,102,49,54,95,116,111,95,102,51,50,40,104,41,
59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,10,47,42,32,110,
32,40,48,46,46,56,41,32,102,108,111,97,116,32,114,101,115,117,108,116,115,32,116,111,
32,97,110,32,102,51,50,47,102,49,54,47,98,102,49,54,32,97,114,114,97,121,32,97,
116,32,101,108,101,109,101,110,116,32,105,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,115,116,56,40,107,116,95,117,54,52,32,112,44,32,107,116,
95,105,54,52,32,105,44,32,105,110,116,32,110,44,32,105,110,116,32,100,116,44,32,99,
111,110,115,116,32,102,108,111,97,116,32,42,118,41,32,123,10,32,32,32,32,105,110,116,
32,106,59,10,32,32,32,32,105,102,32,40,100,116,32,61,61,32,75,84,95,81,95,70,
51,50,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,113,32,61,
32,112,32,43,32,40,107,116,95,117,54,52,41,105,32,42,32,52,117,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,110,32,61,61,32,56,32,38,38,32,40,113,32,38,32,
49,53,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,40,40,102,108,111,97,116,52,32,42,41,113,41,91,48,93,32,61,32,109,97,107,101,
95,102,108,111,97,116,52,40,118,91,48,93,44,32,118,91,49,93,44,32,118,91,50,93,
44,32,118,91,51,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,102,
108,111,97,116,52,32,42,41,113,41,91,49,93,32,61,32,109,97,107,101,95,102,108,111,
97,116,52,40,118,91,52,93,44,32,118,91,53,93,44,32,118,91,54,93,44,32,118,91,
55,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,
10,32,32,32,32,32,32,32,32,125,10,35,112,114,97,103,109,97,32,117,110,114,111,108,
108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,
60,32,56,59,32,106,43,43,41,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,106,32,60,32,110,41,32,40,40,102,108,111,97,116,32,42,41,113,41,91,106,93,
32,61,32,118,91,106,93,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,
10,32,32,32,32,125,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,107,116,95,
117,54,52,32,113,32,61,32,112,32,43,32,40,107,116,95,117,54,52,41,105,32,42,32,
50,117,59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,104,91,56,93,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,
104,91,106,93,32,61,32,100,116,32,61,61,32,75,84,95,81,95,70,49,54,32,63,32,
107,116,95,102,51,50,95,116,111,95,102,49,54,40,118,91,106,93,41,32,58,32,107,116,
95,102,51,50,95,116,111,95,98,102,49,54,40,118,91,106,93,41,59,10,32,32,32,32,
32,32,32,32,105,102,32,40,110,32,61,61,32,56,32,38,38,32,40,113,32,38,32,49,
53,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
42,40,117,105,110,116,52,32,42,41,113,32,61,32,109,97,107,101,95,117,105,110,116,52,
40,104,91,48,93,32,124,32,40,104,91,49,93,32,60,60,32,49,54,41,44,32,104,91,
50,93,32,124,32,40,104,91,51,93,32,60,60,32,49,54,41,44,32,104,91,52,93,32,
124,32,40,104,91,53,93,32,60,60,32,49,54,41,44,32,104,91,54,93,32,124,32,40,
104,91,55,93,32,60,60,32,49,54,41,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,114,101,116,117,114,110,59,10,32,32,32,32,32,32,32,32,125,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,
106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,102,32,40,106,32,60,32,110,41,32,40,40,107,116,95,117,
49,54,32,42,41,113,41,91,106,93,32,61,32,40,107,116,95,117,49,54,41,104,91,106,
93,59,10,32,32,32,32,125,10,125,10,47,42,32,56,32,98,121,116,101,115,32,40,108,
111,44,32,104,105,32,119,111,114,100,115,41,32,116,111,32,112,44,32,116,104,101,32,102,
105,114,115,116,32,110,98,32,111,102,32,116,104,101,109,32,42,47,10,75,84,95,68,69,
86,32,118,111,105,100,32,107,116,95,113,95,115,116,56,98,40,107,116,95,117,54,52,32,
112,44,32,107,116,95,117,51,50,32,108,111,44,32,107,116,95,117,51,50,32,104,105,44,
32,105,110,116,32,110,98,41,32,123,10,32,32,32,32,105,110,116,32,106,59,10,32,32,
32,32,105,102,32,40,110,98,32,61,61,32,56,32,38,38,32,40,112,32,38,32,55,117,
41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,42,40,117,105,110,116,
50,32,42,41,112,32,61,32,109,97,107,101,95,117,105,110,116,50,40,108,111,44,32,104,
105,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,
125,10,32,32,32,32,105,102,32,40,110,98,32,61,61,32,56,32,38,38,32,40,112,32,
38,32,49,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,40,40,
107,116,95,117,49,54,32,42,41,112,41,91,48,93,32,61,32,40,107,116,95,117,49,54,
41,108,111,59,10,32,32,32,32,32,32,32,32,40,40,107,116,95,117,49,54,32,42,41,
112,41,91,49,93,32,61,32,40,107,116,95,117,49,54,41,40,108,111,32,62,62,32,49,
54,41,59,10,32,32,32,32,32,32,32,32,40,40,107,116,95,117,49,54,32,42,41,112,
41,91,50,93,32,61,32,40,107,116,95,117,49,54,41,104,105,59,10,32,32,32,32,32,
32,32,32,40,40,107,116,95,117,49,54,32,42,41,112,41,91,51,93,32,61,32,40,107,
116,95,117,49,54,41,40,104,105,32,62,62,32,49,54,41,59,10,32,32,32,32,32,32,
32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,35,112,114,97,103,109,97,32,
117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,
32,60,32,56,59,32,106,43,43,41,10,32,32,32,32,32,32,32,32,105,102,32,40,106,
32,60,32,110,98,41,32,40,40,107,116,95,117,56,32,42,41,112,41,91,106,93,32,61,
32,40,107,116,95,117,56,41,40,40,106,32,60,32,52,32,63,32,108,111,32,58,32,104,
105,41,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,41,59,10,125,10,
47,42,32,110,98,32,40,48,46,46,56,41,32,98,121,116,101,115,32,102,114,111,109,32,
112,32,105,110,116,111,32,108,111,47,104,105,32,119,111,114,100,115,44,32,122,101,114,111,
115,32,98,101,121,111,110,100,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,
107,116,95,113,95,108,100,56,98,40,107,116,95,117,54,52,32,112,44,32,105,110,116,32,
110,98,44,32,107,116,95,117,51,50,32,38,108,111,44,32,107,116,95,117,51,50,32,38,
104,105,41,32,123,10,32,32,32,32,105,110,116,32,106,59,10,32,32,32,32,105,102,32,
40,110,98,32,61,61,32,56,32,38,38,32,40,112,32,38,32,55,117,41,32,61,61,32,
48,41,32,123,10,32,32,32,32,32,32,32,32,117,105,110,116,50,32,119,32,61,32,42,
40,99,111,110,115,116,32,117,105,110,116,50,32,42,41,112,59,10,32,32,32,32,32,32,
32,32,108,111,32,61,32,119,46,120,59,10,32,32,32,32,32,32,32,32,104,105,32,61,
32,119,46,121,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,
32,32,125,10,32,32,32,32,105,102,32,40,110,98,32,61,61,32,56,32,38,38,32,40,
112,32,38,32,49,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,
99,111,110,115,116,32,107,116,95,117,49,54,32,42,104,32,61,32,40,99,111,110,115,116,
32,107,116,95,117,49,54,32,42,41,112,59,10,32,32,32,32,32,32,32,32,108,111,32,
61,32,104,91,48,93,32,124,32,40,40,107,116,95,117,51,50,41,104,91,49,93,32,60,
60,32,49,54,41,59,10,32,32,32,32,32,32,32,32,104,105,32,61,32,104,91,50,93,
32,124,32,40,40,107,116,95,117,51,50,41,104,91,51,93,32,60,60,32,49,54,41,59,
10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,
32,32,32,108,111,32,61,32,104,105,32,61,32,48,59,10,35,112,114,97,103,109,97,32,
117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,
32,60,32,56,59,32,106,43,43,41,10,32,32,32,32,32,32,32,32,105,102,32,40,106,
32,60,32,110,98,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
117,51,50,32,98,32,61,32,40,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,
112,41,91,106,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,106,
32,60,32,52,41,32,108,111,32,124,61,32,98,32,60,60,32,40,56,32,42,32,106,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,104,105,32,124,61,
32,98,32,60,60,32,40,56,32,42,32,40,106,32,45,32,52,41,41,59,10,32,32,32,
32,32,32,32,32,125,10,125,10,47,42,32,99,111,100,101,32,111,102,32,101,108,101,109,
101,110,116,32,105,32,111,102,32,97,32,112,97,99,107,101,100,32,99,111,100,101,32,97,
114,114,97,121,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,
95,113,95,99,111,100,101,95,103,101,116,40,105,110,116,32,101,108,101,109,44,32,107,116,
95,117,54,52,32,112,44,32,107,116,95,105,54,52,32,105,41,32,123,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,117,56,32,42,98,32,61,32,40,99,111,110,115,116,32,
107,116,95,117,56,32,42,41,112,59,10,32,32,32,32,105,102,32,40,101,108,101,109,32,
61,61,32,75,84,95,81,95,70,52,41,32,114,101,116,117,114,110,32,40,105,32,38,32,
49,41,32,63,32,98,91,105,32,62,62,32,49,93,32,62,62,32,52,32,58,32,98,91,
105,32,62,62,32,49,93,32,38,32,49,53,117,59,10,32,32,32,32,105,102,32,40,101,
108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,69,50,77,51,32,124,124,32,101,
108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,69,51,77,50,41,32,123,10,32,
32,32,32,32,32,32,32,107,116,95,117,54,52,32,98,105,116,32,61,32,40,107,116,95,
117,54,52,41,105,32,42,32,54,117,59,10,32,32,32,32,32,32,32,32,117,110,115,105,
103,110,101,100,32,115,104,32,61,32,40,117,110,115,105,103,110,101,100,41,40,98,105,116,
32,38,32,55,117,41,59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,
32,61,32,98,91,98,105,116,32,62,62,32,51,93,32,124,32,40,115,104,32,62,32,50,
32,63,32,40,107,116,95,117,51,50,41,98,91,40,98,105,116,32,62,62,32,51,41,32,
43,32,49,93,32,60,60,32,56,32,58,32,48,117,41,59,10,32,32,32,32,32,32,32,
32,114,101,116,117,114,110,32,40,119,32,62,62,32,115,104,41,32,38,32,54,51,117,59,
10,32,32,32,32,125,10,32,32,32,32,114,101,116,117,114,110,32,98,91,105,93,59,10,
125,10,47,42,32,110,98,32,98,121,116,101,115,32,116,111,32,112,32,40,119,111,114,100,
32,115,116,111,114,101,115,32,119,104,101,110,32,97,108,105,103,110,101,100,41,32,42,47,
10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,115,116,98,40,107,116,
95,117,54,52,32,112,44,32,99,111,110,115,116,32,107,116,95,117,56,32,42,98,44,32,
105,110,116,32,110,98,41,32,123,10,32,32,32,32,105,110,116,32,106,59,10,32,32,32,
32,105,102,32,40,40,40,112,32,124,32,40,107,116,95,117,54,52,41,110,98,41,32,38,
32,51,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,106,32,61,32,48,59,32,106,32,60,32,110,98,59,32,106,32,43,61,32,52,41,
32,42,40,107,116,95,117,51,50,32,42,41,40,112,32,43,32,40,107,116,95,117,54,52,
41,106,41,32,61,32,98,91,106,93,32,124,32,40,40,107,116,95,117,51,50,41,98,91,
106,32,43,32,49,93,32,60,60,32,56,41,32,124,32,40,40,107,116,95,117,51,50,41,
98,91,106,32,43,32,50,93,32,60,60,32,49,54,41,32,124,32,40,40,107,116,95,117,
51,50,41,98,91,106,32,43,32,51,93,32,60,60,32,50,52,41,59,10,32,32,32,32,
32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,102,111,
114,32,40,106,32,61,32,48,59,32,106,32,60,32,110,98,59,32,106,43,43,41,32,40,
40,107,116,95,117,56,32,42,41,112,41,91,106,93,32,61,32,98,91,106,93,59,10,125,
10,47,42,32,110,32,99,111,100,101,115,32,112,97,99,107,101,100,32,102,114,111,109,32,
101,108,101,109,101,110,116,32,111,102,102,115,101,116,32,101,48,32,40,98,121,116,101,32,
97,108,105,103,110,101,100,58,32,101,48,32,42,32,98,105,116,115,32,37,32,56,32,61,
61,32,48,41,32,42,47,10,75,84,95,68,69,86,32,105,110,116,32,107,116,95,113,95,
112,97,99,107,40,105,110,116,32,101,108,101,109,44,32,99,111,110,115,116,32,107,116,95,
117,56,32,42,99,44,32,105,110,116,32,110,44,32,107,116,95,117,56,32,42,111,117,116,
41,32,123,10,32,32,32,32,105,110,116,32,98,105,116,115,32,61,32,107,116,95,113,95,
98,105,116,115,40,101,108,101,109,41,44,32,110,98,32,61,32,40,110,32,42,32,98,105,
116,115,32,43,32,55,41,32,47,32,56,44,32,106,59,10,32,32,32,32,105,102,32,40,
98,105,116,115,32,61,61,32,56,41,32,123,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,106,32,61,32,48,59,32,106,32,60,32,110,59,32,106,43,43,41,32,111,117,116,
91,106,93,32,61,32,99,91,106,93,59,10,32,32,32,32,32,32,32,32,114,101,116,117,
114,110,32,110,59,10,32,32,32,32,125,10,32,32,32,32,102,111,114,32,40,106,32,61,
32,48,59,32,106,32,60,32,110,98,59,32,106,43,43,41,32,111,117,116,91,106,93,32,
61,32,48,59,10,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,
32,110,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,98,
105,116,32,61,32,106,32,42,32,98,105,116,115,44,32,115,104,32,61,32,98,105,116,32,
38,32,55,59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,32,61,32,
40,107,116,95,117,51,50,41,99,91,106,93,32,60,60,32,115,104,59,10,32,32,32,32,
32,32,32,32,111,117,116,91,98,105,116,32,62,62,32,51,93,32,124,61,32,40,107,116,
95,117,56,41,119,59,10,32,32,32,32,32,32,32,32,105,102,32,40,115,104,32,43,32,
98,105,116,115,32,62,32,56,41,32,111,117,116,91,40,98,105,116,32,62,62,32,51,41,
32,43,32,49,93,32,124,61,32,40,107,116,95,117,56,41,40,119,32,62,62,32,56,41,
59,10,32,32,32,32,125,10,32,32,32,32,114,101,116,117,114,110,32,110,98,59,10,125,
10,10,47,42,32,101,114,114,111,114,32,119,111,114,100,58,32,116,104,101,32,115,109,97,
108,108,101,115,116,32,116,97,103,32,124,32,114,111,119,32,111,118,101,114,32,114,101,106,
101,99,116,101,100,32,114,111,119,115,32,42,47,10,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,95,113,95,98,97,100,114,111,119,40,99,111,110,115,116,32,107,116,95,113,
95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,114,41,32,123,10,32,32,
32,32,105,102,32,40,97,46,101,114,114,41,32,97,116,111,109,105,99,77,105,110,40,40,
117,110,115,105,103,110,101,100,32,108,111,110,103,32,108,111,110,103,32,42,41,97,46,101,
114,114,44,32,40,117,110,115,105,103,110,101,100,32,108,111,110,103,32,108,111,110,103,41,
40,97,46,116,97,103,32,124,32,114,41,41,59,10,125,10,47,42,32,120,32,47,32,100,
32,102,111,114,32,120,32,62,61,32,48,44,32,100,32,62,32,48,58,32,97,32,51,50,
45,98,105,116,32,100,105,118,105,115,105,111,110,32,119,104,101,110,32,98,111,116,104,32,
102,105,116,32,42,47,10,75,84,95,68,69,86,32,107,116,95,105,54,52,32,107,116,95,
113,95,100,105,118,40,107,116,95,105,54,52,32,120,44,32,107,116,95,105,54,52,32,100,
41,32,123,10,32,32,32,32,105,102,32,40,40,107,116,95,117,54,52,41,120,32,60,61,
32,48,120,102,102,102,102,102,102,102,102,117,108,108,32,38,38,32,40,107,116,95,117,54,
52,41,100,32,60,61,32,48,120,102,102,102,102,102,102,102,102,117,108,108,41,32,114,101,
116,117,114,110,32,40,107,116,95,105,54,52,41,40,40,107,116,95,117,51,50,41,120,32,
47,32,40,107,116,95,117,51,50,41,100,41,59,10,32,32,32,32,114,101,116,117,114,110,
32,120,32,47,32,100,59,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,113,95,114,111,119,99,111,108,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,
115,32,38,97,44,32,107,116,95,105,54,52,32,101,44,32,107,116,95,105,54,52,32,38,
114,44,32,107,116,95,105,54,52,32,38,107,41,32,123,10,32,32,32,32,114,32,61,32,
107,116,95,113,95,100,105,118,40,101,44,32,97,46,75,41,59,10,32,32,32,32,107,32,
61,32,101,32,45,32,114,32,42,32,97,46,75,59,10,125,10,47,42,32,98,108,111,99,
107,32,117,32,111,102,32,76,32,108,97,110,101,115,32,40,111,110,101,32,114,111,119,39,
115,32,98,108,111,99,107,32,98,41,58,32,102,105,114,115,116,32,101,108,101,109,101,110,
116,32,101,48,32,97,110,100,32,108,101,110,103,116,104,32,110,32,42,47,10,75,84,95,
68,69,86,32,118,111,105,100,32,107,116,95,113,95,98,108,107,40,99,111,110,115,116,32,
107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,117,44,32,
107,116,95,105,54,52,32,71,44,32,107,116,95,105,54,52,32,38,101,48,44,32,105,110,
116,32,38,110,41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,114,44,32,98,59,
10,32,32,32,32,105,102,32,40,97,46,102,108,97,116,41,32,123,10,32,32,32,32,32,
32,32,32,101,48,32,61,32,117,32,42,32,71,59,10,32,32,32,32,32,32,32,32,110,
32,61,32,40,105,110,116,41,71,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,
110,59,10,32,32,32,32,125,10,32,32,32,32,114,32,61,32,107,116,95,113,95,100,105,
118,40,117,44,32,97,46,110,98,108,107,41,59,10,32,32,32,32,98,32,61,32,117,32,
45,32,114,32,42,32,97,46,110,98,108,107,59,10,32,32,32,32,101,48,32,61,32,114,
32,42,32,97,46,75,32,43,32,98,32,42,32,71,59,10,32,32,32,32,110,32,61,32,
97,46,75,32,45,32,98,32,42,32,71,32,60,32,71,32,63,32,40,105,110,116,41,40,
97,46,75,32,45,32,98,32,42,32,71,41,32,58,32,40,105,110,116,41,71,59,10,125,
10,10,47,42,32,45,45,45,45,32,115,116,97,116,105,115,116,105,99,115,58,32,112,101,
114,45,115,99,97,108,101,32,109,97,120,40,45,120,41,44,32,109,97,120,40,120,41,32,
111,118,101,114,32,102,105,110,105,116,101,32,120,59,32,114,101,106,101,99,116,101,100,32,
114,111,119,115,32,45,45,10,32,32,32,75,101,121,115,32,97,114,101,32,102,51,50,32,
98,105,116,115,32,111,102,32,110,111,110,45,110,101,103,97,116,105,118,101,32,118,97,108,
117,101,115,44,32,115,111,32,117,110,115,105,103,110,101,100,32,109,97,120,32,111,114,100,
101,114,115,32,116,104,101,109,59,10,32,32,32,109,105,110,47,109,97,120,32,97,114,101,
32,101,120,97,99,116,32,97,110,100,32,111,114,100,101,114,45,102,114,101,101,44,32,115,
111,32,97,116,111,109,105,99,115,32,107,101,101,112,32,114,101,115,117,108,116,115,32,100,
101,116,101,114,109,105,110,105,115,116,105,99,46,32,42,47,10,75,84,95,68,69,86,32,
105,110,116,32,107,116,95,113,95,99,104,97,110,95,114,111,119,40,99,111,110,115,116,32,
107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,114,41,32,
123,10,32,32,32,32,105,102,32,40,97,46,103,114,97,110,32,33,61,32,49,32,124,124,
32,97,46,97,120,105,115,95,108,97,115,116,41,32,114,101,116,117,114,110,32,48,59,10,
32,32,32,32,114,101,116,117,114,110,32,40,105,110,116,41,40,40,114,32,47,32,97,46,
105,110,110,101,114,41,32,37,32,97,46,110,99,104,41,59,10,125,10,75,84,95,68,69,
86,32,118,111,105,100,32,107,116,95,113,95,102,108,117,115,104,40,99,111,110,115,116,32,
107,116,95,113,95,97,114,103,115,32,38,97,44,32,105,110,116,32,99,44,32,107,116,95,
117,51,50,32,110,101,103,44,32,107,116,95,117,51,50,32,112,111,115,41,32,123,10,32,
32,32,32,107,116,95,117,51,50,32,42,107,101,121,115,32,61,32,40,107,116,95,117,51,
50,32,42,41,40,97,46,115,99,114,41,59,10,32,32,32,32,105,102,32,40,110,101,103,
41,32,97,116,111,109,105,99,77,97,120,40,38,107,101,121,115,91,99,93,44,32,110,101,
103,41,59,10,32,32,32,32,105,102,32,40,112,111,115,41,32,97,116,111,109,105,99,77,
97,120,40,38,107,101,121,115,91,97,46,110,115,99,32,43,32,99,93,44,32,112,111,115,
41,59,10,125,10,47,42,32,117,110,105,116,58,32,56,32,101,108,101,109,101,110,116,115,
32,111,102,32,116,104,101,32,102,108,97,116,32,116,101,110,115,111,114,32,40,112,101,114,
32,116,101,110,115,111,114,44,32,112,101,114,32,99,104,97,110,110,101,108,32,110,111,116,
32,111,110,32,116,104,101,32,108,97,115,116,32,97,120,105,115,41,32,42,47,10,75,84,
95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,115,116,97,116,115,95,117,110,105,
116,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,
95,105,54,52,32,117,44,32,105,110,116,32,38,99,117,114,44,32,107,116,95,117,51,50,
32,38,110,101,103,44,32,107,116,95,117,51,50,32,38,112,111,115,44,32,107,116,95,105,
54,52,32,38,98,97,100,114,41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,105,
48,32,61,32,117,32,42,32,56,44,32,114,44,32,107,59,10,32,32,32,32,105,110,116,
32,110,32,61,32,97,46,110,32,45,32,105,48,32,60,32,56,32,63,32,40,105,110,116,
41,40,97,46,110,32,45,32,105,48,41,32,58,32,56,44,32,106,44,32,98,97,100,32,
61,32,48,44,32,99,59,10,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,10,
32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,105,48,44,32,110,44,
32,40,105,110,116,41,97,46,120,100,116,44,32,118,41,59,10,32,32,32,32,105,102,32,
40,97,46,103,114,97,110,32,33,61,32,49,32,124,124,32,40,97,46,102,108,97,116,32,
38,38,32,110,32,61,61,32,56,41,41,32,123,32,47,42,32,111,110,101,32,115,99,97,
108,101,32,102,111,114,32,116,104,101,32,56,32,42,47,10,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,110,110,32,61,32,48,44,32,112,112,32,61,32,48,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,
114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,10,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,98,32,61,32,95,
95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,91,106,93,41,44,32,109,32,
61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,102,117,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,102,32,40,109,32,62,61,32,48,120,55,102,56,48,48,48,
48,48,117,41,32,98,97,100,32,61,32,49,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,101,108,115,101,32,105,102,32,40,98,32,62,62,32,51,49,41,32,110,110,32,61,
32,109,32,62,32,110,110,32,63,32,109,32,58,32,110,110,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,101,108,115,101,32,112,112,32,61,32,109,32,62,32,112,112,32,63,
32,109,32,58,32,112,112,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,
32,32,32,99,32,61,32,48,59,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,
103,114,97,110,32,61,61,32,49,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,113,95,114,111,119,99,111,108,40,97,44,32,105,48,44,32,114,44,32,107,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,32,61,32,107,116,95,113,95,
99,104,97,110,95,114,111,119,40,97,44,32,114,41,59,10,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,105,102,32,40,99,32,33,61,32,99,117,114,41,32,
123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,99,117,114,32,62,61,
32,48,41,32,107,116,95,113,95,102,108,117,115,104,40,97,44,32,99,117,114,44,32,110,
101,103,44,32,112,111,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,117,
114,32,61,32,99,59,10,32,32,32,32,32,32,32,32,32,32,32,32,110,101,103,32,61,
32,112,111,115,32,61,32,48,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,110,101,103,32,61,32,110,110,32,62,32,110,101,103,32,63,32,110,110,32,
58,32,110,101,103,59,10,32,32,32,32,32,32,32,32,112,111,115,32,61,32,112,112,32,
62,32,112,111,115,32,63,32,112,112,32,58,32,112,111,115,59,10,32,32,32,32,32,32,
32,32,105,102,32,40,98,97,100,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,105,110,116,32,106,98,32,61,32,56,59,10,35,112,114,97,103,109,97,32,117,110,114,
111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,
32,55,59,32,106,32,62,61,32,48,59,32,106,45,45,41,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,105,102,32,40,40,95,95,102,108,111,97,116,95,97,115,
95,117,105,110,116,40,118,91,106,93,41,32,38,32,48,120,55,102,56,48,48,48,48,48,
117,41,32,61,61,32,48,120,55,102,56,48,48,48,48,48,117,41,32,106,98,32,61,32,
106,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,106,98,32,60,32,
110,32,38,38,32,40,105,48,32,43,32,106,98,41,32,47,32,97,46,75,32,60,32,98,
97,100,114,41,32,98,97,100,114,32,61,32,40,105,48,32,43,32,106,98,41,32,47,32,
97,46,75,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,114,
101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,107,116,95,113,95,114,111,
119,99,111,108,40,97,44,32,105,48,44,32,114,44,32,107,41,59,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,106,32,61,32,48,
59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,
110,116,40,118,91,106,93,41,44,32,109,32,61,32,98,32,38,32,48,120,55,102,102,102,
102,102,102,102,117,59,10,32,32,32,32,32,32,32,32,105,102,32,40,106,32,62,61,32,
110,41,32,98,114,101,97,107,59,10,32,32,32,32,32,32,32,32,99,32,61,32,107,116,
95,113,95,99,104,97,110,95,114,111,119,40,97,44,32,114,41,59,10,32,32,32,32,32,
32,32,32,105,102,32,40,99,32,33,61,32,99,117,114,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,102,32,40,99,117,114,32,62,61,32,48,41,32,107,116,95,
113,95,102,108,117,115,104,40,97,44,32,99,117,114,44,32,110,101,103,44,32,112,111,115,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,117,114,32,61,32,99,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,110,101,103,32,61,32,112,111,115,32,61,32,
48,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,105,102,32,
40,109,32,62,61,32,48,120,55,102,56,48,48,48,48,48,117,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,102,32,40,114,32,60,32,98,97,100,114,41,32,98,
97,100,114,32,61,32,114,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,
105,102,32,40,98,32,62,62,32,51,49,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,110,101,103,32,61,32,109,32,62,32,110,101,103,32,63,32,109,32,58,32,110,
101,103,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,112,111,115,32,61,32,109,32,62,32,112,111,115,32,63,
32,109,32,58,32,112,111,115,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,105,102,32,40,43,43,107,32,61,61,32,97,46,75,41,32,123,32,107,32,
61,32,48,59,32,114,43,43,59,32,125,10,32,32,32,32,125,10,125,10,47,42,32,117,
110,105,116,58,32,111,110,101,32,99,111,108,117,109,110,32,111,118,101,114,32,114,111,119,
115,95,112,101,114,95,117,110,105,116,32,114,111,119,115,32,40,112,101,114,32,99,104,97,
110,110,101,108,32,111,110,32,116,104,101,32,108,97,115,116,32,97,120,105,115,41,32,42,
47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,99,111,108,115,116,
97,116,115,95,117,110,105,116,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,
32,38,97,44,32,107,116,95,105,54,52,32,117,41,32,123,10,32,32,32,32,107,116,95,
105,54,52,32,107,32,61,32,117,32,37,32,97,46,75,44,32,114,48,32,61,32,40,117,
32,47,32,97,46,75,41,32,42,32,97,46,114,111,119,115,95,112,101,114,95,117,110,105,
116,44,32,114,49,32,61,32,114,48,32,43,32,97,46,114,111,119,115,95,112,101,114,95,
117,110,105,116,44,32,114,44,32,98,97,100,114,32,61,32,45,49,59,10,32,32,32,32,
107,116,95,117,51,50,32,110,101,103,32,61,32,48,44,32,112,111,115,32,61,32,48,59,
10,32,32,32,32,105,102,32,40,114,49,32,62,32,97,46,82,41,32,114,49,32,61,32,
97,46,82,59,10,32,32,32,32,102,111,114,32,40,114,32,61,32,114,48,59,32,114,32,
60,32,114,49,59,32,114,43,43,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,
117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,
107,116,95,113,95,108,100,40,97,46,120,44,32,114,32,42,32,97,46,75,32,43,32,107,
44,32,40,105,110,116,41,97,46,120,100,116,41,41,44,32,109,32,61,32,98,32,38,32,
48,120,55,102,102,102,102,102,102,102,117,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,109,32,62,61,32,48,120,55,102,56,48,48,48,48,48,117,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,102,32,40,98,97,100,114,32,60,32,48,41,32,98,
97,100,114,32,61,32,114,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,
105,102,32,40,98,32,62,62,32,51,49,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,110,101,103,32,61,32,109,32,62,32,110,101,103,32,63,32,109,32,58,32,110,
101,103,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,112,111,115,32,61,32,109,32,62,32,112,111,115,32,63,
32,109,32,58,32,112,111,115,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
125,10,32,32,32,32,107,116,95,113,95,102,108,117,115,104,40,97,44,32,40,105,110,116,
41,107,44,32,110,101,103,44,32,112,111,115,41,59,10,32,32,32,32,105,102,32,40,98,
97,100,114,32,62,61,32,48,41,32,107,116,95,113,95,98,97,100,114,111,119,40,97,44,
32,98,97,100,114,41,59,10,125,10,10,47,42,32,45,45,45,45,32,115,99,97,108,101,
32,112,97,114,97,109,101,116,101,114,115,32,40,107,116,111,114,99,104,95,95,113,95,112,
97,114,97,109,115,41,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,
69,86,32,102,108,111,97,116,32,107,116,95,113,95,102,112,56,95,109,117,108,40,102,108,
111,97,116,32,102,109,97,120,44,32,102,108,111,97,116,32,97,109,97,120,44,32,105,110,
116,32,109,97,114,103,105,110,41,32,123,10,32,32,32,32,102,108,111,97,116,32,109,59,
10,32,32,32,32,105,102,32,40,33,40,97,109,97,120,32,62,32,48,41,32,124,124,32,
33,107,116,95,113,95,102,105,110,105,116,101,40,97,109,97,120,41,41,32,114,101,116,117,
114,110,32,49,46,48,102,59,10,32,32,32,32,109,32,61,32,95,95,102,100,105,118,95,
114,110,40,95,95,102,100,105,118,95,114,110,40,102,109,97,120,44,32,97,109,97,120,41,
44,32,107,116,95,113,95,112,111,119,50,102,40,109,97,114,103,105,110,41,41,59,10,32,
32,32,32,105,102,32,40,33,40,109,32,60,61,32,75,84,95,81,95,70,76,84,95,77,
65,88,41,41,32,109,32,61,32,75,84,95,81,95,70,76,84,95,77,65,88,59,10,32,
32,32,32,114,101,116,117,114,110,32,109,59,10,125,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,112,97,114,97,109,115,40,99,111,110,115,116,32,107,116,95,
113,95,97,114,103,115,32,38,97,44,32,102,108,111,97,116,32,109,110,44,32,102,108,111,
97,116,32,109,120,44,32,102,108,111,97,116,32,102,112,56,109,117,108,44,32,102,108,111,
97,116,32,42,115,99,97,108,101,44,32,102,108,111,97,116,32,42,109,117,108,44,32,107,
116,95,117,56,32,42,122,112,41,32,123,10,32,32,32,32,105,102,32,40,97,46,107,105,
110,100,32,61,61,32,75,84,95,81,75,95,73,78,84,56,41,32,123,10,32,32,32,32,
32,32,32,32,102,108,111,97,116,32,97,109,97,120,32,61,32,45,109,110,32,62,32,109,
120,32,63,32,45,109,110,32,58,32,109,120,44,32,115,32,61,32,95,95,102,100,105,118,
95,114,110,40,97,109,97,120,44,32,49,50,55,46,48,102,41,59,10,32,32,32,32,32,
32,32,32,42,115,99,97,108,101,32,61,32,115,59,10,32,32,32,32,32,32,32,32,42,
109,117,108,32,61,32,115,32,33,61,32,48,32,63,32,95,95,102,100,105,118,95,114,110,
40,49,46,48,102,44,32,115,41,32,58,32,48,46,48,102,59,10,32,32,32,32,125,32,
101,108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,
95,65,83,89,77,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,108,
111,32,61,32,109,110,32,60,32,48,46,48,102,32,63,32,109,110,32,58,32,48,46,48,
102,44,32,104,105,32,61,32,109,120,32,62,32,48,46,48,102,32,63,32,109,120,32,58,
32,48,46,48,102,44,32,115,32,61,32,95,95,102,100,105,118,95,114,110,40,95,95,102,
115,117,98,95,114,110,40,104,105,44,32,108,111,41,44,32,50,53,53,46,48,102,41,59,
10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,109,32,61,32,115,32,33,61,32,
48,32,63,32,95,95,102,100,105,118,95,114,110,40,49,46,48,102,44,32,115,41,32,58,
32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,42,115,99,97,108,101,32,61,32,
115,59,10,32,32,32,32,32,32,32,32,42,109,117,108,32,61,32,109,59,10,32,32,32,
32,32,32,32,32,42,122,112,32,61,32,40,107,116,95,117,56,41,107,116,95,113,95,114,
110,101,95,99,108,97,109,112,40,95,95,102,109,117,108,95,114,110,40,45,108,111,44,32,
109,41,44,32,50,53,53,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,
32,32,32,32,32,32,32,42,109,117,108,32,61,32,102,112,56,109,117,108,59,10,32,32,
32,32,32,32,32,32,42,115,99,97,108,101,32,61,32,95,95,102,100,105,118,95,114,110,
40,49,46,48,102,44,32,102,112,56,109,117,108,41,59,10,32,32,32,32,125,10,125,10,
47,42,32,109,105,110,32,40,60,61,32,48,41,32,97,110,100,32,109,97,120,32,40,62,
61,32,48,41,32,111,102,32,115,99,97,108,101,32,99,32,102,114,111,109,32,116,104,101,
32,115,116,97,116,105,115,116,105,99,115,32,107,101,121,115,32,42,47,10,75,84,95,68,
69,86,32,118,111,105,100,32,107,116,95,113,95,107,101,121,115,40,99,111,110,115,116,32,
107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,99,44,32,
102,108,111,97,116,32,38,109,110,44,32,102,108,111,97,116,32,38,109,120,41,32,123,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,42,107,101,121,115,32,61,
32,40,99,111,110,115,116,32,107,116,95,117,51,50,32,42,41,40,97,46,115,99,114,41,
59,10,32,32,32,32,109,110,32,61,32,107,101,121,115,91,99,93,32,63,32,45,95,95,
117,105,110,116,95,97,115,95,102,108,111,97,116,40,107,101,121,115,91,99,93,41,32,58,
32,48,46,48,102,59,10,32,32,32,32,109,120,32,61,32,95,95,117,105,110,116,95,97,
115,95,102,108,111,97,116,40,107,101,121,115,91,97,46,110,115,99,32,43,32,99,93,41,
59,10,125,10,47,42,32,115,99,97,108,101,32,115,44,32,109,117,108,116,105,112,108,105,
101,114,32,109,32,97,110,100,32,122,101,114,111,32,112,111,105,110,116,32,122,32,102,114,
111,109,32,109,105,110,32,109,110,32,97,110,100,32,109,97,120,32,109,120,32,42,47,10,
75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,115,99,97,108,101,95,109,
109,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,102,108,
111,97,116,32,109,110,44,32,102,108,111,97,116,32,109,120,44,32,102,108,111,97,116,32,
38,115,44,32,102,108,111,97,116,32,38,109,44,32,107,116,95,117,56,32,38,122,41,32,
123,10,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,97,109,97,120,32,61,
32,45,109,110,32,62,32,109,120,32,63,32,45,109,110,32,58,32,109,120,59,10,32,32,
32,32,115,32,61,32,109,32,61,32,48,46,48,102,59,10,32,32,32,32,122,32,61,32,
48,59,10,32,32,32,32,107,116,95,113,95,112,97,114,97,109,115,40,97,44,32,109,110,
44,32,109,120,44,32,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,70,80,
56,32,63,32,40,97,46,102,105,120,101,100,95,109,117,108,32,62,32,48,32,63,32,40,
102,108,111,97,116,41,97,46,102,105,120,101,100,95,109,117,108,32,58,32,107,116,95,113,
95,102,112,56,95,109,117,108,40,40,102,108,111,97,116,41,97,46,102,109,97,120,44,32,
97,109,97,120,44,32,40,105,110,116,41,97,46,109,97,114,103,105,110,41,41,32,58,32,
48,46,48,102,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,38,115,
44,32,38,109,44,32,38,122,41,59,10,125,10,47,42,32,115,99,97,108,101,32,115,44,
32,109,117,108,116,105,112,108,105,101,114,32,109,32,97,110,100,32,122,101,114,111,32,112,
111,105,110,116,32,122,32,111,102,32,115,99,97,108,101,32,99,32,102,114,111,109,32,105,
116,115,32,107,101,121,115,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,
116,95,113,95,115,99,97,108,101,95,111,102,40,99,111,110,115,116,32,107,116,95,113,95,
97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,99,44,32,102,108,111,97,116,
32,38,115,44,32,102,108,111,97,116,32,38,109,44,32,107,116,95,117,56,32,38,122,41,
32,123,10,32,32,32,32,102,108,111,97,116,32,109,110,44,32,109,120,59,10,32,32,32,
32,107,116,95,113,95,107,101,121,115,40,97,44,32,99,44,32,109,110,44,32,109,120,41,
59,10,32,32,32,32,107,116,95,113,95,115,99,97,108,101,95,109,109,40,97,44,32,109,
110,44,32,109,120,44,32,115,44,32,109,44,32,122,41,59,10,125,10,47,42,32,110,118,
102,112,52,39,115,32,116,101,110,115,111,114,32,115,99,97,108,101,58,32,116,104,101,32,
103,105,118,101,110,32,111,110,101,44,32,101,108,115,101,32,97,109,97,120,32,47,32,40,
52,52,56,32,42,32,54,41,32,102,114,111,109,32,116,104,101,10,32,32,32,115,116,97,
116,105,115,116,105,99,115,32,107,101,121,115,32,40,116,104,101,32,104,111,115,116,32,100,
105,118,105,100,101,115,32,116,104,101,32,115,97,109,101,32,119,97,121,41,32,42,47,10,
75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,113,95,110,118,95,116,115,40,
99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,41,32,123,10,32,32,
32,32,102,108,111,97,116,32,109,110,44,32,109,120,59,10,32,32,32,32,105,102,32,40,
97,46,116,115,99,97,108,101,32,62,32,48,41,32,114,101,116,117,114,110,32,40,102,108,
111,97,116,41,97,46,116,115,99,97,108,101,59,10,32,32,32,32,107,116,95,113,95,107,
101,121,115,40,97,44,32,48,44,32,109,110,44,32,109,120,41,59,10,32,32,32,32,114,
101,116,117,114,110,32,95,95,102,100,105,118,95,114,110,40,45,109,110,32,62,32,109,120,
32,63,32,45,109,110,32,58,32,109,120,44,32,50,54,56,56,46,48,102,41,59,10,125,
10,47,42,32,110,118,102,112,52,32,98,108,111,99,107,32,115,99,97,108,101,32,99,111,
100,101,32,101,52,109,51,40,97,109,97,120,32,47,32,40,54,32,116,115,41,41,32,40,
48,32,119,104,101,114,101,32,116,115,32,105,115,32,48,41,32,97,110,100,32,105,116,115,
10,32,32,32,100,105,118,105,115,111,114,32,100,101,110,32,61,32,100,101,99,111,100,101,
32,42,32,116,115,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,56,32,107,116,
95,113,95,110,118,95,115,99,97,108,101,40,99,111,110,115,116,32,107,116,95,113,95,97,
114,103,115,32,38,97,44,32,102,108,111,97,116,32,97,109,97,120,44,32,102,108,111,97,
116,32,38,100,101,110,41,32,123,10,32,32,32,32,99,111,110,115,116,32,102,108,111,97,
116,32,116,115,32,61,32,107,116,95,113,95,110,118,95,116,115,40,97,41,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,117,56,32,115,98,32,61,32,116,115,32,62,32,
48,32,63,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,95,95,102,100,105,
118,95,114,110,40,97,109,97,120,44,32,95,95,102,109,117,108,95,114,110,40,54,46,48,
102,44,32,116,115,41,41,44,32,49,41,32,58,32,40,107,116,95,117,56,41,48,59,10,
32,32,32,32,100,101,110,32,61,32,95,95,102,109,117,108,95,114,110,40,107,116,95,101,
52,109,51,95,116,111,95,102,51,50,40,115,98,41,44,32,116,115,41,59,10,32,32,32,
32,114,101,116,117,114,110,32,115,98,59,10,125,10,47,42,32,117,110,105,116,58,32,111,
110,101,32,115,99,97,108,101,32,40,112,101,114,32,116,101,110,115,111,114,32,47,32,112,
101,114,32,99,104,97,110,110,101,108,41,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,112,97,114,97,109,115,95,117,110,105,116,40,99,111,110,115,
116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,99,
41,32,123,10,32,32,32,32,102,108,111,97,116,32,109,44,32,115,59,10,32,32,32,32,
107,116,95,117,56,32,122,59,10,32,32,32,32,107,116,95,113,95,115,99,97,108,101,95,
111,102,40,97,44,32,99,44,32,115,44,32,109,44,32,122,41,59,10,32,32,32,32,40,
40,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,41,91,99,93,32,61,32,115,
59,10,32,32,32,32,40,40,102,108,111,97,116,32,42,41,40,97,46,115,99,114,32,43,
32,56,117,32,42,32,40,107,116,95,117,54,52,41,97,46,110,115,99,41,41,91,99,93,
32,61,32,109,59,10,32,32,32,32,105,102,32,40,97,46,122,112,41,32,40,40,107,116,
95,117,56,32,42,41,97,46,122,112,41,91,99,93,32,61,32,122,59,10,125,10,10,47,
42,32,45,45,45,45,32,99,111,100,101,115,32,111,102,32,105,110,116,56,32,47,32,105,
110,116,56,95,97,115,121,109,32,47,32,102,112,56,32,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,56,32,107,116,95,
113,95,99,111,100,101,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,
97,44,32,102,108,111,97,116,32,120,44,32,102,108,111,97,116,32,109,44,32,105,110,116,
32,122,41,32,123,10,32,32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,
75,84,95,81,75,95,73,78,84,56,41,32,114,101,116,117,114,110,32,40,107,116,95,117,
56,41,40,115,105,103,110,101,100,32,99,104,97,114,41,107,116,95,113,95,114,110,101,95,
99,108,97,109,112,40,107,116,95,113,95,109,117,108,40,120,44,32,109,41,44,32,49,50,
55,41,59,10,32,32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,
95,81,75,95,65,83,89,77,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,105,
51,50,32,116,32,61,32,107,116,95,113,95,114,110,101,95,99,108,97,109,112,40,107,116,
95,113,95,109,117,108,40,120,44,32,109,41,44,32,49,32,60,60,32,50,48,41,32,43,
32,122,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,
56,41,40,116,32,60,32,48,32,63,32,48,32,58,32,116,32,62,32,50,53,53,32,63,
32,50,53,53,32,58,32,116,41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,
40,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,41,32,114,101,
116,117,114,110,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,107,116,95,113,
95,109,117,108,40,120,44,32,109,41,44,32,49,41,59,10,32,32,32,32,114,101,116,117,
114,110,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,40,107,116,95,113,95,109,
117,108,40,120,44,32,109,41,44,32,49,41,59,10,125,10,47,42,32,99,111,100,101,115,
32,111,102,32,56,32,118,97,108,117,101,115,32,119,105,116,104,32,111,110,101,32,109,117,
108,116,105,112,108,105,101,114,32,40,97,110,100,32,122,101,114,111,32,112,111,105,110,116,
41,58,32,108,111,47,104,105,32,119,111,114,100,115,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,113,95,99,111,100,101,56,40,99,111,110,115,116,32,107,
116,95,113,95,97,114,103,115,32,38,97,44,32,99,111,110,115,116,32,102,108,111,97,116,
32,42,118,44,32,102,108,111,97,116,32,109,44,32,105,110,116,32,122,44,32,107,116,95,
117,51,50,32,38,108,111,44,32,107,116,95,117,51,50,32,38,104,105,41,32,123,10,32,
32,32,32,105,110,116,32,106,59,10,32,32,32,32,107,116,95,117,51,50,32,119,91,50,
93,32,61,32,123,48,117,44,32,48,117,125,59,10,32,32,32,32,105,102,32,40,97,46,
107,105,110,100,32,61,61,32,75,84,95,81,75,95,70,80,56,41,32,123,10,32,32,32,
32,32,32,32,32,47,42,32,109,32,105,115,32,102,105,110,105,116,101,32,97,110,100,32,
62,32,48,58,32,116,104,101,32,112,114,111,100,117,99,116,32,104,97,115,32,120,39,115,
32,115,105,103,110,44,32,97,110,100,32,120,56,54,32,114,101,116,117,114,110,115,32,97,
10,32,32,32,32,32,32,32,32,32,32,32,78,97,78,32,120,32,97,115,32,105,116,32,
105,115,44,32,115,111,32,97,32,78,97,78,32,99,111,100,101,32,116,97,107,101,115,32,
120,39,115,32,115,105,103,110,32,40,116,104,101,32,71,80,85,39,115,32,112,114,111,100,
117,99,116,10,32,32,32,32,32,32,32,32,32,32,32,78,97,78,32,104,97,115,32,110,
111,110,101,41,59,32,115,97,116,117,114,97,116,105,111,110,32,97,110,100,32,73,110,102,
32,97,103,114,101,101,32,119,105,116,104,32,107,116,95,102,51,50,95,116,111,95,102,56,
32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,
32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,32,
43,61,32,50,41,10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,106,32,62,62,
32,50,93,32,124,61,32,40,107,116,95,113,95,102,56,120,50,40,95,95,102,109,117,108,
95,114,110,40,118,91,106,93,44,32,109,41,44,32,95,95,102,109,117,108,95,114,110,40,
118,91,106,32,43,32,49,93,44,32,109,41,44,32,97,46,101,108,101,109,32,61,61,32,
75,84,95,81,95,69,53,77,50,41,32,124,32,40,40,95,95,102,108,111,97,116,95,97,
115,95,117,105,110,116,40,118,91,106,93,41,32,62,62,32,50,52,41,32,38,32,48,120,
56,48,117,41,32,124,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,40,40,95,95,102,108,111,97,116,95,97,115,95,117,105,
110,116,40,118,91,106,32,43,32,49,93,41,32,62,62,32,49,54,41,32,38,32,48,120,
56,48,48,48,117,41,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,
41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,
47,42,32,105,110,116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,40,107,116,95,
113,95,99,111,100,101,39,115,32,115,116,101,112,115,41,46,32,78,97,78,32,112,114,111,
100,117,99,116,115,32,99,111,109,101,32,102,114,111,109,32,48,10,32,32,32,32,32,32,
32,32,32,32,32,116,105,109,101,115,32,97,110,32,105,110,102,105,110,105,116,101,32,109,
117,108,116,105,112,108,105,101,114,32,40,97,32,115,99,97,108,101,32,116,104,97,116,32,
117,110,100,101,114,102,108,111,119,101,100,41,32,97,110,100,32,103,105,118,101,10,32,32,
32,32,32,32,32,32,32,32,32,99,111,100,101,32,48,32,43,32,122,59,32,78,97,78,
47,73,110,102,32,120,32,97,114,101,32,114,101,106,101,99,116,101,100,32,114,111,119,115,
44,32,119,104,111,115,101,32,99,111,100,101,115,32,97,114,101,32,110,101,118,101,114,10,
32,32,32,32,32,32,32,32,32,32,32,117,115,101,100,46,32,83,111,32,97,32,102,105,
110,105,116,101,32,109,32,110,101,101,100,115,32,110,111,32,78,97,78,32,116,101,115,116,
46,32,105,110,116,56,95,97,115,121,109,32,99,108,97,109,112,115,32,116,111,10,32,32,
32,32,32,32,32,32,32,32,32,91,45,122,44,32,50,53,53,32,45,32,122,93,32,98,
101,102,111,114,101,32,114,111,117,110,100,105,110,103,58,32,101,113,117,97,108,32,116,111,
32,99,108,97,109,112,105,110,103,32,114,105,110,116,32,43,32,122,32,116,111,10,32,32,
32,32,32,32,32,32,32,32,32,91,48,44,32,50,53,53,93,44,32,98,111,116,104,32,
98,111,117,110,100,115,32,98,101,105,110,103,32,105,110,116,101,103,101,114,115,46,32,42,
47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,98,111,111,108,32,97,115,121,
109,32,61,32,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,65,83,89,77,
59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,108,111,
32,61,32,97,115,121,109,32,63,32,40,102,108,111,97,116,41,45,122,32,58,32,45,49,
50,55,46,48,102,44,32,104,105,32,61,32,97,115,121,109,32,63,32,40,102,108,111,97,
116,41,40,50,53,53,32,45,32,122,41,32,58,32,49,50,55,46,48,102,59,10,32,32,
32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,51,50,32,122,122,32,61,32,
97,115,121,109,32,63,32,122,32,58,32,48,59,10,32,32,32,32,32,32,32,32,105,102,
32,40,95,95,98,117,105,108,116,105,110,95,101,120,112,101,99,116,40,107,116,95,113,95,
102,105,110,105,116,101,40,109,41,44,32,49,41,41,32,123,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,
40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,119,91,106,32,
62,62,32,50,93,32,124,61,32,40,40,107,116,95,117,51,50,41,40,107,116,95,113,95,
114,105,110,116,40,102,109,105,110,102,40,102,109,97,120,102,40,95,95,102,109,117,108,95,
114,110,40,118,91,106,93,44,32,109,41,44,32,108,111,41,44,32,104,105,41,41,32,43,
32,122,122,41,32,38,32,50,53,53,117,41,32,60,60,32,40,56,32,42,32,40,106,32,
38,32,51,41,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,
35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,
32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,102,108,111,97,116,32,121,32,61,32,95,95,102,109,117,108,95,114,110,40,118,
91,106,93,44,32,109,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,119,91,106,32,62,62,32,50,93,32,124,61,32,40,40,107,116,95,117,51,50,41,40,
107,116,95,113,95,114,105,110,116,40,102,109,105,110,102,40,102,109,97,120,102,40,121,32,
61,61,32,121,32,63,32,121,32,58,32,48,46,48,102,44,32,108,111,41,44,32,104,105,
41,41,32,43,32,122,122,41,32,38,32,50,53,53,117,41,32,60,60,32,40,56,32,42,
32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,32,32,32,108,111,32,
61,32,119,91,48,93,59,10,32,32,32,32,104,105,32,61,32,119,91,49,93,59,10,125,
10,47,42,32,117,110,105,116,58,32,56,32,102,108,97,116,32,101,108,101,109,101,110,116,
115,44,32,112,101,114,32,116,101,110,115,111,114,32,47,32,112,101,114,32,99,104,97,110,
110,101,108,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,
101,110,99,111,100,101,95,117,110,105,116,40,99,111,110,115,116,32,107,116,95,113,95,97,
114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,117,41,32,123,10,32,32,32,32,
99,111,110,115,116,32,102,108,111,97,116,32,42,109,117,108,32,61,32,40,99,111,110,115,
116,32,102,108,111,97,116,32,42,41,40,97,46,115,99,114,32,43,32,56,117,32,42,32,
40,107,116,95,117,54,52,41,97,46,110,115,99,41,59,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,56,32,42,122,112,32,61,32,40,99,111,110,115,116,32,107,116,95,
117,56,32,42,41,97,46,122,112,59,10,32,32,32,32,107,116,95,105,54,52,32,105,48,
32,61,32,117,32,42,32,56,44,32,114,32,61,32,48,44,32,107,32,61,32,48,59,10,
32,32,32,32,105,110,116,32,110,32,61,32,97,46,110,32,45,32,105,48,32,60,32,56,
32,63,32,40,105,110,116,41,40,97,46,110,32,45,32,105,48,41,32,58,32,56,44,32,
106,59,10,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,10,32,32,32,32,107,
116,95,117,51,50,32,108,111,44,32,104,105,59,10,32,32,32,32,107,116,95,113,95,108,
100,56,40,97,46,120,44,32,105,48,44,32,110,44,32,40,105,110,116,41,97,46,120,100,
116,44,32,118,41,59,10,32,32,32,32,105,102,32,40,97,46,103,114,97,110,32,61,61,
32,48,32,124,124,32,40,97,46,102,108,97,116,32,38,38,32,33,97,46,97,120,105,115,
95,108,97,115,116,41,41,32,123,32,47,42,32,111,110,101,32,115,99,97,108,101,32,102,
111,114,32,116,104,101,32,56,32,42,47,10,32,32,32,32,32,32,32,32,105,110,116,32,
115,105,32,61,32,48,59,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,103,114,
97,110,32,33,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,113,95,114,111,119,99,111,108,40,97,44,32,105,48,44,32,114,44,32,107,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,115,105,32,61,32,107,116,95,113,95,99,
104,97,110,95,114,111,119,40,97,44,32,114,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,118,
44,32,109,117,108,91,115,105,93,44,32,122,112,32,63,32,122,112,91,115,105,93,32,58,
32,48,44,32,108,111,44,32,104,105,41,59,10,32,32,32,32,125,32,101,108,115,101,32,
123,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,50,93,32,61,32,
123,48,117,44,32,48,117,125,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,114,
111,119,99,111,108,40,97,44,32,105,48,44,32,114,44,32,107,41,59,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,
106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,110,116,32,115,105,32,61,32,97,46,97,120,105,115,
95,108,97,115,116,32,63,32,40,105,110,116,41,107,32,58,32,107,116,95,113,95,99,104,
97,110,95,114,111,119,40,97,44,32,114,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,105,102,32,40,106,32,62,61,32,110,41,32,98,114,101,97,107,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,119,91,106,32,62,62,32,50,93,32,124,61,32,40,107,
116,95,117,51,50,41,107,116,95,113,95,99,111,100,101,40,97,44,32,118,91,106,93,44,
32,109,117,108,91,115,105,93,44,32,122,112,32,63,32,122,112,91,115,105,93,32,58,32,
48,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,102,32,40,43,43,107,32,61,61,32,97,46,75,41,
32,123,32,107,32,61,32,48,59,32,114,43,43,59,32,125,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,108,111,32,61,32,119,91,48,93,59,10,32,32,
32,32,32,32,32,32,104,105,32,61,32,119,91,49,93,59,10,32,32,32,32,125,10,32,
32,32,32,107,116,95,113,95,115,116,56,98,40,97,46,100,97,116,97,32,43,32,40,107,
116,95,117,54,52,41,105,48,44,32,108,111,44,32,104,105,44,32,110,41,59,10,125,10,
47,42,32,117,110,105,116,58,32,111,110,101,32,103,114,111,117,112,32,40,114,44,32,103,
41,32,111,102,32,97,110,121,32,115,105,122,101,44,32,111,110,101,32,116,104,114,101,97,
100,58,32,115,116,97,116,105,115,116,105,99,115,44,32,115,99,97,108,101,44,32,99,111,
100,101,115,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,
103,114,111,117,112,95,117,110,105,116,40,99,111,110,115,116,32,107,116,95,113,95,97,114,
103,115,32,38,97,44,32,107,116,95,105,54,52,32,117,41,32,123,10,32,32,32,32,107,
116,95,105,54,52,32,114,32,61,32,117,32,47,32,97,46,110,103,114,111,117,112,115,44,
32,103,32,61,32,117,32,37,32,97,46,110,103,114,111,117,112,115,44,32,107,48,32,61,
32,103,32,42,32,97,46,103,114,111,117,112,44,32,110,32,61,32,97,46,75,32,45,32,
107,48,32,60,32,97,46,103,114,111,117,112,32,63,32,97,46,75,32,45,32,107,48,32,
58,32,97,46,103,114,111,117,112,44,32,107,59,10,32,32,32,32,107,116,95,105,54,52,
32,98,97,115,101,32,61,32,114,32,42,32,97,46,75,32,43,32,107,48,59,10,32,32,
32,32,102,108,111,97,116,32,109,110,32,61,32,48,44,32,109,120,32,61,32,48,44,32,
109,32,61,32,48,44,32,115,32,61,32,48,59,10,32,32,32,32,107,116,95,117,56,32,
122,32,61,32,48,59,10,32,32,32,32,105,110,116,32,98,97,100,32,61,32,48,59,10,
32,32,32,32,102,111,114,32,40,107,32,61,32,48,59,32,107,32,60,32,110,59,32,107,
32,43,61,32,56,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,
91,56,93,59,10,32,32,32,32,32,32,32,32,105,110,116,32,119,32,61,32,110,32,45,
32,107,32,60,32,56,32,63,32,40,105,110,116,41,40,110,32,45,32,107,41,32,58,32,
56,44,32,106,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,40,97,
46,120,44,32,98,97,115,101,32,43,32,107,44,32,119,44,32,40,105,110,116,41,97,46,
120,100,116,44,32,118,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,
56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,106,32,62,61,32,119,41,32,98,114,101,97,107,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,105,102,32,40,33,107,116,95,113,95,102,105,110,105,116,101,40,118,91,
106,93,41,41,32,123,32,98,97,100,32,61,32,49,59,32,99,111,110,116,105,110,117,101,
59,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,118,91,106,93,
32,60,32,109,110,41,32,109,110,32,61,32,118,91,106,93,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,105,102,32,40,118,91,106,93,32,62,32,109,120,41,32,109,120,32,
61,32,118,91,106,93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,
32,32,32,32,105,102,32,40,98,97,100,32,38,38,32,97,46,107,105,110,100,32,33,61,
32,75,84,95,81,75,95,70,80,56,41,32,107,116,95,113,95,98,97,100,114,111,119,40,
97,44,32,114,41,59,10,32,32,32,32,107,116,95,113,95,112,97,114,97,109,115,40,97,
44,32,109,110,44,32,109,120,44,32,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,70,80,56,32,63,32,107,116,95,113,95,102,112,56,95,109,117,108,40,40,102,108,
111,97,116,41,97,46,102,109,97,120,44,32,45,109,110,32,62,32,109,120,32,63,32,45,
109,110,32,58,32,109,120,44,32,40,105,110,116,41,97,46,109,97,114,103,105,110,41,32,
58,32,48,46,48,102,44,32,38,115,44,32,38,109,44,32,38,122,41,59,10,32,32,32,
32,40,40,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,
32,115,59,10,32,32,32,32,105,102,32,40,97,46,122,112,41,32,40,40,107,116,95,117,
56,32,42,41,97,46,122,112,41,91,117,93,32,61,32,122,59,10,32,32,32,32,102,111,
114,32,40,107,32,61,32,48,59,32,107,32,60,32,110,59,32,107,32,43,61,32,56,41,
32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,10,32,
32,32,32,32,32,32,32,107,116,95,117,51,50,32,108,111,44,32,104,105,59,10,32,32,
32,32,32,32,32,32,105,110,116,32,119,32,61,32,110,32,45,32,107,32,60,32,56,32,
63,32,40,105,110,116,41,40,110,32,45,32,107,41,32,58,32,56,59,10,32,32,32,32,
32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,98,97,115,101,32,43,
32,107,44,32,119,44,32,40,105,110,116,41,97,46,120,100,116,44,32,118,41,59,10,32,
32,32,32,32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,118,44,32,
109,44,32,122,44,32,108,111,44,32,104,105,41,59,10,32,32,32,32,32,32,32,32,107,
116,95,113,95,115,116,56,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,
52,41,40,98,97,115,101,32,43,32,107,41,44,32,108,111,44,32,104,105,44,32,119,41,
59,10,32,32,32,32,125,10,125,10,10,47,42,32,77,88,32,115,104,97,114,101,100,32,
101,120,112,111,110,101,110,116,32,88,32,111,102,32,97,32,102,105,110,105,116,101,32,98,
108,111,99,107,32,119,105,116,104,32,109,97,120,105,109,117,109,32,124,120,124,32,97,109,
97,120,32,40,116,104,101,32,101,56,109,48,10,32,32,32,115,99,97,108,101,32,105,115,
32,88,32,43,32,49,50,55,41,32,42,47,10,75,84,95,68,69,86,32,105,110,116,32,
107,116,95,113,95,109,120,95,101,120,112,40,99,111,110,115,116,32,107,116,95,113,95,97,
114,103,115,32,38,97,44,32,102,108,111,97,116,32,97,109,97,120,41,32,123,10,32,32,
32,32,105,110,116,32,88,59,10,32,32,32,32,105,102,32,40,97,109,97,120,32,61,61,
32,48,41,32,114,101,116,117,114,110,32,45,49,50,55,59,10,32,32,32,32,88,32,61,
32,107,116,95,113,95,102,108,111,111,114,95,108,111,103,50,102,40,97,109,97,120,41,32,
45,32,40,105,110,116,41,97,46,101,109,97,120,59,10,32,32,32,32,105,102,32,40,88,
32,60,32,45,49,50,55,41,32,88,32,61,32,45,49,50,55,59,10,32,32,32,32,105,
102,32,40,97,46,110,111,99,108,105,112,32,38,38,32,88,32,60,32,49,50,55,32,38,
38,32,95,95,102,109,117,108,95,114,110,40,97,109,97,120,44,32,107,116,95,113,95,112,
111,119,50,102,40,45,88,41,41,32,62,32,40,102,108,111,97,116,41,97,46,102,109,97,
120,41,32,88,43,43,59,10,32,32,32,32,114,101,116,117,114,110,32,88,59,10,125,10,
47,42,32,45,45,45,45,32,111,110,101,32,116,104,114,101,97,100,32,112,101,114,32,98,
108,111,99,107,58,32,77,88,44,32,110,118,102,112,52,44,32,113,56,95,48,44,32,113,
52,95,48,32,119,104,101,110,32,75,32,105,115,32,110,111,116,32,97,32,109,117,108,116,
105,112,108,101,32,111,102,10,32,32,32,116,104,101,32,98,108,111,99,107,32,40,112,97,
114,116,105,97,108,32,98,108,111,99,107,115,59,32,116,104,101,32,108,97,110,101,32,103,
114,111,117,112,115,32,116,97,107,101,32,119,104,111,108,101,32,111,110,101,115,41,32,45,
45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,118,
111,105,100,32,107,116,95,113,95,98,108,111,99,107,49,95,117,110,105,116,40,99,111,110,
115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,
117,41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,114,32,61,32,117,32,47,32,
97,46,110,98,108,107,44,32,98,32,61,32,117,32,37,32,97,46,110,98,108,107,44,32,
107,48,32,61,32,98,32,42,32,97,46,103,114,111,117,112,44,32,101,48,32,61,32,114,
32,42,32,97,46,75,32,43,32,107,48,59,10,32,32,32,32,105,110,116,32,110,32,61,
32,97,46,75,32,45,32,107,48,32,60,32,97,46,103,114,111,117,112,32,63,32,40,105,
110,116,41,40,97,46,75,32,45,32,107,48,41,32,58,32,40,105,110,116,41,97,46,103,
114,111,117,112,44,32,106,44,32,69,32,61,32,40,105,110,116,41,97,46,101,98,105,116,
115,44,32,77,32,61,32,40,105,110,116,41,97,46,109,98,105,116,115,44,32,101,108,101,
109,32,61,32,40,105,110,116,41,97,46,101,108,101,109,59,10,32,32,32,32,102,108,111,
97,116,32,120,91,51,50,93,59,10,32,32,32,32,107,116,95,117,56,32,99,91,51,50,
93,44,32,111,98,91,51,52,93,59,10,32,32,32,32,102,111,114,32,40,106,32,61,32,
48,59,32,106,32,60,32,110,59,32,106,32,43,61,32,56,41,32,107,116,95,113,95,108,
100,56,40,97,46,120,44,32,101,48,32,43,32,106,44,32,110,32,45,32,106,32,60,32,
56,32,63,32,110,32,45,32,106,32,58,32,56,44,32,40,105,110,116,41,97,46,120,100,
116,44,32,120,32,43,32,106,41,59,10,32,32,32,32,105,102,32,40,97,46,107,105,110,
100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,124,124,32,97,46,107,105,110,
100,32,61,61,32,75,84,95,81,75,95,81,52,95,48,41,32,123,10,32,32,32,32,32,
32,32,32,102,108,111,97,116,32,97,109,97,120,32,61,32,48,44,32,109,120,32,61,32,
48,44,32,100,44,32,105,100,59,10,32,32,32,32,32,32,32,32,107,116,95,117,49,54,
32,104,59,10,32,32,32,32,32,32,32,32,105,110,116,32,98,97,100,32,61,32,48,59,
10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,
32,51,50,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
102,108,111,97,116,32,118,32,61,32,120,91,106,93,32,60,32,48,32,63,32,45,120,91,
106,93,32,58,32,120,91,106,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,
102,32,40,33,107,116,95,113,95,102,105,110,105,116,101,40,120,91,106,93,41,41,32,98,
97,100,32,61,32,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,97,109,
97,120,32,61,32,97,109,97,120,32,62,32,118,32,63,32,97,109,97,120,32,58,32,118,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,97,
109,97,120,32,60,32,118,41,32,123,32,97,109,97,120,32,61,32,118,59,32,109,120,32,
61,32,120,91,106,93,59,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,105,102,32,40,98,97,100,41,32,107,116,95,113,95,98,97,100,114,111,119,
40,97,44,32,114,41,59,10,32,32,32,32,32,32,32,32,100,32,61,32,97,46,107,105,
110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,63,32,95,95,102,100,105,
118,95,114,110,40,97,109,97,120,44,32,49,50,55,46,48,102,41,32,58,32,95,95,102,
100,105,118,95,114,110,40,109,120,44,32,45,56,46,48,102,41,59,10,32,32,32,32,32,
32,32,32,105,100,32,61,32,100,32,33,61,32,48,32,63,32,95,95,102,100,105,118,95,
114,110,40,49,46,48,102,44,32,100,41,32,58,32,48,46,48,102,59,10,32,32,32,32,
32,32,32,32,104,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,100,41,
59,10,32,32,32,32,32,32,32,32,111,98,91,48,93,32,61,32,40,107,116,95,117,56,
41,104,59,10,32,32,32,32,32,32,32,32,111,98,91,49,93,32,61,32,40,107,116,95,
117,56,41,40,104,32,62,62,32,56,41,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,
32,106,32,60,32,51,50,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,121,32,61,32,95,95,102,109,117,108,
95,114,110,40,120,91,106,93,44,32,105,100,41,44,32,97,118,32,61,32,121,32,60,32,
48,32,63,32,45,121,32,58,32,121,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,105,51,50,32,116,32,61,32,107,116,95,113,95,99,118,116,116,
40,97,118,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,95,95,102,115,117,98,95,114,110,40,97,118,44,32,40,102,108,111,97,116,41,116,
41,32,62,61,32,48,46,53,102,41,32,116,43,43,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,111,98,91,50,32,43,32,106,93,32,61,32,40,107,116,95,
117,56,41,40,121,32,60,32,48,32,63,32,48,117,32,45,32,40,107,116,95,117,51,50,
41,116,32,58,32,40,107,116,95,117,51,50,41,116,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,
115,116,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,117,32,42,
32,51,52,117,44,32,111,98,44,32,51,52,41,59,10,32,32,32,32,32,32,32,32,125,
32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,
40,106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,97,48,32,61,32,
107,116,95,113,95,99,118,116,116,40,95,95,102,97,100,100,95,114,110,40,95,95,102,109,
117,108,95,114,110,40,120,91,106,93,44,32,105,100,41,44,32,56,46,53,102,41,41,44,
32,97,49,32,61,32,107,116,95,113,95,99,118,116,116,40,95,95,102,97,100,100,95,114,
110,40,95,95,102,109,117,108,95,114,110,40,120,91,106,32,43,32,49,54,93,44,32,105,
100,41,44,32,56,46,53,102,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,97,48,32,61,32,97,48,32,62,32,49,53,32,63,32,49,53,32,58,32,
97,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,97,49,32,61,
32,97,49,32,62,32,49,53,32,63,32,49,53,32,58,32,97,49,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,111,98,91,50,32,43,32,106,93,32,61,32,
40,107,116,95,117,56,41,40,40,107,116,95,117,51,50,41,97,48,32,124,32,40,40,107,
116,95,117,51,50,41,97,49,32,60,60,32,52,41,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,
115,116,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,117,32,42,
32,49,56,117,44,32,111,98,44,32,49,56,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,
32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,78,
86,70,80,52,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,97,109,
97,120,32,61,32,48,44,32,100,101,110,59,10,32,32,32,32,32,32,32,32,105,110,116,
32,98,97,100,32,61,32,48,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,
32,61,32,48,59,32,106,32,60,32,110,59,32,106,43,43,41,32,123,10,32,32,32,32,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,32,61,32,120,91,106,93,32,60,
32,48,32,63,32,45,120,91,106,93,32,58,32,120,91,106,93,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,98,97,100,32,124,61,32,33,107,116,95,113,95,102,105,110,105,
116,101,40,120,91,106,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,97,109,
97,120,32,61,32,97,109,97,120,32,62,32,118,32,63,32,97,109,97,120,32,58,32,118,
59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,105,102,32,40,
98,97,100,41,32,107,116,95,113,95,98,97,100,114,111,119,40,97,44,32,114,41,59,32,
47,42,32,103,105,118,101,110,32,97,32,116,101,110,115,111,114,32,115,99,97,108,101,32,
40,101,108,115,101,32,116,104,101,32,115,116,97,116,105,115,116,105,99,115,32,112,97,115,
115,32,114,101,112,111,114,116,115,32,105,116,41,32,42,47,10,32,32,32,32,32,32,32,
32,40,40,107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,
32,107,116,95,113,95,110,118,95,115,99,97,108,101,40,97,44,32,97,109,97,120,44,32,
100,101,110,41,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,
59,32,106,32,60,32,110,59,32,106,43,43,41,32,99,91,106,93,32,61,32,100,101,110,
32,62,32,48,32,63,32,40,107,116,95,117,56,41,107,116,95,113,95,115,102,95,101,110,
99,111,100,101,40,95,95,102,100,105,118,95,114,110,40,120,91,106,93,44,32,100,101,110,
41,44,32,50,44,32,49,41,32,58,32,48,59,10,32,32,32,32,125,32,101,108,115,101,
32,123,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,97,109,97,120,32,61,32,
48,59,10,32,32,32,32,32,32,32,32,105,110,116,32,98,97,100,32,61,32,48,44,32,
88,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,
32,60,32,110,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,102,108,111,97,116,32,118,32,61,32,120,91,106,93,32,60,32,48,32,63,32,45,120,
91,106,93,32,58,32,120,91,106,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
105,102,32,40,33,107,116,95,113,95,102,105,110,105,116,101,40,120,91,106,93,41,41,32,
98,97,100,32,61,32,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,
101,32,105,102,32,40,118,32,62,32,97,109,97,120,41,32,97,109,97,120,32,61,32,118,
59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,105,102,32,40,
98,97,100,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,107,116,95,
117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,32,48,120,102,102,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,
32,106,32,60,32,110,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,117,56,32,113,32,61,32,48,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,33,107,116,95,113,95,102,105,
110,105,116,101,40,120,91,106,93,41,32,38,38,32,40,101,108,101,109,32,61,61,32,75,
84,95,81,95,69,52,77,51,32,124,124,32,101,108,101,109,32,61,61,32,75,84,95,81,
95,69,53,77,50,41,41,32,113,32,61,32,101,108,101,109,32,61,61,32,75,84,95,81,
95,69,52,77,51,32,63,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,120,
91,106,93,44,32,48,41,32,58,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,
40,120,91,106,93,44,32,48,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,99,91,106,93,32,61,32,113,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,105,110,118,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,88,32,61,32,107,116,95,113,95,109,120,95,101,120,112,40,97,
44,32,97,109,97,120,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,107,
116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,32,40,107,116,
95,117,56,41,40,88,32,43,32,49,50,55,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,105,110,118,32,61,32,107,116,95,113,95,112,111,119,50,102,40,45,88,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,
32,106,32,60,32,110,59,32,106,43,43,41,32,99,91,106,93,32,61,32,40,107,116,95,
117,56,41,107,116,95,113,95,101,108,101,109,95,101,110,99,111,100,101,40,101,108,101,109,
44,32,69,44,32,77,44,32,95,95,102,109,117,108,95,114,110,40,120,91,106,93,44,32,
105,110,118,41,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,
32,32,32,105,102,32,40,107,116,95,113,95,98,105,116,115,40,101,108,101,109,41,32,61,
61,32,56,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,98,40,
97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,101,48,44,32,99,44,32,
110,41,59,10,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,97,46,100,105,114,
101,99,116,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,110,98,32,61,32,
107,116,95,113,95,112,97,99,107,40,101,108,101,109,44,32,99,44,32,110,44,32,111,98,
41,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,98,40,97,46,100,97,
116,97,32,43,32,40,107,116,95,117,54,52,41,101,48,32,42,32,40,107,116,95,117,54,
52,41,107,116,95,113,95,98,105,116,115,40,101,108,101,109,41,32,47,32,56,117,44,32,
111,98,44,32,110,98,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,
32,32,32,32,32,32,107,116,95,113,95,115,116,98,40,97,46,97,117,120,32,43,32,40,
107,116,95,117,54,52,41,101,48,44,32,99,44,32,110,41,59,32,47,42,32,98,121,116,
101,32,99,111,100,101,115,59,32,107,116,95,113,95,112,97,99,107,95,117,110,105,116,32,
112,97,99,107,115,32,116,104,101,109,32,42,47,10,32,32,32,32,125,10,125,10,47,42,
32,45,45,45,45,32,108,97,110,101,32,103,114,111,117,112,115,58,32,97,32,98,108,111,
99,107,32,40,111,114,32,112,111,119,101,114,45,111,102,45,116,119,111,32,103,114,111,117,
112,41,32,104,101,108,100,32,98,121,32,76,32,108,97,110,101,115,32,45,45,45,45,45,
45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,
116,95,113,95,103,109,97,120,40,107,116,95,117,51,50,32,118,44,32,105,110,116,32,76,
41,32,123,10,32,32,32,32,102,111,114,32,40,105,110,116,32,111,32,61,32,76,32,62,
62,32,49,59,32,111,32,62,32,48,59,32,111,32,62,62,61,32,49,41,32,123,10,32,
32,32,32,32,32,32,32,107,116,95,117,51,50,32,116,32,61,32,95,95,115,104,102,108,
95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,118,
44,32,111,44,32,76,41,59,10,32,32,32,32,32,32,32,32,118,32,61,32,116,32,62,
32,118,32,63,32,116,32,58,32,118,59,10,32,32,32,32,125,10,32,32,32,32,114,101,
116,117,114,110,32,118,59,10,125,10,75,84,95,68,69,86,32,107,116,95,117,54,52,32,
107,116,95,113,95,103,109,97,120,54,52,40,107,116,95,117,54,52,32,118,44,32,105,110,
116,32,76,41,32,123,10,32,32,32,32,102,111,114,32,40,105,110,116,32,111,32,61,32,
76,32,62,62,32,49,59,32,111,32,62,32,48,59,32,111,32,62,62,61,32,49,41,32,
123,10,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,116,32,61,32,95,95,115,
104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,
44,32,118,44,32,111,44,32,76,41,59,10,32,32,32,32,32,32,32,32,118,32,61,32,
116,32,62,32,118,32,63,32,116,32,58,32,118,59,10,32,32,32,32,125,10,32,32,32,
32,114,101,116,117,114,110,32,118,59,10,125,10,75,84,95,68,69,86,32,102,108,111,97,
116,32,107,116,95,113,95,103,109,105,110,102,40,102,108,111,97,116,32,118,44,32,105,110,
116,32,76,41,32,123,10,32,32,32,32,102,111,114,32,40,105,110,116,32,111,32,61,32,
76,32,62,62,32,49,59,32,111,32,62,32,48,59,32,111,32,62,62,61,32,49,41,32,
118,32,61,32,102,109,105,110,102,40,118,44,32,95,95,115,104,102,108,95,120,111,114,95,
115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,118,44,32,111,44,32,
76,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,118,59,10,125,10,75,84,95,
68,69,86,32,102,108,111,97,116,32,107,116,95,113,95,103,109,97,120,102,40,102,108,111,
97,116,32,118,44,32,105,110,116,32,76,41,32,123,10,32,32,32,32,102,111,114,32,40,
105,110,116,32,111,32,61,32,76,32,62,62,32,49,59,32,111,32,62,32,48,59,32,111,
32,62,62,61,32,49,41,32,118,32,61,32,102,109,97,120,102,40,118,44,32,95,95,115,
104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,
44,32,118,44,32,111,44,32,76,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,
118,59,10,125,10,47,42,32,56,32,99,111,100,101,115,32,40,98,121,116,101,115,32,111,
102,32,108,111,47,104,105,41,32,111,102,32,98,105,116,115,32,52,32,111,114,32,54,32,
112,97,99,107,101,100,32,108,105,116,116,108,101,45,101,110,100,105,97,110,32,105,110,116,
111,32,111,117,116,32,119,111,114,100,115,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,112,97,99,107,56,40,105,110,116,32,98,105,116,115,44,32,
107,116,95,117,51,50,32,108,111,44,32,107,116,95,117,51,50,32,104,105,44,32,107,116,
95,117,51,50,32,38,119,48,44,32,107,116,95,117,51,50,32,38,119,49,41,32,123,10,
32,32,32,32,107,116,95,117,54,52,32,97,99,99,32,61,32,48,59,10,32,32,32,32,
105,110,116,32,106,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,
41,32,97,99,99,32,124,61,32,40,107,116,95,117,54,52,41,40,40,40,106,32,60,32,
52,32,63,32,108,111,32,58,32,104,105,41,32,62,62,32,40,56,32,42,32,40,106,32,
38,32,51,41,41,41,32,38,32,54,51,117,41,32,60,60,32,40,98,105,116,115,32,42,
32,106,41,59,10,32,32,32,32,119,48,32,61,32,40,107,116,95,117,51,50,41,97,99,
99,59,10,32,32,32,32,119,49,32,61,32,40,107,116,95,117,51,50,41,40,97,99,99,
32,62,62,32,51,50,41,59,10,125,10,47,42,32,83,99,97,108,101,32,111,102,32,98,
108,111,99,107,32,117,44,32,119,104,111,115,101,32,118,97,108,117,101,115,32,97,114,101,
32,102,105,110,105,116,101,32,119,105,116,104,32,109,97,120,105,109,117,109,32,124,120,124,
32,97,109,97,120,32,40,115,116,111,114,101,100,32,98,121,10,32,32,32,108,97,110,101,
32,99,32,61,61,32,48,41,44,32,97,110,100,32,116,104,101,32,99,111,100,101,115,32,
111,102,32,116,104,105,115,32,108,97,110,101,39,115,32,56,32,118,97,108,117,101,115,32,
40,98,121,116,101,115,32,111,102,32,119,48,47,119,49,41,58,32,77,88,10,32,32,32,
40,101,56,109,48,32,115,99,97,108,101,41,32,111,114,32,110,118,102,112,52,32,40,101,
52,109,51,32,115,99,97,108,101,32,116,105,109,101,115,32,116,104,101,32,116,101,110,115,
111,114,32,115,99,97,108,101,41,46,32,42,47,10,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,95,113,95,98,108,107,95,99,111,100,101,115,40,99,111,110,115,116,32,107,
116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,117,44,32,105,
110,116,32,99,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,118,44,32,102,108,
111,97,116,32,97,109,97,120,44,32,107,116,95,117,51,50,32,38,119,48,44,32,107,116,
95,117,51,50,32,38,119,49,41,32,123,10,32,32,32,32,99,111,110,115,116,32,105,110,
116,32,101,108,101,109,32,61,32,40,105,110,116,41,97,46,101,108,101,109,59,10,32,32,
32,32,119,48,32,61,32,119,49,32,61,32,48,117,59,10,32,32,32,32,105,102,32,40,
97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,78,86,70,80,52,41,32,123,
10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,100,101,110,59,10,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,56,32,115,98,32,61,32,107,116,95,
113,95,110,118,95,115,99,97,108,101,40,97,44,32,97,109,97,120,44,32,100,101,110,41,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,32,61,61,32,48,41,32,40,40,
107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,32,115,98,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,100,101,110,32,62,32,48,41,32,123,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,
56,59,32,106,43,43,41,32,40,106,32,60,32,52,32,63,32,119,48,32,58,32,119,49,
41,32,124,61,32,107,116,95,113,95,101,110,99,40,95,95,102,100,105,118,95,114,110,40,
118,91,106,93,44,32,100,101,110,41,44,32,49,44,32,49,44,32,55,117,44,32,55,117,
44,32,51,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,
10,32,32,32,32,125,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,105,110,116,32,88,32,61,32,107,116,95,113,95,109,120,95,101,120,112,40,97,
44,32,97,109,97,120,41,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,
108,111,97,116,32,105,110,118,32,61,32,107,116,95,113,95,112,111,119,50,102,40,45,88,
41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,32,61,61,32,48,41,32,40,
40,107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,61,32,40,
107,116,95,117,56,41,40,88,32,43,32,49,50,55,41,59,10,32,32,32,32,32,32,32,
32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,32,124,
124,32,101,108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,41,32,123,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,56,59,
32,106,32,43,61,32,50,41,32,40,106,32,60,32,52,32,63,32,119,48,32,58,32,119,
49,41,32,124,61,32,107,116,95,113,95,102,56,120,50,40,95,95,102,109,117,108,95,114,
110,40,118,91,106,93,44,32,105,110,118,41,44,32,95,95,102,109,117,108,95,114,110,40,
118,91,106,32,43,32,49,93,44,32,105,110,118,41,44,32,101,108,101,109,32,61,61,32,
75,84,95,81,95,69,53,77,50,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,
51,41,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,
101,108,101,109,32,61,61,32,75,84,95,81,95,73,56,41,32,123,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,
41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,51,50,32,116,32,61,32,95,95,102,108,111,97,116,50,105,110,116,
95,114,110,40,102,109,105,110,102,40,102,109,97,120,102,40,95,95,102,109,117,108,95,114,
110,40,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,110,118,41,44,32,
54,52,46,48,102,41,44,32,45,49,50,55,46,48,102,41,44,32,49,50,55,46,48,102,
41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,40,106,32,60,
32,52,32,63,32,119,48,32,58,32,119,49,41,32,124,61,32,40,40,107,116,95,117,51,
50,41,116,32,38,32,50,53,53,117,41,32,60,60,32,40,56,32,42,32,40,106,32,38,
32,51,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,101,108,101,109,32,61,61,32,75,
84,95,81,95,70,52,41,32,123,32,47,42,32,99,111,110,115,116,97,110,116,32,102,111,
114,109,97,116,115,58,32,105,109,109,101,100,105,97,116,101,115,32,105,110,32,107,116,95,
113,95,101,110,99,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,
32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,40,106,32,60,32,52,32,63,
32,119,48,32,58,32,119,49,41,32,124,61,32,107,116,95,113,95,101,110,99,40,95,95,
102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,110,118,41,44,32,49,44,32,49,
44,32,55,117,44,32,55,117,44,32,51,41,32,60,60,32,40,56,32,42,32,40,106,32,
38,32,51,41,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,
32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,69,50,77,51,41,32,
123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,
32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,
32,56,59,32,106,43,43,41,32,40,106,32,60,32,52,32,63,32,119,48,32,58,32,119,
49,41,32,124,61,32,107,116,95,113,95,101,110,99,40,95,95,102,109,117,108,95,114,110,
40,118,91,106,93,44,32,105,110,118,41,44,32,51,44,32,49,44,32,51,49,117,44,32,
51,49,117,44,32,53,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,
59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,
41,32,40,106,32,60,32,52,32,63,32,119,48,32,58,32,119,49,41,32,124,61,32,107,
116,95,113,95,101,110,99,40,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,
105,110,118,41,44,32,50,44,32,51,44,32,51,49,117,44,32,51,49,117,44,32,53,41,
32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,125,10,125,10,47,42,32,67,111,100,101,115,32,111,102,
32,101,108,101,109,101,110,116,115,32,91,101,44,32,101,32,43,32,110,108,41,32,40,98,
121,116,101,115,32,111,102,32,108,111,47,104,105,41,32,111,102,32,97,110,32,77,88,32,
47,32,110,118,102,112,52,32,98,108,111,99,107,32,116,111,10,32,32,32,100,97,116,97,
32,40,56,45,98,105,116,44,32,111,114,32,112,97,99,107,101,100,32,70,80,52,47,70,
80,54,32,119,104,101,110,32,98,108,111,99,107,115,32,115,116,97,114,116,32,111,110,32,
98,121,116,101,115,41,32,111,114,44,32,112,97,99,107,101,100,10,32,32,32,108,97,116,
101,114,44,32,116,111,32,97,117,120,46,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,98,108,107,95,115,116,111,114,101,40,99,111,110,115,116,32,
107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,101,44,32,
105,110,116,32,110,108,44,32,107,116,95,117,51,50,32,108,111,44,32,107,116,95,117,51,
50,32,104,105,41,32,123,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,101,108,
101,109,32,61,32,40,105,110,116,41,97,46,101,108,101,109,59,10,32,32,32,32,105,102,
32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,32,124,124,32,101,
108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,32,124,124,32,101,108,101,109,
32,61,61,32,75,84,95,81,95,73,56,41,32,123,10,32,32,32,32,32,32,32,32,107,
116,95,113,95,115,116,56,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,
52,41,101,44,32,108,111,44,32,104,105,44,32,110,108,41,59,10,32,32,32,32,125,32,
101,108,115,101,32,105,102,32,40,33,97,46,100,105,114,101,99,116,41,32,123,10,32,32,
32,32,32,32,32,32,107,116,95,113,95,115,116,56,98,40,97,46,97,117,120,32,43,32,
40,107,116,95,117,54,52,41,101,44,32,108,111,44,32,104,105,44,32,110,108,41,59,32,
47,42,32,98,121,116,101,32,99,111,100,101,115,59,32,107,116,95,113,95,112,97,99,107,
95,117,110,105,116,32,112,97,99,107,115,32,116,104,101,109,32,42,47,10,32,32,32,32,
125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,98,105,116,
115,32,61,32,101,108,101,109,32,61,61,32,75,84,95,81,95,70,52,32,63,32,52,32,
58,32,54,44,32,110,98,32,61,32,40,110,108,32,42,32,98,105,116,115,32,43,32,55,
41,32,47,32,56,59,10,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,112,32,
61,32,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,101,32,42,32,40,
107,116,95,117,54,52,41,98,105,116,115,32,47,32,56,117,59,10,32,32,32,32,32,32,
32,32,107,116,95,117,51,50,32,119,48,44,32,119,49,59,10,32,32,32,32,32,32,32,
32,107,116,95,113,95,112,97,99,107,56,40,98,105,116,115,44,32,108,111,44,32,104,105,
44,32,119,48,44,32,119,49,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,98,
105,116,115,32,61,61,32,52,32,38,38,32,110,108,32,61,61,32,56,32,38,38,32,40,
112,32,38,32,51,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,42,40,107,116,95,117,51,50,32,42,41,112,32,61,32,119,48,59,10,32,
32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,98,105,116,115,32,61,
61,32,54,32,38,38,32,110,108,32,61,61,32,56,32,38,38,32,40,112,32,38,32,49,
117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,40,
40,107,116,95,117,49,54,32,42,41,112,41,91,48,93,32,61,32,40,107,116,95,117,49,
54,41,119,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,107,116,95,117,
49,54,32,42,41,112,41,91,49,93,32,61,32,40,107,116,95,117,49,54,41,40,119,48,
32,62,62,32,49,54,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,107,
116,95,117,49,54,32,42,41,112,41,91,50,93,32,61,32,40,107,116,95,117,49,54,41,
119,49,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,
43,43,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
106,32,60,32,110,98,41,32,40,40,107,116,95,117,56,32,42,41,112,41,91,106,93,32,
61,32,40,107,116,95,117,56,41,40,40,106,32,60,32,52,32,63,32,119,48,32,58,32,
119,49,41,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,41,59,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,10,47,42,32,81,117,97,110,
116,105,122,101,32,97,32,98,108,111,99,107,58,32,108,97,110,101,115,32,99,32,61,32,
48,46,46,76,45,49,32,111,102,32,116,104,101,32,103,114,111,117,112,32,101,97,99,104,
32,104,111,108,100,32,101,108,101,109,101,110,116,115,10,32,32,32,91,56,99,44,32,56,
99,43,56,41,32,111,102,32,98,108,111,99,107,32,117,46,32,69,118,101,114,121,32,108,
97,110,101,32,111,102,32,116,104,101,32,119,97,114,112,32,114,117,110,115,32,116,104,101,
32,115,97,109,101,32,110,117,109,98,101,114,32,111,102,10,32,32,32,105,116,101,114,97,
116,105,111,110,115,32,111,102,32,116,104,101,32,99,97,108,108,101,114,39,115,32,108,111,
111,112,32,40,116,104,101,32,103,114,105,100,45,115,116,114,105,100,101,32,99,111,118,101,
114,115,32,119,104,111,108,101,32,119,97,114,112,115,41,46,32,42,47,10,75,84,95,68,
69,86,32,118,111,105,100,32,107,116,95,113,95,98,108,111,99,107,95,117,110,105,116,40,
99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,
54,52,32,117,44,32,105,110,116,32,99,44,32,105,110,116,32,76,44,32,98,111,111,108,
32,108,105,118,101,41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,101,48,32,61,
32,48,44,32,101,59,10,32,32,32,32,105,110,116,32,110,32,61,32,48,44,32,110,108,
44,32,106,44,32,101,108,101,109,32,61,32,40,105,110,116,41,97,46,101,108,101,109,44,
32,107,105,110,100,32,61,32,40,105,110,116,41,97,46,107,105,110,100,59,10,32,32,32,
32,102,108,111,97,116,32,118,91,56,93,59,10,32,32,32,32,107,116,95,117,51,50,32,
108,111,32,61,32,48,44,32,104,105,32,61,32,48,44,32,97,109,32,61,32,48,59,10,
32,32,32,32,105,110,116,32,98,97,100,32,61,32,48,59,10,32,32,32,32,105,102,32,
40,108,105,118,101,41,32,107,116,95,113,95,98,108,107,40,97,44,32,117,44,32,40,107,
116,95,105,54,52,41,76,32,42,32,56,44,32,101,48,44,32,110,41,59,10,32,32,32,
32,110,108,32,61,32,110,32,45,32,56,32,42,32,99,59,10,32,32,32,32,110,108,32,
61,32,110,108,32,60,32,48,32,63,32,48,32,58,32,110,108,32,62,32,56,32,63,32,
56,32,58,32,110,108,59,10,32,32,32,32,101,32,61,32,101,48,32,43,32,56,32,42,
32,99,59,10,32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,101,44,
32,110,108,44,32,40,105,110,116,41,97,46,120,100,116,44,32,118,41,59,10,32,32,32,
32,47,42,32,108,97,110,101,115,32,112,97,115,116,32,116,104,101,32,98,108,111,99,107,
32,104,111,108,100,32,122,101,114,111,115,59,32,116,104,101,32,119,97,114,112,32,114,101,
99,111,110,118,101,114,103,101,115,32,98,101,102,111,114,101,32,105,116,115,32,115,104,117,
102,102,108,101,115,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,
43,43,41,32,118,91,106,93,32,61,32,106,32,60,32,110,108,32,63,32,118,91,106,93,
32,58,32,48,46,48,102,59,10,32,32,32,32,95,95,115,121,110,99,119,97,114,112,40,
41,59,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,
95,81,52,95,48,41,32,123,10,32,32,32,32,32,32,32,32,47,42,32,116,104,101,32,
102,105,114,115,116,32,101,108,101,109,101,110,116,32,111,102,32,108,97,114,103,101,115,116,
32,109,97,103,110,105,116,117,100,101,44,32,97,110,100,32,105,116,115,32,115,105,103,110,
32,42,47,10,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,107,101,121,32,61,
32,48,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,
32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,
98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,91,106,93,
41,44,32,109,32,61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,102,117,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,107,107,32,61,32,
40,40,107,116,95,117,54,52,41,109,32,60,60,32,54,41,32,124,32,40,40,107,116,95,
117,54,52,41,40,51,49,32,45,32,40,56,32,42,32,99,32,43,32,106,41,41,32,60,
60,32,49,41,32,124,32,40,98,32,62,62,32,51,49,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,98,97,100,32,124,61,32,109,32,62,61,32,48,120,55,102,56,48,
48,48,48,48,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,101,121,32,61,
32,107,107,32,62,32,107,101,121,32,63,32,107,107,32,58,32,107,101,121,59,10,32,32,
32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,101,121,32,61,32,107,116,
95,113,95,103,109,97,120,54,52,40,107,101,121,44,32,76,41,59,10,32,32,32,32,32,
32,32,32,97,109,32,61,32,40,107,116,95,117,51,50,41,40,107,101,121,32,62,62,32,
54,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,40,107,101,121,32,38,32,49,
117,41,32,38,38,32,97,109,41,32,97,109,32,124,61,32,48,120,56,48,48,48,48,48,
48,48,117,59,32,47,42,32,110,111,32,110,111,110,122,101,114,111,32,101,108,101,109,101,
110,116,58,32,43,48,44,32,97,115,32,116,104,101,32,67,80,85,39,115,32,105,110,105,
116,105,97,108,32,118,97,108,117,101,32,42,47,10,32,32,32,32,125,32,101,108,115,101,
32,105,102,32,40,97,46,103,114,97,110,32,61,61,32,50,41,32,123,10,32,32,32,32,
32,32,32,32,102,108,111,97,116,32,109,110,32,61,32,48,44,32,109,120,32,61,32,48,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,
32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,
32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,102,105,110,32,61,
32,107,116,95,113,95,102,105,110,105,116,101,40,118,91,106,93,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,98,97,100,32,124,61,32,33,102,105,110,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,109,110,32,61,32,102,105,110,32,63,32,102,109,105,110,
102,40,109,110,44,32,118,91,106,93,41,32,58,32,109,110,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,109,120,32,61,32,102,105,110,32,63,32,102,109,97,120,102,40,109,
120,44,32,118,91,106,93,41,32,58,32,109,120,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,109,110,32,61,32,107,116,95,113,95,103,109,105,110,102,
40,109,110,44,32,76,41,59,10,32,32,32,32,32,32,32,32,109,120,32,61,32,107,116,
95,113,95,103,109,97,120,102,40,109,120,44,32,76,41,59,10,32,32,32,32,32,32,32,
32,98,97,100,32,61,32,40,105,110,116,41,107,116,95,113,95,103,109,97,120,40,40,107,
116,95,117,51,50,41,98,97,100,44,32,76,41,59,10,32,32,32,32,32,32,32,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,109,32,61,32,48,
44,32,115,32,61,32,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
117,56,32,122,32,61,32,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,113,95,112,97,114,97,109,115,40,97,44,32,109,110,44,32,109,120,44,32,97,46,107,
105,110,100,32,61,61,32,75,84,95,81,75,95,70,80,56,32,63,32,107,116,95,113,95,
102,112,56,95,109,117,108,40,40,102,108,111,97,116,41,97,46,102,109,97,120,44,32,45,
109,110,32,62,32,109,120,32,63,32,45,109,110,32,58,32,109,120,44,32,40,105,110,116,
41,97,46,109,97,114,103,105,110,41,32,58,32,48,46,48,102,44,32,38,115,44,32,38,
109,44,32,38,122,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
33,108,105,118,101,41,32,114,101,116,117,114,110,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,105,102,32,40,99,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,40,40,102,108,111,97,116,32,42,41,97,46,115,99,97,
108,101,41,91,117,93,32,61,32,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,102,32,40,97,46,122,112,41,32,40,40,107,116,95,117,56,32,42,41,
97,46,122,112,41,91,117,93,32,61,32,122,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,98,97,100,32,
38,38,32,99,32,61,61,32,48,32,38,38,32,97,46,107,105,110,100,32,33,61,32,75,
84,95,81,75,95,70,80,56,41,32,107,116,95,113,95,98,97,100,114,111,119,40,97,44,
32,101,48,32,47,32,97,46,75,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,113,95,99,111,100,101,56,40,97,44,32,118,44,32,109,44,32,122,44,32,108,
111,44,32,104,105,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,
95,115,116,56,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,101,
44,32,108,111,44,32,104,105,44,32,110,108,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,32,101,
108,115,101,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,108,97,115,
116,32,61,32,48,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,
32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,
51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,
91,106,93,41,44,32,109,32,61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,102,
117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,98,97,100,32,124,61,32,109,32,
62,61,32,48,120,55,102,56,48,48,48,48,48,117,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,97,109,32,61,32,109,32,60,32,48,120,55,102,56,48,48,48,48,48,117,
32,38,38,32,109,32,62,32,97,109,32,63,32,109,32,58,32,97,109,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,108,97,115,116,32,61,32,106,32,61,61,32,110,108,32,
45,32,49,32,63,32,98,32,62,62,32,51,49,32,58,32,108,97,115,116,59,10,32,32,
32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,97,109,32,61,32,107,116,95,
113,95,103,109,97,120,40,97,109,44,32,76,41,59,10,32,32,32,32,32,32,32,32,47,
42,32,110,118,102,112,52,44,32,113,56,95,48,58,32,116,104,101,32,67,80,85,39,115,
32,114,117,110,110,105,110,103,32,109,97,120,32,40,97,109,97,120,32,62,32,124,120,124,
32,63,32,97,109,97,120,32,58,32,124,120,124,44,32,124,120,124,32,111,102,32,45,48,
10,32,32,32,32,32,32,32,32,32,32,32,98,101,105,110,103,32,45,48,41,32,108,101,
97,118,101,115,32,97,110,32,97,108,108,45,122,101,114,111,32,98,108,111,99,107,32,119,
105,116,104,32,116,104,101,32,108,97,115,116,32,101,108,101,109,101,110,116,39,115,32,115,
105,103,110,32,42,47,10,32,32,32,32,32,32,32,32,108,97,115,116,32,61,32,95,95,
115,104,102,108,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,108,
97,115,116,44,32,40,110,32,62,32,48,32,63,32,110,32,45,32,49,32,58,32,48,41,
32,62,62,32,51,44,32,76,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,40,
107,105,110,100,32,61,61,32,75,84,95,81,75,95,78,86,70,80,52,32,124,124,32,107,
105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,38,38,32,97,109,
32,61,61,32,48,32,38,38,32,108,97,115,116,41,32,97,109,32,61,32,48,120,56,48,
48,48,48,48,48,48,117,59,10,32,32,32,32,125,10,32,32,32,32,98,97,100,32,61,
32,40,105,110,116,41,107,116,95,113,95,103,109,97,120,40,40,107,116,95,117,51,50,41,
98,97,100,44,32,76,41,59,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,
32,75,84,95,81,75,95,81,56,95,48,32,124,124,32,107,105,110,100,32,61,61,32,75,
84,95,81,75,95,81,52,95,48,41,32,123,32,47,42,32,101,118,101,114,121,32,108,97,
110,101,32,114,117,110,115,32,116,104,101,32,115,104,117,102,102,108,101,32,98,101,108,111,
119,59,32,115,116,111,114,101,115,32,98,121,32,108,105,118,101,32,108,97,110,101,115,32,
42,47,10,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,98,108,107,32,61,32,
97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,117,32,42,32,40,107,105,
110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,63,32,51,52,117,32,58,
32,49,56,117,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,100,44,32,
105,100,59,10,32,32,32,32,32,32,32,32,105,102,32,40,98,97,100,32,38,38,32,99,
32,61,61,32,48,32,38,38,32,108,105,118,101,41,32,107,116,95,113,95,98,97,100,114,
111,119,40,97,44,32,101,48,32,47,32,97,46,75,41,59,10,32,32,32,32,32,32,32,
32,100,32,61,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,
63,32,95,95,102,100,105,118,95,114,110,40,95,95,117,105,110,116,95,97,115,95,102,108,
111,97,116,40,97,109,41,44,32,49,50,55,46,48,102,41,32,58,32,95,95,102,100,105,
118,95,114,110,40,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,97,109,41,
44,32,45,56,46,48,102,41,59,10,32,32,32,32,32,32,32,32,105,100,32,61,32,100,
32,33,61,32,48,32,63,32,95,95,102,100,105,118,95,114,110,40,49,46,48,102,44,32,
100,41,32,58,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,
32,61,61,32,48,32,38,38,32,108,105,118,101,41,32,42,40,107,116,95,117,49,54,32,
42,41,98,108,107,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,100,41,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,
95,81,75,95,81,56,95,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,119,91,50,93,32,61,32,123,48,117,44,32,48,117,125,59,10,
35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,
32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,
97,116,32,121,32,61,32,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,
100,41,44,32,97,118,32,61,32,121,32,60,32,48,32,63,32,45,121,32,58,32,121,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,51,50,32,
116,32,61,32,107,116,95,113,95,99,118,116,116,40,97,118,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,95,95,102,115,117,98,95,114,110,
40,97,118,44,32,40,102,108,111,97,116,41,116,41,32,62,61,32,48,46,53,102,41,32,
116,43,43,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,119,91,106,
32,62,62,32,50,93,32,124,61,32,40,40,121,32,60,32,48,32,63,32,48,117,32,45,
32,40,107,116,95,117,51,50,41,116,32,58,32,40,107,116,95,117,51,50,41,116,41,32,
38,32,50,53,53,117,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,
32,32,32,32,105,102,32,40,108,105,118,101,41,32,107,116,95,113,95,115,116,56,98,40,
98,108,107,32,43,32,50,117,32,43,32,56,117,32,42,32,40,107,116,95,117,51,50,41,
99,44,32,119,91,48,93,44,32,119,91,49,93,44,32,56,41,59,10,32,32,32,32,32,
32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,110,105,98,32,61,32,48,44,32,111,116,104,101,114,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,
41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,
113,32,61,32,107,116,95,113,95,99,118,116,116,40,95,95,102,97,100,100,95,114,110,40,
95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,100,41,44,32,56,46,53,
102,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,113,32,61,
32,113,32,62,32,49,53,32,63,32,49,53,32,58,32,113,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,110,105,98,32,124,61,32,40,40,107,116,95,117,51,
50,41,113,32,38,32,49,53,117,41,32,60,60,32,40,52,32,42,32,106,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,
32,47,42,32,98,121,116,101,32,106,32,111,102,32,116,104,101,32,98,108,111,99,107,58,
32,101,108,101,109,101,110,116,32,106,32,40,108,111,119,32,110,105,98,98,108,101,41,32,
97,110,100,32,106,32,43,32,49,54,32,40,104,105,103,104,41,32,42,47,10,32,32,32,
32,32,32,32,32,32,32,32,32,111,116,104,101,114,32,61,32,95,95,115,104,102,108,95,
120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,110,105,
98,44,32,50,44,32,76,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,99,32,60,32,50,32,38,38,32,108,105,118,101,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,50,93,32,61,
32,123,48,117,44,32,48,117,125,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,
108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,
32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,119,91,106,32,62,62,
32,50,93,32,124,61,32,40,40,40,110,105,98,32,62,62,32,40,52,32,42,32,106,41,
41,32,38,32,49,53,117,41,32,124,32,40,40,40,111,116,104,101,114,32,62,62,32,40,
52,32,42,32,106,41,41,32,38,32,49,53,117,41,32,60,60,32,52,41,41,32,60,60,
32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,56,98,40,98,108,107,32,43,32,
50,117,32,43,32,56,117,32,42,32,40,107,116,95,117,51,50,41,99,44,32,119,91,48,
93,44,32,119,91,49,93,44,32,56,41,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,114,101,116,
117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,33,108,105,118,101,
41,32,114,101,116,117,114,110,59,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,
61,32,75,84,95,81,75,95,78,86,70,80,52,41,32,123,10,32,32,32,32,32,32,32,
32,105,102,32,40,98,97,100,32,38,38,32,99,32,61,61,32,48,41,32,107,116,95,113,
95,98,97,100,114,111,119,40,97,44,32,101,48,32,47,32,97,46,75,41,59,10,32,32,
32,32,32,32,32,32,107,116,95,113,95,98,108,107,95,99,111,100,101,115,40,97,44,32,
117,44,32,99,44,32,118,44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,
40,97,109,41,44,32,108,111,44,32,104,105,41,59,10,32,32,32,32,125,32,101,108,115,
101,32,105,102,32,40,98,97,100,41,32,123,32,47,42,32,77,88,58,32,115,99,97,108,
101,32,78,97,78,44,32,102,112,56,32,101,108,101,109,101,110,116,115,32,107,101,101,112,
32,78,97,78,47,73,110,102,44,32,111,116,104,101,114,115,32,48,32,42,47,10,32,32,
32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,50,93,32,61,32,123,48,117,44,
32,48,117,125,59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,32,61,61,32,48,
41,32,40,40,107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,32,
61,32,48,120,102,102,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,
59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
117,51,50,32,113,32,61,32,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,
102,32,40,33,107,116,95,113,95,102,105,110,105,116,101,40,118,91,106,93,41,32,38,38,
32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,32,124,124,32,101,
108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,41,41,32,113,32,61,32,101,
108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,32,63,32,107,116,95,102,51,
50,95,116,111,95,101,52,109,51,40,118,91,106,93,44,32,48,41,32,58,32,107,116,95,
102,51,50,95,116,111,95,101,53,109,50,40,118,91,106,93,44,32,48,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,119,91,106,32,62,62,32,50,93,32,124,61,32,113,
32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,32,32,32,32,108,111,32,61,32,119,91,48,93,59,10,
32,32,32,32,32,32,32,32,104,105,32,61,32,119,91,49,93,59,10,32,32,32,32,125,
32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,107,116,95,113,95,98,108,107,
95,99,111,100,101,115,40,97,44,32,117,44,32,99,44,32,118,44,32,95,95,117,105,110,
116,95,97,115,95,102,108,111,97,116,40,97,109,41,44,32,108,111,44,32,104,105,41,59,
10,32,32,32,32,125,10,32,32,32,32,107,116,95,113,95,98,108,107,95,115,116,111,114,
101,40,97,44,32,101,44,32,110,108,44,32,108,111,44,32,104,105,41,59,10,125,10,47,
42,32,117,110,105,116,58,32,111,110,101,32,111,117,116,112,117,116,32,98,121,116,101,32,
111,102,32,112,97,99,107,101,100,32,70,80,52,47,70,80,54,32,99,111,100,101,115,32,
102,114,111,109,32,98,121,116,101,32,99,111,100,101,115,32,105,110,32,97,117,120,32,42,
47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,112,97,99,107,95,
117,110,105,116,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,
32,107,116,95,105,54,52,32,117,41,32,123,10,32,32,32,32,105,110,116,32,98,105,116,
115,32,61,32,40,105,110,116,41,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,
70,52,32,63,32,52,32,58,32,54,44,32,98,59,10,32,32,32,32,107,116,95,117,51,
50,32,119,32,61,32,48,59,10,32,32,32,32,102,111,114,32,40,98,32,61,32,48,59,
32,98,32,60,32,56,59,32,98,43,43,41,32,123,10,32,32,32,32,32,32,32,32,107,
116,95,105,54,52,32,98,105,116,32,61,32,117,32,42,32,56,32,43,32,98,44,32,101,
32,61,32,98,105,116,32,47,32,98,105,116,115,59,10,32,32,32,32,32,32,32,32,105,
102,32,40,101,32,60,32,97,46,110,41,32,119,32,124,61,32,40,40,40,40,99,111,110,
115,116,32,107,116,95,117,56,32,42,41,97,46,97,117,120,41,91,101,93,32,62,62,32,
40,98,105,116,32,37,32,98,105,116,115,41,41,32,38,32,49,117,41,32,60,60,32,98,
59,10,32,32,32,32,125,10,32,32,32,32,40,40,107,116,95,117,56,32,42,41,97,46,
100,97,116,97,41,91,117,93,32,61,32,40,107,116,95,117,56,41,119,59,10,125,10,10,
47,42,32,45,45,45,45,32,100,101,113,117,97,110,116,105,122,97,116,105,111,110,32,40,
108,117,116,58,32,116,104,101,32,101,108,101,109,101,110,116,32,100,101,99,111,100,101,32,
116,97,98,108,101,41,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,32,42,47,10,47,42,32,117,110,105,116,58,32,56,32,102,108,97,
116,32,101,108,101,109,101,110,116,115,32,111,102,32,105,110,116,56,32,47,32,105,110,116,
56,95,97,115,121,109,32,47,32,102,112,56,32,42,47,10,75,84,95,68,69,86,32,118,
111,105,100,32,107,116,95,100,113,95,115,99,97,108,101,100,95,117,110,105,116,40,99,111,
110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,99,111,110,115,116,32,
102,108,111,97,116,32,42,108,117,116,44,32,107,116,95,105,54,52,32,117,41,32,123,10,
32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,42,115,99,32,61,32,40,99,
111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,117,56,32,42,122,112,32,61,32,40,99,111,110,
115,116,32,107,116,95,117,56,32,42,41,97,46,122,112,59,10,32,32,32,32,107,116,95,
105,54,52,32,105,48,32,61,32,117,32,42,32,56,44,32,114,32,61,32,48,44,32,107,
32,61,32,48,59,10,32,32,32,32,105,110,116,32,110,32,61,32,97,46,110,32,45,32,
105,48,32,60,32,56,32,63,32,40,105,110,116,41,40,97,46,110,32,45,32,105,48,41,
32,58,32,56,44,32,106,59,10,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,
10,32,32,32,32,107,116,95,117,51,50,32,108,111,44,32,104,105,59,10,32,32,32,32,
107,116,95,113,95,108,100,56,98,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,
54,52,41,105,48,44,32,110,44,32,108,111,44,32,104,105,41,59,10,32,32,32,32,105,
102,32,40,97,46,103,114,97,110,32,33,61,32,48,41,32,107,116,95,113,95,114,111,119,
99,111,108,40,97,44,32,105,48,44,32,114,44,32,107,41,59,10,32,32,32,32,105,102,
32,40,97,46,103,114,97,110,32,61,61,32,48,32,124,124,32,97,46,102,108,97,116,41,
32,123,32,47,42,32,116,104,101,32,56,32,108,105,101,32,105,110,32,111,110,101,32,114,
111,119,58,32,111,110,101,32,115,99,97,108,101,44,32,111,114,32,56,32,99,111,110,115,
101,99,117,116,105,118,101,32,111,110,101,115,32,42,47,10,32,32,32,32,32,32,32,32,
105,110,116,32,99,111,108,32,61,32,97,46,103,114,97,110,32,61,61,32,49,32,38,38,
32,97,46,97,120,105,115,95,108,97,115,116,59,10,32,32,32,32,32,32,32,32,107,116,
95,105,54,52,32,115,105,32,61,32,97,46,103,114,97,110,32,61,61,32,48,32,63,32,
48,32,58,32,97,46,103,114,97,110,32,61,61,32,50,32,63,32,114,32,42,32,97,46,
110,103,114,111,117,112,115,32,43,32,107,32,47,32,97,46,103,114,111,117,112,32,58,32,
99,111,108,32,63,32,107,32,58,32,107,116,95,113,95,99,104,97,110,95,114,111,119,40,
97,44,32,114,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,115,32,61,
32,115,99,91,115,105,93,59,10,32,32,32,32,32,32,32,32,105,110,116,32,122,32,61,
32,122,112,32,63,32,122,112,91,115,105,93,32,58,32,48,59,10,35,112,114,97,103,109,
97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,
61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,117,51,50,32,99,32,61,32,40,40,106,32,60,32,
52,32,63,32,108,111,32,58,32,104,105,41,32,62,62,32,40,56,32,42,32,40,106,32,
38,32,51,41,41,41,32,38,32,50,53,53,117,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,105,102,32,40,99,111,108,41,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,115,32,61,32,106,32,60,32,110,32,63,32,115,99,91,115,105,32,
43,32,106,93,32,58,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,122,32,61,32,122,112,32,38,38,32,106,32,60,32,110,32,63,32,122,
112,91,115,105,32,43,32,106,93,32,58,32,48,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,107,
105,110,100,32,61,61,32,75,84,95,81,75,95,73,78,84,56,41,32,118,91,106,93,32,
61,32,95,95,102,109,117,108,95,114,110,40,40,102,108,111,97,116,41,40,115,105,103,110,
101,100,32,99,104,97,114,41,99,44,32,115,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,101,108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,
95,81,75,95,65,83,89,77,41,32,118,91,106,93,32,61,32,95,95,102,109,117,108,95,
114,110,40,40,102,108,111,97,116,41,40,40,105,110,116,41,99,32,45,32,122,41,44,32,
115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,118,91,106,
93,32,61,32,107,116,95,113,95,109,117,108,40,108,117,116,91,99,93,44,32,115,41,59,
10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,32,101,108,115,101,32,123,10,
35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,
111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,99,32,61,32,
40,40,106,32,60,32,52,32,63,32,108,111,32,58,32,104,105,41,32,62,62,32,40,56,
32,42,32,40,106,32,38,32,51,41,41,41,32,38,32,50,53,53,117,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,115,105,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,115,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,118,91,106,93,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,105,102,32,40,106,32,62,61,32,110,41,32,99,111,110,116,105,110,
117,101,59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,105,32,61,32,97,46,103,
114,97,110,32,61,61,32,48,32,63,32,48,32,58,32,97,46,103,114,97,110,32,61,61,
32,50,32,63,32,114,32,42,32,97,46,110,103,114,111,117,112,115,32,43,32,107,32,47,
32,97,46,103,114,111,117,112,32,58,32,97,46,97,120,105,115,95,108,97,115,116,32,63,
32,107,32,58,32,107,116,95,113,95,99,104,97,110,95,114,111,119,40,97,44,32,114,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,32,61,32,115,99,91,115,105,93,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,107,105,110,100,
32,61,61,32,75,84,95,81,75,95,73,78,84,56,41,32,118,91,106,93,32,61,32,95,
95,102,109,117,108,95,114,110,40,40,102,108,111,97,116,41,40,115,105,103,110,101,100,32,
99,104,97,114,41,99,44,32,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
101,108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,
95,65,83,89,77,41,32,118,91,106,93,32,61,32,95,95,102,109,117,108,95,114,110,40,
40,102,108,111,97,116,41,40,40,105,110,116,41,99,32,45,32,40,105,110,116,41,122,112,
91,115,105,93,41,44,32,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,
108,115,101,32,118,91,106,93,32,61,32,107,116,95,113,95,109,117,108,40,108,117,116,91,
99,93,44,32,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,
43,43,107,32,61,61,32,97,46,75,41,32,123,32,107,32,61,32,48,59,32,114,43,43,
59,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,32,32,32,
107,116,95,113,95,115,116,56,40,97,46,111,117,116,44,32,105,48,44,32,110,44,32,40,
105,110,116,41,97,46,111,100,116,44,32,118,41,59,10,125,10,47,42,32,117,110,105,116,
58,32,101,108,101,109,101,110,116,115,32,91,56,99,44,32,56,99,32,43,32,56,41,32,
111,102,32,98,108,111,99,107,32,117,32,111,102,32,77,88,32,47,32,110,118,102,112,52,
32,47,32,113,56,95,48,32,47,32,113,52,95,48,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,100,113,95,98,108,111,99,107,95,117,110,105,116,40,99,
111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,99,111,110,115,116,
32,102,108,111,97,116,32,42,108,117,116,44,32,107,116,95,105,54,52,32,117,44,32,105,
110,116,32,99,44,32,105,110,116,32,76,41,32,123,10,32,32,32,32,107,116,95,105,54,
52,32,101,48,44,32,101,59,10,32,32,32,32,105,110,116,32,110,44,32,110,108,44,32,
106,44,32,101,108,101,109,32,61,32,40,105,110,116,41,97,46,101,108,101,109,59,10,32,
32,32,32,102,108,111,97,116,32,118,91,56,93,44,32,115,59,10,32,32,32,32,107,116,
95,117,51,50,32,108,111,44,32,104,105,59,10,32,32,32,32,107,116,95,113,95,98,108,
107,40,97,44,32,117,44,32,40,107,116,95,105,54,52,41,76,32,42,32,56,44,32,101,
48,44,32,110,41,59,10,32,32,32,32,110,108,32,61,32,110,32,45,32,56,32,42,32,
99,59,10,32,32,32,32,110,108,32,61,32,110,108,32,60,32,48,32,63,32,48,32,58,
32,110,108,32,62,32,56,32,63,32,56,32,58,32,110,108,59,10,32,32,32,32,101,32,
61,32,101,48,32,43,32,56,32,42,32,99,59,10,32,32,32,32,105,102,32,40,110,108,
32,61,61,32,48,41,32,114,101,116,117,114,110,59,10,32,32,32,32,105,102,32,40,97,
46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,124,124,32,97,
46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,52,95,48,41,32,123,10,32,
32,32,32,32,32,32,32,107,116,95,117,54,52,32,98,108,107,32,61,32,97,46,100,97,
116,97,32,43,32,40,107,116,95,117,54,52,41,117,32,42,32,40,97,46,107,105,110,100,
32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,63,32,51,52,117,32,58,32,49,
56,117,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,100,32,61,32,107,
116,95,102,49,54,95,116,111,95,102,51,50,40,42,40,99,111,110,115,116,32,107,116,95,
117,49,54,32,42,41,98,108,107,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,
97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,123,10,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,98,40,98,108,
107,32,43,32,50,117,32,43,32,56,117,32,42,32,40,107,116,95,117,51,50,41,99,44,
32,56,44,32,108,111,44,32,104,105,41,59,10,35,112,114,97,103,109,97,32,117,110,114,
111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,
32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,118,91,106,93,32,61,32,95,
95,102,109,117,108,95,114,110,40,40,102,108,111,97,116,41,40,115,105,103,110,101,100,32,
99,104,97,114,41,40,40,40,106,32,60,32,52,32,63,32,108,111,32,58,32,104,105,41,
32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,41,32,38,32,50,53,53,
117,41,44,32,100,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,98,40,98,
108,107,32,43,32,50,117,32,43,32,56,117,32,42,32,40,107,116,95,117,51,50,41,40,
99,32,38,32,49,41,44,32,56,44,32,108,111,44,32,104,105,41,59,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,
111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,118,
91,106,93,32,61,32,95,95,102,109,117,108,95,114,110,40,40,102,108,111,97,116,41,40,
40,105,110,116,41,40,40,40,40,106,32,60,32,52,32,63,32,108,111,32,58,32,104,105,
41,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,32,43,32,40,99,32,62,
61,32,50,32,63,32,52,32,58,32,48,41,41,41,41,32,38,32,49,53,117,41,32,45,
32,56,41,44,32,100,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,
32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,115,
99,32,61,32,40,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,115,99,
97,108,101,41,91,117,93,59,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,107,
105,110,100,32,61,61,32,75,84,95,81,75,95,77,88,41,32,115,32,61,32,115,99,32,
61,61,32,48,120,102,102,117,32,63,32,95,95,117,105,110,116,95,97,115,95,102,108,111,
97,116,40,48,120,55,102,99,48,48,48,48,48,117,41,32,58,32,107,116,95,113,95,112,
111,119,50,102,40,40,105,110,116,41,115,99,32,45,32,49,50,55,41,59,10,32,32,32,
32,32,32,32,32,101,108,115,101,32,115,32,61,32,95,95,102,109,117,108,95,114,110,40,
107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,115,99,41,44,32,40,102,108,111,
97,116,41,97,46,116,115,99,97,108,101,41,59,10,32,32,32,32,32,32,32,32,105,102,
32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,73,56,32,38,38,32,115,99,32,
33,61,32,48,120,102,102,117,41,32,115,32,61,32,107,116,95,113,95,112,111,119,50,102,
40,40,105,110,116,41,115,99,32,45,32,49,50,55,32,45,32,54,41,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,
77,51,32,124,124,32,101,108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,32,
124,124,32,101,108,101,109,32,61,61,32,75,84,95,81,95,73,56,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,98,40,97,46,100,97,
116,97,32,43,32,40,107,116,95,117,54,52,41,101,44,32,110,108,44,32,108,111,44,32,
104,105,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,
32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,
56,59,32,106,43,43,41,32,118,91,106,93,32,61,32,107,116,95,113,95,109,117,108,40,
108,117,116,91,40,40,106,32,60,32,52,32,63,32,108,111,32,58,32,104,105,41,32,62,
62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,41,32,38,32,50,53,53,117,93,
44,32,115,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,98,105,116,115,32,61,32,101,108,
101,109,32,61,61,32,75,84,95,81,95,70,52,32,63,32,52,32,58,32,54,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,54,52,32,98,105,116,48,32,61,
32,40,107,116,95,117,54,52,41,101,32,42,32,40,107,116,95,117,54,52,41,98,105,116,
115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,40,98,105,116,48,
32,38,32,55,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,117,54,52,32,112,32,61,32,97,46,100,97,116,97,
32,43,32,40,98,105,116,48,32,62,62,32,51,41,44,32,97,99,99,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,110,98,32,61,32,40,110,
108,32,42,32,98,105,116,115,32,43,32,55,41,32,47,32,56,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,98,105,116,115,32,61,61,32,52,
32,38,38,32,110,98,32,61,61,32,52,32,38,38,32,40,112,32,38,32,51,117,41,32,
61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,108,111,32,61,32,42,40,99,111,110,115,116,32,107,116,95,117,51,50,32,
42,41,112,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,104,105,32,61,32,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,125,32,101,108,115,101,32,105,102,32,40,98,105,116,115,32,61,61,32,54,32,38,38,
32,110,98,32,61,61,32,54,32,38,38,32,40,112,32,38,32,49,117,41,32,61,61,32,
48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,108,111,32,61,32,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,
41,91,48,93,32,124,32,40,40,107,116,95,117,51,50,41,40,40,99,111,110,115,116,32,
107,116,95,117,49,54,32,42,41,112,41,91,49,93,32,60,60,32,49,54,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,104,105,32,61,32,
40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,50,93,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
113,95,108,100,56,98,40,112,44,32,110,98,44,32,108,111,44,32,104,105,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,97,99,99,32,61,32,40,107,116,95,117,54,52,41,108,
111,32,124,32,40,40,107,116,95,117,54,52,41,104,105,32,60,60,32,51,50,41,59,10,
35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,
59,32,106,43,43,41,32,118,91,106,93,32,61,32,107,116,95,113,95,109,117,108,40,108,
117,116,91,40,107,116,95,117,51,50,41,40,97,99,99,32,62,62,32,40,98,105,116,115,
32,42,32,106,41,41,32,38,32,40,40,49,117,32,60,60,32,98,105,116,115,41,32,45,
32,49,117,41,93,44,32,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,
32,101,108,115,101,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,
48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,118,91,106,93,32,61,32,106,32,
60,32,110,108,32,63,32,107,116,95,113,95,109,117,108,40,108,117,116,91,107,116,95,113,
95,99,111,100,101,95,103,101,116,40,101,108,101,109,44,32,97,46,100,97,116,97,44,32,
101,32,43,32,106,41,93,44,32,115,41,32,58,32,48,46,48,102,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
125,10,32,32,32,32,107,116,95,113,95,115,116,56,40,97,46,111,117,116,44,32,101,44,
32,110,108,44,32,40,105,110,116,41,97,46,111,100,116,44,32,118,41,59,10,125,10,10,
47,42,32,45,45,45,45,32,100,101,113,117,97,110,116,105,122,97,116,105,111,110,32,105,
110,32,49,54,45,101,108,101,109,101,110,116,32,99,104,117,110,107,115,32,40,107,116,95,
100,113,32,119,105,116,104,32,97,46,102,97,115,116,41,32,45,45,45,45,45,45,45,45,
45,45,45,45,45,10,32,32,32,85,115,101,100,32,119,104,101,110,32,101,118,101,114,121,
32,99,104,117,110,107,32,108,105,101,115,32,105,110,32,111,110,101,32,98,108,111,99,107,
32,47,32,115,99,97,108,101,32,97,110,100,32,116,104,101,32,97,114,114,97,121,115,32,
97,114,101,10,32,32,32,97,108,105,103,110,101,100,58,32,116,119,111,32,99,104,117,110,
107,115,32,112,101,114,32,116,104,114,101,97,100,32,97,110,100,32,105,116,101,114,97,116,
105,111,110,32,119,105,116,104,32,116,104,101,105,114,32,108,111,97,100,115,32,105,115,115,
117,101,100,10,32,32,32,102,105,114,115,116,44,32,116,104,101,32,112,101,114,45,99,104,
117,110,107,32,115,99,97,108,101,32,114,101,97,100,32,111,110,99,101,44,32,99,111,100,
101,115,32,116,104,114,111,117,103,104,32,116,104,101,32,115,104,97,114,101,100,32,116,97,
98,108,101,44,32,111,110,101,10,32,32,32,109,117,108,116,105,112,108,121,32,112,101,114,
32,101,108,101,109,101,110,116,32,97,110,100,32,116,104,101,32,104,97,114,100,119,97,114,
101,32,112,97,105,114,32,99,111,110,118,101,114,115,105,111,110,32,116,111,32,102,49,54,
47,98,102,49,54,46,32,65,10,32,32,32,99,104,117,110,107,32,116,104,97,116,32,112,
114,111,100,117,99,101,115,32,97,32,78,97,78,32,40,78,97,78,32,99,111,100,101,115,
32,111,114,32,115,99,97,108,101,115,41,32,105,115,32,114,101,100,111,110,101,32,119,105,
116,104,32,116,104,101,32,101,120,97,99,116,10,32,32,32,114,111,117,116,105,110,101,115,
32,40,107,116,95,113,95,109,117,108,39,115,32,78,97,78,32,114,117,108,101,44,32,116,
104,101,32,67,80,85,39,115,32,78,97,78,32,101,110,99,111,100,105,110,103,115,41,46,
32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,112,
107,40,102,108,111,97,116,32,108,111,44,32,102,108,111,97,116,32,104,105,44,32,105,110,
116,32,111,100,116,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,114,59,10,35,
105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,
41,10,32,32,32,32,105,102,32,40,111,100,116,32,61,61,32,75,84,95,81,95,66,70,
49,54,41,32,97,115,109,40,34,99,118,116,46,114,110,46,98,102,49,54,120,50,46,102,
51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,114,
41,32,58,32,34,102,34,40,104,105,41,44,32,34,102,34,40,108,111,41,41,59,10,32,
32,32,32,101,108,115,101,32,97,115,109,40,34,99,118,116,46,114,110,46,102,49,54,120,
50,46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,
34,40,114,41,32,58,32,34,102,34,40,104,105,41,44,32,34,102,34,40,108,111,41,41,
59,10,35,101,108,115,101,10,32,32,32,32,105,102,32,40,111,100,116,32,61,61,32,75,
84,95,81,95,66,70,49,54,41,32,114,32,61,32,107,116,95,102,51,50,95,116,111,95,
98,102,49,54,40,108,111,41,32,124,32,40,40,107,116,95,117,51,50,41,107,116,95,102,
51,50,95,116,111,95,98,102,49,54,40,104,105,41,32,60,60,32,49,54,41,59,10,32,
32,32,32,101,108,115,101,32,114,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,
54,40,108,111,41,32,124,32,40,40,107,116,95,117,51,50,41,107,116,95,102,51,50,95,
116,111,95,102,49,54,40,104,105,41,32,60,60,32,49,54,41,59,10,35,101,110,100,105,
102,10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,125,10,115,116,114,117,99,116,
32,107,116,95,100,113,118,95,99,104,117,110,107,32,123,10,32,32,32,32,107,116,95,117,
51,50,32,119,91,52,93,59,32,47,42,32,99,111,100,101,32,98,121,116,101,115,32,40,
49,54,32,102,111,114,32,56,45,98,105,116,44,32,49,50,32,102,112,54,44,32,56,32,
102,112,52,59,32,113,52,95,48,58,32,116,104,101,32,98,108,111,99,107,39,115,32,49,
54,41,32,42,47,10,32,32,32,32,102,108,111,97,116,32,115,44,32,122,59,32,32,47,
42,32,115,99,97,108,101,59,32,122,101,114,111,32,112,111,105,110,116,32,40,105,110,116,
56,95,97,115,121,109,41,32,42,47,10,125,59,10,47,42,32,102,101,116,99,104,32,99,
104,117,110,107,32,99,58,32,99,111,100,101,115,32,97,110,100,32,115,99,97,108,101,32,
42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,113,118,95,108,111,
97,100,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,
116,95,105,54,52,32,99,44,32,105,110,116,32,98,105,116,115,44,32,107,116,95,100,113,
118,95,99,104,117,110,107,32,38,107,41,32,123,10,32,32,32,32,99,111,110,115,116,32,
105,110,116,32,107,105,110,100,32,61,32,40,105,110,116,41,97,46,107,105,110,100,59,10,
32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,
95,48,32,124,124,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,52,95,48,
41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,54,52,
32,98,108,107,32,61,32,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,
40,99,32,62,62,32,49,41,32,42,32,40,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,81,56,95,48,32,63,32,51,52,117,32,58,32,49,56,117,41,59,10,32,32,32,
32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,42,104,32,61,32,40,
99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,40,98,108,107,32,43,32,50,117,
32,43,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,63,
32,49,54,117,32,42,32,40,107,116,95,117,51,50,41,40,99,32,38,32,49,41,32,58,
32,48,117,41,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,
60,32,52,59,32,105,43,43,41,32,107,46,119,91,105,93,32,61,32,104,91,50,32,42,
32,105,93,32,124,32,40,40,107,116,95,117,51,50,41,104,91,50,32,42,32,105,32,43,
32,49,93,32,60,60,32,49,54,41,59,10,32,32,32,32,32,32,32,32,107,46,115,32,
61,32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,42,40,99,111,110,115,116,32,
107,116,95,117,49,54,32,42,41,98,108,107,41,59,10,32,32,32,32,32,32,32,32,107,
46,122,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,
110,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,98,105,116,115,32,61,61,
32,56,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,117,105,110,116,
52,32,118,32,61,32,42,40,99,111,110,115,116,32,117,105,110,116,52,32,42,41,40,97,
46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,99,32,42,32,49,54,117,41,
59,10,32,32,32,32,32,32,32,32,107,46,119,91,48,93,32,61,32,118,46,120,59,32,
107,46,119,91,49,93,32,61,32,118,46,121,59,32,107,46,119,91,50,93,32,61,32,118,
46,122,59,32,107,46,119,91,51,93,32,61,32,118,46,119,59,10,32,32,32,32,125,32,
101,108,115,101,32,105,102,32,40,98,105,116,115,32,61,61,32,54,41,32,123,10,32,32,
32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,42,112,32,61,32,
40,99,111,110,115,116,32,107,116,95,117,51,50,32,42,41,40,97,46,100,97,116,97,32,
43,32,40,107,116,95,117,54,52,41,99,32,42,32,49,50,117,41,59,10,32,32,32,32,
32,32,32,32,107,46,119,91,48,93,32,61,32,112,91,48,93,59,32,107,46,119,91,49,
93,32,61,32,112,91,49,93,59,32,107,46,119,91,50,93,32,61,32,112,91,50,93,59,
32,107,46,119,91,51,93,32,61,32,48,117,59,10,32,32,32,32,125,32,101,108,115,101,
32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,117,105,110,116,50,32,118,
32,61,32,42,40,99,111,110,115,116,32,117,105,110,116,50,32,42,41,40,97,46,100,97,
116,97,32,43,32,40,107,116,95,117,54,52,41,99,32,42,32,56,117,41,59,10,32,32,
32,32,32,32,32,32,107,46,119,91,48,93,32,61,32,118,46,120,59,32,107,46,119,91,
49,93,32,61,32,118,46,121,59,32,107,46,119,91,50,93,32,61,32,107,46,119,91,51,
93,32,61,32,48,117,59,10,32,32,32,32,125,10,32,32,32,32,107,46,122,32,61,32,
48,46,48,102,59,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,
95,81,75,95,77,88,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
107,116,95,117,51,50,32,115,99,32,61,32,40,40,99,111,110,115,116,32,107,116,95,117,
56,32,42,41,97,46,115,99,97,108,101,41,91,99,32,62,62,32,49,93,59,10,32,32,
32,32,32,32,32,32,107,46,115,32,61,32,115,99,32,61,61,32,48,120,102,102,117,32,
63,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,55,102,99,48,
48,48,48,48,117,41,32,58,32,107,116,95,113,95,112,111,119,50,102,40,40,105,110,116,
41,115,99,32,45,32,49,50,55,32,45,32,40,97,46,101,108,101,109,32,61,61,32,75,
84,95,81,95,73,56,32,63,32,54,32,58,32,48,41,41,59,10,32,32,32,32,125,32,
101,108,115,101,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,95,78,
86,70,80,52,41,32,123,10,32,32,32,32,32,32,32,32,107,46,115,32,61,32,95,95,
102,109,117,108,95,114,110,40,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,40,
40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,
99,93,41,44,32,40,102,108,111,97,116,41,97,46,116,115,99,97,108,101,41,59,10,32,
32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,54,52,32,101,32,61,32,99,32,42,32,49,54,59,10,32,32,32,
32,32,32,32,32,107,116,95,105,54,52,32,115,105,32,61,32,97,46,115,115,104,105,102,
116,32,62,61,32,48,32,63,32,101,32,62,62,32,97,46,115,115,104,105,102,116,32,58,
32,107,116,95,113,95,100,105,118,40,101,44,32,97,46,115,100,105,118,41,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,97,46,115,109,111,100,41,32,115,105,32,37,61,32,
97,46,115,109,111,100,59,10,32,32,32,32,32,32,32,32,107,46,115,32,61,32,40,40,
99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,41,91,115,
105,93,59,10,32,32,32,32,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,
75,84,95,81,75,95,65,83,89,77,41,32,107,46,122,32,61,32,40,102,108,111,97,116,
41,40,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,122,112,41,91,115,
105,93,59,10,32,32,32,32,125,10,125,10,47,42,32,99,111,100,101,32,99,108,97,115,
115,101,115,32,111,102,32,116,104,101,32,99,104,117,110,107,32,112,97,116,104,58,32,104,
111,119,32,97,32,99,111,100,101,32,98,101,99,111,109,101,115,32,97,32,118,97,108,117,
101,32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,68,81,67,95,76,85,84,32,
48,32,32,47,42,32,116,104,101,32,115,104,97,114,101,100,32,116,97,98,108,101,32,40,
105,110,116,56,44,32,77,88,32,105,110,116,56,47,70,80,54,47,70,80,52,44,32,110,
118,102,112,52,41,32,42,47,10,35,100,101,102,105,110,101,32,75,84,95,68,81,67,95,
69,52,77,51,32,49,32,47,42,32,102,112,56,32,99,111,100,101,115,44,32,104,97,114,
100,119,97,114,101,32,112,97,105,114,32,99,111,110,118,101,114,115,105,111,110,32,119,104,
101,114,101,32,112,114,101,115,101,110,116,32,42,47,10,35,100,101,102,105,110,101,32,75,
84,95,68,81,67,95,69,53,77,50,32,50,10,35,100,101,102,105,110,101,32,75,84,95,
68,81,67,95,65,83,89,77,32,51,32,47,42,32,117,110,115,105,103,110,101,100,32,99,
111,100,101,32,109,105,110,117,115,32,122,101,114,111,32,112,111,105,110,116,32,42,47,10,
35,100,101,102,105,110,101,32,75,84,95,68,81,67,95,81,56,32,52,32,32,32,47,42,
32,113,56,95,48,58,32,115,105,103,110,101,100,32,98,121,116,101,32,42,47,10,35,100,
101,102,105,110,101,32,75,84,95,68,81,67,95,81,52,32,53,32,32,32,47,42,32,113,
52,95,48,58,32,110,105,98,98,108,101,32,45,32,56,32,42,47,10,47,42,32,99,111,
100,101,32,106,32,40,48,46,46,49,53,41,32,111,102,32,97,32,99,104,117,110,107,32,
42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,66,73,84,83,44,32,105,
110,116,32,67,76,83,62,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,
95,100,113,118,95,99,111,100,101,40,99,111,110,115,116,32,107,116,95,100,113,118,95,99,
104,117,110,107,32,38,107,44,32,107,116,95,105,54,52,32,99,44,32,105,110,116,32,106,
41,32,123,10,32,32,32,32,105,102,32,40,67,76,83,32,61,61,32,75,84,95,68,81,
67,95,81,52,41,32,114,101,116,117,114,110,32,40,107,46,119,91,106,32,62,62,32,50,
93,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,32,43,32,40,40,99,32,
38,32,49,41,32,63,32,52,32,58,32,48,41,41,41,32,38,32,49,53,117,59,10,32,
32,32,32,105,102,32,40,66,73,84,83,32,61,61,32,56,41,32,114,101,116,117,114,110,
32,40,107,46,119,91,106,32,62,62,32,50,93,32,62,62,32,40,56,32,42,32,40,106,
32,38,32,51,41,41,41,32,38,32,50,53,53,117,59,10,32,32,32,32,105,102,32,40,
66,73,84,83,32,61,61,32,52,41,32,114,101,116,117,114,110,32,40,107,46,119,91,106,
32,62,62,32,51,93,32,62,62,32,40,52,32,42,32,40,106,32,38,32,55,41,41,41,
32,38,32,49,53,117,59,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,105,110,116,32,98,105,116,32,61,32,54,32,42,32,106,44,32,119,105,32,
61,32,98,105,116,32,62,62,32,53,44,32,115,104,32,61,32,98,105,116,32,38,32,51,
49,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,
108,111,32,61,32,107,46,119,91,119,105,93,44,32,104,105,32,61,32,119,105,32,60,32,
50,32,63,32,107,46,119,91,119,105,32,43,32,49,93,32,58,32,48,117,59,10,32,32,
32,32,32,32,32,32,114,101,116,117,114,110,32,40,115,104,32,63,32,40,108,111,32,62,
62,32,115,104,41,32,124,32,40,104,105,32,60,60,32,40,51,50,32,45,32,115,104,41,
41,32,58,32,108,111,41,32,38,32,54,51,117,59,10,32,32,32,32,125,10,125,10,47,
42,32,118,97,108,117,101,115,32,111,102,32,99,111,100,101,115,32,50,105,44,32,50,105,
43,49,32,40,98,101,102,111,114,101,32,116,104,101,32,115,99,97,108,101,41,32,42,47,
10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,66,73,84,83,44,32,105,110,116,
32,67,76,83,62,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,113,118,
95,112,97,105,114,40,99,111,110,115,116,32,107,116,95,100,113,118,95,99,104,117,110,107,
32,38,107,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,108,117,116,44,32,107,
116,95,105,54,52,32,99,44,32,105,110,116,32,105,44,32,102,108,111,97,116,32,38,120,
48,44,32,102,108,111,97,116,32,38,120,49,41,32,123,10,35,105,102,100,101,102,32,75,
84,95,81,95,72,87,70,56,10,32,32,32,32,105,102,32,40,67,76,83,32,61,61,32,
75,84,95,68,81,67,95,69,52,77,51,32,124,124,32,67,76,83,32,61,61,32,75,84,
95,68,81,67,95,69,53,77,50,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,119,32,61,32,107,46,119,91,105,32,62,62,32,49,
93,32,62,62,32,40,49,54,32,42,32,40,105,32,38,32,49,41,41,59,10,32,32,32,
32,32,32,32,32,107,116,95,117,51,50,32,114,59,10,32,32,32,32,32,32,32,32,107,
116,95,117,49,54,32,104,48,44,32,104,49,59,10,32,32,32,32,32,32,32,32,105,102,
32,40,67,76,83,32,61,61,32,75,84,95,68,81,67,95,69,52,77,51,41,32,123,10,
32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,
32,98,32,61,32,40,107,116,95,117,49,54,41,119,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,97,115,109,40,34,99,118,116,46,114,110,46,102,49,54,120,50,46,101,52,
109,51,120,50,32,37,48,44,32,37,49,59,34,32,58,32,34,61,114,34,40,114,41,32,
58,32,34,104,34,40,98,41,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,
101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,114,32,61,32,40,40,119,32,
38,32,48,120,102,102,117,41,32,60,60,32,56,41,32,124,32,40,40,119,32,38,32,48,
120,102,102,48,48,117,41,32,60,60,32,49,54,41,59,10,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,104,48,32,61,32,40,107,116,95,117,49,54,41,40,
114,32,38,32,48,120,102,102,102,102,117,41,59,10,32,32,32,32,32,32,32,32,104,49,
32,61,32,40,107,116,95,117,49,54,41,40,114,32,62,62,32,49,54,41,59,10,32,32,
32,32,32,32,32,32,47,42,32,101,120,97,99,116,32,40,102,49,54,32,104,111,108,100,
115,32,101,118,101,114,121,32,102,112,56,32,118,97,108,117,101,41,59,32,78,97,78,32,
99,111,100,101,115,32,103,105,118,101,32,78,97,78,32,97,110,100,32,116,104,101,32,101,
120,97,99,116,32,112,97,116,104,32,42,47,10,32,32,32,32,32,32,32,32,97,115,109,
40,34,99,118,116,46,102,51,50,46,102,49,54,32,37,48,44,32,37,49,59,34,32,58,
32,34,61,102,34,40,120,48,41,32,58,32,34,104,34,40,104,48,41,41,59,10,32,32,
32,32,32,32,32,32,97,115,109,40,34,99,118,116,46,102,51,50,46,102,49,54,32,37,
48,44,32,37,49,59,34,32,58,32,34,61,102,34,40,120,49,41,32,58,32,34,104,34,
40,104,49,41,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,
32,32,32,125,10,35,101,110,100,105,102,10,32,32,32,32,123,10,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,99,48,32,61,32,107,116,95,100,
113,118,95,99,111,100,101,60,66,73,84,83,44,32,67,76,83,62,40,107,44,32,99,44,
32,50,32,42,32,105,41,44,32,99,49,32,61,32,107,116,95,100,113,118,95,99,111,100,
101,60,66,73,84,83,44,32,67,76,83,62,40,107,44,32,99,44,32,50,32,42,32,105,
32,43,32,49,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,67,76,83,32,61,
61,32,75,84,95,68,81,67,95,81,52,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,120,48,32,61,32,40,102,108,111,97,116,41,40,40,105,110,116,41,99,48,32,
45,32,56,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,120,49,32,61,32,40,
102,108,111,97,116,41,40,40,105,110,116,41,99,49,32,45,32,56,41,59,10,32,32,32,
32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,67,76,83,32,61,61,32,75,
84,95,68,81,67,95,81,56,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
120,48,32,61,32,40,102,108,111,97,116,41,40,115,105,103,110,101,100,32,99,104,97,114,
41,99,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,120,49,32,61,32,40,102,
108,111,97,116,41,40,115,105,103,110,101,100,32,99,104,97,114,41,99,49,59,10,32,32,
32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,67,76,83,32,61,61,32,
75,84,95,68,81,67,95,65,83,89,77,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,120,48,32,61,32,95,95,102,115,117,98,95,114,110,40,40,102,108,111,97,116,
41,99,48,44,32,107,46,122,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,120,
49,32,61,32,95,95,102,115,117,98,95,114,110,40,40,102,108,111,97,116,41,99,49,44,
32,107,46,122,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,
32,32,32,32,32,32,32,32,32,32,32,32,120,48,32,61,32,108,117,116,91,99,48,93,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,120,49,32,61,32,108,117,116,91,99,
49,93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,10,47,42,
32,105,110,116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,47,32,102,112,56,58,
32,97,32,119,97,114,112,32,119,104,111,115,101,32,51,50,32,99,104,117,110,107,115,32,
97,108,108,32,101,120,105,115,116,32,97,110,100,32,110,101,101,100,32,110,111,10,32,32,
32,101,120,97,99,116,32,112,97,116,104,32,119,114,105,116,101,115,32,116,104,101,109,32,
116,104,114,111,117,103,104,32,115,104,97,114,101,100,32,109,101,109,111,114,121,44,32,115,
111,32,116,104,97,116,32,101,97,99,104,32,49,54,45,98,121,116,101,32,115,116,111,114,
101,10,32,32,32,111,102,32,116,104,101,32,119,97,114,112,32,99,111,118,101,114,115,32,
53,49,50,32,99,111,110,116,105,103,117,111,117,115,32,98,121,116,101,115,58,32,97,32,
108,97,110,101,39,115,32,111,119,110,32,51,50,32,111,114,32,54,52,32,98,121,116,101,
115,32,112,101,114,10,32,32,32,115,116,111,114,101,32,102,105,108,108,32,104,97,108,102,
32,111,114,32,97,32,113,117,97,114,116,101,114,32,111,102,32,101,97,99,104,32,51,50,
45,98,121,116,101,32,115,101,99,116,111,114,44,32,100,111,117,98,108,105,110,103,32,116,
104,101,32,76,50,10,32,32,32,119,114,105,116,101,32,116,114,97,102,102,105,99,44,32,
119,104,105,99,104,32,98,111,117,110,100,115,32,116,104,101,115,101,32,107,105,110,100,115,
32,40,116,104,101,32,98,108,111,99,107,32,107,105,110,100,115,44,32,98,111,117,110,100,
32,98,121,32,116,104,101,105,114,10,32,32,32,108,111,97,100,115,44,32,109,101,97,115,
117,114,101,100,32,115,108,111,119,101,114,32,119,105,116,104,32,116,104,101,32,116,105,108,
101,41,46,32,49,54,45,98,121,116,101,10,32,32,32,117,110,105,116,32,117,32,111,102,
32,116,104,101,32,119,97,114,112,39,115,32,116,105,108,101,32,40,49,50,56,32,117,110,
105,116,115,41,32,115,105,116,115,32,97,116,32,117,32,94,32,40,40,117,32,62,62,32,
51,41,32,38,32,40,85,32,45,32,49,41,41,32,40,85,32,117,110,105,116,115,32,112,
101,114,10,32,32,32,99,104,117,110,107,41,44,32,119,104,105,99,104,32,107,101,101,112,
115,32,116,104,101,32,119,114,105,116,101,115,32,97,110,100,32,116,104,101,32,114,101,97,
100,115,32,102,114,101,101,32,111,102,32,98,97,110,107,32,99,111,110,102,108,105,99,116,
115,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,79,68,84,44,
32,105,110,116,32,66,73,84,83,44,32,105,110,116,32,67,76,83,44,32,98,111,111,108,
32,84,73,76,69,62,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,113,
118,95,99,104,117,110,107,95,111,117,116,40,99,111,110,115,116,32,107,116,95,113,95,97,
114,103,115,32,38,97,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,108,117,116,
44,32,99,111,110,115,116,32,107,116,95,100,113,118,95,99,104,117,110,107,32,38,107,44,
32,107,116,95,105,54,52,32,99,44,32,98,111,111,108,32,108,105,118,101,44,32,98,111,
111,108,32,119,104,111,108,101,44,32,117,105,110,116,52,32,42,116,105,108,101,41,32,123,
10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,85,32,61,32,79,68,84,32,61,
61,32,75,84,95,81,95,70,51,50,32,63,32,52,32,58,32,50,44,32,108,97,110,101,
32,61,32,40,105,110,116,41,40,116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,
49,117,41,59,10,32,32,32,32,102,108,111,97,116,32,118,91,49,54,93,59,10,32,32,
32,32,98,111,111,108,32,110,97,110,32,61,32,102,97,108,115,101,59,10,32,32,32,32,
117,105,110,116,52,32,111,91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,
32,60,32,56,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,102,108,111,
97,116,32,120,48,44,32,120,49,59,10,32,32,32,32,32,32,32,32,107,116,95,100,113,
118,95,112,97,105,114,60,66,73,84,83,44,32,67,76,83,62,40,107,44,32,108,117,116,
44,32,99,44,32,105,44,32,120,48,44,32,120,49,41,59,10,32,32,32,32,32,32,32,
32,118,91,50,32,42,32,105,93,32,61,32,95,95,102,109,117,108,95,114,110,40,120,48,
44,32,107,46,115,41,59,10,32,32,32,32,32,32,32,32,118,91,50,32,42,32,105,32,
43,32,49,93,32,61,32,95,95,102,109,117,108,95,114,110,40,120,49,44,32,107,46,115,
41,59,10,32,32,32,32,32,32,32,32,110,97,110,32,124,61,32,40,118,91,50,32,42,
32,105,93,32,33,61,32,118,91,50,32,42,32,105,93,41,32,124,32,40,118,91,50,32,
42,32,105,32,43,32,49,93,32,33,61,32,118,91,50,32,42,32,105,32,43,32,49,93,
41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,79,68,84,32,61,61,32,
75,84,95,81,95,70,51,50,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,
48,59,32,105,32,60,32,52,59,32,105,43,43,41,32,111,91,105,93,32,61,32,109,97,
107,101,95,117,105,110,116,52,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,
40,118,91,52,32,42,32,105,93,41,44,32,95,95,102,108,111,97,116,95,97,115,95,117,
105,110,116,40,118,91,52,32,42,32,105,32,43,32,49,93,41,44,32,95,95,102,108,111,
97,116,95,97,115,95,117,105,110,116,40,118,91,52,32,42,32,105,32,43,32,50,93,41,
44,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,118,91,52,32,42,32,
105,32,43,32,51,93,41,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,
32,32,32,32,32,32,32,111,91,48,93,32,61,32,109,97,107,101,95,117,105,110,116,52,
40,107,116,95,113,95,112,107,40,118,91,48,93,44,32,118,91,49,93,44,32,79,68,84,
41,44,32,107,116,95,113,95,112,107,40,118,91,50,93,44,32,118,91,51,93,44,32,79,
68,84,41,44,32,107,116,95,113,95,112,107,40,118,91,52,93,44,32,118,91,53,93,44,
32,79,68,84,41,44,32,107,116,95,113,95,112,107,40,118,91,54,93,44,32,118,91,55,
93,44,32,79,68,84,41,41,59,10,32,32,32,32,32,32,32,32,111,91,49,93,32,61,
32,109,97,107,101,95,117,105,110,116,52,40,107,116,95,113,95,112,107,40,118,91,56,93,
44,32,118,91,57,93,44,32,79,68,84,41,44,32,107,116,95,113,95,112,107,40,118,91,
49,48,93,44,32,118,91,49,49,93,44,32,79,68,84,41,44,32,107,116,95,113,95,112,
107,40,118,91,49,50,93,44,32,118,91,49,51,93,44,32,79,68,84,41,44,32,107,116,
95,113,95,112,107,40,118,91,49,52,93,44,32,118,91,49,53,93,44,32,79,68,84,41,
41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,84,73,76,69,32,38,38,
32,95,95,97,108,108,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,
32,119,104,111,108,101,32,38,38,32,33,110,97,110,41,41,32,123,10,32,32,32,32,32,
32,32,32,117,105,110,116,52,32,42,111,117,116,32,61,32,40,117,105,110,116,52,32,42,
41,40,97,46,111,117,116,32,43,32,40,107,116,95,117,54,52,41,40,99,32,45,32,108,
97,110,101,41,32,42,32,40,49,54,117,32,42,32,85,41,41,59,10,32,32,32,32,32,
32,32,32,95,95,115,121,110,99,119,97,114,112,40,41,59,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,
32,106,32,61,32,48,59,32,106,32,60,32,85,59,32,106,43,43,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,117,32,61,32,
85,32,42,32,108,97,110,101,32,43,32,106,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,116,105,108,101,91,117,32,94,32,40,40,117,32,62,62,32,51,41,32,38,32,40,
85,32,45,32,49,41,41,93,32,61,32,111,91,106,93,59,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,119,97,114,112,40,41,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,85,59,32,106,
43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
105,110,116,32,117,32,61,32,51,50,32,42,32,106,32,43,32,108,97,110,101,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,111,117,116,91,117,93,32,61,32,116,105,108,101,
91,117,32,94,32,40,40,117,32,62,62,32,51,41,32,38,32,40,85,32,45,32,49,41,
41,93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,114,101,
116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,33,108,105,118,
101,41,32,114,101,116,117,114,110,59,10,32,32,32,32,105,102,32,40,95,95,98,117,105,
108,116,105,110,95,101,120,112,101,99,116,40,110,97,110,44,32,48,41,41,32,123,32,47,
42,32,116,104,101,32,101,120,97,99,116,32,78,97,78,32,111,102,32,116,104,101,32,67,
80,85,32,40,114,97,114,101,58,32,78,97,78,32,99,111,100,101,115,32,111,114,32,115,
99,97,108,101,115,41,59,32,105,110,116,101,103,101,114,32,99,111,100,101,115,32,107,101,
101,112,32,116,104,101,32,112,108,97,105,110,32,112,114,111,100,117,99,116,32,42,47,10,
32,32,32,32,32,32,32,32,105,102,32,40,67,76,83,32,61,61,32,75,84,95,68,81,
67,95,76,85,84,32,124,124,32,67,76,83,32,61,61,32,75,84,95,68,81,67,95,69,
52,77,51,32,124,124,32,67,76,83,32,61,61,32,75,84,95,68,81,67,95,69,53,77,
50,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,
110,116,32,107,105,110,100,32,61,32,40,105,110,116,41,97,46,107,105,110,100,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,
84,95,81,75,95,70,80,56,32,124,124,32,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,77,88,32,124,124,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,78,86,
70,80,52,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,
32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,41,32,118,91,106,93,32,
61,32,107,116,95,113,95,109,117,108,40,108,117,116,91,107,116,95,100,113,118,95,99,111,
100,101,60,66,73,84,83,44,32,67,76,83,62,40,107,44,32,99,44,32,106,41,93,44,
32,107,46,115,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,56,40,
97,46,111,117,116,44,32,99,32,42,32,49,54,44,32,56,44,32,79,68,84,44,32,118,
41,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,56,40,97,46,111,117,
116,44,32,99,32,42,32,49,54,32,43,32,56,44,32,56,44,32,79,68,84,44,32,118,
32,43,32,56,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,
32,32,32,125,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,117,105,110,116,52,
32,42,111,117,116,32,61,32,40,117,105,110,116,52,32,42,41,40,97,46,111,117,116,32,
43,32,40,107,116,95,117,54,52,41,99,32,42,32,40,49,54,117,32,42,32,85,41,41,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,
32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,85,59,32,
106,43,43,41,32,111,117,116,91,106,93,32,61,32,111,91,106,93,59,10,32,32,32,32,
125,10,125,10,47,42,32,69,97,99,104,32,112,97,105,114,39,115,32,108,111,97,100,115,
32,97,114,101,32,105,115,115,117,101,100,32,98,101,102,111,114,101,32,116,104,101,32,112,
114,101,118,105,111,117,115,32,112,97,105,114,32,105,115,32,119,114,105,116,116,101,110,59,
32,119,104,111,108,101,10,32,32,32,119,97,114,112,115,32,114,117,110,32,116,104,101,32,
108,111,111,112,32,40,116,104,101,32,116,105,108,101,32,110,101,101,100,115,32,97,108,108,
32,108,97,110,101,115,41,44,32,108,97,110,101,115,32,112,97,115,116,32,116,104,101,32,
101,110,100,32,99,111,109,112,117,116,101,10,32,32,32,111,110,32,122,101,114,111,32,99,
111,100,101,115,32,97,110,100,32,115,116,111,114,101,32,110,111,116,104,105,110,103,46,32,
42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,79,68,84,44,32,105,110,
116,32,66,73,84,83,44,32,105,110,116,32,67,76,83,44,32,98,111,111,108,32,84,73,
76,69,62,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,113,118,95,114,
117,110,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,99,
111,110,115,116,32,102,108,111,97,116,32,42,108,117,116,44,32,117,105,110,116,52,32,42,
116,105,108,101,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,
32,110,99,107,32,61,32,97,46,110,32,62,62,32,52,44,32,115,116,101,112,32,61,32,
40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,108,111,99,
107,68,105,109,46,120,44,32,108,97,110,101,32,61,32,116,104,114,101,97,100,73,100,120,
46,120,32,38,32,51,49,117,59,10,32,32,32,32,107,116,95,105,54,52,32,99,32,61,
32,40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,
111,99,107,68,105,109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,59,10,
32,32,32,32,107,116,95,100,113,118,95,99,104,117,110,107,32,107,48,32,61,32,123,125,
44,32,107,49,32,61,32,123,125,44,32,110,48,32,61,32,123,125,44,32,110,49,32,61,
32,123,125,59,10,32,32,32,32,105,102,32,40,99,32,60,32,110,99,107,41,32,107,116,
95,100,113,118,95,108,111,97,100,40,97,44,32,99,44,32,66,73,84,83,44,32,107,48,
41,59,10,32,32,32,32,105,102,32,40,99,32,43,32,115,116,101,112,32,60,32,110,99,
107,41,32,107,116,95,100,113,118,95,108,111,97,100,40,97,44,32,99,32,43,32,115,116,
101,112,44,32,66,73,84,83,44,32,107,49,41,59,10,32,32,32,32,102,111,114,32,40,
59,32,99,32,45,32,108,97,110,101,32,60,32,110,99,107,59,32,99,32,43,61,32,50,
32,42,32,115,116,101,112,41,32,123,32,47,42,32,119,97,114,112,45,117,110,105,102,111,
114,109,32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,
54,52,32,99,50,32,61,32,99,32,43,32,50,32,42,32,115,116,101,112,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,99,50,32,60,32,110,99,107,41,32,107,116,95,100,
113,118,95,108,111,97,100,40,97,44,32,99,50,44,32,66,73,84,83,44,32,110,48,41,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,50,32,43,32,115,116,101,112,32,
60,32,110,99,107,41,32,107,116,95,100,113,118,95,108,111,97,100,40,97,44,32,99,50,
32,43,32,115,116,101,112,44,32,66,73,84,83,44,32,110,49,41,59,10,32,32,32,32,
32,32,32,32,107,116,95,100,113,118,95,99,104,117,110,107,95,111,117,116,60,79,68,84,
44,32,66,73,84,83,44,32,67,76,83,44,32,84,73,76,69,62,40,97,44,32,108,117,
116,44,32,107,48,44,32,99,44,32,99,32,60,32,110,99,107,44,32,99,32,45,32,108,
97,110,101,32,43,32,51,49,32,60,32,110,99,107,44,32,116,105,108,101,41,59,10,32,
32,32,32,32,32,32,32,105,102,32,40,99,32,43,32,115,116,101,112,32,45,32,108,97,
110,101,32,60,32,110,99,107,41,32,107,116,95,100,113,118,95,99,104,117,110,107,95,111,
117,116,60,79,68,84,44,32,66,73,84,83,44,32,67,76,83,44,32,84,73,76,69,62,
40,97,44,32,108,117,116,44,32,107,49,44,32,99,32,43,32,115,116,101,112,44,32,99,
32,43,32,115,116,101,112,32,60,32,110,99,107,44,32,99,32,43,32,115,116,101,112,32,
45,32,108,97,110,101,32,43,32,51,49,32,60,32,110,99,107,44,32,116,105,108,101,41,
59,10,32,32,32,32,32,32,32,32,107,48,32,61,32,110,48,59,10,32,32,32,32,32,
32,32,32,107,49,32,61,32,110,49,59,10,32,32,32,32,125,10,125,10,47,42,32,84,
73,76,69,58,32,105,110,116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,47,32,
102,112,56,32,40,107,116,95,100,113,95,116,105,108,101,41,59,32,101,108,115,101,32,116,
104,101,32,98,108,111,99,107,32,107,105,110,100,115,32,40,107,116,95,100,113,41,32,42,
47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,79,68,84,44,32,98,111,111,
108,32,84,73,76,69,62,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,
113,118,95,98,105,116,115,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,
38,97,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,108,117,116,44,32,117,105,
110,116,52,32,42,116,105,108,101,41,32,123,10,32,32,32,32,99,111,110,115,116,32,105,
110,116,32,107,105,110,100,32,61,32,40,105,110,116,41,97,46,107,105,110,100,44,32,98,
105,116,115,32,61,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,
32,124,124,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,52,95,48,32,63,
32,56,32,58,32,107,116,95,113,95,98,105,116,115,40,40,105,110,116,41,97,46,101,108,
101,109,41,59,10,32,32,32,32,105,102,32,40,84,73,76,69,41,32,123,10,32,32,32,
32,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,95,65,
83,89,77,41,32,107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,
75,84,95,68,81,67,95,65,83,89,77,44,32,84,73,76,69,62,40,97,44,32,108,117,
116,44,32,116,105,108,101,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,105,
102,32,40,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,69,52,77,51,41,32,
107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,75,84,95,68,81,
67,95,69,52,77,51,44,32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,116,105,
108,101,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,
101,108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,41,32,107,116,95,100,113,
118,95,114,117,110,60,79,68,84,44,32,56,44,32,75,84,95,68,81,67,95,69,53,77,
50,44,32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,
32,32,32,32,32,32,32,32,101,108,115,101,32,107,116,95,100,113,118,95,114,117,110,60,
79,68,84,44,32,56,44,32,75,84,95,68,81,67,95,76,85,84,44,32,84,73,76,69,
62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,32,32,32,32,125,32,101,
108,115,101,32,105,102,32,40,107,105,110,100,32,61,61,32,75,84,95,81,75,95,81,52,
95,48,41,32,107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,75,
84,95,68,81,67,95,81,52,44,32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,
116,105,108,101,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,107,105,110,100,
32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,107,116,95,100,113,118,95,114,
117,110,60,79,68,84,44,32,56,44,32,75,84,95,68,81,67,95,81,56,44,32,84,73,
76,69,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,32,32,32,32,101,
108,115,101,32,105,102,32,40,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,69,
52,77,51,41,32,107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,
75,84,95,68,81,67,95,69,52,77,51,44,32,84,73,76,69,62,40,97,44,32,108,117,
116,44,32,116,105,108,101,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,97,
46,101,108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,41,32,107,116,95,100,
113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,75,84,95,68,81,67,95,69,53,
77,50,44,32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,
10,32,32,32,32,101,108,115,101,32,105,102,32,40,98,105,116,115,32,61,61,32,56,41,
32,107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,56,44,32,75,84,95,68,
81,67,95,76,85,84,44,32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,116,105,
108,101,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,98,105,116,115,32,61,
61,32,54,41,32,107,116,95,100,113,118,95,114,117,110,60,79,68,84,44,32,54,44,32,
75,84,95,68,81,67,95,76,85,84,44,32,84,73,76,69,62,40,97,44,32,108,117,116,
44,32,116,105,108,101,41,59,10,32,32,32,32,101,108,115,101,32,107,116,95,100,113,118,
95,114,117,110,60,79,68,84,44,32,52,44,32,75,84,95,68,81,67,95,76,85,84,44,
32,84,73,76,69,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,125,10,
10,47,42,32,116,104,101,32,49,54,45,98,121,116,101,32,119,111,114,100,115,32,111,102,
32,119,104,111,108,101,32,115,112,97,110,32,113,32,40,87,32,111,102,32,116,104,101,109,
41,32,105,110,116,111,32,110,120,58,32,108,97,110,101,32,108,32,104,111,108,100,115,32,
119,111,114,100,115,32,108,44,32,108,32,43,32,51,50,44,32,108,32,43,32,54,52,32,
42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,100,113,103,95,102,101,
116,99,104,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,
107,116,95,105,54,52,32,113,44,32,107,116,95,105,54,52,32,110,115,112,97,110,44,32,
107,116,95,105,54,52,32,110,98,108,107,44,32,105,110,116,32,66,44,32,117,105,110,116,
52,32,42,110,120,41,32,123,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,87,
32,61,32,50,32,42,32,66,44,32,108,97,110,101,32,61,32,40,105,110,116,41,40,116,
104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,10,32,32,32,32,99,
111,110,115,116,32,117,105,110,116,52,32,42,115,114,99,32,61,32,40,99,111,110,115,116,
32,117,105,110,116,52,32,42,41,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,
54,52,41,113,32,42,32,40,107,116,95,117,54,52,41,40,51,50,32,42,32,66,41,41,
59,10,32,32,32,32,105,102,32,40,113,32,60,32,110,115,112,97,110,32,38,38,32,40,
113,32,43,32,49,41,32,42,32,51,50,32,60,61,32,110,98,108,107,41,32,123,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,51,59,32,105,43,43,
41,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,108,97,110,101,32,43,
32,51,50,32,42,32,105,32,60,32,87,41,32,110,120,91,105,93,32,61,32,115,114,99,
91,108,97,110,101,32,43,32,51,50,32,42,32,105,93,59,10,32,32,32,32,125,10,125,
10,47,42,32,113,56,95,48,32,47,32,113,52,95,48,32,119,105,116,104,32,49,54,45,
98,121,116,101,32,97,108,105,103,110,101,100,32,98,108,111,99,107,115,32,40,107,116,95,
100,113,95,103,103,109,108,41,58,32,97,32,119,97,114,112,32,116,97,107,101,115,32,51,
50,10,32,32,32,98,108,111,99,107,115,32,40,49,48,50,52,32,101,108,101,109,101,110,
116,115,41,32,97,116,32,97,32,116,105,109,101,44,32,99,111,112,105,101,115,32,116,104,
101,105,114,32,53,55,54,32,47,32,49,48,56,56,32,98,121,116,101,115,32,105,110,116,
111,32,105,116,115,10,32,32,32,115,104,97,114,101,100,32,115,116,97,103,101,32,119,105,
116,104,32,49,54,45,98,121,116,101,32,108,111,97,100,115,32,40,116,104,101,32,110,101,
120,116,32,115,112,97,110,39,115,32,97,108,114,101,97,100,121,32,105,110,32,102,108,105,
103,104,116,41,44,32,97,110,100,10,32,32,32,101,97,99,104,32,49,54,45,98,121,116,
101,32,115,116,111,114,101,32,111,102,32,116,104,101,32,119,97,114,112,32,99,111,118,101,
114,115,32,53,49,50,32,99,111,110,116,105,103,117,111,117,115,32,111,117,116,112,117,116,
32,98,121,116,101,115,58,32,108,97,110,101,32,108,10,32,32,32,111,102,32,115,116,111,
114,101,32,115,32,119,114,105,116,101,115,32,116,104,101,32,56,32,40,102,51,50,58,32,
52,41,32,101,108,101,109,101,110,116,115,32,97,116,32,40,51,50,32,115,32,43,32,108,
41,32,42,32,56,32,40,52,41,32,111,102,32,116,104,101,10,32,32,32,115,112,97,110,
46,32,86,97,108,117,101,115,32,40,99,111,100,101,32,45,32,56,32,111,114,32,116,104,
101,32,115,105,103,110,101,100,32,99,111,100,101,41,32,116,105,109,101,115,32,100,32,97,
114,101,32,101,120,97,99,116,32,105,110,32,102,51,50,44,32,115,111,10,32,32,32,116,
104,101,32,111,110,101,32,114,111,117,110,100,105,110,103,32,105,115,32,116,104,101,32,111,
117,116,112,117,116,39,115,44,32,97,115,32,111,110,32,116,104,101,32,67,80,85,59,32,
97,32,78,97,78,32,40,97,32,78,97,78,32,111,114,32,105,110,102,105,110,105,116,101,
10,32,32,32,100,41,32,105,115,32,115,116,111,114,101,100,32,98,121,32,107,116,95,113,
95,115,116,56,44,32,97,115,32,105,110,32,116,104,101,32,99,104,117,110,107,32,112,97,
116,104,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,79,68,84,
44,32,105,110,116,32,75,73,78,68,62,32,75,84,95,68,69,86,32,118,111,105,100,32,
107,116,95,100,113,103,95,114,117,110,40,99,111,110,115,116,32,107,116,95,113,95,97,114,
103,115,32,38,97,44,32,107,116,95,117,56,32,42,115,116,97,103,101,41,32,123,10,32,
32,32,32,99,111,110,115,116,32,105,110,116,32,66,32,61,32,75,73,78,68,32,61,61,
32,75,84,95,81,75,95,81,56,95,48,32,63,32,51,52,32,58,32,49,56,44,32,79,
69,32,61,32,79,68,84,32,61,61,32,75,84,95,81,95,70,51,50,32,63,32,52,32,
58,32,56,44,32,87,32,61,32,50,32,42,32,66,44,32,108,97,110,101,32,61,32,40,
105,110,116,41,40,116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,
10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,110,98,108,107,32,61,
32,97,46,110,32,62,62,32,53,44,32,110,115,112,97,110,32,61,32,40,110,98,108,107,
32,43,32,51,49,41,32,62,62,32,53,44,32,110,119,97,114,112,32,61,32,40,40,107,
116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,108,111,99,107,68,
105,109,46,120,41,32,62,62,32,53,59,10,32,32,32,32,107,116,95,105,54,52,32,115,
112,32,61,32,40,40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,
42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,
46,120,41,32,62,62,32,53,59,10,32,32,32,32,117,105,110,116,52,32,110,120,91,51,
93,59,10,32,32,32,32,107,116,95,100,113,103,95,102,101,116,99,104,40,97,44,32,115,
112,44,32,110,115,112,97,110,44,32,110,98,108,107,44,32,66,44,32,110,120,41,59,10,
32,32,32,32,102,111,114,32,40,59,32,115,112,32,60,32,110,115,112,97,110,59,32,115,
112,32,43,61,32,110,119,97,114,112,41,32,123,32,47,42,32,119,97,114,112,45,117,110,
105,102,111,114,109,32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,
116,95,105,54,52,32,98,48,32,61,32,115,112,32,42,32,51,50,59,10,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,105,110,116,32,110,98,32,61,32,110,98,108,107,32,
45,32,98,48,32,60,32,51,50,32,63,32,40,105,110,116,41,40,110,98,108,107,32,45,
32,98,48,41,32,58,32,51,50,59,10,32,32,32,32,32,32,32,32,95,95,115,121,110,
99,119,97,114,112,40,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,110,98,32,
61,61,32,51,50,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,
32,48,59,32,105,32,60,32,51,59,32,105,43,43,41,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,105,102,32,40,108,97,110,101,32,43,32,51,50,32,42,32,
105,32,60,32,87,41,32,40,40,117,105,110,116,52,32,42,41,115,116,97,103,101,41,91,
108,97,110,101,32,43,32,51,50,32,42,32,105,93,32,61,32,110,120,91,105,93,59,10,
32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,32,47,42,32,116,104,101,32,
108,97,115,116,32,115,112,97,110,58,32,50,45,98,121,116,101,32,117,110,105,116,115,44,
32,110,111,116,104,105,110,103,32,114,101,97,100,32,112,97,115,116,32,116,104,101,32,101,
110,100,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
107,116,95,117,49,54,32,42,115,114,99,32,61,32,40,99,111,110,115,116,32,107,116,95,
117,49,54,32,42,41,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,
98,48,32,42,32,40,107,116,95,117,54,52,41,66,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,108,97,110,101,59,32,
105,32,60,32,110,98,32,42,32,66,32,47,32,50,59,32,105,32,43,61,32,51,50,41,
32,40,40,107,116,95,117,49,54,32,42,41,115,116,97,103,101,41,91,105,93,32,61,32,
115,114,99,91,105,93,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,
32,32,107,116,95,100,113,103,95,102,101,116,99,104,40,97,44,32,115,112,32,43,32,110,
119,97,114,112,44,32,110,115,112,97,110,44,32,110,98,108,107,44,32,66,44,32,110,120,
41,59,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,119,97,114,112,40,41,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,115,32,61,32,48,59,32,115,32,60,32,51,50,32,47,
32,79,69,59,32,115,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
99,111,110,115,116,32,105,110,116,32,101,32,61,32,40,51,50,32,42,32,115,32,43,32,
108,97,110,101,41,32,42,32,79,69,44,32,98,108,107,32,61,32,101,32,62,62,32,53,
44,32,106,48,32,61,32,101,32,38,32,51,49,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,105,102,32,40,98,108,107,32,62,61,32,110,98,41,32,98,114,101,97,107,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,
54,32,42,98,112,32,61,32,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,
40,115,116,97,103,101,32,43,32,98,108,107,32,42,32,66,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,47,42,32,99,111,100,101,32,98,121,116,101,115,32,91,107,44,
32,107,32,43,32,79,69,41,58,32,113,56,95,48,32,107,32,61,32,106,48,44,32,113,
52,95,48,32,107,32,61,32,106,48,32,37,32,49,54,32,40,110,105,98,98,108,101,115,
58,32,108,111,119,32,98,101,108,111,119,32,49,54,44,32,104,105,103,104,32,97,98,111,
118,101,41,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,49,54,32,42,99,112,32,61,32,98,112,32,43,32,49,32,43,32,40,
40,75,73,78,68,32,61,61,32,75,84,95,81,75,95,81,56,95,48,32,63,32,106,48,
32,58,32,106,48,32,38,32,49,53,41,32,62,62,32,49,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,100,32,61,32,107,
116,95,102,49,54,95,116,111,95,102,51,50,40,98,112,91,48,93,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,50,93,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,98,111,111,108,32,110,97,110,32,61,32,102,97,108,
115,101,59,10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,48,93,32,61,32,99,
112,91,48,93,32,124,32,40,40,107,116,95,117,51,50,41,99,112,91,49,93,32,60,60,
32,49,54,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,49,93,32,61,
32,79,69,32,61,61,32,56,32,63,32,99,112,91,50,93,32,124,32,40,40,107,116,95,
117,51,50,41,99,112,91,51,93,32,60,60,32,49,54,41,32,58,32,48,117,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,79,69,
59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,107,116,95,117,51,50,32,98,121,116,101,32,61,32,40,119,91,
106,32,62,62,32,50,93,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,
41,32,38,32,50,53,53,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,102,108,111,97,116,32,99,32,61,32,75,73,78,68,32,61,
61,32,75,84,95,81,75,95,81,56,95,48,32,63,32,40,102,108,111,97,116,41,40,115,
105,103,110,101,100,32,99,104,97,114,41,98,121,116,101,32,58,32,40,102,108,111,97,116,
41,40,105,110,116,41,40,40,106,48,32,62,61,32,49,54,32,63,32,98,121,116,101,32,
62,62,32,52,32,58,32,98,121,116,101,41,32,38,32,49,53,117,41,32,45,32,56,46,
48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,91,106,93,
32,61,32,95,95,102,109,117,108,95,114,110,40,99,44,32,100,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,110,97,110,32,124,61,32,118,91,106,93,32,
33,61,32,118,91,106,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,
111,101,32,61,32,98,48,32,42,32,51,50,32,43,32,101,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,105,102,32,40,95,95,98,117,105,108,116,105,110,95,101,120,112,101,
99,116,40,110,97,110,44,32,48,41,41,32,107,116,95,113,95,115,116,56,40,97,46,111,
117,116,44,32,111,101,44,32,79,69,44,32,79,68,84,44,32,118,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,79,68,84,32,61,61,
32,75,84,95,81,95,70,51,50,41,32,42,40,102,108,111,97,116,52,32,42,41,40,97,
46,111,117,116,32,43,32,40,107,116,95,117,54,52,41,111,101,32,42,32,52,117,41,32,
61,32,109,97,107,101,95,102,108,111,97,116,52,40,118,91,48,93,44,32,118,91,49,93,
44,32,118,91,50,93,44,32,118,91,51,93,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,101,108,115,101,32,42,40,117,105,110,116,52,32,42,41,40,97,46,111,117,116,
32,43,32,40,107,116,95,117,54,52,41,111,101,32,42,32,50,117,41,32,61,32,109,97,
107,101,95,117,105,110,116,52,40,107,116,95,113,95,112,107,40,118,91,48,93,44,32,118,
91,49,93,44,32,79,68,84,41,44,32,107,116,95,113,95,112,107,40,118,91,50,93,44,
32,118,91,51,93,44,32,79,68,84,41,44,32,107,116,95,113,95,112,107,40,118,91,52,
93,44,32,118,91,53,93,44,32,79,68,84,41,44,32,107,116,95,113,95,112,107,40,118,
91,54,93,44,32,118,91,55,93,44,32,79,68,84,41,41,59,10,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,125,10,125,10,10,47,42,32,45,45,45,45,32,102,112,56,
32,99,97,115,116,115,32,40,107,116,111,114,99,104,95,116,101,110,115,111,114,95,99,111,
112,121,32,98,101,116,119,101,101,110,32,102,51,50,47,102,49,54,47,98,102,49,54,47,
102,112,56,41,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,115,
116,114,117,99,116,32,107,116,95,113,95,99,97,115,116,95,97,114,103,115,32,123,10,32,
32,32,32,107,116,95,117,54,52,32,115,114,99,44,32,100,115,116,59,10,32,32,32,32,
107,116,95,105,54,52,32,115,104,97,112,101,91,52,93,44,32,115,115,91,52,93,44,32,
100,115,91,52,93,59,10,32,32,32,32,107,116,95,105,54,52,32,110,44,32,115,114,99,
95,100,116,121,112,101,44,32,100,115,116,95,100,116,121,112,101,44,32,115,97,116,117,114,
97,116,101,44,32,99,111,110,116,105,103,117,111,117,115,59,10,32,32,32,32,107,116,95,
105,54,52,32,118,101,99,59,32,47,42,32,102,108,111,97,116,32,45,62,32,102,112,56,
44,32,98,111,116,104,32,97,100,100,114,101,115,115,101,115,32,49,54,45,98,121,116,101,
32,97,108,105,103,110,101,100,58,32,49,54,45,101,108,101,109,101,110,116,32,118,101,99,
116,111,114,115,32,42,47,10,125,59,10,75,84,95,68,69,86,32,118,111,105,100,32,107,
116,95,113,95,99,97,115,116,95,115,116,111,114,101,40,107,116,95,117,54,52,32,112,44,
32,107,116,95,105,54,52,32,105,44,32,105,110,116,32,100,116,44,32,102,108,111,97,116,
32,120,44,32,105,110,116,32,115,97,116,41,32,123,10,32,32,32,32,105,102,32,40,100,
116,32,61,61,32,75,84,95,81,95,70,51,50,41,32,40,40,102,108,111,97,116,32,42,
41,112,41,91,105,93,32,61,32,120,59,10,32,32,32,32,101,108,115,101,32,105,102,32,
40,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,40,40,107,116,95,117,49,
54,32,42,41,112,41,91,105,93,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,
54,40,120,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,100,116,32,61,61,
32,75,84,95,81,95,66,70,49,54,41,32,40,40,107,116,95,117,49,54,32,42,41,112,
41,91,105,93,32,61,32,107,116,95,102,51,50,95,116,111,95,98,102,49,54,40,120,41,
59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,100,116,32,61,61,32,75,84,95,
81,95,69,52,77,51,41,32,40,40,107,116,95,117,56,32,42,41,112,41,91,105,93,32,
61,32,107,116,95,102,51,50,95,116,111,95,101,52,109,51,40,120,44,32,115,97,116,41,
59,10,32,32,32,32,101,108,115,101,32,40,40,107,116,95,117,56,32,42,41,112,41,91,
105,93,32,61,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,40,120,44,32,115,
97,116,41,59,10,125,10,47,42,32,117,110,105,116,58,32,49,54,32,101,108,101,109,101,
110,116,115,32,102,51,50,47,102,49,54,47,98,102,49,54,32,45,62,32,102,112,56,44,
32,97,108,105,103,110,101,100,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,
107,116,95,113,95,99,97,115,116,49,54,40,99,111,110,115,116,32,107,116,95,113,95,99,
97,115,116,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,117,41,32,123,
10,32,32,32,32,105,110,116,32,115,100,32,61,32,40,105,110,116,41,97,46,115,114,99,
95,100,116,121,112,101,44,32,101,53,32,61,32,97,46,100,115,116,95,100,116,121,112,101,
32,61,61,32,75,84,95,81,95,69,53,77,50,44,32,115,97,116,32,61,32,40,105,110,
116,41,97,46,115,97,116,117,114,97,116,101,44,32,106,59,10,32,32,32,32,107,116,95,
105,54,52,32,105,48,32,61,32,117,32,42,32,49,54,59,10,32,32,32,32,105,110,116,
32,110,32,61,32,97,46,110,32,45,32,105,48,32,60,32,49,54,32,63,32,40,105,110,
116,41,40,97,46,110,32,45,32,105,48,41,32,58,32,49,54,59,10,32,32,32,32,102,
108,111,97,116,32,118,91,49,54,93,59,10,32,32,32,32,107,116,95,117,51,50,32,98,
105,103,32,61,32,48,44,32,108,105,109,32,61,32,107,116,95,113,95,102,56,108,105,109,
40,101,53,41,44,32,119,91,52,93,32,61,32,123,48,117,44,32,48,117,44,32,48,117,
44,32,48,117,125,59,10,32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,115,114,
99,44,32,105,48,44,32,110,44,32,115,100,44,32,118,41,59,10,32,32,32,32,107,116,
95,113,95,108,100,56,40,97,46,115,114,99,44,32,105,48,32,43,32,56,44,32,110,32,
45,32,56,32,60,32,48,32,63,32,48,32,58,32,110,32,45,32,56,44,32,115,100,44,
32,118,32,43,32,56,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,
106,43,43,41,32,98,105,103,32,124,61,32,40,95,95,102,108,111,97,116,95,97,115,95,
117,105,110,116,40,118,91,106,93,41,32,38,32,48,120,55,102,102,102,102,102,102,102,117,
41,32,62,61,32,108,105,109,59,10,32,32,32,32,105,102,32,40,33,98,105,103,41,32,
123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,
32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,32,43,
61,32,50,41,32,119,91,106,32,62,62,32,50,93,32,124,61,32,107,116,95,113,95,102,
56,120,50,40,118,91,106,93,44,32,118,91,106,32,43,32,49,93,44,32,101,53,41,32,
60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,125,32,
101,108,115,101,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,49,54,
59,32,106,43,43,41,32,119,91,106,32,62,62,32,50,93,32,124,61,32,40,107,116,95,
117,51,50,41,40,101,53,32,63,32,107,116,95,102,51,50,95,116,111,95,101,53,109,50,
40,118,91,106,93,44,32,115,97,116,41,32,58,32,107,116,95,102,51,50,95,116,111,95,
101,52,109,51,40,118,91,106,93,44,32,115,97,116,41,41,32,60,60,32,40,56,32,42,
32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,
40,110,32,61,61,32,49,54,41,32,123,10,32,32,32,32,32,32,32,32,42,40,117,105,
110,116,52,32,42,41,40,97,46,100,115,116,32,43,32,40,107,116,95,117,54,52,41,105,
48,41,32,61,32,109,97,107,101,95,117,105,110,116,52,40,119,91,48,93,44,32,119,91,
49,93,44,32,119,91,50,93,44,32,119,91,51,93,41,59,10,32,32,32,32,125,32,101,
108,115,101,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,
32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,49,54,59,
32,106,43,43,41,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,106,32,
60,32,110,41,32,40,40,107,116,95,117,56,32,42,41,97,46,100,115,116,41,91,105,48,
32,43,32,106,93,32,61,32,40,107,116,95,117,56,41,40,119,91,106,32,62,62,32,50,
93,32,62,62,32,40,56,32,42,32,40,106,32,38,32,51,41,41,41,59,10,32,32,32,
32,125,10,125,10,47,42,32,117,110,105,116,58,32,56,32,101,108,101,109,101,110,116,115,
32,40,99,111,110,116,105,103,117,111,117,115,41,32,111,114,32,111,110,101,32,101,108,101,
109,101,110,116,32,40,115,116,114,105,100,101,100,41,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,113,95,99,97,115,116,95,117,110,105,116,40,99,111,110,
115,116,32,107,116,95,113,95,99,97,115,116,95,97,114,103,115,32,38,97,44,32,107,116,
95,105,54,52,32,117,41,32,123,10,32,32,32,32,105,110,116,32,115,100,32,61,32,40,
105,110,116,41,97,46,115,114,99,95,100,116,121,112,101,44,32,100,100,32,61,32,40,105,
110,116,41,97,46,100,115,116,95,100,116,121,112,101,44,32,115,97,116,32,61,32,40,105,
110,116,41,97,46,115,97,116,117,114,97,116,101,44,32,106,59,10,32,32,32,32,105,102,
32,40,97,46,99,111,110,116,105,103,117,111,117,115,41,32,123,10,32,32,32,32,32,32,
32,32,107,116,95,105,54,52,32,105,48,32,61,32,117,32,42,32,56,59,10,32,32,32,
32,32,32,32,32,105,110,116,32,110,32,61,32,97,46,110,32,45,32,105,48,32,60,32,
56,32,63,32,40,105,110,116,41,40,97,46,110,32,45,32,105,48,41,32,58,32,56,59,
10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,91,56,93,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,115,100,32,61,61,32,75,84,95,81,95,69,52,77,51,
32,124,124,32,115,100,32,61,61,32,75,84,95,81,95,69,53,77,50,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,108,111,44,32,104,105,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,98,40,
97,46,115,114,99,32,43,32,40,107,116,95,117,54,52,41,105,48,44,32,110,44,32,108,
111,44,32,104,105,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,
32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,107,116,95,117,51,50,32,99,32,61,32,40,40,106,32,60,32,52,32,
63,32,108,111,32,58,32,104,105,41,32,62,62,32,40,56,32,42,32,40,106,32,38,32,
51,41,41,41,32,38,32,50,53,53,117,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,118,91,106,93,32,61,32,115,100,32,61,61,32,75,84,95,81,95,69,
52,77,51,32,63,32,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,99,41,32,
58,32,107,116,95,101,53,109,50,95,116,111,95,102,51,50,40,99,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,32,101,108,115,
101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,
40,97,46,115,114,99,44,32,105,48,44,32,110,44,32,115,100,44,32,118,41,59,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,105,102,32,40,100,100,32,
61,61,32,75,84,95,81,95,69,52,77,51,32,124,124,32,100,100,32,61,61,32,75,84,
95,81,95,69,53,77,50,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,117,51,50,32,119,91,50,93,32,61,32,123,48,117,44,32,48,117,125,59,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,
41,32,119,91,106,32,62,62,32,50,93,32,124,61,32,40,107,116,95,117,51,50,41,40,
100,100,32,61,61,32,75,84,95,81,95,69,52,77,51,32,63,32,107,116,95,102,51,50,
95,116,111,95,101,52,109,51,40,118,91,106,93,44,32,115,97,116,41,32,58,32,107,116,
95,102,51,50,95,116,111,95,101,53,109,50,40,118,91,106,93,44,32,115,97,116,41,41,
32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,113,95,115,116,56,98,40,97,46,100,115,116,32,43,
32,40,107,116,95,117,54,52,41,105,48,44,32,119,91,48,93,44,32,119,91,49,93,44,
32,110,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,56,40,97,46,100,115,116,
44,32,105,48,44,32,110,44,32,100,100,44,32,118,41,59,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,
10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,114,101,
109,32,61,32,117,44,32,115,111,32,61,32,48,44,32,100,111,102,32,61,32,48,59,10,
32,32,32,32,32,32,32,32,105,110,116,32,100,59,10,32,32,32,32,32,32,32,32,102,
111,114,32,40,100,32,61,32,51,59,32,100,32,62,61,32,48,59,32,100,45,45,41,32,
123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,99,32,61,
32,114,101,109,32,37,32,97,46,115,104,97,112,101,91,100,93,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,114,101,109,32,47,61,32,97,46,115,104,97,112,101,91,100,93,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,115,111,32,43,61,32,99,32,42,32,
97,46,115,115,91,100,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,100,111,102,
32,43,61,32,99,32,42,32,97,46,100,115,91,100,93,59,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,107,116,95,113,95,99,97,115,116,95,115,116,111,
114,101,40,97,46,100,115,116,44,32,100,111,102,44,32,100,100,44,32,107,116,95,113,95,
108,100,40,97,46,115,114,99,44,32,115,111,44,32,115,100,41,44,32,115,97,116,41,59,
10,32,32,32,32,125,10,125,10,10,47,42,32,80,101,114,45,116,101,110,115,111,114,32,
115,116,97,116,105,115,116,105,99,115,32,105,110,32,49,54,45,101,108,101,109,101,110,116,
32,117,110,105,116,115,44,32,116,119,111,32,112,101,114,32,105,116,101,114,97,116,105,111,
110,44,32,109,105,110,47,109,97,120,32,111,110,10,32,32,32,112,97,99,107,101,100,32,
112,97,105,114,115,32,40,98,102,49,54,120,50,32,47,32,102,49,54,120,50,59,32,78,
97,78,32,111,112,101,114,97,110,100,115,32,105,103,110,111,114,101,100,44,32,97,32,116,
104,105,114,100,32,78,97,78,45,107,101,101,112,105,110,103,10,32,32,32,109,97,120,32,
102,105,110,100,115,32,78,97,78,41,46,32,82,101,116,117,114,110,115,32,48,32,119,104,
101,110,32,116,104,105,115,32,116,104,114,101,97,100,32,115,97,119,32,78,97,78,47,73,
110,102,58,32,116,104,101,32,99,97,108,108,101,114,32,116,104,101,110,10,32,32,32,114,
101,100,111,101,115,32,105,116,115,32,117,110,105,116,115,32,119,105,116,104,32,107,116,95,
113,95,115,116,97,116,115,95,117,110,105,116,32,40,114,101,106,101,99,116,101,100,32,114,
111,119,115,44,32,102,105,110,105,116,101,45,111,110,108,121,32,107,101,121,115,41,46,10,
32,32,32,78,101,101,100,115,32,110,32,37,32,49,54,32,61,61,32,48,32,97,110,100,
32,97,32,49,54,45,98,121,116,101,32,97,108,105,103,110,101,100,32,120,46,32,42,47,
10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,109,110,50,40,
107,116,95,117,51,50,32,97,44,32,107,116,95,117,51,50,32,98,44,32,105,110,116,32,
98,102,44,32,105,110,116,32,109,120,44,32,105,110,116,32,107,101,101,112,110,97,110,41,
32,123,10,32,32,32,32,107,116,95,117,51,50,32,114,59,10,35,105,102,32,100,101,102,
105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,10,32,32,32,32,
105,102,32,40,98,102,41,32,123,10,32,32,32,32,32,32,32,32,105,102,32,40,107,101,
101,112,110,97,110,41,32,97,115,109,40,34,109,97,120,46,78,97,78,46,98,102,49,54,
120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,114,
41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,40,98,41,41,59,10,32,32,32,
32,32,32,32,32,101,108,115,101,32,105,102,32,40,109,120,41,32,97,115,109,40,34,109,
97,120,46,98,102,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,
32,34,61,114,34,40,114,41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,40,98,
41,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,97,115,109,40,34,109,105,
110,46,98,102,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,
34,61,114,34,40,114,41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,40,98,41,
41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,
105,102,32,40,107,101,101,112,110,97,110,41,32,97,115,109,40,34,109,97,120,46,78,97,
78,46,102,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,
61,114,34,40,114,41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,40,98,41,41,
59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,109,120,41,32,97,
115,109,40,34,109,97,120,46,102,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,
59,34,32,58,32,34,61,114,34,40,114,41,32,58,32,34,114,34,40,97,41,44,32,34,
114,34,40,98,41,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,97,115,109,
40,34,109,105,110,46,102,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,
32,58,32,34,61,114,34,40,114,41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,
40,98,41,41,59,10,32,32,32,32,125,10,35,101,110,100,105,102,10,32,32,32,32,114,
101,116,117,114,110,32,114,59,10,125,10,47,42,32,49,54,32,98,121,116,101,115,32,111,
102,32,120,32,97,116,32,112,59,32,101,118,105,99,116,45,102,105,114,115,116,32,105,110,
32,76,50,32,119,104,101,110,32,102,105,114,115,116,32,40,115,109,95,56,48,32,111,110,
41,32,42,47,10,75,84,95,68,69,86,32,117,105,110,116,52,32,107,116,95,113,95,108,
100,95,115,116,114,101,97,109,40,99,111,110,115,116,32,117,105,110,116,52,32,42,112,44,
32,107,116,95,117,54,52,32,112,111,108,105,99,121,44,32,98,111,111,108,32,102,105,114,
115,116,41,32,123,10,32,32,32,32,117,105,110,116,52,32,114,59,10,35,105,102,32,100,
101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,32,38,38,
32,95,95,67,85,68,65,95,65,82,67,72,95,95,32,62,61,32,56,48,48,10,32,32,
32,32,105,102,32,40,102,105,114,115,116,41,32,123,10,32,32,32,32,32,32,32,32,97,
115,109,40,34,108,100,46,103,108,111,98,97,108,46,110,99,46,76,50,58,58,99,97,99,
104,101,95,104,105,110,116,46,118,52,46,117,51,50,32,123,37,48,44,32,37,49,44,32,
37,50,44,32,37,51,125,44,32,91,37,52,93,44,32,37,53,59,34,32,58,32,34,61,
114,34,40,114,46,120,41,44,32,34,61,114,34,40,114,46,121,41,44,32,34,61,114,34,
40,114,46,122,41,44,32,34,61,114,34,40,114,46,119,41,32,58,32,34,108,34,40,112,
41,44,32,34,108,34,40,112,111,108,105,99,121,41,41,59,10,32,32,32,32,32,32,32,
32,114,101,116,117,114,110,32,114,59,10,32,32,32,32,125,10,35,101,110,100,105,102,10,
32,32,32,32,114,32,61,32,42,112,59,10,32,32,32,32,114,101,116,117,114,110,32,114,
59,10,125,10,47,42,32,84,104,101,32,115,116,97,116,105,115,116,105,99,115,32,111,102,
32,116,104,101,32,112,97,99,107,101,100,32,112,97,116,104,32,119,97,108,107,32,120,32,
102,114,111,109,32,105,116,115,32,101,110,100,58,32,116,104,101,32,99,111,100,101,32,112,
97,115,115,10,32,32,32,115,116,97,114,116,115,32,97,116,32,116,104,101,32,102,114,111,
110,116,44,32,97,110,100,32,116,104,101,32,102,114,111,110,116,39,115,32,102,105,114,115,
116,32,97,46,107,101,101,112,32,98,121,116,101,115,44,32,114,101,97,100,32,108,97,115,
116,32,97,110,100,32,97,116,10,32,32,32,110,111,114,109,97,108,32,112,114,105,111,114,
105,116,121,44,32,97,114,101,32,115,116,105,108,108,32,105,110,32,76,50,32,102,111,114,
32,105,116,46,32,42,47,10,75,84,95,68,69,86,32,98,111,111,108,32,107,116,95,113,
95,115,116,97,116,115,95,102,97,115,116,40,99,111,110,115,116,32,107,116,95,113,95,97,
114,103,115,32,38,97,44,32,107,116,95,117,51,50,32,38,110,101,103,44,32,107,116,95,
117,51,50,32,38,112,111,115,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,
95,105,54,52,32,110,117,32,61,32,97,46,110,32,62,62,32,52,44,32,115,116,101,112,
32,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,
108,111,99,107,68,105,109,46,120,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,
32,100,116,32,61,32,40,105,110,116,41,97,46,120,100,116,59,10,32,32,32,32,107,116,
95,117,54,52,32,112,111,108,105,99,121,32,61,32,48,59,10,32,32,32,32,102,108,111,
97,116,32,109,110,44,32,109,120,59,10,32,32,32,32,98,111,111,108,32,98,97,100,59,
10,35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,
95,95,41,32,38,38,32,95,95,67,85,68,65,95,65,82,67,72,95,95,32,62,61,32,
56,48,48,10,32,32,32,32,97,115,109,40,34,99,114,101,97,116,101,112,111,108,105,99,
121,46,102,114,97,99,116,105,111,110,97,108,46,76,50,58,58,101,118,105,99,116,95,102,
105,114,115,116,46,98,54,52,32,37,48,44,32,49,46,48,59,34,32,58,32,34,61,108,
34,40,112,111,108,105,99,121,41,41,59,10,35,101,110,100,105,102,10,32,32,32,32,105,
102,32,40,100,116,32,61,61,32,75,84,95,81,95,70,51,50,41,32,123,10,32,32,32,
32,32,32,32,32,102,108,111,97,116,32,108,111,32,61,32,48,46,48,102,44,32,104,105,
32,61,32,48,46,48,102,44,32,110,110,32,61,32,48,46,48,102,59,10,32,32,32,32,
32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,117,32,61,32,40,107,116,95,
105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,
109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,59,32,117,32,60,32,110,
117,59,32,117,32,43,61,32,115,116,101,112,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,114,32,61,32,110,117,32,
45,32,49,32,45,32,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,117,105,110,116,52,32,42,112,32,61,32,40,99,111,110,115,116,32,117,105,110,
116,52,32,42,41,40,97,46,120,32,43,32,40,107,116,95,117,54,52,41,114,32,42,32,
54,52,117,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,52,
32,118,91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,
59,32,105,32,60,32,52,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,117,105,110,116,52,32,119,32,61,32,
107,116,95,113,95,108,100,95,115,116,114,101,97,109,40,112,32,43,32,105,44,32,112,111,
108,105,99,121,44,32,114,32,42,32,54,52,32,62,61,32,97,46,107,101,101,112,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,91,105,93,32,61,32,
109,97,107,101,95,102,108,111,97,116,52,40,95,95,117,105,110,116,95,97,115,95,102,108,
111,97,116,40,119,46,120,41,44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,
116,40,119,46,121,41,44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,
119,46,122,41,44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,119,46,
119,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,52,59,32,105,43,43,
41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,108,111,32,61,
32,102,109,105,110,102,40,102,109,105,110,102,40,108,111,44,32,118,91,105,93,46,120,41,
44,32,102,109,105,110,102,40,118,91,105,93,46,121,44,32,102,109,105,110,102,40,118,91,
105,93,46,122,44,32,118,91,105,93,46,119,41,41,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,104,105,32,61,32,102,109,97,120,102,40,102,109,97,120,
102,40,104,105,44,32,118,91,105,93,46,120,41,44,32,102,109,97,120,102,40,118,91,105,
93,46,121,44,32,102,109,97,120,102,40,118,91,105,93,46,122,44,32,118,91,105,93,46,
119,41,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,110,110,
32,43,61,32,40,118,91,105,93,46,120,32,43,32,118,91,105,93,46,121,41,32,43,32,
40,118,91,105,93,46,122,32,43,32,118,91,105,93,46,119,41,59,32,47,42,32,78,97,
78,32,40,111,114,32,73,110,102,41,32,112,114,111,112,97,103,97,116,101,115,32,42,47,
10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,109,110,32,61,32,108,111,59,10,32,32,32,32,32,32,
32,32,109,120,32,61,32,104,105,59,10,32,32,32,32,32,32,32,32,98,97,100,32,61,
32,33,107,116,95,113,95,102,105,110,105,116,101,40,110,110,41,32,124,124,32,33,107,116,
95,113,95,102,105,110,105,116,101,40,108,111,41,32,124,124,32,33,107,116,95,113,95,102,
105,110,105,116,101,40,104,105,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,98,102,32,61,32,100,
116,32,61,61,32,75,84,95,81,95,66,70,49,54,59,10,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,108,111,32,61,32,48,117,44,32,104,105,32,61,32,48,117,44,
32,110,110,32,61,32,48,117,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,107,
116,95,105,54,52,32,117,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,107,73,
100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,114,101,
97,100,73,100,120,46,120,59,32,117,32,60,32,110,117,59,32,117,32,43,61,32,50,32,
42,32,115,116,101,112,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,98,111,111,108,32,116,119,111,32,61,32,117,32,43,32,115,116,101,112,32,
60,32,110,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
107,116,95,105,54,52,32,114,32,61,32,110,117,32,45,32,49,32,45,32,117,44,32,114,
50,32,61,32,114,32,45,32,115,116,101,112,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,117,105,110,116,52,32,42,112,32,61,32,40,99,111,110,115,
116,32,117,105,110,116,52,32,42,41,40,97,46,120,32,43,32,40,107,116,95,117,54,52,
41,114,32,42,32,51,50,117,41,44,32,42,113,32,61,32,40,99,111,110,115,116,32,117,
105,110,116,52,32,42,41,40,97,46,120,32,43,32,40,107,116,95,117,54,52,41,114,50,
32,42,32,51,50,117,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,117,105,110,
116,52,32,119,91,52,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,48,
93,32,61,32,107,116,95,113,95,108,100,95,115,116,114,101,97,109,40,112,44,32,112,111,
108,105,99,121,44,32,114,32,42,32,51,50,32,62,61,32,97,46,107,101,101,112,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,49,93,32,61,32,107,116,95,113,
95,108,100,95,115,116,114,101,97,109,40,112,32,43,32,49,44,32,112,111,108,105,99,121,
44,32,114,32,42,32,51,50,32,62,61,32,97,46,107,101,101,112,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,119,91,50,93,32,61,32,116,119,111,32,63,32,107,116,
95,113,95,108,100,95,115,116,114,101,97,109,40,113,44,32,112,111,108,105,99,121,44,32,
114,50,32,42,32,51,50,32,62,61,32,97,46,107,101,101,112,41,32,58,32,109,97,107,
101,95,117,105,110,116,52,40,48,117,44,32,48,117,44,32,48,117,44,32,48,117,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,119,91,51,93,32,61,32,116,119,111,32,
63,32,107,116,95,113,95,108,100,95,115,116,114,101,97,109,40,113,32,43,32,49,44,32,
112,111,108,105,99,121,44,32,114,50,32,42,32,51,50,32,62,61,32,97,46,107,101,101,
112,41,32,58,32,109,97,107,101,95,117,105,110,116,52,40,48,117,44,32,48,117,44,32,
48,117,44,32,48,117,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,
32,48,59,32,105,32,60,32,52,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,108,111,32,61,32,107,116,95,113,95,109,110,50,40,
107,116,95,113,95,109,110,50,40,108,111,44,32,119,91,105,93,46,120,44,32,98,102,44,
32,48,44,32,48,41,44,32,107,116,95,113,95,109,110,50,40,119,91,105,93,46,121,44,
32,107,116,95,113,95,109,110,50,40,119,91,105,93,46,122,44,32,119,91,105,93,46,119,
44,32,98,102,44,32,48,44,32,48,41,44,32,98,102,44,32,48,44,32,48,41,44,32,
98,102,44,32,48,44,32,48,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,104,105,32,61,32,107,116,95,113,95,109,110,50,40,107,116,95,113,95,109,110,
50,40,104,105,44,32,119,91,105,93,46,120,44,32,98,102,44,32,49,44,32,48,41,44,
32,107,116,95,113,95,109,110,50,40,119,91,105,93,46,121,44,32,107,116,95,113,95,109,
110,50,40,119,91,105,93,46,122,44,32,119,91,105,93,46,119,44,32,98,102,44,32,49,
44,32,48,41,44,32,98,102,44,32,49,44,32,48,41,44,32,98,102,44,32,49,44,32,
48,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,110,110,32,61,
32,107,116,95,113,95,109,110,50,40,107,116,95,113,95,109,110,50,40,110,110,44,32,119,
91,105,93,46,120,44,32,98,102,44,32,49,44,32,49,41,44,32,107,116,95,113,95,109,
110,50,40,119,91,105,93,46,121,44,32,107,116,95,113,95,109,110,50,40,119,91,105,93,
46,122,44,32,119,91,105,93,46,119,44,32,98,102,44,32,49,44,32,49,41,44,32,98,
102,44,32,49,44,32,49,41,44,32,98,102,44,32,49,44,32,49,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,
32,32,32,32,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,
32,108,48,44,32,108,49,44,32,104,48,44,32,104,49,44,32,110,48,44,32,110,49,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,
49,54,40,108,111,44,32,100,116,44,32,108,48,44,32,108,49,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,104,105,
44,32,100,116,44,32,104,48,44,32,104,49,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,113,95,117,110,112,97,99,107,49,54,40,110,110,44,32,100,116,44,
32,110,48,44,32,110,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,109,110,
32,61,32,102,109,105,110,102,40,108,48,44,32,108,49,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,109,120,32,61,32,102,109,97,120,102,40,104,48,44,32,104,49,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,98,97,100,32,61,32,33,107,116,95,
113,95,102,105,110,105,116,101,40,110,48,41,32,124,124,32,33,107,116,95,113,95,102,105,
110,105,116,101,40,110,49,41,32,124,124,32,33,107,116,95,113,95,102,105,110,105,116,101,
40,109,110,41,32,124,124,32,33,107,116,95,113,95,102,105,110,105,116,101,40,109,120,41,
59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,32,32,32,105,102,
32,40,98,97,100,41,32,114,101,116,117,114,110,32,102,97,108,115,101,59,10,32,32,32,
32,110,101,103,32,61,32,109,110,32,60,32,48,46,48,102,32,63,32,95,95,102,108,111,
97,116,95,97,115,95,117,105,110,116,40,45,109,110,41,32,58,32,48,117,59,10,32,32,
32,32,112,111,115,32,61,32,109,120,32,62,32,48,46,48,102,32,63,32,95,95,102,108,
111,97,116,95,97,115,95,117,105,110,116,40,109,120,41,32,58,32,48,117,59,10,32,32,
32,32,114,101,116,117,114,110,32,116,114,117,101,59,10,125,10,10,47,42,32,67,111,100,
101,115,32,105,110,32,49,54,45,101,108,101,109,101,110,116,32,117,110,105,116,115,44,32,
116,119,111,32,112,101,114,32,105,116,101,114,97,116,105,111,110,32,40,110,32,37,32,49,
54,32,61,61,32,48,44,32,120,32,97,110,100,32,100,97,116,97,10,32,32,32,49,54,
45,98,121,116,101,32,97,108,105,103,110,101,100,41,44,32,111,110,101,32,115,99,97,108,
101,32,112,101,114,32,117,110,105,116,58,32,112,101,114,32,116,101,110,115,111,114,32,40,
97,46,115,100,105,118,32,61,61,32,48,41,32,111,114,32,112,101,114,10,32,32,32,99,
104,97,110,110,101,108,32,111,102,102,32,116,104,101,32,108,97,115,116,32,97,120,105,115,
44,32,101,97,99,104,32,99,104,97,110,110,101,108,32,97,32,114,117,110,32,111,102,32,
97,46,115,100,105,118,32,101,108,101,109,101,110,116,115,10,32,32,32,40,97,32,109,117,
108,116,105,112,108,101,32,111,102,32,49,54,41,32,114,101,112,101,97,116,105,110,103,32,
101,118,101,114,121,32,97,46,115,109,111,100,32,114,117,110,115,46,32,42,47,10,75,84,
95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,117,110,105,116,95,115,99,97,108,
101,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,
95,105,54,52,32,117,44,32,102,108,111,97,116,32,38,109,44,32,105,110,116,32,38,122,
41,32,123,10,32,32,32,32,105,102,32,40,97,46,102,117,115,101,41,32,114,101,116,117,
114,110,59,32,47,42,32,112,101,114,32,116,101,110,115,111,114,58,32,109,32,97,110,100,
32,122,32,115,101,116,32,111,110,99,101,32,42,47,10,32,32,32,32,99,111,110,115,116,
32,102,108,111,97,116,32,42,109,117,108,32,61,32,40,99,111,110,115,116,32,102,108,111,
97,116,32,42,41,40,97,46,115,99,114,32,43,32,56,117,32,42,32,40,107,116,95,117,
54,52,41,97,46,110,115,99,41,59,10,32,32,32,32,107,116,95,105,54,52,32,99,32,
61,32,48,59,10,32,32,32,32,105,102,32,40,97,46,115,100,105,118,41,32,123,10,32,
32,32,32,32,32,32,32,99,32,61,32,107,116,95,113,95,100,105,118,40,49,54,32,42,
32,117,44,32,97,46,115,100,105,118,41,59,10,32,32,32,32,32,32,32,32,99,32,45,
61,32,107,116,95,113,95,100,105,118,40,99,44,32,97,46,115,109,111,100,41,32,42,32,
97,46,115,109,111,100,59,10,32,32,32,32,125,10,32,32,32,32,109,32,61,32,109,117,
108,91,99,93,59,10,32,32,32,32,122,32,61,32,97,46,122,112,32,63,32,40,40,99,
111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,122,112,41,91,99,93,32,58,32,
48,59,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,101,110,
99,111,100,101,95,102,97,115,116,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,
115,32,38,97,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,
32,110,117,32,61,32,97,46,110,32,62,62,32,52,44,32,115,116,101,112,32,61,32,40,
107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,108,111,99,107,
68,105,109,46,120,59,10,32,32,32,32,102,108,111,97,116,32,109,32,61,32,48,46,48,
102,59,10,32,32,32,32,105,110,116,32,122,32,61,32,48,59,10,32,32,32,32,105,102,
32,40,97,46,102,117,115,101,41,32,123,32,47,42,32,101,118,101,114,121,32,116,104,114,
101,97,100,32,116,97,107,101,115,32,116,104,101,32,111,110,101,32,115,99,97,108,101,32,
102,114,111,109,32,116,104,101,32,107,101,121,115,59,32,116,104,101,32,102,105,114,115,116,
32,119,114,105,116,101,115,32,105,116,32,42,47,10,32,32,32,32,32,32,32,32,102,108,
111,97,116,32,115,59,10,32,32,32,32,32,32,32,32,107,116,95,117,56,32,122,98,59,
10,32,32,32,32,32,32,32,32,107,116,95,113,95,115,99,97,108,101,95,111,102,40,97,
44,32,48,44,32,115,44,32,109,44,32,122,98,41,59,10,32,32,32,32,32,32,32,32,
122,32,61,32,122,98,59,10,32,32,32,32,32,32,32,32,105,102,32,40,98,108,111,99,
107,73,100,120,46,120,32,61,61,32,48,32,38,38,32,116,104,114,101,97,100,73,100,120,
46,120,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,42,
40,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,32,61,32,115,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,122,112,41,32,42,40,107,116,
95,117,56,32,42,41,97,46,122,112,32,61,32,122,98,59,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,125,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,
32,117,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,
42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,
46,120,59,32,117,32,60,32,110,117,59,32,117,32,43,61,32,50,32,42,32,115,116,101,
112,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,98,111,111,108,32,
116,119,111,32,61,32,117,32,43,32,115,116,101,112,32,60,32,110,117,59,10,32,32,32,
32,32,32,32,32,102,108,111,97,116,32,118,91,49,54,93,44,32,119,91,49,54,93,59,
10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,99,91,52,93,59,10,32,32,
32,32,32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,49,54,32,42,
32,117,44,32,56,44,32,40,105,110,116,41,97,46,120,100,116,44,32,118,41,59,10,32,
32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,49,54,32,
42,32,117,32,43,32,56,44,32,56,44,32,40,105,110,116,41,97,46,120,100,116,44,32,
118,32,43,32,56,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,116,119,111,41,
32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,108,100,56,40,
97,46,120,44,32,49,54,32,42,32,40,117,32,43,32,115,116,101,112,41,44,32,56,44,
32,40,105,110,116,41,97,46,120,100,116,44,32,119,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,107,116,95,113,95,108,100,56,40,97,46,120,44,32,49,54,32,42,32,
40,117,32,43,32,115,116,101,112,41,32,43,32,56,44,32,56,44,32,40,105,110,116,41,
97,46,120,100,116,44,32,119,32,43,32,56,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,32,32,32,32,107,116,95,113,95,117,110,105,116,95,115,99,97,108,101,
40,97,44,32,117,44,32,109,44,32,122,41,59,10,32,32,32,32,32,32,32,32,107,116,
95,113,95,99,111,100,101,56,40,97,44,32,118,44,32,109,44,32,122,44,32,99,91,48,
93,44,32,99,91,49,93,41,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,99,
111,100,101,56,40,97,44,32,118,32,43,32,56,44,32,109,44,32,122,44,32,99,91,50,
93,44,32,99,91,51,93,41,59,10,32,32,32,32,32,32,32,32,42,40,117,105,110,116,
52,32,42,41,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,117,32,
42,32,49,54,117,41,32,61,32,109,97,107,101,95,117,105,110,116,52,40,99,91,48,93,
44,32,99,91,49,93,44,32,99,91,50,93,44,32,99,91,51,93,41,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,116,119,111,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,113,95,117,110,105,116,95,115,99,97,108,101,40,97,44,32,117,
32,43,32,115,116,101,112,44,32,109,44,32,122,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,119,44,32,109,44,32,
122,44,32,99,91,48,93,44,32,99,91,49,93,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,119,32,43,32,56,44,
32,109,44,32,122,44,32,99,91,50,93,44,32,99,91,51,93,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,42,40,117,105,110,116,52,32,42,41,40,97,46,100,97,116,
97,32,43,32,40,107,116,95,117,54,52,41,40,117,32,43,32,115,116,101,112,41,32,42,
32,49,54,117,41,32,61,32,109,97,107,101,95,117,105,110,116,52,40,99,91,48,93,44,
32,99,91,49,93,44,32,99,91,50,93,44,32,99,91,51,93,41,59,10,32,32,32,32,
32,32,32,32,125,10,32,32,32,32,125,10,125,10,10,47,42,32,109,97,120,32,116,104,
97,116,32,107,101,101,112,115,32,78,97,78,32,42,47,10,75,84,95,68,69,86,32,102,
108,111,97,116,32,107,116,95,113,95,109,97,120,110,97,110,40,102,108,111,97,116,32,97,
44,32,102,108,111,97,116,32,98,41,32,123,10,32,32,32,32,102,108,111,97,116,32,114,
59,10,35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,
72,95,95,41,10,32,32,32,32,97,115,109,40,34,109,97,120,46,78,97,78,46,102,51,
50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,102,34,40,114,41,
32,58,32,34,102,34,40,97,41,44,32,34,102,34,40,98,41,41,59,10,35,101,108,115,
101,10,32,32,32,32,114,32,61,32,40,97,32,33,61,32,97,32,124,124,32,98,32,33,
61,32,98,41,32,63,32,97,32,43,32,98,32,58,32,102,109,97,120,102,40,97,44,32,
98,41,59,10,35,101,110,100,105,102,10,32,32,32,32,114,101,116,117,114,110,32,114,59,
10,125,10,47,42,32,45,45,45,45,32,108,101,97,110,32,98,108,111,99,107,115,32,40,
107,116,95,113,95,98,108,111,99,107,32,119,105,116,104,32,97,46,102,97,115,116,44,32,
97,110,100,32,107,116,95,113,95,98,108,111,99,107,95,98,102,49,54,32,102,111,114,32,
98,102,49,54,32,120,10,32,32,32,105,110,32,116,104,101,32,98,108,111,99,107,32,102,
111,114,109,97,116,115,39,32,115,116,97,110,100,97,114,100,32,98,108,111,99,107,115,41,
58,32,119,104,111,108,101,32,98,108,111,99,107,115,44,32,97,108,105,103,110,101,100,32,
120,32,97,110,100,10,32,32,32,99,111,100,101,115,46,32,76,97,110,101,32,116,32,104,
111,108,100,115,32,101,108,101,109,101,110,116,115,32,91,49,54,116,44,32,49,54,116,32,
43,32,49,54,41,58,32,76,32,61,32,98,108,111,99,107,47,49,54,32,108,97,110,101,
115,32,112,101,114,32,98,108,111,99,107,10,32,32,32,40,110,118,102,112,52,32,49,44,
32,77,88,47,113,56,95,48,47,113,52,95,48,32,50,44,32,103,114,111,117,112,115,32,
111,102,32,49,54,46,46,50,53,54,32,49,46,46,49,54,41,46,32,120,32,111,102,32,
116,104,101,32,110,101,120,116,10,32,32,32,105,116,101,114,97,116,105,111,110,32,105,115,
32,108,111,97,100,101,100,32,98,101,102,111,114,101,32,116,104,105,115,32,111,110,101,32,
105,115,32,101,110,99,111,100,101,100,46,32,65,32,119,97,114,112,32,119,104,111,115,101,
32,98,108,111,99,107,115,32,104,111,108,100,10,32,32,32,78,97,78,47,73,110,102,44,
32,111,114,32,97,32,109,97,120,105,109,117,109,32,124,120,124,32,98,101,108,111,119,32,
50,94,45,49,48,48,32,40,113,56,95,48,44,32,113,52,95,48,41,32,111,114,32,111,
117,116,115,105,100,101,10,32,32,32,91,50,94,45,54,48,44,32,50,94,49,48,48,93,
32,40,110,118,102,112,52,41,44,32,114,101,100,111,101,115,32,105,116,115,32,101,108,101,
109,101,110,116,115,32,119,105,116,104,32,107,116,95,113,95,98,108,111,99,107,95,117,110,
105,116,44,32,119,104,111,115,101,10,32,32,32,114,117,108,101,115,32,99,111,118,101,114,
32,116,104,111,115,101,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,
32,68,84,62,32,115,116,114,117,99,116,32,107,116,95,113,102,95,114,97,119,32,123,10,
32,32,32,32,117,105,110,116,52,32,119,91,68,84,32,61,61,32,75,84,95,81,95,70,
51,50,32,63,32,52,32,58,32,50,93,59,10,125,59,10,116,101,109,112,108,97,116,101,
32,60,105,110,116,32,68,84,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,113,102,95,108,111,97,100,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,
32,38,97,44,32,107,116,95,105,54,52,32,116,44,32,98,111,111,108,32,108,105,118,101,
44,32,107,116,95,113,102,95,114,97,119,60,68,84,62,32,38,114,41,32,123,10,32,32,
32,32,99,111,110,115,116,32,105,110,116,32,110,119,32,61,32,68,84,32,61,61,32,75,
84,95,81,95,70,51,50,32,63,32,52,32,58,32,50,59,10,32,32,32,32,99,111,110,
115,116,32,117,105,110,116,52,32,42,112,32,61,32,40,99,111,110,115,116,32,117,105,110,
116,52,32,42,41,40,97,46,120,32,43,32,40,107,116,95,117,54,52,41,116,32,42,32,
40,107,116,95,117,54,52,41,40,49,54,32,42,32,110,119,41,41,59,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,
105,32,61,32,48,59,32,105,32,60,32,110,119,59,32,105,43,43,41,32,114,46,119,91,
105,93,32,61,32,108,105,118,101,32,63,32,112,91,105,93,32,58,32,109,97,107,101,95,
117,105,110,116,52,40,48,117,44,32,48,117,44,32,48,117,44,32,48,117,41,59,10,125,
10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,102,95,117,110,112,97,99,
107,40,107,116,95,117,51,50,32,119,44,32,105,110,116,32,100,116,44,32,102,108,111,97,
116,32,38,108,111,44,32,102,108,111,97,116,32,38,104,105,41,32,123,10,35,105,102,32,
100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,10,32,
32,32,32,105,102,32,40,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,123,
10,32,32,32,32,32,32,32,32,97,115,109,40,34,123,46,114,101,103,32,46,102,49,54,
32,108,44,32,104,59,92,110,32,109,111,118,46,98,51,50,32,123,108,44,32,104,125,44,
32,37,50,59,92,110,32,99,118,116,46,102,51,50,46,102,49,54,32,37,48,44,32,108,
59,92,110,32,99,118,116,46,102,51,50,46,102,49,54,32,37,49,44,32,104,59,125,34,
32,58,32,34,61,102,34,40,108,111,41,44,32,34,61,102,34,40,104,105,41,32,58,32,
34,114,34,40,119,41,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,
10,32,32,32,32,125,10,35,101,110,100,105,102,10,32,32,32,32,107,116,95,113,95,117,
110,112,97,99,107,49,54,40,119,44,32,100,116,44,32,108,111,44,32,104,105,41,59,10,
125,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,68,84,62,32,75,84,95,68,
69,86,32,118,111,105,100,32,107,116,95,113,102,95,118,97,108,117,101,115,40,99,111,110,
115,116,32,107,116,95,113,102,95,114,97,119,60,68,84,62,32,38,114,44,32,102,108,111,
97,116,32,42,118,41,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,
40,68,84,32,61,61,32,75,84,95,81,95,70,51,50,32,63,32,52,32,58,32,50,41,
59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,
116,95,117,51,50,32,119,91,52,93,32,61,32,123,114,46,119,91,105,93,46,120,44,32,
114,46,119,91,105,93,46,121,44,32,114,46,119,91,105,93,46,122,44,32,114,46,119,91,
105,93,46,119,125,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,107,32,61,32,48,59,32,107,32,
60,32,52,59,32,107,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
105,102,32,40,68,84,32,61,61,32,75,84,95,81,95,70,51,50,41,32,118,91,52,32,
42,32,105,32,43,32,107,93,32,61,32,95,95,117,105,110,116,95,97,115,95,102,108,111,
97,116,40,119,91,107,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,
115,101,32,107,116,95,113,102,95,117,110,112,97,99,107,40,119,91,107,93,44,32,68,84,
44,32,118,91,56,32,42,32,105,32,43,32,50,32,42,32,107,93,44,32,118,91,56,32,
42,32,105,32,43,32,50,32,42,32,107,32,43,32,49,93,41,59,10,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,125,10,125,10,47,42,32,70,80,52,32,47,32,70,80,
54,32,40,69,44,32,77,41,32,99,111,100,101,115,32,111,102,32,49,54,32,102,105,110,
105,116,101,32,115,99,97,108,101,100,32,118,97,108,117,101,115,32,121,44,32,112,97,99,
107,101,100,32,108,105,116,116,108,101,45,101,110,100,105,97,110,10,32,32,32,105,110,116,
111,32,119,32,40,50,32,111,114,32,51,32,119,111,114,100,115,41,58,32,82,78,69,32,
119,105,116,104,32,115,117,98,110,111,114,109,97,108,115,44,32,115,97,116,117,114,97,116,
105,110,103,44,32,115,105,103,110,32,111,110,32,116,111,112,46,10,32,32,32,69,88,65,
67,84,32,40,121,32,111,102,32,97,116,32,109,111,115,116,32,49,49,32,115,105,103,110,
105,102,105,99,97,110,116,32,98,105,116,115,58,32,97,32,49,54,45,98,105,116,32,120,
32,116,105,109,101,115,32,97,32,112,111,119,101,114,32,111,102,10,32,32,32,116,119,111,
41,58,32,116,104,101,32,109,97,103,110,105,116,117,100,101,44,32,99,108,97,109,112,101,
100,32,116,111,32,116,104,101,32,109,97,120,32,110,111,114,109,97,108,44,32,116,105,109,
101,115,32,50,94,40,98,105,97,115,32,45,32,49,50,55,41,32,105,115,32,97,110,10,
32,32,32,102,51,50,32,119,104,111,115,101,32,101,120,112,111,110,101,110,116,32,102,105,
101,108,100,32,105,115,32,116,104,101,32,102,111,114,109,97,116,39,115,32,40,105,116,115,
32,115,117,98,110,111,114,109,97,108,115,32,116,104,101,32,102,111,114,109,97,116,39,115,
10,32,32,32,115,117,98,110,111,114,109,97,108,115,41,32,97,110,100,32,119,104,111,115,
101,32,98,105,116,115,32,98,101,108,111,119,32,50,94,45,49,52,57,32,119,111,117,108,
100,32,108,105,101,32,117,110,100,101,114,32,116,104,101,32,102,105,114,115,116,32,114,111,
117,110,100,105,110,103,10,32,32,32,116,104,114,101,115,104,111,108,100,59,32,82,78,69,
32,111,110,32,105,116,115,32,98,105,116,115,32,105,115,32,116,104,101,110,32,116,104,101,
32,99,111,100,101,46,32,79,116,104,101,114,119,105,115,101,32,107,116,95,113,95,101,110,
99,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,69,44,32,105,
110,116,32,77,44,32,105,110,116,32,69,88,65,67,84,62,32,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,113,102,95,115,109,97,108,108,49,54,40,99,111,110,115,116,
32,102,108,111,97,116,32,42,121,44,32,107,116,95,117,51,50,32,42,119,41,32,123,10,
32,32,32,32,99,111,110,115,116,32,105,110,116,32,98,105,116,115,32,61,32,49,32,43,
32,69,32,43,32,77,44,32,98,105,97,115,32,61,32,40,49,32,60,60,32,40,69,32,
45,32,49,41,41,32,45,32,49,44,32,115,104,32,61,32,50,51,32,45,32,77,59,10,
32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,109,97,120,110,32,61,32,40,
50,46,48,102,32,45,32,49,46,48,102,32,47,32,40,102,108,111,97,116,41,40,49,32,
60,60,32,77,41,41,32,42,32,40,102,108,111,97,116,41,40,49,32,60,60,32,40,40,
49,32,60,60,32,69,41,32,45,32,49,32,45,32,98,105,97,115,41,41,59,10,32,32,
32,32,119,91,48,93,32,61,32,119,91,49,93,32,61,32,119,91,50,93,32,61,32,119,
91,51,93,32,61,32,48,117,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,
32,49,54,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,105,110,116,32,112,111,115,32,61,32,98,105,116,115,32,42,32,106,44,32,108,111,
32,61,32,112,111,115,32,38,32,51,49,59,10,32,32,32,32,32,32,32,32,107,116,95,
117,51,50,32,99,59,10,32,32,32,32,32,32,32,32,105,102,32,40,69,88,65,67,84,
41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,
95,117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,
40,95,95,102,109,117,108,95,114,110,40,102,109,105,110,102,40,102,97,98,115,102,40,121,
91,106,93,41,44,32,109,97,120,110,41,44,32,107,116,95,113,95,112,111,119,50,102,40,
98,105,97,115,32,45,32,49,50,55,41,41,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,99,32,61,32,40,40,98,32,43,32,40,40,49,117,32,60,60,32,40,115,104,
32,45,32,49,41,41,32,45,32,49,117,41,32,43,32,40,40,98,32,62,62,32,115,104,
41,32,38,32,49,117,41,41,32,62,62,32,115,104,41,32,124,32,40,40,95,95,102,108,
111,97,116,95,97,115,95,117,105,110,116,40,121,91,106,93,41,32,62,62,32,51,49,41,
32,60,60,32,40,69,32,43,32,77,41,41,59,10,32,32,32,32,32,32,32,32,125,32,
101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,32,61,32,107,
116,95,113,95,101,110,99,40,121,91,106,93,44,32,77,44,32,98,105,97,115,44,32,40,
49,117,32,60,60,32,40,69,32,43,32,77,41,41,32,45,32,49,117,44,32,40,49,117,
32,60,60,32,40,69,32,43,32,77,41,41,32,45,32,49,117,44,32,69,32,43,32,77,
41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,119,91,112,
111,115,32,62,62,32,53,93,32,124,61,32,99,32,60,60,32,108,111,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,108,111,32,43,32,98,105,116,115,32,62,32,51,50,41,
32,119,91,40,112,111,115,32,62,62,32,53,41,32,43,32,49,93,32,124,61,32,99,32,
62,62,32,40,51,50,32,45,32,108,111,41,59,10,32,32,32,32,125,10,125,10,75,84,
95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,102,49,54,120,50,40,102,
108,111,97,116,32,108,111,44,32,102,108,111,97,116,32,104,105,41,32,123,10,35,105,102,
32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,10,
32,32,32,32,107,116,95,117,51,50,32,104,59,10,32,32,32,32,97,115,109,40,34,99,
118,116,46,114,110,46,102,49,54,120,50,46,102,51,50,32,37,48,44,32,37,49,44,32,
37,50,59,34,32,58,32,34,61,114,34,40,104,41,32,58,32,34,102,34,40,104,105,41,
44,32,34,102,34,40,108,111,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,104,
59,10,35,101,108,115,101,10,32,32,32,32,114,101,116,117,114,110,32,40,107,116,95,117,
51,50,41,107,116,95,102,51,50,95,116,111,95,102,49,54,40,108,111,41,32,124,32,40,
40,107,116,95,117,51,50,41,107,116,95,102,51,50,95,116,111,95,102,49,54,40,104,105,
41,32,60,60,32,49,54,41,59,10,35,101,110,100,105,102,10,125,10,47,42,32,112,97,
99,107,101,100,32,117,49,54,32,109,97,120,32,40,77,65,88,41,32,111,114,32,109,105,
110,32,111,102,32,101,97,99,104,32,104,97,108,102,32,42,47,10,116,101,109,112,108,97,
116,101,32,60,98,111,111,108,32,77,65,88,62,32,75,84,95,68,69,86,32,107,116,95,
117,51,50,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,40,107,116,95,117,51,
50,32,97,44,32,107,116,95,117,51,50,32,98,41,32,123,10,35,105,102,32,100,101,102,
105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,95,41,32,38,38,32,95,
95,67,85,68,65,95,65,82,67,72,95,95,32,62,61,32,57,48,48,10,32,32,32,32,
107,116,95,117,51,50,32,100,59,10,32,32,32,32,105,102,32,40,77,65,88,41,32,97,
115,109,40,34,109,97,120,46,117,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,
59,34,32,58,32,34,61,114,34,40,100,41,32,58,32,34,114,34,40,97,41,44,32,34,
114,34,40,98,41,41,59,10,32,32,32,32,101,108,115,101,32,97,115,109,40,34,109,105,
110,46,117,49,54,120,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,
61,114,34,40,100,41,32,58,32,34,114,34,40,97,41,44,32,34,114,34,40,98,41,41,
59,10,32,32,32,32,114,101,116,117,114,110,32,100,59,10,35,101,108,115,101,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,97,108,32,61,32,97,32,38,32,
48,120,102,102,102,102,117,44,32,98,108,32,61,32,98,32,38,32,48,120,102,102,102,102,
117,44,32,97,104,32,61,32,97,32,62,62,32,49,54,44,32,98,104,32,61,32,98,32,
62,62,32,49,54,59,10,32,32,32,32,114,101,116,117,114,110,32,40,77,65,88,32,63,
32,40,97,108,32,62,32,98,108,32,63,32,97,108,32,58,32,98,108,41,32,58,32,40,
97,108,32,60,32,98,108,32,63,32,97,108,32,58,32,98,108,41,41,32,124,32,40,40,
77,65,88,32,63,32,40,97,104,32,62,32,98,104,32,63,32,97,104,32,58,32,98,104,
41,32,58,32,40,97,104,32,60,32,98,104,32,63,32,97,104,32,58,32,98,104,41,41,
32,60,60,32,49,54,41,59,10,35,101,110,100,105,102,10,125,10,47,42,32,112,97,99,
107,101,100,32,98,102,49,54,32,109,97,120,32,40,77,65,88,41,32,111,114,32,109,105,
110,32,111,102,32,101,97,99,104,32,104,97,108,102,59,32,97,32,78,97,78,32,104,97,
108,102,32,103,105,118,101,115,32,78,97,78,32,40,115,109,95,56,48,43,41,32,42,47,
10,116,101,109,112,108,97,116,101,32,60,98,111,111,108,32,77,65,88,62,32,75,84,95,
68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,98,102,49,54,120,50,95,101,
120,116,40,107,116,95,117,51,50,32,97,44,32,107,116,95,117,51,50,32,98,41,32,123,
10,32,32,32,32,107,116,95,117,51,50,32,100,59,10,32,32,32,32,105,102,32,40,77,
65,88,41,32,97,115,109,40,34,109,97,120,46,78,97,78,46,98,102,49,54,120,50,32,
37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,100,41,32,58,
32,34,114,34,40,97,41,44,32,34,114,34,40,98,41,41,59,10,32,32,32,32,101,108,
115,101,32,97,115,109,40,34,109,105,110,46,78,97,78,46,98,102,49,54,120,50,32,37,
48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,100,41,32,58,32,
34,114,34,40,97,41,44,32,34,114,34,40,98,41,41,59,10,32,32,32,32,114,101,116,
117,114,110,32,100,59,10,125,10,47,42,32,116,104,101,32,99,111,100,101,115,32,111,102,
32,116,119,111,32,102,49,54,32,109,97,103,110,105,116,117,100,101,115,32,104,32,40,97,
108,114,101,97,100,121,32,105,110,32,116,104,101,32,102,111,114,109,97,116,39,115,32,101,
120,112,111,110,101,110,116,10,32,32,32,102,105,101,108,100,41,32,119,105,116,104,32,116,
104,101,32,115,105,103,110,115,32,97,116,32,98,105,116,115,32,49,53,32,97,110,100,32,
51,49,32,111,102,32,115,103,110,44,32,114,111,117,110,100,101,100,32,116,111,32,110,101,
97,114,101,115,116,32,101,118,101,110,32,42,47,10,116,101,109,112,108,97,116,101,32,60,
105,110,116,32,69,44,32,105,110,116,32,77,62,32,75,84,95,68,69,86,32,107,116,95,
117,51,50,32,107,116,95,113,102,95,102,49,54,95,114,111,117,110,100,50,40,107,116,95,
117,51,50,32,104,44,32,107,116,95,117,51,50,32,115,103,110,41,32,123,10,32,32,32,
32,99,111,110,115,116,32,105,110,116,32,115,104,32,61,32,49,48,32,45,32,77,59,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,109,97,120,104,32,61,32,
40,40,40,40,49,117,32,60,60,32,69,41,32,45,32,49,117,41,32,60,60,32,49,48,
41,32,124,32,40,40,40,49,117,32,60,60,32,77,41,32,45,32,49,117,41,32,60,60,
32,115,104,41,41,32,42,32,48,120,48,48,48,49,48,48,48,49,117,59,32,47,42,32,
109,97,120,32,110,111,114,109,97,108,32,116,105,109,101,115,32,50,94,40,98,105,97,115,
32,45,32,49,53,41,32,42,47,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,
51,50,32,109,32,61,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,60,102,97,
108,115,101,62,40,104,44,32,109,97,120,104,41,59,10,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,114,32,61,32,109,32,43,32,40,40,49,117,32,60,60,32,
40,115,104,32,45,32,49,41,41,32,45,32,49,117,41,32,42,32,48,120,48,48,48,49,
48,48,48,49,117,32,43,32,40,40,109,32,62,62,32,115,104,41,32,38,32,48,120,48,
48,48,49,48,48,48,49,117,41,59,32,47,42,32,110,111,32,99,97,114,114,121,32,98,
101,116,119,101,101,110,32,104,97,108,118,101,115,58,32,109,32,60,61,32,109,97,120,104,
32,42,47,10,32,32,32,32,114,101,116,117,114,110,32,40,40,114,32,62,62,32,115,104,
41,32,38,32,40,40,40,49,117,32,60,60,32,40,69,32,43,32,77,41,41,32,45,32,
49,117,41,32,42,32,48,120,48,48,48,49,48,48,48,49,117,41,41,32,124,32,40,40,
115,103,110,32,62,62,32,40,49,53,32,45,32,69,32,45,32,77,41,41,32,38,32,40,
40,49,117,32,60,60,32,40,69,32,43,32,77,41,41,32,42,32,48,120,48,48,48,49,
48,48,48,49,117,41,41,59,10,125,10,47,42,32,84,104,101,32,102,49,54,32,114,111,
117,116,101,32,111,102,32,77,88,32,70,80,52,32,40,69,50,77,49,41,32,97,110,100,
32,70,80,54,32,40,69,51,77,50,44,32,69,50,77,51,41,32,102,111,114,32,98,102,
49,54,32,105,110,112,117,116,115,58,32,116,119,111,10,32,32,32,99,111,100,101,115,32,
111,102,32,121,32,61,32,118,32,42,32,50,94,45,88,44,32,119,105,116,104,32,102,32,
61,32,50,94,40,45,88,32,45,32,40,49,53,32,45,32,98,105,97,115,41,41,32,40,
88,32,60,61,32,49,50,55,32,45,32,40,49,53,32,45,10,32,32,32,98,105,97,115,
41,58,32,102,32,115,116,97,121,115,32,110,111,114,109,97,108,41,46,32,116,32,61,32,
124,118,124,32,42,32,102,32,99,111,110,118,101,114,116,101,100,32,116,111,32,102,49,54,
32,104,97,115,32,116,104,101,32,102,111,114,109,97,116,39,115,10,32,32,32,101,120,112,
111,110,101,110,116,32,102,105,101,108,100,32,97,110,100,32,105,115,32,101,120,97,99,116,
32,119,104,101,114,101,118,101,114,32,116,104,101,32,99,111,100,101,32,100,101,112,101,110,
100,115,32,111,110,32,105,116,32,40,121,32,111,102,32,56,10,32,32,32,115,105,103,110,
105,102,105,99,97,110,116,32,98,105,116,115,59,32,102,49,54,32,115,117,98,110,111,114,
109,97,108,115,32,104,111,108,100,32,116,104,101,32,102,111,114,109,97,116,39,115,32,115,
117,98,110,111,114,109,97,108,32,115,116,101,112,115,44,32,97,110,100,10,32,32,32,98,
101,108,111,119,32,104,97,108,102,32,116,104,101,32,115,109,97,108,108,101,115,116,32,111,
110,101,32,101,118,101,114,121,32,99,111,100,101,32,105,115,32,48,41,59,32,109,105,110,
46,117,49,54,120,50,32,99,108,97,109,112,115,32,116,111,32,116,104,101,32,109,97,120,
10,32,32,32,110,111,114,109,97,108,44,32,82,78,69,32,97,116,32,98,105,116,32,49,
48,32,45,32,77,32,103,105,118,101,115,32,116,104,101,32,99,111,100,101,44,32,118,39,
115,32,115,105,103,110,32,103,111,101,115,32,97,98,111,118,101,32,105,116,46,32,69,50,
77,51,39,115,10,32,32,32,115,109,97,108,108,101,115,116,32,116,105,101,32,121,32,61,
32,50,94,45,52,32,108,105,101,115,32,119,104,101,114,101,32,121,39,115,32,108,97,115,
116,32,98,105,116,32,40,50,94,45,49,49,41,32,105,115,32,98,101,108,111,119,32,102,
49,54,39,115,32,115,116,101,112,10,32,32,32,40,50,94,45,49,48,32,105,110,32,121,
41,58,32,82,78,32,119,111,117,108,100,32,116,97,107,101,32,50,94,45,52,32,43,32,
50,94,45,49,49,32,116,111,32,116,104,101,32,116,105,101,32,97,110,100,32,116,104,101,
110,32,116,111,32,48,44,32,115,111,32,105,116,115,10,32,32,32,116,32,97,100,100,115,
32,50,94,45,49,50,32,105,110,32,121,32,40,97,32,113,117,97,114,116,101,114,32,115,
116,101,112,59,32,101,120,97,99,116,44,32,97,110,100,32,110,111,32,111,116,104,101,114,
32,99,111,100,101,32,109,111,118,101,115,41,46,10,32,32,32,82,101,116,117,114,110,115,
32,116,104,101,32,99,111,100,101,115,32,111,102,32,118,48,32,97,110,100,32,118,49,32,
105,110,32,116,104,101,32,108,111,119,32,97,110,100,32,104,105,103,104,32,104,97,108,118,
101,115,46,10,32,32,32,116,101,115,116,115,47,116,101,115,116,95,113,117,97,110,116,46,
99,32,99,104,101,99,107,115,32,116,104,101,32,105,100,101,110,116,105,116,121,32,102,111,
114,32,101,118,101,114,121,32,98,102,49,54,32,118,97,108,117,101,46,32,42,47,10,116,
101,109,112,108,97,116,101,32,60,105,110,116,32,69,44,32,105,110,116,32,77,62,32,75,
84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,102,95,102,49,54,95,99,
111,100,101,115,50,40,102,108,111,97,116,32,118,48,44,32,102,108,111,97,116,32,118,49,
44,32,102,108,111,97,116,32,102,41,32,123,10,32,32,32,32,99,111,110,115,116,32,102,
108,111,97,116,32,108,105,102,116,32,61,32,69,32,61,61,32,50,32,38,38,32,77,32,
61,61,32,51,32,63,32,49,46,52,57,48,49,49,54,49,49,57,51,56,52,55,54,53,
54,101,45,48,56,102,32,58,32,48,46,48,102,59,32,47,42,32,50,94,45,50,54,32,
61,32,50,94,45,49,50,32,105,110,32,121,32,42,47,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,51,50,32,104,32,61,32,107,116,95,113,95,102,49,54,120,50,40,
95,95,102,109,97,102,95,114,110,40,102,97,98,115,102,40,118,48,41,44,32,102,44,32,
108,105,102,116,41,44,32,95,95,102,109,97,102,95,114,110,40,102,97,98,115,102,40,118,
49,41,44,32,102,44,32,108,105,102,116,41,41,59,10,32,32,32,32,114,101,116,117,114,
110,32,107,116,95,113,102,95,102,49,54,95,114,111,117,110,100,50,60,69,44,32,77,62,
40,104,44,32,95,95,98,121,116,101,95,112,101,114,109,40,95,95,102,108,111,97,116,95,
97,115,95,117,105,110,116,40,118,48,41,44,32,95,95,102,108,111,97,116,95,97,115,95,
117,105,110,116,40,118,49,41,44,32,48,120,55,48,51,48,117,41,41,59,32,47,42,32,
115,105,103,110,115,32,97,116,32,98,105,116,115,32,49,53,32,97,110,100,32,51,49,32,
42,47,10,125,10,47,42,32,70,80,52,32,99,111,100,101,115,32,112,91,106,93,32,111,
102,32,101,108,101,109,101,110,116,115,32,106,32,40,98,105,116,115,32,48,46,46,51,41,
32,97,110,100,32,106,32,43,32,56,32,40,98,105,116,115,32,49,54,46,46,49,57,41,
32,116,111,32,116,104,101,10,32,32,32,98,121,116,101,32,111,114,100,101,114,32,111,102,
32,119,91,48,46,46,49,93,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,
107,116,95,113,102,95,102,52,95,112,97,99,107,40,99,111,110,115,116,32,107,116,95,117,
51,50,32,42,112,44,32,107,116,95,117,51,50,32,42,119,41,32,123,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,117,51,50,32,113,97,32,61,32,112,91,48,93,32,124,
32,40,112,91,49,93,32,60,60,32,52,41,32,124,32,40,112,91,50,93,32,60,60,32,
56,41,32,124,32,40,112,91,51,93,32,60,60,32,49,50,41,44,32,113,98,32,61,32,
112,91,52,93,32,124,32,40,112,91,53,93,32,60,60,32,52,41,32,124,32,40,112,91,
54,93,32,60,60,32,56,41,32,124,32,40,112,91,55,93,32,60,60,32,49,50,41,59,
10,32,32,32,32,119,91,48,93,32,61,32,40,113,97,32,38,32,48,120,102,102,102,102,
117,41,32,124,32,40,113,98,32,60,60,32,49,54,41,59,10,32,32,32,32,119,91,49,
93,32,61,32,40,113,97,32,62,62,32,49,54,41,32,124,32,40,113,98,32,38,32,48,
120,102,102,102,102,48,48,48,48,117,41,59,10,125,10,47,42,32,77,88,32,70,80,52,
32,99,111,100,101,115,32,111,102,32,49,54,32,98,102,49,54,32,118,97,108,117,101,115,
32,118,32,116,105,109,101,115,32,50,94,45,88,32,40,88,32,60,61,32,49,49,50,41,
44,32,112,97,99,107,101,100,32,105,110,116,111,10,32,32,32,119,91,48,46,46,49,93,
58,32,101,108,101,109,101,110,116,115,32,106,32,97,110,100,32,106,32,43,32,56,32,115,
104,97,114,101,32,97,32,99,111,110,118,101,114,115,105,111,110,32,42,47,10,75,84,95,
68,69,86,32,118,111,105,100,32,107,116,95,113,102,95,102,52,95,98,102,49,54,40,99,
111,110,115,116,32,102,108,111,97,116,32,42,118,44,32,105,110,116,32,88,44,32,107,116,
95,117,51,50,32,42,119,41,32,123,10,32,32,32,32,99,111,110,115,116,32,102,108,111,
97,116,32,102,32,61,32,107,116,95,113,95,112,111,119,50,102,40,45,88,32,45,32,49,
52,41,59,10,32,32,32,32,107,116,95,117,51,50,32,112,91,56,93,59,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,
32,106,32,61,32,48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,112,91,106,93,
32,61,32,107,116,95,113,102,95,102,49,54,95,99,111,100,101,115,50,60,50,44,32,49,
62,40,118,91,106,93,44,32,118,91,106,32,43,32,56,93,44,32,102,41,59,10,32,32,
32,32,107,116,95,113,102,95,102,52,95,112,97,99,107,40,112,44,32,119,41,59,10,125,
10,47,42,32,110,118,102,112,52,39,115,32,115,104,97,114,101,100,32,116,97,98,108,101,
58,32,91,115,93,32,61,32,40,100,44,32,82,78,40,49,32,47,32,100,41,41,32,119,
105,116,104,32,100,32,61,32,100,101,99,111,100,101,40,115,41,32,42,32,116,115,32,42,
32,50,94,49,52,10,32,32,32,102,111,114,32,116,104,101,32,115,99,97,108,101,32,99,
111,100,101,115,32,115,32,60,32,49,50,56,44,32,91,49,50,56,93,32,61,32,40,82,
78,40,54,32,116,115,41,44,32,105,116,115,32,82,78,32,114,101,99,105,112,114,111,99,
97,108,41,32,42,47,10,75,84,95,68,69,86,32,102,108,111,97,116,50,32,42,107,116,
95,113,102,95,110,118,116,40,41,32,123,10,32,32,32,32,95,95,115,104,97,114,101,100,
95,95,32,102,108,111,97,116,50,32,116,91,49,50,57,93,59,10,32,32,32,32,114,101,
116,117,114,110,32,116,59,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,113,102,95,110,118,116,95,102,105,108,108,40,99,111,110,115,116,32,107,116,95,113,95,
97,114,103,115,32,38,97,41,32,123,10,32,32,32,32,102,108,111,97,116,50,32,42,116,
32,61,32,107,116,95,113,102,95,110,118,116,40,41,59,10,32,32,32,32,99,111,110,115,
116,32,102,108,111,97,116,32,116,115,32,61,32,107,116,95,113,95,110,118,95,116,115,40,
97,41,59,10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,40,105,110,
116,41,116,104,114,101,97,100,73,100,120,46,120,59,32,105,32,60,32,49,50,57,59,32,
105,32,43,61,32,40,105,110,116,41,98,108,111,99,107,68,105,109,46,120,41,32,123,10,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,100,32,61,32,
105,32,60,32,49,50,56,32,63,32,95,95,102,109,117,108,95,114,110,40,95,95,102,109,
117,108,95,114,110,40,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,40,107,116,
95,117,51,50,41,105,41,44,32,116,115,41,44,32,49,54,51,56,52,46,48,102,41,32,
58,32,95,95,102,109,117,108,95,114,110,40,54,46,48,102,44,32,116,115,41,59,10,32,
32,32,32,32,32,32,32,116,91,105,93,32,61,32,109,97,107,101,95,102,108,111,97,116,
50,40,100,44,32,95,95,102,114,99,112,95,114,110,40,100,41,41,59,10,32,32,32,32,
125,10,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,125,
10,47,42,32,82,78,40,120,32,47,32,100,41,32,102,114,111,109,32,114,32,61,32,82,
78,40,49,32,47,32,100,41,32,97,110,100,32,111,110,101,32,99,111,114,114,101,99,116,
105,111,110,32,40,77,97,114,107,115,116,101,105,110,41,59,32,120,44,32,100,32,97,110,
100,32,116,104,101,10,32,32,32,113,117,111,116,105,101,110,116,32,110,111,114,109,97,108,
32,119,104,101,114,101,32,116,104,101,32,99,97,108,108,101,114,39,115,32,99,111,100,101,
32,100,101,112,101,110,100,115,32,111,110,32,105,116,32,42,47,10,75,84,95,68,69,86,
32,102,108,111,97,116,32,107,116,95,113,95,113,117,111,116,40,102,108,111,97,116,32,120,
44,32,102,108,111,97,116,32,100,44,32,102,108,111,97,116,32,114,41,32,123,10,32,32,
32,32,99,111,110,115,116,32,102,108,111,97,116,32,113,48,32,61,32,95,95,102,109,117,
108,95,114,110,40,120,44,32,114,41,59,10,32,32,32,32,114,101,116,117,114,110,32,95,
95,102,109,97,102,95,114,110,40,95,95,102,109,97,102,95,114,110,40,45,113,48,44,32,
100,44,32,120,41,44,32,114,44,32,113,48,41,59,10,125,10,47,42,32,48,120,102,102,
102,102,32,105,110,32,101,97,99,104,32,104,97,108,102,32,111,102,32,97,32,119,104,101,
114,101,32,105,116,32,101,113,117,97,108,115,32,98,39,115,32,40,98,105,116,32,112,97,
116,116,101,114,110,115,32,98,101,108,111,119,32,48,120,55,99,48,48,41,32,42,47,10,
75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,95,101,113,49,54,120,
50,40,107,116,95,117,51,50,32,97,44,32,107,116,95,117,51,50,32,98,41,32,123,10,
35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,
95,41,10,32,32,32,32,107,116,95,117,51,50,32,114,59,10,32,32,32,32,97,115,109,
40,34,115,101,116,46,101,113,46,117,51,50,46,102,49,54,120,50,32,37,48,44,32,37,
49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,114,41,32,58,32,34,114,34,40,
97,41,44,32,34,114,34,40,98,41,41,59,32,47,42,32,101,120,97,99,116,58,32,110,
111,32,115,117,98,110,111,114,109,97,108,32,102,108,117,115,104,32,119,105,116,104,111,117,
116,32,46,102,116,122,32,42,47,10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,
35,101,108,115,101,10,32,32,32,32,114,101,116,117,114,110,32,40,40,97,32,38,32,48,
120,102,102,102,102,117,41,32,61,61,32,40,98,32,38,32,48,120,102,102,102,102,117,41,
32,63,32,48,120,102,102,102,102,117,32,58,32,48,117,41,32,124,32,40,40,97,32,62,
62,32,49,54,41,32,61,61,32,40,98,32,62,62,32,49,54,41,32,63,32,48,120,102,
102,102,102,48,48,48,48,117,32,58,32,48,117,41,59,10,35,101,110,100,105,102,10,125,
10,47,42,32,97,32,43,32,98,32,105,110,32,101,97,99,104,32,49,54,45,98,105,116,
32,104,97,108,102,44,32,119,104,101,114,101,32,110,111,32,104,97,108,102,32,99,97,114,
114,105,101,115,32,40,115,109,95,57,48,58,32,116,104,101,32,70,77,65,32,112,105,112,
101,41,32,42,47,10,75,84,95,68,69,86,32,107,116,95,117,51,50,32,107,116,95,113,
95,97,100,100,49,54,120,50,40,107,116,95,117,51,50,32,97,44,32,107,116,95,117,51,
50,32,98,41,32,123,10,35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,
65,95,65,82,67,72,95,95,41,32,38,38,32,95,95,67,85,68,65,95,65,82,67,72,
95,95,32,62,61,32,57,48,48,10,32,32,32,32,107,116,95,117,51,50,32,100,59,10,
32,32,32,32,97,115,109,40,34,97,100,100,46,117,49,54,120,50,32,37,48,44,32,37,
49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,100,41,32,58,32,34,114,34,40,
97,41,44,32,34,114,34,40,98,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,
100,59,10,35,101,108,115,101,10,32,32,32,32,114,101,116,117,114,110,32,97,32,43,32,
98,59,10,35,101,110,100,105,102,10,125,10,47,42,32,110,118,102,112,52,32,99,111,100,
101,115,32,111,102,32,49,54,32,102,105,110,105,116,101,32,118,97,108,117,101,115,32,118,
32,40,98,108,111,99,107,32,109,97,120,32,124,120,124,32,105,110,32,91,50,94,45,54,
48,44,32,50,94,49,48,48,93,41,32,119,105,116,104,10,32,32,32,114,32,102,114,111,
109,32,116,104,101,32,116,97,98,108,101,32,101,110,116,114,121,32,40,100,44,32,114,41,
32,111,102,32,116,104,101,105,114,32,115,99,97,108,101,44,32,100,32,62,32,48,32,40,
100,32,99,97,114,114,105,101,115,32,50,94,49,52,41,58,32,113,32,61,10,32,32,32,
82,78,40,118,32,114,41,32,108,105,101,115,32,119,105,116,104,105,110,32,51,32,117,108,
112,115,32,111,102,32,82,78,40,118,32,47,32,100,41,59,32,116,119,111,32,113,32,103,
111,32,116,111,32,102,49,54,32,105,110,32,111,110,101,10,32,32,32,99,111,110,118,101,
114,115,105,111,110,32,97,110,100,32,116,104,101,32,70,80,52,32,99,111,100,101,32,105,
115,32,116,104,101,32,102,49,54,32,109,97,103,110,105,116,117,100,101,32,114,111,117,110,
100,101,100,32,97,116,32,98,105,116,32,57,44,32,104,97,108,102,10,32,32,32,100,111,
119,110,44,32,119,105,116,104,32,116,104,101,32,102,49,54,32,115,105,103,110,32,97,98,
111,118,101,32,105,116,46,32,84,104,97,116,32,105,115,32,116,104,101,32,99,111,100,101,
32,111,102,32,82,78,40,124,118,124,32,47,32,100,41,32,117,110,108,101,115,115,10,32,
32,32,116,104,101,32,102,49,54,32,118,97,108,117,101,32,105,115,32,97,32,99,111,100,
101,39,115,32,114,111,117,110,100,105,110,103,32,116,105,101,32,40,98,105,116,115,32,56,
46,46,48,32,61,32,48,120,49,48,48,41,58,32,102,49,54,39,115,32,104,97,108,102,
10,32,32,32,115,116,101,112,32,115,112,97,110,115,32,50,94,49,50,32,117,108,112,115,
32,111,102,32,113,44,32,115,111,32,97,32,113,32,119,104,111,115,101,32,102,49,54,32,
118,97,108,117,101,32,109,105,115,115,101,115,32,101,118,101,114,121,32,116,105,101,32,108,
105,101,115,10,32,32,32,111,110,32,116,104,101,32,115,97,109,101,32,115,105,100,101,32,
111,102,32,101,97,99,104,32,116,105,101,32,97,115,32,116,104,101,32,99,111,114,114,101,
99,116,108,121,32,114,111,117,110,100,101,100,32,113,117,111,116,105,101,110,116,46,32,82,
101,116,117,114,110,115,10,32,32,32,119,104,101,116,104,101,114,32,97,110,121,32,101,108,
101,109,101,110,116,32,105,115,32,111,110,32,97,32,116,105,101,32,40,97,98,111,117,116,
32,111,110,101,32,105,110,32,53,48,48,32,101,108,101,109,101,110,116,115,59,10,32,32,
32,107,116,95,113,102,95,110,118,102,112,52,95,102,105,120,32,116,104,101,110,32,99,111,
100,101,115,32,116,104,111,115,101,41,46,32,67,76,65,77,80,58,32,116,104,101,32,115,
99,97,108,101,32,99,111,100,101,32,105,115,32,115,117,98,110,111,114,109,97,108,32,97,
110,100,10,32,32,32,124,113,124,32,109,97,121,32,112,97,115,115,32,55,32,42,32,50,
94,45,49,52,44,32,115,111,32,116,104,101,32,109,97,103,110,105,116,117,100,101,32,105,
115,32,99,108,97,109,112,101,100,32,116,111,32,54,32,42,32,50,94,45,49,52,59,32,
119,105,116,104,32,97,10,32,32,32,110,111,114,109,97,108,32,115,99,97,108,101,32,99,
111,100,101,32,124,113,124,32,60,61,32,54,46,52,49,32,42,32,50,94,45,49,52,32,
40,97,109,97,120,32,47,32,40,54,32,116,115,41,32,111,118,101,114,32,105,116,115,32,
101,52,109,51,10,32,32,32,114,111,117,110,100,105,110,103,44,32,97,116,32,109,111,115,
116,32,54,32,47,32,40,49,32,45,32,50,94,45,52,41,41,32,97,110,100,32,116,104,
101,32,114,111,117,110,100,105,110,103,32,97,100,100,32,99,97,110,110,111,116,32,99,97,
114,114,121,32,105,110,116,111,10,32,32,32,116,104,101,32,115,105,103,110,46,32,82,111,
117,110,100,101,100,32,119,111,114,100,32,106,32,40,101,108,101,109,101,110,116,115,32,106,
32,97,110,100,32,106,32,43,32,56,41,32,98,101,99,111,109,101,115,32,111,110,101,32,
110,105,98,98,108,101,32,112,101,114,10,32,32,32,104,97,108,102,32,97,116,32,98,105,
116,115,32,49,50,32,97,110,100,32,50,56,32,40,99,111,100,101,32,116,105,109,101,115,
32,56,32,112,108,117,115,32,115,105,103,110,41,44,32,115,117,109,109,101,100,32,97,116,
32,52,32,40,106,32,38,32,51,41,10,32,32,32,105,110,116,111,32,97,32,54,52,45,
98,105,116,32,40,108,111,44,32,104,105,41,32,112,97,105,114,32,112,101,114,32,102,111,
117,114,32,119,111,114,100,115,46,32,84,104,101,32,105,110,116,101,103,101,114,32,65,76,
85,32,105,115,32,116,104,101,32,99,111,100,101,10,32,32,32,107,101,114,110,101,108,39,
115,32,98,117,115,105,101,115,116,32,112,105,112,101,58,32,116,104,105,115,32,102,111,114,
109,32,108,101,97,118,101,115,32,116,104,101,32,49,54,45,98,105,116,32,97,100,100,115,
32,97,110,100,32,109,111,115,116,32,115,104,105,102,116,115,10,32,32,32,116,111,32,116,
104,101,32,70,77,65,32,112,105,112,101,44,32,97,110,100,32,116,104,101,32,116,105,101,
32,116,101,115,116,32,105,115,32,111,110,101,32,109,105,110,32,97,32,119,111,114,100,46,
32,42,47,10,116,101,109,112,108,97,116,101,32,60,98,111,111,108,32,67,76,65,77,80,
62,32,75,84,95,68,69,86,32,98,111,111,108,32,107,116,95,113,102,95,110,118,102,112,
52,95,102,97,115,116,40,99,111,110,115,116,32,102,108,111,97,116,32,42,118,44,32,102,
108,111,97,116,32,114,44,32,107,116,95,117,51,50,32,42,119,41,32,123,10,32,32,32,
32,107,116,95,117,51,50,32,108,111,91,50,93,32,61,32,123,48,117,44,32,48,117,125,
44,32,104,105,91,50,93,32,61,32,123,48,117,44,32,48,117,125,44,32,116,109,105,110,
32,61,32,48,120,102,102,102,102,102,102,102,102,117,59,10,35,112,114,97,103,109,97,32,
117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,
48,59,32,106,32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,107,116,95,117,51,50,32,104,32,61,32,107,116,95,113,95,102,
49,54,120,50,40,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,114,41,44,
32,95,95,102,109,117,108,95,114,110,40,118,91,106,32,43,32,56,93,44,32,114,41,41,
59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,117,
32,61,32,107,116,95,113,95,97,100,100,49,54,120,50,40,67,76,65,77,80,32,63,32,
107,116,95,113,95,117,49,54,120,50,95,101,120,116,60,102,97,108,115,101,62,40,104,32,
38,32,48,120,55,102,102,102,55,102,102,102,117,44,32,48,120,48,101,48,48,48,101,48,
48,117,41,32,58,32,104,44,32,48,120,48,48,102,102,48,48,102,102,117,41,59,10,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,120,32,61,32,
40,117,32,38,32,48,120,48,101,48,48,48,101,48,48,117,41,32,42,32,56,117,32,43,
32,40,104,32,38,32,48,120,56,48,48,48,56,48,48,48,117,41,59,32,47,42,32,110,
105,98,98,108,101,115,32,97,116,32,98,105,116,115,32,49,50,32,97,110,100,32,50,56,
32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,107,32,
61,32,52,32,42,32,40,106,32,38,32,51,41,59,10,32,32,32,32,32,32,32,32,116,
109,105,110,32,61,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,60,102,97,108,
115,101,62,40,116,109,105,110,44,32,126,117,32,38,32,48,120,48,49,102,102,48,49,102,
102,117,41,59,32,47,42,32,48,32,119,104,101,114,101,32,104,39,115,32,98,105,116,115,
32,56,46,46,48,32,97,114,101,32,48,120,49,48,48,32,42,47,10,32,32,32,32,32,
32,32,32,108,111,91,106,32,62,62,32,50,93,32,43,61,32,120,32,60,60,32,107,59,
10,32,32,32,32,32,32,32,32,105,102,32,40,107,41,32,104,105,91,106,32,62,62,32,
50,93,32,43,61,32,120,32,62,62,32,40,51,50,32,45,32,107,41,59,10,32,32,32,
32,125,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,
116,95,117,51,50,32,113,97,32,61,32,95,95,102,117,110,110,101,108,115,104,105,102,116,
95,114,40,108,111,91,48,93,44,32,104,105,91,48,93,44,32,49,50,41,44,32,113,98,
32,61,32,95,95,102,117,110,110,101,108,115,104,105,102,116,95,114,40,108,111,91,49,93,
44,32,104,105,91,49,93,44,32,49,50,41,59,32,47,42,32,101,108,101,109,101,110,116,
115,32,48,46,46,51,32,97,110,100,32,56,46,46,49,49,59,32,52,46,46,55,32,97,
110,100,32,49,50,46,46,49,53,32,42,47,10,32,32,32,32,32,32,32,32,119,91,48,
93,32,61,32,95,95,98,121,116,101,95,112,101,114,109,40,113,97,44,32,113,98,44,32,
48,120,53,52,49,48,117,41,59,10,32,32,32,32,32,32,32,32,119,91,49,93,32,61,
32,95,95,98,121,116,101,95,112,101,114,109,40,113,97,44,32,113,98,44,32,48,120,55,
54,51,50,117,41,59,10,32,32,32,32,125,10,32,32,32,32,114,101,116,117,114,110,32,
40,116,109,105,110,32,38,32,48,120,102,102,102,102,117,41,32,61,61,32,48,117,32,124,
124,32,116,109,105,110,32,60,32,48,120,49,48,48,48,48,117,59,10,125,10,47,42,32,
97,102,116,101,114,32,107,116,95,113,102,95,110,118,102,112,52,95,102,97,115,116,32,114,
101,116,117,114,110,101,100,32,116,114,117,101,58,32,101,118,101,114,121,32,101,108,101,109,
101,110,116,32,111,110,32,97,32,116,105,101,32,99,111,100,101,100,32,102,114,111,109,10,
32,32,32,116,104,101,32,99,111,114,114,101,99,116,108,121,32,114,111,117,110,100,101,100,
32,113,117,111,116,105,101,110,116,32,40,77,97,114,107,115,116,101,105,110,41,32,97,110,
100,32,107,116,95,113,95,101,110,99,46,32,84,104,101,32,102,97,115,116,32,112,97,116,
104,10,32,32,32,107,101,101,112,115,32,110,111,32,116,105,101,32,112,111,115,105,116,105,
111,110,115,32,40,116,104,97,116,32,119,111,117,108,100,32,99,111,115,116,32,116,104,101,
32,108,111,111,112,32,105,116,115,32,114,101,103,105,115,116,101,114,115,32,97,110,100,32,
65,76,85,10,32,32,32,115,116,101,112,115,41,44,32,115,111,32,116,104,101,32,102,49,
54,32,119,111,114,100,115,32,97,114,101,32,102,111,114,109,101,100,32,97,103,97,105,110,
32,104,101,114,101,44,32,105,110,32,116,104,101,32,108,97,110,101,115,32,116,104,97,116,
32,110,101,101,100,10,32,32,32,116,104,101,109,46,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,113,102,95,110,118,102,112,52,95,102,105,120,40,99,111,
110,115,116,32,102,108,111,97,116,32,42,118,44,32,102,108,111,97,116,32,100,44,32,102,
108,111,97,116,32,114,44,32,107,116,95,117,51,50,32,42,119,41,32,123,10,32,32,32,
32,99,111,110,115,116,32,102,108,111,97,116,32,100,48,32,61,32,95,95,102,109,117,108,
95,114,110,40,100,44,32,54,46,49,48,51,53,49,53,54,50,53,101,45,48,53,102,41,
44,32,114,48,32,61,32,95,95,102,109,117,108,95,114,110,40,114,44,32,49,54,51,56,
52,46,48,102,41,59,32,47,42,32,101,120,97,99,116,58,32,116,104,101,32,117,110,115,
99,97,108,101,100,32,101,110,116,114,121,32,42,47,10,32,32,32,32,107,116,95,117,51,
50,32,116,105,101,32,61,32,48,117,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,
32,60,32,56,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,104,32,61,32,107,116,95,113,95,102,49,54,120,50,
40,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,114,41,44,32,95,95,102,
109,117,108,95,114,110,40,118,91,106,32,43,32,56,93,44,32,114,41,41,59,10,32,32,
32,32,32,32,32,32,116,105,101,32,124,61,32,107,116,95,113,95,101,113,49,54,120,50,
40,104,32,38,32,48,120,48,49,102,102,48,49,102,102,117,44,32,48,120,48,49,48,48,
48,49,48,48,117,41,32,38,32,40,48,120,48,48,48,49,48,48,48,49,117,32,60,60,
32,106,41,59,32,47,42,32,98,105,116,32,106,58,32,101,108,101,109,101,110,116,32,106,
44,32,98,105,116,32,49,54,32,43,32,106,58,32,101,108,101,109,101,110,116,32,106,32,
43,32,56,32,42,47,10,32,32,32,32,125,10,32,32,32,32,119,104,105,108,101,32,40,
116,105,101,32,33,61,32,48,117,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,105,110,116,32,98,32,61,32,95,95,102,102,115,40,40,105,110,116,41,116,105,
101,41,32,45,32,49,44,32,101,32,61,32,40,98,32,38,32,49,53,41,32,43,32,40,
98,32,62,62,32,52,41,32,42,32,56,44,32,115,104,32,61,32,52,32,42,32,40,101,
32,38,32,55,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,115,48,91,
56,93,44,32,115,49,91,52,93,44,32,115,50,91,50,93,59,32,47,42,32,118,91,101,
93,32,98,121,32,101,39,115,32,98,105,116,115,58,32,115,101,108,101,99,116,115,32,107,
101,101,112,32,118,32,105,110,32,114,101,103,105,115,116,101,114,115,32,42,47,10,35,112,
114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,107,32,61,32,48,59,32,107,32,60,32,56,59,32,107,43,43,41,
32,115,48,91,107,93,32,61,32,40,101,32,38,32,49,41,32,63,32,118,91,50,32,42,
32,107,32,43,32,49,93,32,58,32,118,91,50,32,42,32,107,93,59,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,
105,110,116,32,107,32,61,32,48,59,32,107,32,60,32,52,59,32,107,43,43,41,32,115,
49,91,107,93,32,61,32,40,101,32,38,32,50,41,32,63,32,115,48,91,50,32,42,32,
107,32,43,32,49,93,32,58,32,115,48,91,50,32,42,32,107,93,59,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,
105,110,116,32,107,32,61,32,48,59,32,107,32,60,32,50,59,32,107,43,43,41,32,115,
50,91,107,93,32,61,32,40,101,32,38,32,52,41,32,63,32,115,49,91,50,32,42,32,
107,32,43,32,49,93,32,58,32,115,49,91,50,32,42,32,107,93,59,10,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,120,32,61,32,40,101,32,38,
32,56,41,32,63,32,115,50,91,49,93,32,58,32,115,50,91,48,93,59,10,32,32,32,
32,32,32,32,32,47,42,32,120,39,115,32,115,105,103,110,32,111,110,32,116,104,101,32,
113,117,111,116,105,101,110,116,58,32,45,48,32,47,32,100,32,105,115,32,45,48,32,42,
47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,99,
32,61,32,107,116,95,113,95,101,110,99,40,99,111,112,121,115,105,103,110,102,40,107,116,
95,113,95,113,117,111,116,40,102,97,98,115,102,40,120,41,44,32,100,48,44,32,114,48,
41,44,32,120,41,44,32,49,44,32,49,44,32,55,117,44,32,55,117,44,32,51,41,32,
60,60,32,115,104,59,10,32,32,32,32,32,32,32,32,116,105,101,32,38,61,32,116,105,
101,32,45,32,49,117,59,10,32,32,32,32,32,32,32,32,105,102,32,40,101,32,60,32,
56,41,32,119,91,48,93,32,61,32,40,119,91,48,93,32,38,32,126,40,49,53,117,32,
60,60,32,115,104,41,41,32,124,32,99,59,10,32,32,32,32,32,32,32,32,101,108,115,
101,32,119,91,49,93,32,61,32,40,119,91,49,93,32,38,32,126,40,49,53,117,32,60,
60,32,115,104,41,41,32,124,32,99,59,10,32,32,32,32,125,10,125,10,47,42,32,77,
88,32,70,80,54,32,40,69,44,32,77,41,32,99,111,100,101,115,32,111,102,32,49,54,
32,98,102,49,54,32,118,97,108,117,101,115,32,118,32,116,105,109,101,115,32,50,94,45,
88,32,40,88,32,60,61,32,49,50,55,32,45,32,40,49,53,32,45,10,32,32,32,98,
105,97,115,41,41,44,32,112,97,99,107,101,100,32,105,110,116,111,32,119,91,48,46,46,
50,93,58,32,101,108,101,109,101,110,116,115,32,50,105,32,97,110,100,32,50,105,32,43,
32,49,32,115,104,97,114,101,32,97,32,99,111,110,118,101,114,115,105,111,110,59,10,32,
32,32,116,104,101,105,114,32,49,50,32,98,105,116,115,32,103,111,32,116,111,32,98,105,
116,32,49,50,105,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,69,
44,32,105,110,116,32,77,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,
113,102,95,102,54,95,98,102,49,54,40,99,111,110,115,116,32,102,108,111,97,116,32,42,
118,44,32,105,110,116,32,88,44,32,107,116,95,117,51,50,32,42,119,41,32,123,10,32,
32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,102,32,61,32,107,116,95,113,95,
112,111,119,50,102,40,45,88,32,45,32,40,49,53,32,45,32,40,40,49,32,60,60,32,
40,69,32,45,32,49,41,41,32,45,32,49,41,41,41,59,10,32,32,32,32,107,116,95,
117,51,50,32,112,91,56,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,
32,56,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,99,32,61,32,107,116,95,113,102,95,102,49,54,95,99,111,
100,101,115,50,60,69,44,32,77,62,40,118,91,50,32,42,32,105,93,44,32,118,91,50,
32,42,32,105,32,43,32,49,93,44,32,102,41,59,10,32,32,32,32,32,32,32,32,112,
91,105,93,32,61,32,40,99,32,38,32,48,120,51,102,117,41,32,124,32,40,40,99,32,
62,62,32,49,48,41,32,38,32,48,120,102,99,48,117,41,59,10,32,32,32,32,125,10,
32,32,32,32,119,91,48,93,32,61,32,112,91,48,93,32,124,32,40,112,91,49,93,32,
60,60,32,49,50,41,32,124,32,40,112,91,50,93,32,60,60,32,50,52,41,59,10,32,
32,32,32,119,91,49,93,32,61,32,40,112,91,50,93,32,62,62,32,56,41,32,124,32,
40,112,91,51,93,32,60,60,32,52,41,32,124,32,40,112,91,52,93,32,60,60,32,49,
54,41,32,124,32,40,112,91,53,93,32,60,60,32,50,56,41,59,10,32,32,32,32,119,
91,50,93,32,61,32,40,112,91,53,93,32,62,62,32,52,41,32,124,32,40,112,91,54,
93,32,60,60,32,56,41,32,124,32,40,112,91,55,93,32,60,60,32,50,48,41,59,10,
125,10,47,42,32,116,104,105,115,32,116,104,114,101,97,100,39,115,32,49,54,32,99,111,
100,101,115,32,40,56,45,98,105,116,58,32,52,32,119,111,114,100,115,32,111,102,32,98,
121,116,101,115,59,32,70,80,52,47,70,80,54,58,32,112,97,99,107,101,100,41,32,116,
111,32,100,97,116,97,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,113,102,95,115,116,111,114,101,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,
115,32,38,97,44,32,107,116,95,105,54,52,32,116,44,32,105,110,116,32,101,108,101,109,
44,32,99,111,110,115,116,32,107,116,95,117,51,50,32,42,119,41,32,123,10,32,32,32,
32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,70,52,41,32,123,10,
32,32,32,32,32,32,32,32,42,40,117,105,110,116,50,32,42,41,40,97,46,100,97,116,
97,32,43,32,40,107,116,95,117,54,52,41,116,32,42,32,56,117,41,32,61,32,109,97,
107,101,95,117,105,110,116,50,40,119,91,48,93,44,32,119,91,49,93,41,59,10,32,32,
32,32,125,32,101,108,115,101,32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,
81,95,70,54,95,69,50,77,51,32,124,124,32,101,108,101,109,32,61,61,32,75,84,95,
81,95,70,54,95,69,51,77,50,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,
117,51,50,32,42,112,32,61,32,40,107,116,95,117,51,50,32,42,41,40,97,46,100,97,
116,97,32,43,32,40,107,116,95,117,54,52,41,116,32,42,32,49,50,117,41,59,10,32,
32,32,32,32,32,32,32,112,91,48,93,32,61,32,119,91,48,93,59,10,32,32,32,32,
32,32,32,32,112,91,49,93,32,61,32,119,91,49,93,59,10,32,32,32,32,32,32,32,
32,112,91,50,93,32,61,32,119,91,50,93,59,10,32,32,32,32,125,32,101,108,115,101,
32,123,10,32,32,32,32,32,32,32,32,42,40,117,105,110,116,52,32,42,41,40,97,46,
100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,116,32,42,32,49,54,117,41,32,
61,32,109,97,107,101,95,117,105,110,116,52,40,119,91,48,93,44,32,119,91,49,93,44,
32,119,91,50,93,44,32,119,91,51,93,41,59,10,32,32,32,32,125,10,125,10,47,42,
32,116,104,101,32,119,97,114,112,39,115,32,113,56,95,48,32,47,32,113,52,95,48,32,
98,108,111,99,107,115,32,40,98,115,122,32,98,121,116,101,115,32,101,97,99,104,44,32,
49,54,32,112,101,114,32,119,97,114,112,41,44,32,119,114,105,116,116,101,110,32,98,121,
10,32,32,32,105,116,115,32,108,97,110,101,115,32,116,111,32,116,104,101,32,115,116,97,
103,105,110,103,32,97,114,101,97,44,32,116,111,32,100,97,116,97,32,119,105,116,104,32,
51,50,45,98,105,116,32,115,116,111,114,101,115,59,32,116,104,101,32,115,116,97,103,105,
110,103,10,32,32,32,97,114,101,97,32,105,115,32,102,114,101,101,32,97,103,97,105,110,
32,111,110,32,114,101,116,117,114,110,32,42,47,10,75,84,95,68,69,86,32,107,116,95,
117,56,32,42,107,116,95,113,102,95,115,116,97,103,101,40,41,32,123,10,32,32,32,32,
95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,95,40,49,54,41,
32,107,116,95,117,56,32,115,116,97,103,101,91,56,93,91,53,52,52,93,59,32,47,42,
32,112,101,114,32,119,97,114,112,32,111,102,32,50,53,54,32,116,104,114,101,97,100,115,
58,32,49,54,32,113,56,95,48,32,47,32,113,52,95,48,32,98,108,111,99,107,115,32,
42,47,10,32,32,32,32,114,101,116,117,114,110,32,115,116,97,103,101,91,116,104,114,101,
97,100,73,100,120,46,120,32,62,62,32,53,93,59,10,125,10,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,113,102,95,115,116,97,103,101,95,111,117,116,40,99,111,110,
115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,117,56,32,42,
115,116,97,103,101,44,32,107,116,95,105,54,52,32,116,98,44,32,107,116,95,105,54,52,
32,115,108,111,116,115,44,32,105,110,116,32,98,115,122,41,32,123,10,32,32,32,32,99,
111,110,115,116,32,105,110,116,32,108,97,110,101,32,61,32,40,105,110,116,41,40,116,104,
114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,10,32,32,32,32,99,111,
110,115,116,32,107,116,95,105,54,52,32,108,101,102,116,32,61,32,40,115,108,111,116,115,
32,45,32,116,98,41,32,62,62,32,49,59,10,32,32,32,32,99,111,110,115,116,32,105,
110,116,32,110,98,32,61,32,98,115,122,32,42,32,40,108,101,102,116,32,60,32,49,54,
32,63,32,40,105,110,116,41,108,101,102,116,32,58,32,49,54,41,59,10,32,32,32,32,
107,116,95,117,51,50,32,42,100,115,116,32,61,32,40,107,116,95,117,51,50,32,42,41,
40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,54,52,41,40,116,98,32,62,62,
32,49,41,32,42,32,40,107,116,95,117,54,52,41,98,115,122,41,59,10,32,32,32,32,
95,95,115,121,110,99,119,97,114,112,40,41,59,10,32,32,32,32,102,111,114,32,40,105,
110,116,32,105,32,61,32,108,97,110,101,59,32,105,32,60,32,110,98,32,62,62,32,50,
59,32,105,32,43,61,32,51,50,41,32,100,115,116,91,105,93,32,61,32,40,40,99,111,
110,115,116,32,107,116,95,117,51,50,32,42,41,115,116,97,103,101,41,91,105,93,59,10,
32,32,32,32,105,102,32,40,40,110,98,32,38,32,50,41,32,38,38,32,108,97,110,101,
32,61,61,32,48,41,32,40,40,107,116,95,117,49,54,32,42,41,100,115,116,41,91,40,
110,98,32,62,62,32,49,41,32,45,32,49,93,32,61,32,40,40,99,111,110,115,116,32,
107,116,95,117,49,54,32,42,41,115,116,97,103,101,41,91,40,110,98,32,62,62,32,49,
41,32,45,32,49,93,59,10,32,32,32,32,95,95,115,121,110,99,119,97,114,112,40,41,
59,10,125,10,47,42,32,116,104,101,32,119,97,114,112,39,115,32,101,108,101,109,101,110,
116,115,32,91,49,54,32,116,98,44,32,49,54,32,116,98,32,43,32,53,49,50,41,32,
97,115,32,56,45,101,108,101,109,101,110,116,32,115,108,111,116,115,32,111,102,32,107,116,
95,113,95,98,108,111,99,107,95,117,110,105,116,32,42,47,10,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,113,102,95,114,101,100,111,40,99,111,110,115,116,32,107,116,
95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,116,98,41,32,123,
10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,76,56,32,61,32,40,105,110,116,
41,97,46,108,97,110,101,115,44,32,115,104,56,32,61,32,51,49,32,45,32,95,95,99,
108,122,40,76,56,41,44,32,108,97,110,101,32,61,32,40,105,110,116,41,40,116,104,114,
101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,32,49,10,32,32,32,32,102,111,114,32,40,105,110,116,32,112,
32,61,32,48,59,32,112,32,60,32,50,59,32,112,43,43,41,32,123,10,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,115,32,61,32,50,32,42,
32,116,98,32,43,32,51,50,32,42,32,112,32,43,32,108,97,110,101,59,10,32,32,32,
32,32,32,32,32,107,116,95,113,95,98,108,111,99,107,95,117,110,105,116,40,97,44,32,
115,32,62,62,32,115,104,56,44,32,40,105,110,116,41,40,115,32,38,32,40,76,56,32,
45,32,49,41,41,44,32,76,56,44,32,115,32,60,32,40,97,46,110,32,62,62,32,51,
41,41,59,10,32,32,32,32,125,10,125,10,47,42,32,109,97,120,32,124,120,124,32,111,
102,32,97,32,98,102,49,54,32,116,104,114,101,97,100,39,115,32,49,54,32,118,97,108,
117,101,115,32,97,115,32,102,51,50,32,40,78,97,78,32,119,104,101,110,32,111,110,101,
32,105,115,32,78,97,78,58,32,115,109,95,56,54,10,32,32,32,111,110,44,32,116,104,
101,32,112,97,99,107,101,100,32,98,102,49,54,32,109,97,120,32,111,102,32,109,97,103,
110,105,116,117,100,101,115,59,32,98,101,102,111,114,101,44,32,116,104,101,32,117,49,54,
32,109,97,120,32,111,102,32,116,104,101,10,32,32,32,109,97,103,110,105,116,117,100,101,
115,39,32,98,105,116,115,44,32,119,104,101,114,101,32,78,97,78,39,115,32,108,105,101,
32,97,98,111,118,101,32,73,110,102,39,115,41,32,42,47,10,75,84,95,68,69,86,32,
102,108,111,97,116,32,107,116,95,113,102,95,97,109,97,120,95,98,102,49,54,40,99,111,
110,115,116,32,107,116,95,113,102,95,114,97,119,60,75,84,95,81,95,66,70,49,54,62,
32,38,114,41,32,123,10,35,105,102,32,100,101,102,105,110,101,100,40,95,95,67,85,68,
65,95,65,82,67,72,95,95,41,32,38,38,32,95,95,67,85,68,65,95,65,82,67,72,
95,95,32,62,61,32,56,54,48,10,32,32,32,32,123,32,47,42,32,109,97,120,46,120,
111,114,115,105,103,110,46,97,98,115,58,32,110,111,32,109,97,115,107,105,110,103,32,111,
102,32,116,104,101,32,115,105,103,110,115,32,102,105,114,115,116,32,40,102,101,119,101,114,
32,105,110,116,101,103,101,114,32,65,76,85,32,105,110,115,116,114,117,99,116,105,111,110,
115,41,32,42,47,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,56,
93,32,61,32,123,114,46,119,91,48,93,46,120,44,32,114,46,119,91,48,93,46,121,44,
32,114,46,119,91,48,93,46,122,44,32,114,46,119,91,48,93,46,119,44,32,114,46,119,
91,49,93,46,120,44,32,114,46,119,91,49,93,46,121,44,32,114,46,119,91,49,93,46,
122,44,32,114,46,119,91,49,93,46,119,125,44,32,109,59,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,
32,115,32,61,32,49,59,32,115,32,60,32,56,59,32,115,32,42,61,32,50,41,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,56,59,
32,105,32,43,61,32,50,32,42,32,115,41,32,97,115,109,40,34,109,97,120,46,78,97,
78,46,120,111,114,115,105,103,110,46,97,98,115,46,98,102,49,54,120,50,32,37,48,44,
32,37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,119,91,105,93,41,32,58,
32,34,114,34,40,119,91,105,93,41,44,32,34,114,34,40,119,91,105,32,43,32,115,93,
41,41,59,10,32,32,32,32,32,32,32,32,97,115,109,40,34,109,97,120,46,78,97,78,
46,120,111,114,115,105,103,110,46,97,98,115,46,98,102,49,54,120,50,32,37,48,44,32,
37,49,44,32,37,50,59,34,32,58,32,34,61,114,34,40,109,41,32,58,32,34,114,34,
40,119,91,48,93,41,44,32,34,114,34,40,95,95,98,121,116,101,95,112,101,114,109,40,
119,91,48,93,44,32,48,117,44,32,48,120,49,48,51,50,117,41,41,41,59,10,32,32,
32,32,32,32,32,32,114,101,116,117,114,110,32,95,95,117,105,110,116,95,97,115,95,102,
108,111,97,116,40,40,109,32,60,60,32,49,54,41,32,38,32,48,120,55,102,102,102,102,
102,102,102,117,41,59,10,32,32,32,32,125,10,35,101,110,100,105,102,10,32,32,32,32,
107,116,95,117,51,50,32,109,32,61,32,48,117,59,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,
59,32,105,32,60,32,50,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,
109,32,61,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,60,116,114,117,101,62,
40,109,44,32,114,46,119,91,105,93,46,120,32,38,32,48,120,55,102,102,102,55,102,102,
102,117,41,59,10,32,32,32,32,32,32,32,32,109,32,61,32,107,116,95,113,95,117,49,
54,120,50,95,101,120,116,60,116,114,117,101,62,40,109,44,32,114,46,119,91,105,93,46,
121,32,38,32,48,120,55,102,102,102,55,102,102,102,117,41,59,10,32,32,32,32,32,32,
32,32,109,32,61,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,60,116,114,117,
101,62,40,109,44,32,114,46,119,91,105,93,46,122,32,38,32,48,120,55,102,102,102,55,
102,102,102,117,41,59,10,32,32,32,32,32,32,32,32,109,32,61,32,107,116,95,113,95,
117,49,54,120,50,95,101,120,116,60,116,114,117,101,62,40,109,44,32,114,46,119,91,105,
93,46,119,32,38,32,48,120,55,102,102,102,55,102,102,102,117,41,59,10,32,32,32,32,
125,10,32,32,32,32,109,32,61,32,107,116,95,113,95,117,49,54,120,50,95,101,120,116,
60,116,114,117,101,62,40,109,44,32,109,32,62,62,32,49,54,41,59,10,32,32,32,32,
114,101,116,117,114,110,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,109,
32,60,60,32,49,54,41,59,10,125,10,47,42,32,115,105,103,110,101,100,32,109,97,120,
32,97,110,100,32,109,105,110,32,111,102,32,97,32,98,102,49,54,32,116,104,114,101,97,
100,39,115,32,49,54,32,118,97,108,117,101,115,32,40,78,97,78,32,119,104,101,110,32,
111,110,101,32,105,115,32,78,97,78,41,44,32,97,115,32,112,97,99,107,101,100,32,119,
111,114,100,115,32,119,105,116,104,32,116,104,101,32,114,101,115,117,108,116,32,105,110,32,
98,111,116,104,32,104,97,108,118,101,115,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,102,95,109,105,110,109,97,120,95,98,102,49,54,40,99,111,110,
115,116,32,107,116,95,113,102,95,114,97,119,60,75,84,95,81,95,66,70,49,54,62,32,
38,114,44,32,107,116,95,117,51,50,32,38,104,120,44,32,107,116,95,117,51,50,32,38,
104,110,41,32,123,10,32,32,32,32,104,120,32,61,32,104,110,32,61,32,114,46,119,91,
48,93,46,120,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,
32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,50,59,32,
105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,
117,51,50,32,119,91,52,93,32,61,32,123,114,46,119,91,105,93,46,120,44,32,114,46,
119,91,105,93,46,121,44,32,114,46,119,91,105,93,46,122,44,32,114,46,119,91,105,93,
46,119,125,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,
32,32,32,32,102,111,114,32,40,105,110,116,32,107,32,61,32,105,32,61,61,32,48,32,
63,32,49,32,58,32,48,59,32,107,32,60,32,52,59,32,107,43,43,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,104,120,32,61,32,107,116,95,113,95,98,102,49,
54,120,50,95,101,120,116,60,116,114,117,101,62,40,104,120,44,32,119,91,107,93,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,104,110,32,61,32,107,116,95,113,95,98,
102,49,54,120,50,95,101,120,116,60,102,97,108,115,101,62,40,104,110,44,32,119,91,107,
93,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,32,32,32,
104,120,32,61,32,107,116,95,113,95,98,102,49,54,120,50,95,101,120,116,60,116,114,117,
101,62,40,104,120,44,32,95,95,98,121,116,101,95,112,101,114,109,40,104,120,44,32,48,
117,44,32,48,120,49,48,51,50,117,41,41,59,10,32,32,32,32,104,110,32,61,32,107,
116,95,113,95,98,102,49,54,120,50,95,101,120,116,60,102,97,108,115,101,62,40,104,110,
44,32,95,95,98,121,116,101,95,112,101,114,109,40,104,110,44,32,48,117,44,32,48,120,
49,48,51,50,117,41,41,59,10,125,10,47,42,32,113,52,95,48,39,115,32,109,120,118,
58,32,116,104,101,32,102,105,114,115,116,32,101,108,101,109,101,110,116,32,111,102,32,108,
97,114,103,101,115,116,32,109,97,103,110,105,116,117,100,101,32,97,109,32,111,102,32,97,
32,98,108,111,99,107,32,111,110,32,116,104,101,10,32,32,32,108,97,110,101,32,112,97,
105,114,32,40,99,32,61,32,48,44,32,49,59,32,108,97,110,101,32,48,39,115,32,101,
108,101,109,101,110,116,115,32,102,105,114,115,116,41,44,32,118,32,116,104,105,115,32,108,
97,110,101,39,115,32,49,54,59,32,109,97,115,107,10,32,32,32,104,111,108,100,115,32,
116,104,101,32,108,97,110,101,115,32,116,104,97,116,32,99,97,108,108,32,105,116,32,42,
47,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,95,113,52,48,95,102,105,
114,115,116,40,99,111,110,115,116,32,102,108,111,97,116,32,42,118,44,32,102,108,111,97,
116,32,97,109,44,32,105,110,116,32,99,44,32,107,116,95,117,51,50,32,109,97,115,107,
41,32,123,10,32,32,32,32,102,108,111,97,116,32,102,105,114,115,116,32,61,32,48,46,
48,102,59,10,32,32,32,32,98,111,111,108,32,104,97,115,32,61,32,102,97,108,115,101,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,
32,40,105,110,116,32,106,32,61,32,49,53,59,32,106,32,62,61,32,48,59,32,106,45,
45,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,98,111,111,108,32,
104,105,116,32,61,32,102,97,98,115,102,40,118,91,106,93,41,32,61,61,32,97,109,59,
10,32,32,32,32,32,32,32,32,102,105,114,115,116,32,61,32,104,105,116,32,63,32,118,
91,106,93,32,58,32,102,105,114,115,116,59,10,32,32,32,32,32,32,32,32,104,97,115,
32,124,61,32,104,105,116,59,10,32,32,32,32,125,10,32,32,32,32,99,111,110,115,116,
32,102,108,111,97,116,32,111,116,104,101,114,32,61,32,95,95,115,104,102,108,95,120,111,
114,95,115,121,110,99,40,109,97,115,107,44,32,102,105,114,115,116,44,32,49,41,59,10,
32,32,32,32,99,111,110,115,116,32,98,111,111,108,32,111,104,97,115,32,61,32,95,95,
115,104,102,108,95,120,111,114,95,115,121,110,99,40,109,97,115,107,44,32,40,105,110,116,
41,104,97,115,44,32,49,41,32,33,61,32,48,59,10,32,32,32,32,114,101,116,117,114,
110,32,40,99,32,61,61,32,48,32,63,32,104,97,115,32,58,32,33,111,104,97,115,41,
32,63,32,102,105,114,115,116,32,58,32,111,116,104,101,114,59,10,125,10,47,42,32,113,
52,95,48,32,111,102,32,98,102,49,54,32,120,44,32,97,32,98,108,111,99,107,32,111,
110,32,108,97,110,101,115,32,99,32,61,32,48,44,32,49,32,40,101,108,101,109,101,110,
116,115,32,49,54,99,46,46,49,54,99,43,49,53,41,58,32,116,104,101,10,32,32,32,
98,108,111,99,107,39,115,32,115,105,103,110,101,100,32,109,97,120,32,97,110,100,32,109,
105,110,32,105,110,32,112,97,99,107,101,100,32,98,102,49,54,32,103,105,118,101,32,109,
97,120,32,124,120,124,32,97,110,100,32,116,104,101,32,115,105,103,110,32,111,102,10,32,
32,32,100,32,61,32,109,120,118,32,47,32,45,56,32,40,109,120,118,58,32,116,104,101,
32,102,105,114,115,116,32,101,108,101,109,101,110,116,32,111,102,32,108,97,114,103,101,115,
116,32,109,97,103,110,105,116,117,100,101,41,59,32,111,110,108,121,32,97,32,98,108,111,
99,107,10,32,32,32,119,104,111,115,101,32,109,97,120,32,97,110,100,32,109,105,110,32,
104,97,118,101,32,116,104,101,32,115,97,109,101,32,109,97,103,110,105,116,117,100,101,32,
108,111,111,107,115,32,102,111,114,32,116,104,101,32,102,105,114,115,116,32,111,110,101,46,
32,67,111,100,101,115,10,32,32,32,116,114,117,110,99,40,120,32,42,32,105,100,32,43,
32,56,46,53,41,32,99,108,97,109,112,101,100,32,116,111,32,49,53,32,97,114,101,32,
116,104,101,32,108,111,119,32,98,105,116,115,32,111,102,32,97,110,32,102,51,50,32,97,
100,100,44,32,103,97,116,104,101,114,101,100,10,32,32,32,119,105,116,104,32,115,104,105,
102,116,45,97,100,100,115,58,32,119,111,114,100,32,107,32,111,102,32,97,32,108,97,110,
101,32,104,111,108,100,115,32,101,108,101,109,101,110,116,115,32,52,107,46,46,52,107,43,
51,32,97,115,32,98,121,116,101,115,44,32,97,110,100,10,32,32,32,98,121,116,101,32,
106,32,111,102,32,113,115,32,105,115,32,108,97,110,101,32,48,39,115,32,101,108,101,109,
101,110,116,32,106,32,40,108,111,119,32,110,105,98,98,108,101,41,32,97,110,100,32,108,
97,110,101,32,49,39,115,32,40,104,105,103,104,41,46,32,42,47,10,75,84,95,68,69,
86,32,98,111,111,108,32,107,116,95,113,102,95,113,52,48,95,98,102,49,54,40,99,111,
110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,99,111,110,115,116,32,
107,116,95,113,102,95,114,97,119,60,75,84,95,81,95,66,70,49,54,62,32,38,114,44,
32,107,116,95,105,54,52,32,116,98,44,32,107,116,95,105,54,52,32,115,108,111,116,115,
44,32,98,111,111,108,32,108,105,118,101,44,32,105,110,116,32,99,44,32,105,110,116,32,
108,97,110,101,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,104,120,44,32,104,
110,59,10,32,32,32,32,107,116,95,113,102,95,109,105,110,109,97,120,95,98,102,49,54,
40,114,44,32,104,120,44,32,104,110,41,59,10,32,32,32,32,104,120,32,61,32,107,116,
95,113,95,98,102,49,54,120,50,95,101,120,116,60,116,114,117,101,62,40,104,120,44,32,
95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,
102,102,117,44,32,104,120,44,32,49,41,41,59,10,32,32,32,32,104,110,32,61,32,107,
116,95,113,95,98,102,49,54,120,50,95,101,120,116,60,102,97,108,115,101,62,40,104,110,
44,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,
102,102,102,102,117,44,32,104,110,44,32,49,41,41,59,10,32,32,32,32,99,111,110,115,
116,32,102,108,111,97,116,32,109,120,32,61,32,95,95,117,105,110,116,95,97,115,95,102,
108,111,97,116,40,104,120,32,60,60,32,49,54,41,44,32,110,109,110,32,61,32,45,95,
95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,104,110,32,60,60,32,49,54,41,
44,32,97,109,32,61,32,102,109,97,120,102,40,109,120,44,32,110,109,110,41,59,10,32,
32,32,32,47,42,32,102,105,110,105,116,101,32,40,78,97,78,32,102,97,105,108,115,32,
101,118,101,114,121,32,99,111,109,112,97,114,105,115,111,110,41,32,97,110,100,32,62,61,
32,50,94,45,49,48,48,32,42,47,10,32,32,32,32,99,111,110,115,116,32,98,111,111,
108,32,98,97,100,32,61,32,108,105,118,101,32,38,38,32,33,40,109,120,32,60,32,95,
95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,55,102,56,48,48,48,48,
48,117,41,32,38,38,32,110,109,110,32,60,32,95,95,117,105,110,116,95,97,115,95,102,
108,111,97,116,40,48,120,55,102,56,48,48,48,48,48,117,41,32,38,38,32,97,109,32,
62,61,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,48,100,56,
48,48,48,48,48,117,41,41,59,10,32,32,32,32,105,102,32,40,95,95,97,110,121,95,
115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,98,97,100,41,41,32,
114,101,116,117,114,110,32,102,97,108,115,101,59,10,32,32,32,32,102,108,111,97,116,32,
109,120,118,32,61,32,109,120,32,62,32,110,109,110,32,63,32,109,120,32,58,32,45,110,
109,110,59,10,32,32,32,32,105,102,32,40,109,120,32,61,61,32,110,109,110,41,32,123,
32,47,42,32,98,111,116,104,32,115,105,103,110,115,32,114,101,97,99,104,32,97,109,58,
32,116,104,101,32,102,105,114,115,116,32,101,108,101,109,101,110,116,32,111,102,32,116,104,
101,32,112,97,105,114,39,115,32,51,50,32,42,47,10,32,32,32,32,32,32,32,32,102,
108,111,97,116,32,118,91,49,54,93,59,10,32,32,32,32,32,32,32,32,107,116,95,113,
102,95,118,97,108,117,101,115,60,75,84,95,81,95,66,70,49,54,62,40,114,44,32,118,
41,59,10,32,32,32,32,32,32,32,32,109,120,118,32,61,32,107,116,95,113,52,48,95,
102,105,114,115,116,40,118,44,32,97,109,44,32,99,44,32,51,117,32,60,60,32,40,108,
97,110,101,32,38,32,51,48,41,41,59,10,32,32,32,32,125,10,32,32,32,32,99,111,
110,115,116,32,102,108,111,97,116,32,100,32,61,32,95,95,102,109,117,108,95,114,110,40,
109,120,118,44,32,45,48,46,49,50,53,102,41,44,32,105,100,32,61,32,95,95,102,100,
105,118,95,114,110,40,49,46,48,102,44,32,100,41,59,32,47,42,32,100,32,61,32,109,
120,118,32,47,32,45,56,32,101,120,97,99,116,108,121,32,42,47,10,32,32,32,32,107,
116,95,117,51,50,32,113,91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,107,32,61,32,48,59,32,107,
32,60,32,52,59,32,107,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,119,32,61,32,107,32,38,32,49,32,63,32,40,107,
32,38,32,50,32,63,32,114,46,119,91,49,93,46,122,32,58,32,114,46,119,91,48,93,
46,122,41,32,58,32,40,107,32,38,32,50,32,63,32,114,46,119,91,49,93,46,120,32,
58,32,114,46,119,91,48,93,46,120,41,59,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,119,50,32,61,32,107,32,38,32,49,32,63,32,40,
107,32,38,32,50,32,63,32,114,46,119,91,49,93,46,119,32,58,32,114,46,119,91,48,
93,46,119,41,32,58,32,40,107,32,38,32,50,32,63,32,114,46,119,91,49,93,46,121,
32,58,32,114,46,119,91,48,93,46,121,41,59,10,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,117,51,50,32,101,91,52,93,32,61,32,123,119,32,60,60,32,
49,54,44,32,119,32,38,32,48,120,102,102,102,102,48,48,48,48,117,44,32,119,50,32,
60,60,32,49,54,44,32,119,50,32,38,32,48,120,102,102,102,102,48,48,48,48,117,125,
59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,97,99,99,32,61,32,48,
117,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,51,59,32,105,32,62,61,32,48,
59,32,105,45,45,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,
98,105,116,115,32,48,120,52,98,48,48,48,48,48,48,32,43,32,116,114,117,110,99,40,
116,41,32,102,111,114,32,116,32,105,110,32,40,48,46,52,57,44,32,49,54,46,53,49,
41,59,32,116,104,101,32,48,120,52,98,48,48,48,48,48,48,32,111,102,32,97,108,108,
32,98,117,116,32,116,104,101,32,108,97,115,116,32,115,104,105,102,116,32,111,117,116,32,
42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,
117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,
95,95,102,97,100,100,95,114,122,40,95,95,102,97,100,100,95,114,110,40,95,95,102,109,
117,108,95,114,110,40,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,101,91,
105,93,41,44,32,105,100,41,44,32,56,46,53,102,41,44,32,56,51,56,56,54,48,56,
46,48,102,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,97,99,99,32,61,
32,40,97,99,99,32,60,60,32,56,41,32,43,32,40,98,32,60,32,48,120,52,98,48,
48,48,48,48,102,117,32,63,32,98,32,58,32,48,120,52,98,48,48,48,48,48,102,117,
41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,113,91,107,
93,32,61,32,97,99,99,32,45,32,48,120,52,98,48,48,48,48,48,48,117,59,10,32,
32,32,32,125,10,32,32,32,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,56,
32,42,115,116,97,103,101,32,61,32,107,116,95,113,102,95,115,116,97,103,101,40,41,59,
10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,48,
32,61,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,
102,102,102,102,102,117,44,32,99,32,63,32,113,91,48,93,32,58,32,113,91,50,93,44,
32,49,41,44,32,115,49,32,61,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,
99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,99,32,63,32,113,91,49,93,32,
58,32,113,91,51,93,44,32,49,41,59,10,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,51,50,32,111,48,32,61,32,99,32,63,32,115,48,32,43,32,40,
113,91,50,93,32,60,60,32,52,41,32,58,32,113,91,48,93,32,43,32,40,115,48,32,
60,60,32,52,41,44,32,111,49,32,61,32,99,32,63,32,115,49,32,43,32,40,113,91,
51,93,32,60,60,32,52,41,32,58,32,113,91,49,93,32,43,32,40,115,49,32,60,60,
32,52,41,59,10,32,32,32,32,32,32,32,32,107,116,95,117,49,54,32,42,115,116,32,
61,32,40,107,116,95,117,49,54,32,42,41,40,115,116,97,103,101,32,43,32,49,56,32,
42,32,40,108,97,110,101,32,62,62,32,49,41,32,43,32,50,32,43,32,56,32,42,32,
99,41,59,10,32,32,32,32,32,32,32,32,115,116,91,48,93,32,61,32,40,107,116,95,
117,49,54,41,111,48,59,10,32,32,32,32,32,32,32,32,115,116,91,49,93,32,61,32,
40,107,116,95,117,49,54,41,40,111,48,32,62,62,32,49,54,41,59,10,32,32,32,32,
32,32,32,32,115,116,91,50,93,32,61,32,40,107,116,95,117,49,54,41,111,49,59,10,
32,32,32,32,32,32,32,32,115,116,91,51,93,32,61,32,40,107,116,95,117,49,54,41,
40,111,49,32,62,62,32,49,54,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,
99,32,61,61,32,48,41,32,42,40,107,116,95,117,49,54,32,42,41,40,115,116,97,103,
101,32,43,32,49,56,32,42,32,40,108,97,110,101,32,62,62,32,49,41,41,32,61,32,
107,116,95,113,95,102,49,54,40,100,41,59,10,32,32,32,32,32,32,32,32,107,116,95,
113,102,95,115,116,97,103,101,95,111,117,116,40,97,44,32,115,116,97,103,101,44,32,116,
98,44,32,115,108,111,116,115,44,32,49,56,41,59,10,32,32,32,32,125,10,32,32,32,
32,114,101,116,117,114,110,32,116,114,117,101,59,10,125,10,47,42,32,102,97,108,115,101,
32,40,102,111,114,32,116,104,101,32,119,104,111,108,101,32,119,97,114,112,44,32,110,111,
116,104,105,110,103,32,119,114,105,116,116,101,110,41,58,32,107,116,95,113,102,95,114,101,
100,111,32,109,117,115,116,32,116,97,107,101,32,116,104,101,32,119,97,114,112,46,10,32,
32,32,75,73,78,68,32,62,61,32,48,58,32,116,104,101,32,107,105,110,100,32,97,110,
100,32,101,108,101,109,101,110,116,32,102,111,114,109,97,116,32,40,69,76,69,77,41,32,
107,110,111,119,110,32,97,116,32,99,111,109,112,105,108,101,32,116,105,109,101,44,32,119,
105,116,104,10,32,32,32,116,104,101,105,114,32,115,116,97,110,100,97,114,100,32,98,108,
111,99,107,115,32,40,51,50,32,101,108,101,109,101,110,116,115,44,32,110,118,102,112,52,
32,49,54,41,59,32,75,84,95,81,75,95,71,82,79,85,80,83,58,32,105,110,116,56,
32,47,10,32,32,32,105,110,116,56,95,97,115,121,109,32,47,32,102,112,56,32,103,114,
111,117,112,115,44,32,107,105,110,100,32,97,110,100,32,108,97,110,101,115,32,114,101,97,
100,32,102,114,111,109,32,97,59,32,45,49,58,32,97,108,108,32,114,101,97,100,32,102,
114,111,109,32,97,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,68,
84,44,32,105,110,116,32,75,73,78,68,44,32,105,110,116,32,69,76,69,77,62,32,75,
84,95,68,69,86,32,98,111,111,108,32,107,116,95,113,102,95,115,108,111,116,40,99,111,
110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,
32,116,44,32,107,116,95,105,54,52,32,116,98,44,32,107,116,95,105,54,52,32,115,108,
111,116,115,44,32,98,111,111,108,32,108,105,118,101,44,32,99,111,110,115,116,32,107,116,
95,113,102,95,114,97,119,60,68,84,62,32,38,114,41,32,123,10,32,32,32,32,99,111,
110,115,116,32,98,111,111,108,32,103,114,111,117,112,115,32,61,32,75,73,78,68,32,61,
61,32,75,84,95,81,75,95,71,82,79,85,80,83,32,124,124,32,40,75,73,78,68,32,
60,32,48,32,38,38,32,97,46,103,114,97,110,32,61,61,32,50,41,44,32,102,105,120,
101,100,32,61,32,75,73,78,68,32,62,61,32,48,32,38,38,32,75,73,78,68,32,33,
61,32,75,84,95,81,75,95,71,82,79,85,80,83,59,10,32,32,32,32,99,111,110,115,
116,32,105,110,116,32,107,105,110,100,32,61,32,102,105,120,101,100,32,63,32,75,73,78,
68,32,58,32,40,105,110,116,41,97,46,107,105,110,100,44,32,101,108,101,109,32,61,32,
102,105,120,101,100,32,63,32,69,76,69,77,32,58,32,40,105,110,116,41,97,46,101,108,
101,109,44,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,76,32,61,32,102,105,
120,101,100,32,63,32,40,75,73,78,68,32,61,61,32,75,84,95,81,75,95,78,86,70,
80,52,32,63,32,49,32,58,32,50,41,32,58,32,40,105,110,116,41,40,97,46,108,97,
110,101,115,32,62,62,32,49,41,44,32,99,32,61,32,40,105,110,116,41,40,116,32,38,
32,40,76,32,45,32,49,41,41,44,32,108,97,110,101,32,61,32,40,105,110,116,41,40,
116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,105,54,52,32,117,32,61,32,116,32,62,62,32,40,51,
49,32,45,32,95,95,99,108,122,40,76,41,41,59,10,32,32,32,32,102,108,111,97,116,
32,118,91,49,54,93,44,32,97,109,32,61,32,48,46,48,102,44,32,109,110,32,61,32,
48,46,48,102,44,32,109,120,32,61,32,48,46,48,102,59,10,32,32,32,32,107,116,95,
117,51,50,32,119,91,52,93,32,61,32,123,48,117,44,32,48,117,44,32,48,117,44,32,
48,117,125,59,10,32,32,32,32,98,111,111,108,32,98,97,100,59,10,32,32,32,32,105,
102,32,40,68,84,32,61,61,32,75,84,95,81,95,66,70,49,54,32,38,38,32,75,73,
78,68,32,61,61,32,75,84,95,81,75,95,81,52,95,48,41,32,114,101,116,117,114,110,
32,107,116,95,113,102,95,113,52,48,95,98,102,49,54,40,97,44,32,42,40,99,111,110,
115,116,32,107,116,95,113,102,95,114,97,119,60,75,84,95,81,95,66,70,49,54,62,32,
42,41,38,114,44,32,116,98,44,32,115,108,111,116,115,44,32,108,105,118,101,44,32,99,
44,32,108,97,110,101,41,59,10,32,32,32,32,107,116,95,113,102,95,118,97,108,117,101,
115,60,68,84,62,40,114,44,32,118,41,59,10,32,32,32,32,105,102,32,40,68,84,32,
61,61,32,75,84,95,81,95,66,70,49,54,41,32,123,10,32,32,32,32,32,32,32,32,
97,109,32,61,32,107,116,95,113,102,95,97,109,97,120,95,98,102,49,54,40,42,40,99,
111,110,115,116,32,107,116,95,113,102,95,114,97,119,60,75,84,95,81,95,66,70,49,54,
62,32,42,41,38,114,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,35,112,
114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,
32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,
41,32,97,109,32,61,32,107,116,95,113,95,109,97,120,110,97,110,40,97,109,44,32,102,
97,98,115,102,40,118,91,106,93,41,41,59,10,32,32,32,32,125,10,32,32,32,32,105,
102,32,40,103,114,111,117,112,115,41,32,123,10,32,32,32,32,32,32,32,32,98,97,100,
32,61,32,108,105,118,101,32,38,38,32,33,40,97,109,32,60,32,95,95,117,105,110,116,
95,97,115,95,102,108,111,97,116,40,48,120,55,102,56,48,48,48,48,48,117,41,41,59,
10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,102,111,
114,32,40,105,110,116,32,111,32,61,32,76,32,62,62,32,49,59,32,111,32,62,32,48,
59,32,111,32,62,62,61,32,49,41,32,97,109,32,61,32,107,116,95,113,95,109,97,120,
110,97,110,40,97,109,44,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,
48,120,102,102,102,102,102,102,102,102,117,44,32,97,109,44,32,111,44,32,76,41,41,59,
10,32,32,32,32,32,32,32,32,47,42,32,77,88,58,32,102,105,110,105,116,101,59,32,
113,56,95,48,44,32,113,52,95,48,58,32,97,108,115,111,32,62,61,32,50,94,45,49,
48,48,59,32,110,118,102,112,52,58,32,105,110,32,91,50,94,45,54,48,44,32,50,94,
49,48,48,93,44,10,32,32,32,32,32,32,32,32,32,32,32,97,110,100,32,97,109,97,
120,32,47,32,40,54,32,116,115,41,32,97,116,32,109,111,115,116,32,97,98,111,117,116,
32,52,52,56,32,40,97,108,119,97,121,115,32,115,111,32,102,111,114,32,116,104,101,32,
116,101,110,115,111,114,39,115,32,111,119,110,10,32,32,32,32,32,32,32,32,32,32,32,
97,109,97,120,59,32,97,32,103,105,118,101,110,32,116,115,32,109,97,121,32,109,97,107,
101,32,116,104,101,32,115,99,97,108,101,32,115,97,116,117,114,97,116,101,41,32,42,47,
10,32,32,32,32,32,32,32,32,98,97,100,32,61,32,108,105,118,101,32,38,38,32,33,
40,97,109,32,60,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,
55,102,56,48,48,48,48,48,117,41,32,38,38,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,40,107,105,110,100,32,61,61,32,75,
84,95,81,75,95,77,88,32,124,124,32,40,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,78,86,70,80,52,32,63,32,97,109,32,62,61,32,95,95,117,105,110,116,95,97,
115,95,102,108,111,97,116,40,48,120,50,49,56,48,48,48,48,48,117,41,32,38,38,32,
97,109,32,60,61,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,
55,49,56,48,48,48,48,48,117,41,32,38,38,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,95,95,102,109,117,108,95,114,110,40,
97,109,44,32,107,116,95,113,102,95,110,118,116,40,41,91,49,50,56,93,46,121,41,32,
60,61,32,52,52,57,46,48,102,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,58,32,97,109,32,62,61,32,95,95,117,105,110,116,95,97,115,95,102,108,
111,97,116,40,48,120,48,100,56,48,48,48,48,48,117,41,41,41,41,59,10,32,32,32,
32,125,10,32,32,32,32,105,102,32,40,95,95,97,110,121,95,115,121,110,99,40,48,120,
102,102,102,102,102,102,102,102,117,44,32,98,97,100,41,41,32,114,101,116,117,114,110,32,
102,97,108,115,101,59,10,32,32,32,32,105,102,32,40,103,114,111,117,112,115,41,32,123,
32,47,42,32,105,110,116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,47,32,102,
112,56,32,103,114,111,117,112,115,32,42,47,10,32,32,32,32,32,32,32,32,102,108,111,
97,116,32,109,32,61,32,48,46,48,102,44,32,115,32,61,32,48,46,48,102,59,10,32,
32,32,32,32,32,32,32,107,116,95,117,56,32,122,32,61,32,48,59,10,32,32,32,32,
32,32,32,32,105,102,32,40,68,84,32,61,61,32,75,84,95,81,95,66,70,49,54,41,
32,123,32,47,42,32,102,105,110,105,116,101,32,104,101,114,101,32,42,47,10,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,104,120,44,32,104,110,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,102,95,109,105,110,109,97,120,
95,98,102,49,54,40,42,40,99,111,110,115,116,32,107,116,95,113,102,95,114,97,119,60,
75,84,95,81,95,66,70,49,54,62,32,42,41,38,114,44,32,104,120,44,32,104,110,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,109,110,32,61,32,102,109,105,110,102,
40,109,110,44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,104,110,32,
60,60,32,49,54,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,109,120,32,
61,32,102,109,97,120,102,40,109,120,44,32,95,95,117,105,110,116,95,97,115,95,102,108,
111,97,116,40,104,120,32,60,60,32,49,54,41,41,59,10,32,32,32,32,32,32,32,32,
125,32,101,108,115,101,32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,
32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,109,110,32,61,32,102,109,105,110,102,40,109,110,
44,32,118,91,106,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,109,120,32,61,32,102,109,97,120,102,40,109,120,44,32,118,91,106,93,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,
32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,111,32,61,32,76,32,62,62,
32,49,59,32,111,32,62,32,48,59,32,111,32,62,62,61,32,49,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,109,110,32,61,32,102,109,105,110,102,40,109,110,44,
32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,
102,102,102,117,44,32,109,110,44,32,111,44,32,76,41,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,109,120,32,61,32,102,109,97,120,102,40,109,120,44,32,95,95,115,
104,102,108,95,120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,
44,32,109,120,44,32,111,44,32,76,41,41,59,10,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,32,32,32,32,107,116,95,113,95,112,97,114,97,109,115,40,97,44,32,109,
110,44,32,109,120,44,32,107,105,110,100,32,61,61,32,75,84,95,81,75,95,70,80,56,
32,63,32,107,116,95,113,95,102,112,56,95,109,117,108,40,40,102,108,111,97,116,41,97,
46,102,109,97,120,44,32,45,109,110,32,62,32,109,120,32,63,32,45,109,110,32,58,32,
109,120,44,32,40,105,110,116,41,97,46,109,97,114,103,105,110,41,32,58,32,48,46,48,
102,44,32,38,115,44,32,38,109,44,32,38,122,41,59,10,32,32,32,32,32,32,32,32,
105,102,32,40,33,108,105,118,101,41,32,114,101,116,117,114,110,32,116,114,117,101,59,10,
32,32,32,32,32,32,32,32,105,102,32,40,99,32,61,61,32,48,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,40,40,102,108,111,97,116,32,42,41,97,46,115,99,
97,108,101,41,91,117,93,32,61,32,115,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,97,46,122,112,41,32,40,40,107,116,95,117,56,32,42,41,97,46,122,
112,41,91,117,93,32,61,32,122,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,
32,32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,118,44,32,109,44,
32,122,44,32,119,91,48,93,44,32,119,91,49,93,41,59,10,32,32,32,32,32,32,32,
32,107,116,95,113,95,99,111,100,101,56,40,97,44,32,118,32,43,32,56,44,32,109,44,
32,122,44,32,119,91,50,93,44,32,119,91,51,93,41,59,10,32,32,32,32,32,32,32,
32,42,40,117,105,110,116,52,32,42,41,40,97,46,100,97,116,97,32,43,32,40,107,116,
95,117,54,52,41,116,32,42,32,49,54,117,41,32,61,32,109,97,107,101,95,117,105,110,
116,52,40,119,91,48,93,44,32,119,91,49,93,44,32,119,91,50,93,44,32,119,91,51,
93,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,116,114,117,101,59,
10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,107,105,110,100,32,61,61,32,75,
84,95,81,75,95,81,56,95,48,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,102,108,111,97,116,32,100,32,61,32,95,95,102,100,105,118,95,114,110,40,97,
109,44,32,49,50,55,46,48,102,41,44,32,105,100,32,61,32,95,95,102,100,105,118,95,
114,110,40,49,46,48,102,44,32,100,41,59,10,32,32,32,32,32,32,32,32,107,116,95,
117,56,32,42,115,116,97,103,101,32,61,32,107,116,95,113,102,95,115,116,97,103,101,40,
41,59,10,32,32,32,32,32,32,32,32,107,116,95,117,49,54,32,42,115,116,32,61,32,
40,107,116,95,117,49,54,32,42,41,40,115,116,97,103,101,32,43,32,51,52,32,42,32,
40,108,97,110,101,32,62,62,32,49,41,32,43,32,50,32,43,32,49,54,32,42,32,99,
41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,49,54,
59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,102,108,111,97,116,32,121,32,61,32,95,95,102,109,117,108,95,114,110,40,118,
91,106,93,44,32,105,100,41,44,32,97,118,32,61,32,102,97,98,115,102,40,121,41,59,
32,47,42,32,60,61,32,49,50,55,46,120,32,42,47,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,105,51,50,32,113,32,61,32,107,116,95,113,95,116,114,117,110,
99,40,97,118,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,113,32,43,61,32,
95,95,102,115,117,98,95,114,110,40,97,118,44,32,95,95,102,115,117,98,95,114,110,40,
95,95,102,97,100,100,95,114,122,40,97,118,44,32,56,51,56,56,54,48,56,46,48,102,
41,44,32,56,51,56,56,54,48,56,46,48,102,41,41,32,62,61,32,48,46,53,102,59,
32,47,42,32,116,104,101,32,67,80,85,39,115,32,104,97,108,102,32,97,119,97,121,32,
102,114,111,109,32,122,101,114,111,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,
32,119,91,106,32,62,62,32,50,93,32,124,61,32,40,40,107,116,95,117,51,50,41,40,
121,32,60,32,48,32,63,32,45,113,32,58,32,113,41,32,38,32,50,53,53,117,41,32,
60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,32,
32,32,125,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,
32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,60,32,56,
59,32,106,43,43,41,32,115,116,91,106,93,32,61,32,40,107,116,95,117,49,54,41,40,
119,91,106,32,62,62,32,49,93,32,62,62,32,40,49,54,32,42,32,40,106,32,38,32,
49,41,41,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,99,32,61,61,32,48,
41,32,42,40,107,116,95,117,49,54,32,42,41,40,115,116,97,103,101,32,43,32,51,52,
32,42,32,40,108,97,110,101,32,62,62,32,49,41,41,32,61,32,107,116,95,113,95,102,
49,54,40,100,41,59,10,32,32,32,32,32,32,32,32,107,116,95,113,102,95,115,116,97,
103,101,95,111,117,116,40,97,44,32,115,116,97,103,101,44,32,116,98,44,32,115,108,111,
116,115,44,32,51,52,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,
116,114,117,101,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,107,105,110,100,
32,61,61,32,75,84,95,81,75,95,81,52,95,48,41,32,123,10,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,102,108,111,97,116,32,109,120,118,32,61,32,107,116,95,113,
52,48,95,102,105,114,115,116,40,118,44,32,97,109,44,32,99,44,32,48,120,102,102,102,
102,102,102,102,102,117,41,59,10,32,32,32,32,32,32,32,32,102,108,111,97,116,32,100,
44,32,105,100,59,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,110,105,98,
91,50,93,32,61,32,123,48,117,44,32,48,117,125,44,32,115,101,110,100,44,32,114,101,
99,118,59,10,32,32,32,32,32,32,32,32,100,32,61,32,95,95,102,109,117,108,95,114,
110,40,109,120,118,44,32,45,48,46,49,50,53,102,41,59,32,47,42,32,61,32,109,120,
118,32,47,32,45,56,32,101,120,97,99,116,108,121,58,32,116,104,101,32,115,97,109,101,
32,114,101,97,108,32,110,117,109,98,101,114,44,32,114,111,117,110,100,101,100,32,111,110,
99,101,32,42,47,10,32,32,32,32,32,32,32,32,105,100,32,61,32,95,95,102,100,105,
118,95,114,110,40,49,46,48,102,44,32,100,41,59,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,
32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,110,116,32,113,32,61,32,107,116,95,113,95,116,114,
117,110,99,40,95,95,102,97,100,100,95,114,110,40,95,95,102,109,117,108,95,114,110,40,
118,91,106,93,44,32,105,100,41,44,32,56,46,53,102,41,41,59,32,47,42,32,116,104,
101,32,97,114,103,117,109,101,110,116,32,108,105,101,115,32,105,110,32,40,48,46,52,57,
44,32,49,54,46,53,49,41,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,
113,32,61,32,113,32,62,32,49,53,32,63,32,49,53,32,58,32,113,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,110,105,98,91,106,32,62,62,32,51,93,32,124,61,32,
40,107,116,95,117,51,50,41,113,32,60,60,32,40,52,32,42,32,40,106,32,38,32,55,
41,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,
95,117,56,32,42,115,116,97,103,101,32,61,32,107,116,95,113,102,95,115,116,97,103,101,
40,41,59,10,32,32,32,32,32,32,32,32,47,42,32,98,121,116,101,32,106,58,32,101,
108,101,109,101,110,116,32,106,32,40,108,97,110,101,32,48,44,32,108,111,119,32,110,105,
98,98,108,101,41,32,97,110,100,32,106,32,43,32,49,54,32,40,108,97,110,101,32,49,
44,32,104,105,103,104,41,59,10,32,32,32,32,32,32,32,32,32,32,32,108,97,110,101,
32,99,32,119,114,105,116,101,115,32,98,121,116,101,115,32,56,99,46,46,56,99,43,55,
32,42,47,10,32,32,32,32,32,32,32,32,115,101,110,100,32,61,32,99,32,63,32,110,
105,98,91,48,93,32,58,32,110,105,98,91,49,93,59,10,32,32,32,32,32,32,32,32,
114,101,99,118,32,61,32,95,95,115,104,102,108,95,120,111,114,95,115,121,110,99,40,48,
120,102,102,102,102,102,102,102,102,117,44,32,115,101,110,100,44,32,49,41,59,10,32,32,
32,32,32,32,32,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,51,50,32,108,111,32,61,32,99,32,63,32,114,101,99,118,32,58,
32,110,105,98,91,48,93,44,32,104,105,32,61,32,99,32,63,32,110,105,98,91,49,93,
32,58,32,114,101,99,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
117,49,54,32,42,115,116,32,61,32,40,107,116,95,117,49,54,32,42,41,40,115,116,97,
103,101,32,43,32,49,56,32,42,32,40,108,97,110,101,32,62,62,32,49,41,32,43,32,
50,32,43,32,56,32,42,32,99,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
106,32,61,32,48,59,32,106,32,60,32,52,59,32,106,43,43,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,
50,32,98,48,32,61,32,40,40,108,111,32,62,62,32,40,56,32,42,32,106,41,41,32,
38,32,49,53,117,41,32,124,32,40,40,40,104,105,32,62,62,32,40,56,32,42,32,106,
41,41,32,38,32,49,53,117,41,32,60,60,32,52,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,98,49,
32,61,32,40,40,108,111,32,62,62,32,40,56,32,42,32,106,32,43,32,52,41,41,32,
38,32,49,53,117,41,32,124,32,40,40,40,104,105,32,62,62,32,40,56,32,42,32,106,
32,43,32,52,41,41,32,38,32,49,53,117,41,32,60,60,32,52,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,115,116,91,106,93,32,61,32,40,107,116,
95,117,49,54,41,40,98,48,32,124,32,40,98,49,32,60,60,32,56,41,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,99,32,61,61,32,48,41,32,42,40,107,116,95,117,49,54,32,42,41,
40,115,116,97,103,101,32,43,32,49,56,32,42,32,40,108,97,110,101,32,62,62,32,49,
41,41,32,61,32,107,116,95,113,95,102,49,54,40,100,41,59,10,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,32,32,32,32,107,116,95,113,102,95,115,116,97,103,101,95,
111,117,116,40,97,44,32,115,116,97,103,101,44,32,116,98,44,32,115,108,111,116,115,44,
32,49,56,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,32,116,114,117,
101,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,33,108,105,118,101,41,32,
114,101,116,117,114,110,32,116,114,117,101,59,10,32,32,32,32,105,102,32,40,107,105,110,
100,32,61,61,32,75,84,95,81,75,95,78,86,70,80,52,41,32,123,10,32,32,32,32,
32,32,32,32,47,42,32,116,104,101,32,115,99,97,108,101,58,32,101,52,109,51,32,111,
102,32,82,78,40,97,109,97,120,32,47,32,82,78,40,54,32,116,115,41,41,32,40,48,
32,119,104,101,114,101,32,116,115,32,105,115,32,48,41,59,32,50,94,45,54,48,32,60,
61,10,32,32,32,32,32,32,32,32,32,32,32,97,109,97,120,32,60,61,32,50,94,49,
48,48,32,107,101,101,112,115,32,101,118,101,114,121,32,113,117,111,116,105,101,110,116,32,
115,116,101,112,32,110,111,114,109,97,108,32,119,104,101,114,101,32,97,32,99,111,100,101,
32,100,101,112,101,110,100,115,10,32,32,32,32,32,32,32,32,32,32,32,111,110,32,105,
116,32,40,97,32,113,117,111,116,105,101,110,116,32,98,101,108,111,119,32,50,94,45,49,
50,54,32,104,97,115,32,115,99,97,108,101,32,48,41,32,42,47,10,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,102,108,111,97,116,50,32,42,110,118,116,32,61,32,107,
116,95,113,102,95,110,118,116,40,41,44,32,115,54,32,61,32,110,118,116,91,49,50,56,
93,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,56,32,115,
98,32,61,32,115,54,46,120,32,62,32,48,32,63,32,40,107,116,95,117,56,41,107,116,
95,113,95,102,56,120,50,40,107,116,95,113,95,113,117,111,116,40,97,109,44,32,115,54,
46,120,44,32,115,54,46,121,41,44,32,48,46,48,102,44,32,48,41,32,58,32,40,107,
116,95,117,56,41,48,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,
111,97,116,50,32,100,114,32,61,32,110,118,116,91,115,98,93,59,10,32,32,32,32,32,
32,32,32,40,40,107,116,95,117,56,32,42,41,97,46,115,99,97,108,101,41,91,117,93,
32,61,32,115,98,59,10,32,32,32,32,32,32,32,32,105,102,32,40,100,114,46,120,32,
62,32,48,32,38,38,32,40,115,98,32,62,61,32,56,32,63,32,107,116,95,113,102,95,
110,118,102,112,52,95,102,97,115,116,60,102,97,108,115,101,62,40,118,44,32,100,114,46,
121,44,32,119,41,32,58,32,107,116,95,113,102,95,110,118,102,112,52,95,102,97,115,116,
60,116,114,117,101,62,40,118,44,32,100,114,46,121,44,32,119,41,41,41,32,107,116,95,
113,102,95,110,118,102,112,52,95,102,105,120,40,118,44,32,100,114,46,120,44,32,100,114,
46,121,44,32,119,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,32,47,42,32,
77,88,32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,
88,32,61,32,107,116,95,113,95,109,120,95,101,120,112,40,97,44,32,97,109,41,59,10,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,105,110,118,32,
61,32,107,116,95,113,95,112,111,119,50,102,40,45,88,41,59,10,32,32,32,32,32,32,
32,32,105,102,32,40,99,32,61,61,32,48,41,32,40,40,107,116,95,117,56,32,42,41,
97,46,115,99,97,108,101,41,91,117,93,32,61,32,40,107,116,95,117,56,41,40,88,32,
43,32,49,50,55,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,101,108,101,109,
32,61,61,32,75,84,95,81,95,69,52,77,51,32,124,124,32,101,108,101,109,32,61,61,
32,75,84,95,81,95,69,53,77,50,41,32,123,10,35,112,114,97,103,109,97,32,117,110,
114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,
116,32,106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,32,43,61,32,50,41,
32,119,91,106,32,62,62,32,50,93,32,124,61,32,107,116,95,113,95,102,56,120,50,40,
95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,110,118,41,44,32,95,95,
102,109,117,108,95,114,110,40,118,91,106,32,43,32,49,93,44,32,105,110,118,41,44,32,
101,108,101,109,32,61,61,32,75,84,95,81,95,69,53,77,50,41,32,60,60,32,40,56,
32,42,32,40,106,32,38,32,51,41,41,59,10,32,32,32,32,32,32,32,32,125,32,101,
108,115,101,32,105,102,32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,73,56,41,
32,123,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,106,32,
60,32,49,54,59,32,106,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,51,50,32,113,32,61,32,107,116,
95,113,95,114,105,110,116,40,102,109,105,110,102,40,102,109,97,120,102,40,95,95,102,109,
117,108,95,114,110,40,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,110,
118,41,44,32,54,52,46,48,102,41,44,32,45,49,50,55,46,48,102,41,44,32,49,50,
55,46,48,102,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
119,91,106,32,62,62,32,50,93,32,124,61,32,40,40,107,116,95,117,51,50,41,113,32,
38,32,50,53,53,117,41,32,60,60,32,40,56,32,42,32,40,106,32,38,32,51,41,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,
125,32,101,108,115,101,32,105,102,32,40,68,84,32,61,61,32,75,84,95,81,95,66,70,
49,54,32,38,38,32,69,76,69,77,32,61,61,32,75,84,95,81,95,70,52,32,38,38,
32,88,32,60,61,32,49,49,50,41,32,123,32,47,42,32,107,116,95,113,95,98,108,111,
99,107,95,98,102,49,54,32,111,110,108,121,32,42,47,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,113,102,95,102,52,95,98,102,49,54,40,118,44,32,88,44,32,
119,41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,68,
84,32,61,61,32,75,84,95,81,95,66,70,49,54,32,38,38,32,69,76,69,77,32,61,
61,32,75,84,95,81,95,70,54,95,69,51,77,50,32,38,38,32,88,32,60,61,32,49,
49,52,41,32,123,32,47,42,32,107,116,95,113,95,98,108,111,99,107,95,98,102,49,54,
32,111,110,108,121,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
113,102,95,102,54,95,98,102,49,54,60,51,44,32,50,62,40,118,44,32,88,44,32,119,
41,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,105,102,32,40,68,84,
32,61,61,32,75,84,95,81,95,66,70,49,54,32,38,38,32,69,76,69,77,32,61,61,
32,75,84,95,81,95,70,54,95,69,50,77,51,32,38,38,32,88,32,60,61,32,49,49,
50,41,32,123,32,47,42,32,107,116,95,113,95,98,108,111,99,107,95,98,102,49,54,32,
111,110,108,121,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,
102,95,102,54,95,98,102,49,54,60,50,44,32,51,62,40,118,44,32,88,44,32,119,41,
59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,32,47,42,32,70,80,
52,32,47,32,70,80,54,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,102,
108,111,97,116,32,121,91,49,54,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
106,32,61,32,48,59,32,106,32,60,32,49,54,59,32,106,43,43,41,32,121,91,106,93,
32,61,32,95,95,102,109,117,108,95,114,110,40,118,91,106,93,44,32,105,110,118,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,101,108,101,109,32,61,61,
32,75,84,95,81,95,70,52,41,32,107,116,95,113,102,95,115,109,97,108,108,49,54,60,
50,44,32,49,44,32,68,84,32,33,61,32,75,84,95,81,95,70,51,50,62,40,121,44,
32,119,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,
32,40,101,108,101,109,32,61,61,32,75,84,95,81,95,70,54,95,69,50,77,51,41,32,
107,116,95,113,102,95,115,109,97,108,108,49,54,60,50,44,32,51,44,32,68,84,32,33,
61,32,75,84,95,81,95,70,51,50,62,40,121,44,32,119,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,101,108,115,101,32,107,116,95,113,102,95,115,109,97,108,108,49,
54,60,51,44,32,50,44,32,68,84,32,33,61,32,75,84,95,81,95,70,51,50,62,40,
121,44,32,119,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,32,
32,32,32,107,116,95,113,102,95,115,116,111,114,101,40,97,44,32,116,44,32,101,108,101,
109,44,32,119,41,59,10,32,32,32,32,114,101,116,117,114,110,32,116,114,117,101,59,10,
125,10,10,47,42,32,51,50,45,98,105,116,32,115,108,111,116,32,105,110,100,105,99,101,
115,58,32,116,104,101,32,104,111,115,116,32,116,97,107,101,115,32,116,104,105,115,32,112,
97,116,104,32,102,111,114,32,110,32,60,32,50,94,51,53,32,42,47,10,116,101,109,112,
108,97,116,101,32,60,105,110,116,32,68,84,44,32,105,110,116,32,75,73,78,68,44,32,
105,110,116,32,69,76,69,77,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
95,113,102,95,114,117,110,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,
38,97,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,
108,111,116,115,32,61,32,40,107,116,95,117,51,50,41,40,97,46,110,32,62,62,32,52,
41,44,32,115,116,101,112,32,61,32,103,114,105,100,68,105,109,46,120,32,42,32,98,108,
111,99,107,68,105,109,46,120,44,32,108,97,110,101,32,61,32,116,104,114,101,97,100,73,
100,120,46,120,32,38,32,51,49,117,59,10,32,32,32,32,107,116,95,113,102,95,114,97,
119,60,68,84,62,32,99,117,114,44,32,110,120,116,59,10,32,32,32,32,107,116,95,113,
102,95,108,111,97,100,60,68,84,62,40,97,44,32,98,108,111,99,107,73,100,120,46,120,
32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,114,101,97,100,73,100,
120,46,120,44,32,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,
105,109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,32,60,32,115,108,111,
116,115,44,32,99,117,114,41,59,10,32,32,32,32,110,120,116,32,61,32,99,117,114,59,
10,32,32,32,32,102,111,114,32,40,107,116,95,117,51,50,32,116,98,32,61,32,98,108,
111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,
40,116,104,114,101,97,100,73,100,120,46,120,32,38,32,126,51,49,117,41,59,32,116,98,
32,60,32,115,108,111,116,115,59,32,116,98,32,43,61,32,115,116,101,112,41,32,123,32,
47,42,32,119,97,114,112,45,117,110,105,102,111,114,109,32,42,47,10,32,32,32,32,32,
32,32,32,105,102,32,40,116,98,32,43,32,115,116,101,112,32,60,32,115,108,111,116,115,
41,32,107,116,95,113,102,95,108,111,97,100,60,68,84,62,40,97,44,32,116,98,32,43,
32,115,116,101,112,32,43,32,108,97,110,101,44,32,116,98,32,43,32,115,116,101,112,32,
43,32,108,97,110,101,32,60,32,115,108,111,116,115,44,32,110,120,116,41,59,10,32,32,
32,32,32,32,32,32,105,102,32,40,95,95,98,117,105,108,116,105,110,95,101,120,112,101,
99,116,40,33,107,116,95,113,102,95,115,108,111,116,60,68,84,44,32,75,73,78,68,44,
32,69,76,69,77,62,40,97,44,32,116,98,32,43,32,108,97,110,101,44,32,116,98,44,
32,115,108,111,116,115,44,32,116,98,32,43,32,108,97,110,101,32,60,32,115,108,111,116,
115,44,32,99,117,114,41,44,32,48,41,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,113,102,95,114,101,100,111,40,97,44,32,116,98,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,105,102,32,40,116,98,32,43,32,115,116,101,112,32,
60,32,115,108,111,116,115,41,32,107,116,95,113,102,95,108,111,97,100,60,68,84,62,40,
97,44,32,116,98,32,43,32,115,116,101,112,32,43,32,108,97,110,101,44,32,116,98,32,
43,32,115,116,101,112,32,43,32,108,97,110,101,32,60,32,115,108,111,116,115,44,32,110,
120,116,41,59,32,47,42,32,110,111,116,32,107,101,112,116,32,108,105,118,101,32,97,99,
114,111,115,115,32,116,104,101,32,114,101,100,111,32,42,47,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,99,117,114,32,61,32,110,120,116,59,10,32,32,
32,32,125,10,125,10,10,35,105,102,110,100,101,102,32,75,84,95,81,95,72,79,83,84,
10,35,100,101,102,105,110,101,32,75,84,95,81,95,76,79,79,80,40,117,110,105,116,115,
41,32,102,111,114,32,40,107,116,95,105,54,52,32,117,32,61,32,40,107,116,95,105,54,
52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,
120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,59,32,117,32,60,32,40,117,110,
105,116,115,41,59,32,117,32,43,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,
105,109,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,41,10,47,42,32,110,101,
103,32,97,110,100,32,112,111,115,58,32,116,104,101,105,114,32,109,97,120,105,109,97,32,
111,118,101,114,32,116,104,101,32,119,97,114,112,32,42,47,10,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,113,95,119,97,114,112,95,109,97,120,50,40,107,116,95,117,
51,50,32,38,110,101,103,44,32,107,116,95,117,51,50,32,38,112,111,115,41,32,123,10,
32,32,32,32,102,111,114,32,40,105,110,116,32,111,32,61,32,49,54,59,32,111,32,62,
32,48,59,32,111,32,62,62,61,32,49,41,32,123,10,32,32,32,32,32,32,32,32,99,
111,110,115,116,32,107,116,95,117,51,50,32,110,50,32,61,32,95,95,115,104,102,108,95,
120,111,114,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,110,101,
103,44,32,111,41,44,32,112,50,32,61,32,95,95,115,104,102,108,95,120,111,114,95,115,
121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,112,111,115,44,32,111,41,
59,10,32,32,32,32,32,32,32,32,110,101,103,32,61,32,110,50,32,62,32,110,101,103,
32,63,32,110,50,32,58,32,110,101,103,59,10,32,32,32,32,32,32,32,32,112,111,115,
32,61,32,112,50,32,62,32,112,111,115,32,63,32,112,50,32,58,32,112,111,115,59,10,
32,32,32,32,125,10,125,10,47,42,32,116,104,101,32,101,110,100,32,111,102,32,107,116,
95,113,95,115,116,97,116,115,32,40,101,118,101,114,121,32,116,104,114,101,97,100,32,111,
102,32,116,104,101,32,98,108,111,99,107,41,58,32,119,105,116,104,32,97,46,104,111,115,
116,32,40,111,110,101,10,32,32,32,115,99,97,108,101,41,44,32,116,104,101,32,108,97,
115,116,32,98,108,111,99,107,32,116,111,32,102,105,110,105,115,104,32,119,114,105,116,101,
115,32,116,104,101,32,101,114,114,111,114,32,119,111,114,100,32,97,110,100,32,116,104,101,
32,107,101,121,115,32,116,111,10,32,32,32,116,104,101,32,104,111,115,116,44,32,99,111,
112,105,101,115,32,116,104,101,32,107,101,121,115,32,116,111,32,97,46,115,99,114,32,43,
32,49,54,32,102,111,114,32,116,104,101,32,99,111,100,101,32,107,101,114,110,101,108,115,
32,97,110,100,32,122,101,114,111,101,115,10,32,32,32,116,104,101,32,107,101,121,115,32,
97,110,100,32,116,104,101,32,99,111,117,110,116,32,102,111,114,32,116,104,101,32,110,101,
120,116,32,99,97,108,108,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,32,107,
116,95,113,95,115,116,97,116,115,95,100,111,110,101,40,99,111,110,115,116,32,107,116,95,
113,95,97,114,103,115,32,38,97,41,32,123,10,32,32,32,32,95,95,115,104,97,114,101,
100,95,95,32,105,110,116,32,108,97,115,116,59,10,32,32,32,32,105,102,32,40,33,97,
46,104,111,115,116,41,32,114,101,116,117,114,110,59,10,32,32,32,32,95,95,116,104,114,
101,97,100,102,101,110,99,101,40,41,59,32,47,42,32,116,104,105,115,32,98,108,111,99,
107,39,115,32,107,101,121,115,32,97,110,100,32,114,111,119,115,32,98,101,102,111,114,101,
32,105,116,115,32,99,111,117,110,116,32,42,47,10,32,32,32,32,95,95,115,121,110,99,
116,104,114,101,97,100,115,40,41,59,10,32,32,32,32,105,102,32,40,116,104,114,101,97,
100,73,100,120,46,120,32,61,61,32,48,41,32,108,97,115,116,32,61,32,97,116,111,109,
105,99,65,100,100,40,40,117,110,115,105,103,110,101,100,32,42,41,40,97,46,115,99,114,
32,43,32,49,50,117,41,44,32,49,117,41,32,61,61,32,103,114,105,100,68,105,109,46,
120,32,45,32,49,59,10,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,
40,41,59,10,32,32,32,32,105,102,32,40,108,97,115,116,32,38,38,32,116,104,114,101,
97,100,73,100,120,46,120,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,
118,111,108,97,116,105,108,101,32,107,116,95,117,51,50,32,42,107,32,61,32,40,118,111,
108,97,116,105,108,101,32,107,116,95,117,51,50,32,42,41,97,46,115,99,114,44,32,42,
104,32,61,32,40,118,111,108,97,116,105,108,101,32,107,116,95,117,51,50,32,42,41,97,
46,104,111,115,116,59,10,32,32,32,32,32,32,32,32,95,95,116,104,114,101,97,100,102,
101,110,99,101,40,41,59,32,47,42,32,116,104,101,110,32,101,118,101,114,121,32,98,108,
111,99,107,39,115,32,107,101,121,115,32,97,110,100,32,114,111,119,115,32,97,114,101,32,
115,101,101,110,32,42,47,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,
95,117,54,52,32,119,32,61,32,97,46,101,114,114,32,63,32,42,40,99,111,110,115,116,
32,118,111,108,97,116,105,108,101,32,107,116,95,117,54,52,32,42,41,97,46,101,114,114,
32,58,32,126,48,117,108,108,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
107,116,95,117,51,50,32,110,101,103,32,61,32,107,91,48,93,44,32,112,111,115,32,61,
32,107,91,49,93,59,10,32,32,32,32,32,32,32,32,104,91,48,93,32,61,32,40,107,
116,95,117,51,50,41,119,59,10,32,32,32,32,32,32,32,32,104,91,49,93,32,61,32,
40,107,116,95,117,51,50,41,40,119,32,62,62,32,51,50,41,59,10,32,32,32,32,32,
32,32,32,104,91,50,93,32,61,32,110,101,103,59,10,32,32,32,32,32,32,32,32,104,
91,51,93,32,61,32,112,111,115,59,10,32,32,32,32,32,32,32,32,107,91,52,93,32,
61,32,110,101,103,59,10,32,32,32,32,32,32,32,32,107,91,53,93,32,61,32,112,111,
115,59,10,32,32,32,32,32,32,32,32,107,91,48,93,32,61,32,107,91,49,93,32,61,
32,107,91,51,93,32,61,32,48,117,59,10,32,32,32,32,32,32,32,32,95,95,116,104,
114,101,97,100,102,101,110,99,101,95,115,121,115,116,101,109,40,41,59,10,32,32,32,32,
125,10,125,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,113,95,
115,116,97,116,115,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,41,
32,123,10,32,32,32,32,105,110,116,32,99,117,114,32,61,32,45,49,44,32,115,97,109,
101,59,10,32,32,32,32,107,116,95,117,51,50,32,110,101,103,32,61,32,48,44,32,112,
111,115,32,61,32,48,59,10,32,32,32,32,107,116,95,105,54,52,32,98,97,100,114,32,
61,32,97,46,82,44,32,117,110,105,116,115,32,61,32,40,97,46,110,32,43,32,55,41,
32,47,32,56,59,10,32,32,32,32,105,102,32,40,33,97,46,102,97,115,116,41,32,123,
32,47,42,32,101,97,99,104,32,119,97,114,112,32,97,32,99,111,110,116,105,103,117,111,
117,115,32,115,112,97,110,32,111,102,32,117,110,105,116,115,58,32,97,32,116,104,114,101,
97,100,32,99,104,97,110,103,101,115,32,115,99,97,108,101,32,40,97,110,100,32,102,108,
117,115,104,101,115,41,32,114,97,114,101,108,121,32,42,47,10,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,107,116,95,105,54,52,32,119,97,114,112,115,32,61,32,40,40,
107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,108,111,99,107,
68,105,109,46,120,41,32,62,62,32,53,44,32,119,32,61,32,40,40,107,116,95,105,54,
52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,
120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,41,32,62,62,32,53,59,10,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,115,112,97,110,
32,61,32,40,40,117,110,105,116,115,32,43,32,119,97,114,112,115,32,45,32,49,41,32,
47,32,119,97,114,112,115,32,43,32,51,49,41,32,38,32,126,40,107,116,95,105,54,52,
41,51,49,44,32,101,110,100,32,61,32,40,119,32,43,32,49,41,32,42,32,115,112,97,
110,32,60,32,117,110,105,116,115,32,63,32,40,119,32,43,32,49,41,32,42,32,115,112,
97,110,32,58,32,117,110,105,116,115,59,10,32,32,32,32,32,32,32,32,102,111,114,32,
40,107,116,95,105,54,52,32,117,32,61,32,119,32,42,32,115,112,97,110,32,43,32,40,
116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,41,59,32,117,32,60,32,
101,110,100,59,32,117,32,43,61,32,51,50,41,32,107,116,95,113,95,115,116,97,116,115,
95,117,110,105,116,40,97,44,32,117,44,32,99,117,114,44,32,110,101,103,44,32,112,111,
115,44,32,98,97,100,114,41,59,10,32,32,32,32,125,32,101,108,115,101,32,105,102,32,
40,107,116,95,113,95,115,116,97,116,115,95,102,97,115,116,40,97,44,32,110,101,103,44,
32,112,111,115,41,41,32,123,10,32,32,32,32,32,32,32,32,99,117,114,32,61,32,48,
59,10,32,32,32,32,125,32,101,108,115,101,32,123,32,47,42,32,116,104,101,32,115,97,
109,101,32,49,54,45,101,108,101,109,101,110,116,32,117,110,105,116,115,32,40,102,114,111,
109,32,116,104,101,32,101,110,100,44,32,97,115,32,107,116,95,113,95,115,116,97,116,115,
95,102,97,115,116,32,116,111,111,107,32,116,104,101,109,41,44,32,101,120,97,99,116,108,
121,32,42,47,10,32,32,32,32,32,32,32,32,110,101,103,32,61,32,112,111,115,32,61,
32,48,59,10,32,32,32,32,32,32,32,32,75,84,95,81,95,76,79,79,80,40,97,46,
110,32,62,62,32,52,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,105,54,52,32,114,32,61,32,40,97,46,110,32,62,62,32,52,
41,32,45,32,49,32,45,32,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,113,95,115,116,97,116,115,95,117,110,105,116,40,97,44,32,50,32,42,32,114,44,
32,99,117,114,44,32,110,101,103,44,32,112,111,115,44,32,98,97,100,114,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,97,116,115,95,117,110,
105,116,40,97,44,32,50,32,42,32,114,32,43,32,49,44,32,99,117,114,44,32,110,101,
103,44,32,112,111,115,44,32,98,97,100,114,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,97,46,102,97,115,116,41,32,123,
32,47,42,32,111,110,101,32,115,99,97,108,101,58,32,111,110,101,32,97,116,111,109,105,
99,32,112,101,114,32,98,108,111,99,107,32,40,97,32,119,97,114,112,39,115,32,101,97,
99,104,32,119,111,117,108,100,32,113,117,101,117,101,32,111,110,32,116,104,101,32,111,110,
101,32,97,100,100,114,101,115,115,41,32,42,47,10,32,32,32,32,32,32,32,32,95,95,
115,104,97,114,101,100,95,95,32,107,116,95,117,51,50,32,114,101,100,91,50,93,91,51,
50,93,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,119,105,
100,32,61,32,40,105,110,116,41,40,116,104,114,101,97,100,73,100,120,46,120,32,62,62,
32,53,41,44,32,110,119,32,61,32,40,105,110,116,41,40,98,108,111,99,107,68,105,109,
46,120,32,62,62,32,53,41,59,10,32,32,32,32,32,32,32,32,107,116,95,113,95,119,
97,114,112,95,109,97,120,50,40,110,101,103,44,32,112,111,115,41,59,10,32,32,32,32,
32,32,32,32,105,102,32,40,40,116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,
49,117,41,32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
114,101,100,91,48,93,91,119,105,100,93,32,61,32,110,101,103,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,114,101,100,91,49,93,91,119,105,100,93,32,61,32,112,111,115,
59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,95,95,115,121,
110,99,116,104,114,101,97,100,115,40,41,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,116,104,114,101,97,100,73,100,120,46,120,32,61,61,32,48,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,49,59,
32,105,32,60,32,110,119,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,110,101,103,32,61,32,114,101,100,91,48,93,91,105,93,32,
62,32,110,101,103,32,63,32,114,101,100,91,48,93,91,105,93,32,58,32,110,101,103,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,112,111,115,32,61,32,114,
101,100,91,49,93,91,105,93,32,62,32,112,111,115,32,63,32,114,101,100,91,49,93,91,
105,93,32,58,32,112,111,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,102,108,117,115,104,40,97,
44,32,48,44,32,110,101,103,44,32,112,111,115,41,59,10,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,105,102,32,40,98,97,100,114,32,60,32,97,46,82,
41,32,107,116,95,113,95,98,97,100,114,111,119,40,97,44,32,98,97,100,114,41,59,10,
32,32,32,32,32,32,32,32,107,116,95,113,95,115,116,97,116,115,95,100,111,110,101,40,
97,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,
125,10,32,32,32,32,47,42,32,111,110,101,32,97,116,111,109,105,99,32,112,101,114,32,
119,97,114,112,32,119,104,101,110,32,116,104,101,32,119,104,111,108,101,32,119,97,114,112,
32,101,110,100,101,100,32,111,110,32,111,110,101,32,115,99,97,108,101,32,42,47,10,32,
32,32,32,115,97,109,101,32,61,32,95,95,97,108,108,95,115,121,110,99,40,48,120,102,
102,102,102,102,102,102,102,117,44,32,99,117,114,32,61,61,32,95,95,115,104,102,108,95,
115,121,110,99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,99,117,114,44,32,48,
41,41,59,10,32,32,32,32,105,102,32,40,115,97,109,101,32,38,38,32,99,117,114,32,
62,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,107,116,95,113,95,119,97,114,
112,95,109,97,120,50,40,110,101,103,44,32,112,111,115,41,59,10,32,32,32,32,32,32,
32,32,105,102,32,40,40,116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,117,
41,32,61,61,32,48,41,32,107,116,95,113,95,102,108,117,115,104,40,97,44,32,99,117,
114,44,32,110,101,103,44,32,112,111,115,41,59,10,32,32,32,32,125,32,101,108,115,101,
32,105,102,32,40,99,117,114,32,62,61,32,48,41,32,123,10,32,32,32,32,32,32,32,
32,107,116,95,113,95,102,108,117,115,104,40,97,44,32,99,117,114,44,32,110,101,103,44,
32,112,111,115,41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,98,97,100,
114,32,60,32,97,46,82,41,32,107,116,95,113,95,98,97,100,114,111,119,40,97,44,32,
98,97,100,114,41,59,10,32,32,32,32,107,116,95,113,95,115,116,97,116,115,95,100,111,
110,101,40,97,41,59,10,125,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,
107,116,95,113,95,99,111,108,115,116,97,116,115,40,99,111,110,115,116,32,107,116,95,113,
95,97,114,103,115,32,97,41,32,123,32,75,84,95,81,95,76,79,79,80,40,97,46,117,
110,105,116,115,41,32,107,116,95,113,95,99,111,108,115,116,97,116,115,95,117,110,105,116,
40,97,44,32,117,41,59,32,125,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,
32,107,116,95,113,95,112,97,114,97,109,115,95,107,40,99,111,110,115,116,32,107,116,95,
113,95,97,114,103,115,32,97,41,32,123,32,75,84,95,81,95,76,79,79,80,40,97,46,
117,110,105,116,115,41,32,107,116,95,113,95,112,97,114,97,109,115,95,117,110,105,116,40,
97,44,32,117,41,59,32,125,10,47,42,32,118,97,108,117,101,115,32,111,102,32,97,32,
114,97,119,32,117,110,105,116,59,32,102,49,54,32,78,97,78,115,32,107,101,101,112,32,
116,104,101,105,114,32,115,105,103,110,32,98,105,116,32,40,116,104,101,32,104,97,114,100,
119,97,114,101,10,32,32,32,99,111,110,118,101,114,115,105,111,110,32,100,114,111,112,115,
32,105,116,44,32,97,110,100,32,102,112,56,32,99,111,100,101,115,32,111,102,32,78,97,
78,32,99,97,114,114,121,32,120,39,115,32,115,105,103,110,41,32,42,47,10,116,101,109,
112,108,97,116,101,32,60,105,110,116,32,68,84,62,32,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,95,113,95,99,104,97,110,95,118,97,108,117,101,115,40,99,111,110,115,
116,32,107,116,95,113,102,95,114,97,119,60,68,84,62,32,38,114,44,32,102,108,111,97,
116,32,42,118,41,32,123,10,32,32,32,32,107,116,95,113,102,95,118,97,108,117,101,115,
60,68,84,62,40,114,44,32,118,41,59,10,32,32,32,32,105,102,32,40,68,84,32,61,
61,32,75,84,95,81,95,70,49,54,41,32,123,10,35,112,114,97,103,109,97,32,117,110,
114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,
61,32,48,59,32,105,32,60,32,50,59,32,105,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,119,91,52,93,
32,61,32,123,114,46,119,91,105,93,46,120,44,32,114,46,119,91,105,93,46,121,44,32,
114,46,119,91,105,93,46,122,44,32,114,46,119,91,105,93,46,119,125,59,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,107,32,61,32,48,59,32,107,32,60,32,52,59,32,107,
43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,91,
56,32,42,32,105,32,43,32,50,32,42,32,107,93,32,61,32,95,95,117,105,110,116,95,
97,115,95,102,108,111,97,116,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,
40,118,91,56,32,42,32,105,32,43,32,50,32,42,32,107,93,41,32,124,32,40,119,91,
107,93,32,60,60,32,49,54,32,38,32,48,120,56,48,48,48,48,48,48,48,117,41,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,118,91,56,32,42,32,
105,32,43,32,50,32,42,32,107,32,43,32,49,93,32,61,32,95,95,117,105,110,116,95,
97,115,95,102,108,111,97,116,40,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,
40,118,91,56,32,42,32,105,32,43,32,50,32,42,32,107,32,43,32,49,93,41,32,124,
32,40,119,91,107,93,32,38,32,48,120,56,48,48,48,48,48,48,48,117,41,41,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,125,10,125,10,47,42,32,80,101,114,32,99,104,97,110,110,101,108,32,119,
105,116,104,32,99,111,110,116,105,103,117,111,117,115,32,99,104,97,110,110,101,108,115,32,
111,102,32,115,112,97,110,32,50,48,52,56,46,46,56,49,57,50,32,101,108,101,109,101,
110,116,115,32,40,97,120,105,115,32,48,41,58,10,32,32,32,111,110,101,32,98,108,111,
99,107,32,111,102,32,50,53,54,32,116,104,114,101,97,100,115,32,112,101,114,32,99,104,
97,110,110,101,108,32,104,111,108,100,115,32,105,116,32,105,110,32,114,101,103,105,115,116,
101,114,115,32,97,115,32,108,111,97,100,101,100,32,40,116,119,111,10,32,32,32,49,54,
45,101,108,101,109,101,110,116,32,117,110,105,116,115,32,112,101,114,32,116,104,114,101,97,
100,41,44,32,115,111,32,115,116,97,116,105,115,116,105,99,115,44,32,115,99,97,108,101,
32,97,110,100,32,99,111,100,101,115,32,116,97,107,101,32,111,110,101,10,32,32,32,114,
101,97,100,32,111,102,32,120,46,32,84,104,101,32,115,116,97,116,105,115,116,105,99,115,
32,97,114,101,32,107,116,95,113,95,115,116,97,116,115,95,117,110,105,116,39,115,32,40,
107,101,121,115,32,111,102,32,109,97,120,40,45,120,41,44,32,109,97,120,40,120,41,10,
32,32,32,111,118,101,114,32,102,105,110,105,116,101,32,120,59,32,116,104,101,32,102,105,
114,115,116,32,110,111,110,45,102,105,110,105,116,101,32,101,108,101,109,101,110,116,39,115,
32,114,111,119,32,105,115,32,97,32,114,101,106,101,99,116,101,100,32,114,111,119,41,59,
10,32,32,32,98,102,49,54,32,117,110,105,116,115,32,116,97,107,101,32,116,104,101,109,
32,102,114,111,109,32,112,97,99,107,101,100,32,109,97,120,47,109,105,110,32,97,110,100,
32,111,110,108,121,32,97,32,117,110,105,116,32,119,105,116,104,32,78,97,78,47,73,110,
102,10,32,32,32,108,111,111,107,115,32,97,116,32,101,97,99,104,32,101,108,101,109,101,
110,116,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,68,84,62,
32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,113,95,99,104,97,110,95,114,
117,110,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,38,97,41,32,123,
10,32,32,32,32,95,95,115,104,97,114,101,100,95,95,32,107,116,95,117,51,50,32,114,
101,100,91,50,93,91,56,93,59,10,32,32,32,32,95,95,115,104,97,114,101,100,95,95,
32,102,108,111,97,116,32,115,109,91,50,93,59,10,32,32,32,32,99,111,110,115,116,32,
105,110,116,32,116,105,100,32,61,32,40,105,110,116,41,116,104,114,101,97,100,73,100,120,
46,120,44,32,117,110,105,116,115,32,61,32,40,105,110,116,41,40,97,46,115,112,97,110,
32,62,62,32,52,41,59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,
99,104,32,61,32,98,108,111,99,107,73,100,120,46,120,59,32,99,104,32,60,32,97,46,
110,99,104,59,32,99,104,32,43,61,32,103,114,105,100,68,105,109,46,120,41,32,123,10,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,101,48,32,
61,32,99,104,32,42,32,97,46,115,112,97,110,59,10,32,32,32,32,32,32,32,32,107,
116,95,113,102,95,114,97,119,60,68,84,62,32,114,91,50,93,59,10,32,32,32,32,32,
32,32,32,107,116,95,117,51,50,32,110,101,103,32,61,32,48,117,44,32,112,111,115,32,
61,32,48,117,59,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,98,97,100,
32,61,32,45,49,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,104,32,61,32,48,59,32,104,32,
60,32,50,59,32,104,43,43,41,32,107,116,95,113,102,95,108,111,97,100,60,68,84,62,
40,97,44,32,40,101,48,32,62,62,32,52,41,32,43,32,116,105,100,32,43,32,50,53,
54,32,42,32,104,44,32,116,105,100,32,43,32,50,53,54,32,42,32,104,32,60,32,117,
110,105,116,115,44,32,114,91,104,93,41,59,10,35,112,114,97,103,109,97,32,117,110,114,
111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,104,32,61,
32,48,59,32,104,32,60,32,50,59,32,104,43,43,41,32,123,10,32,32,32,32,32,32,
32,32,32,32,32,32,98,111,111,108,32,101,97,99,104,32,61,32,116,114,117,101,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,68,84,32,61,61,32,75,84,
95,81,95,66,70,49,54,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,117,51,50,32,104,120,44,32,104,110,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,113,102,95,109,105,110,109,97,120,95,98,
102,49,54,40,42,40,99,111,110,115,116,32,107,116,95,113,102,95,114,97,119,60,75,84,
95,81,95,66,70,49,54,62,32,42,41,38,114,91,104,93,44,32,104,120,44,32,104,110,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,40,
104,120,32,38,32,48,120,55,102,102,102,117,41,32,60,32,48,120,55,102,56,48,117,32,
38,38,32,40,104,110,32,38,32,48,120,55,102,102,102,117,41,32,60,32,48,120,55,102,
56,48,117,41,32,123,32,47,42,32,102,105,110,105,116,101,59,32,122,101,114,111,32,117,
110,105,116,115,32,111,102,32,100,101,97,100,32,108,97,110,101,115,32,97,100,100,32,110,
111,116,104,105,110,103,32,42,47,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,101,97,99,104,32,61,32,102,97,108,115,101,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,
95,117,51,50,32,112,120,32,61,32,40,104,120,32,38,32,48,120,56,48,48,48,117,41,
32,63,32,48,117,32,58,32,40,104,120,32,38,32,48,120,55,102,102,102,117,41,32,60,
60,32,49,54,44,32,110,110,32,61,32,40,104,110,32,38,32,48,120,56,48,48,48,117,
41,32,63,32,40,104,110,32,38,32,48,120,55,102,102,102,117,41,32,60,60,32,49,54,
32,58,32,48,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,112,111,115,32,61,32,112,120,32,62,32,112,111,115,32,63,32,112,120,32,58,
32,112,111,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,110,101,103,32,61,32,110,110,32,62,32,110,101,103,32,63,32,110,110,32,58,32,
110,101,103,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,
32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,101,97,99,104,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,102,108,111,97,116,32,118,91,49,54,93,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,102,105,114,115,116,32,61,
32,45,49,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
113,95,99,104,97,110,95,118,97,108,117,101,115,60,68,84,62,40,114,91,104,93,44,32,
118,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,
49,53,59,32,106,32,62,61,32,48,59,32,106,45,45,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,
117,51,50,32,98,32,61,32,95,95,102,108,111,97,116,95,97,115,95,117,105,110,116,40,
118,91,106,93,41,44,32,109,32,61,32,98,32,38,32,48,120,55,102,102,102,102,102,102,
102,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
105,102,32,40,109,32,62,61,32,48,120,55,102,56,48,48,48,48,48,117,41,32,102,105,
114,115,116,32,61,32,101,48,32,43,32,49,54,32,42,32,40,116,105,100,32,43,32,50,
53,54,32,42,32,104,41,32,43,32,106,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,98,32,62,62,32,51,
49,41,32,110,101,103,32,61,32,109,32,62,32,110,101,103,32,63,32,109,32,58,32,110,
101,103,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
101,108,115,101,32,112,111,115,32,61,32,109,32,62,32,112,111,115,32,63,32,109,32,58,
32,112,111,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,98,97,100,32,
60,32,48,41,32,98,97,100,32,61,32,102,105,114,115,116,59,32,47,42,32,117,110,105,
116,32,104,32,61,32,48,32,108,105,101,115,32,102,105,114,115,116,32,42,47,10,32,32,
32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,
32,32,32,32,32,32,105,102,32,40,98,97,100,32,62,61,32,48,41,32,107,116,95,113,
95,98,97,100,114,111,119,40,97,44,32,107,116,95,113,95,100,105,118,40,98,97,100,44,
32,97,46,75,41,41,59,10,32,32,32,32,32,32,32,32,110,101,103,32,61,32,95,95,
114,101,100,117,99,101,95,109,97,120,95,115,121,110,99,40,48,120,102,102,102,102,102,102,
102,102,117,44,32,110,101,103,41,59,10,32,32,32,32,32,32,32,32,112,111,115,32,61,
32,95,95,114,101,100,117,99,101,95,109,97,120,95,115,121,110,99,40,48,120,102,102,102,
102,102,102,102,102,117,44,32,112,111,115,41,59,10,32,32,32,32,32,32,32,32,105,102,
32,40,40,116,105,100,32,38,32,51,49,41,32,61,61,32,48,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,114,101,100,91,48,93,91,116,105,100,32,62,62,32,53,
93,32,61,32,110,101,103,59,10,32,32,32,32,32,32,32,32,32,32,32,32,114,101,100,
91,49,93,91,116,105,100,32,62,62,32,53,93,32,61,32,112,111,115,59,10,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,116,104,114,
101,97,100,115,40,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,116,105,100,32,
60,32,51,50,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,110,101,103,32,
61,32,95,95,114,101,100,117,99,101,95,109,97,120,95,115,121,110,99,40,48,120,102,102,
102,102,102,102,102,102,117,44,32,116,105,100,32,60,32,56,32,63,32,114,101,100,91,48,
93,91,116,105,100,93,32,58,32,48,117,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,112,111,115,32,61,32,95,95,114,101,100,117,99,101,95,109,97,120,95,115,121,110,
99,40,48,120,102,102,102,102,102,102,102,102,117,44,32,116,105,100,32,60,32,56,32,63,
32,114,101,100,91,49,93,91,116,105,100,93,32,58,32,48,117,41,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,105,102,32,40,116,105,100,32,61,61,32,48,41,32,123,10,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,115,44,
32,109,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,
56,32,122,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
113,95,115,99,97,108,101,95,109,109,40,97,44,32,110,101,103,32,63,32,45,95,95,117,
105,110,116,95,97,115,95,102,108,111,97,116,40,110,101,103,41,32,58,32,48,46,48,102,
44,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,112,111,115,41,44,32,
115,44,32,109,44,32,122,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,40,40,102,108,111,97,116,32,42,41,97,46,115,99,97,108,101,41,91,99,104,93,
32,61,32,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,97,46,122,112,41,32,40,40,107,116,95,117,56,32,42,41,97,46,122,112,41,91,
99,104,93,32,61,32,122,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,115,109,91,48,93,32,61,32,109,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,115,109,91,49,93,32,61,32,40,102,108,111,97,116,41,122,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,
32,32,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,32,
32,32,32,32,32,32,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,102,108,111,97,116,32,109,32,61,32,115,109,91,48,93,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,122,32,61,32,40,105,
110,116,41,115,109,91,49,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,104,32,
61,32,48,59,32,104,32,60,32,50,59,32,104,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,117,32,61,
32,116,105,100,32,43,32,50,53,54,32,42,32,104,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,102,108,111,97,116,32,118,91,49,54,93,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,99,91,52,93,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,117,32,
62,61,32,117,110,105,116,115,41,32,99,111,110,116,105,110,117,101,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,99,104,97,110,95,118,97,
108,117,101,115,60,68,84,62,40,114,91,104,93,44,32,118,41,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,99,111,100,101,56,40,97,44,
32,118,44,32,109,44,32,122,44,32,99,91,48,93,44,32,99,91,49,93,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,113,95,99,111,100,101,
56,40,97,44,32,118,32,43,32,56,44,32,109,44,32,122,44,32,99,91,50,93,44,32,
99,91,51,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,42,
40,117,105,110,116,52,32,42,41,40,97,46,100,97,116,97,32,43,32,40,107,116,95,117,
54,52,41,40,101,48,32,43,32,49,54,32,42,32,117,41,41,32,61,32,109,97,107,101,
95,117,105,110,116,52,40,99,91,48,93,44,32,99,91,49,93,44,32,99,91,50,93,44,
32,99,91,51,93,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,
32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,116,104,
114,101,97,100,115,40,41,59,32,47,42,32,114,101,100,32,97,110,100,32,115,109,32,97,
114,101,32,114,101,119,114,105,116,116,101,110,32,98,121,32,116,104,101,32,110,101,120,116,
32,99,104,97,110,110,101,108,32,42,47,10,32,32,32,32,125,10,125,10,75,84,95,75,
69,82,78,69,76,32,118,111,105,100,32,107,116,95,113,95,101,110,99,111,100,101,40,99,
111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,
105,102,32,40,97,46,102,97,115,116,41,32,107,116,95,113,95,101,110,99,111,100,101,95,
102,97,115,116,40,97,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,
103,114,97,110,32,61,61,32,50,41,32,123,32,75,84,95,81,95,76,79,79,80,40,97,
46,117,110,105,116,115,41,32,107,116,95,113,95,103,114,111,117,112,95,117,110,105,116,40,
97,44,32,117,41,59,32,125,10,32,32,32,32,101,108,115,101,32,123,32,75,84,95,81,
95,76,79,79,80,40,97,46,117,110,105,116,115,41,32,107,116,95,113,95,101,110,99,111,
100,101,95,117,110,105,116,40,97,44,32,117,41,59,32,125,10,125,10,47,42,32,108,97,
110,101,32,103,114,111,117,112,115,58,32,116,104,101,32,108,111,111,112,32,114,117,110,115,
32,119,104,111,108,101,32,119,97,114,112,115,32,40,108,105,118,101,32,109,97,114,107,115,
32,116,104,101,32,108,97,110,101,115,32,119,105,116,104,32,97,32,98,108,111,99,107,41,
32,42,47,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,95,95,108,97,117,
110,99,104,95,98,111,117,110,100,115,95,95,40,50,53,54,44,32,52,41,32,107,116,95,
113,95,98,108,111,99,107,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,
97,41,32,123,10,32,32,32,32,105,102,32,40,97,46,108,97,110,101,115,32,61,61,32,
48,41,32,123,10,32,32,32,32,32,32,32,32,75,84,95,81,95,76,79,79,80,40,97,
46,117,110,105,116,115,41,32,107,116,95,113,95,98,108,111,99,107,49,95,117,110,105,116,
40,97,44,32,117,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,114,110,59,10,
32,32,32,32,125,10,32,32,32,32,105,102,32,40,97,46,102,97,115,116,41,32,123,10,
32,32,32,32,32,32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,
95,81,75,95,78,86,70,80,52,41,32,107,116,95,113,102,95,110,118,116,95,102,105,108,
108,40,97,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,120,100,116,32,
61,61,32,75,84,95,81,95,70,51,50,41,32,107,116,95,113,102,95,114,117,110,60,75,
84,95,81,95,70,51,50,44,32,45,49,44,32,48,62,40,97,41,59,10,32,32,32,32,
32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,120,100,116,32,61,61,32,75,84,
95,81,95,70,49,54,41,32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,70,
49,54,44,32,45,49,44,32,48,62,40,97,41,59,10,32,32,32,32,32,32,32,32,101,
108,115,101,32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,66,70,49,54,44,
32,45,49,44,32,48,62,40,97,41,59,10,32,32,32,32,32,32,32,32,114,101,116,117,
114,110,59,10,32,32,32,32,125,10,32,32,32,32,105,110,116,32,76,32,61,32,40,105,
110,116,41,97,46,108,97,110,101,115,44,32,99,32,61,32,40,105,110,116,41,40,116,104,
114,101,97,100,73,100,120,46,120,32,38,32,40,117,110,115,105,103,110,101,100,41,40,76,
32,45,32,49,41,41,44,32,115,104,32,61,32,51,49,32,45,32,95,95,99,108,122,40,
76,41,59,10,32,32,32,32,107,116,95,105,54,52,32,116,48,32,61,32,40,107,116,95,
105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,
109,46,120,32,43,32,116,104,114,101,97,100,73,100,120,46,120,44,32,115,116,101,112,32,
61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,108,
111,99,107,68,105,109,46,120,44,32,108,105,109,32,61,32,97,46,117,110,105,116,115,32,
42,32,76,59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,116,32,61,
32,116,48,32,45,32,40,116,48,32,38,32,51,49,41,59,32,116,32,60,32,108,105,109,
59,32,116,32,43,61,32,115,116,101,112,41,32,107,116,95,113,95,98,108,111,99,107,95,
117,110,105,116,40,97,44,32,40,116,32,43,32,40,116,48,32,38,32,51,49,41,41,32,
62,62,32,115,104,44,32,99,44,32,76,44,32,116,32,43,32,40,116,48,32,38,32,51,
49,41,32,60,32,108,105,109,41,59,10,125,10,47,42,32,116,104,101,32,108,101,97,110,
32,112,97,116,104,32,102,111,114,32,98,102,49,54,32,77,88,32,70,80,52,47,70,80,
54,44,32,110,118,102,112,52,44,32,113,56,95,48,32,97,110,100,32,113,52,95,48,32,
105,110,32,116,104,101,105,114,32,115,116,97,110,100,97,114,100,10,32,32,32,98,108,111,
99,107,115,32,40,116,104,101,32,102,111,114,109,97,116,32,97,32,99,111,109,112,105,108,
101,45,116,105,109,101,32,99,111,110,115,116,97,110,116,41,32,97,110,100,32,102,111,114,
32,98,102,49,54,32,103,114,111,117,112,115,59,32,97,32,107,101,114,110,101,108,10,32,
32,32,111,102,32,105,116,115,32,111,119,110,44,32,115,111,32,116,104,97,116,32,116,104,
101,32,115,112,101,99,105,97,108,105,115,97,116,105,111,110,115,32,100,111,32,110,111,116,
32,114,97,105,115,101,32,107,116,95,113,95,98,108,111,99,107,39,115,10,32,32,32,114,
101,103,105,115,116,101,114,32,112,114,101,115,115,117,114,101,32,42,47,10,75,84,95,75,
69,82,78,69,76,32,118,111,105,100,32,95,95,108,97,117,110,99,104,95,98,111,117,110,
100,115,95,95,40,50,53,54,44,32,52,41,32,107,116,95,113,95,98,108,111,99,107,95,
98,102,49,54,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,41,32,
123,10,32,32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,78,86,70,80,52,41,32,107,116,95,113,102,95,110,118,116,95,102,105,108,108,40,
97,41,59,10,32,32,32,32,105,102,32,40,97,46,103,114,97,110,32,61,61,32,50,41,
32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,
95,81,75,95,71,82,79,85,80,83,44,32,48,62,40,97,41,59,10,32,32,32,32,101,
108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,
77,88,32,38,38,32,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,70,52,41,
32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,
95,81,75,95,77,88,44,32,75,84,95,81,95,70,52,62,40,97,41,59,10,32,32,32,
32,101,108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,77,88,32,38,38,32,97,46,101,108,101,109,32,61,61,32,75,84,95,81,95,70,
54,95,69,50,77,51,41,32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,66,
70,49,54,44,32,75,84,95,81,75,95,77,88,44,32,75,84,95,81,95,70,54,95,69,
50,77,51,62,40,97,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,
107,105,110,100,32,61,61,32,75,84,95,81,75,95,77,88,41,32,107,116,95,113,102,95,
114,117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,95,81,75,95,77,88,44,
32,75,84,95,81,95,70,54,95,69,51,77,50,62,40,97,41,59,10,32,32,32,32,101,
108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,
78,86,70,80,52,41,32,107,116,95,113,102,95,114,117,110,60,75,84,95,81,95,66,70,
49,54,44,32,75,84,95,81,75,95,78,86,70,80,52,44,32,75,84,95,81,95,70,52,
62,40,97,41,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,107,105,110,
100,32,61,61,32,75,84,95,81,75,95,81,56,95,48,41,32,107,116,95,113,102,95,114,
117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,95,81,75,95,81,56,95,48,
44,32,48,62,40,97,41,59,10,32,32,32,32,101,108,115,101,32,107,116,95,113,102,95,
114,117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,95,81,75,95,81,52,95,
48,44,32,48,62,40,97,41,59,10,125,10,75,84,95,75,69,82,78,69,76,32,118,111,
105,100,32,107,116,95,113,95,112,97,99,107,95,107,40,99,111,110,115,116,32,107,116,95,
113,95,97,114,103,115,32,97,41,32,123,32,75,84,95,81,95,76,79,79,80,40,97,46,
117,110,105,116,115,41,32,107,116,95,113,95,112,97,99,107,95,117,110,105,116,40,97,44,
32,117,41,59,32,125,10,47,42,32,116,104,101,32,116,97,98,108,101,32,111,102,32,101,
108,101,109,101,110,116,32,118,97,108,117,101,115,32,42,47,10,75,84,95,68,69,86,32,
118,111,105,100,32,107,116,95,100,113,95,108,117,116,40,99,111,110,115,116,32,107,116,95,
113,95,97,114,103,115,32,38,97,44,32,102,108,111,97,116,32,42,108,117,116,41,32,123,
10,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,116,104,114,101,97,100,
73,100,120,46,120,59,32,105,32,60,32,50,53,54,59,32,105,32,43,61,32,98,108,111,
99,107,68,105,109,46,120,41,32,108,117,116,91,105,93,32,61,32,107,116,95,113,95,101,
108,101,109,95,118,97,108,117,101,40,40,105,110,116,41,97,46,101,108,101,109,44,32,40,
107,116,95,117,51,50,41,105,41,59,10,32,32,32,32,95,95,115,121,110,99,116,104,114,
101,97,100,115,40,41,59,10,125,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,
32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,115,95,95,40,50,53,54,44,32,
52,41,32,107,116,95,100,113,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,
32,97,41,32,123,10,32,32,32,32,95,95,115,104,97,114,101,100,95,95,32,102,108,111,
97,116,32,108,117,116,91,50,53,54,93,59,10,32,32,32,32,107,116,95,100,113,95,108,
117,116,40,97,44,32,108,117,116,41,59,10,32,32,32,32,105,102,32,40,97,46,102,97,
115,116,41,32,123,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,111,100,116,32,
61,61,32,75,84,95,81,95,66,70,49,54,41,32,107,116,95,100,113,118,95,98,105,116,
115,60,75,84,95,81,95,66,70,49,54,44,32,102,97,108,115,101,62,40,97,44,32,108,
117,116,44,32,48,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,
40,97,46,111,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,107,116,95,100,
113,118,95,98,105,116,115,60,75,84,95,81,95,70,49,54,44,32,102,97,108,115,101,62,
40,97,44,32,108,117,116,44,32,48,41,59,10,32,32,32,32,32,32,32,32,101,108,115,
101,32,107,116,95,100,113,118,95,98,105,116,115,60,75,84,95,81,95,70,51,50,44,32,
102,97,108,115,101,62,40,97,44,32,108,117,116,44,32,48,41,59,10,32,32,32,32,125,
32,101,108,115,101,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,73,78,84,56,32,124,124,32,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,65,83,89,77,32,124,124,32,97,46,107,105,110,100,32,61,61,32,75,84,95,81,
75,95,70,80,56,41,32,123,10,32,32,32,32,32,32,32,32,75,84,95,81,95,76,79,
79,80,40,97,46,117,110,105,116,115,41,32,107,116,95,100,113,95,115,99,97,108,101,100,
95,117,110,105,116,40,97,44,32,108,117,116,44,32,117,41,59,10,32,32,32,32,125,32,
101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,76,32,61,32,40,
105,110,116,41,97,46,108,97,110,101,115,59,10,32,32,32,32,32,32,32,32,75,84,95,
81,95,76,79,79,80,40,97,46,117,110,105,116,115,32,42,32,76,41,32,107,116,95,100,
113,95,98,108,111,99,107,95,117,110,105,116,40,97,44,32,108,117,116,44,32,117,32,47,
32,76,44,32,40,105,110,116,41,40,117,32,38,32,40,76,32,45,32,49,41,41,44,32,
76,41,59,10,32,32,32,32,125,10,125,10,47,42,32,113,56,95,48,32,47,32,113,52,
95,48,32,116,104,114,111,117,103,104,32,116,104,101,32,119,97,114,112,32,115,116,97,103,
101,115,32,40,107,116,95,100,113,103,95,114,117,110,41,32,42,47,10,75,84,95,75,69,
82,78,69,76,32,118,111,105,100,32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,
115,95,95,40,50,53,54,44,32,51,41,32,107,116,95,100,113,95,103,103,109,108,40,99,
111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,
95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,95,40,49,54,41,
32,107,116,95,117,56,32,115,116,97,103,101,115,91,56,93,91,51,52,32,42,32,51,50,
93,59,10,32,32,32,32,107,116,95,117,56,32,42,115,116,97,103,101,32,61,32,115,116,
97,103,101,115,91,116,104,114,101,97,100,73,100,120,46,120,32,62,62,32,53,93,59,10,
32,32,32,32,105,102,32,40,97,46,107,105,110,100,32,61,61,32,75,84,95,81,75,95,
81,56,95,48,41,32,123,10,32,32,32,32,32,32,32,32,105,102,32,40,97,46,111,100,
116,32,61,61,32,75,84,95,81,95,66,70,49,54,41,32,107,116,95,100,113,103,95,114,
117,110,60,75,84,95,81,95,66,70,49,54,44,32,75,84,95,81,75,95,81,56,95,48,
62,40,97,44,32,115,116,97,103,101,41,59,10,32,32,32,32,32,32,32,32,101,108,115,
101,32,105,102,32,40,97,46,111,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,
32,107,116,95,100,113,103,95,114,117,110,60,75,84,95,81,95,70,49,54,44,32,75,84,
95,81,75,95,81,56,95,48,62,40,97,44,32,115,116,97,103,101,41,59,10,32,32,32,
32,32,32,32,32,101,108,115,101,32,107,116,95,100,113,103,95,114,117,110,60,75,84,95,
81,95,70,51,50,44,32,75,84,95,81,75,95,81,56,95,48,62,40,97,44,32,115,116,
97,103,101,41,59,10,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,
32,32,32,105,102,32,40,97,46,111,100,116,32,61,61,32,75,84,95,81,95,66,70,49,
54,41,32,107,116,95,100,113,103,95,114,117,110,60,75,84,95,81,95,66,70,49,54,44,
32,75,84,95,81,75,95,81,52,95,48,62,40,97,44,32,115,116,97,103,101,41,59,10,
32,32,32,32,32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,111,100,116,32,61,
61,32,75,84,95,81,95,70,49,54,41,32,107,116,95,100,113,103,95,114,117,110,60,75,
84,95,81,95,70,49,54,44,32,75,84,95,81,75,95,81,52,95,48,62,40,97,44,32,
115,116,97,103,101,41,59,10,32,32,32,32,32,32,32,32,101,108,115,101,32,107,116,95,
100,113,103,95,114,117,110,60,75,84,95,81,95,70,51,50,44,32,75,84,95,81,75,95,
81,52,95,48,62,40,97,44,32,115,116,97,103,101,41,59,10,32,32,32,32,125,10,125,
10,47,42,32,116,104,101,32,99,104,117,110,107,32,112,97,116,104,32,111,102,32,105,110,
116,56,32,47,32,105,110,116,56,95,97,115,121,109,32,47,32,102,112,56,32,119,105,116,
104,32,116,104,101,32,115,116,111,114,101,32,116,105,108,101,115,32,42,47,10,75,84,95,
75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,100,113,95,116,105,108,101,40,99,
111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,
95,95,115,104,97,114,101,100,95,95,32,102,108,111,97,116,32,108,117,116,91,50,53,54,
93,59,10,32,32,32,32,95,95,115,104,97,114,101,100,95,95,32,117,105,110,116,52,32,
116,105,108,101,115,91,56,93,91,49,50,56,93,59,32,47,42,32,111,110,101,32,112,101,
114,32,119,97,114,112,32,111,102,32,50,53,54,32,116,104,114,101,97,100,115,32,42,47,
10,32,32,32,32,107,116,95,100,113,95,108,117,116,40,97,44,32,108,117,116,41,59,10,
32,32,32,32,117,105,110,116,52,32,42,116,105,108,101,32,61,32,116,105,108,101,115,91,
116,104,114,101,97,100,73,100,120,46,120,32,62,62,32,53,93,59,10,32,32,32,32,105,
102,32,40,97,46,111,100,116,32,61,61,32,75,84,95,81,95,66,70,49,54,41,32,107,
116,95,100,113,118,95,98,105,116,115,60,75,84,95,81,95,66,70,49,54,44,32,116,114,
117,101,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,32,32,32,32,101,
108,115,101,32,105,102,32,40,97,46,111,100,116,32,61,61,32,75,84,95,81,95,70,49,
54,41,32,107,116,95,100,113,118,95,98,105,116,115,60,75,84,95,81,95,70,49,54,44,
32,116,114,117,101,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,59,10,32,32,
32,32,101,108,115,101,32,107,116,95,100,113,118,95,98,105,116,115,60,75,84,95,81,95,
70,51,50,44,32,116,114,117,101,62,40,97,44,32,108,117,116,44,32,116,105,108,101,41,
59,10,125,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,95,95,108,97,117,
110,99,104,95,98,111,117,110,100,115,95,95,40,50,53,54,44,32,53,41,32,107,116,95,
113,95,99,104,97,110,40,99,111,110,115,116,32,107,116,95,113,95,97,114,103,115,32,97,
41,32,123,10,32,32,32,32,105,102,32,40,97,46,120,100,116,32,61,61,32,75,84,95,
81,95,66,70,49,54,41,32,107,116,95,113,95,99,104,97,110,95,114,117,110,60,75,84,
95,81,95,66,70,49,54,62,40,97,41,59,10,32,32,32,32,101,108,115,101,32,105,102,
32,40,97,46,120,100,116,32,61,61,32,75,84,95,81,95,70,49,54,41,32,107,116,95,
113,95,99,104,97,110,95,114,117,110,60,75,84,95,81,95,70,49,54,62,40,97,41,59,
10,32,32,32,32,101,108,115,101,32,107,116,95,113,95,99,104,97,110,95,114,117,110,60,
75,84,95,81,95,70,51,50,62,40,97,41,59,10,125,10,75,84,95,75,69,82,78,69,
76,32,118,111,105,100,32,107,116,95,113,95,99,97,115,116,40,99,111,110,115,116,32,107,
116,95,113,95,99,97,115,116,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,105,
102,32,40,97,46,118,101,99,41,32,123,10,32,32,32,32,32,32,32,32,75,84,95,81,
95,76,79,79,80,40,40,97,46,110,32,43,32,49,53,41,32,47,32,49,54,41,32,107,
116,95,113,95,99,97,115,116,49,54,40,97,44,32,117,41,59,10,32,32,32,32,32,32,
32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,123,10,32,32,
32,32,32,32,32,32,107,116,95,105,54,52,32,117,110,105,116,115,32,61,32,97,46,99,
111,110,116,105,103,117,111,117,115,32,63,32,40,97,46,110,32,43,32,55,41,32,47,32,
56,32,58,32,97,46,110,59,10,32,32,32,32,32,32,32,32,75,84,95,81,95,76,79,
79,80,40,117,110,105,116,115,41,32,107,116,95,113,95,99,97,115,116,95,117,110,105,116,
40,97,44,32,117,41,59,10,32,32,32,32,125,10,125,10,35,101,110,100,105,102,10,0,
};
static const unsigned char ktorch__cu_src_gemm[23344] = { /* shaders/gemm.cu */
47,42,32,77,97,116,114,105,120,32,112,114,111,100,117,99,116,115,32,121,91,77,44,78,
93,32,61,32,120,91,77,44,75,93,32,87,91,78,44,75,93,94,84,32,40,107,105,110,
100,32,54,41,46,10,32,32,32,79,110,101,32,116,105,108,101,100,32,116,101,110,115,111,
114,45,99,111,114,101,32,107,101,114,110,101,108,32,102,111,114,32,101,118,101,114,121,32,
111,112,101,114,97,110,100,32,116,121,112,101,58,32,116,105,108,101,115,32,97,114,101,32,
115,116,97,103,101,100,32,105,110,10,32,32,32,115,104,97,114,101,100,32,109,101,109,111,
114,121,32,97,115,32,114,111,119,115,32,111,102,32,98,121,116,101,115,32,40,54,52,32,
98,121,116,101,115,32,111,102,32,75,32,112,101,114,32,115,116,97,103,101,41,44,32,115,
111,32,116,104,101,32,115,97,109,101,10,32,32,32,108,100,109,97,116,114,105,120,32,97,
100,100,114,101,115,115,105,110,103,32,102,101,101,100,115,32,109,109,97,46,115,121,110,99,
32,109,49,54,110,56,107,49,54,32,40,49,54,45,98,105,116,32,111,112,101,114,97,110,
100,115,41,32,97,110,100,10,32,32,32,109,49,54,110,56,107,51,50,32,40,56,45,98,
105,116,32,111,112,101,114,97,110,100,115,41,58,32,116,104,101,105,114,32,102,114,97,103,
109,101,110,116,115,32,99,111,105,110,99,105,100,101,32,98,121,116,101,32,102,111,114,32,
98,121,116,101,46,10,32,32,32,75,84,95,77,65,83,75,32,115,101,108,101,99,116,115,
32,116,104,101,32,111,112,101,114,97,110,100,32,109,111,100,101,44,32,75,84,95,68,32,
116,104,101,32,116,105,108,101,32,115,104,97,112,101,58,10,32,32,32,32,32,100,32,48,
58,32,56,32,119,97,114,112,115,32,40,50,32,120,32,52,41,44,32,119,97,114,112,32,
116,105,108,101,32,54,52,32,120,32,51,50,32,45,62,32,98,108,111,99,107,32,49,50,
56,32,120,32,49,50,56,10,32,32,32,32,32,100,32,49,58,32,52,32,119,97,114,112,
115,32,40,49,32,120,32,52,41,44,32,119,97,114,112,32,116,105,108,101,32,49,54,32,
120,32,49,54,32,45,62,32,98,108,111,99,107,32,49,54,32,120,32,54,52,32,40,115,
109,97,108,108,32,77,41,10,32,32,32,32,32,100,32,50,58,32,115,109,95,57,48,97,
32,119,97,114,112,103,114,111,117,112,32,77,77,65,44,32,50,32,119,97,114,112,103,114,
111,117,112,115,32,45,62,32,98,108,111,99,107,32,49,50,56,32,120,32,50,53,54,32,
40,109,111,100,101,115,32,48,45,50,41,10,32,32,32,77,111,100,101,115,58,32,48,32,
102,49,54,32,120,32,102,49,54,44,32,49,32,98,102,49,54,32,120,32,98,102,49,54,
44,32,50,32,115,56,32,120,32,115,56,32,40,115,51,50,32,97,99,99,117,109,117,108,
97,116,111,114,115,41,44,10,32,32,32,51,46,46,54,32,102,112,56,32,120,32,102,112,
56,32,40,101,52,109,51,47,101,53,109,50,32,112,97,105,114,115,44,32,115,109,95,56,
57,43,41,44,32,55,32,98,102,49,54,32,120,32,113,117,97,110,116,105,122,101,100,32,
87,44,10,32,32,32,56,32,102,49,54,32,120,32,113,117,97,110,116,105,122,101,100,32,
87,32,40,87,32,100,101,99,111,100,101,100,32,116,111,32,116,104,101,32,120,32,116,121,
112,101,32,119,104,105,108,101,32,115,116,97,103,101,100,41,46,10,32,32,32,83,112,108,
105,116,115,32,97,108,111,110,103,32,75,32,40,103,114,105,100,68,105,109,46,122,32,62,
32,49,41,32,119,114,105,116,101,32,114,97,119,32,112,97,114,116,105,97,108,32,115,117,
109,115,59,32,107,116,95,103,101,109,109,95,114,101,100,117,99,101,32,97,100,100,115,10,
32,32,32,116,104,101,109,32,105,110,32,115,112,108,105,116,32,111,114,100,101,114,32,97,
110,100,32,97,112,112,108,105,101,115,32,116,104,101,32,101,112,105,108,111,103,117,101,46,
32,42,47,10,10,10,115,116,114,117,99,116,32,107,116,95,103,101,109,109,95,97,114,103,
115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,120,44,32,119,44,32,121,44,32,
115,120,44,32,115,119,44,32,112,97,114,116,59,10,32,32,32,32,107,116,95,105,54,52,
32,77,44,32,78,44,32,75,59,32,32,32,32,32,32,32,32,32,32,32,47,42,32,75,
32,105,110,32,101,108,101,109,101,110,116,115,32,42,47,10,32,32,32,32,107,116,95,105,
54,52,32,108,100,120,44,32,108,100,119,44,32,108,100,121,59,32,32,32,32,32,47,42,
32,114,111,119,32,115,116,114,105,100,101,115,32,105,110,32,101,108,101,109,101,110,116,115,
32,40,87,58,32,111,102,32,105,116,115,32,99,111,100,101,115,59,32,112,97,99,107,101,
100,32,102,112,52,32,114,111,119,115,32,117,115,101,32,75,41,32,42,47,10,32,32,32,
32,107,116,95,105,54,52,32,121,95,100,116,121,112,101,59,32,32,32,32,32,32,32,32,
32,32,32,47,42,32,107,116,111,114,99,104,32,100,116,121,112,101,32,99,111,100,101,58,
32,48,32,102,51,50,44,32,49,32,102,49,54,44,32,50,32,98,102,49,54,44,32,56,
32,105,51,50,32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,115,120,95,114,111,
119,115,44,32,115,119,95,114,111,119,115,59,32,32,47,42,32,56,45,98,105,116,32,109,
111,100,101,115,58,32,115,99,97,108,101,32,112,101,114,32,114,111,119,32,40,49,41,32,
111,114,32,111,110,101,32,115,99,97,108,101,32,40,48,41,59,32,49,54,45,98,105,116,
58,32,110,111,32,115,99,97,108,101,115,32,42,47,10,32,32,32,32,107,116,95,105,54,
52,32,119,102,109,116,59,32,32,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,
113,117,97,110,116,105,122,101,100,32,87,58,32,48,32,105,110,116,56,44,32,49,32,102,
112,56,95,101,52,109,51,44,32,50,32,102,112,56,95,101,53,109,50,44,32,51,32,109,
120,102,112,52,44,32,52,32,110,118,102,112,52,44,32,53,32,109,120,102,112,56,95,101,
52,109,51,32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,119,95,110,98,44,32,
119,95,98,108,111,99,107,59,32,32,32,32,32,47,42,32,113,117,97,110,116,105,122,101,
100,32,87,58,32,115,99,97,108,101,115,32,112,101,114,32,114,111,119,32,97,110,100,32,
101,108,101,109,101,110,116,115,32,112,101,114,32,115,99,97,108,101,32,40,48,58,32,112,
101,114,32,114,111,119,32,47,32,116,101,110,115,111,114,41,32,42,47,10,32,32,32,32,
107,116,95,105,54,52,32,107,95,115,112,108,105,116,59,32,32,32,32,32,32,32,32,32,
32,32,47,42,32,101,108,101,109,101,110,116,115,32,111,102,32,75,32,112,101,114,32,115,
112,108,105,116,32,40,109,117,108,116,105,112,108,101,32,111,102,32,116,104,101,32,115,116,
97,103,101,41,32,42,47,10,32,32,32,32,100,111,117,98,108,101,32,116,115,99,97,108,
101,59,32,32,32,32,32,32,32,32,32,32,32,32,47,42,32,110,118,102,112,52,32,116,
101,110,115,111,114,32,115,99,97,108,101,32,42,47,10,125,59,10,10,35,105,102,32,75,
84,95,68,32,61,61,32,50,10,47,42,32,45,45,45,45,32,115,109,95,57,48,97,58,
32,119,97,114,112,103,114,111,117,112,32,77,77,65,44,32,49,50,56,32,120,32,50,53,
54,32,116,105,108,101,115,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,10,32,32,32,84,119,111,
32,119,97,114,112,103,114,111,117,112,115,32,111,102,32,54,52,32,114,111,119,115,32,101,
97,99,104,59,32,120,32,97,110,100,32,87,32,116,105,108,101,115,32,40,49,50,56,32,
98,121,116,101,115,32,111,102,32,75,32,112,101,114,32,115,116,97,103,101,41,32,115,105,
116,10,32,32,32,105,110,32,115,104,97,114,101,100,32,109,101,109,111,114,121,32,105,110,
32,116,104,101,32,49,50,56,45,98,121,116,101,45,115,119,105,122,122,108,101,100,32,75,
45,109,97,106,111,114,32,108,97,121,111,117,116,32,119,103,109,109,97,32,114,101,97,100,
115,32,116,104,114,111,117,103,104,10,32,32,32,100,101,115,99,114,105,112,116,111,114,115,
32,40,114,111,119,32,114,44,32,49,54,45,98,121,116,101,32,99,104,117,110,107,32,99,
32,97,116,32,114,42,49,50,56,32,43,32,40,40,99,32,94,32,40,114,32,38,32,55,
41,41,32,60,60,32,52,41,44,32,56,45,114,111,119,10,32,32,32,97,116,111,109,115,
32,111,102,32,49,48,50,52,32,98,121,116,101,115,41,46,32,65,108,108,32,50,53,54,
32,116,104,114,101,97,100,115,32,108,111,97,100,32,119,105,116,104,32,99,112,46,97,115,
121,110,99,59,32,116,104,101,32,103,101,110,101,114,105,99,45,112,114,111,120,121,10,32,
32,32,119,114,105,116,101,115,32,97,114,101,32,102,101,110,99,101,100,32,116,111,32,116,
104,101,32,97,115,121,110,99,32,112,114,111,120,121,32,98,101,102,111,114,101,32,116,104,
101,32,98,97,114,114,105,101,114,46,32,79,110,101,32,119,103,109,109,97,32,99,111,118,
101,114,115,10,32,32,32,51,50,32,98,121,116,101,115,32,111,102,32,75,32,40,107,51,
50,32,102,111,114,32,115,56,44,32,107,49,54,32,102,111,114,32,49,54,45,98,105,116,
32,111,112,101,114,97,110,100,115,41,46,32,84,104,101,32,108,111,97,100,115,32,111,102,
32,116,105,108,101,10,32,32,32,107,116,43,83,45,50,32,103,111,32,116,111,32,116,104,
101,32,115,108,111,116,32,116,104,97,116,32,119,103,109,109,97,40,107,116,45,50,41,32,
114,101,97,100,58,32,101,118,101,114,121,32,119,97,114,112,103,114,111,117,112,32,119,97,
105,116,101,100,32,102,111,114,32,105,116,10,32,32,32,40,119,97,105,116,95,103,114,111,
117,112,32,49,41,32,98,101,102,111,114,101,32,116,104,101,32,98,97,114,114,105,101,114,
32,111,102,32,105,116,101,114,97,116,105,111,110,32,107,116,46,32,42,47,10,35,105,102,
32,100,101,102,105,110,101,100,40,95,95,67,85,68,65,95,65,82,67,72,95,70,69,65,
84,95,83,77,57,48,95,65,76,76,41,10,35,100,101,102,105,110,101,32,75,84,87,95,
66,77,32,49,50,56,10,35,100,101,102,105,110,101,32,75,84,87,95,66,78,32,50,53,
54,10,35,100,101,102,105,110,101,32,75,84,87,95,83,32,75,84,95,83,84,65,71,69,
83,10,35,100,101,102,105,110,101,32,75,84,87,95,69,83,73,90,69,32,40,75,84,95,
77,65,83,75,32,60,61,32,49,32,63,32,50,32,58,32,49,41,10,35,100,101,102,105,
110,101,32,75,84,87,95,84,73,76,69,32,40,40,75,84,87,95,66,77,32,43,32,75,
84,87,95,66,78,41,32,42,32,49,50,56,41,10,35,105,102,32,75,84,95,77,65,83,
75,32,61,61,32,50,10,116,121,112,101,100,101,102,32,105,110,116,32,107,116,119,95,97,
99,99,59,10,35,101,108,115,101,10,116,121,112,101,100,101,102,32,102,108,111,97,116,32,
107,116,119,95,97,99,99,59,10,35,101,110,100,105,102,10,35,105,102,32,75,84,95,77,
65,83,75,32,61,61,32,48,10,35,100,101,102,105,110,101,32,75,84,87,95,79,80,32,
34,109,54,52,110,50,53,54,107,49,54,46,102,51,50,46,102,49,54,46,102,49,54,34,
10,35,100,101,102,105,110,101,32,75,84,87,95,84,65,73,76,32,34,44,32,112,44,32,
49,44,32,49,44,32,48,44,32,48,59,34,10,35,101,108,105,102,32,75,84,95,77,65,
83,75,32,61,61,32,49,10,35,100,101,102,105,110,101,32,75,84,87,95,79,80,32,34,
109,54,52,110,50,53,54,107,49,54,46,102,51,50,46,98,102,49,54,46,98,102,49,54,
34,10,35,100,101,102,105,110,101,32,75,84,87,95,84,65,73,76,32,34,44,32,112,44,
32,49,44,32,49,44,32,48,44,32,48,59,34,10,35,101,108,115,101,10,35,100,101,102,
105,110,101,32,75,84,87,95,79,80,32,34,109,54,52,110,50,53,54,107,51,50,46,115,
51,50,46,115,56,46,115,56,34,10,35,100,101,102,105,110,101,32,75,84,87,95,84,65,
73,76,32,34,44,32,112,59,34,10,35,101,110,100,105,102,10,75,84,95,68,69,86,32,
107,116,95,117,54,52,32,107,116,119,95,100,101,115,99,40,107,116,95,117,51,50,32,97,
100,100,114,41,32,123,10,32,32,32,32,47,42,32,115,116,97,114,116,32,62,62,32,52,
44,32,76,66,79,32,49,54,32,40,117,110,117,115,101,100,32,119,105,116,104,32,116,104,
101,32,115,119,105,122,122,108,101,41,44,32,83,66,79,32,49,48,50,52,44,32,49,50,
56,45,98,121,116,101,32,115,119,105,122,122,108,101,32,42,47,10,32,32,32,32,114,101,
116,117,114,110,32,40,107,116,95,117,54,52,41,40,40,97,100,100,114,32,38,32,48,120,
51,102,102,102,102,117,41,32,62,62,32,52,41,32,124,32,40,40,107,116,95,117,54,52,
41,49,32,60,60,32,49,54,41,32,124,32,40,40,107,116,95,117,54,52,41,40,49,48,
50,52,32,62,62,32,52,41,32,60,60,32,51,50,41,32,124,32,40,49,117,108,108,32,
60,60,32,54,50,41,59,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,
119,95,109,109,97,40,107,116,119,95,97,99,99,32,42,100,44,32,107,116,95,117,54,52,
32,100,97,44,32,107,116,95,117,54,52,32,100,98,44,32,105,110,116,32,97,99,99,41,
32,123,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,123,92,110,
46,114,101,103,32,46,112,114,101,100,32,112,59,92,110,115,101,116,112,46,110,101,46,98,
51,50,32,112,44,32,37,49,51,48,44,32,48,59,92,110,34,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,34,119,103,109,109,97,46,109,109,97,95,97,115,
121,110,99,46,115,121,110,99,46,97,108,105,103,110,101,100,46,34,32,75,84,87,95,79,
80,32,34,32,123,37,48,44,37,49,44,37,50,44,37,51,44,37,52,44,37,53,44,37,
54,44,37,55,44,37,56,44,37,57,44,37,49,48,44,37,49,49,44,37,49,50,44,37,
49,51,44,37,49,52,44,37,49,53,44,37,49,54,44,37,49,55,44,37,49,56,44,37,
49,57,44,37,50,48,44,37,50,49,44,37,50,50,44,37,50,51,44,37,50,52,44,37,
50,53,44,37,50,54,44,37,50,55,44,37,50,56,44,37,50,57,44,37,51,48,44,37,
51,49,44,37,51,50,44,37,51,51,44,37,51,52,44,37,51,53,44,37,51,54,44,37,
51,55,44,37,51,56,44,37,51,57,44,37,52,48,44,37,52,49,44,37,52,50,44,37,
52,51,44,37,52,52,44,37,52,53,44,37,52,54,44,37,52,55,44,37,52,56,44,37,
52,57,44,37,53,48,44,37,53,49,44,37,53,50,44,37,53,51,44,37,53,52,44,37,
53,53,44,37,53,54,44,37,53,55,44,37,53,56,44,37,53,57,44,37,54,48,44,37,
54,49,44,37,54,50,44,37,54,51,44,37,54,52,44,37,54,53,44,37,54,54,44,37,
54,55,44,37,54,56,44,37,54,57,44,37,55,48,44,37,55,49,44,37,55,50,44,37,
55,51,44,37,55,52,44,37,55,53,44,37,55,54,44,37,55,55,44,37,55,56,44,37,
55,57,44,37,56,48,44,37,56,49,44,37,56,50,44,37,56,51,44,37,56,52,44,37,
56,53,44,37,56,54,44,37,56,55,44,37,56,56,44,37,56,57,44,37,57,48,44,37,
57,49,44,37,57,50,44,37,57,51,44,37,57,52,44,37,57,53,44,37,57,54,44,37,
57,55,44,37,57,56,44,37,57,57,44,37,49,48,48,44,37,49,48,49,44,37,49,48,
50,44,37,49,48,51,44,37,49,48,52,44,37,49,48,53,44,37,49,48,54,44,37,49,
48,55,44,37,49,48,56,44,37,49,48,57,44,37,49,49,48,44,37,49,49,49,44,37,
49,49,50,44,37,49,49,51,44,37,49,49,52,44,37,49,49,53,44,37,49,49,54,44,
37,49,49,55,44,37,49,49,56,44,37,49,49,57,44,37,49,50,48,44,37,49,50,49,
44,37,49,50,50,44,37,49,50,51,44,37,49,50,52,44,37,49,50,53,44,37,49,50,
54,44,37,49,50,55,125,44,32,37,49,50,56,44,32,37,49,50,57,34,32,75,84,87,
95,84,65,73,76,32,34,92,110,125,92,110,34,10,35,105,102,32,75,84,95,77,65,83,
75,32,61,61,32,50,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
58,32,34,43,114,34,40,100,91,48,93,41,44,32,34,43,114,34,40,100,91,49,93,41,
44,32,34,43,114,34,40,100,91,50,93,41,44,32,34,43,114,34,40,100,91,51,93,41,
44,32,34,43,114,34,40,100,91,52,93,41,44,32,34,43,114,34,40,100,91,53,93,41,
44,32,34,43,114,34,40,100,91,54,93,41,44,32,34,43,114,34,40,100,91,55,93,41,
44,32,34,43,114,34,40,100,91,56,93,41,44,32,34,43,114,34,40,100,91,57,93,41,
44,32,34,43,114,34,40,100,91,49,48,93,41,44,32,34,43,114,34,40,100,91,49,49,
93,41,44,32,34,43,114,34,40,100,91,49,50,93,41,44,32,34,43,114,34,40,100,91,
49,51,93,41,44,32,34,43,114,34,40,100,91,49,52,93,41,44,32,34,43,114,34,40,
100,91,49,53,93,41,44,32,34,43,114,34,40,100,91,49,54,93,41,44,32,34,43,114,
34,40,100,91,49,55,93,41,44,32,34,43,114,34,40,100,91,49,56,93,41,44,32,34,
43,114,34,40,100,91,49,57,93,41,44,32,34,43,114,34,40,100,91,50,48,93,41,44,
32,34,43,114,34,40,100,91,50,49,93,41,44,32,34,43,114,34,40,100,91,50,50,93,
41,44,32,34,43,114,34,40,100,91,50,51,93,41,44,32,34,43,114,34,40,100,91,50,
52,93,41,44,32,34,43,114,34,40,100,91,50,53,93,41,44,32,34,43,114,34,40,100,
91,50,54,93,41,44,32,34,43,114,34,40,100,91,50,55,93,41,44,32,34,43,114,34,
40,100,91,50,56,93,41,44,32,34,43,114,34,40,100,91,50,57,93,41,44,32,34,43,
114,34,40,100,91,51,48,93,41,44,32,34,43,114,34,40,100,91,51,49,93,41,44,32,
34,43,114,34,40,100,91,51,50,93,41,44,32,34,43,114,34,40,100,91,51,51,93,41,
44,32,34,43,114,34,40,100,91,51,52,93,41,44,32,34,43,114,34,40,100,91,51,53,
93,41,44,32,34,43,114,34,40,100,91,51,54,93,41,44,32,34,43,114,34,40,100,91,
51,55,93,41,44,32,34,43,114,34,40,100,91,51,56,93,41,44,32,34,43,114,34,40,
100,91,51,57,93,41,44,32,34,43,114,34,40,100,91,52,48,93,41,44,32,34,43,114,
34,40,100,91,52,49,93,41,44,32,34,43,114,34,40,100,91,52,50,93,41,44,32,34,
43,114,34,40,100,91,52,51,93,41,44,32,34,43,114,34,40,100,91,52,52,93,41,44,
32,34,43,114,34,40,100,91,52,53,93,41,44,32,34,43,114,34,40,100,91,52,54,93,
41,44,32,34,43,114,34,40,100,91,52,55,93,41,44,32,34,43,114,34,40,100,91,52,
56,93,41,44,32,34,43,114,34,40,100,91,52,57,93,41,44,32,34,43,114,34,40,100,
91,53,48,93,41,44,32,34,43,114,34,40,100,91,53,49,93,41,44,32,34,43,114,34,
40,100,91,53,50,93,41,44,32,34,43,114,34,40,100,91,53,51,93,41,44,32,34,43,
114,34,40,100,91,53,52,93,41,44,32,34,43,114,34,40,100,91,53,53,93,41,44,32,
34,43,114,34,40,100,91,53,54,93,41,44,32,34,43,114,34,40,100,91,53,55,93,41,
44,32,34,43,114,34,40,100,91,53,56,93,41,44,32,34,43,114,34,40,100,91,53,57,
93,41,44,32,34,43,114,34,40,100,91,54,48,93,41,44,32,34,43,114,34,40,100,91,
54,49,93,41,44,32,34,43,114,34,40,100,91,54,50,93,41,44,32,34,43,114,34,40,
100,91,54,51,93,41,44,32,34,43,114,34,40,100,91,54,52,93,41,44,32,34,43,114,
34,40,100,91,54,53,93,41,44,32,34,43,114,34,40,100,91,54,54,93,41,44,32,34,
43,114,34,40,100,91,54,55,93,41,44,32,34,43,114,34,40,100,91,54,56,93,41,44,
32,34,43,114,34,40,100,91,54,57,93,41,44,32,34,43,114,34,40,100,91,55,48,93,
41,44,32,34,43,114,34,40,100,91,55,49,93,41,44,32,34,43,114,34,40,100,91,55,
50,93,41,44,32,34,43,114,34,40,100,91,55,51,93,41,44,32,34,43,114,34,40,100,
91,55,52,93,41,44,32,34,43,114,34,40,100,91,55,53,93,41,44,32,34,43,114,34,
40,100,91,55,54,93,41,44,32,34,43,114,34,40,100,91,55,55,93,41,44,32,34,43,
114,34,40,100,91,55,56,93,41,44,32,34,43,114,34,40,100,91,55,57,93,41,44,32,
34,43,114,34,40,100,91,56,48,93,41,44,32,34,43,114,34,40,100,91,56,49,93,41,
44,32,34,43,114,34,40,100,91,56,50,93,41,44,32,34,43,114,34,40,100,91,56,51,
93,41,44,32,34,43,114,34,40,100,91,56,52,93,41,44,32,34,43,114,34,40,100,91,
56,53,93,41,44,32,34,43,114,34,40,100,91,56,54,93,41,44,32,34,43,114,34,40,
100,91,56,55,93,41,44,32,34,43,114,34,40,100,91,56,56,93,41,44,32,34,43,114,
34,40,100,91,56,57,93,41,44,32,34,43,114,34,40,100,91,57,48,93,41,44,32,34,
43,114,34,40,100,91,57,49,93,41,44,32,34,43,114,34,40,100,91,57,50,93,41,44,
32,34,43,114,34,40,100,91,57,51,93,41,44,32,34,43,114,34,40,100,91,57,52,93,
41,44,32,34,43,114,34,40,100,91,57,53,93,41,44,32,34,43,114,34,40,100,91,57,
54,93,41,44,32,34,43,114,34,40,100,91,57,55,93,41,44,32,34,43,114,34,40,100,
91,57,56,93,41,44,32,34,43,114,34,40,100,91,57,57,93,41,44,32,34,43,114,34,
40,100,91,49,48,48,93,41,44,32,34,43,114,34,40,100,91,49,48,49,93,41,44,32,
34,43,114,34,40,100,91,49,48,50,93,41,44,32,34,43,114,34,40,100,91,49,48,51,
93,41,44,32,34,43,114,34,40,100,91,49,48,52,93,41,44,32,34,43,114,34,40,100,
91,49,48,53,93,41,44,32,34,43,114,34,40,100,91,49,48,54,93,41,44,32,34,43,
114,34,40,100,91,49,48,55,93,41,44,32,34,43,114,34,40,100,91,49,48,56,93,41,
44,32,34,43,114,34,40,100,91,49,48,57,93,41,44,32,34,43,114,34,40,100,91,49,
49,48,93,41,44,32,34,43,114,34,40,100,91,49,49,49,93,41,44,32,34,43,114,34,
40,100,91,49,49,50,93,41,44,32,34,43,114,34,40,100,91,49,49,51,93,41,44,32,
34,43,114,34,40,100,91,49,49,52,93,41,44,32,34,43,114,34,40,100,91,49,49,53,
93,41,44,32,34,43,114,34,40,100,91,49,49,54,93,41,44,32,34,43,114,34,40,100,
91,49,49,55,93,41,44,32,34,43,114,34,40,100,91,49,49,56,93,41,44,32,34,43,
114,34,40,100,91,49,49,57,93,41,44,32,34,43,114,34,40,100,91,49,50,48,93,41,
44,32,34,43,114,34,40,100,91,49,50,49,93,41,44,32,34,43,114,34,40,100,91,49,
50,50,93,41,44,32,34,43,114,34,40,100,91,49,50,51,93,41,44,32,34,43,114,34,
40,100,91,49,50,52,93,41,44,32,34,43,114,34,40,100,91,49,50,53,93,41,44,32,
34,43,114,34,40,100,91,49,50,54,93,41,44,32,34,43,114,34,40,100,91,49,50,55,
93,41,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,58,32,34,43,102,34,40,100,91,48,93,41,44,32,34,43,102,34,40,100,91,49,
93,41,44,32,34,43,102,34,40,100,91,50,93,41,44,32,34,43,102,34,40,100,91,51,
93,41,44,32,34,43,102,34,40,100,91,52,93,41,44,32,34,43,102,34,40,100,91,53,
93,41,44,32,34,43,102,34,40,100,91,54,93,41,44,32,34,43,102,34,40,100,91,55,
93,41,44,32,34,43,102,34,40,100,91,56,93,41,44,32,34,43,102,34,40,100,91,57,
93,41,44,32,34,43,102,34,40,100,91,49,48,93,41,44,32,34,43,102,34,40,100,91,
49,49,93,41,44,32,34,43,102,34,40,100,91,49,50,93,41,44,32,34,43,102,34,40,
100,91,49,51,93,41,44,32,34,43,102,34,40,100,91,49,52,93,41,44,32,34,43,102,
34,40,100,91,49,53,93,41,44,32,34,43,102,34,40,100,91,49,54,93,41,44,32,34,
43,102,34,40,100,91,49,55,93,41,44,32,34,43,102,34,40,100,91,49,56,93,41,44,
32,34,43,102,34,40,100,91,49,57,93,41,44,32,34,43,102,34,40,100,91,50,48,93,
41,44,32,34,43,102,34,40,100,91,50,49,93,41,44,32,34,43,102,34,40,100,91,50,
50,93,41,44,32,34,43,102,34,40,100,91,50,51,93,41,44,32,34,43,102,34,40,100,
91,50,52,93,41,44,32,34,43,102,34,40,100,91,50,53,93,41,44,32,34,43,102,34,
40,100,91,50,54,93,41,44,32,34,43,102,34,40,100,91,50,55,93,41,44,32,34,43,
102,34,40,100,91,50,56,93,41,44,32,34,43,102,34,40,100,91,50,57,93,41,44,32,
34,43,102,34,40,100,91,51,48,93,41,44,32,34,43,102,34,40,100,91,51,49,93,41,
44,32,34,43,102,34,40,100,91,51,50,93,41,44,32,34,43,102,34,40,100,91,51,51,
93,41,44,32,34,43,102,34,40,100,91,51,52,93,41,44,32,34,43,102,34,40,100,91,
51,53,93,41,44,32,34,43,102,34,40,100,91,51,54,93,41,44,32,34,43,102,34,40,
100,91,51,55,93,41,44,32,34,43,102,34,40,100,91,51,56,93,41,44,32,34,43,102,
34,40,100,91,51,57,93,41,44,32,34,43,102,34,40,100,91,52,48,93,41,44,32,34,
43,102,34,40,100,91,52,49,93,41,44,32,34,43,102,34,40,100,91,52,50,93,41,44,
32,34,43,102,34,40,100,91,52,51,93,41,44,32,34,43,102,34,40,100,91,52,52,93,
41,44,32,34,43,102,34,40,100,91,52,53,93,41,44,32,34,43,102,34,40,100,91,52,
54,93,41,44,32,34,43,102,34,40,100,91,52,55,93,41,44,32,34,43,102,34,40,100,
91,52,56,93,41,44,32,34,43,102,34,40,100,91,52,57,93,41,44,32,34,43,102,34,
40,100,91,53,48,93,41,44,32,34,43,102,34,40,100,91,53,49,93,41,44,32,34,43,
102,34,40,100,91,53,50,93,41,44,32,34,43,102,34,40,100,91,53,51,93,41,44,32,
34,43,102,34,40,100,91,53,52,93,41,44,32,34,43,102,34,40,100,91,53,53,93,41,
44,32,34,43,102,34,40,100,91,53,54,93,41,44,32,34,43,102,34,40,100,91,53,55,
93,41,44,32,34,43,102,34,40,100,91,53,56,93,41,44,32,34,43,102,34,40,100,91,
53,57,93,41,44,32,34,43,102,34,40,100,91,54,48,93,41,44,32,34,43,102,34,40,
100,91,54,49,93,41,44,32,34,43,102,34,40,100,91,54,50,93,41,44,32,34,43,102,
34,40,100,91,54,51,93,41,44,32,34,43,102,34,40,100,91,54,52,93,41,44,32,34,
43,102,34,40,100,91,54,53,93,41,44,32,34,43,102,34,40,100,91,54,54,93,41,44,
32,34,43,102,34,40,100,91,54,55,93,41,44,32,34,43,102,34,40,100,91,54,56,93,
41,44,32,34,43,102,34,40,100,91,54,57,93,41,44,32,34,43,102,34,40,100,91,55,
48,93,41,44,32,34,43,102,34,40,100,91,55,49,93,41,44,32,34,43,102,34,40,100,
91,55,50,93,41,44,32,34,43,102,34,40,100,91,55,51,93,41,44,32,34,43,102,34,
40,100,91,55,52,93,41,44,32,34,43,102,34,40,100,91,55,53,93,41,44,32,34,43,
102,34,40,100,91,55,54,93,41,44,32,34,43,102,34,40,100,91,55,55,93,41,44,32,
34,43,102,34,40,100,91,55,56,93,41,44,32,34,43,102,34,40,100,91,55,57,93,41,
44,32,34,43,102,34,40,100,91,56,48,93,41,44,32,34,43,102,34,40,100,91,56,49,
93,41,44,32,34,43,102,34,40,100,91,56,50,93,41,44,32,34,43,102,34,40,100,91,
56,51,93,41,44,32,34,43,102,34,40,100,91,56,52,93,41,44,32,34,43,102,34,40,
100,91,56,53,93,41,44,32,34,43,102,34,40,100,91,56,54,93,41,44,32,34,43,102,
34,40,100,91,56,55,93,41,44,32,34,43,102,34,40,100,91,56,56,93,41,44,32,34,
43,102,34,40,100,91,56,57,93,41,44,32,34,43,102,34,40,100,91,57,48,93,41,44,
32,34,43,102,34,40,100,91,57,49,93,41,44,32,34,43,102,34,40,100,91,57,50,93,
41,44,32,34,43,102,34,40,100,91,57,51,93,41,44,32,34,43,102,34,40,100,91,57,
52,93,41,44,32,34,43,102,34,40,100,91,57,53,93,41,44,32,34,43,102,34,40,100,
91,57,54,93,41,44,32,34,43,102,34,40,100,91,57,55,93,41,44,32,34,43,102,34,
40,100,91,57,56,93,41,44,32,34,43,102,34,40,100,91,57,57,93,41,44,32,34,43,
102,34,40,100,91,49,48,48,93,41,44,32,34,43,102,34,40,100,91,49,48,49,93,41,
44,32,34,43,102,34,40,100,91,49,48,50,93,41,44,32,34,43,102,34,40,100,91,49,
48,51,93,41,44,32,34,43,102,34,40,100,91,49,48,52,93,41,44,32,34,43,102,34,
40,100,91,49,48,53,93,41,44,32,34,43,102,34,40,100,91,49,48,54,93,41,44,32,
34,43,102,34,40,100,91,49,48,55,93,41,44,32,34,43,102,34,40,100,91,49,48,56,
93,41,44,32,34,43,102,34,40,100,91,49,48,57,93,41,44,32,34,43,102,34,40,100,
91,49,49,48,93,41,44,32,34,43,102,34,40,100,91,49,49,49,93,41,44,32,34,43,
102,34,40,100,91,49,49,50,93,41,44,32,34,43,102,34,40,100,91,49,49,51,93,41,
44,32,34,43,102,34,40,100,91,49,49,52,93,41,44,32,34,43,102,34,40,100,91,49,
49,53,93,41,44,32,34,43,102,34,40,100,91,49,49,54,93,41,44,32,34,43,102,34,
40,100,91,49,49,55,93,41,44,32,34,43,102,34,40,100,91,49,49,56,93,41,44,32,
34,43,102,34,40,100,91,49,49,57,93,41,44,32,34,43,102,34,40,100,91,49,50,48,
93,41,44,32,34,43,102,34,40,100,91,49,50,49,93,41,44,32,34,43,102,34,40,100,
91,49,50,50,93,41,44,32,34,43,102,34,40,100,91,49,50,51,93,41,44,32,34,43,
102,34,40,100,91,49,50,52,93,41,44,32,34,43,102,34,40,100,91,49,50,53,93,41,
44,32,34,43,102,34,40,100,91,49,50,54,93,41,44,32,34,43,102,34,40,100,91,49,
50,55,93,41,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,58,32,34,108,34,40,100,97,41,44,32,34,108,34,40,100,98,41,44,
32,34,114,34,40,97,99,99,41,41,59,10,125,10,75,84,95,68,69,86,32,118,111,105,
100,32,107,116,119,95,102,101,110,99,101,40,118,111,105,100,41,32,123,32,97,115,109,32,
118,111,108,97,116,105,108,101,40,34,119,103,109,109,97,46,102,101,110,99,101,46,115,121,
110,99,46,97,108,105,103,110,101,100,59,34,32,58,58,58,32,34,109,101,109,111,114,121,
34,41,59,32,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,119,95,99,111,
109,109,105,116,40,118,111,105,100,41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,
101,40,34,119,103,109,109,97,46,99,111,109,109,105,116,95,103,114,111,117,112,46,115,121,
110,99,46,97,108,105,103,110,101,100,59,34,32,58,58,58,32,34,109,101,109,111,114,121,
34,41,59,32,125,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,78,62,32,75,
84,95,68,69,86,32,118,111,105,100,32,107,116,119,95,119,97,105,116,40,118,111,105,100,
41,32,123,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,119,103,109,109,97,46,
119,97,105,116,95,103,114,111,117,112,46,115,121,110,99,46,97,108,105,103,110,101,100,32,
37,48,59,34,32,58,58,34,110,34,40,78,41,32,58,32,34,109,101,109,111,114,121,34,
41,59,32,125,10,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,119,95,115,116,
111,114,101,40,99,111,110,115,116,32,107,116,95,103,101,109,109,95,97,114,103,115,32,38,
97,44,32,107,116,95,105,54,52,32,109,44,32,107,116,95,105,54,52,32,110,44,32,107,
116,119,95,97,99,99,32,97,99,99,41,32,123,10,32,32,32,32,102,108,111,97,116,32,
118,59,10,35,105,102,32,75,84,95,77,65,83,75,32,61,61,32,50,10,32,32,32,32,
105,102,32,40,97,46,121,95,100,116,121,112,101,32,61,61,32,56,41,32,123,10,32,32,
32,32,32,32,32,32,40,40,105,110,116,32,42,41,97,46,121,41,91,109,32,42,32,97,
46,108,100,121,32,43,32,110,93,32,61,32,97,99,99,59,10,32,32,32,32,32,32,32,
32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,35,101,110,100,105,102,10,32,32,
32,32,118,32,61,32,40,102,108,111,97,116,41,97,99,99,59,10,35,105,102,32,75,84,
95,77,65,83,75,32,61,61,32,50,10,32,32,32,32,118,32,61,32,118,32,42,32,40,
40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,120,41,91,97,46,115,
120,95,114,111,119,115,32,63,32,109,32,58,32,48,93,59,10,32,32,32,32,118,32,61,
32,118,32,42,32,40,40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,
119,41,91,97,46,115,119,95,114,111,119,115,32,63,32,110,32,58,32,48,93,59,10,35,
101,110,100,105,102,10,32,32,32,32,105,102,32,40,97,46,121,95,100,116,121,112,101,32,
61,61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,97,46,121,41,91,109,32,42,
32,97,46,108,100,121,32,43,32,110,93,32,61,32,118,59,10,32,32,32,32,101,108,115,
101,32,105,102,32,40,97,46,121,95,100,116,121,112,101,32,61,61,32,49,41,32,40,40,
107,116,95,117,49,54,32,42,41,97,46,121,41,91,109,32,42,32,97,46,108,100,121,32,
43,32,110,93,32,61,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,118,41,59,
10,32,32,32,32,101,108,115,101,32,40,40,107,116,95,117,49,54,32,42,41,97,46,121,
41,91,109,32,42,32,97,46,108,100,121,32,43,32,110,93,32,61,32,107,116,95,102,51,
50,95,116,111,95,98,102,49,54,40,118,41,59,10,125,10,10,75,84,95,75,69,82,78,
69,76,32,118,111,105,100,32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,115,95,
95,40,50,53,54,44,32,49,41,32,107,116,95,103,101,109,109,40,99,111,110,115,116,32,
107,116,95,103,101,109,109,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,101,120,
116,101,114,110,32,95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,
95,40,49,54,41,32,107,116,95,117,56,32,107,116,119,95,115,109,101,109,91,93,59,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,98,97,115,101,32,61,32,
40,107,116,95,115,109,101,109,95,97,100,100,114,40,107,116,119,95,115,109,101,109,41,32,
43,32,49,48,50,51,117,41,32,38,32,126,49,48,50,51,117,59,10,32,32,32,32,99,
111,110,115,116,32,105,110,116,32,116,105,100,32,61,32,116,104,114,101,97,100,73,100,120,
46,120,44,32,119,103,32,61,32,116,105,100,32,62,62,32,55,44,32,108,97,110,101,32,
61,32,116,105,100,32,38,32,51,49,44,32,119,97,114,112,32,61,32,40,116,105,100,32,
62,62,32,53,41,32,38,32,51,59,10,32,32,32,32,47,42,32,98,108,111,99,107,115,
32,114,117,110,32,105,110,32,103,114,111,117,112,115,32,111,102,32,49,54,32,114,111,119,
32,98,108,111,99,107,115,44,32,99,111,108,117,109,110,115,32,102,97,115,116,101,115,116,
32,105,110,115,105,100,101,32,97,32,103,114,111,117,112,44,10,32,32,32,32,32,32,32,
115,111,32,116,104,101,32,120,32,114,111,119,115,32,97,110,100,32,87,32,99,111,108,117,
109,110,115,32,111,102,32,97,32,119,97,118,101,32,115,116,97,121,32,105,110,32,76,50,
32,42,47,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,110,109,32,
61,32,40,97,46,77,32,43,32,75,84,87,95,66,77,32,45,32,49,41,32,47,32,75,
84,87,95,66,77,44,32,110,110,32,61,32,40,97,46,78,32,43,32,75,84,87,95,66,
78,32,45,32,49,41,32,47,32,75,84,87,95,66,78,44,32,98,32,61,32,98,108,111,
99,107,73,100,120,46,120,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,
52,32,103,102,105,114,115,116,32,61,32,98,32,47,32,40,49,54,32,42,32,110,110,41,
32,42,32,49,54,44,32,103,115,105,122,101,32,61,32,110,109,32,45,32,103,102,105,114,
115,116,32,60,32,49,54,32,63,32,110,109,32,45,32,103,102,105,114,115,116,32,58,32,
49,54,44,32,105,110,32,61,32,98,32,37,32,40,49,54,32,42,32,110,110,41,59,10,
32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,109,48,32,61,32,40,103,
102,105,114,115,116,32,43,32,105,110,32,37,32,103,115,105,122,101,41,32,42,32,75,84,
87,95,66,77,44,32,110,48,32,61,32,40,105,110,32,47,32,103,115,105,122,101,41,32,
42,32,75,84,87,95,66,78,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,
54,52,32,107,98,121,116,101,115,32,61,32,97,46,75,32,42,32,75,84,87,95,69,83,
73,90,69,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,110,107,32,61,32,
40,105,110,116,41,40,40,107,98,121,116,101,115,32,43,32,49,50,55,41,32,47,32,49,
50,56,41,59,10,32,32,32,32,107,116,119,95,97,99,99,32,100,91,49,50,56,93,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,102,111,114,32,
40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,49,50,56,59,32,105,43,43,
41,32,100,91,105,93,32,61,32,48,59,10,10,32,32,32,32,97,117,116,111,32,108,111,
97,100,32,61,32,91,38,93,40,105,110,116,32,107,116,41,32,123,10,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,115,97,32,61,32,98,97,115,
101,32,43,32,40,107,116,32,37,32,75,84,87,95,83,41,32,42,32,75,84,87,95,84,
73,76,69,44,32,115,98,32,61,32,115,97,32,43,32,75,84,87,95,66,77,32,42,32,
49,50,56,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,
52,32,107,98,32,61,32,40,107,116,95,105,54,52,41,107,116,32,42,32,49,50,56,59,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,40,75,84,87,
95,66,77,32,43,32,75,84,87,95,66,78,41,32,42,32,56,32,47,32,50,53,54,59,
32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,
99,32,61,32,116,105,100,32,43,32,105,32,42,32,50,53,54,44,32,114,32,61,32,99,
32,62,62,32,51,44,32,99,104,32,61,32,99,32,38,32,55,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,105,54,52,32,111,102,102,32,61,32,107,98,32,43,
32,99,104,32,42,32,49,54,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,
32,40,114,32,60,32,75,84,87,95,66,77,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,109,32,61,32,109,48,32,43,32,
114,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,111,
107,32,61,32,109,32,60,32,97,46,77,32,38,38,32,111,102,102,32,60,32,107,98,121,
116,101,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
99,112,95,97,115,121,110,99,49,54,40,115,97,32,43,32,114,32,42,32,49,50,56,32,
43,32,40,40,99,104,32,94,32,40,114,32,38,32,55,41,41,32,60,60,32,52,41,44,
32,111,107,32,63,32,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,120,
32,43,32,109,32,42,32,97,46,108,100,120,32,42,32,75,84,87,95,69,83,73,90,69,
32,43,32,111,102,102,32,58,32,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,
97,46,120,44,32,111,107,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,32,
101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,
110,116,32,114,98,32,61,32,114,32,45,32,75,84,87,95,66,77,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,110,32,61,32,110,
48,32,43,32,114,98,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
105,110,116,32,111,107,32,61,32,110,32,60,32,97,46,78,32,38,38,32,111,102,102,32,
60,32,107,98,121,116,101,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,115,98,32,43,32,114,98,32,
42,32,49,50,56,32,43,32,40,40,99,104,32,94,32,40,114,98,32,38,32,55,41,41,
32,60,60,32,52,41,44,32,111,107,32,63,32,40,99,111,110,115,116,32,107,116,95,117,
56,32,42,41,97,46,119,32,43,32,110,32,42,32,97,46,108,100,119,32,42,32,75,84,
87,95,69,83,73,90,69,32,43,32,111,102,102,32,58,32,40,99,111,110,115,116,32,107,
116,95,117,56,32,42,41,97,46,119,44,32,111,107,41,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,59,10,
32,32,32,32,102,111,114,32,40,105,110,116,32,115,32,61,32,48,59,32,115,32,60,32,
75,84,87,95,83,32,45,32,50,59,32,115,43,43,41,32,123,10,32,32,32,32,32,32,
32,32,105,102,32,40,115,32,60,32,110,107,41,32,108,111,97,100,40,115,41,59,10,32,
32,32,32,32,32,32,32,107,116,95,99,112,95,99,111,109,109,105,116,40,41,59,10,32,
32,32,32,125,10,32,32,32,32,102,111,114,32,40,105,110,116,32,107,116,32,61,32,48,
59,32,107,116,32,60,32,110,107,59,32,107,116,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,107,116,95,99,112,95,119,97,105,116,95,103,114,111,117,112,60,75,84,87,95,
83,32,45,32,51,62,40,41,59,10,32,32,32,32,32,32,32,32,97,115,109,32,118,111,
108,97,116,105,108,101,40,34,102,101,110,99,101,46,112,114,111,120,121,46,97,115,121,110,
99,46,115,104,97,114,101,100,58,58,99,116,97,59,34,32,58,58,58,32,34,109,101,109,
111,114,121,34,41,59,32,47,42,32,99,112,46,97,115,121,110,99,32,119,114,105,116,101,
115,32,45,62,32,119,103,109,109,97,32,114,101,97,100,115,32,42,47,10,32,32,32,32,
32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,10,32,32,32,
32,32,32,32,32,105,102,32,40,107,116,32,43,32,75,84,87,95,83,32,45,32,50,32,
60,32,110,107,41,32,108,111,97,100,40,107,116,32,43,32,75,84,87,95,83,32,45,32,
50,41,59,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,99,111,109,109,105,116,
40,41,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,
32,115,97,32,61,32,98,97,115,101,32,43,32,40,107,116,32,37,32,75,84,87,95,83,
41,32,42,32,75,84,87,95,84,73,76,69,32,43,32,119,103,32,42,32,54,52,32,42,
32,49,50,56,44,32,115,98,32,61,32,98,97,115,101,32,43,32,40,107,116,32,37,32,
75,84,87,95,83,41,32,42,32,75,84,87,95,84,73,76,69,32,43,32,75,84,87,95,
66,77,32,42,32,49,50,56,59,10,32,32,32,32,32,32,32,32,107,116,119,95,102,101,
110,99,101,40,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,107,115,32,61,32,48,59,32,107,
115,32,60,32,52,59,32,107,115,43,43,41,32,107,116,119,95,109,109,97,40,100,44,32,
107,116,119,95,100,101,115,99,40,115,97,32,43,32,107,115,32,42,32,51,50,41,44,32,
107,116,119,95,100,101,115,99,40,115,98,32,43,32,107,115,32,42,32,51,50,41,44,32,
107,116,32,62,32,48,32,124,124,32,107,115,32,62,32,48,41,59,10,32,32,32,32,32,
32,32,32,107,116,119,95,99,111,109,109,105,116,40,41,59,10,32,32,32,32,32,32,32,
32,107,116,119,95,119,97,105,116,60,49,62,40,41,59,10,32,32,32,32,125,10,32,32,
32,32,107,116,119,95,119,97,105,116,60,48,62,40,41,59,10,32,32,32,32,107,116,95,
99,112,95,119,97,105,116,95,97,108,108,40,41,59,10,32,32,32,32,47,42,32,97,99,
99,117,109,117,108,97,116,111,114,32,108,97,121,111,117,116,58,32,110,56,32,98,108,111,
99,107,32,106,32,45,62,32,100,91,52,106,46,46,52,106,43,51,93,58,32,114,111,119,
115,32,114,44,32,114,44,32,114,43,56,44,32,114,43,56,59,32,99,111,108,115,32,56,
106,32,43,32,50,40,108,97,110,101,37,52,41,32,43,32,123,48,44,49,125,32,42,47,
10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,114,48,32,61,32,109,
48,32,43,32,119,103,32,42,32,54,52,32,43,32,119,97,114,112,32,42,32,49,54,32,
43,32,40,108,97,110,101,32,62,62,32,50,41,59,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,
59,32,106,32,60,32,51,50,59,32,106,43,43,41,10,35,112,114,97,103,109,97,32,117,
110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,99,
32,61,32,48,59,32,99,32,60,32,52,59,32,99,43,43,41,32,123,10,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,109,32,61,32,114,48,32,43,32,
56,32,42,32,40,99,32,62,62,32,49,41,44,32,110,32,61,32,110,48,32,43,32,56,
32,42,32,106,32,43,32,50,32,42,32,40,108,97,110,101,32,38,32,51,41,32,43,32,
40,99,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,
40,109,32,60,32,97,46,77,32,38,38,32,110,32,60,32,97,46,78,41,32,107,116,119,
95,115,116,111,114,101,40,97,44,32,109,44,32,110,44,32,100,91,52,32,42,32,106,32,
43,32,99,93,41,59,10,32,32,32,32,32,32,32,32,125,10,125,10,35,101,108,115,101,
10,47,42,32,111,116,104,101,114,32,97,114,99,104,105,116,101,99,116,117,114,101,115,58,
32,110,101,118,101,114,32,108,97,117,110,99,104,101,100,32,40,116,104,101,32,104,111,115,
116,32,112,105,99,107,115,32,116,104,105,115,32,116,105,108,101,32,111,110,32,115,109,95,
57,48,97,32,111,110,108,121,41,32,42,47,10,75,84,95,75,69,82,78,69,76,32,118,
111,105,100,32,107,116,95,103,101,109,109,40,99,111,110,115,116,32,107,116,95,103,101,109,
109,95,97,114,103,115,32,97,41,32,123,32,40,118,111,105,100,41,97,59,32,95,95,116,
114,97,112,40,41,59,32,125,10,35,101,110,100,105,102,10,75,84,95,75,69,82,78,69,
76,32,118,111,105,100,32,107,116,95,103,101,109,109,95,114,101,100,117,99,101,40,99,111,
110,115,116,32,107,116,95,103,101,109,109,95,97,114,103,115,32,97,41,32,123,32,40,118,
111,105,100,41,97,59,32,95,95,116,114,97,112,40,41,59,32,125,10,35,101,108,115,101,
32,47,42,32,75,84,95,68,32,48,32,97,110,100,32,49,58,32,109,109,97,46,115,121,
110,99,32,42,47,10,35,100,101,102,105,110,101,32,75,84,71,95,66,75,32,54,52,32,
47,42,32,98,121,116,101,115,32,111,102,32,75,32,112,101,114,32,115,116,97,103,101,32,
42,47,10,35,100,101,102,105,110,101,32,75,84,71,95,82,83,32,56,48,32,47,42,32,
115,104,97,114,101,100,32,114,111,119,32,115,116,114,105,100,101,58,32,54,52,32,43,32,
49,54,32,98,121,116,101,115,32,107,101,101,112,115,32,108,100,109,97,116,114,105,120,32,
99,111,110,102,108,105,99,116,45,102,114,101,101,32,42,47,10,35,105,102,32,75,84,95,
68,32,61,61,32,48,10,35,100,101,102,105,110,101,32,75,84,71,95,87,77,32,50,10,
35,100,101,102,105,110,101,32,75,84,71,95,87,78,32,52,10,35,100,101,102,105,110,101,
32,75,84,71,95,77,84,32,52,10,35,100,101,102,105,110,101,32,75,84,71,95,78,84,
32,52,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,71,95,87,77,32,
49,10,35,100,101,102,105,110,101,32,75,84,71,95,87,78,32,52,10,35,100,101,102,105,
110,101,32,75,84,71,95,77,84,32,49,10,35,100,101,102,105,110,101,32,75,84,71,95,
78,84,32,50,10,35,101,110,100,105,102,10,35,100,101,102,105,110,101,32,75,84,71,95,
84,72,82,69,65,68,83,32,40,51,50,32,42,32,75,84,71,95,87,77,32,42,32,75,
84,71,95,87,78,41,10,35,100,101,102,105,110,101,32,75,84,71,95,66,77,32,40,75,
84,71,95,87,77,32,42,32,49,54,32,42,32,75,84,71,95,77,84,41,10,35,100,101,
102,105,110,101,32,75,84,71,95,66,78,32,40,75,84,71,95,87,78,32,42,32,56,32,
42,32,75,84,71,95,78,84,41,10,35,100,101,102,105,110,101,32,75,84,71,95,83,84,
65,71,69,83,32,75,84,95,83,84,65,71,69,83,10,35,100,101,102,105,110,101,32,75,
84,71,95,77,79,68,69,32,75,84,95,77,65,83,75,10,35,100,101,102,105,110,101,32,
75,84,71,95,81,85,65,78,84,32,40,75,84,71,95,77,79,68,69,32,62,61,32,55,
41,10,35,100,101,102,105,110,101,32,75,84,71,95,73,78,84,32,40,75,84,71,95,77,
79,68,69,32,61,61,32,50,41,10,35,100,101,102,105,110,101,32,75,84,71,95,69,83,
73,90,69,32,40,40,75,84,71,95,77,79,68,69,32,60,61,32,49,32,124,124,32,75,
84,71,95,81,85,65,78,84,41,32,63,32,50,32,58,32,49,41,10,10,10,47,42,32,
45,45,45,45,32,110,117,109,98,101,114,32,102,111,114,109,97,116,115,32,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
32,42,47,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,103,95,101,50,109,
49,40,107,116,95,117,51,50,32,99,41,32,123,10,32,32,32,32,107,116,95,117,51,50,
32,97,32,61,32,99,32,38,32,55,117,59,32,47,42,32,48,32,48,46,53,32,49,32,
49,46,53,32,50,32,51,32,52,32,54,32,42,47,10,32,32,32,32,102,108,111,97,116,
32,118,32,61,32,97,32,60,32,50,117,32,63,32,40,102,108,111,97,116,41,97,32,42,
32,48,46,53,102,32,58,32,40,102,108,111,97,116,41,40,49,117,32,60,60,32,40,40,
97,32,62,62,32,49,41,32,45,32,49,117,41,41,32,42,32,40,40,97,32,38,32,49,
117,41,32,63,32,49,46,53,102,32,58,32,49,46,48,102,41,59,10,32,32,32,32,114,
101,116,117,114,110,32,40,99,32,38,32,56,117,41,32,63,32,45,118,32,58,32,118,59,
10,125,10,75,84,95,68,69,86,32,102,108,111,97,116,32,107,116,103,95,101,56,109,48,
40,107,116,95,117,51,50,32,99,41,32,123,10,32,32,32,32,105,102,32,40,99,32,61,
61,32,50,53,53,117,41,32,114,101,116,117,114,110,32,95,95,117,105,110,116,95,97,115,
95,102,108,111,97,116,40,48,120,55,102,99,48,48,48,48,48,117,41,59,10,32,32,32,
32,105,102,32,40,99,32,61,61,32,48,117,41,32,114,101,116,117,114,110,32,95,95,117,
105,110,116,95,97,115,95,102,108,111,97,116,40,48,120,48,48,52,48,48,48,48,48,117,
41,59,32,47,42,32,50,94,45,49,50,55,32,42,47,10,32,32,32,32,114,101,116,117,
114,110,32,95,95,117,105,110,116,95,97,115,95,102,108,111,97,116,40,99,32,60,60,32,
50,51,41,59,10,125,10,10,47,42,32,45,45,45,45,32,116,101,110,115,111,114,45,99,
111,114,101,32,115,116,101,112,115,32,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,69,
86,32,118,111,105,100,32,107,116,103,95,108,100,115,109,52,40,107,116,95,117,51,50,32,
97,100,100,114,44,32,107,116,95,117,51,50,32,42,114,41,32,123,10,32,32,32,32,97,
115,109,32,118,111,108,97,116,105,108,101,40,34,108,100,109,97,116,114,105,120,46,115,121,
110,99,46,97,108,105,103,110,101,100,46,109,56,110,56,46,120,52,46,115,104,97,114,101,
100,46,98,49,54,32,123,37,48,44,37,49,44,37,50,44,37,51,125,44,32,91,37,52,
93,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,
61,114,34,40,114,91,48,93,41,44,32,34,61,114,34,40,114,91,49,93,41,44,32,34,
61,114,34,40,114,91,50,93,41,44,32,34,61,114,34,40,114,91,51,93,41,32,58,32,
34,114,34,40,97,100,100,114,41,41,59,10,125,10,35,105,102,32,75,84,71,95,73,78,
84,10,116,121,112,101,100,101,102,32,105,110,116,32,107,116,103,95,97,99,99,59,10,35,
101,108,115,101,10,116,121,112,101,100,101,102,32,102,108,111,97,116,32,107,116,103,95,97,
99,99,59,10,35,101,110,100,105,102,10,47,42,32,99,91,49,54,120,56,93,32,43,61,
32,97,91,49,54,32,120,32,51,50,32,98,121,116,101,115,93,32,98,91,51,50,32,98,
121,116,101,115,32,120,32,56,93,32,42,47,10,75,84,95,68,69,86,32,118,111,105,100,
32,107,116,103,95,109,109,97,40,107,116,103,95,97,99,99,32,42,99,44,32,99,111,110,
115,116,32,107,116,95,117,51,50,32,42,97,44,32,107,116,95,117,51,50,32,98,48,44,
32,107,116,95,117,51,50,32,98,49,41,32,123,10,35,105,102,32,75,84,71,95,77,79,
68,69,32,61,61,32,50,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,
40,34,109,109,97,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,49,54,110,56,
107,51,50,46,114,111,119,46,99,111,108,46,115,51,50,46,115,56,46,115,56,46,115,51,
50,32,123,37,48,44,37,49,44,37,50,44,37,51,125,44,32,123,37,52,44,37,53,44,
37,54,44,37,55,125,44,32,123,37,56,44,37,57,125,44,32,123,37,48,44,37,49,44,
37,50,44,37,51,125,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,58,32,34,43,114,34,40,99,91,48,93,41,44,32,34,43,114,34,40,99,91,49,
93,41,44,32,34,43,114,34,40,99,91,50,93,41,44,32,34,43,114,34,40,99,91,51,
93,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,114,
34,40,97,91,48,93,41,44,32,34,114,34,40,97,91,49,93,41,44,32,34,114,34,40,
97,91,50,93,41,44,32,34,114,34,40,97,91,51,93,41,44,32,34,114,34,40,98,48,
41,44,32,34,114,34,40,98,49,41,41,59,10,35,101,108,105,102,32,75,84,71,95,77,
79,68,69,32,62,61,32,51,32,38,38,32,75,84,71,95,77,79,68,69,32,60,61,32,
54,10,35,105,102,32,95,95,67,85,68,65,95,65,82,67,72,95,95,32,62,61,32,56,
57,48,10,35,105,102,32,75,84,71,95,77,79,68,69,32,61,61,32,51,10,35,100,101,
102,105,110,101,32,75,84,71,95,70,56,32,34,101,52,109,51,46,101,52,109,51,34,10,
35,101,108,105,102,32,75,84,71,95,77,79,68,69,32,61,61,32,52,10,35,100,101,102,
105,110,101,32,75,84,71,95,70,56,32,34,101,52,109,51,46,101,53,109,50,34,10,35,
101,108,105,102,32,75,84,71,95,77,79,68,69,32,61,61,32,53,10,35,100,101,102,105,
110,101,32,75,84,71,95,70,56,32,34,101,53,109,50,46,101,52,109,51,34,10,35,101,
108,115,101,10,35,100,101,102,105,110,101,32,75,84,71,95,70,56,32,34,101,53,109,50,
46,101,53,109,50,34,10,35,101,110,100,105,102,10,32,32,32,32,97,115,109,32,118,111,
108,97,116,105,108,101,40,34,109,109,97,46,115,121,110,99,46,97,108,105,103,110,101,100,
46,109,49,54,110,56,107,51,50,46,114,111,119,46,99,111,108,46,102,51,50,46,34,32,
75,84,71,95,70,56,32,34,46,102,51,50,32,123,37,48,44,37,49,44,37,50,44,37,
51,125,44,32,123,37,52,44,37,53,44,37,54,44,37,55,125,44,32,123,37,56,44,37,
57,125,44,32,123,37,48,44,37,49,44,37,50,44,37,51,125,59,34,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,43,102,34,40,99,91,48,93,
41,44,32,34,43,102,34,40,99,91,49,93,41,44,32,34,43,102,34,40,99,91,50,93,
41,44,32,34,43,102,34,40,99,91,51,93,41,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,58,32,34,114,34,40,97,91,48,93,41,44,32,34,114,34,40,
97,91,49,93,41,44,32,34,114,34,40,97,91,50,93,41,44,32,34,114,34,40,97,91,
51,93,41,44,32,34,114,34,40,98,48,41,44,32,34,114,34,40,98,49,41,41,59,10,
35,101,108,115,101,10,32,32,32,32,40,118,111,105,100,41,99,59,32,40,118,111,105,100,
41,97,59,32,40,118,111,105,100,41,98,48,59,32,40,118,111,105,100,41,98,49,59,10,
32,32,32,32,95,95,116,114,97,112,40,41,59,32,47,42,32,116,104,101,32,104,111,115,
116,32,110,101,118,101,114,32,108,97,117,110,99,104,101,115,32,102,112,56,32,109,111,100,
101,115,32,98,101,108,111,119,32,115,109,95,56,57,32,42,47,10,35,101,110,100,105,102,
10,35,101,108,105,102,32,75,84,71,95,77,79,68,69,32,61,61,32,49,32,124,124,32,
75,84,71,95,77,79,68,69,32,61,61,32,55,10,32,32,32,32,97,115,109,32,118,111,
108,97,116,105,108,101,40,34,109,109,97,46,115,121,110,99,46,97,108,105,103,110,101,100,
46,109,49,54,110,56,107,49,54,46,114,111,119,46,99,111,108,46,102,51,50,46,98,102,
49,54,46,98,102,49,54,46,102,51,50,32,123,37,48,44,37,49,44,37,50,44,37,51,
125,44,32,123,37,52,44,37,53,44,37,54,44,37,55,125,44,32,123,37,56,44,37,57,
125,44,32,123,37,48,44,37,49,44,37,50,44,37,51,125,59,34,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,43,102,34,40,99,91,48,93,41,
44,32,34,43,102,34,40,99,91,49,93,41,44,32,34,43,102,34,40,99,91,50,93,41,
44,32,34,43,102,34,40,99,91,51,93,41,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,58,32,34,114,34,40,97,91,48,93,41,44,32,34,114,34,40,97,
91,49,93,41,44,32,34,114,34,40,97,91,50,93,41,44,32,34,114,34,40,97,91,51,
93,41,44,32,34,114,34,40,98,48,41,44,32,34,114,34,40,98,49,41,41,59,10,35,
101,108,115,101,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,109,
109,97,46,115,121,110,99,46,97,108,105,103,110,101,100,46,109,49,54,110,56,107,49,54,
46,114,111,119,46,99,111,108,46,102,51,50,46,102,49,54,46,102,49,54,46,102,51,50,
32,123,37,48,44,37,49,44,37,50,44,37,51,125,44,32,123,37,52,44,37,53,44,37,
54,44,37,55,125,44,32,123,37,56,44,37,57,125,44,32,123,37,48,44,37,49,44,37,
50,44,37,51,125,59,34,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,58,32,34,43,102,34,40,99,91,48,93,41,44,32,34,43,102,34,40,99,91,49,93,
41,44,32,34,43,102,34,40,99,91,50,93,41,44,32,34,43,102,34,40,99,91,51,93,
41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,58,32,34,114,34,
40,97,91,48,93,41,44,32,34,114,34,40,97,91,49,93,41,44,32,34,114,34,40,97,
91,50,93,41,44,32,34,114,34,40,97,91,51,93,41,44,32,34,114,34,40,98,48,41,
44,32,34,114,34,40,98,49,41,41,59,10,35,101,110,100,105,102,10,125,10,10,47,42,
32,45,45,45,45,32,113,117,97,110,116,105,122,101,100,32,87,58,32,56,32,99,111,110,
115,101,99,117,116,105,118,101,32,101,108,101,109,101,110,116,115,32,111,102,32,111,110,101,
32,114,111,119,32,100,101,99,111,100,101,100,32,116,111,32,49,54,45,98,105,116,32,45,
45,45,45,32,42,47,10,115,116,114,117,99,116,32,107,116,103,95,114,97,119,32,123,10,
32,32,32,32,107,116,95,117,51,50,32,108,111,44,32,104,105,59,32,47,42,32,99,111,
100,101,115,32,40,56,32,98,121,116,101,115,44,32,111,114,32,52,32,98,121,116,101,115,
32,111,102,32,110,105,98,98,108,101,115,32,105,110,32,108,111,41,32,42,47,10,32,32,
32,32,107,116,95,117,51,50,32,115,99,59,32,32,32,32,32,47,42,32,114,97,119,32,
115,99,97,108,101,32,40,102,51,50,32,98,105,116,115,44,32,101,56,109,48,32,111,114,
32,101,52,109,51,32,99,111,100,101,41,32,42,47,10,32,32,32,32,105,110,116,32,111,
107,59,10,125,59,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,103,95,113,108,
111,97,100,40,99,111,110,115,116,32,107,116,95,103,101,109,109,95,97,114,103,115,32,38,
97,44,32,107,116,95,105,54,52,32,110,44,32,107,116,95,105,54,52,32,107,48,44,32,
107,116,103,95,114,97,119,32,38,114,41,32,123,10,32,32,32,32,114,46,111,107,32,61,
32,110,32,60,32,97,46,78,32,38,38,32,107,48,32,60,32,97,46,75,59,10,32,32,
32,32,114,46,108,111,32,61,32,114,46,104,105,32,61,32,114,46,115,99,32,61,32,48,
59,10,32,32,32,32,105,102,32,40,33,114,46,111,107,41,32,114,101,116,117,114,110,59,
10,32,32,32,32,105,102,32,40,97,46,119,102,109,116,32,61,61,32,51,32,124,124,32,
97,46,119,102,109,116,32,61,61,32,52,41,32,123,10,32,32,32,32,32,32,32,32,114,
46,108,111,32,61,32,42,40,99,111,110,115,116,32,107,116,95,117,51,50,32,42,41,40,
40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,119,32,43,32,40,110,32,
42,32,97,46,108,100,119,32,43,32,107,48,41,32,47,32,50,41,59,10,32,32,32,32,
125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,
116,95,117,51,50,32,42,112,32,61,32,40,99,111,110,115,116,32,107,116,95,117,51,50,
32,42,41,40,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,119,32,43,
32,110,32,42,32,97,46,108,100,119,32,43,32,107,48,41,59,10,32,32,32,32,32,32,
32,32,114,46,108,111,32,61,32,112,91,48,93,59,10,32,32,32,32,32,32,32,32,114,
46,104,105,32,61,32,112,91,49,93,59,10,32,32,32,32,125,10,32,32,32,32,105,102,
32,40,97,46,119,102,109,116,32,60,61,32,50,41,32,123,10,32,32,32,32,32,32,32,
32,107,116,95,105,54,52,32,115,105,32,61,32,97,46,119,95,98,108,111,99,107,32,63,
32,110,32,42,32,97,46,119,95,110,98,32,43,32,107,48,32,47,32,97,46,119,95,98,
108,111,99,107,32,58,32,40,97,46,115,119,95,114,111,119,115,32,63,32,110,32,58,32,
48,41,59,10,32,32,32,32,32,32,32,32,114,46,115,99,32,61,32,95,95,102,108,111,
97,116,95,97,115,95,117,105,110,116,40,40,40,99,111,110,115,116,32,102,108,111,97,116,
32,42,41,97,46,115,119,41,91,115,105,93,41,59,10,32,32,32,32,125,32,101,108,115,
101,32,123,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,115,105,32,61,32,
110,32,42,32,97,46,119,95,110,98,32,43,32,107,48,32,47,32,97,46,119,95,98,108,
111,99,107,59,10,32,32,32,32,32,32,32,32,114,46,115,99,32,61,32,40,40,99,111,
110,115,116,32,107,116,95,117,56,32,42,41,97,46,115,119,41,91,115,105,93,59,10,32,
32,32,32,125,10,125,10,75,84,95,68,69,86,32,118,111,105,100,32,107,116,103,95,113,
115,116,111,114,101,40,99,111,110,115,116,32,107,116,95,103,101,109,109,95,97,114,103,115,
32,38,97,44,32,99,111,110,115,116,32,107,116,103,95,114,97,119,32,38,114,44,32,107,
116,95,117,56,32,42,100,115,116,41,32,123,10,32,32,32,32,107,116,95,117,51,50,32,
111,91,52,93,32,61,32,123,48,117,44,32,48,117,44,32,48,117,44,32,48,117,125,59,
10,32,32,32,32,105,102,32,40,114,46,111,107,41,32,123,10,32,32,32,32,32,32,32,
32,102,108,111,97,116,32,115,44,32,118,91,56,93,59,10,32,32,32,32,32,32,32,32,
105,102,32,40,97,46,119,102,109,116,32,60,61,32,50,41,32,115,32,61,32,95,95,117,
105,110,116,95,97,115,95,102,108,111,97,116,40,114,46,115,99,41,59,10,32,32,32,32,
32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,119,102,109,116,32,61,61,32,52,
41,32,115,32,61,32,107,116,95,101,52,109,51,95,116,111,95,102,51,50,40,114,46,115,
99,41,32,42,32,40,102,108,111,97,116,41,97,46,116,115,99,97,108,101,59,10,32,32,
32,32,32,32,32,32,101,108,115,101,32,115,32,61,32,107,116,103,95,101,56,109,48,40,
114,46,115,99,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,
60,32,56,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,
107,116,95,117,51,50,32,99,32,61,32,105,32,60,32,52,32,63,32,40,114,46,108,111,
32,62,62,32,40,56,32,42,32,105,41,41,32,38,32,50,53,53,117,32,58,32,40,114,
46,104,105,32,62,62,32,40,56,32,42,32,40,105,32,45,32,52,41,41,41,32,38,32,
50,53,53,117,59,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,
100,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,119,102,109,
116,32,61,61,32,48,41,32,100,32,61,32,40,102,108,111,97,116,41,40,105,110,116,41,
40,115,105,103,110,101,100,32,99,104,97,114,41,99,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,119,102,109,116,32,61,61,32,49,
32,124,124,32,97,46,119,102,109,116,32,61,61,32,53,41,32,100,32,61,32,107,116,95,
101,52,109,51,95,116,111,95,102,51,50,40,99,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,101,108,115,101,32,105,102,32,40,97,46,119,102,109,116,32,61,61,32,50,
41,32,100,32,61,32,107,116,95,101,53,109,50,95,116,111,95,102,51,50,40,99,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,101,108,115,101,32,100,32,61,32,107,116,
103,95,101,50,109,49,40,40,114,46,108,111,32,62,62,32,40,52,32,42,32,105,41,41,
32,38,32,49,53,117,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,118,91,105,
93,32,61,32,100,32,42,32,115,59,10,32,32,32,32,32,32,32,32,125,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,
40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,52,59,32,105,43,43,41,32,
123,10,35,105,102,32,75,84,71,95,77,79,68,69,32,61,61,32,55,10,32,32,32,32,
32,32,32,32,32,32,32,32,97,115,109,40,34,99,118,116,46,114,110,46,98,102,49,54,
120,50,46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,
114,34,40,111,91,105,93,41,32,58,32,34,102,34,40,118,91,50,32,42,32,105,32,43,
32,49,93,41,44,32,34,102,34,40,118,91,50,32,42,32,105,93,41,41,59,10,35,101,
108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,32,97,115,109,40,34,99,118,116,
46,114,110,46,102,49,54,120,50,46,102,51,50,32,37,48,44,32,37,49,44,32,37,50,
59,34,32,58,32,34,61,114,34,40,111,91,105,93,41,32,58,32,34,102,34,40,118,91,
50,32,42,32,105,32,43,32,49,93,41,44,32,34,102,34,40,118,91,50,32,42,32,105,
93,41,41,59,10,35,101,110,100,105,102,10,32,32,32,32,32,32,32,32,125,10,32,32,
32,32,125,10,32,32,32,32,97,115,109,32,118,111,108,97,116,105,108,101,40,34,115,116,
46,115,104,97,114,101,100,46,118,52,46,98,51,50,32,91,37,48,93,44,32,123,37,49,
44,37,50,44,37,51,44,37,52,125,59,34,32,58,58,34,114,34,40,107,116,95,115,109,
101,109,95,97,100,100,114,40,100,115,116,41,41,44,32,34,114,34,40,111,91,48,93,41,
44,32,34,114,34,40,111,91,49,93,41,44,32,34,114,34,40,111,91,50,93,41,44,32,
34,114,34,40,111,91,51,93,41,32,58,32,34,109,101,109,111,114,121,34,41,59,10,125,
10,10,47,42,32,45,45,45,45,32,101,112,105,108,111,103,117,101,32,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,45,
45,45,45,45,45,45,45,45,45,45,45,32,42,47,10,75,84,95,68,69,86,32,118,111,
105,100,32,107,116,103,95,115,116,111,114,101,40,99,111,110,115,116,32,107,116,95,103,101,
109,109,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,109,44,32,107,116,
95,105,54,52,32,110,44,32,107,116,103,95,97,99,99,32,97,99,99,41,32,123,10,32,
32,32,32,102,108,111,97,116,32,118,59,10,35,105,102,32,75,84,71,95,73,78,84,10,
32,32,32,32,105,102,32,40,97,46,121,95,100,116,121,112,101,32,61,61,32,56,41,32,
123,10,32,32,32,32,32,32,32,32,40,40,105,110,116,32,42,41,97,46,121,41,91,109,
32,42,32,97,46,108,100,121,32,43,32,110,93,32,61,32,97,99,99,59,10,32,32,32,
32,32,32,32,32,114,101,116,117,114,110,59,10,32,32,32,32,125,10,32,32,32,32,118,
32,61,32,40,102,108,111,97,116,41,97,99,99,59,10,35,101,108,115,101,10,32,32,32,
32,118,32,61,32,97,99,99,59,10,35,101,110,100,105,102,10,35,105,102,32,75,84,71,
95,77,79,68,69,32,62,61,32,50,32,38,38,32,75,84,71,95,77,79,68,69,32,60,
61,32,54,10,32,32,32,32,118,32,61,32,118,32,42,32,40,40,99,111,110,115,116,32,
102,108,111,97,116,32,42,41,97,46,115,120,41,91,97,46,115,120,95,114,111,119,115,32,
63,32,109,32,58,32,48,93,59,10,32,32,32,32,118,32,61,32,118,32,42,32,40,40,
99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,115,119,41,91,97,46,115,119,
95,114,111,119,115,32,63,32,110,32,58,32,48,93,59,10,35,101,110,100,105,102,10,32,
32,32,32,105,102,32,40,97,46,121,95,100,116,121,112,101,32,61,61,32,48,41,32,40,
40,102,108,111,97,116,32,42,41,97,46,121,41,91,109,32,42,32,97,46,108,100,121,32,
43,32,110,93,32,61,32,118,59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,97,
46,121,95,100,116,121,112,101,32,61,61,32,49,41,32,40,40,107,116,95,117,49,54,32,
42,41,97,46,121,41,91,109,32,42,32,97,46,108,100,121,32,43,32,110,93,32,61,32,
107,116,95,102,51,50,95,116,111,95,102,49,54,40,118,41,59,10,32,32,32,32,101,108,
115,101,32,40,40,107,116,95,117,49,54,32,42,41,97,46,121,41,91,109,32,42,32,97,
46,108,100,121,32,43,32,110,93,32,61,32,107,116,95,102,51,50,95,116,111,95,98,102,
49,54,40,118,41,59,10,125,10,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,
32,95,95,108,97,117,110,99,104,95,98,111,117,110,100,115,95,95,40,75,84,71,95,84,
72,82,69,65,68,83,41,32,107,116,95,103,101,109,109,40,99,111,110,115,116,32,107,116,
95,103,101,109,109,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,101,120,116,101,
114,110,32,95,95,115,104,97,114,101,100,95,95,32,95,95,97,108,105,103,110,95,95,40,
49,50,56,41,32,107,116,95,117,56,32,107,116,103,95,115,109,101,109,91,93,59,10,32,
32,32,32,107,116,95,117,56,32,42,115,65,32,61,32,107,116,103,95,115,109,101,109,44,
32,42,115,66,32,61,32,107,116,103,95,115,109,101,109,32,43,32,75,84,71,95,83,84,
65,71,69,83,32,42,32,75,84,71,95,66,77,32,42,32,75,84,71,95,82,83,59,10,
32,32,32,32,99,111,110,115,116,32,105,110,116,32,116,105,100,32,61,32,116,104,114,101,
97,100,73,100,120,46,120,44,32,108,97,110,101,32,61,32,116,105,100,32,38,32,51,49,
44,32,119,97,114,112,32,61,32,116,105,100,32,62,62,32,53,59,10,32,32,32,32,99,
111,110,115,116,32,105,110,116,32,119,109,32,61,32,119,97,114,112,32,47,32,75,84,71,
95,87,78,44,32,119,110,32,61,32,119,97,114,112,32,37,32,75,84,71,95,87,78,59,
10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,109,48,32,61,32,40,
107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,121,32,42,32,75,84,71,95,
66,77,44,32,110,48,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,
120,46,120,32,42,32,75,84,71,95,66,78,59,10,32,32,32,32,99,111,110,115,116,32,
107,116,95,105,54,52,32,107,98,101,103,32,61,32,40,107,116,95,105,54,52,41,98,108,
111,99,107,73,100,120,46,122,32,42,32,97,46,107,95,115,112,108,105,116,59,10,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,101,110,100,32,61,32,107,98,
101,103,32,43,32,97,46,107,95,115,112,108,105,116,32,60,32,97,46,75,32,63,32,107,
98,101,103,32,43,32,97,46,107,95,115,112,108,105,116,32,58,32,97,46,75,59,10,32,
32,32,32,99,111,110,115,116,32,105,110,116,32,75,69,32,61,32,75,84,71,95,66,75,
32,47,32,75,84,71,95,69,83,73,90,69,59,32,47,42,32,101,108,101,109,101,110,116,
115,32,111,102,32,75,32,112,101,114,32,115,116,97,103,101,32,42,47,10,32,32,32,32,
99,111,110,115,116,32,105,110,116,32,110,107,32,61,32,107,101,110,100,32,62,32,107,98,
101,103,32,63,32,40,105,110,116,41,40,40,107,101,110,100,32,45,32,107,98,101,103,32,
43,32,75,69,32,45,32,49,41,32,47,32,75,69,41,32,58,32,48,59,10,32,32,32,
32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,98,121,116,101,115,32,61,32,107,
101,110,100,32,42,32,75,84,71,95,69,83,73,90,69,59,10,32,32,32,32,107,116,103,
95,97,99,99,32,97,99,99,91,75,84,71,95,77,84,93,91,75,84,71,95,78,84,93,
91,52,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,
102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,71,95,
77,84,59,32,105,43,43,41,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,
32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,48,59,32,
106,32,60,32,75,84,71,95,78,84,59,32,106,43,43,41,10,35,112,114,97,103,109,97,
32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,
40,105,110,116,32,99,32,61,32,48,59,32,99,32,60,32,52,59,32,99,43,43,41,32,
97,99,99,91,105,93,91,106,93,91,99,93,32,61,32,48,59,10,10,32,32,32,32,47,
42,32,108,111,97,100,101,114,115,58,32,49,54,45,98,121,116,101,32,99,104,117,110,107,
115,44,32,52,32,112,101,114,32,114,111,119,32,111,102,32,97,32,115,116,97,103,101,32,
42,47,10,32,32,32,32,97,117,116,111,32,108,111,97,100,95,97,32,61,32,91,38,93,
40,105,110,116,32,107,116,44,32,105,110,116,32,115,116,41,32,123,10,32,32,32,32,32,
32,32,32,107,116,95,105,54,52,32,107,98,32,61,32,40,107,98,101,103,32,43,32,40,
107,116,95,105,54,52,41,107,116,32,42,32,75,69,41,32,42,32,75,84,71,95,69,83,
73,90,69,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,99,32,
61,32,116,105,100,59,32,99,32,60,32,75,84,71,95,66,77,32,42,32,52,59,32,99,
32,43,61,32,75,84,71,95,84,72,82,69,65,68,83,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,105,110,116,32,114,32,61,32,99,32,62,62,32,50,44,32,113,
32,61,32,99,32,38,32,51,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,105,54,52,32,109,32,61,32,109,48,32,43,32,114,44,32,111,102,102,32,61,32,107,
98,32,43,32,113,32,42,32,49,54,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
105,110,116,32,111,107,32,61,32,109,32,60,32,97,46,77,32,38,38,32,111,102,102,32,
60,32,107,98,121,116,101,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,117,56,32,42,115,114,99,32,61,32,111,107,32,63,32,40,99,
111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,120,32,43,32,109,32,42,32,97,
46,108,100,120,32,42,32,75,84,71,95,69,83,73,90,69,32,43,32,111,102,102,32,58,
32,40,99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,120,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,107,
116,95,115,109,101,109,95,97,100,100,114,40,115,65,32,43,32,40,115,116,32,42,32,75,
84,71,95,66,77,32,43,32,114,41,32,42,32,75,84,71,95,82,83,32,43,32,113,32,
42,32,49,54,41,44,32,115,114,99,44,32,111,107,41,59,10,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,125,59,10,35,105,102,32,33,75,84,71,95,81,85,65,78,84,
10,32,32,32,32,97,117,116,111,32,108,111,97,100,95,98,32,61,32,91,38,93,40,105,
110,116,32,107,116,44,32,105,110,116,32,115,116,41,32,123,10,32,32,32,32,32,32,32,
32,107,116,95,105,54,52,32,107,98,32,61,32,40,107,98,101,103,32,43,32,40,107,116,
95,105,54,52,41,107,116,32,42,32,75,69,41,32,42,32,75,84,71,95,69,83,73,90,
69,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,99,32,61,32,
116,105,100,59,32,99,32,60,32,75,84,71,95,66,78,32,42,32,52,59,32,99,32,43,
61,32,75,84,71,95,84,72,82,69,65,68,83,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,105,110,116,32,114,32,61,32,99,32,62,62,32,50,44,32,113,32,61,
32,99,32,38,32,51,59,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,
54,52,32,110,32,61,32,110,48,32,43,32,114,44,32,111,102,102,32,61,32,107,98,32,
43,32,113,32,42,32,49,54,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,110,
116,32,111,107,32,61,32,110,32,60,32,97,46,78,32,38,38,32,111,102,102,32,60,32,
107,98,121,116,101,115,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,107,116,95,117,56,32,42,115,114,99,32,61,32,111,107,32,63,32,40,99,111,110,
115,116,32,107,116,95,117,56,32,42,41,97,46,119,32,43,32,110,32,42,32,97,46,108,
100,119,32,42,32,75,84,71,95,69,83,73,90,69,32,43,32,111,102,102,32,58,32,40,
99,111,110,115,116,32,107,116,95,117,56,32,42,41,97,46,119,59,10,32,32,32,32,32,
32,32,32,32,32,32,32,107,116,95,99,112,95,97,115,121,110,99,49,54,40,107,116,95,
115,109,101,109,95,97,100,100,114,40,115,66,32,43,32,40,115,116,32,42,32,75,84,71,
95,66,78,32,43,32,114,41,32,42,32,75,84,71,95,82,83,32,43,32,113,32,42,32,
49,54,41,44,32,115,114,99,44,32,111,107,41,59,10,32,32,32,32,32,32,32,32,125,
10,32,32,32,32,125,59,10,35,101,108,115,101,10,35,100,101,102,105,110,101,32,75,84,
71,95,81,67,72,32,40,40,75,84,71,95,66,78,32,42,32,52,32,43,32,75,84,71,
95,84,72,82,69,65,68,83,32,45,32,49,41,32,47,32,75,84,71,95,84,72,82,69,
65,68,83,41,10,32,32,32,32,107,116,103,95,114,97,119,32,114,97,119,91,75,84,71,
95,81,67,72,93,59,10,32,32,32,32,97,117,116,111,32,113,108,111,97,100,32,61,32,
91,38,93,40,105,110,116,32,107,116,41,32,123,10,32,32,32,32,32,32,32,32,107,116,
95,105,54,52,32,107,48,32,61,32,107,98,101,103,32,43,32,40,107,116,95,105,54,52,
41,107,116,32,42,32,75,69,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,
10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,
32,105,32,60,32,75,84,71,95,81,67,72,59,32,105,43,43,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,105,110,116,32,99,32,61,32,116,105,100,32,43,32,105,
32,42,32,75,84,71,95,84,72,82,69,65,68,83,44,32,114,32,61,32,99,32,62,62,
32,50,44,32,113,32,61,32,99,32,38,32,51,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,95,105,54,52,32,107,107,32,61,32,107,48,32,43,32,113,32,42,32,
56,59,10,32,32,32,32,32,32,32,32,32,32,32,32,114,97,119,91,105,93,46,111,107,
32,61,32,48,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,99,32,
60,32,75,84,71,95,66,78,32,42,32,52,41,32,107,116,103,95,113,108,111,97,100,40,
97,44,32,110,48,32,43,32,114,44,32,107,107,32,60,32,107,101,110,100,32,63,32,107,
107,32,58,32,97,46,75,44,32,114,97,119,91,105,93,41,59,10,32,32,32,32,32,32,
32,32,125,10,32,32,32,32,125,59,10,32,32,32,32,97,117,116,111,32,113,115,116,111,
114,101,32,61,32,91,38,93,40,105,110,116,32,115,116,41,32,123,10,35,112,114,97,103,
109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,71,95,81,67,72,59,32,105,
43,43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,105,110,116,32,99,32,
61,32,116,105,100,32,43,32,105,32,42,32,75,84,71,95,84,72,82,69,65,68,83,44,
32,114,32,61,32,99,32,62,62,32,50,44,32,113,32,61,32,99,32,38,32,51,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,99,32,60,32,75,84,71,95,
66,78,32,42,32,52,41,32,107,116,103,95,113,115,116,111,114,101,40,97,44,32,114,97,
119,91,105,93,44,32,115,66,32,43,32,40,115,116,32,42,32,75,84,71,95,66,78,32,
43,32,114,41,32,42,32,75,84,71,95,82,83,32,43,32,113,32,42,32,49,54,41,59,
10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,59,10,35,101,110,100,105,102,
10,10,32,32,32,32,102,111,114,32,40,105,110,116,32,115,32,61,32,48,59,32,115,32,
60,32,75,84,71,95,83,84,65,71,69,83,32,45,32,49,59,32,115,43,43,41,32,123,
10,32,32,32,32,32,32,32,32,105,102,32,40,115,32,60,32,110,107,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,108,111,97,100,95,97,40,115,44,32,115,41,59,
10,35,105,102,32,33,75,84,71,95,81,85,65,78,84,10,32,32,32,32,32,32,32,32,
32,32,32,32,108,111,97,100,95,98,40,115,44,32,115,41,59,10,35,101,108,115,101,10,
32,32,32,32,32,32,32,32,32,32,32,32,113,108,111,97,100,40,115,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,113,115,116,111,114,101,40,115,41,59,10,35,101,110,
100,105,102,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,
95,99,112,95,99,111,109,109,105,116,40,41,59,10,32,32,32,32,125,10,32,32,32,32,
102,111,114,32,40,105,110,116,32,107,116,32,61,32,48,59,32,107,116,32,60,32,110,107,
59,32,107,116,43,43,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,
105,110,116,32,115,116,32,61,32,107,116,32,37,32,75,84,71,95,83,84,65,71,69,83,
44,32,112,114,101,32,61,32,107,116,32,43,32,75,84,71,95,83,84,65,71,69,83,32,
45,32,49,59,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,119,97,105,116,95,
103,114,111,117,112,60,75,84,71,95,83,84,65,71,69,83,32,45,32,50,62,40,41,59,
10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,112,114,101,32,60,32,110,107,41,32,
123,10,32,32,32,32,32,32,32,32,32,32,32,32,108,111,97,100,95,97,40,112,114,101,
44,32,112,114,101,32,37,32,75,84,71,95,83,84,65,71,69,83,41,59,10,35,105,102,
32,33,75,84,71,95,81,85,65,78,84,10,32,32,32,32,32,32,32,32,32,32,32,32,
108,111,97,100,95,98,40,112,114,101,44,32,112,114,101,32,37,32,75,84,71,95,83,84,
65,71,69,83,41,59,10,35,101,108,115,101,10,32,32,32,32,32,32,32,32,32,32,32,
32,113,108,111,97,100,40,112,114,101,41,59,32,47,42,32,103,108,111,98,97,108,32,108,
111,97,100,115,32,105,110,32,102,108,105,103,104,116,32,100,117,114,105,110,103,32,116,104,
101,32,77,77,65,115,32,98,101,108,111,119,32,42,47,10,35,101,110,100,105,102,10,32,
32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,107,116,95,99,112,95,99,
111,109,109,105,116,40,41,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,
116,95,117,51,50,32,98,97,115,101,65,32,61,32,107,116,95,115,109,101,109,95,97,100,
100,114,40,115,65,32,43,32,115,116,32,42,32,75,84,71,95,66,77,32,42,32,75,84,
71,95,82,83,41,44,32,98,97,115,101,66,32,61,32,107,116,95,115,109,101,109,95,97,
100,100,114,40,115,66,32,43,32,115,116,32,42,32,75,84,71,95,66,78,32,42,32,75,
84,71,95,82,83,41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,107,115,32,61,32,48,59,32,
107,115,32,60,32,75,84,71,95,66,75,32,47,32,51,50,59,32,107,115,43,43,41,32,
123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,97,102,91,
75,84,71,95,77,84,93,91,52,93,44,32,98,102,91,75,84,71,95,78,84,93,91,50,
93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,
60,32,75,84,71,95,77,84,59,32,105,43,43,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,105,110,116,32,114,111,119,32,61,32,119,109,32,42,32,
49,54,32,42,32,75,84,71,95,77,84,32,43,32,105,32,42,32,49,54,32,43,32,40,
108,97,110,101,32,38,32,55,41,32,43,32,56,32,42,32,40,40,108,97,110,101,32,62,
62,32,51,41,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,107,116,103,95,108,100,115,109,52,40,98,97,115,101,65,32,43,32,114,111,119,
32,42,32,75,84,71,95,82,83,32,43,32,107,115,32,42,32,51,50,32,43,32,49,54,
32,42,32,40,108,97,110,101,32,62,62,32,52,41,44,32,97,102,91,105,93,41,59,10,
32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,112,114,97,103,109,97,32,117,110,
114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,
116,32,106,32,61,32,48,59,32,106,32,60,32,75,84,71,95,78,84,59,32,106,32,43,
61,32,50,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,
116,95,117,51,50,32,114,91,52,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,110,116,32,114,111,119,32,61,32,119,110,32,42,32,56,32,42,32,75,
84,71,95,78,84,32,43,32,106,32,42,32,56,32,43,32,40,108,97,110,101,32,38,32,
55,41,32,43,32,56,32,42,32,40,108,97,110,101,32,62,62,32,52,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,103,95,108,100,115,109,52,40,
98,97,115,101,66,32,43,32,114,111,119,32,42,32,75,84,71,95,82,83,32,43,32,107,
115,32,42,32,51,50,32,43,32,49,54,32,42,32,40,40,108,97,110,101,32,62,62,32,
51,41,32,38,32,49,41,44,32,114,41,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,98,102,91,106,93,91,48,93,32,61,32,114,91,48,93,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,98,102,91,106,93,91,49,93,32,61,
32,114,91,49,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,98,
102,91,106,32,43,32,49,93,91,48,93,32,61,32,114,91,50,93,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,98,102,91,106,32,43,32,49,93,91,49,93,
32,61,32,114,91,51,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,35,
112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,
32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,84,
71,95,77,84,59,32,105,43,43,41,10,35,112,114,97,103,109,97,32,117,110,114,111,108,
108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,106,32,61,32,48,59,32,106,32,60,32,75,84,71,95,78,84,59,32,106,43,
43,41,32,107,116,103,95,109,109,97,40,97,99,99,91,105,93,91,106,93,44,32,97,102,
91,105,93,44,32,98,102,91,106,93,91,48,93,44,32,98,102,91,106,93,91,49,93,41,
59,10,32,32,32,32,32,32,32,32,125,10,35,105,102,32,75,84,71,95,81,85,65,78,
84,10,32,32,32,32,32,32,32,32,105,102,32,40,112,114,101,32,60,32,110,107,41,32,
113,115,116,111,114,101,40,112,114,101,32,37,32,75,84,71,95,83,84,65,71,69,83,41,
59,32,47,42,32,116,104,97,116,32,115,108,111,116,32,119,97,115,32,108,97,115,116,32,
114,101,97,100,32,105,110,32,105,116,101,114,97,116,105,111,110,32,107,116,45,49,32,42,
47,10,35,101,110,100,105,102,10,32,32,32,32,125,10,32,32,32,32,107,116,95,99,112,
95,119,97,105,116,95,97,108,108,40,41,59,10,10,32,32,32,32,47,42,32,99,48,44,
99,49,58,32,114,111,119,32,108,97,110,101,47,52,44,32,99,111,108,115,32,50,42,40,
108,97,110,101,37,52,41,43,123,48,44,49,125,59,32,99,50,44,99,51,58,32,114,111,
119,32,43,56,32,42,47,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,102,111,114,32,40,105,110,116,32,105,32,61,32,48,59,32,105,32,60,32,75,
84,71,95,77,84,59,32,105,43,43,41,10,35,112,114,97,103,109,97,32,117,110,114,111,
108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,106,32,61,32,
48,59,32,106,32,60,32,75,84,71,95,78,84,59,32,106,43,43,41,10,35,112,114,97,
103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,102,
111,114,32,40,105,110,116,32,99,32,61,32,48,59,32,99,32,60,32,52,59,32,99,43,
43,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,
105,54,52,32,109,32,61,32,109,48,32,43,32,119,109,32,42,32,49,54,32,42,32,75,
84,71,95,77,84,32,43,32,105,32,42,32,49,54,32,43,32,40,108,97,110,101,32,62,
62,32,50,41,32,43,32,56,32,42,32,40,99,32,62,62,32,49,41,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,110,32,61,32,
110,48,32,43,32,119,110,32,42,32,56,32,42,32,75,84,71,95,78,84,32,43,32,106,
32,42,32,56,32,43,32,50,32,42,32,40,108,97,110,101,32,38,32,51,41,32,43,32,
40,99,32,38,32,49,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,109,32,62,61,32,97,46,77,32,124,124,32,110,32,62,61,32,97,46,
78,41,32,99,111,110,116,105,110,117,101,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,105,102,32,40,103,114,105,100,68,105,109,46,122,32,62,32,49,41,32,
123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,
95,105,54,52,32,105,100,120,32,61,32,40,40,107,116,95,105,54,52,41,98,108,111,99,
107,73,100,120,46,122,32,42,32,97,46,77,32,43,32,109,41,32,42,32,97,46,78,32,
43,32,110,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,40,40,107,116,103,95,97,99,99,32,42,41,97,46,112,97,114,116,41,91,105,100,120,
93,32,61,32,97,99,99,91,105,93,91,106,93,91,99,93,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,103,95,115,116,111,114,101,
40,97,44,32,109,44,32,110,44,32,97,99,99,91,105,93,91,106,93,91,99,93,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,
32,32,32,32,32,32,32,125,10,125,10,10,47,42,32,83,117,109,32,111,102,32,116,104,
101,32,115,112,108,105,116,32,112,97,114,116,105,97,108,115,32,105,110,32,115,112,108,105,
116,32,111,114,100,101,114,44,32,116,104,101,110,32,116,104,101,32,101,112,105,108,111,103,
117,101,46,32,42,47,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,
95,103,101,109,109,95,114,101,100,117,99,101,40,99,111,110,115,116,32,107,116,95,103,101,
109,109,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,107,116,95,105,54,52,32,
116,111,116,97,108,32,61,32,97,46,77,32,42,32,97,46,78,44,32,115,112,108,105,116,
115,32,61,32,40,97,46,75,32,43,32,97,46,107,95,115,112,108,105,116,32,45,32,49,
41,32,47,32,97,46,107,95,115,112,108,105,116,59,10,32,32,32,32,102,111,114,32,40,
107,116,95,105,54,52,32,105,100,120,32,61,32,40,107,116,95,105,54,52,41,98,108,111,
99,107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,
104,114,101,97,100,73,100,120,46,120,59,32,105,100,120,32,60,32,116,111,116,97,108,59,
32,105,100,120,32,43,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,
120,32,42,32,98,108,111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,
32,32,107,116,103,95,97,99,99,32,115,32,61,32,48,59,10,32,32,32,32,32,32,32,
32,102,111,114,32,40,107,116,95,105,54,52,32,122,32,61,32,48,59,32,122,32,60,32,
115,112,108,105,116,115,59,32,122,43,43,41,32,115,32,43,61,32,40,40,99,111,110,115,
116,32,107,116,103,95,97,99,99,32,42,41,97,46,112,97,114,116,41,91,122,32,42,32,
116,111,116,97,108,32,43,32,105,100,120,93,59,10,32,32,32,32,32,32,32,32,107,116,
103,95,115,116,111,114,101,40,97,44,32,105,100,120,32,47,32,97,46,78,44,32,105,100,
120,32,37,32,97,46,78,44,32,115,41,59,10,32,32,32,32,125,10,125,10,35,101,110,
100,105,102,32,47,42,32,75,84,95,68,32,42,47,10,0,
};
static const unsigned char ktorch__cu_src_variants[11051] = { /* shaders/variants.cu */
47,42,32,76,111,110,103,45,99,111,110,116,101,120,116,32,118,97,114,105,97,110,116,115,
58,32,76,83,69,32,109,101,114,103,101,32,111,102,32,112,97,114,116,105,97,108,32,97,
116,116,101,110,116,105,111,110,32,114,101,115,117,108,116,115,44,32,97,110,100,32,116,104,
101,10,32,32,32,103,97,116,104,101,114,47,115,99,97,116,116,101,114,32,111,102,32,100,
105,108,97,116,101,100,32,97,116,116,101,110,116,105,111,110,46,32,69,108,101,109,101,110,
116,32,100,116,121,112,101,115,32,97,114,101,32,114,117,110,45,116,105,109,101,32,99,111,
100,101,115,10,32,32,32,40,48,32,102,51,50,44,32,49,32,102,49,54,44,32,50,32,
98,102,49,54,41,44,32,115,111,32,111,110,101,32,115,112,101,99,105,97,108,105,115,97,
116,105,111,110,32,115,101,114,118,101,115,32,101,118,101,114,121,32,99,97,108,108,46,32,
76,97,121,111,117,116,115,10,32,32,32,111,102,32,116,104,101,32,97,114,103,117,109,101,
110,116,32,98,108,111,99,107,115,32,97,114,101,32,109,105,114,114,111,114,101,100,32,105,
110,32,107,116,111,114,99,104,95,99,117,100,97,46,104,32,40,97,108,108,32,102,105,101,
108,100,115,32,56,32,98,121,116,101,115,41,46,32,42,47,10,75,84,95,68,69,86,32,
102,108,111,97,116,32,107,116,95,118,97,114,95,108,100,40,107,116,95,117,54,52,32,112,
44,32,107,116,95,105,54,52,32,105,44,32,107,116,95,105,54,52,32,100,116,41,32,123,
10,32,32,32,32,105,102,32,40,100,116,32,61,61,32,48,41,32,114,101,116,117,114,110,
32,40,40,99,111,110,115,116,32,102,108,111,97,116,32,42,41,112,41,91,105,93,59,10,
32,32,32,32,105,102,32,40,100,116,32,61,61,32,49,41,32,114,101,116,117,114,110,32,
107,116,95,102,49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,115,116,32,107,116,
95,117,49,54,32,42,41,112,41,91,105,93,41,59,10,32,32,32,32,114,101,116,117,114,
110,32,107,116,95,98,102,49,54,95,116,111,95,102,51,50,40,40,40,99,111,110,115,116,
32,107,116,95,117,49,54,32,42,41,112,41,91,105,93,41,59,10,125,10,75,84,95,68,
69,86,32,118,111,105,100,32,107,116,95,118,97,114,95,115,116,40,107,116,95,117,54,52,
32,112,44,32,107,116,95,105,54,52,32,105,44,32,107,116,95,105,54,52,32,100,116,44,
32,102,108,111,97,116,32,120,41,32,123,10,32,32,32,32,105,102,32,40,100,116,32,61,
61,32,48,41,32,40,40,102,108,111,97,116,32,42,41,112,41,91,105,93,32,61,32,120,
59,10,32,32,32,32,101,108,115,101,32,105,102,32,40,100,116,32,61,61,32,49,41,32,
40,40,107,116,95,117,49,54,32,42,41,112,41,91,105,93,32,61,32,107,116,95,102,51,
50,95,116,111,95,102,49,54,40,120,41,59,10,32,32,32,32,101,108,115,101,32,40,40,
107,116,95,117,49,54,32,42,41,112,41,91,105,93,32,61,32,107,116,95,102,51,50,95,
116,111,95,98,102,49,54,40,120,41,59,10,125,10,10,47,42,32,86,87,32,99,111,110,
115,101,99,117,116,105,118,101,32,101,108,101,109,101,110,116,115,32,40,49,44,32,52,32,
111,114,32,56,59,32,118,101,99,116,111,114,115,32,97,108,105,103,110,101,100,32,116,111,
32,116,104,101,105,114,32,115,105,122,101,32,102,111,114,10,32,32,32,49,54,45,98,105,
116,32,100,116,121,112,101,115,44,32,116,111,32,49,54,32,98,121,116,101,115,32,102,111,
114,32,102,51,50,41,46,32,42,47,10,116,101,109,112,108,97,116,101,32,60,105,110,116,
32,86,87,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,108,100,118,40,
107,116,95,117,54,52,32,112,44,32,107,116,95,105,54,52,32,105,44,32,107,116,95,105,
54,52,32,100,116,44,32,102,108,111,97,116,32,42,120,41,32,123,10,32,32,32,32,105,
102,32,40,100,116,32,61,61,32,48,41,32,123,10,35,112,114,97,103,109,97,32,117,110,
114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,99,32,
61,32,48,59,32,99,32,60,32,86,87,59,32,99,32,43,61,32,52,41,32,123,10,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,52,32,
118,32,61,32,42,40,99,111,110,115,116,32,102,108,111,97,116,52,32,42,41,40,40,99,
111,110,115,116,32,102,108,111,97,116,32,42,41,112,32,43,32,105,32,43,32,99,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,120,91,99,93,32,61,32,118,46,120,59,
32,120,91,99,32,43,32,49,93,32,61,32,118,46,121,59,32,120,91,99,32,43,32,50,
93,32,61,32,118,46,122,59,32,120,91,99,32,43,32,51,93,32,61,32,118,46,119,59,
10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,32,101,108,115,101,32,123,10,
32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,86,87,32,47,32,50,93,
59,10,32,32,32,32,32,32,32,32,105,102,32,40,86,87,32,61,61,32,56,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,117,105,110,116,52,
32,118,32,61,32,42,40,99,111,110,115,116,32,117,105,110,116,52,32,42,41,40,40,99,
111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,32,43,32,105,41,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,119,91,48,93,32,61,32,118,46,120,59,32,119,91,
49,93,32,61,32,118,46,121,59,32,119,91,86,87,32,47,32,50,32,45,32,50,93,32,
61,32,118,46,122,59,32,119,91,86,87,32,47,32,50,32,45,32,49,93,32,61,32,118,
46,119,59,10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,117,105,110,116,50,32,118,32,61,
32,42,40,99,111,110,115,116,32,117,105,110,116,50,32,42,41,40,40,99,111,110,115,116,
32,107,116,95,117,49,54,32,42,41,112,32,43,32,105,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,119,91,48,93,32,61,32,118,46,120,59,32,119,91,49,93,32,61,
32,118,46,121,59,10,32,32,32,32,32,32,32,32,125,10,35,112,114,97,103,109,97,32,
117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
101,32,61,32,48,59,32,101,32,60,32,86,87,59,32,101,43,43,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,117,49,54,32,104,
32,61,32,40,107,116,95,117,49,54,41,40,101,32,38,32,49,32,63,32,119,91,101,32,
62,62,32,49,93,32,62,62,32,49,54,32,58,32,119,91,101,32,62,62,32,49,93,32,
38,32,48,120,102,102,102,102,117,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
120,91,101,93,32,61,32,100,116,32,61,61,32,49,32,63,32,107,116,95,102,49,54,95,
116,111,95,102,51,50,40,104,41,32,58,32,107,116,95,98,102,49,54,95,116,111,95,102,
51,50,40,104,41,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,
10,116,101,109,112,108,97,116,101,32,60,62,32,75,84,95,68,69,86,32,118,111,105,100,
32,107,116,95,108,100,118,60,49,62,40,107,116,95,117,54,52,32,112,44,32,107,116,95,
105,54,52,32,105,44,32,107,116,95,105,54,52,32,100,116,44,32,102,108,111,97,116,32,
42,120,41,32,123,32,120,91,48,93,32,61,32,107,116,95,118,97,114,95,108,100,40,112,
44,32,105,44,32,100,116,41,59,32,125,10,116,101,109,112,108,97,116,101,32,60,105,110,
116,32,86,87,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,115,116,118,
40,107,116,95,117,54,52,32,112,44,32,107,116,95,105,54,52,32,105,44,32,107,116,95,
105,54,52,32,100,116,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,120,41,32,
123,10,32,32,32,32,105,102,32,40,100,116,32,61,61,32,48,41,32,123,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,102,111,114,32,
40,105,110,116,32,99,32,61,32,48,59,32,99,32,60,32,86,87,59,32,99,32,43,61,
32,52,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,52,
32,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,118,46,120,32,61,32,120,91,
99,93,59,32,118,46,121,32,61,32,120,91,99,32,43,32,49,93,59,32,118,46,122,32,
61,32,120,91,99,32,43,32,50,93,59,32,118,46,119,32,61,32,120,91,99,32,43,32,
51,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,42,40,102,108,111,97,116,52,
32,42,41,40,40,102,108,111,97,116,32,42,41,112,32,43,32,105,32,43,32,99,41,32,
61,32,118,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,32,101,108,115,
101,32,123,10,32,32,32,32,32,32,32,32,107,116,95,117,51,50,32,119,91,86,87,32,
47,32,50,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,
32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,61,32,48,59,32,101,32,60,
32,86,87,59,32,101,32,43,61,32,50,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,108,111,32,61,32,100,116,32,
61,61,32,49,32,63,32,107,116,95,102,51,50,95,116,111,95,102,49,54,40,120,91,101,
93,41,32,58,32,107,116,95,102,51,50,95,116,111,95,98,102,49,54,40,120,91,101,93,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,
117,51,50,32,104,105,32,61,32,100,116,32,61,61,32,49,32,63,32,107,116,95,102,51,
50,95,116,111,95,102,49,54,40,120,91,101,32,43,32,49,93,41,32,58,32,107,116,95,
102,51,50,95,116,111,95,98,102,49,54,40,120,91,101,32,43,32,49,93,41,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,119,91,101,32,62,62,32,49,93,32,61,32,108,
111,32,124,32,40,104,105,32,60,60,32,49,54,41,59,10,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,105,102,32,40,86,87,32,61,61,32,56,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,117,105,110,116,52,32,118,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,118,46,120,32,61,32,119,91,48,93,59,32,118,46,
121,32,61,32,119,91,49,93,59,32,118,46,122,32,61,32,119,91,86,87,32,47,32,50,
32,45,32,50,93,59,32,118,46,119,32,61,32,119,91,86,87,32,47,32,50,32,45,32,
49,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,42,40,117,105,110,116,52,32,
42,41,40,40,107,116,95,117,49,54,32,42,41,112,32,43,32,105,41,32,61,32,118,59,
10,32,32,32,32,32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,
32,32,32,32,32,32,117,105,110,116,50,32,118,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,118,46,120,32,61,32,119,91,48,93,59,32,118,46,121,32,61,32,119,91,49,
93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,42,40,117,105,110,116,50,32,42,
41,40,40,107,116,95,117,49,54,32,42,41,112,32,43,32,105,41,32,61,32,118,59,10,
32,32,32,32,32,32,32,32,125,10,32,32,32,32,125,10,125,10,116,101,109,112,108,97,
116,101,32,60,62,32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,115,116,118,
60,49,62,40,107,116,95,117,54,52,32,112,44,32,107,116,95,105,54,52,32,105,44,32,
107,116,95,105,54,52,32,100,116,44,32,99,111,110,115,116,32,102,108,111,97,116,32,42,
120,41,32,123,32,107,116,95,118,97,114,95,115,116,40,112,44,32,105,44,32,100,116,44,
32,120,91,48,93,41,59,32,125,10,47,42,32,114,111,119,32,45,62,32,40,98,44,32,
104,44,32,105,41,32,111,102,32,91,66,44,32,72,44,32,78,93,59,32,51,50,45,98,
105,116,32,100,105,118,105,115,105,111,110,32,119,104,101,110,32,116,104,101,32,114,111,119,
115,32,102,105,116,32,40,54,52,45,98,105,116,10,32,32,32,100,105,118,105,115,105,111,
110,32,99,111,115,116,115,32,102,97,114,32,109,111,114,101,32,116,104,97,110,32,116,104,
101,32,114,111,119,39,115,32,108,111,97,100,115,41,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,118,97,114,95,115,112,108,105,116,40,107,116,95,105,54,
52,32,114,111,119,44,32,107,116,95,105,54,52,32,72,44,32,107,116,95,105,54,52,32,
78,44,32,107,116,95,105,54,52,32,114,111,119,115,44,32,107,116,95,105,54,52,32,38,
98,44,32,107,116,95,105,54,52,32,38,104,44,32,107,116,95,105,54,52,32,38,105,41,
32,123,10,32,32,32,32,105,102,32,40,114,111,119,115,32,60,61,32,48,120,102,102,102,
102,102,102,102,102,108,108,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,115,116,
32,107,116,95,117,51,50,32,114,32,61,32,40,107,116,95,117,51,50,41,114,111,119,44,
32,110,32,61,32,40,107,116,95,117,51,50,41,78,44,32,98,104,32,61,32,114,32,47,
32,110,59,10,32,32,32,32,32,32,32,32,105,32,61,32,114,32,45,32,98,104,32,42,
32,110,59,10,32,32,32,32,32,32,32,32,98,32,61,32,98,104,32,47,32,40,107,116,
95,117,51,50,41,72,59,10,32,32,32,32,32,32,32,32,104,32,61,32,98,104,32,45,
32,40,107,116,95,117,51,50,41,98,32,42,32,40,107,116,95,117,51,50,41,72,59,10,
32,32,32,32,125,32,101,108,115,101,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,105,54,52,32,98,104,32,61,32,114,111,119,32,47,32,78,59,10,
32,32,32,32,32,32,32,32,105,32,61,32,114,111,119,32,45,32,98,104,32,42,32,78,
59,10,32,32,32,32,32,32,32,32,98,32,61,32,98,104,32,47,32,72,59,10,32,32,
32,32,32,32,32,32,104,32,61,32,98,104,32,45,32,98,32,42,32,72,59,10,32,32,
32,32,125,10,125,10,10,47,42,32,111,117,116,32,61,32,40,119,97,42,97,32,43,32,
119,98,42,98,41,32,47,32,40,119,97,32,43,32,119,98,41,44,32,108,115,101,32,61,
32,109,32,43,32,108,111,103,40,119,97,32,43,32,119,98,41,46,32,65,32,114,111,119,
32,105,115,32,104,97,110,100,108,101,100,10,32,32,32,98,121,32,103,115,32,108,97,110,
101,115,32,40,97,32,112,111,119,101,114,32,111,102,32,116,119,111,41,44,32,86,87,32,
101,108,101,109,101,110,116,115,32,97,32,108,97,110,101,32,112,101,114,32,115,116,101,112,
58,32,118,119,32,56,32,97,110,100,32,52,32,110,101,101,100,10,32,32,32,117,110,105,
116,32,101,108,101,109,101,110,116,32,115,116,114,105,100,101,115,32,97,110,100,32,114,111,
119,115,32,97,108,105,103,110,101,100,32,116,111,32,116,104,101,32,118,101,99,116,111,114,
44,32,118,119,32,49,32,116,97,107,101,115,32,97,110,121,10,32,32,32,115,116,114,105,
100,101,115,46,32,65,110,32,101,109,112,116,121,32,115,105,100,101,32,40,102,108,97,103,
32,115,101,116,41,32,99,111,117,110,116,115,32,97,115,32,76,83,69,32,45,105,110,102,
32,97,110,100,32,105,115,32,110,101,118,101,114,32,114,101,97,100,46,10,32,32,32,111,
117,116,47,108,115,101,32,109,97,121,32,97,108,105,97,115,32,97,32,111,114,32,98,32,
101,108,101,109,101,110,116,32,102,111,114,32,101,108,101,109,101,110,116,58,32,101,118,101,
114,121,32,108,97,110,101,32,114,101,97,100,115,32,105,116,115,10,32,32,32,101,108,101,
109,101,110,116,115,32,98,101,102,111,114,101,32,119,114,105,116,105,110,103,32,116,104,101,
109,44,32,97,110,100,32,116,104,101,32,76,83,69,32,105,115,32,119,114,105,116,116,101,
110,32,97,102,116,101,114,32,116,104,101,32,119,104,111,108,101,32,119,97,114,112,10,32,
32,32,104,97,115,32,114,101,97,100,32,105,116,46,32,42,47,10,115,116,114,117,99,116,
32,107,116,95,109,101,114,103,101,95,97,114,103,115,32,123,10,32,32,32,32,107,116,95,
117,54,52,32,97,44,32,108,97,44,32,98,44,32,108,98,44,32,111,44,32,108,111,59,
10,32,32,32,32,107,116,95,105,54,52,32,97,115,91,52,93,44,32,98,115,91,52,93,
44,32,111,115,91,52,93,44,32,108,97,115,91,51,93,44,32,108,98,115,91,51,93,44,
32,108,111,115,91,51,93,59,10,32,32,32,32,107,116,95,105,54,52,32,66,44,32,72,
44,32,78,44,32,68,44,32,97,95,100,116,44,32,98,95,100,116,44,32,111,95,100,116,
44,32,97,95,101,109,112,116,121,44,32,98,95,101,109,112,116,121,44,32,118,119,44,32,
103,115,59,10,125,59,10,116,101,109,112,108,97,116,101,32,60,105,110,116,32,86,87,62,
32,75,84,95,68,69,86,32,118,111,105,100,32,107,116,95,109,101,114,103,101,95,114,111,
119,115,40,99,111,110,115,116,32,107,116,95,109,101,114,103,101,95,97,114,103,115,32,38,
97,44,32,105,110,116,32,103,115,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,
116,95,105,54,52,32,114,111,119,115,32,61,32,97,46,66,32,42,32,97,46,72,32,42,
32,97,46,78,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,108,97,110,101,
32,61,32,116,104,114,101,97,100,73,100,120,46,120,32,38,32,51,49,44,32,114,112,119,
32,61,32,51,50,32,47,32,103,115,44,32,115,117,98,32,61,32,108,97,110,101,32,47,
32,103,115,44,32,103,108,32,61,32,108,97,110,101,32,45,32,115,117,98,32,42,32,103,
115,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,115,116,101,112,
32,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,40,
98,108,111,99,107,68,105,109,46,120,32,62,62,32,53,41,32,42,32,114,112,119,59,10,
32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,98,97,115,101,32,61,32,40,
40,107,116,95,105,54,52,41,98,108,111,99,107,73,100,120,46,120,32,42,32,40,98,108,
111,99,107,68,105,109,46,120,32,62,62,32,53,41,32,43,32,40,116,104,114,101,97,100,
73,100,120,46,120,32,62,62,32,53,41,41,32,42,32,114,112,119,59,32,98,97,115,101,
32,60,32,114,111,119,115,59,32,98,97,115,101,32,43,61,32,115,116,101,112,41,32,123,
10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,114,111,
119,32,61,32,98,97,115,101,32,43,32,115,117,98,59,10,32,32,32,32,32,32,32,32,
99,111,110,115,116,32,105,110,116,32,108,105,118,101,32,61,32,114,111,119,32,60,32,114,
111,119,115,59,10,32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,98,32,61,32,
48,44,32,104,32,61,32,48,44,32,105,32,61,32,48,59,10,32,32,32,32,32,32,32,
32,102,108,111,97,116,32,109,32,61,32,75,84,95,78,69,71,95,73,78,70,44,32,100,
101,110,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,105,102,32,40,108,
105,118,101,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,118,97,
114,95,115,112,108,105,116,40,114,111,119,44,32,97,46,72,44,32,97,46,78,44,32,114,
111,119,115,44,32,98,44,32,104,44,32,105,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,102,97,32,61,32,97,46,97,95,
101,109,112,116,121,32,63,32,75,84,95,78,69,71,95,73,78,70,32,58,32,40,40,99,
111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,108,97,41,91,98,32,42,32,97,
46,108,97,115,91,48,93,32,43,32,104,32,42,32,97,46,108,97,115,91,49,93,32,43,
32,105,32,42,32,97,46,108,97,115,91,50,93,93,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,102,98,32,61,32,97,46,98,
95,101,109,112,116,121,32,63,32,75,84,95,78,69,71,95,73,78,70,32,58,32,40,40,
99,111,110,115,116,32,102,108,111,97,116,32,42,41,97,46,108,98,41,91,98,32,42,32,
97,46,108,98,115,91,48,93,32,43,32,104,32,42,32,97,46,108,98,115,91,49,93,32,
43,32,105,32,42,32,97,46,108,98,115,91,50,93,93,59,10,32,32,32,32,32,32,32,
32,32,32,32,32,102,108,111,97,116,32,119,97,32,61,32,48,46,48,102,44,32,119,98,
32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,109,32,61,
32,40,102,97,32,33,61,32,102,97,32,124,124,32,102,98,32,33,61,32,102,98,41,32,
63,32,102,97,32,43,32,102,98,32,58,32,102,109,97,120,102,40,102,97,44,32,102,98,
41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,109,32,33,61,32,
75,84,95,78,69,71,95,73,78,70,41,32,123,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,119,97,32,61,32,101,120,112,102,40,102,97,32,45,32,109,41,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,119,98,32,61,32,101,120,
112,102,40,102,98,32,45,32,109,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,32,32,32,32,100,101,110,32,61,32,119,97,32,43,
32,119,98,59,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,
108,111,97,116,32,105,110,118,32,61,32,100,101,110,32,62,32,48,46,48,102,32,63,32,
49,46,48,102,32,47,32,100,101,110,32,58,32,40,100,101,110,32,33,61,32,100,101,110,
32,63,32,100,101,110,32,58,32,48,46,48,102,41,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,97,111,32,61,32,98,32,
42,32,97,46,97,115,91,48,93,32,43,32,104,32,42,32,97,46,97,115,91,49,93,32,
43,32,105,32,42,32,97,46,97,115,91,50,93,44,32,98,111,32,61,32,98,32,42,32,
97,46,98,115,91,48,93,32,43,32,104,32,42,32,97,46,98,115,91,49,93,32,43,32,
105,32,42,32,97,46,98,115,91,50,93,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,99,111,110,115,116,32,107,116,95,105,54,52,32,111,111,32,61,32,98,32,42,32,97,
46,111,115,91,48,93,32,43,32,104,32,42,32,97,46,111,115,91,49,93,32,43,32,105,
32,42,32,97,46,111,115,91,50,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
102,111,114,32,40,107,116,95,105,54,52,32,100,32,61,32,40,107,116,95,105,54,52,41,
103,108,32,42,32,86,87,59,32,100,32,60,32,97,46,68,59,32,100,32,43,61,32,40,
107,116,95,105,54,52,41,103,115,32,42,32,86,87,41,32,123,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,91,86,87,93,44,32,121,
91,86,87,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,
61,32,48,59,32,101,32,60,32,86,87,59,32,101,43,43,41,32,120,91,101,93,32,61,
32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,
102,32,40,119,97,32,33,61,32,48,46,48,102,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,100,118,60,86,87,62,40,
97,46,97,44,32,97,111,32,43,32,100,32,42,32,40,86,87,32,61,61,32,49,32,63,
32,97,46,97,115,91,51,93,32,58,32,49,41,44,32,97,46,97,95,100,116,44,32,121,
41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,
32,61,32,48,59,32,101,32,60,32,86,87,59,32,101,43,43,41,32,120,91,101,93,32,
61,32,119,97,32,42,32,121,91,101,93,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,
102,32,40,119,98,32,33,61,32,48,46,48,102,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,100,118,60,86,87,62,40,
97,46,98,44,32,98,111,32,43,32,100,32,42,32,40,86,87,32,61,61,32,49,32,63,
32,97,46,98,115,91,51,93,32,58,32,49,41,44,32,97,46,98,95,100,116,44,32,121,
41,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,
32,61,32,48,59,32,101,32,60,32,86,87,59,32,101,43,43,41,32,120,91,101,93,32,
43,61,32,119,98,32,42,32,121,91,101,93,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,125,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,
101,32,61,32,48,59,32,101,32,60,32,86,87,59,32,101,43,43,41,32,120,91,101,93,
32,42,61,32,105,110,118,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,107,116,95,115,116,118,60,86,87,62,40,97,46,111,44,32,111,111,32,43,32,100,32,
42,32,40,86,87,32,61,61,32,49,32,63,32,97,46,111,115,91,51,93,32,58,32,49,
41,44,32,97,46,111,95,100,116,44,32,120,41,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,95,
95,115,121,110,99,119,97,114,112,40,41,59,10,32,32,32,32,32,32,32,32,105,102,32,
40,108,105,118,101,32,38,38,32,97,46,108,111,32,38,38,32,103,108,32,61,61,32,48,
41,10,32,32,32,32,32,32,32,32,32,32,32,32,40,40,102,108,111,97,116,32,42,41,
97,46,108,111,41,91,98,32,42,32,97,46,108,111,115,91,48,93,32,43,32,104,32,42,
32,97,46,108,111,115,91,49,93,32,43,32,105,32,42,32,97,46,108,111,115,91,50,93,
93,32,61,32,100,101,110,32,62,32,48,46,48,102,32,124,124,32,100,101,110,32,33,61,
32,100,101,110,32,63,32,109,32,43,32,108,111,103,102,40,100,101,110,41,32,58,32,75,
84,95,78,69,71,95,73,78,70,59,10,32,32,32,32,125,10,125,10,75,84,95,75,69,
82,78,69,76,32,118,111,105,100,32,107,116,95,109,101,114,103,101,40,99,111,110,115,116,
32,107,116,95,109,101,114,103,101,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,
105,102,32,40,97,46,118,119,32,61,61,32,56,41,32,107,116,95,109,101,114,103,101,95,
114,111,119,115,60,56,62,40,97,44,32,40,105,110,116,41,97,46,103,115,41,59,10,32,
32,32,32,101,108,115,101,32,105,102,32,40,97,46,118,119,32,61,61,32,52,41,32,107,
116,95,109,101,114,103,101,95,114,111,119,115,60,52,62,40,97,44,32,51,50,41,59,10,
32,32,32,32,101,108,115,101,32,107,116,95,109,101,114,103,101,95,114,111,119,115,60,49,
62,40,97,44,32,51,50,41,59,10,125,10,10,47,42,32,68,105,108,97,116,101,100,32,
97,116,116,101,110,116,105,111,110,58,32,116,104,101,32,112,111,115,105,116,105,111,110,115,
32,111,110,101,32,99,97,108,108,32,115,101,108,101,99,116,115,46,32,73,116,101,109,115,
32,120,32,61,32,40,98,42,110,104,32,43,32,106,41,42,110,115,101,103,10,32,32,32,
43,32,115,32,101,110,117,109,101,114,97,116,101,32,40,98,97,116,99,104,44,32,104,101,
97,100,32,104,48,32,43,32,106,42,104,115,116,101,112,44,32,115,101,103,109,101,110,116,
41,59,32,105,116,101,109,32,120,32,104,111,108,100,115,32,112,111,115,105,116,105,111,110,
115,10,32,32,32,115,101,103,48,32,43,32,115,42,119,32,43,32,111,32,43,32,116,42,
114,32,102,111,114,32,116,32,60,32,110,44,32,111,32,61,32,111,102,102,32,40,111,114,
32,104,101,97,100,32,109,111,100,32,114,32,119,104,101,110,32,104,109,111,100,32,105,115,
32,115,101,116,41,46,10,32,32,32,65,32,108,97,117,110,99,104,32,99,111,118,101,114,
115,32,105,116,101,109,115,32,91,120,48,44,32,120,48,32,43,32,105,116,101,109,115,41,
44,32,103,97,116,104,101,114,101,100,32,105,110,116,111,32,99,111,110,116,105,103,117,111,
117,115,10,32,32,32,91,105,116,101,109,115,44,32,110,44,32,68,93,32,114,111,119,115,
46,32,42,47,10,115,116,114,117,99,116,32,107,116,95,100,105,108,95,97,114,103,115,32,
123,10,32,32,32,32,107,116,95,117,54,52,32,113,44,32,107,44,32,118,44,32,103,113,
44,32,103,107,44,32,103,118,44,32,103,111,44,32,103,108,44,32,111,44,32,108,111,59,
10,32,32,32,32,107,116,95,105,54,52,32,113,115,91,52,93,44,32,107,115,91,52,93,
44,32,118,115,91,52,93,44,32,111,115,91,52,93,44,32,108,111,115,91,51,93,59,10,
32,32,32,32,107,116,95,105,54,52,32,66,44,32,110,104,44,32,104,48,44,32,104,115,
116,101,112,44,32,103,114,111,117,112,44,32,110,115,101,103,44,32,115,101,103,48,44,32,
119,44,32,111,102,102,44,32,114,44,32,110,44,32,68,44,32,100,116,44,32,109,111,100,
101,44,32,120,48,44,32,105,116,101,109,115,44,32,104,109,111,100,44,32,103,115,59,10,
32,32,32,32,100,111,117,98,108,101,32,115,99,97,108,101,59,10,125,59,10,47,42,32,
114,111,119,32,60,32,105,116,101,109,115,42,110,32,111,102,32,116,104,105,115,32,108,97,
117,110,99,104,58,32,105,116,101,109,32,120,48,32,43,32,114,111,119,47,110,44,32,112,
111,115,105,116,105,111,110,32,105,110,100,101,120,32,114,111,119,32,37,32,110,10,32,32,
32,40,51,50,45,98,105,116,32,100,105,118,105,115,105,111,110,58,32,116,104,101,32,104,
111,115,116,32,107,101,101,112,115,32,40,120,48,32,43,32,105,116,101,109,115,41,32,42,
32,110,32,98,101,108,111,119,32,50,94,51,49,41,32,42,47,10,75,84,95,68,69,86,
32,118,111,105,100,32,107,116,95,100,105,108,95,112,111,115,40,99,111,110,115,116,32,107,
116,95,100,105,108,95,97,114,103,115,32,38,97,44,32,107,116,95,105,54,52,32,114,111,
119,44,32,107,116,95,105,54,52,32,38,98,44,32,107,116,95,105,54,52,32,38,104,101,
97,100,44,32,107,116,95,105,54,52,32,38,112,111,115,41,32,123,10,32,32,32,32,99,
111,110,115,116,32,107,116,95,117,51,50,32,110,32,61,32,40,107,116,95,117,51,50,41,
97,46,110,44,32,110,115,101,103,32,61,32,40,107,116,95,117,51,50,41,97,46,110,115,
101,103,44,32,110,104,32,61,32,40,107,116,95,117,51,50,41,97,46,110,104,59,10,32,
32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,120,114,32,61,32,40,107,116,
95,117,51,50,41,114,111,119,32,47,32,110,44,32,116,32,61,32,40,107,116,95,117,51,
50,41,114,111,119,32,45,32,120,114,32,42,32,110,44,32,120,32,61,32,40,107,116,95,
117,51,50,41,97,46,120,48,32,43,32,120,114,44,32,98,106,32,61,32,120,32,47,32,
110,115,101,103,44,32,115,32,61,32,120,32,45,32,98,106,32,42,32,110,115,101,103,59,
10,32,32,32,32,99,111,110,115,116,32,107,116,95,117,51,50,32,98,98,32,61,32,98,
106,32,47,32,110,104,44,32,106,32,61,32,98,106,32,45,32,98,98,32,42,32,110,104,
59,10,32,32,32,32,98,32,61,32,98,98,59,10,32,32,32,32,104,101,97,100,32,61,
32,97,46,104,48,32,43,32,40,107,116,95,105,54,52,41,106,32,42,32,97,46,104,115,
116,101,112,59,10,32,32,32,32,112,111,115,32,61,32,97,46,115,101,103,48,32,43,32,
40,107,116,95,105,54,52,41,115,32,42,32,97,46,119,32,43,32,40,97,46,104,109,111,
100,32,63,32,104,101,97,100,32,37,32,97,46,114,32,58,32,97,46,111,102,102,41,32,
43,32,40,107,116,95,105,54,52,41,116,32,42,32,97,46,114,59,10,125,10,47,42,32,
49,54,45,98,121,116,101,32,112,105,101,99,101,115,32,40,56,32,101,108,101,109,101,110,
116,115,59,32,68,32,37,32,56,32,61,61,32,48,44,32,49,54,45,98,121,116,101,32,
97,108,105,103,110,101,100,32,114,111,119,115,41,32,42,47,10,75,84,95,75,69,82,78,
69,76,32,118,111,105,100,32,107,116,95,100,105,108,95,103,97,116,104,101,114,40,99,111,
110,115,116,32,107,116,95,100,105,108,95,97,114,103,115,32,97,41,32,123,10,32,32,32,
32,99,111,110,115,116,32,107,116,95,105,54,52,32,112,105,101,99,101,115,32,61,32,97,
46,68,32,47,32,56,44,32,116,111,116,97,108,32,61,32,97,46,105,116,101,109,115,32,
42,32,97,46,110,32,42,32,112,105,101,99,101,115,59,10,32,32,32,32,102,111,114,32,
40,107,116,95,105,54,52,32,117,32,61,32,40,107,116,95,105,54,52,41,98,108,111,99,
107,73,100,120,46,120,32,42,32,98,108,111,99,107,68,105,109,46,120,32,43,32,116,104,
114,101,97,100,73,100,120,46,120,59,32,117,32,60,32,116,111,116,97,108,59,32,117,32,
43,61,32,40,107,116,95,105,54,52,41,103,114,105,100,68,105,109,46,120,32,42,32,98,
108,111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,99,111,110,
115,116,32,107,116,95,105,54,52,32,114,111,119,32,61,32,40,107,116,95,117,51,50,41,
117,32,47,32,40,107,116,95,117,51,50,41,112,105,101,99,101,115,44,32,99,32,61,32,
40,117,32,45,32,114,111,119,32,42,32,112,105,101,99,101,115,41,32,42,32,56,59,10,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,98,44,32,104,101,97,100,44,32,
112,111,115,59,10,32,32,32,32,32,32,32,32,107,116,95,100,105,108,95,112,111,115,40,
97,44,32,114,111,119,44,32,98,44,32,104,101,97,100,44,32,112,111,115,41,59,10,32,
32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,118,104,32,
61,32,104,101,97,100,32,47,32,97,46,103,114,111,117,112,59,10,32,32,32,32,32,32,
32,32,40,40,117,105,110,116,52,32,42,41,97,46,103,113,41,91,117,93,32,61,32,42,
40,99,111,110,115,116,32,117,105,110,116,52,32,42,41,40,40,99,111,110,115,116,32,107,
116,95,117,49,54,32,42,41,97,46,113,32,43,32,98,32,42,32,97,46,113,115,91,48,
93,32,43,32,104,101,97,100,32,42,32,97,46,113,115,91,49,93,32,43,32,112,111,115,
32,42,32,97,46,113,115,91,50,93,32,43,32,99,41,59,10,32,32,32,32,32,32,32,
32,40,40,117,105,110,116,52,32,42,41,97,46,103,107,41,91,117,93,32,61,32,42,40,
99,111,110,115,116,32,117,105,110,116,52,32,42,41,40,40,99,111,110,115,116,32,107,116,
95,117,49,54,32,42,41,97,46,107,32,43,32,98,32,42,32,97,46,107,115,91,48,93,
32,43,32,107,118,104,32,42,32,97,46,107,115,91,49,93,32,43,32,112,111,115,32,42,
32,97,46,107,115,91,50,93,32,43,32,99,41,59,10,32,32,32,32,32,32,32,32,40,
40,117,105,110,116,52,32,42,41,97,46,103,118,41,91,117,93,32,61,32,42,40,99,111,
110,115,116,32,117,105,110,116,52,32,42,41,40,40,99,111,110,115,116,32,107,116,95,117,
49,54,32,42,41,97,46,118,32,43,32,98,32,42,32,97,46,118,115,91,48,93,32,43,
32,107,118,104,32,42,32,97,46,118,115,91,49,93,32,43,32,112,111,115,32,42,32,97,
46,118,115,91,50,93,32,43,32,99,41,59,10,32,32,32,32,125,10,125,10,47,42,32,
71,97,116,104,101,114,101,100,32,114,101,115,117,108,116,115,32,98,97,99,107,58,32,109,
111,100,101,32,48,32,109,101,114,103,101,115,32,40,103,111,44,32,103,108,41,32,105,110,
116,111,32,40,111,44,32,108,111,41,32,98,121,32,76,83,69,32,40,76,79,78,71,78,
69,84,41,44,10,32,32,32,109,111,100,101,32,49,32,115,116,111,114,101,115,32,103,111,
32,42,32,115,99,97,108,101,32,40,71,82,79,85,80,83,41,46,32,103,115,32,108,97,
110,101,115,32,97,32,114,111,119,44,32,56,32,101,108,101,109,101,110,116,115,32,97,32,
108,97,110,101,10,32,32,32,40,68,32,37,32,56,32,61,61,32,48,44,32,49,54,45,
98,121,116,101,32,97,108,105,103,110,101,100,32,114,111,119,115,41,59,32,97,32,99,97,
108,108,39,115,32,112,111,115,105,116,105,111,110,115,32,97,114,101,32,100,105,115,116,105,
110,99,116,44,32,115,111,10,32,32,32,114,111,119,115,32,110,101,118,101,114,32,114,97,
99,101,46,32,42,47,10,75,84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,
95,100,105,108,95,115,99,97,116,116,101,114,40,99,111,110,115,116,32,107,116,95,100,105,
108,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,
95,105,54,52,32,114,111,119,115,32,61,32,97,46,105,116,101,109,115,32,42,32,97,46,
110,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,103,115,32,61,32,40,105,
110,116,41,97,46,103,115,44,32,108,97,110,101,32,61,32,116,104,114,101,97,100,73,100,
120,46,120,32,38,32,51,49,44,32,114,112,119,32,61,32,51,50,32,47,32,103,115,44,
32,115,117,98,32,61,32,108,97,110,101,32,47,32,103,115,44,32,103,108,32,61,32,108,
97,110,101,32,45,32,115,117,98,32,42,32,103,115,59,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,54,52,32,115,116,101,112,32,61,32,40,107,116,95,105,54,52,41,
103,114,105,100,68,105,109,46,120,32,42,32,40,98,108,111,99,107,68,105,109,46,120,32,
62,62,32,53,41,32,42,32,114,112,119,59,10,32,32,32,32,102,111,114,32,40,107,116,
95,105,54,52,32,98,97,115,101,32,61,32,40,40,107,116,95,105,54,52,41,98,108,111,
99,107,73,100,120,46,120,32,42,32,40,98,108,111,99,107,68,105,109,46,120,32,62,62,
32,53,41,32,43,32,40,116,104,114,101,97,100,73,100,120,46,120,32,62,62,32,53,41,
41,32,42,32,114,112,119,59,32,98,97,115,101,32,60,32,114,111,119,115,59,32,98,97,
115,101,32,43,61,32,115,116,101,112,41,32,123,10,32,32,32,32,32,32,32,32,99,111,
110,115,116,32,107,116,95,105,54,52,32,114,111,119,32,61,32,98,97,115,101,32,43,32,
115,117,98,59,10,32,32,32,32,32,32,32,32,99,111,110,115,116,32,105,110,116,32,108,
105,118,101,32,61,32,114,111,119,32,60,32,114,111,119,115,59,10,32,32,32,32,32,32,
32,32,102,108,111,97,116,32,42,108,112,32,61,32,48,59,10,32,32,32,32,32,32,32,
32,102,108,111,97,116,32,109,32,61,32,75,84,95,78,69,71,95,73,78,70,44,32,100,
101,110,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,105,102,32,40,108,
105,118,101,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,105,54,
52,32,98,44,32,104,101,97,100,44,32,112,111,115,59,10,32,32,32,32,32,32,32,32,
32,32,32,32,107,116,95,100,105,108,95,112,111,115,40,97,44,32,114,111,119,44,32,98,
44,32,104,101,97,100,44,32,112,111,115,41,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,111,111,32,61,32,98,32,42,32,
97,46,111,115,91,48,93,32,43,32,104,101,97,100,32,42,32,97,46,111,115,91,49,93,
32,43,32,112,111,115,32,42,32,97,46,111,115,91,50,93,44,32,103,111,32,61,32,114,
111,119,32,42,32,97,46,68,59,10,32,32,32,32,32,32,32,32,32,32,32,32,102,108,
111,97,116,32,119,97,32,61,32,48,46,48,102,44,32,119,98,32,61,32,49,46,48,102,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,40,97,46,109,111,100,101,
32,61,61,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,108,112,32,61,32,40,102,108,111,97,116,32,42,41,97,46,108,111,32,43,32,98,32,
42,32,97,46,108,111,115,91,48,93,32,43,32,104,101,97,100,32,42,32,97,46,108,111,
115,91,49,93,32,43,32,112,111,115,32,42,32,97,46,108,111,115,91,50,93,59,10,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,
97,116,32,102,97,32,61,32,42,108,112,44,32,102,98,32,61,32,40,40,99,111,110,115,
116,32,102,108,111,97,116,32,42,41,97,46,103,108,41,91,114,111,119,93,59,10,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,109,32,61,32,102,109,97,120,102,40,
102,97,44,32,102,98,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,119,98,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,105,102,32,40,109,32,33,61,32,75,84,95,78,69,71,95,73,78,70,41,
32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,119,
97,32,61,32,101,120,112,102,40,102,97,32,45,32,109,41,59,10,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,119,98,32,61,32,101,120,112,102,40,
102,98,32,45,32,109,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,100,101,110,32,61,
32,119,97,32,43,32,119,98,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,102,108,111,97,116,32,
105,110,118,32,61,32,97,46,109,111,100,101,32,61,61,32,49,32,63,32,40,102,108,111,
97,116,41,97,46,115,99,97,108,101,32,58,32,100,101,110,32,62,32,48,46,48,102,32,
63,32,49,46,48,102,32,47,32,100,101,110,32,58,32,48,46,48,102,59,10,32,32,32,
32,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,100,32,61,
32,40,107,116,95,105,54,52,41,103,108,32,42,32,56,59,32,100,32,60,32,97,46,68,
59,32,100,32,43,61,32,40,107,116,95,105,54,52,41,103,115,32,42,32,56,41,32,123,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,108,111,97,116,32,120,
91,56,93,44,32,121,91,56,93,59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,
108,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,
110,116,32,101,32,61,32,48,59,32,101,32,60,32,56,59,32,101,43,43,41,32,120,91,
101,93,32,61,32,48,46,48,102,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,105,102,32,40,119,97,32,33,61,32,48,46,48,102,41,32,123,10,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,100,118,60,
56,62,40,97,46,111,44,32,111,111,32,43,32,100,44,32,97,46,100,116,44,32,121,41,
59,10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,
61,32,48,59,32,101,32,60,32,56,59,32,101,43,43,41,32,120,91,101,93,32,61,32,
119,97,32,42,32,121,91,101,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,125,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,105,102,32,
40,119,98,32,33,61,32,48,46,48,102,41,32,123,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,107,116,95,108,100,118,60,56,62,40,97,46,103,
111,44,32,103,111,32,43,32,100,44,32,97,46,100,116,44,32,121,41,59,10,35,112,114,
97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,61,32,48,59,32,
101,32,60,32,56,59,32,101,43,43,41,32,120,91,101,93,32,43,61,32,119,98,32,42,
32,121,91,101,93,59,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,125,
10,35,112,114,97,103,109,97,32,117,110,114,111,108,108,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,102,111,114,32,40,105,110,116,32,101,32,61,32,48,59,32,
101,32,60,32,56,59,32,101,43,43,41,32,120,91,101,93,32,42,61,32,105,110,118,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,107,116,95,115,116,118,60,
56,62,40,97,46,111,44,32,111,111,32,43,32,100,44,32,97,46,100,116,44,32,120,41,
59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,
125,10,32,32,32,32,32,32,32,32,95,95,115,121,110,99,119,97,114,112,40,41,59,10,
32,32,32,32,32,32,32,32,105,102,32,40,108,112,32,38,38,32,103,108,32,61,61,32,
48,41,32,42,108,112,32,61,32,100,101,110,32,62,32,48,46,48,102,32,63,32,109,32,
43,32,108,111,103,102,40,100,101,110,41,32,58,32,75,84,95,78,69,71,95,73,78,70,
59,10,32,32,32,32,125,10,125,10,0,
};
static const unsigned char ktorch__cu_src_sparse[6446] = { /* shaders/sparse.cu */
47,42,32,66,108,111,99,107,45,115,112,97,114,115,101,32,104,101,108,112,101,114,115,32,
40,107,105,110,100,32,56,41,46,10,32,32,32,107,116,95,115,112,97,114,115,101,95,108,
105,115,116,58,32,116,104,101,32,107,101,121,32,116,105,108,101,115,32,101,97,99,104,32,
67,84,65,32,111,102,32,116,104,101,32,115,109,95,57,48,97,32,97,116,116,101,110,116,
105,111,110,32,107,101,114,110,101,108,10,32,32,32,118,105,115,105,116,115,44,32,102,114,
111,109,32,97,32,98,108,111,99,107,32,109,97,115,107,46,32,107,116,95,116,111,112,107,
95,112,111,111,108,32,47,32,107,116,95,116,111,112,107,95,115,101,108,101,99,116,58,32,
116,104,101,32,100,121,110,97,109,105,99,10,32,32,32,116,111,112,45,107,32,98,108,111,
99,107,32,109,97,115,107,32,111,102,32,107,116,111,114,99,104,95,98,108,111,99,107,95,
109,97,115,107,95,116,111,112,107,44,32,105,110,32,102,54,52,32,119,105,116,104,32,116,
104,101,32,104,111,115,116,39,115,32,111,114,100,101,114,10,32,32,32,111,102,32,111,112,
101,114,97,116,105,111,110,115,32,40,101,120,112,108,105,99,105,116,108,121,32,114,111,117,
110,100,101,100,32,97,100,100,115,32,97,110,100,32,109,117,108,116,105,112,108,105,101,115,
44,32,110,101,118,101,114,32,99,111,110,116,114,97,99,116,101,100,10,32,32,32,105,110,
116,111,32,70,77,65,115,41,44,32,115,111,32,116,104,101,32,100,101,118,105,99,101,32,
109,97,115,107,32,101,113,117,97,108,115,32,116,104,101,32,104,111,115,116,39,115,46,32,
72,111,115,116,32,109,105,114,114,111,114,115,32,111,102,32,116,104,101,10,32,32,32,97,
114,103,117,109,101,110,116,32,98,108,111,99,107,115,32,108,105,118,101,32,105,110,32,107,
116,111,114,99,104,95,99,117,100,97,46,104,32,40,107,116,111,114,99,104,95,95,99,117,
95,108,105,115,116,95,97,114,103,115,44,32,46,46,46,41,46,32,42,47,10,10,115,116,
114,117,99,116,32,107,116,95,108,105,115,116,95,97,114,103,115,32,123,10,32,32,32,32,
107,116,95,117,54,52,32,98,109,97,115,107,44,32,99,110,116,44,32,105,100,120,59,10,
32,32,32,32,107,116,95,105,54,52,32,109,95,115,98,44,32,109,95,115,104,44,32,109,
95,115,113,44,32,109,95,115,107,59,32,47,42,32,101,108,101,109,101,110,116,32,115,116,
114,105,100,101,115,59,32,48,32,119,104,101,114,101,32,98,114,111,97,100,99,97,115,116,
32,42,47,10,32,32,32,32,107,116,95,105,54,52,32,66,44,32,72,44,32,82,44,32,
84,44,32,66,77,44,32,66,78,44,32,98,113,44,32,98,107,44,32,78,113,44,32,78,
107,44,32,119,102,108,97,103,115,44,32,119,108,44,32,119,114,59,10,125,59,10,10,47,
42,32,79,110,101,32,119,97,114,112,32,112,101,114,32,40,98,44,32,104,44,32,114,111,
119,32,98,108,111,99,107,32,111,102,32,66,77,32,114,111,119,115,41,58,32,116,105,108,
101,32,116,32,40,107,101,121,115,32,91,116,42,66,78,44,32,116,42,66,78,43,66,78,
41,41,10,32,32,32,105,115,32,108,105,115,116,101,100,32,119,104,101,110,32,105,116,32,
109,101,101,116,115,32,116,104,101,32,114,111,119,115,39,32,99,97,117,115,97,108,47,119,
105,110,100,111,119,32,107,101,121,32,114,97,110,103,101,32,97,110,100,32,115,111,109,101,
32,98,108,111,99,107,10,32,32,32,111,102,32,116,104,101,32,109,97,115,107,32,99,111,
118,101,114,105,110,103,32,40,114,111,119,115,44,32,107,101,121,115,32,111,102,32,116,104,
101,32,116,105,108,101,41,32,105,115,32,115,101,116,46,32,42,47,10,75,84,95,75,69,
82,78,69,76,32,118,111,105,100,32,107,116,95,115,112,97,114,115,101,95,108,105,115,116,
40,99,111,110,115,116,32,107,116,95,108,105,115,116,95,97,114,103,115,32,97,41,32,123,
10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,108,97,110,101,32,61,32,116,104,
114,101,97,100,73,100,120,46,120,32,38,32,51,49,59,10,32,32,32,32,99,111,110,115,
116,32,107,116,95,105,54,52,32,114,111,119,32,61,32,40,107,116,95,105,54,52,41,98,
108,111,99,107,73,100,120,46,120,32,42,32,40,98,108,111,99,107,68,105,109,46,120,32,
62,62,32,53,41,32,43,32,40,116,104,114,101,97,100,73,100,120,46,120,32,62,62,32,
53,41,59,10,32,32,32,32,105,102,32,40,114,111,119,32,62,61,32,97,46,66,32,42,
32,97,46,72,32,42,32,97,46,82,41,32,114,101,116,117,114,110,59,10,32,32,32,32,
99,111,110,115,116,32,107,116,95,105,54,52,32,104,98,32,61,32,114,111,119,32,47,32,
97,46,82,44,32,114,114,32,61,32,114,111,119,32,45,32,104,98,32,42,32,97,46,82,
44,32,98,32,61,32,104,98,32,47,32,97,46,72,44,32,104,32,61,32,104,98,32,45,
32,98,32,42,32,97,46,72,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,
54,52,32,114,48,32,61,32,114,114,32,42,32,97,46,66,77,44,32,114,108,97,115,116,
32,61,32,40,114,48,32,43,32,97,46,66,77,32,60,32,97,46,78,113,32,63,32,114,
48,32,43,32,97,46,66,77,32,58,32,97,46,78,113,41,32,45,32,49,44,32,111,102,
102,32,61,32,97,46,78,107,32,45,32,97,46,78,113,59,10,32,32,32,32,107,116,95,
105,54,52,32,107,95,108,111,32,61,32,48,44,32,107,95,104,105,32,61,32,97,46,78,
107,59,10,32,32,32,32,105,102,32,40,40,97,46,119,102,108,97,103,115,32,38,32,49,
41,32,38,38,32,114,48,32,43,32,111,102,102,32,45,32,97,46,119,108,32,62,32,107,
95,108,111,41,32,107,95,108,111,32,61,32,114,48,32,43,32,111,102,102,32,45,32,97,
46,119,108,59,10,32,32,32,32,105,102,32,40,40,97,46,119,102,108,97,103,115,32,38,
32,50,41,32,38,38,32,114,108,97,115,116,32,43,32,111,102,102,32,43,32,97,46,119,
114,32,43,32,49,32,60,32,107,95,104,105,41,32,107,95,104,105,32,61,32,114,108,97,
115,116,32,43,32,111,102,102,32,43,32,97,46,119,114,32,43,32,49,59,10,32,32,32,
32,99,111,110,115,116,32,107,116,95,117,56,32,42,98,97,115,101,32,61,32,40,99,111,
110,115,116,32,107,116,95,117,56,32,42,41,97,46,98,109,97,115,107,32,43,32,98,32,
42,32,97,46,109,95,115,98,32,43,32,104,32,42,32,97,46,109,95,115,104,59,10,32,
32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,113,97,95,108,111,32,61,32,
114,48,32,47,32,97,46,98,113,44,32,113,97,95,104,105,32,61,32,114,108,97,115,116,
32,47,32,97,46,98,113,59,10,32,32,32,32,105,110,116,32,42,111,117,116,32,61,32,
40,105,110,116,32,42,41,97,46,105,100,120,32,43,32,114,111,119,32,42,32,97,46,84,
59,10,32,32,32,32,105,110,116,32,110,32,61,32,48,59,10,32,32,32,32,102,111,114,
32,40,107,116,95,105,54,52,32,116,48,32,61,32,48,59,32,116,48,32,60,32,97,46,
84,59,32,116,48,32,43,61,32,51,50,41,32,123,10,32,32,32,32,32,32,32,32,99,
111,110,115,116,32,107,116,95,105,54,52,32,116,32,61,32,116,48,32,43,32,108,97,110,
101,59,10,32,32,32,32,32,32,32,32,105,110,116,32,111,110,32,61,32,48,59,10,32,
32,32,32,32,32,32,32,105,102,32,40,116,32,60,32,97,46,84,41,32,123,10,32,32,
32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,107,
98,32,61,32,116,32,42,32,97,46,66,78,59,10,32,32,32,32,32,32,32,32,32,32,
32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,108,111,32,61,32,107,98,32,62,
32,107,95,108,111,32,63,32,107,98,32,58,32,107,95,108,111,44,32,104,105,32,61,32,
107,98,32,43,32,97,46,66,78,32,60,32,107,95,104,105,32,63,32,107,98,32,43,32,
97,46,66,78,32,58,32,107,95,104,105,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,105,102,32,40,108,111,32,60,32,104,105,41,32,123,10,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,99,95,108,
111,32,61,32,108,111,32,47,32,97,46,98,107,44,32,99,95,104,105,32,61,32,40,104,
105,32,45,32,49,41,32,47,32,97,46,98,107,59,10,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,113,97,32,61,32,
113,97,95,108,111,59,32,113,97,32,60,61,32,113,97,95,104,105,32,38,38,32,33,111,
110,59,32,113,97,43,43,41,10,32,32,32,32,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,99,32,61,32,99,95,108,
111,59,32,99,32,60,61,32,99,95,104,105,32,38,38,32,33,111,110,59,32,99,43,43,
41,32,111,110,32,61,32,98,97,115,101,91,113,97,32,42,32,97,46,109,95,115,113,32,
43,32,99,32,42,32,97,46,109,95,115,107,93,32,33,61,32,48,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,
32,32,32,32,99,111,110,115,116,32,117,110,115,105,103,110,101,100,32,98,97,108,32,61,
32,95,95,98,97,108,108,111,116,95,115,121,110,99,40,48,120,102,102,102,102,102,102,102,
102,117,44,32,111,110,41,59,10,32,32,32,32,32,32,32,32,105,102,32,40,111,110,41,
32,111,117,116,91,110,32,43,32,95,95,112,111,112,99,40,98,97,108,32,38,32,40,40,
49,117,32,60,60,32,108,97,110,101,41,32,45,32,49,117,41,41,93,32,61,32,40,105,
110,116,41,116,59,10,32,32,32,32,32,32,32,32,110,32,43,61,32,95,95,112,111,112,
99,40,98,97,108,41,59,10,32,32,32,32,125,10,32,32,32,32,105,102,32,40,108,97,
110,101,32,61,61,32,48,41,32,40,40,105,110,116,32,42,41,97,46,99,110,116,41,91,
114,111,119,93,32,61,32,110,59,10,125,10,10,75,84,95,68,69,86,32,100,111,117,98,
108,101,32,107,116,95,100,97,100,100,40,100,111,117,98,108,101,32,120,44,32,100,111,117,
98,108,101,32,121,41,32,123,10,32,32,32,32,100,111,117,98,108,101,32,114,59,10,32,
32,32,32,97,115,109,40,34,97,100,100,46,114,110,46,102,54,52,32,37,48,44,32,37,
49,44,32,37,50,59,34,32,58,32,34,61,100,34,40,114,41,32,58,32,34,100,34,40,
120,41,44,32,34,100,34,40,121,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,
114,59,10,125,10,75,84,95,68,69,86,32,100,111,117,98,108,101,32,107,116,95,100,109,
117,108,40,100,111,117,98,108,101,32,120,44,32,100,111,117,98,108,101,32,121,41,32,123,
10,32,32,32,32,100,111,117,98,108,101,32,114,59,10,32,32,32,32,97,115,109,40,34,
109,117,108,46,114,110,46,102,54,52,32,37,48,44,32,37,49,44,32,37,50,59,34,32,
58,32,34,61,100,34,40,114,41,32,58,32,34,100,34,40,120,41,44,32,34,100,34,40,
121,41,41,59,10,32,32,32,32,114,101,116,117,114,110,32,114,59,10,125,10,75,84,95,
68,69,86,32,100,111,117,98,108,101,32,107,116,95,100,100,105,118,40,100,111,117,98,108,
101,32,120,44,32,100,111,117,98,108,101,32,121,41,32,123,10,32,32,32,32,100,111,117,
98,108,101,32,114,59,10,32,32,32,32,97,115,109,40,34,100,105,118,46,114,110,46,102,
54,52,32,37,48,44,32,37,49,44,32,37,50,59,34,32,58,32,34,61,100,34,40,114,
41,32,58,32,34,100,34,40,120,41,44,32,34,100,34,40,121,41,41,59,10,32,32,32,
32,114,101,116,117,114,110,32,114,59,10,125,10,10,115,116,114,117,99,116,32,107,116,95,
112,111,111,108,95,97,114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,32,113,
44,32,107,44,32,113,109,44,32,107,109,59,10,32,32,32,32,107,116,95,105,54,52,32,
113,95,115,98,44,32,113,95,115,104,44,32,113,95,115,110,44,32,113,95,115,100,44,32,
107,95,115,98,44,32,107,95,115,104,44,32,107,95,115,110,44,32,107,95,115,100,59,10,
32,32,32,32,107,116,95,105,54,52,32,66,44,32,72,113,44,32,72,107,44,32,78,113,
44,32,78,107,44,32,68,44,32,81,66,44,32,75,66,44,32,98,113,44,32,98,107,44,
32,100,116,121,112,101,59,32,47,42,32,100,116,121,112,101,58,32,48,32,102,51,50,44,
32,49,32,102,49,54,44,32,50,32,98,102,49,54,32,42,47,10,125,59,10,75,84,95,
68,69,86,32,102,108,111,97,116,32,107,116,95,112,111,111,108,95,108,100,40,99,111,110,
115,116,32,118,111,105,100,32,42,112,44,32,107,116,95,105,54,52,32,105,44,32,107,116,
95,105,54,52,32,100,116,41,32,123,10,32,32,32,32,105,102,32,40,100,116,32,61,61,
32,48,41,32,114,101,116,117,114,110,32,40,40,99,111,110,115,116,32,102,108,111,97,116,
32,42,41,112,41,91,105,93,59,10,32,32,32,32,105,102,32,40,100,116,32,61,61,32,
49,41,32,114,101,116,117,114,110,32,107,116,95,102,49,54,95,116,111,95,102,51,50,40,
40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,105,93,41,59,
10,32,32,32,32,114,101,116,117,114,110,32,107,116,95,98,102,49,54,95,116,111,95,102,
51,50,40,40,40,99,111,110,115,116,32,107,116,95,117,49,54,32,42,41,112,41,91,105,
93,41,59,10,125,10,47,42,32,79,110,101,32,67,84,65,32,112,101,114,32,112,111,111,
108,101,100,32,114,111,119,58,32,113,32,98,108,111,99,107,115,32,91,66,44,32,72,113,
44,32,81,66,93,32,116,104,101,110,32,107,32,98,108,111,99,107,115,32,91,66,44,32,
72,107,44,32,75,66,93,59,10,32,32,32,109,101,97,110,32,111,118,101,114,32,116,104,
101,32,98,108,111,99,107,39,115,32,114,111,119,115,32,105,110,32,102,54,52,44,32,114,
111,119,115,32,105,110,32,111,114,100,101,114,32,40,116,104,101,32,104,111,115,116,39,115,
32,108,111,111,112,41,46,32,42,47,10,75,84,95,75,69,82,78,69,76,32,118,111,105,
100,32,107,116,95,116,111,112,107,95,112,111,111,108,40,99,111,110,115,116,32,107,116,95,
112,111,111,108,95,97,114,103,115,32,97,41,32,123,10,32,32,32,32,99,111,110,115,116,
32,107,116,95,105,54,52,32,110,113,32,61,32,97,46,66,32,42,32,97,46,72,113,32,
42,32,97,46,81,66,59,10,32,32,32,32,107,116,95,105,54,52,32,120,32,61,32,98,
108,111,99,107,73,100,120,46,120,59,10,32,32,32,32,99,111,110,115,116,32,105,110,116,
32,107,115,105,100,101,32,61,32,120,32,62,61,32,110,113,59,10,32,32,32,32,105,102,
32,40,107,115,105,100,101,41,32,120,32,45,61,32,110,113,59,10,32,32,32,32,99,111,
110,115,116,32,107,116,95,105,54,52,32,110,98,108,107,32,61,32,107,115,105,100,101,32,
63,32,97,46,75,66,32,58,32,97,46,81,66,44,32,72,32,61,32,107,115,105,100,101,
32,63,32,97,46,72,107,32,58,32,97,46,72,113,44,32,98,115,32,61,32,107,115,105,
100,101,32,63,32,97,46,98,107,32,58,32,97,46,98,113,44,32,78,32,61,32,107,115,
105,100,101,32,63,32,97,46,78,107,32,58,32,97,46,78,113,59,10,32,32,32,32,99,
111,110,115,116,32,107,116,95,105,54,52,32,98,108,107,32,61,32,120,32,37,32,110,98,
108,107,44,32,98,104,32,61,32,120,32,47,32,110,98,108,107,44,32,104,32,61,32,98,
104,32,37,32,72,44,32,98,32,61,32,98,104,32,47,32,72,59,10,32,32,32,32,99,
111,110,115,116,32,107,116,95,105,54,52,32,110,48,32,61,32,98,108,107,32,42,32,98,
115,44,32,110,49,32,61,32,110,48,32,43,32,98,115,32,60,32,78,32,63,32,110,48,
32,43,32,98,115,32,58,32,78,59,10,32,32,32,32,99,111,110,115,116,32,107,116,95,
105,54,52,32,115,98,32,61,32,107,115,105,100,101,32,63,32,97,46,107,95,115,98,32,
58,32,97,46,113,95,115,98,44,32,115,104,32,61,32,107,115,105,100,101,32,63,32,97,
46,107,95,115,104,32,58,32,97,46,113,95,115,104,44,32,115,110,32,61,32,107,115,105,
100,101,32,63,32,97,46,107,95,115,110,32,58,32,97,46,113,95,115,110,44,32,115,100,
32,61,32,107,115,105,100,101,32,63,32,97,46,107,95,115,100,32,58,32,97,46,113,95,
115,100,59,10,32,32,32,32,99,111,110,115,116,32,118,111,105,100,32,42,115,114,99,32,
61,32,40,99,111,110,115,116,32,118,111,105,100,32,42,41,40,107,115,105,100,101,32,63,
32,97,46,107,32,58,32,97,46,113,41,59,10,32,32,32,32,100,111,117,98,108,101,32,
42,100,115,116,32,61,32,40,100,111,117,98,108,101,32,42,41,40,107,115,105,100,101,32,
63,32,97,46,107,109,32,58,32,97,46,113,109,41,32,43,32,120,32,42,32,97,46,68,
59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,116,32,61,32,116,104,
114,101,97,100,73,100,120,46,120,59,32,116,32,60,32,97,46,68,59,32,116,32,43,61,
32,98,108,111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,100,
111,117,98,108,101,32,97,99,99,32,61,32,48,46,48,59,10,32,32,32,32,32,32,32,
32,102,111,114,32,40,107,116,95,105,54,52,32,105,32,61,32,110,48,59,32,105,32,60,
32,110,49,59,32,105,43,43,41,32,97,99,99,32,61,32,107,116,95,100,97,100,100,40,
97,99,99,44,32,40,100,111,117,98,108,101,41,107,116,95,112,111,111,108,95,108,100,40,
115,114,99,44,32,98,32,42,32,115,98,32,43,32,104,32,42,32,115,104,32,43,32,105,
32,42,32,115,110,32,43,32,116,32,42,32,115,100,44,32,97,46,100,116,121,112,101,41,
41,59,10,32,32,32,32,32,32,32,32,100,115,116,91,116,93,32,61,32,107,116,95,100,
100,105,118,40,97,99,99,44,32,40,100,111,117,98,108,101,41,40,110,49,32,45,32,110,
48,41,41,59,10,32,32,32,32,125,10,125,10,10,115,116,114,117,99,116,32,107,116,95,
115,101,108,101,99,116,95,97,114,103,115,32,123,10,32,32,32,32,107,116,95,117,54,52,
32,113,109,44,32,107,109,44,32,115,99,44,32,109,97,115,107,59,10,32,32,32,32,107,
116,95,105,54,52,32,109,95,115,98,44,32,109,95,115,104,44,32,109,95,115,113,44,32,
109,95,115,107,59,10,32,32,32,32,107,116,95,105,54,52,32,66,44,32,72,113,44,32,
72,107,44,32,81,66,44,32,75,66,44,32,68,44,32,99,97,117,115,97,108,59,10,32,
32,32,32,100,111,117,98,108,101,32,100,101,110,115,105,116,121,59,10,125,59,10,47,42,
32,79,110,101,32,67,84,65,32,112,101,114,32,40,98,44,32,104,113,44,32,113,117,101,
114,121,32,98,108,111,99,107,32,120,41,58,32,115,99,111,114,101,115,32,97,103,97,105,
110,115,116,32,101,118,101,114,121,32,107,101,121,32,98,108,111,99,107,32,40,102,54,52,
44,10,32,32,32,100,111,116,32,112,114,111,100,117,99,116,32,105,110,32,105,110,100,101,
120,32,111,114,100,101,114,41,44,32,116,104,101,110,32,116,104,101,32,115,101,108,101,99,
116,105,111,110,46,32,84,104,101,32,104,111,115,116,32,112,105,99,107,115,32,103,114,101,
101,100,105,108,121,10,32,32,32,116,104,101,32,108,97,114,103,101,115,116,32,117,110,112,
105,99,107,101,100,32,115,99,111,114,101,44,32,116,105,101,115,32,116,111,32,116,104,101,
32,108,111,119,101,114,32,105,110,100,101,120,59,32,116,104,101,32,115,97,109,101,32,115,
101,116,32,105,115,10,32,32,32,123,121,32,58,32,114,97,110,107,40,121,41,32,60,32,
112,105,99,107,115,125,32,119,105,116,104,32,114,97,110,107,40,121,41,32,61,32,35,123,
121,39,32,58,32,115,91,121,39,93,32,62,32,115,91,121,93,32,111,114,10,32,32,32,
40,115,91,121,39,93,32,61,61,32,115,91,121,93,32,97,110,100,32,121,39,32,60,32,
121,41,125,32,111,118,101,114,32,116,104,101,32,99,97,110,100,105,100,97,116,101,115,32,
40,78,97,78,32,115,99,111,114,101,115,32,97,115,105,100,101,41,46,32,42,47,10,75,
84,95,75,69,82,78,69,76,32,118,111,105,100,32,107,116,95,116,111,112,107,95,115,101,
108,101,99,116,40,99,111,110,115,116,32,107,116,95,115,101,108,101,99,116,95,97,114,103,
115,32,97,41,32,123,10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,
114,111,119,32,61,32,98,108,111,99,107,73,100,120,46,120,44,32,120,32,61,32,114,111,
119,32,37,32,97,46,81,66,44,32,98,104,32,61,32,114,111,119,32,47,32,97,46,81,
66,44,32,104,32,61,32,98,104,32,37,32,97,46,72,113,44,32,98,32,61,32,98,104,
32,47,32,97,46,72,113,59,10,32,32,32,32,99,111,110,115,116,32,100,111,117,98,108,
101,32,42,113,118,32,61,32,40,99,111,110,115,116,32,100,111,117,98,108,101,32,42,41,
97,46,113,109,32,43,32,114,111,119,32,42,32,97,46,68,59,10,32,32,32,32,99,111,
110,115,116,32,100,111,117,98,108,101,32,42,107,118,32,61,32,40,99,111,110,115,116,32,
100,111,117,98,108,101,32,42,41,97,46,107,109,32,43,32,40,98,32,42,32,97,46,72,
107,32,43,32,104,32,47,32,40,97,46,72,113,32,47,32,97,46,72,107,41,41,32,42,
32,97,46,75,66,32,42,32,97,46,68,59,10,32,32,32,32,100,111,117,98,108,101,32,
42,115,99,32,61,32,40,100,111,117,98,108,101,32,42,41,97,46,115,99,32,43,32,114,
111,119,32,42,32,97,46,75,66,59,10,32,32,32,32,107,116,95,117,56,32,42,109,114,
32,61,32,40,107,116,95,117,56,32,42,41,97,46,109,97,115,107,32,43,32,98,32,42,
32,97,46,109,95,115,98,32,43,32,104,32,42,32,97,46,109,95,115,104,32,43,32,120,
32,42,32,97,46,109,95,115,113,59,10,32,32,32,32,102,111,114,32,40,107,116,95,105,
54,52,32,121,32,61,32,116,104,114,101,97,100,73,100,120,46,120,59,32,121,32,60,32,
97,46,75,66,59,32,121,32,43,61,32,98,108,111,99,107,68,105,109,46,120,41,32,123,
10,32,32,32,32,32,32,32,32,100,111,117,98,108,101,32,97,99,99,32,61,32,48,46,
48,59,10,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,32,116,
32,61,32,48,59,32,116,32,60,32,97,46,68,59,32,116,43,43,41,32,97,99,99,32,
61,32,107,116,95,100,97,100,100,40,97,99,99,44,32,107,116,95,100,109,117,108,40,113,
118,91,116,93,44,32,107,118,91,121,32,42,32,97,46,68,32,43,32,116,93,41,41,59,
10,32,32,32,32,32,32,32,32,115,99,91,121,93,32,61,32,97,99,99,59,10,32,32,
32,32,125,10,32,32,32,32,95,95,115,121,110,99,116,104,114,101,97,100,115,40,41,59,
10,32,32,32,32,99,111,110,115,116,32,107,116,95,105,54,52,32,99,48,32,61,32,120,
32,43,32,97,46,75,66,32,45,32,97,46,81,66,44,32,108,105,109,32,61,32,97,46,
99,97,117,115,97,108,32,63,32,40,97,46,75,66,32,60,32,99,48,32,43,32,49,32,
63,32,97,46,75,66,32,58,32,99,48,32,43,32,49,41,32,58,32,97,46,75,66,59,
10,32,32,32,32,99,111,110,115,116,32,105,110,116,32,102,111,114,99,101,100,32,61,32,
97,46,99,97,117,115,97,108,32,38,38,32,99,48,32,62,61,32,48,32,38,38,32,99,
48,32,60,32,97,46,75,66,59,10,32,32,32,32,107,116,95,105,54,52,32,99,110,116,
32,61,32,40,107,116,95,105,54,52,41,102,108,111,111,114,40,107,116,95,100,97,100,100,
40,107,116,95,100,109,117,108,40,97,46,100,101,110,115,105,116,121,44,32,40,100,111,117,
98,108,101,41,40,108,105,109,32,62,32,48,32,63,32,108,105,109,32,58,32,48,41,41,
44,32,48,46,53,41,41,59,10,32,32,32,32,105,102,32,40,99,110,116,32,60,32,49,
41,32,99,110,116,32,61,32,49,59,10,32,32,32,32,107,116,95,105,54,52,32,112,105,
99,107,115,32,61,32,40,99,110,116,32,60,32,108,105,109,32,63,32,99,110,116,32,58,
32,108,105,109,41,32,45,32,102,111,114,99,101,100,59,10,32,32,32,32,105,102,32,40,
112,105,99,107,115,32,60,32,48,41,32,112,105,99,107,115,32,61,32,48,59,10,32,32,
32,32,102,111,114,32,40,107,116,95,105,54,52,32,121,32,61,32,116,104,114,101,97,100,
73,100,120,46,120,59,32,121,32,60,32,97,46,75,66,59,32,121,32,43,61,32,98,108,
111,99,107,68,105,109,46,120,41,32,123,10,32,32,32,32,32,32,32,32,105,110,116,32,
111,110,32,61,32,48,59,10,32,32,32,32,32,32,32,32,105,102,32,40,102,111,114,99,
101,100,32,38,38,32,121,32,61,61,32,99,48,41,32,123,10,32,32,32,32,32,32,32,
32,32,32,32,32,111,110,32,61,32,49,59,10,32,32,32,32,32,32,32,32,125,32,101,
108,115,101,32,105,102,32,40,121,32,60,32,108,105,109,32,38,38,32,112,105,99,107,115,
32,62,32,48,41,32,123,10,32,32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,
116,32,100,111,117,98,108,101,32,115,32,61,32,115,99,91,121,93,59,10,32,32,32,32,
32,32,32,32,32,32,32,32,107,116,95,105,54,52,32,114,97,110,107,32,61,32,48,59,
10,32,32,32,32,32,32,32,32,32,32,32,32,102,111,114,32,40,107,116,95,105,54,52,
32,121,50,32,61,32,48,59,32,121,50,32,60,32,108,105,109,32,38,38,32,114,97,110,
107,32,60,32,112,105,99,107,115,59,32,121,50,43,43,41,32,123,10,32,32,32,32,32,
32,32,32,32,32,32,32,32,32,32,32,99,111,110,115,116,32,100,111,117,98,108,101,32,
115,50,32,61,32,115,99,91,121,50,93,59,10,32,32,32,32,32,32,32,32,32,32,32,
32,32,32,32,32,114,97,110,107,32,43,61,32,121,50,32,33,61,32,121,32,38,38,32,
33,40,102,111,114,99,101,100,32,38,38,32,121,50,32,61,61,32,99,48,41,32,38,38,
32,40,115,50,32,62,32,115,32,124,124,32,40,115,50,32,61,61,32,115,32,38,38,32,
121,50,32,60,32,121,41,41,59,10,32,32,32,32,32,32,32,32,32,32,32,32,125,10,
32,32,32,32,32,32,32,32,32,32,32,32,111,110,32,61,32,114,97,110,107,32,60,32,
112,105,99,107,115,59,10,32,32,32,32,32,32,32,32,125,10,32,32,32,32,32,32,32,
32,109,114,91,121,32,42,32,97,46,109,95,115,107,93,32,61,32,40,107,116,95,117,56,
41,111,110,59,10,32,32,32,32,125,10,125,10,0,
};
/* END EMBEDDED CUDA SOURCES */

/* ---- specialisations: one table ------------------------------------------
   kind 0: flash forward, 1: decode (packed GQA rows, split-KV), 2: misc,
   3: flash forward for sm_90a (warpgroup MMA; warps/4 warpgroups of 64 rows, cp.async),
   4: the same with a producer warpgroup issuing bulk tensor copies (warps/4 - 1
      consumer warpgroups). */
typedef struct ktorch__cu_spec {
    int kind, d, dtype, mask, warps, mt, bn, stages;
} ktorch__cu_spec;

/* warps x 16*mt query rows per block, bn keys per tile, stages-1 tiles in flight */
#define KTORCH__CU_FWD(d, w, mt, bn, st)                                                                                 \
    {0, d, 0, 0, w, mt, bn, st}, {0, d, 0, 1, w, mt, bn, st}, {0, d, 1, 0, w, mt, bn, st}, {0, d, 1, 1, w, mt, bn, st}
#define KTORCH__CU_DEC(d, bn) {1, d, 0, 0, 1, 1, bn, 2}, {1, d, 1, 0, 1, 1, bn, 2}
#define KTORCH__CU_H(d, w, bn) {3, d, 0, 0, w, 1, bn, 2}, {3, d, 1, 0, w, 1, bn, 2}
#define KTORCH__CU_HT(d, w, bn) {4, d, 0, 0, w, 1, bn, 2}, {4, d, 1, 0, w, 1, bn, 2}
#define KTORCH__CU_PG(d) {9, d, 0, 0, 1, 1, 16, 2}, {9, d, 1, 0, 1, 1, 16, 2}, {9, d, 0, 1, 1, 1, 16, 2}, {9, d, 1, 1, 1, 1, 16, 2}
static const ktorch__cu_spec ktorch__cu_specs[] = {
    KTORCH__CU_FWD(64, 4, 2, 64, 3), KTORCH__CU_FWD(80, 8, 1, 64, 3), KTORCH__CU_FWD(96, 8, 1, 64, 3),
    KTORCH__CU_FWD(128, 8, 1, 64, 3), KTORCH__CU_FWD(256, 4, 1, 32, 2),
    /* decode is bandwidth bound: small tiles keep shared memory per one-warp
       block low, so many blocks per multiprocessor stream K/V at once */
    KTORCH__CU_DEC(64, 16), KTORCH__CU_DEC(80, 16), KTORCH__CU_DEC(96, 16), KTORCH__CU_DEC(128, 16), KTORCH__CU_DEC(256, 16),
    {2, 0, 0, 0, 0, 0, 0, 0},
    KTORCH__CU_H(64, 8, 128), KTORCH__CU_H(128, 8, 128), KTORCH__CU_HT(64, 12, 128), KTORCH__CU_HT(128, 12, 128),
    {7, 0, 0, 0, 0, 0, 0, 0}, /* variants: dtypes are run-time arguments */
    KTORCH__CU_PG(64), KTORCH__CU_PG(128), /* 9: paged decode, mask 0 float pages / 1 i8|fp8 pages */
    /* kind 4 with mask 1: block-sparse tile lists */ {4, 64, 0, 1, 12, 1, 128, 2}, {4, 64, 1, 1, 12, 1, 128, 2}, {4, 128, 0, 1, 12, 1, 128, 2}, {4, 128, 1, 1, 12, 1, 128, 2},
    /* kind 4 with mask 2: element mask tensor */ {4, 64, 0, 2, 12, 1, 128, 2}, {4, 64, 1, 2, 12, 1, 128, 2}, {4, 128, 0, 2, 12, 1, 128, 2}, {4, 128, 1, 2, 12, 1, 128, 2},
    /* kind 8: block-sparse helpers */ {8, 0, 0, 0, 0, 0, 0, 0},
    {5, 0, 0, 0, 0, 0, 0, 0}, /* quantization and fp8 casts */
    /* 6: matrix products, d = tile (0: 128x128, 8 warps; 1: 16x64, 4 warps; 2: 128x256 wgmma, sm_90a, modes 0-2), mask = operand mode (gemm.cu) */
    {6, 0, 0, 0, 8, 4, 128, 4}, {6, 0, 1, 1, 8, 4, 128, 4}, {6, 0, 0, 2, 8, 4, 128, 4}, {6, 0, 0, 3, 8, 4, 128, 4}, {6, 0, 0, 4, 8, 4, 128, 4}, {6, 0, 0, 5, 8, 4, 128, 4}, {6, 0, 0, 6, 8, 4, 128, 4}, {6, 0, 1, 7, 8, 4, 128, 4}, {6, 0, 0, 8, 8, 4, 128, 4}, {6, 1, 1, 1, 4, 1, 64, 4}, {6, 1, 0, 2, 4, 1, 64, 4}, {6, 1, 0, 3, 4, 1, 64, 4}, {6, 1, 1, 7, 4, 1, 64, 4}, {6, 1, 0, 8, 4, 1, 64, 4}, {6, 2, 0, 0, 8, 0, 256, 4}, {6, 2, 1, 1, 8, 0, 256, 4}, {6, 2, 0, 2, 8, 0, 256, 4},
};
#define KTORCH__CU_NSPECS KTORCH__CAST(int, sizeof ktorch__cu_specs / sizeof ktorch__cu_specs[0])
#define KTORCH__CU_MAX_SPECS 128 /* per-device module slots; a test checks NSPECS fits */
#define KTORCH__CU_DECODE_ROWS 16 /* packed rows (query rows x heads per KV head) for the decode kernel */

static int ktorch__cu_find_spec(int kind, int d, int dtype, int mask) {
    int i;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *s = &ktorch__cu_specs[i];
        if (s->kind == kind && s->d == d && s->dtype == dtype && s->mask == mask) return i;
    }
    return -1;
}

static uint64_t ktorch__fnv(uint64_t h, const void *data, size_t n) {
    const unsigned char *p = KTORCH__CAST(const unsigned char *, data);
    size_t i;
    for (i = 0; i < n; i++) h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

/* Kernel families: the source file and entry points of each spec kind.
   Sources see KT_KIND and the spec's fields as macros. */
#define KTORCH__CU_MAX_FUNCS 12
typedef struct ktorch__cu_family {
    const unsigned char *src;
    size_t size;   /* without the terminating NUL */
    int sm90_only; /* compiled for sm_90a only */
    const char *names[KTORCH__CU_MAX_FUNCS];
} ktorch__cu_family;
#define KTORCH__CU_SRC(x) x, sizeof x - 1
static const ktorch__cu_family ktorch__cu_families[] = {
    /* 0 flash forward */ {KTORCH__CU_SRC(ktorch__cu_src_attention), 0, {"kt_attn_fwd"}},
    /* 1 decode */ {KTORCH__CU_SRC(ktorch__cu_src_attention), 0, {"kt_attn_fwd"}},
    /* 2 misc */ {KTORCH__CU_SRC(ktorch__cu_src_misc), 0, {"kt_convert", "kt_combine"}},
    /* 3 flash forward, sm_90a */ {KTORCH__CU_SRC(ktorch__cu_src_attention), 1, {"kt_attn_fwd"}},
    /* 4 flash forward, sm_90a, bulk copies */ {KTORCH__CU_SRC(ktorch__cu_src_attention), 1, {"kt_attn_fwd"}},

    /* 5 quantization */ {KTORCH__CU_SRC(ktorch__cu_src_quant), 0, {"kt_q_stats", "kt_q_colstats", "kt_q_params_k", "kt_q_encode", "kt_q_block", "kt_q_pack_k", "kt_dq", "kt_q_cast", "kt_q_block_bf16", "kt_dq_tile", "kt_q_chan", "kt_dq_ggml"}},

    /* 6 matrix products */ {KTORCH__CU_SRC(ktorch__cu_src_gemm), 0, {"kt_gemm", "kt_gemm_reduce"}},

    /* 7 variants: merge, gather/scatter */ {KTORCH__CU_SRC(ktorch__cu_src_variants), 0, {"kt_merge", "kt_dil_gather", "kt_dil_scatter"}},

    /* 8 block-sparse helpers */ {KTORCH__CU_SRC(ktorch__cu_src_sparse), 0, {"kt_sparse_list", "kt_topk_pool", "kt_topk_select"}},

    /* 9 paged decode */ {KTORCH__CU_SRC(ktorch__cu_src_attention), 0, {"kt_attn_fwd", "kt_kv_append", "kt_kv_check", "kt_dequant_in"}},
};
#define KTORCH__CU_NKINDS KTORCH__CAST(int, sizeof ktorch__cu_families / sizeof ktorch__cu_families[0])

/* Full source of a specialisation (allocated). */
static char *ktorch__cu_source(const ktorch_allocator *a, int spec, size_t *len) {
    const ktorch__cu_spec *s = &ktorch__cu_specs[spec];
    const ktorch__cu_family *fam = &ktorch__cu_families[s->kind];
    char defs[320];
    size_t nd, np = sizeof ktorch__cu_src_prelude - 1, nk = fam->size;
    const unsigned char *k = fam->src;
    char *src;
    nd = ktorch__format(defs, sizeof defs,
                        "#define KT_KIND %d\n#define KT_D %d\n#define KT_BN %d\n#define KT_WARPS %d\n#define KT_MT %d\n"
                        "#define KT_DTYPE %d\n#define KT_MASK %d\n#define KT_STAGES %d\n#define KT_SM90 %d\n",
                        s->kind, s->d, s->bn, s->warps, s->mt, s->dtype, s->mask, s->stages,
                        s->kind == 3 ? 1 : s->kind == 4 ? 2 : 0);
    src = KTORCH__CAST(char *, ktorch__alloc(a, nd + np + nk + 2));
    if (!src) return NULL;
    memcpy(src, defs, nd);
    memcpy(src + nd, ktorch__cu_src_prelude, np);
    src[nd + np] = '\n';
    memcpy(src + nd + np + 1, k, nk);
    src[nd + np + 1 + nk] = '\0';
    *len = nd + np + 1 + nk;
    return src;
}

/* Compile one specialisation. arch: "sm_90a", "compute_80", ...; cubin 0 = PTX.
   On success *image (allocated) holds the CUBIN or NUL-terminated PTX. The
   compiler log (warnings included) goes to log/log_cap when given. */
static ktorch_status ktorch__cu_compile(const ktorch__nvrtc_api *nv, const ktorch_allocator *a, int spec, const char *arch,
                                        int cubin, void **image, size_t *size, char *log, size_t log_cap) {
    char archopt[64];
    const char *opts[3];
    ktorch__nvrtcProgram prog = NULL;
    ktorch__nvrtcResult r;
    size_t len = 0, logsz = 0;
    char *src = ktorch__cu_source(a, spec, &len);
    ktorch_status st = KTORCH_OK;
    *image = NULL;
    *size = 0;
    if (log && log_cap) log[0] = '\0';
    if (!src) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_cuda: no memory for kernel source");
    ktorch__format(archopt, sizeof archopt, "--gpu-architecture=%s", arch);
    opts[0] = archopt;
    opts[1] = "-std=c++11";
    opts[2] = "-default-device";
    r = nv->nvrtcCreateProgram(&prog, src, "ktorch.cu", 0, NULL, NULL);
    if (r != 0) {
        ktorch__free(a, src);
        return ktorch__fail(KTORCH_INTERNAL, "ktorch_cuda: nvrtcCreateProgram: %s", nv->nvrtcGetErrorString(r));
    }
    r = nv->nvrtcCompileProgram(prog, 3, opts);
    if (nv->nvrtcGetProgramLogSize(prog, &logsz) == 0 && logsz > 1 && log && log_cap) {
        char *l = KTORCH__CAST(char *, ktorch__alloc(a, logsz));
        if (l && nv->nvrtcGetProgramLog(prog, l) == 0) {
            size_t n = logsz < log_cap ? logsz : log_cap;
            memcpy(log, l, n);
            log[n - 1] = '\0';
        }
        ktorch__free(a, l);
    }
    if (r != 0) {
        st = ktorch__fail(KTORCH_INTERNAL, "ktorch_cuda: NVRTC failed for kernel %d (%s): %s: %s", spec, arch,
                          nv->nvrtcGetErrorString(r), log ? log : "");
    } else {
        size_t n = 0;
        r = cubin ? nv->nvrtcGetCUBINSize(prog, &n) : nv->nvrtcGetPTXSize(prog, &n);
        if (r == 0 && n > 0) {
            *image = ktorch__alloc(a, n);
            if (!*image) st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_cuda: no memory for a compiled kernel");
            else if ((cubin ? nv->nvrtcGetCUBIN(prog, KTORCH__CAST(char *, *image)) : nv->nvrtcGetPTX(prog, KTORCH__CAST(char *, *image))) != 0)
                st = ktorch__fail(KTORCH_INTERNAL, "ktorch_cuda: could not read the compiled kernel");
            *size = n;
        } else {
            st = ktorch__fail(KTORCH_INTERNAL, "ktorch_cuda: NVRTC produced no %s", cubin ? "CUBIN" : "PTX");
        }
        if (st != KTORCH_OK) {
            ktorch__free(a, *image);
            *image = NULL;
        }
    }
    nv->nvrtcDestroyProgram(&prog);
    ktorch__free(a, src);
    return st;
}

/* ---- state ---------------------------------------------------------------- */
typedef struct ktorch__cu_state ktorch__cu_state;
typedef struct ktorch__cu_device {
    ktorch__cu_state *s;
    int ordinal, cc_major, cc_minor, sms, smem_optin, own_ctx, own_stream;
    int l2_bytes; /* 0: unknown */
    ktorch__CUdevice dev;
    ktorch__CUcontext ctx;
    ktorch__CUstream stream;
    uint64_t memory;
    char name[128], arch[16];
    ktorch__CUmodule modules[KTORCH__CU_MAX_SPECS];
    ktorch__CUfunction funcs[KTORCH__CU_MAX_SPECS][KTORCH__CU_MAX_FUNCS];
    ktorch__CUdeviceptr scratch;
    uint64_t scratch_size;
} ktorch__cu_device;

typedef struct ktorch__cu_image {
    uint64_t key;
    uint32_t kind; /* 0 CUBIN, 1 PTX */
    uint64_t size;
    void *data;
} ktorch__cu_image;

struct ktorch__cu_state {
    ktorch_allocator alloc;
    void *libcuda, *libnvrtc;
    ktorch__cu_api cu;
    ktorch__nvrtc_api nv;
    int driver_version, nvrtc_major, nvrtc_minor;
    int ndev;
    ktorch__cu_device dev[KTORCH__MAX_DEVICES];
    ktorch__cu_image *images;
    int nimages, cap_images;
    int compiled; /* NVRTC compilations so far */
    char cache_dir[512];
    struct ktorch__cu_gemm *gemm; /* matrix products: cuBLASLt handles and plans (kind 6 region) */
    struct ktorch__cu_qstate *quant; /* quantization: device words of rejected rows (kind 5 region) */
    int pair_always;              /* tests: pair row blocks in the bulk-copy kernel whenever possible */
};

static ktorch_status ktorch__cu_check(ktorch__cu_state *s, ktorch__CUresult r, const char *what) {
    const char *name = NULL;
    if (r == 0) return KTORCH_OK;
    if (s->cu.cuGetErrorName(r, &name) != 0 || !name) name = "unknown error";
    return ktorch__fail(r == 2 ? KTORCH_OUT_OF_MEMORY : KTORCH_DEVICE_ERROR, "ktorch_cuda: %s failed: %s (%d)", what, name, r);
}

static ktorch_status ktorch__cu_push(ktorch__cu_device *d) { return ktorch__cu_check(d->s, d->s->cu.cuCtxPushCurrent(d->ctx), "cuCtxPushCurrent"); }
static void ktorch__cu_pop(ktorch__cu_device *d) {
    ktorch__CUcontext c;
    d->s->cu.cuCtxPopCurrent(&c);
}

/* ---- compiled-image cache (memory, blob, directory) ---------------------- */
static uint64_t ktorch__cu_key(ktorch__cu_state *s, int spec, const char *arch, int cubin) {
    uint64_t h = 1469598103934665603ull;
    size_t len = 0;
    char *src = ktorch__cu_source(&s->alloc, spec, &len);
    int v[4];
    if (src) h = ktorch__fnv(h, src, len);
    ktorch__free(&s->alloc, src);
    h = ktorch__fnv(h, arch, strlen(arch));
    v[0] = cubin;
    v[1] = s->nvrtc_major;
    v[2] = s->nvrtc_minor;
    v[3] = s->driver_version;
    h = ktorch__fnv(h, v, sizeof v);
    h = ktorch__fnv(h, "-std=c++11 -default-device", 26);
    return h;
}

static ktorch__cu_image *ktorch__cu_image_find(ktorch__cu_state *s, uint64_t key) {
    int i;
    for (i = 0; i < s->nimages; i++)
        if (s->images[i].key == key) return &s->images[i];
    return NULL;
}

/* Takes ownership of data. */
static ktorch_status ktorch__cu_image_add(ktorch__cu_state *s, uint64_t key, uint32_t kind, void *data, uint64_t size) {
    if (s->nimages == s->cap_images) {
        int cap = s->cap_images ? 2 * s->cap_images : 32;
        ktorch__cu_image *n = KTORCH__CAST(ktorch__cu_image *, ktorch__calloc(&s->alloc, KTORCH__CAST(size_t, cap), sizeof *n));
        if (!n) {
            ktorch__free(&s->alloc, data);
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_cuda: no memory for the kernel cache");
        }
        if (s->nimages) memcpy(n, s->images, sizeof *n * KTORCH__CAST(size_t, s->nimages));
        ktorch__free(&s->alloc, s->images);
        s->images = n;
        s->cap_images = cap;
    }
    s->images[s->nimages].key = key;
    s->images[s->nimages].kind = kind;
    s->images[s->nimages].size = size;
    s->images[s->nimages].data = data;
    s->nimages++;
    return KTORCH_OK;
}

#ifndef KTORCH_NO_STDIO
static void ktorch__cu_dir_path(ktorch__cu_state *s, uint64_t key, char *out, size_t cap) {
    ktorch__format(out, cap, "%s/ktorch-cuda-%8x%8x.bin", s->cache_dir, KTORCH__CAST(unsigned, key >> 32),
                   KTORCH__CAST(unsigned, key & 0xffffffffu));
}
static void *ktorch__cu_dir_read(ktorch__cu_state *s, uint64_t key, uint64_t *size) {
    char path[600];
    FILE *f;
    long n;
    void *data = NULL;
    if (!s->cache_dir[0]) return NULL;
    ktorch__cu_dir_path(s, key, path, sizeof path);
    f = fopen(path, "rb");
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0) {
        data = ktorch__alloc(&s->alloc, KTORCH__CAST(size_t, n));
        if (data && fread(data, 1, KTORCH__CAST(size_t, n), f) != KTORCH__CAST(size_t, n)) {
            ktorch__free(&s->alloc, data);
            data = NULL;
        }
        *size = KTORCH__CAST(uint64_t, n);
    }
    fclose(f);
    return data;
}
/* Write to a temporary name, then rename: readers never see a partial file. */
static void ktorch__cu_dir_write(ktorch__cu_state *s, uint64_t key, const void *data, uint64_t size) {
    char path[600], tmp[640];
    FILE *f;
    int ok;
    if (!s->cache_dir[0]) return;
    ktorch__cu_dir_path(s, key, path, sizeof path);
    ktorch__format(tmp, sizeof tmp, "%s.%d.tmp", path, KTORCH__CAST(int, getpid()));
    f = fopen(tmp, "wb");
    if (!f) return;
    ok = fwrite(data, 1, KTORCH__CAST(size_t, size), f) == size;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) remove(tmp);
}
#endif

/* The image for a spec on a device: memory cache, directory, or NVRTC. */
static ktorch_status ktorch__cu_get_image(ktorch__cu_state *s, ktorch__cu_device *d, int spec, ktorch__cu_image **out) {
    int cubin = s->nvrtc_major <= s->driver_version / 1000;
    char arch[24];
    uint64_t key;
    void *data;
    uint64_t size = 0;
    ktorch_status st;
    ktorch__format(arch, sizeof arch, "%s%s", cubin ? "sm_" : "compute_", d->arch + 3);
    key = ktorch__cu_key(s, spec, arch, cubin);
    *out = ktorch__cu_image_find(s, key);
    if (*out) return KTORCH_OK;
#ifndef KTORCH_NO_STDIO
    data = ktorch__cu_dir_read(s, key, &size);
    if (data) {
        st = ktorch__cu_image_add(s, key, cubin ? 0u : 1u, data, size);
        if (st != KTORCH_OK) return st;
        *out = &s->images[s->nimages - 1];
        return KTORCH_OK;
    }
#endif
    {
        size_t n = 0;
        char log[2048];
        st = ktorch__cu_compile(&s->nv, &s->alloc, spec, arch, cubin, &data, &n, log, sizeof log);
        if (st != KTORCH_OK) return st;
        size = n;
        s->compiled++;
    }
#ifndef KTORCH_NO_STDIO
    ktorch__cu_dir_write(s, key, data, size);
#endif
    st = ktorch__cu_image_add(s, key, cubin ? 0u : 1u, data, size);
    if (st != KTORCH_OK) return st;
    *out = &s->images[s->nimages - 1];
    return KTORCH_OK;
}

/* sm_90a kernels (warpgroup MMA) run on compute capability 9.0 exactly. */
static int ktorch__cu_sm90(const ktorch__cu_device *d) { return d->cc_major == 9 && d->cc_minor == 0; }

/* Kernel `which` (index into the family's names) of a spec; context must be current. */
static ktorch_status ktorch__cu_function(ktorch__cu_device *d, int spec, int which, ktorch__CUfunction *f) {
    ktorch__cu_state *s = d->s;
    const char *name;
    ktorch_status st;
    if (spec < 0 || spec >= KTORCH__CU_NSPECS || which < 0 || which >= KTORCH__CU_MAX_FUNCS ||
        !(name = ktorch__cu_families[ktorch__cu_specs[spec].kind].names[which]))
        return ktorch__fail(KTORCH_INTERNAL, "ktorch_cuda: no kernel %d of spec %d", which, spec);
    if (!d->funcs[spec][which]) {
        if (!d->modules[spec]) {
            ktorch__cu_image *img;
            st = ktorch__cu_get_image(s, d, spec, &img);
            if (st != KTORCH_OK) return st;
            st = ktorch__cu_check(s, s->cu.cuModuleLoadData(&d->modules[spec], img->data), "cuModuleLoadData");
            if (st != KTORCH_OK) return st;
        }
        st = ktorch__cu_check(s, s->cu.cuModuleGetFunction(&d->funcs[spec][which], d->modules[spec], name), "cuModuleGetFunction");
        if (st != KTORCH_OK) return st;
    }
    *f = d->funcs[spec][which];
    return KTORCH_OK;
}

/* Device scratch for ALiBi slopes and split-KV partials (grows; stream-ordered). */
static ktorch_status ktorch__cu_scratch(ktorch__cu_device *d, uint64_t bytes, ktorch__CUdeviceptr *out) {
    ktorch__cu_state *s = d->s;
    ktorch_status st;
    if (bytes > d->scratch_size) {
        uint64_t n = bytes + (bytes >> 2);
        if (d->scratch) {
            st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
            if (st != KTORCH_OK) return st;
            s->cu.cuMemFree(d->scratch);
            d->scratch = 0;
            d->scratch_size = 0;
        }
        st = ktorch__cu_check(s, s->cu.cuMemAlloc(&d->scratch, KTORCH__CAST(size_t, n)), "cuMemAlloc (scratch)");
        if (st != KTORCH_OK) return st;
        d->scratch_size = n;
    }
    *out = d->scratch;
    return KTORCH_OK;
}

/* ---- backend table functions ---------------------------------------------- */
static int ktorch__cu_device_count(void *state) { return KTORCH__CAST(ktorch__cu_state *, state)->ndev; }

static ktorch_status ktorch__cu_device_info(void *state, int index, ktorch_device_info *out) {
    ktorch__cu_device *d = &KTORCH__CAST(ktorch__cu_state *, state)->dev[index];
    ktorch__format(out->name, sizeof out->name, "%s", d->name);
    ktorch__format(out->arch, sizeof out->arch, "%s", d->arch);
    out->memory_bytes = d->memory;
    out->compute_units = d->sms;
    return KTORCH_OK;
}

static int ktorch__cu_alloc_block(uint64_t size, void **block, void **base, void *user) {
    ktorch__cu_device *d = KTORCH__CAST(ktorch__cu_device *, user);
    ktorch__CUdeviceptr p = 0;
    ktorch__CUresult r;
    if (size > SIZE_MAX || ktorch__cu_push(d) != KTORCH_OK) return 1;
    r = d->s->cu.cuMemAlloc(&p, KTORCH__CAST(size_t, size));
    ktorch__cu_pop(d);
    if (r != 0) return 1;
    *block = KTORCH__RCAST(void *, KTORCH__CAST(uintptr_t, p));
    *base = *block;
    return 0;
}
static void ktorch__cu_free_block(void *block, void *base, void *user) {
    ktorch__cu_device *d = KTORCH__CAST(ktorch__cu_device *, user);
    (void)base;
    if (ktorch__cu_push(d) != KTORCH_OK) return;
    d->s->cu.cuStreamSynchronize(d->stream); /* queued work may still use it */
    d->s->cu.cuMemFree(KTORCH__CAST(ktorch__CUdeviceptr, KTORCH__RCAST(uintptr_t, block)));
    ktorch__cu_pop(d);
}
static void ktorch__cu_fill_block(void *base, uint64_t offset, uint8_t value, uint64_t size, void *user) {
    ktorch__cu_device *d = KTORCH__CAST(ktorch__cu_device *, user);
    if (ktorch__cu_push(d) != KTORCH_OK) return;
    d->s->cu.cuMemsetD8Async(KTORCH__CAST(ktorch__CUdeviceptr, KTORCH__RCAST(uintptr_t, base)) + offset, value,
                             KTORCH__CAST(size_t, size), d->stream);
    ktorch__cu_pop(d);
}
static int ktorch__cu_read_block(void *base, uint64_t offset, void *dst, uint64_t size, void *user) {
    ktorch__cu_device *d = KTORCH__CAST(ktorch__cu_device *, user);
    ktorch__CUresult r;
    if (ktorch__cu_push(d) != KTORCH_OK) return 1;
    r = d->s->cu.cuMemcpyDtoHAsync(dst, KTORCH__CAST(ktorch__CUdeviceptr, KTORCH__RCAST(uintptr_t, base)) + offset,
                                   KTORCH__CAST(size_t, size), d->stream);
    if (r == 0) r = d->s->cu.cuStreamSynchronize(d->stream);
    ktorch__cu_pop(d);
    return r != 0;
}
static ktorch_block_provider ktorch__cu_provider(void *state, int index) {
    ktorch_block_provider p;
    memset(&p, 0, sizeof p);
    p.alloc_block = ktorch__cu_alloc_block;
    p.free_block = ktorch__cu_free_block;
    p.fill = ktorch__cu_fill_block;
    p.read = ktorch__cu_read_block;
    p.user_data = &KTORCH__CAST(ktorch__cu_state *, state)->dev[index];
    return p;
}

#define KTORCH__CU_DPTR(p) KTORCH__CAST(ktorch__CUdeviceptr, KTORCH__RCAST(uintptr_t, (p)))

static ktorch_status ktorch__cu_copy(void *state, int index, void *dst, const void *src, uint64_t bytes, ktorch_copy_kind kind) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    ktorch__CUresult r;
    ktorch_status st;
    if (bytes == 0) return KTORCH_OK;
    if (bytes > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "ktorch_cuda: copy of %llu bytes", KTORCH__CAST(unsigned long long, bytes));
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    if (kind == KTORCH_COPY_HOST_TO_DEVICE) r = s->cu.cuMemcpyHtoDAsync(KTORCH__CU_DPTR(dst), src, KTORCH__CAST(size_t, bytes), d->stream);
    else if (kind == KTORCH_COPY_DEVICE_TO_HOST) r = s->cu.cuMemcpyDtoHAsync(dst, KTORCH__CU_DPTR(src), KTORCH__CAST(size_t, bytes), d->stream);
    else r = s->cu.cuMemcpyDtoDAsync(KTORCH__CU_DPTR(dst), KTORCH__CU_DPTR(src), KTORCH__CAST(size_t, bytes), d->stream);
    ktorch__cu_pop(d);
    return ktorch__cu_check(s, r, kind == KTORCH_COPY_HOST_TO_DEVICE ? "cuMemcpyHtoDAsync" : kind == KTORCH_COPY_DEVICE_TO_HOST ? "cuMemcpyDtoHAsync" : "cuMemcpyDtoDAsync");
}

static ktorch_status ktorch__cu_fill(void *state, int index, void *dst, uint8_t byte, uint64_t bytes) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    ktorch__CUresult r;
    ktorch_status st;
    if (bytes == 0) return KTORCH_OK;
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    r = s->cu.cuMemsetD8Async(KTORCH__CU_DPTR(dst), byte, KTORCH__CAST(size_t, bytes), d->stream);
    ktorch__cu_pop(d);
    return ktorch__cu_check(s, r, "cuMemsetD8Async");
}

static ktorch_status ktorch__cu_q_deferred(ktorch__cu_state *s, int index);
static ktorch_status ktorch__cu_synchronize(void *state, int index) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    ktorch_status st = ktorch__cu_push(d);
    ktorch__CUresult r;
    if (st != KTORCH_OK) return st;
    r = s->cu.cuStreamSynchronize(d->stream);
    ktorch__cu_pop(d);
    st = ktorch__cu_check(s, r, "cuStreamSynchronize (an earlier asynchronous op failed)");
    return st == KTORCH_OK ? ktorch__cu_q_deferred(s, index) : st; /* errors found by earlier quantize calls */
}

static ktorch_status ktorch__cu_event_record(void *state, int index, void **event) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    ktorch__CUevent e = NULL;
    ktorch__CUresult r;
    ktorch_status st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    r = s->cu.cuEventCreate(&e, 0);
    if (r == 0) {
        r = s->cu.cuEventRecord(e, d->stream);
        if (r != 0) s->cu.cuEventDestroy(e);
    }
    ktorch__cu_pop(d);
    if (r == 0) *event = e;
    return ktorch__cu_check(s, r, "cuEventCreate/cuEventRecord");
}

static ktorch_status ktorch__cu_event_elapsed(void *state, int index, void *start, void *end, double *seconds) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    float ms = 0;
    ktorch__CUresult r;
    ktorch_status st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    r = s->cu.cuEventSynchronize(KTORCH__CAST(ktorch__CUevent, end));
    if (r == 0) r = s->cu.cuEventElapsedTime(&ms, KTORCH__CAST(ktorch__CUevent, start), KTORCH__CAST(ktorch__CUevent, end));
    ktorch__cu_pop(d);
    *seconds = ms * 1e-3;
    return ktorch__cu_check(s, r, "cuEventSynchronize/cuEventElapsedTime");
}

static void ktorch__cu_event_destroy(void *state, int index, void *event) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[index];
    if (ktorch__cu_push(d) != KTORCH_OK) return;
    s->cu.cuEventDestroy(KTORCH__CAST(ktorch__CUevent, event));
    ktorch__cu_pop(d);
}

static ktorch_status ktorch__cu_launch(ktorch__cu_device *d, ktorch__CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                       unsigned block, unsigned smem, void *args) {
    void *params[1];
    params[0] = args;
    return ktorch__cu_check(d->s, d->s->cu.cuLaunchKernel(f, gx, gy, gz, block, 1, 1, smem, d->stream, params, NULL),
                            "cuLaunchKernel");
}

/* Host mirror of kt_attn_args in shaders/attention.cu (all fields 8 bytes). */
typedef struct ktorch__cu_attn_args {
    uint64_t q, k, v, o, lse, mask, alibi, part_o, part_lse;
    int64_t q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn;
    int64_t l_sb, l_sh, l_sn, m_sb, m_sh, m_sq, m_sk;
    int64_t mask_type, B, Hq, Hk, Nq, Nk, group, pack, wflags, wl, wr, num_splits, split_keys, rows;
    double scale, softcap;
} ktorch__cu_attn_args;
typedef struct ktorch__cu_combine_args {
    uint64_t part_o, part_lse, o, lse;
    int64_t B, Hq, Nq, D, num_splits, out_dtype;
    int64_t o_sb, o_sh, o_sn, l_sb, l_sh, l_sn;
} ktorch__cu_combine_args;
typedef struct ktorch__cu_convert_args {
    uint64_t src, dst;
    int64_t shape[4], ss[4], ds[4];
    int64_t n, src_dtype, dst_dtype, esize;
} ktorch__cu_convert_args;

static uint64_t ktorch__cu_addr(const ktorch_tensor *t) {
    return KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, ktorch_tensor_ptr(t)));
}

/* The layouts the 16-bit attention kernels read and write. */
static ktorch_status ktorch__cu_check_qkv(const ktorch_tensor *t, const char *name, ktorch_dtype dt) {
    if (t->dtype != dt)
        return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' is %s; q, k, v and out must share one dtype, f16 or bf16", name, ktorch_dtype_name(t->dtype));
    if (t->stride[3] != 1 && t->shape[3] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' needs a contiguous last dim", name);
    if ((t->stride[0] % 8) || (t->stride[1] % 8) || (t->stride[2] % 8) || (ktorch__cu_addr(t) % 16))
        return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' needs strides that are multiples of 8 elements and a 16-byte aligned start", name);
    return KTORCH_OK;
}

static int64_t ktorch__cu_bstride(const ktorch_tensor *t, int dim) { return t->shape[dim] == 1 ? 0 : t->stride[dim]; }

/* Tensor map of a [B, H, N, D] 16-bit tensor for the sm_90a kernel: boxes of
   64 columns x `rows` rows, 128-byte swizzle, rows past N read as zeros.
   1 on success; 0 when the driver refuses the layout (the caller falls back). */
static int ktorch__cu_tmap(ktorch__cu_state *s, void *map, const ktorch_tensor *t, unsigned rows) {
    uint64_t dims[4], strides[3];
    unsigned box[4], estr[4];
    int i;
    dims[0] = KTORCH__CAST(uint64_t, t->shape[3]);
    dims[1] = KTORCH__CAST(uint64_t, t->shape[2]);
    dims[2] = KTORCH__CAST(uint64_t, t->shape[1]);
    dims[3] = KTORCH__CAST(uint64_t, t->shape[0]);
    for (i = 0; i < 3; i++) {
        /* a dimension of extent 1 is never stepped: any aligned stride will do */
        int64_t st = t->shape[2 - i] == 1 ? 8 : t->stride[2 - i];
        strides[i] = KTORCH__CAST(uint64_t, st) * 2u;
    }
    box[0] = 64; box[1] = rows; box[2] = 1; box[3] = 1;
    estr[0] = estr[1] = estr[2] = estr[3] = 1;
    /* data type 1 = 16-bit unsigned (a copy), interleave none, swizzle 128B (3), L2 promotion 256B (3), OOB zero fill */
    return s->cu.cuTensorMapEncodeTiled(map, 1, 4u, ktorch_tensor_ptr(t), dims, strides, box, estr, 0, 3, 3, 0) == 0;
}

/* i8/fp8 inputs: dequantized into 16-bit tensors, then attention (paged KV cache region) */
static ktorch_status ktorch__cu_attention_qin(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                              const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params);
/* Host mirror of kt_sparse_args (shaders/attention.cu): the kind 4 kernel's
   block-sparse tile lists. */
typedef struct ktorch__cu_sparse_args {
    uint64_t cnt, idx, bmask;
    int64_t T, bq, bk, m_sb, m_sh, m_sq, m_sk;
    int64_t pair;
} ktorch__cu_sparse_args;
/* Host mirror of kt_list_args (shaders/sparse.cu). */
typedef struct ktorch__cu_list_args {
    uint64_t bmask, cnt, idx;
    int64_t m_sb, m_sh, m_sq, m_sk;
    int64_t B, H, R, T, BM, BN, bq, bk, Nq, Nk, wflags, wl, wr;
} ktorch__cu_list_args;
/* A block mask for ktorch__cu_attn_run: on the device (dmask) or packed
   contiguous [Bm, Hm, QB, KB] on the host (hmask, copied up into scratch). */
typedef struct ktorch__cu_bsparse {
    uint64_t dmask;
    const unsigned char *hmask;
    int64_t Bm, Hm, QB, KB, ms[4]; /* strides of dmask in elements */
    int64_t bq, bk;
} ktorch__cu_bsparse;

static ktorch_status ktorch__cu_attn_run(ktorch__cu_state *s, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                         ktorch_tensor *out, const ktorch_attention_params *params, const ktorch__cu_bsparse *bs) {
    ktorch__cu_device *d;
    ktorch__cu_attn_args a;
    ktorch__cu_sparse_args sa;
    uint64_t list_bytes = 0, idx_bytes = 0, hmask_bytes = 0;
    int64_t T = 0;
    ktorch_attention_params p;
    ktorch_status st;
    int dev = q->device.index, D, dt, mask = 0, spec, decode, bm, bn;
    int64_t B, Hq, Hk, Nq, Nk, G, hunits, rblocks, blocks, splits = 1, split_keys;
    ktorch__CUfunction f;
    ktorch__CUdeviceptr scratch = 0;
    uint64_t part_bytes = 0, lse_bytes = 0, alibi_bytes = 0, need, smem;
    uint64_t maps[16 * 3 + 8]; /* three 128-byte tensor maps (Q, K, V), 64-byte aligned */
    unsigned char *tmaps = KTORCH__RCAST(unsigned char *, maps);
    memset(&sa, 0, sizeof sa);
    /* shapes, devices and parameters are the core's checks; dtypes and layouts ktorch__cu_supports' */
    p = *params;
    d = &s->dev[dev];
    B = q->shape[0];
    Hq = q->shape[1];
    Nq = q->shape[2];
    D = KTORCH__CAST(int, q->shape[3]);
    Hk = k->shape[1];
    Nk = k->shape[2];
    dt = q->dtype == KTORCH_BF16;
    memset(&a, 0, sizeof a);
    if (p.mask) {
        const ktorch_tensor *m = p.mask;
        int mt;
        switch (m->dtype) {
        case KTORCH_BOOL:
        case KTORCH_U8: mt = 0; break;
        case KTORCH_F32: mt = 1; break;
        case KTORCH_F16: mt = 2; break;
        case KTORCH_BF16: mt = 3; break;
        default: return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (cuda): mask dtype %s", ktorch_dtype_name(m->dtype));
        }
        mask = 1;
        a.mask = ktorch__cu_addr(m);
        a.mask_type = mt;
        a.m_sb = ktorch__cu_bstride(m, 0);
        a.m_sh = ktorch__cu_bstride(m, 1);
        a.m_sq = m->stride[2];
        a.m_sk = m->stride[3];
    }
    if (p.lse) {
        a.lse = ktorch__cu_addr(p.lse);
        a.l_sb = p.lse->stride[0];
        a.l_sh = p.lse->stride[1];
        a.l_sn = p.lse->stride[2];
    }
    G = Hq / Hk;
    decode = !mask && !bs && Nq * G <= KTORCH__CU_DECODE_ROWS;
    spec = -1;
    if (bs && (mask || !ktorch__cu_sm90(d) || !s->cu.cuTensorMapEncodeTiled || ktorch__cu_find_spec(4, D, dt, 1) < 0))
        return ktorch__fail(KTORCH_UNSUPPORTED,
                            "ktorch_attention_block_sparse (cuda): runs on sm_90a (with a driver that encodes tensor maps), head dim 64 or "
                            "128, no element mask; this call has %s, head dim %d%s",
                            d->arch, D, mask ? ", an element mask" : "");
    if (!decode && ktorch__cu_sm90(d)) {
        /* bulk-copy kernel when the driver encodes tensor maps for these strides
           (mask 1: block-sparse tile lists, 2: element mask tensor) */
        spec = s->cu.cuTensorMapEncodeTiled ? ktorch__cu_find_spec(4, D, dt, bs ? 1 : mask ? 2 : 0) : -1;
        tmaps += (64u - KTORCH__CAST(unsigned, KTORCH__RCAST(uintptr_t, tmaps) & 63u)) & 63u;
        if (spec >= 0) {
            /* the driver wants the device's context current while encoding */
            unsigned rows = KTORCH__CAST(unsigned, 16 * (ktorch__cu_specs[spec].warps - 4)), cols = KTORCH__CAST(unsigned, ktorch__cu_specs[spec].bn);
            if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
            if (!ktorch__cu_tmap(s, tmaps, q, rows) || !ktorch__cu_tmap(s, tmaps + 128, k, cols) || !ktorch__cu_tmap(s, tmaps + 256, v, cols))
                spec = -1;
            ktorch__cu_pop(d);
        }
        if (spec < 0 && bs)
            return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_block_sparse (cuda): the driver refused tensor maps for these strides");
        if (spec < 0 && !mask) spec = ktorch__cu_find_spec(3, D, dt, 0);
    }
    if (spec < 0) spec = ktorch__cu_find_spec(decode ? 1 : 0, D, dt, mask);
    if (spec < 0)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (cuda): head dim %d is not supported (64, 80, 96, 128, 256)", D);
    bm = ktorch__cu_specs[spec].kind == 4 ? 16 * (ktorch__cu_specs[spec].warps - 4) : 16 * ktorch__cu_specs[spec].mt * ktorch__cu_specs[spec].warps;
    bn = ktorch__cu_specs[spec].bn;
    hunits = decode ? Hk : Hq;
    a.rows = decode ? Nq * G : Nq;
    rblocks = (a.rows + bm - 1) / bm;
    if (B * hunits > 65535)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (cuda): batch x heads (%lld) exceeds 65535",
                            KTORCH__CAST(long long, B * hunits));
    if (B == 0 || Hq == 0 || Nq == 0) return KTORCH_OK;
    /* Split the key range when the grid would leave multiprocessors idle. */
    blocks = rblocks * B * hunits;
    split_keys = Nk > 0 ? Nk : 1;
    {
        /* decode: many short splits (>= 4 tiles each) so the last wave is a small fraction */
        int64_t target = KTORCH__CAST(int64_t, d->sms) * (decode ? 80 : 2), max_splits = (Nk + 4 * bn - 1) / (4 * bn);
        if (blocks < target && max_splits > 1 && !bs) {
            splits = (target + blocks - 1) / blocks;
            if (splits > max_splits) splits = max_splits;
            if (splits > 256) splits = 256;
            split_keys = ((Nk + splits - 1) / splits + bn - 1) / bn * bn;
            splits = (Nk + split_keys - 1) / split_keys;
        }
    }
    if (splits > 1) {
        uint64_t rows_all = KTORCH__CAST(uint64_t, splits) * KTORCH__CAST(uint64_t, B * Hq * Nq);
        if (!ktorch__mul_u64(rows_all, KTORCH__CAST(uint64_t, D) * 4u, &part_bytes))
            return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention (cuda): split-KV workspace size overflows");
        lse_bytes = (rows_all * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    }
    if (p.alibi_slopes) alibi_bytes = (KTORCH__CAST(uint64_t, Hq) * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    if (bs) {
        /* per CTA: a tile count and up to T tile indices (i32) */
        uint64_t rows_all = KTORCH__CAST(uint64_t, B * Hq) * KTORCH__CAST(uint64_t, rblocks);
        T = (Nk + bn - 1) / bn;
        if (!ktorch__mul_u64(rows_all, KTORCH__CAST(uint64_t, T) * 4u, &idx_bytes) ||
            !ktorch__mul_u64(KTORCH__CAST(uint64_t, bs->Bm * bs->Hm), KTORCH__CAST(uint64_t, bs->QB * bs->KB), &hmask_bytes) ||
            idx_bytes > (1ull << 50) || hmask_bytes > (1ull << 50))
            return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention_block_sparse (cuda): tile list size overflows");
        list_bytes = (rows_all * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
        idx_bytes = (idx_bytes + 255u) & ~KTORCH__CAST(uint64_t, 255u);
        hmask_bytes = bs->hmask ? (hmask_bytes + 255u) & ~KTORCH__CAST(uint64_t, 255u) : 0;
    }
    need = part_bytes + lse_bytes + alibi_bytes + list_bytes + idx_bytes + hmask_bytes;
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    if (need) st = ktorch__cu_scratch(d, need, &scratch);
    if (st == KTORCH_OK && p.alibi_slopes) {
        a.alibi = scratch;
        /* pageable source: the call returns once the host bytes are staged */
        st = ktorch__cu_check(s, s->cu.cuMemcpyHtoDAsync(scratch, p.alibi_slopes, KTORCH__CAST(size_t, Hq) * 4u, d->stream),
                              "cuMemcpyHtoDAsync (ALiBi slopes)");
    }
    if (st == KTORCH_OK) st = ktorch__cu_function(d, spec, 0, &f);
    if (st == KTORCH_OK && bs) {
        ktorch__cu_list_args la;
        ktorch__CUfunction fl;
        memset(&la, 0, sizeof la);
        la.cnt = scratch + part_bytes + lse_bytes + alibi_bytes;
        la.idx = la.cnt + list_bytes;
        la.bmask = bs->dmask;
        la.m_sb = bs->ms[0]; la.m_sh = bs->ms[1]; la.m_sq = bs->ms[2]; la.m_sk = bs->ms[3];
        if (bs->hmask) {
            la.bmask = la.idx + idx_bytes;
            la.m_sk = 1; la.m_sq = bs->KB; la.m_sh = bs->Hm == 1 ? 0 : bs->QB * bs->KB;
            la.m_sb = bs->Bm == 1 ? 0 : bs->Hm * bs->QB * bs->KB;
            st = ktorch__cu_check(s, s->cu.cuMemcpyHtoDAsync(la.bmask, bs->hmask, KTORCH__CAST(size_t, bs->Bm * bs->Hm * bs->QB * bs->KB), d->stream),
                                  "cuMemcpyHtoDAsync (block mask)");
        }
        la.B = B; la.H = Hq; la.R = rblocks; la.T = T; la.BM = bm; la.BN = bn; la.bq = bs->bq; la.bk = bs->bk;
        la.Nq = Nq; la.Nk = Nk;
        la.wflags = p.window_flags & (KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT);
        la.wl = p.window_left;
        la.wr = p.window_right;
        if (p.causal) {
            if (!(la.wflags & KTORCH_WINDOW_RIGHT) || la.wr > 0) la.wr = 0;
            la.wflags |= KTORCH_WINDOW_RIGHT;
        }
        sa.cnt = la.cnt;
        sa.idx = la.idx;
        sa.T = T;
        sa.bq = bs->bq;
        sa.bk = bs->bk;
        /* the tile list alone is exact when every tile lies in one block */
        if (bs->bq % bm || bs->bk % bn) {
            sa.bmask = la.bmask;
            sa.m_sb = la.m_sb; sa.m_sh = la.m_sh; sa.m_sq = la.m_sq; sa.m_sk = la.m_sk;
        }
        if (st == KTORCH_OK) st = ktorch__cu_function(d, ktorch__cu_find_spec(8, 0, 0, 0), 0, &fl);
        if (st == KTORCH_OK && (B * Hq * rblocks + 3) / 4 > 0x7fffffff)
            st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_block_sparse (cuda): too many row blocks");
        if (st == KTORCH_OK) st = ktorch__cu_launch(d, fl, KTORCH__CAST(unsigned, (B * Hq * rblocks + 3) / 4), 1, 1, 128, 0, &la);
    }
    if (st != KTORCH_OK) {
        ktorch__cu_pop(d);
        return st;
    }
    a.q = ktorch__cu_addr(q);
    a.k = ktorch__cu_addr(k);
    a.v = ktorch__cu_addr(v);
    a.o = ktorch__cu_addr(out);
    a.q_sb = q->stride[0]; a.q_sh = q->stride[1]; a.q_sn = q->stride[2];
    a.k_sb = k->stride[0]; a.k_sh = k->stride[1]; a.k_sn = k->stride[2];
    a.v_sb = v->stride[0]; a.v_sh = v->stride[1]; a.v_sn = v->stride[2];
    a.o_sb = out->stride[0]; a.o_sh = out->stride[1]; a.o_sn = out->stride[2];
    a.B = B; a.Hq = Hq; a.Hk = Hk; a.Nq = Nq; a.Nk = Nk; a.group = G; a.pack = decode;
    a.wflags = p.window_flags & (KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT);
    a.wl = p.window_left;
    a.wr = p.window_right;
    if (p.causal) {
        if (!(a.wflags & KTORCH_WINDOW_RIGHT) || a.wr > 0) a.wr = 0;
        a.wflags |= KTORCH_WINDOW_RIGHT;
    }
    a.scale = p.scale != 0.0f ? p.scale : 1.0 / sqrt(KTORCH__CAST(double, D));
    a.softcap = p.softcap;
    a.num_splits = splits;
    a.split_keys = split_keys;
    if (splits > 1) {
        a.part_o = alibi_bytes + scratch;
        a.part_lse = a.part_o + part_bytes;
    }
    /* Bulk-copy kernel, one split: each CTA runs row blocks R-1-x and x (equal
       causal work, one start-up per two row blocks; shaders/attention.cu),
       when the halved grid still fills 4 waves (one CTA per SM) and, without
       a causal mask, its last wave is no emptier than the full grid's. Not
       beyond 64 row blocks: long rows amortise the start-up anyway, and the
       unpaired order keeps neighbouring CTAs on the same K/V tiles in L2
       (1M-token causal: 581 TFLOP/s paired, 630 unpaired). Block-sparse
       rows are short, so they pair at any length (n=16384 at 10.7%: 0.441
       ms against 0.448 in Nsight Compute). */
    if (ktorch__cu_specs[spec].kind == 4 && splits == 1 && rblocks >= 2 && (bs || rblocks <= 64)) {
        int64_t full = rblocks * B * hunits, half = (rblocks + 1) / 2 * B * hunits, sms = d->sms > 0 ? d->sms : 1;
        double eff_full = KTORCH__CAST(double, full) / KTORCH__CAST(double, (full + sms - 1) / sms * sms);
        double eff_half = KTORCH__CAST(double, half) / KTORCH__CAST(double, (half + sms - 1) / sms * sms);
        sa.pair = s->pair_always || (half >= 4 * sms && ((a.wflags & KTORCH_WINDOW_RIGHT) || eff_half >= eff_full - 0.01));
    }
    if (ktorch__cu_specs[spec].kind == 3 || ktorch__cu_specs[spec].kind == 4) /* Q (two when pairing) + 2 K + 2 V swizzled tiles, 1024-byte aligned; mbarriers */
        smem = KTORCH__CAST(uint64_t, bm * (sa.pair ? 2 : 1) + 4 * bn) * KTORCH__CAST(uint64_t, D) * 2u + 1024u + 128u;
    else
        smem = KTORCH__CAST(uint64_t, bm + 2 * bn * ktorch__cu_specs[spec].stages) * KTORCH__CAST(uint64_t, D + 8) * 2u;
    if (smem > KTORCH__CAST(uint64_t, d->smem_optin)) st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (cuda): kernel needs %llu bytes of shared memory, %s has %d",
                                                                       KTORCH__CAST(unsigned long long, smem), d->name, d->smem_optin);
    if (st == KTORCH_OK && smem > 48u * 1024u)
        st = ktorch__cu_check(s, s->cu.cuFuncSetAttribute(f, KTORCH__CU_FUNC_MAX_DYN_SMEM, KTORCH__CAST(int, smem)), "cuFuncSetAttribute");
    if (st == KTORCH_OK && ktorch__cu_specs[spec].kind == 4) {
        void *params[3];
        params[0] = &a;
        params[1] = tmaps;
        params[2] = &sa;
        if (st == KTORCH_OK)
            st = ktorch__cu_check(s, s->cu.cuLaunchKernel(f, KTORCH__CAST(unsigned, sa.pair ? (rblocks + 1) / 2 : rblocks), KTORCH__CAST(unsigned, B * hunits),
                                                          KTORCH__CAST(unsigned, splits), KTORCH__CAST(unsigned, 32 * ktorch__cu_specs[spec].warps),
                                                          1, 1, KTORCH__CAST(unsigned, smem), d->stream, params, NULL),
                                  "cuLaunchKernel");
    } else if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, rblocks), KTORCH__CAST(unsigned, B * hunits), KTORCH__CAST(unsigned, splits),
                               KTORCH__CAST(unsigned, 32 * ktorch__cu_specs[spec].warps), KTORCH__CAST(unsigned, smem), &a);
    if (st == KTORCH_OK && splits > 1) {
        ktorch__cu_combine_args c;
        ktorch__CUfunction fc;
        st = ktorch__cu_function(d, ktorch__cu_find_spec(2, 0, 0, 0), 1, &fc);
        memset(&c, 0, sizeof c);
        c.part_o = a.part_o; c.part_lse = a.part_lse; c.o = a.o; c.lse = a.lse;
        c.B = B; c.Hq = Hq; c.Nq = Nq; c.D = D; c.num_splits = splits; c.out_dtype = dt ? 2 : 1;
        c.o_sb = a.o_sb; c.o_sh = a.o_sh; c.o_sn = a.o_sn; c.l_sb = a.l_sb; c.l_sh = a.l_sh; c.l_sn = a.l_sn;
        if (st == KTORCH_OK) {
            if (B * Hq * Nq > 0x7fffffff) st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (cuda): too many rows to combine");
            else st = ktorch__cu_launch(d, fc, KTORCH__CAST(unsigned, B * Hq * Nq), 1, 1, 128, 0, &c);
        }
    }
    ktorch__cu_pop(d);
    return st;
}

static ktorch_status ktorch__cu_attention(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                          const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params) {
    if (ktorch__attn_quant_dtype(q->dtype) || ktorch__attn_quant_dtype(k->dtype) || ktorch__attn_quant_dtype(v->dtype))
        return ktorch__cu_attention_qin(state, ctx, q, k, v, out, params);
    return ktorch__cu_attn_run(KTORCH__CAST(ktorch__cu_state *, state), q, k, v, out, params, NULL);
}

static int ktorch__cu_q_fp8(ktorch_dtype t);
static int ktorch__cu_q_float(ktorch_dtype t);
static ktorch_status ktorch__cu_q_cast(ktorch__cu_device *d, ktorch_tensor *dst, const ktorch_tensor *src, int saturate);
static ktorch_status ktorch__cu_convert(void *state, ktorch_context *ctx, ktorch_tensor *dst, const ktorch_tensor *src,
                                        const ktorch_copy_params *params) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_convert_args a;
    ktorch__CUfunction f;
    ktorch_status st;
    int i, dev = dst->device.index;
    int64_t n = 1, blocks;
    (void)ctx;
    (void)params;
    if (dst->device.backend != KTORCH_BACKEND_CUDA || src->device.backend != KTORCH_BACKEND_CUDA || src->device.index != dev ||
        dev < 0 || dev >= s->ndev)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_copy (cuda): tensors must be on one cuda device");
    d = &s->dev[dev];
    if (src->dtype != dst->dtype && (ktorch__cu_q_fp8(src->dtype) || ktorch__cu_q_fp8(dst->dtype)) &&
        (ktorch__cu_q_fp8(src->dtype) || ktorch__cu_q_float(src->dtype)) && (ktorch__cu_q_fp8(dst->dtype) || ktorch__cu_q_float(dst->dtype))) {
        /* fp8 casts: shaders/quant.cu, honouring params->saturate */
        if (src->ndim != dst->ndim || src->ndim > 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_copy (cuda): shapes differ");
        for (i = 0; i < src->ndim; i++)
            if (src->shape[i] != dst->shape[i]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_copy (cuda): shapes differ");
        if (ktorch_tensor_numel(src) == 0) return KTORCH_OK;
        st = ktorch__cu_push(d);
        if (st != KTORCH_OK) return st;
        st = ktorch__cu_q_cast(d, dst, src, params ? params->saturate : 0);
        ktorch__cu_pop(d);
        return st;
    }
    if (src->dtype != dst->dtype &&
        !((src->dtype == KTORCH_F32 || src->dtype == KTORCH_F16 || src->dtype == KTORCH_BF16) &&
          (dst->dtype == KTORCH_F32 || dst->dtype == KTORCH_F16 || dst->dtype == KTORCH_BF16)))
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_copy (cuda): %s -> %s on the device (f32/f16/bf16/fp8 only)",
                            ktorch_dtype_name(src->dtype), ktorch_dtype_name(dst->dtype));
    if (ktorch_dtype_bits(src->dtype) % 8)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_copy (cuda): strided copies of %s", ktorch_dtype_name(src->dtype));
    if (src->ndim != dst->ndim || src->ndim > 4)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_copy (cuda): shapes differ");
    memset(&a, 0, sizeof a);
    for (i = 0; i < 4; i++) {
        int j = i - (4 - src->ndim);
        a.shape[i] = j >= 0 ? src->shape[j] : 1;
        a.ss[i] = j >= 0 ? src->stride[j] : 0;
        a.ds[i] = j >= 0 ? dst->stride[j] : 0;
        if (j >= 0 && src->shape[j] != dst->shape[j]) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_tensor_copy (cuda): shapes differ");
        n *= a.shape[i];
    }
    if (n == 0) return KTORCH_OK;
    a.src = ktorch__cu_addr(src);
    a.dst = ktorch__cu_addr(dst);
    a.n = n;
    a.src_dtype = src->dtype;
    a.dst_dtype = dst->dtype;
    a.esize = ktorch_dtype_bits(src->dtype) / 8;
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    st = ktorch__cu_function(d, ktorch__cu_find_spec(2, 0, 0, 0), 0, &f);
    blocks = (n + 255) / 256;
    if (blocks > 65535) blocks = 65535;
    if (st == KTORCH_OK) st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, blocks), 1, 1, 256, 0, &a);
    ktorch__cu_pop(d);
    return st;
}

/* ---- quantization and fp8 casts (kind 5) ---- */
/* Host mirrors of kt_q_args / kt_q_cast_args in shaders/quant.cu (8-byte fields). */
typedef struct ktorch__cu_q_args {
    uint64_t x, data, scale, zp, scr, aux, out;
    int64_t n, R, K, xdt, odt, kind, elem, ebits, mbits, emax;
    int64_t gran, axis_last, inner, nch, nsc, group, ngroups, nblk, margin, noclip, units, direct, rows_per_unit;
    double fmax, fixed_mul, tscale;
    uint64_t err;
    int64_t tag, lanes, flat;
    int64_t fast, sshift, sdiv, smod;
    int64_t fuse;
    int64_t span;
    uint64_t host;
    int64_t keep;
} ktorch__cu_q_args;
typedef struct ktorch__cu_q_cast_args {
    uint64_t src, dst;
    int64_t shape[4], ss[4], ds[4];
    int64_t n, src_dtype, dst_dtype, saturate, contiguous;
    int64_t vec;
} ktorch__cu_q_cast_args;
/* entry points, in the order of the family row */
enum { KTORCH__CUQ_STATS, KTORCH__CUQ_COLSTATS, KTORCH__CUQ_PARAMS, KTORCH__CUQ_ENCODE, KTORCH__CUQ_BLOCK, KTORCH__CUQ_PACK, KTORCH__CUQ_DQ, KTORCH__CUQ_CAST, KTORCH__CUQ_BLOCK_BF16, KTORCH__CUQ_DQ_TILE, KTORCH__CUQ_CHAN, KTORCH__CUQ_DQ_GGML };
#define KTORCH__CUQ_COL_ROWS 64 /* rows per unit of the per-column statistics */

/* Rejected rows (NaN/Inf where the format cannot hold them) are found on the
   device without a round trip: the kernels take the atomic min of
   (call << 44 | format << 40 | row) into one word per device, and the host
   reads it at the next synchronisation (ktorch__cu_q_deferred, called by
   ktorch_synchronize and so by every synchronising copy). */
#define KTORCH__CUQ_ROW_BITS 40
#define KTORCH__CUQ_CALL_MAX 0xfffffu
struct ktorch__cu_qstate {
    ktorch__CUdeviceptr word[KTORCH__MAX_DEVICES];
    uint32_t calls[KTORCH__MAX_DEVICES]; /* rejecting calls since the last read */
    /* what a synchronising call needs back (ktorch__cu_q_readback): mapped
       pinned words [0..1] error word, [2] key of max(-x), [3] key of max(x),
       at host_dev on the device; the event after the statistics pass */
    uint32_t *host[KTORCH__MAX_DEVICES];
    ktorch__CUdeviceptr host_dev[KTORCH__MAX_DEVICES];
    ktorch__CUevent ready[KTORCH__MAX_DEVICES];
    /* their statistics words (a->scr): u32 [0..1] keys, [3] count of
       finished blocks, zero between calls; [4..5] the keys' copy for the
       code kernels, [6] the multiplier */
    ktorch__CUdeviceptr words[KTORCH__MAX_DEVICES];
};
static void ktorch__cu_q_destroy(ktorch__cu_state *s) {
    struct ktorch__cu_qstate *q = s->quant;
    int i;
    if (!q) return;
    for (i = 0; i < s->ndev && i < KTORCH__MAX_DEVICES; i++)
        if ((q->word[i] || q->host[i] || q->ready[i] || q->words[i]) && ktorch__cu_push(&s->dev[i]) == KTORCH_OK) {
            s->cu.cuStreamSynchronize(s->dev[i].stream);
            if (q->word[i]) s->cu.cuMemFree(q->word[i]);
            if (q->words[i]) s->cu.cuMemFree(q->words[i]);
            if (q->host[i]) s->cu.cuMemFreeHost(q->host[i]);
            if (q->ready[i]) s->cu.cuEventDestroy(q->ready[i]);
            ktorch__cu_pop(&s->dev[i]);
        }
    ktorch__free(&s->alloc, q);
    s->quant = NULL;
}
static struct ktorch__cu_qstate *ktorch__cu_q_state(ktorch__cu_state *s) {
    if (!s->quant) s->quant = KTORCH__CAST(struct ktorch__cu_qstate *, ktorch__calloc(&s->alloc, 1, sizeof *s->quant));
    if (!s->quant) ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_quantize (cuda): out of memory");
    return s->quant;
}
/* The error word of a device (context current): allocated and cleared on
   first use; *tag receives this call's tag. */
static ktorch_status ktorch__cu_q_errword(ktorch__cu_state *s, ktorch__cu_device *d, int dev, ktorch_quant_format format, uint64_t *word,
                                          int64_t *tag) {
    struct ktorch__cu_qstate *q = ktorch__cu_q_state(s);
    ktorch_status st;
    if (!q) return KTORCH_OUT_OF_MEMORY;
    if (!q->word[dev]) {
        st = ktorch__cu_check(s, s->cu.cuMemAlloc(&q->word[dev], 8), "cuMemAlloc");
        if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(q->word[dev], 0xFF, 8, d->stream), "cuMemsetD8Async");
        if (st != KTORCH_OK) return st;
        q->calls[dev] = 0;
    }
    *word = KTORCH__CAST(uint64_t, q->word[dev]);
    *tag = KTORCH__CAST(int64_t, (KTORCH__CAST(uint64_t, q->calls[dev]) << 44) | (KTORCH__CAST(uint64_t, format) << KTORCH__CUQ_ROW_BITS));
    if (q->calls[dev] < KTORCH__CUQ_CALL_MAX) q->calls[dev]++;
    return KTORCH_OK;
}
/* The error of a rejected-row word w (not all ones). */
static ktorch_status ktorch__cu_q_rejected(uint64_t w) {
    int fm = KTORCH__CAST(int, (w >> KTORCH__CUQ_ROW_BITS) & 15u);
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_quantize (cuda): 'x' row %lld holds NaN or Inf, which %s cannot represent (reported at synchronisation)",
                        KTORCH__CAST(long long, w & ((KTORCH__CAST(uint64_t, 1) << KTORCH__CUQ_ROW_BITS) - 1u)),
                        ktorch_quant_format_name(KTORCH__CAST(ktorch_quant_format, fm)));
}
/* After the stream of device `index` is idle: report the first rejected row
   of the earliest call since the last read, and clear the word. */
static ktorch_status ktorch__cu_q_deferred(ktorch__cu_state *s, int index) {
    struct ktorch__cu_qstate *q = s->quant;
    ktorch__cu_device *d = &s->dev[index];
    uint64_t w = ~KTORCH__CAST(uint64_t, 0);
    ktorch_status st;
    if (!q || !q->word[index] || q->calls[index] == 0) return KTORCH_OK;
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    st = ktorch__cu_check(s, s->cu.cuMemcpyDtoHAsync(&w, q->word[index], 8, d->stream), "cuMemcpyDtoHAsync");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
    if (st == KTORCH_OK && w != ~KTORCH__CAST(uint64_t, 0))
        st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(q->word[index], 0xFF, 8, d->stream), "cuMemsetD8Async");
    ktorch__cu_pop(d);
    if (st != KTORCH_OK) return st;
    q->calls[index] = 0;
    return w != ~KTORCH__CAST(uint64_t, 0) ? ktorch__cu_q_rejected(w) : KTORCH_OK;
}
/* The values a synchronising quantization needs on the host (nvfp4's amax,
   the delayed fp8 amax, rejected rows so far) are written by the last block
   of the statistics pass into mapped pinned words (a->host), with an event
   after that pass: the code kernels, launched next, run on while the host
   waits for the event alone. (A copy to the host in the stream cost about
   10 us of stream time.) That block also copies the keys to words [4..5]
   for the code kernels and zeroes [0..3] for the next call, so no memset
   precedes the pass. Context current; sets a->host and a->scr. */
static ktorch_status ktorch__cu_q_readback(ktorch__cu_state *s, int dev, ktorch__cu_q_args *a) {
    struct ktorch__cu_qstate *q = ktorch__cu_q_state(s);
    ktorch_status st;
    if (!q) return KTORCH_OUT_OF_MEMORY;
    if (!q->host[dev]) {
        void *h = NULL;
        st = ktorch__cu_check(s, s->cu.cuMemHostAlloc(&h, 16, 2u /* CU_MEMHOSTALLOC_DEVICEMAP */), "cuMemHostAlloc");
        if (st != KTORCH_OK) return st;
        st = ktorch__cu_check(s, s->cu.cuMemHostGetDevicePointer(&q->host_dev[dev], h, 0), "cuMemHostGetDevicePointer");
        if (st != KTORCH_OK) { /* not kept: a later call would take a host word without its device address */
            s->cu.cuMemFreeHost(h);
            return st;
        }
        q->host[dev] = KTORCH__CAST(uint32_t *, h);
    }
    if (!q->ready[dev]) {
        st = ktorch__cu_check(s, s->cu.cuEventCreate(&q->ready[dev], 2u /* CU_EVENT_DISABLE_TIMING */), "cuEventCreate");
        if (st != KTORCH_OK) return st;
    }
    if (!q->words[dev]) {
        st = ktorch__cu_check(s, s->cu.cuMemAlloc(&q->words[dev], 32), "cuMemAlloc");
        if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(q->words[dev], 0, 32, s->dev[dev].stream), "cuMemsetD8Async");
        if (st != KTORCH_OK) {
            if (q->words[dev]) s->cu.cuMemFree(q->words[dev]);
            q->words[dev] = 0;
            return st;
        }
    }
    a->host = KTORCH__CAST(uint64_t, q->host_dev[dev]);
    a->scr = KTORCH__CAST(uint64_t, q->words[dev]); /* the pass always runs: ktorch__quant_plan rejects an empty x */
    return KTORCH_OK;
}
/* After the statistics pass with a->host set: the event after it, and the
   code kernels' words (the keys' copy) in a->scr. */
static ktorch_status ktorch__cu_q_stats_mark(ktorch__cu_state *s, ktorch__cu_device *d, int dev, ktorch__cu_q_args *a) {
    a->scr += 16u;
    a->host = 0;
    return ktorch__cu_check(s, s->cu.cuEventRecord(s->quant->ready[dev], d->stream), "cuEventRecord");
}
/* Waits for the event after the statistics pass; *amax from the keys of
   scale 0. A rejected row of this or an earlier
   call is reported here (the word is cleared, and the stream drained so that
   the caller may free what the code kernels write); the pass reads the word
   when it had one (a->err), else earlier calls are read the slow way. */
static ktorch_status ktorch__cu_q_collect(ktorch__cu_state *s, ktorch__cu_device *d, int dev, int read_word, float *amax) {
    struct ktorch__cu_qstate *q = s->quant;
    ktorch_status st = ktorch__cu_check(s, s->cu.cuEventSynchronize(q->ready[dev]), "cuEventSynchronize");
    volatile uint32_t *h = q->host[dev];
    uint64_t w;
    if (st != KTORCH_OK) return st;
    w = KTORCH__CAST(uint64_t, h[0]) | KTORCH__CAST(uint64_t, h[1]) << 32;
    *amax = KTORCH__MAX(ktorch__bits_f32(h[2]), ktorch__bits_f32(h[3])); /* keys of max(-x) and max(x) */
    if (!read_word) return ktorch__cu_q_deferred(s, dev);
    q->calls[dev] = 0; /* every rejecting call so far has been read */
    if (w == ~KTORCH__CAST(uint64_t, 0)) return KTORCH_OK;
    st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(q->word[dev], 0xFF, 8, d->stream), "cuMemsetD8Async");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
    return st != KTORCH_OK ? st : ktorch__cu_q_rejected(w);
}

/* Grid-stride kernels: 256 threads, at most 16 blocks per multiprocessor. */
static ktorch_status ktorch__cu_q_launch(ktorch__cu_device *d, int which, int64_t units, void *args) {
    ktorch__CUfunction f;
    int64_t blocks = (units + 255) / 256, cap = KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 16;
    ktorch_status st;
    if (units <= 0) return KTORCH_OK;
    st = ktorch__cu_function(d, ktorch__cu_find_spec(5, 0, 0, 0), which, &f);
    if (st != KTORCH_OK) return st;
    if (blocks > cap) blocks = cap;
    return ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, blocks), 1, 1, 256, 0, args);
}

static int ktorch__cu_q_fp8(ktorch_dtype t) { return t == KTORCH_FP8_E4M3 || t == KTORCH_FP8_E5M2; }
static int ktorch__cu_q_float(ktorch_dtype t) { return t == KTORCH_F32 || t == KTORCH_F16 || t == KTORCH_BF16; }

/* fp8 <-> f32/f16/bf16 (and e4m3 <-> e5m2) on one device, any strides; the
   context is current. Bit-identical to ktorch__convert_run. */
static ktorch_status ktorch__cu_q_cast(ktorch__cu_device *d, ktorch_tensor *dst, const ktorch_tensor *src, int saturate) {
    ktorch__cu_q_cast_args a;
    int i;
    int64_t n = 1;
    memset(&a, 0, sizeof a);
    for (i = 0; i < 4; i++) {
        int j = i - (4 - src->ndim);
        a.shape[i] = j >= 0 ? src->shape[j] : 1;
        a.ss[i] = j >= 0 ? src->stride[j] : 0;
        a.ds[i] = j >= 0 ? dst->stride[j] : 0;
        n *= a.shape[i];
    }
    a.src = ktorch__cu_addr(src);
    a.dst = ktorch__cu_addr(dst);
    a.n = n;
    a.src_dtype = src->dtype;
    a.dst_dtype = dst->dtype;
    a.saturate = saturate != 0;
    a.contiguous = ktorch_tensor_is_contiguous(src) && ktorch_tensor_is_contiguous(dst);
    a.vec = a.contiguous && ktorch__cu_q_float(src->dtype) && ktorch__cu_q_fp8(dst->dtype) && (a.src % 16u) == 0 && (a.dst % 16u) == 0;
    return ktorch__cu_q_launch(d, KTORCH__CUQ_CAST, a.vec ? (n + 15) / 16 : a.contiguous ? (n + 7) / 8 : n, &a);
}

/* Geometry shared by quantize and dequantize. */
static void ktorch__cu_q_geom(const ktorch_qtensor *q, ktorch__cu_q_args *a) {
    const ktorch__qfmt *f = &ktorch__qfmts[q->format];
    int i;
    a->kind = f->kind;
    a->elem = f->elem;
    a->ebits = f->ebits;
    a->mbits = f->mbits;
    a->emax = f->emax;
    a->fmax = f->max_norm;
    a->K = q->shape[q->ndim - 1];
    a->R = 1;
    for (i = 0; i + 1 < q->ndim; i++) a->R *= q->shape[i];
    a->n = a->R * a->K;
    a->gran = q->granularity;
    a->axis_last = q->granularity == KTORCH_QUANT_PER_CHANNEL && q->axis == q->ndim - 1;
    a->inner = 1;
    a->nch = 1;
    a->nsc = 1;
    if (q->granularity == KTORCH_QUANT_PER_CHANNEL) {
        for (i = q->axis + 1; i + 1 < q->ndim; i++) a->inner *= q->shape[i];
        a->nch = a->nsc = q->shape[q->axis];
    }
    a->group = q->block > 0 ? q->block : 1;
    a->ngroups = a->nblk = (a->K + a->group - 1) / a->group;
}

/* Statistics pass over x (kt_q_stats): packed 16-element units when one
   scale covers the tensor and x is aligned. That path reads x from its end
   and keeps a third of L2 for the front (the rest read evict-first), where the
   code pass starts. */
static ktorch_status ktorch__cu_q_stats(ktorch__cu_device *d, ktorch__cu_q_args *a) {
    ktorch_status st;
    a->fast = a->gran != KTORCH_QUANT_PER_CHANNEL && a->n % 16 == 0 && a->x % 16 == 0;
    a->keep = d->l2_bytes > 0 ? d->l2_bytes / 3 : INT64_MAX;
    /* fast: about one resident grid (long loops, one flush per warp at the end) */
    st = ktorch__cu_q_launch(d, KTORCH__CUQ_STATS, a->fast ? KTORCH__MIN((a->n + 7) / 8, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 1280) : (a->n + 7) / 8, a);
    a->fast = 0;
    return st;
}

/* Lanes per block of the lane-group kernel (block / 8: 1..32), 0 when the block does not fit it. */
static int64_t ktorch__cu_q_lanes(int64_t block) {
    return (block >= 8 && block <= 256 && (block & (block - 1)) == 0) ? block / 8 : 0;
}

/* Block formats (a->x, a->data, a->direct set): lanes per block of the
   lane-group kernel when every block is whole (else 0: one thread per
   block), and whether the lean path of kt_q_block takes them: whole blocks
   of 16..256 elements, x 16-byte aligned, the codes aligned for its stores,
   n < 2^35 (32-bit slots). */
static void ktorch__cu_q_block_plan(ktorch__cu_q_args *a) {
    const ktorch_dtype elem = KTORCH__CAST(ktorch_dtype, a->elem);
    uint64_t align = 16; /* one 16-byte store of 8-bit codes per thread */
    if (a->kind == KTORCH__QK_Q8_0 || a->kind == KTORCH__QK_Q4_0) align = 4; /* 32-bit stores of staged blocks */
    else if (elem == KTORCH_F4_E2M1) align = 8;
    else if (ktorch__dtype_subbyte(elem)) align = 4; /* fp6: three 32-bit words */
    a->flat = a->K % a->group == 0;
    a->lanes = a->flat ? ktorch__cu_q_lanes(a->group) : 0;
    a->fast = a->lanes >= 2 && a->n < (int64_t)1 << 35 && a->x % 16 == 0 && a->data % align == 0 && (!ktorch__dtype_subbyte(elem) || a->direct);
}
/* the kernel of a planned block quantization: on the lean path, bf16 MX
   FP4/FP6, nvfp4, q8_0 and q4_0 in their standard blocks and bf16 groups
   take kt_q_block_bf16 (the format a compile-time constant) */
static int ktorch__cu_q_block_kernel(const ktorch__cu_q_args *a) {
    const int mx_sub = a->kind == KTORCH__QK_MX && ktorch__dtype_subbyte(KTORCH__CAST(ktorch_dtype, a->elem));
    if (!a->fast || a->xdt != KTORCH_BF16) return KTORCH__CUQ_BLOCK;
    if (a->gran == KTORCH_QUANT_PER_GROUP) return KTORCH__CUQ_BLOCK_BF16;
    if (a->kind == KTORCH__QK_NVFP4) return a->lanes == 2 ? KTORCH__CUQ_BLOCK_BF16 : KTORCH__CUQ_BLOCK;
    return (mx_sub || a->kind == KTORCH__QK_Q8_0 || a->kind == KTORCH__QK_Q4_0) && a->lanes == 4 ? KTORCH__CUQ_BLOCK_BF16 : KTORCH__CUQ_BLOCK;
}

static ktorch_status ktorch__cu_quantize(void *state, ktorch_context *ctx, const ktorch_tensor *x, ktorch_quant_format format,
                                         const ktorch_quant_params *params, ktorch_qtensor *out) {
    static const char *fn = "ktorch_quantize (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = NULL;
    ktorch_quant_params p;
    const ktorch__qfmt *f;
    ktorch__qshapes sh;
    ktorch__cu_q_args a;
    ktorch_tensor xc, aux;
    ktorch__CUdeviceptr scr = 0;
    ktorch_status st;
    int kind, pushed = 0, scaled, rejects, sync, given_ts;
    uint64_t scr_bytes;
    int64_t span;
    memset(&xc, 0, sizeof xc);
    memset(&aux, 0, sizeof aux);
    memset(&a, 0, sizeof a);
    d = &s->dev[x->device.index];
    st = ktorch__quant_plan(fn, x, format, params, &p, out, &sh); /* the core checked it: this fills out's header */
    if (st != KTORCH_OK) return st;
    f = &ktorch__qfmts[format];
    kind = f->kind;
    scaled = kind == KTORCH__QK_INT8 || kind == KTORCH__QK_ASYM || kind == KTORCH__QK_FP8;
    rejects = kind != KTORCH__QK_FP8 && kind != KTORCH__QK_MX;
    given_ts = kind == KTORCH__QK_NVFP4 && p.nvfp4_tensor_scale != 0;
    sync = (kind == KTORCH__QK_NVFP4 && !given_ts) || p.delayed != NULL; /* the host needs a value back */
    ktorch__cu_q_geom(out, &a);
    if (a.nsc > (int64_t)1 << 40) { st = ktorch__fail(KTORCH_OVERFLOW, "%s: too many scales", fn); goto fail; }
    if (rejects && a.R >= (int64_t)1 << KTORCH__CUQ_ROW_BITS) { st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: more than 2^40 rows", fn); goto fail; }
    st = ktorch_tensor_create(ctx, f->elem, sh.dnd, sh.dshape, x->device, &out->data);
    if (st == KTORCH_OK && sh.has_scale) st = ktorch_tensor_create(ctx, sh.sdt, sh.snd, sh.sshape, x->device, &out->scale);
    if (st == KTORCH_OK && sh.has_zp) st = ktorch_tensor_create(ctx, KTORCH_U8, sh.snd, sh.sshape, x->device, &out->zero_point);
    if (st != KTORCH_OK) goto fail;
    /* the kernels read a contiguous x */
    if (!ktorch_tensor_is_contiguous(x)) {
        st = ktorch_tensor_create(ctx, x->dtype, x->ndim, x->shape, x->device, &xc);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, &xc, x, NULL);
        if (st != KTORCH_OK) goto fail;
    }
    a.x = ktorch__cu_addr(xc.data ? &xc : x);
    a.xdt = x->dtype;
    a.data = ktorch__cu_addr(&out->data);
    a.scale = sh.has_scale ? ktorch__cu_addr(&out->scale) : 0;
    a.zp = sh.has_zp ? ktorch__cu_addr(&out->zero_point) : 0;
    a.margin = p.fp8_margin;
    a.noclip = p.mx_scale == KTORCH_MX_SCALE_NOCLIP;
    a.rows_per_unit = KTORCH__CUQ_COL_ROWS;
    if (p.delayed) a.fixed_mul = p.delayed->multiplier > 0 ? p.delayed->multiplier : 1.0f;
    /* packed FP4/FP6 blocks write whole bytes when every block starts on one */
    if (ktorch__dtype_subbyte(f->elem)) {
        a.direct = a.R == 1 || (f->elem == KTORCH_F4_E2M1 ? a.K % 2 == 0 : a.K % 4 == 0);
        if (!a.direct) {
            int64_t one = a.n;
            st = ktorch_tensor_create(ctx, KTORCH_U8, 1, &one, x->device, &aux);
            if (st != KTORCH_OK) goto fail;
            a.aux = ktorch__cu_addr(&aux);
        }
    }
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) goto fail;
    pushed = 1;
    if (rejects) {
        st = ktorch__cu_q_errword(s, d, x->device.index, format, &a.err, &a.tag);
        if (st != KTORCH_OK) goto fail;
    }
    /* the two-pass formats' keys of max(-x) and max(x) and multipliers: the
       synchronising calls' words (one scale, kept zeroed), else scratch */
    if (sync) {
        st = ktorch__cu_q_readback(s, x->device.index, &a);
        if (st != KTORCH_OK) goto fail;
    } else if (scaled && p.granularity != KTORCH_QUANT_PER_GROUP) {
        scr_bytes = KTORCH__CAST(uint64_t, a.nsc) * 12u;
        st = ktorch__cu_scratch(d, scr_bytes, &scr);
        if (st != KTORCH_OK) goto fail;
        a.scr = KTORCH__CAST(uint64_t, scr);
        st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(scr, 0, KTORCH__CAST(size_t, scr_bytes), d->stream), "cuMemsetD8Async");
        if (st != KTORCH_OK) goto fail;
    }
    span = p.granularity == KTORCH_QUANT_PER_CHANNEL && !a.axis_last ? a.K * a.inner : 0;
    if (scaled && span >= 2048 && span <= 8192 && span % 16 == 0 && a.nch * span == a.n && a.x % 16 == 0 && a.data % 16 == 0 && !p.delayed) {
        /* contiguous channels that fit a block's registers: one pass (kt_q_chan_run) */
        a.span = span;
        st = ktorch__cu_q_launch(d, KTORCH__CUQ_CHAN, a.nch * 256, &a);
        a.span = 0;
    } else if (scaled && p.granularity != KTORCH_QUANT_PER_GROUP) {
        a.flat = a.K % 8 == 0;
        if (a.axis_last) {
            a.units = a.K * ((a.R + KTORCH__CUQ_COL_ROWS - 1) / KTORCH__CUQ_COL_ROWS);
            st = ktorch__cu_q_launch(d, KTORCH__CUQ_COLSTATS, a.units, &a);
        } else {
            st = ktorch__cu_q_stats(d, &a);
        }
        if (st == KTORCH_OK && sync) st = ktorch__cu_q_stats_mark(s, d, x->device.index, &a);
        /* 16-element units with one scale each: per tensor (the encode kernel
           then takes the scale from the keys itself), or per channel off the
           last axis with channel runs of whole units */
        if (p.granularity == KTORCH_QUANT_PER_CHANNEL && !a.axis_last) {
            a.sdiv = a.K * a.inner;
            a.smod = a.nch;
        }
        a.fast = (p.granularity == KTORCH_QUANT_PER_TENSOR || (a.sdiv && a.sdiv % 16 == 0)) && a.n % 16 == 0 && a.x % 16 == 0 && a.data % 16 == 0;
        a.fuse = a.fast && a.n > 0 && p.granularity == KTORCH_QUANT_PER_TENSOR;
        a.units = a.nsc;
        if (st == KTORCH_OK && !a.fuse) st = ktorch__cu_q_launch(d, KTORCH__CUQ_PARAMS, a.units, &a);
        a.units = (a.n + 7) / 8;
        if (st == KTORCH_OK) st = ktorch__cu_q_launch(d, KTORCH__CUQ_ENCODE, a.fast ? (a.n / 16 + 1) / 2 : a.units, &a);
        a.fast = a.fuse = 0;
    } else if (p.granularity == KTORCH_QUANT_PER_GROUP && !(ktorch__cu_q_lanes(a.group) && a.K % a.group == 0)) {
        a.units = a.R * a.ngroups; /* one thread per group */
        st = ktorch__cu_q_launch(d, KTORCH__CUQ_ENCODE, a.units, &a);
    } else {
        /* blocks (MX, nvfp4, q8_0, q4_0; power-of-two groups) held by lane
           groups when every block is whole, else one thread per block */
        if (given_ts) { /* one pass: the code kernels report rejected rows */
            a.tscale = p.nvfp4_tensor_scale;
            out->tensor_scale = p.nvfp4_tensor_scale;
        } else if (kind == KTORCH__QK_NVFP4) { /* the code kernels take the tensor scale from the keys */
            st = ktorch__cu_q_stats(d, &a);
            if (st == KTORCH_OK) st = ktorch__cu_q_stats_mark(s, d, x->device.index, &a);
            a.err = 0; /* the statistics pass reports rejected rows */
        }
        ktorch__cu_q_block_plan(&a);
        a.units = a.R * a.nblk;
        /* fast: 16 elements per thread, about one resident grid (the loop prefetches) */
        if (st == KTORCH_OK)
            st = ktorch__cu_q_launch(d, ktorch__cu_q_block_kernel(&a),
                                     a.fast ? KTORCH__MIN(a.n / 16, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 1024) : a.units * (a.lanes ? a.lanes : 1), &a);
        a.fast = 0;
        if (st == KTORCH_OK && !a.direct && a.aux) {
            uint64_t nb = 0;
            ktorch_tensor_nbytes(&out->data, &nb);
            a.units = KTORCH__CAST(int64_t, nb);
            st = ktorch__cu_q_launch(d, KTORCH__CUQ_PACK, a.units, &a);
        }
    }
    if (st != KTORCH_OK) goto fail;
    /* the host waits for the readback alone: nvfp4's tensor scale (the CPU's
       division, on the device's amax), the delayed amax, rejected rows */
    if (sync) {
        float amax = 0.0f;
        st = ktorch__cu_q_collect(s, d, x->device.index, kind == KTORCH__QK_NVFP4, &amax);
        if (st != KTORCH_OK) goto fail;
        if (kind == KTORCH__QK_NVFP4) out->tensor_scale = amax / (448.0f * 6.0f);
        if (p.delayed) { /* the CPU's history update, on the device's amax */
            ktorch_fp8_delayed_scaling *dl = p.delayed;
            int len = dl->history_len ? dl->history_len : 1, h;
            float hm;
            dl->history[dl->pos] = amax;
            dl->pos = (dl->pos + 1) % len;
            if (dl->count < len) dl->count++;
            hm = amax;
            if (!dl->most_recent)
                for (h = 0; h < dl->count; h++) hm = KTORCH__MAX(hm, dl->history[h]);
            if (hm > 0 && ktorch__finitef(hm)) dl->multiplier = ktorch__fp8_multiplier(f->max_norm, hm, dl->margin);
            else if (!(dl->multiplier > 0)) dl->multiplier = 1.0f;
        }
    }
    ktorch__cu_pop(d);
    ktorch_tensor_free(ctx, &xc);
    ktorch_tensor_free(ctx, &aux);
    return KTORCH_OK;
fail:
    if (pushed) ktorch__cu_pop(d);
    ktorch_tensor_free(ctx, &xc);
    ktorch_tensor_free(ctx, &aux);
    {
        ktorch_status keep = st;
        ktorch_qtensor_free(ctx, out);
        return keep;
    }
}

/* The 16-element chunk path of kt_dq: every chunk in one block or scale, the
   arrays aligned for its vector loads and stores. */
static void ktorch__cu_dq_fast(ktorch__cu_q_args *a) {
    int64_t span = 0;
    int bits = KTORCH__CAST(int, ktorch_dtype_bits(KTORCH__CAST(ktorch_dtype, a->elem)));
    /* alignment of the code loads: q8_0/q4_0 blocks 2 bytes, else one 16-, 12- or 8-byte chunk */
    uint64_t align = a->kind == KTORCH__QK_Q8_0 || a->kind == KTORCH__QK_Q4_0 ? 2 : bits == 8 ? 16 : bits == 6 ? 4 : 8;
    a->fast = 0;
    if (a->n % 16 != 0 || a->out % 16 != 0 || a->data % align != 0) return;
    if (a->kind == KTORCH__QK_INT8 || a->kind == KTORCH__QK_ASYM || a->kind == KTORCH__QK_FP8) {
        if (a->gran == KTORCH_QUANT_PER_TENSOR) span = a->n;
        else if (a->gran == KTORCH_QUANT_PER_CHANNEL && !a->axis_last) span = a->K * a->inner;
        else if (a->gran == KTORCH_QUANT_PER_GROUP && a->K % a->group == 0) span = a->group;
        if (span <= 0 || span % 16 != 0) return;
        a->sdiv = span;
        a->sshift = (span & (span - 1)) == 0 ? 0 : -1;
        while (a->sshift >= 0 && (KTORCH__CAST(int64_t, 1) << a->sshift) < span) a->sshift++;
        a->smod = a->gran == KTORCH_QUANT_PER_CHANNEL && a->nch * span != a->n ? a->nch : 0;
    } else if (a->K % a->group != 0) { /* partial blocks */
        return;
    }
    a->fast = 1;
}

/* the dequantization kernel of planned arguments */
static int ktorch__cu_dq_kernel(const ktorch__cu_q_args *a) {
    if (a->fast && a->kind <= KTORCH__QK_FP8) return KTORCH__CUQ_DQ_TILE;
    if (a->fast && (a->kind == KTORCH__QK_Q8_0 || a->kind == KTORCH__QK_Q4_0) && a->data % 16 == 0) return KTORCH__CUQ_DQ_GGML;
    return KTORCH__CUQ_DQ;
}

static ktorch_status ktorch__cu_dequantize(void *state, ktorch_context *ctx, const ktorch_qtensor *q, ktorch_tensor *out) {
    static const char *fn = "ktorch_dequantize (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__qshapes sh;
    ktorch__cu_q_args a;
    ktorch_status st;
    int which;
    int64_t threads;
    (void)ctx;
    /* q and out are the core's checks (ktorch_qtensor_validate, one device); contiguity ktorch__cu_supports' */
    d = &s->dev[out->device.index];
    if ((st = ktorch__qt_shapes(q, fn, &sh)) != KTORCH_OK) return st;
    memset(&a, 0, sizeof a);
    ktorch__cu_q_geom(q, &a);
    a.data = ktorch__cu_addr(&q->data);
    a.scale = sh.has_scale ? ktorch__cu_addr(&q->scale) : 0;
    a.zp = sh.has_zp ? ktorch__cu_addr(&q->zero_point) : 0;
    a.out = ktorch__cu_addr(out);
    a.odt = out->dtype;
    a.tscale = q->tensor_scale;
    if (a.kind == KTORCH__QK_INT8 || a.kind == KTORCH__QK_ASYM || a.kind == KTORCH__QK_FP8) {
        a.units = (a.n + 7) / 8;
        a.flat = a.K % 8 == 0 && (a.gran != KTORCH_QUANT_PER_GROUP || a.group % 8 == 0);
        a.lanes = 1;
    } else {
        a.units = a.R * a.nblk;
        a.flat = a.K % a.group == 0;
        a.lanes = a.group / 8; /* blocks of 16 or 32 */
    }
    ktorch__cu_dq_fast(&a);
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    /* fast: two chunks per thread and iteration; int8 / int8_asym / fp8
       through the store tiles in the whole grid, the block kinds in about one
       resident grid (measured faster each way); q8_0 / q4_0 with 16-byte
       aligned codes a warp per 32 blocks, one resident grid (3 blocks an SM) */
    threads = a.units * a.lanes;
    which = ktorch__cu_dq_kernel(&a);
    if (which == KTORCH__CUQ_DQ_TILE) threads = (a.n / 16 + 1) / 2;
    else if (which == KTORCH__CUQ_DQ_GGML) threads = KTORCH__MIN((a.n / 1024 + 1) * 32, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 768);
    else if (a.fast) threads = KTORCH__MIN((a.n / 16 + 1) / 2, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 1024);
    st = ktorch__cu_q_launch(d, which, threads, &a);
    ktorch__cu_pop(d);
    return st;
}
/* (end of quantization and fp8 casts) */

/* ---- matrix products (kind 6) ---- */
/* Own kernel (shaders/gemm.cu) for every path; cuBLASLt, loaded with dlopen
   on first use (env KTORCH_CUDA_CUBLASLT names the library, else
   libcublasLt.so.13, .12, .so), for fp8 x fp8 with per-tensor scales and for
   dense bf16/f16 when present. KTORCH_CUDA_NO_CUBLASLT=1 (read at each call)
   forces the own kernel. */

/* cuBLASLt declarations (values from cublasLt.h / cublas_api.h / library_types.h) */
typedef int ktorch__ltStatus;
typedef struct ktorch__ltContext *ktorch__ltHandle;
typedef struct ktorch__ltDesc_st *ktorch__ltDesc;
typedef struct ktorch__ltLayout_st *ktorch__ltLayout;
typedef struct ktorch__ltPref_st *ktorch__ltPref;
typedef struct ktorch__ltAlgo {
    uint64_t data[8];
} ktorch__ltAlgo;
typedef struct ktorch__ltHeur {
    ktorch__ltAlgo algo;
    size_t workspaceSize;
    ktorch__ltStatus state;
    float wavesCount;
    int reserved[4];
} ktorch__ltHeur;
#define KTORCH__LT_R_32F 0
#define KTORCH__LT_R_16F 2
#define KTORCH__LT_R_16BF 14
#define KTORCH__LT_R_8F_E4M3 28
#define KTORCH__LT_R_8F_E5M2 29
#define KTORCH__LT_COMPUTE_32F 68
#define KTORCH__LT_OP_N 0
#define KTORCH__LT_OP_T 1
#define KTORCH__LT_DESC_TRANSA 3
#define KTORCH__LT_DESC_TRANSB 4
#define KTORCH__LT_DESC_A_SCALE_POINTER 17
#define KTORCH__LT_DESC_B_SCALE_POINTER 18
#define KTORCH__LT_PREF_MAX_WORKSPACE_BYTES 1
#define KTORCH__LT_WORKSPACE (32u << 20)

typedef struct ktorch__lt_api {
    ktorch__ltStatus (*cublasLtCreate)(ktorch__ltHandle *);
    ktorch__ltStatus (*cublasLtDestroy)(ktorch__ltHandle);
    ktorch__ltStatus (*cublasLtMatmulDescCreate)(ktorch__ltDesc *, int, int);
    ktorch__ltStatus (*cublasLtMatmulDescDestroy)(ktorch__ltDesc);
    ktorch__ltStatus (*cublasLtMatmulDescSetAttribute)(ktorch__ltDesc, int, const void *, size_t);
    ktorch__ltStatus (*cublasLtMatrixLayoutCreate)(ktorch__ltLayout *, int, uint64_t, uint64_t, int64_t);
    ktorch__ltStatus (*cublasLtMatrixLayoutDestroy)(ktorch__ltLayout);
    ktorch__ltStatus (*cublasLtMatmulPreferenceCreate)(ktorch__ltPref *);
    ktorch__ltStatus (*cublasLtMatmulPreferenceDestroy)(ktorch__ltPref);
    ktorch__ltStatus (*cublasLtMatmulPreferenceSetAttribute)(ktorch__ltPref, int, const void *, size_t);
    ktorch__ltStatus (*cublasLtMatmulAlgoGetHeuristic)(ktorch__ltHandle, ktorch__ltDesc, ktorch__ltLayout, ktorch__ltLayout, ktorch__ltLayout,
                                                       ktorch__ltLayout, ktorch__ltPref, int, ktorch__ltHeur *, int *);
    ktorch__ltStatus (*cublasLtMatmul)(ktorch__ltHandle, ktorch__ltDesc, const void *, const void *, ktorch__ltLayout, const void *,
                                       ktorch__ltLayout, const void *, const void *, ktorch__ltLayout, void *, ktorch__ltLayout,
                                       const ktorch__ltAlgo *, void *, size_t, ktorch__CUstream);
} ktorch__lt_api;
#define KTORCH__LT_SYM(field) {#field, offsetof(ktorch__lt_api, field)}
static const ktorch__cu_sym ktorch__lt_syms[] = {
    KTORCH__LT_SYM(cublasLtCreate),          KTORCH__LT_SYM(cublasLtDestroy),
    KTORCH__LT_SYM(cublasLtMatmulDescCreate), KTORCH__LT_SYM(cublasLtMatmulDescDestroy),
    KTORCH__LT_SYM(cublasLtMatmulDescSetAttribute), KTORCH__LT_SYM(cublasLtMatrixLayoutCreate),
    KTORCH__LT_SYM(cublasLtMatrixLayoutDestroy), KTORCH__LT_SYM(cublasLtMatmulPreferenceCreate),
    KTORCH__LT_SYM(cublasLtMatmulPreferenceDestroy), KTORCH__LT_SYM(cublasLtMatmulPreferenceSetAttribute),
    KTORCH__LT_SYM(cublasLtMatmulAlgoGetHeuristic), KTORCH__LT_SYM(cublasLtMatmul),
};

/* A cached plan: descriptors and the chosen algorithm for one problem. */
#define KTORCH__LT_PLANS 16
typedef struct ktorch__lt_plan {
    int used, dev, ta, tb, td;
    int64_t M, N, K, ldw, ldx, ldy;
    ktorch__ltDesc desc;
    ktorch__ltLayout la, lb, ld;
    ktorch__ltAlgo algo;
    size_t ws;
} ktorch__lt_plan;

struct ktorch__cu_gemm {
    int tried;           /* cuBLASLt load attempted */
    void *lib;           /* NULL: not available */
    ktorch__lt_api lt;
    ktorch__ltHandle handle[KTORCH__MAX_DEVICES];
    ktorch__lt_plan plans[KTORCH__LT_PLANS];
    int next_plan;
    int last_path; /* 1 cuBLASLt, 2 own mma.sync kernel, 3 own wgmma kernel (for tests) */
    int last_splits;
};

static struct ktorch__cu_gemm *ktorch__cug_state(ktorch__cu_state *s) {
    if (!s->gemm) s->gemm = KTORCH__CAST(struct ktorch__cu_gemm *, ktorch__calloc(&s->alloc, 1, sizeof *s->gemm));
    return s->gemm;
}

static void ktorch__cug_destroy(ktorch__cu_state *s) {
    struct ktorch__cu_gemm *g = s->gemm;
    int i;
    if (!g) return;
    for (i = 0; i < KTORCH__LT_PLANS; i++) {
        ktorch__lt_plan *p = &g->plans[i];
        if (!p->used) continue;
        g->lt.cublasLtMatrixLayoutDestroy(p->la);
        g->lt.cublasLtMatrixLayoutDestroy(p->lb);
        g->lt.cublasLtMatrixLayoutDestroy(p->ld);
        g->lt.cublasLtMatmulDescDestroy(p->desc);
    }
    for (i = 0; i < KTORCH__MAX_DEVICES; i++)
        if (g->handle[i]) g->lt.cublasLtDestroy(g->handle[i]);
    /* the library stays loaded, like NVRTC */
    ktorch__free(&s->alloc, g);
    s->gemm = NULL;
}

/* cuBLASLt handle for a device (context current); NULL when unavailable or disabled. */
static ktorch__ltHandle ktorch__cug_lt(ktorch__cu_state *s, int dev) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    const char *off = getenv("KTORCH_CUDA_NO_CUBLASLT");
    if (!g || (off && *off && *off != '0')) return NULL;
    if (!g->tried) {
        static const char *const names[] = {"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so",
                                            "/usr/local/cuda/lib64/libcublasLt.so.13", "/usr/local/cuda/lib64/libcublasLt.so.12",
                                            "/usr/local/cuda/lib64/libcublasLt.so"};
        const char *used = NULL, *missing = NULL, *path = getenv("KTORCH_CUDA_CUBLASLT");
        g->tried = 1;
        g->lib = path && *path ? ktorch__cu_dlopen(&path, 1, &used) : ktorch__cu_dlopen(names, 6, &used);
        if (g->lib && !ktorch__cu_resolve(g->lib, ktorch__lt_syms, sizeof ktorch__lt_syms / sizeof ktorch__lt_syms[0], &g->lt, &missing)) {
            dlclose(g->lib);
            g->lib = NULL;
        }
    }
    if (!g->lib) return NULL;
    if (!g->handle[dev] && g->lt.cublasLtCreate(&g->handle[dev]) != 0) g->handle[dev] = NULL;
    return g->handle[dev];
}

/* y^T[N,M] = W[N,K] x^T in cuBLASLt's column-major terms: A = W (transposed,
   ld K), B = x (ld ldx), D = y (ld ldy). Returns KTORCH_UNSUPPORTED when
   cuBLASLt offers no algorithm (the caller then runs the own kernel).
   Context pushed by the caller. */
static ktorch_status ktorch__cug_lt_run(ktorch__cu_state *s, ktorch__cu_device *d, int dev, int ta, int tb, int td, int64_t M, int64_t N,
                                        int64_t K, int64_t ldw, int64_t ldx, int64_t ldy, uint64_t w, uint64_t x, uint64_t y, uint64_t sw,
                                        uint64_t sx) {
    struct ktorch__cu_gemm *g;
    ktorch__ltHandle h = ktorch__cug_lt(s, dev);
    ktorch__lt_plan *p = NULL;
    ktorch__CUdeviceptr ws = 0;
    float alpha = 1.0f, beta = 0.0f;
    int i;
    ktorch_status st;
    if (!h) return KTORCH_UNSUPPORTED;
    g = s->gemm;
    for (i = 0; i < KTORCH__LT_PLANS; i++) {
        ktorch__lt_plan *q = &g->plans[i];
        if (q->used && q->dev == dev && q->ta == ta && q->tb == tb && q->td == td && q->M == M && q->N == N && q->K == K && q->ldw == ldw &&
            q->ldx == ldx && q->ldy == ldy) {
            p = q;
            break;
        }
    }
    if (!p) {
        ktorch__lt_plan np;
        ktorch__ltPref pref = NULL;
        ktorch__ltHeur heur;
        int opa = KTORCH__LT_OP_T, opb = KTORCH__LT_OP_N, found = 0, ok;
        uint64_t wsmax = KTORCH__LT_WORKSPACE;
        memset(&np, 0, sizeof np);
        memset(&heur, 0, sizeof heur);
        ok = g->lt.cublasLtMatmulDescCreate(&np.desc, KTORCH__LT_COMPUTE_32F, KTORCH__LT_R_32F) == 0;
        ok = ok && g->lt.cublasLtMatmulDescSetAttribute(np.desc, KTORCH__LT_DESC_TRANSA, &opa, sizeof opa) == 0;
        ok = ok && g->lt.cublasLtMatmulDescSetAttribute(np.desc, KTORCH__LT_DESC_TRANSB, &opb, sizeof opb) == 0;
        if (ok && sw) {
            /* the pointers are set per call; setting them here makes the heuristic consider scaled kernels */
            ok = g->lt.cublasLtMatmulDescSetAttribute(np.desc, KTORCH__LT_DESC_A_SCALE_POINTER, &sw, sizeof sw) == 0 &&
                 g->lt.cublasLtMatmulDescSetAttribute(np.desc, KTORCH__LT_DESC_B_SCALE_POINTER, &sx, sizeof sx) == 0;
        }
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.la, ta, KTORCH__CAST(uint64_t, K), KTORCH__CAST(uint64_t, N), ldw) == 0;
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.lb, tb, KTORCH__CAST(uint64_t, K), KTORCH__CAST(uint64_t, M), ldx) == 0;
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.ld, td, KTORCH__CAST(uint64_t, N), KTORCH__CAST(uint64_t, M), ldy) == 0;
        ok = ok && g->lt.cublasLtMatmulPreferenceCreate(&pref) == 0;
        ok = ok && g->lt.cublasLtMatmulPreferenceSetAttribute(pref, KTORCH__LT_PREF_MAX_WORKSPACE_BYTES, &wsmax, sizeof wsmax) == 0;
        ok = ok && g->lt.cublasLtMatmulAlgoGetHeuristic(h, np.desc, np.la, np.lb, np.ld, np.ld, pref, 1, &heur, &found) == 0 && found > 0;
        if (pref) g->lt.cublasLtMatmulPreferenceDestroy(pref);
        if (!ok) {
            if (np.la) g->lt.cublasLtMatrixLayoutDestroy(np.la);
            if (np.lb) g->lt.cublasLtMatrixLayoutDestroy(np.lb);
            if (np.ld) g->lt.cublasLtMatrixLayoutDestroy(np.ld);
            if (np.desc) g->lt.cublasLtMatmulDescDestroy(np.desc);
            return KTORCH_UNSUPPORTED;
        }
        np.used = 1;
        np.dev = dev; np.ta = ta; np.tb = tb; np.td = td;
        np.M = M; np.N = N; np.K = K; np.ldw = ldw; np.ldx = ldx; np.ldy = ldy;
        np.algo = heur.algo;
        np.ws = heur.workspaceSize;
        p = &g->plans[g->next_plan];
        g->next_plan = (g->next_plan + 1) % KTORCH__LT_PLANS;
        if (p->used) {
            g->lt.cublasLtMatrixLayoutDestroy(p->la);
            g->lt.cublasLtMatrixLayoutDestroy(p->lb);
            g->lt.cublasLtMatrixLayoutDestroy(p->ld);
            g->lt.cublasLtMatmulDescDestroy(p->desc);
        }
        *p = np;
    }
    if (sw && (g->lt.cublasLtMatmulDescSetAttribute(p->desc, KTORCH__LT_DESC_A_SCALE_POINTER, &sw, sizeof sw) != 0 ||
               g->lt.cublasLtMatmulDescSetAttribute(p->desc, KTORCH__LT_DESC_B_SCALE_POINTER, &sx, sizeof sx) != 0))
        return KTORCH_UNSUPPORTED;
    if (p->ws) {
        st = ktorch__cu_scratch(d, p->ws, &ws);
        if (st != KTORCH_OK) return st;
    }
    if (g->lt.cublasLtMatmul(h, p->desc, &alpha, KTORCH__RCAST(const void *, KTORCH__CAST(uintptr_t, w)), p->la,
                             KTORCH__RCAST(const void *, KTORCH__CAST(uintptr_t, x)), p->lb, &beta,
                             KTORCH__RCAST(const void *, KTORCH__CAST(uintptr_t, y)), p->ld, KTORCH__RCAST(void *, KTORCH__CAST(uintptr_t, y)),
                             p->ld, &p->algo, KTORCH__RCAST(void *, KTORCH__CAST(uintptr_t, ws)), p->ws, d->stream) != 0)
        return ktorch__fail(KTORCH_DEVICE_ERROR, "ktorch_cuda: cublasLtMatmul failed");
    g->last_path = 1;
    return KTORCH_OK;
}

/* Host mirror of kt_gemm_args in shaders/gemm.cu. */
typedef struct ktorch__cu_gemm_args {
    uint64_t x, w, y, sx, sw, part;
    int64_t M, N, K, ldx, ldw, ldy, y_dtype, sx_rows, sw_rows, wfmt, w_nb, w_block, k_split;
    double tscale;
} ktorch__cu_gemm_args;

/* Own kernel: mode as in gemm.cu; a.K etc. set by the caller. Context pushed. */
static ktorch_status ktorch__cug_own(ktorch__cu_state *s, ktorch__cu_device *d, int mode, ktorch__cu_gemm_args *a, const char *fn) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    int dt = mode == 1 || mode == 7; /* bf16 modes: the prelude's KT_DTYPE agrees */
    const char *nowg = getenv("KTORCH_CUDA_GEMM_NO_WGMMA");
    int tile = a->M <= 16 && ktorch__cu_find_spec(6, 1, dt, mode) >= 0 ? 1 : 0, spec, bm, bn, threads, ke, esize;
    int64_t nk, mb, nb, blocks, splits = 1, per;
    uint64_t smem;
    ktorch__CUfunction f;
    ktorch_status st;
    /* sm_90a: warpgroup MMA tiles above 16 rows for 16-bit and int8 operands
       (KTORCH_CUDA_GEMM_NO_WGMMA=1 keeps mma.sync). fp8 stays on mma.sync:
       wgmma accumulates fp8 products with fewer bits than f32 and, without
       promotion to f32 registers, missed the 2^-12 sum|x w| bound (PERF.md). */
    if (!tile && ktorch__cu_sm90(d) && !(nowg && *nowg && *nowg != '0') && ktorch__cu_find_spec(6, 2, dt, mode) >= 0) tile = 2;
    spec = ktorch__cu_find_spec(6, tile, dt, mode);
    if (spec < 0 || !g) return ktorch__fail(KTORCH_INTERNAL, "%s (cuda): no kernel for mode %d", fn, mode);
    if (tile == 2) {
        uint64_t smem2 = KTORCH__CAST(uint64_t, 4 * (128 + 256) * 128 + 1024);
        int64_t blocks2 = ((a->M + 127) / 128) * ((a->N + 255) / 256);
        a->k_split = a->K;
        st = ktorch__cu_function(d, spec, 0, &f);
        if (st == KTORCH_OK && smem2 > KTORCH__CAST(uint64_t, d->smem_optin))
            st = ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): kernel needs %llu bytes of shared memory", fn, KTORCH__CAST(unsigned long long, smem2));
        if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuFuncSetAttribute(f, KTORCH__CU_FUNC_MAX_DYN_SMEM, KTORCH__CAST(int, smem2)), "cuFuncSetAttribute");
        if (st == KTORCH_OK && blocks2 > 0x7fffffff) st = ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): too many tiles", fn);
        if (st == KTORCH_OK) st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, blocks2), 1, 1, 256, KTORCH__CAST(unsigned, smem2), a);
        g->last_path = 3;
        g->last_splits = 1;
        return st;
    }
    bm = tile ? 16 : 128;
    bn = tile ? 64 : 128;
    threads = tile ? 128 : 256;
    esize = (mode <= 1 || mode >= 7) ? 2 : 1;
    ke = 64 / esize;
    mb = (a->M + bm - 1) / bm;
    nb = (a->N + bn - 1) / bn;
    if (mb > 65535) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): M = %lld is too large", fn, KTORCH__CAST(long long, a->M));
    nk = (a->K + ke - 1) / ke;
    blocks = mb * nb;
    /* split K when the grid would leave multiprocessors idle */
    {
        /* quantized W streams from memory: more blocks keep more loads in flight */
        int64_t target = KTORCH__CAST(int64_t, d->sms) * (mode >= 7 ? 8 : 2);
        if (blocks < target && nk >= 8) splits = (target + blocks - 1) / blocks;
        if (splits > nk / 4) splits = nk / 4;
        if (splits > 32) splits = 32;
        if (splits < 1) splits = 1;
    }
    per = (nk + splits - 1) / splits;
    splits = nk ? (nk + per - 1) / per : 1;
    a->k_split = per ? per * ke : ke;
    if (splits > 1) {
        uint64_t bytes;
        ktorch__CUdeviceptr part = 0;
        if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, splits) * KTORCH__CAST(uint64_t, a->M), KTORCH__CAST(uint64_t, a->N) * 4u, &bytes))
            return ktorch__fail(KTORCH_OVERFLOW, "%s (cuda): split workspace overflows", fn);
        st = ktorch__cu_scratch(d, bytes, &part);
        if (st != KTORCH_OK) return st;
        a->part = part;
    }
    smem = KTORCH__CAST(uint64_t, 4 * (bm + bn) * 80);
    st = ktorch__cu_function(d, spec, 0, &f);
    if (st == KTORCH_OK && smem > KTORCH__CAST(uint64_t, d->smem_optin))
        st = ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): kernel needs %llu bytes of shared memory", fn, KTORCH__CAST(unsigned long long, smem));
    if (st == KTORCH_OK && smem > 48u * 1024u)
        st = ktorch__cu_check(s, s->cu.cuFuncSetAttribute(f, KTORCH__CU_FUNC_MAX_DYN_SMEM, KTORCH__CAST(int, smem)), "cuFuncSetAttribute");
    if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, nb), KTORCH__CAST(unsigned, mb), KTORCH__CAST(unsigned, splits),
                               KTORCH__CAST(unsigned, threads), KTORCH__CAST(unsigned, smem), a);
    if (st == KTORCH_OK && splits > 1) {
        int64_t rb = (a->M * a->N + 255) / 256;
        st = ktorch__cu_function(d, spec, 1, &f);
        if (rb > 8192) rb = 8192;
        if (st == KTORCH_OK) st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, rb), 1, 1, 256, 0, a);
    }
    g->last_path = 2;
    g->last_splits = KTORCH__CAST(int, splits);
    return st;
}

/* A tensor argument on cuda device `dev` (dev < 0: take it from t). */
/* Unit inner stride and 16-byte aligned rows (the shapes are the core's checks). */
static ktorch_status ktorch__cug_rows(const ktorch_tensor *t, const char *fn, const char *name) {
    uint64_t es = ktorch__esize(t->dtype);
    if ((t->stride[1] != 1 && t->shape[1] > 1) || (KTORCH__CAST(uint64_t, t->stride[0]) * es) % 16u || (KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, ktorch_tensor_ptr(t))) & 15u))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): '%s' needs contiguous rows starting at 16-byte boundaries", fn, name);
    return KTORCH_OK;
}

static ktorch_status ktorch__cug_out(const ktorch_tensor *y, const char *fn) {
    if (y->stride[1] != 1 && y->shape[1] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): 'y' needs contiguous rows", fn);
    return KTORCH_OK;
}
static int ktorch__cug_lt_type(ktorch_dtype t) {
    switch (t) {
    case KTORCH_F32: return KTORCH__LT_R_32F;
    case KTORCH_F16: return KTORCH__LT_R_16F;
    case KTORCH_BF16: return KTORCH__LT_R_16BF;
    case KTORCH_FP8_E4M3: return KTORCH__LT_R_8F_E4M3;
    case KTORCH_FP8_E5M2: return KTORCH__LT_R_8F_E5M2;
    default: return -1;
    }
}

static ktorch_status ktorch__cu_matmul_nt(void *state, ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_matmul_nt";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_gemm_args a;
    ktorch_status st;
    int dev = x->device.index;
    int64_t M, N, K;
    (void)ctx;
    if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): 'x' must be bf16 or f16 on the device, not %s", fn, ktorch_dtype_name(x->dtype));
    if (w->dtype != x->dtype) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): 'w' must have the dtype of 'x' (%s)", fn, ktorch_dtype_name(x->dtype));
    M = x->shape[0];
    N = w->shape[0];
    K = x->shape[1];
    if ((st = ktorch__cug_rows(x, fn, "x")) != KTORCH_OK || (st = ktorch__cug_rows(w, fn, "w")) != KTORCH_OK || (st = ktorch__cug_out(y, fn)) != KTORCH_OK)
        return st;
    if (M == 0 || N == 0) return KTORCH_OK;
    d = &s->dev[dev];
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = KTORCH_UNSUPPORTED;
    if (K > 0 && (KTORCH__CAST(uint64_t, y->stride[0]) * ktorch__esize(y->dtype)) % 16u == 0)
        st = ktorch__cug_lt_run(s, d, dev, ktorch__cug_lt_type(w->dtype), ktorch__cug_lt_type(x->dtype), ktorch__cug_lt_type(y->dtype), M, N, K,
                                w->stride[0], x->stride[0], y->stride[0], ktorch__cu_addr(w), ktorch__cu_addr(x), ktorch__cu_addr(y), 0, 0);
    if (st == KTORCH_UNSUPPORTED) {
        memset(&a, 0, sizeof a);
        a.x = ktorch__cu_addr(x); a.w = ktorch__cu_addr(w); a.y = ktorch__cu_addr(y);
        a.M = M; a.N = N; a.K = K; a.ldx = x->stride[0]; a.ldw = w->stride[0]; a.ldy = y->stride[0];
        a.y_dtype = y->dtype;
        st = ktorch__cug_own(s, d, x->dtype == KTORCH_BF16 ? 1 : 0, &a, fn);
    }
    ktorch__cu_pop(d);
    return st;
}

/* The codes of a (validated) device qtensor start at a 16-byte boundary. */
static ktorch_status ktorch__cug_qt(const ktorch_qtensor *q, const char *fn, const char *name) {
    if ((KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, q->data.data)) & 15u) != 0)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): '%s' codes must start at a 16-byte boundary", fn, name);
    return KTORCH_OK;
}
static ktorch_status ktorch__cu_qmatmul(void *state, ktorch_context *ctx, const ktorch_tensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_qmatmul";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_gemm_args a;
    ktorch_status st;
    int dev = x->device.index, fmt;
    int64_t M, N, K;
    (void)ctx;
    if ((st = ktorch__cug_qt(w, fn, "w")) != KTORCH_OK) return st;
    if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): 'x' must be bf16 or f16 on the device, not %s", fn, ktorch_dtype_name(x->dtype));
    switch (w->format) {
    case KTORCH_QUANT_INT8: fmt = 0; break;
    case KTORCH_QUANT_FP8_E4M3: fmt = 1; break;
    case KTORCH_QUANT_FP8_E5M2: fmt = 2; break;
    case KTORCH_QUANT_MXFP4: fmt = 3; break;
    case KTORCH_QUANT_NVFP4: fmt = 4; break;
    case KTORCH_QUANT_MXFP8_E4M3: fmt = 5; break;
    default:
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): weights in %s are not supported on the device (int8, fp8_e4m3, fp8_e5m2, mxfp8_e4m3, mxfp4, nvfp4)",
                            fn, ktorch_quant_format_name(w->format));
    }
    M = x->shape[0];
    N = w->shape[0];
    K = w->shape[1];
    if ((st = ktorch__cug_rows(x, fn, "x")) != KTORCH_OK || (st = ktorch__cug_out(y, fn)) != KTORCH_OK) return st;
    if (K % 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): K = %lld must be a multiple of 8", fn, KTORCH__CAST(long long, K));
    memset(&a, 0, sizeof a);
    if (fmt <= 2) {
        if (w->granularity == KTORCH_QUANT_PER_CHANNEL && w->axis != 0)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): per-channel weight scales must run along axis 0", fn);
        if (w->granularity == KTORCH_QUANT_PER_GROUP) {
            if (w->block % 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): the weight group (%lld) must be a multiple of 8", fn, KTORCH__CAST(long long, w->block));
            a.w_block = w->block;
            a.w_nb = w->scale.shape[1];
        }
        a.sw_rows = w->granularity == KTORCH_QUANT_PER_CHANNEL;
    } else {
        a.w_block = w->block;
        a.w_nb = w->scale.shape[w->scale.ndim - 1];
    }
    if (M == 0) return KTORCH_OK;
    a.x = ktorch__cu_addr(x); a.w = ktorch__cu_addr(&w->data); a.y = ktorch__cu_addr(y); a.sw = ktorch__cu_addr(&w->scale);
    a.M = M; a.N = N; a.K = K; a.ldx = x->stride[0]; a.ldw = K; a.ldy = y->stride[0];
    a.y_dtype = y->dtype;
    a.wfmt = fmt;
    a.tscale = w->tensor_scale;
    d = &s->dev[dev];
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = ktorch__cug_own(s, d, x->dtype == KTORCH_BF16 ? 7 : 8, &a, fn);
    ktorch__cu_pop(d);
    return st;
}

static ktorch_status ktorch__cu_qmatmul_w8a8(void *state, ktorch_context *ctx, const ktorch_qtensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    static const char *fn = "ktorch_qmatmul_w8a8";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_gemm_args a;
    ktorch_status st;
    int dev = y->device.index, fp8, mode;
    int64_t M, N, K;
    (void)ctx;
    if ((st = ktorch__cug_qt(x, fn, "x")) != KTORCH_OK || (st = ktorch__cug_qt(w, fn, "w")) != KTORCH_OK) return st;
    fp8 = x->format != KTORCH_QUANT_INT8;
    M = x->shape[0];
    N = w->shape[0];
    K = x->shape[1];
    if (K % 16) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): K = %lld must be a multiple of 16", fn, KTORCH__CAST(long long, K));
    if (!fp8 && K > (INT64_C(1) << 17))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): K = %lld exceeds 131072 (int32 accumulators could overflow)", fn, KTORCH__CAST(long long, K));
    d = &s->dev[dev];
    if (fp8 && d->cc_major * 10 + d->cc_minor < 89)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s (cuda): fp8 products need compute capability 8.9 or newer (%s is %d.%d)", fn, d->name, d->cc_major, d->cc_minor);
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = KTORCH_UNSUPPORTED;
    if (fp8 && x->granularity == KTORCH_QUANT_PER_TENSOR && w->granularity == KTORCH_QUANT_PER_TENSOR && N % 16 == 0 &&
        (KTORCH__CAST(uint64_t, y->stride[0]) * ktorch__esize(y->dtype)) % 16u == 0)
        st = ktorch__cug_lt_run(s, d, dev, ktorch__cug_lt_type(w->data.dtype), ktorch__cug_lt_type(x->data.dtype), ktorch__cug_lt_type(y->dtype), M, N, K,
                                K, K, y->stride[0], ktorch__cu_addr(&w->data), ktorch__cu_addr(&x->data), ktorch__cu_addr(y),
                                ktorch__cu_addr(&w->scale), ktorch__cu_addr(&x->scale));
    if (st == KTORCH_UNSUPPORTED) {
        memset(&a, 0, sizeof a);
        a.x = ktorch__cu_addr(&x->data); a.w = ktorch__cu_addr(&w->data); a.y = ktorch__cu_addr(y);
        a.sx = ktorch__cu_addr(&x->scale); a.sw = ktorch__cu_addr(&w->scale);
        a.sx_rows = x->granularity == KTORCH_QUANT_PER_CHANNEL;
        a.sw_rows = w->granularity == KTORCH_QUANT_PER_CHANNEL;
        a.M = M; a.N = N; a.K = K; a.ldx = K; a.ldw = K; a.ldy = y->stride[0];
        a.y_dtype = y->dtype;
        mode = !fp8 ? 2 : 3 + 2 * (x->format == KTORCH_QUANT_FP8_E5M2) + (w->format == KTORCH_QUANT_FP8_E5M2);
        st = ktorch__cug_own(s, d, mode, &a, fn);
    }
    ktorch__cu_pop(d);
    return st;
}
/* (end of matrix products) */

/* ---- variants: merge, chunked, dilated (kind 7) ---- */
/* Host mirrors of kt_merge_args / kt_dil_args in shaders/variants.cu. */
typedef struct ktorch__cu_merge_args {
    uint64_t a, la, b, lb, o, lo;
    int64_t as[4], bs[4], os[4], las[3], lbs[3], los[3];
    int64_t B, H, N, D, a_dt, b_dt, o_dt, a_empty, b_empty, vw, gs;
} ktorch__cu_merge_args;
typedef struct ktorch__cu_dil_args {
    uint64_t q, k, v, gq, gk, gv, go, gl, o, lo;
    int64_t qs[4], ks[4], vs[4], os[4], los[3];
    int64_t B, nh, h0, hstep, group, nseg, seg0, w, off, r, n, D, dt, mode, x0, items, hmod, gs;
    double scale;
} ktorch__cu_dil_args;

static int64_t ktorch__cu_var_dt(ktorch_dtype dt) { return dt == KTORCH_F32 ? 0 : dt == KTORCH_F16 ? 1 : 2; }
/* Rows of t load as aligned vw-element vectors: unit element stride, row
   strides multiples of vw, start aligned to vw elements (16 bytes for f32). */
static int ktorch__cu_var_vec(const ktorch_tensor *t, int vw) {
    uint64_t align = KTORCH__CAST(uint64_t, vw) * ktorch__esize(t->dtype);
    int i;
    if (t->shape[3] % vw || (t->stride[3] != 1 && t->shape[3] > 1)) return 0;
    for (i = 0; i < 3; i++)
        if (t->shape[i] > 1 && t->stride[i] % vw) return 0;
    return ktorch__cu_addr(t) % (align > 16 ? 16 : align) == 0;
}
/* Lanes per row at 8 elements a lane: the power of two covering D/8. */
static int64_t ktorch__cu_var_lanes(int64_t D) {
    int64_t g = 1;
    while (g < 32 && g * 8 < D) g *= 2;
    return g;
}
/* Kernel `which` of the variants family (0 merge, 1 gather, 2 scatter) over
   `units` work items, `per_block` per 256-thread block (grid-stride beyond
   2^20 blocks). Context must be current. */
static ktorch_status ktorch__cu_var_launch(ktorch__cu_device *d, int which, int64_t units, int64_t per_block, void *args) {
    ktorch__CUfunction f;
    int64_t blocks = (units + per_block - 1) / per_block;
    ktorch_status st;
    if (units <= 0) return KTORCH_OK;
    if (blocks > (1 << 20)) blocks = 1 << 20;
    st = ktorch__cu_function(d, ktorch__cu_find_spec(7, 0, 0, 0), which, &f);
    if (st != KTORCH_OK) return st;
    return ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, blocks), 1, 1, 256, 0, args);
}

/* o/lo = merge of (oa, la) and (ob, lb); a NULL side is empty (LSE -inf,
   never read); lo may be NULL. Shapes come from o. Context must be current. */
static ktorch_status ktorch__cu_merge_run(ktorch__cu_device *d, const ktorch_tensor *oa, const ktorch_tensor *la, const ktorch_tensor *ob,
                                         const ktorch_tensor *lb, ktorch_tensor *o, ktorch_tensor *lo) {
    ktorch__cu_merge_args m;
    int i;
    memset(&m, 0, sizeof m);
    m.B = o->shape[0];
    m.H = o->shape[1];
    m.N = o->shape[2];
    m.D = o->shape[3];
    m.a_empty = !oa;
    m.b_empty = !ob;
    m.vw = 1;
    m.gs = 32;
    if (ktorch__cu_var_vec(o, 8) && (!oa || ktorch__cu_var_vec(oa, 8)) && (!ob || ktorch__cu_var_vec(ob, 8))) {
        m.vw = 8;
        m.gs = ktorch__cu_var_lanes(m.D);
    } else if (ktorch__cu_var_vec(o, 4) && (!oa || ktorch__cu_var_vec(oa, 4)) && (!ob || ktorch__cu_var_vec(ob, 4))) {
        m.vw = 4;
    }
    m.o = ktorch__cu_addr(o);
    m.o_dt = ktorch__cu_var_dt(o->dtype);
    for (i = 0; i < 4; i++) m.os[i] = o->stride[i];
    if (oa) {
        m.a = ktorch__cu_addr(oa);
        m.la = ktorch__cu_addr(la);
        m.a_dt = ktorch__cu_var_dt(oa->dtype);
        for (i = 0; i < 4; i++) m.as[i] = oa->stride[i];
        for (i = 0; i < 3; i++) m.las[i] = la->stride[i];
    }
    if (ob) {
        m.b = ktorch__cu_addr(ob);
        m.lb = ktorch__cu_addr(lb);
        m.b_dt = ktorch__cu_var_dt(ob->dtype);
        for (i = 0; i < 4; i++) m.bs[i] = ob->stride[i];
        for (i = 0; i < 3; i++) m.lbs[i] = lb->stride[i];
    }
    if (lo) {
        m.lo = ktorch__cu_addr(lo);
        for (i = 0; i < 3; i++) m.los[i] = lo->stride[i];
    }
    return ktorch__cu_var_launch(d, 0, m.B * m.H * m.N, 8 * (32 / m.gs), &m);
}

static ktorch_status ktorch__cu_attention_merge(void *state, ktorch_context *ctx, const ktorch_tensor *out_a, const ktorch_tensor *lse_a,
                                                const ktorch_tensor *out_b, const ktorch_tensor *lse_b, ktorch_tensor *out, ktorch_tensor *lse) {
    ktorch__cu_device *d = &KTORCH__CAST(ktorch__cu_state *, state)->dev[out->device.index];
    ktorch_status st;
    (void)ctx;
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = ktorch__cu_merge_run(d, out_a, lse_a, out_b, lse_b, out, lse);
    ktorch__cu_pop(d);
    return st;
}

/* q, k, v, out on one cuda device in one 16-bit float dtype. */
static ktorch_status ktorch__cu_var_inputs(ktorch__cu_state *s, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                                          const ktorch_tensor *out, const char *fn) {
    const int dev = q->device.index;
    if (dev < 0 || dev >= s->ndev) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: no cuda device %d", fn, dev);
    if ((q->dtype != KTORCH_F16 && q->dtype != KTORCH_BF16) || k->dtype != q->dtype || v->dtype != q->dtype || out->dtype != q->dtype)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: q, k, v and out must share one dtype, f16 or bf16, on the device (got %s, %s, %s, %s)", fn,
                            ktorch_dtype_name(q->dtype), ktorch_dtype_name(k->dtype), ktorch_dtype_name(v->dtype), ktorch_dtype_name(out->dtype));
    if (v->shape[3] != q->shape[3])
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: v's head dim (%lld) must equal q's (%lld) on the device", fn,
                            KTORCH__CAST(long long, v->shape[3]), KTORCH__CAST(long long, q->shape[3]));
    return KTORCH_OK;
}

/* ---- dilated: gather the selected positions, attend, scatter back -------
   One call covers the heads that share a head offset (LONGNET: h = o, o+r,
   ...; GROUPS: one group) and the segments that select the same number of
   positions (the full ones, then the short last one), as [items, 1, n, D]
   with items = (batch, head, segment). LONGNET merges each call's rows into
   out/LSE (out starts at 0, LSE at -inf), which is one softmax over the union
   of the patterns; GROUPS stores rows scaled by 1/count. */
typedef struct ktorch__cu_dil {
    ktorch__cu_state *s;
    ktorch__cu_device *d;
    ktorch_context *ctx;
    const ktorch__attn *a;
    const ktorch_attention_params *params;
    const ktorch_tensor *q, *k, *v;
    ktorch_tensor *out, *lse;
    ktorch_tensor gq, gk, gv, go, gl; /* workspace rows */
    int64_t rows_cap, rows_max;
    int causal, dry;
} ktorch__cu_dil;

static ktorch_status ktorch__cu_dil_call(ktorch__cu_dil *W, const ktorch__cu_dil_args *base) {
    const ktorch__attn *a = W->a;
    const int64_t X = base->B * base->nh * base->nseg, n = base->n;
    int64_t per, x0;
    ktorch_status st = KTORCH_OK;
    if (X == 0 || n == 0) return KTORCH_OK;
    /* the kernels index a launch's pieces and items with 32-bit divisions */
    if (X >= (1ll << 31) || n * (a->D / 8) >= (1ll << 31))
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_dilated (cuda): %lld segments of %lld selected positions are too many",
                            KTORCH__CAST(long long, X), KTORCH__CAST(long long, n));
    per = KTORCH__MAX(1, KTORCH__MIN(65535, W->rows_cap / n)); /* items per launch (grid.y <= 65535) */
    if (W->dry) {
        W->rows_max = KTORCH__MAX(W->rows_max, KTORCH__MIN(per, X) * n);
        return KTORCH_OK;
    }
    for (x0 = 0; x0 < X && st == KTORCH_OK; x0 += per) {
        ktorch__cu_dil_args g = *base;
        ktorch_attention_params p;
        ktorch_tensor tq, tk, tv, to, tl;
        int64_t shp[4];
        g.x0 = x0;
        g.items = KTORCH__MIN(per, X - x0);
        shp[0] = g.items;
        shp[1] = 1;
        shp[2] = n;
        shp[3] = a->D;
        if ((st = ktorch_tensor_wrap(W->q->dtype, 4, shp, NULL, ktorch_tensor_ptr(&W->gq), W->q->device, &tq)) != KTORCH_OK ||
            (st = ktorch_tensor_wrap(W->q->dtype, 4, shp, NULL, ktorch_tensor_ptr(&W->gk), W->q->device, &tk)) != KTORCH_OK ||
            (st = ktorch_tensor_wrap(W->q->dtype, 4, shp, NULL, ktorch_tensor_ptr(&W->gv), W->q->device, &tv)) != KTORCH_OK ||
            (st = ktorch_tensor_wrap(W->q->dtype, 4, shp, NULL, ktorch_tensor_ptr(&W->go), W->q->device, &to)) != KTORCH_OK ||
            (st = ktorch_tensor_wrap(KTORCH_F32, 3, shp, NULL, ktorch_tensor_ptr(&W->gl), W->q->device, &tl)) != KTORCH_OK)
            break;
        g.gq = ktorch__cu_addr(&tq);
        g.gk = ktorch__cu_addr(&tk);
        g.gv = ktorch__cu_addr(&tv);
        g.go = ktorch__cu_addr(&to);
        g.gl = ktorch__cu_addr(&tl);
        if ((st = ktorch__cu_push(W->d)) != KTORCH_OK) break;
        st = ktorch__cu_var_launch(W->d, 1, g.items * n * (a->D / 8), 256, &g);
        ktorch__cu_pop(W->d);
        if (st != KTORCH_OK) break;
        memset(&p, 0, sizeof p);
        p.causal = W->causal;
        p.scale = W->params ? W->params->scale : 0.0f;
        p.softcap = W->params ? W->params->softcap : 0.0f;
        p.lse = g.mode == 0 ? &tl : NULL;
        if ((st = ktorch__cu_attention(W->s, W->ctx, &tq, &tk, &tv, &to, &p)) != KTORCH_OK) break;
        if ((st = ktorch__cu_push(W->d)) != KTORCH_OK) break;
        st = ktorch__cu_var_launch(W->d, 2, g.items * n, 8 * (32 / g.gs), &g);
        ktorch__cu_pop(W->d);
    }
    return st;
}

/* Every call of the plan (W->dry: only sizes the workspace). */
static ktorch_status ktorch__cu_dil_plan(ktorch__cu_dil *W, const ktorch_dilated_params *dp) {
    const ktorch__attn *a = W->a;
    const int64_t N = a->Nq, H = a->Hq;
    ktorch__cu_dil_args g;
    ktorch_status st = KTORCH_OK;
    int i;
    memset(&g, 0, sizeof g);
    g.q = ktorch__cu_addr(W->q);
    g.k = ktorch__cu_addr(W->k);
    g.v = ktorch__cu_addr(W->v);
    g.o = ktorch__cu_addr(W->out);
    for (i = 0; i < 4; i++) {
        g.qs[i] = W->q->stride[i];
        g.ks[i] = W->k->stride[i];
        g.vs[i] = W->v->stride[i];
        g.os[i] = W->out->stride[i];
    }
    if (W->lse) {
        g.lo = ktorch__cu_addr(W->lse);
        for (i = 0; i < 3; i++) g.los[i] = W->lse->stride[i];
    }
    g.B = a->B;
    g.group = a->group;
    g.D = a->D;
    g.dt = W->q->dtype == KTORCH_F16 ? 1 : 2;
    g.mode = dp->mode == KTORCH_DILATED_GROUPS;
    g.scale = 1.0 / dp->count;
    g.gs = ktorch__cu_var_lanes(a->D);
    if (dp->mode == KTORCH_DILATED_LONGNET) {
        for (i = 0; i < dp->count && st == KTORCH_OK; i++) {
            const int64_t w = KTORCH__MIN(dp->segment[i], N), r = dp->dilation[i], nfull = N / w, last = N - nfull * w;
            int64_t o;
            g.r = r;
            g.w = w;
            if (w % r == 0) { /* full segments select w/r positions for every head: one call */
                g.h0 = 0;
                g.hstep = 1;
                g.nh = H;
                g.hmod = 1;
                g.seg0 = 0;
                g.nseg = nfull;
                g.n = w / r;
                st = ktorch__cu_dil_call(W, &g);
                g.hmod = 0;
            }
            for (o = 0; o < r && o < H && st == KTORCH_OK; o++) {
                g.h0 = o;
                g.hstep = r;
                g.nh = (H - o + r - 1) / r;
                g.off = o;
                g.seg0 = 0;
                g.nseg = nfull;
                g.n = ktorch__dil_count(0, w, o, r);
                if (w % r != 0) st = ktorch__cu_dil_call(W, &g);
                if (st == KTORCH_OK && last > 0) {
                    g.seg0 = nfull * w;
                    g.nseg = 1;
                    g.n = ktorch__dil_count(0, last, o, r);
                    st = ktorch__cu_dil_call(W, &g);
                }
            }
        }
    } else {
        const int64_t base = H / dp->count, rem = H % dp->count;
        int64_t h0 = 0;
        for (i = 0; i < dp->count && st == KTORCH_OK; i++) {
            const int64_t gsz = base + (i < rem), w = dp->segment[i], r = dp->dilation[i];
            g.h0 = h0;
            g.hstep = 1;
            g.nh = gsz;
            g.off = i % r;
            g.r = r;
            g.w = w;
            g.seg0 = 0;
            g.nseg = N / w;
            g.n = ktorch__dil_count(0, w, g.off, r);
            st = ktorch__cu_dil_call(W, &g);
            h0 += gsz;
        }
    }
    return st;
}

static ktorch_status ktorch__cu_attention_dilated(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                  const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                                  const ktorch_dilated_params *dilated) {
    static const char *fn = "ktorch_attention_dilated (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    const ktorch_dilated_params *dp = dilated;
    const ktorch_tensor *in[4];
    static const char *const names[4] = {"q", "k", "v", "out"};
    ktorch__cu_dil W;
    ktorch__attn a;
    ktorch_tensor lse_ws;
    ktorch_status st = ktorch__attn_validate(ctx, q, k, v, out, params, &a);
    int64_t i, shp[4];
    if (st != KTORCH_OK) return st;
    /* the pattern, self-attention and the masks allowed are the core's checks (ktorch__dil_check) */
    if ((st = ktorch__cu_var_inputs(s, q, k, v, out, fn)) != KTORCH_OK) return st;
    if (a.D != 64 && a.D != 80 && a.D != 96 && a.D != 128 && a.D != 256)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: head dim %lld is not supported on the device (64, 80, 96, 128, 256)", fn,
                            KTORCH__CAST(long long, a.D));
    in[0] = q; in[1] = k; in[2] = v; in[3] = out;
    for (i = 0; i < 4; i++) {
        const ktorch_tensor *t = in[i];
        if (t->stride[3] != 1 || t->stride[0] % 8 || t->stride[1] % 8 || t->stride[2] % 8 || ktorch__cu_addr(t) % 16)
            return ktorch__fail(KTORCH_UNSUPPORTED,
                                "%s: '%s' needs a contiguous last dim, strides that are multiples of 8 elements and a 16-byte aligned start", fn,
                                names[i]);
    }
    if (a.B == 0 || a.Hq == 0 || a.Nq == 0) return KTORCH_OK;
    memset(&W, 0, sizeof W);
    memset(&lse_ws, 0, sizeof lse_ws);
    W.s = s;
    W.d = &s->dev[q->device.index];
    W.ctx = ctx;
    W.a = &a;
    W.params = params;
    W.q = q;
    W.k = k;
    W.v = v;
    W.out = out;
    W.causal = a.has_wr;
    W.rows_cap = 1 << 20; /* 256 MiB per gathered buffer at D=128 */
    W.dry = 1;
    ktorch__cu_dil_plan(&W, dp);
    W.dry = 0;
    shp[0] = W.rows_max;
    shp[1] = a.D;
    if (dp->mode == KTORCH_DILATED_LONGNET) {
        if (a.lse) W.lse = params->lse;
        else {
            int64_t ls[3];
            ls[0] = a.B;
            ls[1] = a.Hq;
            ls[2] = a.Nq;
            if ((st = ktorch_tensor_create(ctx, KTORCH_F32, 3, ls, q->device, &lse_ws)) != KTORCH_OK) return st;
            W.lse = &lse_ws;
        }
    }
    if (st == KTORCH_OK && W.rows_max > 0) st = ktorch_tensor_create(ctx, q->dtype, 2, shp, q->device, &W.gq);
    if (st == KTORCH_OK && W.rows_max > 0) st = ktorch_tensor_create(ctx, q->dtype, 2, shp, q->device, &W.gk);
    if (st == KTORCH_OK && W.rows_max > 0) st = ktorch_tensor_create(ctx, q->dtype, 2, shp, q->device, &W.gv);
    if (st == KTORCH_OK && W.rows_max > 0) st = ktorch_tensor_create(ctx, q->dtype, 2, shp, q->device, &W.go);
    if (st == KTORCH_OK && W.rows_max > 0) st = ktorch_tensor_create(ctx, KTORCH_F32, 1, shp, q->device, &W.gl);
    /* positions no pattern (group) selects: 0, LSE -inf */
    if (st == KTORCH_OK && (st = ktorch__cu_push(W.d)) == KTORCH_OK) {
        st = ktorch__cu_merge_run(W.d, NULL, NULL, NULL, NULL, out, W.lse);
        ktorch__cu_pop(W.d);
    }
    if (st == KTORCH_OK) st = ktorch__cu_dil_plan(&W, dp);
    ktorch_tensor_free(ctx, &W.gq);
    ktorch_tensor_free(ctx, &W.gk);
    ktorch_tensor_free(ctx, &W.gv);
    ktorch_tensor_free(ctx, &W.go);
    ktorch_tensor_free(ctx, &W.gl);
    ktorch_tensor_free(ctx, &lse_ws);
    return st;
}

/* (end of variants: merge, chunked, dilated) */

/* ---- block-sparse attention (kind 8) ---- */
/* A u8/bool block mask [B|1, H|1, QB, KB] on device `dev` or on the host. */
static ktorch_status ktorch__cu_block_sparse(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                             const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                             const ktorch_block_sparse_params *sparse) {
    static const char *fn = "ktorch_attention_block_sparse (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_bsparse bs;
    const ktorch_tensor *m;
    unsigned char *packed = NULL;
    ktorch_status st;
    int64_t Nq, Nk, i0, i1, i2, i3, hs[4];
    /* sparse, its mask's shape and device are the core's checks */
    Nq = q->shape[2];
    Nk = k->shape[2];
    m = sparse->block_mask;
    memset(&bs, 0, sizeof bs);
    bs.bq = sparse->block_q;
    bs.bk = sparse->block_k;
    bs.QB = (Nq + bs.bq - 1) / bs.bq;
    bs.KB = (Nk + bs.bk - 1) / bs.bk;
    bs.Bm = m->shape[0];
    bs.Hm = m->shape[1];
    if (m->device.backend == KTORCH_BACKEND_CUDA) {
        int i;
        bs.dmask = ktorch__cu_addr(m);
        for (i = 0; i < 4; i++) bs.ms[i] = m->shape[i] == 1 ? 0 : m->stride[i];
        return ktorch__cu_attn_run(s, q, k, v, out, params, &bs);
    }
    /* host mask: packed contiguous, copied up into the call's scratch */
    if (bs.Bm * bs.Hm * bs.QB * bs.KB > 0) {
        uint64_t n;
        if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, bs.Bm * bs.Hm), KTORCH__CAST(uint64_t, bs.QB * bs.KB), &n) || n > SIZE_MAX)
            return ktorch__fail(KTORCH_OVERFLOW, "%s: block mask size overflows", fn);
        packed = KTORCH__CAST(unsigned char *, ktorch__alloc(ktorch_context_allocator(ctx), KTORCH__CAST(size_t, n)));
        if (!packed) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory to stage the block mask", fn);
        ktorch__attn_bstrides(m, 4, hs);
        for (i0 = 0; i0 < bs.Bm; i0++)
            for (i1 = 0; i1 < bs.Hm; i1++)
                for (i2 = 0; i2 < bs.QB; i2++)
                    for (i3 = 0; i3 < bs.KB; i3++)
                        packed[((i0 * bs.Hm + i1) * bs.QB + i2) * bs.KB + i3] =
                            KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(m))[i0 * hs[0] + i1 * hs[1] + i2 * hs[2] + i3 * hs[3]] != 0;
    }
    bs.hmask = packed;
    st = ktorch__cu_attn_run(s, q, k, v, out, params, &bs);
    /* the pageable copy is staged before cuMemcpyHtoDAsync returns */
    ktorch__free(ktorch_context_allocator(ctx), packed);
    return st;
}

/* Host mirrors of kt_pool_args / kt_select_args (shaders/sparse.cu). */
typedef struct ktorch__cu_pool_args {
    uint64_t q, k, qm, km;
    int64_t q_sb, q_sh, q_sn, q_sd, k_sb, k_sh, k_sn, k_sd;
    int64_t B, Hq, Hk, Nq, Nk, D, QB, KB, bq, bk, dtype;
} ktorch__cu_pool_args;
typedef struct ktorch__cu_select_args {
    uint64_t qm, km, sc, mask;
    int64_t m_sb, m_sh, m_sq, m_sk;
    int64_t B, Hq, Hk, QB, KB, D, causal;
    double density;
} ktorch__cu_select_args;

static ktorch_status ktorch__cu_block_mask_topk(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                int64_t block_q, int64_t block_k, double density, int causal, ktorch_tensor *mask) {
    static const char *fn = "ktorch_block_mask_topk (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_pool_args pa;
    ktorch__cu_select_args sa;
    ktorch__CUfunction fp, fs;
    ktorch__CUdeviceptr scratch = 0;
    ktorch_status st;
    int dev = q->device.index;
    int64_t B, Hq, Hk, Nq, Nk, D, QB, KB;
    uint64_t qm_bytes, km_bytes, sc_bytes;
    (void)ctx;
    /* q, k, the block sizes, density and the mask (shape, on q's device) are the core's checks */
    B = q->shape[0];
    Hq = q->shape[1];
    Nq = q->shape[2];
    D = q->shape[3];
    Hk = k->shape[1];
    Nk = k->shape[2];
    QB = (Nq + block_q - 1) / block_q;
    KB = (Nk + block_k - 1) / block_k;
    if (B * Hq * QB == 0) return KTORCH_OK;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, B * Hq * QB), KTORCH__CAST(uint64_t, D) * 8u, &qm_bytes) ||
        !ktorch__mul_u64(KTORCH__CAST(uint64_t, B * Hk * KB), KTORCH__CAST(uint64_t, D) * 8u, &km_bytes) ||
        !ktorch__mul_u64(KTORCH__CAST(uint64_t, B * Hq * QB), KTORCH__CAST(uint64_t, KB) * 8u, &sc_bytes) || qm_bytes > (1ull << 50) ||
        km_bytes > (1ull << 50) || sc_bytes > (1ull << 50) || B * Hq * QB + B * Hk * KB > 0x7fffffff)
        return ktorch__fail(KTORCH_OVERFLOW, "%s: pooled score buffers are too large", fn);
    qm_bytes = (qm_bytes + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    km_bytes = (km_bytes + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    d = &s->dev[dev];
    memset(&pa, 0, sizeof pa);
    memset(&sa, 0, sizeof sa);
    pa.q = ktorch__cu_addr(q);
    pa.k = ktorch__cu_addr(k);
    pa.q_sb = q->stride[0]; pa.q_sh = q->stride[1]; pa.q_sn = q->stride[2]; pa.q_sd = q->stride[3];
    pa.k_sb = k->stride[0]; pa.k_sh = k->stride[1]; pa.k_sn = k->stride[2]; pa.k_sd = k->stride[3];
    pa.B = B; pa.Hq = Hq; pa.Hk = Hk; pa.Nq = Nq; pa.Nk = Nk; pa.D = D; pa.QB = QB; pa.KB = KB; pa.bq = block_q; pa.bk = block_k;
    pa.dtype = q->dtype == KTORCH_F32 ? 0 : q->dtype == KTORCH_F16 ? 1 : 2;
    sa.mask = ktorch__cu_addr(mask);
    sa.m_sb = mask->stride[0]; sa.m_sh = mask->stride[1]; sa.m_sq = mask->stride[2]; sa.m_sk = mask->stride[3];
    sa.B = B; sa.Hq = Hq; sa.Hk = Hk; sa.QB = QB; sa.KB = KB; sa.D = D; sa.causal = causal != 0; sa.density = density;
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = ktorch__cu_scratch(d, qm_bytes + km_bytes + sc_bytes, &scratch);
    if (st == KTORCH_OK) st = ktorch__cu_function(d, ktorch__cu_find_spec(8, 0, 0, 0), 1, &fp);
    if (st == KTORCH_OK) st = ktorch__cu_function(d, ktorch__cu_find_spec(8, 0, 0, 0), 2, &fs);
    if (st == KTORCH_OK) {
        pa.qm = sa.qm = scratch;
        pa.km = sa.km = scratch + qm_bytes;
        sa.sc = scratch + qm_bytes + km_bytes;
        st = ktorch__cu_launch(d, fp, KTORCH__CAST(unsigned, B * Hq * QB + B * Hk * KB), 1, 1, 128, 0, &pa);
    }
    if (st == KTORCH_OK) st = ktorch__cu_launch(d, fs, KTORCH__CAST(unsigned, B * Hq * QB), 1, 1, 128, 0, &sa);
    ktorch__cu_pop(d);
    return st;
}

/* (end of block-sparse attention) */

/* ---- paged KV cache and fp8 attention inputs (kind 9) ---- */

/* Host mirrors of kt_paged_args / kt_append_args in shaders/attention.cu. */
typedef struct ktorch__cu_paged_args {
    ktorch__cu_attn_args a;
    uint64_t bt, lens, kp, vp, ksc, vsc;
    int64_t bt_sb, bt_sp, page, kp_sp, kp_sh, kp_ss, vp_sp, vp_sh, vp_ss;
    int64_t ks_sp, ks_sh, ks_ss, vs_sp, vs_sh, vs_ss, kq, vq;
} ktorch__cu_paged_args;
typedef struct ktorch__cu_append_args {
    uint64_t src, dst, dsc, nsc, bt, lens, flag;
    int64_t s_sb, s_sh, s_st, s_se, d_sp, d_sh, d_ss, d_se, c_sp, c_sh, c_ss, n_sb, n_sh, n_st;
    int64_t bt_sb, bt_sp, page, B, Hk, T, n, mode, src_dt, dst_dt, side;
} ktorch__cu_append_args;

/* Block table and context lengths. Host i32 tensors are validated here and
   uploaded (packed) with the launch; device tensors (contiguous) are read
   back once to validate, a synchronising copy. Errors match the CPU's. */
typedef struct ktorch__cu_tables {
    ktorch__paged Pg; /* host views (bt, lens, strides), P, maxp, npages */
    char *host;       /* read-back or packed copy (allocated) */
    uint64_t bt, lens; /* device addresses (set by ktorch__cu_tables_place for host tables) */
    int upload;
    int64_t B, maxlen;
} ktorch__cu_tables;

static void ktorch__cu_tables_free(ktorch_context *ctx, ktorch__cu_tables *tb) {
    if (tb->host) ktorch__free(ktorch_context_allocator(ctx), tb->host);
    tb->host = NULL;
}

static ktorch_status ktorch__cu_tables_get(ktorch__cu_state *s, ktorch__cu_device *d, ktorch_context *ctx, const char *fn, int dev,
                                           const ktorch_tensor *bt, const ktorch_tensor *lens, int64_t B, int64_t P, int64_t npages,
                                           const int64_t *extra, ktorch__cu_tables *tb) {
    ktorch_status st;
    int64_t b, maxp;
    uint64_t bytes;
    memset(tb, 0, sizeof *tb);
    if ((st = ktorch__check_tensor(bt, fn, "block_table")) != KTORCH_OK || (st = ktorch__check_tensor(lens, fn, "context_lens")) != KTORCH_OK)
        return st;
    if (bt->dtype != KTORCH_I32 || bt->ndim != 2 || bt->shape[0] != B)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_table' must be i32 [%lld, max_pages]", fn, KTORCH__CAST(long long, B));
    if (lens->dtype != KTORCH_I32 || lens->ndim != 1 || lens->shape[0] != B)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'context_lens' must be i32 [%lld]", fn, KTORCH__CAST(long long, B));
    maxp = bt->shape[1];
    tb->B = B;
    tb->Pg.P = P;
    tb->Pg.maxp = maxp;
    tb->Pg.npages = npages;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, B), KTORCH__CAST(uint64_t, maxp) + 1u, &bytes) || !ktorch__mul_u64(bytes, 4u, &bytes))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: block table size overflows", fn);
    tb->host = KTORCH__CAST(char *, ktorch__alloc(ktorch_context_allocator(ctx), KTORCH__CAST(size_t, bytes) + 4u));
    if (!tb->host) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for the block table", fn);
    if (bt->device.backend == KTORCH_BACKEND_CPU && lens->device.backend == KTORCH_BACKEND_CPU) {
        /* packed copy: uploaded contiguous, so the kernels index [b, p] and [b] */
        int64_t p;
        const char *pb = KTORCH__CAST(const char *, ktorch_tensor_ptr(bt)), *pl = KTORCH__CAST(const char *, ktorch_tensor_ptr(lens));
        for (b = 0; b < B; b++) {
            for (p = 0; p < maxp; p++) memcpy(tb->host + (b * maxp + p) * 4, pb + (b * bt->stride[0] + p * bt->stride[1]) * 4, 4);
            memcpy(tb->host + (B * maxp + b) * 4, pl + b * lens->stride[0] * 4, 4);
        }
        tb->upload = 1;
    } else if (bt->device.backend == KTORCH_BACKEND_CUDA && bt->device.index == dev && lens->device.backend == KTORCH_BACKEND_CUDA &&
               lens->device.index == dev) {
        if ((maxp > 1 && bt->stride[1] != 1) || (B > 1 && bt->stride[0] != maxp) || (B > 1 && lens->stride[0] != 1)) {
            ktorch__cu_tables_free(ctx, tb);
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: device 'block_table' and 'context_lens' must be contiguous", fn);
        }
        st = ktorch__cu_push(d);
        if (st == KTORCH_OK) {
            if (B * maxp > 0)
                st = ktorch__cu_check(s, s->cu.cuMemcpyDtoHAsync(tb->host, ktorch__cu_addr(bt), KTORCH__CAST(size_t, B * maxp) * 4u, d->stream),
                                      "cuMemcpyDtoHAsync (block_table)");
            if (st == KTORCH_OK && B > 0)
                st = ktorch__cu_check(s, s->cu.cuMemcpyDtoHAsync(tb->host + B * maxp * 4, ktorch__cu_addr(lens), KTORCH__CAST(size_t, B) * 4u, d->stream),
                                      "cuMemcpyDtoHAsync (context_lens)");
            if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
            ktorch__cu_pop(d);
        }
        if (st != KTORCH_OK) {
            ktorch__cu_tables_free(ctx, tb);
            return st;
        }
        tb->bt = ktorch__cu_addr(bt);
        tb->lens = ktorch__cu_addr(lens);
    } else {
        ktorch__cu_tables_free(ctx, tb);
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_table' and 'context_lens' must both be host tensors or both on cuda device %d", fn, dev);
    }
    tb->Pg.bt = tb->host;
    tb->Pg.bts[0] = maxp * 4;
    tb->Pg.bts[1] = 4;
    tb->Pg.lens = tb->host + B * maxp * 4;
    tb->Pg.lns = 4;
    if ((st = ktorch__paged_check_tables(fn, &tb->Pg, B, extra)) != KTORCH_OK) {
        ktorch__cu_tables_free(ctx, tb);
        return st;
    }
    for (b = 0; b < B; b++) tb->maxlen = KTORCH__MAX(tb->maxlen, ktorch__paged_i32(tb->Pg.lens, b * 4));
    return KTORCH_OK;
}
/* Bytes of scratch the packed tables need (0 for device tables). */
static uint64_t ktorch__cu_tables_bytes(const ktorch__cu_tables *tb) {
    return tb->upload ? (KTORCH__CAST(uint64_t, tb->B) * KTORCH__CAST(uint64_t, tb->Pg.maxp + 1) * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u) : 0;
}
/* Upload host tables to scratch at `at` (context pushed; stream-ordered). */
static ktorch_status ktorch__cu_tables_place(ktorch__cu_state *s, ktorch__cu_device *d, ktorch__cu_tables *tb, uint64_t at) {
    if (!tb->upload) return KTORCH_OK;
    tb->bt = at;
    tb->lens = at + KTORCH__CAST(uint64_t, tb->B * tb->Pg.maxp) * 4u;
    if (tb->B == 0) return KTORCH_OK;
    /* pageable source: the call returns once the bytes are staged */
    return ktorch__cu_check(s, s->cu.cuMemcpyHtoDAsync(at, tb->host, KTORCH__CAST(size_t, tb->B * (tb->Pg.maxp + 1)) * 4u, d->stream),
                            "cuMemcpyHtoDAsync (block table)");
}

static int ktorch__cu_page_code(ktorch_dtype dt) { return dt == KTORCH_I8 ? 1 : dt == KTORCH_FP8_E4M3 ? 2 : dt == KTORCH_FP8_E5M2 ? 3 : 0; }

/* A 4-dim tensor on cuda device `dev` with a contiguous last dim, strides of
   whole 16-byte units and a 16-byte aligned start (the kernels' vector loads). */
static ktorch_status ktorch__cu_paged_tensor(const char *fn, const ktorch_tensor *t, const char *name, int dev) {
    ktorch_status st;
    int64_t es, i;
    if ((st = ktorch__check_tensor(t, fn, name)) != KTORCH_OK) return st;
    if (t->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must have 4 dims", fn, name);
    if (t->device.backend != KTORCH_BACKEND_CUDA || t->device.index != dev)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is not on cuda device %d", fn, name, dev);
    es = KTORCH__CAST(int64_t, ktorch__esize(t->dtype));
    if (t->stride[3] != 1 && t->shape[3] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs a contiguous last dim", fn, name);
    for (i = 0; i < 3; i++)
        if (t->shape[i] > 1 && (t->stride[i] * es) % 16)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs strides of whole 16-byte units", fn, name);
    if (ktorch__cu_addr(t) % 16) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs a 16-byte aligned start", fn, name);
    return KTORCH_OK;
}
/* f32 per-token scales [num_pages, Hk, page_size] on cuda device dev. */
static ktorch_status ktorch__cu_page_scale(const char *fn, const ktorch_tensor *pages, const char *pname, const ktorch_tensor *sc,
                                           const char *sname, int dev) {
    ktorch_device want;
    want.backend = KTORCH_BACKEND_CUDA;
    want.index = dev;
    return ktorch__page_scale_check(fn, pages, pname, sc, sname, want);
}
/* Shared page checks: shapes, device, dtypes (float pages: `fdt` if given). */
static ktorch_status ktorch__cu_pages_check(const char *fn, const ktorch_tensor *kp, const ktorch_tensor *vp, int dev, int *quant) {
    ktorch_status st;
    if ((st = ktorch__cu_paged_tensor(fn, kp, "k_pages", dev)) != KTORCH_OK || (st = ktorch__cu_paged_tensor(fn, vp, "v_pages", dev)) != KTORCH_OK)
        return st;
    if (kp->shape[0] != vp->shape[0] || kp->shape[1] != vp->shape[1] || kp->shape[2] != vp->shape[2])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_pages' and 'v_pages' must be [num_pages, Hk, page_size, D|Dv] with equal first 3 dims", fn);
    if (kp->shape[2] < 1 || kp->shape[1] < 1 || kp->shape[3] < 1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: page size, Hk and D must be >= 1", fn);
    if (ktorch__attn_quant_dtype(kp->dtype) || ktorch__attn_quant_dtype(vp->dtype)) {
        if (!(ktorch__attn_quant_dtype(kp->dtype) && ktorch__attn_quant_dtype(vp->dtype)))
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: quantized pages need both 'k_pages' and 'v_pages' quantized (%s, %s)", fn,
                                ktorch_dtype_name(kp->dtype), ktorch_dtype_name(vp->dtype));
        *quant = 1;
    } else {
        if (!ktorch__attn_float_dtype(kp->dtype) || vp->dtype != kp->dtype)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: pages must share a dtype f32/f16/bf16, or be i8/fp8 with scales (%s, %s)", fn,
                                ktorch_dtype_name(kp->dtype), ktorch_dtype_name(vp->dtype));
        *quant = 0;
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__cu_attention_paged(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k_pages,
                                                const ktorch_tensor *v_pages, const ktorch_tensor *block_table, const ktorch_tensor *context_lens,
                                                ktorch_tensor *out, const ktorch_attention_params *params, const ktorch_paged_params *paged) {
    static const char *fn = "ktorch_attention_paged (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_paged_args A;
    ktorch__cu_attn_args *a = &A.a;
    ktorch__cu_tables tb;
    ktorch_attention_params p;
    ktorch_status st;
    ktorch__CUfunction f;
    ktorch__CUdeviceptr scratch = 0;
    int dev, D, dt, pq = 0, spec, bn;
    int64_t B, Hq, Hk, Nq, G, b, splits = 1, split_keys, blocks;
    uint64_t tbytes, part_bytes = 0, lse_bytes = 0, smem;
    /* shapes, devices, scales and parameters are the core's checks (ktorch__paged_setup) */
    dev = k_pages->device.index;
    d = &s->dev[dev];
    p = *params;
    if ((st = ktorch__cu_paged_tensor(fn, q, "q", dev)) != KTORCH_OK || (st = ktorch__cu_paged_tensor(fn, out, "out", dev)) != KTORCH_OK) return st;
    if (q->dtype != KTORCH_F16 && q->dtype != KTORCH_BF16)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'q' is %s (f16 or bf16 on cuda)", fn, ktorch_dtype_name(q->dtype));
    if (out->dtype != q->dtype) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'out' must have q's dtype %s", fn, ktorch_dtype_name(q->dtype));
    if ((st = ktorch__cu_pages_check(fn, k_pages, v_pages, dev, &pq)) != KTORCH_OK) return st;
    if (!pq && k_pages->dtype != q->dtype)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: float pages must have q's dtype %s on cuda (are %s)", fn, ktorch_dtype_name(q->dtype),
                            ktorch_dtype_name(k_pages->dtype));
    B = q->shape[0];
    Hq = q->shape[1];
    Nq = q->shape[2];
    D = KTORCH__CAST(int, q->shape[3]);
    Hk = k_pages->shape[1];
    if (v_pages->shape[3] != D) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: v's head dim must equal k's on cuda", fn);
    G = Hq / Hk;
    if (D != 64 && D != 128) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: head dim %d is not supported on cuda (64, 128)", fn, D);
    if (Nq * G > KTORCH__CU_DECODE_ROWS)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: Nq x Hq/Hk = %lld exceeds %d rows per kv head on cuda", fn, KTORCH__CAST(long long, Nq * G),
                            KTORCH__CU_DECODE_ROWS);
    if (B * Hk > 65535) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: batch x kv heads (%lld) exceeds 65535", fn, KTORCH__CAST(long long, B * Hk));
    if (d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: %s (%s) is older than sm_80", fn, d->name, d->arch);
    if ((st = ktorch__cu_tables_get(s, d, ctx, fn, dev, block_table, context_lens, B, k_pages->shape[2], k_pages->shape[0], NULL, &tb)) != KTORCH_OK)
        return st;
    for (b = 0; b < B; b++) {
        const int64_t len = ktorch__paged_i32(tb.Pg.lens, b * 4);
        if (len < Nq) {
            ktorch__cu_tables_free(ctx, &tb);
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'context_lens[%lld]' = %lld is less than Nq = %lld (queries must be in the cache)", fn,
                                KTORCH__CAST(long long, b), KTORCH__CAST(long long, len), KTORCH__CAST(long long, Nq));
        }
    }
    if (B == 0 || Hq == 0 || Nq == 0) {
        ktorch__cu_tables_free(ctx, &tb);
        return KTORCH_OK;
    }
    dt = q->dtype == KTORCH_BF16;
    spec = ktorch__cu_find_spec(9, D, dt, pq);
    bn = ktorch__cu_specs[spec].bn;
    /* split the keys: as the contiguous decode (>= 4 tiles per split, ~80 blocks per SM) unless split_size says */
    blocks = B * Hk;
    split_keys = KTORCH__MAX(tb.maxlen, 1);
    if (paged && paged->split_size > 0) {
        split_keys = (paged->split_size + bn - 1) / bn * bn;
    } else {
        int64_t target = KTORCH__CAST(int64_t, d->sms) * 80, max_splits = (tb.maxlen + 4 * bn - 1) / (4 * bn);
        if (blocks < target && max_splits > 1) {
            splits = (target + blocks - 1) / blocks;
            if (splits > max_splits) splits = max_splits;
            split_keys = ((tb.maxlen + splits - 1) / splits + bn - 1) / bn * bn;
        }
    }
    splits = KTORCH__MAX(1, (tb.maxlen + split_keys - 1) / split_keys);
    if (splits > 65535) {
        ktorch__cu_tables_free(ctx, &tb);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: %lld splits exceed the grid (raise 'paged->split_size')", fn, KTORCH__CAST(long long, splits));
    }
    tbytes = ktorch__cu_tables_bytes(&tb);
    if (splits > 1) {
        uint64_t rows_all = KTORCH__CAST(uint64_t, splits) * KTORCH__CAST(uint64_t, B * Hq * Nq);
        if (!ktorch__mul_u64(rows_all, KTORCH__CAST(uint64_t, D) * 4u, &part_bytes)) {
            ktorch__cu_tables_free(ctx, &tb);
            return ktorch__fail(KTORCH_OVERFLOW, "%s: split-KV workspace size overflows", fn);
        }
        part_bytes = (part_bytes + 255u) & ~KTORCH__CAST(uint64_t, 255u);
        lse_bytes = (rows_all * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    }
    memset(&A, 0, sizeof A);
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) {
        ktorch__cu_tables_free(ctx, &tb);
        return st;
    }
    if (tbytes + part_bytes + lse_bytes) st = ktorch__cu_scratch(d, tbytes + part_bytes + lse_bytes, &scratch);
    if (st == KTORCH_OK) st = ktorch__cu_tables_place(s, d, &tb, scratch);
    ktorch__cu_tables_free(ctx, &tb);
    if (st == KTORCH_OK) st = ktorch__cu_function(d, spec, 0, &f);
    if (st != KTORCH_OK) {
        ktorch__cu_pop(d);
        return st;
    }
    a->q = ktorch__cu_addr(q);
    a->o = ktorch__cu_addr(out);
    a->q_sb = q->stride[0]; a->q_sh = q->stride[1]; a->q_sn = q->stride[2];
    a->o_sb = out->stride[0]; a->o_sh = out->stride[1]; a->o_sn = out->stride[2];
    if (p.lse) {
        a->lse = ktorch__cu_addr(p.lse);
        a->l_sb = p.lse->stride[0]; a->l_sh = p.lse->stride[1]; a->l_sn = p.lse->stride[2];
    }
    a->B = B; a->Hq = Hq; a->Hk = Hk; a->Nq = Nq; a->Nk = tb.maxlen; a->group = G; a->pack = 1;
    a->wflags = KTORCH_WINDOW_RIGHT | (p.window_flags & KTORCH_WINDOW_LEFT);
    a->wl = p.window_left;
    a->wr = 0;
    a->scale = p.scale != 0.0f ? p.scale : 1.0 / sqrt(KTORCH__CAST(double, D));
    a->softcap = p.softcap;
    a->num_splits = splits;
    a->split_keys = split_keys;
    a->rows = Nq * G;
    if (splits > 1) {
        a->part_o = scratch + tbytes;
        a->part_lse = a->part_o + part_bytes;
    }
    A.bt = tb.bt;
    A.lens = tb.lens;
    A.bt_sb = tb.Pg.maxp;
    A.bt_sp = 1;
    A.page = k_pages->shape[2];
    A.kp = ktorch__cu_addr(k_pages);
    A.vp = ktorch__cu_addr(v_pages);
    A.kp_sp = k_pages->stride[0]; A.kp_sh = k_pages->stride[1]; A.kp_ss = k_pages->stride[2];
    A.vp_sp = v_pages->stride[0]; A.vp_sh = v_pages->stride[1]; A.vp_ss = v_pages->stride[2];
    if (pq) {
        A.ksc = ktorch__cu_addr(p.k_scale);
        A.vsc = ktorch__cu_addr(p.v_scale);
        A.ks_sp = p.k_scale->stride[0]; A.ks_sh = p.k_scale->stride[1]; A.ks_ss = p.k_scale->stride[2];
        A.vs_sp = p.v_scale->stride[0]; A.vs_sh = p.v_scale->stride[1]; A.vs_ss = p.v_scale->stride[2];
        A.kq = ktorch__cu_page_code(k_pages->dtype);
        A.vq = ktorch__cu_page_code(v_pages->dtype);
    }
    /* Q tile + K/V tiles (float pages: 2 stages; quantized: one 16-bit tile plus 2 stages of staged codes and scales) */
    smem = KTORCH__CAST(uint64_t, KTORCH__CU_DECODE_ROWS + 2 * bn * (pq ? 1 : ktorch__cu_specs[spec].stages)) * KTORCH__CAST(uint64_t, D + 8) * 2u;
    if (pq) smem += KTORCH__CAST(uint64_t, 2 * ktorch__cu_specs[spec].stages * bn) * KTORCH__CAST(uint64_t, D + 4);
    if (smem > 48u * 1024u)
        st = ktorch__cu_check(s, s->cu.cuFuncSetAttribute(f, KTORCH__CU_FUNC_MAX_DYN_SMEM, KTORCH__CAST(int, smem)), "cuFuncSetAttribute");
    if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, 1, KTORCH__CAST(unsigned, B * Hk), KTORCH__CAST(unsigned, splits), 32, KTORCH__CAST(unsigned, smem), &A);
    if (st == KTORCH_OK && splits > 1) {
        ktorch__cu_combine_args c;
        ktorch__CUfunction fc;
        st = ktorch__cu_function(d, ktorch__cu_find_spec(2, 0, 0, 0), 1, &fc);
        memset(&c, 0, sizeof c);
        c.part_o = a->part_o; c.part_lse = a->part_lse; c.o = a->o; c.lse = a->lse;
        c.B = B; c.Hq = Hq; c.Nq = Nq; c.D = D; c.num_splits = splits; c.out_dtype = dt ? 2 : 1;
        c.o_sb = a->o_sb; c.o_sh = a->o_sh; c.o_sn = a->o_sn; c.l_sb = a->l_sb; c.l_sh = a->l_sh; c.l_sn = a->l_sn;
        if (st == KTORCH_OK) {
            if (B * Hq * Nq > 0x7fffffff) st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: too many rows to combine", fn);
            else st = ktorch__cu_launch(d, fc, KTORCH__CAST(unsigned, B * Hq * Nq), 1, 1, 128, 0, &c);
        }
    }
    ktorch__cu_pop(d);
    return st;
}

/* Cache append on the device. Float tokens bound for quantized pages are
   checked first (one kernel, then a synchronising read of the result), so a
   non-finite value writes nothing, as on the CPU. */
static ktorch_status ktorch__cu_kv_cache_append(void *state, ktorch_context *ctx, ktorch_tensor *k_pages, ktorch_tensor *v_pages,
                                                const ktorch_tensor *block_table, const ktorch_tensor *context_lens, const ktorch_tensor *k_new,
                                                const ktorch_tensor *v_new, const ktorch_kv_quant *quant) {
    static const char *const newnames[2] = {"k_new", "v_new"}, *const nscnames[2] = {"quant->k_new_scale", "quant->v_new_scale"};
    static const char *const pnames[2] = {"k_pages", "v_pages"}, *const scnames[2] = {"quant->k_scale", "quant->v_scale"};
    const char *fn = quant ? "ktorch_kv_cache_append_quant (cuda)" : "ktorch_kv_cache_append (cuda)";
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    ktorch__cu_tables tb;
    ktorch__cu_append_args A[2];
    const ktorch_tensor *nw[2], *nsc[2], *pages[2], *psc[2];
    ktorch_status st;
    ktorch__CUfunction fa, fc;
    ktorch__CUdeviceptr scratch = 0;
    int dev, pq = 0, side, check = 0, i;
    int64_t B, T, Hk, rows;
    uint64_t flag = ~KTORCH__CAST(uint64_t, 0);
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if ((st = ktorch__check_tensor(k_pages, fn, "k_pages")) != KTORCH_OK) return st;
    dev = k_pages->device.index;
    if (dev < 0 || dev >= s->ndev) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: no device %d", fn, dev);
    d = &s->dev[dev];
    if ((st = ktorch__cu_pages_check(fn, k_pages, v_pages, dev, &pq)) != KTORCH_OK) return st;
    if ((st = ktorch__cu_page_scale(fn, k_pages, "k_pages", quant ? quant->k_scale : NULL, scnames[0], dev)) != KTORCH_OK ||
        (st = ktorch__cu_page_scale(fn, v_pages, "v_pages", quant ? quant->v_scale : NULL, scnames[1], dev)) != KTORCH_OK)
        return st;
    if ((st = ktorch__check_tensor(k_new, fn, "k_new")) != KTORCH_OK || (st = ktorch__check_tensor(v_new, fn, "v_new")) != KTORCH_OK) return st;
    if (k_new->ndim != 4 || v_new->ndim != 4) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new' and 'v_new' must be [B,Hk,T,D|Dv]", fn);
    B = k_new->shape[0];
    T = k_new->shape[2];
    Hk = k_pages->shape[1];
    if (k_new->shape[1] != Hk || k_new->shape[3] != k_pages->shape[3] || v_new->shape[0] != B || v_new->shape[1] != Hk || v_new->shape[2] != T ||
        v_new->shape[3] != v_pages->shape[3])
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new'/'v_new' must be [B,%lld,T,%lld] and [B,%lld,T,%lld]", fn, KTORCH__CAST(long long, Hk),
                            KTORCH__CAST(long long, k_pages->shape[3]), KTORCH__CAST(long long, Hk), KTORCH__CAST(long long, v_pages->shape[3]));
    nw[0] = k_new; nw[1] = v_new;
    nsc[0] = quant ? quant->k_new_scale : NULL;
    nsc[1] = quant ? quant->v_new_scale : NULL;
    pages[0] = k_pages; pages[1] = v_pages;
    psc[0] = quant ? quant->k_scale : NULL;
    psc[1] = quant ? quant->v_scale : NULL;
    memset(A, 0, sizeof A);
    for (side = 0; side < 2; side++) {
        const ktorch_tensor *x = nw[side], *sc = nsc[side], *pg = pages[side];
        ktorch__cu_append_args *g = &A[side];
        const int64_t xe = KTORCH__CAST(int64_t, ktorch__esize(x->dtype)), pe = KTORCH__CAST(int64_t, ktorch__esize(pg->dtype));
        if (x->device.backend != KTORCH_BACKEND_CUDA || x->device.index != dev)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be on cuda device %d", fn, newnames[side], dev);
        if (ktorch__attn_quant_dtype(x->dtype)) {
            if (x->dtype != pg->dtype)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s but '%s' are %s (pre-quantized tokens must match the pages)", fn,
                                    newnames[side], ktorch_dtype_name(x->dtype), pnames[side], ktorch_dtype_name(pg->dtype));
            if (!sc)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is %s, so '%s' is required (f32 [B,Hk,T])", fn, newnames[side],
                                    ktorch_dtype_name(x->dtype), nscnames[side]);
            if ((st = ktorch__check_tensor(sc, fn, nscnames[side])) != KTORCH_OK) return st;
            if (sc->dtype != KTORCH_F32 || sc->ndim != 3 || sc->shape[0] != B || sc->shape[1] != Hk || sc->shape[2] != T ||
                sc->device.backend != KTORCH_BACKEND_CUDA || sc->device.index != dev)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' must be an f32 tensor [%lld,%lld,%lld] on cuda device %d", fn, nscnames[side],
                                    KTORCH__CAST(long long, B), KTORCH__CAST(long long, Hk), KTORCH__CAST(long long, T), dev);
            g->mode = 2;
            g->nsc = ktorch__cu_addr(sc);
            g->n_sb = sc->stride[0] * 4; g->n_sh = sc->stride[1] * 4; g->n_st = sc->stride[2] * 4;
        } else {
            if (!ktorch__attn_float_dtype(x->dtype))
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'k_new'/'v_new' must be f32/f16/bf16 (or i8/fp8 like the pages)", fn);
            if (sc)
                return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' is given but '%s' is %s (scales apply only to pre-quantized tokens)", fn,
                                    nscnames[side], newnames[side], ktorch_dtype_name(x->dtype));
            g->mode = pq ? 1 : 0;
            g->src_dt = x->dtype == KTORCH_F32 ? 0 : x->dtype == KTORCH_F16 ? 1 : 2;
            if (pq) check = 1;
        }
        g->dst_dt = pq ? ktorch__cu_page_code(pg->dtype) : pg->dtype == KTORCH_F32 ? 0 : pg->dtype == KTORCH_F16 ? 1 : 2;
        g->src = ktorch__cu_addr(x);
        g->s_sb = x->stride[0] * xe; g->s_sh = x->stride[1] * xe; g->s_st = x->stride[2] * xe; g->s_se = x->stride[3] * xe;
        g->dst = ktorch__cu_addr(pg);
        g->d_sp = pg->stride[0] * pe; g->d_sh = pg->stride[1] * pe; g->d_ss = pg->stride[2] * pe; g->d_se = pg->stride[3] * pe;
        if (psc[side]) {
            g->dsc = ktorch__cu_addr(psc[side]);
            g->c_sp = psc[side]->stride[0] * 4; g->c_sh = psc[side]->stride[1] * 4; g->c_ss = psc[side]->stride[2] * 4;
        }
        g->page = k_pages->shape[2];
        g->B = B; g->Hk = Hk; g->T = T; g->n = pg->shape[3]; g->side = side;
    }
    if ((st = ktorch__cu_tables_get(s, d, ctx, fn, dev, block_table, context_lens, B, k_pages->shape[2], k_pages->shape[0], &T, &tb)) != KTORCH_OK)
        return st;
    rows = B * Hk * T;
    if (rows == 0) {
        ktorch__cu_tables_free(ctx, &tb);
        return KTORCH_OK;
    }
    if (rows > 0x7fffffff) {
        ktorch__cu_tables_free(ctx, &tb);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: B x Hk x T (%lld) exceeds the grid", fn, KTORCH__CAST(long long, rows));
    }
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) {
        ktorch__cu_tables_free(ctx, &tb);
        return st;
    }
    st = ktorch__cu_scratch(d, 256u + ktorch__cu_tables_bytes(&tb), &scratch);
    if (st == KTORCH_OK) st = ktorch__cu_tables_place(s, d, &tb, scratch + 256u);
    ktorch__cu_tables_free(ctx, &tb);
    if (st == KTORCH_OK) st = ktorch__cu_function(d, ktorch__cu_find_spec(9, 64, 1, 0), 1, &fa);
    if (st == KTORCH_OK) st = ktorch__cu_function(d, ktorch__cu_find_spec(9, 64, 1, 0), 2, &fc);
    for (i = 0; i < 2; i++) {
        A[i].bt = tb.bt;
        A[i].lens = tb.lens;
        A[i].bt_sb = tb.Pg.maxp;
        A[i].bt_sp = 1;
        A[i].flag = scratch;
    }
    if (st == KTORCH_OK && check) {
        st = ktorch__cu_check(s, s->cu.cuMemsetD8Async(scratch, 0xFF, 8, d->stream), "cuMemsetD8Async");
        for (side = 0; side < 2 && st == KTORCH_OK; side++)
            if (A[side].mode == 1) st = ktorch__cu_launch(d, fc, KTORCH__CAST(unsigned, rows), 1, 1, 128, 0, &A[side]);
        if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuMemcpyDtoHAsync(&flag, scratch, 8, d->stream), "cuMemcpyDtoHAsync (check)");
        if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
        if (st == KTORCH_OK && flag != ~KTORCH__CAST(uint64_t, 0)) {
            /* side << 62 | flat index ((b*Hk + h)*T + t)*n + e */
            int sd = KTORCH__CAST(int, flag >> 62);
            uint64_t r = flag & ((KTORCH__CAST(uint64_t, 1) << 62) - 1u);
            uint64_t n = KTORCH__CAST(uint64_t, A[sd].n), e = r % n, row = r / n, t = row % KTORCH__CAST(uint64_t, T),
                     h = (row / KTORCH__CAST(uint64_t, T)) % KTORCH__CAST(uint64_t, Hk), b = (row / KTORCH__CAST(uint64_t, T * Hk)) % KTORCH__CAST(uint64_t, B);
            ktorch__cu_pop(d);
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: '%s' holds a non-finite value at [%lld,%lld,%lld,%lld] (quantized pages)", fn,
                                newnames[sd], KTORCH__CAST(long long, b), KTORCH__CAST(long long, h), KTORCH__CAST(long long, t), KTORCH__CAST(long long, e));
        }
    }
    for (side = 0; side < 2 && st == KTORCH_OK; side++) st = ktorch__cu_launch(d, fa, KTORCH__CAST(unsigned, rows), 1, 1, 128, 0, &A[side]);
    ktorch__cu_pop(d);
    return st;
}

/* ---- quantized attention inputs: dequantize, then the 16-bit kernels ---- */
typedef struct ktorch__cu_dequant_args {
    uint64_t src, dst, sc;
    int64_t shape[4], ss[4], sc_sb, sc_sh, sc_sn, n, kind;
} ktorch__cu_dequant_args;

/* i8/fp8 q, k, v with f32 scales on the device ([1], [H] or [B,H,N], any
   strides) are dequantized (code * scale, rounded once) into pool tensors of
   out's dtype, which the attention kernels then read; the copies are freed
   in stream order after the launch. */
static ktorch_status ktorch__cu_attention_qin(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                              const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d;
    const ktorch_tensor *in[3], *sc[3];
    ktorch_tensor tmp[3];
    ktorch_attention_params p;
    ktorch_status st = KTORCH_OK;
    ktorch__CUfunction f;
    int i, dev = q->device.index, made[3] = {0, 0, 0};
    d = &s->dev[dev];
    p = *params;
    in[0] = q; in[1] = k; in[2] = v;
    sc[0] = p.q_scale; sc[1] = p.k_scale; sc[2] = p.v_scale;
    p.q_scale = p.k_scale = p.v_scale = NULL;
    for (i = 0; i < 3 && st == KTORCH_OK; i++) {
        const ktorch_tensor *x = in[i], *c = sc[i];
        ktorch__cu_dequant_args a;
        int j;
        int64_t blocks;
        if (!ktorch__attn_quant_dtype(x->dtype)) continue;
        if ((st = ktorch_tensor_create(ctx, out->dtype, 4, x->shape, x->device, &tmp[i])) != KTORCH_OK) break;
        made[i] = 1;
        memset(&a, 0, sizeof a);
        a.n = 1;
        for (j = 0; j < 4; j++) {
            a.shape[j] = x->shape[j];
            a.ss[j] = x->stride[j];
            a.n *= x->shape[j];
        }
        if (c->ndim == 3) {
            a.sc_sb = c->stride[0]; a.sc_sh = c->stride[1]; a.sc_sn = c->stride[2];
        } else if (c->shape[0] > 1 || x->shape[1] == 1) {
            a.sc_sh = c->stride[0];
        }
        a.src = ktorch__cu_addr(x);
        a.dst = ktorch__cu_addr(&tmp[i]);
        a.sc = ktorch__cu_addr(c);
        a.kind = ktorch__cu_page_code(x->dtype);
        if (a.n == 0) continue;
        if ((st = ktorch__cu_push(d)) != KTORCH_OK) break;
        st = ktorch__cu_function(d, ktorch__cu_find_spec(9, 64, out->dtype == KTORCH_BF16, 0), 3, &f);
        blocks = (a.n + 255) / 256;
        if (blocks > 65535) blocks = 65535;
        if (st == KTORCH_OK) st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, blocks), 1, 1, 256, 0, &a);
        ktorch__cu_pop(d);
        in[i] = &tmp[i];
    }
    if (st == KTORCH_OK) st = ktorch__cu_attention(state, ctx, in[0], in[1], in[2], out, &p);
    for (i = 0; i < 3; i++)
        if (made[i]) ktorch_tensor_free(ctx, &tmp[i]);
    return st;
}

/* (end of paged KV cache and fp8 attention inputs) */

static void ktorch__cu_destroy(void *state) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch_allocator al;
    int i, j;
    if (!s) return;
    al = s->alloc;
    ktorch__cug_destroy(s); /* matrix products region */
    ktorch__cu_q_destroy(s); /* quantization region */
    for (i = 0; i < s->ndev; i++) {
        ktorch__cu_device *d = &s->dev[i];
        if (!d->ctx || ktorch__cu_push(d) != KTORCH_OK) continue;
        s->cu.cuStreamSynchronize(d->stream);
        for (j = 0; j < KTORCH__CU_NSPECS; j++)
            if (d->modules[j]) s->cu.cuModuleUnload(d->modules[j]);
        if (d->scratch) s->cu.cuMemFree(d->scratch);
        if (d->own_stream && d->stream) s->cu.cuStreamDestroy(d->stream);
        ktorch__cu_pop(d);
        if (d->own_ctx) s->cu.cuDevicePrimaryCtxRelease(d->dev);
    }
    for (i = 0; i < s->nimages; i++) ktorch__free(&al, s->images[i].data);
    ktorch__free(&al, s->images);
    /* NVRTC stays loaded: it keeps internal allocations that unloading would leak */
    if (s->libcuda) dlclose(s->libcuda);
    ktorch__free(&al, s);
}

static ktorch_status ktorch__cu_init_device(ktorch__cu_state *s, ktorch__cu_device *d, int ordinal, void *user_ctx, void *user_stream) {
    ktorch_status st;
    size_t mem = 0;
    int v;
    d->s = s;
    d->ordinal = ordinal;
    if (user_ctx) {
        d->ctx = KTORCH__CAST(ktorch__CUcontext, user_ctx);
        st = ktorch__cu_push(d);
        if (st != KTORCH_OK) return st;
        st = ktorch__cu_check(s, s->cu.cuCtxGetDevice(&d->dev), "cuCtxGetDevice");
        ktorch__cu_pop(d);
        if (st != KTORCH_OK) return st;
    } else {
        st = ktorch__cu_check(s, s->cu.cuDeviceGet(&d->dev, ordinal), "cuDeviceGet");
        if (st != KTORCH_OK) return st;
        st = ktorch__cu_check(s, s->cu.cuDevicePrimaryCtxRetain(&d->ctx, d->dev), "cuDevicePrimaryCtxRetain");
        if (st != KTORCH_OK) return st;
        d->own_ctx = 1;
    }
    if (s->cu.cuDeviceGetName(d->name, KTORCH__CAST(int, sizeof d->name), d->dev) != 0) ktorch__format(d->name, sizeof d->name, "CUDA device %d", ordinal);
    d->name[sizeof d->name - 1] = '\0';
    s->cu.cuDeviceGetAttribute(&d->cc_major, KTORCH__CU_ATTR_CC_MAJOR, d->dev);
    s->cu.cuDeviceGetAttribute(&d->cc_minor, KTORCH__CU_ATTR_CC_MINOR, d->dev);
    s->cu.cuDeviceGetAttribute(&d->sms, KTORCH__CU_ATTR_SM_COUNT, d->dev);
    v = 48 * 1024;
    if (s->cu.cuDeviceGetAttribute(&v, KTORCH__CU_ATTR_SMEM_OPTIN, d->dev) != 0 || v <= 0) v = 48 * 1024;
    d->smem_optin = v;
    if (s->cu.cuDeviceGetAttribute(&d->l2_bytes, KTORCH__CU_ATTR_L2_BYTES, d->dev) != 0 || d->l2_bytes < 0) d->l2_bytes = 0;
    if (s->cu.cuDeviceTotalMem(&mem, d->dev) == 0) d->memory = mem;
    if (d->sms <= 0) d->sms = 1;
    /* sm_90 compiles as sm_90a (wgmma and friends need the a-suffix target) */
    ktorch__format(d->arch, sizeof d->arch, "sm_%d%d%s", d->cc_major, d->cc_minor, d->cc_major == 9 && d->cc_minor == 0 ? "a" : "");
    if (user_stream) {
        d->stream = KTORCH__CAST(ktorch__CUstream, user_stream);
    } else {
        st = ktorch__cu_push(d);
        if (st != KTORCH_OK) return st;
        st = ktorch__cu_check(s, s->cu.cuStreamCreate(&d->stream, KTORCH__CU_STREAM_NON_BLOCKING), "cuStreamCreate");
        ktorch__cu_pop(d);
        if (st != KTORCH_OK) return st;
        d->own_stream = 1;
    }
    return KTORCH_OK;
}

/* Blob: "KTCUDA01", u64 count, then per image: u64 key, u64 kind, u64 size,
   data padded to 8 bytes. Little-endian host order. */
static ktorch_status ktorch__cu_cache_export(void *state, const ktorch_allocator *al, void **data, size_t *size) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    uint64_t total = 16, hdr[4];
    unsigned char *p;
    int i;
    for (i = 0; i < s->nimages; i++) total += 24 + ((s->images[i].size + 7) & ~KTORCH__CAST(uint64_t, 7));
    if (total > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "ktorch_backend_cache_export (cuda): blob too large");
    p = KTORCH__CAST(unsigned char *, ktorch__calloc(al, 1, KTORCH__CAST(size_t, total)));
    if (!p) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_cache_export (cuda): no memory for %llu bytes", KTORCH__CAST(unsigned long long, total));
    *data = p;
    *size = KTORCH__CAST(size_t, total);
    memcpy(p, "KTCUDA01", 8);
    hdr[0] = KTORCH__CAST(uint64_t, s->nimages);
    memcpy(p + 8, hdr, 8);
    p += 16;
    for (i = 0; i < s->nimages; i++) {
        hdr[0] = s->images[i].key;
        hdr[1] = s->images[i].kind;
        hdr[2] = s->images[i].size;
        memcpy(p, hdr, 24);
        memcpy(p + 24, s->images[i].data, KTORCH__CAST(size_t, s->images[i].size));
        p += 24 + ((s->images[i].size + 7) & ~KTORCH__CAST(uint64_t, 7));
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__cu_cache_import(void *state, const void *data, size_t size) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    const unsigned char *p = KTORCH__CAST(const unsigned char *, data);
    uint64_t count, i, pos = 16, hdr[3];
    if (!data || size < 16 || memcmp(p, "KTCUDA01", 8) != 0)
        return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (cuda): not a ktorch CUDA cache blob");
    memcpy(&count, p + 8, 8);
    /* validate everything before taking anything */
    for (i = 0; i < count; i++) {
        uint64_t padded;
        if (size - pos < 24) return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (cuda): entry %llu is truncated", KTORCH__CAST(unsigned long long, i));
        memcpy(hdr, p + pos, 24);
        padded = (hdr[2] + 7) & ~KTORCH__CAST(uint64_t, 7);
        if (hdr[1] > 1 || hdr[2] == 0 || padded < hdr[2] || padded > size - pos - 24)
            return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (cuda): entry %llu is malformed", KTORCH__CAST(unsigned long long, i));
        pos += 24 + padded;
    }
    pos = 16;
    for (i = 0; i < count; i++) {
        uint64_t padded;
        memcpy(hdr, p + pos, 24);
        padded = (hdr[2] + 7) & ~KTORCH__CAST(uint64_t, 7);
        if (!ktorch__cu_image_find(s, hdr[0])) {
            void *copy = ktorch__alloc(&s->alloc, KTORCH__CAST(size_t, hdr[2]));
            ktorch_status st;
            if (!copy) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_cache_import (cuda): no memory");
            memcpy(copy, p + pos + 24, KTORCH__CAST(size_t, hdr[2]));
            st = ktorch__cu_image_add(s, hdr[0], KTORCH__CAST(uint32_t, hdr[1]), copy, hdr[2]);
            if (st != KTORCH_OK) return st;
        }
        pos += 24 + padded;
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__cu_prepare(void *state, int device_index, int *compiled) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[device_index];
    ktorch_status st;
    int i, before;
    before = s->compiled;
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    for (i = 0; i < KTORCH__CU_NSPECS && st == KTORCH_OK; i++) {
        ktorch__CUfunction f;
        if (ktorch__cu_families[ktorch__cu_specs[i].kind].sm90_only && !ktorch__cu_sm90(d)) continue;
        if (ktorch__cu_specs[i].kind == 4 && !s->cu.cuTensorMapEncodeTiled) continue;
        if (ktorch__cu_families[ktorch__cu_specs[i].kind].names[0]) st = ktorch__cu_function(d, i, 0, &f);
    }
    ktorch__cu_pop(d);
    if (compiled) *compiled = s->compiled - before;
    return st;
}

/* ---- the backend table: capabilities and one entry for every op ---------- */
/* What the core has checked is not checked again; what the CUDA kernels
   cannot run is said here, before any work is queued. */
static ktorch_status ktorch__cu_supports(void *state, const ktorch_op_desc *op) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    const ktorch__cu_device *d = &s->dev[op->device.index];
    switch (op->op) {
    case KTORCH_OP_ATTENTION_CHUNKED: return ktorch__fail(KTORCH_UNSUPPORTED, "no fused chunked kernel (the core composes it)");
    case KTORCH_OP_ATTENTION:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE:
    case KTORCH_OP_ATTENTION_DILATED: {
        static const char *const names[4] = {"q", "k", "v", "out"};
        ktorch_status st;
        int i, quantized = 0;
        if (d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (%s) is older than sm_80", d->name, d->arch);
        for (i = 0; i < 3; i++) quantized |= ktorch__attn_quant_dtype(op->tensor[i]->dtype);
        if (op->shape.dtype == KTORCH_F32 && !quantized)
            return ktorch__fail(KTORCH_UNSUPPORTED, "f32 inputs are not run on CUDA; convert q, k, v to f16 or bf16 with ktorch_tensor_copy");
        if (op->shape.head_dim_v != op->shape.head_dim)
            return ktorch__fail(KTORCH_UNSUPPORTED, "v's head dim (%lld) must equal q's (%lld)", KTORCH__CAST(long long, op->shape.head_dim_v),
                                KTORCH__CAST(long long, op->shape.head_dim));
        if (quantized) { /* dequantized into out's dtype first; the others must already be in it */
            const ktorch_dtype odt = op->tensor[3]->dtype;
            if (op->op != KTORCH_OP_ATTENTION) return ktorch__fail(KTORCH_UNSUPPORTED, "quantized (i8/fp8) inputs are run by plain attention only");
            if (odt != KTORCH_F16 && odt != KTORCH_BF16)
                return ktorch__fail(KTORCH_UNSUPPORTED, "quantized inputs need an f16 or bf16 'out' (is %s)", ktorch_dtype_name(odt));
            for (i = 0; i < 4; i++)
                if ((i == 3 || !ktorch__attn_quant_dtype(op->tensor[i]->dtype)) &&
                    (st = ktorch__cu_check_qkv(op->tensor[i], names[i], odt)) != KTORCH_OK)
                    return st;
            return KTORCH_OK;
        }
        if (op->tensor[0]->dtype != KTORCH_F16 && op->tensor[0]->dtype != KTORCH_BF16)
            return ktorch__fail(KTORCH_UNSUPPORTED, "dtype %s is not run (f16, bf16)", ktorch_dtype_name(op->tensor[0]->dtype));
        for (i = 0; i < 4; i++)
            if ((st = ktorch__cu_check_qkv(op->tensor[i], names[i], op->tensor[0]->dtype)) != KTORCH_OK) return st;
        return KTORCH_OK;
    }
    case KTORCH_OP_DEQUANTIZE:
        if (!ktorch_tensor_is_contiguous(op->tensor[0])) return ktorch__fail(KTORCH_UNSUPPORTED, "'out' must be contiguous");
        return KTORCH_OK;
    default: return KTORCH_OK;
    }
}
static ktorch_status ktorch__cu_run(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch_tensor *const *t = op->tensor;
    switch (op->op) {
    case KTORCH_OP_ATTENTION: return ktorch__cu_attention(state, ctx, t[0], t[1], t[2], t[3], op->attention);
    case KTORCH_OP_ATTENTION_MERGE: return ktorch__cu_attention_merge(state, ctx, t[0], t[1], t[2], t[3], t[4], t[5]);
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE:
        return ktorch__cu_block_sparse(state, ctx, t[0], t[1], t[2], t[3], op->attention, KTORCH__CAST(const ktorch_block_sparse_params *, op->params));
    case KTORCH_OP_BLOCK_MASK_TOPK:
        return ktorch__cu_block_mask_topk(state, ctx, t[0], t[1], op->arg[0], op->arg[1], op->density, KTORCH__CAST(int, op->arg[2]), t[2]);
    case KTORCH_OP_ATTENTION_DILATED:
        return ktorch__cu_attention_dilated(state, ctx, t[0], t[1], t[2], t[3], op->attention, KTORCH__CAST(const ktorch_dilated_params *, op->params));
    case KTORCH_OP_KV_CACHE_APPEND:
        return ktorch__cu_kv_cache_append(state, ctx, t[0], t[1], t[2], t[3], t[4], t[5], KTORCH__CAST(const ktorch_kv_quant *, op->params));
    case KTORCH_OP_ATTENTION_PAGED:
        return ktorch__cu_attention_paged(state, ctx, t[0], t[1], t[2], t[3], t[4], t[5], op->attention, KTORCH__CAST(const ktorch_paged_params *, op->params));
    case KTORCH_OP_QUANTIZE: return ktorch__cu_quantize(state, ctx, t[0], op->format, KTORCH__CAST(const ktorch_quant_params *, op->params), op->qout);
    case KTORCH_OP_DEQUANTIZE: return ktorch__cu_dequantize(state, ctx, op->qtensor[0], t[0]);
    case KTORCH_OP_QMATMUL: return ktorch__cu_qmatmul(state, ctx, t[0], op->qtensor[0], t[1]);
    case KTORCH_OP_MATMUL_NT: return ktorch__cu_matmul_nt(state, ctx, t[0], t[1], t[2]);
    case KTORCH_OP_QMATMUL_W8A8: return ktorch__cu_qmatmul_w8a8(state, ctx, op->qtensor[0], op->qtensor[1], t[0]);
    case KTORCH_OP_CONVERT: return ktorch__cu_convert(state, ctx, t[0], t[1], KTORCH__CAST(const ktorch_copy_params *, op->params));
    default: break;
    }
    return ktorch__fail(KTORCH_INTERNAL, "cuda backend: op %d is not handled", KTORCH__CAST(int, op->op));
}

KTORCH_API ktorch_status ktorch_cuda_register(ktorch_context *ctx, const ktorch_cuda_desc *desc) {
    ktorch_cuda_desc dd;
    ktorch__cu_state *s;
    ktorch_backend_impl impl;
    ktorch_status st;
    const char *used = NULL, *missing = NULL, *cuda_name;
    int count = 0, i;
    ktorch__CUresult r;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cuda_register: 'ctx' is NULL");
    if (desc) dd = *desc;
    else memset(&dd, 0, sizeof dd);
    if (dd.device_count < 0 || dd.device_count > KTORCH__MAX_DEVICES || (dd.device_count > 0 && !dd.devices))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cuda_register: 'device_count' must be 0..%d with 'devices' set", KTORCH__MAX_DEVICES);
    if (ktorch_backend_available(ctx, KTORCH_BACKEND_CUDA))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cuda_register: cuda is already registered");
    s = KTORCH__CAST(ktorch__cu_state *, ktorch__calloc(ktorch_context_allocator(ctx), 1, sizeof *s));
    if (!s) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_cuda_register: no memory");
    s->alloc = *ktorch_context_allocator(ctx);
    cuda_name = dd.libcuda_path ? dd.libcuda_path : "libcuda.so.1";
    s->libcuda = ktorch__cu_dlopen(&cuda_name, 1, &used);
    if (!s->libcuda) {
        ktorch__cu_destroy(s);
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda_register: could not load the CUDA driver '%s' (no NVIDIA driver installed?)", cuda_name);
    }
    if (!ktorch__cu_resolve(s->libcuda, ktorch__cu_syms, sizeof ktorch__cu_syms / sizeof ktorch__cu_syms[0], &s->cu, &missing)) {
        ktorch__cu_destroy(s);
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda_register: symbol '%s' missing from %s (driver too old?)", missing, cuda_name);
    }
    {
        void *p = dlsym(s->libcuda, "cuTensorMapEncodeTiled");
        if (p) memcpy(&s->cu.cuTensorMapEncodeTiled, &p, sizeof p);
    }
    st = ktorch__nvrtc_load(dd.libnvrtc_path, &s->libnvrtc, &s->nv, &s->nvrtc_major, &s->nvrtc_minor);
    if (st != KTORCH_OK) {
        ktorch__cu_destroy(s);
        return st;
    }
    r = s->cu.cuInit(0);
    if (r != 0) {
        const char *name = NULL;
        if (s->cu.cuGetErrorName(r, &name) != 0 || !name) name = "unknown error";
        /* format before the driver (which owns `name`) is unloaded */
        ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda_register: cuInit failed: %s (%d)", name, r);
        ktorch__cu_destroy(s);
        return KTORCH_BACKEND_UNAVAILABLE;
    }
    if (s->cu.cuDriverGetVersion(&s->driver_version) != 0 || s->cu.cuDeviceGetCount(&count) != 0) count = 0;
    if (count <= 0) {
        ktorch__cu_destroy(s);
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_cuda_register: no CUDA device");
    }
    s->ndev = dd.device_count > 0 ? dd.device_count : (count < KTORCH__MAX_DEVICES ? count : KTORCH__MAX_DEVICES);
    for (i = 0; i < s->ndev; i++) {
        int ord = dd.device_count > 0 ? dd.devices[i] : i;
        if (ord < 0 || ord >= count) {
            s->ndev = i;
            ktorch__cu_destroy(s);
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cuda_register: device ordinal %d does not exist (%d devices)", ord, count);
        }
        st = ktorch__cu_init_device(s, &s->dev[i], ord, i == 0 ? dd.context : NULL, i == 0 ? dd.stream : NULL);
        if (st != KTORCH_OK) {
            s->ndev = i + 1;
            ktorch__cu_destroy(s);
            return st;
        }
    }
#ifndef KTORCH_NO_STDIO
    {
        const char *dir = dd.cache_dir ? dd.cache_dir : getenv("KTORCH_CUDA_CACHE_DIR");
        if (dir && *dir) ktorch__format(s->cache_dir, sizeof s->cache_dir, "%s", dir);
    }
#endif
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = KTORCH_BACKEND_CUDA;
    impl.state = s;
    impl.device_count = ktorch__cu_device_count;
    impl.device_info = ktorch__cu_device_info;
    impl.provider = ktorch__cu_provider;
    impl.copy = ktorch__cu_copy;
    impl.fill = ktorch__cu_fill;
    impl.synchronize = ktorch__cu_synchronize;
    impl.supports = ktorch__cu_supports;
    impl.run = ktorch__cu_run;
    impl.destroy = ktorch__cu_destroy;
    impl.event_record = ktorch__cu_event_record;
    impl.event_elapsed = ktorch__cu_event_elapsed;
    impl.event_destroy = ktorch__cu_event_destroy;
    impl.cache_export = ktorch__cu_cache_export;
    impl.cache_import = ktorch__cu_cache_import;
    impl.prepare = ktorch__cu_prepare;
    st = ktorch_register_backend(ctx, &impl);
    if (st != KTORCH_OK) ktorch__cu_destroy(s);
    return st;
}

#endif /* KTORCH_CUDA__IMPLEMENTED */
#endif /* KTORCH_CUDA_IMPLEMENTATION */
