/* A CUDA thread block on the host, for the kernel files compiled as C++ by
   the tests/..._host.cpp programs: the device types and qualifiers the
   kernels use, the block's threads fibers (tests/kernel_host.h), threadIdx
   the running fiber's, __syncthreads the block's barrier. Include after
   ktorch.h; a file whose kernels take shared memory from arrays of its own
   redefines __shared__. */
#ifndef CUDA_HOST_H
#define CUDA_HOST_H
#include "kernel_host.h"
#include <stdint.h>

typedef unsigned char kt_u8;
typedef unsigned short kt_u16;
typedef unsigned int kt_u32;
typedef int kt_i32;
typedef unsigned long long kt_u64;
typedef long long kt_i64;
#define KT_DEV static inline
#define KT_KERNEL static
#define __shared__ static /* one copy, which every fiber of the block sees */
struct dim3e {
    unsigned x, y, z;
};
static inline dim3e kh_thread_idx(void) {
    const dim3e t = {(unsigned)kh_tid, 0, 0};
    return t;
}
#define threadIdx kh_thread_idx()
static dim3e blockIdx, gridDim, blockDim;
static inline void __syncthreads() { kh_bar_wait(&kh_block_bar, "__syncthreads"); }
KT_DEV kt_u16 kt_f32_to_bf16(float x) { return ktorch_f32_to_bf16(x); }
KT_DEV kt_u16 kt_f32_to_f16(float x) { return ktorch_f32_to_f16(x); }

/* Runs block() on nthr threads; 0 when it completed, else prints why not. */
static inline int host_run_block(void (*block)(void), int nthr) {
    blockDim.x = (unsigned)nthr, blockDim.y = blockDim.z = 1;
    if (kh_run_block(block, nthr) == 0) return 0;
    printf("  block (%u, %u, %u): %s\n", blockIdx.x, blockIdx.y, blockIdx.z, kh_err);
    return 1;
}
#endif
