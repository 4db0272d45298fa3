/* One parity test over every backend: each op x dtype x shape family runs on
   the CPU (the reference) and on every backend under test, with the same
   inputs; device outputs are poisoned first (0xff bytes) and compared to the
   CPU's: bitwise for codes, masks, conversions, appends and dequantization;
   floats within DESIGN.md's tolerances (f32 max|o-r|/max|r| <= 1e-5, f16
   NMSE <= 1e-5, bf16 NMSE <= 1e-4, NaN fails). The fake backend
   (fake_backend.h) runs the CPU code, so its results must be bitwise equal.
   KTORCH_TEST_BACKEND=cuda adds the CUDA backend, =hip the HIP one (libraries
   from env KTORCH_HIP_LIBRARY / KTORCH_HIPRTC_LIBRARY when set, e.g. the shim
   tests/hip_shim.c on an NVIDIA machine), =vulkan the Vulkan one (with
   the validation layer, whose messages fail the test); a case it refuses through
   `supports` is counted (one line per op family), not failed; one its `run`
   refuses after `supports` accepted it is a failure. A strict fake that
   refuses f32 attention stands in for a real backend in every build. */
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktorch_vulkan.h"
#include "ktest.h"
#include "hooks.h"
#include "fake_backend.h"

static ktorch_context *g_ctx;
static fake_backend g_fake, g_strict;

/* ---- backends under test ------------------------------------------------ */
#define MAX_FAMILIES 32
typedef struct family_count {
    const char *name;
    int cases, refused, late; /* late: `run` refused what `supports` accepted */
    char first_reason[800], first_late[800];
} family_count;
typedef struct backend_ut {
    const char *name;
    ktorch_device dev;
    int is_fake; /* runs the cpu code: bitwise equal results */
    int strict;  /* the strict fake: refuses f32 attention */
    family_count fam[MAX_FAMILIES];
    int nfam;
} backend_ut;
static backend_ut g_be[3];
static int g_nbe;

static family_count *family_of(backend_ut *be, const char *name) {
    int i;
    for (i = 0; i < be->nfam; i++)
        if (strcmp(be->fam[i].name, name) == 0) return &be->fam[i];
    if (be->nfam == MAX_FAMILIES) return &be->fam[MAX_FAMILIES - 1];
    memset(&be->fam[be->nfam], 0, sizeof be->fam[0]);
    be->fam[be->nfam].name = name;
    return &be->fam[be->nfam++];
}

/* ---- comparisons -------------------------------------------------------- */
/* Bitwise equality of two byte ranges; *at = first differing byte. */
static int same_bytes(const void *a, const void *b, size_t n, size_t *at) {
    const unsigned char *x = (const unsigned char *)a, *y = (const unsigned char *)b;
    size_t i;
    for (i = 0; i < n; i++)
        if (x[i] != y[i]) {
            *at = i;
            return 0;
        }
    return 1;
}
/* Float results against the reference r by the tolerance of their dtype.
   Infinities (an empty row's LSE) must match exactly; NaN in o fails unless
   nan_ok and r holds NaN there (then o must too). */
static int close_enough(ktorch_dtype dt, const float *o, const float *r, size_t n, int nan_ok, char *why, size_t cap) {
    double num = 0, den = 0, maxd = 0, maxr = 0, err;
    size_t i;
    for (i = 0; i < n; i++) {
        double d;
        if (nan_ok && r[i] != r[i]) {
            if (o[i] == o[i]) {
                snprintf(why, cap, "element %zu is %g, reference NaN", i, (double)o[i]);
                return 0;
            }
            continue;
        }
        if (o[i] != o[i]) {
            snprintf(why, cap, "NaN at %zu", i);
            return 0;
        }
        if (r[i] - r[i] != 0 || o[i] - o[i] != 0) {
            if (o[i] != r[i]) {
                snprintf(why, cap, "element %zu is %g, reference %g", i, (double)o[i], (double)r[i]);
                return 0;
            }
            continue;
        }
        d = (double)o[i] - r[i];
        num += d * d;
        den += (double)r[i] * r[i];
        if (fabs(d) > maxd) maxd = fabs(d);
        if (fabs(r[i]) > maxr) maxr = fabs(r[i]);
    }
    if (dt == KTORCH_F32) {
        err = maxr > 0 ? maxd / maxr : (maxd > 0 ? INFINITY : 0);
        snprintf(why, cap, "f32 max|o-r|/max|r| = %.3g (limit 1e-5)", err);
        return err <= 1e-5;
    }
    err = den > 0 ? num / den : (num > 0 ? INFINITY : 0);
    snprintf(why, cap, "%s NMSE = %.3g (limit %g)", ktorch_dtype_name(dt), err, dt == KTORCH_F16 ? 1e-5 : 1e-4);
    return err <= (dt == KTORCH_F16 ? 1e-5 : 1e-4);
}

static float load_f(ktorch_dtype dt, const char *p) {
    uint16_t h;
    float f;
    if (dt == KTORCH_F32) {
        memcpy(&f, p, 4);
        return f;
    }
    memcpy(&h, p, 2);
    return dt == KTORCH_F16 ? ktorch_f16_to_f32(h) : ktorch_bf16_to_f32(h);
}
/* The elements of a 4-D-or-less float view, in index order. */
static float *gather(const ktorch_tensor *v, size_t *n) {
    int64_t idx[4] = {0, 0, 0, 0}, sh[4] = {1, 1, 1, 1}, sd[4] = {0, 0, 0, 0}, i, total = ktorch_tensor_numel(v);
    const char *base = (const char *)ktorch_tensor_ptr(v);
    size_t es = v->dtype == KTORCH_F32 ? 4 : 2;
    float *out = (float *)malloc((size_t)(total > 0 ? total : 1) * sizeof(float));
    int d, off = 4 - v->ndim;
    for (d = 0; d < v->ndim; d++) {
        sh[off + d] = v->shape[d];
        sd[off + d] = v->stride[d];
    }
    for (i = 0; i < total; i++) {
        int64_t e = idx[0] * sd[0] + idx[1] * sd[1] + idx[2] * sd[2] + idx[3] * sd[3];
        out[i] = load_f(v->dtype, base + e * (int64_t)es);
        for (d = 3; d >= 0; d--) {
            if (++idx[d] < sh[d]) break;
            idx[d] = 0;
        }
    }
    *n = (size_t)total;
    return out;
}

/* ---- cases -------------------------------------------------------------- */
enum { IN = 0, OUT, INOUT };
enum { CMP_BITS = 0, CMP_FLOAT };
#define MAX_SLOTS 12
typedef struct slot {
    ktorch_tensor base; /* host, contiguous, owned: the reference result after the CPU run */
    ktorch_tensor init; /* INOUT: the content before the op */
    ktorch_tensor view; /* what the op sees (a view of base) */
    int role, cmp, host_only; /* host_only: device runs get the host tensor (a block mask may stay there) */
    int tol16;                /* a real backend computes this result from 16-bit copies: f16's tolerance (1) or bf16's (2) */
    int nan_ok;               /* NaN in the reference: the result must hold NaN at the same elements */
} slot;

typedef struct tcase {
    const char *family;
    char name[200];
    ktorch_op op;
    int n;
    slot s[MAX_SLOTS];
    ktorch_qtensor q[2]; /* qtensor inputs (host) */
    int nq;
    /* parameters; tensors inside them are slot indices (-1 = none) */
    ktorch_attention_params ap;
    int i_mask, i_lse, i_qs, i_ks, i_vs;
    float alibi[8];
    ktorch_block_sparse_params sp;
    int i_bmask;
    ktorch_dilated_params dp;
    int64_t seg[4], dil[4];
    ktorch_paged_params pp;
    int kvq, i_ksc, i_vsc, i_knsc, i_vnsc;
    int64_t arg[3];
    double density;
    ktorch_copy_params cp;
    ktorch_quant_format format;
    ktorch_quant_params qp;
    /* delayed fp8 scaling: every run starts from `delayed_init`; the state
       after the cpu's run is `delayed_ref` */
    int delayed;
    ktorch_fp8_delayed_scaling delayed_init, delayed_run, delayed_ref;
    /* training ops: the slot of each tensor of the op's description (-1 = none) and the parameters */
    int trs[8];
    ktorch_matmul_params mp;
    ktorch_norm_params np;
    ktorch_rope_params rp;
    ktorch_cross_entropy_params cep;
    ktorch_adamw_params adp;
    ktorch_status expect; /* the status the cpu gives (and every backend, by the op or its synchronisation) */
    const char *gpu_refuses; /* CUDA and HIP refuse the case in supports, with this in the message */
    void (*check_ref)(struct tcase *c); /* known values of the cpu's result, checked before the backends run */
} tcase;

static void case_init(tcase *c, const char *family, ktorch_op op) {
    memset(c, 0, sizeof *c);
    c->family = family;
    c->op = op;
    c->i_mask = c->i_lse = c->i_qs = c->i_ks = c->i_vs = c->i_bmask = -1;
    c->i_ksc = c->i_vsc = c->i_knsc = c->i_vnsc = -1;
    memset(c->trs, 0xff, sizeof c->trs);
}
static void case_free(tcase *c) {
    int i;
    for (i = 0; i < c->n; i++) {
        ktorch_tensor_free(g_ctx, &c->s[i].base);
        ktorch_tensor_free(g_ctx, &c->s[i].init);
    }
    for (i = 0; i < c->nq; i++) ktorch_qtensor_free(g_ctx, &c->q[i]);
}
static int add(tcase *c, ktorch_dtype dt, int ndim, const int64_t *shape, int role, int cmp) {
    slot *s = &c->s[c->n];
    memset(s, 0, sizeof *s);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, ndim, shape, ktorch_cpu(), &s->base));
    ktorch_tensor_fill_bytes(g_ctx, &s->base, 0);
    s->view = s->base;
    memset(&s->view.allocation, 0, sizeof s->view.allocation);
    s->role = role;
    s->cmp = cmp;
    return c->n++;
}
static int add4(tcase *c, ktorch_dtype dt, int64_t a, int64_t b, int64_t d2, int64_t d3, int role, int cmp) {
    int64_t sh[4];
    sh[0] = a, sh[1] = b, sh[2] = d2, sh[3] = d3;
    return add(c, dt, 4, sh, role, cmp);
}
/* A slot seen through a permutation of its (contiguous) base. */
static int add_perm(tcase *c, ktorch_dtype dt, int ndim, const int64_t *base_shape, const int *perm, int role, int cmp) {
    int i = add(c, dt, ndim, base_shape, role, cmp);
    ktorch_tensor v;
    KTEST_OK(ktorch_tensor_permute(&c->s[i].base, perm, &v));
    c->s[i].view = v;
    memset(&c->s[i].view.allocation, 0, sizeof v.allocation);
    return i;
}
/* A 2-D slot seen through every other column of a base twice as wide. */
static int add_every_other(tcase *c, ktorch_dtype dt, int64_t rows, int64_t cols, int role, int cmp) {
    int64_t sh[2];
    int i;
    ktorch_tensor v;
    sh[0] = rows, sh[1] = 2 * cols;
    i = add(c, dt, 2, sh, role, cmp);
    KTEST_OK(ktorch_tensor_slice(&c->s[i].base, 1, 1, 2 * cols, 2, &v));
    c->s[i].view = v;
    memset(&c->s[i].view.allocation, 0, sizeof v.allocation);
    return i;
}

/* Contents. Floats go through f32 and a converting copy. */
static void fill_f32(tcase *c, int i, const float *src) {
    ktorch_tensor t;
    ktorch_tensor_wrap(KTORCH_F32, c->s[i].base.ndim, c->s[i].base.shape, NULL, (void *)(uintptr_t)src, ktorch_cpu(), &t);
    KTEST_OK(ktorch_tensor_copy(g_ctx, &c->s[i].base, &t, NULL));
}
static void fill_normal(tcase *c, int i, unsigned long long seed, double sd) {
    int64_t n = ktorch_tensor_numel(&c->s[i].base);
    float *x = (float *)malloc((size_t)n * sizeof(float) + 4);
    ktest_fill_normal(x, n, seed, sd);
    fill_f32(c, i, x);
    free(x);
}
static void fill_uniform(tcase *c, int i, unsigned long long seed, double lo, double hi) {
    int64_t n = ktorch_tensor_numel(&c->s[i].base), j;
    float *x = (float *)malloc((size_t)n * sizeof(float) + 4);
    ktest_rng r = ktest_rng_make(seed);
    for (j = 0; j < n; j++) x[j] = (float)(lo + (hi - lo) * ktest_uniform(&r));
    fill_f32(c, i, x);
    free(x);
}
/* Bytes of a u8/bool slot: 1 with probability p. */
static void fill_bits(tcase *c, int i, unsigned long long seed, double p) {
    int64_t n = ktorch_tensor_numel(&c->s[i].base), j;
    unsigned char *m = (unsigned char *)ktorch_tensor_ptr(&c->s[i].base);
    ktest_rng r = ktest_rng_make(seed);
    for (j = 0; j < n; j++) m[j] = ktest_uniform(&r) < p;
}
static int32_t *i32s(tcase *c, int i) { return (int32_t *)ktorch_tensor_ptr(&c->s[i].base); }

/* ---- running one case --------------------------------------------------- */
static void put(ktorch_tensor *t, int i, const ktorch_tensor **dst) { *dst = i >= 0 ? &t[i] : NULL; }

/* The training ops through their entry points. */
static ktorch_status run_train_op(tcase *c, ktorch_tensor *t) {
#define TR(i) (c->trs[i] >= 0 ? &t[c->trs[i]] : NULL)
    switch (c->op) {
    case KTORCH_OP_MATMUL: return ktorch_matmul(g_ctx, TR(0), TR(1), TR(2), c->mp.trans_a, c->mp.trans_b, c->mp.alpha, c->mp.beta);
    case KTORCH_OP_RMSNORM: return ktorch_rmsnorm(g_ctx, TR(0), TR(1), TR(2), TR(3), &c->np);
    case KTORCH_OP_RMSNORM_BACKWARD: return ktorch_rmsnorm_backward(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), TR(5), &c->np);
    case KTORCH_OP_LAYERNORM: return ktorch_layernorm(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), TR(5), &c->np);
    case KTORCH_OP_LAYERNORM_BACKWARD: return ktorch_layernorm_backward(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), TR(5), TR(6), TR(7), &c->np);
    case KTORCH_OP_ADD_RMSNORM: return ktorch_add_rmsnorm(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), TR(5), &c->np);
    case KTORCH_OP_ADD_LAYERNORM: return ktorch_add_layernorm(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), TR(5), TR(6), TR(7), &c->np);
    case KTORCH_OP_ROPE: return ktorch_rope(g_ctx, TR(0), TR(1), TR(2), &c->rp);
    case KTORCH_OP_ROPE_BACKWARD: return ktorch_rope_backward(g_ctx, TR(0), TR(1), TR(2), &c->rp);
    case KTORCH_OP_SWIGLU: return ktorch_swiglu(g_ctx, TR(0), TR(1), TR(2));
    case KTORCH_OP_SWIGLU_BACKWARD: return ktorch_swiglu_backward(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4));
    case KTORCH_OP_GELU: return ktorch_gelu(g_ctx, TR(0), TR(1), (ktorch_gelu_kind)c->arg[0]);
    case KTORCH_OP_GELU_BACKWARD: return ktorch_gelu_backward(g_ctx, TR(0), TR(1), TR(2), (ktorch_gelu_kind)c->arg[0]);
    case KTORCH_OP_EMBEDDING: return ktorch_embedding(g_ctx, TR(0), TR(1), TR(2));
    case KTORCH_OP_EMBEDDING_BACKWARD: return ktorch_embedding_backward(g_ctx, TR(0), TR(1), TR(2));
    case KTORCH_OP_CROSS_ENTROPY: return ktorch_cross_entropy(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), &c->cep);
    case KTORCH_OP_ADAMW_STEP: return ktorch_adamw_step(g_ctx, TR(0), TR(1), TR(2), TR(3), TR(4), &c->adp);
    case KTORCH_OP_SUM_SQUARES: { /* through ktorch_grad_norm: the norm lands in the out slot */
        const ktorch_tensor *g[1];
        float norm = 0;
        ktorch_tensor h;
        int64_t one = 1;
        ktorch_status st;
        g[0] = TR(0);
        if ((st = ktorch_grad_norm(g_ctx, g, 1, 0, &norm, NULL)) != KTORCH_OK) return st;
        ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &norm, ktorch_cpu(), &h);
        return ktorch_tensor_copy(g_ctx, TR(1), &h, NULL);
    }
    default: break;
    }
#undef TR
    return KTORCH_INTERNAL;
}

static ktorch_status run_op(tcase *c, ktorch_tensor *t, ktorch_qtensor *q, ktorch_qtensor *qout) {
    ktorch_attention_params p = c->ap;
    put(t, c->i_mask, &p.mask);
    p.lse = c->i_lse >= 0 ? &t[c->i_lse] : NULL;
    put(t, c->i_qs, &p.q_scale);
    put(t, c->i_ks, &p.k_scale);
    put(t, c->i_vs, &p.v_scale);
    switch (c->op) {
    case KTORCH_OP_ATTENTION: return ktorch_attention(g_ctx, &t[0], &t[1], &t[2], &t[3], &p);
    case KTORCH_OP_ATTENTION_MERGE: return ktorch_attention_merge(g_ctx, &t[0], &t[1], &t[2], &t[3], &t[c->arg[0]], c->arg[1] >= 0 ? &t[c->arg[1]] : NULL);
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE: {
        ktorch_block_sparse_params sp = c->sp;
        put(t, c->i_bmask, &sp.block_mask);
        return ktorch_attention_block_sparse(g_ctx, &t[0], &t[1], &t[2], &t[3], &p, &sp);
    }
    case KTORCH_OP_BLOCK_MASK_TOPK: return ktorch_block_mask_topk(g_ctx, &t[0], &t[1], c->arg[0], c->arg[1], c->density, (int)c->arg[2], &t[2]);
    case KTORCH_OP_ATTENTION_CHUNKED: return ktorch_attention_chunked(g_ctx, &t[0], &t[1], &t[2], &t[3], &p, c->arg[0], c->arg[1]);
    case KTORCH_OP_ATTENTION_DILATED: {
        ktorch_dilated_params dp = c->dp;
        dp.segment = c->seg;
        dp.dilation = c->dil;
        return ktorch_attention_dilated(g_ctx, &t[0], &t[1], &t[2], &t[3], &p, &dp);
    }
    case KTORCH_OP_KV_CACHE_APPEND: {
        ktorch_kv_quant kq;
        if (!c->kvq) return ktorch_kv_cache_append(g_ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5]);
        kq.k_scale = c->i_ksc >= 0 ? &t[c->i_ksc] : NULL;
        kq.v_scale = c->i_vsc >= 0 ? &t[c->i_vsc] : NULL;
        put(t, c->i_knsc, &kq.k_new_scale);
        put(t, c->i_vnsc, &kq.v_new_scale);
        return ktorch_kv_cache_append_quant(g_ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &kq);
    }
    case KTORCH_OP_ATTENTION_PAGED: return ktorch_attention_paged(g_ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &p, &c->pp);
    case KTORCH_OP_QUANTIZE: {
        ktorch_quant_params qp = c->qp;
        if (c->delayed) {
            c->delayed_run = c->delayed_init;
            qp.delayed = &c->delayed_run;
        }
        return ktorch_quantize(g_ctx, &t[0], c->format, &qp, qout);
    }
    case KTORCH_OP_DEQUANTIZE: return ktorch_dequantize(g_ctx, &q[0], &t[0]);
    case KTORCH_OP_QMATMUL: return ktorch_qmatmul(g_ctx, &t[0], &q[0], &t[1]);
    case KTORCH_OP_MATMUL_NT: return ktorch_matmul_nt(g_ctx, &t[0], &t[1], &t[2]);
    case KTORCH_OP_QMATMUL_W8A8: return ktorch_qmatmul_w8a8(g_ctx, &q[0], &q[1], &t[0]);
    case KTORCH_OP_CONVERT: return ktorch_tensor_copy(g_ctx, &t[0], &t[1], &c->cp);
    case KTORCH_OP_ATTENTION_BACKWARD: { /* arg[0]: the slot of lse; dout, dq, dk, dv follow it */
        ktorch_tensor *g = &t[c->arg[0]];
        p.lse = NULL;
        return ktorch_attention_backward(g_ctx, &t[0], &t[1], &t[2], &t[3], &g[0], &g[1], &g[2], &g[3], &g[4], &p);
    }
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD: { /* as attention_backward */
        ktorch_tensor *g = &t[c->arg[0]];
        ktorch_block_sparse_params sp = c->sp;
        put(t, c->i_bmask, &sp.block_mask);
        p.lse = NULL;
        return ktorch_attention_block_sparse_backward(g_ctx, &t[0], &t[1], &t[2], &t[3], &g[0], &g[1], &g[2], &g[3], &g[4], &p, &sp);
    }
    case KTORCH_OP_ATTENTION_CHUNKED_BACKWARD: { /* arg[1], arg[2]: the chunk sizes */
        ktorch_tensor *g = &t[c->arg[0]];
        p.lse = NULL;
        return ktorch_attention_chunked_backward(g_ctx, &t[0], &t[1], &t[2], &t[3], &g[0], &g[1], &g[2], &g[3], &g[4], &p, c->arg[1], c->arg[2]);
    }
    case KTORCH_OP_ATTENTION_DILATED_BACKWARD: {
        ktorch_tensor *g = &t[c->arg[0]];
        ktorch_dilated_params dp = c->dp;
        dp.segment = c->seg;
        dp.dilation = c->dil;
        p.lse = NULL;
        return ktorch_attention_dilated_backward(g_ctx, &t[0], &t[1], &t[2], &t[3], &g[0], &g[1], &g[2], &g[3], &g[4], &p, &dp);
    }
    default: return run_train_op(c, t);
    }
}

static uint64_t nbytes(const ktorch_tensor *t) {
    uint64_t b = 0;
    ktorch_tensor_nbytes(t, &b);
    return b;
}
/* A device copy of a host tensor (or an empty one when h has no data). */
static ktorch_status to_device(const ktorch_tensor *h, ktorch_device dev, ktorch_tensor *d) {
    ktorch_status st;
    memset(d, 0, sizeof *d);
    if (!h->data) return KTORCH_OK;
    st = ktorch_tensor_create(g_ctx, h->dtype, h->ndim, h->shape, dev, d);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(g_ctx, d, h, NULL);
    return st;
}
static ktorch_status qt_to_device(const ktorch_qtensor *h, ktorch_device dev, ktorch_qtensor *d) {
    ktorch_status st;
    *d = *h;
    memset(&d->scale, 0, sizeof d->scale);
    memset(&d->zero_point, 0, sizeof d->zero_point);
    if ((st = to_device(&h->data, dev, &d->data)) != KTORCH_OK) return st;
    if ((st = to_device(&h->scale, dev, &d->scale)) != KTORCH_OK) return st;
    return to_device(&h->zero_point, dev, &d->zero_point);
}
/* A host copy of a device tensor (contiguous, same dtype). */
static ktorch_status to_host(const ktorch_tensor *d, ktorch_tensor *h) {
    ktorch_status st;
    memset(h, 0, sizeof *h);
    if (!d->data) return KTORCH_OK;
    st = ktorch_tensor_create(g_ctx, d->dtype, d->ndim, d->shape, ktorch_cpu(), h);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(g_ctx, h, d, NULL);
    return st;
}

/* Bitwise equality of two float arrays except that any NaN equals any NaN:
   the sign and payload of a NaN that arithmetic makes are the hardware's
   (x86 gives 0xffc00000, NVIDIA GPUs 0x7fffffff). *at = first differing byte. */
static int same_floats(ktorch_dtype dt, const void *a, const void *b, size_t nbytes_, size_t *at) {
    const size_t es = dt == KTORCH_F32 ? 4 : 2;
    size_t i;
    for (i = 0; i < nbytes_; i += es) {
        float x = load_f(dt, (const char *)a + i), y = load_f(dt, (const char *)b + i);
        if (memcmp((const char *)a + i, (const char *)b + i, es) != 0 && !(x != x && y != y)) {
            *at = i;
            return 0;
        }
    }
    return 1;
}
/* One result against its reference: bitwise for the fake and for CMP_BITS
   (a real backend's float results there may differ in NaN payloads only),
   else by tolerance over the elements of the view. 1 when it passes. */
static int compare_slot(const backend_ut *be, const slot *s, const ktorch_tensor *got, char *why, size_t cap) {
    size_t at = 0, n = (size_t)nbytes(&s->base);
    const ktorch_dtype dt = s->base.dtype;
    if (be->is_fake || s->cmp == CMP_BITS) {
        if (!be->is_fake && (dt == KTORCH_F32 || dt == KTORCH_F16 || dt == KTORCH_BF16)) {
            if (same_floats(dt, ktorch_tensor_ptr(got), ktorch_tensor_ptr(&s->base), n, &at)) return 1;
        } else if (same_bytes(ktorch_tensor_ptr(got), ktorch_tensor_ptr(&s->base), n, &at))
            return 1;
        snprintf(why, cap, "differs from the cpu at byte %zu of %zu%s", at, n,
                 be->is_fake && s->cmp == CMP_FLOAT ? " (the fake runs the cpu code: bitwise expected)" : "");
        return 0;
    }
    {
        ktorch_tensor gv = s->view;
        float *o, *r;
        size_t no, nr;
        int ok;
        gv.data = got->data;
        o = gather(&gv, &no);
        r = gather(&s->view, &nr);
        ok = close_enough(s->tol16 ? (s->tol16 == 2 ? KTORCH_BF16 : KTORCH_F16) : s->view.dtype, o, r, no, s->nan_ok, why, cap);
        free(o);
        free(r);
        return ok;
    }
}
static int same_layout(const ktorch_tensor *a, const ktorch_tensor *b) {
    int d;
    if (a->dtype != b->dtype || a->ndim != b->ndim) return 0;
    for (d = 0; d < a->ndim; d++)
        if (a->shape[d] != b->shape[d]) return 0;
    return 1;
}
/* A device qtensor against the cpu's: header fields and every part bitwise. */
static void compare_qtensor(const backend_ut *be, const tcase *c, const ktorch_qtensor *got, const ktorch_qtensor *ref) {
    static const char *const part[3] = {"codes", "scales", "zero points"};
    const ktorch_tensor *gp[3], *rp[3];
    int i;
    KTEST_CHECKF(got->format == ref->format && got->ndim == ref->ndim && got->block == ref->block && got->axis == ref->axis &&
                     got->granularity == ref->granularity && memcmp(&got->tensor_scale, &ref->tensor_scale, 4) == 0,
                 "%s %s: qtensor header differs (block %lld/%lld, axis %d/%d, tensor scale %g/%g)", be->name, c->name, (long long)got->block,
                 (long long)ref->block, got->axis, ref->axis, (double)got->tensor_scale, (double)ref->tensor_scale);
    gp[0] = &got->data, gp[1] = &got->scale, gp[2] = &got->zero_point;
    rp[0] = &ref->data, rp[1] = &ref->scale, rp[2] = &ref->zero_point;
    for (i = 0; i < 3; i++) {
        ktorch_tensor h;
        size_t at = 0;
        if (!rp[i]->data || !gp[i]->data) {
            KTEST_CHECKF(!rp[i]->data == !gp[i]->data, "%s %s: %s present on one side only", be->name, c->name, part[i]);
            continue;
        }
        KTEST_CHECKF(gp[i]->device.backend == be->dev.backend, "%s %s: %s are not on the device", be->name, c->name, part[i]);
        if (!same_layout(gp[i], rp[i])) {
            KTEST_CHECKF(0, "%s %s: %s have another dtype or shape", be->name, c->name, part[i]);
            continue;
        }
        KTEST_OK(to_host(gp[i], &h));
        KTEST_CHECKF(same_bytes(ktorch_tensor_ptr(&h), ktorch_tensor_ptr(rp[i]), (size_t)nbytes(rp[i]), &at), "%s %s: %s differ from the cpu at byte %zu",
                     be->name, c->name, part[i], at);
        ktorch_tensor_free(g_ctx, &h);
    }
}

static void run_on_backend(backend_ut *be, tcase *c, const ktorch_qtensor *qref) {
    ktorch_tensor dbase[MAX_SLOTS], dview[MAX_SLOTS];
    ktorch_qtensor dq[2], qout;
    family_count *fc = family_of(be, c->family);
    long runs_before[KTORCH_OP_COUNT];
    ktorch_status st;
    int i;
    memset(dbase, 0, sizeof dbase);
    memset(dq, 0, sizeof dq);
    memset(&qout, 0, sizeof qout);
    fc->cases++;
    for (i = 0; i < c->n; i++) {
        const slot *s = &c->s[i];
        if (s->host_only) {
            dview[i] = s->view;
            continue;
        }
        st = ktorch_tensor_create(g_ctx, s->base.dtype, s->base.ndim, s->base.shape, be->dev, &dbase[i]);
        if (st == KTORCH_OK) {
            if (s->role == OUT) st = ktorch_tensor_fill_bytes(g_ctx, &dbase[i], 0xff);
            else st = ktorch_tensor_copy(g_ctx, &dbase[i], s->role == INOUT ? &s->init : &s->base, NULL);
        }
        KTEST_CHECKF(st == KTORCH_OK, "%s %s: setting up slot %d: %s", be->name, c->name, i, ktorch_last_error());
        dview[i] = s->view;
        dview[i].data = dbase[i].data;
        dview[i].device = be->dev;
        memset(&dview[i].allocation, 0, sizeof dview[i].allocation);
    }
    for (i = 0; i < c->nq; i++) KTEST_OK(qt_to_device(&c->q[i], be->dev, &dq[i]));
    ktorch_clear_error();
    memcpy(runs_before, g_fake.runs, sizeof runs_before);
    st = run_op(c, dview, dq, &qout);
    if (be->is_fake) { /* exactly this op ran on the fake, nothing else */
        int k, extra = 0;
        for (k = 0; k < KTORCH_OP_COUNT; k++) extra += g_fake.runs[k] - runs_before[k] != (k == (int)c->op);
        KTEST_CHECKF(extra == 0, "fake %s: the op did not run once on the fake (%d other counts changed)", c->name, extra);
    }
    if (c->gpu_refuses && (be->dev.backend == KTORCH_BACKEND_CUDA || be->dev.backend == KTORCH_BACKEND_HIP) && !be->is_fake && !be->strict)
        KTEST_CHECKF(st == KTORCH_UNSUPPORTED && strstr(ktorch_last_error(), c->gpu_refuses), "%s %s: status %s (%s); expected a refusal naming '%s'",
                     be->name, c->name, ktorch_status_string(st), ktorch_last_error(), c->gpu_refuses);
    /* the core words a refusal of `supports` "backend 'x' does not run this: why" */
    if (st == KTORCH_UNSUPPORTED && !be->is_fake && strstr(ktorch_last_error(), "does not run this")) {
        if (!fc->refused++) snprintf(fc->first_reason, sizeof fc->first_reason, "%s: %s", c->name, ktorch_last_error());
    } else if (st == KTORCH_UNSUPPORTED && !be->is_fake) {
        if (!fc->late++) snprintf(fc->first_late, sizeof fc->first_late, "%s: %s", c->name, ktorch_last_error());
    } else if (c->expect != KTORCH_OK) { /* a value only the device sees may surface at the synchronisation */
        if (st == KTORCH_OK) st = ktorch_synchronize(g_ctx, be->dev);
        KTEST_CHECKF(st == c->expect, "%s %s: status %s (%s), the cpu gives %s", be->name, c->name, ktorch_status_string(st), ktorch_last_error(),
                     ktorch_status_string(c->expect));
        KTEST_OK(ktorch_synchronize(g_ctx, be->dev)); /* the device goes on after the report */
    } else {
        KTEST_CHECKF(st == KTORCH_OK, "%s %s: status %s: %s", be->name, c->name, ktorch_status_string(st), ktorch_last_error());
        if (st == KTORCH_OK) KTEST_OK(ktorch_synchronize(g_ctx, be->dev));
        if (st == KTORCH_OK && c->op == KTORCH_OP_QUANTIZE) compare_qtensor(be, c, &qout, qref);
        if (st == KTORCH_OK && c->delayed)
            KTEST_CHECKF(memcmp(&c->delayed_run, &c->delayed_ref, sizeof c->delayed_ref) == 0, "%s %s: the delayed-scaling state differs from the cpu's",
                         be->name, c->name);
        for (i = 0; st == KTORCH_OK && i < c->n; i++) {
            ktorch_tensor h;
            char why[200];
            if (c->s[i].role == IN) continue;
            if (to_host(&dbase[i], &h) != KTORCH_OK) {
                KTEST_CHECKF(0, "%s %s: reading slot %d back: %s", be->name, c->name, i, ktorch_last_error());
                continue;
            }
            KTEST_CHECKF(compare_slot(be, &c->s[i], &h, why, sizeof why), "%s %s: output %d: %s", be->name, c->name, i, why);
            ktorch_tensor_free(g_ctx, &h);
        }
    }
    ktorch_qtensor_free(g_ctx, &qout);
    for (i = 0; i < c->nq; i++) ktorch_qtensor_free(g_ctx, &dq[i]);
    for (i = 0; i < c->n; i++) ktorch_tensor_free(g_ctx, &dbase[i]);
}

/* Run the CPU reference (outputs poisoned too, so bitwise comparisons of
   whole buffers cover unwritten gaps), then every backend; free the case. */
static void run_case(tcase *c) {
    ktorch_tensor views[MAX_SLOTS];
    ktorch_qtensor qref;
    ktorch_status st;
    int i, b;
    memset(&qref, 0, sizeof qref);
    for (i = 0; i < c->n; i++) {
        slot *s = &c->s[i];
        if (s->role == OUT) KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &s->base, 0xff));
        if (s->role == INOUT) {
            KTEST_OK(ktorch_tensor_create(g_ctx, s->base.dtype, s->base.ndim, s->base.shape, ktorch_cpu(), &s->init));
            KTEST_OK(ktorch_tensor_copy(g_ctx, &s->init, &s->base, NULL));
        }
        views[i] = s->view;
    }
    st = run_op(c, views, c->q, &qref);
    c->delayed_ref = c->delayed_run;
    KTEST_CHECKF(!c->delayed || c->delayed_ref.count == c->delayed_init.count + 1, "cpu %s: the amax history did not grow", c->name);
    KTEST_CHECKF(st == c->expect, "cpu %s: status %s: %s", c->name, ktorch_status_string(st), ktorch_last_error());
    if (st == KTORCH_OK && c->check_ref) c->check_ref(c);
    if (st == c->expect)
        for (b = 0; b < g_nbe; b++) run_on_backend(&g_be[b], c, &qref);
    ktorch_qtensor_free(g_ctx, &qref);
    case_free(c);
}

static const ktorch_dtype g_fdt[3] = {KTORCH_F32, KTORCH_F16, KTORCH_BF16};
static int float_cmp(ktorch_dtype dt) { return dt == KTORCH_F32 || dt == KTORCH_F16 || dt == KTORCH_BF16 ? CMP_FLOAT : CMP_BITS; }

/* ---- attention family ----------------------------------------------------- */
typedef struct attn_spec {
    const char *name;
    int64_t B, Hq, Hk, Nq, Nk, D, Dv;
    int causal;
    int64_t wl, wr; /* -1 = unset */
    float softcap;
    int alibi, mask, lse, bnhd, quant; /* mask: 1 bool, 2 additive; quant: 1 k/v, 2 q/k/v */
} attn_spec;

/* q, k, v, out (slots 0-3) and the tensors the spec asks for. */
static void attn_setup(tcase *c, const attn_spec *a, ktorch_dtype dt, unsigned long long seed) {
    int64_t i;
    if (a->bnhd) {
        static const int perm[4] = {0, 2, 1, 3};
        int64_t sq[4], sk[4], sv[4], so[4];
        sq[0] = a->B, sq[1] = a->Nq, sq[2] = a->Hq, sq[3] = a->D;
        sk[0] = a->B, sk[1] = a->Nk, sk[2] = a->Hk, sk[3] = a->D;
        sv[0] = a->B, sv[1] = a->Nk, sv[2] = a->Hk, sv[3] = a->Dv;
        so[0] = a->B, so[1] = a->Nq, so[2] = a->Hq, so[3] = a->Dv;
        add_perm(c, dt, 4, sq, perm, IN, CMP_BITS);
        add_perm(c, dt, 4, sk, perm, IN, CMP_BITS);
        add_perm(c, dt, 4, sv, perm, IN, CMP_BITS);
        add_perm(c, dt, 4, so, perm, OUT, float_cmp(dt));
    } else {
        ktorch_dtype qd = a->quant == 2 ? KTORCH_FP8_E5M2 : dt;
        ktorch_dtype kd = a->quant ? KTORCH_I8 : dt, vd = a->quant == 1 ? KTORCH_FP8_E4M3 : a->quant ? KTORCH_I8 : dt;
        add4(c, qd, a->B, a->Hq, a->Nq, a->D, IN, CMP_BITS);
        add4(c, kd, a->B, a->Hk, a->Nk, a->D, IN, CMP_BITS);
        add4(c, vd, a->B, a->Hk, a->Nk, a->Dv, IN, CMP_BITS);
        add4(c, dt, a->B, a->Hq, a->Nq, a->Dv, OUT, float_cmp(dt));
    }
    for (i = 0; i < 3; i++) fill_normal(c, (int)i, seed + (unsigned long long)i, c->s[i].base.dtype == KTORCH_I8 ? 40.0 : 1.0);
    if (a->causal) c->ap.causal = 1;
    if (a->wl >= 0) c->ap.window_flags |= KTORCH_WINDOW_LEFT, c->ap.window_left = a->wl;
    if (a->wr >= 0) c->ap.window_flags |= KTORCH_WINDOW_RIGHT, c->ap.window_right = a->wr;
    c->ap.softcap = a->softcap;
    if (a->alibi) {
        for (i = 0; i < a->Hq && i < 8; i++) c->alibi[i] = 0.5f / (float)(i + 1);
        c->ap.alibi_slopes = c->alibi;
    }
    if (a->mask == 1) {
        unsigned char *m;
        int64_t h, j;
        c->i_mask = add4(c, KTORCH_BOOL, 1, a->Hq, a->Nq, a->Nk, IN, CMP_BITS);
        fill_bits(c, c->i_mask, seed + 7, 0.6);
        m = (unsigned char *)ktorch_tensor_ptr(&c->s[c->i_mask].base);
        for (h = 0; h < a->Hq; h++) /* query 0 sees no key: output 0, LSE -inf */
            for (j = 0; j < a->Nk; j++) m[h * a->Nq * a->Nk + j] = 0;
    } else if (a->mask == 2) {
        c->i_mask = add4(c, dt, a->B, 1, a->Nq, a->Nk, IN, CMP_BITS);
        fill_normal(c, c->i_mask, seed + 7, 2.0);
    }
    if (a->lse) {
        int64_t sh[3];
        sh[0] = a->B, sh[1] = a->Hq, sh[2] = a->Nq;
        c->i_lse = add(c, KTORCH_F32, 3, sh, OUT, CMP_FLOAT);
        /* quantized inputs may be dequantized into the 16-bit dtype of the others first */
        c->s[c->i_lse].tol16 = a->quant && dt != KTORCH_F32;
    }
    if (a->quant) {
        int64_t one = 1, hk = a->Hk, tok[3];
        tok[0] = a->B, tok[1] = a->Hk, tok[2] = a->Nk;
        if (a->quant == 2) {
            c->i_qs = add(c, KTORCH_F32, 1, &one, IN, CMP_BITS);
            fill_uniform(c, c->i_qs, seed + 11, 0.5, 1.0);
        }
        c->i_ks = add(c, KTORCH_F32, 1, &hk, IN, CMP_BITS);
        fill_uniform(c, c->i_ks, seed + 12, 0.01, 0.03);
        c->i_vs = add(c, KTORCH_F32, 3, tok, IN, CMP_BITS);
        fill_uniform(c, c->i_vs, seed + 13, a->quant == 1 ? 0.5 : 0.01, a->quant == 1 ? 1.0 : 0.03);
    }
}

static const attn_spec g_attn[] = {
    /* name            B  Hq Hk Nq  Nk  D   Dv  causal wl  wr  cap  alibi mask lse bnhd quant */
    {"plain",          1, 2, 2, 5,  7,  64, 64, 0,    -1, -1, 0,   0,    0,   0,  0,   0},
    {"causal",         2, 2, 2, 9,  9,  64, 64, 1,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"causal Nq<Nk",   1, 2, 2, 4,  11, 64, 64, 1,    -1, -1, 0,   0,    0,   0,  0,   0},
    {"window 3/2",     1, 2, 2, 10, 10, 64, 64, 0,    3,  2,  0,   0,    0,   1,  0,   0},
    {"window left",    1, 2, 2, 6,  12, 64, 64, 1,    4,  -1, 0,   0,    0,   0,  0,   0},
    {"softcap alibi",  1, 4, 4, 6,  9,  64, 64, 0,    -1, -1, 5.f, 1,    0,   0,  0,   0},
    {"bool mask",      1, 2, 2, 7,  9,  64, 64, 0,    -1, -1, 0,   0,    1,   1,  0,   0},
    {"additive mask",  2, 2, 2, 7,  9,  64, 64, 0,    -1, -1, 0,   0,    2,   0,  0,   0},
    {"GQA",            1, 4, 2, 6,  8,  64, 64, 1,    -1, -1, 0,   0,    0,   0,  0,   0},
    {"MQA lse",        1, 4, 1, 6,  8,  64, 64, 0,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"Dv<D",           1, 2, 2, 5,  9,  64, 32, 0,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"decode Nq=1",    2, 4, 2, 1,  13, 64, 64, 1,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"odd D=24",       1, 1, 1, 3,  5,  24, 24, 0,    -1, -1, 0,   0,    0,   0,  0,   0},
    {"head dim 128",   1, 2, 1, 3,  17, 128,128,1,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"bnhd views",     1, 2, 2, 6,  8,  64, 64, 1,    -1, -1, 0,   0,    0,   0,  1,   0},
    {"i8/fp8 k,v",     1, 2, 2, 5,  7,  64, 64, 0,    -1, -1, 0,   0,    0,   1,  0,   1},
    {"fp8/i8 q,k,v",   1, 2, 2, 5,  7,  64, 64, 1,    -1, -1, 0,   0,    0,   0,  0,   2},
    {"multi-tile",     1, 2, 1, 130,260,64, 64, 1,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"multi-tile wnd", 1, 2, 2, 200,200,128,128,0,    50, 0,  0,   0,    0,   1,  0,   0},
    {"decode split",   1, 4, 1, 1,  600,64, 64, 1,    -1, -1, 0,   0,    0,   1,  0,   0},
    {"head dim 256",   1, 2, 1, 5,  40, 256,256,1,    -1, -1, 0,   0,    0,   1,  0,   0},
};

static void test_attention(void) {
    size_t i;
    int d;
    for (i = 0; i < sizeof g_attn / sizeof g_attn[0]; i++)
        for (d = 0; d < 3; d++) {
            tcase c;
            case_init(&c, "attention", KTORCH_OP_ATTENTION);
            snprintf(c.name, sizeof c.name, "attention %s %s", g_attn[i].name, ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, &g_attn[i], g_fdt[d], 100 + i * 10 + (unsigned)d);
            run_case(&c);
        }
}

/* The forward's out and LSE (computed here on the CPU) are inputs. A
   gradient of another dtype than the inputs is held to the looser of the
   two tolerances on a real backend (its products take 16-bit operands);
   CUDA and HIP refuse f32 inputs, Dv != D and head dims but 64 and
   128, and must say so. */
static void test_attention_backward(void) {
    static const int specs[] = {0, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18};
    size_t i;
    int d;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (d = 0; d < 3; d++) {
            attn_spec spec = g_attn[specs[i]];
            const attn_spec *a = &spec;
            ktorch_attention_params p;
            tcase c;
            int64_t sh[3];
            int l, g, k;
            spec.lse = 0; /* the saved LSE is an input here */
            case_init(&c, "attention_backward", KTORCH_OP_ATTENTION_BACKWARD);
            snprintf(c.name, sizeof c.name, "attention_backward %s %s", a->name, ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, a, g_fdt[d], 500 + i * 10 + (unsigned)d);
            c.s[3].role = IN;
            c.s[3].cmp = CMP_BITS;
            sh[0] = a->B, sh[1] = a->Hq, sh[2] = a->Nq;
            l = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
            g = add4(&c, g_fdt[d], a->B, a->Hq, a->Nq, a->Dv, IN, CMP_BITS);
            fill_normal(&c, g, 900 + i, 1.0);
            add4(&c, g_fdt[d], a->B, a->Hq, a->Nq, a->D, OUT, float_cmp(g_fdt[d]));
            k = add4(&c, g_fdt[(d + 1) % 3], a->B, a->Hk, a->Nk, a->D, OUT, float_cmp(g_fdt[(d + 1) % 3]));
            add4(&c, g_fdt[d], a->B, a->Hk, a->Nk, a->Dv, OUT, float_cmp(g_fdt[d]));
            if (g_fdt[d] == KTORCH_BF16) c.s[k].tol16 = 2;
            c.arg[0] = l;
            c.gpu_refuses = g_fdt[d] == KTORCH_F32 ? "f16 or bf16"
                            : a->Dv != a->D          ? "v's head dim"
                            : a->D != 64 && a->D != 128 ? "head dim"
                                                      : NULL;
            p = c.ap;
            p.mask = c.i_mask >= 0 ? &c.s[c.i_mask].view : NULL;
            p.lse = &c.s[l].view;
            KTEST_OK(ktorch_attention(g_ctx, &c.s[0].view, &c.s[1].view, &c.s[2].view, &c.s[3].view, &p));
            run_case(&c);
        }
}

/* The backward of block-sparse, chunked and dilated (LONGNET) attention,
   from the CPU forward's out and LSE as above (the block mask on the host,
   copied up by CUDA and HIP); CUDA and HIP run block-sparse in its own
   kernels, the other two composed from their attention backward, so they
   refuse what it refuses. */
static void test_attention_backward_variants(void) {
    static const attn_spec specs[3] = {
        {"block-sparse GQA", 1, 4, 2, 40, 56, 64, 64, 1, -1, -1, 0, 0, 0, 0, 0, 0},
        {"chunked window", 1, 2, 1, 30, 36, 64, 64, 0, 9, 4, 0, 0, 0, 0, 0, 0},
        {"dilated causal", 1, 4, 2, 32, 32, 64, 64, 1, -1, -1, 0, 0, 0, 0, 0, 0},
    };
    static const ktorch_op ops[3] = {KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD, KTORCH_OP_ATTENTION_CHUNKED_BACKWARD, KTORCH_OP_ATTENTION_DILATED_BACKWARD};
    static const char *const fam[3] = {"attention_block_sparse_backward", "attention_chunked_backward", "attention_dilated_backward"};
    int v, d;
    for (v = 0; v < 3; v++)
        for (d = 0; d < 3; d++) {
            const attn_spec *a = &specs[v];
            ktorch_attention_params p;
            ktorch_dilated_params dp;
            tcase c;
            int64_t sh[3];
            int l, g, k;
            case_init(&c, fam[v], ops[v]);
            snprintf(c.name, sizeof c.name, "%s backward %s", a->name, ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, a, g_fdt[d], 800 + (unsigned)(v * 10 + d));
            c.s[3].role = IN;
            c.s[3].cmp = CMP_BITS;
            sh[0] = a->B, sh[1] = a->Hq, sh[2] = a->Nq;
            l = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
            g = add4(&c, g_fdt[d], a->B, a->Hq, a->Nq, a->Dv, IN, CMP_BITS);
            fill_normal(&c, g, 850 + (unsigned)v, 1.0);
            add4(&c, g_fdt[d], a->B, a->Hq, a->Nq, a->D, OUT, float_cmp(g_fdt[d]));
            k = add4(&c, g_fdt[(d + 1) % 3], a->B, a->Hk, a->Nk, a->D, OUT, float_cmp(g_fdt[(d + 1) % 3]));
            add4(&c, g_fdt[d], a->B, a->Hk, a->Nk, a->Dv, OUT, float_cmp(g_fdt[d]));
            if (g_fdt[d] == KTORCH_BF16) c.s[k].tol16 = 2;
            c.arg[0] = l;
            c.gpu_refuses = g_fdt[d] == KTORCH_F32 ? "f16 or bf16" : NULL;
            p = c.ap;
            p.lse = &c.s[l].view;
            if (v == 0) {
                unsigned char *mp;
                int m;
                c.i_bmask = add4(&c, KTORCH_U8, 1, a->Hq, 3, 4, IN, CMP_BITS);
                c.s[c.i_bmask].host_only = 1;
                fill_bits(&c, c.i_bmask, 860, 0.5);
                mp = (unsigned char *)ktorch_tensor_ptr(&c.s[c.i_bmask].base);
                for (m = 0; m < 4; m++) mp[4 + m] = 0; /* block row 1 of head 0 empty */
                c.sp.block_q = 16;
                c.sp.block_k = 16;
                c.sp.block_mask = &c.s[c.i_bmask].view;
                KTEST_OK(ktorch_attention_block_sparse(g_ctx, &c.s[0].view, &c.s[1].view, &c.s[2].view, &c.s[3].view, &p, &c.sp));
            } else if (v == 1) {
                c.arg[1] = 8, c.arg[2] = 12;
                KTEST_OK(ktorch_attention_chunked(g_ctx, &c.s[0].view, &c.s[1].view, &c.s[2].view, &c.s[3].view, &p, 8, 12));
            } else {
                c.dp.mode = KTORCH_DILATED_LONGNET;
                c.dp.count = 2;
                c.seg[0] = 8, c.seg[1] = 16;
                c.dil[0] = 1, c.dil[1] = 2;
                dp = c.dp;
                dp.segment = c.seg;
                dp.dilation = c.dil;
                KTEST_OK(ktorch_attention_dilated(g_ctx, &c.s[0].view, &c.s[1].view, &c.s[2].view, &c.s[3].view, &p, &dp));
            }
            run_case(&c);
        }
}

static void test_attention_merge(void) {
    int d, v;
    for (d = 0; d < 3; d++)
        for (v = 0; v < 3; v++) { /* 0: out + lse, 1: no merged lse, 2: in place over a */
            tcase c;
            int64_t B = 1, H = 2, N = 5, Dv = 64, sh[3];
            float *l;
            int n;
            case_init(&c, "attention_merge", KTORCH_OP_ATTENTION_MERGE);
            snprintf(c.name, sizeof c.name, "attention_merge %s %s", v == 0 ? "with lse" : v == 1 ? "no lse" : "in place", ktorch_dtype_name(g_fdt[d]));
            sh[0] = B, sh[1] = H, sh[2] = N;
            add4(&c, g_fdt[d], B, H, N, Dv, v == 2 ? INOUT : IN, float_cmp(g_fdt[d]));
            add(&c, KTORCH_F32, 3, sh, v == 2 ? INOUT : IN, CMP_FLOAT);
            add4(&c, g_fdt[d], B, H, N, Dv, IN, CMP_BITS);
            add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
            for (n = 0; n < 4; n++) fill_normal(&c, n, 300 + (unsigned)(d * 10 + v * 4 + n), 2.0);
            /* row 0: both partials empty; row 1: a empty */
            for (n = 1; n < 4; n += 2) ((float *)ktorch_tensor_ptr(&c.s[n].base))[0] = -INFINITY;
            l = (float *)ktorch_tensor_ptr(&c.s[1].base);
            l[1] = -INFINITY;
            if (v == 2) {
                c.arg[0] = 0, c.arg[1] = 1;
            } else {
                c.arg[0] = add4(&c, g_fdt[d], B, H, N, Dv, OUT, float_cmp(g_fdt[d]));
                c.arg[1] = v == 0 ? add(&c, KTORCH_F32, 3, sh, OUT, CMP_FLOAT) : -1;
            }
            run_case(&c);
        }
}

/* Block-sparse: the block mask on the host or on the device. */
static void test_block_sparse(void) {
    static const attn_spec specs[] = {
        {"plain", 1, 2, 2, 40, 40, 64, 64, 0, -1, -1, 0, 0, 0, 0, 0, 0},
        {"causal GQA lse", 1, 4, 2, 40, 40, 64, 64, 1, -1, -1, 0, 0, 0, 1, 0, 0},
        {"Nq<Nk window", 1, 2, 2, 20, 36, 64, 64, 0, 8, 4, 0, 0, 0, 1, 0, 0},
        {"blocks of 64 causal", 1, 2, 2, 256, 256, 128, 128, 1, -1, -1, 0, 0, 0, 1, 0, 0},
        {"softcap alibi bool mask", 1, 4, 4, 24, 30, 64, 64, 0, -1, -1, 5.f, 1, 1, 1, 0, 0},
        {"additive mask bnhd Dv<D", 2, 2, 2, 20, 28, 64, 32, 1, -1, -1, 0, 0, 2, 0, 1, 0},
        {"i8/fp8 k,v", 1, 2, 2, 20, 24, 64, 64, 0, -1, -1, 0, 0, 0, 1, 0, 1},
        {"decode, 70 key tiles", 1, 2, 1, 1, 4200, 64, 64, 1, -1, -1, 0, 0, 0, 1, 0, 0},
    };
    size_t i;
    int d, host, m;
    for (i = 0; i < sizeof specs / sizeof specs[0]; i++)
        for (d = 0; d < 3; d++)
            for (host = 0; host < 2; host++) {
                tcase c;
                const attn_spec *a = &specs[i];
                if (i >= 4 && d != (int)(i % 3)) continue; /* the feature cases take one dtype each (lavapipe's time) */
                int64_t bq = a->Nq > 64 ? 64 : 16, bk = bq, QB = (a->Nq + bq - 1) / bq, KB = (a->Nk + bk - 1) / bk;
                unsigned char *mp;
                case_init(&c, "attention_block_sparse", KTORCH_OP_ATTENTION_BLOCK_SPARSE);
                snprintf(c.name, sizeof c.name, "block_sparse %s %s, mask on the %s", a->name, ktorch_dtype_name(g_fdt[d]), host ? "host" : "device");
                attn_setup(&c, a, g_fdt[d], 400 + i * 10 + (unsigned)d);
                c.i_bmask = add4(&c, host ? KTORCH_U8 : KTORCH_BOOL, 1, i == 1 ? 1 : a->Hq, QB, KB, IN, CMP_BITS);
                c.s[c.i_bmask].host_only = host;
                fill_bits(&c, c.i_bmask, 450 + i, 0.5);
                mp = (unsigned char *)ktorch_tensor_ptr(&c.s[c.i_bmask].base);
                for (m = 0; m < KB; m++) mp[m] = 0; /* block row 0 empty */
                c.sp.block_q = bq;
                c.sp.block_k = bk;
                run_case(&c);
            }
}

static void test_block_mask_topk(void) {
    int d, causal, b;
    for (d = 0; d < 3; d++)
        for (causal = 0; causal < 2; causal++)
            for (b = 0; b < 2; b++) {
                tcase c;
                int64_t Hq = 2, Hk = b ? 1 : 2, Nq = 20, Nk = b ? 36 : 20, bq = 8, bk = b ? 8 : 4;
                case_init(&c, "block_mask_topk", KTORCH_OP_BLOCK_MASK_TOPK);
                snprintf(c.name, sizeof c.name, "block_mask_topk %s%s %s", b ? "Nq<Nk GQA" : "square", causal ? " causal" : "", ktorch_dtype_name(g_fdt[d]));
                add4(&c, g_fdt[d], 1, Hq, Nq, 64, IN, CMP_BITS);
                add4(&c, g_fdt[d], 1, Hk, Nk, 64, IN, CMP_BITS);
                add4(&c, b ? KTORCH_BOOL : KTORCH_U8, 1, Hq, (Nq + bq - 1) / bq, (Nk + bk - 1) / bk, OUT, CMP_BITS);
                fill_normal(&c, 0, 500 + (unsigned)(d * 4 + causal * 2 + b), 1.0);
                fill_normal(&c, 1, 520 + (unsigned)(d * 4 + causal * 2 + b), 1.0);
                c.arg[0] = bq, c.arg[1] = bk, c.arg[2] = causal;
                c.density = b ? 0.4 : 0.5;
                run_case(&c);
            }
    /* tied scores: the even key blocks are copies of each other, as are the
       odd ones, so the picks within a group go to the lower indices */
    for (d = 0; d < 3; d += 2)
        for (causal = 0; causal < 2; causal++) {
            tcase c;
            int64_t t;
            float *kr = (float *)malloc(2 * 32 * 64 * sizeof(float)), *base = (float *)malloc(8 * 64 * sizeof(float));
            case_init(&c, "block_mask_topk", KTORCH_OP_BLOCK_MASK_TOPK);
            snprintf(c.name, sizeof c.name, "block_mask_topk tied blocks%s %s", causal ? " causal" : "", ktorch_dtype_name(g_fdt[d]));
            add4(&c, g_fdt[d], 1, 2, 16, 64, IN, CMP_BITS);
            add4(&c, g_fdt[d], 1, 2, 32, 64, IN, CMP_BITS);
            add4(&c, KTORCH_U8, 1, 2, 4, 8, OUT, CMP_BITS);
            fill_normal(&c, 0, 540 + (unsigned)(d * 2 + causal), 1.0);
            ktest_fill_normal(base, 8 * 64, 560 + (unsigned long long)(d * 2 + causal), 1.0);
            for (t = 0; t < 2 * 32 * 64; t++) kr[t] = base[(t / 64 % 8) * 64 + t % 64]; /* key n is base row n % 8 */
            fill_f32(&c, 1, kr);
            c.arg[0] = 4, c.arg[1] = 4, c.arg[2] = causal;
            c.density = 0.25;
            run_case(&c);
            free(kr);
            free(base);
        }
}

static void test_chunked(void) {
    static const attn_spec specs[] = {
        {"causal lse", 1, 2, 2, 24, 24, 64, 64, 1, -1, -1, 0, 0, 0, 1, 0, 0},
        {"window GQA", 1, 4, 2, 20, 28, 64, 64, 0, 6, 3, 0, 0, 0, 1, 0, 0},
        {"plain", 1, 2, 2, 9, 13, 64, 64, 0, -1, -1, 0, 0, 0, 0, 0, 0},
        {"long causal lse", 1, 2, 1, 200, 200, 64, 64, 1, -1, -1, 0, 0, 0, 1, 0, 0},
    };
    static const int64_t chunks[4][2] = {{8, 16}, {5, 7}, {0, 0}, {64, 128}};
    size_t i;
    int d;
    for (i = 0; i < 4; i++)
        for (d = 0; d < 3; d++) {
            tcase c;
            case_init(&c, "attention_chunked", KTORCH_OP_ATTENTION_CHUNKED);
            snprintf(c.name, sizeof c.name, "chunked %s chunks %lld/%lld %s", specs[i].name, (long long)chunks[i][0], (long long)chunks[i][1],
                     ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, &specs[i], g_fdt[d], 600 + i * 10 + (unsigned)d);
            c.arg[0] = chunks[i][0], c.arg[1] = chunks[i][1];
            run_case(&c);
        }
}

static void test_dilated(void) {
    static const attn_spec longnet = {"longnet causal lse", 1, 4, 4, 32, 32, 64, 64, 1, -1, -1, 0, 0, 0, 1, 0, 0};
    static const attn_spec groups = {"groups", 1, 4, 2, 32, 32, 64, 64, 0, -1, -1, 0, 0, 0, 0, 0, 0};
    int d, mode;
    for (mode = 0; mode < 2; mode++)
        for (d = 0; d < 3; d++) {
            tcase c;
            const attn_spec *a = mode ? &groups : &longnet;
            case_init(&c, "attention_dilated", KTORCH_OP_ATTENTION_DILATED);
            snprintf(c.name, sizeof c.name, "dilated %s %s", a->name, ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, a, g_fdt[d], 700 + (unsigned)(mode * 10 + d));
            c.dp.mode = mode ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
            c.dp.count = 2;
            c.seg[0] = 8, c.seg[1] = 16;
            c.dil[0] = 1, c.dil[1] = 2;
            run_case(&c);
        }
}

/* ---- paged KV cache ------------------------------------------------------- */
static int is_quant_page(ktorch_dtype dt) { return dt == KTORCH_I8 || dt == KTORCH_FP8_E4M3 || dt == KTORCH_FP8_E5M2; }
/* Block table [B, maxp] over a shuffled set of npages pages, context lengths [B]. */
static void page_tables(tcase *c, int i_bt, int i_len, const int32_t *lens, int64_t B, int64_t maxp, int64_t npages, unsigned long long seed) {
    int32_t *bt = i32s(c, i_bt), *ln = i32s(c, i_len), perm[64];
    int64_t b, j, n = 0;
    ktest_rng r = ktest_rng_make(seed);
    for (j = 0; j < npages; j++) perm[j] = (int32_t)j;
    for (j = npages - 1; j > 0; j--) {
        int64_t k = (int64_t)(ktest_u64(&r) % (unsigned long long)(j + 1));
        int32_t t = perm[j];
        perm[j] = perm[k];
        perm[k] = t;
    }
    for (b = 0; b < B; b++) {
        ln[b] = lens[b];
        for (j = 0; j < maxp; j++) bt[b * maxp + j] = perm[n < npages ? n : 0], n++;
    }
}
static void fill_pages(tcase *c, int i, unsigned long long seed) {
    fill_normal(c, i, seed, c->s[i].base.dtype == KTORCH_I8 ? 40.0 : 1.0);
}

static void test_kv_cache_append(void) {
    /* k page dtype, v page dtype, new-token dtype (KTORCH_DTYPE_COUNT: the page dtype, pre-quantized) */
    static const ktorch_dtype cfg[][3] = {
        {KTORCH_F32, KTORCH_F32, KTORCH_F32},          {KTORCH_F16, KTORCH_F16, KTORCH_F16},     {KTORCH_BF16, KTORCH_BF16, KTORCH_BF16},
        {KTORCH_F16, KTORCH_F16, KTORCH_F32},          {KTORCH_BF16, KTORCH_BF16, KTORCH_F16},   {KTORCH_I8, KTORCH_I8, KTORCH_F32},
        {KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_BF16}, {KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, KTORCH_F16}, {KTORCH_I8, KTORCH_FP8_E4M3, KTORCH_F32},
        {KTORCH_I8, KTORCH_I8, KTORCH_DTYPE_COUNT},       {KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_DTYPE_COUNT},
    };
    static const int32_t lens[2] = {3, 6};
    const int64_t B = 2, Hk = 2, P = 4, D = 64, Dv = 32, T = 3, maxp = 3, npages = 7;
    size_t i;
    for (i = 0; i < sizeof cfg / sizeof cfg[0]; i++) {
        tcase c;
        int64_t sh[3];
        ktorch_dtype kd = cfg[i][0], vd = cfg[i][1], nd = cfg[i][2];
        int pre = nd == KTORCH_DTYPE_COUNT, quant = is_quant_page(kd) || is_quant_page(vd);
        case_init(&c, "kv_cache_append", KTORCH_OP_KV_CACHE_APPEND);
        snprintf(c.name, sizeof c.name, "kv_cache_append pages %s/%s, new %s", ktorch_dtype_name(kd), ktorch_dtype_name(vd),
                 pre ? "pre-quantized with scales" : ktorch_dtype_name(nd));
        add4(&c, kd, npages, Hk, P, D, INOUT, CMP_BITS);
        add4(&c, vd, npages, Hk, P, Dv, INOUT, CMP_BITS);
        sh[0] = B, sh[1] = maxp;
        add(&c, KTORCH_I32, 2, sh, IN, CMP_BITS);
        add(&c, KTORCH_I32, 1, &B, IN, CMP_BITS);
        add4(&c, pre ? kd : nd, B, Hk, T, D, IN, CMP_BITS);
        add4(&c, pre ? vd : nd, B, Hk, T, Dv, IN, CMP_BITS);
        fill_pages(&c, 0, 800 + i);
        fill_pages(&c, 1, 820 + i);
        page_tables(&c, 2, 3, lens, B, maxp, npages, 840 + i);
        fill_normal(&c, 4, 860 + i, c.s[4].base.dtype == KTORCH_I8 ? 40.0 : 1.5);
        fill_normal(&c, 5, 880 + i, c.s[5].base.dtype == KTORCH_I8 ? 40.0 : 1.5);
        if (quant) {
            sh[0] = npages, sh[1] = Hk, sh[2] = P;
            c.kvq = 1;
            c.i_ksc = add(&c, KTORCH_F32, 3, sh, INOUT, CMP_BITS);
            c.i_vsc = add(&c, KTORCH_F32, 3, sh, INOUT, CMP_BITS);
            fill_uniform(&c, c.i_ksc, 900 + i, 0.01, 0.02);
            fill_uniform(&c, c.i_vsc, 920 + i, 0.01, 0.02);
            if (pre) {
                sh[0] = B, sh[1] = Hk, sh[2] = T;
                c.i_knsc = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
                c.i_vnsc = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
                fill_uniform(&c, c.i_knsc, 940 + i, 0.01, 0.02);
                fill_uniform(&c, c.i_vnsc, 960 + i, 0.01, 0.02);
            }
        }
        run_case(&c);
    }
}

static void test_attention_paged(void) {
    /* k page dtype, v page dtype, q/out dtype */
    static const ktorch_dtype cfg[][3] = {
        {KTORCH_F32, KTORCH_F32, KTORCH_F32},           {KTORCH_F16, KTORCH_F16, KTORCH_F16},
        {KTORCH_BF16, KTORCH_BF16, KTORCH_BF16},        {KTORCH_I8, KTORCH_I8, KTORCH_BF16},
        {KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_F16}, {KTORCH_FP8_E5M2, KTORCH_FP8_E5M2, KTORCH_BF16},
        {KTORCH_I8, KTORCH_FP8_E4M3, KTORCH_F32},
        /* head dim 128 from here on (the decode benchmarks' head dim; Vulkan's decode_h16 at 8 lanes a key) */
        {KTORCH_I8, KTORCH_I8, KTORCH_BF16},            {KTORCH_FP8_E4M3, KTORCH_FP8_E4M3, KTORCH_F16},
    };
    static const int32_t lens[2][3] = {{1, 17, 40}, {2, 16, 33}};
    const int64_t B = 3, Hq = 4, Hk = 2, P = 16, maxp = 3, npages = 8;
    size_t i;
    int v;
    for (i = 0; i < sizeof cfg / sizeof cfg[0]; i++)
        for (v = 0; v < 2; v++) { /* 0: Nq 1; 1: Nq 2, window, soft-cap, lse, splits of 16 keys */
            tcase c;
            int64_t sh[3], Nq = v ? 2 : 1, D = i >= 7 ? 128 : 64;
            case_init(&c, "attention_paged", KTORCH_OP_ATTENTION_PAGED);
            snprintf(c.name, sizeof c.name, "paged decode pages %s/%s, q %s, d%d, %s", ktorch_dtype_name(cfg[i][0]), ktorch_dtype_name(cfg[i][1]),
                     ktorch_dtype_name(cfg[i][2]), (int)D, v ? "Nq 2 window softcap lse splits" : "Nq 1");
            add4(&c, cfg[i][2], B, Hq, Nq, D, IN, CMP_BITS);
            add4(&c, cfg[i][0], npages, Hk, P, D, IN, CMP_BITS);
            add4(&c, cfg[i][1], npages, Hk, P, D, IN, CMP_BITS);
            sh[0] = B, sh[1] = maxp;
            add(&c, KTORCH_I32, 2, sh, IN, CMP_BITS);
            add(&c, KTORCH_I32, 1, &B, IN, CMP_BITS);
            add4(&c, cfg[i][2], B, Hq, Nq, D, OUT, float_cmp(cfg[i][2]));
            fill_normal(&c, 0, 1000 + i * 2 + (unsigned)v, 1.0);
            fill_pages(&c, 1, 1020 + i);
            fill_pages(&c, 2, 1040 + i);
            page_tables(&c, 3, 4, lens[v], B, maxp, npages, 1060 + i);
            sh[0] = npages, sh[1] = Hk, sh[2] = P;
            if (is_quant_page(cfg[i][0])) {
                c.i_ks = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
                fill_uniform(&c, c.i_ks, 1080 + i, 0.01, 0.03);
            }
            if (is_quant_page(cfg[i][1])) {
                c.i_vs = add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
                fill_uniform(&c, c.i_vs, 1100 + i, 0.01, 0.03);
            }
            if (v) {
                sh[0] = B, sh[1] = Hq, sh[2] = Nq;
                c.i_lse = add(&c, KTORCH_F32, 3, sh, OUT, CMP_FLOAT);
                /* 1-byte keys under a 16-bit q: Q K^T may take f16 arithmetic (Vulkan's decode_h16) */
                c.s[c.i_lse].tol16 = is_quant_page(cfg[i][0]) && cfg[i][2] != KTORCH_F32;
                c.ap.window_flags = KTORCH_WINDOW_LEFT;
                c.ap.window_left = 8;
                c.ap.softcap = 10.f;
                c.pp.split_size = 16;
            }
            run_case(&c);
        }
}

/* ---- quantization --------------------------------------------------------- */
static int scaled_format(ktorch_quant_format f) {
    return f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_INT8_ASYM || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2;
}
/* Granularities and options of a format: variant v of n (see quant_params). */
static int quant_variants(ktorch_quant_format f) {
    if (f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2) return 5;
    if (scaled_format(f)) return 4;
    if (f == KTORCH_QUANT_NVFP4 || (f >= KTORCH_QUANT_MXFP8_E4M3 && f <= KTORCH_QUANT_MXINT8)) return 2;
    return 1;
}
/* A delayed-scaling history of two steps. */
static void delayed_history(ktorch_fp8_delayed_scaling *d) {
    memset(d, 0, sizeof *d);
    d->history_len = 4;
    d->margin = 1;
    d->count = d->pos = 2;
    d->history[0] = 3.0f, d->history[1] = 5.5f;
    d->multiplier = 40.0f;
}
/* Variant v of format f; v 4 (fp8) is delayed scaling over `delayed`. */
static const char *quant_params(ktorch_quant_format f, int v, ktorch_quant_params *p, ktorch_fp8_delayed_scaling *delayed) {
    memset(p, 0, sizeof *p);
    if (v == 4) {
        delayed_history(delayed);
        p->delayed = delayed;
        return "delayed scaling";
    }
    if (scaled_format(f)) {
        if (v == 1) p->granularity = KTORCH_QUANT_PER_CHANNEL, p->axis = 0;
        if (v == 2) p->granularity = KTORCH_QUANT_PER_CHANNEL, p->axis = -1;
        if (v == 3) p->granularity = KTORCH_QUANT_PER_GROUP, p->group = 16;
        return v == 0 ? "per tensor" : v == 1 ? "per channel axis 0" : v == 2 ? "per channel axis -1" : "per group 16";
    }
    if (f == KTORCH_QUANT_NVFP4) {
        if (v == 1) p->nvfp4_tensor_scale = 0.004f;
        return v ? "given tensor scale" : "own tensor scale";
    }
    if (v == 1) p->mx_scale = KTORCH_MX_SCALE_NOCLIP;
    return v ? "noclip scales" : "blocks";
}
/* x: normal values, a zero block and an outlier. */
static void fill_quant_input(tcase *c, int i, unsigned long long seed) {
    int64_t n = ktorch_tensor_numel(&c->s[i].base), j;
    float *x = (float *)malloc((size_t)n * sizeof(float));
    ktest_fill_normal(x, n, seed, 2.0);
    for (j = 0; j < 32 && j < n; j++) x[j] = 0;
    if (n > 100) x[100] = 37.5f;
    fill_f32(c, i, x);
    free(x);
}
static ktorch_status quantize_host(const ktorch_tensor *x, ktorch_quant_format f, const ktorch_quant_params *p, ktorch_qtensor *q) {
    ktorch_status st = ktorch_quantize(g_ctx, x, f, p, q);
    KTEST_CHECKF(st == KTORCH_OK, "cpu quantize %s: %s", ktorch_quant_format_name(f), ktorch_last_error());
    return st;
}

static void test_quantize(void) {
    int f, v, d;
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
        for (v = 0; v < quant_variants((ktorch_quant_format)f); v++)
            for (d = 0; d < 3; d++) {
                tcase c;
                int64_t sh[3];
                const char *what;
                if (d && v && !(f >= KTORCH_QUANT_MXFP8_E4M3 && f <= KTORCH_QUANT_MXINT8)) continue; /* f16/bf16 inputs once per format (MX: each variant) */
                case_init(&c, "quantize", KTORCH_OP_QUANTIZE);
                c.format = (ktorch_quant_format)f;
                what = quant_params(c.format, v, &c.qp, &c.delayed_init);
                c.delayed = c.qp.delayed != NULL;
                c.qp.delayed = NULL; /* run_op gives each run its own copy */
                snprintf(c.name, sizeof c.name, "quantize %s %s, x %s", ktorch_quant_format_name(c.format), what, ktorch_dtype_name(g_fdt[d]));
                sh[0] = 4, sh[1] = 6, sh[2] = 64;
                add(&c, g_fdt[d], 3, sh, IN, CMP_BITS);
                fill_quant_input(&c, 0, 1200 + (unsigned)(f * 10 + v * 3 + d));
                run_case(&c);
            }
}

/* [6, 64], [7, 1024] and [3, 10240] where a device's lane takes several
   groups of elements a workgroup apart, over several workgroups (the last
   partly past the end) */
static void test_dequantize(void) {
    static const int64_t shapes[3][2] = {{6, 64}, {7, 1024}, {3, 10240}};
    int f, v, d, z;
    for (z = 0; z < 3; z++)
        for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
            for (v = 0; v < quant_variants((ktorch_quant_format)f); v++)
                for (d = 0; d < 3; d++) {
                    tcase c;
                    ktorch_quant_params p;
                    int64_t sh[2];
                    int ix;
                    ktorch_fp8_delayed_scaling delayed;
                    const char *what = quant_params((ktorch_quant_format)f, v, &p, &delayed);
                    case_init(&c, "dequantize", KTORCH_OP_DEQUANTIZE);
                    snprintf(c.name, sizeof c.name, "dequantize %s %s to %s [%d,%d]", ktorch_quant_format_name((ktorch_quant_format)f), what,
                             ktorch_dtype_name(g_fdt[d]), (int)shapes[z][0], (int)shapes[z][1]);
                    sh[0] = shapes[z][0], sh[1] = shapes[z][1];
                    add(&c, g_fdt[d], 2, sh, OUT, CMP_BITS);
                    ix = add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS); /* the source of the codes; not an input of the op */
                    c.s[ix].host_only = 1;
                    fill_quant_input(&c, ix, 1400 + (unsigned)(f * 10 + v));
                    if (quantize_host(&c.s[ix].base, (ktorch_quant_format)f, &p, &c.q[0]) != KTORCH_OK) {
                        case_free(&c);
                        continue;
                    }
                    c.nq = 1;
                    run_case(&c);
                }
}

/* Values the rounding rules single out, at positions that land in blocks,
   groups and rows of their own: f32 subnormals (also as a block's maximum),
   zeros of both signs (also a block of zeros ending on -0), E2M1 / int
   ties at scale 1, huge values and, where the format keeps them, NaN and
   +-Inf. int8_asym's largest pair keeps its range max - min within f32,
   which that format needs (test_quantize_range_rejects); q8_0 / q4_0 take
   the values whose d is f16's largest (test_quantize_ggml_scale_rejects). */
static void fill_quant_edges(tcase *c, int i, ktorch_quant_format f, unsigned long long seed, int nonfinite) {
    static const float ties[8] = {6.0f, 0.25f, -0.75f, 2.5f, -5.0f, 1.25f, 3.5f, -1.75f};
    int64_t n = ktorch_tensor_numel(&c->s[i].base), K = c->s[i].base.shape[c->s[i].base.ndim - 1], j;
    float *x = (float *)malloc((size_t)n * sizeof(float));
    ktest_fill_normal(x, n, seed, 2.0);
    for (j = 0; j < 16 && j < n; j++) x[j] = j % 3 ? 1e-40f * (float)j : -0.0f; /* subnormals only */
    for (j = 16; j < 48 && j < n; j++) x[j] = (j & 1) ? 0.0f : -0.0f;
    if (n > 47) x[47] = -0.0f;
    for (j = 48; j < 56 && j < n; j++) x[j] = ties[j - 48];
    for (j = 0; j + 2 * K < n && j < 8; j++) x[2 * K + 5 * j] = j & 1 ? -2.9e-39f : 1.4e-45f; /* subnormals among normals */
    if (n > 3 * K + 3) { /* the largest finite values of the dtype */
        int wide = c->s[i].base.dtype == KTORCH_F32;
        x[3 * K + 3] = wide ? 3.0e38f : 65504.0f, x[3 * K + 4] = wide ? -3.4028235e38f : -60000.0f;
        if (wide && f == KTORCH_QUANT_INT8_ASYM) x[3 * K + 3] = 1.6e38f, x[3 * K + 4] = -1.7e38f;
        if (wide && (f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0)) /* d = 65504, f16's largest */
            x[3 * K + 3] = f == KTORCH_QUANT_Q8_0 ? 8319008.0f : 524032.0f, x[3 * K + 4] = -x[3 * K + 3];
    }
    if (nonfinite && n > 4 * K + 9) {
        x[4 * K + 1] = NAN, x[4 * K + 9] = -INFINITY;
        x[n - 2] = INFINITY, x[n - 1] = -NAN;
    }
    fill_f32(c, i, x);
    free(x);
}
typedef struct quant_edge {
    const char *what;
    int gran, axis; /* ktorch_quant_granularity, per-channel axis */
    int64_t group;
    int ndim;
    int64_t shape[4];
    int all_dtypes; /* x and outputs in f16 and bf16 too (else f32 only, except the first edge) */
} quant_edge;
/* Odd and partial last dims (sub-byte codes that do not start on a byte),
   one row, blocks and a channel axis over rows of whole 16-byte units
   (the wide paths, every dtype; NaN codes under a finite scale), a
   channel axis with dims after it, groups that are not a power of two or
   span more than a workgroup. q8_0 / q4_0 need K % 32 == 0. */
static const quant_edge g_qedges[] = {
    {"tensor [3,5,45]", 0, 0, 0, 3, {3, 5, 45, 0}, 0},
    {"one row [77]", 0, 0, 0, 1, {77, 0, 0, 0}, 0},
    {"tensor [4,64]", 0, 0, 0, 2, {4, 64, 0, 0}, 0},
    {"tensor [6,64]", 0, 0, 0, 2, {6, 64, 0, 0}, 1},
    {"channel axis 0 [6,64]", 1, 0, 0, 2, {6, 64, 0, 0}, 1},
    {"channel axis 1 [2,3,4,45]", 1, 1, 0, 4, {2, 3, 4, 45}, 0},
    {"channel axis -1 [3,5,45]", 1, -1, 0, 3, {3, 5, 45, 0}, 0},
    {"group 7 [3,5,45]", 2, 0, 7, 3, {3, 5, 45, 0}, 0},
    {"group 300 [3,700]", 2, 0, 300, 2, {3, 700, 0, 0}, 0},
};
static int edge_applies(ktorch_quant_format f, const quant_edge *e) {
    int64_t K = e->shape[e->ndim - 1];
    if (!scaled_format(f) && e->gran) return 0;
    if ((f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0) && K % 32) return 0;
    if (scaled_format(f) && !e->gran && K == 64) return 0;
    return 1;
}
static int keeps_nonfinite(ktorch_quant_format f) {
    return f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2 || (f >= KTORCH_QUANT_MXFP8_E4M3 && f <= KTORCH_QUANT_MXINT8);
}

static void test_quantize_edges(void) {
    int f, e, v, d;
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
        for (e = 0; e < (int)(sizeof g_qedges / sizeof g_qedges[0]); e++)
            for (v = 0; v < 2; v++)
                for (d = 0; d < 3; d++) {
                    const quant_edge *qe = &g_qedges[e];
                    ktorch_quant_format fm = (ktorch_quant_format)f;
                    tcase c;
                    if (!edge_applies(fm, qe) || (v && !keeps_nonfinite(fm)) || (d && (v || e) && !qe->all_dtypes)) continue;
                    case_init(&c, "quantize", KTORCH_OP_QUANTIZE);
                    c.format = fm;
                    c.qp.granularity = (ktorch_quant_granularity)qe->gran;
                    c.qp.axis = qe->axis;
                    c.qp.group = qe->group;
                    if (f == KTORCH_QUANT_MXFP4 && e == 1) c.qp.mx_scale = KTORCH_MX_SCALE_NOCLIP;
                    if (f == KTORCH_QUANT_FP8_E5M2 && e == 0) c.qp.fp8_margin = 3;
                    snprintf(c.name, sizeof c.name, "quantize %s %s edges%s, x %s", ktorch_quant_format_name(fm), qe->what, v ? " with NaN/Inf" : "",
                             ktorch_dtype_name(g_fdt[d]));
                    add(&c, g_fdt[d], qe->ndim, qe->shape, IN, CMP_BITS);
                    fill_quant_edges(&c, 0, fm, 2400 + (unsigned)(f * 10 + e), v);
                    run_case(&c);
                }
}

/* Tensors of signed zeros: the scales follow the CPU's max chains, which
   end on a block's last zero (q8_0, nvfp4) or a last row's first one
   (nvfp4's tensor scale, here -0). */
static void test_quantize_zeros(void) {
    int f;
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
        tcase c;
        int64_t sh[2] = {3, 64}, j;
        float x[192];
        case_init(&c, "quantize", KTORCH_OP_QUANTIZE);
        c.format = (ktorch_quant_format)f;
        snprintf(c.name, sizeof c.name, "quantize %s, signed zeros", ktorch_quant_format_name(c.format));
        add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS);
        for (j = 0; j < 192; j++) x[j] = j % 5 == 0 || j % 32 == 31 || j == 128 ? -0.0f : 0.0f;
        fill_f32(&c, 0, x);
        run_case(&c);
    }
}

/* x seen through every other column: the device copies it first. */
static void test_quantize_strided(void) {
    static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_NVFP4, KTORCH_QUANT_Q4_0};
    int f;
    for (f = 0; f < (int)(sizeof fmts / sizeof fmts[0]); f++) {
        tcase c;
        case_init(&c, "quantize", KTORCH_OP_QUANTIZE);
        c.format = fmts[f];
        if (fmts[f] == KTORCH_QUANT_FP8_E4M3) c.qp.granularity = KTORCH_QUANT_PER_CHANNEL, c.qp.axis = -1;
        snprintf(c.name, sizeof c.name, "quantize %s, x every other column", ktorch_quant_format_name(c.format));
        add_every_other(&c, KTORCH_F32, 6, fmts[f] == KTORCH_QUANT_Q4_0 ? 64 : 45, IN, CMP_BITS);
        fill_quant_edges(&c, 0, fmts[f], 2700 + (unsigned)f, 0);
        run_case(&c);
    }
}

static void test_dequantize_edges(void) {
    int f, e, v, d;
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
        for (e = 0; e < (int)(sizeof g_qedges / sizeof g_qedges[0]); e++)
            for (v = 0; v < 2; v++)
                for (d = 0; d < 3; d++) {
                    const quant_edge *qe = &g_qedges[e];
                    ktorch_quant_format fm = (ktorch_quant_format)f;
                    ktorch_quant_params p;
                    tcase c;
                    int ix;
                    if (!edge_applies(fm, qe) || (v && !keeps_nonfinite(fm)) || (d && e && !qe->all_dtypes)) continue;
                    memset(&p, 0, sizeof p);
                    p.granularity = (ktorch_quant_granularity)qe->gran;
                    p.axis = qe->axis;
                    p.group = qe->group;
                    if (fm == KTORCH_QUANT_NVFP4 && e == 1) p.nvfp4_tensor_scale = 2e-38f; /* s_t near FLT_MIN */
                    case_init(&c, "dequantize", KTORCH_OP_DEQUANTIZE);
                    snprintf(c.name, sizeof c.name, "dequantize %s %s edges%s to %s", ktorch_quant_format_name(fm), qe->what, v ? " with NaN/Inf" : "",
                             ktorch_dtype_name(g_fdt[d]));
                    add(&c, g_fdt[d], qe->ndim, qe->shape, OUT, CMP_BITS);
                    ix = add(&c, KTORCH_F32, qe->ndim, qe->shape, IN, CMP_BITS);
                    c.s[ix].host_only = 1;
                    fill_quant_edges(&c, ix, fm, 2600 + (unsigned)(f * 10 + e), v);
                    if (quantize_host(&c.s[ix].base, fm, &p, &c.q[0]) != KTORCH_OK) {
                        case_free(&c);
                        continue;
                    }
                    c.nq = 1;
                    run_case(&c);
                }
}

/* NaN/Inf in formats that cannot represent them: every backend refuses the
   input as the CPU does (status and the row named in the same words), at the call or at the next
   synchronisation (docs/BACKENDS.md), and the CPU's run is the reference. */
static void test_quantize_rejects(void) {
    static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_Q8_0, KTORCH_QUANT_Q4_0, KTORCH_QUANT_NVFP4};
    int f, g, b;
    for (f = 0; f < (int)(sizeof fmts / sizeof fmts[0]); f++)
        for (g = 0; g < 2; g++) {
            ktorch_quant_params p;
            ktorch_tensor x, dx;
            ktorch_qtensor q;
            int64_t sh[2] = {5, 64};
            float v[320];
            char want[600];
            int i;
            memset(&p, 0, sizeof p);
            if (g && fmts[f] == KTORCH_QUANT_NVFP4) p.nvfp4_tensor_scale = 0.01f;
            else if (g && fmts[f] <= KTORCH_QUANT_INT8_ASYM) p.granularity = KTORCH_QUANT_PER_GROUP, p.group = 16;
            else if (g) continue;
            ktest_fill_normal(v, 320, 2800 + (unsigned)f, 1.0);
            v[3 * 64 + 7] = g ? INFINITY : NAN;
            v[4 * 64 + 1] = NAN;
            KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, sh, NULL, v, ktorch_cpu(), &x));
            KTEST_CHECKF(ktorch_quantize(g_ctx, &x, fmts[f], &p, &q) == KTORCH_INVALID_ARGUMENT, "cpu %s: NaN/Inf accepted", ktorch_quant_format_name(fmts[f]));
            snprintf(want, sizeof want, "%s", ktorch_last_error());
            KTEST_CHECKF(strstr(want, "row 3") != NULL, "cpu %s: %s", ktorch_quant_format_name(fmts[f]), want);
            for (b = 0; b < g_nbe; b++) {
                ktorch_status st;
                KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, sh, g_be[b].dev, &dx));
                KTEST_OK(ktorch_tensor_copy(g_ctx, &dx, &x, NULL));
                st = ktorch_quantize(g_ctx, &dx, fmts[f], &p, &q);
                if (st == KTORCH_OK) {
                    ktorch_qtensor_free(g_ctx, &q);
                    st = ktorch_synchronize(g_ctx, g_be[b].dev);
                } else {
                    for (i = 0; i < (int)sizeof q; i++) KTEST_CHECKF(((unsigned char *)&q)[i] == 0, "%s %s: the refused qtensor is not zeroed", g_be[b].name,
                                                                 ktorch_quant_format_name(fmts[f]));
                }
                /* the CPU's words; a backend that reports at the synchronisation may say so around them */
                KTEST_CHECKF(st == KTORCH_INVALID_ARGUMENT && strstr(ktorch_last_error(), strstr(want, "'x' row")) != NULL, "%s %s%s: status %s, '%s' (cpu: '%s')", g_be[b].name,
                             ktorch_quant_format_name(fmts[f]), g ? " (group / given scale)" : "", ktorch_status_string(st), ktorch_last_error(), want);
                ktorch_tensor_free(g_ctx, &dx);
            }
        }
}

/* int8_asym refuses a scale whose range max(x,0) - min(x,0) overflows f32 on
   every backend, naming the row the CPU names (the first row holding an
   element of the scale; a NaN/Inf row before it): per tensor, per channel on
   each axis, per group of a power of two and of 7, on shapes that take the
   devices' one-pass channel and fused per-tensor paths too. */
static void test_quantize_range_rejects(void) {
    static const int64_t shapes[2][3] = {{3, 4, 8}, {4, 8, 256}};
    int sh, c, b, i;
    for (sh = 0; sh < 2; sh++)
        for (c = 0; c < 8; c++) {
            const int64_t *dims = shapes[sh], K = dims[2], n = dims[0] * dims[1] * dims[2];
            ktorch_quant_params p;
            ktorch_tensor x, dx;
            ktorch_qtensor q;
            float *v = (float *)malloc((size_t)n * sizeof(float));
            int64_t e0 = (dims[0] * dims[1] / 2 + 1) * K + (sh ? 64 : 4), e1 = e0 + 1;
            char want[600];
            memset(&p, 0, sizeof p);
            if (c == 1 || c == 2 || c == 3) p.granularity = KTORCH_QUANT_PER_CHANNEL, p.axis = c - 1;
            if (c == 3) e1 = e0 + K; /* the same column in the next row */
            if (c == 4 || c == 5) p.granularity = KTORCH_QUANT_PER_GROUP, p.group = c == 4 ? (sh ? 32 : 4) : 7;
            ktest_fill_normal(v, n, 3100 + (unsigned)(sh * 8 + c), 1.0);
            v[e0] = -3e38f;
            v[e1] = 3e38f;
            if (c == 6) v[n - 1] = NAN; /* per tensor: the NaN row is named, although later */
            if (c == 7) { /* a range that fits is quantized */
                v[e0] = -1.5e38f;
                v[e1] = 1.5e38f;
            }
            KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 3, dims, NULL, v, ktorch_cpu(), &x));
            if (c == 7) {
                KTEST_OK(ktorch_quantize(g_ctx, &x, KTORCH_QUANT_INT8_ASYM, &p, &q));
                ktorch_qtensor_free(g_ctx, &q);
                want[0] = 0;
            } else {
                KTEST_CHECKF(ktorch_quantize(g_ctx, &x, KTORCH_QUANT_INT8_ASYM, &p, &q) == KTORCH_INVALID_ARGUMENT, "cpu case %d/%d accepted", sh, c);
                snprintf(want, sizeof want, "%s", ktorch_last_error());
                KTEST_CHECKF(strstr(want, c == 6 ? "holds NaN or Inf" : "beyond FLT_MAX") != NULL, "cpu case %d/%d: %s", sh, c, want);
            }
            for (b = 0; b < g_nbe; b++) {
                ktorch_status st;
                KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 3, dims, g_be[b].dev, &dx));
                KTEST_OK(ktorch_tensor_copy(g_ctx, &dx, &x, NULL));
                st = ktorch_quantize(g_ctx, &dx, KTORCH_QUANT_INT8_ASYM, &p, &q);
                if (st == KTORCH_OK) {
                    ktorch_qtensor_free(g_ctx, &q);
                    st = ktorch_synchronize(g_ctx, g_be[b].dev);
                } else {
                    for (i = 0; i < (int)sizeof q; i++) KTEST_CHECKF(((unsigned char *)&q)[i] == 0, "%s case %d/%d: the refused qtensor is not zeroed", g_be[b].name, sh, c);
                }
                if (c == 7) KTEST_CHECKF(st == KTORCH_OK, "%s case %d/%d: %s", g_be[b].name, sh, c, ktorch_last_error());
                else
                    KTEST_CHECKF(st == KTORCH_INVALID_ARGUMENT && strstr(ktorch_last_error(), strstr(want, "'x' row")) != NULL, "%s case %d/%d: status %s, '%s' (cpu: '%s')",
                                 g_be[b].name, sh, c, ktorch_status_string(st), ktorch_last_error(), want);
                ktorch_tensor_free(g_ctx, &dx);
            }
            free(v);
        }
}

/* q8_0 / q4_0 refuse a block whose f16 d (amax / 127, max / -8) overflows on
   every backend, naming the row the CPU names (a NaN/Inf row first); d =
   65504 exactly is accepted. Rows of one block (per-block kernels) and of
   16 blocks (the 16-block and one-pass kernels). */
static void test_quantize_ggml_scale_rejects(void) {
    static const int64_t shapes[2][2] = {{6, 32}, {5, 512}};
    int sh, fi, c, b, i;
    for (sh = 0; sh < 2; sh++)
        for (fi = 0; fi < 2; fi++)
            for (c = 0; c < 4; c++) {
                const ktorch_quant_format fmt = fi ? KTORCH_QUANT_Q4_0 : KTORCH_QUANT_Q8_0;
                const int64_t *dims = shapes[sh], K = dims[1], n = dims[0] * K, e = 3 * K + (sh ? 200 : 7);
                const float lim = fi ? 8.0f : 127.0f;
                ktorch_tensor x, dx;
                ktorch_qtensor q;
                float *v = (float *)malloc((size_t)n * sizeof(float));
                char want[600], row[64];
                ktest_fill_normal(v, n, 3300 + (unsigned)(sh * 8 + fi * 4 + c), 1.0);
                v[e] = (c == 3 ? 65504.0f : 65520.0f) * lim * (fi ? -1.0f : 1.0f); /* c 3: d = 65504 fits */
                if (c == 1) v[e] = -v[e];
                if (c == 2) v[n - 1] = NAN; /* the NaN row is named, although later */
                KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, dims, NULL, v, ktorch_cpu(), &x));
                if (c == 3) {
                    KTEST_OK(ktorch_quantize(g_ctx, &x, fmt, NULL, &q));
                    ktorch_qtensor_free(g_ctx, &q);
                } else {
                    KTEST_CHECKF(ktorch_quantize(g_ctx, &x, fmt, NULL, &q) == KTORCH_INVALID_ARGUMENT, "cpu %s case %d/%d accepted", ktorch_quant_format_name(fmt), sh, c);
                    snprintf(want, sizeof want, "%s", ktorch_last_error());
                    if (c == 2) snprintf(row, sizeof row, "row %lld holds NaN or Inf", (long long)dims[0] - 1);
                    else snprintf(row, sizeof row, "row 3 holds a block whose scale d");
                    KTEST_CHECKF(strstr(want, row) != NULL, "cpu %s case %d/%d: %s",
                                 ktorch_quant_format_name(fmt), sh, c, want);
                }
                for (b = 0; b < g_nbe; b++) {
                    ktorch_status st;
                    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, dims, g_be[b].dev, &dx));
                    KTEST_OK(ktorch_tensor_copy(g_ctx, &dx, &x, NULL));
                    st = ktorch_quantize(g_ctx, &dx, fmt, NULL, &q);
                    if (st == KTORCH_OK) {
                        ktorch_qtensor_free(g_ctx, &q);
                        st = ktorch_synchronize(g_ctx, g_be[b].dev);
                    } else {
                        for (i = 0; i < (int)sizeof q; i++)
                            KTEST_CHECKF(((unsigned char *)&q)[i] == 0, "%s %s case %d/%d: the refused qtensor is not zeroed", g_be[b].name, ktorch_quant_format_name(fmt), sh, c);
                    }
                    if (c == 3) KTEST_CHECKF(st == KTORCH_OK, "%s %s case %d/%d: %s", g_be[b].name, ktorch_quant_format_name(fmt), sh, c, ktorch_last_error());
                    else
                        KTEST_CHECKF(st == KTORCH_INVALID_ARGUMENT && strstr(ktorch_last_error(), strstr(want, "'x' row")) != NULL, "%s %s case %d/%d: status %s, '%s' (cpu: '%s')",
                                     g_be[b].name, ktorch_quant_format_name(fmt), sh, c, ktorch_status_string(st), ktorch_last_error(), want);
                    ktorch_tensor_free(g_ctx, &dx);
                }
                free(v);
            }
}

/* y[M,N] = x[M,K] W[N,K]^T with W quantized in every format; shapes with
   one to five rows of x (the decode path of a device), odd N and K, a
   long K, and 20 rows (a device's tiled kernel, or W dequantized for the
   formats it lacks). */
static void test_qmatmul(void) {
    static const int64_t shp[5][3] = {{5, 24, 64}, {1, 23, 96}, {3, 17, 40}, {2, 5, 1056}, {20, 24, 64}}; /* M, N, K */
    int f, d, strided, v;
    for (v = 0; v < 5; v++)
        for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
            for (d = 0; d < 3; d++)
                for (strided = 0; strided < 2; strided++) {
                    const int64_t M = shp[v][0], N = shp[v][1], K = shp[v][2];
                    tcase c;
                    ktorch_quant_params p;
                    int64_t sh[2];
                    int iw;
                    if (strided && d) continue;
                    if (v && v < 4 && d == 0 && !strided) continue; /* f32 x: the first and last shapes and the strided case */
                    if (K % 32 && (f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0)) continue; /* blocks of 32 */
                    memset(&p, 0, sizeof p);
                    if (scaled_format((ktorch_quant_format)f)) p.granularity = KTORCH_QUANT_PER_CHANNEL; /* one scale per output row */
                    case_init(&c, "qmatmul", KTORCH_OP_QMATMUL);
                    snprintf(c.name, sizeof c.name, "qmatmul w %s, x/y %s%s, M %lld N %lld K %lld", ktorch_quant_format_name((ktorch_quant_format)f),
                             ktorch_dtype_name(g_fdt[d]), strided ? ", x strided" : "", (long long)M, (long long)N, (long long)K);
                    if (strided) add_every_other(&c, g_fdt[d], M, K, IN, CMP_BITS);
                    else {
                        sh[0] = M, sh[1] = K;
                        add(&c, g_fdt[d], 2, sh, IN, CMP_BITS);
                    }
                    sh[0] = M, sh[1] = N;
                    add(&c, g_fdt[d], 2, sh, OUT, float_cmp(g_fdt[d]));
                    if (g_fdt[d] == KTORCH_F32) c.s[c.n - 1].tol16 = 2; /* a device rounds f32 x to bf16 (docs/QUANT.md) */
                    fill_normal(&c, 0, 1600 + (unsigned)(f * 3 + d + 97 * v), 1.0);
                    sh[0] = N, sh[1] = K;
                    iw = add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS); /* the source of W; not an input of the op */
                    c.s[iw].host_only = 1;
                    fill_normal(&c, iw, 1700 + (unsigned)(f + 97 * v), 0.5);
                    if (quantize_host(&c.s[iw].base, (ktorch_quant_format)f, &p, &c.q[0]) != KTORCH_OK) {
                        case_free(&c);
                        continue;
                    }
                    c.nq = 1;
                    run_case(&c);
                }
}

/* Shapes: one row (the decode path of a device, 16-byte rows), two rows
   of an odd K, more rows and columns than one tile of a device, a long K.
   d 3 and 4: f32 x and y against f16 / bf16 W (a device rounds x to W's
   dtype: that dtype's tolerance). */
static void test_matmul_nt(void) {
    static const int64_t shp[5][3] = {{7, 24, 64}, {1, 24, 64}, {2, 9, 37}, {70, 33, 21}, {1, 5, 1064}}; /* M, N, K */
    int d, tr, v;
    for (v = 0; v < 5; v++)
        for (d = 0; d < 5; d++)
            for (tr = 0; tr < 2; tr++) {
                const int64_t M = shp[v][0], N = shp[v][1], K = shp[v][2];
                const ktorch_dtype xt = d < 3 ? g_fdt[d] : KTORCH_F32, wt = d < 3 ? g_fdt[d] : g_fdt[d - 2];
                tcase c;
                int64_t sh[2];
                case_init(&c, "matmul_nt", KTORCH_OP_MATMUL_NT);
                snprintf(c.name, sizeof c.name, "matmul_nt %s%s%s, M %lld N %lld K %lld", ktorch_dtype_name(xt), d < 3 ? "" : d == 3 ? " x, f16 w" : " x, bf16 w",
                         tr ? ", x transposed view" : "", (long long)M, (long long)N, (long long)K);
                if (tr) {
                    static const int perm[2] = {1, 0};
                    sh[0] = K, sh[1] = M;
                    add_perm(&c, xt, 2, sh, perm, IN, CMP_BITS);
                } else {
                    sh[0] = M, sh[1] = K;
                    add(&c, xt, 2, sh, IN, CMP_BITS);
                }
                sh[0] = N, sh[1] = K;
                add(&c, wt, 2, sh, IN, CMP_BITS);
                sh[0] = M, sh[1] = N;
                add(&c, xt, 2, sh, OUT, float_cmp(xt));
                if (d >= 3) c.s[2].tol16 = d - 2;
                fill_normal(&c, 0, 1800 + (unsigned)(d * 2 + tr + 13 * v), 1.0);
                fill_normal(&c, 1, 1810 + (unsigned)(d + 13 * v), 0.5);
                run_case(&c);
            }
}

/* Training ops: slot s of an op's tensor i is trs[i]; ids and targets
   are int32. */
static int tr_add(tcase *c, int pos, ktorch_dtype dt, int ndim, const int64_t *shape, int role) {
    int i = add(c, dt, ndim, shape, role, role == IN ? CMP_BITS : float_cmp(dt));
    c->trs[pos] = i;
    if (role != OUT && ktorch_dtype_is_float(dt)) fill_normal(c, i, 1900 + (unsigned)(c->n * 7 + pos), 1.0);
    return i;
}
static void tr_ids(tcase *c, int i, int64_t mod, int ignore_one) {
    int64_t k, n = ktorch_tensor_numel(&c->s[i].base);
    for (k = 0; k < n; k++) i32s(c, i)[k] = (int32_t)((k * 7 + 3) % mod);
    if (ignore_one && n > 1) i32s(c, i)[1] = -100;
}
static void test_train_ops(void) {
    const int64_t R = 3, T = 5, D = 16, V = 40, M = 7, N = 9, K = 13;
    int64_t x3[3], v1[1], r1[1], one[1], ab[2], cc[2], w2[2], id2[2], y3[3];
    int d, v;
    x3[0] = R, x3[1] = T, x3[2] = D, v1[0] = D, r1[0] = R * T, one[0] = 1;
    for (d = 0; d < 3; d += 2) {
        const ktorch_dtype dt = g_fdt[d];
        for (v = 0; v < 4; v++) { /* matmul: every transpose pair, alpha/beta on the odd ones */
            tcase c;
            case_init(&c, "matmul", KTORCH_OP_MATMUL);
            snprintf(c.name, sizeof c.name, "matmul %s ta%d tb%d", ktorch_dtype_name(dt), v & 1, v >> 1);
            c.mp.trans_a = v & 1, c.mp.trans_b = v >> 1, c.mp.alpha = v == 3 ? 0.5f : 1.0f, c.mp.beta = v == 3 ? -0.25f : 0.0f;
            ab[0] = c.mp.trans_a ? K : M, ab[1] = c.mp.trans_a ? M : K;
            tr_add(&c, 0, dt, 2, ab, IN);
            ab[0] = c.mp.trans_b ? N : K, ab[1] = c.mp.trans_b ? K : N;
            tr_add(&c, 1, dt, 2, ab, IN);
            cc[0] = M, cc[1] = N;
            tr_add(&c, 2, dt, 2, cc, v == 3 ? INOUT : OUT);
            run_case(&c);
        }
        for (v = 0; v < 8 && dt != KTORCH_F32; v++) { /* 16-byte rows: a device's own matrix-product path where the layout allows */
            tcase c;
            const ktorch_dtype cdt = v & 4 ? dt : KTORCH_F32;
            case_init(&c, "matmul", KTORCH_OP_MATMUL);
            snprintf(c.name, sizeof c.name, "matmul %s -> %s ta%d tb%d, K 32", ktorch_dtype_name(dt), ktorch_dtype_name(cdt), v & 1, (v >> 1) & 1);
            c.mp.trans_a = v & 1, c.mp.trans_b = (v >> 1) & 1, c.mp.alpha = 1.0f, c.mp.beta = 0.0f;
            ab[0] = c.mp.trans_a ? 32 : M, ab[1] = c.mp.trans_a ? M : 32;
            tr_add(&c, 0, dt, 2, ab, IN);
            ab[0] = c.mp.trans_b ? 24 : 32, ab[1] = c.mp.trans_b ? 32 : 24;
            tr_add(&c, 1, dt, 2, ab, IN);
            cc[0] = M, cc[1] = 24;
            tr_add(&c, 2, cdt, 2, cc, OUT);
            run_case(&c);
        }
        for (v = 0; v < 3; v++) { /* 16-byte rows with beta: dW += a^T b into f32, the residual add c += a b^T, alpha and beta */
            tcase c;
            const ktorch_dtype cdt = v == 0 ? KTORCH_F32 : dt;
            case_init(&c, "matmul", KTORCH_OP_MATMUL);
            c.mp.trans_a = v == 0, c.mp.trans_b = v == 1, c.mp.alpha = v == 2 ? 0.5f : 1.0f, c.mp.beta = v == 2 ? -0.25f : 1.0f;
            snprintf(c.name, sizeof c.name, "matmul %s -> %s ta%d tb%d alpha %g beta %g, K 32", ktorch_dtype_name(dt), ktorch_dtype_name(cdt),
                     c.mp.trans_a, c.mp.trans_b, c.mp.alpha, c.mp.beta);
            ab[0] = c.mp.trans_a ? 32 : 8, ab[1] = c.mp.trans_a ? 8 : 32;
            tr_add(&c, 0, dt, 2, ab, IN);
            ab[0] = c.mp.trans_b ? 24 : 32, ab[1] = c.mp.trans_b ? 32 : 24;
            tr_add(&c, 1, dt, 2, ab, IN);
            cc[0] = 8, cc[1] = 24;
            tr_add(&c, 2, cdt, 2, cc, INOUT);
            run_case(&c);
        }
        for (v = 0; v < 8; v++) { /* norms: rms/layer x forward/backward, rows of 16 and 776 (4 16-byte chunks a lane on CUDA) */
            tcase c;
            int layer = (v & 3) >= 2, bw = v & 1;
            x3[2] = v1[0] = v & 4 ? 776 : D;
            case_init(&c, "norms", bw ? (layer ? KTORCH_OP_LAYERNORM_BACKWARD : KTORCH_OP_RMSNORM_BACKWARD) : (layer ? KTORCH_OP_LAYERNORM : KTORCH_OP_RMSNORM));
            snprintf(c.name, sizeof c.name, "%s%s %s D %d", layer ? "layernorm" : "rmsnorm", bw ? "_backward" : "", ktorch_dtype_name(dt), (int)x3[2]);
            if (!bw && !layer) {
                tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 1, v1, IN), tr_add(&c, 2, dt, 3, x3, OUT), tr_add(&c, 3, KTORCH_F32, 1, r1, OUT);
            } else if (!bw) {
                tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 1, v1, IN), tr_add(&c, 2, dt, 1, v1, IN), tr_add(&c, 3, dt, 3, x3, OUT);
                tr_add(&c, 4, KTORCH_F32, 1, r1, OUT), tr_add(&c, 5, KTORCH_F32, 1, r1, OUT);
            } else if (!layer) {
                tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 3, x3, IN), tr_add(&c, 2, dt, 1, v1, IN);
                tr_add(&c, 4, dt, 3, x3, OUT), tr_add(&c, 5, KTORCH_F32, 1, v1, INOUT);
            } else { /* dx accumulated onto the residual stream's gradient */
                c.np.accumulate_dx = 1;
                tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 3, x3, IN), tr_add(&c, 2, dt, 1, v1, IN);
                tr_add(&c, 5, dt, 3, x3, INOUT), tr_add(&c, 6, KTORCH_F32, 1, v1, INOUT), tr_add(&c, 7, KTORCH_F32, 1, v1, INOUT);
            }
            run_case(&c);
        }
        { /* RMSNorm's backward added onto the residual stream's gradient, 768 columns (CUDA, f16/bf16: 3 16-byte chunks a lane, kt_norm_bwd_h) */
            tcase c;
            x3[2] = v1[0] = 768;
            case_init(&c, "norms", KTORCH_OP_RMSNORM_BACKWARD);
            snprintf(c.name, sizeof c.name, "rmsnorm_backward %s D 768, accumulate_dx", ktorch_dtype_name(dt));
            c.np.accumulate_dx = 1;
            tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 3, x3, IN), tr_add(&c, 2, dt, 1, v1, IN);
            tr_add(&c, 4, dt, 3, x3, INOUT), tr_add(&c, 5, KTORCH_F32, 1, v1, INOUT);
            run_case(&c);
        }
        x3[2] = v1[0] = D;
        for (v = 0; v < 2; v++) { /* residual add fused with the norm */
            tcase c;
            case_init(&c, "norms", v ? KTORCH_OP_ADD_LAYERNORM : KTORCH_OP_ADD_RMSNORM);
            snprintf(c.name, sizeof c.name, "%s %s", v ? "add_layernorm" : "add_rmsnorm", ktorch_dtype_name(dt));
            tr_add(&c, 0, dt, 3, x3, IN), tr_add(&c, 1, dt, 3, x3, IN), tr_add(&c, 2, dt, 1, v1, IN);
            if (v) tr_add(&c, 3, dt, 1, v1, IN);
            tr_add(&c, v ? 4 : 3, dt, 3, x3, OUT), tr_add(&c, v ? 5 : 4, dt, 3, x3, OUT);
            if (v) tr_add(&c, 6, KTORCH_F32, 1, r1, OUT);
            tr_add(&c, v ? 7 : 5, KTORCH_F32, 1, r1, OUT);
            run_case(&c);
        }
        for (v = 0; v < 4; v++) { /* rope: forward/backward, offset/positions (and interleaved) */
            tcase c;
            int64_t t1[1];
            t1[0] = T;
            case_init(&c, "rope", v & 1 ? KTORCH_OP_ROPE_BACKWARD : KTORCH_OP_ROPE);
            snprintf(c.name, sizeof c.name, "rope%s %s %s", v & 1 ? "_backward" : "", ktorch_dtype_name(dt), v >> 1 ? "interleaved, positions" : "offset");
            c.rp.interleaved = v >> 1, c.rp.position_offset = 11;
            tr_add(&c, 0, dt, 3, x3, IN);
            if (v >> 1) tr_ids(&c, tr_add(&c, 1, KTORCH_I32, 1, t1, IN), 1000, 0);
            tr_add(&c, 2, dt, 3, x3, OUT);
            run_case(&c);
        }
        for (v = 0; v < 3; v++) { /* rope of rows of 4 heads: head dim 16 forward/backward, 8 interleaved */
            tcase c;
            x3[2] = 64;
            case_init(&c, "rope", v == 1 ? KTORCH_OP_ROPE_BACKWARD : KTORCH_OP_ROPE);
            c.rp.interleaved = v == 2, c.rp.position_offset = 5, c.rp.head_dim = v == 2 ? 8 : 16;
            snprintf(c.name, sizeof c.name, "rope%s %s head_dim %d%s", v == 1 ? "_backward" : "", ktorch_dtype_name(dt), (int)c.rp.head_dim, v == 2 ? " interleaved" : "");
            tr_add(&c, 0, dt, 3, x3, IN);
            tr_add(&c, 2, dt, 3, x3, OUT);
            x3[2] = D;
            run_case(&c);
        }
        for (v = 0; v < 6; v++) { /* swiglu, gelu erf, gelu tanh; forward/backward */
            tcase c;
            int kind = v >> 1, bw = v & 1, k, nin = kind ? 1 + bw : 2 + bw, nout = kind == 0 && bw ? 2 : 1;
            case_init(&c, "activations", kind == 0 ? (bw ? KTORCH_OP_SWIGLU_BACKWARD : KTORCH_OP_SWIGLU) : (bw ? KTORCH_OP_GELU_BACKWARD : KTORCH_OP_GELU));
            snprintf(c.name, sizeof c.name, "%s%s %s", kind == 0 ? "swiglu" : kind == 1 ? "gelu erf" : "gelu tanh", bw ? "_backward" : "", ktorch_dtype_name(dt));
            c.arg[0] = kind == 2 ? KTORCH_GELU_TANH : KTORCH_GELU_ERF;
            for (k = 0; k < nin; k++) tr_add(&c, k, dt, 3, x3, IN);
            for (k = 0; k < nout; k++) tr_add(&c, nin + k, dt, 3, x3, OUT);
            run_case(&c);
        }
        for (v = 0; v < 2; v++) { /* embedding forward/backward */
            tcase c;
            id2[0] = R, id2[1] = T, w2[0] = V, w2[1] = D;
            case_init(&c, "embedding", v ? KTORCH_OP_EMBEDDING_BACKWARD : KTORCH_OP_EMBEDDING);
            snprintf(c.name, sizeof c.name, "embedding%s %s", v ? "_backward" : "", ktorch_dtype_name(dt));
            if (v) {
                tr_add(&c, 0, dt, 3, x3, IN), tr_ids(&c, tr_add(&c, 1, KTORCH_I32, 2, id2, IN), V / 4, 0), tr_add(&c, 2, KTORCH_F32, 2, w2, INOUT);
            } else {
                tr_ids(&c, tr_add(&c, 0, KTORCH_I32, 2, id2, IN), V, 0), tr_add(&c, 1, dt, 2, w2, IN), tr_add(&c, 2, dt, 3, x3, OUT);
            }
            c.s[c.trs[2]].cmp = CMP_BITS; /* copies, or sums in token order */
            run_case(&c);
        }
        { /* cross-entropy with an ignored row and label smoothing */
            tcase c;
            y3[0] = R, y3[1] = T, y3[2] = 600;
            id2[0] = R, id2[1] = T;
            case_init(&c, "cross_entropy", KTORCH_OP_CROSS_ENTROPY);
            snprintf(c.name, sizeof c.name, "cross_entropy %s", ktorch_dtype_name(dt));
            c.cep.label_smoothing = 0.1f;
            tr_add(&c, 0, dt, 3, y3, IN), tr_ids(&c, tr_add(&c, 1, KTORCH_I32, 2, id2, IN), 600, 1);
            tr_add(&c, 2, KTORCH_F32, 2, id2, OUT), tr_add(&c, 3, dt, 3, y3, OUT), tr_add(&c, 4, KTORCH_F32, 1, one, OUT);
            run_case(&c);
        }
        { /* AdamW: f32 master weights, the moments in this dtype's family (f32 or bf16), a 16-bit copy */
            tcase c;
            const ktorch_dtype mdt = dt == KTORCH_F32 ? KTORCH_F32 : KTORCH_BF16;
            int64_t n1[1];
            n1[0] = 5000;
            case_init(&c, "adamw", KTORCH_OP_ADAMW_STEP);
            snprintf(c.name, sizeof c.name, "adamw_step grad %s, moments %s", ktorch_dtype_name(dt), ktorch_dtype_name(mdt));
            c.adp.lr = 1e-2f, c.adp.weight_decay = 0.1f, c.adp.step = 3;
            tr_add(&c, 0, KTORCH_F32, 1, n1, INOUT), tr_add(&c, 1, dt, 1, n1, IN), tr_add(&c, 2, mdt, 1, n1, INOUT), tr_add(&c, 3, mdt, 1, n1, INOUT);
            fill_uniform(&c, c.trs[3], 1950, 0.0, 1.0); /* v >= 0 */
            tr_add(&c, 4, KTORCH_BF16, 1, n1, OUT);
            for (v = 0; v < 5; v++) c.s[c.trs[v]].cmp = CMP_BITS; /* the CPU's operations in its order on every backend */
            run_case(&c);
        }
        { /* the gradient norm's sum of squares */
            tcase c;
            int64_t n1[1];
            n1[0] = 9000;
            case_init(&c, "grad_norm", KTORCH_OP_SUM_SQUARES);
            snprintf(c.name, sizeof c.name, "grad_norm %s", ktorch_dtype_name(dt));
            tr_add(&c, 0, dt, 1, n1, IN), tr_add(&c, 1, KTORCH_F32, 1, one, OUT);
            run_case(&c);
        }
    }
}

static void test_qmatmul_w8a8(void) {
    /* x format, w format, y dtype */
    static const int cfg[][3] = {
        {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8, KTORCH_I32},           {KTORCH_QUANT_INT8, KTORCH_QUANT_INT8, KTORCH_F32},
        {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, KTORCH_F32},   {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E4M3, KTORCH_BF16},
        {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_FP8_E4M3, KTORCH_F16},   {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_FP8_E5M2, KTORCH_BF16},
    };
    static const int64_t shp[2][3] = {{5, 24, 64}, {1, 23, 40}}; /* M, N, K; one row: the decode path of a device */
    size_t i;
    int gx, gw, v;
    for (v = 0; v < 2; v++)
        for (i = 0; i < sizeof cfg / sizeof cfg[0]; i++)
            for (gx = 0; gx < 2; gx++)
                for (gw = 0; gw < 2; gw++) {
                    const int64_t M = shp[v][0], N = shp[v][1], K = shp[v][2];
                    tcase c;
                    ktorch_quant_params px, pw;
                    int64_t sh[2];
                    int ix, iw, ok;
                    ktorch_dtype yd = (ktorch_dtype)cfg[i][2];
                    if (v && gx != gw) continue;
                    memset(&px, 0, sizeof px);
                    memset(&pw, 0, sizeof pw);
                    if (gx) px.granularity = KTORCH_QUANT_PER_CHANNEL;
                    if (gw) pw.granularity = KTORCH_QUANT_PER_CHANNEL;
                    case_init(&c, "qmatmul_w8a8", KTORCH_OP_QMATMUL_W8A8);
                    snprintf(c.name, sizeof c.name, "qmatmul_w8a8 x %s %s, w %s %s, y %s", ktorch_quant_format_name((ktorch_quant_format)cfg[i][0]),
                             gx ? "per channel" : "per tensor", ktorch_quant_format_name((ktorch_quant_format)cfg[i][1]), gw ? "per channel" : "per tensor",
                             ktorch_dtype_name(yd));
                    if (v) snprintf(c.name + strlen(c.name), sizeof c.name - strlen(c.name), ", M %lld N %lld K %lld", (long long)M, (long long)N, (long long)K);
                    sh[0] = M, sh[1] = N;
                    add(&c, yd, 2, sh, OUT, float_cmp(yd));
                    sh[0] = M, sh[1] = K;
                    ix = add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS); /* sources of x and W; not inputs of the op */
                    sh[0] = N;
                    iw = add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS);
                    c.s[ix].host_only = c.s[iw].host_only = 1;
                    fill_normal(&c, ix, 1900 + i * 4 + (unsigned)(gx * 2 + gw + 50 * v), 1.0);
                    fill_normal(&c, iw, 1950 + i * 4 + (unsigned)(gx * 2 + gw + 50 * v), 0.5);
                    ok = quantize_host(&c.s[ix].base, (ktorch_quant_format)cfg[i][0], &px, &c.q[0]) == KTORCH_OK;
                    c.nq = ok;
                    ok = ok && quantize_host(&c.s[iw].base, (ktorch_quant_format)cfg[i][1], &pw, &c.q[1]) == KTORCH_OK;
                    c.nq += ok;
                    if (!ok) {
                        case_free(&c);
                        continue;
                    }
                    run_case(&c);
                }
}

/* ---- convert (ktorch_tensor_copy on one device) ----------------------------- */
static void test_convert(void) {
    /* dst, src, saturate, layout (0 contiguous, 1 src transposed, 2 dst every other column) */
    static const int cfg[][4] = {
        {KTORCH_F16, KTORCH_F32, 0, 0},      {KTORCH_BF16, KTORCH_F32, 0, 0},     {KTORCH_F32, KTORCH_F16, 0, 0},
        {KTORCH_F32, KTORCH_BF16, 0, 1},     {KTORCH_BF16, KTORCH_F16, 0, 0},     {KTORCH_F16, KTORCH_BF16, 0, 2},
        {KTORCH_FP8_E4M3, KTORCH_F32, 0, 0}, {KTORCH_FP8_E4M3, KTORCH_F32, 1, 0}, {KTORCH_FP8_E5M2, KTORCH_F32, 0, 0},
        {KTORCH_FP8_E5M2, KTORCH_F16, 1, 1}, {KTORCH_FP8_E4M3, KTORCH_BF16, 1, 0}, {KTORCH_F32, KTORCH_FP8_E4M3, 0, 0},
        {KTORCH_F16, KTORCH_FP8_E5M2, 0, 2}, {KTORCH_I8, KTORCH_F32, 0, 0},       {KTORCH_U8, KTORCH_F16, 0, 0},
        {KTORCH_I32, KTORCH_F32, 0, 0},      {KTORCH_F32, KTORCH_I32, 0, 0},      {KTORCH_F16, KTORCH_I8, 0, 0},
        {KTORCH_F32, KTORCH_F32, 0, 1},      {KTORCH_F16, KTORCH_F16, 0, 2},      {KTORCH_BF16, KTORCH_F32, 0, 1},
        {KTORCH_I64, KTORCH_F32, 0, 0},      {KTORCH_BOOL, KTORCH_F16, 0, 1},     {KTORCH_U16, KTORCH_I32, 0, 0},
        {KTORCH_I8, KTORCH_I64, 0, 2},       {KTORCH_BF16, KTORCH_I64, 0, 0},     {KTORCH_I64, KTORCH_I64, 0, 1},
    };
    const int64_t R = 5, C = 33;
    size_t i;
    for (i = 0; i < sizeof cfg / sizeof cfg[0]; i++) {
        tcase c;
        ktorch_dtype dd = (ktorch_dtype)cfg[i][0], sd = (ktorch_dtype)cfg[i][1];
        int64_t sh[2], n = R * C, j;
        float *x = (float *)malloc((size_t)n * sizeof(float));
        case_init(&c, "convert", KTORCH_OP_CONVERT);
        snprintf(c.name, sizeof c.name, "convert %s -> %s%s%s", ktorch_dtype_name(sd), ktorch_dtype_name(dd), cfg[i][2] ? " saturating" : "",
                 cfg[i][3] == 1 ? ", src transposed" : cfg[i][3] == 2 ? ", dst strided" : "");
        sh[0] = R, sh[1] = C;
        if (cfg[i][3] == 2) add_every_other(&c, dd, R, C, OUT, CMP_BITS);
        else add(&c, dd, 2, sh, OUT, CMP_BITS);
        if (cfg[i][3] == 1) {
            static const int perm[2] = {1, 0};
            sh[0] = C, sh[1] = R;
            add_perm(&c, sd, 2, sh, perm, IN, CMP_BITS);
        } else {
            add(&c, sd, 2, sh, IN, CMP_BITS);
        }
        ktest_fill_normal(x, n, 2000 + i, sd == KTORCH_I32 || sd == KTORCH_I64 ? 3000.0 : 3.0);
        /* edges: overflow of fp8/f16/bf16 and of small integers, NaN, infinities, signed zero, f16 subnormals */
        x[0] = NAN, x[1] = INFINITY, x[2] = -INFINITY, x[3] = 1e6f, x[4] = -1e6f, x[5] = -0.0f, x[6] = 3e-6f, x[7] = 500.f, x[8] = -300.f;
        x[9] = 65520.f, x[10] = 448.f, x[11] = 464.f, x[12] = 57344.f, x[13] = 61440.f, x[14] = 2.5f, x[15] = -2.5f;
        if (sd == KTORCH_I32 || sd == KTORCH_I8 || sd == KTORCH_I64)
            for (j = 0; j < 3; j++) x[j] = 7.f;
        fill_f32(&c, 1, x); /* the base, in its own order */
        free(x);
        c.cp.saturate = cfg[i][2];
        run_case(&c);
    }
}

/* ---- the comparisons reject a planted error ---------------------------------- */

/* ---- non-finite values ---------------------------------------------------- */
/* NaN and Inf in the inputs give the same NaN, Inf and status on every
   backend as on the CPU: NaN propagates to the rows it reaches, an
   additive -inf mask row gives 0 and LSE -inf, formats that cannot hold
   NaN/Inf refuse it (INVALID_ARGUMENT, at the op or its synchronisation),
   the others encode it as the CPU does. */
/* Element e (index order) of a contiguous slot = x, converted to its dtype. */
static void set_f(tcase *c, int i, int64_t e, float x) {
    const ktorch_tensor *b = &c->s[i].base;
    ktorch_tensor one, at;
    int64_t n = 1;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, &x, ktorch_cpu(), &one));
    KTEST_OK(ktorch_tensor_wrap(b->dtype, 1, &n, NULL, (char *)ktorch_tensor_ptr(b) + e * (int64_t)(ktorch_dtype_bits(b->dtype) / 8), ktorch_cpu(), &at));
    KTEST_OK(ktorch_tensor_copy(g_ctx, &at, &one, NULL));
}
static float get_f(const tcase *c, int i, int64_t e) {
    const ktorch_tensor *b = &c->s[i].base;
    return load_f(b->dtype, (const char *)ktorch_tensor_ptr(b) + e * (int64_t)(ktorch_dtype_bits(b->dtype) / 8));
}
/* The reference of the attention cases: NaN query row 1 of head 0 gives NaN
   output and LSE; the -inf mask row 3 gives 0 and LSE -inf; an Inf value
   (key 2 of head 1, seen by every query: no mask) gives +inf in column 5 of
   head 1; the rest finite. */
static void nonfinite_attention_ref(tcase *c) {
    const int inf_v = c->i_mask < 0;
    int64_t h, r, e, bad = 0;
    for (h = 0; h < 2; h++)
        for (r = 0; r < 5; r++) {
            const float l = get_f(c, c->i_lse, h * 5 + r);
            bad += !inf_v && h == 0 && r == 1 ? l == l : !inf_v && r == 3 ? l != -INFINITY : !isfinite(l);
            for (e = 0; e < 64; e++) {
                const float o = get_f(c, 3, (h * 5 + r) * 64 + e);
                bad += !inf_v && h == 0 && r == 1 ? o == o : !inf_v && r == 3 ? o != 0 : inf_v && h == 1 && e == 5 ? o != INFINITY : !isfinite(o);
            }
        }
    KTEST_CHECKF(bad == 0, "cpu %s: %lld elements differ from the known NaN/Inf pattern", c->name, (long long)bad);
}
/* matmul: row 2 of y NaN, column 7 of the other rows +-inf, the rest finite. */
static void nonfinite_matmul_ref(tcase *c) {
    int64_t i, j, bad = 0;
    for (i = 0; i < 5; i++)
        for (j = 0; j < 24; j++) {
            const float y = get_f(c, 2, i * 24 + j);
            bad += i == 2 ? y == y : j == 7 ? !isinf(y) : !isfinite(y);
        }
    KTEST_CHECKF(bad == 0, "cpu %s: %lld elements differ from the known NaN/Inf pattern", c->name, (long long)bad);
}
static int rejects_nonfinite(ktorch_quant_format f) {
    return f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_INT8_ASYM || f == KTORCH_QUANT_NVFP4 || f == KTORCH_QUANT_Q8_0 || f == KTORCH_QUANT_Q4_0;
}
static void test_nonfinite(void) {
    static const attn_spec masked = {"nonfinite", 1, 2, 2, 5, 7, 64, 64, 0, -1, -1, 0, 0, 2, 1, 0, 0};
    static const attn_spec visible = {"nonfinite", 1, 2, 2, 5, 7, 64, 64, 0, -1, -1, 0, 0, 0, 1, 0, 0};
    int d, f, v;
    /* attention: NaN in a query and a fully -inf mask row; then Inf in a value
       every query sees. (A non-finite value of a key a query does not see may
       reach it through 0 * Inf where kernels multiply whole tiles: that is
       left unspecified, so it is not compared.) */
    for (d = 0; d < 3; d++)
        for (v = 0; v < 2; v++) {
            tcase c;
            int64_t j;
            case_init(&c, "nonfinite", KTORCH_OP_ATTENTION);
            snprintf(c.name, sizeof c.name, "attention %s %s", v ? "Inf v" : "NaN q, -inf mask row", ktorch_dtype_name(g_fdt[d]));
            attn_setup(&c, v ? &visible : &masked, g_fdt[d], 3300 + (unsigned)(d * 2 + v));
            if (v) set_f(&c, 2, (1 * 7 + 2) * 64 + 5, INFINITY); /* v[0,1,2,5] */
            else {
                set_f(&c, 0, (0 * 5 + 1) * 64 + 3, NAN); /* q[0,0,1,3] */
                for (j = 0; j < 7; j++) set_f(&c, c.i_mask, 3 * 7 + j, -INFINITY); /* query 3 sees no key */
            }
            c.s[3].nan_ok = c.s[c.i_lse].nan_ok = 1;
            c.check_ref = nonfinite_attention_ref;
            run_case(&c);
        }
    for (d = 0; d < 3; d++) { /* matmul: NaN in x, Inf in w */
        tcase c;
        int64_t sh[2];
        case_init(&c, "nonfinite", KTORCH_OP_MATMUL_NT);
        snprintf(c.name, sizeof c.name, "matmul_nt NaN x, Inf w %s", ktorch_dtype_name(g_fdt[d]));
        sh[0] = 5, sh[1] = 64;
        add(&c, g_fdt[d], 2, sh, IN, CMP_BITS);
        sh[0] = 24;
        add(&c, g_fdt[d], 2, sh, IN, CMP_BITS);
        sh[0] = 5, sh[1] = 24;
        add(&c, g_fdt[d], 2, sh, OUT, float_cmp(g_fdt[d]));
        fill_normal(&c, 0, 3310 + (unsigned)d, 1.0);
        fill_normal(&c, 1, 3320 + (unsigned)d, 1.0);
        set_f(&c, 0, 2 * 64 + 9, NAN);
        set_f(&c, 1, 7 * 64 + 1, -INFINITY);
        c.s[2].nan_ok = 1;
        c.check_ref = nonfinite_matmul_ref;
        run_case(&c);
    }
    for (d = 0; d < 3; d++) { /* merge: NaN in one LSE, Inf in one partial */
        tcase c;
        int64_t sh[3];
        int n;
        case_init(&c, "nonfinite", KTORCH_OP_ATTENTION_MERGE);
        snprintf(c.name, sizeof c.name, "attention_merge NaN lse, Inf out %s", ktorch_dtype_name(g_fdt[d]));
        sh[0] = 1, sh[1] = 2, sh[2] = 5;
        for (n = 0; n < 2; n++) {
            add4(&c, g_fdt[d], 1, 2, 5, 64, IN, CMP_BITS);
            add(&c, KTORCH_F32, 3, sh, IN, CMP_BITS);
        }
        for (n = 0; n < 4; n++) fill_normal(&c, n, 3330 + (unsigned)(d * 4 + n), 2.0);
        set_f(&c, 1, 2, NAN);
        set_f(&c, 2, 6 * 64 + 1, INFINITY);
        c.arg[0] = add4(&c, g_fdt[d], 1, 2, 5, 64, OUT, float_cmp(g_fdt[d]));
        c.arg[1] = add(&c, KTORCH_F32, 3, sh, OUT, CMP_FLOAT);
        c.s[c.arg[0]].nan_ok = c.s[c.arg[1]].nan_ok = 1;
        run_case(&c);
    }
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++)
        for (v = 0; v < 2; v++) { /* quantize a NaN, then an Inf; dequantize what the formats that take them made */
            tcase c;
            int64_t sh[2];
            float x = v ? INFINITY : NAN;
            case_init(&c, "nonfinite", KTORCH_OP_QUANTIZE);
            c.format = (ktorch_quant_format)f;
            c.expect = rejects_nonfinite(c.format) ? KTORCH_INVALID_ARGUMENT : KTORCH_OK;
            snprintf(c.name, sizeof c.name, "quantize %s with %s", ktorch_quant_format_name(c.format), v ? "Inf" : "NaN");
            sh[0] = 4, sh[1] = 64;
            add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS);
            fill_quant_input(&c, 0, 3400 + (unsigned)(f * 2 + v));
            set_f(&c, 0, 64 + 40, x);
            run_case(&c);
            if (rejects_nonfinite(c.format)) continue;
            case_init(&c, "nonfinite", KTORCH_OP_DEQUANTIZE);
            snprintf(c.name, sizeof c.name, "dequantize %s of a %s", ktorch_quant_format_name((ktorch_quant_format)f), v ? "Inf" : "NaN");
            add(&c, KTORCH_F32, 2, sh, OUT, CMP_BITS);
            {
                int ix = add(&c, KTORCH_F32, 2, sh, IN, CMP_BITS); /* the source of the codes */
                c.s[ix].host_only = 1;
                fill_quant_input(&c, ix, 3500 + (unsigned)(f * 2 + v));
                set_f(&c, ix, 64 + 40, x);
                if (quantize_host(&c.s[ix].base, (ktorch_quant_format)f, NULL, &c.q[0]) != KTORCH_OK) {
                    case_free(&c);
                    continue;
                }
            }
            c.nq = 1;
            run_case(&c);
        }
}

/* Whether compare_slot accepts `got` = the reference with element e of the
   view replaced by v (element index into the view, as gather orders it). */
static int accepts_with(const backend_ut *be, const slot *s, int64_t e, float v) {
    ktorch_tensor got, gv;
    char why[200];
    int64_t idx[4] = {0, 0, 0, 0}, off = 0;
    int d, ok;
    KTEST_OK(ktorch_tensor_create(g_ctx, s->base.dtype, s->base.ndim, s->base.shape, ktorch_cpu(), &got));
    memcpy(ktorch_tensor_ptr(&got), ktorch_tensor_ptr(&s->base), (size_t)nbytes(&s->base));
    gv = s->view;
    gv.data = got.data;
    if (e >= 0) {
        for (d = gv.ndim - 1; d >= 0; d--) {
            idx[d] = e % gv.shape[d];
            e /= gv.shape[d];
            off += idx[d] * gv.stride[d];
        }
        if (gv.dtype == KTORCH_F32) memcpy((char *)ktorch_tensor_ptr(&gv) + off * 4, &v, 4);
        else if (gv.dtype == KTORCH_F16 || gv.dtype == KTORCH_BF16) {
            uint16_t h = gv.dtype == KTORCH_F16 ? ktorch_f32_to_f16(v) : ktorch_f32_to_bf16(v);
            memcpy((char *)ktorch_tensor_ptr(&gv) + off * 2, &h, 2);
        } else {
            ((unsigned char *)ktorch_tensor_ptr(&gv))[off] ^= 1;
        }
    }
    ok = compare_slot(be, s, &got, why, sizeof why);
    ktorch_tensor_free(g_ctx, &got);
    return ok;
}

static void test_comparisons_reject_planted_errors(void) {
    backend_ut real, fake;
    int d;
    memset(&real, 0, sizeof real);
    memset(&fake, 0, sizeof fake);
    real.name = "real", fake.name = "fake", fake.is_fake = 1;
    for (d = 0; d < 3; d++) {
        tcase c;
        ktorch_tensor views[3];
        float *r;
        size_t n, j, big = 0;
        int64_t sh[2];
        slot *o;
        case_init(&c, "self-test", KTORCH_OP_MATMUL_NT);
        snprintf(c.name, sizeof c.name, "self-test %s", ktorch_dtype_name(g_fdt[d]));
        sh[0] = 7, sh[1] = 64;
        add(&c, g_fdt[d], 2, sh, IN, CMP_BITS);
        sh[0] = 24;
        add(&c, g_fdt[d], 2, sh, IN, CMP_BITS);
        add_every_other(&c, g_fdt[d], 7, 24, OUT, CMP_FLOAT); /* strided: gaps stay poisoned */
        fill_normal(&c, 0, 3000 + (unsigned)d, 1.0);
        fill_normal(&c, 1, 3010 + (unsigned)d, 0.5);
        KTEST_OK(ktorch_tensor_fill_bytes(g_ctx, &c.s[2].base, 0xff));
        for (j = 0; j < 3; j++) views[j] = c.s[j].view;
        KTEST_OK(run_op(&c, views, NULL, NULL));
        o = &c.s[2];
        r = gather(&o->view, &n);
        for (j = 1; j < n; j++)
            if (fabsf(r[j]) > fabsf(r[big])) big = j;
        /* the reference itself passes, also where gaps hold NaN bytes */
        KTEST_CHECK(accepts_with(&real, o, -1, 0) && accepts_with(&fake, o, -1, 0));
        /* one wrong element: sign of the largest flipped; a NaN; an infinity */
        KTEST_CHECK(!accepts_with(&real, o, (int64_t)big, -r[big]));
        KTEST_CHECK(!accepts_with(&real, o, 5, NAN));
        KTEST_CHECK(!accepts_with(&real, o, 5, INFINITY));
        if (g_fdt[d] == KTORCH_F32) /* f32: 3e-5 of the largest magnitude, beyond max|o-r|/max|r| 1e-5 */
            KTEST_CHECK(!accepts_with(&real, o, 3, r[3] + 3e-5f * fabsf(r[big])));
        else /* f16/bf16: one element off by 1% of the largest, beyond the NMSE limits */
            KTEST_CHECK(!accepts_with(&real, o, 3, r[3] + (g_fdt[d] == KTORCH_F16 ? 0.03f : 0.1f) * fabsf(r[big])));
        /* the fake is held to bitwise equality: the smallest change of one element fails */
        KTEST_CHECK(!accepts_with(&fake, o, 3, g_fdt[d] == KTORCH_F32 ? nextafterf(r[3], INFINITY) : r[3] * 1.01f));
        /* bitwise comparisons (codes, masks, conversions): one flipped bit */
        o->cmp = CMP_BITS;
        KTEST_CHECK(!accepts_with(&real, o, 3, nextafterf(r[3], INFINITY) * 1.01f));
        o->cmp = CMP_FLOAT;
        if (g_fdt[d] == KTORCH_F32) { /* an f32 result held to bf16's tolerance (tol16 2: f32 x rounded on a device) */
            o->tol16 = 2;
            KTEST_CHECK(accepts_with(&real, o, -1, 0));
            KTEST_CHECK(!accepts_with(&real, o, 3, r[3] + 0.1f * fabsf(r[big])));
            o->tol16 = 0;
        }
        free(r);
        case_free(&c);
    }
    { /* an LSE row with no visible key: -inf must match exactly */
        float o2[3] = {1.f, 2.f, 3.f}, r2[3] = {1.f, 2.f, -INFINITY};
        char why[200];
        KTEST_CHECK(!close_enough(KTORCH_F32, o2, r2, 3, 0, why, sizeof why));
        o2[2] = -INFINITY;
        KTEST_CHECK(close_enough(KTORCH_F32, o2, r2, 3, 0, why, sizeof why));
    }
    { /* bitwise floats: NaNs of another sign or payload agree, any other difference does not */
        uint32_t a[3] = {0x3f800000u, 0xffc00000u, 0x00000000u}, b[3] = {0x3f800000u, 0x7fffffffu, 0x00000000u};
        size_t at = 0;
        KTEST_CHECK(same_floats(KTORCH_F32, a, b, sizeof a, &at));
        b[2] = 0x80000000u; /* -0 for +0 */
        KTEST_CHECK(!same_floats(KTORCH_F32, a, b, sizeof a, &at) && at == 8);
        b[2] = 0, b[1] = 0x7f800000u; /* Inf for NaN */
        KTEST_CHECK(!same_floats(KTORCH_F32, a, b, sizeof a, &at) && at == 4);
    }
    { /* NaN where the reference has NaN: only with nan_ok, and never a number for a NaN */
        float o3[3] = {1.f, NAN, 3.f}, r3[3] = {1.f, NAN, 3.f};
        char why[200];
        KTEST_CHECK(!close_enough(KTORCH_F32, o3, r3, 3, 0, why, sizeof why));
        KTEST_CHECK(close_enough(KTORCH_F32, o3, r3, 3, 1, why, sizeof why));
        o3[1] = 2.f;
        KTEST_CHECK(!close_enough(KTORCH_F32, o3, r3, 3, 1, why, sizeof why));
        o3[1] = NAN, o3[2] = NAN;
        KTEST_CHECK(!close_enough(KTORCH_F32, o3, r3, 3, 1, why, sizeof why));
    }
    { /* u8 codes: one flipped bit */
        tcase c;
        int64_t n = 40;
        case_init(&c, "self-test", KTORCH_OP_CONVERT);
        add(&c, KTORCH_U8, 1, &n, OUT, CMP_BITS);
        fill_bits(&c, 0, 3100, 0.5);
        KTEST_CHECK(accepts_with(&real, &c.s[0], -1, 0));
        KTEST_CHECK(!accepts_with(&real, &c.s[0], 17, 0));
        case_free(&c);
    }
}

/* ---- ktorch_backend_supports ------------------------------------------------- */
static void attention_desc(ktorch_op_desc *op, ktorch_device dev, ktorch_tensor *t) {
    memset(op, 0, sizeof *op);
    op->op = KTORCH_OP_ATTENTION;
    op->device = dev;
    op->tensor[0] = &t[0], op->tensor[1] = &t[1], op->tensor[2] = &t[2], op->tensor[3] = &t[3];
}
static void test_backend_supports(void) {
    ktorch_device devs[2];
    int b;
    devs[0] = ktorch_cpu();
    devs[1] = fake_device();
    for (b = 0; b < 2; b++) {
        ktorch_tensor t[4], bad;
        ktorch_op_desc op;
        ktorch_status st_op, st_q;
        char msg_op[512];
        int i;
        const int64_t shq[4] = {1, 2, 5, 64}, shk[4] = {1, 2, 7, 64}, shbad[4] = {1, 2, 7, 32};
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 4, shq, devs[b], &t[0]));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 4, shk, devs[b], &t[1]));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 4, shk, devs[b], &t[2]));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 4, shq, devs[b], &t[3]));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F16, 4, shbad, devs[b], &bad));
        attention_desc(&op, devs[b], t);
        KTEST_OK(ktorch_backend_supports(g_ctx, &op));
        /* the description names the device the tensors are on */
        op.device = devs[!b];
        KTEST_STATUS(ktorch_backend_supports(g_ctx, &op), KTORCH_INVALID_ARGUMENT);
        /* a bad shape: the status and message of the op itself */
        st_op = ktorch_attention(g_ctx, &t[0], &bad, &t[2], &t[3], NULL);
        snprintf(msg_op, sizeof msg_op, "%s", ktorch_last_error());
        attention_desc(&op, devs[b], t);
        op.tensor[1] = &bad;
        st_q = ktorch_backend_supports(g_ctx, &op);
        KTEST_CHECKF(st_op == KTORCH_INVALID_ARGUMENT && st_q == st_op, "%s: op %s, supports %s", ktorch_backend_name(devs[b].backend),
                     ktorch_status_string(st_op), ktorch_status_string(st_q));
        KTEST_CHECKF(strncmp(msg_op, "ktorch_attention: ", 18) == 0 && strcmp(ktorch_last_error(), msg_op) == 0, "op: '%s', supports: '%s'", msg_op,
                     ktorch_last_error());
        /* matmul_nt with a bad y: the same status and the same reason */
        {
            ktorch_tensor x, w, y;
            const int64_t sx[2] = {3, 64}, sw[2] = {8, 64}, sy[2] = {3, 9};
            const char *a, *q;
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, sx, devs[b], &x));
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, sw, devs[b], &w));
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 2, sy, devs[b], &y));
            st_op = ktorch_matmul_nt(g_ctx, &x, &w, &y);
            snprintf(msg_op, sizeof msg_op, "%s", ktorch_last_error());
            memset(&op, 0, sizeof op);
            op.op = KTORCH_OP_MATMUL_NT;
            op.device = devs[b];
            op.tensor[0] = &x, op.tensor[1] = &w, op.tensor[2] = &y;
            st_q = ktorch_backend_supports(g_ctx, &op);
            a = strstr(msg_op, ": ");
            q = strstr(ktorch_last_error(), ": ");
            KTEST_CHECKF(st_op == KTORCH_INVALID_ARGUMENT && st_q == st_op && a && q && strcmp(a, q) == 0, "op %s '%s', supports %s '%s'",
                         ktorch_status_string(st_op), msg_op, ktorch_status_string(st_q), ktorch_last_error());
            ktorch_tensor_free(g_ctx, &x);
            ktorch_tensor_free(g_ctx, &w);
            ktorch_tensor_free(g_ctx, &y);
        }
        for (i = 0; i < 4; i++) ktorch_tensor_free(g_ctx, &t[i]);
        ktorch_tensor_free(g_ctx, &bad);
    }
}

/* ---- backends ------------------------------------------------------------- */
/* The strict fake (registered as hip, as cuda when hip is under test) refuses f32 attention, as a GPU
   backend may, and dilated attention, which the core then builds from
   attention and merge: the refusal counting, the composites and the
   tolerance comparisons of a real backend run in every build. */
static ktorch_status strict_refuse(const ktorch_op_desc *op) {
    if (op->op == KTORCH_OP_ATTENTION && op->shape.dtype == KTORCH_F32) return ktorch_set_error(KTORCH_UNSUPPORTED, "f32 attention is refused here");
    if (op->op == KTORCH_OP_ATTENTION_DILATED) return ktorch_set_error(KTORCH_UNSUPPORTED, "dilated attention is refused here");
    return KTORCH_OK;
}
/* An environment variable's value, NULL when unset or empty. */
static const char *env_or_null(const char *name) {
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}
/* The backend KTORCH_TEST_BACKEND names joins the fakes once its
   registration (status st) succeeded; else the test skips with the reason. */
static void use_backend(const char *name, const char *label, ktorch_backend kind, ktorch_status st) {
    static char why[600];
    if (st != KTORCH_OK) {
        snprintf(why, sizeof why, "KTORCH_TEST_BACKEND=%s, but the %s backend does not register: %s", name, label, ktorch_last_error());
        KTEST_SKIP(why);
    }
    g_be[2].name = name;
    g_be[2].dev.backend = kind;
    g_nbe = 3;
}
static void test_register(void) {
    const char *want = getenv("KTORCH_TEST_BACKEND");
    const ktorch_backend strict_kind = want && strcmp(want, "hip") == 0 ? KTORCH_BACKEND_CUDA : KTORCH_BACKEND_HIP;
    g_nbe = 0;
    memset(g_be, 0, sizeof g_be);
    if (want && strcmp(want, "vulkan") == 0) fake_kind = KTORCH_BACKEND_CUDA; /* the real one takes the fake's place */
    KTEST_OK(fake_backend_register(g_ctx, &g_fake));
    g_be[0].name = "fake";
    g_be[0].dev = fake_device();
    g_be[0].is_fake = 1;
    KTEST_OK(fake_backend_register_as(g_ctx, &g_strict, strict_kind));
    g_strict.refuse = strict_refuse;
    g_be[1].name = "strict-fake";
    g_be[1].dev.backend = strict_kind;
    g_be[1].strict = 1;
    g_nbe = 2;
    if (!want || !*want) return;
    if (strcmp(want, "cuda") == 0) {
        use_backend("cuda", "CUDA", KTORCH_BACKEND_CUDA, ktorch_cuda_register(g_ctx, NULL));
        return;
    }
    if (strcmp(want, "hip") == 0) {
        ktorch_hip_desc hd;
        memset(&hd, 0, sizeof hd);
        hd.libhip_path = env_or_null("KTORCH_HIP_LIBRARY");
        hd.libhiprtc_path = env_or_null("KTORCH_HIPRTC_LIBRARY");
        use_backend("hip", "HIP", KTORCH_BACKEND_HIP, ktorch_hip_register(g_ctx, &hd));
        return;
    }
    if (strcmp(want, "vulkan") == 0) {
        ktorch_vulkan_desc vd;
        memset(&vd, 0, sizeof vd);
        vd.validation = 1;
        use_backend("vulkan", "Vulkan", KTORCH_BACKEND_VULKAN, ktorch_vulkan_register(g_ctx, &vd));
        return;
    }
    KTEST_SKIP("KTORCH_TEST_BACKEND names no backend this test knows (cuda, hip, vulkan)");
}

/* Cases per backend and a real backend's refusals, one line per op family.
   A refusal by `run` of a case that `supports` accepted breaks the contract:
   a failure, also one line per family. Every op ran on the fake (unless
   KTEST_ONLY picked some tests). */
static void test_summary(void) {
    int b, f, k;
    for (b = 0; b < g_nbe; b++) {
        int cases = 0, refused = 0;
        for (f = 0; f < g_be[b].nfam; f++) {
            const family_count *fc = &g_be[b].fam[f];
            cases += fc->cases;
            refused += fc->refused;
            if (fc->refused)
                printf("  %s %s: %d of %d cases refused by supports (not failures); first: %s\n", g_be[b].name, fc->name, fc->refused, fc->cases,
                       fc->first_reason);
            KTEST_CHECKF(fc->late == 0, "%s %s: %d of %d cases accepted by supports, then refused by run; first: %s", g_be[b].name, fc->name, fc->late,
                         fc->cases, fc->first_late);
            if (g_be[b].strict) /* f32 attention, also inside the dilated composite and the non-finite cases, is refused */
                KTEST_CHECKF(strcmp(fc->name, "attention") == 0 || strcmp(fc->name, "attention_dilated") == 0 || strcmp(fc->name, "nonfinite") == 0
                                 ? fc->refused > 0 && fc->refused < fc->cases
                                 : fc->refused == 0,
                             "strict fake %s: %d of %d cases refused", fc->name, fc->refused, fc->cases);
        }
        printf("  %s: %d cases over %d op families, %d refused by supports\n", g_be[b].name, cases, g_be[b].nfam, refused);
    }
    if (g_nbe == 3 && g_be[2].dev.backend == KTORCH_BACKEND_VULKAN) {
        uint64_t n = 0;
        char first[512];
        KTEST_OK(ktorch_vulkan_messages(g_ctx, &n, first, sizeof first));
        KTEST_CHECKF(n == 0, "%llu validation messages; the first: %s", (unsigned long long)n, first);
    }
    if ((getenv("KTEST_ONLY") && *getenv("KTEST_ONLY")) || (getenv("KTEST_SHARD") && *getenv("KTEST_SHARD")))
        return; /* some families only: the whole-suite checks do not apply */
    for (k = 0; k < KTORCH_OP_COUNT; k++) KTEST_CHECKF(g_fake.runs[k] > 0, "the fake never ran %s", ktorch_op_name((ktorch_op)k));
    KTEST_CHECKF(g_nbe > 1 && g_strict.runs[KTORCH_OP_ATTENTION] > 0, "the strict fake ran no attention");
    KTEST_CHECKF(g_strict.runs[KTORCH_OP_ATTENTION_DILATED] == 0, "the strict fake ran dilated attention it refuses");
}

int main(void) {
    ktorch_context_desc cd;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = 2;
    if (ktorch_context_create(&cd, &g_ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_register);
    KTEST_RUN(test_comparisons_reject_planted_errors);
    KTEST_RUN(test_backend_supports);
    KTEST_RUN(test_attention);
    KTEST_RUN(test_attention_backward);
    KTEST_RUN(test_attention_backward_variants);
    KTEST_RUN(test_attention_merge);
    KTEST_RUN(test_block_sparse);
    KTEST_RUN(test_block_mask_topk);
    KTEST_RUN(test_chunked);
    KTEST_RUN(test_dilated);
    KTEST_RUN(test_kv_cache_append);
    KTEST_RUN(test_attention_paged);
    KTEST_RUN(test_quantize);
    KTEST_RUN(test_dequantize);
    KTEST_RUN(test_quantize_edges);
    KTEST_RUN(test_quantize_strided);
    KTEST_RUN(test_quantize_zeros);
    KTEST_RUN(test_dequantize_edges);
    KTEST_RUN(test_quantize_rejects);
    KTEST_RUN(test_quantize_range_rejects);
    KTEST_RUN(test_quantize_ggml_scale_rejects);
    KTEST_RUN(test_qmatmul);
    KTEST_RUN(test_matmul_nt);
    KTEST_RUN(test_qmatmul_w8a8);
    KTEST_RUN(test_convert);
    KTEST_RUN(test_train_ops);
    KTEST_RUN(test_nonfinite);
    KTEST_RUN(test_summary);
    ktorch_context_destroy(g_ctx);
    if (!g_fake.destroyed || g_fake.live_blocks != 0 || !g_strict.destroyed || g_strict.live_blocks != 0) {
        printf("  FAIL fake backends: destroyed %d/%d, %ld/%ld device blocks leaked\n", g_fake.destroyed, g_strict.destroyed, g_fake.live_blocks,
               g_strict.live_blocks);
        ktest_failed++;
    }
    return ktest_finish("backend_ops");
}
