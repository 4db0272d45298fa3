/* A CUDA thread block on the host, for the kernel files compiled as C++ by
   the tests/..._host.cpp programs: the device types and qualifiers the
   kernels use, the prelude's conversions (by the library's codecs), the
   block's threads fibers (tests/kernel_host.h), threadIdx the running
   fiber's, __syncthreads the block's barrier. Include after
   ktorch.h; a file whose kernels take shared memory from arrays of its own
   redefines __shared__. */
#ifndef CUDA_HOST_H
#define CUDA_HOST_H
#include "kernel_host.h"
#include <math.h>
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
/* The prelude's conversions, by the library's codecs */
KT_DEV kt_u16 kt_f32_to_bf16(float x) { return ktorch_f32_to_bf16(x); }
KT_DEV kt_u16 kt_f32_to_f16(float x) { return ktorch_f32_to_f16(x); }
KT_DEV float kt_bf16_to_f32(kt_u16 h) { return ktorch_bf16_to_f32(h); }
KT_DEV float kt_f16_to_f32(kt_u16 h) { return ktorch_f16_to_f32(h); }
KT_DEV float kt_h_to_f32(kt_u16 h) { return ktorch_f16_to_f32(h); }
KT_DEV kt_u32 kt_pack2_bf16(float lo, float hi) { return (kt_u32)kt_f32_to_bf16(lo) | ((kt_u32)kt_f32_to_bf16(hi) << 16); }
KT_DEV kt_u32 kt_pack2_f16(float lo, float hi) { return (kt_u32)kt_f32_to_f16(lo) | ((kt_u32)kt_f32_to_f16(hi) << 16); }
KT_DEV float kt_e4m3_to_f32(kt_u32 c) { return ktorch_fp8_e4m3_to_f32((uint8_t)c); }
KT_DEV float kt_e5m2_to_f32(kt_u32 c) { return ktorch_fp8_e5m2_to_f32((uint8_t)c); }
KT_DEV kt_u8 kt_f32_to_e4m3(float x, int sat) { return ktorch_f32_to_fp8_e4m3(x, sat); }
KT_DEV kt_u8 kt_f32_to_e5m2(float x, int sat) { return ktorch_f32_to_fp8_e5m2(x, sat); }
/* prmt.b32 (default mode): selector nibble i picks byte (n & 7) of b:a for
   result byte i, or with bit 3 set that byte's sign replicated */
#define KT_PRMT_SIGN 1
KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) {
    const kt_u64 v = ((kt_u64)b << 32) | a;
    kt_u32 d = 0;
    for (int i = 0; i < 4; i++) {
        const kt_u32 n = (sel >> (4 * i)) & 15u, byte = (kt_u32)(v >> (8 * (n & 7u))) & 255u;
        d |= ((n & 8u) ? ((byte & 128u) ? 255u : 0u) : byte) << (8 * i);
    }
    return d;
}
KT_DEV float kt_exp2(float x) { return exp2f(x); }
/* dp4a: c + the byte products, a's bytes signed (ss) or unsigned (us), b's signed */
KT_DEV int kt_dp4a_ss(kt_u32 a, kt_u32 b, int c) {
    for (int i = 0; i < 4; i++) c += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));
    return c;
}
KT_DEV int kt_dp4a_us(kt_u32 a, kt_u32 b, int c) {
    for (int i = 0; i < 4; i++) c += (int)((a >> (8 * i)) & 255u) * (int)(signed char)(b >> (8 * i));
    return c;
}
KT_DEV kt_u32 kt_max_u32(kt_u32 a, kt_u32 b) { return a > b ? a : b; }

/* Runs block() on nthr threads; 0 when it completed, else prints why not. */
static inline int host_run_block(void (*block)(void), int nthr) {
    blockDim.x = (unsigned)nthr, blockDim.y = blockDim.z = 1;
    if (kh_run_block(block, nthr) == 0) return 0;
    printf("  block (%u, %u, %u): %s\n", blockIdx.x, blockIdx.y, blockIdx.z, kh_err);
    return 1;
}
#endif
