/* libFuzzer target for the public API after the file readers. The first
   byte picks a family, the rest drives it:
     0  a quantized safetensors file read as `ktorch dequantize` reads it
        (metadata -> qtensor), then validate, dequantize and qmatmul;
     1  quantize with any format, granularity, axis, group, dtype and
        NaN/Inf payload: what quantize produces must validate and dequantize;
     2  attention and every variant (block-sparse, mask builders, top-k,
        chunked, dilated, merge) with any shapes, dtypes, layouts, masks,
        LSE shapes and parameters;
     3  views with extreme arguments: every accepted view stays inside its
        buffer (and is copied, so the sanitizers see each byte it reaches);
     4  pool and arena sequences: alignment, contents kept, statistics and
        ktorch_pool_check agree after every step.
   Build (tests/sh_fuzz.sh): tests/fuzz/fuzz_impl.c once with
   -fsanitize=fuzzer-no-link,address,undefined, then this file with
   -fsanitize=fuzzer,address,undefined linked to it. */
#include "ktorch.h"
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct rd {
    const uint8_t *p;
    size_t n;
} rd;

static unsigned rd_u8(rd *r) {
    if (!r->n) return 0;
    r->n--;
    return *r->p++;
}
static uint64_t rd_u64(rd *r) {
    uint64_t v = 0;
    int i;
    for (i = 0; i < 8; i++) v |= (uint64_t)rd_u8(r) << (8 * i);
    return v;
}
/* Mostly sizes at the edges of the arithmetic, sometimes any 64-bit value. */
static int64_t rd_i64(rd *r) {
    static const int64_t t[] = {0, 1, 2, 3, 5, 7, 16, 31, 32, 33, 64, 100, -1, -2, INT64_MAX, INT64_MAX - 1, INT64_MIN,
                                (int64_t)1 << 31, (int64_t)1 << 32, (int64_t)1 << 62, INT64_MAX / 2 + 1, INT64_MAX / 3};
    unsigned c = rd_u8(r);
    if (c < 200) return t[c % (sizeof t / sizeof t[0])];
    return (int64_t)rd_u64(r);
}
static float rd_f(rd *r) {
    static const float t[] = {0.0f, 1.0f, -1.0f, 0.5f, 3.0f, -7.25f, 1e-3f, 1e3f, 1e20f, -1e20f, 1e30f, 1e-30f, 1e-45f, 65504.0f, 448.0f,
                              3.0e38f, -3.0e38f, INFINITY, -INFINITY};
    unsigned c = rd_u8(r);
    uint32_t u;
    float f;
    if (c < 160) return (float)((int)c - 80) / 8.0f;
    if (c < 240) return c == 239 ? NAN : t[c % (sizeof t / sizeof t[0])];
    u = (uint32_t)rd_u64(r);
    memcpy(&f, &u, 4);
    return f;
}

static ktorch_context *ctx_get(void) {
    static ktorch_context *ctx;
    if (!ctx) {
        ktorch_context_desc d;
        memset(&d, 0, sizeof d);
        d.num_threads = 1;
        d.host_memory_budget = 64u << 20; /* a hostile size must be refused, not reached for */
        d.pool_debug = 1;                 /* margins: a write past a tensor shows at its free */
        d.host_block_size = 1u << 20;     /* debug fill poisons each new block whole: keep them small */
        if (ktorch_context_create(&d, &ctx) != KTORCH_OK) abort();
    }
    return ctx;
}

/* A float tensor of `dt` with values from the input, or a failed create. */
static ktorch_status make_float(rd *r, ktorch_dtype dt, int ndim, const int64_t *shape, ktorch_tensor *t) {
    ktorch_context *ctx = ctx_get();
    ktorch_tensor f;
    ktorch_status st = ktorch_tensor_create(ctx, KTORCH_F32, ndim, shape, ktorch_cpu(), &f);
    int64_t i, n;
    if (st != KTORCH_OK) return st;
    n = ktorch_tensor_numel(&f);
    for (i = 0; i < n; i++) ((float *)ktorch_tensor_ptr(&f))[i] = rd_f(r);
    if (dt == KTORCH_F32) {
        *t = f;
        return KTORCH_OK;
    }
    st = ktorch_tensor_create(ctx, dt, ndim, shape, ktorch_cpu(), t);
    if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, t, &f, NULL);
    ktorch_tensor_free(ctx, &f);
    return st;
}
static ktorch_dtype rd_float_dtype(rd *r) {
    static const ktorch_dtype t[3] = {KTORCH_F32, KTORCH_F16, KTORCH_BF16};
    return t[rd_u8(r) % 3];
}

/* ---- 0: a quantized file through the CLI's metadata path ------------------- */
static void quant_use(rd *r, const ktorch_qtensor *q) {
    ktorch_context *ctx = ctx_get();
    ktorch_tensor y, x, z;
    if (ktorch_qtensor_validate(q) != KTORCH_OK) return;
    if (ktorch_tensor_create(ctx, rd_float_dtype(r), q->ndim, q->shape, ktorch_cpu(), &y) == KTORCH_OK) {
        ktorch_status st = ktorch_dequantize(ctx, q, &y);
        if (st != KTORCH_OK && st != KTORCH_OUT_OF_MEMORY && st != KTORCH_BUDGET_EXCEEDED) abort(); /* validated */
        ktorch_tensor_free(ctx, &y);
    }
    if (q->ndim == 2) {
        int64_t xs[2], ys[2];
        xs[0] = ys[0] = 1 + rd_u8(r) % 5;
        xs[1] = q->shape[1];
        ys[1] = q->shape[0];
        if (make_float(r, rd_float_dtype(r), 2, xs, &x) == KTORCH_OK) {
            if (ktorch_tensor_create(ctx, rd_float_dtype(r), 2, ys, ktorch_cpu(), &z) == KTORCH_OK) {
                (void)ktorch_qmatmul(ctx, &x, q, &z);
                ktorch_tensor_free(ctx, &z);
            }
            ktorch_tensor_free(ctx, &x);
        }
    }
}

static void fuzz_quant_file(rd *r) {
    static const char *const gran[3] = {"tensor", "channel", "group"};
    ktorch_context *ctx = ctx_get();
    ktorch_safetensors *st = NULL;
    ktorch_qtensor q;
    ktorch_tensor ts;
    const char *s;
    ktorch_status rc;
    int i;
    if (ktorch_safetensors_open_memory(ctx, r->p, r->n, &st) != KTORCH_OK) return;
    memset(&q, 0, sizeof q);
    memset(&ts, 0, sizeof ts);
    s = ktorch_safetensors_metadata(st, "ktorch.format");
    if (!s || !ktorch_quant_format_from_name(s, &q.format)) goto done;
    s = ktorch_safetensors_metadata(st, "ktorch.shape");
    for (q.ndim = 0; s && *s && q.ndim < KTORCH_MAX_DIMS; q.ndim++) {
        char *end;
        q.shape[q.ndim] = strtoll(s, &end, 10);
        if (end == s) break;
        s = *end == ',' ? end + 1 : end;
    }
    q.granularity = KTORCH_QUANT_PER_TENSOR;
    s = ktorch_safetensors_metadata(st, "ktorch.granularity");
    for (i = 0; s && i < 3; i++)
        if (strcmp(s, gran[i]) == 0) q.granularity = (ktorch_quant_granularity)i;
    s = ktorch_safetensors_metadata(st, "ktorch.axis");
    if (s) {
        long a = strtol(s, NULL, 10);
        q.axis = a < INT_MIN ? INT_MIN : a > INT_MAX ? INT_MAX : (int)a;
    } else {
        q.axis = -1;
    }
    s = ktorch_safetensors_metadata(st, "ktorch.block");
    q.block = s ? strtoll(s, NULL, 10) : 0;
    q.tensor_scale = 1.0f;
    rc = ktorch_safetensors_load(ctx, st, "data", ktorch_cpu(), &q.data);
    if (rc == KTORCH_OK && ktorch_safetensors_find(st, "scale")) rc = ktorch_safetensors_load(ctx, st, "scale", ktorch_cpu(), &q.scale);
    if (rc == KTORCH_OK && ktorch_safetensors_find(st, "zero_point")) rc = ktorch_safetensors_load(ctx, st, "zero_point", ktorch_cpu(), &q.zero_point);
    if (rc == KTORCH_OK && ktorch_safetensors_find(st, "tensor_scale") &&
        ktorch_safetensors_load(ctx, st, "tensor_scale", ktorch_cpu(), &ts) == KTORCH_OK && ts.dtype == KTORCH_F32 && ktorch_tensor_numel(&ts) == 1)
        q.tensor_scale = *(const float *)ktorch_tensor_ptr(&ts);
    if (rc == KTORCH_OK) {
        rd rest;
        rest.p = r->p;
        rest.n = r->n > 64 ? 64 : r->n; /* operand values for the products */
        quant_use(&rest, &q);
    }
done:
    ktorch_tensor_free(ctx, &ts);
    ktorch_qtensor_free(ctx, &q);
    ktorch_safetensors_close(st);
}

/* ---- 1: quantize ---------------------------------------------------------------- */
static void fuzz_quantize(rd *r) {
    static const int64_t dims[8] = {1, 2, 3, 16, 31, 32, 33, 64};
    ktorch_context *ctx = ctx_get();
    ktorch_quant_params p;
    ktorch_fp8_delayed_scaling ds;
    ktorch_qtensor q;
    ktorch_tensor x;
    int64_t shape[KTORCH_MAX_DIMS];
    int i, ndim = 1 + (int)(rd_u8(r) % 3);
    ktorch_quant_format fmt = (ktorch_quant_format)(rd_u8(r) % (KTORCH_QUANT_FORMAT_COUNT + 1));
    for (i = 0; i < ndim; i++) shape[i] = dims[rd_u8(r) % 8];
    memset(&p, 0, sizeof p);
    p.granularity = (ktorch_quant_granularity)(rd_u8(r) % 4);
    p.axis = (int)(int8_t)rd_u8(r);
    p.group = rd_i64(r);
    p.fp8_margin = (int)(int8_t)rd_u8(r);
    p.mx_scale = (ktorch_mx_scale_mode)(rd_u8(r) % 3);
    if (rd_u8(r) & 1) p.nvfp4_tensor_scale = rd_f(r);
    if ((rd_u8(r) & 3) == 0) {
        memset(&ds, 0, sizeof ds);
        ds.history_len = (int)rd_u8(r) - 8;
        ds.margin = (int)(int8_t)rd_u8(r);
        p.delayed = &ds;
    }
    if (make_float(r, rd_float_dtype(r), ndim, shape, &x) != KTORCH_OK) return;
    memset(&q, 0, sizeof q);
    if (ktorch_quantize(ctx, &x, fmt, &p, &q) == KTORCH_OK) {
        if (ktorch_qtensor_validate(&q) != KTORCH_OK) abort(); /* what quantize produces is valid */
        quant_use(r, &q);
        ktorch_qtensor_free(ctx, &q);
    } else if (q.data.data || q.scale.data) {
        abort(); /* a failed quantize leaves nothing behind */
    }
    ktorch_tensor_free(ctx, &x);
}

/* ---- 2: attention and its variants ---------------------------------------------- */
static int attn_tensor(rd *r, ktorch_dtype dt, int bnhd, int64_t B, int64_t H, int64_t N, int64_t D, ktorch_tensor *store, ktorch_tensor *view) {
    int64_t shape[4];
    int perm[4] = {0, 2, 1, 3};
    shape[0] = B;
    shape[1] = bnhd ? N : H;
    shape[2] = bnhd ? H : N;
    shape[3] = D;
    if (make_float(r, dt, 4, shape, store) != KTORCH_OK) return 0;
    if (!bnhd) *view = *store;
    else if (ktorch_tensor_permute(store, perm, view) != KTORCH_OK) abort();
    return 1;
}

static void fuzz_attention(rd *r) {
    ktorch_context *ctx = ctx_get();
    ktorch_tensor qs, ks, vs, os, q, k, v, o, mask, lse, bm, o2, l2;
    ktorch_attention_params p;
    float slopes[8];
    int64_t B = 1 + rd_u8(r) % 2, Hk = 1 + rd_u8(r) % 2, Hq = Hk * (1 + rd_u8(r) % 2), Nq = rd_u8(r) % 20, Nk = rd_u8(r) % 20;
    int64_t D = 1 + rd_u8(r) % 16, Dv = (rd_u8(r) & 1) ? D : 1 + rd_u8(r) % 16;
    int64_t ms[4], ls[3], bs[4];
    ktorch_dtype dt = rd_float_dtype(r);
    int bnhd = rd_u8(r) & 1, op = rd_u8(r) % 7, i, have_mask = 0, have_lse = 0, have_bm = 0;
    memset(&p, 0, sizeof p);
    memset(&mask, 0, sizeof mask);
    memset(&lse, 0, sizeof lse);
    memset(&bm, 0, sizeof bm);
    p.causal = rd_u8(r) & 1;
    p.window_flags = (int)(rd_u8(r) % 4);
    p.window_left = rd_i64(r);
    p.window_right = rd_i64(r);
    if (rd_u8(r) & 1) p.scale = rd_f(r);
    if (rd_u8(r) & 1) p.softcap = rd_f(r);
    if ((rd_u8(r) & 3) == 0) {
        for (i = 0; i < 8; i++) slopes[i] = rd_f(r);
        p.alibi_slopes = slopes;
    }
    p.variant = (ktorch_attention_variant)(rd_u8(r) % 4);
    if (!attn_tensor(r, dt, bnhd, B, Hq, Nq, D, &qs, &q)) return;
    if (!attn_tensor(r, dt, bnhd, B, Hk, Nk, D, &ks, &k)) goto free_q;
    if (!attn_tensor(r, dt, bnhd, B, Hk, Nk, Dv, &vs, &v)) goto free_k;
    if (!attn_tensor(r, rd_float_dtype(r), bnhd, B, Hq, Nq, Dv, &os, &o)) goto free_v;
    if (rd_u8(r) & 1) { /* a mask, sometimes of the wrong shape */
        ms[0] = (rd_u8(r) & 1) ? 1 : B;
        ms[1] = (rd_u8(r) & 1) ? 1 : Hq;
        ms[2] = Nq + ((rd_u8(r) & 7) == 0);
        ms[3] = Nk;
        if (make_float(r, (rd_u8(r) & 1) ? KTORCH_F32 : KTORCH_BF16, 4, ms, &mask) == KTORCH_OK) {
            have_mask = 1;
            if (rd_u8(r) & 1) { /* as a boolean mask: nonzero where the value is */
                ktorch_tensor b8;
                if (ktorch_tensor_create(ctx, KTORCH_U8, 4, ms, ktorch_cpu(), &b8) == KTORCH_OK) {
                    (void)ktorch_tensor_copy(ctx, &b8, &mask, NULL);
                    ktorch_tensor_free(ctx, &mask);
                    mask = b8;
                }
            }
            p.mask = &mask;
        }
    }
    if (rd_u8(r) & 1) {
        ls[0] = B;
        ls[1] = Hq;
        ls[2] = Nq + ((rd_u8(r) & 7) == 0);
        if (ktorch_tensor_create(ctx, KTORCH_F32, 3, ls, ktorch_cpu(), &lse) == KTORCH_OK) {
            have_lse = 1;
            p.lse = &lse;
        }
    }
    switch (op) {
    case 0: (void)ktorch_attention(ctx, &q, &k, &v, &o, &p); break;
    case 1: case 2: case 3: { /* block-sparse with a built or top-k mask */
        ktorch_block_sparse_params sp;
        ktorch_block_mask_desc d;
        sp.block_q = rd_i64(r);
        sp.block_k = rd_i64(r);
        bs[0] = (rd_u8(r) & 1) ? 1 : B;
        bs[1] = (rd_u8(r) & 1) ? 1 : Hq;
        bs[2] = sp.block_q > 0 ? Nq / sp.block_q + (Nq % sp.block_q != 0) : 1;
        bs[3] = sp.block_k > 0 ? Nk / sp.block_k + (Nk % sp.block_k != 0) : 1;
        if (ktorch_tensor_create(ctx, (rd_u8(r) & 1) ? KTORCH_BOOL : KTORCH_U8, 4, bs, ktorch_cpu(), &bm) != KTORCH_OK) break;
        have_bm = 1;
        memset(&d, 0, sizeof d);
        d.pattern = (ktorch_block_pattern)(rd_u8(r) % 7);
        d.window = rd_i64(r);
        d.global = rd_i64(r);
        d.stride = rd_i64(r);
        d.random = rd_i64(r);
        d.density = (double)rd_f(r);
        d.seed = rd_u64(r);
        d.causal = rd_u8(r) & 1;
        if (op == 3) (void)ktorch_block_mask_topk(ctx, &q, &k, sp.block_q, sp.block_k, d.density, d.causal, &bm);
        else if (ktorch_block_mask_build(ctx, &d, &bm) != KTORCH_OK) (void)ktorch_tensor_fill_bytes(ctx, &bm, (uint8_t)rd_u8(r));
        {
            double dens;
            (void)ktorch_block_mask_density(&bm, &dens);
        }
        sp.block_mask = &bm;
        (void)ktorch_attention_block_sparse(ctx, &q, &k, &v, &o, &p, op == 2 ? NULL : &sp);
        break;
    }
    case 4: (void)ktorch_attention_chunked(ctx, &q, &k, &v, &o, &p, rd_i64(r), rd_i64(r)); break;
    case 5: {
        ktorch_dilated_params dp;
        int64_t seg[3], dil[3];
        dp.count = (int)(rd_u8(r) % 4);
        for (i = 0; i < 3; i++) {
            seg[i] = rd_i64(r);
            dil[i] = rd_i64(r);
        }
        dp.segment = seg;
        dp.dilation = dil;
        dp.mode = (ktorch_dilated_mode)(rd_u8(r) % 3);
        (void)ktorch_attention_dilated(ctx, &q, &k, &v, &o, &p, &dp);
        break;
    }
    default: /* merge two results over the same keys */
        if (have_lse && ktorch_tensor_create(ctx, o.dtype, 4, o.shape, ktorch_cpu(), &o2) == KTORCH_OK) {
            if (ktorch_tensor_create(ctx, KTORCH_F32, 3, lse.shape, ktorch_cpu(), &l2) == KTORCH_OK) {
                if (ktorch_attention(ctx, &q, &k, &v, &o2, &p) == KTORCH_OK && ktorch_tensor_copy(ctx, &l2, &lse, NULL) == KTORCH_OK)
                    (void)ktorch_attention_merge(ctx, &o2, &l2, &o2, &l2, &o, &lse);
                ktorch_tensor_free(ctx, &l2);
            }
            ktorch_tensor_free(ctx, &o2);
        }
    }
    if (have_bm) ktorch_tensor_free(ctx, &bm);
    if (have_lse) ktorch_tensor_free(ctx, &lse);
    if (have_mask) ktorch_tensor_free(ctx, &mask);
    ktorch_tensor_free(ctx, &os);
free_v:
    ktorch_tensor_free(ctx, &vs);
free_k:
    ktorch_tensor_free(ctx, &ks);
free_q:
    ktorch_tensor_free(ctx, &qs);
}

/* ---- 3: views --------------------------------------------------------------------- */
/* 1 if every element of t lies in [base, base + size). */
static int view_inside(const ktorch_tensor *t, const ktorch_tensor *base, uint64_t size) {
    uint64_t last = t->offset, es = (uint64_t)ktorch_dtype_bits(t->dtype) / 8;
    int i;
    if (t->data != base->data) return 0;
    if (ktorch_tensor_numel(t) == 0) return 1;
    for (i = 0; i < t->ndim; i++) {
        uint64_t span = (uint64_t)(t->shape[i] - 1);
        if (t->stride[i] < 0 || (span && (uint64_t)t->stride[i] > UINT64_MAX / span / es)) return 0;
        span *= (uint64_t)t->stride[i] * es;
        if (last > UINT64_MAX - span) return 0;
        last += span;
    }
    return last < size && size - last >= es;
}

static void fuzz_views(rd *r) {
    static const ktorch_dtype dts[5] = {KTORCH_F32, KTORCH_F16, KTORCH_U8, KTORCH_I64, KTORCH_BF16};
    ktorch_context *ctx = ctx_get();
    ktorch_tensor base, v, w, c;
    int64_t shape[KTORCH_MAX_DIMS];
    uint64_t size = 0;
    int i, steps, ndim = (int)(rd_u8(r) % 5);
    for (i = 0; i < ndim; i++) shape[i] = rd_u8(r) % 7;
    if (ktorch_tensor_create(ctx, dts[rd_u8(r) % 5], ndim, shape, ktorch_cpu(), &base) != KTORCH_OK) return;
    if (ktorch_tensor_nbytes(&base, &size) != KTORCH_OK) abort();
    v = base;
    for (steps = 0; steps < 8 && r->n; steps++) {
        ktorch_status st;
        unsigned op = rd_u8(r) % 4;
        if (op == 0) {
            int dim = (int)(int8_t)rd_u8(r);
            int64_t a = rd_i64(r), b = rd_i64(r);
            st = ktorch_tensor_slice(&v, dim, a, b, rd_i64(r), &w);
        } else if (op == 1) {
            int perm[KTORCH_MAX_DIMS];
            for (i = 0; i < KTORCH_MAX_DIMS; i++) perm[i] = (int)(rd_u8(r) % 5) - (rd_u8(r) == 255);
            st = ktorch_tensor_permute(&v, perm, &w);
        } else if (op == 2) {
            int d0 = (int)(rd_u8(r) % 6) - 1, d1 = (int)(rd_u8(r) % 6) - 1;
            st = ktorch_tensor_transpose(&v, d0, d1, &w);
        } else {
            int64_t s2[KTORCH_MAX_DIMS];
            int nd = (int)(rd_u8(r) % 6) - (rd_u8(r) == 255);
            for (i = 0; i < KTORCH_MAX_DIMS; i++) s2[i] = (rd_u8(r) & 1) ? rd_i64(r) : (int64_t)(rd_u8(r) % 7) - 1;
            st = ktorch_tensor_reshape(&v, nd, s2, &w);
        }
        if (st != KTORCH_OK) continue;
        if (!view_inside(&w, &base, size)) abort(); /* an accepted view leaves its buffer */
        v = w;
    }
    /* read every element the view reaches */
    if (ktorch_tensor_create(ctx, v.dtype, v.ndim, v.shape, ktorch_cpu(), &c) == KTORCH_OK) {
        if (ktorch_tensor_copy(ctx, &c, &v, NULL) != KTORCH_OK) abort();
        ktorch_tensor_free(ctx, &c);
    }
    ktorch_tensor_free(ctx, &base);
}

/* ---- 4: pool and arena ------------------------------------------------------------- */
#define LIVE 16
static void fuzz_pool(rd *r) {
    static const uint64_t bsz[4] = {1024, 4096, 65536, 1u << 18}; /* the check reads every free byte */
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_arena *arena = NULL;
    ktorch_allocation live[LIVE];
    unsigned char tag[LIVE];
    ktorch_pool_stats s;
    uint64_t in_use = 0;
    int nlive = 0, steps, i;
    memset(&d, 0, sizeof d);
    d.block_size = bsz[rd_u8(r) % 4];
    d.budget = (rd_u8(r) & 1) ? (uint64_t)(1 + rd_u8(r)) << 14 : 64u << 20; /* never 0 (unlimited) */
    d.min_alignment = (uint32_t)1 << (rd_u8(r) % 10);
    d.debug_margin = (rd_u8(r) & 1) ? 16u * (1 + rd_u8(r) % 4) : 0;
    d.debug_fill = rd_u8(r) & 1;
    if (ktorch_pool_create(&d, &pool) != KTORCH_OK) return;
    for (steps = 0; steps < 64 && r->n; steps++) {
        unsigned op = rd_u8(r) % 8;
        if (op <= 2 && nlive < LIVE) {
            uint64_t size = (rd_u8(r) & 7) ? rd_u8(r) * (1u + rd_u8(r)) : (uint64_t)rd_i64(r);
            uint64_t align = (rd_u8(r) & 7) ? (uint64_t)1 << (rd_u8(r) % 13) : (uint64_t)rd_i64(r);
            ktorch_allocation a;
            if (ktorch_pool_alloc(pool, size, align, &a) != KTORCH_OK || !a.handle) continue;
            if (align && ((uintptr_t)a.ptr & (uintptr_t)(align - 1))) abort(); /* misaligned */
            tag[nlive] = (unsigned char)rd_u8(r);
            memset(a.ptr, tag[nlive], (size_t)a.size); /* the whole range is the caller's */
            live[nlive++] = a;
            in_use += a.size;
        } else if (op == 3 && nlive) {
            int k = (int)(rd_u8(r) % nlive);
            const unsigned char *b = (const unsigned char *)live[k].ptr;
            for (i = 0; i < (int)live[k].size; i++)
                if (b[i] != tag[k]) abort(); /* contents kept */
            in_use -= live[k].size;
            if (ktorch_pool_free(pool, &live[k]) != KTORCH_OK) abort(); /* nothing was written outside */
            live[k] = live[--nlive];
            tag[k] = tag[nlive];
        } else if (op == 4) {
            ktorch_pool_trim(pool);
        } else if (op == 5 && !arena) {
            (void)ktorch_arena_create(pool, (uint64_t)rd_i64(r), &arena);
        } else if (op == 6 && arena) {
            void *p = NULL;
            uint64_t size = rd_u8(r) * (1u + rd_u8(r)), align = (uint64_t)1 << (rd_u8(r) % 8);
            if (ktorch_arena_alloc(arena, size, align, &p) == KTORCH_OK && p) {
                if ((uintptr_t)p & (uintptr_t)(align - 1)) abort();
                memset(p, 0x5A, (size_t)size);
            }
            if (rd_u8(r) & 1) ktorch_arena_reset(arena);
        } else if (op == 7 && arena) {
            ktorch_arena_destroy(arena);
            arena = NULL;
        }
        ktorch_pool_get_stats(pool, &s);
        if (ktorch_pool_check(pool) != KTORCH_OK || (!arena && (s.bytes_in_use != in_use || s.allocation_count != (uint64_t)nlive))) abort();
    }
    if (arena) ktorch_arena_destroy(arena);
    while (nlive) ktorch_pool_free(pool, &live[--nlive]);
    ktorch_pool_get_stats(pool, &s);
    if (s.bytes_in_use || s.allocation_count) abort();
    ktorch_pool_destroy(pool);
}

#ifdef __cplusplus
extern "C"
#endif
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rd r;
    if (!size) return 0;
    r.p = data + 1;
    r.n = size - 1;
    switch (data[0] % 5) {
    case 0: fuzz_quant_file(&r); break;
    case 1: fuzz_quantize(&r); break;
    case 2: fuzz_attention(&r); break;
    case 3: fuzz_views(&r); break;
    default: fuzz_pool(&r); break;
    }
    return 0;
}
