/* A CUDA thread block on the host, for the kernel files compiled as C++ by
   tests/gemv_host.cpp and tests/train_host.cpp: the device types and
   qualifiers the kernels use, one host thread per GPU thread and
   __syncthreads a barrier. The threads live for the whole run:
   host_run_block releases them through host_go for one block and waits at
   host_done. Include after ktorch.h. */
#ifndef CUDA_HOST_H
#define CUDA_HOST_H
#include <pthread.h>
#include <stdint.h>

typedef unsigned char kt_u8;
typedef unsigned short kt_u16;
typedef unsigned int kt_u32;
typedef int kt_i32;
typedef unsigned long long kt_u64;
typedef long long kt_i64;
#define KT_DEV static inline
#define KT_KERNEL static
#define __shared__ static
struct dim3e {
    unsigned x, y, z;
};
static thread_local dim3e threadIdx;
static dim3e blockIdx, gridDim;
static pthread_barrier_t bar_block;
static void __syncthreads() { pthread_barrier_wait(&bar_block); }
KT_DEV kt_u16 kt_f32_to_bf16(float x) { return ktorch_f32_to_bf16(x); }
KT_DEV kt_u16 kt_f32_to_f16(float x) { return ktorch_f32_to_f16(x); }

static void (*host_block)(void); /* every thread's part of one block; NULL: the threads return */
static pthread_barrier_t host_go, host_done;
static void *host_lane(void *p) {
    threadIdx.x = (unsigned)(uintptr_t)p;
    threadIdx.y = threadIdx.z = 0;
    for (;;) {
        pthread_barrier_wait(&host_go);
        if (!host_block) return NULL;
        host_block();
        pthread_barrier_wait(&host_done);
    }
}
static void host_run_block(void (*block)(void)) {
    host_block = block;
    pthread_barrier_wait(&host_go);
    pthread_barrier_wait(&host_done);
}
static void host_lanes_start(pthread_t *th, int n) {
    pthread_barrier_init(&bar_block, NULL, (unsigned)n);
    pthread_barrier_init(&host_go, NULL, (unsigned)n + 1);
    pthread_barrier_init(&host_done, NULL, (unsigned)n + 1);
    for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, host_lane, (void *)(uintptr_t)i);
}
static void host_lanes_stop(pthread_t *th, int n) {
    host_block = NULL;
    pthread_barrier_wait(&host_go);
    for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
}
#endif
