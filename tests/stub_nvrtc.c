/* A stand-in libnvrtc for prepare's tests without a compiler run: each
   compile takes a few milliseconds and gives a 16-byte "CUBIN" that the
   stub libcuda (tests/stub_cuda.c) loads. Built by tests/sh_cuda_stub.sh.
   env STUB_NVRTC_FAIL: a compile whose source contains this text fails
   with a log naming it. stub_nvrtc_stats() reports the compiles and the
   most that ran at once. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define API __attribute__((visibility("default")))
typedef struct prog {
    char *src;
    int failed;
} prog;
static int g_running, g_most, g_compiles;

API int nvrtcVersion(int *major, int *minor) { *major = 13; *minor = 0; return 0; }
API const char *nvrtcGetErrorString(int r) { return r == 6 ? "NVRTC_ERROR_COMPILATION" : r ? "NVRTC_ERROR_STUB" : "NVRTC_SUCCESS"; }
API int nvrtcCreateProgram(prog **p, const char *src, const char *name, int n, const char *const *h, const char *const *i) {
    (void)name; (void)n; (void)h; (void)i;
    *p = calloc(1, sizeof **p);
    if (!*p || !((*p)->src = strdup(src))) return 1;
    return 0;
}
API int nvrtcDestroyProgram(prog **p) {
    if (*p) free((*p)->src), free(*p);
    *p = NULL;
    return 0;
}
API int nvrtcCompileProgram(prog *p, int n, const char *const *opts) {
    const char *fail = getenv("STUB_NVRTC_FAIL");
    struct timespec t = {0, 3000000};
    int now = __atomic_add_fetch(&g_running, 1, __ATOMIC_SEQ_CST), most = __atomic_load_n(&g_most, __ATOMIC_SEQ_CST);
    (void)n; (void)opts;
    while (now > most && !__atomic_compare_exchange_n(&g_most, &most, now, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {}
    nanosleep(&t, NULL);
    __atomic_add_fetch(&g_compiles, 1, __ATOMIC_SEQ_CST);
    __atomic_sub_fetch(&g_running, 1, __ATOMIC_SEQ_CST);
    p->failed = fail && *fail && strstr(p->src, fail) != NULL;
    return p->failed ? 6 : 0;
}
static const char *log_of(const prog *p) { return p->failed ? "stub: planted failure" : ""; }
API int nvrtcGetProgramLogSize(prog *p, size_t *n) { *n = strlen(log_of(p)) + 1; return 0; }
API int nvrtcGetProgramLog(prog *p, char *log) { strcpy(log, log_of(p)); return 0; }
static const char image[16] = "KTSTUBCUBIN";
API int nvrtcGetCUBINSize(prog *p, size_t *n) { (void)p; *n = sizeof image; return 0; }
API int nvrtcGetCUBIN(prog *p, char *out) { (void)p; memcpy(out, image, sizeof image); return 0; }
API int nvrtcGetPTXSize(prog *p, size_t *n) { (void)p; *n = 0; return 1; }
API int nvrtcGetPTX(prog *p, char *out) { (void)p; (void)out; return 1; }
API void stub_nvrtc_stats(int *compiles, int *most) {
    *compiles = __atomic_load_n(&g_compiles, __ATOMIC_SEQ_CST);
    *most = __atomic_load_n(&g_most, __ATOMIC_SEQ_CST);
}
