/* The HIP loader without an AMD GPU: a missing runtime, a library lacking
   the HIP symbols, a missing hiprtc and Debian's libamdhip64 without a
   device all give BACKEND_UNAVAILABLE naming the cause (the HIP error
   included), desc errors are named, and the CPU keeps working. The vendor
   table's attribute ids and property offsets are compared with ROCm's
   header where one is installed. With tests/sh_hip_shim.sh
   (KTORCH_TEST_HIP_SHIM_DIR: tests/hip_shim.c built twice) also: the
   architecture from gcnArchName in ROCm 6's and ROCm 5's property layouts,
   HIP's NVIDIA platform, and the shim's registration (no CUDA driver here:
   a clean refusal). The engine's internals through tests/hooks.h. */
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktest.h"
#include "hooks.h"
#include <dlfcn.h>
#if defined __has_include
#if __has_include(<hip/hip_runtime_api.h>)
#define HAVE_HIP_HEADER 1
#define __HIP_PLATFORM_AMD__
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>
#endif
#endif

static char g_shim[512], g_shim_r0000[512];

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

/* The status and message of one registration in a fresh context. */
static ktorch_status try_register(const ktorch_hip_desc *d, char *msg, size_t cap, int *cpu) {
    ktorch_context *ctx;
    ktorch_status st;
    msg[0] = '\0';
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) return KTORCH_INTERNAL;
    st = ktorch_hip_register(ctx, d);
    snprintf(msg, cap, "%s", st == KTORCH_OK ? "" : ktorch_last_error());
    if (st != KTORCH_OK && (ktorch_backend_available(ctx, KTORCH_BACKEND_HIP) || ktorch_device_count(ctx, KTORCH_BACKEND_HIP) != 0)) st = KTORCH_INTERNAL;
    *cpu = cpu_ok(ctx);
    ktorch_context_destroy(ctx);
    return st;
}

static void test_missing_runtime(void) {
    ktorch_context *ctx;
    ktorch_hip_desc d;
    memset(&d, 0, sizeof d);
    d.libhip_path = "/nonexistent/libamdhip64.so.6";
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip_register: could not load the HIP runtime '/nonexistent/libamdhip64.so.6'") != NULL, "%s",
                 ktorch_last_error());
    KTEST_CHECK(!ktorch_backend_available(ctx, KTORCH_BACKEND_HIP));
    KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_HIP) == 0);
    KTEST_STATUS(ktorch_backend_cache_import(ctx, KTORCH_BACKEND_HIP, "x", 1), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

/* A library without HIP's symbols: the first one of the HIP column is named. */
static void test_missing_symbol(void) {
    ktorch_hip_desc d;
    char msg[600];
    int cpu = 0;
    memset(&d, 0, sizeof d);
    d.libhip_path = "libm.so.6";
    KTEST_STATUS(try_register(&d, msg, sizeof msg, &cpu), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(msg, "symbol 'hipInit' missing from libm.so.6") != NULL, "%s", msg);
    KTEST_CHECK(cpu);
}

static void test_desc_errors(void) {
    static char longpath[600];
    static const int devs[1] = {0};
    ktorch_context *ctx;
    ktorch_hip_desc d;
    memset(longpath, 'a', sizeof longpath - 1);
    KTEST_STATUS(ktorch_hip_register(NULL, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip_register: 'ctx'") != NULL, "%s", ktorch_last_error());
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    memset(&d, 0, sizeof d);
    d.device_count = -1;
    KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip_register: 'device_count'") != NULL, "%s", ktorch_last_error());
    d.device_count = 1; /* devices NULL */
    KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "'devices'") != NULL, "%s", ktorch_last_error());
    d.devices = devs;
    d.device_count = HOOK_MAX_DEVICES + 1;
    KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_INVALID_ARGUMENT);
    d.device_count = 0;
    d.cache_dir = longpath;
    KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip_register: 'cache_dir'") != NULL, "%s", ktorch_last_error());
    KTEST_CHECK(!ktorch_backend_available(ctx, KTORCH_BACKEND_HIP));
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

/* Debian's libamdhip64 (ROCm 5.2, hiprtc inside) on a machine without an
   AMD GPU: every symbol resolves, then the runtime's refusal is named. */
static void test_no_device(void) {
    ktorch_hip_desc d;
    char msg[600];
    int cpu = 0;
    ktorch_status st;
    /* left open: unloading libamdhip64 leaks what its constructors allocated */
    void *lib = dlopen("libamdhip64.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!lib) lib = dlopen("libamdhip64.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!lib) KTEST_SKIP("libamdhip64 is not installed (Debian: libamdhip64-5)");
    st = try_register(NULL, msg, sizeof msg, &cpu);
    KTEST_CHECK(cpu);
    if (st == KTORCH_OK) KTEST_SKIP("an AMD GPU is present: no refusal to check");
    KTEST_STATUS(st, KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(msg, "ktorch_hip_register: no hip device: hipError") != NULL, "%s", msg);
    /* hiprtc: a given path is the only one tried */
    memset(&d, 0, sizeof d);
    d.libhiprtc_path = "/nonexistent/libhiprtc.so";
    KTEST_STATUS(try_register(&d, msg, sizeof msg, &cpu), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECKF(strstr(msg, "ktorch_hip: hiprtc not found (tried /nonexistent/libhiprtc.so)") != NULL, "%s", msg);
}

/* The HIP column names a HIP entry point for every field but CUDA's own
   (cuGetErrorName, cuFuncSetAttribute); the compiler's code fills both
   image slots. */
static void test_symbol_columns(void) {
    const char *cu, *hip;
    int i, n[2] = {0, 0};
    for (i = 0; hook_gpu_symbol(0, i, &cu, &hip); i++) {
        n[0]++;
        if (cu && (strcmp(cu, "cuGetErrorName") == 0 || strcmp(cu, "cuFuncSetAttribute") == 0)) {
            KTEST_CHECKF(hip == NULL, "%s has a HIP twin %s", cu, hip);
            continue;
        }
        KTEST_CHECKF(hip && strncmp(hip, "hip", 3) == 0, "entry %d: HIP name %s", (int)i, hip ? hip : "(none)");
        KTEST_CHECKF(cu ? strncmp(cu, "cu", 2) == 0 : strcmp(hip, "hipGetErrorName") == 0, "entry %d: CUDA name %s", (int)i, cu ? cu : "(none)");
    }
    for (i = 0; hook_gpu_symbol(1, i, &cu, &hip); i++) {
        const int image = strstr(cu, "PTX") || strstr(cu, "CUBIN");
        n[1]++;
        if (image) KTEST_CHECKF(strcmp(hip, strstr(cu, "Size") ? "hiprtcGetCodeSize" : "hiprtcGetCode") == 0, "%s -> %s", cu, hip);
        else KTEST_CHECKF(strncmp(hip, "hiprtc", 6) == 0 && strcmp(cu + 5, hip + 6) == 0, "%s -> %s", cu, hip);
    }
    KTEST_CHECKF(n[0] > 0 && n[1] > 0, "%d and %d symbols", n[0], n[1]); /* the loops above ran */
}

/* The host's lane group is the preludes' KT_LANES on both vendors. */
static void test_lane_group(void) {
    char want[64];
    int hip;
    snprintf(want, sizeof want, "#define KT_LANES %d\n", hook_gpu_lanes());
    for (hip = 0; hip < 2; hip++) KTEST_CHECKF(hook_gpu_source_has(hook_gpu_find_spec(2, 0, 0, 0), hip, want) == 1, "prelude %d lacks '%s'", hip, want);
}

/* Every flash forward, decode and matrix-product key has a spec that fits
   an AMD device's 64 KiB of shared memory, and HIP picks it; CUDA picks
   the table's first spec of each key, whatever the device has; a HIP
   device with room picks the first too. */
static void test_pick_spec(void) {
    int i, p[4], fallbacks = 0;
    for (i = 0; hook_gpu_spec(i, p, NULL); i++) {
        const int first = hook_gpu_find_spec(p[0], p[1], p[2], p[3]);
        uint64_t hs = 0, fs = 0;
        int h;
        if (p[0] != 0 && p[0] != 1 && !(p[0] == 6 && p[1] < 2)) continue;
        h = hook_gpu_pick_spec(1, 64 * 1024, p[0], p[1], p[2], p[3]);
        KTEST_CHECKF(hook_gpu_spec(h, NULL, &hs) && hs <= 64 * 1024, "spec %d (kind %d, d %d): HIP picks %d, %llu bytes", i, p[0], p[1], h,
                     (unsigned long long)hs);
        KTEST_CHECKF(h == first || (hook_gpu_spec(first, NULL, &fs) && fs > 64 * 1024), "spec %d: HIP passes over the fitting first spec %d", i, first);
        KTEST_CHECK(hook_gpu_pick_spec(0, 64 * 1024, p[0], p[1], p[2], p[3]) == first);
        KTEST_CHECK(hook_gpu_pick_spec(1, 227 * 1024, p[0], p[1], p[2], p[3]) == first);
        fallbacks += h != first && i == h;
    }
    /* 20 flash forward keys, 20 of its block-sparse ones (masks 2, 3), 9 matrix products */
    KTEST_CHECKF(fallbacks == 49, "%d fallbacks picked", fallbacks);
}

/* The numbers the vendor table holds, against ROCm's own header. */
static void test_against_rocm_header(void) {
#ifdef HAVE_HIP_HEADER
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_SM_COUNT) == hipDeviceAttributeMultiprocessorCount);
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_L2_BYTES) == hipDeviceAttributeL2CacheSize);
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_CC_MAJOR) == hipDeviceAttributeComputeCapabilityMajor);
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_CC_MINOR) == hipDeviceAttributeComputeCapabilityMinor);
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_SMEM) == hipDeviceAttributeMaxSharedMemoryPerBlock);
    KTEST_CHECK(hook_gpu_attr(1, HOOK_ATTR_WARP) == hipDeviceAttributeWarpSize);
    KTEST_CHECK(hipHostMallocMapped == 2 && hipStreamNonBlocking == 1 && hipErrorOutOfMemory == 2); /* CUDA's numbers, used as they are */
#if HIP_VERSION_MAJOR >= 6
    KTEST_CHECK(offsetof(hipDeviceProp_t, gcnArchName) == hook_hip_props(HOOK_HIP_ARCH_AT_R0600));
#else
    KTEST_CHECK(offsetof(hipDeviceProp_t, gcnArchName) == hook_hip_props(HOOK_HIP_ARCH_AT_R0000));
#endif
    KTEST_CHECK(sizeof(hipDeviceProp_t) + hook_hip_props(HOOK_HIP_ARCH_BYTES) <= hook_hip_props(HOOK_HIP_PROPS_BYTES));
#else
    KTEST_SKIP("ROCm's hip/hip_runtime_api.h is not installed (Debian: libamdhip64-dev)");
#endif
}

/* Cache blobs carry the vendor's magic: a CUDA blob is refused by HIP. */
static void test_blob_magic(void) {
    char blob[16];
    size_t size = 0;
    KTEST_OK(hook_gpu_cache_export(1, blob, sizeof blob, &size));
    KTEST_CHECK(size == 16 && memcmp(blob, "KTHIP001", 8) == 0);
    KTEST_OK(hook_gpu_cache_import(1, blob, size));
    KTEST_STATUS(hook_gpu_cache_import(0, blob, size), KTORCH_BAD_FORMAT);
    KTEST_OK(hook_gpu_cache_export(0, blob, sizeof blob, &size));
    KTEST_CHECK(size == 16 && memcmp(blob, "KTCUDA01", 8) == 0);
    KTEST_STATUS(hook_gpu_cache_import(1, blob, size), KTORCH_BAD_FORMAT);
    KTEST_CHECKF(strstr(ktorch_last_error(), "not a ktorch hip cache blob") != NULL, "%s", ktorch_last_error());
}

/* The HIP engine's architecture over a shim's properties entry point (the
   name set through KTORCH_HIP_SHIM_GCN), for a device reporting 9.0 as
   gfx90a does. */
static void arch_of(const char *lib, const char *gcn, ktorch_status want, int amd, const char *arch) {
    void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
    char got[64];
    int is_amd = -1, sm90 = -1;
    ktorch_status st;
    KTEST_CHECKF(h != NULL, "%s: %s", lib, dlerror());
    if (!h) return;
    setenv("KTORCH_HIP_SHIM_GCN", gcn, 1);
    st = hook_hip_arch(h, 9, &is_amd, &sm90, got, sizeof got);
    unsetenv("KTORCH_HIP_SHIM_GCN");
    KTEST_CHECKF(st == want, "%s '%s': status %d: %s", lib, gcn, (int)st, ktorch_last_error());
    if (st == KTORCH_OK)
        KTEST_CHECKF(is_amd == amd && strcmp(got, arch) == 0 && !sm90, "%s '%s': amd %d arch %s sm90 %d", lib, gcn, is_amd, got, sm90);
    dlclose(h);
}

static void test_arch(void) {
    const char *libs[2];
    int i;
    if (!g_shim[0]) KTEST_SKIP("KTORCH_TEST_HIP_SHIM_DIR not set (tests/sh_hip_shim.sh runs this)");
    libs[0] = g_shim;       /* hipGetDevicePropertiesR0600 */
    libs[1] = g_shim_r0000; /* hipGetDeviceProperties only */
    for (i = 0; i < 2; i++) {
        arch_of(libs[i], "gfx90a:sramecc+:xnack-", KTORCH_OK, 1, "gfx90a");
        arch_of(libs[i], "gfx1030", KTORCH_OK, 1, "gfx1030");
        arch_of(libs[i], "", KTORCH_OK, 0, "sm_90"); /* HIP on NVIDIA: no sm_90a kernels */
        arch_of(libs[i], "Ellesmere", KTORCH_OK, 0, "sm_90");
        arch_of(libs[i], "gfx1234567890abcdef:xnack-", KTORCH_BACKEND_UNAVAILABLE, 0, "");
    }
}

/* A conversion on the device (a compiled kernel) against the host's, then
   the compiled-kernel cache as a blob of the backend's own magic. */
static void shim_device(ktorch_context *ctx, ktorch_device dev) {
    float x[64];
    uint16_t want[64], got[64];
    int64_t n = 64;
    ktorch_tensor hx, hw, hg, tx, tb;
    void *blob = NULL;
    size_t size = 0;
    int i;
    for (i = 0; i < 64; i++) x[i] = (float)(i * 37 % 23) / 7.0f - 1.5f;
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, x, ktorch_cpu(), &hx));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, want, ktorch_cpu(), &hw));
    KTEST_OK(ktorch_tensor_wrap(KTORCH_BF16, 1, &n, NULL, got, ktorch_cpu(), &hg));
    KTEST_OK(ktorch_tensor_copy(ctx, &hw, &hx, NULL));
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 1, &n, dev, &tx));
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_BF16, 1, &n, dev, &tb));
    memset(got, 0xff, sizeof got);
    KTEST_OK(ktorch_tensor_copy(ctx, &tx, &hx, NULL));
    KTEST_OK(ktorch_tensor_copy(ctx, &tb, &tx, NULL)); /* on the device */
    KTEST_OK(ktorch_tensor_copy(ctx, &hg, &tb, NULL));
    KTEST_OK(ktorch_synchronize(ctx, dev));
    KTEST_CHECKF(memcmp(want, got, sizeof got) == 0, "%s: bf16 conversion differs from the host's", ktorch_backend_name(dev.backend));
    ktorch_tensor_free(ctx, &tx);
    ktorch_tensor_free(ctx, &tb);
    KTEST_OK(ktorch_backend_cache_export(ctx, dev.backend, &blob, &size));
    KTEST_CHECK(size > 40 && memcmp(blob, dev.backend == KTORCH_BACKEND_HIP ? "KTHIP001" : "KTCUDA01", 8) == 0);
    KTEST_OK(ktorch_backend_cache_import(ctx, dev.backend, blob, size));
    ((char *)blob)[0] = 'X';
    KTEST_STATUS(ktorch_backend_cache_import(ctx, dev.backend, blob, size), KTORCH_BAD_FORMAT);
    ktorch_free(ctx, blob);
}

/* The shim without a CUDA driver: a clean refusal naming it. With a
   driver (an NVIDIA machine) the device registers as HIP's NVIDIA
   platform. */
static void test_shim_register(void) {
    ktorch_context *ctx;
    ktorch_hip_desc d;
    ktorch_status st;
    if (!g_shim[0]) KTEST_SKIP("KTORCH_TEST_HIP_SHIM_DIR not set (tests/sh_hip_shim.sh runs this)");
    memset(&d, 0, sizeof d);
    d.libhip_path = g_shim;
    d.libhiprtc_path = g_shim;
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    st = ktorch_hip_register(ctx, &d);
    if (st == KTORCH_OK) {
        ktorch_device_info info;
        ktorch_device dev;
        dev.backend = KTORCH_BACKEND_HIP;
        dev.index = 0;
        KTEST_OK(ktorch_device_info_get(ctx, dev, &info));
        KTEST_CHECKF(strncmp(info.arch, "sm_", 3) == 0 && info.arch[strlen(info.arch) - 1] != 'a', "arch %s", info.arch);
        KTEST_STATUS(ktorch_hip_register(ctx, &d), KTORCH_INVALID_ARGUMENT); /* already registered */
        shim_device(ctx, dev);
        /* CUDA beside it in the same context: two states over one engine */
        if (ktorch_cuda_register(ctx, NULL) == KTORCH_OK) {
            dev.backend = KTORCH_BACKEND_CUDA;
            shim_device(ctx, dev);
        }
    } else if (strstr(ktorch_last_error(), "hiprtc")) {
        KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip: hiprtcVersion failed") != NULL, "%s", ktorch_last_error()); /* no NVRTC */
    } else {
        KTEST_STATUS(st, KTORCH_BACKEND_UNAVAILABLE);
        KTEST_CHECKF(strstr(ktorch_last_error(), "ktorch_hip_register: no hip device: hipErrorInsufficientDriver (hip shim: no CUDA driver") != NULL,
                     "%s", ktorch_last_error());
    }
    KTEST_CHECK(cpu_ok(ctx));
    ktorch_context_destroy(ctx);
}

int main(void) {
    const char *dir = getenv("KTORCH_TEST_HIP_SHIM_DIR");
    (void)ktest_normal; (void)ktest_rng_make; (void)ktest_max_rel; (void)ktest_nmse;
    if (dir && *dir) {
        snprintf(g_shim, sizeof g_shim, "%s/libamdhip64_shim.so", dir);
        snprintf(g_shim_r0000, sizeof g_shim_r0000, "%s/libamdhip64_shim_r0000.so", dir);
    }
    KTEST_RUN(test_missing_runtime);
    KTEST_RUN(test_missing_symbol);
    KTEST_RUN(test_desc_errors);
    KTEST_RUN(test_no_device);
    KTEST_RUN(test_symbol_columns);
    KTEST_RUN(test_lane_group);
    KTEST_RUN(test_pick_spec);
    KTEST_RUN(test_against_rocm_header);
    KTEST_RUN(test_blob_magic);
    KTEST_RUN(test_arch);
    KTEST_RUN(test_shim_register);
    return ktest_finish(g_shim[0] ? "hip_loader_shim" : "hip_loader");
}
