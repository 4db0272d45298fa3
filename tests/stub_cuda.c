/* A stand-in libcuda for loader tests without a GPU: one "device" whose
   memory is host memory. Built as a shared library by tests/sh_cuda_stub.sh.
   -DSTUB_OMIT_LAUNCH leaves out cuLaunchKernel (missing-symbol test);
   env STUB_CUDA_INIT sets cuInit's result (e.g. 100 = no device),
   STUB_CUDA_DEVICES the number of devices (1), all sharing the one context. */
#include <stdlib.h>
#include <string.h>

typedef unsigned long long dptr;
#define API __attribute__((visibility("default")))
static int ctx_token, stream_token;

API int cuInit(unsigned f) { const char *e = getenv("STUB_CUDA_INIT"); (void)f; return e ? atoi(e) : 0; }
API int cuDriverGetVersion(int *v) { *v = 13000; return 0; }
API int cuGetErrorName(int r, const char **s) { *s = r == 100 ? "CUDA_ERROR_NO_DEVICE" : r == 200 ? "CUDA_ERROR_INVALID_IMAGE" : "CUDA_ERROR_STUB"; return 0; }
static int devices(void) { const char *e = getenv("STUB_CUDA_DEVICES"); return e && atoi(e) > 0 ? atoi(e) : 1; }
API int cuDeviceGetCount(int *n) { *n = devices(); return 0; }
API int cuDeviceGet(int *d, int o) { *d = o; return o >= 0 && o < devices() ? 0 : 101; }
API int cuDeviceGetName(char *n, int len, int d) { (void)d; strncpy(n, "Stub GPU", (size_t)len); return 0; }
API int cuDeviceGetAttribute(int *v, int a, int d) {
    (void)d;
    *v = a == 75 ? 8 : a == 76 ? 0 : a == 16 ? 4 : a == 97 ? 99 * 1024 : 0;
    return 0;
}
API int cuDeviceTotalMem_v2(size_t *m, int d) { (void)d; *m = (size_t)1 << 30; return 0; }
API int cuDevicePrimaryCtxRetain(void **c, int d) { (void)d; *c = &ctx_token; return 0; }
API int cuDevicePrimaryCtxRelease_v2(int d) { (void)d; return 0; }
API int cuCtxPushCurrent_v2(void *c) { return c == &ctx_token ? 0 : 201; }
API int cuCtxPopCurrent_v2(void **c) { *c = &ctx_token; return 0; }
API int cuCtxGetDevice(int *d) { *d = 0; return 0; }
API int cuStreamCreate(void **s, unsigned f) { (void)f; *s = &stream_token; return 0; }
API int cuStreamDestroy_v2(void *s) { (void)s; return 0; }
API int cuStreamSynchronize(void *s) { (void)s; return 0; }
API int cuMemAlloc_v2(dptr *p, size_t n) { void *m = malloc(n); *p = (dptr)(size_t)m; return m ? 0 : 2; }
API int cuMemFree_v2(dptr p) { free((void *)(size_t)p); return 0; }
API int cuMemcpyHtoDAsync_v2(dptr d, const void *s, size_t n, void *st) { (void)st; memcpy((void *)(size_t)d, s, n); return 0; }
API int cuMemcpyDtoHAsync_v2(void *d, dptr s, size_t n, void *st) { (void)st; memcpy(d, (void *)(size_t)s, n); return 0; }
API int cuMemcpyDtoDAsync_v2(dptr d, dptr s, size_t n, void *st) { (void)st; memmove((void *)(size_t)d, (void *)(size_t)s, n); return 0; }
API int cuMemsetD8Async(dptr d, unsigned char v, size_t n, void *st) { (void)st; memset((void *)(size_t)d, v, n); return 0; }
/* only the stub NVRTC's images (tests/stub_nvrtc.c) load */
API int cuModuleLoadData(void **m, const void *img) {
    if (memcmp(img, "KTSTUBCUBIN", 12) != 0) return 200;
    *m = &ctx_token;
    return 0;
}
API int cuModuleUnload(void *m) { (void)m; return 0; }
API int cuModuleGetFunction(void **f, void *m, const char *n) { (void)f; (void)m; (void)n; return 500; }
API int cuFuncSetAttribute(void *f, int a, int v) { (void)f; (void)a; (void)v; return 0; }
#ifndef STUB_OMIT_LAUNCH
API int cuLaunchKernel(void *f, unsigned a, unsigned b, unsigned c, unsigned d, unsigned e, unsigned g, unsigned s, void *st, void **p, void **x) {
    (void)f; (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)s; (void)st; (void)p; (void)x;
    return 0;
}
#endif
API int cuEventCreate(void **e, unsigned f) { (void)f; *e = &ctx_token; return 0; }
API int cuEventRecord(void *e, void *s) { (void)e; (void)s; return 0; }
API int cuEventSynchronize(void *e) { (void)e; return 0; }
API int cuEventElapsedTime_v2(float *ms, void *a, void *b) { (void)a; (void)b; *ms = 0; return 0; }
API int cuEventDestroy_v2(void *e) { (void)e; return 0; }
API int cuStreamWaitEvent(void *s, void *e, unsigned f) { (void)s; (void)e; (void)f; return 0; }
API int cuMemHostAlloc(void **p, size_t n, unsigned f) { (void)f; *p = malloc(n); return *p ? 0 : 2; }
API int cuMemFreeHost(void *p) { free(p); return 0; }
API int cuMemHostGetDevicePointer_v2(dptr *d, void *p, unsigned f) { (void)f; *d = (dptr)(size_t)p; return 0; }
