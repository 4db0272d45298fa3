/* CUDA matrix products: fp8 x fp8 (cuBLASLt and the own kernels), dense bf16,
   int8 w8a8 at M = N = K = 8192; ktorch_qmatmul at M = 4096, N = K = 8192
   with int8 / mxfp4 / nvfp4 / q4_0 / fp8 e4m3 / mxfp8 e4m3 weights beside
   the dense bf16 product of the same M, a row per path: d the default, tiled
   the tiled kernel (desc.qmatmul_dq_rows = -1; at M <= 16
   desc.qmatmul_no_gemv), lt and own W dequantized in chunks
   (desc.qmatmul_dq_rows = 1; the name ends in /chunks) then cuBLASLt or the
   own kernel (desc.no_cublaslt), and a summary table;
   KTORCH_BENCH_QMM_MS=16,256,4096 those M (at most 8),
   KTORCH_BENCH_QMM_PATHS=d,lt those paths, KTORCH_BENCH_QMM_FORMATS=int8,q4_0
   those formats, KTORCH_BENCH_QMM_CHUNKS=2048,4096 the lt and own rows per
   desc.qmatmul_chunk_rows (the summary keeps the best), KTORCH_BENCH_QMM_QUIET=1
   the summary alone, KTORCH_BENCH_QMM_ONLY=1 these rows alone;
   and decode-style ktorch_qmatmul, M = 1 and 16,
   N = 8192 and 28672, K = 8192, in every weight format the device takes
   (GEMV kernel; for the formats the tiled kernel also takes, a second row
   with desc.qmatmul_no_gemv), and ktorch_matmul_nt f32 x f32 at the same
   shapes and M = 4 (the f32 GEMV kernel, then ktorch_matmul's path:
   cuBLASLt in f32).
   TFLOP/s, and for the decode rows GB/s of the bytes they must read
   (weights + scales + x + y) and their share of a device-to-device copy
   measured in the same run. Times with device events; median of 15 runs.
   KTORCH_BENCH_GEMV_SHAPES=1 adds a GEMV row per launch shape (s0 to s8:
   ktorch_cuda_desc.gemv_shape; a shape that does not take the case runs the
   default; f32: s0 to s4), KTORCH_BENCH_GEMV_SHAPE_LIST=d,5 quantized rows for
   the default and shape 5 only, KTORCH_BENCH_GEMV_MS=1,4,16 those rows of x
   of the quantized rows (default 1,16); KTORCH_BENCH_GEMV_ONLY=1 runs the decode
   rows alone, KTORCH_BENCH_GEMV_FORMATS=int8,mxfp4,f32,... only those formats,
   KTORCH_BENCH_GEMV_NO_TILED=1 leaves out their tiled-kernel rows,
   KTORCH_BENCH_GEMV_INNER=5 times batches of 5 back-to-back calls of the
   quantized rows (default 1), KTORCH_BENCH_GEMV_COPIES=4 takes 4 copies of W
   in turn (at most 8; default 1), so L2 cannot keep W between calls;
   KTORCH_BENCH_GEMV_SPLITS=1 sets the K splits of launch shapes 14, 19 and 21.
   usage: bench_cuda_gemm [cache_dir] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;
static uint64_t g_rng = 88172645463325252ull;
static uint64_t rnd(void) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return g_rng;
}
static ktorch__cu_state *cstate(void) { return (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state; }
static struct ktorch__cu_gemm *gstate(void) { return cstate()->gemm; }

/* Device tensor of random bytes shaped by `kind`. */
static ktorch_tensor dev_bytes(ktorch_dtype dt, int ndim, const int64_t *shape, int kind) {
    ktorch_tensor d, h;
    uint64_t n = 0, i;
    unsigned char *p;
    CHECK(ktorch_tensor_create(ctx, dt, ndim, shape, cuda0(), &d));
    CHECK(ktorch_tensor_nbytes(&d, &n));
    p = (unsigned char *)malloc((size_t)n);
    for (i = 0; i < n; i++) {
        uint64_t r = rnd();
        switch (kind) {
        case 0: p[i] = (unsigned char)(r & 0xBF); break;                  /* fp8 e4m3, |v| < 2 */
        case 1: p[i] = (unsigned char)((i & 1) ? ((r & 0x80) | 0x3F) : r); break; /* bf16, 0.5 <= |v| < 2 */
        case 2: p[i] = (unsigned char)r; break;                          /* int8 / fp4 codes */
        case 3: p[i] = 127; break;                                        /* e8m0 1.0 */
        default: p[i] = 0x38; break;                                      /* e4m3 1.0 */
        }
    }
    CHECK(ktorch_tensor_wrap(dt, ndim, shape, NULL, p, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, &d, &h, NULL));
    CHECK(ktorch_synchronize(ctx, cuda0()));
    free(p);
    return d;
}
static ktorch_tensor dev_f32(int64_t n, float v) {
    ktorch_tensor d, h;
    float *p = (float *)malloc((size_t)n * 4);
    int64_t i;
    for (i = 0; i < n; i++) p[i] = v;
    CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 1, &n, cuda0(), &d));
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 1, &n, NULL, p, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, &d, &h, NULL));
    CHECK(ktorch_synchronize(ctx, cuda0()));
    free(p);
    return d;
}

typedef struct op {
    int kind; /* 0 w8a8, 1 matmul_nt, 2 qmatmul */
    const ktorch_qtensor *qx, *qw;
    const ktorch_tensor *x, *w;
    ktorch_tensor *y;
    const ktorch_qtensor *qws; /* qmatmul: nqw > 1 copies of W taken in turn */
    int nqw, inner;            /* inner: calls a timed batch (0: 1) */
} op;
static void run(const op *o) {
    static unsigned turn;
    if (o->kind == 0) CHECK(ktorch_qmatmul_w8a8(ctx, o->qx, o->qw, o->y));
    else if (o->kind == 1) CHECK(ktorch_matmul_nt(ctx, o->x, o->w, o->y));
    else CHECK(ktorch_qmatmul(ctx, o->x, o->nqw > 1 ? &o->qws[turn++ % (unsigned)o->nqw] : o->qw, o->y));
}
static void run_op(void *o) { run((const op *)o); }
/* median seconds a call of 15 timed batches of o->inner calls (after 3 warm-up calls) */
static double time_op(const op *o) { return bench_cuda_time_ms(ctx, run_op, (void *)o, 3, 15, o->inner > 1 ? o->inner : 1) * 1e-3; }
/* a device copy of q's codes and scales */
static ktorch_qtensor qt_dup(const ktorch_qtensor *q) {
    ktorch_qtensor c = *q;
    CHECK(ktorch_tensor_create(ctx, q->data.dtype, q->data.ndim, q->data.shape, cuda0(), &c.data));
    CHECK(ktorch_tensor_copy(ctx, &c.data, &q->data, NULL));
    if (q->scale.data) {
        CHECK(ktorch_tensor_create(ctx, q->scale.dtype, q->scale.ndim, q->scale.shape, cuda0(), &c.scale));
        CHECK(ktorch_tensor_copy(ctx, &c.scale, &q->scale, NULL));
    }
    return c;
}
static const char *path_name(void) {
    int p = gstate() ? gstate()->last_path : 0;
    return p == 1 ? "cuBLASLt" : p == 3 ? "wgmma" : p == 4 ? "gemv" : p == 5 ? "gemv_f32" : "mma.sync";
}
static double g_copy_gbs; /* device copy, bytes read + written per second / 1e9 */
static void row(const char *what, int64_t M, int64_t N, int64_t K, double s, double bytes, double ceil_tflops) {
    double tf = 2.0 * (double)M * (double)N * (double)K / s / 1e12;
    printf("%-30s %-8s %5lld %5lld %5lld %9.3f ms %8.1f TFLOP/s (%4.0f%% of %4.0f)", what, path_name(), (long long)M, (long long)N, (long long)K,
           s * 1e3, tf, 100.0 * tf / ceil_tflops, ceil_tflops);
    if (bytes > 0 && g_copy_gbs > 0) printf(" %7.0f GB/s read (%3.0f%% of copy)", bytes / s / 1e9, 100.0 * bytes / s / 1e9 / g_copy_gbs);
    printf("\n");
    fflush(stdout);
}

static ktorch_qtensor qt(ktorch_quant_format f, int64_t N, int64_t K, ktorch_quant_granularity g) {
    ktorch_qtensor q;
    int64_t shape[2], ss[2];
    memset(&q, 0, sizeof q);
    q.format = f;
    q.ndim = 2;
    q.shape[0] = shape[0] = N;
    q.shape[1] = shape[1] = K;
    q.tensor_scale = 1.0f;
    q.axis = -1;
    q.granularity = g;
    ss[0] = N;
    if (f == KTORCH_QUANT_FP8_E4M3) {
        q.data = dev_bytes(KTORCH_FP8_E4M3, 2, shape, 0);
        q.scale = dev_f32(g == KTORCH_QUANT_PER_CHANNEL ? N : 1, 1.0f);
        if (g == KTORCH_QUANT_PER_CHANNEL) q.axis = 0;
    } else if (f == KTORCH_QUANT_INT8) {
        q.data = dev_bytes(KTORCH_I8, 2, shape, 2);
        q.scale = dev_f32(N, 0.01f);
        q.axis = 0;
        q.granularity = KTORCH_QUANT_PER_CHANNEL;
    } else if (f == KTORCH_QUANT_MXFP4) {
        q.data = dev_bytes(KTORCH_F4_E2M1, 2, shape, 2);
        ss[1] = K / 32;
        q.scale = dev_bytes(KTORCH_E8M0, 2, ss, 3);
        q.block = 32;
        q.granularity = KTORCH_QUANT_PER_TENSOR; /* fixed blocks */
    } else {
        q.data = dev_bytes(KTORCH_F4_E2M1, 2, shape, 2);
        ss[1] = K / 16;
        q.scale = dev_bytes(KTORCH_FP8_E4M3, 2, ss, 4);
        q.block = 16;
        q.granularity = KTORCH_QUANT_PER_TENSOR; /* fixed blocks */
    }
    return q;
}
static void qt_free(ktorch_qtensor *q) {
    ktorch_tensor_free(ctx, &q->data);
    ktorch_tensor_free(ctx, &q->scale);
}
/* w (bf16 on the device) quantized on the device; int8 and fp8 per output row. */
static ktorch_qtensor qt_of(const ktorch_tensor *w, ktorch_quant_format f) {
    ktorch_quant_params p;
    ktorch_qtensor q;
    memset(&p, 0, sizeof p);
    memset(&q, 0, sizeof q);
    if (f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2) {
        p.granularity = KTORCH_QUANT_PER_CHANNEL;
        p.axis = 0;
    }
    CHECK(ktorch_quantize(ctx, w, f, &p, &q));
    CHECK(ktorch_synchronize(ctx, cuda0()));
    return q;
}

/* up to max integers lo..hi of the comma-separated list in env var name; their count */
static int list_env(const char *name, int64_t *out, int max, int64_t lo, int64_t hi) {
    const char *p = getenv(name);
    int n = 0;
    while (p && *p && n < max) {
        const long long v = atoll(p);
        if (v >= lo && v <= hi) out[n++] = v;
        while (*p && *p != ',') p++;
        if (*p == ',') p++;
    }
    return n;
}
/* name is in the comma-separated list (no list: every name) */
static int listed(const char *list, const char *name) {
    size_t n = strlen(name);
    const char *p = list;
    if (!list) return 1;
    while ((p = strstr(p, name)) != NULL) {
        if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0')) return 1;
        p += n;
    }
    return 0;
}

int main(int argc, char **argv) {
    const int64_t S = 8192;
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    ktorch_tensor y, yi, xb, wb;
    int64_t shape[2];
    op o;
    int lt;
    const int gemv_only = bench_env_flag("KTORCH_BENCH_GEMV_ONLY"), qmm_only = bench_env_flag("KTORCH_BENCH_QMM_ONLY");
    const char *gemv_fmts = getenv("KTORCH_BENCH_GEMV_FORMATS");
    desc = bench_cuda_desc(argc > 1 ? argv[1] : NULL);
    CHECK(ktorch_context_create(NULL, &ctx));
    if (ktorch_cuda_register(ctx, &desc) != KTORCH_OK) {
        printf("bench_cuda_gemm: skipped (%s)\n", ktorch_last_error());
        return 0;
    }
    CHECK(ctx->backends[KTORCH_BACKEND_CUDA].device_info(ctx->backends[KTORCH_BACKEND_CUDA].state, 0, &info));
    printf("device: %s (%s); ceilings (H200): bf16 790 TFLOP/s, fp8 1450 TFLOP/s, copy 4.3 TB/s\n", info.name, info.arch);
    shape[0] = S;
    shape[1] = S;
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, shape, cuda0(), &y));
    CHECK(ktorch_tensor_create(ctx, KTORCH_I32, 2, shape, cuda0(), &yi));
    if (!gemv_only && !qmm_only) {
        /* fp8 x fp8, per-tensor scales, bf16 out */
        ktorch_qtensor qx = qt(KTORCH_QUANT_FP8_E4M3, S, S, KTORCH_QUANT_PER_TENSOR), qw = qt(KTORCH_QUANT_FP8_E4M3, S, S, KTORCH_QUANT_PER_TENSOR);
        memset(&o, 0, sizeof o);
        o.kind = 0;
        o.qx = &qx;
        o.qw = &qw;
        o.y = &y;
        for (lt = 1; lt >= 0; lt--) {
            cstate()->no_cublaslt = !lt; /* desc.no_cublaslt, switched between rows */
            row("fp8 e4m3 x e4m3 -> bf16", S, S, S, time_op(&o), 0, 1450);
        }
        qt_free(&qx);
        qt_free(&qw);
    }
    if (!gemv_only && !qmm_only) {
        /* int8 x int8 -> i32 (own kernel) */
        ktorch_qtensor qx = qt(KTORCH_QUANT_INT8, S, S, KTORCH_QUANT_PER_CHANNEL), qw = qt(KTORCH_QUANT_INT8, S, S, KTORCH_QUANT_PER_CHANNEL);
        memset(&o, 0, sizeof o);
        o.qx = &qx;
        o.qw = &qw;
        o.y = &yi;
        row("int8 x int8 -> i32 (TOP/s)", S, S, S, time_op(&o), 0, 1450);
        qt_free(&qx);
        qt_free(&qw);
    }
    xb = dev_bytes(KTORCH_BF16, 2, shape, 1);
    wb = dev_bytes(KTORCH_BF16, 2, shape, 1);
    memset(&o, 0, sizeof o);
    o.kind = 1;
    o.x = &xb;
    o.w = &wb;
    o.y = &y;
    for (lt = 1; lt >= 0 && !gemv_only && !qmm_only; lt--) {
        cstate()->no_cublaslt = !lt;
        row("bf16 x bf16 -> bf16", S, S, S, time_op(&o), 0, 790);
    }
    if (!gemv_only) {
        /* prefill: ktorch_qmatmul with int8 per channel / mxfp4 / nvfp4 / q4_0 W,
           N = K = 8192, by M (KTORCH_BENCH_QMM_MS, default 4096), beside the
           dense bf16 product of the same M (cuBLASLt, own kernel); a row per
           path of KTORCH_BENCH_QMM_PATHS (default d,tiled,lt,own) */
        static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8, KTORCH_QUANT_MXFP4, KTORCH_QUANT_NVFP4, KTORCH_QUANT_Q4_0, KTORCH_QUANT_FP8_E4M3, KTORCH_QUANT_MXFP8_E4M3};
        static const char *const pnames[] = {"d", "tiled", "lt", "own"};
        const char *paths = getenv("KTORCH_BENCH_QMM_PATHS"), *qfmts = getenv("KTORCH_BENCH_QMM_FORMATS");
        int64_t Ms[8], chunks[8];
        int nm = list_env("KTORCH_BENCH_QMM_MS", Ms, 8, 1, S), nc = list_env("KTORCH_BENCH_QMM_CHUNKS", chunks, 8, 16, 1 << 20);
        double tf[6][8][4], dense[8][2];
        int pathno[6][8][4];
        long long bestc[6][8][4];
        size_t i;
        int j, pth, c, header = 0;
        const int lt0 = !cstate()->no_cublaslt, quiet = bench_env_flag("KTORCH_BENCH_QMM_QUIET");
        if (!nm) Ms[nm++] = 4096;
        if (!nc) chunks[nc++] = 0;
        if (!paths) paths = "d,tiled,lt,own";
        memset(tf, 0, sizeof tf);
        memset(pathno, 0, sizeof pathno);
        memset(bestc, 0, sizeof bestc);
        memset(dense, 0, sizeof dense);
        for (j = 0; j < nm; j++)
            for (lt = lt0; lt >= 0; lt--) {
                ktorch_tensor xv = xb, yv = y;
                xv.shape[0] = yv.shape[0] = Ms[j];
                memset(&o, 0, sizeof o);
                o.kind = 1;
                o.x = &xv;
                o.w = &wb;
                o.y = &yv;
                cstate()->no_cublaslt = !lt;
                {
                    const double t = time_op(&o);
                    dense[j][lt] = 2.0 * (double)Ms[j] * (double)S * (double)S / t / 1e12;
                    if (!quiet) row("bf16 x bf16 -> bf16", Ms[j], S, S, t, 0, 790);
                }
            }
        cstate()->no_cublaslt = !lt0;
        for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
            ktorch_qtensor qw;
            const int tiled = ktorch__cu_gemv_fmt(fmts[i]) <= 5;
            if (!listed(qfmts, ktorch_quant_format_name(fmts[i]))) continue;
            qw = fmts[i] == KTORCH_QUANT_Q4_0 || fmts[i] == KTORCH_QUANT_MXFP8_E4M3 ? qt_of(&wb, fmts[i]) : qt(fmts[i], S, S, KTORCH_QUANT_PER_CHANNEL);
            for (j = 0; j < nm; j++)
                for (pth = 0; pth < 4; pth++) {
                    if (!listed(paths, pnames[pth]) || (pth == 1 && !tiled)) continue;
                    for (c = 0; c < (pth >= 2 ? nc : 1); c++) {
                        char name[64];
                        ktorch_tensor xv = xb, yv = y;
                        double t;
                        xv.shape[0] = yv.shape[0] = Ms[j];
                        memset(&o, 0, sizeof o);
                        o.kind = 2;
                        o.x = &xv;
                        o.qw = &qw;
                        o.y = &yv;
                        /* desc.qmatmul_dq_rows, qmatmul_chunk_rows, no_cublaslt and (M <= 16: the tiled kernel, not the GEMV) qmatmul_no_gemv */
                        cstate()->qmatmul_dq_rows = pth == 0 ? 0 : pth == 1 ? -1 : 1;
                        cstate()->qmatmul_chunk_rows = pth >= 2 ? (int)chunks[c] : 0;
                        cstate()->no_cublaslt = pth == 3 || (pth == 0 && !lt0);
                        cstate()->qmatmul_no_gemv = pth == 1;
                        t = time_op(&o);
                        if (pth >= 2 && chunks[c])
                            snprintf(name, sizeof name, "q %s %s c%lld/%d", ktorch_quant_format_name(fmts[i]), pnames[pth], (long long)chunks[c], gstate()->last_chunks);
                        else
                            snprintf(name, sizeof name, "q %s %s /%d", ktorch_quant_format_name(fmts[i]), pnames[pth], gstate()->last_chunks);
                        if (!quiet) row(name, Ms[j], S, S, t, (double)ktorch_qtensor_nbytes(&qw), 790);
                        if (c == 0 || 2.0 * (double)Ms[j] * (double)S * (double)S / t / 1e12 > tf[i][j][pth]) {
                            tf[i][j][pth] = 2.0 * (double)Ms[j] * (double)S * (double)S / t / 1e12;
                            pathno[i][j][pth] = gstate()->last_path * 10 + (gstate()->last_chunks > 0);
                            bestc[i][j][pth] = (long long)chunks[c];
                        }
                    }
                }
            cstate()->qmatmul_dq_rows = cstate()->qmatmul_chunk_rows = cstate()->qmatmul_no_gemv = 0;
            cstate()->no_cublaslt = !lt0;
            /* summary rows of the format: TFLOP/s of each path (best chunk), and the default over the dense bf16 product of its library */
            if (!header++) {
                printf("summary (TFLOP/s; N = K = 8192; d = default, its path: 1x cuBLASLt, 2x mma.sync, 3x wgmma, 4x GEMV, x1 dequantized;\n"
                       "lt, own: the best of the chunk rows, @ its qmatmul_chunk_rows, 0 the default)\n");
                printf("%-10s %5s %7s %4s %7s %7s %5s %7s %5s %8s %8s %6s\n", "W", "M", "d", "path", "tiled", "lt", "@", "own", "@", "bf16 lt", "bf16 own",
                       "d/bf16");
            }
            for (j = 0; j < nm; j++)
                printf("%-10s %5lld %7.1f %4d %7.1f %7.1f %5lld %7.1f %5lld %8.1f %8.1f %6.2f\n", ktorch_quant_format_name(fmts[i]), (long long)Ms[j],
                       tf[i][j][0], pathno[i][j][0], tf[i][j][1], tf[i][j][2], bestc[i][j][2], tf[i][j][3], bestc[i][j][3], dense[j][1], dense[j][0],
                       dense[j][lt0] > 0 ? tf[i][j][0] / dense[j][lt0] : 0.0);
            fflush(stdout);
            if (fmts[i] == KTORCH_QUANT_Q4_0 || fmts[i] == KTORCH_QUANT_MXFP8_E4M3) ktorch_qtensor_free(ctx, &qw);
            else qt_free(&qw);
        }
        fflush(stdout);
    }
    if (!qmm_only) {
        /* decode: every weight format at M = 1 and 16 */
        static const ktorch_quant_format fmts[] = {KTORCH_QUANT_INT8,       KTORCH_QUANT_FP8_E4M3,   KTORCH_QUANT_FP8_E5M2,   KTORCH_QUANT_MXFP8_E4M3,
                                                   KTORCH_QUANT_MXFP8_E5M2, KTORCH_QUANT_MXFP6_E2M3, KTORCH_QUANT_MXFP6_E3M2, KTORCH_QUANT_MXFP4,
                                                   KTORCH_QUANT_MXINT8,     KTORCH_QUANT_NVFP4,      KTORCH_QUANT_Q8_0,       KTORCH_QUANT_Q4_0};
        static const int64_t Ns[] = {8192, 28672};
        int64_t Ms[4] = {1, 16};
        int nm = 2;
        /* KTORCH_BENCH_GEMV_SHAPES=1: a GEMV row per launch shape (s0-s8, ktorch_cuda_desc.gemv_shape 1-9); else the format's default shape */
        const char *env = getenv("KTORCH_BENCH_GEMV_SHAPES"), *lst = getenv("KTORCH_BENCH_GEMV_SHAPE_LIST");
        const int all = env && atoi(env) > 0;
        int shapes = all ? 9 : 1, shl[9], nl = 0;
        /* KTORCH_BENCH_GEMV_SHAPE_LIST=d,5,6: rows for those shapes only (d: the format's default) */
        while (lst && *lst && nl < 9) {
            shl[nl++] = *lst == 'd' ? -1 : atoi(lst);
            while (*lst && *lst != ',') lst++;
            if (*lst == ',') lst++;
        }
        if (nl) shapes = nl;
        /* KTORCH_BENCH_GEMV_MS=1,4,16: those rows of x (at most 4, each 1 to 16) */
        if ((lst = getenv("KTORCH_BENCH_GEMV_MS")) != NULL && *lst) {
            nm = 0;
            while (*lst && nm < 4) {
                const int64_t v = atoi(lst);
                if (v >= 1 && v <= 16) Ms[nm++] = v;
                while (*lst && *lst != ',') lst++;
                if (*lst == ',') lst++;
            }
            if (!nm) Ms[nm++] = 1;
        }
        /* KTORCH_BENCH_GEMV_INNER=5: calls a timed batch of the quantized rows (default 1: the
           host's launch time shows); KTORCH_BENCH_GEMV_COPIES=4: copies of W (at most 8) taken in
           turn, so L2 does not hold W from one call to the next (default 1) */
        const int inner = getenv("KTORCH_BENCH_GEMV_INNER") && atoi(getenv("KTORCH_BENCH_GEMV_INNER")) > 1 ? atoi(getenv("KTORCH_BENCH_GEMV_INNER")) : 1;
        int copies = getenv("KTORCH_BENCH_GEMV_COPIES") ? atoi(getenv("KTORCH_BENCH_GEMV_COPIES")) : 1;
        /* KTORCH_BENCH_GEMV_SPLITS=1: K splits of launch shapes 14, 19 and 21 (default: by the multiprocessors' fill) */
        cstate()->gemv_splits = getenv("KTORCH_BENCH_GEMV_SPLITS") ? atoi(getenv("KTORCH_BENCH_GEMV_SPLITS")) : 0;
        size_t i, j, n;
        ktorch_tensor wbig, ybig;
        if (copies < 1) copies = 1;
        if (copies > 8) copies = 8;
        int64_t ws[2];
        ws[0] = Ns[1];
        ws[1] = S;
        CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, ws, cuda0(), &wbig));
        bench_fill_bf16(ctx, &wbig, 7);
        ws[0] = 16;
        ws[1] = Ns[1];
        CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, ws, cuda0(), &ybig));
        g_copy_gbs = bench_cuda_copy_tbps(cstate(), 2ull << 30) * 1e3;
        printf("device copy: %.0f GB/s (read+write); qmatmul rows: %% of it on weights + scales + x + y\n", g_copy_gbs);
        for (n = 0; n < 2; n++) {
            ktorch_tensor wv = wbig;
            wv.shape[0] = Ns[n];
            for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
                ktorch_qtensor qw, qws[8];
                int c;
                if (!listed(gemv_fmts, ktorch_quant_format_name(fmts[i]))) continue;
                qw = qt_of(&wv, fmts[i]);
                qws[0] = qw;
                for (c = 1; c < copies; c++) qws[c] = qt_dup(&qw);
                CHECK(ktorch_synchronize(ctx, cuda0()));
                int tiled = ktorch__cu_gemv_fmt(fmts[i]) <= 5 && !bench_env_flag("KTORCH_BENCH_GEMV_NO_TILED"), old, sh;
                char name[64];
                for (j = 0; j < (size_t)nm; j++)
                    for (old = 0; old <= tiled; old++)
                        for (sh = 0; sh < (old ? 1 : shapes); sh++) {
                        ktorch_tensor xv = xb, yv = ybig;
                        double bytes = (double)ktorch_qtensor_nbytes(&qw) + 2.0 * (double)Ms[j] * (double)(S + Ns[n]);
                        xv.shape[0] = yv.shape[0] = Ms[j];
                        yv.shape[1] = Ns[n];
                        memset(&o, 0, sizeof o);
                        o.kind = 2;
                        o.x = &xv;
                        o.qw = &qw;
                        o.qws = qws;
                        o.nqw = copies;
                        o.inner = inner;
                        o.y = &yv;
                        cstate()->qmatmul_no_gemv = old; /* desc.qmatmul_no_gemv and desc.gemv_shape, switched between rows */
                        {
                            const int shp = nl ? shl[sh] : shapes > 1 ? sh : -1;
                            cstate()->gemv_shape = shp + 1; /* 0: the format's default */
                            if (shp >= 0 && !old) snprintf(name, sizeof name, "qmatmul bf16 x %s s%d", ktorch_quant_format_name(fmts[i]), shp);
                            else snprintf(name, sizeof name, "qmatmul bf16 x %s", ktorch_quant_format_name(fmts[i]));
                        }
                        row(name, Ms[j], Ns[n], S, time_op(&o), bytes, 790);
                    }
                cstate()->qmatmul_no_gemv = 0;
                cstate()->gemv_shape = 0;
                for (c = 1; c < copies; c++) qt_free(&qws[c]);
                ktorch_qtensor_free(ctx, &qw);
            }
        }
        if (listed(gemv_fmts, "f32")) {
            /* f32 x f32: the f32 GEMV kernel (its default shape, or each
               shape), then ktorch_matmul's path */
            static const int64_t Mf[] = {1, 4, 16};
            ktorch_tensor wf, xf, yf, xv16 = xb;
            char name[64];
            int sh;
            xv16.shape[0] = 16;
            ws[0] = Ns[1];
            ws[1] = S;
            CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 2, ws, cuda0(), &wf));
            CHECK(ktorch_tensor_copy(ctx, &wf, &wbig, NULL));
            ws[0] = 16;
            CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 2, ws, cuda0(), &xf));
            CHECK(ktorch_tensor_copy(ctx, &xf, &xv16, NULL));
            ws[1] = Ns[1];
            CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 2, ws, cuda0(), &yf));
            CHECK(ktorch_synchronize(ctx, cuda0()));
            for (n = 0; n < 2; n++)
                for (j = 0; j < 3; j++)
                    for (sh = all ? 1 : 0; sh <= (all ? 5 : 0) + 1; sh++) {
                        ktorch_tensor wv = wf, xv = xf, yv = yf;
                        const int last = sh == (all ? 5 : 0) + 1; /* the f32 GEMV off */
                        double bytes = 4.0 * ((double)Ns[n] * (double)S + (double)Mf[j] * (double)(S + Ns[n]));
                        wv.shape[0] = Ns[n];
                        xv.shape[0] = yv.shape[0] = Mf[j];
                        yv.shape[1] = Ns[n];
                        memset(&o, 0, sizeof o);
                        o.kind = 1;
                        o.x = &xv;
                        o.w = &wv;
                        o.y = &yv;
                        cstate()->f32_gemv = last ? -1 : sh; /* internal: 0 default shape, 1-5 shape 0-4, -1 off */
                        if (all && !last) snprintf(name, sizeof name, "matmul_nt f32 x f32 s%d", sh - 1);
                        else snprintf(name, sizeof name, "matmul_nt f32 x f32");
                        row(name, Mf[j], Ns[n], S, time_op(&o), bytes, 67);
                    }
            cstate()->f32_gemv = 0;
            ktorch_tensor_free(ctx, &wf);
            ktorch_tensor_free(ctx, &xf);
            ktorch_tensor_free(ctx, &yf);
        }
        ktorch_tensor_free(ctx, &wbig);
        ktorch_tensor_free(ctx, &ybig);
    }
    ktorch_tensor_free(ctx, &xb);
    ktorch_tensor_free(ctx, &wb);
    ktorch_tensor_free(ctx, &y);
    ktorch_tensor_free(ctx, &yi);
    ktorch_context_destroy(ctx);
    return 0;
}
