/* The CUDA paged-decode kernel (shaders/attention.cu, kind 9) run on the
   host: the block's 32 threads are fibers (tests/cuda_host.h), __syncthreads a barrier,
   shuffles, ldmatrix and mma.sync m16n8k16 exchanges of the warp's values
   through memory (the documented fragment layouts), cp.async a copy that
   lands at the wait covering its group. i8, fp8 E4M3 and E5M2 pages (and
   bf16 pages, whose epilogue the quantized path shares) with f16 and bf16
   queries, head dims 64 and 128, pages of 16 and 64 (and 7), GQA groups, Nq > 1,
   windows, soft-cap, split keys (the partials merged here by their LSEs), q rows
   from 2^-30 to 2^30,
   against the CPU ktorch_attention_paged on the same pages: NMSE within the
   tolerances of tests/test_gpu_paged.c (f16 1e-5, bf16 1e-4), LSE within 2e-3. So the code
   placement, the decode of every code (random bytes: subnormals, zeros, int8
   -128), the fragment orders and the output columns are checked where there is
   no GPU. The last pass plants errors (swapped mma B halves, e4m3 K codes
   decoded as e5m2) and expects each to be caught. Run by
   tests/sh_cuda_paged_host.sh. */
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
#define KT_WARPS 1 /* the spec table's warps per block */
#define KT_MT 1
#define KT_SM90 0
#define KT_KIND 9
#define KT_NEG_INF (-HUGE_VALF)
#define KT_LOG2E 1.4426950408889634f
#define KT_LN2 0.6931471805599453f
struct uint4 {
    kt_u32 x, y, z, w;
};
struct uint2 {
    kt_u32 x, y;
};
struct float2 {
    float x, y;
};
static kh_barrier bar_warp;
static int g_plant; /* 1: swapped B halves in every mma; 2: e4m3 K codes decoded as e5m2; 3: one block of 8 rows launched for more */
static inline int __float2int_rn(float x) { return (int)lrintf(x); }
static inline void atomicMin(unsigned long long *p, unsigned long long v) { *p = v < *p ? v : *p; }
/* pair arithmetic, exact in double for the kernel's operands, rounded once */
template <int BF> static kt_u32 fma2_emu(kt_u32 a, kt_u32 b, kt_u32 c, double sb) {
    kt_u32 r = 0;
    for (int h = 0; h < 2; h++) {
        const kt_u16 x = (kt_u16)(a >> (16 * h)), y = (kt_u16)(b >> (16 * h)), z = (kt_u16)(c >> (16 * h));
        const double v = BF ? (double)ktorch_bf16_to_f32(x) * ktorch_bf16_to_f32(y) + sb * ktorch_bf16_to_f32(z)
                            : (double)ktorch_f16_to_f32(x) * ktorch_f16_to_f32(y) + sb * ktorch_f16_to_f32(z);
        r |= (kt_u32)(BF ? ktorch_f32_to_bf16((float)v) : ktorch_f32_to_f16((float)v)) << (16 * h);
    }
    return r;
}
KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) { return fma2_emu<1>(a, b, c, 1.0); }
KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) { return fma2_emu<0>(a, b, c, 1.0); }
KT_DEV kt_u32 kt_hsub2(kt_u32 a, kt_u32 b) { return fma2_emu<0>(a, 0x3C003C00u, b, -1.0); }

#include "mma_host.h"

/* the spec table's kind 9 variants (KT_MASK 0: float pages, 1 and 2: the i8/fp8 kernels) */
#define KT_D 128
#define KT_DTYPE 1
#define KT_MASK 1
#define KT_BN 32
#define KT_STAGES 3
#define KTV_NS v0
#include "paged_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MASK 1
#define KT_BN 32
#define KT_STAGES 3
#define KTV_NS v1
#include "paged_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MASK 1
#define KT_BN 32
#define KT_STAGES 3
#define KTV_NS v2
#include "paged_host_variant.h"
#define KT_D 64
#define KT_DTYPE 0
#define KT_MASK 1
#define KT_BN 32
#define KT_STAGES 3
#define KTV_NS v3
#include "paged_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MASK 0
#define KT_BN 16
#define KT_STAGES 2
#define KTV_NS v4
#include "paged_host_variant.h"
#define KT_D 128
#define KT_DTYPE 1
#define KT_MASK 2
#define KT_BN 16
#define KT_STAGES 4
#define KTV_NS v5
#include "paged_host_variant.h"
#define KT_D 128
#define KT_DTYPE 0
#define KT_MASK 2
#define KT_BN 16
#define KT_STAGES 4
#define KTV_NS v6
#include "paged_host_variant.h"
#define KT_D 64
#define KT_DTYPE 1
#define KT_MASK 2
#define KT_BN 16
#define KT_STAGES 4
#define KTV_NS v7
#include "paged_host_variant.h"
#define KT_D 64
#define KT_DTYPE 0
#define KT_MASK 2
#define KT_BN 16
#define KT_STAGES 4
#define KTV_NS v8
#include "paged_host_variant.h"

typedef void (*kernel_fn)(const ktorch__cu_paged_args);
static const struct variant {
    int d, dtype, kern, bn, stages;
    unsigned char *smem;
    size_t smem_bytes;
    kernel_fn fn;
} g_variants[] = {
#define KTV_ROW(ns) {ns::d, ns::dtype, ns::kern, ns::bn, ns::stages, (unsigned char *)ns::smem, sizeof ns::smem, ns::kt_attn_fwd}
    KTV_ROW(v0), KTV_ROW(v1), KTV_ROW(v2), KTV_ROW(v3), KTV_ROW(v4), KTV_ROW(v5), KTV_ROW(v6), KTV_ROW(v7), KTV_ROW(v8),
#undef KTV_ROW
};
#define NVARIANTS (int)(sizeof g_variants / sizeof g_variants[0])

static ktorch__cu_paged_args g_args;
static kernel_fn g_kernel;
static void kernel_block(void) { g_kernel(g_args); }
/* one block with no copies pending and the exchange buffers in step; 0 when it completed */
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
static float rnd(void) { return (float)((double)rnd32() / 2147483648.0 - 1.0); } /* [-1, 1) */
static ktorch_context *g_ctx;
static int g_pass, g_fail;

typedef struct pcase {
    const char *name;
    ktorch_dtype qdt, kdt, vdt;
    int B, Hq, Hk, Nq, D, P;
    int lens[4];
    int wl; /* -1: no window */
    float softcap;
    int split;   /* keys per split, 0: one split */
    float small; /* scales times this: rows of small amax */
    int qspan;   /* q rows times 2^k, k in [-qspan, qspan] by row (0: none) */
    int vspan;   /* v scales times 2^k, k random in [-vspan, vspan] by token (0: none) */
} pcase;

static ktorch_tensor mk(ktorch_dtype dt, int n, const int64_t *shape) {
    ktorch_tensor t;
    if (ktorch_tensor_create(g_ctx, dt, n, shape, ktorch_cpu(), &t) != KTORCH_OK) abort();
    return t;
}
/* random codes of every finite value (NaN codes, which the append never writes, left out) */
static void fill_codes(ktorch_tensor *t) {
    uint8_t *p = (uint8_t *)ktorch_tensor_ptr(t);
    for (int64_t i = 0; i < ktorch_tensor_numel(t); i++) {
        uint8_t c;
        do c = (uint8_t)rnd32();
        while ((t->dtype == KTORCH_FP8_E4M3 && (c & 0x7F) == 0x7F) || (t->dtype == KTORCH_FP8_E5M2 && (c & 0x7C) == 0x7C));
        p[i] = c;
    }
}

/* Runs one case on kernel kern (0: the case's float-page kernel); returns 1
   when within tolerance, -1 when no host variant has that kernel. */
static int run_case(const pcase *c, int kern, int quiet) {
    const int quant = c->kdt != c->qdt;
    const int64_t G = c->Hq / c->Hk, D = c->D;
    int64_t maxlen = 0, npages = 0;
    for (int b = 0; b < c->B; b++) {
        maxlen = c->lens[b] > maxlen ? c->lens[b] : maxlen;
        npages += (c->lens[b] + c->P - 1) / c->P;
    }
    const int64_t maxp = (maxlen + c->P - 1) / c->P;
    const int64_t sq[4] = {c->B, c->Hq, c->Nq, D}, sp[4] = {npages, c->Hk, c->P, D}, ss[3] = {npages, c->Hk, c->P};
    const int64_t sl[3] = {c->B, c->Hq, c->Nq}, sb[2] = {c->B, maxp}, sn[1] = {c->B};
    ktorch_tensor q = mk(c->qdt, 4, sq), kp = mk(c->kdt, 4, sp), vp = mk(c->vdt, 4, sp), out = mk(KTORCH_F32, 4, sq), lse = mk(KTORCH_F32, 3, sl);
    ktorch_tensor bt = mk(KTORCH_I32, 2, sb), ln = mk(KTORCH_I32, 1, sn), ks = mk(KTORCH_F32, 3, ss), vs = mk(KTORCH_F32, 3, ss);
    int32_t *btp = (int32_t *)ktorch_tensor_ptr(&bt), *lnp = (int32_t *)ktorch_tensor_ptr(&ln);
    /* pages handed out in a shuffled order */
    int32_t *perm = (int32_t *)malloc((size_t)npages * 4);
    for (int64_t i = 0; i < npages; i++) perm[i] = (int32_t)i;
    for (int64_t i = npages - 1; i > 0; i--) {
        const int64_t j = rnd32() % (uint32_t)(i + 1);
        const int32_t x = perm[i];
        perm[i] = perm[j], perm[j] = x;
    }
    int64_t next = 0;
    for (int b = 0; b < c->B; b++) {
        lnp[b] = c->lens[b];
        for (int64_t i = 0; i < maxp; i++) btp[b * maxp + i] = i * c->P < c->lens[b] ? perm[next++] : 0;
    }
    free(perm);
    for (int64_t i = 0; i < ktorch_tensor_numel(&q); i++) {
        const float v = 2.0f * rnd() * (c->qspan ? ldexpf(1.0f, (int)((i / D) % 7) * c->qspan / 3 - c->qspan) : 1.0f);
        ktorch__encode_f32(c->qdt, (char *)ktorch_tensor_ptr(&q) + i * 2, &v, 1, 0);
    }
    if (quant) {
        fill_codes(&kp);
        fill_codes(&vp);
        for (int64_t i = 0; i < ktorch_tensor_numel(&ks); i++) {
            ((float *)ktorch_tensor_ptr(&ks))[i] = c->small * (0.75f + 0.5f * rnd()) / (c->kdt == KTORCH_I8 ? 127.0f : c->kdt == KTORCH_FP8_E4M3 ? 200.0f : 20000.0f);
            ((float *)ktorch_tensor_ptr(&vs))[i] = c->small * (0.75f + 0.5f * rnd()) / (c->vdt == KTORCH_I8 ? 127.0f : c->vdt == KTORCH_FP8_E4M3 ? 200.0f : 20000.0f);
            if (c->vspan) ((float *)ktorch_tensor_ptr(&vs))[i] *= ldexpf(1.0f, (int)(rnd32() % (uint32_t)(2 * c->vspan + 1)) - c->vspan);
        }
    } else {
        for (int64_t i = 0; i < ktorch_tensor_numel(&kp); i++) {
            const float a = rnd(), v = rnd();
            ktorch__encode_f32(c->kdt, (char *)ktorch_tensor_ptr(&kp) + i * 2, &a, 1, 0);
            ktorch__encode_f32(c->vdt, (char *)ktorch_tensor_ptr(&vp) + i * 2, &v, 1, 0);
        }
    }
    ktorch_attention_params p;
    ktorch_paged_params pp;
    memset(&p, 0, sizeof p);
    memset(&pp, 0, sizeof pp);
    p.softcap = c->softcap;
    if (c->wl >= 0) {
        p.window_flags = KTORCH_WINDOW_LEFT;
        p.window_left = c->wl;
    }
    p.lse = &lse;
    if (quant) {
        p.k_scale = &ks;
        p.v_scale = &vs;
    }
    const int spec = ktorch__cu_find_spec(9, c->D, c->qdt == KTORCH_BF16, kern);
    const struct variant *var = NULL;
    for (int i = 0; i < NVARIANTS; i++)
        if (g_variants[i].d == c->D && g_variants[i].dtype == (c->qdt == KTORCH_BF16) && g_variants[i].kern == kern) var = &g_variants[i];
    if (!var) {
        ktorch_tensor *fr[9] = {&q, &kp, &vp, &out, &lse, &bt, &ln, &ks, &vs};
        for (int i = 0; i < 9; i++) ktorch_tensor_free(g_ctx, fr[i]);
        return -1;
    }
    const ktorch__cu_spec *sp9 = spec >= 0 ? &ktorch__cu_specs[spec] : NULL;
    if (!sp9 || var->bn != sp9->bn || var->stages != sp9->stages || sp9->warps != KT_WARPS || sp9->mt != KT_MT) {
        printf("  %s: host variant of kernel %d unlike spec %d\n", c->name, kern, spec);
        return 0;
    }
    if (ktorch_attention_paged(g_ctx, &q, &kp, &vp, &bt, &ln, &out, &p, &pp) != KTORCH_OK) {
        printf("  %s: CPU: %s\n", c->name, ktorch_last_error());
        return 0;
    }
    /* the launch's arguments and shared memory (ktorch__cu_attention_paged) */
    const int64_t bn = var->bn, split_keys = c->split ? (c->split + bn - 1) / bn * bn : maxlen, splits = (maxlen + split_keys - 1) / split_keys;
    const size_t smem = quant ? (size_t)(2 * var->stages * bn * (D + 4)) : (size_t)(16 + 2 * bn * var->stages) * (size_t)(D + 8) * 2u;
    if (smem > var->smem_bytes) {
        printf("  %s: %zu bytes of shared memory outside the emulation\n", c->name, smem);
        return 0;
    }
    const size_t no = (size_t)(c->B * c->Hq * c->Nq), nrows = no * (size_t)splits;
    kt_u16 *o16 = (kt_u16 *)malloc(no * (size_t)D * 2);
    float *po = (float *)malloc(nrows * (size_t)D * 4), *pl = (float *)malloc(nrows * 4), *l1 = (float *)malloc(no * 4);
    memset(o16, 0xff, no * (size_t)D * 2); /* NaN: every element is written */
    memset(po, 0xff, nrows * (size_t)D * 4);
    memset(pl, 0xff, nrows * 4);
    memset(l1, 0xff, no * 4);
    ktorch__cu_paged_args A;
    ktorch__cu_attn_args *a = &A.a;
    memset(&A, 0, sizeof A);
    a->q = (uint64_t)(uintptr_t)ktorch_tensor_ptr(&q);
    a->o = (uint64_t)(uintptr_t)o16;
    a->q_sb = q.stride[0], a->q_sh = q.stride[1], a->q_sn = q.stride[2];
    a->o_sb = c->Hq * c->Nq * D, a->o_sh = c->Nq * D, a->o_sn = D;
    a->lse = (uint64_t)(uintptr_t)l1;
    a->l_sb = c->Hq * c->Nq, a->l_sh = c->Nq, a->l_sn = 1;
    a->B = c->B, a->Hq = c->Hq, a->Hk = c->Hk, a->Nq = c->Nq, a->Nk = maxlen, a->group = G, a->pack = 1;
    a->wflags = KTORCH_WINDOW_RIGHT | (c->wl >= 0 ? KTORCH_WINDOW_LEFT : 0);
    a->wl = c->wl >= 0 ? c->wl : 0;
    a->scale = (float)(1.0 / sqrt((double)D));
    a->softcap = c->softcap;
    a->num_splits = splits, a->split_keys = split_keys, a->rows = c->Nq * G;
    a->part_o = (uint64_t)(uintptr_t)po, a->part_lse = (uint64_t)(uintptr_t)pl;
    A.bt = (uint64_t)(uintptr_t)btp, A.lens = (uint64_t)(uintptr_t)lnp, A.bt_sb = maxp, A.bt_sp = 1, A.page = c->P;
    A.kp = (uint64_t)(uintptr_t)ktorch_tensor_ptr(&kp), A.vp = (uint64_t)(uintptr_t)ktorch_tensor_ptr(&vp);
    A.kp_sp = kp.stride[0], A.kp_sh = kp.stride[1], A.kp_ss = kp.stride[2];
    A.vp_sp = vp.stride[0], A.vp_sh = vp.stride[1], A.vp_ss = vp.stride[2];
    if (quant) {
        A.ksc = (uint64_t)(uintptr_t)ktorch_tensor_ptr(&ks), A.vsc = (uint64_t)(uintptr_t)ktorch_tensor_ptr(&vs);
        A.ks_sp = ks.stride[0], A.ks_sh = ks.stride[1], A.ks_ss = ks.stride[2];
        A.vs_sp = vs.stride[0], A.vs_sh = vs.stride[1], A.vs_ss = vs.stride[2];
        A.kq = ktorch__cu_page_code(c->kdt), A.vq = ktorch__cu_page_code(c->vdt);
        if (g_plant == 2) A.kq = A.kq == 2 ? 3 : A.kq; /* e4m3 read with e5m2's bits: wrong values */
    }
    g_args = A;
    g_smem = var->smem;
    gridDim.x = kern >= 2 && g_plant != 3 ? (unsigned)(c->Nq * G + 7) / 8 : 1, gridDim.y = (unsigned)(c->B * c->Hk), gridDim.z = (unsigned)splits;
    int failed = 0;
    for (unsigned z = 0; z < gridDim.z; z++)
        for (unsigned y = 0; y < gridDim.y; y++)
            for (unsigned x = 0; x < gridDim.x; x++) {
                blockIdx.x = x, blockIdx.y = y, blockIdx.z = z;
                failed |= run_block(var->fn);
            }
    /* the split partials merged by their LSEs (the combine kernel's rule) */
    double num = 0, den = 0, lerr = 0;
    for (size_t r = 0; r < no; r++) {
        double lr = ((const float *)ktorch_tensor_ptr(&lse))[r], lg;
        double acc[128] = {0};
        if (splits > 1) {
            double m = -HUGE_VAL, w = 0;
            for (int64_t s = 0; s < splits; s++) m = fmax(m, (double)pl[s * no + r]);
            for (int64_t s = 0; s < splits; s++) {
                const double e = m == -HUGE_VAL ? 0 : exp((double)pl[s * no + r] - m);
                w += e;
                for (int64_t d = 0; d < D; d++) acc[d] += e * (e > 0 ? po[(s * no + r) * D + d] : 0.0);
            }
            for (int64_t d = 0; d < D; d++) acc[d] = w > 0 ? acc[d] / w : 0;
            lg = w > 0 ? m + log(w) : -HUGE_VAL;
        } else {
            for (int64_t d = 0; d < D; d++) acc[d] = c->qdt == KTORCH_BF16 ? ktorch_bf16_to_f32(o16[r * D + d]) : ktorch_f16_to_f32(o16[r * D + d]);
            lg = l1[r];
        }
        for (int64_t d = 0; d < D; d++) {
            const double x = acc[d], y = ((const float *)ktorch_tensor_ptr(&out))[r * D + d];
            num += (x - y) * (x - y);
            den += y * y;
        }
        const double e = lr == -HUGE_VAL ? (lg == -HUGE_VAL ? 0 : 1) : fabs(lg - lr);
        if (!(e <= lerr)) lerr = e != e ? 1e30 : e;
    }
    const double nmse = num / (den > 0 ? den : 1);
    const int ok = !failed && nmse <= (c->qdt == KTORCH_F16 ? 1e-5 : 1e-4) && lerr < 2e-3;
    if (!quiet) printf("  %-40s k%d %lld split(s) NMSE %.3g LSE %.3g%s\n", c->name, kern, (long long)splits, nmse, lerr, ok ? "" : "  FAIL");
    free(o16), free(po), free(pl), free(l1);
    ktorch_tensor *fr[9] = {&q, &kp, &vp, &out, &lse, &bt, &ln, &ks, &vs};
    for (int i = 0; i < 9; i++) ktorch_tensor_free(g_ctx, fr[i]);
    return ok;
}

static const pcase g_cases[] = {
    /* name, q, k pages, v pages, B, Hq, Hk, Nq, D, page, lens, window left, soft-cap, split, scales x, q span */
    {"i8 bf16 d128 P16 G4", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 3, 8, 2, 1, 128, 16, {70, 1, 33}, -1, 0, 0, 1, 0, 0},
    {"e4m3 bf16 d128 P64 G4 split 32", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 2, 4, 1, 1, 128, 64, {150, 65}, -1, 0, 32, 1, 0, 0},
    {"e5m2 bf16 d64 P16 Nq4 window", KTORCH_BF16, KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 2, 8, 2, 4, 64, 16, {90, 40}, 30, 0, 0, 1, 0, 0},
    {"i8 f16 d128 P64 G8 Nq2", KTORCH_F16, KTORCH_I8, KTORCH_I8, 2, 8, 1, 2, 128, 64, {100, 2}, -1, 0, 0, 1, 0, 0},
    {"e4m3 f16 d64 P7 soft-cap", KTORCH_F16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 2, 4, 2, 1, 64, 7, {50, 9}, -1, 20.0f, 0, 1, 0, 0},
    {"e5m2 f16 d128 P16 split 64", KTORCH_F16, KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 1, 4, 1, 1, 128, 16, {200}, -1, 0, 64, 1, 0, 0},
    {"i8 k / e4m3 v bf16 d64 P64", KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3, 2, 4, 2, 2, 64, 64, {64, 97}, -1, 0, 0, 1, 0, 0},
    {"e4m3 k / i8 v f16 d128 P16 G16", KTORCH_F16, KTORCH_FP8_E4M3, KTORCH_I8, 1, 16, 1, 1, 128, 16, {45}, -1, 0, 0, 1, 0, 0},
    /* amax about 0.06: p x v_scale far below f16's normals unless fp8 is held as value x 2^-8 */
    {"e5m2 f16 d128 P16 small scales", KTORCH_F16, KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 2, 4, 1, 1, 128, 16, {300, 20}, -1, 0, 0, 0.02f, 0, 0},
    /* 12 rows: two blocks of 8 rows for kernels 2-4 */
    {"i8 bf16 d128 P16 Nq3 G4 window", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 2, 8, 2, 3, 128, 16, {75, 40}, 20, 0, 0, 1, 0, 0},
    {"bf16 pages d128 P16 (shared epilogue)", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 2, 8, 2, 1, 128, 16, {60, 17}, -1, 0, 0, 1, 0, 0},
    {"bf16 pages d128 P16 split 16", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 1, 4, 1, 2, 128, 16, {80}, -1, 0, 16, 1, 0, 0},
    /* rows of q from 2^-30 to 2^30 (bf16 q to f16 for Q K^T in kernel 2); soft-cap keeps the softmax well conditioned */
    {"i8 bf16 d128 P16 G4 q 2^-30..2^30", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 2, 8, 2, 1, 128, 16, {70, 33}, -1, 30.0f, 0, 1, 30, 0},
    {"e4m3 bf16 d64 P64 G4 q 2^-30..2^30", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 1, 8, 2, 1, 64, 64, {130}, -1, 30.0f, 0, 1, 30, 0},
    /* v scales from 2^-24 to 2^24 of one another (kernel 2's P V in f16 under bf16 q: vmul falls as larger scales come) */
    {"i8 bf16 d128 P16 G4 v scales 2^+-24", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 2, 8, 2, 1, 128, 16, {300, 90}, -1, 0, 0, 1, 0, 24},
    {"e4m3 bf16 d64 P16 v scales 2^+-24 split", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 1, 4, 1, 1, 64, 16, {250}, -1, 0, 64, 1, 0, 24},
};
#define NCASES (int)(sizeof g_cases / sizeof g_cases[0])

static void check(int cond, const char *what) {
    if (cond) g_pass++;
    else {
        g_fail++;
        printf("  FAIL %s\n", what);
    }
}

int main(void) {
    if (ktorch_context_create(NULL, &g_ctx) != KTORCH_OK) return 1;
    kh_bar_init(&bar_warp, "warp 0", KT_LANES);
    /* quantized cases on every kernel that has a host variant of their head dim and dtype */
    for (int i = 0; i < NCASES; i++) {
        const int quant = g_cases[i].kdt != g_cases[i].qdt;
        for (int k = quant ? 1 : 0; k <= (quant ? 2 : 0); k++) {
            const int r = run_case(&g_cases[i], k, 0);
            if (r >= 0) check(r == 1, g_cases[i].name);
            else check(0, "no host variant of the kernel"); /* every head dim and dtype has both */
        }
    }
    /* planted errors must be caught, on each kernel */
    for (int k = 1; k <= 2; k++) {
        g_plant = 1;
        check(run_case(&g_cases[0], k, 1) == 0, "planted: swapped mma B halves caught");
        g_plant = 2;
        check(run_case(&g_cases[1], k, 1) == 0, "planted: e4m3 K codes decoded as e5m2 caught");
        g_plant = 3;
        if (k >= 2) check(run_case(&g_cases[9], k, 1) == 0, "planted: rows past the first 8 not launched caught");
    }
    g_plant = 0;
    ktorch_context_destroy(g_ctx);
    printf("[cuda_paged_host] %d passed, %d failed, 0 skipped\n", g_pass, g_fail);
    return g_fail != 0;
}
