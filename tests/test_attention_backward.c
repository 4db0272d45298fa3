/* Attention backward on the CPU: an independent f64 reference backward
   (P materialised row by row, dP = dO V^T, dS = P (dP - sum_j P dP)),
   itself checked against f64 central finite differences of an f64 forward;
   the library's gradients against that reference for every feature
   (f32 within 1e-5 of max|ref|, f16/bf16 within 2e-2), rows with no visible
   key, bitwise determinism over thread counts, argument validation, and
   planted errors that each check must reject. */
#include "ktorch.h"
#include "ktest.h"

typedef struct spec {
    const char *name;
    int64_t B, Hq, Hk, Nq, Nk, D, Dv;
    int causal;
    int64_t wl, wr; /* -1 = unset */
    float softcap, scale;
    int alibi, mask; /* mask: 1 boolean (row 0 of every head sees nothing), 2 additive (row 1 all -inf) */
    int bnhd;        /* q, k, v, out, dout and the gradients as [B,N,H,D] views */
} spec;

/* ---- the f64 reference ---------------------------------------------------- */
typedef struct prob {
    const spec *s;
    double *q, *k, *v, *dout, *mask; /* contiguous [B,H,N,D]; mask [B,Hq,Nq,Nk] */
    float alibi[8];
} prob;

static double *dalloc(int64_t n) { return (double *)calloc((size_t)(n > 0 ? n : 1), sizeof(double)); }
static int64_t nq_el(const spec *s) { return s->B * s->Hq * s->Nq * s->D; }
static int64_t nk_el(const spec *s) { return s->B * s->Hk * s->Nk * s->D; }
static int64_t nv_el(const spec *s) { return s->B * s->Hk * s->Nk * s->Dv; }
static int64_t no_el(const spec *s) { return s->B * s->Hq * s->Nq * s->Dv; }

/* Score of (b, h, i, j) and ds/dx with x = q.k (0 and *vis = 0 when the key is not visible). */
static double ref_score(const prob *P, int64_t b, int64_t h, int64_t i, int64_t j, double *dsdx, int *vis) {
    const spec *s = P->s;
    const int64_t hk = h / (s->Hq / s->Hk), off = s->Nk - s->Nq;
    const double scale = s->scale != 0 ? s->scale : 1.0 / sqrt((double)s->D);
    const double *q = P->q + ((b * s->Hq + h) * s->Nq + i) * s->D, *k = P->k + ((b * s->Hk + hk) * s->Nk + j) * s->D;
    const double m = P->mask ? P->mask[((b * s->Hq + h) * s->Nq + i) * s->Nk + j] : 0;
    double x = 0, sc;
    int64_t t;
    *vis = 0;
    *dsdx = 0;
    if (s->wl >= 0 && j < i + off - s->wl) return 0;
    if ((s->causal || s->wr >= 0) && j > i + off + (s->causal ? 0 : s->wr)) return 0;
    if (s->mask == 1 && m == 0) return 0;
    for (t = 0; t < s->D; t++) x += q[t] * k[t];
    sc = x * scale;
    *dsdx = scale;
    if (s->softcap > 0) {
        double th = tanh(sc / s->softcap);
        sc = s->softcap * th;
        *dsdx = scale * (1 - th * th);
    }
    if (s->alibi) sc -= P->alibi[h] * fabs((double)(i + off - j));
    if (s->mask == 2) sc += m;
    if (sc == -INFINITY) return 0;
    *vis = 1;
    return sc;
}
/* out (and lse) of the f64 forward. */
static void ref_forward(const prob *P, double *out, double *lse) {
    const spec *s = P->s;
    double *sc = dalloc(s->Nk), *g = dalloc(s->Nk);
    int *vis = (int *)calloc((size_t)s->Nk + 1, sizeof(int));
    int64_t b, h, i, j, e;
    for (b = 0; b < s->B; b++)
        for (h = 0; h < s->Hq; h++)
            for (i = 0; i < s->Nq; i++) {
                const int64_t hk = h / (s->Hq / s->Hk);
                double m = -INFINITY, den = 0, *o = out + ((b * s->Hq + h) * s->Nq + i) * s->Dv;
                for (j = 0; j < s->Nk; j++) {
                    sc[j] = ref_score(P, b, h, i, j, &g[j], &vis[j]);
                    if (vis[j] && sc[j] > m) m = sc[j];
                }
                for (e = 0; e < s->Dv; e++) o[e] = 0;
                for (j = 0; j < s->Nk; j++) {
                    const double *vr = P->v + ((b * s->Hk + hk) * s->Nk + j) * s->Dv;
                    double w;
                    if (!vis[j]) continue;
                    w = exp(sc[j] - m);
                    den += w;
                    for (e = 0; e < s->Dv; e++) o[e] += w * vr[e];
                }
                for (e = 0; e < s->Dv && den > 0; e++) o[e] /= den;
                if (lse) lse[(b * s->Hq + h) * s->Nq + i] = den > 0 ? m + log(den) : -INFINITY;
            }
    free(sc);
    free(g);
    free(vis);
}
/* Planted errors of the reference (0 = none), each of which the checks must reject. */
enum { PLANT_NONE = 0, PLANT_NO_D, PLANT_NO_SOFTCAP_GRAD, PLANT_GQA_FIRST_HEAD, PLANT_DV_TRANSPOSED };
/* Gradients of L = sum(out * dout), P materialised per row. */
static void ref_backward(const prob *P, double *dq, double *dk, double *dv, int plant) {
    const spec *s = P->s;
    double *p = dalloc(s->Nk), *g = dalloc(s->Nk), *dp = dalloc(s->Nk);
    int *vis = (int *)calloc((size_t)s->Nk + 1, sizeof(int));
    int64_t b, h, i, j, t, e;
    memset(dq, 0, (size_t)nq_el(s) * sizeof(double));
    memset(dk, 0, (size_t)nk_el(s) * sizeof(double));
    memset(dv, 0, (size_t)nv_el(s) * sizeof(double));
    for (b = 0; b < s->B; b++)
        for (h = 0; h < s->Hq; h++)
            for (i = 0; i < s->Nq; i++) {
                const int64_t hk = h / (s->Hq / s->Hk);
                const double *qr = P->q + ((b * s->Hq + h) * s->Nq + i) * s->D, *go = P->dout + ((b * s->Hq + h) * s->Nq + i) * s->Dv;
                double m = -INFINITY, den = 0, drow = 0;
                for (j = 0; j < s->Nk; j++) {
                    p[j] = ref_score(P, b, h, i, j, &g[j], &vis[j]);
                    if (vis[j] && p[j] > m) m = p[j];
                }
                if (m == -INFINITY) continue; /* no visible key: no gradient */
                for (j = 0; j < s->Nk; j++) {
                    p[j] = vis[j] ? exp(p[j] - m) : 0;
                    den += p[j];
                }
                for (j = 0; j < s->Nk; j++) {
                    const double *vr = P->v + ((b * s->Hk + hk) * s->Nk + j) * s->Dv;
                    p[j] /= den;
                    dp[j] = 0;
                    for (e = 0; e < s->Dv; e++) dp[j] += go[e] * vr[e];
                    drow += p[j] * dp[j];
                }
                if (plant == PLANT_NO_D) drow = 0;
                for (j = 0; j < s->Nk; j++) {
                    const double *kr = P->k + ((b * s->Hk + hk) * s->Nk + j) * s->D;
                    double *dkr = dk + ((b * s->Hk + hk) * s->Nk + j) * s->D, *dvr = dv + ((b * s->Hk + hk) * s->Nk + j) * s->Dv;
                    const double scale = s->scale != 0 ? s->scale : 1.0 / sqrt((double)s->D);
                    const double ds = p[j] * (dp[j] - drow) * (plant == PLANT_NO_SOFTCAP_GRAD ? scale : g[j]);
                    if (!vis[j]) continue;
                    for (t = 0; t < s->D; t++) dq[((b * s->Hq + h) * s->Nq + i) * s->D + t] += ds * kr[t];
                    if (plant == PLANT_GQA_FIRST_HEAD && h % (s->Hq / s->Hk)) continue;
                    for (t = 0; t < s->D; t++) dkr[t] += ds * qr[t];
                    for (e = 0; e < s->Dv; e++) dvr[e] += p[j] * go[plant == PLANT_DV_TRANSPOSED ? s->Dv - 1 - e : e];
                }
            }
    free(p);
    free(g);
    free(dp);
    free(vis);
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
    for (h = 0; h < s->Hq && h < 8; h++) P->alibi[h] = 0.25f / (float)(h + 1);
    if (s->mask) {
        P->mask = dalloc(s->B * s->Hq * s->Nq * s->Nk);
        for (b = 0; b < s->B; b++)
            for (h = 0; h < s->Hq; h++)
                for (i = 0; i < s->Nq; i++)
                    for (j = 0; j < s->Nk; j++) {
                        double *m = &P->mask[((b * s->Hq + h) * s->Nq + i) * s->Nk + j];
                        if (s->mask == 1) *m = i == 0 ? 0 : ktest_uniform(&r) < 0.7;
                        else *m = i == 1 && s->Nq > 1 ? -INFINITY : 2 * ktest_normal(&r);
                    }
    }
}
static void prob_free(prob *P) {
    free(P->q);
    free(P->k);
    free(P->v);
    free(P->dout);
    free(P->mask);
}

/* ---- finite differences check the reference ------------------------------- */
static double fd_loss(const prob *P) {
    const spec *s = P->s;
    double *out = dalloc(no_el(s)), L = 0;
    int64_t n;
    ref_forward(P, out, NULL);
    for (n = 0; n < no_el(s); n++) L += out[n] * P->dout[n];
    free(out);
    return L;
}
/* max |fd - ref| / max |ref| over dq, dk, dv. */
static double fd_error(prob *P, int plant) {
    const spec *s = P->s;
    double *g[3], *x[3], num = 0, den = 0;
    const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
    int a;
    int64_t n;
    g[0] = dalloc(cnt[0]), g[1] = dalloc(cnt[1]), g[2] = dalloc(cnt[2]);
    x[0] = P->q, x[1] = P->k, x[2] = P->v;
    ref_backward(P, g[0], g[1], g[2], plant);
    for (a = 0; a < 3; a++)
        for (n = 0; n < cnt[a]; n++) {
            const double h = 1e-5, x0 = x[a][n];
            double lp, lm, fd;
            x[a][n] = x0 + h;
            lp = fd_loss(P);
            x[a][n] = x0 - h;
            lm = fd_loss(P);
            x[a][n] = x0;
            fd = (lp - lm) / (2 * h);
            if (fabs(fd - g[a][n]) > num) num = fabs(fd - g[a][n]);
            if (fabs(fd) > den) den = fabs(fd);
        }
    for (a = 0; a < 3; a++) free(g[a]);
    return den > 0 ? num / den : num;
}

static const spec g_tiny[] = {
    /* name           B  Hq Hk Nq Nk D  Dv causal wl  wr  cap  scale alibi mask bnhd */
    {"plain",         1, 1, 1, 3, 4, 3, 2, 0,     -1, -1, 0,   0,    0,    0,   0},
    {"causal GQA",    1, 4, 2, 3, 5, 3, 3, 1,     -1, -1, 0,   0,    0,    0,   0},
    {"window MQA",    2, 2, 1, 4, 4, 2, 3, 0,     1,  1,  0,   0,    0,    0,   0},
    {"softcap",       1, 2, 2, 3, 4, 4, 2, 0,     -1, -1, 1.5f,0.9f, 0,    0,   0},
    {"alibi",         1, 2, 1, 3, 4, 3, 2, 1,     -1, -1, 0,   0,    1,    0,   0},
    {"bool mask",     1, 2, 2, 3, 5, 3, 2, 0,     -1, -1, 0,   0,    0,    1,   0},
    {"additive mask", 1, 2, 1, 3, 4, 3, 2, 0,     -1, -1, 0,   0,    0,    2,   0},
    {"everything",    1, 4, 2, 4, 6, 3, 2, 0,     3,  1,  2.f, 0.7f, 1,    2,   0},
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
/* Each planted reference error is caught by the finite differences on the spec that exercises it. */
static void test_planted_reference_errors(void) {
    static const struct {
        int plant, spec;
    } cases[] = {{PLANT_NO_D, 0}, {PLANT_NO_SOFTCAP_GRAD, 3}, {PLANT_GQA_FIRST_HEAD, 1}, {PLANT_DV_TRANSPOSED, 0}};
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

/* ---- the library against the reference ------------------------------------- */
static ktorch_context *g_ctx;

/* A tensor of dtype dt holding x (contiguous [n0,n1,n2,n3] values), as a
   [n0,n2,n1,n3] base seen through a permutation when bnhd; x is then
   replaced by the values the tensor holds (rounded to dt). */
typedef struct tens {
    ktorch_tensor base, view;
} tens;
static void tens_make(tens *t, ktorch_dtype dt, int64_t n0, int64_t n1, int64_t n2, int64_t n3, int bnhd, double *x) {
    static const int perm[4] = {0, 2, 1, 3};
    int64_t sh[4], n = n0 * n1 * n2 * n3, i;
    float *f = (float *)malloc((size_t)(n > 0 ? n : 1) * sizeof(float));
    ktorch_tensor w, back;
    sh[0] = n0, sh[1] = bnhd ? n2 : n1, sh[2] = bnhd ? n1 : n2, sh[3] = n3;
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 4, sh, ktorch_cpu(), &t->base));
    if (bnhd) KTEST_OK(ktorch_tensor_permute(&t->base, perm, &t->view));
    else t->view = t->base;
    memset(&t->view.allocation, 0, sizeof t->view.allocation);
    sh[1] = n1, sh[2] = n2;
    if (x) {
        for (i = 0; i < n; i++) f[i] = (float)x[i];
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, f, ktorch_cpu(), &w));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &t->view, &w, NULL));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, f, ktorch_cpu(), &back));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &back, &t->view, NULL));
        for (i = 0; i < n; i++) x[i] = f[i];
    } else
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &t->base, 0xff)); /* poisoned: unwritten elements show */
    free(f);
}
/* The tensor's values as f32, in [n0,n1,n2,n3] order. */
static float *tens_read(const tens *t) {
    int64_t n = ktorch_tensor_numel(&t->view);
    float *f = (float *)malloc((size_t)(n > 0 ? n : 1) * sizeof(float));
    ktorch_tensor w;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, t->view.shape, NULL, f, ktorch_cpu(), &w));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &w, &t->view, NULL));
    return f;
}

typedef struct run {
    tens q, k, v, out, dout, dq, dk, dv, mask;
    ktorch_tensor lse;
    ktorch_attention_params p;
    int has_mask;
} run;
/* Tensors of P in dtype dt (P's values become the rounded ones), the
   library's forward (out, lse) and backward (dq, dk, dv in gdt). */
static ktorch_status run_library(ktorch_context *ctx, prob *P, ktorch_dtype dt, ktorch_dtype gdt, run *R) {
    const spec *s = P->s;
    int64_t lsh[3];
    ktorch_status st;
    memset(R, 0, sizeof *R);
    tens_make(&R->q, dt, s->B, s->Hq, s->Nq, s->D, s->bnhd, P->q);
    tens_make(&R->k, dt, s->B, s->Hk, s->Nk, s->D, s->bnhd, P->k);
    tens_make(&R->v, dt, s->B, s->Hk, s->Nk, s->Dv, s->bnhd, P->v);
    tens_make(&R->dout, dt, s->B, s->Hq, s->Nq, s->Dv, s->bnhd, P->dout);
    tens_make(&R->out, dt, s->B, s->Hq, s->Nq, s->Dv, s->bnhd, NULL);
    tens_make(&R->dq, gdt, s->B, s->Hq, s->Nq, s->D, s->bnhd, NULL);
    tens_make(&R->dk, gdt, s->B, s->Hk, s->Nk, s->D, s->bnhd, NULL);
    tens_make(&R->dv, gdt, s->B, s->Hk, s->Nk, s->Dv, s->bnhd, NULL);
    lsh[0] = s->B, lsh[1] = s->Hq, lsh[2] = s->Nq;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, lsh, ktorch_cpu(), &R->lse));
    if (s->mask) {
        tens_make(&R->mask, s->mask == 1 ? KTORCH_BOOL : dt, s->B, s->Hq, s->Nq, s->Nk, 0, P->mask);
        R->has_mask = 1;
        R->p.mask = &R->mask.view;
    }
    if (s->causal) R->p.causal = 1;
    if (s->wl >= 0) R->p.window_flags |= KTORCH_WINDOW_LEFT, R->p.window_left = s->wl;
    if (s->wr >= 0) R->p.window_flags |= KTORCH_WINDOW_RIGHT, R->p.window_right = s->wr;
    R->p.softcap = s->softcap;
    R->p.scale = s->scale;
    if (s->alibi) R->p.alibi_slopes = P->alibi;
    R->p.lse = &R->lse;
    st = ktorch_attention(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, &R->p);
    R->p.lse = NULL;
    if (st != KTORCH_OK) return st;
    return ktorch_attention_backward(ctx, &R->q.view, &R->k.view, &R->v.view, &R->out.view, &R->lse, &R->dout.view, &R->dq.view, &R->dk.view,
                                     &R->dv.view, &R->p);
}
static void run_free(run *R) {
    ktorch_tensor_free(g_ctx, &R->q.base);
    ktorch_tensor_free(g_ctx, &R->k.base);
    ktorch_tensor_free(g_ctx, &R->v.base);
    ktorch_tensor_free(g_ctx, &R->out.base);
    ktorch_tensor_free(g_ctx, &R->dout.base);
    ktorch_tensor_free(g_ctx, &R->dq.base);
    ktorch_tensor_free(g_ctx, &R->dk.base);
    ktorch_tensor_free(g_ctx, &R->dv.base);
    if (R->has_mask) ktorch_tensor_free(g_ctx, &R->mask.base);
    ktorch_tensor_free(g_ctx, &R->lse);
}

static const spec g_specs[] = {
    /* name              B  Hq Hk Nq   Nk   D   Dv  causal wl  wr  cap  scale alibi mask bnhd */
    {"plain",            2, 2, 2, 5,   7,   16, 16, 0,     -1, -1, 0,   0,    0,    0,   0},
    {"causal tiles",     1, 2, 2, 70,  130, 32, 32, 1,     -1, -1, 0,   0,    0,    0,   0},
    {"causal Nq>Nk",     1, 2, 2, 8,   5,   16, 16, 1,     -1, -1, 0,   0,    0,    0,   0},
    {"window 20/3",      1, 2, 2, 90,  90,  16, 16, 0,     20, 3,  0,   0,    0,    0,   0},
    {"window left",      1, 1, 1, 40,  100, 16, 16, 1,     10, -1, 0,   0,    0,    0,   0},
    {"bool mask",        2, 2, 2, 9,   70,  16, 16, 0,     -1, -1, 0,   0,    0,    1,   0},
    {"additive mask",    1, 2, 1, 9,   11,  16, 16, 0,     -1, -1, 0,   0,    0,    2,   0},
    {"softcap",          1, 2, 2, 20,  30,  32, 32, 0,     -1, -1, 3.f, 0,    0,    0,   0},
    {"alibi",            1, 4, 4, 20,  30,  16, 16, 1,     -1, -1, 0,   0,    1,    0,   0},
    {"GQA",              1, 4, 2, 66,  70,  16, 16, 1,     -1, -1, 0,   0,    0,    0,   0},
    {"MQA",              2, 4, 1, 10,  80,  16, 16, 0,     -1, -1, 0,   0,    0,    0,   0},
    {"scale Dv<D",       1, 2, 2, 10,  12,  24, 8,  0,     -1, -1, 0,   0.3f, 0,    0,   0},
    {"Dv>D",             1, 2, 1, 10,  12,  8,  20, 1,     -1, -1, 0,   0,    0,    0,   0},
    {"bnhd views",       2, 4, 2, 30,  40,  16, 16, 1,     -1, -1, 0,   0,    0,    0,   1},
    {"everything",       1, 4, 2, 70,  90,  32, 16, 0,     40, 5,  2.5f,0.2f, 1,    2,   1},
};

/* max |o - r| / max |r| over the gradients; NaN fails. */
static double grad_error(const run *R, const double *dq, const double *dk, const double *dv, const spec *s) {
    const tens *t[3];
    const double *r[3];
    const int64_t cnt[3] = {nq_el(s), nk_el(s), nv_el(s)};
    double worst = 0;
    int a;
    t[0] = &R->dq, t[1] = &R->dk, t[2] = &R->dv;
    r[0] = dq, r[1] = dk, r[2] = dv;
    for (a = 0; a < 3; a++) {
        float *o = tens_read(t[a]);
        double e = ktest_max_rel(o, r[a], (size_t)cnt[a]);
        if (e > worst || e != e) worst = e;
        free(o);
    }
    return worst;
}

static void check_dtype(ktorch_context *ctx, ktorch_dtype dt, double limit) {
    size_t i;
    for (i = 0; i < sizeof g_specs / sizeof g_specs[0]; i++) {
        const spec *s = &g_specs[i];
        prob P;
        run R;
        double *dq = dalloc(nq_el(s)), *dk = dalloc(nk_el(s)), *dv = dalloc(nv_el(s)), err;
        ktorch_status st;
        prob_init(&P, s, 100 + i);
        st = run_library(ctx, &P, dt, dt, &R);
        KTEST_CHECKF(st == KTORCH_OK, "%s %s %s: %s", s->name, ktorch_dtype_name(dt), ktorch_cpu_isa(ctx), ktorch_last_error());
        ref_backward(&P, dq, dk, dv, PLANT_NONE);
        err = grad_error(&R, dq, dk, dv, s);
        KTEST_CHECKF(err <= limit, "%s %s %s: max|o-r|/max|r| = %.3g (limit %g)", s->name, ktorch_dtype_name(dt), ktorch_cpu_isa(ctx), err, limit);
        if (getenv("KTEST_VERBOSE")) printf("    %-14s %-4s %-6s %.3g\n", s->name, ktorch_dtype_name(dt), ktorch_cpu_isa(ctx), err);
        run_free(&R);
        prob_free(&P);
        free(dq);
        free(dk);
        free(dv);
    }
}
/* Every ISA this CPU runs (each has its own kernel for the tile products). */
static void test_f32_vs_reference(void) {
    static const char *const isas[4] = {"scalar", "avx2", "avx512", "neon"};
    int i, ran = 0;
    for (i = 0; i < 4; i++) {
        ktorch_context_desc cd;
        ktorch_context *ctx;
        memset(&cd, 0, sizeof cd);
        cd.num_threads = 2;
        cd.cpu_isa = isas[i];
        if (ktorch_context_create(&cd, &ctx) != KTORCH_OK) continue; /* not this CPU's */
        check_dtype(ctx, KTORCH_F32, 1e-5);
        ktorch_context_destroy(ctx);
        ran++;
    }
    KTEST_CHECK(ran >= 2);
}
static void test_f16_vs_reference(void) { check_dtype(g_ctx, KTORCH_F16, 2e-2); }
static void test_bf16_vs_reference(void) { check_dtype(g_ctx, KTORCH_BF16, 2e-2); }

/* bf16 inputs with f32 gradients, and f32 inputs with bf16 gradients. */
static void test_mixed_gradient_dtypes(void) {
    const spec *s = &g_specs[9];
    int m;
    for (m = 0; m < 2; m++) {
        prob P;
        run R;
        double *dq = dalloc(nq_el(s)), *dk = dalloc(nk_el(s)), *dv = dalloc(nv_el(s)), err;
        prob_init(&P, s, 7);
        KTEST_OK(run_library(g_ctx, &P, m ? KTORCH_F32 : KTORCH_BF16, m ? KTORCH_BF16 : KTORCH_F32, &R));
        ref_backward(&P, dq, dk, dv, PLANT_NONE);
        err = grad_error(&R, dq, dk, dv, s);
        KTEST_CHECKF(err <= 2e-2, "inputs %s, gradients %s: %.3g", m ? "f32" : "bf16", m ? "bf16" : "f32", err);
        run_free(&R);
        prob_free(&P);
        free(dq);
        free(dk);
        free(dv);
    }
}

/* A row with no visible key (a boolean mask row of zeros, an additive row
   of -inf, causal rows before the first key) has LSE -inf and a dq row of
   exact zeros; keys no row sees get exact zero dk/dv. */
static void test_empty_rows(void) {
    static const size_t which[3] = {5, 6, 2};
    size_t w;
    for (w = 0; w < 3; w++) {
        const spec *s = &g_specs[which[w]];
        const int64_t empty_row = s->mask == 2 ? 1 : 0;
        prob P;
        run R;
        float *dq, *lse;
        int64_t b, h, t, nrows = s->mask ? 1 : s->Nq - s->Nk;
        prob_init(&P, s, 55);
        KTEST_OK(run_library(g_ctx, &P, KTORCH_F32, KTORCH_F32, &R));
        dq = tens_read(&R.dq);
        lse = (float *)ktorch_tensor_ptr(&R.lse);
        for (b = 0; b < s->B; b++)
            for (h = 0; h < s->Hq; h++) {
                int64_t r;
                for (r = 0; r < nrows; r++) {
                    const int64_t i = s->mask ? empty_row : r;
                    KTEST_CHECKF(lse[(b * s->Hq + h) * s->Nq + i] == -INFINITY, "%s: row %lld has LSE %g", s->name, (long long)i,
                                 (double)lse[(b * s->Hq + h) * s->Nq + i]);
                    for (t = 0; t < s->D; t++) {
                        const float x = dq[((b * s->Hq + h) * s->Nq + i) * s->D + t];
                        KTEST_CHECKF(x == 0 && !signbit(x), "%s: dq of empty row %lld is %g", s->name, (long long)i, (double)x);
                    }
                }
            }
        free(dq);
        run_free(&R);
        prob_free(&P);
    }
    { /* causal with Nq < Nk leaves the last keys unseen by any row but the last ones: a window makes keys unseen */
        const spec *s = &g_specs[4]; /* window left 10 over 100 keys and 40 queries: keys 0..49 are seen by nobody */
        prob P;
        run R;
        float *dk, *dv;
        int64_t j, t;
        prob_init(&P, s, 56);
        KTEST_OK(run_library(g_ctx, &P, KTORCH_F32, KTORCH_F32, &R));
        dk = tens_read(&R.dk);
        dv = tens_read(&R.dv);
        for (j = 0; j < 50; j++)
            for (t = 0; t < s->D; t++)
                KTEST_CHECKF(dk[j * s->D + t] == 0 && dv[j * s->Dv + t] == 0, "unseen key %lld: dk %g dv %g", (long long)j, (double)dk[j * s->D + t],
                             (double)dv[j * s->Dv + t]);
        free(dk);
        free(dv);
        run_free(&R);
        prob_free(&P);
    }
}

/* The same gradients, bit for bit, on 1 and on 4 threads. */
static void test_thread_determinism(void) {
    static const size_t which[3] = {9, 14, 1};
    static const ktorch_dtype dts[2] = {KTORCH_F32, KTORCH_BF16};
    ktorch_context_desc cd;
    ktorch_context *c1, *c4;
    size_t w;
    int d;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 1;
    KTEST_OK(ktorch_context_create(&cd, &c1));
    cd.num_threads = 4;
    KTEST_OK(ktorch_context_create(&cd, &c4));
    KTEST_CHECK(ktorch_num_threads(c4) == 4);
    for (w = 0; w < 3; w++)
        for (d = 0; d < 2; d++) {
            const spec *s = &g_specs[which[w]];
            prob P1, P4;
            run R1, R4;
            const tens *a[3], *b[3];
            int g;
            prob_init(&P1, s, 77);
            prob_init(&P4, s, 77);
            KTEST_OK(run_library(c1, &P1, dts[d], dts[d], &R1));
            KTEST_OK(run_library(c4, &P4, dts[d], dts[d], &R4));
            a[0] = &R1.dq, a[1] = &R1.dk, a[2] = &R1.dv;
            b[0] = &R4.dq, b[1] = &R4.dk, b[2] = &R4.dv;
            for (g = 0; g < 3; g++) {
                uint64_t n = 0;
                KTEST_OK(ktorch_tensor_nbytes(&a[g]->base, &n));
                KTEST_CHECKF(memcmp(ktorch_tensor_ptr(&a[g]->base), ktorch_tensor_ptr(&b[g]->base), (size_t)n) == 0, "%s %s: gradient %d differs between 1 and 4 threads",
                             s->name, ktorch_dtype_name(dts[d]), g);
            }
            run_free(&R1);
            run_free(&R4);
            prob_free(&P1);
            prob_free(&P4);
        }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c4);
}

/* The comparison rejects a gradient off by 2e-5 of its largest magnitude,
   and one NaN. */
static void test_planted_library_errors(void) {
    const spec *s = &g_specs[9];
    prob P;
    run R;
    double *dq = dalloc(nq_el(s)), *dk = dalloc(nk_el(s)), *dv = dalloc(nv_el(s)), big = 0;
    float *f;
    int64_t n;
    prob_init(&P, s, 100 + 9);
    KTEST_OK(run_library(g_ctx, &P, KTORCH_F32, KTORCH_F32, &R));
    ref_backward(&P, dq, dk, dv, PLANT_NONE);
    KTEST_CHECK(grad_error(&R, dq, dk, dv, s) <= 1e-5);
    for (n = 0; n < nk_el(s); n++)
        if (fabs(dk[n]) > big) big = fabs(dk[n]);
    f = (float *)ktorch_tensor_ptr(&R.dk.base);
    f[nk_el(s) / 2] += (float)(2e-5 * big);
    KTEST_CHECKF(grad_error(&R, dq, dk, dv, s) > 1e-5, "a dk element off by 2e-5 of max|dk| passed");
    f[nk_el(s) / 2] = NAN;
    KTEST_CHECKF(!(grad_error(&R, dq, dk, dv, s) <= 1e-5), "a NaN in dk passed");
    /* and the library against planted references: each fails */
    {
        int plant;
        for (plant = PLANT_NO_D; plant <= PLANT_DV_TRANSPOSED; plant++) {
            const spec *e = &g_specs[14];
            prob Q;
            run S;
            double *a = dalloc(nq_el(e)), *b = dalloc(nk_el(e)), *c = dalloc(nv_el(e));
            prob_init(&Q, e, 3);
            KTEST_OK(run_library(g_ctx, &Q, KTORCH_F32, KTORCH_F32, &S));
            ref_backward(&Q, a, b, c, plant);
            KTEST_CHECKF(grad_error(&S, a, b, c, e) > 1e-3, "the library matched a reference with planted error %d", plant);
            run_free(&S);
            prob_free(&Q);
            free(a);
            free(b);
            free(c);
        }
    }
    run_free(&R);
    prob_free(&P);
    free(dq);
    free(dk);
    free(dv);
}

/* Bad arguments: the status and a message naming the entry point and the argument. */
static void expect_refusal(ktorch_status st, ktorch_status want, const char *needle) {
    const char *m = ktorch_last_error();
    KTEST_CHECKF(st == want, "status %s, expected %s (%s)", ktorch_status_string(st), ktorch_status_string(want), m);
    KTEST_CHECKF(strncmp(m, "ktorch_attention_backward: ", 27) == 0 && strstr(m, needle), "message '%s' lacks '%s'", m, needle);
}
static void test_bad_arguments(void) {
    const spec *s = &g_specs[9];
    prob P;
    run R;
    ktorch_attention_params p;
    tens t;
    ktorch_tensor lse2, *nul = NULL;
    int64_t sh[3];
    prob_init(&P, s, 5);
    KTEST_OK(run_library(g_ctx, &P, KTORCH_F32, KTORCH_F32, &R));
    p = R.p;
#define BWD(ctx_, q_, k_, v_, o_, l_, g_, dq_, dk_, dv_, p_) ktorch_attention_backward(ctx_, q_, k_, v_, o_, l_, g_, dq_, dk_, dv_, p_)
    expect_refusal(BWD(NULL, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'ctx'");
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, NULL, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'lse'");
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, nul, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'dout'");
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, nul, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'dk'");
    p.lse = &R.lse;
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'params->lse'");
    p.lse = NULL;
    /* dq shaped like k, dv like dk: shapes named */
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dk.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'dq' must be [1,4,66,16]");
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dk.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'dout' must be [1,4,66,16]");
    /* the forward's checks, under this entry point's name */
    expect_refusal(BWD(g_ctx, &R.q.view, &R.q.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'v' must be");
    sh[0] = 1, sh[1] = 4, sh[2] = 65;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, sh, ktorch_cpu(), &lse2));
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &lse2, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'lse' must be [1,4,66]");
    ktorch_tensor_free(g_ctx, &lse2);
    p.softcap = -1;
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "softcap");
    p.softcap = 0;
    /* gradients of an integer dtype, quantized inputs */
    memset(&t, 0, sizeof t);
    tens_make(&t, KTORCH_I32, s->B, s->Hk, s->Nk, s->D, 0, NULL);
    expect_refusal(BWD(g_ctx, &R.q.view, &R.k.view, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &t.view, &R.dv.view, &p),
                   KTORCH_INVALID_ARGUMENT, "'dk' must be f32, f16 or bf16");
    ktorch_tensor_free(g_ctx, &t.base);
    {
        ktorch_tensor ks, ki;
        int64_t one = 1;
        float sc = 0.1f;
        tens_make(&t, KTORCH_I8, s->B, s->Hk, s->Nk, s->D, 0, NULL);
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &sc, ktorch_cpu(), &ks));
        ki = t.view;
        p.k_scale = &ks;
        expect_refusal(BWD(g_ctx, &R.q.view, &ki, &R.v.view, &R.out.view, &R.lse, &R.dout.view, &R.dq.view, &R.dk.view, &R.dv.view, &p),
                       KTORCH_INVALID_ARGUMENT, "quantized");
        p.k_scale = NULL;
        ktorch_tensor_free(g_ctx, &t.base);
    }
#undef BWD
    run_free(&R);
    prob_free(&P);
}

/* The op through the backend contract: ktorch_backend_supports accepts a
   described backward on the CPU (also the form adding to its gradients) and
   refuses one without its LSE or with an unknown arg[0]. */
static void test_backend_contract(void) {
    const spec *s = &g_specs[0];
    prob P;
    run R;
    ktorch_op_desc op;
    ktorch_attention_params p;
    prob_init(&P, s, 9);
    KTEST_OK(run_library(g_ctx, &P, KTORCH_F32, KTORCH_F32, &R));
    KTEST_CHECK(strcmp(ktorch_op_name(KTORCH_OP_ATTENTION_BACKWARD), "attention_backward") == 0);
    memset(&op, 0, sizeof op);
    op.op = KTORCH_OP_ATTENTION_BACKWARD;
    op.device = ktorch_cpu();
    op.tensor[0] = &R.q.view, op.tensor[1] = &R.k.view, op.tensor[2] = &R.v.view, op.tensor[3] = &R.out.view;
    op.tensor[4] = &R.dout.view, op.tensor[5] = &R.dq.view, op.tensor[6] = &R.dk.view, op.tensor[7] = &R.dv.view;
    p = R.p;
    op.attention = &p;
    KTEST_STATUS(ktorch_backend_supports(g_ctx, &op), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_attention_backward: 'lse'") != NULL, "%s", ktorch_last_error());
    p.lse = &R.lse;
    KTEST_OK(ktorch_backend_supports(g_ctx, &op));
    op.arg[0] = 1; /* add to the gradients (the ring's backward) */
    KTEST_OK(ktorch_backend_supports(g_ctx, &op));
    op.arg[0] = 2;
    KTEST_STATUS(ktorch_backend_supports(g_ctx, &op), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "'arg[0]'") != NULL, "%s", ktorch_last_error());
    run_free(&R);
    prob_free(&P);
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
    KTEST_RUN(test_f32_vs_reference);
    KTEST_RUN(test_f16_vs_reference);
    KTEST_RUN(test_bf16_vs_reference);
    KTEST_RUN(test_mixed_gradient_dtypes);
    KTEST_RUN(test_empty_rows);
    KTEST_RUN(test_thread_determinism);
    KTEST_RUN(test_planted_library_errors);
    KTEST_RUN(test_bad_arguments);
    KTEST_RUN(test_backend_contract);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("attention_backward");
}
