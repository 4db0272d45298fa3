/* Quantized attention inputs: i8 / fp8 q, k, v with per-tensor, per-head and
   per-token f32 scales, the flash path under every ISA against the f64
   reference and the test's own f64 attention on the dequantized values;
   paged KV cache with quantized pages (appends checked code for code),
   memory use, argument checks and a planted error. */
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

/* ---- the test's own decoders (OCP 8-bit FP) ------------------------------ */
static double t_e4m3(unsigned c) {
    int e = (c >> 3) & 15, m = c & 7;
    double v = e == 0 ? ldexp(m, -9) : ldexp(8 + m, e - 10);
    if (e == 15 && m == 7) return NAN;
    return (c & 0x80) ? -v : v;
}
static double t_e5m2(unsigned c) {
    int e = (c >> 2) & 31, m = c & 3;
    double v = e == 0 ? ldexp(m, -16) : ldexp(4 + m, e - 17);
    if (e == 31) return m ? NAN : (c & 0x80) ? -INFINITY : INFINITY;
    return (c & 0x80) ? -v : v;
}
static double t_code(ktorch_dtype dt, unsigned c) {
    if (dt == KTORCH_I8) return (double)(int)(c & 0x7f) - ((c & 0x80) ? 128 : 0);
    return dt == KTORCH_FP8_E4M3 ? t_e4m3(c) : t_e5m2(c);
}
static int is_quant(ktorch_dtype dt) { return dt == KTORCH_I8 || dt == KTORCH_FP8_E4M3 || dt == KTORCH_FP8_E5M2; }
/* Nearest finite code to x (ties to the even code), saturating. Positive
   codes are ordered like their values, so a binary search finds the pair
   around |x|. */
static unsigned t_fp8_nearest(ktorch_dtype dt, double x) {
    const unsigned top = dt == KTORCH_FP8_E4M3 ? 0x7e : 0x7b, sign = x < 0 ? 0x80 : 0;
    double a = fabs(x);
    unsigned lo = 0, hi = top;
    while (lo < hi) { /* largest code with value <= a */
        unsigned mid = (lo + hi + 1) / 2;
        if (t_code(dt, mid) <= a) lo = mid;
        else hi = mid - 1;
    }
    if (lo < top) {
        double dl = a - t_code(dt, lo), dh = t_code(dt, lo + 1) - a;
        if (dh < dl || (dh == dl && (lo & 1))) lo++;
    }
    return lo | sign;
}
static float fp8_max(ktorch_dtype dt) { return dt == KTORCH_FP8_E4M3 ? 448.0f : 57344.0f; }

/* ---- one input: logical [B,H,N,D] values (f64, exact), storage, scale ---- */
typedef struct qin {
    int B, H, N, D, gran; /* gran: 0 tensor, 1 head, 2 token */
    ktorch_dtype dt;
    int spread;           /* element stride 2 (exercises the strided path) */
    double *x;            /* dequantized values, [B,H,N,D] */
    void *buf;
    float *sc;            /* scales as stored (per token: [B,N,H] storage, [B,H,N] view) */
    ktorch_tensor t, ts;
} qin;

static float qin_scale(const qin *a, int b, int h, int n) {
    if (a->gran == 0) return a->sc[0];
    if (a->gran == 1) return a->sc[h];
    return a->sc[((size_t)b * a->N + n) * a->H + h];
}
static void qin_make(qin *a, ktorch_dtype dt, int gran, int B, int H, int N, int D, int spread, ktest_rng *r) {
    size_t n = (size_t)B * H * N * D, i, nsc = gran == 0 ? 1 : gran == 1 ? (size_t)H : (size_t)B * H * N;
    int64_t shape[4], stride[4];
    int b, h, s, d, es = dt == KTORCH_F32 ? 4 : dt == KTORCH_F16 ? 2 : 1;
    memset(a, 0, sizeof *a);
    a->B = B; a->H = H; a->N = N; a->D = D; a->gran = gran; a->dt = dt; a->spread = spread;
    a->x = (double *)malloc(n * sizeof(double) + 8);
    a->buf = calloc(n * (spread ? 2 : 1) * (size_t)es + 8, 1);
    a->sc = (float *)malloc(nsc * 4 + 4);
    for (i = 0; i < nsc; i++) a->sc[i] = (float)((0.5 + ktest_uniform(r)) / (dt == KTORCH_I8 ? 64.0 : dt == KTORCH_FP8_E4M3 ? 200.0 : 20000.0));
    for (b = 0; b < B; b++)
        for (h = 0; h < H; h++)
            for (s = 0; s < N; s++)
                for (d = 0; d < D; d++) {
                    size_t li = (((size_t)b * H + h) * N + s) * D + d, si = li * (spread ? 2 : 1);
                    double g = ktest_normal(r);
                    if (is_quant(dt)) {
                        float sc = qin_scale(a, b, h, s);
                        unsigned c;
                        if (dt == KTORCH_I8) {
                            double v = g / sc;
                            c = (unsigned)((int)(v > 127 ? 127 : v < -127 ? -127 : floor(v + 0.5)) & 0xff);
                        } else
                            c = t_fp8_nearest(dt, g / sc);
                        ((unsigned char *)a->buf)[si] = (unsigned char)c;
                        a->x[li] = t_code(dt, c) * (double)sc;
                    } else if (dt == KTORCH_F16) {
                        uint16_t hv = ktorch_f32_to_f16((float)g);
                        memcpy((char *)a->buf + si * 2, &hv, 2);
                        a->x[li] = ktorch_f16_to_f32(hv);
                    } else {
                        float f = (float)g;
                        memcpy((char *)a->buf + si * 4, &f, 4);
                        a->x[li] = f;
                    }
                }
    shape[0] = B; shape[1] = H; shape[2] = N; shape[3] = D;
    stride[3] = spread ? 2 : 1;
    stride[2] = (int64_t)D * stride[3];
    stride[1] = (int64_t)N * stride[2];
    stride[0] = (int64_t)H * stride[1];
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, stride, a->buf, ktorch_cpu(), &a->t));
    if (gran == 2) { /* [B,H,N] view of [B,N,H] storage */
        int64_t ss[3];
        shape[0] = B; shape[1] = H; shape[2] = N;
        ss[0] = (int64_t)N * H; ss[1] = 1; ss[2] = H;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, ss, a->sc, ktorch_cpu(), &a->ts));
    } else {
        shape[0] = gran == 0 ? 1 : H;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, a->sc, ktorch_cpu(), &a->ts));
    }
}
static void qin_free(qin *a) { free(a->x); free(a->buf); free(a->sc); }

/* The test's own f64 attention on dequantized values (window semantics of ktorch_attention). */
static void naive(const qin *q, const qin *k, const qin *v, int causal, int wl, double scale, double *out) {
    int b, h, i, j, e, t, off = k->N - q->N, G = q->H / k->H;
    double *s = (double *)malloc(sizeof(double) * (size_t)(k->N + 1));
    for (b = 0; b < q->B; b++)
        for (h = 0; h < q->H; h++)
            for (i = 0; i < q->N; i++) {
                double m = -INFINITY, den = 0, *o = out + (((size_t)b * q->H + h) * q->N + i) * v->D;
                const double *qr = q->x + (((size_t)b * q->H + h) * q->N + i) * q->D;
                for (j = 0; j < k->N; j++) {
                    const double *kr = k->x + (((size_t)b * k->H + h / G) * k->N + j) * k->D;
                    double x = 0;
                    s[j] = -INFINITY;
                    if (causal && j > i + off) continue;
                    if (wl >= 0 && j < i + off - wl) continue;
                    for (t = 0; t < q->D; t++) x += qr[t] * kr[t];
                    s[j] = x * scale;
                    if (s[j] > m) m = s[j];
                }
                for (e = 0; e < v->D; e++) o[e] = 0;
                if (m == -INFINITY) continue;
                for (j = 0; j < k->N; j++) {
                    const double *vr = v->x + (((size_t)b * v->H + h / G) * v->N + j) * v->D;
                    double w;
                    if (s[j] == -INFINITY) continue;
                    w = exp(s[j] - m);
                    den += w;
                    for (e = 0; e < v->D; e++) o[e] += w * vr[e];
                }
                for (e = 0; e < v->D; e++) o[e] /= den;
            }
    free(s);
}

typedef struct ocase {
    ktorch_dtype qdt, kdt, vdt;
    int qg, kg, vg; /* scale granularities */
    int causal, wl, kspread;
} ocase;

static void out_make(float **o, ktorch_tensor *t, int B, int H, int N, int D) {
    int64_t shape[4];
    shape[0] = B; shape[1] = H; shape[2] = N; shape[3] = D;
    *o = (float *)malloc((size_t)B * H * N * D * 4 + 4);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, *o, ktorch_cpu(), t));
}
static void poison(float *o, size_t n) { memset(o, 0xFF, n * 4); }

static ktorch_attention_params qparams(const qin *q, const qin *k, const qin *v, int causal, int wl, ktorch_attention_variant var) {
    ktorch_attention_params p;
    memset(&p, 0, sizeof p);
    p.causal = causal;
    if (wl >= 0) {
        p.window_flags = KTORCH_WINDOW_LEFT;
        p.window_left = wl;
    }
    p.variant = var;
    p.q_scale = is_quant(q->dt) ? &q->ts : NULL;
    p.k_scale = is_quant(k->dt) ? &k->ts : NULL;
    p.v_scale = is_quant(v->dt) ? &v->ts : NULL;
    return p;
}

/* Returns the worst flash error; checks reference, every ISA, threads, poison. */
static double run_case(const ocase *c, unsigned long long seed, int plant) {
    enum { B = 2, HQ = 4, HK = 2, NQ = 37, NK = 70, D = 64, DV = 48 };
    ktest_rng r = ktest_rng_make(seed);
    qin q, k, v;
    double *want = (double *)malloc(sizeof(double) * B * HQ * NQ * DV), worst = 0, e;
    float *o, *o1;
    ktorch_tensor to, to1;
    ktorch_attention_params p;
    ktorch_context *c1 = ctx_make(NULL, 1);
    const size_t n = (size_t)B * HQ * NQ * DV;
    int isa;
    qin_make(&q, c->qdt, c->qg, B, HQ, NQ, D, 0, &r);
    qin_make(&k, c->kdt, c->kg, B, HK, NK, D, c->kspread, &r);
    qin_make(&v, c->vdt, c->vg, B, HK, NK, DV, 0, &r);
    if (plant == 2) ((unsigned char *)k.buf)[5 * (c->kspread ? 2 : 1)] ^= 0x21; /* one code differs from the logical values */
    naive(&q, &k, &v, c->causal, c->wl, 1.0 / 8.0, want);
    out_make(&o, &to, B, HQ, NQ, DV);
    out_make(&o1, &to1, B, HQ, NQ, DV);
    /* the library's f64 reference */
    p = qparams(&q, &k, &v, c->causal, c->wl, KTORCH_ATTENTION_REFERENCE);
    poison(o, n);
    KTEST_OK(ktorch_attention(c1, &q.t, &k.t, &v.t, &to, &p));
    e = ktest_max_rel(o, want, n);
    if (!plant) KTEST_CHECKF(e <= 1e-6, "reference q %s k %s v %s: err %g", ktorch_dtype_name(c->qdt), ktorch_dtype_name(c->kdt), ktorch_dtype_name(c->vdt), e);
    /* the core's composite for backends without quantized inputs:
       dequantize each quantized input into out's dtype, then attention */
    p.variant = KTORCH_ATTENTION_FLASH;
    if (!plant) {
        ktorch_dtype cdt = KTORCH_F32;
        poison(o, n);
        KTEST_OK(hook_attention_composite(c1, KTORCH_OP_ATTENTION, &q.t, &k.t, &v.t, &to, &p, NULL, 0, NULL, &cdt));
        e = ktest_max_rel(o, want, n);
        /* the copies take the other inputs' dtype: f16 rounds the dequantized values */
        KTEST_CHECKF(e <= (cdt == KTORCH_F32 ? 1e-5 : 2e-3), "composite q %s k %s v %s: err %g", ktorch_dtype_name(c->qdt),
                     ktorch_dtype_name(c->kdt), ktorch_dtype_name(c->vdt), e);
    }
    /* flash under every ISA, 2 threads; bitwise equal to 1 thread */
    for (isa = 0; isa < 3; isa++) {
        ktorch_context *c2 = ctx_make(isa_names[isa], 2), *cs = ctx_make(isa_names[isa], 1);
        if (!c2 || !cs) {
            ktorch_context_destroy(c2);
            ktorch_context_destroy(cs);
            continue;
        }
        poison(o, n);
        KTEST_OK(ktorch_attention(c2, &q.t, &k.t, &v.t, &to, &p));
        if (plant == 1) o[n / 2] += 1e-3f;
        e = ktest_max_rel(o, want, n);
        if (!(e <= worst)) worst = e;
        poison(o1, n);
        KTEST_OK(ktorch_attention(cs, &q.t, &k.t, &v.t, &to1, &p));
        if (!plant) KTEST_CHECKF(memcmp(o, o1, n * 4) == 0, "isa %s: 1 and 2 threads differ", isa_names[isa]);
        ktorch_context_destroy(c2);
        ktorch_context_destroy(cs);
    }
    ktorch_context_destroy(c1);
    qin_free(&q); qin_free(&k); qin_free(&v);
    free(o); free(o1); free(want);
    return worst;
}

static const ktorch_dtype qdts[3] = {KTORCH_I8, KTORCH_FP8_E4M3, KTORCH_FP8_E5M2};

/* Every code of every quantized dtype through the dequantizing kernels of
   each ISA: with one key the output row is v itself (weight exactly 1), so
   it must equal f32(value(code) * scale) bit for bit; NaN/Inf codes give
   NaN/Inf. D = 261 covers the SIMD body and the scalar tail. */
static void test_dequant_all_codes(void) {
    enum { D = 261 };
    unsigned char vc[D], kc[D];
    float qv[D], o[D], sv = 0.3712f, sq = 1;
    ktorch_tensor tq, tk, tv, to, tsv, tsk;
    ktorch_attention_params p;
    int64_t shape[4], one = 1;
    int di, isa, e;
    for (e = 0; e < D; e++) {
        vc[e] = (unsigned char)(e * 37 % 256); /* each code at least once */
        qv[e] = 0;
        kc[e] = 0; /* a NaN key code would make the score NaN */
    }
    shape[0] = 1; shape[1] = 1; shape[2] = 1; shape[3] = D;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, qv, ktorch_cpu(), &tq));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, o, ktorch_cpu(), &to));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &sv, ktorch_cpu(), &tsv));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &sq, ktorch_cpu(), &tsk));
    for (di = 0; di < 3; di++)
        for (isa = 0; isa < 3; isa++) {
            ktorch_context *ctx = ctx_make(isa_names[isa], 1);
            int bad = 0;
            if (!ctx) continue;
            KTEST_OK(ktorch_tensor_wrap(qdts[di], 4, shape, NULL, vc, ktorch_cpu(), &tv));
            KTEST_OK(ktorch_tensor_wrap(qdts[di], 4, shape, NULL, kc, ktorch_cpu(), &tk));
            memset(&p, 0, sizeof p);
            p.k_scale = &tsk;
            p.v_scale = &tsv;
            p.variant = KTORCH_ATTENTION_FLASH;
            poison(o, D);
            KTEST_OK(ktorch_attention(ctx, &tq, &tk, &tv, &to, &p));
            for (e = 0; e < D; e++) {
                double x = t_code(qdts[di], vc[e]);
                float want = (float)(x * (double)sv);
                /* -0 codes come out as +0: the accumulator starts at +0 */
                if (x != x ? o[e] == o[e] : (memcmp(&want, &o[e], 4) != 0 && !(want == 0 && o[e] == 0))) {
                    if (getenv("KTEST_VERBOSE")) printf("code %02x: %g vs %g\n", vc[e], (double)want, (double)o[e]);
                    bad++;
                }
            }
            KTEST_CHECKF(bad == 0, "%s under %s: %d codes dequantize wrongly", ktorch_dtype_name(qdts[di]), isa_names[isa], bad);
            ktorch_context_destroy(ctx);
        }
}

/* every quantized dtype x scale granularity for k and v (q f32); GQA, causal and windows */
static void test_flash_kv_quant(void) {
    int di, g;
    for (di = 0; di < 3; di++)
        for (g = 0; g < 3; g++) {
            ocase c;
            double e;
            memset(&c, 0, sizeof c);
            c.qdt = KTORCH_F32;
            c.kdt = c.vdt = qdts[di];
            c.kg = g;
            c.vg = (g + 1) % 3;
            c.causal = g == 1;
            c.wl = g == 2 ? 9 : -1;
            c.kspread = di == 1 && g == 0;
            e = run_case(&c, 100 + di * 3 + g, 0);
            KTEST_CHECKF(e <= 1e-5, "k/v %s gran %d: err %g", ktorch_dtype_name(qdts[di]), g, e);
        }
}

/* quantized q, mixed dtypes, float q of another precision */
static void test_flash_q_quant_mixed(void) {
    static const ocase cases[] = {
        {KTORCH_I8, KTORCH_I8, KTORCH_I8, 2, 2, 2, 1, -1, 0},
        {KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_FP8_E5M2, 1, 0, 2, 0, 20, 0},
        {KTORCH_FP8_E5M2, KTORCH_I8, KTORCH_FP8_E4M3, 0, 1, 1, 1, 5, 0},
        {KTORCH_F16, KTORCH_I8, KTORCH_I8, 0, 2, 2, 0, -1, 0},
        {KTORCH_F32, KTORCH_I8, KTORCH_F32, 0, 1, 0, 1, -1, 0},
        {KTORCH_F32, KTORCH_F32, KTORCH_FP8_E5M2, 0, 0, 2, 0, -1, 0},
    };
    int i;
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        double e = run_case(&cases[i], 200 + i, 0);
        KTEST_CHECKF(e <= 1e-5, "case %d: err %g", i, e);
    }
}

/* test of the test: a perturbed output and a changed K code both fail */
static void test_planted_errors(void) {
    ocase c;
    memset(&c, 0, sizeof c);
    c.qdt = KTORCH_F32;
    c.kdt = c.vdt = KTORCH_I8;
    c.kg = c.vg = 2;
    c.wl = -1;
    KTEST_CHECK(!(run_case(&c, 300, 1) <= 1e-5));
    KTEST_CHECK(!(run_case(&c, 300, 2) <= 1e-5));
    KTEST_CHECK(run_case(&c, 300, 0) <= 1e-5);
}

/* chunked and block-sparse shift/skip key ranges: the scale rows must follow */
static void test_variants_quant(void) {
    enum { B = 1, HQ = 2, HK = 1, NQ = 50, NK = 90, D = 32 };
    ktest_rng r = ktest_rng_make(400);
    qin q, k, v;
    double *want = (double *)malloc(sizeof(double) * B * HQ * NQ * D);
    float *o;
    ktorch_tensor to;
    ktorch_attention_params p;
    ktorch_context *ctx = ctx_make(NULL, 2);
    size_t n = (size_t)B * HQ * NQ * D;
    double e;
    qin_make(&q, KTORCH_FP8_E4M3, 2, B, HQ, NQ, D, 0, &r);
    qin_make(&k, KTORCH_I8, 2, B, HK, NK, D, 0, &r);
    qin_make(&v, KTORCH_FP8_E5M2, 2, B, HK, NK, D, 0, &r);
    naive(&q, &k, &v, 1, -1, 1.0 / sqrt((double)D), want);
    out_make(&o, &to, B, HQ, NQ, D);
    p = qparams(&q, &k, &v, 1, -1, KTORCH_ATTENTION_AUTO);
    poison(o, n);
    KTEST_OK(ktorch_attention_chunked(ctx, &q.t, &k.t, &v.t, &to, &p, 17, 23));
    e = ktest_max_rel(o, want, n);
    KTEST_CHECKF(e <= 1e-5, "chunked: err %g", e);
    {
        unsigned char bm[4 * 6];
        int64_t shape[4];
        ktorch_tensor tb;
        ktorch_block_sparse_params sp;
        memset(bm, 1, sizeof bm);
        shape[0] = 1; shape[1] = 1; shape[2] = 4; shape[3] = 6;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 4, shape, NULL, bm, ktorch_cpu(), &tb));
        sp.block_mask = &tb;
        sp.block_q = 16;
        sp.block_k = 16;
        poison(o, n);
        KTEST_OK(ktorch_attention_block_sparse(ctx, &q.t, &k.t, &v.t, &to, &p, &sp));
        e = ktest_max_rel(o, want, n);
        KTEST_CHECKF(e <= 1e-5, "block-sparse: err %g", e);
    }
    {
        int64_t seg = 10, dil = 1;
        ktorch_dilated_params dp;
        ktorch_tensor k2 = k.t, v2 = v.t;
        k2.shape[2] = v2.shape[2] = NQ;
        dp.count = 1;
        dp.segment = &seg;
        dp.dilation = &dil;
        dp.mode = KTORCH_DILATED_LONGNET;
        p.k_scale = p.v_scale = NULL;
        p.q_scale = NULL;
        KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k2, &v2, &to, &p, &dp), KTORCH_INVALID_ARGUMENT); /* scales missing */
        {
            ktorch_tensor s1;
            int64_t one = 1;
            float sv = 1;
            KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &sv, ktorch_cpu(), &s1));
            p.q_scale = p.k_scale = p.v_scale = &s1;
            KTEST_STATUS(ktorch_attention_dilated(ctx, &q.t, &k2, &v2, &to, &p, &dp), KTORCH_UNSUPPORTED);
        }
    }
    ktorch_context_destroy(ctx);
    qin_free(&q); qin_free(&k); qin_free(&v);
    free(o); free(want);
}

/* workspace independent of N with quantized K/V: no dequantized copy */
static void test_flash_memory(void) {
    enum { B = 1, HQ = 2, HK = 2, D = 64 };
    static const int nks[2] = {256, 2048};
    ktest_rng r = ktest_rng_make(500);
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktorch_pool *pool = NULL;
    uint64_t peak[2];
    int i;
    KTEST_OK(ktorch_device_pool(ctx, ktorch_cpu(), &pool));
    for (i = 0; i < 2; i++) {
        qin q, k, v;
        float *o;
        ktorch_tensor to;
        ktorch_attention_params p;
        ktorch_pool_stats st0, st;
        qin_make(&q, KTORCH_F32, 0, B, HQ, 64, D, 0, &r);
        qin_make(&k, KTORCH_I8, 2, B, HK, nks[i], D, 0, &r);
        qin_make(&v, KTORCH_FP8_E4M3, 2, B, HK, nks[i], D, 0, &r);
        out_make(&o, &to, B, HQ, 64, D);
        p = qparams(&q, &k, &v, 0, -1, KTORCH_ATTENTION_FLASH);
        ktorch_pool_get_stats(pool, &st0);
        ktorch_pool_reset_peak(pool);
        KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p));
        ktorch_pool_get_stats(pool, &st);
        peak[i] = st.peak_bytes_in_use - st0.bytes_in_use;
        qin_free(&q); qin_free(&k); qin_free(&v);
        free(o);
    }
    KTEST_CHECKF(peak[0] == peak[1], "flash workspace %llu vs %llu bytes", (unsigned long long)peak[0], (unsigned long long)peak[1]);
    KTEST_CHECKF(peak[1] < (uint64_t)2048 * HK * D, "flash workspace %llu bytes is not below the K codes' size", (unsigned long long)peak[1]);
    ktorch_context_destroy(ctx);
}

/* ======================= paged KV cache ================================== */
typedef struct qcache {
    int npages, Hk, P, D, maxp, B;
    ktorch_dtype dt;
    unsigned char *kb, *vb;
    float *ks, *vs;
    int32_t *bt, *lens;
    ktorch_tensor tk, tv, tks, tvs, tbt, tlens;
} qcache;
static void qcache_make(qcache *c, ktorch_dtype dt, int npages, int Hk, int P, int D, int B, int maxp, ktest_rng *r) {
    int64_t shape[4];
    int i;
    size_t n = (size_t)npages * Hk * P * D, ns = (size_t)npages * Hk * P;
    int *perm = (int *)malloc((size_t)npages * sizeof(int));
    c->npages = npages; c->Hk = Hk; c->P = P; c->D = D; c->B = B; c->maxp = maxp; c->dt = dt;
    c->kb = (unsigned char *)malloc(n);
    c->vb = (unsigned char *)malloc(n);
    c->ks = (float *)malloc(ns * 4);
    c->vs = (float *)malloc(ns * 4);
    memset(c->kb, 0x55, n);
    memset(c->vb, 0x55, n);
    memset(c->ks, 0xFF, ns * 4); /* unwritten scales are NaN: reading one fails the comparison */
    memset(c->vs, 0xFF, ns * 4);
    shape[0] = npages; shape[1] = Hk; shape[2] = P; shape[3] = D;
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, c->kb, ktorch_cpu(), &c->tk));
    KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, c->vb, ktorch_cpu(), &c->tv));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, c->ks, ktorch_cpu(), &c->tks));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, c->vs, ktorch_cpu(), &c->tvs));
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
static void qcache_free(qcache *c) { free(c->kb); free(c->vb); free(c->ks); free(c->vs); free(c->bt); free(c->lens); }
/* slot of token t of sequence b, head h: byte offset of its row and index of its scale */
static size_t qcache_slot(const qcache *c, int b, int h, int t) {
    int pg = c->bt[b * c->maxp + t / c->P];
    return ((size_t)pg * c->Hk + h) * c->P + t % c->P;
}

/* The test's own per-token quantization of a row: codes and scale as the docs define. */
static float t_quant_row(ktorch_dtype dt, const float *x, int n, unsigned char *codes) {
    float amax = 0, s, m;
    int i;
    for (i = 0; i < n; i++)
        if (fabsf(x[i]) > amax) amax = fabsf(x[i]);
    if (dt == KTORCH_I8) {
        s = amax / 127.0f;
        m = s > 0 ? 1.0f / s : 0.0f;
        for (i = 0; i < n; i++) {
            float v = x[i] * m;
            v = v > 127 ? 127 : v < -127 ? -127 : v;
            codes[i] = (unsigned char)((int)nearbyintf(v) & 0xff);
        }
        return s;
    }
    m = amax > 0 ? fp8_max(dt) / amax : 1.0f;
    for (i = 0; i < n; i++) codes[i] = (unsigned char)t_fp8_nearest(dt, (double)(x[i] * m));
    return 1.0f / m;
}

static void f32_wrap(float *d, int B, int H, int N, int D, ktorch_tensor *t) {
    int64_t shape[4];
    shape[0] = B; shape[1] = H; shape[2] = N; shape[3] = D;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, d, ktorch_cpu(), t));
}

static void test_paged_quant(void) {
    enum { B = 3, HQ = 4, HK = 2, D = 32, P = 16, MAXP = 20 };
    static const int lens[B] = {5, 37, 300};
    ktorch_context *c1 = ctx_make(NULL, 1), *c2 = ctx_make(NULL, 2);
    int di, nq, win, pre;
    for (di = 0; di < 3; di++)
        for (pre = 0; pre < 2; pre++)
            for (nq = 1; nq <= 3; nq += 2)
                for (win = 0; win < 2; win++) {
                    const ktorch_dtype dt = qdts[di];
                    ktest_rng r = ktest_rng_make(600 + di * 8 + pre * 4 + nq + win);
                    qcache c;
                    float *kall[B], *vall[B], *q, *o, *o2, lse[B * HQ * 3];
                    ktorch_tensor tq, to, to2, tl;
                    ktorch_attention_params p;
                    ktorch_paged_params pp;
                    ktorch_kv_quant kq;
                    double err = 0, codes_ok = 1;
                    size_t nout = (size_t)B * HQ * nq * D, i;
                    int b, s, chunk, h, t, isa;
                    qcache_make(&c, dt, B * MAXP, HK, P, D, B, MAXP, &r);
                    q = (float *)malloc((size_t)B * HQ * nq * D * 4);
                    for (i = 0; i < (size_t)B * HQ * nq * D; i++) q[i] = (float)ktest_normal(&r);
                    f32_wrap(q, B, HQ, nq, D, &tq);
                    memset(&kq, 0, sizeof kq);
                    kq.k_scale = &c.tks;
                    kq.v_scale = &c.tvs;
                    for (b = 0; b < B; b++) { /* uneven appends through views of one table row */
                        kall[b] = (float *)malloc((size_t)HK * lens[b] * D * 4);
                        vall[b] = (float *)malloc((size_t)HK * lens[b] * D * 4);
                        for (i = 0; i < (size_t)HK * lens[b] * D; i++) {
                            kall[b][i] = (float)ktest_normal(&r);
                            vall[b][i] = (float)(ktest_normal(&r) * (1 + (i % 7)));
                        }
                        for (s = 0; s < lens[b]; s += chunk) {
                            ktorch_tensor ka, va, kn, vn, bt1, l1, kc, vc, ksn, vsn;
                            unsigned char *kcode = NULL, *vcode = NULL;
                            float *ksc = NULL, *vsc = NULL;
                            chunk = s == 0 ? (lens[b] > 3 ? 3 : lens[b]) : (lens[b] - s > 100 ? 100 : lens[b] - s);
                            f32_wrap(kall[b], 1, HK, lens[b], D, &ka);
                            f32_wrap(vall[b], 1, HK, lens[b], D, &va);
                            KTEST_OK(ktorch_tensor_slice(&ka, 2, s, s + chunk, 1, &kn));
                            KTEST_OK(ktorch_tensor_slice(&va, 2, s, s + chunk, 1, &vn));
                            KTEST_OK(ktorch_tensor_slice(&c.tbt, 0, b, b + 1, 1, &bt1));
                            KTEST_OK(ktorch_tensor_slice(&c.tlens, 0, b, b + 1, 1, &l1));
                            if (pre) { /* pre-quantized tokens with their own scales */
                                int64_t shape[4];
                                kcode = (unsigned char *)malloc((size_t)HK * chunk * D);
                                vcode = (unsigned char *)malloc((size_t)HK * chunk * D);
                                ksc = (float *)malloc((size_t)HK * chunk * 4);
                                vsc = (float *)malloc((size_t)HK * chunk * 4);
                                for (h = 0; h < HK; h++)
                                    for (t = 0; t < chunk; t++) {
                                        ksc[h * chunk + t] = t_quant_row(dt, kall[b] + ((size_t)h * lens[b] + s + t) * D, D, kcode + ((size_t)h * chunk + t) * D);
                                        vsc[h * chunk + t] = t_quant_row(dt, vall[b] + ((size_t)h * lens[b] + s + t) * D, D, vcode + ((size_t)h * chunk + t) * D);
                                    }
                                shape[0] = 1; shape[1] = HK; shape[2] = chunk; shape[3] = D;
                                KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, kcode, ktorch_cpu(), &kc));
                                KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, vcode, ktorch_cpu(), &vc));
                                KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, ksc, ktorch_cpu(), &ksn));
                                KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, vsc, ktorch_cpu(), &vsn));
                                kq.k_new_scale = &ksn;
                                kq.v_new_scale = &vsn;
                                KTEST_OK(ktorch_kv_cache_append_quant(c1, &c.tk, &c.tv, &bt1, &l1, &kc, &vc, &kq));
                                kq.k_new_scale = kq.v_new_scale = NULL;
                            } else
                                KTEST_OK(ktorch_kv_cache_append_quant(c1, &c.tk, &c.tv, &bt1, &l1, &kn, &vn, &kq));
                            c.lens[b] += chunk;
                            free(kcode); free(vcode); free(ksc); free(vsc);
                        }
                    }
                    /* the cache holds exactly the test's own per-token codes and scales */
                    for (b = 0; b < B; b++)
                        for (h = 0; h < HK; h++)
                            for (t = 0; t < lens[b]; t++) {
                                unsigned char kc[D], vc[D];
                                const size_t sl = qcache_slot(&c, b, h, t);
                                float ks = t_quant_row(dt, kall[b] + ((size_t)h * lens[b] + t) * D, D, kc);
                                float vs = t_quant_row(dt, vall[b] + ((size_t)h * lens[b] + t) * D, D, vc);
                                if (memcmp(kc, c.kb + sl * D, D) || memcmp(vc, c.vb + sl * D, D) || memcmp(&ks, &c.ks[sl], 4) ||
                                    memcmp(&vs, &c.vs[sl], 4))
                                    codes_ok = 0;
                            }
                    KTEST_CHECKF(codes_ok, "paged %s pre %d: appended codes/scales differ from the per-token rule", ktorch_dtype_name(dt), pre);
                    memset(&p, 0, sizeof p);
                    if (win) {
                        p.window_flags = KTORCH_WINDOW_LEFT;
                        p.window_left = 20;
                    }
                    p.k_scale = &c.tks;
                    p.v_scale = &c.tvs;
                    memset(&pp, 0, sizeof pp);
                    pp.split_size = 64;
                    o = (float *)malloc(nout * 4);
                    o2 = (float *)malloc(nout * 4);
                    f32_wrap(o, B, HQ, nq, D, &to);
                    f32_wrap(o2, B, HQ, nq, D, &to2);
                    {
                        int64_t shape[3];
                        shape[0] = B; shape[1] = HQ; shape[2] = nq;
                        memset(lse, 0xFF, sizeof lse);
                        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, lse, ktorch_cpu(), &tl));
                    }
                    p.lse = &tl;
                    poison(o, nout);
                    KTEST_OK(ktorch_attention_paged(c2, &tq, &c.tk, &c.tv, &c.tbt, &c.tlens, &to, &p, &pp));
                    /* against the test's f64 attention and the library reference on the gathered, dequantized KV */
                    for (b = 0; b < B; b++) {
                        qin qq, kk, vv;
                        double *want = (double *)malloc(sizeof(double) * HQ * nq * D);
                        float *ro = (float *)malloc((size_t)HQ * nq * D * 4);
                        unsigned char *gkc = (unsigned char *)malloc((size_t)HK * lens[b] * D), *gvc = (unsigned char *)malloc((size_t)HK * lens[b] * D);
                        float *gks = (float *)malloc((size_t)HK * lens[b] * 4), *gvs = (float *)malloc((size_t)HK * lens[b] * 4);
                        ktorch_tensor tro, tqb, tgk, tgv, tgks, tgvs;
                        ktorch_attention_params rp;
                        int64_t shape[4];
                        memset(&qq, 0, sizeof qq); memset(&kk, 0, sizeof kk); memset(&vv, 0, sizeof vv);
                        qq.B = kk.B = vv.B = 1; qq.H = HQ; kk.H = vv.H = HK; qq.N = nq; kk.N = vv.N = lens[b]; qq.D = kk.D = vv.D = D;
                        qq.x = (double *)malloc(sizeof(double) * HQ * nq * D);
                        kk.x = (double *)malloc(sizeof(double) * HK * lens[b] * D);
                        vv.x = (double *)malloc(sizeof(double) * HK * lens[b] * D);
                        for (i = 0; i < (size_t)HQ * nq * D; i++) qq.x[i] = q[(size_t)b * HQ * nq * D + i];
                        for (h = 0; h < HK; h++)
                            for (t = 0; t < lens[b]; t++) {
                                const size_t sl = qcache_slot(&c, b, h, t), g = (size_t)h * lens[b] + t;
                                int e;
                                memcpy(gkc + g * D, c.kb + sl * D, D);
                                memcpy(gvc + g * D, c.vb + sl * D, D);
                                gks[g] = c.ks[sl];
                                gvs[g] = c.vs[sl];
                                for (e = 0; e < D; e++) {
                                    kk.x[g * D + e] = t_code(dt, c.kb[sl * D + e]) * (double)c.ks[sl];
                                    vv.x[g * D + e] = t_code(dt, c.vb[sl * D + e]) * (double)c.vs[sl];
                                }
                            }
                        naive(&qq, &kk, &vv, 1, win ? 20 : -1, 1.0 / sqrt((double)D), want);
                        {
                            double e1 = ktest_max_rel(o + (size_t)b * HQ * nq * D, want, (size_t)HQ * nq * D);
                            if (!(e1 <= err)) err = e1;
                        }
                        /* library reference over the gathered codes with per-token scales */
                        shape[0] = 1; shape[1] = HK; shape[2] = lens[b]; shape[3] = D;
                        KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, gkc, ktorch_cpu(), &tgk));
                        KTEST_OK(ktorch_tensor_wrap(dt, 4, shape, NULL, gvc, ktorch_cpu(), &tgv));
                        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, gks, ktorch_cpu(), &tgks));
                        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, gvs, ktorch_cpu(), &tgvs));
                        KTEST_OK(ktorch_tensor_slice(&tq, 0, b, b + 1, 1, &tqb));
                        f32_wrap(ro, 1, HQ, nq, D, &tro);
                        memset(&rp, 0, sizeof rp);
                        rp.causal = 1;
                        rp.window_flags = p.window_flags;
                        rp.window_left = p.window_left;
                        rp.k_scale = &tgks;
                        rp.v_scale = &tgvs;
                        rp.variant = KTORCH_ATTENTION_REFERENCE;
                        KTEST_OK(ktorch_attention(c1, &tqb, &tgk, &tgv, &tro, &rp));
                        {
                            double *rd = (double *)malloc(sizeof(double) * HQ * nq * D), e1;
                            for (i = 0; i < (size_t)HQ * nq * D; i++) rd[i] = ro[i];
                            e1 = ktest_max_rel(o + (size_t)b * HQ * nq * D, rd, (size_t)HQ * nq * D);
                            if (!(e1 <= err)) err = e1;
                            free(rd);
                        }
                        free(want); free(ro); free(gkc); free(gvc); free(gks); free(gvs);
                        free(qq.x); free(kk.x); free(vv.x);
                    }
                    KTEST_CHECKF(err <= 1e-5, "paged %s pre %d nq %d win %d: err %g", ktorch_dtype_name(dt), pre, nq, win, err);
                    for (i = 0; i < (size_t)B * HQ * nq; i++) KTEST_CHECK(lse[i] == lse[i] && lse[i] > -INFINITY);
                    /* threads: bitwise; every ISA within tolerance */
                    poison(o2, nout);
                    KTEST_OK(ktorch_attention_paged(c1, &tq, &c.tk, &c.tv, &c.tbt, &c.tlens, &to2, &p, &pp));
                    KTEST_CHECK(memcmp(o, o2, nout * 4) == 0);
                    for (isa = 0; isa < 3; isa++) {
                        ktorch_context *ci = ctx_make(isa_names[isa], 2);
                        double *od = (double *)malloc(nout * sizeof(double)), e1;
                        if (!ci) {
                            free(od);
                            continue;
                        }
                        for (i = 0; i < nout; i++) od[i] = o[i];
                        poison(o2, nout);
                        KTEST_OK(ktorch_attention_paged(ci, &tq, &c.tk, &c.tv, &c.tbt, &c.tlens, &to2, &p, &pp));
                        e1 = ktest_max_rel(o2, od, nout);
                        KTEST_CHECKF(e1 <= 1e-5, "paged isa %s: err %g", isa_names[isa], e1);
                        o2[3] += 1e-3f; /* planted */
                        KTEST_CHECK(!(ktest_max_rel(o2, od, nout) <= 1e-5));
                        free(od);
                        ktorch_context_destroy(ci);
                    }
                    for (b = 0; b < B; b++) {
                        free(kall[b]);
                        free(vall[b]);
                    }
                    free(q); free(o); free(o2);
                    qcache_free(&c);
                }
    ktorch_context_destroy(c1);
    ktorch_context_destroy(c2);
}

/* Decode reads the pages in place: 1 byte per K/V element (plus one f32 scale
   per token and head); the extra memory is a small workspace, far below even
   the codes' size, so no dequantized copy exists. */
static void test_paged_memory(void) {
    enum { HK = 2, D = 64, P = 16, LEN = 2048, MAXP = LEN / P };
    ktest_rng r = ktest_rng_make(700);
    ktorch_context *ctx = ctx_make(NULL, 2);
    ktorch_pool *pool = NULL;
    ktorch_pool_stats st0, st;
    qcache c;
    float *knew = (float *)malloc((size_t)HK * LEN * D * 4), *vnew = (float *)malloc((size_t)HK * LEN * D * 4), q[4 * D], o[4 * D];
    ktorch_tensor tk, tv, tq, to;
    ktorch_kv_quant kq;
    ktorch_attention_params p;
    uint64_t nbytes = 0, code_bytes = (uint64_t)2 * HK * LEN * D;
    size_t i;
    qcache_make(&c, KTORCH_I8, MAXP, HK, P, D, 1, MAXP, &r);
    for (i = 0; i < (size_t)HK * LEN * D; i++) {
        knew[i] = (float)ktest_normal(&r);
        vnew[i] = (float)ktest_normal(&r);
    }
    for (i = 0; i < 4 * D; i++) q[i] = (float)ktest_normal(&r);
    f32_wrap(knew, 1, HK, LEN, D, &tk);
    f32_wrap(vnew, 1, HK, LEN, D, &tv);
    f32_wrap(q, 1, 4, 1, D, &tq);
    f32_wrap(o, 1, 4, 1, D, &to);
    memset(&kq, 0, sizeof kq);
    kq.k_scale = &c.tks;
    kq.v_scale = &c.tvs;
    KTEST_OK(ktorch_kv_cache_append_quant(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &tk, &tv, &kq));
    c.lens[0] = LEN;
    KTEST_OK(ktorch_tensor_nbytes(&c.tk, &nbytes));
    KTEST_CHECK(nbytes == (uint64_t)ktorch_tensor_numel(&c.tk)); /* 1 byte per element */
    memset(&p, 0, sizeof p);
    p.k_scale = &c.tks;
    p.v_scale = &c.tvs;
    KTEST_OK(ktorch_device_pool(ctx, ktorch_cpu(), &pool));
    ktorch_pool_get_stats(pool, &st0);
    ktorch_pool_reset_peak(pool);
    poison(o, 4 * D);
    KTEST_OK(ktorch_attention_paged(ctx, &tq, &c.tk, &c.tv, &c.tbt, &c.tlens, &to, &p, NULL));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECKF(st.peak_bytes_in_use - st0.bytes_in_use < code_bytes / 8, "decode used %llu bytes beside %llu bytes of codes",
                 (unsigned long long)(st.peak_bytes_in_use - st0.bytes_in_use), (unsigned long long)code_bytes);
    for (i = 0; i < 4 * D; i++) KTEST_CHECK(o[i] == o[i]);
    free(knew); free(vnew);
    qcache_free(&c);
    ktorch_context_destroy(ctx);
}

static int err_has(const char *s) { return strstr(ktorch_last_error(), s) != NULL; }

static void test_bad_arguments(void) {
    enum { B = 1, HQ = 2, HK = 1, N = 8, D = 16 };
    ktest_rng r = ktest_rng_make(800);
    ktorch_context *ctx = ctx_make(NULL, 1);
    qin q, k, v, kf;
    float *o, sc3[4];
    ktorch_tensor to, bad, s3, s2d, sf16;
    ktorch_attention_params p;
    int64_t shape[3];
    qin_make(&q, KTORCH_F32, 0, B, HQ, N, D, 0, &r);
    qin_make(&k, KTORCH_I8, 1, B, HK, N, D, 0, &r);
    qin_make(&v, KTORCH_FP8_E4M3, 2, B, HK, N, D, 0, &r);
    qin_make(&kf, KTORCH_F32, 0, B, HK, N, D, 0, &r);
    out_make(&o, &to, B, HQ, N, D);
    p = qparams(&q, &k, &v, 0, -1, KTORCH_ATTENTION_AUTO);
    KTEST_OK(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p));
    /* missing scales, named */
    p.k_scale = NULL;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(err_has("k_scale"));
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(err_has("k_scale"));
    p.k_scale = &k.ts;
    p.v_scale = NULL;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(err_has("v_scale"));
    p.v_scale = &v.ts;
    /* a scale for a float input */
    p.q_scale = &k.ts;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(err_has("q_scale") && err_has("f32"));
    p.q_scale = NULL;
    /* mis-shaped: [3], [B,HK,N+1], 2-d; wrong dtype */
    shape[0] = 3;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, sc3, ktorch_cpu(), &s3));
    p.k_scale = &s3;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    bad = v.ts;
    bad.shape[2] = N + 1;
    p.k_scale = &k.ts;
    p.v_scale = &bad;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(err_has("v_scale"));
    shape[0] = 1; shape[1] = 1;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, sc3, ktorch_cpu(), &s2d));
    p.v_scale = &s2d;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    shape[0] = 1;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F16, 1, shape, NULL, sc3, ktorch_cpu(), &sf16));
    p.v_scale = &sf16;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &k.t, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    p.v_scale = &v.ts;
    /* wrong dtypes: i32 k; f16 k beside f32 q (floats must agree) */
    bad = k.t;
    bad.dtype = KTORCH_I32;
    p.k_scale = NULL;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &bad, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    bad = kf.t;
    bad.dtype = KTORCH_F16;
    KTEST_STATUS(ktorch_attention(ctx, &q.t, &bad, &v.t, &to, &p), KTORCH_INVALID_ARGUMENT);
    KTEST_OK(ktorch_attention(ctx, &q.t, &kf.t, &v.t, &to, &p)); /* f32 k with an fp8 v is fine */
    bad = q.t;
    bad.dtype = KTORCH_U8;
    KTEST_STATUS(ktorch_attention(ctx, &bad, &kf.t, &v.t, &to, &p), KTORCH_UNSUPPORTED);
    /* quantized inputs on a GPU device */
    bad = k.t;
    bad.device.backend = KTORCH_BACKEND_CUDA;
    p.k_scale = &k.ts;
    KTEST_CHECK(ktorch_attention(ctx, &q.t, &bad, &v.t, &to, &p) != KTORCH_OK);

    { /* paged */
        qcache c, cf;
        ktorch_kv_quant kq;
        ktorch_tensor kn, vn, kc, ksn, tq1, to1, badp;
        float kb[2 * 4 * D], q1[2 * D], o1[2 * D], ksv[2 * 4];
        unsigned char codes[2 * 4 * D];
        int64_t sh[4];
        size_t i;
        qcache_make(&c, KTORCH_I8, 4, 2, 4, D, 1, 4, &r);
        qcache_make(&cf, KTORCH_FP8_E4M3, 4, 2, 4, D, 1, 4, &r);
        for (i = 0; i < 2 * 4 * D; i++) kb[i] = (float)ktest_normal(&r);
        f32_wrap(kb, 1, 2, 4, D, &kn);
        f32_wrap(kb, 1, 2, 4, D, &vn);
        f32_wrap(q1, 1, 2, 1, D, &tq1);
        f32_wrap(o1, 1, 2, 1, D, &to1);
        for (i = 0; i < 2 * D; i++) q1[i] = 1;
        memset(&kq, 0, sizeof kq);
        KTEST_STATUS(ktorch_kv_cache_append(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &kn, &vn), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("k_scale"));
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &kn, &vn, NULL), KTORCH_INVALID_ARGUMENT);
        kq.k_scale = &c.tks;
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &kn, &vn, &kq), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("v_scale"));
        kq.v_scale = &c.tvs;
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &kn, &vn, &kq), KTORCH_OK);
        c.lens[0] = 4;
        /* pre-quantized tokens: wrong dtype, missing scale, scale for float tokens */
        sh[0] = 1; sh[1] = 2; sh[2] = 4; sh[3] = D;
        memset(codes, 1, sizeof codes);
        for (i = 0; i < 8; i++) ksv[i] = 1;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_FP8_E4M3, 4, sh, NULL, codes, ktorch_cpu(), &kc));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, sh, NULL, ksv, ktorch_cpu(), &ksn));
        kq.k_new_scale = &ksn;
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &c.tk, &c.tv, &c.tbt, &c.tlens, &kc, &vn, &kq), KTORCH_INVALID_ARGUMENT);
        kq.k_new_scale = NULL;
        kq.k_scale = &cf.tks;
        kq.v_scale = &cf.tvs;
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &cf.tk, &cf.tv, &cf.tbt, &cf.tlens, &kc, &vn, &kq), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("k_new_scale"));
        kq.v_new_scale = &ksn;
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &cf.tk, &cf.tv, &cf.tbt, &cf.tlens, &kn, &vn, &kq), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("v_new_scale"));
        kq.v_new_scale = NULL;
        /* non-finite token: rejected, nothing written */
        kb[2 * 4 * D - 1] = INFINITY;
        memset(cf.kb, 0x55, 4 * 2 * 4 * D);
        KTEST_STATUS(ktorch_kv_cache_append_quant(ctx, &cf.tk, &cf.tv, &cf.tbt, &cf.tlens, &kn, &vn, &kq), KTORCH_INVALID_ARGUMENT);
        for (i = 0; i < 4 * 2 * 4 * D; i++) KTEST_CHECK(cf.kb[i] == 0x55);
        /* decode: missing / mis-shaped / extra scales, mixed page kinds, q_scale */
        memset(&p, 0, sizeof p);
        KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &c.tk, &c.tv, &c.tbt, &c.tlens, &to1, &p, NULL), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("params->k_scale"));
        KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &c.tk, &c.tv, &c.tbt, &c.tlens, &to1, NULL, NULL), KTORCH_INVALID_ARGUMENT);
        p.k_scale = &c.tks;
        p.v_scale = &ksn; /* [1,2,4] is not [4,2,4] */
        KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &c.tk, &c.tv, &c.tbt, &c.tlens, &to1, &p, NULL), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(err_has("v_scale"));
        p.v_scale = &c.tvs;
        KTEST_OK(ktorch_attention_paged(ctx, &tq1, &c.tk, &c.tv, &c.tbt, &c.tlens, &to1, &p, NULL));
        p.q_scale = &c.tks;
        KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &c.tk, &c.tv, &c.tbt, &c.tlens, &to1, &p, NULL), KTORCH_INVALID_ARGUMENT);
        p.q_scale = NULL;
        badp = c.tv;
        badp.dtype = KTORCH_F32;
        KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &c.tk, &badp, &c.tbt, &c.tlens, &to1, &p, NULL), KTORCH_UNSUPPORTED);
        { /* scales given for float pages */
            ktorch_tensor fk = c.tk;
            fk.dtype = KTORCH_F32;
            KTEST_STATUS(ktorch_attention_paged(ctx, &tq1, &fk, &badp, &c.tbt, &c.tlens, &to1, &p, NULL), KTORCH_INVALID_ARGUMENT);
            KTEST_CHECK(err_has("k_scale") && err_has("f32"));
        }
        qcache_free(&c);
        qcache_free(&cf);
    }
    ktorch_context_destroy(ctx);
    qin_free(&q); qin_free(&k); qin_free(&v); qin_free(&kf);
    free(o);
}

int main(void) {
    KTEST_RUN(test_dequant_all_codes);
    KTEST_RUN(test_flash_kv_quant);
    KTEST_RUN(test_flash_q_quant_mixed);
    KTEST_RUN(test_planted_errors);
    KTEST_RUN(test_variants_quant);
    KTEST_RUN(test_flash_memory);
    KTEST_RUN(test_paged_quant);
    KTEST_RUN(test_paged_memory);
    KTEST_RUN(test_bad_arguments);
    return ktest_finish("kvquant");
}
