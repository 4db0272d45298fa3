/* The CUDA loader without a GPU: a missing driver, a driver lacking a
   symbol, a failing cuInit and a stub device (tests/stub_cuda.c, built by
   tests/sh_cuda_stub.sh, which sets KTORCH_TEST_STUB_DIR) all give clear
   statuses, and the CPU backend keeps working afterwards. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "ktest.h"

static char g_full[512], g_nolaunch[512];
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
    KTEST_STATUS(ktorch_cuda_cache_import(ctx, "x", 1), KTORCH_BACKEND_UNAVAILABLE);
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
    b = &ctx->backends[KTORCH_BACKEND_CUDA];
    p = b->provider(b->state, 0);
    KTEST_CHECK(p.alloc_block(64, &blk, &base, p.user_data) == 0);
    KTEST_OK(b->copy(b->state, 0, base, h, sizeof h, 0));
    KTEST_OK(b->fill(b->state, 0, (char *)base + 4, 0, 4));
    KTEST_OK(b->copy(b->state, 0, back, base, sizeof back, 1));
    KTEST_OK(ktorch_synchronize(ctx, dev));
    KTEST_CHECK(back[0] == 1 && back[1] == 0 && back[7] == 8);
    {
        /* convert needs a kernel: NVRTC compiles it, the stub refuses the image */
        ktorch_tensor a, c;
        int64_t n = 8;
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, base, dev, &a));
        KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, base, dev, &c));
        KTEST_STATUS(b->convert(b->state, ctx, &c, &a, NULL), KTORCH_DEVICE_ERROR);
        KTEST_CHECKF(strstr(ktorch_last_error(), "CUDA_ERROR_INVALID_IMAGE") != NULL, "%s", ktorch_last_error());
    }
    p.free_block(blk, base, p.user_data);
    KTEST_CHECK(cpu_ok(ctx));
    {
        /* the cache now holds the compiled image: export, re-import, reject garbage */
        void *blob = NULL;
        size_t size = 0;
        KTEST_OK(ktorch_cuda_cache_export(ctx, &blob, &size));
        KTEST_CHECK(size > 40);
        KTEST_OK(ktorch_cuda_cache_import(ctx, blob, size));
        KTEST_STATUS(ktorch_cuda_cache_import(ctx, blob, size - 9), KTORCH_BAD_FORMAT);
        ((char *)blob)[0] = 'X';
        KTEST_STATUS(ktorch_cuda_cache_import(ctx, blob, size), KTORCH_BAD_FORMAT);
        ktorch_cuda_free(ctx, blob);
    }
    ktorch_context_destroy(ctx);
}

int main(void) {
    const char *dir = getenv("KTORCH_TEST_STUB_DIR");
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    if (dir && *dir) {
        g_have_stub = 1;
        snprintf(g_full, sizeof g_full, "%s/libcuda_stub.so", dir);
        snprintf(g_nolaunch, sizeof g_nolaunch, "%s/libcuda_stub_nolaunch.so", dir);
    }
    KTEST_RUN(test_missing_driver);
    KTEST_RUN(test_missing_symbol);
    KTEST_RUN(test_missing_nvrtc);
    KTEST_RUN(test_init_fails);
    KTEST_RUN(test_stub_device);
    return ktest_finish(g_have_stub ? "cuda_loader_stub" : "cuda_loader");
}
