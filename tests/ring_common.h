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

/* The attention parameters of a case's mask (no LSE). */
static void ring_params(const ring_case *c, ktorch_attention_params *p) {
    memset(p, 0, sizeof *p);
    p->causal = c->causal;
    p->window_flags = c->wflags;
    p->window_left = c->wl;
    p->window_right = c->wr;
    p->softcap = c->softcap;
}

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
    ring_params(rk->c, &p);
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
    ring_params(c, &p);
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
/* ---- backward: ktorch_attention_ring, then ktorch_attention_ring_backward on
   every rank, against single-process ktorch_attention_backward over the whole
   sequence (f32 on ref_ctx's CPU) from the whole sequence's out and LSE.
   plant 1: the ranks get the out/LSE of attention over their own tokens only
   (a backward that normalised by the local softmax); 2 (causal cases): the
   backward's bounds one key wider than the forward's (a frame off by one). */
typedef struct ring_bwd_rank {
    ring_rank f;
    ktorch_tensor dout, dq, dk, dv;
    int plant;
} ring_bwd_rank;
static void *ring_bwd_thread(void *arg) {
    ring_bwd_rank *rb = (ring_bwd_rank *)arg;
    ring_rank *rk = &rb->f;
    ktorch_attention_params p;
    ring_params(rk->c, &p);
    p.lse = &rk->lse;
    rk->st = rb->plant == 1 ? ktorch_attention(rk->ctx, &rk->q, &rk->k, &rk->v, &rk->out, &p)
                       : ktorch_attention_ring(rk->ctx, rk->comm, &rk->q, &rk->k, &rk->v, &rk->out, &p, rk->c->layout);
    p.lse = NULL;
    if (rb->plant == 2) { /* the frame moved by one: the backward sees one key more than the forward did */
        p.causal = 0;
        p.window_flags |= KTORCH_WINDOW_RIGHT;
        p.window_right = 1;
    }
    if (rk->st == KTORCH_OK)
        rk->st = ktorch_attention_ring_backward(rk->ctx, rk->comm, &rk->q, &rk->k, &rk->v, &rk->out, &rk->lse, &rb->dout, &rb->dq, &rb->dk, &rb->dv, &p,
                                                rk->c->layout);
    snprintf(rk->err, sizeof rk->err, "%s", rk->st == KTORCH_OK ? "" : ktorch_last_error());
    return NULL;
}
typedef struct ring_bwd_result {
    double err[3]; /* dq, dk, dv: f32 max|g-r|/max|r|; bf16/f16 NMSE */
    ktorch_status st;
    char err_msg[600];
} ring_bwd_result;
static void ring_bwd_run_case(const ring_case *c, ktorch_context *ref_ctx, ktorch_context **ctxs, ktorch_comm **comms, const ktorch_device *devs,
                              unsigned long long seed, int plant, ring_bwd_result *res) {
    const int G = c->G, B = c->B, Hq = c->Hq, Hk = c->Hk, D = c->D, N = G * c->n, n = c->n;
    const size_t nq = (size_t)B * Hq * N * D, nk = (size_t)B * Hk * N * D;
    float *x[5], *ref[3], *got[3], *o, *l; /* q, k, v, dout; the reference's dq, dk, dv; the ranks' */
    double *refd;
    ring_bwd_rank rk[8];
    pthread_t th[8];
    ktorch_tensor t[9];
    ktorch_attention_params p;
    int64_t shape[4];
    int g, i, w;
    memset(res, 0, sizeof *res);
    for (i = 0; i < 4; i++) x[i] = (float *)malloc((i == 1 || i == 2 ? nk : nq) * 4 + 4);
    for (i = 0; i < 3; i++) {
        ref[i] = (float *)malloc((i ? nk : nq) * 4 + 4);
        got[i] = (float *)malloc((i ? nk : nq) * 4 + 4);
    }
    o = (float *)malloc(nq * 4 + 4);
    l = (float *)malloc((size_t)B * Hq * N * 4 + 4);
    refd = (double *)malloc(nq * 8 + 8);
    for (i = 0; i < 4; i++) {
        size_t m = i == 1 || i == 2 ? nk : nq, j;
        ktest_fill_normal(x[i], (int64_t)m, seed + (unsigned long long)i, 1.0);
        for (j = 0; j < m; j++) x[i][j] = ring_round(c->dt, x[i][j]);
    }
    /* the reference: forward and backward over the whole sequence */
    shape[0] = B; shape[1] = Hq; shape[2] = N; shape[3] = D;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, x[0], ktorch_cpu(), &t[0]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, o, ktorch_cpu(), &t[3]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, x[3], ktorch_cpu(), &t[4]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, ref[0], ktorch_cpu(), &t[5]);
    ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, l, ktorch_cpu(), &t[8]);
    shape[1] = Hk;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, x[1], ktorch_cpu(), &t[1]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, x[2], ktorch_cpu(), &t[2]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, ref[1], ktorch_cpu(), &t[6]);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, ref[2], ktorch_cpu(), &t[7]);
    ring_params(c, &p);
    p.lse = &t[8];
    KTEST_OK(ktorch_attention(ref_ctx, &t[0], &t[1], &t[2], &t[3], &p));
    p.lse = NULL;
    KTEST_OK(ktorch_attention_backward(ref_ctx, &t[0], &t[1], &t[2], &t[3], &t[8], &t[4], &t[5], &t[6], &t[7], &p));
    /* the ranks */
    for (g = 0; g < G; g++) {
        ring_bwd_rank *r = &rk[g];
        int64_t *pos = (int64_t *)malloc((size_t)n * 8 + 8);
        float *lq = (float *)malloc((size_t)B * Hq * n * D * 4 + 4), *lk = (float *)malloc((size_t)B * Hk * n * D * 4 + 4);
        memset(r, 0, sizeof *r);
        r->f.ctx = ctxs[g];
        r->f.comm = comms[g];
        r->f.dev = devs[g];
        r->f.c = c;
        r->plant = plant;
        for (i = 0; i < n; i++) pos[i] = ktorch_ring_position(c->layout, G, g, n, i);
        shape[0] = B; shape[1] = Hq; shape[2] = n; shape[3] = D;
        ring_rows(lq, x[0], B, Hq, N, n, D, pos, 0);
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, lq, &r->f.q));
        ring_rows(lq, x[3], B, Hq, N, n, D, pos, 0);
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, lq, &r->dout));
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, NULL, &r->f.out));
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, NULL, &r->dq));
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, KTORCH_F32, 3, shape, NULL, &r->f.lse));
        shape[1] = Hk;
        ring_rows(lk, x[1], B, Hk, N, n, D, pos, 0);
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, lk, &r->f.k));
        ring_rows(lk, x[2], B, Hk, N, n, D, pos, 0);
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, lk, &r->f.v));
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, NULL, &r->dk));
        KTEST_OK(ring_upload(r->f.ctx, r->f.dev, c->dt, 4, shape, NULL, &r->dv));
        free(pos); free(lq); free(lk);
    }
    for (g = 0; g < G; g++) pthread_create(&th[g], NULL, ring_bwd_thread, &rk[g]);
    for (g = 0; g < G; g++) pthread_join(th[g], NULL);
    res->st = KTORCH_OK;
    for (g = 0; g < G; g++)
        if (rk[g].f.st != KTORCH_OK && res->st == KTORCH_OK) {
            res->st = rk[g].f.st;
            snprintf(res->err_msg, sizeof res->err_msg, "rank %d: %s", g, rk[g].f.err);
        }
    for (g = 0; g < G && res->st == KTORCH_OK; g++) {
        int64_t *pos = (int64_t *)malloc((size_t)n * 8 + 8);
        float *loc = (float *)malloc((size_t)B * Hq * n * D * 4 + 4);
        for (i = 0; i < n; i++) pos[i] = ktorch_ring_position(c->layout, G, g, n, i);
        KTEST_OK(ring_download(rk[g].f.ctx, &rk[g].dq, loc));
        ring_rows(loc, got[0], B, Hq, N, n, D, pos, 1);
        KTEST_OK(ring_download(rk[g].f.ctx, &rk[g].dk, loc));
        ring_rows(loc, got[1], B, Hk, N, n, D, pos, 1);
        KTEST_OK(ring_download(rk[g].f.ctx, &rk[g].dv, loc));
        ring_rows(loc, got[2], B, Hk, N, n, D, pos, 1);
        free(pos); free(loc);
    }
    for (w = 0; w < 3 && res->st == KTORCH_OK; w++) {
        const size_t m = w ? nk : nq;
        size_t j;
        for (j = 0; j < m; j++) refd[j] = ref[w][j];
        res->err[w] = c->dt == KTORCH_F32 ? ktest_max_rel(got[w], refd, m) : ktest_nmse(got[w], refd, m);
    }
    for (g = 0; g < G; g++) {
        ktorch_tensor *ts[9];
        ts[0] = &rk[g].f.q, ts[1] = &rk[g].f.k, ts[2] = &rk[g].f.v, ts[3] = &rk[g].f.out, ts[4] = &rk[g].f.lse;
        ts[5] = &rk[g].dout, ts[6] = &rk[g].dq, ts[7] = &rk[g].dk, ts[8] = &rk[g].dv;
        for (i = 0; i < 9; i++) ktorch_tensor_free(rk[g].f.ctx, ts[i]);
    }
    for (i = 0; i < 4; i++) free(x[i]);
    for (i = 0; i < 3; i++) free(ref[i]), free(got[i]);
    free(o); free(l); free(refd);
}

/* Tolerance of DESIGN.md for out's dtype (f32: max rel 1e-5; bf16 NMSE 1e-4, f16 1e-5). */
static double ring_tol(ktorch_dtype dt) { return dt == KTORCH_F32 ? 1e-5 : dt == KTORCH_BF16 ? 1e-4 : 1e-5; }
#endif
