/* CUDA parity tests: device attention and conversions against independent
   host references (f64 attention, arithmetic f16/bf16 rounding), the
   attention backward against the CPU op. Outputs are poisoned first. Skips
   when no CUDA device can be registered.
   KTORCH_TEST_SMALL=1 keeps shapes small (for compute-sanitizer). */
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

/* ---- independent host number formats ----------------------------------- */
static uint16_t ref_f16(float x) {
    uint32_t b;
    double a, q;
    int e;
    uint16_t sign;
    memcpy(&b, &x, 4);
    sign = (uint16_t)((b >> 16) & 0x8000u);
    if (x != x) return (uint16_t)(sign | 0x7e00u);
    a = fabs((double)x);
    if (a >= 65520.0) return (uint16_t)(sign | 0x7c00u);
    if (a < ldexp(1.0, -14)) return (uint16_t)(sign | (uint16_t)nearbyint(a * ldexp(1.0, 24)));
    frexp(a, &e);
    e -= 1; /* a in [2^e, 2^(e+1)) */
    q = nearbyint(ldexp(a, 10 - e));
    if (q >= 2048.0) { q = 1024.0; e++; }
    if (e + 15 >= 31) return (uint16_t)(sign | 0x7c00u);
    return (uint16_t)(sign | ((e + 15) << 10) | ((int)q - 1024));
}
static float ref_f16_to_f32(uint16_t h) {
    int e = (h >> 10) & 31, m = h & 1023;
    double v;
    if (e == 31) {
        uint32_t b = ((uint32_t)(h & 0x8000u) << 16) | 0x7f800000u | ((uint32_t)m << 13);
        float f;
        memcpy(&f, &b, 4);
        return f;
    }
    v = e == 0 ? ldexp((double)m, -24) : ldexp(1024.0 + m, e - 25);
    return (float)((h & 0x8000u) ? -v : v);
}
static uint16_t ref_bf16(float x) {
    uint32_t b;
    double a, q;
    int e;
    uint16_t sign;
    memcpy(&b, &x, 4);
    sign = (uint16_t)((b >> 16) & 0x8000u);
    if (x != x) return (uint16_t)(sign | 0x7fc0u);
    a = fabs((double)x);
    if (a == HUGE_VAL) return (uint16_t)(sign | 0x7f80u);
    if (a < ldexp(1.0, -126)) return (uint16_t)(sign | (uint16_t)nearbyint(a * ldexp(1.0, 133)));
    frexp(a, &e);
    e -= 1;
    q = nearbyint(ldexp(a, 7 - e));
    if (q >= 256.0) { q = 128.0; e++; }
    if (e + 127 >= 255) return (uint16_t)(sign | 0x7f80u);
    return (uint16_t)(sign | ((e + 127) << 7) | ((int)q - 128));
}
static float ref_bf16_to_f32(uint16_t h) {
    uint32_t b = (uint32_t)h << 16;
    float f;
    memcpy(&f, &b, 4);
    return f;
}
static uint16_t enc16(ktorch_dtype dt, float x) { return dt == KTORCH_F16 ? ref_f16(x) : ref_bf16(x); }
static float dec16(ktorch_dtype dt, uint16_t h) { return dt == KTORCH_F16 ? ref_f16_to_f32(h) : ref_bf16_to_f32(h); }

/* ---- device tensors straight from the backend's block provider ---------- */
static const ktorch_backend_impl *gpu_impl(void) { return ktest_gpu_impl(g_ctx); }
/* the provider's block handles by base address (not the base on every backend) */
static void *g_blk[64][2];
static void *dev_alloc(uint64_t bytes) {
    ktorch_block_provider p = gpu_impl()->provider(gpu_impl()->state, 0);
    void *blk = NULL, *base = NULL;
    int i;
    for (i = 0; i < 64 && g_blk[i][1]; i++) {}
    if (i == 64 || p.alloc_block(bytes ? bytes : 16, &blk, &base, p.user_data) != 0) return NULL;
    g_blk[i][0] = blk;
    g_blk[i][1] = base;
    return base;
}
static void dev_free(void *base) {
    ktorch_block_provider p = gpu_impl()->provider(gpu_impl()->state, 0);
    int i;
    for (i = 0; base && i < 64; i++)
        if (g_blk[i][1] == base) {
            p.free_block(g_blk[i][0], base, p.user_data);
            g_blk[i][0] = g_blk[i][1] = NULL;
            return;
        }
}
/* Contiguous device tensor (caller frees t->data with dev_free). */
static int dev_tensor(ktorch_dtype dt, int ndim, const int64_t *shape, ktorch_tensor *t) {
    int64_t n = 1;
    int i;
    for (i = 0; i < ndim; i++) n *= shape[i];
    if (ktorch_tensor_wrap(dt, ndim, shape, NULL, dev_alloc((uint64_t)n * (uint64_t)(ktorch_dtype_bits(dt) / 8)), ktest_gpu0(), t) != KTORCH_OK)
        return 0;
    return t->data != NULL;
}
static void upload(ktorch_tensor *dst, void *host) {
    ktorch_tensor h;
    KTEST_OK(ktorch_tensor_wrap(dst->dtype, dst->ndim, dst->shape, NULL, host, ktorch_cpu(), &h));
    KTEST_OK(ktorch_tensor_copy(g_ctx, dst, &h, NULL));
}
static void download(void *host, const ktorch_tensor *src) {
    ktorch_tensor h;
    KTEST_OK(ktorch_tensor_wrap(src->dtype, src->ndim, src->shape, NULL, host, ktorch_cpu(), &h));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &h, src, NULL));
}

/* ---- f64 reference attention (the header's semantics) ------------------- */
typedef struct acase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, D;
    int causal, wflags, wl, wr;
    float softcap;
    int alibi, mask; /* mask: 0 none, 1 bool, 2 additive f32, 3 additive bf16 */
    int lse, bshd;   /* bshd: q/k/v/out stored [B,N,H,D] and passed as permuted views */
    float scale;     /* 0: 1/sqrt(D) */
} acase;

static void ref_attention(const acase *c, const float *q, const float *k, const float *v, const uint8_t *bm, const float *am,
                          const float *slopes, double *out, double *lse) {
    int b, h, i, j, d, G = c->Hq / c->Hk;
    long off = c->Nk - c->Nq;
    double scale = c->scale != 0 ? (double)c->scale : 1.0 / sqrt((double)c->D);
    double *s = (double *)malloc(sizeof(double) * (size_t)c->Nk);
    for (b = 0; b < c->B; b++)
        for (h = 0; h < c->Hq; h++)
            for (i = 0; i < c->Nq; i++) {
                const float *qi = q + (((size_t)b * c->Hq + h) * c->Nq + i) * c->D;
                double mx = -HUGE_VAL, sum = 0;
                double *o = out + (((size_t)b * c->Hq + h) * c->Nq + i) * c->D;
                int wr = c->causal ? 0 : c->wr, hasr = c->causal || (c->wflags & 2);
                for (j = 0; j < c->Nk; j++) {
                    const float *kj = k + (((size_t)b * c->Hk + h / G) * c->Nk + j) * c->D;
                    double x = 0;
                    long pos = i + off;
                    int vis = 1;
                    if ((c->wflags & 1) && j < pos - c->wl) vis = 0;
                    if (hasr && j > pos + wr) vis = 0;
                    if (c->mask == 1 && !bm[(size_t)i * c->Nk + j]) vis = 0;
                    if (!vis) { s[j] = -HUGE_VAL; continue; }
                    for (d = 0; d < c->D; d++) x += (double)qi[d] * kj[d];
                    x *= scale;
                    if (c->softcap != 0) x = c->softcap * tanh(x / c->softcap);
                    if (c->alibi) x -= slopes[h] * fabs((double)(pos - j));
                    if (c->mask >= 2) x += am[(size_t)i * c->Nk + j];
                    s[j] = x;
                    if (x > mx) mx = x;
                }
                for (d = 0; d < c->D; d++) o[d] = 0;
                if (mx == -HUGE_VAL) {
                    if (lse) lse[((size_t)b * c->Hq + h) * c->Nq + i] = -HUGE_VAL;
                    continue;
                }
                for (j = 0; j < c->Nk; j++) {
                    double p = s[j] == -HUGE_VAL ? 0 : exp(s[j] - mx);
                    const float *vj = v + (((size_t)b * c->Hk + h / G) * c->Nk + j) * c->D;
                    sum += p;
                    if (p != 0)
                        for (d = 0; d < c->D; d++) o[d] += p * vj[d];
                }
                for (d = 0; d < c->D; d++) o[d] /= sum;
                if (lse) lse[((size_t)b * c->Hq + h) * c->Nq + i] = mx + log(sum);
            }
    free(s);
}

/* Host [B,H,N,D] -> storage order (bshd: [B,N,H,D]) of 16-bit values. */
static void pack16(ktorch_dtype dt, const float *src, uint16_t *dst, int B, int H, int N, int D, int bshd) {
    int b, h, n, d;
    for (b = 0; b < B; b++)
        for (h = 0; h < H; h++)
            for (n = 0; n < N; n++)
                for (d = 0; d < D; d++) {
                    size_t si = (((size_t)b * H + h) * N + n) * D + d;
                    size_t di = bshd ? (((size_t)b * N + n) * H + h) * D + d : si;
                    dst[di] = enc16(dt, src[si]);
                }
}
/* Device tensor for [B,H,N,D] data, optionally stored [B,N,H,D] (a permuted view). */
static int dev_bhnd(ktorch_dtype dt, int B, int H, int N, int D, int bshd, ktorch_tensor *view, void **base) {
    int64_t shp[4];
    ktorch_tensor t;
    static const int perm[4] = {0, 2, 1, 3};
    shp[0] = B; shp[1] = bshd ? N : H; shp[2] = bshd ? H : N; shp[3] = D;
    if (!dev_tensor(dt, 4, shp, &t)) return 0;
    *base = t.data;
    if (bshd) return ktorch_tensor_permute(&t, perm, view) == KTORCH_OK;
    *view = t;
    return 1;
}

/* Runs one case; returns the NMSE (or 1e30 on failure). plant: corrupt the output row 0 first. */
static double run_case(const acase *c, ktorch_dtype dt, int plant) {
    size_t nq = (size_t)c->B * c->Hq * c->Nq * c->D, nk = (size_t)c->B * c->Hk * c->Nk * c->D, no = nq, i;
    size_t nl = (size_t)c->B * c->Hq * c->Nq;
    float *q = (float *)malloc(nq * 4), *k = (float *)malloc(nk * 4), *v = (float *)malloc(nk * 4);
    uint16_t *h16 = (uint16_t *)malloc((nq > nk ? nq : nk) * 2);
    double *ref = (double *)malloc(no * 8), *rl = (double *)malloc(nl * 8);
    float *got = (float *)malloc(no * 4), *gl = (float *)malloc(nl * 4), slopes[64];
    uint8_t *bm = NULL;
    float *am = NULL;
    uint16_t *am16 = NULL;
    ktorch_tensor tq, tk, tv, to, tl, tm;
    void *bq = NULL, *bk = NULL, *bv = NULL, *bo = NULL, *bl = NULL, *bmask = NULL;
    ktorch_attention_params p;
    double nmse = 1e30, lerr = 0;
    int ok = 1;
    for (i = 0; i < nq; i++) q[i] = dec16(dt, enc16(dt, (float)ktest_normal(&g_rng)));
    for (i = 0; i < nk; i++) k[i] = dec16(dt, enc16(dt, (float)ktest_normal(&g_rng)));
    for (i = 0; i < nk; i++) v[i] = dec16(dt, enc16(dt, (float)ktest_normal(&g_rng)));
    for (i = 0; i < 64; i++) slopes[i] = (float)pow(2.0, -8.0 * (double)(i + 1) / 16.0);
    memset(&p, 0, sizeof p);
    if (c->mask == 1) {
        bm = (uint8_t *)malloc((size_t)c->Nq * c->Nk);
        for (i = 0; i < (size_t)c->Nq * c->Nk; i++) bm[i] = (uint8_t)(ktest_uniform(&g_rng) < 0.7 || i % (size_t)c->Nk == 0);
    } else if (c->mask >= 2) {
        am = (float *)malloc((size_t)c->Nq * c->Nk * 4);
        for (i = 0; i < (size_t)c->Nq * c->Nk; i++) am[i] = (float)(ktest_uniform(&g_rng) * 4.0 - 2.0);
        if (c->mask == 3) { /* bf16 mask: the reference adds the rounded values */
            am16 = (uint16_t *)malloc((size_t)c->Nq * c->Nk * 2);
            for (i = 0; i < (size_t)c->Nq * c->Nk; i++) {
                am16[i] = enc16(KTORCH_BF16, am[i]);
                am[i] = dec16(KTORCH_BF16, am16[i]);
            }
        }
    }
    ref_attention(c, q, k, v, bm, am, slopes, ref, rl);

    ok = dev_bhnd(dt, c->B, c->Hq, c->Nq, c->D, c->bshd, &tq, &bq) && dev_bhnd(dt, c->B, c->Hk, c->Nk, c->D, c->bshd, &tk, &bk) &&
         dev_bhnd(dt, c->B, c->Hk, c->Nk, c->D, c->bshd, &tv, &bv) && dev_bhnd(dt, c->B, c->Hq, c->Nq, c->D, c->bshd, &to, &bo);
    KTEST_CHECK(ok);
    if (ok) {
        ktorch_tensor raw;
        int64_t s4[4];
        s4[0] = c->B; s4[1] = c->bshd ? c->Nq : c->Hq; s4[2] = c->bshd ? c->Hq : c->Nq; s4[3] = c->D;
        pack16(dt, q, h16, c->B, c->Hq, c->Nq, c->D, c->bshd);
        KTEST_OK(ktorch_tensor_wrap(dt, 4, s4, NULL, bq, ktest_gpu0(), &raw));
        upload(&raw, h16);
        s4[1] = c->bshd ? c->Nk : c->Hk; s4[2] = c->bshd ? c->Hk : c->Nk;
        pack16(dt, k, h16, c->B, c->Hk, c->Nk, c->D, c->bshd);
        KTEST_OK(ktorch_tensor_wrap(dt, 4, s4, NULL, bk, ktest_gpu0(), &raw));
        upload(&raw, h16);
        pack16(dt, v, h16, c->B, c->Hk, c->Nk, c->D, c->bshd);
        KTEST_OK(ktorch_tensor_wrap(dt, 4, s4, NULL, bv, ktest_gpu0(), &raw));
        upload(&raw, h16);
        /* poison: 0xFF bytes are NaN in f16/bf16/f32 */
        KTEST_OK(gpu_impl()->fill(gpu_impl()->state, 0, bo, 0xff, (uint64_t)no * 2));
        if (c->lse) {
            int64_t ls[3];
            ls[0] = c->B; ls[1] = c->Hq; ls[2] = c->Nq;
            ok = dev_tensor(KTORCH_F32, 3, ls, &tl);
            bl = tl.data;
            KTEST_OK(gpu_impl()->fill(gpu_impl()->state, 0, bl, 0xff, (uint64_t)nl * 4));
            p.lse = &tl;
        }
        if (c->mask) {
            int64_t ms[4];
            ms[0] = 1; ms[1] = 1; ms[2] = c->Nq; ms[3] = c->Nk;
            ok = ok && dev_tensor(c->mask == 1 ? KTORCH_BOOL : c->mask == 2 ? KTORCH_F32 : KTORCH_BF16, 4, ms, &tm);
            bmask = tm.data;
            if (ok) upload(&tm, c->mask == 1 ? (void *)bm : c->mask == 2 ? (void *)am : (void *)am16);
            p.mask = &tm;
        }
        p.causal = c->causal;
        p.window_flags = c->wflags;
        p.window_left = c->wl;
        p.window_right = c->wr;
        p.softcap = c->softcap;
        p.alibi_slopes = c->alibi ? slopes : NULL;
        p.scale = c->scale;
        KTEST_OK(ktorch_attention(g_ctx, &tq, &tk, &tv, &to, &p));
        KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
        {
            ktorch_tensor raw2;
            int64_t s4o[4];
            s4o[0] = c->B; s4o[1] = c->bshd ? c->Nq : c->Hq; s4o[2] = c->bshd ? c->Hq : c->Nq; s4o[3] = c->D;
            KTEST_OK(ktorch_tensor_wrap(dt, 4, s4o, NULL, bo, ktest_gpu0(), &raw2));
            download(h16, &raw2);
        }
        for (i = 0; i < no; i++) {
            size_t b = i / ((size_t)c->Hq * c->Nq * c->D), r = i % ((size_t)c->Hq * c->Nq * c->D);
            size_t h = r / ((size_t)c->Nq * c->D), n = (r / c->D) % c->Nq, d = r % c->D;
            size_t si = c->bshd ? (((b * c->Nq + n) * c->Hq + h) * c->D + d) : i;
            got[i] = dec16(dt, h16[si]);
        }
        if (plant)
            for (i = 0; i < (size_t)c->D; i++) got[i] = 0.0f;
        nmse = ktest_nmse(got, ref, no);
        if (c->lse) {
            download(gl, &tl);
            for (i = 0; i < nl; i++) {
                double e;
                if (rl[i] == -HUGE_VAL) { e = gl[i] == -HUGE_VAL ? 0 : 1; }
                else e = fabs(gl[i] - rl[i]);
                if (!(e <= lerr)) lerr = e != e ? 1e30 : e;
            }
            KTEST_CHECKF(lerr < 2e-3, "%s: LSE max abs error %g", c->name, lerr);
        }
    }
    dev_free(bq); dev_free(bk); dev_free(bv); dev_free(bo); dev_free(bl); dev_free(bmask);
    free(q); free(k); free(v); free(h16); free(ref); free(rl); free(got); free(gl); free(bm); free(am); free(am16);
    return nmse;
}

static double tol(ktorch_dtype dt) { return dt == KTORCH_F16 ? 1e-5 : 1e-4; }

static void check_cases(const acase *cs, int n) {
    int i, t;
    for (i = 0; i < n; i++)
        for (t = 0; t < 2; t++) {
            ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
            double e = run_case(&cs[i], dt, 0);
            KTEST_CHECKF(e <= tol(dt), "%s %s: NMSE %g > %g", cs[i].name, ktorch_dtype_name(dt), e, tol(dt));
            if (getenv("KTEST_VERBOSE")) printf("    %-28s %-5s NMSE %.3g\n", cs[i].name, ktorch_dtype_name(dt), e);
        }
}

#define SKIP_IF_NO_GPU() do { if (g_skip) KTEST_SKIP(g_skip); } while (0)

/* Attention backward on the device against the CPU op on the same inputs
   (the CPU forward's out and LSE): each gradient within the input dtype's
   NMSE tolerance, and a second device run bitwise equal to the first (no
   atomics; in the atomic mode dK and dV only). Gradients poisoned first;
   one case plants an error. */
static int g_bwd_atomic; /* the engine runs the atomic dQ mode */
typedef struct bcase {
    const char *name;
    int B, Hq, Hk, Nq, Nk, D, causal, wflags, wl, wr;
    float softcap;
    int alibi;
} bcase;
static ktorch_tensor host_t(ktorch_dtype dt, int B, int H, int N, int D, int fill) {
    ktorch_tensor t;
    int64_t s[4], n, i;
    s[0] = B; s[1] = H; s[2] = N; s[3] = D;
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, D ? 4 : 3, s, ktorch_cpu(), &t));
    n = ktorch_tensor_numel(&t);
    for (i = 0; i < n; i++) {
        float x = fill ? (float)ktest_normal(&g_rng) : 0.0f;
        if (dt == KTORCH_F32) ((float *)t.data)[i] = x;
        else ((uint16_t *)t.data)[i] = enc16(dt, x);
    }
    return t;
}
static ktorch_tensor dev_copy(const ktorch_tensor *h, int poison) {
    ktorch_tensor d;
    KTEST_OK(ktorch_tensor_create(g_ctx, h->dtype, h->ndim, h->shape, ktest_gpu0(), &d));
    if (poison) KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &d, 0xff));
    else KTEST_OK(ktorch_tensor_copy(g_ctx, &d, h, NULL));
    return d;
}
static double grad_nmse(const ktorch_tensor *ref, const ktorch_tensor *dev, void *bits, size_t *nbytes, int plant) {
    ktorch_tensor h;
    int64_t n = ktorch_tensor_numel(ref), i;
    double num = 0, den = 0;
    KTEST_OK(ktorch_tensor_create(g_ctx, ref->dtype, ref->ndim, ref->shape, ktorch_cpu(), &h));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &h, dev, NULL));
    *nbytes = (size_t)n * (ref->dtype == KTORCH_F32 ? 4 : 2);
    if (bits) memcpy(bits, h.data, *nbytes);
    if (plant) ((float *)h.data)[0] += 1.0f;
    for (i = 0; i < n; i++) {
        double r = ((const float *)ref->data)[i], x = ((const float *)h.data)[i];
        num += (x - r) * (x - r);
        den += r * r;
    }
    ktorch_tensor_free(g_ctx, &h);
    return num == num ? num / (den > 0 ? den : 1) : 1e30;
}
static void run_bwd(const bcase *c, ktorch_dtype dt, int plant) {
    ktorch_tensor q = host_t(dt, c->B, c->Hq, c->Nq, c->D, 1), k = host_t(dt, c->B, c->Hk, c->Nk, c->D, 1), v = host_t(dt, c->B, c->Hk, c->Nk, c->D, 1);
    ktorch_tensor o = host_t(dt, c->B, c->Hq, c->Nq, c->D, 0), dout = host_t(dt, c->B, c->Hq, c->Nq, c->D, 1), lse = host_t(KTORCH_F32, c->B, c->Hq, c->Nq, 0, 0);
    ktorch_tensor ref[3], dq, dk, dv, dd[6], *g[3];
    ktorch_attention_params p;
    float slopes[16];
    int i, r;
    for (i = 0; i < 16; i++) slopes[i] = 0.1f * (float)(i + 1);
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.softcap = c->softcap;
    p.alibi_slopes = c->alibi ? slopes : NULL;
    p.lse = &lse;
    KTEST_OK(ktorch_attention(g_ctx, &q, &k, &v, &o, &p));
    p.lse = NULL;
    for (i = 0; i < 3; i++) ref[i] = host_t(KTORCH_F32, c->B, i ? c->Hk : c->Hq, i ? c->Nk : c->Nq, c->D, 0);
    KTEST_OK(ktorch_attention_backward(g_ctx, &q, &k, &v, &o, &lse, &dout, &ref[0], &ref[1], &ref[2], &p));
    dd[0] = dev_copy(&q, 0), dd[1] = dev_copy(&k, 0), dd[2] = dev_copy(&v, 0), dd[3] = dev_copy(&o, 0), dd[4] = dev_copy(&lse, 0),
    dd[5] = dev_copy(&dout, 0);
    dq = dev_copy(&ref[0], 1), dk = dev_copy(&ref[1], 1), dv = dev_copy(&ref[2], 1);
    g[0] = &dq, g[1] = &dk, g[2] = &dv;
    {
        void *first[3];
        for (r = 0; r < 2; r++) {
            KTEST_OK(ktorch_attention_backward(g_ctx, &dd[0], &dd[1], &dd[2], &dd[3], &dd[4], &dd[5], &dq, &dk, &dv, &p));
            KTEST_OK(ktorch_synchronize(g_ctx, ktest_gpu0()));
            for (i = 0; i < 3; i++) {
                size_t nb = 0;
                void *bits = malloc((size_t)ktorch_tensor_numel(&ref[i]) * 4);
                double e = grad_nmse(&ref[i], g[i], bits, &nb, plant && i == 0);
                if (plant) {
                    if (i == 0) KTEST_CHECKF(e > tol(dt), "%s: planted error not detected (NMSE %g)", c->name, e);
                } else {
                    KTEST_CHECKF(e <= tol(dt), "%s %s: d%c NMSE %g > %g", c->name, ktorch_dtype_name(dt), "qkv"[i], e, tol(dt));
                }
                if (getenv("KTEST_VERBOSE") && r == 0 && !plant) printf("    bwd %-26s %-5s d%c NMSE %.3g\n", c->name, ktorch_dtype_name(dt), "qkv"[i], e);
                if (r == 0) first[i] = bits;
                else {
                    KTEST_CHECKF((i == 0 && g_bwd_atomic) || memcmp(first[i], bits, nb) == 0, "%s %s: d%c differs between two runs", c->name,
                                 ktorch_dtype_name(dt), "qkv"[i]);
                    free(first[i]);
                    free(bits);
                }
                if (r == 0) KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, g[i], 0xff));
            }
        }
    }
    for (i = 0; i < 6; i++) ktorch_tensor_free(g_ctx, &dd[i]);
    for (i = 0; i < 3; i++) ktorch_tensor_free(g_ctx, g[i]), ktorch_tensor_free(g_ctx, &ref[i]);
    ktorch_tensor_free(g_ctx, &q), ktorch_tensor_free(g_ctx, &k), ktorch_tensor_free(g_ctx, &v);
    ktorch_tensor_free(g_ctx, &o), ktorch_tensor_free(g_ctx, &dout), ktorch_tensor_free(g_ctx, &lse);
}
static void test_attention_backward(void) {
    static const bcase cs[] = {
        {"d64 GQA 4:2 N=300", 2, 4, 2, 300, 300, 64, 0, 0, 0, 0, 0, 0},
        {"d128 causal MQA Nq=200 Nk=333", 1, 4, 1, 200, 333, 128, 1, 0, 0, 0, 0, 0},
        {"d64 window 40/8 softcap alibi", 1, 2, 2, 257, 257, 64, 0, 3, 40, 8, 15.0f, 1},
        {"d128 causal Nq=1", 2, 2, 1, 1, 129, 128, 1, 0, 0, 0, 0, 0},
        {"d64 causal Nq > Nk (empty rows)", 1, 2, 2, 150, 70, 64, 1, 0, 0, 0, 0, 0},
        {"d128 N=512 (ring dQ order)", 1, 2, 2, 512, 512, 128, 0, 0, 0, 0, 0, 0},
        {"d128 long causal GQA", 1, 8, 2, 2048, 2048, 128, 1, 0, 0, 0, 0, 0},
    };
    int i, t, n = (int)(sizeof cs / sizeof cs[0]);
    SKIP_IF_NO_GPU();
    if (!ktest_gpu_engine(g_ctx)) KTEST_SKIP("the CUDA/HIP engine's kernels (Vulkan refuses the backward)");
    if (g_small) n -= 1; /* the long case */
    {
        /* the atomic dQ mode, the larger tiles and, on sm_90a, the mma.sync tile 0 (ktorch_cuda_desc.attn_bwd_atomic,
           attn_bwd_tile, attn_bwd_no_wgmma), bf16; tile 0 is the warpgroup kernels there */
        static const int modes[][3] = {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}, {0, 0, 1}, {1, 0, 1}};
        gpu_engine *st = ktest_gpu_engine(g_ctx);
        int m, nm = gpu_engine_sm90(st) ? 6 : 4;
        for (m = 0; m < nm; m++) {
            gpu_engine_attn_bwd(st, modes[m][0], modes[m][1], modes[m][2]);
            g_bwd_atomic = modes[m][0];
            if (getenv("KTEST_VERBOSE")) printf("    backward mode: atomic %d, tile %d, no wgmma %d\n", modes[m][0], modes[m][1], modes[m][2]);
            for (i = 0; i < n; i++) run_bwd(&cs[i], KTORCH_BF16, 0);
        }
        gpu_engine_attn_bwd(st, 1, 1, 0);
        run_bwd(&cs[0], KTORCH_BF16, 1);
        gpu_engine_attn_bwd(st, 0, 0, 0);
        g_bwd_atomic = 0;
        if (gpu_engine_sm90(st)) { /* the ring kernels (kt_bwd_wgr, kt_bwd_wgdr) at every shape, f16 and bf16 */
            if (getenv("KTEST_VERBOSE")) printf("    backward mode: ring kernels\n");
            gpu_engine_attn_bwd_ring(st, 3);
            for (i = 0; i < n; i++)
                for (t = 0; t < 2; t++) run_bwd(&cs[i], t ? KTORCH_BF16 : KTORCH_F16, 0);
            run_bwd(&cs[0], KTORCH_BF16, 1);
            /* the dK/dV ring kernel with dQ (attn_bwd_ring 4): summed in key block order (kt_bwd_wgro, dq bitwise
               equal over the two runs) where it runs, unordered in the atomic mode (kt_bwd_wgrq) */
            if (getenv("KTEST_VERBOSE")) printf("    backward mode: ring kernel with dQ\n");
            gpu_engine_attn_bwd_ring(st, 4);
            for (i = 0; i < n; i++)
                for (t = 0; t < 2; t++) run_bwd(&cs[i], t ? KTORCH_BF16 : KTORCH_F16, 0);
            gpu_engine_attn_bwd(st, 1, 0, 0);
            g_bwd_atomic = 1;
            for (i = 0; i < n; i++) run_bwd(&cs[i], KTORCH_BF16, 0);
            gpu_engine_attn_bwd(st, 0, 0, 0);
            g_bwd_atomic = 0;
            gpu_engine_attn_bwd_ring(st, 0);
        }
    }
    if (getenv("KTEST_VERBOSE")) printf("    backward mode: default (deterministic, tile 0; warpgroup MMA on sm_90a)\n");
    for (i = 0; i < n; i++)
        for (t = 0; t < 2; t++) run_bwd(&cs[i], t ? KTORCH_BF16 : KTORCH_F16, 0);
    run_bwd(&cs[0], KTORCH_BF16, 1);
}

static void test_head_dims(void) {
    static const acase cs[] = {
        {"d64", 2, 4, 4, 150, 150, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"d80", 1, 3, 3, 97, 130, 80, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"d96", 1, 2, 2, 64, 200, 96, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
        {"d128", 2, 2, 2, 129, 129, 128, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"d256", 1, 2, 2, 70, 90, 256, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
    };
    SKIP_IF_NO_GPU();
    check_cases(cs, g_small ? 2 : 5);
    {
        /* on sm_90a the cases above must have run the bulk-copy kernel (or its
           cp.async fallback when the driver has no tensor maps), not mma.sync */
        gpu_engine *st = ktest_gpu_engine(g_ctx);
        if (st && gpu_engine_sm90(st)) {
            int k = gpu_engine_tensor_maps(st) ? 4 : 3;
            KTEST_CHECKF(gpu_engine_ran(st, k, 64, 1, k == 4 ? 3 : 0), "sm_90a kernel (kind %d) did not run", k);
            KTEST_CHECKF(!gpu_engine_ran(st, 0, 64, 1, 0), "mma.sync kernel ran on sm_90a");
            if (getenv("KTEST_VERBOSE")) printf("    sm_90a path: kind %d\n", k);
            if (k == 4) {
                /* the cp.async fallback (drivers without tensor maps) on the same cases */
                gpu_engine_hide_tensor_maps(st, 1);
                check_cases(cs, 1);
                check_cases(cs + 3, 1);
                gpu_engine_hide_tensor_maps(st, 0);
                KTEST_CHECKF(gpu_engine_ran(st, 3, 128, 1, 0), "cp.async sm_90a kernel did not run");
            }
        }
    }
}

/* Runs cases in a context of their own, so that the kernels its engine
   loaded are these cases' alone: *wide 1 where they ran the three-consumer
   d=64 kernel without a right bound (mask 3) in f16 and bf16, 2 with one
   (mask 4), 3 both, *other 1 where they ran any other d=64 forward (-1
   both where the engine could not be set up). */
static void run_alone(const acase *cs, int n, int pair, int *wide, int *other) {
    ktorch_context *saved = g_ctx;
    gpu_engine *st;
    int t;
    *wide = *other = -1;
    g_ctx = NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    if (g_ctx && !ktest_gpu_register(g_ctx) && (st = ktest_gpu_engine(g_ctx)) != NULL) {
        gpu_engine_pair_always(st, pair);
        check_cases(cs, n);
        *wide = (gpu_engine_ran(st, 4, 64, 0, 3) && gpu_engine_ran(st, 4, 64, 1, 3)) +
                2 * (gpu_engine_ran(st, 4, 64, 0, 4) && gpu_engine_ran(st, 4, 64, 1, 4));
        *other = 0;
        for (t = 0; t < 2; t++) *other |= gpu_engine_ran(st, 4, 64, t, 0) || gpu_engine_ran(st, 3, 64, t, 0) || gpu_engine_ran(st, 0, 64, t, 0);
    }
    if (g_ctx) ktorch_context_destroy(g_ctx);
    g_ctx = saved;
}

/* d = 64 without soft-cap, ALiBi, a negative scale or a window on both
   sides runs on three consumer warpgroups (kind 4, mask 3, or 4 with a
   right bound; 192 rows a CTA) on sm_90a where the rows rounded up to 192
   are at most 4% more than to 128: several row blocks with a partial last
   one, GQA, the [B,N,H,D] layout, a left window, more rows than keys, LSE,
   a given scale, and two row blocks a CTA; causal (each consumer stops at
   its own diagonal: a consumer of padding rows alone at 700, key splits at
   520 and 350 x 1000, rows that see no key at 1100 x 300) and a right
   window alone. A negative
   scale (the wide kernel's score path would overflow there: its running
   max is the smallest score), causal with a left window and 400 or 600
   rows (576 against 512, 768 against 640) take the two-consumer kernel. */
static void test_wide_d64(void) {
    static const acase wide[] = {
        {"wide 350x333 lse", 2, 4, 4, 350, 333, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide gqa bshd", 1, 8, 2, 520, 520, 64, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0},
        {"wide causal 380 lse", 2, 4, 4, 380, 380, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide causal nq>nk", 1, 2, 2, 1100, 300, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide left window", 1, 2, 2, 700, 700, 64, 0, 1, 100, 0, 0, 0, 0, 1, 0, 0},
        {"wide nq>nk", 1, 2, 2, 1100, 70, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide scale 0.3", 1, 2, 2, 350, 333, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0.3f},
        {"wide causal 700", 1, 2, 2, 700, 700, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide causal gqa bshd", 1, 8, 2, 520, 520, 64, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0},
        {"wide causal nq<nk", 1, 2, 2, 350, 1000, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"wide right window 50", 1, 2, 2, 700, 700, 64, 0, 2, 0, 50, 0, 0, 0, 1, 0, 0},
    };
    static const acase narrow[] = {
        {"narrow causal 600 rows", 1, 2, 2, 600, 600, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"narrow causal left window", 1, 2, 2, 700, 700, 64, 1, 1, 100, 0, 0, 0, 0, 1, 0, 0},
        {"narrow negative scale", 1, 2, 2, 350, 333, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, -1.0f},
        {"narrow 400 rows", 1, 2, 2, 400, 333, 64, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
    };
    gpu_engine *st;
    int w, o;
    SKIP_IF_NO_GPU();
    st = ktest_gpu_engine(g_ctx);
    if (!st || !gpu_engine_sm90(st) || !gpu_engine_tensor_maps(st)) { /* no wide kernel here: parity alone */
        check_cases(wide, (int)(sizeof wide / sizeof wide[0]));
        check_cases(narrow, (int)(sizeof narrow / sizeof narrow[0]));
        return;
    }
    run_alone(wide, (int)(sizeof wide / sizeof wide[0]), 0, &w, &o);
    KTEST_CHECKF(w == 3 && o == 0, "wide cases: three-consumer kernels ran %d, another d=64 kernel ran %d", w, o);
    run_alone(wide, 4, 1, &w, &o); /* pairing: two row blocks a CTA (where the keys are not split) */
    KTEST_CHECKF(w == 3 && o == 0, "wide cases paired: three-consumer kernels ran %d, another d=64 kernel ran %d", w, o);
    run_alone(narrow, (int)(sizeof narrow / sizeof narrow[0]), 0, &w, &o);
    KTEST_CHECKF(w == 0 && o == 1, "narrow cases: three-consumer kernel ran %d, another d=64 kernel ran %d", w, o);
}

static const acase g_feature_cases[] = {
        {"causal", 1, 4, 4, 200, 200, 128, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"causal nq<nk", 1, 2, 2, 70, 300, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        /* element masks on the sm_90a bulk-copy kernel (d 64/128) */
        {"bool mask d128", 1, 2, 2, 300, 260, 128, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0},
        {"f32 mask causal d64", 2, 4, 2, 200, 200, 64, 1, 0, 0, 0, 0, 0, 2, 1, 0, 0},
        {"bf16 mask softcap d128", 1, 2, 2, 150, 170, 128, 0, 0, 0, 0, 5.0f, 0, 3, 1, 0, 0},
        {"bool mask alibi window", 1, 2, 2, 260, 260, 64, 0, 3, 40, 7, 0, 1, 1, 1, 0, 0},
        {"window l+r", 1, 2, 2, 180, 180, 64, 0, 3, 40, 7, 0, 0, 0, 1, 0, 0},
        {"window left+causal", 1, 2, 2, 260, 260, 128, 1, 1, 65, 0, 0, 0, 0, 1, 0, 0},
        {"softcap", 1, 2, 2, 100, 120, 128, 0, 0, 0, 0, 2.0f, 0, 0, 1, 0, 0},
        {"alibi causal", 1, 4, 4, 100, 100, 64, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0},
        {"bool mask", 1, 2, 2, 77, 140, 96, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0},
        {"additive mask", 1, 2, 2, 90, 90, 128, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0},
        {"gqa 8:2", 2, 8, 2, 65, 100, 128, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"bshd layout", 2, 4, 2, 50, 90, 64, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0},
        {"nq 0-visible rows", 1, 2, 2, 40, 20, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        /* causal row blocks paired in one CTA (sm_90a): odd count, blocks with no visible key */
        {"causal pairs nq>nk", 1, 2, 2, 700, 300, 128, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"causal pairs gqa", 2, 4, 2, 640, 640, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
};

static void test_features(void) {
    SKIP_IF_NO_GPU();
    check_cases(g_feature_cases, g_small ? 3 : (int)(sizeof g_feature_cases / sizeof g_feature_cases[0]));
}

/* The same cases with row blocks paired in every CTA of the sm_90a bulk-copy
   kernel (otherwise only grids of >= 4 waves pair: shapes too large here). */
static void test_features_paired(void) {
    gpu_engine *st;
    SKIP_IF_NO_GPU();
    st = ktest_gpu_engine(g_ctx);
    if (!st || !gpu_engine_sm90(st) || !gpu_engine_tensor_maps(st)) KTEST_SKIP("pairing is in the sm_90a bulk-copy kernel");
    gpu_engine_pair_always(st, 1);
    check_cases(g_feature_cases, g_small ? 4 : (int)(sizeof g_feature_cases / sizeof g_feature_cases[0]));
    gpu_engine_pair_always(st, 0);
}

static void test_decode_split(void) {
    static const acase cs[] = {
        {"decode gqa 4", 2, 8, 2, 1, 3000, 128, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"decode nq3 causal", 1, 4, 1, 3, 2100, 64, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"decode d256 alibi", 1, 2, 2, 1, 1000, 256, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0},
        {"decode window", 1, 4, 4, 2, 1500, 80, 1, 1, 300, 0, 0, 0, 0, 1, 0, 0},
        {"long split fwd", 1, 1, 1, 64, 8192, 96, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0},
        {"long split softcap", 1, 2, 1, 40, 5000, 128, 1, 0, 0, 0, 30.0f, 0, 0, 1, 0, 0},
    };
    SKIP_IF_NO_GPU();
    check_cases(cs, g_small ? 2 : (int)(sizeof cs / sizeof cs[0]));
}

/* The comparison rejects a planted error (one output row zeroed). */
static void test_planted_error(void) {
    static const acase c = {"plant", 1, 1, 1, 16, 64, 64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    double e;
    SKIP_IF_NO_GPU();
    e = run_case(&c, KTORCH_F16, 1);
    KTEST_CHECKF(e > tol(KTORCH_F16), "planted error not detected: NMSE %g", e);
}

static void test_unsupported(void) {
    ktorch_tensor q, o;
    int64_t s[4] = {1, 1, 16, 48};
    void *bq = NULL;
    SKIP_IF_NO_GPU();
    if (!ktest_gpu_engine(g_ctx)) KTEST_SKIP("the CUDA/HIP engine's limits (Vulkan runs head dim 48 and f32)");
    KTEST_CHECK(dev_tensor(KTORCH_F16, 4, s, &q));
    bq = q.data;
    o = q;
    KTEST_STATUS(ktorch_attention(g_ctx, &q, &q, &q, &o, NULL), KTORCH_UNSUPPORTED);
    KTEST_CHECK(strstr(ktorch_last_error(), "head dim 48") != NULL);
    q.dtype = KTORCH_F32;
    o.dtype = KTORCH_F32;
    KTEST_STATUS(ktorch_attention(g_ctx, &q, &q, &q, &o, NULL), KTORCH_UNSUPPORTED);
    KTEST_CHECK(strstr(ktorch_last_error(), "f32") != NULL);
    dev_free(bq);
}

/* Device conversions, bit-exact with rounding computed in f64 arithmetic. */
static void test_convert(void) {
    enum { N = 4096 };
    static const uint32_t specials[] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0xff812345u,
                                        0x7f800001u, 0x477fefffu, 0x477ff000u, 0x477fe000u, 0x33000000u, 0x33000001u,
                                        0x387fe000u, 0x38800000u, 0x00000001u, 0x807fffffu, 0x3f808000u, 0x3f818000u,
                                        0x7f7fffffu, 0x3effffffu};
    float *src, *back;
    uint16_t *out;
    ktorch_tensor ts, td, tb, tsv, tdv;
    int64_t shape[1] = {N}, shape2[2] = {64, 32};
    int i, t, bad = 0;
    static const int perm[2] = {1, 0};
    SKIP_IF_NO_GPU();
    src = (float *)malloc(N * 4);
    back = (float *)malloc(N * 4);
    out = (uint16_t *)malloc(N * 2);
    for (i = 0; i < N; i++) {
        uint32_t b = (uint32_t)ktest_u64(&g_rng);
        if (i < (int)(sizeof specials / 4)) b = specials[i];
        else if (i % 3 == 0) b = (b & 0x8fffffffu) | 0x30000000u; /* near the f16 range */
        memcpy(&src[i], &b, 4);
    }
    KTEST_CHECK(dev_tensor(KTORCH_F32, 1, shape, &ts));
    KTEST_CHECK(dev_tensor(KTORCH_F16, 1, shape, &td));
    KTEST_CHECK(dev_tensor(KTORCH_F32, 1, shape, &tb));
    upload(&ts, src);
    for (t = 0; t < 2; t++) {
        ktorch_dtype dt = t ? KTORCH_BF16 : KTORCH_F16;
        td.dtype = dt;
        KTEST_OK(gpu_impl()->fill(gpu_impl()->state, 0, td.data, 0xa5, N * 2));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &td, &ts, NULL));
        download(out, &td);
        for (i = 0; i < N; i++)
            if (out[i] != enc16(dt, src[i]) && bad++ < 5)
                printf("    %s: %08x -> %04x, expected %04x\n", ktorch_dtype_name(dt), *(uint32_t *)&src[i], out[i], enc16(dt, src[i]));
        /* and back to f32 */
        KTEST_OK(ktorch_tensor_copy(g_ctx, &tb, &td, NULL));
        download(back, &tb);
        for (i = 0; i < N; i++) {
            float r = dec16(dt, out[i]);
            if (memcmp(&r, &back[i], 4) != 0 && bad++ < 5) printf("    %s -> f32 mismatch at %d\n", ktorch_dtype_name(dt), i);
        }
    }
    KTEST_CHECKF(bad == 0, "%d conversion mismatches", bad);
    /* strided: transpose a 64x32 f32 matrix into bf16 */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape2, NULL, ts.data, ktest_gpu0(), &tsv));
    shape2[0] = 32; shape2[1] = 64;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 2, shape2, NULL, td.data, ktest_gpu0(), &tdv));
    {
        ktorch_tensor tt;
        KTEST_OK(ktorch_tensor_permute(&tsv, perm, &tt));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &tdv, &tt, NULL));
        td.dtype = KTORCH_BF16;
        download(out, &td);
        bad = 0;
        for (i = 0; i < 64 * 32; i++) {
            int r = i / 64, c = i % 64; /* out[r][c] = src[c][r] */
            if (out[i] != ref_bf16(src[c * 32 + r])) bad++;
        }
        KTEST_CHECKF(bad == 0, "%d strided mismatches", bad);
    }
    /* planted: the comparison sees a one-ulp difference */
    KTEST_CHECK(ref_bf16(1.0f) != ref_bf16(1.0f + 1.0f / 64.0f));
    dev_free(ts.data); dev_free(td.data); dev_free(tb.data);
    free(src); free(back); free(out);
}

static void test_cache_roundtrip(void) {
    void *blob = NULL;
    size_t size = 0;
    SKIP_IF_NO_GPU();
    KTEST_OK(ktorch_backend_cache_export(g_ctx, ktest_gpu_kind, &blob, &size));
    KTEST_CHECK(size > 16);
    KTEST_OK(ktorch_backend_cache_import(g_ctx, ktest_gpu_kind, blob, size));
    if (size > 40) {
        /* the first entry's size field: after a 32-byte header (CUDA/HIP), 16 (Vulkan) */
        const size_t at = ktest_gpu_engine(g_ctx) ? 32 : 16;
        ((unsigned char *)blob)[at] ^= 0xff;
        KTEST_STATUS(ktorch_backend_cache_import(g_ctx, ktest_gpu_kind, blob, size), KTORCH_BAD_FORMAT);
        ((unsigned char *)blob)[at] ^= 0xff;
        ((unsigned char *)blob)[0] ^= 0xff; /* the magic */
        KTEST_STATUS(ktorch_backend_cache_import(g_ctx, ktest_gpu_kind, blob, size), KTORCH_BAD_FORMAT);
    }
    ktorch_free(g_ctx, blob);
}

int main(void) {
    (void)ktest_max_rel;
    g_rng = ktest_rng_make(20260601);
    g_small = getenv("KTORCH_TEST_SMALL") != NULL;
    KTEST_OK(ktorch_context_create(NULL, &g_ctx));
    g_skip = ktest_gpu_register(g_ctx);
    KTEST_RUN(test_head_dims);
    KTEST_RUN(test_wide_d64);
    KTEST_RUN(test_features);
    KTEST_RUN(test_features_paired);
    KTEST_RUN(test_decode_split);
    KTEST_RUN(test_planted_error);
    KTEST_RUN(test_attention_backward);
    KTEST_RUN(test_unsupported);
    KTEST_RUN(test_convert);
    KTEST_RUN(test_cache_roundtrip);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gpu_parity");
}
