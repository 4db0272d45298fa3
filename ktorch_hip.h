/* ktorch_hip.h - v0.1.0 - HIP backend for ktorch.h: AMD GPUs through the
   CUDA-dialect engine of ktorch_cuda.h (the same kernels, compiled by hiprtc).

   USAGE
     Needs ktorch_cuda.h beside it: the engine (loading, modules, compiled
     image cache, pools, launches, events, every op's host code) lives once,
     in ktorch_cuda.h's implementation; this header holds what is HIP's own.
     In exactly one C or C++ file, after ktorch.h's implementation:
         #define KTORCH_IMPLEMENTATION
         #include "ktorch.h"
         #define KTORCH_HIP_IMPLEMENTATION
         #include "ktorch_hip.h"
     KTORCH_HIP_IMPLEMENTATION defines KTORCH_CUDA_IMPLEMENTATION and
     includes ktorch_cuda.h's implementation (once, in the same file that
     may also define KTORCH_CUDA_IMPLEMENTATION itself).
     Elsewhere just #include "ktorch_hip.h".
     Build: cc app.c -lm -lpthread -ldl     (no ROCm needed to build)

     ktorch_context *ctx; ktorch_context_create(NULL, &ctx);
     if (ktorch_hip_register(ctx, NULL) != KTORCH_OK) puts(ktorch_last_error());
     then create tensors on device {KTORCH_BACKEND_HIP, 0} and call the ops.
     A context may register CUDA and HIP both: two states, one engine.

   RUNTIME
     libamdhip64 (desc->libhip_path, else .so.6, .so.5, .so) and hiprtc
     (desc->libhiprtc_path, else libhiprtc.so.6, .so.5, .so, else the
     hiprtc symbols inside libamdhip64 of ROCm 5) are loaded with dlopen at
     registration; a missing library, symbol or device makes
     ktorch_hip_register return KTORCH_BACKEND_UNAVAILABLE naming it (and
     the HIP error). Kernels are compiled by hiprtc for the device's
     gcnArchName (--offload-arch=gfx90a, ...) with the AMD prelude
     (shaders/hip_prelude.cu), cached like CUDA's (blob magic "KTHIP001",
     ktorch_backend_cache_export/import/prepare with KTORCH_BACKEND_HIP,
     desc->cache_dir). On HIP's NVIDIA platform (no gfx name) the CUDA
     prelude is compiled to PTX for sm_<major><minor>.

   OPS
     Those of ktorch_cuda.h, with the same checks, except: the sm_90a
     kernels (warpgroup MMA, tensor maps) never run (block-sparse attention
     runs on the portable kernel, as on other NVIDIA devices), and there is
     no cuBLASLt: ktorch's own kernels run every matrix product. Nothing has run on AMD hardware yet (docs/HIP.md).

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
#ifndef KTORCH_HIP_H
#define KTORCH_HIP_H

#include "ktorch.h"

#if KTORCH_VERSION_MAJOR != 0 || KTORCH_VERSION_MINOR != 1
#error "ktorch_hip.h v0.1 needs ktorch.h v0.1"
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ktorch_hip_desc {
    const char *libhip_path;    /* NULL = search libamdhip64.so.6, .so.5, .so */
    const char *libhiprtc_path; /* NULL = search libhiprtc.so.6, .so.5, .so, then libamdhip64 itself */
    void *context;              /* caller's hipCtx_t for the first device; NULL = primary context */
    void *stream;               /* caller's hipStream_t for the first device; NULL = own stream */
    const char *cache_dir;      /* directory of compiled kernels; NULL = none */
    const int *devices;         /* device ordinals to use; NULL = all */
    int device_count;
} ktorch_hip_desc;

KTORCH_API ktorch_status ktorch_hip_register(ktorch_context *ctx, const ktorch_hip_desc *desc);
/* Compiled kernels: ktorch_backend_cache_export/import(ctx,
   KTORCH_BACKEND_HIP, ...) and ktorch_backend_prepare (ktorch.h). */

#ifdef __cplusplus
}
#endif
#endif /* KTORCH_HIP_H */

/* ========================================================================
   IMPLEMENTATION
   ======================================================================== */
#ifdef KTORCH_HIP_IMPLEMENTATION
#ifndef KTORCH_HIP__IMPLEMENTED
#define KTORCH_HIP__IMPLEMENTED

#ifndef KTORCH__IMPLEMENTED
#error "define KTORCH_IMPLEMENTATION and include ktorch.h before KTORCH_HIP_IMPLEMENTATION"
#endif
#ifndef KTORCH_CUDA_IMPLEMENTATION
#define KTORCH_CUDA_IMPLEMENTATION
#endif
#include "ktorch_cuda.h"

/* hipDeviceProp_t.gcnArchName: at byte 396 of ROCm 5's layout
   (hipGetDeviceProperties; hip_runtime_api.h of ROCm 5.2, 792 bytes) and at
   1160 of ROCm 6's (hipGetDevicePropertiesR0600; 1472 bytes). Read into a
   zeroed buffer larger than either. */
#define KTORCH__HIP_ARCH_AT_R0000 396
#define KTORCH__HIP_ARCH_AT_R0600 1160
#define KTORCH__HIP_PROPS_BYTES 4096
#define KTORCH__HIP_ARCH_BYTES 256

typedef ktorch__CUresult (*ktorch__hip_props_fn)(void *prop, int device);

/* AMD: the offload arch is gcnArchName before ':' ("gfx90a:sramecc+:xnack-").
   No gfx name: HIP's NVIDIA platform, sm_<major><minor> and the CUDA prelude. */
static ktorch_status ktorch__hip_arch(ktorch__cu_state *s, ktorch__cu_device *d) {
    union {
        char c[KTORCH__HIP_PROPS_BYTES];
        uint64_t align;
    } props;
    ktorch__hip_props_fn get = NULL;
    size_t at = KTORCH__HIP_ARCH_AT_R0600, n = 0;
    void *p = dlsym(s->libcuda, "hipGetDevicePropertiesR0600");
    if (!p) {
        p = dlsym(s->libcuda, "hipGetDeviceProperties");
        at = KTORCH__HIP_ARCH_AT_R0000;
    }
    memset(&props, 0, sizeof props);
    if (p) {
        memcpy(&get, &p, sizeof p);
        if (get(props.c, d->dev) != 0) props.c[at] = '\0';
    }
    while (n < KTORCH__HIP_ARCH_BYTES && props.c[at + n] && props.c[at + n] != ':') n++;
    d->sm90 = 0; /* the sm_90a kernels are NVIDIA's own; HIP never picks them */
    d->amd = n > 3 && memcmp(props.c + at, "gfx", 3) == 0;
    if (!d->amd) {
        ktorch__format(d->arch, sizeof d->arch, "sm_%d%d", d->cc_major, d->cc_minor);
        return KTORCH_OK;
    }
    if (n >= sizeof d->arch)
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "ktorch_hip: %s reports an architecture name of %d bytes", d->name, KTORCH__CAST(int, n));
    memcpy(d->arch, props.c + at, n);
    d->arch[n] = '\0';
    return KTORCH_OK;
}

static const char *const ktorch__hip_libs[] = {"libamdhip64.so.6", "libamdhip64.so.5", "libamdhip64.so"};
static const char *const ktorch__hiprtc_libs[] = {"libhiprtc.so.6", "libhiprtc.so.5", "libhiprtc.so"};
static const ktorch__gpu_vendor ktorch__gpu_hip = {
    KTORCH_BACKEND_HIP, 1, "ktorch_hip", "hip", "KTHIP001", "the HIP runtime", "(ROCm not installed?)",
    ktorch__hip_libs, 3, "libamdhip64.so.6, .so.5, .so", "hiprtc", ktorch__hiprtc_libs, 3, "libhiprtc.so.6, .so.5, .so", 1, 1,
    /* hipDeviceAttribute_t (the same numbers in ROCm 5.2 and 6): MultiprocessorCount, L2CacheSize,
       ComputeCapabilityMajor/Minor, MaxSharedMemoryPerBlock (AMD has no opt-in beyond it), WarpSize */
    {63, 19, 23, 61, 74, 87}, ktorch__hip_arch};

KTORCH_API ktorch_status ktorch_hip_register(ktorch_context *ctx, const ktorch_hip_desc *desc) {
    ktorch_cuda_desc d;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_hip_register: 'ctx' is NULL");
    memset(&d, 0, sizeof d);
    if (desc) {
        d.libcuda_path = desc->libhip_path;
        d.libnvrtc_path = desc->libhiprtc_path;
        d.context = desc->context;
        d.stream = desc->stream;
        d.cache_dir = desc->cache_dir;
        d.devices = desc->devices;
        d.device_count = desc->device_count;
    }
    d.no_cublaslt = 1; /* cuBLASLt is NVIDIA's: ktorch's own kernels run every product */
    return ktorch__gpu_register(ctx, &ktorch__gpu_hip, &d, "ktorch_hip_register");
}

#endif /* KTORCH_HIP__IMPLEMENTED */
#endif /* KTORCH_HIP_IMPLEMENTATION */
