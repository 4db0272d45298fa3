// Access patterns of the CUDA GEMV kernel's launch shapes at M = 1 without their arithmetic (docs/PERF.md,
// "Quantized GEMV (M <= 16)", the M = 1 bound): copy kernels that read the same bytes with the same loads
// as shape 18 (mxfp4, q4_0 pairs, int8; x written to shared memory in the terms' layout and read back as
// the kernel reads its terms, or no x at all), shape 9 (int8) and shape 18 fed by 1-D bulk copies into a
// ring a warp, the words XORed into one a row; beside a device copy, a plain read stream of the same bytes
// and an empty kernel. K = 8192, N = 8192 and 28672; % of the copy (read + write) on the bytes read; p1:
// one launch a timed batch on one W, p2: batches of 5 launches over 4 copies of W. Not part of the
// library (CUDA runtime, nvcc):
//   nvcc -O3 -arch=sm_90a -std=c++17 bench/gemv_pattern.cu -o build/gemv_pattern && build/gemv_pattern
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <algorithm>
#include <vector>
typedef unsigned u32;
typedef unsigned short u16;
typedef unsigned char u8;
typedef long long i64;
#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { printf("CUDA %s at %d\n", cudaGetErrorString(e_), __LINE__); exit(1); } } while (0)

__device__ __forceinline__ uint4 ldna(const void *p) {
    uint4 r;
    asm("ld.global.nc.L1::no_allocate.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
    return r;
}
__device__ __forceinline__ u32 ldna32(const void *p) {
    u32 r;
    asm("ld.global.nc.L1::no_allocate.u32 %0, [%1];" : "=r"(r) : "l"(p));
    return r;
}

struct Args { const u8 *w, *sw; const u16 *x; u16 *y; i64 N, K, ldw, lds; };

// plain read stream: grid-stride uint4, 4 in flight a thread
__global__ void __launch_bounds__(512) k_stream(const uint4 *p, i64 n16, u32 *out) {
    u32 acc = 0;
    const i64 st = (i64)gridDim.x * blockDim.x;
    i64 i = (i64)blockIdx.x * blockDim.x + threadIdx.x;
    for (; i + 3 * st < n16; i += 4 * st) {
        uint4 v[4];
#pragma unroll
        for (int j = 0; j < 4; j++) v[j] = ldna(p + i + j * st);
#pragma unroll
        for (int j = 0; j < 4; j++) acc ^= v[j].x ^ v[j].y ^ v[j].z ^ v[j].w;
    }
    for (; i < n16; i += st) { uint4 v = ldna(p + i); acc ^= v.x ^ v.y ^ v.z ^ v.w; }
    if (acc == 0x12345678u) out[0] = acc;
}

// Shape 18's pattern: warps take groups of R whole rows in turn over the grid; lane l unit l of each step of
// 32 units; groups of U steps, the next group's loads before the current one's "math".
// F: 0 mxfp4 (16 B codes + 1 B scale a unit), 1 int8 (32 B a unit), 2 q4_0 pairs (17 words from a 4-byte boundary, 68 B a unit)
// XS: 0 no x, 1 x terms in smem (prologue) but not read, 2 prologue + 7 uint4 smem reads a unit (as ktq_xload)
template <int F> struct U18 { enum { NW = F == 0 ? 5 : F == 1 ? 8 : 17, UB = F == 0 ? 16 : F == 1 ? 32 : 68, BU = F == 2 ? 2 : 1 }; };
template <int F, int R, int U>
__device__ __forceinline__ void ld18(const Args &a, i64 n, i64 un, u32 *r) {
    const u8 *w = a.w + n * a.ldw;
    if (F == 0) {
        uint4 v = ldna(w + un * 16);
        r[0] = v.x; r[1] = v.y; r[2] = v.z; r[3] = v.w;
        r[4] = __ldg(a.sw + n * a.lds + un);
    } else if (F == 1) {
        uint4 v = ldna(w + un * 32), v2 = ldna(w + un * 32 + 16);
        r[0] = v.x; r[1] = v.y; r[2] = v.z; r[3] = v.w; r[4] = v2.x; r[5] = v2.y; r[6] = v2.z; r[7] = v2.w;
    } else {
        const u32 *p = (const u32 *)(w + un * 68);
#pragma unroll
        for (int i = 0; i < 17; i++) r[i] = __ldg(p + i);
    }
}
template <int F, int R, int U, int W, int BN, int XS>
__global__ void __launch_bounds__(W * 32, BN) k_p18(const Args a) {
    extern __shared__ __align__(16) uint4 xq[];
    constexpr int NW = U18<F>::NW;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const i64 nu = (a.K >> 5) / U18<F>::BU, ngr = (nu / 32) / U;
    const i64 nrg = (a.N + R - 1) / R, rstep = (i64)gridDim.x * W;
    u32 acc[R];
    for (int r = 0; r < R; r++) acc[r] = 0;
    u32 cur[U][R][NW], nxt[U][R][NW];
    auto load = [&](i64 rg, i64 gi, u32 (&d)[U][R][NW]) {
#pragma unroll
        for (int r = 0; r < R; r++)
#pragma unroll
            for (int u = 0; u < U; u++) ld18<F, R, U>(a, rg * R + r, (gi * U + u) * 32 + lane, d[u][r]);
    };
    i64 rg = (i64)blockIdx.x * W + warp, gi = 0;
    if (rg < nrg) load(rg, 0, cur);
    if (XS) { // x's terms: read x, 3 words a thread of 4 elements, into shared memory
        for (i64 t = threadIdx.x; t < (a.K >> 2); t += blockDim.x) {
            uint2 h = *(const uint2 *)(a.x + 4 * t);
            u32 *q = (u32 *)(xq + (t >> 3) * 7);
            int w = (int)(t & 7);
            q[(w >> 2) * 4 + (w & 3)] = h.x;
            q[(2 + (w >> 2)) * 4 + (w & 3)] = h.y;
            q[(4 + (w >> 2)) * 4 + (w & 3)] = h.x ^ h.y;
            if (w == 0) xq[(t >> 3) * 7 + 6] = make_uint4(h.x, h.y, 0, 0);
        }
        __syncthreads();
    }
    while (rg < nrg) {
        i64 rn = rg, gn = gi + 1;
        if (gn == ngr) { gn = 0; rn = rg + rstep; }
        if (rn < nrg) load(rn, gn, nxt);
#pragma unroll
        for (int u = 0; u < U; u++) {
            u32 xx = 0;
            if (XS == 2) {
                const i64 un = (gi * U + u) * 32 + lane;
#pragma unroll
                for (int b = 0; b < U18<F>::BU; b++) {
#pragma unroll
                    for (int i = 0; i < 7; i++) { uint4 v = xq[(un * U18<F>::BU + b) * 7 + i]; xx ^= v.x ^ v.y ^ v.z ^ v.w; }
                }
            }
#pragma unroll
            for (int r = 0; r < R; r++) {
                u32 s = xx;
#pragma unroll
                for (int i = 0; i < NW; i++) s ^= cur[u][r][i];
                acc[r] ^= s;
            }
        }
        if (gi + 1 == ngr) {
#pragma unroll
            for (int r = 0; r < R; r++) {
                u32 v = acc[r];
                for (int m = 16; m > 0; m >>= 1) v ^= __shfl_xor_sync(0xffffffffu, v, m);
                acc[r] = 0;
                const i64 n = rg * R + r;
                if (lane == 0 && n < a.N) a.y[n] = (u16)v;
            }
        }
#pragma unroll
        for (int u = 0; u < U; u++)
#pragma unroll
            for (int r = 0; r < R; r++)
#pragma unroll
                for (int i = 0; i < NW; i++) cur[u][r][i] = nxt[u][r][i];
        rg = rn;
        gi = gn;
    }
}

// Shape 18's rows fed by 1-D bulk copies into a ring of S slots a warp (lane 0 copies a row's U steps of
// codes and their scales into a slot on its mbarrier, the lanes read their 16 bytes and scale byte from it):
// mxfp4 only. Bytes in flight: S - 1 slots a warp, no registers.
__device__ __forceinline__ u32 saddr(const void *p) { return (u32)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mbar_init(u32 bar, u32 cnt) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(cnt)); }
__device__ __forceinline__ void mbar_expect(u32 bar, u32 bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}
__device__ __forceinline__ void bulk(u32 dst, const void *src, u32 bytes, u32 bar) {
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(dst), "l"(src), "r"(bytes), "r"(bar)
                 : "memory");
}
__device__ __forceinline__ void mbar_wait(u32 bar, u32 ph) {
    asm volatile("{\n .reg .pred p;\n W%=:\n mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n @!p bra W%=;\n}" ::"r"(bar), "r"(ph) : "memory");
}
template <int R, int U, int W, int S>
__global__ void __launch_bounds__(W * 32, 1) k_ring18(const Args a) {
    extern __shared__ __align__(16) uint4 sm4[];
    constexpr int CB = U * 512, SB = U * 32, ROWB = CB + SB, SLOT = R * ROWB;
    __shared__ unsigned long long bars[W * S];
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    u8 *const ring = (u8 *)sm4 + (size_t)(a.K / 32) * 7 * 16 + (size_t)warp * S * SLOT;
    const u32 ring_s = saddr(ring), bar_s = saddr(bars + warp * S);
    const i64 nu = a.K >> 5, ngr = (nu / 32) / U;
    const i64 nrg = (a.N + R - 1) / R, rstep = (i64)gridDim.x * W;
    const i64 rg0 = (i64)blockIdx.x * W + warp;
    // pair p of the warp: row group rg0 + (p / ngr) rstep, group p % ngr
    const i64 npairs = rg0 < nrg ? ((nrg - 1 - rg0) / rstep + 1) * ngr : 0;
    if (lane == 0)
        for (int i = 0; i < S; i++) mbar_init(bar_s + 8 * i, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    __syncwarp();
    auto issue = [&](i64 p) {
        if (p >= npairs) return;
        const i64 rg = rg0 + (p / ngr) * rstep, gi = p % ngr;
        const int sl = (int)(p % S);
        const u32 bar = bar_s + 8 * sl;
        mbar_expect(bar, R * ROWB);
        for (int r = 0; r < R; r++) {
            const i64 n = rg * R + r < a.N ? rg * R + r : a.N - 1;
            bulk(ring_s + sl * SLOT + r * ROWB, a.w + n * a.ldw + gi * CB, CB, bar);
            bulk(ring_s + sl * SLOT + r * ROWB + CB, a.sw + n * a.lds + gi * SB, SB, bar);
        }
    };
    if (lane == 0)
        for (int i = 0; i < S - 1; i++) issue(i);
    // the prologue: x into shared memory (as k_p18 XS)
    for (i64 t = threadIdx.x; t < (a.K >> 2); t += blockDim.x) {
        uint2 h = *(const uint2 *)(a.x + 4 * t);
        u32 *q = (u32 *)(sm4 + (t >> 3) * 7);
        int w = (int)(t & 7);
        q[(w >> 2) * 4 + (w & 3)] = h.x;
        q[(2 + (w >> 2)) * 4 + (w & 3)] = h.y;
        q[(4 + (w >> 2)) * 4 + (w & 3)] = h.x ^ h.y;
        if (w == 0) sm4[(t >> 3) * 7 + 6] = make_uint4(h.x, h.y, 0, 0);
    }
    __syncthreads();
    u32 acc[R];
    for (int r = 0; r < R; r++) acc[r] = 0;
    for (i64 p = 0; p < npairs; p++) {
        const int sl = (int)(p % S);
        mbar_wait(bar_s + 8 * sl, (u32)((p / S) & 1));
        u32 v[U][R][5];
        const u8 *slot = ring + sl * SLOT;
#pragma unroll
        for (int u = 0; u < U; u++)
#pragma unroll
            for (int r = 0; r < R; r++) {
                uint4 c = *(const uint4 *)(slot + r * ROWB + u * 512 + lane * 16);
                v[u][r][0] = c.x; v[u][r][1] = c.y; v[u][r][2] = c.z; v[u][r][3] = c.w;
                v[u][r][4] = slot[r * ROWB + CB + u * 32 + lane];
            }
        __syncwarp();
        if (lane == 0) { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); issue(p + S - 1); }
        const i64 gi = p % ngr;
#pragma unroll
        for (int u = 0; u < U; u++) {
            u32 xx = 0;
            const i64 un = (gi * U + u) * 32 + lane;
#pragma unroll
            for (int i = 0; i < 7; i++) { uint4 q = sm4[un * 7 + i]; xx ^= q.x ^ q.y ^ q.z ^ q.w; }
#pragma unroll
            for (int r = 0; r < R; r++) acc[r] ^= xx ^ v[u][r][0] ^ v[u][r][1] ^ v[u][r][2] ^ v[u][r][3] ^ v[u][r][4];
        }
        if (gi + 1 == ngr) {
            const i64 rg = rg0 + (p / ngr) * rstep;
#pragma unroll
            for (int r = 0; r < R; r++) {
                u32 x = acc[r];
                for (int m = 16; m > 0; m >>= 1) x ^= __shfl_xor_sync(0xffffffffu, x, m);
                acc[r] = 0;
                if (lane == 0 && rg * R + r < a.N) a.y[rg * R + r] = (u16)x;
            }
        }
    }
}
__global__ void k_empty(const Args a) { if (a.N < 0) a.y[0] = 0; }

// Shape 9's pattern for int8: 4 warps a block, a warp on 2 rows; quad g of step u on 64-byte chunk 8u + g of a
// group of U steps, lane t its 16 bytes at 16 t (a step: 512 contiguous bytes of each row); X: the lane's 16 x
// elements (32 bytes) read with __ldg each step
template <int U, int X>
__global__ void __launch_bounds__(128) k_p9(const Args a) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, g = lane >> 2, t = lane & 3;
    const i64 n0 = ((i64)blockIdx.x * 4 + warp) * 2;
    const i64 ngr = a.K / (64 * 8 * U);
    const u8 *wr[2] = {a.w + n0 * a.ldw, a.w + (n0 + 1) * a.ldw};
    uint4 cur[U][2], nxt[U][2];
    u32 acc[2] = {0, 0};
    auto load = [&](i64 gi, uint4 (&d)[U][2]) {
#pragma unroll
        for (int u = 0; u < U; u++)
#pragma unroll
            for (int r = 0; r < 2; r++) d[u][r] = ldna(wr[r] + ((gi * 8 * U + 8 * u + g) * 64 + 16 * t));
    };
    if (n0 + 1 < a.N) load(0, nxt);
    for (i64 gi = 0; gi < ngr && n0 + 1 < a.N; gi++) {
#pragma unroll
        for (int u = 0; u < U; u++)
#pragma unroll
            for (int r = 0; r < 2; r++) cur[u][r] = nxt[u][r];
        if (gi + 1 < ngr) load(gi + 1, nxt);
#pragma unroll
        for (int u = 0; u < U; u++) {
            u32 xx = 0;
            if (X) {
                const uint4 *xp = (const uint4 *)(a.x + (gi * 8 * U + 8 * u + g) * 64 + 16 * t);
                uint4 v0 = __ldg(xp), v1 = __ldg(xp + 1);
                xx = v0.x ^ v0.y ^ v0.z ^ v0.w ^ v1.x ^ v1.y ^ v1.z ^ v1.w;
            }
#pragma unroll
            for (int r = 0; r < 2; r++) acc[r] ^= xx ^ cur[u][r].x ^ cur[u][r].y ^ cur[u][r].z ^ cur[u][r].w;
        }
    }
    for (int r = 0; r < 2; r++) {
        u32 v = acc[r];
        for (int m = 16; m > 0; m >>= 1) v ^= __shfl_xor_sync(0xffffffffu, v, m);
        if (lane == 0 && n0 + r < a.N) a.y[n0 + r] = (u16)v;
    }
}

static int g_sms;
static double g_copy; // GB/s read + written
typedef void (*launch_fn)(const Args &, cudaStream_t);
template <int F, int R, int U, int W, int BN, int XS> static void run18(const Args &a, cudaStream_t s) {
    constexpr int BU = U18<F>::BU;
    const size_t smem = XS ? (size_t)(a.K / 32) * 7 * 16 + 64 : 0;
    static bool set = false;
    if (!set) { CK(cudaFuncSetAttribute(k_p18<F, R, U, W, BN, XS>, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024)); set = true; }
    const i64 nrg = (a.N + R - 1) / R, need = (nrg + W - 1) / W;
    i64 gx = (i64)BN * g_sms;
    if (gx > need) gx = need;
    (void)BU;
    k_p18<F, R, U, W, BN, XS><<<(unsigned)gx, W * 32, smem, s>>>(a);
}
template <int R, int U, int W, int S> static void runring(const Args &a, cudaStream_t s) {
    const size_t smem = (size_t)(a.K / 32) * 7 * 16 + (size_t)W * S * R * (U * 544);
    static bool set = false;
    if (!set) { CK(cudaFuncSetAttribute(k_ring18<R, U, W, S>, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem)); set = true; }
    const i64 nrg = (a.N + R - 1) / R, need = (nrg + W - 1) / W;
    i64 gx = g_sms;
    if (gx > need) gx = need;
    k_ring18<R, U, W, S><<<(unsigned)gx, W * 32, smem, s>>>(a);
}
static void runempty(const Args &a, cudaStream_t s) { k_empty<<<g_sms, 512, 0, s>>>(a); }
template <int U, int X> static void run9(const Args &a, cudaStream_t s) { k_p9<U, X><<<(unsigned)((a.N + 7) / 8), 128, 0, s>>>(a); }

// median of 15 single launches on copy 0 (pass 1); median of 15 batches of 5 launches over 4 copies (pass 2)
static void timeit(const char *name, launch_fn fn, Args *cp, double bytes, cudaStream_t s) {
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int i = 0; i < 3; i++) fn(cp[i & 3], s);
    CK(cudaGetLastError());
    std::vector<float> t1, t2;
    for (int i = 0; i < 15; i++) {
        CK(cudaEventRecord(e0, s));
        fn(cp[0], s);
        CK(cudaEventRecord(e1, s));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t1.push_back(ms);
    }
    int c = 0;
    for (int i = 0; i < 15; i++) {
        CK(cudaEventRecord(e0, s));
        for (int j = 0; j < 5; j++) fn(cp[c++ & 3], s);
        CK(cudaEventRecord(e1, s));
        CK(cudaEventSynchronize(e1));
        float ms;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        t2.push_back(ms / 5);
    }
    CK(cudaGetLastError());
    std::sort(t1.begin(), t1.end());
    std::sort(t2.begin(), t2.end());
    const double m1 = t1[7] * 1e-3, m2 = t2[7] * 1e-3;
    printf("%-34s N=%6lld  p1 %7.2f us %4.0f%%   p2 %7.2f us %4.0f%%\n", name, (long long)cp[0].N, m1 * 1e6, 100.0 * bytes / m1 / 1e9 / g_copy,
           m2 * 1e6, 100.0 * bytes / m2 / 1e9 / g_copy);
    fflush(stdout);
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    cudaDeviceProp pr;
    CK(cudaGetDeviceProperties(&pr, 0));
    g_sms = pr.multiProcessorCount;
    cudaStream_t s;
    CK(cudaStreamCreate(&s));
    { // device copy as the benchmark: best of 5 of 2 GiB after a warm-up
        void *a, *b;
        size_t by = 2ull << 30;
        CK(cudaMalloc(&a, by));
        CK(cudaMalloc(&b, by));
        cudaEvent_t e0, e1;
        cudaEventCreate(&e0);
        cudaEventCreate(&e1);
        float best = 1e9f;
        for (int i = 0; i < 6; i++) {
            cudaEventRecord(e0, s);
            cudaMemcpyAsync(b, a, by, cudaMemcpyDeviceToDevice, s);
            cudaEventRecord(e1, s);
            cudaEventSynchronize(e1);
            float ms;
            cudaEventElapsedTime(&ms, e0, e1);
            if (i && ms < best) best = ms;
        }
        g_copy = 2.0 * by / (best * 1e-3) / 1e9;
        cudaFree(a);
        cudaFree(b);
    }
    printf("%s, %d SMs; copy %.0f GB/s (read+write); %% below: of it on the bytes read\n", pr.name, g_sms, g_copy);
    const i64 K = 8192;
    const i64 Ns[2] = {8192, 28672};
    // buffers for the largest case: int8 28672 x 8192 = 235 MB; 4 copies
    const size_t wmax = (size_t)28672 * 8192 + 4096, smax = (size_t)28672 * (K / 32) + 4096;
    u8 *W[4], *SW[4];
    u16 *x, *y;
    for (int c = 0; c < 4; c++) {
        CK(cudaMalloc(&W[c], wmax));
        CK(cudaMalloc(&SW[c], smax));
        CK(cudaMemset(W[c], 0x11 * (c + 1), wmax));
        CK(cudaMemset(SW[c], 0x7f, smax));
    }
    CK(cudaMalloc(&x, K * 2));
    CK(cudaMalloc(&y, 28672 * 2));
    CK(cudaMemset(x, 0x3c, K * 2));
    for (int ni = 0; ni < 2; ni++) {
        const i64 N = Ns[ni];
        Args cp[4];
        auto mk = [&](i64 ldw, i64 lds) { for (int c = 0; c < 4; c++) cp[c] = Args{W[c], SW[c], x, y, N, K, ldw, lds}; };
        const double xy = 2.0 * (K + N);
        // mxfp4: 0.5 B + 1/32 B a weight
        mk(K / 2, K / 32);
        double by = (double)N * (K / 2 + K / 32) + xy;
        {
            // plain stream over the same number of bytes (one buffer: codes only)
            auto st = [](const Args &a, cudaStream_t s) { k_stream<<<g_sms * 4, 512, 0, s>>>((const uint4 *)a.w, a.N * (a.ldw + a.lds) / 16, (u32 *)a.y); };
            timeit("stream read (mxfp4 bytes)", st, cp, by, s);
        }
        timeit("p18 mxfp4 W16 R2 U2 (default)", run18<0, 2, 2, 16, 1, 2>, cp, by, s);
        timeit("p18 mxfp4 no smem reads", run18<0, 2, 2, 16, 1, 1>, cp, by, s);
        timeit("p18 mxfp4 no x at all", run18<0, 2, 2, 16, 1, 0>, cp, by, s);
        timeit("p18 mxfp4 U4", run18<0, 2, 4, 16, 1, 2>, cp, by, s);
        timeit("p18 mxfp4 R4 U1", run18<0, 4, 1, 16, 1, 2>, cp, by, s);
        timeit("p18 mxfp4 R4 U2", run18<0, 4, 2, 16, 1, 2>, cp, by, s);
        timeit("p18 mxfp4 W8 BN2", run18<0, 2, 2, 8, 2, 2>, cp, by, s);
        timeit("p18 mxfp4 W32 R2 U2", run18<0, 2, 2, 32, 1, 2>, cp, by, s);
        timeit("p18 mxfp4 R1 U4", run18<0, 1, 4, 16, 1, 2>, cp, by, s);
        // q4_0 pairs: 18 B a 32-block
        mk(K / 32 * 18, 0);
        by = (double)N * (K / 32 * 18) + xy;
        timeit("p18 q4_0 W16 R2 U1", run18<2, 2, 1, 16, 1, 2>, cp, by, s);
        timeit("p18 q4_0 no x", run18<2, 2, 1, 16, 1, 0>, cp, by, s);
        // int8: 1 B a weight (+ a row scale, ignored)
        mk(K, 0);
        by = (double)N * K + xy + 4.0 * N;
        timeit("p9 int8 U2 with x loads (default)", run9<2, 1>, cp, by, s);
        timeit("p9 int8 U2 no x loads", run9<2, 0>, cp, by, s);
        timeit("p9 int8 U4 with x", run9<4, 1>, cp, by, s);
        timeit("p18 int8 W16 R2 U1", run18<1, 2, 1, 16, 1, 2>, cp, by, s);
        timeit("p18 int8 W16 R2 U2", run18<1, 2, 2, 16, 1, 2>, cp, by, s);
    }
    // the bulk-copy rings last (a hang there leaves the rows above)
    for (int ni = 0; ni < 2; ni++) {
        const i64 N = Ns[ni];
        Args cp[4];
        for (int c = 0; c < 4; c++) cp[c] = Args{W[c], SW[c], x, y, N, K, K / 2, K / 32};
        const double by = (double)N * (K / 2 + K / 32) + 2.0 * (K + N);
        timeit("ring18 mxfp4 R2 U2 W16 S4 (bulk)", runring<2, 2, 16, 4>, cp, by, s);
        timeit("ring18 mxfp4 R2 U2 W16 S5 (bulk)", runring<2, 2, 16, 5>, cp, by, s);
        timeit("ring18 mxfp4 R1 U4 W16 S4 (bulk)", runring<1, 4, 16, 4>, cp, by, s);
        timeit("ring18 mxfp4 R2 U2 W8 S6 (bulk)", runring<2, 2, 8, 6>, cp, by, s);
        timeit("empty kernel (launch)", runempty, cp, by, s);
    }
    return 0;
}
