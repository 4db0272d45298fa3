/* The attention-backward kernels (shaders/attn_bwd.cu) run on the host:
   each block's 128 or 256 threads are fibers (tests/cuda_host.h), __syncthreads a barrier,
   ldmatrix and mma.sync m16n8k16 exchanges of a warp's addresses and
   fragments through memory (the documented fragment layouts), cp.async a
   copy that lands at the latest point the device allows (its group's
   wait, or the phase completion of the mbarrier it is counted on: the
   sm_90a kernels' slot rings), named barriers and mbarrier waits that
   yield to the other threads. Each case goes through the engine's own checks and plan
   (ktorch__cub_supports, ktorch__cub_plan_op) and is compared with the CPU
   ktorch_attention_backward on the same f16/bf16 inputs (the forward's out
   and LSE): NMSE of each gradient within the parity tolerances (f16 1e-5,
   bf16 1e-4), gradients poisoned with NaN first. Cases cover GQA/MQA (one
   and two kv heads, B = 2), causal, windows, soft-cap, ALiBi, Nq != Nk,
   N = 1, rows with no visible key, lengths off the tiles, strided q and
   f32/f16/bf16 gradients; the backend's refusals are checked. The last
   pass plants errors (swapped mma B halves, a wrong scale, windows
   dropped, the group's last head skipped, the adding form overwriting) and
   expects each to be caught. The atomic mode (dQ summed into an f32
   workspace by the dK/dV kernel, then written out) runs the same kinds of
   cases and plants, and two of its own: the workspace left unzeroed, and
   read 4 columns late. Kinds 14 and 15 run block-sparse cases (tile lists
   built by kt_bwd_list, blocks on and off the tiles, empty rows and
   columns, every block empty) and mask-tensor cases (bool, additive f32)
   against ktorch_attention_block_sparse_backward and the masked
   ktorch_attention_backward, with plants of their own: the per-element
   block check dropped, each tile list one tile short, the mask read at
   key 0. Run by tests/sh_cuda_bwd_host.sh. */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "cuda_host.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __launch_bounds__(...)
#undef __shared__
#define __shared__
#define __align__(x)
#define KT_OFFSETOF(T, f) offsetof(T, f)
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_WARP 32
#define KT_WARP_SHIFT 5
#define KT_MAXW 8 /* the most warps of a spec's block */
#define KT_NEG_INF (-HUGE_VALF)
#define KT_LOG2E 1.4426950408889634f
static kh_barrier bar_warp[KT_MAXW];
static int g_plant; /* 1: swapped B halves in every mma */
static int g_ring;  /* the plan's ring bits (kinds 13 and 15: kt_bwd_wgr, kt_bwd_wgdr); with 4 the host's choice for attn_bwd_ring 4 */
typedef void (*kernel_fn)(const ktorch__cu_bwd_args);
static ktorch__cu_bwd_sp_args g_sp; /* the second argument of kinds 14 and 15 */
struct float4 {
    float x, y, z, w;
};
KT_DEV float4 make_float4(float x, float y, float z, float w) { return float4{x, y, z, w}; }
struct float2 {
    float x, y;
};
struct uint4 {
    kt_u32 x, y, z, w;
};
/* a lane group's vote: each lane's flag through memory (two buffers, as the
   ldmatrix exchange below) */
typedef kt_u32 kt_lmask;
static int g_vote[2][KT_MAXW][32];
static int t_vbuf_[KT_MAXW * KT_LANES];
KT_DEV kt_lmask kt_ballot(bool p) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, x = t_vbuf_[tid];
    t_vbuf_[tid] ^= 1;
    g_vote[x][w][l] = p;
    kh_bar_wait(&bar_warp[w], "ballot");
    kt_lmask m = 0;
    for (int i = 0; i < 32; i++) m |= (kt_lmask)(g_vote[x][w][i] != 0) << i;
    return m;
}
KT_DEV int kt_mask_popc(kt_lmask m) { return __builtin_popcount(m); }
/* red.global.add.f32: a compare-and-swap loop on the word's bits */
KT_DEV float atomicAdd(float *p, float v) {
    kt_u32 *w = (kt_u32 *)p, old = __atomic_load_n(w, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(w, &old, __float_as_uint(__uint_as_float(old) + v), false, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
    }
    return __uint_as_float(old);
}

/* Shared memory: the running variant's array; addresses are byte offsets.
   cp.async copies land as late as the device allows: at the wait that
   covers their commit group (so a read before its wait sees stale data). */
static unsigned char *g_smem;
KT_DEV kt_u32 kt_smem_addr(const void *p) { return (kt_u32)((const unsigned char *)p - g_smem); }
struct pending {
    kt_u32 dst;
    const void *src;
    int valid, group, bytes;
};
/* each thread's pending copies and their count; its next commit group */
static pending t_cp_[KT_MAXW * KT_LANES][512];
static int t_ncp_[KT_MAXW * KT_LANES], t_group_[KT_MAXW * KT_LANES];
#define t_cp t_cp_[kh_tid]
#define t_ncp t_ncp_[kh_tid]
#define t_group t_group_[kh_tid]
static void cp_land(int below) { /* every copy of a group < below */
    int k = 0;
    for (int i = 0; i < t_ncp; i++) {
        const pending &c = t_cp[i];
        if (c.group < below) {
            if (c.valid) memcpy(g_smem + c.dst, c.src, (size_t)c.bytes);
            else memset(g_smem + c.dst, 0, (size_t)c.bytes);
        } else {
            t_cp[k++] = c;
        }
    }
    t_ncp = k;
}
static void cp_push(kt_u32 dst, const void *src, int valid, int bytes) {
    if (t_ncp == 512) abort();
    t_cp[t_ncp].dst = dst, t_cp[t_ncp].src = src, t_cp[t_ncp].valid = valid, t_cp[t_ncp].group = t_group, t_cp[t_ncp].bytes = bytes;
    t_ncp++;
}
KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) { cp_push(dst, src, valid, 16); }
KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) { cp_push(dst, src, valid, 4); }
KT_DEV void kt_cp_commit(void) { t_group++; }
template <int N> KT_DEV void kt_cp_wait_group(void) { cp_land(t_group - N); }
KT_DEV void kt_cp_wait_all(void) { cp_land(t_group + 1); }

/* mbarriers (sm_90a) in the shared-memory bytes at their address: the
   arrival count, the arrivals still pending, the phase. The copies a
   thread hands to one with kt_cp_mbar_arrive land when its phase
   completes (the latest the device allows), so a read before the wait
   sees stale data. A waiting thread yields to the others; with none
   ready the block is deadlocked. Named barriers (bar.sync / bar.arrive
   with an id and a thread count) release their waiting threads when the
   count has arrived. */
struct mbar_state {
    kt_u16 count, pending;
    kt_u32 phase;
};
static pending g_armed[32768];
static kt_u32 g_armed_bar[32768];
static int g_narmed;
static mbar_state *mbar_at(kt_u32 bar) {
    if (bar & 7u) kh_fail("mbarrier at %u: not 8-byte aligned", bar);
    return (mbar_state *)(void *)(g_smem + bar);
}
static void mbar_arrive_one(kt_u32 bar) {
    mbar_state *m = mbar_at(bar);
    if (m->pending == 0) kh_fail("mbarrier at %u: arrival on a barrier with none pending", bar);
    if (--m->pending > 0) return;
    int k = 0;
    for (int i = 0; i < g_narmed; i++) {
        const pending &c = g_armed[i];
        if (g_armed_bar[i] != bar) {
            g_armed_bar[k] = g_armed_bar[i];
            g_armed[k++] = c;
        } else if (c.valid) {
            memcpy(g_smem + c.dst, c.src, (size_t)c.bytes);
        } else {
            memset(g_smem + c.dst, 0, (size_t)c.bytes);
        }
    }
    g_narmed = k;
    m->pending = m->count;
    m->phase++;
}
KT_DEV void kt_mbar_init(kt_u32 bar, int count) {
    mbar_state *m = mbar_at(bar);
    m->count = m->pending = (kt_u16)count;
    m->phase = 0;
}
KT_DEV void kt_fence_mbar_init(void) {}
KT_DEV void kt_mbar_arrive(kt_u32 bar) { mbar_arrive_one(bar); }
KT_DEV void kt_cp_mbar_arrive(kt_u32 bar) { /* every copy of this thread so far, then its arrival */
    for (int i = 0; i < t_ncp; i++) {
        if (g_narmed == 32768) abort();
        g_armed_bar[g_narmed] = bar;
        g_armed[g_narmed++] = t_cp[i];
    }
    t_ncp = 0;
    mbar_arrive_one(bar);
}
KT_DEV void kt_mbar_wait(kt_u32 bar, kt_u32 parity) {
    while ((mbar_at(bar)->phase & 1u) == parity) {
        if (kh_rcount == 0) kh_fail("deadlock: thread %d waits for mbarrier %u (phase parity %u) with no thread ready", kh_tid, bar, parity);
        kh_ready[(kh_rhead + kh_rcount) % KH_MAX_THREADS] = kh_tid;
        kh_rcount++;
        kh__next();
    }
}
struct named_bar {
    int count, arrived, nwait;
    int waiters[KH_MAX_THREADS];
};
static named_bar g_nbar[16];
static void nbar(int id, int count, int wait) {
    named_bar *b = &g_nbar[id];
    if (id < 1 || id > 15) kh_fail("named barrier %d", id);
    if (b->arrived > 0 && b->count != count) kh_fail("named barrier %d: %d threads, then %d", id, b->count, count);
    b->count = count;
    if (++b->arrived == count) {
        for (int i = 0; i < b->nwait; i++) {
            kh_ready[(kh_rhead + kh_rcount) % KH_MAX_THREADS] = b->waiters[i];
            kh_rcount++;
        }
        b->arrived = b->nwait = 0;
        return;
    }
    if (wait) {
        b->waiters[b->nwait++] = kh_tid;
        kh__next();
    }
}
KT_DEV void kt_syncwarp(void) { kh_bar_wait(&bar_warp[(int)threadIdx.x >> 5], "syncwarp"); }
KT_DEV void kt_bar_sync(int id) { nbar(id, 256, 1); }
KT_DEV void kt_bar_arrive(int id) { nbar(id, 256, 0); }
KT_DEV void kt_bar_sync_wg(int id) { nbar(id, 128, 1); }

/* ldmatrix x4: lane l gets, of matrix m, the word at column pair l % 4 of
   the row whose address lane 8m + l / 4 gave (.trans: column l / 4 of rows
   2(l % 4) and 2(l % 4) + 1) */
static kt_u32 g_addr[2][KT_MAXW][32];
/* Warp exchanges alternate between two buffers, so one barrier a call
   suffices: a lane writes a buffer again only after every lane has passed
   the next call's barrier, that is, has read this one. */
static int t_buf_[KT_MAXW * KT_LANES];
#define t_buf t_buf_[kh_tid]
/* a warp's shuffle through memory, alternating buffers as the exchanges above */
static float g_shfl[2][KT_MAXW][32];
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, x = t_buf;
    t_buf ^= 1;
    g_shfl[x][w][l] = v;
    kh_bar_wait(&bar_warp[w], "shfl");
    return g_shfl[x][w][l ^ m];
}
template <int T> static void ldsm_emu(kt_u32 addr, kt_u32 *r) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, x = t_buf;
    kt_u32(*g_addr_w)[32] = &g_addr[x][w];
    t_buf ^= 1;
    (*g_addr_w)[l] = addr;
    kh_bar_wait(&bar_warp[w], T ? "ldmatrix.trans" : "ldmatrix");
    for (int m = 0; m < 4; m++) {
        if (!T) {
            memcpy(&r[m], g_smem + (*g_addr_w)[8 * m + (l >> 2)] + 4 * (l & 3), 4);
        } else {
            kt_u16 lo, hi;
            memcpy(&lo, g_smem + (*g_addr_w)[8 * m + 2 * (l & 3)] + 2 * (l >> 2), 2);
            memcpy(&hi, g_smem + (*g_addr_w)[8 * m + 2 * (l & 3) + 1] + 2 * (l >> 2), 2);
            r[m] = (kt_u32)lo | ((kt_u32)hi << 16);
        }
    }
}
KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    kt_u32 r[4];
    ldsm_emu<0>(addr, r);
    r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3];
}
KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    kt_u32 r[4];
    ldsm_emu<1>(addr, r);
    r0 = r[0], r1 = r[1], r2 = r[2], r3 = r[3];
}
/* mma.sync m16n8k16, f32 accumulators: a0..a3 rows g, g+8, g, g+8 at k 2t
   (a0, a1) and 2t+8 (a2, a3); b0, b1 k 2t and 2t+8 of column g; c rows g, g+8,
   columns 2t, 2t+1 (g = lane / 4, t = lane % 4) */
static kt_u32 g_a[2][KT_MAXW][32][4], g_b[2][KT_MAXW][32][2];
template <int BF> static float half_of(kt_u32 v, int h) {
    kt_u16 b = (kt_u16)(v >> (16 * h));
    return BF ? ktorch_bf16_to_f32(b) : ktorch_f16_to_f32(b);
}
/* A 16x16 operand from every lane's a0..a3 in the mma.sync layout above */
template <int BF> static void unpack_a(const kt_u32 (*ga)[4], float (*A)[16]) {
    for (int L = 0; L < 32; L++) {
        const int gg = L >> 2, tt = L & 3;
        for (int h = 0; h < 2; h++) {
            A[gg][2 * tt + h] = half_of<BF>(ga[L][0], h);
            A[gg + 8][2 * tt + h] = half_of<BF>(ga[L][1], h);
            A[gg][2 * tt + 8 + h] = half_of<BF>(ga[L][2], h);
            A[gg + 8][2 * tt + 8 + h] = half_of<BF>(ga[L][3], h);
        }
    }
}
/* The lane that completes a warp's exchange takes the whole product into
   g_d before the others resume; each lane adds its own sums. */
static float g_d[2][KT_MAXW][32][64];
template <int BF> static void mma_emu(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, x = t_buf;
    kt_u32(*ga)[4] = g_a[x][w], (*gb)[2] = g_b[x][w];
    t_buf ^= 1;
    memcpy(ga[l], a, sizeof ga[l]);
    gb[l][0] = g_plant == 1 ? b1 : b0;
    gb[l][1] = g_plant == 1 ? b0 : b1;
    if (kh_bar_wait(&bar_warp[w], "mma.sync")) {
        float A[16][16], B[16][8];
        unpack_a<BF>(ga, A);
        for (int L = 0; L < 32; L++) {
            const int gg = L >> 2, tt = L & 3;
            for (int h = 0; h < 2; h++) {
                B[2 * tt + h][gg] = half_of<BF>(gb[L][0], h);
                B[2 * tt + 8 + h][gg] = half_of<BF>(gb[L][1], h);
            }
        }
        for (int L = 0; L < 32; L++)
            for (int q = 0; q < 4; q++) {
                const int m = (L >> 2) + 8 * (q >> 1), n = 2 * (L & 3) + (q & 1);
                float s = 0.0f;
                for (int k = 0; k < 16; k++) s += A[m][k] * B[k][n];
                g_d[x][w][L][q] = s;
            }
    }
    for (int q = 0; q < 4; q++) c[q] += g_d[x][w][l][q];
}

/* Warpgroup MMA (sm_90a): a thread computes its own accumulator elements
   (row 16 w + g + 8 ((i >> 1) & 1), column 8 (i >> 2) + 2 t + (i & 1) of
   m64nN, w its warp in the warpgroup) from shared memory at issue, that is,
   as early as the device may read. Descriptors: start, leading and stride
   byte offsets, 128-byte swizzle (16-byte chunk bits 4-6 of an address
   XORed with its bits 7-9). Operand element (row mn, k of 16) at
   start + (mn / 8) SBO + (mn % 8) 128 + 2 k (K-major) or
   start + (mn / 64) LBO + (k / 8) SBO + (k % 8) 128 + 2 (mn % 64) (M- or
   N-major), the forward's tiles (shaders/attention.cu) as the device reads
   them. A from registers: the warp's 16 rows in mma.sync's A layout.
   Plant 8 reads the tiles unswizzled. */
KT_DEV kt_u64 kt_gdesc(kt_u32 addr, kt_u32 lbo, kt_u32 sbo) {
    return (kt_u64)((addr & 0x3ffffu) >> 4) | ((kt_u64)(lbo >> 4) << 16) | ((kt_u64)(sbo >> 4) << 32) | (1ull << 62);
}
KT_DEV void kt_wgmma_fence(void) {}
KT_DEV void kt_wgmma_commit(void) {}
template <int N> KT_DEV void kt_wgmma_wait(void) {}
KT_DEV void kt_fence_async_smem(void) {}
KT_DEV void kt_reg_fence(float &) {}
KT_DEV void kt_reg_fence_u(kt_u32 &) {}
KT_DEV void kt_red_add2(float *p, float a, float b) {
    atomicAdd(p, a);
    atomicAdd(p + 1, b);
}
/* kt_bwd_wgro's turns: blocks run one after another in launch order, so a
   key block's turn has come when it looks (plant 14 reads one turn less):
   a wait that would spin fails the case */
static int g_ordered; /* launches of kt_bwd_wgro so far */
KT_DEV kt_u32 kt_ld_acquire(const kt_u32 *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE) - (g_plant == 14 ? 1u : 0u); }
KT_DEV void kt_red_release_add(kt_u32 *p, kt_u32 v) { __atomic_fetch_add(p, v, __ATOMIC_RELEASE); }
KT_DEV void kt_nanosleep(kt_u32) { kh_fail("block (%u, %u): the ordered dQ sum waits for a key block that ran before it", blockIdx.x, blockIdx.y); }
KT_DEV void kt_reg_fence_l(kt_i64 &) {}
template <int BF> static float wg_elem(kt_u64 desc, int mn, int k, int mn_major) {
    const kt_u32 start = (kt_u32)(desc & 0x3fff) << 4, lbo = (kt_u32)((desc >> 16) & 0x3fff) << 4, sbo = (kt_u32)((desc >> 32) & 0x3fff) << 4;
    if ((desc >> 62) != 1) abort();
    kt_u32 addr = mn_major ? start + (kt_u32)(mn / 64) * lbo + (kt_u32)(k / 8) * sbo + (kt_u32)(k % 8) * 128u + 2u * (kt_u32)(mn % 64)
                           : start + (kt_u32)(mn / 8) * sbo + (kt_u32)(mn % 8) * 128u + 2u * (kt_u32)k;
    if (g_plant != 8) addr ^= ((addr >> 7) & 7u) << 4;
    kt_u16 v;
    memcpy(&v, g_smem + addr, 2);
    return BF ? ktorch_bf16_to_f32(v) : ktorch_f16_to_f32(v);
}
template <int BF> static void wg_ss(float *d, kt_u64 da, kt_u64 db, int acc, int ta, int tb, int n) {
    const int tid = (int)threadIdx.x, w = (tid >> 5) & 3, l = tid & 31, g = l >> 2, t = l & 3;
    for (int i = 0; i < n / 2; i++) {
        const int m = 16 * w + g + 8 * ((i >> 1) & 1), c = 8 * (i >> 2) + 2 * t + (i & 1);
        float sum = 0.0f;
        for (int k = 0; k < 16; k++) sum += wg_elem<BF>(da, m, k, ta) * wg_elem<BF>(db, c, k, tb);
        d[i] = (acc ? d[i] : 0.0f) + sum;
    }
}
/* the warp's A through memory; the lane that completes the exchange takes
   the product into g_d (B's descriptor the same in every lane; plant 9
   moves lane 5's); B N-major (tb 1) or K-major, acc 0 overwrites d */
static kt_u32 g_wa[2][KT_MAXW][32][4];
static kt_u64 g_wdesc[2][KT_MAXW][32];
template <int BF> static void wg_rs(float *d, const kt_u32 *a, kt_u64 db, int n, int tb = 1, int acc = 1) {
    const int tid = (int)threadIdx.x, w = tid >> 5, l = tid & 31, x = t_buf;
    kt_u32(*ga)[4] = g_wa[x][w];
    t_buf ^= 1;
    memcpy(ga[l], a, sizeof ga[l]);
    g_wdesc[x][w][l] = g_plant == 9 && l == 5 ? db + 1 : db;
    if (kh_bar_wait(&bar_warp[w], "wgmma")) {
        float A[16][16], B[128][16];
        for (int L = 1; L < 32; L++)
            if (g_wdesc[x][w][L] != g_wdesc[x][w][0]) kh_fail("warp %d: wgmma B descriptors of lanes 0 and %d differ", w, L);
        unpack_a<BF>(ga, A);
        for (int c = 0; c < n; c++)
            for (int k = 0; k < 16; k++) B[c][k] = wg_elem<BF>(db, c, k, tb);
        for (int L = 0; L < 32; L++)
            for (int i = 0; i < n / 2; i++) {
                const int m = (L >> 2) + 8 * ((i >> 1) & 1), c = 8 * (i >> 2) + 2 * (L & 3) + (i & 1);
                float sum = 0.0f;
                for (int k = 0; k < 16; k++) sum += A[m][k] * B[c][k];
                g_d[x][w][L][i] = sum;
            }
    }
    for (int i = 0; i < n / 2; i++) d[i] = (acc ? d[i] : 0.0f) + g_d[x][w][l][i];
}

/* the spec table's variants (KT_MT: 16-row tiles of the inner block; KT_WARPS: 16-key slices of the block) */
#define KT_D 64
#define KT_DTYPE 0
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 4
#define KTV_NS v0
#include "attn_bwd_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 4
#define KTV_NS v1
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MT 2
#define KT_STAGES 2
#define KT_WARPS 4
#define KTV_NS v2
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 2
#define KT_STAGES 2
#define KT_WARPS 4
#define KTV_NS v3
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 2
#define KT_STAGES 1
#define KT_WARPS 4
#define KTV_NS v4
#include "attn_bwd_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KTV_NS v5
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 2
#define KT_STAGES 2
#define KT_WARPS 8
#define KTV_NS v6
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KTV_NS v7
#include "attn_bwd_host_variant.h"
/* kind 13 (sm_90a): two warpgroups on 128 keys, 64 query rows a step */
#define KT_D 64
#define KT_DTYPE 0
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KTV_NS w0
#include "attn_bwd_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KTV_NS w1
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KTV_NS w2
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KTV_NS w3
#include "attn_bwd_host_variant.h"
/* kinds 14 (kind 12's tile 0) and 15 (kind 13): block-sparse (mask 1) and mask tensor (2) */
#define KT_D 64
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 4
#define KT_KIND 14
#define KT_MASK 1
#define KTV_NS s0
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MT 2
#define KT_STAGES 2
#define KT_WARPS 4
#define KT_KIND 14
#define KT_MASK 1
#define KTV_NS s1
#include "attn_bwd_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 4
#define KT_KIND 14
#define KT_MASK 2
#define KTV_NS s2
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KT_KIND 15
#define KT_MASK 1
#define KTV_NS s3
#include "attn_bwd_host_variant.h"
#define KT_D 64
#define KT_DTYPE 0
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KT_KIND 15
#define KT_MASK 1
#define KTV_NS s4
#include "attn_bwd_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MT 4
#define KT_STAGES 2
#define KT_WARPS 8
#define KT_SM90 1
#define KT_KIND 15
#define KT_MASK 2
#define KTV_NS s5
#include "attn_bwd_host_variant.h"

#define NVAR 18
static const struct variant {
    int kind, d, dtype, mt, stages, warps, mask;
    unsigned char *smem;
    const kernel_fn *fn; /* the family's kernels in ktorch__cu_families order */
} g_variants[NVAR] = {
#define KTV_ROW(ns) {ns::kind, ns::d, ns::dtype, ns::mt, ns::stages, ns::warps, ns::mask, (unsigned char *)ns::smem, ns::fns}
    KTV_ROW(v0), KTV_ROW(v1), KTV_ROW(v2), KTV_ROW(v3), KTV_ROW(v4), KTV_ROW(v5),
    KTV_ROW(v6), KTV_ROW(v7), KTV_ROW(w0), KTV_ROW(w1), KTV_ROW(w2), KTV_ROW(w3),
    KTV_ROW(s0), KTV_ROW(s1), KTV_ROW(s2), KTV_ROW(s3), KTV_ROW(s4), KTV_ROW(s5),
#undef KTV_ROW
};

static ktorch__cu_bwd_args g_args;
static kernel_fn g_kernel;
static void kernel_block(void) { g_kernel(g_args); }
/* one block of nthr threads with no copies pending and the exchange buffers in step; 0 when it completed */
static int run_block(kernel_fn f, int nthr) {
    g_kernel = f;
    memset(t_ncp_, 0, sizeof t_ncp_);
    memset(t_group_, 0, sizeof t_group_);
    memset(t_buf_, 0, sizeof t_buf_);
    memset(t_vbuf_, 0, sizeof t_vbuf_);
    memset(g_nbar, 0, sizeof g_nbar);
    g_narmed = 0;
    int r = host_run_block(kernel_block, nthr);
    for (int i = 1; i < 16 && !r; i++)
        if (g_nbar[i].arrived) {
            printf("  block (%u, %u): named barrier %d left with %d arrivals\n", blockIdx.x, blockIdx.y, i, g_nbar[i].arrived);
            r = 1;
        }
    if (!r && g_narmed) {
        printf("  block (%u, %u): %d copies on an mbarrier whose phase never completed\n", blockIdx.x, blockIdx.y, g_narmed);
        r = 1;
    }
    return r;
}

static uint64_t g_rng = 11;
static float rnd(void) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (float)((double)(g_rng >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}
static ktorch_context *g_ctx;
static int g_pass, g_fail;

static ktorch_tensor mk(ktorch_dtype dt, int64_t b, int64_t h, int64_t n, int64_t d, float scale) {
    ktorch_tensor t;
    const int64_t shape[4] = {b, h, n, d};
    if (ktorch_tensor_create(g_ctx, dt, 4, shape, ktorch_cpu(), &t) != KTORCH_OK) abort();
    const int64_t m = ktorch_tensor_numel(&t);
    for (int64_t i = 0; i < m; i++) {
        float v = rnd() * scale;
        ktorch__encode_f32(dt, (char *)ktorch_tensor_ptr(&t) + i * (ktorch_dtype_bits(dt) / 8), &v, 1, 0);
    }
    return t;
}
static void poison(ktorch_tensor *t) {
    const float nan = NAN;
    for (int64_t i = 0; i < ktorch_tensor_numel(t); i++) ktorch__encode_f32(t->dtype, (char *)ktorch_tensor_ptr(t) + i * (ktorch_dtype_bits(t->dtype) / 8), &nan, 1, 0);
}
static double getf(const ktorch_tensor *t, int64_t i) {
    float v;
    ktorch__decode_f32(t->dtype, &v, (const char *)ktorch_tensor_ptr(t) + i * (ktorch_dtype_bits(t->dtype) / 8), 1);
    return v;
}

typedef struct bcase {
    const char *name;
    ktorch_dtype dt;
    int64_t B, Hq, Hk, Nq, Nk, D;
    int causal, wflags;
    int64_t wl, wr;
    float scale, softcap;
    int alibi, strided_q;
    ktorch_dtype gq, gk, gv; /* gradient dtypes */
    int one_slot;            /* the spec of one streamed slot (AMD's fallback) instead of the table's first */
    int add;                 /* op arg[0] = 1: gradients added to their values (the ring's form) */
    int atomic;              /* the atomic mode (ktorch_cuda_desc.attn_bwd_atomic) */
    int tile;                /* ktorch_cuda_desc.attn_bwd_tile; here 3: the sm_90a kernels (kind 13) */
    int bsp;                 /* 1: block-sparse, blocks bq x bk set at density dens (kind 14, 15 with tile 3); 2: a mask tensor */
    int64_t bq, bk;
    double dens;             /* also of the mask tensor's visible elements */
    ktorch_dtype mdt;        /* the mask tensor's dtype: bool, or f32 (additive, -inf where hidden) */
} bcase;

/* Plant 2: a wrong scale; 3: windows dropped; 4: dK/dV over one query head
   fewer of each group (with one kv head, it reads nothing out of range);
   6: the atomic mode's dQ workspace not zeroed (the first launch sees none);
   7: the atomic mode's dQ read 4 columns late (16 spare bytes follow the scratch);
   10: the block mask's per-element check dropped; 11: the mask tensor read
   at key 0 (key stride 0); 12, 13 (plant_lists): each dK/dV (dQ) tile list
   one tile short. */
static void plant_plan(ktorch__cub_plan *pl, int launch) {
    if (g_plant == 10 && launch != 3) pl->sp.el = 0;
    if (g_plant == 11) pl->sp.m_sk = 0;
    if (g_plant == 6 && launch == 0) pl->a.dqa = 0;
    if (g_plant == 7 && launch == 2) pl->a.dqa += 16u;
    if (g_plant == 2) pl->a.scale *= 1.02f;
    if (g_plant == 5) pl->a.add = 0;
    if (g_plant == 3) pl->a.wflags = 0;
    if (g_plant == 4 && launch == 1 && pl->a.Hk == 1) pl->a.group -= 1;
}

static void plant_lists(const ktorch__cub_plan *pl, int launch) {
    const ktorch__cu_bwd_args &a = pl->a;
    const ktorch__cu_bwd_sp_args &sp = pl->sp;
    if (launch != 3) return;
    int *cnt = (int *)(uintptr_t)(g_plant == 12 ? sp.ccnt : sp.rcnt);
    const int64_t n = g_plant == 12 ? a.B * a.Hk * sp.CB : a.B * a.Hq * sp.RB;
    if (g_plant != 12 && g_plant != 13) return;
    for (int64_t i = 0; i < n; i++)
        if (cnt[i] > 0) cnt[i]--;
}

/* Runs one case; returns 1 when every gradient is within tolerance. */
static int run_case(const bcase *c, int quiet) {
    ktorch_tensor q = mk(c->dt, c->B, c->strided_q ? c->Nq : c->Hq, c->strided_q ? c->Hq : c->Nq, c->D, 1.0f), qv;
    ktorch_tensor k = mk(c->dt, c->B, c->Hk, c->Nk, c->D, 1.0f), v = mk(c->dt, c->B, c->Hk, c->Nk, c->D, 1.0f);
    ktorch_tensor o = mk(c->dt, c->B, c->Hq, c->Nq, c->D, 0.0f), dout = mk(c->dt, c->B, c->Hq, c->Nq, c->D, 1.0f);
    ktorch_tensor lse = mk(KTORCH_F32, 1, c->B, c->Hq, c->Nq, 0.0f);
    ktorch_tensor ref[3], emu[3], bm, mt;
    const ktorch_dtype gdt[3] = {c->gq, c->gk, c->gv};
    float slopes[64];
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    ktorch_op_desc op;
    ktorch__attn a;
    int ok = 1;
    if (c->strided_q) ktorch_tensor_transpose(&q, 1, 2, &qv);
    else qv = q;
    lse.ndim = 3;
    lse.shape[0] = c->B, lse.shape[1] = c->Hq, lse.shape[2] = c->Nq;
    lse.stride[0] = c->Hq * c->Nq, lse.stride[1] = c->Nq, lse.stride[2] = 1;
    for (int h = 0; h < c->Hq; h++) slopes[h] = 0.05f * (float)(h + 1);
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.scale = c->scale;
    p.softcap = c->softcap;
    p.alibi_slopes = c->alibi ? slopes : NULL;
    p.lse = &lse;
    memset(&sp, 0, sizeof sp);
    memset(&bm, 0, sizeof bm);
    memset(&mt, 0, sizeof mt);
    if (c->bsp == 1) { /* the last key block empty in every row: zero dK, dV; block row 0 of head 0 empty: zero dQ */
        const int64_t shape[4] = {c->B, c->Hq, (c->Nq + c->bq - 1) / c->bq, (c->Nk + c->bk - 1) / c->bk};
        if (ktorch_tensor_create(g_ctx, KTORCH_U8, 4, shape, ktorch_cpu(), &bm) != KTORCH_OK) abort();
        unsigned char *m = (unsigned char *)ktorch_tensor_ptr(&bm);
        for (int64_t i = 0; i < ktorch_tensor_numel(&bm); i++) {
            const int64_t col = i % shape[3], row = i / shape[3];
            m[i] = col != shape[3] - 1 && row != 0 && rnd() * 0.5f + 0.5f < c->dens;
        }
        sp.block_mask = &bm;
        sp.block_q = c->bq;
        sp.block_k = c->bk;
    } else if (c->bsp == 2) {
        const int64_t shape[4] = {c->B, 1, c->Nq, c->Nk};
        if (ktorch_tensor_create(g_ctx, c->mdt, 4, shape, ktorch_cpu(), &mt) != KTORCH_OK) abort();
        for (int64_t i = 0; i < ktorch_tensor_numel(&mt); i++) {
            const int on = rnd() * 0.5f + 0.5f < c->dens;
            if (c->mdt == KTORCH_F32) ((float *)ktorch_tensor_ptr(&mt))[i] = on ? -(rnd() * 0.5f + 0.5f) : -HUGE_VALF;
            else ((unsigned char *)ktorch_tensor_ptr(&mt))[i] = (unsigned char)on;
        }
        p.mask = &mt;
    }
    if ((c->bsp == 1 ? ktorch_attention_block_sparse(g_ctx, &qv, &k, &v, &o, &p, &sp) : ktorch_attention(g_ctx, &qv, &k, &v, &o, &p)) != KTORCH_OK) {
        printf("  %s: forward: %s\n", c->name, ktorch_last_error());
        return 0;
    }
    ktorch_tensor init[3];
    for (int i = 0; i < 3; i++) {
        const int64_t h = i ? c->Hk : c->Hq, n = i ? c->Nk : c->Nq;
        ref[i] = mk(gdt[i], c->B, h, n, c->D, 0.0f);
        emu[i] = mk(gdt[i], c->B, h, n, c->D, 0.0f);
        init[i] = mk(gdt[i], c->B, h, n, c->D, c->add ? 1.0f : 0.0f);
        if (c->add && ktorch_tensor_copy(g_ctx, &emu[i], &init[i], NULL) != KTORCH_OK) abort();
        else if (!c->add) poison(&emu[i]);
    }
    {
        ktorch_attention_params bp = p;
        bp.lse = NULL;
        if ((c->bsp == 1 ? ktorch_attention_block_sparse_backward(g_ctx, &qv, &k, &v, &o, &lse, &dout, &ref[0], &ref[1], &ref[2], &bp, &sp)
                         : ktorch_attention_backward(g_ctx, &qv, &k, &v, &o, &lse, &dout, &ref[0], &ref[1], &ref[2], &bp)) != KTORCH_OK) {
            printf("  %s: CPU backward: %s\n", c->name, ktorch_last_error());
            return 0;
        }
    }
    ktorch_tensor *t[8] = {&qv, &k, &v, &o, &dout, &emu[0], &emu[1], &emu[2]};
    const int desc_ok = ktorch__abw_desc(g_ctx, "attn_bwd_host", t, &p, 0, &a, &op) == KTORCH_OK;
    if (c->bsp == 1) {
        op.op = KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD;
        op.params = &sp;
    }
    if (!desc_ok || ktorch__cub_supports(&op) != KTORCH_OK) {
        printf("  %s: refused: %s\n", c->name, ktorch_last_error());
        return 0;
    }
    op.arg[0] = c->add;
    int spec = c->tile == 3 ? ktorch__cu_find_spec(c->bsp ? 15 : 13, (int)c->D, c->dt == KTORCH_BF16, c->bsp)
               : c->tile ? ktorch__cu_find_spec(12, (int)c->D, c->dt == KTORCH_BF16, c->tile) : ktorch__cub_spec(NULL, &op);
    for (int i = spec + 1; c->one_slot && i < KTORCH__CU_NSPECS; i++) {
        const ktorch__cu_spec *q1 = &ktorch__cu_specs[i], *q0 = &ktorch__cu_specs[spec];
        if (q1->kind == 12 && q1->d == q0->d && q1->dtype == q0->dtype && q1->stages == 1) spec = i;
    }
    const struct variant *var = NULL;
    for (int i = 0; spec >= 0 && i < NVAR; i++)
        if (g_variants[i].kind == ktorch__cu_specs[spec].kind && g_variants[i].d == ktorch__cu_specs[spec].d && g_variants[i].dtype == ktorch__cu_specs[spec].dtype &&
            g_variants[i].stages == ktorch__cu_specs[spec].stages && g_variants[i].mt == ktorch__cu_specs[spec].mt &&
            g_variants[i].warps == ktorch__cu_specs[spec].warps && (g_variants[i].kind < 14 || g_variants[i].mask == ktorch__cu_specs[spec].mask))
            var = &g_variants[i];
    if (!var || (c->one_slot && var->stages != 1)) {
        printf("  %s: no host variant of spec %d\n", c->name, spec);
        return 0;
    }
    uint64_t bytes = 0, dqa_off = 0, lbytes = 0;
    ktorch__cu_bwd_sp_args lsz;
    int ring = g_ring;
    if (ring & 4) { /* the engine's choice for attn_bwd_ring 4: the dK/dV ring kernel with dQ where it runs */
        static ktorch__cu_state cs;
        cs.attn_bwd_ring = g_ring;
        ring = ktorch__cub_ring(&cs, &op, spec, c->atomic);
    }
    const int dq_sum = c->atomic || (ring & 4);
    if (!ktorch__cub_scratch_bytes(&op, dq_sum, &bytes, &dqa_off) || (c->bsp == 1 && !ktorch__cub_lists(&op, spec, 0, &lsz, &lbytes))) abort();
    /* then the tile lists (unwritten: 0xff) */
    const uint64_t lists_off = (bytes + 16 + 255) & ~(uint64_t)255;
    unsigned char *scr = (unsigned char *)aligned_alloc(256, (size_t)(lists_off + lbytes + 256));
    memset(scr, 0xff, (size_t)(lists_off + lbytes)); /* NaN: scratch is written before it is read */
    ktorch__cub_plan pl;
    ktorch__cub_plan_op(&op, spec, (uint64_t)(uintptr_t)scr, dq_sum ? (uint64_t)(uintptr_t)(scr + dqa_off) : 0,
                        c->alibi ? (uint64_t)(uintptr_t)slopes : 0, (uint64_t)(uintptr_t)(scr + lists_off), ring, &pl);
    if (pl.smem[1] > sizeof v0::smem || pl.threads[1] != (unsigned)var->warps * KT_LANES || pl.threads[0] != pl.threads[1] ||
        (dq_sum && (pl.fn[1] != (ring & 4 ? (ring & 8 ? 9 : 8) : 3) || pl.fn[2] != 4)) || (c->bsp == 1) != (pl.grid[3][0] > 0)) {
        printf("  %s: plan outside the emulation (%u bytes, %u threads)\n", c->name, pl.smem[1], pl.threads[1]);
        free(scr);
        return 0;
    }
    g_smem = var->smem;
    for (int oi = 0; oi < KTORCH__CUB_NLAUNCH && ok; oi++) {
        const int l = ktorch__cub_order[oi]; /* the engine's: the tile lists and their order first */
        ktorch__cub_plan lp = pl;
        if (pl.grid[l][0] == 0 || pl.grid[l][1] == 0) continue;
        plant_plan(&lp, l);
        g_args = lp.a;
        g_sp = lp.sp;
        gridDim.x = pl.grid[l][0], gridDim.y = pl.grid[l][1], gridDim.z = 1;
        for (unsigned by = 0; by < pl.grid[l][1]; by++)
            for (unsigned bx = 0; bx < pl.grid[l][0]; bx++) {
                blockIdx.x = bx, blockIdx.y = by, blockIdx.z = 0;
                if (ok && run_block(var->fn[pl.fn[l]], (int)pl.threads[l])) ok = 0;
        if (l == 1 && pl.fn[1] == 9) g_ordered++;
            }
        plant_lists(&pl, l);
    }
    free(scr);
    const double tol = c->dt == KTORCH_F16 ? 1e-5 : 1e-4;
    for (int i = 0; i < 3; i++) {
        const int64_t m = ktorch_tensor_numel(&ref[i]);
        double num = 0, den = 0;
        for (int64_t e = 0; e < m; e++) {
            const double r = getf(&ref[i], e) + (c->add ? getf(&init[i], e) : 0.0), x = getf(&emu[i], e);
            num += (x - r) * (x - r);
            den += r * r;
        }
        const double nmse = num / (den > 0 ? den : 1);
        if (!(nmse <= tol)) {
            if (!quiet) printf("  %s: d%s NMSE %.3g (tolerance %.0e)\n", c->name, i == 0 ? "q" : i == 1 ? "k" : "v", nmse, tol);
            ok = 0;
        }
        ktorch_tensor_free(g_ctx, &ref[i]);
        ktorch_tensor_free(g_ctx, &emu[i]);
        ktorch_tensor_free(g_ctx, &init[i]);
    }
    ktorch_tensor *fr[6] = {&q, &k, &v, &o, &dout, &lse};
    for (int i = 0; i < 6; i++) ktorch_tensor_free(g_ctx, fr[i]);
    if (c->bsp == 1) ktorch_tensor_free(g_ctx, &bm);
    if (c->bsp == 2) ktorch_tensor_free(g_ctx, &mt);
    return ok;
}

static const bcase g_cases[] = {
    /* name, dtype, B, Hq, Hk, Nq, Nk, D, causal, wflags, wl, wr, scale, softcap, alibi, strided q, dq, dk, dv, one slot, add, atomic,
       tile, bsp, bq, bk, dens, mask dtype */
    {"bf16 d64 GQA 2:1, N=80", KTORCH_BF16, 1, 2, 1, 80, 80, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"bf16 d64 MQA 3:1 causal, Nq=40 Nk=100", KTORCH_BF16, 1, 3, 1, 40, 100, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_F16, KTORCH_F32, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"f16 d64 window 20/5, soft-cap, ALiBi, B=2", KTORCH_F16, 2, 2, 2, 72, 72, 64, 0, 3, 20, 5, 0, 20.0f, 1, 0, KTORCH_F16, KTORCH_F16, KTORCH_F16, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"bf16 d128 causal, N=1 query", KTORCH_BF16, 1, 2, 2, 1, 65, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_BF16, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"bf16 d64 causal Nq=70 > Nk=30 (empty rows)", KTORCH_BF16, 1, 2, 2, 70, 30, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"bf16 d64 GQA 4:2 causal, B=2, N=40", KTORCH_BF16, 2, 4, 2, 40, 40, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"f16 d128 sliding window 16, scale 0.2, strided q", KTORCH_F16, 1, 2, 1, 64, 64, 128, 1, 1, 16, 0, 0.2f, 0, 0, 1, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"bf16 d128 GQA 2:1 causal, N=70, one slot (AMD)", KTORCH_BF16, 1, 2, 1, 70, 70, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 1, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    /* the ring's form: added to f32 gradients */
    {"bf16 d64 adds to f32 gradients, window 40/5, N=80", KTORCH_BF16, 1, 2, 1, 80, 80, 64, 0, 3, 40, 5, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 1, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    /* the atomic mode: dQ summed into the f32 workspace by the dK/dV kernel */
    {"atomic: bf16 d64 GQA 2:1, N=80", KTORCH_BF16, 1, 2, 1, 80, 80, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d64 MQA 3:1 causal, Nq=40 Nk=100", KTORCH_BF16, 1, 3, 1, 40, 100, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_F16, KTORCH_F32, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: f16 d64 window 20/5, soft-cap, ALiBi, B=2", KTORCH_F16, 2, 2, 2, 72, 72, 64, 0, 3, 20, 5, 0, 20.0f, 1, 0, KTORCH_F16, KTORCH_F16, KTORCH_F16, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d128 causal, N=1 query", KTORCH_BF16, 1, 2, 2, 1, 65, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_BF16, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d64 causal Nq=70 > Nk=30 (empty rows)", KTORCH_BF16, 1, 2, 2, 70, 30, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: f16 d128 sliding window 16, scale 0.2, strided q, GQA 2:1", KTORCH_F16, 1, 2, 1, 64, 64, 128, 1, 1, 16, 0, 0.2f, 0, 0, 1, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d128 GQA 4:2, B=2, N=70, one slot", KTORCH_BF16, 2, 4, 2, 70, 70, 128, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_BF16, KTORCH_F32, 1, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d128 adds to f32 gradients, causal, N=80", KTORCH_BF16, 1, 2, 1, 80, 80, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 1, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    /* tiles 1 and 2: 8 warps on 128 keys (and query rows in kt_bwd_dq), 64 query rows a step in tile 2 */
    {"tile 1: bf16 d64 GQA 2:1 causal, ALiBi, N=150", KTORCH_BF16, 1, 2, 1, 150, 150, 64, 1, 0, 0, 0, 0, 0, 1, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 0, 0, 1, 0, 0, 0, 0.0, KTORCH_F32},
    {"tile 1 atomic: bf16 d64 window 30/10, soft-cap, Nq=90 Nk=140", KTORCH_BF16, 1, 2, 2, 90, 140, 64, 0, 3, 30, 10, 0, 15.0f, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_BF16, 0, 0, 1, 1, 0, 0, 0, 0.0, KTORCH_F32},
    {"tile 1 atomic: bf16 d128 MQA 2:1 causal, adds, N=140", KTORCH_BF16, 1, 2, 1, 140, 140, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 1, 1, 1, 0, 0, 0, 0.0, KTORCH_F32},
    {"tile 1: bf16 d128 Nq=20 Nk=150, soft-cap", KTORCH_BF16, 1, 2, 2, 20, 150, 128, 0, 0, 0, 0, 0, 10.0f, 0, 0, KTORCH_BF16, KTORCH_F32, KTORCH_F32, 0, 0, 0, 1, 0, 0, 0, 0.0, KTORCH_F32},
    {"tile 2 atomic: f16 d128 GQA 2:1 causal, ALiBi, N=150", KTORCH_F16, 1, 2, 1, 150, 150, 128, 1, 0, 0, 0, 0, 0, 1, 0, KTORCH_F32, KTORCH_F16, KTORCH_F32, 0, 0, 1, 2, 0, 0, 0, 0.0, KTORCH_F32},
    {"tile 2: f16 d128 window 40/0, strided q, N=130", KTORCH_F16, 1, 2, 2, 130, 130, 128, 0, 1, 40, 0, 0, 0, 0, 1, KTORCH_F16, KTORCH_F32, KTORCH_F32, 0, 0, 0, 2, 0, 0, 0, 0.0, KTORCH_F32},
    /* whole tiles under the causal diagonal and inside a window: P and dS without per-element terms (kt_bwd_plain) */
    {"bf16 d64 causal, N=200", KTORCH_BF16, 1, 2, 2, 200, 200, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 0, 0, 0, 0.0, KTORCH_F32},
    {"atomic: bf16 d128 causal window 100, GQA 2:1, N=160", KTORCH_BF16, 1, 2, 1, 160, 160, 128, 1, 1, 100, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 1, 0, 0, 0, 0, 0.0, KTORCH_F32},
    /* the sm_90a kernels (kind 13, warpgroup MMA), deterministic and atomic */
    {"wgmma: bf16 d64 GQA 2:1, N=80", KTORCH_BF16, 1, 2, 1, 80, 80, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma: bf16 d128 MQA 3:1 causal, Nq=40 Nk=100", KTORCH_BF16, 1, 3, 1, 40, 100, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_F16, KTORCH_F32, 0, 0, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma: f16 d64 window 20/5, soft-cap, ALiBi, B=2", KTORCH_F16, 2, 2, 2, 72, 72, 64, 0, 3, 20, 5, 0, 20.0f, 1, 0, KTORCH_F16, KTORCH_F16, KTORCH_F16, 0, 0, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma: f16 d128 causal, strided q, adds, N=200", KTORCH_F16, 1, 2, 2, 200, 200, 128, 1, 0, 0, 0, 0.2f, 0, 0, 1, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 1, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    /* kt_bwd_wgd's warpgroups, warpgroups with no visible key skipped, window-cut tiles' FAST 2 path, 16-bit gradients
       through the staged row stores; a left window alone reverses the grids' block order */
    {"wgmma: bf16 d128 causal, B=2, N=256, bf16 gradients", KTORCH_BF16, 2, 2, 2, 256, 256, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 0, 0, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma: f16 d64 left window 70, Nq=200 Nk=260, f16 gradients", KTORCH_F16, 1, 2, 1, 200, 260, 64, 0, 1, 70, 0, 0, 0, 0, 0, KTORCH_F16, KTORCH_F16, KTORCH_F16, 0, 0, 0, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma atomic: bf16 d128 GQA 2:1 causal, ALiBi, N=150", KTORCH_BF16, 1, 2, 1, 150, 150, 128, 1, 0, 0, 0, 0, 0, 1, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 0, 1, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma atomic: bf16 d64 window 30/10, soft-cap, Nq=90 Nk=140", KTORCH_BF16, 1, 2, 2, 90, 140, 64, 0, 3, 30, 10, 0, 15.0f, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_BF16, 0, 0, 1, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma atomic: f16 d128 causal Nq=70 > Nk=30, adds", KTORCH_F16, 1, 2, 2, 70, 30, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F16, KTORCH_F32, 0, 1, 1, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma atomic: bf16 d64 causal, N=1 query, B=2", KTORCH_BF16, 2, 2, 2, 1, 65, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_BF16, 0, 0, 1, 3, 0, 0, 0, 0.0, KTORCH_F32},
    {"wgmma atomic: bf16 d128 N=200", KTORCH_BF16, 1, 1, 1, 200, 200, 128, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 0, 0, 1, 3, 0, 0, 0, 0.0, KTORCH_F32},
    /* block-sparse (kind 14; 15 with tile 3): tile lists built by kt_bwd_list, empty rows and columns; blocks off the
       tiles checked per element; then the mask tensor (bool, additive f32) */
    {"sparse: bf16 d64 GQA 2:1, 64x64 blocks 40%, N=200", KTORCH_BF16, 1, 2, 1, 200, 200, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 1, 64, 64, 0.4, KTORCH_F32},
    {"sparse: f16 d128 causal, 48x80 blocks 50%, Nq=150 Nk=170", KTORCH_F16, 1, 2, 2, 150, 170, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F16, KTORCH_F32, 0, 0, 0, 0, 1, 48, 80, 0.5, KTORCH_F32},
    {"sparse atomic: bf16 d64 MQA 3:1 window 60/20, 32x32 blocks 30%, N=160", KTORCH_BF16, 1, 3, 1, 160, 160, 64, 0, 3, 60, 20, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 0, 1, 0, 1, 32, 32, 0.3, KTORCH_F32},
    {"sparse: bf16 d64 every block empty, B=2", KTORCH_BF16, 2, 2, 2, 100, 100, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 1, 64, 64, 0.0, KTORCH_F32},
    {"sparse, adds: bf16 d64 128x64 blocks 90%, N=260", KTORCH_BF16, 1, 2, 2, 260, 260, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 1, 0, 0, 1, 128, 64, 0.9, KTORCH_F32},
    {"sparse wgmma: bf16 d128 GQA 2:1 causal, 128x128 blocks 60%, N=300", KTORCH_BF16, 1, 2, 1, 300, 300, 128, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 0, 0, 3, 1, 128, 128, 0.6, KTORCH_F32},
    {"sparse wgmma atomic: f16 d64 soft-cap, ALiBi, 32x96 blocks 60%, N=200", KTORCH_F16, 1, 2, 2, 200, 200, 64, 0, 0, 0, 0, 0, 20.0f, 1, 0, KTORCH_F32, KTORCH_F32, KTORCH_F16, 0, 0, 1, 3, 1, 32, 96, 0.6, KTORCH_F32},
    {"mask: bf16 d64 GQA 2:1 bool 70%, N=100", KTORCH_BF16, 1, 2, 1, 100, 100, 64, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 0, 2, 0, 0, 0.7, KTORCH_BOOL},
    {"mask atomic: bf16 d64 causal additive f32 80%, B=2, N=90", KTORCH_BF16, 2, 2, 2, 90, 90, 64, 1, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_BF16, KTORCH_F32, 0, 0, 1, 0, 2, 0, 0, 0.8, KTORCH_F32},
    {"mask wgmma: bf16 d128 additive f32 60%, Nq=90 Nk=140", KTORCH_BF16, 1, 2, 2, 90, 140, 128, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 0, 0, 3, 2, 0, 0, 0.6, KTORCH_F32},
    {"mask wgmma atomic: bf16 d128 GQA 2:1 bool 50%, N=130", KTORCH_BF16, 1, 2, 1, 130, 130, 128, 0, 0, 0, 0, 0, 0, 0, 0, KTORCH_F32, KTORCH_F32, KTORCH_BF16, 0, 0, 1, 3, 2, 0, 0, 0.5, KTORCH_BOOL},
};
#define NCASES (int)(sizeof g_cases / sizeof g_cases[0])

static void check(int cond, const char *what) {
    if (cond) g_pass++;
    else {
        g_fail++;
        printf("  FAIL %s\n", what);
    }
}

/* What the kernels do not run is refused with a message naming it. */
static void refusals(void) {
    struct {
        ktorch_dtype dt, dout_dt;
        int64_t D, Dv;
        int mask;
        const char *word;
    } r[] = {
        {KTORCH_F32, KTORCH_F32, 64, 64, 0, "f16 or bf16"},
        {KTORCH_BF16, KTORCH_F16, 64, 64, 0, "'dout'"},
        {KTORCH_BF16, KTORCH_BF16, 96, 96, 0, "head dim 96"},
        {KTORCH_BF16, KTORCH_BF16, 64, 128, 0, "v's head dim"},
        {KTORCH_BF16, KTORCH_BF16, 64, 64, 1, "element mask"}, /* block-sparse with a mask tensor */
    };
    for (size_t i = 0; i < sizeof r / sizeof r[0]; i++) {
        ktorch_tensor q = mk(r[i].dt, 1, 2, 8, r[i].D, 1), k = mk(r[i].dt, 1, 2, 8, r[i].D, 1), v = mk(r[i].dt, 1, 2, 8, r[i].Dv, 1);
        ktorch_tensor o = mk(r[i].dt, 1, 2, 8, r[i].Dv, 0), dout = mk(r[i].dout_dt, 1, 2, 8, r[i].Dv, 1), lse = mk(KTORCH_F32, 1, 1, 2, 8, 0);
        ktorch_tensor dq = mk(KTORCH_F32, 1, 2, 8, r[i].D, 0), dk = mk(KTORCH_F32, 1, 2, 8, r[i].D, 0), dv = mk(KTORCH_F32, 1, 2, 8, r[i].Dv, 0);
        ktorch_tensor m = mk(KTORCH_F32, 1, 1, 8, 8, 0);
        ktorch_attention_params p;
        ktorch_op_desc op;
        ktorch__attn a;
        char what[512];
        memset(&p, 0, sizeof p);
        lse.ndim = 3, lse.shape[0] = 1, lse.shape[1] = 2, lse.shape[2] = 8, lse.stride[0] = 16, lse.stride[1] = 8, lse.stride[2] = 1;
        p.lse = &lse;
        if (r[i].mask) p.mask = &m;
        ktorch_tensor *t[8] = {&q, &k, &v, &o, &dout, &dq, &dk, &dv};
        const int described = ktorch__abw_desc(g_ctx, "refusals", t, &p, 0, &a, &op) == KTORCH_OK;
        if (r[i].mask) op.op = KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD;
        const int refused = described && ktorch__cub_supports(&op) == KTORCH_UNSUPPORTED && strstr(ktorch_last_error(), r[i].word);
        snprintf(what, sizeof what, "refusal naming \"%s\" (got: %.400s)", r[i].word, ktorch_last_error());
        check(refused, what);
        ktorch_tensor *fr[10] = {&q, &k, &v, &o, &dout, &lse, &dq, &dk, &dv, &m};
        for (int j = 0; j < 10; j++) ktorch_tensor_free(g_ctx, fr[j]);
    }
}

int main(void) {
    ktorch_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 1;
    if (ktorch_context_create(&cd, &g_ctx) != KTORCH_OK) return 1;
    static const char *const warp_names[KT_MAXW] = {"warp 0", "warp 1", "warp 2", "warp 3", "warp 4", "warp 5", "warp 6", "warp 7"};
    for (int w = 0; w < KT_MAXW; w++) kh_bar_init(&bar_warp[w], warp_names[w], KT_LANES);

    for (int i = 0; i < NCASES; i++) {
        char what[200];
        snprintf(what, sizeof what, "attention backward %s", g_cases[i].name);
        check(run_case(&g_cases[i], 0), what);
    }
    /* the ring kernels on the deterministic sm_90a cases */
    g_ring = 3;
    for (int i = 0; i < NCASES; i++) {
        char what[200];
        if (g_cases[i].tile != 3 || g_cases[i].atomic) continue;
        snprintf(what, sizeof what, "attention backward %s (ring kernels)", g_cases[i].name);
        check(run_case(&g_cases[i], 0), what);
    }
    /* the dK/dV ring kernel with dQ (attn_bwd_ring 4): in key block order (deterministic) where the host takes it,
       unordered in the atomic mode */
    g_ring = 4;
    for (int i = 0; i < NCASES; i++) {
        char what[200];
        if (g_cases[i].tile != 3 || g_cases[i].bsp) continue;
        snprintf(what, sizeof what, "attention backward %s (ring kernel with dQ)", g_cases[i].name);
        check(run_case(&g_cases[i], 0), what);
    }
    check(g_ordered >= 4, "the ordered ring kernel with dQ (kt_bwd_wgro) ran");
    g_ring = 0;
    refusals();
    /* planted errors: each must fail a case where it matters */
    static const struct {
        int plant, cs;
        const char *what;
    } plants[] = {{1, 0, "swapped mma B halves"}, {2, 3, "scale off by 2%"}, {3, 2, "windows dropped"}, {4, 1, "the group's last heads skipped"},
                  {5, 8, "the adding form overwrites"}, {1, 9, "swapped mma B halves"}, {5, 16, "the adding form overwrites"},
                  {6, 9, "dQ workspace not zeroed"}, {7, 14, "dQ workspace read 4 columns late"}, {3, 11, "windows dropped"},
                  {1, 21, "swapped mma B halves"}, {3, 18, "windows dropped"}, {4, 19, "the group's last heads skipped"},
                  {2, 23, "scale off by 2%"}, {3, 24, "windows dropped"}, {8, 25, "tiles read unswizzled"},
                  {8, 31, "tiles read unswizzled"}, {2, 26, "scale off by 2%"}, {3, 27, "windows dropped"},
                  {4, 26, "the group's last heads skipped"}, {5, 28, "the adding form overwrites"}, {6, 35, "dQ workspace not zeroed"},
                  {7, 35, "dQ workspace read 4 columns late"}, {3, 32, "windows dropped"},
                  {9, 25, "one lane's wgmma B descriptor differs"},
                  {1, 36, "swapped mma B halves"}, {10, 37, "the block mask's element check dropped"},
                  {10, 42, "the block mask's element check dropped"}, {12, 36, "each dK/dV tile list one tile short"},
                  {13, 37, "each dQ tile list one tile short"}, {12, 41, "each dK/dV tile list one tile short"},
                  {13, 41, "each dQ tile list one tile short"}, {12, 38, "each dK/dV tile list one tile short"},
                  {3, 38, "windows dropped"}, {5, 40, "the adding form overwrites"}, {8, 41, "tiles read unswizzled"},
                  {11, 43, "the mask tensor read at key 0"}, {11, 44, "the mask tensor read at key 0"},
                  {11, 45, "the mask tensor read at key 0"}, {11, 46, "the mask tensor read at key 0"},
                  {8, 29, "tiles read unswizzled"}, {3, 30, "windows dropped"}, {2, 29, "scale off by 2%"},
                  {14, 29, "the ordered dQ sum a turn early"}};
    for (int ring = 0; ring <= 4; ring++)
        for (size_t i = 0; i < sizeof plants / sizeof plants[0]; i++) {
            char what[180];
            const bcase *c = &g_cases[plants[i].cs];
            if (ring == 1 || ring == 2) continue;
            if (ring == 3 && (c->tile != 3 || c->atomic)) continue;
            if (ring == 4 && (c->tile != 3 || c->bsp)) continue;
            if ((plants[i].plant == 14 && ring != 4) || (plants[i].plant == 9 && ring == 4)) continue; /* 9: RS products, which the ring kernel with dQ has none of */
            g_plant = plants[i].plant;
            g_ring = ring;
            snprintf(what, sizeof what, "planted error caught: %s (%s%s)", plants[i].what, c->name, ring == 4 ? ", ring kernel with dQ" : ring ? ", ring kernels" : "");
            check(!run_case(c, 1), what);
        }
    g_ring = 0;
    g_plant = 0;
    ktorch_context_destroy(g_ctx);
    printf("[cuda_bwd_host] %d passed, %d failed, 0 skipped\n", g_pass, g_fail);
    return g_fail != 0;
}
