/* GGUF: bit-exact write -> read round trips, a file built byte by byte from
   ggml's spec (docs/gguf.md), q8_0/q4_0 blocks against a plain copy of
   ggml's reference quantizers, mxfp4 blocks read back through ggml's
   dequantization rule, and hostile inputs (one per validation rule, every
   truncation). */
#include "ktorch.h"
#include "ktest.h"
#include <unistd.h>

static ktorch_context *g_ctx;

/* ---- a byte builder for hand-made files --------------------------------- */
typedef struct buf {
    unsigned char b[4096];
    size_t n;
} buf;
static void put(buf *f, const void *p, size_t n) {
    memcpy(f->b + f->n, p, n);
    f->n += n;
}
static void put_u(buf *f, unsigned long long v, int n) {
    int i;
    for (i = 0; i < n; i++) f->b[f->n++] = (unsigned char)(v >> (8 * i));
}
static void put_str(buf *f, const char *s) {
    put_u(f, strlen(s), 8);
    put(f, s, strlen(s));
}
static void pad_to(buf *f, size_t align) {
    while (f->n % align) f->b[f->n++] = 0;
}
static void put_f32(buf *f, float x) {
    unsigned u;
    memcpy(&u, &x, 4);
    put_u(f, u, 4);
}
/* header: magic, version 3, counts */
static void put_header(buf *f, unsigned long long tensors, unsigned long long kvs) {
    f->n = 0;
    put(f, "GGUF", 4);
    put_u(f, 3, 4);
    put_u(f, tensors, 8);
    put_u(f, kvs, 8);
}
/* tensor info with GGUF's dims (innermost first) */
static void put_info(buf *f, const char *name, int nd, const unsigned long long *ne, unsigned type, unsigned long long offset) {
    int i;
    put_str(f, name);
    put_u(f, (unsigned long long)nd, 4);
    for (i = 0; i < nd; i++) put_u(f, ne[i], 8);
    put_u(f, type, 4);
    put_u(f, offset, 8);
}

static ktorch_status open_buf(const buf *f, ktorch_gguf **g) { return ktorch_gguf_open_memory(g_ctx, f->b, f->n, g); }

/* ---- ggml's reference quantizers, as ggml-quants.c writes them ----------- */
static void ggml_q8_0(const float *x, unsigned char *y, int k) {
    int i, j;
    for (i = 0; i < k / 32; i++) {
        float amax = 0.0f, d, id;
        uint16_t h;
        for (j = 0; j < 32; j++) amax = fabsf(x[i * 32 + j]) > amax ? fabsf(x[i * 32 + j]) : amax;
        d = amax / 127.0f;
        id = d ? 1.0f / d : 0.0f;
        h = ktorch_f32_to_f16(d);
        y[i * 34] = (unsigned char)(h & 0xFF);
        y[i * 34 + 1] = (unsigned char)(h >> 8);
        for (j = 0; j < 32; j++) y[i * 34 + 2 + j] = (unsigned char)(signed char)roundf(x[i * 32 + j] * id);
    }
}
static void ggml_q4_0(const float *x, unsigned char *y, int k) {
    int i, j;
    for (i = 0; i < k / 32; i++) {
        float amax = 0.0f, max = 0.0f, d, id;
        uint16_t h;
        for (j = 0; j < 32; j++) {
            const float v = x[i * 32 + j];
            if (amax < fabsf(v)) {
                amax = fabsf(v);
                max = v;
            }
        }
        d = max / -8;
        id = d ? 1.0f / d : 0.0f;
        h = ktorch_f32_to_f16(d);
        y[i * 18] = (unsigned char)(h & 0xFF);
        y[i * 18 + 1] = (unsigned char)(h >> 8);
        for (j = 0; j < 16; j++) {
            int x0 = (int)(signed char)(x[i * 32 + j] * id + 8.5f), x1 = (int)(signed char)(x[i * 32 + 16 + j] * id + 8.5f);
            x0 = x0 < 15 ? x0 : 15;
            x1 = x1 < 15 ? x1 : 15;
            y[i * 18 + 2 + j] = (unsigned char)(x0 | (x1 << 4));
        }
    }
}
/* ggml's dequantize_row_mxfp4: kvalues (twice E2M1) times 2^(e - 128) */
static float ggml_mxfp4_value(const unsigned char *blk, int j) {
    static const signed char kv[16] = {0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12};
    int q = j < 16 ? (blk[1 + j] & 0x0F) : (blk[1 + j - 16] >> 4);
    return (float)ldexp((double)kv[q], (int)blk[0] - 128);
}

/* ---- tests -------------------------------------------------------------- */

static ktorch_tensor host(ktorch_dtype dt, int nd, const int64_t *shape) {
    ktorch_tensor t;
    memset(&t, 0, sizeof t);
    KTEST_OK(ktorch_tensor_create(g_ctx, dt, nd, shape, ktorch_cpu(), &t));
    return t;
}
static void fill_bits(ktorch_tensor *t, unsigned seed) {
    uint64_t n = 0, i;
    unsigned char *p = (unsigned char *)ktorch_tensor_ptr(t);
    ktorch_tensor_nbytes(t, &n);
    for (i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        p[i] = (unsigned char)(seed >> 16);
    }
}
static int same_bytes(const ktorch_tensor *a, const ktorch_tensor *b) {
    uint64_t na = 0, nb = 0;
    int i;
    if (a->dtype != b->dtype || a->ndim != b->ndim) return 0;
    for (i = 0; i < a->ndim; i++)
        if (a->shape[i] != b->shape[i]) return 0;
    ktorch_tensor_nbytes(a, &na);
    ktorch_tensor_nbytes(b, &nb);
    return na == nb && memcmp(ktorch_tensor_ptr(a), ktorch_tensor_ptr(b), (size_t)na) == 0;
}

static void test_gguf_roundtrip_plain(void) {
    int64_t s1[2] = {3, 5}, s2[3] = {2, 3, 4}, s3[1] = {64}, s4[4] = {2, 1, 3, 2};
    ktorch_tensor a = host(KTORCH_F32, 2, s1), b = host(KTORCH_F16, 3, s2), c = host(KTORCH_BF16, 1, s3), d = host(KTORCH_F32, 4, s4), view, back;
    ktorch_gguf_item items[5];
    ktorch_gguf_kv meta[6];
    int32_t arr[3] = {7, -8, 9};
    void *data = NULL;
    size_t size = 0;
    ktorch_gguf *g = NULL;
    const ktorch_gguf_kv *kv;
    const ktorch_gguf_entry *e;
    fill_bits(&a, 1);
    fill_bits(&b, 2);
    fill_bits(&c, 3);
    fill_bits(&d, 4);
    KTEST_OK(ktorch_tensor_transpose(&a, 0, 1, &view)); /* strided: written as its own [5,3] contents */
    memset(items, 0, sizeof items);
    items[0].name = "a";
    items[0].tensor = &a;
    items[1].name = "blk.0.attn_k.weight";
    items[1].tensor = &b;
    items[2].name = "c";
    items[2].tensor = &c;
    items[3].name = "d";
    items[3].tensor = &d;
    items[4].name = "a.T";
    items[4].tensor = &view;
    memset(meta, 0, sizeof meta);
    meta[0].key = "general.architecture";
    meta[0].type = KTORCH_GGUF_VALUE_STRING;
    meta[0].string = "llama";
    meta[1].key = "llama.block_count";
    meta[1].type = KTORCH_GGUF_VALUE_UINT32;
    meta[1].u = 32;
    meta[2].key = "x.i64";
    meta[2].type = KTORCH_GGUF_VALUE_INT64;
    meta[2].i = -5;
    meta[3].key = "x.f32";
    meta[3].type = KTORCH_GGUF_VALUE_FLOAT32;
    meta[3].f = 1e-5;
    meta[4].key = "x.arr";
    meta[4].type = KTORCH_GGUF_VALUE_ARRAY;
    meta[4].array_type = KTORCH_GGUF_VALUE_INT32;
    meta[4].count = 3;
    meta[4].array_data = arr;
    meta[5].key = "x.flag";
    meta[5].type = KTORCH_GGUF_VALUE_BOOL;
    meta[5].u = 1;
    KTEST_OK(ktorch_gguf_save_memory(g_ctx, items, 5, meta, 6, &data, &size));
    KTEST_OK(ktorch_gguf_open_memory(g_ctx, data, size, &g));
    if (g) {
        int i;
        KTEST_CHECK(ktorch_gguf_count(g) == 5);
        KTEST_CHECK(ktorch_gguf_meta_count(g) == 6); /* no quantization_version without a qtensor */
        KTEST_CHECK(ktorch_gguf_alignment(g) == 32);
        for (i = 0; i < 5; i++) {
            const ktorch_tensor *src = items[i].tensor;
            e = ktorch_gguf_entry_at(g, i);
            KTEST_CHECK(e && strcmp(e->name, items[i].name) == 0 && e->kind == KTORCH_GGUF_TENSOR && e->data_offset % 32 == 0);
            KTEST_OK(ktorch_gguf_load(g_ctx, g, items[i].name, ktorch_cpu(), &back));
            if (i < 4) {
                KTEST_CHECKF(same_bytes(&back, src), "tensor %s", items[i].name);
            } else {
                ktorch_tensor want = host(KTORCH_F32, 2, view.shape);
                KTEST_OK(ktorch_tensor_copy(g_ctx, &want, &view, NULL));
                KTEST_CHECK(same_bytes(&back, &want));
                ktorch_tensor_free(g_ctx, &want);
            }
            ktorch_tensor_free(g_ctx, &back);
        }
        e = ktorch_gguf_find(g, "blk.0.attn_k.weight");
        KTEST_CHECK(e && e->type == KTORCH_GGUF_TYPE_F16 && e->ndim == 3 && e->shape[0] == 2 && e->shape[2] == 4);
        kv = ktorch_gguf_meta_find(g, "general.architecture");
        KTEST_CHECK(kv && kv->type == KTORCH_GGUF_VALUE_STRING && kv->count == 5 && strcmp(kv->string, "llama") == 0);
        kv = ktorch_gguf_meta_find(g, "llama.block_count");
        KTEST_CHECK(kv && kv->type == KTORCH_GGUF_VALUE_UINT32 && kv->u == 32);
        kv = ktorch_gguf_meta_find(g, "x.i64");
        KTEST_CHECK(kv && kv->i == -5);
        kv = ktorch_gguf_meta_find(g, "x.f32");
        KTEST_CHECK(kv && kv->f == (double)1e-5f);
        kv = ktorch_gguf_meta_find(g, "x.arr");
        KTEST_CHECK(kv && kv->array_type == KTORCH_GGUF_VALUE_INT32 && kv->count == 3 && memcmp(kv->array_data, arr, 12) == 0);
        kv = ktorch_gguf_meta_find(g, "x.flag");
        KTEST_CHECK(kv && kv->type == KTORCH_GGUF_VALUE_BOOL && kv->u == 1);
        KTEST_CHECK(ktorch_gguf_meta_find(g, "nope") == NULL && ktorch_gguf_find(g, "nope") == NULL);
        /* the metadata read back writes the same file */
        {
            ktorch_gguf_kv again[6];
            void *data2 = NULL;
            size_t size2 = 0;
            for (i = 0; i < 6; i++) again[i] = *ktorch_gguf_meta_at(g, i);
            KTEST_OK(ktorch_gguf_save_memory(g_ctx, items, 5, again, 6, &data2, &size2));
            KTEST_CHECK(size2 == size && data2 && memcmp(data2, data, size) == 0);
            ktorch_buffer_free(g_ctx, data2);
        }
        ktorch_gguf_close(g);
    }
    ktorch_buffer_free(g_ctx, data);
    ktorch_tensor_free(g_ctx, &a);
    ktorch_tensor_free(g_ctx, &b);
    ktorch_tensor_free(g_ctx, &c);
    ktorch_tensor_free(g_ctx, &d);
}

/* q8_0 and q4_0 blocks in the file equal ggml's reference quantizer; mxfp4
   blocks decode by ggml's rule to ktorch's dequantized values; all three
   read back bit-exactly. */
static void test_gguf_roundtrip_quant(void) {
    enum { R = 3, K = 96 };
    float x[R * K];
    int64_t shape[2] = {R, K};
    ktorch_tensor xt;
    ktorch_qtensor q[3], back;
    ktorch_quant_format fmt[3] = {KTORCH_QUANT_Q8_0, KTORCH_QUANT_Q4_0, KTORCH_QUANT_MXFP4};
    const char *names[3] = {"w.q8_0", "w.q4_0", "w.mxfp4"};
    ktorch_gguf_item items[3];
    unsigned char want[R * K / 32 * 34];
    void *data = NULL;
    size_t size = 0;
    ktorch_gguf *g = NULL;
    int i, j;
    ktest_fill_normal(x, R * K, 42, 1.0);
    x[5] = 0.0f;
    x[40] = -3.75f; /* a block whose extreme value is negative */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, x, ktorch_cpu(), &xt));
    memset(items, 0, sizeof items);
    for (i = 0; i < 3; i++) {
        KTEST_OK(ktorch_quantize(g_ctx, &xt, fmt[i], NULL, &q[i]));
        items[i].name = names[i];
        items[i].qtensor = &q[i];
    }
    KTEST_OK(ktorch_gguf_save_memory(g_ctx, items, 3, NULL, 0, &data, &size));
    KTEST_OK(ktorch_gguf_open_memory(g_ctx, data, size, &g));
    if (g) {
        const ktorch_gguf_kv *kv = ktorch_gguf_meta_find(g, "general.quantization_version");
        const ktorch_gguf_entry *e;
        KTEST_CHECK(kv && kv->type == KTORCH_GGUF_VALUE_UINT32 && kv->u == 2);
        e = ktorch_gguf_find(g, "w.q8_0");
        ggml_q8_0(x, want, R * K);
        KTEST_CHECK(e && e->type == KTORCH_GGUF_TYPE_Q8_0 && e->kind == KTORCH_GGUF_QTENSOR && e->data_size == sizeof want);
        KTEST_CHECK(e && memcmp((const unsigned char *)data + e->data_offset, want, sizeof want) == 0);
        e = ktorch_gguf_find(g, "w.q4_0");
        ggml_q4_0(x, want, R * K);
        KTEST_CHECK(e && e->type == KTORCH_GGUF_TYPE_Q4_0 && e->data_size == R * K / 32 * 18);
        KTEST_CHECK(e && memcmp((const unsigned char *)data + e->data_offset, want, R * K / 32 * 18) == 0);
        e = ktorch_gguf_find(g, "w.mxfp4");
        KTEST_CHECK(e && e->type == KTORCH_GGUF_TYPE_MXFP4 && e->data_size == R * K / 32 * 17 && e->shape[0] == R && e->shape[1] == K);
        if (e) {
            ktorch_tensor deq = host(KTORCH_F32, 2, shape);
            const float *dv = (const float *)ktorch_tensor_ptr(&deq);
            int bad = 0;
            KTEST_OK(ktorch_dequantize(g_ctx, &q[2], &deq));
            for (j = 0; j < R * K; j++)
                if (ggml_mxfp4_value((const unsigned char *)data + e->data_offset + (j / 32) * 17, j % 32) != dv[j]) bad++;
            KTEST_CHECKF(bad == 0, "%d mxfp4 values differ from ggml's decoding", bad);
            ktorch_tensor_free(g_ctx, &deq);
        }
        for (i = 0; i < 3; i++) {
            KTEST_OK(ktorch_gguf_load_quant(g_ctx, g, names[i], ktorch_cpu(), &back));
            KTEST_OK(ktorch_qtensor_validate(&back));
            KTEST_CHECK(back.format == fmt[i] && back.ndim == 2 && back.shape[0] == R && back.shape[1] == K);
            KTEST_CHECKF(same_bytes(&back.data, &q[i].data), "%s codes", names[i]);
            if (fmt[i] == KTORCH_QUANT_MXFP4) KTEST_CHECK(same_bytes(&back.scale, &q[i].scale));
            ktorch_qtensor_free(g_ctx, &back);
        }
        /* each kind through its own loader only */
        KTEST_STATUS(ktorch_gguf_load(g_ctx, g, "w.q8_0", ktorch_cpu(), &xt), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(strstr(ktorch_last_error(), "ktorch_gguf_load_quant") != NULL);
        ktorch_gguf_close(g);
    }
    ktorch_buffer_free(g_ctx, data);
    for (i = 0; i < 3; i++) ktorch_qtensor_free(g_ctx, &q[i]);
}

/* A file written byte by byte from the spec: alignment 64, a string and an
   array of strings in the metadata, f32 [2,3] (ne = {3, 2}), one q8_0 block
   and a tensor of a type ktorch does not read (q4_K). */
static size_t handmade(buf *f, size_t *data_end) {
    unsigned long long ne_a[2] = {3, 2}, ne_b[1] = {32}, ne_c[1] = {256};
    size_t start;
    int i;
    put_header(f, 3, 3);
    put_str(f, "general.architecture");
    put_u(f, 8, 4);
    put_str(f, "llama");
    put_str(f, "general.alignment");
    put_u(f, 4, 4);
    put_u(f, 64, 4);
    put_str(f, "tokenizer.ggml.tokens");
    put_u(f, 9, 4);
    put_u(f, 8, 4);
    put_u(f, 2, 8);
    put_str(f, "<s>");
    put_str(f, "hi");
    put_info(f, "a", 2, ne_a, 0, 0);
    put_info(f, "b", 1, ne_b, 8, 64);
    put_info(f, "c", 1, ne_c, 12, 128);
    pad_to(f, 64);
    start = f->n;
    for (i = 0; i < 6; i++) put_f32(f, (float)i - 2.5f);
    pad_to(f, 64);
    put_u(f, 0x3800, 2); /* d = 0.5 in f16 */
    for (i = 0; i < 32; i++) put_u(f, (unsigned)(i - 16) & 0xFF, 1);
    *data_end = f->n; /* the last byte a readable tensor needs */
    pad_to(f, 64);
    for (i = 0; i < 144; i++) put_u(f, (unsigned)i, 1); /* one q4_K block: 144 bytes, never read */
    (void)start;
    return f->n;
}

static void test_gguf_read_handmade(void) {
    buf f;
    size_t end;
    ktorch_gguf *g = NULL;
    ktorch_tensor t;
    ktorch_qtensor q;
    handmade(&f, &end);
    KTEST_OK(open_buf(&f, &g));
    if (!g) return;
    KTEST_CHECK(ktorch_gguf_alignment(g) == 64 && ktorch_gguf_count(g) == 3 && ktorch_gguf_meta_count(g) == 3);
    {
        const ktorch_gguf_kv *kv = ktorch_gguf_meta_find(g, "tokenizer.ggml.tokens");
        KTEST_CHECK(kv && kv->type == KTORCH_GGUF_VALUE_ARRAY && kv->array_type == KTORCH_GGUF_VALUE_STRING && kv->count == 2 &&
                    kv->array_data == NULL);
        kv = ktorch_gguf_meta_find(g, "general.alignment");
        KTEST_CHECK(kv && kv->u == 64);
    }
    KTEST_OK(ktorch_gguf_load(g_ctx, g, "a", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_F32 && t.ndim == 2 && t.shape[0] == 2 && t.shape[1] == 3);
    if (t.data) {
        const float *v = (const float *)ktorch_tensor_ptr(&t);
        KTEST_CHECK(v[0] == -2.5f && v[2] == -0.5f && v[3] == 0.5f && v[5] == 2.5f); /* row 1 is ne0's second run */
        ktorch_tensor_free(g_ctx, &t);
    }
    KTEST_OK(ktorch_gguf_load_quant(g_ctx, g, "b", ktorch_cpu(), &q));
    if (q.data.data) {
        int64_t s[1] = {32};
        ktorch_tensor y = host(KTORCH_F32, 1, s);
        const float *v = (const float *)ktorch_tensor_ptr(&y);
        int i, bad = 0;
        KTEST_OK(ktorch_dequantize(g_ctx, &q, &y));
        for (i = 0; i < 32; i++) bad += v[i] != 0.5f * (float)(i - 16);
        KTEST_CHECK(bad == 0);
        ktorch_tensor_free(g_ctx, &y);
        ktorch_qtensor_free(g_ctx, &q);
    }
    {
        const ktorch_gguf_entry *e = ktorch_gguf_find(g, "c");
        KTEST_CHECK(e && e->kind == KTORCH_GGUF_UNREADABLE && e->type == 12 && e->shape[0] == 256 && e->data_size == 0);
        KTEST_STATUS(ktorch_gguf_load(g_ctx, g, "c", ktorch_cpu(), &t), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "ggml type 12") != NULL);
    }
    KTEST_STATUS(ktorch_gguf_load(g_ctx, g, "zz", ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    ktorch_gguf_close(g);
}

/* a one-tensor file: f32 with ne = {ne0, ne1}, type and offset as given */
static void one_tensor(buf *f, unsigned long long ne0, unsigned long long ne1, unsigned type, unsigned long long offset, int nd) {
    unsigned long long ne[5];
    int i;
    ne[0] = ne0;
    ne[1] = ne1;
    ne[2] = ne[3] = ne[4] = 1;
    put_header(f, 1, 0);
    put_info(f, "t", nd, ne, type, offset);
    pad_to(f, 32);
    for (i = 0; i < 64; i++) put_u(f, 0, 1);
}

static void expect_bad(const buf *f, ktorch_status want, const char *needle) {
    ktorch_gguf *g = NULL;
    ktorch_status st = open_buf(f, &g);
    KTEST_CHECKF(st == want && g == NULL, "status %d, expected %d (%s)", (int)st, (int)want, ktorch_last_error());
    if (needle) KTEST_CHECKF(strstr(ktorch_last_error(), needle) != NULL, "message '%s' lacks '%s'", ktorch_last_error(), needle);
    ktorch_gguf_close(g);
}

static void test_gguf_rejects_hostile(void) {
    buf f;
    size_t end, n;
    ktorch_gguf *g = NULL;
    /* every truncation of a good file before its last data byte */
    handmade(&f, &end);
    for (n = 0; n < end; n++) {
        ktorch_status st = ktorch_gguf_open_memory(g_ctx, f.b, n, &g);
        KTEST_CHECKF(st == KTORCH_BAD_FORMAT && g == NULL, "prefix of %u bytes: status %d", (unsigned)n, (int)st);
        ktorch_gguf_close(g);
        g = NULL;
    }
    KTEST_CHECK(strstr(ktorch_last_error(), "truncated") != NULL);
    /* magic, version */
    one_tensor(&f, 4, 1, 0, 0, 2);
    f.b[0] = 'X';
    expect_bad(&f, KTORCH_BAD_FORMAT, "magic");
    one_tensor(&f, 4, 1, 0, 0, 2);
    f.b[4] = 1;
    expect_bad(&f, KTORCH_UNSUPPORTED, "version 1");
    /* huge counts: refused before any allocation for them */
    put_header(&f, 1ull << 62, 0);
    expect_bad(&f, KTORCH_BAD_FORMAT, "tensor infos cannot fit");
    put_header(&f, 0, 0xFFFFFFFFFFFFFFFFull);
    expect_bad(&f, KTORCH_BAD_FORMAT, "metadata pairs cannot fit");
    put_header(&f, 0, 1);
    put_str(&f, "k");
    put_u(&f, 9, 4);
    put_u(&f, 0, 4);
    put_u(&f, 1ull << 61, 8); /* u8 array of 2^61 elements */
    expect_bad(&f, KTORCH_BAD_FORMAT, "truncated");
    put_header(&f, 0, 1);
    put_str(&f, "k");
    put_u(&f, 9, 4);
    put_u(&f, 12, 4);
    put_u(&f, 1ull << 62, 8); /* f64 array whose byte size overflows */
    expect_bad(&f, KTORCH_BAD_FORMAT, "overflows");
    put_header(&f, 0, 1);
    put_u(&f, 0xFFFFFFFFFFFFull, 8); /* key length past the end */
    put_u(&f, 0, 8);
    put_u(&f, 0, 8);
    expect_bad(&f, KTORCH_BAD_FORMAT, "truncated");
    /* bad types */
    put_header(&f, 0, 1);
    put_str(&f, "k");
    put_u(&f, 13, 4);
    put_u(&f, 0, 8);
    expect_bad(&f, KTORCH_BAD_FORMAT, "value type 13");
    put_header(&f, 0, 1);
    put_str(&f, "k");
    put_u(&f, 9, 4);
    put_u(&f, 9, 4);
    put_u(&f, 0, 8);
    put_u(&f, 0, 8);
    expect_bad(&f, KTORCH_BAD_FORMAT, "nested");
    put_header(&f, 0, 1);
    put_str(&f, "k");
    put_u(&f, 7, 4);
    put_u(&f, 2, 1);
    expect_bad(&f, KTORCH_BAD_FORMAT, "bool");
    put_header(&f, 0, 1);
    put_u(&f, 3, 8);
    put(&f, "a\0b", 3);
    put_u(&f, 4, 4);
    put_u(&f, 0, 4);
    expect_bad(&f, KTORCH_BAD_FORMAT, "NUL");
    /* dims: count, overflow, block multiple */
    one_tensor(&f, 4, 1, 0, 0, 0);
    expect_bad(&f, KTORCH_BAD_FORMAT, "0 dims");
    one_tensor(&f, 4, 1, 0, 0, 5);
    expect_bad(&f, KTORCH_BAD_FORMAT, "5 dims");
    one_tensor(&f, 1ull << 32, 1ull << 32, 0, 0, 2);
    expect_bad(&f, KTORCH_BAD_FORMAT, "overflow");
    one_tensor(&f, 0x8000000000000000ull, 0, 0, 0, 2);
    expect_bad(&f, KTORCH_BAD_FORMAT, "overflow");
    one_tensor(&f, 48, 1, 8, 0, 2);
    expect_bad(&f, KTORCH_BAD_FORMAT, "multiple of its type's block");
    one_tensor(&f, 1ull << 40, 1, 0, 0, 2); /* 4 TiB of f32 in a small file */
    expect_bad(&f, KTORCH_BAD_FORMAT, "truncated");
    one_tensor(&f, 4, 1, 0, 1ull << 62, 2); /* data offset past the end */
    expect_bad(&f, KTORCH_BAD_FORMAT, "truncated");
    /* alignment */
    one_tensor(&f, 4, 1, 0, 16, 2);
    expect_bad(&f, KTORCH_BAD_FORMAT, "not a multiple of the alignment 32");
    {
        unsigned bad_align[3] = {0, 3, 24};
        int i;
        for (i = 0; i < 3; i++) {
            put_header(&f, 0, 1);
            put_str(&f, "general.alignment");
            put_u(&f, 4, 4);
            put_u(&f, bad_align[i], 4);
            expect_bad(&f, KTORCH_BAD_FORMAT, "not a power of two");
        }
        put_header(&f, 0, 1);
        put_str(&f, "general.alignment");
        put_u(&f, 10, 4);
        put_u(&f, 32, 8);
        expect_bad(&f, KTORCH_BAD_FORMAT, "not uint32");
    }
    /* the same name twice */
    {
        unsigned long long ne[1] = {4};
        put_header(&f, 2, 0);
        put_info(&f, "t", 1, ne, 0, 0);
        put_info(&f, "t", 1, ne, 0, 32);
        pad_to(&f, 32);
        for (n = 0; n < 64; n++) put_u(&f, 0, 1);
        expect_bad(&f, KTORCH_BAD_FORMAT, "appears twice");
    }
    /* data ranges that overlap, fully or in part; listed out of offset order they may be */
    {
        unsigned long long ne4[1] = {4}, ne16[1] = {16};
        put_header(&f, 2, 0);
        put_info(&f, "t", 1, ne4, 0, 0);
        put_info(&f, "u", 1, ne4, 0, 0);
        pad_to(&f, 32);
        for (n = 0; n < 32; n++) put_u(&f, 0, 1);
        expect_bad(&f, KTORCH_BAD_FORMAT, "'t' and 'u' overlap");
        put_header(&f, 2, 0);
        put_info(&f, "u", 1, ne4, 0, 32);
        put_info(&f, "t", 1, ne16, 0, 0);
        pad_to(&f, 32);
        for (n = 0; n < 64; n++) put_u(&f, 0, 1);
        expect_bad(&f, KTORCH_BAD_FORMAT, "'t' and 'u' overlap");
        put_header(&f, 2, 0);
        put_info(&f, "u", 1, ne4, 0, 32);
        put_info(&f, "t", 1, ne4, 0, 0);
        pad_to(&f, 32);
        for (n = 0; n < 64; n++) put_u(&f, 0, 1);
        KTEST_OK(open_buf(&f, &g));
        KTEST_CHECK(ktorch_gguf_count(g) == 2 && ktorch_gguf_entry_at(g, 0)->data_offset > ktorch_gguf_entry_at(g, 1)->data_offset);
        ktorch_gguf_close(g);
        g = NULL;
    }
    /* and a good one-tensor file opens */
    one_tensor(&f, 4, 2, 0, 0, 2);
    KTEST_OK(open_buf(&f, &g));
    ktorch_gguf_close(g);
}

static void test_gguf_writer_rejects(void) {
    int64_t s[2] = {2, 32};
    ktorch_tensor t = host(KTORCH_F32, 2, s), e = host(KTORCH_FP8_E4M3, 2, s);
    ktorch_qtensor q8, i8;
    ktorch_gguf_item it[2];
    ktorch_gguf_kv kv;
    const char *strs[1] = {"x"};
    char long_name[65];
    void *data = NULL;
    size_t size = 0;
    memset(ktorch_tensor_ptr(&t), 0, 256);
    KTEST_OK(ktorch_quantize(g_ctx, &t, KTORCH_QUANT_Q8_0, NULL, &q8));
    KTEST_OK(ktorch_quantize(g_ctx, &t, KTORCH_QUANT_INT8, NULL, &i8));
    memset(it, 0, sizeof it);
    it[0].name = "x";
    it[0].tensor = &e;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, NULL, 0, &data, &size), KTORCH_UNSUPPORTED);
    it[0].tensor = NULL;
    it[0].qtensor = &i8;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, NULL, 0, &data, &size), KTORCH_UNSUPPORTED);
    it[0].tensor = &t;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, NULL, 0, &data, &size), KTORCH_INVALID_ARGUMENT); /* both */
    it[0].qtensor = NULL;
    it[1] = it[0];
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 2, NULL, 0, &data, &size), KTORCH_INVALID_ARGUMENT); /* same name */
    memset(long_name, 'n', 64);
    long_name[64] = '\0';
    it[0].name = long_name;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, NULL, 0, &data, &size), KTORCH_INVALID_ARGUMENT);
    it[0].name = "x";
    memset(&kv, 0, sizeof kv);
    kv.key = "general.alignment";
    kv.type = KTORCH_GGUF_VALUE_UINT32;
    kv.u = 64;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, &kv, 1, &data, &size), KTORCH_INVALID_ARGUMENT);
    kv.key = "tokens";
    kv.type = KTORCH_GGUF_VALUE_ARRAY;
    kv.array_type = KTORCH_GGUF_VALUE_STRING;
    kv.count = 1;
    kv.array_data = strs;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, &kv, 1, &data, &size), KTORCH_UNSUPPORTED);
    kv.type = KTORCH_GGUF_VALUE_STRING;
    kv.string = NULL;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, &kv, 1, &data, &size), KTORCH_INVALID_ARGUMENT);
    kv.type = (ktorch_gguf_value_type)13;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, 1, &kv, 1, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(data == NULL && size == 0);
    /* a given quantization_version is kept, not repeated */
    it[0].tensor = NULL;
    it[0].qtensor = &q8;
    kv.key = "general.quantization_version";
    kv.type = KTORCH_GGUF_VALUE_UINT32;
    kv.u = 2;
    KTEST_OK(ktorch_gguf_save_memory(g_ctx, it, 1, &kv, 1, &data, &size));
    {
        ktorch_gguf *g = NULL;
        KTEST_OK(ktorch_gguf_open_memory(g_ctx, data, size, &g));
        KTEST_CHECK(g && ktorch_gguf_meta_count(g) == 1);
        ktorch_gguf_close(g);
    }
    ktorch_buffer_free(g_ctx, data);
    ktorch_qtensor_free(g_ctx, &q8);
    ktorch_qtensor_free(g_ctx, &i8);
    ktorch_tensor_free(g_ctx, &t);
    ktorch_tensor_free(g_ctx, &e);
}

/* Many metadata keys and tensor names: the duplicate check sorts and names
   the first repeat in order. */
static void test_gguf_writer_many_keys(void) {
    enum { NK = 100000, NT = 20000 };
    ktorch_gguf_kv *kv = (ktorch_gguf_kv *)calloc(NK, sizeof *kv);
    ktorch_gguf_item *it = (ktorch_gguf_item *)calloc(NT, sizeof *it);
    char *keys = (char *)malloc((size_t)NK * 8);
    int64_t one = 1;
    ktorch_tensor t = host(KTORCH_F32, 1, &one);
    void *data = NULL;
    size_t size = 0;
    int i;
    memset(ktorch_tensor_ptr(&t), 0, sizeof(float));
    for (i = 0; i < NK; i++) { /* descending names, so the sorted order is not the given one */
        snprintf(keys + (size_t)i * 8, 8, "k%06d", NK - i);
        kv[i].key = keys + (size_t)i * 8;
        kv[i].type = KTORCH_GGUF_VALUE_UINT32;
        kv[i].count = 1;
        kv[i].u = (uint64_t)i;
    }
    for (i = 0; i < NT; i++) {
        it[i].name = kv[i].key;
        it[i].tensor = &t;
    }
    KTEST_OK(ktorch_gguf_save_memory(g_ctx, it, NT, kv, NK, &data, &size));
    {
        ktorch_gguf *g = NULL;
        KTEST_OK(ktorch_gguf_open_memory(g_ctx, data, size, &g));
        KTEST_CHECK(g && ktorch_gguf_meta_count(g) == NK && ktorch_gguf_count(g) == NT);
        ktorch_gguf_close(g);
    }
    ktorch_buffer_free(g_ctx, data);
    data = NULL;
    kv[90000].key = kv[5].key;
    kv[50000].key = kv[7].key;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, NT, kv, NK, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "metadata key 'k099993' given twice") != NULL, "%s", ktorch_last_error());
    kv[90000].key = "other";
    kv[50000].key = "other2";
    it[NT - 1].name = it[3].name;
    it[NT - 2].name = it[NT - 3].name;
    KTEST_STATUS(ktorch_gguf_save_memory(g_ctx, it, NT, kv, NK, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "name 'k080003' given twice") != NULL, "%s", ktorch_last_error());
    KTEST_CHECK(data == NULL);
    ktorch_tensor_free(g_ctx, &t);
    free(keys);
    free(it);
    free(kv);
}

static void test_gguf_on_disk(void) {
    int64_t s[1] = {8};
    ktorch_tensor t = host(KTORCH_F16, 1, s), back;
    ktorch_gguf_item it;
    ktorch_gguf *g = NULL;
    char path[512];
    const char *dir = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/ktorch_test_gguf_%d.gguf", dir ? dir : "/tmp", (int)getpid());
    fill_bits(&t, 9);
    memset(&it, 0, sizeof it);
    it.name = "t";
    it.tensor = &t;
    KTEST_OK(ktorch_gguf_save(g_ctx, path, &it, 1, NULL, 0));
    KTEST_OK(ktorch_gguf_open(g_ctx, path, &g));
    if (g) {
        KTEST_OK(ktorch_gguf_load(g_ctx, g, "t", ktorch_cpu(), &back));
        KTEST_CHECK(same_bytes(&t, &back));
        ktorch_tensor_free(g_ctx, &back);
        ktorch_gguf_close(g);
    }
    remove(path);
    KTEST_STATUS(ktorch_gguf_open(g_ctx, path, &g), KTORCH_IO_ERROR);
    ktorch_tensor_free(g_ctx, &t);
}

int main(void) {
    (void)ktest_max_rel;
    (void)ktest_nmse;
    (void)ktest_uniform;
    if (ktorch_context_create(NULL, &g_ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_gguf_roundtrip_plain);
    KTEST_RUN(test_gguf_roundtrip_quant);
    KTEST_RUN(test_gguf_read_handmade);
    KTEST_RUN(test_gguf_rejects_hostile);
    KTEST_RUN(test_gguf_writer_rejects);
    KTEST_RUN(test_gguf_writer_many_keys);
    KTEST_RUN(test_gguf_on_disk);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("gguf");
}
