/* The CUDA/HIP portable attention kernel's block-sparse forward
   (shaders/attention.cu, kind 0 masks 2 and 3) run on the host: one warp
   of fibers (tests/cuda_host.h), cp.async, shuffles, ldmatrix and mma.sync
   emulated (tests/mma_host.h), the tile lists built here by
   kt_sparse_list's rule (tiles of BN keys that meet the rows' window and
   hold a set block for some row of the BM-row block), against the CPU
   ktorch_attention_block_sparse on the same 16-bit values: NMSE within
   test_gpu_sparse's tolerances (f16 1e-5, bf16 1e-4), LSE within 2e-3,
   rows with no visible key 0 and -inf. The variants have one warp (16 or
   32 rows a block; the spec table's have 4 or 8 warps), the code paths are
   the GPU's: block sizes on the BM x BN grid (no block check) and off it
   (each element's block bit), causal, windows, Nq != Nk, GQA, soft-cap,
   ALiBi, an element mask (mask 3), empty lists and empty rows. Planted
   errors (a live tile left out of a list, swapped mma B halves) must be
   caught. Run by tests/sh_cuda_sparse_host.sh. */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "cuda_host.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define __launch_bounds__(x)
#undef __shared__
#define __shared__
#define __align__(x)
#define KT_OFFSETOF(T, f) offsetof(T, f)
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_WAVE_GROUPS 1
#define KT_UNROLL_LANES
#define KT_WARPS 1
#define KT_SM90 0
#define KT_KIND 0
#define KT_NEG_INF (-HUGE_VALF)
#define KT_LOG2E 1.4426950408889634f
#define KT_LN2 0.6931471805599453f
struct float2 {
    float x, y;
};
static kh_barrier bar_warp;
static int g_plant; /* 1: swapped mma B halves; 2: a live tile left out of every list longer than one */
template <typename T> static T __ldg(const T *p) { return *p; }
#include "mma_host.h"

/* one-warp variants of kind 0, masks 2 and 3: D, dtype, mask, keys a tile, stages, 16-row tiles a warp */
#define KT_D 64
#define KT_DTYPE 0
#define KT_MASK 2
#define KT_BN 16
#define KT_STAGES 2
#define KT_MT 1
#define KTV_NS v0
#include "sparse_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MASK 3
#define KT_BN 16
#define KT_STAGES 2
#define KT_MT 1
#define KTV_NS v1
#include "sparse_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MASK 2
#define KT_BN 32
#define KT_STAGES 3
#define KT_MT 2
#define KTV_NS v2
#include "sparse_host_variant.h"
#define KT_D 64
#define KT_DTYPE 0
#define KT_MASK 3
#define KT_BN 32
#define KT_STAGES 3
#define KT_MT 2
#define KTV_NS v3
#include "sparse_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MASK 2
#define KT_BN 32
#define KT_STAGES 2
#define KT_MT 1
#define KTV_NS v4
#include "sparse_host_variant.h"

typedef void (*kernel_fn)(const ktorch__cu_attn_args, const ktorch__cu_sparse_args);
struct variant {
    int d, dtype, emask, bn, stages, mt;
    unsigned char *smem;
    size_t smem_bytes;
    kernel_fn fn;
};
static const variant g_variants[] = {
#define KTV_ROW(ns)                                                                                                                                  \
    { ns::d, ns::dtype, ns::emask, ns::bn, ns::stages, ns::mt, (unsigned char *)ns::smem, sizeof ns::smem, ns::kt_attn_fwd }
    KTV_ROW(v0), KTV_ROW(v1), KTV_ROW(v2), KTV_ROW(v3), KTV_ROW(v4),
};
static ktorch__cu_attn_args g_args_a;
static ktorch__cu_sparse_args g_sp;
static kernel_fn g_kernel;
static void kernel_block(void) { g_kernel(g_args_a, g_sp); }
static int run_block(kernel_fn f) {
    g_kernel = f;
    memset(t_ncp_, 0, sizeof t_ncp_);
    memset(t_group_, 0, sizeof t_group_);
    memset(t_buf_, 0, sizeof t_buf_);
    return host_run_block(kernel_block, KT_LANES);
}
static uint64_t g_rng = 29;
static uint32_t rnd32(void) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (uint32_t)(g_rng >> 11);
}
static float rnd(void) { return (float)((double)rnd32() / 2147483648.0 - 1.0); }
static ktorch_context *g_ctx;
struct bcase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, bq, bk;
    double dens;
    int causal, wflags, wl, wr;
    float softcap;
    int alibi, emask;
};
static int run_case(const variant *v, const bcase *c) {
    const int D = v->d, BM = 16 * v->mt, BN = v->bn;
    if ((size_t)(BM + 2 * BN * v->stages) * (size_t)(D + 8) * 2u > v->smem_bytes) { /* the launch's shared memory */
        printf("  %s: shared memory outside the emulation\n", c->name);
        return 0;
    }
    const int64_t QB = (c->Nq + c->bq - 1) / c->bq, KB = (c->Nk + c->bk - 1) / c->bk;
    const int64_t nq = (int64_t)c->B * c->Hq * c->Nq * D, nk = (int64_t)c->B * c->Hk * c->Nk * D, nm = (int64_t)c->B * c->Hq * QB * KB;
    const int64_t ne = (int64_t)c->B * c->Hq * c->Nq * c->Nk;

    float *q = (float *)malloc(nq * 4), *k = (float *)malloc(nk * 4), *vv = (float *)malloc(nk * 4), *ro = (float *)malloc(nq * 4),
          *rl = (float *)malloc(c->B * c->Hq * c->Nq * 4);
    kt_u16 *q16 = (kt_u16 *)malloc(nq * 2), *k16 = (kt_u16 *)malloc(nk * 2), *v16 = (kt_u16 *)malloc(nk * 2), *o16 = (kt_u16 *)malloc(nq * 2);
    float *gl = (float *)malloc(c->B * c->Hq * c->Nq * 4), slopes[16];
    uint8_t *bm = (uint8_t *)malloc(nm + 1), *em = (uint8_t *)malloc(ne + 1);
    for (int i = 0; i < 16; i++)
        slopes[i] = (float)pow(2.0, -8.0 * (i + 1) / 16.0);
    auto fill = [&](float *x, kt_u16 *x16, int64_t n) {
        for (int64_t i = 0; i < n; i++) {
            float f = 2.0f * rnd();
            x16[i] = v->dtype ? ktorch_f32_to_bf16(f) : ktorch_f32_to_f16(f);
            x[i] = v->dtype ? ktorch_bf16_to_f32(x16[i]) : ktorch_f16_to_f32(x16[i]);
        }
    };
    fill(q, q16, nq);
    fill(k, k16, nk);
    fill(vv, v16, nk);
    for (int64_t i = 0; i < nm; i++)
        bm[i] = (double)(rnd32() & 0xffff) / 65536.0 < c->dens;
    for (int64_t i = 0; i < ne; i++)
        em[i] = c->emask ? (rnd32() % 8) != 0 : 1;
    int64_t sq[4] = {c->B, c->Hq, c->Nq, D}, sk[4] = {c->B, c->Hk, c->Nk, D}, sm[4] = {c->B, c->Hq, QB, KB}, se[4] = {c->B, c->Hq, c->Nq, c->Nk},
            sl[3] = {c->B, c->Hq, c->Nq};
    ktorch_tensor hq, hk, hv, ho, hl, hm, he;
    ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, q, ktorch_cpu(), &hq);
    ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, k, ktorch_cpu(), &hk);
    ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, vv, ktorch_cpu(), &hv);
    ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, ro, ktorch_cpu(), &ho);
    ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, rl, ktorch_cpu(), &hl);
    ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, bm, ktorch_cpu(), &hm);
    ktorch_tensor_wrap(KTORCH_U8, 4, se, NULL, em, ktorch_cpu(), &he);
    ktorch_attention_params p;
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.softcap = c->softcap;
    p.alibi_slopes = c->alibi ? slopes : NULL;
    p.lse = &hl;
    p.mask = v->emask ? &he : NULL;
    ktorch_block_sparse_params sp;
    memset(&sp, 0, sizeof sp);
    sp.block_mask = &hm;
    sp.block_q = c->bq;
    sp.block_k = c->bk;
    if (ktorch_attention_block_sparse(g_ctx, &hq, &hk, &hv, &ho, &p, &sp) != KTORCH_OK) {
        printf("CPU: %s\n", ktorch_last_error());
        return 0;
    }
    /* lists on the host: kt_sparse_list's rule for BM x BN tiles */
    const int64_t R = (c->Nq + BM - 1) / BM, T = (c->Nk + BN - 1) / BN, off = c->Nk - c->Nq;
    int wf = c->wflags & 3;
    int64_t wl = c->wl, wr = c->wr;
    if (c->causal) {
        if (!(wf & 2) || wr > 0)
            wr = 0;
        wf |= 2;
    }
    int *cnt = (int *)calloc(c->B * c->Hq * R, 4), *idx = (int *)calloc(c->B * c->Hq * R * T + 1, 4);
    for (int64_t row = 0; row < c->B * c->Hq * R; row++) {
        int64_t hb = row / R, rr = row % R, b = hb / c->Hq, h = hb % c->Hq;
        int64_t r0 = rr * BM, rlast = (r0 + BM < c->Nq ? r0 + BM : c->Nq) - 1, klo = 0, khi = c->Nk;
        if ((wf & 1) && r0 + off - wl > klo)
            klo = r0 + off - wl;
        if ((wf & 2) && rlast + off + wr + 1 < khi)
            khi = rlast + off + wr + 1;
        for (int64_t t = 0; t < T; t++) {
            int64_t lo = t * BN > klo ? t * BN : klo, hi = t * BN + BN < khi ? t * BN + BN : khi;
            int on = 0;
            for (int64_t i = r0 / c->bq; lo < hi && i <= rlast / c->bq && !on; i++)
                for (int64_t j = lo / c->bk; j <= (hi - 1) / c->bk && !on; j++)
                    on = bm[((b * c->Hq + h) * QB + i) * KB + j];
            if (on)
                idx[row * T + cnt[row]++] = (int)t;
        }
        if (g_plant == 2 && cnt[row] > 1)
            cnt[row]--; /* a live tile left out */
    }
    ktorch__cu_attn_args &a = g_args_a;
    memset(&a, 0, sizeof a);
    a.q = (uint64_t)(uintptr_t)q16;
    a.k = (uint64_t)(uintptr_t)k16;
    a.v = (uint64_t)(uintptr_t)v16;
    a.o = (uint64_t)(uintptr_t)o16;
    a.lse = (uint64_t)(uintptr_t)gl;
    a.l_sb = c->Hq * c->Nq;
    a.l_sh = c->Nq;
    a.l_sn = 1;
    a.q_sb = c->Hq * c->Nq * D;
    a.q_sh = c->Nq * D;
    a.q_sn = D;
    a.o_sb = a.q_sb;
    a.o_sh = a.q_sh;
    a.o_sn = a.q_sn;
    a.k_sb = c->Hk * c->Nk * D;
    a.k_sh = c->Nk * D;
    a.k_sn = D;
    a.v_sb = a.k_sb;
    a.v_sh = a.k_sh;
    a.v_sn = a.k_sn;
    if (v->emask) {
        a.mask = (uint64_t)(uintptr_t)em;
        a.mask_type = 0;
        a.m_sb = c->Hq * c->Nq * c->Nk;
        a.m_sh = c->Nq * c->Nk;
        a.m_sq = c->Nk;
        a.m_sk = 1;
    }
    a.alibi = c->alibi ? (uint64_t)(uintptr_t)slopes : 0;
    a.B = c->B;
    a.Hq = c->Hq;
    a.Hk = c->Hk;
    a.Nq = c->Nq;
    a.Nk = c->Nk;
    a.group = c->Hq / c->Hk;
    a.pack = 0;
    a.wflags = wf;
    a.wl = wl;
    a.wr = wr;
    a.scale = (float)(1.0 / sqrt((double)D));
    a.softcap = c->softcap;
    a.num_splits = 1;
    a.split_keys = c->Nk;
    a.rows = c->Nq;
    ktorch__cu_sparse_args &s = g_sp;
    memset(&s, 0, sizeof s);
    s.cnt = (uint64_t)(uintptr_t)cnt;
    s.idx = (uint64_t)(uintptr_t)idx;
    s.T = T;
    s.bq = c->bq;
    s.bk = c->bk;
    if (c->bq % BM || c->bk % BN) {
        s.bmask = (uint64_t)(uintptr_t)bm;
        s.m_sb = c->Hq * QB * KB;
        s.m_sh = QB * KB;
        s.m_sq = KB;
        s.m_sk = 1;
    }
    memset(o16, 0xff, nq * 2);
    memset(gl, 0xff, c->B * c->Hq * c->Nq * 4);
    g_smem = v->smem;
    gridDim.x = (unsigned)R;
    gridDim.y = (unsigned)(c->B * c->Hq);
    gridDim.z = 1;
    int failed = 0;
    for (unsigned y = 0; y < gridDim.y; y++)
        for (unsigned x = 0; x < gridDim.x; x++) {
            blockIdx.x = x;
            blockIdx.y = y;
            blockIdx.z = 0;
            failed |= run_block(v->fn);
        }
    double num = 0, den = 0, lerr = 0;
    int emptybad = 0;
    for (int64_t r = 0; r < c->B * c->Hq * c->Nq; r++) {
        for (int dd = 0; dd < D; dd++) {
            double x = v->dtype ? ktorch_bf16_to_f32(o16[r * D + dd]) : ktorch_f16_to_f32(o16[r * D + dd]), y = ro[r * D + dd];
            num += (x - y) * (x - y);
            den += y * y;
            if (rl[r] == -INFINITY && x != 0)
                emptybad++;
        }
        double e = rl[r] == -INFINITY ? (gl[r] == -INFINITY ? 0 : 1) : fabs((double)gl[r] - rl[r]);
        if (!(e <= lerr))
            lerr = e != e ? 1e30 : e;
    }
    double nmse = num / (den > 0 ? den : 1);
    int ok = !failed && nmse <= (v->dtype ? 1e-4 : 1e-5) && lerr < 2e-3 && !emptybad;
    if (!g_plant)
        printf("  %-34s d%d dt%d mt%d bn%d em%d grid%s  NMSE %.3g LSE %.3g empty %d%s\n", c->name, D, v->dtype, v->mt, BN, v->emask,
               (c->bq % BM || c->bk % BN) ? " off" : " on ", nmse, lerr, emptybad, ok ? "" : "  FAIL");
    free(q);
    free(k);
    free(vv);
    free(ro);
    free(rl);
    free(q16);
    free(k16);
    free(v16);
    free(o16);
    free(gl);
    free(bm);
    free(em);
    free(cnt);
    free(idx);
    return ok;
}
int main(void) {
    static const bcase cs[] = {
        {"on-grid 50%", 1, 2, 2, 100, 120, 32, 32, 0.5, 0, 0, 0, 0, 0, 0, 0},
        {"off-grid 40% causal gqa", 1, 4, 2, 90, 90, 24, 20, 0.4, 1, 0, 0, 0, 0, 0, 0},
        {"window nq<nk softcap alibi", 2, 2, 1, 70, 130, 16, 48, 0.6, 0, 3, 30, 10, 20.0f, 1, 0},
        {"1x1 30%", 1, 1, 1, 50, 60, 1, 1, 0.3, 0, 0, 0, 0, 0, 0, 0},
        {"empty 0%", 1, 2, 2, 40, 50, 32, 32, 0.0, 0, 0, 0, 0, 0, 0, 0},
        {"elem mask 70%", 1, 2, 2, 80, 100, 32, 64, 0.7, 1, 0, 0, 0, 0, 0, 1},
    };
    int pass = 0, fail = 0;
    if (ktorch_context_create(NULL, &g_ctx) != KTORCH_OK)
        return 1;
    kh_bar_init(&bar_warp, "warp 0", KT_LANES);
    for (size_t vi = 0; vi < sizeof g_variants / sizeof g_variants[0]; vi++)
        for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
            if (cs[i].emask && !g_variants[vi].emask)
                continue;
            if (run_case(&g_variants[vi], &cs[i]))
                pass++;
            else
                fail++;
        }
    /* planted errors must be caught */
    for (g_plant = 1; g_plant <= 2; g_plant++) {
        const int caught = !run_case(&g_variants[g_plant], &cs[1]);
        printf("  planted %s: %s\n", g_plant == 1 ? "swapped mma B halves" : "a live tile left out", caught ? "caught" : "FAIL not caught");
        pass += caught;
        fail += !caught;
    }
    g_plant = 0;
    ktorch_context_destroy(g_ctx);
    printf("[cuda_sparse_host] %d passed, %d failed, 0 skipped\n", pass, fail);
    return fail != 0;
}
