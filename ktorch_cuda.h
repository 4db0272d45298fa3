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
     This implementation is also the host engine of ktorch_hip.h (AMD GPUs),
     which needs this header beside it and includes its implementation
     (once per program, in the file that defines KTORCH_HIP_IMPLEMENTATION).

     ktorch_context *ctx; ktorch_context_create(NULL, &ctx);
     if (ktorch_cuda_register(ctx, NULL) != KTORCH_OK) puts(ktorch_last_error());
     then create tensors on device {KTORCH_BACKEND_CUDA, 0} and call the ops.

   RUNTIME
     libcuda.so.1 and NVRTC (libnvrtc.so.13, .12, .so, then the same names in
     /usr/local/cuda/lib64/) are loaded with dlopen at registration. A
     missing library or symbol makes ktorch_cuda_register return
     KTORCH_BACKEND_UNAVAILABLE with the reason; the CPU backend keeps working.
     Kernels (the .cu files of shaders/, embedded at the end of this file;
     their argument blocks are defined once in shaders/kernel_args.h, which
     host code and kernels share) are compiled by NVRTC on first use for
     the device's exact architecture (sm_80..sm_89, sm_90a, newer ones by
     number): to CUBIN when NVRTC's major version is not newer than the
     driver's, else to PTX. Compiled images are cached in memory, can be
     exported/imported as a blob, and are kept in desc->cache_dir when one
     is given. The library reads no environment variable: the CLI, the
     benchmarks and the tests fill the desc from KTORCH_CUDA_CACHE_DIR,
     KTORCH_CUDA_CUBLASLT, KTORCH_CUDA_NO_CUBLASLT and KTORCH_CUDA_GEMM_NO_WGMMA.

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
       and devices run the mma.sync kernels (desc->attn_no_wgmma = 1 keeps
       mma.sync on sm_90a too).
     attention with i8/fp8 q/k/v + f32 scales, chunked and dilated
       attention: composed by the core from dequantize, attention and merge.
     variants: block-sparse (every head dim and feature of attention,
       element masks included; key tiles from per-row-block lists built on
       the device, the sm_90a kernel at head dims 64/128 without an element
       mask, the mma.sync kernel elsewhere), top-k
       block masks, LSE merge, paged decode
       (f16/bf16/i8/fp8 pages, head dims 64/128) and cache append.
     quantize/dequantize: every ktorch_quant_format, byte-identical to the
       CPU; qtensors live on the device.
     matrix products: matmul_nt (bf16/f16; f32 x f32 in f32, at M <= 16
       an f32 GEMV kernel for rows at 16-byte boundaries; f32 x against
       bf16/f16 W rounded to W's dtype first), qmatmul (f32 x rounded to
       bf16 first; docs/QUANT.md; every weight format but int8_asym: at
       M <= 16 a GEMV kernel; from M0 rows a chunked dequantize + dense
       GEMM: W dequantized to x's dtype in chunks of rows into a workspace
       of at most 64 MiB from the pool, each chunk multiplied by the dense
       product (cuBLASLt, else the own kernel) into its columns of y; M0 =
       17 with cuBLASLt, with the own sm_90a kernel 256 rows for mxfp4 /
       nvfp4 and 512 for the 8-bit formats; below M0, and on devices
       without either, a tiled kernel that dequantizes in its main loop
       for int8, fp8, mxfp8_e4m3, mxfp4, nvfp4; the other formats always
       take the chunked path past the GEMV; desc->qmatmul_dq_rows and
       qmatmul_chunk_rows move M0 and the chunk), w8a8 int8 and fp8. libcublasLt is loaded at
       run time when present (fp8 and dense bf16/f16; desc->libcublaslt_path
       names the library, desc->no_cublaslt = 1 keeps our own kernels).
     convert: strided copies within a device, any dtype to itself and
       between f32/f16/bf16/fp8, bit-identical to the host conversions.
     training ops (docs/TRAINING.md): matmul with transposes, alpha, beta
       (16-bit with unit-stride rows through the matrix-product path, else
       a tiled kernel), norms and their fused residual adds, RoPE, SwiGLU,
       GELU, embedding, cross-entropy, AdamW (bit-identical to the CPU),
       sum of squares; forward and backward, f32/f16/bf16, the CPU's
       layouts. Embedding and cross-entropy read their ids back to check
       them, which synchronises the stream.
     attention backward: q/k/v/out/dout f16 or bf16 (one dtype), dq/dk/dv
       f32, f16 or bf16 each, head dims 64 and 128 (v's equal to q's),
       causal, windows, soft-cap, ALiBi, GQA/MQA, any scale; no mask
       tensor. Deterministic by default (no atomics; dK/dV summed over a
       group's query heads in a fixed order); desc->attn_bwd_atomic = 1
       computes P and dS once and sums dQ with f32 atomics (dq's last bits
       vary run to run; 4% faster on an H100 with attn_bwd_tile 2, slower
       with the default tile: docs/PERF.md, docs/TRAINING.md). On sm_90a
       the default tile runs dK/dV (and the atomic mode's dQ) on warpgroup
       MMA (desc->attn_bwd_no_wgmma = 1 keeps mma.sync), deterministic
       and dense at Nq x Hq/Hk >= 4096 on kernels with no CTA barrier in
       their loops (desc->attn_bwd_ring: -1 never, 1 to 3 always); the
       atomic mode at head dim 128 on that loop with dQ summed in it, as
       desc->attn_bwd_ring = 4 asks in both modes (deterministic: the
       sums in key block order, bitwise reproducible).
     Ops run asynchronously on the device's stream; device faults surface
     at ktorch_synchronize as KTORCH_DEVICE_ERROR. Calls that must read a
     result on the host (device block tables, the non-finite check of
     cache append) synchronise the stream; nvfp4's tensor scale (unless
     given) and delayed fp8 scaling wait for their statistics pass only;
     docs/VARIANTS.md and docs/QUANT.md say which.
     ktorch_quantize of NaN/Inf where the format rejects it (int8,
     int8_asym, q8_0, q4_0, nvfp4 with a given tensor scale), or of an
     int8_asym scale whose range max(x,0) - min(x,0) overflows f32, returns
     KTORCH_OK with a complete qtensor (codes computed as the kernels
     treat such values; free it as usual) and the next ktorch_synchronize of the device, or a synchronising
     copy, returns KTORCH_INVALID_ARGUMENT naming the first row of the
     earliest such call since the previous synchronisation (the CPU's
     message). nvfp4 with its own tensor scale and delayed fp8 scaling
     return it themselves.
     Several GPUs: NCCL communicators (libnccl.so.2 loaded at run time) for
       ktorch_attention_ring and ktorch_attention_decode_cp; see below and
       docs/MULTI_GPU.md.
     Not yet: Windows. AMD GPUs: ktorch_hip.h, on this engine.

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
    const char *cache_dir;     /* directory of compiled kernels; NULL = none */
    const int *devices;        /* device ordinals to use; NULL = all */
    int device_count;
    const char *libcublaslt_path; /* NULL = search libcublasLt.so.13, .12, .so */
    int no_cublaslt;              /* 1: never load cuBLASLt; ktorch's own kernels run every product */
    int gemm_no_wgmma;            /* 1: matrix products on sm_90a use the mma.sync kernels, not warpgroup MMA */
    int qmatmul_no_gemv;          /* 1: ktorch_qmatmul at M <= 16 runs the tiled kernel (the formats it takes), not the GEMV kernel */
    int gemv_shape;               /* launch shape of that GEMV kernel: 0 (default) by format and shape (docs/QUANT.md); 1 to 22 force shapes 0 to 21 (5, 7: whole rows a warp, M <= 4; 8: the same on shape 0's chunks, every format; 9-11: 8 at M = 1 with addresses found once, 10 with longer groups, 11 with 4 rows a warp; 12, 13: 9 fed by bulk copies into a ring a warp, sm_90a; 14: x and W through one ring a block, M <= 16, sm_90a; 18: integer dot products against x's int8 terms, M = 1; 19, 21: 14 with the full stages' copies apart from the last's and q8_0 / q4_0 in x's pair order, 21 in two blocks a multiprocessor; 6: 32-row tiles; shapes 15-17 and 20 are retired: 16-18 and 21 are refused; docs/PERF.md) */
    int attn_bwd_atomic;          /* 1: ktorch_attention_backward sums dQ with f32 atomics in the dK/dV kernel (not bitwise reproducible; docs/PERF.md) */
    int attn_bwd_tile;            /* its tiles: 0 (default) 4 warps on 64 keys, 1 8 warps on 128, 2 the same with 64 query rows a step at d 128 (docs/TRAINING.md) */
    int paged_kernel;             /* ktorch_attention_paged on int8/fp8 pages: 0 (default) kernel 2 up to 8 rows (Nq x Hq/Hk) a kv head, else 1; 1 or 2 forces one (docs/PERF.md "CUDA paged decode") */
    int attn_bwd_no_wgmma;        /* 1: tile 0 on sm_90a runs the mma.sync kernels, not warpgroup MMA */
    int attn_bwd_ring;            /* sm_90a deterministic backward: 0 (default) the ring kernels (docs/PERF.md) at Nq x Hq/Hk >= 4096 without a mask,
                                     and the atomic mode's dQ summed in the dK/dV ring kernel at head dim 128; -1 never, 1 to 3 always
                                     (bit 0 dK/dV, bit 1 dQ), 4 the dK/dV ring kernel with dQ in both modes where it runs (deterministic:
                                     in key block order; docs/TRAINING.md) */
    int attn_no_wgmma;            /* 1: forward attention on sm_90a runs the mma.sync kernels (block-sparse included), not warpgroup MMA */
    int qmatmul_dq_rows;          /* ktorch_qmatmul from this many rows of x on: W dequantized to x's dtype in chunks of rows, then the dense product (0 = default, docs/QUANT.md; -1 = never for the formats the tiled kernel takes) */
    int qmatmul_chunk_rows;       /* rows of W a chunk of that path: 0 = default (a 64 MiB workspace), else a multiple of 16 */
} ktorch_cuda_desc;

KTORCH_API ktorch_status ktorch_cuda_register(ktorch_context *ctx, const ktorch_cuda_desc *desc);

/* NCCL communicators for ktorch_attention_ring / ktorch_attention_decode_cp
   (ktorch.h; docs/MULTI_GPU.md). libnccl.so.2 is loaded with dlopen
   (desc->libnccl_path names it; NULL = "libnccl.so.2" on the loader's
   path); without it the functions return KTORCH_UNSUPPORTED. Each
   communicator has its own stream: an exchange waits for the work queued
   on the device's stream, and the device's stream waits for the exchange
   only where the ring uses its block. One exchange at a time per
   communicator. Destroy communicators before their contexts. On hosts with
   NVSwitch, start programs with NCCL_NVLS_ENABLE=0 (NVLink multicast off;
   docs/MULTI_GPU.md). */
typedef struct ktorch_nccl_desc {
    const char *libnccl_path; /* NULL = "libnccl.so.2" */
} ktorch_nccl_desc;
#define KTORCH_NCCL_UNIQUE_ID_BYTES 128
/* One process driving `count` devices: rank i is devices[i] (a CUDA device
   of ctxs[i], each context registered with ktorch_cuda_register); comms[i]
   receives it. Run each rank from its own thread with its own context. */
KTORCH_API ktorch_status ktorch_nccl_comms_create(ktorch_context *const *ctxs, const ktorch_device *devices, int count, const ktorch_nccl_desc *desc,
                                                  ktorch_comm **comms);
/* One rank per process: one process makes the id (NCCL then stays loaded
   in it: its bootstrap thread waits there for the ranks), every rank
   receives its bytes (file, pipe, socket: the caller's choice) and joins
   with it. */
KTORCH_API ktorch_status ktorch_nccl_unique_id(const ktorch_nccl_desc *desc, unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES]);
KTORCH_API ktorch_status ktorch_nccl_comm_create(ktorch_context *ctx, ktorch_device device, int rank, int size,
                                                 const unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES], const ktorch_nccl_desc *desc, ktorch_comm **out);
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
/* The same tables serve HIP (ktorch_hip.h): each field has a CUDA and a HIP
   symbol name (ktorch__cu_syms). Where HIP's signature differs from CUDA's
   only in pointer types of the same size and passing (void ** for
   CUdeviceptr *, void * for CUdeviceptr), the field keeps the CUDA type. */
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

/* device attributes: indices into ktorch__gpu_vendor.attr (the ids differ per vendor) */
enum { KTORCH__ATTR_SM_COUNT, KTORCH__ATTR_L2_BYTES, KTORCH__ATTR_CC_MAJOR, KTORCH__ATTR_CC_MINOR, KTORCH__ATTR_SMEM, KTORCH__ATTR_WARP, KTORCH__ATTR_COUNT };
#define KTORCH__CU_FUNC_MAX_DYN_SMEM 8
#define KTORCH__CU_STREAM_NON_BLOCKING 1

typedef struct ktorch__cu_api {
    ktorch__CUresult (*cuInit)(unsigned);
    const char *(*hipGetErrorName)(ktorch__CUresult); /* HIP only (CUDA: cuGetErrorName) */
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
    /* optional (CUDA 12+; never on HIP): tensor maps for the sm_90a bulk-copy kernel */
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

/* A symbol per vendor column (0 CUDA, 1 HIP); NULL: not resolved for that
   vendor (cuFuncSetAttribute is absent on HIP and treated as not needed). */
typedef struct ktorch__cu_sym {
    const char *name[2];
    size_t offset;
} ktorch__cu_sym;

#define KTORCH__CU_SYM(field, cu, hip) {{cu, hip}, offsetof(ktorch__cu_api, field)}
static const ktorch__cu_sym ktorch__cu_syms[] = {
    KTORCH__CU_SYM(cuInit, "cuInit", "hipInit"),
    KTORCH__CU_SYM(cuDriverGetVersion, "cuDriverGetVersion", "hipDriverGetVersion"),
    KTORCH__CU_SYM(cuGetErrorName, "cuGetErrorName", NULL),
    KTORCH__CU_SYM(hipGetErrorName, NULL, "hipGetErrorName"),
    KTORCH__CU_SYM(cuDeviceGetCount, "cuDeviceGetCount", "hipGetDeviceCount"),
    KTORCH__CU_SYM(cuDeviceGet, "cuDeviceGet", "hipDeviceGet"),
    KTORCH__CU_SYM(cuDeviceGetName, "cuDeviceGetName", "hipDeviceGetName"),
    KTORCH__CU_SYM(cuDeviceGetAttribute, "cuDeviceGetAttribute", "hipDeviceGetAttribute"),
    KTORCH__CU_SYM(cuDeviceTotalMem, "cuDeviceTotalMem_v2", "hipDeviceTotalMem"),
    KTORCH__CU_SYM(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", "hipDevicePrimaryCtxRetain"),
    KTORCH__CU_SYM(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", "hipDevicePrimaryCtxRelease"),
    KTORCH__CU_SYM(cuCtxPushCurrent, "cuCtxPushCurrent_v2", "hipCtxPushCurrent"),
    KTORCH__CU_SYM(cuCtxPopCurrent, "cuCtxPopCurrent_v2", "hipCtxPopCurrent"),
    KTORCH__CU_SYM(cuCtxGetDevice, "cuCtxGetDevice", "hipCtxGetDevice"),
    KTORCH__CU_SYM(cuStreamCreate, "cuStreamCreate", "hipStreamCreateWithFlags"),
    KTORCH__CU_SYM(cuStreamDestroy, "cuStreamDestroy_v2", "hipStreamDestroy"),
    KTORCH__CU_SYM(cuStreamSynchronize, "cuStreamSynchronize", "hipStreamSynchronize"),
    KTORCH__CU_SYM(cuMemAlloc, "cuMemAlloc_v2", "hipMalloc"),
    KTORCH__CU_SYM(cuMemFree, "cuMemFree_v2", "hipFree"),
    KTORCH__CU_SYM(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", "hipMemcpyHtoDAsync"),
    KTORCH__CU_SYM(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2", "hipMemcpyDtoHAsync"),
    KTORCH__CU_SYM(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2", "hipMemcpyDtoDAsync"),
    KTORCH__CU_SYM(cuMemsetD8Async, "cuMemsetD8Async", "hipMemsetD8Async"),
    KTORCH__CU_SYM(cuModuleLoadData, "cuModuleLoadData", "hipModuleLoadData"),
    KTORCH__CU_SYM(cuModuleUnload, "cuModuleUnload", "hipModuleUnload"),
    KTORCH__CU_SYM(cuModuleGetFunction, "cuModuleGetFunction", "hipModuleGetFunction"),
    KTORCH__CU_SYM(cuFuncSetAttribute, "cuFuncSetAttribute", NULL),
    KTORCH__CU_SYM(cuLaunchKernel, "cuLaunchKernel", "hipModuleLaunchKernel"),
    KTORCH__CU_SYM(cuEventCreate, "cuEventCreate", "hipEventCreateWithFlags"),
    KTORCH__CU_SYM(cuEventRecord, "cuEventRecord", "hipEventRecord"),
    KTORCH__CU_SYM(cuEventSynchronize, "cuEventSynchronize", "hipEventSynchronize"),
    KTORCH__CU_SYM(cuEventElapsedTime, "cuEventElapsedTime_v2", "hipEventElapsedTime"),
    KTORCH__CU_SYM(cuEventDestroy, "cuEventDestroy_v2", "hipEventDestroy"),
    KTORCH__CU_SYM(cuMemHostAlloc, "cuMemHostAlloc", "hipHostMalloc"),
    KTORCH__CU_SYM(cuMemFreeHost, "cuMemFreeHost", "hipHostFree"),
    KTORCH__CU_SYM(cuMemHostGetDevicePointer, "cuMemHostGetDevicePointer_v2", "hipHostGetDevicePointer"),
};
/* hiprtc's code object takes both the PTX and the CUBIN slots */
#define KTORCH__NV_SYM(field, hip) {{#field, hip}, offsetof(ktorch__nvrtc_api, field)}
static const ktorch__cu_sym ktorch__nvrtc_syms[] = {
    KTORCH__NV_SYM(nvrtcVersion, "hiprtcVersion"),
    KTORCH__NV_SYM(nvrtcGetErrorString, "hiprtcGetErrorString"),
    KTORCH__NV_SYM(nvrtcCreateProgram, "hiprtcCreateProgram"),
    KTORCH__NV_SYM(nvrtcDestroyProgram, "hiprtcDestroyProgram"),
    KTORCH__NV_SYM(nvrtcCompileProgram, "hiprtcCompileProgram"),
    KTORCH__NV_SYM(nvrtcGetProgramLogSize, "hiprtcGetProgramLogSize"),
    KTORCH__NV_SYM(nvrtcGetProgramLog, "hiprtcGetProgramLog"),
    KTORCH__NV_SYM(nvrtcGetPTXSize, "hiprtcGetCodeSize"),
    KTORCH__NV_SYM(nvrtcGetPTX, "hiprtcGetCode"),
    KTORCH__NV_SYM(nvrtcGetCUBINSize, "hiprtcGetCodeSize"),
    KTORCH__NV_SYM(nvrtcGetCUBIN, "hiprtcGetCode"),
};

/* Resolve every symbol of a table's column `col`; fills `missing` with the first absent name. */
static int ktorch__cu_resolve(void *lib, const ktorch__cu_sym *syms, size_t n, int col, void *table, const char **missing) {
    size_t i;
    for (i = 0; i < n; i++) {
        void *p;
        if (!syms[i].name[col]) continue;
        p = dlsym(lib, syms[i].name[col]);
        if (!p) {
            *missing = syms[i].name[col];
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

/* ---- vendors of the engine -----------------------------------------------
   One engine (this file's implementation) runs NVIDIA devices through the
   CUDA driver and NVRTC, and AMD devices through HIP and hiprtc
   (ktorch_hip.h); a context may hold both, each with its own state. What
   differs is described here; the hot paths see only the function table. */
typedef struct ktorch__cu_state ktorch__cu_state;
typedef struct ktorch__cu_device ktorch__cu_device;
typedef struct ktorch__gpu_vendor {
    ktorch_backend kind;
    int col;                 /* name column of ktorch__cu_syms and ktorch__nvrtc_syms */
    const char *name;        /* "ktorch_cuda": messages */
    const char *tag;         /* "cuda": cache file names and messages */
    const char *magic;       /* the 8 bytes that open an exported cache blob */
    const char *driver;      /* "the CUDA driver" */
    const char *hint;        /* why it may be missing */
    const char *const *libs; /* driver library names tried in order */
    int nlibs;
    const char *libs_tried;  /* the same, for messages */
    const char *rtc;         /* "NVRTC" */
    const char *const *rtcs; /* compiler library names tried in order */
    int nrtcs;
    const char *rtcs_tried;
    int rtc_in_driver;       /* else the compiler's symbols are taken from the driver library (ROCm 5) */
    int keep_driver;         /* never unload the driver: it keeps allocations that unloading would leak */
    int attr[KTORCH__ATTR_COUNT];
    /* Sets d->arch, d->amd and d->sm90 once the attributes are read. */
    ktorch_status (*arch)(ktorch__cu_state *s, ktorch__cu_device *d);
} ktorch__gpu_vendor;

static ktorch_status ktorch__cu_arch(ktorch__cu_state *s, ktorch__cu_device *d);
static const char *const ktorch__cu_libs[] = {"libcuda.so.1"};
static const char *const ktorch__nvrtc_libs[] = {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so",
                                                 "/usr/local/cuda/lib64/libnvrtc.so.13", "/usr/local/cuda/lib64/libnvrtc.so.12",
                                                 "/usr/local/cuda/lib64/libnvrtc.so"};
static const ktorch__gpu_vendor ktorch__gpu_cuda = {
    KTORCH_BACKEND_CUDA, 0, "ktorch_cuda", "cuda", "KTCUDA01", "the CUDA driver", "(no NVIDIA driver installed?)",
    ktorch__cu_libs, 1, "libcuda.so.1", "NVRTC", ktorch__nvrtc_libs, 6, "libnvrtc.so.13, .so.12, .so and /usr/local/cuda/lib64/", 0, 0,
    /* CU_DEVICE_ATTRIBUTE_: MULTIPROCESSOR_COUNT, L2_CACHE_SIZE, COMPUTE_CAPABILITY_MAJOR/MINOR,
       MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, WARP_SIZE */
    {16, 38, 75, 76, 97, 10}, ktorch__cu_arch};

/* The vendor's compiler: `path`, else its default names, else (rtc_in_driver)
   the driver library `driver` itself. */
static ktorch_status ktorch__rtc_load(const ktorch__gpu_vendor *v, const char *path, const char *driver, void **lib, ktorch__nvrtc_api *nv,
                                      int *major, int *minor) {
    const char *used = NULL, *missing = NULL;
    *lib = path ? ktorch__cu_dlopen(&path, 1, &used) : ktorch__cu_dlopen(v->rtcs, v->nrtcs, &used);
    if (!*lib && !path && v->rtc_in_driver && driver) *lib = ktorch__cu_dlopen(&driver, 1, &used);
    if (!*lib)
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: %s not found (tried %s%s)", v->name, v->rtc, path ? path : v->rtcs_tried,
                            !path && v->rtc_in_driver ? " and the runtime library" : "");
    if (!ktorch__cu_resolve(*lib, ktorch__nvrtc_syms, sizeof ktorch__nvrtc_syms / sizeof ktorch__nvrtc_syms[0], v->col, nv, &missing)) {
        dlclose(*lib);
        *lib = NULL;
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: symbol '%s' missing from %s", v->name, missing, used);
    }
    if (nv->nvrtcVersion(major, minor) != 0) {
        dlclose(*lib);
        *lib = NULL;
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: %s failed in %s", v->name, ktorch__nvrtc_syms[0].name[v->col], used);
    }
    return KTORCH_OK;
}

/* ---- kernel argument blocks (shaders/kernel_args.h, shared with the
   kernels) and the embedded sources (defined at the end of this file) ---- */
/* BEGIN GENERATED DECLARATIONS (make shaders; do not edit) */
/* shaders/kernel_args.h */
/* Argument blocks of the CUDA-dialect kernels, defined once. `make shaders`
   copies this file verbatim into ktorch_cuda.h's implementation, where host
   code fills the blocks, and embeds it as a source that precedes every
   kernel file (after the prelude) when NVRTC compiles one. Both sides check
   the same sizes and offsets at compile time: C99 host code through a
   negative array size, kernels through static_assert.
   Layout rules: 8-byte fields first within each group, 4-byte floats in
   pairs (or padded), no double anywhere (Vulkan push constants and devices
   without f64 cannot carry one). A double that must survive exactly travels
   as three floats (KTORCH__CU_F3_DOUBLE).
   Vulkan push constants hold 128 bytes: the sparse-list, dequantize and
   combine blocks fit; the others need a uniform or storage buffer.
   Kernels name the blocks kt_*_args (typedefs next to their kernels). */
#ifndef KTORCH__KERNEL_ARGS_H
#define KTORCH__KERNEL_ARGS_H

#ifdef KT_DEV /* kernel side: the prelude came first */
typedef kt_u64 ktorch__cu_u64;
typedef kt_i64 ktorch__cu_i64;
#define KTORCH__CU_ARGS_ASSERT(c, id) static_assert(c, #id)
#define KTORCH__CU_ARGS_OFFSET(T, f) KT_OFFSETOF(T, f) /* from the prelude: NVRTC has no offsetof */
#else
typedef uint64_t ktorch__cu_u64;
typedef int64_t ktorch__cu_i64;
#define KTORCH__CU_ARGS_ASSERT(c, id) typedef char ktorch__cu_check_##id[(c) ? 1 : -1]
#define KTORCH__CU_ARGS_OFFSET(T, f) offsetof(T, f)
#endif
#define KTORCH__CU_ARGS_SIZE(T, n) KTORCH__CU_ARGS_ASSERT(sizeof(T) == (n), T##_size)
#define KTORCH__CU_ARGS_AT(T, f, n) KTORCH__CU_ARGS_ASSERT(KTORCH__CU_ARGS_OFFSET(T, f) == (n), T##_##f)
/* f[3] = {hi, mid, lo} of x, each the float nearest the rest of the ones
   before: hi + (mid + lo) is x exactly for x = 0 and 2^-97 <= |x| <= FLT_MAX
   (mid + lo is x - hi, which has at most 29 significant bits). */
#define KTORCH__CU_F3_DOUBLE(f) ((double)(f)[0] + ((double)(f)[1] + (double)(f)[2]))

/* ---- attention.cu ---- */
/* Flash attention (kinds 0, 1, 3, 4): pointers, strides in elements, shapes,
   masks and windows, split-KV partials. */
typedef struct ktorch__cu_attn_args {
    ktorch__cu_u64 q, k, v, o, lse, mask, alibi, part_o, part_lse;
    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn;
    ktorch__cu_i64 l_sb, l_sh, l_sn, m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 mask_type, B, Hq, Hk, Nq, Nk, group, pack, wflags, wl, wr, num_splits, split_keys, rows;
    float scale, softcap;
} ktorch__cu_attn_args;
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, q_sb, 72);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, l_sb, 168);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, mask_type, 224);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, scale, 336);
KTORCH__CU_ARGS_SIZE(ktorch__cu_attn_args, 344);

/* Third argument of the kind 4 kernel (second of kind 0 masks 2 and 3):
   the block-sparse tile lists, or for kind 4's dense kernel the pairing flag
   (CTA x runs row blocks R-1-x and x). */
typedef struct ktorch__cu_sparse_args {
    ktorch__cu_u64 cnt, idx, bmask;
    ktorch__cu_i64 T, bq, bk, m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 pair;
} ktorch__cu_sparse_args;
KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, T, 24);
KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, pair, 80);
KTORCH__CU_ARGS_SIZE(ktorch__cu_sparse_args, 88);

/* Paged KV cache decode (kind 9): the attention block, then the block table,
   context lengths, pages and their per-token scales (strides in bytes). */
typedef struct ktorch__cu_paged_args {
    ktorch__cu_attn_args a;
    ktorch__cu_u64 bt, lens, kp, vp, ksc, vsc;
    ktorch__cu_i64 bt_sb, bt_sp, page, kp_sp, kp_sh, kp_ss, vp_sp, vp_sh, vp_ss;
    ktorch__cu_i64 ks_sp, ks_sh, ks_ss, vs_sp, vs_sh, vs_ss, kq, vq; /* kq/vq: 1 i8, 2 e4m3, 3 e5m2 */
} ktorch__cu_paged_args;
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt, 344);
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt_sb, 392);
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, vq, 520);
KTORCH__CU_ARGS_SIZE(ktorch__cu_paged_args, 528);

/* Cache append and its non-finite check (kind 9); strides in bytes. */
typedef struct ktorch__cu_append_args {
    ktorch__cu_u64 src, dst, dsc, nsc, bt, lens, flag;
    ktorch__cu_i64 s_sb, s_sh, s_st, s_se, d_sp, d_sh, d_ss, d_se, c_sp, c_sh, c_ss, n_sb, n_sh, n_st;
    ktorch__cu_i64 bt_sb, bt_sp, page, B, Hk, T, n, mode, src_dt, dst_dt, side;
} ktorch__cu_append_args;
KTORCH__CU_ARGS_AT(ktorch__cu_append_args, s_sb, 56);
KTORCH__CU_ARGS_AT(ktorch__cu_append_args, bt_sb, 168);
KTORCH__CU_ARGS_SIZE(ktorch__cu_append_args, 256);

/* ---- misc.cu ---- */
/* Strided copies with dtype conversion; strides in elements. */
typedef struct ktorch__cu_convert_args {
    ktorch__cu_u64 src, dst;
    ktorch__cu_i64 shape[4], ss[4], ds[4];
    ktorch__cu_i64 n, src_dtype, dst_dtype, esize;
} ktorch__cu_convert_args;
KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, shape, 16);
KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, n, 112);
KTORCH__CU_ARGS_SIZE(ktorch__cu_convert_args, 144);

/* Split-KV combine: one block per (b, hq, i) row. */
typedef struct ktorch__cu_combine_args {
    ktorch__cu_u64 part_o, part_lse, o, lse;
    ktorch__cu_i64 B, Hq, Nq, D, num_splits, out_dtype;
    ktorch__cu_i64 o_sb, o_sh, o_sn, l_sb, l_sh, l_sn;
} ktorch__cu_combine_args;
KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, B, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, l_sn, 120);
KTORCH__CU_ARGS_SIZE(ktorch__cu_combine_args, 128);

/* ---- quant.cu ---- */
/* Quantization and dequantization, every format (kind 5). */
typedef struct ktorch__cu_q_args {
    ktorch__cu_u64 x, data, scale, zp, scr, aux, out;
    ktorch__cu_i64 n, R, K, xdt, odt, kind, elem, ebits, mbits, emax;
    ktorch__cu_i64 gran, axis_last, inner, nch, nsc, group, ngroups, nblk, margin, noclip, units, direct, rows_per_unit;
    float fmax, fixed_mul, tscale, pad; /* tscale: nvfp4's tensor scale when dequantizing, or given when quantizing (else 0) */
    ktorch__cu_u64 err;                 /* device word of rejected rows (0: none to report here) */
    ktorch__cu_i64 tag, lanes, flat;    /* tag | row goes to err; lanes per block; flat: K % block == 0 */
    ktorch__cu_i64 fast, sshift, sdiv, smod; /* 16-element chunks (kt_dq, kt_q_encode, kt_q_block); scale index of element e: (e >> sshift or e / sdiv) % smod (0: none) */
    ktorch__cu_i64 fuse;  /* kt_q_encode's 16-element path, per tensor: the scale from the keys, no kt_q_params_k */
    ktorch__cu_i64 span;  /* kt_q_encode, one pass: channel c is elements [c * span, (c + 1) * span) (kt_q_chan_run) */
    ktorch__cu_u64 host;  /* kt_q_stats: mapped host words for scale 0's keys and the error word (0: none) */
    ktorch__cu_i64 keep;  /* kt_q_stats's packed path: bytes at the front of x read at normal L2 priority, the rest evict-first */
} ktorch__cu_q_args;
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, n, 56);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, gran, 136);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, fmax, 240);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, err, 256);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, keep, 344);
/* The error word holds tag | row: rows below 2^KTORCH__CUQ_ROW_BITS, then
   KTORCH__CUQ_RANGE on a row that int8_asym refuses for a scale whose range
   overflows f32, or q8_0 / q4_0 for a block whose f16 d overflows (so the
   smallest word names a NaN/Inf row first, as the CPU checks them first),
   then the format (4 bits) and the call count. */
#define KTORCH__CUQ_ROW_BITS 39
#define KTORCH__CUQ_RANGE ((ktorch__cu_i64)1 << KTORCH__CUQ_ROW_BITS)
KTORCH__CU_ARGS_SIZE(ktorch__cu_q_args, 352);

/* fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8). */
typedef struct ktorch__cu_q_cast_args {
    ktorch__cu_u64 src, dst;
    ktorch__cu_i64 shape[4], ss[4], ds[4];
    ktorch__cu_i64 n, src_dtype, dst_dtype, saturate, contiguous;
    ktorch__cu_i64 vec; /* float -> fp8, both addresses 16-byte aligned: 16-element vectors */
} ktorch__cu_q_cast_args;
KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, n, 112);
KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, vec, 152);
KTORCH__CU_ARGS_SIZE(ktorch__cu_q_cast_args, 160);

/* ---- gemm.cu ---- */
/* Matrix products y[M,N] = x[M,K] W[N,K]^T (kind 6). */
typedef struct ktorch__cu_gemm_args {
    ktorch__cu_u64 x, w, y, sx, sw, part;
    ktorch__cu_i64 M, N, K;          /* K in elements */
    ktorch__cu_i64 ldx, ldw, ldy;    /* row strides in elements (W: of its codes; packed fp4 rows use K) */
    ktorch__cu_i64 y_dtype;          /* ktorch dtype code: 0 f32, 1 f16, 2 bf16, 8 i32 */
    ktorch__cu_i64 sx_rows, sw_rows; /* 8-bit modes: scale per row (1) or one scale (0); 16-bit: no scales */
    ktorch__cu_i64 wfmt;             /* quantized W: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4, 4 nvfp4, 5 mxfp8_e4m3 */
    ktorch__cu_i64 w_nb, w_block;    /* quantized W: scales per row and elements per scale (0: per row / tensor) */
    ktorch__cu_i64 k_split;          /* elements of K per split (multiple of the stage) */
    float tscale, pad;               /* nvfp4 tensor scale */
} ktorch__cu_gemm_args;
KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, M, 48);
KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, tscale, 152);
KTORCH__CU_ARGS_SIZE(ktorch__cu_gemm_args, 160);

/* ---- gemv.cu ---- */
/* Quantized W at M <= 16: W rows of ldw bytes; scales as ktorch_qtensor holds them. */
typedef struct ktorch__cu_gemv_args {
    ktorch__cu_u64 x, w, y, sw, part;
    ktorch__cu_i64 M, N, K;       /* K in elements */
    ktorch__cu_i64 ldx, ldy, ldw; /* x, y: row strides in elements; W: bytes per row */
    ktorch__cu_i64 y_dtype;       /* 0 f32, 1 f16, 2 bf16 */
    ktorch__cu_i64 sw_mode;       /* int8/fp8: 0 one scale, 1 one per row, 2 groups of w_block */
    ktorch__cu_i64 w_nb, w_block; /* scales per row and elements per scale */
    ktorch__cu_i64 k_split;       /* elements of K per split (a multiple of the chunk) */
    float tscale, pad;            /* nvfp4 tensor scale */
} ktorch__cu_gemv_args;
KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, M, 40);
KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, tscale, 128);
KTORCH__CU_ARGS_SIZE(ktorch__cu_gemv_args, 136);

/* ---- variants.cu ---- */
/* LSE merge of two partial attention outputs. */
typedef struct ktorch__cu_merge_args {
    ktorch__cu_u64 a, la, b, lb, o, lo;
    ktorch__cu_i64 as[4], bs[4], os[4], las[3], lbs[3], los[3];
    ktorch__cu_i64 B, H, N, D, a_dt, b_dt, o_dt, a_empty, b_empty, vw, gs;
} ktorch__cu_merge_args;
KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, as, 48);
KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, B, 216);
KTORCH__CU_ARGS_SIZE(ktorch__cu_merge_args, 304);

/* ---- sparse.cu ---- */
/* Key tiles per CTA of the block-sparse attention kernels, from a block mask. */
typedef struct ktorch__cu_list_args {
    ktorch__cu_u64 bmask, cnt, idx;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk; /* element strides; 0 where broadcast */
    ktorch__cu_i64 B, H, R, T, BM, BN, bq, bk, Nq, Nk, wflags, wl, wr;
} ktorch__cu_list_args;
KTORCH__CU_ARGS_AT(ktorch__cu_list_args, m_sb, 24);
KTORCH__CU_ARGS_AT(ktorch__cu_list_args, B, 56);
KTORCH__CU_ARGS_SIZE(ktorch__cu_list_args, 160);

/* Top-k block mask, pooling pass. */
typedef struct ktorch__cu_pool_args {
    ktorch__cu_u64 q, k, qm, km;
    ktorch__cu_i64 q_sb, q_sh, q_sn, q_sd, k_sb, k_sh, k_sn, k_sd;
    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, D, QB, KB, bq, bk, dtype; /* dtype: 0 f32, 1 f16, 2 bf16 */
} ktorch__cu_pool_args;
KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, q_sb, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, B, 96);
KTORCH__CU_ARGS_SIZE(ktorch__cu_pool_args, 184);

/* Top-k block mask, selection pass: density as three floats, so that the
   kernel's count round(density * n) in f64 is the host's. */
typedef struct ktorch__cu_select_args {
    ktorch__cu_u64 qm, km, sc, mask;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 B, Hq, Hk, QB, KB, D, causal;
    float density[3], pad;
} ktorch__cu_select_args;
KTORCH__CU_ARGS_AT(ktorch__cu_select_args, m_sb, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_select_args, density, 120);
KTORCH__CU_ARGS_SIZE(ktorch__cu_select_args, 136);

/* ---- train.cu ---- */
/* Training ops (kind 11): the op's tensors by slot (each kernel names its
   slots), row strides and element strides in elements, dtype codes (0 f32,
   1 f16, 2 bf16), sizes, and f32 parameters. */
typedef struct ktorch__cu_train_args {
    ktorch__cu_u64 p[8];               /* addresses, 0: absent */
    ktorch__cu_i64 ld[8], sd[8], dt[8];
    ktorch__cu_i64 rows, D, T, n, M, N, K, kind, flags, pad;
    float f[10];
} ktorch__cu_train_args;
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, ld, 64);
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, rows, 256);
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, f, 336);
KTORCH__CU_ARGS_SIZE(ktorch__cu_train_args, 376);

/* ---- attn_bwd.cu ---- */
/* Attention backward (kind 12): operands and gradients, strides in elements,
   shapes, windows as the forward's; dd: f32 scratch of 2 x B*Hq*Nq (Dd,
   then the LSE in the log2 domain); gradient dtype codes 0 f32, 1 f16, 2 bf16. */
typedef struct ktorch__cu_bwd_args {
    /* add: 1 adds to dq, dk, dv (op arg[0]); dqa: 0, or the f32 [B, Hq, Nq, D] dQ that kt_bwd_dkdvq sums into with atomics */
    ktorch__cu_u64 q, k, v, o, dout, lse, dq, dk, dv, dd, alibi, add, dqa;
    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn, do_sb, do_sh, do_sn;
    ktorch__cu_i64 l_sb, l_sh, l_sn, dq_sb, dq_sh, dq_sn, dk_sb, dk_sh, dk_sn, dv_sb, dv_sh, dv_sn;
    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, group, wflags, wl, wr, dq_dt, dk_dt, dv_dt;
    float scale, softcap;
} ktorch__cu_bwd_args;
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, q_sb, 104);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, l_sb, 224);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, B, 320);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, scale, 416);
KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_args, 424);
/* The second argument of the kinds 14 and 15 (block-sparse or masked
   backward). mask: the u8 block mask [B|1, Hq|1, QB, KB] (blocks bq x bk;
   el: tiles straddle blocks, so P checks each element's block) or the
   element mask [B|1, Hq|1, Nq, Nk] (mtype 0 bool, 1 f32, 2 f16, 3 bf16;
   additive), element strides, 0 where broadcast. Tile lists (int32, built
   by kt_bwd_list): per dK/dV CTA (b, kv head, key block of BN; CB of them
   a head) ccnt[row] entries g * QT + query tile (BI rows) at cidx + row * CT;
   per dQ CTA (b, q head, query block of BN; RB a head) rcnt[row] key tiles
   (BI keys) at ridx + row * RT. */
typedef struct ktorch__cu_bwd_sp_args {
    ktorch__cu_u64 mask, ccnt, cidx, rcnt, ridx;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 bq, bk, el, mtype, QT, CT, RT, CB, RB;
} ktorch__cu_bwd_sp_args;
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, m_sb, 40);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, bq, 72);
KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_sp_args, 144);

#endif /* KTORCH__KERNEL_ARGS_H */
static const char *const *ktorch__cu_src_kernel_args(size_t *nlines);
static const char *const *ktorch__cu_src_prelude(size_t *nlines);
static const char *const *ktorch__cu_src_hip_prelude(size_t *nlines);
static const char *const *ktorch__cu_src_attention(size_t *nlines);
static const char *const *ktorch__cu_src_misc(size_t *nlines);
static const char *const *ktorch__cu_src_quant(size_t *nlines);
static const char *const *ktorch__cu_src_gemm(size_t *nlines);
static const char *const *ktorch__cu_src_gemv(size_t *nlines);
static const char *const *ktorch__cu_src_variants(size_t *nlines);
static const char *const *ktorch__cu_src_sparse(size_t *nlines);
static const char *const *ktorch__cu_src_train(size_t *nlines);
static const char *const *ktorch__cu_src_attn_bwd(size_t *nlines);
/* END GENERATED DECLARATIONS */

/* ---- specialisations: one table ------------------------------------------
   kind 0: flash forward, 1: decode (packed GQA rows, split-KV), 2: misc,
   3: flash forward for sm_90a (warpgroup MMA; warps/4 warpgroups of 64 rows, cp.async),
   4: the same with a producer warpgroup issuing bulk tensor copies (warps/4 - 1
      consumer warpgroups; mask 0 dense, 1 block-sparse, 2 element mask, 3 dense
      with 3 consumers, 4 the same with a right bound (causal), taken by ktorch__cu_wide). */
typedef struct ktorch__cu_spec {
    int kind, d, dtype, mask, warps, mt, bn, stages;
} ktorch__cu_spec;

/* warps x 16*mt query rows per block, bn keys per tile, stages-1 tiles in flight */
#define KTORCH__CU_FWD(d, w, mt, bn, st)                                                                                 \
    {0, d, 0, 0, w, mt, bn, st}, {0, d, 0, 1, w, mt, bn, st}, {0, d, 1, 0, w, mt, bn, st}, {0, d, 1, 1, w, mt, bn, st}
#define KTORCH__CU_FWDS(d, w, mt, bn, st)                                                                                \
    {0, d, 0, 2, w, mt, bn, st}, {0, d, 0, 3, w, mt, bn, st}, {0, d, 1, 2, w, mt, bn, st}, {0, d, 1, 3, w, mt, bn, st}
#define KTORCH__CU_DEC(d, bn) {1, d, 0, 0, 1, 1, bn, 2}, {1, d, 1, 0, 1, 1, bn, 2}
#define KTORCH__CU_H(d, w, bn) {3, d, 0, 0, w, 1, bn, 2}, {3, d, 1, 0, w, 1, bn, 2}
#define KTORCH__CU_HT(d, w, bn) {4, d, 0, 0, w, 1, bn, 2}, {4, d, 1, 0, w, 1, bn, 2}
/* paged decode: float pages 16 keys x 2 stages; i8/fp8 pages (mask = kernel, ktorch_cuda_desc.paged_kernel): 1 16 rows
   a block, 32 keys x 3 stages of codes; 2 V^T P^T on 8 rows a block, 16 keys x 4 stages (docs/PERF.md) */
#define KTORCH__CU_PG(d)                                                                                                   \
    {9, d, 0, 0, 1, 1, 16, 2}, {9, d, 1, 0, 1, 1, 16, 2}, {9, d, 0, 1, 1, 1, 32, 3}, {9, d, 1, 1, 1, 1, 32, 3},             \
        {9, d, 0, 2, 1, 1, 16, 4}, {9, d, 1, 2, 1, 1, 16, 4}
/* GEMV for W format f (gemv.cu), x f16 and bf16, in launch shapes d
   (ktorch_cuda_desc.gemv_shape - 1; its 0 picks 2 or 0 by format): 0 8 warps on one tile of 16 rows, groups of
   u chunks; 1 the same with 4 warps; 2 shape 0 with W loads that skip L1;
   3 shape 2 with 4 warps and the rows prefetched into L2 about 4 KB ahead,
   K split only below 2 row blocks a multiprocessor; 4 shape 3's blocks
   with W (and block scales) streamed through a 4-stage cp.async ring in
   shared memory; 6 shape 2 with 4 warps on two tiles (32 rows). Shapes 5
   and 7 (kt_gemv_rows, M <= 4; GVR) have their own specs: 4 warps of 2 (4)
   whole rows, u (u / 2) steps of 16 bytes a lane in flight; E8M0 formats
   with bf16 x only; shape 8 (kt_gemv_diag, M <= 4; GVD) their diagonal on
   shape 0's chunks, every format; shapes 9-11 (kt_gemv_diag, M = 1; GVW)
   shape 8 with the addressing done once */
#define KTORCH__CU_GV(f, u)                                                                                                \
    {10, 0, 0, f, 8, 1, 0, u}, {10, 0, 1, f, 8, 1, 0, u}, {10, 1, 0, f, 4, 1, 0, u}, {10, 1, 1, f, 4, 1, 0, u},             \
        {10, 2, 0, f, 8, 1, 0, u}, {10, 2, 1, f, 8, 1, 0, u}, {10, 3, 0, f, 4, 1, 0, u}, {10, 3, 1, f, 4, 1, 0, u},         \
        {10, 4, 0, f, 4, 1, 0, u}, {10, 4, 1, f, 4, 1, 0, u}, {10, 6, 0, f, 4, 2, 0, u}, {10, 6, 1, f, 4, 2, 0, u}
#define KTORCH__CU_GVD(f, u) {10, 8, 0, f, 4, 1, 0, u}, {10, 8, 1, f, 4, 1, 0, u}
/* shapes 9-11 (kt_gemv_diag at M = 1, addresses found once): 9 shape 8's groups of u steps, 10 of 2u steps,
   11 two row pairs a warp */
#define KTORCH__CU_GVW(f, u)                                                                                              \
    {10, 9, 0, f, 4, 1, 0, u}, {10, 9, 1, f, 4, 1, 0, u}, {10, 10, 0, f, 4, 1, 0, 2 * u}, {10, 10, 1, f, 4, 1, 0, 2 * u}, \
        {10, 11, 0, f, 4, 2, 0, u}, {10, 11, 1, f, 4, 2, 0, u}
/* shapes 12 and 13 (kind 17, sm_90a: kt_gemv_diag at M = 1 fed by bulk copies into a ring a warp, bn slots):
   12 groups of u12 steps in r12 slots (2u and 3 where the static shared memory holds them, else u and 4),
   13 groups of 2u steps in 2 slots */
#define KTORCH__CU_GVB(f, u, u12, r12)                                                                                     \
    {17, 12, 0, f, 4, 1, r12, u12}, {17, 12, 1, f, 4, 1, r12, u12}, {17, 13, 0, f, 4, 1, 2, 2 * u}, {17, 13, 1, f, 4, 1, 2, 2 * u}
/* shapes 14, 19 and 21 (kind 17, sm_90a: kt_gemv at M <= 16 with x and W streamed through one ring a block):
   w warps of mt 16-row tiles, stages of u chunks in bn slots; 14 and 19 8 warps of mt14 tiles in one block a
   multiprocessor (19: each thread's pieces of the full stages found once, no bounds a chunk, q8_0 / q4_0
   codes in x's pair order), 21 as 19 with 8 warps of 1 tile in two blocks a multiprocessor (bn21 slots) */
#define KTORCH__CU_GVX(f, mt14, u, bn14, bn21)                                                                            \
    {17, 14, 0, f, 8, mt14, bn14, u}, {17, 14, 1, f, 8, mt14, bn14, u}, {17, 19, 0, f, 8, mt14, bn14, u},                  \
        {17, 19, 1, f, 8, mt14, bn14, u}, {17, 21, 0, f, 8, 1, bn21, u}, {17, 21, 1, f, 8, 1, bn21, u}
/* shape 18 (kt_gemv_dot at M = 1, integer dot products against x's int8 terms): w warps of mt rows at once,
   groups of u steps, bn blocks a multiprocessor */
#define KTORCH__CU_GVQ(f, w, mt, bn, u) {10, 18, 0, f, w, mt, bn, u}, {10, 18, 1, f, w, mt, bn, u}
#define KTORCH__CU_GVR(f, u) {10, 5, 0, f, 4, 1, 0, u}, {10, 5, 1, f, 4, 1, 0, u}, {10, 7, 0, f, 4, 2, 0, u / 2}, {10, 7, 1, f, 4, 2, 0, u / 2}
/* f32-weight GEMV (gemv.cu, kind 16) for x rows up to b (mask), in launch
   shapes d: 0 4 warps of 8 rows, groups of 1 step (128 elements a row); 1 4
   warps of 4 rows, groups of 2 steps; 2 8 warps of 4 rows, 1 step; 3 and 4
   shapes 0 and 2 with x staged in shared memory (bn 1) */
#define KTORCH__CU_GF(b)                                                                                                   \
    {16, 0, 0, b, 4, 8, 0, 1}, {16, 1, 0, b, 4, 4, 0, 2}, {16, 2, 0, b, 8, 4, 0, 1}, {16, 3, 0, b, 4, 8, 1, 1},             \
        {16, 4, 0, b, 8, 4, 1, 1}
static const ktorch__cu_spec ktorch__cu_specs[] = {
    KTORCH__CU_FWD(64, 4, 2, 64, 3), KTORCH__CU_FWD(80, 8, 1, 64, 3), KTORCH__CU_FWD(96, 8, 1, 64, 3),
    KTORCH__CU_FWD(128, 8, 1, 64, 3), KTORCH__CU_FWD(256, 4, 1, 32, 2),
    /* decode is bandwidth bound: small tiles keep shared memory per one-warp
       block low, so many blocks per multiprocessor stream K/V at once */
    KTORCH__CU_DEC(64, 16), KTORCH__CU_DEC(80, 16), KTORCH__CU_DEC(96, 16), KTORCH__CU_DEC(128, 16), KTORCH__CU_DEC(256, 16),
    {2, 0, 0, 0, 0, 0, 0, 0},
    KTORCH__CU_H(64, 8, 128), KTORCH__CU_H(128, 8, 128), KTORCH__CU_HT(64, 12, 128), KTORCH__CU_HT(128, 12, 128),
    /* kind 4 with mask 3: d = 64 on 3 consumer warpgroups (192 rows) */ {4, 64, 0, 3, 16, 1, 128, 2}, {4, 64, 1, 3, 16, 1, 128, 2},
    {7, 0, 0, 0, 0, 0, 0, 0}, /* variants: dtypes are run-time arguments */
    KTORCH__CU_PG(64), KTORCH__CU_PG(128), /* 9: paged decode, mask 0 float pages / 1 i8|fp8 pages */
    /* kind 4 with mask 1: block-sparse tile lists */ {4, 64, 0, 1, 12, 1, 128, 2}, {4, 64, 1, 1, 12, 1, 128, 2}, {4, 128, 0, 1, 12, 1, 128, 2}, {4, 128, 1, 1, 12, 1, 128, 2},
    /* kind 4 with mask 2: element mask tensor */ {4, 64, 0, 2, 12, 1, 128, 2}, {4, 64, 1, 2, 12, 1, 128, 2}, {4, 128, 0, 2, 12, 1, 128, 2}, {4, 128, 1, 2, 12, 1, 128, 2},
    /* kind 8: block-sparse helpers */ {8, 0, 0, 0, 0, 0, 0, 0},
    /* 5: quantization and fp8 casts, mask = the module part (ktorch__cu_q_part) */
    {5, 0, 0, 0, 0, 0, 0, 0}, {5, 0, 0, 1, 0, 0, 0, 0}, {5, 0, 0, 2, 0, 0, 0, 0}, {5, 0, 0, 3, 0, 0, 0, 0}, {5, 0, 0, 4, 0, 0, 0, 0},
    /* 6: matrix products, d = tile (0: 128x128, 8 warps; 1: 16x64, 4 warps; 2: 128x256 wgmma, sm_90a, modes 0-2), mask = operand mode (gemm.cu) */
    {6, 0, 0, 0, 8, 4, 128, 4}, {6, 0, 1, 1, 8, 4, 128, 4}, {6, 0, 0, 2, 8, 4, 128, 4}, {6, 0, 0, 3, 8, 4, 128, 4}, {6, 0, 0, 4, 8, 4, 128, 4}, {6, 0, 0, 5, 8, 4, 128, 4}, {6, 0, 0, 6, 8, 4, 128, 4}, {6, 0, 1, 7, 8, 4, 128, 4}, {6, 0, 0, 8, 8, 4, 128, 4}, {6, 1, 1, 1, 4, 1, 64, 4}, {6, 1, 0, 2, 4, 1, 64, 4}, {6, 1, 0, 3, 4, 1, 64, 4}, {6, 1, 1, 7, 4, 1, 64, 4}, {6, 1, 0, 8, 4, 1, 64, 4}, {6, 2, 0, 0, 8, 0, 256, 4}, {6, 2, 1, 1, 8, 0, 256, 4}, {6, 2, 0, 2, 8, 0, 256, 4},
    /* 10: quantized W at M <= 16, mask = W format (ktorch__cu_gemv_fmt) */
    /* int8 / fp8 chunks of 64 elements (16 bytes a lane and row), q8_0 4 words a lane and row: half the chunks */
    KTORCH__CU_GV(0, 2), KTORCH__CU_GV(1, 2), KTORCH__CU_GV(2, 2), KTORCH__CU_GV(3, 4), KTORCH__CU_GV(4, 4), KTORCH__CU_GV(5, 4),
    KTORCH__CU_GV(6, 4), KTORCH__CU_GV(7, 4), KTORCH__CU_GV(8, 4), KTORCH__CU_GV(9, 4), KTORCH__CU_GV(10, 2), KTORCH__CU_GV(11, 4),
    KTORCH__CU_GVD(0, 2), KTORCH__CU_GVD(1, 2), KTORCH__CU_GVD(2, 2), KTORCH__CU_GVD(3, 4), KTORCH__CU_GVD(4, 4), KTORCH__CU_GVD(5, 4),
    KTORCH__CU_GVD(6, 4), KTORCH__CU_GVD(7, 4), KTORCH__CU_GVD(8, 4), KTORCH__CU_GVD(9, 4), KTORCH__CU_GVD(10, 2), KTORCH__CU_GVD(11, 4),
    KTORCH__CU_GVW(0, 2), KTORCH__CU_GVW(1, 2), KTORCH__CU_GVW(2, 2), KTORCH__CU_GVW(3, 4), KTORCH__CU_GVW(4, 4), KTORCH__CU_GVW(5, 4),
    KTORCH__CU_GVW(6, 4), KTORCH__CU_GVW(7, 4), KTORCH__CU_GVW(8, 4), KTORCH__CU_GVW(9, 4), KTORCH__CU_GVW(10, 2), KTORCH__CU_GVW(11, 4),
    KTORCH__CU_GVB(0, 2, 2, 4), KTORCH__CU_GVB(1, 2, 2, 4), KTORCH__CU_GVB(2, 2, 2, 4), KTORCH__CU_GVB(3, 4, 8, 3), KTORCH__CU_GVB(4, 4, 8, 3),
    KTORCH__CU_GVB(5, 4, 4, 4), KTORCH__CU_GVB(6, 4, 4, 4), KTORCH__CU_GVB(7, 4, 8, 3), KTORCH__CU_GVB(8, 4, 8, 3), KTORCH__CU_GVB(9, 4, 4, 4),
    KTORCH__CU_GVB(10, 2, 4, 3), KTORCH__CU_GVB(11, 4, 8, 3),
    KTORCH__CU_GVX(0, 2, 3, 3, 3), KTORCH__CU_GVX(1, 2, 3, 3, 3), KTORCH__CU_GVX(2, 2, 3, 3, 3), KTORCH__CU_GVX(3, 2, 8, 4, 4),
    KTORCH__CU_GVX(4, 2, 8, 4, 4), KTORCH__CU_GVX(5, 1, 8, 4, 2), KTORCH__CU_GVX(6, 1, 8, 4, 2), KTORCH__CU_GVX(7, 2, 8, 3, 3),
    KTORCH__CU_GVX(8, 2, 8, 3, 3), KTORCH__CU_GVX(9, 1, 8, 4, 2), KTORCH__CU_GVX(10, 1, 8, 4, 2), KTORCH__CU_GVX(11, 2, 8, 4, 4),
    KTORCH__CU_GVR(0, 4), KTORCH__CU_GVR(1, 4), KTORCH__CU_GVR(2, 4), KTORCH__CU_GVR(4, 2),
    KTORCH__CU_GVQ(0, 16, 2, 1, 1), KTORCH__CU_GVQ(3, 16, 2, 1, 2), KTORCH__CU_GVQ(4, 16, 2, 1, 2), KTORCH__CU_GVQ(9, 16, 2, 1, 1),
    KTORCH__CU_GVQ(10, 8, 2, 2, 1), KTORCH__CU_GVQ(11, 16, 2, 1, 1),
    {10, 5, 1, 3, 4, 1, 0, 2}, {10, 5, 1, 5, 4, 1, 0, 4}, {10, 5, 1, 6, 4, 1, 0, 4}, {10, 5, 1, 9, 4, 1, 0, 4},
    {10, 7, 1, 3, 4, 2, 0, 1}, {10, 7, 1, 5, 4, 2, 0, 2}, {10, 7, 1, 6, 4, 2, 0, 2}, {10, 7, 1, 9, 4, 2, 0, 2},
    {11, 0, 0, 0, 0, 0, 0, 0}, /* training ops: dtypes are run-time arguments */
    /* 16: f32 W at M <= 16, mask = x rows covered, d = launch shape */
    KTORCH__CU_GF(1), KTORCH__CU_GF(2), KTORCH__CU_GF(4), KTORCH__CU_GF(8), KTORCH__CU_GF(16),
    /* 12: attention backward, `warps` warps on 16 * warps keys or query rows, streamed blocks of 16 * mt in
       `stages` slots; mask = tile (ktorch_cuda_desc.attn_bwd_tile) */
    {12, 64, 0, 0, 4, 4, 64, 2}, {12, 64, 1, 0, 4, 4, 64, 2}, {12, 128, 0, 0, 4, 2, 64, 2}, {12, 128, 1, 0, 4, 2, 64, 2},
    {12, 64, 0, 1, 8, 4, 128, 2}, {12, 64, 1, 1, 8, 4, 128, 2}, {12, 128, 0, 1, 8, 2, 128, 2}, {12, 128, 1, 1, 8, 2, 128, 2},
    {12, 128, 0, 2, 8, 4, 128, 2}, {12, 128, 1, 2, 8, 4, 128, 2},
    /* 13: attention backward on sm_90a, dK/dV (and the atomic mode's dQ) on warpgroup MMA: 2 warpgroups on 128
       keys, 64 query rows a step in 2 slots; the deterministic dQ (kt_bwd_wgd) 2 warpgroups on 128 query rows, 64 keys a step */
    {13, 64, 0, 0, 8, 4, 128, 2}, {13, 64, 1, 0, 8, 4, 128, 2}, {13, 128, 0, 0, 8, 4, 128, 2}, {13, 128, 1, 0, 8, 4, 128, 2},
    /* 14 and 15: kinds 12 (tile 0) and 13 for the block-sparse backward (mask 1: tile lists) and the element mask
       tensor (mask 2), compile-time specialisations that leave the dense kernels as they are */
    {14, 64, 0, 1, 4, 4, 64, 2}, {14, 64, 1, 1, 4, 4, 64, 2}, {14, 128, 0, 1, 4, 2, 64, 2}, {14, 128, 1, 1, 4, 2, 64, 2},
    {14, 64, 0, 2, 4, 4, 64, 2}, {14, 64, 1, 2, 4, 4, 64, 2}, {14, 128, 0, 2, 4, 2, 64, 2}, {14, 128, 1, 2, 4, 2, 64, 2},
    {15, 64, 0, 1, 8, 4, 128, 2}, {15, 64, 1, 1, 8, 4, 128, 2}, {15, 128, 0, 1, 8, 4, 128, 2}, {15, 128, 1, 1, 8, 4, 128, 2},
    {15, 64, 0, 2, 8, 4, 128, 2}, {15, 64, 1, 2, 8, 4, 128, 2}, {15, 128, 0, 2, 8, 4, 128, 2}, {15, 128, 1, 2, 8, 4, 128, 2},
    /* HIP fallbacks: taken where the first spec of their key (kind, d, dtype,
       mask) does not fit the device's shared memory (AMD: 64 KiB of LDS);
       flash forward with smaller tiles, matrix products with 3 stages */
    KTORCH__CU_FWD(64, 4, 1, 64, 2), KTORCH__CU_FWD(80, 4, 1, 64, 2), KTORCH__CU_FWD(96, 4, 1, 32, 2), KTORCH__CU_FWD(128, 4, 1, 32, 2),
    KTORCH__CU_FWD(256, 2, 1, 16, 2),
    {12, 128, 0, 0, 4, 2, 64, 1}, {12, 128, 1, 0, 4, 2, 64, 1}, /* attention backward, one slot: 51.5 KiB */
    {14, 128, 0, 1, 4, 2, 64, 1}, {14, 128, 1, 1, 4, 2, 64, 1}, {14, 128, 0, 2, 4, 2, 64, 1}, {14, 128, 1, 2, 4, 2, 64, 1},
    {6, 0, 0, 0, 8, 4, 128, 3}, {6, 0, 1, 1, 8, 4, 128, 3}, {6, 0, 0, 2, 8, 4, 128, 3}, {6, 0, 0, 3, 8, 4, 128, 3}, {6, 0, 0, 4, 8, 4, 128, 3}, {6, 0, 0, 5, 8, 4, 128, 3}, {6, 0, 0, 6, 8, 4, 128, 3}, {6, 0, 1, 7, 8, 4, 128, 3}, {6, 0, 0, 8, 8, 4, 128, 3},
    /* kind 4 with mask 4: mask 3's kernel with a right bound (causal), each consumer up to its own diagonal; its own
       specialisation so that mask 3's non-causal code stays as it is */
    {4, 64, 0, 4, 16, 1, 128, 2}, {4, 64, 1, 4, 16, 1, 128, 2},
    /* kind 0 with mask 2 (3: and the element mask): block-sparse on the portable kernel, walking kt_sparse_list's
       tile lists; every device but sm_90a's bulk-copy path (ktorch__cu_attn_run), then the HIP fallbacks' tiles */
    KTORCH__CU_FWDS(64, 4, 2, 64, 3), KTORCH__CU_FWDS(80, 8, 1, 64, 3), KTORCH__CU_FWDS(96, 8, 1, 64, 3),
    KTORCH__CU_FWDS(128, 8, 1, 64, 3), KTORCH__CU_FWDS(256, 4, 1, 32, 2),
    KTORCH__CU_FWDS(64, 4, 1, 64, 2), KTORCH__CU_FWDS(80, 4, 1, 64, 2), KTORCH__CU_FWDS(96, 4, 1, 32, 2), KTORCH__CU_FWDS(128, 4, 1, 32, 2),
    KTORCH__CU_FWDS(256, 2, 1, 16, 2),
};
#define KTORCH__CU_NSPECS KTORCH__CAST(int, sizeof ktorch__cu_specs / sizeof ktorch__cu_specs[0])
#define KTORCH__CU_MAX_SPECS 768 /* per-device module slots; a test checks NSPECS fits */
/* Threads of a lane group, the unit of every kernel's launch geometry:
   KT_LANES of both preludes (a warp on NVIDIA; a wave32 or half a wave64 on
   AMD), so the geometry does not depend on the device's wave size. */
#define KTORCH__CU_LANES 32
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
#define KTORCH__CU_MAX_FUNCS 16
typedef const char *const *(*ktorch__cu_lines)(size_t *nlines);
typedef struct ktorch__cu_family {
    ktorch__cu_lines src;
    int sm90_only; /* compiled for sm_90a only */
    const char *names[KTORCH__CU_MAX_FUNCS];
} ktorch__cu_family;
static const ktorch__cu_family ktorch__cu_families[] = {
    /* 0 flash forward */ {ktorch__cu_src_attention, 0, {"kt_attn_fwd"}},
    /* 1 decode */ {ktorch__cu_src_attention, 0, {"kt_attn_fwd"}},
    /* 2 misc */ {ktorch__cu_src_misc, 0, {"kt_convert", "kt_combine"}},
    /* 3 flash forward, sm_90a */ {ktorch__cu_src_attention, 1, {"kt_attn_fwd"}},
    /* 4 flash forward, sm_90a, bulk copies */ {ktorch__cu_src_attention, 1, {"kt_attn_fwd"}},

    /* 5 quantization */ {ktorch__cu_src_quant, 0, {"kt_q_stats", "kt_q_colstats", "kt_q_params_k", "kt_q_encode", "kt_q_block", "kt_q_pack_k", "kt_dq", "kt_q_cast", "kt_q_block_bf16", "kt_dq_tile", "kt_q_chan", "kt_dq_ggml"}},

    /* 6 matrix products */ {ktorch__cu_src_gemm, 0, {"kt_gemm", "kt_gemm_reduce"}},

    /* 7 variants: merge */ {ktorch__cu_src_variants, 0, {"kt_merge"}},

    /* 8 block-sparse helpers */ {ktorch__cu_src_sparse, 0, {"kt_sparse_list", "kt_topk_pool", "kt_topk_select"}},

    /* 9 paged decode */ {ktorch__cu_src_attention, 0, {"kt_attn_fwd", "kt_kv_append", "kt_kv_check"}},

    /* 10 quantized-weight GEMV */ {ktorch__cu_src_gemv, 0, {"kt_gemv", "kt_gemv_reduce", "kt_gemv_rows", "kt_gemv_diag", "kt_gemv_dot"}},

    /* 11 training ops (in KTORCH__CUT_* order) */
    {ktorch__cu_src_train, 0, {"kt_norm_fwd", "kt_norm_bwd", "kt_norm_dw", "kt_rope", "kt_act", "kt_emb_fwd", "kt_emb_bwd", "kt_ce", "kt_ce_mean", "kt_adamw", "kt_sum_squares", "kt_tr_matmul", "kt_norm_fwd_v", "kt_norm_bwd_v", "kt_norm_bwd_h", "kt_act_h"}},

    /* 12 attention backward (ktorch__cub_plan's launch order) */ {ktorch__cu_src_attn_bwd, 0, {"kt_bwd_dot", "kt_bwd_dkdv", "kt_bwd_dq", "kt_bwd_dkdvq", "kt_bwd_dq_out"}},
    /* 13 attention backward, sm_90a (the same order; 6 and 7 the ring kernels, 8 and 9 the dK/dV ring with dQ) */
    {ktorch__cu_src_attn_bwd, 1, {"kt_bwd_dot", "kt_bwd_wg", "kt_bwd_wgd", "kt_bwd_wgq", "kt_bwd_dq_out", NULL, "kt_bwd_wgr", "kt_bwd_wgdr", "kt_bwd_wgrq", "kt_bwd_wgro"}},
    /* 14, 15: 12 and 13 block-sparse or masked, and the tile lists */
    {ktorch__cu_src_attn_bwd, 0, {"kt_bwd_dot", "kt_bwd_dkdv", "kt_bwd_dq", "kt_bwd_dkdvq", "kt_bwd_dq_out", "kt_bwd_list"}},
    {ktorch__cu_src_attn_bwd, 1, {"kt_bwd_dot", "kt_bwd_wg", "kt_bwd_wgd", "kt_bwd_wgq", "kt_bwd_dq_out", "kt_bwd_list", "kt_bwd_wgr", "kt_bwd_wgdr"}},

    /* 16 f32-weight GEMV */ {ktorch__cu_src_gemv, 0, {"kt_gemv_f32", "kt_gemv_reduce"}},
    /* 17 quantized-weight GEMV, sm_90a: W through bulk copies (launch shapes 12 and 13) */
    {ktorch__cu_src_gemv, 1, {"kt_gemv", "kt_gemv_reduce", "kt_gemv_rows", "kt_gemv_diag"}},
};
#define KTORCH__CU_NKINDS KTORCH__CAST(int, sizeof ktorch__cu_families / sizeof ktorch__cu_families[0])

/* Joins the lines of an embedded source into dst (NULL: measure only). */
static size_t ktorch__cu_join(char *dst, ktorch__cu_lines src) {
    size_t n, i, len = 0;
    const char *const *lines = src(&n);
    for (i = 0; i < n; i++) {
        size_t k = strlen(lines[i]);
        if (dst) memcpy(dst + len, lines[i], k);
        len += k;
    }
    return len;
}

/* Specialisations left out of the AMD (HIP) module list, with the reason:
   NULL for those that compile for AMD. */
static const char *ktorch__cu_amd_excluded(int spec) {
    const ktorch__cu_spec *s = &ktorch__cu_specs[spec];
    if (s->kind == 3 || s->kind == 4) return "sm_90a only: warpgroup MMA, bulk tensor copies and mbarriers";
    if (s->kind == 6 && s->d == 2) return "sm_90a only: warpgroup MMA tile";
    if (s->kind == 13 || s->kind == 15) return "sm_90a only: warpgroup MMA backward";
    if (s->kind == 17) return "sm_90a only: bulk copies and mbarriers";
    return NULL;
}

/* Full source of a specialisation (allocated): the spec's macros, the
   prelude (hip: the AMD one, for hiprtc), the argument blocks
   (shaders/kernel_args.h), the family's file. NULL without memory or for a
   specialisation excluded from AMD. */
static char *ktorch__cu_source(const ktorch_allocator *a, int spec, int hip, size_t *len) {
    const ktorch__cu_spec *s = &ktorch__cu_specs[spec];
    const ktorch__cu_family *fam = &ktorch__cu_families[s->kind];
    const ktorch__cu_lines prelude = hip ? ktorch__cu_src_hip_prelude : ktorch__cu_src_prelude;
    char defs[320];
    size_t nd, np = ktorch__cu_join(NULL, prelude), na = ktorch__cu_join(NULL, ktorch__cu_src_kernel_args),
               nk = ktorch__cu_join(NULL, fam->src);
    char *src;
    if (hip && ktorch__cu_amd_excluded(spec)) return NULL;
    nd = ktorch__format(defs, sizeof defs,
                        "#define KT_KIND %d\n#define KT_D %d\n#define KT_BN %d\n#define KT_WARPS %d\n#define KT_MT %d\n"
                        "#define KT_DTYPE %d\n#define KT_MASK %d\n#define KT_STAGES %d\n#define KT_SM90 %d\n",
                        s->kind, s->d, s->bn, s->warps, s->mt, s->dtype, s->mask, s->stages,
                        s->kind == 3 || s->kind == 13 || s->kind == 15 || s->kind == 17 ? 1 : s->kind == 4 ? 2 : 0);
    src = KTORCH__CAST(char *, ktorch__alloc(a, nd + np + na + nk + 2));
    if (!src) return NULL;
    memcpy(src, defs, nd);
    ktorch__cu_join(src + nd, prelude);
    src[nd + np] = '\n';
    ktorch__cu_join(src + nd + np + 1, ktorch__cu_src_kernel_args);
    ktorch__cu_join(src + nd + np + 1 + na, fam->src);
    *len = nd + np + 1 + na + nk;
    src[*len] = '\0';
    return src;
}

/* Compiler options after the architecture's: the compile passes them, the
   cache key hashes them. Returns their count. hiprtc: clang leaves a
   `#pragma unroll` loop rolled, with a warning, when its unrolled body
   would pass 16K instructions, where NVRTC unrolls; the GEMV's chunk loops
   of launch shapes 5-7 pass that. */
static int ktorch__cu_options(int amd, const char *const **opts) {
    static const char *const nv[] = {"-std=c++11", "-default-device"},
                             *const hip[] = {"-std=c++14", "-mllvm", "-pragma-unroll-threshold=65536"};
    *opts = amd ? hip : nv;
    return amd ? KTORCH__CAST(int, sizeof hip / sizeof hip[0]) : KTORCH__CAST(int, sizeof nv / sizeof nv[0]);
}
#define KTORCH__CU_MAX_OPTS 4 /* the architecture's and ktorch__cu_options' (a test checks they fit) */

/* Compile one specialisation. arch: "sm_90a", "compute_80", ...; cubin 0 = PTX.
   amd: the AMD prelude and hiprtc's options, arch "gfx90a", ... (the code
   object in the CUBIN slot). On success *image (allocated) holds the CUBIN,
   code object or NUL-terminated PTX; ptx (not NULL, NVIDIA CUBIN) gets the
   same compile's PTX (allocated, NUL-terminated), or NULL where this NVRTC
   keeps none for a CUBIN build. The compiler log (warnings included) goes
   to log/log_cap when given. extra (NULL: none) is one more compiler
   option, for tests (ktorch__cu_compile passes none). */
static ktorch_status ktorch__cu_compile_opt(const ktorch__nvrtc_api *nv, const ktorch_allocator *a, int spec, int amd, const char *arch,
                                            int cubin, void **image, size_t *size, char **ptx, char *log, size_t log_cap, const char *extra) {
    char archopt[64];
    const char *opts[KTORCH__CU_MAX_OPTS + 1];
    const char *const *fixed;
    const char *rtc = amd ? "hiprtc" : "NVRTC";
    ktorch__nvrtcProgram prog = NULL;
    ktorch__nvrtcResult r;
    size_t len = 0, logsz = 0;
    int nopt = 1 + ktorch__cu_options(amd, &fixed), i;
    char *src = ktorch__cu_source(a, spec, amd, &len);
    ktorch_status st = KTORCH_OK;
    *image = NULL;
    *size = 0;
    if (ptx) *ptx = NULL;
    if (log && log_cap) log[0] = '\0';
    if (!src) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for kernel source (or kernel %d has no AMD build)", rtc, spec);
    ktorch__format(archopt, sizeof archopt, "%s%s", amd ? "--offload-arch=" : "--gpu-architecture=", arch);
    opts[0] = archopt;
    for (i = 1; i < nopt && i < KTORCH__CU_MAX_OPTS; i++) opts[i] = fixed[i - 1];
    if (extra) opts[i++] = extra;
    r = nv->nvrtcCreateProgram(&prog, src, amd ? "ktorch.hip" : "ktorch.cu", 0, NULL, NULL);
    if (r != 0) {
        ktorch__free(a, src);
        return ktorch__fail(KTORCH_INTERNAL, "%s: create program: %s", rtc, nv->nvrtcGetErrorString(r));
    }
    r = nv->nvrtcCompileProgram(prog, i, opts);
    if (nv->nvrtcGetProgramLogSize(prog, &logsz) == 0 && logsz > 1 && log && log_cap) {
        char *l = KTORCH__CAST(char *, ktorch__calloc(a, logsz + 1, 1)); /* hiprtc's size may leave out the terminator */
        if (l && nv->nvrtcGetProgramLog(prog, l) == 0) {
            size_t n = logsz < log_cap ? logsz : log_cap;
            memcpy(log, l, n);
            log[n - 1] = '\0';
        }
        ktorch__free(a, l);
    }
    if (r != 0) {
        st = ktorch__fail(KTORCH_INTERNAL, "%s failed for kernel %d (%s): %s: %s", rtc, spec, arch,
                          nv->nvrtcGetErrorString(r), log ? log : "");
    } else {
        size_t n = 0;
        r = cubin ? nv->nvrtcGetCUBINSize(prog, &n) : nv->nvrtcGetPTXSize(prog, &n);
        if (r == 0 && n > 0) {
            *image = ktorch__alloc(a, n);
            if (!*image) st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for a compiled kernel", rtc);
            else if ((cubin ? nv->nvrtcGetCUBIN(prog, KTORCH__CAST(char *, *image)) : nv->nvrtcGetPTX(prog, KTORCH__CAST(char *, *image))) != 0)
                st = ktorch__fail(KTORCH_INTERNAL, "%s: could not read the compiled kernel", rtc);
            *size = n;
        } else {
            st = ktorch__fail(KTORCH_INTERNAL, "%s produced no %s", rtc, amd ? "code object" : cubin ? "CUBIN" : "PTX");
        }
        if (st == KTORCH_OK && ptx && cubin && !amd && nv->nvrtcGetPTXSize(prog, &n) == 0 && n > 1) {
            *ptx = KTORCH__CAST(char *, ktorch__alloc(a, n));
            if (!*ptx) st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for a compiled kernel", rtc);
            else if (nv->nvrtcGetPTX(prog, *ptx) != 0) {
                ktorch__free(a, *ptx);
                *ptx = NULL;
            }
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

static ktorch_status ktorch__cu_compile(const ktorch__nvrtc_api *nv, const ktorch_allocator *a, int spec, int amd, const char *arch,
                                        int cubin, void **image, size_t *size, char **ptx, char *log, size_t log_cap) {
    return ktorch__cu_compile_opt(nv, a, spec, amd, arch, cubin, image, size, ptx, log, log_cap, NULL);
}

/* ---- state ---------------------------------------------------------------- */
#define KTORCH__CU_PATH 512 /* bytes of a path from the desc, NUL included */
struct ktorch__cu_device {
    ktorch__cu_state *s;
    int ordinal, cc_major, cc_minor, sms, smem_optin, own_ctx, own_stream;
    int amd;  /* AMD target: the AMD prelude, hiprtc's options, arch "gfx..." */
    int sm90; /* the sm_90a kernels run here (CUDA, compute capability 9.0) */
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
};

typedef struct ktorch__cu_image {
    uint64_t key;
    uint32_t kind; /* 0 CUBIN, 1 PTX */
    uint64_t size;
    void *data;
} ktorch__cu_image;

struct ktorch__cu_state {
    const ktorch__gpu_vendor *v;
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
    char cache_dir[KTORCH__CU_PATH];
    char cublaslt_path[KTORCH__CU_PATH]; /* "": search the default names */
    int no_cublaslt, gemm_no_wgmma, qmatmul_no_gemv, gemv_shape, attn_bwd_atomic, attn_bwd_tile, paged_kernel, attn_bwd_no_wgmma;
    int attn_bwd_ring, attn_no_wgmma, qmatmul_dq_rows, qmatmul_chunk_rows;
    struct ktorch__cu_gemm *gemm; /* matrix products: cuBLASLt handles and plans (kind 6 region) */
    struct ktorch__cu_qstate *quant; /* quantization: device words of rejected rows (kind 5 region) */
    int pair_always;              /* tests: pair row blocks in the bulk-copy kernel whenever possible */
    int f32_gemv;                 /* tests and benchmarks: f32 x f32 at M <= 16: 0 the GEMV kernel in its default shape, 1-5 in shape 0-4, -1 not the GEMV */
    int gemv_splits;              /* benchmarks: K splits of GEMV shapes 14, 19 and 21 (0: by the fill of the multiprocessors) */
};

/* The driver's name of an error (HIP returns it, CUDA writes it). */
static const char *ktorch__cu_error_name(ktorch__cu_state *s, ktorch__CUresult r) {
    const char *name = NULL;
    if (s->cu.hipGetErrorName) name = s->cu.hipGetErrorName(r);
    else if (s->cu.cuGetErrorName(r, &name) != 0) name = NULL;
    return name ? name : "unknown error";
}

/* `what` names the CUDA entry point (on HIP, its twin in ktorch__cu_syms). */
/* "ktorch_quantize (cuda)" or "(hip)": an entry point's name in messages */
typedef struct ktorch__cu_fname {
    char s[64];
} ktorch__cu_fname;
static const char *ktorch__cu_fname_of(ktorch__cu_fname *b, const ktorch__cu_state *s, const char *api) {
    ktorch__format(b->s, sizeof b->s, "%s (%s)", api, s->v->tag);
    return b->s;
}

static ktorch_status ktorch__cu_check(ktorch__cu_state *s, ktorch__CUresult r, const char *what) {
    if (r == 0) return KTORCH_OK;
    return ktorch__fail(r == 2 ? KTORCH_OUT_OF_MEMORY : KTORCH_DEVICE_ERROR, "%s: %s failed: %s (%d)", s->v->name, what, ktorch__cu_error_name(s, r), r);
}

static ktorch_status ktorch__cu_push(ktorch__cu_device *d) { return ktorch__cu_check(d->s, d->s->cu.cuCtxPushCurrent(d->ctx), "cuCtxPushCurrent"); }
static void ktorch__cu_pop(ktorch__cu_device *d) {
    ktorch__CUcontext c;
    d->s->cu.cuCtxPopCurrent(&c);
}

/* ---- compiled-image cache (memory, blob, directory) ---------------------- */
static uint64_t ktorch__cu_key(ktorch__cu_state *s, int spec, int amd, const char *arch, int cubin) {
    uint64_t h = 1469598103934665603ull;
    size_t len = 0;
    char *src = ktorch__cu_source(&s->alloc, spec, amd, &len);
    const char *const *opts;
    int v[4], n, i;
    if (src) h = ktorch__fnv(h, src, len);
    ktorch__free(&s->alloc, src);
    h = ktorch__fnv(h, arch, strlen(arch));
    v[0] = cubin;
    v[1] = s->nvrtc_major;
    v[2] = s->nvrtc_minor;
    v[3] = s->driver_version;
    h = ktorch__fnv(h, v, sizeof v);
    n = ktorch__cu_options(amd, &opts);
    for (i = 0; i < n; i++) { /* joined by spaces, as the keys of earlier builds */
        if (i) h = ktorch__fnv(h, " ", 1);
        h = ktorch__fnv(h, opts[i], strlen(opts[i]));
    }
    if (s->v->kind != KTORCH_BACKEND_CUDA) h = ktorch__fnv(h, s->v->tag, strlen(s->v->tag)); /* CUDA's keys stay as they were */
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
            return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory for the kernel cache", s->v->name);
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
    ktorch__format(out, cap, "%s/ktorch-%s-%8x%8x.bin", s->cache_dir, s->v->tag, KTORCH__CAST(unsigned, key >> 32),
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

/* A spec's cache key on a device, its architecture option and whether the
   image is a CUBIN. AMD: a code object for the gfx target; HIP on NVIDIA:
   PTX (what hiprtc gives there); CUDA: CUBIN unless NVRTC is newer than the
   driver. */
static uint64_t ktorch__cu_image_key(ktorch__cu_state *s, const ktorch__cu_device *d, int spec, char arch[24], int *cubin) {
    *cubin = d->amd || (s->v->kind == KTORCH_BACKEND_CUDA && s->nvrtc_major <= s->driver_version / 1000);
    if (d->amd) ktorch__format(arch, 24, "%s", d->arch);
    else ktorch__format(arch, 24, "%s%s", *cubin ? "sm_" : "compute_", d->arch + 3);
    return ktorch__cu_key(s, spec, d->amd, arch, *cubin);
}

/* Takes `data` (allocated with s->alloc) into the memory cache; frees it on failure. */
static ktorch_status ktorch__cu_image_take(ktorch__cu_state *s, uint64_t key, int cubin, void *data, uint64_t size, ktorch__cu_image **out) {
    ktorch_status st = ktorch__cu_image_add(s, key, cubin ? 0u : 1u, data, size);
    if (st != KTORCH_OK) {
        ktorch__free(&s->alloc, data);
        return st;
    }
    if (out) *out = &s->images[s->nimages - 1];
    return KTORCH_OK;
}

/* The image from the memory cache or the directory; *out NULL where neither has it. */
static ktorch_status ktorch__cu_cached_image(ktorch__cu_state *s, uint64_t key, int cubin, ktorch__cu_image **out) {
    *out = ktorch__cu_image_find(s, key);
#ifndef KTORCH_NO_STDIO
    if (!*out) {
        uint64_t size = 0;
        void *data = ktorch__cu_dir_read(s, key, &size);
        if (data) return ktorch__cu_image_take(s, key, cubin, data, size, out);
    }
#else
    (void)cubin;
#endif
    return KTORCH_OK;
}

/* Compiles a spec and writes it to the directory cache. Touches no state
   but the allocator it is given and the directory, so prepare runs it on
   several threads. */
static ktorch_status ktorch__cu_compile_image(ktorch__cu_state *s, const ktorch_allocator *a, const ktorch__cu_device *d, int spec, const char *arch,
                                              uint64_t key, int cubin, void **data, size_t *size) {
    char log[2048];
    ktorch_status st = ktorch__cu_compile(&s->nv, a, spec, d->amd, arch, cubin, data, size, NULL, log, sizeof log);
#ifndef KTORCH_NO_STDIO
    if (st == KTORCH_OK) ktorch__cu_dir_write(s, key, *data, *size);
#else
    (void)key;
#endif
    return st;
}

/* The image for a spec on a device: memory cache, directory, or the compiler. */
static ktorch_status ktorch__cu_get_image(ktorch__cu_state *s, ktorch__cu_device *d, int spec, ktorch__cu_image **out) {
    char arch[24];
    int cubin;
    const uint64_t key = ktorch__cu_image_key(s, d, spec, arch, &cubin);
    void *data;
    size_t size = 0;
    ktorch_status st = ktorch__cu_cached_image(s, key, cubin, out);
    if (st != KTORCH_OK || *out) return st;
    st = ktorch__cu_compile_image(s, &s->alloc, d, spec, arch, key, cubin, &data, &size);
    if (st != KTORCH_OK) return st;
    s->compiled++;
    return ktorch__cu_image_take(s, key, cubin, data, size, out);
}

/* sm_90a kernels (warpgroup MMA) run on CUDA devices of compute capability
   9.0 exactly; never on HIP (gfx90a also reports 9.0). */
static int ktorch__cu_sm90(const ktorch__cu_device *d) { return d->sm90; }

/* Dynamic shared memory of a flash forward, decode, matrix-product or
   attention-backward spec, as their launches size it (gemm tiles 0, 128x128, and 1, 16x64; tile 2, HIP
   never picks, sizes its own). */
static uint64_t ktorch__cu_spec_smem(int spec) {
    const ktorch__cu_spec *p = &ktorch__cu_specs[spec];
    if (p->kind == 6) return KTORCH__CAST(uint64_t, p->stages) * KTORCH__CAST(uint64_t, p->d ? 16 + 64 : 128 + 128) * 80u;
    if (p->kind == 10 || p->kind == 16 || p->kind == 17) return 0; /* static: the warps' partial sums (10), none (16), the rings (17) */
    if (p->kind >= 12 && p->kind <= 15) {
        /* kt_bwd_dkdv and kt_bwd_dq; kinds 13 and 15: the larger of kt_bwd_wg and kt_bwd_wgd (swizzled tiles, 1024-byte aligned) */
        const uint64_t dq = KTORCH__CAST(uint64_t, 2 * (p->bn + p->stages * 16 * p->mt) * (p->d + 8) * 2 + 2 * p->stages * p->bn * 4);
        /* the ring kernels kt_bwd_wgr and kt_bwd_wgdr (3 slots, KT_BWD_RING, and 6 mbarriers; kt_bwd_wgr also P^T and dS^T) */
        const uint64_t wg = KTORCH__CAST(uint64_t, 1024 + 2 * (p->bn + 3 * 16 * p->mt) * p->d * 2 + 2 * 3 * 16 * p->mt * 4 + 6 * 8 + 1024 +
                                                   2 * p->bn * 16 * p->mt * 2);
        const uint64_t wgd = KTORCH__CAST(uint64_t, 1024 + 2 * (p->bn + 3 * 16 * p->mt) * p->d * 2 + 2 * p->bn * 4 + 6 * 8);
        if (p->kind == 12 || p->kind == 14) return dq;
        return wg > wgd ? wg : wgd;
    }
    return KTORCH__CAST(uint64_t, 16 * p->mt * p->warps + 2 * p->bn * p->stages) * KTORCH__CAST(uint64_t, p->d + 8) * 2u;
}

/* The spec a device runs for a key: CUDA the table's first; HIP the first
   whose shared memory fits the device (the HIP fallbacks follow the first). */
static int ktorch__cu_pick_spec(const ktorch__cu_device *d, int kind, int dd, int dtype, int mask) {
    int i, first = -1;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *p = &ktorch__cu_specs[i];
        if (p->kind != kind || p->d != dd || p->dtype != dtype || p->mask != mask) continue;
        if (d->s->v->kind == KTORCH_BACKEND_CUDA || ktorch__cu_spec_smem(i) <= KTORCH__CAST(uint64_t, d->smem_optin)) return i;
        if (first < 0) first = i;
    }
    return first;
}

/* Raises a kernel's dynamic shared memory limit; HIP has no such call for
   module functions and needs none. */
static ktorch__CUresult ktorch__cu_smem_limit(ktorch__cu_state *s, ktorch__CUfunction f, uint64_t smem) {
    return s->cu.cuFuncSetAttribute ? s->cu.cuFuncSetAttribute(f, KTORCH__CU_FUNC_MAX_DYN_SMEM, KTORCH__CAST(int, smem)) : 0;
}

/* A spec's module, compiled (or taken from the cache) and loaded; context
   must be current. */
static ktorch_status ktorch__cu_module(ktorch__cu_device *d, int spec) {
    ktorch__cu_state *s = d->s;
    ktorch__cu_image *img;
    ktorch_status st;
    if (d->modules[spec]) return KTORCH_OK;
    st = ktorch__cu_get_image(s, d, spec, &img);
    if (st != KTORCH_OK) return st;
    return ktorch__cu_check(s, s->cu.cuModuleLoadData(&d->modules[spec], img->data), "cuModuleLoadData");
}

/* Kernel `which` (index into the family's names) of a spec; context must be
   current. A spec's module holds the kernels its launches use, not every
   name of its family (a GEMV launch shape has one of kt_gemv, kt_gemv_rows
   and kt_gemv_diag). */
static ktorch_status ktorch__cu_function(ktorch__cu_device *d, int spec, int which, ktorch__CUfunction *f) {
    ktorch__cu_state *s = d->s;
    const char *name;
    ktorch_status st;
    if (spec < 0 || spec >= KTORCH__CU_NSPECS || which < 0 || which >= KTORCH__CU_MAX_FUNCS ||
        !(name = ktorch__cu_families[ktorch__cu_specs[spec].kind].names[which]))
        return ktorch__fail(KTORCH_INTERNAL, "%s: no kernel %d of spec %d", s->v->name, which, spec);
    if (!d->funcs[spec][which]) {
        st = ktorch__cu_module(d, spec);
        if (st != KTORCH_OK) return st;
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
    if (bytes > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "%s: copy of %llu bytes", s->v->name, KTORCH__CAST(unsigned long long, bytes));
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

/* A block mask for ktorch__cu_attn_run: on the device (dmask) or packed
   contiguous [Bm, Hm, QB, KB] on the host (hmask, copied up into scratch). */
typedef struct ktorch__cu_bsparse {
    uint64_t dmask;
    const unsigned char *hmask;
    int64_t Bm, Hm, QB, KB, ms[4]; /* strides of dmask in elements */
    int64_t bq, bk;
} ktorch__cu_bsparse;

/* Dense bulk-copy forward on 3 consumer warpgroups (192 query rows a CTA)
   instead of 2 (128): at d = 64 each consumer's softmax is as long as the
   others' MMAs, and a third hides more of it (H200, n = 16384: +10%
   non-causal). Causal too: each consumer stops at its own rows' diagonal
   and padding rows do no work (kt_live_tiles), so the 192-row blocks issue
   no more MMAs than 128-row ones; not with both a right and a left window
   (the left edge is not cut per consumer); not with soft-cap, ALiBi or a
   negative scale, whose score paths the kernel leaves out (they spill at
   160 registers a thread); not where rounding the rows up to 192 costs
   over 4% more than to 128. Returns the spec's mask: 3 (no right bound),
   4 (a right bound) or 0 (two consumers). */
static int ktorch__cu_wide(const ktorch_attention_params *p, int D, int64_t rows) {
    const int right = p->causal || (p->window_flags & KTORCH_WINDOW_RIGHT);
    if (D != 64 || (right && (p->window_flags & KTORCH_WINDOW_LEFT)) || p->softcap != 0.0f || p->alibi_slopes || p->scale < 0.0f) return 0;
    return (rows + 191) / 192 * 192 * 100 <= (rows + 127) / 128 * 128 * 104 ? (right ? 4 : 3) : 0;
}

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
        default: return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (%s): mask dtype %s", s->v->tag, ktorch_dtype_name(m->dtype));
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
    /* sm_90a: the warpgroup kernels unless attn_no_wgmma; block-sparse there
       only without an element mask (else the portable kernel's masks 2, 3) */
    if (!decode && ktorch__cu_sm90(d) && !s->attn_no_wgmma && !(bs && mask)) {
        /* bulk-copy kernel when the driver encodes tensor maps for these strides
           (mask 1: block-sparse tile lists, 2: element mask tensor) */
        spec = s->cu.cuTensorMapEncodeTiled ? ktorch__cu_find_spec(4, D, dt, bs ? 1 : mask ? 2 : ktorch__cu_wide(&p, D, Nq)) : -1;
        tmaps += (64u - KTORCH__CAST(unsigned, KTORCH__RCAST(uintptr_t, tmaps) & 63u)) & 63u;
        if (spec >= 0) {
            /* the driver wants the device's context current while encoding */
            unsigned rows = KTORCH__CAST(unsigned, 16 * (ktorch__cu_specs[spec].warps - 4)), cols = KTORCH__CAST(unsigned, ktorch__cu_specs[spec].bn);
            if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
            if (!ktorch__cu_tmap(s, tmaps, q, rows) || !ktorch__cu_tmap(s, tmaps + 128, k, cols) || !ktorch__cu_tmap(s, tmaps + 256, v, cols))
                spec = -1;
            ktorch__cu_pop(d);
        }
        if (spec < 0 && !mask && !bs) spec = ktorch__cu_find_spec(3, D, dt, 0);
    }
    if (spec < 0) spec = ktorch__cu_pick_spec(d, decode ? 1 : 0, D, dt, mask | (bs ? 2 : 0));
    if (spec < 0)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (%s): head dim %d is not supported (64, 80, 96, 128, 256)", s->v->tag, D);
    bm = ktorch__cu_specs[spec].kind == 4 ? 16 * (ktorch__cu_specs[spec].warps - 4) : 16 * ktorch__cu_specs[spec].mt * ktorch__cu_specs[spec].warps;
    bn = ktorch__cu_specs[spec].bn;
    hunits = decode ? Hk : Hq;
    a.rows = decode ? Nq * G : Nq;
    rblocks = (a.rows + bm - 1) / bm;
    if (B * hunits > 65535)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (%s): batch x heads (%lld) exceeds 65535", s->v->tag,
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
            return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention (%s): split-KV workspace size overflows", s->v->tag);
        lse_bytes = (rows_all * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    }
    if (p.alibi_slopes) alibi_bytes = (KTORCH__CAST(uint64_t, Hq) * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    if (bs && Nk > 0xffffffffLL) /* the portable kernel divides key indices in 32 bits */
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_block_sparse (%s): more than 2^32 keys", s->v->tag);
    if (bs) {
        /* per CTA: a tile count and up to T tile indices (i32) */
        uint64_t rows_all = KTORCH__CAST(uint64_t, B * Hq) * KTORCH__CAST(uint64_t, rblocks);
        T = (Nk + bn - 1) / bn;
        if (!ktorch__mul_u64(rows_all, KTORCH__CAST(uint64_t, T) * 4u, &idx_bytes) ||
            !ktorch__mul_u64(KTORCH__CAST(uint64_t, bs->Bm * bs->Hm), KTORCH__CAST(uint64_t, bs->QB * bs->KB), &hmask_bytes) ||
            idx_bytes > (1ull << 50) || hmask_bytes > (1ull << 50))
            return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention_block_sparse (%s): tile list size overflows", s->v->tag);
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
            st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_block_sparse (%s): too many row blocks", s->v->tag);
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
    a.scale = KTORCH__CAST(float, p.scale != 0.0f ? p.scale : 1.0 / sqrt(KTORCH__CAST(double, D)));
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
    if (smem > KTORCH__CAST(uint64_t, d->smem_optin)) st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (%s): kernel needs %llu bytes of shared memory, %s has %d", s->v->tag,
                                                                       KTORCH__CAST(unsigned long long, smem), d->name, d->smem_optin);
    if (st == KTORCH_OK && smem > 48u * 1024u)
        st = ktorch__cu_check(s, ktorch__cu_smem_limit(s, f, smem), "cuFuncSetAttribute");
    if (st == KTORCH_OK && ktorch__cu_specs[spec].kind == 4) {
        void *params[3];
        params[0] = &a;
        params[1] = tmaps;
        params[2] = &sa;
        if (st == KTORCH_OK)
            st = ktorch__cu_check(s, s->cu.cuLaunchKernel(f, KTORCH__CAST(unsigned, sa.pair ? (rblocks + 1) / 2 : rblocks), KTORCH__CAST(unsigned, B * hunits),
                                                          KTORCH__CAST(unsigned, splits), KTORCH__CAST(unsigned, KTORCH__CU_LANES * ktorch__cu_specs[spec].warps),
                                                          1, 1, KTORCH__CAST(unsigned, smem), d->stream, params, NULL),
                                  "cuLaunchKernel");
    } else if (st == KTORCH_OK && bs) { /* kind 0, masks 2 and 3: the tile lists as the second argument */
        void *params[2];
        params[0] = &a;
        params[1] = &sa;
        st = ktorch__cu_check(s, s->cu.cuLaunchKernel(f, KTORCH__CAST(unsigned, rblocks), KTORCH__CAST(unsigned, B * hunits), 1u,
                                                      KTORCH__CAST(unsigned, KTORCH__CU_LANES * ktorch__cu_specs[spec].warps), 1, 1,
                                                      KTORCH__CAST(unsigned, smem), d->stream, params, NULL),
                              "cuLaunchKernel");
    } else if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, rblocks), KTORCH__CAST(unsigned, B * hunits), KTORCH__CAST(unsigned, splits),
                               KTORCH__CAST(unsigned, KTORCH__CU_LANES * ktorch__cu_specs[spec].warps), KTORCH__CAST(unsigned, smem), &a);
    if (st == KTORCH_OK && splits > 1) {
        ktorch__cu_combine_args c;
        ktorch__CUfunction fc;
        st = ktorch__cu_function(d, ktorch__cu_find_spec(2, 0, 0, 0), 1, &fc);
        memset(&c, 0, sizeof c);
        c.part_o = a.part_o; c.part_lse = a.part_lse; c.o = a.o; c.lse = a.lse;
        c.B = B; c.Hq = Hq; c.Nq = Nq; c.D = D; c.num_splits = splits; c.out_dtype = dt ? 2 : 1;
        c.o_sb = a.o_sb; c.o_sh = a.o_sh; c.o_sn = a.o_sn; c.l_sb = a.l_sb; c.l_sh = a.l_sh; c.l_sn = a.l_sn;
        if (st == KTORCH_OK) {
            if (B * Hq * Nq > 0x7fffffff) st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention (%s): too many rows to combine", s->v->tag);
            else st = ktorch__cu_launch(d, fc, KTORCH__CAST(unsigned, B * Hq * Nq), 1, 1, 128, 0, &c);
        }
    }
    ktorch__cu_pop(d);
    return st;
}

static ktorch_status ktorch__cu_attention(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                          const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params) {
    (void)ctx;
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
    /* one device, equal shapes: the core's checks (ktorch_tensor_copy) */
    d = &s->dev[dev];
    if (src->dtype != dst->dtype && (ktorch__cu_q_fp8(src->dtype) || ktorch__cu_q_fp8(dst->dtype)) &&
        (ktorch__cu_q_fp8(src->dtype) || ktorch__cu_q_float(src->dtype)) && (ktorch__cu_q_fp8(dst->dtype) || ktorch__cu_q_float(dst->dtype))) {
        /* fp8 casts: shaders/quant.cu, honouring params->saturate */
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
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_copy (%s): %s -> %s on the device (f32/f16/bf16/fp8 only)", s->v->tag,
                            ktorch_dtype_name(src->dtype), ktorch_dtype_name(dst->dtype));
    if (ktorch_dtype_bits(src->dtype) % 8)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_tensor_copy (%s): strided copies of %s", s->v->tag, ktorch_dtype_name(src->dtype));
    memset(&a, 0, sizeof a);
    for (i = 0; i < 4; i++) {
        int j = i - (4 - src->ndim);
        a.shape[i] = j >= 0 ? src->shape[j] : 1;
        a.ss[i] = j >= 0 ? src->stride[j] : 0;
        a.ds[i] = j >= 0 ? dst->stride[j] : 0;
        n *= a.shape[i];
    }
    if (n == 0) return KTORCH_OK;
    a.src = ktorch__cu_addr(src);
    a.dst = ktorch__cu_addr(dst);
    a.n = n;
    a.src_dtype = src->dtype;
    a.dst_dtype = dst->dtype;
    a.esize = ktorch_dtype_bits(src->dtype) / 8;
    /* one dtype, the last dim contiguous on both sides, every other stride
       and both addresses in 16-byte units: a thread copies 16 bytes (the
       index arithmetic per element, not memory, bounds the element path) */
    if (src->dtype == dst->dtype && a.esize < 16 && a.ss[3] == 1 && a.ds[3] == 1 && (a.shape[3] * a.esize) % 16 == 0 && a.src % 16u == 0 &&
        a.dst % 16u == 0) {
        const int64_t u = 16 / a.esize;
        int ok = 1;
        for (i = 0; i < 3; i++) ok = ok && (a.ss[i] * a.esize) % 16 == 0 && (a.ds[i] * a.esize) % 16 == 0;
        if (ok) {
            for (i = 0; i < 3; i++) a.ss[i] /= u, a.ds[i] /= u;
            a.shape[3] /= u;
            a.n = n = n / u;
            a.esize = 16;
        }
    }
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
/* entry points, in the order of the family row */
enum { KTORCH__CUQ_STATS, KTORCH__CUQ_COLSTATS, KTORCH__CUQ_PARAMS, KTORCH__CUQ_ENCODE, KTORCH__CUQ_BLOCK, KTORCH__CUQ_PACK, KTORCH__CUQ_DQ, KTORCH__CUQ_CAST, KTORCH__CUQ_BLOCK_BF16, KTORCH__CUQ_DQ_TILE, KTORCH__CUQ_CHAN, KTORCH__CUQ_DQ_GGML };
#define KTORCH__CUQ_COL_ROWS 64 /* rows per unit of the per-column statistics */

/* Rejected rows (NaN/Inf where the format cannot hold them, int8_asym ranges
   beyond f32) are found on the device without a round trip: the kernels take
   the atomic min of (call << 44 | format << 40 | range << 39 | row) into one
   word per device (shaders/kernel_args.h), and the host
   reads it at the next synchronisation (ktorch__cu_q_deferred, called by
   ktorch_synchronize and so by every synchronising copy). */
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
    if (!s->quant) ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_quantize (%s): out of memory", s->v->tag);
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
    *tag = KTORCH__CAST(int64_t, (KTORCH__CAST(uint64_t, q->calls[dev]) << 44) | (KTORCH__CAST(uint64_t, format) << (KTORCH__CUQ_ROW_BITS + 1)));
    if (q->calls[dev] < KTORCH__CUQ_CALL_MAX) q->calls[dev]++;
    return KTORCH_OK;
}
/* The error of a rejected-row word w (not all ones). */
static ktorch_status ktorch__cu_q_rejected(const ktorch__cu_state *s, uint64_t w) {
    int fm = KTORCH__CAST(int, (w >> (KTORCH__CUQ_ROW_BITS + 1)) & 15u);
    long long r = KTORCH__CAST(long long, w & ((KTORCH__CAST(uint64_t, 1) << KTORCH__CUQ_ROW_BITS) - 1u));
    const char *name = ktorch_quant_format_name(KTORCH__CAST(ktorch_quant_format, fm));
    if ((w & KTORCH__CAST(uint64_t, KTORCH__CUQ_RANGE)) && (fm == KTORCH_QUANT_Q8_0 || fm == KTORCH_QUANT_Q4_0))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT,
                            "ktorch_quantize (%s): 'x' row %lld holds a block whose scale d = %s overflows f16, which %s cannot store (reported at synchronisation)",
                            s->v->tag, r, fm == KTORCH_QUANT_Q8_0 ? "amax / 127" : "max / -8", name);
    if (w & KTORCH__CAST(uint64_t, KTORCH__CUQ_RANGE))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT,
                            "ktorch_quantize (%s): 'x' row %lld spans a range max(x,0) - min(x,0) beyond FLT_MAX, which %s cannot scale (reported at synchronisation)", s->v->tag,
                            r, name);
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_quantize (%s): 'x' row %lld holds NaN or Inf, which %s cannot represent (reported at synchronisation)", s->v->tag, r,
                        name);
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
    return w != ~KTORCH__CAST(uint64_t, 0) ? ktorch__cu_q_rejected(s, w) : KTORCH_OK;
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
    return st != KTORCH_OK ? st : ktorch__cu_q_rejected(s, w);
}

/* The part of the quantization module (shaders/quant.cu) that holds a kernel:
   the scaled formats' passes and the casts, the block kernel, its bf16 lean
   path, dequantization, and dequantization's tile and q8_0/q4_0 paths. */
static int ktorch__cu_q_part(int which) {
    switch (which) {
    case KTORCH__CUQ_BLOCK: return 1;
    case KTORCH__CUQ_BLOCK_BF16: return 2;
    case KTORCH__CUQ_DQ: return 3;
    case KTORCH__CUQ_DQ_TILE:
    case KTORCH__CUQ_DQ_GGML: return 4;
    default: return 0;
    }
}

/* Grid-stride kernels: 256 threads, at most 16 blocks per multiprocessor. */
static ktorch_status ktorch__cu_q_launch(ktorch__cu_device *d, int which, int64_t units, void *args) {
    ktorch__CUfunction f;
    int64_t blocks = (units + 255) / 256, cap = KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 16;
    ktorch_status st;
    if (units <= 0) return KTORCH_OK;
    st = ktorch__cu_function(d, ktorch__cu_find_spec(5, 0, 0, ktorch__cu_q_part(which)), which, &f);
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
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_quantize");
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
    if (rejects && a.R >= (int64_t)1 << KTORCH__CUQ_ROW_BITS) { st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: more than 2^39 rows", fn); goto fail; }
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
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_dequantize");
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
    else if (which == KTORCH__CUQ_DQ_GGML) threads = KTORCH__MIN((a.n / 1024 + 1) * KTORCH__CU_LANES, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 768);
    else if (a.fast) threads = KTORCH__MIN((a.n / 16 + 1) / 2, KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1) * 1024);
    st = ktorch__cu_q_launch(d, which, threads, &a);
    ktorch__cu_pop(d);
    return st;
}
/* (end of quantization and fp8 casts) */

/* ---- matrix products (kind 6) ---- */
/* Own kernel (shaders/gemm.cu) for every path; cuBLASLt, loaded with dlopen
   on first use (desc->libcublaslt_path, else libcublasLt.so.13, .12, .so),
   for fp8 x fp8 with per-tensor scales and for dense bf16/f16 when present.
   desc->no_cublaslt forces the own kernel. */

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
#define KTORCH__LT_PREF_MIN_ALIGNMENT_A_BYTES 5 /* then B, C, D: 6, 7, 8 */
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
#define KTORCH__LT_SYM(field) {{#field, NULL}, offsetof(ktorch__lt_api, field)} /* CUDA only */
static const ktorch__cu_sym ktorch__lt_syms[] = {
    KTORCH__LT_SYM(cublasLtCreate),          KTORCH__LT_SYM(cublasLtDestroy),
    KTORCH__LT_SYM(cublasLtMatmulDescCreate), KTORCH__LT_SYM(cublasLtMatmulDescDestroy),
    KTORCH__LT_SYM(cublasLtMatmulDescSetAttribute), KTORCH__LT_SYM(cublasLtMatrixLayoutCreate),
    KTORCH__LT_SYM(cublasLtMatrixLayoutDestroy), KTORCH__LT_SYM(cublasLtMatmulPreferenceCreate),
    KTORCH__LT_SYM(cublasLtMatmulPreferenceDestroy), KTORCH__LT_SYM(cublasLtMatmulPreferenceSetAttribute),
    KTORCH__LT_SYM(cublasLtMatmulAlgoGetHeuristic), KTORCH__LT_SYM(cublasLtMatmul),
};

/* A cached plan: descriptors and the chosen algorithm for one problem. */
#define KTORCH__LT_PLANS 64 /* a training step's products take about 16 */
typedef struct ktorch__lt_plan {
    int used, dev, ta, tb, td, opw, opx, beta0, align;
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
    int last_path; /* 1 cuBLASLt, 2 own mma.sync kernel, 3 own wgmma kernel, 4 GEMV kernel, 5 f32 GEMV kernel (for tests) */
    int last_splits;
    int last_chunks; /* ktorch_qmatmul: chunks of W dequantized for the dense product, 0 when a quantized kernel ran (for tests) */
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
    if (!g || s->no_cublaslt) return NULL;
    if (!g->tried) {
        static const char *const names[] = {"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so",
                                            "/usr/local/cuda/lib64/libcublasLt.so.13", "/usr/local/cuda/lib64/libcublasLt.so.12",
                                            "/usr/local/cuda/lib64/libcublasLt.so"};
        const char *used = NULL, *missing = NULL, *path = s->cublaslt_path;
        g->tried = 1;
        g->lib = *path ? ktorch__cu_dlopen(&path, 1, &used) : ktorch__cu_dlopen(names, 6, &used);
        if (g->lib && !ktorch__cu_resolve(g->lib, ktorch__lt_syms, sizeof ktorch__lt_syms / sizeof ktorch__lt_syms[0], 0, &g->lt, &missing)) {
            dlclose(g->lib);
            g->lib = NULL;
        }
    }
    if (!g->lib) return NULL;
    if (!g->handle[dev] && g->lt.cublasLtCreate(&g->handle[dev]) != 0) g->handle[dev] = NULL;
    return g->handle[dev];
}

/* The largest power of two up to 256 that divides every address: the
   alignment cuBLASLt may assume (its default, 256, would admit kernels
   that reject a column slice at run time). */
static int ktorch__cug_lt_align(uint64_t w, uint64_t x, uint64_t y) {
    uint64_t a = w | x | y | 256u;
    return KTORCH__CAST(int, a & (~a + 1u));
}

/* y^T[N,M] = alpha opw(W) opx(x)^T... in cuBLASLt's column-major terms:
   A = W (opw T: [N,K] rows of ld ldw; N: [K,N] rows), B = x (opx N: [M,K]
   rows of ld ldx; T: [K,M] rows), D = y (ld ldy), beta y added (C = D).
   Returns KTORCH_UNSUPPORTED when cuBLASLt offers no algorithm (the caller
   then runs the own kernel). Context pushed by the caller. */
static ktorch_status ktorch__cug_lt_gemm(ktorch__cu_state *s, ktorch__cu_device *d, int dev, int ta, int tb, int td, int opw, int opx,
                                         int64_t M, int64_t N, int64_t K, int64_t ldw, int64_t ldx, int64_t ldy, uint64_t w, uint64_t x,
                                         uint64_t y, uint64_t sw, uint64_t sx, float alpha, float beta) {
    struct ktorch__cu_gemm *g;
    ktorch__ltHandle h = ktorch__cug_lt(s, dev);
    ktorch__lt_plan *p = NULL;
    ktorch__CUdeviceptr ws = 0;
    const int beta0 = beta == 0.0f, align = ktorch__cug_lt_align(w, x, y);
    int i;
    ktorch_status st;
    if (!h) return KTORCH_UNSUPPORTED;
    g = s->gemm;
    for (i = 0; i < KTORCH__LT_PLANS; i++) {
        ktorch__lt_plan *q = &g->plans[i];
        if (q->used && q->dev == dev && q->ta == ta && q->tb == tb && q->td == td && q->opw == opw && q->opx == opx && q->beta0 == beta0 &&
            q->align == align && q->M == M && q->N == N && q->K == K && q->ldw == ldw && q->ldx == ldx && q->ldy == ldy) {
            p = q;
            break;
        }
    }
    if (!p) {
        ktorch__lt_plan np;
        ktorch__ltPref pref = NULL;
        ktorch__ltHeur heur;
        int opa = opw, opb = opx, found = 0, ok, k;
        uint64_t wsmax = KTORCH__LT_WORKSPACE;
        uint32_t al = KTORCH__CAST(uint32_t, align);
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
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.la, ta, KTORCH__CAST(uint64_t, opw == KTORCH__LT_OP_T ? K : N),
                                                    KTORCH__CAST(uint64_t, opw == KTORCH__LT_OP_T ? N : K), ldw) == 0;
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.lb, tb, KTORCH__CAST(uint64_t, opx == KTORCH__LT_OP_N ? K : M),
                                                    KTORCH__CAST(uint64_t, opx == KTORCH__LT_OP_N ? M : K), ldx) == 0;
        ok = ok && g->lt.cublasLtMatrixLayoutCreate(&np.ld, td, KTORCH__CAST(uint64_t, N), KTORCH__CAST(uint64_t, M), ldy) == 0;
        ok = ok && g->lt.cublasLtMatmulPreferenceCreate(&pref) == 0;
        ok = ok && g->lt.cublasLtMatmulPreferenceSetAttribute(pref, KTORCH__LT_PREF_MAX_WORKSPACE_BYTES, &wsmax, sizeof wsmax) == 0;
        for (k = 0; k < 4; k++)
            ok = ok && g->lt.cublasLtMatmulPreferenceSetAttribute(pref, KTORCH__LT_PREF_MIN_ALIGNMENT_A_BYTES + k, &al, sizeof al) == 0;
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
        np.dev = dev; np.ta = ta; np.tb = tb; np.td = td; np.opw = opw; np.opx = opx; np.beta0 = beta0; np.align = align;
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

/* y = x W^T (alpha 1, beta 0) */
static ktorch_status ktorch__cug_lt_run(ktorch__cu_state *s, ktorch__cu_device *d, int dev, int ta, int tb, int td, int64_t M, int64_t N,
                                        int64_t K, int64_t ldw, int64_t ldx, int64_t ldy, uint64_t w, uint64_t x, uint64_t y, uint64_t sw,
                                        uint64_t sx) {
    return ktorch__cug_lt_gemm(s, d, dev, ta, tb, td, KTORCH__LT_OP_T, KTORCH__LT_OP_N, M, N, K, ldw, ldx, ldy, w, x, y, sw, sx, 1.0f, 0.0f);
}

/* Own kernel: mode as in gemm.cu; a.K etc. set by the caller. Context pushed. */
/* The f32 partial sums of a product split `splits` ways over K ([splits, M,
   N] in the device's scratch), and their reduction in split order (entry 1
   of spec, over the kernel's own arguments a): shared by the tiled and the
   GEMV kernels. */
static ktorch_status ktorch__cug_split_part(ktorch__cu_device *d, int64_t splits, int64_t M, int64_t N, ktorch__cu_u64 *part, const char *fn) {
    uint64_t bytes;
    ktorch__CUdeviceptr p = 0;
    ktorch_status st;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, splits) * KTORCH__CAST(uint64_t, M), KTORCH__CAST(uint64_t, N) * 4u, &bytes))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: split workspace overflows", fn);
    st = ktorch__cu_scratch(d, bytes, &p);
    if (st == KTORCH_OK) *part = p;
    return st;
}
static ktorch_status ktorch__cug_split_reduce(ktorch__cu_device *d, int spec, int64_t M, int64_t N, void *a) {
    ktorch__CUfunction f;
    int64_t rb = (M * N + 255) / 256;
    ktorch_status st = ktorch__cu_function(d, spec, 1, &f);
    if (rb > 8192) rb = 8192;
    return st != KTORCH_OK ? st : ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, rb), 1, 1, 256, 0, a);
}
static ktorch_status ktorch__cug_own(ktorch__cu_state *s, ktorch__cu_device *d, int mode, ktorch__cu_gemm_args *a, const char *fn) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    int dt = mode == 1 || mode == 7; /* bf16 modes: the prelude's KT_DTYPE agrees */
    int tile = a->M <= 16 && ktorch__cu_find_spec(6, 1, dt, mode) >= 0 ? 1 : 0, spec, bm, bn, threads, ke, esize;
    int64_t nk, mb, nb, blocks, splits = 1, per;
    uint64_t smem;
    ktorch__CUfunction f;
    ktorch_status st;
    /* sm_90a: warpgroup MMA tiles above 16 rows for 16-bit and int8 operands
       (desc->gemm_no_wgmma keeps mma.sync). fp8 stays on mma.sync:
       wgmma accumulates fp8 products with fewer bits than f32 and, without
       promotion to f32 registers, missed the 2^-12 sum|x w| bound (PERF.md). */
    if (!tile && ktorch__cu_sm90(d) && !s->gemm_no_wgmma && ktorch__cu_find_spec(6, 2, dt, mode) >= 0) tile = 2;
    spec = ktorch__cu_pick_spec(d, 6, tile, dt, mode);
    if (spec < 0 || !g) return ktorch__fail(KTORCH_INTERNAL, "%s: no kernel for mode %d", fn, mode);
    if (tile == 2) {
        uint64_t smem2 = KTORCH__CAST(uint64_t, 4 * (128 + 256) * 128 + 1024);
        int64_t blocks2 = ((a->M + 127) / 128) * ((a->N + 255) / 256);
        a->k_split = a->K;
        st = ktorch__cu_function(d, spec, 0, &f);
        if (st == KTORCH_OK && smem2 > KTORCH__CAST(uint64_t, d->smem_optin))
            st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: kernel needs %llu bytes of shared memory", fn, KTORCH__CAST(unsigned long long, smem2));
        if (st == KTORCH_OK) st = ktorch__cu_check(s, ktorch__cu_smem_limit(s, f, smem2), "cuFuncSetAttribute");
        if (st == KTORCH_OK && blocks2 > 0x7fffffff) st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: too many tiles", fn);
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
    if (mb > 65535) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: M = %lld is too large", fn, KTORCH__CAST(long long, a->M));
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
        st = ktorch__cug_split_part(d, splits, a->M, a->N, &a->part, fn);
        if (st != KTORCH_OK) return st;
    }
    smem = ktorch__cu_spec_smem(spec);
    st = ktorch__cu_function(d, spec, 0, &f);
    if (st == KTORCH_OK && smem > KTORCH__CAST(uint64_t, d->smem_optin))
        st = ktorch__fail(KTORCH_UNSUPPORTED, "%s: kernel needs %llu bytes of shared memory", fn, KTORCH__CAST(unsigned long long, smem));
    if (st == KTORCH_OK && smem > 48u * 1024u)
        st = ktorch__cu_check(s, ktorch__cu_smem_limit(s, f, smem), "cuFuncSetAttribute");
    if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, nb), KTORCH__CAST(unsigned, mb), KTORCH__CAST(unsigned, splits),
                               KTORCH__CAST(unsigned, threads), KTORCH__CAST(unsigned, smem), a);
    if (st == KTORCH_OK && splits > 1) st = ktorch__cug_split_reduce(d, spec, a->M, a->N, a);
    g->last_path = 2;
    g->last_splits = KTORCH__CAST(int, splits);
    return st;
}

/* A tensor argument on cuda device `dev` (dev < 0: take it from t). */
/* Unit inner stride and 16-byte aligned rows (the shapes are the core's checks). */
static int ktorch__cug_rows_ok(const ktorch_tensor *t) {
    uint64_t es = ktorch__esize(t->dtype);
    return !((t->stride[1] != 1 && t->shape[1] > 1) || (KTORCH__CAST(uint64_t, t->stride[0]) * es) % 16u ||
             (KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, ktorch_tensor_ptr(t))) & 15u));
}
static ktorch_status ktorch__cug_rows(const ktorch_tensor *t, const char *fn, const char *name) {
    if (!ktorch__cug_rows_ok(t))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs contiguous rows starting at 16-byte boundaries", fn, name);
    return KTORCH_OK;
}

static ktorch_status ktorch__cug_out(const ktorch_tensor *y, const char *fn) {
    if (y->stride[1] != 1 && y->shape[1] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'y' needs contiguous rows", fn);
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

static ktorch_status ktorch__cu_train(void *state, ktorch_context *ctx, const ktorch_op_desc *op);
/* f32 activations against 16-bit or quantized weights: x rounded to `dt`
   (bf16/f16) into a contiguous pool tensor for the 16-bit product; the
   caller frees it after the launch (pool memory, reused in stream order). */
static ktorch_status ktorch__cu_x16(void *state, ktorch_context *ctx, const ktorch_tensor *x, ktorch_dtype dt, ktorch_tensor *xc) {
    ktorch_status st = ktorch_tensor_create(ctx, dt, 2, x->shape, x->device, xc);
    if (st == KTORCH_OK && (st = ktorch__cu_convert(state, ctx, xc, x, NULL)) != KTORCH_OK) ktorch_tensor_free(ctx, xc);
    return st;
}

/* A GEMV kernel's launch over gx row blocks and `splits` parts of K (a->k_split
   set): the split workspace, the kernel (entry 0), and where K is split the
   reduction (entry 1) in split order; records `path` and the splits. */
static ktorch_status ktorch__cug_gemv_launch(ktorch__cu_device *d, struct ktorch__cu_gemm *g, int spec, int64_t gx, int64_t splits,
                                             ktorch__cu_gemv_args *a, int path, const char *fn) {
    ktorch__CUfunction f;
    ktorch_status st;
    if (splits > 1) {
        st = ktorch__cug_split_part(d, splits, a->M, a->N, &a->part, fn);
        if (st != KTORCH_OK) return st;
    }
    st = ktorch__cu_function(d, spec, 0, &f);
    if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, gx), KTORCH__CAST(unsigned, splits), 1, KTORCH__CAST(unsigned, ktorch__cu_specs[spec].warps * KTORCH__CU_LANES), 0, a);
    if (st == KTORCH_OK && splits > 1) st = ktorch__cug_split_reduce(d, spec, a->M, a->N, a);
    g->last_path = path;
    g->last_splits = KTORCH__CAST(int, splits);
    return st;
}

/* f32 x and W at M <= 16 (gemv.cu, kind 16): W streamed once, one FMA per
   weight and x row. K is split where the row blocks are fewer than the
   multiprocessors (partial sums added in split order by kt_gemv_reduce).
   x and W rows contiguous and 16-byte aligned, y rows contiguous (the
   caller checks). Context pushed. */
static ktorch_status ktorch__cug_gemv_f32(ktorch__cu_state *s, ktorch__cu_device *d, ktorch__cu_gemv_args *a, const char *fn) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    const int rows = a->M <= 1 ? 1 : a->M <= 2 ? 2 : a->M <= 4 ? 4 : a->M <= 8 ? 8 : 16;
    /* by default shape 1 for one x row, x in shared memory (shape 3) for more (docs/PERF.md) */
    const int shape = s->f32_gemv >= 1 && s->f32_gemv <= 5 ? s->f32_gemv - 1 : rows == 1 ? 1 : 3;
    const int spec = ktorch__cu_pick_spec(d, 16, shape, 0, rows);
    const int64_t sms = d->sms > 0 ? d->sms : 1;
    const ktorch__cu_spec *p;
    int64_t step, nst, gx, splits = 1, per;
    if (spec < 0 || !g) return ktorch__fail(KTORCH_INTERNAL, "%s: no f32 GEMV kernel for %d rows", fn, rows);
    p = &ktorch__cu_specs[spec];
    step = 4 * KTORCH__CU_LANES * p->stages; /* elements of a load group (gemv.cu's G) */
    nst = (a->K + step - 1) / step;
    gx = (a->N + p->warps * p->mt - 1) / (p->warps * p->mt);
    if (gx > 0x7fffffff) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: N = %lld is too large", fn, KTORCH__CAST(long long, a->N));
    /* fewer row blocks than multiprocessors leave most of the device idle:
       split K up to about two blocks a multiprocessor */
    if (gx < sms) splits = (2 * sms + gx - 1) / gx;
    if (splits > nst) splits = nst;
    if (splits > 32) splits = 32;
    if (splits < 1) splits = 1;
    per = (nst + splits - 1) / splits;
    splits = nst ? (nst + per - 1) / per : 1;
    a->k_split = (per ? per : 1) * step;
    return ktorch__cug_gemv_launch(d, g, spec, gx, splits, a, 5, fn);
}

static ktorch_status ktorch__cu_matmul_nt(void *state, ktorch_context *ctx, const ktorch_tensor *x, const ktorch_tensor *w, ktorch_tensor *y) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_matmul_nt");
    ktorch__cu_device *d;
    ktorch__cu_gemm_args a;
    ktorch_status st;
    int dev = x->device.index;
    int64_t M, N, K;
    if (x->dtype == KTORCH_F32 && w->dtype == KTORCH_F32) {
        /* true f32 products: at M <= 16 with rows the GEMV kernel reads (else
           any layout) the f32 GEMV, else ktorch_matmul's path (cuBLASLt in
           f32, else the tiled kernel) */
        ktorch_op_desc op;
        ktorch_matmul_params p;
        M = x->shape[0];
        N = w->shape[0];
        K = x->shape[1];
        if (M >= 1 && M <= 16 && N > 0 && K > 0 && s->f32_gemv >= 0 && ktorch__cug_rows_ok(x) && ktorch__cug_rows_ok(w) &&
            (y->stride[1] == 1 || y->shape[1] <= 1)) {
            ktorch__cu_gemv_args v;
            memset(&v, 0, sizeof v);
            v.x = ktorch__cu_addr(x); v.w = ktorch__cu_addr(w); v.y = ktorch__cu_addr(y);
            v.M = M; v.N = N; v.K = K; v.ldx = x->stride[0]; v.ldw = w->stride[0]; v.ldy = y->stride[0];
            v.y_dtype = y->dtype;
            d = &s->dev[dev];
            if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
            st = ktorch__cug_gemv_f32(s, d, &v, fn);
            ktorch__cu_pop(d);
            return st;
        }
        p.trans_a = 0, p.trans_b = 1, p.alpha = 1.0f, p.beta = 0.0f;
        ktorch__op_init(&op, KTORCH_OP_MATMUL, x->device);
        op.tensor[0] = ktorch__op_tensor(x);
        op.tensor[1] = ktorch__op_tensor(w);
        op.tensor[2] = y;
        op.params = &p;
        return x->shape[0] ? ktorch__cu_train(state, ctx, &op) : KTORCH_OK;
    }
    if (x->dtype == KTORCH_F32 && (w->dtype == KTORCH_BF16 || w->dtype == KTORCH_F16)) {
        ktorch_tensor xc;
        if (x->shape[0] == 0) return KTORCH_OK;
        if ((st = ktorch__cu_x16(state, ctx, x, w->dtype, &xc)) != KTORCH_OK) return st;
        st = ktorch__cu_matmul_nt(state, ctx, &xc, w, y);
        ktorch_tensor_free(ctx, &xc);
        return st;
    }
    if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'x' must be f32, bf16 or f16 on the device, not %s", fn, ktorch_dtype_name(x->dtype));
    if (w->dtype != x->dtype) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'w' must have the dtype of 'x' (%s)", fn, ktorch_dtype_name(x->dtype));
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
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' codes must start at a 16-byte boundary", fn, name);
    return KTORCH_OK;
}
/* W format of the GEMV kernels (gemv.cu's KT_MASK; 0-5 are also gemm.cu's
   wfmt); -1 where the device has no kernel for it. */
static int ktorch__cu_gemv_fmt(ktorch_quant_format f) {
    switch (f) {
    case KTORCH_QUANT_INT8: return 0;
    case KTORCH_QUANT_FP8_E4M3: return 1;
    case KTORCH_QUANT_FP8_E5M2: return 2;
    case KTORCH_QUANT_MXFP4: return 3;
    case KTORCH_QUANT_NVFP4: return 4;
    case KTORCH_QUANT_MXFP8_E4M3: return 5;
    case KTORCH_QUANT_MXFP8_E5M2: return 6;
    case KTORCH_QUANT_MXFP6_E2M3: return 7;
    case KTORCH_QUANT_MXFP6_E3M2: return 8;
    case KTORCH_QUANT_MXINT8: return 9;
    case KTORCH_QUANT_Q8_0: return 10;
    case KTORCH_QUANT_Q4_0: return 11;
    default: return -1;
    }
}

/* Dynamic shared memory of launch shapes 14, 19 and 21 (gemv.cu's KTX_SLOT times
   the slots, and 16 bytes past the last row that a lane's last word may
   reach). */
static uint64_t ktorch__cug_gemvx_smem(const ktorch__cu_spec *p, int fmt) {
    const int row8 = fmt <= 2, ks = 4 * (row8 ? 16 : 8) * p->stages;
    const int rb = row8 ? 64 : fmt == 3 || fmt == 4 ? 16 : fmt == 7 || fmt == 8 ? 24 : fmt == 10 ? 34 : fmt == 11 ? 18 : 32;
    const int ss = p->stages * (fmt >= 3 && fmt <= 9 ? (fmt == 4 ? 2 : 1) : 0), sc = (ss + 15) / 16 * 16;
    const int xr = row8 ? 16 : fmt == 4 || fmt == 11 ? 32 : 64;
    const int rr = row8 ? 64 : fmt == 3 || fmt == 4 || fmt == 11 ? 16 : fmt == 10 ? 48 : fmt == 7 || fmt == 8 ? 80 : 32;
    const int xp = 2 * ks + (((xr - 2 * ks) % 128) + 128) % 128, cb = p->stages * rb;
    const int rowb = cb + sc + (((rr - cb - sc) % 128) + 128) % 128;
    return KTORCH__CAST(uint64_t, p->bn) * KTORCH__CAST(uint64_t, 16 * xp + 16 * p->mt * p->warps * rowb) + 16u;
}

/* Dynamic shared memory of launch shape 18: x's int8 terms, 7 16-byte words a 32-element block and one
   more a pair of q8_0 / q4_0 blocks (gemv.cu's ktq_xo) */
static uint64_t ktorch__cug_gemvq_smem(int64_t K, int fmt) {
    const uint64_t nb = KTORCH__CAST(uint64_t, K > 0 ? K / 32 : 0);
    return 16u * (7u * nb + (fmt == 10 || fmt == 11 ? (nb + 1) / 2 : 0));
}

/* The GEMV kernel (gemv.cu) over a->N rows; a->k_split is set here. Context pushed. */
static ktorch_status ktorch__cug_gemv(ktorch__cu_state *s, ktorch__cu_device *d, int fmt, int bf16, ktorch__cu_gemv_args *a, const char *fn) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    /* Defaults (docs/PERF.md, "Quantized GEMV (M <= 16)"; shapes 5, 7
       and 8 take M <= 4, 9-13 M = 1): at M = 1 whole rows a warp: shape 9
       (shape 8's products with the addressing done once) for int8 and fp8
       with per-tensor or per-row scales, mxfp6 and q4_0, its longer
       groups (10) for q8_0, its 4 rows a warp (11) for mxfp8 and mxint8
       with bf16 x (H200, 2026-11-28: 31-80% of copy against 21-71% for
       shapes 5, 8 and 4); shape 5 for nvfp4 and, with bf16 x, mxfp4, where
       shapes 9-11 trailed (H100: 40-63% of copy against 25-54% for the
       tiles at N = 8192, 59-86% against 34-84% at N = 28672). On sm_90a,
       where W's rows start at 16-byte boundaries, shape 13 (shape 9 fed
       by bulk copies) for q4_0, and for mxfp6 and q8_0 from 128 rows a
       multiprocessor (below). At M = 16 with bf16 x on sm_90a, shape 14
       (x and W through one ring a block) or its leaner forms 19 and 21 for
       six block formats (below).
       Otherwise W read past L1
       for int8 and fp8 (shape 2; 79-81% of copy against 69-72% at M = 1,
       N = 28672 on an H100), and where shape 2 would split K (N = 8192)
       shape 3, one wave of 4-warp blocks without the split; shape 0 for
       the block formats and the ring (shape 4) for nvfp4 and q4_0. The
       32-row tiles (shape 6) led for mxfp8 at M = 16 (H100: 32-38% against
       29-30%) but stay forced-only until they have run against the
       reference on a GPU. */
    const int64_t rows16 = (a->N + 15) / 16;
    const int many = rows16 >= 8 * KTORCH__CAST(int64_t, d->sms);
    const int rows_ok = a->M <= 4 && (fmt <= 2 ? a->sw_mode != 2 : fmt == 4 ? (a->sw & 1u) == 0 : bf16 && (fmt == 3 || fmt == 5 || fmt == 6 || fmt == 9));
    const int old = fmt == 4 || fmt == 11 ? 4 : fmt > 2 ? 0 : many ? 2 : 3;
    const int lean = a->M == 1 ? ((fmt <= 2 && a->sw_mode != 2) || fmt == 7 || fmt == 8 || fmt == 11 ? 9 : fmt == 10 ? 10
                                  : bf16 && (fmt == 5 || fmt == 6 || fmt == 9) ? 11 : 0) : 0;
    const int def = lean ? lean : rows_ok && a->M == 1 ? 5 : old;
    /* shapes 12 and 13 (bulk copies, sm_90a) take M = 1 where rows and their
       separate block scales start at 16-byte boundaries (the codes do) */
    const int bulk_ok = a->M == 1 && ktorch__cu_sm90(d) && a->ldw % 16 == 0 &&
                        (fmt < 3 || fmt > 9 || ((a->sw & 15u) == 0 && a->w_nb % 16 == 0));
    /* shape 13 where it led (H200, 2026-11-28, N = 8192 / 28672): q4_0 at
       every N (40 / 58% of copy against 35 / 45% for shape 9), mxfp6 and
       q8_0 from 128 rows a multiprocessor (N = 28672 on 132: 59 / 68%
       against 53 / 62%; at N = 8192 shapes 9 and 10 were level or ahead,
       41 / 40% against 42 / 49%) */
    const int bulk = bulk_ok && (fmt == 11 || ((fmt == 7 || fmt == 8 || fmt == 10) && a->N >= 128 * KTORCH__CAST(int64_t, d->sms)));
    /* shapes 14, 19 and 21 (x and W through one ring a block, sm_90a) take M <= 16 where W's rows, their
       separate block scales and x's rows start at 16-byte boundaries */
    const int ring_ok = ktorch__cu_sm90(d) && a->ldw % 16 == 0 && (a->w & 15u) == 0 && (a->x & 15u) == 0 && a->ldx % 8 == 0 &&
                        (fmt < 3 || fmt > 9 || ((a->sw & 15u) == 0 && a->w_nb % 16 == 0));
    /* shape 14 where it led (H200, 2026-11-29, M = 16, bf16 x, N = 8192 / 28672: 19-36% of copy against
       11-23% for shapes 0 and 4): mxfp4, nvfp4, mxfp8 e4m3, mxfp6 e2m3, q8_0 and q4_0 at 16 rows of x
       from N = 8192 (int8 and fp8 trailed shapes 2 and 3; the other M, N, x type and formats not measured) */
    const int ring = ring_ok && a->M == 16 && bf16 && a->N >= 8192 && (fmt == 3 || fmt == 4 || fmt == 5 || fmt == 7 || fmt == 10 || fmt == 11);
    /* among the ring shapes (H200, 2026-11-29, M = 16, bf16 x, % of copy at N = 8192 / 28672, pass 1):
       from 128 rows a multiprocessor shape 21 (shape 19's copies and decode in two blocks a
       multiprocessor) for the six: 27-41 against shape 14's 23-35 at N = 28672; below it shape 19 for
       q8_0 and q4_0 (31 / 25 against 27-28 / 22-23, two calls), 21 for mxfp8 e4m3 (33 against 30),
       14 for mxfp4, nvfp4 and mxfp6 e2m3 (level or ahead) */
    const int ring_shape = a->N >= 128 * KTORCH__CAST(int64_t, d->sms) || fmt == 5 ? 21 : fmt == 10 || fmt == 11 ? 19 : 14;
    /* shape 18 (integer dot products against x's int8 terms) takes M = 1, int8 with per-tensor or per-row
       scales, mxfp4, nvfp4, mxint8, q8_0 and q4_0, K a multiple of 32 (of 64 for q8_0 and q4_0: two blocks
       a lane), W's rows at 16-byte boundaries (q8_0 and q4_0: 4-byte), x at an 8-byte boundary and its
       terms within the shared memory */
    const int dot_pair = fmt == 10 || fmt == 11;
    const int dot_ok = a->M == 1 && ((fmt == 0 && a->sw_mode != 2) || fmt == 3 || fmt == 4 || fmt == 9 || dot_pair) &&
                       a->K % (dot_pair ? 64 : 32) == 0 && (a->x & 7u) == 0 && (fmt != 4 || (a->sw & 1u) == 0) &&
                       (dot_pair ? a->ldw % 4 == 0 && (a->w & 3u) == 0 : a->ldw % 16 == 0 && (a->w & 15u) == 0) &&
                       ktorch__cug_gemvq_smem(a->K, fmt) <= KTORCH__CAST(uint64_t, d->smem_optin);
    /* shape 18 where it led (H200, 2026-11-29, M = 1, bf16 x; % of copy at N = 8192 / 28672 against the
       defaults before): mxfp4 40 / 56 against 31 / 43 (shape 5), nvfp4 39 / 57 against 30 / 43 (5), q8_0
       52 / 75 against 48 / 67 (10, 13), mxint8 58 against 52 at N = 8192 (11; N = 28672 not measured);
       q4_0 level (41 / 58 against 41 / 57, shape 13) and int8 level (57 against 56): not taken; other
       devices and HIP not measured: forced only there */
    const int dot = dot_ok && bf16 && ktorch__cu_sm90(d) && (fmt == 3 || fmt == 4 || fmt == 9 || fmt == 10);
    int shape = s->gemv_shape ? s->gemv_shape - 1 : dot ? 18 : bulk ? 13 : ring ? ring_shape : def;
    int spec;
    if (shape >= 12 && shape <= 13 && !bulk_ok) shape = def;
    /* (shapes 19 and 21 do not take int8 / fp8 per-group scales) */
    if ((shape == 14 || shape >= 19) && (!ring_ok || (shape >= 19 && fmt <= 2 && a->sw_mode == 2))) shape = def;
    if (shape == 18 && !dot_ok) shape = def;
    /* shapes 5 and 7 (whole rows a warp) take M <= 4, per-tensor or per-row int8 / fp8
       scales, and the formats of their specs (E8M0 ones with bf16 x); 8 M <= 4; else
       the default of the other shapes */
    if (shape >= 9 && shape <= 11 && a->M > 1) shape = 8; /* shapes 9-11 take one row of x */
    if (((shape == 5 || shape == 7) && !rows_ok) || (shape >= 8 && shape <= 13 && a->M > 4)) shape = old;
    /* the ring copies the separate block scales in 16-byte pieces from their start */
    if (shape == 4 && fmt >= 3 && fmt <= 9 && (a->sw & 15u) != 0) shape = 0;
    spec = ktorch__cu_pick_spec(d, (shape >= 12 && shape <= 14) || shape >= 19 ? 17 : 10, shape, bf16, fmt);
    const ktorch__cu_spec *p;
    int64_t e, chunk, nch, gx, splits = 1, per, want;
    ktorch__CUfunction f;
    ktorch_status st;
    if (spec < 0 || !g) return ktorch__fail(KTORCH_INTERNAL, "%s: no GEMV kernel for format %d", fn, fmt);
    p = &ktorch__cu_specs[spec];
    if (p->d == 18) {
        /* as many blocks as the multiprocessors hold (at most bn each), each computing x's terms once and its
           warps taking groups of mt rows in turn; no split */
        const uint64_t smem = ktorch__cug_gemvq_smem(a->K, fmt);
        const int64_t nrg = (a->N + p->mt - 1) / p->mt, need = (nrg + p->warps - 1) / p->warps;
        int64_t bps = (KTORCH__CAST(int64_t, d->smem_optin) + 1024) / KTORCH__CAST(int64_t, smem + 1024);
        if (bps > p->bn) bps = p->bn;
        if (bps < 1) bps = 1;
        gx = bps * KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1);
        if (gx > need) gx = need;
        if (gx < 1) gx = 1;
        a->k_split = a->K;
        st = ktorch__cu_function(d, spec, 4, &f);
        if (st == KTORCH_OK && smem > 48u * 1024u) st = ktorch__cu_check(d->s, ktorch__cu_smem_limit(d->s, f, smem), "cuFuncSetAttribute");
        if (st == KTORCH_OK)
            st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, gx), 1, 1, KTORCH__CAST(unsigned, p->warps * KTORCH__CU_LANES), KTORCH__CAST(unsigned, smem), a);
        g->last_path = 4;
        g->last_splits = 1;
        return st;
    }
    if (p->d >= 14) {
        /* blocks of 16 mt warps rows; K split in whole stages where that fills
           the multiprocessors' block slots better (partial sums added in split
           order by kt_gemv_reduce) */
        const int64_t ks = 4 * (fmt <= 2 ? 16 : 8) * p->stages, nst = (a->K + ks - 1) / ks, br = 16 * p->mt * p->warps;
        const uint64_t smem = ktorch__cug_gemvx_smem(p, fmt);
        const int64_t bps = (KTORCH__CAST(int64_t, d->smem_optin) + 1024) / KTORCH__CAST(int64_t, smem + 1024 + 64);
        const int64_t slots = (bps > 0 ? bps : 1) * KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1);
        int64_t sp;
        double best = 0;
        if (smem > KTORCH__CAST(uint64_t, d->smem_optin))
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: GEMV shape %d needs %llu bytes of shared memory, %s has %d", fn, p->d,
                                KTORCH__CAST(unsigned long long, smem), d->name, d->smem_optin);
        gx = (a->N + br - 1) / br;
        if (gx > 0x7fffffff) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: N = %lld is too large", fn, KTORCH__CAST(long long, a->N));
        for (sp = 1; sp <= 8 && sp <= nst; sp++) {
            const double fill = KTORCH__CAST(double, gx * sp) / KTORCH__CAST(double, (gx * sp + slots - 1) / slots * slots);
            if (fill > best + 0.05) {
                best = fill;
                splits = sp;
            }
        }
        if (s->gemv_splits > 0) splits = s->gemv_splits < nst ? s->gemv_splits : nst > 0 ? nst : 1;
        per = (nst + splits - 1) / splits;
        splits = nst ? (nst + per - 1) / per : 1;
        a->k_split = (per ? per : 1) * ks;
        if (splits > 1 && (st = ktorch__cug_split_part(d, splits, a->M, a->N, &a->part, fn)) != KTORCH_OK) return st;
        st = ktorch__cu_function(d, spec, 0, &f);
        if (st == KTORCH_OK) st = ktorch__cu_check(d->s, ktorch__cu_smem_limit(d->s, f, smem), "cuFuncSetAttribute");
        if (st == KTORCH_OK)
            st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, gx), KTORCH__CAST(unsigned, splits), 1, KTORCH__CAST(unsigned, p->warps * KTORCH__CU_LANES),
                                   KTORCH__CAST(unsigned, smem), a);
        if (st == KTORCH_OK && splits > 1) st = ktorch__cug_split_reduce(d, spec, a->M, a->N, a);
        g->last_path = 4;
        g->last_splits = KTORCH__CAST(int, splits);
        return st;
    }
    if (p->d == 5 || p->d >= 7) { /* kt_gemv_rows, kt_gemv_diag: 2 mt rows a warp over the whole of K, no split */
        gx = (a->N + 2 * p->mt * p->warps - 1) / (2 * p->mt * p->warps);
        if (gx > 0x7fffffff) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: N = %lld is too large", fn, KTORCH__CAST(long long, a->N));
        a->k_split = a->K;
        st = ktorch__cu_function(d, spec, p->d >= 8 ? 3 : 2, &f);
        if (st == KTORCH_OK)
            st = ktorch__cu_launch(d, f, KTORCH__CAST(unsigned, gx), 1, 1, KTORCH__CAST(unsigned, p->warps * KTORCH__CU_LANES), 0, a);
        g->last_path = 4;
        g->last_splits = 1;
        return st;
    }
    e = fmt <= 2 ? 16 : 8; /* gemv.cu's KTV_E */
    chunk = 4 * e;
    nch = (a->K + chunk - 1) / chunk;
    gx = (a->N + 16 * p->mt - 1) / (16 * p->mt);
    if (gx > 0x7fffffff) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: N = %lld is too large", fn, KTORCH__CAST(long long, a->N));
    /* split K where the row blocks are fewer than 8 a multiprocessor: with 2
       or 3 resident a multiprocessor, the last wave of a few waves would
       leave most of them idle; every warp of a split keeps at least one chunk.
       Shape 3 (4 warps, 4 or 5 resident) fills every multiprocessor in one
       wave from 2 row blocks a multiprocessor on, without the split's second
       kernel */
    want = p->d >= 3 ? 2 : 8;
    if (gx < want * KTORCH__CAST(int64_t, d->sms)) splits = (8 * KTORCH__CAST(int64_t, d->sms) + gx - 1) / gx;
    else if (p->d == 4) {
        /* the ring's blocks (4 a multiprocessor) all live about as long, so
           a part-empty last wave idles its share of the run: split K in up
           to 4 where that fills the waves better (N = 28672: 3.4 waves, 2
           splits 6.8) */
        const int64_t slots = 4 * KTORCH__CAST(int64_t, d->sms > 0 ? d->sms : 1);
        int64_t sp;
        double best = 0;
        for (sp = 1; sp <= 4; sp++) {
            const double fill = KTORCH__CAST(double, gx * sp) / KTORCH__CAST(double, (gx * sp + slots - 1) / slots * slots);
            if (fill > best + 0.05) {
                best = fill;
                splits = sp;
            }
        }
    }
    if (splits > nch / p->warps) splits = nch / p->warps;
    if (splits > 32) splits = 32;
    if (splits < 1) splits = 1;
    per = (nch + splits - 1) / splits;
    splits = nch ? (nch + per - 1) / per : 1;
    a->k_split = (per ? per : 1) * chunk;
    return ktorch__cug_gemv_launch(d, g, spec, gx, splits, a, 4, fn);
}

/* ktorch_qmatmul through the dense product: from M0 rows of x (below),
   and past the GEMV kernel for the formats the tiled kernel lacks, W is
   dequantized to x's dtype (each element decode * scale rounded once, as
   the tiled kernel does) in chunks of rows into one workspace from the
   context's pool (at most KTORCH__CU_QMM_WS bytes, or W's size if smaller;
   desc->qmatmul_chunk_rows sets the rows), and each chunk multiplied by
   ktorch_matmul_nt (cuBLASLt where loaded, else the own kernel) into its
   columns of y. The chunks follow from the shape alone, so the same inputs
   give the same bits. */
#define KTORCH__CU_QMM_WS (64u << 20)
/* M0 (docs/PERF.md "CUDA matrix products", H200): with cuBLASLt every M
   past the GEMV kernel's 16 rows (2.7-2.8x the tiled kernel at M = 32 for
   4-bit W, 1.5x for int8); with the own warpgroup-MMA kernel (sm_90a) 256
   rows for 4-bit W, 512 for 8-bit (the tiled kernel led below); elsewhere
   (mma.sync, AMD) the tiled kernel keeps every M (not measured) */
#define KTORCH__CU_QMM_M0_LT 17
#define KTORCH__CU_QMM_M0_WGMMA4 256
#define KTORCH__CU_QMM_M0_WGMMA8 512

/* rows [n0, n0 + nc) of the 2-D device tensor t (n0 + nc <= t's rows) */
static void ktorch__cu_rows_view(ktorch_tensor *t, int64_t n0, int64_t nc) {
    if (!t->data || t->shape[0] <= 1) return; /* absent, or one scale for every row */
    t->offset += KTORCH__CAST(uint64_t, n0) * KTORCH__CAST(uint64_t, t->stride[0]) * ktorch_dtype_bits(t->dtype) / 8u;
    t->shape[0] = nc;
}

/* 1: ktorch_qmatmul with M rows of x runs the dense path for a format the
   tiled kernel takes (fmt as ktorch__cu_gemv_fmt's; y's rows where
   ktorch_matmul_nt gives them to cuBLASLt). Context pushed. */
static int ktorch__cu_qmm_dense(ktorch__cu_state *s, ktorch__cu_device *d, int dev, int64_t M, int fmt, const ktorch_tensor *y) {
    if (s->qmatmul_dq_rows) return s->qmatmul_dq_rows > 0 && M >= s->qmatmul_dq_rows;
    if ((KTORCH__CAST(uint64_t, y->stride[0]) * ktorch__esize(y->dtype)) % 16u == 0 && ktorch__cug_lt(s, dev)) return M >= KTORCH__CU_QMM_M0_LT;
    if (ktorch__cu_sm90(d) && !s->gemm_no_wgmma) return M >= (fmt == 3 || fmt == 4 ? KTORCH__CU_QMM_M0_WGMMA4 : KTORCH__CU_QMM_M0_WGMMA8);
    return 0;
}

static ktorch_status ktorch__cu_qmatmul_dq(ktorch__cu_state *s, ktorch_context *ctx, const ktorch_tensor *x, const ktorch_qtensor *w, ktorch_tensor *y,
                                           const char *fn) {
    struct ktorch__cu_gemm *g = ktorch__cug_state(s);
    const int64_t N = w->shape[0], K = w->shape[1];
    uint64_t row_bytes, bytes;
    int64_t rows, n0, shape[2], chunks = 0;
    ktorch_tensor ws;
    ktorch_status st = KTORCH_OK;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, K), ktorch__esize(x->dtype), &row_bytes))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: a row of the dequantized W (K = %lld) overflows 64 bits", fn, KTORCH__CAST(long long, K));
    if (s->qmatmul_chunk_rows > 0) rows = s->qmatmul_chunk_rows;
    else {
        uint64_t r = row_bytes ? KTORCH__CU_QMM_WS / row_bytes : KTORCH__CAST(uint64_t, N);
        r = r >= 256 ? r / 256 * 256 : r / 16 * 16; /* whole tiles; 16-byte aligned code rows */
        rows = r < 16 ? 16 : r > KTORCH__CAST(uint64_t, N) ? N : KTORCH__CAST(int64_t, r);
    }
    if (rows > N) rows = N;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, rows), row_bytes, &bytes) || bytes > KTORCH__CAST(uint64_t, INT64_MAX))
        return ktorch__fail(KTORCH_OVERFLOW, "%s: the workspace of %lld dequantized rows of K = %lld overflows 64 bits", fn, KTORCH__CAST(long long, rows),
                            KTORCH__CAST(long long, K));
    shape[0] = rows;
    shape[1] = K;
    if ((st = ktorch_tensor_create(ctx, x->dtype, 2, shape, x->device, &ws)) != KTORCH_OK) return st;
    for (n0 = 0; n0 < N && st == KTORCH_OK; n0 += rows) {
        const int64_t nc = N - n0 < rows ? N - n0 : rows;
        ktorch_qtensor qv = *w;
        ktorch_tensor wv = ws, yv = *y;
        qv.shape[0] = nc;
        ktorch__cu_rows_view(&qv.data, n0, nc);
        if (qv.scale.ndim == 2 || w->granularity == KTORCH_QUANT_PER_CHANNEL) ktorch__cu_rows_view(&qv.scale, n0, nc);
        if (qv.zero_point.ndim == 2 || w->granularity == KTORCH_QUANT_PER_CHANNEL) ktorch__cu_rows_view(&qv.zero_point, n0, nc);
        wv.shape[0] = nc;
        yv.shape[1] = nc;
        yv.offset += KTORCH__CAST(uint64_t, n0) * ktorch__esize(y->dtype);
        st = ktorch__cu_dequantize(s, ctx, &qv, &wv);
        if (st == KTORCH_OK) st = ktorch__cu_matmul_nt(s, ctx, x, &wv, &yv);
        chunks++;
    }
    ktorch_tensor_free(ctx, &ws);
    if (g) g->last_chunks = KTORCH__CAST(int, chunks);
    return st;
}

static ktorch_status ktorch__cu_qmatmul(void *state, ktorch_context *ctx, const ktorch_tensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul");
    ktorch__cu_device *d;
    ktorch__cu_gemm_args a;
    ktorch_status st;
    int dev = x->device.index, fmt = ktorch__cu_gemv_fmt(w->format), gemv;
    int64_t M, N, K;
    if (x->dtype == KTORCH_F32 && fmt >= 0) {
        ktorch_tensor xc;
        if (x->shape[0] == 0) return KTORCH_OK;
        if ((st = ktorch__cu_x16(state, ctx, x, KTORCH_BF16, &xc)) != KTORCH_OK) return st;
        st = ktorch__cu_qmatmul(state, ctx, &xc, w, y);
        ktorch_tensor_free(ctx, &xc);
        return st;
    }
    if ((st = ktorch__cug_qt(w, fn, "w")) != KTORCH_OK) return st;
    if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16 && x->dtype != KTORCH_F32)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: 'x' must be f32, bf16 or f16 on the device, not %s", fn, ktorch_dtype_name(x->dtype));
    if (fmt < 0)
        return ktorch__fail(KTORCH_UNSUPPORTED,
                            "%s: weights in %s are not supported on the device (int8, fp8_e4m3, fp8_e5m2, mxfp8_e4m3, mxfp4, nvfp4, "
                            "mxfp8_e5m2, mxfp6_e2m3, mxfp6_e3m2, mxint8, q8_0, q4_0)",
                            fn, ktorch_quant_format_name(w->format));
    M = x->shape[0];
    N = w->shape[0];
    K = w->shape[1];
    if ((st = ktorch__cug_rows(x, fn, "x")) != KTORCH_OK || (st = ktorch__cug_out(y, fn)) != KTORCH_OK) return st;
    if (K % 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: K = %lld must be a multiple of 8", fn, KTORCH__CAST(long long, K));
    if (fmt <= 2 && w->granularity == KTORCH_QUANT_PER_CHANNEL && w->axis != 0)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: per-channel weight scales must run along axis 0", fn);
    if (fmt <= 2 && w->granularity == KTORCH_QUANT_PER_GROUP && w->block % 8)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the weight group (%lld) must be a multiple of 8", fn, KTORCH__CAST(long long, w->block));
    /* the GEMV kernel takes whole units of 16 elements (8-bit codes) or 32 (the others) */
    gemv = M <= 16 && K % ((fmt <= 2 || fmt == 5 || fmt == 6 || fmt == 9) ? 16 : 32) == 0 && (fmt > 5 || !s->qmatmul_no_gemv);
    if (M == 0) return KTORCH_OK;
    d = &s->dev[dev];
    if (ktorch__cug_state(s)) s->gemm->last_chunks = 0;
    if (!gemv) {
        /* formats without a tiled kernel, and from M0 rows on the others:
           W dequantized in chunks, then the dense product */
        int dense = fmt > 5;
        if (!dense) {
            if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
            dense = ktorch__cu_qmm_dense(s, d, dev, M, fmt, y);
            ktorch__cu_pop(d);
        }
        if (dense) return ktorch__cu_qmatmul_dq(s, ctx, x, w, y, fn);
    }
    if (gemv) {
        ktorch__cu_gemv_args v;
        memset(&v, 0, sizeof v);
        v.x = ktorch__cu_addr(x); v.w = ktorch__cu_addr(&w->data); v.y = ktorch__cu_addr(y); v.sw = w->scale.data ? ktorch__cu_addr(&w->scale) : 0;
        v.M = M; v.N = N; v.K = K; v.ldx = x->stride[0]; v.ldy = y->stride[0];
        v.ldw = fmt == 3 || fmt == 4 ? K / 2 : fmt == 7 || fmt == 8 ? K / 4 * 3 : fmt == 10 ? K / 32 * 34 : fmt == 11 ? K / 32 * 18 : K;
        v.y_dtype = y->dtype;
        if (fmt <= 2) {
            v.sw_mode = w->granularity == KTORCH_QUANT_PER_GROUP ? 2 : w->granularity == KTORCH_QUANT_PER_CHANNEL ? 1 : 0;
            if (v.sw_mode == 2) { v.w_block = w->block; v.w_nb = w->scale.shape[1]; }
        } else if (fmt < 10) {
            v.w_block = w->block;
            v.w_nb = w->scale.shape[w->scale.ndim - 1];
        }
        v.tscale = w->tensor_scale;
        if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
        st = ktorch__cug_gemv(s, d, fmt, x->dtype == KTORCH_BF16, &v, fn);
        ktorch__cu_pop(d);
        return st;
    }
    memset(&a, 0, sizeof a);
    if (fmt <= 2) {
        if (w->granularity == KTORCH_QUANT_PER_GROUP) {
            a.w_block = w->block;
            a.w_nb = w->scale.shape[1];
        }
        a.sw_rows = w->granularity == KTORCH_QUANT_PER_CHANNEL;
    } else {
        a.w_block = w->block;
        a.w_nb = w->scale.shape[w->scale.ndim - 1];
    }
    a.x = ktorch__cu_addr(x); a.w = ktorch__cu_addr(&w->data); a.y = ktorch__cu_addr(y); a.sw = ktorch__cu_addr(&w->scale);
    a.M = M; a.N = N; a.K = K; a.ldx = x->stride[0]; a.ldw = K; a.ldy = y->stride[0];
    a.y_dtype = y->dtype;
    a.wfmt = fmt;
    a.tscale = w->tensor_scale;
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = ktorch__cug_own(s, d, x->dtype == KTORCH_BF16 ? 7 : 8, &a, fn);
    ktorch__cu_pop(d);
    return st;
}

static ktorch_status ktorch__cu_qmatmul_w8a8(void *state, ktorch_context *ctx, const ktorch_qtensor *x, const ktorch_qtensor *w, ktorch_tensor *y) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul_w8a8");
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
    if (K % 16) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: K = %lld must be a multiple of 16", fn, KTORCH__CAST(long long, K));
    if (!fp8 && K > (INT64_C(1) << 17))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: K = %lld exceeds 131072 (int32 accumulators could overflow)", fn, KTORCH__CAST(long long, K));
    d = &s->dev[dev];
    if (fp8 && !d->amd && d->cc_major * 10 + d->cc_minor < 89)
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: fp8 products need compute capability 8.9 or newer (%s is %d.%d)", fn, d->name, d->cc_major, d->cc_minor);
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

/* ---- variants: merge (kind 7) ---- */
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
/* Kernel `which` of the variants family (0 merge) over
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

/* (end of variants: merge) */

/* ---- block-sparse attention (kind 8) ---- */
/* A u8/bool block mask [B|1, H|1, QB, KB] on device `dev` or on the host. */
static ktorch_status ktorch__cu_block_sparse(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                             const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *params,
                                             const ktorch_block_sparse_params *sparse) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_attention_block_sparse");
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
    if (m->device.backend == s->v->kind) {
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

/* x as three floats for a kernel argument (KTORCH__CU_F3_DOUBLE joins them). */
static void ktorch__cu_f3(double x, float f[3]) {
    double r;
    f[0] = KTORCH__CAST(float, x);
    r = x - f[0];
    f[1] = KTORCH__CAST(float, r);
    f[2] = KTORCH__CAST(float, r - f[1]);
}

static ktorch_status ktorch__cu_block_mask_topk(void *state, ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k,
                                                int64_t block_q, int64_t block_k, double density, int causal, ktorch_tensor *mask) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_block_mask_topk");
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
    sa.B = B; sa.Hq = Hq; sa.Hk = Hk; sa.QB = QB; sa.KB = KB; sa.D = D; sa.causal = causal != 0;
    ktorch__cu_f3(density, sa.density);
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
    } else if (bt->device.backend == s->v->kind && bt->device.index == dev && lens->device.backend == s->v->kind &&
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
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'block_table' and 'context_lens' must both be host tensors or both on %s device %d", fn, s->v->tag, dev);
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
    int64_t es, i;
    (void)dev; /* rank and device: the core's checks */
    es = KTORCH__CAST(int64_t, ktorch__esize(t->dtype));
    if (t->stride[3] != 1 && t->shape[3] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs a contiguous last dim", fn, name);
    for (i = 0; i < 3; i++)
        if (t->shape[i] > 1 && (t->stride[i] * es) % 16)
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs strides of whole 16-byte units", fn, name);
    if (ktorch__cu_addr(t) % 16) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: '%s' needs a 16-byte aligned start", fn, name);
    return KTORCH_OK;
}
/* Shared page checks: shapes, device, dtypes (float pages: `fdt` if given). */
static ktorch_status ktorch__cu_pages_check(const char *fn, const ktorch_tensor *kp, const ktorch_tensor *vp, int dev, int *quant) {
    ktorch_status st;
    if ((st = ktorch__cu_paged_tensor(fn, kp, "k_pages", dev)) != KTORCH_OK || (st = ktorch__cu_paged_tensor(fn, vp, "v_pages", dev)) != KTORCH_OK)
        return st;
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
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, "ktorch_attention_paged");
    ktorch__cu_device *d;
    ktorch__cu_paged_args A;
    ktorch__cu_attn_args *a = &A.a;
    ktorch__cu_tables tb;
    ktorch_attention_params p;
    ktorch_status st;
    ktorch__CUfunction f;
    ktorch__CUdeviceptr scratch = 0;
    int dev, D, dt, pq = 0, spec, bn, kern;
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
    if (!d->amd && d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: %s (%s) is older than sm_80", fn, d->name, d->arch);
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
    /* kernel 2 reads K/V once per 8 rows: past 8 rows kernel 1 (16 rows a block) reads less */
    kern = pq ? (s->paged_kernel ? s->paged_kernel : Nq * G <= 8 ? 2 : 1) : 0;
    spec = ktorch__cu_find_spec(9, D, dt, kern);
    bn = ktorch__cu_specs[spec].bn;
    /* split the keys: as the contiguous decode (>= 4 tiles per split, ~80 blocks per SM) unless split_size says */
    blocks = B * Hk * (kern >= 2 ? (Nq * G + 7) / 8 : 1);
    split_keys = KTORCH__MAX(tb.maxlen, 1);
    if (paged && paged->split_size > 0) {
        split_keys = (paged->split_size + bn - 1) / bn * bn;
    } else {
        /* kernel 2: about 2 waves of its 12 resident one-warp blocks a multiprocessor (fewer, longer
           splits write fewer partials; 6 splits led 8, 10 to 20 on the H200: docs/PERF.md "CUDA paged decode") */
        int64_t target = KTORCH__CAST(int64_t, d->sms) * (kern == 2 ? 24 : 80), max_splits = (tb.maxlen + 4 * bn - 1) / (4 * bn);
        if (blocks < target && max_splits > 1) {
            splits = kern == 2 ? KTORCH__MAX(1, target / blocks) : (target + blocks - 1) / blocks;
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
    a->scale = KTORCH__CAST(float, p.scale != 0.0f ? p.scale : 1.0 / sqrt(KTORCH__CAST(double, D)));
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
    /* float pages: Q tile + K/V tiles; quantized: the staged codes and scales alone (Q in registers, codes decoded there) */
    if (pq) smem = KTORCH__CAST(uint64_t, 2 * ktorch__cu_specs[spec].stages * bn) * KTORCH__CAST(uint64_t, D + 4);
    else smem = KTORCH__CAST(uint64_t, KTORCH__CU_DECODE_ROWS + 2 * bn * ktorch__cu_specs[spec].stages) * KTORCH__CAST(uint64_t, D + 8) * 2u;
    if (smem > 48u * 1024u)
        st = ktorch__cu_check(s, ktorch__cu_smem_limit(s, f, smem), "cuFuncSetAttribute");
    if (st == KTORCH_OK)
        st = ktorch__cu_launch(d, f, kern >= 2 ? KTORCH__CAST(unsigned, (Nq * G + 7) / 8) : 1u, KTORCH__CAST(unsigned, B * Hk), KTORCH__CAST(unsigned, splits),
                               KTORCH__CU_LANES, KTORCH__CAST(unsigned, smem), &A);
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
    static const char *const newnames[2] = {"k_new", "v_new"};
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_fname fname;
    const char *fn = ktorch__cu_fname_of(&fname, s, quant ? "ktorch_kv_cache_append_quant" : "ktorch_kv_cache_append");
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
    /* shapes, dtypes, devices and scales are the core's checks (ktorch__kv_append); the page layout is this backend's */
    dev = k_pages->device.index;
    d = &s->dev[dev];
    if ((st = ktorch__cu_pages_check(fn, k_pages, v_pages, dev, &pq)) != KTORCH_OK) return st;
    B = k_new->shape[0];
    T = k_new->shape[2];
    Hk = k_pages->shape[1];
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
        if (ktorch__attn_quant_dtype(x->dtype)) {
            g->mode = 2;
            g->nsc = ktorch__cu_addr(sc);
            g->n_sb = sc->stride[0] * 4; g->n_sh = sc->stride[1] * 4; g->n_st = sc->stride[2] * 4;
        } else {
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

/* i8/fp8 q, k, v with f32 scales on the device ([1], [H] or [B,H,N], any
   strides) are dequantized (code * scale, rounded once) into pool tensors of
   out's dtype, which the attention kernels then read; the copies are freed
   in stream order after the launch. */

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
    if (s->libcuda && !s->v->keep_driver) dlclose(s->libcuda);
    ktorch__free(&al, s);
}

static ktorch_status ktorch__cu_arch(ktorch__cu_state *s, ktorch__cu_device *d) {
    (void)s;
    d->sm90 = d->cc_major == 9 && d->cc_minor == 0;
    /* sm_90 compiles as sm_90a (wgmma and friends need the a-suffix target) */
    ktorch__format(d->arch, sizeof d->arch, "sm_%d%d%s", d->cc_major, d->cc_minor, d->sm90 ? "a" : "");
    return KTORCH_OK;
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
    if (s->cu.cuDeviceGetName(d->name, KTORCH__CAST(int, sizeof d->name), d->dev) != 0) ktorch__format(d->name, sizeof d->name, "%s device %d", s->v->tag, ordinal);
    d->name[sizeof d->name - 1] = '\0';
    s->cu.cuDeviceGetAttribute(&d->cc_major, s->v->attr[KTORCH__ATTR_CC_MAJOR], d->dev);
    s->cu.cuDeviceGetAttribute(&d->cc_minor, s->v->attr[KTORCH__ATTR_CC_MINOR], d->dev);
    s->cu.cuDeviceGetAttribute(&d->sms, s->v->attr[KTORCH__ATTR_SM_COUNT], d->dev);
    v = 48 * 1024;
    if (s->cu.cuDeviceGetAttribute(&v, s->v->attr[KTORCH__ATTR_SMEM], d->dev) != 0 || v <= 0) v = 48 * 1024;
    d->smem_optin = v;
    if (s->cu.cuDeviceGetAttribute(&d->l2_bytes, s->v->attr[KTORCH__ATTR_L2_BYTES], d->dev) != 0 || d->l2_bytes < 0) d->l2_bytes = 0;
    if (s->cu.cuDeviceTotalMem(&mem, d->dev) == 0) d->memory = mem;
    if (d->sms <= 0) d->sms = 1;
    /* Launch geometry counts lane groups (KTORCH__CU_LANES; a wave64 holds
       two), so it holds for any wave that is a multiple of a group. */
    if (s->cu.cuDeviceGetAttribute(&v, s->v->attr[KTORCH__ATTR_WARP], d->dev) != 0 || v <= 0) v = KTORCH__CU_LANES;
    if (v % KTORCH__CU_LANES)
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: %s runs waves of %d lanes (the kernels need multiples of %d)", s->v->name, d->name, v,
                            KTORCH__CU_LANES);
    st = s->v->arch(s, d);
    if (st != KTORCH_OK) return st;
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

/* Blob: the vendor's magic ("KTCUDA01", "KTHIP001"), u64 count, then per image: u64 key, u64 kind, u64 size,
   data padded to 8 bytes. Little-endian host order. */
static ktorch_status ktorch__cu_cache_export(void *state, const ktorch_allocator *al, void **data, size_t *size) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    uint64_t total = 16, hdr[4];
    unsigned char *p;
    int i;
    for (i = 0; i < s->nimages; i++) total += 24 + ((s->images[i].size + 7) & ~KTORCH__CAST(uint64_t, 7));
    if (total > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "ktorch_backend_cache_export (%s): blob too large", s->v->tag);
    p = KTORCH__CAST(unsigned char *, ktorch__calloc(al, 1, KTORCH__CAST(size_t, total)));
    if (!p)
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_cache_export (%s): no memory for %llu bytes", s->v->tag,
                            KTORCH__CAST(unsigned long long, total));
    *data = p;
    *size = KTORCH__CAST(size_t, total);
    memcpy(p, s->v->magic, 8);
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
    if (!data || size < 16 || memcmp(p, s->v->magic, 8) != 0)
        return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (%s): not a ktorch %s cache blob", s->v->tag, s->v->tag);
    memcpy(&count, p + 8, 8);
    /* validate everything before taking anything */
    for (i = 0; i < count; i++) {
        uint64_t padded;
        if (size - pos < 24)
            return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (%s): entry %llu is truncated", s->v->tag, KTORCH__CAST(unsigned long long, i));
        memcpy(hdr, p + pos, 24);
        padded = (hdr[2] + 7) & ~KTORCH__CAST(uint64_t, 7);
        if (hdr[1] > 1 || hdr[2] == 0 || padded < hdr[2] || padded > size - pos - 24)
            return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (%s): entry %llu is malformed", s->v->tag, KTORCH__CAST(unsigned long long, i));
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
            if (!copy) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_cache_import (%s): no memory", s->v->tag);
            memcpy(copy, p + pos + 24, KTORCH__CAST(size_t, hdr[2]));
            st = ktorch__cu_image_take(s, hdr[0], hdr[1] == 0, copy, hdr[2], NULL);
            if (st != KTORCH_OK) return st;
        }
        pos += 24 + padded;
    }
    return KTORCH_OK;
}

/* prepare's compiles, one task per spec that no cache holds. They run on
   the context's threads (NVRTC compiles programs concurrently); hiprtc's
   thread safety is not documented, so HIP compiles one at a time. The
   tasks share the backend's allocator behind a lock. */
typedef struct ktorch__cu_prep_job {
    int spec, cubin;
    uint64_t key;
    char arch[24];
    void *data;
    size_t size;
    ktorch_status st;
    char msg[512];
} ktorch__cu_prep_job;
typedef struct ktorch__cu_prep {
    ktorch__cu_state *s;
    ktorch__cu_device *d;
    ktorch__cu_prep_job *jobs;
    ktorch_allocator locked;
    ktorch__mutex lock;
} ktorch__cu_prep;
static void *ktorch__cu_prep_alloc(size_t n, void *user) {
    ktorch__cu_prep *p = KTORCH__CAST(ktorch__cu_prep *, user);
    void *r;
    ktorch__mutex_lock(&p->lock);
    r = p->s->alloc.alloc(n, p->s->alloc.user_data);
    ktorch__mutex_unlock(&p->lock);
    return r;
}
static void *ktorch__cu_prep_realloc(void *ptr, size_t n, void *user) {
    ktorch__cu_prep *p = KTORCH__CAST(ktorch__cu_prep *, user);
    void *r;
    ktorch__mutex_lock(&p->lock);
    r = p->s->alloc.realloc(ptr, n, p->s->alloc.user_data);
    ktorch__mutex_unlock(&p->lock);
    return r;
}
static void ktorch__cu_prep_free(void *ptr, void *user) {
    ktorch__cu_prep *p = KTORCH__CAST(ktorch__cu_prep *, user);
    ktorch__mutex_lock(&p->lock);
    p->s->alloc.free(ptr, p->s->alloc.user_data);
    ktorch__mutex_unlock(&p->lock);
}
static void ktorch__cu_prep_task(void *arg, int64_t i, int thread) {
    ktorch__cu_prep *p = KTORCH__CAST(ktorch__cu_prep *, arg);
    ktorch__cu_prep_job *j = &p->jobs[i];
    (void)thread;
    j->st = ktorch__cu_compile_image(p->s, &p->locked, p->d, j->spec, j->arch, j->key, j->cubin, &j->data, &j->size);
    if (j->st != KTORCH_OK) ktorch__format(j->msg, sizeof j->msg, "%s", ktorch_last_error());
}

/* 1 for a spec the device runs (the one its key picks), else 0. */
static int ktorch__cu_prep_wanted(const ktorch__cu_state *s, const ktorch__cu_device *d, int i) {
    const ktorch__cu_spec *p = &ktorch__cu_specs[i];
    if (ktorch__cu_families[p->kind].sm90_only && !ktorch__cu_sm90(d)) return 0;
    if (p->kind == 4 && !s->cu.cuTensorMapEncodeTiled) return 0;
    if (d->amd && ktorch__cu_amd_excluded(i)) return 0;
    return ktorch__cu_pick_spec(d, p->kind, p->d, p->dtype, p->mask) == i;
}

static ktorch_status ktorch__cu_prepare(void *state, ktorch_context *ctx, int device_index, int *compiled) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[device_index];
    const ktorch_thread_pool_api *threads = ktorch_context_threads(ctx);
    ktorch__cu_prep p;
    ktorch_status st = KTORCH_OK;
    int i, n = 0, done = 0, failed = -1;
    (void)threads;
    p.s = s;
    p.d = d;
    p.jobs = KTORCH__CAST(ktorch__cu_prep_job *, ktorch__calloc(&s->alloc, KTORCH__CU_NSPECS, sizeof *p.jobs));
    if (!p.jobs) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_prepare (%s): no memory", s->v->name);
    for (i = 0; i < KTORCH__CU_NSPECS && st == KTORCH_OK; i++) {
        ktorch__cu_prep_job *j = &p.jobs[n];
        ktorch__cu_image *img;
        if (!ktorch__cu_prep_wanted(s, d, i) || d->modules[i]) continue;
        j->spec = i;
        j->key = ktorch__cu_image_key(s, d, i, j->arch, &j->cubin);
        st = ktorch__cu_cached_image(s, j->key, j->cubin, &img);
        if (st == KTORCH_OK && !img) n++;
    }
    if (st == KTORCH_OK && n > 0) {
        ktorch__mutex_init(&p.lock);
        p.locked.alloc = ktorch__cu_prep_alloc;
        p.locked.realloc = ktorch__cu_prep_realloc;
        p.locked.free = ktorch__cu_prep_free;
        p.locked.user_data = &p;
#ifndef KTORCH_NO_THREADS
        if (s->v->kind == KTORCH_BACKEND_CUDA && threads && threads->num_threads > 1)
            threads->parallel_for(ktorch__cu_prep_task, &p, n, threads->user_data);
        else
#endif
            for (i = 0; i < n; i++) ktorch__cu_prep_task(&p, i, 0);
        ktorch__mutex_destroy(&p.lock);
        /* every image into the cache (in spec order), the first failure reported */
        for (i = 0; i < n; i++) {
            ktorch__cu_prep_job *j = &p.jobs[i];
            if (j->st != KTORCH_OK) {
                if (failed < 0) failed = i;
                continue;
            }
            s->compiled++;
            done++;
            if (st == KTORCH_OK) st = ktorch__cu_image_take(s, j->key, j->cubin, j->data, j->size, NULL);
            else ktorch__free(&s->alloc, j->data);
        }
        if (failed >= 0 && st == KTORCH_OK) st = ktorch__fail(p.jobs[failed].st, "%s", p.jobs[failed].msg);
    }
    if (compiled) *compiled = done;
    ktorch__free(&s->alloc, p.jobs);
    if (st != KTORCH_OK) return st;
    /* then every module loaded on the device */
    st = ktorch__cu_push(d);
    if (st != KTORCH_OK) return st;
    for (i = 0; i < KTORCH__CU_NSPECS && st == KTORCH_OK; i++)
        if (ktorch__cu_prep_wanted(s, d, i)) st = ktorch__cu_module(d, i);
    ktorch__cu_pop(d);
    return st;
}

/* ---- training ops (kind 11) ----
   Each op becomes a plan of up to three launches of shaders/train.cu
   (ktorch__cut_plan_op, shared with tests/train_host.cpp, which runs the
   plans on the host). Ids and targets are read back and checked on the host
   first, as the CPU checks them (the count of targets not ignored sets the
   default gradient scale). */
enum {
    KTORCH__CUT_NORM_FWD, KTORCH__CUT_NORM_BWD, KTORCH__CUT_NORM_DW, KTORCH__CUT_ROPE, KTORCH__CUT_ACT, KTORCH__CUT_EMB_FWD,
    KTORCH__CUT_EMB_BWD, KTORCH__CUT_CE, KTORCH__CUT_CE_MEAN, KTORCH__CUT_ADAMW, KTORCH__CUT_SUM_SQUARES, KTORCH__CUT_MATMUL,
    KTORCH__CUT_NORM_FWD_V, KTORCH__CUT_NORM_BWD_V, KTORCH__CUT_NORM_BWD_H, KTORCH__CUT_ACT_H
};
#define KTORCH__CUT_THREADS 256
#define KTORCH__CUT_GRID (1 << 20) /* blocks of the grid-stride kernels */
#define KTORCH__CUT_SS_CHUNK 16384 /* elements per partial of the sum of squares */
#define KTORCH__CUT_MM_TILE 64 /* c tile of kt_tr_matmul */
#define KTORCH__CUT_EMB_SCAN (INT64_C(1) << 23) /* vocabulary x tokens up to which the embedding backward scans ids per row */
typedef struct ktorch__cut_launch {
    int fn;
    unsigned gx, gy;
    ktorch__cu_train_args a;
} ktorch__cut_launch;
typedef struct ktorch__cut_plan {
    int n;
    ktorch__cut_launch l[3];
} ktorch__cut_plan;

static void ktorch__cut_slot(ktorch__cu_train_args *a, int k, const ktorch_tensor *t) {
    int64_t rows, D, ld;
    if (!t) return;
    a->p[k] = ktorch__cu_addr(t);
    a->dt[k] = t->dtype;
    a->ld[k] = ktorch__tr_rows(t, &rows, &D, &ld) ? ld : 0;
    a->sd[k] = t->ndim ? t->stride[t->ndim - 1] : 1;
}
static unsigned ktorch__cut_blocks(int64_t units, int64_t per) {
    int64_t b = (units + per - 1) / per;
    return KTORCH__CAST(unsigned, b < 1 ? 1 : b > KTORCH__CUT_GRID ? KTORCH__CUT_GRID : b);
}
static ktorch__cut_launch *ktorch__cut_add(ktorch__cut_plan *pl, int fn, unsigned gx, unsigned gy, const ktorch__cu_train_args *a) {
    ktorch__cut_launch *l = &pl->l[pl->n++];
    l->fn = fn, l->gx = gx, l->gy = gy, l->a = *a;
    return l;
}
static int ktorch__cut_norm_bw(ktorch_op op) { return op == KTORCH_OP_RMSNORM_BACKWARD || op == KTORCH_OP_LAYERNORM_BACKWARD; }
/* The norms' vector kernels (kt_norm_fwd_v, kt_norm_bwd_v): the lanes a row
   (a power of two from 32 to 256 that leaves each lane at most
   KTORCH__CUT_NC 16-byte chunks), or 0 (one block a row) unless D % 8 == 0
   and the row slots (rowmask) and the weight and bias (vecmask) are
   16-byte aligned, the latter with unit stride. */
#define KTORCH__CUT_NC 4 /* KTT_NC of shaders/train.cu */
#define KTORCH__CUT_DWC 8 /* KTT_DWC: columns a block of kt_norm_dw's second pass */
static int64_t ktorch__cut_norm_lanes(const ktorch__cu_train_args *a, unsigned rowmask, unsigned vecmask) {
    int64_t g = 32;
    int k;
    if (a->D % 8 || a->D / 8 > KTORCH__CUT_NC * KTORCH__CUT_THREADS) return 0;
    for (k = 0; k < 8; k++) {
        const int64_t es = a->dt[k] == 0 ? 4 : 2;
        if (!a->p[k]) continue;
        if ((rowmask >> k & 1u) && (a->p[k] % 16u || (a->ld[k] * es) % 16)) return 0;
        if ((vecmask >> k & 1u) && (a->p[k] % 16u || a->sd[k] != 1)) return 0;
    }
    while (g < KTORCH__CUT_THREADS && (a->D / 8 + g - 1) / g > KTORCH__CUT_NC) g *= 2;
    return g;
}
/* A norm backward's argument block (slots dy, x, weight, mean, rstd, dx;
   addresses, dtypes, strides, rows, D), its vector lanes (*lanes, 0: none),
   whether kt_norm_bwd_h runs it (*h: RMSNorm, dy, x and dx all f16 or all
   bf16, at most KTORCH__CUT_NC_H chunks a lane) and the rows of each block
   of weight-gradient partials: the CPU's (16 rows, at most 256 blocks) for
   the one-block-a-row kernels; for the vector kernels a multiple of their
   rows at once, about 512 blocks, or for kt_norm_bwd_h on a device of sms
   multiprocessors (0: unknown) as many as run at once (2 an SM), so that
   every block is resident from the start: no second wave to wait for. */
#define KTORCH__CUT_NC_H 3 /* kt_norm_bwd_h's chunks a lane */
static int64_t ktorch__cut_norm_bwd_args(const ktorch_op_desc *op, ktorch__cu_train_args *a, int64_t *lanes, int *h, int64_t sms) {
    ktorch_tensor *const *t = op->tensor;
    const int ln = op->op == KTORCH_OP_LAYERNORM_BACKWARD;
    int64_t ld, R, target;
    memset(a, 0, sizeof *a);
    ktorch__cut_slot(a, 0, t[0]);
    ktorch__cut_slot(a, 1, t[1]);
    ktorch__cut_slot(a, 2, t[2]);
    if (ln) ktorch__cut_slot(a, 3, t[3]);
    ktorch__cut_slot(a, 4, t[ln ? 4 : 3]);
    ktorch__cut_slot(a, 5, t[ln ? 5 : 4]);
    ktorch__tr_rows(t[1], &a->rows, &a->D, &ld);
    *lanes = ktorch__cut_norm_lanes(a, 0x23u, 0x4u);
    *h = 0;
    if (!*lanes) return a->rows / 16 > 256 ? (a->rows + 255) / 256 : 16;
    R = KTORCH__CUT_THREADS / *lanes;
    *h = !ln && (a->dt[1] == 1 || a->dt[1] == 2) && a->dt[0] == a->dt[1] && a->dt[5] == a->dt[1] && (a->D / 8 + *lanes - 1) / *lanes <= KTORCH__CUT_NC_H;
    target = *h && sms > 0 ? 2 * sms : 512;
    return R * ((a->rows + R * target - 1) / (R * target));
}

/* RoPE's argument block (slots x, positions, out; a.M heads of a.D columns
   a row, a.T positions); flags 4 where the rotate-half 16-byte path runs,
   which reads the angles from a table of a.T x a.D / 2 cosines, then as
   many sines (f32, in scratch) that a first launch (flags 16) fills. */
static void ktorch__cut_rope_args(const ktorch_op_desc *op, ktorch__cu_train_args *a) {
    ktorch_tensor *const *t = op->tensor;
    const ktorch_rope_params *p = KTORCH__CAST(const ktorch_rope_params *, op->params);
    int64_t ld;
    int k;
    memset(a, 0, sizeof *a);
    for (k = 0; k < 3; k++) ktorch__cut_slot(a, k, t[k]);
    ktorch__tr_rows(t[0], &a->rows, &a->D, &ld);
    a->M = 1; /* heads a row, of a->D columns each */
    if (p && p->head_dim && a->D) a->M = a->D / p->head_dim, a->D = p->head_dim;
    a->T = t[0]->shape[t[0]->ndim - 2];
    a->n = t[1] && t[1]->dtype == KTORCH_I64;
    a->K = p ? p->position_offset : 0;
    a->f[0] = p && p->theta > 0 ? p->theta : 10000.0f;
    a->flags = (p && p->interleaved ? 1 : 0) | (op->op == KTORCH_OP_ROPE_BACKWARD ? 2 : 0);
    /* rotate-half with 16-byte rows and bases: 8 pairs a thread */
    if (!(a->flags & 1) && (a->D / 2) % 8 == 0 && a->p[0] % 16u == 0 && a->p[2] % 16u == 0 &&
        (a->ld[0] * KTORCH__CAST(int64_t, ktorch__esize(t[0]->dtype))) % 16 == 0 && (a->ld[2] * KTORCH__CAST(int64_t, ktorch__esize(t[2]->dtype))) % 16 == 0)
        a->flags |= 4;
}

/* Device scratch an op needs (bytes; sizes were checked by the core, so
   these products of its dims fit). */
static uint64_t ktorch__cut_scratch_bytes(const ktorch_op_desc *op, int64_t sms) {
    ktorch_tensor *const *t = op->tensor;
    int64_t rows, D, ld;
    uint64_t b = 0;
    if (ktorch__cut_norm_bw(op->op)) {
        int ln = op->op == KTORCH_OP_LAYERNORM_BACKWARD;
        ktorch__cu_train_args a;
        int h;
        int64_t lanes, rb = ktorch__cut_norm_bwd_args(op, &a, &lanes, &h, sms);
        rows = a.rows, D = a.D;
        if (!t[ln ? 4 : 3]) b += 2 * KTORCH__CAST(uint64_t, rows) * 4;
        if (t[ln ? 6 : 5] || (ln && t[7])) b += 2 * KTORCH__CAST(uint64_t, (rows + rb - 1) / rb) * KTORCH__CAST(uint64_t, D) * 4;
    } else if (op->op == KTORCH_OP_CROSS_ENTROPY && !t[2]) {
        ktorch__tr_rows(t[0], &rows, &D, &ld);
        b = KTORCH__CAST(uint64_t, rows) * 4;
    } else if (op->op == KTORCH_OP_SUM_SQUARES) {
        b = KTORCH__CAST(uint64_t, (ktorch_tensor_numel(t[0]) + KTORCH__CUT_SS_CHUNK - 1) / KTORCH__CUT_SS_CHUNK) * 8;
    } else if (op->op == KTORCH_OP_ROPE || op->op == KTORCH_OP_ROPE_BACKWARD) {
        ktorch__cu_train_args a;
        ktorch__cut_rope_args(op, &a);
        if (a.flags & 4) b = 2 * KTORCH__CAST(uint64_t, a.T) * KTORCH__CAST(uint64_t, a.D / 2) * 4;
    }
    return b;
}

/* Checks ids (host copy, n of them) against [0, V) (negatives allowed for
   targets, which ignore their row); *valid counts those >= 0. */
static ktorch_status ktorch__cut_ids(const ktorch_op_desc *op, const void *ids, int64_t n, int64_t V, int64_t *valid) {
    const int ce = op->op == KTORCH_OP_CROSS_ENTROPY, i64 = op->tensor[op->op == KTORCH_OP_EMBEDDING_BACKWARD ? 1 : ce ? 1 : 0]->dtype == KTORCH_I64;
    int64_t i;
    *valid = 0;
    for (i = 0; i < n; i++) {
        int64_t id = i64 ? KTORCH__CAST(const int64_t *, ids)[i] : KTORCH__CAST(const int32_t *, ids)[i];
        if (ce && id >= V)
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cross_entropy: 'targets' element %lld is %lld, not below V = %lld", KTORCH__CAST(long long, i),
                                KTORCH__CAST(long long, id), KTORCH__CAST(long long, V));
        if (!ce && (id < 0 || id >= V))
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ids' element %lld is %lld, outside [0, %lld)",
                                op->op == KTORCH_OP_EMBEDDING ? "ktorch_embedding" : "ktorch_embedding_backward", KTORCH__CAST(long long, i),
                                KTORCH__CAST(long long, id), KTORCH__CAST(long long, V));
        *valid += id >= 0;
    }
    return KTORCH_OK;
}

/* The launches of a checked op; scratch: ktorch__cut_scratch_bytes(op, sms)
   bytes on the device; valid: targets not ignored (cross-entropy); sms:
   the device's multiprocessors (0: unknown). */
static void ktorch__cut_plan_op(const ktorch_op_desc *op, uint64_t scratch, int64_t valid, int64_t sms, ktorch__cut_plan *pl) {
    ktorch_tensor *const *t = op->tensor;
    ktorch__cu_train_args a, b;
    int64_t ld, k;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    pl->n = 0;
    switch (op->op) {
    case KTORCH_OP_RMSNORM:
    case KTORCH_OP_LAYERNORM:
    case KTORCH_OP_ADD_RMSNORM:
    case KTORCH_OP_ADD_LAYERNORM: {
        /* forward slots: x, residual, weight, bias, sum, out, mean, rstd */
        static const signed char map[4][8] = {{0, -1, 1, -1, -1, 2, -1, 3}, {0, -1, 1, 2, -1, 3, 4, 5}, {0, 1, 2, -1, 3, 4, -1, 5}, {0, 1, 2, 3, 4, 5, 6, 7}};
        const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
        const int v = op->op == KTORCH_OP_RMSNORM ? 0 : op->op == KTORCH_OP_LAYERNORM ? 1 : op->op == KTORCH_OP_ADD_RMSNORM ? 2 : 3;
        for (k = 0; k < 8; k++)
            if (map[v][k] >= 0) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[map[v][k]]);
        ktorch__tr_rows(t[0], &a.rows, &a.D, &ld);
        a.flags = v & 1;
        a.f[0] = p && p->eps > 0 ? p->eps : 1e-5f;
        a.M = ktorch__cut_norm_lanes(&a, 0x33u, 0xcu);
        if (a.rows > 0 && a.D > 0 && a.M)
            ktorch__cut_add(pl, KTORCH__CUT_NORM_FWD_V, ktorch__cut_blocks(a.rows, KTORCH__CUT_THREADS / a.M), 1, &a);
        else if (a.rows > 0 && a.D > 0)
            ktorch__cut_add(pl, KTORCH__CUT_NORM_FWD, ktorch__cut_blocks(a.rows, 1), 1, &a);
        break;
    }
    case KTORCH_OP_RMSNORM_BACKWARD:
    case KTORCH_OP_LAYERNORM_BACKWARD: {
        /* slots: dy, x, weight, mean, rstd, dx */
        const ktorch_norm_params *p = KTORCH__CAST(const ktorch_norm_params *, op->params);
        const int ln = op->op == KTORCH_OP_LAYERNORM_BACKWARD;
        const ktorch_tensor *dw = t[ln ? 6 : 5], *db = ln ? t[7] : NULL;
        int h;
        int64_t lanes, rb = ktorch__cut_norm_bwd_args(op, &a, &lanes, &h, sms), nblk = (a.rows + rb - 1) / rb;
        if (a.rows == 0 || a.D == 0) break;
        a.flags = ln | (p && p->accumulate_dx ? 2 : 0);
        a.f[0] = p && p->eps > 0 ? p->eps : 1e-5f;
        if (!a.p[4]) { /* statistics recomputed into scratch, kept for the weight gradients */
            a.flags |= 4;
            a.p[3] = scratch, a.p[4] = scratch + KTORCH__CAST(uint64_t, a.rows) * 4;
            scratch += 2 * KTORCH__CAST(uint64_t, a.rows) * 4;
        }
        a.T = rb;
        if (dw || db) a.p[6] = scratch;
        if (lanes) { /* the weight-gradient partials from the same pass */
            a.M = lanes;
            if (dw || db) a.flags |= db ? 96 : 32;
            ktorch__cut_add(pl, h ? KTORCH__CUT_NORM_BWD_H : KTORCH__CUT_NORM_BWD_V, KTORCH__CAST(unsigned, nblk), 1, &a);
        } else {
            ktorch__cut_add(pl, KTORCH__CUT_NORM_BWD, ktorch__cut_blocks(a.rows, 1), 1, &a);
            if (dw || db) ktorch__cut_add(pl, KTORCH__CUT_NORM_DW, ktorch__cut_blocks(a.D, KTORCH__CUT_THREADS), KTORCH__CAST(unsigned, nblk), &a);
        }
        if (!dw && !db) break;
        ktorch__cut_slot(&b, 0, dw);
        ktorch__cut_slot(&b, 1, db);
        b.p[6] = scratch, b.D = a.D, b.n = nblk, b.flags = 8;
        ktorch__cut_add(pl, KTORCH__CUT_NORM_DW, ktorch__cut_blocks(a.D, KTORCH__CUT_DWC), 1, &b);
        break;
    }
    case KTORCH_OP_ROPE:
    case KTORCH_OP_ROPE_BACKWARD:
        ktorch__cut_rope_args(op, &a);
        if (a.rows <= 0 || a.D <= 0) break;
        if (a.flags & 4) { /* the angles' table first: each (position, pair) once */
            b = a;
            b.flags |= 16, b.p[3] = scratch;
            ktorch__cut_add(pl, KTORCH__CUT_ROPE, ktorch__cut_blocks(a.T * (a.D / 2), KTORCH__CUT_THREADS), 1, &b);
            a.p[3] = scratch;
        }
        /* the heads at one position share its angles: about 16 a thread */
        ktorch__cut_add(pl, KTORCH__CUT_ROPE, ktorch__cut_blocks(a.T * (a.D / 2) / (a.flags & 4 ? 8 : 1), KTORCH__CUT_THREADS),
                        KTORCH__CAST(unsigned, a.rows / a.T * a.M / 16 >= 65535 ? 65535 : (a.rows / a.T * a.M + 15) / 16), &a);
        break;
    case KTORCH_OP_SWIGLU:
    case KTORCH_OP_SWIGLU_BACKWARD:
    case KTORCH_OP_GELU:
    case KTORCH_OP_GELU_BACKWARD:
        for (k = 0; k < 5; k++) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[k]);
        ktorch__tr_rows(t[0], &a.rows, &a.D, &ld);
        a.kind = op->op == KTORCH_OP_SWIGLU ? 0 : op->op == KTORCH_OP_SWIGLU_BACKWARD ? 1 : op->op == KTORCH_OP_GELU ? 2 : 3;
        a.flags = op->arg[0] == KTORCH_GELU_TANH;
        {
            /* 8 elements a thread where every slot's rows and base are 16-byte
               aligned; 16 (kt_act_h) where every slot is also f16 or bf16 */
            const int slots = a.kind == 1 ? 5 : a.kind == 2 ? 2 : 3;
            int vec = a.D % 8 == 0, half = 1;
            for (k = 0; k < slots; k++) {
                vec = vec && a.p[k] % 16u == 0 && (a.ld[k] * KTORCH__CAST(int64_t, ktorch__esize(t[k]->dtype))) % 16 == 0 &&
                      (a.sd[k] == 1 || a.D == 1);
                half = half && (a.dt[k] == 1 || a.dt[k] == 2);
            }
            if (vec) a.flags |= 2;
            if (a.rows > 0 && a.D > 0 && vec && half)
                ktorch__cut_add(pl, KTORCH__CUT_ACT_H, ktorch__cut_blocks((a.rows * (a.D / 8) + 1) / 2, KTORCH__CUT_THREADS), 1, &a);
            else if (a.rows > 0 && a.D > 0)
                ktorch__cut_add(pl, KTORCH__CUT_ACT, ktorch__cut_blocks(a.rows * (a.flags & 2 ? a.D / 8 : a.D), KTORCH__CUT_THREADS), 1, &a);
        }
        break;
    case KTORCH_OP_EMBEDDING:
    case KTORCH_OP_EMBEDDING_BACKWARD: {
        const int bw = op->op == KTORCH_OP_EMBEDDING_BACKWARD;
        for (k = 0; k < 3; k++) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[k]);
        a.rows = ktorch_tensor_numel(t[bw ? 1 : 0]);
        a.D = t[bw ? 2 : 1]->shape[1];
        a.n = t[bw ? 1 : 0]->dtype == KTORCH_I64;
        /* a small vocabulary: a block per vocabulary row and 256 columns, each
           scanning every id (V x rows id reads), instead of one thread per
           column walking the tokens one dependent add after another */
        if (bw && t[2]->shape[0] <= 65535 && t[2]->shape[0] * a.rows <= KTORCH__CUT_EMB_SCAN) a.flags = 1;
        if (a.rows > 0 && a.D > 0)
            ktorch__cut_add(pl, bw ? KTORCH__CUT_EMB_BWD : KTORCH__CUT_EMB_FWD,
                            bw ? ktorch__cut_blocks(a.D, KTORCH__CUT_THREADS) : ktorch__cut_blocks(a.rows * a.D, KTORCH__CUT_THREADS),
                            a.flags ? KTORCH__CAST(unsigned, t[2]->shape[0]) : 1, &a);
        break;
    }
    case KTORCH_OP_CROSS_ENTROPY: {
        const ktorch_cross_entropy_params *p = KTORCH__CAST(const ktorch_cross_entropy_params *, op->params);
        for (k = 0; k < 5; k++) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[k]);
        if (!t[2]) a.p[2] = scratch;
        ktorch__tr_rows(t[0], &a.rows, &a.D, &ld);
        a.n = t[1]->dtype == KTORCH_I64;
        a.f[0] = p ? p->label_smoothing : 0.0f;
        a.f[1] = p && p->grad_scale != 0.0f ? p->grad_scale : valid ? 1.0f / KTORCH__CAST(float, valid) : 0.0f;
        if (a.rows > 0) ktorch__cut_add(pl, KTORCH__CUT_CE, ktorch__cut_blocks(a.rows, 1), 1, &a);
        if (t[4]) {
            a.n = valid;
            ktorch__cut_add(pl, KTORCH__CUT_CE_MEAN, 1, 1, &a);
        }
        break;
    }
    case KTORCH_OP_ADAMW_STEP: {
        /* the CPU's constants, computed as it computes them */
        const ktorch_adamw_params *p = KTORCH__CAST(const ktorch_adamw_params *, op->params);
        const float b1 = KTORCH__CAST(float, p->beta1 > 0 ? p->beta1 : 0.9), b2 = KTORCH__CAST(float, p->beta2 > 0 ? p->beta2 : 0.999);
        for (k = 0; k < 5; k++) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[k]);
        a.rows = ktorch_tensor_numel(t[0]);
        a.f[0] = b1, a.f[1] = b2;
        a.f[2] = p->eps > 0 ? p->eps : 1e-8f;
        a.f[3] = 1.0f - p->lr * p->weight_decay;
        a.f[4] = p->grad_scale > 0 ? p->grad_scale : 1.0f;
        a.f[5] = KTORCH__CAST(float, p->lr / (1.0 - pow(KTORCH__CAST(double, b1), KTORCH__CAST(double, p->step))));
        a.f[6] = KTORCH__CAST(float, 1.0 / sqrt(1.0 - pow(KTORCH__CAST(double, b2), KTORCH__CAST(double, p->step))));
        a.f[7] = 1.0f - b1, a.f[8] = 1.0f - b2;
        a.flags = 1; /* 16-byte loads where every slot's base is aligned */
        for (k = 0; k < 5; k++)
            if (a.p[k] % 16u) a.flags = 0;
        if (a.rows > 0) ktorch__cut_add(pl, KTORCH__CUT_ADAMW, ktorch__cut_blocks(a.flags ? (a.rows + 7) / 8 : a.rows, KTORCH__CUT_THREADS), 1, &a);
        break;
    }
    case KTORCH_OP_SUM_SQUARES:
        ktorch__cut_slot(&a, 0, t[0]);
        ktorch__cut_slot(&a, 1, t[1]);
        a.p[2] = scratch;
        a.rows = ktorch_tensor_numel(t[0]);
        a.T = KTORCH__CUT_SS_CHUNK;
        a.n = (a.rows + KTORCH__CUT_SS_CHUNK - 1) / KTORCH__CUT_SS_CHUNK;
        a.flags = a.p[0] % 16u ? 0 : 2; /* 16-byte loads */
        if (a.rows > 0) ktorch__cut_add(pl, KTORCH__CUT_SUM_SQUARES, KTORCH__CAST(unsigned, a.n), 1, &a);
        a.flags = 1;
        ktorch__cut_add(pl, KTORCH__CUT_SUM_SQUARES, 1, 1, &a);
        break;
    case KTORCH_OP_MATMUL: {
        const ktorch_matmul_params *p = KTORCH__CAST(const ktorch_matmul_params *, op->params);
        for (k = 0; k < 3; k++) ktorch__cut_slot(&a, KTORCH__CAST(int, k), t[k]);
        a.M = t[2]->shape[0], a.N = t[2]->shape[1], a.K = t[0]->shape[p->trans_a ? 0 : 1];
        a.sd[0] = t[0]->stride[p->trans_a ? 1 : 0], a.ld[0] = t[0]->stride[p->trans_a ? 0 : 1]; /* op(a): m, k */
        a.ld[1] = t[1]->stride[p->trans_b ? 1 : 0], a.sd[1] = t[1]->stride[p->trans_b ? 0 : 1]; /* op(b): k, n */
        a.ld[2] = t[2]->stride[0], a.sd[2] = t[2]->stride[1];
        a.f[0] = p->alpha, a.f[1] = p->beta;
        if (a.M > 0 && a.N > 0)
            ktorch__cut_add(pl, KTORCH__CUT_MATMUL, KTORCH__CAST(unsigned, (a.N + KTORCH__CUT_MM_TILE - 1) / KTORCH__CUT_MM_TILE),
                            KTORCH__CAST(unsigned, (a.M + KTORCH__CUT_MM_TILE - 1) / KTORCH__CUT_MM_TILE), &a);
        break;
    }
    default: break;
    }
}

/* What the kernels take beyond the core's checks: the CPU's layouts (rows
   with unit element stride; ids, statistics and optimizer state
   contiguous) and, for the matmul, grids within the device's limits. */
static ktorch_status ktorch__cut_supports(const ktorch_op_desc *op) {
    ktorch_status st = ktorch__tr_cpu_supports(op);
    if (st != KTORCH_OK) return st;
    if (op->op == KTORCH_OP_MATMUL && op->tensor[2]->shape[0] > INT64_C(65535) * KTORCH__CUT_MM_TILE)
        return ktorch__fail(KTORCH_UNSUPPORTED, "matmul: M = %lld exceeds %lld rows", KTORCH__CAST(long long, op->tensor[2]->shape[0]),
                            KTORCH__CAST(long long, INT64_C(65535) * KTORCH__CUT_MM_TILE));
    if (op->op == KTORCH_OP_SUM_SQUARES && ktorch_tensor_numel(op->tensor[0]) / KTORCH__CUT_SS_CHUNK >= 0x7fffffff)
        return ktorch__fail(KTORCH_UNSUPPORTED, "sum_squares: %lld elements are too many", KTORCH__CAST(long long, ktorch_tensor_numel(op->tensor[0])));
    return KTORCH_OK;
}

/* A 16-bit product that the matmul_nt path (cuBLASLt, else the gemm
   kernels) runs as it is: alpha 1, beta 0, op(a) and op(b)^T with unit
   k stride and 16-byte aligned rows; x and w receive those views. */
static int ktorch__cut_mm_nt(const ktorch_op_desc *op, ktorch_tensor *x, ktorch_tensor *w) {
    const ktorch_matmul_params *p = KTORCH__CAST(const ktorch_matmul_params *, op->params);
    const ktorch_tensor *a = op->tensor[0], *b = op->tensor[1], *c = op->tensor[2];
    const ktorch_tensor *v[2];
    int i;
    if ((a->dtype != KTORCH_F16 && a->dtype != KTORCH_BF16) || b->dtype != a->dtype || p->alpha != 1.0f || p->beta != 0.0f) return 0;
    if (a->shape[p->trans_a ? 0 : 1] == 0 || (c->stride[1] != 1 && c->shape[1] > 1)) return 0;
    if (p->trans_a) ktorch_tensor_transpose(a, 0, 1, x);
    else *x = *a;
    if (p->trans_b) *w = *b;
    else ktorch_tensor_transpose(b, 0, 1, w);
    v[0] = x, v[1] = w;
    for (i = 0; i < 2; i++)
        if ((v[i]->stride[1] != 1 && v[i]->shape[1] > 1) || (KTORCH__CAST(uint64_t, v[i]->stride[0]) * 2u) % 16u || ktorch__cu_addr(v[i]) % 16u) return 0;
    return 1;
}

/* Any product that cuBLASLt runs as it is: a and b both f16 or both bf16
   (c f32, f16 or bf16) or all three f32, every operand in rows of unit
   stride, 16-byte multiples and 16-byte aligned; transposes, alpha and
   beta go to cuBLASLt (c is C and D). KTORCH_UNSUPPORTED otherwise, or
   when cuBLASLt is absent or offers no algorithm. */
static ktorch_status ktorch__cut_mm_lt(ktorch__cu_state *s, const ktorch_op_desc *op) {
    const ktorch_matmul_params *p = KTORCH__CAST(const ktorch_matmul_params *, op->params);
    const ktorch_tensor *a = op->tensor[0], *b = op->tensor[1], *c = op->tensor[2];
    const ktorch_tensor *v[3];
    const int a16 = a->dtype == KTORCH_F16 || a->dtype == KTORCH_BF16;
    const int64_t M = c->shape[0], N = c->shape[1], K = a->shape[p->trans_a ? 0 : 1];
    ktorch__cu_device *d = &s->dev[op->device.index];
    ktorch_status st;
    int i;
    if (b->dtype != a->dtype || (!a16 && (a->dtype != KTORCH_F32 || c->dtype != KTORCH_F32)) ||
        (c->dtype != KTORCH_F32 && c->dtype != KTORCH_F16 && c->dtype != KTORCH_BF16) || M == 0 || N == 0 || K == 0)
        return KTORCH_UNSUPPORTED;
    v[0] = a, v[1] = b, v[2] = c;
    for (i = 0; i < 3; i++)
        if ((v[i]->stride[1] != 1 && v[i]->shape[1] > 1) || v[i]->stride[0] < v[i]->shape[1] ||
            (KTORCH__CAST(uint64_t, v[i]->stride[0]) * ktorch__esize(v[i]->dtype)) % 16u || ktorch__cu_addr(v[i]) % 16u)
            return KTORCH_UNSUPPORTED;
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    st = ktorch__cug_lt_gemm(s, d, op->device.index, ktorch__cug_lt_type(b->dtype), ktorch__cug_lt_type(a->dtype), ktorch__cug_lt_type(c->dtype),
                             p->trans_b ? KTORCH__LT_OP_T : KTORCH__LT_OP_N, p->trans_a ? KTORCH__LT_OP_T : KTORCH__LT_OP_N, M, N, K,
                             b->stride[0], a->stride[0], c->stride[0], ktorch__cu_addr(b), ktorch__cu_addr(a), ktorch__cu_addr(c), 0, 0,
                             p->alpha, p->beta);
    ktorch__cu_pop(d);
    return st;
}

static ktorch_status ktorch__cu_train(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[op->device.index];
    ktorch__CUdeviceptr scr = 0;
    ktorch__cut_plan pl;
    ktorch_tensor x, w;
    ktorch_status st;
    int64_t valid = 0;
    uint64_t bytes;
    int i, spec = ktorch__cu_find_spec(11, 0, 0, 0);
    if (op->op == KTORCH_OP_MATMUL && (st = ktorch__cut_mm_lt(s, op)) != KTORCH_UNSUPPORTED) return st;
    if (op->op == KTORCH_OP_MATMUL && ktorch__cut_mm_nt(op, &x, &w)) return ktorch__cu_matmul_nt(state, ctx, &x, &w, op->tensor[2]);
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) return st;
    if (op->op == KTORCH_OP_EMBEDDING || op->op == KTORCH_OP_EMBEDDING_BACKWARD || op->op == KTORCH_OP_CROSS_ENTROPY) {
        const int bw = op->op == KTORCH_OP_EMBEDDING_BACKWARD, ce = op->op == KTORCH_OP_CROSS_ENTROPY;
        const ktorch_tensor *ids = op->tensor[bw || ce ? 1 : 0];
        const int64_t n = ktorch_tensor_numel(ids), V = ce ? op->tensor[0]->shape[op->tensor[0]->ndim - 1] : op->tensor[bw ? 2 : 1]->shape[0];
        const uint64_t nb = KTORCH__CAST(uint64_t, n) * ktorch__esize(ids->dtype);
        const ktorch_allocator *al = ktorch_context_allocator(ctx);
        void *h = nb ? ktorch__alloc(al, KTORCH__CAST(size_t, nb)) : NULL;
        if (nb && !h) st = ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no host memory to check %llu bytes of ids", ktorch_op_name(op->op), KTORCH__CAST(unsigned long long, nb));
        if (st == KTORCH_OK && nb) st = ktorch__cu_check(s, s->cu.cuMemcpyDtoHAsync(h, ktorch__cu_addr(ids), KTORCH__CAST(size_t, nb), d->stream), "cuMemcpyDtoHAsync");
        if (st == KTORCH_OK && nb) st = ktorch__cu_check(s, s->cu.cuStreamSynchronize(d->stream), "cuStreamSynchronize");
        if (st == KTORCH_OK) st = ktorch__cut_ids(op, h, n, V, &valid);
        ktorch__free(al, h);
    }
    bytes = ktorch__cut_scratch_bytes(op, d->sms);
    if (st == KTORCH_OK && bytes) st = ktorch__cu_scratch(d, bytes, &scr);
    if (st == KTORCH_OK) ktorch__cut_plan_op(op, KTORCH__CAST(uint64_t, scr), valid, d->sms, &pl);
    for (i = 0; st == KTORCH_OK && i < pl.n; i++) {
        ktorch__CUfunction f;
        void *params[1];
        params[0] = &pl.l[i].a;
        if ((st = ktorch__cu_function(d, spec, pl.l[i].fn, &f)) == KTORCH_OK)
            st = ktorch__cu_check(s, s->cu.cuLaunchKernel(f, pl.l[i].gx, pl.l[i].gy, 1, KTORCH__CUT_THREADS, 1, 1, 0, d->stream, params, NULL), "cuLaunchKernel");
    }
    ktorch__cu_pop(d);
    return st;
}
/* (end of training ops) */

/* ---- attention backward (kind 12, shaders/attn_bwd.cu) --------------------- */
/* Three launches: Dd and the log2 LSE per query row, then dK/dV per key
   block of each kv head, then dQ per query block; the scratch holds two
   f32 values per query row. The atomic mode (ktorch_cuda_desc
   .attn_bwd_atomic) runs dK/dV and dQ in one kernel that sums dQ into an
   f32 workspace with atomics (zeroed by the first launch), then writes it
   to dq. The block-sparse backward and the element mask tensor run kinds
   14 and 15 (compile-time specialisations of 12 and 13, which stay as they
   are): the block-sparse one first builds its tile lists on the device
   (kt_bwd_list, from the block mask; a host mask is copied up first). The host test (tests/attn_bwd_host.cpp)
   runs this plan too. */
#define KTORCH__CUB_BN 64 /* the fewest keys (dK/dV) or query rows (dQ) of a CTA: 16 per warp */
#define KTORCH__CUB_OUT_BLOCKS 8192u /* kt_bwd_dq_out's grid (it loops over the rest) */
#define KTORCH__CUB_NLAUNCH 4
typedef struct ktorch__cub_plan {
    ktorch__cu_bwd_args a;
    ktorch__cu_bwd_sp_args sp; /* kinds 14 and 15: their kernels' second argument */
    unsigned grid[KTORCH__CUB_NLAUNCH][2]; /* x, y of each launch, run in ktorch__cub_order; 3 block-sparse only */
    unsigned threads[KTORCH__CUB_NLAUNCH], smem[KTORCH__CUB_NLAUNCH];
    int fn[KTORCH__CUB_NLAUNCH]; /* the family's kernel of each launch */
} ktorch__cub_plan;
/* launches: 0 Dd and LSE, 1 dK/dV, 2 dQ, 3 the tile lists */
static const int ktorch__cub_order[KTORCH__CUB_NLAUNCH] = {3, 0, 1, 2};
#define KTORCH__CUB_LIST_THREADS 128u /* 4 lists a block: a lane group each */
/* 1: block-sparse, 2: an element mask tensor, 0: neither (the kernels' KT_BSP) */
static int ktorch__cub_mode(const ktorch_op_desc *op) {
    return op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD ? 1 : op->shape.mask_kind ? 2 : 0;
}
/* The tile lists of a block-sparse op for a spec at base (0: measure):
   their sizes into *sp and the bytes they take (256-byte aligned parts)
   into *bytes; 0 if the sizes overflow. */
static int ktorch__cub_lists(const ktorch_op_desc *op, int spec, uint64_t base, ktorch__cu_bwd_sp_args *sp, uint64_t *bytes) {
    const ktorch_attention_shape *sh = &op->shape;
    const int64_t bn = 16 * ktorch__cu_specs[spec].warps, bi = 16 * ktorch__cu_specs[spec].mt;
    const int64_t group = sh->heads_kv ? sh->heads_q / sh->heads_kv : 1;
    uint64_t ncol, nrow, part[4], off = 0;
    int i;
    sp->CB = (sh->seq_k + bn - 1) / bn;
    sp->RB = (sh->seq_q + bn - 1) / bn;
    sp->QT = (sh->seq_q + bi - 1) / bi;
    sp->RT = (sh->seq_k + bi - 1) / bi;
    sp->CT = group * sp->QT;
    if (!ktorch__mul_u64(KTORCH__CAST(uint64_t, sh->batch * sh->heads_kv), KTORCH__CAST(uint64_t, sp->CB), &ncol) ||
        !ktorch__mul_u64(KTORCH__CAST(uint64_t, sh->batch * sh->heads_q), KTORCH__CAST(uint64_t, sp->RB), &nrow) ||
        !ktorch__mul_u64(ncol, 4u * KTORCH__CAST(uint64_t, sp->CT), &part[1]) || !ktorch__mul_u64(nrow, 4u * KTORCH__CAST(uint64_t, sp->RT), &part[3]) ||
        ncol + nrow > 0x7fffffffu / KTORCH__CU_LANES * KTORCH__CAST(uint64_t, KTORCH__CUB_LIST_THREADS) || ncol > 0x7fffffffu || nrow > 0x7fffffffu ||
        part[1] > (1ull << 50) || part[3] > (1ull << 50))
        return 0;
    part[0] = 4u * ncol;
    part[2] = 4u * nrow;
    for (i = 0; i < 4; i++) {
        const uint64_t at = base ? base + off : 0;
        if (i == 0) sp->ccnt = at;
        if (i == 1) sp->cidx = at;
        if (i == 2) sp->rcnt = at;
        if (i == 3) sp->ridx = at;
        off += (part[i] + 255u) & ~KTORCH__CAST(uint64_t, 255u);
    }
    *bytes = off;
    return 1;
}
static int ktorch__cub_dt(ktorch_dtype t) { return t == KTORCH_F32 ? 0 : t == KTORCH_F16 ? 1 : 2; }
/* Scratch bytes (*bytes): Dd and LSE (8 a query row), then, where dQ is
   summed in the dK/dV kernel (the atomic mode, the ring kernels with dQ),
   the f32 dQ (4 D a query row) at *dqa_off, 256-byte aligned, and a
   counter of each 64 rows (kt_bwd_wgro); 0 if the sizes overflow. */
static int ktorch__cub_scratch_bytes(const ktorch_op_desc *op, int dq_sum, uint64_t *bytes, uint64_t *dqa_off) {
    const uint64_t rows = KTORCH__CAST(uint64_t, op->shape.batch * op->shape.heads_q * op->shape.seq_q);
    const uint64_t cnt = KTORCH__CAST(uint64_t, op->shape.batch * op->shape.heads_q * ((op->shape.seq_q + 63) / 64)) * 4u;
    uint64_t dd, dqa;
    if (!ktorch__mul_u64(rows, 8u, &dd) || !ktorch__add_u64(dd, 255u, &dd)) return 0;
    dd &= ~KTORCH__CAST(uint64_t, 255u);
    *dqa_off = dd;
    *bytes = dd;
    return !dq_sum || (ktorch__mul_u64(rows, KTORCH__CAST(uint64_t, op->shape.head_dim) * 4u, &dqa) && ktorch__add_u64(dd, dqa, bytes) &&
                       ktorch__add_u64(*bytes, cnt, bytes));
}
/* Shared memory of kind 13's kernels: which 0 kt_bwd_wg (KT_STAGES slots of Q, dO, LSE and Dd), 1 kt_bwd_wgq
   (those and dS^T, BN keys x 16 mt queries), 2 kt_bwd_wgd (KT_STAGES slots of K and V), 3 kt_bwd_wgr (3 slots,
   KT_BWD_RING, their 6 mbarriers, P^T and dS^T 1024-byte aligned), 4 kt_bwd_wgdr (3 slots of K and V, 6 mbarriers),
   5 kt_bwd_wgrq and kt_bwd_wgro (3's). */
static uint64_t ktorch__cub_smem_wg(int spec, int which) {
    const ktorch__cu_spec *p = &ktorch__cu_specs[spec];
    const int bi = 16 * p->mt, slots = which >= 3 ? 3 : p->stages;
    if (which == 2 || which == 4) return KTORCH__CAST(uint64_t, 1024 + 2 * (p->bn + slots * bi) * p->d * 2 + 2 * p->bn * 4 + (which == 4 ? 6 * 8 : 0));
    return KTORCH__CAST(uint64_t, 1024 + 2 * (p->bn + slots * bi) * p->d * 2 + 2 * slots * bi * 4 + (which == 1 ? p->bn * bi * 2 : 0) +
                                      (which >= 3 ? 6 * 8 + 1024 + 2 * p->bn * bi * 2 : 0));
}
/* Shared memory of the atomic mode's kernel: the spec's plus dS^T (BN keys x (16 mt + 8) queries). */
static uint64_t ktorch__cub_smem_atomic(int spec) {
    const ktorch__cu_spec *p = &ktorch__cu_specs[spec];
    if (p->kind == 13 || p->kind == 15) return ktorch__cub_smem_wg(spec, 1);
    return ktorch__cu_spec_smem(spec) + KTORCH__CAST(uint64_t, p->bn * (16 * p->mt + 8) * 2);
}
/* The spec of an op's head dim and dtype on a device (NULL: the table's first; -1: none). */
/* The tile asked for where the table has it for the head dim, else tile 0;
   tile 0 on sm_90a is kind 13 (warpgroup MMA) unless attn_bwd_no_wgmma. */
static int ktorch__cub_spec(const ktorch__cu_device *d, const ktorch_op_desc *op) {
    const int dd = KTORCH__CAST(int, op->shape.head_dim), dt = op->tensor[0]->dtype == KTORCH_BF16, mode = ktorch__cub_mode(op);
    if (mode) { /* kind 15 where kind 13 would run at tile 0, else 14 (tile 0) */
        const int wg = d && ktorch__cu_sm90(d) && !d->s->attn_bwd_no_wgmma ? ktorch__cu_find_spec(15, dd, dt, mode) : -1;
        return wg >= 0 ? wg : d ? ktorch__cu_pick_spec(d, 14, dd, dt, mode) : ktorch__cu_find_spec(14, dd, dt, mode);
    }
    const int tile = d ? d->s->attn_bwd_tile : 0, spec = d ? ktorch__cu_pick_spec(d, 12, dd, dt, tile) : ktorch__cu_find_spec(12, dd, dt, 0);
    const int wg = d && !tile && ktorch__cu_sm90(d) && !d->s->attn_bwd_no_wgmma ? ktorch__cu_find_spec(13, dd, dt, 0) : -1;
    if (wg >= 0) return wg;
    return spec >= 0 || !tile ? spec : ktorch__cu_pick_spec(d, 12, dd, dt, 0);
}
/* What the kernels run, on any device; the core has checked the rest. */
static ktorch_status ktorch__cub_supports(const ktorch_op_desc *op) {
    static const char *const names[8] = {"q", "k", "v", "out", "dout", "dq", "dk", "dv"};
    const ktorch_attention_shape *sh = &op->shape;
    const ktorch_dtype dt = op->tensor[0]->dtype;
    ktorch_status st;
    int i;
    if (dt != KTORCH_F16 && dt != KTORCH_BF16)
        return ktorch__fail(KTORCH_UNSUPPORTED, "'q' is %s: the backward kernels take f16 or bf16 q, k, v, out and dout", ktorch_dtype_name(dt));
    if (op->tensor[4]->dtype != dt)
        return ktorch__fail(KTORCH_UNSUPPORTED, "'dout' is %s; it must have q's dtype %s", ktorch_dtype_name(op->tensor[4]->dtype), ktorch_dtype_name(dt));
    for (i = 0; i < 5; i++)
        if ((st = ktorch__cu_check_qkv(op->tensor[i], names[i], dt)) != KTORCH_OK) return st;
    for (i = 5; i < 8; i++)
        if (op->tensor[i]->stride[3] != 1 && op->tensor[i]->shape[3] > 1) return ktorch__fail(KTORCH_UNSUPPORTED, "'%s' needs a contiguous last dim", names[i]);
    if (sh->head_dim_v != sh->head_dim)
        return ktorch__fail(KTORCH_UNSUPPORTED, "v's head dim (%lld) must equal q's (%lld)", KTORCH__CAST(long long, sh->head_dim_v), KTORCH__CAST(long long, sh->head_dim));
    if (ktorch__cub_spec(NULL, op) < 0) return ktorch__fail(KTORCH_UNSUPPORTED, "head dim %lld is not run by the backward kernels (64, 128)", KTORCH__CAST(long long, sh->head_dim));
    if (sh->mask_kind && op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD)
        return ktorch__fail(KTORCH_UNSUPPORTED, "the block-sparse backward kernels take no element mask tensor besides the block mask");
    if (sh->batch * sh->heads_q > 65535)
        return ktorch__fail(KTORCH_UNSUPPORTED, "batch x heads (%lld) exceeds 65535", KTORCH__CAST(long long, sh->batch * sh->heads_q));
    if (sh->batch * sh->heads_q * sh->seq_q / 128 >= 0x7fffffffLL || sh->seq_k / KTORCH__CUB_BN >= 0x7fffffffLL)
        return ktorch__fail(KTORCH_UNSUPPORTED, "B x Hq x Nq = %lld rows or Nk = %lld keys exceed the backward grids",
                            KTORCH__CAST(long long, sh->batch * sh->heads_q * sh->seq_q), KTORCH__CAST(long long, sh->seq_k));
    return KTORCH_OK;
}
/* The ring kernels (kt_bwd_wgr, kt_bwd_wgdr: no CTA barrier in their
   loops, the warpgroups taking turns) where a CTA walks many blocks: 1.07x
   to 1.10x at n 8192, 0.95x at train_tiny's n 1024 (docs/PERF.md "CUDA
   attention backward"); attn_bwd_ring overrides (-1 never, 1 to 3 always).
   The block-sparse and mask kinds take them only when asked. */
/* Bit 2 (4): kt_bwd_wgrq, dQ summed in the dK/dV ring kernel (dense kind
   13), then kt_bwd_dq_out; with bit 3 (8) in key block order (kt_bwd_wgro,
   the deterministic mode), where each key block's query blocks start at a
   multiple of 64 (no left window; right window and Nk - Nq adding to a
   multiple of 64) and every key block from the first sees a query block
   that a later one sees. attn_bwd_ring 4 asks for it (else bits 0-1); the
   atomic mode takes kt_bwd_wgrq at head dim 128 by default. */
static int ktorch__cub_ring(const ktorch__cu_state *s, const ktorch_op_desc *op, int spec, int atomic) {
    const ktorch_attention_shape *sh = &op->shape;
    const int kind = ktorch__cu_specs[spec].kind;
    const int ordered = !sh->has_window_left && (!sh->has_window_right || (sh->seq_k - sh->seq_q + sh->window_right) % 64 == 0);
    const int fused = kind == 13 && ktorch__cu_specs[spec].warps == 8 && ktorch__cu_specs[spec].mt == 4 && (atomic || ordered);
    if ((kind != 13 && kind != 15) || s->attn_bwd_ring < 0) return 0;
    if (s->attn_bwd_ring & 4) return fused ? (atomic ? 4 : 12) : atomic ? 0 : s->attn_bwd_ring & 3;
    if (atomic) return fused && sh->head_dim == 128 ? 4 : 0; /* the atomic mode: 1.09x-1.20x kt_bwd_wgq at d 128 (H200) */
    if (s->attn_bwd_ring > 0) return s->attn_bwd_ring & 3;
    return kind == 13 && sh->seq_q * (sh->heads_kv ? sh->heads_q / sh->heads_kv : 1) >= 4096 ? 3 : 0;
}
/* Argument block and grids of an op (checked by ktorch__cub_supports) for
   a spec; dd: the scratch, dqa: its f32 dQ for the atomic mode (0: the
   deterministic kernels), alibi: the slopes on the device (0: none),
   lists: the block-sparse tile lists (ktorch__cub_lists; the block mask is
   the op's, where the caller's copy may replace it), ring: kinds 13 and 15
   deterministic, bit 0 kt_bwd_wgr for kt_bwd_wg, bit 1 kt_bwd_wgdr for
   kt_bwd_wgd, bit 2 kt_bwd_wgrq (bit 3: kt_bwd_wgro) for both, dqa set
   (ktorch__cub_ring). */
static void ktorch__cub_plan_op(const ktorch_op_desc *op, int spec, uint64_t dd, uint64_t dqa, uint64_t alibi, uint64_t lists,
                                int ring, ktorch__cub_plan *pl) {
    ktorch_tensor *const *t = op->tensor;
    ktorch__cu_bwd_args *a = &pl->a;
    const ktorch_tensor *lse = op->attention->lse;
    const ktorch_attention_shape *sh = &op->shape;
    const int64_t rows = sh->batch * sh->heads_q * sh->seq_q, bn = 16 * ktorch__cu_specs[spec].warps;
    memset(pl, 0, sizeof *pl);
    a->q = ktorch__cu_addr(t[0]); a->k = ktorch__cu_addr(t[1]); a->v = ktorch__cu_addr(t[2]); a->o = ktorch__cu_addr(t[3]);
    a->dout = ktorch__cu_addr(t[4]); a->lse = ktorch__cu_addr(lse);
    a->dq = ktorch__cu_addr(t[5]); a->dk = ktorch__cu_addr(t[6]); a->dv = ktorch__cu_addr(t[7]);
    a->dd = dd;
    a->dqa = dqa;
    a->alibi = alibi;
    a->add = op->arg[0] != 0;
    a->q_sb = t[0]->stride[0]; a->q_sh = t[0]->stride[1]; a->q_sn = t[0]->stride[2];
    a->k_sb = t[1]->stride[0]; a->k_sh = t[1]->stride[1]; a->k_sn = t[1]->stride[2];
    a->v_sb = t[2]->stride[0]; a->v_sh = t[2]->stride[1]; a->v_sn = t[2]->stride[2];
    a->o_sb = t[3]->stride[0]; a->o_sh = t[3]->stride[1]; a->o_sn = t[3]->stride[2];
    a->do_sb = t[4]->stride[0]; a->do_sh = t[4]->stride[1]; a->do_sn = t[4]->stride[2];
    a->l_sb = lse->stride[0]; a->l_sh = lse->stride[1]; a->l_sn = lse->stride[2];
    a->dq_sb = t[5]->stride[0]; a->dq_sh = t[5]->stride[1]; a->dq_sn = t[5]->stride[2];
    a->dk_sb = t[6]->stride[0]; a->dk_sh = t[6]->stride[1]; a->dk_sn = t[6]->stride[2];
    a->dv_sb = t[7]->stride[0]; a->dv_sh = t[7]->stride[1]; a->dv_sn = t[7]->stride[2];
    a->dq_dt = ktorch__cub_dt(t[5]->dtype); a->dk_dt = ktorch__cub_dt(t[6]->dtype); a->dv_dt = ktorch__cub_dt(t[7]->dtype);
    a->B = sh->batch; a->Hq = sh->heads_q; a->Hk = sh->heads_kv; a->Nq = sh->seq_q; a->Nk = sh->seq_k;
    a->group = sh->heads_kv ? sh->heads_q / sh->heads_kv : 1;
    a->wflags = (sh->has_window_left ? 1 : 0) | (sh->has_window_right ? 2 : 0);
    a->wl = sh->window_left;
    a->wr = sh->window_right;
    a->scale = KTORCH__CAST(float, sh->scale);
    a->softcap = op->attention->softcap;
    pl->threads[0] = pl->threads[1] = pl->threads[2] = KTORCH__CAST(unsigned, KTORCH__CU_LANES * ktorch__cu_specs[spec].warps);
    pl->grid[0][0] = KTORCH__CAST(unsigned, (rows + pl->threads[0] - 1) / pl->threads[0]);
    pl->grid[0][1] = 1;
    pl->grid[1][0] = KTORCH__CAST(unsigned, (sh->seq_k + bn - 1) / bn);
    pl->grid[1][1] = KTORCH__CAST(unsigned, sh->batch * sh->heads_kv);
    pl->grid[2][0] = KTORCH__CAST(unsigned, (sh->seq_q + bn - 1) / bn);
    pl->grid[2][1] = KTORCH__CAST(unsigned, sh->batch * sh->heads_q);
    pl->fn[0] = 0, pl->fn[1] = 1, pl->fn[2] = 2;
    pl->smem[0] = 0;
    pl->smem[1] = pl->smem[2] = KTORCH__CAST(unsigned, ktorch__cu_spec_smem(spec));
    if (ktorch__cu_specs[spec].kind == 13 || ktorch__cu_specs[spec].kind == 15) { /* kt_bwd_wg and kt_bwd_wgd, or the ring kernels */
        pl->smem[1] = KTORCH__CAST(unsigned, ktorch__cub_smem_wg(spec, ring & 1 ? 3 : 0));
        pl->smem[2] = KTORCH__CAST(unsigned, ktorch__cub_smem_wg(spec, ring & 2 ? 4 : 2));
        if (ring & 1) pl->fn[1] = 6;
        if (ring & 2) pl->fn[2] = 7;
        if (ring & 4) pl->fn[1] = ring & 8 ? 9 : 8, pl->smem[1] = KTORCH__CAST(unsigned, ktorch__cub_smem_wg(spec, 5));
    }
    if (ktorch__cub_mode(op)) {
        ktorch__cu_bwd_sp_args *sp = &pl->sp;
        const int bsp = ktorch__cub_mode(op) == 1;
        const ktorch_block_sparse_params *bs = KTORCH__CAST(const ktorch_block_sparse_params *, op->params);
        const ktorch_tensor *m = bsp ? bs->block_mask : op->attention->mask;
        sp->mask = ktorch__cu_addr(m);
        sp->m_sb = ktorch__cu_bstride(m, 0), sp->m_sh = ktorch__cu_bstride(m, 1), sp->m_sq = ktorch__cu_bstride(m, 2), sp->m_sk = ktorch__cu_bstride(m, 3);
        if (bsp) {
            const int64_t bi = 16 * ktorch__cu_specs[spec].mt;
            uint64_t bytes;
            sp->bq = bs->block_q;
            sp->bk = bs->block_k;
            sp->el = sp->bq % bn || sp->bq % bi || sp->bk % bn || sp->bk % bi; /* some tile straddles blocks */
            (void)ktorch__cub_lists(op, spec, lists, sp, &bytes);             /* the caller sized them */
            const int64_t per = KTORCH__CUB_LIST_THREADS / KTORCH__CU_LANES; /* lists a block */
            pl->fn[3] = 5;
            pl->threads[3] = KTORCH__CUB_LIST_THREADS;
            pl->grid[3][0] = KTORCH__CAST(unsigned, (sh->batch * (sh->heads_kv * sp->CB + sh->heads_q * sp->RB) + per - 1) / per);
            pl->grid[3][1] = 1;
        } else {
            sp->mtype = m->dtype == KTORCH_F32 ? 1 : m->dtype == KTORCH_F16 ? 2 : m->dtype == KTORCH_BF16 ? 3 : 0;
        }
    }
    if (dqa) {
        const uint64_t n4 = KTORCH__CAST(uint64_t, rows) * KTORCH__CAST(uint64_t, sh->head_dim / 4), per = pl->threads[2];
        if (!(ring & 4)) pl->fn[1] = 3, pl->smem[1] = KTORCH__CAST(unsigned, ktorch__cub_smem_atomic(spec));
        pl->fn[2] = 4;
        pl->smem[2] = 0;
        pl->grid[2][0] = KTORCH__CAST(unsigned, (n4 + per - 1) / per < KTORCH__CUB_OUT_BLOCKS ? (n4 + per - 1) / per : KTORCH__CUB_OUT_BLOCKS);
        pl->grid[2][1] = 1;
    }
}
static ktorch_status ktorch__cu_attention_backward(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    ktorch__cu_device *d = &s->dev[op->device.index];
    const ktorch_attention_shape *sh = &op->shape;
    const float *slopes = op->attention->alibi_slopes;
    const int spec = ktorch__cub_spec(d, op), mode = ktorch__cub_mode(op);
    /* the atomic mode where asked for and its kernel's shared memory fits (AMD's LDS may not) */
    const int atomic = s->attn_bwd_atomic && ktorch__cub_smem_atomic(spec) <= KTORCH__CAST(uint64_t, d->smem_optin);
    const int ring = ktorch__cub_ring(s, op, spec, atomic), dq_sum = atomic || (ring & 4);
    const ktorch_tensor *bm = mode == 1 ? KTORCH__CAST(const ktorch_block_sparse_params *, op->params)->block_mask : NULL;
    const int host_mask = bm && bm->device.backend != s->v->kind;
    uint64_t dqa_off = 0, scr_bytes = 0, total = 0, list_bytes = 0, hmask_bytes = 0;
    const uint64_t alibi_bytes = slopes ? (KTORCH__CAST(uint64_t, sh->heads_q) * 4u + 255u) & ~KTORCH__CAST(uint64_t, 255u) : 0;
    ktorch__cu_bwd_sp_args sizes;
    unsigned char *packed = NULL;
    ktorch__CUdeviceptr scr = 0;
    ktorch__cub_plan pl;
    ktorch_status st;
    int i;
    if (sh->batch * sh->heads_q * sh->seq_q == 0 && sh->batch * sh->heads_kv * sh->seq_k == 0) return KTORCH_OK;
    if (!ktorch__cub_scratch_bytes(op, dq_sum, &scr_bytes, &dqa_off) || (bm && !ktorch__cub_lists(op, spec, 0, &sizes, &list_bytes)) ||
        (host_mask && !ktorch__mul_u64(KTORCH__CAST(uint64_t, bm->shape[0] * bm->shape[1]), KTORCH__CAST(uint64_t, bm->shape[2] * bm->shape[3]), &hmask_bytes)) ||
        !ktorch__add_u64(scr_bytes, alibi_bytes, &total) || !ktorch__add_u64(total, list_bytes, &total) || !ktorch__add_u64(total, hmask_bytes + 8u, &total))
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_attention_backward (%s): the scratch size overflows", s->v->tag);
    if (host_mask && hmask_bytes) { /* packed contiguous, copied up after the tile lists */
        const unsigned char *src = KTORCH__CAST(const unsigned char *, ktorch_tensor_ptr(bm));
        int64_t hs[4], i0, i1, i2, i3, x = 0;
        if (hmask_bytes > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "ktorch_attention_block_sparse_backward (%s): block mask size overflows", s->v->tag);
        packed = KTORCH__CAST(unsigned char *, ktorch__alloc(ktorch_context_allocator(ctx), KTORCH__CAST(size_t, hmask_bytes)));
        if (!packed) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_attention_block_sparse_backward (%s): no memory to stage the block mask", s->v->tag);
        ktorch__attn_bstrides(bm, 4, hs);
        for (i0 = 0; i0 < bm->shape[0]; i0++)
            for (i1 = 0; i1 < bm->shape[1]; i1++)
                for (i2 = 0; i2 < bm->shape[2]; i2++)
                    for (i3 = 0; i3 < bm->shape[3]; i3++) packed[x++] = src[i0 * hs[0] + i1 * hs[1] + i2 * hs[2] + i3 * hs[3]] != 0;
    }
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) {
        ktorch__free(ktorch_context_allocator(ctx), packed);
        return st;
    }
    st = ktorch__cu_scratch(d, total, &scr);
    if (st == KTORCH_OK && slopes) /* pageable source: the call returns once the host bytes are staged */
        st = ktorch__cu_check(s, s->cu.cuMemcpyHtoDAsync(scr + scr_bytes, slopes, KTORCH__CAST(size_t, sh->heads_q) * 4u, d->stream), "cuMemcpyHtoDAsync (ALiBi slopes)");
    if (st == KTORCH_OK && packed)
        st = ktorch__cu_check(s, s->cu.cuMemcpyHtoDAsync(scr + scr_bytes + alibi_bytes + list_bytes, packed, KTORCH__CAST(size_t, hmask_bytes), d->stream),
                              "cuMemcpyHtoDAsync (block mask)");
    ktorch__free(ktorch_context_allocator(ctx), packed); /* staged before the copy returned */
    if (st == KTORCH_OK) {
        ktorch__cub_plan_op(op, spec, KTORCH__CAST(uint64_t, scr), dq_sum ? KTORCH__CAST(uint64_t, scr + dqa_off) : 0,
                            slopes ? KTORCH__CAST(uint64_t, scr + scr_bytes) : 0, KTORCH__CAST(uint64_t, scr + scr_bytes + alibi_bytes), ring, &pl);
        if (host_mask) { /* the packed copy: [Bm, Hm, QB, KB] contiguous */
            pl.sp.mask = KTORCH__CAST(uint64_t, scr + scr_bytes + alibi_bytes + list_bytes);
            pl.sp.m_sk = 1, pl.sp.m_sq = bm->shape[3];
            pl.sp.m_sh = bm->shape[1] == 1 ? 0 : bm->shape[2] * bm->shape[3];
            pl.sp.m_sb = bm->shape[0] == 1 ? 0 : bm->shape[1] * bm->shape[2] * bm->shape[3];
        }
        if (pl.smem[1] > KTORCH__CAST(unsigned, d->smem_optin))
            st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_attention_backward (%s): kernels need %u bytes of shared memory, %s has %d", s->v->tag, pl.smem[1],
                              d->name, d->smem_optin);
    }
    for (i = 0; st == KTORCH_OK && i < KTORCH__CUB_NLAUNCH; i++) {
        const int l = ktorch__cub_order[i];
        ktorch__CUfunction f;
        const unsigned smem = pl.smem[l];
        void *params[2];
        if (pl.grid[l][0] == 0 || pl.grid[l][1] == 0) continue;
        st = ktorch__cu_function(d, spec, pl.fn[l], &f);
        if (st == KTORCH_OK && smem > 48u * 1024u) st = ktorch__cu_check(s, ktorch__cu_smem_limit(s, f, smem), "cuFuncSetAttribute");
        /* kinds 14 and 15 take the second block (kernels of one parameter read only the first) */
        params[0] = &pl.a;
        params[1] = &pl.sp;
        if (st == KTORCH_OK)
            st = ktorch__cu_check(s, s->cu.cuLaunchKernel(f, pl.grid[l][0], pl.grid[l][1], 1, pl.threads[l], 1, 1, smem, d->stream, params, NULL), "cuLaunchKernel");
    }
    ktorch__cu_pop(d);
    return st;
}
/* (end of attention backward) */

/* ---- the backend table: capabilities and one entry for every op ---------- */
/* What the core has checked is not checked again; what the CUDA kernels
   cannot run is said here, before any work is queued. */
static ktorch_status ktorch__cu_supports(void *state, const ktorch_op_desc *op) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, state);
    const ktorch__cu_device *d = &s->dev[op->device.index];
    ktorch__cu_fname fname;
    ktorch_status st;
    if (op->op >= KTORCH_OP_MATMUL && op->op <= KTORCH_OP_SUM_SQUARES) return ktorch__cut_supports(op);
    switch (op->op) {
    case KTORCH_OP_ATTENTION_CHUNKED: return ktorch__fail(KTORCH_UNSUPPORTED, "no fused chunked kernel (the core composes it)");
    case KTORCH_OP_ATTENTION_DILATED: return ktorch__fail(KTORCH_UNSUPPORTED, "no fused dilated kernel (the core composes it)");
    case KTORCH_OP_ATTENTION_CHUNKED_BACKWARD:
    case KTORCH_OP_ATTENTION_DILATED_BACKWARD: return ktorch__fail(KTORCH_UNSUPPORTED, "no fused kernel (the core composes it from attention backward)");
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD:
    case KTORCH_OP_ATTENTION_BACKWARD:
        if (!d->amd && d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (%s) is older than sm_80", d->name, d->arch);
        if ((st = ktorch__cub_supports(op)) != KTORCH_OK) return st;
        if (ktorch__cu_spec_smem(ktorch__cub_spec(d, op)) > KTORCH__CAST(uint64_t, d->smem_optin))
            return ktorch__fail(KTORCH_UNSUPPORTED, "the backward kernels need %llu bytes of shared memory, %s has %d",
                                KTORCH__CAST(unsigned long long, ktorch__cu_spec_smem(ktorch__cub_spec(d, op))), d->name, d->smem_optin);
        return KTORCH_OK;
    case KTORCH_OP_ATTENTION:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE: {
        static const char *const names[4] = {"q", "k", "v", "out"};
        const int64_t D = op->shape.head_dim;
        int i, quantized = 0;
        if (!d->amd && d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (%s) is older than sm_80", d->name, d->arch);
        for (i = 0; i < 3; i++) quantized |= ktorch__attn_quant_dtype(op->tensor[i]->dtype);
        if (op->shape.dtype == KTORCH_F32 && !quantized)
            return ktorch__fail(KTORCH_UNSUPPORTED, "f32 inputs are not run on CUDA; convert q, k, v to f16 or bf16 with ktorch_tensor_copy");
        if (op->shape.head_dim_v != op->shape.head_dim)
            return ktorch__fail(KTORCH_UNSUPPORTED, "v's head dim (%lld) must equal q's (%lld)", KTORCH__CAST(long long, op->shape.head_dim_v),
                                KTORCH__CAST(long long, op->shape.head_dim));
        if (quantized) /* plain attention: the core dequantizes them first (ktorch__qin_composite) */
            return ktorch__fail(KTORCH_UNSUPPORTED, "no kernel takes i8/fp8 inputs; they are dequantized to 16 bits first");
        if (op->tensor[0]->dtype != KTORCH_F16 && op->tensor[0]->dtype != KTORCH_BF16)
            return ktorch__fail(KTORCH_UNSUPPORTED, "dtype %s is not run (f16, bf16)", ktorch_dtype_name(op->tensor[0]->dtype));
        for (i = 0; i < 4; i++)
            if ((st = ktorch__cu_check_qkv(op->tensor[i], names[i], op->tensor[0]->dtype)) != KTORCH_OK) return st;
        if (D != 64 && D != 80 && D != 96 && D != 128 && D != 256)
            return ktorch__fail(KTORCH_UNSUPPORTED, "head dim %lld is not run (64, 80, 96, 128, 256)", KTORCH__CAST(long long, D));
        if (op->shape.batch * op->shape.heads_q > 65535)
            return ktorch__fail(KTORCH_UNSUPPORTED, "batch x heads (%lld) exceeds 65535", KTORCH__CAST(long long, op->shape.batch * op->shape.heads_q));
        return KTORCH_OK;
    }
    case KTORCH_OP_ATTENTION_PAGED: {
        const ktorch_tensor *q = op->tensor[0], *kp = op->tensor[1], *vp = op->tensor[2], *out = op->tensor[5];
        const int64_t Dp = kp->shape[3], G = q->shape[1] / kp->shape[1];
        if (!d->amd && d->cc_major < 8) return ktorch__fail(KTORCH_UNSUPPORTED, "%s (%s) is older than sm_80", d->name, d->arch);
        if (q->dtype != KTORCH_F16 && q->dtype != KTORCH_BF16) return ktorch__fail(KTORCH_UNSUPPORTED, "'q' is %s (f16 or bf16)", ktorch_dtype_name(q->dtype));
        if (out->dtype != q->dtype) return ktorch__fail(KTORCH_UNSUPPORTED, "'out' must have q's dtype %s", ktorch_dtype_name(q->dtype));
        if (!ktorch__attn_quant_dtype(kp->dtype) && kp->dtype != q->dtype)
            return ktorch__fail(KTORCH_UNSUPPORTED, "float pages must have q's dtype %s (are %s)", ktorch_dtype_name(q->dtype), ktorch_dtype_name(kp->dtype));
        if (vp->shape[3] != Dp) return ktorch__fail(KTORCH_UNSUPPORTED, "v's head dim must equal k's");
        if (Dp != 64 && Dp != 128) return ktorch__fail(KTORCH_UNSUPPORTED, "head dim %lld is not run (64, 128)", KTORCH__CAST(long long, Dp));
        if (q->shape[2] * G > KTORCH__CU_DECODE_ROWS)
            return ktorch__fail(KTORCH_UNSUPPORTED, "Nq x Hq/Hk = %lld exceeds %d rows per kv head", KTORCH__CAST(long long, q->shape[2] * G),
                                KTORCH__CU_DECODE_ROWS);
        if (q->shape[0] * kp->shape[1] > 65535)
            return ktorch__fail(KTORCH_UNSUPPORTED, "batch x kv heads (%lld) exceeds 65535", KTORCH__CAST(long long, q->shape[0] * kp->shape[1]));
        return KTORCH_OK;
    }
    case KTORCH_OP_MATMUL_NT: {
        const ktorch_tensor *x = op->tensor[0], *w = op->tensor[1];
        if (x->dtype == KTORCH_F32 && w->dtype == KTORCH_F32) { /* ktorch_matmul's path: any strides */
            if (x->shape[0] > INT64_C(65535) * KTORCH__CUT_MM_TILE)
                return ktorch__fail(KTORCH_UNSUPPORTED, "f32 x f32: M = %lld exceeds %lld rows", KTORCH__CAST(long long, x->shape[0]),
                                    KTORCH__CAST(long long, INT64_C(65535) * KTORCH__CUT_MM_TILE));
            return KTORCH_OK;
        }
        if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16 && x->dtype != KTORCH_F32)
            return ktorch__fail(KTORCH_UNSUPPORTED, "'x' must be f32, bf16 or f16, not %s", ktorch_dtype_name(x->dtype));
        if (w->dtype != x->dtype && x->dtype != KTORCH_F32)
            return ktorch__fail(KTORCH_UNSUPPORTED, "'w' must have the dtype of 'x' (%s)", ktorch_dtype_name(x->dtype));
        /* f32 x is rounded to w's dtype in a contiguous copy (ktorch__cu_x16): its layout is free */
        if ((x->dtype != KTORCH_F32 && (st = ktorch__cug_rows(x, ktorch__cu_fname_of(&fname, s, "ktorch_matmul_nt"), "x")) != KTORCH_OK) ||
            (st = ktorch__cug_rows(w, ktorch__cu_fname_of(&fname, s, "ktorch_matmul_nt"), "w")) != KTORCH_OK)
            return st;
        return ktorch__cug_out(op->tensor[2], ktorch__cu_fname_of(&fname, s, "ktorch_matmul_nt"));
    }
    case KTORCH_OP_QMATMUL: {
        const ktorch_tensor *x = op->tensor[0];
        const ktorch_qtensor *w = op->qtensor[0];
        const int fmt = ktorch__cu_gemv_fmt(w->format), scaled = fmt >= 0 && fmt <= 2;
        if (x->dtype != KTORCH_BF16 && x->dtype != KTORCH_F16 && x->dtype != KTORCH_F32)
            return ktorch__fail(KTORCH_UNSUPPORTED, "'x' must be f32, bf16 or f16, not %s", ktorch_dtype_name(x->dtype));
        if (fmt < 0)
            return ktorch__fail(KTORCH_UNSUPPORTED,
                                "weights in %s are not run (int8, fp8_e4m3, fp8_e5m2, mxfp8_e4m3, mxfp4, nvfp4, "
                                "mxfp8_e5m2, mxfp6_e2m3, mxfp6_e3m2, mxint8, q8_0, q4_0)",
                                ktorch_quant_format_name(w->format));
        if (w->shape[1] % 8) return ktorch__fail(KTORCH_UNSUPPORTED, "K = %lld must be a multiple of 8", KTORCH__CAST(long long, w->shape[1]));
        if (scaled && w->granularity == KTORCH_QUANT_PER_CHANNEL && w->axis != 0)
            return ktorch__fail(KTORCH_UNSUPPORTED, "per-channel weight scales must run along axis 0");
        if (scaled && w->granularity == KTORCH_QUANT_PER_GROUP && w->block % 8)
            return ktorch__fail(KTORCH_UNSUPPORTED, "the weight group (%lld) must be a multiple of 8", KTORCH__CAST(long long, w->block));
        if ((st = ktorch__cug_qt(w, ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul"), "w")) != KTORCH_OK ||
            (x->dtype != KTORCH_F32 && (st = ktorch__cug_rows(x, ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul"), "x")) != KTORCH_OK))
            return st;
        return ktorch__cug_out(op->tensor[1], ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul"));
    }
    case KTORCH_OP_QMATMUL_W8A8: {
        const ktorch_qtensor *x = op->qtensor[0];
        const int64_t K = x->shape[1];
        const int fp8 = x->format != KTORCH_QUANT_INT8;
        if (K % 16) return ktorch__fail(KTORCH_UNSUPPORTED, "K = %lld must be a multiple of 16", KTORCH__CAST(long long, K));
        if (!fp8 && K > (INT64_C(1) << 17))
            return ktorch__fail(KTORCH_UNSUPPORTED, "K = %lld exceeds 131072 (int32 accumulators could overflow)", KTORCH__CAST(long long, K));
        if (fp8 && !d->amd && d->cc_major * 10 + d->cc_minor < 89)
            return ktorch__fail(KTORCH_UNSUPPORTED, "fp8 products need compute capability 8.9 or newer (%s is %d.%d)", d->name, d->cc_major, d->cc_minor);
        if ((st = ktorch__cug_qt(x, ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul_w8a8"), "x")) != KTORCH_OK || (st = ktorch__cug_qt(op->qtensor[1], ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul_w8a8"), "w")) != KTORCH_OK)
            return st;
        return ktorch__cug_out(op->tensor[0], ktorch__cu_fname_of(&fname, s, "ktorch_qmatmul_w8a8"));
    }
    case KTORCH_OP_CONVERT: {
        const ktorch_dtype sd = op->tensor[1]->dtype, dd = op->tensor[0]->dtype;
        const int sf = ktorch__cu_q_float(sd) || ktorch__cu_q_fp8(sd), df = ktorch__cu_q_float(dd) || ktorch__cu_q_fp8(dd);
        if (sd != dd && !(sf && df))
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s -> %s is not converted on the device (f32/f16/bf16/fp8 only)", ktorch_dtype_name(sd),
                                ktorch_dtype_name(dd));
        if (ktorch_dtype_bits(sd) % 8) return ktorch__fail(KTORCH_UNSUPPORTED, "strided copies of %s", ktorch_dtype_name(sd));
        if (op->tensor[1]->ndim > 4) return ktorch__fail(KTORCH_UNSUPPORTED, "more than 4 dims");
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
    case KTORCH_OP_ATTENTION_BACKWARD:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD: return ktorch__cu_attention_backward(state, ctx, op);
    default: break;
    }
    if (op->op >= KTORCH_OP_MATMUL && op->op <= KTORCH_OP_SUM_SQUARES) return ktorch__cu_train(state, ctx, op);
    return ktorch__fail(KTORCH_INTERNAL, "cuda backend: op %d is not handled", KTORCH__CAST(int, op->op));
}

/* Registers a vendor's backend. d: the caller's settings in CUDA's desc
   (ktorch_hip_register maps its own onto it); fn: the public function, for
   messages. */
static ktorch_status ktorch__gpu_register(ktorch_context *ctx, const ktorch__gpu_vendor *v, const ktorch_cuda_desc *d, const char *fn) {
    ktorch__cu_state *s;
    ktorch_backend_impl impl;
    ktorch_status st;
    const char *used = NULL, *missing = NULL;
    int count = 0, i;
    ktorch__CUresult r;
    if (d->device_count < 0 || d->device_count > KTORCH__MAX_DEVICES || (d->device_count > 0 && !d->devices))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'device_count' must be 0..%d with 'devices' set", fn, KTORCH__MAX_DEVICES);
    if (d->cache_dir && strlen(d->cache_dir) >= KTORCH__CU_PATH)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'cache_dir' is longer than %d bytes", fn, KTORCH__CU_PATH - 1);
    if (d->libcublaslt_path && strlen(d->libcublaslt_path) >= KTORCH__CU_PATH)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'libcublaslt_path' is longer than %d bytes", fn, KTORCH__CU_PATH - 1);
    if (d->gemv_shape < 0 || d->gemv_shape > 22) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'gemv_shape' must be 0 to 22, not %d", fn, d->gemv_shape);
    /* launch shapes 15-17 and 20 were retired (docs/PERF.md, "Quantized GEMV (M <= 16)"); their numbers stay unused */
    if ((d->gemv_shape >= 16 && d->gemv_shape <= 18) || d->gemv_shape == 21)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'gemv_shape' %d (launch shape %d) was retired; 1-15, 19, 20 and 22 force shapes", fn, d->gemv_shape,
                            d->gemv_shape - 1);
    if (d->attn_bwd_tile < 0 || d->attn_bwd_tile > 2)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'attn_bwd_tile' must be 0, 1 or 2, not %d", fn, d->attn_bwd_tile);
    if (d->paged_kernel < 0 || d->paged_kernel > 2)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'paged_kernel' must be 0, 1 or 2, not %d", fn, d->paged_kernel);
    if (d->qmatmul_dq_rows < -1) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'qmatmul_dq_rows' must be -1 or more, not %d", fn, d->qmatmul_dq_rows);
    if (d->qmatmul_chunk_rows < 0 || d->qmatmul_chunk_rows % 16)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'qmatmul_chunk_rows' must be 0 or a positive multiple of 16, not %d", fn, d->qmatmul_chunk_rows);
    if (ktorch_backend_available(ctx, v->kind)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: %s is already registered", fn, v->tag);
    s = KTORCH__CAST(ktorch__cu_state *, ktorch__calloc(ktorch_context_allocator(ctx), 1, sizeof *s));
    if (!s) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    s->v = v;
    s->alloc = *ktorch_context_allocator(ctx);
    if (d->libcublaslt_path) ktorch__format(s->cublaslt_path, sizeof s->cublaslt_path, "%s", d->libcublaslt_path);
    s->no_cublaslt = d->no_cublaslt != 0;
    s->gemm_no_wgmma = d->gemm_no_wgmma != 0;
    s->qmatmul_no_gemv = d->qmatmul_no_gemv != 0;
    s->gemv_shape = d->gemv_shape;
    s->attn_bwd_atomic = d->attn_bwd_atomic != 0;
    s->attn_bwd_tile = d->attn_bwd_tile;
    s->paged_kernel = d->paged_kernel;
    s->attn_bwd_no_wgmma = d->attn_bwd_no_wgmma != 0;
    s->attn_bwd_ring = d->attn_bwd_ring;
    s->attn_no_wgmma = d->attn_no_wgmma != 0;
    s->qmatmul_dq_rows = d->qmatmul_dq_rows;
    s->qmatmul_chunk_rows = d->qmatmul_chunk_rows;
    s->libcuda = d->libcuda_path ? ktorch__cu_dlopen(&d->libcuda_path, 1, &used) : ktorch__cu_dlopen(v->libs, v->nlibs, &used);
    if (!s->libcuda) {
        ktorch__cu_destroy(s);
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: could not load %s '%s' %s", fn, v->driver, d->libcuda_path ? d->libcuda_path : v->libs_tried,
                            v->hint);
    }
    if (!ktorch__cu_resolve(s->libcuda, ktorch__cu_syms, sizeof ktorch__cu_syms / sizeof ktorch__cu_syms[0], v->col, &s->cu, &missing)) {
        ktorch__cu_destroy(s);
        return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: symbol '%s' missing from %s (driver too old?)", fn, missing, used);
    }
    if (v->kind == KTORCH_BACKEND_CUDA) {
        void *p = dlsym(s->libcuda, "cuTensorMapEncodeTiled");
        if (p) memcpy(&s->cu.cuTensorMapEncodeTiled, &p, sizeof p);
    }
    st = ktorch__rtc_load(v, d->libnvrtc_path, used, &s->libnvrtc, &s->nv, &s->nvrtc_major, &s->nvrtc_minor);
    if (st != KTORCH_OK) {
        ktorch__cu_destroy(s);
        return st;
    }
    r = s->cu.cuInit(0);
    if (r == 0) r = s->cu.cuDriverGetVersion(&s->driver_version);
    if (r == 0) r = s->cu.cuDeviceGetCount(&count);
    if (r != 0 || count <= 0) {
        /* format before the driver (which owns the error's name) is unloaded */
        if (r != 0) ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: no %s device: %s (%d)", fn, v->tag, ktorch__cu_error_name(s, r), r);
        else ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: no %s device", fn, v->tag);
        ktorch__cu_destroy(s);
        return KTORCH_BACKEND_UNAVAILABLE;
    }
    s->ndev = d->device_count > 0 ? d->device_count : (count < KTORCH__MAX_DEVICES ? count : KTORCH__MAX_DEVICES);
    for (i = 0; i < s->ndev; i++) {
        int ord = d->device_count > 0 ? d->devices[i] : i;
        if (ord < 0 || ord >= count) {
            s->ndev = i;
            ktorch__cu_destroy(s);
            return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: device ordinal %d does not exist (%d devices)", fn, ord, count);
        }
        st = ktorch__cu_init_device(s, &s->dev[i], ord, i == 0 ? d->context : NULL, i == 0 ? d->stream : NULL);
        if (st != KTORCH_OK) {
            s->ndev = i + 1;
            ktorch__cu_destroy(s);
            return st;
        }
    }
#ifndef KTORCH_NO_STDIO
    if (d->cache_dir) ktorch__format(s->cache_dir, sizeof s->cache_dir, "%s", d->cache_dir);
#endif
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = v->kind;
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

KTORCH_API ktorch_status ktorch_cuda_register(ktorch_context *ctx, const ktorch_cuda_desc *desc) {
    ktorch_cuda_desc dd;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_cuda_register: 'ctx' is NULL");
    if (desc) dd = *desc;
    else memset(&dd, 0, sizeof dd);
    return ktorch__gpu_register(ctx, &ktorch__gpu_cuda, &dd, "ktorch_cuda_register");
}

/* ---- NCCL communicators ------------------------------------------------- */
/* Only what is used, declared here (nccl.h 2.x: ncclResult_t is an int enum,
   ncclUniqueId 128 bytes passed by value). */
typedef struct ktorch__ncclComm_st *ktorch__ncclComm;
typedef struct ktorch__ncclUniqueId {
    char internal[KTORCH_NCCL_UNIQUE_ID_BYTES];
} ktorch__ncclUniqueId;
#define KTORCH__NCCL_UINT8 1 /* ncclUint8 */
typedef struct ktorch__nccl_api {
    int (*ncclGetUniqueId)(ktorch__ncclUniqueId *);
    int (*ncclCommInitRank)(ktorch__ncclComm *, int, ktorch__ncclUniqueId, int);
    int (*ncclCommInitAll)(ktorch__ncclComm *, int, const int *);
    int (*ncclSend)(const void *, size_t, int, int, ktorch__ncclComm, ktorch__CUstream);
    int (*ncclRecv)(void *, size_t, int, int, ktorch__ncclComm, ktorch__CUstream);
    int (*ncclGroupStart)(void);
    int (*ncclGroupEnd)(void);
    int (*ncclAllGather)(const void *, void *, size_t, int, ktorch__ncclComm, ktorch__CUstream);
    int (*ncclCommDestroy)(ktorch__ncclComm);
    const char *(*ncclGetErrorString)(int);
} ktorch__nccl_api;
static const char *const ktorch__nccl_names[] = {"ncclGetUniqueId", "ncclCommInitRank", "ncclCommInitAll", "ncclSend",         "ncclRecv",
                                                 "ncclGroupStart",  "ncclGroupEnd",     "ncclAllGather",   "ncclCommDestroy", "ncclGetErrorString"};
typedef ktorch__CUresult (*ktorch__cu_stream_wait_fn)(ktorch__CUstream, ktorch__CUevent, unsigned);
#define KTORCH__CU_EVENT_DISABLE_TIMING 2

typedef struct ktorch__nccl_rank {
    void *lib;
    ktorch__nccl_api api;
    ktorch__cu_device *d;
    ktorch__cu_stream_wait_fn wait_event;
    ktorch__ncclComm comm;
    ktorch__CUstream stream;        /* the exchanges' stream */
    ktorch__CUevent ready, done;    /* device stream -> exchange, exchange -> device stream */
    int pending;                    /* an exchange started and not waited for */
    ktorch_allocator alloc;
} ktorch__nccl_rank;

static ktorch_status ktorch__nccl_load(const ktorch_nccl_desc *desc, void **lib, ktorch__nccl_api *api, const char *fn) {
    const char *path = desc && desc->libnccl_path ? desc->libnccl_path : "libnccl.so.2", *used = NULL;
    void **slot = KTORCH__RCAST(void **, api);
    size_t i;
    *lib = ktorch__cu_dlopen(&path, 1, &used);
    if (!*lib) return ktorch__fail(KTORCH_UNSUPPORTED, "%s: could not load NCCL '%s' (set ktorch_nccl_desc.libnccl_path)", fn, path);
    for (i = 0; i < sizeof ktorch__nccl_names / sizeof ktorch__nccl_names[0]; i++) {
        void *p = dlsym(*lib, ktorch__nccl_names[i]);
        if (!p) {
            dlclose(*lib);
            *lib = NULL;
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: symbol '%s' missing from %s", fn, ktorch__nccl_names[i], path);
        }
        memcpy(&slot[i], &p, sizeof p);
    }
    return KTORCH_OK;
}
static ktorch_status ktorch__nccl_check(const ktorch__nccl_api *api, int r, const char *what) {
    if (r == 0) return KTORCH_OK;
    return ktorch__fail(KTORCH_DEVICE_ERROR, "NCCL: %s failed: %s (%d)", what, api->ncclGetErrorString(r), r);
}
/* The CUDA device behind (ctx, device), or an error naming why not. */
static ktorch_status ktorch__nccl_device(ktorch_context *ctx, ktorch_device device, ktorch__cu_device **out, const char *fn) {
    ktorch__cu_state *s = KTORCH__CAST(ktorch__cu_state *, ktorch__backend_state(ctx, KTORCH_BACKEND_CUDA));
    if (!s) return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: the context has no CUDA backend (ktorch_cuda_register)", fn);
    if (s->v->kind != KTORCH_BACKEND_CUDA || device.backend != KTORCH_BACKEND_CUDA || device.index < 0 || device.index >= s->ndev)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: device %s:%d is not a CUDA device of the context", fn, ktorch_backend_name(device.backend),
                            device.index);
    *out = &s->dev[device.index];
    return KTORCH_OK;
}

static ktorch_status ktorch__nccl_order(ktorch__nccl_rank *nr) {
    /* the exchange starts after the work queued on the device's stream */
    ktorch__cu_state *s = nr->d->s;
    ktorch_status st = ktorch__cu_check(s, s->cu.cuEventRecord(nr->ready, nr->d->stream), "cuEventRecord");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, nr->wait_event(nr->stream, nr->ready, 0), "cuStreamWaitEvent");
    return st;
}
static ktorch_status ktorch__nccl_start(void *state, ktorch_context *ctx, const void *send, uint64_t send_bytes, int to, void *recv,
                                        uint64_t recv_bytes, int from, void **handle) {
    ktorch__nccl_rank *nr = KTORCH__CAST(ktorch__nccl_rank *, state);
    ktorch__cu_state *s = nr->d->s;
    ktorch_status st;
    int r = 0;
    (void)ctx;
    *handle = NULL;
    if (nr->pending) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_comm (nccl): one exchange at a time");
    if ((st = ktorch__cu_push(nr->d)) != KTORCH_OK) return st;
    st = ktorch__nccl_order(nr);
    if (st == KTORCH_OK) {
        r = nr->api.ncclGroupStart();
        if (r == 0 && send_bytes) r = nr->api.ncclSend(send, KTORCH__CAST(size_t, send_bytes), KTORCH__NCCL_UINT8, to, nr->comm, nr->stream);
        if (r == 0 && recv_bytes) r = nr->api.ncclRecv(recv, KTORCH__CAST(size_t, recv_bytes), KTORCH__NCCL_UINT8, from, nr->comm, nr->stream);
        if (r == 0) r = nr->api.ncclGroupEnd();
        else nr->api.ncclGroupEnd();
        st = ktorch__nccl_check(&nr->api, r, "ncclSend/ncclRecv");
    }
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuEventRecord(nr->done, nr->stream), "cuEventRecord");
    ktorch__cu_pop(nr->d);
    if (st == KTORCH_OK) {
        nr->pending = 1;
        *handle = nr;
    }
    return st;
}
static ktorch_status ktorch__nccl_wait(void *state, ktorch_context *ctx, void *handle) {
    ktorch__nccl_rank *nr = KTORCH__CAST(ktorch__nccl_rank *, state);
    ktorch_status st;
    (void)ctx;
    if (!handle) return KTORCH_OK;
    nr->pending = 0;
    if ((st = ktorch__cu_push(nr->d)) != KTORCH_OK) return st;
    st = ktorch__cu_check(nr->d->s, nr->wait_event(nr->d->stream, nr->done, 0), "cuStreamWaitEvent");
    ktorch__cu_pop(nr->d);
    return st;
}
static ktorch_status ktorch__nccl_all_gather(void *state, ktorch_context *ctx, const void *send, void *recv, uint64_t bytes) {
    ktorch__nccl_rank *nr = KTORCH__CAST(ktorch__nccl_rank *, state);
    ktorch__cu_state *s = nr->d->s;
    ktorch_status st;
    (void)ctx;
    if ((st = ktorch__cu_push(nr->d)) != KTORCH_OK) return st;
    st = ktorch__nccl_order(nr);
    if (st == KTORCH_OK)
        st = ktorch__nccl_check(&nr->api, nr->api.ncclAllGather(send, recv, KTORCH__CAST(size_t, bytes), KTORCH__NCCL_UINT8, nr->comm, nr->stream),
                                "ncclAllGather");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuEventRecord(nr->done, nr->stream), "cuEventRecord");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, nr->wait_event(nr->d->stream, nr->done, 0), "cuStreamWaitEvent");
    ktorch__cu_pop(nr->d);
    return st;
}
static void ktorch__nccl_destroy(void *state) {
    ktorch__nccl_rank *nr = KTORCH__CAST(ktorch__nccl_rank *, state);
    ktorch_allocator a = nr->alloc;
    if (nr->d && ktorch__cu_push(nr->d) == KTORCH_OK) {
        ktorch__cu_state *s = nr->d->s;
        if (nr->stream) s->cu.cuStreamSynchronize(nr->stream);
        if (nr->comm) nr->api.ncclCommDestroy(nr->comm);
        if (nr->ready) s->cu.cuEventDestroy(nr->ready);
        if (nr->done) s->cu.cuEventDestroy(nr->done);
        if (nr->stream) s->cu.cuStreamDestroy(nr->stream);
        ktorch__cu_pop(nr->d);
    }
    if (nr->lib) dlclose(nr->lib);
    ktorch__free(&a, nr);
}

/* A rank's state before its NCCL communicator exists: library, stream, events. */
static ktorch_status ktorch__nccl_rank_make(ktorch_context *ctx, ktorch_device device, const ktorch_nccl_desc *desc, ktorch__nccl_rank **out,
                                            const char *fn) {
    ktorch__cu_device *d = NULL;
    ktorch__nccl_rank *nr;
    ktorch__cu_state *s;
    ktorch_status st;
    void *p;
    *out = NULL;
    if ((st = ktorch__nccl_device(ctx, device, &d, fn)) != KTORCH_OK) return st;
    s = d->s;
    nr = KTORCH__CAST(ktorch__nccl_rank *, ktorch__calloc(&s->alloc, 1, sizeof *nr));
    if (!nr) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    nr->alloc = s->alloc;
    if ((st = ktorch__nccl_load(desc, &nr->lib, &nr->api, fn)) != KTORCH_OK) {
        ktorch__nccl_destroy(nr);
        return st;
    }
    p = dlsym(s->libcuda, "cuStreamWaitEvent");
    if (!p) {
        ktorch__nccl_destroy(nr);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the CUDA driver has no cuStreamWaitEvent", fn);
    }
    memcpy(&nr->wait_event, &p, sizeof p);
    nr->d = d;
    if ((st = ktorch__cu_push(d)) != KTORCH_OK) {
        nr->d = NULL;
        ktorch__nccl_destroy(nr);
        return st;
    }
    st = ktorch__cu_check(s, s->cu.cuStreamCreate(&nr->stream, KTORCH__CU_STREAM_NON_BLOCKING), "cuStreamCreate");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuEventCreate(&nr->ready, KTORCH__CU_EVENT_DISABLE_TIMING), "cuEventCreate");
    if (st == KTORCH_OK) st = ktorch__cu_check(s, s->cu.cuEventCreate(&nr->done, KTORCH__CU_EVENT_DISABLE_TIMING), "cuEventCreate");
    ktorch__cu_pop(d);
    if (st != KTORCH_OK) {
        ktorch__nccl_destroy(nr);
        return st;
    }
    *out = nr;
    return KTORCH_OK;
}
static ktorch_status ktorch__nccl_wrap(ktorch__nccl_rank *nr, ktorch_device device, int rank, int size, ktorch_comm **out) {
    ktorch_comm_impl impl;
    ktorch_status st;
    memset(&impl, 0, sizeof impl);
    impl.state = nr;
    impl.rank = rank;
    impl.size = size;
    impl.device = device;
    impl.start = ktorch__nccl_start;
    impl.wait = ktorch__nccl_wait;
    impl.all_gather = ktorch__nccl_all_gather;
    impl.destroy = ktorch__nccl_destroy;
    st = ktorch_comm_create(&impl, &nr->alloc, out);
    if (st != KTORCH_OK) ktorch__nccl_destroy(nr);
    return st;
}

KTORCH_API ktorch_status ktorch_nccl_unique_id(const ktorch_nccl_desc *desc, unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES]) {
    static const char *fn = "ktorch_nccl_unique_id";
    ktorch__nccl_api api;
    ktorch__ncclUniqueId u;
    ktorch_status st;
    void *lib;
    if (!id) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'id' is NULL", fn);
    if ((st = ktorch__nccl_load(desc, &lib, &api, fn)) != KTORCH_OK) return st;
    st = ktorch__nccl_check(&api, api.ncclGetUniqueId(&u), "ncclGetUniqueId");
    if (st == KTORCH_OK) memcpy(id, u.internal, sizeof u.internal);
    else dlclose(lib); /* else NCCL stays loaded: its bootstrap thread, which the ranks join, runs in it */
    return st;
}

KTORCH_API ktorch_status ktorch_nccl_comm_create(ktorch_context *ctx, ktorch_device device, int rank, int size,
                                                 const unsigned char id[KTORCH_NCCL_UNIQUE_ID_BYTES], const ktorch_nccl_desc *desc, ktorch_comm **out) {
    static const char *fn = "ktorch_nccl_comm_create";
    ktorch__nccl_rank *nr;
    ktorch__ncclUniqueId u;
    ktorch_status st;
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    *out = NULL;
    if (!ctx || !id) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' or 'id' is NULL", fn);
    if (size < 1 || rank < 0 || rank >= size) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: rank %d of size %d", fn, rank, size);
    if ((st = ktorch__nccl_rank_make(ctx, device, desc, &nr, fn)) != KTORCH_OK) return st;
    memcpy(u.internal, id, sizeof u.internal);
    if ((st = ktorch__cu_push(nr->d)) == KTORCH_OK) {
        st = ktorch__nccl_check(&nr->api, nr->api.ncclCommInitRank(&nr->comm, size, u, rank), "ncclCommInitRank");
        ktorch__cu_pop(nr->d);
    }
    if (st != KTORCH_OK) {
        ktorch__nccl_destroy(nr);
        return st;
    }
    return ktorch__nccl_wrap(nr, device, rank, size, out);
}

KTORCH_API ktorch_status ktorch_nccl_comms_create(ktorch_context *const *ctxs, const ktorch_device *devices, int count, const ktorch_nccl_desc *desc,
                                                  ktorch_comm **comms) {
    static const char *fn = "ktorch_nccl_comms_create";
    ktorch__nccl_rank *nr[KTORCH__MAX_DEVICES];
    ktorch__ncclComm nc[KTORCH__MAX_DEVICES];
    int ord[KTORCH__MAX_DEVICES], i, made = 0;
    ktorch_status st = KTORCH_OK;
    if (!ctxs || !devices || !comms) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctxs', 'devices' and 'comms' are required", fn);
    if (count < 1 || count > KTORCH__MAX_DEVICES) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'count' must be 1..%d, got %d", fn, KTORCH__MAX_DEVICES, count);
    for (i = 0; i < count; i++) comms[i] = NULL;
    for (i = 0; i < count && st == KTORCH_OK; i++) {
        if (!ctxs[i]) st = ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctxs[%d]' is NULL", fn, i);
        else if ((st = ktorch__nccl_rank_make(ctxs[i], devices[i], desc, &nr[i], fn)) == KTORCH_OK) {
            made++;
            ord[i] = nr[i]->d->ordinal;
        }
    }
    if (st == KTORCH_OK) {
        memset(nc, 0, sizeof nc);
        st = ktorch__nccl_check(&nr[0]->api, nr[0]->api.ncclCommInitAll(nc, count, ord), "ncclCommInitAll");
        for (i = 0; i < count && st == KTORCH_OK; i++) nr[i]->comm = nc[i];
    }
    if (st != KTORCH_OK) {
        for (i = 0; i < made; i++) ktorch__nccl_destroy(nr[i]);
        return st;
    }
    for (i = 0; i < count; i++)
        if (st == KTORCH_OK) st = ktorch__nccl_wrap(nr[i], devices[i], i, count, &comms[i]);
        else ktorch__nccl_destroy(nr[i]);
    if (st != KTORCH_OK)
        for (i = 0; i < count; i++) {
            ktorch_comm_destroy(comms[i]);
            comms[i] = NULL;
        }
    return st;
}

/* ---- embedded kernel sources: shaders/, one string literal per line ---- */
/* BEGIN GENERATED SOURCES (make shaders; do not edit) */
static const char *const *ktorch__cu_src_kernel_args(size_t *nlines) { /* shaders/kernel_args.h */
    static const char *const lines[] = {
"/* Argument blocks of the CUDA-dialect kernels, defined once. `make shaders`\n",
"   copies this file verbatim into ktorch_cuda.h's implementation, where host\n",
"   code fills the blocks, and embeds it as a source that precedes every\n",
"   kernel file (after the prelude) when NVRTC compiles one. Both sides check\n",
"   the same sizes and offsets at compile time: C99 host code through a\n",
"   negative array size, kernels through static_assert.\n",
"   Layout rules: 8-byte fields first within each group, 4-byte floats in\n",
"   pairs (or padded), no double anywhere (Vulkan push constants and devices\n",
"   without f64 cannot carry one). A double that must survive exactly travels\n",
"   as three floats (KTORCH__CU_F3_DOUBLE).\n",
"   Vulkan push constants hold 128 bytes: the sparse-list, dequantize and\n",
"   combine blocks fit; the others need a uniform or storage buffer.\n",
"   Kernels name the blocks kt_*_args (typedefs next to their kernels). */\n",
"#ifndef KTORCH__KERNEL_ARGS_H\n",
"#define KTORCH__KERNEL_ARGS_H\n",
"\n",
"#ifdef KT_DEV /* kernel side: the prelude came first */\n",
"typedef kt_u64 ktorch__cu_u64;\n",
"typedef kt_i64 ktorch__cu_i64;\n",
"#define KTORCH__CU_ARGS_ASSERT(c, id) static_assert(c, #id)\n",
"#define KTORCH__CU_ARGS_OFFSET(T, f) KT_OFFSETOF(T, f) /* from the prelude: NVRTC has no offsetof */\n",
"#else\n",
"typedef uint64_t ktorch__cu_u64;\n",
"typedef int64_t ktorch__cu_i64;\n",
"#define KTORCH__CU_ARGS_ASSERT(c, id) typedef char ktorch__cu_check_##id[(c) ? 1 : -1]\n",
"#define KTORCH__CU_ARGS_OFFSET(T, f) offsetof(T, f)\n",
"#endif\n",
"#define KTORCH__CU_ARGS_SIZE(T, n) KTORCH__CU_ARGS_ASSERT(sizeof(T) == (n), T##_size)\n",
"#define KTORCH__CU_ARGS_AT(T, f, n) KTORCH__CU_ARGS_ASSERT(KTORCH__CU_ARGS_OFFSET(T, f) == (n), T##_##f)\n",
"/* f[3] = {hi, mid, lo} of x, each the float nearest the rest of the ones\n",
"   before: hi + (mid + lo) is x exactly for x = 0 and 2^-97 <= |x| <= FLT_MAX\n",
"   (mid + lo is x - hi, which has at most 29 significant bits). */\n",
"#define KTORCH__CU_F3_DOUBLE(f) ((double)(f)[0] + ((double)(f)[1] + (double)(f)[2]))\n",
"\n",
"/* ---- attention.cu ---- */\n",
"/* Flash attention (kinds 0, 1, 3, 4): pointers, strides in elements, shapes,\n",
"   masks and windows, split-KV partials. */\n",
"typedef struct ktorch__cu_attn_args {\n",
"    ktorch__cu_u64 q, k, v, o, lse, mask, alibi, part_o, part_lse;\n",
"    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn;\n",
"    ktorch__cu_i64 l_sb, l_sh, l_sn, m_sb, m_sh, m_sq, m_sk;\n",
"    ktorch__cu_i64 mask_type, B, Hq, Hk, Nq, Nk, group, pack, wflags, wl, wr, num_splits, split_keys, rows;\n",
"    float scale, softcap;\n",
"} ktorch__cu_attn_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, q_sb, 72);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, l_sb, 168);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, mask_type, 224);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, scale, 336);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_attn_args, 344);\n",
"\n",
"/* Third argument of the kind 4 kernel (second of kind 0 masks 2 and 3):\n",
"   the block-sparse tile lists, or for kind 4's dense kernel the pairing flag\n",
"   (CTA x runs row blocks R-1-x and x). */\n",
"typedef struct ktorch__cu_sparse_args {\n",
"    ktorch__cu_u64 cnt, idx, bmask;\n",
"    ktorch__cu_i64 T, bq, bk, m_sb, m_sh, m_sq, m_sk;\n",
"    ktorch__cu_i64 pair;\n",
"} ktorch__cu_sparse_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, T, 24);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, pair, 80);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_sparse_args, 88);\n",
"\n",
"/* Paged KV cache decode (kind 9): the attention block, then the block table,\n",
"   context lengths, pages and their per-token scales (strides in bytes). */\n",
"typedef struct ktorch__cu_paged_args {\n",
"    ktorch__cu_attn_args a;\n",
"    ktorch__cu_u64 bt, lens, kp, vp, ksc, vsc;\n",
"    ktorch__cu_i64 bt_sb, bt_sp, page, kp_sp, kp_sh, kp_ss, vp_sp, vp_sh, vp_ss;\n",
"    ktorch__cu_i64 ks_sp, ks_sh, ks_ss, vs_sp, vs_sh, vs_ss, kq, vq; /* kq/vq: 1 i8, 2 e4m3, 3 e5m2 */\n",
"} ktorch__cu_paged_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt, 344);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt_sb, 392);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, vq, 520);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_paged_args, 528);\n",
"\n",
"/* Cache append and its non-finite check (kind 9); strides in bytes. */\n",
"typedef struct ktorch__cu_append_args {\n",
"    ktorch__cu_u64 src, dst, dsc, nsc, bt, lens, flag;\n",
"    ktorch__cu_i64 s_sb, s_sh, s_st, s_se, d_sp, d_sh, d_ss, d_se, c_sp, c_sh, c_ss, n_sb, n_sh, n_st;\n",
"    ktorch__cu_i64 bt_sb, bt_sp, page, B, Hk, T, n, mode, src_dt, dst_dt, side;\n",
"} ktorch__cu_append_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_append_args, s_sb, 56);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_append_args, bt_sb, 168);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_append_args, 256);\n",
"\n",
"/* ---- misc.cu ---- */\n",
"/* Strided copies with dtype conversion; strides in elements. */\n",
"typedef struct ktorch__cu_convert_args {\n",
"    ktorch__cu_u64 src, dst;\n",
"    ktorch__cu_i64 shape[4], ss[4], ds[4];\n",
"    ktorch__cu_i64 n, src_dtype, dst_dtype, esize;\n",
"} ktorch__cu_convert_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, shape, 16);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, n, 112);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_convert_args, 144);\n",
"\n",
"/* Split-KV combine: one block per (b, hq, i) row. */\n",
"typedef struct ktorch__cu_combine_args {\n",
"    ktorch__cu_u64 part_o, part_lse, o, lse;\n",
"    ktorch__cu_i64 B, Hq, Nq, D, num_splits, out_dtype;\n",
"    ktorch__cu_i64 o_sb, o_sh, o_sn, l_sb, l_sh, l_sn;\n",
"} ktorch__cu_combine_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, B, 32);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, l_sn, 120);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_combine_args, 128);\n",
"\n",
"/* ---- quant.cu ---- */\n",
"/* Quantization and dequantization, every format (kind 5). */\n",
"typedef struct ktorch__cu_q_args {\n",
"    ktorch__cu_u64 x, data, scale, zp, scr, aux, out;\n",
"    ktorch__cu_i64 n, R, K, xdt, odt, kind, elem, ebits, mbits, emax;\n",
"    ktorch__cu_i64 gran, axis_last, inner, nch, nsc, group, ngroups, nblk, margin, noclip, units, direct, rows_per_unit;\n",
"    float fmax, fixed_mul, tscale, pad; /* tscale: nvfp4's tensor scale when dequantizing, or given when quantizing (else 0) */\n",
"    ktorch__cu_u64 err;                 /* device word of rejected rows (0: none to report here) */\n",
"    ktorch__cu_i64 tag, lanes, flat;    /* tag | row goes to err; lanes per block; flat: K % block == 0 */\n",
"    ktorch__cu_i64 fast, sshift, sdiv, smod; /* 16-element chunks (kt_dq, kt_q_encode, kt_q_block); scale index of element e: (e >> sshift or e / sdiv) % smod (0: none) */\n",
"    ktorch__cu_i64 fuse;  /* kt_q_encode's 16-element path, per tensor: the scale from the keys, no kt_q_params_k */\n",
"    ktorch__cu_i64 span;  /* kt_q_encode, one pass: channel c is elements [c * span, (c + 1) * span) (kt_q_chan_run) */\n",
"    ktorch__cu_u64 host;  /* kt_q_stats: mapped host words for scale 0's keys and the error word (0: none) */\n",
"    ktorch__cu_i64 keep;  /* kt_q_stats's packed path: bytes at the front of x read at normal L2 priority, the rest evict-first */\n",
"} ktorch__cu_q_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_args, n, 56);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_args, gran, 136);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_args, fmax, 240);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_args, err, 256);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_args, keep, 344);\n",
"/* The error word holds tag | row: rows below 2^KTORCH__CUQ_ROW_BITS, then\n",
"   KTORCH__CUQ_RANGE on a row that int8_asym refuses for a scale whose range\n",
"   overflows f32, or q8_0 / q4_0 for a block whose f16 d overflows (so the\n",
"   smallest word names a NaN/Inf row first, as the CPU checks them first),\n",
"   then the format (4 bits) and the call count. */\n",
"#define KTORCH__CUQ_ROW_BITS 39\n",
"#define KTORCH__CUQ_RANGE ((ktorch__cu_i64)1 << KTORCH__CUQ_ROW_BITS)\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_q_args, 352);\n",
"\n",
"/* fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8). */\n",
"typedef struct ktorch__cu_q_cast_args {\n",
"    ktorch__cu_u64 src, dst;\n",
"    ktorch__cu_i64 shape[4], ss[4], ds[4];\n",
"    ktorch__cu_i64 n, src_dtype, dst_dtype, saturate, contiguous;\n",
"    ktorch__cu_i64 vec; /* float -> fp8, both addresses 16-byte aligned: 16-element vectors */\n",
"} ktorch__cu_q_cast_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, n, 112);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, vec, 152);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_q_cast_args, 160);\n",
"\n",
"/* ---- gemm.cu ---- */\n",
"/* Matrix products y[M,N] = x[M,K] W[N,K]^T (kind 6). */\n",
"typedef struct ktorch__cu_gemm_args {\n",
"    ktorch__cu_u64 x, w, y, sx, sw, part;\n",
"    ktorch__cu_i64 M, N, K;          /* K in elements */\n",
"    ktorch__cu_i64 ldx, ldw, ldy;    /* row strides in elements (W: of its codes; packed fp4 rows use K) */\n",
"    ktorch__cu_i64 y_dtype;          /* ktorch dtype code: 0 f32, 1 f16, 2 bf16, 8 i32 */\n",
"    ktorch__cu_i64 sx_rows, sw_rows; /* 8-bit modes: scale per row (1) or one scale (0); 16-bit: no scales */\n",
"    ktorch__cu_i64 wfmt;             /* quantized W: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4, 4 nvfp4, 5 mxfp8_e4m3 */\n",
"    ktorch__cu_i64 w_nb, w_block;    /* quantized W: scales per row and elements per scale (0: per row / tensor) */\n",
"    ktorch__cu_i64 k_split;          /* elements of K per split (multiple of the stage) */\n",
"    float tscale, pad;               /* nvfp4 tensor scale */\n",
"} ktorch__cu_gemm_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, M, 48);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, tscale, 152);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_gemm_args, 160);\n",
"\n",
"/* ---- gemv.cu ---- */\n",
"/* Quantized W at M <= 16: W rows of ldw bytes; scales as ktorch_qtensor holds them. */\n",
"typedef struct ktorch__cu_gemv_args {\n",
"    ktorch__cu_u64 x, w, y, sw, part;\n",
"    ktorch__cu_i64 M, N, K;       /* K in elements */\n",
"    ktorch__cu_i64 ldx, ldy, ldw; /* x, y: row strides in elements; W: bytes per row */\n",
"    ktorch__cu_i64 y_dtype;       /* 0 f32, 1 f16, 2 bf16 */\n",
"    ktorch__cu_i64 sw_mode;       /* int8/fp8: 0 one scale, 1 one per row, 2 groups of w_block */\n",
"    ktorch__cu_i64 w_nb, w_block; /* scales per row and elements per scale */\n",
"    ktorch__cu_i64 k_split;       /* elements of K per split (a multiple of the chunk) */\n",
"    float tscale, pad;            /* nvfp4 tensor scale */\n",
"} ktorch__cu_gemv_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, M, 40);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, tscale, 128);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_gemv_args, 136);\n",
"\n",
"/* ---- variants.cu ---- */\n",
"/* LSE merge of two partial attention outputs. */\n",
"typedef struct ktorch__cu_merge_args {\n",
"    ktorch__cu_u64 a, la, b, lb, o, lo;\n",
"    ktorch__cu_i64 as[4], bs[4], os[4], las[3], lbs[3], los[3];\n",
"    ktorch__cu_i64 B, H, N, D, a_dt, b_dt, o_dt, a_empty, b_empty, vw, gs;\n",
"} ktorch__cu_merge_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, as, 48);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, B, 216);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_merge_args, 304);\n",
"\n",
"/* ---- sparse.cu ---- */\n",
"/* Key tiles per CTA of the block-sparse attention kernels, from a block mask. */\n",
"typedef struct ktorch__cu_list_args {\n",
"    ktorch__cu_u64 bmask, cnt, idx;\n",
"    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk; /* element strides; 0 where broadcast */\n",
"    ktorch__cu_i64 B, H, R, T, BM, BN, bq, bk, Nq, Nk, wflags, wl, wr;\n",
"} ktorch__cu_list_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_list_args, m_sb, 24);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_list_args, B, 56);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_list_args, 160);\n",
"\n",
"/* Top-k block mask, pooling pass. */\n",
"typedef struct ktorch__cu_pool_args {\n",
"    ktorch__cu_u64 q, k, qm, km;\n",
"    ktorch__cu_i64 q_sb, q_sh, q_sn, q_sd, k_sb, k_sh, k_sn, k_sd;\n",
"    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, D, QB, KB, bq, bk, dtype; /* dtype: 0 f32, 1 f16, 2 bf16 */\n",
"} ktorch__cu_pool_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, q_sb, 32);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, B, 96);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_pool_args, 184);\n",
"\n",
"/* Top-k block mask, selection pass: density as three floats, so that the\n",
"   kernel's count round(density * n) in f64 is the host's. */\n",
"typedef struct ktorch__cu_select_args {\n",
"    ktorch__cu_u64 qm, km, sc, mask;\n",
"    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;\n",
"    ktorch__cu_i64 B, Hq, Hk, QB, KB, D, causal;\n",
"    float density[3], pad;\n",
"} ktorch__cu_select_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_select_args, m_sb, 32);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_select_args, density, 120);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_select_args, 136);\n",
"\n",
"/* ---- train.cu ---- */\n",
"/* Training ops (kind 11): the op's tensors by slot (each kernel names its\n",
"   slots), row strides and element strides in elements, dtype codes (0 f32,\n",
"   1 f16, 2 bf16), sizes, and f32 parameters. */\n",
"typedef struct ktorch__cu_train_args {\n",
"    ktorch__cu_u64 p[8];               /* addresses, 0: absent */\n",
"    ktorch__cu_i64 ld[8], sd[8], dt[8];\n",
"    ktorch__cu_i64 rows, D, T, n, M, N, K, kind, flags, pad;\n",
"    float f[10];\n",
"} ktorch__cu_train_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_train_args, ld, 64);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_train_args, rows, 256);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_train_args, f, 336);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_train_args, 376);\n",
"\n",
"/* ---- attn_bwd.cu ---- */\n",
"/* Attention backward (kind 12): operands and gradients, strides in elements,\n",
"   shapes, windows as the forward's; dd: f32 scratch of 2 x B*Hq*Nq (Dd,\n",
"   then the LSE in the log2 domain); gradient dtype codes 0 f32, 1 f16, 2 bf16. */\n",
"typedef struct ktorch__cu_bwd_args {\n",
"    /* add: 1 adds to dq, dk, dv (op arg[0]); dqa: 0, or the f32 [B, Hq, Nq, D] dQ that kt_bwd_dkdvq sums into with atomics */\n",
"    ktorch__cu_u64 q, k, v, o, dout, lse, dq, dk, dv, dd, alibi, add, dqa;\n",
"    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn, do_sb, do_sh, do_sn;\n",
"    ktorch__cu_i64 l_sb, l_sh, l_sn, dq_sb, dq_sh, dq_sn, dk_sb, dk_sh, dk_sn, dv_sb, dv_sh, dv_sn;\n",
"    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, group, wflags, wl, wr, dq_dt, dk_dt, dv_dt;\n",
"    float scale, softcap;\n",
"} ktorch__cu_bwd_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, q_sb, 104);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, l_sb, 224);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, B, 320);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, scale, 416);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_args, 424);\n",
"/* The second argument of the kinds 14 and 15 (block-sparse or masked\n",
"   backward). mask: the u8 block mask [B|1, Hq|1, QB, KB] (blocks bq x bk;\n",
"   el: tiles straddle blocks, so P checks each element's block) or the\n",
"   element mask [B|1, Hq|1, Nq, Nk] (mtype 0 bool, 1 f32, 2 f16, 3 bf16;\n",
"   additive), element strides, 0 where broadcast. Tile lists (int32, built\n",
"   by kt_bwd_list): per dK/dV CTA (b, kv head, key block of BN; CB of them\n",
"   a head) ccnt[row] entries g * QT + query tile (BI rows) at cidx + row * CT;\n",
"   per dQ CTA (b, q head, query block of BN; RB a head) rcnt[row] key tiles\n",
"   (BI keys) at ridx + row * RT. */\n",
"typedef struct ktorch__cu_bwd_sp_args {\n",
"    ktorch__cu_u64 mask, ccnt, cidx, rcnt, ridx;\n",
"    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;\n",
"    ktorch__cu_i64 bq, bk, el, mtype, QT, CT, RT, CB, RB;\n",
"} ktorch__cu_bwd_sp_args;\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, m_sb, 40);\n",
"KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, bq, 72);\n",
"KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_sp_args, 144);\n",
"\n",
"#endif /* KTORCH__KERNEL_ARGS_H */\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_prelude(size_t *nlines) { /* shaders/cuda_prelude.cu */
    static const char *const lines[] = {
"/* ktorch CUDA-dialect prelude for NVIDIA: types, vendor specifics (warp\n",
"   size, lane masks, inline PTX for tensor-core tiles, async copies, packed\n",
"   conversions) and f16/bf16 helpers. Compiled by NVRTC with no toolkit\n",
"   headers. shaders/hip_prelude.cu maps the same names for AMD; kernel files\n",
"   use only these names (tests/sh_kernel_lanes.sh checks). */\n",
"#define KT_WARP 32      /* lanes of a warp (NVIDIA-only code: warpgroups) */\n",
"#define KT_WARP_SHIFT 5 /* log2(KT_WARP) */\n",
"/* Kernels are written for lane groups of KT_LANES lanes: the lane-group\n",
"   functions below (shuffles, votes, reductions, kt_syncwarp) and the\n",
"   fragments of the matrix tiles (kt_ldsm_x4, kt_mma) span one group. Here a\n",
"   group is a warp; on AMD it is a wave32 or half a wave64. Blocks hold whole\n",
"   groups. */\n",
"#define KT_LANES 32\n",
"#define KT_LANES_SHIFT 5\n",
"#define KT_WAVE_GROUPS 1 /* lane groups of a hardware warp (AMD wave64: 2) */\n",
"typedef unsigned int kt_lmask; /* one bit per lane of a group */\n",
"#define KT_FULL_MASK 0xffffffffu\n",
"/* a loop over a lane's share of a tile (trip count per lane): unrolled here */\n",
"#define KT_UNROLL_LANES _Pragma(\"unroll\")\n",
"/* instructions this target has (the kernels keep portable fallbacks) */\n",
"#define KT_HW_PAIRS 1 /* packed f16/bf16 conversions and min/max */\n",
"#if __CUDA_ARCH__ >= 800\n",
"#define KT_HW_L2HINT 1 /* L2 cache-policy loads */\n",
"#endif\n",
"#if __CUDA_ARCH__ >= 860\n",
"#define KT_HW_ABSMAX2 1 /* max.NaN.xorsign.abs.bf16x2 */\n",
"#endif\n",
"#if __CUDA_ARCH__ >= 890\n",
"#define KT_HW_F8 1    /* fp8 pair conversions */\n",
"#define KT_HW_F8MMA 1 /* fp8 tiles (kt_mma_f8) */\n",
"#endif\n",
"#if __CUDA_ARCH__ >= 900\n",
"#define KT_HW_U16X2 1 /* packed u16 min/max/add */\n",
"#endif\n",
"#define KT_DEV __device__ __forceinline__\n",
"#define KT_KERNEL extern \"C\" __global__\n",
"typedef unsigned char kt_u8;\n",
"typedef unsigned short kt_u16;\n",
"typedef unsigned int kt_u32;\n",
"typedef int kt_i32;\n",
"typedef unsigned long long kt_u64;\n",
"typedef long long kt_i64;\n",
"#define KT_OFFSETOF(T, f) ((kt_u64) & ((T *)0)->f) /* no offsetof in NVRTC */\n",
"\n",
"#define KT_LOG2E 1.4426950408889634f\n",
"#define KT_LN2 0.6931471805599453f\n",
"#define KT_NEG_INF (-__int_as_float(0x7f800000))\n",
"\n",
"/* ---- lane groups: shuffles, votes, reductions, barrier --------------------- */\n",
"template <typename T> KT_DEV T kt_shfl_xor(T v, int m) { return __shfl_xor_sync(KT_FULL_MASK, v, m); }\n",
"template <typename T> KT_DEV T kt_shfl_xor(T v, int m, int w) { return __shfl_xor_sync(KT_FULL_MASK, v, m, w); }\n",
"template <typename T> KT_DEV T kt_shfl_xor_in(kt_lmask mask, T v, int m) { return __shfl_xor_sync(mask, v, m); }\n",
"template <typename T> KT_DEV T kt_shfl(T v, int src) { return __shfl_sync(KT_FULL_MASK, v, src); }\n",
"template <typename T> KT_DEV T kt_shfl(T v, int src, int w) { return __shfl_sync(KT_FULL_MASK, v, src, w); }\n",
"KT_DEV kt_lmask kt_ballot(bool p) { return __ballot_sync(KT_FULL_MASK, p); }\n",
"KT_DEV bool kt_any(bool p) { return __any_sync(KT_FULL_MASK, p); }\n",
"KT_DEV bool kt_all(bool p) { return __all_sync(KT_FULL_MASK, p); }\n",
"KT_DEV kt_u32 kt_reduce_max(kt_u32 v) { return __reduce_max_sync(KT_FULL_MASK, v); }\n",
"KT_DEV int kt_mask_popc(kt_lmask m) { return __popc(m); }\n",
"KT_DEV kt_lmask kt_lanes_below(int lane) { return (1u << lane) - 1u; }\n",
"KT_DEV void kt_syncwarp(void) { __syncwarp(); }\n",
"KT_DEV float kt_fadd_rz(float a, float b) { return __fadd_rz(a, b); }\n",
"KT_DEV float kt_exp2(float x) {\n",
"    float y;\n",
"    asm(\"ex2.approx.ftz.f32 %0, %1;\" : \"=f\"(y) : \"f\"(x));\n",
"    return y;\n",
"}\n",
"KT_DEV kt_u32 kt_smem_addr(const void *p) {\n",
"    kt_u32 a;\n",
"    asm(\"{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }\" : \"=r\"(a) : \"l\"(p));\n",
"    return a;\n",
"}\n",
"\n",
"/* ---- f16 / bf16 (bit-exact with ktorch.h's conversions) ------------------ */\n",
"KT_DEV float kt_bf16_to_f32(kt_u16 h) { return __uint_as_float(((kt_u32)h) << 16); }\n",
"KT_DEV float kt_f16_to_f32(kt_u16 h) {\n",
"    kt_u32 sign = ((kt_u32)(h & 0x8000u)) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, r;\n",
"    if (e == 0) r = __float_as_uint((float)(kt_i32)m * 5.9604644775390625e-08f);\n",
"    else if (e == 31) r = 0x7f800000u | (m << 13);\n",
"    else r = ((e + 112u) << 23) | (m << 13);\n",
"    return __uint_as_float(r | sign);\n",
"}\n",
"KT_DEV kt_u16 kt_f32_to_bf16(float x) {\n",
"    kt_u32 b = __float_as_uint(x);\n",
"    if ((b & 0x7fffffffu) > 0x7f800000u) return (kt_u16)(((b >> 16) & 0x8000u) | 0x7fc0u);\n",
"    return (kt_u16)((b + 0x7fffu + ((b >> 16) & 1u)) >> 16);\n",
"}\n",
"KT_DEV kt_u16 kt_f32_to_f16(float x) {\n",
"    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 16) & 0x8000u, c;\n",
"    if (a > 0x7f800000u) return (kt_u16)(sign | 0x7e00u);\n",
"    if (a >= 0x477ff000u) return (kt_u16)(sign | 0x7c00u); /* rounds to >= 65520: Inf */\n",
"    if (a < 0x38800000u) {                                 /* subnormal or zero in f16 */\n",
"        kt_u32 e = a >> 23, m = (a & 0x7fffffu) | 0x800000u, sh, q, rem, half;\n",
"        if (a < 0x33000000u) return (kt_u16)sign; /* below half the smallest subnormal */\n",
"        sh = 126u - e;                            /* 14 + (112 - e) + ... */\n",
"        q = m >> sh;\n",
"        rem = m & ((1u << sh) - 1u);\n",
"        half = 1u << (sh - 1u);\n",
"        if (rem > half || (rem == half && (q & 1u))) q++;\n",
"        return (kt_u16)(sign | q);\n",
"    }\n",
"    c = a - 0x38000000u; /* rebias exponent 127 -> 15 */\n",
"    c = (c + 0xfffu + ((c >> 13) & 1u)) >> 13;\n",
"    return (kt_u16)(sign | c);\n",
"}\n",
"/* f32 -> small float, round to nearest even: the integer routine of ktorch.h\n",
"   (ktorch__f32_round_small), so device codes equal host codes bit for bit. */\n",
"KT_DEV kt_u32 kt_round_small(kt_u32 a, int M, int B) {\n",
"    int ef = (int)(a >> 23), emin_f = 128 - B, below = emin_f - ef, s, steps;\n",
"    kt_u32 sig = (a & 0x7FFFFFu) | 0x800000u, q, rem, half;\n",
"    below = below > 0 ? below : 0;\n",
"    s = 23 - M + below;\n",
"    s = s < 25 ? s : 25;\n",
"    q = sig >> s;\n",
"    rem = sig & ((1u << s) - 1u);\n",
"    half = 1u << (s - 1);\n",
"    q += (kt_u32)((rem > half) | ((rem == half) & (q & 1u)));\n",
"    steps = ef - emin_f;\n",
"    steps = steps > 0 ? steps : 0;\n",
"    return ((kt_u32)steps << M) + q;\n",
"}\n",
"/* fp8 codes <-> f32 (ktorch.h's conversions bit for bit; sat: out-of-range\n",
"   and Inf to the largest finite code instead of Inf/NaN) */\n",
"/* codes above maxfin (and Inf) become maxfin when saturating, else ovf\n",
"   (E4M3: NaN, E5M2: Inf); NaN becomes 0x7f */\n",
"KT_DEV kt_u8 kt_f32_to_f8(float x, int sat, int M, int B, kt_u32 maxfin, kt_u32 ovf) {\n",
"    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 24) & 0x80u, c, over = sat ? maxfin : ovf;\n",
"    c = kt_round_small(a < 0x7f800000u ? a : 0u, M, B);\n",
"    c = c > maxfin ? over : c;\n",
"    c = a == 0x7f800000u ? over : c;\n",
"    c = a > 0x7f800000u ? 0x7fu : c;\n",
"    return (kt_u8)(c | sign);\n",
"}\n",
"KT_DEV kt_u8 kt_f32_to_e4m3(float x, int sat) { return kt_f32_to_f8(x, sat, 3, 7, 0x7eu, 0x7fu); }\n",
"KT_DEV kt_u8 kt_f32_to_e5m2(float x, int sat) { return kt_f32_to_f8(x, sat, 2, 15, 0x7bu, 0x7cu); }\n",
"KT_DEV float kt_e4m3_to_f32(kt_u32 code) {\n",
"    kt_u32 sign = (code & 0x80u) << 24, e = (code >> 3) & 0xfu, m = code & 7u;\n",
"    kt_u32 r = e == 0 ? __float_as_uint((float)(kt_i32)m * 0.001953125f) : (((e + 120u) << 23) | (m << 20));\n",
"    r = (code & 0x7fu) == 0x7fu ? 0x7fc00000u : r;\n",
"    return __uint_as_float(r | sign);\n",
"}\n",
"KT_DEV float kt_e5m2_to_f32(kt_u32 code) { return kt_f16_to_f32((kt_u16)(code << 8)); }\n",
"\n",
"/* Two floats to a packed pair of 16-bit values (low half = first). */\n",
"KT_DEV kt_u32 kt_pack2_bf16(float lo, float hi) {\n",
"    kt_u32 r;\n",
"    asm(\"cvt.rn.bf16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_pack2_f16(float lo, float hi) {\n",
"    kt_u32 r;\n",
"    asm(\"cvt.rn.f16x2.f32 %0, %1, %2;\" : \"=r\"(r) : \"f\"(hi), \"f\"(lo));\n",
"    return r;\n",
"}\n",
"#if KT_DTYPE == 1\n",
"KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_bf16(lo, hi); }\n",
"#else\n",
"KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_f16(lo, hi); }\n",
"#endif\n",
"/* f32 -> f16 bits, round to nearest even */\n",
"KT_DEV kt_u16 kt_cvt_f16(float x) {\n",
"    kt_u16 h;\n",
"    asm(\"cvt.rn.f16.f32 %0, %1;\" : \"=h\"(h) : \"f\"(x));\n",
"    return h;\n",
"}\n",
"KT_DEV float kt_h_to_f32(kt_u16 h) {\n",
"    float x;\n",
"    asm(\"cvt.f32.f16 %0, %1;\" : \"=f\"(x) : \"h\"(h));\n",
"    return x;\n",
"}\n",
"/* the two f16 halves of h as floats */\n",
"KT_DEV void kt_h2_to_f32(kt_u32 h, float &lo, float &hi) {\n",
"    asm(\"{.reg .f16 l, h;\\n mov.b32 {l, h}, %2;\\n cvt.f32.f16 %0, l;\\n cvt.f32.f16 %1, h;}\" : \"=f\"(lo), \"=f\"(hi) : \"r\"(h));\n",
"}\n",
"KT_DEV kt_u32 kt_hsub2(kt_u32 a, kt_u32 b) { /* f16 pairs, round to nearest */\n",
"    kt_u32 r;\n",
"    asm(\"sub.rn.f16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"    return r;\n",
"}\n",
"/* a * b + c on f16 / bf16 pairs, rounded once; subnormals kept (no .ftz) */\n",
"KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) {\n",
"    kt_u32 r;\n",
"    asm(\"fma.rn.f16x2 %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(c));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) {\n",
"    kt_u32 r;\n",
"    asm(\"fma.rn.bf16x2 %0, %1, %2, %3;\" : \"=r\"(r) : \"r\"(a), \"r\"(b), \"r\"(c));\n",
"    return r;\n",
"}\n",
"#define KT_PRMT_SIGN 1 /* kt_prmt's selector bit 3 replicates the byte's sign (the HIP prelude's may not) */\n",
"KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) {\n",
"    kt_u32 d;\n",
"    asm(\"prmt.b32 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(sel));\n",
"    return d;\n",
"}\n",
"/* packed 4 x 8-bit integer dot products: c + sum of the byte products, a's\n",
"   bytes signed (ss) or unsigned (us), b's signed */\n",
"KT_DEV int kt_dp4a_ss(kt_u32 a, kt_u32 b, int c) {\n",
"    int d;\n",
"    asm(\"dp4a.s32.s32 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));\n",
"    return d;\n",
"}\n",
"KT_DEV int kt_dp4a_us(kt_u32 a, kt_u32 b, int c) {\n",
"    int d;\n",
"    asm(\"dp4a.u32.s32 %0, %1, %2, %3;\" : \"=r\"(d) : \"r\"(a), \"r\"(b), \"r\"(c));\n",
"    return d;\n",
"}\n",
"KT_DEV kt_u32 kt_max_u32(kt_u32 a, kt_u32 b) { return a > b ? a : b; }\n",
"/* packed f16 / bf16 min and max (keepnan: max with NaN propagated) */\n",
"KT_DEV kt_u32 kt_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) {\n",
"    kt_u32 r;\n",
"    if (bf) {\n",
"        if (keepnan) asm(\"max.NaN.bf16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"        else if (mx) asm(\"max.bf16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"        else asm(\"min.bf16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"    } else {\n",
"        if (keepnan) asm(\"max.NaN.f16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"        else if (mx) asm(\"max.f16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"        else asm(\"min.f16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"    }\n",
"    return r;\n",
"}\n",
"template <bool MAX> KT_DEV kt_u32 kt_bf16x2_nan(kt_u32 a, kt_u32 b) { /* a NaN half gives NaN */\n",
"    kt_u32 d;\n",
"    if (MAX) asm(\"max.NaN.bf16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n",
"    else asm(\"min.NaN.bf16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n",
"    return d;\n",
"}\n",
"KT_DEV float kt_maxnan(float a, float b) { /* NaN when either is */\n",
"    float r;\n",
"    asm(\"max.NaN.f32 %0, %1, %2;\" : \"=f\"(r) : \"f\"(a), \"f\"(b));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_eq16x2(kt_u32 a, kt_u32 b) { /* 0xffff per equal f16 half */\n",
"    kt_u32 r;\n",
"    asm(\"set.eq.u32.f16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b)); /* exact: no subnormal flush without .ftz */\n",
"    return r;\n",
"}\n",
"#if KT_HW_ABSMAX2\n",
"KT_DEV kt_u32 kt_absmax_bf16x2(kt_u32 a, kt_u32 b) { /* max |.| per half, sign = xor of the signs */\n",
"    kt_u32 r;\n",
"    asm(\"max.NaN.xorsign.abs.bf16x2 %0, %1, %2;\" : \"=r\"(r) : \"r\"(a), \"r\"(b));\n",
"    return r;\n",
"}\n",
"#endif\n",
"#if KT_HW_U16X2\n",
"template <bool MAX> KT_DEV kt_u32 kt_u16x2_mn(kt_u32 a, kt_u32 b) {\n",
"    kt_u32 d;\n",
"    if (MAX) asm(\"max.u16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n",
"    else asm(\"min.u16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n",
"    return d;\n",
"}\n",
"KT_DEV kt_u32 kt_u16x2_add(kt_u32 a, kt_u32 b) {\n",
"    kt_u32 d;\n",
"    asm(\"add.u16x2 %0, %1, %2;\" : \"=r\"(d) : \"r\"(a), \"r\"(b));\n",
"    return d;\n",
"}\n",
"#endif\n",
"#if KT_HW_F8\n",
"/* saturating fp8 codes of two floats: byte 0 from lo, byte 1 from hi */\n",
"KT_DEV kt_u16 kt_f8x2_sat(float lo, float hi, int e5) {\n",
"    kt_u16 t;\n",
"    if (e5) asm(\"cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;\" : \"=h\"(t) : \"f\"(hi), \"f\"(lo));\n",
"    else asm(\"cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;\" : \"=h\"(t) : \"f\"(hi), \"f\"(lo));\n",
"    return t;\n",
"}\n",
"KT_DEV kt_u32 kt_e4m3x2_to_f16x2(kt_u16 b) {\n",
"    kt_u32 r;\n",
"    asm(\"cvt.rn.f16x2.e4m3x2 %0, %1;\" : \"=r\"(r) : \"h\"(b));\n",
"    return r;\n",
"}\n",
"#endif\n",
"#if KT_HW_L2HINT\n",
"KT_DEV kt_u64 kt_policy_evict_first(void) {\n",
"    kt_u64 policy;\n",
"    asm(\"createpolicy.fractional.L2::evict_first.b64 %0, 1.0;\" : \"=l\"(policy));\n",
"    return policy;\n",
"}\n",
"KT_DEV uint4 kt_ld_hint(const uint4 *p, kt_u64 policy) {\n",
"    uint4 r;\n",
"    asm(\"ld.global.nc.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;\" : \"=r\"(r.x), \"=r\"(r.y), \"=r\"(r.z), \"=r\"(r.w) : \"l\"(p), \"l\"(policy));\n",
"    return r;\n",
"}\n",
"#endif\n",
"/* read-only loads of streamed data that do not allocate in L1 (sub-word\n",
"   ones zero-extended to 32 bits) */\n",
"#if KT_HW_L2HINT\n",
"KT_DEV uint4 kt_ldg_na(const uint4 *p) {\n",
"    uint4 r;\n",
"    asm(\"ld.global.nc.L1::no_allocate.v4.u32 {%0, %1, %2, %3}, [%4];\" : \"=r\"(r.x), \"=r\"(r.y), \"=r\"(r.z), \"=r\"(r.w) : \"l\"(p));\n",
"    return r;\n",
"}\n",
"KT_DEV uint2 kt_ldg_na(const uint2 *p) {\n",
"    uint2 r;\n",
"    asm(\"ld.global.nc.L1::no_allocate.v2.u32 {%0, %1}, [%2];\" : \"=r\"(r.x), \"=r\"(r.y) : \"l\"(p));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_ldg_na(const kt_u32 *p) {\n",
"    kt_u32 r;\n",
"    asm(\"ld.global.nc.L1::no_allocate.u32 %0, [%1];\" : \"=r\"(r) : \"l\"(p));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_ldg_na(const kt_u16 *p) {\n",
"    kt_u32 r;\n",
"    asm(\"ld.global.nc.L1::no_allocate.u16 %0, [%1];\" : \"=r\"(r) : \"l\"(p));\n",
"    return r;\n",
"}\n",
"KT_DEV kt_u32 kt_ldg_na(const kt_u8 *p) {\n",
"    kt_u32 r;\n",
"    asm(\"ld.global.nc.L1::no_allocate.u8 %0, [%1];\" : \"=r\"(r) : \"l\"(p));\n",
"    return r;\n",
"}\n",
"#else\n",
"template <typename T> KT_DEV T kt_ldg_na(const T *p) { return __ldg(p); }\n",
"#endif\n",
"/* a hint: the 128-byte line holding p is fetched into L2, nothing waits for it */\n",
"KT_DEV void kt_prefetch_l2(const void *p) { asm volatile(\"prefetch.global.L2 [%0];\" ::\"l\"(p)); }\n",
"/* f64 arithmetic rounded to nearest, never contracted into an FMA */\n",
"KT_DEV double kt_dadd_rn(double x, double y) {\n",
"    double r;\n",
"    asm(\"add.rn.f64 %0, %1, %2;\" : \"=d\"(r) : \"d\"(x), \"d\"(y));\n",
"    return r;\n",
"}\n",
"KT_DEV double kt_dmul_rn(double x, double y) {\n",
"    double r;\n",
"    asm(\"mul.rn.f64 %0, %1, %2;\" : \"=d\"(r) : \"d\"(x), \"d\"(y));\n",
"    return r;\n",
"}\n",
"KT_DEV double kt_ddiv_rn(double x, double y) {\n",
"    double r;\n",
"    asm(\"div.rn.f64 %0, %1, %2;\" : \"=d\"(r) : \"d\"(x), \"d\"(y));\n",
"    return r;\n",
"}\n",
"\n",
"/* ---- async copies (sm_80+) ------------------------------------------------ */\n",
"KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) {\n",
"    asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" ::\"r\"(dst), \"l\"(src), \"r\"(valid ? 16 : 0) : \"memory\");\n",
"}\n",
"KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) {\n",
"    asm volatile(\"cp.async.ca.shared.global [%0], [%1], 4, %2;\" ::\"r\"(dst), \"l\"(src), \"r\"(valid ? 4 : 0) : \"memory\");\n",
"}\n",
"/* 16 bytes at an aligned src of which the first n (0 to 16) are read, the rest zeros */\n",
"KT_DEV void kt_cp_async16n(kt_u32 dst, const void *src, int n) {\n",
"    asm volatile(\"cp.async.cg.shared.global [%0], [%1], 16, %2;\" ::\"r\"(dst), \"l\"(src), \"r\"(n) : \"memory\");\n",
"}\n",
"KT_DEV void kt_cp_commit(void) { asm volatile(\"cp.async.commit_group;\" ::: \"memory\"); }\n",
"KT_DEV void kt_cp_wait_all(void) { asm volatile(\"cp.async.wait_group 0;\" ::: \"memory\"); }\n",
"template <int N> KT_DEV void kt_cp_wait_group(void) { asm volatile(\"cp.async.wait_group %0;\" ::\"n\"(N) : \"memory\"); }\n",
"\n",
"/* shared memory by 32-bit address */\n",
"KT_DEV void kt_sts128(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) {\n",
"    asm volatile(\"st.shared.v4.u32 [%0], {%1, %2, %3, %4};\" ::\"r\"(addr), \"r\"(a), \"r\"(b), \"r\"(c), \"r\"(d) : \"memory\");\n",
"}\n",
"KT_DEV void kt_sts128_b(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) { /* the same, b32 */\n",
"    asm volatile(\"st.shared.v4.b32 [%0], {%1,%2,%3,%4};\" ::\"r\"(addr), \"r\"(a), \"r\"(b), \"r\"(c), \"r\"(d) : \"memory\");\n",
"}\n",
"KT_DEV void kt_sts32(kt_u32 addr, kt_u32 v) { asm volatile(\"st.shared.u32 [%0], %1;\" ::\"r\"(addr), \"r\"(v) : \"memory\"); }\n",
"KT_DEV kt_u32 kt_lds32(kt_u32 addr) {\n",
"    kt_u32 v;\n",
"    asm volatile(\"ld.shared.u32 %0, [%1];\" : \"=r\"(v) : \"r\"(addr) : \"memory\");\n",
"    return v;\n",
"}\n",
"\n",
"/* ---- tensor-core tile helpers (NVIDIA: ldmatrix + mma.sync) ----------------\n",
"   Fragments of one lane group (g = lane / 4, t = lane % 4):\n",
"   A 16 x 16 (16-bit; 16 x 32 bytes for 8-bit types): a0 row g, a1 row g+8,\n",
"   a2/a3 the same rows 8 elements (16 bytes) further; B: b0 column g at\n",
"   k = 2t.., b1 at k + 8; C 16 x 8 f32: c0,c1 row g columns 2t, 2t+1, c2,c3 row g+8. */\n",
"KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {\n",
"    asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\"\n",
"                 : \"=r\"(r0), \"=r\"(r1), \"=r\"(r2), \"=r\"(r3) : \"r\"(addr));\n",
"}\n",
"KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {\n",
"    asm volatile(\"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\"\n",
"                 : \"=r\"(r0), \"=r\"(r1), \"=r\"(r2), \"=r\"(r3) : \"r\"(addr));\n",
"}\n",
"/* An 8x8 tile of 16-bit pairs transposed in registers: lane (g, t) holds\n",
"   row g, columns 2t and 2t + 1, before and after. */\n",
"KT_DEV kt_u32 kt_movm_t(kt_u32 x) {\n",
"    kt_u32 r;\n",
"    asm volatile(\"movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\" : \"=r\"(r) : \"r\"(x));\n",
"    return r;\n",
"}\n",
"#if KT_DTYPE == 1\n",
"#define KT_MMA_TYPE \"bf16\"\n",
"#else\n",
"#define KT_MMA_TYPE \"f16\"\n",
"#endif\n",
"/* c[16x8] += a[16x16] * b[16x8], f32 accumulation, operands of KT_DTYPE. */\n",
"KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \".f32 \"\n",
"                 \"{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n",
"                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));\n",
"}\n",
"KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n",
"                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));\n",
"}\n",
"KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    asm volatile(\"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n",
"                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));\n",
"}\n",
"/* c[16x8] += a[16 x 32] * b[32 x 8], 8-bit operands */\n",
"KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    asm volatile(\"mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\"\n",
"                 : \"+r\"(c[0]), \"+r\"(c[1]), \"+r\"(c[2]), \"+r\"(c[3])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1));\n",
"}\n",
"/* The same where a lane group may be alone in its hardware wave (the HIP\n",
"   prelude keeps its portable path there; a warp is a whole wave here). */\n",
"KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma(c, a, b0, b1); }\n",
"#if KT_HW_F8MMA\n",
"/* fp8 operands: A5/B5 pick e5m2 (else e4m3) */\n",
"template <int A5, int B5> KT_DEV void kt_mma_f8(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"#define KT_MMA_F8(T)                                                                                                   \\\n",
"    asm volatile(\"mma.sync.aligned.m16n8k32.row.col.f32.\" T \".f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\" \\\n",
"                 : \"+f\"(c[0]), \"+f\"(c[1]), \"+f\"(c[2]), \"+f\"(c[3])                                                     \\\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"r\"(b0), \"r\"(b1))\n",
"    if (!A5 && !B5) KT_MMA_F8(\"e4m3.e4m3\");\n",
"    else if (!A5) KT_MMA_F8(\"e4m3.e5m2\");\n",
"    else if (!B5) KT_MMA_F8(\"e5m2.e4m3\");\n",
"    else KT_MMA_F8(\"e5m2.e5m2\");\n",
"#undef KT_MMA_F8\n",
"}\n",
"#endif\n",
"\n",
"#if KT_SM90\n",
"/* ---- Hopper (sm_90a): warpgroup MMA over 128-byte-swizzled shared tiles -- */\n",
"/* Shared-memory matrix descriptor, 128-byte swizzle; addresses 1024-aligned\n",
"   per 8-row atom. lbo/sbo in bytes. */\n",
"KT_DEV kt_u64 kt_gdesc(kt_u32 addr, kt_u32 lbo, kt_u32 sbo) {\n",
"    return (kt_u64)((addr & 0x3ffffu) >> 4) | ((kt_u64)(lbo >> 4) << 16) | ((kt_u64)(sbo >> 4) << 32) | (1ull << 62);\n",
"}\n",
"KT_DEV void kt_wgmma_fence(void) { asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\"); }\n",
"KT_DEV void kt_wgmma_commit(void) { asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\"); }\n",
"template <int N> KT_DEV void kt_wgmma_wait(void) { asm volatile(\"wgmma.wait_group.sync.aligned %0;\" ::\"n\"(N) : \"memory\"); }\n",
"/* ordinary (cp.async) shared stores made visible to the async proxy (wgmma) */\n",
"KT_DEV void kt_fence_async_smem(void) { asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }\n",
"/* keeps accumulator registers in place across asynchronous MMAs */\n",
"KT_DEV void kt_reg_fence(float &x) { asm volatile(\"\" : \"+f\"(x)::\"memory\"); }\n",
"/* d[64 x 64] (+)= A[64 x 16] * B[16 x 64], both in smem; TR the transpose\n",
"   immediates of A and B: \"0, 0\" both K-major, \"1, 1\" A M-major and B N-major */\n",
"#define KT_WGMMA_SS_N64(NAME, TR)                                                                                   \\\n",
"    KT_DEV void NAME(float *d, kt_u64 da, kt_u64 db, int acc) {                                                     \\\n",
"        asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %34, 0;\\n\"                                                    \\\n",
"                     \"wgmma.mma_async.sync.aligned.m64n64k16.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \" {\"                  \\\n",
"                     \"%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,\"                                        \\\n",
"                     \"%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31\"                               \\\n",
"                     \"}, %32, %33, p, 1, 1, \" TR \";\\n}\\n\"                                                            \\\n",
"                     : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]),   \\\n",
"                       \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]),         \\\n",
"                       \"+f\"(d[15]), \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]),       \\\n",
"                       \"+f\"(d[22]), \"+f\"(d[23]), \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]),       \\\n",
"                       \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31])                                                            \\\n",
"                     : \"l\"(da), \"l\"(db), \"r\"(acc));                                                                 \\\n",
"    }\n",
"KT_WGMMA_SS_N64(kt_wgmma_ss_n64, \"0, 0\")\n",
"KT_WGMMA_SS_N64(kt_wgmma_ss_n64_tt, \"1, 1\")\n",
"KT_WGMMA_SS_N64(kt_wgmma_ss_n64_t, \"0, 1\")\n",
"#undef KT_WGMMA_SS_N64\n",
"/* d[64 x 128] (+)= A[64 x 16] (smem, K-major) * B[16 x 128] (smem; TR \"0, 0\" K-major, \"0, 1\" N-major) */\n",
"#define KT_WGMMA_SS_N128(NAME, TR) \\\n",
"KT_DEV void NAME(float *d, kt_u64 da, kt_u64 db, int acc) { \\\n",
"    asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %66, 0;\\n\" \\\n",
"                 \"wgmma.mma_async.sync.aligned.m64n128k16.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \" {\" \\\n",
"                 \"%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,\" \\\n",
"                 \"%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,\" \\\n",
"                 \"%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,\" \\\n",
"                 \"%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63\" \\\n",
"                 \"}, %64, %65, p, 1, 1, \" TR \";\\n}\\n\" \\\n",
"                 : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]), \\\n",
"                   \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]), \"+f\"(d[15]), \\\n",
"                   \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]), \"+f\"(d[22]), \"+f\"(d[23]), \\\n",
"                   \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]), \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31]), \\\n",
"                   \"+f\"(d[32]), \"+f\"(d[33]), \"+f\"(d[34]), \"+f\"(d[35]), \"+f\"(d[36]), \"+f\"(d[37]), \"+f\"(d[38]), \"+f\"(d[39]), \\\n",
"                   \"+f\"(d[40]), \"+f\"(d[41]), \"+f\"(d[42]), \"+f\"(d[43]), \"+f\"(d[44]), \"+f\"(d[45]), \"+f\"(d[46]), \"+f\"(d[47]), \\\n",
"                   \"+f\"(d[48]), \"+f\"(d[49]), \"+f\"(d[50]), \"+f\"(d[51]), \"+f\"(d[52]), \"+f\"(d[53]), \"+f\"(d[54]), \"+f\"(d[55]), \\\n",
"                   \"+f\"(d[56]), \"+f\"(d[57]), \"+f\"(d[58]), \"+f\"(d[59]), \"+f\"(d[60]), \"+f\"(d[61]), \"+f\"(d[62]), \"+f\"(d[63]) \\\n",
"                 : \"l\"(da), \"l\"(db), \"r\"(acc)); \\\n",
"}\n",
"KT_WGMMA_SS_N128(kt_wgmma_ss_n128, \"0, 0\")\n",
"KT_WGMMA_SS_N128(kt_wgmma_ss_n128_t, \"0, 1\")\n",
"KT_WGMMA_SS_N128(kt_wgmma_ss_n128_tt, \"1, 1\") /* A M-major, B N-major */\n",
"#undef KT_WGMMA_SS_N128\n",
"/* a and b added to p[0] and p[1] (8-byte aligned) by one reduction */\n",
"KT_DEV void kt_red_add2(float *p, float a, float b) { asm volatile(\"red.global.add.v2.f32 [%0], {%1, %2};\" ::\"l\"(p), \"f\"(a), \"f\"(b) : \"memory\"); }\n",
"/* the ordered dQ sums' per-block counters (attn_bwd.cu kt_bwd_wgro): an acquire load and a releasing add at GPU scope */\n",
"KT_DEV kt_u32 kt_ld_acquire(const kt_u32 *p) {\n",
"    kt_u32 v;\n",
"    asm volatile(\"ld.acquire.gpu.global.u32 %0, [%1];\" : \"=r\"(v) : \"l\"(p) : \"memory\");\n",
"    return v;\n",
"}\n",
"KT_DEV void kt_red_release_add(kt_u32 *p, kt_u32 v) { asm volatile(\"fence.acq_rel.gpu;\\nred.release.gpu.global.add.u32 [%0], %1;\" ::\"l\"(p), \"r\"(v) : \"memory\"); }\n",
"KT_DEV void kt_nanosleep(kt_u32 ns) { asm volatile(\"nanosleep.u32 %0;\" ::\"r\"(ns)); }\n",
"/* a 64-bit value the compiler must take as new (not reuse one it computed from it earlier) */\n",
"KT_DEV void kt_reg_fence_l(kt_i64 &x) { asm volatile(\"\" : \"+l\"(x)); }\n",
"/* keeps A fragments that an asynchronous MMA reads alive until its wait */\n",
"KT_DEV void kt_reg_fence_u(kt_u32 &x) { asm volatile(\"\" : \"+r\"(x)::\"memory\"); }\n",
"/* d[64 x 64] += A[64 x 16] (registers) * B[16 x 64] (smem, N-major) */\n",
"KT_DEV void kt_wgmma_rs_n64_t(float *d, const kt_u32 *a, kt_u64 db) {\n",
"    asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %37, 0;\\n\"\n",
"                 \"wgmma.mma_async.sync.aligned.m64n64k16.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \" {\"\n",
"                 \"%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,\"\n",
"                 \"%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31\"\n",
"                 \"}, {%32,%33,%34,%35}, %36, p, 1, 1, 1;\\n}\\n\"\n",
"                 : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]),\n",
"                   \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]), \"+f\"(d[15]),\n",
"                   \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]), \"+f\"(d[22]), \"+f\"(d[23]),\n",
"                   \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]), \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"r\"(1));\n",
"}\n",
"/* d[64 x 64] (+)= A[64 x 16] (registers) * B[16 x 64] (smem, K-major); acc 0 overwrites d */\n",
"KT_DEV void kt_wgmma_rs_n64(float *d, const kt_u32 *a, kt_u64 db, int acc) {\n",
"    asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %37, 0;\\n\"\n",
"                 \"wgmma.mma_async.sync.aligned.m64n64k16.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \" {\"\n",
"                 \"%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,\"\n",
"                 \"%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31\"\n",
"                 \"}, {%32,%33,%34,%35}, %36, p, 1, 1, 0;\\n}\\n\"\n",
"                 : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]),\n",
"                   \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]), \"+f\"(d[15]),\n",
"                   \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]), \"+f\"(d[22]), \"+f\"(d[23]),\n",
"                   \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]), \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"r\"(acc));\n",
"}\n",
"/* d[64 x 128] += A[64 x 16] (registers) * B[16 x 128] (smem, N-major) */\n",
"KT_DEV void kt_wgmma_rs_n128_t(float *d, const kt_u32 *a, kt_u64 db) {\n",
"    asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %69, 0;\\n\"\n",
"                 \"wgmma.mma_async.sync.aligned.m64n128k16.f32.\" KT_MMA_TYPE \".\" KT_MMA_TYPE \" {\"\n",
"                 \"%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,\"\n",
"                 \"%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,\"\n",
"                 \"%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,\"\n",
"                 \"%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63\"\n",
"                 \"}, {%64,%65,%66,%67}, %68, p, 1, 1, 1;\\n}\\n\"\n",
"                 : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]),\n",
"                   \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]), \"+f\"(d[15]),\n",
"                   \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]), \"+f\"(d[22]), \"+f\"(d[23]),\n",
"                   \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]), \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31]),\n",
"                   \"+f\"(d[32]), \"+f\"(d[33]), \"+f\"(d[34]), \"+f\"(d[35]), \"+f\"(d[36]), \"+f\"(d[37]), \"+f\"(d[38]), \"+f\"(d[39]),\n",
"                   \"+f\"(d[40]), \"+f\"(d[41]), \"+f\"(d[42]), \"+f\"(d[43]), \"+f\"(d[44]), \"+f\"(d[45]), \"+f\"(d[46]), \"+f\"(d[47]),\n",
"                   \"+f\"(d[48]), \"+f\"(d[49]), \"+f\"(d[50]), \"+f\"(d[51]), \"+f\"(d[52]), \"+f\"(d[53]), \"+f\"(d[54]), \"+f\"(d[55]),\n",
"                   \"+f\"(d[56]), \"+f\"(d[57]), \"+f\"(d[58]), \"+f\"(d[59]), \"+f\"(d[60]), \"+f\"(d[61]), \"+f\"(d[62]), \"+f\"(d[63])\n",
"                 : \"r\"(a[0]), \"r\"(a[1]), \"r\"(a[2]), \"r\"(a[3]), \"l\"(db), \"r\"(1));\n",
"}\n",
"#endif\n",
"#if KT_SM90\n",
"/* ---- Hopper bulk tensor copies, mbarriers, named barriers, register split -- */\n",
"KT_DEV void kt_mbar_init(kt_u32 bar, int count) { asm volatile(\"mbarrier.init.shared::cta.b64 [%0], %1;\" ::\"r\"(bar), \"r\"(count) : \"memory\"); }\n",
"KT_DEV void kt_mbar_expect(kt_u32 bar, kt_u32 bytes) {\n",
"    asm volatile(\"mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\" ::\"r\"(bar), \"r\"(bytes) : \"memory\");\n",
"}\n",
"KT_DEV void kt_mbar_arrive(kt_u32 bar) { asm volatile(\"mbarrier.arrive.shared::cta.b64 _, [%0];\" ::\"r\"(bar) : \"memory\"); }\n",
"/* an arrival on bar once this thread's earlier cp.async copies have landed (counted in the init count) */\n",
"KT_DEV void kt_cp_mbar_arrive(kt_u32 bar) { asm volatile(\"cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\" ::\"r\"(bar) : \"memory\"); }\n",
"KT_DEV void kt_mbar_wait(kt_u32 bar, kt_u32 parity) {\n",
"    kt_u32 done;\n",
"    do {\n",
"        asm volatile(\"{\\n.reg .pred p;\\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\\nselp.u32 %0, 1, 0, p;\\n}\\n\"\n",
"                     : \"=r\"(done) : \"r\"(bar), \"r\"(parity) : \"memory\");\n",
"    } while (!done);\n",
"}\n",
"/* a 1-D bulk copy of `bytes` (a multiple of 16) from global src to shared dst (both 16-byte aligned), counted on bar */\n",
"KT_DEV void kt_bulk_load(kt_u32 dst, const void *src, kt_u32 bytes, kt_u32 bar) {\n",
"    asm volatile(\"cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\" ::\"r\"(dst), \"l\"((kt_u64)src), \"r\"(bytes), \"r\"(bar)\n",
"                 : \"memory\");\n",
"}\n",
"KT_DEV void kt_tma_load(kt_u32 dst, const void *map, int c0, int c1, int c2, int c3, kt_u32 bar) {\n",
"    asm volatile(\"cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];\"\n",
"                 ::\"r\"(dst), \"l\"((kt_u64)map), \"r\"(c0), \"r\"(c1), \"r\"(c2), \"r\"(c3), \"r\"(bar) : \"memory\");\n",
"}\n",
"/* a value equal in every lane, as the compiler's uniform datapath sees it\n",
"   (redux.sync writes a uniform register) */\n",
"KT_DEV kt_u32 kt_uniform(kt_u32 v) {\n",
"    kt_u32 r;\n",
"    asm volatile(\"redux.sync.max.u32 %0, %1, 0xffffffff;\" : \"=r\"(r) : \"r\"(v));\n",
"    return r;\n",
"}\n",
"KT_DEV void kt_bar_sync(int id) { asm volatile(\"bar.sync %0, %1;\" ::\"r\"(id), \"n\"(2 * 128) : \"memory\"); }\n",
"KT_DEV void kt_bar_arrive(int id) { asm volatile(\"bar.arrive %0, %1;\" ::\"r\"(id), \"n\"(2 * 128) : \"memory\"); }\n",
"KT_DEV void kt_bar_sync_wg(int id) { asm volatile(\"bar.sync %0, %1;\" ::\"r\"(id), \"n\"(128) : \"memory\"); } /* one warpgroup */\n",
"KT_DEV void kt_fence_mbar_init(void) { asm volatile(\"fence.mbarrier_init.release.cluster;\" ::: \"memory\"); }\n",
"template <int N> KT_DEV void kt_setmaxnreg_dec(void) { asm volatile(\"setmaxnreg.dec.sync.aligned.u32 %0;\" ::\"n\"(N)); }\n",
"template <int N> KT_DEV void kt_setmaxnreg_inc(void) { asm volatile(\"setmaxnreg.inc.sync.aligned.u32 %0;\" ::\"n\"(N)); }\n",
"#endif\n",
"#if KT_KIND == 6 && KT_D == 2 && defined(__CUDA_ARCH_FEAT_SM90_ALL)\n",
"/* ---- Hopper matrix-product tile (gemm.cu, d 2): m64n256 warpgroup MMA ----- */\n",
"#if KT_MASK == 2\n",
"typedef int ktw_acc;\n",
"#else\n",
"typedef float ktw_acc;\n",
"#endif\n",
"#if KT_MASK == 0\n",
"#define KTW_OP \"m64n256k16.f32.f16.f16\"\n",
"#define KTW_TAIL \", p, 1, 1, 0, 0;\"\n",
"#elif KT_MASK == 1\n",
"#define KTW_OP \"m64n256k16.f32.bf16.bf16\"\n",
"#define KTW_TAIL \", p, 1, 1, 0, 0;\"\n",
"#else\n",
"#define KTW_OP \"m64n256k32.s32.s8.s8\"\n",
"#define KTW_TAIL \", p;\"\n",
"#endif\n",
"KT_DEV void ktw_mma(ktw_acc *d, kt_u64 da, kt_u64 db, int acc) {\n",
"    asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %130, 0;\\n\"\n",
"                 \"wgmma.mma_async.sync.aligned.\" KTW_OP \" {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63,%64,%65,%66,%67,%68,%69,%70,%71,%72,%73,%74,%75,%76,%77,%78,%79,%80,%81,%82,%83,%84,%85,%86,%87,%88,%89,%90,%91,%92,%93,%94,%95,%96,%97,%98,%99,%100,%101,%102,%103,%104,%105,%106,%107,%108,%109,%110,%111,%112,%113,%114,%115,%116,%117,%118,%119,%120,%121,%122,%123,%124,%125,%126,%127}, %128, %129\" KTW_TAIL \"\\n}\\n\"\n",
"#if KT_MASK == 2\n",
"                 : \"+r\"(d[0]), \"+r\"(d[1]), \"+r\"(d[2]), \"+r\"(d[3]), \"+r\"(d[4]), \"+r\"(d[5]), \"+r\"(d[6]), \"+r\"(d[7]), \"+r\"(d[8]), \"+r\"(d[9]), \"+r\"(d[10]), \"+r\"(d[11]), \"+r\"(d[12]), \"+r\"(d[13]), \"+r\"(d[14]), \"+r\"(d[15]), \"+r\"(d[16]), \"+r\"(d[17]), \"+r\"(d[18]), \"+r\"(d[19]), \"+r\"(d[20]), \"+r\"(d[21]), \"+r\"(d[22]), \"+r\"(d[23]), \"+r\"(d[24]), \"+r\"(d[25]), \"+r\"(d[26]), \"+r\"(d[27]), \"+r\"(d[28]), \"+r\"(d[29]), \"+r\"(d[30]), \"+r\"(d[31]), \"+r\"(d[32]), \"+r\"(d[33]), \"+r\"(d[34]), \"+r\"(d[35]), \"+r\"(d[36]), \"+r\"(d[37]), \"+r\"(d[38]), \"+r\"(d[39]), \"+r\"(d[40]), \"+r\"(d[41]), \"+r\"(d[42]), \"+r\"(d[43]), \"+r\"(d[44]), \"+r\"(d[45]), \"+r\"(d[46]), \"+r\"(d[47]), \"+r\"(d[48]), \"+r\"(d[49]), \"+r\"(d[50]), \"+r\"(d[51]), \"+r\"(d[52]), \"+r\"(d[53]), \"+r\"(d[54]), \"+r\"(d[55]), \"+r\"(d[56]), \"+r\"(d[57]), \"+r\"(d[58]), \"+r\"(d[59]), \"+r\"(d[60]), \"+r\"(d[61]), \"+r\"(d[62]), \"+r\"(d[63]), \"+r\"(d[64]), \"+r\"(d[65]), \"+r\"(d[66]), \"+r\"(d[67]), \"+r\"(d[68]), \"+r\"(d[69]), \"+r\"(d[70]), \"+r\"(d[71]), \"+r\"(d[72]), \"+r\"(d[73]), \"+r\"(d[74]), \"+r\"(d[75]), \"+r", "\"(d[76]), \"+r\"(d[77]), \"+r\"(d[78]), \"+r\"(d[79]), \"+r\"(d[80]), \"+r\"(d[81]), \"+r\"(d[82]), \"+r\"(d[83]), \"+r\"(d[84]), \"+r\"(d[85]), \"+r\"(d[86]), \"+r\"(d[87]), \"+r\"(d[88]), \"+r\"(d[89]), \"+r\"(d[90]), \"+r\"(d[91]), \"+r\"(d[92]), \"+r\"(d[93]), \"+r\"(d[94]), \"+r\"(d[95]), \"+r\"(d[96]), \"+r\"(d[97]), \"+r\"(d[98]), \"+r\"(d[99]), \"+r\"(d[100]), \"+r\"(d[101]), \"+r\"(d[102]), \"+r\"(d[103]), \"+r\"(d[104]), \"+r\"(d[105]), \"+r\"(d[106]), \"+r\"(d[107]), \"+r\"(d[108]), \"+r\"(d[109]), \"+r\"(d[110]), \"+r\"(d[111]), \"+r\"(d[112]), \"+r\"(d[113]), \"+r\"(d[114]), \"+r\"(d[115]), \"+r\"(d[116]), \"+r\"(d[117]), \"+r\"(d[118]), \"+r\"(d[119]), \"+r\"(d[120]), \"+r\"(d[121]), \"+r\"(d[122]), \"+r\"(d[123]), \"+r\"(d[124]), \"+r\"(d[125]), \"+r\"(d[126]), \"+r\"(d[127])\n",
"#else\n",
"                 : \"+f\"(d[0]), \"+f\"(d[1]), \"+f\"(d[2]), \"+f\"(d[3]), \"+f\"(d[4]), \"+f\"(d[5]), \"+f\"(d[6]), \"+f\"(d[7]), \"+f\"(d[8]), \"+f\"(d[9]), \"+f\"(d[10]), \"+f\"(d[11]), \"+f\"(d[12]), \"+f\"(d[13]), \"+f\"(d[14]), \"+f\"(d[15]), \"+f\"(d[16]), \"+f\"(d[17]), \"+f\"(d[18]), \"+f\"(d[19]), \"+f\"(d[20]), \"+f\"(d[21]), \"+f\"(d[22]), \"+f\"(d[23]), \"+f\"(d[24]), \"+f\"(d[25]), \"+f\"(d[26]), \"+f\"(d[27]), \"+f\"(d[28]), \"+f\"(d[29]), \"+f\"(d[30]), \"+f\"(d[31]), \"+f\"(d[32]), \"+f\"(d[33]), \"+f\"(d[34]), \"+f\"(d[35]), \"+f\"(d[36]), \"+f\"(d[37]), \"+f\"(d[38]), \"+f\"(d[39]), \"+f\"(d[40]), \"+f\"(d[41]), \"+f\"(d[42]), \"+f\"(d[43]), \"+f\"(d[44]), \"+f\"(d[45]), \"+f\"(d[46]), \"+f\"(d[47]), \"+f\"(d[48]), \"+f\"(d[49]), \"+f\"(d[50]), \"+f\"(d[51]), \"+f\"(d[52]), \"+f\"(d[53]), \"+f\"(d[54]), \"+f\"(d[55]), \"+f\"(d[56]), \"+f\"(d[57]), \"+f\"(d[58]), \"+f\"(d[59]), \"+f\"(d[60]), \"+f\"(d[61]), \"+f\"(d[62]), \"+f\"(d[63]), \"+f\"(d[64]), \"+f\"(d[65]), \"+f\"(d[66]), \"+f\"(d[67]), \"+f\"(d[68]), \"+f\"(d[69]), \"+f\"(d[70]), \"+f\"(d[71]), \"+f\"(d[72]), \"+f\"(d[73]), \"+f\"(d[74]), \"+f\"(d[75]), \"+f", "\"(d[76]), \"+f\"(d[77]), \"+f\"(d[78]), \"+f\"(d[79]), \"+f\"(d[80]), \"+f\"(d[81]), \"+f\"(d[82]), \"+f\"(d[83]), \"+f\"(d[84]), \"+f\"(d[85]), \"+f\"(d[86]), \"+f\"(d[87]), \"+f\"(d[88]), \"+f\"(d[89]), \"+f\"(d[90]), \"+f\"(d[91]), \"+f\"(d[92]), \"+f\"(d[93]), \"+f\"(d[94]), \"+f\"(d[95]), \"+f\"(d[96]), \"+f\"(d[97]), \"+f\"(d[98]), \"+f\"(d[99]), \"+f\"(d[100]), \"+f\"(d[101]), \"+f\"(d[102]), \"+f\"(d[103]), \"+f\"(d[104]), \"+f\"(d[105]), \"+f\"(d[106]), \"+f\"(d[107]), \"+f\"(d[108]), \"+f\"(d[109]), \"+f\"(d[110]), \"+f\"(d[111]), \"+f\"(d[112]), \"+f\"(d[113]), \"+f\"(d[114]), \"+f\"(d[115]), \"+f\"(d[116]), \"+f\"(d[117]), \"+f\"(d[118]), \"+f\"(d[119]), \"+f\"(d[120]), \"+f\"(d[121]), \"+f\"(d[122]), \"+f\"(d[123]), \"+f\"(d[124]), \"+f\"(d[125]), \"+f\"(d[126]), \"+f\"(d[127])\n",
"#endif\n",
"                 : \"l\"(da), \"l\"(db), \"r\"(acc));\n",
"}\n",
"KT_DEV void ktw_fence(void) { asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\"); }\n",
"KT_DEV void ktw_commit(void) { asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\"); }\n",
"template <int N> KT_DEV void ktw_wait(void) { asm volatile(\"wgmma.wait_group.sync.aligned %0;\" ::\"n\"(N) : \"memory\"); }\n",
"KT_DEV void kt_fence_async_smem(void) { asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\"); }\n",
"#endif\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_hip_prelude(size_t *nlines) { /* shaders/hip_prelude.cu */
    static const char *const lines[] = {
"/* ktorch CUDA-dialect prelude for AMD (hiprtc, --offload-arch=gfx...): the\n",
"   names of shaders/cuda_prelude.cu with portable HIP bodies. Nothing here\n",
"   has run on AMD hardware; the kernels compile for gfx90a and gfx1030.\n",
"   Lane groups (KT_LANES = 32, the unit every kernel is written for) are a\n",
"   wave32, or half a wave64 (CDNA): shuffles use width 32 and votes read the\n",
"   group's half of the 64-bit ballot. Matrix tiles keep the NVIDIA fragment\n",
"   layout (cuda_prelude.cu): MFMA on gfx90a and gfx94x where every lane\n",
"   group of the wave calls (kt_mma*), else a portable path of lane shuffles\n",
"   and scalar multiply-adds (kt_mma_group, kt_mma_f8, other targets).\n",
"   Async copies are plain loads and stores (the kernels' barriers that\n",
"   follow their waits order them). */\n",
"#if __AMDGCN_WAVEFRONT_SIZE == 64\n",
"#define KT_WARP 64\n",
"#define KT_WARP_SHIFT 6\n",
"#else\n",
"#define KT_WARP 32\n",
"#define KT_WARP_SHIFT 5\n",
"#endif\n",
"#define KT_LANES 32\n",
"#define KT_LANES_SHIFT 5\n",
"#define KT_WAVE_GROUPS (KT_WARP / KT_LANES) /* lane groups of a hardware wave: 2 on wave64 */\n",
"#define KT_DEV __device__ __forceinline__\n",
"#define KT_KERNEL extern \"C\" __global__\n",
"typedef unsigned char kt_u8;\n",
"typedef unsigned short kt_u16;\n",
"typedef unsigned int kt_u32;\n",
"typedef int kt_i32;\n",
"typedef unsigned long long kt_u64;\n",
"typedef long long kt_i64;\n",
"#define KT_OFFSETOF(T, f) __builtin_offsetof(T, f)\n",
"typedef unsigned int kt_lmask;\n",
"#define KT_FULL_MASK 0xffffffffu\n",
"#define KT_HW_F8MMA 1 /* fp8 tiles: the portable path below */\n",
"#define KT_UNROLL_LANES /* trip count per lane: left to the compiler */\n",
"\n",
"#define KT_LOG2E 1.4426950408889634f\n",
"#define KT_LN2 0.6931471805599453f\n",
"#define KT_NEG_INF (-__int_as_float(0x7f800000))\n",
"\n",
"/* ---- lane groups ------------------------------------------------------------ */\n",
"KT_DEV int kt_lane(void) { return (int)(__lane_id() & (KT_LANES - 1)); }\n",
"template <typename T> KT_DEV T kt_shfl_xor(T v, int m) { return __shfl_xor(v, m, KT_LANES); }\n",
"template <typename T> KT_DEV T kt_shfl_xor(T v, int m, int w) { return __shfl_xor(v, m, w); }\n",
"template <typename T> KT_DEV T kt_shfl_xor_in(kt_lmask mask, T v, int m) {\n",
"    (void)mask; /* lanes of a wave run together */\n",
"    return __shfl_xor(v, m, KT_LANES);\n",
"}\n",
"template <typename T> KT_DEV T kt_shfl(T v, int src) { return __shfl(v, src, KT_LANES); }\n",
"template <typename T> KT_DEV T kt_shfl(T v, int src, int w) { return __shfl(v, src, w); }\n",
"KT_DEV kt_lmask kt_ballot(bool p) {\n",
"#if KT_WARP == 64\n",
"    return (kt_lmask)(__ballot(p) >> (__lane_id() & 32u));\n",
"#else\n",
"    return (kt_lmask)__ballot(p);\n",
"#endif\n",
"}\n",
"KT_DEV bool kt_any(bool p) { return kt_ballot(p) != 0u; }\n",
"KT_DEV bool kt_all(bool p) { return kt_ballot(p) == kt_ballot(true); }\n",
"KT_DEV kt_u32 kt_reduce_max(kt_u32 v) {\n",
"    for (int o = KT_LANES / 2; o > 0; o >>= 1) {\n",
"        const kt_u32 t = __shfl_xor(v, o, KT_LANES);\n",
"        v = t > v ? t : v;\n",
"    }\n",
"    return v;\n",
"}\n",
"KT_DEV int kt_mask_popc(kt_lmask m) { return __popc(m); }\n",
"KT_DEV kt_lmask kt_lanes_below(int lane) { return (1u << lane) - 1u; }\n",
"KT_DEV void kt_syncwarp(void) {\n",
"    __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"workgroup\");\n",
"    __builtin_amdgcn_wave_barrier();\n",
"    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"workgroup\");\n",
"}\n",
"KT_DEV float kt_exp2(float x) { return exp2f(x); }\n",
"/* a + b rounded toward zero: the double sum is exact when the exponents\n",
"   differ by at most 29 (the kernels add 2^23 to values below 2^24) */\n",
"KT_DEV float kt_fadd_rz(float a, float b) {\n",
"    const double s = (double)a + (double)b;\n",
"    float f = (float)s;\n",
"    if (fabs((double)f) > fabs(s)) f = nextafterf(f, 0.0f);\n",
"    return f;\n",
"}\n",
"\n",
"/* ---- local (shared) memory by 32-bit address -------------------------------- */\n",
"#define KT_LDS(T, addr) ((__attribute__((address_space(3))) T *)(kt_u32)(addr))\n",
"typedef kt_u32 kt_v4u __attribute__((ext_vector_type(4))); /* 16-byte local stores */\n",
"KT_DEV kt_u32 kt_smem_addr(const void *p) { return (kt_u32)(kt_u64)(const __attribute__((address_space(3))) void *)p; }\n",
"KT_DEV void kt_sts128(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) {\n",
"    const kt_v4u v = {a, b, c, d};\n",
"    *KT_LDS(kt_v4u, addr) = v;\n",
"}\n",
"KT_DEV void kt_sts128_b(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) { kt_sts128(addr, a, b, c, d); }\n",
"KT_DEV void kt_sts32(kt_u32 addr, kt_u32 v) { *KT_LDS(kt_u32, addr) = v; }\n",
"KT_DEV kt_u32 kt_lds32(kt_u32 addr) { return *KT_LDS(volatile kt_u32, addr); }\n",
"\n",
"/* ---- f16 / bf16 (bit-exact with ktorch.h's conversions) ------------------ */\n",
"KT_DEV float kt_bf16_to_f32(kt_u16 h) { return __uint_as_float(((kt_u32)h) << 16); }\n",
"KT_DEV float kt_f16_to_f32(kt_u16 h) {\n",
"    kt_u32 sign = ((kt_u32)(h & 0x8000u)) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, r;\n",
"    if (e == 0) r = __float_as_uint((float)(kt_i32)m * 5.9604644775390625e-08f);\n",
"    else if (e == 31) r = 0x7f800000u | (m << 13);\n",
"    else r = ((e + 112u) << 23) | (m << 13);\n",
"    return __uint_as_float(r | sign);\n",
"}\n",
"KT_DEV kt_u16 kt_f32_to_bf16(float x) {\n",
"    kt_u32 b = __float_as_uint(x);\n",
"    if ((b & 0x7fffffffu) > 0x7f800000u) return (kt_u16)(((b >> 16) & 0x8000u) | 0x7fc0u);\n",
"    return (kt_u16)((b + 0x7fffu + ((b >> 16) & 1u)) >> 16);\n",
"}\n",
"KT_DEV kt_u16 kt_f32_to_f16(float x) {\n",
"    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 16) & 0x8000u, c;\n",
"    if (a > 0x7f800000u) return (kt_u16)(sign | 0x7e00u);\n",
"    if (a >= 0x477ff000u) return (kt_u16)(sign | 0x7c00u); /* rounds to >= 65520: Inf */\n",
"    if (a < 0x38800000u) {                                 /* subnormal or zero in f16 */\n",
"        kt_u32 e = a >> 23, m = (a & 0x7fffffu) | 0x800000u, sh, q, rem, half;\n",
"        if (a < 0x33000000u) return (kt_u16)sign; /* below half the smallest subnormal */\n",
"        sh = 126u - e;                            /* 14 + (112 - e) + ... */\n",
"        q = m >> sh;\n",
"        rem = m & ((1u << sh) - 1u);\n",
"        half = 1u << (sh - 1u);\n",
"        if (rem > half || (rem == half && (q & 1u))) q++;\n",
"        return (kt_u16)(sign | q);\n",
"    }\n",
"    c = a - 0x38000000u; /* rebias exponent 127 -> 15 */\n",
"    c = (c + 0xfffu + ((c >> 13) & 1u)) >> 13;\n",
"    return (kt_u16)(sign | c);\n",
"}\n",
"/* f32 -> small float, round to nearest even: the integer routine of ktorch.h\n",
"   (ktorch__f32_round_small), so device codes equal host codes bit for bit. */\n",
"KT_DEV kt_u32 kt_round_small(kt_u32 a, int M, int B) {\n",
"    int ef = (int)(a >> 23), emin_f = 128 - B, below = emin_f - ef, s, steps;\n",
"    kt_u32 sig = (a & 0x7FFFFFu) | 0x800000u, q, rem, half;\n",
"    below = below > 0 ? below : 0;\n",
"    s = 23 - M + below;\n",
"    s = s < 25 ? s : 25;\n",
"    q = sig >> s;\n",
"    rem = sig & ((1u << s) - 1u);\n",
"    half = 1u << (s - 1);\n",
"    q += (kt_u32)((rem > half) | ((rem == half) & (q & 1u)));\n",
"    steps = ef - emin_f;\n",
"    steps = steps > 0 ? steps : 0;\n",
"    return ((kt_u32)steps << M) + q;\n",
"}\n",
"/* fp8 codes <-> f32 (ktorch.h's conversions bit for bit; sat: out-of-range\n",
"   and Inf to the largest finite code instead of Inf/NaN) */\n",
"/* codes above maxfin (and Inf) become maxfin when saturating, else ovf\n",
"   (E4M3: NaN, E5M2: Inf); NaN becomes 0x7f */\n",
"KT_DEV kt_u8 kt_f32_to_f8(float x, int sat, int M, int B, kt_u32 maxfin, kt_u32 ovf) {\n",
"    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 24) & 0x80u, c, over = sat ? maxfin : ovf;\n",
"    c = kt_round_small(a < 0x7f800000u ? a : 0u, M, B);\n",
"    c = c > maxfin ? over : c;\n",
"    c = a == 0x7f800000u ? over : c;\n",
"    c = a > 0x7f800000u ? 0x7fu : c;\n",
"    return (kt_u8)(c | sign);\n",
"}\n",
"KT_DEV kt_u8 kt_f32_to_e4m3(float x, int sat) { return kt_f32_to_f8(x, sat, 3, 7, 0x7eu, 0x7fu); }\n",
"KT_DEV kt_u8 kt_f32_to_e5m2(float x, int sat) { return kt_f32_to_f8(x, sat, 2, 15, 0x7bu, 0x7cu); }\n",
"KT_DEV float kt_e4m3_to_f32(kt_u32 code) {\n",
"    kt_u32 sign = (code & 0x80u) << 24, e = (code >> 3) & 0xfu, m = code & 7u;\n",
"    kt_u32 r = e == 0 ? __float_as_uint((float)(kt_i32)m * 0.001953125f) : (((e + 120u) << 23) | (m << 20));\n",
"    r = (code & 0x7fu) == 0x7fu ? 0x7fc00000u : r;\n",
"    return __uint_as_float(r | sign);\n",
"}\n",
"KT_DEV float kt_e5m2_to_f32(kt_u32 code) { return kt_f16_to_f32((kt_u16)(code << 8)); }\n",
"\n",
"/* ---- packed conversions and arithmetic (portable) --------------------------- */\n",
"KT_DEV kt_u32 kt_pack2_bf16(float lo, float hi) { return (kt_u32)kt_f32_to_bf16(lo) | ((kt_u32)kt_f32_to_bf16(hi) << 16); }\n",
"KT_DEV kt_u32 kt_pack2_f16(float lo, float hi) { return (kt_u32)kt_f32_to_f16(lo) | ((kt_u32)kt_f32_to_f16(hi) << 16); }\n",
"#if KT_DTYPE == 1\n",
"KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_bf16(lo, hi); }\n",
"#else\n",
"KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_f16(lo, hi); }\n",
"#endif\n",
"KT_DEV kt_u16 kt_cvt_f16(float x) { return kt_f32_to_f16(x); }\n",
"KT_DEV float kt_h_to_f32(kt_u16 h) { return kt_f16_to_f32(h); }\n",
"KT_DEV void kt_h2_to_f32(kt_u32 h, float &lo, float &hi) {\n",
"    lo = kt_f16_to_f32((kt_u16)(h & 0xffffu));\n",
"    hi = kt_f16_to_f32((kt_u16)(h >> 16));\n",
"}\n",
"/* f16 pairs a - b (exact in f32 for the kernels' operands: small integers) */\n",
"KT_DEV kt_u32 kt_hsub2(kt_u32 a, kt_u32 b) {\n",
"    float al, ah, bl, bh;\n",
"    kt_h2_to_f32(a, al, ah);\n",
"    kt_h2_to_f32(b, bl, bh);\n",
"    return kt_pack2_f16(al - bl, ah - bh);\n",
"}\n",
"/* a * b + c on f16 / bf16 pairs through f32 (exact for the kernels'\n",
"   operands: a product by a power of two, or small integers) */\n",
"KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) {\n",
"    float al, ah, bl, bh, cl, ch;\n",
"    kt_h2_to_f32(a, al, ah);\n",
"    kt_h2_to_f32(b, bl, bh);\n",
"    kt_h2_to_f32(c, cl, ch);\n",
"    return kt_pack2_f16(al * bl + cl, ah * bh + ch);\n",
"}\n",
"KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) {\n",
"    return kt_pack2_bf16(kt_bf16_to_f32((kt_u16)a) * kt_bf16_to_f32((kt_u16)b) + kt_bf16_to_f32((kt_u16)c),\n",
"                         kt_bf16_to_f32((kt_u16)(a >> 16)) * kt_bf16_to_f32((kt_u16)(b >> 16)) + kt_bf16_to_f32((kt_u16)(c >> 16)));\n",
"}\n",
"KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) { return __byte_perm(a, b, sel); }\n",
"/* packed 4 x 8-bit integer dot products (a's bytes signed or unsigned, b's\n",
"   signed), byte by byte: the instructions differ between AMD generations */\n",
"KT_DEV int kt_dp4a_ss(kt_u32 a, kt_u32 b, int c) {\n",
"    for (int i = 0; i < 4; i++) c += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));\n",
"    return c;\n",
"}\n",
"KT_DEV int kt_dp4a_us(kt_u32 a, kt_u32 b, int c) {\n",
"    for (int i = 0; i < 4; i++) c += (int)((a >> (8 * i)) & 255u) * (int)(signed char)(b >> (8 * i));\n",
"    return c;\n",
"}\n",
"KT_DEV kt_u32 kt_max_u32(kt_u32 a, kt_u32 b) { return a > b ? a : b; }\n",
"/* one 16-bit half: min/max by value, the chosen input's bits; nan: a NaN\n",
"   input gives the canonical NaN, else NaN loses to a number */\n",
"KT_DEV kt_u32 kt_mn1(kt_u32 x, kt_u32 y, int bf, int mx, int nan) {\n",
"    const float a = bf ? kt_bf16_to_f32((kt_u16)x) : kt_f16_to_f32((kt_u16)x), b = bf ? kt_bf16_to_f32((kt_u16)y) : kt_f16_to_f32((kt_u16)y);\n",
"    if (a != a || b != b) return nan || (a != a && b != b) ? 0x7fffu : a != a ? y : x;\n",
"    return (mx ? a >= b : a <= b) ? x : y;\n",
"}\n",
"KT_DEV kt_u32 kt_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) {\n",
"    mx = mx || keepnan;\n",
"    return kt_mn1(a & 0xffffu, b & 0xffffu, bf, mx, keepnan) | (kt_mn1(a >> 16, b >> 16, bf, mx, keepnan) << 16);\n",
"}\n",
"template <bool MAX> KT_DEV kt_u32 kt_bf16x2_nan(kt_u32 a, kt_u32 b) {\n",
"    return kt_mn1(a & 0xffffu, b & 0xffffu, 1, MAX, 1) | (kt_mn1(a >> 16, b >> 16, 1, MAX, 1) << 16);\n",
"}\n",
"KT_DEV float kt_maxnan(float a, float b) { return (a != a || b != b) ? a + b : fmaxf(a, b); }\n",
"KT_DEV kt_u32 kt_eq16x2(kt_u32 a, kt_u32 b) {\n",
"    float al, ah, bl, bh;\n",
"    kt_h2_to_f32(a, al, ah);\n",
"    kt_h2_to_f32(b, bl, bh);\n",
"    return (al == bl ? 0xffffu : 0u) | (ah == bh ? 0xffff0000u : 0u);\n",
"}\n",
"/* f64 arithmetic rounded to nearest, never contracted into an FMA */\n",
"KT_DEV double kt_dadd_rn(double x, double y) {\n",
"#pragma clang fp contract(off)\n",
"    return x + y;\n",
"}\n",
"KT_DEV double kt_dmul_rn(double x, double y) {\n",
"#pragma clang fp contract(off)\n",
"    return x * y;\n",
"}\n",
"KT_DEV double kt_ddiv_rn(double x, double y) { return x / y; }\n",
"\n",
"/* ---- async copies: synchronous here ------------------------------------------ */\n",
"KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) {\n",
"    const kt_v4u z = {0u, 0u, 0u, 0u};\n",
"    *KT_LDS(kt_v4u, dst) = valid ? *(const kt_v4u *)src : z;\n",
"}\n",
"/* read-only loads of streamed data (cuda_prelude.cu: no L1 allocation) */\n",
"template <typename T> KT_DEV T kt_ldg_na(const T *p) { return __ldg(p); }\n",
"/* L2 prefetch hints (cuda_prelude.cu): none here */\n",
"KT_DEV void kt_prefetch_l2(const void *p) { (void)p; }\n",
"KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) { *KT_LDS(kt_u32, dst) = valid ? *(const kt_u32 *)src : 0u; }\n",
"KT_DEV void kt_cp_async16n(kt_u32 dst, const void *src, int n) {\n",
"    for (int i = 0; i < 16; i++) *KT_LDS(kt_u8, dst + (kt_u32)i) = i < n ? ((const kt_u8 *)src)[i] : (kt_u8)0;\n",
"}\n",
"KT_DEV void kt_cp_commit(void) {}\n",
"KT_DEV void kt_cp_wait_all(void) {}\n",
"template <int N> KT_DEV void kt_cp_wait_group(void) {}\n",
"\n",
"/* ---- matrix tiles: the NVIDIA fragment layout (see cuda_prelude.cu) --------- */\n",
"/* ldmatrix x4: lane l gets, of matrix m, the word at column pair l % 4 of the\n",
"   row whose address lane 8m + l / 4 gave (.trans: the column l / 4 of rows\n",
"   2(l % 4) and 2(l % 4) + 1) */\n",
"KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {\n",
"    const int l = kt_lane();\n",
"    kt_u32 r[4];\n",
"#pragma unroll\n",
"    for (int m = 0; m < 4; m++) r[m] = *KT_LDS(const kt_u32, kt_shfl(addr, 8 * m + (l >> 2)) + 4u * (kt_u32)(l & 3));\n",
"    r0 = r[0];\n",
"    r1 = r[1];\n",
"    r2 = r[2];\n",
"    r3 = r[3];\n",
"}\n",
"KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {\n",
"    const int l = kt_lane();\n",
"    const kt_u32 col = 2u * (kt_u32)(l >> 2);\n",
"    kt_u32 r[4];\n",
"#pragma unroll\n",
"    for (int m = 0; m < 4; m++) {\n",
"        const kt_u32 lo = kt_shfl(addr, 8 * m + 2 * (l & 3)), hi = kt_shfl(addr, 8 * m + 2 * (l & 3) + 1);\n",
"        r[m] = (kt_u32)*KT_LDS(const kt_u16, lo + col) | ((kt_u32)*KT_LDS(const kt_u16, hi + col) << 16);\n",
"    }\n",
"    r0 = r[0];\n",
"    r1 = r[1];\n",
"    r2 = r[2];\n",
"    r3 = r[3];\n",
"}\n",
"/* An 8x8 tile of 16-bit pairs transposed in registers (lane (g, t): row g,\n",
"   columns 2t, 2t + 1): two shuffles and a byte permute. */\n",
"KT_DEV kt_u32 kt_movm_t(kt_u32 x) {\n",
"    const int l = kt_lane(), g = l >> 2, t = l & 3;\n",
"    const kt_u32 x0 = kt_shfl(x, 8 * t + (g >> 1)), x1 = kt_shfl(x, 8 * t + 4 + (g >> 1));\n",
"    return kt_prmt(x0, x1, (g & 1) ? 0x7632u : 0x5410u);\n",
"}\n",
"/* element i of a packed word: E 0 f16, 1 bf16 (pairs), 2 s8, 3 e4m3, 4 e5m2 (quads) */\n",
"template <int E> KT_DEV float kt_elem(kt_u32 w, int i) {\n",
"    if (E == 0) return kt_f16_to_f32((kt_u16)(w >> (16 * i)));\n",
"    if (E == 1) return kt_bf16_to_f32((kt_u16)(w >> (16 * i)));\n",
"    if (E == 2) return (float)(signed char)(w >> (8 * i));\n",
"    if (E == 3) return kt_e4m3_to_f32((w >> (8 * i)) & 255u);\n",
"    return kt_e5m2_to_f32((w >> (8 * i)) & 255u);\n",
"}\n",
"template <int EA, int EB> KT_DEV float kt_dotw(kt_u32 a, kt_u32 b) {\n",
"    float s = 0.0f;\n",
"#pragma unroll\n",
"    for (int i = 0; i < (EA <= 1 ? 2 : 4); i++) s += kt_elem<EA>(a, i) * kt_elem<EB>(b, i);\n",
"    return s;\n",
"}\n",
"KT_DEV int kt_dotw_s8(kt_u32 a, kt_u32 b) {\n",
"    int s = 0;\n",
"#pragma unroll\n",
"    for (int i = 0; i < 4; i++) s += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));\n",
"    return s;\n",
"}\n",
"/* c[16x8] += a b over one lane group: row g of A and column n of B are held\n",
"   by lanes 4g..4g+3 and 4n..4n+3 (k split over those four). Not inlined: the\n",
"   kernels' fully unrolled tile loops stay within the unroller's limits. */\n",
"template <int EA, int EB, typename T> __device__ __noinline__ void kt_mma_lanes(T *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    const int l = kt_lane(), g = l >> 2, t = l & 3;\n",
"#pragma unroll\n",
"    for (int q = 0; q < 4; q++) {\n",
"        const kt_u32 a0 = kt_shfl(a[0], 4 * g + q), a1 = kt_shfl(a[1], 4 * g + q), a2 = kt_shfl(a[2], 4 * g + q), a3 = kt_shfl(a[3], 4 * g + q);\n",
"#pragma unroll\n",
"        for (int j = 0; j < 2; j++) {\n",
"            const kt_u32 x0 = kt_shfl(b0, 4 * (2 * t + j) + q), x1 = kt_shfl(b1, 4 * (2 * t + j) + q);\n",
"            if (EA == 2) {\n",
"                c[j] += (T)(kt_dotw_s8(a0, x0) + kt_dotw_s8(a2, x1));\n",
"                c[2 + j] += (T)(kt_dotw_s8(a1, x0) + kt_dotw_s8(a3, x1));\n",
"            } else {\n",
"                c[j] += (T)(kt_dotw<EA, EB>(a0, x0) + kt_dotw<EA, EB>(a2, x1));\n",
"                c[2 + j] += (T)(kt_dotw<EA, EB>(a1, x0) + kt_dotw<EA, EB>(a3, x1));\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* A lane group that may be alone in its wave (the decode kernels' blocks of\n",
"   one group): the portable path on every target. */\n",
"KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<KT_DTYPE == 1, KT_DTYPE == 1>(c, a, b0, b1); }\n",
"/* fp8: gfx90a has no fp8 MFMA and gfx94x's takes the FNUZ encodings, not\n",
"   the OCP e4m3/e5m2 of ktorch's codes: the portable path everywhere */\n",
"template <int A5, int B5> KT_DEV void kt_mma_f8(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    kt_mma_lanes<A5 ? 4 : 3, B5 ? 4 : 3>(c, a, b0, b1);\n",
"}\n",
"\n",
"#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)\n",
"#define KT_MFMA 1\n",
"#else\n",
"#define KT_MFMA 0\n",
"#endif\n",
"#if KT_MFMA\n",
"typedef _Float16 kt_mf_h4 __attribute__((ext_vector_type(4)));\n",
"typedef short kt_mf_s4 __attribute__((ext_vector_type(4)));\n",
"typedef float kt_mf_f4 __attribute__((ext_vector_type(4)));\n",
"typedef int kt_mf_i4 __attribute__((ext_vector_type(4)));\n",
"/* ---- matrix tiles on MFMA (tests/sh_hip_mfma_host.sh runs this part on the host) ----\n",
"   kt_mma* need every lane group of the wave at the call: both halves of a\n",
"   wave64 hold their own m16n8k16 (s8: m16n8k32) product in the fragment\n",
"   layout, and v_mfma_*_4x4x4 (16 blocks of 4x4, k = 4: 256 results, the two\n",
"   halves' 2 x 128 with no padding; 16x16x16 would leave half its columns\n",
"   zero) computes both: block g of a half (lanes 4g..4g+3, the fragment's\n",
"   quad g) takes rows 2P, 2P+8, 2P+1, 2P+9 (P = g / 2) and columns\n",
"   2j + g % 2, so a lane's four results are rows g, g+8 of one column for\n",
"   itself and for its partner lane ^ 4. The two blocks of a row pair share\n",
"   A through CBSZ = 1 (ABID picks the even or odd block's lanes), so one\n",
"   register carries the A operand of two steps. Per m16n8k16, both halves:\n",
"   4 MFMA (s8: 8), 16 ds_bpermute (the blocks' operands, k split as in the\n",
"   fragments), 2 ds_swizzle (the results' exchange), 10 v_cndmask, 4 adds,\n",
"   after 18 lane-address instructions that tile loops hoist; the portable\n",
"   function is 182 (bf16), 396 (s8) and 3033 (f16: its branchy decode)\n",
"   instructions, plus the call (gfx90a, hiprtc 5.2; docs/HIP.md). */\n",
"KT_DEV kt_u32 kt_mf_get(kt_u32 v, int src) { return (kt_u32)__builtin_amdgcn_ds_bpermute(src << 2, (int)v); }\n",
"/* lane ^ 4 within 32 lanes: ds_swizzle's bit mode, and 0x1f, or 0, xor 4 */\n",
"KT_DEV float kt_mf_xor4(float v) { return __int_as_float(__builtin_amdgcn_ds_swizzle(__float_as_int(v), 0x101f)); }\n",
"KT_DEV int kt_mf_xor4(int v) { return __builtin_amdgcn_ds_swizzle(v, 0x101f); }\n",
"template <typename V> KT_DEV V kt_mf_pack(kt_u32 lo, kt_u32 hi) {\n",
"    const kt_u32 w[2] = {lo, hi};\n",
"    V v;\n",
"    __builtin_memcpy(&v, w, sizeof v);\n",
"    return v;\n",
"}\n",
"/* word w (rows g) or w + 1 (rows g + 8) of a lane's A fragment, from lane src */\n",
"KT_DEV kt_u32 kt_mf_a(const kt_u32 *a, int w, int src, bool r8) {\n",
"    const kt_u32 x = kt_mf_get(a[w], src), y = kt_mf_get(a[w + 1], src);\n",
"    return r8 ? y : x;\n",
"}\n",
"template <int E, int ABID> KT_DEV kt_mf_f4 kt_mf_16(kt_u32 a0, kt_u32 a1, kt_u32 b0, kt_u32 b1, kt_mf_f4 d) {\n",
"    return E ? __builtin_amdgcn_mfma_f32_4x4x4bf16_1k(kt_mf_pack<kt_mf_s4>(a0, a1), kt_mf_pack<kt_mf_s4>(b0, b1), d, 1, ABID, 0)\n",
"             : __builtin_amdgcn_mfma_f32_4x4x4f16(kt_mf_pack<kt_mf_h4>(a0, a1), kt_mf_pack<kt_mf_h4>(b0, b1), d, 1, ABID, 0);\n",
"}\n",
"template <int S> KT_DEV kt_mf_i4 kt_mf_8(kt_u32 a, kt_u32 b, int sb, kt_mf_i4 d) {\n",
"    return __builtin_amdgcn_mfma_i32_4x4x4i8((int)a, (int)kt_mf_get(b, sb + (S & 3)), d, 1, S & 1, 0);\n",
"}\n",
"/* the block results d (rows 2P, 2P+8, 2P+1, 2P+9 of column 2t + e) into\n",
"   the fragment: even quads keep rows g, g+8 (d0, d1) and send d2, d3, odd\n",
"   quads keep d2, d3 and send d0, d1 */\n",
"template <typename T> KT_DEV void kt_mf_out(T *c, T d0, T d1, T d2, T d3, bool e) {\n",
"    const T r0 = kt_mf_xor4(e ? d0 : d2), r1 = kt_mf_xor4(e ? d1 : d3);\n",
"    c[0] += e ? r0 : d0;\n",
"    c[1] += e ? d2 : r0;\n",
"    c[2] += e ? r1 : d1;\n",
"    c[3] += e ? d3 : r1;\n",
"}\n",
"/* The operands' sources: lane i of block g takes the A row of fragment quad\n",
"   (g & 6) | i / 2 (rows >= 8 where i is odd) and the B column of quad\n",
"   2i + e; step s multiplies k pairs s and s + 4 (s8: k quad s), held by\n",
"   lane s % 4 of those quads. */\n",
"template <int E> KT_DEV void kt_mfma16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    const int l = (int)__lane_id(), h = l & 32, g = (l >> 2) & 7, i = l & 3, e = g & 1;\n",
"    const int sa = h + 4 * ((g & 6) | (i >> 1)) + e, sb = h + 4 * (2 * i + e);\n",
"    const bool r8 = (i & 1) != 0;\n",
"    const kt_u32 x0 = kt_mf_a(a, 0, sa, r8), x1 = kt_mf_a(a, 2, sa, r8);\n",
"    const kt_u32 y0 = kt_mf_a(a, 0, sa + 2, r8), y1 = kt_mf_a(a, 2, sa + 2, r8);\n",
"    kt_mf_f4 d = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"    d = kt_mf_16<E, 0>(x0, x1, kt_mf_get(b0, sb), kt_mf_get(b1, sb), d);\n",
"    d = kt_mf_16<E, 1>(x0, x1, kt_mf_get(b0, sb + 1), kt_mf_get(b1, sb + 1), d);\n",
"    d = kt_mf_16<E, 0>(y0, y1, kt_mf_get(b0, sb + 2), kt_mf_get(b1, sb + 2), d);\n",
"    d = kt_mf_16<E, 1>(y0, y1, kt_mf_get(b0, sb + 3), kt_mf_get(b1, sb + 3), d);\n",
"    kt_mf_out(c, d[0], d[1], d[2], d[3], e != 0);\n",
"}\n",
"KT_DEV void kt_mfma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"    const int l = (int)__lane_id(), h = l & 32, g = (l >> 2) & 7, i = l & 3, e = g & 1;\n",
"    const int sa = h + 4 * ((g & 6) | (i >> 1)) + e, sb = h + 4 * (2 * i + e);\n",
"    const bool r8 = (i & 1) != 0;\n",
"    const kt_u32 x0 = kt_mf_a(a, 0, sa, r8), x1 = kt_mf_a(a, 0, sa + 2, r8), x2 = kt_mf_a(a, 2, sa, r8),\n",
"                 x3 = kt_mf_a(a, 2, sa + 2, r8);\n",
"    kt_mf_i4 d = {0, 0, 0, 0};\n",
"    d = kt_mf_8<0>(x0, b0, sb, d);\n",
"    d = kt_mf_8<1>(x0, b0, sb, d);\n",
"    d = kt_mf_8<2>(x1, b0, sb, d);\n",
"    d = kt_mf_8<3>(x1, b0, sb, d);\n",
"    d = kt_mf_8<4>(x2, b1, sb, d);\n",
"    d = kt_mf_8<5>(x2, b1, sb, d);\n",
"    d = kt_mf_8<6>(x3, b1, sb, d);\n",
"    d = kt_mf_8<7>(x3, b1, sb, d);\n",
"    kt_mf_out(c, d[0], d[1], d[2], d[3], e != 0);\n",
"}\n",
"KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<KT_DTYPE == 1>(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<1>(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<0>(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma_s8(c, a, b0, b1); }\n",
"#else /* KT_MFMA: the portable path */\n",
"KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_group(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<1, 1>(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<0, 0>(c, a, b0, b1); }\n",
"KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<2, 2>(c, a, b0, b1); }\n",
"#endif /* KT_MFMA */\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_attention(size_t *nlines) { /* shaders/attention.cu */
    static const char *const lines[] = {
"/* Flash attention forward (FlashAttention-2 style): one CTA owns BM query\n",
"   rows, streams BN keys at a time through shared memory (cp.async), scores\n",
"   and P.V on tensor cores (ldmatrix + mma m16n8k16), online softmax in f32.\n",
"   Compile-time: KT_D head dim, KT_BN keys per tile, KT_WARPS, KT_MT (16-row\n",
"   tiles per warp), KT_STAGES (K/V tiles in flight + 1), KT_DTYPE (0 f16, 1 bf16), KT_MASK (0 none, 1 tensor).\n",
"   Run time: causal/window, soft-cap, ALiBi, LSE, GQA, packed GQA rows\n",
"   (decode), split-KV partials. Argument blocks: shaders/kernel_args.h. */\n",
"typedef ktorch__cu_attn_args kt_attn_args; /* shaders/kernel_args.h */\n",
"\n",
"/* Third argument of the kind 4 kernel (second of kind 0 masks 2 and 3): the\n",
"   block-sparse tile lists, or for kind 4's dense kernel the pairing flag. */\n",
"typedef ktorch__cu_sparse_args kt_sparse_args; /* shaders/kernel_args.h */\n",
"\n",
"KT_DEV float kt_mask_value(const kt_attn_args &a, kt_i64 b, kt_i64 hq, kt_i64 i, kt_i64 j) {\n",
"    kt_i64 off = b * a.m_sb + hq * a.m_sh + i * a.m_sq + j * a.m_sk;\n",
"    switch (a.mask_type) {\n",
"    case 0: return ((const kt_u8 *)a.mask)[off] ? 0.0f : KT_NEG_INF;\n",
"    case 1: return ((const float *)a.mask)[off];\n",
"    case 2: return kt_f16_to_f32(((const kt_u16 *)a.mask)[off]);\n",
"    default: return kt_bf16_to_f32(((const kt_u16 *)a.mask)[off]);\n",
"    }\n",
"}\n",
"\n",
"#if KT_KIND == 9\n",
"/* Paged KV cache decode (kind 9): the decode kernel below reads K/V rows\n",
"   through the block table; KT_MASK selects the page format (0: pages in\n",
"   the query dtype, 1: i8/fp8 codes with per-token f32 scales decoded in\n",
"   registers, 16 packed rows a block; 2: the same with P V taken as\n",
"   V^T P^T (V's codes the A operand), 8 rows a block, so O is 8 rows instead\n",
"   of 16 in registers: fewer registers, more blocks a multiprocessor). Also\n",
"   the cache append kernels. */\n",
"#if KT_MASK /* captured by value: KT_MASK is redefined next */\n",
"#define KT_PQ 1\n",
"#else\n",
"#define KT_PQ 0\n",
"#endif\n",
"#if KT_MASK == 2\n",
"#define KT_PVT 1\n",
"#else\n",
"#define KT_PVT 0\n",
"#endif\n",
"#undef KT_MASK\n",
"#define KT_MASK 0\n",
"typedef ktorch__cu_paged_args kt_paged_args; /* shaders/kernel_args.h */\n",
"/* One page code to f32 (exact; the codes' OCP values, E4M3 NaN kept). */\n",
"KT_DEV float kt_code_f32(kt_u32 c, int kind) {\n",
"    if (kind == 1) return __int_as_float(0x4B000000 | (c ^ 0x80u)) - 8388736.0f; /* 2^23 + (x + 128) - (2^23 + 128) */\n",
"    return kind == 3 ? kt_e5m2_to_f32(c) : kt_e4m3_to_f32(c);\n",
"}\n",
"KT_DEV float kt_load_any(const char *p, int dt) { /* 0 f32, 1 f16, 2 bf16 */\n",
"    if (dt == 0) return *(const float *)p;\n",
"    if (dt == 1) return kt_f16_to_f32(*(const kt_u16 *)p);\n",
"    return kt_bf16_to_f32(*(const kt_u16 *)p);\n",
"}\n",
"\n",
"/* Cache append: one block per (b, h, t) token row of one side (K or V).\n",
"   mode 0: float tokens into float pages (convert), 1: quantize from the\n",
"   row's amax (the rule of ktorch.h's ktorch__kv_quant_row), 2: copy codes and\n",
"   their scale. Strides in bytes. */\n",
"typedef ktorch__cu_append_args kt_append_args; /* shaders/kernel_args.h */\n",
"KT_KERNEL void kt_kv_append(const kt_append_args a) {\n",
"    __shared__ float red[1024 / KT_LANES];\n",
"    const kt_i64 row = blockIdx.x, t = row % a.T, h = (row / a.T) % a.Hk, b = row / (a.T * a.Hk);\n",
"    const kt_i64 pos = (kt_i64)((const int *)a.lens)[b] + t;\n",
"    const kt_i64 pg = ((const int *)a.bt)[b * a.bt_sb + (pos / a.page) * a.bt_sp], slot = pos % a.page;\n",
"    const char *src = (const char *)a.src + b * a.s_sb + h * a.s_sh + t * a.s_st;\n",
"    char *dst = (char *)a.dst + pg * a.d_sp + h * a.d_sh + slot * a.d_ss;\n",
"    if (a.mode == 0) {\n",
"        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {\n",
"            float x = kt_load_any(src + e * a.s_se, (int)a.src_dt);\n",
"            char *o = dst + e * a.d_se;\n",
"            if (a.dst_dt == 0) *(float *)o = x;\n",
"            else if (a.dst_dt == 1) *(kt_u16 *)o = kt_f32_to_f16(x);\n",
"            else *(kt_u16 *)o = kt_f32_to_bf16(x);\n",
"        }\n",
"        return;\n",
"    }\n",
"    float sv;\n",
"    if (a.mode == 2) {\n",
"        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) dst[e * a.d_se] = src[e * a.s_se];\n",
"        sv = *(const float *)((const char *)a.nsc + b * a.n_sb + h * a.n_sh + t * a.n_st);\n",
"    } else {\n",
"        float amax = 0.0f; /* max is exact: any order gives the host's value */\n",
"        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) amax = fmaxf(amax, fabsf(kt_load_any(src + e * a.s_se, (int)a.src_dt)));\n",
"        for (int m = KT_LANES / 2; m > 0; m >>= 1) amax = fmaxf(amax, kt_shfl_xor(amax, m));\n",
"        if ((threadIdx.x & (KT_LANES - 1)) == 0) red[threadIdx.x >> KT_LANES_SHIFT] = amax;\n",
"        __syncthreads();\n",
"        amax = 0.0f;\n",
"        for (int w = 0; w < (int)(blockDim.x >> KT_LANES_SHIFT); w++) amax = fmaxf(amax, red[w]);\n",
"        float m;\n",
"        if (a.dst_dt == 1) { /* i8 */\n",
"            sv = amax / 127.0f;\n",
"            m = sv > 0.0f ? 1.0f / sv : 0.0f;\n",
"        } else {\n",
"            m = amax > 0.0f ? (a.dst_dt == 2 ? 448.0f : 57344.0f) / amax : 1.0f;\n",
"            if (!(m <= 8.5070592e37f)) m = 8.5070592e37f;\n",
"            sv = 1.0f / m;\n",
"        }\n",
"        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {\n",
"            float v = kt_load_any(src + e * a.s_se, (int)a.src_dt) * m;\n",
"            kt_u32 c;\n",
"            if (a.dst_dt == 1) {\n",
"                if (v != v) v = 0.0f; /* 0 x an infinite m (a subnormal scale): code 0, as the host */\n",
"                v = v > 127.0f ? 127.0f : v < -127.0f ? -127.0f : v;\n",
"                c = (kt_u32)__float2int_rn(v) & 0xFFu;\n",
"            } else {\n",
"                c = a.dst_dt == 3 ? kt_f32_to_e5m2(v, 1) : kt_f32_to_e4m3(v, 1);\n",
"            }\n",
"            dst[e * a.d_se] = (char)c;\n",
"        }\n",
"    }\n",
"    if (threadIdx.x == 0) *(float *)((char *)a.dsc + pg * a.c_sp + h * a.c_sh + slot * a.c_ss) = sv;\n",
"}\n",
"/* Non-finite check of float tokens bound for quantized pages: the smallest\n",
"   index (side, b, h, t, e) of a non-finite value: the one the host reports. */\n",
"KT_KERNEL void kt_kv_check(const kt_append_args a) {\n",
"    const kt_i64 row = blockIdx.x, t = row % a.T, h = (row / a.T) % a.Hk, b = row / (a.T * a.Hk);\n",
"    const char *src = (const char *)a.src + b * a.s_sb + h * a.s_sh + t * a.s_st;\n",
"    for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {\n",
"        float x = kt_load_any(src + e * a.s_se, (int)a.src_dt);\n",
"        if (!(x - x == 0.0f)) atomicMin((unsigned long long *)a.flag, ((unsigned long long)a.side << 62) | (unsigned long long)(((b * a.Hk + h) * a.T + t) * a.n + e));\n",
"    }\n",
"}\n",
"#endif\n",
"#ifndef KT_PVT\n",
"#define KT_PVT 0\n",
"#endif\n",
"\n",
"#if !KT_SM90\n",
"/* Block-sparse on this kernel (kind 0, KT_MASK 2; 3 with the element mask\n",
"   too): the CTA walks its key tiles from kt_sparse_list's lists (tile t is\n",
"   keys [t*BN, t*BN+BN), in order) instead of the range k_lo..k_hi, and when\n",
"   the block sizes are off the BM x BN grid (sp.bmask != 0) checks each\n",
"   element's block bit. Masks 0 and 1 are the dense kernel as it was. */\n",
"#if KT_KIND == 0 && KT_MASK >= 2\n",
"#define KT_BSP 1\n",
"#define KT_EMASK (KT_MASK == 3)\n",
"#else\n",
"#define KT_BSP 0\n",
"#define KT_EMASK KT_MASK\n",
"#endif\n",
"#define BM (KT_PVT ? 8 : 16 * KT_MT * KT_WARPS)\n",
"#define BN KT_BN\n",
"#define LDS (KT_D + 8) /* padded smem row: ldmatrix rows hit distinct banks */\n",
"#define NTHR (KT_WARPS * KT_LANES) /* KT_WARPS lane groups */\n",
"#define DCH (KT_D / 8)\n",
"/* Q fragments stay in registers when they fit (one 16-row tile per warp) */\n",
"#define KT_QREG (KT_MT == 1 && KT_D <= 128)\n",
"\n",
"KT_DEV void kt_load_rows(kt_u32 s_base, const kt_u16 *g, kt_i64 row_stride, kt_i64 first, kt_i64 limit, int nrows,\n",
"                         int tid) {\n",
"    for (int c = tid; c < nrows * DCH; c += NTHR) {\n",
"        int r = c / DCH, ch = c - r * DCH;\n",
"        kt_i64 j = first + r;\n",
"        int ok = j < limit;\n",
"        const kt_u16 *src = g + (ok ? j * row_stride : 0) + ch * 8;\n",
"        kt_cp_async16(s_base + (kt_u32)(r * LDS + ch * 8) * 2u, src, ok);\n",
"    }\n",
"}\n",
"\n",
"/* ---- the tile loop's products (tests/sh_hip_mfma_host.sh runs this part on the host) ----\n",
"   A wave has live rows where its first lane group has: every group of a\n",
"   hardware wave takes the same branch around the products, so they are\n",
"   kt_mma, MFMA on AMD wave64, with both halves there (a dead half\n",
"   multiplies the zero Q rows its loads left; its rows are never stored). A\n",
"   block of one group (decode) is half a wave64 there: the group tile. */\n",
"#if NTHR % (KT_WAVE_GROUPS * KT_LANES) == 0\n",
"#define KT_FMMA kt_mma\n",
"#else\n",
"#define KT_FMMA kt_mma_group\n",
"#endif\n",
"#define KT_FWD_LIVE(r0, warp, rows) (((r0) + ((warp) & -KT_WAVE_GROUPS) * 16 * KT_MT) < (rows))\n",
"/* S += Q K^T over one staged tile of BN keys at sK; Q from registers\n",
"   (KT_QREG) or from its tile at sQ */\n",
"KT_DEV void kt_fwd_qk(float (*s)[BN / 8][4], const kt_u32 (*qreg)[4], kt_u32 sQ, kt_u32 sK, int warp, int lane) {\n",
"#pragma unroll\n",
"    for (int ks = 0; ks < KT_D / 16; ks++) {\n",
"#if KT_QREG\n",
"        (void)sQ;\n",
"        (void)warp;\n",
"        const kt_u32 (*qa)[4] = &qreg[ks];\n",
"#else\n",
"        (void)qreg;\n",
"        kt_u32 qa[KT_MT][4];\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++) {\n",
"            int r = warp * 16 * KT_MT + mt * 16 + (lane & 15);\n",
"            kt_ldsm_x4(sQ + (kt_u32)(r * LDS + ks * 16 + (lane >> 4) * 8) * 2u, qa[mt][0], qa[mt][1], qa[mt][2], qa[mt][3]);\n",
"        }\n",
"#endif\n",
"#pragma unroll\n",
"        for (int np = 0; np < BN / 16; np++) {\n",
"            kt_u32 b0, b1, b2, b3;\n",
"            int r = np * 16 + (lane >> 4) * 8 + (lane & 7);\n",
"            kt_ldsm_x4(sK + (kt_u32)(r * LDS + ks * 16 + ((lane >> 3) & 1) * 8) * 2u, b0, b1, b2, b3);\n",
"#pragma unroll\n",
"            for (int mt = 0; mt < KT_MT; mt++) {\n",
"                KT_FMMA(s[mt][2 * np], qa[mt], b0, b1);\n",
"                KT_FMMA(s[mt][2 * np + 1], qa[mt], b2, b3);\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* O += P V: P the tile's probabilities s in the operand type, V the staged\n",
"   tile at sV */\n",
"KT_DEV void kt_fwd_pv(float (*o)[KT_D / 8][4], float (*s)[BN / 8][4], kt_u32 sV, int lane) {\n",
"#pragma unroll\n",
"    for (int j = 0; j < BN / 16; j++) {\n",
"        kt_u32 pa[KT_MT][4];\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++) {\n",
"            pa[mt][0] = kt_pack2(s[mt][2 * j][0], s[mt][2 * j][1]);\n",
"            pa[mt][1] = kt_pack2(s[mt][2 * j][2], s[mt][2 * j][3]);\n",
"            pa[mt][2] = kt_pack2(s[mt][2 * j + 1][0], s[mt][2 * j + 1][1]);\n",
"            pa[mt][3] = kt_pack2(s[mt][2 * j + 1][2], s[mt][2 * j + 1][3]);\n",
"        }\n",
"#pragma unroll\n",
"        for (int dp = 0; dp < KT_D / 16; dp++) {\n",
"            kt_u32 b0, b1, b2, b3;\n",
"            int r = j * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);\n",
"            kt_ldsm_x4_t(sV + (kt_u32)(r * LDS + dp * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);\n",
"#pragma unroll\n",
"            for (int mt = 0; mt < KT_MT; mt++) {\n",
"                KT_FMMA(o[mt][2 * dp], pa[mt], b0, b1);\n",
"                KT_FMMA(o[mt][2 * dp + 1], pa[mt], b2, b3);\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* ---- end of the tile loop's products ---- */\n",
"\n",
"#if KT_KIND == 9\n",
"/* K/V rows [first, first+BN) through the block table. Lane r < BN holds the\n",
"   page and slot of row first + r (looked up one tile ahead); one warp. */\n",
"#define KT_TSLOTS (KT_PQ ? 0 : KT_STAGES) /* 16-bit K/V tiles in shared memory */\n",
"#define KT_CB (BN * KT_D)                  /* bytes of one tile of codes */\n",
"#if KT_PQ\n",
"/* 16-byte chunk ch of code row r is stored at chunk kt_pq_swz(r, ch), so that\n",
"   each 8 lanes of a 16-byte read hit distinct banks: K's reads (chunk 4c + t\n",
"   of rows 8n + g) and V's (chunk g of rows 16j + 2t + e) alike. */\n",
"KT_DEV int kt_pq_swz(int r, int ch) { return KT_D == 128 ? ch ^ ((r & 6) ^ ((r & 1) << 2)) : ch ^ (r & 2); }\n",
"#endif\n",
"KT_DEV void kt_paged_rows(const kt_paged_args &P, kt_u32 sk, kt_u32 sv, kt_u32 sks, kt_u32 svs, kt_i64 kvh, int pg, int sl,\n",
"                          int nrows, int lane) {\n",
"#if KT_PQ\n",
"    const char *kp = (const char *)P.kp + kvh * P.kp_sh, *vp = (const char *)P.vp + kvh * P.vp_sh;\n",
"    KT_UNROLL_LANES\n",
"    for (int c = lane; c < BN * (KT_D / 16); c += KT_LANES) {\n",
"        int r = c / (KT_D / 16), ch = c - r * (KT_D / 16);\n",
"        int p = kt_shfl(pg, r), q = kt_shfl(sl, r), ok = r < nrows;\n",
"        kt_u32 at = (kt_u32)(r * KT_D + kt_pq_swz(r, ch) * 16);\n",
"        kt_cp_async16(sk + at, kp + (ok ? p * P.kp_sp + q * P.kp_ss : 0) + ch * 16, ok);\n",
"        kt_cp_async16(sv + at, vp + (ok ? p * P.vp_sp + q * P.vp_ss : 0) + ch * 16, ok);\n",
"    }\n",
"    if (lane < BN) {\n",
"        int ok = lane < nrows;\n",
"        kt_cp_async4(sks + 4u * lane, (const float *)P.ksc + (ok ? pg * P.ks_sp + kvh * P.ks_sh + sl * P.ks_ss : 0), ok);\n",
"        kt_cp_async4(svs + 4u * lane, (const float *)P.vsc + (ok ? pg * P.vs_sp + kvh * P.vs_sh + sl * P.vs_ss : 0), ok);\n",
"    }\n",
"#else\n",
"    (void)sks;\n",
"    (void)svs;\n",
"    const kt_u16 *kp = (const kt_u16 *)P.kp + kvh * P.kp_sh, *vp = (const kt_u16 *)P.vp + kvh * P.vp_sh;\n",
"    KT_UNROLL_LANES\n",
"    for (int c = lane; c < BN * DCH; c += KT_LANES) {\n",
"        int r = c / DCH, ch = c - r * DCH;\n",
"        int p = kt_shfl(pg, r), q = kt_shfl(sl, r), ok = r < nrows;\n",
"        kt_cp_async16(sk + (kt_u32)(r * LDS + ch * 8) * 2u, kp + (ok ? p * P.kp_sp + q * P.kp_ss : 0) + ch * 8, ok);\n",
"        kt_cp_async16(sv + (kt_u32)(r * LDS + ch * 8) * 2u, vp + (ok ? p * P.vp_sp + q * P.vp_ss : 0) + ch * 8, ok);\n",
"    }\n",
"#endif\n",
"}\n",
"#if KT_PQ\n",
"/* A whole tile inside one page (rows sl0.. of page pg) on contiguous code\n",
"   rows and 16-byte aligned scales (kt_paged_fast): from a lane's bases (its\n",
"   head's rows and 16-byte chunk of a side, kt_tile_bases) plus the page\n",
"   times its 32-bit stride, the chunks at fixed offsets; no shuffles, no\n",
"   zero-fill. */\n",
"struct kt_tile_bases {\n",
"    const char *k, *v, *s; /* codes at this lane's chunk; scales: lanes < BN/4 K's, < BN/2 V's, 4 a lane */\n",
"    kt_u32 ssp;            /* bytes a page of this lane's scales */\n",
"};\n",
"KT_DEV kt_tile_bases kt_paged_bases(const kt_paged_args &P, kt_i64 kvh, int lane) {\n",
"    kt_tile_bases t;\n",
"    const int v = lane >= BN / 4, q = 4 * (lane - v * (BN / 4));\n",
"    t.k = (const char *)P.kp + kvh * P.kp_sh + 16 * lane;\n",
"    t.v = (const char *)P.vp + kvh * P.vp_sh + 16 * lane;\n",
"    t.s = v ? (const char *)((const float *)P.vsc + kvh * P.vs_sh + q) : (const char *)((const float *)P.ksc + kvh * P.ks_sh + q);\n",
"    t.ssp = (kt_u32)(4 * (v ? P.vs_sp : P.ks_sp));\n",
"    return t;\n",
"}\n",
"KT_DEV void kt_paged_tile(const kt_paged_args &P, const kt_tile_bases &T, kt_u32 sk, kt_u32 sv, kt_u32 sks, kt_u32 svs, int pg, int sl0,\n",
"                          int lane) {\n",
"    const kt_u32 sl = (kt_u32)sl0 * KT_D;\n",
"    const char *kp = T.k + ((kt_u64)(kt_u32)pg * (kt_u32)P.kp_sp + sl), *vp = T.v + ((kt_u64)(kt_u32)pg * (kt_u32)P.vp_sp + sl);\n",
"    /* chunk c = lane + 32i lands at row c / (D/16), its column chunk swizzled:\n",
"       rows x + i 512/D, the swizzle the same for every other i */\n",
"    const int x = lane / (KT_D / 16), ch = lane % (KT_D / 16), rs = 512 / KT_D;\n",
"    const kt_u32 e0 = (kt_u32)(x * KT_D + kt_pq_swz(x, ch) * 16), e1 = (kt_u32)((x + rs) * KT_D + kt_pq_swz(x + rs, ch) * 16) - 512u;\n",
"#pragma unroll\n",
"    for (int i = 0; i < BN * (KT_D / 16) / KT_LANES; i++) {\n",
"        const kt_u32 at = (i & 1 ? e1 : e0) + 512u * (kt_u32)i;\n",
"        kt_cp_async16(sk + at, kp + 512 * i, 1);\n",
"        kt_cp_async16(sv + at, vp + 512 * i, 1);\n",
"    }\n",
"    if (lane < BN / 2) { /* BN / 4 lanes a side, 4 scales each */\n",
"        const int v = lane >= BN / 4;\n",
"        kt_cp_async16((v ? svs : sks) + 16u * (kt_u32)(lane - v * (BN / 4)), T.s + ((kt_u64)(kt_u32)pg * T.ssp + 4u * (kt_u32)sl0), 1);\n",
"    }\n",
"}\n",
"/* Tiles a whole tile of one page each (pages a multiple of BN, the range\n",
"   starting on a tile boundary), rows and scales as kt_paged_tile reads\n",
"   them, page strides within 32 bits: the same for the whole block. */\n",
"KT_DEV int kt_paged_fast(const kt_paged_args &P, kt_i64 k_lo) {\n",
"    return P.page % BN == 0 && k_lo % BN == 0 && P.kp_ss == KT_D && P.vp_ss == KT_D && P.ks_ss == 1 && P.vs_ss == 1 &&\n",
"           ((P.ksc | P.vsc) & 15u) == 0 && ((P.ks_sp | P.ks_sh | P.vs_sp | P.vs_sh) & 3) == 0 && P.kp_sp >= 0 && P.vp_sp >= 0 &&\n",
"           P.kp_sp <= 0xFFFFFFFFll && P.vp_sp <= 0xFFFFFFFFll && P.ks_sp >= 0 && P.vs_sp >= 0 && P.ks_sp <= 0x3FFFFFFFll && P.vs_sp <= 0x3FFFFFFFll;\n",
"}\n",
"#endif\n",
"/* Page and slot of row j (lanes past the range or the sequence get 0). */\n",
"KT_DEV void kt_paged_lookup(const kt_paged_args &P, kt_i64 b, kt_i64 j, kt_i64 hi, int &pg, int &sl) {\n",
"    pg = 0;\n",
"    sl = 0;\n",
"    if (j < hi) {\n",
"        kt_u32 u = (kt_u32)j, ps = (kt_u32)P.page, pi = u / ps;\n",
"        pg = ((const int *)P.bt)[b * P.bt_sb + (kt_i64)pi * P.bt_sp];\n",
"        sl = (int)(u - pi * ps);\n",
"    }\n",
"}\n",
"#if KT_PQ\n",
"/* Four codes of a word as exact 16-bit pairs of q's type, bytes (0, 2) in p0\n",
"   and (1, 3) in p1, by bit placement (no conversions, no scale): i8 the\n",
"   integer (the magic-number trick of gemv.cu), e5m2 and e4m3 their values,\n",
"   but in f16 both fp8 formats as the value x 2^-8 (subnormals included; the\n",
"   kernel folds 2^8 into the scale, so p x v_scale stays clear of f16's\n",
"   subnormals). Codes the append never writes (E4M3 NaN, E5M2 Inf and NaN)\n",
"   do not read as their values. */\n",
"template <int KIND, int F16 = KT_DTYPE == 0, int BIAS = 0> KT_DEV void kt_pq_codes8(kt_u32 w, kt_u32 &p0, kt_u32 &p1) {\n",
"    if (KIND == 1) {\n",
"        if (F16) {\n",
"            const kt_u32 u = w ^ 0x80808080u; /* c + 128 */\n",
"            p0 = kt_prmt(u, 0x64646464u, 0x4240u); /* f16 1024 + (c + 128) */\n",
"            p1 = kt_prmt(u, 0x64646464u, 0x4341u);\n",
"            if (!BIAS) { /* less 1152 (BIAS: c + 1152, the product's caller takes 1152 x the other operand's sum off) */\n",
"                p0 = kt_hsub2(p0, 0x64806480u);\n",
"                p1 = kt_hsub2(p1, 0x64806480u);\n",
"            }\n",
"            return;\n",
"        }\n",
"        /* the byte b = c mod 256 under bf16 0x43: 128 + b for c >= 0, else 2b\n",
"           (b's top bit lands in the exponent): c = h - 128 or h / 2 - 256,\n",
"           the sign bit picking the multiplier and addend (no XOR first) */\n",
"        const kt_u32 h0 = kt_prmt(w, 0x43434343u, 0x4240u), h1 = kt_prmt(w, 0x43434343u, 0x4341u);\n",
"        p0 = kt_fma2_bf16(h0, (h0 & 0x00800080u) ^ 0x3F803F80u, (h0 & 0x00800080u) ^ 0xC300C300u);\n",
"        p1 = kt_fma2_bf16(h1, (h1 & 0x00800080u) ^ 0x3F803F80u, (h1 & 0x00800080u) ^ 0xC300C300u);\n",
"        return;\n",
"    }\n",
"#if KT_PRMT_SIGN\n",
"    if (KIND == 2 && F16) { /* byte b over its sign replicated, shifted: sign to bit 15, b's bit 7 (at 14) masked off */\n",
"        p0 = (kt_prmt(w, w, 0xA280u) << 7) & 0xBF80BF80u;\n",
"        p1 = (kt_prmt(w, w, 0xB391u) << 7) & 0xBF80BF80u;\n",
"        return;\n",
"    }\n",
"#endif\n",
"    /* sign to bit 15, exponent and mantissa below it with the mantissa aligned\n",
"       to q's type: the value x 2^-(bias difference) */\n",
"    const int sh = KIND == 3 ? (F16 ? 8 : 5) : (F16 ? 7 : 4);\n",
"    const kt_u32 m = (0x7Fu << sh) * 0x10001u;\n",
"    p0 = ((w << sh) & m) | ((w << 8) & 0x80008000u);\n",
"    p1 = ((w >> (8 - sh)) & m) | (w & 0x80008000u);\n",
"    /* then times a power of two, plus -0: exact, subnormal codes included */\n",
"    if (!F16) {\n",
"        const kt_u32 mul = KIND == 3 ? 0x77807780u : 0x7B807B80u; /* 2^112, 2^120 */\n",
"        p0 = kt_fma2_bf16(p0, mul, 0x80008000u);\n",
"        p1 = kt_fma2_bf16(p1, mul, 0x80008000u);\n",
"    } else if (KIND == 3) { /* 2^-8: e5m2's smallest subnormal lands on f16's, 2^-24 */\n",
"        p0 = kt_fma2_f16(p0, 0x1C001C00u, 0x80008000u);\n",
"        p1 = kt_fma2_f16(p1, 0x1C001C00u, 0x80008000u);\n",
"    }\n",
"}\n",
"/* Kernel 2 under bf16 queries takes Q K^T in f16 (KT_QK16): K's codes decode\n",
"   to f16 in fewer instructions (i8 5 a word against 8, fp8 without the\n",
"   multiply), Q goes to f16 times a power of two per row that puts the row's\n",
"   largest |q| in [2^14, 2^15] (exact but for elements 2^28 below it), and\n",
"   the scores take the power back with the key scales. */\n",
"#if KT_PVT && KT_DTYPE == 1 && KT_WAVE_GROUPS == 1\n",
"#define KT_QK16 1\n",
"#define KT_QK_MMA kt_mma_f16\n",
"#else\n",
"#define KT_QK16 0\n",
"#define KT_QK_MMA KT_FMMA\n",
"#endif\n",
"/* And P V too (KT_PV16, with KT_ST below): V's codes decode to f16 as K's\n",
"   do (fewer instructions than to bf16), and P^T's elements p x v_scale go\n",
"   to f16 times vmul, a power of two a block (the warp) that keeps the\n",
"   largest |v_scale| seen so far within f16's range: p is at most 2^8 (the\n",
"   lazy softmax), p x scale x vmul at most 2^15; vmul only falls (O rescaled\n",
"   by the ratio, in few tiles), and the epilogue takes it back. */\n",
"#if KT_QK16\n",
"#define KT_PV16 1\n",
"#define KT_PV_MMA kt_mma_f16\n",
"#else\n",
"#define KT_PV16 0\n",
"#define KT_PV_MMA kt_mma\n",
"#endif\n",
"/* Kernel 2 on 32-lane waves takes the scores transposed (KT_ST): S^T =\n",
"   K Q^T, K's codes the A operand (16 keys) and Q^T the B operand (the 8\n",
"   rows), so one m16n8k16 covers 16 keys where S = Q K^T took two, half on\n",
"   zero rows. Lane (g, t) then holds keys g and g + 8 of queries 2t and\n",
"   2t + 1, the queries of its O^T columns (no shuffles to rescale O), and\n",
"   P^T's B fragments for V^T P^T are the two 8x8 halves of the tile\n",
"   transposed in registers (kt_movm_t). */\n",
"#if KT_PVT && KT_WAVE_GROUPS == 1\n",
"#define KT_ST 1\n",
"#if KT_BN != 16\n",
"#error \"kernel 2 takes 16-key tiles\"\n",
"#endif\n",
"#else\n",
"#define KT_ST 0\n",
"#endif\n",
"#if KT_PV16 && !KT_ST\n",
"#error \"P V in f16 comes with the transposed scores\"\n",
"#endif\n",
"/* S += Q K^T over one staged tile of K codes. Lane (g, t) reads the 16 codes\n",
"   of chunk 4c + t of key row 8n + g: the k16 products 4c..4c+3 of column g,\n",
"   elements 64c + 16t + 4p + (0, 2) in slots 2t, 2t+1 and + (1, 3) in slots\n",
"   2t+8, 2t+9; Q's fragments are in the same order. */\n",
"template <int KIND> KT_DEV void kt_pq_qk(float (*s)[4], const kt_u32 (*qa)[4], const kt_u8 *codes, int g, int t) {\n",
"#pragma unroll\n",
"    for (int n = 0; n < BN / 8; n++) {\n",
"        const int r = n * 8 + g;\n",
"#pragma unroll\n",
"        for (int c = 0; c < KT_D / 64; c++) {\n",
"            const uint4 v = *(const uint4 *)(codes + r * KT_D + kt_pq_swz(r, 4 * c + t) * 16);\n",
"            const kt_u32 w[4] = {v.x, v.y, v.z, v.w};\n",
"#pragma unroll\n",
"            for (int p = 0; p < 4; p++) {\n",
"                kt_u32 b0, b1;\n",
"                kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0>(w[p], b0, b1);\n",
"                KT_QK_MMA(s[n], qa[4 * c + p], b0, b1);\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* S^T += K Q^T (KT_ST) over one staged tile of K codes: lane (g, t) reads\n",
"   kt_pq_qk's chunks 4c + t of key rows g and g + 8, the A operand's rows g\n",
"   and g + 8 at kt_pq_qk's k slots; Q's fragments of row g (qa[ks][0] and\n",
"   [2]) are the B operand, column g. i8 codes in f16 come as c + 1152 (no\n",
"   subtraction): st starts at -1152 x the query's sum (kb2). */\n",
"template <int KIND> KT_DEV void kt_pq_qkt(float *st, const kt_u32 (*qa)[4], const kt_u8 *codes, int g, int t) {\n",
"    float s2[4] = {0.0f, 0.0f, 0.0f, 0.0f}; /* odd products: two chains of MMAs, half as long */\n",
"#pragma unroll\n",
"    for (int c = 0; c < KT_D / 64; c++) {\n",
"        const uint4 v0 = *(const uint4 *)(codes + g * KT_D + kt_pq_swz(g, 4 * c + t) * 16);\n",
"        const uint4 v1 = *(const uint4 *)(codes + (g + 8) * KT_D + kt_pq_swz(g + 8, 4 * c + t) * 16);\n",
"        const kt_u32 w0[4] = {v0.x, v0.y, v0.z, v0.w}, w1[4] = {v1.x, v1.y, v1.z, v1.w};\n",
"#pragma unroll\n",
"        for (int p = 0; p < 4; p++) {\n",
"            kt_u32 ka[4];\n",
"            kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0, 1>(w0[p], ka[0], ka[2]);\n",
"            kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0, 1>(w1[p], ka[1], ka[3]);\n",
"            KT_QK_MMA(p & 1 ? s2 : st, ka, qa[4 * c + p][0], qa[4 * c + p][2]);\n",
"        }\n",
"    }\n",
"#pragma unroll\n",
"    for (int e = 0; e < 4; e++) st[e] += s2[e];\n",
"}\n",
"/* The V codes of key block j that lane (g, t) multiplies: the D/8 codes at\n",
"   g D/8 of rows 16j + 2t, +1, +8, +9 (w[e], e in that order). */\n",
"KT_DEV void kt_pq_vload(kt_u32 (*w)[KT_D / 32], const kt_u8 *codes, int j, int g, int t) {\n",
"#pragma unroll\n",
"    for (int e = 0; e < 4; e++) {\n",
"        const int r = 16 * j + 2 * t + (e & 1) + 8 * (e >> 1);\n",
"#if KT_D == 128\n",
"        const uint4 v = *(const uint4 *)(codes + r * KT_D + kt_pq_swz(r, g) * 16);\n",
"        w[e][0] = v.x;\n",
"        w[e][1] = v.y;\n",
"        w[e][2] = v.z;\n",
"        w[e][3] = v.w;\n",
"#else\n",
"        const uint2 v = *(const uint2 *)(codes + r * KT_D + kt_pq_swz(r, g >> 1) * 16 + (g & 1) * 8);\n",
"        w[e][0] = v.x;\n",
"        w[e][1] = v.y;\n",
"#endif\n",
"    }\n",
"}\n",
"/* Word i of those codes paired by byte permutes and decoded to 16-bit pairs:\n",
"   lo rows (2t, 2t+1), hi rows (2t+8, 2t+9), of columns 4i..4i+3. */\n",
"template <int KIND, int F16 = KT_DTYPE == 0> KT_DEV void kt_pq_vpairs(const kt_u32 (*w)[KT_D / 32], int i, kt_u32 *lo, kt_u32 *hi) {\n",
"#if KT_PRMT_SIGN\n",
"    if (KIND == 2 && F16) { /* e4m3 in f16: pairing and decode in one byte permute (kt_pq_codes8) */\n",
"#pragma unroll\n",
"        for (int q = 0; q < 4; q++) {\n",
"            const kt_u32 sel = 0xC480u + 0x1111u * (kt_u32)q; /* column q of both rows, each over its sign */\n",
"            lo[q] = (kt_prmt(w[0][i], w[1][i], sel) << 7) & 0xBF80BF80u;\n",
"            hi[q] = (kt_prmt(w[2][i], w[3][i], sel) << 7) & 0xBF80BF80u;\n",
"        }\n",
"        return;\n",
"    }\n",
"#endif\n",
"    kt_pq_codes8<KIND, F16>(kt_prmt(w[0][i], w[1][i], 0x5410u), lo[0], lo[1]);\n",
"    kt_pq_codes8<KIND, F16>(kt_prmt(w[0][i], w[1][i], 0x7632u), lo[2], lo[3]);\n",
"    kt_pq_codes8<KIND, F16>(kt_prmt(w[2][i], w[3][i], 0x5410u), hi[0], hi[1]);\n",
"    kt_pq_codes8<KIND, F16>(kt_prmt(w[2][i], w[3][i], 0x7632u), hi[2], hi[3]);\n",
"}\n",
"/* O += P V over one staged tile of V codes (kt_pq_vload, kt_pq_vpairs):\n",
"   column g of output block dn is element g D/8 + dn, so the\n",
"   accumulator's element (dn, e) is column (2t + e) D/8 + dn. */\n",
"template <int KIND> KT_DEV void kt_pq_pv(float (*o)[4], const kt_u32 (*pa)[4], const kt_u8 *codes, int g, int t) {\n",
"#pragma unroll\n",
"    for (int j = 0; j < BN / 16; j++) {\n",
"        kt_u32 w[4][KT_D / 32];\n",
"        kt_pq_vload(w, codes, j, g, t);\n",
"#pragma unroll\n",
"        for (int i = 0; i < KT_D / 32; i++) {\n",
"            kt_u32 lo[4], hi[4]; /* rows (2t, 2t+1) and (2t+8, 2t+9) of blocks 4i..4i+3 */\n",
"            kt_pq_vpairs<KIND>(w, i, lo, hi);\n",
"#pragma unroll\n",
"            for (int q = 0; q < 4; q++) KT_FMMA(o[4 * i + q], pa[j], lo[q], hi[q]);\n",
"        }\n",
"    }\n",
"}\n",
"/* O^T += V^T P^T (KT_PVT): the codes of kt_pq_pv, paired the same way, are\n",
"   the A operand: lane (g, t) holds d = g D/8 + 4i + q, so m-tile 2i + h takes\n",
"   rows d + 2h (row g) and d + 2h + 1 (row g + 8); P^T is the B operand,\n",
"   straight from the score tile's row g. o[mt] then holds columns\n",
"   g D/8 + 2mt (+1 in elements 2, 3) of queries 2t, 2t + 1. */\n",
"template <int KIND> KT_DEV void kt_pq_pvt(float (*o)[4], const kt_u32 (*pb)[2], const kt_u8 *codes, int g, int t) {\n",
"#pragma unroll\n",
"    for (int j = 0; j < BN / 16; j++) {\n",
"        kt_u32 w[4][KT_D / 32];\n",
"        kt_pq_vload(w, codes, j, g, t);\n",
"#pragma unroll\n",
"        for (int i = 0; i < KT_D / 32; i++) {\n",
"            kt_u32 lo[4], hi[4];\n",
"            kt_pq_vpairs<KIND, KT_PV16 || KT_DTYPE == 0>(w, i, lo, hi);\n",
"#pragma unroll\n",
"            for (int h = 0; h < 2; h++) {\n",
"                const kt_u32 va[4] = {lo[2 * h], lo[2 * h + 1], hi[2 * h], hi[2 * h + 1]};\n",
"                KT_PV_MMA(o[2 * i + h], va, pb[j][0], pb[j][1]);\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* Scale columns of a score/probability tile: column n*8 + 2t + (e&1). */\n",
"KT_DEV void kt_scale_cols(float (*s)[BN / 8][4], const float *sc, float mul, int t) {\n",
"#pragma unroll\n",
"    for (int n = 0; n < BN / 8; n++) {\n",
"        const float c0 = sc[n * 8 + 2 * t] * mul, c1 = sc[n * 8 + 2 * t + 1] * mul;\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++) {\n",
"            s[mt][n][0] *= c0;\n",
"            s[mt][n][1] *= c1;\n",
"            s[mt][n][2] *= c0;\n",
"            s[mt][n][3] *= c1;\n",
"        }\n",
"    }\n",
"}\n",
"#endif\n",
"#else\n",
"#define KT_TSLOTS KT_STAGES\n",
"#endif\n",
"#ifndef KT_ST\n",
"#define KT_ST 0\n",
"#endif\n",
"\n",
"#if KT_KIND == 9\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_paged_args P) {\n",
"    const kt_attn_args &a = P.a;\n",
"#elif KT_BSP\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_attn_args a, const kt_sparse_args sp) {\n",
"#else\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_attn_args a) {\n",
"#endif\n",
"    extern __shared__ __align__(16) kt_u16 smem[];\n",
"#if !(KT_KIND == 9 && KT_PQ) /* quantized pages: shared memory holds the staged codes alone */\n",
"    kt_u16 *sQ = smem, *sK = smem + BM * LDS, *sV = sK + KT_TSLOTS * BN * LDS;\n",
"#endif\n",
"    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;\n",
"    const kt_i64 hunits = a.pack ? a.Hk : a.Hq;\n",
"    const kt_i64 b = blockIdx.y / hunits, hu = blockIdx.y - b * hunits;\n",
"    const kt_i64 split = blockIdx.z;\n",
"    /* heaviest row blocks (causal: the last ones) first */\n",
"    const kt_i64 r0 = (kt_i64)(gridDim.x - 1 - blockIdx.x) * BM;\n",
"    const kt_i64 rlast = (r0 + BM < a.rows ? r0 + BM : a.rows) - 1;\n",
"    const kt_i64 G = a.group;\n",
"    const kt_i64 i_lo = a.pack ? r0 / G : r0, i_hi = a.pack ? rlast / G : rlast;\n",
"#if KT_KIND == 9\n",
"    const kt_i64 nk = ((const int *)P.lens)[b]; /* per-sequence context length */\n",
"#else\n",
"    const kt_i64 nk = a.Nk;\n",
"#endif\n",
"    const kt_i64 off = nk - a.Nq;\n",
"    const kt_i64 kvh = a.pack ? hu : hu / G;\n",
"    kt_i64 k_lo = split * a.split_keys, k_hi = k_lo + a.split_keys;\n",
"    if (k_hi > nk) k_hi = nk;\n",
"    if ((a.wflags & 1) && i_lo + off - a.wl > k_lo) k_lo = i_lo + off - a.wl;\n",
"    if ((a.wflags & 2) && i_hi + off + a.wr + 1 < k_hi) k_hi = i_hi + off + a.wr + 1;\n",
"#if KT_BSP\n",
"    /* this row block's list (one split, no packed rows): ntl tiles at tl */\n",
"    const kt_i64 lrow = (kt_i64)blockIdx.y * gridDim.x + r0 / BM;\n",
"    const int *tl = (const int *)sp.idx + lrow * sp.T;\n",
"    const int ntl = ((const int *)sp.cnt)[lrow];\n",
"#define KT_LTILE(jt) ((kt_i64)__ldg(tl + (jt)) * BN)\n",
"#endif\n",
"\n",
"#if KT_KIND != 9\n",
"    const kt_u16 *kbase = (const kt_u16 *)a.k + b * a.k_sb + kvh * a.k_sh;\n",
"    const kt_u16 *vbase = (const kt_u16 *)a.v + b * a.v_sb + kvh * a.v_sh;\n",
"#endif\n",
"#if !(KT_KIND == 9 && KT_PQ)\n",
"    const kt_u32 sQa = kt_smem_addr(sQ), sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV);\n",
"#endif\n",
"#if KT_KIND == 9\n",
"#if KT_PQ\n",
"    /* staged codes and scales of KT_STAGES tiles */\n",
"    kt_u8 *sKc = (kt_u8 *)smem, *sVc = sKc + KT_STAGES * KT_CB;\n",
"    float *sKs = (float *)(sVc + KT_STAGES * KT_CB), *sVs = sKs + KT_STAGES * BN;\n",
"    const kt_u32 sKca = kt_smem_addr(sKc), sVca = kt_smem_addr(sVc), sKsa = kt_smem_addr(sKs), sVsa = kt_smem_addr(sVs);\n",
"#define KT_PAGED_LOAD(st_, kb_)                                                                                              \\\n",
"    do {                                                                                                                     \\\n",
"        const kt_u32 sk_ = sKca + (kt_u32)((st_) * KT_CB), sv_ = sVca + (kt_u32)((st_) * KT_CB);                            \\\n",
"        const kt_u32 sks_ = sKsa + (kt_u32)((st_) * BN * 4), svs_ = sVsa + (kt_u32)((st_) * BN * 4);                        \\\n",
"        if (fast && (kb_) + BN <= k_hi) kt_paged_tile(P, tb, sk_, sv_, sks_, svs_, pg_next, sl_next - lane, lane);           \\\n",
"        else kt_paged_rows(P, sk_, sv_, sks_, svs_, kvh, pg_next, sl_next, (int)(k_hi - (kb_)), lane);                      \\\n",
"    } while (0)\n",
"/* the next tile's page and slots: fast, one step along the page (the table\n",
"   read when a page is done); else looked up per row */\n",
"#define KT_PAGED_NEXT(nb_)                                                                                                   \\\n",
"    do {                                                                                                                     \\\n",
"        if (fast) {                                                                                                          \\\n",
"            sl_next += BN;                                                                                                   \\\n",
"            if (sl_next - lane == (int)P.page) {                                                                             \\\n",
"                sl_next = lane;                                                                                              \\\n",
"                fpi++;                                                                                                       \\\n",
"                if ((nb_) < k_hi) pg_next = ((const int *)P.bt)[b * P.bt_sb + (kt_i64)fpi * P.bt_sp];                       \\\n",
"            }                                                                                                                \\\n",
"        } else {                                                                                                             \\\n",
"            kt_paged_lookup(P, b, (nb_) + lane, k_hi, pg_next, sl_next);                                                     \\\n",
"        }                                                                                                                    \\\n",
"    } while (0)\n",
"#else\n",
"#define KT_PAGED_LOAD(st_, kb_)                                                                                              \\\n",
"    kt_paged_rows(P, sKa + (kt_u32)((st_) * BN * LDS) * 2u, sVa + (kt_u32)((st_) * BN * LDS) * 2u, 0u, 0u, kvh, pg_next,    \\\n",
"                  sl_next, (int)(k_hi - (kb_)), lane)\n",
"#endif\n",
"    int pg_next, sl_next; /* page and slot of this lane's row in the next tile to load */\n",
"    kt_paged_lookup(P, b, k_lo + lane, k_hi, pg_next, sl_next);\n",
"#if KT_PQ\n",
"    const int fast = kt_paged_fast(P, k_lo);\n",
"    const kt_tile_bases tb = kt_paged_bases(P, kvh, lane);\n",
"    int fpi = 0; /* fast: the page index of the next tile */\n",
"    if (fast) { /* every lane the page of the first tile, slot sl0 + lane */\n",
"        pg_next = kt_shfl(pg_next, 0);\n",
"        sl_next = kt_shfl(sl_next, 0) + lane;\n",
"        fpi = (int)(k_lo / P.page);\n",
"    }\n",
"#else\n",
"#define KT_PAGED_NEXT(nb_) kt_paged_lookup(P, b, (nb_) + lane, k_hi, pg_next, sl_next)\n",
"#endif\n",
"#endif\n",
"\n",
"#if !(KT_KIND == 9 && KT_PQ)\n",
"    /* Q rows: packed rows enumerate (query i, head in group). */\n",
"    for (int c = tid; c < BM * DCH; c += NTHR) {\n",
"        int r = c / DCH, ch = c - r * DCH;\n",
"        kt_i64 gr = r0 + r;\n",
"        int ok = gr < a.rows;\n",
"        kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;\n",
"        const kt_u16 *src = (const kt_u16 *)a.q + (ok ? b * a.q_sb + hq * a.q_sh + i * a.q_sn : 0) + ch * 8;\n",
"        kt_cp_async16(sQa + (kt_u32)(r * LDS + ch * 8) * 2u, src, ok);\n",
"    }\n",
"#endif\n",
"    /* Prologue: KT_STAGES-1 tiles of K and V in flight (one commit group each;\n",
"       empty groups keep the count uniform). */\n",
"#pragma unroll\n",
"    for (int st = 0; st < KT_STAGES - 1; st++) {\n",
"#if KT_BSP\n",
"        if (st < ntl) {\n",
"            const kt_i64 kb = KT_LTILE(st);\n",
"#else\n",
"        kt_i64 kb = k_lo + (kt_i64)st * BN;\n",
"        if (kb < k_hi) {\n",
"#endif\n",
"#if KT_KIND == 9\n",
"            KT_PAGED_LOAD(st, kb);\n",
"            KT_PAGED_NEXT(kb + BN);\n",
"#else\n",
"            kt_load_rows(sKa + (kt_u32)(st * BN * LDS) * 2u, kbase, a.k_sn, kb, k_hi, BN, tid);\n",
"            kt_load_rows(sVa + (kt_u32)(st * BN * LDS) * 2u, vbase, a.v_sn, kb, k_hi, BN, tid);\n",
"#endif\n",
"        }\n",
"        kt_cp_commit();\n",
"    }\n",
"\n",
"    const float sl2 = (float)a.scale * KT_LOG2E;\n",
"    const float cap = (float)a.softcap;\n",
"    const int rbase = warp * 16 * KT_MT + g; /* local row of (mt, h): rbase + mt*16 + 8h */\n",
"\n",
"#define KT_OB (KT_PVT ? KT_D / 16 : KT_D / 8) /* accumulator blocks of a lane */\n",
"    float o[KT_MT][KT_OB][4];\n",
"    float m_run[KT_MT][2], l_run[KT_MT][2];\n",
"#pragma unroll\n",
"    for (int mt = 0; mt < KT_MT; mt++) {\n",
"#pragma unroll\n",
"        for (int d = 0; d < KT_OB; d++) o[mt][d][0] = o[mt][d][1] = o[mt][d][2] = o[mt][d][3] = 0.0f;\n",
"        m_run[mt][0] = m_run[mt][1] = KT_NEG_INF;\n",
"        l_run[mt][0] = l_run[mt][1] = 0.0f;\n",
"    }\n",
"    const int warp_rows = KT_PVT || KT_FWD_LIVE(r0, warp, a.rows); /* the wave has live rows (kernel 2's one warp always) */\n",
"#if KT_PV16\n",
"    /* vmul = 2^(2 - ve) covers the V scales up to vlim = 2^(ve + 5) / vk (vk:\n",
"       fp8 codes decode to value x 2^-8); none seen yet: vlim 0 */\n",
"    const float vk = P.vq != 1 ? 256.0f : 1.0f;\n",
"    int ve = 0;\n",
"    float vmul = 1.0f, vlim = 0.0f;\n",
"#endif\n",
"#if KT_BSP\n",
"    /* off the tile grid: the block mask's row of each of this thread's rows\n",
"       (the rows are the CTA's for every tile) */\n",
"    const kt_u8 *brow[KT_MT][2];\n",
"#pragma unroll\n",
"    for (int mt = 0; mt < KT_MT; mt++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) {\n",
"            const kt_i64 gr = r0 + rbase + mt * 16 + 8 * h;\n",
"            brow[mt][h] = sp.bmask ? (const kt_u8 *)sp.bmask + b * sp.m_sb + hu * sp.m_sh + (gr < a.rows ? gr / sp.bq : 0) * sp.m_sq : 0;\n",
"        }\n",
"    const kt_u32 bk32 = (kt_u32)sp.bk; /* keys fit 32 bits */\n",
"#endif\n",
"\n",
"#if KT_QREG\n",
"    kt_u32 qreg[KT_D / 16][4];\n",
"#if KT_KIND == 9 && KT_PQ\n",
"    /* from global memory in kt_pq_qk's order: product ks = 4c + p takes\n",
"       elements 64c + 16t + 4p + (0, 2) and + (1, 3) of rows g and g + 8 */\n",
"#pragma unroll\n",
"    for (int h = 0; h < 2; h++) {\n",
"        const kt_i64 gr = r0 + warp * 16 + g + 8 * h, i = gr / G, hq = hu * G + gr % G;\n",
"        const int live = gr < a.rows && (!KT_PVT || h == 0); /* KT_PVT: rows g + 8 are the next block's */\n",
"        const kt_u32 *qw = (const kt_u32 *)((const kt_u16 *)a.q + b * a.q_sb + hq * a.q_sh + i * a.q_sn + 16 * t);\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KT_D / 16; ks++) {\n",
"            const int at = 32 * (ks >> 2) + 2 * (ks & 3); /* words */\n",
"            const kt_u32 w01 = live ? qw[at] : 0u, w23 = live ? qw[at + 1] : 0u;\n",
"            qreg[ks][h] = kt_prmt(w01, w23, 0x5410u);\n",
"            qreg[ks][2 + h] = kt_prmt(w01, w23, 0x7632u);\n",
"        }\n",
"    }\n",
"#if KT_QK16\n",
"    /* row g to f16 times 2^-e (KT_QK16); qmul = 2^e goes with the key scales */\n",
"    float qmul;\n",
"    {\n",
"        float amax = 0.0f;\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KT_D / 16; ks++)\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j += 2)\n",
"                amax = fmaxf(amax, fmaxf(fabsf(kt_bf16_to_f32((kt_u16)qreg[ks][j])), fabsf(kt_bf16_to_f32((kt_u16)(qreg[ks][j] >> 16)))));\n",
"        amax = fmaxf(amax, kt_shfl_xor(amax, 1));\n",
"        amax = fmaxf(amax, kt_shfl_xor(amax, 2));\n",
"        int e = amax > 0.0f ? (int)((kt_f32_to_bf16(amax) >> 7) & 0xFFu) - 127 - 14 : 0;\n",
"        e = e < -100 ? -100 : e > 100 ? 100 : e;\n",
"        const float down = kt_bf16_to_f32((kt_u16)((127 - e) << 7));\n",
"        qmul = kt_bf16_to_f32((kt_u16)((127 + e) << 7));\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KT_D / 16; ks++)\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j += 2)\n",
"                qreg[ks][j] = kt_pack2_f16(kt_bf16_to_f32((kt_u16)qreg[ks][j]) * down, kt_bf16_to_f32((kt_u16)(qreg[ks][j] >> 16)) * down);\n",
"    }\n",
"#endif\n",
"#if KT_ST\n",
"    /* tiles at k_lo + [pl_lo, pl_hi] need no mask (none does under a soft-cap or ALiBi) */\n",
"    int pl_lo = 0, pl_hi = (int)(k_hi - k_lo) - BN;\n",
"    if (a.wflags & 1 && i_hi + off - a.wl > k_lo) pl_lo = (int)(i_hi + off - a.wl - k_lo);\n",
"    if (a.wflags & 2 && i_lo + off + a.wr + 1 - BN < k_lo + pl_hi) pl_hi = (int)(i_lo + off + a.wr + 1 - BN - k_lo);\n",
"    if (cap != 0.0f || a.alibi) pl_hi = -1;\n",
"    /* the key scales' multiplier of queries 2t and 2t + 1 (fp8 codes in f16 are value x 2^-8) */\n",
"    float kq2[2];\n",
"    {\n",
"        const float km = (KT_QK16 || KT_DTYPE == 0) && P.kq != 1 ? 256.0f : 1.0f;\n",
"#if KT_QK16\n",
"        kq2[0] = kt_shfl(qmul, 8 * t) * km;\n",
"        kq2[1] = kt_shfl(qmul, 8 * t + 4) * km;\n",
"#else\n",
"        kq2[0] = kq2[1] = km;\n",
"#endif\n",
"    }\n",
"    /* i8 keys: each score starts at -1152 x its query's sum (kt_pq_qkt) */\n",
"    float kb2[2] = {0.0f, 0.0f};\n",
"    if (P.kq == 1) {\n",
"        float qs = 0.0f;\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KT_D / 16; ks++)\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j += 2) qs += kt_f16_to_f32((kt_u16)qreg[ks][j]) + kt_f16_to_f32((kt_u16)(qreg[ks][j] >> 16));\n",
"        qs += kt_shfl_xor(qs, 1);\n",
"        qs += kt_shfl_xor(qs, 2);\n",
"        kb2[0] = -1152.0f * kt_shfl(qs, 8 * t);\n",
"        kb2[1] = -1152.0f * kt_shfl(qs, 8 * t + 4);\n",
"    }\n",
"#endif\n",
"#else\n",
"    kt_cp_wait_group<KT_STAGES - 2>(); /* Q came with the first tile */\n",
"    __syncthreads();\n",
"#pragma unroll\n",
"    for (int ks = 0; ks < KT_D / 16; ks++) {\n",
"        int r = warp * 16 + (lane & 15);\n",
"        kt_ldsm_x4(sQa + (kt_u32)(r * LDS + ks * 16 + (lane >> 4) * 8) * 2u, qreg[ks][0], qreg[ks][1], qreg[ks][2], qreg[ks][3]);\n",
"    }\n",
"#endif\n",
"#endif\n",
"    int slot = 0;\n",
"#if KT_BSP\n",
"    /* list entries one iteration ahead: this tile's and the refill's */\n",
"    int t_cur = ntl > 0 ? __ldg(tl) : 0, t_ref = KT_STAGES - 1 < ntl ? __ldg(tl + KT_STAGES - 1) : 0;\n",
"    for (int jt = 0; jt < ntl; jt++) {\n",
"        const kt_i64 kb = (kt_i64)t_cur * BN;\n",
"        const int t_nxt = jt + 1 < ntl ? __ldg(tl + jt + 1) : 0;\n",
"#else\n",
"    for (kt_i64 kb = k_lo; kb < k_hi; kb += BN) {\n",
"#endif\n",
"        kt_cp_wait_group<KT_STAGES - 2>();\n",
"        __syncthreads();\n",
"        {\n",
"            /* refill the slot consumed in the previous iteration */\n",
"            int ns = slot == 0 ? KT_STAGES - 1 : slot - 1;\n",
"#if KT_BSP\n",
"            const int t_nref = jt + KT_STAGES < ntl ? __ldg(tl + jt + KT_STAGES) : 0;\n",
"            if (jt + KT_STAGES - 1 < ntl) {\n",
"                const kt_i64 nb = (kt_i64)t_ref * BN;\n",
"#else\n",
"            kt_i64 nb = kb + (kt_i64)(KT_STAGES - 1) * BN;\n",
"            if (nb < k_hi) {\n",
"#endif\n",
"#if KT_KIND == 9\n",
"                KT_PAGED_LOAD(ns, nb);\n",
"                KT_PAGED_NEXT(nb + BN);\n",
"#else\n",
"                kt_load_rows(sKa + (kt_u32)(ns * BN * LDS) * 2u, kbase, a.k_sn, nb, k_hi, BN, tid);\n",
"                kt_load_rows(sVa + (kt_u32)(ns * BN * LDS) * 2u, vbase, a.v_sn, nb, k_hi, BN, tid);\n",
"#endif\n",
"            }\n",
"            kt_cp_commit();\n",
"#if KT_BSP\n",
"            t_ref = t_nref;\n",
"#endif\n",
"        }\n",
"#if KT_KIND == 9 && KT_PQ\n",
"        const kt_u8 *kc = sKc + slot * KT_CB, *vc = sVc + slot * KT_CB;\n",
"#else\n",
"        const kt_u32 sKt = sKa + (kt_u32)(slot * BN * LDS) * 2u, sVt = sVa + (kt_u32)(slot * BN * LDS) * 2u;\n",
"#endif\n",
"\n",
"#if KT_ST\n",
"        /* st[e]: key g + 8 (e >> 1), query 2t + (e & 1) */\n",
"        float st[4] = {kb2[0], kb2[1], kb2[0], kb2[1]};\n",
"        (void)rbase;\n",
"        if (warp_rows) {\n",
"            if (P.kq == 1) kt_pq_qkt<1>(st, qreg, kc, g, t);\n",
"            else if (P.kq == 2) kt_pq_qkt<2>(st, qreg, kc, g, t);\n",
"            else kt_pq_qkt<3>(st, qreg, kc, g, t);\n",
"        }\n",
"        {\n",
"            const float k0 = sKs[slot * BN + g], k1 = sKs[slot * BN + g + 8]; /* q . code_j x scale_j */\n",
"            st[0] *= k0 * kq2[0];\n",
"            st[1] *= k0 * kq2[1];\n",
"            st[2] *= k1 * kq2[0];\n",
"            st[3] *= k1 * kq2[1];\n",
"        }\n",
"        {\n",
"            const int kr = (int)(kb - k_lo);\n",
"            if (kr >= pl_lo && kr <= pl_hi) {\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) st[e] *= sl2;\n",
"            } else {\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) {\n",
"                    float x = st[e];\n",
"                    const kt_i64 gr = r0 + 2 * t + (e & 1), i = gr / G, hq = hu * G + gr % G, j = kb + g + 8 * (e >> 1), qpos = i + off;\n",
"                    const int vis = gr < a.rows && j < k_hi && (!(a.wflags & 1) || j >= qpos - a.wl) && (!(a.wflags & 2) || j <= qpos + a.wr);\n",
"                    if (cap != 0.0f) x = cap * tanhf(x * (float)a.scale / cap) * KT_LOG2E;\n",
"                    else x *= sl2;\n",
"                    if (vis && a.alibi) {\n",
"                        const kt_i64 dist = qpos - j;\n",
"                        x -= ((const float *)a.alibi)[hq] * KT_LOG2E * (float)(dist < 0 ? -dist : dist);\n",
"                    }\n",
"                    st[e] = vis ? x : KT_NEG_INF;\n",
"                }\n",
"            }\n",
"        }\n",
"        /* the lazy softmax of the other layout, each lane checking its own\n",
"           scores: the maxima over the keys (lanes t, 4 + t, ..) only when some\n",
"           query's passes m_run */\n",
"        if (kt_any(fmaxf(st[0], st[2]) > m_run[0][0] + (KT_DTYPE ? 8.0f : 0.0f) ||\n",
"                   fmaxf(st[1], st[3]) > m_run[0][1] + (KT_DTYPE ? 8.0f : 0.0f))) {\n",
"#pragma unroll\n",
"            for (int h = 0; h < 2; h++) {\n",
"                float mx = fmaxf(m_run[0][h], fmaxf(st[h], st[2 + h]));\n",
"#pragma unroll\n",
"                for (int m = 4; m < KT_LANES; m <<= 1) mx = fmaxf(mx, kt_shfl_xor(mx, m));\n",
"                const float alpha = kt_exp2(m_run[0][h] - (mx == KT_NEG_INF ? 0.0f : mx));\n",
"                m_run[0][h] = mx;\n",
"                l_run[0][h] *= alpha;\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_OB; d++) {\n",
"                    o[0][d][h] *= alpha;\n",
"                    o[0][d][2 + h] *= alpha;\n",
"                }\n",
"            }\n",
"        }\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) {\n",
"            const float mu = m_run[0][h] == KT_NEG_INF ? 0.0f : m_run[0][h];\n",
"            st[h] = kt_exp2(st[h] - mu);\n",
"            st[2 + h] = kt_exp2(st[2 + h] - mu);\n",
"            l_run[0][h] += st[h] + st[2 + h];\n",
"        }\n",
"        {\n",
"            const float v0 = sVs[slot * BN + g], v1 = sVs[slot * BN + g + 8];\n",
"#if KT_PV16\n",
"            if (kt_any(fmaxf(fabsf(v0), fabsf(v1)) > vlim)) { /* vmul for the warp's largest scale, O to it */\n",
"                float sm = fmaxf(fabsf(v0), fabsf(v1));\n",
"#pragma unroll\n",
"                for (int m = KT_LANES / 2; m > 0; m >>= 1) sm = fmaxf(sm, kt_shfl_xor(sm, m));\n",
"                int e = (int)((__float_as_uint(sm * vk) >> 23) & 0xFFu) - 127;\n",
"                e = e < -100 ? -100 : e > 100 ? 100 : e;\n",
"                const int dv = vlim > 0.0f ? ve - e : -127; /* O is 0 before the first scale */\n",
"                const float r = dv < -126 ? 0.0f : __uint_as_float((kt_u32)(127 + dv) << 23);\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_OB; d++) o[0][d][0] *= r, o[0][d][1] *= r, o[0][d][2] *= r, o[0][d][3] *= r;\n",
"                ve = e;\n",
"                vmul = __uint_as_float((kt_u32)(127 + 2 - e) << 23);\n",
"                vlim = __uint_as_float((kt_u32)(127 + 5 + e) << 23) / vk;\n",
"            }\n",
"            const float cm = vmul * vk;\n",
"#else\n",
"            const float cm = KT_DTYPE == 0 && P.vq != 1 ? 256.0f : 1.0f;\n",
"#endif\n",
"            const float c0 = v0 * cm, c1 = v1 * cm; /* p_j x scale_j (x vmul), then . code_j */\n",
"            if (warp_rows) {\n",
"                kt_u32 pb[1][2];\n",
"#if KT_PV16\n",
"                pb[0][0] = kt_movm_t(kt_pack2_f16(st[0] * c0, st[1] * c0));\n",
"                pb[0][1] = kt_movm_t(kt_pack2_f16(st[2] * c1, st[3] * c1));\n",
"#else\n",
"                pb[0][0] = kt_movm_t(kt_pack2(st[0] * c0, st[1] * c0));\n",
"                pb[0][1] = kt_movm_t(kt_pack2(st[2] * c1, st[3] * c1));\n",
"#endif\n",
"                if (P.vq == 1) kt_pq_pvt<1>(o[0], pb, vc, g, t);\n",
"                else if (P.vq == 2) kt_pq_pvt<2>(o[0], pb, vc, g, t);\n",
"                else kt_pq_pvt<3>(o[0], pb, vc, g, t);\n",
"            }\n",
"        }\n",
"#else\n",
"        float s[KT_MT][BN / 8][4];\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++)\n",
"#pragma unroll\n",
"            for (int n = 0; n < BN / 8; n++) s[mt][n][0] = s[mt][n][1] = s[mt][n][2] = s[mt][n][3] = 0.0f;\n",
"        if (warp_rows) {\n",
"#if KT_KIND == 9 && KT_PQ\n",
"            if (P.kq == 1) kt_pq_qk<1>(s[0], qreg, kc, g, t);\n",
"            else if (P.kq == 2) kt_pq_qk<2>(s[0], qreg, kc, g, t);\n",
"            else kt_pq_qk<3>(s[0], qreg, kc, g, t);\n",
"#elif KT_QREG\n",
"            kt_fwd_qk(s, qreg, sQa, sKt, warp, lane);\n",
"#else\n",
"            kt_fwd_qk(s, 0, sQa, sKt, warp, lane);\n",
"#endif\n",
"        }\n",
"\n",
"#if KT_KIND == 9 && KT_PQ\n",
"#if KT_QK16\n",
"        kt_scale_cols(s, sKs + slot * BN, P.kq != 1 ? 256.0f * qmul : qmul, t); /* q . code_j x scale_j */\n",
"#else\n",
"        kt_scale_cols(s, sKs + slot * BN, KT_DTYPE == 0 && P.kq != 1 ? 256.0f : 1.0f, t); /* q . code_j x scale_j */\n",
"#endif\n",
"#endif\n",
"        /* Scores to the log2 domain, masking only where it can matter. */\n",
"        int full = kb + BN <= k_hi && !(a.wflags & 1 && kb < i_hi + off - a.wl) &&\n",
"                   !(a.wflags & 2 && kb + BN - 1 > i_lo + off + a.wr);\n",
"#if KT_BSP\n",
"        int plain = full && cap == 0.0f && !a.alibi && !KT_EMASK && !sp.bmask;\n",
"#else\n",
"        int plain = full && cap == 0.0f && !a.alibi && !KT_MASK;\n",
"#endif\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++)\n",
"#pragma unroll\n",
"            for (int n = 0; n < BN / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) {\n",
"                    float x = s[mt][n][e];\n",
"                    if (plain) {\n",
"                        x *= sl2;\n",
"                    } else {\n",
"                        kt_i64 gr = r0 + rbase + mt * 16 + 8 * (e >> 1);\n",
"                        kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;\n",
"                        kt_i64 j = kb + n * 8 + 2 * t + (e & 1);\n",
"                        kt_i64 qpos = i + off;\n",
"                        int vis = gr < a.rows && j < k_hi && (!(a.wflags & 1) || j >= qpos - a.wl) &&\n",
"                                  (!(a.wflags & 2) || j <= qpos + a.wr);\n",
"#if KT_BSP\n",
"                        if (vis && sp.bmask) vis = brow[mt][e >> 1][(kt_i64)((kt_u32)j / bk32) * sp.m_sk] != 0;\n",
"#endif\n",
"                        if (cap != 0.0f) x = cap * tanhf(x * (float)a.scale / cap) * KT_LOG2E;\n",
"                        else x *= sl2;\n",
"                        if (vis) {\n",
"                            if (a.alibi) {\n",
"                                kt_i64 dist = qpos - j;\n",
"                                x -= ((const float *)a.alibi)[hq] * KT_LOG2E * (float)(dist < 0 ? -dist : dist);\n",
"                            }\n",
"#if KT_EMASK\n",
"                            x += kt_mask_value(a, b, hq, i, j) * KT_LOG2E;\n",
"#endif\n",
"                        }\n",
"                        x = vis ? x : KT_NEG_INF;\n",
"                    }\n",
"                    s[mt][n][e] = x;\n",
"                }\n",
"\n",
"#if KT_KIND == 9 && KT_PQ\n",
"        /* Online softmax with a lazy reference: m_run moves (and l and O are\n",
"           rescaled) only when some row's max passes it, under bf16 by more\n",
"           than 8 (log2 units): in few tiles; p = exp2(x - m_run) stays at most\n",
"           2^8 (f16: at most 1, as p x v_scale must fit f16). */\n",
"#pragma unroll\n",
"        for (int h = 0; h < (KT_PVT ? 1 : 2); h++) {\n",
"            float mx = m_run[0][h];\n",
"#pragma unroll\n",
"            for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[0][n][2 * h], s[0][n][2 * h + 1]));\n",
"            mx = fmaxf(mx, kt_shfl_xor(mx, 1));\n",
"            mx = fmaxf(mx, kt_shfl_xor(mx, 2));\n",
"            if (kt_any(mx > m_run[0][h] + (KT_DTYPE ? 8.0f : 0.0f))) {\n",
"                const float alpha = kt_exp2(m_run[0][h] - (mx == KT_NEG_INF ? 0.0f : mx));\n",
"                m_run[0][h] = mx;\n",
"                l_run[0][h] *= alpha;\n",
"#if KT_PVT /* o holds queries 2t and 2t + 1: the alpha of lanes 8t and 8t + 4 */\n",
"                const float a0 = kt_shfl(alpha, 8 * t), a1 = kt_shfl(alpha, 8 * t + 4);\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_OB; d++) {\n",
"                    o[0][d][0] *= a0;\n",
"                    o[0][d][1] *= a1;\n",
"                    o[0][d][2] *= a0;\n",
"                    o[0][d][3] *= a1;\n",
"                }\n",
"#else\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_D / 8; d++) {\n",
"                    o[0][d][2 * h] *= alpha;\n",
"                    o[0][d][2 * h + 1] *= alpha;\n",
"                }\n",
"#endif\n",
"            }\n",
"            const float mu = m_run[0][h] == KT_NEG_INF ? 0.0f : m_run[0][h];\n",
"            float sum = 0.0f;\n",
"#pragma unroll\n",
"            for (int n = 0; n < BN / 8; n++) {\n",
"                const float p0 = kt_exp2(s[0][n][2 * h] - mu), p1 = kt_exp2(s[0][n][2 * h + 1] - mu);\n",
"                s[0][n][2 * h] = p0;\n",
"                s[0][n][2 * h + 1] = p1;\n",
"                sum += p0 + p1;\n",
"            }\n",
"            l_run[0][h] += sum;\n",
"        }\n",
"#else\n",
"        /* Online softmax: rows g and g+8 of each m-tile, reduced over the quad. */\n",
"#pragma unroll\n",
"        for (int mt = 0; mt < KT_MT; mt++)\n",
"#pragma unroll\n",
"            for (int h = 0; h < (KT_PVT ? 1 : 2); h++) {\n",
"                float mx = m_run[mt][h];\n",
"#pragma unroll\n",
"                for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[mt][n][2 * h], s[mt][n][2 * h + 1]));\n",
"                mx = fmaxf(mx, kt_shfl_xor(mx, 1));\n",
"                mx = fmaxf(mx, kt_shfl_xor(mx, 2));\n",
"                float mu = mx == KT_NEG_INF ? 0.0f : mx;\n",
"                float alpha = kt_exp2(m_run[mt][h] - mu);\n",
"                m_run[mt][h] = mx;\n",
"                float sum = 0.0f;\n",
"#pragma unroll\n",
"                for (int n = 0; n < BN / 8; n++) {\n",
"                    float p0 = kt_exp2(s[mt][n][2 * h] - mu), p1 = kt_exp2(s[mt][n][2 * h + 1] - mu);\n",
"                    s[mt][n][2 * h] = p0;\n",
"                    s[mt][n][2 * h + 1] = p1;\n",
"                    sum += p0 + p1;\n",
"                }\n",
"                l_run[mt][h] = l_run[mt][h] * alpha + sum;\n",
"#if KT_PVT /* o holds queries 2t and 2t + 1: the alpha of lanes 8t and 8t + 4 */\n",
"                const float a0 = kt_shfl(alpha, 8 * t), a1 = kt_shfl(alpha, 8 * t + 4);\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_OB; d++) {\n",
"                    o[mt][d][0] *= a0;\n",
"                    o[mt][d][1] *= a1;\n",
"                    o[mt][d][2] *= a0;\n",
"                    o[mt][d][3] *= a1;\n",
"                }\n",
"#else\n",
"#pragma unroll\n",
"                for (int d = 0; d < KT_D / 8; d++) {\n",
"                    o[mt][d][2 * h] *= alpha;\n",
"                    o[mt][d][2 * h + 1] *= alpha;\n",
"                }\n",
"#endif\n",
"            }\n",
"#endif\n",
"\n",
"#if KT_KIND == 9 && KT_PQ\n",
"        kt_scale_cols(s, sVs + slot * BN, KT_DTYPE == 0 && P.vq != 1 ? 256.0f : 1.0f, t); /* p_j x scale_j, then . code_j */\n",
"        if (warp_rows) {\n",
"#if KT_PVT\n",
"            kt_u32 pb[BN / 16][2];\n",
"#pragma unroll\n",
"            for (int j = 0; j < BN / 16; j++) {\n",
"                pb[j][0] = kt_pack2(s[0][2 * j][0], s[0][2 * j][1]);\n",
"                pb[j][1] = kt_pack2(s[0][2 * j + 1][0], s[0][2 * j + 1][1]);\n",
"            }\n",
"            if (P.vq == 1) kt_pq_pvt<1>(o[0], pb, vc, g, t);\n",
"            else if (P.vq == 2) kt_pq_pvt<2>(o[0], pb, vc, g, t);\n",
"            else kt_pq_pvt<3>(o[0], pb, vc, g, t);\n",
"#else\n",
"            kt_u32 pa[BN / 16][4];\n",
"#pragma unroll\n",
"            for (int j = 0; j < BN / 16; j++) {\n",
"                pa[j][0] = kt_pack2(s[0][2 * j][0], s[0][2 * j][1]);\n",
"                pa[j][1] = kt_pack2(s[0][2 * j][2], s[0][2 * j][3]);\n",
"                pa[j][2] = kt_pack2(s[0][2 * j + 1][0], s[0][2 * j + 1][1]);\n",
"                pa[j][3] = kt_pack2(s[0][2 * j + 1][2], s[0][2 * j + 1][3]);\n",
"            }\n",
"            if (P.vq == 1) kt_pq_pv<1>(o[0], pa, vc, g, t);\n",
"            else if (P.vq == 2) kt_pq_pv<2>(o[0], pa, vc, g, t);\n",
"            else kt_pq_pv<3>(o[0], pa, vc, g, t);\n",
"#endif\n",
"        }\n",
"#else\n",
"        if (warp_rows) kt_fwd_pv(o, s, sVt, lane);\n",
"#endif\n",
"#endif /* KT_ST */\n",
"#if KT_BSP\n",
"        t_cur = t_nxt;\n",
"#endif\n",
"        slot = slot + 1 == KT_STAGES ? 0 : slot + 1;\n",
"    }\n",
"    kt_cp_wait_all();\n",
"\n",
"    /* Epilogue: normalise, write O (and LSE) or the split's f32 partials;\n",
"       KT_OPAIR(u): the u-th of KT_NPAIR pairs of adjacent output columns of a\n",
"       row, x0 at col; KT_LSE_LANE: the lane of the row that writes its LSE. */\n",
"#if KT_PVT /* row h is query 2t + h: l, m of row g came from lane 4g */\n",
"#define KT_NPAIR (KT_D / 16)\n",
"#define KT_LSE_LANE (g == 0)\n",
"#define KT_OPAIR(u)                                                                                                    \\\n",
"    const int col = g * (KT_D / 8) + 2 * (u);                                                                          \\\n",
"    const float x0 = o[mt][u][h] * inv, x1 = o[mt][u][2 + h] * inv\n",
"#elif KT_KIND == 9 && KT_PQ\n",
"#define KT_NPAIR (KT_D / 8)\n",
"#define KT_LSE_LANE (t == 0)\n",
"#define KT_OPAIR(u)                                                                                                    \\\n",
"    const int e_ = (u) / (KT_D / 16), d_ = 2 * ((u) % (KT_D / 16)), col = (2 * t + e_) * (KT_D / 8) + d_;              \\\n",
"    const float x0 = o[mt][d_][2 * h + e_] * inv, x1 = o[mt][d_ + 1][2 * h + e_] * inv\n",
"#else\n",
"#define KT_NPAIR (KT_D / 8)\n",
"#define KT_LSE_LANE (t == 0)\n",
"#define KT_OPAIR(u)                                                                                                    \\\n",
"    const int col = (u) * 8 + 2 * t;                                                                                   \\\n",
"    const float x0 = o[mt][u][2 * h] * inv, x1 = o[mt][u][2 * h + 1] * inv\n",
"#endif\n",
"#pragma unroll\n",
"    for (int mt = 0; mt < KT_MT; mt++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) {\n",
"#if KT_ST /* query 2t + h: l over keys g and g + 8 of each lane */\n",
"            float l = l_run[mt][h];\n",
"            l += kt_shfl_xor(l, 4);\n",
"            l += kt_shfl_xor(l, 8);\n",
"            l += kt_shfl_xor(l, 16);\n",
"#else\n",
"            float l = l_run[mt][KT_PVT ? 0 : h];\n",
"            l += kt_shfl_xor(l, 1);\n",
"            l += kt_shfl_xor(l, 2);\n",
"#endif\n",
"            float inv = l > 0.0f ? 1.0f / l : 0.0f;\n",
"            float lse = l > 0.0f || l != l ? (m_run[mt][KT_PVT && !KT_ST ? 0 : h] + log2f(l)) * KT_LN2 : KT_NEG_INF; /* NaN scores: NaN */\n",
"#if KT_PV16\n",
"            inv *= __uint_as_float((kt_u32)(127 - 2 + ve) << 23); /* 1 / vmul */\n",
"#endif\n",
"#if KT_PVT\n",
"#if !KT_ST\n",
"            inv = kt_shfl(inv, 8 * t + 4 * h);\n",
"            lse = kt_shfl(lse, 8 * t + 4 * h);\n",
"#endif\n",
"            kt_i64 gr = r0 + 2 * t + h;\n",
"#else\n",
"            kt_i64 gr = r0 + rbase + mt * 16 + 8 * h;\n",
"#endif\n",
"            if (gr >= a.rows) continue;\n",
"            kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;\n",
"            if (a.num_splits > 1) {\n",
"                kt_i64 row = ((split * a.B + b) * a.Hq + hq) * a.Nq + i;\n",
"                float *po = (float *)a.part_o + row * KT_D;\n",
"#pragma unroll\n",
"                for (int u = 0; u < KT_NPAIR; u++) {\n",
"                    KT_OPAIR(u);\n",
"                    float2 v2;\n",
"                    v2.x = x0;\n",
"                    v2.y = x1;\n",
"                    *(float2 *)(po + col) = v2;\n",
"                }\n",
"                if (KT_LSE_LANE) ((float *)a.part_lse)[row] = lse;\n",
"            } else {\n",
"                kt_u16 *po = (kt_u16 *)a.o + b * a.o_sb + hq * a.o_sh + i * a.o_sn;\n",
"#pragma unroll\n",
"                for (int u = 0; u < KT_NPAIR; u++) {\n",
"                    KT_OPAIR(u);\n",
"                    *(kt_u32 *)(po + col) = kt_pack2(x0, x1);\n",
"                }\n",
"                if (a.lse && KT_LSE_LANE) ((float *)a.lse)[b * a.l_sb + hq * a.l_sh + i * a.l_sn] = lse;\n",
"            }\n",
"        }\n",
"}\n",
"#else\n",
"/* Hopper forward (sm_90a). Consumer warpgroups own 64 query rows each. Q, K\n",
"   and V tiles sit in shared memory in 128-byte-swizzled column blocks of 64\n",
"   elements (the wgmma canonical layout). S = Q K^T by wgmma with both\n",
"   operands in shared memory; P stays in registers (the accumulator layout of\n",
"   S is the A-fragment layout of P) and O += P V by wgmma with V read N-major.\n",
"   K runs one tile ahead of V: iteration j issues S(j) and P(j-1) V(j-1) back\n",
"   to back and runs the softmax of S(j) while P V is in flight.\n",
"   KT_SM90 1: KT_WARPS/4 consumer warpgroups load with cp.async and meet at\n",
"   one barrier per tile. KT_SM90 2: warpgroup 0 is a producer issuing bulk\n",
"   tensor copies (TMA) on mbarriers, KT_WARPS/4 - 1 consumer warpgroups take\n",
"   turns issuing their MMAs (named barriers) so one's softmax overlaps the\n",
"   other's MMAs. No packed rows (decode uses the generic kernel). */\n",
"#if KT_SM90 == 2\n",
"#define KT_WG (KT_WARPS / 4 - 1) /* consumer warpgroups */\n",
"#define NTHR (KT_WARPS * KT_WARP)\n",
"/* Consumers issue their MMAs in turn: cw waits on named barrier 1 + cw,\n",
"   then hands over to the next one's. Registers a thread after setmaxnreg:\n",
"   the producer's and a consumer's fill the 64K of one CTA per SM. */\n",
"#if KT_WG == 2\n",
"#define KT_NEXT(cw) (2 - (cw))\n",
"#define KT_PREG 40\n",
"#define KT_CREG 232\n",
"#elif KT_WG == 3 /* KT_MASK 3 and 4: dense, 192 query rows a CTA */\n",
"#define KT_NEXT(cw) ((cw) + 1 == KT_WG ? 1 : (cw) + 2)\n",
"#define KT_PREG 24\n",
"#define KT_CREG 160\n",
"#else\n",
"#error \"the bulk-copy forward takes 2 or 3 consumer warpgroups\"\n",
"#endif\n",
"#else\n",
"#define KT_WG (KT_WARPS / 4)\n",
"#define NTHR (KT_WG * 128)\n",
"#endif\n",
"#define BM (64 * KT_WG)\n",
"#define BN KT_BN\n",
"#define DCH (KT_D / 8)\n",
"#define TILE_B (BN * KT_D * 2) /* bytes of one K or V tile */\n",
"\n",
"#if KT_D == 64\n",
"#define KT_PV kt_wgmma_rs_n64_t\n",
"#else\n",
"#define KT_PV kt_wgmma_rs_n128_t\n",
"#endif\n",
"#if BN == 64\n",
"#define KT_QK kt_wgmma_ss_n64\n",
"#else\n",
"#define KT_QK kt_wgmma_ss_n128\n",
"#endif\n",
"\n",
"/* Block-sparse (kind 4 with KT_MASK 1): each CTA walks its own list of key\n",
"   tiles, built by kt_sparse_list (shaders/sparse.cu): cnt[row] tiles at\n",
"   idx[row * T ...], row = (b * Hq + hq) * row_blocks + r0 / BM. The element\n",
"   check against the block mask runs only when the block sizes are off the\n",
"   128 x 128 tile grid (bmask != 0). */\n",
"#define KT_EM (KT_SM90 == 2 && KT_MASK == 1)\n",
"/* Element mask (kind 4 with KT_MASK 2): the mask tensor of the arguments,\n",
"   read per visible element from global memory (broadcast dims stride 0). */\n",
"#define KT_XM (KT_SM90 == 2 && KT_MASK == 2)\n",
"#if KT_EM\n",
"#define KT_EM_PARAMS , const kt_u8 *m0, const kt_u8 *m1, kt_i64 em_bk, kt_i64 em_sk\n",
"#define KT_EM_NONE , (const kt_u8 *)0, (const kt_u8 *)0, 0, 0\n",
"#define KT_EM_PASS , m0, m1, em_bk, em_sk\n",
"#else\n",
"#define KT_EM_PARAMS\n",
"#define KT_EM_NONE\n",
"#define KT_EM_PASS\n",
"#endif\n",
"\n",
"KT_DEV int kt_clampi(kt_i64 x) { return x < -(1 << 30) ? -(1 << 30) : x > (1 << 30) ? (1 << 30) : (int)x; }\n",
"\n",
"/* S = Q K^T for one warpgroup: KT_D/16 MMAs, one commit group */\n",
"KT_DEV void kt_qk(float *s, kt_u32 sq, kt_u32 sk) {\n",
"#pragma unroll\n",
"    for (int i = 0; i < BN / 2; i++) kt_reg_fence(s[i]);\n",
"    kt_wgmma_fence();\n",
"#pragma unroll\n",
"    for (int ks = 0; ks < KT_D / 16; ks++)\n",
"        KT_QK(s, kt_gdesc(sq + (ks >> 2) * (BM * 128) + (ks & 3) * 32, 16, 1024),\n",
"              kt_gdesc(sk + (ks >> 2) * (BN * 128) + (ks & 3) * 32, 16, 1024), ks);\n",
"    kt_wgmma_commit();\n",
"#pragma unroll\n",
"    for (int i = 0; i < BN / 2; i++) kt_reg_fence(s[i]);\n",
"}\n",
"/* O += P V: BN/16 MMAs, one commit group */\n",
"KT_DEV void kt_pv(float *o, kt_u32 (*p)[4], kt_u32 sv) {\n",
"#pragma unroll\n",
"    for (int i = 0; i < KT_D / 2; i++) kt_reg_fence(o[i]);\n",
"    kt_wgmma_fence();\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BN / 16; kk++) KT_PV(o, p[kk], kt_gdesc(sv + kk * 2048, BN * 128, 1024));\n",
"    kt_wgmma_commit();\n",
"#pragma unroll\n",
"    for (int i = 0; i < KT_D / 2; i++) kt_reg_fence(o[i]);\n",
"}\n",
"\n",
"/* Per-block geometry shared by both kernels. */\n",
"struct kt_blk {\n",
"    kt_i64 b, hq, kvh, split, r0, rlast, off, k_lo, k_hi;\n",
"    int ntiles;\n",
"    /* scale, scale * log2(e) and soft-cap in registers, set through a\n",
"       shuffle (kt_block_at): read from the arguments, ptxas reloads them\n",
"       from the constant bank in every tile of the unrolled loop (62 loads\n",
"       in the d = 64 sm_90a kernel) */\n",
"    float scale, sl2, cap;\n",
"};\n",
"/* row block rb of this CTA's (batch, head, split) */\n",
"KT_DEV kt_blk kt_block_at(const kt_attn_args &a, kt_i64 rb) {\n",
"    kt_blk k;\n",
"    k.b = blockIdx.y / a.Hq;\n",
"    k.hq = blockIdx.y - k.b * a.Hq;\n",
"    k.kvh = k.hq / a.group;\n",
"    k.split = blockIdx.z;\n",
"    k.r0 = rb * BM;\n",
"    k.rlast = (k.r0 + BM < a.rows ? k.r0 + BM : a.rows) - 1;\n",
"    k.off = a.Nk - a.Nq;\n",
"    k.k_lo = k.split * a.split_keys;\n",
"    k.k_hi = k.k_lo + a.split_keys;\n",
"    if (k.k_hi > a.Nk) k.k_hi = a.Nk;\n",
"    if ((a.wflags & 1) && k.r0 + k.off - a.wl > k.k_lo) k.k_lo = k.r0 + k.off - a.wl;\n",
"    if ((a.wflags & 2) && k.rlast + k.off + a.wr + 1 < k.k_hi) k.k_hi = k.rlast + k.off + a.wr + 1;\n",
"    k.ntiles = k.k_hi > k.k_lo ? (int)((k.k_hi - k.k_lo + BN - 1) / BN) : 0;\n",
"    k.scale = kt_shfl(a.scale, 0);\n",
"    k.sl2 = kt_shfl(a.scale * KT_LOG2E, 0);\n",
"    k.cap = kt_shfl(a.softcap, 0);\n",
"    return k;\n",
"}\n",
"#if KT_SM90 == 2 && KT_MASK == 4\n",
"/* Tiles of the CTA's range that consumer cw's 64 rows see: fewer at the\n",
"   right bound (the causal diagonal crosses up to 3 tiles of a 192-row\n",
"   block) and none for rows of the padding. Warp-uniform (one warpgroup). */\n",
"KT_DEV int kt_live_tiles(const kt_attn_args &a, const kt_blk &k, int cw) {\n",
"    const kt_i64 c0 = k.r0 + cw * 64, clast = (c0 + 64 < a.rows ? c0 + 64 : a.rows) - 1;\n",
"    kt_i64 hi = clast + k.off + a.wr + 1;\n",
"    if (!(a.wflags & 2) || hi > k.k_hi) hi = k.k_hi;\n",
"    return (int)kt_uniform(clast < c0 || hi <= k.k_lo ? 0u : (kt_u32)((hi - k.k_lo + BN - 1) / BN));\n",
"}\n",
"#endif\n",
"/* heaviest row blocks (causal: the last ones) first */\n",
"KT_DEV kt_blk kt_block(const kt_attn_args &a) { return kt_block_at(a, (kt_i64)(gridDim.x - 1 - blockIdx.x)); }\n",
"\n",
"/* Masking with soft-cap, ALiBi or a mask: final log2-domain scores, -inf\n",
"   where hidden. CAP is a template flag so the tanh is never computed without\n",
"   it; MT the element mask type (-1 none, 0 bool, 1 f32, 2 f16, 3 bf16). */\n",
"template <int CAP, int MT>\n",
"KT_DEV void kt_mask_full(const kt_attn_args &a, const kt_blk &k, float *s, kt_i64 kb, kt_i64 rrow, int t, int kn, int dl, int dr,\n",
"                         int live0, int live1 KT_EM_PARAMS) {\n",
"    const float sl2 = k.sl2, cap = k.cap;\n",
"    const int dq = kt_clampi(rrow + k.off - kb); /* query position - kb */\n",
"    const float slope = a.alibi ? ((const float *)a.alibi)[k.hq] * KT_LOG2E : 0.0f;\n",
"    /* element (rrow + 8h, kb + 2t + c) of the mask at mrow[h] + c * m_sk */\n",
"    kt_i64 mrow[2] = {0, 0};\n",
"    if (MT >= 0) {\n",
"        const kt_i64 base = k.b * a.m_sb + k.hq * a.m_sh + (kb + 2 * t) * a.m_sk;\n",
"        mrow[0] = base + (live0 ? rrow : 0) * a.m_sq;\n",
"        mrow[1] = base + (live1 ? rrow + 8 : 0) * a.m_sq;\n",
"    }\n",
"#pragma unroll\n",
"    for (int i = 0; i < BN / 2; i++) {\n",
"        const int h8 = 8 * ((i >> 1) & 1), c = (i >> 2) * 8 + (i & 1), jrel = c + 2 * t;\n",
"        float x = s[i];\n",
"        int vis = (h8 ? live1 : live0) && jrel < kn && jrel >= dl + h8 && jrel <= dr + h8;\n",
"#if KT_EM\n",
"        if (m0 && vis) vis = (h8 ? m1 : m0)[(kb + jrel) / em_bk * em_sk] != 0;\n",
"#endif\n",
"        if (CAP) x = cap * tanhf(x * k.scale / cap) * KT_LOG2E;\n",
"        else x *= sl2;\n",
"        x -= slope * fabsf((float)(dq + h8 - jrel));\n",
"        if (MT >= 0 && vis) {\n",
"            const kt_i64 o = mrow[h8 ? 1 : 0] + c * a.m_sk;\n",
"            if (MT == 0) vis = ((const kt_u8 *)a.mask)[o] != 0;\n",
"            else if (MT == 1) x += ((const float *)a.mask)[o] * KT_LOG2E;\n",
"            else if (MT == 2) x += kt_f16_to_f32(((const kt_u16 *)a.mask)[o]) * KT_LOG2E;\n",
"            else x += kt_bf16_to_f32(((const kt_u16 *)a.mask)[o]) * KT_LOG2E;\n",
"        }\n",
"        s[i] = vis ? x : KT_NEG_INF;\n",
"    }\n",
"}\n",
"\n",
"#define KT_MASK_FULL(MT)                                                                            \\\n",
"    do {                                                                                            \\\n",
"        if (cap != 0.0f) kt_mask_full<1, MT>(a, k, s, kb, rrow, t, kn, dl, dr, live0, live1 KT_EM_PASS); \\\n",
"        else kt_mask_full<0, MT>(a, k, s, kb, rrow, t, kn, dl, dr, live0, live1 KT_EM_PASS);             \\\n",
"    } while (0)\n",
"\n",
"/* Scores of tile kb (rows rrow, rrow+8 of this thread) to probabilities in\n",
"   place: masking only where it can matter, running max, alpha and row sums. */\n",
"KT_DEV void kt_scores(const kt_attn_args &a, const kt_blk &k, float *s, kt_i64 kb, kt_i64 rrow, int t, float *m_run,\n",
"                      float *alpha, float *sum KT_EM_PARAMS) {\n",
"    const float sl2 = k.sl2, cap = k.cap;\n",
"#if KT_EM\n",
"    const int em = em_bk != 0; /* block mask per element (block sizes off the tile grid); a kernel parameter, so warp-uniform */\n",
"#else\n",
"    const int em = KT_XM;\n",
"#endif\n",
"    /* Without soft-cap, ALiBi or element mask the scores stay raw and the\n",
"       scale folds into the exponent's FMA; masking then only writes -inf.\n",
"       Plain tiles (fully visible) skip the masking. */\n",
"#if KT_SM90 == 2 && (KT_MASK == 3 || KT_MASK == 4)\n",
"    /* the wide kernel's calls have none of these (ktorch__cu_wide): without\n",
"       their paths it spills 4 bytes instead of 148 */\n",
"    const int raw = 1;\n",
"    (void)em;\n",
"#else\n",
"    const int raw = cap == 0.0f && !a.alibi && sl2 > 0.0f && !em;\n",
"#endif\n",
"    const int plain = raw && kb + BN <= k.k_hi && !(a.wflags & 1 && kb < k.rlast + k.off - a.wl) &&\n",
"                      !(a.wflags & 2 && kb + BN - 1 > k.r0 + k.off + a.wr);\n",
"    const float sc = raw ? sl2 : 1.0f;\n",
"    if (!plain) {\n",
"        /* 32-bit positions relative to the tile: key jrel is visible to row\n",
"           rrow + 8h when jrel < kn, jrel >= dl + 8h (left window) and\n",
"           jrel <= dr + 8h (right window / causal) */\n",
"        const int kn = kt_clampi(k.k_hi - kb);\n",
"        const int dl = (a.wflags & 1) ? kt_clampi(rrow + k.off - a.wl - kb) : -(1 << 30);\n",
"        const int dr = (a.wflags & 2) ? kt_clampi(rrow + k.off + a.wr - kb) : (1 << 30);\n",
"        const int live0 = rrow < a.rows, live1 = rrow + 8 < a.rows;\n",
"        if (raw && kn >= BN && dl <= -8 && live1) {\n",
"            /* only the right bound cuts this tile (the causal diagonal): one\n",
"               compare with a constant per element */\n",
"            const int thr0 = dr - 2 * t, thr1 = dr + 8 - 2 * t;\n",
"#pragma unroll\n",
"            for (int i = 0; i < BN / 2; i++) {\n",
"                const int c = (i >> 2) * 8 + (i & 1);\n",
"                if (c > (((i >> 1) & 1) ? thr1 : thr0)) s[i] = KT_NEG_INF;\n",
"            }\n",
"        } else if (raw) {\n",
"#pragma unroll\n",
"            for (int i = 0; i < BN / 2; i++) {\n",
"                const int h8 = 8 * ((i >> 1) & 1), jrel = (i >> 2) * 8 + 2 * t + (i & 1);\n",
"                const int vis = (h8 ? live1 : live0) && jrel < kn && jrel >= dl + h8 && jrel <= dr + h8;\n",
"                if (!vis) s[i] = KT_NEG_INF;\n",
"            }\n",
"        } else {\n",
"#if KT_XM\n",
"            switch ((int)a.mask_type) {\n",
"            case 0: KT_MASK_FULL(0); break;\n",
"            case 1: KT_MASK_FULL(1); break;\n",
"            case 2: KT_MASK_FULL(2); break;\n",
"            default: KT_MASK_FULL(3); break;\n",
"            }\n",
"#else\n",
"            KT_MASK_FULL(-1);\n",
"#endif\n",
"        }\n",
"    }\n",
"    /* Online softmax: rows g and g+8, reduced over the quad. */\n",
"#pragma unroll\n",
"    for (int h = 0; h < 2; h++) {\n",
"        float mx = KT_NEG_INF;\n",
"#pragma unroll\n",
"        for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[n * 4 + 2 * h], s[n * 4 + 2 * h + 1]));\n",
"        mx = fmaxf(mx, kt_shfl_xor(mx, 1));\n",
"        mx = fmaxf(mx, kt_shfl_xor(mx, 2));\n",
"        mx = fmaxf(m_run[h], mx * sc);\n",
"        float mu = mx == KT_NEG_INF ? 0.0f : mx;\n",
"        alpha[h] = kt_exp2(m_run[h] - mu);\n",
"        m_run[h] = mx;\n",
"        float acc = 0.0f;\n",
"#pragma unroll\n",
"        for (int n = 0; n < BN / 8; n++) {\n",
"            float p0 = kt_exp2(fmaf(s[n * 4 + 2 * h], sc, -mu)), p1 = kt_exp2(fmaf(s[n * 4 + 2 * h + 1], sc, -mu));\n",
"            s[n * 4 + 2 * h] = p0;\n",
"            s[n * 4 + 2 * h + 1] = p1;\n",
"            acc += p0 + p1;\n",
"        }\n",
"        sum[h] = acc;\n",
"    }\n",
"}\n",
"/* After the previous P V completed: rescale O, update l, pack P. */\n",
"KT_DEV void kt_finish(float *o, kt_u32 (*p)[4], const float *s, const float *alpha, const float *sum, float *l_run) {\n",
"#pragma unroll\n",
"    for (int h = 0; h < 2; h++) {\n",
"        l_run[h] = l_run[h] * alpha[h] + sum[h];\n",
"#pragma unroll\n",
"        for (int n = 0; n < KT_D / 8; n++) {\n",
"            o[n * 4 + 2 * h] *= alpha[h];\n",
"            o[n * 4 + 2 * h + 1] *= alpha[h];\n",
"        }\n",
"    }\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BN / 16; kk++) {\n",
"        p[kk][0] = kt_pack2(s[8 * kk + 0], s[8 * kk + 1]);\n",
"        p[kk][1] = kt_pack2(s[8 * kk + 2], s[8 * kk + 3]);\n",
"        p[kk][2] = kt_pack2(s[8 * kk + 4], s[8 * kk + 5]);\n",
"        p[kk][3] = kt_pack2(s[8 * kk + 6], s[8 * kk + 7]);\n",
"    }\n",
"}\n",
"/* Normalise, write O (and LSE) or the split's f32 partials. */\n",
"KT_DEV void kt_epilogue(const kt_attn_args &a, const kt_blk &k, const float *o, const float *m_run, const float *l_run,\n",
"                        kt_i64 rrow, int t) {\n",
"#pragma unroll\n",
"    for (int h = 0; h < 2; h++) {\n",
"        float l = l_run[h];\n",
"        l += kt_shfl_xor(l, 1);\n",
"        l += kt_shfl_xor(l, 2);\n",
"        float inv = l > 0.0f ? 1.0f / l : 0.0f;\n",
"        float lse = l > 0.0f || l != l ? (m_run[h] + log2f(l)) * KT_LN2 : KT_NEG_INF; /* NaN scores: NaN */\n",
"        kt_i64 i = rrow + 8 * h;\n",
"        if (i >= a.rows) continue;\n",
"        if (a.num_splits > 1) {\n",
"            kt_i64 row = ((k.split * a.B + k.b) * a.Hq + k.hq) * a.Nq + i;\n",
"            float *po = (float *)a.part_o + row * KT_D;\n",
"#pragma unroll\n",
"            for (int n = 0; n < KT_D / 8; n++) {\n",
"                float2 v2;\n",
"                v2.x = o[n * 4 + 2 * h] * inv;\n",
"                v2.y = o[n * 4 + 2 * h + 1] * inv;\n",
"                *(float2 *)(po + n * 8 + 2 * t) = v2;\n",
"            }\n",
"            if (t == 0) ((float *)a.part_lse)[row] = lse;\n",
"        } else {\n",
"            kt_u16 *po = (kt_u16 *)a.o + k.b * a.o_sb + k.hq * a.o_sh + i * a.o_sn;\n",
"#pragma unroll\n",
"            for (int n = 0; n < KT_D / 8; n++)\n",
"                *(kt_u32 *)(po + n * 8 + 2 * t) = kt_pack2(o[n * 4 + 2 * h] * inv, o[n * 4 + 2 * h + 1] * inv);\n",
"            if (a.lse && t == 0) ((float *)a.lse)[k.b * a.l_sb + k.hq * a.l_sh + i * a.l_sn] = lse;\n",
"        }\n",
"    }\n",
"}\n",
"\n",
"#if KT_SM90 == 1\n",
"/* rows [first, first+ROWS) of a row-major [*, KT_D] matrix into swizzled\n",
"   column blocks; rows at or past limit are zero-filled */\n",
"template <int ROWS>\n",
"KT_DEV void kt_load_sw(kt_u32 s_base, const kt_u16 *g, kt_i64 row_stride, kt_i64 first, kt_i64 limit, int tid) {\n",
"    const int r = tid / DCH, ch = tid % DCH;\n",
"    const kt_i64 left = limit - first - r; /* rows of this thread left in range: i*RSTEP < left */\n",
"    const kt_u16 *src = g + (first + r) * row_stride + ch * 8;\n",
"    kt_u32 dst = s_base + (kt_u32)((ch >> 3) * (ROWS * 128) + r * 128 + (((ch & 7) ^ (r & 7)) << 4));\n",
"#define RSTEP (NTHR / DCH) /* a multiple of 8: the swizzle phase of a thread's rows is fixed */\n",
"#pragma unroll\n",
"    for (int i = 0; i < ROWS / RSTEP; i++) {\n",
"        int ok = i * RSTEP < left;\n",
"        kt_cp_async16(dst + i * RSTEP * 128, ok ? src + i * RSTEP * row_stride : g, ok);\n",
"    }\n",
"#undef RSTEP\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_attn_fwd(const kt_attn_args a) {\n",
"    extern __shared__ __align__(16) unsigned char smem_raw[];\n",
"    const kt_u32 sQa = (kt_smem_addr(smem_raw) + 1023u) & ~1023u;\n",
"    const kt_u32 sKa = sQa + BM * KT_D * 2, sVa = sKa + 2 * TILE_B;\n",
"    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), t = lane & 3;\n",
"    const kt_blk k = kt_block(a);\n",
"    const int ntiles = k.ntiles;\n",
"    const kt_u16 *kbase = (const kt_u16 *)a.k + k.b * a.k_sb + k.kvh * a.k_sh;\n",
"    const kt_u16 *vbase = (const kt_u16 *)a.v + k.b * a.v_sb + k.kvh * a.v_sh;\n",
"    /* group 0: Q and K0; group 1: K1 and V0. Then each iteration j loads\n",
"       K(j+1) and V(j) while it computes S(j) and P(j-1) V(j-1). */\n",
"    kt_load_sw<BM>(sQa, (const kt_u16 *)a.q + k.b * a.q_sb + k.hq * a.q_sh, a.q_sn, k.r0, a.rows, tid);\n",
"    if (ntiles > 0) kt_load_sw<BN>(sKa, kbase, a.k_sn, k.k_lo, k.k_hi, tid);\n",
"    kt_cp_commit();\n",
"    if (ntiles > 1) kt_load_sw<BN>(sKa + TILE_B, kbase, a.k_sn, k.k_lo + BN, k.k_hi, tid);\n",
"    if (ntiles > 0) kt_load_sw<BN>(sVa, vbase, a.v_sn, k.k_lo, k.k_hi, tid);\n",
"    kt_cp_commit();\n",
"\n",
"    const kt_u32 sQw = sQa + wg * 64 * 128;\n",
"    const kt_i64 rrow = k.r0 + wg * 64 + ((tid >> KT_WARP_SHIFT) & 3) * 16 + (lane >> 2); /* rows rrow and rrow + 8 */\n",
"    float o[KT_D / 2], s[BN / 2], m_run[2], l_run[2];\n",
"    kt_u32 p[BN / 16][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KT_D / 2; i++) o[i] = 0.0f;\n",
"    m_run[0] = m_run[1] = KT_NEG_INF;\n",
"    l_run[0] = l_run[1] = 0.0f;\n",
"\n",
"    for (int jt = 0; jt < ntiles; jt++) {\n",
"        const kt_i64 kb = k.k_lo + (kt_i64)jt * BN;\n",
"        if (jt == 0) kt_cp_wait_group<1>();\n",
"        else kt_cp_wait_all();\n",
"        kt_fence_async_smem();\n",
"        __syncthreads();\n",
"        if (jt > 0) {\n",
"            if (jt + 1 < ntiles) kt_load_sw<BN>(sKa + ((jt + 1) & 1) * TILE_B, kbase, a.k_sn, kb + BN, k.k_hi, tid);\n",
"            kt_load_sw<BN>(sVa + (jt & 1) * TILE_B, vbase, a.v_sn, kb, k.k_hi, tid);\n",
"            kt_cp_commit();\n",
"        }\n",
"        kt_qk(s, sQw, sKa + (jt & 1) * TILE_B);\n",
"        if (jt > 0) {\n",
"            kt_pv(o, p, sVa + ((jt - 1) & 1) * TILE_B);\n",
"            kt_wgmma_wait<1>();\n",
"        } else {\n",
"            kt_wgmma_wait<0>();\n",
"        }\n",
"        float alpha[2], sum[2];\n",
"        kt_scores(a, k, s, kb, rrow, t, m_run, alpha, sum KT_EM_NONE);\n",
"        kt_wgmma_wait<0>(); /* P(j-1) V(j-1) done: O and P may change */\n",
"        kt_finish(o, p, s, alpha, sum, l_run);\n",
"    }\n",
"    kt_cp_wait_all();\n",
"    if (ntiles > 0) {\n",
"        kt_fence_async_smem();\n",
"        __syncthreads();\n",
"        kt_pv(o, p, sVa + ((ntiles - 1) & 1) * TILE_B);\n",
"        kt_wgmma_wait<0>();\n",
"    }\n",
"    kt_epilogue(a, k, o, m_run, l_run, rrow, t);\n",
"}\n",
"\n",
"#else /* KT_SM90 == 2 */\n",
"/* Tensor maps (built on the host by cuTensorMapEncodeTiled): [B, H, N, D]\n",
"   tensors, boxes of 64 columns x BM (Q) or BN (K, V) rows, 128-byte swizzle. */\n",
"struct __align__(64) kt_tmap { kt_u64 w[16]; };\n",
"struct kt_tmaps { kt_tmap q, k, v; };\n",
"\n",
"/* ROWS x KT_D tile from row `row` as KT_D/64 swizzled column blocks */\n",
"template <int ROWS> KT_DEV void kt_tma_tile(kt_u32 dst, const kt_tmap *map, kt_i64 row, kt_i64 h, kt_i64 b, kt_u32 bar) {\n",
"#pragma unroll\n",
"    for (int blk = 0; blk < KT_D / 64; blk++) kt_tma_load(dst + blk * ROWS * 128, map, blk * 64, (int)row, (int)h, (int)b, bar);\n",
"}\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_attn_fwd(const kt_attn_args a, const __grid_constant__ kt_tmaps tm,\n",
"                                                      const kt_sparse_args sp) {\n",
"    extern __shared__ __align__(16) unsigned char smem_raw[];\n",
"    const kt_u32 sQa = (kt_smem_addr(smem_raw) + 1023u) & ~1023u;\n",
"    const kt_u32 sKa = sQa + BM * KT_D * 2, sVa = sKa + 2 * TILE_B, sQb = sVa + 2 * TILE_B;\n",
"    /* mbarriers (after the second Q tile when pairing): Q full[2], K full[2],\n",
"       V full[2], K empty[2], V empty[2] */\n",
"    const kt_u32 barQ = sQb + (sp.pair ? BM * KT_D * 2 : 0), barKf = barQ + 16, barVf = barQ + 32, barKe = barQ + 48,\n",
"                 barVe = barQ + 64;\n",
"#if KT_MASK == 1\n",
"    const kt_u32 barKt = barQ + 80; /* the tile index in each K slot (2 x 4 bytes) */\n",
"#endif\n",
"    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), t = lane & 3;\n",
"    /* Pairing (one split): CTA x runs row block R-1-x, then row block x, so\n",
"       every CTA has the same causal work and one start-up for two row\n",
"       blocks; the K/V pipeline runs on across the two. */\n",
"    const kt_i64 R = (a.rows + BM - 1) / BM, rb0 = R - 1 - blockIdx.x;\n",
"    const int nitems = sp.pair && rb0 != (kt_i64)blockIdx.x ? 2 : 1;\n",
"#if KT_MASK == 1\n",
"#define KT_LROW(k) (((k).b * a.Hq + (k).hq) * R + (k).r0 / BM)\n",
"#define KT_LIST_DECL(k) const int *tl = (const int *)sp.idx + KT_LROW(k) * sp.T; /* this row block's tile list */\n",
"#define KT_NTILES(k) (((const int *)sp.cnt)[KT_LROW(k)])\n",
"#define KT_TILE(k, jt) ((kt_i64)__ldg(tl + (jt)) * BN)\n",
"/* The consumers' tile count and tile indices (from shared memory, barKt)\n",
"   pass through kt_uniform: warp-uniform to the compiler, as the dense\n",
"   kernel's are, the tile loop keeps its addresses and tests in uniform\n",
"   registers instead of recomputing them per thread and tile. */\n",
"#define KT_NTILES_W(k) ((int)kt_uniform((kt_u32)KT_NTILES(k)))\n",
"#else\n",
"#define KT_LIST_DECL(k)\n",
"#define KT_NTILES(k) ((k).ntiles)\n",
"#define KT_TILE(k, jt) ((k).k_lo + (kt_i64)(jt) * BN)\n",
"#define KT_NTILES_W(k) KT_NTILES(k)\n",
"#endif\n",
"    if (tid == 0) {\n",
"        for (int i = 0; i < 2; i++) {\n",
"            kt_mbar_init(barQ + 8 * i, 1);\n",
"            kt_mbar_init(barKf + 8 * i, 1);\n",
"            kt_mbar_init(barVf + 8 * i, 1);\n",
"            kt_mbar_init(barKe + 8 * i, KT_WG * 128);\n",
"            kt_mbar_init(barVe + 8 * i, KT_WG * 128);\n",
"        }\n",
"        kt_fence_mbar_init();\n",
"    }\n",
"    __syncthreads();\n",
"\n",
"    if (wg == 0) {\n",
"        /* producer: one thread issues every copy */\n",
"        kt_setmaxnreg_dec<KT_PREG>();\n",
"        if (tid == 0) {\n",
"            for (int it = 0; it < nitems; it++) {\n",
"                const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);\n",
"                kt_mbar_expect(barQ + 8 * it, BM * KT_D * 2);\n",
"                kt_tma_tile<BM>(it ? sQb : sQa, &tm.q, k.r0, k.hq, k.b, barQ + 8 * it);\n",
"            }\n",
"            int g = 0; /* tiles issued so far: slot g & 1, use g >> 1 */\n",
"            for (int it = 0; it < nitems; it++) {\n",
"                const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);\n",
"                const int ntiles = KT_NTILES(k);\n",
"                KT_LIST_DECL(k)\n",
"#if KT_MASK == 1\n",
"                /* the next tile's index is read before this tile's waits, so its\n",
"                   latency never delays a copy */\n",
"                kt_i64 kb_next = ntiles > 0 ? KT_TILE(k, 0) : 0;\n",
"#endif\n",
"                for (int jt = 0; jt < ntiles; jt++, g++) {\n",
"                    const int sl = g & 1, n = g >> 1;\n",
"#if KT_MASK == 1\n",
"                    const kt_i64 kb = kb_next;\n",
"                    if (jt + 1 < ntiles) kb_next = KT_TILE(k, jt + 1);\n",
"#else\n",
"                    const kt_i64 kb = KT_TILE(k, jt);\n",
"#endif\n",
"                    if (g >= 2) kt_mbar_wait(barKe + 8 * sl, (n - 1) & 1);\n",
"#if KT_MASK == 1\n",
"                    /* the tile's index for the consumers, released by the arrive below */\n",
"                    kt_sts32(barKt + 4 * sl, (kt_u32)(kb / BN));\n",
"#endif\n",
"                    kt_mbar_expect(barKf + 8 * sl, TILE_B);\n",
"                    kt_tma_tile<BN>(sKa + sl * TILE_B, &tm.k, kb, k.kvh, k.b, barKf + 8 * sl);\n",
"                    if (g >= 2) kt_mbar_wait(barVe + 8 * sl, (n - 1) & 1);\n",
"                    kt_mbar_expect(barVf + 8 * sl, TILE_B);\n",
"                    kt_tma_tile<BN>(sVa + sl * TILE_B, &tm.v, kb, k.kvh, k.b, barVf + 8 * sl);\n",
"                }\n",
"            }\n",
"        }\n",
"    } else {\n",
"        kt_setmaxnreg_inc<KT_CREG>();\n",
"        const int cw = wg - 1; /* consumer warpgroup; named barrier 1 + cw is its turn to issue MMAs */\n",
"        if (cw == KT_WG - 1) kt_bar_arrive(1); /* consumer 0 goes first */\n",
"        int g = 0;\n",
"        for (int it = 0; it < nitems; it++) {\n",
"            const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);\n",
"            const int ntiles = KT_NTILES_W(k);\n",
"            const kt_u32 sQw = (it ? sQb : sQa) + cw * 64 * 128;\n",
"            const kt_i64 rrow = k.r0 + cw * 64 + ((tid >> KT_WARP_SHIFT) & 3) * 16 + (lane >> 2);\n",
"            float o[KT_D / 2], s[BN / 2], m_run[2], l_run[2];\n",
"            kt_u32 p[BN / 16][4];\n",
"#pragma unroll\n",
"            for (int i = 0; i < KT_D / 2; i++) o[i] = 0.0f;\n",
"            m_run[0] = m_run[1] = KT_NEG_INF;\n",
"            l_run[0] = l_run[1] = 0.0f;\n",
"#if KT_MASK == 1\n",
"            const kt_u8 *m0 = 0, *m1 = 0;\n",
"            if (sp.bmask) {\n",
"                const kt_u8 *mb = (const kt_u8 *)sp.bmask + k.b * sp.m_sb + k.hq * sp.m_sh;\n",
"                m0 = mb + (rrow < a.rows ? rrow / sp.bq : 0) * sp.m_sq;\n",
"                m1 = mb + (rrow + 8 < a.rows ? (rrow + 8) / sp.bq : 0) * sp.m_sq;\n",
"            }\n",
"#define KT_EM_ARGS , m0, m1, sp.bmask ? sp.bk : 0, sp.m_sk\n",
"#else\n",
"#define KT_EM_ARGS KT_EM_NONE\n",
"#endif\n",
"            kt_mbar_wait(barQ + 8 * it, 0);\n",
"#if KT_MASK == 4\n",
"            const int nlive = kt_live_tiles(a, k, cw);\n",
"#else\n",
"            const int nlive = ntiles;\n",
"#endif\n",
"            for (int jt = 0; jt < nlive; jt++) {\n",
"                const int gg = g + jt, sl = gg & 1;\n",
"#if KT_MASK == 1\n",
"                kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);\n",
"                kt_u32 kt_idx;\n",
"                kt_idx = kt_lds32(barKt + 4 * sl); /* before K empty is signalled */\n",
"                const kt_i64 kb = (kt_i64)kt_uniform(kt_idx) * BN;\n",
"#else\n",
"                const kt_i64 kb = KT_TILE(k, jt);\n",
"                kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);\n",
"#endif\n",
"                if (jt > 0) kt_mbar_wait(barVf + 8 * (sl ^ 1), ((gg - 1) >> 1) & 1);\n",
"                kt_bar_sync(1 + cw);\n",
"                kt_qk(s, sQw, sKa + sl * TILE_B);\n",
"                if (jt > 0) { /* one branch: the compiler must see which group each wait covers */\n",
"                    kt_pv(o, p, sVa + (sl ^ 1) * TILE_B);\n",
"                    kt_bar_arrive(KT_NEXT(cw));\n",
"                    kt_wgmma_wait<1>();\n",
"                } else {\n",
"                    kt_bar_arrive(KT_NEXT(cw));\n",
"                    kt_wgmma_wait<0>();\n",
"                }\n",
"                kt_mbar_arrive(barKe + 8 * sl);\n",
"                float alpha[2], sum[2];\n",
"                kt_scores(a, k, s, kb, rrow, t, m_run, alpha, sum KT_EM_ARGS);\n",
"                kt_wgmma_wait<0>(); /* P(j-1) V(j-1) done: O and P may change */\n",
"                if (jt > 0) kt_mbar_arrive(barVe + 8 * (sl ^ 1));\n",
"                kt_finish(o, p, s, alpha, sum, l_run);\n",
"            }\n",
"#if KT_MASK == 4\n",
"            /* Turns nlive..ntiles: the last P V in the first, then (tiles this\n",
"               consumer's rows do not see) only the hand-over and the slots'\n",
"               release, each after the slot's fill: an early arrival would\n",
"               count towards the slot's previous use. */\n",
"            for (int jt = nlive; jt <= ntiles && ntiles > 0; jt++) {\n",
"                const int gg = g + jt, sl = gg & 1;\n",
"                if (jt < ntiles) kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);\n",
"                if (jt > 0) kt_mbar_wait(barVf + 8 * (sl ^ 1), ((gg - 1) >> 1) & 1);\n",
"                kt_bar_sync(1 + cw);\n",
"                if (jt == nlive && jt > 0) {\n",
"                    kt_pv(o, p, sVa + (sl ^ 1) * TILE_B);\n",
"                    kt_bar_arrive(KT_NEXT(cw));\n",
"                    kt_wgmma_wait<0>();\n",
"                } else {\n",
"                    kt_bar_arrive(KT_NEXT(cw));\n",
"                }\n",
"                if (jt < ntiles) kt_mbar_arrive(barKe + 8 * sl);\n",
"                if (jt > 0) kt_mbar_arrive(barVe + 8 * (sl ^ 1)); /* the next row block's tiles may reuse the slot */\n",
"            }\n",
"#else\n",
"            if (ntiles > 0) {\n",
"                const int gg = g + ntiles - 1, sl = gg & 1;\n",
"                kt_mbar_wait(barVf + 8 * sl, (gg >> 1) & 1);\n",
"                kt_bar_sync(1 + cw);\n",
"                kt_pv(o, p, sVa + sl * TILE_B);\n",
"                kt_bar_arrive(KT_NEXT(cw));\n",
"                kt_wgmma_wait<0>();\n",
"                kt_mbar_arrive(barVe + 8 * sl); /* the next row block's tiles may reuse the slot */\n",
"            }\n",
"#endif\n",
"            g += ntiles;\n",
"            kt_epilogue(a, k, o, m_run, l_run, rrow, t);\n",
"        }\n",
"        if (cw == 0) kt_bar_sync(1); /* the last consumer's last hand-over */\n",
"    }\n",
"}\n",
"#endif\n",
"#endif\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_misc(size_t *nlines) { /* shaders/misc.cu */
    static const char *const lines[] = {
"/* Element-wise device kernels: strided copies with dtype conversion\n",
"   (bit-identical to ktorch.h's host conversions; copies within one dtype\n",
"   in 16-byte units where the host finds the layout allows) and the\n",
"   split-KV combine. */\n",
"typedef ktorch__cu_convert_args kt_convert_args; /* shaders/kernel_args.h */\n",
"/* dtype codes follow ktorch_dtype: 0 f32, 1 f16, 2 bf16 */\n",
"KT_DEV float kt_load_f32(const void *p, kt_i64 i, int dt) {\n",
"    if (dt == 0) return ((const float *)p)[i];\n",
"    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);\n",
"    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);\n",
"}\n",
"\n",
"KT_KERNEL void kt_convert(const kt_convert_args a) {\n",
"    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < a.n; idx += (kt_i64)gridDim.x * blockDim.x) {\n",
"        kt_i64 r = idx, so = 0, dof = 0;\n",
"        for (int d = 3; d >= 0; d--) {\n",
"            kt_i64 c = r % a.shape[d];\n",
"            r /= a.shape[d];\n",
"            so += c * a.ss[d];\n",
"            dof += c * a.ds[d];\n",
"        }\n",
"        if (a.src_dtype == a.dst_dtype) {\n",
"            switch (a.esize) {\n",
"            case 1: ((kt_u8 *)a.dst)[dof] = ((const kt_u8 *)a.src)[so]; break;\n",
"            case 2: ((kt_u16 *)a.dst)[dof] = ((const kt_u16 *)a.src)[so]; break;\n",
"            case 4: ((kt_u32 *)a.dst)[dof] = ((const kt_u32 *)a.src)[so]; break;\n",
"            case 8: ((kt_u64 *)a.dst)[dof] = ((const kt_u64 *)a.src)[so]; break;\n",
"            default: ((uint4 *)a.dst)[dof] = ((const uint4 *)a.src)[so]; break; /* 16-byte units (the host's choice) */\n",
"            }\n",
"            continue;\n",
"        }\n",
"        float x = kt_load_f32((const void *)a.src, so, (int)a.src_dtype);\n",
"        if (a.dst_dtype == 0) ((float *)a.dst)[dof] = x;\n",
"        else if (a.dst_dtype == 1) ((kt_u16 *)a.dst)[dof] = kt_f32_to_f16(x);\n",
"        else ((kt_u16 *)a.dst)[dof] = kt_f32_to_bf16(x);\n",
"    }\n",
"}\n",
"\n",
"/* Merge split-KV partials: one block per (b, hq, i) row. */\n",
"typedef ktorch__cu_combine_args kt_combine_args; /* shaders/kernel_args.h */\n",
"KT_KERNEL void kt_combine(const kt_combine_args a) {\n",
"    kt_i64 row = blockIdx.x, rows = a.B * a.Hq * a.Nq;\n",
"    kt_i64 i = row % a.Nq, hq = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);\n",
"    const float *pl = (const float *)a.part_lse;\n",
"    float m = KT_NEG_INF, sum = 0.0f;\n",
"    bool nan_part = false; /* a split with NaN scores: NaN output and LSE, as on the CPU */\n",
"    for (kt_i64 s = 0; s < a.num_splits; s++) {\n",
"        m = fmaxf(m, pl[s * rows + row]);\n",
"        nan_part |= pl[s * rows + row] != pl[s * rows + row];\n",
"    }\n",
"    float mu = m == KT_NEG_INF ? 0.0f : m;\n",
"    for (kt_i64 s = 0; s < a.num_splits; s++) sum += expf(pl[s * rows + row] - mu);\n",
"    if (nan_part) sum = __int_as_float(0x7fc00000);\n",
"    float inv = sum > 0.0f ? 1.0f / sum : sum;\n",
"    for (kt_i64 d = threadIdx.x; d < a.D; d += blockDim.x) {\n",
"        float acc = 0.0f;\n",
"        for (kt_i64 s = 0; s < a.num_splits; s++) {\n",
"            float w = expf(pl[s * rows + row] - mu);\n",
"            if (w > 0.0f) acc += w * ((const float *)a.part_o)[(s * rows + row) * a.D + d];\n",
"        }\n",
"        acc *= inv;\n",
"        kt_i64 oo = b * a.o_sb + hq * a.o_sh + i * a.o_sn + d;\n",
"        if (a.out_dtype == 1) ((kt_u16 *)a.o)[oo] = kt_f32_to_f16(acc);\n",
"        else ((kt_u16 *)a.o)[oo] = kt_f32_to_bf16(acc);\n",
"    }\n",
"    if (a.lse && threadIdx.x == 0)\n",
"        ((float *)a.lse)[b * a.l_sb + hq * a.l_sh + i * a.l_sn] = sum > 0.0f || nan_part ? mu + logf(sum) : KT_NEG_INF;\n",
"}\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_quant(size_t *nlines) { /* shaders/quant.cu */
    static const char *const lines[] = {
"/* Quantization on the device (kind 5): quantize / dequantize every\n",
"   ktorch_quant_format and the fp8 casts of ktorch_tensor_copy. Every rule is\n",
"   ktorch.h's (docs/QUANT.md), written with the same integer steps and with\n",
"   explicitly rounded f32 operations (no contraction), so codes and scales are\n",
"   byte-identical to the CPU.\n",
"   Layout of the work: a scale block (MX 32, nvfp4 16, q8_0/q4_0 32, a\n",
"   power-of-two group of 8..256) is held by L = block/8 neighbouring lanes,\n",
"   8 elements each (one 16-byte load of a 16-bit x), reduced with shuffles;\n",
"   flat formats (per tensor / per channel, casts) take 8 or 16 elements per\n",
"   thread. Vector loads and stores only where the address is aligned and the\n",
"   whole vector lies inside the tensor; otherwise element by element.\n",
"   Aligned tensors of whole blocks take lean paths (a.fast): dequantization\n",
"   and per-tensor statistics/codes in 16-element chunks, two per thread and\n",
"   iteration; the block formats with 16 elements per thread (kt_qf_*).\n",
"   Anything those paths do not cover (NaN/Inf, blocks whose maximum lies\n",
"   outside the ranges where their steps are exact) falls back to the exact\n",
"   general routines, so results stay byte-identical.\n",
"   fp8 codes come from the hardware conversion (sm_89+) when every value of a\n",
"   vector is finite and below the format's max normal, where it rounds as the\n",
"   CPU does; other vectors take the exact scalar routine. Rows that hold\n",
"   NaN/Inf where the format rejects them are recorded in a device word\n",
"   (atomic min of tag | row) that the host reads at the next synchronisation.\n",
"   The module is built in five parts (KT_MASK, ktorch__cu_q_part): each kernel\n",
"   is in one, so a call compiles only the part it launches. */\n",
"\n",
"/* dtype codes (ktorch_dtype) and quantization kinds (ktorch.h) */\n",
"#define KT_Q_F32 0\n",
"#define KT_Q_F16 1\n",
"#define KT_Q_BF16 2\n",
"#define KT_Q_E4M3 3\n",
"#define KT_Q_E5M2 4\n",
"#define KT_Q_I8 5\n",
"#define KT_Q_F6_E2M3 12\n",
"#define KT_Q_F6_E3M2 13\n",
"#define KT_Q_F4 14\n",
"#define KT_QK_INT8 0\n",
"#define KT_QK_ASYM 1\n",
"#define KT_QK_FP8 2\n",
"#define KT_QK_MX 3\n",
"#define KT_QK_NVFP4 4\n",
"#define KT_QK_Q8_0 5\n",
"#define KT_QK_Q4_0 6\n",
"#define KT_QK_GROUPS 7 /* kernel side only: int8 / int8_asym / fp8 groups of 16..256 on the lean path (kt_qf_slot) */\n",
"#define KT_Q_FLT_MAX 3.40282346638528859812e+38f\n",
"\n",
"typedef ktorch__cu_q_args kt_q_args; /* shaders/kernel_args.h */\n",
"/* scratch: u32 keys of max(-x) per scale, then u32 keys of max(x), then f32\n",
"   multipliers; with a.host (one scale) kt_q_stats's count of finished\n",
"   blocks follows, and the code kernels get a.scr + 16 */\n",
"\n",
"/* ---- exact scalar helpers (ktorch.h's, one for one) ----------------------- */\n",
"\n",
"/* a * b with x86's NaN rule (a NaN operand is returned quieted, the first one\n",
"   first; an invalid product is the negative default NaN), so fp8 NaN codes\n",
"   carry the sign the CPU gives them. */\n",
"KT_DEV float kt_q_mul(float a, float b) {\n",
"    float r = __fmul_rn(a, b);\n",
"    if (r != r) {\n",
"        kt_u32 ua = __float_as_uint(a), ub = __float_as_uint(b);\n",
"        if ((ua & 0x7fffffffu) > 0x7f800000u) return __uint_as_float(ua | 0x400000u);\n",
"        if ((ub & 0x7fffffffu) > 0x7f800000u) return __uint_as_float(ub | 0x400000u);\n",
"        return __uint_as_float(0xffc00000u);\n",
"    }\n",
"    return r;\n",
"}\n",
"KT_DEV int kt_q_finite(float x) { return (__float_as_uint(x) & 0x7f800000u) != 0x7f800000u; }\n",
"KT_DEV kt_u32 kt_q_rne_u32(float y) {\n",
"    kt_u32 t = (kt_u32)y;\n",
"    float f = __fsub_rn(y, (float)t);\n",
"    if (f > 0.5f || (f == 0.5f && (t & 1u))) t++;\n",
"    return t;\n",
"}\n",
"KT_DEV kt_i32 kt_q_rne_clamp(float y, kt_i32 lim) {\n",
"    float a;\n",
"    kt_i32 t;\n",
"    if (!(y == y)) return 0;\n",
"    a = y < 0 ? -y : y;\n",
"    if (a >= (float)lim) return y < 0 ? -lim : lim;\n",
"    t = (kt_i32)kt_q_rne_u32(a);\n",
"    if (t > lim) t = lim;\n",
"    return y < 0 ? -t : t;\n",
"}\n",
"/* RNE integer of |y| < 2^22 and trunc of 0 <= y < 2^23 through one f32 add\n",
"   (no conversion instruction: 16 results per clock and SM against 128 adds) */\n",
"KT_DEV kt_i32 kt_q_rint(float y) { return (kt_i32)(__float_as_uint(__fadd_rn(y, 12582912.0f)) - 0x4b400000u); }\n",
"KT_DEV kt_i32 kt_q_trunc(float y) { return (kt_i32)(__float_as_uint(kt_fadd_rz(y, 8388608.0f)) - 0x4b000000u); }\n",
"/* truncation as the CPU reference's (x86 cvttss2si): INT_MIN when out of\n",
"   range or NaN. q8_0 / q4_0 blocks with a maximum under about 2^-120 have\n",
"   1/d = inf, and their codes are those of +-inf and NaN */\n",
"KT_DEV kt_i32 kt_q_cvtt(float v) { return v > -2147483904.0f && v < 2147483648.0f ? (kt_i32)v : -2147483647 - 1; }\n",
"/* f32 -> f16 bits, RNE (d of q8_0 / q4_0: never NaN on the paths that call it) */\n",
"KT_DEV kt_u16 kt_q_f16(float x) {\n",
"    return kt_cvt_f16(x);\n",
"}\n",
"KT_DEV float kt_q_pow2f(int n) {\n",
"    if (n >= -126) return __uint_as_float((kt_u32)(n + 127) << 23);\n",
"    return __uint_as_float(1u << (n + 149));\n",
"}\n",
"KT_DEV int kt_q_floor_log2f(float a) {\n",
"    kt_u32 u = __float_as_uint(a) & 0x7fffffffu;\n",
"    int e = (int)(u >> 23);\n",
"    if (e) return e - 127;\n",
"    return (31 - __clz((int)u)) - 149;\n",
"}\n",
"/* FP6 / FP4 element: RNE with subnormals, saturating, v not NaN */\n",
"KT_DEV kt_u32 kt_q_sf_encode(float v, int E, int M) {\n",
"    int bias = (1 << (E - 1)) - 1, emin = 1 - bias, e;\n",
"    kt_u32 sign = (__float_as_uint(v) >> 31) << (E + M), maxcode = (1u << (E + M)) - 1u, t;\n",
"    float a = v < 0 ? -v : v, maxn = __fmul_rn(kt_q_pow2f((1 << E) - 1 - bias), 2.0f - kt_q_pow2f(-M));\n",
"    if (a >= maxn) return sign | maxcode;\n",
"    if (a == 0) return sign;\n",
"    e = kt_q_floor_log2f(a);\n",
"    if (e < emin) e = emin;\n",
"    t = kt_q_rne_u32(__fmul_rn(a, kt_q_pow2f(M - e)));\n",
"    if (t >= (2u << M)) { t >>= 1; e++; }\n",
"    if (t < (1u << M)) return sign | t;\n",
"    return sign | (((kt_u32)(e + bias) << M) | (t - (1u << M)));\n",
"}\n",
"KT_DEV float kt_q_sf_decode(kt_u32 c, int E, int M) {\n",
"    int bias = (1 << (E - 1)) - 1, e = (int)((c >> M) & ((1u << E) - 1u)), m = (int)(c & ((1u << M) - 1u));\n",
"    float v = e ? __fmul_rn(__fadd_rn(1.0f, __fmul_rn((float)m, kt_q_pow2f(-M))), kt_q_pow2f(e - bias))\n",
"                : __fmul_rn((float)m, kt_q_pow2f(1 - bias - M));\n",
"    return (c >> (E + M)) & 1u ? -v : v;\n",
"}\n",
"/* MX / nvfp4 element code of v (already scaled) */\n",
"KT_DEV kt_u32 kt_q_elem_encode(int elem, int E, int M, float v) {\n",
"    if (elem == KT_Q_E4M3) return kt_f32_to_e4m3(v, 1);\n",
"    if (elem == KT_Q_E5M2) return kt_f32_to_e5m2(v, 1);\n",
"    if (elem == KT_Q_I8) return (kt_u32)(kt_u8)(signed char)kt_q_rne_clamp(__fmul_rn(v, 64.0f), 127);\n",
"    return kt_q_sf_encode(v, E, M);\n",
"}\n",
"/* value of an element code (the CPU's decode table) */\n",
"KT_DEV float kt_q_elem_value(int elem, kt_u32 c) {\n",
"    switch (elem) {\n",
"    case KT_Q_E4M3: return kt_e4m3_to_f32(c);\n",
"    case KT_Q_E5M2: return kt_e5m2_to_f32(c);\n",
"    case KT_Q_F6_E2M3: return kt_q_sf_decode(c & 63u, 2, 3);\n",
"    case KT_Q_F6_E3M2: return kt_q_sf_decode(c & 63u, 3, 2);\n",
"    case KT_Q_F4: return kt_q_sf_decode(c & 15u, 2, 1);\n",
"    case KT_Q_I8: return (float)(signed char)(kt_u8)c;\n",
"    default: return (float)c;\n",
"    }\n",
"}\n",
"KT_DEV int kt_q_bits(int elem) { return elem == KT_Q_F4 ? 4 : (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) ? 6 : 8; }\n",
"\n",
"/* Small-float code of a finite v (|v| may exceed the range): RNE on the\n",
"   integer bits for normals (the carry moves into the exponent), subnormals\n",
"   scaled exactly to units and rounded by the hardware (RNE); codes above\n",
"   maxcode become `over`; the sign goes to bit `sp`. For FP6/FP4 (over =\n",
"   maxcode) it equals kt_q_sf_encode. */\n",
"KT_DEV kt_u32 kt_q_enc(float v, int M, int bias, kt_u32 maxcode, kt_u32 over, int sp) {\n",
"    kt_u32 b = __float_as_uint(v), a = b & 0x7fffffffu, sh = (kt_u32)(23 - M), c;\n",
"    /* subnormal codes: RNE of a * 2^(M-1+bias) (< 2^M, exact product) by one FMA with 1.5 * 2^23 */\n",
"    if (a < ((kt_u32)(128 - bias) << 23)) c = __float_as_uint(__fmaf_rn(__uint_as_float(a), kt_q_pow2f(M - 1 + bias), 12582912.0f)) - 0x4b400000u;\n",
"    else c = ((a + ((1u << (sh - 1u)) - 1u) + ((a >> sh) & 1u)) >> sh) - ((kt_u32)(127 - bias) << M);\n",
"    c = c > maxcode ? over : c;\n",
"    return c | ((b >> 31) << sp);\n",
"}\n",
"/* Saturating fp8 codes of two values, byte 0 from lo, byte 1 from hi: Inf\n",
"   gives the max normal, NaN 0x7f (with the sign bit of a signed NaN). */\n",
"KT_DEV kt_u32 kt_q_f8x2(float lo, float hi, int e5) {\n",
"#if KT_HW_F8\n",
"    const kt_u16 t = kt_f8x2_sat(lo, hi, e5);\n",
"    /* zeros keep the input's sign, as on the CPU */\n",
"    return (kt_u32)t | ((__float_as_uint(lo) >> 24) & 0x80u) | ((__float_as_uint(hi) >> 16) & 0x8000u);\n",
"#else\n",
"    if (e5) return (kt_u32)kt_f32_to_e5m2(lo, 1) | ((kt_u32)kt_f32_to_e5m2(hi, 1) << 8);\n",
"    return (kt_u32)kt_f32_to_e4m3(lo, 1) | ((kt_u32)kt_f32_to_e4m3(hi, 1) << 8);\n",
"#endif\n",
"}\n",
"/* |v| bits below which kt_q_f8x2 is exact for every rounding (the max normal) */\n",
"KT_DEV kt_u32 kt_q_f8lim(int e5) { return e5 ? 0x47600000u : 0x43e00000u; }\n",
"\n",
"/* ---- element access ----------------------------------------------------- */\n",
"KT_DEV float kt_q_ld(kt_u64 p, kt_i64 i, int dt) {\n",
"    if (dt == KT_Q_F32) return ((const float *)p)[i];\n",
"    if (dt == KT_Q_F16) return kt_f16_to_f32(((const kt_u16 *)p)[i]);\n",
"    if (dt == KT_Q_BF16) return kt_bf16_to_f32(((const kt_u16 *)p)[i]);\n",
"    if (dt == KT_Q_E4M3) return kt_e4m3_to_f32(((const kt_u8 *)p)[i]);\n",
"    return kt_e5m2_to_f32(((const kt_u8 *)p)[i]);\n",
"}\n",
"KT_DEV void kt_q_unpack16(kt_u32 w, int dt, float &lo, float &hi) {\n",
"    if (dt == KT_Q_F16) {\n",
"        lo = kt_f16_to_f32((kt_u16)(w & 0xffffu));\n",
"        hi = kt_f16_to_f32((kt_u16)(w >> 16));\n",
"    } else {\n",
"        lo = __uint_as_float(w << 16);\n",
"        hi = __uint_as_float(w & 0xffff0000u);\n",
"    }\n",
"}\n",
"/* n (0..8) f32/f16/bf16 elements from element i into v, zeros beyond n:\n",
"   16-byte loads when all 8 lie inside and the address is aligned. */\n",
"KT_DEV void kt_q_ld8(kt_u64 p, kt_i64 i, int n, int dt, float *v) {\n",
"    int j;\n",
"    if (dt == KT_Q_F32) {\n",
"        kt_u64 q = p + (kt_u64)i * 4u;\n",
"        if (n == 8 && (q & 15u) == 0) {\n",
"            float4 a = ((const float4 *)q)[0], b = ((const float4 *)q)[1];\n",
"            v[0] = a.x; v[1] = a.y; v[2] = a.z; v[3] = a.w; v[4] = b.x; v[5] = b.y; v[6] = b.z; v[7] = b.w;\n",
"            return;\n",
"        }\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) v[j] = j < n ? ((const float *)q)[j] : 0.0f;\n",
"        return;\n",
"    }\n",
"    {\n",
"        kt_u64 q = p + (kt_u64)i * 2u;\n",
"        if (n == 8 && (q & 15u) == 0) {\n",
"            uint4 w = *(const uint4 *)q;\n",
"            kt_q_unpack16(w.x, dt, v[0], v[1]);\n",
"            kt_q_unpack16(w.y, dt, v[2], v[3]);\n",
"            kt_q_unpack16(w.z, dt, v[4], v[5]);\n",
"            kt_q_unpack16(w.w, dt, v[6], v[7]);\n",
"            return;\n",
"        }\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u16 h = j < n ? ((const kt_u16 *)q)[j] : (kt_u16)0;\n",
"            v[j] = dt == KT_Q_F16 ? kt_f16_to_f32(h) : kt_bf16_to_f32(h);\n",
"        }\n",
"    }\n",
"}\n",
"/* n (0..8) float results to an f32/f16/bf16 array at element i */\n",
"KT_DEV void kt_q_st8(kt_u64 p, kt_i64 i, int n, int dt, const float *v) {\n",
"    int j;\n",
"    if (dt == KT_Q_F32) {\n",
"        kt_u64 q = p + (kt_u64)i * 4u;\n",
"        if (n == 8 && (q & 15u) == 0) {\n",
"            ((float4 *)q)[0] = make_float4(v[0], v[1], v[2], v[3]);\n",
"            ((float4 *)q)[1] = make_float4(v[4], v[5], v[6], v[7]);\n",
"            return;\n",
"        }\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++)\n",
"            if (j < n) ((float *)q)[j] = v[j];\n",
"        return;\n",
"    }\n",
"    {\n",
"        kt_u64 q = p + (kt_u64)i * 2u;\n",
"        kt_u32 h[8];\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) h[j] = dt == KT_Q_F16 ? kt_f32_to_f16(v[j]) : kt_f32_to_bf16(v[j]);\n",
"        if (n == 8 && (q & 15u) == 0) {\n",
"            *(uint4 *)q = make_uint4(h[0] | (h[1] << 16), h[2] | (h[3] << 16), h[4] | (h[5] << 16), h[6] | (h[7] << 16));\n",
"            return;\n",
"        }\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++)\n",
"            if (j < n) ((kt_u16 *)q)[j] = (kt_u16)h[j];\n",
"    }\n",
"}\n",
"/* 8 bytes (lo, hi words) to p, the first nb of them */\n",
"KT_DEV void kt_q_st8b(kt_u64 p, kt_u32 lo, kt_u32 hi, int nb) {\n",
"    int j;\n",
"    if (nb == 8 && (p & 7u) == 0) {\n",
"        *(uint2 *)p = make_uint2(lo, hi);\n",
"        return;\n",
"    }\n",
"    if (nb == 8 && (p & 1u) == 0) {\n",
"        ((kt_u16 *)p)[0] = (kt_u16)lo;\n",
"        ((kt_u16 *)p)[1] = (kt_u16)(lo >> 16);\n",
"        ((kt_u16 *)p)[2] = (kt_u16)hi;\n",
"        ((kt_u16 *)p)[3] = (kt_u16)(hi >> 16);\n",
"        return;\n",
"    }\n",
"#pragma unroll\n",
"    for (j = 0; j < 8; j++)\n",
"        if (j < nb) ((kt_u8 *)p)[j] = (kt_u8)((j < 4 ? lo : hi) >> (8 * (j & 3)));\n",
"}\n",
"/* nb (0..8) bytes from p into lo/hi words, zeros beyond */\n",
"KT_DEV void kt_q_ld8b(kt_u64 p, int nb, kt_u32 &lo, kt_u32 &hi) {\n",
"    int j;\n",
"    if (nb == 8 && (p & 7u) == 0) {\n",
"        uint2 w = *(const uint2 *)p;\n",
"        lo = w.x;\n",
"        hi = w.y;\n",
"        return;\n",
"    }\n",
"    if (nb == 8 && (p & 1u) == 0) {\n",
"        const kt_u16 *h = (const kt_u16 *)p;\n",
"        lo = h[0] | ((kt_u32)h[1] << 16);\n",
"        hi = h[2] | ((kt_u32)h[3] << 16);\n",
"        return;\n",
"    }\n",
"    lo = hi = 0;\n",
"#pragma unroll\n",
"    for (j = 0; j < 8; j++)\n",
"        if (j < nb) {\n",
"            kt_u32 b = ((const kt_u8 *)p)[j];\n",
"            if (j < 4) lo |= b << (8 * j);\n",
"            else hi |= b << (8 * (j - 4));\n",
"        }\n",
"}\n",
"/* code of element i of a packed code array */\n",
"KT_DEV kt_u32 kt_q_code_get(int elem, kt_u64 p, kt_i64 i) {\n",
"    const kt_u8 *b = (const kt_u8 *)p;\n",
"    if (elem == KT_Q_F4) return (i & 1) ? b[i >> 1] >> 4 : b[i >> 1] & 15u;\n",
"    if (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) {\n",
"        kt_u64 bit = (kt_u64)i * 6u;\n",
"        unsigned sh = (unsigned)(bit & 7u);\n",
"        kt_u32 w = b[bit >> 3] | (sh > 2 ? (kt_u32)b[(bit >> 3) + 1] << 8 : 0u);\n",
"        return (w >> sh) & 63u;\n",
"    }\n",
"    return b[i];\n",
"}\n",
"/* nb bytes to p (word stores when aligned) */\n",
"KT_DEV void kt_q_stb(kt_u64 p, const kt_u8 *b, int nb) {\n",
"    int j;\n",
"    if (((p | (kt_u64)nb) & 3u) == 0) {\n",
"        for (j = 0; j < nb; j += 4) *(kt_u32 *)(p + (kt_u64)j) = b[j] | ((kt_u32)b[j + 1] << 8) | ((kt_u32)b[j + 2] << 16) | ((kt_u32)b[j + 3] << 24);\n",
"        return;\n",
"    }\n",
"    for (j = 0; j < nb; j++) ((kt_u8 *)p)[j] = b[j];\n",
"}\n",
"/* n codes packed from element offset e0 (byte aligned: e0 * bits % 8 == 0) */\n",
"KT_DEV int kt_q_pack(int elem, const kt_u8 *c, int n, kt_u8 *out) {\n",
"    int bits = kt_q_bits(elem), nb = (n * bits + 7) / 8, j;\n",
"    if (bits == 8) {\n",
"        for (j = 0; j < n; j++) out[j] = c[j];\n",
"        return n;\n",
"    }\n",
"    for (j = 0; j < nb; j++) out[j] = 0;\n",
"    for (j = 0; j < n; j++) {\n",
"        int bit = j * bits, sh = bit & 7;\n",
"        kt_u32 w = (kt_u32)c[j] << sh;\n",
"        out[bit >> 3] |= (kt_u8)w;\n",
"        if (sh + bits > 8) out[(bit >> 3) + 1] |= (kt_u8)(w >> 8);\n",
"    }\n",
"    return nb;\n",
"}\n",
"\n",
"/* error word: the smallest tag | row over rejected rows */\n",
"KT_DEV void kt_q_badrow(const kt_q_args &a, kt_i64 r) {\n",
"    if (a.err) atomicMin((unsigned long long *)a.err, (unsigned long long)(a.tag | r));\n",
"}\n",
"/* int8_asym scale s: Inf when its range overflows f32, which rejects row r,\n",
"   the first row holding one of its elements */\n",
"KT_DEV void kt_q_range(const kt_q_args &a, float s, kt_i64 r) {\n",
"    if (a.kind == KT_QK_ASYM && !kt_q_finite(s)) kt_q_badrow(a, KTORCH__CUQ_RANGE | r);\n",
"}\n",
"/* q8_0 / q4_0: d rounds to Inf in f16 (|d| >= 65520), which rejects row r */\n",
"KT_DEV void kt_q_f16_d(const kt_q_args &a, float d, kt_i64 r) {\n",
"    if (fabsf(d) >= 65520.0f) kt_q_badrow(a, KTORCH__CUQ_RANGE | r);\n",
"}\n",
"/* x / d for x >= 0, d > 0: a 32-bit division when both fit */\n",
"KT_DEV kt_i64 kt_q_div(kt_i64 x, kt_i64 d) {\n",
"    if ((kt_u64)x <= 0xffffffffull && (kt_u64)d <= 0xffffffffull) return (kt_i64)((kt_u32)x / (kt_u32)d);\n",
"    return x / d;\n",
"}\n",
"KT_DEV void kt_q_rowcol(const kt_q_args &a, kt_i64 e, kt_i64 &r, kt_i64 &k) {\n",
"    r = kt_q_div(e, a.K);\n",
"    k = e - r * a.K;\n",
"}\n",
"/* block u of L lanes (one row's block b): first element e0 and length n */\n",
"KT_DEV void kt_q_blk(const kt_q_args &a, kt_i64 u, kt_i64 G, kt_i64 &e0, int &n) {\n",
"    kt_i64 r, b;\n",
"    if (a.flat) {\n",
"        e0 = u * G;\n",
"        n = (int)G;\n",
"        return;\n",
"    }\n",
"    r = kt_q_div(u, a.nblk);\n",
"    b = u - r * a.nblk;\n",
"    e0 = r * a.K + b * G;\n",
"    n = a.K - b * G < G ? (int)(a.K - b * G) : (int)G;\n",
"}\n",
"\n",
"/* ---- statistics: per-scale max(-x), max(x) over finite x; rejected rows --\n",
"   Keys are f32 bits of non-negative values, so unsigned max orders them;\n",
"   min/max are exact and order-free, so atomics keep results deterministic. */\n",
"KT_DEV int kt_q_chan_row(const kt_q_args &a, kt_i64 r) {\n",
"    if (a.gran != 1 || a.axis_last) return 0;\n",
"    return (int)((r / a.inner) % a.nch);\n",
"}\n",
"KT_DEV void kt_q_flush(const kt_q_args &a, int c, kt_u32 neg, kt_u32 pos) {\n",
"    kt_u32 *keys = (kt_u32 *)(a.scr);\n",
"    if (neg) atomicMax(&keys[c], neg);\n",
"    if (pos) atomicMax(&keys[a.nsc + c], pos);\n",
"}\n",
"/* unit: 8 elements of the flat tensor (per tensor, per channel not on the last axis) */\n",
"KT_DEV void kt_q_stats_unit(const kt_q_args &a, kt_i64 u, int &cur, kt_u32 &neg, kt_u32 &pos, kt_i64 &badr) {\n",
"    kt_i64 i0 = u * 8, r, k;\n",
"    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j, bad = 0, c;\n",
"    float v[8];\n",
"    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);\n",
"    if (a.gran != 1 || (a.flat && n == 8)) { /* one scale for the 8 */\n",
"        kt_u32 nn = 0, pp = 0;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;\n",
"            if (m >= 0x7f800000u) bad = 1;\n",
"            else if (b >> 31) nn = m > nn ? m : nn;\n",
"            else pp = m > pp ? m : pp;\n",
"        }\n",
"        c = 0;\n",
"        if (a.gran == 1) {\n",
"            kt_q_rowcol(a, i0, r, k);\n",
"            c = kt_q_chan_row(a, r);\n",
"        }\n",
"        if (c != cur) {\n",
"            if (cur >= 0) kt_q_flush(a, cur, neg, pos);\n",
"            cur = c;\n",
"            neg = pos = 0;\n",
"        }\n",
"        neg = nn > neg ? nn : neg;\n",
"        pos = pp > pos ? pp : pos;\n",
"        if (bad) {\n",
"            int jb = 8;\n",
"#pragma unroll\n",
"            for (j = 7; j >= 0; j--)\n",
"                if ((__float_as_uint(v[j]) & 0x7f800000u) == 0x7f800000u) jb = j;\n",
"            if (jb < n && (i0 + jb) / a.K < badr) badr = (i0 + jb) / a.K;\n",
"        }\n",
"        return;\n",
"    }\n",
"    kt_q_rowcol(a, i0, r, k);\n",
"#pragma unroll\n",
"    for (j = 0; j < 8; j++) {\n",
"        kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;\n",
"        if (j >= n) break;\n",
"        c = kt_q_chan_row(a, r);\n",
"        if (c != cur) {\n",
"            if (cur >= 0) kt_q_flush(a, cur, neg, pos);\n",
"            cur = c;\n",
"            neg = pos = 0;\n",
"        }\n",
"        if (m >= 0x7f800000u) {\n",
"            if (r < badr) badr = r;\n",
"        } else if (b >> 31) {\n",
"            neg = m > neg ? m : neg;\n",
"        } else {\n",
"            pos = m > pos ? m : pos;\n",
"        }\n",
"        if (++k == a.K) { k = 0; r++; }\n",
"    }\n",
"}\n",
"/* unit: one column over rows_per_unit rows (per channel on the last axis) */\n",
"KT_DEV void kt_q_colstats_unit(const kt_q_args &a, kt_i64 u) {\n",
"    kt_i64 k = u % a.K, r0 = (u / a.K) * a.rows_per_unit, r1 = r0 + a.rows_per_unit, r, badr = -1;\n",
"    kt_u32 neg = 0, pos = 0;\n",
"    if (r1 > a.R) r1 = a.R;\n",
"    for (r = r0; r < r1; r++) {\n",
"        kt_u32 b = __float_as_uint(kt_q_ld(a.x, r * a.K + k, (int)a.xdt)), m = b & 0x7fffffffu;\n",
"        if (m >= 0x7f800000u) {\n",
"            if (badr < 0) badr = r;\n",
"        } else if (b >> 31) {\n",
"            neg = m > neg ? m : neg;\n",
"        } else {\n",
"            pos = m > pos ? m : pos;\n",
"        }\n",
"    }\n",
"    kt_q_flush(a, (int)k, neg, pos);\n",
"    if (badr >= 0) kt_q_badrow(a, badr);\n",
"}\n",
"\n",
"/* ---- scale parameters (ktorch__q_params) --------------------------------- */\n",
"KT_DEV float kt_q_fp8_mul(float fmax, float amax, int margin) {\n",
"    float m;\n",
"    if (!(amax > 0) || !kt_q_finite(amax)) return 1.0f;\n",
"    m = __fdiv_rn(__fdiv_rn(fmax, amax), kt_q_pow2f(margin));\n",
"    if (!(m <= KT_Q_FLT_MAX)) m = KT_Q_FLT_MAX;\n",
"    return m;\n",
"}\n",
"KT_DEV void kt_q_params(const kt_q_args &a, float mn, float mx, float fp8mul, float *scale, float *mul, kt_u8 *zp) {\n",
"    if (a.kind == KT_QK_INT8) {\n",
"        float amax = -mn > mx ? -mn : mx, s = __fdiv_rn(amax, 127.0f);\n",
"        *scale = s;\n",
"        *mul = s != 0 ? __fdiv_rn(1.0f, s) : 0.0f;\n",
"    } else if (a.kind == KT_QK_ASYM) {\n",
"        float lo = mn < 0.0f ? mn : 0.0f, hi = mx > 0.0f ? mx : 0.0f, s = __fdiv_rn(__fsub_rn(hi, lo), 255.0f);\n",
"        float m = s != 0 ? __fdiv_rn(1.0f, s) : 0.0f;\n",
"        *scale = s;\n",
"        *mul = m;\n",
"        *zp = (kt_u8)kt_q_rne_clamp(__fmul_rn(-lo, m), 255);\n",
"    } else {\n",
"        *mul = fp8mul;\n",
"        *scale = __fdiv_rn(1.0f, fp8mul);\n",
"    }\n",
"}\n",
"/* min (<= 0) and max (>= 0) of scale c from the statistics keys */\n",
"KT_DEV void kt_q_keys(const kt_q_args &a, kt_i64 c, float &mn, float &mx) {\n",
"    const kt_u32 *keys = (const kt_u32 *)(a.scr);\n",
"    mn = keys[c] ? -__uint_as_float(keys[c]) : 0.0f;\n",
"    mx = __uint_as_float(keys[a.nsc + c]);\n",
"}\n",
"/* scale s, multiplier m and zero point z from min mn and max mx */\n",
"KT_DEV void kt_q_scale_mm(const kt_q_args &a, float mn, float mx, float &s, float &m, kt_u8 &z) {\n",
"    const float amax = -mn > mx ? -mn : mx;\n",
"    s = m = 0.0f;\n",
"    z = 0;\n",
"    kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? (a.fixed_mul > 0 ? (float)a.fixed_mul : kt_q_fp8_mul((float)a.fmax, amax, (int)a.margin)) : 0.0f,\n",
"                &s, &m, &z);\n",
"}\n",
"/* scale s, multiplier m and zero point z of scale c from its keys */\n",
"KT_DEV void kt_q_scale_of(const kt_q_args &a, kt_i64 c, float &s, float &m, kt_u8 &z) {\n",
"    float mn, mx;\n",
"    kt_q_keys(a, c, mn, mx);\n",
"    kt_q_scale_mm(a, mn, mx, s, m, z);\n",
"}\n",
"/* nvfp4's tensor scale: the given one, else amax / (448 * 6) from the\n",
"   statistics keys (the host divides the same way) */\n",
"KT_DEV float kt_q_nv_ts(const kt_q_args &a) {\n",
"    float mn, mx;\n",
"    if (a.tscale > 0) return (float)a.tscale;\n",
"    kt_q_keys(a, 0, mn, mx);\n",
"    return __fdiv_rn(-mn > mx ? -mn : mx, 2688.0f);\n",
"}\n",
"/* nvfp4 block scale code e4m3(amax / (6 ts)) (0 where ts is 0) and its\n",
"   divisor den = decode * ts */\n",
"KT_DEV kt_u8 kt_q_nv_scale(const kt_q_args &a, float amax, float &den) {\n",
"    const float ts = kt_q_nv_ts(a);\n",
"    const kt_u8 sb = ts > 0 ? kt_f32_to_e4m3(__fdiv_rn(amax, __fmul_rn(6.0f, ts)), 1) : (kt_u8)0;\n",
"    den = __fmul_rn(kt_e4m3_to_f32(sb), ts);\n",
"    return sb;\n",
"}\n",
"/* unit: one scale (per tensor / per channel) */\n",
"KT_DEV void kt_q_params_unit(const kt_q_args &a, kt_i64 c) {\n",
"    float m, s;\n",
"    kt_u8 z;\n",
"    kt_q_scale_of(a, c, s, m, z);\n",
"    kt_q_range(a, s, a.gran == 1 && !a.axis_last ? c * a.inner : 0);\n",
"    ((float *)a.scale)[c] = s;\n",
"    ((float *)(a.scr + 8u * (kt_u64)a.nsc))[c] = m;\n",
"    if (a.zp) ((kt_u8 *)a.zp)[c] = z;\n",
"}\n",
"\n",
"/* ---- codes of int8 / int8_asym / fp8 ------------------------------------- */\n",
"KT_DEV kt_u8 kt_q_code(const kt_q_args &a, float x, float m, int z) {\n",
"    if (a.kind == KT_QK_INT8) return (kt_u8)(signed char)kt_q_rne_clamp(kt_q_mul(x, m), 127);\n",
"    if (a.kind == KT_QK_ASYM) {\n",
"        kt_i32 t = kt_q_rne_clamp(kt_q_mul(x, m), 1 << 20) + z;\n",
"        return (kt_u8)(t < 0 ? 0 : t > 255 ? 255 : t);\n",
"    }\n",
"    if (a.elem == KT_Q_E4M3) return kt_f32_to_e4m3(kt_q_mul(x, m), 1);\n",
"    return kt_f32_to_e5m2(kt_q_mul(x, m), 1);\n",
"}\n",
"/* codes of 8 values with one multiplier (and zero point): lo/hi words */\n",
"KT_DEV void kt_q_code8(const kt_q_args &a, const float *v, float m, int z, kt_u32 &lo, kt_u32 &hi) {\n",
"    int j;\n",
"    kt_u32 w[2] = {0u, 0u};\n",
"    if (a.kind == KT_QK_FP8) {\n",
"        /* m is finite and > 0: the product has x's sign, and x86 returns a\n",
"           NaN x as it is, so a NaN code takes x's sign (the GPU's product\n",
"           NaN has none); saturation and Inf agree with kt_f32_to_f8 */\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j += 2)\n",
"            w[j >> 2] |= (kt_q_f8x2(__fmul_rn(v[j], m), __fmul_rn(v[j + 1], m), a.elem == KT_Q_E5M2) | ((__float_as_uint(v[j]) >> 24) & 0x80u) |\n",
"                          ((__float_as_uint(v[j + 1]) >> 16) & 0x8000u))\n",
"                         << (8 * (j & 3));\n",
"    } else {\n",
"        /* int8 / int8_asym (kt_q_code's steps). NaN products come from 0\n",
"           times an infinite multiplier (a scale that underflowed) and give\n",
"           code 0 + z; NaN/Inf x are rejected rows, whose codes are never\n",
"           used. So a finite m needs no NaN test. int8_asym clamps to\n",
"           [-z, 255 - z] before rounding: equal to clamping rint + z to\n",
"           [0, 255], both bounds being integers. */\n",
"        const bool asym = a.kind == KT_QK_ASYM;\n",
"        const float lo = asym ? (float)-z : -127.0f, hi = asym ? (float)(255 - z) : 127.0f;\n",
"        const kt_i32 zz = asym ? z : 0;\n",
"        if (__builtin_expect(kt_q_finite(m), 1)) {\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) w[j >> 2] |= ((kt_u32)(kt_q_rint(fminf(fmaxf(__fmul_rn(v[j], m), lo), hi)) + zz) & 255u) << (8 * (j & 3));\n",
"        } else {\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) {\n",
"                const float y = __fmul_rn(v[j], m);\n",
"                w[j >> 2] |= ((kt_u32)(kt_q_rint(fminf(fmaxf(y == y ? y : 0.0f, lo), hi)) + zz) & 255u) << (8 * (j & 3));\n",
"            }\n",
"        }\n",
"    }\n",
"    lo = w[0];\n",
"    hi = w[1];\n",
"}\n",
"/* unit: 8 flat elements, per tensor / per channel */\n",
"KT_DEV void kt_q_encode_unit(const kt_q_args &a, kt_i64 u) {\n",
"    const float *mul = (const float *)(a.scr + 8u * (kt_u64)a.nsc);\n",
"    const kt_u8 *zp = (const kt_u8 *)a.zp;\n",
"    kt_i64 i0 = u * 8, r = 0, k = 0;\n",
"    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;\n",
"    float v[8];\n",
"    kt_u32 lo, hi;\n",
"    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);\n",
"    if (a.gran == 0 || (a.flat && !a.axis_last)) { /* one scale for the 8 */\n",
"        int si = 0;\n",
"        if (a.gran != 0) {\n",
"            kt_q_rowcol(a, i0, r, k);\n",
"            si = kt_q_chan_row(a, r);\n",
"        }\n",
"        kt_q_code8(a, v, mul[si], zp ? zp[si] : 0, lo, hi);\n",
"    } else {\n",
"        kt_u32 w[2] = {0u, 0u};\n",
"        kt_q_rowcol(a, i0, r, k);\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            int si = a.axis_last ? (int)k : kt_q_chan_row(a, r);\n",
"            if (j >= n) break;\n",
"            w[j >> 2] |= (kt_u32)kt_q_code(a, v[j], mul[si], zp ? zp[si] : 0) << (8 * (j & 3));\n",
"            if (++k == a.K) { k = 0; r++; }\n",
"        }\n",
"        lo = w[0];\n",
"        hi = w[1];\n",
"    }\n",
"    kt_q_st8b(a.data + (kt_u64)i0, lo, hi, n);\n",
"}\n",
"/* unit: one group (r, g) of any size, one thread: statistics, scale, codes */\n",
"KT_DEV void kt_q_group_unit(const kt_q_args &a, kt_i64 u) {\n",
"    kt_i64 r = u / a.ngroups, g = u % a.ngroups, k0 = g * a.group, n = a.K - k0 < a.group ? a.K - k0 : a.group, k;\n",
"    kt_i64 base = r * a.K + k0;\n",
"    float mn = 0, mx = 0, m = 0, s = 0;\n",
"    kt_u8 z = 0;\n",
"    int bad = 0;\n",
"    for (k = 0; k < n; k += 8) {\n",
"        float v[8];\n",
"        int w = n - k < 8 ? (int)(n - k) : 8, j;\n",
"        kt_q_ld8(a.x, base + k, w, (int)a.xdt, v);\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            if (j >= w) break;\n",
"            if (!kt_q_finite(v[j])) { bad = 1; continue; }\n",
"            if (v[j] < mn) mn = v[j];\n",
"            if (v[j] > mx) mx = v[j];\n",
"        }\n",
"    }\n",
"    if (bad && a.kind != KT_QK_FP8) kt_q_badrow(a, r);\n",
"    kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);\n",
"    kt_q_range(a, s, r);\n",
"    ((float *)a.scale)[u] = s;\n",
"    if (a.zp) ((kt_u8 *)a.zp)[u] = z;\n",
"    for (k = 0; k < n; k += 8) {\n",
"        float v[8];\n",
"        kt_u32 lo, hi;\n",
"        int w = n - k < 8 ? (int)(n - k) : 8;\n",
"        kt_q_ld8(a.x, base + k, w, (int)a.xdt, v);\n",
"        kt_q_code8(a, v, m, z, lo, hi);\n",
"        kt_q_st8b(a.data + (kt_u64)(base + k), lo, hi, w);\n",
"    }\n",
"}\n",
"\n",
"/* MX shared exponent X of a finite block with maximum |x| amax (the e8m0\n",
"   scale is X + 127) */\n",
"KT_DEV int kt_q_mx_exp(const kt_q_args &a, float amax) {\n",
"    int X;\n",
"    if (amax == 0) return -127;\n",
"    X = kt_q_floor_log2f(amax) - (int)a.emax;\n",
"    if (X < -127) X = -127;\n",
"    if (a.noclip && X < 127 && __fmul_rn(amax, kt_q_pow2f(-X)) > (float)a.fmax) X++;\n",
"    return X;\n",
"}\n",
"/* ---- one thread per block: MX, nvfp4, q8_0, q4_0 when K is not a multiple of\n",
"   the block (partial blocks; the lane groups take whole ones) ------------- */\n",
"KT_DEV void kt_q_block1_unit(const kt_q_args &a, kt_i64 u) {\n",
"    kt_i64 r = u / a.nblk, b = u % a.nblk, k0 = b * a.group, e0 = r * a.K + k0;\n",
"    int n = a.K - k0 < a.group ? (int)(a.K - k0) : (int)a.group, j, E = (int)a.ebits, M = (int)a.mbits, elem = (int)a.elem;\n",
"    float x[32];\n",
"    kt_u8 c[32], ob[34];\n",
"    for (j = 0; j < n; j += 8) kt_q_ld8(a.x, e0 + j, n - j < 8 ? n - j : 8, (int)a.xdt, x + j);\n",
"    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {\n",
"        float amax = 0, mx = 0, d, id;\n",
"        kt_u16 h;\n",
"        int bad = 0;\n",
"        for (j = 0; j < 32; j++) {\n",
"            float v = x[j] < 0 ? -x[j] : x[j];\n",
"            if (!kt_q_finite(x[j])) bad = 1;\n",
"            if (a.kind == KT_QK_Q8_0) amax = amax > v ? amax : v;\n",
"            else if (amax < v) { amax = v; mx = x[j]; }\n",
"        }\n",
"        if (bad) kt_q_badrow(a, r);\n",
"        d = a.kind == KT_QK_Q8_0 ? __fdiv_rn(amax, 127.0f) : __fdiv_rn(mx, -8.0f);\n",
"        kt_q_f16_d(a, d, r);\n",
"        id = d != 0 ? __fdiv_rn(1.0f, d) : 0.0f;\n",
"        h = kt_f32_to_f16(d);\n",
"        ob[0] = (kt_u8)h;\n",
"        ob[1] = (kt_u8)(h >> 8);\n",
"        if (a.kind == KT_QK_Q8_0) {\n",
"            for (j = 0; j < 32; j++) {\n",
"                float y = __fmul_rn(x[j], id), av = y < 0 ? -y : y;\n",
"                kt_i32 t = kt_q_cvtt(av);\n",
"                if (__fsub_rn(av, (float)t) >= 0.5f) t++;\n",
"                ob[2 + j] = (kt_u8)(y < 0 ? 0u - (kt_u32)t : (kt_u32)t);\n",
"            }\n",
"            kt_q_stb(a.data + (kt_u64)u * 34u, ob, 34);\n",
"        } else {\n",
"            for (j = 0; j < 16; j++) {\n",
"                int a0 = kt_q_cvtt(__fadd_rn(__fmul_rn(x[j], id), 8.5f)), a1 = kt_q_cvtt(__fadd_rn(__fmul_rn(x[j + 16], id), 8.5f));\n",
"                a0 = a0 > 15 ? 15 : a0;\n",
"                a1 = a1 > 15 ? 15 : a1;\n",
"                ob[2 + j] = (kt_u8)((kt_u32)a0 | ((kt_u32)a1 << 4));\n",
"            }\n",
"            kt_q_stb(a.data + (kt_u64)u * 18u, ob, 18);\n",
"        }\n",
"        return;\n",
"    }\n",
"    if (a.kind == KT_QK_NVFP4) {\n",
"        float amax = 0, den;\n",
"        int bad = 0;\n",
"        for (j = 0; j < n; j++) {\n",
"            float v = x[j] < 0 ? -x[j] : x[j];\n",
"            bad |= !kt_q_finite(x[j]);\n",
"            amax = amax > v ? amax : v;\n",
"        }\n",
"        if (bad) kt_q_badrow(a, r); /* given a tensor scale (else the statistics pass reports it) */\n",
"        ((kt_u8 *)a.scale)[u] = kt_q_nv_scale(a, amax, den);\n",
"        for (j = 0; j < n; j++) c[j] = den > 0 ? (kt_u8)kt_q_sf_encode(__fdiv_rn(x[j], den), 2, 1) : 0;\n",
"    } else {\n",
"        float amax = 0;\n",
"        int bad = 0, X;\n",
"        for (j = 0; j < n; j++) {\n",
"            float v = x[j] < 0 ? -x[j] : x[j];\n",
"            if (!kt_q_finite(x[j])) bad = 1;\n",
"            else if (v > amax) amax = v;\n",
"        }\n",
"        if (bad) {\n",
"            ((kt_u8 *)a.scale)[u] = 0xff;\n",
"            for (j = 0; j < n; j++) {\n",
"                kt_u8 q = 0;\n",
"                if (!kt_q_finite(x[j]) && (elem == KT_Q_E4M3 || elem == KT_Q_E5M2)) q = elem == KT_Q_E4M3 ? kt_f32_to_e4m3(x[j], 0) : kt_f32_to_e5m2(x[j], 0);\n",
"                c[j] = q;\n",
"            }\n",
"        } else {\n",
"            float inv;\n",
"            X = kt_q_mx_exp(a, amax);\n",
"            ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);\n",
"            inv = kt_q_pow2f(-X);\n",
"            for (j = 0; j < n; j++) c[j] = (kt_u8)kt_q_elem_encode(elem, E, M, __fmul_rn(x[j], inv));\n",
"        }\n",
"    }\n",
"    if (kt_q_bits(elem) == 8) {\n",
"        kt_q_stb(a.data + (kt_u64)e0, c, n);\n",
"    } else if (a.direct) {\n",
"        int nb = kt_q_pack(elem, c, n, ob);\n",
"        kt_q_stb(a.data + (kt_u64)e0 * (kt_u64)kt_q_bits(elem) / 8u, ob, nb);\n",
"    } else {\n",
"        kt_q_stb(a.aux + (kt_u64)e0, c, n); /* byte codes; kt_q_pack_unit packs them */\n",
"    }\n",
"}\n",
"/* ---- lane groups: a block (or power-of-two group) held by L lanes ---------- */\n",
"KT_DEV kt_u32 kt_q_gmax(kt_u32 v, int L) {\n",
"    for (int o = L >> 1; o > 0; o >>= 1) {\n",
"        kt_u32 t = kt_shfl_xor(v, o, L);\n",
"        v = t > v ? t : v;\n",
"    }\n",
"    return v;\n",
"}\n",
"KT_DEV kt_u64 kt_q_gmax64(kt_u64 v, int L) {\n",
"    for (int o = L >> 1; o > 0; o >>= 1) {\n",
"        kt_u64 t = kt_shfl_xor(v, o, L);\n",
"        v = t > v ? t : v;\n",
"    }\n",
"    return v;\n",
"}\n",
"KT_DEV float kt_q_gminf(float v, int L) {\n",
"    for (int o = L >> 1; o > 0; o >>= 1) v = fminf(v, kt_shfl_xor(v, o, L));\n",
"    return v;\n",
"}\n",
"KT_DEV float kt_q_gmaxf(float v, int L) {\n",
"    for (int o = L >> 1; o > 0; o >>= 1) v = fmaxf(v, kt_shfl_xor(v, o, L));\n",
"    return v;\n",
"}\n",
"/* 8 codes (bytes of lo/hi) of bits 4 or 6 packed little-endian into out words */\n",
"KT_DEV void kt_q_pack8(int bits, kt_u32 lo, kt_u32 hi, kt_u32 &w0, kt_u32 &w1) {\n",
"    kt_u64 acc = 0;\n",
"    int j;\n",
"#pragma unroll\n",
"    for (j = 0; j < 8; j++) acc |= (kt_u64)(((j < 4 ? lo : hi) >> (8 * (j & 3))) & 63u) << (bits * j);\n",
"    w0 = (kt_u32)acc;\n",
"    w1 = (kt_u32)(acc >> 32);\n",
"}\n",
"/* Scale of block u, whose values are finite with maximum |x| amax (stored by\n",
"   lane c == 0), and the codes of this lane's 8 values (bytes of w0/w1): MX\n",
"   (e8m0 scale) or nvfp4 (e4m3 scale times the tensor scale). */\n",
"KT_DEV void kt_q_blk_codes(const kt_q_args &a, kt_i64 u, int c, const float *v, float amax, kt_u32 &w0, kt_u32 &w1) {\n",
"    const int elem = (int)a.elem;\n",
"    w0 = w1 = 0u;\n",
"    if (a.kind == KT_QK_NVFP4) {\n",
"        float den;\n",
"        const kt_u8 sb = kt_q_nv_scale(a, amax, den);\n",
"        if (c == 0) ((kt_u8 *)a.scale)[u] = sb;\n",
"        if (den > 0) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fdiv_rn(v[j], den), 1, 1, 7u, 7u, 3) << (8 * (j & 3));\n",
"        }\n",
"        return;\n",
"    }\n",
"    {\n",
"        const int X = kt_q_mx_exp(a, amax);\n",
"        const float inv = kt_q_pow2f(-X);\n",
"        if (c == 0) ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);\n",
"        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j += 2) (j < 4 ? w0 : w1) |= kt_q_f8x2(__fmul_rn(v[j], inv), __fmul_rn(v[j + 1], inv), elem == KT_Q_E5M2) << (8 * (j & 3));\n",
"        } else if (elem == KT_Q_I8) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) {\n",
"                const kt_i32 t = __float2int_rn(fminf(fmaxf(__fmul_rn(__fmul_rn(v[j], inv), 64.0f), -127.0f), 127.0f));\n",
"                (j < 4 ? w0 : w1) |= ((kt_u32)t & 255u) << (8 * (j & 3));\n",
"            }\n",
"        } else if (elem == KT_Q_F4) { /* constant formats: immediates in kt_q_enc */\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 1, 1, 7u, 7u, 3) << (8 * (j & 3));\n",
"        } else if (elem == KT_Q_F6_E2M3) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 3, 1, 31u, 31u, 5) << (8 * (j & 3));\n",
"        } else {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 2, 3, 31u, 31u, 5) << (8 * (j & 3));\n",
"        }\n",
"    }\n",
"}\n",
"/* Codes of elements [e, e + nl) (bytes of lo/hi) of an MX / nvfp4 block to\n",
"   data (8-bit, or packed FP4/FP6 when blocks start on bytes) or, packed\n",
"   later, to aux. */\n",
"KT_DEV void kt_q_blk_store(const kt_q_args &a, kt_i64 e, int nl, kt_u32 lo, kt_u32 hi) {\n",
"    const int elem = (int)a.elem;\n",
"    if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2 || elem == KT_Q_I8) {\n",
"        kt_q_st8b(a.data + (kt_u64)e, lo, hi, nl);\n",
"    } else if (!a.direct) {\n",
"        kt_q_st8b(a.aux + (kt_u64)e, lo, hi, nl); /* byte codes; kt_q_pack_unit packs them */\n",
"    } else {\n",
"        int bits = elem == KT_Q_F4 ? 4 : 6, nb = (nl * bits + 7) / 8;\n",
"        kt_u64 p = a.data + (kt_u64)e * (kt_u64)bits / 8u;\n",
"        kt_u32 w0, w1;\n",
"        kt_q_pack8(bits, lo, hi, w0, w1);\n",
"        if (bits == 4 && nl == 8 && (p & 3u) == 0) {\n",
"            *(kt_u32 *)p = w0;\n",
"        } else if (bits == 6 && nl == 8 && (p & 1u) == 0) {\n",
"            ((kt_u16 *)p)[0] = (kt_u16)w0;\n",
"            ((kt_u16 *)p)[1] = (kt_u16)(w0 >> 16);\n",
"            ((kt_u16 *)p)[2] = (kt_u16)w1;\n",
"        } else {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++)\n",
"                if (j < nb) ((kt_u8 *)p)[j] = (kt_u8)((j < 4 ? w0 : w1) >> (8 * (j & 3)));\n",
"        }\n",
"    }\n",
"}\n",
"/* Quantize a block: lanes c = 0..L-1 of the group each hold elements\n",
"   [8c, 8c+8) of block u. Every lane of the warp runs the same number of\n",
"   iterations of the caller's loop (the grid-stride covers whole warps). */\n",
"KT_DEV void kt_q_block_unit(const kt_q_args &a, kt_i64 u, int c, int L, bool live) {\n",
"    kt_i64 e0 = 0, e;\n",
"    int n = 0, nl, j, elem = (int)a.elem, kind = (int)a.kind;\n",
"    float v[8];\n",
"    kt_u32 lo = 0, hi = 0, am = 0;\n",
"    int bad = 0;\n",
"    if (live) kt_q_blk(a, u, (kt_i64)L * 8, e0, n);\n",
"    nl = n - 8 * c;\n",
"    nl = nl < 0 ? 0 : nl > 8 ? 8 : nl;\n",
"    e = e0 + 8 * c;\n",
"    kt_q_ld8(a.x, e, nl, (int)a.xdt, v);\n",
"    /* lanes past the block hold zeros; the warp reconverges before its shuffles */\n",
"#pragma unroll\n",
"    for (j = 0; j < 8; j++) v[j] = j < nl ? v[j] : 0.0f;\n",
"    kt_syncwarp();\n",
"    if (kind == KT_QK_Q4_0) {\n",
"        /* the first element of largest magnitude, and its sign */\n",
"        kt_u64 key = 0;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;\n",
"            kt_u64 kk = ((kt_u64)m << 6) | ((kt_u64)(31 - (8 * c + j)) << 1) | (b >> 31);\n",
"            bad |= m >= 0x7f800000u;\n",
"            key = kk > key ? kk : key;\n",
"        }\n",
"        key = kt_q_gmax64(key, L);\n",
"        am = (kt_u32)(key >> 6);\n",
"        if ((key & 1u) && am) am |= 0x80000000u; /* no nonzero element: +0, as the CPU's initial value */\n",
"    } else if (a.gran == 2) {\n",
"        float mn = 0, mx = 0;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            int fin = kt_q_finite(v[j]);\n",
"            bad |= !fin;\n",
"            mn = fin ? fminf(mn, v[j]) : mn;\n",
"            mx = fin ? fmaxf(mx, v[j]) : mx;\n",
"        }\n",
"        mn = kt_q_gminf(mn, L);\n",
"        mx = kt_q_gmaxf(mx, L);\n",
"        bad = (int)kt_q_gmax((kt_u32)bad, L);\n",
"        {\n",
"            float m = 0, s = 0;\n",
"            kt_u8 z = 0;\n",
"            kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);\n",
"            if (!live) return;\n",
"            if (c == 0) {\n",
"                ((float *)a.scale)[u] = s;\n",
"                if (a.zp) ((kt_u8 *)a.zp)[u] = z;\n",
"                kt_q_range(a, s, e0 / a.K);\n",
"            }\n",
"            if (bad && c == 0 && a.kind != KT_QK_FP8) kt_q_badrow(a, e0 / a.K);\n",
"            kt_q_code8(a, v, m, z, lo, hi);\n",
"            kt_q_st8b(a.data + (kt_u64)e, lo, hi, nl);\n",
"        }\n",
"        return;\n",
"    } else {\n",
"        kt_u32 last = 0;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;\n",
"            bad |= m >= 0x7f800000u;\n",
"            am = m < 0x7f800000u && m > am ? m : am;\n",
"            last = j == nl - 1 ? b >> 31 : last;\n",
"        }\n",
"        am = kt_q_gmax(am, L);\n",
"        /* nvfp4, q8_0: the CPU's running max (amax > |x| ? amax : |x|, |x| of -0\n",
"           being -0) leaves an all-zero block with the last element's sign */\n",
"        last = kt_shfl(last, (n > 0 ? n - 1 : 0) >> 3, L);\n",
"        if ((kind == KT_QK_NVFP4 || kind == KT_QK_Q8_0) && am == 0 && last) am = 0x80000000u;\n",
"    }\n",
"    bad = (int)kt_q_gmax((kt_u32)bad, L);\n",
"    if (kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0) { /* every lane runs the shuffle below; stores by live lanes */\n",
"        kt_u64 blk = a.data + (kt_u64)u * (kind == KT_QK_Q8_0 ? 34u : 18u);\n",
"        float d, id;\n",
"        if (bad && c == 0 && live) kt_q_badrow(a, e0 / a.K);\n",
"        d = kind == KT_QK_Q8_0 ? __fdiv_rn(__uint_as_float(am), 127.0f) : __fdiv_rn(__uint_as_float(am), -8.0f);\n",
"        if (c == 0 && live) kt_q_f16_d(a, d, e0 / a.K);\n",
"        id = d != 0 ? __fdiv_rn(1.0f, d) : 0.0f;\n",
"        if (c == 0 && live) *(kt_u16 *)blk = kt_f32_to_f16(d);\n",
"        if (kind == KT_QK_Q8_0) {\n",
"            kt_u32 w[2] = {0u, 0u};\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) {\n",
"                float y = __fmul_rn(v[j], id), av = y < 0 ? -y : y;\n",
"                kt_i32 t = kt_q_cvtt(av);\n",
"                if (__fsub_rn(av, (float)t) >= 0.5f) t++;\n",
"                w[j >> 2] |= ((y < 0 ? 0u - (kt_u32)t : (kt_u32)t) & 255u) << (8 * (j & 3));\n",
"            }\n",
"            if (live) kt_q_st8b(blk + 2u + 8u * (kt_u32)c, w[0], w[1], 8);\n",
"        } else {\n",
"            kt_u32 nib = 0, other;\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) {\n",
"                int q = kt_q_cvtt(__fadd_rn(__fmul_rn(v[j], id), 8.5f));\n",
"                q = q > 15 ? 15 : q;\n",
"                nib |= ((kt_u32)q & 15u) << (4 * j);\n",
"            }\n",
"            /* byte j of the block: element j (low nibble) and j + 16 (high) */\n",
"            other = kt_shfl_xor(nib, 2, L);\n",
"            if (c < 2 && live) {\n",
"                kt_u32 w[2] = {0u, 0u};\n",
"#pragma unroll\n",
"                for (j = 0; j < 8; j++) w[j >> 2] |= (((nib >> (4 * j)) & 15u) | (((other >> (4 * j)) & 15u) << 4)) << (8 * (j & 3));\n",
"                kt_q_st8b(blk + 2u + 8u * (kt_u32)c, w[0], w[1], 8);\n",
"            }\n",
"        }\n",
"        return;\n",
"    }\n",
"    if (!live) return;\n",
"    if (kind == KT_QK_NVFP4) {\n",
"        if (bad && c == 0) kt_q_badrow(a, e0 / a.K);\n",
"        kt_q_blk_codes(a, u, c, v, __uint_as_float(am), lo, hi);\n",
"    } else if (bad) { /* MX: scale NaN, fp8 elements keep NaN/Inf, others 0 */\n",
"        kt_u32 w[2] = {0u, 0u};\n",
"        if (c == 0) ((kt_u8 *)a.scale)[u] = 0xff;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 q = 0;\n",
"            if (!kt_q_finite(v[j]) && (elem == KT_Q_E4M3 || elem == KT_Q_E5M2)) q = elem == KT_Q_E4M3 ? kt_f32_to_e4m3(v[j], 0) : kt_f32_to_e5m2(v[j], 0);\n",
"            w[j >> 2] |= q << (8 * (j & 3));\n",
"        }\n",
"        lo = w[0];\n",
"        hi = w[1];\n",
"    } else {\n",
"        kt_q_blk_codes(a, u, c, v, __uint_as_float(am), lo, hi);\n",
"    }\n",
"    kt_q_blk_store(a, e, nl, lo, hi);\n",
"}\n",
"/* unit: one output byte of packed FP4/FP6 codes from byte codes in aux */\n",
"KT_DEV void kt_q_pack_unit(const kt_q_args &a, kt_i64 u) {\n",
"    int bits = (int)a.elem == KT_Q_F4 ? 4 : 6, b;\n",
"    kt_u32 w = 0;\n",
"    for (b = 0; b < 8; b++) {\n",
"        kt_i64 bit = u * 8 + b, e = bit / bits;\n",
"        if (e < a.n) w |= ((((const kt_u8 *)a.aux)[e] >> (bit % bits)) & 1u) << b;\n",
"    }\n",
"    ((kt_u8 *)a.data)[u] = (kt_u8)w;\n",
"}\n",
"\n",
"/* ---- dequantization (lut: the element decode table) ----------------------- */\n",
"/* unit: 8 flat elements of int8 / int8_asym / fp8 */\n",
"KT_DEV void kt_dq_scaled_unit(const kt_q_args &a, const float *lut, kt_i64 u) {\n",
"    const float *sc = (const float *)a.scale;\n",
"    const kt_u8 *zp = (const kt_u8 *)a.zp;\n",
"    kt_i64 i0 = u * 8, r = 0, k = 0;\n",
"    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;\n",
"    float v[8];\n",
"    kt_u32 lo, hi;\n",
"    kt_q_ld8b(a.data + (kt_u64)i0, n, lo, hi);\n",
"    if (a.gran != 0) kt_q_rowcol(a, i0, r, k);\n",
"    if (a.gran == 0 || a.flat) { /* the 8 lie in one row: one scale, or 8 consecutive ones */\n",
"        int col = a.gran == 1 && a.axis_last;\n",
"        kt_i64 si = a.gran == 0 ? 0 : a.gran == 2 ? r * a.ngroups + k / a.group : col ? k : kt_q_chan_row(a, r);\n",
"        float s = sc[si];\n",
"        int z = zp ? zp[si] : 0;\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;\n",
"            if (col) {\n",
"                s = j < n ? sc[si + j] : 0.0f;\n",
"                z = zp && j < n ? zp[si + j] : 0;\n",
"            }\n",
"            if (a.kind == KT_QK_INT8) v[j] = __fmul_rn((float)(signed char)c, s);\n",
"            else if (a.kind == KT_QK_ASYM) v[j] = __fmul_rn((float)((int)c - z), s);\n",
"            else v[j] = kt_q_mul(lut[c], s);\n",
"        }\n",
"    } else {\n",
"#pragma unroll\n",
"        for (j = 0; j < 8; j++) {\n",
"            kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;\n",
"            kt_i64 si;\n",
"            float s;\n",
"            v[j] = 0.0f;\n",
"            if (j >= n) continue;\n",
"            si = a.gran == 0 ? 0 : a.gran == 2 ? r * a.ngroups + k / a.group : a.axis_last ? k : kt_q_chan_row(a, r);\n",
"            s = sc[si];\n",
"            if (a.kind == KT_QK_INT8) v[j] = __fmul_rn((float)(signed char)c, s);\n",
"            else if (a.kind == KT_QK_ASYM) v[j] = __fmul_rn((float)((int)c - (int)zp[si]), s);\n",
"            else v[j] = kt_q_mul(lut[c], s);\n",
"            if (++k == a.K) { k = 0; r++; }\n",
"        }\n",
"    }\n",
"    kt_q_st8(a.out, i0, n, (int)a.odt, v);\n",
"}\n",
"/* unit: elements [8c, 8c + 8) of block u of MX / nvfp4 / q8_0 / q4_0 */\n",
"KT_DEV void kt_dq_block_unit(const kt_q_args &a, const float *lut, kt_i64 u, int c, int L) {\n",
"    kt_i64 e0, e;\n",
"    int n, nl, j, elem = (int)a.elem;\n",
"    float v[8], s;\n",
"    kt_u32 lo, hi;\n",
"    kt_q_blk(a, u, (kt_i64)L * 8, e0, n);\n",
"    nl = n - 8 * c;\n",
"    nl = nl < 0 ? 0 : nl > 8 ? 8 : nl;\n",
"    e = e0 + 8 * c;\n",
"    if (nl == 0) return;\n",
"    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {\n",
"        kt_u64 blk = a.data + (kt_u64)u * (a.kind == KT_QK_Q8_0 ? 34u : 18u);\n",
"        float d = kt_f16_to_f32(*(const kt_u16 *)blk);\n",
"        if (a.kind == KT_QK_Q8_0) {\n",
"            kt_q_ld8b(blk + 2u + 8u * (kt_u32)c, 8, lo, hi);\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) v[j] = __fmul_rn((float)(signed char)(((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u), d);\n",
"        } else {\n",
"            kt_q_ld8b(blk + 2u + 8u * (kt_u32)(c & 1), 8, lo, hi);\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) v[j] = __fmul_rn((float)((int)((((j < 4 ? lo : hi) >> (8 * (j & 3) + (c >= 2 ? 4 : 0)))) & 15u) - 8), d);\n",
"        }\n",
"    } else {\n",
"        kt_u32 sc = ((const kt_u8 *)a.scale)[u];\n",
"        if (a.kind == KT_QK_MX) s = sc == 0xffu ? __uint_as_float(0x7fc00000u) : kt_q_pow2f((int)sc - 127);\n",
"        else s = __fmul_rn(kt_e4m3_to_f32(sc), (float)a.tscale);\n",
"        if (elem == KT_Q_I8 && sc != 0xffu) s = kt_q_pow2f((int)sc - 127 - 6);\n",
"        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2 || elem == KT_Q_I8) {\n",
"            kt_q_ld8b(a.data + (kt_u64)e, nl, lo, hi);\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) v[j] = kt_q_mul(lut[((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u], s);\n",
"        } else {\n",
"            int bits = elem == KT_Q_F4 ? 4 : 6;\n",
"            kt_u64 bit0 = (kt_u64)e * (kt_u64)bits;\n",
"            if ((bit0 & 7u) == 0) {\n",
"                kt_u64 p = a.data + (bit0 >> 3), acc;\n",
"                int nb = (nl * bits + 7) / 8;\n",
"                if (bits == 4 && nb == 4 && (p & 3u) == 0) {\n",
"                    lo = *(const kt_u32 *)p;\n",
"                    hi = 0;\n",
"                } else if (bits == 6 && nb == 6 && (p & 1u) == 0) {\n",
"                    lo = ((const kt_u16 *)p)[0] | ((kt_u32)((const kt_u16 *)p)[1] << 16);\n",
"                    hi = ((const kt_u16 *)p)[2];\n",
"                } else {\n",
"                    kt_q_ld8b(p, nb, lo, hi);\n",
"                }\n",
"                acc = (kt_u64)lo | ((kt_u64)hi << 32);\n",
"#pragma unroll\n",
"                for (j = 0; j < 8; j++) v[j] = kt_q_mul(lut[(kt_u32)(acc >> (bits * j)) & ((1u << bits) - 1u)], s);\n",
"            } else {\n",
"#pragma unroll\n",
"                for (j = 0; j < 8; j++) v[j] = j < nl ? kt_q_mul(lut[kt_q_code_get(elem, a.data, e + j)], s) : 0.0f;\n",
"            }\n",
"        }\n",
"    }\n",
"    kt_q_st8(a.out, e, nl, (int)a.odt, v);\n",
"}\n",
"\n",
"/* ---- dequantization in 16-element chunks (kt_dq with a.fast) -------------\n",
"   Used when every chunk lies in one block / scale and the arrays are\n",
"   aligned: two chunks per thread and iteration with their loads issued\n",
"   first, the per-chunk scale read once, codes through the shared table, one\n",
"   multiply per element and the hardware pair conversion to f16/bf16. A\n",
"   chunk that produces a NaN (NaN codes or scales) is redone with the exact\n",
"   routines (kt_q_mul's NaN rule, the CPU's NaN encodings). */\n",
"KT_DEV kt_u32 kt_q_pk(float lo, float hi, int odt) {\n",
"    kt_u32 r;\n",
"    if (odt == KT_Q_BF16) r = kt_pack2_bf16(lo, hi);\n",
"    else r = kt_pack2_f16(lo, hi);\n",
"    return r;\n",
"}\n",
"struct kt_dqv_chunk {\n",
"    kt_u32 w[4]; /* code bytes (16 for 8-bit, 12 fp6, 8 fp4; q4_0: the block's 16) */\n",
"    float s, z;  /* scale; zero point (int8_asym) */\n",
"};\n",
"/* fetch chunk c: codes and scale */\n",
"KT_DEV void kt_dqv_load(const kt_q_args &a, kt_i64 c, int bits, kt_dqv_chunk &k) {\n",
"    const int kind = (int)a.kind;\n",
"    if (kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0) {\n",
"        const kt_u64 blk = a.data + (kt_u64)(c >> 1) * (kind == KT_QK_Q8_0 ? 34u : 18u);\n",
"        const kt_u16 *h = (const kt_u16 *)(blk + 2u + (kind == KT_QK_Q8_0 ? 16u * (kt_u32)(c & 1) : 0u));\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) k.w[i] = h[2 * i] | ((kt_u32)h[2 * i + 1] << 16);\n",
"        k.s = kt_f16_to_f32(*(const kt_u16 *)blk);\n",
"        k.z = 0.0f;\n",
"        return;\n",
"    }\n",
"    if (bits == 8) {\n",
"        const uint4 v = *(const uint4 *)(a.data + (kt_u64)c * 16u);\n",
"        k.w[0] = v.x; k.w[1] = v.y; k.w[2] = v.z; k.w[3] = v.w;\n",
"    } else if (bits == 6) {\n",
"        const kt_u32 *p = (const kt_u32 *)(a.data + (kt_u64)c * 12u);\n",
"        k.w[0] = p[0]; k.w[1] = p[1]; k.w[2] = p[2]; k.w[3] = 0u;\n",
"    } else {\n",
"        const uint2 v = *(const uint2 *)(a.data + (kt_u64)c * 8u);\n",
"        k.w[0] = v.x; k.w[1] = v.y; k.w[2] = k.w[3] = 0u;\n",
"    }\n",
"    k.z = 0.0f;\n",
"    if (kind == KT_QK_MX) {\n",
"        const kt_u32 sc = ((const kt_u8 *)a.scale)[c >> 1];\n",
"        k.s = sc == 0xffu ? __uint_as_float(0x7fc00000u) : kt_q_pow2f((int)sc - 127 - (a.elem == KT_Q_I8 ? 6 : 0));\n",
"    } else if (kind == KT_QK_NVFP4) {\n",
"        k.s = __fmul_rn(kt_e4m3_to_f32(((const kt_u8 *)a.scale)[c]), (float)a.tscale);\n",
"    } else {\n",
"        const kt_i64 e = c * 16;\n",
"        kt_i64 si = a.sshift >= 0 ? e >> a.sshift : kt_q_div(e, a.sdiv);\n",
"        if (a.smod) si %= a.smod;\n",
"        k.s = ((const float *)a.scale)[si];\n",
"        if (kind == KT_QK_ASYM) k.z = (float)((const kt_u8 *)a.zp)[si];\n",
"    }\n",
"}\n",
"/* code classes of the chunk path: how a code becomes a value */\n",
"#define KT_DQC_LUT 0  /* the shared table (int8, MX int8/FP6/FP4, nvfp4) */\n",
"#define KT_DQC_E4M3 1 /* fp8 codes, hardware pair conversion where present */\n",
"#define KT_DQC_E5M2 2\n",
"#define KT_DQC_ASYM 3 /* unsigned code minus zero point */\n",
"#define KT_DQC_Q8 4   /* q8_0: signed byte */\n",
"#define KT_DQC_Q4 5   /* q4_0: nibble - 8 */\n",
"/* code j (0..15) of a chunk */\n",
"template <int BITS, int CLS>\n",
"KT_DEV kt_u32 kt_dqv_code(const kt_dqv_chunk &k, kt_i64 c, int j) {\n",
"    if (CLS == KT_DQC_Q4) return (k.w[j >> 2] >> (8 * (j & 3) + ((c & 1) ? 4 : 0))) & 15u;\n",
"    if (BITS == 8) return (k.w[j >> 2] >> (8 * (j & 3))) & 255u;\n",
"    if (BITS == 4) return (k.w[j >> 3] >> (4 * (j & 7))) & 15u;\n",
"    {\n",
"        const int bit = 6 * j, wi = bit >> 5, sh = bit & 31;\n",
"        const kt_u32 lo = k.w[wi], hi = wi < 2 ? k.w[wi + 1] : 0u;\n",
"        return (sh ? (lo >> sh) | (hi << (32 - sh)) : lo) & 63u;\n",
"    }\n",
"}\n",
"/* values of codes 2i, 2i+1 (before the scale) */\n",
"template <int BITS, int CLS>\n",
"KT_DEV void kt_dqv_pair(const kt_dqv_chunk &k, const float *lut, kt_i64 c, int i, float &x0, float &x1) {\n",
"#if KT_HW_F8\n",
"    if (CLS == KT_DQC_E4M3 || CLS == KT_DQC_E5M2) {\n",
"        const kt_u32 w = k.w[i >> 1] >> (16 * (i & 1));\n",
"        kt_u32 r;\n",
"        kt_u16 h0, h1;\n",
"        if (CLS == KT_DQC_E4M3) {\n",
"            const kt_u16 b = (kt_u16)w;\n",
"            r = kt_e4m3x2_to_f16x2(b);\n",
"        } else {\n",
"            r = ((w & 0xffu) << 8) | ((w & 0xff00u) << 16);\n",
"        }\n",
"        h0 = (kt_u16)(r & 0xffffu);\n",
"        h1 = (kt_u16)(r >> 16);\n",
"        /* exact (f16 holds every fp8 value); NaN codes give NaN and the exact path */\n",
"        x0 = kt_h_to_f32(h0);\n",
"        x1 = kt_h_to_f32(h1);\n",
"        return;\n",
"    }\n",
"#endif\n",
"    {\n",
"        const kt_u32 c0 = kt_dqv_code<BITS, CLS>(k, c, 2 * i), c1 = kt_dqv_code<BITS, CLS>(k, c, 2 * i + 1);\n",
"        if (CLS == KT_DQC_Q4) {\n",
"            x0 = (float)((int)c0 - 8);\n",
"            x1 = (float)((int)c1 - 8);\n",
"        } else if (CLS == KT_DQC_Q8) {\n",
"            x0 = (float)(signed char)c0;\n",
"            x1 = (float)(signed char)c1;\n",
"        } else if (CLS == KT_DQC_ASYM) {\n",
"            x0 = __fsub_rn((float)c0, k.z);\n",
"            x1 = __fsub_rn((float)c1, k.z);\n",
"        } else {\n",
"            x0 = lut[c0];\n",
"            x1 = lut[c1];\n",
"        }\n",
"    }\n",
"}\n",
"/* int8 / int8_asym / fp8: a warp whose 32 chunks all exist and need no\n",
"   exact path writes them through shared memory, so that each 16-byte store\n",
"   of the warp covers 512 contiguous bytes: a lane's own 32 or 64 bytes per\n",
"   store fill half or a quarter of each 32-byte sector, doubling the L2\n",
"   write traffic, which bounds these kinds (the block kinds, bound by their\n",
"   loads, measured slower with the tile). 16-byte\n",
"   unit u of the warp's tile (128 units) sits at u ^ ((u >> 3) & (U - 1)) (U units per\n",
"   chunk), which keeps the writes and the reads free of bank conflicts. */\n",
"template <int ODT, int BITS, int CLS, bool TILE>\n",
"KT_DEV void kt_dqv_chunk_out(const kt_q_args &a, const float *lut, const kt_dqv_chunk &k, kt_i64 c, bool live, bool whole, uint4 *tile) {\n",
"    const int U = ODT == KT_Q_F32 ? 4 : 2, lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"    float v[16];\n",
"    bool nan = false;\n",
"    uint4 o[4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < 8; i++) {\n",
"        float x0, x1;\n",
"        kt_dqv_pair<BITS, CLS>(k, lut, c, i, x0, x1);\n",
"        v[2 * i] = __fmul_rn(x0, k.s);\n",
"        v[2 * i + 1] = __fmul_rn(x1, k.s);\n",
"        nan |= (v[2 * i] != v[2 * i]) | (v[2 * i + 1] != v[2 * i + 1]);\n",
"    }\n",
"    if (ODT == KT_Q_F32) {\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) o[i] = make_uint4(__float_as_uint(v[4 * i]), __float_as_uint(v[4 * i + 1]), __float_as_uint(v[4 * i + 2]), __float_as_uint(v[4 * i + 3]));\n",
"    } else {\n",
"        o[0] = make_uint4(kt_q_pk(v[0], v[1], ODT), kt_q_pk(v[2], v[3], ODT), kt_q_pk(v[4], v[5], ODT), kt_q_pk(v[6], v[7], ODT));\n",
"        o[1] = make_uint4(kt_q_pk(v[8], v[9], ODT), kt_q_pk(v[10], v[11], ODT), kt_q_pk(v[12], v[13], ODT), kt_q_pk(v[14], v[15], ODT));\n",
"    }\n",
"    if (TILE && kt_all(whole && !nan)) {\n",
"        uint4 *out = (uint4 *)(a.out + (kt_u64)(c - lane) * (16u * U));\n",
"        kt_syncwarp();\n",
"#pragma unroll\n",
"        for (int j = 0; j < U; j++) {\n",
"            const int u = U * lane + j;\n",
"            tile[u ^ ((u >> 3) & (U - 1))] = o[j];\n",
"        }\n",
"        kt_syncwarp();\n",
"#pragma unroll\n",
"        for (int j = 0; j < U; j++) {\n",
"            const int u = KT_LANES * j + lane;\n",
"            out[u] = tile[u ^ ((u >> 3) & (U - 1))];\n",
"        }\n",
"        return;\n",
"    }\n",
"    if (!live) return;\n",
"    if (__builtin_expect(nan, 0)) { /* the exact NaN of the CPU (rare: NaN codes or scales); integer codes keep the plain product */\n",
"        if (CLS == KT_DQC_LUT || CLS == KT_DQC_E4M3 || CLS == KT_DQC_E5M2) {\n",
"            const int kind = (int)a.kind;\n",
"            if (kind == KT_QK_FP8 || kind == KT_QK_MX || kind == KT_QK_NVFP4) {\n",
"#pragma unroll\n",
"                for (int j = 0; j < 16; j++) v[j] = kt_q_mul(lut[kt_dqv_code<BITS, CLS>(k, c, j)], k.s);\n",
"            }\n",
"        }\n",
"        kt_q_st8(a.out, c * 16, 8, ODT, v);\n",
"        kt_q_st8(a.out, c * 16 + 8, 8, ODT, v + 8);\n",
"        return;\n",
"    }\n",
"    {\n",
"        uint4 *out = (uint4 *)(a.out + (kt_u64)c * (16u * U));\n",
"#pragma unroll\n",
"        for (int j = 0; j < U; j++) out[j] = o[j];\n",
"    }\n",
"}\n",
"/* Each pair's loads are issued before the previous pair is written; whole\n",
"   warps run the loop (the tile needs all lanes), lanes past the end compute\n",
"   on zero codes and store nothing. */\n",
"template <int ODT, int BITS, int CLS, bool TILE>\n",
"KT_DEV void kt_dqv_run(const kt_q_args &a, const float *lut, uint4 *tile) {\n",
"    const kt_i64 nck = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x, lane = threadIdx.x & (KT_LANES - 1u);\n",
"    kt_i64 c = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x;\n",
"    kt_dqv_chunk k0 = {}, k1 = {}, n0 = {}, n1 = {};\n",
"    if (c < nck) kt_dqv_load(a, c, BITS, k0);\n",
"    if (c + step < nck) kt_dqv_load(a, c + step, BITS, k1);\n",
"    for (; c - lane < nck; c += 2 * step) { /* warp-uniform */\n",
"        const kt_i64 c2 = c + 2 * step;\n",
"        if (c2 < nck) kt_dqv_load(a, c2, BITS, n0);\n",
"        if (c2 + step < nck) kt_dqv_load(a, c2 + step, BITS, n1);\n",
"        kt_dqv_chunk_out<ODT, BITS, CLS, TILE>(a, lut, k0, c, c < nck, c - lane + (KT_LANES - 1) < nck, tile);\n",
"        if (c + step - lane < nck) kt_dqv_chunk_out<ODT, BITS, CLS, TILE>(a, lut, k1, c + step, c + step < nck, c + step - lane + (KT_LANES - 1) < nck, tile);\n",
"        k0 = n0;\n",
"        k1 = n1;\n",
"    }\n",
"}\n",
"/* TILE: int8 / int8_asym / fp8 (kt_dq_tile); else the block kinds (kt_dq) */\n",
"template <int ODT, bool TILE>\n",
"KT_DEV void kt_dqv_bits(const kt_q_args &a, const float *lut, uint4 *tile) {\n",
"    const int kind = (int)a.kind, bits = kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0 ? 8 : kt_q_bits((int)a.elem);\n",
"    if (TILE) {\n",
"        if (kind == KT_QK_ASYM) kt_dqv_run<ODT, 8, KT_DQC_ASYM, TILE>(a, lut, tile);\n",
"        else if (a.elem == KT_Q_E4M3) kt_dqv_run<ODT, 8, KT_DQC_E4M3, TILE>(a, lut, tile);\n",
"        else if (a.elem == KT_Q_E5M2) kt_dqv_run<ODT, 8, KT_DQC_E5M2, TILE>(a, lut, tile);\n",
"        else kt_dqv_run<ODT, 8, KT_DQC_LUT, TILE>(a, lut, tile);\n",
"    } else if (kind == KT_QK_Q4_0) kt_dqv_run<ODT, 8, KT_DQC_Q4, TILE>(a, lut, tile);\n",
"    else if (kind == KT_QK_Q8_0) kt_dqv_run<ODT, 8, KT_DQC_Q8, TILE>(a, lut, tile);\n",
"    else if (a.elem == KT_Q_E4M3) kt_dqv_run<ODT, 8, KT_DQC_E4M3, TILE>(a, lut, tile);\n",
"    else if (a.elem == KT_Q_E5M2) kt_dqv_run<ODT, 8, KT_DQC_E5M2, TILE>(a, lut, tile);\n",
"    else if (bits == 8) kt_dqv_run<ODT, 8, KT_DQC_LUT, TILE>(a, lut, tile);\n",
"    else if (bits == 6) kt_dqv_run<ODT, 6, KT_DQC_LUT, TILE>(a, lut, tile);\n",
"    else kt_dqv_run<ODT, 4, KT_DQC_LUT, TILE>(a, lut, tile);\n",
"}\n",
"\n",
"/* the 16-byte words of whole span q (W of them) into nx: lane l holds words l, l + 32, l + 64 */\n",
"KT_DEV void kt_dqg_fetch(const kt_q_args &a, kt_i64 q, kt_i64 nspan, kt_i64 nblk, int B, uint4 *nx) {\n",
"    const int W = 2 * B, lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"    const uint4 *src = (const uint4 *)(a.data + (kt_u64)q * (kt_u64)(32 * B));\n",
"    if (q < nspan && (q + 1) * 32 <= nblk) {\n",
"#pragma unroll\n",
"        for (int i = 0; i < 3; i++)\n",
"            if (lane + KT_LANES * i < W) nx[i] = src[lane + KT_LANES * i];\n",
"    }\n",
"}\n",
"/* q8_0 / q4_0 with 16-byte aligned blocks (kt_dq_ggml): a warp takes 32\n",
"   blocks (1024 elements) at a time, copies their 576 / 1088 bytes into its\n",
"   shared stage with 16-byte loads (the next span's already in flight), and\n",
"   each 16-byte store of the warp covers 512 contiguous output bytes: lane l\n",
"   of store s writes the 8 (f32: 4) elements at (32 s + l) * 8 (4) of the\n",
"   span. Values (code - 8 or the signed code) times d are exact in f32, so\n",
"   the one rounding is the output's, as on the CPU; a NaN (a NaN or infinite\n",
"   d) is stored by kt_q_st8, as in the chunk path. */\n",
"template <int ODT, int KIND> KT_DEV void kt_dqg_run(const kt_q_args &a, kt_u8 *stage) {\n",
"    const int B = KIND == KT_QK_Q8_0 ? 34 : 18, OE = ODT == KT_Q_F32 ? 4 : 8, W = 2 * B, lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"    const kt_i64 nblk = a.n >> 5, nspan = (nblk + 31) >> 5, nwarp = ((kt_i64)gridDim.x * blockDim.x) >> KT_LANES_SHIFT;\n",
"    kt_i64 sp = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT;\n",
"    uint4 nx[3];\n",
"    kt_dqg_fetch(a, sp, nspan, nblk, B, nx);\n",
"    for (; sp < nspan; sp += nwarp) { /* warp-uniform */\n",
"        const kt_i64 b0 = sp * 32;\n",
"        const int nb = nblk - b0 < 32 ? (int)(nblk - b0) : 32;\n",
"        kt_syncwarp();\n",
"        if (nb == 32) {\n",
"#pragma unroll\n",
"            for (int i = 0; i < 3; i++)\n",
"                if (lane + KT_LANES * i < W) ((uint4 *)stage)[lane + KT_LANES * i] = nx[i];\n",
"        } else { /* the last span: 2-byte units, nothing read past the end */\n",
"            const kt_u16 *src = (const kt_u16 *)(a.data + (kt_u64)b0 * (kt_u64)B);\n",
"            for (int i = lane; i < nb * B / 2; i += KT_LANES) ((kt_u16 *)stage)[i] = src[i];\n",
"        }\n",
"        kt_dqg_fetch(a, sp + nwarp, nspan, nblk, B, nx);\n",
"        kt_syncwarp();\n",
"#pragma unroll\n",
"        for (int s = 0; s < 32 / OE; s++) {\n",
"            const int e = (KT_LANES * s + lane) * OE, blk = e >> 5, j0 = e & 31;\n",
"            if (blk >= nb) break;\n",
"            const kt_u16 *bp = (const kt_u16 *)(stage + blk * B);\n",
"            /* code bytes [k, k + OE): q8_0 k = j0, q4_0 k = j0 % 16 (nibbles: low below 16, high above) */\n",
"            const kt_u16 *cp = bp + 1 + ((KIND == KT_QK_Q8_0 ? j0 : j0 & 15) >> 1);\n",
"            const float d = kt_f16_to_f32(bp[0]);\n",
"            kt_u32 w[2];\n",
"            float v[8];\n",
"            bool nan = false;\n",
"            w[0] = cp[0] | ((kt_u32)cp[1] << 16);\n",
"            w[1] = OE == 8 ? cp[2] | ((kt_u32)cp[3] << 16) : 0u;\n",
"#pragma unroll\n",
"            for (int j = 0; j < OE; j++) {\n",
"                const kt_u32 byte = (w[j >> 2] >> (8 * (j & 3))) & 255u;\n",
"                const float c = KIND == KT_QK_Q8_0 ? (float)(signed char)byte : (float)(int)((j0 >= 16 ? byte >> 4 : byte) & 15u) - 8.0f;\n",
"                v[j] = __fmul_rn(c, d);\n",
"                nan |= v[j] != v[j];\n",
"            }\n",
"            const kt_i64 oe = b0 * 32 + e;\n",
"            if (__builtin_expect(nan, 0)) kt_q_st8(a.out, oe, OE, ODT, v);\n",
"            else if (ODT == KT_Q_F32) *(float4 *)(a.out + (kt_u64)oe * 4u) = make_float4(v[0], v[1], v[2], v[3]);\n",
"            else *(uint4 *)(a.out + (kt_u64)oe * 2u) = make_uint4(kt_q_pk(v[0], v[1], ODT), kt_q_pk(v[2], v[3], ODT), kt_q_pk(v[4], v[5], ODT), kt_q_pk(v[6], v[7], ODT));\n",
"        }\n",
"    }\n",
"}\n",
"\n",
"/* ---- fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8) -------------- */\n",
"typedef ktorch__cu_q_cast_args kt_q_cast_args; /* shaders/kernel_args.h */\n",
"KT_DEV void kt_q_cast_store(kt_u64 p, kt_i64 i, int dt, float x, int sat) {\n",
"    if (dt == KT_Q_F32) ((float *)p)[i] = x;\n",
"    else if (dt == KT_Q_F16) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);\n",
"    else if (dt == KT_Q_BF16) ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);\n",
"    else if (dt == KT_Q_E4M3) ((kt_u8 *)p)[i] = kt_f32_to_e4m3(x, sat);\n",
"    else ((kt_u8 *)p)[i] = kt_f32_to_e5m2(x, sat);\n",
"}\n",
"/* unit: 16 elements f32/f16/bf16 -> fp8, aligned */\n",
"KT_DEV void kt_q_cast16(const kt_q_cast_args &a, kt_i64 u) {\n",
"    int sd = (int)a.src_dtype, e5 = a.dst_dtype == KT_Q_E5M2, sat = (int)a.saturate, j;\n",
"    kt_i64 i0 = u * 16;\n",
"    int n = a.n - i0 < 16 ? (int)(a.n - i0) : 16;\n",
"    float v[16];\n",
"    kt_u32 big = 0, lim = kt_q_f8lim(e5), w[4] = {0u, 0u, 0u, 0u};\n",
"    kt_q_ld8(a.src, i0, n, sd, v);\n",
"    kt_q_ld8(a.src, i0 + 8, n - 8 < 0 ? 0 : n - 8, sd, v + 8);\n",
"#pragma unroll\n",
"    for (j = 0; j < 16; j++) big |= (__float_as_uint(v[j]) & 0x7fffffffu) >= lim;\n",
"    if (!big) {\n",
"#pragma unroll\n",
"        for (j = 0; j < 16; j += 2) w[j >> 2] |= kt_q_f8x2(v[j], v[j + 1], e5) << (8 * (j & 3));\n",
"    } else {\n",
"#pragma unroll\n",
"        for (j = 0; j < 16; j++) w[j >> 2] |= (kt_u32)(e5 ? kt_f32_to_e5m2(v[j], sat) : kt_f32_to_e4m3(v[j], sat)) << (8 * (j & 3));\n",
"    }\n",
"    if (n == 16) {\n",
"        *(uint4 *)(a.dst + (kt_u64)i0) = make_uint4(w[0], w[1], w[2], w[3]);\n",
"    } else {\n",
"#pragma unroll\n",
"        for (j = 0; j < 16; j++)\n",
"            if (j < n) ((kt_u8 *)a.dst)[i0 + j] = (kt_u8)(w[j >> 2] >> (8 * (j & 3)));\n",
"    }\n",
"}\n",
"/* unit: 8 elements (contiguous) or one element (strided) */\n",
"KT_DEV void kt_q_cast_unit(const kt_q_cast_args &a, kt_i64 u) {\n",
"    int sd = (int)a.src_dtype, dd = (int)a.dst_dtype, sat = (int)a.saturate, j;\n",
"    if (a.contiguous) {\n",
"        kt_i64 i0 = u * 8;\n",
"        int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8;\n",
"        float v[8];\n",
"        if (sd == KT_Q_E4M3 || sd == KT_Q_E5M2) {\n",
"            kt_u32 lo, hi;\n",
"            kt_q_ld8b(a.src + (kt_u64)i0, n, lo, hi);\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) {\n",
"                kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;\n",
"                v[j] = sd == KT_Q_E4M3 ? kt_e4m3_to_f32(c) : kt_e5m2_to_f32(c);\n",
"            }\n",
"        } else {\n",
"            kt_q_ld8(a.src, i0, n, sd, v);\n",
"        }\n",
"        if (dd == KT_Q_E4M3 || dd == KT_Q_E5M2) {\n",
"            kt_u32 w[2] = {0u, 0u};\n",
"#pragma unroll\n",
"            for (j = 0; j < 8; j++) w[j >> 2] |= (kt_u32)(dd == KT_Q_E4M3 ? kt_f32_to_e4m3(v[j], sat) : kt_f32_to_e5m2(v[j], sat)) << (8 * (j & 3));\n",
"            kt_q_st8b(a.dst + (kt_u64)i0, w[0], w[1], n);\n",
"        } else {\n",
"            kt_q_st8(a.dst, i0, n, dd, v);\n",
"        }\n",
"        return;\n",
"    }\n",
"    {\n",
"        kt_i64 rem = u, so = 0, dof = 0;\n",
"        int d;\n",
"        for (d = 3; d >= 0; d--) {\n",
"            kt_i64 c = rem % a.shape[d];\n",
"            rem /= a.shape[d];\n",
"            so += c * a.ss[d];\n",
"            dof += c * a.ds[d];\n",
"        }\n",
"        kt_q_cast_store(a.dst, dof, dd, kt_q_ld(a.src, so, sd), sat);\n",
"    }\n",
"}\n",
"\n",
"/* Per-tensor statistics in 16-element units, two per iteration, min/max on\n",
"   packed pairs (bf16x2 / f16x2; NaN operands ignored, a third NaN-keeping\n",
"   max finds NaN). Returns 0 when this thread saw NaN/Inf: the caller then\n",
"   redoes its units with kt_q_stats_unit (rejected rows, finite-only keys).\n",
"   Needs n % 16 == 0 and a 16-byte aligned x. */\n",
"KT_DEV kt_u32 kt_q_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) { return kt_mn2(a, b, bf, mx, keepnan); }\n",
"/* 16 bytes of x at p; evict-first in L2 when first (sm_80 on) */\n",
"KT_DEV uint4 kt_q_ld_stream(const uint4 *p, kt_u64 policy, bool first) {\n",
"    uint4 r;\n",
"#if KT_HW_L2HINT\n",
"    if (first) {\n",
"        r = kt_ld_hint(p, policy);\n",
"        return r;\n",
"    }\n",
"#else\n",
"    (void)policy;\n",
"    (void)first;\n",
"#endif\n",
"    r = *p;\n",
"    return r;\n",
"}\n",
"/* The statistics of the packed path walk x from its end: the code pass\n",
"   starts at the front, and the front's first a.keep bytes, read last and at\n",
"   normal priority, are still in L2 for it. */\n",
"KT_DEV bool kt_q_stats_fast(const kt_q_args &a, kt_u32 &neg, kt_u32 &pos) {\n",
"    const kt_i64 nu = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x;\n",
"    const int dt = (int)a.xdt;\n",
"    kt_u64 policy = 0;\n",
"    float mn, mx;\n",
"    bool bad;\n",
"#if KT_HW_L2HINT\n",
"    policy = kt_policy_evict_first();\n",
"#endif\n",
"    if (dt == KT_Q_F32) {\n",
"        float lo = 0.0f, hi = 0.0f, nn = 0.0f;\n",
"        for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += step) {\n",
"            const kt_i64 r = nu - 1 - u;\n",
"            const uint4 *p = (const uint4 *)(a.x + (kt_u64)r * 64u);\n",
"            float4 v[4];\n",
"#pragma unroll\n",
"            for (int i = 0; i < 4; i++) {\n",
"                const uint4 w = kt_q_ld_stream(p + i, policy, r * 64 >= a.keep);\n",
"                v[i] = make_float4(__uint_as_float(w.x), __uint_as_float(w.y), __uint_as_float(w.z), __uint_as_float(w.w));\n",
"            }\n",
"#pragma unroll\n",
"            for (int i = 0; i < 4; i++) {\n",
"                lo = fminf(fminf(lo, v[i].x), fminf(v[i].y, fminf(v[i].z, v[i].w)));\n",
"                hi = fmaxf(fmaxf(hi, v[i].x), fmaxf(v[i].y, fmaxf(v[i].z, v[i].w)));\n",
"                nn += (v[i].x + v[i].y) + (v[i].z + v[i].w); /* NaN (or Inf) propagates */\n",
"            }\n",
"        }\n",
"        mn = lo;\n",
"        mx = hi;\n",
"        bad = !kt_q_finite(nn) || !kt_q_finite(lo) || !kt_q_finite(hi);\n",
"    } else {\n",
"        const int bf = dt == KT_Q_BF16;\n",
"        kt_u32 lo = 0u, hi = 0u, nn = 0u;\n",
"        for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += 2 * step) {\n",
"            const bool two = u + step < nu;\n",
"            const kt_i64 r = nu - 1 - u, r2 = r - step;\n",
"            const uint4 *p = (const uint4 *)(a.x + (kt_u64)r * 32u), *q = (const uint4 *)(a.x + (kt_u64)r2 * 32u);\n",
"            uint4 w[4];\n",
"            w[0] = kt_q_ld_stream(p, policy, r * 32 >= a.keep);\n",
"            w[1] = kt_q_ld_stream(p + 1, policy, r * 32 >= a.keep);\n",
"            w[2] = two ? kt_q_ld_stream(q, policy, r2 * 32 >= a.keep) : make_uint4(0u, 0u, 0u, 0u);\n",
"            w[3] = two ? kt_q_ld_stream(q + 1, policy, r2 * 32 >= a.keep) : make_uint4(0u, 0u, 0u, 0u);\n",
"#pragma unroll\n",
"            for (int i = 0; i < 4; i++) {\n",
"                lo = kt_q_mn2(kt_q_mn2(lo, w[i].x, bf, 0, 0), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 0, 0), bf, 0, 0), bf, 0, 0);\n",
"                hi = kt_q_mn2(kt_q_mn2(hi, w[i].x, bf, 1, 0), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 1, 0), bf, 1, 0), bf, 1, 0);\n",
"                nn = kt_q_mn2(kt_q_mn2(nn, w[i].x, bf, 1, 1), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 1, 1), bf, 1, 1), bf, 1, 1);\n",
"            }\n",
"        }\n",
"        {\n",
"            float l0, l1, h0, h1, n0, n1;\n",
"            kt_q_unpack16(lo, dt, l0, l1);\n",
"            kt_q_unpack16(hi, dt, h0, h1);\n",
"            kt_q_unpack16(nn, dt, n0, n1);\n",
"            mn = fminf(l0, l1);\n",
"            mx = fmaxf(h0, h1);\n",
"            bad = !kt_q_finite(n0) || !kt_q_finite(n1) || !kt_q_finite(mn) || !kt_q_finite(mx);\n",
"        }\n",
"    }\n",
"    if (bad) return false;\n",
"    neg = mn < 0.0f ? __float_as_uint(-mn) : 0u;\n",
"    pos = mx > 0.0f ? __float_as_uint(mx) : 0u;\n",
"    return true;\n",
"}\n",
"\n",
"/* Codes in 16-element units, two per iteration (n % 16 == 0, x and data\n",
"   16-byte aligned), one scale per unit: per tensor (a.sdiv == 0) or per\n",
"   channel off the last axis, each channel a run of a.sdiv elements\n",
"   (a multiple of 16) repeating every a.smod runs. */\n",
"KT_DEV void kt_q_unit_scale(const kt_q_args &a, kt_i64 u, float &m, int &z) {\n",
"    if (a.fuse) return; /* per tensor: m and z set once */\n",
"    const float *mul = (const float *)(a.scr + 8u * (kt_u64)a.nsc);\n",
"    kt_i64 c = 0;\n",
"    if (a.sdiv) {\n",
"        c = kt_q_div(16 * u, a.sdiv);\n",
"        c -= kt_q_div(c, a.smod) * a.smod;\n",
"    }\n",
"    m = mul[c];\n",
"    z = a.zp ? ((const kt_u8 *)a.zp)[c] : 0;\n",
"}\n",
"KT_DEV void kt_q_encode_fast(const kt_q_args &a) {\n",
"    const kt_i64 nu = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x;\n",
"    float m = 0.0f;\n",
"    int z = 0;\n",
"    if (a.fuse) { /* every thread takes the one scale from the keys; the first writes it */\n",
"        float s;\n",
"        kt_u8 zb;\n",
"        kt_q_scale_of(a, 0, s, m, zb);\n",
"        z = zb;\n",
"        if (blockIdx.x == 0 && threadIdx.x == 0) {\n",
"            kt_q_range(a, s, 0);\n",
"            *(float *)a.scale = s;\n",
"            if (a.zp) *(kt_u8 *)a.zp = zb;\n",
"        }\n",
"    }\n",
"    for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += 2 * step) {\n",
"        const bool two = u + step < nu;\n",
"        float v[16], w[16];\n",
"        kt_u32 c[4];\n",
"        kt_q_ld8(a.x, 16 * u, 8, (int)a.xdt, v);\n",
"        kt_q_ld8(a.x, 16 * u + 8, 8, (int)a.xdt, v + 8);\n",
"        if (two) {\n",
"            kt_q_ld8(a.x, 16 * (u + step), 8, (int)a.xdt, w);\n",
"            kt_q_ld8(a.x, 16 * (u + step) + 8, 8, (int)a.xdt, w + 8);\n",
"        }\n",
"        kt_q_unit_scale(a, u, m, z);\n",
"        kt_q_code8(a, v, m, z, c[0], c[1]);\n",
"        kt_q_code8(a, v + 8, m, z, c[2], c[3]);\n",
"        *(uint4 *)(a.data + (kt_u64)u * 16u) = make_uint4(c[0], c[1], c[2], c[3]);\n",
"        if (two) {\n",
"            kt_q_unit_scale(a, u + step, m, z);\n",
"            kt_q_code8(a, w, m, z, c[0], c[1]);\n",
"            kt_q_code8(a, w + 8, m, z, c[2], c[3]);\n",
"            *(uint4 *)(a.data + (kt_u64)(u + step) * 16u) = make_uint4(c[0], c[1], c[2], c[3]);\n",
"        }\n",
"    }\n",
"}\n",
"\n",
"/* max that keeps NaN */\n",
"KT_DEV float kt_q_maxnan(float a, float b) {\n",
"    return kt_maxnan(a, b);\n",
"}\n",
"/* ---- lean blocks (kt_q_block with a.fast, and kt_q_block_bf16 for bf16 x\n",
"   in the block formats' standard blocks): whole blocks, aligned x and\n",
"   codes. Lane t holds elements [16t, 16t + 16): L = block/16 lanes per block\n",
"   (nvfp4 1, MX/q8_0/q4_0 2, groups of 16..256 1..16). x of the next\n",
"   iteration is loaded before this one is encoded. A warp whose blocks hold\n",
"   NaN/Inf, or a maximum |x| below 2^-100 (q8_0, q4_0) or outside\n",
"   [2^-60, 2^100] (nvfp4), redoes its elements with kt_q_block_unit, whose\n",
"   rules cover those. */\n",
"template <int DT> struct kt_qf_raw {\n",
"    uint4 w[DT == KT_Q_F32 ? 4 : 2];\n",
"};\n",
"template <int DT> KT_DEV void kt_qf_load(const kt_q_args &a, kt_i64 t, bool live, kt_qf_raw<DT> &r) {\n",
"    const int nw = DT == KT_Q_F32 ? 4 : 2;\n",
"    const uint4 *p = (const uint4 *)(a.x + (kt_u64)t * (kt_u64)(16 * nw));\n",
"#pragma unroll\n",
"    for (int i = 0; i < nw; i++) r.w[i] = live ? p[i] : make_uint4(0u, 0u, 0u, 0u);\n",
"}\n",
"KT_DEV void kt_qf_unpack(kt_u32 w, int dt, float &lo, float &hi) {\n",
"#if KT_HW_PAIRS\n",
"    if (dt == KT_Q_F16) {\n",
"        kt_h2_to_f32(w, lo, hi);\n",
"        return;\n",
"    }\n",
"#endif\n",
"    kt_q_unpack16(w, dt, lo, hi);\n",
"}\n",
"template <int DT> KT_DEV void kt_qf_values(const kt_qf_raw<DT> &r, float *v) {\n",
"#pragma unroll\n",
"    for (int i = 0; i < (DT == KT_Q_F32 ? 4 : 2); i++) {\n",
"        const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};\n",
"#pragma unroll\n",
"        for (int k = 0; k < 4; k++) {\n",
"            if (DT == KT_Q_F32) v[4 * i + k] = __uint_as_float(w[k]);\n",
"            else kt_qf_unpack(w[k], DT, v[8 * i + 2 * k], v[8 * i + 2 * k + 1]);\n",
"        }\n",
"    }\n",
"}\n",
"/* FP4 / FP6 (E, M) codes of 16 finite scaled values y, packed little-endian\n",
"   into w (2 or 3 words): RNE with subnormals, saturating, sign on top.\n",
"   EXACT (y of at most 11 significant bits: a 16-bit x times a power of\n",
"   two): the magnitude, clamped to the max normal, times 2^(bias - 127) is an\n",
"   f32 whose exponent field is the format's (its subnormals the format's\n",
"   subnormals) and whose bits below 2^-149 would lie under the first rounding\n",
"   threshold; RNE on its bits is then the code. Otherwise kt_q_enc. */\n",
"template <int E, int M, int EXACT> KT_DEV void kt_qf_small16(const float *y, kt_u32 *w) {\n",
"    const int bits = 1 + E + M, bias = (1 << (E - 1)) - 1, sh = 23 - M;\n",
"    const float maxn = (2.0f - 1.0f / (float)(1 << M)) * (float)(1 << ((1 << E) - 1 - bias));\n",
"    w[0] = w[1] = w[2] = w[3] = 0u;\n",
"#pragma unroll\n",
"    for (int j = 0; j < 16; j++) {\n",
"        const int pos = bits * j, lo = pos & 31;\n",
"        kt_u32 c;\n",
"        if (EXACT) {\n",
"            const kt_u32 b = __float_as_uint(__fmul_rn(fminf(fabsf(y[j]), maxn), kt_q_pow2f(bias - 127)));\n",
"            c = ((b + ((1u << (sh - 1)) - 1u) + ((b >> sh) & 1u)) >> sh) | ((__float_as_uint(y[j]) >> 31) << (E + M));\n",
"        } else {\n",
"            c = kt_q_enc(y[j], M, bias, (1u << (E + M)) - 1u, (1u << (E + M)) - 1u, E + M);\n",
"        }\n",
"        w[pos >> 5] |= c << lo;\n",
"        if (lo + bits > 32) w[(pos >> 5) + 1] |= c >> (32 - lo);\n",
"    }\n",
"}\n",
"KT_DEV kt_u32 kt_q_f16x2(float lo, float hi) {\n",
"    return kt_pack2_f16(lo, hi);\n",
"}\n",
"/* packed u16 max (MAX) or min of each half */\n",
"template <bool MAX> KT_DEV kt_u32 kt_q_u16x2_ext(kt_u32 a, kt_u32 b) {\n",
"#if KT_HW_U16X2\n",
"    return kt_u16x2_mn<MAX>(a, b);\n",
"#else\n",
"    const kt_u32 al = a & 0xffffu, bl = b & 0xffffu, ah = a >> 16, bh = b >> 16;\n",
"    return (MAX ? (al > bl ? al : bl) : (al < bl ? al : bl)) | ((MAX ? (ah > bh ? ah : bh) : (ah < bh ? ah : bh)) << 16);\n",
"#endif\n",
"}\n",
"/* packed bf16 max (MAX) or min of each half; a NaN half gives NaN (sm_80+) */\n",
"template <bool MAX> KT_DEV kt_u32 kt_q_bf16x2_ext(kt_u32 a, kt_u32 b) {\n",
"    return kt_bf16x2_nan<MAX>(a, b);\n",
"}\n",
"/* the codes of two f16 magnitudes h (already in the format's exponent\n",
"   field) with the signs at bits 15 and 31 of sgn, rounded to nearest even */\n",
"template <int E, int M> KT_DEV kt_u32 kt_qf_f16_round2(kt_u32 h, kt_u32 sgn) {\n",
"    const int sh = 10 - M;\n",
"    const kt_u32 maxh = ((((1u << E) - 1u) << 10) | (((1u << M) - 1u) << sh)) * 0x00010001u; /* max normal times 2^(bias - 15) */\n",
"    const kt_u32 m = kt_q_u16x2_ext<false>(h, maxh);\n",
"    const kt_u32 r = m + ((1u << (sh - 1)) - 1u) * 0x00010001u + ((m >> sh) & 0x00010001u); /* no carry between halves: m <= maxh */\n",
"    return ((r >> sh) & (((1u << (E + M)) - 1u) * 0x00010001u)) | ((sgn >> (15 - E - M)) & ((1u << (E + M)) * 0x00010001u));\n",
"}\n",
"/* The f16 route of MX FP4 (E2M1) and FP6 (E3M2, E2M3) for bf16 inputs: two\n",
"   codes of y = v * 2^-X, with f = 2^(-X - (15 - bias)) (X <= 127 - (15 -\n",
"   bias): f stays normal). t = |v| * f converted to f16 has the format's\n",
"   exponent field and is exact wherever the code depends on it (y of 8\n",
"   significant bits; f16 subnormals hold the format's subnormal steps, and\n",
"   below half the smallest one every code is 0); min.u16x2 clamps to the max\n",
"   normal, RNE at bit 10 - M gives the code, v's sign goes above it. E2M3's\n",
"   smallest tie y = 2^-4 lies where y's last bit (2^-11) is below f16's step\n",
"   (2^-10 in y): RN would take 2^-4 + 2^-11 to the tie and then to 0, so its\n",
"   t adds 2^-12 in y (a quarter step; exact, and no other code moves).\n",
"   Returns the codes of v0 and v1 in the low and high halves.\n",
"   tests/test_quant.c checks the identity for every bf16 value. */\n",
"template <int E, int M> KT_DEV kt_u32 kt_qf_f16_codes2(float v0, float v1, float f) {\n",
"    const float lift = E == 2 && M == 3 ? 1.4901161193847656e-08f : 0.0f; /* 2^-26 = 2^-12 in y */\n",
"    const kt_u32 h = kt_q_f16x2(__fmaf_rn(fabsf(v0), f, lift), __fmaf_rn(fabsf(v1), f, lift));\n",
"    return kt_qf_f16_round2<E, M>(h, __byte_perm(__float_as_uint(v0), __float_as_uint(v1), 0x7030u)); /* signs at bits 15 and 31 */\n",
"}\n",
"/* FP4 codes p[j] of elements j (bits 0..3) and j + 8 (bits 16..19) to the\n",
"   byte order of w[0..1] */\n",
"KT_DEV void kt_qf_f4_pack(const kt_u32 *p, kt_u32 *w) {\n",
"    const kt_u32 qa = p[0] | (p[1] << 4) | (p[2] << 8) | (p[3] << 12), qb = p[4] | (p[5] << 4) | (p[6] << 8) | (p[7] << 12);\n",
"    w[0] = (qa & 0xffffu) | (qb << 16);\n",
"    w[1] = (qa >> 16) | (qb & 0xffff0000u);\n",
"}\n",
"/* MX FP4 codes of 16 bf16 values v times 2^-X (X <= 112), packed into\n",
"   w[0..1]: elements j and j + 8 share a conversion */\n",
"KT_DEV void kt_qf_f4_bf16(const float *v, int X, kt_u32 *w) {\n",
"    const float f = kt_q_pow2f(-X - 14);\n",
"    kt_u32 p[8];\n",
"#pragma unroll\n",
"    for (int j = 0; j < 8; j++) p[j] = kt_qf_f16_codes2<2, 1>(v[j], v[j + 8], f);\n",
"    kt_qf_f4_pack(p, w);\n",
"}\n",
"/* nvfp4's shared table: [s] = (d, RN(1 / d)) with d = decode(s) * ts * 2^14\n",
"   for the scale codes s < 128, [128] = (RN(6 ts), its RN reciprocal) */\n",
"KT_DEV float2 *kt_qf_nvt() {\n",
"    __shared__ float2 t[129];\n",
"    return t;\n",
"}\n",
"KT_DEV void kt_qf_nvt_fill(const kt_q_args &a) {\n",
"    float2 *t = kt_qf_nvt();\n",
"    const float ts = kt_q_nv_ts(a);\n",
"    for (int i = (int)threadIdx.x; i < 129; i += (int)blockDim.x) {\n",
"        const float d = i < 128 ? __fmul_rn(__fmul_rn(kt_e4m3_to_f32((kt_u32)i), ts), 16384.0f) : __fmul_rn(6.0f, ts);\n",
"        t[i] = make_float2(d, __frcp_rn(d));\n",
"    }\n",
"    __syncthreads();\n",
"}\n",
"/* RN(x / d) from r = RN(1 / d) and one correction (Markstein); x, d and the\n",
"   quotient normal where the caller's code depends on it */\n",
"KT_DEV float kt_q_quot(float x, float d, float r) {\n",
"    const float q0 = __fmul_rn(x, r);\n",
"    return __fmaf_rn(__fmaf_rn(-q0, d, x), r, q0);\n",
"}\n",
"/* 0xffff in each half of a where it equals b's (bit patterns below 0x7c00) */\n",
"KT_DEV kt_u32 kt_q_eq16x2(kt_u32 a, kt_u32 b) {\n",
"#if KT_HW_PAIRS\n",
"    return kt_eq16x2(a, b);\n",
"#else\n",
"    return ((a & 0xffffu) == (b & 0xffffu) ? 0xffffu : 0u) | ((a >> 16) == (b >> 16) ? 0xffff0000u : 0u);\n",
"#endif\n",
"}\n",
"/* a + b in each 16-bit half, where no half carries (sm_90: the FMA pipe) */\n",
"KT_DEV kt_u32 kt_q_add16x2(kt_u32 a, kt_u32 b) {\n",
"#if KT_HW_U16X2\n",
"    return kt_u16x2_add(a, b);\n",
"#else\n",
"    return a + b;\n",
"#endif\n",
"}\n",
"/* nvfp4 codes of 16 finite values v (block max |x| in [2^-60, 2^100]) with\n",
"   r from the table entry (d, r) of their scale, d > 0 (d carries 2^14): q =\n",
"   RN(v r) lies within 3 ulps of RN(v / d); two q go to f16 in one\n",
"   conversion and the FP4 code is the f16 magnitude rounded at bit 9, half\n",
"   down, with the f16 sign above it. That is the code of RN(|v| / d) unless\n",
"   the f16 value is a code's rounding tie (bits 8..0 = 0x100): f16's half\n",
"   step spans 2^12 ulps of q, so a q whose f16 value misses every tie lies\n",
"   on the same side of each tie as the correctly rounded quotient. Returns\n",
"   whether any element is on a tie (about one in 500 elements;\n",
"   kt_qf_nvfp4_fix then codes those). CLAMP: the scale code is subnormal and\n",
"   |q| may pass 7 * 2^-14, so the magnitude is clamped to 6 * 2^-14; with a\n",
"   normal scale code |q| <= 6.41 * 2^-14 (amax / (6 ts) over its e4m3\n",
"   rounding, at most 6 / (1 - 2^-4)) and the rounding add cannot carry into\n",
"   the sign. Rounded word j (elements j and j + 8) becomes one nibble per\n",
"   half at bits 12 and 28 (code times 8 plus sign), summed at 4 (j & 3)\n",
"   into a 64-bit (lo, hi) pair per four words. The integer ALU is the code\n",
"   kernel's busiest pipe: this form leaves the 16-bit adds and most shifts\n",
"   to the FMA pipe, and the tie test is one min a word. */\n",
"template <bool CLAMP> KT_DEV bool kt_qf_nvfp4_fast(const float *v, float r, kt_u32 *w) {\n",
"    kt_u32 lo[2] = {0u, 0u}, hi[2] = {0u, 0u}, tmin = ~0u;\n",
"#pragma unroll\n",
"    for (int j = 0; j < 8; j++) {\n",
"        const kt_u32 h = kt_q_f16x2(__fmul_rn(v[j], r), __fmul_rn(v[j + 8], r));\n",
"        const kt_u32 u = kt_q_add16x2(CLAMP ? kt_q_u16x2_ext<false>(h & 0x7fff7fffu, 0x0e000e00u) : h, 0x00ff00ffu);\n",
"        const kt_u32 x = (u & 0x0e000e00u) * 8u + (h & 0x80008000u); /* nibbles at bits 12 and 28 */\n",
"        const int k = 4 * (j & 3);\n",
"        tmin = kt_q_u16x2_ext<false>(tmin, ~u & 0x01ff01ffu); /* 0 where h's bits 8..0 are 0x100 */\n",
"        lo[j >> 2] += x << k;\n",
"        if (k) hi[j >> 2] += x >> (32 - k);\n",
"    }\n",
"    {\n",
"        const kt_u32 qa = __funnelshift_r(lo[0], hi[0], 12), qb = __funnelshift_r(lo[1], hi[1], 12); /* elements 0..3 and 8..11; 4..7 and 12..15 */\n",
"        w[0] = __byte_perm(qa, qb, 0x5410u);\n",
"        w[1] = __byte_perm(qa, qb, 0x7632u);\n",
"    }\n",
"    return (tmin & 0xffffu) == 0u || tmin < 0x10000u;\n",
"}\n",
"/* after kt_qf_nvfp4_fast returned true: every element on a tie coded from\n",
"   the correctly rounded quotient (Markstein) and kt_q_enc. The fast path\n",
"   keeps no tie positions (that would cost the loop its registers and ALU\n",
"   steps), so the f16 words are formed again here, in the lanes that need\n",
"   them. */\n",
"KT_DEV void kt_qf_nvfp4_fix(const float *v, float d, float r, kt_u32 *w) {\n",
"    const float d0 = __fmul_rn(d, 6.103515625e-05f), r0 = __fmul_rn(r, 16384.0f); /* exact: the unscaled entry */\n",
"    kt_u32 tie = 0u;\n",
"#pragma unroll\n",
"    for (int j = 0; j < 8; j++) {\n",
"        const kt_u32 h = kt_q_f16x2(__fmul_rn(v[j], r), __fmul_rn(v[j + 8], r));\n",
"        tie |= kt_q_eq16x2(h & 0x01ff01ffu, 0x01000100u) & (0x00010001u << j); /* bit j: element j, bit 16 + j: element j + 8 */\n",
"    }\n",
"    while (tie != 0u) {\n",
"        const int b = __ffs((int)tie) - 1, e = (b & 15) + (b >> 4) * 8, sh = 4 * (e & 7);\n",
"        float s0[8], s1[4], s2[2]; /* v[e] by e's bits: selects keep v in registers */\n",
"#pragma unroll\n",
"        for (int k = 0; k < 8; k++) s0[k] = (e & 1) ? v[2 * k + 1] : v[2 * k];\n",
"#pragma unroll\n",
"        for (int k = 0; k < 4; k++) s1[k] = (e & 2) ? s0[2 * k + 1] : s0[2 * k];\n",
"#pragma unroll\n",
"        for (int k = 0; k < 2; k++) s2[k] = (e & 4) ? s1[2 * k + 1] : s1[2 * k];\n",
"        const float x = (e & 8) ? s2[1] : s2[0];\n",
"        /* x's sign on the quotient: -0 / d is -0 */\n",
"        const kt_u32 c = kt_q_enc(copysignf(kt_q_quot(fabsf(x), d0, r0), x), 1, 1, 7u, 7u, 3) << sh;\n",
"        tie &= tie - 1u;\n",
"        if (e < 8) w[0] = (w[0] & ~(15u << sh)) | c;\n",
"        else w[1] = (w[1] & ~(15u << sh)) | c;\n",
"    }\n",
"}\n",
"/* MX FP6 (E, M) codes of 16 bf16 values v times 2^-X (X <= 127 - (15 -\n",
"   bias)), packed into w[0..2]: elements 2i and 2i + 1 share a conversion;\n",
"   their 12 bits go to bit 12i */\n",
"template <int E, int M> KT_DEV void kt_qf_f6_bf16(const float *v, int X, kt_u32 *w) {\n",
"    const float f = kt_q_pow2f(-X - (15 - ((1 << (E - 1)) - 1)));\n",
"    kt_u32 p[8];\n",
"#pragma unroll\n",
"    for (int i = 0; i < 8; i++) {\n",
"        const kt_u32 c = kt_qf_f16_codes2<E, M>(v[2 * i], v[2 * i + 1], f);\n",
"        p[i] = (c & 0x3fu) | ((c >> 10) & 0xfc0u);\n",
"    }\n",
"    w[0] = p[0] | (p[1] << 12) | (p[2] << 24);\n",
"    w[1] = (p[2] >> 8) | (p[3] << 4) | (p[4] << 16) | (p[5] << 28);\n",
"    w[2] = (p[5] >> 4) | (p[6] << 8) | (p[7] << 20);\n",
"}\n",
"/* this thread's 16 codes (8-bit: 4 words of bytes; FP4/FP6: packed) to data */\n",
"KT_DEV void kt_qf_store(const kt_q_args &a, kt_i64 t, int elem, const kt_u32 *w) {\n",
"    if (elem == KT_Q_F4) {\n",
"        *(uint2 *)(a.data + (kt_u64)t * 8u) = make_uint2(w[0], w[1]);\n",
"    } else if (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) {\n",
"        kt_u32 *p = (kt_u32 *)(a.data + (kt_u64)t * 12u);\n",
"        p[0] = w[0];\n",
"        p[1] = w[1];\n",
"        p[2] = w[2];\n",
"    } else {\n",
"        *(uint4 *)(a.data + (kt_u64)t * 16u) = make_uint4(w[0], w[1], w[2], w[3]);\n",
"    }\n",
"}\n",
"/* the warp's q8_0 / q4_0 blocks (bsz bytes each, 16 per warp), written by\n",
"   its lanes to the staging area, to data with 32-bit stores; the staging\n",
"   area is free again on return */\n",
"KT_DEV kt_u8 *kt_qf_stage() {\n",
"    __shared__ __align__(16) kt_u8 stage[8][544]; /* per warp of 256 threads: 16 q8_0 / q4_0 blocks */\n",
"    return stage[threadIdx.x >> KT_LANES_SHIFT];\n",
"}\n",
"KT_DEV void kt_qf_stage_out(const kt_q_args &a, kt_u8 *stage, kt_i64 tb, kt_i64 slots, int bsz) {\n",
"    const int lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"    const kt_i64 left = (slots - tb) >> 1;\n",
"    const int nb = bsz * (left < 16 ? (int)left : 16);\n",
"    kt_u32 *dst = (kt_u32 *)(a.data + (kt_u64)(tb >> 1) * (kt_u64)bsz);\n",
"    kt_syncwarp();\n",
"    for (int i = lane; i < nb >> 2; i += KT_LANES) dst[i] = ((const kt_u32 *)stage)[i];\n",
"    if ((nb & 2) && lane == 0) ((kt_u16 *)dst)[(nb >> 1) - 1] = ((const kt_u16 *)stage)[(nb >> 1) - 1];\n",
"    kt_syncwarp();\n",
"}\n",
"/* the warp's elements [16 tb, 16 tb + 512) as 8-element slots of kt_q_block_unit */\n",
"KT_DEV void kt_qf_redo(const kt_q_args &a, kt_i64 tb) {\n",
"    const int L8 = (int)a.lanes, sh8 = 31 - __clz(L8), lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"#pragma unroll 1\n",
"    for (int p = 0; p < 2; p++) {\n",
"        const kt_i64 s = 2 * tb + KT_LANES * p + lane;\n",
"        kt_q_block_unit(a, s >> sh8, (int)(s & (L8 - 1)), L8, s < (a.n >> 3));\n",
"    }\n",
"}\n",
"/* max |x| of a bf16 thread's 16 values as f32 (NaN when one is NaN: sm_86\n",
"   on, the packed bf16 max of magnitudes; before, the u16 max of the\n",
"   magnitudes' bits, where NaN's lie above Inf's) */\n",
"KT_DEV float kt_qf_amax_bf16(const kt_qf_raw<KT_Q_BF16> &r) {\n",
"#if KT_HW_ABSMAX2\n",
"    { /* max.xorsign.abs: no masking of the signs first (fewer integer ALU instructions) */\n",
"        kt_u32 w[8] = {r.w[0].x, r.w[0].y, r.w[0].z, r.w[0].w, r.w[1].x, r.w[1].y, r.w[1].z, r.w[1].w}, m;\n",
"#pragma unroll\n",
"        for (int s = 1; s < 8; s *= 2)\n",
"#pragma unroll\n",
"            for (int i = 0; i < 8; i += 2 * s) w[i] = kt_absmax_bf16x2(w[i], w[i + s]);\n",
"        m = kt_absmax_bf16x2(w[0], __byte_perm(w[0], 0u, 0x1032u));\n",
"        return __uint_as_float((m << 16) & 0x7fffffffu);\n",
"    }\n",
"#endif\n",
"    kt_u32 m = 0u;\n",
"#pragma unroll\n",
"    for (int i = 0; i < 2; i++) {\n",
"        m = kt_q_u16x2_ext<true>(m, r.w[i].x & 0x7fff7fffu);\n",
"        m = kt_q_u16x2_ext<true>(m, r.w[i].y & 0x7fff7fffu);\n",
"        m = kt_q_u16x2_ext<true>(m, r.w[i].z & 0x7fff7fffu);\n",
"        m = kt_q_u16x2_ext<true>(m, r.w[i].w & 0x7fff7fffu);\n",
"    }\n",
"    m = kt_q_u16x2_ext<true>(m, m >> 16);\n",
"    return __uint_as_float(m << 16);\n",
"}\n",
"/* signed max and min of a bf16 thread's 16 values (NaN when one is NaN), as packed words with the result in both halves */\n",
"KT_DEV void kt_qf_minmax_bf16(const kt_qf_raw<KT_Q_BF16> &r, kt_u32 &hx, kt_u32 &hn) {\n",
"    hx = hn = r.w[0].x;\n",
"#pragma unroll\n",
"    for (int i = 0; i < 2; i++) {\n",
"        const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};\n",
"#pragma unroll\n",
"        for (int k = i == 0 ? 1 : 0; k < 4; k++) {\n",
"            hx = kt_q_bf16x2_ext<true>(hx, w[k]);\n",
"            hn = kt_q_bf16x2_ext<false>(hn, w[k]);\n",
"        }\n",
"    }\n",
"    hx = kt_q_bf16x2_ext<true>(hx, __byte_perm(hx, 0u, 0x1032u));\n",
"    hn = kt_q_bf16x2_ext<false>(hn, __byte_perm(hn, 0u, 0x1032u));\n",
"}\n",
"/* q4_0's mxv: the first element of largest magnitude am of a block on the\n",
"   lane pair (c = 0, 1; lane 0's elements first), v this lane's 16; mask\n",
"   holds the lanes that call it */\n",
"KT_DEV float kt_q40_first(const float *v, float am, int c, kt_u32 mask) {\n",
"    float first = 0.0f;\n",
"    bool has = false;\n",
"#pragma unroll\n",
"    for (int j = 15; j >= 0; j--) {\n",
"        const bool hit = fabsf(v[j]) == am;\n",
"        first = hit ? v[j] : first;\n",
"        has |= hit;\n",
"    }\n",
"    const float other = kt_shfl_xor_in(mask, first, 1);\n",
"    const bool ohas = kt_shfl_xor_in(mask, (int)has, 1) != 0;\n",
"    return (c == 0 ? has : !ohas) ? first : other;\n",
"}\n",
"/* q4_0 of bf16 x, a block on lanes c = 0, 1 (elements 16c..16c+15): the\n",
"   block's signed max and min in packed bf16 give max |x| and the sign of\n",
"   d = mxv / -8 (mxv: the first element of largest magnitude); only a block\n",
"   whose max and min have the same magnitude looks for the first one. Codes\n",
"   trunc(x * id + 8.5) clamped to 15 are the low bits of an f32 add, gathered\n",
"   with shift-adds: word k of a lane holds elements 4k..4k+3 as bytes, and\n",
"   byte j of qs is lane 0's element j (low nibble) and lane 1's (high). */\n",
"KT_DEV bool kt_qf_q40_bf16(const kt_q_args &a, const kt_qf_raw<KT_Q_BF16> &r, kt_i64 tb, kt_i64 slots, bool live, int c, int lane) {\n",
"    kt_u32 hx, hn;\n",
"    kt_qf_minmax_bf16(r, hx, hn);\n",
"    hx = kt_q_bf16x2_ext<true>(hx, kt_shfl_xor(hx, 1));\n",
"    hn = kt_q_bf16x2_ext<false>(hn, kt_shfl_xor(hn, 1));\n",
"    const float mx = __uint_as_float(hx << 16), nmn = -__uint_as_float(hn << 16), am = fmaxf(mx, nmn);\n",
"    /* finite (NaN fails every comparison), >= 2^-100 and with an f16 d */\n",
"    const bool bad = live && !(mx < __uint_as_float(0x7f800000u) && nmn < __uint_as_float(0x7f800000u) && am >= __uint_as_float(0x0d800000u) && am <= 524032.0f);\n",
"    if (kt_any(bad)) return false;\n",
"    float mxv = mx > nmn ? mx : -nmn;\n",
"    if (mx == nmn) { /* both signs reach am: the first element of the pair's 32 */\n",
"        float v[16];\n",
"        kt_qf_values<KT_Q_BF16>(r, v);\n",
"        mxv = kt_q40_first(v, am, c, 3u << (lane & 30));\n",
"    }\n",
"    const float d = __fmul_rn(mxv, -0.125f), id = __fdiv_rn(1.0f, d); /* d = mxv / -8 exactly */\n",
"    kt_u32 q[4];\n",
"#pragma unroll\n",
"    for (int k = 0; k < 4; k++) {\n",
"        const kt_u32 w = k & 1 ? (k & 2 ? r.w[1].z : r.w[0].z) : (k & 2 ? r.w[1].x : r.w[0].x);\n",
"        const kt_u32 w2 = k & 1 ? (k & 2 ? r.w[1].w : r.w[0].w) : (k & 2 ? r.w[1].y : r.w[0].y);\n",
"        const kt_u32 e[4] = {w << 16, w & 0xffff0000u, w2 << 16, w2 & 0xffff0000u};\n",
"        kt_u32 acc = 0u;\n",
"#pragma unroll\n",
"        for (int i = 3; i >= 0; i--) {\n",
"            /* bits 0x4b000000 + trunc(t) for t in (0.49, 16.51); the 0x4b000000 of all but the last shift out */\n",
"            const kt_u32 b = __float_as_uint(kt_fadd_rz(__fadd_rn(__fmul_rn(__uint_as_float(e[i]), id), 8.5f), 8388608.0f));\n",
"            acc = (acc << 8) + (b < 0x4b00000fu ? b : 0x4b00000fu);\n",
"        }\n",
"        q[k] = acc - 0x4b000000u;\n",
"    }\n",
"    {\n",
"        kt_u8 *stage = kt_qf_stage();\n",
"        const kt_u32 s0 = kt_shfl_xor(c ? q[0] : q[2], 1), s1 = kt_shfl_xor(c ? q[1] : q[3], 1);\n",
"        const kt_u32 o0 = c ? s0 + (q[2] << 4) : q[0] + (s0 << 4), o1 = c ? s1 + (q[3] << 4) : q[1] + (s1 << 4);\n",
"        kt_u16 *st = (kt_u16 *)(stage + 18 * (lane >> 1) + 2 + 8 * c);\n",
"        st[0] = (kt_u16)o0;\n",
"        st[1] = (kt_u16)(o0 >> 16);\n",
"        st[2] = (kt_u16)o1;\n",
"        st[3] = (kt_u16)(o1 >> 16);\n",
"        if (c == 0) *(kt_u16 *)(stage + 18 * (lane >> 1)) = kt_q_f16(d);\n",
"        kt_qf_stage_out(a, stage, tb, slots, 18);\n",
"    }\n",
"    return true;\n",
"}\n",
"/* false (for the whole warp, nothing written): kt_qf_redo must take the warp.\n",
"   KIND >= 0: the kind and element format (ELEM) known at compile time, with\n",
"   their standard blocks (32 elements, nvfp4 16); KT_QK_GROUPS: int8 /\n",
"   int8_asym / fp8 groups, kind and lanes read from a; -1: all read from a */\n",
"template <int DT, int KIND, int ELEM> KT_DEV bool kt_qf_slot(const kt_q_args &a, kt_i64 t, kt_i64 tb, kt_i64 slots, bool live, const kt_qf_raw<DT> &r) {\n",
"    const bool groups = KIND == KT_QK_GROUPS || (KIND < 0 && a.gran == 2), fixed = KIND >= 0 && KIND != KT_QK_GROUPS;\n",
"    const int kind = fixed ? KIND : (int)a.kind, elem = fixed ? ELEM : (int)a.elem,\n",
"              L = fixed ? (KIND == KT_QK_NVFP4 ? 1 : 2) : (int)(a.lanes >> 1), c = (int)(t & (L - 1)), lane = (int)(threadIdx.x & (KT_LANES - 1u));\n",
"    const kt_i64 u = t >> (31 - __clz(L));\n",
"    float v[16], am = 0.0f, mn = 0.0f, mx = 0.0f;\n",
"    kt_u32 w[4] = {0u, 0u, 0u, 0u};\n",
"    bool bad;\n",
"    if (DT == KT_Q_BF16 && KIND == KT_QK_Q4_0) return kt_qf_q40_bf16(a, *(const kt_qf_raw<KT_Q_BF16> *)&r, tb, slots, live, c, lane);\n",
"    kt_qf_values<DT>(r, v);\n",
"    if (DT == KT_Q_BF16) {\n",
"        am = kt_qf_amax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r);\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int j = 0; j < 16; j++) am = kt_q_maxnan(am, fabsf(v[j]));\n",
"    }\n",
"    if (groups) {\n",
"        bad = live && !(am < __uint_as_float(0x7f800000u));\n",
"    } else {\n",
"        for (int o = L >> 1; o > 0; o >>= 1) am = kt_q_maxnan(am, kt_shfl_xor(am, o, L));\n",
"        /* MX: finite; q8_0, q4_0: also >= 2^-100 with an f16 d (kt_qf_redo rejects\n",
"           an overflowing one); nvfp4: in [2^-60, 2^100],\n",
"           and amax / (6 ts) at most about 448 (always so for the tensor's own\n",
"           amax; a given ts may make the scale saturate) */\n",
"        bad = live && !(am < __uint_as_float(0x7f800000u) &&\n",
"                        (kind == KT_QK_MX || (kind == KT_QK_NVFP4 ? am >= __uint_as_float(0x21800000u) && am <= __uint_as_float(0x71800000u) &&\n",
"                                                                        __fmul_rn(am, kt_qf_nvt()[128].y) <= 449.0f\n",
"                                                                  : am >= __uint_as_float(0x0d800000u) &&\n",
"                                                                        am <= (kind == KT_QK_Q8_0 ? 8319008.0f : 524032.0f))));\n",
"    }\n",
"    if (kt_any(bad)) return false;\n",
"    if (groups) { /* int8 / int8_asym / fp8 groups */\n",
"        float m = 0.0f, s = 0.0f;\n",
"        kt_u8 z = 0;\n",
"        if (DT == KT_Q_BF16) { /* finite here */\n",
"            kt_u32 hx, hn;\n",
"            kt_qf_minmax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r, hx, hn);\n",
"            mn = fminf(mn, __uint_as_float(hn << 16));\n",
"            mx = fmaxf(mx, __uint_as_float(hx << 16));\n",
"        } else {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 16; j++) {\n",
"                mn = fminf(mn, v[j]);\n",
"                mx = fmaxf(mx, v[j]);\n",
"            }\n",
"        }\n",
"        for (int o = L >> 1; o > 0; o >>= 1) {\n",
"            mn = fminf(mn, kt_shfl_xor(mn, o, L));\n",
"            mx = fmaxf(mx, kt_shfl_xor(mx, o, L));\n",
"        }\n",
"        kt_q_params(a, mn, mx, kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);\n",
"        if (!live) return true;\n",
"        if (c == 0) {\n",
"            ((float *)a.scale)[u] = s;\n",
"            if (a.zp) ((kt_u8 *)a.zp)[u] = z;\n",
"            kt_q_range(a, s, kt_q_div(16 * t, a.K));\n",
"        }\n",
"        kt_q_code8(a, v, m, z, w[0], w[1]);\n",
"        kt_q_code8(a, v + 8, m, z, w[2], w[3]);\n",
"        *(uint4 *)(a.data + (kt_u64)t * 16u) = make_uint4(w[0], w[1], w[2], w[3]);\n",
"        return true;\n",
"    }\n",
"    if (kind == KT_QK_Q8_0) {\n",
"        const float d = __fdiv_rn(am, 127.0f), id = __fdiv_rn(1.0f, d);\n",
"        kt_u8 *stage = kt_qf_stage();\n",
"        kt_u16 *st = (kt_u16 *)(stage + 34 * (lane >> 1) + 2 + 16 * c);\n",
"#pragma unroll\n",
"        for (int j = 0; j < 16; j++) {\n",
"            const float y = __fmul_rn(v[j], id), av = fabsf(y); /* <= 127.x */\n",
"            kt_i32 q = kt_q_trunc(av);\n",
"            q += __fsub_rn(av, __fsub_rn(kt_fadd_rz(av, 8388608.0f), 8388608.0f)) >= 0.5f; /* the CPU's half away from zero */\n",
"            w[j >> 2] |= ((kt_u32)(y < 0 ? -q : q) & 255u) << (8 * (j & 3));\n",
"        }\n",
"#pragma unroll\n",
"        for (int j = 0; j < 8; j++) st[j] = (kt_u16)(w[j >> 1] >> (16 * (j & 1)));\n",
"        if (c == 0) *(kt_u16 *)(stage + 34 * (lane >> 1)) = kt_q_f16(d);\n",
"        kt_qf_stage_out(a, stage, tb, slots, 34);\n",
"        return true;\n",
"    }\n",
"    if (kind == KT_QK_Q4_0) {\n",
"        const float mxv = kt_q40_first(v, am, c, KT_FULL_MASK);\n",
"        float d, id;\n",
"        kt_u32 nib[2] = {0u, 0u}, send, recv;\n",
"        d = __fmul_rn(mxv, -0.125f); /* = mxv / -8 exactly: the same real number, rounded once */\n",
"        id = __fdiv_rn(1.0f, d);\n",
"#pragma unroll\n",
"        for (int j = 0; j < 16; j++) {\n",
"            int q = kt_q_trunc(__fadd_rn(__fmul_rn(v[j], id), 8.5f)); /* the argument lies in (0.49, 16.51) */\n",
"            q = q > 15 ? 15 : q;\n",
"            nib[j >> 3] |= (kt_u32)q << (4 * (j & 7));\n",
"        }\n",
"        kt_u8 *stage = kt_qf_stage();\n",
"        /* byte j: element j (lane 0, low nibble) and j + 16 (lane 1, high);\n",
"           lane c writes bytes 8c..8c+7 */\n",
"        send = c ? nib[0] : nib[1];\n",
"        recv = kt_shfl_xor(send, 1);\n",
"        {\n",
"            const kt_u32 lo = c ? recv : nib[0], hi = c ? nib[1] : recv;\n",
"            kt_u16 *st = (kt_u16 *)(stage + 18 * (lane >> 1) + 2 + 8 * c);\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j++) {\n",
"                const kt_u32 b0 = ((lo >> (8 * j)) & 15u) | (((hi >> (8 * j)) & 15u) << 4);\n",
"                const kt_u32 b1 = ((lo >> (8 * j + 4)) & 15u) | (((hi >> (8 * j + 4)) & 15u) << 4);\n",
"                st[j] = (kt_u16)(b0 | (b1 << 8));\n",
"            }\n",
"            if (c == 0) *(kt_u16 *)(stage + 18 * (lane >> 1)) = kt_q_f16(d);\n",
"        }\n",
"        kt_qf_stage_out(a, stage, tb, slots, 18);\n",
"        return true;\n",
"    }\n",
"    if (!live) return true;\n",
"    if (kind == KT_QK_NVFP4) {\n",
"        /* the scale: e4m3 of RN(amax / RN(6 ts)) (0 where ts is 0); 2^-60 <=\n",
"           amax <= 2^100 keeps every quotient step normal where a code depends\n",
"           on it (a quotient below 2^-126 has scale 0) */\n",
"        const float2 *nvt = kt_qf_nvt(), s6 = nvt[128];\n",
"        const kt_u8 sb = s6.x > 0 ? (kt_u8)kt_q_f8x2(kt_q_quot(am, s6.x, s6.y), 0.0f, 0) : (kt_u8)0;\n",
"        const float2 dr = nvt[sb];\n",
"        ((kt_u8 *)a.scale)[u] = sb;\n",
"        if (dr.x > 0 && (sb >= 8 ? kt_qf_nvfp4_fast<false>(v, dr.y, w) : kt_qf_nvfp4_fast<true>(v, dr.y, w))) kt_qf_nvfp4_fix(v, dr.x, dr.y, w);\n",
"    } else { /* MX */\n",
"        const int X = kt_q_mx_exp(a, am);\n",
"        const float inv = kt_q_pow2f(-X);\n",
"        if (c == 0) ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);\n",
"        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 16; j += 2) w[j >> 2] |= kt_q_f8x2(__fmul_rn(v[j], inv), __fmul_rn(v[j + 1], inv), elem == KT_Q_E5M2) << (8 * (j & 3));\n",
"        } else if (elem == KT_Q_I8) {\n",
"#pragma unroll\n",
"            for (int j = 0; j < 16; j++) {\n",
"                const kt_i32 q = kt_q_rint(fminf(fmaxf(__fmul_rn(__fmul_rn(v[j], inv), 64.0f), -127.0f), 127.0f));\n",
"                w[j >> 2] |= ((kt_u32)q & 255u) << (8 * (j & 3));\n",
"            }\n",
"        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F4 && X <= 112) { /* kt_q_block_bf16 only */\n",
"            kt_qf_f4_bf16(v, X, w);\n",
"        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F6_E3M2 && X <= 114) { /* kt_q_block_bf16 only */\n",
"            kt_qf_f6_bf16<3, 2>(v, X, w);\n",
"        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F6_E2M3 && X <= 112) { /* kt_q_block_bf16 only */\n",
"            kt_qf_f6_bf16<2, 3>(v, X, w);\n",
"        } else { /* FP4 / FP6 */\n",
"            float y[16];\n",
"#pragma unroll\n",
"            for (int j = 0; j < 16; j++) y[j] = __fmul_rn(v[j], inv);\n",
"            if (elem == KT_Q_F4) kt_qf_small16<2, 1, DT != KT_Q_F32>(y, w);\n",
"            else if (elem == KT_Q_F6_E2M3) kt_qf_small16<2, 3, DT != KT_Q_F32>(y, w);\n",
"            else kt_qf_small16<3, 2, DT != KT_Q_F32>(y, w);\n",
"        }\n",
"    }\n",
"    kt_qf_store(a, t, elem, w);\n",
"    return true;\n",
"}\n",
"\n",
"/* 32-bit slot indices: the host takes this path for n < 2^35 */\n",
"template <int DT, int KIND, int ELEM> KT_DEV void kt_qf_run(const kt_q_args &a) {\n",
"    const kt_u32 slots = (kt_u32)(a.n >> 4), step = gridDim.x * blockDim.x, lane = threadIdx.x & (KT_LANES - 1u);\n",
"    kt_qf_raw<DT> cur, nxt;\n",
"    kt_qf_load<DT>(a, blockIdx.x * blockDim.x + threadIdx.x, blockIdx.x * blockDim.x + threadIdx.x < slots, cur);\n",
"    nxt = cur;\n",
"    for (kt_u32 tb = blockIdx.x * blockDim.x + (threadIdx.x & ~(KT_LANES - 1u)); tb < slots; tb += step) { /* warp-uniform */\n",
"        if (tb + step < slots) kt_qf_load<DT>(a, tb + step + lane, tb + step + lane < slots, nxt);\n",
"        if (__builtin_expect(!kt_qf_slot<DT, KIND, ELEM>(a, tb + lane, tb, slots, tb + lane < slots, cur), 0)) {\n",
"            kt_qf_redo(a, tb);\n",
"            if (tb + step < slots) kt_qf_load<DT>(a, tb + step + lane, tb + step + lane < slots, nxt); /* not kept live across the redo */\n",
"        }\n",
"        cur = nxt;\n",
"    }\n",
"}\n",
"\n",
"#ifndef KT_Q_HOST\n",
"#define KT_Q_LOOP(units) for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < (units); u += (kt_i64)gridDim.x * blockDim.x)\n",
"/* neg and pos: their maxima over the warp */\n",
"KT_DEV void kt_q_warp_max2(kt_u32 &neg, kt_u32 &pos) {\n",
"    for (int o = KT_LANES / 2; o > 0; o >>= 1) {\n",
"        const kt_u32 n2 = kt_shfl_xor(neg, o), p2 = kt_shfl_xor(pos, o);\n",
"        neg = n2 > neg ? n2 : neg;\n",
"        pos = p2 > pos ? p2 : pos;\n",
"    }\n",
"}\n",
"/* the end of kt_q_stats (every thread of the block): with a.host (one\n",
"   scale), the last block to finish writes the error word and the keys to\n",
"   the host, copies the keys to a.scr + 16 for the code kernels and zeroes\n",
"   the keys and the count for the next call */\n",
"KT_DEV void kt_q_stats_done(const kt_q_args &a) {\n",
"    __shared__ int last;\n",
"    if (!a.host) return;\n",
"    __threadfence(); /* this block's keys and rows before its count */\n",
"    __syncthreads();\n",
"    if (threadIdx.x == 0) last = atomicAdd((unsigned *)(a.scr + 12u), 1u) == gridDim.x - 1;\n",
"    __syncthreads();\n",
"    if (last && threadIdx.x == 0) {\n",
"        volatile kt_u32 *k = (volatile kt_u32 *)a.scr, *h = (volatile kt_u32 *)a.host;\n",
"        __threadfence(); /* then every block's keys and rows are seen */\n",
"        const kt_u64 w = a.err ? *(const volatile kt_u64 *)a.err : ~0ull;\n",
"        const kt_u32 neg = k[0], pos = k[1];\n",
"        h[0] = (kt_u32)w;\n",
"        h[1] = (kt_u32)(w >> 32);\n",
"        h[2] = neg;\n",
"        h[3] = pos;\n",
"        k[4] = neg;\n",
"        k[5] = pos;\n",
"        k[0] = k[1] = k[3] = 0u;\n",
"        __threadfence_system();\n",
"    }\n",
"}\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_stats(const kt_q_args a) {\n",
"    int cur = -1, same;\n",
"    kt_u32 neg = 0, pos = 0;\n",
"    kt_i64 badr = a.R, units = (a.n + 7) / 8;\n",
"    if (!a.fast) { /* each warp a contiguous span of units: a thread changes scale (and flushes) rarely */\n",
"        const kt_i64 warps = ((kt_i64)gridDim.x * blockDim.x) >> KT_LANES_SHIFT, w = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT;\n",
"        const kt_i64 span = ((units + warps - 1) / warps + 31) & ~(kt_i64)31, end = (w + 1) * span < units ? (w + 1) * span : units;\n",
"        for (kt_i64 u = w * span + (threadIdx.x & (KT_LANES - 1u)); u < end; u += KT_LANES) kt_q_stats_unit(a, u, cur, neg, pos, badr);\n",
"    } else if (kt_q_stats_fast(a, neg, pos)) {\n",
"        cur = 0;\n",
"    } else { /* the same 16-element units (from the end, as kt_q_stats_fast took them), exactly */\n",
"        neg = pos = 0;\n",
"        KT_Q_LOOP(a.n >> 4) {\n",
"            const kt_i64 r = (a.n >> 4) - 1 - u;\n",
"            kt_q_stats_unit(a, 2 * r, cur, neg, pos, badr);\n",
"            kt_q_stats_unit(a, 2 * r + 1, cur, neg, pos, badr);\n",
"        }\n",
"    }\n",
"    if (a.fast) { /* one scale: one atomic per block (a warp's each would queue on the one address) */\n",
"        __shared__ kt_u32 red[2][32];\n",
"        const int wid = (int)(threadIdx.x >> KT_LANES_SHIFT), nw = (int)(blockDim.x >> KT_LANES_SHIFT);\n",
"        kt_q_warp_max2(neg, pos);\n",
"        if ((threadIdx.x & (KT_LANES - 1u)) == 0) {\n",
"            red[0][wid] = neg;\n",
"            red[1][wid] = pos;\n",
"        }\n",
"        __syncthreads();\n",
"        if (threadIdx.x == 0) {\n",
"            for (int i = 1; i < nw; i++) {\n",
"                neg = red[0][i] > neg ? red[0][i] : neg;\n",
"                pos = red[1][i] > pos ? red[1][i] : pos;\n",
"            }\n",
"            kt_q_flush(a, 0, neg, pos);\n",
"        }\n",
"        if (badr < a.R) kt_q_badrow(a, badr);\n",
"        kt_q_stats_done(a);\n",
"        return;\n",
"    }\n",
"    /* one atomic per warp when the whole warp ended on one scale */\n",
"    same = kt_all(cur == kt_shfl(cur, 0));\n",
"    if (same && cur >= 0) {\n",
"        kt_q_warp_max2(neg, pos);\n",
"        if ((threadIdx.x & (KT_LANES - 1u)) == 0) kt_q_flush(a, cur, neg, pos);\n",
"    } else if (cur >= 0) {\n",
"        kt_q_flush(a, cur, neg, pos);\n",
"    }\n",
"    if (badr < a.R) kt_q_badrow(a, badr);\n",
"    kt_q_stats_done(a);\n",
"}\n",
"#endif\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_colstats(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_colstats_unit(a, u); }\n",
"#endif\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_params_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_params_unit(a, u); }\n",
"#endif\n",
"/* values of a raw unit; f16 NaNs keep their sign bit (the hardware\n",
"   conversion drops it, and fp8 codes of NaN carry x's sign) */\n",
"template <int DT> KT_DEV void kt_q_chan_values(const kt_qf_raw<DT> &r, float *v) {\n",
"    kt_qf_values<DT>(r, v);\n",
"    if (DT == KT_Q_F16) {\n",
"#pragma unroll\n",
"        for (int i = 0; i < 2; i++) {\n",
"            const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};\n",
"#pragma unroll\n",
"            for (int k = 0; k < 4; k++) {\n",
"                v[8 * i + 2 * k] = __uint_as_float(__float_as_uint(v[8 * i + 2 * k]) | (w[k] << 16 & 0x80000000u));\n",
"                v[8 * i + 2 * k + 1] = __uint_as_float(__float_as_uint(v[8 * i + 2 * k + 1]) | (w[k] & 0x80000000u));\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"/* Per channel with contiguous channels of span 2048..8192 elements (axis 0):\n",
"   one block of 256 threads per channel holds it in registers as loaded (two\n",
"   16-element units per thread), so statistics, scale and codes take one\n",
"   read of x. The statistics are kt_q_stats_unit's (keys of max(-x), max(x)\n",
"   over finite x; the first non-finite element's row is a rejected row);\n",
"   bf16 units take them from packed max/min and only a unit with NaN/Inf\n",
"   looks at each element. */\n",
"template <int DT> KT_DEV void kt_q_chan_run(const kt_q_args &a) {\n",
"    __shared__ kt_u32 red[2][8];\n",
"    __shared__ float sm[2];\n",
"    const int tid = (int)threadIdx.x, units = (int)(a.span >> 4);\n",
"    for (kt_i64 ch = blockIdx.x; ch < a.nch; ch += gridDim.x) {\n",
"        const kt_i64 e0 = ch * a.span;\n",
"        kt_qf_raw<DT> r[2];\n",
"        kt_u32 neg = 0u, pos = 0u;\n",
"        kt_i64 bad = -1;\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) kt_qf_load<DT>(a, (e0 >> 4) + tid + 256 * h, tid + 256 * h < units, r[h]);\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) {\n",
"            bool each = true;\n",
"            if (DT == KT_Q_BF16) {\n",
"                kt_u32 hx, hn;\n",
"                kt_qf_minmax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r[h], hx, hn);\n",
"                if ((hx & 0x7fffu) < 0x7f80u && (hn & 0x7fffu) < 0x7f80u) { /* finite; zero units of dead lanes add nothing */\n",
"                    each = false;\n",
"                    const kt_u32 px = (hx & 0x8000u) ? 0u : (hx & 0x7fffu) << 16, nn = (hn & 0x8000u) ? (hn & 0x7fffu) << 16 : 0u;\n",
"                    pos = px > pos ? px : pos;\n",
"                    neg = nn > neg ? nn : neg;\n",
"                }\n",
"            }\n",
"            if (each) {\n",
"                float v[16];\n",
"                kt_i64 first = -1;\n",
"                kt_q_chan_values<DT>(r[h], v);\n",
"#pragma unroll\n",
"                for (int j = 15; j >= 0; j--) {\n",
"                    const kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;\n",
"                    if (m >= 0x7f800000u) first = e0 + 16 * (tid + 256 * h) + j;\n",
"                    else if (b >> 31) neg = m > neg ? m : neg;\n",
"                    else pos = m > pos ? m : pos;\n",
"                }\n",
"                if (bad < 0) bad = first; /* unit h = 0 lies first */\n",
"            }\n",
"        }\n",
"        if (bad >= 0) kt_q_badrow(a, kt_q_div(bad, a.K));\n",
"        neg = kt_reduce_max(neg);\n",
"        pos = kt_reduce_max(pos);\n",
"        if ((tid & (KT_LANES - 1)) == 0) {\n",
"            red[0][tid >> KT_LANES_SHIFT] = neg;\n",
"            red[1][tid >> KT_LANES_SHIFT] = pos;\n",
"        }\n",
"        __syncthreads();\n",
"        if (tid < KT_LANES) {\n",
"            neg = kt_reduce_max(tid < 8 ? red[0][tid] : 0u);\n",
"            pos = kt_reduce_max(tid < 8 ? red[1][tid] : 0u);\n",
"            if (tid == 0) {\n",
"                float s, m;\n",
"                kt_u8 z;\n",
"                kt_q_scale_mm(a, neg ? -__uint_as_float(neg) : 0.0f, __uint_as_float(pos), s, m, z);\n",
"                ((float *)a.scale)[ch] = s;\n",
"                if (a.zp) ((kt_u8 *)a.zp)[ch] = z;\n",
"                kt_q_range(a, s, kt_q_div(e0, a.K));\n",
"                sm[0] = m;\n",
"                sm[1] = (float)z;\n",
"            }\n",
"        }\n",
"        __syncthreads();\n",
"        {\n",
"            const float m = sm[0];\n",
"            const int z = (int)sm[1];\n",
"#pragma unroll\n",
"            for (int h = 0; h < 2; h++) {\n",
"                const int u = tid + 256 * h;\n",
"                float v[16];\n",
"                kt_u32 c[4];\n",
"                if (u >= units) continue;\n",
"                kt_q_chan_values<DT>(r[h], v);\n",
"                kt_q_code8(a, v, m, z, c[0], c[1]);\n",
"                kt_q_code8(a, v + 8, m, z, c[2], c[3]);\n",
"                *(uint4 *)(a.data + (kt_u64)(e0 + 16 * u)) = make_uint4(c[0], c[1], c[2], c[3]);\n",
"            }\n",
"        }\n",
"        __syncthreads(); /* red and sm are rewritten by the next channel */\n",
"    }\n",
"}\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_encode(const kt_q_args a) {\n",
"    if (a.fast) kt_q_encode_fast(a);\n",
"    else if (a.gran == 2) { KT_Q_LOOP(a.units) kt_q_group_unit(a, u); }\n",
"    else { KT_Q_LOOP(a.units) kt_q_encode_unit(a, u); }\n",
"}\n",
"#endif\n",
"/* lane groups: the loop runs whole warps (live marks the lanes with a block) */\n",
"#if KT_MASK == 1\n",
"KT_KERNEL void __launch_bounds__(256, 4) kt_q_block(const kt_q_args a) {\n",
"    if (a.lanes == 0) {\n",
"        KT_Q_LOOP(a.units) kt_q_block1_unit(a, u);\n",
"        return;\n",
"    }\n",
"    if (a.fast) {\n",
"        if (a.kind == KT_QK_NVFP4) kt_qf_nvt_fill(a);\n",
"        if (a.xdt == KT_Q_F32) kt_qf_run<KT_Q_F32, -1, 0>(a);\n",
"        else if (a.xdt == KT_Q_F16) kt_qf_run<KT_Q_F16, -1, 0>(a);\n",
"        else kt_qf_run<KT_Q_BF16, -1, 0>(a);\n",
"        return;\n",
"    }\n",
"    int L = (int)a.lanes, c = (int)(threadIdx.x & (unsigned)(L - 1)), sh = 31 - __clz(L);\n",
"    kt_i64 t0 = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x, step = (kt_i64)gridDim.x * blockDim.x, lim = a.units * L;\n",
"    for (kt_i64 t = t0 - (t0 & (KT_LANES - 1)); t < lim; t += step) kt_q_block_unit(a, (t + (t0 & (KT_LANES - 1))) >> sh, c, L, t + (t0 & (KT_LANES - 1)) < lim);\n",
"}\n",
"#endif\n",
"/* the lean path for bf16 MX FP4/FP6, nvfp4, q8_0 and q4_0 in their standard\n",
"   blocks (the format a compile-time constant) and for bf16 groups; a kernel\n",
"   of its own, so that the specialisations do not raise kt_q_block's\n",
"   register pressure */\n",
"#if KT_MASK == 2\n",
"KT_KERNEL void __launch_bounds__(256, 4) kt_q_block_bf16(const kt_q_args a) {\n",
"    if (a.kind == KT_QK_NVFP4) kt_qf_nvt_fill(a);\n",
"    if (a.gran == 2) kt_qf_run<KT_Q_BF16, KT_QK_GROUPS, 0>(a);\n",
"    else if (a.kind == KT_QK_MX && a.elem == KT_Q_F4) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F4>(a);\n",
"    else if (a.kind == KT_QK_MX && a.elem == KT_Q_F6_E2M3) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F6_E2M3>(a);\n",
"    else if (a.kind == KT_QK_MX) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F6_E3M2>(a);\n",
"    else if (a.kind == KT_QK_NVFP4) kt_qf_run<KT_Q_BF16, KT_QK_NVFP4, KT_Q_F4>(a);\n",
"    else if (a.kind == KT_QK_Q8_0) kt_qf_run<KT_Q_BF16, KT_QK_Q8_0, 0>(a);\n",
"    else kt_qf_run<KT_Q_BF16, KT_QK_Q4_0, 0>(a);\n",
"}\n",
"#endif\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_pack_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_pack_unit(a, u); }\n",
"#endif\n",
"/* the table of element values */\n",
"KT_DEV void kt_dq_lut(const kt_q_args &a, float *lut) {\n",
"    for (int i = threadIdx.x; i < 256; i += blockDim.x) lut[i] = kt_q_elem_value((int)a.elem, (kt_u32)i);\n",
"    __syncthreads();\n",
"}\n",
"#if KT_MASK == 3\n",
"KT_KERNEL void __launch_bounds__(256, 4) kt_dq(const kt_q_args a) {\n",
"    __shared__ float lut[256];\n",
"    kt_dq_lut(a, lut);\n",
"    if (a.fast) {\n",
"        if (a.odt == KT_Q_BF16) kt_dqv_bits<KT_Q_BF16, false>(a, lut, 0);\n",
"        else if (a.odt == KT_Q_F16) kt_dqv_bits<KT_Q_F16, false>(a, lut, 0);\n",
"        else kt_dqv_bits<KT_Q_F32, false>(a, lut, 0);\n",
"    } else if (a.kind == KT_QK_INT8 || a.kind == KT_QK_ASYM || a.kind == KT_QK_FP8) {\n",
"        KT_Q_LOOP(a.units) kt_dq_scaled_unit(a, lut, u);\n",
"    } else {\n",
"        int L = (int)a.lanes;\n",
"        KT_Q_LOOP(a.units * L) kt_dq_block_unit(a, lut, u / L, (int)(u & (L - 1)), L);\n",
"    }\n",
"}\n",
"#endif\n",
"/* q8_0 / q4_0 through the warp stages (kt_dqg_run) */\n",
"#if KT_MASK == 4\n",
"KT_KERNEL void __launch_bounds__(256, 3) kt_dq_ggml(const kt_q_args a) {\n",
"    __shared__ __align__(16) kt_u8 stages[8][34 * 32];\n",
"    kt_u8 *stage = stages[threadIdx.x >> KT_LANES_SHIFT];\n",
"    if (a.kind == KT_QK_Q8_0) {\n",
"        if (a.odt == KT_Q_BF16) kt_dqg_run<KT_Q_BF16, KT_QK_Q8_0>(a, stage);\n",
"        else if (a.odt == KT_Q_F16) kt_dqg_run<KT_Q_F16, KT_QK_Q8_0>(a, stage);\n",
"        else kt_dqg_run<KT_Q_F32, KT_QK_Q8_0>(a, stage);\n",
"    } else {\n",
"        if (a.odt == KT_Q_BF16) kt_dqg_run<KT_Q_BF16, KT_QK_Q4_0>(a, stage);\n",
"        else if (a.odt == KT_Q_F16) kt_dqg_run<KT_Q_F16, KT_QK_Q4_0>(a, stage);\n",
"        else kt_dqg_run<KT_Q_F32, KT_QK_Q4_0>(a, stage);\n",
"    }\n",
"}\n",
"#endif\n",
"/* the chunk path of int8 / int8_asym / fp8 with the store tiles */\n",
"#if KT_MASK == 4\n",
"KT_KERNEL void kt_dq_tile(const kt_q_args a) {\n",
"    __shared__ float lut[256];\n",
"    __shared__ uint4 tiles[8][128]; /* one per warp of 256 threads */\n",
"    kt_dq_lut(a, lut);\n",
"    uint4 *tile = tiles[threadIdx.x >> KT_LANES_SHIFT];\n",
"    if (a.odt == KT_Q_BF16) kt_dqv_bits<KT_Q_BF16, true>(a, lut, tile);\n",
"    else if (a.odt == KT_Q_F16) kt_dqv_bits<KT_Q_F16, true>(a, lut, tile);\n",
"    else kt_dqv_bits<KT_Q_F32, true>(a, lut, tile);\n",
"}\n",
"#endif\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void __launch_bounds__(256, 5) kt_q_chan(const kt_q_args a) {\n",
"    if (a.xdt == KT_Q_BF16) kt_q_chan_run<KT_Q_BF16>(a);\n",
"    else if (a.xdt == KT_Q_F16) kt_q_chan_run<KT_Q_F16>(a);\n",
"    else kt_q_chan_run<KT_Q_F32>(a);\n",
"}\n",
"#endif\n",
"#if KT_MASK == 0\n",
"KT_KERNEL void kt_q_cast(const kt_q_cast_args a) {\n",
"    if (a.vec) {\n",
"        KT_Q_LOOP((a.n + 15) / 16) kt_q_cast16(a, u);\n",
"        return;\n",
"    }\n",
"    {\n",
"        kt_i64 units = a.contiguous ? (a.n + 7) / 8 : a.n;\n",
"        KT_Q_LOOP(units) kt_q_cast_unit(a, u);\n",
"    }\n",
"}\n",
"#endif\n",
"#endif\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_gemm(size_t *nlines) { /* shaders/gemm.cu */
    static const char *const lines[] = {
"/* Matrix products y[M,N] = x[M,K] W[N,K]^T (kind 6).\n",
"   One tiled tensor-core kernel for every operand type: tiles are staged in\n",
"   shared memory as rows of bytes (64 bytes of K per stage), so the same\n",
"   ldmatrix addressing feeds mma.sync m16n8k16 (16-bit operands) and\n",
"   m16n8k32 (8-bit operands): their fragments coincide byte for byte.\n",
"   KT_MASK selects the operand mode, KT_D the tile shape:\n",
"     d 0: 8 warps (2 x 4), warp tile 64 x 32 -> block 128 x 128\n",
"     d 1: 4 warps (1 x 4), warp tile 16 x 16 -> block 16 x 64 (small M)\n",
"     d 2: sm_90a warpgroup MMA, 2 warpgroups -> block 128 x 256 (modes 0-2)\n",
"   Modes: 0 f16 x f16, 1 bf16 x bf16, 2 s8 x s8 (s32 accumulators),\n",
"   3..6 fp8 x fp8 (e4m3/e5m2 pairs, sm_89+), 7 bf16 x quantized W,\n",
"   8 f16 x quantized W (W decoded to the x type while staged).\n",
"   Splits along K (gridDim.z > 1) write raw partial sums; kt_gemm_reduce adds\n",
"   them in split order and applies the epilogue. */\n",
"\n",
"\n",
"typedef ktorch__cu_gemm_args kt_gemm_args; /* shaders/kernel_args.h */\n",
"\n",
"#if KT_D == 2\n",
"/* ---- sm_90a: warpgroup MMA, 128 x 256 tiles ---------------------------------\n",
"   Two warpgroups of 64 rows each; x and W tiles (128 bytes of K per stage) sit\n",
"   in shared memory in the 128-byte-swizzled K-major layout wgmma reads through\n",
"   descriptors (row r, 16-byte chunk c at r*128 + ((c ^ (r & 7)) << 4), 8-row\n",
"   atoms of 1024 bytes). All 256 threads load with cp.async; the generic-proxy\n",
"   writes are fenced to the async proxy before the barrier. One wgmma covers\n",
"   32 bytes of K (k32 for s8, k16 for 16-bit operands). The loads of tile\n",
"   kt+S-2 go to the slot that wgmma(kt-2) read: every warpgroup waited for it\n",
"   (wait_group 1) before the barrier of iteration kt. */\n",
"#if defined(__CUDA_ARCH_FEAT_SM90_ALL)\n",
"#define KTW_BM 128\n",
"#define KTW_BN 256\n",
"#define KTW_S KT_STAGES\n",
"#define KTW_ESIZE (KT_MASK <= 1 ? 2 : 1)\n",
"#define KTW_TILE ((KTW_BM + KTW_BN) * 128)\n",
"KT_DEV kt_u64 ktw_desc(kt_u32 addr) {\n",
"    /* start >> 4, LBO 16 (unused with the swizzle), SBO 1024, 128-byte swizzle */\n",
"    return (kt_u64)((addr & 0x3ffffu) >> 4) | ((kt_u64)1 << 16) | ((kt_u64)(1024 >> 4) << 32) | (1ull << 62);\n",
"}\n",
"KT_DEV void ktw_store(const kt_gemm_args &a, kt_i64 m, kt_i64 n, ktw_acc acc) {\n",
"    float v;\n",
"#if KT_MASK == 2\n",
"    if (a.y_dtype == 8) {\n",
"        ((int *)a.y)[m * a.ldy + n] = acc;\n",
"        return;\n",
"    }\n",
"#endif\n",
"    v = (float)acc;\n",
"#if KT_MASK == 2\n",
"    v = v * ((const float *)a.sx)[a.sx_rows ? m : 0];\n",
"    v = v * ((const float *)a.sw)[a.sw_rows ? n : 0];\n",
"#endif\n",
"    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;\n",
"    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);\n",
"    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(256, 1) kt_gemm(const kt_gemm_args a) {\n",
"    extern __shared__ __align__(16) kt_u8 ktw_smem[];\n",
"    const kt_u32 base = (kt_smem_addr(ktw_smem) + 1023u) & ~1023u;\n",
"    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), warp = (tid >> KT_WARP_SHIFT) & 3;\n",
"    /* blocks run in groups of 16 row blocks, columns fastest inside a group,\n",
"       so the x rows and W columns of a wave stay in L2 */\n",
"    const kt_i64 nm = (a.M + KTW_BM - 1) / KTW_BM, nn = (a.N + KTW_BN - 1) / KTW_BN, b = blockIdx.x;\n",
"    const kt_i64 gfirst = b / (16 * nn) * 16, gsize = nm - gfirst < 16 ? nm - gfirst : 16, in = b % (16 * nn);\n",
"    const kt_i64 m0 = (gfirst + in % gsize) * KTW_BM, n0 = (in / gsize) * KTW_BN;\n",
"    const kt_i64 kbytes = a.K * KTW_ESIZE;\n",
"    const int nk = (int)((kbytes + 127) / 128);\n",
"    ktw_acc d[128];\n",
"#pragma unroll\n",
"    for (int i = 0; i < 128; i++) d[i] = 0;\n",
"\n",
"    auto load = [&](int kt) {\n",
"        const kt_u32 sa = base + (kt % KTW_S) * KTW_TILE, sb = sa + KTW_BM * 128;\n",
"        const kt_i64 kb = (kt_i64)kt * 128;\n",
"#pragma unroll\n",
"        for (int i = 0; i < (KTW_BM + KTW_BN) * 8 / 256; i++) {\n",
"            int c = tid + i * 256, r = c >> 3, ch = c & 7;\n",
"            kt_i64 off = kb + ch * 16;\n",
"            if (r < KTW_BM) {\n",
"                kt_i64 m = m0 + r;\n",
"                int ok = m < a.M && off < kbytes;\n",
"                kt_cp_async16(sa + r * 128 + ((ch ^ (r & 7)) << 4), ok ? (const kt_u8 *)a.x + m * a.ldx * KTW_ESIZE + off : (const kt_u8 *)a.x, ok);\n",
"            } else {\n",
"                int rb = r - KTW_BM;\n",
"                kt_i64 n = n0 + rb;\n",
"                int ok = n < a.N && off < kbytes;\n",
"                kt_cp_async16(sb + rb * 128 + ((ch ^ (rb & 7)) << 4), ok ? (const kt_u8 *)a.w + n * a.ldw * KTW_ESIZE + off : (const kt_u8 *)a.w, ok);\n",
"            }\n",
"        }\n",
"    };\n",
"    for (int s = 0; s < KTW_S - 2; s++) {\n",
"        if (s < nk) load(s);\n",
"        kt_cp_commit();\n",
"    }\n",
"    for (int kt = 0; kt < nk; kt++) {\n",
"        kt_cp_wait_group<KTW_S - 3>();\n",
"        kt_fence_async_smem(); /* cp.async writes -> wgmma reads */\n",
"        __syncthreads();\n",
"        if (kt + KTW_S - 2 < nk) load(kt + KTW_S - 2);\n",
"        kt_cp_commit();\n",
"        const kt_u32 sa = base + (kt % KTW_S) * KTW_TILE + wg * 64 * 128, sb = base + (kt % KTW_S) * KTW_TILE + KTW_BM * 128;\n",
"        ktw_fence();\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < 4; ks++) ktw_mma(d, ktw_desc(sa + ks * 32), ktw_desc(sb + ks * 32), kt > 0 || ks > 0);\n",
"        ktw_commit();\n",
"        ktw_wait<1>();\n",
"    }\n",
"    ktw_wait<0>();\n",
"    kt_cp_wait_all();\n",
"    /* accumulator layout: n8 block j -> d[4j..4j+3]: rows r, r, r+8, r+8; cols 8j + 2(lane%4) + {0,1} */\n",
"    const kt_i64 r0 = m0 + wg * 64 + warp * 16 + (lane >> 2);\n",
"#pragma unroll\n",
"    for (int j = 0; j < 32; j++)\n",
"#pragma unroll\n",
"        for (int c = 0; c < 4; c++) {\n",
"            kt_i64 m = r0 + 8 * (c >> 1), n = n0 + 8 * j + 2 * (lane & 3) + (c & 1);\n",
"            if (m < a.M && n < a.N) ktw_store(a, m, n, d[4 * j + c]);\n",
"        }\n",
"}\n",
"#else\n",
"/* other architectures: never launched (the host picks this tile on sm_90a only) */\n",
"KT_KERNEL void kt_gemm(const kt_gemm_args a) { (void)a; __trap(); }\n",
"#endif\n",
"KT_KERNEL void kt_gemm_reduce(const kt_gemm_args a) { (void)a; __trap(); }\n",
"#else /* KT_D 0 and 1: mma.sync */\n",
"#define KTG_BK 64 /* bytes of K per stage */\n",
"#define KTG_RS 80 /* shared row stride: 64 + 16 bytes keeps ldmatrix conflict-free */\n",
"#if KT_D == 0\n",
"#define KTG_WM 2\n",
"#define KTG_WN 4\n",
"#define KTG_MT 4\n",
"#define KTG_NT 4\n",
"#else\n",
"#define KTG_WM 1\n",
"#define KTG_WN 4\n",
"#define KTG_MT 1\n",
"#define KTG_NT 2\n",
"#endif\n",
"#define KTG_THREADS (KT_LANES * KTG_WM * KTG_WN)\n",
"#define KTG_BM (KTG_WM * 16 * KTG_MT)\n",
"#define KTG_BN (KTG_WN * 8 * KTG_NT)\n",
"#define KTG_STAGES KT_STAGES\n",
"#define KTG_MODE KT_MASK\n",
"#define KTG_QUANT (KTG_MODE >= 7)\n",
"#define KTG_INT (KTG_MODE == 2)\n",
"#define KTG_ESIZE ((KTG_MODE <= 1 || KTG_QUANT) ? 2 : 1)\n",
"\n",
"\n",
"/* ---- number formats ---------------------------------------------------- */\n",
"KT_DEV float ktg_e2m1(kt_u32 c) {\n",
"    kt_u32 a = c & 7u; /* 0 0.5 1 1.5 2 3 4 6 */\n",
"    float v = a < 2u ? (float)a * 0.5f : (float)(1u << ((a >> 1) - 1u)) * ((a & 1u) ? 1.5f : 1.0f);\n",
"    return (c & 8u) ? -v : v;\n",
"}\n",
"KT_DEV float ktg_e8m0(kt_u32 c) {\n",
"    if (c == 255u) return __uint_as_float(0x7fc00000u);\n",
"    if (c == 0u) return __uint_as_float(0x00400000u); /* 2^-127 */\n",
"    return __uint_as_float(c << 23);\n",
"}\n",
"\n",
"/* ---- tensor-core steps ----------------------------------------------------- */\n",
"KT_DEV void ktg_ldsm4(kt_u32 addr, kt_u32 *r) { kt_ldsm_x4(addr, r[0], r[1], r[2], r[3]); }\n",
"#if KTG_INT\n",
"typedef int ktg_acc;\n",
"#else\n",
"typedef float ktg_acc;\n",
"#endif\n",
"/* c[16x8] += a[16 x 32 bytes] b[32 bytes x 8] */\n",
"KT_DEV void ktg_mma(ktg_acc *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {\n",
"#if KTG_MODE == 2\n",
"    kt_mma_s8(c, a, b0, b1);\n",
"#elif KTG_MODE >= 3 && KTG_MODE <= 6\n",
"#if KT_HW_F8MMA\n",
"    kt_mma_f8<KTG_MODE >= 5, KTG_MODE == 4 || KTG_MODE == 6>(c, a, b0, b1);\n",
"#else\n",
"    (void)c; (void)a; (void)b0; (void)b1;\n",
"    __trap(); /* the host never launches fp8 modes below sm_89 */\n",
"#endif\n",
"#elif KTG_MODE == 1 || KTG_MODE == 7\n",
"    kt_mma_bf16(c, a, b0, b1);\n",
"#else\n",
"    kt_mma_f16(c, a, b0, b1);\n",
"#endif\n",
"}\n",
"\n",
"/* ---- quantized W: 8 consecutive elements of one row decoded to 16-bit ---- */\n",
"struct ktg_raw {\n",
"    kt_u32 lo, hi; /* codes (8 bytes, or 4 bytes of nibbles in lo) */\n",
"    kt_u32 sc;     /* raw scale (f32 bits, e8m0 or e4m3 code) */\n",
"    int ok;\n",
"};\n",
"KT_DEV void ktg_qload(const kt_gemm_args &a, kt_i64 n, kt_i64 k0, ktg_raw &r) {\n",
"    r.ok = n < a.N && k0 < a.K;\n",
"    r.lo = r.hi = r.sc = 0;\n",
"    if (!r.ok) return;\n",
"    if (a.wfmt == 3 || a.wfmt == 4) {\n",
"        r.lo = *(const kt_u32 *)((const kt_u8 *)a.w + (n * a.ldw + k0) / 2);\n",
"    } else {\n",
"        const kt_u32 *p = (const kt_u32 *)((const kt_u8 *)a.w + n * a.ldw + k0);\n",
"        r.lo = p[0];\n",
"        r.hi = p[1];\n",
"    }\n",
"    if (a.wfmt <= 2) {\n",
"        kt_i64 si = a.w_block ? n * a.w_nb + k0 / a.w_block : (a.sw_rows ? n : 0);\n",
"        r.sc = __float_as_uint(((const float *)a.sw)[si]);\n",
"    } else {\n",
"        kt_i64 si = n * a.w_nb + k0 / a.w_block;\n",
"        r.sc = ((const kt_u8 *)a.sw)[si];\n",
"    }\n",
"}\n",
"KT_DEV void ktg_qstore(const kt_gemm_args &a, const ktg_raw &r, kt_u8 *dst) {\n",
"    kt_u32 o[4] = {0u, 0u, 0u, 0u};\n",
"    if (r.ok) {\n",
"        float s, v[8];\n",
"        if (a.wfmt <= 2) s = __uint_as_float(r.sc);\n",
"        else if (a.wfmt == 4) s = kt_e4m3_to_f32(r.sc) * (float)a.tscale;\n",
"        else s = ktg_e8m0(r.sc);\n",
"#pragma unroll\n",
"        for (int i = 0; i < 8; i++) {\n",
"            kt_u32 c = i < 4 ? (r.lo >> (8 * i)) & 255u : (r.hi >> (8 * (i - 4))) & 255u;\n",
"            float d;\n",
"            if (a.wfmt == 0) d = (float)(int)(signed char)c;\n",
"            else if (a.wfmt == 1 || a.wfmt == 5) d = kt_e4m3_to_f32(c);\n",
"            else if (a.wfmt == 2) d = kt_e5m2_to_f32(c);\n",
"            else d = ktg_e2m1((r.lo >> (4 * i)) & 15u);\n",
"            v[i] = d * s;\n",
"        }\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) {\n",
"#if KTG_MODE == 7\n",
"            o[i] = kt_pack2_bf16(v[2 * i], v[2 * i + 1]);\n",
"#else\n",
"            o[i] = kt_pack2_f16(v[2 * i], v[2 * i + 1]);\n",
"#endif\n",
"        }\n",
"    }\n",
"    kt_sts128_b(kt_smem_addr(dst), o[0], o[1], o[2], o[3]);\n",
"}\n",
"\n",
"/* ---- epilogue ---------------------------------------------------------------- */\n",
"KT_DEV void ktg_store(const kt_gemm_args &a, kt_i64 m, kt_i64 n, ktg_acc acc) {\n",
"    float v;\n",
"#if KTG_INT\n",
"    if (a.y_dtype == 8) {\n",
"        ((int *)a.y)[m * a.ldy + n] = acc;\n",
"        return;\n",
"    }\n",
"    v = (float)acc;\n",
"#else\n",
"    v = acc;\n",
"#endif\n",
"#if KTG_MODE >= 2 && KTG_MODE <= 6\n",
"    v = v * ((const float *)a.sx)[a.sx_rows ? m : 0];\n",
"    v = v * ((const float *)a.sw)[a.sw_rows ? n : 0];\n",
"#endif\n",
"    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;\n",
"    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);\n",
"    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(KTG_THREADS) kt_gemm(const kt_gemm_args a) {\n",
"    extern __shared__ __align__(128) kt_u8 ktg_smem[];\n",
"    kt_u8 *sA = ktg_smem, *sB = ktg_smem + KTG_STAGES * KTG_BM * KTG_RS;\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int wm = warp / KTG_WN, wn = warp % KTG_WN;\n",
"    const kt_i64 m0 = (kt_i64)blockIdx.y * KTG_BM, n0 = (kt_i64)blockIdx.x * KTG_BN;\n",
"    const kt_i64 kbeg = (kt_i64)blockIdx.z * a.k_split;\n",
"    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;\n",
"    const int KE = KTG_BK / KTG_ESIZE; /* elements of K per stage */\n",
"    const int nk = kend > kbeg ? (int)((kend - kbeg + KE - 1) / KE) : 0;\n",
"    const kt_i64 kbytes = kend * KTG_ESIZE;\n",
"    ktg_acc acc[KTG_MT][KTG_NT][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTG_MT; i++)\n",
"#pragma unroll\n",
"        for (int j = 0; j < KTG_NT; j++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) acc[i][j][c] = 0;\n",
"\n",
"    /* loaders: 16-byte chunks, 4 per row of a stage */\n",
"    auto load_a = [&](int kt, int st) {\n",
"        kt_i64 kb = (kbeg + (kt_i64)kt * KE) * KTG_ESIZE;\n",
"        for (int c = tid; c < KTG_BM * 4; c += KTG_THREADS) {\n",
"            int r = c >> 2, q = c & 3;\n",
"            kt_i64 m = m0 + r, off = kb + q * 16;\n",
"            int ok = m < a.M && off < kbytes;\n",
"            const kt_u8 *src = ok ? (const kt_u8 *)a.x + m * a.ldx * KTG_ESIZE + off : (const kt_u8 *)a.x;\n",
"            kt_cp_async16(kt_smem_addr(sA + (st * KTG_BM + r) * KTG_RS + q * 16), src, ok);\n",
"        }\n",
"    };\n",
"#if !KTG_QUANT\n",
"    auto load_b = [&](int kt, int st) {\n",
"        kt_i64 kb = (kbeg + (kt_i64)kt * KE) * KTG_ESIZE;\n",
"        for (int c = tid; c < KTG_BN * 4; c += KTG_THREADS) {\n",
"            int r = c >> 2, q = c & 3;\n",
"            kt_i64 n = n0 + r, off = kb + q * 16;\n",
"            int ok = n < a.N && off < kbytes;\n",
"            const kt_u8 *src = ok ? (const kt_u8 *)a.w + n * a.ldw * KTG_ESIZE + off : (const kt_u8 *)a.w;\n",
"            kt_cp_async16(kt_smem_addr(sB + (st * KTG_BN + r) * KTG_RS + q * 16), src, ok);\n",
"        }\n",
"    };\n",
"#else\n",
"#define KTG_QCH ((KTG_BN * 4 + KTG_THREADS - 1) / KTG_THREADS)\n",
"    ktg_raw raw[KTG_QCH];\n",
"    auto qload = [&](int kt) {\n",
"        kt_i64 k0 = kbeg + (kt_i64)kt * KE;\n",
"#pragma unroll\n",
"        for (int i = 0; i < KTG_QCH; i++) {\n",
"            int c = tid + i * KTG_THREADS, r = c >> 2, q = c & 3;\n",
"            kt_i64 kk = k0 + q * 8;\n",
"            raw[i].ok = 0;\n",
"            if (c < KTG_BN * 4) ktg_qload(a, n0 + r, kk < kend ? kk : a.K, raw[i]);\n",
"        }\n",
"    };\n",
"    auto qstore = [&](int st) {\n",
"#pragma unroll\n",
"        for (int i = 0; i < KTG_QCH; i++) {\n",
"            int c = tid + i * KTG_THREADS, r = c >> 2, q = c & 3;\n",
"            if (c < KTG_BN * 4) ktg_qstore(a, raw[i], sB + (st * KTG_BN + r) * KTG_RS + q * 16);\n",
"        }\n",
"    };\n",
"#endif\n",
"\n",
"    for (int s = 0; s < KTG_STAGES - 1; s++) {\n",
"        if (s < nk) {\n",
"            load_a(s, s);\n",
"#if !KTG_QUANT\n",
"            load_b(s, s);\n",
"#else\n",
"            qload(s);\n",
"            qstore(s);\n",
"#endif\n",
"        }\n",
"        kt_cp_commit();\n",
"    }\n",
"    for (int kt = 0; kt < nk; kt++) {\n",
"        const int st = kt % KTG_STAGES, pre = kt + KTG_STAGES - 1;\n",
"        kt_cp_wait_group<KTG_STAGES - 2>();\n",
"        __syncthreads();\n",
"        if (pre < nk) {\n",
"            load_a(pre, pre % KTG_STAGES);\n",
"#if !KTG_QUANT\n",
"            load_b(pre, pre % KTG_STAGES);\n",
"#else\n",
"            qload(pre); /* global loads in flight during the MMAs below */\n",
"#endif\n",
"        }\n",
"        kt_cp_commit();\n",
"        const kt_u32 baseA = kt_smem_addr(sA + st * KTG_BM * KTG_RS), baseB = kt_smem_addr(sB + st * KTG_BN * KTG_RS);\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KTG_BK / 32; ks++) {\n",
"            kt_u32 af[KTG_MT][4], bf[KTG_NT][2];\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTG_MT; i++) {\n",
"                int row = wm * 16 * KTG_MT + i * 16 + (lane & 7) + 8 * ((lane >> 3) & 1);\n",
"                ktg_ldsm4(baseA + row * KTG_RS + ks * 32 + 16 * (lane >> 4), af[i]);\n",
"            }\n",
"#pragma unroll\n",
"            for (int j = 0; j < KTG_NT; j += 2) {\n",
"                kt_u32 r[4];\n",
"                int row = wn * 8 * KTG_NT + j * 8 + (lane & 7) + 8 * (lane >> 4);\n",
"                ktg_ldsm4(baseB + row * KTG_RS + ks * 32 + 16 * ((lane >> 3) & 1), r);\n",
"                bf[j][0] = r[0];\n",
"                bf[j][1] = r[1];\n",
"                bf[j + 1][0] = r[2];\n",
"                bf[j + 1][1] = r[3];\n",
"            }\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTG_MT; i++)\n",
"#pragma unroll\n",
"                for (int j = 0; j < KTG_NT; j++) ktg_mma(acc[i][j], af[i], bf[j][0], bf[j][1]);\n",
"        }\n",
"#if KTG_QUANT\n",
"        if (pre < nk) qstore(pre % KTG_STAGES); /* that slot was last read in iteration kt-1 */\n",
"#endif\n",
"    }\n",
"    kt_cp_wait_all();\n",
"\n",
"    /* c0,c1: row lane/4, cols 2*(lane%4)+{0,1}; c2,c3: row +8 */\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTG_MT; i++)\n",
"#pragma unroll\n",
"        for (int j = 0; j < KTG_NT; j++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) {\n",
"                kt_i64 m = m0 + wm * 16 * KTG_MT + i * 16 + (lane >> 2) + 8 * (c >> 1);\n",
"                kt_i64 n = n0 + wn * 8 * KTG_NT + j * 8 + 2 * (lane & 3) + (c & 1);\n",
"                if (m >= a.M || n >= a.N) continue;\n",
"                if (gridDim.z > 1) {\n",
"                    kt_i64 idx = ((kt_i64)blockIdx.z * a.M + m) * a.N + n;\n",
"                    ((ktg_acc *)a.part)[idx] = acc[i][j][c];\n",
"                } else {\n",
"                    ktg_store(a, m, n, acc[i][j][c]);\n",
"                }\n",
"            }\n",
"}\n",
"\n",
"/* Sum of the split partials in split order, then the epilogue. */\n",
"KT_KERNEL void kt_gemm_reduce(const kt_gemm_args a) {\n",
"    kt_i64 total = a.M * a.N, splits = (a.K + a.k_split - 1) / a.k_split;\n",
"    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < total; idx += (kt_i64)gridDim.x * blockDim.x) {\n",
"        ktg_acc s = 0;\n",
"        for (kt_i64 z = 0; z < splits; z++) s += ((const ktg_acc *)a.part)[z * total + idx];\n",
"        ktg_store(a, idx / a.N, idx % a.N, s);\n",
"    }\n",
"}\n",
"#endif /* KT_D */\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_gemv(size_t *nlines) { /* shaders/gemv.cu */
    static const char *const lines[] = {
"/* Skinny products y[M,N] = x[M,K] W[N,K]^T with quantized W and M <= 16 (kind 10;\n",
"   f32 W is kind 16, the first block below).\n",
"   Decode is bound by the bytes of W, so the inner loop spends as few\n",
"   instructions per weight as it can: W codes become EXACT 16-bit operands of\n",
"   x's type (bit placement and magic-number tricks, no per-element scale), a\n",
"   tile of 16 W rows is the A operand of mma.sync m16n8k16 and 8 x rows the\n",
"   B operand (a second product for rows 8..15 when M > 8), and the scales\n",
"   multiply the f32 sums: one FMA per accumulator per scale block, or one\n",
"   per output for per-row scales.\n",
"   Every k16 product stays inside one scale block. A lane (g, t) of a quad\n",
"   holds W rows g and g + 8 of the tile; for each product it takes four\n",
"   elements of a run of four consecutive elements of its unit, paired as\n",
"   (0, 2) in slots {2t, 2t+1} and (1, 3) in slots {2t+8, 2t+9}, and the x\n",
"   pairs follow the same order. A lane's unit: 16 consecutive elements at\n",
"   16t of a 64-element chunk (int8 / fp8, four products), 8 at 8t of a\n",
"   32-element block (the other formats, two products), or for q4_0 and nvfp4\n",
"   the runs 4t..4t+3 and 16+4t..16+4t+3 (q4_0's low and high nibbles of\n",
"   bytes 4t..4t+3; nvfp4's two blocks of 16).\n",
"   The KT_WARPS warps of a block share KT_MT tiles and take turns over groups\n",
"   of KT_STAGES consecutive chunks; the next group's loads are issued before\n",
"   the current one's math; partial sums are added in warp order. gridDim.y > 1\n",
"   splits K: raw sums go to a.part and kt_gemv_reduce adds them in split order.\n",
"   KT_MASK is the W format: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4,\n",
"   4 nvfp4, 5 mxfp8_e4m3, 6 mxfp8_e5m2, 7 mxfp6_e2m3, 8 mxfp6_e3m2,\n",
"   9 mxint8, 10 q8_0, 11 q4_0 (ktorch__cu_gemv_fmt). KT_DTYPE: x f16 (0)\n",
"   or bf16 (1). int8 / fp8 with per-group scales (sw_mode 2, groups of any\n",
"   multiple of 8) keep the per-element route: code * scale rounded once to\n",
"   x's type, as in gemm.cu. */\n",
"\n",
"typedef ktorch__cu_gemv_args kt_gemv_args; /* shaders/kernel_args.h */\n",
"\n",
"KT_DEV void ktv_store(const kt_gemv_args &a, kt_i64 m, kt_i64 n, float v) {\n",
"    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;\n",
"    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);\n",
"    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);\n",
"}\n",
"\n",
"#if KT_KIND == 16\n",
"/* f32 W at M <= 16 (kind 16): y = x W^T with x and W f32, in f32 FMAs.\n",
"   Each warp takes KTF_R consecutive rows of W and every warp of a block\n",
"   the same range of K, so the block's warps read the same x elements at\n",
"   about the same time (L1 hits; W's loads do not allocate in L1). A step\n",
"   is 4 KT_LANES elements: a lane reads 16 bytes of each of its rows and\n",
"   the x quad at the same k of each x row, one accumulator per (row, x\n",
"   row); KTF_U steps form a group, whose W loads are issued before the\n",
"   previous group's FMAs. Launch shapes 3 and 4 (KTF_XS) read x from shared\n",
"   memory instead: the block copies chunks of KTF_XC elements of every x\n",
"   row there with cp.async, the next chunk in flight while the current one\n",
"   is used, so the x loads of many x rows do not wait on L2. Sums in a\n",
"   fixed order: a lane's elements in k\n",
"   order, then the lanes by a halving exchange, then (gridDim.y > 1) the\n",
"   splits in order (kt_gemv_reduce). a.ldw counts elements here. KT_MASK:\n",
"   the x rows the accumulators cover (a.M at most; rows from a.M on are\n",
"   skipped). */\n",
"#define KTF_M KT_MASK           /* 1, 2, 4, 8 or 16 */\n",
"#define KTF_R KT_MT             /* W rows a warp */\n",
"#define KTF_U KT_STAGES         /* steps a group */\n",
"#define KTF_STEP (4 * KT_LANES) /* elements a step */\n",
"#define KTF_NV (KTF_R * KTF_M)  /* a lane's accumulators */\n",
"#define KTF_XS KT_BN            /* 1: x staged in shared memory */\n",
"#define KTF_XC 256              /* elements of a staged chunk of an x row */\n",
"static_assert((KTF_NV & (KTF_NV - 1)) == 0, \"the halving exchange takes a power of two\");\n",
"static_assert(KTF_XC % (KTF_U * KTF_STEP) == 0, \"a chunk holds whole groups\");\n",
"\n",
"/* 4 f32 at p[0..3] (16-byte aligned); only those below `left` where fewer\n",
"   remain, zeros for the others. */\n",
"template <bool NA> KT_DEV void ktf_quad(const float *p, kt_i64 left, float *v) {\n",
"    if (left >= 4) {\n",
"        const uint4 u = NA ? kt_ldg_na((const uint4 *)p) : __ldg((const uint4 *)p);\n",
"        v[0] = __uint_as_float(u.x);\n",
"        v[1] = __uint_as_float(u.y);\n",
"        v[2] = __uint_as_float(u.z);\n",
"        v[3] = __uint_as_float(u.w);\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) v[e] = e < left ? __ldg(p + e) : 0.0f;\n",
"    }\n",
"}\n",
"\n",
"/* Halving exchange of a lane's NV sums over the lanes, offsets O, O / 2,\n",
"   ..., 1: at offset o a lane keeps half of its sums (the upper half where\n",
"   its bit o is set) and adds the partner's copy of that half; once one sum\n",
"   is left, plain exchanges. A lane ends with max(NV / 2O, 1) sums, from\n",
"   index `base`. */\n",
"template <int O> struct ktf_off {}; /* the offset, as a type */\n",
"template <int NV> KT_DEV void ktf_sum(float *, int, int &, ktf_off<0>) {}\n",
"template <int NV, int O> KT_DEV void ktf_sum(float *v, int lane, int &base, ktf_off<O>) {\n",
"    const bool up = (lane & O) != 0;\n",
"    if (NV > 1) {\n",
"#pragma unroll\n",
"        for (int i = 0; i < NV / 2; i++) {\n",
"            const float lo = v[i], hi = v[i + NV / 2];\n",
"            v[i] = (up ? hi : lo) + kt_shfl_xor(up ? lo : hi, O);\n",
"        }\n",
"        if (up) base += NV / 2;\n",
"    } else {\n",
"        v[0] += kt_shfl_xor(v[0], O);\n",
"    }\n",
"    ktf_sum<(NV > 1 ? NV / 2 : 1)>(v, lane, base, ktf_off<O / 2>());\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(KT_WARPS * KT_LANES, 1) kt_gemv_f32(const kt_gemv_args a) {\n",
"    const int lane = threadIdx.x & (KT_LANES - 1), warp = threadIdx.x >> KT_LANES_SHIFT;\n",
"    const kt_i64 n0 = ((kt_i64)blockIdx.x * KT_WARPS + warp) * KTF_R;\n",
"    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;\n",
"    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;\n",
"    const kt_i64 G = KTF_U * KTF_STEP, ng = kend > kbeg ? (kend - kbeg + G - 1) / G : 0;\n",
"    const float *const x = (const float *)a.x;\n",
"    /* the warp's rows: past N, the last row (read, never stored) */\n",
"    const float *wr[KTF_R];\n",
"#pragma unroll\n",
"    for (int r = 0; r < KTF_R; r++) wr[r] = (const float *)a.w + (n0 + r < a.N ? n0 + r : a.N - 1) * a.ldw;\n",
"    float acc[KTF_R][KTF_M], cur[KTF_U][KTF_R][4], nxt[KTF_U][KTF_R][4];\n",
"#pragma unroll\n",
"    for (int r = 0; r < KTF_R; r++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTF_M; m++) acc[r][m] = 0.0f;\n",
"    /* group gi's W quads into nxt; the last group of a split reads only\n",
"       below kend (zeros past it) */\n",
"    auto load = [&](kt_i64 gi) {\n",
"        const kt_i64 k0 = kbeg + gi * G + 4 * lane;\n",
"        const bool whole = kbeg + (gi + 1) * G <= kend; /* the same for the whole block */\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTF_U; u++)\n",
"#pragma unroll\n",
"            for (int r = 0; r < KTF_R; r++) ktf_quad<true>(wr[r] + k0 + u * KTF_STEP, whole ? 4 : kend - (k0 + u * KTF_STEP), nxt[u][r]);\n",
"    };\n",
"#if KTF_XS\n",
"    /* chunk c of every x row into xs[c & 1] (zeros past kend and for rows\n",
"       from a.M on); one commit group a chunk, empty past the last */\n",
"    __shared__ uint4 xs_v[2 * KTF_M * KTF_XC / 4];\n",
"    float *const xs = (float *)xs_v; /* [2][KTF_M][KTF_XC] */\n",
"    const kt_i64 CG = KTF_XC / G, nxc = (kend - kbeg + KTF_XC - 1) / KTF_XC;\n",
"    auto stage = [&](kt_i64 c) {\n",
"        if (c < nxc) {\n",
"            for (int q = threadIdx.x; q < KTF_M * KTF_XC / 4; q += KT_WARPS * KT_LANES) {\n",
"                const int m = q / (KTF_XC / 4), e = 4 * (q % (KTF_XC / 4));\n",
"                const kt_i64 k = kbeg + c * KTF_XC + e, left = m < a.M ? kend - k : 0;\n",
"                kt_cp_async16n(kt_smem_addr(xs + ((c & 1) * KTF_M + m) * KTF_XC + e), left > 0 ? x + m * a.ldx + k : x, left >= 4 ? 16 : left > 0 ? 4 * (int)left : 0);\n",
"            }\n",
"        }\n",
"        kt_cp_commit();\n",
"    };\n",
"    stage(0);\n",
"    stage(1);\n",
"#endif\n",
"    if (ng > 0) load(0);\n",
"    for (kt_i64 gi = 0; gi < ng; gi++) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTF_U; u++)\n",
"#pragma unroll\n",
"            for (int r = 0; r < KTF_R; r++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) cur[u][r][e] = nxt[u][r][e];\n",
"        if (gi + 1 < ng) load(gi + 1);\n",
"#if KTF_XS\n",
"        if (gi % CG == 0) { /* chunk gi / CG landed for every thread */\n",
"            kt_cp_wait_group<1>();\n",
"            __syncthreads();\n",
"        }\n",
"        const float *const xc = xs + ((gi / CG) & 1) * KTF_M * KTF_XC + (gi % CG) * G;\n",
"#endif\n",
"        const bool whole = kbeg + (gi + 1) * G <= kend;\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTF_U; u++) {\n",
"            const kt_i64 k = kbeg + gi * G + u * KTF_STEP + 4 * lane;\n",
"#pragma unroll\n",
"            for (int m = 0; m < KTF_M; m++) {\n",
"                float xv[4];\n",
"                if (m >= a.M) continue; /* the same for the whole block */\n",
"#if KTF_XS\n",
"                {\n",
"                    const uint4 q = *(const uint4 *)(xc + m * KTF_XC + u * KTF_STEP + 4 * lane);\n",
"                    xv[0] = __uint_as_float(q.x);\n",
"                    xv[1] = __uint_as_float(q.y);\n",
"                    xv[2] = __uint_as_float(q.z);\n",
"                    xv[3] = __uint_as_float(q.w);\n",
"                }\n",
"                (void)k;\n",
"                (void)whole;\n",
"#else\n",
"                ktf_quad<false>(x + m * a.ldx + k, whole ? 4 : kend - k, xv);\n",
"#endif\n",
"#pragma unroll\n",
"                for (int r = 0; r < KTF_R; r++)\n",
"#pragma unroll\n",
"                    for (int e = 0; e < 4; e++) acc[r][m] = fmaf(cur[u][r][e], xv[e], acc[r][m]);\n",
"            }\n",
"        }\n",
"#if KTF_XS\n",
"        if (gi % CG == CG - 1 || gi + 1 == ng) { /* every warp is done with the chunk's buffer: refill it */\n",
"            __syncthreads();\n",
"            stage(gi / CG + 2);\n",
"        }\n",
"#endif\n",
"    }\n",
"    float v[KTF_NV];\n",
"#pragma unroll\n",
"    for (int r = 0; r < KTF_R; r++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTF_M; m++) v[r * KTF_M + m] = acc[r][m];\n",
"    int base = 0;\n",
"    ktf_sum<KTF_NV>(v, lane, base, ktf_off<KT_LANES / 2>());\n",
"    {\n",
"        const int cnt = KTF_NV >= KT_LANES ? KTF_NV / KT_LANES : 1, dup = KTF_NV >= KT_LANES ? 1 : KT_LANES / KTF_NV;\n",
"        if ((lane & (dup - 1)) != 0) return; /* the same sums as a lower lane */\n",
"#pragma unroll\n",
"        for (int j = 0; j < cnt; j++) {\n",
"            const int idx = base + j, m = idx % KTF_M;\n",
"            const kt_i64 n = n0 + idx / KTF_M;\n",
"            if (m >= a.M || n >= a.N) continue;\n",
"            if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = v[j];\n",
"            else ktv_store(a, m, n, v[j]);\n",
"        }\n",
"    }\n",
"}\n",
"#else\n",
"\n",
"#define KTV_F KT_MASK\n",
"#define KTV_NT KT_MT         /* 16-row tiles per warp */\n",
"#define KTV_WARPS KT_WARPS   /* warps per block, sharing the rows */\n",
"#define KTV_U KT_STAGES      /* consecutive chunks per group */\n",
"#define KTV_ROW8 (KTV_F <= 2) /* int8 / fp8: per-tensor, per-row or per-group scales */\n",
"#define KTV_E (KTV_ROW8 ? 16 : 8) /* elements per lane and chunk; a chunk is 4 KTV_E */\n",
"#define KTV_P (KTV_E / 4)         /* k16 products per chunk */\n",
"/* launch shapes 19 and 21 pair q8_0 and q4_0 codes as x lies in memory, (0, 1) and (2, 3) of a run of\n",
"   four, so that x's pairs need no byte permute (the others: (0, 2) and (1, 3)) */\n",
"#define KTV_NAT ((KT_D == 19 || KT_D == 21) && (KTV_F == 10 || KTV_F == 11))\n",
"#define KTV_SEG (KTV_F == 4 ? 2 : 1) /* scale blocks per chunk */\n",
"/* words a lane loads per row and chunk: codes, then the scale */\n",
"#define KTV_RW (KTV_ROW8 || KTV_F == 10 ? 4 : KTV_F == 3 ? 2 : 3)\n",
"\n",
"/* the lane groups of a hardware wave run the same steps (kt_gemv's loop) */\n",
"static_assert(KTV_WARPS % KT_WAVE_GROUPS == 0, \"a block holds whole waves\");\n",
"#if KT_DTYPE == 1\n",
"KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_bf16(c, a, b0, b1); }\n",
"KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_bf16(lo, hi); }\n",
"KT_DEV kt_u32 ktv_fma2(kt_u32 a, kt_u32 b, kt_u32 c) { return kt_fma2_bf16(a, b, c); }\n",
"#define KTV_ONE 0x3F803F80u\n",
"#else\n",
"KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_f16(c, a, b0, b1); }\n",
"KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_f16(lo, hi); }\n",
"KT_DEV kt_u32 ktv_fma2(kt_u32 a, kt_u32 b, kt_u32 c) { return kt_fma2_f16(a, b, c); }\n",
"#define KTV_ONE 0x3C003C00u\n",
"#endif\n",
"#define KTV_NZERO 0x80008000u /* -0 pairs: a * b + -0 is the exact product */\n",
"\n",
"/* bits [s, s+32) of hi:lo, s in 0..31 */\n",
"KT_DEV kt_u32 ktv_fsr(kt_u32 lo, kt_u32 hi, int s) { return s ? (lo >> s) | (hi << (32 - s)) : lo; }\n",
"/* E8M0 (c in 0..255) as f32 without branches: 0 is 2^-127 (0x00400000),\n",
"   255 NaN (0x7fc00000), the others c << 23 */\n",
"KT_DEV float ktv_e8m0(kt_u32 c) { return __uint_as_float((c << 23) | (((c + 1u) & 0xFEu) ? 0u : 0x00400000u)); }\n",
"\n",
"/* Launch shapes 2, 3, 5-7 and 8-11 for int8 / fp8: W's read-only loads do not allocate in L1,\n",
"   which keeps x (read again by every warp) there; shapes 4, 12 and 13 read\n",
"   their rings in shared memory; the others: plain __ldg. */\n",
"#if KT_D == 2 || KT_D == 3 || (KT_D >= 5 && KT_D <= 7) || (KT_D >= 8 && KT_D <= 11 && KTV_ROW8)\n",
"#define ktv_ldg kt_ldg_na\n",
"#elif KT_D == 4 || (KT_D >= 12 && KT_D <= 14) || KT_D == 19 || KT_D == 21\n",
"template <typename T> KT_DEV T ktv_ldg(const T *p) { return *p; }\n",
"#else\n",
"template <typename T> KT_DEV T ktv_ldg(const T *p) { return __ldg(p); }\n",
"#endif\n",
"/* W bytes of a row per chunk */\n",
"#define KTV_RB (KTV_ROW8 ? 64 : KTV_F == 3 || KTV_F == 4 ? 16 : KTV_F == 7 || KTV_F == 8 ? 24 : KTV_F == 10 ? 34 : KTV_F == 11 ? 18 : 32)\n",
"#define KTV_HAS_SB (KTV_F >= 3 && KTV_F <= 9)   /* block scales apart from the codes */\n",
"#define KTV_SB (KTV_HAS_SB ? (KTV_F == 4 ? 2 : 1) : 0) /* their bytes a chunk */\n",
"/* Shape 3 also asks L2 for each warp's group KTV_PF groups ahead of the\n",
"   one its registers wait for, so the block's rows are fetched about 4 KB\n",
"   ahead of their use whatever the registers hold: the register loads then\n",
"   wait for L2, not for memory. */\n",
"#define KTV_PF (KT_D == 3 ? (4096 + KTV_WARPS * KTV_U * KTV_RB - 1) / (KTV_WARPS * KTV_U * KTV_RB) : 0)\n",
"/* Shape 4 streams the block's 16 rows through a ring of KTV_RING stages in\n",
"   shared memory: a stage is KTV_SCH chunks of every row (a group a warp),\n",
"   copied by all threads in 16-byte cp.async pieces from the 16-byte\n",
"   boundary at or below the stage's first byte (so a slot keeps the bytes'\n",
"   places modulo 16 and ktv_load reads it as it reads W), the separate block\n",
"   scales the same way; KTV_RING - 1 stages are in flight while one is\n",
"   decoded, whatever the registers hold. */\n",
"#define KTV_RING (KT_D == 4 ? 4 : 0)\n",
"#define KTV_SCH (KTV_WARPS * KTV_U)\n",
"#define KTV_SROW ((KTV_SCH * KTV_RB + 15) / 16 * 16 + 16)        /* a row's slot, bytes */\n",
"#define KTV_SSC (KTV_HAS_SB ? (KTV_SCH * KTV_SB + 15) / 16 * 16 + 16 : 16) /* a row's scale slot */\n",
"#define KTV_TPR (KTV_WARPS * KT_LANES / 16)                       /* threads copying a row */\n",
"\n",
"/* Loads the lane's share of chunk kc (counted from the row's start: 64\n",
"   elements for int8 / fp8, else 32) of a row (codes at w, its scales at sw)\n",
"   into r. */\n",
"KT_DEV void ktv_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 kc, int t, kt_u32 *r) {\n",
"    (void)sw;\n",
"#if KTV_ROW8\n",
"    const uint4 v = ktv_ldg((const uint4 *)(w + kc * 64 + 16 * t));\n",
"    r[0] = v.x;\n",
"    r[1] = v.y;\n",
"    r[2] = v.z;\n",
"    r[3] = v.w;\n",
"#elif KTV_F == 3\n",
"    r[0] = ktv_ldg((const kt_u32 *)(w + kc * 16 + 4 * t));\n",
"    r[1] = ktv_ldg(sw + kc);\n",
"#elif KTV_F == 4\n",
"    r[0] = ktv_ldg((const kt_u16 *)(w + kc * 16 + 2 * t));\n",
"    r[1] = ktv_ldg((const kt_u16 *)(w + kc * 16 + 8 + 2 * t));\n",
"    r[2] = ktv_ldg((const kt_u16 *)(sw + kc * 2)); /* both blocks' scales */\n",
"#elif KTV_F == 7 || KTV_F == 8\n",
"    /* the lane's 6 bytes at 6t of the 24-byte block, from the aligned word below */\n",
"    const kt_u8 *const b = w + kc * 24 + 6 * t;\n",
"    const kt_u32 *p = (const kt_u32 *)(b - ((kt_u64)b & 3u)); /* (keeps the pointer's space: shared loads in the rings) */\n",
"    r[0] = ktv_ldg(p);\n",
"    r[1] = ktv_ldg(p + 1);\n",
"    r[2] = ktv_ldg(sw + kc);\n",
"#elif KTV_F == 10 || KTV_F == 11\n",
"    /* ggml blocks (an f16 scale, then the codes) start at even bytes: the\n",
"       lane's 8 (q8_0) or 4 (q4_0) code bytes from the aligned word below, the\n",
"       last piece only as far as they reach */\n",
"    const kt_u8 *blk = w + kc * (KTV_F == 10 ? 34 : 18), *o = blk + 2 + (KTV_F == 10 ? 8 : 4) * t;\n",
"    const kt_u32 *p = (const kt_u32 *)(o - ((kt_u64)o & 3u));\n",
"    const bool odd = ((kt_u64)o & 3u) != 0;\n",
"    r[0] = ktv_ldg(p);\n",
"#if KTV_F == 10\n",
"    r[1] = ktv_ldg(p + 1);\n",
"    r[2] = odd ? (kt_u32)ktv_ldg((const kt_u16 *)(p + 2)) : 0u;\n",
"    r[3] = ktv_ldg((const kt_u16 *)blk);\n",
"#else\n",
"    r[1] = odd ? (kt_u32)ktv_ldg((const kt_u16 *)(p + 1)) : 0u;\n",
"    r[2] = ktv_ldg((const kt_u16 *)blk);\n",
"#endif\n",
"#else /* 5, 6, 9: 8 bytes at 8t of the block, its E8M0 scale */\n",
"    const uint2 v = ktv_ldg((const uint2 *)(w + kc * 32 + 8 * t));\n",
"    r[0] = v.x;\n",
"    r[1] = v.y;\n",
"    r[2] = ktv_ldg(sw + kc);\n",
"#endif\n",
"}\n",
"\n",
"/* Four 8-bit codes (one product's run) as the pairs (0, 2) and (1, 3) of x's type. */\n",
"KT_DEV void ktv_codes8(kt_u32 w, kt_u32 &p0, kt_u32 &p1) {\n",
"#if KTV_F == 0 || KTV_F == 9 || KTV_F == 10 /* int8 */\n",
"#if KT_DTYPE == 1\n",
"    /* u = c ^ 128 under bf16 0x43: 128 + u for u < 128, else 2u (the\n",
"       exponent's low bit): c = h - 256, or h / 2 - 128, exact */\n",
"    const kt_u32 u = w ^ 0x80808080u, h0 = kt_prmt(u, 0x43434343u, KTV_NAT ? 0x4140u : 0x4240u),\n",
"                 h1 = kt_prmt(u, 0x43434343u, KTV_NAT ? 0x4342u : 0x4341u);\n",
"    p0 = ktv_fma2(h0, (h0 & 0x00800080u) ^ 0x3F803F80u, (h0 & 0x00800080u) ^ 0xC380C380u);\n",
"    p1 = ktv_fma2(h1, (h1 & 0x00800080u) ^ 0x3F803F80u, (h1 & 0x00800080u) ^ 0xC380C380u);\n",
"#else\n",
"    /* f16 1024 + (c ^ 128), less 1152 */\n",
"    const kt_u32 u = w ^ 0x80808080u;\n",
"    p0 = ktv_fma2(kt_prmt(u, 0x64646464u, KTV_NAT ? 0x4140u : 0x4240u), KTV_ONE, 0xE480E480u);\n",
"    p1 = ktv_fma2(kt_prmt(u, 0x64646464u, KTV_NAT ? 0x4342u : 0x4341u), KTV_ONE, 0xE480E480u);\n",
"#endif\n",
"#else\n",
"    /* fp8: sign to bit 15, exponent and mantissa below it with the mantissa\n",
"       aligned to x's type; the value times 2^-(bias difference), made exact\n",
"       by one multiply (subnormal codes land on subnormals) */\n",
"#if KTV_F == 2 || KTV_F == 6\n",
"#define KTV_F8SH (KT_DTYPE == 1 ? 5 : 8) /* e5m2 */\n",
"#define KTV_F8MUL (KT_DTYPE == 1 ? 0x77807780u : 0u) /* 2^112 */\n",
"#else\n",
"#define KTV_F8SH (KT_DTYPE == 1 ? 4 : 7) /* e4m3 */\n",
"#define KTV_F8MUL (KT_DTYPE == 1 ? 0x7B807B80u : 0x5C005C00u) /* 2^120, 2^8 */\n",
"#endif\n",
"    const kt_u32 m = (0x7Fu << KTV_F8SH) * 0x10001u;\n",
"    p0 = ((w << KTV_F8SH) & m) | ((w << 8) & 0x80008000u);\n",
"    p1 = ((w >> (8 - KTV_F8SH)) & m) | (w & 0x80008000u);\n",
"#if KTV_F8MUL\n",
"    p0 = ktv_fma2(p0, KTV_F8MUL, KTV_NZERO);\n",
"    p1 = ktv_fma2(p1, KTV_F8MUL, KTV_NZERO);\n",
"#endif\n",
"#undef KTV_F8SH\n",
"#undef KTV_F8MUL\n",
"#endif\n",
"}\n",
"\n",
"/* Eight 4-bit codes, nibble i paired with nibble i + 4, into q[0..3]. e2m1:\n",
"   the nibble's sign to bit 15 and its 3 magnitude bits below the exponent's\n",
"   low bits, then one multiply by 2^(bias difference); q4_0: 1024 + c (f16)\n",
"   or 128 + c (bf16) less the same plus 8, the bytes' low and high nibbles\n",
"   masked once each and every pair's two codes put under the exponent byte\n",
"   by one byte permute. */\n",
"KT_DEV void ktv_codes4(kt_u32 w, kt_u32 *q) {\n",
"#if KTV_F == 11\n",
"    const kt_u32 lo = w & 0x0F0F0F0Fu, hi = (w >> 4) & 0x0F0F0F0Fu, e = KT_DTYPE == 1 ? 0x43434343u : 0x64646464u;\n",
"    const kt_u32 bias = KT_DTYPE == 1 ? 0xC308C308u : 0xE408E408u;\n",
"    /* (the exponent bytes first: the selector stays an immediate) */\n",
"    q[0] = ktv_fma2(kt_prmt(e, lo, KTV_NAT ? 0x0504u : 0x0604u), KTV_ONE, bias); /* nibbles 0 and 4: bytes 0 and 2, low */\n",
"    q[1] = ktv_fma2(kt_prmt(e, hi, KTV_NAT ? 0x0504u : 0x0604u), KTV_ONE, bias); /* 1 and 5: bytes 0 and 2, high */\n",
"    q[2] = ktv_fma2(kt_prmt(e, lo, KTV_NAT ? 0x0706u : 0x0705u), KTV_ONE, bias); /* 2 and 6: bytes 1 and 3, low */\n",
"    q[3] = ktv_fma2(kt_prmt(e, hi, KTV_NAT ? 0x0706u : 0x0705u), KTV_ONE, bias); /* 3 and 7: bytes 1 and 3, high */\n",
"    /* (KTV_NAT: bytes 0 and 1, 2 and 3 of the low nibbles in q[0] and q[2], of the high ones in q[1] and q[3]) */\n",
"#else\n",
"#pragma unroll\n",
"    for (int i = 0; i < 4; i++) {\n",
"        const kt_u32 u = (w << (12 - 4 * i)) & 0xF000F000u;\n",
"#if KT_DTYPE == 1\n",
"        q[i] = ktv_fma2((u | (u >> 6)) & 0x81C081C0u, 0x7E807E80u, KTV_NZERO); /* 2^126 */\n",
"#else\n",
"        q[i] = ktv_fma2((u | (u >> 3)) & 0x8E008E00u, 0x74007400u, KTV_NZERO); /* 2^14 */\n",
"#endif\n",
"    }\n",
"#endif\n",
"}\n",
"\n",
"/* fp6 codes e0, e1 of the lane's 48 bits (lo, hi: from bit 0) as a pair of\n",
"   x's type: sign to bit 15, exponent and mantissa below it with the mantissa\n",
"   aligned, then one multiply by 2^(bias difference), as ktv_codes8 */\n",
"#define KTV_F6SH (KTV_F == 7 ? (KT_DTYPE == 1 ? 4 : 7) : (KT_DTYPE == 1 ? 5 : 8))\n",
"#define KTV_F6MUL (KTV_F == 7 ? (KT_DTYPE == 1 ? 0x7E807E80u : 0x74007400u) : (KT_DTYPE == 1 ? 0x7D807D80u : 0x6C006C00u))\n",
"KT_DEV kt_u32 ktv_f6x2(kt_u32 lo, kt_u32 hi, int e0, int e1) {\n",
"    const kt_u32 c0 = (6 * e0 < 32 ? ktv_fsr(lo, hi, 6 * e0) : hi >> (6 * e0 - 32)) & 63u;\n",
"    const kt_u32 c1 = (6 * e1 < 32 ? ktv_fsr(lo, hi, 6 * e1) : hi >> (6 * e1 - 32)) & 63u;\n",
"    const kt_u32 h = ((c0 | (c1 << 16)) << KTV_F6SH) & (31u << KTV_F6SH) * 0x10001u;\n",
"    return ktv_fma2(h | (((c0 | (c1 << 16)) << 10) & 0x80008000u), KTV_F6MUL, KTV_NZERO);\n",
"}\n",
"#undef KTV_F6SH\n",
"#undef KTV_F6MUL\n",
"\n",
"/* The lane's chunk of one row as exact pairs p[2 KTV_P] (product j: p[2j]\n",
"   elements (0, 2) of its run, p[2j + 1] elements (1, 3)) and the scales of\n",
"   its blocks. int8 / fp8 with groups: code * group scale, rounded once. */\n",
"KT_DEV void ktv_decode(const kt_gemv_args &a, const kt_u8 *w, const float *sw, kt_i64 k, int t, const kt_u32 *r, kt_u32 *p, float *s) {\n",
"    (void)a;\n",
"    (void)w;\n",
"    (void)sw;\n",
"    (void)k;\n",
"    (void)t;\n",
"#if KTV_ROW8\n",
"    if (KT_D < 19 && a.sw_mode == 2) { /* (launch shapes 19 and 21 do not take per-group scales) */\n",
"        const kt_i64 k0 = k + 16 * t;\n",
"#pragma unroll\n",
"        for (int j = 0; j < 4; j++) {\n",
"            const float sc = __ldg(sw + (k0 + 4 * j) / a.w_block);\n",
"            float v[4];\n",
"#pragma unroll\n",
"            for (int e = 0; e < 4; e++) {\n",
"                const kt_u32 c = (r[j] >> (8 * e)) & 255u;\n",
"#if KTV_F == 0\n",
"                v[e] = (float)(int)(signed char)c * sc;\n",
"#elif KTV_F == 1\n",
"                v[e] = kt_e4m3_to_f32(c) * sc;\n",
"#else\n",
"                v[e] = kt_h_to_f32((kt_u16)(c << 8)) * sc; /* e5m2: an f16's top byte */\n",
"#endif\n",
"            }\n",
"            p[2 * j] = ktv_pack(v[0], v[2]);\n",
"            p[2 * j + 1] = ktv_pack(v[1], v[3]);\n",
"        }\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int j = 0; j < 4; j++) ktv_codes8(r[j], p[2 * j], p[2 * j + 1]);\n",
"    }\n",
"    s[0] = 1.0f;\n",
"#elif KTV_F == 3 || KTV_F == 4 || KTV_F == 11\n",
"    kt_u32 q[4];\n",
"#if KTV_F == 3\n",
"    ktv_codes4(kt_prmt(r[0], 0u, 0x3120u), q); /* elements 0-3 and 4-7 in separate halves */\n",
"    p[0] = q[0];\n",
"    p[1] = q[1];\n",
"    p[2] = q[2];\n",
"    p[3] = q[3];\n",
"    s[0] = ktv_e8m0(r[1]);\n",
"#elif KTV_F == 4\n",
"    ktv_codes4(kt_prmt(r[0], r[1], 0x5140u), q); /* block 0's bytes and block 1's, interleaved */\n",
"    p[0] = q[0];\n",
"    p[1] = q[1];\n",
"    p[2] = q[2];\n",
"    p[3] = q[3];\n",
"    /* E4M3 scales placed in f32 are the value times 2^-120 (subnormals too), times 2^120 exactly */\n",
"    s[0] = __uint_as_float(((r[2] & 0x80u) << 24) | ((r[2] & 0x7Fu) << 20)) * __uint_as_float(0x7B800000u) * a.tscale;\n",
"    s[1] = __uint_as_float(((r[2] & 0x8000u) << 16) | ((r[2] & 0x7F00u) << 12)) * __uint_as_float(0x7B800000u) * a.tscale;\n",
"#else\n",
"    ktv_codes4(((kt_u64)w + (k >> 5) * 18) & 2u ? r[0] : ktv_fsr(r[0], r[1], 16), q); /* codes at an odd word half */\n",
"    p[0] = q[0]; /* low nibbles: elements 4t.. */\n",
"    p[1] = q[2];\n",
"    p[2] = q[1]; /* high nibbles: 16 + 4t.. */\n",
"    p[3] = q[3];\n",
"    s[0] = kt_h_to_f32((kt_u16)r[2]);\n",
"#endif\n",
"#elif KTV_F == 7 || KTV_F == 8\n",
"    const int sh = (int)(((kt_u64)w + (k >> 5) * 24 + 6 * t) & 3u) * 8; /* 0 or 16 */\n",
"    const kt_u32 lo = ktv_fsr(r[0], r[1], sh), hi = r[1] >> sh;\n",
"#pragma unroll\n",
"    for (int j = 0; j < 2; j++) {\n",
"        p[2 * j] = ktv_f6x2(lo, hi, 4 * j, 4 * j + 2);\n",
"        p[2 * j + 1] = ktv_f6x2(lo, hi, 4 * j + 1, 4 * j + 3);\n",
"    }\n",
"    s[0] = ktv_e8m0(r[2]);\n",
"#elif KTV_F == 10\n",
"    const bool odd = (((kt_u64)w + (k >> 5) * 34) & 2u) == 0;\n",
"    ktv_codes8(odd ? ktv_fsr(r[0], r[1], 16) : r[0], p[0], p[1]);\n",
"    ktv_codes8(odd ? ktv_fsr(r[1], r[2], 16) : r[1], p[2], p[3]);\n",
"    s[0] = kt_h_to_f32((kt_u16)r[3]);\n",
"#else /* 5, 6, 9 */\n",
"    ktv_codes8(r[0], p[0], p[1]);\n",
"    ktv_codes8(r[1], p[2], p[3]);\n",
"    s[0] = KTV_F == 9 ? ktv_e8m0(r[2]) * 0.015625f : ktv_e8m0(r[2]);\n",
"#endif\n",
"}\n",
"\n",
"/* Row n's codes and scales, n past the last row read as the last (never\n",
"   stored) */\n",
"KT_DEV void ktv_row_ptrs(const kt_gemv_args &a, kt_i64 n, const kt_u8 *&w, const kt_u8 *&sc) {\n",
"    if (n >= a.N) n = a.N - 1;\n",
"    w = (const kt_u8 *)a.w + n * a.ldw;\n",
"    sc = (const kt_u8 *)a.sw + n * a.w_nb * (KTV_ROW8 ? 4 : 1);\n",
"}\n",
"\n",
"/* The lane's x elements from p (the first of its chunk) as the pairs of\n",
"   ktv_decode; zeros where !ok. */\n",
"KT_DEV void ktv_xpairs_at(const kt_u16 *p, bool ok, kt_u32 *xb) {\n",
"    kt_u32 v[2 * KTV_P];\n",
"    if (ok) {\n",
"#if KTV_F == 4 || KTV_F == 11\n",
"#pragma unroll\n",
"        for (int j = 0; j < 2; j++) {\n",
"            const uint2 u = __ldg((const uint2 *)(p + 16 * j));\n",
"            v[2 * j] = u.x;\n",
"            v[2 * j + 1] = u.y;\n",
"        }\n",
"#else\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTV_E / 8; q++) {\n",
"            const uint4 u = __ldg((const uint4 *)p + q);\n",
"            v[4 * q] = u.x;\n",
"            v[4 * q + 1] = u.y;\n",
"            v[4 * q + 2] = u.z;\n",
"            v[4 * q + 3] = u.w;\n",
"        }\n",
"#endif\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int q = 0; q < 2 * KTV_P; q++) v[q] = 0u;\n",
"    }\n",
"#pragma unroll\n",
"    for (int j = 0; j < KTV_P; j++) {\n",
"        xb[2 * j] = kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);\n",
"        xb[2 * j + 1] = kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);\n",
"    }\n",
"}\n",
"\n",
"/* x row m's elements of the lane's chunk at k as the pairs of ktv_decode. */\n",
"KT_DEV void ktv_xpairs(const kt_gemv_args &a, kt_i64 m, kt_i64 k, int t, bool ok, kt_u32 *xb) {\n",
"    const kt_u16 *p = 0;\n",
"#if KTV_F == 4 || KTV_F == 11\n",
"    if (ok && m < a.M) p = (const kt_u16 *)a.x + m * a.ldx + k + 4 * t;\n",
"#else\n",
"    if (ok && m < a.M) p = (const kt_u16 *)a.x + m * a.ldx + k + KTV_E * t;\n",
"#endif\n",
"    ktv_xpairs_at(p, p != 0, xb);\n",
"}\n",
"\n",
"#if KT_D < 5 || KT_D == 6 /* shapes 5 and 7 run kt_gemv_rows, 8 kt_gemv_diag (below) instead */\n",
"/* shape 3: 4 blocks a multiprocessor, so N = 8192 (512 row blocks) fits\n",
"   one wave on 132 */\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_D == 3 || KT_D == 4 ? 4 : 1) kt_gemv(const kt_gemv_args a) {\n",
"    __shared__ float red[KTV_WARPS][KTV_NT * 8][KT_LANES];\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int g = lane >> 2, t = lane & 3;\n",
"    const bool two = a.M > 8; /* x rows 8..15: a second product */\n",
"    const kt_i64 n0 = (kt_i64)blockIdx.x * (KTV_NT * 16);\n",
"    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;\n",
"    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;\n",
"    const kt_i64 nch = kend > kbeg ? (kend - kbeg + 4 * KTV_E - 1) / (4 * KTV_E) : 0;\n",
"    const kt_i64 ngr = (nch + KTV_U - 1) / KTV_U;\n",
"    /* The lane groups of a hardware wave take the steps of its first group\n",
"       (the one with the most), so their products have both halves of an AMD\n",
"       wave64 there (MFMA); a group past its last chunk multiplies zeros. */\n",
"    const int wd = warp & (KT_WAVE_GROUPS - 1); /* the group's place in its wave */\n",
"    /* acc[i][h][c]: tile i, x rows 8h..8h+7; c0, c1: W row g, x rows 2t,\n",
"       2t+1; c2, c3: W row g + 8 */\n",
"    float acc[KTV_NT][2][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) acc[i][h][c] = 0.0f;\n",
"\n",
"    /* the lane's rows: past N, the last row (read, never stored) */\n",
"    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + i * 16 + g + 8 * rr, wr[i][rr], sr[i][rr]);\n",
"    /* one chunk's products: cw the lane's words of its rows, k the chunk's\n",
"       first element, ok false for zeros */\n",
"    auto chunk = [&](kt_i64 k, bool ok, const kt_u32 (*cw)[2][KTV_RW]) {\n",
"        kt_u32 xb[2][2 * KTV_P];\n",
"        ktv_xpairs(a, g, k, t, ok, xb[0]);\n",
"        if (two) ktv_xpairs(a, g + 8, k, t, ok, xb[1]);\n",
"#pragma unroll\n",
"        for (int i = 0; i < KTV_NT; i++) {\n",
"            kt_u32 p[2][2 * KTV_P];\n",
"            float s[2][KTV_SEG];\n",
"#pragma unroll\n",
"            for (int rr = 0; rr < 2; rr++) {\n",
"                if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, cw[i][rr], p[rr], s[rr]);\n",
"                else {\n",
"#pragma unroll\n",
"                    for (int q = 0; q < 2 * KTV_P; q++) p[rr][q] = 0u;\n",
"#pragma unroll\n",
"                    for (int q = 0; q < KTV_SEG; q++) s[rr][q] = 0.0f;\n",
"                }\n",
"            }\n",
"#pragma unroll\n",
"            for (int h = 0; h < 2; h++) {\n",
"                if (h == 1 && !two) continue; /* the same for the whole warp */\n",
"#if KTV_ROW8\n",
"                /* per-row scales apply to the final sums */\n",
"#pragma unroll\n",
"                for (int j = 0; j < KTV_P; j++) {\n",
"                    const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};\n",
"                    ktv_mma(acc[i][h], af, xb[h][2 * j], xb[h][2 * j + 1]);\n",
"                }\n",
"#else\n",
"#pragma unroll\n",
"                for (int sg = 0; sg < KTV_SEG; sg++) {\n",
"                    float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"#pragma unroll\n",
"                    for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {\n",
"                        const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};\n",
"                        ktv_mma(c, af, xb[h][2 * j], xb[h][2 * j + 1]);\n",
"                    }\n",
"                    acc[i][h][0] += s[0][sg] * c[0];\n",
"                    acc[i][h][1] += s[0][sg] * c[1];\n",
"                    acc[i][h][2] += s[1][sg] * c[2];\n",
"                    acc[i][h][3] += s[1][sg] * c[3];\n",
"                }\n",
"#endif\n",
"            }\n",
"        }\n",
"    };\n",
"#if KTV_RING\n",
"    static_assert(KTV_NT == 1, \"shape 4: one tile a block\");\n",
"    __shared__ uint4 ring_v[KTV_RING * 16 * KTV_SROW / 16], sring_v[KTV_HAS_SB ? KTV_RING * 16 * KTV_SSC / 16 : 1];\n",
"    kt_u8 *const ring = (kt_u8 *)ring_v, *const sring = (kt_u8 *)sring_v;\n",
"    const kt_i64 kcb = kbeg / (4 * KTV_E), nst = (nch + KTV_SCH - 1) / KTV_SCH;\n",
"    /* pieces reach at most to the end of W's codes (and scales): the rest of\n",
"       a piece is zeros */\n",
"    const kt_u8 *const wend = (const kt_u8 *)a.w + a.N * a.ldw, *const send = (const kt_u8 *)a.sw + (KTV_HAS_SB ? a.N * a.w_nb : 0);\n",
"    const int crow = tid / KTV_TPR, cj = tid % KTV_TPR; /* the row a thread copies, its first piece */\n",
"    const kt_i64 cn = n0 + crow < a.N ? n0 + crow : a.N - 1;\n",
"    const kt_u8 *const cwr = (const kt_u8 *)a.w + cn * a.ldw, *const csr = (const kt_u8 *)a.sw + (KTV_HAS_SB ? cn * a.w_nb : 0);\n",
"    (void)csr;\n",
"    (void)send;\n",
"    (void)ngr;\n",
"    (void)wd;\n",
"    auto pieces = [&](kt_u8 *dst, const kt_u8 *src, kt_i64 len, const kt_u8 *lo, const kt_u8 *end) {\n",
"        const kt_u8 *const base = (const kt_u8 *)((kt_u64)src & ~(kt_u64)15);\n",
"        const int np = (int)((((kt_u64)src & 15u) + (kt_u64)len + 15u) >> 4);\n",
"        for (int j = cj; j < np; j += KTV_TPR) {\n",
"            const kt_i64 left = end - (base + 16 * j);\n",
"            kt_cp_async16n(kt_smem_addr(dst + 16 * j), left > 0 ? base + 16 * j : lo, left >= 16 ? 16 : left > 0 ? (int)left : 0);\n",
"        }\n",
"    };\n",
"    auto issue = [&](kt_i64 st) {\n",
"        if (st < nst) {\n",
"            const kt_i64 c0 = kcb + st * KTV_SCH, nc = nch - st * KTV_SCH < KTV_SCH ? nch - st * KTV_SCH : KTV_SCH;\n",
"            const int slot = (int)(st % KTV_RING);\n",
"            pieces(ring + (slot * 16 + crow) * KTV_SROW, cwr + c0 * KTV_RB, nc * KTV_RB, (const kt_u8 *)a.w, wend);\n",
"#if KTV_SB\n",
"            pieces(sring + (slot * 16 + crow) * KTV_SSC, csr + c0 * KTV_SB, nc * KTV_SB, (const kt_u8 *)a.sw, send);\n",
"#endif\n",
"        }\n",
"        kt_cp_commit(); /* one group a stage, empty past the last */\n",
"    };\n",
"#pragma unroll\n",
"    for (int st = 0; st < KTV_RING - 1; st++) issue(st);\n",
"    for (kt_i64 st = 0; st < nst; st++) {\n",
"        kt_cp_wait_group<KTV_RING - 2>();\n",
"        __syncthreads(); /* stage st landed for all; every warp is past stage st - 1, whose slot is refilled next */\n",
"        issue(st + KTV_RING - 1);\n",
"        const int slot = (int)(st % KTV_RING);\n",
"        const kt_u8 *rw[2], *rs[2];\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) {\n",
"            const kt_u64 o = (kt_u64)(wr[0][rr] + (kcb + st * KTV_SCH) * KTV_RB) & 15u;\n",
"            rw[rr] = ring + (slot * 16 + g + 8 * rr) * KTV_SROW + o;\n",
"            rs[rr] = sring + (KTV_HAS_SB ? (slot * 16 + g + 8 * rr) * KTV_SSC + ((kt_u64)(sr[0][rr] + (kcb + st * KTV_SCH) * KTV_SB) & 15u) : 0);\n",
"        }\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++) {\n",
"            const int cs = warp * KTV_U + u;\n",
"            const kt_i64 ci = st * KTV_SCH + cs, k = kbeg + ci * (4 * KTV_E);\n",
"            /* no early exit: chunks past the end multiply zeros, so a stage's\n",
"               x and slot loads can all be issued before its products */\n",
"            const bool ok = ci < nch && (!KTV_ROW8 || k + 16 * t < kend);\n",
"            kt_u32 cw[1][2][KTV_RW];\n",
"#pragma unroll\n",
"            for (int rr = 0; rr < 2; rr++) ktv_load(rw[rr], rs[rr], cs, t, cw[0][rr]);\n",
"            chunk(k, ok, cw);\n",
"        }\n",
"    }\n",
"#else\n",
"    /* a whole group loads from one base per row (offsets are constants);\n",
"       in the last group of a split, chunks past its end and a lane's run\n",
"       past K (int8 / fp8) read the row's first chunk instead (never used) */\n",
"    kt_u32 raw[KTV_U][KTV_NT][2][KTV_RW], nxt[KTV_U][KTV_NT][2][KTV_RW];\n",
"#define KTV_LOAD(u, i, rr, kc) ktv_load(wr[i][rr], sr[i][rr], kc, t, nxt[u][i][rr])\n",
"    auto load_group = [&](kt_i64 gi) {\n",
"        const kt_i64 c0 = gi * KTV_U, kc0 = kbeg / (4 * KTV_E) + c0;\n",
"        if (kbeg + (c0 + KTV_U) * (4 * KTV_E) <= kend) {\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTV_U; u++)\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                    for (int rr = 0; rr < 2; rr++) KTV_LOAD(u, i, rr, kc0 + u);\n",
"        } else {\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTV_U; u++) {\n",
"                const kt_i64 kc = kbeg + (c0 + u) * (4 * KTV_E) + (KTV_ROW8 ? 16 * t : 0) < kend ? kc0 + u : 0;\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                    for (int rr = 0; rr < 2; rr++) KTV_LOAD(u, i, rr, kc);\n",
"            }\n",
"        }\n",
"    };\n",
"#undef KTV_LOAD\n",
"#if KTV_PF\n",
"    /* the start of group gf in each row of the tiles: codes by lanes t = 0\n",
"       (row g) and 1 (g + 8), the separate block scales by t = 2 and 3; a\n",
"       group is at most a line, so every line of the rows holds the start of\n",
"       one (but maybe a row's last) */\n",
"    const kt_i64 pfs = t < 2 ? KTV_RB : KTV_SB; /* bytes a chunk */\n",
"    const kt_u8 *pfb[KTV_NT];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++) pfb[i] = t == 0 ? wr[i][0] : t == 1 ? wr[i][1] : t == 2 ? sr[i][0] : sr[i][1];\n",
"    auto prefetch_group = [&](kt_i64 gf) {\n",
"        if (gf >= ngr || !pfs) return;\n",
"#pragma unroll\n",
"        for (int i = 0; i < KTV_NT; i++) kt_prefetch_l2(pfb[i] + (kbeg / (4 * KTV_E) + gf * KTV_U) * pfs);\n",
"    };\n",
"#pragma unroll\n",
"    for (int j = 1; j <= KTV_PF; j++) prefetch_group(warp + j * KTV_WARPS);\n",
"#endif\n",
"    if (warp < ngr) load_group(warp);\n",
"    for (kt_i64 gi = warp; gi - wd < ngr; gi += KTV_WARPS) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++)\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++)\n",
"#pragma unroll\n",
"                    for (int w = 0; w < KTV_RW; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];\n",
"        if (gi + KTV_WARPS < ngr) load_group(gi + KTV_WARPS);\n",
"#if KTV_PF\n",
"        prefetch_group(gi + (KTV_PF + 1) * KTV_WARPS);\n",
"#endif\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++) {\n",
"            const kt_i64 ci = gi * KTV_U + u, k = kbeg + ci * (4 * KTV_E);\n",
"            /* false in the last chunk's tail and past the group's chunks\n",
"               (only a group after the first of its wave gets there): zeros */\n",
"            const bool ok = (KT_WAVE_GROUPS == 1 || ci < nch) && (!KTV_ROW8 || k + 16 * t < kend);\n",
"            kt_u32 cw[KTV_NT][2][KTV_RW];\n",
"            if (ci - wd * KTV_U >= nch) break; /* the same for the whole wave */\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++)\n",
"#pragma unroll\n",
"                    for (int w = 0; w < KTV_RW; w++) cw[i][rr][w] = raw[u][i][rr][w];\n",
"            chunk(k, ok, cw);\n",
"        }\n",
"    }\n",
"#endif\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) red[warp][(i * 2 + h) * 4 + c][lane] = acc[i][h][c];\n",
"    __syncthreads();\n",
"    for (int idx = tid; idx < KTV_NT * 8 * KT_LANES; idx += KTV_WARPS * KT_LANES) {\n",
"        const int slot = idx >> KT_LANES_SHIFT, ln = idx & (KT_LANES - 1), c = slot & 3, h = (slot >> 2) & 1;\n",
"        const kt_i64 n = n0 + (slot >> 3) * 16 + (ln >> 2) + 8 * (c >> 1), m = 2 * (ln & 3) + (c & 1) + 8 * h;\n",
"        float s = 0.0f;\n",
"        for (int w = 0; w < KTV_WARPS; w++) s += red[w][slot][ln];\n",
"        if (m >= a.M || n >= a.N) continue;\n",
"#if KTV_ROW8\n",
"        if (a.sw_mode != 2) s *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#endif\n",
"        if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = s;\n",
"        else ktv_store(a, m, n, s);\n",
"    }\n",
"}\n",
"#endif\n",
"\n",
"#if KT_D >= 5 && KT_D != 6 && KT_D < 14\n",
"/* The two sums of a diagonal mma (shapes 5, 7, 8) in every lane: D[g][g]\n",
"   and D[g + 8][g] sit in lane (g, g / 2) as c[g & 1] and c[2 + (g & 1)]. */\n",
"KT_DEV void ktv_diag_sums(const float *c, bool diag, int g, float &v0, float &v1) {\n",
"    v0 = diag ? c[g & 1] : 0.0f;\n",
"    v1 = diag ? c[2 + (g & 1)] : 0.0f;\n",
"#pragma unroll\n",
"    for (int o = KT_LANES / 2; o > 0; o >>= 1) {\n",
"        v0 += kt_shfl_xor(v0, o);\n",
"        v1 += kt_shfl_xor(v1, o);\n",
"    }\n",
"}\n",
"#endif\n",
"\n",
"#if KT_D == 5 || KT_D == 7\n",
"/* Launch shapes 5 and 7 (kt_gemv_rows, M <= KTR_MX): each warp streams 2 KT_MT\n",
"   whole rows of W, 16 bytes a lane, so a load instruction reads 512\n",
"   contiguous bytes of one row, and x is loaded once a step for all of the\n",
"   warp's rows; the loads of the next KT_STAGES steps are issued before the\n",
"   current ones' math. The mma runs on its diagonal: A rows g and g + 8 are\n",
"   two W rows at lane (g, t)'s own elements and B column g is x at those\n",
"   elements, so D[g][g] and D[g + 8][g] are the two rows' sums over quad g's\n",
"   elements (the other outputs are unused), and the quads' sums are added\n",
"   by a fixed butterfly at the end. The four lanes of a quad hold different\n",
"   scale blocks, so block scales are folded into the decoded codes, exactly:\n",
"   E8M0 (a power of two) times a code is exact in bf16, and nvfp4's e2m1\n",
"   times its E4M3 scale in bf16 and f16; per-row and tensor scales\n",
"   multiply the final sums. */\n",
"#define KTR_MX 4                                   /* x rows at most */\n",
"#define KTR_RP KT_MT                               /* row pairs a warp */\n",
"#define KTR_U KT_STAGES                            /* steps a group */\n",
"#define KTR_E (KTV_F == 3 || KTV_F == 4 ? 32 : 16) /* elements a lane and step: 16 bytes */\n",
"#define KTR_P (KTR_E / 4)                          /* k16 products a row pair and step */\n",
"#define KTR_SE (KTR_E * KT_LANES)                  /* elements a step */\n",
"#define KTR_W (KTV_ROW8 ? 4 : 5)                   /* words a lane loads a row and step: codes, then its scales */\n",
"static_assert(KTV_F <= 6 || KTV_F == 9, \"shape 5 takes int8, fp8, mxfp8, mxint8, mxfp4 and nvfp4\");\n",
"static_assert(KT_DTYPE == 1 || KTV_F <= 2 || KTV_F == 4, \"shape 5 folds E8M0 scales into bf16 codes only\");\n",
"\n",
"/* Lane l's 16 bytes of step s of a row (codes at w, its block scales at sw). */\n",
"KT_DEV void ktr_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 s, int l, kt_u32 *r) {\n",
"    (void)sw;\n",
"    const uint4 v = ktv_ldg((const uint4 *)(w + s * (16 * KT_LANES) + 16 * l));\n",
"    r[0] = v.x;\n",
"    r[1] = v.y;\n",
"    r[2] = v.z;\n",
"    r[3] = v.w;\n",
"#if KTV_F == 3 /* one block of 32 */\n",
"    r[4] = ktv_ldg(sw + s * KT_LANES + l);\n",
"#elif KTV_F == 4 /* two blocks of 16 */\n",
"    r[4] = ktv_ldg((const kt_u16 *)(sw + 2 * (s * KT_LANES + l)));\n",
"#elif !KTV_ROW8 /* half a block of 32 */\n",
"    r[4] = ktv_ldg(sw + (s * KT_LANES + l) / 2);\n",
"#endif\n",
"}\n",
"\n",
"/* The lane's codes of one row as exact pairs of x's type, block scales\n",
"   applied: product j takes p[2j] (a0 / a1) and p[2j + 1] (a2 / a3). */\n",
"KT_DEV void ktr_decode(const kt_u32 *r, kt_u32 *p) {\n",
"#if KTV_F == 3 || KTV_F == 4\n",
"    kt_u32 sc[2];\n",
"#if KTV_F == 3\n",
"    sc[0] = sc[1] = (__float_as_uint(ktv_e8m0(r[4] & 255u)) >> 16) * 0x10001u; /* bf16 of 2^(e - 127): exact */\n",
"#else\n",
"#pragma unroll\n",
"    for (int b = 0; b < 2; b++) {\n",
"        const kt_u32 c = (r[4] >> (8 * b)) & 255u;\n",
"        const float f = __uint_as_float(((c & 0x80u) << 24) | ((c & 0x7Fu) << 20)) * __uint_as_float(0x7B800000u);\n",
"        sc[b] = ktv_pack(f, f); /* E4M3 values are exact in bf16 and f16 */\n",
"    }\n",
"#endif\n",
"#pragma unroll\n",
"    for (int w = 0; w < 4; w++) {\n",
"        kt_u32 q[4]; /* (nibble i, nibble i + 4): elements 8w + i, 8w + i + 4 */\n",
"        ktv_codes4(r[w], q);\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) p[4 * w + i] = ktv_fma2(q[i], sc[KTV_F == 4 ? w >> 1 : 0], KTV_NZERO);\n",
"    }\n",
"#else\n",
"#pragma unroll\n",
"    for (int j = 0; j < 4; j++) ktv_codes8(r[j], p[2 * j], p[2 * j + 1]);\n",
"#if !KTV_ROW8\n",
"    const float f = KTV_F == 9 ? ktv_e8m0(r[4] & 255u) * 0.015625f : ktv_e8m0(r[4] & 255u);\n",
"    const kt_u32 sc = (__float_as_uint(f) >> 16) * 0x10001u; /* a power of two from 2^-133: exact in bf16 */\n",
"#pragma unroll\n",
"    for (int q = 0; q < 8; q++) p[q] = ktv_fma2(p[q], sc, KTV_NZERO);\n",
"#endif\n",
"#endif\n",
"}\n",
"\n",
"/* x row m at the lane's elements of a step (from element e) as the pairs of ktr_decode. */\n",
"KT_DEV void ktr_xpairs(const kt_gemv_args &a, kt_i64 m, kt_i64 e, bool ok, kt_u32 *xb) {\n",
"    kt_u32 v[KTR_E / 2];\n",
"    if (ok) {\n",
"        const uint4 *row = (const uint4 *)((const kt_u16 *)a.x + m * a.ldx + e);\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTR_E / 8; q++) {\n",
"            const uint4 u = __ldg(row + q);\n",
"            v[4 * q] = u.x;\n",
"            v[4 * q + 1] = u.y;\n",
"            v[4 * q + 2] = u.z;\n",
"            v[4 * q + 3] = u.w;\n",
"        }\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTR_E / 2; q++) v[q] = 0u;\n",
"    }\n",
"#pragma unroll\n",
"    for (int j = 0; j < KTR_P; j++) {\n",
"#if KTR_E == 32\n",
"        /* product 2w + h of code word w: elements 8w + 2h + {0, 4} and + {1, 5}, as ktv_codes4 pairs them */\n",
"        const kt_u32 lo = v[4 * (j >> 1) + (j & 1)], hi = v[4 * (j >> 1) + 2 + (j & 1)];\n",
"        xb[2 * j] = kt_prmt(lo, hi, 0x5410u);\n",
"        xb[2 * j + 1] = kt_prmt(lo, hi, 0x7632u);\n",
"#else\n",
"        xb[2 * j] = kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);\n",
"        xb[2 * j + 1] = kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);\n",
"#endif\n",
"    }\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_rows(const kt_gemv_args a) {\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int g = lane >> 2, t = lane & 3;\n",
"    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTR_RP);\n",
"    const kt_i64 ns = (a.K + KTR_SE - 1) / KTR_SE, ngr = (ns + KTR_U - 1) / KTR_U;\n",
"    float acc[KTR_RP][KTR_MX][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTR_MX; m++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) acc[i][m][c] = 0.0f;\n",
"    /* the warp's rows: past N, the last row (read, never stored) */\n",
"    const kt_u8 *wr[KTR_RP][2], *sr[KTR_RP][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) {\n",
"            const kt_i64 n = n0 + 2 * i + rr < a.N ? n0 + 2 * i + rr : a.N - 1;\n",
"            wr[i][rr] = (const kt_u8 *)a.w + n * a.ldw;\n",
"            sr[i][rr] = (const kt_u8 *)a.sw + (KTV_ROW8 ? 0 : n * a.w_nb);\n",
"        }\n",
"    kt_u32 raw[KTR_U][KTR_RP][2][KTR_W], nxt[KTR_U][KTR_RP][2][KTR_W];\n",
"    /* steps past K read the row's first piece instead (never used) */\n",
"    auto load_group = [&](kt_i64 gi) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTR_U; u++) {\n",
"            const kt_i64 s = gi * KTR_U + u;\n",
"            const bool ok = s * KTR_SE + KTR_E * lane < a.K;\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) ktr_load(wr[i][rr], sr[i][rr], ok ? s : 0, ok ? lane : 0, nxt[u][i][rr]);\n",
"        }\n",
"    };\n",
"    load_group(0);\n",
"    for (kt_i64 gi = 0; gi < ngr; gi++) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTR_U; u++)\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++)\n",
"#pragma unroll\n",
"                    for (int w = 0; w < KTR_W; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];\n",
"        if (gi + 1 < ngr) load_group(gi + 1);\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTR_U; u++) {\n",
"            const kt_i64 s = gi * KTR_U + u, e = s * KTR_SE + KTR_E * lane;\n",
"            const bool ok = e < a.K;\n",
"            if (s >= ns) break; /* the same for the whole warp */\n",
"            kt_u32 p[KTR_RP][2][2 * KTR_P];\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) {\n",
"                    ktr_decode(raw[u][i][rr], p[i][rr]);\n",
"                    if (!ok)\n",
"#pragma unroll\n",
"                        for (int q = 0; q < 2 * KTR_P; q++) p[i][rr][q] = 0u;\n",
"                }\n",
"#pragma unroll\n",
"            for (int m = 0; m < KTR_MX; m++) {\n",
"                if (m >= a.M) break; /* the same for the whole warp */\n",
"                kt_u32 xb[2 * KTR_P];\n",
"                ktr_xpairs(a, m, e, ok, xb);\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"                    for (int j = 0; j < KTR_P; j++) {\n",
"                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};\n",
"                        ktv_mma(acc[i][m], af, xb[2 * j], xb[2 * j + 1]);\n",
"                    }\n",
"            }\n",
"        }\n",
"    }\n",
"    const bool diag = t == (g >> 1);\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTR_RP; i++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTR_MX; m++) {\n",
"            if (m >= a.M) break;\n",
"            float v0, v1;\n",
"            ktv_diag_sums(acc[i][m], diag, g, v0, v1);\n",
"            const kt_i64 n = n0 + 2 * i + lane;\n",
"            if (lane < 2 && n < a.N) {\n",
"                float s = lane ? v1 : v0;\n",
"#if KTV_ROW8\n",
"                s *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#elif KTV_F == 4\n",
"                s *= a.tscale;\n",
"#endif\n",
"                ktv_store(a, m, n, s);\n",
"            }\n",
"        }\n",
"}\n",
"#undef KTR_MX\n",
"#undef KTR_RP\n",
"#undef KTR_U\n",
"#undef KTR_E\n",
"#undef KTR_P\n",
"#undef KTR_SE\n",
"#undef KTR_W\n",
"#endif\n",
"\n",
"#if KT_D == 8\n",
"/* Launch shape 8 (kt_gemv_diag, M <= KTD_MX): shape 5's diagonal on the\n",
"   chunks of the other shapes, for every format. Each warp takes KT_MT\n",
"   pairs of whole rows; at a step the 8 quads take 8 consecutive chunks of\n",
"   the pair (quad g chunk 8s + g, its lanes as in kt_gemv), so a load\n",
"   instruction reads 8 chunks of one row (int8 / fp8: 512 contiguous\n",
"   bytes); A rows g and g + 8 are the two rows, B column g x at quad g's\n",
"   chunk, and D[g][g], D[g + 8][g] are the rows' sums over that chunk, so\n",
"   block scales multiply them as in kt_gemv (each in lane (g, g / 2)). */\n",
"#define KTD_MX 4\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_diag(const kt_gemv_args a) {\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int g = lane >> 2, t = lane & 3;\n",
"    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTV_NT);\n",
"    const kt_i64 C = 4 * KTV_E, nch = (a.K + C - 1) / C, ns = (nch + 7) / 8, ngr = (ns + KTV_U - 1) / KTV_U;\n",
"    float acc[KTV_NT][KTD_MX][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTD_MX; m++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) acc[i][m][c] = 0.0f;\n",
"    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + 2 * i + rr, wr[i][rr], sr[i][rr]);\n",
"    kt_u32 raw[KTV_U][KTV_NT][2][KTV_RW], nxt[KTV_U][KTV_NT][2][KTV_RW];\n",
"    /* chunks past K (and a lane's run past K) read the row's first chunk instead (never used) */\n",
"    auto load_group = [&](kt_i64 gi) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++) {\n",
"            const kt_i64 kc = (gi * KTV_U + u) * 8 + g;\n",
"            const bool ok = kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K);\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) ktv_load(wr[i][rr], sr[i][rr], ok ? kc : 0, t, nxt[u][i][rr]);\n",
"        }\n",
"    };\n",
"    load_group(0);\n",
"    for (kt_i64 gi = 0; gi < ngr; gi++) {\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++)\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++)\n",
"#pragma unroll\n",
"                    for (int w = 0; w < KTV_RW; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];\n",
"        if (gi + 1 < ngr) load_group(gi + 1);\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++) {\n",
"            const kt_i64 st = gi * KTV_U + u, kc = st * 8 + g, k = kc * C;\n",
"            const bool ok = kc < nch && (!KTV_ROW8 || k + 16 * t < a.K);\n",
"            if (st >= ns) break; /* the same for the whole warp */\n",
"            kt_u32 p[KTV_NT][2][2 * KTV_P];\n",
"            float s[KTV_NT][2][KTV_SEG];\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) {\n",
"                    if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, raw[u][i][rr], p[i][rr], s[i][rr]);\n",
"                    else {\n",
"#pragma unroll\n",
"                        for (int q = 0; q < 2 * KTV_P; q++) p[i][rr][q] = 0u;\n",
"#pragma unroll\n",
"                        for (int q = 0; q < KTV_SEG; q++) s[i][rr][q] = 0.0f;\n",
"                    }\n",
"                }\n",
"#pragma unroll\n",
"            for (int m = 0; m < KTD_MX; m++) {\n",
"                if (m >= a.M) break; /* the same for the whole warp */\n",
"                kt_u32 xb[2 * KTV_P];\n",
"                ktv_xpairs(a, m, k, t, ok, xb);\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTV_NT; i++) {\n",
"#if KTV_ROW8\n",
"#pragma unroll\n",
"                    for (int j = 0; j < KTV_P; j++) {\n",
"                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};\n",
"                        ktv_mma(acc[i][m], af, xb[2 * j], xb[2 * j + 1]);\n",
"                    }\n",
"#else\n",
"#pragma unroll\n",
"                    for (int sg = 0; sg < KTV_SEG; sg++) {\n",
"                        float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"#pragma unroll\n",
"                        for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {\n",
"                            const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};\n",
"                            ktv_mma(c, af, xb[2 * j], xb[2 * j + 1]);\n",
"                        }\n",
"                        acc[i][m][0] += s[i][0][sg] * c[0];\n",
"                        acc[i][m][1] += s[i][0][sg] * c[1];\n",
"                        acc[i][m][2] += s[i][1][sg] * c[2];\n",
"                        acc[i][m][3] += s[i][1][sg] * c[3];\n",
"                    }\n",
"#endif\n",
"                }\n",
"            }\n",
"        }\n",
"    }\n",
"    const bool diag = t == (g >> 1);\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int m = 0; m < KTD_MX; m++) {\n",
"            if (m >= a.M) break;\n",
"            float v0, v1;\n",
"            ktv_diag_sums(acc[i][m], diag, g, v0, v1);\n",
"            const kt_i64 n = n0 + 2 * i + lane;\n",
"            if (lane < 2 && n < a.N) {\n",
"                float v = lane ? v1 : v0;\n",
"#if KTV_ROW8\n",
"                if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#endif\n",
"                ktv_store(a, m, n, v);\n",
"            }\n",
"        }\n",
"}\n",
"#undef KTD_MX\n",
"#endif\n",
"\n",
"#if KT_D >= 9 && KT_D <= 13\n",
"/* Launch shapes 9-11 (kt_gemv_diag, M = 1): shape 8's products (a warp on\n",
"   KT_MT pairs of whole rows, quad g of step u on chunk 8u + g of a group of\n",
"   KT_STAGES steps, the next group's loads issued before the current one's\n",
"   math), with the addressing done once: a lane's x at constant offsets from\n",
"   its place in a group, and a group wholly inside K runs without the checks\n",
"   of the last one. Shape 10 has groups of twice the steps, shape 11 two\n",
"   pairs of rows a warp (KT_MT 2).\n",
"   Shapes 12 and 13 (sm_90a, kind 17) bring each warp's groups into a ring\n",
"   of KT_BN slots in shared memory with 1-D bulk copies (cp.async.bulk, one\n",
"   a row and group for the codes and one for the separate block scales,\n",
"   issued by lane 0 and counted on the slot's mbarrier), so the bytes in\n",
"   flight cost neither registers nor per-lane load instructions: at group gi\n",
"   the lanes wait for its slot, read their words from it (the same words,\n",
"   offsets and decode as shape 9), meet at a warp barrier, and lane 0 refills\n",
"   the slot with group gi + KT_BN before the products; KT_BN groups stay in\n",
"   flight. Rows and their block scales start at 16-byte boundaries there (the\n",
"   host's condition), so a row's slot keeps every byte's place modulo 16 and\n",
"   a group past the row's end copies up to the next 16-byte boundary, still\n",
"   inside the row's stride. The spec table sets a group's steps (KT_STAGES)\n",
"   and the slots (KT_BN): shape 12 twice shape 9's steps in 3 slots (where\n",
"   the static shared memory does not hold them, shape 9's in 4), 13 twice\n",
"   the steps in 2. */\n",
"#define KTD_SCH (8 * KTV_U)                                                /* chunks of a row a group */\n",
"#define KTD_BULK (KT_D >= 12)\n",
"#if KTD_BULK\n",
"#define KTD_RING KT_BN                          /* slots a warp */\n",
"#define KTD_CB (KTD_SCH * KTV_RB)               /* a row's code bytes a group */\n",
"#define KTD_SBB (KTD_SCH * KTV_SB)              /* its block-scale bytes a group (0: none apart from the codes) */\n",
"#define KTD_ROWB (KTD_CB + KTD_SBB)             /* a row's part of a slot */\n",
"#define KTD_STB (2 * KTV_NT * KTD_ROWB)         /* a slot */\n",
"static_assert(KTD_CB % 16 == 0 && KTD_SBB % 16 == 0, \"bulk copies move multiples of 16 bytes\");\n",
"#endif\n",
"/* mxfp6, q8_0 and q4_0: a lane's bytes of a chunk lie at the same place\n",
"   modulo 4 in every chunk of its quad in a row (chunks 8 apart are a\n",
"   multiple of 4 bytes apart, as are W's groups), so the aligned word below\n",
"   them and the byte selector that aligns them are found once a row\n",
"   (ktd_lane) and each step reads aligned words at constant offsets\n",
"   (ktd_words, ktd_codes). */\n",
"#define KTD_ALIGNED (KTV_F == 7 || KTV_F == 8 || KTV_F == 10 || KTV_F == 11)\n",
"#define KTD_W (KTD_ALIGNED ? (KTV_F == 10 ? 4 : 3) : KTV_RW) /* words a lane holds a row and step */\n",
"#if KTD_ALIGNED\n",
"/* the lane's first code byte of chunk g at a chunk start w (ggml: past the block's scale) */\n",
"#define KTD_LB (KTV_F == 10 ? 34 * g + 2 + 8 * t : KTV_F == 11 ? 18 * g + 2 + 4 * t : 24 * g + 6 * t)\n",
"/* la: the aligned word at or below the lane's first byte; sel: the kt_prmt\n",
"   selector taking 4 bytes from there (codes start at even bytes: the word's\n",
"   first or third byte), sh the same as a shift */\n",
"KT_DEV void ktd_lane(const kt_u8 *w, int g, int t, const kt_u32 *&la, kt_u32 &sel, int &sh) {\n",
"    const int o = (int)(((kt_u64)w + KTD_LB) & 3u);\n",
"    la = (const kt_u32 *)(w + KTD_LB - o);\n",
"    sel = o ? 0x5432u : 0x3210u;\n",
"    sh = 8 * o;\n",
"}\n",
"#undef KTD_LB\n",
"/* The lane's words of step u (chunks 8u + g from the group's start at\n",
"   la's chunk 0): codes, then the scale (ggml: the f16 before the block's\n",
"   codes, from w; mxfp6: the E8M0 byte, from sw). The words past the\n",
"   lane's bytes are read only where the bytes reach them. */\n",
"KT_DEV void ktd_words(const kt_u32 *la, int sh, const kt_u8 *w, const kt_u8 *sw, int u, int g, kt_u32 *r) {\n",
"    const kt_u32 *q = la + u * 2 * KTV_RB; /* 8 chunks a step */\n",
"    (void)sw;\n",
"    r[0] = ktv_ldg(q);\n",
"#if KTV_F == 11\n",
"    r[1] = sh ? ktv_ldg(q + 1) : 0u;\n",
"    r[2] = ktv_ldg((const kt_u16 *)(w + 18 * (8 * u + g)));\n",
"#elif KTV_F == 10\n",
"    r[1] = ktv_ldg(q + 1);\n",
"    r[2] = sh ? ktv_ldg(q + 2) : 0u;\n",
"    r[3] = ktv_ldg((const kt_u16 *)(w + 34 * (8 * u + g)));\n",
"#else\n",
"    (void)sh;\n",
"    (void)w;\n",
"    r[1] = ktv_ldg(q + 1);\n",
"    r[2] = ktv_ldg(sw + 8 * u + g);\n",
"#endif\n",
"}\n",
"#if KTV_F == 7 || KTV_F == 8\n",
"/* The fp6 codes at bit P of each half of w as a pair of x's type: the 5\n",
"   magnitude bits to bit T (the mantissa aligned with x's), the sign to bit\n",
"   15, then the multiply by 2^(bias difference) of ktv_f6x2 */\n",
"#define KTD_F6T (KTV_F == 7 ? (KT_DTYPE == 1 ? 4 : 7) : (KT_DTYPE == 1 ? 5 : 8))\n",
"#define KTD_F6MUL (KTV_F == 7 ? (KT_DTYPE == 1 ? 0x7E807E80u : 0x74007400u) : (KT_DTYPE == 1 ? 0x7D807D80u : 0x6C006C00u))\n",
"template <int S> KT_DEV kt_u32 ktd_shl(kt_u32 v) { return S >= 0 ? v << (S >= 0 ? S : 0) : v >> (S < 0 ? -S : 0); } /* v << S, S < 0 a right shift */\n",
"template <int P> KT_DEV kt_u32 ktd_f6(kt_u32 w) {\n",
"    return ktv_fma2((ktd_shl<KTD_F6T - P>(w) & (31u << KTD_F6T) * 0x10001u) | (ktd_shl<10 - P>(w) & 0x80008000u), KTD_F6MUL, KTV_NZERO);\n",
"}\n",
"#undef KTD_F6T\n",
"#undef KTD_F6MUL\n",
"#endif\n",
"/* Those words as ktv_decode's pairs and scale (fp6: as ktd_xpairs6 pairs x). */\n",
"KT_DEV void ktd_codes(const kt_u32 *r, kt_u32 sel, int sh, kt_u32 *p, float *s) {\n",
"    (void)sh;\n",
"#if KTV_F == 11\n",
"    kt_u32 c[4];\n",
"    ktv_codes4(kt_prmt(r[0], r[1], sel), c);\n",
"    p[0] = c[0]; /* low nibbles: elements 4t.. */\n",
"    p[1] = c[2];\n",
"    p[2] = c[1]; /* high nibbles: 16 + 4t.. */\n",
"    p[3] = c[3];\n",
"    s[0] = kt_h_to_f32((kt_u16)r[2]);\n",
"#elif KTV_F == 10\n",
"    ktv_codes8(kt_prmt(r[0], r[1], sel), p[0], p[1]);\n",
"    ktv_codes8(kt_prmt(r[1], r[2], sel), p[2], p[3]);\n",
"    s[0] = kt_h_to_f32((kt_u16)r[3]);\n",
"#else\n",
"    /* fp6: codes c and c + 4 (bytes 0-2 and 3-5 of the lane's 6) as one\n",
"       pair, in the order of ktd_xpairs6: w0 holds bytes 0-1 and 3-4 (codes\n",
"       0 / 4 at bit 0 of each half, 1 / 5 at 6), w2 bytes 1-2 and 4-5 (2 / 6\n",
"       at 4, 3 / 7 at 10), each one permute from the aligned words */\n",
"    (void)sel;\n",
"    const kt_u32 w0 = kt_prmt(r[0], r[1], sh ? 0x6532u : 0x4310u), w2 = kt_prmt(r[0], r[1], sh ? 0x7643u : 0x5421u);\n",
"    p[0] = ktd_f6<0>(w0);\n",
"    p[1] = ktd_f6<6>(w0);\n",
"    p[2] = ktd_f6<4>(w2);\n",
"    p[3] = ktd_f6<10>(w2);\n",
"    s[0] = ktv_e8m0(r[2]);\n",
"#endif\n",
"}\n",
"#if KTV_F == 7 || KTV_F == 8\n",
"/* The lane's x elements 0-7 from p as the pairs of ktd_codes' fp6 order:\n",
"   (0, 4), (1, 5), (2, 6), (3, 7); zeros where !ok. */\n",
"KT_DEV void ktd_xpairs6(const kt_u16 *p, bool ok, kt_u32 *xb) {\n",
"    kt_u32 v[4] = {0u, 0u, 0u, 0u};\n",
"    if (ok) {\n",
"        const uint4 u = __ldg((const uint4 *)p);\n",
"        v[0] = u.x;\n",
"        v[1] = u.y;\n",
"        v[2] = u.z;\n",
"        v[3] = u.w;\n",
"    }\n",
"    xb[0] = kt_prmt(v[0], v[2], 0x5410u);\n",
"    xb[1] = kt_prmt(v[0], v[2], 0x7632u);\n",
"    xb[2] = kt_prmt(v[1], v[3], 0x5410u);\n",
"    xb[3] = kt_prmt(v[1], v[3], 0x7632u);\n",
"}\n",
"#endif\n",
"#endif\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_diag(const kt_gemv_args a) {\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int g = lane >> 2, t = lane & 3;\n",
"    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTV_NT);\n",
"    const kt_i64 C = 4 * KTV_E, nch = (a.K + C - 1) / C, ngr = (nch + KTD_SCH - 1) / KTD_SCH;\n",
"    float acc[KTV_NT][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int c = 0; c < 4; c++) acc[i][c] = 0.0f;\n",
"    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + 2 * i + rr, wr[i][rr], sr[i][rr]);\n",
"#if KTD_BULK\n",
"    kt_u32 raw[KTV_U][KTV_NT][2][KTD_W];\n",
"    /* the warp's ring and its slots' mbarriers */\n",
"    __shared__ uint4 ring_v[KTV_WARPS * KTD_RING * KTD_STB / 16];\n",
"    __shared__ kt_u64 bar_v[KTV_WARPS * KTD_RING];\n",
"    const kt_u8 *const ring = (const kt_u8 *)ring_v + warp * (KTD_RING * KTD_STB);\n",
"    const kt_u32 ring_s = kt_smem_addr(ring), bar_s = kt_smem_addr(bar_v + warp * KTD_RING);\n",
"    const kt_i64 rcb = KTV_ROW8 ? a.K : nch * KTV_RB, rsb = nch * KTV_SB; /* a row's code and block-scale bytes */\n",
"    (void)rsb;\n",
"    /* lane 0: group gi of the warp's rows into slot gi % KTD_RING; the\n",
"       last group up to the 16-byte boundary at or past the row's end */\n",
"    auto issue = [&](kt_i64 gi) {\n",
"        if (gi >= ngr) return;\n",
"        const int slot = (int)(gi % KTD_RING);\n",
"        const kt_i64 c0 = gi * KTD_SCH;\n",
"        const kt_u32 cb = rcb - c0 * KTV_RB >= KTD_CB ? (kt_u32)KTD_CB : (kt_u32)((rcb - c0 * KTV_RB + 15) & ~(kt_i64)15);\n",
"#if KTD_SBB\n",
"        const kt_u32 sb = rsb - c0 * KTV_SB >= KTD_SBB ? (kt_u32)KTD_SBB : (kt_u32)((rsb - c0 * KTV_SB + 15) & ~(kt_i64)15);\n",
"#else\n",
"        const kt_u32 sb = 0;\n",
"#endif\n",
"        const kt_u32 bar = bar_s + 8 * slot;\n",
"        kt_mbar_expect(bar, 2 * KTV_NT * (cb + sb));\n",
"#pragma unroll\n",
"        for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"            for (int rr = 0; rr < 2; rr++) {\n",
"                const kt_u32 d = ring_s + slot * KTD_STB + (2 * i + rr) * KTD_ROWB;\n",
"                kt_bulk_load(d, wr[i][rr] + c0 * KTV_RB, cb, bar);\n",
"#if KTD_SBB\n",
"                kt_bulk_load(d + KTD_CB, sr[i][rr] + c0 * KTV_SB, sb, bar);\n",
"#endif\n",
"            }\n",
"    };\n",
"    if (lane == 0) {\n",
"        for (int q = 0; q < KTD_RING; q++) kt_mbar_init(bar_s + 8 * q, 1);\n",
"        kt_fence_mbar_init();\n",
"    }\n",
"    kt_syncwarp();\n",
"    if (lane == 0)\n",
"        for (int q = 0; q < KTD_RING; q++) issue(q);\n",
"#if KTD_ALIGNED\n",
"    /* every row's slot starts at a 16-byte boundary, as the row does: the\n",
"       lane's first word and its selector are the same in each */\n",
"    const kt_u32 *la0;\n",
"    kt_u32 sel[KTV_NT][2];\n",
"    int sh[KTV_NT][2];\n",
"    ktd_lane(ring, g, t, la0, sel[0][0], sh[0][0]);\n",
"    const int lw = (int)((const kt_u8 *)la0 - ring);\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) {\n",
"            sel[i][rr] = sel[0][0];\n",
"            sh[i][rr] = sh[0][0];\n",
"        }\n",
"#endif\n",
"#else\n",
"    /* group gi's words into nxt, the next group's loads issued before the current one's math */\n",
"    kt_u32 raw[KTV_U][KTV_NT][2][KTD_W], nxt[KTV_U][KTV_NT][2][KTD_W];\n",
"#if KTD_ALIGNED\n",
"    const kt_u32 *la[KTV_NT][2];\n",
"    kt_u32 sel[KTV_NT][2];\n",
"    int sh[KTV_NT][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) ktd_lane(wr[i][rr], g, t, la[i][rr], sel[i][rr], sh[i][rr]);\n",
"#endif\n",
"    /* chunks past K (and a lane's run past K) read the row's first chunk instead (never used) */\n",
"    auto load_group = [&](kt_i64 gi) {\n",
"        const kt_i64 c0 = gi * KTD_SCH;\n",
"        const bool full = c0 + KTD_SCH <= nch && (!KTV_ROW8 || (c0 + KTD_SCH) * C <= a.K);\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++) {\n",
"            const kt_i64 kc = c0 + 8 * u + g;\n",
"            const bool ok = full || (kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K));\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) {\n",
"#if KTD_ALIGNED\n",
"                    /* (not ok: the row's first bytes, from the aligned word at or below its start) */\n",
"                    ktd_words(ok ? la[i][rr] + c0 * KTV_RB / 4 : (const kt_u32 *)((kt_u64)wr[i][rr] & ~(kt_u64)3), sh[i][rr], wr[i][rr] + (ok ? c0 * KTV_RB : 0),\n",
"                              sr[i][rr] + (ok ? c0 : 0), ok ? u : 0, ok ? g : 0, nxt[u][i][rr]);\n",
"#else\n",
"                    ktv_load(wr[i][rr], sr[i][rr], ok ? kc : 0, t, nxt[u][i][rr]);\n",
"#endif\n",
"                }\n",
"        }\n",
"    };\n",
"    load_group(0);\n",
"#endif\n",
"    /* the lane's x elements of chunk g of a group's first step (ktv_xpairs' order) */\n",
"    const kt_u16 *const xl = (const kt_u16 *)a.x + g * C + (KTV_F == 4 || KTV_F == 11 ? 4 * t : KTV_E * t);\n",
"    for (kt_i64 gi = 0; gi < ngr; gi++) {\n",
"        const kt_i64 c0 = gi * KTD_SCH;\n",
"#if KTD_BULK\n",
"        {\n",
"            /* the group's slot landed: the lane's words into registers (past\n",
"               the row's end: stale bytes, never used), then the slot refilled */\n",
"            const int slot = (int)(gi % KTD_RING);\n",
"            const kt_u8 *const sl = ring + slot * KTD_STB;\n",
"            kt_mbar_wait(bar_s + 8 * slot, (kt_u32)(gi / KTD_RING) & 1u);\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTV_U; u++)\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                    for (int rr = 0; rr < 2; rr++) {\n",
"                        const kt_u8 *const rw = sl + (2 * i + rr) * KTD_ROWB;\n",
"#if KTD_ALIGNED\n",
"                        ktd_words((const kt_u32 *)(rw + lw), sh[i][rr], rw, rw + KTD_CB, u, g, raw[u][i][rr]);\n",
"#else\n",
"                        ktv_load(rw, rw + KTD_CB, 8 * u + g, t, raw[u][i][rr]);\n",
"#endif\n",
"                    }\n",
"            kt_syncwarp(); /* every lane has read the slot */\n",
"            if (lane == 0) {\n",
"                kt_fence_async_smem(); /* those reads before the copy's writes */\n",
"                issue(gi + KTD_RING);\n",
"            }\n",
"        }\n",
"#else\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTV_U; u++)\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++)\n",
"#pragma unroll\n",
"                    for (int w = 0; w < KTD_W; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];\n",
"        if (gi + 1 < ngr) load_group(gi + 1);\n",
"#endif\n",
"        const kt_u16 *const xs = xl + c0 * C;\n",
"        /* step u: quad g on chunk c0 + 8u + g; ok false for zeros (past K) */\n",
"        auto step = [&](int u, bool ok) {\n",
"            const kt_i64 k = (c0 + 8 * u + g) * C;\n",
"            kt_u32 p[KTV_NT][2][2 * KTV_P], xb[2 * KTV_P];\n",
"            float s[KTV_NT][2][KTV_SEG];\n",
"            (void)k;\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++)\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) {\n",
"                    if (ok) {\n",
"                        const kt_u32 *const w = raw[u][i][rr];\n",
"#if KTD_ALIGNED\n",
"                        ktd_codes(w, sel[i][rr], sh[i][rr], p[i][rr], s[i][rr]);\n",
"#else\n",
"                        ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, w, p[i][rr], s[i][rr]);\n",
"#endif\n",
"                    } else {\n",
"#pragma unroll\n",
"                        for (int q = 0; q < 2 * KTV_P; q++) p[i][rr][q] = 0u;\n",
"#pragma unroll\n",
"                        for (int q = 0; q < KTV_SEG; q++) s[i][rr][q] = 0.0f;\n",
"                    }\n",
"                }\n",
"#if KTV_F == 7 || KTV_F == 8\n",
"            ktd_xpairs6(xs + 8 * u * C, ok, xb);\n",
"#else\n",
"            ktv_xpairs_at(xs + 8 * u * C, ok, xb);\n",
"#endif\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTV_NT; i++) {\n",
"#if KTV_ROW8\n",
"#pragma unroll\n",
"                for (int j = 0; j < KTV_P; j++) {\n",
"                    const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};\n",
"                    ktv_mma(acc[i], af, xb[2 * j], xb[2 * j + 1]);\n",
"                }\n",
"#else\n",
"#pragma unroll\n",
"                for (int sg = 0; sg < KTV_SEG; sg++) {\n",
"                    float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"#pragma unroll\n",
"                    for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {\n",
"                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};\n",
"                        ktv_mma(c, af, xb[2 * j], xb[2 * j + 1]);\n",
"                    }\n",
"                    acc[i][0] += s[i][0][sg] * c[0];\n",
"                    acc[i][1] += s[i][0][sg] * c[1];\n",
"                    acc[i][2] += s[i][1][sg] * c[2];\n",
"                    acc[i][3] += s[i][1][sg] * c[3];\n",
"                }\n",
"#endif\n",
"            }\n",
"        };\n",
"        if ((c0 + KTD_SCH) * C <= a.K) { /* the whole group inside K (the same for the whole warp) */\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTV_U; u++) step(u, true);\n",
"        } else {\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTV_U; u++) {\n",
"                const kt_i64 kc = c0 + 8 * u + g;\n",
"                if (c0 + 8 * u >= nch) break; /* the same for the whole warp */\n",
"                step(u, kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K));\n",
"            }\n",
"        }\n",
"    }\n",
"    const bool diag = t == (g >> 1);\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTV_NT; i++) {\n",
"        float v0, v1;\n",
"        ktv_diag_sums(acc[i], diag, g, v0, v1);\n",
"        const kt_i64 n = n0 + 2 * i + lane;\n",
"        if (lane < 2 && n < a.N) {\n",
"            float v = lane ? v1 : v0;\n",
"#if KTV_ROW8\n",
"            if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#endif\n",
"            ktv_store(a, 0, n, v);\n",
"        }\n",
"    }\n",
"}\n",
"#undef KTD_W\n",
"#undef KTD_ALIGNED\n",
"#undef KTD_SCH\n",
"#undef KTD_BULK\n",
"#undef KTD_RING\n",
"#undef KTD_CB\n",
"#undef KTD_SBB\n",
"#undef KTD_ROWB\n",
"#undef KTD_STB\n",
"#endif\n",
"\n",
"#if KT_D == 14 || KT_D == 19 || KT_D == 21\n",
"/* Launch shapes 14, 19 and 21 (kt_gemv, kind 17, sm_90a; M <= 16): the\n",
"   block's KTV_WARPS warps each own KT_MT tiles of 16 W rows over the\n",
"   block's part of K, and the block streams its rows and the x rows\n",
"   together through a ring of KT_BN slots in shared memory: a slot is a\n",
"   stage of KT_STAGES chunks, x's 16 rows of the stage and every W row's\n",
"   codes and block scales, copied in 16-byte cp.async pieces (zeros past K,\n",
"   past a row's bytes and for x rows from a.M on); one __syncthreads a\n",
"   stage. So x is read from L2 once a block, not once a 16-row tile, its B\n",
"   fragments are loaded once a chunk and warp and used for all of the\n",
"   warp's tiles, and W's bytes in flight cost no registers. The products,\n",
"   decode and scales are kt_gemv's; each warp's sums are its rows' own (no\n",
"   exchange between warps). Rows and separate block scales start at\n",
"   16-byte boundaries, x rows too (the host's conditions); a stage's scales\n",
"   (8 bytes where a stage is 8 chunks of E8M0 blocks) come from the 16-byte\n",
"   window holding them. Row and x pitches in a slot are padded so a quarter\n",
"   warp's reads fall in distinct banks. Shape 14 spreads a stage's pieces\n",
"   over the threads with their addresses found at each stage and decodes as\n",
"   kt_gemv; 19 and 21 (KTX_FAST) give each thread the same pieces of every\n",
"   full stage at constant offsets from one pointer a stage (their addresses\n",
"   found once; a stage past K or a row's bytes goes to ktx_issue_part), no\n",
"   bounds a chunk, and read ggml codes at offsets known from the chunk in\n",
"   x's pair order (no run-time alignment); 19 in one block a multiprocessor,\n",
"   21 with 8 warps of 1 tile in two (the spec: warps, tiles a warp, stage,\n",
"   slots). */\n",
"#define KTX_NT KT_MT                         /* 16-row tiles a warp */\n",
"#define KTX_SCH KT_STAGES                    /* chunks a stage */\n",
"#define KTX_RING KT_BN                       /* slots */\n",
"#define KTX_C (4 * KTV_E)                    /* elements a chunk */\n",
"#define KTX_KS (KTX_SCH * KTX_C)             /* elements a stage */\n",
"#define KTX_PAD(b, r) ((b) + ((((r) - (b)) % 128) + 128) % 128) /* b raised to r modulo 128 */\n",
"/* an x row of a slot: bytes, padded so the rows a quarter warp reads start on other banks */\n",
"#define KTX_XP KTX_PAD(2 * KTX_KS, KTV_ROW8 ? 16 : KTV_F == 4 || KTV_F == 11 ? 32 : 64)\n",
"#define KTX_XB (16 * KTX_XP)                 /* x's part of a slot */\n",
"#define KTX_CB (KTX_SCH * KTV_RB)            /* a row's code bytes a stage */\n",
"#define KTX_SS (KTX_SCH * KTV_SB)            /* its block-scale bytes a stage */\n",
"#define KTX_SC ((KTX_SS + 15) / 16 * 16) /* the bytes copied for them */\n",
"/* a row's part of a slot, padded as x's */\n",
"#define KTX_ROWB KTX_PAD(KTX_CB + KTX_SC, KTV_ROW8 ? 64 : KTV_F == 3 || KTV_F == 4 || KTV_F == 11 ? 16 : KTV_F == 10 ? 48 : KTV_F == 7 || KTV_F == 8 ? 80 : 32)\n",
"#define KTX_BR (16 * KTX_NT * KTV_WARPS)     /* rows a block */\n",
"#define KTX_SLOT (KTX_XB + KTX_BR * KTX_ROWB)\n",
"#define KTX_FAST (KT_D >= 19)                /* each thread's pieces found once, full stages' copies apart from the last's, no per-chunk bounds */\n",
"#ifndef KT_DEV_NOINLINE\n",
"#define KT_DEV_NOINLINE __device__ __noinline__\n",
"#endif\n",
"#define KTX_PPR ((KTX_CB + KTX_SC) / 16)     /* 16-byte pieces a row and stage */\n",
"#define KTX_THR (KTV_WARPS * KT_LANES)       /* threads a block */\n",
"#define KTX_TPR (KTX_THR / KTX_BR)           /* threads copying a row */\n",
"#define KTX_PPT ((KTX_PPR + KTX_TPR - 1) / KTX_TPR) /* its pieces a thread */\n",
"#define KTX_XPT ((16 * KTX_KS / 8 + KTX_THR - 1) / KTX_THR) /* x pieces a thread */\n",
"static_assert(KTX_CB % 16 == 0 && KTX_XP % 16 == 0 && KTX_ROWB % 16 == 0, \"pieces of 16 bytes\");\n",
"static_assert(KTX_SS == 0 || KTX_SS % 16 == 0 || 16 % KTX_SS == 0, \"a stage's block scales fill or divide 16 bytes\");\n",
"static_assert(KTX_RING >= 2, \"a slot in flight while one is used\");\n",
"static_assert(!KTX_FAST || (KTX_THR % KTX_BR == 0 && KTX_TPR <= 4), \"one to four threads copy a row\");\n",
"\n",
"/* The lane's x elements of a chunk from p (in shared memory) as ktv_decode's pairs. */\n",
"KT_DEV void ktx_xpairs(const kt_u8 *p, kt_u32 *xb) {\n",
"    kt_u32 v[2 * KTV_P];\n",
"#if KTV_F == 4 || KTV_F == 11\n",
"#pragma unroll\n",
"    for (int j = 0; j < 2; j++) {\n",
"        const uint2 u = *(const uint2 *)(p + 32 * j);\n",
"        v[2 * j] = u.x;\n",
"        v[2 * j + 1] = u.y;\n",
"    }\n",
"#else\n",
"#pragma unroll\n",
"    for (int q = 0; q < KTV_E / 8; q++) {\n",
"        const uint4 u = *((const uint4 *)p + q);\n",
"        v[4 * q] = u.x;\n",
"        v[4 * q + 1] = u.y;\n",
"        v[4 * q + 2] = u.z;\n",
"        v[4 * q + 3] = u.w;\n",
"    }\n",
"#endif\n",
"#pragma unroll\n",
"    for (int j = 0; j < KTV_P; j++) {\n",
"        xb[2 * j] = KTV_NAT ? v[2 * j] : kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);\n",
"        xb[2 * j + 1] = KTV_NAT ? v[2 * j + 1] : kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);\n",
"    }\n",
"}\n",
"\n",
"#if KTX_FAST\n",
"/* A stage that reaches past the split's K or a row's bytes (launch shapes 19 and 21): x and W's rows in 16-byte\n",
"   cp.async pieces spread over the block's threads, zeros past K, past a row's bytes and for x rows from\n",
"   M on (shape 14's copies); not inlined, so that the full stages' copies stay a few instructions a piece */\n",
"KT_DEV_NOINLINE void ktx_issue_part(const kt_u16 *x, kt_i64 ldx, int M, const kt_u8 *w, kt_i64 ldw, const kt_u8 *sw, kt_i64 sbr,\n",
"                                    kt_i64 N, kt_u32 base, int tid, kt_i64 n0, kt_i64 c0, kt_i64 kend, kt_i64 rcb, kt_i64 rsb) {\n",
"    const kt_i64 k0 = c0 * KTX_C, s0 = c0 * KTV_SB & ~(kt_i64)15;\n",
"    (void)sw;\n",
"    (void)sbr;\n",
"    (void)s0;\n",
"    for (int q = tid; q < 16 * (KTX_KS / 8); q += KTX_THR) {\n",
"        const int m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));\n",
"        const kt_i64 left = m < M ? kend - (k0 + e) : 0;\n",
"        kt_cp_async16n(base + m * KTX_XP + 2 * e, left > 0 ? x + m * ldx + k0 + e : x, left >= 8 ? 16 : left > 0 ? 2 * (int)left : 0);\n",
"    }\n",
"    for (int q = tid; q < KTX_BR * KTX_PPR; q += KTX_THR) {\n",
"        const int row = q / KTX_PPR, j = q % KTX_PPR;\n",
"        const kt_i64 n = n0 + row < N ? n0 + row : N - 1;\n",
"        const kt_u8 *const cw = w + n * ldw, *const cs = sw + n * sbr;\n",
"        const bool code = j < KTX_CB / 16;\n",
"        const kt_i64 o = code ? c0 * KTV_RB + 16 * j : s0 + 16 * (j - KTX_CB / 16), left = (code ? rcb : rsb) - o;\n",
"        kt_cp_async16n(base + KTX_XB + row * KTX_ROWB + 16 * j, left > 0 ? (code ? cw : cs) + o : cw, left >= 16 ? 16 : left > 0 ? (int)left : 0);\n",
"    }\n",
"}\n",
"#endif\n",
"\n",
"#if KTX_FAST && (KTV_F == 10 || KTV_F == 11)\n",
"/* ggml chunk u of a row's slot (rw: the stage's first block, at a 16-byte\n",
"   boundary as in W): ktv_decode's pairs and scale, with the place of the\n",
"   lane's codes modulo 4 known from u (blocks of 18 or 34 bytes, the codes\n",
"   2 bytes in), so no run-time alignment */\n",
"KT_DEV void ktx_ggml(const kt_u8 *rw, int u, int t, kt_u32 *p, float *s) {\n",
"    const int o = KTV_RB * u + 2; /* the block's codes */\n",
"    const kt_u32 *w = (const kt_u32 *)(rw + (o & ~3) + (KTV_F == 10 ? 8 : 4) * t);\n",
"#if KTV_F == 11\n",
"    kt_u32 q[4];\n",
"    ktv_codes4(o & 3 ? kt_prmt(w[0], w[1], 0x5432u) : w[0], q);\n",
"    p[0] = q[0]; /* low nibbles: elements 4t.. */\n",
"    p[1] = q[2];\n",
"    p[2] = q[1]; /* high nibbles: 16 + 4t.. */\n",
"    p[3] = q[3];\n",
"#else\n",
"    ktv_codes8(o & 3 ? kt_prmt(w[0], w[1], 0x5432u) : w[0], p[0], p[1]);\n",
"    ktv_codes8(o & 3 ? kt_prmt(w[1], w[2], 0x5432u) : w[1], p[2], p[3]);\n",
"#endif\n",
"    s[0] = kt_h_to_f32(*(const kt_u16 *)(rw + KTV_RB * u));\n",
"}\n",
"#endif\n",
"\n",
"/* (shape 21: two blocks a multiprocessor, so at most 128 registers a thread) */\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_D == 21 ? 2 : 1) kt_gemv(const kt_gemv_args a) {\n",
"    extern __shared__ __align__(16) kt_u8 ktx_smem[];\n",
"    kt_u8 *const sm = ktx_smem;\n",
"    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;\n",
"    const int g = lane >> 2, t = lane & 3;\n",
"    const bool two = a.M > 8; /* x rows 8..15: a second product */\n",
"    const kt_i64 n0 = (kt_i64)blockIdx.x * KTX_BR, nw = n0 + warp * (16 * KTX_NT); /* the block's, the warp's first row */\n",
"    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;\n",
"    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;\n",
"    const kt_i64 nch = kend > kbeg ? (kend - kbeg + KTX_C - 1) / KTX_C : 0, nst = (nch + KTX_SCH - 1) / KTX_SCH;\n",
"    const kt_i64 kcb = kbeg / KTX_C;                                /* the split's first chunk (a multiple of a stage's) */\n",
"    const kt_i64 nchr = (a.K + KTX_C - 1) / KTX_C;                  /* chunks of a row */\n",
"    const kt_i64 rcb = KTV_ROW8 ? a.K : nchr * KTV_RB, rsb = nchr * KTV_SB; /* a row's code and block-scale bytes */\n",
"    const kt_u32 sm_s = kt_smem_addr(sm);\n",
"    (void)rsb;\n",
"#if KTX_FAST\n",
"    /* this thread's pieces, found once: x pieces q = tid, tid + KTX_THR\n",
"       (row q / (KTX_KS / 8), 8 elements at 8 (q % (KTX_KS / 8)) of a\n",
"       stage), the W row tid / KTX_TPR and its pieces from (tid % KTX_TPR)\n",
"       KTX_PPT on */\n",
"    const kt_u16 *xsrc[KTX_XPT]; /* rows from a.M on: row 0's (nothing read) */\n",
"    kt_u32 xdst[KTX_XPT];\n",
"    int xm[KTX_XPT], xn[KTX_XPT];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTX_XPT; i++) {\n",
"        const int q = tid + i * KTX_THR, m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));\n",
"        xm[i] = q < 16 * (KTX_KS / 8) ? m : 16; /* 16: no piece */\n",
"        xsrc[i] = (const kt_u16 *)a.x + (m < a.M ? m * a.ldx : 0) + e;\n",
"        xdst[i] = m * KTX_XP + 2 * e;\n",
"        xn[i] = m < a.M ? 16 : 0;\n",
"    }\n",
"    const int prow = tid / KTX_TPR, pj0 = (tid % KTX_TPR) * KTX_PPT;\n",
"    const kt_u8 *pw, *ps;\n",
"    ktv_row_ptrs(a, n0 + prow, pw, ps); /* rows past N: the last, never stored */\n",
"    (void)ps;\n",
"    const kt_u32 pdst = KTX_XB + prow * KTX_ROWB;\n",
"    /* stage st into slot st % KTX_RING: x in 16-byte cp.async pieces (zeros\n",
"       past the split's K and for rows from a.M on), W's rows (codes, then\n",
"       the window of their block scales) in pieces too (zeros past a row's\n",
"       bytes); one commit group a stage, empty past the last */\n",
"    auto issue = [&](kt_i64 st) {\n",
"        if (st < nst) {\n",
"            const int slot = (int)(st % KTX_RING);\n",
"            const kt_u32 base = sm_s + slot * KTX_SLOT;\n",
"            const kt_i64 c0 = kcb + st * KTX_SCH, k0 = c0 * KTX_C;\n",
"            const kt_i64 s0 = c0 * KTV_SB & ~(kt_i64)15; /* the block scales' window */\n",
"            const bool xfull = k0 + KTX_KS <= kend;      /* the same for the whole block */\n",
"            (void)s0;\n",
"            if (!xfull || c0 * KTV_RB + KTX_CB > rcb || (KTX_SC != 0 && s0 + KTX_SC > rsb)) {\n",
"                ktx_issue_part((const kt_u16 *)a.x, a.ldx, a.M, (const kt_u8 *)a.w, a.ldw, (const kt_u8 *)a.sw, a.w_nb * (KTV_ROW8 ? 4 : 1), a.N,\n",
"                               base, tid, n0, c0, kend, rcb, rsb);\n",
"            } else {\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTX_XPT; i++)\n",
"                    if (KTX_XPT * KTX_THR == 16 * (KTX_KS / 8) || xm[i] < 16) kt_cp_async16n(base + xdst[i], xsrc[i] + k0, xn[i]);\n",
"                const kt_u8 *const pc = pw + c0 * KTV_RB, *const pss = ps + s0;\n",
"                (void)pss;\n",
"#pragma unroll\n",
"                for (int j = 0; j < KTX_PPT; j++) {\n",
"                    const int pj = pj0 + j;\n",
"                    if (KTX_TPR > 1 && pj >= KTX_PPR) break;\n",
"                    kt_cp_async16n(base + pdst + 16 * pj, pj < KTX_CB / 16 ? pc + 16 * pj : pss + 16 * (pj - KTX_CB / 16), 16);\n",
"                }\n",
"            }\n",
"        }\n",
"        kt_cp_commit();\n",
"    };\n",
"#else\n",
"    /* stage st into slot st % KTX_RING: x and W's rows (codes, then the\n",
"       window of their block scales) in 16-byte cp.async pieces spread over\n",
"       the block's threads (zeros past the split's K, past a row's bytes and\n",
"       for x rows from a.M on); one commit group a stage, empty past the\n",
"       last */\n",
"    auto issue = [&](kt_i64 st) {\n",
"        if (st < nst) {\n",
"            const int slot = (int)(st % KTX_RING);\n",
"            const kt_u32 base = sm_s + slot * KTX_SLOT;\n",
"            const kt_i64 c0 = kcb + st * KTX_SCH, k0 = c0 * KTX_C;\n",
"            const kt_i64 s0 = c0 * KTV_SB & ~(kt_i64)15; /* the block scales' window */\n",
"            (void)s0;\n",
"            for (int q = tid; q < 16 * (KTX_KS / 8); q += KTV_WARPS * KT_LANES) {\n",
"                const int m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));\n",
"                const kt_i64 left = m < a.M ? kend - (k0 + e) : 0;\n",
"                kt_cp_async16n(base + m * KTX_XP + 2 * e, left > 0 ? (const kt_u16 *)a.x + m * a.ldx + k0 + e : (const kt_u16 *)a.x,\n",
"                               left >= 8 ? 16 : left > 0 ? 2 * (int)left : 0);\n",
"            }\n",
"            /* piece q: row q / KTX_PPR, its piece q % KTX_PPR (codes, then scales) */\n",
"            for (int q = tid; q < KTX_BR * KTX_PPR; q += KTV_WARPS * KT_LANES) {\n",
"                const int row = q / KTX_PPR, j = q % KTX_PPR;\n",
"                const kt_u8 *cw, *cs;\n",
"                ktv_row_ptrs(a, n0 + row, cw, cs);\n",
"                (void)cs;\n",
"                const bool code = j < KTX_CB / 16;\n",
"                const kt_i64 o = code ? c0 * KTV_RB + 16 * j : s0 + 16 * (j - KTX_CB / 16), left = (code ? rcb : rsb) - o;\n",
"                kt_cp_async16n(base + KTX_XB + row * KTX_ROWB + 16 * j, left > 0 ? (code ? cw : cs) + o : cw, left >= 16 ? 16 : left > 0 ? (int)left : 0);\n",
"            }\n",
"        }\n",
"        kt_cp_commit();\n",
"    };\n",
"#endif\n",
"    float acc[KTX_NT][2][4];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTX_NT; i++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) acc[i][h][c] = 0.0f;\n",
"    /* the lane's rows (global: ktv_decode's alignment and int8 / fp8 group scales) */\n",
"    const kt_u8 *wr[KTX_NT][2], *sr[KTX_NT][2];\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTX_NT; i++)\n",
"#pragma unroll\n",
"        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, nw + i * 16 + g + 8 * rr, wr[i][rr], sr[i][rr]);\n",
"#pragma unroll\n",
"    for (int q = 0; q < KTX_RING - 1; q++) issue(q);\n",
"    /* the lane's x elements of a chunk (kt_gemv's order) from an x row's start */\n",
"    const int xo = 2 * (KTV_F == 4 || KTV_F == 11 ? 4 * t : KTV_E * t);\n",
"    for (kt_i64 st = 0; st < nst; st++) {\n",
"        const int slot = (int)(st % KTX_RING);\n",
"        kt_cp_wait_group<KTX_RING - 2>(); /* this thread's pieces of stage st */\n",
"        __syncthreads(); /* every thread's pieces landed; every warp is past stage st - 1, whose slot is refilled next */\n",
"        issue(st + KTX_RING - 1);\n",
"        const kt_u8 *const sl = sm + slot * KTX_SLOT;\n",
"        const kt_i64 c0 = kcb + st * KTX_SCH;\n",
"        const int soff = (int)(c0 * KTV_SB & 15); /* the stage's scales in their window */\n",
"        (void)soff;\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTX_SCH; u++) { /* chunk u of the stage */\n",
"            const kt_i64 ci = st * KTX_SCH + u, k = kbeg + ci * KTX_C;\n",
"            /* (shapes 19 and 21: chunks past the split's end are zeros in the slot, x's and W's, and add\n",
"               nothing; int8 / fp8 group scales, read from W's, do not come here) */\n",
"            if (!KTX_FAST && ci >= nch) break; /* the same for the whole block */\n",
"            const bool ok = KTX_FAST || !KTV_ROW8 || k + 16 * t < kend;\n",
"            kt_u32 xb[2][2 * KTV_P];\n",
"            ktx_xpairs(sl + g * KTX_XP + 2 * u * KTX_C + xo, xb[0]);\n",
"            if (two) ktx_xpairs(sl + (g + 8) * KTX_XP + 2 * u * KTX_C + xo, xb[1]);\n",
"#pragma unroll\n",
"            for (int i = 0; i < KTX_NT; i++) {\n",
"                kt_u32 p[2][2 * KTV_P];\n",
"                float s[2][KTV_SEG];\n",
"#pragma unroll\n",
"                for (int rr = 0; rr < 2; rr++) {\n",
"                    const kt_u8 *const rw = sl + KTX_XB + (warp * (16 * KTX_NT) + i * 16 + g + 8 * rr) * KTX_ROWB;\n",
"#if KTX_FAST && (KTV_F == 10 || KTV_F == 11)\n",
"                    if (ok) ktx_ggml(rw, u, t, p[rr], s[rr]);\n",
"#else\n",
"                    kt_u32 r[KTV_RW];\n",
"                    ktv_load(rw, rw + KTX_CB + soff, u, t, r);\n",
"                    if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, r, p[rr], s[rr]);\n",
"#endif\n",
"                    else {\n",
"#pragma unroll\n",
"                        for (int q = 0; q < 2 * KTV_P; q++) p[rr][q] = 0u;\n",
"#pragma unroll\n",
"                        for (int q = 0; q < KTV_SEG; q++) s[rr][q] = 0.0f;\n",
"                    }\n",
"                }\n",
"#pragma unroll\n",
"                for (int h = 0; h < 2; h++) {\n",
"                    if (h == 1 && !two) continue; /* the same for the whole block */\n",
"#if KTV_ROW8\n",
"#pragma unroll\n",
"                    for (int j = 0; j < KTV_P; j++) {\n",
"                        const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};\n",
"                        ktv_mma(acc[i][h], af, xb[h][2 * j], xb[h][2 * j + 1]);\n",
"                    }\n",
"#else\n",
"#pragma unroll\n",
"                    for (int sg = 0; sg < KTV_SEG; sg++) {\n",
"                        float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"#pragma unroll\n",
"                        for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {\n",
"                            const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};\n",
"                            ktv_mma(c, af, xb[h][2 * j], xb[h][2 * j + 1]);\n",
"                        }\n",
"                        acc[i][h][0] += s[0][sg] * c[0];\n",
"                        acc[i][h][1] += s[0][sg] * c[1];\n",
"                        acc[i][h][2] += s[1][sg] * c[2];\n",
"                        acc[i][h][3] += s[1][sg] * c[3];\n",
"                    }\n",
"#endif\n",
"                }\n",
"            }\n",
"        }\n",
"    }\n",
"    /* acc[i][h][c]: W row g (c < 2) or g + 8 of tile i, x row 2t + (c & 1) + 8h */\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTX_NT; i++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++)\n",
"#pragma unroll\n",
"            for (int c = 0; c < 4; c++) {\n",
"                const kt_i64 n = nw + i * 16 + g + 8 * (c >> 1), m = 2 * t + (c & 1) + 8 * h;\n",
"                float v = acc[i][h][c];\n",
"                if (m >= a.M || n >= a.N) continue;\n",
"#if KTV_ROW8\n",
"                if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#endif\n",
"                if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = v;\n",
"                else ktv_store(a, m, n, v);\n",
"            }\n",
"}\n",
"#undef KTX_NT\n",
"#undef KTX_SCH\n",
"#undef KTX_RING\n",
"#undef KTX_C\n",
"#undef KTX_KS\n",
"#undef KTX_PAD\n",
"#undef KTX_XP\n",
"#undef KTX_XB\n",
"#undef KTX_CB\n",
"#undef KTX_SS\n",
"#undef KTX_SC\n",
"#undef KTX_ROWB\n",
"#undef KTX_BR\n",
"#undef KTX_SLOT\n",
"#undef KTX_PPR\n",
"#undef KTX_FAST\n",
"#undef KTX_THR\n",
"#undef KTX_TPR\n",
"#undef KTX_PPT\n",
"#undef KTX_XPT\n",
"#endif\n",
"\n",
"#if KT_D == 18\n",
"/* Launch shape 18 (kt_gemv_dot, M = 1): the products as packed 4 x 8-bit\n",
"   integer dot products (kt_dp4a). Every block first holds all of x in\n",
"   shared memory as three signed-byte terms a 32-element block: v =\n",
"   round(x 2^(21 - e)), e the exponent of the block's largest |x| (at least\n",
"   -105), written v = l + 256 m + 65536 h with l, m, h signed bytes; v is\n",
"   exact for an element within 2^14 of its block's largest (bf16; f16:\n",
"   2^11), else off by at most 2^-22 of the largest. A block with Inf or NaN\n",
"   in x takes f32 products of x read again. Then each warp streams KT_MT\n",
"   whole rows at a time (the grid's warps take row groups in turn, so a\n",
"   block computes the terms once for many rows): lane l takes unit l of\n",
"   each step of 32 units, a unit one block (16 bytes of e2m1 codes, 32 of\n",
"   int8 codes) or for q8_0 and q4_0 two blocks (36 or 68 bytes from a\n",
"   4-byte boundary); the next KT_STAGES steps' loads are issued before the\n",
"   current ones' math, across row groups. The codes become int8 lanes:\n",
"   q4_0's nibbles as unsigned bytes (its offset 8 taken once a block from\n",
"   the sums of the block's terms), e2m1 as 2 x value in -12..12 by two\n",
"   8-entry byte-permute tables and a sign select, int8 codes as they are;\n",
"   three dot products a word of 4 codes, exact in int32; a block's three\n",
"   sums meet in one f32 FMA, times 2^(e - 21), then its scale (E8M0 / 2,\n",
"   nvfp4's E4M3 / 2 per 16 elements, q8_0 / q4_0's f16, mxint8's E8M0 /\n",
"   64). The lanes' sums are added by a fixed butterfly; the tensor scale\n",
"   (nvfp4) and int8's row or tensor scale multiply the row's sum. */\n",
"#define KTQ_R KT_MT                                /* rows a warp streams at once */\n",
"#define KTQ_U KT_STAGES                            /* steps a group */\n",
"#define KTQ_PAIR (KTV_F == 10 || KTV_F == 11)      /* ggml blocks: two a unit (4-byte aligned) */\n",
"#define KTQ_NW (KTV_F == 11 ? 9 : KTV_F == 10 ? 17 : KTV_F == 3 || KTV_F == 4 ? 5 : KTV_F == 9 ? 9 : 8) /* words a unit */\n",
"#define KTQ_BU (KTQ_PAIR ? 2 : 1)                  /* blocks a unit */\n",
"static_assert(KTV_F == 0 || KTV_F == 3 || KTV_F == 4 || KTV_F == 9 || KTV_F == 10 || KTV_F == 11,\n",
"              \"shape 18 takes int8, mxfp4, nvfp4, mxint8, q8_0 and q4_0\");\n",
"/* block b's terms at uint4 ktq_xo(b) of the shared array: term p's words of\n",
"   elements 16 h + 4 j .. + 3 at 2 p + h (word j), then {2^(e - 21) (NaN:\n",
"   Inf or NaN in the block), -8 x the sums of terms 0, 1, 2}; ggml pairs\n",
"   one uint4 apart, so the 8 lanes of a 16-byte shared load hit distinct\n",
"   banks */\n",
"KT_DEV kt_i64 ktq_xo(kt_i64 b) { return b * 7 + (KTQ_PAIR ? b >> 1 : 0); }\n",
"#if KT_PRMT_SIGN\n",
"#define KTQ_SEL(v) (v) /* prmt reads the selector's low 16 bits */\n",
"#else\n",
"#define KTQ_SEL(v) ((v) & 0xFFFFu)\n",
"#endif\n",
"\n",
"/* x's terms for all of K (a.K % 32 == 0), by every thread of the block: 4 elements a thread, 8 threads a block */\n",
"KT_DEV void ktq_terms(const kt_gemv_args &a, uint4 *xq) {\n",
"    const kt_i64 K4 = a.K >> 2;\n",
"    const kt_u16 *const x = (const kt_u16 *)a.x;\n",
"    for (kt_i64 base = 0; base < K4; base += blockDim.x) { /* the same trips for every thread: the exchanges */\n",
"        const kt_i64 t = base + threadIdx.x;\n",
"        const bool ok = t < K4;\n",
"        float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};\n",
"        if (ok) {\n",
"            const uint2 h = *(const uint2 *)(x + 4 * t);\n",
"            const kt_u32 hv[4] = {h.x & 0xFFFFu, h.x >> 16, h.y & 0xFFFFu, h.y >> 16};\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j++) v[j] = KT_DTYPE == 1 ? __uint_as_float(hv[j] << 16) : kt_h_to_f32((kt_u16)hv[j]);\n",
"        }\n",
"        kt_u32 mx = 0u;\n",
"#pragma unroll\n",
"        for (int j = 0; j < 4; j++) mx = kt_max_u32(mx, __float_as_uint(v[j]) & 0x7FFFFFFFu);\n",
"        mx = kt_max_u32(mx, kt_shfl_xor(mx, 1));\n",
"        mx = kt_max_u32(mx, kt_shfl_xor(mx, 2));\n",
"        mx = kt_max_u32(mx, kt_shfl_xor(mx, 4));\n",
"        const int e = (int)(mx >> 23) - 127 > -105 ? (int)(mx >> 23) - 127 : -105;\n",
"        const float f = __uint_as_float((kt_u32)(148 - e) << 23); /* 2^(21 - e) */\n",
"        /* fmaf(x, f, 1.5 2^23) is 1.5 2^23 + v (|x f| < 2^22: one rounding to an integer), its bits 0x4B400000 + v;\n",
"           u = v + 0x808080: byte p of u less 128 is term p */\n",
"        kt_u32 u[4];\n",
"#pragma unroll\n",
"        for (int j = 0; j < 4; j++) u[j] = mx >= 0x7F800000u ? 0x808080u : __float_as_uint(fmaf(v[j], f, 12582912.0f)) - 0x4ABF7F80u;\n",
"        const kt_u32 t0 = kt_prmt(kt_prmt(u[0], u[1], 0x0040u), kt_prmt(u[2], u[3], 0x0040u), 0x5410u) ^ 0x80808080u;\n",
"        const kt_u32 t1 = kt_prmt(kt_prmt(u[0], u[1], 0x0051u), kt_prmt(u[2], u[3], 0x0051u), 0x5410u) ^ 0x80808080u;\n",
"        const kt_u32 t2 = kt_prmt(kt_prmt(u[0], u[1], 0x0062u), kt_prmt(u[2], u[3], 0x0062u), 0x5410u) ^ 0x80808080u;\n",
"        int s0 = kt_dp4a_ss(t0, 0x01010101u, 0), s1 = kt_dp4a_ss(t1, 0x01010101u, 0), s2 = kt_dp4a_ss(t2, 0x01010101u, 0);\n",
"#pragma unroll\n",
"        for (int m = 1; m < 8; m <<= 1) {\n",
"            s0 += kt_shfl_xor(s0, m);\n",
"            s1 += kt_shfl_xor(s1, m);\n",
"            s2 += kt_shfl_xor(s2, m);\n",
"        }\n",
"        if (ok) {\n",
"            const kt_i64 b = t >> 3;\n",
"            const int w = (int)(t & 7);\n",
"            kt_u32 *const q = (kt_u32 *)(xq + ktq_xo(b));\n",
"            q[(0 + (w >> 2)) * 4 + (w & 3)] = t0;\n",
"            q[(2 + (w >> 2)) * 4 + (w & 3)] = t1;\n",
"            q[(4 + (w >> 2)) * 4 + (w & 3)] = t2;\n",
"            if (w == 0) {\n",
"                uint4 meta;\n",
"                meta.x = mx >= 0x7F800000u ? 0x7FC00000u : (kt_u32)(106 + e) << 23;\n",
"                meta.y = (kt_u32)(-8 * s0);\n",
"                meta.z = (kt_u32)(-8 * s1);\n",
"                meta.w = (kt_u32)(-8 * s2);\n",
"                xq[ktq_xo(b) + 6] = meta;\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"\n",
"/* unit u of a row (codes at w, block scales at sw) into r */\n",
"KT_DEV void ktq_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 u, kt_u32 *r) {\n",
"    (void)sw;\n",
"#if KTQ_PAIR\n",
"    const kt_u32 *const p = (const kt_u32 *)(w + u * (4 * KTQ_NW));\n",
"#pragma unroll\n",
"    for (int i = 0; i < KTQ_NW; i++) r[i] = __ldg(p + i);\n",
"#elif KTV_F == 3 || KTV_F == 4\n",
"    const uint4 v = kt_ldg_na((const uint4 *)(w + u * 16));\n",
"    r[0] = v.x;\n",
"    r[1] = v.y;\n",
"    r[2] = v.z;\n",
"    r[3] = v.w;\n",
"    r[4] = KTV_F == 3 ? (kt_u32)__ldg(sw + u) : (kt_u32)__ldg((const kt_u16 *)sw + u); /* nvfp4: both blocks' E4M3 */\n",
"#else\n",
"#pragma unroll\n",
"    for (int h = 0; h < 2; h++) {\n",
"        const uint4 v = kt_ldg_na((const uint4 *)(w + u * 32) + h);\n",
"        r[4 * h] = v.x;\n",
"        r[4 * h + 1] = v.y;\n",
"        r[4 * h + 2] = v.z;\n",
"        r[4 * h + 3] = v.w;\n",
"    }\n",
"#if KTV_F == 9\n",
"    r[8] = __ldg(sw + u);\n",
"#endif\n",
"#endif\n",
"}\n",
"\n",
"/* 8 e2m1 codes (a word) as 2 x value, int8 lanes: codes 0-3 into v0, 4-7 into v1. The magnitude from\n",
"   an 8-entry table by byte permutes (selector: the nibbles less their sign bits), its negative from a\n",
"   second table, and the sign bits spread to byte masks (prmt's sign mode on w and w << 4) choose. */\n",
"KT_DEV void ktq_e2m1(kt_u32 w, kt_u32 &v0, kt_u32 &v1) {\n",
"    const kt_u32 w7 = w & 0x77777777u, w7h = w7 >> 16;\n",
"#if KT_PRMT_SIGN\n",
"    const kt_u32 ws = w << 4, m0 = kt_prmt(w, ws, 0x9D8Cu), m1 = kt_prmt(w, ws, 0xBFAEu);\n",
"#else\n",
"    kt_u32 m0 = 0u, m1 = 0u;\n",
"#pragma unroll\n",
"    for (int i = 0; i < 4; i++) {\n",
"        m0 |= ((w >> (4 * i + 3)) & 1u) * (0xFFu << (8 * i));\n",
"        m1 |= ((w >> (4 * i + 19)) & 1u) * (0xFFu << (8 * i));\n",
"    }\n",
"#endif\n",
"    const kt_u32 a0 = kt_prmt(0x03020100u, 0x0C080604u, KTQ_SEL(w7)), b0 = kt_prmt(0xFDFEFF00u, 0xF4F8FAFCu, KTQ_SEL(w7));\n",
"    const kt_u32 a1 = kt_prmt(0x03020100u, 0x0C080604u, w7h), b1 = kt_prmt(0xFDFEFF00u, 0xF4F8FAFCu, w7h);\n",
"    v0 = (a0 & ~m0) | (b0 & m0);\n",
"    v1 = (a1 & ~m1) | (b1 & m1);\n",
"}\n",
"\n",
"/* term sums of code words c[J0 .. J0 + NJ) (word j: elements 4 j .. 4 j + 3 of the block, as int8, q4_0\n",
"   unsigned) against the block's terms xb, started at s; then the three sums joined */\n",
"template <int J0, int NJ> KT_DEV float ktq_dot(const uint4 *xb, const kt_u32 *c, int s0, int s1, int s2) {\n",
"    int s[3] = {s0, s1, s2};\n",
"#pragma unroll\n",
"    for (int p = 0; p < 3; p++) {\n",
"#pragma unroll\n",
"        for (int h = J0 / 4; h < (J0 + NJ + 3) / 4; h++) {\n",
"            const uint4 x4 = xb[2 * p + h];\n",
"            const kt_u32 xw[4] = {x4.x, x4.y, x4.z, x4.w};\n",
"#pragma unroll\n",
"            for (int j = 0; j < 4; j++) {\n",
"                if (4 * h + j < J0 || 4 * h + j >= J0 + NJ) continue;\n",
"#if KTV_F == 11\n",
"                s[p] = kt_dp4a_us(c[4 * h + j], xw[j], s[p]);\n",
"#else\n",
"                s[p] = kt_dp4a_ss(c[4 * h + j], xw[j], s[p]);\n",
"#endif\n",
"            }\n",
"        }\n",
"    }\n",
"    /* |s0 + 256 s1| < 2^28 exact in int32; one rounding to f32 there, one in the FMA */\n",
"    return fmaf((float)s[2], 65536.0f, (float)(s[0] + 256 * s[1]));\n",
"}\n",
"/* the same sums in f32 of x itself (the block's first element k0): a block with Inf or NaN */\n",
"template <int J0, int NJ> KT_DEV float ktq_dot_f32(const kt_gemv_args &a, kt_i64 k0, const kt_u32 *c) {\n",
"    const kt_u16 *const x = (const kt_u16 *)a.x + k0;\n",
"    float s = 0.0f;\n",
"    for (int j = J0; j < J0 + NJ; j++)\n",
"        for (int e = 0; e < 4; e++) {\n",
"            const kt_u32 b = (c[j] >> (8 * e)) & 255u;\n",
"            const float xv = KT_DTYPE == 1 ? __uint_as_float((kt_u32)x[4 * j + e] << 16) : kt_h_to_f32(x[4 * j + e]);\n",
"            s = fmaf(xv, KTV_F == 11 ? (float)((int)b - 8) : (float)(int)(signed char)b, s);\n",
"        }\n",
"    return s;\n",
"}\n",
"\n",
"/* one block of a row (its terms and meta X, read once for the warp's rows): its codes as int8 words c,\n",
"   its scale sc0 (nvfp4: sc0 and sc1 for its two blocks of 16) into acc */\n",
"KT_DEV void ktq_block(const kt_gemv_args &a, const uint4 *X, kt_i64 b, const kt_u32 *c, float sc0, float sc1, float &acc) {\n",
"    (void)sc1;\n",
"    const float xs = __uint_as_float(X[6].x);\n",
"    if (xs == xs) {\n",
"#if KTV_F == 4\n",
"        acc = fmaf(ktq_dot<0, 4>(X, c, 0, 0, 0) * xs, sc0, acc);\n",
"        acc = fmaf(ktq_dot<4, 4>(X, c, 0, 0, 0) * xs, sc1, acc);\n",
"#elif KTV_F == 11\n",
"        acc = fmaf(ktq_dot<0, 8>(X, c, (int)X[6].y, (int)X[6].z, (int)X[6].w) * xs, sc0, acc); /* codes c + 8: less 8 x sum */\n",
"#else\n",
"        acc = fmaf(ktq_dot<0, 8>(X, c, 0, 0, 0) * xs, sc0, acc);\n",
"#endif\n",
"    } else {\n",
"#if KTV_F == 4\n",
"        acc = fmaf(ktq_dot_f32<0, 4>(a, b * 32, c), sc0, acc);\n",
"        acc = fmaf(ktq_dot_f32<4, 4>(a, b * 32, c), sc1, acc);\n",
"#else\n",
"        acc = fmaf(ktq_dot_f32<0, 8>(a, b * 32, c), sc0, acc);\n",
"#endif\n",
"    }\n",
"}\n",
"/* block b's terms and meta */\n",
"KT_DEV void ktq_xload(const uint4 *xq, kt_i64 b, uint4 *X) {\n",
"    const uint4 *const xb = xq + ktq_xo(b);\n",
"#pragma unroll\n",
"    for (int i = 0; i < 7; i++) X[i] = xb[i];\n",
"}\n",
"\n",
"/* unit u of the warp's rows (words r[row]) into acc[row] */\n",
"KT_DEV void ktq_unit(const kt_gemv_args &a, const uint4 *xq, kt_i64 u, const kt_u32 (*r)[KTQ_NW], float *acc) {\n",
"    kt_u32 c[8];\n",
"    uint4 X[7];\n",
"#if KTQ_PAIR\n",
"    /* block 2u: its f16 scale in bytes 0-1, codes from byte 2; block 2u + 1 at byte 18 (q4_0) / 34 (q8_0) */\n",
"    ktq_xload(xq, 2 * u, X);\n",
"#pragma unroll\n",
"    for (int rr = 0; rr < KTQ_R; rr++) {\n",
"#if KTV_F == 11\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) {\n",
"            const kt_u32 q = kt_prmt(r[rr][i], r[rr][i + 1], 0x5432u);\n",
"            c[i] = q & 0x0F0F0F0Fu;\n",
"            c[4 + i] = (q >> 4) & 0x0F0F0F0Fu;\n",
"        }\n",
"#else\n",
"#pragma unroll\n",
"        for (int i = 0; i < 8; i++) c[i] = kt_prmt(r[rr][i], r[rr][i + 1], 0x5432u);\n",
"#endif\n",
"        ktq_block(a, X, 2 * u, c, kt_h_to_f32((kt_u16)(r[rr][0] & 0xFFFFu)), 0.0f, acc[rr]);\n",
"    }\n",
"    ktq_xload(xq, 2 * u + 1, X);\n",
"#pragma unroll\n",
"    for (int rr = 0; rr < KTQ_R; rr++) {\n",
"#if KTV_F == 11\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) {\n",
"            c[i] = r[rr][5 + i] & 0x0F0F0F0Fu;\n",
"            c[4 + i] = (r[rr][5 + i] >> 4) & 0x0F0F0F0Fu;\n",
"        }\n",
"        ktq_block(a, X, 2 * u + 1, c, kt_h_to_f32((kt_u16)(r[rr][4] >> 16)), 0.0f, acc[rr]);\n",
"#else\n",
"        ktq_block(a, X, 2 * u + 1, r[rr] + 9, kt_h_to_f32((kt_u16)(r[rr][8] >> 16)), 0.0f, acc[rr]);\n",
"#endif\n",
"    }\n",
"#else\n",
"    ktq_xload(xq, u, X);\n",
"#pragma unroll\n",
"    for (int rr = 0; rr < KTQ_R; rr++) {\n",
"#if KTV_F == 3 || KTV_F == 4\n",
"#pragma unroll\n",
"        for (int i = 0; i < 4; i++) ktq_e2m1(r[rr][i], c[2 * i], c[2 * i + 1]);\n",
"#if KTV_F == 3\n",
"        ktq_block(a, X, u, c, ktv_e8m0(r[rr][4]) * 0.5f, 0.0f, acc[rr]);\n",
"#else\n",
"        /* E4M3 scales placed in f32 are the value times 2^-120 (subnormals too): times 2^119, the e2m1 doubling's 1/2 */\n",
"        ktq_block(a, X, u, c, __uint_as_float(((r[rr][4] & 0x80u) << 24) | ((r[rr][4] & 0x7Fu) << 20)) * __uint_as_float(0x7B000000u),\n",
"                  __uint_as_float(((r[rr][4] & 0x8000u) << 16) | ((r[rr][4] & 0x7F00u) << 12)) * __uint_as_float(0x7B000000u), acc[rr]);\n",
"#endif\n",
"#elif KTV_F == 9\n",
"        ktq_block(a, X, u, r[rr], ktv_e8m0(r[rr][8]) * 0.015625f, 0.0f, acc[rr]);\n",
"#else\n",
"        ktq_block(a, X, u, r[rr], 1.0f, 0.0f, acc[rr]);\n",
"#endif\n",
"    }\n",
"    (void)c;\n",
"#endif\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_BN) kt_gemv_dot(const kt_gemv_args a) {\n",
"    extern __shared__ __align__(16) uint4 ktq_smem[];\n",
"    uint4 *const xq = ktq_smem;\n",
"    const int lane = threadIdx.x & (KT_LANES - 1), warp = threadIdx.x >> KT_LANES_SHIFT;\n",
"    const kt_i64 nu = (a.K >> 5) / KTQ_BU;                 /* units a row */\n",
"    const kt_i64 nst = (nu + KT_LANES - 1) / KT_LANES;      /* steps a row */\n",
"    const kt_i64 ngr = (nu / KT_LANES) / KTQ_U;             /* groups of whole steps a row */\n",
"    const kt_i64 nrg = (a.N + KTQ_R - 1) / KTQ_R, rstep = (kt_i64)gridDim.x * KTV_WARPS;\n",
"    float acc[KTQ_R];\n",
"#pragma unroll\n",
"    for (int r = 0; r < KTQ_R; r++) acc[r] = 0.0f;\n",
"    kt_u32 cur[KTQ_U][KTQ_R][KTQ_NW], nxt[KTQ_U][KTQ_R][KTQ_NW];\n",
"    /* group gi of row group rg into dst */\n",
"    auto load = [&](kt_i64 rg, kt_i64 gi, kt_u32 (&dst)[KTQ_U][KTQ_R][KTQ_NW]) {\n",
"#pragma unroll\n",
"        for (int r = 0; r < KTQ_R; r++) {\n",
"            const kt_u8 *w, *sw;\n",
"            ktv_row_ptrs(a, rg * KTQ_R + r, w, sw);\n",
"#pragma unroll\n",
"            for (int u = 0; u < KTQ_U; u++) ktq_load(w, sw, (gi * KTQ_U + u) * KT_LANES + lane, dst[u][r]);\n",
"        }\n",
"    };\n",
"    /* the row group's steps past its whole groups (lanes past the row's units idle), then its sums */\n",
"    auto finish = [&](kt_i64 rg) {\n",
"#pragma unroll 1\n",
"        for (kt_i64 st = ngr * KTQ_U; st < nst; st++) {\n",
"            const kt_i64 un = st * KT_LANES + lane;\n",
"            kt_u32 t[KTQ_R][KTQ_NW];\n",
"            if (un < nu) {\n",
"#pragma unroll\n",
"                for (int r = 0; r < KTQ_R; r++) {\n",
"                    const kt_u8 *w, *sw;\n",
"                    ktv_row_ptrs(a, rg * KTQ_R + r, w, sw);\n",
"                    ktq_load(w, sw, un, t[r]);\n",
"                }\n",
"                ktq_unit(a, xq, un, t, acc);\n",
"            }\n",
"        }\n",
"#pragma unroll\n",
"        for (int r = 0; r < KTQ_R; r++) {\n",
"            float v = acc[r];\n",
"#pragma unroll\n",
"            for (int m = KT_LANES / 2; m > 0; m >>= 1) v += kt_shfl_xor(v, m);\n",
"            acc[r] = 0.0f;\n",
"            const kt_i64 n = rg * KTQ_R + r;\n",
"            if (lane == 0 && n < a.N) {\n",
"#if KTV_F == 0\n",
"                v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));\n",
"#elif KTV_F == 4\n",
"                v *= a.tscale;\n",
"#endif\n",
"                ktv_store(a, 0, n, v);\n",
"            }\n",
"        }\n",
"    };\n",
"    kt_i64 rg = (kt_i64)blockIdx.x * KTV_WARPS + warp, gi = 0;\n",
"    /* the first group's loads in flight while the block computes x's terms */\n",
"    if (ngr > 0 && rg < nrg) load(rg, 0, cur);\n",
"    ktq_terms(a, xq);\n",
"    __syncthreads();\n",
"    if (ngr == 0) { /* no whole group: the steps one at a time */\n",
"#pragma unroll 1\n",
"        for (; rg < nrg; rg += rstep) finish(rg);\n",
"        return;\n",
"    }\n",
"    /* the (row group, group) pairs in turn, the next one's loads issued before this one's math */\n",
"#pragma unroll 1\n",
"    while (rg < nrg) {\n",
"        kt_i64 rn = rg, gn = gi + 1;\n",
"        if (gn == ngr) {\n",
"            gn = 0;\n",
"            rn = rg + rstep;\n",
"        }\n",
"        if (rn < nrg) load(rn, gn, nxt);\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTQ_U; u++) ktq_unit(a, xq, (gi * KTQ_U + u) * KT_LANES + lane, cur[u], acc);\n",
"        if (gi + 1 == ngr) finish(rg);\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTQ_U; u++)\n",
"#pragma unroll\n",
"            for (int r = 0; r < KTQ_R; r++)\n",
"#pragma unroll\n",
"                for (int i = 0; i < KTQ_NW; i++) cur[u][r][i] = nxt[u][r][i];\n",
"        rg = rn;\n",
"        gi = gn;\n",
"    }\n",
"}\n",
"#undef KTQ_R\n",
"#undef KTQ_U\n",
"#undef KTQ_PAIR\n",
"#undef KTQ_NW\n",
"#undef KTQ_BU\n",
"#undef KTQ_SEL\n",
"#endif\n",
"\n",
"#endif\n",
"\n",
"/* Sum of the split partials in split order, then the store. */\n",
"KT_KERNEL void kt_gemv_reduce(const kt_gemv_args a) {\n",
"    const kt_i64 total = a.M * a.N, splits = (a.K + a.k_split - 1) / a.k_split;\n",
"    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < total; idx += (kt_i64)gridDim.x * blockDim.x) {\n",
"        float s = 0.0f;\n",
"        for (kt_i64 z = 0; z < splits; z++) s += ((const float *)a.part)[z * total + idx];\n",
"        ktv_store(a, idx / a.N, idx % a.N, s);\n",
"    }\n",
"}\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_variants(size_t *nlines) { /* shaders/variants.cu */
    static const char *const lines[] = {
"/* Long-context variants: LSE merge of partial attention results (chunked\n",
"   and dilated attention are composed from it by the core). Element dtypes are run-time codes\n",
"   (0 f32, 1 f16, 2 bf16), so one specialisation serves every call.\n",
"   Argument blocks: shaders/kernel_args.h. */\n",
"KT_DEV float kt_var_ld(kt_u64 p, kt_i64 i, kt_i64 dt) {\n",
"    if (dt == 0) return ((const float *)p)[i];\n",
"    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);\n",
"    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);\n",
"}\n",
"KT_DEV void kt_var_st(kt_u64 p, kt_i64 i, kt_i64 dt, float x) {\n",
"    if (dt == 0) ((float *)p)[i] = x;\n",
"    else if (dt == 1) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);\n",
"    else ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);\n",
"}\n",
"\n",
"/* VW consecutive elements (1, 4 or 8; vectors aligned to their size for\n",
"   16-bit dtypes, to 16 bytes for f32). */\n",
"template <int VW> KT_DEV void kt_ldv(kt_u64 p, kt_i64 i, kt_i64 dt, float *x) {\n",
"    if (dt == 0) {\n",
"#pragma unroll\n",
"        for (int c = 0; c < VW; c += 4) {\n",
"            const float4 v = *(const float4 *)((const float *)p + i + c);\n",
"            x[c] = v.x; x[c + 1] = v.y; x[c + 2] = v.z; x[c + 3] = v.w;\n",
"        }\n",
"    } else {\n",
"        kt_u32 w[VW / 2];\n",
"        if (VW == 8) {\n",
"            const uint4 v = *(const uint4 *)((const kt_u16 *)p + i);\n",
"            w[0] = v.x; w[1] = v.y; w[VW / 2 - 2] = v.z; w[VW / 2 - 1] = v.w;\n",
"        } else {\n",
"            const uint2 v = *(const uint2 *)((const kt_u16 *)p + i);\n",
"            w[0] = v.x; w[1] = v.y;\n",
"        }\n",
"#pragma unroll\n",
"        for (int e = 0; e < VW; e++) {\n",
"            const kt_u16 h = (kt_u16)(e & 1 ? w[e >> 1] >> 16 : w[e >> 1] & 0xffffu);\n",
"            x[e] = dt == 1 ? kt_f16_to_f32(h) : kt_bf16_to_f32(h);\n",
"        }\n",
"    }\n",
"}\n",
"template <> KT_DEV void kt_ldv<1>(kt_u64 p, kt_i64 i, kt_i64 dt, float *x) { x[0] = kt_var_ld(p, i, dt); }\n",
"template <int VW> KT_DEV void kt_stv(kt_u64 p, kt_i64 i, kt_i64 dt, const float *x) {\n",
"    if (dt == 0) {\n",
"#pragma unroll\n",
"        for (int c = 0; c < VW; c += 4) {\n",
"            float4 v;\n",
"            v.x = x[c]; v.y = x[c + 1]; v.z = x[c + 2]; v.w = x[c + 3];\n",
"            *(float4 *)((float *)p + i + c) = v;\n",
"        }\n",
"    } else {\n",
"        kt_u32 w[VW / 2];\n",
"#pragma unroll\n",
"        for (int e = 0; e < VW; e += 2) {\n",
"            const kt_u32 lo = dt == 1 ? kt_f32_to_f16(x[e]) : kt_f32_to_bf16(x[e]);\n",
"            const kt_u32 hi = dt == 1 ? kt_f32_to_f16(x[e + 1]) : kt_f32_to_bf16(x[e + 1]);\n",
"            w[e >> 1] = lo | (hi << 16);\n",
"        }\n",
"        if (VW == 8) {\n",
"            uint4 v;\n",
"            v.x = w[0]; v.y = w[1]; v.z = w[VW / 2 - 2]; v.w = w[VW / 2 - 1];\n",
"            *(uint4 *)((kt_u16 *)p + i) = v;\n",
"        } else {\n",
"            uint2 v;\n",
"            v.x = w[0]; v.y = w[1];\n",
"            *(uint2 *)((kt_u16 *)p + i) = v;\n",
"        }\n",
"    }\n",
"}\n",
"template <> KT_DEV void kt_stv<1>(kt_u64 p, kt_i64 i, kt_i64 dt, const float *x) { kt_var_st(p, i, dt, x[0]); }\n",
"/* row -> (b, h, i) of [B, H, N]; 32-bit division when the rows fit (64-bit\n",
"   division costs far more than the row's loads) */\n",
"KT_DEV void kt_var_split(kt_i64 row, kt_i64 H, kt_i64 N, kt_i64 rows, kt_i64 &b, kt_i64 &h, kt_i64 &i) {\n",
"    if (rows <= 0xffffffffll) {\n",
"        const kt_u32 r = (kt_u32)row, n = (kt_u32)N, bh = r / n;\n",
"        i = r - bh * n;\n",
"        b = bh / (kt_u32)H;\n",
"        h = bh - (kt_u32)b * (kt_u32)H;\n",
"    } else {\n",
"        const kt_i64 bh = row / N;\n",
"        i = row - bh * N;\n",
"        b = bh / H;\n",
"        h = bh - b * H;\n",
"    }\n",
"}\n",
"\n",
"/* out = (wa*a + wb*b) / (wa + wb), lse = m + log(wa + wb). A row is handled\n",
"   by gs lanes (a power of two), VW elements a lane per step: vw 8 and 4 need\n",
"   unit element strides and rows aligned to the vector, vw 1 takes any\n",
"   strides. An empty side (flag set) counts as LSE -inf and is never read.\n",
"   out/lse may alias a or b element for element: every lane reads its\n",
"   elements before writing them, and the LSE is written after the whole warp\n",
"   has read it. */\n",
"typedef ktorch__cu_merge_args kt_merge_args; /* shaders/kernel_args.h */\n",
"template <int VW> KT_DEV void kt_merge_rows(const kt_merge_args &a, int gs) {\n",
"    const kt_i64 rows = a.B * a.H * a.N;\n",
"    const int lane = threadIdx.x & (KT_LANES - 1), rpw = KT_LANES / gs, sub = lane / gs, gl = lane - sub * gs;\n",
"    const kt_i64 step = (kt_i64)gridDim.x * (blockDim.x >> KT_LANES_SHIFT) * rpw;\n",
"    for (kt_i64 base = ((kt_i64)blockIdx.x * (blockDim.x >> KT_LANES_SHIFT) + (threadIdx.x >> KT_LANES_SHIFT)) * rpw; base < rows; base += step) {\n",
"        const kt_i64 row = base + sub;\n",
"        const int live = row < rows;\n",
"        kt_i64 b = 0, h = 0, i = 0;\n",
"        float m = KT_NEG_INF, den = 0.0f;\n",
"        if (live) {\n",
"            kt_var_split(row, a.H, a.N, rows, b, h, i);\n",
"            const float fa = a.a_empty ? KT_NEG_INF : ((const float *)a.la)[b * a.las[0] + h * a.las[1] + i * a.las[2]];\n",
"            const float fb = a.b_empty ? KT_NEG_INF : ((const float *)a.lb)[b * a.lbs[0] + h * a.lbs[1] + i * a.lbs[2]];\n",
"            float wa = 0.0f, wb = 0.0f;\n",
"            m = (fa != fa || fb != fb) ? fa + fb : fmaxf(fa, fb);\n",
"            if (m != KT_NEG_INF) {\n",
"                wa = expf(fa - m);\n",
"                wb = expf(fb - m);\n",
"            }\n",
"            den = wa + wb;\n",
"            const float inv = den > 0.0f ? 1.0f / den : (den != den ? den : 0.0f);\n",
"            const kt_i64 ao = b * a.as[0] + h * a.as[1] + i * a.as[2], bo = b * a.bs[0] + h * a.bs[1] + i * a.bs[2];\n",
"            const kt_i64 oo = b * a.os[0] + h * a.os[1] + i * a.os[2];\n",
"            for (kt_i64 d = (kt_i64)gl * VW; d < a.D; d += (kt_i64)gs * VW) {\n",
"                float x[VW], y[VW];\n",
"#pragma unroll\n",
"                for (int e = 0; e < VW; e++) x[e] = 0.0f;\n",
"                if (wa != 0.0f) {\n",
"                    kt_ldv<VW>(a.a, ao + d * (VW == 1 ? a.as[3] : 1), a.a_dt, y);\n",
"#pragma unroll\n",
"                    for (int e = 0; e < VW; e++) x[e] = wa * y[e];\n",
"                }\n",
"                if (wb != 0.0f) {\n",
"                    kt_ldv<VW>(a.b, bo + d * (VW == 1 ? a.bs[3] : 1), a.b_dt, y);\n",
"#pragma unroll\n",
"                    for (int e = 0; e < VW; e++) x[e] += wb * y[e];\n",
"                }\n",
"#pragma unroll\n",
"                for (int e = 0; e < VW; e++) x[e] *= inv;\n",
"                kt_stv<VW>(a.o, oo + d * (VW == 1 ? a.os[3] : 1), a.o_dt, x);\n",
"            }\n",
"        }\n",
"        kt_syncwarp();\n",
"        if (live && a.lo && gl == 0)\n",
"            ((float *)a.lo)[b * a.los[0] + h * a.los[1] + i * a.los[2]] = den > 0.0f || den != den ? m + logf(den) : KT_NEG_INF;\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_merge(const kt_merge_args a) {\n",
"    if (a.vw == 8) kt_merge_rows<8>(a, (int)a.gs);\n",
"    else if (a.vw == 4) kt_merge_rows<4>(a, KT_LANES);\n",
"    else kt_merge_rows<1>(a, KT_LANES);\n",
"}\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_sparse(size_t *nlines) { /* shaders/sparse.cu */
    static const char *const lines[] = {
"/* Block-sparse helpers (kind 8).\n",
"   kt_sparse_list: the key tiles each CTA of the block-sparse attention\n",
"   kernel visits (sm_90a's or the portable one's row blocks and tiles), from\n",
"   a block mask. kt_topk_pool / kt_topk_select: the dynamic\n",
"   top-k block mask of ktorch_block_mask_topk, in f64 with the host's order\n",
"   of operations (explicitly rounded adds and multiplies, never contracted\n",
"   into FMAs), so the device mask equals the host's. Argument blocks:\n",
"   shaders/kernel_args.h. */\n",
"\n",
"typedef ktorch__cu_list_args kt_list_args; /* shaders/kernel_args.h */\n",
"\n",
"/* One warp per (b, h, row block of BM rows): tile t (keys [t*BN, t*BN+BN))\n",
"   is listed when it meets the rows' causal/window key range and some block\n",
"   of the mask covering (rows, keys of the tile) is set. */\n",
"KT_KERNEL void kt_sparse_list(const kt_list_args a) {\n",
"    const int lane = threadIdx.x & (KT_LANES - 1);\n",
"    const kt_i64 row = (kt_i64)blockIdx.x * (blockDim.x >> KT_LANES_SHIFT) + (threadIdx.x >> KT_LANES_SHIFT);\n",
"    if (row >= a.B * a.H * a.R) return;\n",
"    const kt_i64 hb = row / a.R, rr = row - hb * a.R, b = hb / a.H, h = hb - b * a.H;\n",
"    const kt_i64 r0 = rr * a.BM, rlast = (r0 + a.BM < a.Nq ? r0 + a.BM : a.Nq) - 1, off = a.Nk - a.Nq;\n",
"    kt_i64 k_lo = 0, k_hi = a.Nk;\n",
"    if ((a.wflags & 1) && r0 + off - a.wl > k_lo) k_lo = r0 + off - a.wl;\n",
"    if ((a.wflags & 2) && rlast + off + a.wr + 1 < k_hi) k_hi = rlast + off + a.wr + 1;\n",
"    const kt_u8 *base = (const kt_u8 *)a.bmask + b * a.m_sb + h * a.m_sh;\n",
"    const kt_i64 qa_lo = r0 / a.bq, qa_hi = rlast / a.bq;\n",
"    int *out = (int *)a.idx + row * a.T;\n",
"    int n = 0;\n",
"    for (kt_i64 t0 = 0; t0 < a.T; t0 += KT_LANES) {\n",
"        const kt_i64 t = t0 + lane;\n",
"        int on = 0;\n",
"        if (t < a.T) {\n",
"            const kt_i64 kb = t * a.BN;\n",
"            const kt_i64 lo = kb > k_lo ? kb : k_lo, hi = kb + a.BN < k_hi ? kb + a.BN : k_hi;\n",
"            if (lo < hi) {\n",
"                const kt_i64 c_lo = lo / a.bk, c_hi = (hi - 1) / a.bk;\n",
"                for (kt_i64 qa = qa_lo; qa <= qa_hi && !on; qa++)\n",
"                    for (kt_i64 c = c_lo; c <= c_hi && !on; c++) on = base[qa * a.m_sq + c * a.m_sk] != 0;\n",
"            }\n",
"        }\n",
"        const kt_lmask bal = kt_ballot(on);\n",
"        if (on) out[n + kt_mask_popc(bal & kt_lanes_below(lane))] = (int)t;\n",
"        n += kt_mask_popc(bal);\n",
"    }\n",
"    if (lane == 0) ((int *)a.cnt)[row] = n;\n",
"}\n",
"\n",
"typedef ktorch__cu_pool_args kt_pool_args; /* shaders/kernel_args.h */\n",
"KT_DEV float kt_pool_ld(const void *p, kt_i64 i, kt_i64 dt) {\n",
"    if (dt == 0) return ((const float *)p)[i];\n",
"    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);\n",
"    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);\n",
"}\n",
"/* One CTA per pooled row: q blocks [B, Hq, QB] then k blocks [B, Hk, KB];\n",
"   mean over the block's rows in f64, rows in order (the host's loop). */\n",
"KT_KERNEL void kt_topk_pool(const kt_pool_args a) {\n",
"    const kt_i64 nq = a.B * a.Hq * a.QB;\n",
"    kt_i64 x = blockIdx.x;\n",
"    const int kside = x >= nq;\n",
"    if (kside) x -= nq;\n",
"    const kt_i64 nblk = kside ? a.KB : a.QB, H = kside ? a.Hk : a.Hq, bs = kside ? a.bk : a.bq, N = kside ? a.Nk : a.Nq;\n",
"    const kt_i64 blk = x % nblk, bh = x / nblk, h = bh % H, b = bh / H;\n",
"    const kt_i64 n0 = blk * bs, n1 = n0 + bs < N ? n0 + bs : N;\n",
"    const kt_i64 sb = kside ? a.k_sb : a.q_sb, sh = kside ? a.k_sh : a.q_sh, sn = kside ? a.k_sn : a.q_sn, sd = kside ? a.k_sd : a.q_sd;\n",
"    const void *src = (const void *)(kside ? a.k : a.q);\n",
"    double *dst = (double *)(kside ? a.km : a.qm) + x * a.D;\n",
"    for (kt_i64 t = threadIdx.x; t < a.D; t += blockDim.x) {\n",
"        double acc = 0.0;\n",
"        for (kt_i64 i = n0; i < n1; i++) acc = kt_dadd_rn(acc, (double)kt_pool_ld(src, b * sb + h * sh + i * sn + t * sd, a.dtype));\n",
"        dst[t] = kt_ddiv_rn(acc, (double)(n1 - n0));\n",
"    }\n",
"}\n",
"\n",
"typedef ktorch__cu_select_args kt_select_args; /* shaders/kernel_args.h */\n",
"/* One CTA per (b, hq, query block x): scores against every key block (f64,\n",
"   dot product in index order), then the selection. The host picks greedily\n",
"   the largest unpicked score, ties to the lower index; the same set is\n",
"   {y : rank(y) < picks} with rank(y) = #{y' : s[y'] > s[y] or\n",
"   (s[y'] == s[y] and y' < y)} over the candidates (NaN scores aside). */\n",
"KT_KERNEL void kt_topk_select(const kt_select_args a) {\n",
"    const kt_i64 row = blockIdx.x, x = row % a.QB, bh = row / a.QB, h = bh % a.Hq, b = bh / a.Hq;\n",
"    const double *qv = (const double *)a.qm + row * a.D;\n",
"    const double *kv = (const double *)a.km + (b * a.Hk + h / (a.Hq / a.Hk)) * a.KB * a.D;\n",
"    double *sc = (double *)a.sc + row * a.KB;\n",
"    kt_u8 *mr = (kt_u8 *)a.mask + b * a.m_sb + h * a.m_sh + x * a.m_sq;\n",
"    for (kt_i64 y = threadIdx.x; y < a.KB; y += blockDim.x) {\n",
"        double acc = 0.0;\n",
"        for (kt_i64 t = 0; t < a.D; t++) acc = kt_dadd_rn(acc, kt_dmul_rn(qv[t], kv[y * a.D + t]));\n",
"        sc[y] = acc;\n",
"    }\n",
"    __syncthreads();\n",
"    const kt_i64 c0 = x + a.KB - a.QB, lim = a.causal ? (a.KB < c0 + 1 ? a.KB : c0 + 1) : a.KB;\n",
"    const int forced = a.causal && c0 >= 0 && c0 < a.KB;\n",
"    kt_i64 cnt = (kt_i64)floor(kt_dadd_rn(kt_dmul_rn(KTORCH__CU_F3_DOUBLE(a.density), (double)(lim > 0 ? lim : 0)), 0.5));\n",
"    if (cnt < 1) cnt = 1;\n",
"    kt_i64 picks = (cnt < lim ? cnt : lim) - forced;\n",
"    if (picks < 0) picks = 0;\n",
"    for (kt_i64 y = threadIdx.x; y < a.KB; y += blockDim.x) {\n",
"        int on = 0;\n",
"        if (forced && y == c0) {\n",
"            on = 1;\n",
"        } else if (y < lim && picks > 0) {\n",
"            const double s = sc[y];\n",
"            kt_i64 rank = 0;\n",
"            for (kt_i64 y2 = 0; y2 < lim && rank < picks; y2++) {\n",
"                const double s2 = sc[y2];\n",
"                rank += y2 != y && !(forced && y2 == c0) && (s2 > s || (s2 == s && y2 < y));\n",
"            }\n",
"            on = rank < picks;\n",
"        }\n",
"        mr[y * a.m_sk] = (kt_u8)on;\n",
"    }\n",
"}\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_train(size_t *nlines) { /* shaders/train.cu */
    static const char *const lines[] = {
"/* Training ops (kind 11): norms, RoPE, activations, embedding, fused\n",
"   cross-entropy, AdamW, sum of squares and the plain matmul, one entry point\n",
"   per family; ktorch_cuda.h fills the argument block (shaders/kernel_args.h)\n",
"   from the op's description. Blocks of 256 threads; every reduction is a\n",
"   tree in shared memory in a fixed order, so results do not depend on\n",
"   scheduling. Arithmetic that mirrors the CPU's goes through the _rn\n",
"   intrinsics, which the compiler never contracts into FMAs. */\n",
"typedef ktorch__cu_train_args kt_train_args; /* shaders/kernel_args.h */\n",
"#define KTT_THREADS 256\n",
"#define KTT_FLAGS 32 /* the embedding backward counts its token flags in groups of this many (not a warp) */\n",
"\n",
"/* dtype codes of ktorch_dtype: 0 f32, 1 f16, 2 bf16 */\n",
"KT_DEV float ktt_ld(kt_u64 p, kt_i64 i, kt_i64 dt) {\n",
"    if (dt == 0) return ((const float *)p)[i];\n",
"    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);\n",
"    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);\n",
"}\n",
"KT_DEV void ktt_st(kt_u64 p, kt_i64 i, kt_i64 dt, float x) {\n",
"    if (dt == 0) ((float *)p)[i] = x;\n",
"    else if (dt == 1) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);\n",
"    else ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);\n",
"}\n",
"KT_DEV kt_i64 ktt_id(kt_u64 p, kt_i64 i, kt_i64 id64) { return id64 ? ((const kt_i64 *)p)[i] : (kt_i64)((const kt_i32 *)p)[i]; }\n",
"KT_DEV kt_i64 ktt_tid(void) { return (kt_i64)threadIdx.x; }\n",
"KT_DEV kt_i64 ktt_gid(void) { return (kt_i64)blockIdx.x * KTT_THREADS + threadIdx.x; }\n",
"KT_DEV kt_i64 ktt_gstride(void) { return (kt_i64)gridDim.x * KTT_THREADS; }\n",
"\n",
"/* Tree sums over the block (every thread gets the result). */\n",
"KT_DEV float ktt_sum(float v, float *sh) {\n",
"    const int t = (int)threadIdx.x;\n",
"    sh[t] = v;\n",
"    __syncthreads();\n",
"    for (int s = KTT_THREADS / 2; s > 0; s >>= 1) {\n",
"        if (t < s) sh[t] = sh[t] + sh[t + s];\n",
"        __syncthreads();\n",
"    }\n",
"    const float r = sh[0];\n",
"    __syncthreads();\n",
"    return r;\n",
"}\n",
"KT_DEV double ktt_dsum(double v, double *sh) {\n",
"    const int t = (int)threadIdx.x;\n",
"    sh[t] = v;\n",
"    __syncthreads();\n",
"    for (int s = KTT_THREADS / 2; s > 0; s >>= 1) {\n",
"        if (t < s) sh[t] = kt_dadd_rn(sh[t], sh[t + s]);\n",
"        __syncthreads();\n",
"    }\n",
"    const double r = sh[0];\n",
"    __syncthreads();\n",
"    return r;\n",
"}\n",
"\n",
"/* 8 elements from element i (a multiple of 8 in a 16-byte aligned row) */\n",
"KT_DEV void ktt_ld8(kt_u64 p, kt_i64 i, kt_i64 dt, float *v) {\n",
"    if (dt == 0) {\n",
"        const uint4 q0 = ((const uint4 *)p)[i / 4], q1 = ((const uint4 *)p)[i / 4 + 1];\n",
"        v[0] = __uint_as_float(q0.x), v[1] = __uint_as_float(q0.y), v[2] = __uint_as_float(q0.z), v[3] = __uint_as_float(q0.w);\n",
"        v[4] = __uint_as_float(q1.x), v[5] = __uint_as_float(q1.y), v[6] = __uint_as_float(q1.z), v[7] = __uint_as_float(q1.w);\n",
"        return;\n",
"    }\n",
"    const uint4 q = ((const uint4 *)p)[i / 8];\n",
"    const kt_u32 w[4] = {q.x, q.y, q.z, q.w};\n",
"    for (int j = 0; j < 4; j++) {\n",
"        const kt_u16 lo = (kt_u16)(w[j] & 0xffffu), hi = (kt_u16)(w[j] >> 16);\n",
"        v[2 * j] = dt == 1 ? kt_f16_to_f32(lo) : kt_bf16_to_f32(lo);\n",
"        v[2 * j + 1] = dt == 1 ? kt_f16_to_f32(hi) : kt_bf16_to_f32(hi);\n",
"    }\n",
"}\n",
"KT_DEV void ktt_st8(kt_u64 p, kt_i64 i, kt_i64 dt, const float *v) {\n",
"    uint4 q;\n",
"    if (dt == 0) {\n",
"        q.x = __float_as_uint(v[0]), q.y = __float_as_uint(v[1]), q.z = __float_as_uint(v[2]), q.w = __float_as_uint(v[3]);\n",
"        ((uint4 *)p)[i / 4] = q;\n",
"        q.x = __float_as_uint(v[4]), q.y = __float_as_uint(v[5]), q.z = __float_as_uint(v[6]), q.w = __float_as_uint(v[7]);\n",
"        ((uint4 *)p)[i / 4 + 1] = q;\n",
"        return;\n",
"    }\n",
"    kt_u32 w[4];\n",
"    for (int j = 0; j < 4; j++) {\n",
"        const kt_u32 lo = dt == 1 ? kt_f32_to_f16(v[2 * j]) : kt_f32_to_bf16(v[2 * j]);\n",
"        const kt_u32 hi = dt == 1 ? kt_f32_to_f16(v[2 * j + 1]) : kt_f32_to_bf16(v[2 * j + 1]);\n",
"        w[j] = lo | (hi << 16);\n",
"    }\n",
"    q.x = w[0], q.y = w[1], q.z = w[2], q.w = w[3];\n",
"    ((uint4 *)p)[i / 8] = q;\n",
"}\n",
"/* ---- norms: one block per row ----\n",
"   slots: 0 x, 1 residual, 2 weight, 3 bias, 4 sum, 5 out, 6 mean, 7 rstd\n",
"   (forward); 0 dy, 1 x, 2 weight, 3 mean, 4 rstd, 5 dx (backward; mean and\n",
"   rstd are the saved ones, or scratch that the backward writes when\n",
"   flags & 4). flags: 1 LayerNorm, 2 accumulate dx, 4 statistics to compute. */\n",
"KT_DEV float ktt_x(const kt_train_args &a, kt_i64 r, kt_i64 k, int xs) {\n",
"    float x = ktt_ld(a.p[xs], r * a.ld[xs] + k, a.dt[xs]);\n",
"    if (xs == 0 && a.p[1]) x = __fadd_rn(x, ktt_ld(a.p[1], r * a.ld[1] + k, a.dt[1]));\n",
"    return x;\n",
"}\n",
"KT_DEV void ktt_stats(const kt_train_args &a, kt_i64 r, int xs, float *sh, float &mu, float &rs) {\n",
"    const kt_i64 D = a.D;\n",
"    float s = 0.0f;\n",
"    mu = 0.0f;\n",
"    if (a.flags & 1) {\n",
"        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) s += ktt_x(a, r, k, xs);\n",
"        mu = __fdiv_rn(ktt_sum(s, sh), (float)D);\n",
"        s = 0.0f;\n",
"        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) {\n",
"            const float c = __fsub_rn(ktt_x(a, r, k, xs), mu);\n",
"            s = __fadd_rn(s, __fmul_rn(c, c));\n",
"        }\n",
"    } else {\n",
"        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) {\n",
"            const float x = ktt_x(a, r, k, xs);\n",
"            s = __fadd_rn(s, __fmul_rn(x, x));\n",
"        }\n",
"    }\n",
"    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_sum(s, sh), (float)D), a.f[0])));\n",
"}\n",
"KT_KERNEL void kt_norm_fwd(const kt_train_args a) {\n",
"    __shared__ float sh[KTT_THREADS];\n",
"    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {\n",
"        float mu, rs;\n",
"        ktt_stats(a, r, 0, sh, mu, rs);\n",
"        /* every element is read before its thread writes it: sum and out may alias x or residual */\n",
"        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {\n",
"            const float x = ktt_x(a, r, k, 0);\n",
"            float y = __fmul_rn(__fsub_rn(x, mu), rs);\n",
"            if (a.p[4]) ktt_st(a.p[4], r * a.ld[4] + k, a.dt[4], x);\n",
"            if (a.p[2]) y = __fmul_rn(y, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));\n",
"            if (a.p[3]) y = __fadd_rn(y, ktt_ld(a.p[3], k * a.sd[3], a.dt[3]));\n",
"            ktt_st(a.p[5], r * a.ld[5] + k, a.dt[5], y);\n",
"        }\n",
"        if (threadIdx.x == 0) {\n",
"            if (a.p[6]) ((float *)a.p[6])[r] = mu;\n",
"            if (a.p[7]) ((float *)a.p[7])[r] = rs;\n",
"        }\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_norm_bwd(const kt_train_args a) {\n",
"    __shared__ float sh[KTT_THREADS];\n",
"    const float inv = __fdiv_rn(1.0f, (float)a.D);\n",
"    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {\n",
"        float mu, rs, sg = 0.0f, sgx = 0.0f;\n",
"        if (a.flags & 4) {\n",
"            ktt_stats(a, r, 1, sh, mu, rs);\n",
"            if (threadIdx.x == 0) {\n",
"                ((float *)a.p[3])[r] = mu;\n",
"                ((float *)a.p[4])[r] = rs;\n",
"            }\n",
"        } else {\n",
"            rs = ((const float *)a.p[4])[r];\n",
"            mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f;\n",
"        }\n",
"        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {\n",
"            const float xh = __fmul_rn(__fsub_rn(ktt_x(a, r, k, 1), mu), rs);\n",
"            float g = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);\n",
"            if (a.p[2]) g = __fmul_rn(g, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));\n",
"            sg = __fadd_rn(sg, g);\n",
"            sgx = __fadd_rn(sgx, __fmul_rn(g, xh));\n",
"        }\n",
"        sg = __fmul_rn(ktt_sum(sg, sh), inv);\n",
"        sgx = __fmul_rn(ktt_sum(sgx, sh), inv);\n",
"        if (!(a.flags & 1)) sg = 0.0f;\n",
"        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {\n",
"            const float xh = __fmul_rn(__fsub_rn(ktt_x(a, r, k, 1), mu), rs);\n",
"            float g = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);\n",
"            if (a.p[2]) g = __fmul_rn(g, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));\n",
"            g = __fmul_rn(rs, __fsub_rn(__fsub_rn(g, sg), __fmul_rn(xh, sgx)));\n",
"            if (a.flags & 2) g = __fadd_rn(g, ktt_ld(a.p[5], r * a.ld[5] + k, a.dt[5]));\n",
"            ktt_st(a.p[5], r * a.ld[5] + k, a.dt[5], g);\n",
"        }\n",
"    }\n",
"}\n",
"/* ---- norms, vector kernels (the host checks D % 8, D <= 8 KTT_NC a.M,\n",
"   16-byte rows and bases of every row slot, a unit-stride aligned weight\n",
"   and bias): a.M lanes a row (a power of two, 32 to 256), so a block\n",
"   runs KTT_THREADS / a.M rows at once, each lane holding up to KTT_NC\n",
"   16-byte chunks of its row (chunk lane + q a.M) in registers; one read of\n",
"   each operand, one write of each output. Slots as the kernels above. */\n",
"#define KTT_NC 4\n",
"#define KTT_NC_H 3 /* KTORCH__CUT_NC_H: chunks a lane of the kernels with the dtype fixed */\n",
"/* Sums over groups of g threads (every thread gets its group's sum, the\n",
"   same bits): a butterfly over each lane group (a + b on one lane is b + a\n",
"   on its partner), then for g > KT_LANES the lane groups' sums in order\n",
"   through shared memory. */\n",
"KT_DEV float ktt_gsum(float v, float *sh, int g) {\n",
"    for (int m = KT_LANES / 2; m > 0; m >>= 1) v = __fadd_rn(v, kt_shfl_xor(v, m));\n",
"    if (g <= KT_LANES) return v;\n",
"    const int t = (int)threadIdx.x, w = t / KT_LANES, n = g / KT_LANES;\n",
"    if (t % KT_LANES == 0) sh[w] = v;\n",
"    __syncthreads();\n",
"    v = sh[w - w % n];\n",
"    for (int k = 1; k < n; k++) v = __fadd_rn(v, sh[w - w % n + k]);\n",
"    __syncthreads();\n",
"    return v;\n",
"}\n",
"/* The row's x (+ residual) into registers; *s the lane's sum (of squares for RMSNorm). */\n",
"KT_DEV void ktt_vrow(const kt_train_args &a, int xs, kt_i64 r, bool live, int lane, int g, float x[KTT_NC][8]) {\n",
"    for (int q = 0; q < KTT_NC; q++) {\n",
"        const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"        if (!live || c >= a.D) continue;\n",
"        ktt_ld8(a.p[xs], r * a.ld[xs] + c, a.dt[xs], x[q]);\n",
"        if (xs == 0 && a.p[1]) {\n",
"            float y[8];\n",
"            ktt_ld8(a.p[1], r * a.ld[1] + c, a.dt[1], y);\n",
"            for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);\n",
"        }\n",
"    }\n",
"}\n",
"/* Mean (LayerNorm) and rstd of the group's row from its registers. */\n",
"KT_DEV void ktt_vstats(const kt_train_args &a, bool live, int lane, int g, float x[KTT_NC][8], float *sh, float &mu, float &rs) {\n",
"    float s = 0.0f;\n",
"    mu = 0.0f;\n",
"    if (a.flags & 1) {\n",
"        for (int q = 0; q < KTT_NC; q++)\n",
"            if (live && (kt_i64)(lane + q * g) * 8 < a.D)\n",
"                for (int j = 0; j < 8; j++) s = __fadd_rn(s, x[q][j]);\n",
"        mu = __fdiv_rn(ktt_gsum(s, sh, g), (float)a.D);\n",
"        s = 0.0f;\n",
"    }\n",
"    for (int q = 0; q < KTT_NC; q++)\n",
"        if (live && (kt_i64)(lane + q * g) * 8 < a.D)\n",
"            for (int j = 0; j < 8; j++) {\n",
"                const float c = __fsub_rn(x[q][j], mu);\n",
"                s = __fadd_rn(s, __fmul_rn(c, c));\n",
"            }\n",
"    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, sh, g), (float)a.D), a.f[0])));\n",
"}\n",
"template <int DT> KT_DEV void ktt_norm_fwd_h(const kt_train_args &a, float *sh);\n",
"KT_KERNEL void __launch_bounds__(KTT_THREADS, 3) kt_norm_fwd_v(const kt_train_args a) { /* 3 blocks an SM: at most 80 registers */\n",
"    __shared__ float sh[KTT_THREADS];\n",
"    /* every row slot f16, or every one bf16, and at most KTT_NC_H chunks a\n",
"       lane: the unrolled path with the dtype fixed */\n",
"    const kt_i64 dt = a.dt[0];\n",
"    if ((dt == 1 || dt == 2) && a.dt[5] == dt && (!a.p[1] || a.dt[1] == dt) && (!a.p[4] || a.dt[4] == dt) && a.D <= 8 * KTT_NC_H * a.M) {\n",
"        if (dt == 1) ktt_norm_fwd_h<1>(a, sh);\n",
"        else ktt_norm_fwd_h<2>(a, sh);\n",
"        return;\n",
"    }\n",
"    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);\n",
"    const kt_i64 R = KTT_THREADS / g;\n",
"    for (kt_i64 r0 = (kt_i64)blockIdx.x * R; r0 < a.rows; r0 += (kt_i64)gridDim.x * R) {\n",
"        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;\n",
"        const bool live = r < a.rows;\n",
"        float x[KTT_NC][8], mu, rs;\n",
"        ktt_vrow(a, 0, r, live, lane, g, x);\n",
"        ktt_vstats(a, live, lane, g, x, sh, mu, rs);\n",
"        if (!live) continue;\n",
"        for (int q = 0; q < KTT_NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (c >= a.D) continue;\n",
"            float y[8], w[8], b[8];\n",
"            if (a.p[4]) ktt_st8(a.p[4], r * a.ld[4] + c, a.dt[4], x[q]);\n",
"            if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);\n",
"            if (a.p[3]) ktt_ld8(a.p[3], c, a.dt[3], b);\n",
"            for (int j = 0; j < 8; j++) {\n",
"                y[j] = __fmul_rn(__fsub_rn(x[q][j], mu), rs);\n",
"                if (a.p[2]) y[j] = __fmul_rn(y[j], w[j]);\n",
"                if (a.p[3]) y[j] = __fadd_rn(y[j], b[j]);\n",
"            }\n",
"            ktt_st8(a.p[5], r * a.ld[5] + c, a.dt[5], y);\n",
"        }\n",
"        if (lane == 0) {\n",
"            if (a.p[6]) ((float *)a.p[6])[r] = mu;\n",
"            if (a.p[7]) ((float *)a.p[7])[r] = rs;\n",
"        }\n",
"    }\n",
"}\n",
"/* The same for the backward, NC chunks a lane, the loops unrolled so that\n",
"   the arrays stay in registers (the forward's rolled loops index them,\n",
"   which puts them in local memory: there that measured faster, at 56\n",
"   registers and 4 blocks an SM, than in registers at 80 and 3; the\n",
"   backward's 640 bytes a thread of them did not). */\n",
"template <int NC> KT_DEV void ktt_vrow_r(const kt_train_args &a, int xs, kt_i64 r, bool live, int lane, int g, float x[NC][8]) {\n",
"#pragma unroll\n",
"    for (int q = 0; q < NC; q++) {\n",
"        const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"        if (live && c < a.D) {\n",
"            ktt_ld8(a.p[xs], r * a.ld[xs] + c, a.dt[xs], x[q]);\n",
"            if (xs == 0 && a.p[1]) {\n",
"                float y[8];\n",
"                ktt_ld8(a.p[1], r * a.ld[1] + c, a.dt[1], y);\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);\n",
"            }\n",
"        }\n",
"    }\n",
"}\n",
"template <int NC> KT_DEV void ktt_vstats_r(const kt_train_args &a, bool live, int lane, int g, float x[NC][8], float *sh, float &mu, float &rs) {\n",
"    float s = 0.0f;\n",
"    mu = 0.0f;\n",
"    if (a.flags & 1) {\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++)\n",
"            if (live && (kt_i64)(lane + q * g) * 8 < a.D)\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) s = __fadd_rn(s, x[q][j]);\n",
"        mu = __fdiv_rn(ktt_gsum(s, sh, g), (float)a.D);\n",
"        s = 0.0f;\n",
"    }\n",
"#pragma unroll\n",
"    for (int q = 0; q < NC; q++)\n",
"        if (live && (kt_i64)(lane + q * g) * 8 < a.D)\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) {\n",
"                const float c = __fsub_rn(x[q][j], mu);\n",
"                s = __fadd_rn(s, __fmul_rn(c, c));\n",
"            }\n",
"    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, sh, g), (float)a.D), a.f[0])));\n",
"}\n",
"/* Block j runs rows [j a.T, (j + 1) a.T) (a.T a multiple of the rows a\n",
"   block holds at once). flags & 32: it also sums, per column, dy * xhat\n",
"   (and with flags & 64 dy) over those rows (each lane over its rows in\n",
"   order, then the row groups in order) into the partials p[6] =\n",
"   [blocks][2][D] that kt_norm_dw (flags 8) adds up. NC: 16-byte chunks a\n",
"   lane; DB: dbias partials (LayerNorm) possible. The row (x, dy) and the\n",
"   lane's partials stay in registers; dx (when added to) is read just before\n",
"   it is written. */\n",
"template <int NC, int DB> KT_DEV void ktt_norm_bwd_v(const kt_train_args &a, float *sh) {\n",
"    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);\n",
"    const kt_i64 R = KTT_THREADS / g, j0 = (kt_i64)blockIdx.x * a.T, j1 = j0 + a.T < a.rows ? j0 + a.T : a.rows;\n",
"    const float inv = __fdiv_rn(1.0f, (float)a.D);\n",
"    float pw[NC][8], pb[DB ? NC : 1][8];\n",
"#pragma unroll\n",
"    for (int q = 0; q < NC; q++)\n",
"#pragma unroll\n",
"        for (int j = 0; j < 8; j++) pw[q][j] = 0.0f;\n",
"#pragma unroll\n",
"    for (int q = 0; q < (DB ? NC : 1); q++)\n",
"#pragma unroll\n",
"        for (int j = 0; j < 8; j++) pb[q][j] = 0.0f;\n",
"    for (kt_i64 r0 = j0; r0 < j1; r0 += R) {\n",
"        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;\n",
"        const bool live = r < j1;\n",
"        float x[NC][8], dy[NC][8], mu = 0.0f, rs = 0.0f, sg = 0.0f, sgx = 0.0f;\n",
"        ktt_vrow_r<NC>(a, 1, r, live, lane, g, x);\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) ktt_ld8(a.p[0], r * a.ld[0] + c, a.dt[0], dy[q]);\n",
"        }\n",
"        if (a.flags & 4) {\n",
"            ktt_vstats_r<NC>(a, live, lane, g, x, sh, mu, rs);\n",
"            if (live && lane == 0) {\n",
"                ((float *)a.p[3])[r] = mu;\n",
"                ((float *)a.p[4])[r] = rs;\n",
"            }\n",
"        } else if (live) {\n",
"            rs = ((const float *)a.p[4])[r];\n",
"            mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f;\n",
"        }\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                float w[8];\n",
"                if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) {\n",
"                    const float xh = __fmul_rn(__fsub_rn(x[q][j], mu), rs);\n",
"                    if (a.flags & 32) pw[q][j] = __fadd_rn(pw[q][j], __fmul_rn(dy[q][j], xh));\n",
"                    if (DB && (a.flags & 64)) pb[DB ? q : 0][j] = __fadd_rn(pb[DB ? q : 0][j], dy[q][j]);\n",
"                    if (a.p[2]) dy[q][j] = __fmul_rn(dy[q][j], w[j]);\n",
"                    sg = __fadd_rn(sg, dy[q][j]);\n",
"                    sgx = __fadd_rn(sgx, __fmul_rn(dy[q][j], xh));\n",
"                    x[q][j] = xh;\n",
"                }\n",
"            }\n",
"        }\n",
"        sgx = __fmul_rn(ktt_gsum(sgx, sh, g), inv);\n",
"        sg = (a.flags & 1) ? __fmul_rn(ktt_gsum(sg, sh, g), inv) : 0.0f;\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                float d[8], o[8];\n",
"                if (a.flags & 2) ktt_ld8(a.p[5], r * a.ld[5] + c, a.dt[5], o);\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) {\n",
"                    d[j] = __fmul_rn(rs, __fsub_rn(__fsub_rn(dy[q][j], sg), __fmul_rn(x[q][j], sgx)));\n",
"                    if (a.flags & 2) d[j] = __fadd_rn(d[j], o[j]);\n",
"                }\n",
"                ktt_st8(a.p[5], r * a.ld[5] + c, a.dt[5], d);\n",
"            }\n",
"        }\n",
"    }\n",
"    if (!(a.flags & 32)) return;\n",
"    /* the row groups' partials through shared memory, added in group order */\n",
"    float *part = (float *)a.p[6] + (kt_i64)blockIdx.x * 2 * a.D;\n",
"    for (int h = 0; h < (DB && (a.flags & 64) ? 2 : 1); h++) {\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (c < a.D)\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) sh[(threadIdx.x / g) * a.D + c + j] = h ? pb[DB ? q : 0][j] : pw[q][j];\n",
"        }\n",
"        __syncthreads();\n",
"        for (kt_i64 c = ktt_tid(); c < a.D; c += KTT_THREADS) {\n",
"            float s = sh[c];\n",
"            for (kt_i64 k = 1; k < R; k++) s = __fadd_rn(s, sh[k * a.D + c]);\n",
"            part[h * a.D + c] = s;\n",
"        }\n",
"        __syncthreads();\n",
"    }\n",
"}\n",
"/* RMSNorm's backward (no dbias) with dy, x and dx all f16 or all bf16 (DT,\n",
"   a compile-time constant: no per-element dtype branches) and at most NC\n",
"   chunks a lane (the host checks). Each lane loads its row's x, dy and (when\n",
"   added to) the old dx at once, packed in registers, and keeps its columns'\n",
"   weights and dweight partials in registers across the block's rows; the\n",
"   same operations as kt_norm_bwd_v's (mean 0). sh: the row groups'\n",
"   partials at the end ([R][D]); gs: ktt_gsum's scratch. */\n",
"KT_DEV void ktt_unpack8(uint4 q, kt_i64 dt, float *v) {\n",
"    const kt_u32 w[4] = {q.x, q.y, q.z, q.w};\n",
"#pragma unroll\n",
"    for (int j = 0; j < 4; j++) {\n",
"        const kt_u16 lo = (kt_u16)(w[j] & 0xffffu), hi = (kt_u16)(w[j] >> 16);\n",
"        v[2 * j] = dt == 1 ? kt_f16_to_f32(lo) : kt_bf16_to_f32(lo);\n",
"        v[2 * j + 1] = dt == 1 ? kt_f16_to_f32(hi) : kt_bf16_to_f32(hi);\n",
"    }\n",
"}\n",
"template <int DT> KT_DEV uint4 ktt_pack8t(const float *v) {\n",
"    uint4 q;\n",
"    if (DT == 1) {\n",
"        q.x = kt_pack2_f16(v[0], v[1]), q.y = kt_pack2_f16(v[2], v[3]), q.z = kt_pack2_f16(v[4], v[5]), q.w = kt_pack2_f16(v[6], v[7]);\n",
"    } else {\n",
"        q.x = kt_pack2_bf16(v[0], v[1]), q.y = kt_pack2_bf16(v[2], v[3]), q.z = kt_pack2_bf16(v[4], v[5]), q.w = kt_pack2_bf16(v[6], v[7]);\n",
"    }\n",
"    return q;\n",
"}\n",
"/* kt_norm_fwd_v's rows with every row slot of dtype DT: x (+ residual)\n",
"   loaded packed, all loads issued first, then the row in f32 registers\n",
"   (unrolled loops), the same operations as kt_norm_fwd_v. */\n",
"template <int DT> KT_DEV void ktt_norm_fwd_h(const kt_train_args &a, float *sh) {\n",
"    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);\n",
"    const kt_i64 R = KTT_THREADS / g;\n",
"    for (kt_i64 r0 = (kt_i64)blockIdx.x * R; r0 < a.rows; r0 += (kt_i64)gridDim.x * R) {\n",
"        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;\n",
"        const bool live = r < a.rows;\n",
"        uint4 xr[KTT_NC_H], yr[KTT_NC_H];\n",
"        float x[KTT_NC_H][8], mu, rs;\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTT_NC_H; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                xr[q] = ((const uint4 *)a.p[0])[(r * a.ld[0] + c) / 8];\n",
"                if (a.p[1]) yr[q] = ((const uint4 *)a.p[1])[(r * a.ld[1] + c) / 8];\n",
"            }\n",
"        }\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTT_NC_H; q++)\n",
"            if (live && (kt_i64)(lane + q * g) * 8 < a.D) {\n",
"                ktt_unpack8(xr[q], DT, x[q]);\n",
"                if (a.p[1]) {\n",
"                    float y[8];\n",
"                    ktt_unpack8(yr[q], DT, y);\n",
"#pragma unroll\n",
"                    for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);\n",
"                }\n",
"            }\n",
"        ktt_vstats_r<KTT_NC_H>(a, live, lane, g, x, sh, mu, rs);\n",
"        if (!live) continue;\n",
"#pragma unroll\n",
"        for (int q = 0; q < KTT_NC_H; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (c >= a.D) continue;\n",
"            float y[8], w[8], b[8];\n",
"            if (a.p[4]) ((uint4 *)a.p[4])[(r * a.ld[4] + c) / 8] = ktt_pack8t<DT>(x[q]);\n",
"            if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);\n",
"            if (a.p[3]) ktt_ld8(a.p[3], c, a.dt[3], b);\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) {\n",
"                y[j] = __fmul_rn(__fsub_rn(x[q][j], mu), rs);\n",
"                if (a.p[2]) y[j] = __fmul_rn(y[j], w[j]);\n",
"                if (a.p[3]) y[j] = __fadd_rn(y[j], b[j]);\n",
"            }\n",
"            ((uint4 *)a.p[5])[(r * a.ld[5] + c) / 8] = ktt_pack8t<DT>(y);\n",
"        }\n",
"        if (lane == 0) {\n",
"            if (a.p[6]) ((float *)a.p[6])[r] = mu;\n",
"            if (a.p[7]) ((float *)a.p[7])[r] = rs;\n",
"        }\n",
"    }\n",
"}\n",
"template <int NC, int DT> KT_DEV void ktt_norm_bwd_h(const kt_train_args &a, float *sh, float *gs) {\n",
"    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);\n",
"    const kt_i64 R = KTT_THREADS / g, j0 = (kt_i64)blockIdx.x * a.T, j1 = j0 + a.T < a.rows ? j0 + a.T : a.rows;\n",
"    const float inv = __fdiv_rn(1.0f, (float)a.D);\n",
"    float w[NC][8], pw[NC][8];\n",
"#pragma unroll\n",
"    for (int q = 0; q < NC; q++) {\n",
"        const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"        if (a.p[2] && c < a.D) ktt_ld8(a.p[2], c, a.dt[2], w[q]);\n",
"#pragma unroll\n",
"        for (int j = 0; j < 8; j++) pw[q][j] = 0.0f;\n",
"    }\n",
"    for (kt_i64 r0 = j0; r0 < j1; r0 += R) {\n",
"        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;\n",
"        const bool live = r < j1;\n",
"        uint4 xr[NC], dr[NC], orr[NC];\n",
"        float rs = 0.0f, sgx = 0.0f;\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                xr[q] = ((const uint4 *)a.p[1])[(r * a.ld[1] + c) / 8];\n",
"                dr[q] = ((const uint4 *)a.p[0])[(r * a.ld[0] + c) / 8];\n",
"                if (a.flags & 2) orr[q] = ((const uint4 *)a.p[5])[(r * a.ld[5] + c) / 8];\n",
"            }\n",
"        }\n",
"        if (a.flags & 4) {\n",
"            float s = 0.0f;\n",
"#pragma unroll\n",
"            for (int q = 0; q < NC; q++)\n",
"                if (live && (kt_i64)(lane + q * g) * 8 < a.D) {\n",
"                    float x[8];\n",
"                    ktt_unpack8(xr[q], DT, x);\n",
"#pragma unroll\n",
"                    for (int j = 0; j < 8; j++) s = __fadd_rn(s, __fmul_rn(x[j], x[j]));\n",
"                }\n",
"            rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, gs, g), (float)a.D), a.f[0])));\n",
"            if (live && lane == 0) {\n",
"                ((float *)a.p[3])[r] = 0.0f;\n",
"                ((float *)a.p[4])[r] = rs;\n",
"            }\n",
"        } else if (live) {\n",
"            rs = ((const float *)a.p[4])[r];\n",
"        }\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                float x[8], dy[8];\n",
"                ktt_unpack8(xr[q], DT, x);\n",
"                ktt_unpack8(dr[q], DT, dy);\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) {\n",
"                    const float xh = __fmul_rn(x[j], rs);\n",
"                    if (a.flags & 32) pw[q][j] = __fadd_rn(pw[q][j], __fmul_rn(dy[j], xh));\n",
"                    const float gy = a.p[2] ? __fmul_rn(dy[j], w[q][j]) : dy[j];\n",
"                    sgx = __fadd_rn(sgx, __fmul_rn(gy, xh));\n",
"                }\n",
"            }\n",
"        }\n",
"        sgx = __fmul_rn(ktt_gsum(sgx, gs, g), inv);\n",
"#pragma unroll\n",
"        for (int q = 0; q < NC; q++) {\n",
"            const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"            if (live && c < a.D) {\n",
"                float x[8], dy[8], d[8], o[8];\n",
"                ktt_unpack8(xr[q], DT, x);\n",
"                ktt_unpack8(dr[q], DT, dy);\n",
"                if (a.flags & 2) ktt_unpack8(orr[q], DT, o);\n",
"#pragma unroll\n",
"                for (int j = 0; j < 8; j++) {\n",
"                    const float xh = __fmul_rn(x[j], rs);\n",
"                    const float gy = a.p[2] ? __fmul_rn(dy[j], w[q][j]) : dy[j];\n",
"                    d[j] = __fmul_rn(rs, __fsub_rn(gy, __fmul_rn(xh, sgx)));\n",
"                    if (a.flags & 2) d[j] = __fadd_rn(d[j], o[j]);\n",
"                }\n",
"                ((uint4 *)a.p[5])[(r * a.ld[5] + c) / 8] = ktt_pack8t<DT>(d);\n",
"            }\n",
"        }\n",
"    }\n",
"    if (!(a.flags & 32)) return;\n",
"    /* the row groups' partials through shared memory, added in group order */\n",
"    float *part = (float *)a.p[6] + (kt_i64)blockIdx.x * 2 * a.D;\n",
"#pragma unroll\n",
"    for (int q = 0; q < NC; q++) {\n",
"        const kt_i64 c = (kt_i64)(lane + q * g) * 8;\n",
"        if (c < a.D)\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) sh[(threadIdx.x / g) * a.D + c + j] = pw[q][j];\n",
"    }\n",
"    __syncthreads();\n",
"    for (kt_i64 c = ktt_tid(); c < a.D; c += KTT_THREADS) {\n",
"        float s = sh[c];\n",
"        for (kt_i64 k = 1; k < R; k++) s = __fadd_rn(s, sh[k * a.D + c]);\n",
"        part[c] = s;\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_norm_bwd_v(const kt_train_args a) {\n",
"    __shared__ float sh[KTT_THREADS * KTT_NC * 8];\n",
"    ktt_norm_bwd_v<KTT_NC, 1>(a, sh);\n",
"}\n",
"KT_KERNEL void __launch_bounds__(KTT_THREADS, 2) kt_norm_bwd_h(const kt_train_args a) { /* 2 blocks an SM: at most 128 registers */\n",
"    __shared__ float sh[KTT_THREADS * KTT_NC_H * 8], gs[KTT_THREADS];\n",
"    if (a.dt[1] == 1) ktt_norm_bwd_h<KTT_NC_H, 1>(a, sh, gs);\n",
"    else ktt_norm_bwd_h<KTT_NC_H, 2>(a, sh, gs);\n",
"}\n",
"\n",
"/* Weight gradients of the backward, in two passes. First: block (x, j)\n",
"   sums rows [j*T, (j+1)*T) of its columns' dy * xhat and dy (slots as the\n",
"   backward's) into f32 partials p[6] = [n][2][D] (or kt_norm_bwd_v does).\n",
"   Second (flags 8): a block per KTT_DWC columns (a 32-byte sector of a\n",
"   partial), its KTT_THREADS / KTT_DWC slices of threads each adding the\n",
"   partials j = slice mod slices in order (8 loads in flight), then the\n",
"   slices in order; into dweight p[0] and dbias p[1] (element strides\n",
"   sd[0], sd[1]; either may be absent, and its partials are then not read). */\n",
"#define KTT_DWC 8\n",
"KT_KERNEL void kt_norm_dw(const kt_train_args a) {\n",
"    const kt_i64 c = ktt_gid();\n",
"    float *part = (float *)a.p[6];\n",
"    if (a.flags & 8) {\n",
"        __shared__ float shw[KTT_THREADS], shb[KTT_THREADS];\n",
"        const int S = KTT_THREADS / KTT_DWC, sl = (int)threadIdx.x / KTT_DWC;\n",
"        const kt_i64 col = (kt_i64)blockIdx.x * KTT_DWC + (int)threadIdx.x % KTT_DWC;\n",
"        float sw = 0.0f, sb = 0.0f;\n",
"        if (col < a.D)\n",
"            for (kt_i64 j0 = sl; j0 < a.n; j0 += 8 * S) {\n",
"                float w[8], b[8];\n",
"#pragma unroll\n",
"                for (int u = 0; u < 8; u++) {\n",
"                    const kt_i64 j = j0 + (kt_i64)u * S;\n",
"                    w[u] = j < a.n && a.p[0] ? part[j * 2 * a.D + col] : 0.0f;\n",
"                    b[u] = j < a.n && a.p[1] ? part[j * 2 * a.D + a.D + col] : 0.0f;\n",
"                }\n",
"#pragma unroll\n",
"                for (int u = 0; u < 8; u++) sw = __fadd_rn(sw, w[u]), sb = __fadd_rn(sb, b[u]);\n",
"            }\n",
"        shw[threadIdx.x] = sw, shb[threadIdx.x] = sb;\n",
"        __syncthreads();\n",
"        if (sl != 0 || col >= a.D) return;\n",
"        for (int k = 1; k < S; k++) sw = __fadd_rn(sw, shw[k * KTT_DWC + threadIdx.x]), sb = __fadd_rn(sb, shb[k * KTT_DWC + threadIdx.x]);\n",
"        if (a.p[0]) ((float *)a.p[0])[col * a.sd[0]] = __fadd_rn(((float *)a.p[0])[col * a.sd[0]], sw);\n",
"        if (a.p[1]) ((float *)a.p[1])[col * a.sd[1]] = __fadd_rn(((float *)a.p[1])[col * a.sd[1]], sb);\n",
"        return;\n",
"    }\n",
"    if (c >= a.D) return;\n",
"    const kt_i64 j = blockIdx.y, r1 = (j + 1) * a.T < a.rows ? (j + 1) * a.T : a.rows;\n",
"    float sw = 0.0f, sb = 0.0f;\n",
"    for (kt_i64 r = j * a.T; r < r1; r++) {\n",
"        const float mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f, rs = ((const float *)a.p[4])[r];\n",
"        const float dy = ktt_ld(a.p[0], r * a.ld[0] + c, a.dt[0]);\n",
"        sw = __fadd_rn(sw, __fmul_rn(dy, __fmul_rn(__fsub_rn(ktt_x(a, r, c, 1), mu), rs)));\n",
"        sb = __fadd_rn(sb, dy);\n",
"    }\n",
"    part[j * 2 * a.D + c] = sw;\n",
"    part[j * 2 * a.D + a.D + c] = sb;\n",
"}\n",
"\n",
"/* ---- RoPE: a thread per (position t, pair i) turns that pair in every\n",
"   head of every row at t (head hh of row r = rr T + t is (rr, hh) = the\n",
"   divmod of j by a.M heads, j from blockIdx.y in steps of gridDim.y; a\n",
"   head's D columns start at hh D), computing the angle once for them;\n",
"   slots 0 x, 1 positions, 2 out. Angles\n",
"   in f64 as on the CPU; flags: 1 interleaved, 2 backward (turns back), 4\n",
"   (rotate-half only) 8 pairs a thread through 16-byte loads of x[i..i+7]\n",
"   and x[i+h..i+h+7] (the host checks h % 8 and 16-byte rows and bases),\n",
"   the angles' cosines and sines read from the table p[3] (f32 [T][h] each)\n",
"   that a launch with flags 16 (a thread per (t, i)) fills first: each\n",
"   angle computed once, not once for every blockIdx.y. */\n",
"KT_DEV void ktt_rope_cs(const kt_train_args &a, kt_i64 t, kt_i64 i, float *c, float *s) {\n",
"    const double ps = (double)(a.p[1] ? ktt_id(a.p[1], t, a.n) : a.K + t);\n",
"    const double ang = ps * pow((double)a.f[0], -2.0 * (double)i / (double)a.D);\n",
"    *c = (float)cos(ang), *s = (float)((a.flags & 2) ? -sin(ang) : sin(ang));\n",
"}\n",
"/* The 16-byte path with x and out both of dtype DT: KTT_RU rows at a time,\n",
"   packed, every load issued before the stores (out may be x, so the\n",
"   compiler would not move a later row's loads above an earlier row's\n",
"   stores); the same operations as kt_rope's. */\n",
"#define KTT_RU 4\n",
"template <int DT> KT_DEV void ktt_rope_h(const kt_train_args &a, kt_i64 t, kt_i64 i, const float *c, const float *s) {\n",
"    const kt_i64 h = a.D / 2, per = a.rows / a.T * a.M, gy = (kt_i64)gridDim.y;\n",
"    for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += KTT_RU * gy) {\n",
"        uint4 x0[KTT_RU], x1[KTT_RU];\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTT_RU; u++) {\n",
"            const kt_i64 jj = j + u * gy, rr = (int)jj / (int)a.M, hh = jj - rr * a.M, o0 = (rr * a.T + t) * a.ld[0] + hh * a.D + i;\n",
"            if (jj < per) x0[u] = ((const uint4 *)a.p[0])[o0 / 8], x1[u] = ((const uint4 *)a.p[0])[(o0 + h) / 8];\n",
"        }\n",
"#pragma unroll\n",
"        for (int u = 0; u < KTT_RU; u++) {\n",
"            const kt_i64 jj = j + u * gy, rr = (int)jj / (int)a.M, hh = jj - rr * a.M, o2 = (rr * a.T + t) * a.ld[2] + hh * a.D + i;\n",
"            float v0[8], v1[8], y0[8], y1[8];\n",
"            if (jj >= per) break;\n",
"            ktt_unpack8(x0[u], DT, v0);\n",
"            ktt_unpack8(x1[u], DT, v1);\n",
"#pragma unroll\n",
"            for (int k = 0; k < 8; k++) {\n",
"                y0[k] = __fsub_rn(__fmul_rn(v0[k], c[k]), __fmul_rn(v1[k], s[k]));\n",
"                y1[k] = __fadd_rn(__fmul_rn(v1[k], c[k]), __fmul_rn(v0[k], s[k]));\n",
"            }\n",
"            ((uint4 *)a.p[2])[o2 / 8] = ktt_pack8t<DT>(y0);\n",
"            ((uint4 *)a.p[2])[(o2 + h) / 8] = ktt_pack8t<DT>(y1);\n",
"        }\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_rope(const kt_train_args a) {\n",
"    const bool vec = (a.flags & 5) == 4;\n",
"    const kt_i64 h = a.D / 2, per = a.rows / a.T * a.M, w = vec ? 8 : 1, n = a.T * (h / w);\n",
"    if (a.flags & 16) { /* the table p[3]: cosines [T][h], then sines */\n",
"        for (kt_i64 e = ktt_gid(); e < a.T * h; e += ktt_gstride()) {\n",
"            const kt_i64 t = e / h;\n",
"            ktt_rope_cs(a, t, e - t * h, (float *)a.p[3] + e, (float *)a.p[3] + a.T * h + e);\n",
"        }\n",
"        return;\n",
"    }\n",
"    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {\n",
"        const kt_i64 t = e / (h / w), i = (e - t * (h / w)) * w;\n",
"        if (vec) {\n",
"            float c[8], s[8], x0[8], x1[8], y0[8], y1[8];\n",
"            ktt_ld8(a.p[3], t * h + i, 0, c);\n",
"            ktt_ld8(a.p[3], a.T * h + t * h + i, 0, s);\n",
"            if (a.dt[0] == a.dt[2] && (a.dt[0] == 1 || a.dt[0] == 2)) {\n",
"                if (a.dt[0] == 1) ktt_rope_h<1>(a, t, i, c, s);\n",
"                else ktt_rope_h<2>(a, t, i, c, s);\n",
"                continue;\n",
"            }\n",
"            for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += (kt_i64)gridDim.y) {\n",
"                const kt_i64 rr = j / a.M, hh = j - rr * a.M, r = rr * a.T + t, o0 = r * a.ld[0] + hh * a.D + i, o2 = r * a.ld[2] + hh * a.D + i;\n",
"                ktt_ld8(a.p[0], o0, a.dt[0], x0);\n",
"                ktt_ld8(a.p[0], o0 + h, a.dt[0], x1);\n",
"                for (int k = 0; k < 8; k++) {\n",
"                    y0[k] = __fsub_rn(__fmul_rn(x0[k], c[k]), __fmul_rn(x1[k], s[k]));\n",
"                    y1[k] = __fadd_rn(__fmul_rn(x1[k], c[k]), __fmul_rn(x0[k], s[k]));\n",
"                }\n",
"                ktt_st8(a.p[2], o2, a.dt[2], y0);\n",
"                ktt_st8(a.p[2], o2 + h, a.dt[2], y1);\n",
"            }\n",
"            continue;\n",
"        }\n",
"        const kt_i64 i0 = (a.flags & 1) ? 2 * i : i, i1 = (a.flags & 1) ? 2 * i + 1 : i + h;\n",
"        float c, s;\n",
"        ktt_rope_cs(a, t, i, &c, &s);\n",
"        for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += (kt_i64)gridDim.y) {\n",
"            const kt_i64 rr = j / a.M, hh = j - rr * a.M, r = rr * a.T + t, o0 = r * a.ld[0] + hh * a.D, o2 = r * a.ld[2] + hh * a.D;\n",
"            const float x0 = ktt_ld(a.p[0], o0 + i0, a.dt[0]), x1 = ktt_ld(a.p[0], o0 + i1, a.dt[0]);\n",
"            ktt_st(a.p[2], o2 + i0, a.dt[2], __fsub_rn(__fmul_rn(x0, c), __fmul_rn(x1, s)));\n",
"            ktt_st(a.p[2], o2 + i1, a.dt[2], __fadd_rn(__fmul_rn(x1, c), __fmul_rn(x0, s)));\n",
"        }\n",
"    }\n",
"}\n",
"\n",
"/* ---- SwiGLU and GELU: slots in the op's order (inputs, then outputs).\n",
"   kind: 0 swiglu, 1 swiglu backward, 2 gelu, 3 gelu backward; flags 1:\n",
"   tanh, 2: 8 elements a thread through 16-byte loads and stores (the host\n",
"   checks D % 8, every slot's rows and base 16-byte aligned); else one\n",
"   thread per element. Either way each element sees the same operations. */\n",
"KT_DEV float ktt_sigmoid(float x) { return __fdiv_rn(1.0f, __fadd_rn(1.0f, expf(-x))); }\n",
"KT_DEV void ktt_act1(const kt_train_args &a, kt_i64 kind, float u, float x1, float x2, float *o0, float *o1) {\n",
"    const float k0 = 0.7978845608028654f, k1 = 0.044715f, rs2 = 0.7071067811865476f, rs2pi = 0.3989422804014327f;\n",
"    if (kind == 0) {\n",
"        *o0 = __fmul_rn(__fmul_rn(u, ktt_sigmoid(u)), x1);\n",
"    } else if (kind == 1) {\n",
"        const float g = x1, up = x2, s = ktt_sigmoid(g);\n",
"        *o0 = __fmul_rn(__fmul_rn(__fmul_rn(u, up), s), __fadd_rn(1.0f, __fmul_rn(g, __fsub_rn(1.0f, s))));\n",
"        *o1 = __fmul_rn(__fmul_rn(u, g), s);\n",
"    } else if (kind == 2) {\n",
"        if (a.flags & 1) *o0 = __fmul_rn(__fmul_rn(0.5f, u), __fadd_rn(1.0f, tanhf(__fmul_rn(k0, __fadd_rn(u, __fmul_rn(__fmul_rn(__fmul_rn(k1, u), u), u))))));\n",
"        else *o0 = __fmul_rn(__fmul_rn(0.5f, u), __fadd_rn(1.0f, erff(__fmul_rn(u, rs2))));\n",
"    } else {\n",
"        const float x = x1;\n",
"        float d;\n",
"        if (a.flags & 1) {\n",
"            const float t = tanhf(__fmul_rn(k0, __fadd_rn(x, __fmul_rn(__fmul_rn(__fmul_rn(k1, x), x), x))));\n",
"            d = __fadd_rn(__fmul_rn(0.5f, __fadd_rn(1.0f, t)),\n",
"                          __fmul_rn(__fmul_rn(__fmul_rn(__fmul_rn(0.5f, x), __fsub_rn(1.0f, __fmul_rn(t, t))), k0),\n",
"                                    __fadd_rn(1.0f, __fmul_rn(__fmul_rn(__fmul_rn(3.0f, k1), x), x))));\n",
"        } else {\n",
"            d = __fadd_rn(__fmul_rn(0.5f, __fadd_rn(1.0f, erff(__fmul_rn(x, rs2)))),\n",
"                          __fmul_rn(__fmul_rn(x, rs2pi), expf(__fmul_rn(__fmul_rn(-0.5f, x), x))));\n",
"        }\n",
"        *o0 = __fmul_rn(u, d);\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_act(const kt_train_args a) {\n",
"    const int nin = a.kind == 1 ? 3 : a.kind == 2 ? 1 : 2;\n",
"    if (a.flags & 2) {\n",
"        const kt_i64 units = a.D / 8, n = a.rows * units;\n",
"        for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {\n",
"            const kt_i64 r = e / units, k = (e - r * units) * 8;\n",
"            float x[3][8], o[2][8];\n",
"            for (int s = 0; s < nin; s++) ktt_ld8(a.p[s], r * a.ld[s] + k, a.dt[s], x[s]);\n",
"            for (int j = 0; j < 8; j++) ktt_act1(a, a.kind, x[0][j], nin > 1 ? x[1][j] : 0.0f, nin > 2 ? x[2][j] : 0.0f, &o[0][j], &o[1][j]);\n",
"            ktt_st8(a.p[nin], r * a.ld[nin] + k, a.dt[nin], o[0]);\n",
"            if (a.kind == 1) ktt_st8(a.p[4], r * a.ld[4] + k, a.dt[4], o[1]);\n",
"        }\n",
"        return;\n",
"    }\n",
"    const kt_i64 n = a.rows * a.D;\n",
"    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {\n",
"        const kt_i64 r = e / a.D, k = e - r * a.D;\n",
"        float x[3], o0, o1;\n",
"        for (int s = 0; s < nin; s++) x[s] = ktt_ld(a.p[s], r * a.ld[s] + k, a.dt[s]);\n",
"        ktt_act1(a, a.kind, x[0], nin > 1 ? x[1] : 0.0f, nin > 2 ? x[2] : 0.0f, &o0, &o1);\n",
"        ktt_st(a.p[nin], r * a.ld[nin] + k, a.dt[nin], o0);\n",
"        if (a.kind == 1) ktt_st(a.p[4], r * a.ld[4] + k, a.dt[4], o1);\n",
"    }\n",
"}\n",
"\n",
"/* Every slot f16 or bf16 (and flags & 2's alignment; the host checks): 2\n",
"   units of 8 elements a thread, all their loads issued before the\n",
"   arithmetic, outputs packed in pairs (kt_pack2_*: the CPU's rounding);\n",
"   the kind a compile-time constant. Same operations per element as kt_act. */\n",
"KT_DEV uint4 ktt_pack8(const float *v, kt_i64 dt) { return dt == 1 ? ktt_pack8t<1>(v) : ktt_pack8t<2>(v); }\n",
"template <int K> KT_DEV void ktt_act_h(const kt_train_args &a) {\n",
"    const int nin = K == 1 ? 3 : K == 2 ? 1 : 2;\n",
"    const kt_i64 units = a.D / 8, n = a.rows * units;\n",
"    for (kt_i64 e0 = ktt_gid() * 2; e0 < n; e0 += ktt_gstride() * 2) {\n",
"        uint4 x[2][3];\n",
"        kt_i64 r[2], k[2];\n",
"        r[0] = e0 / units, k[0] = (e0 - r[0] * units) * 8;\n",
"        r[1] = k[0] + 8 < a.D ? r[0] : r[0] + 1, k[1] = k[0] + 8 < a.D ? k[0] + 8 : 0;\n",
"#pragma unroll\n",
"        for (int u = 0; u < 2; u++)\n",
"            if (e0 + u < n)\n",
"#pragma unroll\n",
"                for (int s = 0; s < nin; s++) x[u][s] = ((const uint4 *)a.p[s])[(r[u] * a.ld[s] + k[u]) / 8];\n",
"#pragma unroll\n",
"        for (int u = 0; u < 2; u++) {\n",
"            if (e0 + u >= n) break;\n",
"            float v[3][8], o[2][8];\n",
"#pragma unroll\n",
"            for (int s = 0; s < nin; s++) ktt_unpack8(x[u][s], a.dt[s], v[s]);\n",
"#pragma unroll\n",
"            for (int j = 0; j < 8; j++) ktt_act1(a, K, v[0][j], nin > 1 ? v[1][j] : 0.0f, nin > 2 ? v[2][j] : 0.0f, &o[0][j], &o[1][j]);\n",
"            ((uint4 *)a.p[nin])[(r[u] * a.ld[nin] + k[u]) / 8] = ktt_pack8(o[0], a.dt[nin]);\n",
"            if (K == 1) ((uint4 *)a.p[4])[(r[u] * a.ld[4] + k[u]) / 8] = ktt_pack8(o[1], a.dt[4]);\n",
"        }\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_act_h(const kt_train_args a) {\n",
"    if (a.kind == 0) ktt_act_h<0>(a);\n",
"    else if (a.kind == 1) ktt_act_h<1>(a);\n",
"    else if (a.kind == 2) ktt_act_h<2>(a);\n",
"    else ktt_act_h<3>(a);\n",
"}\n",
"\n",
"/* ---- embedding; ids checked on the host. Forward: one thread per output\n",
"   element (slots 0 ids, 1 weight, 2 out). Backward (slots 0 dout, 1 ids, 2\n",
"   dweight): every element is summed in token order by its one owner,\n",
"   without atomics (the CPU's order). With flags 1 (a small vocabulary) a\n",
"   block owns 256 columns of vocabulary row blockIdx.y and lists, 256\n",
"   tokens at a time, the positions of the tokens that are its row, then\n",
"   adds their rows; else one thread per column walks the tokens and adds\n",
"   into the row of each. n: 1 when ids are int64. */\n",
"KT_KERNEL void kt_emb_fwd(const kt_train_args a) {\n",
"    const kt_i64 n = a.rows * a.D;\n",
"    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {\n",
"        const kt_i64 r = e / a.D, k = e - r * a.D;\n",
"        ktt_st(a.p[2], r * a.ld[2] + k, a.dt[2], ktt_ld(a.p[1], ktt_id(a.p[0], r, a.n) * a.ld[1] + k, a.dt[1]));\n",
"    }\n",
"}\n",
"KT_KERNEL void kt_emb_bwd(const kt_train_args a) {\n",
"    const kt_i64 c = ktt_gid();\n",
"    float *dw = (float *)a.p[2];\n",
"    if (a.flags & 1) {\n",
"        /* per chunk of 256 tokens: the positions of this row's tokens, in\n",
"           order (counts of KTT_FLAGS flags, then each match's place), then the adds */\n",
"        __shared__ kt_i64 list[KTT_THREADS];\n",
"        __shared__ int flag[KTT_THREADS], cnt[KTT_THREADS / KTT_FLAGS];\n",
"        const kt_i64 v = (kt_i64)blockIdx.y;\n",
"        const int tid = (int)ktt_tid();\n",
"        float acc = c < a.D ? dw[v * a.ld[2] + c] : 0.0f;\n",
"        for (kt_i64 r0 = 0; r0 < a.rows; r0 += KTT_THREADS) {\n",
"            const kt_i64 n = a.rows - r0 < KTT_THREADS ? a.rows - r0 : KTT_THREADS;\n",
"            flag[tid] = tid < n && ktt_id(a.p[1], r0 + tid, a.n) == v;\n",
"            __syncthreads();\n",
"            if (tid < KTT_THREADS / KTT_FLAGS) {\n",
"                int k = 0;\n",
"                for (int j = 0; j < KTT_FLAGS; j++) k += flag[tid * KTT_FLAGS + j];\n",
"                cnt[tid] = k;\n",
"            }\n",
"            __syncthreads();\n",
"            int total = 0;\n",
"            for (int g = 0; g < KTT_THREADS / KTT_FLAGS; g++) total += cnt[g];\n",
"            if (flag[tid]) {\n",
"                int pos = 0;\n",
"                for (int g = 0; g < tid / KTT_FLAGS; g++) pos += cnt[g];\n",
"                for (int j = tid - tid % KTT_FLAGS; j < tid; j++) pos += flag[j];\n",
"                list[pos] = r0 + tid;\n",
"            }\n",
"            __syncthreads();\n",
"            if (c < a.D)\n",
"                for (int j = 0; j < total; j++) acc = __fadd_rn(acc, ktt_ld(a.p[0], list[j] * a.ld[0] + c, a.dt[0]));\n",
"            __syncthreads();\n",
"        }\n",
"        if (c < a.D) dw[v * a.ld[2] + c] = acc;\n",
"        return;\n",
"    }\n",
"    if (c >= a.D) return;\n",
"    for (kt_i64 r = 0; r < a.rows; r++) {\n",
"        float *e = dw + ktt_id(a.p[1], r, a.n) * a.ld[2] + c;\n",
"        *e = __fadd_rn(*e, ktt_ld(a.p[0], r * a.ld[0] + c, a.dt[0]));\n",
"    }\n",
"}\n",
"\n",
"/* ---- fused cross-entropy: one block per row; slots 0 logits, 1 targets,\n",
"   2 losses (the caller's or scratch), 3 dlogits (may be logits: every\n",
"   element is read by the thread that writes it, after the row's sums).\n",
"   f[0] label smoothing, f[1] gradient scale; n: 1 when targets are int64. */\n",
"KT_KERNEL void kt_ce(const kt_train_args a) {\n",
"    __shared__ float shm[KTT_THREADS], shs[KTT_THREADS];\n",
"    const kt_i64 V = a.D;\n",
"    const float eps = a.f[0], scale = a.f[1], sm = __fdiv_rn(eps, (float)V);\n",
"    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {\n",
"        const kt_i64 tg = ktt_id(a.p[1], r, a.n);\n",
"        const int t = (int)threadIdx.x;\n",
"        if (tg < 0) {\n",
"            if (threadIdx.x == 0) ((float *)a.p[2])[r] = 0.0f;\n",
"            if (a.p[3])\n",
"                for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) ktt_st(a.p[3], r * a.ld[3] + k, a.dt[3], 0.0f);\n",
"            continue;\n",
"        }\n",
"        float m = KT_NEG_INF, s = 0.0f, sl = 0.0f;\n",
"        for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) {\n",
"            const float x = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);\n",
"            sl = __fadd_rn(sl, x);\n",
"            if (x > m) {\n",
"                s = m == KT_NEG_INF ? 0.0f : __fmul_rn(s, expf(__fsub_rn(m, x)));\n",
"                m = x;\n",
"            }\n",
"            s = __fadd_rn(s, expf(__fsub_rn(x, m)));\n",
"        }\n",
"        /* (max, sum) pairs merged along the tree */\n",
"        shm[t] = m;\n",
"        shs[t] = s;\n",
"        __syncthreads();\n",
"        for (int h = KTT_THREADS / 2; h > 0; h >>= 1) {\n",
"            if (t < h) {\n",
"                const float m0 = shm[t], m1 = shm[t + h], mm = m0 > m1 ? m0 : m1;\n",
"                float s0 = shs[t], s1 = shs[t + h];\n",
"                if (mm != KT_NEG_INF) {\n",
"                    s0 = m0 == KT_NEG_INF ? 0.0f : __fmul_rn(s0, expf(__fsub_rn(m0, mm)));\n",
"                    s1 = m1 == KT_NEG_INF ? 0.0f : __fmul_rn(s1, expf(__fsub_rn(m1, mm)));\n",
"                }\n",
"                shm[t] = mm;\n",
"                shs[t] = __fadd_rn(s0, s1);\n",
"            }\n",
"            __syncthreads();\n",
"        }\n",
"        const float lse = __fadd_rn(shm[0], logf(shs[0]));\n",
"        __syncthreads();\n",
"        sl = ktt_sum(sl, shs);\n",
"        const float lt = ktt_ld(a.p[0], r * a.ld[0] + tg, a.dt[0]);\n",
"        if (threadIdx.x == 0)\n",
"            ((float *)a.p[2])[r] = __fsub_rn(__fsub_rn(lse, __fmul_rn(__fsub_rn(1.0f, eps), lt)), __fmul_rn(sm, sl));\n",
"        if (!a.p[3]) continue;\n",
"        __syncthreads(); /* lt is read before dlogits overwrite logits */\n",
"        for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) {\n",
"            const float x = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);\n",
"            float d = __fmul_rn(__fsub_rn(expf(__fsub_rn(x, lse)), sm), scale);\n",
"            if (k == tg) d = __fsub_rn(d, __fmul_rn(__fsub_rn(1.0f, eps), scale));\n",
"            ktt_st(a.p[3], r * a.ld[3] + k, a.dt[3], d);\n",
"        }\n",
"    }\n",
"}\n",
"/* Mean loss: one block; slots 2 losses, 4 mean; n rows not ignored. */\n",
"KT_KERNEL void kt_ce_mean(const kt_train_args a) {\n",
"    __shared__ double sh[KTT_THREADS];\n",
"    double s = 0.0;\n",
"    for (kt_i64 r = ktt_tid(); r < a.rows; r += KTT_THREADS) s = kt_dadd_rn(s, (double)((const float *)a.p[2])[r]);\n",
"    s = ktt_dsum(s, sh);\n",
"    if (threadIdx.x == 0) ((float *)a.p[4])[0] = a.n ? (float)(s / (double)a.n) : 0.0f;\n",
"}\n",
"\n",
"/* ---- AdamW: the CPU's operations in its order on each element\n",
"   (bit-identical for f32 state). slots 0 param, 1 grad, 2 m, 3 v,\n",
"   4 param_copy; f: b1, b2, eps, decay, grad scale, c1, c2, 1 - b1, 1 - b2.\n",
"   flags 1: 8 elements a thread through 16-byte loads (the host checks\n",
"   every slot's base), the last rows % 8 one a thread; else one a thread. */\n",
"KT_DEV void ktt_adamw1(const kt_train_args &a, float g, float &p, float &m, float &v) {\n",
"    const float gi = __fmul_rn(g, a.f[4]);\n",
"    m = __fadd_rn(__fmul_rn(a.f[0], m), __fmul_rn(a.f[7], gi));\n",
"    v = __fadd_rn(__fmul_rn(a.f[1], v), __fmul_rn(__fmul_rn(a.f[8], gi), gi));\n",
"    p = __fsub_rn(__fmul_rn(p, a.f[3]), __fdiv_rn(__fmul_rn(a.f[5], m), __fadd_rn(__fmul_rn(__fsqrt_rn(v), a.f[6]), a.f[2])));\n",
"}\n",
"KT_KERNEL void kt_adamw(const kt_train_args a) {\n",
"    const kt_i64 n8 = (a.flags & 1) ? a.rows / 8 : 0;\n",
"    for (kt_i64 e = ktt_gid(); e < n8; e += ktt_gstride()) {\n",
"        float p[8], g[8], m[8], v[8];\n",
"        ktt_ld8(a.p[0], e * 8, 0, p);\n",
"        ktt_ld8(a.p[1], e * 8, a.dt[1], g);\n",
"        ktt_ld8(a.p[2], e * 8, a.dt[2], m);\n",
"        ktt_ld8(a.p[3], e * 8, a.dt[3], v);\n",
"        for (int j = 0; j < 8; j++) ktt_adamw1(a, g[j], p[j], m[j], v[j]);\n",
"        ktt_st8(a.p[0], e * 8, 0, p);\n",
"        ktt_st8(a.p[2], e * 8, a.dt[2], m);\n",
"        ktt_st8(a.p[3], e * 8, a.dt[3], v);\n",
"        if (a.p[4]) ktt_st8(a.p[4], e * 8, a.dt[4], p);\n",
"    }\n",
"    for (kt_i64 i = n8 * 8 + ktt_gid(); i < a.rows; i += ktt_gstride()) {\n",
"        float p = ((const float *)a.p[0])[i], m = ktt_ld(a.p[2], i, a.dt[2]), v = ktt_ld(a.p[3], i, a.dt[3]);\n",
"        ktt_adamw1(a, ktt_ld(a.p[1], i, a.dt[1]), p, m, v);\n",
"        ((float *)a.p[0])[i] = p;\n",
"        ktt_st(a.p[2], i, a.dt[2], m);\n",
"        ktt_st(a.p[3], i, a.dt[3], v);\n",
"        if (a.p[4]) ktt_st(a.p[4], i, a.dt[4], p);\n",
"    }\n",
"}\n",
"\n",
"/* ---- sum of squares: block b sums chunk b (a.T elements) into the f64\n",
"   partial p[2][b]; then one block (flags 1) sums the a.n partials into the\n",
"   f32 out (p[1]). f32 squares are exact in f64. */\n",
"KT_KERNEL void kt_sum_squares(const kt_train_args a) {\n",
"    __shared__ double sh[KTT_THREADS];\n",
"    double s = 0.0;\n",
"    if (a.flags & 1) {\n",
"        for (kt_i64 b = ktt_tid(); b < a.n; b += KTT_THREADS) s = kt_dadd_rn(s, ((const double *)a.p[2])[b]);\n",
"        s = ktt_dsum(s, sh);\n",
"        if (threadIdx.x == 0) ((float *)a.p[1])[0] = (float)s;\n",
"        return;\n",
"    }\n",
"    const kt_i64 i0 = (kt_i64)blockIdx.x * a.T, i1 = i0 + a.T < a.rows ? i0 + a.T : a.rows;\n",
"    if (a.flags & 2) { /* 8 elements a thread through 16-byte loads (a.T % 8 == 0, the host checks the base), then the rest */\n",
"        const kt_i64 e1 = i0 + (i1 - i0) / 8 * 8;\n",
"        /* 4 units loaded before they are added (in the same order) */\n",
"        for (kt_i64 i = i0 + ktt_tid() * 8; i < e1; i += KTT_THREADS * 8 * 4) {\n",
"            float x[4][8];\n",
"#pragma unroll\n",
"            for (int u = 0; u < 4; u++)\n",
"                if (i + u * KTT_THREADS * 8 < e1) ktt_ld8(a.p[0], i + u * KTT_THREADS * 8, a.dt[0], x[u]);\n",
"#pragma unroll\n",
"            for (int u = 0; u < 4; u++)\n",
"                if (i + u * KTT_THREADS * 8 < e1)\n",
"#pragma unroll\n",
"                    for (int j = 0; j < 8; j++) s = kt_dadd_rn(s, (double)x[u][j] * (double)x[u][j]);\n",
"        }\n",
"        for (kt_i64 i = e1 + ktt_tid(); i < i1; i += KTT_THREADS) {\n",
"            const double x = (double)ktt_ld(a.p[0], i, a.dt[0]);\n",
"            s = kt_dadd_rn(s, x * x);\n",
"        }\n",
"    } else {\n",
"        for (kt_i64 i = i0 + ktt_tid(); i < i1; i += KTT_THREADS) {\n",
"            const double x = (double)ktt_ld(a.p[0], i, a.dt[0]);\n",
"            s = kt_dadd_rn(s, x * x);\n",
"        }\n",
"    }\n",
"    s = ktt_dsum(s, sh);\n",
"    if (threadIdx.x == 0) ((double *)a.p[2])[blockIdx.x] = s;\n",
"}\n",
"\n",
"/* ---- matmul: c[M,N] = alpha op(a) op(b) + beta c. A block computes a\n",
"   64 x 64 tile of c, each thread 4 x 4 outputs (rows ty + 16i, columns\n",
"   tx + 16j), every output summed in k order; op(a) and op(b) pass through\n",
"   shared memory 16 values of k at a time, each loaded along its unit-stride\n",
"   dim where it has one. op(a)[m][k] at m * sd[0] + k * ld[0], op(b)[k][n]\n",
"   at k * ld[1] + n * sd[1], c[m][n] at m * ld[2] + n * sd[2]. f[0] alpha,\n",
"   f[1] beta (0: c unread). */\n",
"#define KTT_MT 64 /* tile of c */\n",
"#define KTT_KT 16 /* k per step */\n",
"KT_KERNEL void kt_tr_matmul(const kt_train_args a) {\n",
"    __shared__ float as[KTT_KT][KTT_MT + 1], bs[KTT_KT][KTT_MT + 1];\n",
"    const int t = (int)threadIdx.x, tx = t % 16, ty = t / 16;\n",
"    const kt_i64 m0 = (kt_i64)blockIdx.y * KTT_MT, n0 = (kt_i64)blockIdx.x * KTT_MT;\n",
"    const int a_kfast = a.ld[0] == 1, b_nfast = a.sd[1] == 1 || a.ld[1] != 1;\n",
"    float acc[4][4];\n",
"    for (int i = 0; i < 4; i++)\n",
"        for (int j = 0; j < 4; j++) acc[i][j] = 0.0f;\n",
"    for (kt_i64 k0 = 0; k0 < a.K; k0 += KTT_KT) {\n",
"        for (int q = 0; q < KTT_MT * KTT_KT / KTT_THREADS; q++) {\n",
"            const int e = t + q * KTT_THREADS;\n",
"            const int am = a_kfast ? e / KTT_KT : e % KTT_MT, ak = a_kfast ? e % KTT_KT : e / KTT_MT;\n",
"            const int bn = b_nfast ? e % KTT_MT : e / KTT_KT, bk = b_nfast ? e / KTT_MT : e % KTT_KT;\n",
"            const kt_i64 m = m0 + am, n = n0 + bn, ka = k0 + ak, kb = k0 + bk;\n",
"            as[ak][am] = m < a.M && ka < a.K ? ktt_ld(a.p[0], m * a.sd[0] + ka * a.ld[0], a.dt[0]) : 0.0f;\n",
"            bs[bk][bn] = n < a.N && kb < a.K ? ktt_ld(a.p[1], kb * a.ld[1] + n * a.sd[1], a.dt[1]) : 0.0f;\n",
"        }\n",
"        __syncthreads();\n",
"        for (int k = 0; k < KTT_KT; k++) {\n",
"            float ra[4], rb[4];\n",
"            for (int i = 0; i < 4; i++) ra[i] = as[k][ty + 16 * i], rb[i] = bs[k][tx + 16 * i];\n",
"            for (int i = 0; i < 4; i++)\n",
"                for (int j = 0; j < 4; j++) acc[i][j] = __fmaf_rn(ra[i], rb[j], acc[i][j]);\n",
"        }\n",
"        __syncthreads();\n",
"    }\n",
"    for (int i = 0; i < 4; i++)\n",
"        for (int j = 0; j < 4; j++) {\n",
"            const kt_i64 m = m0 + ty + 16 * i, n = n0 + tx + 16 * j;\n",
"            if (m >= a.M || n >= a.N) continue;\n",
"            const kt_i64 o = m * a.ld[2] + n * a.sd[2];\n",
"            float v = __fmul_rn(a.f[0], acc[i][j]);\n",
"            if (a.f[1] != 0.0f) v = __fadd_rn(v, __fmul_rn(a.f[1], ktt_ld(a.p[2], o, a.dt[2])));\n",
"            ktt_st(a.p[2], o, a.dt[2], v);\n",
"        }\n",
"}\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
static const char *const *ktorch__cu_src_attn_bwd(size_t *nlines) { /* shaders/attn_bwd.cu */
    static const char *const lines[] = {
"/* Attention backward (FlashAttention-2), kind 12.\n",
"   kt_bwd_dot: per query row, Dd = sum_e dO*O and the saved LSE in the log2\n",
"   domain (+inf for a row with no visible key, so that its P is 0); with\n",
"   a.dqa, it also zeroes the row of the f32 dQ workspace.\n",
"   kt_bwd_dkdv: one CTA per (batch, kv head, BN keys), a warp per 16 keys;\n",
"   over the group's query heads and the visible query blocks of BI rows it\n",
"   recomputes S^T = K Q^T and dP^T = V dO^T on tensor cores, P = exp(S - LSE),\n",
"   dS = P (dP - Dd) (scale and soft-cap derivative folded in), and sums\n",
"   dV += P^T dO, dK += dS^T Q in f32 registers.\n",
"   kt_bwd_dq: one CTA per (batch, query head, BN queries), a warp per 16\n",
"   rows; over the visible key blocks of BI keys, dQ += dS K. Deterministic.\n",
"   kt_bwd_dkdvq (the fast mode, instead of kt_bwd_dkdv and kt_bwd_dq):\n",
"   kt_bwd_dkdv that also stages dS^T in shared memory and adds each query\n",
"   block's dQ = dS K (BI x KT_D, split over the warps) to a.dqa with f32\n",
"   atomics, so P and dP are computed once; the sums' order varies run to\n",
"   run. kt_bwd_dq_out writes a.dqa to dq in its dtype (adding for a.add).\n",
"   Compile-time: KT_D (head dim of q, k and v), KT_DTYPE (0 f16, 1 bf16),\n",
"   KT_WARPS (BN = 16 * KT_WARPS), KT_MT (BI = 16 * KT_MT), KT_STAGES (slots\n",
"   of the streamed blocks: 2 copies the next block during this one's\n",
"   products). Operands of 16-byte rows; dq/dk/dv f32, f16 or bf16 (run-time\n",
"   codes).\n",
"   Kinds 14 and 15 are kinds 12 and 13 with KT_BSP (their mask field; 0\n",
"   for every other spec, which compiles as if this code were absent): 1\n",
"   block-sparse, the dK/dV kernel walking its key block's list of query\n",
"   tiles (over the group's heads) and kt_bwd_dq its query block's list of\n",
"   key tiles, both built by kt_bwd_list; 2 an element mask tensor, read per\n",
"   visible element of P (additive; bool: 0 or -inf). Their kernels take a\n",
"   second argument (kt_bwd_sp). */\n",
"typedef ktorch__cu_bwd_args kt_bwd_args; /* shaders/kernel_args.h */\n",
"#if KT_KIND == 14 || KT_KIND == 15\n",
"#define KT_BSP KT_MASK\n",
"typedef ktorch__cu_bwd_sp_args kt_bwd_sp; /* shaders/kernel_args.h */\n",
"#define KT_BWD_SPK , const kt_bwd_sp sp /* a kernel's parameter */\n",
"#define KT_BWD_SPR , const kt_bwd_sp &sp /* a device function's */\n",
"#define KT_BWD_SPA , sp\n",
"#define KT_BWD_PDSR , const kt_bwd_sp &sp, kt_i64 mb /* kt_bwd_pds: mb the (b, h) offset into the mask */\n",
"#define KT_BWD_PDSA(mb) , sp, mb\n",
"#if KT_BSP == 1\n",
"#define KT_BWD_VIS && kt_bwd_bvis(sp, mb, i, j)\n",
"#define KT_BWD_FAST(c) (!sp.el && (c)) /* a tile straddling blocks checks each element */\n",
"#else\n",
"#define KT_BWD_VIS && kt_bwd_mvis(sp, mb, i, j, x)\n",
"#define KT_BWD_FAST(c) (false && (c))\n",
"#endif\n",
"#else\n",
"#define KT_BSP 0\n",
"#define KT_BWD_SPK\n",
"#define KT_BWD_SPR\n",
"#define KT_BWD_SPA\n",
"#define KT_BWD_PDSR\n",
"#define KT_BWD_PDSA(mb)\n",
"#define KT_BWD_VIS\n",
"#define KT_BWD_FAST(c) c\n",
"#endif\n",
"\n",
"#define BN (16 * KT_WARPS)\n",
"#define BI (16 * KT_MT)\n",
"#define LDS (KT_D + 8) /* padded smem row: ldmatrix rows hit distinct banks */\n",
"#define NTHR (KT_WARPS * KT_LANES)\n",
"#define DCH (KT_D / 8)\n",
"\n",
"KT_DEV float kt_bwd_cvt(kt_u16 v) {\n",
"#if KT_DTYPE == 1\n",
"    return kt_bf16_to_f32(v);\n",
"#else\n",
"    return kt_f16_to_f32(v);\n",
"#endif\n",
"}\n",
"/* x (add: plus the element's value) to element i of a gradient of dtype\n",
"   code dt (0 f32, 1 f16, 2 bf16) */\n",
"KT_DEV void kt_bwd_st(kt_u64 base, kt_i64 i, kt_i64 dt, float x, bool add) {\n",
"    if (dt == 0) {\n",
"        if (add) x += ((const float *)base)[i];\n",
"        ((float *)base)[i] = x;\n",
"    } else if (dt == 1) {\n",
"        if (add) x += kt_f16_to_f32(((const kt_u16 *)base)[i]);\n",
"        ((kt_u16 *)base)[i] = kt_f32_to_f16(x);\n",
"    } else {\n",
"        if (add) x += kt_bf16_to_f32(((const kt_u16 *)base)[i]);\n",
"        ((kt_u16 *)base)[i] = kt_f32_to_bf16(x);\n",
"    }\n",
"}\n",
"/* nrows rows of KT_D elements from g (row stride rs) into a padded tile;\n",
"   rows at or past `limit` read as zeros. */\n",
"KT_DEV void kt_bwd_rows(kt_u32 s_base, const kt_u16 *g, kt_i64 rs, kt_i64 first, kt_i64 limit, int nrows, int tid) {\n",
"    for (int c = tid; c < nrows * DCH; c += NTHR) {\n",
"        int r = c / DCH, ch = c - r * DCH;\n",
"        kt_i64 j = first + r;\n",
"        int ok = j < limit;\n",
"        kt_cp_async16(s_base + (kt_u32)(r * LDS + ch * 8) * 2u, g + (ok ? j * rs : 0) + ch * 8, ok);\n",
"    }\n",
"}\n",
"\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dot(const kt_bwd_args a) {\n",
"    const kt_i64 row = (kt_i64)blockIdx.x * NTHR + threadIdx.x;\n",
"    if (row >= a.B * a.Hq * a.Nq) return;\n",
"    const kt_i64 i = row % a.Nq, h = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);\n",
"    const kt_u16 *o = (const kt_u16 *)a.o + b * a.o_sb + h * a.o_sh + i * a.o_sn;\n",
"    const kt_u16 *g = (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh + i * a.do_sn;\n",
"    /* 16-byte loads (a warp's lanes read 32 rows: one load a chunk, not one an element), summed in element order */\n",
"    float d = 0.0f;\n",
"#pragma unroll 4\n",
"    for (int c = 0; c < DCH; c++) {\n",
"        const uint4 x = ((const uint4 *)g)[c], y = ((const uint4 *)o)[c];\n",
"        const kt_u32 xw[4] = {x.x, x.y, x.z, x.w}, yw[4] = {y.x, y.y, y.z, y.w};\n",
"#pragma unroll\n",
"        for (int w = 0; w < 8; w++) {\n",
"            const kt_u16 xe = (kt_u16)(xw[w >> 1] >> (16 * (w & 1))), ye = (kt_u16)(yw[w >> 1] >> (16 * (w & 1)));\n",
"            d += kt_bwd_cvt(xe) * kt_bwd_cvt(ye);\n",
"        }\n",
"    }\n",
"    const float l = ((const float *)a.lse)[b * a.l_sb + h * a.l_sh + i * a.l_sn];\n",
"    if (a.dqa) {\n",
"        float4 *z = (float4 *)a.dqa + row * (KT_D / 4);\n",
"        for (int e = 0; e < KT_D / 4; e++) z[e] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);\n",
"        /* kt_bwd_wgro's counter of each 64 rows, after the workspace */\n",
"        if (i % 64 == 0) ((kt_u32 *)((float *)a.dqa + a.B * a.Hq * a.Nq * KT_D))[(b * a.Hq + h) * ((a.Nq + 63) / 64) + i / 64] = 0u;\n",
"    }\n",
"    ((float *)a.dd)[row] = d;\n",
"    ((float *)a.dd)[a.B * a.Hq * a.Nq + row] = l == KT_NEG_INF ? -KT_NEG_INF : l * KT_LOG2E;\n",
"}\n",
"\n",
"#if KT_BSP\n",
"/* Whether query i sees key j under the block mask (at mb, the (b, h) offset) */\n",
"KT_DEV bool kt_bwd_bvis(const kt_bwd_sp &sp, kt_i64 mb, kt_i64 i, kt_i64 j) {\n",
"    return !sp.el || ((const kt_u8 *)sp.mask)[mb + (i / sp.bq) * sp.m_sq + (j / sp.bk) * sp.m_sk] != 0;\n",
"}\n",
"/* The element mask's term added to score x; false where it is -inf */\n",
"KT_DEV bool kt_bwd_mvis(const kt_bwd_sp &sp, kt_i64 mb, kt_i64 i, kt_i64 j, float &x) {\n",
"    const kt_i64 o = mb + i * sp.m_sq + j * sp.m_sk;\n",
"    float m;\n",
"    switch (sp.mtype) {\n",
"    case 0: m = ((const kt_u8 *)sp.mask)[o] ? 0.0f : KT_NEG_INF; break;\n",
"    case 1: m = ((const float *)sp.mask)[o]; break;\n",
"    case 2: m = kt_f16_to_f32(((const kt_u16 *)sp.mask)[o]); break;\n",
"    default: m = kt_bf16_to_f32(((const kt_u16 *)sp.mask)[o]); break;\n",
"    }\n",
"    x += m;\n",
"    return m != KT_NEG_INF;\n",
"}\n",
"#endif\n",
"/* The CTA's (batch, head) pair bh and block blk of a grid of gridDim.x\n",
"   blocks by gridDim.y pairs, in launch order block-major: with dq (kt_bwd_dq)\n",
"   the query blocks, else key blocks, heaviest first for every pair (causal:\n",
"   the first key blocks, the last query blocks; a left window alone: the\n",
"   other way), so that the lightest CTAs run last and fill the last wave. */\n",
"KT_DEV void kt_bwd_cta(const kt_bwd_args &a, bool dq, kt_i64 &bh, kt_i64 &blk) {\n",
"    const kt_i64 L = (kt_i64)blockIdx.y * gridDim.x + blockIdx.x, n = gridDim.y;\n",
"    const bool left_only = (a.wflags & 3) == 1;\n",
"    bh = L % n;\n",
"    blk = L / n;\n",
"    if (dq != left_only) blk = gridDim.x - 1 - blk;\n",
"}\n",
"#if KT_BSP == 1\n",
"/* Block-sparse: the CTA's list row is its launch index (one head's blocks\n",
"   in turn), as (batch, head) pair bh and block blk. */\n",
"KT_DEV void kt_bwd_cta_sp(const kt_bwd_sp &sp, bool dq, kt_i64 &bh, kt_i64 &blk) {\n",
"    const kt_i64 x = (kt_i64)blockIdx.y * gridDim.x + blockIdx.x, nb = dq ? sp.RB : sp.CB;\n",
"    bh = x / nb;\n",
"    blk = x - bh * nb;\n",
"}\n",
"#define KT_BWD_CTA(dq, bh, blk) kt_bwd_cta_sp(sp, dq, bh, blk)\n",
"#else\n",
"#define KT_BWD_CTA(dq, bh, blk) kt_bwd_cta(a, dq, bh, blk)\n",
"#endif\n",
"/* P and dS of a 16 x (8 * NT) tile of c fragments: s holds the scores, dp\n",
"   dP; on return s holds P and dp dS. Element e of fragment n sits at row\n",
"   rrow + 8 * (e >> 1) and column ccol + 8 * n + (e & 1); `trans` says that\n",
"   the rows are keys (kt_bwd_dkdv) rather than queries. sl, sd: the LSE (log2)\n",
"   and Dd of the tile's query rows or columns, indexed from q0. FAST: every\n",
"   pair visible, no soft-cap, no ALiBi (kt_bwd_plain). */\n",
"template <int NT, int TRANS, int FAST>\n",
"KT_DEV void kt_bwd_pds(const kt_bwd_args &a, float (*s)[4], float (*dp)[4], kt_i64 rrow, kt_i64 ccol, kt_i64 q0, const float *sl,\n",
"                       const float *sd, float slope KT_BWD_PDSR) {\n",
"    const float scale = a.scale, cap = a.softcap;\n",
"    const kt_i64 off = a.Nk - a.Nq;\n",
"    if (FAST) {\n",
"        const float l2s = scale * KT_LOG2E;\n",
"        const int r0 = (int)((TRANS ? ccol : rrow) - q0);\n",
"        /* FAST 2 (a tile the window bounds cut, kt_bwd_edge): an element is\n",
"           visible where its key minus query offset within the tile, a\n",
"           constant of (n, e), lies in [lo, hi]: the bounds less the\n",
"           thread's base offset, clamped to int */\n",
"        int lo = 0, hi = 0;\n",
"        if (FAST == 2) {\n",
"            const kt_i64 base = (TRANS ? rrow - ccol : ccol - rrow) - off, big = 1 << 30;\n",
"            kt_i64 l = (a.wflags & 1) ? -a.wl - base : -big, u = (a.wflags & 2) ? a.wr - base : big;\n",
"            lo = (int)(l < -big ? -big : l > big ? big : l);\n",
"            hi = (int)(u < -big ? -big : u > big ? big : u);\n",
"        }\n",
"#pragma unroll\n",
"        for (int n = 0; n < NT; n++)\n",
"#pragma unroll\n",
"            for (int e = 0; e < 4; e++) {\n",
"                const int ii = r0 + (TRANS ? 8 * n + (e & 1) : 8 * (e >> 1));\n",
"                float p = kt_exp2(s[n][e] * l2s - sl[ii]);\n",
"                if (FAST == 2) {\n",
"                    const int loc = TRANS ? 8 * (e >> 1) - 8 * n - (e & 1) : 8 * n + (e & 1) - 8 * (e >> 1);\n",
"                    if (loc < lo || loc > hi) p = 0.0f;\n",
"                }\n",
"                s[n][e] = p;\n",
"                dp[n][e] = p * (dp[n][e] - sd[ii]) * scale;\n",
"            }\n",
"    } else {\n",
"#pragma unroll\n",
"        for (int n = 0; n < NT; n++)\n",
"#pragma unroll\n",
"            for (int e = 0; e < 4; e++) {\n",
"                const kt_i64 r = rrow + 8 * (e >> 1), c = ccol + 8 * n + (e & 1);\n",
"                const kt_i64 i = TRANS ? c : r, j = TRANS ? r : c;\n",
"                float x = s[n][e] * scale, gf = scale;\n",
"                if (cap != 0.0f) {\n",
"                    const float th = tanhf(x / cap);\n",
"                    x = cap * th;\n",
"                    gf = scale * (1.0f - th * th);\n",
"                }\n",
"                if (slope != 0.0f) {\n",
"                    const kt_i64 dist = i + off - j;\n",
"                    x -= slope * (float)(dist < 0 ? -dist : dist);\n",
"                }\n",
"                const int vis = i < a.Nq && j < a.Nk && (!(a.wflags & 1) || j >= i + off - a.wl) && (!(a.wflags & 2) || j <= i + off + a.wr) KT_BWD_VIS;\n",
"                const float p = vis ? kt_exp2(x * KT_LOG2E - sl[i - q0]) : 0.0f;\n",
"                s[n][e] = p;\n",
"                dp[n][e] = p * (dp[n][e] - sd[i - q0]) * gf;\n",
"            }\n",
"    }\n",
"}\n",
"\n",
"/* Whether query rows [i0, i0 + ni) see every key of [j0, j0 + nj), with\n",
"   no soft-cap and no ALiBi: the tile's P and dS need no per-element terms. */\n",
"KT_DEV bool kt_bwd_plain(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {\n",
"    const kt_i64 off = a.Nk - a.Nq;\n",
"    return a.softcap == 0.0f && !a.alibi && i0 + ni <= a.Nq && j0 + nj <= a.Nk && (!(a.wflags & 1) || j0 >= i0 + ni - 1 + off - a.wl) &&\n",
"           (!(a.wflags & 2) || j0 + nj - 1 <= i0 + off + a.wr);\n",
"}\n",
"/* Whether rows [i0, i0 + ni) and keys [j0, j0 + nj) lie inside Nq and Nk,\n",
"   with no soft-cap and no ALiBi: P and dS need only the window bounds\n",
"   (kt_bwd_pds FAST 2; kt_bwd_plain's tiles take FAST 1). */\n",
"KT_DEV bool kt_bwd_edge(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {\n",
"    return a.softcap == 0.0f && !a.alibi && i0 + ni <= a.Nq && j0 + nj <= a.Nk;\n",
"}\n",
"/* Whether no row of [i0, i0 + ni) sees a key of [j0, j0 + nj) (windows, Nq, Nk) */\n",
"KT_DEV bool kt_bwd_dead(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {\n",
"    const kt_i64 off = a.Nk - a.Nq;\n",
"    return i0 >= a.Nq || j0 >= a.Nk || ((a.wflags & 2) && j0 > i0 + ni - 1 + off + a.wr) || ((a.wflags & 1) && j0 + nj - 1 < i0 + off - a.wl);\n",
"}\n",
"/* c += A B over k = KT_D for a warp's 16 rows: A rows arow.. of tile sa,\n",
"   B^T rows 0..8*NT of tile sb (both [row][KT_D]). */\n",
"template <int NT> KT_DEV void kt_bwd_mm_nt(float (*c)[4], kt_u32 sa, int arow, kt_u32 sb, int lane) {\n",
"#pragma unroll\n",
"    for (int ks = 0; ks < KT_D / 16; ks++) {\n",
"        kt_u32 fa[4];\n",
"        kt_ldsm_x4(sa + (kt_u32)((arow + (lane & 15)) * LDS + ks * 16 + (lane >> 4) * 8) * 2u, fa[0], fa[1], fa[2], fa[3]);\n",
"#pragma unroll\n",
"        for (int np = 0; np < NT / 2; np++) {\n",
"            kt_u32 b0, b1, b2, b3;\n",
"            const int r = np * 16 + (lane >> 4) * 8 + (lane & 7);\n",
"            kt_ldsm_x4(sb + (kt_u32)(r * LDS + ks * 16 + ((lane >> 3) & 1) * 8) * 2u, b0, b1, b2, b3);\n",
"            kt_mma(c[2 * np], fa, b0, b1);\n",
"            kt_mma(c[2 * np + 1], fa, b2, b3);\n",
"        }\n",
"    }\n",
"}\n",
"/* acc[16][KT_D] += X B for a warp: X the 16 x (8 * NT) f32 fragments x\n",
"   (rounded to the input dtype), B rows 0..8*NT of tile sb ([k][KT_D]). */\n",
"template <int NT> KT_DEV void kt_bwd_mm_acc(float (*acc)[4], float (*x)[4], kt_u32 sb, int lane) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < NT / 2; kk++) {\n",
"        kt_u32 pa[4];\n",
"        pa[0] = kt_pack2(x[2 * kk][0], x[2 * kk][1]);\n",
"        pa[1] = kt_pack2(x[2 * kk][2], x[2 * kk][3]);\n",
"        pa[2] = kt_pack2(x[2 * kk + 1][0], x[2 * kk + 1][1]);\n",
"        pa[3] = kt_pack2(x[2 * kk + 1][2], x[2 * kk + 1][3]);\n",
"#pragma unroll\n",
"        for (int dp = 0; dp < KT_D / 16; dp++) {\n",
"            kt_u32 b0, b1, b2, b3;\n",
"            const int r = kk * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);\n",
"            kt_ldsm_x4_t(sb + (kt_u32)(r * LDS + dp * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);\n",
"            kt_mma(acc[2 * dp], pa, b0, b1);\n",
"            kt_mma(acc[2 * dp + 1], pa, b2, b3);\n",
"        }\n",
"    }\n",
"}\n",
"/* c[16][8 * NC] += A^T B for a warp over k = 16 * NK: A^T rows m0.. from\n",
"   tile sa stored [k][m] (row stride lda elements), B columns n0.. of tile\n",
"   sb ([k][KT_D]). */\n",
"template <int NK, int NC> KT_DEV void kt_bwd_mm_tn(float (*c)[4], kt_u32 sa, int lda, int m0, kt_u32 sb, int n0, int lane) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < NK; kk++) {\n",
"        kt_u32 fa[4];\n",
"        kt_ldsm_x4_t(sa + (kt_u32)((kk * 16 + (lane >> 4) * 8 + (lane & 7)) * lda + m0 + ((lane >> 3) & 1) * 8) * 2u, fa[0], fa[1], fa[2], fa[3]);\n",
"#pragma unroll\n",
"        for (int np = 0; np < NC / 2; np++) {\n",
"            kt_u32 b0, b1, b2, b3;\n",
"            const int r = kk * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);\n",
"            kt_ldsm_x4_t(sb + (kt_u32)(r * LDS + n0 + np * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);\n",
"            kt_mma(c[2 * np], fa, b0, b1);\n",
"            kt_mma(c[2 * np + 1], fa, b2, b3);\n",
"        }\n",
"    }\n",
"}\n",
"/* A warp's 16 x KT_D accumulator to rows r0.. of a gradient (rows < limit). */\n",
"KT_DEV void kt_bwd_store(float (*acc)[4], kt_u64 base, kt_i64 rs, kt_i64 dt, kt_i64 r0, kt_i64 limit, int g, int t, bool add) {\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) {\n",
"            const kt_i64 r = r0 + g + 8 * (e >> 1);\n",
"            if (r < limit) kt_bwd_st(base, r * rs + n * 8 + 2 * t + (e & 1), dt, acc[n][e], add);\n",
"        }\n",
"}\n",
"\n",
"/* The CTA's 16 KT_WARPS x KT_D accumulators (warp w: rows r0 + 16 w..) to\n",
"   a 16-bit gradient through shared memory at stage (free: the caller\n",
"   synchronised), written as 16-byte row chunks rather than one 2-byte\n",
"   store an element. False (nothing written) for an f32 gradient, the\n",
"   adding form or rows off 16 bytes: kt_bwd_store then. */\n",
"KT_DEV bool kt_bwd_store_rows(float (*acc)[4], kt_u64 base, kt_i64 rs, kt_i64 dt, kt_i64 r0, kt_i64 limit, bool add, kt_u16 *stage, int tid,\n",
"                              int warp, int g, int t) {\n",
"    if (dt == 0 || add || (rs & 7) || (base & 15)) return false;\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int h = 0; h < 2; h++) {\n",
"            const float x0 = acc[n][2 * h], x1 = acc[n][2 * h + 1];\n",
"            const kt_u32 v = dt == 1 ? (kt_u32)kt_f32_to_f16(x0) | ((kt_u32)kt_f32_to_f16(x1) << 16)\n",
"                                     : (kt_u32)kt_f32_to_bf16(x0) | ((kt_u32)kt_f32_to_bf16(x1) << 16);\n",
"            ((kt_u32 *)stage)[((warp * 16 + g + 8 * h) * LDS + n * 8 + 2 * t) >> 1] = v;\n",
"        }\n",
"    __syncthreads();\n",
"    for (int c = tid; c < 16 * KT_WARPS * DCH; c += NTHR) {\n",
"        const int r = c / DCH, ch = c - r * DCH;\n",
"        if (r0 + r < limit) ((uint4 *)base)[((r0 + r) * rs + ch * 8) >> 3] = ((const uint4 *)stage)[(r * LDS + ch * 8) >> 3];\n",
"    }\n",
"    __syncthreads(); /* stage free again */\n",
"    return true;\n",
"}\n",
"\n",
"/* Shared memory: the CTA's BN rows of two operands, KT_STAGES slots of the\n",
"   BI rows of the two it streams (the next block's copies fly while this\n",
"   one is used), then the LSE and Dd of the query rows in play; then, for\n",
"   kt_bwd_dkdvq, dS^T (BN keys x BI queries, rows padded as LDS). */\n",
"#define KT_BWD_SMEM_U16 (2 * (BN + KT_STAGES * BI) * LDS)\n",
"extern __shared__ __align__(16) kt_u16 smem[]; /* one declaration: the dK/dV body is a template */\n",
"#define LDSS (BI + 8)\n",
"/* dQ of a query block in kt_bwd_dkdvq: warp w takes 16 rows (w % (BI / 16)) and KT_D / QCH columns */\n",
"#define QCH (KT_WARPS / (BI / 16))\n",
"static_assert(KT_WARPS % (BI / 16) == 0 && (KT_D / QCH) % 16 == 0, \"dQ tiles split evenly over the warps\");\n",
"\n",
"/* The dK/dV kernels' query blocks: KT_BWD_QRANGE sets `total` for the CTA\n",
"   at key j0 of kv head hk; block x < total is query head KT_BWD_QH(x), rows\n",
"   KT_BWD_QI(x)..; KT_BWD_MB(h) the mask offset mb of head h. */\n",
"#if KT_BSP == 1\n",
"#define KT_BWD_QRANGE                                                                                                    \\\n",
"    const kt_i64 lrow_ = (b * a.Hk + hk) * sp.CB + j0 / BN; /* this key block's list of query tiles */                  \\\n",
"    const int *ql_ = (const int *)sp.cidx + lrow_ * sp.CT;                                                               \\\n",
"    const kt_i64 total = ((const int *)sp.ccnt)[lrow_];                                                                  \\\n",
"    (void)off;\n",
"#define KT_BWD_QH(x) (hk * a.group + ql_[x] / sp.QT)\n",
"#define KT_BWD_QI(x) ((kt_i64)(ql_[x] % sp.QT) * BI)\n",
"#else\n",
"#define KT_BWD_QRANGE                                                                                                    \\\n",
"    /* the query rows that see a key of [j0, j0 + BN); blocks of BI of them per query head of the group */             \\\n",
"    kt_i64 q_lo = 0, q_hi = a.Nq;                                                                                        \\\n",
"    if ((a.wflags & 2) && j0 - off - a.wr > q_lo) q_lo = j0 - off - a.wr;                                                \\\n",
"    if ((a.wflags & 1) && j0 + BN - off + a.wl < q_hi) q_hi = j0 + BN - off + a.wl;                                      \\\n",
"    const kt_i64 nblk = q_hi > q_lo ? (q_hi - q_lo + BI - 1) / BI : 0, total = nblk * a.group;\n",
"#define KT_BWD_QH(x) (hk * a.group + (x) / nblk)\n",
"#define KT_BWD_QI(x) (q_lo + ((x) % nblk) * BI)\n",
"#endif\n",
"#if KT_BSP\n",
"#define KT_BWD_MB(h) const kt_i64 mb = b * sp.m_sb + (h) * sp.m_sh;\n",
"#else\n",
"#define KT_BWD_MB(h)\n",
"#endif\n",
"\n",
"template <int ATOMIC> KT_DEV void kt_bwd_kv(const kt_bwd_args &a KT_BWD_SPR) {\n",
"    kt_u16 *sK = smem, *sV = sK + BN * LDS, *sQ = sV + BN * LDS, *sO = sQ + KT_STAGES * BI * LDS;\n",
"    float *sl = (float *)(smem + KT_BWD_SMEM_U16), *sd = sl + KT_STAGES * BI;\n",
"    kt_u32 *sS = (kt_u32 *)(sd + KT_STAGES * BI);\n",
"    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, kb;\n",
"    KT_BWD_CTA(false, bh, kb);\n",
"    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    const kt_u32 sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV), sQa = kt_smem_addr(sQ), sOa = kt_smem_addr(sO);\n",
"    KT_BWD_QRANGE\n",
"\n",
"    kt_bwd_rows(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, BN, tid);\n",
"    kt_bwd_rows(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, BN, tid);\n",
"    float dk[KT_D / 8][4], dv[KT_D / 8][4];\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;\n",
"\n",
"    /* block x: query head KT_BWD_QH(x), rows KT_BWD_QI(x).. into slot x % KT_STAGES */\n",
"#define KT_BWD_LOAD_Q(x)                                                                                                 \\\n",
"    do {                                                                                                                 \\\n",
"        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                 \\\n",
"        const int st_ = (int)((x) % KT_STAGES);                                                                          \\\n",
"        kt_bwd_rows(sQa + (kt_u32)(st_ * BI * LDS) * 2u, (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, \\\n",
"                    BI, tid);                                                                                            \\\n",
"        kt_bwd_rows(sOa + (kt_u32)(st_ * BI * LDS) * 2u, (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, \\\n",
"                    a.Nq, BI, tid);                                                                                      \\\n",
"        for (int r = tid; r < BI; r += NTHR) {                                                                           \\\n",
"            sl[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[rows + bh_ + i_ + r] : 0.0f;                        \\\n",
"            sd[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[bh_ + i_ + r] : 0.0f;                               \\\n",
"        }                                                                                                                \\\n",
"    } while (0)\n",
"    if (KT_STAGES > 1 && total > 0) KT_BWD_LOAD_Q(0);\n",
"    kt_cp_commit();\n",
"    for (kt_i64 x = 0; x < total; x++) {\n",
"        const kt_i64 h = KT_BWD_QH(x), i0 = KT_BWD_QI(x), nx = KT_STAGES > 1 ? x + 1 : x;\n",
"        const int st = (int)(x % KT_STAGES);\n",
"        __syncthreads(); /* the slot refilled next was read by every warp */\n",
"        if (nx < total) KT_BWD_LOAD_Q(nx);\n",
"        kt_cp_commit();\n",
"        kt_cp_wait_group<KT_STAGES - 1>();\n",
"        __syncthreads();\n",
"        const kt_u32 sQt = sQa + (kt_u32)(st * BI * LDS) * 2u, sOt = sOa + (kt_u32)(st * BI * LDS) * 2u;\n",
"        float s[BI / 8][4], dp[BI / 8][4];\n",
"#pragma unroll\n",
"        for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"            for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"        kt_bwd_mm_nt<BI / 8>(s, sKa, warp * 16, sQt, lane);\n",
"        kt_bwd_mm_nt<BI / 8>(dp, sVa, warp * 16, sOt, lane);\n",
"        KT_BWD_MB(h)\n",
"        if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + warp * 16, 16)))\n",
"            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (!ATOMIC && KT_BWD_FAST(kt_bwd_edge(a, i0, BI, j0 + warp * 16, 16))) /* kt_bwd_dkdvq is at 255 registers */\n",
"            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,\n",
"                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));\n",
"        kt_bwd_mm_acc<BI / 8>(dv, s, sOt, lane);\n",
"        kt_bwd_mm_acc<BI / 8>(dk, dp, sQt, lane);\n",
"        if (ATOMIC) {\n",
"            /* dS^T of the warp's keys in the input dtype, as dK took it */\n",
"#pragma unroll\n",
"            for (int n = 0; n < BI / 8; n++) {\n",
"                sS[((warp * 16 + g) * LDSS + 8 * n + 2 * t) >> 1] = kt_pack2(dp[n][0], dp[n][1]);\n",
"                sS[((warp * 16 + g + 8) * LDSS + 8 * n + 2 * t) >> 1] = kt_pack2(dp[n][2], dp[n][3]);\n",
"            }\n",
"            __syncthreads();\n",
"            const int m0 = (warp % (BI / 16)) * 16, n0 = (warp / (BI / 16)) * (KT_D / QCH);\n",
"            float dq[KT_D / QCH / 8][4];\n",
"#pragma unroll\n",
"            for (int n = 0; n < KT_D / QCH / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;\n",
"            kt_bwd_mm_tn<BN / 16, KT_D / QCH / 8>(dq, kt_smem_addr(sS), LDSS, m0, sKa, n0, lane);\n",
"            float *dqa = (float *)a.dqa + ((b * a.Hq + h) * a.Nq + i0) * KT_D + n0 + 2 * t;\n",
"#pragma unroll\n",
"            for (int e2 = 0; e2 < 2; e2++) {\n",
"                const int r = m0 + g + 8 * e2;\n",
"                if (i0 + r < a.Nq)\n",
"#pragma unroll\n",
"                    for (int n = 0; n < KT_D / QCH / 8; n++) {\n",
"                        atomicAdd(dqa + r * KT_D + 8 * n, dq[n][2 * e2]);\n",
"                        atomicAdd(dqa + r * KT_D + 8 * n + 1, dq[n][2 * e2 + 1]);\n",
"                    }\n",
"            }\n",
"        }\n",
"    }\n",
"#undef KT_BWD_LOAD_Q\n",
"    kt_cp_wait_all(); /* the K/V copies, where no query block ran */\n",
"    kt_bwd_store(dk, a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), a.dk_sn, a.dk_dt, j0 + warp * 16, a.Nk, g, t, a.add != 0);\n",
"    kt_bwd_store(dv, a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4)), a.dv_sn, a.dv_dt, j0 + warp * 16, a.Nk, g, t, a.add != 0);\n",
"}\n",
"#if KT_SM90\n",
"/* Hopper dK/dV (kind 13, sm_90a; KT_WARPS 8, KT_MT 4): one CTA per (batch,\n",
"   kv head, 128 keys), a warpgroup per 64 keys. K and V, and each query\n",
"   block's Q and dO (64 rows, KT_STAGES slots, cp.async), sit in shared\n",
"   memory as 128-byte-swizzled column blocks of 64 elements, as the\n",
"   forward's tiles. S^T = K Q^T and dP^T = V dO^T are warpgroup MMAs from\n",
"   shared memory; P^T and dS^T stay in registers (the accumulator layout is\n",
"   the A-fragment layout) for dV += P^T dO and dK += dS^T Q, with dO and Q\n",
"   read N-major. kt_bwd_wgq also writes dS^T to shared memory (queries\n",
"   contiguous) and computes dQ = dS K, read M-major and N-major, added to\n",
"   a.dqa: each warpgroup 64 columns over the 128 keys at head dim 128, its\n",
"   own 64 keys at 64, with paired f32 reductions from registers\n",
"   (red.global.add.v2.f32). */\n",
"static_assert(KT_WARPS == 8 && KT_MT == 4 && KT_STAGES == 2, \"two warpgroups on 128 keys, 64 query rows a step, two slots\");\n",
"#define WTILE(rows) ((rows) * KT_D * 2) /* bytes of a swizzled rows x KT_D tile */\n",
"#if KT_D == 64\n",
"#define KT_BWD_RS kt_wgmma_rs_n64_t\n",
"#else\n",
"#define KT_BWD_RS kt_wgmma_rs_n128_t\n",
"#endif\n",
"/* rows [first, first + ROWS) of a [*, KT_D] matrix (row stride rs) into a\n",
"   swizzled tile; rows at or past limit read as zeros */\n",
"template <int ROWS> KT_DEV void kt_bwd_sw(kt_u32 s_base, const kt_u16 *g, kt_i64 rs, kt_i64 first, kt_i64 limit, int tid) {\n",
"    const int r = tid / DCH, ch = tid % DCH;\n",
"    const kt_u32 dst = s_base + (kt_u32)((ch >> 3) * (ROWS * 128) + r * 128 + (((ch & 7) ^ (r & 7)) << 4));\n",
"#define RSTEP (NTHR / DCH) /* a multiple of 8: the swizzle phase of a thread's rows is fixed */\n",
"#pragma unroll\n",
"    for (int i = 0; i < ROWS / RSTEP; i++) {\n",
"        const kt_i64 j = first + r + i * RSTEP;\n",
"        const int ok = j < limit;\n",
"        kt_cp_async16(dst + (kt_u32)(i * RSTEP * 128), g + (ok ? j * rs : 0) + ch * 8, ok);\n",
"    }\n",
"#undef RSTEP\n",
"}\n",
"/* c = A B^T over k = KT_D: A the warpgroup's 64 rows at sa of a BN-row\n",
"   tile, B the BI rows of a query block's tile sb (both K-major) */\n",
"KT_DEV void kt_bwd_wg_nt(float *c, kt_u32 sa, kt_u32 sb) {\n",
"#pragma unroll\n",
"    for (int ks = 0; ks < KT_D / 16; ks++)\n",
"        kt_wgmma_ss_n64(c, kt_gdesc(sa + (ks >> 2) * (BN * 128) + (ks & 3) * 32, 16, 1024),\n",
"                        kt_gdesc(sb + (ks >> 2) * (BI * 128) + (ks & 3) * 32, 16, 1024), ks);\n",
"}\n",
"/* acc[64 x KT_D] += X B: X the 64 x BI A fragments x, B a query block's tile sb read N-major */\n",
"KT_DEV void kt_bwd_wg_acc(float *acc, kt_u32 (*x)[4], kt_u32 sb) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BI / 16; kk++) KT_BWD_RS(acc, x[kk], kt_gdesc(sb + kk * 2048, BI * 128, 1024));\n",
"}\n",
"/* A fragments (input dtype) of a 64 x BI accumulator */\n",
"KT_DEV void kt_bwd_wg_pack(kt_u32 (*x)[4], float (*s)[4]) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BI / 16; kk++) {\n",
"        x[kk][0] = kt_pack2(s[2 * kk][0], s[2 * kk][1]);\n",
"        x[kk][1] = kt_pack2(s[2 * kk][2], s[2 * kk][3]);\n",
"        x[kk][2] = kt_pack2(s[2 * kk + 1][0], s[2 * kk + 1][1]);\n",
"        x[kk][3] = kt_pack2(s[2 * kk + 1][2], s[2 * kk + 1][3]);\n",
"    }\n",
"}\n",
"template <int N> KT_DEV void kt_bwd_fence(float (*c)[4]) {\n",
"#pragma unroll\n",
"    for (int n = 0; n < N; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) kt_reg_fence(c[n][e]);\n",
"}\n",
"KT_DEV void kt_bwd_fence_a(kt_u32 (*x)[4]) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BI / 16; kk++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) kt_reg_fence_u(x[kk][e]);\n",
"}\n",
"\n",
"template <int ATOMIC> KT_DEV void kt_bwd_wgk(const kt_bwd_args &a KT_BWD_SPR) {\n",
"    /* K, V (BN rows), KT_STAGES slots of Q and of dO (BI rows), 1024-byte\n",
"       aligned; dS^T (BN x BI, kt_bwd_wgq); LSE and Dd of the slots */\n",
"    const kt_u32 s0 = kt_smem_addr(smem), sKa = (s0 + 1023u) & ~1023u, sVa = sKa + WTILE(BN), sQa = sVa + WTILE(BN),\n",
"                 sOa = sQa + KT_STAGES * WTILE(BI), sSa = sOa + KT_STAGES * WTILE(BI);\n",
"    kt_u32 *sS = (kt_u32 *)((unsigned char *)smem + (sSa - s0));\n",
"    float *sl = (float *)((unsigned char *)smem + (sSa + (ATOMIC ? BN * BI * 2 : 0) - s0)), *sd = sl + KT_STAGES * BI;\n",
"    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, kb;\n",
"    KT_BWD_CTA(false, bh, kb);\n",
"    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN, jw = j0 + wg * 64 + wq * 16;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    KT_BWD_QRANGE\n",
"\n",
"    kt_bwd_sw<BN>(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, tid);\n",
"    kt_bwd_sw<BN>(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, tid);\n",
"    float dk[KT_D / 8][4], dv[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"#define KT_BWD_LOAD_Q(x)                                                                                                    \\\n",
"    do {                                                                                                                    \\\n",
"        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                    \\\n",
"        const int st_ = (int)((x) % KT_STAGES);                                                                             \\\n",
"        kt_bwd_sw<BI>(sQa + st_ * WTILE(BI), (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, tid);         \\\n",
"        kt_bwd_sw<BI>(sOa + st_ * WTILE(BI), (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, a.Nq, tid);   \\\n",
"        for (int r = tid; r < BI; r += NTHR) {                                                                              \\\n",
"            sl[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[rows + bh_ + i_ + r] : 0.0f;                           \\\n",
"            sd[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[bh_ + i_ + r] : 0.0f;                                  \\\n",
"        }                                                                                                                   \\\n",
"    } while (0)\n",
"    if (total > 0) KT_BWD_LOAD_Q(0);\n",
"    kt_cp_commit();\n",
"    for (kt_i64 x = 0; x < total; x++) {\n",
"        const kt_i64 h = KT_BWD_QH(x), i0 = KT_BWD_QI(x);\n",
"        const int st = (int)(x % KT_STAGES);\n",
"        __syncthreads(); /* the slot refilled next was read by every warpgroup's MMAs (waited for) */\n",
"        if (x + 1 < total) KT_BWD_LOAD_Q(x + 1);\n",
"        kt_cp_commit();\n",
"        kt_cp_wait_group<1>();\n",
"        kt_fence_async_smem();\n",
"        __syncthreads();\n",
"        const kt_u32 sQt = sQa + st * WTILE(BI), sOt = sOa + st * WTILE(BI);\n",
"        /* deterministic: a warpgroup whose 64 keys no row of the block sees adds nothing (causal: the diagonal's first block) */\n",
"        if (!ATOMIC && kt_bwd_dead(a, i0, BI, j0 + wg * 64, 64)) continue;\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_wgmma_fence();\n",
"        kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);\n",
"        kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);\n",
"        kt_wgmma_commit();\n",
"        kt_wgmma_wait<0>();\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        KT_BWD_MB(h)\n",
"        if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, jw, 16)))\n",
"            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (!ATOMIC && KT_BWD_FAST(kt_bwd_edge(a, i0, BI, jw, 16))) /* kt_bwd_wgq: a third path spills */\n",
"            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,\n",
"                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));\n",
"        kt_u32 p[BI / 16][4], ds[BI / 16][4];\n",
"        kt_bwd_wg_pack(p, s);\n",
"        kt_bwd_wg_pack(ds, dp);\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"        kt_wgmma_fence();\n",
"        kt_bwd_wg_acc(dv[0], p, sOt);\n",
"        kt_bwd_wg_acc(dk[0], ds, sQt);\n",
"        kt_wgmma_commit();\n",
"        if (ATOMIC) {\n",
"            /* dS^T rows (keys) of 64 queries, 16-byte chunks swizzled as the tiles */\n",
"            const int r0 = wg * 64 + wq * 16 + g;\n",
"#pragma unroll\n",
"            for (int kk = 0; kk < BI / 16; kk++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) {\n",
"                    const int r = r0 + 8 * (e & 1), c = 16 * kk + 8 * (e >> 1) + 2 * t;\n",
"                    sS[(r * 128 + (((c >> 3) ^ (r & 7)) << 4) + (c & 7) * 2) >> 2] = ds[kk][e];\n",
"                }\n",
"            kt_fence_async_smem();\n",
"            __syncthreads();\n",
"            /* head dim 128: columns 64 wg.. over the 128 keys; 64: every column over the warpgroup's keys */\n",
"            const int k_lo = KT_D == 64 ? 4 * wg : 0, cb = KT_D == 64 ? 0 : wg;\n",
"            float dq[8][4];\n",
"            kt_wgmma_fence();\n",
"#pragma unroll\n",
"            for (int kk = 0; kk < (KT_D == 64 ? 4 : 8); kk++)\n",
"                kt_wgmma_ss_n64_tt(dq[0], kt_gdesc(sSa + (k_lo + kk) * 2048, BN * 128, 1024),\n",
"                                   kt_gdesc(sKa + cb * (BN * 128) + (k_lo + kk) * 2048, BN * 128, 1024), kk);\n",
"            kt_wgmma_commit();\n",
"            kt_wgmma_wait<0>();\n",
"            kt_bwd_fence<8>(dq);\n",
"            float *dqa = (float *)a.dqa + ((b * a.Hq + h) * a.Nq + i0) * KT_D + cb * 64 + 2 * t;\n",
"#pragma unroll\n",
"            for (int e2 = 0; e2 < 2; e2++) {\n",
"                const int r = wq * 16 + g + 8 * e2;\n",
"                if (i0 + r < a.Nq)\n",
"#pragma unroll\n",
"                    for (int n = 0; n < 8; n++) kt_red_add2(dqa + r * KT_D + 8 * n, dq[n][2 * e2], dq[n][2 * e2 + 1]);\n",
"            }\n",
"        } else {\n",
"            kt_wgmma_wait<0>();\n",
"        }\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"        kt_bwd_fence_a(p);\n",
"        kt_bwd_fence_a(ds);\n",
"    }\n",
"#undef KT_BWD_LOAD_Q\n",
"    kt_cp_wait_all(); /* the K/V copies, where no query block ran */\n",
"    __syncthreads();  /* the tiles are free for the staged stores */\n",
"    const kt_u64 dkb = a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), dvb = a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4));\n",
"    const int warp = tid >> KT_WARP_SHIFT;\n",
"    if (!kt_bwd_store_rows(dk, dkb, a.dk_sn, a.dk_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dk, dkb, a.dk_sn, a.dk_dt, jw, a.Nk, g, t, a.add != 0);\n",
"    if (!kt_bwd_store_rows(dv, dvb, a.dv_sn, a.dv_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dv, dvb, a.dv_sn, a.dv_dt, jw, a.Nk, g, t, a.add != 0);\n",
"}\n",
"/* kt_bwd_wgr (the host's choice at long query ranges, docs/PERF.md): kt_bwd_wg\n",
"   whose two warpgroups never meet at a CTA barrier. Q, dO, LSE and Dd stream through KT_BWD_RING slots, each\n",
"   thread's share of block x + 1 copied (cp.async) at its step x and\n",
"   counted on the slot's `full` mbarrier when it lands; a warpgroup\n",
"   releases a slot on its `empty` mbarrier (a lane a warp) once its last\n",
"   product that reads it is done. A step issues the block's S^T and dP^T\n",
"   (with KT_BWD_PP the warpgroups take turns issuing them, named barriers\n",
"   1 and 2, so one's exponentials run while the other's products do), makes\n",
"   P^T and dS^T, packs them as A fragments (the accumulator layout of S^T is\n",
"   the A layout of dV += P^T dO) and issues dV += P^T dO and dK += dS^T Q\n",
"   from registers at once (KT_BWD_PSMEM 2), the slot released after them.\n",
"   KT_BWD_PSMEM 1 (kt_bwd_wgrq, kt_bwd_wgro: dQ reads dS^T from shared\n",
"   memory; kind 15) stores P^T and dS^T to shared memory instead and issues\n",
"   the block's dV and dK with the next block's S^T and dP^T, waited for once. */\n",
"#ifndef KT_BWD_PP\n",
"#define KT_BWD_PP 1\n",
"#endif\n",
"#ifndef KT_BWD_PSMEM /* kt_bwd_wgr: 2 A fragments for dV and dK issued at once (0.963x-0.969x the backward of 1 on an H200), */\n",
"#define KT_BWD_PSMEM 2 /* 1 P^T and dS^T staged in shared memory, 0 kept as A fragments until the next step's products */\n",
"#endif\n",
"#ifndef KT_BWD_PP2 /* KT_BWD_PSMEM 2: the warpgroups take turns issuing dV and dK too (1: 0.981x / 0.974x, 0: 0.969x / 0.963x) */\n",
"#define KT_BWD_PP2 0\n",
"#endif\n",
"#ifndef KT_BWD_PF /* KT_BWD_PSMEM 2: blocks copied this many ahead (2: block x + 2 at step x, once its products are issued, */\n",
"#define KT_BWD_PF 1  /* into the slot of block x - 1, which KT_BWD_PSMEM 2 releases at the end of its own step) */\n",
"#endif\n",
"#ifndef KT_BWD_PSPLIT /* KT_BWD_PSMEM 2, plain tiles: dV issued once P is made, dS made while it runs, then dK */\n",
"#define KT_BWD_PSPLIT 0\n",
"#endif\n",
"#ifndef KT_BWD_SPLIT /* kt_bwd_wgr, plain tiles: S^T and dP^T waited for alone, the exponentials while dV and dK run (off: */\n",
"#define KT_BWD_SPLIT 0 /* 1.016x the time of the single wait on an H200, docs/PERF.md) */\n",
"#endif\n",
"#define KT_BWD_RING 3\n",
"#if KT_BWD_PP\n",
"#define KT_BWD_TURN kt_bar_sync(1 + wg)\n",
"#define KT_BWD_HAND kt_bar_arrive(2 - wg)\n",
"#else\n",
"#define KT_BWD_TURN\n",
"#define KT_BWD_HAND\n",
"#endif\n",
"/* PS (kt_bwd_wgp: KT_BWD_PSMEM, 1 with dQ); PS 0 holds P^T and dS^T across the step (PS 2 only within it) */\n",
"#define KT_BWD_FENCE_PDS                                                                                                    \\\n",
"    do {                                                                                                                    \\\n",
"        if (PS == 0) kt_bwd_fence_a(p), kt_bwd_fence_a(ds);                                                                 \\\n",
"    } while (0)\n",
"#define KT_BWD_DVDK(sQp, sOp)                                                                                               \\\n",
"    do {                                                                                                                    \\\n",
"        if (PS == 1) kt_bwd_wg_acc_ss(dv[0], sPa + wg * 64 * 128, sOp), kt_bwd_wg_acc_ss(dk[0], sSp + wg * 64 * 128, sQp);  \\\n",
"        else kt_bwd_wg_acc(dv[0], p, sOp), kt_bwd_wg_acc(dk[0], ds, sQp);                                                   \\\n",
"    } while (0)\n",
"#if KT_D == 64\n",
"#define KT_BWD_SS kt_wgmma_ss_n64_t\n",
"#else\n",
"#define KT_BWD_SS kt_wgmma_ss_n128_t\n",
"#endif\n",
"static_assert(BI == 64, \"a query block's row of P^T or dS^T is one 128-byte swizzle atom\");\n",
"/* acc[64 x KT_D] += X B: X the warpgroup's 64 x BI block at sa (K-major, as kt_bwd_wg_put wrote it), B a query block's\n",
"   tile sb read N-major */\n",
"KT_DEV void kt_bwd_wg_acc_ss(float *acc, kt_u32 sa, kt_u32 sb) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BI / 16; kk++) KT_BWD_SS(acc, kt_gdesc(sa + kk * 32, 16, 1024), kt_gdesc(sb + kk * 2048, BI * 128, 1024), 1);\n",
"}\n",
"/* A fragments x of a 64 x BI block (this thread's rows r0 and r0 + 8) into a [BN][BI] tile at t, 16-byte chunks swizzled as the tiles */\n",
"KT_DEV void kt_bwd_wg_put(kt_u32 *tile, kt_u32 (*x)[4], int r0, int t) {\n",
"#pragma unroll\n",
"    for (int kk = 0; kk < BI / 16; kk++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) {\n",
"            const int r = r0 + 8 * (e & 1), c = 16 * kk + 8 * (e >> 1) + 2 * t;\n",
"            tile[(r * 128 + (((c >> 3) ^ (r & 7)) << 4) + (c & 7) * 2) >> 2] = x[kk][e];\n",
"        }\n",
"}\n",
"/* DQ (kt_bwd_wgrq 1, kt_bwd_wgro 2): dQ in the same loop. Both walk their\n",
"   query blocks last first (causal: every key block of a head at the same\n",
"   query block in the same step). Per block, warpgroup 0's dS^T half\n",
"   (zeros where its keys are dead) is handed over on named barrier 5;\n",
"   warpgroup 1 computes dQ = dS K over the 128 keys (wgmma, both operands\n",
"   transposed from shared memory, into the registers of S^T and dP^T, free\n",
"   then), hands the dS^T tile back on barrier 6 and adds the rows to the\n",
"   f32 workspace a.dqa (red.global.add.v2.f32). kt_bwd_wgro adds in key\n",
"   block order: a warp waits (acquire) until the block's counter (after the\n",
"   workspace, zeroed by kt_bwd_dot) reaches 4 kb, adds its 16 rows and\n",
"   releases one; the sums are then bitwise the same every run (the host\n",
"   takes it only where every key block's query blocks start at a multiple\n",
"   of 64 and the key blocks that see a query block are 0..k). */\n",
"/* kt_bwd_wgp's dQ of block (h, i0) once both halves of dS^T are in place (a step's last statement) */\n",
"#ifndef KT_BWD_DQN /* columns of dQ a product of kt_bwd_wgp's dQ step: 64 (32 accumulator registers) or 128 */\n",
"#define KT_BWD_DQN 64\n",
"#endif\n",
"#if KT_BWD_DQN == 128 && KT_D == 128\n",
"#define KT_BWD_DQMMA kt_wgmma_ss_n128_tt\n",
"#else\n",
"#undef KT_BWD_DQN\n",
"#define KT_BWD_DQN 64\n",
"#define KT_BWD_DQMMA kt_wgmma_ss_n64_tt\n",
"#endif\n",
"/* dQ rows of 64 x KT_BWD_DQN columns (accumulator acc, columns c0..) to the workspace at dqa_ */\n",
"#define KT_BWD_DQ_ADD(acc, c0)                                                                                              \\\n",
"    do {                                                                                                                    \\\n",
"        _Pragma(\"unroll\") for (int e2 = 0; e2 < 2; e2++) {                                                                  \\\n",
"            const int r_ = wq * 16 + g + 8 * e2;                                                                            \\\n",
"            if (iq_ + r_ < a.Nq) {                                                                                          \\\n",
"                _Pragma(\"unroll\") for (int n = 0; n < KT_BWD_DQN / 8; n++)                                                  \\\n",
"                    kt_red_add2(dqa_ + r_ * KT_D + (c0) + 8 * n, acc[n][2 * e2], acc[n][2 * e2 + 1]);                       \\\n",
"            }                                                                                                               \\\n",
"        }                                                                                                                   \\\n",
"    } while (0)\n",
"#define KT_BWD_DQ_STEP                                                                                                      \\\n",
"    do {                                                                                                                    \\\n",
"        if (wg == 0) {                                                                                                      \\\n",
"            kt_bar_arrive(5);                                                                                               \\\n",
"            break;                                                                                                          \\\n",
"        }                                                                                                                   \\\n",
"        kt_bar_sync(5);                                                                                                     \\\n",
"        /* the block's head and rows again from an opaque x: h and i0 not held through the step's peak of registers */    \\\n",
"        kt_i64 xo_ = x;                                                                                                     \\\n",
"        kt_reg_fence_l(xo_);                                                                                                \\\n",
"        const kt_i64 hq_ = KT_BWD_QH(KT_BWD_XO(xo_)), iq_ = KT_BWD_QI(KT_BWD_XO(xo_));                                      \\\n",
"        kt_u32 *cnt_ = (kt_u32 *)((float *)a.dqa + rows * KT_D) + (b * a.Hq + hq_) * ((a.Nq + 63) / 64) + iq_ / 64;         \\\n",
"        float *dqa_ = (float *)a.dqa + ((b * a.Hq + hq_) * a.Nq + iq_) * KT_D + 2 * t;                                      \\\n",
"        _Pragma(\"unroll 1\") for (int cb = 0; cb < KT_D / KT_BWD_DQN; cb++) { /* KT_BWD_DQN columns at a time */            \\\n",
"            kt_bwd_fence<KT_BWD_DQN / 8>(sdp);                                                                              \\\n",
"            kt_u32 sS_ = sSa, sK_ = sKa + cb * (BN * 128); /* opaque: descriptors made per step */                          \\\n",
"            kt_reg_fence_u(sS_), kt_reg_fence_u(sK_);                                                                       \\\n",
"            kt_wgmma_fence();                                                                                               \\\n",
"            _Pragma(\"unroll\") for (int kk = 0; kk < BN / 16; kk++)                                                          \\\n",
"                KT_BWD_DQMMA(sdp[0], kt_gdesc(sS_ + kk * 2048, BN * 128, 1024), kt_gdesc(sK_ + kk * 2048, BN * 128, 1024), kk); \\\n",
"            kt_wgmma_commit();                                                                                              \\\n",
"            kt_wgmma_wait<0>();                                                                                             \\\n",
"            kt_bwd_fence<KT_BWD_DQN / 8>(sdp);                                                                              \\\n",
"            if (cb == KT_D / KT_BWD_DQN - 1 && x + 1 < total) kt_bar_arrive(6); /* dS^T free for warpgroup 0's next block */ \\\n",
"            if (DQ == 2 && cb == 0) {                                                                                       \\\n",
"                if (lane == 0)                                                                                              \\\n",
"                    while (kt_ld_acquire(cnt_) < (kt_u32)(4 * (jw / BN))) kt_nanosleep(64);                                 \\\n",
"                kt_syncwarp();                                                                                              \\\n",
"            }                                                                                                               \\\n",
"            KT_BWD_DQ_ADD(sdp, cb * KT_BWD_DQN);                                                                            \\\n",
"        }                                                                                                                   \\\n",
"        if (DQ == 2) {                                                                                                      \\\n",
"            kt_syncwarp();                                                                                                  \\\n",
"            if (lane == 0) kt_red_release_add(cnt_, 1u);                                                                    \\\n",
"        }                                                                                                                   \\\n",
"    } while (0)\n",
"template <int DQ> KT_DEV void kt_bwd_wgp(const kt_bwd_args &a KT_BWD_SPR) {\n",
"    static_assert(!DQ || BN == 128, \"dQ reads dS^T of the 128 keys from shared memory\");\n",
"    /* dQ reads dS^T from shared memory; kinds 14 and 15 (KT_BSP) keep 1: with 2 their per-element P/dS paths spill */\n",
"    constexpr int PS = DQ || KT_BSP ? 1 : KT_BWD_PSMEM;\n",
"    constexpr int PF = PS == 2 && KT_BWD_PF == 2 && KT_BWD_RING >= 3 ? 2 : 1;\n",
"    /* K, V (BN rows), KT_BWD_RING slots of Q and of dO (BI rows), 1024-byte\n",
"       aligned; LSE and Dd of the slots; the full and empty mbarriers */\n",
"    const kt_u32 s0 = kt_smem_addr(smem), sKa = (s0 + 1023u) & ~1023u, sVa = sKa + WTILE(BN), sQa = sVa + WTILE(BN),\n",
"                 sOa = sQa + KT_BWD_RING * WTILE(BI), sLa = sOa + KT_BWD_RING * WTILE(BI), sDa = sLa + KT_BWD_RING * BI * 4,\n",
"                 barF = sDa + KT_BWD_RING * BI * 4, barE = barF + 8 * KT_BWD_RING,\n",
"                 sPa = (barE + 8 * KT_BWD_RING + 1023u) & ~1023u, sSa = sPa + BN * BI * 2;\n",
"    const float *sl = (const float *)((unsigned char *)smem + (sLa - s0)), *sd = (const float *)((unsigned char *)smem + (sDa - s0));\n",
"    kt_u32 *sP = (kt_u32 *)((unsigned char *)smem + (sPa - s0)), *sS = (kt_u32 *)((unsigned char *)smem + (sSa - s0));\n",
"    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, kb;\n",
"    KT_BWD_CTA(false, bh, kb);\n",
"    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN, jw = j0 + wg * 64 + wq * 16;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    KT_BWD_QRANGE\n",
"\n",
"    if (tid == 0) {\n",
"        for (int i = 0; i < KT_BWD_RING; i++) kt_mbar_init(barF + 8 * i, NTHR), kt_mbar_init(barE + 8 * i, NTHR / KT_WARP);\n",
"        kt_fence_mbar_init();\n",
"    }\n",
"    __syncthreads();\n",
"    kt_bwd_sw<BN>(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, tid);\n",
"    kt_bwd_sw<BN>(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, tid);\n",
"    float dk[KT_D / 8][4], dv[KT_D / 8][4], sdp[BI / 4][4]; /* S^T and dP^T side by side: dQ's accumulator in DQ */\n",
"    float(*s)[4] = sdp, (*dp)[4] = sdp + BI / 8;\n",
"    kt_u32 p[BI / 16][4], ds[BI / 16][4]; /* P^T and dS^T as A fragments (PS 0: a pending block's, until its products) */\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 16; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) p[n][e] = ds[n][e] = 0u;\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"    /* this thread's share of block x into slot x % KT_BWD_RING, counted on its full barrier (K and V with block 0) */\n",
"#define KT_BWD_LOAD_Q(x, st_)                                                                                               \\\n",
"    do {                                                                                                                    \\\n",
"        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                    \\\n",
"        kt_bwd_sw<BI>(sQa + st_ * WTILE(BI), (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, tid);         \\\n",
"        kt_bwd_sw<BI>(sOa + st_ * WTILE(BI), (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, a.Nq, tid);   \\\n",
"        if (tid < BI) {                                                                                                     \\\n",
"            const int ok_ = i_ + tid < a.Nq;                                                                                \\\n",
"            kt_cp_async4(sLa + (kt_u32)(st_ * BI + tid) * 4u, (const float *)a.dd + (ok_ ? rows + bh_ + i_ + tid : 0), ok_); \\\n",
"            kt_cp_async4(sDa + (kt_u32)(st_ * BI + tid) * 4u, (const float *)a.dd + (ok_ ? bh_ + i_ + tid : 0), ok_);        \\\n",
"        }                                                                                                                   \\\n",
"        kt_cp_mbar_arrive(barF + 8 * st_);                                                                                  \\\n",
"    } while (0)\n",
"#define KT_BWD_XO(x) (DQ ? total - 1 - (x) : (x)) /* the block of step x */\n",
"    if (total > 0) KT_BWD_LOAD_Q(KT_BWD_XO(0), 0);\n",
"    if (PF == 2 && total > 1) KT_BWD_LOAD_Q(KT_BWD_XO(1), 1);\n",
"    /* PF 2: block x + 2 into the slot of block x - 1 once both warpgroups released it (a step's products issued) */\n",
"#define KT_BWD_NEXT2                                                                                                        \\\n",
"    do {                                                                                                                    \\\n",
"        if (PF == 2 && x + 2 < total) {                                                                                     \\\n",
"            const int sn_ = st + 2 >= KT_BWD_RING ? st + 2 - KT_BWD_RING : st + 2;                                          \\\n",
"            if (x + 2 >= KT_BWD_RING) {                                                                                     \\\n",
"                kt_mbar_wait(barE + 8 * sn_, (eph >> sn_) & 1u);                                                            \\\n",
"                eph ^= 1u << sn_;                                                                                           \\\n",
"            }                                                                                                               \\\n",
"            KT_BWD_LOAD_Q(KT_BWD_XO(x + 2), sn_);                                                                           \\\n",
"        }                                                                                                                   \\\n",
"    } while (0)\n",
"#if KT_BWD_PP\n",
"    if (wg == 1) kt_bar_arrive(1); /* warpgroup 0 issues first */\n",
"#endif\n",
"    int pend = 0, pst = 0; /* P^T and dS^T of a block wait in p, ds for its dV, dK products (slot pst) */\n",
"    kt_u32 fph = 0, eph = 0;  /* the phase parity each slot's full and empty barrier waits for next */\n",
"    int st = 0; /* block x's slot */\n",
"    for (kt_i64 x = 0; x < total; x++, st = st + 1 == KT_BWD_RING ? 0 : st + 1) {\n",
"        const kt_i64 h = KT_BWD_QH(KT_BWD_XO(x)), i0 = KT_BWD_QI(KT_BWD_XO(x));\n",
"        if (PF == 1 && x + 1 < total) {\n",
"            /* block x + 1 into the next slot, once both warpgroups released its previous block */\n",
"            const int sn = st + 1 == KT_BWD_RING ? 0 : st + 1;\n",
"            if (x + 1 >= KT_BWD_RING) {\n",
"                kt_mbar_wait(barE + 8 * sn, (eph >> sn) & 1u);\n",
"                eph ^= 1u << sn;\n",
"            }\n",
"            KT_BWD_LOAD_Q(KT_BWD_XO(x + 1), sn);\n",
"        }\n",
"        kt_mbar_wait(barF + 8 * st, (fph >> st) & 1u);\n",
"        fph ^= 1u << st;\n",
"        kt_fence_async_smem(); /* the landed copies before the products read them */\n",
"        /* a warpgroup whose 64 keys no row of the block sees adds nothing (causal: the diagonal's first block) */\n",
"        const int live = !kt_bwd_dead(a, i0, BI, j0 + wg * 64, 64);\n",
"        const kt_u32 sQt = sQa + st * WTILE(BI), sOt = sOa + st * WTILE(BI), sQp = sQa + pst * WTILE(BI), sOp = sOa + pst * WTILE(BI);\n",
"        const kt_u32 sSp = sSa; /* the pending block's dS^T */\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"        KT_BWD_FENCE_PDS;\n",
"#if !KT_BWD_PP\n",
"        if (PS == 1 && pend) kt_bar_sync_wg(3 + wg); /* the warpgroup's P^T and dS^T stores (the turns order them otherwise) */\n",
"#endif\n",
"        KT_BWD_MB(h)\n",
"        /* the warpgroup's 64 keys see every row of the block (a condition the whole warpgroup shares: its MMAs) */\n",
"        const int split = KT_BWD_SPLIT && PS == 1 && !DQ && pend && live && KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + wg * 64, 64));\n",
"        KT_BWD_TURN;\n",
"        if (split) {\n",
"            /* S^T and dP^T committed first and waited for alone: this block's exponentials run while the previous\n",
"               block's dV and dK do (no divergent path while those are pending), which read sP, sS and slot pst\n",
"               until the wait */\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);\n",
"            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_DVDK(sQp, sOp);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<1>();\n",
"            kt_bwd_fence<BI / 8>(s);\n",
"            kt_bwd_fence<BI / 8>(dp);\n",
"            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"            kt_wgmma_wait<0>();\n",
"        } else if (pend && live) { /* each case one branch: the compiler sees which products each wait covers */\n",
"            kt_wgmma_fence();\n",
"            KT_BWD_DVDK(sQp, sOp);\n",
"            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);\n",
"            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else if (pend) {\n",
"            kt_wgmma_fence();\n",
"            KT_BWD_DVDK(sQp, sOp);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else if (live) {\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);\n",
"            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            KT_BWD_NEXT2;\n",
"            kt_wgmma_wait<0>();\n",
"        } else {\n",
"            KT_BWD_HAND;\n",
"            KT_BWD_NEXT2;\n",
"        }\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"        KT_BWD_FENCE_PDS;\n",
"        kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */\n",
"        if (pend && lane == 0) kt_mbar_arrive(barE + 8 * pst);\n",
"        if (!live) {\n",
"            if (lane == 0) kt_mbar_arrive(barE + 8 * st);\n",
"            pend = 0;\n",
"            if (PS == 2 && KT_BWD_PP2) { /* the other warpgroup's turn at dV and dK */\n",
"                KT_BWD_TURN;\n",
"                KT_BWD_HAND;\n",
"            }\n",
"            if (DQ) { /* zeros for dQ in the warpgroup's half of dS^T (warpgroup 0: once warpgroup 1's last dQ read it) */\n",
"                kt_u32 z[BI / 16][4];\n",
"#pragma unroll\n",
"                for (int n = 0; n < BI / 16; n++)\n",
"#pragma unroll\n",
"                    for (int e = 0; e < 4; e++) z[n][e] = 0u;\n",
"                if (wg == 0 && x > 0) kt_bar_sync(6);\n",
"                kt_bwd_wg_put(sS, z, wg * 64 + wq * 16 + g, t);\n",
"                kt_fence_async_smem();\n",
"                KT_BWD_DQ_STEP;\n",
"            }\n",
"            continue;\n",
"        }\n",
"        if (PS == 2 && KT_BWD_PSPLIT && KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + wg * 64, 64))) {\n",
"            /* kt_bwd_pds<.., 1> in two halves around dV's issue (the same operations: the same bits) */\n",
"            const float l2s = a.scale * KT_LOG2E;\n",
"            const float *sl_ = sl + st * BI + 2 * t, *sd_ = sd + st * BI + 2 * t;\n",
"#pragma unroll\n",
"            for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) s[n][e] = kt_exp2(s[n][e] * l2s - sl_[8 * n + (e & 1)]);\n",
"            kt_bwd_wg_pack(p, s);\n",
"            kt_bwd_fence<KT_D / 8>(dv);\n",
"            if (KT_BWD_PP2) KT_BWD_TURN;\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dv[0], p, sOt);\n",
"            kt_wgmma_commit();\n",
"            if (KT_BWD_PP2) KT_BWD_HAND;\n",
"#pragma unroll\n",
"            for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) dp[n][e] = s[n][e] * (dp[n][e] - sd_[8 * n + (e & 1)]) * a.scale;\n",
"            kt_bwd_wg_pack(ds, dp);\n",
"#pragma unroll\n",
"            for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f; /* dead until the next block (PS 2 below) */\n",
"            kt_bwd_fence<KT_D / 8>(dk);\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dk[0], ds, sQt);\n",
"            kt_wgmma_commit();\n",
"            kt_wgmma_wait<0>();\n",
"            kt_bwd_fence<KT_D / 8>(dv);\n",
"            kt_bwd_fence<KT_D / 8>(dk);\n",
"            kt_bwd_fence_a(p);\n",
"            kt_bwd_fence_a(ds);\n",
"            kt_syncwarp();\n",
"            if (lane == 0) kt_mbar_arrive(barE + 8 * st);\n",
"            continue;\n",
"        }\n",
"        if (split) {\n",
"            /* P and dS made above */\n",
"        } else if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, jw, 16)))\n",
"            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (KT_BWD_FAST(kt_bwd_edge(a, i0, BI, jw, 16)))\n",
"            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,\n",
"                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));\n",
"        kt_bwd_wg_pack(p, s);\n",
"        kt_bwd_wg_pack(ds, dp);\n",
"        if (PS == 1) {\n",
"            kt_bwd_wg_put(sP, p, wg * 64 + wq * 16 + g, t);\n",
"            if (DQ && wg == 0 && x > 0) kt_bar_sync(6); /* warpgroup 1's dQ of the last block read dS^T */\n",
"            kt_bwd_wg_put(sS, ds, wg * 64 + wq * 16 + g, t);\n",
"            kt_fence_async_smem(); /* before the warpgroup's products read them */\n",
"        } else if (PS == 2) {\n",
"            /* dV and dK of this block now, from the A fragments (the other warpgroup's exponentials meanwhile); S^T\n",
"               and dP^T zeros meanwhile (the MMAs name their accumulators as inputs: they would stay live) */\n",
"#pragma unroll\n",
"            for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"                for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"            kt_bwd_fence<KT_D / 8>(dv);\n",
"            kt_bwd_fence<KT_D / 8>(dk);\n",
"            if (KT_BWD_PP2) KT_BWD_TURN;\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dv[0], p, sOt);\n",
"            kt_bwd_wg_acc(dk[0], ds, sQt);\n",
"            kt_wgmma_commit();\n",
"            if (KT_BWD_PP2) KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"            kt_bwd_fence<KT_D / 8>(dv);\n",
"            kt_bwd_fence<KT_D / 8>(dk);\n",
"            kt_bwd_fence_a(p);\n",
"            kt_bwd_fence_a(ds);\n",
"            kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */\n",
"            if (lane == 0) kt_mbar_arrive(barE + 8 * st);\n",
"            continue;\n",
"        }\n",
"        pend = 1, pst = st;\n",
"        if (DQ) KT_BWD_DQ_STEP;\n",
"    }\n",
"#undef KT_BWD_LOAD_Q\n",
"#undef KT_BWD_NEXT2\n",
"    {\n",
"        const kt_u32 sQp = sQa + pst * WTILE(BI), sOp = sOa + pst * WTILE(BI);\n",
"        const kt_u32 sSp = sSa;\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"        KT_BWD_FENCE_PDS;\n",
"#if !KT_BWD_PP\n",
"        if (PS == 1 && pend) kt_bar_sync_wg(3 + wg);\n",
"#endif\n",
"        KT_BWD_TURN;\n",
"        if (pend) {\n",
"            kt_wgmma_fence();\n",
"            KT_BWD_DVDK(sQp, sOp);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else {\n",
"            KT_BWD_HAND;\n",
"        }\n",
"        kt_bwd_fence<KT_D / 8>(dv);\n",
"        kt_bwd_fence<KT_D / 8>(dk);\n",
"    }\n",
"#if KT_BWD_PP\n",
"    if (wg == 0) kt_bar_sync(1); /* warpgroup 1's last hand-over */\n",
"#endif\n",
"    kt_cp_commit();\n",
"    kt_cp_wait_all(); /* the K/V copies, where no query block ran */\n",
"    __syncthreads();  /* the tiles are free for the staged stores */\n",
"    const kt_u64 dkb = a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), dvb = a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4));\n",
"    const int warp = tid >> KT_WARP_SHIFT;\n",
"    if (!kt_bwd_store_rows(dk, dkb, a.dk_sn, a.dk_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dk, dkb, a.dk_sn, a.dk_dt, jw, a.Nk, g, t, a.add != 0);\n",
"    if (!kt_bwd_store_rows(dv, dvb, a.dv_sn, a.dv_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dv, dvb, a.dv_sn, a.dv_dt, jw, a.Nk, g, t, a.add != 0);\n",
"}\n",
"#undef KT_BWD_XO\n",
"#undef KT_BWD_TURN\n",
"#undef KT_BWD_HAND\n",
"#undef KT_BWD_FENCE_PDS\n",
"#undef KT_BWD_DVDK\n",
"#undef KT_BWD_SS\n",
"#undef KT_BWD_DQ_STEP\n",
"#undef KT_BWD_DQ_ADD\n",
"#undef KT_BWD_DQMMA\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wg(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgk<0>(a KT_BWD_SPA); }\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgr(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgp<0>(a KT_BWD_SPA); }\n",
"#if !KT_BSP /* the dense kind 13 only (ktorch__cub_ring) */\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgrq(const kt_bwd_args a) { kt_bwd_wgp<1>(a); }\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgro(const kt_bwd_args a) { kt_bwd_wgp<2>(a); }\n",
"#endif\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgq(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgk<1>(a KT_BWD_SPA); }\n",
"/* kt_bwd_wgdr: kt_bwd_wgd (below) with kt_bwd_wgp's loop: K, V and the block's keys\n",
"   stream through KT_BWD_RING slots on full and empty mbarriers; a step\n",
"   issues the previous block's dQ += dS K with this block's S and dP,\n",
"   the warpgroups taking turns with KT_BWD_PP. With KT_BWD_QREG the\n",
"   warpgroup's Q rows stay in registers as A fragments for S = Q K^T. */\n",
"#ifndef KT_BWD_QREG\n",
"#define KT_BWD_QREG 1\n",
"#endif\n",
"#if KT_BWD_PP\n",
"#define KT_BWD_TURN kt_bar_sync(1 + wg)\n",
"#define KT_BWD_HAND kt_bar_arrive(2 - wg)\n",
"#else\n",
"#define KT_BWD_TURN\n",
"#define KT_BWD_HAND\n",
"#endif\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgdr(const kt_bwd_args a KT_BWD_SPK) {\n",
"    /* Q, dO (BN rows), KT_BWD_RING slots of K and of V (BI rows), 1024-byte aligned; LSE and Dd of the BN rows; the mbarriers */\n",
"    const kt_u32 s0 = kt_smem_addr(smem), sQa = (s0 + 1023u) & ~1023u, sOa = sQa + WTILE(BN), sKa = sOa + WTILE(BN),\n",
"                 sVa = sKa + KT_BWD_RING * WTILE(BI), sLa = sVa + KT_BWD_RING * WTILE(BI), barF = sLa + 2 * BN * 4, barE = barF + 8 * KT_BWD_RING;\n",
"    float *sl = (float *)((unsigned char *)smem + (sLa - s0)), *sd = sl + BN;\n",
"    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, qb;\n",
"    KT_BWD_CTA(true, bh, qb);\n",
"    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN, iw = i0 + wg * 64 + wq * 16;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;\n",
"    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;\n",
"#if KT_BSP == 1\n",
"    /* this query block's list of key tiles */\n",
"    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;\n",
"    const int *kl = (const int *)sp.ridx + lrow * sp.RT;\n",
"    const kt_i64 total = ((const int *)sp.rcnt)[lrow];\n",
"    (void)off, (void)i_last; /* the lists hold the window's range */\n",
"#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)\n",
"#else\n",
"    /* the keys that a row of [i0, i_last] sees, in blocks of BI */\n",
"    kt_i64 k_lo = 0, k_hi = a.Nk;\n",
"    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;\n",
"    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;\n",
"    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;\n",
"#define KT_BWD_KJ(x) (k_lo + (x) * BI)\n",
"#endif\n",
"#if KT_BSP\n",
"    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;\n",
"#endif\n",
"\n",
"    if (tid == 0) {\n",
"        for (int i = 0; i < KT_BWD_RING; i++) kt_mbar_init(barF + 8 * i, NTHR), kt_mbar_init(barE + 8 * i, NTHR / KT_WARP);\n",
"        kt_fence_mbar_init();\n",
"    }\n",
"    for (int r = tid; r < BN; r += NTHR) {\n",
"        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;\n",
"        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;\n",
"        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;\n",
"    }\n",
"    __syncthreads();\n",
"    kt_bwd_sw<BN>(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, tid);\n",
"    kt_bwd_sw<BN>(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, tid);\n",
"    float dq[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];\n",
"    kt_u32 ds[BI / 16][4];\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 16; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) ds[n][e] = 0u;\n",
"    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;\n",
"    /* this thread's share of key block x into slot st_, counted on its full barrier (Q and dO with block 0) */\n",
"#define KT_BWD_LOAD_K(x, st_)                                                                                             \\\n",
"    do {                                                                                                                  \\\n",
"        kt_bwd_sw<BI>(sKa + (st_) * WTILE(BI), kb, a.k_sn, KT_BWD_KJ(x), a.Nk, tid);                                      \\\n",
"        kt_bwd_sw<BI>(sVa + (st_) * WTILE(BI), vb, a.v_sn, KT_BWD_KJ(x), a.Nk, tid);                                      \\\n",
"        kt_cp_mbar_arrive(barF + 8 * (st_));                                                                              \\\n",
"    } while (0)\n",
"    if (total > 0) KT_BWD_LOAD_K(0, 0);\n",
"#if KT_BWD_QREG\n",
"    /* this warp's 16 rows of Q as A fragments for S = Q K^T (32 registers for the CTA's life; half the shared-memory\n",
"       reads of S), once Q has landed with block 0 */\n",
"    kt_u32 qa[KT_D / 16][4];\n",
"    if (total > 0) {\n",
"        const int rr = wg * 64 + wq * 16 + (lane & 15);\n",
"        kt_mbar_wait(barF, 0u);\n",
"#pragma unroll\n",
"        for (int ks = 0; ks < KT_D / 16; ks++) {\n",
"            const int ch = 2 * ks + (lane >> 4);\n",
"            kt_ldsm_x4(sQa + (kt_u32)((ch >> 3) * (BN * 128) + rr * 128 + (((ch & 7) ^ (rr & 7)) << 4)), qa[ks][0], qa[ks][1], qa[ks][2], qa[ks][3]);\n",
"        }\n",
"    }\n",
"#define KT_BWD_S_QK(sKt_)                                                                                                   \\\n",
"    do {                                                                                                                    \\\n",
"        _Pragma(\"unroll\") for (int ks = 0; ks < KT_D / 16; ks++)                                                            \\\n",
"            kt_wgmma_rs_n64(s[0], qa[ks], kt_gdesc((sKt_) + (ks >> 2) * (BI * 128) + (ks & 3) * 32, 16, 1024), ks);          \\\n",
"    } while (0)\n",
"#else\n",
"#define KT_BWD_S_QK(sKt_) kt_bwd_wg_nt(s[0], sQa + wg * 64 * 128, sKt_)\n",
"#endif\n",
"#if KT_BWD_PP\n",
"    if (wg == 1) kt_bar_arrive(1); /* warpgroup 0 issues first */\n",
"#endif\n",
"    int pend = 0, pst = 0, st = 0; /* dS of a block waits in ds for its dQ product (slot pst); block x's slot st */\n",
"    kt_u32 fph = 0, eph = 0;       /* the phase parity each slot's full and empty barrier waits for next */\n",
"    for (kt_i64 x = 0; x < total; x++, st = st + 1 == KT_BWD_RING ? 0 : st + 1) {\n",
"        const kt_i64 j0 = KT_BWD_KJ(x);\n",
"        if (x + 1 < total) {\n",
"            const int sn = st + 1 == KT_BWD_RING ? 0 : st + 1;\n",
"            if (x + 1 >= KT_BWD_RING) {\n",
"                kt_mbar_wait(barE + 8 * sn, (eph >> sn) & 1u);\n",
"                eph ^= 1u << sn;\n",
"            }\n",
"            KT_BWD_LOAD_K(x + 1, sn);\n",
"        }\n",
"        kt_mbar_wait(barF + 8 * st, (fph >> st) & 1u);\n",
"        fph ^= 1u << st;\n",
"        kt_fence_async_smem(); /* the landed copies before the products read them */\n",
"        /* a warpgroup whose 64 rows see none of the block's keys adds nothing (causal: the diagonal's last block) */\n",
"        const int live = !kt_bwd_dead(a, i0 + wg * 64, 64, j0, BI);\n",
"        const kt_u32 sKt = sKa + st * WTILE(BI), sVt = sVa + st * WTILE(BI), sKp = sKa + pst * WTILE(BI);\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"        kt_bwd_fence_a(ds);\n",
"        KT_BWD_TURN;\n",
"        if (pend && live) { /* each case one branch: the compiler sees which products each wait covers */\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dq[0], ds, sKp);\n",
"            KT_BWD_S_QK(sKt);\n",
"            kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else if (pend) {\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dq[0], ds, sKp);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else if (live) {\n",
"            kt_wgmma_fence();\n",
"            KT_BWD_S_QK(sKt);\n",
"            kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else {\n",
"            KT_BWD_HAND;\n",
"        }\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"        kt_bwd_fence_a(ds);\n",
"        kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */\n",
"        if (pend && lane == 0) kt_mbar_arrive(barE + 8 * pst);\n",
"        if (!live) {\n",
"            if (lane == 0) kt_mbar_arrive(barE + 8 * st);\n",
"            pend = 0;\n",
"            continue;\n",
"        }\n",
"        if (KT_BWD_FAST(kt_bwd_plain(a, iw, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (KT_BWD_FAST(kt_bwd_edge(a, iw, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));\n",
"        kt_bwd_wg_pack(ds, dp);\n",
"        pend = 1, pst = st;\n",
"    }\n",
"#undef KT_BWD_LOAD_K\n",
"#undef KT_BWD_KJ\n",
"    {\n",
"        const kt_u32 sKp = sKa + pst * WTILE(BI);\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"        kt_bwd_fence_a(ds);\n",
"        KT_BWD_TURN;\n",
"        if (pend) {\n",
"            kt_wgmma_fence();\n",
"            kt_bwd_wg_acc(dq[0], ds, sKp);\n",
"            kt_wgmma_commit();\n",
"            KT_BWD_HAND;\n",
"            kt_wgmma_wait<0>();\n",
"        } else {\n",
"            KT_BWD_HAND;\n",
"        }\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"    }\n",
"#if KT_BWD_PP\n",
"    if (wg == 0) kt_bar_sync(1); /* warpgroup 1's last hand-over */\n",
"#endif\n",
"    kt_cp_commit();\n",
"    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */\n",
"    __syncthreads();  /* the tiles are free for the staged stores */\n",
"    const kt_u64 dqb = a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4));\n",
"    if (!kt_bwd_store_rows(dq, dqb, a.dq_sn, a.dq_dt, i0, a.Nq, a.add != 0, smem, tid, tid >> KT_WARP_SHIFT, g, t))\n",
"        kt_bwd_store(dq, dqb, a.dq_sn, a.dq_dt, iw, a.Nq, g, t, a.add != 0);\n",
"}\n",
"#undef KT_BWD_S_QK\n",
"#undef KT_BWD_TURN\n",
"#undef KT_BWD_HAND\n",
"/* Hopper dQ (kind 13's deterministic mode): one CTA per (batch, query\n",
"   head, 128 rows), a warpgroup per 64 rows. Q and dO (BN rows) and each\n",
"   block of 64 keys' K and V (KT_STAGES slots, cp.async) sit in shared\n",
"   memory as kt_bwd_wgk's tiles; S = Q K^T and dP = dO V^T are warpgroup\n",
"   MMAs from shared memory, dS stays in registers for dQ += dS K with K\n",
"   read N-major. */\n",
"KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgd(const kt_bwd_args a KT_BWD_SPK) {\n",
"    /* Q, dO (BN rows), KT_STAGES slots of K and of V (BI rows), 1024-byte aligned; LSE and Dd of the BN rows */\n",
"    const kt_u32 s0 = kt_smem_addr(smem), sQa = (s0 + 1023u) & ~1023u, sOa = sQa + WTILE(BN), sKa = sOa + WTILE(BN),\n",
"                 sVa = sKa + KT_STAGES * WTILE(BI);\n",
"    float *sl = (float *)((unsigned char *)smem + (sVa + KT_STAGES * WTILE(BI) - s0)), *sd = sl + BN;\n",
"    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, qb;\n",
"    KT_BWD_CTA(true, bh, qb);\n",
"    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN, iw = i0 + wg * 64 + wq * 16;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;\n",
"    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;\n",
"#if KT_BSP == 1\n",
"    /* this query block's list of key tiles */\n",
"    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;\n",
"    const int *kl = (const int *)sp.ridx + lrow * sp.RT;\n",
"    const kt_i64 total = ((const int *)sp.rcnt)[lrow];\n",
"    (void)off, (void)i_last; /* the lists hold the window's range */\n",
"#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)\n",
"#else\n",
"    /* the keys that a row of [i0, i_last] sees, in blocks of BI */\n",
"    kt_i64 k_lo = 0, k_hi = a.Nk;\n",
"    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;\n",
"    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;\n",
"    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;\n",
"#define KT_BWD_KJ(x) (k_lo + (x) * BI)\n",
"#endif\n",
"#if KT_BSP\n",
"    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;\n",
"#endif\n",
"\n",
"    kt_bwd_sw<BN>(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, tid);\n",
"    kt_bwd_sw<BN>(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, tid);\n",
"    for (int r = tid; r < BN; r += NTHR) {\n",
"        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;\n",
"        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;\n",
"        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;\n",
"    }\n",
"    float dq[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;\n",
"#pragma unroll\n",
"    for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;\n",
"    /* key block x into slot x % KT_STAGES */\n",
"#define KT_BWD_LOAD_K(x)                                                                                                  \\\n",
"    do {                                                                                                                  \\\n",
"        const int st_ = (int)((x) % KT_STAGES);                                                                           \\\n",
"        kt_bwd_sw<BI>(sKa + st_ * WTILE(BI), kb, a.k_sn, KT_BWD_KJ(x), a.Nk, tid);                                        \\\n",
"        kt_bwd_sw<BI>(sVa + st_ * WTILE(BI), vb, a.v_sn, KT_BWD_KJ(x), a.Nk, tid);                                        \\\n",
"    } while (0)\n",
"    if (total > 0) KT_BWD_LOAD_K(0);\n",
"    kt_cp_commit();\n",
"    for (kt_i64 x = 0; x < total; x++) {\n",
"        const kt_i64 j0 = KT_BWD_KJ(x);\n",
"        const int st = (int)(x % KT_STAGES);\n",
"        __syncthreads(); /* the slot refilled next was read by every warpgroup's MMAs (waited for) */\n",
"        if (x + 1 < total) KT_BWD_LOAD_K(x + 1);\n",
"        kt_cp_commit();\n",
"        kt_cp_wait_group<1>();\n",
"        kt_fence_async_smem();\n",
"        __syncthreads();\n",
"        /* a warpgroup whose 64 rows see none of the block's keys adds nothing (causal: the diagonal's last block) */\n",
"        if (kt_bwd_dead(a, i0 + wg * 64, 64, j0, BI)) continue;\n",
"        const kt_u32 sKt = sKa + st * WTILE(BI), sVt = sVa + st * WTILE(BI);\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        kt_wgmma_fence();\n",
"        kt_bwd_wg_nt(s[0], sQa + wg * 64 * 128, sKt);\n",
"        kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);\n",
"        kt_wgmma_commit();\n",
"        kt_wgmma_wait<0>();\n",
"        kt_bwd_fence<BI / 8>(s);\n",
"        kt_bwd_fence<BI / 8>(dp);\n",
"        if (KT_BWD_FAST(kt_bwd_plain(a, iw, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (KT_BWD_FAST(kt_bwd_edge(a, iw, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));\n",
"        kt_u32 ds[BI / 16][4];\n",
"        kt_bwd_wg_pack(ds, dp);\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"        kt_wgmma_fence();\n",
"        kt_bwd_wg_acc(dq[0], ds, sKt);\n",
"        kt_wgmma_commit();\n",
"        kt_wgmma_wait<0>();\n",
"        kt_bwd_fence<KT_D / 8>(dq);\n",
"        kt_bwd_fence_a(ds);\n",
"    }\n",
"#undef KT_BWD_LOAD_K\n",
"#undef KT_BWD_KJ\n",
"    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */\n",
"    __syncthreads();  /* the tiles are free for the staged stores */\n",
"    const kt_u64 dqb = a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4));\n",
"    if (!kt_bwd_store_rows(dq, dqb, a.dq_sn, a.dq_dt, i0, a.Nq, a.add != 0, smem, tid, tid >> KT_WARP_SHIFT, g, t))\n",
"        kt_bwd_store(dq, dqb, a.dq_sn, a.dq_dt, iw, a.Nq, g, t, a.add != 0);\n",
"}\n",
"#undef WTILE\n",
"#undef KT_BWD_RS\n",
"\n",
"#else\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dkdv(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_kv<0>(a KT_BWD_SPA); }\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dkdvq(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_kv<1>(a KT_BWD_SPA); }\n",
"#endif\n",
"/* a.dqa to dq, a thread per 4 elements of a row */\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dq_out(const kt_bwd_args a) {\n",
"    const kt_i64 n4 = a.B * a.Hq * a.Nq * (KT_D / 4);\n",
"    for (kt_i64 x = (kt_i64)blockIdx.x * NTHR + threadIdx.x; x < n4; x += (kt_i64)gridDim.x * NTHR) {\n",
"        const kt_i64 row = x / (KT_D / 4), e = (x - row * (KT_D / 4)) * 4;\n",
"        const kt_i64 i = row % a.Nq, h = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);\n",
"        const float4 v = ((const float4 *)a.dqa)[x];\n",
"        const kt_i64 o = b * a.dq_sb + h * a.dq_sh + i * a.dq_sn + e;\n",
"        kt_bwd_st(a.dq, o, a.dq_dt, v.x, a.add != 0);\n",
"        kt_bwd_st(a.dq, o + 1, a.dq_dt, v.y, a.add != 0);\n",
"        kt_bwd_st(a.dq, o + 2, a.dq_dt, v.z, a.add != 0);\n",
"        kt_bwd_st(a.dq, o + 3, a.dq_dt, v.w, a.add != 0);\n",
"    }\n",
"}\n",
"\n",
"#if !KT_SM90 /* kinds 13 and 15 take kt_bwd_wgd */\n",
"KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dq(const kt_bwd_args a KT_BWD_SPK) {\n",
"    kt_u16 *sQ = smem, *sO = sQ + BN * LDS, *sK = sO + BN * LDS, *sV = sK + KT_STAGES * BI * LDS;\n",
"    float *sl = (float *)(smem + KT_BWD_SMEM_U16), *sd = sl + BN;\n",
"    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;\n",
"    kt_i64 bh, qb;\n",
"    KT_BWD_CTA(true, bh, qb);\n",
"    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN;\n",
"    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;\n",
"    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;\n",
"    const kt_u32 sQa = kt_smem_addr(sQ), sOa = kt_smem_addr(sO), sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV);\n",
"    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;\n",
"#if KT_BSP == 1\n",
"    /* this query block's list of key tiles */\n",
"    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;\n",
"    const int *kl = (const int *)sp.ridx + lrow * sp.RT;\n",
"    const kt_i64 total = ((const int *)sp.rcnt)[lrow];\n",
"    (void)off, (void)i_last; /* the lists hold the window's range */\n",
"#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)\n",
"#else\n",
"    /* the keys that a row of [i0, i_last] sees, in blocks of BI */\n",
"    kt_i64 k_lo = 0, k_hi = a.Nk;\n",
"    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;\n",
"    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;\n",
"    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;\n",
"#define KT_BWD_KJ(x) (k_lo + (x) * BI)\n",
"#endif\n",
"#if KT_BSP\n",
"    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;\n",
"#endif\n",
"\n",
"    kt_bwd_rows(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, BN, tid);\n",
"    kt_bwd_rows(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, BN, tid);\n",
"    for (int r = tid; r < BN; r += NTHR) {\n",
"        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;\n",
"        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;\n",
"        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;\n",
"    }\n",
"    float dq[KT_D / 8][4];\n",
"#pragma unroll\n",
"    for (int n = 0; n < KT_D / 8; n++)\n",
"#pragma unroll\n",
"        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;\n",
"    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;\n",
"    /* key block x into slot x % KT_STAGES */\n",
"#define KT_BWD_LOAD_K(x)                                                                                                  \\\n",
"    do {                                                                                                                  \\\n",
"        const int st_ = (int)((x) % KT_STAGES);                                                                           \\\n",
"        kt_bwd_rows(sKa + (kt_u32)(st_ * BI * LDS) * 2u, kb, a.k_sn, KT_BWD_KJ(x), a.Nk, BI, tid);                        \\\n",
"        kt_bwd_rows(sVa + (kt_u32)(st_ * BI * LDS) * 2u, vb, a.v_sn, KT_BWD_KJ(x), a.Nk, BI, tid);                        \\\n",
"    } while (0)\n",
"    if (KT_STAGES > 1 && total > 0) KT_BWD_LOAD_K(0);\n",
"    kt_cp_commit();\n",
"    for (kt_i64 x = 0; x < total; x++) {\n",
"        const kt_i64 j0 = KT_BWD_KJ(x), nx = KT_STAGES > 1 ? x + 1 : x;\n",
"        const int st = (int)(x % KT_STAGES);\n",
"        __syncthreads(); /* the slot refilled next was read by every warp */\n",
"        if (nx < total) KT_BWD_LOAD_K(nx);\n",
"        kt_cp_commit();\n",
"        kt_cp_wait_group<KT_STAGES - 1>();\n",
"        __syncthreads();\n",
"        const kt_u32 sKt = sKa + (kt_u32)(st * BI * LDS) * 2u, sVt = sVa + (kt_u32)(st * BI * LDS) * 2u;\n",
"        float s[BI / 8][4], dp[BI / 8][4];\n",
"#pragma unroll\n",
"        for (int n = 0; n < BI / 8; n++)\n",
"#pragma unroll\n",
"            for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;\n",
"        kt_bwd_mm_nt<BI / 8>(s, sQa, warp * 16, sKt, lane);\n",
"        kt_bwd_mm_nt<BI / 8>(dp, sOa, warp * 16, sVt, lane);\n",
"        if (KT_BWD_FAST(kt_bwd_plain(a, i0 + warp * 16, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else if (KT_BWD_FAST(kt_bwd_edge(a, i0 + warp * 16, 16, j0, BI)))\n",
"            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));\n",
"        else\n",
"            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));\n",
"        kt_bwd_mm_acc<BI / 8>(dq, dp, sKt, lane);\n",
"    }\n",
"#undef KT_BWD_LOAD_K\n",
"#undef KT_BWD_KJ\n",
"    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */\n",
"    kt_bwd_store(dq, a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4)), a.dq_sn, a.dq_dt, i0 + warp * 16, a.Nq, g, t, a.add != 0);\n",
"}\n",
"#endif\n",
"\n",
"#if KT_BSP\n",
"/* The tile lists of kt_bwd_sp from the block mask, a lane group per list\n",
"   (its lanes test consecutive entries; a ballot keeps them in order): the\n",
"   B Hk CB lists of the dK/dV kernel (the group's query tiles that meet the\n",
"   key block's window range and a set block), then the B Hq RB lists of\n",
"   kt_bwd_dq (key tiles), in ascending order. */\n",
"KT_KERNEL void kt_bwd_list(const kt_bwd_args a KT_BWD_SPK) {\n",
"    const int lane = (int)(threadIdx.x & (KT_LANES - 1));\n",
"    const kt_i64 row = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT, ncol = a.B * a.Hk * sp.CB, off = a.Nk - a.Nq;\n",
"    if (row >= ncol + a.B * a.Hq * sp.RB) return; /* the whole group */\n",
"    const int col = row < ncol;\n",
"    const kt_i64 x = col ? row : row - ncol, nb = col ? sp.CB : sp.RB, H = col ? a.Hk : a.Hq, bh = x / nb, b = bh / H, hh = bh - b * H;\n",
"    /* the CTA's BN rows (keys of a column list), and the other side's range under the windows */\n",
"    const kt_i64 n_own = col ? a.Nk : a.Nq, r0 = (x - bh * nb) * BN, r1 = (r0 + BN < n_own ? r0 + BN : n_own) - 1;\n",
"    kt_i64 lo = 0, hi = col ? a.Nq : a.Nk;\n",
"    if (col) {\n",
"        if ((a.wflags & 2) && r0 - off - a.wr > lo) lo = r0 - off - a.wr;\n",
"        if ((a.wflags & 1) && r1 - off + a.wl + 1 < hi) hi = r1 - off + a.wl + 1;\n",
"    } else {\n",
"        if ((a.wflags & 1) && r0 + off - a.wl > lo) lo = r0 + off - a.wl;\n",
"        if ((a.wflags & 2) && r1 + off + a.wr + 1 < hi) hi = r1 + off + a.wr + 1;\n",
"    }\n",
"    const kt_i64 n_all = col ? a.group * sp.QT : sp.RT;\n",
"    int *out = (int *)(col ? sp.cidx : sp.ridx) + x * (col ? sp.CT : sp.RT);\n",
"    int n = 0;\n",
"    for (kt_i64 e0 = 0; e0 < n_all; e0 += KT_LANES) {\n",
"        const kt_i64 e = e0 + lane;\n",
"        int on = 0;\n",
"        if (e < n_all) {\n",
"            const kt_i64 hq = col ? hh * a.group + e / sp.QT : hh, tt = col ? e % sp.QT : e;\n",
"            const kt_i64 t0 = tt * BI > lo ? tt * BI : lo, t1 = (tt * BI + BI < hi ? tt * BI + BI : hi) - 1;\n",
"            const kt_i64 q0 = col ? t0 : r0, q1 = col ? t1 : r1, k0 = col ? r0 : t0, k1 = col ? r1 : t1;\n",
"            const kt_u8 *m = (const kt_u8 *)sp.mask + b * sp.m_sb + hq * sp.m_sh;\n",
"            for (kt_i64 qa = q0 / sp.bq; t0 <= t1 && qa <= q1 / sp.bq && !on; qa++)\n",
"                for (kt_i64 c = k0 / sp.bk; c <= k1 / sp.bk && !on; c++) on = m[qa * sp.m_sq + c * sp.m_sk] != 0;\n",
"        }\n",
"        const kt_lmask v = kt_ballot(on != 0);\n",
"        if (on) out[n + kt_mask_popc(v & (((kt_lmask)1 << lane) - 1u))] = (int)e;\n",
"        n += kt_mask_popc(v);\n",
"    }\n",
"    if (lane == 0) ((int *)(col ? sp.ccnt : sp.rcnt))[x] = n;\n",
"}\n",
"#endif\n",
"#undef KT_BWD_CTA\n",
"#undef KT_BWD_QRANGE\n",
"#undef KT_BWD_QH\n",
"#undef KT_BWD_QI\n",
"#undef KT_BWD_MB\n",
"#undef BN\n",
"#undef BI\n",
"#undef LDS\n",
"#undef LDSS\n",
"#undef QCH\n",
"#undef NTHR\n",
"#undef DCH\n",
"#undef KT_BSP\n",
"#undef KT_BWD_SPK\n",
"#undef KT_BWD_SPR\n",
"#undef KT_BWD_SPA\n",
"#undef KT_BWD_PDSR\n",
"#undef KT_BWD_PDSA\n",
"#undef KT_BWD_VIS\n",
"#undef KT_BWD_FAST\n",
    };
    *nlines = sizeof lines / sizeof lines[0];
    return lines;
}
/* END GENERATED SOURCES */

#endif /* KTORCH_CUDA__IMPLEMENTED */
#endif /* KTORCH_CUDA_IMPLEMENTATION */
