/* generate_tiny: loads a train_tiny checkpoint, keeps its linear layers in
   one weight format after another (f32 and bf16 through ktorch_matmul_nt;
   int8, fp8, mxfp4, nvfp4, q4_0 through ktorch_quantize + ktorch_qmatmul),
   and for each scores the held-out windows train_tiny scores (perplexity
   per byte) and generates text from a prompt through a paged KV cache
   (ktorch_kv_cache_append + ktorch_attention_paged), timing the decode.
   The first pass over a window or prompt has no cached keys before it: it
   runs ktorch_attention over its own K/V (the prefill kernels) and fills
   the cache; each later byte reads the pages. --kv picks the dtype of q,
   k, v and the pages (f32 on the CPU; bf16 on CUDA, whose attention
   kernels take 16-bit inputs).
   Prints the sample text of --weights and a table. `generate_tiny --help`;
   docs/TRAINING.md. */
#include "tiny_common.h"

#define MAX_LAYERS 64
#define PAGE 16

typedef struct linear {
    ktorch_tensor w;  /* f32 [out, in] from the checkpoint */
    ktorch_tensor wb; /* bf16 copy */
    ktorch_qtensor q;
    int has_q;
} linear;

typedef struct net {
    ktorch_context *ctx;
    ktorch_device dev;
    int layers, dim, heads, kv_heads, head_dim, ffn, seq, cap;
    ktorch_tensor emb, lnf, ln1[MAX_LAYERS], ln2[MAX_LAYERS];
    linear wqkv[MAX_LAYERS], wo[MAX_LAYERS], w1[MAX_LAYERS], w2[MAX_LAYERS], lm;
    /* block table and context lengths stay on the host (no read-back on a device) */
    ktorch_tensor kp[MAX_LAYERS], vp[MAX_LAYERS], table, lens_old, lens_new, host_i32;
    /* activations for up to cap tokens */
    ktorch_tensor ids, targets, x, h, qkv, q, k, v, att, attf, o, u, a, logits, mean, host_f32;
    int format; /* -1 f32, -2 bf16, else a ktorch_quant_format */
    ktorch_dtype kv; /* q, k, v, attention output and pages */
} net;

static ktorch_tensor mk(net *n, ktorch_dtype dt, int ndim, int64_t a, int64_t b, int64_t c, int64_t d, ktorch_device dev) {
    int64_t shape[4];
    ktorch_tensor t;
    shape[0] = a, shape[1] = b, shape[2] = c, shape[3] = d;
    CK(ktorch_tensor_create(n->ctx, dt, ndim, shape, dev, &t));
    return t;
}

/* the first `rows` rows of an activation buffer */
static ktorch_tensor rows(const ktorch_tensor *t, int64_t r) {
    ktorch_tensor s;
    CK(ktorch_tensor_slice(t, 0, 0, r, 1, &s));
    return s;
}
/* the first r tokens of a [1, H, cap, D] buffer as a contiguous [1, H, r, D] */
static ktorch_tensor heads(const net *n, const ktorch_tensor *t, int hcount, int64_t r) {
    int64_t shape[4];
    ktorch_tensor s;
    shape[0] = 1, shape[1] = hcount, shape[2] = r, shape[3] = n->head_dim;
    CK(ktorch_tensor_wrap(t->dtype, 4, shape, NULL, ktorch_tensor_ptr(t), t->device, &s));
    return s;
}

static void load(net *n, const ktorch_safetensors *st, const char *name, ktorch_tensor *out) {
    char what[96];
    snprintf(what, sizeof what, "checkpoint tensor %s", name);
    if (ktorch_safetensors_load(n->ctx, st, name, n->dev, out) != KTORCH_OK) die(what);
}

static void load_linear(net *n, const ktorch_safetensors *st, const char *name, linear *l) {
    load(n, st, name, &l->w);
    CK(ktorch_tensor_create(n->ctx, KTORCH_BF16, 2, l->w.shape, n->dev, &l->wb));
    CK(ktorch_tensor_copy(n->ctx, &l->wb, &l->w, NULL));
}

static int format_of(const char *name, int *out) {
    ktorch_quant_format f;
    if (!strcmp(name, "f32")) return *out = -1, 1;
    if (!strcmp(name, "bf16")) return *out = -2, 1;
    if (!strcmp(name, "fp8")) name = "fp8_e4m3";
    if (!ktorch_quant_format_from_name(name, &f)) return 0;
    *out = (int)f;
    return 1;
}

/* Every linear layer in format f (int8 and fp8 with one scale per output
   row); returns the bytes the linear weights take. */
static uint64_t set_format(net *n, int f) {
    linear *all[4 * MAX_LAYERS + 1];
    int i, count = 0;
    uint64_t bytes = 0;
    for (i = 0; i < n->layers; i++) all[count++] = &n->wqkv[i], all[count++] = &n->wo[i], all[count++] = &n->w1[i], all[count++] = &n->w2[i];
    all[count++] = &n->lm;
    for (i = 0; i < count; i++) {
        linear *l = all[i];
        if (l->has_q) ktorch_qtensor_free(n->ctx, &l->q), l->has_q = 0;
        if (f >= 0) {
            ktorch_quant_params qp;
            memset(&qp, 0, sizeof qp);
            if (f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2)
                qp.granularity = KTORCH_QUANT_PER_CHANNEL, qp.axis = 0;
            CK(ktorch_quantize(n->ctx, &l->w, (ktorch_quant_format)f, &qp, &l->q));
            l->has_q = 1;
            bytes += ktorch_qtensor_nbytes(&l->q);
        } else {
            bytes += (uint64_t)ktorch_tensor_numel(&l->w) * (f == -1 ? 4u : 2u);
        }
    }
    n->format = f;
    return bytes;
}

static void destroy(net *n) {
    linear *all[4 * MAX_LAYERS + 1];
    ktorch_tensor *t[22];
    int i, l, count = 0;
    set_format(n, -1); /* frees the quantized copies */
    for (l = 0; l < n->layers; l++) {
        all[count++] = &n->wqkv[l], all[count++] = &n->wo[l], all[count++] = &n->w1[l], all[count++] = &n->w2[l];
        ktorch_tensor_free(n->ctx, &n->ln1[l]), ktorch_tensor_free(n->ctx, &n->ln2[l]);
        ktorch_tensor_free(n->ctx, &n->kp[l]), ktorch_tensor_free(n->ctx, &n->vp[l]);
    }
    all[count++] = &n->lm;
    for (i = 0; i < count; i++) ktorch_tensor_free(n->ctx, &all[i]->w), ktorch_tensor_free(n->ctx, &all[i]->wb);
    t[0] = &n->emb, t[1] = &n->lnf, t[2] = &n->table, t[3] = &n->lens_old, t[4] = &n->lens_new, t[5] = &n->host_i32;
    t[6] = &n->ids, t[7] = &n->targets, t[8] = &n->x, t[9] = &n->h, t[10] = &n->qkv, t[11] = &n->q;
    t[12] = &n->k, t[13] = &n->v, t[14] = &n->att, t[15] = &n->attf, t[16] = &n->o, t[17] = &n->u, t[18] = &n->a;
    t[19] = &n->logits, t[20] = &n->mean, t[21] = &n->host_f32;
    for (i = 0; i < 22; i++) ktorch_tensor_free(n->ctx, t[i]);
    ktorch_context_destroy(n->ctx);
}

static void lin(net *n, const linear *l, const ktorch_tensor *x, ktorch_tensor *y) {
    if (n->format >= 0) CK(ktorch_qmatmul(n->ctx, x, &l->q, y));
    else CK(ktorch_matmul_nt(n->ctx, x, n->format == -1 ? &l->w : &l->wb, y));
}

/* Tokens tok[0..r) at positions pos..pos+r-1 of the one cached sequence:
   their K/V enter the cache, logits[0..r) are written. */
static void forward(net *n, const int32_t *tok, int64_t r, int64_t pos) {
    int64_t HD = (int64_t)n->heads * n->head_dim, KD = (int64_t)n->kv_heads * n->head_dim;
    ktorch_tensor ids = rows(&n->ids, r), x = rows(&n->x, r), h = rows(&n->h, r), qkv = rows(&n->qkv, r);
    ktorch_tensor attf = rows(&n->attf, r), o = rows(&n->o, r), u = rows(&n->u, r), a = rows(&n->a, r), logits = rows(&n->logits, r);
    ktorch_tensor q = heads(n, &n->q, n->heads, r), k = heads(n, &n->k, n->kv_heads, r), v = heads(n, &n->v, n->kv_heads, r);
    ktorch_tensor att = heads(n, &n->att, n->heads, r), hi, vw, gate, up;
    ktorch_attention_params ap;
    ktorch_rope_params rp;
    ktorch_norm_params np;
    int l;
    memset(&ap, 0, sizeof ap);
    memset(&rp, 0, sizeof rp);
    memset(&np, 0, sizeof np);
    /* the window train_tiny saw: each query sees at most seq keys (and
       none after it: ktorch_attention_paged implies that, the prefill says it) */
    ap.window_flags = KTORCH_WINDOW_LEFT, ap.window_left = n->seq - 1, ap.causal = 1;
    rp.position_offset = pos;
    memcpy(ktorch_tensor_ptr(&n->host_i32), tok, (size_t)r * sizeof *tok);
    hi = rows(&n->host_i32, r);
    CK(ktorch_tensor_copy(n->ctx, &ids, &hi, NULL));
    *(int32_t *)ktorch_tensor_ptr(&n->lens_old) = (int32_t)pos;
    *(int32_t *)ktorch_tensor_ptr(&n->lens_new) = (int32_t)(pos + r);
    CK(ktorch_embedding(n->ctx, &ids, &n->emb, &x));
    CK(ktorch_rmsnorm(n->ctx, &x, n->layers ? &n->ln1[0] : &n->lnf, &h, NULL, &np));
    for (l = 0; l < n->layers; l++) {
        lin(n, &n->wqkv[l], &h, &qkv);
        vw = heads_view_of(&qkv, 0, 1, n->heads, r, n->head_dim), CK(ktorch_tensor_copy(n->ctx, &q, &vw, NULL));
        vw = heads_view_of(&qkv, HD, 1, n->kv_heads, r, n->head_dim), CK(ktorch_tensor_copy(n->ctx, &k, &vw, NULL));
        vw = heads_view_of(&qkv, HD + KD, 1, n->kv_heads, r, n->head_dim), CK(ktorch_tensor_copy(n->ctx, &v, &vw, NULL));
        CK(ktorch_rope(n->ctx, &q, NULL, &q, &rp));
        CK(ktorch_rope(n->ctx, &k, NULL, &k, &rp));
        CK(ktorch_kv_cache_append(n->ctx, &n->kp[l], &n->vp[l], &n->table, &n->lens_old, &k, &v));
        if (pos == 0) CK(ktorch_attention(n->ctx, &q, &k, &v, &att, &ap));
        else CK(ktorch_attention_paged(n->ctx, &q, &n->kp[l], &n->vp[l], &n->table, &n->lens_new, &att, &ap, NULL));
        vw = heads_view_of(&attf, 0, 1, n->heads, r, n->head_dim), CK(ktorch_tensor_copy(n->ctx, &vw, &att, NULL));
        lin(n, &n->wo[l], &attf, &o);
        /* residual add fused with the next norm: x += o, h = norm(x) */
        CK(ktorch_add_rmsnorm(n->ctx, &o, &x, &n->ln2[l], &x, &h, NULL, &np));
        lin(n, &n->w1[l], &h, &u);
        CK(ktorch_tensor_slice(&u, 1, 0, n->ffn, 1, &gate));
        CK(ktorch_tensor_slice(&u, 1, n->ffn, 2 * (int64_t)n->ffn, 1, &up));
        CK(ktorch_swiglu(n->ctx, &gate, &up, &a));
        lin(n, &n->w2[l], &a, &o);
        CK(ktorch_add_rmsnorm(n->ctx, &o, &x, l + 1 < n->layers ? &n->ln1[l + 1] : &n->lnf, &x, &h, NULL, &np));
    }
    lin(n, &n->lm, &h, &logits);
}

/* Mean cross-entropy over `count` held-out windows of seq + 1 bytes. */
static double heldout_loss(net *n, const unsigned char *text, int64_t size, int count) {
    int32_t tok[4096], tg[4096];
    double sum = 0;
    int64_t i, t;
    ktorch_cross_entropy_params cp;
    memset(&cp, 0, sizeof cp);
    for (i = 0; i < count; i++) {
        int64_t off = heldout_window(size, n->seq, i, count);
        ktorch_tensor targets = rows(&n->targets, n->seq), logits = rows(&n->logits, n->seq), ht;
        for (t = 0; t < n->seq; t++) tok[t] = text[off + t], tg[t] = text[off + t + 1];
        forward(n, tok, n->seq, 0);
        memcpy(ktorch_tensor_ptr(&n->host_i32), tg, (size_t)n->seq * sizeof *tg);
        ht = rows(&n->host_i32, n->seq);
        CK(ktorch_tensor_copy(n->ctx, &targets, &ht, NULL));
        CK(ktorch_cross_entropy(n->ctx, &logits, &targets, NULL, NULL, &n->mean, &cp));
        CK(ktorch_tensor_copy(n->ctx, &n->host_f32, &n->mean, NULL));
        sum += *(const float *)ktorch_tensor_ptr(&n->host_f32);
    }
    return sum / count;
}

/* Next byte from the logits of row r: softmax at temperature temp (0: argmax). */
static int sample(net *n, int64_t r, float temp, uint64_t *rng) {
    ktorch_tensor row, host;
    int64_t shape[1] = {VOCAB};
    float p[VOCAB], mx = -INFINITY, u, acc = 0, sum = 0;
    int i, best = 0;
    CK(ktorch_tensor_slice(&n->logits, 0, r, r + 1, 1, &row));
    CK(ktorch_tensor_reshape(&row, 1, shape, &row));
    CK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, p, ktorch_cpu(), &host));
    CK(ktorch_tensor_copy(n->ctx, &host, &row, NULL));
    for (i = 0; i < VOCAB; i++)
        if (p[i] > mx) mx = p[i], best = i;
    if (temp <= 0) return best;
    for (i = 0; i < VOCAB; i++) sum += p[i] = expf((p[i] - mx) / temp);
    u = rng_uniform(rng) * sum;
    for (i = 0; i < VOCAB; i++)
        if ((acc += p[i]) > u) return i;
    return best;
}

static void usage(FILE *f) {
    fprintf(f, "usage: generate_tiny [options]\n"
               "  --checkpoint FILE    train_tiny's checkpoint (build/tiny/checkpoint.safetensors)\n"
               "  --backend cpu|cuda   (cpu)\n"
               "  --formats LIST       weight formats of the table (f32,bf16,int8,fp8,mxfp4,nvfp4,q4_0)\n"
               "  --weights FORMAT     the format whose sample text is printed (f32)\n"
               "  --prompt TEXT        (\"Q: \")\n"
               "  --tokens N           bytes to generate per format (256)\n"
               "  --temp X --seed N    sampling temperature (0: greedy) and seed (0.8 1)\n"
               "  --windows N          held-out windows scored, train_tiny's: eval-batches x batch (64)\n"
               "  --kv f32|bf16        dtype of q, k, v and the KV cache pages (cpu: f32, cuda: bf16)\n"
               "  --kernel-cache DIR   keep compiled CUDA kernels there\n"
               "  --threads N          CPU threads (0 = all)\n"
               "  --data DIR           corpus directory (" CORPUS_DIR ")\n");
}

int main(int argc, char **argv) {
    net n;
    ktorch_context_desc cd;
    const char *ckpt = "build/tiny/checkpoint.safetensors", *backend = "cpu", *formats = "f32,bf16,int8,fp8,mxfp4,nvfp4,q4_0";
    const char *show = "f32", *prompt = "Q: ", *dir = CORPUS_DIR, *kv = NULL, *kcache = NULL;
    long tokens = 256, seed = 1, windows = 64, threads = 0;
    float temp = 0.8f;
    unsigned char *text;
    int64_t size, plen;
    ktorch_safetensors *st;
    char buf[256], name[64];
    int i, l, show_f;
    const char *keys[7] = {"layers", "dim", "heads", "kv_heads", "head_dim", "ffn", "seq"};
    int *vals[7];

    tiny_prog = "generate_tiny";
    memset(&n, 0, sizeof n);
    for (i = 1; i < argc; i += 2) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long *lp = NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            return 0;
        }
        if (!v) {
            fprintf(stderr, "generate_tiny: %s needs a value\n", a);
            return 2;
        }
        if (!strcmp(a, "--checkpoint")) ckpt = v;
        else if (!strcmp(a, "--backend")) backend = v;
        else if (!strcmp(a, "--formats")) formats = v;
        else if (!strcmp(a, "--weights")) show = v;
        else if (!strcmp(a, "--prompt")) prompt = v;
        else if (!strcmp(a, "--data")) dir = v;
        else if (!strcmp(a, "--kv")) kv = v;
        else if (!strcmp(a, "--kernel-cache")) kcache = v;
        else if (!strcmp(a, "--tokens")) lp = &tokens;
        else if (!strcmp(a, "--seed")) lp = &seed;
        else if (!strcmp(a, "--windows")) lp = &windows;
        else if (!strcmp(a, "--threads")) lp = &threads;
        else if (!strcmp(a, "--temp")) {
            char *end;
            temp = strtof(v, &end);
            if (*end || !(temp >= 0)) {
                fprintf(stderr, "generate_tiny: --temp %s: not a valid number\n", v);
                return 2;
            }
        } else {
            fprintf(stderr, "generate_tiny: unknown option %s\n", a);
            usage(stderr);
            return 2;
        }
        if (lp) {
            char *end;
            long x = strtol(v, &end, 10);
            if (*end || x < 0 || x > (1L << 20)) {
                fprintf(stderr, "generate_tiny: %s %s: not a valid count\n", a, v);
                return 2;
            }
            *lp = x;
        }
    }
    if (!format_of(show, &show_f)) {
        fprintf(stderr, "generate_tiny: --weights %s: not a weight format\n", show);
        return 2;
    }
    plen = (int64_t)strlen(prompt);
    if (plen < 1 || plen > 4096 || windows < 1) {
        fprintf(stderr, "generate_tiny: the prompt must hold 1 to 4096 bytes and --windows be at least 1\n");
        return 2;
    }
    text = read_corpus(dir, &size);
    if (!text || size < 1024) {
        fprintf(stderr, "generate_tiny: no corpus in %s: " CORPUS_HINT "\n", dir);
        return 1;
    }

    memset(&cd, 0, sizeof cd);
    cd.num_threads = (int)threads;
    CK(ktorch_context_create(&cd, &n.ctx));
    if (!strcmp(backend, "cpu")) {
        n.dev = ktorch_cpu();
        n.kv = KTORCH_F32;
    } else if (!strcmp(backend, "cuda")) {
        ktorch_cuda_desc cud;
        memset(&cud, 0, sizeof cud);
        cud.cache_dir = kcache;
        if (ktorch_cuda_register(n.ctx, &cud) != KTORCH_OK) die("--backend cuda");
        n.dev.backend = KTORCH_BACKEND_CUDA, n.dev.index = 0;
        n.kv = KTORCH_BF16;
    } else {
        fprintf(stderr, "generate_tiny: --backend %s: cpu or cuda\n", backend);
        return 2;
    }
    if (kv && (strcmp(kv, "f32") && strcmp(kv, "bf16"))) {
        fprintf(stderr, "generate_tiny: --kv %s: f32 or bf16\n", kv);
        return 2;
    }
    if (kv) n.kv = strcmp(kv, "f32") ? KTORCH_BF16 : KTORCH_F32;

    if (ktorch_safetensors_open(n.ctx, ckpt, &st) != KTORCH_OK) die(ckpt);
    vals[0] = &n.layers, vals[1] = &n.dim, vals[2] = &n.heads, vals[3] = &n.kv_heads, vals[4] = &n.head_dim, vals[5] = &n.ffn, vals[6] = &n.seq;
    for (i = 0; i < 7; i++) {
        const char *v = ktorch_safetensors_metadata(st, keys[i]);
        long x = v ? strtol(v, NULL, 10) : 0;
        if (x < 1 || x > 1 << 20 || (i == 0 && x > MAX_LAYERS)) {
            fprintf(stderr, "generate_tiny: %s: metadata %s missing or out of range: not a train_tiny checkpoint\n", ckpt, keys[i]);
            return 1;
        }
        *vals[i] = (int)x;
    }
    if (n.seq > 4096 || n.seq + 1 > size - corpus_train_bytes(size)) {
        fprintf(stderr, "generate_tiny: %s: seq %d: at most 4096 and shorter than the held-out split\n", ckpt, n.seq);
        return 1;
    }
    load(&n, st, "emb", &n.emb);
    load(&n, st, "lnf", &n.lnf);
    load_linear(&n, st, "lm_head", &n.lm);
    for (l = 0; l < n.layers; l++) {
        snprintf(name, sizeof name, "l%d.ln1", l), load(&n, st, name, &n.ln1[l]);
        snprintf(name, sizeof name, "l%d.ln2", l), load(&n, st, name, &n.ln2[l]);
        snprintf(name, sizeof name, "l%d.wqkv", l), load_linear(&n, st, name, &n.wqkv[l]);
        snprintf(name, sizeof name, "l%d.wo", l), load_linear(&n, st, name, &n.wo[l]);
        snprintf(name, sizeof name, "l%d.w1", l), load_linear(&n, st, name, &n.w1[l]);
        snprintf(name, sizeof name, "l%d.w2", l), load_linear(&n, st, name, &n.w2[l]);
    }
    ktorch_safetensors_close(st);

    /* cache and activations for the longer of a window and prompt + tokens */
    n.cap = (int)(plen + tokens > n.seq ? plen + tokens : n.seq);
    {
        int64_t pages = (n.cap + PAGE - 1) / PAGE, QW = (int64_t)(n.heads + 2 * n.kv_heads) * n.head_dim, p;
        int64_t HD = (int64_t)n.heads * n.head_dim, R = plen > n.seq ? plen : n.seq;
        for (l = 0; l < n.layers; l++) {
            n.kp[l] = mk(&n, n.kv, 4, pages, n.kv_heads, PAGE, n.head_dim, n.dev);
            n.vp[l] = mk(&n, n.kv, 4, pages, n.kv_heads, PAGE, n.head_dim, n.dev);
        }
        n.table = mk(&n, KTORCH_I32, 2, 1, pages, 0, 0, ktorch_cpu());
        for (p = 0; p < pages; p++) ((int32_t *)ktorch_tensor_ptr(&n.table))[p] = (int32_t)p;
        n.lens_old = mk(&n, KTORCH_I32, 1, 1, 0, 0, 0, ktorch_cpu());
        n.lens_new = mk(&n, KTORCH_I32, 1, 1, 0, 0, 0, ktorch_cpu());
        n.host_i32 = mk(&n, KTORCH_I32, 1, R, 0, 0, 0, ktorch_cpu());
        n.host_f32 = mk(&n, KTORCH_F32, 1, 1, 0, 0, 0, ktorch_cpu());
        n.ids = mk(&n, KTORCH_I32, 1, R, 0, 0, 0, n.dev);
        n.targets = mk(&n, KTORCH_I32, 1, R, 0, 0, 0, n.dev);
        n.x = mk(&n, KTORCH_F32, 2, R, n.dim, 0, 0, n.dev);
        n.h = mk(&n, KTORCH_F32, 2, R, n.dim, 0, 0, n.dev);
        n.qkv = mk(&n, KTORCH_F32, 2, R, QW, 0, 0, n.dev);
        n.q = mk(&n, n.kv, 4, 1, n.heads, R, n.head_dim, n.dev);
        n.k = mk(&n, n.kv, 4, 1, n.kv_heads, R, n.head_dim, n.dev);
        n.v = mk(&n, n.kv, 4, 1, n.kv_heads, R, n.head_dim, n.dev);
        n.att = mk(&n, n.kv, 4, 1, n.heads, R, n.head_dim, n.dev);
        n.attf = mk(&n, KTORCH_F32, 2, R, HD, 0, 0, n.dev);
        n.o = mk(&n, KTORCH_F32, 2, R, n.dim, 0, 0, n.dev);
        n.u = mk(&n, KTORCH_F32, 2, R, 2 * (int64_t)n.ffn, 0, 0, n.dev);
        n.a = mk(&n, KTORCH_F32, 2, R, n.ffn, 0, 0, n.dev);
        n.logits = mk(&n, KTORCH_F32, 2, R, VOCAB, 0, 0, n.dev);
        n.mean = mk(&n, KTORCH_F32, 1, 1, 0, 0, 0, n.dev);
    }
    printf("generate_tiny: %s (%d layers, dim %d, %d/%d heads of %d, ffn %d, seq %d) on %s, %d threads, %s q/k/v and KV pages; %ld held-out windows\n",
           ckpt, n.layers, n.dim, n.heads, n.kv_heads, n.head_dim, n.ffn, n.seq, backend, ktorch_num_threads(n.ctx), ktorch_dtype_name(n.kv), windows);
    printf("%-8s %12s %12s %12s %10s\n", "weights", "bytes", "held-out", "perplexity", "tok/s");
    {
        const char *s = formats;
        char *sample_text = NULL;
        while (*s) {
            size_t len = strcspn(s, ",");
            int f;
            uint64_t bytes;
            double loss, t0, dt;
            int32_t tok[4096];
            int64_t t, pos;
            uint64_t rng = (uint64_t)seed;
            char *out = (char *)malloc((size_t)tokens + 1);
            if (len >= sizeof buf) len = sizeof buf - 1;
            memcpy(buf, s, len), buf[len] = 0;
            s += len + (s[len] == ',');
            if (!format_of(buf, &f)) {
                fprintf(stderr, "generate_tiny: --formats: %s is not a weight format\n", buf);
                return 2;
            }
            if (!out) {
                fprintf(stderr, "generate_tiny: out of memory\n");
                return 1;
            }
            bytes = set_format(&n, f);
            loss = heldout_loss(&n, text, size, (int)windows);
            /* prompt in one pass, then one byte per step through the cache */
            for (t = 0; t < plen; t++) tok[t] = (unsigned char)prompt[t];
            forward(&n, tok, plen, 0);
            pos = plen;
            tok[0] = sample(&n, plen - 1, temp, &rng);
            t0 = now();
            for (t = 0; t < tokens; t++) {
                out[t] = (char)tok[0];
                if (t + 1 == tokens) break;
                forward(&n, tok, 1, pos++);
                tok[0] = sample(&n, 0, temp, &rng);
            }
            CK(ktorch_synchronize(n.ctx, n.dev));
            dt = now() - t0;
            out[tokens] = 0;
            printf("%-8s %12llu %12.4f %12.3f %10.0f\n", buf, (unsigned long long)bytes, loss, exp(loss), tokens > 1 ? (tokens - 1) / dt : 0.0);
            if (f == show_f && !sample_text) sample_text = out;
            else free(out);
        }
        if (sample_text) {
            printf("\n--- %s weights, prompt \"%s\" ---\n%s%s\n", show, prompt, prompt, sample_text);
            free(sample_text);
        }
    }
    destroy(&n);
    free(text);
    return 0;
}
