/* ktorch_backend_prepare on a CUDA device: every kernel the device runs is
   compiled (on the context's threads) into the directory cache, a second
   call compiles nothing, and a new context on the same directory loads
   them all without compiling and runs a kernel from them (a conversion,
   against the CPU's bits). The directory: KTORCH_CUDA_CACHE_DIR (tests/gpu.sh
   test gives a fresh one that the programs after this one use), else a
   temporary one, removed at the end. Skips on other backends (test_vulkan
   tests prepare on Vulkan) and with KTORCH_TEST_SMALL (compute-sanitizer). */
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktest.h"
#include <dirent.h>
#include <time.h>
#include <unistd.h>

static char g_dir[512];
static int g_own_dir;

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
/* ktorch's CUDA cache files in g_dir; remove them when `remove_them` */
static int cache_files(int remove_them) {
    DIR *d = opendir(g_dir);
    struct dirent *e;
    int n = 0;
    if (!d) return 0;
    while ((e = readdir(d)) != NULL) {
        char path[1024];
        if (strncmp(e->d_name, "ktorch-cuda-", 12) != 0) continue;
        n++;
        snprintf(path, sizeof path, "%s/%s", g_dir, e->d_name);
        if (remove_them) remove(path);
    }
    closedir(d);
    return n;
}
static ktorch_context *cuda_ctx(const char **why) {
    ktorch_context *ctx = NULL;
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) {
        *why = ktorch_last_error();
        return NULL;
    }
    setenv("KTORCH_CUDA_CACHE_DIR", g_dir, 1);
    *why = ktest_cuda_register(ctx);
    if (*why) {
        ktorch_context_destroy(ctx);
        return NULL;
    }
    return ctx;
}

/* f32 -> bf16 on the device: the same bits as the CPU's conversion */
static void convert_matches_cpu(ktorch_context *ctx) {
    enum { N = 4099 };
    static float x[N];
    static uint16_t want[N], got[N];
    ktorch_tensor hx, hw, hg, dx, dy;
    const int64_t n = N;
    ktorch_device dev;
    ktest_rng rng = ktest_rng_make(7);
    int i, bad = 0;
    dev.backend = KTORCH_BACKEND_CUDA;
    dev.index = 0;
    for (i = 0; i < N; i++) x[i] = (float)(ktest_normal(&rng) * 3.0);
    memset(got, 0xff, sizeof got);
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, x, ktorch_cpu(), &hx));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, want, ktorch_cpu(), &hw));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, got, ktorch_cpu(), &hg));
    KTEST_OK(ktorch_tensor_copy(ctx, &hw, &hx, NULL));
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 1, &n, dev, &dx));
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_BF16, 1, &n, dev, &dy));
    KTEST_OK(ktorch_tensor_copy(ctx, &dx, &hx, NULL));
    KTEST_OK(ktorch_tensor_copy(ctx, &dy, &dx, NULL));
    KTEST_OK(ktorch_tensor_copy(ctx, &hg, &dy, NULL));
    KTEST_OK(ktorch_synchronize(ctx, dev));
    for (i = 0; i < N; i++) bad += got[i] != want[i];
    KTEST_CHECKF(bad == 0, "%d of %d bf16 values differ from the CPU's", bad, N);
    ktorch_tensor_free(ctx, &dx);
    ktorch_tensor_free(ctx, &dy);
}

static void test_prepare(void) {
    const char *why = NULL, *want = getenv("KTORCH_TEST_BACKEND");
    ktorch_context *a, *b;
    ktorch_device dev;
    int fresh, n = -1, again = -1, loaded = -1;
    double t0, t1, t2;
    if (want && *want && strcmp(want, "cuda") != 0) KTEST_SKIP("CUDA only (test_vulkan tests prepare on Vulkan; HIP shares CUDA's engine)");
    if (getenv("KTORCH_TEST_SMALL")) KTEST_SKIP("KTORCH_TEST_SMALL: prepare compiles every kernel, left to tests/gpu.sh test");
    dev.backend = KTORCH_BACKEND_CUDA;
    dev.index = 0;
    a = cuda_ctx(&why);
    if (!a) KTEST_SKIP(why);
    fresh = cache_files(0) == 0;
    t0 = now_s();
    KTEST_OK(ktorch_backend_prepare(a, dev, &n));
    t1 = now_s();
    KTEST_OK(ktorch_backend_prepare(a, dev, &again));
    KTEST_CHECKF(again == 0, "a second prepare compiled %d kernels", again);
    if (fresh) KTEST_CHECKF(n > 0 && cache_files(0) == n, "prepare compiled %d kernels, the directory holds %d", n, cache_files(0));
    ktorch_context_destroy(a);
    b = cuda_ctx(&why);
    KTEST_CHECKF(b != NULL, "%s", why ? why : "");
    if (!b) return;
    t2 = now_s();
    KTEST_OK(ktorch_backend_prepare(b, dev, &loaded));
    KTEST_CHECKF(loaded == 0, "a new context on the same directory compiled %d kernels", loaded);
    printf("  prepare: %d kernels compiled in %.1f s on %d threads%s; a new context loads them in %.2f s\n", n, t1 - t0,
           ktorch_num_threads(b), fresh ? "" : " (directory not empty)", now_s() - t2);
    convert_matches_cpu(b);
    ktorch_context_destroy(b);
}

int main(void) {
    const char *dir = getenv("KTORCH_CUDA_CACHE_DIR");
    (void)ktest_max_rel; (void)ktest_nmse;
    if (dir && *dir) {
        snprintf(g_dir, sizeof g_dir, "%s", dir);
    } else {
        snprintf(g_dir, sizeof g_dir, "/tmp/ktorch_prepare_XXXXXX");
        g_own_dir = mkdtemp(g_dir) != NULL;
    }
    KTEST_RUN(test_prepare);
    if (g_own_dir) {
        cache_files(1);
        rmdir(g_dir);
    }
    return ktest_finish("gpu_prepare");
}
