/* Ring and context-parallel attention on the CPU, ranks as threads over the
   in-process communicator: G = 1..4 ranks, every layout, causal and
   windows, GQA, f32 and bf16, against single-process attention over the
   whole sequence; the exchanges a causal/window bound makes unnecessary are
   skipped; ranks that disagree are refused on every rank; a corrupted
   transfer is caught. */
#include "ktorch.h"
#include "ktest.h"
#include "ring_common.h"

#define MAXG 4
#define IMPL(comm) (*ktorch_comm_impl_of(comm))
static ktorch_context *ref_ctx, *ctxs[MAXG];
static ktorch_device devs[MAXG];
static const char *const layout_names[] = {"contiguous", "zigzag", "striped"};

/* ---- a communicator around the fake one: counts sends, can corrupt what arrives */
typedef struct wrap_state {
    ktorch_comm *inner;
    int sends, corrupt, gathers;
    void *recv;
} wrap_state;
static ktorch_status wrap_start(void *st, ktorch_context *ctx, const void *send, uint64_t sb, int to, void *recv, uint64_t rb, int from, void **h) {
    wrap_state *s = (wrap_state *)st;
    if (sb) s->sends++;
    s->recv = rb ? recv : NULL;
    return IMPL(s->inner).start(IMPL(s->inner).state, ctx, send, sb, to, recv, rb, from, h);
}
static ktorch_status wrap_wait(void *st, ktorch_context *ctx, void *h) {
    wrap_state *s = (wrap_state *)st;
    ktorch_status r = IMPL(s->inner).wait(IMPL(s->inner).state, ctx, h);
    if (r == KTORCH_OK && s->corrupt && s->recv) ((float *)s->recv)[0] = -4 * ((float *)s->recv)[0] + 1;
    return r;
}
static ktorch_status wrap_gather(void *st, ktorch_context *ctx, const void *send, void *recv, uint64_t bytes) {
    wrap_state *s = (wrap_state *)st;
    ktorch_status r = IMPL(s->inner).all_gather(IMPL(s->inner).state, ctx, send, recv, bytes);
    /* a gathered partial of another rank (the first gather, of the arguments, stays intact) */
    if (r == KTORCH_OK && s->corrupt && ++s->gathers > 1) ((float *)recv)[IMPL(s->inner).rank == 0 ? bytes / 4 : 0] += 1;
    return r;
}
static void wrap_abort(void *st) {
    wrap_state *s = (wrap_state *)st;
    IMPL(s->inner).abort(IMPL(s->inner).state);
}
static void wrap_destroy(void *st) {
    wrap_state *s = (wrap_state *)st;
    ktorch_comm_destroy(s->inner);
    free(s);
}
static void wrap_make(int G, ktorch_comm **comms, wrap_state **states, int corrupt) {
    ktorch_comm *inner[MAXG];
    int g;
    KTEST_OK(ktorch_comm_fake_create(G, NULL, inner));
    for (g = 0; g < G; g++) {
        ktorch_comm_impl impl;
        wrap_state *s = (wrap_state *)calloc(1, sizeof *s);
        s->inner = inner[g];
        s->corrupt = corrupt;
        memset(&impl, 0, sizeof impl);
        impl.state = s;
        impl.rank = g;
        impl.size = G;
        impl.device = ktorch_cpu();
        impl.start = wrap_start;
        impl.wait = wrap_wait;
        impl.all_gather = wrap_gather;
        impl.abort = wrap_abort;
        impl.destroy = wrap_destroy;
        KTEST_OK(ktorch_comm_create(&impl, NULL, &comms[g]));
        states[g] = s;
    }
}
static void comms_free(int G, ktorch_comm **comms) {
    int g;
    for (g = 0; g < G; g++) ktorch_comm_destroy(comms[g]);
}

typedef ring_mask maskcfg;
static const maskcfg masks[] = {
    {"full", 0, 0, 0, 0, 0},
    {"causal", 1, 0, 0, 0, 0},
    {"causal+left 5", 1, KTORCH_WINDOW_LEFT, 5, 0, 0},
    {"left 4 right 2", 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 4, 2, 0},
    {"right 3", 0, KTORCH_WINDOW_RIGHT, 0, 3, 0},
    {"causal softcap", 1, 0, 0, 0, 5.0f},
    {"causal+left 15", 1, KTORCH_WINDOW_LEFT, 15, 0, 0}, /* wider than one rank's q and k together */
};

static void test_ring_matches_full(void) {
    int m, gqa, d, lay, G;
    for (m = 0; m < (int)(sizeof masks / sizeof masks[0]); m++)
        for (gqa = 0; gqa < 2; gqa++)
            for (d = 0; d < 2; d++)
                for (lay = 0; lay < 3; lay++) {
                    double err1 = 0;
                    for (G = 1; G <= MAXG; G++) {
                        ring_case c;
                        ring_result r;
                        ktorch_comm *comms[MAXG];
                        c = ring_case_make(G, 0, (ktorch_ring_layout)lay, 2, 4, gqa ? 2 : 4, 16, 6, &masks[m], d ? KTORCH_BF16 : KTORCH_F32);
                        KTEST_OK(ktorch_comm_fake_create(G, NULL, comms));
                        ring_run_case(&c, ref_ctx, ctxs, comms, devs, 100 + m * 10 + gqa, &r);
                        comms_free(G, comms);
                        KTEST_CHECKF(r.st == KTORCH_OK, "%s %s G=%d: %s", masks[m].name, layout_names[lay], G, r.err);
                        KTEST_CHECKF(r.out_err <= ring_tol(c.dt), "%s %s %s gqa %d G=%d: error %g", masks[m].name, layout_names[lay],
                                     ktorch_dtype_name(c.dt), gqa, G, r.out_err);
                        KTEST_CHECKF(r.lse_err <= 1e-5, "%s %s G=%d: lse error %g", masks[m].name, layout_names[lay], G, r.lse_err);
                        /* splitting the sequence over more ranks adds merges, not error */
                        if (G == 1) err1 = r.out_err;
                        else
                            KTEST_CHECKF(r.out_err <= 4 * err1 + ring_tol(c.dt) / 50, "%s %s %s G=%d: error %g grew from %g at G=1", masks[m].name,
                                         layout_names[lay], ktorch_dtype_name(c.dt), G, r.out_err, err1);
                        if (getenv("KTEST_VERBOSE") && gqa)
                            printf("    %-15s %-10s %-4s G=%d err %.3g lse %.3g\n", masks[m].name, layout_names[lay], ktorch_dtype_name(c.dt), G,
                                   r.out_err, r.lse_err);
                    }
                }
}

/* Runs longer than one flash tile, so the shifted bounds cross tiles. */
static void test_ring_long_runs(void) {
    static const maskcfg local[] = {
        {"causal+left 70", 1, KTORCH_WINDOW_LEFT, 70, 0, 0},
        {"left 90 right 40", 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 90, 40, 0},
    };
    int m, lay;
    for (m = 0; m < 2; m++)
        for (lay = 0; lay < 3; lay++) {
            ring_case c;
            ring_result r;
            ktorch_comm *comms[MAXG];
            c = ring_case_make(3, 0, (ktorch_ring_layout)lay, 1, 4, 2, 32, 150, &local[m], KTORCH_F32);
            KTEST_OK(ktorch_comm_fake_create(3, NULL, comms));
            ring_run_case(&c, ref_ctx, ctxs, comms, devs, 77 + m, &r);
            comms_free(3, comms);
            KTEST_CHECKF(r.st == KTORCH_OK && r.out_err <= 1e-5 && r.lse_err <= 1e-5, "%s %s: %s error %g lse %g", local[m].name, layout_names[lay],
                         r.err, r.out_err, r.lse_err);
        }
}

/* Brute force: is key position j visible to query position i? */
static int visible(const maskcfg *mk, int64_t i, int64_t j) {
    int hl = (mk->wflags & KTORCH_WINDOW_LEFT) != 0, hr = mk->causal || (mk->wflags & KTORCH_WINDOW_RIGHT);
    int64_t wr = mk->causal ? 0 : mk->wr;
    return (!hl || j >= i - mk->wl) && (!hr || j <= i + wr);
}
static int needs(const maskcfg *mk, ktorch_ring_layout lay, int G, int n, int q, int s) {
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            if (visible(mk, ktorch_ring_position(lay, G, q, n, i), ktorch_ring_position(lay, G, s, n, j))) return 1;
    return 0;
}

static void test_ring_skips_exchange(void) {
    static const maskcfg local[] = {
        {"causal", 1, 0, 0, 0, 0},
        {"causal+left 5", 1, KTORCH_WINDOW_LEFT, 5, 0, 0},
        {"left 2 right 1", 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 2, 1, 0},
        {"full", 0, 0, 0, 0, 0},
    };
    int m, lay, G = MAXG, g, t, u;
    for (m = 0; m < 4; m++)
        for (lay = 0; lay < 3; lay++) {
            ring_case c;
            ring_result r;
            ktorch_comm *comms[MAXG];
            wrap_state *st[MAXG];
            int expect = 0, sends = 0;
            c = ring_case_make(G, 0, (ktorch_ring_layout)lay, 1, 2, 1, 8, 6, &local[m], KTORCH_F32);
            wrap_make(G, comms, st, 0);
            ring_run_case(&c, ref_ctx, ctxs, comms, devs, 7 + m, &r);
            for (g = 0; g < G; g++) sends += st[g]->sends;
            comms_free(G, comms);
            /* block s goes from rank s+t to s+t+1 while a rank after that needs it */
            for (g = 0; g < G; g++)
                for (t = 0; t < G - 1; t++) {
                    int later = 0;
                    for (u = t + 1; u < G; u++) later |= needs(&local[m], c.layout, G, c.n, (g + u) % G, g);
                    expect += later;
                }
            KTEST_CHECKF(r.st == KTORCH_OK && r.out_err <= 1e-5, "%s %s: %s error %g", local[m].name, layout_names[lay], r.err, r.out_err);
            KTEST_CHECKF(sends == expect, "%s %s: %d sends, expected %d", local[m].name, layout_names[lay], sends, expect);
            if (m == 0 && lay == KTORCH_RING_CONTIGUOUS) KTEST_CHECKF(sends == 6, "causal contiguous over 4 ranks sends %d blocks (6)", sends);
            if (m == 3) KTEST_CHECKF(sends == G * (G - 1), "full attention sends %d blocks (%d)", sends, G * (G - 1));
        }
}

static void test_decode_cp_matches_full(void) {
    static const int lens[4][4] = {{9, 0, 0, 0}, {5, 7, 0, 0}, {4, 0, 6, 0}, {5, 0, 7, 3}};
    int G, m, nq, d, gqa, g;
    for (G = 1; G <= MAXG; G++)
        for (m = 0; m < 4; m++)
            for (nq = 1; nq <= 3; nq += 2)
                for (d = 0; d < 2; d++)
                    for (gqa = 0; gqa < 4; gqa++) { /* bit 1: the key lengths given */
                        ring_case c;
                        ring_result r;
                        ktorch_comm *comms[MAXG];
                        c = ring_case_make(G, 1, KTORCH_RING_CONTIGUOUS, 2, 4, gqa & 1 ? 1 : 4, 16, nq, &masks[m], d ? KTORCH_BF16 : KTORCH_F32);
                        c.pass_lengths = gqa >> 1;
                        for (g = 0; g < G; g++) c.nk[g] = lens[G - 1][g];
                        KTEST_OK(ktorch_comm_fake_create(G, NULL, comms));
                        ring_run_case(&c, ref_ctx, ctxs, comms, devs, 300 + G * 10 + m, &r);
                        comms_free(G, comms);
                        KTEST_CHECKF(r.st == KTORCH_OK, "decode %s G=%d: %s", masks[m].name, G, r.err);
                        KTEST_CHECKF(r.out_err <= ring_tol(c.dt), "decode %s %s nq %d G=%d: error %g", masks[m].name, ktorch_dtype_name(c.dt), nq, G,
                                     r.out_err);
                        KTEST_CHECKF(r.lse_err <= 1e-5, "decode %s G=%d: lse error %g", masks[m].name, G, r.lse_err);
                        KTEST_CHECKF(r.same_on_ranks, "decode %s G=%d: ranks disagree", masks[m].name, G);
                    }
}

/* ---- backward ----------------------------------------------------------- */
/* A backward case: B 2, 4 query heads (2 kv heads with gqa), head dim 16. */
static ring_case bwd_case(int G, int lay, const maskcfg *mk, int gqa, ktorch_dtype dt, int n) {
    return ring_case_make(G, 0, (ktorch_ring_layout)lay, 2, 4, gqa ? 2 : 4, 16, n, mk, dt);
}
static double bwd_worst(const ring_bwd_result *r) { return r->err[0] > r->err[1] ? (r->err[0] > r->err[2] ? r->err[0] : r->err[2]) : (r->err[1] > r->err[2] ? r->err[1] : r->err[2]); }
/* dq, dk, dv of every rank against single-process ktorch_attention_backward
   over the whole sequence: f32 max relative error <= 1e-5 (bf16: NMSE
   <= 1e-4), and at 3 and 4 ranks no more than 4x the error at 2 (plus 1/50
   of the tolerance; one rank runs the reference's own computation). */
static void test_ring_backward_matches_full(void) {
    int m, gqa, d, lay, G;
    for (m = 0; m < (int)(sizeof masks / sizeof masks[0]); m++)
        for (gqa = 0; gqa < 2; gqa++)
            for (d = 0; d < 2; d++)
                for (lay = 0; lay < 3; lay++) {
                    double err2 = 0;
                    for (G = 1; G <= MAXG; G++) {
                        const ktorch_dtype dt = d ? KTORCH_BF16 : KTORCH_F32;
                        ring_case c = bwd_case(G, lay, &masks[m], gqa, dt, 6);
                        ring_bwd_result r;
                        ktorch_comm *comms[MAXG];
                        double e;
                        KTEST_OK(ktorch_comm_fake_create(G, NULL, comms));
                        ring_bwd_run_case(&c, ref_ctx, ctxs, comms, devs, 400 + m * 10 + gqa, 0, &r);
                        comms_free(G, comms);
                        e = bwd_worst(&r);
                        KTEST_CHECKF(r.st == KTORCH_OK, "backward %s %s G=%d: %s", masks[m].name, layout_names[lay], G, r.err_msg);
                        KTEST_CHECKF(e <= ring_tol(dt), "backward %s %s %s gqa %d G=%d: dq %g dk %g dv %g", masks[m].name, layout_names[lay],
                                     ktorch_dtype_name(dt), gqa, G, r.err[0], r.err[1], r.err[2]);
                        if (G == 2) err2 = e;
                        else if (G > 2)
                            KTEST_CHECKF(e <= 4 * err2 + ring_tol(dt) / 50, "backward %s %s %s G=%d: error %g grew from %g at G=2", masks[m].name,
                                         layout_names[lay], ktorch_dtype_name(dt), G, e, err2);
                        if (getenv("KTEST_VERBOSE") && gqa)
                            printf("    bwd %-15s %-10s %-4s G=%d dq %.3g dk %.3g dv %.3g\n", masks[m].name, layout_names[lay], ktorch_dtype_name(dt), G,
                                   r.err[0], r.err[1], r.err[2]);
                    }
                }
}
/* Runs longer than the backward's tiles, so the shifted bounds cross them. */
static void test_ring_backward_long_runs(void) {
    static const maskcfg local[] = {
        {"causal", 1, 0, 0, 0, 0},
        {"left 90 right 40", 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 90, 40, 0},
    };
    int m, lay;
    for (m = 0; m < 2; m++)
        for (lay = 0; lay < 3; lay++) {
            ring_case c = bwd_case(3, lay, &local[m], 1, KTORCH_F32, 150);
            ring_bwd_result r;
            ktorch_comm *comms[MAXG];
            c.B = 1;
            KTEST_OK(ktorch_comm_fake_create(3, NULL, comms));
            ring_bwd_run_case(&c, ref_ctx, ctxs, comms, devs, 88 + m, 0, &r);
            comms_free(3, comms);
            KTEST_CHECKF(r.st == KTORCH_OK && bwd_worst(&r) <= 1e-5, "backward %s %s: %s dq %g dk %g dv %g", local[m].name, layout_names[lay], r.err_msg,
                         r.err[0], r.err[1], r.err[2]);
        }
}
/* The backward sends the K/V blocks the forward sends, and each rank's
   dK/dV at every step (G passes bring them home). */
static void test_ring_backward_sends(void) {
    static const maskcfg local[] = {
        {"causal", 1, 0, 0, 0, 0},
        {"left 2 right 1", 0, KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT, 2, 1, 0},
        {"full", 0, 0, 0, 0, 0},
    };
    int m, lay, G = MAXG, g, t, u;
    for (m = 0; m < 3; m++)
        for (lay = 0; lay < 3; lay++) {
            ring_case c = bwd_case(G, lay, &local[m], 1, KTORCH_F32, 6);
            ring_bwd_result r;
            ktorch_comm *comms[MAXG];
            wrap_state *st[MAXG];
            int kv = 0, sends = 0;
            wrap_make(G, comms, st, 0);
            ring_bwd_run_case(&c, ref_ctx, ctxs, comms, devs, 31 + m, 0, &r);
            for (g = 0; g < G; g++) sends += st[g]->sends;
            comms_free(G, comms);
            for (g = 0; g < G; g++)
                for (t = 0; t < G - 1; t++) {
                    int later = 0;
                    for (u = t + 1; u < G; u++) later |= needs(&local[m], c.layout, G, c.n, (g + u) % G, g);
                    kv += later;
                }
            KTEST_CHECKF(r.st == KTORCH_OK && bwd_worst(&r) <= 1e-5, "%s %s: %s", local[m].name, layout_names[lay], r.err_msg);
            /* the forward's blocks, the backward's blocks, G dK/dV passes per rank */
            KTEST_CHECKF(sends == 2 * kv + G * G, "%s %s: %d sends, expected %d", local[m].name, layout_names[lay], sends, 2 * kv + G * G);
        }
}

/* Planted errors show: a corrupted transfer (K/V or dK/dV), the local
   softmax's out/LSE instead of the global ones, a frame off by one. */
static void test_ring_backward_planted(void) {
    int lay, plant;
    for (lay = 0; lay < 3; lay++)
        for (plant = 0; plant < 3; plant++) {
            ring_case c = bwd_case(3, lay, &masks[1], 1, KTORCH_F32, 6);
            ring_bwd_result r;
            ktorch_comm *comms[MAXG];
            wrap_state *st[MAXG];
            wrap_make(3, comms, st, plant == 0);
            ring_bwd_run_case(&c, ref_ctx, ctxs, comms, devs, 66, plant, &r);
            comms_free(3, comms);
            KTEST_CHECKF(r.st == KTORCH_OK, "%s", r.err_msg);
            KTEST_CHECKF(bwd_worst(&r) > 100 * ring_tol(c.dt), "%s plant %d: error %g only", layout_names[lay], plant, bwd_worst(&r));
        }
}

/* ---- refusals: every rank fails, none hangs ---------------------------- */
typedef struct bad_rank {
    ktorch_context *ctx;
    ktorch_comm *comm;
    int n, Hq, decode, use_mask;
    int bwd, bad_grad, lse_param; /* the backward; a dk of the wrong length; an LSE in params */
    const int64_t *lens;
    ktorch_ring_layout layout;
    ktorch_status st;
    char err[600];
} bad_rank;
static void *bad_thread(void *arg) {
    bad_rank *b = (bad_rank *)arg;
    float *q = (float *)calloc((size_t)b->Hq * b->n * 8, 4), *kv = (float *)calloc((size_t)b->n * 8, 4), *o = (float *)calloc((size_t)b->Hq * b->n * 8, 4);
    unsigned char mask[64];
    ktorch_tensor tq, tk, to, tm;
    ktorch_attention_params p;
    int64_t shape[4];
    shape[0] = 1; shape[1] = b->Hq; shape[2] = b->n; shape[3] = 8;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, q, ktorch_cpu(), &tq);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, o, ktorch_cpu(), &to);
    shape[1] = 1;
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, kv, ktorch_cpu(), &tk);
    memset(mask, 1, sizeof mask);
    shape[0] = 1; shape[1] = 1; shape[2] = b->n; shape[3] = b->n;
    ktorch_tensor_wrap(KTORCH_U8, 4, shape, NULL, mask, ktorch_cpu(), &tm);
    memset(&p, 0, sizeof p);
    p.causal = 1;
    if (b->use_mask) p.mask = &tm;
    if (b->bwd) {
        float *g = (float *)calloc((size_t)b->Hq * b->n * 8 * 3 + 8, 4), *l = (float *)calloc((size_t)b->Hq * b->n, 4);
        ktorch_tensor tdq, tdk, tdv, tl;
        shape[0] = 1; shape[1] = b->Hq; shape[2] = b->n; shape[3] = 8;
        ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, g, ktorch_cpu(), &tdq);
        ktorch_tensor_wrap(KTORCH_F32, 3, shape, NULL, l, ktorch_cpu(), &tl);
        shape[1] = 1;
        shape[2] = b->n - b->bad_grad;
        ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, g + b->Hq * b->n * 8, ktorch_cpu(), &tdk);
        shape[2] = b->n;
        ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, g + b->Hq * b->n * 16, ktorch_cpu(), &tdv);
        if (b->lse_param) p.lse = &tl;
        b->st = ktorch_attention_ring_backward(b->ctx, b->comm, &tq, &tk, &tk, &to, &tl, &to, &tdq, &tdk, &tdv, &p, b->layout);
        free(g); free(l);
    } else
        b->st = b->decode ? ktorch_attention_decode_cp(b->ctx, b->comm, &tq, &tk, &tk, &to, &p, b->lens)
                          : ktorch_attention_ring(b->ctx, b->comm, &tq, &tk, &tk, &to, &p, b->layout);
    snprintf(b->err, sizeof b->err, "%s", b->st == KTORCH_OK ? "" : ktorch_last_error());
    free(q); free(kv); free(o);
    return NULL;
}
static void run_bad(bad_rank *b, int G) {
    pthread_t th[MAXG];
    int g;
    for (g = 0; g < G; g++) pthread_create(&th[g], NULL, bad_thread, &b[g]);
    for (g = 0; g < G; g++) pthread_join(th[g], NULL);
}
static void bad_init(bad_rank *b, ktorch_comm **comms, int G) {
    int g;
    for (g = 0; g < G; g++) {
        memset(&b[g], 0, sizeof b[g]);
        b[g].ctx = ctxs[g];
        b[g].comm = comms[g];
        b[g].n = 4;
        b[g].Hq = 2;
    }
}
static void test_ring_refuses(void) {
    ktorch_comm *comms[MAXG];
    bad_rank b[MAXG];
    float x[64];
    ktorch_tensor t;
    int64_t shape[4] = {1, 1, 4, 8};
    int g;
    memset(x, 0, sizeof x);
    ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, x, ktorch_cpu(), &t);
    KTEST_STATUS(ktorch_attention_ring(ctxs[0], NULL, &t, &t, &t, &t, NULL, KTORCH_RING_CONTIGUOUS), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "'comm'") != NULL);
    KTEST_STATUS(ktorch_attention_decode_cp(ctxs[0], NULL, &t, &t, &t, &t, NULL, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_comm_fake_create(0, NULL, comms), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(ktorch_ring_position(KTORCH_RING_ZIGZAG, 2, 0, 5, 0) == -1);
    KTEST_CHECK(ktorch_ring_position(KTORCH_RING_ZIGZAG, 2, 0, 4, 3) == 7);
    KTEST_CHECK(ktorch_ring_position(KTORCH_RING_STRIPED, 3, 1, 4, 2) == 7);
    KTEST_OK(ktorch_comm_fake_create(3, NULL, comms));
    /* shapes differ across ranks */
    bad_init(b, comms, 3);
    b[2].n = 6;
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_INVALID_ARGUMENT, "rank %d: %d", g, b[g].st);
    /* query heads differ in decode */
    bad_init(b, comms, 3);
    for (g = 0; g < 3; g++) b[g].decode = 1;
    b[1].Hq = 4;
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_INVALID_ARGUMENT, "decode rank %d: %d", g, b[g].st);
    /* layouts differ */
    bad_init(b, comms, 3);
    b[0].layout = KTORCH_RING_ZIGZAG;
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_INVALID_ARGUMENT, "layout rank %d: %d", g, b[g].st);
    /* one rank's own refusal (a mask) fails the others too */
    bad_init(b, comms, 3);
    b[1].use_mask = 1;
    run_bad(b, 3);
    KTEST_STATUS(b[1].st, KTORCH_UNSUPPORTED);
    KTEST_CHECKF(b[0].st == KTORCH_INVALID_ARGUMENT && b[2].st == KTORCH_INVALID_ARGUMENT, "%d %d", b[0].st, b[2].st);
    /* ZIGZAG with an odd number of tokens */
    bad_init(b, comms, 3);
    for (g = 0; g < 3; g++) b[g].n = 5, b[g].layout = KTORCH_RING_ZIGZAG;
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_INVALID_ARGUMENT, "zigzag rank %d: %d", g, b[g].st);
    /* given key lengths that do not match a rank's k: that rank fails and gives up, its peers do not hang */
    {
        ktorch_comm *c2[2];
        static const int64_t lens[2] = {4, 5};
        KTEST_OK(ktorch_comm_fake_create(2, NULL, c2));
        bad_init(b, c2, 2);
        b[0].decode = b[1].decode = 1;
        b[0].lens = b[1].lens = lens;
        run_bad(b, 2);
        KTEST_STATUS(b[1].st, KTORCH_INVALID_ARGUMENT);
        KTEST_STATUS(b[0].st, KTORCH_INTERNAL);
        comms_free(2, c2);
    }
    /* backward: one rank's dk of the wrong length, one rank's LSE in params, one rank's mask, layouts that differ */
    {
        int bad;
        for (bad = 0; bad < 4; bad++) {
            bad_init(b, comms, 3);
            for (g = 0; g < 3; g++) b[g].bwd = 1;
            if (bad == 0) b[2].bad_grad = 1;
            if (bad == 1) b[0].lse_param = 1;
            if (bad == 2) b[1].use_mask = 1;
            if (bad == 3) b[1].layout = KTORCH_RING_STRIPED;
            run_bad(b, 3);
            for (g = 0; g < 3; g++)
                KTEST_CHECKF(b[g].st == (bad == 2 && g == 1 ? KTORCH_UNSUPPORTED : KTORCH_INVALID_ARGUMENT), "backward refusal %d rank %d: %d", bad, g,
                             b[g].st);
            if (bad == 0) {
                KTEST_CHECKF(strstr(b[0].err, "ktorch_attention_ring_backward: rank 2 refused") != NULL, "%s", b[0].err);
                KTEST_CHECKF(strstr(b[2].err, "'dk' must be [1,1,4,8]") != NULL, "%s", b[2].err);
            }
            if (bad == 1) KTEST_CHECKF(strstr(b[0].err, "'params->lse' must be NULL") != NULL, "%s", b[0].err);
        }
    }
    /* refusals agreed by all ranks leave the communicator usable */
    bad_init(b, comms, 3);
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_OK, "good call after refusals, rank %d: %d", g, b[g].st);
    bad_init(b, comms, 3);
    for (g = 0; g < 3; g++) b[g].bwd = 1;
    run_bad(b, 3);
    for (g = 0; g < 3; g++) KTEST_CHECKF(b[g].st == KTORCH_OK, "good backward after refusals, rank %d: %d", g, b[g].st);
    comms_free(3, comms);
}

/* A block corrupted on its way round the ring, or a corrupted partial in
   decode, must show in the comparison. */
static void test_planted_error_caught(void) {
    int decode;
    for (decode = 0; decode < 2; decode++) {
        ring_case c;
        ring_result r;
        ktorch_comm *comms[MAXG];
        wrap_state *st[MAXG];
        c = ring_case_make(3, decode, KTORCH_RING_CONTIGUOUS, 1, 2, 2, 16, decode ? 2 : 6, NULL, KTORCH_F32);
        c.nk[0] = c.nk[1] = c.nk[2] = 6;
        wrap_make(3, comms, st, 1);
        ring_run_case(&c, ref_ctx, ctxs, comms, devs, 55, &r);
        comms_free(3, comms);
        KTEST_CHECKF(r.st == KTORCH_OK, "%s", r.err);
        KTEST_CHECKF(r.out_err > ring_tol(c.dt), "%s: corrupted transfer gives error %g only", decode ? "decode" : "ring", r.out_err);
    }
}

static void test_fake_comm(void) {
    ktorch_comm *comms[2];
    void *h = NULL;
    float a = 1, b = 0;
    KTEST_OK(ktorch_comm_fake_create(2, NULL, comms));
    KTEST_CHECK(ktorch_comm_rank(comms[1]) == 1 && ktorch_comm_size(comms[0]) == 2);
    KTEST_CHECK(ktorch_comm_rank(NULL) == -1 && ktorch_comm_size(NULL) == 0);
    KTEST_CHECK(ktorch_comm_impl_of(NULL) == NULL && ktorch_comm_impl_of(comms[1])->rank == 1);
    /* sizes that disagree are an error at the receiver */
    KTEST_OK(IMPL(comms[0]).start(IMPL(comms[0]).state, ctxs[0], &a, 4, 1, NULL, 0, 0, &h));
    KTEST_OK(IMPL(comms[0]).wait(IMPL(comms[0]).state, ctxs[0], h));
    KTEST_OK(IMPL(comms[1]).start(IMPL(comms[1]).state, ctxs[1], NULL, 0, 0, &b, 2, 0, &h));
    KTEST_STATUS(IMPL(comms[1]).wait(IMPL(comms[1]).state, ctxs[1], h), KTORCH_INVALID_ARGUMENT);
    /* after an abort a wait returns instead of blocking */
    IMPL(comms[0]).abort(IMPL(comms[0]).state);
    KTEST_OK(IMPL(comms[1]).start(IMPL(comms[1]).state, ctxs[1], NULL, 0, 0, &b, 4, 0, &h));
    KTEST_STATUS(IMPL(comms[1]).wait(IMPL(comms[1]).state, ctxs[1], h), KTORCH_INTERNAL);
    comms_free(2, comms);
}

int main(void) {
    ktorch_context_desc d;
    int g;
    memset(&d, 0, sizeof d);
    d.num_threads = 1;
    if (ktorch_context_create(&d, &ref_ctx) != KTORCH_OK) return 1;
    for (g = 0; g < MAXG; g++) {
        if (ktorch_context_create(&d, &ctxs[g]) != KTORCH_OK) return 1;
        devs[g] = ktorch_cpu();
    }
    KTEST_RUN(test_fake_comm);
    KTEST_RUN(test_ring_matches_full);
    KTEST_RUN(test_ring_long_runs);
    KTEST_RUN(test_ring_skips_exchange);
    KTEST_RUN(test_decode_cp_matches_full);
    KTEST_RUN(test_ring_backward_matches_full);
    KTEST_RUN(test_ring_backward_long_runs);
    KTEST_RUN(test_ring_backward_sends);
    KTEST_RUN(test_ring_backward_planted);
    KTEST_RUN(test_ring_refuses);
    KTEST_RUN(test_planted_error_caught);
    for (g = 0; g < MAXG; g++) ktorch_context_destroy(ctxs[g]);
    ktorch_context_destroy(ref_ctx);
    return ktest_finish("ring");
}
