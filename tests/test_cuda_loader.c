/* The CUDA loader without a GPU: a missing driver, a driver lacking a
   symbol, a failing cuInit and a stub device (tests/stub_cuda.c, built by
   tests/sh_cuda_stub.sh, which sets KTORCH_TEST_STUB_DIR) all give clear
   statuses, and the CPU backend keeps working afterwards. Also host-side
   planning that needs no device: which dequantizations take the 16-element
   chunk path, and the scale index it derives. The engine's internals
   through tests/hooks.h. */
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktest.h"
#include "hooks.h"
#include <stddef.h>
#include <dlfcn.h>

static char g_full[512], g_nolaunch[512], g_nvrtc[512];
static int g_have_stub;

/* A CPU copy still works in this context. */
static int cpu_ok(ktorch_context *ctx) {
    float a[4] = {1, 2, 3, 4}, b[4] = {0, 0, 0, 0};
    int64_t n = 4;
    ktorch_tensor ta, tb;
    if (ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, a, ktorch_cpu(), &ta) != KTORCH_OK) return 0;
    if (ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, b, ktorch_cpu(), &tb) != KTORCH_OK) return 0;
    if (ktorch_tensor_copy(ctx, &tb, &ta, NULL) != KTORCH_OK) return 0;
    return memcmp(a, b, sizeof a) == 0;
}

static void test_missing_driver(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d;
    memset(&d, 0, sizeof d);
    d.libcuda_path = "/nonexistent/libcuda.so.1";
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    KTEST_STATUS(ktorch_cuda_register(ctx, &d), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(ktorch_last_error(), "/nonexistent/libcuda.so.1") != NULL, "%s", ktorch_last_error());
    KTEST_CHECK(!ktorch_backend_available(ctx, KTORCH_BACKEND_CUDA));
    KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) == 0);
    KTEST_STATUS(ktorch_backend_cache_import(ctx, KTORCH_BACKEND_CUDA, "x", 1), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

static void test_missing_symbol(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_nolaunch;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    KTEST_STATUS(ktorch_cuda_register(ctx, &d), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(ktorch_last_error(), "'cuLaunchKernel' missing") != NULL, "%s", ktorch_last_error());
    /* test of the test: the check would reject another message */
    KTEST_CHECK(strstr("symbol 'cuInit' missing", "'cuLaunchKernel' missing") == NULL);
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

static void test_missing_nvrtc(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_full;
    d.libnvrtc_path = "/nonexistent/libnvrtc.so";
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    KTEST_STATUS(ktorch_cuda_register(ctx, &d), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(ktorch_last_error(), "NVRTC not found") != NULL, "%s", ktorch_last_error());
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

static void test_init_fails(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_full;
    setenv("STUB_CUDA_INIT", "100", 1);
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    {
        ktorch_status st = ktorch_cuda_register(ctx, &d);
        /* without NVRTC installed the NVRTC error comes first */
        KTEST_CHECK(st == KTORCH_BACKEND_UNAVAILABLE);
        KTEST_CHECKF(strstr(ktorch_last_error(), "CUDA_ERROR_NO_DEVICE") || strstr(ktorch_last_error(), "NVRTC"), "%s",
                     ktorch_last_error());
    }
    unsetenv("STUB_CUDA_INIT");
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

/* The stub device: registration, info, copies through the block provider,
   and a kernel load failure reported as a status. */
static void test_stub_device(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d;
    ktorch_device_info info;
    ktorch_device dev;
    const ktorch_backend_impl *b;
    ktorch_block_provider p;
    void *blk = NULL, *base = NULL;
    float h[8] = {1, 2, 3, 4, 5, 6, 7, 8}, back[8];
    ktorch_status st;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_full;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    st = ktorch_cuda_register(ctx, &d);
    if (st != KTORCH_OK && strstr(ktorch_last_error(), "NVRTC")) {
        ktorch_context_destroy(ctx);
        KTEST_SKIP("NVRTC not found");
    }
    KTEST_OK(st);
    dev.backend = KTORCH_BACKEND_CUDA;
    dev.index = 0;
    KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) == 1);
    KTEST_OK(ktorch_device_info_get(ctx, dev, &info));
    KTEST_CHECK(strcmp(info.name, "Stub GPU") == 0 && strcmp(info.arch, "sm_80") == 0 && info.compute_units == 4);
    b = hook_backend(ctx, KTORCH_BACKEND_CUDA);
    p = b->provider(b->state, 0);
    KTEST_CHECK(p.alloc_block(64, &blk, &base, p.user_data) == 0);
    KTEST_OK(b->copy(b->state, 0, base, h, sizeof h, KTORCH_COPY_HOST_TO_DEVICE));
    KTEST_OK(b->fill(b->state, 0, (char *)base + 4, 0, 4));
    KTEST_OK(b->copy(b->state, 0, back, base, sizeof back, KTORCH_COPY_DEVICE_TO_HOST));
    KTEST_OK(ktorch_synchronize(ctx, dev));
    KTEST_CHECK(back[0] == 1 && back[1] == 0 && back[7] == 8);
    {
        /* convert needs a kernel: NVRTC compiles it, the stub refuses the image */
        ktorch_tensor a, c;
        int64_t n = 8;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, base, dev, &a));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, base, dev, &c));
        KTEST_STATUS(ktorch_tensor_copy(ctx, &c, &a, NULL), KTORCH_DEVICE_ERROR);
        KTEST_CHECKF(strstr(ktorch_last_error(), "CUDA_ERROR_INVALID_IMAGE") != NULL, "%s", ktorch_last_error());
    }
    p.free_block(blk, base, p.user_data);
    KTEST_CHECK(cpu_ok(ctx));
    {
        /* the cache now holds the compiled image: export, re-import, reject garbage */
        void *blob = NULL;
        size_t size = 0;
        KTEST_OK(ktorch_backend_cache_export(ctx, KTORCH_BACKEND_CUDA, &blob, &size));
        KTEST_CHECK(size > 40);
        KTEST_OK(ktorch_backend_cache_import(ctx, KTORCH_BACKEND_CUDA, blob, size));
        KTEST_STATUS(ktorch_backend_cache_import(ctx, KTORCH_BACKEND_CUDA, blob, size - 9), KTORCH_BAD_FORMAT);
        ((char *)blob)[0] = 'X';
        KTEST_STATUS(ktorch_backend_cache_import(ctx, KTORCH_BACKEND_CUDA, blob, size), KTORCH_BAD_FORMAT);
        ktorch_free(ctx, blob);
    }
    ktorch_context_destroy(ctx);
}

/* Registers with the stub (d->libcuda_path set) in a new *ctx: 1 when it
   worked, 0 where NVRTC is missing (the caller skips), -1 a failed check;
   *ctx stays only on 1. */
static int stub_register(ktorch_context **ctx, const ktorch_cuda_desc *d) {
    ktorch_status st;
    KTEST_OK(ktorch_context_create(NULL, ctx));
    if (!*ctx) return -1;
    st = ktorch_cuda_register(*ctx, d);
    if (st == KTORCH_OK) return 1;
    ktorch_context_destroy(*ctx);
    *ctx = NULL;
    if (strstr(ktorch_last_error(), "NVRTC")) return 0;
    KTEST_CHECKF(0, "%s", ktorch_last_error());
    return -1;
}

/* The message of the last refusal names what and, where given, the value. */
static int refused(ktorch_context *ctx, const ktorch_cuda_desc *d, const char *what, const char *value) {
    const char *e;
    if (ktorch_cuda_register(ctx, d) != KTORCH_INVALID_ARGUMENT) return 0;
    e = ktorch_last_error();
    return strstr(e, what) != NULL && (!value || strstr(e, value) != NULL);
}

/* Every ranged desc value: the values just outside each end are refused
   before any library is loaded (so with no driver: INVALID_ARGUMENT, not
   BACKEND_UNAVAILABLE), with a message naming the field and the value;
   with the stub, both ends are taken and kept. */
static void test_desc_ranges(void) {
    static const struct {
        const char *name;
        size_t desc; /* the field in ktorch_cuda_desc */
        int lo, hi;
    } fs[] = {
        {"gemv_shape", offsetof(ktorch_cuda_desc, gemv_shape), 0, 22},
        {"attn_bwd_tile", offsetof(ktorch_cuda_desc, attn_bwd_tile), 0, 2},
        {"paged_kernel", offsetof(ktorch_cuda_desc, paged_kernel), 0, 2},
    };
    static char path[HOOK_CU_PATH + 1];
    ktorch_context *ctx;
    ktorch_cuda_desc d, kept;
    char name[40], value[48];
    size_t i;
    int e, r, devs[HOOK_MAX_DEVICES + 1];
    memset(&d, 0, sizeof d);
    d.libcuda_path = "/nonexistent/libcuda.so.1";
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    for (i = 0; i < sizeof fs / sizeof fs[0]; i++) {
        int *f = (int *)((char *)&d + fs[i].desc);
        snprintf(name, sizeof name, "'%s'", fs[i].name);
        for (e = 0; e < 2; e++) {
            *f = e ? fs[i].hi + 1 : fs[i].lo - 1;
            snprintf(value, sizeof value, "not %d", *f);
            KTEST_CHECKF(refused(ctx, &d, name, value), "%s = %d: %s", fs[i].name, *f, ktorch_last_error());
        }
        *f = 0;
    }
    /* the retired GEMV launch shapes (15-17 and 20: gemv_shape 16-18 and 21) are refused, named */
    for (e = 16; e <= 21; e++) {
        if (e == 19 || e == 20) continue;
        d.gemv_shape = e;
        snprintf(value, sizeof value, "%d (launch shape %d)", e, e - 1);
        KTEST_CHECKF(refused(ctx, &d, "'gemv_shape'", value), "gemv_shape = %d: %s", e, ktorch_last_error());
    }
    d.gemv_shape = 0;
    /* paths: HOOK_CU_PATH - 1 bytes fit, one more does not */
    memset(path, 'a', HOOK_CU_PATH);
    snprintf(value, sizeof value, "%d bytes", HOOK_CU_PATH - 1);
    d.cache_dir = path;
    KTEST_CHECKF(refused(ctx, &d, "'cache_dir'", value), "%s", ktorch_last_error());
    d.cache_dir = NULL;
    d.libcublaslt_path = path;
    KTEST_CHECKF(refused(ctx, &d, "'libcublaslt_path'", value), "%s", ktorch_last_error());
    d.libcublaslt_path = NULL;
    /* device lists: a negative count, one past the most, a count without the list */
    for (i = 0; i < HOOK_MAX_DEVICES + 1; i++) devs[i] = 0;
    d.devices = devs;
    d.device_count = -1;
    KTEST_CHECKF(refused(ctx, &d, "'device_count'", NULL), "%s", ktorch_last_error());
    d.device_count = HOOK_MAX_DEVICES + 1;
    KTEST_CHECKF(refused(ctx, &d, "'device_count'", NULL), "%s", ktorch_last_error());
    d.devices = NULL;
    d.device_count = 1;
    KTEST_CHECKF(refused(ctx, &d, "'device_count'", NULL), "%s", ktorch_last_error());
    d.device_count = 0;
    ktorch_context_destroy(ctx);

    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    d.libcuda_path = g_full;
    /* the ends of each range are taken and kept */
    for (i = 0; i < sizeof fs / sizeof fs[0]; i++)
        for (e = 0; e < 2; e++) {
            int *f = (int *)((char *)&d + fs[i].desc);
            *f = e ? fs[i].hi : fs[i].lo;
            if ((r = stub_register(&ctx, &d)) == 0) KTEST_SKIP("NVRTC not found");
            *f = 0;
            if (r < 0) continue;
            gpu_engine_desc(hook_engine(ctx, KTORCH_BACKEND_CUDA), &kept);
            KTEST_CHECKF(*(int *)((char *)&kept + fs[i].desc) == (e ? fs[i].hi : fs[i].lo), "%s = %d not kept", fs[i].name, e ? fs[i].hi : fs[i].lo);
            ktorch_context_destroy(ctx);
        }
    path[HOOK_CU_PATH - 1] = '\0';
    d.cache_dir = d.libcublaslt_path = path;
    if (stub_register(&ctx, &d) > 0) {
        gpu_engine_desc(hook_engine(ctx, KTORCH_BACKEND_CUDA), &kept);
        KTEST_CHECK(strcmp(kept.cache_dir, path) == 0 && strcmp(kept.libcublaslt_path, path) == 0);
        ktorch_context_destroy(ctx);
    }
    d.cache_dir = d.libcublaslt_path = NULL;
    /* device ordinals: below 0 and one past the driver's count are refused
       (one stub device, then two); a list names which and how many; without
       one, at most HOOK_MAX_DEVICES of the driver's are used */
    d.devices = devs;
    d.device_count = 1;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    devs[0] = -1;
    KTEST_CHECKF(refused(ctx, &d, "device ordinal -1 does not exist", NULL), "%s", ktorch_last_error());
    devs[0] = 1;
    KTEST_CHECKF(refused(ctx, &d, "device ordinal 1 does not exist (1 devices)", NULL), "%s", ktorch_last_error());
    ktorch_context_destroy(ctx);
    setenv("STUB_CUDA_DEVICES", "2", 1);
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    devs[0] = 0;
    devs[1] = 2;
    d.device_count = 2;
    KTEST_CHECKF(refused(ctx, &d, "device ordinal 2 does not exist (2 devices)", NULL), "%s", ktorch_last_error());
    ktorch_context_destroy(ctx);
    devs[0] = 1;
    d.device_count = 1;
    if (stub_register(&ctx, &d) > 0) {
        KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) == 1 && gpu_engine_ordinal(hook_engine(ctx, KTORCH_BACKEND_CUDA), 0) == 1);
        ktorch_context_destroy(ctx);
    }
    snprintf(value, sizeof value, "%d", HOOK_MAX_DEVICES + 4);
    setenv("STUB_CUDA_DEVICES", value, 1);
    for (i = 0; i < HOOK_MAX_DEVICES; i++) devs[i] = (int)(HOOK_MAX_DEVICES - 1 - i);
    d.device_count = HOOK_MAX_DEVICES;
    if (stub_register(&ctx, &d) > 0) {
        const gpu_engine *s = hook_engine(ctx, KTORCH_BACKEND_CUDA);
        KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) == HOOK_MAX_DEVICES && gpu_engine_ordinal(s, 0) == HOOK_MAX_DEVICES - 1 &&
                    gpu_engine_ordinal(s, HOOK_MAX_DEVICES - 1) == 0);
        ktorch_context_destroy(ctx);
    }
    d.devices = NULL;
    d.device_count = 0;
    if (stub_register(&ctx, &d) > 0) {
        KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) == HOOK_MAX_DEVICES);
        ktorch_context_destroy(ctx);
    }
    unsetenv("STUB_CUDA_DEVICES");
}

/* Settings come from the desc (zero = default), not from the environment. */
static void test_desc_settings(void) {
    ktorch_context *ctx;
    ktorch_cuda_desc d, kept;
    gpu_engine *s;
    ktorch_status st;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_full;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    setenv("KTORCH_CUDA_CACHE_DIR", "/nonexistent/env-dir", 1);
    setenv("KTORCH_CUDA_NO_CUBLASLT", "1", 1);
    setenv("KTORCH_CUDA_GEMM_NO_WGMMA", "1", 1);
    setenv("KTORCH_CUDA_ATTN_NO_WGMMA", "1", 1);
    setenv("KTORCH_CUDA_CUBLASLT", "/nonexistent/env-libcublasLt.so", 1);
    st = ktorch_cuda_register(ctx, &d);
    if (st != KTORCH_OK && strstr(ktorch_last_error(), "NVRTC")) {
        ktorch_context_destroy(ctx);
        KTEST_SKIP("NVRTC not found");
    }
    KTEST_OK(st);
    gpu_engine_desc(hook_engine(ctx, KTORCH_BACKEND_CUDA), &kept);
    KTEST_CHECK(kept.cache_dir[0] == 0 && kept.libcublaslt_path[0] == 0 && kept.no_cublaslt == 0 && kept.gemm_no_wgmma == 0 && kept.attn_no_wgmma == 0);
    ktorch_context_destroy(ctx);
    unsetenv("KTORCH_CUDA_CACHE_DIR");
    unsetenv("KTORCH_CUDA_NO_CUBLASLT");
    unsetenv("KTORCH_CUDA_GEMM_NO_WGMMA");
    unsetenv("KTORCH_CUDA_ATTN_NO_WGMMA");
    unsetenv("KTORCH_CUDA_CUBLASLT");
    d.cache_dir = "/nonexistent/dir";
    d.libcublaslt_path = "/nonexistent/libcublasLt.so";
    d.no_cublaslt = 1;
    d.gemm_no_wgmma = 1;
    d.attn_no_wgmma = 1;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    KTEST_OK(ktorch_cuda_register(ctx, &d));
    s = hook_engine(ctx, KTORCH_BACKEND_CUDA);
    gpu_engine_desc(s, &kept);
    KTEST_CHECK(strcmp(kept.cache_dir, "/nonexistent/dir") == 0 && strcmp(kept.libcublaslt_path, "/nonexistent/libcublasLt.so") == 0);
    KTEST_CHECK(kept.no_cublaslt == 1 && kept.gemm_no_wgmma == 1 && kept.attn_no_wgmma == 1);
    /* no_cublaslt: the library is not even looked for */
    KTEST_CHECK(gpu_engine_cublaslt(s) == -1);
    gpu_engine_no_cublaslt(s, 0);
    KTEST_CHECK(gpu_engine_cublaslt(s) == 0);
    ktorch_context_destroy(ctx);
}

/* A double kernel argument (the top-k density) travels as three floats and
   comes back bit for bit: the kernel's f64 count round(density * n) is the
   host's. */
static void test_f3_double(void) {
    static const double edges[] = {0.0, 1.0, 0.1, 0.3, 1.0 / 3.0, 0.7, 0.9999999999999999, 2.0 / 3.0, 1e-3, 1e-9, 1e-20,
                                   6.310887241768095e-30 /* 2^-97 */, 3.4028234663852886e38 /* FLT_MAX */, -0.1};
    uint64_t st = 0x9e3779b97f4a7c15ull;
    int i, bad = 0;
    for (i = 0; i < 200000; i++) {
        double x, y;
        if (i < (int)(sizeof edges / sizeof edges[0])) {
            x = edges[i];
        } else {
            uint64_t bits;
            st ^= st << 13; st ^= st >> 7; st ^= st << 17;
            /* any mantissa, exponents 2^-97 .. 2^0 (densities live in (0, 1]) */
            bits = (st & 0x000fffffffffffffull) | ((uint64_t)(1023 - (int)((st >> 52) % 98)) << 52);
            memcpy(&x, &bits, sizeof x);
        }
        y = hook_cu_f3(x);
        if (memcmp(&x, &y, sizeof x) != 0) {
            if (!bad) printf("  %.17g came back as %.17g\n", x, y);
            bad++;
        }
    }
    KTEST_CHECKF(bad == 0, "%d doubles changed", bad);
}

/* Scale index of element e by the definitions (row-major coordinates): per
   tensor 0; per channel the coordinate on the axis; per group row * groups
   + column / group; block formats row * blocks + column / block. */
static int64_t ref_scale_index(const ktorch_qtensor *q, int64_t e) {
    int64_t K = q->shape[q->ndim - 1], r = e / K, k = e % K, c = e, i;
    if (q->granularity == KTORCH_QUANT_PER_TENSOR && q->block == 0) return 0;
    if (q->granularity == KTORCH_QUANT_PER_CHANNEL) {
        for (i = q->ndim - 1; i > q->axis; i--) c /= q->shape[i];
        return c % q->shape[q->axis];
    }
    return r * ((K + q->block - 1) / q->block) + k / q->block;
}

/* A qtensor of the given layout (no data). */
static void q_layout(ktorch_quant_format fmt, int gran, int axis, int block, int ndim, const int64_t *shape, ktorch_qtensor *q) {
    int d;
    memset(q, 0, sizeof *q);
    q->format = fmt;
    q->granularity = (ktorch_quant_granularity)gran;
    q->axis = axis;
    q->block = block;
    q->ndim = ndim;
    for (d = 0; d < ndim; d++) q->shape[d] = shape[d];
}

/* The dequantization plan: the chunk path only where every 16-element
   chunk lies in one scale and the arrays are aligned; its index (e >>
   sshift or e / sdiv, then % smod) equals the definition for every
   element. */
static void test_dq_chunk_plan(void) {
    static const struct {
        ktorch_quant_format fmt;
        int gran, axis, block, ndim;
        int64_t shape[3];
        int fast;
    } cs[] = {
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, 0, 2, {4, 64, 0}, 1},
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, 0, 2, {3, 48, 0}, 1},   /* n = 144: not a power of two */
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_TENSOR, 0, 0, 2, {3, 15, 0}, 0},   /* n % 16 != 0 */
        {KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_PER_CHANNEL, 0, 0, 2, {6, 48, 0}, 1},
        {KTORCH_QUANT_INT8_ASYM, KTORCH_QUANT_PER_CHANNEL, 1, 0, 3, {3, 5, 64}, 1},
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 0, 0, 3, {2, 3, 16}, 1},
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 1, 0, 2, {4, 64, 0}, 0},  /* last axis: 16 scales a chunk */
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_CHANNEL, 1, 0, 3, {2, 3, 8}, 0},   /* channel span 8 */
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 0, 32, 2, {4, 96, 0}, 1},
        {KTORCH_QUANT_FP8_E5M2, KTORCH_QUANT_PER_GROUP, 0, 48, 2, {2, 96, 0}, 1}, /* not a power of two */
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 0, 8, 2, {4, 96, 0}, 0},
        {KTORCH_QUANT_INT8, KTORCH_QUANT_PER_GROUP, 0, 32, 2, {4, 80, 0}, 0},  /* K % group != 0 */
        {KTORCH_QUANT_MXFP8_E4M3, KTORCH_QUANT_PER_TENSOR, 0, 32, 2, {3, 64, 0}, 1},
        {KTORCH_QUANT_MXFP4, KTORCH_QUANT_PER_TENSOR, 0, 32, 2, {3, 33, 0}, 0}, /* partial blocks */
        {KTORCH_QUANT_NVFP4, KTORCH_QUANT_PER_TENSOR, 0, 16, 2, {2, 48, 0}, 1},
        {KTORCH_QUANT_Q4_0, KTORCH_QUANT_PER_TENSOR, 0, 32, 2, {2, 64, 0}, 1},
    };
    int i, checked = 0;
    for (i = 0; i < (int)(sizeof cs / sizeof cs[0]); i++) {
        ktorch_qtensor q;
        hook_cu_qplan a;
        const int kind = hook_quant_kind(cs[i].fmt);
        int64_t e, n = 1;
        q_layout(cs[i].fmt, cs[i].gran, cs[i].axis, cs[i].block, cs[i].ndim, cs[i].shape, &q);
        for (e = 0; e < cs[i].ndim; e++) n *= cs[i].shape[e];
        hook_cu_dq_plan(&q, 4096, 8192, &a);
        KTEST_CHECKF(a.fast == cs[i].fast, "case %d: fast %d, expected %d", i, a.fast, cs[i].fast);
        /* the kernel: store tiles for int8 / int8_asym / fp8, warp stages for
           q8_0 / q4_0 with 16-byte aligned codes, else kt_dq */
        KTEST_CHECKF(a.kernel == (!a.fast ? HOOK_CUQ_DQ
                                  : kind <= HOOK_QK_FP8 ? HOOK_CUQ_DQ_TILE
                                  : kind == HOOK_QK_Q4_0 ? HOOK_CUQ_DQ_GGML : HOOK_CUQ_DQ),
                     "case %d: kernel %d", i, a.kernel);
        if (kind == HOOK_QK_Q4_0) {
            hook_cu_qplan b;
            hook_cu_dq_plan(&q, 4096 + 18, 8192, &b); /* the chunk path's 2-byte alignment, not the stages' 16 */
            KTEST_CHECKF(b.fast && b.kernel == HOOK_CUQ_DQ, "case %d: codes at 18: fast %d kernel %d", i, b.fast, b.kernel);
        }
        if (!a.fast) continue;
        if (kind == HOOK_QK_INT8 || kind == HOOK_QK_ASYM || kind == HOOK_QK_FP8)
            for (e = 0; e < n; e++) {
                int64_t c0 = e / 16 * 16, si = a.sshift >= 0 ? c0 >> a.sshift : c0 / a.sdiv;
                if (a.smod) si %= a.smod;
                KTEST_CHECKF(si == ref_scale_index(&q, e), "case %d element %lld: index %lld, definition %lld", i, (long long)e,
                             (long long)si, (long long)ref_scale_index(&q, e));
                checked++;
            }
        /* misaligned output or codes leave the chunk path */
        hook_cu_dq_plan(&q, 4096, 8192 + 8, &a);
        KTEST_CHECKF(a.fast == 0, "case %d: misaligned out kept the chunk path", i);
        hook_cu_dq_plan(&q, 4096 + 1, 8192, &a);
        KTEST_CHECKF(a.fast == 0, "case %d: misaligned codes kept the chunk path", i);
    }
    KTEST_CHECK(checked > 1000);
}

/* The block quantization plan: the lean path (16 elements a thread,
   vector stores of the codes) only for whole blocks of 16..256
   elements, x 16-byte aligned, codes aligned for their store (8-bit 16,
   FP4 and nvfp4 8, FP6 and q8_0/q4_0 4), FP4/FP6 blocks starting on bytes,
   and n < 2^35 (32-bit slot indices). direct set as ktorch_quantize does. */
static void test_q_block_plan(void) {
    static const struct {
        ktorch_quant_format fmt;
        int gran, block;
        int64_t R, K;
        uint64_t x, data;
        int fast;
    } cs[] = {
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, 4, 64, 4096, 4096, 1},
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, 4, 64, 4096, 4096 + 8, 0},  /* 8-bit codes: 16-byte stores */
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, 4, 64, 4096 + 8, 4096, 0},  /* x */
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, 4, 48, 4096, 4096, 0},      /* K % 32 != 0 */
        {KTORCH_QUANT_MXINT8, 0, 32, 1, 1 << 20, 4096, 4096, 1},
        {KTORCH_QUANT_MXFP4, 0, 32, 4, 64, 4096, 4096 + 8, 1},
        {KTORCH_QUANT_MXFP4, 0, 32, 4, 64, 4096, 4096 + 4, 0},
        {KTORCH_QUANT_MXFP6_E2M3, 0, 32, 4, 64, 4096, 4096 + 4, 1},
        {KTORCH_QUANT_MXFP6_E3M2, 0, 32, 4, 64, 4096, 4096 + 2, 0},
        {KTORCH_QUANT_NVFP4, 0, 16, 4, 48, 4096, 4096 + 8, 1},
        {KTORCH_QUANT_NVFP4, 0, 16, 4, 40, 4096, 4096, 0},           /* K % 16 != 0 */
        {KTORCH_QUANT_Q8_0, 0, 32, 4, 64, 4096, 4096 + 4, 1},        /* 34-byte blocks: 32-bit stores */
        {KTORCH_QUANT_Q8_0, 0, 32, 4, 64, 4096, 4096 + 2, 0},
        {KTORCH_QUANT_Q4_0, 0, 32, 4, 64, 4096, 4096 + 4, 1},
        {KTORCH_QUANT_INT8, 2, 128, 4, 256, 4096, 4096, 1},
        {KTORCH_QUANT_INT8_ASYM, 2, 16, 4, 256, 4096, 4096, 1},
        {KTORCH_QUANT_FP8_E4M3, 2, 256, 4, 256, 4096, 4096, 1},
        {KTORCH_QUANT_INT8, 2, 8, 4, 256, 4096, 4096, 0},            /* 8-element groups: half a thread */
        {KTORCH_QUANT_INT8, 2, 32, 4, 80, 4096, 4096, 0},            /* K % group != 0 */
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, (int64_t)1 << 20, (int64_t)1 << 15, 4096, 4096, 0}, /* n = 2^35 */
        {KTORCH_QUANT_MXFP8_E4M3, 0, 32, ((int64_t)1 << 20) - 1, (int64_t)1 << 15, 4096, 4096, 1},
    };
    int i;
    for (i = 0; i < (int)(sizeof cs / sizeof cs[0]); i++) {
        const ktorch_dtype elem = ktorch_quant_format_element(cs[i].fmt);
        const int kind = hook_quant_kind(cs[i].fmt), subbyte = ktorch_dtype_bits(elem) < 8;
        const int64_t shape[2] = {cs[i].R, cs[i].K};
        ktorch_qtensor q;
        hook_cu_qplan a;
        int direct = 0;
        q_layout(cs[i].fmt, cs[i].gran, 0, cs[i].block, 2, shape, &q);
        if (subbyte) direct = cs[i].R == 1 || (elem == KTORCH_F4_E2M1 ? cs[i].K % 2 == 0 : cs[i].K % 4 == 0);
        hook_cu_q_block_plan(&q, KTORCH_BF16, cs[i].x, cs[i].data, direct, &a);
        KTEST_CHECKF(a.fast == cs[i].fast, "case %d (%s, block %d, K %lld): expected %d", i, ktorch_quant_format_name(cs[i].fmt), cs[i].block,
                     (long long)cs[i].K, cs[i].fast);
        KTEST_CHECKF(a.lanes == (cs[i].K % cs[i].block == 0 ? cs[i].block / 8 : 0), "case %d: lanes %lld", i, (long long)a.lanes);
        /* bf16 MX FP4/FP6, nvfp4, q8_0, q4_0 and groups on the lean path: kt_q_block_bf16; f16 input never */
        KTEST_CHECKF(a.kernel == (a.fast && (kind == HOOK_QK_MX ? subbyte : kind >= HOOK_QK_NVFP4 || cs[i].gran == KTORCH_QUANT_PER_GROUP)
                                      ? HOOK_CUQ_BLOCK_BF16
                                      : HOOK_CUQ_BLOCK),
                     "case %d: kernel %d", i, a.kernel);
        hook_cu_q_block_plan(&q, KTORCH_F16, cs[i].x, cs[i].data, direct, &a);
        KTEST_CHECKF(a.kernel == HOOK_CUQ_BLOCK, "case %d: f16 kernel %d", i, a.kernel);
    }
    /* FP6 blocks that do not start on bytes (several rows, codes packed afterwards) */
    {
        const int64_t shape[2] = {4, 64};
        ktorch_qtensor q;
        hook_cu_qplan a;
        q_layout(KTORCH_QUANT_MXFP6_E2M3, 0, 0, 32, 2, shape, &q);
        hook_cu_q_block_plan(&q, KTORCH_BF16, 4096, 4096, 0, &a);
        KTEST_CHECK(a.fast == 0);
    }
}

/* ktorch_backend_prepare on the stub device with the stub NVRTC
   (tests/stub_nvrtc.c): every kernel the device runs is compiled once, on
   the context's threads when it has several, and loaded; a second call
   compiles nothing; a failing compile is reported with its log, the others
   are kept, and the next call compiles only what failed. */
static ktorch_context *stub_prepare_ctx(int threads) {
    ktorch_context *ctx = NULL;
    ktorch_context_desc cd;
    ktorch_cuda_desc d;
    memset(&cd, 0, sizeof cd);
    cd.num_threads = threads;
    memset(&d, 0, sizeof d);
    d.libcuda_path = g_full;
    d.libnvrtc_path = g_nvrtc;
    if (ktorch_context_create(&cd, &ctx) != KTORCH_OK) return NULL;
    if (ktorch_cuda_register(ctx, &d) != KTORCH_OK) {
        ktorch_context_destroy(ctx);
        return NULL;
    }
    return ctx;
}
static void test_prepare(void) {
    void *lib;
    void (*stats)(int *, int *);
    ktorch_context *ctx;
    ktorch_device dev;
    int n = -1, n2 = -1, c0, c1, c2, most, bad;
    size_t entries;
    void *blob = NULL;
    size_t size = 0;
    if (!g_have_stub) KTEST_SKIP("KTORCH_TEST_STUB_DIR not set (tests/sh_cuda_stub.sh runs this)");
    lib = dlopen(g_nvrtc, RTLD_NOW); /* held open: its counters outlive each context's handle */
    KTEST_CHECKF(lib != NULL, "%s", dlerror());
    if (!lib) return;
    *(void **)&stats = dlsym(lib, "stub_nvrtc_stats");
    KTEST_CHECK(stats != NULL);
    if (!stats) return;
    dev.backend = KTORCH_BACKEND_CUDA;
    dev.index = 0;

    /* one thread: one compile at a time */
    ctx = stub_prepare_ctx(1);
    KTEST_CHECKF(ctx != NULL, "%s", ktorch_last_error());
    if (!ctx) return;
    stats(&c0, &most);
    KTEST_OK(ktorch_backend_prepare(ctx, dev, &n));
    stats(&c1, &most);
    KTEST_CHECKF(n > 20 && c1 - c0 == n && most == 1, "compiled %d, stub saw %d, at most %d at once", n, c1 - c0, most);
    KTEST_OK(ktorch_backend_prepare(ctx, dev, &n2));
    stats(&c2, &most);
    KTEST_CHECKF(n2 == 0 && c2 == c1, "again: compiled %d, stub saw %d", n2, c2 - c1);
    /* every image is in the cache blob: a count and 16 bytes (+ 24 of header) each */
    KTEST_OK(ktorch_backend_cache_export(ctx, KTORCH_BACKEND_CUDA, &blob, &size));
    memcpy(&entries, (char *)blob + 8, sizeof entries);
    KTEST_CHECKF(entries == (size_t)n && size == 16 + (size_t)n * 40, "%zu entries, %zu bytes for %d kernels", entries, size, n);
    ktorch_free(ctx, blob);
    ktorch_context_destroy(ctx);

    /* four threads: the same kernels, several compiles at once */
    ctx = stub_prepare_ctx(4);
    KTEST_CHECKF(ctx != NULL, "%s", ktorch_last_error());
    if (!ctx) return;
    KTEST_OK(ktorch_backend_prepare(ctx, dev, &n2));
    stats(&c1, &most);
    KTEST_CHECKF(n2 == n && c1 - c2 == n && most >= 2, "compiled %d of %d, at most %d at once", n2, n, most);
    ktorch_context_destroy(ctx);

    /* a failing family: reported, the rest kept, then only it compiled */
    ctx = stub_prepare_ctx(4);
    KTEST_CHECKF(ctx != NULL, "%s", ktorch_last_error());
    if (!ctx) return;
    setenv("STUB_NVRTC_FAIL", "kt_gemv_rows", 1);
    KTEST_STATUS(ktorch_backend_prepare(ctx, dev, &bad), KTORCH_INTERNAL);
    KTEST_CHECKF(strstr(ktorch_last_error(), "NVRTC failed for kernel") && strstr(ktorch_last_error(), "stub: planted failure"), "%s",
                 ktorch_last_error());
    unsetenv("STUB_NVRTC_FAIL");
    KTEST_CHECKF(bad > 0 && bad < n, "compiled %d of %d with one family failing", bad, n);
    KTEST_OK(ktorch_backend_prepare(ctx, dev, &n2));
    KTEST_CHECKF(n2 == n - bad, "then compiled %d, expected %d", n2, n - bad);
    ktorch_context_destroy(ctx);
    dlclose(lib);
}

int main(void) {
    const char *dir = getenv("KTORCH_TEST_STUB_DIR");
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    if (dir && *dir) {
        g_have_stub = 1;
        snprintf(g_full, sizeof g_full, "%s/libcuda_stub.so", dir);
        snprintf(g_nolaunch, sizeof g_nolaunch, "%s/libcuda_stub_nolaunch.so", dir);
        snprintf(g_nvrtc, sizeof g_nvrtc, "%s/libnvrtc_stub.so", dir);
    }
    KTEST_RUN(test_missing_driver);
    KTEST_RUN(test_missing_symbol);
    KTEST_RUN(test_missing_nvrtc);
    KTEST_RUN(test_init_fails);
    KTEST_RUN(test_stub_device);
    KTEST_RUN(test_prepare);
    KTEST_RUN(test_desc_ranges);
    KTEST_RUN(test_desc_settings);
    KTEST_RUN(test_f3_double);
    KTEST_RUN(test_dq_chunk_plan);
    KTEST_RUN(test_q_block_plan);
    return ktest_finish(g_have_stub ? "cuda_loader_stub" : "cuda_loader");
}
