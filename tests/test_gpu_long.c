/* CUDA long-context variants against the CPU implementations: LSE merge
   (dtype mixes, aliasing, empty partials), chunked attention (causal,
   windows, GQA, masks, LSE, chunk sizes that do not divide N), dilated
   attention (LONGNET and GROUPS), the device kernel with shifted (negative)
   windows against an f64 reference, bad inputs and planted errors. Outputs
   are poisoned first. Skips when no CUDA device can be registered.
   KTORCH_TEST_SMALL=1 keeps to a few cases (for compute-sanitizer). */
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

static size_t esz(ktorch_dtype dt) { return (size_t)ktorch_dtype_bits(dt) / 8; }
static int64_t numel(int ndim, const int64_t *s) {
    int64_t n = 1;
    int i;
    for (i = 0; i < ndim; i++) n *= s[i];
    return n;
}
/* x rounded to dt in place (values the tensors really hold) */
static void round_to(ktorch_dtype dt, float *x, int64_t n) {
    void *tmp = malloc((size_t)n * 4);
    hook_encode_f32(dt, tmp, x, n, 0);
    hook_decode_f32(dt, x, tmp, n);
    free(tmp);
}
static float *randn(int64_t n, double scale, ktorch_dtype dt) {
    float *x = (float *)malloc((size_t)n * 4);
    int64_t i;
    for (i = 0; i < n; i++) x[i] = (float)(ktest_normal(&g_rng) * scale);
    round_to(dt, x, n);
    return x;
}
/* Host tensor of dt holding x (buffer returned in *buf, caller frees). */
static ktorch_tensor host_tensor(ktorch_dtype dt, int ndim, const int64_t *s, const float *x, void **buf) {
    ktorch_tensor t;
    int64_t n = numel(ndim, s);
    int64_t i;
    *buf = malloc((size_t)(n ? n : 1) * esz(dt));
    if (x && dt == KTORCH_U8)
        for (i = 0; i < n; i++) ((unsigned char *)*buf)[i] = (unsigned char)(x[i] != 0.0f);
    else if (x) hook_encode_f32(dt, *buf, x, n, 0);
    else memset(*buf, 0, (size_t)n * esz(dt));
    KTEST_OK(ktorch_tensor_wrap(dt, ndim, s, NULL, *buf, ktorch_cpu(), &t));
    return t;
}
/* Device tensor of dt holding x, or poisoned (0xFF: NaN in every float dtype) when x is NULL. */
static ktorch_tensor dev_tensor(ktorch_dtype dt, int ndim, const int64_t *s, const float *x) {
    ktorch_tensor t, h;
    void *buf;
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, ndim, s, ktest_gpu0(), &t));
    if (x) {
        h = host_tensor(dt, ndim, s, x, &buf);
        KTEST_OK(ktorch_tensor_copy(g_ctx, &t, &h, NULL));
        free(buf);
    } else {
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &t, 0xff));
    }
    return t;
}
/* Device tensor (any strides) to host floats, row-major over its shape. */
static float *dev_read(const ktorch_tensor *t) {
    int64_t n = numel(t->ndim, t->shape);
    float *x = (float *)malloc((size_t)(n ? n : 1) * 4);
    void *buf;
    ktorch_tensor h = host_tensor(t->dtype, t->ndim, t->shape, NULL, &buf);
    KTEST_OK(ktorch_tensor_copy(g_ctx, &h, t, NULL));
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
    hook_decode_f32(t->dtype, x, buf, n);
    free(buf);
    return x;
}
static double nmse_f(const float *got, const float *ref, int64_t n) {
    double *r = (double *)malloc((size_t)(n ? n : 1) * 8), e;
    int64_t i;
    for (i = 0; i < n; i++) r[i] = ref[i];
    e = ktest_nmse(got, r, (size_t)n);
    free(r);
    return e;
}
/* max |got - ref| over LSE rows; -inf must match exactly (1e30 otherwise) */
static double lse_err(const float *got, const float *ref, int64_t n) {
    double m = 0, e;
    int64_t i;
    for (i = 0; i < n; i++) {
        if (ref[i] == -INFINITY || got[i] == -INFINITY) e = got[i] == ref[i] ? 0 : 1e30;
        else e = fabs((double)got[i] - ref[i]);
        if (!(e <= m)) m = e != e ? 1e30 : e;
    }
    return m;
}
static double tol(ktorch_dtype dt) { return dt == KTORCH_F16 ? 1e-5 : dt == KTORCH_BF16 ? 1e-4 : 1e-10; }

/* ---- merge --------------------------------------------------------------- */
/* One merge case; returns the output NMSE (plant: zero row 0 of the result first). */
static double merge_case(ktorch_dtype da, ktorch_dtype db, ktorch_dtype dout, int alias, int with_lse, int plant, int64_t D) {
    const int64_t B = 2, H = 3, N = 37;
    int64_t so[4], sl[3], no, nl, i;
    float *oa, *ob, *la, *lb, *ref, *refl, *got, *gotl = NULL;
    void *b0, *b1, *b2, *b3, *b4, *b5;
    ktorch_tensor hoa, hob, hla, hlb, hro, hrl, toa, tob, tla, tlb, tout, tl;
    double e;
    so[0] = B; so[1] = H; so[2] = N; so[3] = D;
    sl[0] = B; sl[1] = H; sl[2] = N;
    no = numel(4, so);
    nl = numel(3, sl);
    oa = randn(no, 1.0, da);
    ob = randn(no, 1.0, db);
    la = randn(nl, 3.0, KTORCH_F32);
    lb = randn(nl, 3.0, KTORCH_F32);
    for (i = 0; i < nl; i++) { /* empty partials: a only, b only, both */
        if (i % 7 == 1 || i % 11 == 3) la[i] = -INFINITY;
        if (i % 5 == 2 || i % 11 == 3) lb[i] = -INFINITY;
    }
    hoa = host_tensor(da, 4, so, oa, &b0);
    hob = host_tensor(db, 4, so, ob, &b1);
    hla = host_tensor(KTORCH_F32, 3, sl, la, &b2);
    hlb = host_tensor(KTORCH_F32, 3, sl, lb, &b3);
    hro = host_tensor(KTORCH_F32, 4, so, NULL, &b4);
    hrl = host_tensor(KTORCH_F32, 3, sl, NULL, &b5);
    KTEST_OK(ktorch_attention_merge(g_ctx, &hoa, &hla, &hob, &hlb, &hro, &hrl));
    ref = (float *)b4;
    refl = (float *)b5;
    toa = dev_tensor(da, 4, so, oa);
    tob = dev_tensor(db, 4, so, ob);
    tla = dev_tensor(KTORCH_F32, 3, sl, la);
    tlb = dev_tensor(KTORCH_F32, 3, sl, lb);
    if (alias) {
        KTEST_OK(ktorch_attention_merge(g_ctx, &toa, &tla, &tob, &tlb, &toa, with_lse ? &tla : NULL));
        got = dev_read(&toa);
        if (with_lse) gotl = dev_read(&tla);
        memset(&tout, 0, sizeof tout);
        memset(&tl, 0, sizeof tl);
    } else {
        tout = dev_tensor(dout, 4, so, NULL);
        tl = dev_tensor(KTORCH_F32, 3, sl, NULL);
        KTEST_OK(ktorch_attention_merge(g_ctx, &toa, &tla, &tob, &tlb, &tout, with_lse ? &tl : NULL));
        got = dev_read(&tout);
        if (with_lse) gotl = dev_read(&tl);
    }
    round_to(alias ? da : dout, ref, no);
    for (i = 0; i < nl; i++) /* both empty: exactly 0 and -inf */
        if (la[i] == -INFINITY && lb[i] == -INFINITY) {
            int64_t d;
            for (d = 0; d < D; d++) KTEST_CHECKF(got[i * D + d] == 0.0f, "empty row %lld: %g", (long long)i, got[i * D + d]);
        }
    if (plant)
        for (i = 0; i < D; i++) got[i] = 0.0f;
    e = nmse_f(got, ref, no);
    if (gotl) {
        double le = lse_err(gotl, refl, nl);
        KTEST_CHECKF(le < 1e-4, "merge LSE error %g", le);
    }
    ktorch_tensor_free(g_ctx, &toa); ktorch_tensor_free(g_ctx, &tob); ktorch_tensor_free(g_ctx, &tla);
    ktorch_tensor_free(g_ctx, &tlb); ktorch_tensor_free(g_ctx, &tout); ktorch_tensor_free(g_ctx, &tl);
    free(oa); free(ob); free(la); free(lb); free(got); free(gotl);
    free(b0); free(b1); free(b2); free(b3); free(b4); free(b5);
    return e;
}

static void test_merge(void) {
    static const ktorch_dtype combos[][3] = {
        {KTORCH_BF16, KTORCH_BF16, KTORCH_BF16}, {KTORCH_F16, KTORCH_F32, KTORCH_F16}, {KTORCH_F32, KTORCH_F32, KTORCH_F32},
        {KTORCH_BF16, KTORCH_F32, KTORCH_F32},   {KTORCH_F32, KTORCH_BF16, KTORCH_F16},
    };
    int i, n = 5;
    SKIP_IF_NO_GPU();
    for (i = 0; i < n; i++) {
        double e = merge_case(combos[i][0], combos[i][1], combos[i][2], 0, i != 1, 0, i == 4 ? 37 : 80); /* D=37: the element-wise path */
        /* f32: the reference merges in f64, the device in f32 */
        double t = combos[i][2] == KTORCH_F32 ? 1e-10 : tol(combos[i][2]);
        KTEST_CHECKF(e <= t, "merge %s+%s->%s: NMSE %g", ktorch_dtype_name(combos[i][0]), ktorch_dtype_name(combos[i][1]),
                     ktorch_dtype_name(combos[i][2]), e);
    }
    /* out == out_a, lse == lse_a (the chunked loop's accumulator) */
    {
        double e = merge_case(KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, 1, 1, 0, 128);
        KTEST_CHECKF(e <= 1e-4, "aliased merge bf16: NMSE %g", e);
        e = merge_case(KTORCH_F32, KTORCH_F16, KTORCH_F32, 1, 1, 0, 36);
        KTEST_CHECKF(e <= 1e-10, "aliased merge f32: NMSE %g", e);
    }
}

static void test_merge_planted(void) {
    double e;
    SKIP_IF_NO_GPU();
    if (g_small) KTEST_SKIP("KTORCH_TEST_SMALL: planted errors run at full size");
    e = merge_case(KTORCH_F32, KTORCH_F32, KTORCH_F32, 0, 1, 1, 80);
    KTEST_CHECKF(e > 1e-10, "planted merge error not detected: NMSE %g", e);
}

/* ---- chunked ------------------------------------------------------------- */
typedef struct ccase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, D;
    int causal, wflags, wl, wr;
    int cq, ck;
    float softcap;
    int mask, lse; /* mask: 0 none, 1 bool [1,1,Nq,Nk], 2 additive f32 [B,1,Nq,Nk] */
} ccase;

/* Device chunked vs the CPU reference attention; returns the NMSE. */
static double chunked_case(const ccase *c, ktorch_dtype dt, int plant) {
    int64_t sq[4], sk[4], sl[3], sm[4], nq, nk, nl, nm = 0, i;
    float *q, *k, *v, *m = NULL, *got, *gotl = NULL;
    void *bq, *bk, *bv, *bo, *bl, *bm = NULL;
    ktorch_tensor hq, hk, hv, ho, hl, hm, tq, tk, tv, to, tl, tm;
    ktorch_attention_params p;
    double e;
    sq[0] = c->B; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sk[0] = c->B; sk[1] = c->Hk; sk[2] = c->Nk; sk[3] = c->D;
    sl[0] = c->B; sl[1] = c->Hq; sl[2] = c->Nq;
    sm[0] = c->mask == 2 ? c->B : 1; sm[1] = 1; sm[2] = c->Nq; sm[3] = c->Nk;
    nq = numel(4, sq);
    nk = numel(4, sk);
    nl = numel(3, sl);
    q = randn(nq, 1.0, dt);
    k = randn(nk, 1.0, dt);
    v = randn(nk, 1.0, dt);
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.softcap = c->softcap;
    if (c->mask) {
        nm = numel(4, sm);
        m = (float *)malloc((size_t)nm * 4);
        for (i = 0; i < nm; i++)
            m[i] = c->mask == 1 ? (float)(ktest_uniform(&g_rng) < 0.7 || i % c->Nk == 0) : (float)(ktest_uniform(&g_rng) * 4.0 - 2.0);
    }
    hq = host_tensor(dt, 4, sq, q, &bq);
    hk = host_tensor(dt, 4, sk, k, &bk);
    hv = host_tensor(dt, 4, sk, v, &bv);
    ho = host_tensor(KTORCH_F32, 4, sq, NULL, &bo);
    hl = host_tensor(KTORCH_F32, 3, sl, NULL, &bl);
    if (c->mask) {
        hm = host_tensor(c->mask == 1 ? KTORCH_U8 : KTORCH_F32, 4, sm, m, &bm);
        p.mask = &hm;
    }
    p.lse = &hl;
    p.variant = KTORCH_ATTENTION_REFERENCE;
    KTEST_OK(ktorch_attention(g_ctx, &hq, &hk, &hv, &ho, &p));
    p.variant = KTORCH_ATTENTION_AUTO;
    tq = dev_tensor(dt, 4, sq, q);
    tk = dev_tensor(dt, 4, sk, k);
    tv = dev_tensor(dt, 4, sk, v);
    to = dev_tensor(dt, 4, sq, NULL);
    tl = dev_tensor(KTORCH_F32, 3, sl, NULL);
    memset(&tm, 0, sizeof tm);
    if (c->mask) {
        tm = dev_tensor(c->mask == 1 ? KTORCH_U8 : KTORCH_F32, 4, sm, m);
        p.mask = &tm;
    }
    p.lse = c->lse ? &tl : NULL;
    KTEST_OK(ktorch_attention_chunked(g_ctx, &tq, &tk, &tv, &to, &p, c->cq, c->ck));
    got = dev_read(&to);
    if (c->lse) gotl = dev_read(&tl);
    round_to(dt, (float *)bo, nq);
    if (plant)
        for (i = 0; i < c->D; i++) got[i] = 0.0f;
    e = nmse_f(got, (const float *)bo, nq);
    if (gotl) {
        double le = lse_err(gotl, (const float *)bl, nl);
        KTEST_CHECKF(le < 2e-3, "%s %s: LSE max abs error %g", c->name, ktorch_dtype_name(dt), le);
    }
    ktorch_tensor_free(g_ctx, &tq); ktorch_tensor_free(g_ctx, &tk); ktorch_tensor_free(g_ctx, &tv);
    ktorch_tensor_free(g_ctx, &to); ktorch_tensor_free(g_ctx, &tl); ktorch_tensor_free(g_ctx, &tm);
    free(q); free(k); free(v); free(m); free(got); free(gotl);
    free(bq); free(bk); free(bv); free(bo); free(bl); free(bm);
    return e;
}

static void test_chunked(void) {
    static const ccase cs[] = {
        {"causal 64x64", 1, 4, 4, 300, 300, 64, 1, 0, 0, 0, 64, 64, 0, 0, 1},
        {"causal nq<nk cq!=ck", 1, 2, 2, 130, 333, 128, 1, 0, 0, 0, 50, 96, 0, 0, 1},
        {"window l+r", 1, 2, 2, 250, 250, 64, 0, 3, 40, 7, 64, 48, 0, 0, 1},
        {"window left+causal", 2, 2, 2, 260, 260, 128, 1, 1, 65, 0, 100, 70, 0, 0, 1},
        {"gqa 8:2", 1, 8, 2, 100, 180, 128, 0, 0, 0, 0, 33, 64, 0, 0, 1},
        {"gqa causal, no lse", 2, 4, 1, 210, 210, 64, 1, 0, 0, 0, 128, 37, 0, 0, 0},
        {"nq>nk empty rows", 1, 2, 2, 40, 20, 64, 1, 0, 0, 0, 16, 8, 0, 0, 1},
        {"softcap", 1, 2, 2, 100, 120, 128, 0, 0, 0, 0, 40, 50, 2.0f, 0, 1},
        {"bool mask", 1, 2, 2, 77, 140, 96, 0, 0, 0, 0, 30, 64, 0, 1, 1},
        {"additive mask causal", 2, 2, 2, 90, 90, 128, 1, 0, 0, 0, 32, 40, 0, 2, 1},
        {"decode-size chunks", 1, 8, 2, 9, 700, 128, 1, 1, 300, 0, 2, 128, 0, 0, 1},
        {"one chunk (0, 0)", 1, 2, 2, 70, 90, 64, 1, 0, 0, 0, 0, 0, 0, 0, 1},
        {"chunk_k only", 1, 2, 2, 64, 512, 128, 1, 0, 0, 0, 0, 100, 0, 0, 1},
    };
    /* sanitizer runs: a few pairs only */
    static const ccase small = {"small causal", 1, 2, 2, 100, 100, 64, 1, 0, 0, 0, 48, 64, 0, 0, 1};
    int i, t, n = g_small ? 1 : (int)(sizeof cs / sizeof cs[0]);
    SKIP_IF_NO_GPU();
    for (i = 0; i < n; i++)
        for (t = 0; t < 2; t++) {
            ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
            const ccase *c = g_small ? &small : &cs[i];
            double e;
            if (t == 0 && (i % 3 || g_small)) continue; /* f16 on every third case */
            e = chunked_case(c, dt, 0);
            KTEST_CHECKF(e <= tol(dt), "%s %s: NMSE %g", c->name, ktorch_dtype_name(dt), e);
            if (getenv("KTEST_VERBOSE")) printf("    chunked %-24s %-5s NMSE %.3g\n", c->name, ktorch_dtype_name(dt), e);
        }
}

/* params NULL: defaults (no mask, no window), several chunks */
static void test_chunked_null_params(void) {
    int64_t s4[4] = {1, 2, 100, 64}, n = 2 * 100 * 64;
    float *q, *k, *v, *got;
    void *bq, *bk, *bv, *bo;
    ktorch_tensor hq, hk, hv, ho, tq, tk, tv, to;
    double e;
    SKIP_IF_NO_GPU();
    if (g_small) KTEST_SKIP("KTORCH_TEST_SMALL: covered by test_chunked");
    q = randn(n, 1.0, KTORCH_BF16);
    k = randn(n, 1.0, KTORCH_BF16);
    v = randn(n, 1.0, KTORCH_BF16);
    hq = host_tensor(KTORCH_BF16, 4, s4, q, &bq);
    hk = host_tensor(KTORCH_BF16, 4, s4, k, &bk);
    hv = host_tensor(KTORCH_BF16, 4, s4, v, &bv);
    ho = host_tensor(KTORCH_F32, 4, s4, NULL, &bo);
    KTEST_OK(ktorch_attention(g_ctx, &hq, &hk, &hv, &ho, NULL));
    tq = dev_tensor(KTORCH_BF16, 4, s4, q);
    tk = dev_tensor(KTORCH_BF16, 4, s4, k);
    tv = dev_tensor(KTORCH_BF16, 4, s4, v);
    to = dev_tensor(KTORCH_BF16, 4, s4, NULL);
    KTEST_OK(ktorch_attention_chunked(g_ctx, &tq, &tk, &tv, &to, NULL, 32, 48));
    got = dev_read(&to);
    round_to(KTORCH_BF16, (float *)bo, n);
    e = nmse_f(got, (const float *)bo, n);
    KTEST_CHECKF(e <= 1e-4, "chunked with NULL params: NMSE %g", e);
    ktorch_tensor_free(g_ctx, &tq); ktorch_tensor_free(g_ctx, &tk); ktorch_tensor_free(g_ctx, &tv); ktorch_tensor_free(g_ctx, &to);
    free(q); free(k); free(v); free(got); free(bq); free(bk); free(bv); free(bo);
}

static void test_chunked_planted(void) {
    static const ccase c = {"plant", 1, 2, 2, 100, 100, 64, 1, 0, 0, 0, 32, 32, 0, 0, 1};
    double e;
    SKIP_IF_NO_GPU();
    if (g_small) KTEST_SKIP("KTORCH_TEST_SMALL: planted errors run at full size");
    e = chunked_case(&c, KTORCH_F16, 1);
    KTEST_CHECKF(e > tol(KTORCH_F16), "planted chunked error not detected: NMSE %g", e);
}

/* ---- the device kernel with shifted windows ------------------------------
   The chunked loop passes window bounds that may be negative; the public
   entry rejects those, so the backend is called directly. */
typedef struct wcase {
    const char *name;
    int Hq, Hk, Nq, Nk, D, wflags, wl, wr, mask;
} wcase;

static void ref_window(const wcase *c, const float *q, const float *k, const float *v, double *out, double *lse) {
    int h, i, j, d, G = c->Hq / c->Hk;
    long off = c->Nk - c->Nq;
    double *s = (double *)malloc(sizeof(double) * (size_t)c->Nk), sc = 1.0 / sqrt((double)c->D);
    for (h = 0; h < c->Hq; h++)
        for (i = 0; i < c->Nq; i++) {
            const float *qi = q + ((size_t)h * c->Nq + i) * c->D;
            double mx = -HUGE_VAL, sum = 0, *o = out + ((size_t)h * c->Nq + i) * c->D;
            for (j = 0; j < c->Nk; j++) {
                const float *kj = k + ((size_t)(h / G) * c->Nk + j) * c->D;
                long pos = i + off;
                double x = 0;
                if (((c->wflags & 1) && j < pos - c->wl) || ((c->wflags & 2) && j > pos + c->wr)) { s[j] = -HUGE_VAL; continue; }
                for (d = 0; d < c->D; d++) x += (double)qi[d] * kj[d];
                s[j] = x * sc;
                if (s[j] > mx) mx = s[j];
            }
            for (d = 0; d < c->D; d++) o[d] = 0;
            if (mx == -HUGE_VAL) { lse[(size_t)h * c->Nq + i] = -HUGE_VAL; continue; }
            for (j = 0; j < c->Nk; j++) {
                double pj = s[j] == -HUGE_VAL ? 0 : exp(s[j] - mx);
                const float *vj = v + ((size_t)(h / G) * c->Nk + j) * c->D;
                sum += pj;
                for (d = 0; d < c->D && pj != 0; d++) o[d] += pj * vj[d];
            }
            for (d = 0; d < c->D; d++) o[d] /= sum;
            lse[(size_t)h * c->Nq + i] = mx + log(sum);
        }
    free(s);
}

static double window_case(const wcase *c, int plant) {
    int64_t sq[4], sk[4], sl[3], sm[4], nq, nk, nl, i;
    float *q, *k, *v, *got, *gotl, *ones = NULL;
    double *ref, *rl, e, le = 0;
    ktorch_tensor tq, tk, tv, to, tl, tm;
    ktorch_attention_params p;
    sq[0] = 1; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sk[0] = 1; sk[1] = c->Hk; sk[2] = c->Nk; sk[3] = c->D;
    sl[0] = 1; sl[1] = c->Hq; sl[2] = c->Nq;
    sm[0] = 1; sm[1] = 1; sm[2] = c->Nq; sm[3] = c->Nk;
    nq = numel(4, sq);
    nk = numel(4, sk);
    nl = numel(3, sl);
    q = randn(nq, 1.0, KTORCH_BF16);
    k = randn(nk, 1.0, KTORCH_BF16);
    v = randn(nk, 1.0, KTORCH_BF16);
    ref = (double *)malloc((size_t)nq * 8);
    rl = (double *)malloc((size_t)nl * 8);
    ref_window(c, q, k, v, ref, rl);
    tq = dev_tensor(KTORCH_BF16, 4, sq, q);
    tk = dev_tensor(KTORCH_BF16, 4, sk, k);
    tv = dev_tensor(KTORCH_BF16, 4, sk, v);
    to = dev_tensor(KTORCH_BF16, 4, sq, NULL);
    tl = dev_tensor(KTORCH_F32, 3, sl, NULL);
    memset(&p, 0, sizeof p);
    memset(&tm, 0, sizeof tm);
    if (c->mask) { /* an all-visible mask selects the mma.sync kernel */
        ones = (float *)malloc((size_t)c->Nq * c->Nk * 4);
        for (i = 0; i < (int64_t)c->Nq * c->Nk; i++) ones[i] = 1.0f;
        tm = dev_tensor(KTORCH_U8, 4, sm, ones);
        p.mask = &tm;
    }
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.lse = &tl;
    /* negative bounds are the chunked composite's internal form, not the public API's */
    KTEST_OK(hook_attention_raw(g_ctx, &tq, &tk, &tv, &to, &p, "test_shifted_windows"));
    got = dev_read(&to);
    gotl = dev_read(&tl);
    if (plant)
        for (i = 0; i < c->D; i++) got[(int64_t)(c->Nq - 1) * c->D + i] += 1.0f;
    e = ktest_nmse(got, ref, (size_t)nq);
    for (i = 0; i < nl; i++) {
        double x;
        if (rl[i] == -HUGE_VAL) x = gotl[i] == -INFINITY ? 0 : 1e30;
        else x = fabs(gotl[i] - rl[i]);
        if (!(x <= le)) le = x != x ? 1e30 : x;
        if (rl[i] == -HUGE_VAL) { /* rows with nothing visible are exactly 0 */
            int d;
            for (d = 0; d < c->D && !plant; d++) KTEST_CHECKF(got[i * c->D + d] == 0.0f, "%s: empty row %lld not 0", c->name, (long long)i);
        }
    }
    KTEST_CHECKF(le < 2e-3, "%s: LSE max abs error %g", c->name, le);
    ktorch_tensor_free(g_ctx, &tq); ktorch_tensor_free(g_ctx, &tk); ktorch_tensor_free(g_ctx, &tv);
    ktorch_tensor_free(g_ctx, &to); ktorch_tensor_free(g_ctx, &tl); ktorch_tensor_free(g_ctx, &tm);
    free(q); free(k); free(v); free(got); free(gotl); free(ref); free(rl); free(ones);
    return e;
}

static void test_shifted_windows(void) {
    static const wcase cs[] = {
        {"wr -5", 2, 2, 200, 200, 64, 2, 0, -5, 0},
        {"wl -3 wr 20", 2, 1, 150, 260, 128, 3, -3, 20, 0},
        {"wl 150 wr -40", 2, 2, 300, 300, 128, 3, 150, -40, 0},
        {"wl -20 wr 90 (ahead)", 2, 2, 257, 300, 64, 3, -20, 90, 0},
        {"wr below every key", 2, 2, 100, 100, 128, 2, 0, -150, 0},
        {"wl beyond every key", 2, 2, 100, 100, 64, 1, -130, 0, 0},
        {"mma.sync wl -3 wr 20", 2, 2, 150, 260, 128, 3, -3, 20, 1},
        {"mma.sync wr -40", 2, 2, 130, 130, 64, 2, 0, -40, 1},
        {"decode split wr -700", 8, 2, 2, 1500, 128, 3, 1000, -700, 0},
        {"long split wr -1000", 2, 2, 40, 5000, 64, 3, 3000, -1000, 0},
    };
    int i, n = g_small ? 1 : (int)(sizeof cs / sizeof cs[0]);
    SKIP_IF_NO_GPU();
    for (i = 0; i < n; i++) {
        double e = window_case(&cs[i], 0);
        KTEST_CHECKF(e <= 1e-4, "%s: NMSE %g", cs[i].name, e);
        if (getenv("KTEST_VERBOSE")) printf("    window %-24s NMSE %.3g\n", cs[i].name, e);
    }
    if (!g_small) {
        double e = window_case(&cs[0], 1);
        KTEST_CHECKF(e > 1e-4, "planted window error not detected: NMSE %g", e);
    }
}

/* ---- dilated ------------------------------------------------------------- */
typedef struct dcase {
    const char *name;
    int B, H, Hk, N, D, causal, lse, mode, count;
    int64_t seg[3], dil[3];
} dcase;

static double dilated_case(const dcase *c, ktorch_dtype dt, int plant) {
    int64_t sq[4], sk[4], sl[3], nq, nk, nl, i;
    float *q, *k, *v, *got, *gotl = NULL;
    void *bq, *bk, *bv, *bo, *bl;
    ktorch_tensor hq, hk, hv, ho, hl, tq, tk, tv, to, tl;
    ktorch_attention_params p;
    ktorch_dilated_params dp;
    double e;
    sq[0] = c->B; sq[1] = c->H; sq[2] = c->N; sq[3] = c->D;
    sk[0] = c->B; sk[1] = c->Hk; sk[2] = c->N; sk[3] = c->D;
    sl[0] = c->B; sl[1] = c->H; sl[2] = c->N;
    nq = numel(4, sq);
    nk = numel(4, sk);
    nl = numel(3, sl);
    q = randn(nq, 1.0, dt);
    k = randn(nk, 1.0, dt);
    v = randn(nk, 1.0, dt);
    memset(&p, 0, sizeof p);
    memset(&dp, 0, sizeof dp);
    p.causal = c->causal;
    dp.count = c->count;
    dp.segment = c->seg;
    dp.dilation = c->dil;
    dp.mode = c->mode ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
    hq = host_tensor(dt, 4, sq, q, &bq);
    hk = host_tensor(dt, 4, sk, k, &bk);
    hv = host_tensor(dt, 4, sk, v, &bv);
    ho = host_tensor(KTORCH_F32, 4, sq, NULL, &bo);
    hl = host_tensor(KTORCH_F32, 3, sl, NULL, &bl);
    p.lse = c->lse ? &hl : NULL;
    KTEST_OK(ktorch_attention_dilated(g_ctx, &hq, &hk, &hv, &ho, &p, &dp));
    tq = dev_tensor(dt, 4, sq, q);
    tk = dev_tensor(dt, 4, sk, k);
    tv = dev_tensor(dt, 4, sk, v);
    to = dev_tensor(dt, 4, sq, NULL);
    tl = dev_tensor(KTORCH_F32, 3, sl, NULL);
    p.lse = c->lse ? &tl : NULL;
    KTEST_OK(ktorch_attention_dilated(g_ctx, &tq, &tk, &tv, &to, &p, &dp));
    got = dev_read(&to);
    if (c->lse) gotl = dev_read(&tl);
    round_to(dt, (float *)bo, nq);
    if (plant)
        for (i = 0; i < c->D; i++) got[i] += 1.0f;
    e = nmse_f(got, (const float *)bo, nq);
    if (gotl) {
        double le = lse_err(gotl, (const float *)bl, nl);
        KTEST_CHECKF(le < 2e-3, "%s %s: LSE max abs error %g", c->name, ktorch_dtype_name(dt), le);
    }
    ktorch_tensor_free(g_ctx, &tq); ktorch_tensor_free(g_ctx, &tk); ktorch_tensor_free(g_ctx, &tv);
    ktorch_tensor_free(g_ctx, &to); ktorch_tensor_free(g_ctx, &tl);
    free(q); free(k); free(v); free(got); free(gotl);
    free(bq); free(bk); free(bv); free(bo); free(bl);
    return e;
}

static void test_dilated(void) {
    static const dcase cs[] = {
        {"longnet 3 patterns causal", 1, 4, 2, 300, 64, 1, 1, 0, 3, {64, 128, 300}, {1, 2, 4}},
        {"longnet non-causal", 2, 4, 4, 256, 128, 0, 1, 0, 2, {64, 256, 0}, {1, 2, 0}},
        {"longnet r > H, w % r != 0", 1, 2, 1, 200, 64, 1, 1, 0, 2, {50, 90, 0}, {3, 4, 0}},
        {"longnet w > N, no lse", 1, 3, 3, 130, 128, 1, 0, 0, 2, {32, 1000, 0}, {1, 2, 0}},
        {"groups 5 heads / 2", 1, 5, 5, 256, 64, 1, 0, 1, 2, {64, 128, 0}, {1, 2, 0}},
        {"groups 4 heads / 3 gqa", 2, 4, 2, 192, 128, 0, 0, 1, 3, {64, 96, 192}, {1, 2, 3}},
    };
    int i, t, n = g_small ? 1 : (int)(sizeof cs / sizeof cs[0]);
    SKIP_IF_NO_GPU();
    for (i = 0; i < n; i++)
        for (t = 0; t < 2; t++) {
            ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
            double e;
            if (t == 0 && (i % 2 || g_small)) continue;
            e = dilated_case(&cs[i], dt, 0);
            KTEST_CHECKF(e <= tol(dt), "%s %s: NMSE %g", cs[i].name, ktorch_dtype_name(dt), e);
            if (getenv("KTEST_VERBOSE")) printf("    dilated %-28s %-5s NMSE %.3g\n", cs[i].name, ktorch_dtype_name(dt), e);
        }
    if (!g_small) {
        double e = dilated_case(&cs[0], KTORCH_BF16, 1);
        KTEST_CHECKF(e > 1e-4, "planted dilated error not detected: NMSE %g", e);
    }
}

/* ---- bad inputs ---------------------------------------------------------- */
static void test_bad_inputs(void) {
    int64_t s4[4] = {1, 2, 64, 64}, s3[3] = {1, 2, 64}, s4b[4] = {1, 2, 32, 64}, s4c[4] = {1, 2, 64, 48}, s3h[3] = {1, 2, 64};
    ktorch_tensor a, la, o, l, ob, lh, ff, odd;
    ktorch_attention_params p;
    ktorch_dilated_params dp;
    int64_t seg[1] = {32}, dil[1] = {1}, seg3[1] = {48};
    float slopes[2] = {0.5f, 0.25f};
    void *hb;
    SKIP_IF_NO_GPU();
    a = dev_tensor(KTORCH_BF16, 4, s4, NULL);
    la = dev_tensor(KTORCH_F32, 3, s3, NULL);
    o = dev_tensor(KTORCH_BF16, 4, s4, NULL);
    l = dev_tensor(KTORCH_F32, 3, s3, NULL);
    ob = dev_tensor(KTORCH_BF16, 4, s4b, NULL);
    ff = dev_tensor(KTORCH_F32, 4, s4, NULL);
    odd = dev_tensor(KTORCH_BF16, 4, s4c, NULL);
    lh = host_tensor(KTORCH_F32, 3, s3h, NULL, &hb);
    /* merge */
    KTEST_STATUS(ktorch_attention_merge(g_ctx, &a, &la, &ob, &la, &o, &l), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "out_b") != NULL);
    KTEST_STATUS(ktorch_attention_merge(g_ctx, &a, &la, &a, &la, &o, &lh), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "'lse' is on cpu") != NULL);
    KTEST_STATUS(ktorch_attention_merge(g_ctx, &a, &a, &a, &la, &o, &l), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_merge(g_ctx, &a, &la, &a, NULL, &o, &l), KTORCH_INVALID_ARGUMENT);
    /* chunked */
    memset(&p, 0, sizeof p);
    KTEST_STATUS(ktorch_attention_chunked(g_ctx, &a, &a, &a, &o, &p, -1, 16), KTORCH_INVALID_ARGUMENT);
    p.alibi_slopes = slopes;
    KTEST_STATUS(ktorch_attention_chunked(g_ctx, &a, &a, &a, &o, &p, 16, 16), KTORCH_UNSUPPORTED);
    KTEST_CHECK(strstr(ktorch_last_error(), "ALiBi") != NULL);
    p.alibi_slopes = NULL;
    if (ktest_gpu_engine(g_ctx)) { /* the CUDA/HIP engine's limit (Vulkan runs f32) */
        KTEST_STATUS(ktorch_attention_chunked(g_ctx, &ff, &ff, &ff, &ff, &p, 16, 16), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "f16 or bf16") != NULL);
    }
    KTEST_STATUS(ktorch_attention_chunked(g_ctx, &a, &a, &a, &ob, &p, 16, 16), KTORCH_INVALID_ARGUMENT);
    /* dilated */
    memset(&dp, 0, sizeof dp);
    dp.count = 1;
    dp.segment = seg;
    dp.dilation = dil;
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &a, &a, &o, &p, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &ob, &ob, &o, &p, &dp), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "self-attention") != NULL);
    p.window_flags = KTORCH_WINDOW_LEFT;
    p.window_left = 8;
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &a, &a, &o, &p, &dp), KTORCH_UNSUPPORTED);
    p.window_flags = 0;
    if (ktest_gpu_engine(g_ctx)) { /* the CUDA/HIP engine's limits (Vulkan runs both) */
        KTEST_STATUS(ktorch_attention_dilated(g_ctx, &odd, &odd, &odd, &odd, &p, &dp), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "head dim 48") != NULL);
        KTEST_STATUS(ktorch_attention_dilated(g_ctx, &ff, &ff, &ff, &ff, &p, &dp), KTORCH_UNSUPPORTED);
    }
    dp.mode = KTORCH_DILATED_GROUPS;
    p.lse = &l;
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &a, &a, &o, &p, &dp), KTORCH_UNSUPPORTED);
    p.lse = NULL;
    dp.segment = seg3;
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &a, &a, &o, &p, &dp), KTORCH_INVALID_ARGUMENT);
    dil[0] = 0;
    dp.segment = seg;
    KTEST_STATUS(ktorch_attention_dilated(g_ctx, &a, &a, &a, &o, &p, &dp), KTORCH_INVALID_ARGUMENT);
    ktorch_tensor_free(g_ctx, &a); ktorch_tensor_free(g_ctx, &la); ktorch_tensor_free(g_ctx, &o); ktorch_tensor_free(g_ctx, &l);
    ktorch_tensor_free(g_ctx, &ob); ktorch_tensor_free(g_ctx, &ff); ktorch_tensor_free(g_ctx, &odd);
    free(hb);
    KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
}

int main(void) {
    (void)ktest_max_rel;
    g_rng = ktest_rng_make(20261121);
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_merge);
    KTEST_RUN(test_merge_planted);
    KTEST_RUN(test_shifted_windows);
    KTEST_RUN(test_chunked);
    KTEST_RUN(test_chunked_null_params);
    KTEST_RUN(test_chunked_planted);
    KTEST_RUN(test_dilated);
    KTEST_RUN(test_bad_inputs);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_long");
}
