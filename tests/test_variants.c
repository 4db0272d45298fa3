/* Attention variants on the CPU: block-sparse, chunked, dilated (LongNet and
   head groups) and paged decode, each against the reference attention with
   the equivalent explicit mask (dilated also against a direct per-segment
   computation), plus properties, determinism and argument checks. */
#include "ktorch.h"
#include "ktest.h"
#include "hooks.h"

#include <stdint.h>

static const char *const isa_names[] = {"scalar", "avx2", "avx512"};
static ktorch_context *ctx_make(const char *isa, int threads) {
    ktorch_context_desc d;
    ktorch_context *c = NULL;
    memset(&d, 0, sizeof d);
    d.cpu_isa = isa;
    d.num_threads = threads;
    if (ktorch_context_create(&d, &c) != KTORCH_OK) return NULL;
    return c;
}

/* a contiguous f32 [B,H,N,D] tensor (or [B,N,H,D] storage when bnhd) */
typedef struct t4 {
    float *d;
    ktorch_tensor t;
    int B, H, N, D;
} t4;
static void t4_make(t4 *x, int B, int H, int N, int D, int bnhd, ktest_rng *r) {
    int64_t shape[4], stride[4];
    size_t n = (size_t)B * H * N * D, i;
    x->B = B; x->H = H; x->N = N; x->D = D;
    x->d = (float *)malloc(n * 4 + 4);
    for (i = 0; i < n; i++) x->d[i] = r ? (float)ktest_normal(r) : 0.0f;
    shape[0] = B; shape[1] = H; shape[2] = N; shape[3] = D;
    if (bnhd) {
        stride[0] = (int64_t)N * H * D; stride[1] = D; stride[2] = (int64_t)H * D; stride[3] = 1;
    } else {
        stride[0] = (int64_t)H * N * D; stride[1] = (int64_t)N * D; stride[2] = D; stride[3] = 1;
    }
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, stride, x->d, ktorch_cpu(), &x->t));
}
static size_t t4_n(const t4 *x) { return (size_t)x->B * x->H * x->N * x->D; }
static float *t4_at(t4 *x, int b, int h, int n) { /* row pointer through the tensor's strides */
    return x->d + b * x->t.stride[0] + h * x->t.stride[1] + n * x->t.stride[2];
}
static void t4_poison(t4 *x) { memset(x->d, 0xFF, t4_n(x) * 4); }
static void t4_free(t4 *x) { free(x->d); }
static void lse_make(float *buf, int B, int H, int N, ktorch_tensor *t) {
    int64_t shape[3];
    shape[0] = B; shape[1] = H; shape[2] = N;
    memset(buf, 0xFF, (size_t)B * H * N * 4);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, buf, ktorch_cpu(), t));
}
static void mask_make(unsigned char *buf, ktorch_dtype dt, int b, int h, int r, int c, ktorch_tensor *t) {
    int64_t shape[4];
    shape[0] = b; shape[1] = h; shape[2] = r; shape[3] = c;
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, buf, ktorch_cpu(), t));
}
/* max|o-r|/max|r| of two float arrays (r promoted) */
static double rel_err(const float *o, const float *r, size_t n) {
    double *rd = (double *)malloc(n * 8 + 8), e;
    size_t i;
    for (i = 0; i < n; i++) rd[i] = r[i];
    e = ktest_max_rel(o, rd, n);
    free(rd);
    return e;
}
static int lse_same(const float *a, const float *b, size_t n, double tol) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] == -INFINITY || b[i] == -INFINITY) {
            if (a[i] != b[i]) return 0;
            continue;
        }
        if (!(fabs((double)a[i] - b[i]) <= tol * (1 + fabs((double)b[i])))) return 0;
    }
    return 1;
}

/* ======================= block-sparse ===================================== */
typedef struct bcase {
    int B, Hq, Hk, Nq, Nk, D, Dv, bq, bk, causal, wl, emask, bcast;
    double density;
} bcase;
static const bcase bcases[] = {
    {1, 2, 2, 128, 128, 32, 32, 64, 64, 0, -1, 0, 0, 0.5},
    {2, 4, 2, 150, 150, 40, 24, 32, 16, 1, -1, 0, 1, 0.4},
    {1, 3, 1, 77, 130, 16, 16, 7, 13, 1, 40, 1, 0, 0.6},
    {1, 2, 1, 64, 200, 64, 32, 64, 64, 0, -1, 1, 1, 0.3},
    {2, 2, 2, 100, 90, 8, 8, 16, 30, 0, 25, 0, 0, 0.7},
};

/* block mask random at a density; expanded element mask = block AND element mask */
static void run_bsparse_case(ktorch_context *ctx, const bcase *c, unsigned long long seed, int check_plant) {
    ktest_rng r = ktest_rng_make(seed);
    t4 q, k, v, o, ro;
    const int QB = (c->Nq + c->bq - 1) / c->bq, KB = (c->Nk + c->bk - 1) / c->bk, mb = c->bcast ? 1 : c->B, mh = c->bcast ? 1 : c->Hq;
    unsigned char *bm = (unsigned char *)malloc((size_t)mb * mh * QB * KB), *em = NULL, *full;
    ktorch_tensor tbm, tem, tfull, tl, trl;
    float *l = (float *)malloc((size_t)c->B * c->Hq * c->Nq * 4), *rl = (float *)malloc((size_t)c->B * c->Hq * c->Nq * 4);
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    int b, h, i, j;
    size_t n;
    t4_make(&q, c->B, c->Hq, c->Nq, c->D, 0, &r);
    t4_make(&k, c->B, c->Hk, c->Nk, c->D, 0, &r);
    t4_make(&v, c->B, c->Hk, c->Nk, c->Dv, 0, &r);
    t4_make(&o, c->B, c->Hq, c->Nq, c->Dv, 0, NULL);
    t4_make(&ro, c->B, c->Hq, c->Nq, c->Dv, 0, NULL);
    for (i = 0; i < mb * mh * QB * KB; i++) bm[i] = ktest_uniform(&r) < c->density;
    mask_make(bm, KTORCH_U8, mb, mh, QB, KB, &tbm);
    if (c->emask) {
        em = (unsigned char *)malloc((size_t)c->Nq * c->Nk);
        for (i = 0; i < c->Nq * c->Nk; i++) em[i] = ktest_uniform(&r) < 0.8;
        mask_make(em, KTORCH_BOOL, 1, 1, c->Nq, c->Nk, &tem);
    }
    full = (unsigned char *)malloc((size_t)c->B * c->Hq * c->Nq * c->Nk);
    for (b = 0; b < c->B; b++)
        for (h = 0; h < c->Hq; h++)
            for (i = 0; i < c->Nq; i++)
                for (j = 0; j < c->Nk; j++) {
                    const unsigned char blk = bm[(((size_t)(c->bcast ? 0 : b) * mh + (c->bcast ? 0 : h)) * QB + i / c->bq) * KB + j / c->bk];
                    full[(((size_t)b * c->Hq + h) * c->Nq + i) * c->Nk + j] = (unsigned char)(blk && (!em || em[i * c->Nk + j]));
                }
    mask_make(full, KTORCH_U8, c->B, c->Hq, c->Nq, c->Nk, &tfull);
    lse_make(l, c->B, c->Hq, c->Nq, &tl);
    lse_make(rl, c->B, c->Hq, c->Nq, &trl);
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    if (c->wl >= 0) {
        p.window_flags = KTORCH_WINDOW_LEFT;
        p.window_left = c->wl;
    }
    p.mask = &tfull;
    p.lse = &trl;
    p.variant = KTORCH_ATTENTION_REFERENCE;
    t4_poison(&ro);
    KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &ro.t, &p));
    p.mask = em ? &tem : NULL;
    p.lse = &tl;
    p.variant = KTORCH_ATTENTION_AUTO;
    sp.block_mask = &tbm;
    sp.block_q = c->bq;
    sp.block_k = c->bk;
    t4_poison(&o);
    KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, &p, &sp));
    n = t4_n(&o);
    KTEST_CHECKF(rel_err(o.d, ro.d, n) <= 1e-5, "block-sparse case %dx%d bq %d bk %d: err %g", c->Nq, c->Nk, c->bq, c->bk, rel_err(o.d, ro.d, n));
    KTEST_CHECK(lse_same(l, rl, (size_t)c->B * c->Hq * c->Nq, 1e-5));
    if (check_plant) { /* the comparison sees one flipped block */
        for (i = 0; i < mb * mh * QB * KB; i++)
            if (bm[i]) break;
        if (i < mb * mh * QB * KB) {
            bm[i] = 0;
            t4_poison(&o);
            KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, &p, &sp));
            KTEST_CHECK(!(rel_err(o.d, ro.d, n) <= 1e-5));
        }
    }
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&ro);
    free(bm); free(em); free(full); free(l); free(rl);
}

static void test_block_sparse_vs_reference(void) {
    unsigned ci, ii;
    for (ii = 0; ii < sizeof isa_names / sizeof *isa_names; ii++) {
        ktorch_context *ctx = ctx_make(isa_names[ii], 2);
        if (!ctx) continue;
        for (ci = 0; ci < sizeof bcases / sizeof *bcases; ci++) run_bsparse_case(ctx, &bcases[ci], 100 + ci, ci == 0);
        ktorch_context_destroy(ctx);
    }
}

/* density 1 is the dense flash tiling: bitwise equal; all-zero gives 0 and -inf */
static void test_block_sparse_dense_bitwise(void) {
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(7);
    t4 q, k, v, o1, o2;
    unsigned char bm[64];
    ktorch_tensor tbm, tl;
    ktorch_attention_params p;
    ktorch_block_sparse_params sp;
    float l[2 * 3 * 150];
    int pass, i;
    t4_make(&q, 2, 3, 150, 32, 0, &r);
    t4_make(&k, 2, 3, 170, 32, 0, &r);
    t4_make(&v, 2, 3, 170, 32, 0, &r);
    t4_make(&o1, 2, 3, 150, 32, 0, NULL);
    t4_make(&o2, 2, 3, 150, 32, 0, NULL);
    sp.block_q = 50;
    sp.block_k = 40;
    mask_make(bm, KTORCH_U8, 1, 1, 3, 5, &tbm);
    sp.block_mask = &tbm;
    for (pass = 0; pass < 3; pass++) {
        memset(&p, 0, sizeof p);
        p.causal = pass == 1;
        if (pass == 2) {
            p.window_flags = KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT;
            p.window_left = 30;
            p.window_right = 5;
        }
        memset(bm, 1, sizeof bm);
        t4_poison(&o1);
        t4_poison(&o2);
        KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &o1.t, &p));
        KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o2.t, &p, &sp));
        KTEST_CHECKF(memcmp(o1.d, o2.d, t4_n(&o1) * 4) == 0, "pass %d: density 1 differs from dense flash", pass);
    }
    memset(bm, 0, sizeof bm);
    lse_make(l, 2, 3, 150, &tl);
    p.lse = &tl;
    t4_poison(&o2);
    KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o2.t, &p, &sp));
    for (i = 0; i < (int)t4_n(&o2); i++)
        if (o2.d[i] != 0) break;
    KTEST_CHECK(i == (int)t4_n(&o2));
    KTEST_CHECK(l[0] == -INFINITY && l[2 * 3 * 150 - 1] == -INFINITY);
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o1); t4_free(&o2);
    ktorch_context_destroy(ctx);
}

/* Block sizes, windows and strides up to INT64_MAX: counts are formed
   without overflow and the masks are what the patterns define. */
static void test_huge_block_arguments(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    ktest_rng r = ktest_rng_make(11);
    enum { QB = 6, KB = 9 };
    unsigned char m[QB * KB], one[1] = {1};
    ktorch_tensor tm, tone;
    ktorch_block_mask_desc d;
    ktorch_block_sparse_params sp;
    t4 q, k, v, o1, o2;
    int a, c, ok;
    mask_make(m, KTORCH_U8, 1, 1, QB, KB, &tm);
    memset(&d, 0, sizeof d);
    d.pattern = KTORCH_BLOCKS_DILATED;
    d.window = 1ll << 62; /* window * stride is past INT64_MAX */
    d.stride = 3;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB; a++)
        for (c = 0; c < KB; c++) ok &= m[a * KB + c] == ((c - (a + KB - QB)) % 3 == 0);
    KTEST_CHECK(ok);
    d.window = INT64_MAX;
    d.stride = INT64_MAX;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB; a++)
        for (c = 0; c < KB; c++) ok &= m[a * KB + c] == (c == a + KB - QB);
    KTEST_CHECK(ok);
    memset(&d, 0, sizeof d);
    d.pattern = KTORCH_BLOCKS_BIGBIRD;
    d.window = INT64_MAX; /* no room left for random blocks */
    d.global = INT64_MAX;
    d.density = 0.5;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB * KB; a++) ok &= m[a] == 1;
    KTEST_CHECK(ok);
    /* one block covering every query and key is dense attention */
    t4_make(&q, 1, 2, 37, 16, 0, &r);
    t4_make(&k, 1, 2, 41, 16, 0, &r);
    t4_make(&v, 1, 2, 41, 16, 0, &r);
    t4_make(&o1, 1, 2, 37, 16, 0, NULL);
    t4_make(&o2, 1, 2, 37, 16, 0, NULL);
    mask_make(one, KTORCH_U8, 1, 1, 1, 1, &tone);
    sp.block_q = INT64_MAX;
    sp.block_k = INT64_MAX;
    sp.block_mask = &tone;
    KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &o1.t, NULL));
    KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o2.t, NULL, &sp));
    KTEST_CHECK(memcmp(o1.d, o2.d, t4_n(&o1) * 4) == 0);
    mask_make(m, KTORCH_U8, 1, 2, 1, 1, &tm);
    KTEST_OK(ktorch_block_mask_topk(ctx, &q.t, &k.t, INT64_MAX, INT64_MAX, 1.0, 0, &tm));
    KTEST_CHECK(m[0] == 1 && m[1] == 1);
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o1); t4_free(&o2);
    ktorch_context_destroy(ctx);
}

/* unset blocks are never read: NaN keys/values there change nothing */
static void test_block_sparse_skips_unset(void) {
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(9);
    t4 q, k, v, o, o2;
    unsigned char bm[4 * 4];
    ktorch_tensor tbm;
    ktorch_block_sparse_params sp;
    int i, j, t;
    t4_make(&q, 1, 2, 128, 16, 0, &r);
    t4_make(&k, 1, 2, 128, 16, 0, &r);
    t4_make(&v, 1, 2, 128, 16, 0, &r);
    t4_make(&o, 1, 2, 128, 16, 0, NULL);
    t4_make(&o2, 1, 2, 128, 16, 0, NULL);
    for (i = 0; i < 16; i++) bm[i] = (unsigned char)((i % 4) != 2); /* key block 2 unset everywhere */
    mask_make(bm, KTORCH_U8, 1, 1, 4, 4, &tbm);
    sp.block_mask = &tbm;
    sp.block_q = sp.block_k = 32;
    KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &sp));
    for (i = 0; i < 2; i++)
        for (j = 64; j < 96; j++)
            for (t = 0; t < 16; t++) t4_at(&k, 0, i, j)[t] = t4_at(&v, 0, i, j)[t] = NAN;
    t4_poison(&o2);
    KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o2.t, NULL, &sp));
    KTEST_CHECK(memcmp(o.d, o2.d, t4_n(&o) * 4) == 0);
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&o2);
    ktorch_context_destroy(ctx);
}

static void test_block_mask_builders(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    enum { QB = 24, KB = 24 };
    unsigned char m[2 * QB * KB], m2[2 * QB * KB];
    ktorch_tensor tm, tm2;
    ktorch_block_mask_desc d;
    double dens;
    int a, c, ok = 1, cnt;
    mask_make(m, KTORCH_U8, 1, 2, QB, KB, &tm);
    mask_make(m2, KTORCH_U8, 1, 2, QB, KB, &tm2);
    memset(&d, 0, sizeof d);
    d.pattern = KTORCH_BLOCKS_LOCAL;
    d.window = 2;
    d.causal = 1;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (a = 0; a < QB; a++)
        for (c = 0; c < KB; c++) ok &= m[QB * KB + a * KB + c] == (c <= a && c >= a - 2);
    KTEST_CHECK(ok);
    d.pattern = KTORCH_BLOCKS_DILATED;
    d.causal = 0;
    d.window = 2;
    d.stride = 3;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB; a++)
        for (c = 0; c < KB; c++) ok &= m[a * KB + c] == (abs(c - a) <= 6 && (c - a) % 3 == 0);
    KTEST_CHECK(ok);
    memset(&d, 0, sizeof d);
    d.pattern = KTORCH_BLOCKS_RANDOM;
    d.density = 0.25;
    d.seed = 5;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    KTEST_OK(ktorch_block_mask_density(&tm, &dens));
    KTEST_CHECKF(fabs(dens - 0.25) < 0.01, "random density %g", dens);
    for (ok = 1, a = 0; a < 2 * QB; a++) {
        for (cnt = 0, c = 0; c < KB; c++) cnt += m[a * KB + c];
        ok &= cnt == 6;
    }
    KTEST_CHECK(ok);
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm2));
    KTEST_CHECK(memcmp(m, m2, sizeof m) == 0);
    d.seed = 6;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm2));
    KTEST_CHECK(memcmp(m, m2, sizeof m) != 0);
    memset(&d, 0, sizeof d);
    d.pattern = KTORCH_BLOCKS_BIGBIRD;
    d.window = 1;
    d.global = 2;
    d.random = 3;
    d.seed = 1;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB; a++)
        for (c = 0; c < KB; c++)
            if (abs(c - a) <= 1 || c < 2 || a < 2) ok &= m[a * KB + c] == 1;
    KTEST_CHECK(ok);
    d.pattern = KTORCH_BLOCKS_STRIDED;
    d.window = 0;
    d.stride = 4;
    d.causal = 1;
    KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
    for (ok = 1, a = 0; a < QB; a++)
        for (c = 0; c < KB; c++) ok &= m[a * KB + c] == (c <= a && (c == a || c % 4 == 3));
    KTEST_CHECK(ok);
    /* density-driven sizes land near the target */
    for (a = KTORCH_BLOCKS_LOCAL; a <= KTORCH_BLOCKS_BIGBIRD; a++) {
        memset(&d, 0, sizeof d);
        d.pattern = (ktorch_block_pattern)a;
        d.density = 0.25;
        KTEST_OK(ktorch_block_mask_build(ctx, &d, &tm));
        KTEST_OK(ktorch_block_mask_density(&tm, &dens));
        KTEST_CHECKF(dens > 0.1 && dens < 0.4, "pattern %d density %g", a, dens);
    }
    d.density = 2;
    KTEST_STATUS(ktorch_block_mask_build(ctx, &d, &tm), KTORCH_INVALID_ARGUMENT);
    ktorch_context_destroy(ctx);
}

/* top-k against the test's own pooled scores */
static void test_block_mask_topk(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    ktest_rng r = ktest_rng_make(21);
    enum { N = 96, D = 8, BS = 16, NB = 6 };
    t4 q, k;
    unsigned char m[2 * NB * NB];
    ktorch_tensor tm;
    double qm[NB][D], km[NB][D], sc[NB];
    int h, a, c, t, i, ok = 1;
    t4_make(&q, 1, 2, N, D, 0, &r);
    t4_make(&k, 1, 1, N, D, 0, &r);
    mask_make(m, KTORCH_U8, 1, 2, NB, NB, &tm);
    KTEST_OK(ktorch_block_mask_topk(ctx, &q.t, &k.t, BS, BS, 0.5, 0, &tm));
    for (h = 0; h < 2; h++) {
        for (a = 0; a < NB; a++)
            for (t = 0; t < D; t++) {
                qm[a][t] = km[a][t] = 0;
                for (i = 0; i < BS; i++) {
                    qm[a][t] += t4_at(&q, 0, h, a * BS + i)[t] / BS;
                    km[a][t] += t4_at(&k, 0, 0, a * BS + i)[t] / BS;
                }
            }
        for (a = 0; a < NB; a++) {
            int above;
            for (c = 0; c < NB; c++)
                for (sc[c] = 0, t = 0; t < D; t++) sc[c] += qm[a][t] * km[c][t];
            for (c = 0; c < NB; c++) { /* chosen iff fewer than 3 blocks score higher */
                int j;
                for (above = 0, j = 0; j < NB; j++) above += sc[j] > sc[c];
                ok &= m[(h * NB + a) * NB + c] == (above < 3);
            }
        }
    }
    KTEST_CHECK(ok);
    KTEST_OK(ktorch_block_mask_topk(ctx, &q.t, &k.t, BS, BS, 0.2, 1, &tm));
    for (ok = 1, a = 0; a < NB; a++) {
        int cnt = 0;
        for (c = 0; c < NB; c++) cnt += m[a * NB + c];
        ok &= m[a * NB + a] == 1 && cnt == (int)floor(0.2 * (a + 1) + 0.5) + ((int)floor(0.2 * (a + 1) + 0.5) == 0);
        for (c = a + 1; c < NB; c++) ok &= m[a * NB + c] == 0;
    }
    KTEST_CHECK(ok);
    t4_free(&q); t4_free(&k);
    ktorch_context_destroy(ctx);
}

/* ======================= chunked ========================================== */
static void test_chunked(void) {
    static const int chunks[][2] = {{0, 0}, {32, 32}, {17, 50}, {64, 7}, {1000, 16}};
    ktorch_context *c1 = ctx_make(NULL, 1), *c2 = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(31);
    t4 q, k, v, o, ro, of;
    float slopes[4] = {0.1f, 0.05f, 0.2f, 0.0f}, *l = (float *)malloc(4 * 90 * 4), *rl = (float *)malloc(4 * 90 * 4);
    unsigned char *em = (unsigned char *)malloc(90 * 130);
    ktorch_tensor tem, tl, trl;
    ktorch_attention_params p;
    int pass, ci, i;
    t4_make(&q, 1, 4, 90, 24, 0, &r);
    t4_make(&k, 1, 2, 130, 24, 0, &r);
    t4_make(&v, 1, 2, 130, 20, 0, &r);
    t4_make(&o, 1, 4, 90, 20, 0, NULL);
    t4_make(&of, 1, 4, 90, 20, 0, NULL);
    t4_make(&ro, 1, 4, 90, 20, 0, NULL);
    for (i = 0; i < 90 * 130; i++) em[i] = ktest_uniform(&r) < 0.85;
    mask_make(em, KTORCH_U8, 1, 1, 90, 130, &tem);
    lse_make(l, 1, 4, 90, &tl);
    lse_make(rl, 1, 4, 90, &trl);
    for (pass = 0; pass < 4; pass++) {
        memset(&p, 0, sizeof p);
        p.causal = pass != 0;
        if (pass == 2) {
            p.window_flags = KTORCH_WINDOW_LEFT;
            p.window_left = 20;
        }
        if (pass == 3) {
            p.mask = &tem;
            p.alibi_slopes = slopes;
            p.softcap = 5;
        }
        p.lse = &trl;
        p.variant = KTORCH_ATTENTION_REFERENCE;
        t4_poison(&ro);
        KTEST_OK(ktorch_attention(c1, &q.t, &k.t, &v.t, &ro.t, &p));
        p.variant = KTORCH_ATTENTION_FLASH;
        p.lse = NULL;
        KTEST_OK(ktorch_attention(c2, &q.t, &k.t, &v.t, &of.t, &p));
        p.lse = &tl;
        for (ci = 0; ci < 5; ci++) {
            t4_poison(&o);
            lse_make(l, 1, 4, 90, &tl);
            KTEST_OK(ktorch_attention_chunked(c2, &q.t, &k.t, &v.t, &o.t, &p, chunks[ci][0], chunks[ci][1]));
            KTEST_CHECKF(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5, "pass %d chunks %d/%d: err %g", pass, chunks[ci][0], chunks[ci][1],
                         rel_err(o.d, ro.d, t4_n(&o)));
            KTEST_CHECK(lse_same(l, rl, 4 * 90, 1e-5));
            if (ci == 0) KTEST_CHECK(memcmp(o.d, of.d, t4_n(&o) * 4) == 0); /* one chunk == flash */
            if (ci == 2) { /* thread count does not change bits */
                memcpy(ro.d, o.d, 0);
                t4_poison(&of);
                KTEST_OK(ktorch_attention_chunked(c1, &q.t, &k.t, &v.t, &of.t, &p, chunks[ci][0], chunks[ci][1]));
                KTEST_CHECK(memcmp(o.d, of.d, t4_n(&o) * 4) == 0);
                p.lse = NULL;
                KTEST_OK(ktorch_attention(c2, &q.t, &k.t, &v.t, &of.t, &p)); /* restore the flash result */
                p.lse = &tl;
            }
        }
    }
    { /* planted error: the comparison rejects a small offset */
        o.d[5] += 1e-4f;
        KTEST_CHECK(!(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5));
    }
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&ro); t4_free(&of);
    free(l); free(rl); free(em);
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c2);
}

/* The core's chunked composite (what a backend without a fused chunked
   kernel runs: attention with LSE per chunk pair + merge), run here on the
   CPU's primitives against the f64 reference; Nq > Nk with causal leaves
   the first query chunks with no visible key (merge of two empty partials). */
static void test_chunked_composite(void) {
    static const int chunks[][2] = {{32, 32}, {17, 50}, {64, 7}};
    static const int sizes[][2] = {{90, 130}, {130, 90}};
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(37);
    int si, pass, ci;
    for (si = 0; si < 2; si++) {
        const int nq = sizes[si][0], nk = sizes[si][1];
        t4 q, k, v, o, ro;
        float *l = (float *)malloc(4 * 130 * 4), *rl = (float *)malloc(4 * 130 * 4);
        unsigned char *em = (unsigned char *)malloc(130 * 130);
        ktorch_tensor tem, tl, trl;
        ktorch_attention_params p;
        int i;
        t4_make(&q, 1, 4, nq, 24, 0, &r);
        t4_make(&k, 1, 2, nk, 24, 0, &r);
        t4_make(&v, 1, 2, nk, 20, 0, &r);
        t4_make(&o, 1, 4, nq, 20, 0, NULL);
        t4_make(&ro, 1, 4, nq, 20, 0, NULL);
        for (i = 0; i < nq * nk; i++) em[i] = ktest_uniform(&r) < 0.85;
        mask_make(em, KTORCH_U8, 1, 1, nq, nk, &tem);
        lse_make(rl, 1, 4, nq, &trl);
        for (pass = 0; pass < 3; pass++) {
            memset(&p, 0, sizeof p);
            p.causal = pass != 0;
            if (pass == 2) {
                p.window_flags = KTORCH_WINDOW_LEFT;
                p.window_left = 20;
                p.mask = &tem;
                p.softcap = 5;
            }
            p.lse = &trl;
            p.variant = KTORCH_ATTENTION_REFERENCE;
            KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &ro.t, &p));
            p.variant = KTORCH_ATTENTION_AUTO;
            for (ci = 0; ci < 3; ci++) {
                const int64_t args[2] = {chunks[ci][0], chunks[ci][1]};
                t4_poison(&o);
                lse_make(l, 1, 4, nq, &tl);
                for (i = 0; i < 4 * nq; i++) l[i] = NAN;
                p.lse = &tl;
                KTEST_OK(hook_attention_composite(ctx, KTORCH_OP_ATTENTION_CHUNKED, &q.t, &k.t, &v.t, &o.t, &p, NULL, 2, args, NULL));
                KTEST_CHECKF(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5, "sizes %d/%d pass %d chunks %d/%d: err %g", nq, nk, pass, chunks[ci][0],
                             chunks[ci][1], rel_err(o.d, ro.d, t4_n(&o)));
                KTEST_CHECK(lse_same(l, rl, 4 * nq, 1e-5));
            }
        }
        o.d[5] += 1e-4f; /* planted error: the comparison rejects it */
        KTEST_CHECK(!(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5));
        t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&ro);
        free(l); free(rl); free(em);
    }
    ktorch_context_destroy(ctx);
}

/* ======================= dilated ========================================== */
/* direct LongNet in f64: per pattern and segment, softmax partials (o, log-denominator)
   over the selected keys, combined with weights proportional to the denominators */
static void longnet_direct(t4 *q, t4 *k, t4 *v, int ns, const int64_t *w, const int64_t *rr, int causal, double *out) {
    const int B = q->B, H = q->H, N = q->N, D = q->D, Dv = v->D, grp = q->H / k->H;
    double *s = (double *)malloc((size_t)N * 8), *po = (double *)malloc((size_t)Dv * 8), *acc = (double *)malloc((size_t)Dv * 8);
    int b, h, i, j, pi, e, t;
    for (b = 0; b < B; b++)
        for (h = 0; h < H; h++)
            for (i = 0; i < N; i++) {
                double lsum = -INFINITY; /* log of the total weight so far */
                for (e = 0; e < Dv; e++) acc[e] = 0;
                for (pi = 0; pi < ns; pi++) {
                    const int seg = (int)(i / w[pi]) * (int)w[pi], end = seg + (int)w[pi] < N ? seg + (int)w[pi] : N, off = h % (int)rr[pi];
                    double m = -INFINITY, den = 0, l;
                    if ((i - seg) % rr[pi] != off) continue;
                    for (j = seg + off; j < end; j += (int)rr[pi]) {
                        if (causal && j > i) break;
                        for (s[j] = 0, t = 0; t < D; t++) s[j] += (double)t4_at(q, b, h, i)[t] * t4_at(k, b, h / grp, j)[t];
                        s[j] /= sqrt((double)D);
                        if (s[j] > m) m = s[j];
                    }
                    for (e = 0; e < Dv; e++) po[e] = 0;
                    for (j = seg + off; j < end; j += (int)rr[pi]) {
                        double p;
                        if (causal && j > i) break;
                        p = exp(s[j] - m);
                        den += p;
                        for (e = 0; e < Dv; e++) po[e] += p * t4_at(v, b, h / grp, j)[e];
                    }
                    l = m + log(den);
                    { /* acc = (acc*exp(lsum) + po/den*exp(l)) / (exp(lsum)+exp(l)) */
                        double mm = lsum > l ? lsum : l, wa = exp(lsum - mm), wb = exp(l - mm);
                        for (e = 0; e < Dv; e++) acc[e] = (acc[e] * wa + po[e] / den * wb) / (wa + wb);
                        lsum = mm + log(wa + wb);
                    }
                }
                for (e = 0; e < Dv; e++) out[(((size_t)b * H + h) * N + i) * Dv + e] = acc[e];
            }
    free(s); free(po); free(acc);
}

static void test_dilated_longnet(void) {
    static const int64_t w[3] = {16, 32, 50}, rr[3] = {1, 2, 4};
    ktorch_context *ctx = ctx_make(NULL, 2), *c1 = ctx_make(NULL, 1);
    ktest_rng r = ktest_rng_make(41);
    enum { B = 2, H = 4, HK = 2, N = 75, D = 16 };
    t4 q, k, v, o, ro, o1;
    float *mask = (float *)malloc((size_t)H * N * N * 4), l[B * H * N], rl[B * H * N];
    double *direct = (double *)malloc((size_t)B * H * N * D * 8);
    ktorch_tensor tm, tl, trl;
    ktorch_dilated_params dp;
    ktorch_attention_params p;
    int causal, h, i, j, pi;
    t4_make(&q, B, H, N, D, 0, &r);
    t4_make(&k, B, HK, N, D, 0, &r);
    t4_make(&v, B, HK, N, D, 0, &r);
    t4_make(&o, B, H, N, D, 0, NULL);
    t4_make(&o1, B, H, N, D, 0, NULL);
    t4_make(&ro, B, H, N, D, 0, NULL);
    {
        int64_t shape[4] = {1, H, N, N};
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, mask, ktorch_cpu(), &tm));
    }
    dp.count = 3;
    dp.segment = w;
    dp.dilation = rr;
    dp.mode = KTORCH_DILATED_LONGNET;
    for (causal = 0; causal < 2; causal++) {
        /* the equivalent additive mask: log(number of patterns that pair (i, j)) */
        for (h = 0; h < H; h++)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++) {
                    int cnt = 0;
                    for (pi = 0; pi < 3; pi++) {
                        const int64_t seg = i / w[pi] * w[pi], off = h % rr[pi];
                        cnt += j / w[pi] * w[pi] == seg && (i - seg) % rr[pi] == off && (j - seg) % rr[pi] == off;
                    }
                    mask[((size_t)h * N + i) * N + j] = (causal && j > i) || !cnt ? -INFINITY : logf((float)cnt);
                }
        memset(&p, 0, sizeof p);
        p.causal = causal;
        p.mask = &tm;
        p.variant = KTORCH_ATTENTION_REFERENCE;
        lse_make(rl, B, H, N, &trl);
        p.lse = &trl;
        t4_poison(&ro);
        KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &ro.t, &p));
        memset(&p, 0, sizeof p);
        p.causal = causal;
        lse_make(l, B, H, N, &tl);
        p.lse = &tl;
        t4_poison(&o);
        KTEST_OK(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, &p, &dp));
        KTEST_CHECKF(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5, "causal %d: err %g vs reference", causal, rel_err(o.d, ro.d, t4_n(&o)));
        KTEST_CHECK(lse_same(l, rl, B * H * N, 1e-5));
        longnet_direct(&q, &k, &v, 3, w, rr, causal, direct);
        KTEST_CHECKF(ktest_max_rel(o.d, direct, t4_n(&o)) <= 1e-5, "causal %d: err %g vs direct", causal, ktest_max_rel(o.d, direct, t4_n(&o)));
        t4_poison(&o1);
        KTEST_OK(ktorch_attention_dilated(c1, &q.t, &k.t, &v.t, &o1.t, &p, &dp));
        KTEST_CHECK(memcmp(o.d, o1.d, t4_n(&o) * 4) == 0);
        direct[3] += 1e-4; /* the direct comparison rejects a planted error */
        KTEST_CHECK(!(ktest_max_rel(o.d, direct, t4_n(&o)) <= 1e-5));
    }
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&ro); t4_free(&o1);
    free(mask); free(direct);
    ktorch_context_destroy(ctx);
    ktorch_context_destroy(c1);
}

/* head-group mode, [B,N,H,D] storage, against a direct computation */
static void test_dilated_groups(void) {
    static const int64_t w[3] = {8, 16, 32}, rr[3] = {1, 2, 4};
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(43);
    enum { B = 2, H = 5, N = 64, D = 16 };
    static const int gsize[3] = {2, 2, 1}, gstart[3] = {0, 2, 4};
    t4 q, k, v, o;
    double *ref = (double *)malloc((size_t)B * H * N * D * 8), s[N], acc[D];
    ktorch_dilated_params dp;
    ktorch_attention_params p;
    int causal, b, gi, h, i, j, e, t;
    t4_make(&q, B, H, N, D, 1, &r);
    t4_make(&k, B, H, N, D, 1, &r);
    t4_make(&v, B, H, N, D, 1, &r);
    t4_make(&o, B, H, N, D, 1, NULL);
    dp.count = 3;
    dp.segment = w;
    dp.dilation = rr;
    dp.mode = KTORCH_DILATED_GROUPS;
    for (causal = 0; causal < 2; causal++) {
        memset(ref, 0, (size_t)B * H * N * D * 8);
        for (b = 0; b < B; b++)
            for (gi = 0; gi < 3; gi++)
                for (h = gstart[gi]; h < gstart[gi] + gsize[gi]; h++)
                    for (i = gi % (int)rr[gi]; i < N; i += (int)rr[gi]) { /* w is a multiple of r here */
                        const int seg = i / (int)w[gi] * (int)w[gi];
                        double m = -INFINITY, den = 0;
                        for (e = 0; e < D; e++) acc[e] = 0;
                        for (j = seg + gi % (int)rr[gi]; j < seg + w[gi] && (!causal || j <= i); j += (int)rr[gi]) {
                            for (s[j] = 0, t = 0; t < D; t++) s[j] += (double)t4_at(&q, b, h, i)[t] * t4_at(&k, b, h, j)[t] / 4.0;
                            if (s[j] > m) m = s[j];
                        }
                        for (j = seg + gi % (int)rr[gi]; j < seg + w[gi] && (!causal || j <= i); j += (int)rr[gi]) {
                            den += exp(s[j] - m);
                            for (e = 0; e < D; e++) acc[e] += exp(s[j] - m) * t4_at(&v, b, h, j)[e];
                        }
                        for (e = 0; e < D; e++) ref[(((size_t)b * H + h) * N + i) * D + e] = acc[e] / den / 3.0;
                    }
        memset(&p, 0, sizeof p);
        p.causal = causal;
        t4_poison(&o);
        KTEST_OK(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, &p, &dp));
        {
            float *lin = (float *)malloc((size_t)B * H * N * D * 4);
            for (b = 0; b < B; b++)
                for (h = 0; h < H; h++)
                    for (i = 0; i < N; i++) memcpy(lin + (((size_t)b * H + h) * N + i) * D, t4_at(&o, b, h, i), D * 4);
            KTEST_CHECKF(ktest_max_rel(lin, ref, t4_n(&o)) <= 1e-5, "groups causal %d: err %g", causal, ktest_max_rel(lin, ref, t4_n(&o)));
            ref[D * 3] += 1e-3;
            KTEST_CHECK(!(ktest_max_rel(lin, ref, t4_n(&o)) <= 1e-5));
            free(lin);
        }
    }
    { /* N must be a multiple of every segment */
        int64_t w2[1] = {48}, r2[1] = {1};
        dp.count = 1;
        dp.segment = w2;
        dp.dilation = r2;
        KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &dp), KTORCH_INVALID_ARGUMENT);
    }
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o);
    free(ref);
    ktorch_context_destroy(ctx);
}

/* The core's dilated composite (what a backend without a fused dilated
   kernel runs: attention with LSE on strided views + merge), run here on the
   CPU's primitives against the CPU's fused path. The head counts reach every
   way of viewing GQA heads (kv heads strided, grouped, one head per call),
   a short last segment, a GROUPS head set with one group, and rows_cap
   (op.arg[0]) small enough to split the segments over calls. */
static void test_dilated_composite(void) {
    static const struct {
        int groups, B, H, HK, N, bnhd, causal, lse, count;
        int64_t w[4], r[4], rows_cap;
    } cases[] = {
        {0, 2, 8, 8, 75, 0, 1, 1, 3, {16, 32, 50}, {1, 2, 4}, 0},
        {0, 1, 8, 4, 75, 0, 1, 1, 3, {16, 32, 50}, {1, 2, 4}, 0},
        {0, 1, 8, 2, 75, 1, 0, 0, 3, {16, 32, 50}, {1, 2, 4}, 0},
        {0, 2, 12, 4, 75, 1, 0, 1, 3, {16, 32, 50}, {1, 2, 4}, 7},
        {1, 2, 5, 5, 64, 1, 1, 0, 3, {8, 16, 32}, {1, 2, 4}, 0},
        {1, 1, 6, 2, 64, 0, 0, 0, 4, {8, 16, 16, 32}, {1, 2, 4, 2}, 5},
        {1, 1, 4, 4, 64, 0, 1, 0, 1, {16}, {2}, 0},
    };
    enum { D = 16 };
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktest_rng r = ktest_rng_make(47);
    size_t ci;
    for (ci = 0; ci < sizeof cases / sizeof cases[0]; ci++) {
        const int B = cases[ci].B, H = cases[ci].H, N = cases[ci].N;
        t4 q, k, v, o, ro;
        float *l = (float *)malloc((size_t)B * H * N * 4), *rl = (float *)malloc((size_t)B * H * N * 4);
        ktorch_tensor tl, trl;
        ktorch_dilated_params dp;
        ktorch_attention_params p;
        const int64_t rows_cap = cases[ci].rows_cap;
        t4_make(&q, B, H, N, D, cases[ci].bnhd, &r);
        t4_make(&k, B, cases[ci].HK, N, D, cases[ci].bnhd, &r);
        t4_make(&v, B, cases[ci].HK, N, D, cases[ci].bnhd, &r);
        t4_make(&o, B, H, N, D, cases[ci].bnhd, NULL);
        t4_make(&ro, B, H, N, D, cases[ci].bnhd, NULL);
        dp.count = cases[ci].count;
        dp.segment = cases[ci].w;
        dp.dilation = cases[ci].r;
        dp.mode = cases[ci].groups ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
        memset(&p, 0, sizeof p);
        p.causal = cases[ci].causal;
        lse_make(rl, B, H, N, &trl);
        lse_make(l, B, H, N, &tl);
        p.lse = cases[ci].lse ? &trl : NULL;
        t4_poison(&ro);
        KTEST_OK(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &ro.t, &p, &dp));
        p.lse = cases[ci].lse ? &tl : NULL;
        t4_poison(&o);
        KTEST_OK(hook_attention_composite(ctx, KTORCH_OP_ATTENTION_DILATED, &q.t, &k.t, &v.t, &o.t, &p, &dp, 1, &rows_cap, NULL));
        KTEST_CHECKF(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5, "case %d: err %g", (int)ci, rel_err(o.d, ro.d, t4_n(&o)));
        if (cases[ci].lse) KTEST_CHECKF(lse_same(l, rl, (size_t)B * H * N, 1e-5), "case %d: lse differs", (int)ci);
        o.d[3] += 1e-3f; /* planted error: the comparison rejects it */
        KTEST_CHECK(!(rel_err(o.d, ro.d, t4_n(&o)) <= 1e-5));
        t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&ro);
        free(l); free(rl);
    }
    ktorch_context_destroy(ctx);
}

/* ======================= paged decode ===================================== */
typedef struct cache {
    int npages, Hk, P, D, maxp, B;
    ktorch_dtype dt;
    void *kb, *vb;
    int32_t *bt, *lens;
    ktorch_tensor tk, tv, tbt, tlens;
} cache;
static void cache_make(cache *c, ktorch_dtype dt, int npages, int Hk, int P, int D, int B, int maxp, ktest_rng *r) {
    int64_t shape[4];
    int i;
    size_t es = dt == KTORCH_F32 ? 4 : 2, n = (size_t)npages * Hk * P * D;
    int *perm = (int *)malloc((size_t)npages * sizeof(int));
    c->npages = npages; c->Hk = Hk; c->P = P; c->D = D; c->B = B; c->maxp = maxp; c->dt = dt;
    c->kb = malloc(n * es);
    c->vb = malloc(n * es);
    memset(c->kb, 0xFF, n * es); /* unwritten slots are NaN: reading one fails the comparison */
    memset(c->vb, 0xFF, n * es);
    shape[0] = npages; shape[1] = Hk; shape[2] = P; shape[3] = D;
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, c->kb, ktorch_cpu(), &c->tk));
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, c->vb, ktorch_cpu(), &c->tv));
    /* shuffled pages, each used once */
    for (i = 0; i < npages; i++) perm[i] = i;
    for (i = npages - 1; i > 0; i--) {
        int j = (int)(ktest_u64(r) % (unsigned)(i + 1)), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    c->bt = (int32_t *)malloc((size_t)B * maxp * 4);
    c->lens = (int32_t *)calloc((size_t)B, 4);
    for (i = 0; i < B * maxp; i++) c->bt[i] = i < npages ? perm[i] : -1;
    shape[0] = B; shape[1] = maxp;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_I32, 2, shape, NULL, c->bt, ktorch_cpu(), &c->tbt));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_I32, 1, shape, NULL, c->lens, ktorch_cpu(), &c->tlens));
    free(perm);
}
static void cache_free(cache *c) { free(c->kb); free(c->vb); free(c->bt); free(c->lens); }
/* append T tokens to sequence b through views of one row */
static void cache_append(ktorch_context *ctx, cache *c, int b, t4 *kn, t4 *vn) {
    ktorch_tensor bt1, l1;
    KTEST_OK(ktorch_tensor_slice(&c->tbt, 0, b, b + 1, 1, &bt1));
    KTEST_OK(ktorch_tensor_slice(&c->tlens, 0, b, b + 1, 1, &l1));
    KTEST_OK(ktorch_kv_cache_append(ctx, &c->tk, &c->tv, &bt1, &l1, &kn->t, &vn->t));
    c->lens[b] += kn->N;
}

static void test_paged_decode(void) {
    static const ktorch_dtype dts[2] = {KTORCH_F32, KTORCH_F16};
    static const int lens[3] = {5, 37, 300};
    ktorch_context *c1 = ctx_make(NULL, 1), *c2 = ctx_make(NULL, 2), *cs = ctx_make("scalar", 2);
    enum { B = 3, HQ = 4, HK = 2, D = 32, P = 16, MAXP = 20 };
    int di, nq, b, win, chunk, s;
    for (di = 0; di < 2; di++)
        for (nq = 1; nq <= 3; nq += 2)
            for (win = 0; win < 2; win++) {
                ktest_rng r = ktest_rng_make(60 + di * 4 + nq + win);
                cache c;
                t4 q, o, o2, kall[B], vall[B];
                float l[B * HQ * 3], l2[B * HQ * 3];
                ktorch_tensor tl, tl2;
                ktorch_attention_params p;
                ktorch_paged_params pp;
                double err = 0;
                memset(&pp, 0, sizeof pp);
                cache_make(&c, dts[di], B * MAXP, HK, P, D, B, MAXP, &r);
                t4_make(&q, B, HQ, nq, D, 0, &r);
                t4_make(&o, B, HQ, nq, D, 0, NULL);
                t4_make(&o2, B, HQ, nq, D, 0, NULL);
                for (b = 0; b < B; b++) { /* fill by appends of uneven pieces; keep the f16-rounded copy */
                    t4_make(&kall[b], 1, HK, lens[b], D, 0, &r);
                    t4_make(&vall[b], 1, HK, lens[b], D, 0, &r);
                    if (dts[di] == KTORCH_F16) {
                        size_t i;
                        for (i = 0; i < t4_n(&kall[b]); i++) {
                            kall[b].d[i] = ktorch_f16_to_f32(ktorch_f32_to_f16(kall[b].d[i]));
                            vall[b].d[i] = ktorch_f16_to_f32(ktorch_f32_to_f16(vall[b].d[i]));
                        }
                    }
                    for (s = 0; s < lens[b]; s += chunk) {
                        t4 kn, vn;
                        chunk = s == 0 ? (lens[b] > 3 ? 3 : lens[b]) : (lens[b] - s > 100 ? 100 : lens[b] - s);
                        KTEST_OK(ktorch_tensor_slice(&kall[b].t, 2, s, s + chunk, 1, &kn.t));
                        KTEST_OK(ktorch_tensor_slice(&vall[b].t, 2, s, s + chunk, 1, &vn.t));
                        kn.N = vn.N = chunk;
                        cache_append(c1, &c, b, &kn, &vn);
                    }
                }
                memset(&p, 0, sizeof p);
                if (win) {
                    p.window_flags = KTORCH_WINDOW_LEFT;
                    p.window_left = 20;
                }
                lse_make(l, B, HQ, nq, &tl);
                p.lse = &tl;
                pp.split_size = 64;
                t4_poison(&o);
                KTEST_OK(ktorch_attention_paged(c2, &q.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &o.t, &p, &pp));
                for (b = 0; b < B; b++) { /* reference on the gathered KV of each sequence */
                    t4 ro;
                    ktorch_tensor qb, ob, lb;
                    float rl[HQ * 3];
                    ktorch_attention_params rp = p;
                    int h, i;
                    t4_make(&ro, 1, HQ, nq, D, 0, NULL);
                    KTEST_OK(ktorch_tensor_slice(&q.t, 0, b, b + 1, 1, &qb));
                    lse_make(rl, 1, HQ, nq, &lb);
                    rp.causal = 1;
                    rp.lse = &lb;
                    rp.variant = KTORCH_ATTENTION_REFERENCE;
                    KTEST_OK(ktorch_attention(c1, &qb, &kall[b].t, &vall[b].t, &ro.t, &rp));
                    KTEST_OK(ktorch_tensor_slice(&o.t, 0, b, b + 1, 1, &ob));
                    for (h = 0; h < HQ; h++)
                        for (i = 0; i < nq; i++) {
                            double e = rel_err(t4_at(&o, b, h, i), t4_at(&ro, 0, h, i), D);
                            if (!(e <= err)) err = e;
                            if (!lse_same(&l[(b * HQ + h) * nq + i], &rl[h * nq + i], 1, 1e-5)) err = 1;
                        }
                    t4_free(&ro);
                }
                KTEST_CHECKF(err <= 1e-5, "paged dt %d nq %d win %d: err %g", di, nq, win, err);
                /* threads and ISA: bits fixed by the split size; other split sizes agree within tolerance */
                t4_poison(&o2);
                KTEST_OK(ktorch_attention_paged(c1, &q.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &o2.t, &p, &pp));
                KTEST_CHECK(memcmp(o.d, o2.d, t4_n(&o) * 4) == 0);
                pp.split_size = 0;
                lse_make(l2, B, HQ, nq, &tl2);
                p.lse = &tl2;
                t4_poison(&o2);
                KTEST_OK(ktorch_attention_paged(cs, &q.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &o2.t, &p, &pp));
                KTEST_CHECK(rel_err(o2.d, o.d, t4_n(&o)) <= 1e-5);
                KTEST_CHECK(lse_same(l2, l, B * HQ * nq, 1e-5));
                o2.d[1] += 1e-3f;
                KTEST_CHECK(!(rel_err(o2.d, o.d, t4_n(&o)) <= 1e-5));
                /* a split longer than any sequence is one split: its page rounding stays in range */
                pp.split_size = INT64_MAX;
                t4_poison(&o2);
                KTEST_OK(ktorch_attention_paged(cs, &q.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &o2.t, &p, &pp));
                KTEST_CHECK(rel_err(o2.d, o.d, t4_n(&o)) <= 1e-5);
                for (b = 0; b < B; b++) {
                    t4_free(&kall[b]);
                    t4_free(&vall[b]);
                }
                t4_free(&q); t4_free(&o); t4_free(&o2);
                cache_free(&c);
            }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c2);
    ktorch_context_destroy(cs);
}

/* ======================= bad arguments ==================================== */
static void test_bad_arguments(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    ktest_rng r = ktest_rng_make(77);
    t4 q, k, v, o, q2;
    unsigned char bm[4];
    ktorch_tensor tbm, tbad;
    ktorch_block_sparse_params sp;
    ktorch_dilated_params dp;
    ktorch_attention_params p;
    int64_t w[1] = {16}, rr[1] = {0};
    cache c;
    t4_make(&q, 1, 2, 32, 8, 0, &r);
    t4_make(&k, 1, 2, 32, 8, 0, &r);
    t4_make(&v, 1, 2, 32, 8, 0, &r);
    t4_make(&o, 1, 2, 32, 8, 0, NULL);
    t4_make(&q2, 1, 2, 1, 8, 0, &r);
    memset(bm, 1, sizeof bm);
    mask_make(bm, KTORCH_U8, 1, 1, 2, 2, &tbm);
    sp.block_mask = &tbm;
    sp.block_q = 16;
    sp.block_k = 0;
    KTEST_STATUS(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &sp), KTORCH_INVALID_ARGUMENT);
    sp.block_k = 8; /* wrong mask shape for these blocks */
    KTEST_STATUS(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &sp), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    mask_make(bm, KTORCH_F32, 1, 1, 1, 1, &tbad);
    sp.block_mask = &tbad;
    sp.block_k = 16;
    KTEST_STATUS(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &sp), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_chunked(ctx, &q.t, &k.t, &v.t, &o.t, NULL, -1, 4), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_chunked(NULL, &q.t, &k.t, &v.t, &o.t, NULL, 4, 4), KTORCH_INVALID_ARGUMENT);
    dp.count = 1;
    dp.segment = w;
    dp.dilation = rr;
    dp.mode = KTORCH_DILATED_LONGNET;
    KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &dp), KTORCH_INVALID_ARGUMENT);
    rr[0] = 1;
    dp.count = 0;
    KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &dp), KTORCH_INVALID_ARGUMENT);
    dp.count = 1;
    dp.mode = (ktorch_dilated_mode)7;
    KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, NULL, &dp), KTORCH_INVALID_ARGUMENT);
    dp.mode = KTORCH_DILATED_LONGNET;
    memset(&p, 0, sizeof p);
    p.window_flags = KTORCH_WINDOW_LEFT;
    p.window_left = 3;
    KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k.t, &v.t, &o.t, &p, &dp), KTORCH_UNSUPPORTED);
    KTEST_STATUS(ktorch_attention_dilated(ctx, &q2.t, &k.t, &v.t, &q2.t, NULL, &dp), KTORCH_INVALID_ARGUMENT);
    /* paged */
    cache_make(&c, KTORCH_F32, 4, 2, 16, 8, 1, 2, &r);
    c.lens[0] = 0;
    KTEST_STATUS(ktorch_attention_paged(ctx, &q2.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &q2.t, NULL, NULL), KTORCH_INVALID_ARGUMENT); /* len < Nq */
    c.lens[0] = 40; /* needs 3 pages, the table has 2 */
    KTEST_STATUS(ktorch_attention_paged(ctx, &q2.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &q2.t, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    c.lens[0] = 20;
    c.bt[1] = 9; /* not a page */
    KTEST_STATUS(ktorch_attention_paged(ctx, &q2.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &q2.t, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    c.bt[1] = 1;
    memset(&p, 0, sizeof p);
    p.mask = &tbm;
    KTEST_STATUS(ktorch_attention_paged(ctx, &q2.t, &c.tk, &c.tv, &c.tbt, &c.tlens, &q2.t, &p, NULL), KTORCH_UNSUPPORTED);
    KTEST_STATUS(ktorch_attention_paged(ctx, &q2.t, &c.tk, &c.tv, &c.tlens, &c.tlens, &q2.t, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_kv_cache_append(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &q.t, &v.t), KTORCH_INVALID_ARGUMENT); /* 20+32 tokens > 2 pages */
    cache_free(&c);
    t4_free(&q); t4_free(&k); t4_free(&v); t4_free(&o); t4_free(&q2);
    ktorch_context_destroy(ctx);
}

int main(void) {
    KTEST_RUN(test_block_sparse_vs_reference);
    KTEST_RUN(test_block_sparse_dense_bitwise);
    KTEST_RUN(test_block_sparse_skips_unset);
    KTEST_RUN(test_block_mask_builders);
    KTEST_RUN(test_block_mask_topk);
    KTEST_RUN(test_huge_block_arguments);
    KTEST_RUN(test_chunked);
    KTEST_RUN(test_chunked_composite);
    KTEST_RUN(test_dilated_longnet);
    KTEST_RUN(test_dilated_groups);
    KTEST_RUN(test_dilated_composite);
    KTEST_RUN(test_paged_decode);
    KTEST_RUN(test_bad_arguments);
    return ktest_finish("variants");
}
