/* .npy and safetensors: byte-exact headers as NumPy writes them, round
   trips of every dtype, hand-made files for each accepted variant, and one
   malformed input per validation rule. */
#include "ktorch.h"
#include "ktest.h"
#include <sys/stat.h>
#include <unistd.h>

static ktorch_context *g_ctx;

/* Build a .npy in memory: version, header text (padded as NumPy does unless
   raw_len is set), then `data`. */
static size_t make_npy(unsigned char *buf, int version, const char *hdr, const void *data, size_t nbytes) {
    size_t pre = version == 1 ? 10 : 12, hl = strlen(hdr), total = pre + hl + 1;
    total = (total + 63) / 64 * 64;
    memcpy(buf, "\x93NUMPY", 6);
    buf[6] = (unsigned char)version;
    buf[7] = 0;
    buf[8] = (unsigned char)((total - pre) & 0xFF);
    buf[9] = (unsigned char)((total - pre) >> 8);
    if (pre == 12) buf[10] = buf[11] = 0;
    memcpy(buf + pre, hdr, hl);
    memset(buf + pre + hl, ' ', total - pre - hl - 1);
    buf[total - 1] = '\n';
    if (nbytes) memcpy(buf + total, data, nbytes);
    return total + nbytes;
}

static ktorch_status load_npy(const unsigned char *buf, size_t n, ktorch_tensor *t) {
    return ktorch_npy_load_memory(g_ctx, buf, n, ktorch_cpu(), t);
}

/* The exact bytes NumPy 1.x/2.x writes for np.save(f, np.arange(6, dtype='<f4').reshape(2, 3)). */
static void test_npy_save_matches_numpy_bytes(void) {
    float v[6] = {0, 1, 2, 3, 4, 5};
    int64_t shape[2] = {2, 3};
    ktorch_tensor t;
    void *data = NULL;
    size_t size = 0;
    const char *want_hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }";
    unsigned char want[256];
    size_t wn = make_npy(want, 1, want_hdr, v, sizeof v);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, v, ktorch_cpu(), &t));
    KTEST_OK(ktorch_npy_save_memory(g_ctx, &t, &data, &size));
    KTEST_CHECKF(size == wn && memcmp(data, want, wn) == 0, "size %zu vs %zu: %.70s", size, wn, (const char *)data + 10);
    KTEST_CHECK(wn == 128 + 24); /* 10 + 60 + 1 header bytes padded to 128, then data */
    /* planted difference: a different shape must not compare equal */
    {
        unsigned char other[256];
        size_t on = make_npy(other, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2), }", v, sizeof v);
        KTEST_CHECK(!(size == on && memcmp(data, other, on) == 0));
    }
    ktorch_buffer_free(g_ctx, data);
    /* 1-d and 0-d shapes use Python tuple syntax */
    {
        int64_t s1 = 6;
        const char *h1 = "{'descr': '<f4', 'fortran_order': False, 'shape': (6,), }";
        const char *h0 = "{'descr': '<f4', 'fortran_order': False, 'shape': (), }";
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &s1, NULL, v, ktorch_cpu(), &t));
        KTEST_OK(ktorch_npy_save_memory(g_ctx, &t, &data, &size));
        wn = make_npy(want, 1, h1, v, sizeof v);
        KTEST_CHECK(size == wn && memcmp(data, want, wn) == 0);
        ktorch_buffer_free(g_ctx, data);
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 0, NULL, NULL, v, ktorch_cpu(), &t));
        KTEST_OK(ktorch_npy_save_memory(g_ctx, &t, &data, &size));
        wn = make_npy(want, 1, h0, v, 4);
        KTEST_CHECK(size == wn && memcmp(data, want, wn) == 0);
        ktorch_buffer_free(g_ctx, data);
    }
}

/* Every dtype with a .npy form: save, check descr, load, compare bytes. */
static void test_npy_roundtrip_dtypes(void) {
    static const struct {
        ktorch_dtype d;
        const char *descr;
        ktorch_dtype back;
    } cases[] = {{KTORCH_F32, "'<f4'", KTORCH_F32},         {KTORCH_F16, "'<f2'", KTORCH_F16},
                 {KTORCH_BF16, "'<u2'", KTORCH_U16},        {KTORCH_FP8_E4M3, "'|u1'", KTORCH_U8},
                 {KTORCH_FP8_E5M2, "'|u1'", KTORCH_U8},     {KTORCH_I8, "'|i1'", KTORCH_I8},
                 {KTORCH_U8, "'|u1'", KTORCH_U8},           {KTORCH_U16, "'<u2'", KTORCH_U16},
                 {KTORCH_I32, "'<i4'", KTORCH_I32},         {KTORCH_I64, "'<i8'", KTORCH_I64},
                 {KTORCH_BOOL, "'|b1'", KTORCH_BOOL},       {KTORCH_E8M0, "'|u1'", KTORCH_U8}};
    unsigned char raw[2 * 3 * 1 * 5 * 8];
    int64_t shape[4] = {2, 3, 1, 5};
    size_t i, k;
    for (k = 0; k < sizeof raw; k++) raw[k] = (unsigned char)(k * 37 + 11);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ktorch_tensor t, back;
        void *data = NULL;
        size_t size = 0, nb = 30 * (size_t)ktorch_dtype_bits(cases[i].d) / 8;
        unsigned char bytes[sizeof raw];
        memcpy(bytes, raw, sizeof raw);
        if (cases[i].d == KTORCH_BOOL)
            for (k = 0; k < nb; k++) bytes[k] &= 1;
        KTEST_OK(ktorch_tensor_wrap(cases[i].d, 4, shape, NULL, bytes, ktorch_cpu(), &t));
        KTEST_OK(ktorch_npy_save_memory(g_ctx, &t, &data, &size));
        if (!data) continue;
        KTEST_CHECKF(strstr((const char *)data + 10, cases[i].descr) != NULL, "%s", ktorch_dtype_name(cases[i].d));
        KTEST_CHECK(size % 64 == nb % 64 && ((const unsigned char *)data)[size - nb - 1] == '\n');
        KTEST_OK(ktorch_npy_load_memory(g_ctx, data, size, ktorch_cpu(), &back));
        KTEST_CHECKF(back.dtype == cases[i].back && back.ndim == 4 && back.shape[0] == 2 && back.shape[1] == 3 &&
                         back.shape[2] == 1 && back.shape[3] == 5,
                     "%s came back as %s", ktorch_dtype_name(cases[i].d), ktorch_dtype_name(back.dtype));
        KTEST_CHECK(back.data && memcmp(ktorch_tensor_ptr(&back), bytes, nb) == 0);
        ktorch_tensor_free(g_ctx, &back);
        ktorch_buffer_free(g_ctx, data);
    }
    {
        /* sub-byte codes have no .npy form */
        ktorch_tensor t;
        int64_t n = 8;
        void *data = NULL;
        size_t size = 0;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F4_E2M1, 1, &n, NULL, raw, ktorch_cpu(), &t));
        KTEST_STATUS(ktorch_npy_save_memory(g_ctx, &t, &data, &size), KTORCH_UNSUPPORTED);
        KTEST_CHECK(data == NULL && size == 0);
    }
}

/* A strided view is written in logical (C) order. */
static void test_npy_save_strided(void) {
    float v[6] = {0, 1, 2, 3, 4, 5}, want[6] = {0, 3, 1, 4, 2, 5};
    int64_t shape[2] = {2, 3};
    ktorch_tensor t, tt, back;
    void *data = NULL;
    size_t size = 0;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, v, ktorch_cpu(), &t));
    KTEST_OK(ktorch_tensor_transpose(&t, 0, 1, &tt));
    KTEST_OK(ktorch_npy_save_memory(g_ctx, &tt, &data, &size));
    KTEST_OK(ktorch_npy_load_memory(g_ctx, data, size, ktorch_cpu(), &back));
    KTEST_CHECK(back.shape[0] == 3 && back.shape[1] == 2 && memcmp(ktorch_tensor_ptr(&back), want, sizeof want) == 0);
    KTEST_CHECK(memcmp(ktorch_tensor_ptr(&back), v, sizeof v) != 0); /* the check distinguishes the orders */
    ktorch_tensor_free(g_ctx, &back);
    ktorch_buffer_free(g_ctx, data);
}

/* Header variants that NumPy and other writers produce. */
static void test_npy_load_variants(void) {
    unsigned char buf[512];
    double d[3] = {1.5, -2.25, 1e300};
    int16_t iv[2] = {1, 2};
    size_t n;
    ktorch_tensor t;
    int v;
    for (v = 1; v <= 3; v++) {
        n = make_npy(buf, v, "{\"descr\": \"<f8\", \"fortran_order\": False, \"shape\": (3,)}", d, sizeof d);
        KTEST_OK(load_npy(buf, n, &t));
        KTEST_CHECK(t.dtype == KTORCH_F32 && t.ndim == 1 && t.shape[0] == 3);
        if (t.data) {
            const float *f = (const float *)ktorch_tensor_ptr(&t);
            KTEST_CHECK(f[0] == 1.5f && f[1] == -2.25f && f[2] == INFINITY);
        }
        ktorch_tensor_free(g_ctx, &t);
    }
    /* key order, whitespace, native '=' and no trailing comma */
    n = make_npy(buf, 1, "{ 'shape' : ( 2 , ) ,'fortran_order':False,'descr':'=i4'}", iv, 0);
    {
        int32_t w[2] = {7, -9};
        memcpy(buf + n, w, 8);
        KTEST_OK(load_npy(buf, n + 8, &t));
        KTEST_CHECK(t.dtype == KTORCH_I32 && t.shape[0] == 2 && t.data && ((int32_t *)ktorch_tensor_ptr(&t))[1] == -9);
        ktorch_tensor_free(g_ctx, &t);
    }
    n = make_npy(buf, 1, "{'descr': '<u1', 'fortran_order': False, 'shape': (0, 4), }", NULL, 0);
    KTEST_OK(load_npy(buf, n, &t));
    KTEST_CHECK(t.dtype == KTORCH_U8 && t.ndim == 2 && t.shape[0] == 0 && t.shape[1] == 4);
    ktorch_tensor_free(g_ctx, &t);
    n = make_npy(buf, 1, "{'descr': '|b1', 'fortran_order': False, 'shape': (), }", "\1", 1);
    KTEST_OK(load_npy(buf, n, &t));
    KTEST_CHECK(t.dtype == KTORCH_BOOL && t.ndim == 0 && t.data && *(unsigned char *)ktorch_tensor_ptr(&t) == 1);
    ktorch_tensor_free(g_ctx, &t);
    (void)iv;
}

/* Each malformed input gives its status and leaves `out` zeroed. */
static void expect_npy(const unsigned char *buf, size_t n, ktorch_status want, const char *what) {
    ktorch_tensor t;
    ktorch_status st = load_npy(buf, n, &t);
    KTEST_CHECKF(st == want, "%s: status %s (%s)", what, ktorch_status_string(st), ktorch_last_error());
    if (st == KTORCH_OK) ktorch_tensor_free(g_ctx, &t);
    else KTEST_CHECKF(t.data == NULL && t.allocation.handle == NULL, "%s: out not cleared", what);
}
static void test_npy_rejects_malformed(void) {
    unsigned char buf[512];
    float f[4] = {0, 0, 0, 0};
    size_t n;
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_OK, "valid");
    expect_npy(buf, n - 1, KTORCH_BAD_FORMAT, "truncated data");
    expect_npy(buf, 9, KTORCH_BAD_FORMAT, "truncated preamble");
    buf[1] = 'X';
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "bad magic");
    buf[1] = 'N';
    buf[9] = 0x7F;
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "header length beyond the file");
    buf[9] = 0;
    buf[6] = 4;
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "version 4");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': True, 'shape': (4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "fortran order");
    KTEST_CHECK(strstr(ktorch_last_error(), "fortran_order") != NULL);
    n = make_npy(buf, 1, "{'descr': '>f4', 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "big endian");
    n = make_npy(buf, 1, "{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "complex");
    KTEST_CHECK(strstr(ktorch_last_error(), "<c8") != NULL);
    n = make_npy(buf, 1, "{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "structured");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1, 1, 1, 1, 4), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "9 dims");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, }", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "missing shape");
    n = make_npy(buf, 1, "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "repeated key");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), 'x': 1}", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "unknown key");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,) ", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "unclosed dict");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (-4,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "negative dim");
    KTEST_CHECKF(strstr(ktorch_last_error(), "'shape' holds a negative size") != NULL, "%s", ktorch_last_error());
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4 4), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "missing comma");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_OVERFLOW, "dim overflows");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_OVERFLOW, "numel overflows");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (0, 4294967296, 4294967296), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_OVERFLOW, "empty shape whose strides overflow");
    n = make_npy(buf, 1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2305843009213693952,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_OVERFLOW, "byte size overflows");
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1000000000000,), }", f, sizeof f);
    expect_npy(buf, n, KTORCH_BAD_FORMAT, "shape larger than the data (no allocation)");
    expect_npy(buf, 0, KTORCH_BAD_FORMAT, "empty");
    /* lenient or not, on purpose: a NUL inside a header string is refused (NumPy
       cannot read such a descr either); bytes after the data are ignored, as
       np.load ignores them */
    n = make_npy(buf, 1, "{'descr': '<f4#', 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    *(unsigned char *)memchr(buf, '#', n) = 0;
    expect_npy(buf, n, KTORCH_UNSUPPORTED, "NUL inside descr");
    KTEST_CHECK(strstr(ktorch_last_error(), "'descr'") != NULL);
    f[3] = 7.5f;
    n = make_npy(buf, 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", f, sizeof f);
    memset(buf + n, 0xAB, 5);
    {
        ktorch_tensor t;
        KTEST_OK(ktorch_npy_load_memory(g_ctx, buf, n + 5, ktorch_cpu(), &t));
        KTEST_CHECK(t.shape[0] == 4 && ((float *)ktorch_tensor_ptr(&t))[3] == 7.5f);
        ktorch_tensor_free(g_ctx, &t);
    }
    {
        ktorch_tensor t;
        KTEST_STATUS(ktorch_npy_load_memory(NULL, buf, n, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
        KTEST_STATUS(ktorch_npy_load_memory(g_ctx, NULL, 10, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    }
}

/* ---- safetensors ---------------------------------------------------------- */
static size_t make_st(unsigned char *buf, const char *json, const void *data, size_t nbytes) {
    size_t hl = strlen(json), i;
    for (i = 0; i < 8; i++) buf[i] = (unsigned char)((uint64_t)hl >> (8 * i));
    memcpy(buf + 8, json, hl);
    if (nbytes) memcpy(buf + 8 + hl, data, nbytes);
    return 8 + hl + nbytes;
}

static void test_st_roundtrip(void) {
    float a[6] = {1, 2, 3, 4, 5, 6};
    uint16_t h[3] = {0x3C00, 0x4000, 0xC200};
    unsigned char f4[3] = {0x21, 0x43, 0x05}; /* 5 nibbles in 3 bytes */
    int64_t sa[2] = {2, 3}, sh = 3, s4 = 5;
    ktorch_tensor ta, th, t4, tat, back;
    ktorch_safetensors_item items[4];
    ktorch_safetensors_meta meta[2];
    ktorch_safetensors *st = NULL;
    const ktorch_safetensors_entry *e;
    void *data = NULL;
    size_t size = 0;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 2, sa, NULL, a, ktorch_cpu(), &ta));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &sh, NULL, h, ktorch_cpu(), &th));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F4_E2M1, 1, &s4, NULL, f4, ktorch_cpu(), &t4));
    KTEST_OK(ktorch_tensor_transpose(&ta, 0, 1, &tat));
    items[0].name = "b.weight";
    items[0].tensor = &th;
    items[1].name = "a \"quoted\"\\name\n";
    items[1].tensor = &ta;
    items[2].name = "nib";
    items[2].tensor = &t4;
    items[3].name = "at";
    items[3].tensor = &tat;
    meta[0].key = "format";
    meta[0].value = "pt";
    meta[1].key = "note";
    meta[1].value = "caf\xc3\xa9 \"x\"";
    KTEST_OK(ktorch_safetensors_save_memory(g_ctx, items, 4, meta, 2, &data, &size));
    if (!data) return;
    {
        const unsigned char *b = (const unsigned char *)data;
        uint64_t hl = 0;
        int i;
        for (i = 7; i >= 0; i--) hl = (hl << 8) | b[i];
        KTEST_CHECK(hl % 8 == 0 && 8 + hl + 24 + 6 + 3 + 24 == size);
        KTEST_CHECK(memcmp(b + 8, "{\"__metadata__\":{\"format\":\"pt\"", 30) == 0);
        KTEST_CHECK(b[8 + hl - 1] == ' ' || b[8 + hl - 1] == '}');
    }
    KTEST_OK(ktorch_safetensors_open_memory(g_ctx, data, size, &st));
    if (st) {
        KTEST_CHECK(ktorch_safetensors_count(st) == 4);
        KTEST_CHECK(strcmp(ktorch_safetensors_metadata(st, "note"), "caf\xc3\xa9 \"x\"") == 0);
        KTEST_CHECK(strcmp(ktorch_safetensors_metadata(st, "format"), "pt") == 0);
        KTEST_CHECK(ktorch_safetensors_metadata(st, "missing") == NULL);
        e = ktorch_safetensors_find(st, "a \"quoted\"\\name\n");
        KTEST_CHECK(e && e->dtype == KTORCH_F32 && e->ndim == 2 && e->shape[1] == 3 && e->data_size == 24);
        e = ktorch_safetensors_find(st, "nib");
        KTEST_CHECK(e && e->dtype == KTORCH_F4_E2M1 && e->data_size == 3);
        KTEST_CHECK(ktorch_safetensors_find(st, "nope") == NULL);
        KTEST_CHECK(ktorch_safetensors_entry_at(st, 4) == NULL && ktorch_safetensors_entry_at(st, -1) == NULL);
        KTEST_CHECK(strcmp(ktorch_safetensors_entry_at(st, 0)->name, "b.weight") == 0); /* file order */
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "b.weight", ktorch_cpu(), &back));
        KTEST_CHECK(back.dtype == KTORCH_BF16 && back.shape[0] == 3 && memcmp(ktorch_tensor_ptr(&back), h, 6) == 0);
        ktorch_tensor_free(g_ctx, &back);
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "nib", ktorch_cpu(), &back));
        KTEST_CHECK(back.dtype == KTORCH_F4_E2M1 && memcmp(ktorch_tensor_ptr(&back), f4, 3) == 0);
        ktorch_tensor_free(g_ctx, &back);
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "at", ktorch_cpu(), &back));
        {
            float want[6] = {1, 4, 2, 5, 3, 6};
            KTEST_CHECK(back.shape[0] == 3 && memcmp(ktorch_tensor_ptr(&back), want, sizeof want) == 0);
            want[5] = 7; /* planted difference is seen */
            KTEST_CHECK(memcmp(ktorch_tensor_ptr(&back), want, sizeof want) != 0);
        }
        ktorch_tensor_free(g_ctx, &back);
        KTEST_STATUS(ktorch_safetensors_load(g_ctx, st, "nope", ktorch_cpu(), &back), KTORCH_INVALID_ARGUMENT);
        ktorch_safetensors_close(st);
    }
    ktorch_buffer_free(g_ctx, data);
    /* writer argument checks */
    items[1].name = "b.weight";
    KTEST_STATUS(ktorch_safetensors_save_memory(g_ctx, items, 2, NULL, 0, &data, &size), KTORCH_INVALID_ARGUMENT);
    items[1].name = "__metadata__";
    KTEST_STATUS(ktorch_safetensors_save_memory(g_ctx, items, 2, NULL, 0, &data, &size), KTORCH_INVALID_ARGUMENT);
    meta[1].key = "format";
    KTEST_STATUS(ktorch_safetensors_save_memory(g_ctx, items, 1, meta, 2, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_OK(ktorch_safetensors_save_memory(g_ctx, NULL, 0, NULL, 0, &data, &size));
    KTEST_CHECK(size == 16 && memcmp((char *)data + 8, "{}      ", 8) == 0);
    ktorch_buffer_free(g_ctx, data);
}

/* Files as another writer makes them: escapes, unknown keys, gaps. */
static void test_st_load_handmade(void) {
    unsigned char buf[1024], data[16];
    ktorch_safetensors *st = NULL;
    const ktorch_safetensors_entry *e;
    size_t n, i;
    for (i = 0; i < sizeof data; i++) data[i] = (unsigned char)i;
    n = make_st(buf,
                "{\"caf\\u00e9\\ud83d\\ude00\\/\\t\": {\"dtype\": \"U8\", \"shape\": [2, 2], \"data_offsets\": [8, 12], \"x\": [1.5e3, {\"y\": null}]},"
                " \"__metadata__\": {}, \"s\":{\"shape\":[],\"dtype\":\"I32\",\"data_offsets\":[0,4]}, \"z\":{\"dtype\":\"F16\",\"shape\":[0],\"data_offsets\":[4,4]}}   ",
                data, sizeof data);
    KTEST_OK(ktorch_safetensors_open_memory(g_ctx, buf, n, &st));
    if (!st) return;
    KTEST_CHECK(ktorch_safetensors_count(st) == 3);
    e = ktorch_safetensors_find(st, "caf\xc3\xa9\xf0\x9f\x98\x80/\t");
    KTEST_CHECK(e && e->ndim == 2 && e->data_offset == 8 && e->data_size == 4);
    e = ktorch_safetensors_find(st, "s");
    KTEST_CHECK(e && e->ndim == 0 && e->dtype == KTORCH_I32);
    {
        ktorch_tensor t;
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "s", ktorch_cpu(), &t));
        KTEST_CHECK(t.ndim == 0 && memcmp(ktorch_tensor_ptr(&t), data, 4) == 0);
        ktorch_tensor_free(g_ctx, &t);
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "caf\xc3\xa9\xf0\x9f\x98\x80/\t", ktorch_cpu(), &t));
        KTEST_CHECK(memcmp(ktorch_tensor_ptr(&t), data + 8, 4) == 0);
        ktorch_tensor_free(g_ctx, &t);
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "z", ktorch_cpu(), &t));
        KTEST_CHECK(t.shape[0] == 0);
        ktorch_tensor_free(g_ctx, &t);
    }
    ktorch_safetensors_close(st);
}

/* A checkpoint as Hugging Face writes them: a 5-D F64 buffer, 16- and
   32-bit integer tables, a tensor with 9 dims and one of a dtype nobody
   knows beside an ordinary weight. Everything opens; what ktorch holds
   loads with its values; the rest is listed and refused when asked for. */
static void test_st_checkpoint_mixed(void) {
    unsigned char buf[2048], data[256];
    ktorch_safetensors *st = NULL;
    const ktorch_safetensors_entry *e;
    double conv[6];
    int16_t i16[3] = {-32768, 7, 32767};
    uint32_t u32[2] = {4000000000u, 3};
    uint64_t u64[1] = {18446744073709551615ull};
    float w[4] = {1.5f, -2.f, 0.25f, 3.f};
    ktorch_tensor t, f;
    size_t n, i;
    for (i = 0; i < 6; i++) conv[i] = 0.1 * (double)i - 1.0 / 3.0;
    memset(data, 0, sizeof data);
    memcpy(data, conv, 48);         /* [0, 48) conv.weight F64 [1,1,2,3,1] */
    memcpy(data + 48, i16, 6);      /* [48, 54) I16 [3] */
    memcpy(data + 56, u32, 8);      /* [56, 64) U32 [2] */
    memcpy(data + 64, u64, 8);      /* [64, 72) U64 [1] */
    memcpy(data + 72, w, 16);       /* [72, 88) F32 [2,2] */
                                    /* [88, 89) U8 9 dims; [96, 112) C64 [2] */
    n = make_st(buf,
                "{\"conv.weight\":{\"dtype\":\"F64\",\"shape\":[1,1,2,3,1],\"data_offsets\":[0,48]},"
                "\"pos\":{\"dtype\":\"I16\",\"shape\":[3],\"data_offsets\":[48,54]},"
                "\"ids\":{\"dtype\":\"U32\",\"shape\":[2],\"data_offsets\":[56,64]},"
                "\"seed\":{\"dtype\":\"U64\",\"shape\":[1],\"data_offsets\":[64,72]},"
                "\"proj.weight\":{\"dtype\":\"F32\",\"shape\":[2,2],\"data_offsets\":[72,88]},"
                "\"deep\":{\"dtype\":\"U8\",\"shape\":[1,1,1,1,1,1,1,1,1],\"data_offsets\":[88,89]},"
                "\"phase\":{\"dtype\":\"C64\",\"shape\":[2],\"data_offsets\":[96,112]}}",
                data, 112);
    KTEST_OK(ktorch_safetensors_open_memory(g_ctx, buf, n, &st));
    if (!st) return;
    KTEST_CHECK(ktorch_safetensors_count(st) == 7);
    e = ktorch_safetensors_find(st, "conv.weight");
    KTEST_CHECK(e && e->loadable && e->dtype == KTORCH_F64 && e->ndim == 5 && e->shape[3] == 3 && strcmp(e->file_dtype, "F64") == 0);
    KTEST_OK(ktorch_safetensors_load(g_ctx, st, "conv.weight", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_F64 && t.ndim == 5 && memcmp(ktorch_tensor_ptr(&t), conv, 48) == 0);
    KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 5, t.shape, ktorch_cpu(), &f)); /* f64 -> f32 rounds to nearest */
    KTEST_OK(ktorch_tensor_copy(g_ctx, &f, &t, NULL));
    for (i = 0; i < 6; i++) KTEST_CHECK(((float *)ktorch_tensor_ptr(&f))[i] == (float)conv[i]);
    ktorch_tensor_free(g_ctx, &f);
    ktorch_tensor_free(g_ctx, &t);
    KTEST_OK(ktorch_safetensors_load(g_ctx, st, "pos", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_I16 && memcmp(ktorch_tensor_ptr(&t), i16, 6) == 0);
    ktorch_tensor_free(g_ctx, &t);
    KTEST_OK(ktorch_safetensors_load(g_ctx, st, "ids", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_U32 && memcmp(ktorch_tensor_ptr(&t), u32, 8) == 0);
    ktorch_tensor_free(g_ctx, &t);
    KTEST_OK(ktorch_safetensors_load(g_ctx, st, "seed", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_U64 && memcmp(ktorch_tensor_ptr(&t), u64, 8) == 0);
    ktorch_tensor_free(g_ctx, &t);
    KTEST_OK(ktorch_safetensors_load(g_ctx, st, "proj.weight", ktorch_cpu(), &t));
    KTEST_CHECK(t.dtype == KTORCH_F32 && memcmp(ktorch_tensor_ptr(&t), w, 16) == 0);
    ktorch_tensor_free(g_ctx, &t);
    e = ktorch_safetensors_find(st, "deep");
    KTEST_CHECK(e && !e->loadable && e->file_ndim == 9 && e->ndim == 0 && e->data_size == 1);
    KTEST_STATUS(ktorch_safetensors_load(g_ctx, st, "deep", ktorch_cpu(), &t), KTORCH_UNSUPPORTED);
    KTEST_CHECKF(strstr(ktorch_last_error(), "'deep' has 9 dims") != NULL, "%s", ktorch_last_error());
    e = ktorch_safetensors_find(st, "phase");
    KTEST_CHECK(e && !e->loadable && e->dtype == KTORCH_DTYPE_COUNT && strcmp(e->file_dtype, "C64") == 0 && e->data_size == 16);
    KTEST_STATUS(ktorch_safetensors_load(g_ctx, st, "phase", ktorch_cpu(), &t), KTORCH_UNSUPPORTED);
    KTEST_CHECKF(strstr(ktorch_last_error(), "dtype 'C64'") != NULL, "%s", ktorch_last_error());
    ktorch_safetensors_close(st);
}

/* The storage dtypes convert exactly where the target holds the value and
   saturate (integers) or round to nearest even (floats) where not. */
static void test_storage_dtype_conversions(void) {
    static const struct {
        ktorch_dtype src, dst;
        double in, out;
    } cases[] = {
        {KTORCH_U64, KTORCH_F32, 18446744073709551615.0, 18446744073709551616.0}, /* 2^64 - 1 rounds up to 2^64 */
        {KTORCH_U64, KTORCH_I64, 18446744073709551615.0, 9223372036854775807.0},  /* saturates */
        {KTORCH_U64, KTORCH_U8, 300, 255},
        {KTORCH_I32, KTORCH_U64, -5, 0},
        {KTORCH_F64, KTORCH_I16, 40000.7, 32767},
        {KTORCH_F64, KTORCH_I16, -3.9, -3},
        {KTORCH_F64, KTORCH_U32, 4294967296.5, 4294967295.0},
        {KTORCH_F64, KTORCH_F16, 65520.0, INFINITY}, /* past f16's largest finite value */
        {KTORCH_F64, KTORCH_BF16, 1.00390625, 1.0},  /* a tie: to even */
        {KTORCH_I16, KTORCH_F64, -32768, -32768},
        {KTORCH_U32, KTORCH_F64, 4000000000.0, 4000000000.0},
        {KTORCH_F32, KTORCH_F64, 0.1f, (double)0.1f},
        {KTORCH_F64, KTORCH_BOOL, NAN, 1},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ktorch_tensor a, b, d;
        int64_t one = 1;
        double got;
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F64, 1, &one, ktorch_cpu(), &d));
        *(double *)ktorch_tensor_ptr(&d) = cases[i].in;
        KTEST_OK(ktorch_tensor_create(g_ctx, cases[i].src, 1, &one, ktorch_cpu(), &a));
        KTEST_OK(ktorch_tensor_create(g_ctx, cases[i].dst, 1, &one, ktorch_cpu(), &b));
        if (cases[i].src == KTORCH_U64) { /* beyond double's integers: the bits themselves */
            uint64_t u = cases[i].in >= 18446744073709551615.0 ? 18446744073709551615ull : (uint64_t)cases[i].in;
            memcpy(ktorch_tensor_ptr(&a), &u, 8);
        } else KTEST_OK(ktorch_tensor_copy(g_ctx, &a, &d, NULL));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &b, &a, NULL));
        KTEST_OK(ktorch_tensor_copy(g_ctx, &d, &b, NULL));
        got = *(double *)ktorch_tensor_ptr(&d);
        KTEST_CHECKF(got == cases[i].out || (got != got && cases[i].out != cases[i].out), "%s -> %s of %.17g: %.17g, expected %.17g",
                     ktorch_dtype_name(cases[i].src), ktorch_dtype_name(cases[i].dst), cases[i].in, got, cases[i].out);
        ktorch_tensor_free(g_ctx, &a);
        ktorch_tensor_free(g_ctx, &b);
        ktorch_tensor_free(g_ctx, &d);
    }
    { /* an op refuses a storage dtype with a message naming it */
        ktorch_tensor x, y, w;
        int64_t sh[2] = {2, 8};
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F64, 2, sh, ktorch_cpu(), &x));
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F64, 2, sh, ktorch_cpu(), &w));
        sh[1] = 2;
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F64, 2, sh, ktorch_cpu(), &y));
        KTEST_CHECK(ktorch_matmul_nt(g_ctx, &x, &w, &y) != KTORCH_OK);
        KTEST_CHECKF(strstr(ktorch_last_error(), "f64") != NULL, "%s", ktorch_last_error());
        ktorch_tensor_free(g_ctx, &x);
        ktorch_tensor_free(g_ctx, &w);
        ktorch_tensor_free(g_ctx, &y);
    }
    { /* 8 dims: a strided copy over all of them */
        int64_t sh[8] = {2, 1, 2, 1, 2, 1, 2, 3};
        ktorch_tensor a, b, v, bv;
        int64_t k, m = 48;
        int perm[8] = {7, 1, 2, 3, 4, 5, 6, 0};
        KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_I16, 8, sh, ktorch_cpu(), &a));
        for (k = 0; k < m; k++) ((int16_t *)ktorch_tensor_ptr(&a))[k] = (int16_t)(k * 3 - 40);
        KTEST_OK(ktorch_tensor_permute(&a, perm, &v));
        {
            int64_t sb[8];
            for (k = 0; k < 8; k++) sb[k] = v.shape[k];
            KTEST_OK(ktorch_tensor_create(g_ctx, KTORCH_F32, 8, sb, ktorch_cpu(), &b));
        }
        KTEST_OK(ktorch_tensor_copy(g_ctx, &b, &v, NULL));
        KTEST_OK(ktorch_tensor_permute(&b, perm, &bv)); /* the permutation is its own inverse */
        for (k = 0; k < m; k++) {
            int64_t idx[8], r = k, d, off = 0;
            for (d = 7; d >= 0; d--) {
                idx[d] = r % sh[d];
                r /= sh[d];
            }
            for (d = 0; d < 8; d++) off += idx[d] * bv.stride[d];
            KTEST_CHECK(((float *)ktorch_tensor_ptr(&b))[off] == (float)(k * 3 - 40));
        }
        ktorch_tensor_free(g_ctx, &a);
        ktorch_tensor_free(g_ctx, &b);
    }
}

static void expect_st(const char *json, size_t ndata, ktorch_status want, const char *what) {
    unsigned char buf[2048], data[64];
    ktorch_safetensors *st = (ktorch_safetensors *)&buf; /* must be reset to NULL on failure */
    size_t n;
    ktorch_status s;
    memset(data, 0, sizeof data);
    n = make_st(buf, json, data, ndata);
    s = ktorch_safetensors_open_memory(g_ctx, buf, n, &st);
    KTEST_CHECKF(s == want, "%s: status %s (%s)", what, ktorch_status_string(s), ktorch_last_error());
    if (s == KTORCH_OK) ktorch_safetensors_close(st);
    else KTEST_CHECKF(st == NULL, "%s: handle not cleared", what);
}
static void test_st_rejects_malformed(void) {
    unsigned char buf[64];
    ktorch_safetensors *st;
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 8, KTORCH_OK, "valid");
    /* data no tensor covers (padding between or after tensors) is accepted on purpose: it is never read */
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[0,2]},\"b\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[8,10]}}", 16,
              KTORCH_OK, "gaps between and after tensors");
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 7, KTORCH_BAD_FORMAT, "data past the end");
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", 16, KTORCH_BAD_FORMAT, "size mismatch");
    KTEST_CHECKF(strstr(ktorch_last_error(), "tensor 'a' spans 8 bytes") != NULL, "%s", ktorch_last_error());
    expect_st("{\"w\\u00e9\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", 7, KTORCH_BAD_FORMAT, "data past the end, named");
    KTEST_CHECKF(strstr(ktorch_last_error(), "tensor 'w\xc3\xa9' data_offsets") != NULL, "%s", ktorch_last_error());
    expect_st("{\"layers.0.attention.query_key_value.weight.quantized.codes.with.a.long.name\":"
              "{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,4]}}", 8, KTORCH_BAD_FORMAT, "long name");
    KTEST_CHECKF(strstr(ktorch_last_error(), "tensor 'layers.0.attention.query_key_value.weight.quantized.codes.wi...' spans") != NULL,
                 "%s", ktorch_last_error());
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[8,0]}}", 16, KTORCH_BAD_FORMAT, "reversed offsets");
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},\"b\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[7,9]}}", 16,
              KTORCH_BAD_FORMAT, "overlap");
    expect_st("{\"a\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},\"a\":{\"dtype\":\"U8\",\"shape\":[2],\"data_offsets\":[8,10]}}", 16,
              KTORCH_BAD_FORMAT, "duplicate name");
    /* an unknown dtype is listed, its range checked, its size not */
    expect_st("{\"a\":{\"dtype\":\"C64\",\"shape\":[1],\"data_offsets\":[0,8]}}", 8, KTORCH_OK, "unknown dtype");
    expect_st("{\"a\":{\"dtype\":\"C64\",\"shape\":[1],\"data_offsets\":[0,9]}}", 8, KTORCH_BAD_FORMAT, "unknown dtype past the end");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1,1,1,1,1,1,1,1,1],\"data_offsets\":[0,1]}}", 8, KTORCH_OK, "9 dims");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1,1,1,1,1,1,1,1,2],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "9 dims, size");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}", 8, KTORCH_BAD_FORMAT, "unclosed");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}} x", 8, KTORCH_BAD_FORMAT, "trailing");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1],}}", 8, KTORCH_BAD_FORMAT, "trailing comma");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1]}}", 8, KTORCH_BAD_FORMAT, "no offsets");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1.0],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "float dim");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[-1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "negative dim");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[01],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "leading zero");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[4294967296,4294967296,4294967296],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT,
              "numel overflow");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,18446744073709551616]}}", 8, KTORCH_BAD_FORMAT, "offset overflow");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[0,4294967296,4294967296],\"data_offsets\":[0,0]}}", 8, KTORCH_BAD_FORMAT,
              "empty shape whose strides overflow");
    expect_st("{\"a\\u0000b\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "NUL in name");
    expect_st("{\"a\\ud800\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "lone surrogate");
    expect_st("{\"a\\q\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "bad escape");
    expect_st("{\"a\tb\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "raw control char");
    /* names (and every header string) are UTF-8, as the safetensors loader requires */
    expect_st("{\"w\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_OK, "raw UTF-8");
    expect_st("{\"a\xff\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "byte 0xff");
    KTEST_CHECK(strstr(ktorch_last_error(), "UTF-8") != NULL);
    expect_st("{\"a\xc0\xaf\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "overlong");
    expect_st("{\"a\xed\xa0\x80\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "encoded surrogate");
    expect_st("{\"a\xf4\x90\x80\x80\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "past U+10FFFF");
    expect_st("{\"a\xe2\x82\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1]}}", 8, KTORCH_BAD_FORMAT, "truncated sequence");
    expect_st("{\"__metadata__\":{\"k\":\"v\x80\"}}", 0, KTORCH_BAD_FORMAT, "continuation byte in metadata");
    expect_st("{\"__metadata__\":{\"k\":1}}", 0, KTORCH_BAD_FORMAT, "non-string metadata");
    expect_st("{\"__metadata__\":{},\"__metadata__\":{}}", 0, KTORCH_BAD_FORMAT, "two metadata maps");
    expect_st("[]", 0, KTORCH_BAD_FORMAT, "not an object");
    expect_st("", 0, KTORCH_BAD_FORMAT, "empty header");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1],\"x\":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
              "[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}",
              8, KTORCH_BAD_FORMAT, "nesting too deep");
    expect_st("{\"a\":{\"dtype\":\"U8\",\"shape\":[1],\"data_offsets\":[0,1],\"x\":[[[[1]]]]}}", 8, KTORCH_OK, "shallow nesting");
    /* header length past the end, and over the cap */
    memset(buf, 0, sizeof buf);
    buf[0] = 60;
    st = (ktorch_safetensors *)buf;
    KTEST_STATUS(ktorch_safetensors_open_memory(g_ctx, buf, 40, &st), KTORCH_BAD_FORMAT);
    KTEST_CHECK(st == NULL);
    buf[0] = 0;
    buf[7] = 0x80;
    KTEST_STATUS(ktorch_safetensors_open_memory(g_ctx, buf, 40, &st), KTORCH_BAD_FORMAT);
    KTEST_STATUS(ktorch_safetensors_open_memory(g_ctx, buf, 7, &st), KTORCH_BAD_FORMAT);
}

/* Path variants: write, read back, and a missing file. */
/* Many metadata keys and tensor names: the writer's duplicate check sorts
   (100,000 keys took about 25 s pairwise) and names the first repeat in
   order, whatever the sort put first. */
static void test_st_writer_many_keys(void) {
    enum { NK = 100000, NT = 20000 };
    ktorch_safetensors_meta *meta = (ktorch_safetensors_meta *)calloc(NK, sizeof *meta);
    ktorch_safetensors_item *items = (ktorch_safetensors_item *)calloc(NT, sizeof *items);
    char *keys = (char *)malloc((size_t)NK * 8);
    int64_t one = 1;
    float v = 1.0f;
    ktorch_tensor t;
    void *data = NULL;
    size_t size = 0;
    int i;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &v, ktorch_cpu(), &t));
    for (i = 0; i < NK; i++) { /* descending names, so the sorted order is not the given one */
        snprintf(keys + (size_t)i * 8, 8, "k%06d", NK - i);
        meta[i].key = keys + (size_t)i * 8;
        meta[i].value = "v";
    }
    for (i = 0; i < NT; i++) {
        items[i].name = meta[i].key;
        items[i].tensor = &t;
    }
    KTEST_OK(ktorch_safetensors_save_memory(g_ctx, items, NT, meta, NK, &data, &size));
    {
        ktorch_safetensors *st = NULL;
        KTEST_OK(ktorch_safetensors_open_memory(g_ctx, data, size, &st));
        KTEST_CHECK(ktorch_safetensors_count(st) == NT);
        KTEST_CHECK(ktorch_safetensors_metadata(st, "k000001") != NULL && strcmp(ktorch_safetensors_metadata(st, "k000001"), "v") == 0);
        ktorch_safetensors_close(st);
    }
    ktorch_buffer_free(g_ctx, data);
    data = NULL;
    /* keys 5 and 7 come back at 90,000 and 50,000: the repeat met first is key 7's */
    meta[90000].key = meta[5].key;
    meta[50000].key = meta[7].key;
    KTEST_STATUS(ktorch_safetensors_save_memory(g_ctx, items, NT, meta, NK, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "metadata key 'k099993' given twice") != NULL, "%s", ktorch_last_error());
    meta[90000].key = "other";
    meta[50000].key = "other2";
    items[NT - 1].name = items[3].name;
    items[NT - 2].name = items[NT - 3].name;
    KTEST_STATUS(ktorch_safetensors_save_memory(g_ctx, items, NT, meta, NK, &data, &size), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "name 'k080003' given twice") != NULL, "%s", ktorch_last_error());
    KTEST_CHECK(data == NULL);
    free(keys);
    free(items);
    free(meta);
}

static void test_files_on_disk(void) {
    char path[256], path2[256];
    float v[3] = {1, 2, 3};
    int64_t n = 3;
    ktorch_tensor t, back;
    ktorch_safetensors_item item;
    ktorch_safetensors *st = NULL;
    const char *dir = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/ktorch_test_files_%d.npy", dir ? dir : "/tmp", (int)getpid());
    snprintf(path2, sizeof path2, "%s/ktorch_test_files_%d.safetensors", dir ? dir : "/tmp", (int)getpid());
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, v, ktorch_cpu(), &t));
    KTEST_OK(ktorch_npy_save(g_ctx, path, &t));
    KTEST_OK(ktorch_npy_load(g_ctx, path, ktorch_cpu(), &back));
    KTEST_CHECK(back.shape[0] == 3 && back.data && memcmp(ktorch_tensor_ptr(&back), v, 12) == 0);
    ktorch_tensor_free(g_ctx, &back);
    item.name = "v";
    item.tensor = &t;
    KTEST_OK(ktorch_safetensors_save(g_ctx, path2, &item, 1, NULL, 0));
    KTEST_OK(ktorch_safetensors_open(g_ctx, path2, &st));
    if (st) {
        KTEST_OK(ktorch_safetensors_load(g_ctx, st, "v", ktorch_cpu(), &back));
        KTEST_CHECK(back.data && memcmp(ktorch_tensor_ptr(&back), v, 12) == 0);
        ktorch_tensor_free(g_ctx, &back);
        ktorch_safetensors_close(st);
    }
    /* a .npy is not a safetensors file, and the message names the file */
    KTEST_STATUS(ktorch_safetensors_open(g_ctx, path, &st), KTORCH_BAD_FORMAT);
    KTEST_CHECK(strstr(ktorch_last_error(), path) != NULL);
    remove(path);
    remove(path2);
    KTEST_STATUS(ktorch_npy_load(g_ctx, path, ktorch_cpu(), &back), KTORCH_IO_ERROR);
    KTEST_STATUS(ktorch_safetensors_open(g_ctx, path2, &st), KTORCH_IO_ERROR);
    /* a directory or a device has no size to trust: refused by name, nothing allocated */
    {
        const char *odd[2];
        int i;
        odd[0] = dir ? dir : "/tmp";
        odd[1] = "/dev/zero";
        for (i = 0; i < 2; i++) {
            KTEST_STATUS(ktorch_npy_load(g_ctx, odd[i], ktorch_cpu(), &back), KTORCH_IO_ERROR);
            KTEST_CHECKF(strstr(ktorch_last_error(), odd[i]) != NULL && strstr(ktorch_last_error(), "not a regular file") != NULL, "%s",
                         ktorch_last_error());
            KTEST_STATUS(ktorch_safetensors_open(g_ctx, odd[i], &st), KTORCH_IO_ERROR);
            KTEST_CHECKF(strstr(ktorch_last_error(), odd[i]) != NULL, "%s", ktorch_last_error());
        }
    }
    /* a FIFO with no writer: refused at once (opening it would wait for one;
       the alarm ends a reader that waits) */
    {
        ktorch_gguf *g = NULL;
        snprintf(path, sizeof path, "%s/ktorch_test_files_%d.fifo", dir ? dir : "/tmp", (int)getpid());
        if (mkfifo(path, 0600) != 0) {
            KTEST_CHECKF(0, "mkfifo '%s' failed", path);
            return;
        }
        alarm(20);
        KTEST_STATUS(ktorch_npy_load(g_ctx, path, ktorch_cpu(), &back), KTORCH_IO_ERROR);
        KTEST_CHECKF(strstr(ktorch_last_error(), "not a regular file") != NULL, "%s", ktorch_last_error());
        KTEST_STATUS(ktorch_safetensors_open(g_ctx, path, &st), KTORCH_IO_ERROR);
        KTEST_STATUS(ktorch_gguf_open(g_ctx, path, &g), KTORCH_IO_ERROR);
        alarm(0);
        remove(path);
    }
}

int main(void) {
    (void)ktest_nmse; /* harness helpers unused here */
    (void)ktest_max_rel;
    (void)ktest_normal;
    (void)ktest_rng_make;
    if (ktorch_context_create(NULL, &g_ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_npy_save_matches_numpy_bytes);
    KTEST_RUN(test_npy_roundtrip_dtypes);
    KTEST_RUN(test_npy_save_strided);
    KTEST_RUN(test_npy_load_variants);
    KTEST_RUN(test_npy_rejects_malformed);
    KTEST_RUN(test_st_roundtrip);
    KTEST_RUN(test_st_load_handmade);
    KTEST_RUN(test_st_rejects_malformed);
    KTEST_RUN(test_st_checkpoint_mixed);
    KTEST_RUN(test_storage_dtype_conversions);
    KTEST_RUN(test_st_writer_many_keys);
    KTEST_RUN(test_files_on_disk);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("files");
}
