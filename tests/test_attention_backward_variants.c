/* Backward of block-sparse, chunked and dilated (LONGNET) attention on the
   CPU: an independent f64 reference that materialises each row's softmax
   with a multiplicity per (query, key) (0 = not visible; LONGNET counts the
   patterns that select the pair), itself checked against f64 central finite
   differences of its forward; the library's gradients against it (f32
   within 1e-5 of max|ref| under each ISA, f16/bf16 within 2e-2), against
   dense ktorch_attention_backward with the equivalent mask, bitwise over
   thread counts, on a device backend through the composites (the fake
   device), and bad arguments. Planted errors in the reference must each be
   rejected. */
#include "ktorch.h"
#include "ktest.h"
#include "hooks.h"
#include "fake_backend.h"

enum { V_SPARSE, V_CHUNKED, V_DILATED };
typedef struct spec {
    const char *name;
    int kind;
    int64_t B, Hq, Hk, Nq, Nk, D, Dv;
    int causal;
    int64_t wl, wr; /* -1 = unset */
    float softcap, scale;
    int mask;           /* element mask (chunked): 1 boolean, 2 additive */
    int64_t bq, bk;     /* block-sparse block sizes; chunked chunk sizes */
    int bm_bcast;       /* block mask [1,1,QB,KB] instead of [B,Hq,QB,KB] */
    int count;          /* dilated patterns */
    int64_t seg[3], dil[3];
    int bnhd;
} spec;

/* ---- the f64 reference ---------------------------------------------------- */
typedef struct prob {
    const spec *s;
    double *q, *k, *v, *dout, *mask; /* contiguous [B,H,N,D]; mask [B,Hq,Nq,Nk] */
    unsigned char *bm;               /* block mask [B|1,Hq|1,QB,KB] */
    int64_t QB, KB;
} prob;

static double *dalloc(int64_t n) { return (double *)calloc((size_t)(n > 0 ? n : 1), sizeof(double)); }
static int64_t nq_el(const spec *s) { return s->B * s->Hq * s->Nq * s->D; }
static int64_t nk_el(const spec *s) { return s->B * s->Hk * s->Nk * s->D; }
static int64_t nv_el(const spec *s) { return s->B * s->Hk * s->Nk * s->Dv; }
static int64_t no_el(const spec *s) { return s->B * s->Hq * s->Nq * s->Dv; }

/* Planted errors of the reference (0 = none). */
enum { PLANT_NONE = 0, PLANT_COUNT_ONE, PLANT_NO_BLOCK_MASK, PLANT_NO_D };

/* How many times key j enters row i's softmax. */
static int ref_count(const prob *P, int64_t b, int64_t h, int64_t i, int64_t j, int plant) {
    const spec *s = P->s;
    const int64_t off = s->Nk - s->Nq;
    int c = 0, p;
    if (s->wl >= 0 && j < i + off - s->wl) return 0;
    if ((s->causal || s->wr >= 0) && j > i + off + (s->causal ? 0 : s->wr)) return 0;
    if (s->mask == 1 && P->mask[((b * s->Hq + h) * s->Nq + i) * s->Nk + j] == 0) return 0;
    if (s->kind == V_SPARSE && plant != PLANT_NO_BLOCK_MASK) {
        const int64_t bb = s->bm_bcast ? 0 : b, hh = s->bm_bcast ? 0 : h, H = s->bm_bcast ? 1 : s->Hq;
        if (!P->bm[((bb * H + hh) * P->QB + i / s->bq) * P->KB + j / s->bk]) return 0;
    }
    if (s->kind != V_DILATED) return 1;
    for (p = 0; p < s->count; p++) {
        const int64_t w = s->seg[p] < s->Nq ? s->seg[p] : s->Nq, r = s->dil[p], s0 = i / w * w;
        if (j / w == i / w && (i - s0) % r == h % r && (j - s0) % r == h % r) c++;
    }
    return plant == PLANT_COUNT_ONE && c > 1 ? 1 : c;
}
/* Score of (b, h, i, j) and ds/dx with x = q.k. */
static double ref_score(const prob *P, int64_t b, int64_t h, int64_t i, int64_t j, double *dsdx) {
    const spec *s = P->s;
    const int64_t hk = h / (s->Hq / s->Hk);
    const double scale = s->scale != 0 ? s->scale : 1.0 / sqrt((double)s->D);
    const double *q = P->q + ((b * s->Hq + h) * s->Nq + i) * s->D, *k = P->k + ((b * s->Hk + hk) * s->Nk + j) * s->D;
    double x = 0, sc;
    int64_t t;
    for (t = 0; t < s->D; t++) x += q[t] * k[t];
    sc = x * scale;
    *dsdx = scale;
    if (s->softcap > 0) {
        double th = tanh(sc / s->softcap);
        sc = s->softcap * th;
        *dsdx = scale * (1 - th * th);
    }
    if (s->mask == 2) sc += P->mask[((b * s->Hq + h) * s->Nq + i) * s->Nk + j];
    return sc;
}
/* Row i's weights p[j] = c_ij exp(s_ij) / sum (0 where c_ij = 0 or s = -inf); 0 when the row sees nothing. */
static int ref_row(const prob *P, int64_t b, int64_t h, int64_t i, double *p, double *g, int plant) {
    const spec *s = P->s;
    double m = -INFINITY, den = 0;
    int64_t j;
    int *c = (int *)calloc((size_t)s->Nk + 1, sizeof(int));
    for (j = 0; j < s->Nk; j++) {
        c[j] = ref_count(P, b, h, i, j, plant);
        p[j] = c[j] ? ref_score(P, b, h, i, j, &g[j]) : -INFINITY;
        if (p[j] > m) m = p[j];
    }
    for (j = 0; j < s->Nk; j++) {
        p[j] = m == -INFINITY || p[j] == -INFINITY ? 0 : c[j] * exp(p[j] - m);
        den += p[j];
    }
    for (j = 0; j < s->Nk && den > 0; j++) p[j] /= den;
    free(c);
    return den > 0;
}
static void ref_forward(const prob *P, double *out) {
    const spec *s = P->s;
    double *p = dalloc(s->Nk), *g = dalloc(s->Nk);
    int64_t b, h, i, j, e;
    for (b = 0; b < s->B; b++)
        for (h = 0; h < s->Hq; h++)
            for (i = 0; i < s->Nq; i++) {
                const int64_t hk = h / (s->Hq / s->Hk);
                double *o = out + ((b * s->Hq + h) * s->Nq + i) * s->Dv;
                for (e = 0; e < s->Dv; e++) o[e] = 0;
                if (!ref_row(P, b, h, i, p, g, PLANT_NONE)) continue;
                for (j = 0; j < s->Nk; j++)
                    for (e = 0; e < s->Dv; e++) o[e] += p[j] * P->v[((b * s->Hk + hk) * s->Nk + j) * s->Dv + e];
            }
    free(p);
    free(g);
}
/* Gradients of L = sum(out * dout). */
static void ref_backward(const prob *P, double *dq, double *dk, double *dv, int plant) {
    const spec *s = P->s;
    double *p = dalloc(s->Nk), *g = dalloc(s->Nk), *dp = dalloc(s->Nk);
    int64_t b, h, i, j, t, e;
    memset(dq, 0, (size_t)nq_el(s) * sizeof(double));
    memset(dk, 0, (size_t)nk_el(s) * sizeof(double));
    memset(dv, 0, (size_t)nv_el(s) * sizeof(double));
    for (b = 0; b < s->B; b++)
        for (h = 0; h < s->Hq; h++)
            for (i = 0; i < s->Nq; i++) {
                const int64_t hk = h / (s->Hq / s->Hk);
                const double *qr = P->q + ((b * s->Hq + h) * s->Nq + i) * s->D, *go = P->dout + ((b * s->Hq + h) * s->Nq + i) * s->Dv;
                double drow = 0;
                if (!ref_row(P, b, h, i, p, g, plant)) continue;
                for (j = 0; j < s->Nk; j++) {
                    const double *vr = P->v + ((b * s->Hk + hk) * s->Nk + j) * s->Dv;
                    dp[j] = 0;
                    for (e = 0; e < s->Dv; e++) dp[j] += go[e] * vr[e];
                    drow += p[j] * dp[j];
                }
                if (plant == PLANT_NO_D) drow = 0;
                for (j = 0; j < s->Nk; j++) {
                    const double *kr = P->k + ((b * s->Hk + hk) * s->Nk + j) * s->D;
                    const double ds = p[j] * (dp[j] - drow) * g[j];
                    if (p[j] == 0) continue;
                    for (t = 0; t < s->D; t++) dq[((b * s->Hq + h) * s->Nq + i) * s->D + t] += ds * kr[t];
                    for (t = 0; t < s->D; t++) dk[((b * s->Hk + hk) * s->Nk + j) * s->D + t] += ds * qr[t];
                    for (e = 0; e < s->Dv; e++) dv[((b * s->Hk + hk) * s->Nk + j) * s->Dv + e] += p[j] * go[e];
                }
            }
    free(p);
    free(g);
    free(dp);
}

static void prob_init(prob *P, const spec *s, unsigned long long seed) {
    ktest_rng r = ktest_rng_make(seed);
    int64_t n, i, j, h, b;
    memset(P, 0, sizeof *P);
    P->s = s;
    P->q = dalloc(nq_el(s));
    P->k = dalloc(nk_el(s));
    P->v = dalloc(nv_el(s));
    P->dout = dalloc(no_el(s));
    for (n = 0; n < nq_el(s); n++) P->q[n] = ktest_normal(&r);
    for (n = 0; n < nk_el(s); n++) P->k[n] = ktest_normal(&r);
    for (n = 0; n < nv_el(s); n++) P->v[n] = ktest_normal(&r);
    for (n = 0; n < no_el(s); n++) P->dout[n] = ktest_normal(&r);
    if (s->mask) {
        P->mask = dalloc(s->B * s->Hq * s->Nq * s->Nk);
        for (b = 0; b < s->B; b++)
            for (h = 0; h < s->Hq; h++)
                for (i = 0; i < s->Nq; i++)
                    for (j = 0; j < s->Nk; j++) {
                        double *m = &P->mask[((b * s->Hq + h) * s->Nq + i) * s->Nk + j];
                        if (s->mask == 1) *m = i == 0 ? 0 : ktest_uniform(&r) < 0.7;
                        else *m = 2 * ktest_normal(&r);
                    }
    }
    if (s->kind == V_SPARSE) {
        const int64_t nb = s->bm_bcast ? 1 : s->B * s->Hq;
        P->QB = (s->Nq + s->bq - 1) / s->bq;
        P->KB = (s->Nk + s->bk - 1) / s->bk;
        P->bm = (unsigned char *)calloc((size_t)(nb * P->QB * P->KB), 1);
        for (n = 0; n < nb * P->QB * P->KB; n++) P->bm[n] = ktest_uniform(&r) < 0.5;
        /* block row 1 of the first head sees nothing: its rows are empty */
        if (P->QB > 1)
            for (j = 0; j < P->KB; j++) P->bm[P->KB + j] = 0;
    }
}
static void prob_free(prob *P) {
    free(P->q);
    free(P->k);
    free(P->v);
    free(P->dout);
    free(P->mask);
    free(P->bm);
}

/* ---- finite differences check the reference ------------------------------- */
static double fd_loss(const prob *P) {
    const spec *s = P->s;
    double *out = dalloc(no_el(s)), L = 0;
    int64_t n;
    ref_forward(P, out);
    for (n = 0; n < no_el(s); n++) L += out[n] * P->dout[n];
    free(out);
    return L;
}
/* dL/dq, dL/dk, dL/dv by central differences of the f64 forward. */
static void fd_grads(prob *P, double **fd) {
    const spec *s = P->s;
    double *x[3];
    const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
    int a;
    int64_t n;
    x[0] = P->q, x[1] = P->k, x[2] = P->v;
    for (a = 0; a < 3; a++)
        for (n = 0; n < cnt[a]; n++) {
            const double h = 1e-5, x0 = x[a][n];
            double lp, lm;
            x[a][n] = x0 + h;
            lp = fd_loss(P);
            x[a][n] = x0 - h;
            lm = fd_loss(P);
            x[a][n] = x0;
            fd[a][n] = (lp - lm) / (2 * h);
        }
}
/* max |fd - ref| / max |fd| over dq, dk, dv. */
static double fd_error(prob *P, int plant) {
    const spec *s = P->s;
    double *g[3], *fd[3], num = 0, den = 0;
    const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
    int a;
    int64_t n;
    for (a = 0; a < 3; a++) g[a] = dalloc(cnt[a]), fd[a] = dalloc(cnt[a]);
    ref_backward(P, g[0], g[1], g[2], plant);
    fd_grads(P, fd);
    for (a = 0; a < 3; a++)
        for (n = 0; n < cnt[a]; n++) {
            if (fabs(fd[a][n] - g[a][n]) > num) num = fabs(fd[a][n] - g[a][n]);
            if (fabs(fd[a][n]) > den) den = fabs(fd[a][n]);
        }
    for (a = 0; a < 3; a++) free(g[a]), free(fd[a]);
    return den > 0 ? num / den : num;
}

static const spec g_tiny[] = {
    /* name              kind       B  Hq Hk Nq Nk D  Dv c  wl  wr  cap   scale mask bq bk bc cnt seg        dil       bnhd */
    {"sparse",           V_SPARSE,  1, 2, 1, 5, 6, 3, 2, 0, -1, -1, 0,    0,    0,   2, 2, 0, 0,  {0},       {0},      0},
    {"sparse causal",    V_SPARSE,  2, 2, 2, 4, 6, 2, 3, 1, -1, -1, 1.5f, 0,    0,   1, 3, 1, 0,  {0},       {0},      0},
    {"chunked window",   V_CHUNKED, 1, 2, 1, 5, 6, 3, 2, 0, 2,  1,  0,    0,    2,   2, 4, 0, 0,  {0},       {0},      0},
    {"dilated",          V_DILATED, 1, 4, 2, 7, 7, 3, 2, 0, -1, -1, 0,    0,    0,   0, 0, 0, 2,  {4, 7},    {1, 2},   0},
    {"dilated causal",   V_DILATED, 1, 2, 2, 6, 6, 2, 2, 1, -1, -1, 2.f,  0.8f, 0,   0, 0, 0, 3,  {2, 3, 6}, {1, 1, 2}, 0},
};

static void test_reference_vs_finite_differences(void) {
    size_t i;
    for (i = 0; i < sizeof g_tiny / sizeof g_tiny[0]; i++) {
        prob P;
        double err;
        prob_init(&P, &g_tiny[i], 10 + i);
        err = fd_error(&P, PLANT_NONE);
        KTEST_CHECKF(err <= 1e-7, "%s: reference vs finite differences %.3g (limit 1e-7)", g_tiny[i].name, err);
        prob_free(&P);
    }
}
/* A pair's multiplicity, the block mask and D_i each matter: dropping one from the backward is caught. */
static void test_planted_reference_errors(void) {
    static const struct {
        int plant, spec;
    } cases[] = {{PLANT_COUNT_ONE, 3}, {PLANT_COUNT_ONE, 4}, {PLANT_NO_BLOCK_MASK, 0}, {PLANT_NO_BLOCK_MASK, 1}, {PLANT_NO_D, 2}};
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        prob P;
        double err;
        prob_init(&P, &g_tiny[cases[i].spec], 10 + (unsigned)cases[i].spec);
        err = fd_error(&P, cases[i].plant);
        KTEST_CHECKF(err > 1e-3, "planted error %d on %s not caught (%.3g)", cases[i].plant, g_tiny[cases[i].spec].name, err);
        prob_free(&P);
    }
}

/* ---- the library ------------------------------------------------------------ */
static ktorch_context *g_ctx;

typedef struct tens {
    ktorch_tensor base, view;
} tens;
/* As in test_attention_backward.c: values of x (rounded to dt, written back
   into x), optionally seen as a [B,N,H,D] base; NULL x: poisoned. */
static void tens_make(ktorch_context *ctx, tens *t, ktorch_dtype dt, ktorch_device dev, int64_t n0, int64_t n1, int64_t n2, int64_t n3, int bnhd,
                      double *x) {
    static const int perm[4] = {0, 2, 1, 3};
    int64_t sh[4], n = n0 * n1 * n2 * n3, i;
    float *f = (float *)malloc((size_t)(n > 0 ? n : 1) * sizeof(float));
    ktorch_tensor w;
    sh[0] = n0, sh[1] = bnhd ? n2 : n1, sh[2] = bnhd ? n1 : n2, sh[3] = n3;
    KTEST_OK(ktorch_tensor_create(ctx, dt, 4, sh, dev, &t->base));
    if (bnhd) KTEST_OK(ktorch_tensor_permute(&t->base, perm, &t->view));
    else t->view = t->base;
    memset(&t->view.allocation, 0, sizeof t->view.allocation);
    sh[1] = n1, sh[2] = n2;
    if (x) {
        for (i = 0; i < n; i++) f[i] = (float)x[i];
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, f, ktorch_cpu(), &w));
        KTEST_OK(ktorch_tensor_copy(ctx, &t->view, &w, NULL));
        KTEST_OK(ktorch_tensor_copy(ctx, &w, &t->view, NULL));
        for (i = 0; i < n; i++) x[i] = f[i];
    } else
        KTEST_OK(ktorch_tensor_fill_bytes(ctx, &t->base, 0xff));
    free(f);
}
static float *tens_read(ktorch_context *ctx, const tens *t) {
    int64_t n = ktorch_tensor_numel(&t->view);
    float *f = (float *)malloc((size_t)(n > 0 ? n : 1) * sizeof(float));
    ktorch_tensor w;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, t->view.shape, NULL, f, ktorch_cpu(), &w));
    KTEST_OK(ktorch_tensor_copy(ctx, &w, &t->view, NULL));
    return f;
}

typedef struct run {
    ktorch_context *ctx;
    tens q, k, v, out, dout, dq, dk, dv, mask;
    ktorch_tensor lse, bm, *lsep; /* lsep: the saved LSE passed to the backward */
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    ktorch_dilated_params dp;
    int has_mask;
} run;

/* The variant's forward (out, lse) of P's values in dtype dt on dev. */
static void run_forward(ktorch_context *ctx, prob *P, ktorch_dtype dt, ktorch_dtype gdt, ktorch_device dev, run *R) {
    const spec *s = P->s;
    int64_t lsh[3], bsh[4];
    memset(R, 0, sizeof *R);
    R->ctx = ctx;
    tens_make(ctx, &R->q, dt, dev, s->B, s->Hq, s->Nq, s->D, s->bnhd, P->q);
    tens_make(ctx, &R->k, dt, dev, s->B, s->Hk, s->Nk, s->D, s->bnhd, P->k);
    tens_make(ctx, &R->v, dt, dev, s->B, s->Hk, s->Nk, s->Dv, s->bnhd, P->v);
    tens_make(ctx, &R->dout, dt, dev, s->B, s->Hq, s->Nq, s->Dv, s->bnhd, P->dout);
    tens_make(ctx, &R->out, dt, dev, s->B, s->Hq, s->Nq, s->Dv, s->bnhd, NULL);
    tens_make(ctx, &R->dq, gdt, dev, s->B, s->Hq, s->Nq, s->D, s->bnhd, NULL);
    tens_make(ctx, &R->dk, gdt, dev, s->B, s->Hk, s->Nk, s->D, s->bnhd, NULL);
    tens_make(ctx, &R->dv, gdt, dev, s->B, s->Hk, s->Nk, s->Dv, s->bnhd, NULL);
    lsh[0] = s->B, lsh[1] = s->Hq, lsh[2] = s->Nq;
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 3, lsh, dev, &R->lse));
    if (s->mask) {
        tens_make(ctx, &R->mask, s->mask == 1 ? KTORCH_BOOL : dt, dev, s->B, s->Hq, s->Nq, s->Nk, 0, P->mask);
        R->has_mask = 1;
        R->p.mask = &R->mask.view;
    }
    if (s->causal) R->p.causal = 1;
    if (s->wl >= 0) R->p.window_flags |= KTORCH_WINDOW_LEFT, R->p.window_left = s->wl;
    if (s->wr >= 0) R->p.window_flags |= KTORCH_WINDOW_RIGHT, R->p.window_right = s->wr;
    R->p.softcap = s->softcap;
    R->p.scale = s->scale;
    R->p.lse = &R->lse;
    if (s->kind == V_SPARSE) {
        bsh[0] = s->bm_bcast ? 1 : s->B, bsh[1] = s->bm_bcast ? 1 : s->Hq, bsh[2] = P->QB, bsh[3] = P->KB;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, bsh, NULL, P->bm, ktorch_cpu(), &R->bm));
        R->sp.block_mask = &R->bm;
        R->sp.block_q = s->bq;
        R->sp.block_k = s->bk;
        KTEST_OK(ktorch_attention_block_sparse(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, &R->p, &R->sp));
    } else if (s->kind == V_CHUNKED) {
        KTEST_OK(ktorch_attention_chunked(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, &R->p, s->bq, s->bk));
    } else {
        R->dp.count = s->count;
        R->dp.segment = s->seg;
        R->dp.dilation = s->dil;
        R->dp.mode = KTORCH_DILATED_LONGNET;
        KTEST_OK(ktorch_attention_dilated(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, &R->p, &R->dp));
    }
    R->p.lse = NULL;
    R->lsep = &R->lse;
}
static ktorch_status run_backward(run *R, const spec *s) {
    ktorch_context *ctx = R->ctx;
    if (s->kind == V_SPARSE)
        return ktorch_attention_block_sparse_backward(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, R->lsep, &R->dout.view, &R->dq.view,
                                                      &R->dk.view, &R->dv.view, &R->p, &R->sp);
    if (s->kind == V_CHUNKED)
        return ktorch_attention_chunked_backward(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, R->lsep, &R->dout.view, &R->dq.view,
                                                 &R->dk.view, &R->dv.view, &R->p, s->bq, s->bk);
    return ktorch_attention_dilated_backward(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, R->lsep, &R->dout.view, &R->dq.view,
                                             &R->dk.view, &R->dv.view, &R->p, &R->dp);
}
static void run_free(run *R) {
    ktorch_context *ctx = R->ctx;
    ktorch_tensor_free(ctx, &R->q.base);
    ktorch_tensor_free(ctx, &R->k.base);
    ktorch_tensor_free(ctx, &R->v.base);
    ktorch_tensor_free(ctx, &R->out.base);
    ktorch_tensor_free(ctx, &R->dout.base);
    ktorch_tensor_free(ctx, &R->dq.base);
    ktorch_tensor_free(ctx, &R->dk.base);
    ktorch_tensor_free(ctx, &R->dv.base);
    if (R->has_mask) ktorch_tensor_free(ctx, &R->mask.base);
    ktorch_tensor_free(ctx, &R->lse);
}

static const spec g_specs[] = {
    /* name                 kind       B  Hq Hk Nq   Nk   D   Dv c  wl  wr  cap   scale mask bq  bk  bc cnt seg             dil         bnhd */
    {"sparse 64",           V_SPARSE,  2, 2, 1, 150, 200, 16, 16, 0, -1, -1, 0,    0,    0,   64, 64, 0, 0,  {0},            {0},        0},
    {"sparse 16x48 causal", V_SPARSE,  1, 4, 2, 130, 130, 32, 16, 1, -1, -1, 0,    0,    0,   16, 48, 0, 0,  {0},            {0},        0},
    {"sparse bcast window", V_SPARSE,  1, 2, 2, 90,  100, 16, 24, 0, 30, 5,  2.5f, 0.2f, 0,   7,  5,  1, 0,  {0},            {0},        1},
    {"chunked causal GQA",  V_CHUNKED, 1, 4, 2, 100, 130, 16, 16, 1, -1, -1, 0,    0,    0,   32, 48, 0, 0,  {0},            {0},        0},
    {"chunked window mask", V_CHUNKED, 2, 2, 1, 70,  90,  16, 8,  0, 25, 10, 2.f,  0,    2,   20, 30, 0, 0,  {0},            {0},        0},
    {"chunked bool bnhd",   V_CHUNKED, 1, 2, 2, 40,  70,  16, 16, 0, -1, -1, 0,    0.3f, 1,   16, 16, 0, 0,  {0},            {0},        1},
    {"dilated",             V_DILATED, 2, 4, 2, 100, 100, 16, 16, 0, -1, -1, 0,    0,    0,   0,  0,  0, 3,  {16, 32, 64},   {1, 2, 4},  0},
    {"dilated causal MQA",  V_DILATED, 1, 4, 1, 90,  90,  32, 16, 1, -1, -1, 0,    0,    0,   0,  0,  0, 2,  {20, 90},       {1, 3},     0},
    {"dilated cap bnhd",    V_DILATED, 1, 6, 3, 70,  70,  16, 16, 1, -1, -1, 3.f,  0,    0,   0,  0,  0, 2,  {32, 64},       {2, 4},     1},
    {"chunked causal Nq>Nk",V_CHUNKED, 1, 2, 1, 90,  60,  16, 16, 1, 20, -1, 0,    0,    0,   32, 16, 0, 0,  {0},            {0},        0},
    {"sparse 1x1 Nq>Nk",    V_SPARSE,  1, 2, 2, 40,  24,  8,  8,  1, -1, -1, 0,    0,    0,   1,  1,  0, 0,  {0},            {0},        0},
};
#define NSPECS (sizeof g_specs / sizeof g_specs[0])

static double grad_error(const run *R, const double *dq, const double *dk, const double *dv, const spec *s) {
    const tens *t[3];
    const double *r[3];
    const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
    double worst = 0;
    int a;
    t[0] = &R->dq, t[1] = &R->dk, t[2] = &R->dv;
    r[0] = dq, r[1] = dk, r[2] = dv;
    for (a = 0; a < 3; a++) {
        float *o = tens_read(R->ctx, t[a]);
        double e = ktest_max_rel(o, r[a], (size_t)cnt[a]);
        if (e > worst || e != e) worst = e;
        free(o);
    }
    return worst;
}
/* The library's f32 gradients of the tiny shapes against the finite
   differences themselves (of the forward on the values the f32 tensors hold). */
static void test_library_vs_finite_differences(void) {
    size_t i;
    for (i = 0; i < sizeof g_tiny / sizeof g_tiny[0]; i++) {
        const spec *s = &g_tiny[i];
        double *fd[3], err;
        const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
        prob P;
        run R;
        int a;
        prob_init(&P, s, 20 + i);
        run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
        KTEST_CHECKF(run_backward(&R, s) == KTORCH_OK, "%s: %s", s->name, ktorch_last_error());
        for (a = 0; a < 3; a++) fd[a] = dalloc(cnt[a]);
        fd_grads(&P, fd);
        err = grad_error(&R, fd[0], fd[1], fd[2], s);
        KTEST_CHECKF(err <= 1e-5, "%s: library vs finite differences %.3g (limit 1e-5)", s->name, err);
        for (a = 0; a < 3; a++) free(fd[a]);
        run_free(&R);
        prob_free(&P);
    }
}

/* Every spec in dt with gradients in gdt against the reference. */
static void check_specs(ktorch_context *ctx, ktorch_dtype dt, ktorch_dtype gdt, double limit) {
    size_t i;
    for (i = 0; i < NSPECS; i++) {
        const spec *s = &g_specs[i];
        prob P;
        run R;
        double *dq = dalloc(nq_el(s)), *dk = dalloc(nk_el(s)), *dv = dalloc(nv_el(s)), err;
        ktorch_status st;
        prob_init(&P, s, 100 + i);
        run_forward(ctx, &P, dt, gdt, ktorch_cpu(), &R);
        st = run_backward(&R, s);
        KTEST_CHECKF(st == KTORCH_OK, "%s %s: %s", s->name, ktorch_dtype_name(dt), ktorch_last_error());
        ref_backward(&P, dq, dk, dv, PLANT_NONE);
        err = grad_error(&R, dq, dk, dv, s);
        KTEST_CHECKF(err <= limit, "%s %s/%s %s: max|o-r|/max|r| = %.3g (limit %g)", s->name, ktorch_dtype_name(dt), ktorch_dtype_name(gdt),
                     ktorch_cpu_isa(ctx), err, limit);
        if (getenv("KTEST_VERBOSE")) printf("    %-20s %-4s %-4s %-6s %.3g\n", s->name, ktorch_dtype_name(dt), ktorch_dtype_name(gdt), ktorch_cpu_isa(ctx), err);
        run_free(&R);
        prob_free(&P);
        free(dq);
        free(dk);
        free(dv);
    }
}
static void test_f32_vs_reference(void) {
    static const char *const isas[4] = {"scalar", "avx2", "avx512", "neon"};
    int i, ran = 0;
    for (i = 0; i < 4; i++) {
        ktorch_context_desc cd;
        ktorch_context *ctx;
        memset(&cd, 0, sizeof cd);
        cd.num_threads = 2;
        cd.cpu_isa = isas[i];
        if (ktorch_context_create(&cd, &ctx) != KTORCH_OK) continue;
        check_specs(ctx, KTORCH_F32, KTORCH_F32, 1e-5);
        ktorch_context_destroy(ctx);
        ran++;
    }
    KTEST_CHECK(ran >= 2);
}
/* 16-bit inputs; 16-bit gradients (the composites add into f32 copies). */
static void test_16bit_vs_reference(void) {
    check_specs(g_ctx, KTORCH_BF16, KTORCH_BF16, 2e-2);
    check_specs(g_ctx, KTORCH_F16, KTORCH_F32, 2e-2);
    check_specs(g_ctx, KTORCH_F32, KTORCH_BF16, 2e-2);
}

/* Against dense ktorch_attention_backward on the same out and LSE: block-
   sparse with the block mask expanded into a boolean element mask and
   chunked with chunk sizes 0 give the same bits; chunked with chunks and
   dilated (mask log(count)) agree within 1e-5 of max|dense|. */
static void test_vs_dense_backward(void) {
    size_t i;
    for (i = 0; i < NSPECS; i++) {
        const spec *s = &g_specs[i];
        spec whole = *s;
        prob P;
        run R;
        tens m, dq, dk, dv;
        ktorch_attention_params p;
        int64_t b, h, x, y;
        double *mv = dalloc(s->B * s->Hq * s->Nq * s->Nk);
        const tens *got[3], *want[3];
        int g;
        prob_init(&P, s, 300 + i);
        run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
        KTEST_OK(run_backward(&R, s));
        for (b = 0; b < s->B; b++)
            for (h = 0; h < s->Hq; h++)
                for (x = 0; x < s->Nq; x++)
                    for (y = 0; y < s->Nk; y++) {
                        const int c = ref_count(&P, b, h, x, y, PLANT_NONE);
                        double *e = &mv[((b * s->Hq + h) * s->Nq + x) * s->Nk + y];
                        if (s->kind == V_SPARSE) *e = c != 0;
                        else if (s->kind == V_DILATED) *e = c ? log((double)c) : -INFINITY;
                        else *e = P.mask ? P.mask[((b * s->Hq + h) * s->Nq + x) * s->Nk + y] : 0;
                    }
        p = R.p;
        if (s->kind != V_CHUNKED || s->mask) {
            tens_make(g_ctx, &m, s->kind == V_SPARSE || s->mask == 1 ? KTORCH_BOOL : KTORCH_F32, ktorch_cpu(), s->B, s->Hq, s->Nq, s->Nk, 0, mv);
            p.mask = &m.view;
        }
        if (s->kind == V_DILATED) p.causal = 0; /* the mask holds it */
        tens_make(g_ctx, &dq, KTORCH_F32, ktorch_cpu(), s->B, s->Hq, s->Nq, s->D, 0, NULL);
        tens_make(g_ctx, &dk, KTORCH_F32, ktorch_cpu(), s->B, s->Hk, s->Nk, s->D, 0, NULL);
        tens_make(g_ctx, &dv, KTORCH_F32, ktorch_cpu(), s->B, s->Hk, s->Nk, s->Dv, 0, NULL);
        KTEST_OK(ktorch_attention_backward(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &dq.view, &dk.view, &dv.view, &p));
        got[0] = &R.dq, got[1] = &R.dk, got[2] = &R.dv;
        want[0] = &dq, want[1] = &dk, want[2] = &dv;
        for (g = 0; g < 3; g++) {
            float *o = tens_read(g_ctx, got[g]), *d = tens_read(g_ctx, want[g]);
            const int64_t n = ktorch_tensor_numel(&want[g]->view);
            double num = 0, den = 0;
            int64_t e;
            for (e = 0; e < n; e++) {
                const double diff = fabs((double)o[e] - d[e]);
                if (diff > num || diff != diff) num = diff;
                if (fabs(d[e]) > den) den = fabs(d[e]);
            }
            if (s->kind == V_SPARSE) KTEST_CHECKF(num == 0, "%s: gradient %d differs from dense with the expanded mask by %.3g", s->name, g, num);
            else KTEST_CHECKF(num <= 1e-5 * den, "%s: gradient %d differs from dense by %.3g of %.3g", s->name, g, num, den);
            free(o);
            free(d);
        }
        if (s->kind == V_CHUNKED) { /* one chunk: the dense op itself */
            whole.bq = whole.bk = 0;
            KTEST_OK(run_backward(&R, &whole));
            for (g = 0; g < 3; g++) {
                uint64_t nb = 0;
                KTEST_OK(ktorch_tensor_nbytes(&want[g]->base, &nb));
                if (s->bnhd) continue; /* the views' bases differ in layout */
                KTEST_CHECKF(memcmp(ktorch_tensor_ptr(&got[g]->base), ktorch_tensor_ptr(&want[g]->base), (size_t)nb) == 0,
                             "%s: one chunk differs from dense (gradient %d)", s->name, g);
            }
        }
        if (p.mask) ktorch_tensor_free(g_ctx, &m.base);
        ktorch_tensor_free(g_ctx, &dq.base);
        ktorch_tensor_free(g_ctx, &dk.base);
        ktorch_tensor_free(g_ctx, &dv.base);
        run_free(&R);
        prob_free(&P);
        free(mv);
    }
}

/* Rows the block mask empties have LSE -inf and exact zero dq rows. */
static void test_empty_rows(void) {
    const spec *s = &g_specs[0];
    prob P;
    run R;
    float *dq, *lse;
    int64_t i, t;
    prob_init(&P, s, 55);
    run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
    KTEST_OK(run_backward(&R, s));
    dq = tens_read(g_ctx, &R.dq);
    lse = (float *)ktorch_tensor_ptr(&R.lse);
    for (i = s->bq; i < 2 * s->bq && i < s->Nq; i++) { /* block row 1 of (b 0, h 0) */
        KTEST_CHECKF(lse[i] == -INFINITY, "row %lld has LSE %g", (long long)i, (double)lse[i]);
        for (t = 0; t < s->D; t++) KTEST_CHECKF(dq[i * s->D + t] == 0 && !signbit(dq[i * s->D + t]), "dq of empty row %lld is %g", (long long)i, (double)dq[i * s->D + t]);
    }
    free(dq);
    run_free(&R);
    prob_free(&P);
}

/* No query rows: chunked backward writes zero dk and dv (bf16, through its
   f32 copies) over poisoned memory, as dense backward does. */
static void test_no_queries(void) {
    int64_t sq[4] = {1, 2, 0, 8}, sk[4] = {1, 1, 7, 8}, sl[3] = {1, 2, 0}, i;
    ktorch_tensor q, k, v, o, l, g, dq, dk, dv;
    ktorch_attention_params p;
    const uint16_t *x;
    memset(&p, 0, sizeof p);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sq, ktorch_cpu(), &q));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sq, ktorch_cpu(), &o));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sq, ktorch_cpu(), &g));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sq, ktorch_cpu(), &dq));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, sl, ktorch_cpu(), &l));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sk, ktorch_cpu(), &k));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 4, sk, ktorch_cpu(), &v));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, sk, ktorch_cpu(), &dk));
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_BF16, 4, sk, ktorch_cpu(), &dv));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &k, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &v, 0));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dk, 0xff));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &dv, 0xff));
    KTEST_CHECKF(ktorch_attention_chunked_backward(g_ctx, &q, &k, &v, &o, &l, &g, &dq, &dk, &dv, &p, 2, 3) == KTORCH_OK, "%s", ktorch_last_error());
    x = (const uint16_t *)ktorch_tensor_ptr(&dk);
    for (i = 0; i < 56; i++) KTEST_CHECKF(x[i] == 0, "dk[%lld] = 0x%04x", (long long)i, x[i]);
    x = (const uint16_t *)ktorch_tensor_ptr(&dv);
    for (i = 0; i < 56; i++) KTEST_CHECKF(x[i] == 0, "dv[%lld] = 0x%04x", (long long)i, x[i]);
    ktorch_tensor_free(g_ctx, &q), ktorch_tensor_free(g_ctx, &o), ktorch_tensor_free(g_ctx, &g), ktorch_tensor_free(g_ctx, &dq);
    ktorch_tensor_free(g_ctx, &l), ktorch_tensor_free(g_ctx, &k), ktorch_tensor_free(g_ctx, &v), ktorch_tensor_free(g_ctx, &dk);
    ktorch_tensor_free(g_ctx, &dv);
}

/* Bit for bit on 1 and on 4 threads. */
static void test_thread_determinism(void) {
    ktorch_context_desc cd;
    ktorch_context *c1, *c4;
    size_t i;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 1;
    KTEST_OK(ktorch_context_create(&cd, &c1));
    cd.num_threads = 4;
    KTEST_OK(ktorch_context_create(&cd, &c4));
    for (i = 0; i < NSPECS; i++) {
        const spec *s = &g_specs[i];
        prob P1, P4;
        run R1, R4;
        const tens *a[3], *b[3];
        int g;
        prob_init(&P1, s, 77);
        prob_init(&P4, s, 77);
        run_forward(c1, &P1, KTORCH_BF16, KTORCH_F32, ktorch_cpu(), &R1);
        run_forward(c4, &P4, KTORCH_BF16, KTORCH_F32, ktorch_cpu(), &R4);
        KTEST_OK(run_backward(&R1, s));
        KTEST_OK(run_backward(&R4, s));
        a[0] = &R1.dq, a[1] = &R1.dk, a[2] = &R1.dv;
        b[0] = &R4.dq, b[1] = &R4.dk, b[2] = &R4.dv;
        for (g = 0; g < 3; g++) {
            uint64_t n = 0;
            KTEST_OK(ktorch_tensor_nbytes(&a[g]->base, &n));
            KTEST_CHECKF(memcmp(ktorch_tensor_ptr(&a[g]->base), ktorch_tensor_ptr(&b[g]->base), (size_t)n) == 0, "%s: gradient %d differs between 1 and 4 threads",
                         s->name, g);
        }
        run_free(&R1);
        run_free(&R4);
        prob_free(&P1);
        prob_free(&P4);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c4);
}

/* The library fails against each planted reference, and the comparison
   rejects one element off by 2e-5 of max|ref|. */
static void test_planted_library_errors(void) {
    static const struct {
        int plant;
        size_t spec;
    } cases[] = {{PLANT_COUNT_ONE, 6}, {PLANT_COUNT_ONE, 8}, {PLANT_NO_BLOCK_MASK, 0}, {PLANT_NO_BLOCK_MASK, 2}, {PLANT_NO_D, 4}};
    size_t c;
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const spec *s = &g_specs[cases[c].spec];
        prob P;
        run R;
        double *dq = dalloc(nq_el(s)), *dk = dalloc(nk_el(s)), *dv = dalloc(nv_el(s)), big = 0;
        float *f;
        int64_t n;
        prob_init(&P, s, 100 + cases[c].spec);
        run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
        KTEST_OK(run_backward(&R, s));
        ref_backward(&P, dq, dk, dv, cases[c].plant);
        KTEST_CHECKF(grad_error(&R, dq, dk, dv, s) > 1e-3, "%s matched a reference with planted error %d", s->name, cases[c].plant);
        if (c == 0) {
            ref_backward(&P, dq, dk, dv, PLANT_NONE);
            KTEST_CHECK(grad_error(&R, dq, dk, dv, s) <= 1e-5);
            for (n = 0; n < nv_el(s); n++)
                if (fabs(dv[n]) > big) big = fabs(dv[n]);
            f = (float *)ktorch_tensor_ptr(&R.dv.base);
            f[nv_el(s) / 3] += (float)(2e-5 * big);
            KTEST_CHECKF(grad_error(&R, dq, dk, dv, s) > 1e-5, "a dv element off by 2e-5 of max|dv| passed");
        }
        run_free(&R);
        prob_free(&P);
        free(dq);
        free(dk);
        free(dv);
    }
}

/* The chunked and dilated composites on a device backend that runs only
   attention backward (the fake device, which refuses the variants' own
   ops): the CPU's gradients bit for bit (the CPU composes them from the
   same calls), and the primitive was what ran. */
static ktorch_status refuse_variant_backward(const ktorch_op_desc *op) {
    if (op->op == KTORCH_OP_ATTENTION_CHUNKED_BACKWARD || op->op == KTORCH_OP_ATTENTION_DILATED_BACKWARD)
        return ktorch_set_error(KTORCH_UNSUPPORTED, "the fake composes it");
    return KTORCH_OK;
}
static void test_composites_on_a_device(void) {
    static const size_t which[3] = {3, 4, 7};
    static fake_backend fb;
    ktorch_context_desc cd;
    ktorch_context *ctx;
    size_t w;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 2;
    KTEST_OK(ktorch_context_create(&cd, &ctx));
    KTEST_OK(fake_backend_register(ctx, &fb));
    fb.refuse = refuse_variant_backward;
    for (w = 0; w < 3; w++) {
        const spec *s = &g_specs[which[w]];
        prob P, Pc;
        run R, C;
        int g;
        long before = fb.runs[KTORCH_OP_ATTENTION_BACKWARD];
        prob_init(&P, s, 400 + w);
        prob_init(&Pc, s, 400 + w);
        run_forward(ctx, &P, KTORCH_BF16, KTORCH_BF16, fake_device(), &R);
        run_forward(ctx, &Pc, KTORCH_BF16, KTORCH_BF16, ktorch_cpu(), &C);
        KTEST_CHECKF(run_backward(&R, s) == KTORCH_OK, "%s on the fake device: %s", s->name, ktorch_last_error());
        KTEST_OK(run_backward(&C, s));
        KTEST_CHECKF(fb.runs[KTORCH_OP_ATTENTION_BACKWARD] > before + 1, "%s: the device ran %ld attention backward calls", s->name,
                     fb.runs[KTORCH_OP_ATTENTION_BACKWARD] - before);
        for (g = 0; g < 3; g++) {
            const tens *a = g == 0 ? &R.dq : g == 1 ? &R.dk : &R.dv, *b = g == 0 ? &C.dq : g == 1 ? &C.dk : &C.dv;
            float *x = tens_read(ctx, a), *y = tens_read(ctx, b);
            const int64_t n = ktorch_tensor_numel(&a->view);
            double num = 0, den = 0;
            int64_t e;
            for (e = 0; e < n; e++) {
                if (fabs((double)x[e] - y[e]) > num || x[e] != x[e]) num = fabs((double)x[e] - y[e]);
                if (fabs(y[e]) > den) den = fabs(y[e]);
            }
            KTEST_CHECKF(num == 0, "%s: device gradient %d off the CPU's by %.3g of %.3g", s->name, g, num, den);
            free(x);
            free(y);
        }
        run_free(&R);
        run_free(&C);
        prob_free(&P);
        prob_free(&Pc);
    }
    ktorch_context_destroy(ctx);
    KTEST_CHECK(fb.live_blocks == 0);
}

/* Bad arguments: the status and a message naming the entry point and the argument. */
static void expect(ktorch_status st, ktorch_status want, const char *fn, const char *needle) {
    const char *m = ktorch_last_error();
    KTEST_CHECKF(st == want, "status %s, expected %s (%s)", ktorch_status_string(st), ktorch_status_string(want), m);
    KTEST_CHECKF(strncmp(m, fn, strlen(fn)) == 0 && strstr(m, needle), "message '%s' lacks '%s: ... %s'", m, fn, needle);
}
static void test_bad_arguments(void) {
    static const char *const fns[3] = {"ktorch_attention_block_sparse_backward", "ktorch_attention_chunked_backward", "ktorch_attention_dilated_backward"};
    static const size_t which[3] = {0, 3, 6};
    int v;
    for (v = 0; v < 3; v++) {
        const spec *s = &g_specs[which[v]];
        const char *fn = fns[v];
        prob P;
        run R;
        ktorch_tensor lse2;
        int64_t sh[3];
        prob_init(&P, s, 5);
        run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
        KTEST_OK(run_backward(&R, s));
        R.lsep = NULL;
        expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'lse' is NULL");
        R.lsep = &R.lse;
        R.p.lse = &R.lse;
        expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'params->lse' must be NULL");
        R.p.lse = NULL;
        sh[0] = s->B, sh[1] = s->Hq, sh[2] = s->Nq - 1;
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, sh, ktorch_cpu(), &lse2));
        R.lsep = &lse2;
        expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'lse' must be");
        R.lsep = &R.lse;
        ktorch_tensor_free(g_ctx, &lse2);
        {
            ktorch_tensor d = R.dq.view;
            R.dq.view = R.dk.view;
            expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'dq' must be");
            R.dq.view = d;
        }
        if (v == 0) {
            ktorch_tensor *m = (ktorch_tensor *)R.sp.block_mask;
            R.sp.block_q = 0;
            expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'sparse->block_q'");
            R.sp.block_q = s->bq;
            m->shape[2]--;
            expect(run_backward(&R, s), KTORCH_INVALID_ARGUMENT, fn, "'sparse->block_mask'");
            m->shape[2]++;
            expect(ktorch_attention_block_sparse_backward(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view,
                                                          &R.dk.view, &R.dv.view, &R.p, NULL),
                   KTORCH_INVALID_ARGUMENT, fn, "'sparse'");
        } else if (v == 1) {
            spec bad = *s;
            float slopes[4] = {0.1f, 0.2f, 0.3f, 0.4f};
            bad.bq = -1;
            expect(run_backward(&R, &bad), KTORCH_INVALID_ARGUMENT, fn, "'chunk_q'");
            R.p.alibi_slopes = slopes;
            expect(run_backward(&R, s), KTORCH_UNSUPPORTED, fn, "ALiBi");
            R.p.alibi_slopes = NULL;
        } else {
            R.dp.mode = KTORCH_DILATED_GROUPS;
            expect(run_backward(&R, s), KTORCH_UNSUPPORTED, fn, "groups mode");
            R.dp.mode = KTORCH_DILATED_LONGNET;
            R.p.window_flags = KTORCH_WINDOW_LEFT;
            R.p.window_left = 4;
            expect(run_backward(&R, s), KTORCH_UNSUPPORTED, fn, "windows");
            R.p.window_flags = 0;
            expect(ktorch_attention_dilated_backward(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view,
                                                     &R.dv.view, &R.p, NULL),
                   KTORCH_INVALID_ARGUMENT, fn, "'dilated'");
        }
        run_free(&R);
        prob_free(&P);
    }
}

/* The ops through the backend contract: names, and ktorch_backend_supports
   on described calls (the CPU runs block-sparse itself and composes the
   other two, so all three are accepted; GROUPS is refused). */
static void test_backend_contract(void) {
    static const size_t which[3] = {0, 3, 6};
    static const ktorch_op ops[3] = {KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD, KTORCH_OP_ATTENTION_CHUNKED_BACKWARD, KTORCH_OP_ATTENTION_DILATED_BACKWARD};
    static const char *const names[3] = {"attention_block_sparse_backward", "attention_chunked_backward", "attention_dilated_backward"};
    int v;
    for (v = 0; v < 3; v++) {
        const spec *s = &g_specs[which[v]];
        prob P;
        run R;
        ktorch_op_desc op;
        ktorch_attention_params p;
        KTEST_CHECK(strcmp(ktorch_op_name(ops[v]), names[v]) == 0);
        prob_init(&P, s, 9);
        run_forward(g_ctx, &P, KTORCH_F32, KTORCH_F32, ktorch_cpu(), &R);
        memset(&op, 0, sizeof op);
        op.op = ops[v];
        op.device = ktorch_cpu();
        op.tensor[0] = &R.q.view, op.tensor[1] = &R.k.view, op.tensor[2] = &R.v.view, op.tensor[3] = &R.out.view;
        op.tensor[4] = &R.dout.view, op.tensor[5] = &R.dq.view, op.tensor[6] = &R.dk.view, op.tensor[7] = &R.dv.view;
        p = R.p;
        p.lse = &R.lse;
        op.attention = &p;
        op.params = v == 0 ? (const void *)&R.sp : v == 2 ? (const void *)&R.dp : NULL;
        if (v == 1) op.arg[0] = s->bq, op.arg[1] = s->bk;
        KTEST_CHECKF(ktorch_backend_supports(g_ctx, &op) == KTORCH_OK, "%s: %s", names[v], ktorch_last_error());
        if (v == 1) {
            op.arg[1] = -1;
            KTEST_STATUS(ktorch_backend_supports(g_ctx, &op), KTORCH_INVALID_ARGUMENT);
        }
        if (v == 2) {
            R.dp.mode = KTORCH_DILATED_GROUPS;
            KTEST_STATUS(ktorch_backend_supports(g_ctx, &op), KTORCH_UNSUPPORTED);
            KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_attention_dilated_backward") != NULL, "%s", ktorch_last_error());
        }
        run_free(&R);
        prob_free(&P);
    }
}

int main(void) {
    ktorch_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 2;
    if (ktorch_context_create(&cd, &g_ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_reference_vs_finite_differences);
    KTEST_RUN(test_planted_reference_errors);
    KTEST_RUN(test_library_vs_finite_differences);
    KTEST_RUN(test_f32_vs_reference);
    KTEST_RUN(test_16bit_vs_reference);
    KTEST_RUN(test_vs_dense_backward);
    KTEST_RUN(test_empty_rows);
    KTEST_RUN(test_no_queries);
    KTEST_RUN(test_thread_determinism);
    KTEST_RUN(test_planted_library_errors);
    KTEST_RUN(test_composites_on_a_device);
    KTEST_RUN(test_bad_arguments);
    KTEST_RUN(test_backend_contract);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("attention_backward_variants");
}
