/* train_tiny: a decoder-only, byte-level transformer trained with ktorch's
   training ops on the English text of Debian's `fortunes` package.
   Blocks: RMSNorm -> fused QKV projection -> RoPE -> causal GQA attention
   -> output projection + residual; RMSNorm -> SwiGLU MLP + residual; final
   RMSNorm -> logits -> fused cross-entropy. Backward through every op,
   AdamW (f32 master weights and moments) after global-norm clipping.
   The last 10% of the corpus (files in sorted order, concatenated) is held
   out. Writes DIR/checkpoint.safetensors (weights, AdamW moments, step, RNG
   state and the loss history: --resume continues bit for bit) and
   DIR/loss.svg. With --checkpoint a block keeps only its input after the
   forward and recomputes the rest in the backward (activation
   checkpointing): the same bits, less memory. `train_tiny --help` lists the
   options; docs/TRAINING.md. */
#include "tiny_common.h"
#define MAX_LAYERS 64
#define PROF_ROWS 24

typedef struct config {
    int layers, dim, heads, kv_heads, head_dim, ffn, seq, batch;
} config;

typedef struct param {
    char name[64];
    ktorch_tensor w;  /* f32 master */
    ktorch_tensor wc; /* the copy the forward reads (bf16 mode) */
    ktorch_tensor g, m, v;
    int decay;
} param;

/* --profile: device time per op kind (events on a GPU, the host clock on the CPU) */
typedef struct prof_row {
    const char *name;
    int64_t calls;
    double sec, flops, bytes;
} prof_row;
typedef struct prof_mark {
    ktorch_event *a, *b;
    int row;
} prof_mark;

typedef struct layer_acts {
    ktorch_tensor x, h1, rstd1, qkv, q, k, v, att, lse, attf, mid, h2, rstd2, u, a;
} layer_acts;

typedef struct model {
    ktorch_context *ctx;
    ktorch_device dev;
    ktorch_dtype adt;
    ktorch_dtype qdt; /* q, k, v, the attention output and its gradient: bf16 on CUDA in f32 mode (its attention takes 16-bit inputs) */
    int direct;       /* qdt == adt: attention reads q, k, v where the QKV projection wrote them (RoPE turns them there) and
                         writes its output, and the backward its gradients, where the products read them: no head-layout copies */
    config c;
    int ckpt; /* activation checkpointing: a block's activations live only while it runs */
    param *p;
    int np;
    int emb, lnf, lm;
    int ln1[MAX_LAYERS], wqkv[MAX_LAYERS], wo[MAX_LAYERS], ln2[MAX_LAYERS], w1[MAX_LAYERS], w2[MAX_LAYERS];
    layer_acts L[MAX_LAYERS];
    ktorch_tensor xf, hf, rstdf, logits, ids, targets, mean, host_tok, host_mean;
    ktorch_tensor g, dh, dqkv, dq, dk, dv, datt, dattf, du, da;
    ktorch_tensor branch; /* a block's attention output before its residual add */
    int prof; /* time the ops of this step */
    double t0;
    ktorch_event *ev0;
    prof_row rows[PROF_ROWS];
    int nrows;
    prof_mark *marks;
    int64_t nmarks, capmarks;
} model;

static double nbytes(const ktorch_tensor *t) { return (double)ktorch_tensor_numel(t) * (t->dtype == KTORCH_BF16 || t->dtype == KTORCH_F16 ? 2 : 4); }

static void prof_begin(model *m) {
    if (!m->prof) return;
    if (m->dev.backend == KTORCH_BACKEND_CPU) m->t0 = now();
    else CK(ktorch_event_record(m->ctx, m->dev, &m->ev0));
}
static void prof_end(model *m, const char *name, double flops, double bytes) {
    prof_row *r;
    int i;
    if (!m->prof) return;
    for (i = 0; i < m->nrows && strcmp(m->rows[i].name, name); i++) {}
    if (i == PROF_ROWS) {
        fprintf(stderr, "train_tiny: more than %d op kinds to profile\n", PROF_ROWS);
        exit(1);
    }
    r = &m->rows[i];
    if (i == m->nrows) m->nrows++, r->name = name;
    r->calls++, r->flops += flops, r->bytes += bytes;
    if (m->dev.backend == KTORCH_BACKEND_CPU) {
        r->sec += now() - m->t0;
        return;
    }
    if (m->nmarks == m->capmarks) {
        prof_mark *nm = (prof_mark *)realloc(m->marks, (size_t)(m->capmarks = m->capmarks ? 2 * m->capmarks : 1024) * sizeof *nm);
        if (!nm) {
            fprintf(stderr, "train_tiny: out of memory\n");
            exit(1);
        }
        m->marks = nm;
    }
    m->marks[m->nmarks].a = m->ev0, m->marks[m->nmarks].row = i;
    CK(ktorch_event_record(m->ctx, m->dev, &m->marks[m->nmarks++].b));
}
/* After the step's synchronisation: the events' times into the rows. */
static void prof_collect(model *m) {
    int64_t i;
    for (i = 0; i < m->nmarks; i++) {
        double sec;
        CK(ktorch_event_elapsed(m->ctx, m->marks[i].a, m->marks[i].b, &sec));
        m->rows[m->marks[i].row].sec += sec;
        ktorch_event_destroy(m->ctx, m->marks[i].a);
        ktorch_event_destroy(m->ctx, m->marks[i].b);
    }
    m->nmarks = 0;
}
/* An op, timed under --profile as `name` with its FLOPs and bytes moved. */
#define OP(m, name, flops, bytes, call) (prof_begin(m), CK(call), prof_end(m, name, (double)(flops), (double)(bytes)))

/* c = op(a) op(b) (+ c with beta 1) */
static void mm(model *m, const char *name, const ktorch_tensor *a, const ktorch_tensor *b, ktorch_tensor *c, int ta, int tb, float beta) {
    double flops = 2.0 * (double)c->shape[0] * (double)c->shape[1] * (double)a->shape[ta ? 0 : 1];
    OP(m, name, flops, nbytes(a) + nbytes(b) + nbytes(c) * (beta != 0.0f ? 2 : 1), ktorch_matmul(m->ctx, a, b, c, ta, tb, 1.0f, beta));
}

static ktorch_tensor mk(model *m, ktorch_dtype dt, int ndim, int64_t a, int64_t b, int64_t c, int64_t d) {
    int64_t shape[4];
    ktorch_tensor t;
    shape[0] = a, shape[1] = b, shape[2] = c, shape[3] = d;
    CK(ktorch_tensor_create(m->ctx, dt, ndim, shape, m->dev, &t));
    return t;
}

static const ktorch_tensor *W(const model *m, int i) { return m->adt == KTORCH_F32 ? &m->p[i].w : &m->p[i].wc; }

static int add_param(model *m, const char *name, int64_t rows, int64_t cols, int decay) {
    param *p = &m->p[m->np];
    int nd = cols ? 2 : 1;
    int64_t c2 = cols ? cols : 1;
    snprintf(p->name, sizeof p->name, "%s", name);
    p->w = mk(m, KTORCH_F32, nd, rows, c2, 0, 0);
    p->g = mk(m, KTORCH_F32, nd, rows, c2, 0, 0);
    p->m = mk(m, KTORCH_F32, nd, rows, c2, 0, 0);
    p->v = mk(m, KTORCH_F32, nd, rows, c2, 0, 0);
    if (m->adt != KTORCH_F32) p->wc = mk(m, m->adt, nd, rows, c2, 0, 0);
    CK(ktorch_tensor_fill_bytes(m->ctx, &p->m, 0));
    CK(ktorch_tensor_fill_bytes(m->ctx, &p->v, 0));
    p->decay = decay;
    return m->np++;
}

/* Weights: norms 1, matrices uniform with std 1/sqrt(fan_in) (residual
   outputs scaled by 1/sqrt(2 layers)), drawn in parameter order. */
static void init_params(model *m, uint64_t *rng) {
    int i;
    for (i = 0; i < m->np; i++) {
        param *p = &m->p[i];
        int64_t n = ktorch_tensor_numel(&p->w), j;
        float *h = (float *)malloc((size_t)n * sizeof *h);
        ktorch_tensor ht;
        if (!h) {
            fprintf(stderr, "train_tiny: out of memory\n");
            exit(1);
        }
        if (p->w.ndim == 1) {
            for (j = 0; j < n; j++) h[j] = 1.0f;
        } else {
            double std = 1.0 / sqrt((double)p->w.shape[1]);
            float a;
            if (strstr(p->name, ".wo") || strstr(p->name, ".w2")) std /= sqrt(2.0 * m->c.layers);
            if (i == m->emb) std = 1.0;
            a = (float)(std * sqrt(3.0));
            for (j = 0; j < n; j++) h[j] = a * (2.0f * rng_uniform(rng) - 1.0f);
        }
        CK(ktorch_tensor_wrap(KTORCH_F32, p->w.ndim, p->w.shape, NULL, h, ktorch_cpu(), &ht));
        CK(ktorch_tensor_copy(m->ctx, &p->w, &ht, NULL));
        free(h);
    }
}

static void sync_copies(model *m) {
    int i;
    if (m->adt == KTORCH_F32) return;
    for (i = 0; i < m->np; i++) CK(ktorch_tensor_copy(m->ctx, &m->p[i].wc, &m->p[i].w, NULL));
}

/* A block's activations but its input x, which the backward reads. */
static void acts_make(model *m, layer_acts *a) {
    const config *c = &m->c;
    int64_t BT = (int64_t)c->batch * c->seq, QW = (int64_t)(c->heads + 2 * c->kv_heads) * c->head_dim;
    int64_t HD = (int64_t)c->heads * c->head_dim;
    a->h1 = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    a->rstd1 = mk(m, KTORCH_F32, 1, BT, 0, 0, 0);
    a->qkv = mk(m, m->adt, 2, BT, QW, 0, 0);
    if (!m->direct) {
        a->q = mk(m, m->qdt, 4, c->batch, c->heads, c->seq, c->head_dim);
        a->k = mk(m, m->qdt, 4, c->batch, c->kv_heads, c->seq, c->head_dim);
        a->v = mk(m, m->qdt, 4, c->batch, c->kv_heads, c->seq, c->head_dim);
        a->att = mk(m, m->qdt, 4, c->batch, c->heads, c->seq, c->head_dim);
    }
    a->lse = mk(m, KTORCH_F32, 3, c->batch, c->heads, c->seq, 0);
    a->attf = mk(m, m->adt, 2, BT, HD, 0, 0);
    a->mid = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    a->h2 = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    a->rstd2 = mk(m, KTORCH_F32, 1, BT, 0, 0, 0);
    a->u = mk(m, m->adt, 2, BT, 2 * (int64_t)c->ffn, 0, 0);
    a->a = mk(m, m->adt, 2, BT, c->ffn, 0, 0);
}
static void acts_free(model *m, layer_acts *a) {
    ktorch_tensor *t[14];
    int j;
    t[0] = &a->h1, t[1] = &a->rstd1, t[2] = &a->qkv, t[3] = &a->q, t[4] = &a->k, t[5] = &a->v, t[6] = &a->att;
    t[7] = &a->lse, t[8] = &a->attf, t[9] = &a->mid, t[10] = &a->h2, t[11] = &a->rstd2, t[12] = &a->u, t[13] = &a->a;
    for (j = 0; j < 14; j++) ktorch_tensor_free(m->ctx, t[j]); /* zeroes the tensor: a second free does nothing */
}

static void build(model *m) {
    config *c = &m->c;
    int64_t BT = (int64_t)c->batch * c->seq, QW = (int64_t)(c->heads + 2 * c->kv_heads) * c->head_dim;
    int64_t HD = (int64_t)c->heads * c->head_dim;
    int l;
    char name[64];
    m->p = (param *)calloc((size_t)(6 * c->layers + 3), sizeof *m->p);
    if (!m->p) {
        fprintf(stderr, "train_tiny: out of memory\n");
        exit(1);
    }
    m->emb = add_param(m, "emb", VOCAB, c->dim, 0);
    for (l = 0; l < c->layers; l++) {
        layer_acts *a = &m->L[l];
        snprintf(name, sizeof name, "l%d.ln1", l), m->ln1[l] = add_param(m, name, c->dim, 0, 0);
        snprintf(name, sizeof name, "l%d.wqkv", l), m->wqkv[l] = add_param(m, name, QW, c->dim, 1);
        snprintf(name, sizeof name, "l%d.wo", l), m->wo[l] = add_param(m, name, c->dim, HD, 1);
        snprintf(name, sizeof name, "l%d.ln2", l), m->ln2[l] = add_param(m, name, c->dim, 0, 0);
        snprintf(name, sizeof name, "l%d.w1", l), m->w1[l] = add_param(m, name, 2 * (int64_t)c->ffn, c->dim, 1);
        snprintf(name, sizeof name, "l%d.w2", l), m->w2[l] = add_param(m, name, c->dim, c->ffn, 1);
        a->x = mk(m, m->adt, 2, BT, c->dim, 0, 0);
        if (!m->ckpt) acts_make(m, a);
    }
    m->lnf = add_param(m, "lnf", c->dim, 0, 0);
    m->lm = add_param(m, "lm_head", VOCAB, c->dim, 1);
    m->xf = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    m->hf = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    m->rstdf = mk(m, KTORCH_F32, 1, BT, 0, 0, 0);
    m->logits = mk(m, m->adt, 2, BT, VOCAB, 0, 0);
    m->ids = mk(m, KTORCH_I32, 1, BT, 0, 0, 0);
    m->targets = mk(m, KTORCH_I32, 1, BT, 0, 0, 0);
    m->mean = mk(m, KTORCH_F32, 1, 1, 0, 0, 0);
    {
        int64_t s2[1];
        s2[0] = 2 * BT;
        CK(ktorch_tensor_create(m->ctx, KTORCH_I32, 1, s2, ktorch_cpu(), &m->host_tok));
        s2[0] = 1;
        CK(ktorch_tensor_create(m->ctx, KTORCH_F32, 1, s2, ktorch_cpu(), &m->host_mean));
    }
    m->g = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    m->branch = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    m->dh = mk(m, m->adt, 2, BT, c->dim, 0, 0);
    m->dqkv = mk(m, m->adt, 2, BT, QW, 0, 0);
    if (!m->direct) {
        m->dq = mk(m, m->adt, 4, c->batch, c->heads, c->seq, c->head_dim);
        m->dk = mk(m, m->adt, 4, c->batch, c->kv_heads, c->seq, c->head_dim);
        m->dv = mk(m, m->adt, 4, c->batch, c->kv_heads, c->seq, c->head_dim);
        m->datt = mk(m, m->qdt, 4, c->batch, c->heads, c->seq, c->head_dim);
    }
    m->dattf = mk(m, m->adt, 2, BT, HD, 0, 0);
    m->du = mk(m, m->adt, 2, BT, 2 * (int64_t)c->ffn, 0, 0);
    m->da = mk(m, m->adt, 2, BT, c->ffn, 0, 0);
}

static ktorch_tensor heads_view(const model *m, const ktorch_tensor *flat, int64_t col, int heads) {
    return heads_view_of(flat, col, m->c.batch, heads, m->c.seq, m->c.head_dim);
}

/* Columns [start, end) of a [batch seq, width] tensor as [batch, seq, end - start]. */
static ktorch_tensor seq_cols(const model *m, const ktorch_tensor *flat, int64_t start, int64_t end) {
    ktorch_tensor t = *flat;
    t.ndim = 3;
    t.shape[0] = m->c.batch, t.shape[1] = m->c.seq, t.shape[2] = end - start;
    t.stride[0] = m->c.seq * flat->shape[1], t.stride[1] = flat->shape[1], t.stride[2] = 1;
    t.offset += (uint64_t)start * (t.dtype == KTORCH_F32 ? 4u : 2u);
    memset(&t.allocation, 0, sizeof t.allocation);
    return t;
}

static ktorch_tensor cols(const ktorch_tensor *t, int64_t start, int64_t end) {
    ktorch_tensor s;
    CK(ktorch_tensor_slice(t, 1, start, end, 1, &s));
    return s;
}

/* FLOPs of one causal attention forward (the pairs a query sees; the
   backward is 2.5 times as many) */
static double attn_flops(const config *c) {
    return 4.0 * c->batch * c->heads * c->head_dim * ((double)c->seq * (c->seq + 1) / 2);
}

/* Block l from its input L[l].x into its activations, and the residual
   stream into next (NULL: the recomputation of checkpointing, which needs
   only the activations). */
static void layer_forward(model *m, int l, ktorch_tensor *next) {
    config *c = &m->c;
    int64_t HD = (int64_t)c->heads * c->head_dim, KD = (int64_t)c->kv_heads * c->head_dim;
    layer_acts *a = &m->L[l];
    ktorch_attention_params ap;
    ktorch_norm_params np;
    ktorch_rope_params rp;
    ktorch_tensor vw, gate, up, q, k, v, att;
    memset(&ap, 0, sizeof ap);
    memset(&np, 0, sizeof np);
    memset(&rp, 0, sizeof rp);
    ap.causal = 1;
    OP(m, "rmsnorm", 0, 2 * nbytes(&a->x), ktorch_rmsnorm(m->ctx, &a->x, W(m, m->ln1[l]), &a->h1, &a->rstd1, &np));
    mm(m, "matmul fwd", &a->h1, W(m, m->wqkv[l]), &a->qkv, 0, 1, 0.0f);
    if (m->direct) { /* q and k turned in place, one launch over their heads */
        ktorch_tensor qk = seq_cols(m, &a->qkv, 0, HD + KD);
        rp.head_dim = c->head_dim;
        OP(m, "rope", 0, 2 * nbytes(&qk), ktorch_rope(m->ctx, &qk, NULL, &qk, &rp));
        q = heads_view(m, &a->qkv, 0, c->heads), k = heads_view(m, &a->qkv, HD, c->kv_heads), v = heads_view(m, &a->qkv, HD + KD, c->kv_heads);
        att = heads_view(m, &a->attf, 0, c->heads);
    } else {
        q = a->q, k = a->k, v = a->v, att = a->att;
        vw = heads_view(m, &a->qkv, 0, c->heads), OP(m, "copy", 0, 2 * nbytes(&q), ktorch_tensor_copy(m->ctx, &q, &vw, NULL));
        vw = heads_view(m, &a->qkv, HD, c->kv_heads), OP(m, "copy", 0, 2 * nbytes(&k), ktorch_tensor_copy(m->ctx, &k, &vw, NULL));
        vw = heads_view(m, &a->qkv, HD + KD, c->kv_heads), OP(m, "copy", 0, 2 * nbytes(&v), ktorch_tensor_copy(m->ctx, &v, &vw, NULL));
        OP(m, "rope", 0, 2 * nbytes(&q), ktorch_rope(m->ctx, &q, NULL, &q, NULL));
        OP(m, "rope", 0, 2 * nbytes(&k), ktorch_rope(m->ctx, &k, NULL, &k, NULL));
    }
    ap.lse = &a->lse;
    OP(m, "attention", attn_flops(c), nbytes(&q) + nbytes(&k) + nbytes(&v) + nbytes(&att), ktorch_attention(m->ctx, &q, &k, &v, &att, &ap));
    if (!m->direct) vw = heads_view(m, &a->attf, 0, c->heads), OP(m, "copy", 0, 2 * nbytes(&att), ktorch_tensor_copy(m->ctx, &vw, &att, NULL));
    /* mid = x + attf Wo^T, the add fused with the norm (the recomputation
       of checkpointing repeats it: the same bits) */
    mm(m, "matmul fwd", &a->attf, W(m, m->wo[l]), &m->branch, 0, 1, 0.0f);
    OP(m, "rmsnorm", 0, 4 * nbytes(&a->mid), ktorch_add_rmsnorm(m->ctx, &m->branch, &a->x, W(m, m->ln2[l]), &a->mid, &a->h2, &a->rstd2, &np));
    mm(m, "matmul fwd", &a->h2, W(m, m->w1[l]), &a->u, 0, 1, 0.0f);
    gate = cols(&a->u, 0, c->ffn), up = cols(&a->u, c->ffn, 2 * (int64_t)c->ffn);
    OP(m, "swiglu", 0, nbytes(&a->u) + nbytes(&a->a), ktorch_swiglu(m->ctx, &gate, &up, &a->a));
    if (!next) return;
    /* next = mid + a W2^T through beta = 1 (not fused with the next block's norm, whose recomputation starts from next) */
    OP(m, "copy", 0, 2 * nbytes(&a->mid), ktorch_tensor_copy(m->ctx, next, &a->mid, NULL));
    mm(m, "matmul fwd", &a->a, W(m, m->w2[l]), next, 0, 1, 1.0f);
}

/* Forward over the batch in m->ids / m->targets; with `train`, dlogits
   replace the logits for the backward. Returns the mean loss. */
static float forward(model *m, int train) {
    config *c = &m->c;
    ktorch_norm_params np;
    ktorch_cross_entropy_params cp;
    int i, l;
    memset(&np, 0, sizeof np);
    memset(&cp, 0, sizeof cp);
    OP(m, "embedding", 0, 2 * nbytes(&m->xf), ktorch_embedding(m->ctx, &m->ids, W(m, m->emb), c->layers ? &m->L[0].x : &m->xf));
    /* the gradients that ops add to, zeroed while the device runs the forward */
    for (i = 0; train && i < m->np; i++)
        if (m->p[i].w.ndim == 1 || i == m->emb) OP(m, "zero grads", 0, nbytes(&m->p[i].g), ktorch_tensor_fill_bytes(m->ctx, &m->p[i].g, 0));
    for (l = 0; l < c->layers; l++) {
        if (m->ckpt) acts_make(m, &m->L[l]);
        layer_forward(m, l, l + 1 < c->layers ? &m->L[l + 1].x : &m->xf);
        if (m->ckpt) acts_free(m, &m->L[l]);
    }
    OP(m, "rmsnorm", 0, 2 * nbytes(&m->xf), ktorch_rmsnorm(m->ctx, &m->xf, W(m, m->lnf), &m->hf, &m->rstdf, &np));
    mm(m, "matmul fwd", &m->hf, W(m, m->lm), &m->logits, 0, 1, 0.0f);
    OP(m, "cross-entropy", 0, 2 * nbytes(&m->logits),
       ktorch_cross_entropy(m->ctx, &m->logits, &m->targets, NULL, train ? &m->logits : NULL, &m->mean, &cp));
    CK(ktorch_tensor_copy(m->ctx, &m->host_mean, &m->mean, NULL));
    return *(const float *)ktorch_tensor_ptr(&m->host_mean);
}

/* Gradients of the mean loss into every param's g: a matrix's written by
   its one product (beta 0), the norms' and the embedding's added to
   (forward zeroed them). */
static void backward(model *m) {
    config *c = &m->c;
    int64_t HD = (int64_t)c->heads * c->head_dim, KD = (int64_t)c->kv_heads * c->head_dim;
    ktorch_attention_params ap;
    ktorch_norm_params np, acc;
    ktorch_rope_params rp;
    int l;
    memset(&ap, 0, sizeof ap);
    memset(&np, 0, sizeof np);
    memset(&rp, 0, sizeof rp);
    rp.head_dim = c->head_dim;
    ap.causal = 1;
    acc = np;
    acc.accumulate_dx = 1;
    /* logits = hf lm^T: dlm += dlogits^T hf, dhf = dlogits lm */
    mm(m, "matmul dW", &m->logits, &m->hf, &m->p[m->lm].g, 1, 0, 0.0f);
    mm(m, "matmul dX", &m->logits, W(m, m->lm), &m->dh, 0, 0, 0.0f);
    OP(m, "rmsnorm bwd", 0, 3 * nbytes(&m->xf),
       ktorch_rmsnorm_backward(m->ctx, &m->dh, &m->xf, W(m, m->lnf), &m->rstdf, &m->g, &m->p[m->lnf].g, &np));
    /* m->g holds dL/d(residual stream) from here on */
    for (l = c->layers - 1; l >= 0; l--) {
        layer_acts *a = &m->L[l];
        ktorch_tensor vw, dgate, dup, gate, up, q, k, v, att, datt, dq, dk, dv;
        if (m->ckpt) { /* recompute the block from its saved input */
            acts_make(m, a);
            layer_forward(m, l, NULL);
        }
        /* MLP: out = mid + a w2^T */
        mm(m, "matmul dW", &m->g, &a->a, &m->p[m->w2[l]].g, 1, 0, 0.0f);
        mm(m, "matmul dX", &m->g, W(m, m->w2[l]), &m->da, 0, 0, 0.0f);
        gate = cols(&a->u, 0, c->ffn), up = cols(&a->u, c->ffn, 2 * (int64_t)c->ffn);
        dgate = cols(&m->du, 0, c->ffn), dup = cols(&m->du, c->ffn, 2 * (int64_t)c->ffn);
        OP(m, "swiglu bwd", 0, 2 * nbytes(&a->u) + nbytes(&m->da), ktorch_swiglu_backward(m->ctx, &m->da, &gate, &up, &dgate, &dup));
        mm(m, "matmul dW", &m->du, &a->h2, &m->p[m->w1[l]].g, 1, 0, 0.0f);
        mm(m, "matmul dX", &m->du, W(m, m->w1[l]), &m->dh, 0, 0, 0.0f);
        OP(m, "rmsnorm bwd", 0, 4 * nbytes(&a->mid),
           ktorch_rmsnorm_backward(m->ctx, &m->dh, &a->mid, W(m, m->ln2[l]), &a->rstd2, &m->g, &m->p[m->ln2[l]].g, &acc));
        /* attention: mid = x + attf wo^T */
        mm(m, "matmul dW", &m->g, &a->attf, &m->p[m->wo[l]].g, 1, 0, 0.0f);
        mm(m, "matmul dX", &m->g, W(m, m->wo[l]), &m->dattf, 0, 0, 0.0f);
        if (m->direct) {
            q = heads_view(m, &a->qkv, 0, c->heads), k = heads_view(m, &a->qkv, HD, c->kv_heads), v = heads_view(m, &a->qkv, HD + KD, c->kv_heads);
            att = heads_view(m, &a->attf, 0, c->heads), datt = heads_view(m, &m->dattf, 0, c->heads);
            dq = heads_view(m, &m->dqkv, 0, c->heads), dk = heads_view(m, &m->dqkv, HD, c->kv_heads), dv = heads_view(m, &m->dqkv, HD + KD, c->kv_heads);
        } else {
            q = a->q, k = a->k, v = a->v, att = a->att, datt = m->datt, dq = m->dq, dk = m->dk, dv = m->dv;
            vw = heads_view(m, &m->dattf, 0, c->heads), OP(m, "copy", 0, 2 * nbytes(&datt), ktorch_tensor_copy(m->ctx, &datt, &vw, NULL));
        }
        OP(m, "attention bwd", 2.5 * attn_flops(c), 2 * (nbytes(&q) + nbytes(&k) + nbytes(&v)) + 2 * nbytes(&att),
           ktorch_attention_backward(m->ctx, &q, &k, &v, &att, &a->lse, &datt, &dq, &dk, &dv, &ap));
        if (m->direct) {
            ktorch_tensor dqk = seq_cols(m, &m->dqkv, 0, HD + KD);
            OP(m, "rope", 0, 2 * nbytes(&dqk), ktorch_rope_backward(m->ctx, &dqk, NULL, &dqk, &rp));
        } else {
            OP(m, "rope", 0, 2 * nbytes(&dq), ktorch_rope_backward(m->ctx, &dq, NULL, &dq, NULL));
            OP(m, "rope", 0, 2 * nbytes(&dk), ktorch_rope_backward(m->ctx, &dk, NULL, &dk, NULL));
            vw = heads_view(m, &m->dqkv, 0, c->heads), OP(m, "copy", 0, 2 * nbytes(&dq), ktorch_tensor_copy(m->ctx, &vw, &dq, NULL));
            vw = heads_view(m, &m->dqkv, HD, c->kv_heads), OP(m, "copy", 0, 2 * nbytes(&dk), ktorch_tensor_copy(m->ctx, &vw, &dk, NULL));
            vw = heads_view(m, &m->dqkv, HD + KD, c->kv_heads), OP(m, "copy", 0, 2 * nbytes(&dv), ktorch_tensor_copy(m->ctx, &vw, &dv, NULL));
        }
        mm(m, "matmul dW", &m->dqkv, &a->h1, &m->p[m->wqkv[l]].g, 1, 0, 0.0f);
        mm(m, "matmul dX", &m->dqkv, W(m, m->wqkv[l]), &m->dh, 0, 0, 0.0f);
        OP(m, "rmsnorm bwd", 0, 4 * nbytes(&a->x),
           ktorch_rmsnorm_backward(m->ctx, &m->dh, &a->x, W(m, m->ln1[l]), &a->rstd1, &m->g, &m->p[m->ln1[l]].g, &acc));
        if (m->ckpt) acts_free(m, a);
    }
    OP(m, "embedding bwd", 0, nbytes(&m->g), ktorch_embedding_backward(m->ctx, &m->g, &m->ids, &m->p[m->emb].g));
}

static void destroy(model *m) {
    int i, l, j;
    for (i = 0; i < m->np; i++) {
        ktorch_tensor *t[5];
        t[0] = &m->p[i].w, t[1] = &m->p[i].wc, t[2] = &m->p[i].g, t[3] = &m->p[i].m, t[4] = &m->p[i].v;
        for (j = 0; j < 5; j++) ktorch_tensor_free(m->ctx, t[j]); /* a zero tensor (no bf16 copy) frees nothing */
    }
    for (l = 0; l < m->c.layers; l++) {
        layer_acts *a = &m->L[l];
        ktorch_tensor *t[15];
        t[0] = &a->x, t[1] = &a->h1, t[2] = &a->rstd1, t[3] = &a->qkv, t[4] = &a->q, t[5] = &a->k, t[6] = &a->v, t[7] = &a->att;
        t[8] = &a->lse, t[9] = &a->attf, t[10] = &a->mid, t[11] = &a->h2, t[12] = &a->rstd2, t[13] = &a->u, t[14] = &a->a;
        for (j = 0; j < 15; j++) ktorch_tensor_free(m->ctx, t[j]);
    }
    {
        ktorch_tensor *t[20];
        t[0] = &m->xf, t[1] = &m->hf, t[2] = &m->rstdf, t[3] = &m->logits, t[4] = &m->ids, t[5] = &m->targets, t[6] = &m->mean;
        t[7] = &m->host_tok, t[8] = &m->host_mean, t[9] = &m->g, t[10] = &m->dh, t[11] = &m->dqkv, t[12] = &m->dq, t[13] = &m->dk;
        t[14] = &m->dv, t[15] = &m->datt, t[16] = &m->dattf, t[17] = &m->du, t[18] = &m->da, t[19] = &m->branch;
        for (j = 0; j < 20; j++) ktorch_tensor_free(m->ctx, t[j]);
    }
    free(m->p);
    ktorch_context_destroy(m->ctx);
}

/* Sequences of seq+1 bytes starting at off[b]: inputs and next-byte targets */
static void load_batch(model *m, const unsigned char *text, const int64_t *off) {
    const config *c = &m->c;
    int32_t *h = (int32_t *)ktorch_tensor_ptr(&m->host_tok);
    int64_t BT = (int64_t)c->batch * c->seq, b, t;
    ktorch_tensor ids, tg;
    for (b = 0; b < c->batch; b++)
        for (t = 0; t < c->seq; t++) {
            h[b * c->seq + t] = text[off[b] + t];
            h[BT + b * c->seq + t] = text[off[b] + t + 1];
        }
    CK(ktorch_tensor_slice(&m->host_tok, 0, 0, BT, 1, &ids));
    CK(ktorch_tensor_slice(&m->host_tok, 0, BT, 2 * BT, 1, &tg));
    CK(ktorch_tensor_copy(m->ctx, &m->ids, &ids, NULL));
    CK(ktorch_tensor_copy(m->ctx, &m->targets, &tg, NULL));
}


/* ---- checkpoint and chart ---- */
typedef struct history {
    float *train;  /* loss of step s at [s - 1] */
    float *eval;   /* (step, loss) pairs */
    int64_t steps, evals;
} history;

static void save_checkpoint(model *m, const char *path, int64_t step, uint64_t rng, history *hist) {
    ktorch_safetensors_item *items = (ktorch_safetensors_item *)calloc((size_t)(3 * m->np + 2), sizeof *items);
    char (*names)[80] = (char (*)[80])calloc((size_t)(2 * m->np), sizeof *names);
    char cfg[9][32];
    ktorch_safetensors_meta meta[11];
    ktorch_tensor tr, ev;
    int64_t s1[1], s2[2];
    int i, n = 0;
    if (!items || !names) {
        fprintf(stderr, "train_tiny: out of memory\n");
        exit(1);
    }
    for (i = 0; i < m->np; i++) {
        items[n].name = m->p[i].name, items[n++].tensor = &m->p[i].w;
        snprintf(names[2 * i], 80, "adamw.m.%s", m->p[i].name);
        snprintf(names[2 * i + 1], 80, "adamw.v.%s", m->p[i].name);
        items[n].name = names[2 * i], items[n++].tensor = &m->p[i].m;
        items[n].name = names[2 * i + 1], items[n++].tensor = &m->p[i].v;
    }
    s1[0] = hist->steps, s2[0] = hist->evals, s2[1] = 2;
    CK(ktorch_tensor_wrap(KTORCH_F32, 1, s1, NULL, hist->train, ktorch_cpu(), &tr));
    CK(ktorch_tensor_wrap(KTORCH_F32, 2, s2, NULL, hist->eval, ktorch_cpu(), &ev));
    items[n].name = "history.train_loss", items[n++].tensor = &tr;
    items[n].name = "history.eval_loss", items[n++].tensor = &ev;
    snprintf(cfg[0], 32, "%lld", (long long)step);
    snprintf(cfg[1], 32, "%016llx", (unsigned long long)rng);
    snprintf(cfg[2], 32, "%d", m->c.layers);
    snprintf(cfg[3], 32, "%d", m->c.dim);
    snprintf(cfg[4], 32, "%d", m->c.heads);
    snprintf(cfg[5], 32, "%d", m->c.kv_heads);
    snprintf(cfg[6], 32, "%d", m->c.head_dim);
    snprintf(cfg[7], 32, "%d", m->c.ffn);
    meta[0].key = "step", meta[0].value = cfg[0];
    meta[1].key = "rng", meta[1].value = cfg[1];
    meta[2].key = "layers", meta[2].value = cfg[2];
    meta[3].key = "dim", meta[3].value = cfg[3];
    meta[4].key = "heads", meta[4].value = cfg[4];
    meta[5].key = "kv_heads", meta[5].value = cfg[5];
    meta[6].key = "head_dim", meta[6].value = cfg[6];
    meta[7].key = "ffn", meta[7].value = cfg[7];
    meta[8].key = "vocab", meta[8].value = "256";
    meta[9].key = "dtype", meta[9].value = m->adt == KTORCH_F32 ? "f32" : "bf16";
    snprintf(cfg[8], 32, "%d", m->c.seq);
    meta[10].key = "seq", meta[10].value = cfg[8];
    CK(ktorch_safetensors_save(m->ctx, path, items, n, meta, 11));
    free(items);
    free(names);
}

static int meta_int(const ktorch_safetensors *st, const char *key, int *out) {
    const char *v = ktorch_safetensors_metadata(st, key);
    char *end;
    long x;
    if (!v) return 0;
    x = strtol(v, &end, 10);
    if (*end || x < 1 || x > 1 << 20) return 0;
    *out = (int)x;
    return 1;
}

static void load_into(model *m, const ktorch_safetensors *st, const char *name, ktorch_tensor *dst) {
    ktorch_tensor t;
    char what[160];
    snprintf(what, sizeof what, "checkpoint tensor %s", name);
    if (ktorch_safetensors_load(m->ctx, st, name, m->dev, &t) != KTORCH_OK) die(what);
    if (ktorch_tensor_copy(m->ctx, dst, &t, NULL) != KTORCH_OK) die(what);
    ktorch_tensor_free(m->ctx, &t);
}

static void load_history(model *m, const ktorch_safetensors *st, const char *name, float **buf, int64_t *count, int64_t cap, int width) {
    ktorch_tensor t;
    const ktorch_safetensors_entry *e = ktorch_safetensors_find(st, name);
    int64_t n;
    if (!e || ktorch_safetensors_load(m->ctx, st, name, ktorch_cpu(), &t) != KTORCH_OK) die(name);
    n = ktorch_tensor_numel(&t) / width;
    if (t.dtype != KTORCH_F32 || n > cap) {
        fprintf(stderr, "train_tiny: checkpoint %s: %lld rows, more than the %lld this run holds\n", name, (long long)n, (long long)cap);
        exit(1);
    }
    memcpy(*buf, ktorch_tensor_ptr(&t), (size_t)(n * width) * sizeof(float));
    *count = n;
    ktorch_tensor_free(m->ctx, &t);
}

static void write_svg(const char *path, const history *h) {
    FILE *f = fopen(path, "w");
    const double X0 = 70, Y0 = 30, PW = 560, PH = 300;
    double lo = 1e30, hi = -1e30, xmax = (double)(h->steps > 1 ? h->steps : 2);
    int64_t i;
    int t;
    if (!f) {
        fprintf(stderr, "train_tiny: cannot write %s: %s\n", path, strerror(errno));
        exit(1);
    }
    for (i = 0; i < h->steps; i++) lo = h->train[i] < lo ? h->train[i] : lo, hi = h->train[i] > hi ? h->train[i] : hi;
    for (i = 0; i < h->evals; i++) lo = h->eval[2 * i + 1] < lo ? h->eval[2 * i + 1] : lo, hi = h->eval[2 * i + 1] > hi ? h->eval[2 * i + 1] : hi;
    if (!(hi > lo)) lo = 0, hi = 1;
    lo = floor(lo * 2) / 2, hi = ceil(hi * 2) / 2;
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"680\" height=\"390\" font-family=\"sans-serif\" font-size=\"12\">\n");
    fprintf(f, "<rect width=\"680\" height=\"390\" fill=\"white\"/>\n");
    fprintf(f, "<text x=\"340\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">train_tiny: cross-entropy (nats per byte)</text>\n");
    fprintf(f, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"black\"/>\n", X0, Y0, PW, PH);
    for (t = 0; t <= 5; t++) {
        double yv = lo + (hi - lo) * t / 5, y = Y0 + PH - PH * t / 5;
        double xv = xmax * t / 5, x = X0 + PW * t / 5;
        fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#ddd\"/>\n", X0, y, X0 + PW, y);
        fprintf(f, "<text x=\"%g\" y=\"%g\" text-anchor=\"end\">%.2f</text>\n", X0 - 6, y + 4, yv);
        fprintf(f, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">%.0f</text>\n", x, Y0 + PH + 16, xv);
    }
    fprintf(f, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">step</text>\n", X0 + PW / 2, Y0 + PH + 34);
    fprintf(f, "<text x=\"16\" y=\"%g\" text-anchor=\"middle\" transform=\"rotate(-90 16 %g)\">loss</text>\n", Y0 + PH / 2, Y0 + PH / 2);
    fprintf(f, "<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1\" points=\"");
    for (i = 0; i < h->steps; i++)
        fprintf(f, "%.1f,%.1f ", X0 + PW * (double)(i + 1) / xmax, Y0 + PH - PH * (h->train[i] - lo) / (hi - lo));
    fprintf(f, "\"/>\n<polyline fill=\"none\" stroke=\"#ff7f0e\" stroke-width=\"2\" points=\"");
    for (i = 0; i < h->evals; i++)
        fprintf(f, "%.1f,%.1f ", X0 + PW * h->eval[2 * i] / xmax, Y0 + PH - PH * (h->eval[2 * i + 1] - lo) / (hi - lo));
    fprintf(f, "\"/>\n");
    fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#1f77b4\"/><text x=\"%g\" y=\"%g\">train</text>\n", X0 + PW - 130, Y0 + 16,
            X0 + PW - 110, Y0 + 16, X0 + PW - 104, Y0 + 20);
    fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#ff7f0e\" stroke-width=\"2\"/><text x=\"%g\" y=\"%g\">held-out</text>\n",
            X0 + PW - 130, Y0 + 34, X0 + PW - 110, Y0 + 34, X0 + PW - 104, Y0 + 38);
    fprintf(f, "</svg>\n");
    fclose(f);
}

/* Dense bf16 tensor-core peak (TFLOP/s, f32 accumulate, no sparsity) by
   device name, from the vendors' data sheets; 0 when not listed. More
   specific names first. */
static double peak_tflops(const char *name) {
    static const struct {
        const char *key;
        double tflops;
    } t[] = {{"H100 PCIe", 756.5}, {"H100 NVL", 835.5}, {"H100", 989.4}, {"H800", 989.4}, {"H200", 989.4}, {"B200", 2250.0},
             {"A100", 312.0},      {"A800", 312.0},     {"L40S", 362.1}, {"L4", 121.0},   {"RTX 4090", 165.2}};
    size_t i;
    for (i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strstr(name, t[i].key)) return t[i].tflops;
    return 0;
}

/* Checked size arithmetic: a size that overflows int64 stops the program. */
static int64_t ck_mul(int64_t a, int64_t b) {
    if (a < 0 || b < 0 || (a && b > INT64_MAX / a)) {
        fprintf(stderr, "train_tiny: model size: %lld x %lld overflows\n", (long long)a, (long long)b);
        exit(2);
    }
    return a * b;
}
static int64_t ck_add(int64_t a, int64_t b) {
    if (a < 0 || b < 0 || b > INT64_MAX - a) {
        fprintf(stderr, "train_tiny: model size: %lld + %lld overflows\n", (long long)a, (long long)b);
        exit(2);
    }
    return a + b;
}

/* Parameters, and the bytes of every tensor build() and a step allocate
   (per parameter: f32 master, gradient and two moments, plus the 16-bit
   copy; the activations of every block, or of one with checkpointing). */
static int64_t count_params(const config *c) {
    int64_t D = c->dim, HD = ck_mul(c->heads, c->head_dim), QW = ck_mul(c->heads + 2 * (int64_t)c->kv_heads, c->head_dim);
    int64_t blk = ck_add(ck_add(ck_mul(QW, D), ck_mul(HD, D)), ck_add(ck_mul(ck_mul(3, c->ffn), D), ck_mul(2, D)));
    return ck_add(ck_add(ck_mul(2 * VOCAB, D), D), ck_mul(c->layers, blk));
}
static int64_t model_bytes(const config *c, int64_t params, int adt_size, int qdt_size, int direct, int ckpt, int64_t *acts) {
    int64_t BT = ck_mul(c->batch, c->seq), D = c->dim, F = c->ffn, HD = ck_mul(c->heads, c->head_dim);
    int64_t KD = ck_mul(c->kv_heads, c->head_dim), QW = ck_add(HD, ck_mul(2, KD));
    /* with direct, none of q, k, v, att and their gradients: views of qkv, attf, dqkv, dattf */
    int dsize = direct ? 0 : adt_size;
    if (direct) qdt_size = 0;
    /* per token: a block's activations but its input (acts_make), and the step's own tensors */
    int64_t blk = ck_add(ck_mul(adt_size, ck_add(ck_add(ck_mul(3, D), QW), ck_add(HD, ck_mul(3, F)))),
                         ck_add(ck_mul(qdt_size, ck_add(ck_mul(2, HD), ck_mul(2, KD))), ck_mul(4, 2 + (int64_t)c->heads)));
    int64_t own = ck_add(ck_add(ck_mul(adt_size, ck_add(ck_add(ck_mul(5, D), VOCAB), ck_add(ck_add(QW, HD), ck_mul(3, F)))),
                                ck_mul(dsize, ck_add(HD, ck_mul(2, KD)))),
                         ck_add(ck_mul(qdt_size, HD), 4 + 8));
    int64_t per_tok = ck_add(ck_add(own, ck_mul(ck_mul(c->layers, adt_size), D)), ck_mul(ckpt ? 1 : c->layers, blk));
    *acts = ck_mul(BT, per_tok);
    return ck_add(*acts, ck_mul(params, 16 + (adt_size == 2 ? 2 : 0)));
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: train_tiny [options]\n"
            "  --backend cpu|cuda   where tensors live and ops run (cpu)\n"
            "  --dtype f32|bf16     activations and the weights the forward reads; master weights and AdamW state stay f32 (f32)\n"
            "  --layers N --dim N --heads N --kv-heads N --head-dim N --ffn N   model size (2 128 4 2 32 384;\n"
            "                       with --backend cuda, 2 1 64 heads unless given: its attention runs head dims 64 and 128)\n"
            "  --model 124m         a preset: 12 layers, dim 768, 6/6 heads of 128, ffn 3456, seq 1024, batch 16 (124.3M params;\n"
            "                       flags after it change single sizes)\n"
            "  --seq N --batch N    tokens per sequence and sequences per step (64 8)\n"
            "  --steps N            train until step N (1000)\n"
            "  --lr X --warmup N --weight-decay X --clip X   AdamW (3e-3 20 0.1 1.0)\n"
            "  --seed N             initialisation and batch sampling (1)\n"
            "  --eval-every N --eval-batches N   held-out loss every N steps over N batches (50 8)\n"
            "  --threads N          CPU threads (0 = all)\n"
            "  --data DIR           corpus directory (" CORPUS_DIR ", Debian package `fortunes`)\n"
            "  --out DIR            writes DIR/checkpoint.safetensors and DIR/loss.svg (build/tiny; - writes nothing)\n"
            "  --profile N          time each op kind with device events over the last N steps and print a table\n"
            "  --peak-tflops X      the device's dense bf16 peak for MFU (default: a table of device names)\n"
            "  --kernel-cache DIR   keep compiled GPU kernels in DIR (CUDA)\n"
            "  --attn-bwd-atomic    CUDA attention backward sums dQ with atomics: faster, dQ's last bits vary run to run\n"
            "  --resume FILE        continue from a checkpoint (its model size and dtype apply)\n"
            "  --checkpoint         activation checkpointing: keep each block's input only, recompute the rest in the\n"
            "                       backward (the same results, less memory; prints the pool's peak either way)\n");
}

int main(int argc, char **argv) {
    model m;
    config *c = &m.c;
    ktorch_context_desc cd;
    const char *backend = "cpu", *dtype = "f32", *dir = CORPUS_DIR, *out = "build/tiny", *resume = NULL, *kcache = NULL, *peak_from = NULL;
    long steps = 1000, seed = 1, eval_every = 50, eval_batches = 8, warmup = 20, threads = 0, profile = 0;
    float lr = 3e-3f, wd = 0.1f, clip = 1.0f, peak = 0;
    unsigned char *text;
    int64_t size, ntrain, nheld, step = 0, b;
    uint64_t rng;
    history hist;
    const ktorch_tensor **grads;
    int64_t *off;
    char path[4096], devname[128];
    int i, heads_given = 0, attn_atomic = 0;
    double t_start, tok_time = 0, steady_time = 0, flops_tok;
    int64_t tok_count = 0, steady_steps = 0, params, acts, need;
    int64_t first_step;

    tiny_prog = "train_tiny";
    setvbuf(stdout, NULL, _IOLBF, 0); /* progress lines in order with errors */
    memset(&m, 0, sizeof m);
    c->layers = 2, c->dim = 128, c->heads = 4, c->kv_heads = 2, c->head_dim = 32, c->ffn = 384, c->seq = 64, c->batch = 8;
    for (i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int *ip = NULL;
        long *lp = NULL;
        float *fp = NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--checkpoint") || !strcmp(a, "--attn-bwd-atomic")) { /* flags: no value */
            if (a[2] == 'c') m.ckpt = 1;
            else attn_atomic = 1;
            i--;
            continue;
        }
        if (!v) {
            fprintf(stderr, "train_tiny: %s needs a value\n", a);
            usage(stderr);
            return 2;
        }
        if (!strcmp(a, "--model")) {
            if (strcmp(v, "124m")) {
                fprintf(stderr, "train_tiny: --model %s: the preset is 124m\n", v);
                return 2;
            }
            c->layers = 12, c->dim = 768, c->heads = 6, c->kv_heads = 6, c->head_dim = 128, c->ffn = 3456, c->seq = 1024, c->batch = 16;
            heads_given = 1;
            continue;
        }
        if (!strcmp(a, "--backend")) backend = v;
        else if (!strcmp(a, "--dtype")) dtype = v;
        else if (!strcmp(a, "--data")) dir = v;
        else if (!strcmp(a, "--out")) out = v;
        else if (!strcmp(a, "--resume")) resume = v;
        else if (!strcmp(a, "--kernel-cache")) kcache = v;
        else if (!strcmp(a, "--profile")) lp = &profile;
        else if (!strcmp(a, "--peak-tflops")) fp = &peak, peak_from = "--peak-tflops";
        else if (!strcmp(a, "--layers")) ip = &c->layers;
        else if (!strcmp(a, "--dim")) ip = &c->dim;
        else if (!strcmp(a, "--heads")) ip = &c->heads, heads_given = 1;
        else if (!strcmp(a, "--kv-heads")) ip = &c->kv_heads, heads_given = 1;
        else if (!strcmp(a, "--head-dim")) ip = &c->head_dim, heads_given = 1;
        else if (!strcmp(a, "--ffn")) ip = &c->ffn;
        else if (!strcmp(a, "--seq")) ip = &c->seq;
        else if (!strcmp(a, "--batch")) ip = &c->batch;
        else if (!strcmp(a, "--steps")) lp = &steps;
        else if (!strcmp(a, "--seed")) lp = &seed;
        else if (!strcmp(a, "--eval-every")) lp = &eval_every;
        else if (!strcmp(a, "--eval-batches")) lp = &eval_batches;
        else if (!strcmp(a, "--warmup")) lp = &warmup;
        else if (!strcmp(a, "--threads")) lp = &threads;
        else if (!strcmp(a, "--lr")) fp = &lr;
        else if (!strcmp(a, "--weight-decay")) fp = &wd;
        else if (!strcmp(a, "--clip")) fp = &clip;
        else {
            fprintf(stderr, "train_tiny: unknown option %s\n", a);
            usage(stderr);
            return 2;
        }
        if (ip || lp) {
            char *end;
            long x = strtol(v, &end, 10);
            if (*end || x < 0 || x > (1L << 30) || (ip && x < 1)) {
                fprintf(stderr, "train_tiny: %s %s: not a valid count\n", a, v);
                return 2;
            }
            if (ip) *ip = (int)x;
            else *lp = x;
        } else if (fp) {
            char *end;
            *fp = strtof(v, &end);
            if (*end || !(*fp >= 0)) {
                fprintf(stderr, "train_tiny: %s %s: not a valid number\n", a, v);
                return 2;
            }
        }
    }
    if (strcmp(dtype, "f32") && strcmp(dtype, "bf16")) {
        fprintf(stderr, "train_tiny: --dtype %s: f32 or bf16\n", dtype);
        return 2;
    }
    m.adt = strcmp(dtype, "bf16") ? KTORCH_F32 : KTORCH_BF16;
    if (eval_every < 1 || eval_batches < 1) {
        fprintf(stderr, "train_tiny: --eval-every and --eval-batches must be at least 1\n");
        return 2;
    }

    text = read_corpus(dir, &size);
    if (!text || size < 1024) {
        fprintf(stderr, "train_tiny: no corpus in %s: " CORPUS_HINT "\n", dir);
        return 1;
    }
    ntrain = corpus_train_bytes(size);
    nheld = size - ntrain;

    memset(&cd, 0, sizeof cd);
    cd.num_threads = (int)threads;
    CK(ktorch_context_create(&cd, &m.ctx));
    if (!strcmp(backend, "cpu")) {
        m.dev = ktorch_cpu();
    } else if (!strcmp(backend, "cuda")) {
        ktorch_cuda_desc cud;
        memset(&cud, 0, sizeof cud);
        cud.cache_dir = kcache;
        cud.attn_bwd_atomic = attn_atomic;
        if (ktorch_cuda_register(m.ctx, &cud) != KTORCH_OK) die("--backend cuda");
        m.dev.backend = KTORCH_BACKEND_CUDA, m.dev.index = 0;
        if (!heads_given) c->heads = 2, c->kv_heads = 1, c->head_dim = 64; /* the same projections' widths */
    } else {
        fprintf(stderr, "train_tiny: --backend %s: cpu or cuda\n", backend);
        return 2;
    }

    rng = (uint64_t)seed;
    if (resume) {
        ktorch_safetensors *st;
        const char *v;
        if (ktorch_safetensors_open(m.ctx, resume, &st) != KTORCH_OK) die(resume);
        if (!meta_int(st, "layers", &c->layers) || !meta_int(st, "dim", &c->dim) || !meta_int(st, "heads", &c->heads) ||
            !meta_int(st, "kv_heads", &c->kv_heads) || !meta_int(st, "head_dim", &c->head_dim) || !meta_int(st, "ffn", &c->ffn) ||
            !(v = ktorch_safetensors_metadata(st, "step")) || !ktorch_safetensors_metadata(st, "rng") ||
            !ktorch_safetensors_metadata(st, "dtype")) {
            fprintf(stderr, "train_tiny: %s: not a train_tiny checkpoint (metadata missing)\n", resume);
            return 1;
        }
        step = strtoll(v, NULL, 10);
        rng = strtoull(ktorch_safetensors_metadata(st, "rng"), NULL, 16);
        m.adt = strcmp(ktorch_safetensors_metadata(st, "dtype"), "bf16") ? KTORCH_F32 : KTORCH_BF16;
        ktorch_safetensors_close(st);
    }
    if (c->layers > MAX_LAYERS || c->heads % c->kv_heads || c->head_dim % 2 || c->seq + 1 > nheld) {
        fprintf(stderr, "train_tiny: model size: layers <= %d, heads a multiple of kv-heads, head-dim even, seq < held-out bytes\n",
                MAX_LAYERS);
        return 2;
    }
    if (steps < step) steps = step;
    m.qdt = m.dev.backend == KTORCH_BACKEND_CUDA ? KTORCH_BF16 : m.adt;
    m.direct = m.qdt == m.adt;
    params = count_params(c);
    need = model_bytes(c, params, m.adt == KTORCH_F32 ? 4 : 2, m.qdt == KTORCH_F32 ? 4 : 2, m.direct, m.ckpt, &acts);
    /* 6 FLOPs a parameter a token, and attention's QK^T and PV forward and backward over the whole sequence (PaLM's count) */
    flops_tok = 6.0 * (double)params + 12.0 * c->layers * c->heads * c->head_dim * (double)c->seq;
    {
        ktorch_device_info info;
        CK(ktorch_device_info_get(m.ctx, m.dev, &info));
        /* room for kernels, the library's scratch and cuBLASLt's workspace */
        if (info.memory_bytes && (uint64_t)need + (1ull << 30) > info.memory_bytes) {
            fprintf(stderr,
                    "train_tiny: the model needs %.2f GB (%lld params: %.2f GB; activations %.2f GB) and %s has %.2f GB: "
                    "use a smaller --batch, --seq or model, or --checkpoint\n",
                    need / 1e9, (long long)params, (need - acts) / 1e9, acts / 1e9, info.name, info.memory_bytes / 1e9);
            return 1;
        }
        snprintf(devname, sizeof devname, "%s", info.name);
        if (!peak_from && (peak = (float)peak_tflops(devname)) > 0) peak_from = devname;
    }
    build(&m);

    hist.train = (float *)calloc((size_t)steps + 1, sizeof(float));
    hist.eval = (float *)calloc(2 * ((size_t)steps / (size_t)eval_every + 2), sizeof(float));
    hist.steps = hist.evals = 0;
    grads = (const ktorch_tensor **)calloc((size_t)m.np, sizeof *grads);
    off = (int64_t *)calloc((size_t)c->batch, sizeof *off);
    if (!hist.train || !hist.eval || !grads || !off) {
        fprintf(stderr, "train_tiny: out of memory\n");
        return 1;
    }
    for (i = 0; i < m.np; i++) grads[i] = &m.p[i].g;

    if (resume) {
        ktorch_safetensors *st;
        char name[96];
        CK(ktorch_safetensors_open(m.ctx, resume, &st));
        for (i = 0; i < m.np; i++) {
            load_into(&m, st, m.p[i].name, &m.p[i].w);
            snprintf(name, sizeof name, "adamw.m.%s", m.p[i].name), load_into(&m, st, name, &m.p[i].m);
            snprintf(name, sizeof name, "adamw.v.%s", m.p[i].name), load_into(&m, st, name, &m.p[i].v);
        }
        load_history(&m, st, "history.train_loss", &hist.train, &hist.steps, steps, 1);
        load_history(&m, st, "history.eval_loss", &hist.eval, &hist.evals, steps / eval_every + 2, 2);
        ktorch_safetensors_close(st);
        printf("resumed %s at step %lld\n", resume, (long long)step);
    } else {
        init_params(&m, &rng);
    }
    sync_copies(&m);
    {
        printf("train_tiny: %lld params (%d layers, dim %d, %d/%d heads of %d, ffn %d), %s on %s, %ld threads%s; corpus %lld bytes "
               "(%lld train, %lld held out)\n",
               (long long)params, c->layers, c->dim, c->heads, c->kv_heads, c->head_dim, c->ffn, m.adt == KTORCH_F32 ? "f32" : "bf16",
               backend, (long)ktorch_num_threads(m.ctx), m.ckpt ? ", activation checkpointing" : "", (long long)size, (long long)ntrain,
               (long long)nheld);
        printf("batch %d x %d tokens; %.3g FLOPs a token; memory %.2f GB (activations %.2f GB)\n", c->batch, c->seq, flops_tok, need / 1e9,
               acts / 1e9);
    }

    t_start = now();
    first_step = step;
    while (step < steps) {
        float loss, norm, scale;
        double t0 = now(), dt, gbytes = 0;
        ktorch_adamw_params ap;
        m.prof = profile && step + profile >= steps;
        for (b = 0; b < c->batch; b++) off[b] = (int64_t)(rng_next(&rng) % (uint64_t)(ntrain - c->seq - 1));
        load_batch(&m, text, off);
        loss = forward(&m, 1);
        backward(&m);
        for (i = 0; i < m.np; i++) gbytes += nbytes(&m.p[i].g);
        OP(&m, "grad norm", 0, gbytes, ktorch_grad_norm(m.ctx, grads, m.np, clip, &norm, &scale));
        step++;
        memset(&ap, 0, sizeof ap);
        ap.lr = lr * (warmup > 0 && step < warmup ? (float)step / (float)warmup : 1.0f);
        ap.grad_scale = scale;
        ap.step = step;
        for (i = 0; i < m.np; i++) {
            ap.weight_decay = m.p[i].decay ? wd : 0.0f;
            OP(&m, "adamw", 0, (double)ktorch_tensor_numel(&m.p[i].w) * (m.adt == KTORCH_F32 ? 28 : 30),
               ktorch_adamw_step(m.ctx, &m.p[i].w, &m.p[i].g, &m.p[i].m, &m.p[i].v, m.adt == KTORCH_F32 ? NULL : &m.p[i].wc, &ap));
        }
        CK(ktorch_synchronize(m.ctx, m.dev));
        dt = now() - t0;
        tok_time += dt, tok_count += (int64_t)c->batch * c->seq;
        if (m.prof) prof_collect(&m);
        else if (step - first_step > 3) steady_time += dt, steady_steps++; /* the first steps compile kernels and plan products */
        m.prof = 0;
        hist.train[hist.steps++] = loss;
        printf("step %5lld  loss %.4f (%a)  norm %.3f  lr %.2e  %.0f tok/s\n", (long long)step, loss, loss, norm, ap.lr,
               (double)c->batch * c->seq / dt);
        if (step % eval_every == 0) {
            double sum = 0;
            int64_t e;
            for (e = 0; e < eval_batches; e++) {
                for (b = 0; b < c->batch; b++) off[b] = heldout_window(size, c->seq, e * c->batch + b, eval_batches * c->batch);
                load_batch(&m, text, off);
                sum += forward(&m, 0);
            }
            hist.eval[2 * hist.evals] = (float)step, hist.eval[2 * hist.evals + 1] = (float)(sum / (double)eval_batches);
            printf("step %5lld  held-out loss %.4f (%a)  perplexity %.2f\n", (long long)step, hist.eval[2 * hist.evals + 1],
                   hist.eval[2 * hist.evals + 1], exp(hist.eval[2 * hist.evals + 1]));
            hist.evals++;
        }
    }
    if (tok_count)
        printf("trained %lld tokens in %.1f s: %.0f tok/s\n", (long long)tok_count, now() - t_start, (double)tok_count / tok_time);
    if (steady_steps) {
        double tps = (double)steady_steps * c->batch * c->seq / steady_time;
        printf("steady: %lld steps of %.2f ms, %.0f tok/s, %.1f TFLOP/s", (long long)steady_steps, 1e3 * steady_time / (double)steady_steps, tps,
               tps * flops_tok / 1e12);
        if (peak > 0) printf(", MFU %.1f%% of %.1f TFLOP/s (%s)", 100.0 * tps * flops_tok / (peak * 1e12), peak, peak_from);
        printf("\n");
    }
    if (m.nrows) {
        double total = 0, step_s;
        for (i = 0; i < m.nrows; i++) total += m.rows[i].sec;
        /* shares of a steady step (its wall time, host gaps included) where there is one */
        step_s = steady_steps ? steady_time / (double)steady_steps : total / (double)profile;
        printf("profile over %ld steps (device time per op kind, per step; %% of a %.2f ms step):\n", profile, 1e3 * step_s);
        printf("  %-14s %7s %9s %6s %12s\n", "op", "calls", "ms", "%", "rate");
        for (i = 0; i < m.nrows; i++) {
            const prof_row *r = &m.rows[i];
            double ms = 1e3 * r->sec / (double)profile;
            printf("  %-14s %7lld %9.3f %6.1f ", r->name, (long long)(r->calls / profile), ms, 100.0 * ms / (1e3 * step_s));
            if (r->flops > 0) printf("%7.1f TFLOP/s\n", r->flops / r->sec / 1e12);
            else printf("%7.1f GB/s\n", r->bytes / r->sec / 1e9);
        }
        printf("  %-14s %7s %9.3f %6.1f\n", "(ops total)", "", 1e3 * total / (double)profile, 100.0 * total / (double)profile / step_s);
    }
    {
        ktorch_pool *pool;
        ktorch_pool_stats ps;
        CK(ktorch_device_pool(m.ctx, m.dev, &pool));
        ktorch_pool_get_stats(pool, &ps);
        printf("peak pool memory %llu bytes%s\n", (unsigned long long)ps.peak_bytes_in_use, m.ckpt ? " (activation checkpointing)" : "");
    }

    if (!strcmp(out, "-")) {
        destroy(&m);
        free(hist.train), free(hist.eval), free(grads), free(off), free(text), free(m.marks);
        return 0;
    }
    {
        struct stat st;
        errno = 0;
        if (stat(out, &st) == 0 ? !S_ISDIR(st.st_mode) : mkdir(out, 0777) != 0) {
            fprintf(stderr, "train_tiny: --out %s: %s\n", out, errno ? strerror(errno) : "not a directory");
            return 1;
        }
    }
    snprintf(path, sizeof path, "%s/checkpoint.safetensors", out);
    save_checkpoint(&m, path, step, rng, &hist);
    printf("wrote %s\n", path);
    snprintf(path, sizeof path, "%s/loss.svg", out);
    write_svg(path, &hist);
    printf("wrote %s\n", path);
    destroy(&m);
    free(hist.train), free(hist.eval), free(grads), free(off), free(text), free(m.marks);
    return 0;
}
