/* The harness of the ring and context-parallel attention tests
   (tests/test_ring.c on the CPU with the in-process communicator,
   tests/test_ring_cuda.c on GPUs over NCCL): a global problem on the host,
   split over the ranks by their layout, run with one thread per rank, the
   pieces put back together and compared with single-process attention over
   the whole sequence. */
#ifndef RING_COMMON_H
#define RING_COMMON_H
#include <pthread.h>

typedef struct ring_case {
    int G, decode;
    ktorch_ring_layout layout;
    int B, Hq, Hk, D, n; /* ring: n tokens per rank */
    int nq;              /* decode: query rows (the same on every rank) */
    int nk[8];           /* decode: keys per rank */
    int causal, wflags;
    int64_t wl, wr;
    float softcap;
    ktorch_dtype dt;
    int lse;
    int pass_lengths; /* decode: every rank's key count given (no argument exchange) */
} ring_case;

/* A case's mask: causal, window flags and bounds, soft-cap. */
typedef struct ring_mask {
    const char *name;
    int causal, wflags;
    int64_t wl, wr;
    float softcap;
} ring_mask;

/* A ring case of n tokens per rank in `layout`, or (decode 1) a decode case
   of n query rows whose keys per rank the caller sets in nk; mask NULL: full
   attention. The LSE is written and checked. */
static ring_case ring_case_make(int G, int decode, ktorch_ring_layout layout, int B, int Hq, int Hk, int D, int n, const ring_mask *mask,
                                ktorch_dtype dt) {
    ring_case c;
    memset(&c, 0, sizeof c);
    c.G = G;
    c.decode = decode;
    c.layout = layout;
    c.B = B;
    c.Hq = Hq;
    c.Hk = Hk;
    c.D = D;
    if (decode) c.nq = n;
    else c.n = n;
    if (mask) {
        c.causal = mask->causal;
        c.wflags = mask->wflags;
        c.wl = mask->wl;
        c.wr = mask->wr;
        c.softcap = mask->softcap;
    }
    c.dt = dt;
    c.lse = 1;
    return c;
}

typedef struct ring_rank {
    ktorch_context *ctx;
    ktorch_comm *comm;
    ktorch_device dev;
    const ring_case *c;
    ktorch_tensor q, k, v, out, lse;
    ktorch_status st;
    char err[512];
} ring_rank;

typedef struct ring_result {
    double out_err;   /* f32: max|o-r|/max|r|; bf16/f16: NMSE */
    double lse_err;   /* max |lse - ref| over finite rows; INFINITY when -inf differs */
    int same_on_ranks; /* decode: every rank's output bitwise equal */
    ktorch_status st; /* the first failing rank's status */
    char err[600];
} ring_result;

static void *ring_thread(void *arg) {
    ring_rank *rk = (ring_rank *)arg;
    ktorch_attention_params p;
    memset(&p, 0, sizeof p);
    p.causal = rk->c->causal;
    p.window_flags = rk->c->wflags;
    p.window_left = rk->c->wl;
    p.window_right = rk->c->wr;
    p.softcap = rk->c->softcap;
    p.lse = rk->c->lse ? &rk->lse : NULL;
    if (rk->c->decode) {
        int64_t lens[8];
        int g;
        for (g = 0; g < rk->c->G; g++) lens[g] = rk->c->nk[g];
        rk->st = ktorch_attention_decode_cp(rk->ctx, rk->comm, &rk->q, &rk->k, &rk->v, &rk->out, &p, rk->c->pass_lengths ? lens : NULL);
    }
    else rk->st = ktorch_attention_ring(rk->ctx, rk->comm, &rk->q, &rk->k, &rk->v, &rk->out, &p, rk->c->layout);
    snprintf(rk->err, sizeof rk->err, "%s", rk->st == KTORCH_OK ? "" : ktorch_last_error());
    return NULL;
}

/* One rank's device tensor of shape [B,H,N,D] (ndim 4) or [B,H,N] from host f32 rows. */
static ktorch_status ring_upload(ktorch_context *ctx, ktorch_device dev, ktorch_dtype dt, int ndim, const int64_t *shape, const float *host,
                                 ktorch_tensor *out) {
    ktorch_tensor h;
    ktorch_status st = ktorch_tensor_create(ctx, dt, ndim, shape, dev, out);
    if (st != KTORCH_OK) return st;
    if (!host) return ktorch_tensor_fill_bytes(ctx, out, 0xFF); /* poisoned: unwritten elements show */
    ktorch_tensor_wrap(KTORCH_F32, ndim, shape, NULL, (void *)host, ktorch_cpu(), &h);
    return ktorch_tensor_copy(ctx, out, &h, NULL);
}
static ktorch_status ring_download(ktorch_context *ctx, const ktorch_tensor *t, float *host) {
    ktorch_tensor h;
    ktorch_tensor_wrap(KTORCH_F32, t->ndim, t->shape, NULL, host, ktorch_cpu(), &h);
    return ktorch_tensor_copy(ctx, &h, t, NULL);
}
static float ring_round(ktorch_dtype dt, float x) {
    if (dt == KTORCH_BF16) return ktorch_bf16_to_f32(ktorch_f32_to_bf16(x));
    if (dt == KTORCH_F16) return ktorch_f16_to_f32(ktorch_f32_to_f16(x));
    return x;
}
/* rows [B,H,N,W] of src at positions pos[0..n) into dst [B,H,n,W] (or back when scatter) */
static void ring_rows(float *dst, const float *src, int B, int H, int N, int n, int W, const int64_t *pos, int scatter) {
    int b, h, i;
    for (b = 0; b < B; b++)
        for (h = 0; h < H; h++)
            for (i = 0; i < n; i++) {
                float *l = dst + (((size_t)b * H + h) * n + i) * W;
                float *g = (float *)src + (((size_t)b * H + h) * N + pos[i]) * W;
                if (scatter) memcpy(g, l, (size_t)W * 4);
                else memcpy(l, g, (size_t)W * 4);
            }
}

/* Run case c over ranks (ctx, comm, dev given per rank) and compare with
   ktorch_attention (the f64 reference variant) on ref_ctx's CPU. */
static void ring_run_case(const ring_case *c, ktorch_context *ref_ctx, ktorch_context **ctxs, ktorch_comm **comms, const ktorch_device *devs,
                          unsigned long long seed, ring_result *res) {
    const int G = c->G, B = c->B, Hq = c->Hq, Hk = c->Hk, D = c->D;
    int Nk = 0, Nq, g, i, koff = 0;
    float *q, *k, *v, *ref, *refl, *out, *outl, *rank0 = NULL;
    double *refd;
    size_t nout;
    ring_rank rk[8];
    pthread_t th[8];
    ktorch_tensor tq, tk, tv, to, tl;
    ktorch_attention_params p;
    int64_t shape[4];
    memset(res, 0, sizeof *res);
    res->same_on_ranks = 1;
    if (c->decode) {
        for (g = 0; g < G; g++) Nk += c->nk[g];
        Nq = c->nq;
    } else {
        Nk = G * c->n;
        Nq = Nk;
    }
    q = (float *)malloc((size_t)B * Hq * Nq * D * 4 + 4);
    k = (float *)malloc((size_t)B * Hk * Nk * D * 4 + 4);
    v = (float *)malloc((size_t)B * Hk * Nk * D * 4 + 4);
    nout = (size_t)B * Hq * Nq * D;
    ref = (float *)malloc(nout * 4 + 4);
    refd = (double *)malloc(nout * 8 + 8);
    refl = (float *)malloc((size_t)B * Hq * Nq * 4 + 4);
    out = (float *)malloc(nout * 4 + 4);
    outl = (float *)malloc((size_t)B * Hq * Nq * 4 + 4);
    ktest_fill_normal(q, (int64_t)B * Hq * Nq * D, seed, 1.0);
    ktest_fill_normal(k, (int64_t)B * Hk * Nk * D, seed + 1, 1.0);
    ktest_fill_normal(v, (int64_t)B * Hk * Nk * D, seed + 2, 1.0);
    for (i = 0; i < B * Hq * Nq * D; i++) q[i] = ring_round(c->dt, q[i]);
    for (i = 0; i < B * Hk * Nk * D; i++) k[i] = ring_round(c->dt, k[i]), v[i] = ring_round(c->dt, v[i]);
    /* the reference: one process, the whole sequence */
    shape[0] = B; shape[1] = Hq; shape[2] = Nq; shape[3] = D;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, q, ktorch_cpu(), &tq);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, ref, ktorch_cpu(), &to);
    ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, refl, ktorch_cpu(), &tl);
    shape[1] = Hk; shape[2] = Nk;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, k, ktorch_cpu(), &tk);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, v, ktorch_cpu(), &tv);
    memset(&p, 0, sizeof p);
    p.causal = c->causal;
    p.window_flags = c->wflags;
    p.window_left = c->wl;
    p.window_right = c->wr;
    p.softcap = c->softcap;
    p.lse = &tl;
    p.variant = KTORCH_ATTENTION_REFERENCE;
    KTEST_OK(ktorch_attention(ref_ctx, &tq, &tk, &tv, &to, &p));
    for (i = 0; i < (int)nout; i++) refd[i] = ref[i];
    /* the ranks */
    for (g = 0; g < G; g++) {
        ring_rank *r = &rk[g];
        int nq = c->decode ? Nq : c->n, nk = c->decode ? c->nk[g] : c->n;
        int64_t *qpos = (int64_t *)malloc((size_t)(nq + 1) * 8), *kpos = (int64_t *)malloc((size_t)(nk + 1) * 8);
        float *lq = (float *)malloc((size_t)B * Hq * nq * D * 4 + 4), *lk = (float *)malloc((size_t)B * Hk * nk * D * 4 + 4),
              *lv = (float *)malloc((size_t)B * Hk * nk * D * 4 + 4);
        memset(r, 0, sizeof *r);
        r->ctx = ctxs[g];
        r->comm = comms[g];
        r->dev = devs[g];
        r->c = c;
        for (i = 0; i < nq; i++) qpos[i] = c->decode ? i : ktorch_ring_position(c->layout, G, g, c->n, i);
        for (i = 0; i < nk; i++) kpos[i] = c->decode ? koff + i : qpos[i];
        koff += nk;
        ring_rows(lq, q, B, Hq, Nq, nq, D, qpos, 0);
        ring_rows(lk, k, B, Hk, Nk, nk, D, kpos, 0);
        ring_rows(lv, v, B, Hk, Nk, nk, D, kpos, 0);
        shape[0] = B; shape[1] = Hq; shape[2] = nq; shape[3] = D;
        KTEST_OK(ring_upload(r->ctx, r->dev, c->dt, 4, shape, lq, &r->q));
        KTEST_OK(ring_upload(r->ctx, r->dev, c->dt, 4, shape, NULL, &r->out));
        KTEST_OK(ring_upload(r->ctx, r->dev, KTORCH_F32, 3, shape, NULL, &r->lse));
        shape[1] = Hk; shape[2] = nk;
        KTEST_OK(ring_upload(r->ctx, r->dev, c->dt, 4, shape, lk, &r->k));
        KTEST_OK(ring_upload(r->ctx, r->dev, c->dt, 4, shape, lv, &r->v));
        free(lq); free(lk); free(lv); free(kpos); free(qpos);
    }
    for (g = 0; g < G; g++) pthread_create(&th[g], NULL, ring_thread, &rk[g]);
    for (g = 0; g < G; g++) pthread_join(th[g], NULL);
    res->st = KTORCH_OK;
    for (g = 0; g < G; g++)
        if (rk[g].st != KTORCH_OK && res->st == KTORCH_OK) {
            res->st = rk[g].st;
            snprintf(res->err, sizeof res->err, "rank %d: %s", g, rk[g].err);
        }
    if (res->st == KTORCH_OK) {
        for (g = 0; g < G; g++) {
            int nq = c->decode ? Nq : c->n;
            int64_t *qpos = (int64_t *)malloc((size_t)(nq + 1) * 8);
            float *lo = (float *)malloc((size_t)B * Hq * nq * D * 4 + 4), *ll = (float *)malloc((size_t)B * Hq * nq * 4 + 4);
            for (i = 0; i < nq; i++) qpos[i] = c->decode ? i : ktorch_ring_position(c->layout, G, g, c->n, i);
            KTEST_OK(ring_download(rk[g].ctx, &rk[g].out, lo));
            KTEST_OK(ring_download(rk[g].ctx, &rk[g].lse, ll));
            ring_rows(lo, out, B, Hq, Nq, nq, D, qpos, 1);
            ring_rows(ll, outl, B, Hq, Nq, nq, 1, qpos, 1);
            if (c->decode) {
                if (!rank0) {
                    rank0 = (float *)malloc(nout * 4 + 4);
                    memcpy(rank0, out, nout * 4);
                } else if (memcmp(rank0, out, nout * 4) != 0)
                    res->same_on_ranks = 0;
            }
            free(qpos); free(lo); free(ll);
        }
        res->out_err = c->dt == KTORCH_F32 ? ktest_max_rel(out, refd, nout) : ktest_nmse(out, refd, nout);
        res->lse_err = 0;
        if (c->lse)
            for (i = 0; i < B * Hq * Nq; i++) {
                double d;
                if (refl[i] == -INFINITY || outl[i] == -INFINITY) {
                    if (refl[i] != outl[i]) res->lse_err = INFINITY;
                    continue;
                }
                d = fabs((double)outl[i] - refl[i]);
                if (!(d <= res->lse_err)) res->lse_err = d;
            }
    }
    for (g = 0; g < G; g++) {
        ktorch_tensor_free(rk[g].ctx, &rk[g].q);
        ktorch_tensor_free(rk[g].ctx, &rk[g].k);
        ktorch_tensor_free(rk[g].ctx, &rk[g].v);
        ktorch_tensor_free(rk[g].ctx, &rk[g].out);
        ktorch_tensor_free(rk[g].ctx, &rk[g].lse);
    }
    free(rank0); free(q); free(k); free(v); free(ref); free(refd); free(refl); free(out); free(outl);
}
/* Tolerance of DESIGN.md for out's dtype (f32: max rel 1e-5; bf16 NMSE 1e-4, f16 1e-5). */
static double ring_tol(ktorch_dtype dt) { return dt == KTORCH_F32 ? 1e-5 : dt == KTORCH_BF16 ? 1e-4 : 1e-5; }
#endif
