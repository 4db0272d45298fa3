/* Attention on the CPU: the f64 reference checked by hand and by invariants,
   the flash path checked against the reference under every ISA this machine
   runs, thread-count determinism, LSE merging and argument validation. */
#ifdef KTORCH_AMX_EMULATE
/* the emulation is the implementation's: that build compiles its own (the
   hooks it uses static), the others link the library */
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#define HOOK_CPU_API static
#endif
#include "ktorch.h"
#include "ktest.h"
#include "hooks.h"

#include <stdint.h>

#define T_LOG2E 1.44269504088896340736 /* the soft-cap transform's output unit: log2(e) per score unit */

/* ---- test-local number formats (independent of the library's) ---------- */
static float t_h2f(uint16_t h) {
    int e = (h >> 10) & 31, m = h & 1023;
    float f = e == 0 ? ldexpf((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexpf((float)(m | 1024), e - 25);
    return (h & 0x8000) ? -f : f;
}
static uint16_t t_f2h(float f) { /* nearest, via search of the two neighbours (test inputs are small, normal) */
    uint16_t s = f < 0 ? 0x8000 : 0, lo = 0, hi = 0x7bff;
    float a = fabsf(f);
    while (lo < hi) {
        uint16_t mid = (uint16_t)((lo + hi + 1) / 2);
        if (t_h2f(mid) <= a) lo = mid;
        else hi = (uint16_t)(mid - 1);
    }
    if (lo < 0x7bff && (t_h2f((uint16_t)(lo + 1)) - a < a - t_h2f(lo) || (t_h2f((uint16_t)(lo + 1)) - a == a - t_h2f(lo) && (lo & 1)))) lo++;
    return (uint16_t)(s | lo);
}
static float t_bf2f(uint16_t h) {
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static uint16_t t_f2bf(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return (uint16_t)((u + 0x7fff + ((u >> 16) & 1)) >> 16);
}
static float t_round(ktorch_dtype dt, float f) {
    return dt == KTORCH_F16 ? t_h2f(t_f2h(f)) : dt == KTORCH_BF16 ? t_bf2f(t_f2bf(f)) : f;
}
static void t_store(ktorch_dtype dt, void *p, float f) {
    if (dt == KTORCH_F32) memcpy(p, &f, 4);
    else {
        uint16_t h = dt == KTORCH_F16 ? t_f2h(f) : t_f2bf(f);
        memcpy(p, &h, 2);
    }
}
static float t_load(ktorch_dtype dt, const void *p) {
    float f;
    uint16_t h;
    if (dt == KTORCH_F32) {
        memcpy(&f, p, 4);
        return f;
    }
    memcpy(&h, p, 2);
    return dt == KTORCH_F16 ? t_h2f(h) : t_bf2f(h);
}

/* ---- contexts for every ISA the machine has ----------------------------- */
/* "amx" runs the bf16 cases (q, k, v bf16, head dims multiples of 32) on AMX tiles */
static const char *const isa_names[] = {"scalar", "avx2", "avx512", "neon", "amx"};
#define NISA 5
static ktorch_context *ctx_make(const char *isa, int threads) {
    ktorch_context_desc d;
    ktorch_context *c = NULL;
    memset(&d, 0, sizeof d);
    d.cpu_isa = isa;
    d.num_threads = threads;
    if (ktorch_context_create(&d, &c) != KTORCH_OK) return NULL;
    return c;
}

/* ---- a problem: logical data (after dtype rounding) + library tensors ---- */
typedef struct prob {
    int B, Hq, Hk, Nq, Nk, D, Dv;
    ktorch_dtype dt, odt;
    int bnhd;          /* inputs and output as [B,N,H,D] views */
    int causal, wflags;
    int64_t wl, wr;
    float scale, softcap;
    int alibi;
    int mask_kind;     /* 0 none, 1 bool, 2 additive f32, 3 additive bf16 */
    int mask_b1, mask_h1;
    float *q, *k, *v, *mask; /* logical [B,H,N,D] / [mb,mh,Nq,Nk] */
    float slopes[64];
    void *qb, *kb, *vb, *mb;
    ktorch_tensor tq, tk, tv, tm;
} prob;

static void wrap4(ktorch_dtype dt, int b, int h, int n, int d, int bnhd, void *data, ktorch_tensor *t) {
    int64_t shape[4], stride[4];
    shape[0] = b; shape[1] = h; shape[2] = n; shape[3] = d;
    if (bnhd) {
        stride[0] = (int64_t)n * h * d; stride[1] = d; stride[2] = (int64_t)h * d; stride[3] = 1;
    } else {
        stride[0] = (int64_t)h * n * d; stride[1] = (int64_t)n * d; stride[2] = d; stride[3] = 1;
    }
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, stride, data, ktorch_cpu(), t));
}
static size_t esz(ktorch_dtype dt) { return dt == KTORCH_F32 ? 4 : dt == KTORCH_BOOL ? 1 : 2; }
/* element offset of logical (b,h,n,d) in a layout */
static size_t loff(int bnhd, int H, int N, int D, int b, int h, int n, int d) {
    return bnhd ? (((size_t)b * N + n) * H + h) * D + d : (((size_t)b * H + h) * N + n) * D + d;
}
static void fill_input(prob *p, ktest_rng *r, float **logical, void **buf, ktorch_tensor *t, int H, int N, int D, float amp) {
    size_t n = (size_t)p->B * H * N * D, i;
    int b, h, s, d;
    *logical = (float *)malloc(n * sizeof(float) + 4);
    *buf = malloc(n * esz(p->dt) + 4);
    for (i = 0; i < n; i++) (*logical)[i] = t_round(p->dt, (float)(amp * ktest_normal(r)));
    for (b = 0; b < p->B; b++)
        for (h = 0; h < H; h++)
            for (s = 0; s < N; s++)
                for (d = 0; d < D; d++)
                    t_store(p->dt, (char *)*buf + loff(p->bnhd, H, N, D, b, h, s, d) * esz(p->dt),
                            (*logical)[loff(0, H, N, D, b, h, s, d)]);
    wrap4(p->dt, p->B, H, N, D, p->bnhd, *buf, t);
}
static void prob_init(prob *p, unsigned long long seed) {
    ktest_rng r = ktest_rng_make(seed);
    int mb = p->mask_b1 ? 1 : p->B, mh = p->mask_h1 ? 1 : p->Hq, i;
    fill_input(p, &r, &p->q, &p->qb, &p->tq, p->Hq, p->Nq, p->D, 1.0f);
    fill_input(p, &r, &p->k, &p->kb, &p->tk, p->Hk, p->Nk, p->D, 1.0f);
    fill_input(p, &r, &p->v, &p->vb, &p->tv, p->Hk, p->Nk, p->Dv, 1.0f);
    for (i = 0; i < p->Hq; i++) p->slopes[i] = (float)(0.5 / (1 << (i % 5)));
    p->mask = NULL;
    p->mb = NULL;
    if (p->mask_kind) {
        size_t n = (size_t)mb * mh * p->Nq * p->Nk, j;
        ktorch_dtype mdt = p->mask_kind == 1 ? KTORCH_BOOL : p->mask_kind == 2 ? KTORCH_F32 : KTORCH_BF16;
        int64_t shape[4];
        p->mask = (float *)malloc(n * sizeof(float) + 4);
        p->mb = malloc(n * esz(mdt) + 4);
        for (j = 0; j < n; j++) {
            double u = ktest_uniform(&r);
            float f;
            if (p->mask_kind == 1) {
                f = u < 0.7 ? 1.0f : 0.0f;
                ((unsigned char *)p->mb)[j] = (unsigned char)f;
            } else {
                f = u < 0.1 ? -INFINITY : t_round(mdt, (float)(2 * ktest_normal(&r)));
                t_store(mdt, (char *)p->mb + j * esz(mdt), f);
            }
            p->mask[j] = f;
        }
        shape[0] = mb; shape[1] = mh; shape[2] = p->Nq; shape[3] = p->Nk;
        KTEST_OK(ktorch_tensor_wrap(mdt, 4, shape, NULL, p->mb, ktorch_cpu(), &p->tm));
    }
}
static void prob_free(prob *p) {
    free(p->q); free(p->k); free(p->v); free(p->mask);
    free(p->qb); free(p->kb); free(p->vb); free(p->mb);
}
static ktorch_attention_params prob_params(prob *p, ktorch_tensor *lse, ktorch_attention_variant var) {
    ktorch_attention_params a;
    memset(&a, 0, sizeof a);
    a.causal = p->causal;
    a.window_flags = p->wflags;
    a.window_left = p->wl;
    a.window_right = p->wr;
    a.scale = p->scale;
    a.softcap = p->softcap;
    a.alibi_slopes = p->alibi ? p->slopes : NULL;
    a.mask = p->mask_kind ? &p->tm : NULL;
    a.lse = lse;
    a.variant = var;
    return a;
}

/* Independent f64 attention from the logical arrays (test's own). */
static void naive(const prob *p, double *out, double *lse) {
    int b, h, i, j, e, t;
    double *s = (double *)malloc(sizeof(double) * (size_t)(p->Nk + 1));
    double scale = p->scale != 0 ? p->scale : 1.0 / sqrt((double)p->D);
    int off = p->Nk - p->Nq;
    for (b = 0; b < p->B; b++)
        for (h = 0; h < p->Hq; h++)
            for (i = 0; i < p->Nq; i++) {
                int hk = h / (p->Hq / p->Hk);
                double m = -INFINITY, den = 0;
                double *o = out + loff(0, p->Hq, p->Nq, p->Dv, b, h, i, 0);
                for (j = 0; j < p->Nk; j++) {
                    int vis = 1;
                    double x = 0, mv = 0;
                    if ((p->wflags & KTORCH_WINDOW_LEFT) && j < i + off - p->wl) vis = 0;
                    if ((p->wflags & KTORCH_WINDOW_RIGHT) && j > i + off + p->wr) vis = 0;
                    if (p->causal && j > i + off) vis = 0;
                    if (p->mask_kind) {
                        mv = p->mask[(((size_t)(p->mask_b1 ? 0 : b) * (p->mask_h1 ? 1 : p->Hq) + (p->mask_h1 ? 0 : h)) * p->Nq + i) * p->Nk + j];
                        if (p->mask_kind == 1 && mv == 0) vis = 0;
                    }
                    for (t = 0; t < p->D; t++) x += (double)p->q[loff(0, p->Hq, p->Nq, p->D, b, h, i, t)] * p->k[loff(0, p->Hk, p->Nk, p->D, b, hk, j, t)];
                    x *= scale;
                    if (p->softcap > 0) x = p->softcap * tanh(x / p->softcap);
                    if (p->alibi) x -= p->slopes[h] * fabs((double)(i + off - j));
                    if (p->mask_kind >= 2) x += mv;
                    s[j] = vis ? x : -INFINITY;
                    if (s[j] > m) m = s[j];
                }
                for (e = 0; e < p->Dv; e++) o[e] = 0;
                if (m > -INFINITY) {
                    for (j = 0; j < p->Nk; j++) {
                        double w = s[j] == -INFINITY ? 0 : exp(s[j] - m);
                        den += w;
                        for (e = 0; e < p->Dv; e++) o[e] += w * p->v[loff(0, p->Hk, p->Nk, p->Dv, b, hk, j, e)];
                    }
                    for (e = 0; e < p->Dv; e++) o[e] /= den;
                }
                if (lse) lse[((size_t)b * p->Hq + h) * p->Nq + i] = m > -INFINITY ? m + log(den) : -INFINITY;
            }
    free(s);
}

/* Run the library on prob p; out as logical [B,Hq,Nq,Dv] floats, lse [B,Hq,Nq].
   Output and LSE are poisoned with 0xFF (NaN) first. */
static ktorch_status run_lib(ktorch_context *ctx, prob *p, ktorch_attention_variant var, float *out, float *lse) {
    size_t n = (size_t)p->B * p->Hq * p->Nq * p->Dv, nl = (size_t)p->B * p->Hq * p->Nq, i;
    void *ob = malloc(n * esz(p->odt) + 4);
    float *lb = (float *)malloc(nl * 4 + 4);
    ktorch_tensor to, tl;
    int64_t ls[3];
    ktorch_attention_params a;
    ktorch_status st;
    int b, h, s, e;
    wrap4(p->odt, p->B, p->Hq, p->Nq, p->Dv, p->bnhd, ob, &to);
    ls[0] = p->B; ls[1] = p->Hq; ls[2] = p->Nq;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, ls, NULL, lb, ktorch_cpu(), &tl));
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &to, 0xFF));
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &tl, 0xFF));
    a = prob_params(p, &tl, var);
    st = ktorch_attention(ctx, &p->tq, &p->tk, &p->tv, &to, &a);
    for (b = 0; b < p->B; b++)
        for (h = 0; h < p->Hq; h++)
            for (s = 0; s < p->Nq; s++)
                for (e = 0; e < p->Dv; e++)
                    out[loff(0, p->Hq, p->Nq, p->Dv, b, h, s, e)] =
                        t_load(p->odt, (char *)ob + loff(p->bnhd, p->Hq, p->Nq, p->Dv, b, h, s, e) * esz(p->odt));
    if (lse)
        for (i = 0; i < nl; i++) lse[i] = lb[i];
    free(ob);
    free(lb);
    return st;
}

/* Contract tolerance for the coarser of input and output dtype; 1 = pass. */
static int close_enough(const float *o, const double *r, size_t n, ktorch_dtype dt, ktorch_dtype odt, double *err) {
    ktorch_dtype c = (dt == KTORCH_BF16 || odt == KTORCH_BF16) ? KTORCH_BF16 : (dt == KTORCH_F16 || odt == KTORCH_F16) ? KTORCH_F16 : KTORCH_F32;
    if (c == KTORCH_F32) {
        *err = ktest_max_rel(o, r, n);
        return *err <= 1e-5;
    }
    *err = ktest_nmse(o, r, n);
    return *err <= (c == KTORCH_F16 ? 1e-5 : 1e-4);
}
/* LSE: -inf exactly where the reference is -inf, else within 1e-5 (relative to max(1,|r|)). */
static int lse_close(const float *o, const double *r, size_t n, double tol) {
    size_t i;
    for (i = 0; i < n; i++) {
        if (r[i] == -INFINITY) {
            if (o[i] != -INFINITY) return 0;
        } else if (!(fabs(o[i] - r[i]) <= tol * (fabs(r[i]) > 1 ? fabs(r[i]) : 1))) {
            return 0;
        }
    }
    return 1;
}
static void to_double(const float *f, double *d, size_t n) {
    size_t i;
    for (i = 0; i < n; i++) d[i] = f[i];
}

/* ======================================================================== */

static void test_reference_by_hand(void) {
    /* D = 1, scale 1: q = 1, k = (0, ln 3) -> weights 1/4, 3/4; v = (4, 8) -> 7; lse = ln 4 */
    ktorch_context *ctx = ctx_make("scalar", 1);
    float q[2] = {1, 1}, k[2] = {0, (float)log(3.0)}, v[2] = {4, 8}, o[2], l[2];
    int64_t sq[4] = {1, 1, 2, 1}, sk[4] = {1, 1, 2, 1}, sl[3] = {1, 1, 2};
    ktorch_tensor tq, tk, tv, to, tl;
    ktorch_attention_params a;
    int var;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, q, ktorch_cpu(), &tq));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, k, ktorch_cpu(), &tk));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sk, NULL, v, ktorch_cpu(), &tv));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sq, NULL, o, ktorch_cpu(), &to));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, sl, NULL, l, ktorch_cpu(), &tl));
    for (var = KTORCH_ATTENTION_REFERENCE; var <= KTORCH_ATTENTION_FLASH; var++) {
        memset(&a, 0, sizeof a);
        a.scale = 1.0f;
        a.lse = &tl;
        a.variant = (ktorch_attention_variant)var;
        KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &a));
        KTEST_CHECKF(fabs(o[0] - 7.0) < 1e-5 && fabs(o[1] - 7.0) < 1e-5, "variant %d: %g %g, expected 7", var, o[0], o[1]);
        KTEST_CHECKF(fabs(l[0] - log(4.0)) < 1e-6, "variant %d: lse %g, expected ln 4", var, l[0]);
        /* causal (Nq == Nk): row 0 sees key 0 only -> v0 = 4, lse = 0 */
        a.causal = 1;
        KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &a));
        KTEST_CHECKF(o[0] == 4.0f && fabs(o[1] - 7.0) < 1e-5, "variant %d causal: %g %g", var, o[0], o[1]);
        KTEST_CHECKF(l[0] == 0.0f, "variant %d causal lse %g", var, l[0]);
        /* softcap 0.5: s = 0.5 tanh(2 ln3) ; ALiBi slope 1 on row 1: key 0 gets -1 */
        a.causal = 0;
        a.softcap = 0.5f;
        KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &a));
        {
            double s1 = 0.5 * tanh(2 * log(3.0)), w = exp(s1), want = (4 + 8 * w) / (1 + w);
            KTEST_CHECKF(fabs(o[0] - want) < 1e-5, "variant %d softcap: %g, expected %g", var, o[0], want);
        }
        a.softcap = 0;
        {
            float slope = 1.0f;
            double w = 3.0 / exp(-1.0), want = (4 * 1 + 8 * w) / (1 + w); /* row 1 (i+off = 1): key0 -1, key1 0 */
            a.alibi_slopes = &slope;
            KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &a));
            KTEST_CHECKF(fabs(o[1] - want) < 1e-5, "variant %d alibi: %g, expected %g", var, o[1], want);
            a.alibi_slopes = NULL;
        }
    }
    ktorch_context_destroy(ctx);
}

/* v = identity: each output row is the softmax row itself. */
static void test_reference_rows_sum_to_one(void) {
    ktorch_context *ctx = ctx_make("scalar", 1);
    prob p;
    float *o;
    int i, j, masked_ok = 1, nonneg = 1;
    double worst = 0;
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 9; p.Nk = 13; p.D = 16; p.Dv = 13;
    p.dt = p.odt = KTORCH_F32;
    p.mask_kind = 1; p.mask_b1 = 1;
    prob_init(&p, 11);
    for (i = 0; i < p.Nk; i++)
        for (j = 0; j < p.Nk; j++) {
            p.v[i * p.Nk + j] = i == j;
            ((float *)p.vb)[i * p.Nk + j] = i == j;
        }
    o = (float *)malloc(sizeof(float) * 2 * 9 * 13);
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_REFERENCE, o, NULL));
    for (i = 0; i < 2 * 9; i++) {
        double s = 0;
        int any = 0;
        for (j = 0; j < 13; j++) {
            float w = o[i * 13 + j];
            s += w;
            if (w < 0) nonneg = 0;
            if (p.mask[i * 13 + j] == 0 && w != 0) masked_ok = 0;
            if (p.mask[i * 13 + j] != 0) any = 1;
        }
        if (any && fabs(s - 1) > worst) worst = fabs(s - 1);
        if (!any && s != 0) worst = 1;
    }
    KTEST_CHECKF(worst < 1e-6, "row sums deviate from 1 by %g", worst);
    KTEST_CHECK(nonneg);
    KTEST_CHECK(masked_ok);
    free(o);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* Without a mask, permuting keys and values together changes nothing. */
static void test_reference_key_permutation(void) {
    ktorch_context *ctx = ctx_make("scalar", 1);
    prob p;
    float *o1, *o2, *kc, *vc;
    int perm[37], i, t, h;
    double *r;
    double err;
    ktest_rng rng = ktest_rng_make(5);
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 2; p.Nq = 5; p.Nk = 37; p.D = 8; p.Dv = 6;
    p.dt = p.odt = KTORCH_F32;
    prob_init(&p, 12);
    o1 = (float *)malloc(sizeof(float) * 2 * 5 * 6);
    o2 = (float *)malloc(sizeof(float) * 2 * 5 * 6);
    r = (double *)malloc(sizeof(double) * 2 * 5 * 6);
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_REFERENCE, o1, NULL));
    for (i = 0; i < 37; i++) perm[i] = i;
    for (i = 36; i > 0; i--) {
        int j = (int)(ktest_u64(&rng) % (unsigned)(i + 1)), x = perm[i];
        perm[i] = perm[j];
        perm[j] = x;
    }
    kc = (float *)malloc(sizeof(float) * 2 * 37 * 8);
    vc = (float *)malloc(sizeof(float) * 2 * 37 * 6);
    memcpy(kc, p.kb, sizeof(float) * 2 * 37 * 8);
    memcpy(vc, p.vb, sizeof(float) * 2 * 37 * 6);
    for (h = 0; h < 2; h++)
        for (i = 0; i < 37; i++) {
            for (t = 0; t < 8; t++) ((float *)p.kb)[(h * 37 + i) * 8 + t] = kc[(h * 37 + perm[i]) * 8 + t];
            for (t = 0; t < 6; t++) ((float *)p.vb)[(h * 37 + i) * 6 + t] = vc[(h * 37 + perm[i]) * 6 + t];
        }
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_REFERENCE, o2, NULL));
    to_double(o1, r, 60);
    err = ktest_max_rel(o2, r, 60);
    KTEST_CHECKF(err < 1e-6, "permuted keys change the output by %g", err);
    free(kc); free(vc); free(o1); free(o2); free(r);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* Parity configurations: {B,Hq,Hk,Nq,Nk,D,Dv, dt, odt, bnhd, causal, wflags, wl, wr, softcap, alibi, mask, mb1, mh1} */
typedef struct cfg {
    int B, Hq, Hk, Nq, Nk, D, Dv;
    ktorch_dtype dt, odt;
    int bnhd, causal, wflags, wl, wr;
    float softcap;
    int alibi, mask, mb1, mh1;
    float scale;
} cfg;
#define F32 KTORCH_F32
#define F16 KTORCH_F16
#define BF16 KTORCH_BF16
static const cfg cfgs[] = {
    {1, 2, 2, 67, 67, 64, 64, F32, F32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 1, 70, 70, 128, 128, F32, F32, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {2, 3, 1, 33, 129, 32, 32, F32, F32, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 4, 2, 65, 17, 80, 80, F32, F32, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 50, 90, 96, 64, F32, F32, 0, 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 20, 5, 0, 0, 0, 0, 0, 0},
    {1, 2, 1, 81, 81, 256, 256, F32, F32, 0, 1, KTORCH_WINDOW_LEFT, 30, 0, 0, 0, 0, 0, 0, 0},
    {1, 4, 1, 40, 77, 64, 96, F32, F32, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0},
    {2, 2, 2, 31, 45, 32, 80, F32, F32, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0},
    {1, 3, 3, 29, 66, 128, 32, F32, F32, 0, 1, 0, 0, 0, 0, 0, 3, 0, 1, 0},
    {1, 2, 2, 64, 64, 64, 64, F32, F32, 0, 0, 0, 0, 0, 30.0f, 0, 0, 0, 0, 0.5f},
    {1, 4, 2, 47, 70, 64, 64, F32, F32, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0},
    {1, 2, 1, 53, 100, 96, 96, F32, F32, 1, 1, KTORCH_WINDOW_LEFT, 16, 0, 20.0f, 1, 2, 0, 0, 0},
    {1, 2, 2, 37, 37, 80, 64, F32, F32, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, -0.3f},
    {1, 2, 2, 65, 80, 64, 64, F16, F32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 4, 1, 70, 70, 128, 128, F16, F16, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 33, 90, 64, 32, BF16, F32, 0, 0, KTORCH_WINDOW_LEFT, 25, 0, 0, 0, 1, 0, 0, 0},
    {2, 2, 1, 50, 50, 96, 96, BF16, BF16, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0},
    {1, 2, 2, 19, 140, 32, 32, F32, BF16, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 1, 1, 100, 30, 33, 17, F32, F32, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 1, 200, 64, 64, F32, F32, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 20, 40, 33, 16, BF16, F32, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -0.2f},
    {1, 4, 2, 70, 90, 256, 64, BF16, F32, 0, 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 40, 3, 0, 0, 2, 0, 0, -0.1f},
    /* boolean mask with soft-cap and ALiBi (the transform must still apply to visible scores) */
    {1, 2, 2, 45, 60, 64, 64, F32, F32, 0, 0, 0, 0, 0, 15.0f, 1, 1, 0, 0, 0},
    {1, 2, 1, 40, 40, 128, 128, BF16, F32, 0, 1, 0, 0, 0, 10.0f, 1, 1, 1, 1, 0},
    /* AMX, two query tiles a task (no mask): a pair and a single tile, transforms, windows, key blocks of 512 */
    {1, 2, 1, 150, 400, 64, 64, BF16, BF16, 1, 1, KTORCH_WINDOW_LEFT, 300, 0, 15.0f, 1, 0, 0, 0, -0.3f},
    {1, 2, 2, 130, 600, 96, 64, BF16, F32, 0, 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 300, 20, 0, 0, 0, 0, 0, 0},
};
#define NCFG ((int)(sizeof cfgs / sizeof cfgs[0]))

static void prob_from_cfg(prob *p, const cfg *c) {
    memset(p, 0, sizeof *p);
    p->B = c->B; p->Hq = c->Hq; p->Hk = c->Hk; p->Nq = c->Nq; p->Nk = c->Nk; p->D = c->D; p->Dv = c->Dv;
    p->dt = c->dt; p->odt = c->odt; p->bnhd = c->bnhd; p->causal = c->causal; p->wflags = c->wflags;
    p->wl = c->wl; p->wr = c->wr; p->softcap = c->softcap; p->alibi = c->alibi; p->mask_kind = c->mask;
    p->mask_b1 = c->mb1; p->mask_h1 = c->mh1; p->scale = c->scale;
}

/* The library reference agrees with the test's own f64 computation. */
static void test_reference_vs_naive(void) {
    ktorch_context *ctx = ctx_make("scalar", 1);
    int ci;
    for (ci = 0; ci < NCFG; ci += 2) {
        prob p;
        size_t n, nl;
        float *o, *l;
        double *r, *rl, err;
        prob_from_cfg(&p, &cfgs[ci]);
        p.odt = KTORCH_F32;
        prob_init(&p, 100 + ci);
        n = (size_t)p.B * p.Hq * p.Nq * p.Dv;
        nl = (size_t)p.B * p.Hq * p.Nq;
        o = (float *)malloc(n * 4); l = (float *)malloc(nl * 4);
        r = (double *)malloc(n * 8); rl = (double *)malloc(nl * 8);
        naive(&p, r, rl);
        KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_REFERENCE, o, l));
        err = ktest_max_rel(o, r, n);
        KTEST_CHECKF(err < 1e-6, "config %d: reference vs naive max rel %g", ci, err);
        KTEST_CHECKF(lse_close(l, rl, nl, 1e-6), "config %d: reference LSE differs", ci);
        free(o); free(l); free(r); free(rl);
        prob_free(&p);
    }
    ktorch_context_destroy(ctx);
}

/* Flash under every ISA vs the reference, poisoned outputs. */
static void test_flash_parity(void) {
    ktorch_context *ref = ctx_make("scalar", 1);
    int ci, isa;
    for (ci = 0; ci < NCFG; ci++) {
        prob p;
        size_t n, nl;
        float *o, *l, *fo, *fl;
        double *r, *rl, err;
        prob_from_cfg(&p, &cfgs[ci]);
        prob_init(&p, 200 + ci);
        n = (size_t)p.B * p.Hq * p.Nq * p.Dv;
        nl = (size_t)p.B * p.Hq * p.Nq;
        o = (float *)malloc(n * 4); l = (float *)malloc(nl * 4);
        fo = (float *)malloc(n * 4); fl = (float *)malloc(nl * 4);
        r = (double *)malloc(n * 8); rl = (double *)malloc(nl * 8);
        {   /* reference in f32 out, whatever the config's out dtype */
            ktorch_dtype odt = p.odt;
            p.odt = KTORCH_F32;
            KTEST_OK(run_lib(ref, &p, KTORCH_ATTENTION_REFERENCE, o, l));
            p.odt = odt;
        }
        to_double(o, r, n);
        to_double(l, rl, nl);
        for (isa = 0; isa < NISA; isa++) {
            ktorch_context *ctx = ctx_make(isa_names[isa], 2);
            if (!ctx) continue;
            KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, fo, fl));
            KTEST_CHECKF(close_enough(fo, r, n, p.dt, p.odt, &err), "config %d isa %s: error %g", ci, isa_names[isa], err);
            KTEST_CHECKF(lse_close(fl, rl, nl, 1e-5), "config %d isa %s: LSE differs", ci, isa_names[isa]);
            ktorch_context_destroy(ctx);
        }
        free(o); free(l); free(fo); free(fl); free(r); free(rl);
        prob_free(&p);
    }
    ktorch_context_destroy(ref);
}

/* Rows that see no key: 0 and -inf (window before the first key, empty
   bool-mask rows, additive rows of -inf). */
static void test_empty_rows(void) {
    int isa, var;
    for (isa = 0; isa < NISA; isa++) {
        ktorch_context *ctx = ctx_make(isa_names[isa], 2);
        if (!ctx) continue;
        for (var = KTORCH_ATTENTION_REFERENCE; var <= KTORCH_ATTENTION_FLASH; var++) {
            prob p;
            float o[2 * 20 * 8], l[2 * 20];
            int i, e, bad = 0;
            memset(&p, 0, sizeof p);
            /* causal with Nq > Nk: rows i < Nq - Nk see nothing */
            p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 20; p.Nk = 7; p.D = 8; p.Dv = 8;
            p.dt = p.odt = KTORCH_F32;
            p.causal = 1;
            p.mask_kind = 1; p.mask_b1 = 1; p.mask_h1 = 1;
            prob_init(&p, 31);
            for (e = 0; e < 20 * 7; e++) { /* all visible but row 15 */
                p.mask[e] = e / 7 != 15;
                ((unsigned char *)p.mb)[e] = (unsigned char)(e / 7 != 15);
            }
            KTEST_OK(run_lib(ctx, &p, (ktorch_attention_variant)var, o, l));
            for (i = 0; i < 40; i++) {
                int r = i % 20, empty = r < 13 || r == 15;
                if (empty) {
                    for (e = 0; e < 8; e++)
                        if (o[i * 8 + e] != 0.0f) bad++;
                    if (l[i] != -INFINITY) bad++;
                } else if (!(l[i] > -INFINITY)) {
                    bad++;
                }
            }
            KTEST_CHECKF(bad == 0, "isa %s variant %d: %d bad values in empty rows", isa_names[isa], var, bad);
            prob_free(&p);
            /* additive mask: a row of -inf is empty too */
            memset(&p, 0, sizeof p);
            p.B = 1; p.Hq = 1; p.Hk = 1; p.Nq = 5; p.Nk = 70; p.D = 8; p.Dv = 8;
            p.dt = p.odt = KTORCH_F32;
            p.mask_kind = 2; p.mask_b1 = 1; p.mask_h1 = 1;
            prob_init(&p, 32);
            for (e = 0; e < 70; e++) {
                p.mask[2 * 70 + e] = -INFINITY;
                ((float *)p.mb)[2 * 70 + e] = -INFINITY;
            }
            KTEST_OK(run_lib(ctx, &p, (ktorch_attention_variant)var, o, l));
            bad = 0;
            for (e = 0; e < 8; e++)
                if (o[2 * 8 + e] != 0.0f) bad++;
            KTEST_CHECKF(bad == 0 && l[2] == -INFINITY && l[1] > -INFINITY, "isa %s variant %d: additive -inf row", isa_names[isa], var);
            prob_free(&p);
        }
        ktorch_context_destroy(ctx);
    }
}

/* Scores near the f32 range: a huge scale or huge q.k that still fit in f32
   give the reference's result on every kernel set; q.k past FLT_MAX is the
   documented limit of the f32 paths (NaN rows). */
static void test_score_range(void) {
    enum { N = 70, D = 8 };
    static const float cases[4][3] = {{1, 1, 1e30f}, {1, 1, 1e38f}, {1e18f, 1e18f, 0}, {1e10f, 1e10f, 1e10f}};
    float q[N * D], k[N * D], v[N * D], o[2][N * D], l[2][N];
    int64_t shape[4] = {1, 1, N, D}, lshape[3] = {1, 1, N};
    ktorch_tensor tq, tk, tv, to[2], tl[2];
    ktorch_attention_params p;
    int isa, c, var, i;
    ktest_rng r = ktest_rng_make(41);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, q, ktorch_cpu(), &tq));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, k, ktorch_cpu(), &tk));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, v, ktorch_cpu(), &tv));
    for (var = 0; var < 2; var++) {
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, o[var], ktorch_cpu(), &to[var]));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, lshape, NULL, l[var], ktorch_cpu(), &tl[var]));
    }
    for (isa = 0; isa < NISA; isa++) {
        ktorch_context *ctx = ctx_make(isa_names[isa], 2);
        if (!ctx) continue;
        for (c = 0; c < 4; c++) {
            double md = 0, mr = 0;
            int lbad = 0;
            r = ktest_rng_make(41);
            for (i = 0; i < N * D; i++) {
                q[i] = cases[c][0] * (float)ktest_normal(&r);
                k[i] = cases[c][1] * (float)ktest_normal(&r);
                v[i] = (float)ktest_normal(&r);
            }
            for (var = 0; var < 2; var++) {
                memset(&p, 0, sizeof p);
                p.scale = cases[c][2];
                p.lse = &tl[var];
                p.variant = var ? KTORCH_ATTENTION_FLASH : KTORCH_ATTENTION_REFERENCE;
                KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to[var], &p));
            }
            for (i = 0; i < N * D; i++) {
                double d = fabs((double)o[1][i] - o[0][i]);
                if (!(d <= md)) md = d;
                if (fabs(o[0][i]) > mr) mr = fabs(o[0][i]);
            }
            for (i = 0; i < N; i++)
                if (!(l[1][i] == l[0][i] || fabs((double)l[1][i] - l[0][i]) <= 1e-5 * fabs(l[0][i]))) lbad++;
            KTEST_CHECKF(md <= 1e-5 * mr && lbad == 0, "isa %s case %d: max|o-r| %g (max|r| %g), %d LSEs differ", isa_names[isa], c, md, mr, lbad);
        }
        /* every score past FLT_MAX: flash gives NaN rows, the f64 reference does not */
        for (i = 0; i < N * D; i++) q[i] = k[i] = 1e20f;
        for (var = 0; var < 2; var++) {
            memset(&p, 0, sizeof p);
            p.variant = var ? KTORCH_ATTENTION_FLASH : KTORCH_ATTENTION_REFERENCE;
            KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to[var], &p));
        }
        for (c = 0, i = 0; i < N * D; i++) c += o[1][i] != o[1][i] && o[0][i] == o[0][i];
        KTEST_CHECKF(c == N * D, "isa %s: %d of %d outputs NaN where q.k overflows", isa_names[isa], c, N * D);
        ktorch_context_destroy(ctx);
    }
}

/* NaN propagation, the same on every kernel set and in both variants: a NaN
   in q_i reaches row i; in k_j every row that sees key j; in an additive
   mask entry (i, j) row i; in v_j element e of the rows that see j (the
   reference never reads a hidden key's value; flash may, see ktorch.h). */
static void test_nan_propagation(void) {
    enum { N = 6, D = 4 };
    float q[N * D], k[N * D], v[N * D], o[N * D], m[N * N];
    unsigned char bm[N * N];
    int64_t sh[4] = {1, 1, N, D}, ms[4] = {1, 1, N, N};
    ktorch_tensor tq, tk, tv, to, tm, tb;
    ktorch_attention_params p;
    int isa, var, where, i, r;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, q, ktorch_cpu(), &tq));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, k, ktorch_cpu(), &tk));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, v, ktorch_cpu(), &tv));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, sh, NULL, o, ktorch_cpu(), &to));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, ms, NULL, m, ktorch_cpu(), &tm));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, ms, NULL, bm, ktorch_cpu(), &tb));
    for (isa = 0; isa < NISA; isa++) {
        ktorch_context *ctx = ctx_make(isa_names[isa], 1);
        if (!ctx) continue;
        for (var = 0; var < 2; var++)
            for (where = 0; where < 4; where++) {
                int bad = 0;
                for (i = 0; i < N * D; i++) {
                    q[i] = (float)((i * 7) % 5) * 0.3f - 0.5f;
                    k[i] = (float)((i * 3) % 7) * 0.2f - 0.6f;
                    v[i] = (float)(i % 9) - 4;
                }
                for (i = 0; i < N * N; i++) {
                    bm[i] = i != 2 * N + 1; /* query 2 does not see key 1 */
                    m[i] = bm[i] ? 0.0f : -INFINITY;
                }
                if (where == 0) q[2 * D + 1] = NAN;
                if (where == 1) k[1 * D + 2] = NAN;
                if (where == 2) v[1 * D + 3] = NAN;
                if (where == 3) m[3 * N + 4] = NAN;
                memset(&p, 0, sizeof p);
                p.variant = var ? KTORCH_ATTENTION_FLASH : KTORCH_ATTENTION_REFERENCE;
                p.mask = where == 3 ? &tm : &tb;
                KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &p));
                for (r = 0; r < N; r++)
                    for (i = 0; i < D; i++) {
                        int nan = o[r * D + i] != o[r * D + i], want;
                        if (where == 0) want = r == 2;
                        else if (where == 1) want = r != 2;
                        else if (where == 3) want = r == 3;
                        else if (r == 2 && var) continue; /* hidden value: not specified for flash */
                        else want = r != 2 && i == 3;
                        bad += nan != want;
                    }
                KTEST_CHECKF(bad == 0, "isa %s variant %d NaN site %d: %d outputs differ from the rule", isa_names[isa], var, where, bad);
            }
        ktorch_context_destroy(ctx);
    }
}

/* The vector soft-cap's tanh against libm's (double) over [-12, 12] and at
   its edges, through each ISA's score transform with cap 1. Largest relative
   error measured, the final log2(e) product's rounding included: 2.4e-7 with
   AVX2, AVX-512 and NEON (at 0.6377, the exponential branch), 2.0e-7 with
   the scalar kernel's tanhf. */
static void test_softcap_tanh(void) {
    int isa;
    for (isa = 0; isa < NISA; isa++) {
        ktorch_context *ctx = ctx_make(isa_names[isa], 1);
        static const float edges[16] = {0.625f, -0.625f, 0.62499994f, 0.62500006f, 1e-30f, -1e-38f, 1e-45f, 0.0f,
                                        10.0f, -10.0f, 9.999999f, 1e30f, -3e38f, 1e-3f, 0.3f, 5.5f};
        static float buf[64 * HOOK_ATTN_BC + 16], in[64 * HOOK_ATTN_BC];
        float *st = (float *)(((uintptr_t)buf + 63) & ~(uintptr_t)63);
        double worst = 0, at = 0;
        int i, n, bad = 0;
        long t, total = 0;
        if (!ctx) continue;
        n = hook_attn_softcap(ctx, NULL, 0) * HOOK_ATTN_BC;
        for (t = 0; t < 240000; t += n) {
            for (i = 0; i < n; i++) {
                long k = t + i;
                /* a sweep of step 1e-4, then the branch edge, tiny and huge values */
                st[i] = k < 240000 - 64 ? (float)(-12.0 + 1e-4 * (double)k) : edges[k % 16];
            }
            {
                memcpy(in, st, (size_t)n * 4);
                hook_attn_softcap(ctx, st, HOOK_ATTN_BC);
                for (i = 0; i < n; i++) {
                    double want = tanh((double)in[i]), got = st[i] / T_LOG2E;
                    double e = fabs(got - want) / (fabs(want) > FLT_MIN ? fabs(want) : FLT_MIN); /* subnormal results: absolute */
                    if (!(e <= 3e-7)) bad++;
                    if (e > worst) { worst = e; at = in[i]; }
                }
            }
            total += n;
        }
        /* NaN stays NaN, infinities give +-cap */
        st[0] = NAN; st[1] = INFINITY; st[2] = -INFINITY;
        hook_attn_softcap(ctx, st, 1);
        KTEST_CHECKF(st[0] != st[0] && st[1] == (float)T_LOG2E && st[2] == -(float)T_LOG2E, "isa %s: tanh(NaN, +-inf) = %g %g %g",
                     isa_names[isa], st[0], st[1], st[2]);
        KTEST_CHECKF(bad == 0, "isa %s: %d of %ld tanh values off by more than 3e-7 (worst %.3g at %.9g)", isa_names[isa], bad, total, worst, at);
        if (getenv("KTEST_VERBOSE")) printf("  tanh %s: max relative error %.3g at %.9g\n", isa_names[isa], worst, at);
        ktorch_context_destroy(ctx);
    }
}

/* The per-tile transforms at tile edges: N not a multiple of any tile,
   GQA with ALiBi, soft-cap on large scores (the exponential branch of the
   vector tanh), boolean masks with a fully masked tile and fully masked
   rows (output 0, LSE -inf), additive masks with -inf entries, rows and
   blocks, in f32 and bf16 and through a strided view; against the test's
   own f64 attention under every ISA. */
static void test_variant_tiles(void) {
    int kind, isa;
    for (kind = 0; kind < 4; kind++) { /* bool, additive f32, additive bf16, additive f32 as a key-major view */
        prob p;
        size_t n, nl, i;
        float *o, *l;
        double *r, *rl, err;
        void *tbuf = NULL;
        int b, h, qi, kj, empty[2] = {70, 71};
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 4; p.Hk = 2; p.Nq = 150; p.Nk = 203; p.D = 40; p.Dv = 24;
        p.dt = p.odt = KTORCH_F32;
        p.scale = 1.0f;
        p.softcap = 4.0f;
        p.alibi = 1;
        p.mask_kind = kind == 0 ? 1 : kind == 2 ? 3 : 2;
        p.mask_b1 = 1;
        p.mask_h1 = kind == 3;
        prob_init(&p, 300 + (unsigned)kind);
        for (b = 0; b < (p.mask_h1 ? 1 : p.Hq); b++)
            for (qi = 0; qi < p.Nq; qi++)
                for (kj = 0; kj < p.Nk; kj++) {
                    size_t at = ((size_t)b * p.Nq + qi) * p.Nk + kj;
                    int hide = (qi < 64 && kj >= 64 && kj < 128) || qi == empty[0] || qi == empty[1] || (qi >= 64 && qi < 128 && kj < 64);
                    if (!hide) continue;
                    p.mask[at] = kind == 0 ? 0.0f : -INFINITY;
                    if (kind == 0) ((unsigned char *)p.mb)[at] = 0;
                    else t_store(p.mask_kind == 3 ? KTORCH_BF16 : KTORCH_F32, (char *)p.mb + at * esz(p.mask_kind == 3 ? KTORCH_BF16 : KTORCH_F32), -INFINITY);
                }
        if (kind == 3) { /* the same logical mask stored key-major, seen through strides */
            int64_t shape[4] = {1, 1, p.Nq, p.Nk}, stride[4];
            float *tb = (float *)malloc((size_t)p.Nq * p.Nk * 4);
            for (qi = 0; qi < p.Nq; qi++)
                for (kj = 0; kj < p.Nk; kj++) tb[(size_t)kj * p.Nq + qi] = p.mask[(size_t)qi * p.Nk + kj];
            stride[0] = (int64_t)p.Nq * p.Nk; stride[1] = stride[0]; stride[2] = 1; stride[3] = p.Nq;
            KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, stride, tb, ktorch_cpu(), &p.tm));
            tbuf = tb;
        }
        n = (size_t)p.B * p.Hq * p.Nq * p.Dv;
        nl = (size_t)p.B * p.Hq * p.Nq;
        o = (float *)malloc(n * 4); l = (float *)malloc(nl * 4);
        r = (double *)malloc(n * 8); rl = (double *)malloc(nl * 8);
        naive(&p, r, rl);
        for (isa = 0; isa < NISA; isa++) {
            ktorch_context *ctx = ctx_make(isa_names[isa], 2);
            int bad = 0;
            if (!ctx) continue;
            KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, l));
            KTEST_CHECKF(close_enough(o, r, n, p.dt, p.odt, &err), "mask kind %d isa %s: error %g", kind, isa_names[isa], err);
            KTEST_CHECKF(lse_close(l, rl, nl, 1e-5), "mask kind %d isa %s: LSE differs", kind, isa_names[isa]);
            for (h = 0; h < p.Hq; h++)
                for (qi = 0; qi < 2; qi++) {
                    size_t row = (size_t)h * p.Nq + (size_t)empty[qi];
                    for (i = 0; i < (size_t)p.Dv; i++) bad += o[row * p.Dv + i] != 0.0f;
                    bad += l[row] != -INFINITY;
                }
            KTEST_CHECKF(bad == 0, "mask kind %d isa %s: %d bad values in fully masked rows", kind, isa_names[isa], bad);
            ktorch_context_destroy(ctx);
        }
        free(o); free(l); free(r); free(rl); free(tbuf);
        prob_free(&p);
    }
}

/* Bitwise identical results for 1, 2 and 3 threads, per ISA. */
static void test_thread_determinism(void) {
    int isa, th, ci;
    static const int which[] = {1, 11, 14, 16};
    for (isa = 0; isa < NISA; isa++)
        for (ci = 0; ci < 4; ci++) {
            prob p;
            float *o[3], *l[3];
            size_t n, nl;
            int ok = 1;
            ktorch_context *probe = ctx_make(isa_names[isa], 1);
            if (!probe) continue;
            ktorch_context_destroy(probe);
            prob_from_cfg(&p, &cfgs[which[ci]]);
            prob_init(&p, 300 + ci);
            n = (size_t)p.B * p.Hq * p.Nq * p.Dv;
            nl = (size_t)p.B * p.Hq * p.Nq;
            for (th = 0; th < 3; th++) {
                ktorch_context *ctx = ctx_make(isa_names[isa], th + 1);
                o[th] = (float *)malloc(n * 4);
                l[th] = (float *)malloc(nl * 4);
                KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o[th], l[th]));
                ktorch_context_destroy(ctx);
                if (th && (memcmp(o[th], o[0], n * 4) || memcmp(l[th], l[0], nl * 4))) ok = 0;
            }
            KTEST_CHECKF(ok, "isa %s config %d: output depends on the thread count", isa_names[isa], which[ci]);
            for (th = 0; th < 3; th++) {
                free(o[th]);
                free(l[th]);
            }
            prob_free(&p);
        }
}

/* Split the keys in two, attend to each half with LSE, merge: equals the whole. */
static void test_merge(void) {
    ktorch_context *ctx = ctx_make(NULL, 2);
    prob p;
    ktorch_tensor k1, k2, v1, v2, oa, ob, ow, la, lb, lw;
    float *a, *b, *w, *fla, *flb, *flw;
    int64_t os[4], ls[3];
    ktorch_attention_params prm;
    size_t n, nl, i;
    double *r, err;
    memset(&p, 0, sizeof p);
    p.B = 2; p.Hq = 4; p.Hk = 2; p.Nq = 23; p.Nk = 150; p.D = 64; p.Dv = 48;
    p.dt = p.odt = KTORCH_F32;
    p.bnhd = 1;
    prob_init(&p, 41);
    n = (size_t)2 * 4 * 23 * 48;
    nl = (size_t)2 * 4 * 23;
    a = (float *)malloc(n * 4); b = (float *)malloc(n * 4); w = (float *)malloc(n * 4);
    fla = (float *)malloc(nl * 4); flb = (float *)malloc(nl * 4); flw = (float *)malloc(nl * 4);
    r = (double *)malloc(n * 8);
    os[0] = 2; os[1] = 4; os[2] = 23; os[3] = 48;
    ls[0] = 2; ls[1] = 4; ls[2] = 23;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, os, NULL, a, ktorch_cpu(), &oa));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, os, NULL, b, ktorch_cpu(), &ob));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, os, NULL, w, ktorch_cpu(), &ow));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, ls, NULL, fla, ktorch_cpu(), &la));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, ls, NULL, flb, ktorch_cpu(), &lb));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, ls, NULL, flw, ktorch_cpu(), &lw));
    KTEST_OK(ktorch_tensor_slice(&p.tk, 2, 0, 61, 1, &k1));
    KTEST_OK(ktorch_tensor_slice(&p.tk, 2, 61, 150, 1, &k2));
    KTEST_OK(ktorch_tensor_slice(&p.tv, 2, 0, 61, 1, &v1));
    KTEST_OK(ktorch_tensor_slice(&p.tv, 2, 61, 150, 1, &v2));
    memset(&prm, 0, sizeof prm);
    prm.lse = &lw;
    KTEST_OK(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &ow, &prm));
    prm.lse = &la;
    KTEST_OK(ktorch_attention(ctx, &p.tq, &k1, &v1, &oa, &prm));
    prm.lse = &lb;
    KTEST_OK(ktorch_attention(ctx, &p.tq, &k2, &v2, &ob, &prm));
    /* merge in place into a */
    KTEST_OK(ktorch_attention_merge(ctx, &oa, &la, &ob, &lb, &oa, &la));
    to_double(w, r, n);
    err = ktest_max_rel(a, r, n);
    KTEST_CHECKF(err <= 1e-5, "merged halves differ from the whole: %g", err);
    for (i = 0; i < nl; i++)
        if (!(fabs(fla[i] - flw[i]) <= 1e-5 * (fabs(flw[i]) > 1 ? fabs(flw[i]) : 1))) break;
    KTEST_CHECKF(i == nl, "merged LSE differs at %d: %g vs %g", (int)i, i < nl ? fla[i] : 0, i < nl ? flw[i] : 0);
    /* two empty partials: 0 and -inf; empty + full = full */
    for (i = 0; i < nl; i++) fla[i] = flb[i] = -INFINITY;
    for (i = 0; i < n; i++) a[i] = b[i] = 0;
    KTEST_OK(ktorch_attention_merge(ctx, &oa, &la, &ob, &lb, &ow, &lw));
    for (i = 0; i < n; i++)
        if (w[i] != 0) break;
    KTEST_CHECK(i == n);
    for (i = 0; i < nl; i++)
        if (flw[i] != -INFINITY) break;
    KTEST_CHECK(i == nl);
    /* bad arguments */
    KTEST_STATUS(ktorch_attention_merge(ctx, &oa, &oa, &ob, &lb, &ow, &lw), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_merge(NULL, &oa, &la, &ob, &lb, &ow, &lw), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention_merge(ctx, &oa, &la, &ob, &lb, &p.tq, &lw), KTORCH_INVALID_ARGUMENT);
    free(a); free(b); free(w); free(fla); free(flb); free(flw); free(r);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* Test of the tests: the comparisons reject a planted error, an unwritten
   (poisoned) element and a wrong empty row. */
static void test_planted_errors(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    prob p;
    float *o, l[2 * 33];
    double *r, rl[2 * 33], err;
    size_t n;
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 2; p.Nq = 33; p.Nk = 40; p.D = 32; p.Dv = 32;
    p.dt = p.odt = KTORCH_F32;
    prob_init(&p, 51);
    n = (size_t)2 * 33 * 32;
    o = (float *)malloc(n * 4);
    r = (double *)malloc(n * 8);
    naive(&p, r, rl);
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, l));
    KTEST_CHECK(close_enough(o, r, n, KTORCH_F32, KTORCH_F32, &err));
    KTEST_CHECK(lse_close(l, rl, 66, 1e-5));
    o[100] += 3e-5f; /* one element off by a little over the f32 tolerance */
    KTEST_CHECK(!close_enough(o, r, n, KTORCH_F32, KTORCH_F32, &err));
    o[100] -= 3e-5f;
    KTEST_CHECK(close_enough(o, r, n, KTORCH_BF16, KTORCH_F32, &err));
    { /* an NMSE of ~2e-4 fails the bf16 bound, ~2e-5 fails f16 */
        size_t i;
        float *q = (float *)malloc(n * 4);
        for (i = 0; i < n; i++) q[i] = (float)(r[i] * (1 + ((i & 1) ? 0.015 : -0.015)));
        KTEST_CHECK(!close_enough(q, r, n, KTORCH_BF16, KTORCH_F32, &err));
        for (i = 0; i < n; i++) q[i] = (float)(r[i] * (1 + ((i & 1) ? 0.005 : -0.005)));
        KTEST_CHECK(!close_enough(q, r, n, KTORCH_F16, KTORCH_F32, &err));
        KTEST_CHECK(close_enough(q, r, n, KTORCH_BF16, KTORCH_F32, &err));
        free(q);
    }
    {   /* poison: 0xFF bytes are NaN and must fail */
        float nan_bits;
        memset(&nan_bits, 0xFF, 4);
        o[7] = nan_bits;
        KTEST_CHECK(!close_enough(o, r, n, KTORCH_BF16, KTORCH_F32, &err));
        KTEST_CHECK(!close_enough(o, r, n, KTORCH_F32, KTORCH_F32, &err));
    }
    l[3] += 1e-3f;
    KTEST_CHECK(!lse_close(l, rl, 66, 1e-5));
    l[3] = -INFINITY;
    KTEST_CHECK(!lse_close(l, rl, 66, 1e-5));
    free(o); free(r);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

static void test_bad_arguments(void) {
    ktorch_context *ctx = ctx_make(NULL, 1);
    prob p;
    ktorch_tensor to, t3, tl, bad;
    float *ob = (float *)malloc(sizeof(float) * 2 * 10 * 16), lb[2 * 10];
    int64_t os[4] = {1, 2, 10, 16}, ls[3] = {1, 2, 10}, ms[4] = {1, 2, 10, 12};
    ktorch_attention_params a;
    float slopes[2] = {1, NAN};
    unsigned char mb[2 * 10 * 12];
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 10; p.Nk = 11; p.D = 8; p.Dv = 16;
    p.dt = p.odt = KTORCH_F32;
    prob_init(&p, 61);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, os, NULL, ob, ktorch_cpu(), &to));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, ls, NULL, lb, ktorch_cpu(), &tl));
    memset(&a, 0, sizeof a);
    KTEST_OK(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a));
    KTEST_OK(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, NULL));
    KTEST_STATUS(ktorch_attention(NULL, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention(ctx, NULL, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, NULL, &a), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tq, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT); /* v rows != k rows */
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tk, &to, &a), KTORCH_INVALID_ARGUMENT); /* out Dv != v Dv */
    {
        int64_t s3[3] = {2, 10, 8};
        KTEST_OK(ktorch_tensor_reshape(&p.tq, 3, s3, &t3));
        KTEST_STATUS(ktorch_attention(ctx, &t3, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    }
    bad = p.tk; /* dtype mismatch */
    bad.dtype = KTORCH_F16;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &bad, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    bad = p.tq;
    bad.dtype = KTORCH_I32;
    KTEST_STATUS(ktorch_attention(ctx, &bad, &p.tk, &p.tv, &to, &a), KTORCH_UNSUPPORTED);
    bad = to;
    bad.dtype = KTORCH_I32;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &bad, &a), KTORCH_UNSUPPORTED);
    { /* Hq % Hk: 2 query heads, 3 kv heads */
        ktorch_tensor k3 = p.tk, v3 = p.tv;
        k3.shape[1] = 3; k3.stride[1] = 0;
        v3.shape[1] = 3; v3.stride[1] = 0;
        KTEST_STATUS(ktorch_attention(ctx, &p.tq, &k3, &v3, &to, &a), KTORCH_INVALID_ARGUMENT);
    }
    a.window_flags = KTORCH_WINDOW_LEFT;
    a.window_left = -1;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.window_flags = 8;
    a.window_left = 0;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    memset(&a, 0, sizeof a);
    a.scale = INFINITY;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.scale = 0;
    a.softcap = -1;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.softcap = 0;
    a.alibi_slopes = slopes;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.alibi_slopes = NULL;
    a.variant = (ktorch_attention_variant)7;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.variant = KTORCH_ATTENTION_AUTO;
    /* mask: wrong Nk, wrong dtype, broadcast shapes fine */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BOOL, 4, ms, NULL, mb, ktorch_cpu(), &bad));
    a.mask = &bad;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    ms[3] = 11;
    ms[1] = 1;
    memset(mb, 1, sizeof mb);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BOOL, 4, ms, NULL, mb, ktorch_cpu(), &bad));
    KTEST_OK(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_I32, 4, ms, NULL, ob, ktorch_cpu(), &bad));
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    ms[1] = 3;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BOOL, 4, ms, NULL, ob, ktorch_cpu(), &bad));
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.mask = NULL;
    /* lse: dtype and shape */
    a.lse = &to;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    bad = tl;
    bad.dtype = KTORCH_F16;
    a.lse = &bad;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a), KTORCH_INVALID_ARGUMENT);
    a.lse = &tl;
    KTEST_OK(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &to, &a));
    a.lse = NULL;
    /* devices: a tensor claiming to live on a GPU; no backend registered */
    bad = to;
    bad.device.backend = KTORCH_BACKEND_CUDA;
    KTEST_STATUS(ktorch_attention(ctx, &p.tq, &p.tk, &p.tv, &bad, &a), KTORCH_INVALID_ARGUMENT);
    {
        ktorch_tensor q2 = p.tq, k2 = p.tk, v2 = p.tv;
        q2.device.backend = k2.device.backend = v2.device.backend = KTORCH_BACKEND_CUDA;
        KTEST_STATUS(ktorch_attention(ctx, &q2, &k2, &v2, &bad, &a), KTORCH_BACKEND_UNAVAILABLE);
    }
    free(ob);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* With AVX512-BF16, bf16 inputs take the vdpbf16ps path and say so in the log. */
static char log_last[512];
static void log_capture(ktorch_log_level level, const char *msg, void *user) {
    (void)level;
    (void)user;
    if (strstr(msg, "ktorch_attention")) snprintf(log_last, sizeof log_last, "%s", msg);
}
static void test_bf16_path_reported(void) {
    ktorch_context_desc d;
    ktorch_context *ctx = NULL;
    prob p;
    float o[2 * 40 * 32];
    memset(&d, 0, sizeof d);
    d.logger.func = log_capture;
    if (ktorch_context_create(&d, &ctx) != KTORCH_OK) KTEST_SKIP("no context");
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 40; p.Nk = 50; p.D = 64; p.Dv = 32;
    p.dt = KTORCH_BF16; p.odt = KTORCH_F32;
    prob_init(&p, 71);
    log_last[0] = 0;
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, NULL));
    KTEST_CHECKF(strstr(log_last, "flash path") != NULL, "log: '%s'", log_last);
    switch (hook_cpu_bf16_path(ctx)) {
    case 2: KTEST_CHECKF(strstr(log_last, "amx kernels") != NULL && strstr(log_last, "tdpbf16ps") != NULL, "log: '%s'", log_last); break;
    case 1: KTEST_CHECKF(strstr(log_last, "vdpbf16ps") != NULL && strstr(log_last, "AMX not used: ") != NULL, "log: '%s'", log_last); break;
    case 0: KTEST_CHECK(strstr(log_last, "vdpbf16ps") == NULL); break;
    default: break; /* not x86 */
    }
    if (getenv("KTEST_VERBOSE")) printf("  %s\n", log_last);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* NULL where desc.cpu_isa "amx" gives a context, else the reason, the same
   for every AMX test (one skip line). */
static const char *amx_missing(void) {
    static char why[600];
    ktorch_context *c;
    if (why[0]) return why;
    if ((c = ctx_make("amx", 1)) != NULL) {
        ktorch_context_destroy(c);
        return NULL;
    }
    snprintf(why, sizeof why, "no AMX: %s", ktorch_last_error());
    return why;
}
/* "amx" is offered where the CPU and the OS give AMX tiles (and is then the
   default), refused with the reason elsewhere. */
static void test_amx_offered(void) {
    const char *why = amx_missing();
    ktorch_context *amx, *def, *avx;
    if (why) {
        KTEST_CHECKF(strstr(why, "ISA 'amx' is unavailable: ") != NULL, "%s", why);
        def = ctx_make(NULL, 1);
        KTEST_CHECK(strcmp(ktorch_cpu_isa(def), "amx") != 0 && ktorch_cpu_amx_unavailable(def) != NULL);
        ktorch_context_destroy(def);
        KTEST_SKIP(why);
    }
    amx = ctx_make("amx", 1);
    def = ctx_make(NULL, 1);
    avx = ctx_make("avx512", 1);
    KTEST_CHECK(amx && strcmp(ktorch_cpu_isa(amx), "amx") == 0 && ktorch_cpu_amx_unavailable(amx) == NULL);
    KTEST_CHECK(strcmp(ktorch_cpu_isa(def), "amx") == 0);
    KTEST_CHECK(avx && strcmp(ktorch_cpu_isa(avx), "avx512") == 0 && ktorch_cpu_amx_unavailable(avx) != NULL);
    ktorch_context_destroy(amx);
    ktorch_context_destroy(def);
    ktorch_context_destroy(avx);
}

/* The AMX path reads every packed K and V element: one element changed in
   the library's copy only (first or last key, first or last dim; the last
   key tile holds 13 keys, under one 32-key chunk) is seen. */
static void test_amx_planted(void) {
    static const int where[4][2] = {{0, 0}, {76, 63}, {76, 0}, {0, 63}};
    ktorch_context *ctx = ctx_make("amx", 2);
    prob p;
    float *o;
    double *r, rl[2 * 70], err;
    size_t n;
    int w, kv;
    if (!ctx) KTEST_SKIP(amx_missing());
    memset(&p, 0, sizeof p);
    p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 70; p.Nk = 77; p.D = 64; p.Dv = 64;
    p.dt = KTORCH_BF16; p.odt = KTORCH_F32;
    prob_init(&p, 61);
    n = (size_t)2 * 70 * 64;
    o = (float *)malloc(n * 4);
    r = (double *)malloc(n * 8);
    naive(&p, r, rl);
    KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, NULL));
    KTEST_CHECKF(close_enough(o, r, n, p.dt, p.odt, &err), "unplanted: error %g", err);
    for (kv = 0; kv < 2; kv++)
        for (w = 0; w < 4; w++) {
            char *buf = (char *)(kv ? p.vb : p.kb);
            const float *logical = kv ? p.v : p.k;
            size_t at = loff(0, 1, 77, 64, 0, 0, where[w][0], where[w][1]);
            t_store(p.dt, buf + at * 2, logical[at] + 64.0f);
            KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, NULL));
            KTEST_CHECKF(!close_enough(o, r, n, p.dt, p.odt, &err), "%s[%d][%d] + 64 not seen (error %g)", kv ? "v" : "k", where[w][0], where[w][1], err);
            t_store(p.dt, buf + at * 2, logical[at]);
        }
    free(o);
    free(r);
    prob_free(&p);
    ktorch_context_destroy(ctx);
}

/* Without a mask the AMX path issues the next key tile's QK^T between the
   softmax vectors; a boolean mask that hides nothing takes the plain order.
   Both must give bitwise the same output and LSE (four key tiles, the last
   of 8 keys; dense and causal), and match the f64 reference. */
static void test_amx_pipeline(void) {
    ktorch_context *ctx = ctx_make("amx", 2);
    prob p;
    float *o[2], *l[2];
    double *r, *rl, err;
    size_t n, nl, j;
    int causal, pass;
    if (!ctx) KTEST_SKIP(amx_missing());
    for (causal = 0; causal < 2; causal++) {
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 70; p.Nk = 200; p.D = 64; p.Dv = 64;
        p.dt = KTORCH_BF16; p.odt = KTORCH_F32; p.causal = causal;
        p.mask_kind = 1; p.mask_b1 = 1; p.mask_h1 = 1;
        prob_init(&p, 67 + causal);
        for (j = 0; j < (size_t)p.Nq * p.Nk; j++) {
            p.mask[j] = 1.0f;
            ((unsigned char *)p.mb)[j] = 1;
        }
        n = (size_t)2 * 70 * 64;
        nl = (size_t)2 * 70;
        r = (double *)malloc(n * 8);
        rl = (double *)malloc(nl * 8);
        naive(&p, r, rl);
        for (pass = 0; pass < 2; pass++) { /* with the all-true mask, then without a mask */
            o[pass] = (float *)malloc(n * 4);
            l[pass] = (float *)malloc(nl * 4);
            p.mask_kind = pass ? 0 : 1;
            KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o[pass], l[pass]));
            KTEST_CHECKF(close_enough(o[pass], r, n, p.dt, p.odt, &err), "causal %d, %s: error %g", causal, pass ? "no mask" : "mask", err);
            KTEST_CHECKF(lse_close(l[pass], rl, nl, 1e-3), "causal %d, %s: LSE differs", causal, pass ? "no mask" : "mask");
        }
        KTEST_CHECKF(memcmp(o[0], o[1], n * 4) == 0 && memcmp(l[0], l[1], nl * 4) == 0, "causal %d: the two orders differ", causal);
        for (pass = 0; pass < 2; pass++) {
            free(o[pass]);
            free(l[pass]);
        }
        free(r);
        free(rl);
        prob_free(&p);
    }
    ktorch_context_destroy(ctx);
}

/* NaN on AMX tiles, as test_nan_propagation rules it: a NaN in q_i reaches
   row i only, a NaN in k_j every row (dense), also where key j is neither
   the first nor the last of its tile (the weights' exp2 must pass it). */
static void test_amx_nan(void) {
    ktorch_context *ctx = ctx_make("amx", 2);
    int where;
    if (!ctx) KTEST_SKIP(amx_missing());
    for (where = 0; where < 2; where++) {
        prob p;
        const size_t n = (size_t)70 * 32;
        float *o = (float *)malloc(n * 4);
        int r, e, bad = 0;
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 1; p.Hk = 1; p.Nq = 70; p.Nk = 70; p.D = 32; p.Dv = 32;
        p.dt = KTORCH_BF16; p.odt = KTORCH_F32;
        prob_init(&p, 111 + where);
        if (where == 0) t_store(p.dt, (char *)p.qb + (2 * 32 + 1) * 2, NAN);
        else t_store(p.dt, (char *)p.kb + (5 * 32 + 2) * 2, NAN);
        KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o, NULL));
        for (r = 0; r < 70; r++)
            for (e = 0; e < 32; e++) {
                const int nan = o[r * 32 + e] != o[r * 32 + e], want = where == 1 || r == 2;
                bad += nan != want;
            }
        KTEST_CHECKF(bad == 0, "NaN in %s: %d outputs differ from the rule", where ? "k" : "q", bad);
        free(o);
        prob_free(&p);
    }
    ktorch_context_destroy(ctx);
}

/* p (its mask all true) without the mask on 1 and 3 threads, then with it
   on 3 threads: each against the f64 reference r / rl, the first two
   bitwise equal, the third bitwise equal to them or `third` is the failure. */
static void amx_three_runs(ktorch_context *c1, ktorch_context *c3, prob *p, const double *r, const double *rl, size_t n, size_t nl,
                           const char *what, int v, const char *third) {
    float *o[3], *l[3];
    double err;
    int pass;
    for (pass = 0; pass < 3; pass++) {
        o[pass] = (float *)malloc(n * 4);
        l[pass] = (float *)malloc(nl * 4);
        p->mask_kind = pass == 2;
        KTEST_OK(run_lib(pass ? c3 : c1, p, KTORCH_ATTENTION_FLASH, o[pass], l[pass]));
        KTEST_CHECKF(close_enough(o[pass], r, n, p->dt, p->odt, &err), "%s %d, pass %d: error %g", what, v, pass, err);
        KTEST_CHECKF(lse_close(l[pass], rl, nl, 1e-3), "%s %d, pass %d: LSE differs", what, v, pass);
    }
    KTEST_CHECKF(memcmp(o[0], o[1], n * 4) == 0 && memcmp(l[0], l[1], nl * 4) == 0, "%s %d: output depends on the thread count", what, v);
    KTEST_CHECKF(memcmp(o[1], o[2], n * 4) == 0 && memcmp(l[1], l[2], nl * 4) == 0, "%s %d: %s", what, v, third);
    for (pass = 0; pass < 3; pass++) {
        free(o[pass]);
        free(l[pass]);
    }
}

/* Without a mask the AMX path runs two query tiles a task, taking turns
   over blocks of 512 keys; a boolean mask that hides nothing runs one tile
   a task over all its keys. Three query tiles (a pair and a single one),
   1100 keys (three blocks, the last tile of 12 keys), bf16 output rows
   (read by the output gathers); dense, causal and a left window of 300
   with causal: bitwise the same output and LSE both ways and on 1 and 3
   threads, against the f64 reference. */
static void test_amx_pairs(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int kind;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (kind = 0; kind < 3; kind++) {
        prob p;
        const size_t n = (size_t)2 * 150 * 64, nl = (size_t)2 * 150;
        double *r = (double *)malloc(n * 8), rl[2 * 150];
        size_t j;
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 150; p.Nk = 1100; p.D = 64; p.Dv = 64;
        p.dt = KTORCH_BF16; p.odt = KTORCH_BF16; p.causal = kind > 0;
        if (kind == 2) {
            p.wflags = KTORCH_WINDOW_LEFT;
            p.wl = 300;
        }
        p.mask_kind = 1; p.mask_b1 = 1; p.mask_h1 = 1;
        prob_init(&p, 103 + kind);
        for (j = 0; j < (size_t)p.Nq * p.Nk; j++) {
            p.mask[j] = 1.0f;
            ((unsigned char *)p.mb)[j] = 1;
        }
        naive(&p, r, rl);
        amx_three_runs(c1, c3, &p, r, rl, n, nl, "kind", kind, "pairs differ from single tiles");
        free(r);
        prob_free(&p);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* The AMX path packs K: whole bf16 rows copied a row at a time, other
   strides gathered element by element. [B,H,N,D] and [B,N,H,D] K (rows
   H x D apart), grouped heads, dense and causal: against the f64
   reference, bitwise the same on 1 and 3 threads and as the same K with
   its elements 4 bytes apart. */
static void test_amx_k_packing(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int v;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (v = 0; v < 4; v++) {
        prob p;
        const size_t n = (size_t)2 * 4 * 130 * 64, nl = (size_t)2 * 4 * 130;
        double *r = (double *)malloc(n * 8), *rl = (double *)malloc(nl * 8), err;
        float *o[3], *l[3];
        uint16_t *k2 = NULL;
        ktorch_tensor ktk;
        int pass;
        memset(&p, 0, sizeof p);
        p.B = 2; p.Hq = 4; p.Hk = 2; p.Nq = 130; p.Nk = 512; p.D = 64; p.Dv = 64;
        p.dt = KTORCH_BF16; p.odt = KTORCH_BF16; p.causal = v & 1; p.bnhd = v >> 1;
        prob_init(&p, 211 + v);
        naive(&p, r, rl);
        for (pass = 0; pass < 3; pass++) {
            o[pass] = (float *)malloc(n * 4);
            l[pass] = (float *)malloc(nl * 4);
            if (pass == 2) { /* every bf16 of K followed by a gap of 2 bytes */
                const size_t nk = (size_t)p.B * p.Hk * p.Nk * p.D;
                int64_t shape[4], stride[4];
                size_t i;
                k2 = (uint16_t *)calloc(2 * nk, 2);
                for (i = 0; i < nk; i++) k2[2 * i] = ((const uint16_t *)p.kb)[i];
                shape[0] = p.B; shape[1] = p.Hk; shape[2] = p.Nk; shape[3] = p.D;
                stride[0] = 2 * (int64_t)p.Hk * p.Nk * p.D; stride[3] = 2;
                stride[1] = p.bnhd ? 2 * p.D : 2 * (int64_t)p.Nk * p.D;
                stride[2] = p.bnhd ? 2 * (int64_t)p.Hk * p.D : 2 * p.D;
                ktk = p.tk;
                KTEST_OK(ktorch_tensor_wrap(p.dt, 4, shape, stride, k2, ktorch_cpu(), &p.tk));
            }
            KTEST_OK(run_lib(pass ? c3 : c1, &p, KTORCH_ATTENTION_FLASH, o[pass], l[pass]));
            if (pass == 2) p.tk = ktk;
            KTEST_CHECKF(close_enough(o[pass], r, n, p.dt, p.odt, &err), "variant %d, pass %d: error %g", v, pass, err);
            KTEST_CHECKF(lse_close(l[pass], rl, nl, 1e-3), "variant %d, pass %d: LSE differs", v, pass);
        }
        KTEST_CHECKF(memcmp(o[0], o[1], n * 4) == 0 && memcmp(l[0], l[1], nl * 4) == 0, "variant %d: output depends on the thread count", v);
        KTEST_CHECKF(memcmp(o[1], o[2], n * 4) == 0 && memcmp(l[1], l[2], nl * 4) == 0, "variant %d: K of whole rows differs from gathered K", v);
        for (pass = 0; pass < 3; pass++) {
            free(o[pass]);
            free(l[pass]);
        }
        free(k2);
        free(r);
        free(rl);
        prob_free(&p);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* The AMX path runs PV once for several key tiles (up to 8) when no row
   maximum moved after the first: key 0 scores above every other key of
   every row (q near a common direction u, k[0] along u), so every tile
   after the first has alpha 1. Tiles of 64, 64, 64, 48 keys: the pass
   gathers a partial chunk. Against the f64 reference, bitwise the same on
   1 and 3 threads and as the order a boolean mask takes; dense and
   causal. */
static void test_amx_pv_merge(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int causal, i, d;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (causal = 0; causal < 2; causal++) {
        prob p;
        const size_t n = (size_t)2 * 70 * 64, nl = (size_t)2 * 70;
        double *r = (double *)malloc(n * 8), rl[2 * 70];
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 70; p.Nk = 240; p.D = 64; p.Dv = 64;
        p.dt = KTORCH_BF16; p.odt = KTORCH_F32; p.causal = causal;
        p.mask_kind = 1; p.mask_b1 = 1; p.mask_h1 = 1;
        prob_init(&p, 91 + causal);
        for (i = 0; i < 2 * 70; i++) /* q = u + noise/3, u = (1, ..., 1) */
            for (d = 0; d < 64; d++) p.q[(size_t)i * 64 + d] = t_round(p.dt, 1.0f + p.q[(size_t)i * 64 + d] / 3);
        for (d = 0; d < 64; d++) p.k[d] = 0.625f; /* score about 5 against about N(0, 1.1) */
        for (i = 0; i < 2 * 70; i++)
            for (d = 0; d < 64; d++) t_store(p.dt, (char *)p.qb + ((size_t)i * 64 + d) * 2, p.q[(size_t)i * 64 + d]);
        for (d = 0; d < 64; d++) t_store(p.dt, (char *)p.kb + (size_t)d * 2, p.k[d]);
        for (i = 0; i < 70 * 240; i++) {
            p.mask[i] = 1.0f;
            ((unsigned char *)p.mb)[i] = 1;
        }
        naive(&p, r, rl);
        amx_three_runs(c1, c3, &p, r, rl, n, nl, "causal", causal, "the mask's order differs");
        free(r);
        prob_free(&p);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* Row maxima that rise by about 80 in exponent units from each key tile to
   the next (q near u = (1, ..., 1), the keys of tile t shifted by 7 t u):
   weights taken against an earlier tile's maximum would overflow, so the
   one-pass softmax must see its row sums pass 2^8 and redo the tile in two
   passes; and no two tiles share a PV pass. Against the f64 reference,
   bitwise the same on 1 and 3 threads and as the order a boolean mask
   takes; dense and causal. */
static void test_amx_rising(void) {
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int causal, i, d;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (causal = 0; causal < 2; causal++) {
        prob p;
        const size_t n = (size_t)2 * 140 * 64, nl = (size_t)2 * 140;
        double *r = (double *)malloc(n * 8), rl[2 * 140];
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 140; p.Nk = 300; p.D = 64; p.Dv = 64;
        p.dt = KTORCH_BF16; p.odt = KTORCH_F32; p.causal = causal;
        p.mask_kind = 1; p.mask_b1 = 1; p.mask_h1 = 1;
        prob_init(&p, 97 + causal);
        for (i = 0; i < 2 * 140; i++)
            for (d = 0; d < 64; d++) {
                p.q[(size_t)i * 64 + d] = t_round(p.dt, 1.0f + p.q[(size_t)i * 64 + d] / 3);
                t_store(p.dt, (char *)p.qb + ((size_t)i * 64 + d) * 2, p.q[(size_t)i * 64 + d]);
            }
        for (i = 0; i < 300; i++)
            for (d = 0; d < 64; d++) {
                p.k[(size_t)i * 64 + d] = t_round(p.dt, p.k[(size_t)i * 64 + d] + 7.0f * (float)(i / 64));
                t_store(p.dt, (char *)p.kb + ((size_t)i * 64 + d) * 2, p.k[(size_t)i * 64 + d]);
            }
        for (i = 0; i < 140 * 300; i++) {
            p.mask[i] = 1.0f;
            ((unsigned char *)p.mb)[i] = 1;
        }
        naive(&p, r, rl);
        amx_three_runs(c1, c3, &p, r, rl, n, nl, "causal", causal, "the mask's order differs");
        free(r);
        prob_free(&p);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* Block-sparse attention on AMX tiles (blocks of 64 queries, as the query
   tiles, and 40 keys: key tiles start and end at block edges, not at
   multiples of 32) against the test's f64 attention with the
   block mask expanded to a boolean one; bitwise the same on 1 and 3 threads. */
static void test_amx_block_sparse(void) {
    static const unsigned char blocks[3 * 5] = {1, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1};
    ktorch_context *c1 = ctx_make("amx", 1), *c3 = ctx_make("amx", 3);
    int causal, i, j;
    if (!c1 || !c3) {
        ktorch_context_destroy(c1);
        ktorch_context_destroy(c3);
        KTEST_SKIP(amx_missing());
    }
    for (causal = 0; causal < 2; causal++) {
        prob p;
        const size_t n = (size_t)2 * 150 * 96;
        float *o1 = (float *)malloc(n * 4), *o3 = (float *)malloc(n * 4);
        double *r = (double *)malloc(n * 8), rl[2 * 150], err;
        int64_t bshape[4] = {1, 1, 3, 5}, oshape[4] = {1, 2, 150, 96};
        ktorch_tensor tb, t1, t3;
        ktorch_attention_params a;
        ktorch_block_sparse_params sp;
        memset(&p, 0, sizeof p);
        p.B = 1; p.Hq = 2; p.Hk = 1; p.Nq = 150; p.Nk = 170; p.D = 64; p.Dv = 96;
        p.dt = KTORCH_BF16; p.odt = KTORCH_F32; p.causal = causal;
        p.mask_kind = 1; p.mask_b1 = p.mask_h1 = 1;
        prob_init(&p, 81 + causal);
        for (i = 0; i < 150; i++)
            for (j = 0; j < 170; j++) {
                ((unsigned char *)p.mb)[i * 170 + j] = blocks[i / 64 * 5 + j / 40];
                p.mask[i * 170 + j] = blocks[i / 64 * 5 + j / 40];
            }
        naive(&p, r, rl);
        KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, bshape, NULL, (void *)blocks, ktorch_cpu(), &tb));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, oshape, NULL, o1, ktorch_cpu(), &t1));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, oshape, NULL, o3, ktorch_cpu(), &t3));
        a = prob_params(&p, NULL, KTORCH_ATTENTION_FLASH);
        a.mask = NULL;
        sp.block_mask = &tb;
        sp.block_q = 64;
        sp.block_k = 40;
        KTEST_OK(ktorch_attention_block_sparse(c1, &p.tq, &p.tk, &p.tv, &t1, &a, &sp));
        KTEST_OK(ktorch_attention_block_sparse(c3, &p.tq, &p.tk, &p.tv, &t3, &a, &sp));
        KTEST_CHECKF(close_enough(o1, r, n, p.dt, p.odt, &err), "causal %d: error %g", causal, err);
        KTEST_CHECKF(memcmp(o1, o3, n * 4) == 0, "causal %d: output depends on the thread count", causal);
        free(o1); free(o3); free(r);
        prob_free(&p);
    }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c3);
}

/* Few query rows per head take the split-KV decode path (reported in the
   log) with every feature of the general path, under every ISA, against the
   test's own f64 attention, and bitwise the same on 1, 2 and 3 threads.
   Most configs have several splits of keys (over 512). */
static const cfg dec_cfgs[] = {
    {1, 8, 2, 1, 1300, 128, 128, F32, F32, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {2, 4, 1, 4, 700, 64, 64, F32, F32, 1, 1, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 100, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 3, 600, 64, 32, F32, F32, 0, 0, 0, 0, 0, 20.0f, 1, 0, 0, 0, 0},
    {1, 4, 2, 2, 550, 80, 64, F32, F32, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0},
    {2, 2, 1, 5, 530, 32, 32, F32, F32, 0, 1, 0, 0, 0, 0, 0, 2, 1, 0, -0.3f},
    {1, 2, 2, 8, 300, 96, 96, F16, F16, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 8, 1, 8, 520, 64, 64, BF16, F32, 0, 0, KTORCH_WINDOW_LEFT, 200, 0, 10.0f, 1, 3, 0, 0, 0},
    {1, 2, 1, 1, 77, 33, 17, F32, BF16, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 2, 600, 64, 64, F32, F32, 0, 1, KTORCH_WINDOW_LEFT, 0, 0, 0, 0, 0, 0, 0, 0},
    {1, 2, 2, 6, 40, 64, 64, F32, F32, 0, 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 2, 3, 0, 0, 0, 0, 0, 0},
};
#define NDEC ((int)(sizeof dec_cfgs / sizeof dec_cfgs[0]))
static void test_decode_path(void) {
    int ci, isa, th;
    for (ci = 0; ci < NDEC; ci++) {
        prob p;
        size_t n, nl;
        float *o[3], *l[3];
        double *r, *rl, err;
        prob_from_cfg(&p, &dec_cfgs[ci]);
        prob_init(&p, 400 + ci);
        n = (size_t)p.B * p.Hq * p.Nq * p.Dv;
        nl = (size_t)p.B * p.Hq * p.Nq;
        r = (double *)malloc(n * 8); rl = (double *)malloc(nl * 8);
        for (th = 0; th < 3; th++) {
            o[th] = (float *)malloc(n * 4);
            l[th] = (float *)malloc(nl * 4);
        }
        naive(&p, r, rl);
        for (isa = 0; isa < NISA; isa++) {
            int same = 1;
            for (th = 0; th < 3; th++) {
                ktorch_context_desc d;
                ktorch_context *ctx = NULL;
                memset(&d, 0, sizeof d);
                d.cpu_isa = isa_names[isa];
                d.num_threads = th + 1;
                d.logger.func = log_capture;
                if (ktorch_context_create(&d, &ctx) != KTORCH_OK) break;
                log_last[0] = 0;
                KTEST_OK(run_lib(ctx, &p, KTORCH_ATTENTION_FLASH, o[th], l[th]));
                ktorch_context_destroy(ctx);
                if (th == 0) {
                    KTEST_CHECKF(strstr(log_last, "decode path") != NULL, "config %d isa %s: log '%s'", ci, isa_names[isa], log_last);
                    KTEST_CHECKF(close_enough(o[0], r, n, p.dt, p.odt, &err), "config %d isa %s: error %g", ci, isa_names[isa], err);
                    KTEST_CHECKF(lse_close(l[0], rl, nl, p.dt == KTORCH_F32 ? 1e-5 : 1e-3), "config %d isa %s: LSE differs", ci, isa_names[isa]);
                } else if (memcmp(o[th], o[0], n * 4) || memcmp(l[th], l[0], nl * 4)) {
                    same = 0;
                }
            }
            KTEST_CHECKF(same, "config %d isa %s: output depends on the thread count", ci, isa_names[isa]);
        }
        for (th = 0; th < 3; th++) {
            free(o[th]);
            free(l[th]);
        }
        free(r); free(rl);
        prob_free(&p);
    }
}

/* desc.cpu_isa selects the kernels; an unsupported one is refused. */
static void test_isa_selection(void) {
    int isa, any = 0;
    for (isa = 0; isa < NISA; isa++) {
        ktorch_context *ctx = ctx_make(isa_names[isa], 1);
        if (!ctx) continue;
        any++;
        KTEST_CHECK(strcmp(ktorch_cpu_isa(ctx), isa_names[isa]) == 0);
        ktorch_context_destroy(ctx);
    }
    KTEST_CHECK(any >= 1);
    if (getenv("KTEST_VERBOSE")) {
        printf("  ISAs:");
        for (isa = 0; isa < NISA; isa++) {
            ktorch_context *ctx = ctx_make(isa_names[isa], 1);
            if (ctx) printf(" %s", isa_names[isa]);
            ktorch_context_destroy(ctx);
        }
        printf("\n");
    }
}

int main(void) {
    KTEST_RUN(test_isa_selection);
    KTEST_RUN(test_amx_offered);
    KTEST_RUN(test_amx_planted);
    KTEST_RUN(test_amx_pipeline);
    KTEST_RUN(test_amx_pv_merge);
    KTEST_RUN(test_amx_k_packing);
    KTEST_RUN(test_amx_rising);
    KTEST_RUN(test_amx_pairs);
    KTEST_RUN(test_amx_nan);
    KTEST_RUN(test_amx_block_sparse);
    KTEST_RUN(test_reference_by_hand);
    KTEST_RUN(test_reference_rows_sum_to_one);
    KTEST_RUN(test_reference_key_permutation);
    KTEST_RUN(test_reference_vs_naive);
    KTEST_RUN(test_flash_parity);
    KTEST_RUN(test_empty_rows);
    KTEST_RUN(test_softcap_tanh);
    KTEST_RUN(test_variant_tiles);
    KTEST_RUN(test_score_range);
    KTEST_RUN(test_nan_propagation);
    KTEST_RUN(test_thread_determinism);
    KTEST_RUN(test_merge);
    KTEST_RUN(test_planted_errors);
    KTEST_RUN(test_bad_arguments);
    KTEST_RUN(test_bf16_path_reported);
    KTEST_RUN(test_decode_path);
    return ktest_finish("attention");
}
