/* CUDA paged KV cache: decode (ktorch_attention_paged) against the CPU
   implementation on the same pages (shuffled block tables, ragged lengths,
   GQA, windows, soft-cap, LSE, every page dtype), cache append bit for bit
   against the CPU, and the checks of bad inputs. Outputs are poisoned first.
   Skips when no CUDA device can be registered. KTORCH_TEST_SMALL=1 keeps
   shapes small (for compute-sanitizer). */
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

/* ---- host/device buffer pairs ------------------------------------------ */
static const ktorch_backend_impl *gpu_impl(void) { return ktest_gpu_impl(g_ctx); }
typedef struct pair {
    ktorch_tensor h, d;
    void *hb, *db, *blk; /* blk: the provider's block handle (not db on every backend) */
    size_t bytes;
} pair;
static int pair_make(pair *p, ktorch_dtype dt, int ndim, const int64_t *shape) {
    ktorch_block_provider pr = gpu_impl()->provider(gpu_impl()->state, 0);
    int64_t n = 1;
    int i;
    memset(p, 0, sizeof *p);
    for (i = 0; i < ndim; i++) n *= shape[i];
    p->bytes = (size_t)n * (size_t)(ktorch_dtype_bits(dt) / 8);
    p->hb = calloc(p->bytes ? p->bytes : 1, 1);
    if (pr.alloc_block(p->bytes ? p->bytes : 16, &p->blk, &p->db, pr.user_data) != 0) p->db = NULL;
    if (!p->hb || !p->db) return 0;
    return ktorch_tensor_wrap(dt, ndim, shape, NULL, p->hb, ktorch_cpu(), &p->h) == KTORCH_OK &&
           ktorch_tensor_wrap(dt, ndim, shape, NULL, p->db, ktest_gpu0(), &p->d) == KTORCH_OK;
}
static void pair_up(pair *p) { KTEST_OK(gpu_impl()->copy(gpu_impl()->state, 0, p->db, p->hb, p->bytes, KTORCH_COPY_HOST_TO_DEVICE)); }
static void pair_down(const pair *p, void *dst) {
    KTEST_OK(gpu_impl()->copy(gpu_impl()->state, 0, dst, p->db, p->bytes, KTORCH_COPY_DEVICE_TO_HOST));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
}
static void pair_poison(pair *p) { KTEST_OK(gpu_impl()->fill(gpu_impl()->state, 0, p->db, 0xff, p->bytes)); }
static void pair_free(pair *p) {
    ktorch_block_provider pr = gpu_impl()->provider(gpu_impl()->state, 0);
    if (!p->hb && !p->db) return;
    if (p->db) pr.free_block(p->blk, p->db, pr.user_data);
    free(p->hb);
    memset(p, 0, sizeof *p);
}

/* ---- data ---------------------------------------------------------------- */
static int is_quant(ktorch_dtype dt) { return dt == KTORCH_I8 || dt == KTORCH_FP8_E4M3 || dt == KTORCH_FP8_E5M2; }
static void put16(ktorch_dtype dt, void *dst, size_t i, float x) {
    uint16_t h = dt == KTORCH_F16 ? ktorch_f32_to_f16(x) : ktorch_f32_to_bf16(x);
    memcpy((char *)dst + 2 * i, &h, 2);
}
static void put_float(ktorch_dtype dt, void *dst, size_t i, float x) {
    if (dt == KTORCH_F32) memcpy((char *)dst + 4 * i, &x, 4);
    else put16(dt, dst, i, x);
}
/* One token row of n values ~ N(0,1) as codes + scale (per-token amax, the
   test's own quantizer: the pages are data here, not the thing checked). */
static float quant_row(ktorch_dtype dt, unsigned char *codes, int n, int span) {
    float x[256], amax = 0, s, mul = span ? ldexpf(1.0f, (int)(ktest_u64(&g_rng) % (unsigned long long)(2 * span + 1)) - span) : 1.0f;
    int e;
    for (e = 0; e < n; e++) {
        x[e] = (float)ktest_normal(&g_rng) * mul;
        if (fabsf(x[e]) > amax) amax = fabsf(x[e]);
    }
    if (dt == KTORCH_I8) {
        s = amax / 127.0f;
        for (e = 0; e < n; e++) codes[e] = (unsigned char)(signed char)lrintf(x[e] / s);
        return s;
    }
    s = amax / (dt == KTORCH_FP8_E4M3 ? 448.0f : 57344.0f);
    for (e = 0; e < n; e++) codes[e] = dt == KTORCH_FP8_E4M3 ? ktorch_f32_to_fp8_e4m3(x[e] / s, 1) : ktorch_f32_to_fp8_e5m2(x[e] / s, 1);
    return s;
}
/* Random pages (every slot, used or not) and, for quantized pages, scales. */
static void fill_pages(ktorch_dtype dt, pair *pg, pair *sc, int64_t rows, int n, int span) {
    int64_t r;
    int e;
    for (r = 0; r < rows; r++) {
        if (is_quant(dt)) {
            float s = quant_row(dt, (unsigned char *)pg->hb + r * n, n, span);
            memcpy((char *)sc->hb + 4 * r, &s, 4);
        } else {
            for (e = 0; e < n; e++) put_float(dt, pg->hb, (size_t)(r * n + e), (float)ktest_normal(&g_rng));
        }
    }
}
/* Block table with pages in shuffled order; entries past a sequence are -1. */
static int64_t make_tables(const int *lens, int B, int P, int extra, pair *bt, pair *ln, int *npages_out) {
    int b, p, maxp = 0, total = 0, *perm, i;
    int64_t s2[2], s1[1];
    for (b = 0; b < B; b++) {
        int np = (lens[b] + extra + P - 1) / P;
        total += np;
        if (np > maxp) maxp = np;
    }
    maxp += 1;
    total += 3; /* pages no sequence uses */
    perm = (int *)malloc((size_t)total * sizeof(int));
    for (i = 0; i < total; i++) perm[i] = i;
    for (i = total - 1; i > 0; i--) {
        int j = (int)(ktest_u64(&g_rng) % (unsigned long long)(i + 1)), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    s2[0] = B;
    s2[1] = maxp;
    s1[0] = B;
    KTEST_CHECK(pair_make(bt, KTORCH_I32, 2, s2) && pair_make(ln, KTORCH_I32, 1, s1));
    i = 0;
    for (b = 0; b < B; b++) {
        int np = (lens[b] + extra + P - 1) / P;
        for (p = 0; p < maxp; p++) ((int32_t *)bt->hb)[b * maxp + p] = p < np ? perm[i++] : -1;
        ((int32_t *)ln->hb)[b] = lens[b];
    }
    free(perm);
    *npages_out = total;
    return maxp;
}

/* ---- paged decode vs the CPU -------------------------------------------- */
typedef struct pcase {
    const char *name;
    ktorch_dtype qdt, kdt, vdt;
    int B, Hq, Hk, Nq, D, P;
    int lens[6];
    int wl; /* -1: no window */
    float softcap;
    int lse, split, dev_tables;
    int vspan; /* v rows times 2^k, k random in [-vspan, vspan] a token (their scales with them) */
} pcase;

static double run_paged(const pcase *c, int plant, double *lse_err) {
    pair q, kp, vp, ks, vs, bt, ln, out, lse;
    ktorch_tensor ref, rlse;
    ktorch_attention_params p, pd;
    ktorch_paged_params pp;
    int lens[6], b, npages, ok;
    size_t no = (size_t)c->B * c->Hq * c->Nq * c->D, nl = (size_t)c->B * c->Hq * c->Nq, i;
    int64_t sq[4], sp[4], ss[3], sl[3];
    float *rf = (float *)malloc(no * 4), *rl = (float *)malloc(nl * 4), *got = (float *)malloc(no * 4), *gl = (float *)malloc(nl * 4);
    double *rd = (double *)malloc(no * 8), nmse;
    uint16_t *h16 = (uint16_t *)malloc(no * 2);
    memset(&ks, 0, sizeof ks);
    memset(&vs, 0, sizeof vs);
    for (b = 0; b < c->B; b++) lens[b] = g_small && c->lens[b] > 300 ? 300 : c->lens[b];
    make_tables(lens, c->B, c->P, 0, &bt, &ln, &npages);
    sq[0] = c->B; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sp[0] = npages; sp[1] = c->Hk; sp[2] = c->P; sp[3] = c->D;
    ss[0] = npages; ss[1] = c->Hk; ss[2] = c->P;
    sl[0] = c->B; sl[1] = c->Hq; sl[2] = c->Nq;
    memset(&q, 0, sizeof q); memset(&out, 0, sizeof out); memset(&lse, 0, sizeof lse); memset(&kp, 0, sizeof kp); memset(&vp, 0, sizeof vp);
    ok = pair_make(&q, c->qdt, 4, sq) && pair_make(&out, c->qdt, 4, sq) && pair_make(&lse, KTORCH_F32, 3, sl) && pair_make(&kp, c->kdt, 4, sp) &&
         pair_make(&vp, c->vdt, 4, sp) && (!is_quant(c->kdt) || (pair_make(&ks, KTORCH_F32, 3, ss) && pair_make(&vs, KTORCH_F32, 3, ss)));
    KTEST_CHECK(ok);
    if (!ok) { /* a failed device (sticky fault): report, do not run on half-made tensors */
        pair_free(&q); pair_free(&kp); pair_free(&vp); pair_free(&bt); pair_free(&ln); pair_free(&out); pair_free(&lse); pair_free(&ks); pair_free(&vs);
        free(rf); free(rl); free(got); free(gl); free(rd); free(h16);
        *lse_err = 1e30;
        return 1e30;
    }
    for (i = 0; i < (size_t)(c->B * c->Hq * c->Nq * c->D); i++) put16(c->qdt, q.hb, i, (float)ktest_normal(&g_rng));
    fill_pages(c->kdt, &kp, &ks, (int64_t)npages * c->Hk * c->P, c->D, 0);
    fill_pages(c->vdt, &vp, &vs, (int64_t)npages * c->Hk * c->P, c->D, c->vspan);
    memset(&p, 0, sizeof p);
    memset(&pp, 0, sizeof pp);
    p.softcap = c->softcap;
    if (c->wl >= 0) {
        p.window_flags = KTORCH_WINDOW_LEFT;
        p.window_left = c->wl;
    }
    pp.split_size = c->split;
    pd = p;
    /* CPU reference: f32 out and LSE from the same pages */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, rf, ktorch_cpu(), &ref));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, rl, ktorch_cpu(), &rlse));
    p.lse = &rlse;
    if (ks.hb) {
        p.k_scale = &ks.h;
        p.v_scale = &vs.h;
    }
    KTEST_OK(ktorch_attention_paged(g_ctx, &q.h, &kp.h, &vp.h, &bt.h, &ln.h, &ref, &p, &pp));
    for (i = 0; i < no; i++) rd[i] = rf[i];
    /* device */
    pair_up(&q); pair_up(&kp); pair_up(&vp); pair_up(&bt); pair_up(&ln);
    if (ks.hb) {
        pair_up(&ks);
        pair_up(&vs);
        pd.k_scale = &ks.d;
        pd.v_scale = &vs.d;
    }
    pair_poison(&out);
    pair_poison(&lse);
    pd.lse = c->lse ? &lse.d : NULL;
    KTEST_OK(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, c->dev_tables ? &bt.d : &bt.h, c->dev_tables ? &ln.d : &ln.h, &out.d, &pd, &pp));
    pair_down(&out, h16);
    for (i = 0; i < no; i++) got[i] = c->qdt == KTORCH_F16 ? ktorch_f16_to_f32(h16[i]) : ktorch_bf16_to_f32(h16[i]);
    if (plant)
        for (i = 0; i < (size_t)c->D; i++) got[no / 2 + i] = 0.0f;
    nmse = ktest_nmse(got, rd, no);
    *lse_err = 0;
    if (c->lse) {
        pair_down(&lse, gl);
        for (i = 0; i < nl; i++) {
            double e = rl[i] == -HUGE_VAL ? (gl[i] == -HUGE_VAL ? 0 : 1) : fabs((double)gl[i] - rl[i]);
            if (!(e <= *lse_err)) *lse_err = e != e ? 1e30 : e;
        }
    }
    pair_free(&q); pair_free(&kp); pair_free(&vp); pair_free(&bt); pair_free(&ln); pair_free(&out); pair_free(&lse);
    pair_free(&ks);
    pair_free(&vs);
    free(rf); free(rl); free(got); free(gl); free(rd); free(h16);
    return nmse;
}
static double tol(ktorch_dtype dt) { return dt == KTORCH_F16 ? 1e-5 : 1e-4; }
static void check_cases(const pcase *cs, int n) {
    int i;
    for (i = 0; i < n; i++) {
        double le, e = run_paged(&cs[i], 0, &le);
        KTEST_CHECKF(e <= tol(cs[i].qdt), "%s: NMSE %g", cs[i].name, e);
        KTEST_CHECKF(le < 2e-3, "%s: LSE max abs error %g", cs[i].name, le);
        if (getenv("KTEST_VERBOSE")) printf("  %-34s NMSE %.3g LSE %.3g\n", cs[i].name, e, le);
    }
}

static void test_decode_float_pages(void) {
    static const pcase cs[] = {
        {"bf16 P16 d128 G4 Nq1", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 5, 8, 2, 1, 128, 16, {1, 16, 37, 1000, 64}, -1, 0, 1, 0, 0, 0},
        {"f16 P64 d64 G4 Nq4 lse", KTORCH_F16, KTORCH_F16, KTORCH_F16, 4, 8, 2, 4, 64, 64, {4, 64, 300, 129}, -1, 0, 1, 0, 0, 0},
        {"bf16 P16 window softcap", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 3, 16, 4, 4, 128, 16, {700, 5, 160}, 50, 30.0f, 1, 0, 0, 0},
        {"bf16 P64 split 48 device tables", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 3, 4, 4, 1, 64, 64, {640, 1, 129}, -1, 0, 1, 48, 1, 0},
        {"f16 P16 one split G1", KTORCH_F16, KTORCH_F16, KTORCH_F16, 2, 2, 2, 2, 128, 16, {33, 900}, 100, 0, 1, 100000, 0, 0},
        {"bf16 P7 (odd page) G16", KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 2, 16, 1, 1, 64, 7, {50, 7}, -1, 0, 1, 0, 0, 0},
    };
    SKIP_IF_NO_GPU();
    check_cases(cs, (int)(sizeof cs / sizeof cs[0]));
}
static void test_decode_quant_pages(void) {
    static const pcase cs[] = {
        {"i8 P16 d128 G4", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 4, 16, 4, 1, 128, 16, {1, 16, 1000, 77}, -1, 0, 1, 0, 0, 0},
        {"e4m3 P64 d64 Nq4 window", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 3, 8, 2, 4, 64, 64, {64, 500, 4}, 40, 0, 1, 0, 0, 0},
        {"e5m2 f16 P16 softcap", KTORCH_F16, KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 2, 4, 2, 2, 128, 16, {300, 31}, -1, 20.0f, 1, 0, 1, 0},
        {"i8 k / e4m3 v P16 split 32", KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3, 3, 8, 8, 1, 128, 16, {200, 1, 48}, -1, 0, 1, 32, 0, 0},
        {"i8 f16 P64 d128 device tables", KTORCH_F16, KTORCH_I8, KTORCH_I8, 3, 8, 2, 1, 128, 64, {1000, 65, 3}, -1, 0, 1, 0, 1, 0},
        {"e4m3 f16 P16 d128 G8", KTORCH_F16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 2, 16, 2, 2, 128, 16, {257, 40}, -1, 0, 1, 0, 0, 0},
        {"e5m2 bf16 P64 d64", KTORCH_BF16, KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 2, 8, 1, 1, 64, 64, {129, 700}, -1, 0, 1, 0, 0, 0},
        {"e5m2 k / i8 v f16 P16 d64", KTORCH_F16, KTORCH_FP8_E5M2, KTORCH_I8, 2, 4, 1, 3, 64, 16, {90, 33}, -1, 0, 1, 0, 0, 0},
        /* v rows 2^-20 to 2^20 apart: kernel 2's P V in f16 under bf16 q moves its power of two as larger scales come */
        {"i8 P16 d128 v 2^+-20", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 3, 8, 2, 1, 128, 16, {700, 90, 1}, -1, 0, 1, 0, 0, 20},
        {"e4m3 P64 d128 v 2^+-20 split 128", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, 2, 8, 2, 1, 128, 64, {900, 300}, -1, 0, 1, 128, 0, 20},
    };
    const int n = (int)(sizeof cs / sizeof cs[0]);
    /* codes are exact in q's type and each scale is one f32 rounding (p x v_scale one rounding to q's type, as p alone
       for float pages): the tolerances of float pages */
    gpu_engine *e = ktest_gpu_engine(g_ctx);
    int i, k;
    SKIP_IF_NO_GPU();
    /* the default, then each kernel forced (ktorch_cuda_desc.paged_kernel) */
    for (k = 0; k <= (e ? 2 : 0); k++) {
        if (e) gpu_engine_paged_kernel(e, k);
        for (i = 0; i < n; i++) {
            double le, err = run_paged(&cs[i], 0, &le);
            KTEST_CHECKF(err <= tol(cs[i].qdt), "%s, kernel %d: NMSE %g", cs[i].name, k, err);
            KTEST_CHECKF(le < 2e-3, "%s, kernel %d: LSE max abs error %g", cs[i].name, k, le);
            if (getenv("KTEST_VERBOSE")) printf("  %-34s kernel %d NMSE %.3g LSE %.3g\n", cs[i].name, k, err, le);
        }
    }
    if (e) gpu_engine_paged_kernel(e, 0);
}
static void test_decode_planted_error(void) {
    static const pcase c = {"planted", KTORCH_BF16, KTORCH_I8, KTORCH_I8, 2, 8, 2, 1, 128, 16, {100, 40}, -1, 0, 0, 0, 0, 0};
    gpu_engine *e = ktest_gpu_engine(g_ctx);
    double le;
    int k;
    SKIP_IF_NO_GPU();
    for (k = 0; k <= (e ? 2 : 0); k++) {
        if (e) gpu_engine_paged_kernel(e, k);
        KTEST_CHECKF(run_paged(&c, 1, &le) > 1e-4, "planted error, kernel %d", k);
    }
    if (e) gpu_engine_paged_kernel(e, 0);
}

/* ---- bad inputs: the device answers as the CPU does ---------------------- */
static void test_decode_bad_inputs(void) {
    pair q, kp, vp, bt, ln, out, q96, k96, out96, qbig, obig;
    ktorch_tensor ho;
    float *hof;
    int lens[2] = {40, 20}, npages, maxp;
    int64_t sq[4], sp[4], s96[4], sqb[4];
    ktorch_status cpu, dev;
    SKIP_IF_NO_GPU();
    maxp = (int)make_tables(lens, 2, 16, 0, &bt, &ln, &npages);
    sq[0] = 2; sq[1] = 4; sq[2] = 1; sq[3] = 64;
    sp[0] = npages; sp[1] = 2; sp[2] = 16; sp[3] = 64;
    KTEST_CHECK(pair_make(&q, KTORCH_BF16, 4, sq) && pair_make(&out, KTORCH_BF16, 4, sq));
    KTEST_CHECK(pair_make(&kp, KTORCH_BF16, 4, sp) && pair_make(&vp, KTORCH_BF16, 4, sp));
    pair_up(&q); pair_up(&kp); pair_up(&vp);
    hof = (float *)calloc(2 * 4 * 64, 4);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, hof, ktorch_cpu(), &ho));
    /* a page past the pool, a negative page: INVALID_ARGUMENT on both */
    ((int32_t *)bt.hb)[maxp + 1] = npages;
    pair_up(&bt); pair_up(&ln);
    cpu = ktorch_attention_paged(g_ctx, &q.h, &kp.h, &vp.h, &bt.h, &ln.h, &ho, NULL, NULL);
    dev = ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, NULL, NULL);
    KTEST_CHECK(cpu == KTORCH_INVALID_ARGUMENT && dev == cpu);
    dev = ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.d, &ln.d, &out.d, NULL, NULL);
    KTEST_CHECK(dev == cpu);
    KTEST_CHECK(strstr(ktorch_last_error(), "is not a page") != NULL);
    ((int32_t *)bt.hb)[maxp + 1] = -2;
    KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    ((int32_t *)bt.hb)[maxp + 1] = 0;
    /* a length the table cannot hold; a length below Nq */
    ((int32_t *)ln.hb)[0] = 16 * maxp + 1;
    KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    ((int32_t *)ln.hb)[0] = 0;
    KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.h, &kp.h, &vp.h, &bt.h, &ln.h, &ho, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    ((int32_t *)ln.hb)[0] = 40;
    /* quantized pages need scales; scales on float pages are refused */
    {
        ktorch_attention_params p;
        memset(&p, 0, sizeof p);
        p.k_scale = &kp.d;
        KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, &p, NULL), KTORCH_INVALID_ARGUMENT);
        p.k_scale = NULL;
        p.window_flags = KTORCH_WINDOW_RIGHT;
        p.window_right = 3;
        KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kp.d, &vp.d, &bt.h, &ln.h, &out.d, &p, NULL), KTORCH_UNSUPPORTED);
    }
    /* head dim 96, more than 16 rows per kv head: UNSUPPORTED with a message */
    s96[0] = 2; s96[1] = 4; s96[2] = 1; s96[3] = 96;
    KTEST_CHECK(pair_make(&q96, KTORCH_BF16, 4, s96) && pair_make(&out96, KTORCH_BF16, 4, s96));
    s96[0] = npages; s96[1] = 2; s96[2] = 16;
    KTEST_CHECK(pair_make(&k96, KTORCH_BF16, 4, s96));
    sqb[0] = 2; sqb[1] = 4; sqb[2] = 9; sqb[3] = 64;
    KTEST_CHECK(pair_make(&qbig, KTORCH_BF16, 4, sqb) && pair_make(&obig, KTORCH_BF16, 4, sqb));
    /* the CUDA/HIP engine's limits (Vulkan runs all three) */
    if (ktest_gpu_engine(g_ctx)) {
        KTEST_STATUS(ktorch_attention_paged(g_ctx, &q96.d, &k96.d, &k96.d, &bt.h, &ln.h, &out96.d, NULL, NULL), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "head dim") != NULL);
        KTEST_STATUS(ktorch_attention_paged(g_ctx, &qbig.d, &kp.d, &vp.d, &bt.h, &ln.h, &obig.d, NULL, NULL), KTORCH_UNSUPPORTED);
    }
    /* float pages in another dtype than q */
    if (ktest_gpu_engine(g_ctx)) {
        pair kf;
        KTEST_CHECK(pair_make(&kf, KTORCH_F16, 4, sp));
        KTEST_STATUS(ktorch_attention_paged(g_ctx, &q.d, &kf.d, &kf.d, &bt.h, &ln.h, &out.d, NULL, NULL), KTORCH_UNSUPPORTED);
        pair_free(&kf);
    }
    pair_free(&q); pair_free(&kp); pair_free(&vp); pair_free(&bt); pair_free(&ln); pair_free(&out);
    pair_free(&q96); pair_free(&k96); pair_free(&out96); pair_free(&qbig); pair_free(&obig);
    free(hof);
}

/* ---- append: device pages and scales equal the CPU's byte for byte ------- */
typedef struct acase {
    const char *name;
    ktorch_dtype pdt, ndt; /* page dtype, new-token dtype (== pdt: pre-quantized) */
    int P, T, dev_tables;
    int nan_side; /* -1 none, else plant a NaN in k_new (0) or v_new (1) */
} acase;

static void run_append(const acase *c) {
    enum { B = 3, HK = 2, D = 64 };
    int lens[B], b, npages, maxp, quant = is_quant(c->pdt), side, ok;
    pair kp, vp, ks, vs, bt, ln, kn, vn, kns, vns;
    pair *pg[2], *sc[2], *nw[2], *nsc[2];
    int64_t sp[4], ss[3], sn[4], sns[3];
    size_t i;
    ktorch_kv_quant qd, qh;
    ktorch_status cpu, dev;
    char cpumsg[512];
    unsigned char *init[4], *back;
    lens[0] = 0;
    lens[1] = c->P - 1;
    lens[2] = 2 * c->P + 3;
    maxp = (int)make_tables(lens, B, c->P, c->T, &bt, &ln, &npages);
    (void)maxp;
    sp[0] = npages; sp[1] = HK; sp[2] = c->P; sp[3] = D;
    ss[0] = npages; ss[1] = HK; ss[2] = c->P;
    sn[0] = B; sn[1] = HK; sn[2] = c->T; sn[3] = D;
    sns[0] = B; sns[1] = HK; sns[2] = c->T;
    memset(&ks, 0, sizeof ks); memset(&vs, 0, sizeof vs); memset(&kns, 0, sizeof kns); memset(&vns, 0, sizeof vns);
    ok = pair_make(&kp, c->pdt, 4, sp) && pair_make(&vp, c->pdt, 4, sp) && pair_make(&kn, c->ndt, 4, sn) && pair_make(&vn, c->ndt, 4, sn);
    if (quant) ok = ok && pair_make(&ks, KTORCH_F32, 3, ss) && pair_make(&vs, KTORCH_F32, 3, ss);
    if (quant && c->ndt == c->pdt) ok = ok && pair_make(&kns, KTORCH_F32, 3, sns) && pair_make(&vns, KTORCH_F32, 3, sns);
    KTEST_CHECK(ok);
    if (!ok) return;
    pg[0] = &kp; pg[1] = &vp; sc[0] = &ks; sc[1] = &vs; nw[0] = &kn; nw[1] = &vn; nsc[0] = &kns; nsc[1] = &vns;
    for (side = 0; side < 2; side++) {
        /* old page bytes: random (the append must leave other slots alone) */
        for (i = 0; i < pg[side]->bytes; i++) ((unsigned char *)pg[side]->hb)[i] = (unsigned char)(ktest_u64(&g_rng) >> 7);
        for (i = 0; i < sc[side]->bytes; i++) ((unsigned char *)sc[side]->hb)[i] = (unsigned char)(ktest_u64(&g_rng) >> 7);
        if (c->ndt == c->pdt && quant) {
            for (i = 0; i < (size_t)(B * HK * c->T); i++) {
                float s = quant_row(c->pdt, (unsigned char *)nw[side]->hb + i * D, D, 0);
                memcpy((char *)nsc[side]->hb + 4 * i, &s, 4);
            }
        } else {
            /* ordinary rows, an all-zero row (amax 0), a subnormal row, a large row */
            for (i = 0; i < (size_t)(B * HK * c->T * D); i++) {
                size_t row = i / D;
                double x = ktest_normal(&g_rng);
                float v = row == 0 ? 0.0f : row == 1 ? (float)(x * 1e-41) : row == 2 ? (float)(x * 3e4) : (float)(x * 3.0);
                if (c->ndt != KTORCH_F32 && row == 1) v = (float)(x * 1e-6);
                put_float(c->ndt, nw[side]->hb, i, v);
            }
        }
    }
    if (c->nan_side >= 0) {
        float nanv = (float)(HUGE_VAL - HUGE_VAL);
        put_float(c->ndt, nw[c->nan_side]->hb, (size_t)(1 * HK * c->T * D + 1 * c->T * D + 0 * D + 5), nanv);
    }
    for (i = 0; i < 4; i++) {
        pair *pp = i == 0 ? &kp : i == 1 ? &vp : i == 2 ? &ks : &vs;
        init[i] = (unsigned char *)malloc(pp->bytes ? pp->bytes : 1);
        if (pp->hb) {
            memcpy(init[i], pp->hb, pp->bytes);
            pair_up(pp);
        }
    }
    pair_up(&kn); pair_up(&vn); pair_up(&bt); pair_up(&ln);
    if (kns.hb) { pair_up(&kns); pair_up(&vns); }
    memset(&qh, 0, sizeof qh);
    memset(&qd, 0, sizeof qd);
    if (quant) {
        qh.k_scale = &ks.h; qh.v_scale = &vs.h;
        qd.k_scale = &ks.d; qd.v_scale = &vs.d;
        if (kns.hb) {
            qh.k_new_scale = &kns.h; qh.v_new_scale = &vns.h;
            qd.k_new_scale = &kns.d; qd.v_new_scale = &vns.d;
        }
        cpu = ktorch_kv_cache_append_quant(g_ctx, &kp.h, &vp.h, &bt.h, &ln.h, &kn.h, &vn.h, &qh);
        snprintf(cpumsg, sizeof cpumsg, "%s", ktorch_last_error());
        dev = ktorch_kv_cache_append_quant(g_ctx, &kp.d, &vp.d, c->dev_tables ? &bt.d : &bt.h, c->dev_tables ? &ln.d : &ln.h, &kn.d, &vn.d, &qd);
    } else {
        cpu = ktorch_kv_cache_append(g_ctx, &kp.h, &vp.h, &bt.h, &ln.h, &kn.h, &vn.h);
        snprintf(cpumsg, sizeof cpumsg, "%s", ktorch_last_error());
        dev = ktorch_kv_cache_append(g_ctx, &kp.d, &vp.d, c->dev_tables ? &bt.d : &bt.h, c->dev_tables ? &ln.d : &ln.h, &kn.d, &vn.d);
    }
    KTEST_CHECKF(dev == cpu, "%s: cpu %s, device %s (%s)", c->name, ktorch_status_string(cpu), ktorch_status_string(dev), ktorch_last_error());
    if (c->nan_side >= 0) {
        /* same report (after the function name); nothing written */
        const char *a = strchr(cpumsg, ':'), *d = strchr(ktorch_last_error(), ':');
        KTEST_CHECK(cpu == KTORCH_INVALID_ARGUMENT);
        KTEST_CHECKF(a && d && strcmp(a, d) == 0, "%s: cpu '%s' device '%s'", c->name, cpumsg, ktorch_last_error());
    }
    for (i = 0; i < 4; i++) {
        pair *pp = i == 0 ? &kp : i == 1 ? &vp : i == 2 ? &ks : &vs;
        size_t j, diff = 0;
        if (!pp->hb) continue;
        back = (unsigned char *)malloc(pp->bytes);
        pair_down(pp, back);
        for (j = 0; j < pp->bytes; j++) diff += back[j] != ((unsigned char *)pp->hb)[j];
        KTEST_CHECKF(diff == 0, "%s: %s differs from the CPU in %zu bytes", c->name, i < 2 ? "pages" : "scales", diff);
        if (c->nan_side >= 0) KTEST_CHECK(memcmp(back, init[i], pp->bytes) == 0);
        else if (i < 2) KTEST_CHECK(memcmp(back, init[i], pp->bytes) != 0); /* the test-of-the-test: something was written */
        free(back);
    }
    for (i = 0; i < 4; i++) free(init[i]);
    pair_free(&kp); pair_free(&vp); pair_free(&kn); pair_free(&vn); pair_free(&bt); pair_free(&ln);
    if (ks.hb) { pair_free(&ks); pair_free(&vs); }
    if (kns.hb) { pair_free(&kns); pair_free(&vns); }
    (void)b;
}
static void test_append(void) {
    static const acase cs[] = {
        {"bf16 pages from f32", KTORCH_BF16, KTORCH_F32, 16, 3, 0, -1},
        {"f16 pages from bf16, device tables", KTORCH_F16, KTORCH_BF16, 64, 5, 1, -1},
        {"f32 pages from f16", KTORCH_F32, KTORCH_F16, 16, 2, 0, -1},
        {"i8 pages from f32", KTORCH_I8, KTORCH_F32, 16, 3, 0, -1},
        {"e4m3 pages from bf16", KTORCH_FP8_E4M3, KTORCH_BF16, 64, 3, 1, -1},
        {"e5m2 pages from f32", KTORCH_FP8_E5M2, KTORCH_F32, 16, 4, 0, -1},
        {"e4m3 pages from f32 (P 5)", KTORCH_FP8_E4M3, KTORCH_F32, 5, 3, 0, -1},
        {"i8 pre-quantized", KTORCH_I8, KTORCH_I8, 16, 3, 0, -1},
        {"e5m2 pre-quantized", KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, 64, 2, 1, -1},
        {"i8 NaN in v_new", KTORCH_I8, KTORCH_F32, 16, 3, 0, 1},
        {"e4m3 NaN in k_new", KTORCH_FP8_E4M3, KTORCH_BF16, 16, 3, 1, 0},
    };
    size_t i;
    SKIP_IF_NO_GPU();
    for (i = 0; i < sizeof cs / sizeof cs[0]; i++) run_append(&cs[i]);
}

/* ---- quantized attention inputs on the device vs the CPU ------------------ */
typedef struct qcase {
    const char *name;
    ktorch_dtype qdt, kdt, vdt, odt; /* float q/k/v share odt */
    int qs, ks, vs;                  /* scale shape: 0 [1], 1 [H], 2 [B,H,N] */
    int B, Hq, Hk, Nq, Nk, D, causal;
} qcase;
/* x ~ N(0,1) as codes of dt with scales of the given granularity (or floats) */
static void make_input(ktorch_dtype dt, int gran, int B, int H, int N, int D, pair *x, pair *sc) {
    int64_t s4[4], s3[3];
    int64_t i, rows = (int64_t)B * H * N;
    s4[0] = B; s4[1] = H; s4[2] = N; s4[3] = D;
    KTEST_CHECK(pair_make(x, dt, 4, s4));
    memset(sc, 0, sizeof *sc);
    if (!is_quant(dt)) {
        for (i = 0; i < rows * D; i++) put_float(dt, x->hb, (size_t)i, (float)ktest_normal(&g_rng));
        return;
    }
    s3[0] = gran == 2 ? B : gran == 1 ? H : 1; s3[1] = H; s3[2] = N;
    KTEST_CHECK(pair_make(sc, KTORCH_F32, gran == 2 ? 3 : 1, gran == 2 ? s3 : gran == 1 ? s3 + 1 : s3));
    for (i = 0; i < (int64_t)(sc->bytes / 4); i++) {
        float v = (float)(0.5 + ktest_uniform(&g_rng)) / (dt == KTORCH_I8 ? 40.0f : dt == KTORCH_FP8_E4M3 ? 100.0f : 8000.0f);
        memcpy((char *)sc->hb + 4 * i, &v, 4);
    }
    for (i = 0; i < rows * D; i++) {
        int64_t r = i / D, h = (r / N) % H;
        int64_t si = gran == 2 ? r : gran == 1 ? h : 0;
        float s, v = (float)ktest_normal(&g_rng);
        memcpy(&s, (char *)sc->hb + 4 * si, 4);
        v /= s;
        ((unsigned char *)x->hb)[i] = dt == KTORCH_I8 ? (unsigned char)(signed char)(v > 127 ? 127 : v < -127 ? -127 : lrintf(v))
                                      : dt == KTORCH_FP8_E4M3 ? ktorch_f32_to_fp8_e4m3(v, 1) : ktorch_f32_to_fp8_e5m2(v, 1);
    }
}
static double run_qin(const qcase *c, int plant) {
    pair x[3], sc[3], out;
    ktorch_tensor ref;
    ktorch_attention_params p, pd;
    size_t no = (size_t)c->B * c->Hq * c->Nq * c->D, i;
    float *rf = (float *)malloc(no * 4), *got = (float *)malloc(no * 4);
    double *rd = (double *)malloc(no * 8), nmse;
    uint16_t *h16 = (uint16_t *)malloc(no * 2);
    int64_t so[4];
    int j;
    make_input(c->qdt, c->qs, c->B, c->Hq, c->Nq, c->D, &x[0], &sc[0]);
    make_input(c->kdt, c->ks, c->B, c->Hk, c->Nk, c->D, &x[1], &sc[1]);
    make_input(c->vdt, c->vs, c->B, c->Hk, c->Nk, c->D, &x[2], &sc[2]);
    so[0] = c->B; so[1] = c->Hq; so[2] = c->Nq; so[3] = c->D;
    KTEST_CHECK(pair_make(&out, c->odt, 4, so));
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    pd = p;
    p.q_scale = sc[0].hb ? &sc[0].h : NULL;
    p.k_scale = sc[1].hb ? &sc[1].h : NULL;
    p.v_scale = sc[2].hb ? &sc[2].h : NULL;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, so, NULL, rf, ktorch_cpu(), &ref));
    KTEST_OK(ktorch_attention(g_ctx, &x[0].h, &x[1].h, &x[2].h, &ref, &p));
    for (i = 0; i < no; i++) rd[i] = rf[i];
    for (j = 0; j < 3; j++) {
        pair_up(&x[j]);
        if (sc[j].hb) pair_up(&sc[j]);
    }
    pd.q_scale = sc[0].hb ? &sc[0].d : NULL;
    pd.k_scale = sc[1].hb ? &sc[1].d : NULL;
    pd.v_scale = sc[2].hb ? &sc[2].d : NULL;
    pair_poison(&out);
    KTEST_OK(ktorch_attention(g_ctx, &x[0].d, &x[1].d, &x[2].d, &out.d, &pd));
    pair_down(&out, h16);
    for (i = 0; i < no; i++) got[i] = c->odt == KTORCH_F16 ? ktorch_f16_to_f32(h16[i]) : ktorch_bf16_to_f32(h16[i]);
    if (plant)
        for (i = 0; i < (size_t)c->D; i++) got[i] = 0.0f;
    nmse = ktest_nmse(got, rd, no);
    for (j = 0; j < 3; j++) {
        pair_free(&x[j]);
        pair_free(&sc[j]);
    }
    pair_free(&out);
    free(rf); free(got); free(rd); free(h16);
    return nmse;
}
static void test_quantized_inputs(void) {
    static const qcase cs[] = {
        {"bf16 q, e4m3 k/v per token, causal", KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_BF16, 0, 2, 2, 2, 8, 2, 64, 64, 128, 1},
        {"e4m3 q/k/v per tensor, decode", KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_BF16, 0, 0, 0, 2, 8, 2, 1, 300, 128, 0},
        {"e4m3 q per head, e5m2 k, i8 v, f16 out", KTORCH_FP8_E4M3, KTORCH_FP8_E5M2, KTORCH_I8, KTORCH_F16, 1, 1, 2, 1, 4, 4, 80, 80, 64, 0},
    };
    size_t i;
    SKIP_IF_NO_GPU();
    for (i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        double e = run_qin(&cs[i], 0);
        KTEST_CHECKF(e <= 1e-4, "%s: NMSE %g", cs[i].name, e);
        if (getenv("KTEST_VERBOSE")) printf("  %-40s NMSE %.3g\n", cs[i].name, e);
    }
    KTEST_CHECK(run_qin(&cs[0], 1) > 1e-4); /* planted error */
    {
        /* a missing scale is refused */
        pair xq, sq, xk, sk, xv, sv, o;
        ktorch_attention_params p;
        int64_t so[4];
        make_input(KTORCH_FP8_E4M3, 0, 1, 2, 1, 64, &xq, &sq);
        make_input(KTORCH_BF16, 0, 1, 2, 16, 64, &xk, &sk);
        make_input(KTORCH_BF16, 0, 1, 2, 16, 64, &xv, &sv);
        so[0] = 1; so[1] = 2; so[2] = 1; so[3] = 64;
        KTEST_CHECK(pair_make(&o, KTORCH_BF16, 4, so));
        memset(&p, 0, sizeof p);
        KTEST_STATUS(ktorch_attention(g_ctx, &xq.d, &xk.d, &xv.d, &o.d, &p), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(strstr(ktorch_last_error(), "q_scale") != NULL);
        p.q_scale = &sq.h; /* host scale: the device wants it on the device */
        KTEST_STATUS(ktorch_attention(g_ctx, &xq.d, &xk.d, &xv.d, &o.d, &p), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(strstr(ktorch_last_error(), "q_scale") != NULL);
        pair_free(&xq); pair_free(&sq); pair_free(&xk); pair_free(&xv); pair_free(&o);
    }
}

int main(void) {
    g_rng = ktest_rng_make(20261121);
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_decode_float_pages);
    KTEST_RUN(test_decode_quant_pages);
    KTEST_RUN(test_decode_planted_error);
    KTEST_RUN(test_decode_bad_inputs);
    KTEST_RUN(test_append);
    KTEST_RUN(test_quantized_inputs);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_paged");
}
