/* A stand-in for libamdhip64 on NVIDIA machines: the hip* and hiprtc* entry
   points ktorch_hip.h uses, forwarded to their CUDA driver (libcuda.so.1)
   and NVRTC twins, both dlopen'd on first use. It reports an empty
   gcnArchName, which is HIP's NVIDIA platform: ktorch_hip.h then compiles
   the CUDA prelude to PTX (hiprtcGetCode gives PTX there, as in HIP's own
   NVIDIA headers), so everything of the HIP host path but AMD's compiler
   and hardware runs against the CPU (tests/test_backend_ops.c with
   KTORCH_TEST_BACKEND=hip, tests/gpu.sh hip).
   Result codes and error names are CUDA's (the same numbers for success and
   out of memory). Without libcuda.so.1 every call fails with
   hipErrorInsufficientDriver (35), named "no CUDA driver".
   Test hooks: env KTORCH_HIP_SHIM_GCN sets the reported gcnArchName;
   -DSHIM_R0000 exports ROCm 5's hipGetDeviceProperties (its layout) instead
   of ROCm 6's hipGetDevicePropertiesR0600.
   Built by the Makefile (build/hip_shim/libamdhip64_shim.so). */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#define API __attribute__((visibility("default")))
#define NO_DRIVER 35    /* hipErrorInsufficientDriver */
#define NO_COMPILER 11  /* HIPRTC_ERROR_INTERNAL_ERROR */
#define BAD_VALUE 1     /* hipErrorInvalidValue */
#define SMEM_DEFAULT (48u * 1024u)
#define AMD_LDS (64 * 1024) /* shared memory per block on AMD GPUs */

typedef unsigned long long dptr;

static void *lib_cuda(void) {
    static void *h;
    static int tried;
    if (!tried) {
        tried = 1;
        h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    }
    return h;
}

static void *lib_nvrtc(void) {
    static const char *const names[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so", "/usr/local/cuda/lib64/libnvrtc.so.13",
                                        "/usr/local/cuda/lib64/libnvrtc.so.12", "/usr/local/cuda/lib64/libnvrtc.so"};
    static void *h;
    static int tried;
    size_t i;
    if (!tried) {
        tried = 1;
        for (i = 0; i < sizeof names / sizeof names[0] && !h; i++) h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    return h;
}

/* The first of two names that lib has (the second may be NULL). */
static int resolve(void *lib, const char *name, const char *alt, void *fn, size_t size) {
    void *p = lib ? dlsym(lib, name) : NULL;
    if (!p && lib && alt) p = dlsym(lib, alt);
    if (!p) return 0;
    memcpy(fn, &p, size);
    return 1;
}

/* One forwarding entry point: hip name, twin (and an older twin), library,
   parameter list, argument list, result when the twin is missing. */
#define FWD(hip, twin, alt, lib, params, args, missing)                         \
    API int hip params {                                                        \
        static int (*twin_) params;                                             \
        if (!twin_ && !resolve(lib(), twin, alt, &twin_, sizeof twin_)) return missing; \
        return twin_ args;                                                      \
    }

FWD(hipInit, "cuInit", NULL, lib_cuda, (unsigned flags), (flags), NO_DRIVER)
FWD(hipDriverGetVersion, "cuDriverGetVersion", NULL, lib_cuda, (int *v), (v), NO_DRIVER)
FWD(hipGetDeviceCount, "cuDeviceGetCount", NULL, lib_cuda, (int *n), (n), NO_DRIVER)
FWD(hipDeviceGet, "cuDeviceGet", NULL, lib_cuda, (int *d, int ordinal), (d, ordinal), NO_DRIVER)
FWD(hipDeviceGetName, "cuDeviceGetName", NULL, lib_cuda, (char *name, int len, int d), (name, len, d), NO_DRIVER)
FWD(hipDeviceTotalMem, "cuDeviceTotalMem_v2", NULL, lib_cuda, (size_t *bytes, int d), (bytes, d), NO_DRIVER)
FWD(hipDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", NULL, lib_cuda, (void **ctx, int d), (ctx, d), NO_DRIVER)
FWD(hipDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", NULL, lib_cuda, (int d), (d), NO_DRIVER)
FWD(hipCtxPushCurrent, "cuCtxPushCurrent_v2", NULL, lib_cuda, (void *ctx), (ctx), NO_DRIVER)
FWD(hipCtxPopCurrent, "cuCtxPopCurrent_v2", NULL, lib_cuda, (void **ctx), (ctx), NO_DRIVER)
FWD(hipCtxGetDevice, "cuCtxGetDevice", NULL, lib_cuda, (int *d), (d), NO_DRIVER)
FWD(hipStreamCreateWithFlags, "cuStreamCreate", NULL, lib_cuda, (void **s, unsigned flags), (s, flags), NO_DRIVER)
FWD(hipStreamDestroy, "cuStreamDestroy_v2", NULL, lib_cuda, (void *s), (s), NO_DRIVER)
FWD(hipStreamSynchronize, "cuStreamSynchronize", NULL, lib_cuda, (void *s), (s), NO_DRIVER)
FWD(hipMalloc, "cuMemAlloc_v2", NULL, lib_cuda, (dptr *p, size_t n), (p, n), NO_DRIVER)
FWD(hipFree, "cuMemFree_v2", NULL, lib_cuda, (dptr p), (p), NO_DRIVER)
FWD(hipMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", NULL, lib_cuda, (dptr dst, const void *src, size_t n, void *s), (dst, src, n, s), NO_DRIVER)
FWD(hipMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2", NULL, lib_cuda, (void *dst, dptr src, size_t n, void *s), (dst, src, n, s), NO_DRIVER)
FWD(hipMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2", NULL, lib_cuda, (dptr dst, dptr src, size_t n, void *s), (dst, src, n, s), NO_DRIVER)
FWD(hipMemsetD8Async, "cuMemsetD8Async", NULL, lib_cuda, (dptr dst, unsigned char v, size_t n, void *s), (dst, v, n, s), NO_DRIVER)
FWD(hipModuleLoadData, "cuModuleLoadData", NULL, lib_cuda, (void **m, const void *image), (m, image), NO_DRIVER)
FWD(hipModuleUnload, "cuModuleUnload", NULL, lib_cuda, (void *m), (m), NO_DRIVER)
FWD(hipModuleGetFunction, "cuModuleGetFunction", NULL, lib_cuda, (void **f, void *m, const char *name), (f, m, name), NO_DRIVER)
FWD(hipEventCreateWithFlags, "cuEventCreate", NULL, lib_cuda, (void **e, unsigned flags), (e, flags), NO_DRIVER)
FWD(hipEventRecord, "cuEventRecord", NULL, lib_cuda, (void *e, void *s), (e, s), NO_DRIVER)
FWD(hipEventSynchronize, "cuEventSynchronize", NULL, lib_cuda, (void *e), (e), NO_DRIVER)
FWD(hipEventElapsedTime, "cuEventElapsedTime_v2", "cuEventElapsedTime", lib_cuda, (float *ms, void *a, void *b), (ms, a, b), NO_DRIVER)
FWD(hipEventDestroy, "cuEventDestroy_v2", NULL, lib_cuda, (void *e), (e), NO_DRIVER)
FWD(hipHostMalloc, "cuMemHostAlloc", NULL, lib_cuda, (void **p, size_t n, unsigned flags), (p, n, flags), NO_DRIVER)
FWD(hipHostFree, "cuMemFreeHost", NULL, lib_cuda, (void *p), (p), NO_DRIVER)
FWD(hipHostGetDevicePointer, "cuMemHostGetDevicePointer_v2", NULL, lib_cuda, (dptr *d, void *p, unsigned flags), (d, p, flags), NO_DRIVER)

FWD(hiprtcVersion, "nvrtcVersion", NULL, lib_nvrtc, (int *major, int *minor), (major, minor), NO_COMPILER)
FWD(hiprtcCreateProgram, "nvrtcCreateProgram", NULL, lib_nvrtc,
    (void **p, const char *src, const char *name, int nh, const char *const *h, const char *const *hn), (p, src, name, nh, h, hn), NO_COMPILER)
FWD(hiprtcDestroyProgram, "nvrtcDestroyProgram", NULL, lib_nvrtc, (void **p), (p), NO_COMPILER)
FWD(hiprtcCompileProgram, "nvrtcCompileProgram", NULL, lib_nvrtc, (void *p, int n, const char *const *opts), (p, n, opts), NO_COMPILER)
FWD(hiprtcGetProgramLogSize, "nvrtcGetProgramLogSize", NULL, lib_nvrtc, (void *p, size_t *n), (p, n), NO_COMPILER)
FWD(hiprtcGetProgramLog, "nvrtcGetProgramLog", NULL, lib_nvrtc, (void *p, char *log), (p, log), NO_COMPILER)
FWD(hiprtcGetCodeSize, "nvrtcGetPTXSize", NULL, lib_nvrtc, (void *p, size_t *n), (p, n), NO_COMPILER)
FWD(hiprtcGetCode, "nvrtcGetPTX", NULL, lib_nvrtc, (void *p, char *code), (p, code), NO_COMPILER)

API const char *hiprtcGetErrorString(int r) {
    static const char *(*f)(int);
    if (!f && !resolve(lib_nvrtc(), "nvrtcGetErrorString", NULL, &f, sizeof f)) return "hip shim: no NVRTC";
    return f(r);
}

/* HIP returns the name; CUDA writes it. */
API const char *hipGetErrorName(int r) {
    static int (*f)(int, const char **);
    const char *name = NULL;
    if (r == NO_DRIVER && !lib_cuda()) return "hipErrorInsufficientDriver (hip shim: no CUDA driver, libcuda.so.1 did not load)";
    if (!f && !resolve(lib_cuda(), "cuGetErrorName", NULL, &f, sizeof f)) return "hip shim: no CUDA driver";
    return f(r, &name) == 0 && name ? name : "unknown error";
}

/* hipDeviceAttribute_t -> CUdevice_attribute for the attributes ktorch reads.
   MaxSharedMemoryPerBlock reports CUDA's opt-in limit capped at an AMD
   device's 64 KiB of LDS, so ktorch picks the kernels it would pick on AMD;
   the launch below raises each kernel's limit as ktorch's CUDA path does. */
API int hipDeviceGetAttribute(int *v, int attr, int d) {
    static int (*f)(int *, int, int);
    static const int map[][2] = {{63, 16}, {19, 38}, {23, 75}, {61, 76}, {74, 97}, {87, 10}};
    size_t i;
    int r;
    if (!f && !resolve(lib_cuda(), "cuDeviceGetAttribute", NULL, &f, sizeof f)) return NO_DRIVER;
    for (i = 0; i < sizeof map / sizeof map[0]; i++)
        if (map[i][0] == attr) {
            r = f(v, map[i][1], d);
            if (r == 0 && attr == 74 && *v > AMD_LDS) *v = AMD_LDS;
            return r;
        }
    return BAD_VALUE;
}

API int hipModuleLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned smem,
                              void *s, void **params, void **extra) {
    static int (*launch)(void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *, void **, void **);
    static int (*set)(void *, int, int);
    int r;
    if (!launch && !resolve(lib_cuda(), "cuLaunchKernel", NULL, &launch, sizeof launch)) return NO_DRIVER;
    if (!set && !resolve(lib_cuda(), "cuFuncSetAttribute", NULL, &set, sizeof set)) return NO_DRIVER;
    if (smem > SMEM_DEFAULT && (r = set(fn, 8 /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES */, (int)smem)) != 0) return r;
    return launch(fn, gx, gy, gz, bx, by, bz, smem, s, params, extra);
}

/* gcnArchName at its offset in the layout of the entry point exported. */
#ifdef SHIM_R0000
#define PROPS_ENTRY hipGetDeviceProperties
#define ARCH_AT 396
#else
#define PROPS_ENTRY hipGetDevicePropertiesR0600
#define ARCH_AT 1160
#endif
API int PROPS_ENTRY(void *prop, int d) {
    const char *gcn = getenv("KTORCH_HIP_SHIM_GCN");
    (void)d;
    if (gcn) {
        size_t n = strlen(gcn);
        memcpy((char *)prop + ARCH_AT, gcn, n < 255 ? n : 255);
    }
    return 0;
}
