/* Training ops on the CPU against plain f64 references written here: each
   forward and backward (matmul, RMSNorm, LayerNorm, RoPE, SwiGLU, GELU,
   embedding, cross-entropy), AdamW against hand-computed f64 steps and the
   global gradient norm. The reference backwards of the norms, RoPE, the
   activations and cross-entropy are first checked against central finite
   differences of their own forwards. Goals: f32 max
   |o-r|/max|r| <= 1e-5, bf16 <= 2e-2. Also: bitwise equality between 1 and
   4 threads, and refusals of bad arguments with a message naming them. */
#include "ktorch.h"
#include "ktest.h"

static ktorch_context *g_ctx;

/* ---- tensors ------------------------------------------------------------- */
#define MAXT 96
static ktorch_tensor g_t[MAXT];
static int g_nt;
static void free_all(void) {
    int i;
    for (i = 0; i < g_nt; i++) ktorch_tensor_free(g_ctx, &g_t[i]);
    g_nt = 0;
}
static int64_t numel_of(int ndim, const int64_t *shape) {
    int64_t n = 1;
    int i;
    for (i = 0; i < ndim; i++) n *= shape[i];
    return n;
}
/* Read a float tensor of any layout as f64. */
static void rd(const ktorch_tensor *t, double *out) {
    ktorch_tensor f;
    int64_t i, n = ktorch_tensor_numel(t);
    float *p;
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, t->ndim, t->shape, ktorch_cpu(), &f));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &f, t, NULL));
    p = (float *)ktorch_tensor_ptr(&f);
    for (i = 0; i < n; i++) out[i] = p[i];
    ktorch_tensor_free(g_ctx, &f);
}
/* A CPU tensor of dtype dt holding v (NULL: zeros); v is rounded to dt in
   place, so the references see what the op sees. */
static ktorch_tensor *mk(ktorch_dtype dt, int ndim, const int64_t *shape, double *v) {
    ktorch_tensor *t = &g_t[g_nt++];
    int64_t i, n = numel_of(ndim, shape);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, ndim, shape, ktorch_cpu(), t));
    KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, t, 0));
    if (v) {
        float *f = (float *)malloc((size_t)n * sizeof(float) + 4);
        ktorch_tensor w;
        for (i = 0; i < n; i++) f[i] = (float)v[i];
        ktorch_tensor_wrap(KTORCH_F32, ndim, shape, NULL, f, ktorch_cpu(), &w);
        KTEST_OK(ktorch_tensor_copy(g_ctx, t, &w, NULL));
        free(f);
        rd(t, v);
    }
    return t;
}
static ktorch_tensor *mk1(ktorch_dtype dt, int64_t n, double *v) { return mk(dt, 1, &n, v); }
static ktorch_tensor *mk2(ktorch_dtype dt, int64_t r, int64_t c, double *v) {
    int64_t s[2];
    s[0] = r, s[1] = c;
    return mk(dt, 2, s, v);
}
/* An integer tensor of ids. */
static ktorch_tensor *mkid(ktorch_dtype dt, int64_t n, const int64_t *ids) {
    ktorch_tensor *t = &g_t[g_nt++];
    int64_t i;
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, 1, &n, ktorch_cpu(), t));
    for (i = 0; i < n; i++) {
        if (dt == KTORCH_I32) ((int32_t *)ktorch_tensor_ptr(t))[i] = (int32_t)ids[i];
        else ((int64_t *)ktorch_tensor_ptr(t))[i] = ids[i];
    }
    return t;
}
static double *rnd(int64_t n, unsigned long long seed, double sd) {
    double *v = (double *)malloc((size_t)n * sizeof(double) + 8);
    ktest_rng r = ktest_rng_make(seed);
    int64_t i;
    for (i = 0; i < n; i++) v[i] = ktest_normal(&r) * sd;
    return v;
}
static double *zeros(int64_t n) { return (double *)calloc((size_t)n + 1, sizeof(double)); }
static double tol_of(ktorch_dtype dt) { return dt == KTORCH_F32 ? 1e-5 : 2e-2; }

/* max|o-r|/max|r| of a tensor against a reference; a planted error in
   test_comparisons_reject_planted_errors must make it fail. */
static double rel_err(const ktorch_tensor *t, const double *ref) {
    int64_t i, n = ktorch_tensor_numel(t);
    double *o = zeros(n), num = 0, den = 0;
    rd(t, o);
    for (i = 0; i < n; i++) {
        double d = fabs(o[i] - ref[i]);
        if (!(d == d) || d == INFINITY) num = INFINITY;
        else if (d > num) num = d;
        if (fabs(ref[i]) > den) den = fabs(ref[i]);
    }
    free(o);
    if (den == 0) return num == 0 ? 0 : INFINITY;
    return num / den;
}
#define CLOSE(t, ref, tol, what)                                                                          \
    do {                                                                                                  \
        double e_ = rel_err((t), (ref));                                                                  \
        KTEST_CHECKF(e_ <= (tol), "%s: max rel error %.3g > %.3g", (what), e_, (double)(tol));          \
    } while (0)

/* Central differences of loss() in each element of x against grad. */
typedef double (*loss_fn)(void *ctx);
static double fd_err(loss_fn f, void *ctx, double *x, int64_t n, const double *grad) {
    const double h = 1e-6;
    double num = 0, den = 0;
    int64_t i;
    for (i = 0; i < n; i++) {
        double x0 = x[i], lp, lm, g;
        x[i] = x0 + h;
        lp = f(ctx);
        x[i] = x0 - h;
        lm = f(ctx);
        x[i] = x0;
        g = (lp - lm) / (2 * h);
        if (fabs(g - grad[i]) > num) num = fabs(g - grad[i]);
        if (fabs(grad[i]) > den) den = fabs(grad[i]);
    }
    return den > 0 ? num / den : num;
}
#define FD_OK(f, c, x, n, grad, what)                                                                       \
    do {                                                                                                    \
        double e_ = fd_err((f), (c), (x), (n), (grad));                                                     \
        KTEST_CHECKF(e_ <= 1e-6, "%s: reference gradient differs from finite differences by %.3g", (what), e_); \
    } while (0)

static const ktorch_dtype g_dts[2] = {KTORCH_F32, KTORCH_BF16};

/* ---- matmul ----------------------------------------------------------------- */
static void ref_matmul(int64_t M, int64_t N, int64_t K, const double *a, int ta, const double *b, int tb, double alpha, double beta, double *c) {
    int64_t i, j, k;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            double s = 0;
            for (k = 0; k < K; k++) s += (ta ? a[k * M + i] : a[i * K + k]) * (tb ? b[j * K + k] : b[k * N + j]);
            c[i * N + j] = alpha * s + (beta != 0 ? beta * c[i * N + j] : 0);
        }
}
/* Every instruction set this CPU runs (the matmul_nt kernels dispatch on it). */
static void test_matmul(void) {
    static const int64_t shp[3][3] = {{5, 7, 9}, {33, 17, 70}, {4, 40, 600}};
    static const char *const isa[3] = {"scalar", "avx2", "avx512"};
    ktorch_context *saved = g_ctx;
    int v, d, ta, tb, ab, is;
    for (is = 0; is < 4; is++) {
        ktorch_context_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.num_threads = 2;
        cd.cpu_isa = is < 3 ? isa[is] : NULL;
        if (ktorch_context_create(&cd, &g_ctx) != KTORCH_OK) { /* not on this CPU */
            g_ctx = saved;
            continue;
        }
        for (v = 0; v < 3; v++)
            for (d = 0; d < 2; d++)
                for (ta = 0; ta < 2; ta++)
                    for (tb = 0; tb < 2; tb++)
                        for (ab = 0; ab < 2; ab++) {
                            const int64_t M = shp[v][0], N = shp[v][1], K = shp[v][2];
                            double alpha = ab ? 0.5 : 1.0, beta = ab ? -0.25 : 0.0;
                            double *a = rnd(M * K, 11 + v, 1.0), *b = rnd(K * N, 21 + v, 1.0), *c = rnd(M * N, 31 + v, 1.0);
                            ktorch_tensor *A = ta ? mk2(g_dts[d], K, M, a) : mk2(g_dts[d], M, K, a);
                            ktorch_tensor *B = tb ? mk2(g_dts[d], N, K, b) : mk2(g_dts[d], K, N, b);
                            ktorch_tensor *C = mk2(g_dts[d], M, N, c);
                            char what[128];
                            snprintf(what, sizeof what, "matmul %s %s M%lld N%lld K%lld ta%d tb%d ab%d", ktorch_cpu_isa(g_ctx), ktorch_dtype_name(g_dts[d]),
                                     (long long)M, (long long)N, (long long)K, ta, tb, ab);
                            ref_matmul(M, N, K, a, ta, b, tb, alpha, beta, c);
                            KTEST_OK(ktorch_matmul(g_ctx, A, B, C, ta, tb, (float)alpha, (float)beta));
                            CLOSE(C, c, tol_of(g_dts[d]), what);
                            free(a), free(b), free(c);
                            free_all();
                        }
        ktorch_context_destroy(g_ctx);
        g_ctx = saved;
    }
}
/* c as a transposed (strided) view; beta = 0 ignores NaN in c. */
static void test_matmul_strided(void) {
    const int64_t M = 6, N = 5, K = 11;
    double *a = rnd(M * K, 41, 1), *b = rnd(N * K, 42, 1), *c = zeros(M * N);
    ktorch_tensor *A = mk2(KTORCH_F32, M, K, a), *B = mk2(KTORCH_F32, N, K, b), *Ct = mk2(KTORCH_F32, N, M, NULL), C;
    int64_t i;
    for (i = 0; i < M * N; i++) ((float *)ktorch_tensor_ptr(Ct))[i] = NAN;
    KTEST_OK(ktorch_tensor_transpose(Ct, 0, 1, &C));
    ref_matmul(M, N, K, a, 0, b, 1, 2.0, 0.0, c);
    KTEST_OK(ktorch_matmul(g_ctx, A, B, &C, 0, 1, 2.0f, 0.0f));
    CLOSE(&C, c, 1e-5, "matmul into a transposed view");
    free(a), free(b), free(c);
    free_all();
}

/* ---- norms -------------------------------------------------------------------- */
typedef struct norm_case {
    int64_t rows, D;
    int layer;
    double *x, *w, *b, *dy; /* w, b NULL: absent */
    double eps;
} norm_case;
static void ref_norm_fwd(const norm_case *c, double *y, double *mean, double *rstd) {
    int64_t r, k;
    for (r = 0; r < c->rows; r++) {
        const double *x = c->x + r * c->D;
        double mu = 0, s = 0, rs;
        if (c->layer) {
            for (k = 0; k < c->D; k++) mu += x[k];
            mu /= (double)c->D;
        }
        for (k = 0; k < c->D; k++) s += (x[k] - mu) * (x[k] - mu);
        rs = 1.0 / sqrt(s / (double)c->D + c->eps);
        for (k = 0; k < c->D; k++) y[r * c->D + k] = (x[k] - mu) * rs * (c->w ? c->w[k] : 1.0) + (c->b ? c->b[k] : 0.0);
        if (mean) mean[r] = mu;
        if (rstd) rstd[r] = rs;
    }
}
/* d/dx of sum(dy * y) by the chain rule, written out per element (O(D^2)). */
static void ref_norm_bwd(const norm_case *c, double *dx, double *dw, double *db) {
    int64_t r, k, i, D = c->D;
    for (r = 0; r < c->rows; r++) {
        const double *x = c->x + r * D, *dy = c->dy + r * D;
        double mu = 0, s = 0, rs;
        if (c->layer) {
            for (k = 0; k < D; k++) mu += x[k];
            mu /= (double)D;
        }
        for (k = 0; k < D; k++) s += (x[k] - mu) * (x[k] - mu);
        rs = 1.0 / sqrt(s / (double)D + c->eps);
        for (i = 0; i < D; i++) { /* dx_i = sum_k g_k dxhat_k/dx_i */
            double acc = 0;
            for (k = 0; k < D; k++) {
                double g = dy[k] * (c->w ? c->w[k] : 1.0);
                double dmu = c->layer ? 1.0 / (double)D : 0.0;
                double dxc = (k == i ? 1.0 : 0.0) - dmu;                            /* d(x_k - mu)/dx_i */
                double drs = -rs * rs * rs * (x[i] - mu) / (double)D;               /* d rstd / dx_i */
                acc += g * (dxc * rs + (x[k] - mu) * drs);
            }
            dx[r * D + i] = acc;
        }
        for (k = 0; k < D; k++) {
            if (dw) dw[k] += dy[k] * (x[k] - mu) * rs;
            if (db) db[k] += dy[k];
        }
    }
}
static double norm_loss(void *p) {
    const norm_case *c = (const norm_case *)p;
    double *y = zeros(c->rows * c->D), s = 0;
    int64_t i;
    ref_norm_fwd(c, y, NULL, NULL);
    for (i = 0; i < c->rows * c->D; i++) s += y[i] * c->dy[i];
    free(y);
    return s;
}
static void run_norm(int layer, ktorch_dtype dt, int with_w, int with_b, int saved) {
    const int64_t B = 3, T = 4, D = 10, rows = B * T;
    int64_t shape[3];
    norm_case c;
    double *y = zeros(rows * D), *mean = zeros(rows), *rstd = zeros(rows), *dx = zeros(rows * D), *dw = zeros(D), *db = zeros(D), *dw0, *db0;
    ktorch_tensor *X, *W = NULL, *Bi = NULL, *Y, *M = NULL, *R, *DY, *DX, *DW = NULL, *DB = NULL;
    ktorch_norm_params np;
    char what[128];
    int64_t i;
    shape[0] = B, shape[1] = T, shape[2] = D;
    memset(&c, 0, sizeof c);
    c.rows = rows, c.D = D, c.layer = layer, c.eps = 1e-5;
    c.x = rnd(rows * D, 100 + layer, 1.0);
    for (i = 0; i < rows * D; i++) c.x[i] += 0.3; /* a mean to remove */
    c.dy = rnd(rows * D, 200 + layer, 1.0);
    if (with_w) c.w = rnd(D, 300, 1.0);
    if (with_b) c.b = rnd(D, 400, 1.0);
    dw0 = rnd(D, 500, 1.0);
    db0 = rnd(D, 600, 1.0);
    memset(&np, 0, sizeof np); /* eps 0: the default 1e-5 */
    X = mk(dt, 3, shape, c.x);
    DY = mk(dt, 3, shape, c.dy);
    if (c.w) W = mk1(dt, D, c.w);
    if (c.b) Bi = mk1(dt, D, c.b);
    Y = mk(dt, 3, shape, NULL);
    DX = mk(dt, 3, shape, NULL);
    R = mk1(KTORCH_F32, rows, NULL);
    if (layer) M = mk1(KTORCH_F32, rows, NULL);
    if (c.w) DW = mk1(KTORCH_F32, D, dw0);
    if (layer) DB = mk1(KTORCH_F32, D, db0);
    snprintf(what, sizeof what, "%s %s%s%s%s", layer ? "layernorm" : "rmsnorm", ktorch_dtype_name(dt), with_w ? " w" : "", with_b ? " b" : "",
             saved ? " saved stats" : " recomputed stats");
    ref_norm_fwd(&c, y, mean, rstd);
    if (layer) KTEST_OK(ktorch_layernorm(g_ctx, X, W, Bi, Y, M, R, &np));
    else KTEST_OK(ktorch_rmsnorm(g_ctx, X, W, Y, R, &np));
    CLOSE(Y, y, tol_of(dt), what);
    CLOSE(R, rstd, 1e-5, what);
    if (layer) CLOSE(M, mean, 1e-5, what);
    /* the reference backward against finite differences, then the op */
    memcpy(dw, dw0, (size_t)D * sizeof(double));
    memcpy(db, db0, (size_t)D * sizeof(double));
    ref_norm_bwd(&c, dx, c.w ? dw : NULL, layer ? db : NULL);
    if (dt == KTORCH_F32 && saved) {
        double *g = zeros(rows * D), *gw = zeros(D), *gb = zeros(D);
        ref_norm_bwd(&c, g, gw, gb);
        FD_OK(norm_loss, &c, c.x, rows * D, g, what);
        if (c.w) FD_OK(norm_loss, &c, c.w, D, gw, what);
        if (c.b) FD_OK(norm_loss, &c, c.b, D, gb, what);
        free(g), free(gw), free(gb);
    }
    if (layer) KTEST_OK(ktorch_layernorm_backward(g_ctx, DY, X, W, saved ? M : NULL, saved ? R : NULL, DX, DW, DB, &np));
    else KTEST_OK(ktorch_rmsnorm_backward(g_ctx, DY, X, W, saved ? R : NULL, DX, DW, &np));
    CLOSE(DX, dx, tol_of(dt), what);
    if (DW) CLOSE(DW, dw, 1e-5, what);
    if (DB) CLOSE(DB, db, 1e-5, what);
    free(c.x), free(c.dy), free(c.w), free(c.b), free(y), free(mean), free(rstd), free(dx), free(dw), free(db), free(dw0), free(db0);
    free_all();
}
/* sum = x + residual, out = norm(sum); the backward adds onto the
   residual stream's gradient (accumulate_dx). */
static void run_add_norm(int layer) {
    const int64_t rows = 6, D = 24;
    norm_case c;
    double *x = rnd(rows * D, 1400, 1), *res = rnd(rows * D, 1401, 1), *y = zeros(rows * D), *rstd = zeros(rows), *mean = zeros(rows);
    double *g0 = rnd(rows * D, 1402, 1), *dx = zeros(rows * D);
    ktorch_tensor *X = mk2(KTORCH_F32, rows, D, x), *Rs = mk2(KTORCH_F32, rows, D, res), *S = mk2(KTORCH_F32, rows, D, NULL), *Y = mk2(KTORCH_F32, rows, D, NULL);
    ktorch_tensor *R = mk1(KTORCH_F32, rows, NULL), *M = mk1(KTORCH_F32, rows, NULL), *W, *B = NULL, *DY, *DX;
    ktorch_norm_params np;
    int64_t i;
    memset(&c, 0, sizeof c);
    memset(&np, 0, sizeof np);
    c.rows = rows, c.D = D, c.layer = layer, c.eps = 1e-5;
    c.x = zeros(rows * D), c.w = rnd(D, 1403, 1), c.dy = rnd(rows * D, 1404, 1);
    if (layer) c.b = rnd(D, 1405, 1);
    W = mk1(KTORCH_F32, D, c.w);
    if (layer) B = mk1(KTORCH_F32, D, c.b);
    DY = mk2(KTORCH_F32, rows, D, c.dy);
    DX = mk2(KTORCH_F32, rows, D, g0);
    for (i = 0; i < rows * D; i++) c.x[i] = x[i] + res[i];
    ref_norm_fwd(&c, y, mean, rstd);
    ref_norm_bwd(&c, dx, NULL, NULL);
    for (i = 0; i < rows * D; i++) dx[i] += g0[i];
    if (layer) KTEST_OK(ktorch_add_layernorm(g_ctx, X, Rs, W, B, S, Y, M, R, &np));
    else KTEST_OK(ktorch_add_rmsnorm(g_ctx, X, Rs, W, S, Y, R, &np));
    CLOSE(S, c.x, 1e-6, "fused add: sum");
    CLOSE(Y, y, 1e-5, "fused add: out");
    CLOSE(R, rstd, 1e-5, "fused add: rstd");
    if (layer) CLOSE(M, mean, 1e-5, "fused add: mean");
    np.accumulate_dx = 1;
    if (layer) KTEST_OK(ktorch_layernorm_backward(g_ctx, DY, S, W, M, R, DX, NULL, NULL, &np));
    else KTEST_OK(ktorch_rmsnorm_backward(g_ctx, DY, S, W, R, DX, NULL, &np));
    CLOSE(DX, dx, 1e-5, "fused add: dx accumulated");
    free(x), free(res), free(y), free(rstd), free(mean), free(g0), free(dx), free(c.x), free(c.w), free(c.dy), free(c.b);
    free_all();
}
static void test_add_norm(void) {
    run_add_norm(0);
    run_add_norm(1);
}
static void test_rmsnorm(void) {
    int d, s;
    for (d = 0; d < 2; d++)
        for (s = 0; s < 2; s++) run_norm(0, g_dts[d], 1, 0, s);
}
static void test_layernorm(void) {
    int d, s;
    for (d = 0; d < 2; d++)
        for (s = 0; s < 2; s++) {
            run_norm(1, g_dts[d], 1, 1, s);
            run_norm(1, g_dts[d], 0, 0, s);
        }
}

/* ---- RoPE -------------------------------------------------------------------- */
static void ref_rope(int64_t rows, int64_t T, int64_t D, const double *x, const double *pos, double theta, int inter, double sign, double *y) {
    int64_t r, i;
    for (r = 0; r < rows; r++)
        for (i = 0; i < D / 2; i++) {
            int64_t i0 = inter ? 2 * i : i, i1 = inter ? 2 * i + 1 : i + D / 2;
            double ang = pos[r % T] * pow(theta, -2.0 * (double)i / (double)D), cs = cos(ang), sn = sign * sin(ang);
            double a = x[r * D + i0], b = x[r * D + i1];
            y[r * D + i0] = a * cs - b * sn;
            y[r * D + i1] = b * cs + a * sn;
        }
}
typedef struct rope_case {
    int64_t rows, T, D;
    double *x, *dy, *pos, theta;
    int inter;
} rope_case;
static double rope_loss(void *p) {
    const rope_case *c = (const rope_case *)p;
    double *y = zeros(c->rows * c->D), s = 0;
    int64_t i;
    ref_rope(c->rows, c->T, c->D, c->x, c->pos, c->theta, c->inter, 1.0, y);
    for (i = 0; i < c->rows * c->D; i++) s += y[i] * c->dy[i];
    free(y);
    return s;
}
/* [B, H, T, D] -> [B, T, H D] (back with inv) */
static double *heads_last(const double *x, int64_t B, int64_t H, int64_t T, int64_t D, int inv) {
    double *y = zeros(B * H * T * D);
    int64_t b, h, t, i;
    for (b = 0; b < B; b++)
        for (h = 0; h < H; h++)
            for (t = 0; t < T; t++)
                for (i = 0; i < D; i++) {
                    const int64_t a = ((b * H + h) * T + t) * D + i, c = ((b * T + t) * H + h) * D + i;
                    if (inv) y[a] = x[c];
                    else y[c] = x[a];
                }
    return y;
}
static void test_rope(void) {
    const int64_t B = 2, H = 3, T = 6, D = 8, rows = B * H * T;
    static const int64_t ids[6] = {5, 0, 100000, 7, 3, 1};
    int64_t shape[4], i;
    int d, inter, usepos;
    shape[0] = B, shape[1] = H, shape[2] = T, shape[3] = D;
    /* head_dim: the heads side by side in rows [B, T, H D], each turned as alone */
    for (d = 0; d < 2; d++)
        for (inter = 0; inter < 2; inter++) {
            const int64_t s3[3] = {B, T, H * D};
            double *x = rnd(rows * D, 720 + d, 1), *y = zeros(rows * D), *pos = zeros(T), *xl, *yl;
            ktorch_rope_params rp;
            ktorch_tensor *X, *Y;
            char what[96];
            memset(&rp, 0, sizeof rp);
            rp.interleaved = inter, rp.position_offset = 3, rp.head_dim = D;
            for (i = 0; i < T; i++) pos[i] = (double)(3 + i);
            ref_rope(rows, T, D, x, pos, 10000.0, inter, 1.0, y);
            xl = heads_last(x, B, H, T, D, 0), yl = heads_last(y, B, H, T, D, 0);
            X = mk(g_dts[d], 3, s3, xl);
            Y = mk(g_dts[d], 3, s3, NULL);
            snprintf(what, sizeof what, "rope head_dim %s %s", ktorch_dtype_name(g_dts[d]), inter ? "interleaved" : "rotate-half");
            KTEST_OK(ktorch_rope(g_ctx, X, NULL, Y, &rp));
            CLOSE(Y, yl, tol_of(g_dts[d]), what);
            KTEST_OK(ktorch_rope_backward(g_ctx, Y, NULL, Y, &rp)); /* in place, back to x */
            CLOSE(Y, xl, tol_of(g_dts[d]), what);
            free(x), free(y), free(pos), free(xl), free(yl);
            free_all();
        }
    for (d = 0; d < 2; d++)
        for (inter = 0; inter < 2; inter++)
            for (usepos = 0; usepos < 2; usepos++) {
                rope_case c;
                ktorch_rope_params rp;
                ktorch_tensor *X, *DY, *Y, *DX, *P = NULL;
                double *y = zeros(rows * D), *dx = zeros(rows * D);
                char what[96];
                memset(&rp, 0, sizeof rp);
                rp.interleaved = inter;
                rp.theta = usepos ? 500000.0f : 0.0f;
                rp.position_offset = usepos ? 0 : 40;
                c.rows = rows, c.T = T, c.D = D, c.inter = inter, c.theta = usepos ? 500000.0 : 10000.0;
                c.x = rnd(rows * D, 700 + d, 1), c.dy = rnd(rows * D, 710 + d, 1), c.pos = zeros(T);
                for (i = 0; i < T; i++) c.pos[i] = usepos ? (double)ids[i] : (double)(40 + i);
                X = mk(g_dts[d], 4, shape, c.x);
                DY = mk(g_dts[d], 4, shape, c.dy);
                Y = mk(g_dts[d], 4, shape, NULL);
                DX = mk(g_dts[d], 4, shape, NULL);
                if (usepos) P = mkid(inter ? KTORCH_I32 : KTORCH_I64, T, ids);
                snprintf(what, sizeof what, "rope %s %s %s", ktorch_dtype_name(g_dts[d]), inter ? "interleaved" : "rotate-half", usepos ? "positions" : "offset");
                ref_rope(rows, T, D, c.x, c.pos, c.theta, inter, 1.0, y);
                ref_rope(rows, T, D, c.dy, c.pos, c.theta, inter, -1.0, dx);
                if (d == 0) FD_OK(rope_loss, &c, c.x, rows * D, dx, what);
                KTEST_OK(ktorch_rope(g_ctx, X, P, Y, &rp));
                CLOSE(Y, y, tol_of(g_dts[d]), what);
                KTEST_OK(ktorch_rope_backward(g_ctx, DY, P, DX, &rp));
                CLOSE(DX, dx, tol_of(g_dts[d]), what);
                KTEST_OK(ktorch_rope(g_ctx, X, P, X, &rp)); /* in place */
                CLOSE(X, y, tol_of(g_dts[d]), what);
                free(c.x), free(c.dy), free(c.pos), free(y), free(dx);
                free_all();
            }
}

/* ---- SwiGLU, GELU ----------------------------------------------------------- */
typedef struct act_case {
    int64_t n;
    int kind; /* 0 swiglu, 1 gelu erf, 2 gelu tanh */
    double *a, *b, *dy;
} act_case;
static double ref_act(const act_case *c, int64_t i) {
    double g = c->a[i];
    if (c->kind == 0) return g / (1 + exp(-g)) * c->b[i];
    if (c->kind == 1) return 0.5 * g * (1 + erf(g / sqrt(2.0)));
    return 0.5 * g * (1 + tanh(sqrt(2.0 / 3.141592653589793) * (g + 0.044715 * g * g * g)));
}
static double act_loss(void *p) {
    const act_case *c = (const act_case *)p;
    double s = 0;
    int64_t i;
    for (i = 0; i < c->n; i++) s += ref_act(c, i) * c->dy[i];
    return s;
}
static void ref_act_bwd(const act_case *c, double *da, double *db) {
    const double k0 = sqrt(2.0 / 3.141592653589793), k1 = 0.044715;
    int64_t i;
    for (i = 0; i < c->n; i++) {
        double x = c->a[i], d = c->dy[i];
        if (c->kind == 0) {
            double s = 1 / (1 + exp(-x));
            da[i] = d * c->b[i] * s * (1 + x * (1 - s));
            db[i] = d * x * s;
        } else if (c->kind == 1) {
            da[i] = d * (0.5 * (1 + erf(x / sqrt(2.0))) + x * exp(-0.5 * x * x) / sqrt(2 * 3.141592653589793));
        } else {
            double u = tanh(k0 * (x + k1 * x * x * x));
            da[i] = d * (0.5 * (1 + u) + 0.5 * x * (1 - u * u) * k0 * (1 + 3 * k1 * x * x));
        }
    }
}
static void test_activations(void) {
    const int64_t R = 7, C = 19, n = R * C;
    int d, kind;
    for (d = 0; d < 2; d++)
        for (kind = 0; kind < 3; kind++) {
            act_case c;
            double *y = zeros(n), *da = zeros(n), *db = zeros(n);
            ktorch_tensor *A, *B = NULL, *DY, *Y, *DA, *DB = NULL;
            char what[64];
            int64_t i;
            c.n = n, c.kind = kind;
            c.a = rnd(n, 800 + kind, 2.0), c.b = rnd(n, 810, 1.0), c.dy = rnd(n, 820, 1.0);
            A = mk2(g_dts[d], R, C, c.a);
            if (kind == 0) B = mk2(g_dts[d], R, C, c.b);
            DY = mk2(g_dts[d], R, C, c.dy);
            Y = mk2(g_dts[d], R, C, NULL);
            DA = mk2(g_dts[d], R, C, NULL);
            if (kind == 0) DB = mk2(g_dts[d], R, C, NULL);
            snprintf(what, sizeof what, "%s %s", kind == 0 ? "swiglu" : kind == 1 ? "gelu erf" : "gelu tanh", ktorch_dtype_name(g_dts[d]));
            for (i = 0; i < n; i++) y[i] = ref_act(&c, i);
            ref_act_bwd(&c, da, db);
            if (d == 0) {
                FD_OK(act_loss, &c, c.a, n, da, what);
                if (kind == 0) FD_OK(act_loss, &c, c.b, n, db, what);
            }
            if (kind == 0) {
                KTEST_OK(ktorch_swiglu(g_ctx, A, B, Y));
                KTEST_OK(ktorch_swiglu_backward(g_ctx, DY, A, B, DA, DB));
                CLOSE(DB, db, tol_of(g_dts[d]), what);
            } else {
                KTEST_OK(ktorch_gelu(g_ctx, A, Y, kind == 1 ? KTORCH_GELU_ERF : KTORCH_GELU_TANH));
                KTEST_OK(ktorch_gelu_backward(g_ctx, DY, A, DA, kind == 1 ? KTORCH_GELU_ERF : KTORCH_GELU_TANH));
            }
            CLOSE(Y, y, tol_of(g_dts[d]), what);
            CLOSE(DA, da, tol_of(g_dts[d]), what);
            free(c.a), free(c.b), free(c.dy), free(y), free(da), free(db);
            free_all();
        }
}
/* gate and up as the two column halves of one [rows, 2F] tensor (views). */
static void test_swiglu_views(void) {
    const int64_t R = 5, F = 12;
    double *gu = rnd(R * 2 * F, 830, 1.0), *y = zeros(R * F);
    ktorch_tensor *GU = mk2(KTORCH_F32, R, 2 * F, gu), *Y = mk2(KTORCH_F32, R, F, NULL), G, U;
    int64_t r, k;
    KTEST_OK(ktorch_tensor_slice(GU, 1, 0, F, 1, &G));
    KTEST_OK(ktorch_tensor_slice(GU, 1, F, 2 * F, 1, &U));
    for (r = 0; r < R; r++)
        for (k = 0; k < F; k++) {
            double g = gu[r * 2 * F + k];
            y[r * F + k] = g / (1 + exp(-g)) * gu[r * 2 * F + F + k];
        }
    KTEST_OK(ktorch_swiglu(g_ctx, &G, &U, Y));
    CLOSE(Y, y, 1e-5, "swiglu on column views");
    free(gu), free(y);
    free_all();
}

/* ---- embedding ----------------------------------------------------------------- */
static void test_embedding(void) {
    const int64_t V = 7, D = 70, n = 9;
    static const int64_t ids[9] = {3, 0, 6, 3, 3, 1, 6, 2, 0};
    int d, it;
    for (d = 0; d < 2; d++)
        for (it = 0; it < 2; it++) {
            double *w = rnd(V * D, 900, 1.0), *dout = rnd(n * D, 910, 1.0), *dw = rnd(V * D, 920, 1.0), *y = zeros(n * D);
            ktorch_tensor *W = mk2(g_dts[d], V, D, w), *I = mkid(it ? KTORCH_I64 : KTORCH_I32, n, ids), *Y = mk2(g_dts[d], n, D, NULL);
            ktorch_tensor *DO = mk2(g_dts[d], n, D, dout), *DW = mk2(KTORCH_F32, V, D, dw);
            int64_t i, k;
            for (i = 0; i < n; i++)
                for (k = 0; k < D; k++) {
                    y[i * D + k] = w[ids[i] * D + k];
                    dw[ids[i] * D + k] += dout[i * D + k];
                }
            KTEST_OK(ktorch_embedding(g_ctx, I, W, Y));
            CLOSE(Y, y, 0, "embedding forward (a copy)");
            KTEST_OK(ktorch_embedding_backward(g_ctx, DO, I, DW));
            CLOSE(DW, dw, 1e-6, "embedding backward");
            free(w), free(dout), free(dw), free(y);
            free_all();
        }
}

/* ---- cross-entropy ------------------------------------------------------------ */
typedef struct ce_case {
    int64_t N, V;
    double *l, eps;
    const int64_t *tg;
} ce_case;
/* per-row losses; returns the mean over rows not ignored */
static double ref_ce(const ce_case *c, double *loss, double *dl) {
    int64_t r, k, valid = 0;
    double sum = 0;
    for (r = 0; r < c->N; r++) valid += c->tg[r] >= 0;
    for (r = 0; r < c->N; r++) {
        const double *l = c->l + r * c->V;
        double m = -INFINITY, s = 0, sl = 0, lse, li;
        if (c->tg[r] < 0) {
            if (loss) loss[r] = 0;
            if (dl)
                for (k = 0; k < c->V; k++) dl[r * c->V + k] = 0;
            continue;
        }
        for (k = 0; k < c->V; k++) m = l[k] > m ? l[k] : m;
        for (k = 0; k < c->V; k++) s += exp(l[k] - m), sl += l[k];
        lse = m + log(s);
        li = lse - (1 - c->eps) * l[c->tg[r]] - c->eps / (double)c->V * sl;
        if (loss) loss[r] = li;
        sum += li;
        if (dl)
            for (k = 0; k < c->V; k++) dl[r * c->V + k] = (exp(l[k] - lse) - c->eps / (double)c->V - (k == c->tg[r] ? 1 - c->eps : 0)) / (double)valid;
    }
    return valid ? sum / (double)valid : 0;
}
static double ce_loss(void *p) { return ref_ce((const ce_case *)p, NULL, NULL); }
static void test_cross_entropy(void) {
    const int64_t N = 6, V = 1100; /* rows span three tiles */
    static const int64_t tg[6] = {5, -100, 1099, 0, 512, 700};
    int d, sm, it;
    for (d = 0; d < 2; d++)
        for (sm = 0; sm < 2; sm++)
            for (it = 0; it < 2; it++) {
                ce_case c;
                double *loss = zeros(N), *dl = zeros(N * V), mean;
                ktorch_tensor *L, *T, *LS = mk1(KTORCH_F32, N, NULL), *DL, *MN = mk1(KTORCH_F32, 1, NULL);
                ktorch_cross_entropy_params cp;
                char what[64];
                memset(&cp, 0, sizeof cp);
                cp.label_smoothing = sm ? 0.1f : 0.0f;
                c.N = N, c.V = V, c.tg = tg, c.eps = sm ? (double)0.1f : 0.0;
                c.l = rnd(N * V, 1000 + d, 3.0);
                L = mk2(g_dts[d], N, V, c.l);
                T = mkid(it ? KTORCH_I64 : KTORCH_I32, N, tg);
                DL = mk2(g_dts[d], N, V, NULL);
                snprintf(what, sizeof what, "cross_entropy %s smoothing %d", ktorch_dtype_name(g_dts[d]), sm);
                mean = ref_ce(&c, loss, dl);
                if (d == 0 && it == 0) {
                    ce_case small = c; /* finite differences over the first two rows */
                    small.N = 2;
                    {
                        double *g = zeros(2 * V);
                        ref_ce(&small, NULL, g);
                        FD_OK(ce_loss, &small, small.l, 2 * V, g, what);
                        free(g);
                    }
                }
                KTEST_OK(ktorch_cross_entropy(g_ctx, L, T, LS, DL, MN, &cp));
                CLOSE(LS, loss, 1e-5, what);
                CLOSE(MN, &mean, 1e-5, what);
                CLOSE(DL, dl, tol_of(g_dts[d]), what);
                /* in place: dlogits over logits, losses only through the mean */
                KTEST_OK(ktorch_cross_entropy(g_ctx, L, T, NULL, L, NULL, &cp));
                CLOSE(L, dl, tol_of(g_dts[d]), what);
                free(c.l), free(loss), free(dl);
                free_all();
            }
}

/* ---- AdamW, gradient norm ------------------------------------------------------ */
static void test_adamw(void) {
    const int64_t n = 5000; /* more than one chunk */
    int mdt, step;
    for (mdt = 0; mdt < 2; mdt++) {
        double *p = rnd(n, 1100, 1.0), *g = rnd(n, 1110, 0.1), *m = zeros(n), *v = zeros(n), *pc = zeros(n);
        ktorch_tensor *P = mk1(KTORCH_F32, n, p), *G = mk1(KTORCH_BF16, n, g), *M = mk1(g_dts[mdt], n, NULL), *Vt = mk1(g_dts[mdt], n, NULL);
        ktorch_tensor *PC = mk1(KTORCH_BF16, n, NULL);
        ktorch_adamw_params ap;
        memset(&ap, 0, sizeof ap);
        ap.lr = 1e-2f, ap.weight_decay = 0.1f, ap.grad_scale = 0.5f;
        for (step = 1; step <= 3; step++) {
            const double b1 = (double)0.9f, b2 = (double)0.999f, lr = (double)1e-2f, wd = (double)0.1f, eps = (double)1e-8f;
            int64_t i;
            char what[64];
            ap.step = step;
            for (i = 0; i < n; i++) {
                double gi = g[i] * 0.5;
                m[i] = b1 * m[i] + (1 - b1) * gi;
                v[i] = b2 * v[i] + (1 - b2) * gi * gi;
                p[i] = p[i] * (1 - lr * wd) - lr / (1 - pow(b1, step)) * m[i] / (sqrt(v[i]) / sqrt(1 - pow(b2, step)) + eps);
                pc[i] = p[i];
            }
            KTEST_OK(ktorch_adamw_step(g_ctx, P, G, M, Vt, PC, &ap));
            snprintf(what, sizeof what, "adamw step %d, %s moments", step, ktorch_dtype_name(g_dts[mdt]));
            CLOSE(P, p, mdt ? 2e-2 : 1e-5, what);
            CLOSE(M, m, tol_of(g_dts[mdt]), what);
            CLOSE(Vt, v, tol_of(g_dts[mdt]), what);
            CLOSE(PC, pc, 2e-2, what);
            if (mdt) { /* bf16 moments: the reference follows the rounded state */
                rd(M, m);
                rd(Vt, v);
                rd(P, p);
            }
        }
        free(p), free(g), free(m), free(v), free(pc);
        free_all();
    }
}
static void test_grad_norm(void) {
    double *a = rnd(10000, 1200, 1.0), *b = rnd(33, 1210, 3.0), s = 0, ref;
    ktorch_tensor *A = mk1(KTORCH_F32, 10000, a), *B = mk2(KTORCH_BF16, 3, 11, b);
    const ktorch_tensor *list[2];
    float norm = -1, scale = -1;
    int64_t i;
    for (i = 0; i < 10000; i++) s += a[i] * a[i];
    for (i = 0; i < 33; i++) s += b[i] * b[i];
    ref = sqrt(s);
    list[0] = A, list[1] = B;
    KTEST_OK(ktorch_grad_norm(g_ctx, list, 2, 0.0f, &norm, &scale));
    KTEST_CHECKF(fabs(norm - ref) <= 1e-5 * ref, "norm %.9g, reference %.9g", norm, ref);
    KTEST_CHECK(scale == 1.0f);
    KTEST_OK(ktorch_grad_norm(g_ctx, list, 2, 10.0f, &norm, &scale));
    KTEST_CHECKF(fabs(scale - 10.0 / (ref + 1e-6)) <= 1e-6, "clip scale %.9g, expected %.9g", scale, 10.0 / (ref + 1e-6));
    KTEST_OK(ktorch_grad_norm(g_ctx, list, 2, 1e9f, &norm, &scale));
    KTEST_CHECK(scale == 1.0f);
    ((float *)ktorch_tensor_ptr(A))[77] = INFINITY; /* an overflowed gradient shows */
    KTEST_OK(ktorch_grad_norm(g_ctx, list, 2, 1.0f, &norm, &scale));
    KTEST_CHECK(!(norm < INFINITY));
    free(a), free(b);
    free_all();
}

/* ---- the same bytes with 1 and 4 threads --------------------------------------- */
static int same_bytes(const ktorch_tensor *a, const ktorch_tensor *b) {
    uint64_t na = 0, nb = 0;
    ktorch_tensor_nbytes(a, &na);
    ktorch_tensor_nbytes(b, &nb);
    return na == nb && memcmp(ktorch_tensor_ptr(a), ktorch_tensor_ptr(b), (size_t)na) == 0;
}
static ktorch_tensor *out_tensor(ktorch_context *ctx, ktorch_tensor *out, int *n, int ndim, int64_t a, int64_t b) {
    int64_t sh[2];
    sh[0] = a, sh[1] = b;
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, ndim, sh, ktorch_cpu(), &out[*n]));
    return &out[(*n)++];
}
/* Every op on a context with `threads` threads; results into out[]. */
static int run_all(int threads, ktorch_tensor *out) {
    ktorch_context *ctx;
    ktorch_context_desc cd;
    ktorch_context *saved = g_ctx;
    const int64_t R = 300, D = 96, V = 600, K = 130;
    static int64_t ids[300];
    double *x = rnd(R * D, 1300, 1), *w = rnd(D, 1301, 1), *dy = rnd(R * D, 1302, 1), *wm = rnd(K * D, 1303, 1), *l = rnd(R * V, 1304, 2);
    ktorch_tensor *X, *W, *DY, *WM, *L, *I;
    int64_t i;
    int n = 0;
    const ktorch_tensor *gl[2];
    float nrm;
    ktorch_norm_params np;
    ktorch_rope_params rp;
    ktorch_adamw_params ap;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = threads;
    if (ktorch_context_create(&cd, &ctx) != KTORCH_OK) return 0;
    g_ctx = ctx;
    memset(&np, 0, sizeof np);
    memset(&rp, 0, sizeof rp);
    memset(&ap, 0, sizeof ap);
    ap.lr = 1e-3f, ap.step = 1, ap.weight_decay = 0.01f;
    for (i = 0; i < R; i++) ids[i] = (i * 37) % V;
    X = mk2(KTORCH_F32, R, D, x), W = mk1(KTORCH_F32, D, w), DY = mk2(KTORCH_F32, R, D, dy), WM = mk2(KTORCH_BF16, K, D, wm);
    L = mk2(KTORCH_BF16, R, V, l), I = mkid(KTORCH_I32, R, ids);
    /* each result: a tensor of the caller's context (created on `saved`) */
#define OUT2(r, c) out_tensor(saved, out, &n, 2, (r), (c))
#define OUT1(c) out_tensor(saved, out, &n, 1, (c), 0)
    {
        ktorch_tensor *Y = OUT2(R, K), *DW = OUT2(K, D), *DX = OUT2(R, D);
        ktorch_tensor_fill_bytes(saved, DW, 0);
        KTEST_OK(ktorch_matmul(ctx, X, WM, Y, 0, 1, 1, 0));
        KTEST_OK(ktorch_matmul(ctx, Y, X, DW, 1, 0, 1, 1));
        KTEST_OK(ktorch_matmul(ctx, Y, WM, DX, 0, 0, 0.5f, 0));
    }
    {
        ktorch_tensor *Y = OUT2(R, D), *RS = OUT1(R), *M = OUT1(R), *DX = OUT2(R, D), *DW = OUT1(D), *DB = OUT1(D);
        ktorch_tensor_fill_bytes(saved, DW, 0);
        ktorch_tensor_fill_bytes(saved, DB, 0);
        KTEST_OK(ktorch_rmsnorm(ctx, X, W, Y, RS, &np));
        KTEST_OK(ktorch_rmsnorm_backward(ctx, DY, X, W, RS, DX, DW, &np));
        KTEST_OK(ktorch_layernorm(ctx, X, W, W, Y, M, RS, &np));
        KTEST_OK(ktorch_layernorm_backward(ctx, DY, X, W, M, RS, DX, DW, DB, &np));
    }
    {
        ktorch_tensor *Y = OUT2(R, D), *DX = OUT2(R, D), *G = OUT2(R, D), *DG = OUT2(R, D), *DU = OUT2(R, D);
        KTEST_OK(ktorch_rope(ctx, X, NULL, Y, &rp));
        KTEST_OK(ktorch_rope_backward(ctx, DY, NULL, DX, &rp));
        KTEST_OK(ktorch_swiglu(ctx, X, DY, G));
        KTEST_OK(ktorch_swiglu_backward(ctx, DY, X, G, DG, DU));
        KTEST_OK(ktorch_gelu(ctx, X, G, KTORCH_GELU_TANH));
        KTEST_OK(ktorch_gelu_backward(ctx, DY, X, DG, KTORCH_GELU_ERF));
    }
    {
        ktorch_tensor *E = OUT2(R, D), *DW = OUT2(V, D), *LS = OUT1(R), *DL = OUT2(R, V), *MN = OUT1(1), *P = OUT2(R, D), *NR = OUT1(1);
        ktorch_tensor_fill_bytes(saved, DW, 0);
        KTEST_OK(ktorch_embedding(ctx, I, DW, E));
        KTEST_OK(ktorch_embedding_backward(ctx, DY, I, DW));
        KTEST_OK(ktorch_cross_entropy(ctx, L, I, LS, DL, MN, NULL));
        KTEST_OK(ktorch_tensor_copy(ctx, P, X, NULL));
        {
            ktorch_tensor *Mm = mk2(KTORCH_F32, R, D, NULL), *Vv = mk2(KTORCH_BF16, R, D, NULL);
            KTEST_OK(ktorch_adamw_step(ctx, P, DY, Mm, Vv, NULL, &ap));
        }
        gl[0] = DL, gl[1] = DY;
        KTEST_OK(ktorch_grad_norm(ctx, gl, 2, 0, &nrm, NULL));
        ((float *)ktorch_tensor_ptr(NR))[0] = nrm;
    }
#undef OUT1
#undef OUT2
    free_all();
    g_ctx = saved;
    ktorch_context_destroy(ctx);
    free(x), free(w), free(dy), free(wm), free(l);
    return n;
}
static void test_threads_bitwise(void) {
    ktorch_tensor a[32], b[32];
    int na, nb, i;
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    na = run_all(1, a);
    nb = run_all(4, b);
    KTEST_CHECK(na == nb && na > 15);
    for (i = 0; i < na && i < nb; i++) KTEST_CHECKF(same_bytes(&a[i], &b[i]), "result %d differs between 1 and 4 threads", i);
    for (i = 0; i < na; i++) ktorch_tensor_free(g_ctx, &a[i]);
    for (i = 0; i < nb; i++) ktorch_tensor_free(g_ctx, &b[i]);
}

/* ---- bad arguments --------------------------------------------------------------- */
#define BAD(expr, needle)                                                                                                \
    do {                                                                                                                 \
        ktorch_status s_ = (expr);                                                                                       \
        KTEST_CHECKF(s_ == KTORCH_INVALID_ARGUMENT && strstr(ktorch_last_error(), (needle)) != NULL, "%s: status %s, message '%s' (wanted '%s')", #expr, \
                     ktorch_status_string(s_), ktorch_last_error(), (needle));                                           \
    } while (0)
static void test_bad_arguments(void) {
    ktorch_tensor *X = mk2(KTORCH_F32, 4, 6, NULL), *Y = mk2(KTORCH_F32, 4, 6, NULL), *Z = mk2(KTORCH_F32, 4, 5, NULL), *W = mk1(KTORCH_F32, 6, NULL);
    ktorch_tensor *W5 = mk1(KTORCH_F32, 5, NULL), *I8 = mk2(KTORCH_I8, 4, 6, NULL), *B16 = mk1(KTORCH_BF16, 6, NULL), *R3 = mk1(KTORCH_F32, 3, NULL);
    ktorch_tensor *E = mk2(KTORCH_F32, 10, 6, NULL), *Lg = mk2(KTORCH_F32, 4, 10, NULL), *X3 = mk2(KTORCH_F32, 4, 7, NULL);
    static const int64_t ok_ids[4] = {1, 2, 3, 4}, bad_ids[4] = {1, 2, 10, 4};
    ktorch_tensor *Iok = mkid(KTORCH_I32, 4, ok_ids), *Ibad = mkid(KTORCH_I64, 4, bad_ids), *Tbad = mkid(KTORCH_I32, 4, bad_ids);
    ktorch_adamw_params ap;
    ktorch_norm_params np;
    const ktorch_tensor *gl[1];
    float nrm;
    memset(&ap, 0, sizeof ap);
    ap.lr = 1e-3f;
    np.eps = -1;
    BAD(ktorch_matmul(NULL, X, Y, Z, 0, 1, 1, 0), "'ctx' is NULL");
    BAD(ktorch_matmul(g_ctx, X, Y, Z, 0, 1, 1, 0), "'c' must be [4,4]");
    BAD(ktorch_matmul(g_ctx, X, Y, Z, 0, 0, 1, 0), "op(a) is [4,6] but op(b) is [4,6]");
    BAD(ktorch_matmul(g_ctx, X, NULL, Z, 0, 0, 1, 0), "'b' is NULL");
    BAD(ktorch_matmul(g_ctx, I8, Y, Z, 0, 0, 1, 0), "'a' must be f32, f16 or bf16");
    BAD(ktorch_rmsnorm(g_ctx, X, W5, Y, NULL, NULL), "'weight' must be [6]");
    BAD(ktorch_rmsnorm(g_ctx, X, W, Z, NULL, NULL), "'out' must have the shape of 'x'");
    BAD(ktorch_rmsnorm(g_ctx, X, W, Y, R3, NULL), "'rstd' must hold 4 elements");
    BAD(ktorch_rmsnorm(g_ctx, X, W, Y, NULL, &np), "'params->eps' must be >= 0");
    BAD(ktorch_rmsnorm_backward(g_ctx, X, X, W, NULL, Y, B16, NULL), "'dweight' must be f32");
    BAD(ktorch_layernorm_backward(g_ctx, X, X, W, R3, NULL, Y, NULL, NULL, NULL), "'mean' and 'rstd' must be given together");
    BAD(ktorch_rope(g_ctx, X3, NULL, X3, NULL), "must be even");
    {
        ktorch_rope_params rp;
        memset(&rp, 0, sizeof rp);
        rp.head_dim = 3;
        BAD(ktorch_rope(g_ctx, X, NULL, Y, &rp), "'params->head_dim' (3) must be even");
        rp.head_dim = -2;
        BAD(ktorch_rope(g_ctx, X, NULL, Y, &rp), "'params->head_dim' (-2)");
        rp.head_dim = 4;
        BAD(ktorch_rope(g_ctx, X, NULL, Y, &rp), "divide the last dim of 'x' (6)");
    }
    BAD(ktorch_rope(g_ctx, X, mkid(KTORCH_I32, 3, ok_ids), Y, NULL), "'positions' must be [4]");
    BAD(ktorch_rope(g_ctx, X, W, Y, NULL), "'positions' must be int32 or int64");
    BAD(ktorch_swiglu(g_ctx, X, Z, Y), "'up' must have the shape of 'gate'");
    BAD(ktorch_gelu(g_ctx, X, Y, (ktorch_gelu_kind)7), "'kind' must be");
    BAD(ktorch_embedding(g_ctx, Iok, E, Z), "the last dim of 'out' must be D = 6");
    BAD(ktorch_embedding(g_ctx, Ibad, E, X), "'ids' element 2 is 10, outside [0, 10)");
    BAD(ktorch_embedding_backward(g_ctx, X, Iok, W), "'dweight' must be 2-D");
    BAD(ktorch_cross_entropy(g_ctx, Lg, Tbad, NULL, NULL, NULL, NULL), "'targets' element 2 is 10, not below V = 10");
    BAD(ktorch_cross_entropy(g_ctx, Lg, W, NULL, NULL, NULL, NULL), "'targets' must be int32 or int64");
    BAD(ktorch_cross_entropy(g_ctx, Lg, Iok, NULL, X, NULL, NULL), "'dlogits' must have the shape of 'logits'");
    BAD(ktorch_adamw_step(g_ctx, X, Y, Y, Y, NULL, &ap), "'params->step' must be >= 1");
    ap.step = 1;
    BAD(ktorch_adamw_step(g_ctx, X, Y, Y, Y, NULL, NULL), "'params' is NULL");
    BAD(ktorch_adamw_step(g_ctx, X, Z, Y, Y, NULL, &ap), "'grad' must have the shape of 'param'");
    BAD(ktorch_adamw_step(g_ctx, X, Y, I8, Y, NULL, &ap), "'m' must be f32, f16 or bf16");
    BAD(ktorch_adamw_step(g_ctx, B16, B16, B16, B16, NULL, &ap), "'param' (master weights) must be f32");
    gl[0] = I8;
    BAD(ktorch_grad_norm(g_ctx, gl, 1, 0, &nrm, NULL), "'grads[0]' must be f32, f16 or bf16");
    { /* a layout the CPU does not run is refused by its `supports`, naming the operand */
        ktorch_tensor Xt, Yt;
        KTEST_OK(ktorch_tensor_transpose(X, 0, 1, &Xt));
        KTEST_OK(ktorch_tensor_transpose(Y, 0, 1, &Yt));
        KTEST_STATUS(ktorch_gelu(g_ctx, &Xt, &Yt, KTORCH_GELU_ERF), KTORCH_UNSUPPORTED);
        KTEST_CHECKF(strstr(ktorch_last_error(), "'x' must be rows") != NULL, "message: %s", ktorch_last_error());
    }
    BAD(ktorch_grad_norm(g_ctx, gl, 1, 0, NULL, NULL), "'norm' is NULL");
    free_all();
}

/* The comparisons reject a planted error: a tenfold tolerance's worth in
   one element, and a finite-difference check against a wrong gradient. */
static void test_comparisons_reject_planted_errors(void) {
    double ref[4] = {1, -2, 3, 0.5}, out[4] = {1, -2, 3, 0.5};
    ktorch_tensor *T;
    act_case c;
    double a[3] = {0.3, -1.2, 2.0}, dy[3] = {1, 1, 1}, grad[3];
    out[2] += 3 * 1e-4; /* relative 1e-4 of max|ref| = 3 */
    T = mk1(KTORCH_F32, 4, out);
    KTEST_CHECK(rel_err(T, ref) > 1e-5);
    out[2] = NAN;
    T = mk1(KTORCH_F32, 4, out);
    KTEST_CHECK(!(rel_err(T, ref) <= 1e-5));
    c.n = 3, c.kind = 1, c.a = a, c.b = a, c.dy = dy;
    ref_act_bwd(&c, grad, grad);
    KTEST_CHECK(fd_err(act_loss, &c, a, 3, grad) <= 1e-6);
    grad[1] *= 1.00001;
    KTEST_CHECK(fd_err(act_loss, &c, a, 3, grad) > 1e-6);
    free_all();
}

int main(void) {
    ktorch_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 2;
    if (ktorch_context_create(&cd, &g_ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_comparisons_reject_planted_errors);
    KTEST_RUN(test_matmul);
    KTEST_RUN(test_matmul_strided);
    KTEST_RUN(test_rmsnorm);
    KTEST_RUN(test_layernorm);
    KTEST_RUN(test_add_norm);
    KTEST_RUN(test_rope);
    KTEST_RUN(test_activations);
    KTEST_RUN(test_swiglu_views);
    KTEST_RUN(test_embedding);
    KTEST_RUN(test_cross_entropy);
    KTEST_RUN(test_adamw);
    KTEST_RUN(test_grad_norm);
    KTEST_RUN(test_threads_bitwise);
    KTEST_RUN(test_bad_arguments);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("train");
}
