/* The GEMV kernel of ktorch_qmatmul (shaders/gemv.cu) run on the host: each
   block's 256 threads are fibers (tests/cuda_host.h), __syncthreads a barrier, and
   mma.sync m16n8k16 an exchange of the warp's fragments through memory with
   the products taken from the documented fragment layout. Every W format
   and both x types against the CPU ktorch_qmatmul, with the tolerances of
   tests/test_gpu_gemm.c (no rounding of W to x's type but for int8 / fp8
   groups); shapes with M = 1, rows g + 8, partial row tiles,
   K ending inside a chunk, per-group scales across units and split K. So
   the kernel's load addressing, decoding, fragment order and reductions are
   checked where there is no GPU. The last check swaps the emulated B halves
   and expects failures. Most variants also with the L2 prefetches of launch
   shape 3 (each address checked to lie in W's codes or block scales), and
   with launch shape 4's cp.async ring: copies land only at the wait that
   covers them, each source checked to lie in W's codes or block scales, and
   a planted wait for one stage too few must fail. Launch shapes 5 and 7
   (whole rows a warp) and 8 (their diagonal on shape 0's chunks) with M up
   to 4, steps and lanes past K and partial row blocks, the swapped B
   halves planted on both diagonals. Launch shapes 12 and 13 (shape 9 fed
   by 1-D bulk copies into a ring of slots a warp, each on its mbarrier) at
   M = 1 with rows and block scales at 16-byte boundaries: a copy lands at
   the wait that completes its phase, each copy checked for alignment, size
   and source inside W, each phase for its announced bytes, each wait for
   its parity; copies planted one phase late must fail. Launch shapes 14,
   19 and 21 (x and W through one ring a block of cp.async pieces; 8 warps
   of 2 or 1 tiles, the pieces spread over the threads or found once a
   thread, 19 and 21 the last stage's copies apart) at M = 1 to 16, K split
   in stages, int8 / fp8 groups (not 19 and 21), copies checked as above; copies planted a group late
   must fail. GEMV_HOST_FIRST=n runs the variants from n on alone. The
   f32-weight kernel
   (kind 16) in every launch shape and x-row count against the CPU
   ktorch_matmul_nt, with W and x rows padded by NaNs (a read past K shows),
   K not a multiple of 4, partial row blocks, split K and 16-bit outputs; a
   planted lane exchange that returns the lane's own value must fail. Run by
   tests/sh_cuda_gemv_host.sh. */
#include "ktorch.h"
#include "cuda_host.h"
#include <atomic>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __launch_bounds__(...)
#define KT_OFFSETOF(T, f) offsetof(T, f)
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_MT 1    /* the spec table's tiles per warp */
#define KT_WARPS 8 /* and warps per block */
struct alignas(16) uint4 {
    kt_u32 x, y, z, w;
};
struct uint2 {
    kt_u32 x, y;
};
static kh_barrier bar_warp[KT_WARPS];
static int g_plant;
template <typename T> static inline T __ldg(const T *p) { return *p; }
template <typename T> static inline T kt_ldg_na(const T *p) { return *p; }
/* L2 prefetches (launch shape 3) are counted, and those outside W's
   codes and block scales too */
static const char *g_pf_lo[2], *g_pf_hi[2], *g_x_lo, *g_x_hi;
static std::atomic<long> g_pf_count, g_pf_bad;
KT_DEV void kt_prefetch_l2(const void *p) {
    const char *c = (const char *)p;
    g_pf_count++;
    if (!((c >= g_pf_lo[0] && c < g_pf_hi[0]) || (c >= g_pf_lo[1] && c < g_pf_hi[1]))) g_pf_bad++;
}
/* cp.async (launch shape 4): a thread's copies land as late as the device
   allows, at the wait that covers their commit group, so a read before its
   wait sees stale data; g_plant 2 waits for one group too few. Shared
   addresses are offsets from g_smem0 (the kernels' arrays are statics). */
static char g_smem0;
KT_DEV kt_u32 kt_smem_addr(const void *p) { return (kt_u32)((uintptr_t)p - (uintptr_t)&g_smem0); }
static std::atomic<long> g_cp_bad;
struct pending {
    kt_u32 dst;
    const char *src;
    int n, group;
};
/* each thread's pending copies and their count; its next commit group */
static pending t_cp_[KH_MAX_THREADS][256];
static int t_ncp_[KH_MAX_THREADS], t_group_[KH_MAX_THREADS];
#define t_cp t_cp_[kh_tid]
#define t_ncp t_ncp_[kh_tid]
#define t_group t_group_[kh_tid]
KT_DEV void kt_cp_async16n(kt_u32 dst, const void *src, int n) {
    const char *c = (const char *)src;
    if (t_ncp == 256) abort();
    if (((uintptr_t)c & 15u) || n < 0 || n > 16) g_cp_bad++;
    /* the bytes read lie in W's codes or block scales (or x: launch shapes 14, 19 and 21) */
    if (n > 0 && !((c >= g_pf_lo[0] && c + n <= g_pf_hi[0]) || (c >= g_pf_lo[1] && c + n <= g_pf_hi[1]) || (c >= g_x_lo && c + n <= g_x_hi))) g_cp_bad++;
    t_cp[t_ncp].dst = dst, t_cp[t_ncp].src = c, t_cp[t_ncp].n = n, t_cp[t_ncp].group = t_group;
    t_ncp++;
}
KT_DEV void kt_cp_commit(void) { t_group++; }
template <int N> KT_DEV void kt_cp_wait_group(void) {
    const int below = t_group - N - (g_plant == 2 ? 1 : 0);
    int k = 0;
    for (int i = 0; i < t_ncp; i++) {
        const pending &c = t_cp[i];
        if (c.group < below) {
            char *d = (char *)((uintptr_t)&g_smem0 + (uintptr_t)(intptr_t)(kt_i32)c.dst);
            memcpy(d, c.src, (size_t)c.n);
            memset(d + c.n, 0, (size_t)(16 - c.n));
        } else {
            t_cp[k++] = c;
        }
    }
    t_ncp = k;
}
/* 1-D bulk copies and mbarriers (launch shapes 12 and 13): a copy lands
   at the first wait on its mbarrier that covers its phase (g_plant 2: one
   phase late, so the wait sees stale bytes), a wait being the whole
   warp's; each copy is checked for
   16-byte alignment and size and to read inside W's codes or block scales,
   each phase for the bytes its expect_tx announced, each wait for the
   parity of the phase it waits for. */
struct bulk_copy {
    kt_u32 dst, bar;
    const char *src;
    int n, phase;
};
static bulk_copy g_bulk[4096];
static int g_nbulk;
struct mbar_state {
    kt_u32 bar;
    int phase;    /* completed phases */
    long expect;  /* bytes announced for the current phase */
    long arrived; /* bytes issued for it */
};
static mbar_state g_mbar[64];
static int g_nmbar;
static std::atomic<long> g_bulk_bad;
static mbar_state *mbar_of(kt_u32 bar) {
    for (int i = 0; i < g_nmbar; i++)
        if (g_mbar[i].bar == bar) return &g_mbar[i];
    return NULL;
}
static char *smem_ptr(kt_u32 a) { return (char *)((uintptr_t)&g_smem0 + (uintptr_t)(intptr_t)(kt_i32)a); }
KT_DEV void kt_mbar_init(kt_u32 bar, int count) {
    mbar_state *m = mbar_of(bar);
    if (count != 1) g_bulk_bad++;
    if (!m) {
        if (g_nmbar == 64) abort();
        m = &g_mbar[g_nmbar++];
    }
    m->bar = bar, m->phase = 0, m->expect = 0, m->arrived = 0;
}
KT_DEV void kt_fence_mbar_init(void) {}
KT_DEV void kt_fence_async_smem(void) {}
KT_DEV void kt_mbar_expect(kt_u32 bar, kt_u32 bytes) {
    mbar_state *m = mbar_of(bar);
    if (!m || m->expect) g_bulk_bad++; /* one arrival a phase */
    else m->expect = bytes;
}
KT_DEV void kt_bulk_load(kt_u32 dst, const void *src, kt_u32 bytes, kt_u32 bar) {
    const char *c = (const char *)src;
    mbar_state *m = mbar_of(bar);
    if (g_nbulk == 4096) abort();
    if (!m || ((uintptr_t)c & 15u) || ((uintptr_t)smem_ptr(dst) & 15u) || (bytes & 15u) || bytes == 0) g_bulk_bad++;
    if (!((c >= g_pf_lo[0] && c + bytes <= g_pf_hi[0]) || (c >= g_pf_lo[1] && c + bytes <= g_pf_hi[1]))) g_bulk_bad++;
    if (m) m->arrived += bytes;
    g_bulk[g_nbulk].dst = dst, g_bulk[g_nbulk].bar = bar, g_bulk[g_nbulk].src = c, g_bulk[g_nbulk].n = (int)bytes;
    g_bulk[g_nbulk].phase = m ? m->phase : 0;
    g_nbulk++;
}
KT_DEV void kt_syncwarp(void);
KT_DEV void kt_mbar_wait(kt_u32 bar, kt_u32 parity) {
    mbar_state *m;
    int k = 0;
    kt_syncwarp(); /* the whole warp waits in the kernels: lane 0's copies before them are issued */
    m = mbar_of(bar);
    if (!m) {
        g_bulk_bad++;
        return;
    }
    if (m->expect) { /* the phase completes: its copies land */
        if (m->arrived != m->expect) g_bulk_bad++;
        for (int i = 0; i < g_nbulk; i++) {
            const bulk_copy &c = g_bulk[i];
            if (c.bar == bar && c.phase < m->phase + (g_plant == 2 ? 0 : 1)) memcpy(smem_ptr(c.dst), c.src, (size_t)c.n);
            else g_bulk[k++] = c;
        }
        g_nbulk = k;
        m->phase++;
        m->expect = m->arrived = 0;
    }
    if ((kt_u32)((m->phase - 1) & 1) != parity) g_bulk_bad++; /* waits for the phase just completed */
}

/* fma.rn on pairs: exact in double for the kernel's operands, then rounded once */
template <int BF> static kt_u32 fma2_emu(kt_u32 a, kt_u32 b, kt_u32 c) {
    kt_u32 r = 0;
    for (int h = 0; h < 2; h++) {
        const kt_u16 x = (kt_u16)(a >> (16 * h)), y = (kt_u16)(b >> (16 * h)), z = (kt_u16)(c >> (16 * h));
        const double v = BF ? (double)ktorch_bf16_to_f32(x) * ktorch_bf16_to_f32(y) + ktorch_bf16_to_f32(z)
                            : (double)ktorch_f16_to_f32(x) * ktorch_f16_to_f32(y) + ktorch_f16_to_f32(z);
        r |= (kt_u32)(BF ? ktorch_f32_to_bf16((float)v) : ktorch_f32_to_f16((float)v)) << (16 * h);
    }
    return r;
}
KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) { return fma2_emu<1>(a, b, c); }
KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) { return fma2_emu<0>(a, b, c); }

/* mma.sync m16n8k16, f32 accumulators: a0..a3 rows g, g+8, g, g+8 at k 2t
   (a0, a1) and 2t+8 (a2, a3); b0, b1 k 2t and 2t+8 of column g; c rows g, g+8,
   columns 2t, 2t+1 (g = lane / 4, t = lane % 4) */
static kt_u32 g_a[KT_WARPS][32][4], g_b[KT_WARPS][32][2];
template <int BF> static float half_of(kt_u32 v, int h) {
    kt_u16 b = (kt_u16)(v >> (16 * h));
    return BF ? kt_bf16_to_f32(b) : kt_f16_to_f32(b);
}
template <int BF> static void mma_emu(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, g = l >> 2, t = l & 3;
    float A[16][16], B[16][8];
    memcpy(g_a[w][l], a, sizeof g_a[w][l]);
    g_b[w][l][0] = g_plant == 1 ? b1 : b0;
    g_b[w][l][1] = g_plant == 1 ? b0 : b1;
    kh_bar_wait(&bar_warp[w], "mma.sync");
    for (int L = 0; L < 32; L++) {
        const int gg = L >> 2, tt = L & 3;
        for (int h = 0; h < 2; h++) {
            A[gg][2 * tt + h] = half_of<BF>(g_a[w][L][0], h);
            A[gg + 8][2 * tt + h] = half_of<BF>(g_a[w][L][1], h);
            A[gg][2 * tt + 8 + h] = half_of<BF>(g_a[w][L][2], h);
            A[gg + 8][2 * tt + 8 + h] = half_of<BF>(g_a[w][L][3], h);
            B[2 * tt + h][gg] = half_of<BF>(g_b[w][L][0], h);
            B[2 * tt + 8 + h][gg] = half_of<BF>(g_b[w][L][1], h);
        }
    }
    for (int q = 0; q < 4; q++) {
        const int m = g + 8 * (q >> 1), n = 2 * t + (q & 1);
        float s = 0.0f;
        for (int k = 0; k < 16; k++) s += A[m][k] * B[k][n];
        c[q] += s;
    }
    kh_bar_wait(&bar_warp[w], "mma.sync"); /* every lane has read the fragments */
}
KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<1>(c, a, b0, b1); }
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<0>(c, a, b0, b1); }

/* __syncwarp (launch shape 9's ring): the warp's barrier */
KT_DEV void kt_syncwarp(void) { kh_bar_wait(&bar_warp[(int)threadIdx.x >> 5], "__syncwarp"); }

/* A warp's exchange (the sums of the f32-weight kernel and of launch
   shapes 5, 7 and 8): two buffers a warp, alternating, so one barrier a
   call suffices; g_plant 3 gives each lane its own value back. */
static float g_xch[KT_WARPS][2][32];
static int g_xsel[KT_WARPS * 32];
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) {
    const int t = (int)threadIdx.x, w = t >> 5, l = t & 31, x = g_xsel[t];
    static_assert(sizeof(T) == 4, "32-bit exchanges");
    g_xsel[t] ^= 1;
    g_xch[w][x][l] = v;
    kh_bar_wait(&bar_warp[w], "shfl");
    return g_xch[w][x][g_plant == 3 ? l : l ^ m];
}

#include "../shaders/kernel_args.h"
/* One instance of the kernel file per variant: format, x type (1 bf16),
   units per group as in the spec table; tests/gemv_host_variant.h */
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v0
#include "gemv_host_variant.h"
#define KT_MASK 1
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v1
#include "gemv_host_variant.h"
#define KT_MASK 2
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v2
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v3
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v4
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v5
#include "gemv_host_variant.h"
#define KT_MASK 6
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v6
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v7
#include "gemv_host_variant.h"
#define KT_MASK 8
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v8
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v9
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 1
#define KTV_NS v10
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 2
#define KTV_NS v11
#include "gemv_host_variant.h"
#define KT_MASK 0
#define KT_DTYPE 0
#define KT_STAGES 2
#define KTV_NS v12
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 2
#define KTV_NS v13
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 1
#define KTV_NS v14
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 0
#define KT_STAGES 2
#define KTV_NS v15
#include "gemv_host_variant.h"

/* the register path with L2 prefetches (launch shape 3) */
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 3
#define KTV_NS p0
#include "gemv_host_variant.h"
#define KT_MASK 1
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 3
#define KTV_NS p1
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p3
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p4
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p5
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p7
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p9
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 3
#define KTV_NS p10
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p11
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 3
#define KTV_NS p13
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 3
#define KTV_NS p14
#include "gemv_host_variant.h"

/* launch shape 4: the cp.async ring in shared memory */
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 4
#define KTV_NS r0
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r1
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r2
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r3
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r4
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 4
#define KTV_NS r5
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r6
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 4
#define KTV_NS r7
#include "gemv_host_variant.h"

/* launch shape 5: whole rows a warp (kt_gemv_rows), groups of 4 and 2 steps and a
   group of 3 (a group's steps past K) */
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w0
#include "gemv_host_variant.h"
#define KT_MASK 0
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 5
#define KTV_NS w1
#include "gemv_host_variant.h"
#define KT_MASK 1
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w2
#include "gemv_host_variant.h"
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w3
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 5
#define KTV_NS w4
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 5
#define KTV_NS w5
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 5
#define KTV_NS w6
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w7
#include "gemv_host_variant.h"
#define KT_MASK 6
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w8
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 5
#define KTV_NS w9
#include "gemv_host_variant.h"
/* launch shape 7: shape 5 with two row pairs a warp */
#undef KT_MT
#define KT_MT 2
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 7
#define KTV_NS x0
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 1
#define KT_D 7
#define KTV_NS x1
#include "gemv_host_variant.h"
#undef KT_MT
#define KT_MT 1
/* launch shape 8: the diagonal on the chunks of the other shapes, every format */
#define KT_MASK 0
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 8
#define KTV_NS d0
#include "gemv_host_variant.h"
#define KT_MASK 1
#define KT_DTYPE 1
#define KT_STAGES 1
#define KT_D 8
#define KTV_NS d1
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 8
#define KTV_NS d3
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 3
#define KT_D 8
#define KTV_NS d4
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 8
#define KTV_NS d5
#include "gemv_host_variant.h"
#define KT_MASK 8
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 8
#define KTV_NS d8
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 8
#define KTV_NS d9
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 8
#define KTV_NS d10
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 8
#define KTV_NS d11
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 8
#define KTV_NS d12
#include "gemv_host_variant.h"

/* launch shapes 9-11 (one row of x): shape 8's products with the addressing done once; 10 with longer
   groups, 11 with two row pairs a warp */
#define KT_MASK 0
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 9
#define KTV_NS e0
#include "gemv_host_variant.h"
#define KT_MASK 1
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 9
#define KTV_NS e1
#include "gemv_host_variant.h"
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_STAGES 1
#define KT_D 9
#define KTV_NS e2
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e3
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e4
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e5
#include "gemv_host_variant.h"
#define KT_MASK 6
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 9
#define KTV_NS e6
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e7
#include "gemv_host_variant.h"
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 9
#define KTV_NS e8
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e9
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 9
#define KTV_NS e10
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 1
#define KT_D 9
#define KTV_NS e11
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 9
#define KTV_NS e12
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 9
#define KTV_NS e13
#include "gemv_host_variant.h"
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 10
#define KTV_NS eg0
#include "gemv_host_variant.h"
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 10
#define KTV_NS eg1
#include "gemv_host_variant.h"
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 10
#define KTV_NS eg2
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 10
#define KTV_NS eg3
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 10
#define KTV_NS eg4
#include "gemv_host_variant.h"
#undef KT_MT
#define KT_MT 2
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 11
#define KTV_NS er0
#include "gemv_host_variant.h"
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 11
#define KTV_NS er1
#include "gemv_host_variant.h"
#define KT_MASK 8
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 11
#define KTV_NS er2
#include "gemv_host_variant.h"
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 11
#define KTV_NS er3
#include "gemv_host_variant.h"
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 11
#define KTV_NS er4
#include "gemv_host_variant.h"
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 11
#define KTV_NS er5
#include "gemv_host_variant.h"
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 11
#define KTV_NS er6
#include "gemv_host_variant.h"
#undef KT_MT
#define KT_MT 1

/* launch shapes 12 and 13 (kind 17): shape 9 fed by bulk copies into a ring a warp of KT_BN slots
   (4, 3 or 2) */
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 12
#define KT_BN 4
#define KTV_NS b0
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 4
#define KTV_NS b1
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 4
#define KTV_NS b2
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 4
#define KTV_NS b3
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 12
#define KT_BN 3
#define KTV_NS b4
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 9
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 4
#define KTV_NS b5
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 3
#define KTV_NS b6
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 12
#define KT_BN 3
#define KTV_NS b7
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 13
#define KT_BN 2
#define KTV_NS b8
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 13
#define KT_BN 2
#define KTV_NS b9
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 13
#define KT_BN 2
#define KTV_NS b10
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 13
#define KT_BN 2
#define KTV_NS b11
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 4
#define KT_D 13
#define KT_BN 2
#define KTV_NS b12
#include "gemv_host_variant.h"
#undef KT_BN
#define KT_MASK 6
#define KT_DTYPE 1
#define KT_STAGES 4
#define KT_D 12
#define KT_BN 4
#define KTV_NS b13
#include "gemv_host_variant.h"
#undef KT_BN

/* launch shapes 14, 19 and 21 (kind 17): x and W through one ring a block (KT_BN slots of KT_STAGES
   chunks), KT_MT tiles a warp (the emulation's 8 warps); the kernel's dynamic shared memory is
   the variant's array */
#undef __shared__
#define __shared__
#define __align__(n)
#define KT_DEV_NOINLINE static
#define KTX_VARIANT(ns, mask, dtype, mt, stages, bn)                                                                       \
    namespace ns {                                                                                                       \
    alignas(16) static kt_u8 ktx_smem[232 * 1024];                                                                       \
    }
#undef KT_MT
KTX_VARIANT(z0, 0, 1, 2, 3, 3)
#define KT_MT 2
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 3
#define KT_D 14
#define KT_BN 3
#define KTV_NS z0
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z1, 1, 0, 2, 1, 4)
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_STAGES 1
#define KT_D 14
#define KT_BN 4
#define KTV_NS z1
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z2, 3, 1, 2, 8, 2)
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 2
#define KTV_NS z2
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z3, 4, 0, 2, 8, 3)
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 3
#define KTV_NS z3
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z4, 5, 1, 2, 8, 3)
#define KT_MASK 5
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 3
#define KTV_NS z4
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z5, 8, 1, 2, 8, 3)
#define KT_MASK 8
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 3
#define KTV_NS z5
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z6, 9, 0, 2, 16, 2)
#define KT_MASK 9
#define KT_DTYPE 0
#define KT_STAGES 16
#define KT_D 14
#define KT_BN 2
#define KTV_NS z6
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z7, 10, 1, 2, 8, 3)
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 3
#define KTV_NS z7
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z8, 11, 1, 2, 8, 4)
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 4
#define KTV_NS z8
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z9, 2, 0, 2, 2, 2)
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 14
#define KT_BN 2
#define KTV_NS z9
#include "gemv_host_variant.h"
#undef KT_BN
#undef KT_MT
#define KT_MT 1
KTX_VARIANT(z10, 11, 0, 1, 8, 2)
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 2
#define KTV_NS z10
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z11, 7, 0, 1, 8, 3)
#define KT_MASK 7
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 14
#define KT_BN 3
#define KTV_NS z11
#include "gemv_host_variant.h"
#undef KT_BN
#undef KT_MT

/* shape 19 (14 with the full stages' copies apart from the last's, no bounds a chunk, q8_0 / q4_0 codes in
   x's pair order), 2 tiles a warp */
#define KT_MT 2
KTX_VARIANT(z16, 11, 1, 2, 8, 4)
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 4
#define KTV_NS z16
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z17, 11, 0, 2, 8, 3)
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 3
#define KTV_NS z17
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z18, 10, 1, 2, 8, 3)
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 3
#define KTV_NS z18
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z19, 3, 0, 2, 8, 2)
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 2
#define KTV_NS z19
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z20, 0, 1, 2, 3, 3)
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 3
#define KT_D 19
#define KT_BN 3
#define KTV_NS z20
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z21, 4, 1, 2, 8, 3)
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 3
#define KTV_NS z21
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z22, 7, 0, 2, 8, 3)
#define KT_MASK 7
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 3
#define KTV_NS z22
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z23, 10, 0, 2, 8, 2)
#define KT_MASK 10
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 19
#define KT_BN 2
#define KTV_NS z23
#include "gemv_host_variant.h"
#undef KT_BN
#undef KT_MT

/* shape 21 (19 with 8 warps of 1 tile, two blocks a multiprocessor) */
#define KT_MT 1
KTX_VARIANT(z24, 11, 1, 1, 8, 4)
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 21
#define KT_BN 4
#define KTV_NS z24
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z25, 3, 0, 1, 8, 4)
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 8
#define KT_D 21
#define KT_BN 4
#define KTV_NS z25
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z26, 4, 1, 1, 8, 4)
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 21
#define KT_BN 4
#define KTV_NS z26
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z27, 10, 1, 1, 8, 2)
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 21
#define KT_BN 2
#define KTV_NS z27
#include "gemv_host_variant.h"
#undef KT_BN
KTX_VARIANT(z28, 7, 1, 1, 8, 3)
#define KT_MASK 7
#define KT_DTYPE 1
#define KT_STAGES 8
#define KT_D 21
#define KT_BN 3
#define KTV_NS z28
#include "gemv_host_variant.h"
#undef KT_BN
#undef KT_MT

/* launch shape 18 (kt_gemv_dot, M = 1): integer dot products against x's int8 terms, KT_MT rows a warp,
   groups of KT_STAGES steps; the kernel's dynamic shared memory (x's terms) is the variant's array */
#define KTQ_VARIANT(ns)                                                                                                    \
    namespace ns {                                                                                                       \
    alignas(16) static uint4 ktq_smem[16384];                                                                            \
    }
#define KT_MT 2
#define KT_BN 2
KTQ_VARIANT(q0)
#define KT_MASK 11
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 18
#define KTV_NS q0
#include "gemv_host_variant.h"
KTQ_VARIANT(q1)
#define KT_MASK 11
#define KT_DTYPE 0
#define KT_STAGES 1
#define KT_D 18
#define KTV_NS q1
#include "gemv_host_variant.h"
KTQ_VARIANT(q2)
#define KT_MASK 3
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 18
#define KTV_NS q2
#include "gemv_host_variant.h"
KTQ_VARIANT(q3)
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 18
#define KTV_NS q3
#include "gemv_host_variant.h"
KTQ_VARIANT(q4)
#define KT_MASK 4
#define KT_DTYPE 1
#define KT_STAGES 1
#define KT_D 18
#define KTV_NS q4
#include "gemv_host_variant.h"
KTQ_VARIANT(q5)
#define KT_MASK 10
#define KT_DTYPE 1
#define KT_STAGES 1
#define KT_D 18
#define KTV_NS q5
#include "gemv_host_variant.h"
KTQ_VARIANT(q6)
#define KT_MASK 9
#define KT_DTYPE 0
#define KT_STAGES 2
#define KT_D 18
#define KTV_NS q6
#include "gemv_host_variant.h"
KTQ_VARIANT(q7)
#define KT_MASK 0
#define KT_DTYPE 1
#define KT_STAGES 2
#define KT_D 18
#define KTV_NS q7
#include "gemv_host_variant.h"
#undef KT_MT
#define KT_MT 1
KTQ_VARIANT(q8)
#define KT_MASK 3
#define KT_DTYPE 0
#define KT_STAGES 3
#define KT_D 18
#define KTV_NS q8
#include "gemv_host_variant.h"
#undef KT_BN
#undef KT_MT
#define KT_MT 1
#undef KTX_VARIANT
#undef __align__
#undef __shared__
#define __shared__ static

/* the f32-weight kernel (kind 16): x rows covered (KT_MASK) in each launch
   shape of the spec table: 4 warps of 8 rows, 1 step a group; 4 of 4 rows,
   2 steps; 8 of 4 rows, 1 step; the first and the third with x staged in
   shared memory by cp.async (KT_BN 1) */
#undef KT_MT
#undef KT_WARPS
#define KT_KIND 16
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f1_0
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 4
#define KT_STAGES 2
#define KT_BN 0
#define KTV_NS f1_1
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f1_2
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f1_3
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 1
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f1_4
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f2_0
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 4
#define KT_STAGES 2
#define KT_BN 0
#define KTV_NS f2_1
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f2_2
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f2_3
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 2
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f2_4
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f4_0
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 4
#define KT_STAGES 2
#define KT_BN 0
#define KTV_NS f4_1
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f4_2
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f4_3
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 4
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f4_4
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f8_0
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 4
#define KT_STAGES 2
#define KT_BN 0
#define KTV_NS f8_1
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f8_2
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f8_3
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 8
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f8_4
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 16
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f16_0
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 16
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 4
#define KT_STAGES 2
#define KT_BN 0
#define KTV_NS f16_1
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 16
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 0
#define KTV_NS f16_2
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 16
#define KT_DTYPE 0
#define KT_WARPS 4
#define KT_MT 8
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f16_3
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#define KT_MASK 16
#define KT_DTYPE 0
#define KT_WARPS 8
#define KT_MT 4
#define KT_STAGES 1
#define KT_BN 1
#define KTV_NS f16_4
#include "gemv_host_variant.h"
#undef KT_WARPS
#undef KT_MT
#undef KT_BN
#undef KT_KIND
#define KT_MT 1    /* the quantized variants' values again */
#define KT_WARPS 8

typedef void (*f32_fn)(const ktorch__cu_gemv_args);
static const struct f32_variant {
    int xrows, shape, warps, rows, steps;
    f32_fn gemv, reduce;
} g_f32[] = {
    {1, 0, 4, f1_0::rows, f1_0::steps, f1_0::kt_gemv_f32, f1_0::kt_gemv_reduce},
    {1, 1, 4, f1_1::rows, f1_1::steps, f1_1::kt_gemv_f32, f1_1::kt_gemv_reduce},
    {1, 2, 8, f1_2::rows, f1_2::steps, f1_2::kt_gemv_f32, f1_2::kt_gemv_reduce},
    {1, 3, 4, f1_3::rows, f1_3::steps, f1_3::kt_gemv_f32, f1_3::kt_gemv_reduce},
    {1, 4, 8, f1_4::rows, f1_4::steps, f1_4::kt_gemv_f32, f1_4::kt_gemv_reduce},
    {2, 0, 4, f2_0::rows, f2_0::steps, f2_0::kt_gemv_f32, f2_0::kt_gemv_reduce},
    {2, 1, 4, f2_1::rows, f2_1::steps, f2_1::kt_gemv_f32, f2_1::kt_gemv_reduce},
    {2, 2, 8, f2_2::rows, f2_2::steps, f2_2::kt_gemv_f32, f2_2::kt_gemv_reduce},
    {2, 3, 4, f2_3::rows, f2_3::steps, f2_3::kt_gemv_f32, f2_3::kt_gemv_reduce},
    {2, 4, 8, f2_4::rows, f2_4::steps, f2_4::kt_gemv_f32, f2_4::kt_gemv_reduce},
    {4, 0, 4, f4_0::rows, f4_0::steps, f4_0::kt_gemv_f32, f4_0::kt_gemv_reduce},
    {4, 1, 4, f4_1::rows, f4_1::steps, f4_1::kt_gemv_f32, f4_1::kt_gemv_reduce},
    {4, 2, 8, f4_2::rows, f4_2::steps, f4_2::kt_gemv_f32, f4_2::kt_gemv_reduce},
    {4, 3, 4, f4_3::rows, f4_3::steps, f4_3::kt_gemv_f32, f4_3::kt_gemv_reduce},
    {4, 4, 8, f4_4::rows, f4_4::steps, f4_4::kt_gemv_f32, f4_4::kt_gemv_reduce},
    {8, 0, 4, f8_0::rows, f8_0::steps, f8_0::kt_gemv_f32, f8_0::kt_gemv_reduce},
    {8, 1, 4, f8_1::rows, f8_1::steps, f8_1::kt_gemv_f32, f8_1::kt_gemv_reduce},
    {8, 2, 8, f8_2::rows, f8_2::steps, f8_2::kt_gemv_f32, f8_2::kt_gemv_reduce},
    {8, 3, 4, f8_3::rows, f8_3::steps, f8_3::kt_gemv_f32, f8_3::kt_gemv_reduce},
    {8, 4, 8, f8_4::rows, f8_4::steps, f8_4::kt_gemv_f32, f8_4::kt_gemv_reduce},
    {16, 0, 4, f16_0::rows, f16_0::steps, f16_0::kt_gemv_f32, f16_0::kt_gemv_reduce},
    {16, 1, 4, f16_1::rows, f16_1::steps, f16_1::kt_gemv_f32, f16_1::kt_gemv_reduce},
    {16, 2, 8, f16_2::rows, f16_2::steps, f16_2::kt_gemv_f32, f16_2::kt_gemv_reduce},
    {16, 3, 4, f16_3::rows, f16_3::steps, f16_3::kt_gemv_f32, f16_3::kt_gemv_reduce},
    {16, 4, 8, f16_4::rows, f16_4::steps, f16_4::kt_gemv_f32, f16_4::kt_gemv_reduce}
};

typedef void (*kernel_fn)(const ktorch__cu_gemv_args);
static const struct variant {
    int fmt, bf16, e;
    kernel_fn gemv, reduce;
    int pf;   /* groups prefetched ahead */
    int ring; /* launch shape 4 */
    int rows; /* launch shapes 5, 7 (kt_gemv_rows) and 8 (kt_gemv_diag): row pairs a warp */
    int diag; /* launch shapes 8 (1), 9-11 (2), 12-13 (3: bulk copies), 14, 19 and 21 (4: x and W in one ring a block) and 18 (5: int8 terms of x) */
    int nogroups; /* launch shapes 19 and 21: no int8 / fp8 per-group scales (the host runs another shape there) */
} g_variants[] = {
    {0, 1, v0::e, v0::kt_gemv, v0::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {1, 1, v1::e, v1::kt_gemv, v1::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {2, 1, v2::e, v2::kt_gemv, v2::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {3, 1, v3::e, v3::kt_gemv, v3::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {4, 1, v4::e, v4::kt_gemv, v4::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {5, 1, v5::e, v5::kt_gemv, v5::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {6, 1, v6::e, v6::kt_gemv, v6::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {7, 1, v7::e, v7::kt_gemv, v7::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {8, 1, v8::e, v8::kt_gemv, v8::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {9, 1, v9::e, v9::kt_gemv, v9::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {10, 1, v10::e, v10::kt_gemv, v10::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {11, 1, v11::e, v11::kt_gemv, v11::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {0, 0, v12::e, v12::kt_gemv, v12::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {3, 0, v13::e, v13::kt_gemv, v13::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {10, 0, v14::e, v14::kt_gemv, v14::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {7, 0, v15::e, v15::kt_gemv, v15::kt_gemv_reduce, 0, 0, 0, 0, 0},
    {0, 1, p0::e, p0::kt_gemv, p0::kt_gemv_reduce, p0::pf, 0, 0, 0, 0},
    {1, 1, p1::e, p1::kt_gemv, p1::kt_gemv_reduce, p1::pf, 0, 0, 0, 0},
    {3, 1, p3::e, p3::kt_gemv, p3::kt_gemv_reduce, p3::pf, 0, 0, 0, 0},
    {4, 1, p4::e, p4::kt_gemv, p4::kt_gemv_reduce, p4::pf, 0, 0, 0, 0},
    {5, 1, p5::e, p5::kt_gemv, p5::kt_gemv_reduce, p5::pf, 0, 0, 0, 0},
    {7, 1, p7::e, p7::kt_gemv, p7::kt_gemv_reduce, p7::pf, 0, 0, 0, 0},
    {9, 1, p9::e, p9::kt_gemv, p9::kt_gemv_reduce, p9::pf, 0, 0, 0, 0},
    {10, 1, p10::e, p10::kt_gemv, p10::kt_gemv_reduce, p10::pf, 0, 0, 0, 0},
    {11, 1, p11::e, p11::kt_gemv, p11::kt_gemv_reduce, p11::pf, 0, 0, 0, 0},
    {3, 0, p13::e, p13::kt_gemv, p13::kt_gemv_reduce, p13::pf, 0, 0, 0, 0},
    {10, 0, p14::e, p14::kt_gemv, p14::kt_gemv_reduce, p14::pf, 0, 0, 0, 0},
    {0, 1, r0::e, r0::kt_gemv, r0::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {3, 1, r1::e, r1::kt_gemv, r1::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {4, 1, r2::e, r2::kt_gemv, r2::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {5, 1, r3::e, r3::kt_gemv, r3::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {7, 1, r4::e, r4::kt_gemv, r4::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {10, 1, r5::e, r5::kt_gemv, r5::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {11, 1, r6::e, r6::kt_gemv, r6::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {11, 0, r7::e, r7::kt_gemv, r7::kt_gemv_reduce, 0, 1, 0, 0, 0},
    {0, 1, w0::e, w0::kt_gemv_rows, w0::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {0, 0, w1::e, w1::kt_gemv_rows, w1::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {1, 1, w2::e, w2::kt_gemv_rows, w2::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {2, 0, w3::e, w3::kt_gemv_rows, w3::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {3, 1, w4::e, w4::kt_gemv_rows, w4::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {4, 1, w5::e, w5::kt_gemv_rows, w5::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {4, 0, w6::e, w6::kt_gemv_rows, w6::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {5, 1, w7::e, w7::kt_gemv_rows, w7::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {6, 1, w8::e, w8::kt_gemv_rows, w8::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {9, 1, w9::e, w9::kt_gemv_rows, w9::kt_gemv_reduce, 0, 0, 1, 0, 0},
    {0, 1, x0::e, x0::kt_gemv_rows, x0::kt_gemv_reduce, 0, 0, 2, 0, 0},
    {4, 0, x1::e, x1::kt_gemv_rows, x1::kt_gemv_reduce, 0, 0, 2, 0, 0},
    {0, 0, d0::e, d0::kt_gemv_diag, d0::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {1, 1, d1::e, d1::kt_gemv_diag, d1::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {3, 0, d3::e, d3::kt_gemv_diag, d3::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {4, 1, d4::e, d4::kt_gemv_diag, d4::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {5, 0, d5::e, d5::kt_gemv_diag, d5::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {8, 1, d8::e, d8::kt_gemv_diag, d8::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {9, 1, d9::e, d9::kt_gemv_diag, d9::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {10, 0, d10::e, d10::kt_gemv_diag, d10::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {11, 1, d11::e, d11::kt_gemv_diag, d11::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {11, 0, d12::e, d12::kt_gemv_diag, d12::kt_gemv_reduce, 0, 0, 1, 1, 0},
    {0, 0, e0::e, e0::kt_gemv_diag, e0::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {1, 1, e1::e, e1::kt_gemv_diag, e1::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {2, 0, e2::e, e2::kt_gemv_diag, e2::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {3, 1, e3::e, e3::kt_gemv_diag, e3::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {4, 0, e4::e, e4::kt_gemv_diag, e4::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {5, 1, e5::e, e5::kt_gemv_diag, e5::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {6, 0, e6::e, e6::kt_gemv_diag, e6::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {7, 1, e7::e, e7::kt_gemv_diag, e7::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {8, 0, e8::e, e8::kt_gemv_diag, e8::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {9, 1, e9::e, e9::kt_gemv_diag, e9::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {10, 1, e10::e, e10::kt_gemv_diag, e10::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {10, 0, e11::e, e11::kt_gemv_diag, e11::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {11, 1, e12::e, e12::kt_gemv_diag, e12::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {11, 0, e13::e, e13::kt_gemv_diag, e13::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {0, 1, eg0::e, eg0::kt_gemv_diag, eg0::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {3, 0, eg1::e, eg1::kt_gemv_diag, eg1::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {7, 1, eg2::e, eg2::kt_gemv_diag, eg2::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {10, 0, eg3::e, eg3::kt_gemv_diag, eg3::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {11, 1, eg4::e, eg4::kt_gemv_diag, eg4::kt_gemv_reduce, 0, 0, 1, 2, 0},
    {0, 1, er0::e, er0::kt_gemv_diag, er0::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {4, 1, er1::e, er1::kt_gemv_diag, er1::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {8, 1, er2::e, er2::kt_gemv_diag, er2::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {10, 0, er3::e, er3::kt_gemv_diag, er3::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {11, 0, er4::e, er4::kt_gemv_diag, er4::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {5, 1, er5::e, er5::kt_gemv_diag, er5::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {9, 1, er6::e, er6::kt_gemv_diag, er6::kt_gemv_reduce, 0, 0, 2, 2, 0},
    {0, 1, b0::e, b0::kt_gemv_diag, b0::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {3, 1, b1::e, b1::kt_gemv_diag, b1::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {4, 0, b2::e, b2::kt_gemv_diag, b2::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {5, 1, b3::e, b3::kt_gemv_diag, b3::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {8, 0, b4::e, b4::kt_gemv_diag, b4::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {9, 1, b5::e, b5::kt_gemv_diag, b5::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {10, 1, b6::e, b6::kt_gemv_diag, b6::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {11, 1, b7::e, b7::kt_gemv_diag, b7::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {11, 0, b8::e, b8::kt_gemv_diag, b8::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {3, 0, b9::e, b9::kt_gemv_diag, b9::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {7, 1, b10::e, b10::kt_gemv_diag, b10::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {2, 0, b11::e, b11::kt_gemv_diag, b11::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {10, 0, b12::e, b12::kt_gemv_diag, b12::kt_gemv_reduce, 0, 0, 1, 3, 0},
    {6, 1, b13::e, b13::kt_gemv_diag, b13::kt_gemv_reduce, 0, 0, 1, 3, 0},
    /* shapes 14, 19 and 21: pf the chunks a stage, rows the tiles a warp */
    {0, 1, z0::e, z0::kt_gemv, z0::kt_gemv_reduce, 3, 0, 2, 4, 0},
    {1, 0, z1::e, z1::kt_gemv, z1::kt_gemv_reduce, 1, 0, 2, 4, 0},
    {3, 1, z2::e, z2::kt_gemv, z2::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {4, 0, z3::e, z3::kt_gemv, z3::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {5, 1, z4::e, z4::kt_gemv, z4::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {8, 1, z5::e, z5::kt_gemv, z5::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {9, 0, z6::e, z6::kt_gemv, z6::kt_gemv_reduce, 16, 0, 2, 4, 0},
    {10, 1, z7::e, z7::kt_gemv, z7::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {11, 1, z8::e, z8::kt_gemv, z8::kt_gemv_reduce, 8, 0, 2, 4, 0},
    {2, 0, z9::e, z9::kt_gemv, z9::kt_gemv_reduce, 2, 0, 2, 4, 0},
    {11, 0, z10::e, z10::kt_gemv, z10::kt_gemv_reduce, 8, 0, 1, 4, 0},
    {7, 0, z11::e, z11::kt_gemv, z11::kt_gemv_reduce, 8, 0, 1, 4, 0},
    {11, 1, z16::e, z16::kt_gemv, z16::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {11, 0, z17::e, z17::kt_gemv, z17::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {10, 1, z18::e, z18::kt_gemv, z18::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {3, 0, z19::e, z19::kt_gemv, z19::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {0, 1, z20::e, z20::kt_gemv, z20::kt_gemv_reduce, 3, 0, 2, 4, 1},
    {4, 1, z21::e, z21::kt_gemv, z21::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {7, 0, z22::e, z22::kt_gemv, z22::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {10, 0, z23::e, z23::kt_gemv, z23::kt_gemv_reduce, 8, 0, 2, 4, 1},
    {11, 1, z24::e, z24::kt_gemv, z24::kt_gemv_reduce, 8, 0, 1, 4, 1},
    {3, 0, z25::e, z25::kt_gemv, z25::kt_gemv_reduce, 8, 0, 1, 4, 1},
    {4, 1, z26::e, z26::kt_gemv, z26::kt_gemv_reduce, 8, 0, 1, 4, 1},
    {10, 1, z27::e, z27::kt_gemv, z27::kt_gemv_reduce, 8, 0, 1, 4, 1},
    {7, 1, z28::e, z28::kt_gemv, z28::kt_gemv_reduce, 8, 0, 1, 4, 1},
    /* shape 18: rows the rows a warp */
    {11, 1, q0::e, q0::kt_gemv_dot, q0::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {11, 0, q1::e, q1::kt_gemv_dot, q1::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {3, 1, q2::e, q2::kt_gemv_dot, q2::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {4, 0, q3::e, q3::kt_gemv_dot, q3::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {4, 1, q4::e, q4::kt_gemv_dot, q4::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {10, 1, q5::e, q5::kt_gemv_dot, q5::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {9, 0, q6::e, q6::kt_gemv_dot, q6::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {0, 1, q7::e, q7::kt_gemv_dot, q7::kt_gemv_reduce, 0, 0, 2, 5, 0},
    {3, 0, q8::e, q8::kt_gemv_dot, q8::kt_gemv_reduce, 0, 0, 1, 5, 0}
};
static const ktorch_quant_format g_formats[12] = {KTORCH_QUANT_INT8,       KTORCH_QUANT_FP8_E4M3,   KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_MXFP4,
                                                  KTORCH_QUANT_NVFP4,      KTORCH_QUANT_MXFP8_E4M3, KTORCH_QUANT_MXFP8_E5M2,
                                                  KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXINT8,
                                                  KTORCH_QUANT_Q8_0,       KTORCH_QUANT_Q4_0};

static ktorch__cu_gemv_args g_args;
static kernel_fn g_kernel;
static void kernel_block(void) { g_kernel(g_args); }
/* one block with no copies pending; 0 when it completed */
static int run_block(kernel_fn f, int nthr) {
    g_kernel = f;
    memset(t_ncp_, 0, sizeof t_ncp_);
    memset(t_group_, 0, sizeof t_group_);
    g_nbulk = 0;
    g_nmbar = 0;
    return host_run_block(kernel_block, nthr);
}
/* Runs gx row blocks x splits of gemv, then with splits the reduction;
   returns the blocks' failures. */
static int run_grid(kernel_fn gemv, kernel_fn reduce, int threads, unsigned gx, int64_t splits) {
    int bad = 0;
    gridDim.x = gx;
    gridDim.y = (unsigned)splits;
    gridDim.z = 1;
    for (unsigned by = 0; by < gridDim.y; by++)
        for (unsigned bx = 0; bx < gridDim.x; bx++) {
            blockIdx.x = bx;
            blockIdx.y = by;
            blockIdx.z = 0;
            bad += run_block(gemv, threads);
        }
    if (splits > 1) {
        gridDim.x = 1;
        blockIdx.x = 0;
        bad += run_block(reduce, 1);
    }
    return bad;
}
static uint64_t g_rng = 99;
static int g_xwide; /* 1: x elements spanning 2^23 within each 32-element block (element i times 2^-(7 i % 24)); 2: x[40] Inf */
static float rnd(void) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (float)((double)(g_rng >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}

/* Outputs outside the tolerance: the kernel against the CPU ktorch_qmatmul.
   group: 0 per tensor, 1 per channel, else a group size (int8/fp8 only);
   splits: as the host would choose for a small grid (at most chunks / warps). */
static long run_case(ktorch_context *ctx, const variant &v, int64_t M, int64_t N, int64_t K, int group, int64_t splits, int ydt) {
    const int fmt = v.fmt;
    float *w = (float *)malloc((size_t)(N * K) * 4), *x = (float *)malloc((size_t)(M * K) * 4), *ref = (float *)malloc((size_t)(M * N) * 4);
    float *y = (float *)malloc((size_t)(M * N) * 4), *part;
    uint16_t *yh = (uint16_t *)malloc((size_t)(M * N) * 2);
    ktorch_tensor tw, tx, txh, tref;
    int64_t sw[2] = {N, K}, sx[2] = {M, K}, sy[2] = {M, N}, chunk = 4 * v.e, nch = (K + chunk - 1) / chunk, per, i, m, n, k;
    ktorch_quant_params p;
    ktorch_qtensor q;
    ktorch__cu_gemv_args &a = g_args;
    long bad = 0;
    for (i = 0; i < N * K; i++) w[i] = rnd() * (i % 7 == 0 ? 0.4f : 0.05f);
    for (i = 0; i < M * K; i++) x[i] = rnd() * (g_xwide == 1 ? (float)ldexp(1.0, -(int)((7 * i) % 24)) : 1.0f);
    if (g_xwide == 2) x[40] = INFINITY;
    ktorch_tensor_wrap(KTORCH_F32, 2, sw, NULL, w, ktorch_cpu(), &tw);
    ktorch_tensor_wrap(KTORCH_F32, 2, sx, NULL, x, ktorch_cpu(), &tx);
    ktorch_tensor_wrap(KTORCH_F32, 2, sy, NULL, ref, ktorch_cpu(), &tref);
    if (ktorch_tensor_create(ctx, v.bf16 ? KTORCH_BF16 : KTORCH_F16, 2, sx, ktorch_cpu(), &txh) != KTORCH_OK ||
        ktorch_tensor_copy(ctx, &txh, &tx, NULL) != KTORCH_OK)
        return -1;
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    if (fmt <= 2) {
        p.granularity = group == 0 ? KTORCH_QUANT_PER_TENSOR : group == 1 ? KTORCH_QUANT_PER_CHANNEL : KTORCH_QUANT_PER_GROUP;
        p.group = group > 1 ? group : 0;
    }
    if (ktorch_quantize(ctx, &tw, g_formats[fmt], &p, &q) != KTORCH_OK || ktorch_qmatmul(ctx, &txh, &q, &tref) != KTORCH_OK) {
        printf("  %s\n", ktorch_last_error());
        return -1;
    }
    for (i = 0; i < M * N; i++) {
        y[i] = NAN;
        yh[i] = 0x7fff;
    }
    memset(&a, 0, sizeof a);
    a.x = (kt_u64)(uintptr_t)ktorch_tensor_ptr(&txh);
    a.y = ydt == 0 ? (kt_u64)(uintptr_t)y : (kt_u64)(uintptr_t)yh;
    a.w = (kt_u64)(uintptr_t)ktorch_tensor_ptr(&q.data);
    a.sw = q.scale.data ? (kt_u64)(uintptr_t)ktorch_tensor_ptr(&q.scale) : 0;
    a.M = M; a.N = N; a.K = K; a.ldx = K; a.ldy = N; a.y_dtype = ydt;
    /* as ktorch__cu_qmatmul fills them */
    a.ldw = fmt == 3 || fmt == 4 ? K / 2 : fmt == 7 || fmt == 8 ? K / 4 * 3 : fmt == 10 ? K / 32 * 34 : fmt == 11 ? K / 32 * 18 : K;
    if (fmt <= 2) {
        a.sw_mode = q.granularity == KTORCH_QUANT_PER_GROUP ? 2 : q.granularity == KTORCH_QUANT_PER_CHANNEL ? 1 : 0;
        if (a.sw_mode == 2) {
            a.w_block = q.block;
            a.w_nb = q.scale.shape[1];
        }
    } else if (fmt < 10) {
        a.w_block = q.block;
        a.w_nb = q.scale.shape[q.scale.ndim - 1];
    }
    a.tscale = q.tensor_scale;
    if (v.diag == 4) { /* as the host: whole stages a split */
        const int64_t ks = v.pf * chunk, nst = (K + ks - 1) / ks;
        if (splits > nst) splits = nst;
        per = (nst + splits - 1) / splits;
        splits = (nst + per - 1) / per;
        a.k_split = per * ks;
    } else {
        if (splits > nch / KT_WARPS || v.rows) splits = nch / KT_WARPS;
        if (splits < 1 || v.rows) splits = 1;
        per = (nch + splits - 1) / splits;
        splits = (nch + per - 1) / per;
        a.k_split = per * chunk;
    }
    part = (float *)malloc((size_t)(splits * M * N) * 4);
    a.part = (kt_u64)(uintptr_t)part;
    g_pf_lo[0] = (const char *)(uintptr_t)a.w;
    g_pf_hi[0] = g_pf_lo[0] + N * a.ldw;
    g_pf_lo[1] = (const char *)(uintptr_t)a.sw;
    g_pf_hi[1] = g_pf_lo[1] + (fmt >= 3 && fmt <= 9 ? N * a.w_nb : 0);
    g_x_lo = (const char *)(uintptr_t)a.x;
    g_x_hi = g_x_lo + M * K * 2;
    g_pf_count = 0;
    g_pf_bad = 0;
    g_cp_bad = 0;
    g_bulk_bad = 0;
    bad += run_grid(v.gemv, v.reduce, KT_WARPS * 32,
                    v.diag == 4 ? (unsigned)((N + 16 * v.rows * KT_WARPS - 1) / (16 * v.rows * KT_WARPS))
                    : v.diag == 5 ? (unsigned)((N + v.rows * KT_WARPS - 1) / (v.rows * KT_WARPS) < 3 ? (N + v.rows * KT_WARPS - 1) / (v.rows * KT_WARPS) : 3)
                    : v.rows    ? (unsigned)((N + 2 * v.rows * KT_WARPS - 1) / (2 * v.rows * KT_WARPS))
                                : (unsigned)((N + 16 * KT_MT - 1) / (16 * KT_MT)),
                    splits);
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            const double r = ref[m * N + n];
            const double got = ydt == 0 ? y[m * N + n] : ydt == 1 ? ktorch_f16_to_f32(yh[m * N + n]) : ktorch_bf16_to_f32(yh[m * N + n]);
            double mag = 0, tol;
            for (k = 0; k < K; k++) mag += fabs((double)x[m * K + k] * w[n * K + k]);
            mag *= 1.25; /* W as quantized, not as drawn */
            if (v.diag == 5) { /* x's int8 terms: an element off by at most 2^-22 of its block's largest */
                double off = 0;
                for (int64_t b0 = 0; b0 < K; b0 += 32) {
                    double xm = 0, wsum = 0;
                    for (k = b0; k < b0 + 32 && k < K; k++) {
                        xm = fabs((double)x[m * K + k]) > xm ? fabs((double)x[m * K + k]) : xm;
                        wsum += fabs((double)w[n * K + k]);
                    }
                    off += xm * wsum;
                }
                mag += ldexp(1.0, -22) * off * 1.25 / (2.0 * (double)(K + 2) * ldexp(1.0, -24));
            }
            /* exact codes, scales on the f32 sums; int8 / fp8 groups round code * scale */
            tol = ((fmt <= 2 && group > 1 ? (v.bf16 ? ldexp(1.0, -9) : ldexp(1.0, -12)) : 0.0) + 2.0 * (double)(K + 2) * ldexp(1.0, -24)) * mag +
                  (ydt == 0 ? 0.0 : ydt == 2 ? ldexp(1.0, -8) : ldexp(1.0, -11)) * fabs(r) + 1e-30;
            if (!isfinite(r) ? !((isnan(r) && isnan(got)) || r == got) : !(fabs(got - r) <= tol)) bad++;
        }
    bad += g_pf_bad + g_cp_bad + g_bulk_bad; /* prefetches or copies outside W, bulk copies or waits amiss */
    ktorch_qtensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &txh);
    free(w); free(x); free(ref); free(y); free(yh); free(part);
    return bad;
}

/* Outputs outside the tolerance: the f32-weight kernel against the CPU
   ktorch_matmul_nt on the same f32 operands. x and W rows are padded to a
   multiple of 4 elements plus 4 with NaNs; splits as the host asks (at
   most one a group). */
static long run_f32(ktorch_context *ctx, const f32_variant &v, int64_t M, int64_t N, int64_t K, int64_t splits, int ydt) {
    const int64_t ld = (K + 3) / 4 * 4 + 4, G = 4 * 32 * v.steps, nst = (K + G - 1) / G;
    float *w = (float *)malloc((size_t)(N * ld) * 4), *x = (float *)malloc((size_t)(M * ld) * 4), *ref = (float *)malloc((size_t)(M * N) * 4);
    float *y = (float *)malloc((size_t)(M * N) * 4), *part, *wc = (float *)malloc((size_t)(N * K) * 4), *xc = (float *)malloc((size_t)(M * K) * 4);
    uint16_t *yh = (uint16_t *)malloc((size_t)(M * N) * 2);
    ktorch_tensor tw, tx, tref;
    int64_t sw[2] = {N, K}, sx[2] = {M, K}, sy[2] = {M, N}, per, i, m, n, k;
    ktorch__cu_gemv_args &a = g_args;
    long bad = 0;
    for (i = 0; i < N * ld; i++) w[i] = i % ld < K ? rnd() * (i % 7 == 0 ? 0.4f : 0.05f) : NAN;
    for (i = 0; i < M * ld; i++) x[i] = i % ld < K ? rnd() : NAN;
    /* the CPU takes contiguous operands: copies without the padding */
    for (i = 0; i < N * K; i++) wc[i] = w[i / K * ld + i % K];
    for (i = 0; i < M * K; i++) xc[i] = x[i / K * ld + i % K];
    ktorch_tensor_wrap(KTORCH_F32, 2, sw, NULL, wc, ktorch_cpu(), &tw);
    ktorch_tensor_wrap(KTORCH_F32, 2, sx, NULL, xc, ktorch_cpu(), &tx);
    ktorch_tensor_wrap(KTORCH_F32, 2, sy, NULL, ref, ktorch_cpu(), &tref);
    if (ktorch_matmul_nt(ctx, &tx, &tw, &tref) != KTORCH_OK) {
        printf("  %s\n", ktorch_last_error());
        return -1;
    }
    free(wc);
    free(xc);
    for (i = 0; i < M * N; i++) {
        y[i] = NAN;
        yh[i] = 0x7fff;
    }
    memset(&a, 0, sizeof a);
    a.x = (kt_u64)(uintptr_t)x;
    a.w = (kt_u64)(uintptr_t)w;
    a.y = ydt == 0 ? (kt_u64)(uintptr_t)y : (kt_u64)(uintptr_t)yh;
    a.M = M; a.N = N; a.K = K; a.ldx = ld; a.ldw = ld; a.ldy = N; a.y_dtype = ydt;
    /* as ktorch__cug_gemv_f32 sets them */
    if (splits > nst) splits = nst;
    if (splits < 1) splits = 1;
    per = (nst + splits - 1) / splits;
    splits = (nst + per - 1) / per;
    a.k_split = per * G;
    part = (float *)malloc((size_t)(splits * M * N) * 4);
    a.part = (kt_u64)(uintptr_t)part;
    memset(g_xsel, 0, sizeof g_xsel);
    g_pf_lo[0] = (const char *)x; /* cp.async sources (shapes 3 and 4) inside x */
    g_pf_hi[0] = (const char *)(x + M * ld);
    g_pf_lo[1] = g_pf_hi[1] = NULL;
    g_cp_bad = 0;
    bad += run_grid(v.gemv, v.reduce, v.warps * 32, (unsigned)((N + v.warps * v.rows - 1) / (v.warps * v.rows)), splits);
    for (m = 0; m < M; m++)
        for (n = 0; n < N; n++) {
            const double r = ref[m * N + n];
            const double got = ydt == 0 ? y[m * N + n] : ydt == 1 ? ktorch_f16_to_f32(yh[m * N + n]) : ktorch_bf16_to_f32(yh[m * N + n]);
            double mag = 0, tol;
            for (k = 0; k < K; k++) mag += fabs((double)x[m * ld + k] * w[n * ld + k]);
            /* f32 sums in another order than the CPU's, then the output's rounding */
            tol = 2.0 * (double)(K + 2) * ldexp(1.0, -24) * mag + (ydt == 0 ? 0.0 : ydt == 2 ? ldexp(1.0, -8) : ldexp(1.0, -11)) * fabs(r) + 1e-30;
            if (!(fabs(got - r) <= tol)) bad++;
        }
    bad += g_cp_bad;
    free(w); free(x); free(ref); free(y); free(yh); free(part);
    return bad;
}

int main(void) {
    /* M, N, K, splits, y dtype (0 f32, 1 f16, 2 bf16) */
    static const int64_t shapes[][5] = {{1, 40, 256, 1, 0}, {16, 37, 160, 1, 2}, {9, 37, 160, 1, 1}, {3, 40, 2048, 4, 0}, {5, 17, 96, 1, 2}};
    /* long enough for the prefetching variants to prefetch (more than
       KT_WARPS groups a split) and for every warp's register slots to be
       refilled several times, the rows' last group cut short */
    static const int64_t pf_shape[5] = {2, 24, 4096 - 32, 1, 0};
    /* the ring over more stages than slots, rows (q8_0, q4_0) and W's end
       off 16-byte boundaries, split K starting inside a stage's pieces */
    static const int64_t ring_shapes[2][5] = {{3, 9, 4096 + 96, 1, 0}, {2, 17, 2048 + 96, 2, 1}};
    /* shape 5: steps past K within a group, lanes past K within a step, a partial last block of rows */
    static const int64_t rows_shapes[3][5] = {{1, 17, 96, 1, 2}, {2, 9, 4096 + 96, 1, 0}, {4, 33, 2048 + 32, 1, 1}};
    ktorch_context *ctx;
    int passed = 0, failed = 0;
    size_t i, j;
    static const char *const warp_names[KT_WARPS] = {"warp 0", "warp 1", "warp 2", "warp 3", "warp 4", "warp 5", "warp 6", "warp 7"};
    for (i = 0; i < KT_WARPS; i++) kh_bar_init(&bar_warp[i], warp_names[i], 32);
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) return 1;
    /* shapes 12 and 13 (bulk copies) where the host runs them, rows and block scales at 16-byte
       boundaries: a last group cut short, half a group, more groups than slots (each slot's
       mbarrier through several phases), partial row blocks, 16-bit outputs */
    static const int64_t bulk_shapes[3][5] = {{1, 17, 4096 + 512, 1, 0}, {1, 33, 512, 1, 2}, {1, 9, 8192, 1, 1}};
    /* shapes 14, 19 and 21 (rows, block scales and x at 16-byte boundaries): 16 x rows over two row blocks
       (the second partial) and more stages than slots; 9 and 13 rows (the second product's rows past M),
       K split in stages, 16-bit outputs; 5 rows and one row (one product) */
    static const int64_t ring_x_shapes[5][5] = {{16, 300, 4096 + 512, 1, 0}, {9, 37, 2048, 3, 2}, {13, 40, 4096, 2, 1}, {5, 17, 1024, 1, 2}, {1, 33, 512, 1, 0}};
    /* shape 18 (M = 1; K a multiple of 64): whole groups then a tail step cut short, row groups past N,
       only tail steps (no whole group), several row groups a warp (3 blocks); x elements spanning 2^23
       within a block (its int8 terms lose the most), and Inf in one block of x */
    static const int64_t dot_shapes[4][5] = {{1, 37, 4096 + 1024 + 64, 1, 0}, {1, 9, 1024, 1, 2}, {1, 300, 2048, 1, 1}, {1, 17, 8192, 1, 0}};
    /* GEMV_HOST_FIRST=n: the variants from g_variants[n] on alone (no f32 kernel, no planted errors) */
    const size_t first = getenv("GEMV_HOST_FIRST") ? (size_t)atoi(getenv("GEMV_HOST_FIRST")) : 0;
    for (i = first; i < sizeof g_variants / sizeof g_variants[0]; i++) {
        const variant &v = g_variants[i];
        for (j = 0; v.diag == 5 && j < 7; j++) {
            const int64_t *s = dot_shapes[j < 4 ? j : j - 4];
            g_xwide = j < 4 ? 0 : j < 6 ? 1 : 2;
            long bad = run_case(ctx, v, s[0], s[1], s[2], v.fmt == 0 ? 1 : 0, s[3], (int)s[4]);
            g_xwide = 0;
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv (int8 terms%s) %s x %s N %lld K %lld: %ld outputs outside\n", j == 6 ? ", Inf in x" : j >= 4 ? ", x over 2^23 a block" : "", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[1], (long long)s[2], bad);
            }
        }
        for (j = 0; v.diag == 4 && j < sizeof ring_x_shapes / sizeof ring_x_shapes[0]; j++) {
            /* int8 / fp8 rows K - 48 long: a partial last stage and lanes past K */
            const int64_t *s = ring_x_shapes[j], K = s[2] - (v.fmt <= 2 ? 48 : 0);
            long bad = run_case(ctx, v, s[0], s[1], K, 1, s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv (x and W ring) %s x %s M %lld N %lld K %lld splits %lld: %ld outputs, copies or waits amiss\n", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[0], (long long)s[1], (long long)K, (long long)s[3], bad);
            }
        }
        for (j = 0; v.diag == 3 && j < 3; j++) {
            const int64_t *s = bulk_shapes[j];
            long bad = run_case(ctx, v, s[0], s[1], s[2], 1, s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv (bulk) %s x %s M %lld N %lld K %lld: %ld outputs, copies or waits amiss\n", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[0], (long long)s[1], (long long)s[2], bad);
            }
        }
        for (j = 0; v.diag < 3 && j < sizeof shapes / sizeof shapes[0]; j++) {
            const int64_t *s = shapes[j];
            long bad;
            if (v.ring && j != 3) continue; /* the ring: split K here, its own shapes below (its products are the register path's) */
            if (v.rows && s[0] > (v.diag >= 2 ? 1 : 4)) continue;  /* shape 5 takes M <= 4, shapes 9-11 M = 1 */
            bad = run_case(ctx, v, s[0], s[1], s[2], 1, s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv%s %s x %s M %lld N %lld K %lld splits %lld: %ld outputs outside\n", v.pf ? " (L2 prefetch)" : v.ring ? " (ring)" : "", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[0], (long long)s[1], (long long)s[2], (long long)s[3], bad);
            }
        }
        if (!v.ring && v.diag < 3) {
            const int64_t *s = pf_shape;
            long bad = run_case(ctx, v, v.diag >= 2 ? 1 : s[0], s[1], s[2], 1, s[3], (int)s[4]);
            if (bad == 0 && (!v.pf || g_pf_count > 0)) passed++;
            else {
                failed++;
                printf("  FAIL gemv (L2 prefetch %d) %s x %s K %lld: %ld outputs outside, %ld prefetches\n", v.pf, v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[2], bad, (long)g_pf_count);
            }
        }
        for (j = 0; v.rows && v.diag < 3 && j < 3; j++) { /* shapes 5, 7 and 8 */
            const int64_t *s = rows_shapes[j];
            long bad = run_case(ctx, v, v.diag >= 2 ? 1 : s[0], s[1], s[2], 1, s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv (%s) %s x %s M %lld N %lld K %lld: %ld outputs or copies outside\n", v.diag == 2 ? "diag, M = 1" : v.diag ? "diag" : "rows", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[0], (long long)s[1], (long long)s[2], bad);
            }
        }
        for (j = 0; v.ring && j < 2; j++) {
            const int64_t *s = ring_shapes[j];
            long bad = run_case(ctx, v, s[0], s[1], s[2], 1, s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv (ring) %s x %s M %lld N %lld K %lld splits %lld: %ld outputs or copies outside\n", v.bf16 ? "bf16" : "f16",
                       ktorch_quant_format_name(g_formats[v.fmt]), (long long)s[0], (long long)s[1], (long long)s[2], (long long)s[3], bad);
            }
        }
        if (v.fmt <= 2 && v.diag != 5) { /* per tensor; groups of 24 (units of 16 span two) and of 8 (not shape 5) */
            static const int groups[3] = {0, 24, 8};
            for (j = 0; j < (v.nogroups || (v.rows && !v.diag) ? 1u : 3u); j++) {
                long bad = run_case(ctx, v, v.diag == 4 ? 16 : v.diag >= 2 ? 1 : v.rows ? 4 : 5, 24, 240, groups[j], j == 1 ? 2 : 1, 0);
                if (bad == 0) passed++;
                else {
                    failed++;
                    printf("  FAIL gemv%s %s x %s group %d: %ld outputs outside\n", v.pf ? " (L2 prefetch)" : "", v.bf16 ? "bf16" : "f16", ktorch_quant_format_name(g_formats[v.fmt]),
                           groups[j], bad);
                }
            }
        }
    }
    if (first) {
        ktorch_context_destroy(ctx);
        printf("[cuda_gemv_host] %d passed, %d failed, 0 skipped (variants from %d on)\n", passed, failed, (int)first);
        return failed != 0;
    }
    /* the f32-weight kernel: M, N, K, splits, y dtype; M = 0 stands for the
       variant's x rows, -1 for half of them plus one (rows skipped) */
    static const int64_t f32_shapes[][5] = {{0, 37, 130, 1, 0}, {-1, 70, 1000, 3, 2}, {0, 9, 2048 + 13, 2, 1}, {1, 33, 4096, 1, 0}, {0, 40, 3, 1, 0}};
    for (i = 0; i < sizeof g_f32 / sizeof g_f32[0]; i++)
        for (j = 0; j < sizeof f32_shapes / sizeof f32_shapes[0]; j++) {
            const f32_variant &v = g_f32[i];
            const int64_t *s = f32_shapes[j], M = s[0] == 0 ? v.xrows : s[0] < 0 ? v.xrows / 2 + 1 : s[0];
            long bad = run_f32(ctx, v, M, s[1], s[2], s[3], (int)s[4]);
            if (bad == 0) passed++;
            else {
                failed++;
                printf("  FAIL gemv f32 (x rows %d, shape %d) M %lld N %lld K %lld splits %lld: %ld outputs outside\n", v.xrows, v.shape, (long long)M,
                       (long long)s[1], (long long)s[2], (long long)s[3], bad);
            }
        }
    g_plant = 3; /* test of the test: the lane exchange returns the lane's own value */
    if (run_f32(ctx, g_f32[0], 1, 37, 130, 1, 0) > 0 && run_f32(ctx, g_f32[sizeof g_f32 / sizeof g_f32[0] - 1], 16, 37, 130, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: a broken f32 lane exchange went unnoticed\n");
    }
    g_plant = 2; /* the f32 kernel's x chunks waited for one group short: stale x (shape 3) */
    for (i = 0; g_f32[i].shape != 3 || g_f32[i].xrows != 16; i++) {
    }
    if (run_f32(ctx, g_f32[i], 16, 37, 1030, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: the f32 kernel's short x wait went unnoticed\n");
    }
    g_plant = 1; /* test of the test: B halves swapped */
    if (run_case(ctx, g_variants[0], 1, 40, 256, 1, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: swapped B halves went unnoticed\n");
    }
    i = 0; /* the same on shape 5's diagonal (the nvfp4 variant) */
    while (!(g_variants[i].rows && g_variants[i].fmt == 4)) i++;
    if (run_case(ctx, g_variants[i], 1, 40, 256, 1, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: swapped B halves went unnoticed on shape 5\n");
    }
    i = 0; /* and on shape 8's (the q4_0 bf16 variant) */
    while (!(g_variants[i].diag && g_variants[i].fmt == 11)) i++;
    if (run_case(ctx, g_variants[i], 1, 40, 256, 1, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: swapped B halves went unnoticed on shape 8\n");
    }
    g_plant = 2; /* the bulk ring's copies one phase late: stale slots (the q4_0 bulk variant) */
    i = 0;
    while (!(g_variants[i].diag == 3 && g_variants[i].fmt == 11)) i++;
    if (run_case(ctx, g_variants[i], 1, 9, 8192, 1, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: the bulk ring's late copies went unnoticed\n");
    }
    g_plant = 2; /* the x and W ring's copies one phase or group late (the q4_0 and int8 variants of shape 14) */
    for (j = 0; j < 2; j++) {
        i = 0;
        while (!(g_variants[i].diag == 4 && g_variants[i].fmt == (j ? 0 : 11))) i++;
        if (run_case(ctx, g_variants[i], 16, 40, 4096, 1, 1, 0) > 0) passed++;
        else {
            failed++;
            printf("  FAIL gemv_planted: the x and W ring's late copies went unnoticed (%s)\n", ktorch_quant_format_name(g_formats[g_variants[i].fmt]));
        }
    }
    /* the ring's wait one stage short: stale slots (the q4_0 ring variant) */
    i = 0;
    while (!(g_variants[i].ring && g_variants[i].fmt == 11)) i++;
    if (run_case(ctx, g_variants[i], 3, 9, 4096 + 96, 1, 1, 0) > 0) passed++;
    else {
        failed++;
        printf("  FAIL gemv_planted: the ring's short wait went unnoticed\n");
    }
    ktorch_context_destroy(ctx);
    printf("[cuda_gemv_host] %d passed, %d failed, 0 skipped\n", passed, failed);
    return failed != 0;
}
