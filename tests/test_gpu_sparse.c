/* GPU block-sparse attention, its backward (and the mask-tensor backward)
   and device top-k block masks against the CPU implementation
   (ktorch_attention_block_sparse / _backward / ktorch_block_mask_topk on
   the same data). Outputs are poisoned first. Skips when no device can be
   registered. On the CUDA/HIP engine the forward runs on sm_90a's
   warpgroup kernel and on the portable mma.sync kernel (every other device
   and HIP); on sm_90a the forward tests run again with attn_no_wgmma = 1,
   so one H100/H200 checks both. KTORCH_TEST_SMALL=1 keeps shapes small
   (for compute-sanitizer). */
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktorch_vulkan.h"
#include "ktest.h"
#include "hooks.h"

static ktorch_context *g_ctx;
static const char *g_skip;
static int g_small;
static ktest_rng g_rng;

#define SKIP_IF_NO_GPU() do { if (g_skip) KTEST_SKIP(g_skip); } while (0)

/* host f32 values rounded to dt (so host and device see the same numbers) */
static void round_to(ktorch_dtype dt, float *x, int64_t n) {
    ktorch_tensor a, b;
    void *tmp = malloc((size_t)n * 4);
    int64_t shp[1];
    shp[0] = n;
    if (dt == KTORCH_F32) { free(tmp); return; }
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, shp, NULL, x, ktorch_cpu(), &a));
    KTEST_OK(ktorch_tensor_wrap(dt, 1, shp, NULL, tmp, ktorch_cpu(), &b));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &b, &a, NULL));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &a, &b, NULL));
    free(tmp);
}
/* device tensor of dt with the values of host f32 x */
static void to_device(ktorch_dtype dt, const float *x, int ndim, const int64_t *shape, ktorch_tensor *out) {
    ktorch_tensor hf, hd;
    int64_t n = 1;
    int i;
    void *tmp;
    for (i = 0; i < ndim; i++) n *= shape[i];
    tmp = malloc((size_t)n * 4 + 4);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, ndim, shape, ktest_gpu0(), out));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, ndim, shape, NULL, (void *)x, ktorch_cpu(), &hf));
    KTEST_OK(ktorch_tensor_wrap(dt, ndim, shape, NULL, tmp, ktorch_cpu(), &hd));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hd, &hf, NULL));
    KTEST_OK(ktorch_tensor_copy(g_ctx, out, &hd, NULL));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    free(tmp);
}
static void from_device(float *x, const ktorch_tensor *t) {
    ktorch_tensor hf, hd;
    int64_t n = ktorch_tensor_numel(t);
    void *tmp = malloc((size_t)n * 4 + 4);
    KTEST_OK(ktorch_tensor_wrap(t->dtype, t->ndim, t->shape, NULL, tmp, ktorch_cpu(), &hd));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, t->ndim, t->shape, NULL, x, ktorch_cpu(), &hf));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hd, t, NULL));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hf, &hd, NULL));
    free(tmp);
}
static void u8_to_device(const uint8_t *x, const int64_t *shape, ktorch_tensor *out) {
    ktorch_tensor h;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, shape, ktest_gpu0(), out));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, shape, NULL, (void *)x, ktorch_cpu(), &h));
    KTEST_OK(ktorch_tensor_copy(g_ctx, out, &h, NULL));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
}

typedef struct scase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, D, bq, bk;
    double density; /* fraction of blocks set at random; 1 = all, 0 = none */
    int causal, wflags, wl, wr, lse;
    int bcast;      /* block mask [1,1,QB,KB] */
    int host_mask;  /* pass the block mask as a host tensor */
    float softcap;
    int alibi;
    int emask;      /* element mask [1,Hq,Nq,Nk] as well: 1 bool, 2 additive f32 (-inf in places) */
} scase;

typedef struct result {
    double nmse, lse_err;
    int empty_bad;  /* rows the CPU leaves empty that the device did not write as 0 / -inf */
} result;

/* Runs one case on the device and on the CPU. plant: corrupt the device
   output before comparing. dense_out: when non-NULL, also the device's dense
   attention output (same params, no block mask) for the bitwise check. */
static result run_case(const scase *c, ktorch_dtype dt, int plant, float *dev_out, float *dense_out) {
    const int64_t QB = (c->Nq + c->bq - 1) / c->bq, KB = (c->Nk + c->bk - 1) / c->bk;
    const int64_t nq = (int64_t)c->B * c->Hq * c->Nq * c->D, nk = (int64_t)c->B * c->Hk * c->Nk * c->D, nl = (int64_t)c->B * c->Hq * c->Nq;
    const int64_t mB = c->bcast ? 1 : c->B, mH = c->bcast ? 1 : c->Hq, nm = mB * mH * QB * KB;
    float *q = (float *)malloc((size_t)nq * 4), *k = (float *)malloc((size_t)nk * 4), *v = (float *)malloc((size_t)nk * 4);
    float *ro = (float *)malloc((size_t)nq * 4), *rl = (float *)malloc((size_t)nl * 4), *go = (float *)malloc((size_t)nq * 4);
    float *gl = (float *)malloc((size_t)nl * 4 + 4), slopes[64];
    double *rd = (double *)malloc((size_t)nq * 8);
    uint8_t *bm = (uint8_t *)malloc((size_t)nm + 1);
    const int64_t ne = c->emask ? (int64_t)c->Hq * c->Nq * c->Nk : 0;
    void *em = malloc((size_t)ne * 4 + 4);
    int64_t sq[4], sk[4], sm[4], sl[3], se[4], i;
    ktorch_tensor hq, hk, hv, ho, hl, hm, he, dq, dk, dv, dout, dl, dm, de;
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    result r;
    r.nmse = 1e30;
    r.lse_err = 0;
    r.empty_bad = 0;
    sq[0] = c->B; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sk[0] = c->B; sk[1] = c->Hk; sk[2] = c->Nk; sk[3] = c->D;
    sm[0] = mB; sm[1] = mH; sm[2] = QB; sm[3] = KB;
    sl[0] = c->B; sl[1] = c->Hq; sl[2] = c->Nq;
    for (i = 0; i < nq; i++) q[i] = (float)ktest_normal(&g_rng);
    for (i = 0; i < nk; i++) k[i] = (float)ktest_normal(&g_rng);
    for (i = 0; i < nk; i++) v[i] = (float)ktest_normal(&g_rng);
    round_to(dt, q, nq);
    round_to(dt, k, nk);
    round_to(dt, v, nk);
    for (i = 0; i < 64; i++) slopes[i] = (float)pow(2.0, -8.0 * (double)(i + 1) / 16.0);
    for (i = 0; i < nm; i++) bm[i] = (uint8_t)(c->density >= 1.0 || ktest_uniform(&g_rng) < c->density);
    se[0] = 1; se[1] = c->Hq; se[2] = c->Nq; se[3] = c->Nk;
    for (i = 0; i < ne; i++) {
        if (c->emask == 1) ((uint8_t *)em)[i] = (uint8_t)(ktest_uniform(&g_rng) < 0.85);
        else ((float *)em)[i] = ktest_uniform(&g_rng) < 0.1 ? -INFINITY : (float)(ktest_uniform(&g_rng) * 4.0 - 2.0);
    }

    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.softcap = c->softcap;
    p.alibi_slopes = c->alibi ? slopes : NULL;
    memset(&sp, 0, sizeof sp);
    sp.block_q = c->bq;
    sp.block_k = c->bk;

    /* CPU reference, f32 */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, q, ktorch_cpu(), &hq));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, k, ktorch_cpu(), &hk));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, v, ktorch_cpu(), &hv));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, ro, ktorch_cpu(), &ho));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, rl, ktorch_cpu(), &hl));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, bm, ktorch_cpu(), &hm));
    if (c->emask) KTEST_OK(ktorch_tensor_wrap(c->emask == 1 ? KTORCH_BOOL : KTORCH_F32, 4, se, NULL, em, ktorch_cpu(), &he));
    p.mask = c->emask ? &he : NULL;
    p.lse = &hl;
    sp.block_mask = &hm;
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &hq, &hk, &hv, &ho, &p, &sp));

    /* device */
    to_device(dt, q, 4, sq, &dq);
    to_device(dt, k, 4, sk, &dk);
    to_device(dt, v, 4, sk, &dv);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sq, ktest_gpu0(), &dout));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, sl, ktest_gpu0(), &dl));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dout, 0xff));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dl, 0xff));
    memset(&dm, 0, sizeof dm);
    if (c->host_mask) {
        sp.block_mask = &hm;
    } else {
        u8_to_device(bm, sm, &dm);
        sp.block_mask = &dm;
    }
    memset(&de, 0, sizeof de);
    if (c->emask) {
        KTEST_OK(ktorch_tensor_create(g_ctx, he.dtype, 4, se, ktest_gpu0(), &de));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &de, &he, NULL));
    }
    p.mask = c->emask ? &de : NULL;
    p.lse = c->lse ? &dl : NULL;
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &dq, &dk, &dv, &dout, &p, &sp));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    from_device(go, &dout);
    if (c->lse) from_device(gl, &dl);
    if (dev_out) memcpy(dev_out, go, (size_t)nq * 4);
    if (dense_out) {
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dout, 0xff));
        p.lse = NULL;
        KTEST_OK(ktorch_attention(g_ctx, &dq, &dk, &dv, &dout, &p));
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
        from_device(dense_out, &dout);
    }
    if (plant) go[nq / 2] += 1.0f;
    for (i = 0; i < nq; i++) rd[i] = ro[i];
    r.nmse = ktest_nmse(go, rd, (size_t)nq);
    for (i = 0; i < nl; i++) {
        int64_t d;
        if (rl[i] == -INFINITY) {
            for (d = 0; d < c->D; d++) r.empty_bad += go[i * c->D + d] != 0.0f;
            if (c->lse) r.empty_bad += gl[i] != -INFINITY;
        } else if (c->lse) {
            double e = fabs((double)gl[i] - rl[i]);
            if (!(e <= r.lse_err)) r.lse_err = e == e ? e : 1e30;
        }
    }
    ktorch_tensor_free(g_ctx, &dq);
    ktorch_tensor_free(g_ctx, &dk);
    ktorch_tensor_free(g_ctx, &dv);
    ktorch_tensor_free(g_ctx, &dout);
    ktorch_tensor_free(g_ctx, &dl);
    if (!c->host_mask) ktorch_tensor_free(g_ctx, &dm);
    if (c->emask) ktorch_tensor_free(g_ctx, &de);
    free(q); free(k); free(v); free(ro); free(rl); free(go); free(gl); free(rd); free(bm); free(em);
    return r;
}

static double tol(ktorch_dtype dt) { return dt == KTORCH_F16 ? 1e-5 : 1e-4; }

static void check_cases(const scase *cs, int n) {
    int i, t;
    for (i = 0; i < n; i++)
        for (t = 0; t < 2; t++) {
            ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
            result r = run_case(&cs[i], dt, 0, NULL, NULL);
            KTEST_CHECKF(r.nmse <= tol(dt), "%s %s: NMSE %g > %g", cs[i].name, ktorch_dtype_name(dt), r.nmse, tol(dt));
            KTEST_CHECKF(r.lse_err < 2e-3, "%s %s: LSE max abs error %g", cs[i].name, ktorch_dtype_name(dt), r.lse_err);
            KTEST_CHECKF(r.empty_bad == 0, "%s %s: %d values of empty rows are not 0 / -inf", cs[i].name, ktorch_dtype_name(dt), r.empty_bad);
            if (getenv("KTEST_VERBOSE"))
                printf("    %-26s %-5s NMSE %.3g  LSE err %.3g\n", cs[i].name, ktorch_dtype_name(dt), r.nmse, r.lse_err);
        }
}

/* Every backend runs the forward on every device it registers (CUDA from
   sm_80; the CUDA/HIP engine's portable kernel where sm_90a's does not
   apply). */
#define SKIP_IF_NO_SPARSE() SKIP_IF_NO_GPU()
/* The forward on the CUDA/HIP engine: 1 where it takes sm_90a's
   warpgroup kernel (block-sparse without an element mask, head dim 64 or
   128), else the portable one. */
static int g_portable; /* the current pass runs with attn_no_wgmma = 1 */
static int wgmma_path(void) {
    gpu_engine *e = ktest_gpu_engine(g_ctx);
    return e && gpu_engine_sm90(e) && gpu_engine_tensor_maps(e) && !g_portable;
}

/* name, B, Hq, Hk, Nq, Nk, D, bq, bk, density, causal, wflags, wl, wr, lse, bcast, host, softcap, alibi */
static void test_tile_blocks(void) {
    static const scase cs[] = {
        {"128x128 10%", 1, 2, 2, 1024, 1024, 128, 128, 128, 0.10, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"128x128 50% lse", 2, 2, 2, 640, 700, 128, 128, 128, 0.50, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"128x128 50% causal", 1, 2, 2, 1024, 1024, 128, 128, 128, 0.50, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"128x128 window gqa", 1, 4, 2, 900, 1000, 128, 128, 128, 0.60, 0, 3, 200, 100, 1, 1, 0, 0, 0, 0},
        {"128x128 d64 softcap alibi", 1, 2, 1, 513, 513, 64, 128, 128, 0.40, 1, 0, 0, 0, 1, 0, 1, 30.0f, 1, 0},
        {"256x384 30% host mask", 1, 2, 2, 1000, 1200, 128, 256, 384, 0.30, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0},
        {"0% (empty rows)", 1, 2, 2, 300, 400, 128, 128, 128, 0.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
    };
    SKIP_IF_NO_SPARSE();
    check_cases(cs, g_small ? 2 : 7);
}

static void test_other_blocks(void) {
    static const scase cs[] = {
        {"64x64 30%", 1, 2, 2, 700, 700, 128, 64, 64, 0.30, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"64x64 50% causal gqa", 1, 4, 1, 600, 600, 64, 64, 64, 0.50, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"96x40 40% window", 1, 2, 2, 500, 620, 128, 96, 40, 0.40, 0, 1, 150, 0, 1, 1, 0, 0, 0, 0},
        {"1x1 20% lse", 1, 1, 1, 200, 300, 64, 1, 1, 0.20, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"32x200 10% causal", 2, 2, 2, 450, 450, 128, 32, 200, 0.10, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0},
    };
    SKIP_IF_NO_SPARSE();
    check_cases(cs, g_small ? 2 : 5);
}

/* What only the portable kernel (kind 0) runs: head dims 80, 96 and 256,
   an element mask with the block mask, MQA; and its fast path (block sizes
   multiples of its 128 x 64 tiles at d 64/128) with every other feature. */
static void test_portable_features(void) {
    static const scase cs[] = {
        {"d80 64x64 40% causal", 1, 2, 1, 400, 400, 80, 64, 64, 0.40, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0},
        {"d96 48x80 30% mqa nq<nk", 1, 4, 1, 300, 520, 96, 48, 80, 0.30, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0},
        {"d256 32x32 50% window", 2, 2, 2, 260, 300, 256, 32, 32, 0.50, 0, 3, 60, 20, 1, 1, 0, 0, 0, 0},
        {"d256 128x128 60% causal alibi", 1, 2, 1, 500, 500, 256, 128, 128, 0.60, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0},
        {"d128 bool mask 50%", 1, 2, 2, 500, 600, 128, 128, 128, 0.50, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1},
        {"d64 64x40 additive mask causal", 2, 4, 2, 300, 300, 64, 64, 40, 0.60, 1, 0, 0, 0, 1, 0, 1, 0, 0, 2},
        {"d80 bool mask softcap window", 1, 2, 2, 333, 444, 80, 100, 60, 0.50, 0, 1, 120, 0, 1, 1, 0, 20.0f, 0, 1},
        {"d128 256x128 softcap alibi gqa", 1, 4, 2, 700, 800, 128, 256, 128, 0.40, 1, 0, 0, 0, 1, 0, 0, 15.0f, 1, 0},
        {"d64 128x64 0% lse", 1, 2, 2, 300, 300, 64, 128, 64, 0.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0},
    };
    gpu_engine *e = ktest_gpu_engine(g_ctx);
    SKIP_IF_NO_SPARSE();
    if (!e) KTEST_SKIP("these are the CUDA/HIP engine's kernels");
    gpu_engine_attn_no_wgmma(e, 1); /* sm_90a: the d 64/128 cases without an element mask too */
    check_cases(cs, g_small ? 2 : 9);
    gpu_engine_attn_no_wgmma(e, 0);
    /* the portable kernel ran (kind 0, mask 2: block-sparse; 3: with the element mask) */
    KTEST_CHECK(gpu_engine_ran(e, 0, 80, 0, 2) || gpu_engine_ran(e, 0, 80, 1, 2));
    if (!g_small) KTEST_CHECK(gpu_engine_ran(e, 0, 128, 0, 3) || gpu_engine_ran(e, 0, 128, 1, 3));
}

/* The same cases with row blocks paired in every CTA (otherwise only grids
   of >= 4 waves pair: shapes too large here). */
static void test_paired(void) {
    gpu_engine *st;
    SKIP_IF_NO_SPARSE();
    st = ktest_gpu_engine(g_ctx);
    if (!wgmma_path()) KTEST_SKIP("row-block pairing is in the CUDA engine's sm_90a kernel");
    gpu_engine_pair_always(st, 1);
    test_tile_blocks();
    test_other_blocks();
    gpu_engine_pair_always(st, 0);
}

/* Density 1.0 is dense attention: the same tiles in the same order, so the
   device output is bitwise the dense kernel's (when the dense call runs
   unsplit on the same kernel; on Vulkan both on the register-tiled kernel,
   then both on the general one: block-sparse bf16 has no matrix-unit form,
   so the dense call is kept off the KHR matrix units, coopmat_ext 2). */
static void test_full_is_dense(void) {
    static const scase cs[] = {
        /* 34 heads x 8 row blocks >= 2 per multiprocessor: the dense call does not split the keys */
        {"100% non-causal", 1, 34, 34, 1024, 1024, 128, 128, 128, 1.0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0},
        {"100% causal", 1, 34, 17, 1000, 1000, 128, 128, 128, 1.0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    };
    /* Vulkan splits the keys only to decode: there a small shape runs unsplit too */
    static const scase vk_small = {"100% non-causal", 1, 2, 2, 384, 384, 128, 128, 128, 1.0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0};
    int i, n = g_small ? 1 : 2, k, nk = ktest_gpu_kind == KTORCH_BACKEND_VULKAN ? 2 : 1;
    SKIP_IF_NO_SPARSE();
    if (ktest_gpu_kind == KTORCH_BACKEND_VULKAN) hook_vk_coopmat_ext(g_ctx, 2);
    for (k = 0; k < nk; k++) {
        if (ktest_gpu_kind == KTORCH_BACKEND_VULKAN) hook_vk_flash_kernel(g_ctx, k ? hook_vk_tiled_shapes() : 0);
        for (i = 0; i < n; i++) {
            const scase *c = g_small && ktest_gpu_kind == KTORCH_BACKEND_VULKAN ? &vk_small : &cs[i];
            const int64_t no = (int64_t)c->B * c->Hq * c->Nq * c->D;
            float *a = (float *)malloc((size_t)no * 4), *b = (float *)malloc((size_t)no * 4);
            result r = run_case(c, KTORCH_BF16, 0, a, b);
            int64_t j, diff = 0;
            KTEST_CHECKF(r.nmse <= tol(KTORCH_BF16), "%s: NMSE %g", c->name, r.nmse);
            for (j = 0; j < no; j++) diff += memcmp(&a[j], &b[j], 4) != 0;
            KTEST_CHECKF(diff == 0, "%s%s: %lld values differ from dense attention", c->name, k ? " (general kernel)" : "", (long long)diff);
            /* test of the test: one changed value is seen */
            a[no / 3] = a[no / 3] * 2.0f + 1.0f;
            for (diff = 0, j = 0; j < no; j++) diff += memcmp(&a[j], &b[j], 4) != 0;
            KTEST_CHECK(diff == 1);
            free(a);
            free(b);
        }
    }
    if (ktest_gpu_kind == KTORCH_BACKEND_VULKAN) {
        hook_vk_flash_kernel(g_ctx, 0);
        hook_vk_coopmat_ext(g_ctx, 0);
    }
}

static void test_planted_error(void) {
    static const scase c = {"planted", 1, 2, 2, 512, 512, 128, 128, 128, 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0};
    result r;
    SKIP_IF_NO_SPARSE();
    r = run_case(&c, KTORCH_BF16, 0, NULL, NULL);
    KTEST_CHECKF(r.nmse <= tol(KTORCH_BF16), "clean run: NMSE %g", r.nmse);
    r = run_case(&c, KTORCH_BF16, 1, NULL, NULL);
    KTEST_CHECKF(r.nmse > tol(KTORCH_BF16), "planted error not seen: NMSE %g", r.nmse);
}

/* ---- backward ---------------------------------------------------------- */
/* The CUDA/HIP block-sparse and mask-tensor backward (kinds 14 and 15)
   against the CPU backward on the same 16-bit q, k, v, dout and the CPU
   forward's out and LSE; f32 gradients poisoned first, NMSE of each. */
typedef struct bwcase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, D, bq, bk;
    double density; /* blocks (or mask elements) set at random */
    int causal;
    int mask;       /* 0: block-sparse, 1: bool mask tensor, 2: additive f32 mask tensor (-inf where unset) */
    int host_mask;  /* block mask on the host */
    float softcap;
    int alibi;
} bwcase;

static void dev_tensor_from(const ktorch_tensor *h, ktorch_tensor *out) {
    KTEST_OK(ktorch_tensor_create(g_ctx, h->dtype, h->ndim, h->shape, ktest_gpu0(), out));
    KTEST_OK(ktorch_tensor_copy(g_ctx, out, h, NULL));
}
/* plant: 1 adds 10 to a dK value. Returns the largest NMSE over dq, dk, dv. */
static double run_bw(const bwcase *c, ktorch_dtype dt, int plant) {
    const int64_t QB = (c->Nq + c->bq - 1) / c->bq, KB = (c->Nk + c->bk - 1) / c->bk;
    const int64_t sq[4] = {c->B, c->Hq, c->Nq, c->D}, sk[4] = {c->B, c->Hk, c->Nk, c->D}, sl[3] = {c->B, c->Hq, c->Nq};
    const int64_t sm[4] = {c->B, c->Hq, QB, KB}, se[4] = {c->B, 1, c->Nq, c->Nk};
    ktorch_tensor h[5], hl, hm, d[5], dl, dm, hg[3], dg[3];
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    const ktorch_tensor *hs[4] = {&h[0], &h[1], &h[2], &h[4]};
    float slopes[64], *gv;
    double worst = 0;
    int64_t i, n;
    int t;
    for (i = 0; i < 64; i++) slopes[i] = (float)pow(2.0, -8.0 * (double)(i + 1) / 16.0);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sq, ktorch_cpu(), &h[0]));
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sk, ktorch_cpu(), &h[1]));
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sk, ktorch_cpu(), &h[2]));
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sq, ktorch_cpu(), &h[3])); /* out */
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sq, ktorch_cpu(), &h[4])); /* dout */
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, sl, ktorch_cpu(), &hl));
    for (t = 0; t < 4; t++) {
        const int64_t m = ktorch_tensor_numel(hs[t]);
        float *x = (float *)malloc((size_t)m * 4);
        ktorch_tensor w;
        for (i = 0; i < m; i++) x[i] = (float)ktest_normal(&g_rng);
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, hs[t]->shape, NULL, x, ktorch_cpu(), &w));
        KTEST_OK(ktorch_tensor_copy(g_ctx, (ktorch_tensor *)hs[t], &w, NULL));
        free(x);
    }
    if (c->mask == 0) {
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sm, ktorch_cpu(), &hm));
    } else {
        KTEST_OK(ktorch_tensor_create(g_ctx, c->mask == 1 ? KTORCH_BOOL : KTORCH_F32, 4, se, ktorch_cpu(), &hm));
    }
    n = ktorch_tensor_numel(&hm);
    for (i = 0; i < n; i++) {
        const int on = c->density >= 1.0 || ktest_uniform(&g_rng) < c->density;
        if (c->mask == 2) ((float *)ktorch_tensor_ptr(&hm))[i] = on ? (float)(-ktest_uniform(&g_rng)) : -INFINITY;
        else ((uint8_t *)ktorch_tensor_ptr(&hm))[i] = (uint8_t)on;
    }
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.softcap = c->softcap;
    p.alibi_slopes = c->alibi ? slopes : NULL;
    p.mask = c->mask ? &hm : NULL;
    memset(&sp, 0, sizeof sp);
    sp.block_q = c->bq;
    sp.block_k = c->bk;
    sp.block_mask = &hm;
    p.lse = &hl;
    if (c->mask) KTEST_OK(ktorch_attention(g_ctx, &h[0], &h[1], &h[2], &h[3], &p));
    else KTEST_OK(ktorch_attention_block_sparse(g_ctx, &h[0], &h[1], &h[2], &h[3], &p, &sp));
    p.lse = NULL;
    for (t = 0; t < 3; t++) {
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, t ? sk : sq, ktorch_cpu(), &hg[t]));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, t ? sk : sq, ktest_gpu0(), &dg[t]));
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dg[t], 0xff));
    }
    if (c->mask) KTEST_OK(ktorch_attention_backward(g_ctx, &h[0], &h[1], &h[2], &h[3], &hl, &h[4], &hg[0], &hg[1], &hg[2], &p));
    else KTEST_OK(ktorch_attention_block_sparse_backward(g_ctx, &h[0], &h[1], &h[2], &h[3], &hl, &h[4], &hg[0], &hg[1], &hg[2], &p, &sp));
    for (t = 0; t < 5; t++) dev_tensor_from(&h[t], &d[t]);
    dev_tensor_from(&hl, &dl);
    memset(&dm, 0, sizeof dm);
    if (!c->host_mask) dev_tensor_from(&hm, &dm);
    p.mask = c->mask ? &dm : NULL;
    sp.block_mask = c->host_mask ? &hm : &dm;
    if (c->mask) KTEST_OK(ktorch_attention_backward(g_ctx, &d[0], &d[1], &d[2], &d[3], &dl, &d[4], &dg[0], &dg[1], &dg[2], &p));
    else KTEST_OK(ktorch_attention_block_sparse_backward(g_ctx, &d[0], &d[1], &d[2], &d[3], &dl, &d[4], &dg[0], &dg[1], &dg[2], &p, &sp));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    for (t = 0; t < 3; t++) {
        const int64_t m = ktorch_tensor_numel(&hg[t]);
        double *r = (double *)malloc((size_t)m * 8), e;
        gv = (float *)malloc((size_t)m * 4);
        from_device(gv, &dg[t]);
        if (plant && t == 1) gv[m / 2] += 10.0f;
        for (i = 0; i < m; i++) r[i] = ((const float *)ktorch_tensor_ptr(&hg[t]))[i];
        e = ktest_nmse(gv, r, (size_t)m);
        if (!(e <= worst)) worst = e == e ? e : 1e30;
        free(r);
        free(gv);
        ktorch_tensor_free(g_ctx, &hg[t]);
        ktorch_tensor_free(g_ctx, &dg[t]);
    }
    for (t = 0; t < 5; t++) {
        ktorch_tensor_free(g_ctx, &h[t]);
        ktorch_tensor_free(g_ctx, &d[t]);
    }
    ktorch_tensor_free(g_ctx, &hl);
    ktorch_tensor_free(g_ctx, &dl);
    ktorch_tensor_free(g_ctx, &hm);
    if (!c->host_mask) ktorch_tensor_free(g_ctx, &dm);
    return worst;
}
/* The backward runs on the CUDA and HIP engines (Vulkan refuses it). */
#define SKIP_IF_NO_BW() do { SKIP_IF_NO_GPU(); if (!ktest_gpu_engine(g_ctx)) KTEST_SKIP("the block-sparse backward kernels are CUDA's and HIP's"); } while (0)

/* name, B, Hq, Hk, Nq, Nk, D, bq, bk, density, causal, mask, host mask, softcap, alibi */
static const bwcase g_bw[] = {
    {"128x128 10%", 1, 2, 2, 1024, 1024, 128, 128, 128, 0.10, 0, 0, 0, 0, 0},
    {"128x128 50% causal gqa", 1, 4, 2, 1024, 1024, 128, 128, 128, 0.50, 1, 0, 0, 0, 0},
    {"128x128 90% d64 host mask", 2, 2, 1, 700, 900, 64, 128, 128, 0.90, 0, 0, 1, 0, 0},
    {"0% (empty rows and columns)", 1, 2, 2, 300, 400, 128, 128, 128, 0.0, 0, 0, 0, 0, 0},
    {"96x40 40% (element check)", 1, 2, 2, 500, 620, 128, 96, 40, 0.40, 0, 0, 0, 0, 0},
    {"64x64 30% causal softcap alibi", 1, 4, 1, 600, 600, 64, 64, 64, 0.30, 1, 0, 1, 20.0f, 1},
    {"bool mask 70%", 1, 2, 2, 400, 500, 128, 1, 1, 0.70, 0, 1, 0, 0, 0},
    {"additive mask 80% causal gqa", 2, 4, 2, 300, 300, 64, 1, 1, 0.80, 1, 2, 0, 0, 0},
};
/* every case (d128_bf16: those at head dim 128 in bf16 alone) */
static void check_bw(int atomic, int no_wgmma, int d128_bf16) {
    gpu_engine *e = ktest_gpu_engine(g_ctx);
    size_t i;
    gpu_engine_attn_bwd(e, atomic, 0, no_wgmma);
    for (i = 0; i < sizeof g_bw / sizeof g_bw[0]; i++) {
        const ktorch_dtype dt = i % 3 == 2 ? KTORCH_F16 : KTORCH_BF16;
        const int run = !(g_small && i > 1) && !(d128_bf16 && (dt != KTORCH_BF16 || g_bw[i].D != 128));
        const double r = run ? run_bw(&g_bw[i], dt, 0) : 0;
        KTEST_CHECKF(r <= tol(dt), "backward %s %s%s%s: NMSE %g > %g", g_bw[i].name, ktorch_dtype_name(dt), atomic ? " atomic" : "",
                     no_wgmma ? " mma.sync" : "", r, tol(dt));
        if (run && getenv("KTEST_VERBOSE"))
            printf("    backward %-32s %-5s%s%s worst NMSE %.3g\n", g_bw[i].name, ktorch_dtype_name(dt), atomic ? " atomic" : "", no_wgmma ? " mma.sync" : "", r);
    }
    gpu_engine_attn_bwd(e, 0, 0, 0);
}
static void test_backward(void) {
    SKIP_IF_NO_BW();
    check_bw(0, 0, 0);
    check_bw(1, 0, 0);
    if (gpu_engine_sm90(ktest_gpu_engine(g_ctx))) { /* kind 15's ring kernels (kt_bwd_wgr, kt_bwd_wgdr) */
        gpu_engine_attn_bwd_ring(ktest_gpu_engine(g_ctx), 3);
        check_bw(0, 0, 0);
        gpu_engine_attn_bwd_ring(ktest_gpu_engine(g_ctx), 0);
    }
}
/* sm_90a: kind 14 (mma.sync) as other devices run it, at head dim 128 in bf16 */
static void test_backward_mma_sync(void) {
    SKIP_IF_NO_BW();
    if (!gpu_engine_sm90(ktest_gpu_engine(g_ctx))) KTEST_SKIP("test_backward ran these kernels (no sm_90a)");
    check_bw(0, 1, 1);
    check_bw(1, 1, 1);
}
static void test_backward_planted(void) {
    double r;
    SKIP_IF_NO_BW();
    r = run_bw(&g_bw[0], KTORCH_BF16, 1);
    KTEST_CHECKF(r > tol(KTORCH_BF16), "planted backward error not seen: NMSE %g", r);
}

/* ---- top-k ------------------------------------------------------------- */
typedef struct tcase {
    const char *name;
    ktorch_dtype dt;
    int B, Hq, Hk, Nq, Nk, D, bq, bk;
    double density;
    int causal, ties;
} tcase;

/* number of mask bytes that differ between the device and the CPU */
static int64_t run_topk(const tcase *c, int plant) {
    const int64_t QB = (c->Nq + c->bq - 1) / c->bq, KB = (c->Nk + c->bk - 1) / c->bk;
    const int64_t nq = (int64_t)c->B * c->Hq * c->Nq * c->D, nk = (int64_t)c->B * c->Hk * c->Nk * c->D, nm = (int64_t)c->B * c->Hq * QB * KB;
    float *q = (float *)malloc((size_t)nq * 4), *k = (float *)malloc((size_t)nk * 4);
    uint8_t *rm = (uint8_t *)malloc((size_t)nm + 1), *gm = (uint8_t *)malloc((size_t)nm + 1);
    void *hq16 = malloc((size_t)nq * 4), *hk16 = malloc((size_t)nk * 4);
    int64_t sq[4], sk[4], sm[4], i, bad = 0;
    ktorch_tensor hqf, hkf, hq, hk, hm, dq, dk, dm;
    sq[0] = c->B; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sk[0] = c->B; sk[1] = c->Hk; sk[2] = c->Nk; sk[3] = c->D;
    sm[0] = c->B; sm[1] = c->Hq; sm[2] = QB; sm[3] = KB;
    for (i = 0; i < nq; i++) q[i] = (float)ktest_normal(&g_rng);
    for (i = 0; i < nk; i++) k[i] = (float)ktest_normal(&g_rng);
    if (c->ties) /* whole key rows and query blocks of equal values: equal pooled scores */
        for (i = 0; i < nk; i++) k[i] = (float)((i / c->D / c->bk) % 3);
    round_to(c->dt, q, nq);
    round_to(c->dt, k, nk);
    /* the CPU on host tensors of the same dtype */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, q, ktorch_cpu(), &hqf));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, k, ktorch_cpu(), &hkf));
    KTEST_OK(ktorch_tensor_wrap(c->dt, 4, sq, NULL, hq16, ktorch_cpu(), &hq));
    KTEST_OK(ktorch_tensor_wrap(c->dt, 4, sk, NULL, hk16, ktorch_cpu(), &hk));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hq, &hqf, NULL));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hk, &hkf, NULL));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, rm, ktorch_cpu(), &hm));
    KTEST_OK(ktorch_block_mask_topk(g_ctx, &hq, &hk, c->bq, c->bk, c->density, c->causal, &hm));
    to_device(c->dt, q, 4, sq, &dq);
    to_device(c->dt, k, 4, sk, &dk);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sm, ktest_gpu0(), &dm));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dm, 0xab));
    KTEST_OK(ktorch_block_mask_topk(g_ctx, &dq, &dk, c->bq, c->bk, c->density, c->causal, &dm));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, gm, ktorch_cpu(), &hm));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &hm, &dm, NULL));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    if (plant) gm[nm / 2] ^= 1;
    for (i = 0; i < nm; i++) bad += gm[i] != rm[i];
    ktorch_tensor_free(g_ctx, &dq);
    ktorch_tensor_free(g_ctx, &dk);
    ktorch_tensor_free(g_ctx, &dm);
    free(q); free(k); free(rm); free(gm); free(hq16); free(hk16);
    return bad;
}

static void test_topk(void) {
    static const tcase cs[] = {
        {"bf16 128 10%", KTORCH_BF16, 1, 2, 2, 2048, 2048, 128, 128, 128, 0.10, 0, 0},
        {"bf16 128 25% causal", KTORCH_BF16, 1, 2, 2, 2048, 2048, 128, 128, 128, 0.25, 1, 0},
        {"f16 64 gqa partial", KTORCH_F16, 2, 4, 2, 1000, 1100, 64, 64, 64, 0.30, 0, 0},
        {"f32 48x80 causal nq<nk", KTORCH_F32, 1, 2, 1, 500, 900, 64, 48, 80, 0.50, 1, 0},
        {"bf16 ties", KTORCH_BF16, 1, 2, 2, 512, 512, 64, 32, 32, 0.40, 0, 1},
        {"bf16 ties causal", KTORCH_BF16, 1, 1, 1, 512, 512, 64, 32, 32, 0.20, 1, 1},
        {"bf16 nq>nk causal", KTORCH_BF16, 1, 1, 1, 700, 300, 64, 50, 50, 0.30, 1, 0},
    };
    int i, n = g_small ? 2 : 7;
    SKIP_IF_NO_GPU();
    for (i = 0; i < n; i++) {
        int64_t bad = run_topk(&cs[i], 0);
        KTEST_CHECKF(bad == 0, "%s: %lld mask bytes differ from the CPU", cs[i].name, (long long)bad);
        if (getenv("KTEST_VERBOSE")) printf("    topk %-24s mismatches %lld\n", cs[i].name, (long long)bad);
    }
    KTEST_CHECKF(run_topk(&cs[0], 1) == 1, "planted mask difference not seen");
}

/* top-k on the device feeding block-sparse attention on the device */
static void test_topk_pipeline(void) {
    const int64_t N = g_small ? 512 : 2048, QB = N / 128;
    int64_t s4[4], sm[4], i;
    float *x;
    ktorch_tensor q, k, v, o, m;
    ktorch_block_sparse_params sp;
    ktorch_attention_params p;
    uint8_t *hm;
    int64_t on = 0;
    SKIP_IF_NO_SPARSE();
    x = (float *)malloc((size_t)(2 * N * 128) * 4);
    hm = (uint8_t *)malloc((size_t)(2 * QB * QB));
    s4[0] = 1; s4[1] = 2; s4[2] = N; s4[3] = 128;
    sm[0] = 1; sm[1] = 2; sm[2] = QB; sm[3] = QB;
    for (i = 0; i < 2 * N * 128; i++) x[i] = (float)ktest_normal(&g_rng);
    to_device(KTORCH_BF16, x, 4, s4, &q);
    to_device(KTORCH_BF16, x, 4, s4, &k);
    to_device(KTORCH_BF16, x, 4, s4, &v);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &o));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sm, ktest_gpu0(), &m));
    KTEST_OK(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.25, 1, &m));
    memset(&p, 0, sizeof p);
    p.causal = 1;
    sp.block_mask = &m;
    sp.block_q = sp.block_k = 128;
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    {
        ktorch_tensor h;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, hm, ktorch_cpu(), &h));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &h, &m, NULL));
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    }
    for (i = 0; i < 2 * QB * QB; i++) on += hm[i] != 0;
    KTEST_CHECKF(on > 0 && on < 2 * QB * QB, "top-k mask has %lld of %lld blocks", (long long)on, (long long)(2 * QB * QB));
    ktorch_tensor_free(g_ctx, &q);
    ktorch_tensor_free(g_ctx, &k);
    ktorch_tensor_free(g_ctx, &v);
    ktorch_tensor_free(g_ctx, &o);
    ktorch_tensor_free(g_ctx, &m);
    free(x);
    free(hm);
}

static void test_bad_inputs(void) {
    int64_t s4[4], sm[4], sb[4];
    ktorch_tensor q, k, v, o, m, mf, mw, q80, k80, v80, o80, em, q32, k32, v32, o32;
    ktorch_block_sparse_params sp;
    ktorch_attention_params p;
    SKIP_IF_NO_GPU();
    s4[0] = 1; s4[1] = 2; s4[2] = 256; s4[3] = 128;
    sm[0] = 1; sm[1] = 2; sm[2] = 2; sm[3] = 2;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &q));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &k));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &v));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &o));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sm, ktest_gpu0(), &m));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sm, ktest_gpu0(), &mf));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &m, 1));
    sm[3] = 3;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sm, ktest_gpu0(), &mw));
    sm[3] = 2;
    memset(&p, 0, sizeof p);
    sp.block_mask = &m;
    sp.block_q = sp.block_k = 128;
    KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, NULL), KTORCH_INVALID_ARGUMENT);
    sp.block_q = 0;
    KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp), KTORCH_INVALID_ARGUMENT);
    sp.block_q = 128;
    sp.block_mask = &mf;
    KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp), KTORCH_INVALID_ARGUMENT);
    sp.block_mask = &mw;
    KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp), KTORCH_INVALID_ARGUMENT);
    sp.block_mask = NULL;
    KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp), KTORCH_INVALID_ARGUMENT);
    sp.block_mask = &m;
    /* an element mask together with a block mask runs (test_portable_features checks its values) */
    sb[0] = 1; sb[1] = 1; sb[2] = 256; sb[3] = 256;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_U8, 4, sb, ktest_gpu0(), &em));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &em, 1));
    p.mask = &em;
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp));
    p.mask = NULL;
    s4[3] = 80;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &q80));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &k80));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &v80));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &o80));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &q80, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &k80, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &v80, 0));
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &q80, &k80, &v80, &o80, &p, &sp));
    /* head dim 32: no attention kernel on the CUDA/HIP engine, block-sparse or dense */
    s4[3] = 32;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &q32));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &k32));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &v32));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, s4, ktest_gpu0(), &o32));
    if (ktest_gpu_engine(g_ctx)) {
        KTEST_STATUS(ktorch_attention_block_sparse(g_ctx, &q32, &k32, &v32, &o32, &p, &sp), KTORCH_UNSUPPORTED);
        KTEST_STATUS(ktorch_attention(g_ctx, &q32, &k32, &v32, &o32, &p), KTORCH_UNSUPPORTED);
    }
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &q, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &k, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &v, 0));
    KTEST_OK(ktorch_attention_block_sparse(g_ctx, &q, &k, &v, &o, &p, &sp));
    /* top-k */
    KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.0, 0, &m), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k, 0, 128, 0.5, 0, &m), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.5, 0, &mf), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.5, 0, &mw), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k80, 128, 128, 0.5, 0, &m), KTORCH_INVALID_ARGUMENT);
    {
        uint8_t hb[8];
        ktorch_tensor h;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, sm, NULL, hb, ktorch_cpu(), &h));
        KTEST_STATUS(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.5, 0, &h), KTORCH_INVALID_ARGUMENT);
    }
    KTEST_OK(ktorch_block_mask_topk(g_ctx, &q, &k, 128, 128, 0.5, 0, &m));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    ktorch_tensor_free(g_ctx, &q); ktorch_tensor_free(g_ctx, &k); ktorch_tensor_free(g_ctx, &v); ktorch_tensor_free(g_ctx, &o);
    ktorch_tensor_free(g_ctx, &m); ktorch_tensor_free(g_ctx, &mf); ktorch_tensor_free(g_ctx, &mw); ktorch_tensor_free(g_ctx, &em);
    ktorch_tensor_free(g_ctx, &q80); ktorch_tensor_free(g_ctx, &k80); ktorch_tensor_free(g_ctx, &v80); ktorch_tensor_free(g_ctx, &o80);
    ktorch_tensor_free(g_ctx, &q32); ktorch_tensor_free(g_ctx, &k32); ktorch_tensor_free(g_ctx, &v32); ktorch_tensor_free(g_ctx, &o32);
}

/* sm_90a with attn_no_wgmma = 1: the forward tests on the portable kernel
   (other devices and HIP ran them there already). */
#define PORTABLE_PASS(fn)                                                                                   \
    do {                                                                                                    \
        gpu_engine *e_ = ktest_gpu_engine(g_ctx);                                                           \
        SKIP_IF_NO_GPU();                                                                                   \
        if (!e_ || !gpu_engine_sm90(e_)) KTEST_SKIP("the first pass ran the portable kernel (no sm_90a)"); \
        g_portable = 1;                                                                                     \
        gpu_engine_attn_no_wgmma(e_, 1);                                                                    \
        fn();                                                                                               \
        gpu_engine_attn_no_wgmma(e_, 0);                                                                    \
        g_portable = 0;                                                                                     \
    } while (0)
static void test_tile_blocks_mma_sync(void) {
    PORTABLE_PASS(test_tile_blocks);
    /* the knob took the portable kernel (kind 0, block-sparse mask 2) at d 128 */
    KTEST_CHECK(gpu_engine_ran(ktest_gpu_engine(g_ctx), 0, 128, 0, 2) && gpu_engine_ran(ktest_gpu_engine(g_ctx), 0, 128, 1, 2));
}
static void test_other_blocks_mma_sync(void) { PORTABLE_PASS(test_other_blocks); }
static void test_full_is_dense_mma_sync(void) { PORTABLE_PASS(test_full_is_dense); }
static void test_planted_error_mma_sync(void) { PORTABLE_PASS(test_planted_error); }
static void test_topk_pipeline_mma_sync(void) { PORTABLE_PASS(test_topk_pipeline); }

int main(void) {
    (void)ktest_max_rel;
    g_rng = ktest_rng_make(20261121);
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_tile_blocks);
    KTEST_RUN(test_other_blocks);
    KTEST_RUN(test_paired);
    KTEST_RUN(test_full_is_dense);
    KTEST_RUN(test_planted_error);
    KTEST_RUN(test_portable_features);
    KTEST_RUN(test_tile_blocks_mma_sync);
    KTEST_RUN(test_other_blocks_mma_sync);
    KTEST_RUN(test_full_is_dense_mma_sync);
    KTEST_RUN(test_planted_error_mma_sync);
    KTEST_RUN(test_topk_pipeline_mma_sync);
    KTEST_RUN(test_backward);
    KTEST_RUN(test_backward_mma_sync);
    KTEST_RUN(test_backward_planted);
    KTEST_RUN(test_topk);
    KTEST_RUN(test_topk_pipeline);
    KTEST_RUN(test_bad_inputs);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_sparse");
}
