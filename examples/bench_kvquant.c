/* Benchmark of quantized attention inputs on the CPU.
   Build: cc -O2 -std=c99 -I. examples/bench_kvquant.c -o build/bench_kvquant -lm -lpthread -ldl
   Run:   build/bench_kvquant [--quick] [--threads N]
   Tables: (1) paged decode with f32 / f16 / int8 / fp8_e4m3 pages of the same
   shape: K/V bytes read per second (codes plus per-token scales), decode
   steps and tokens per second (one new token per sequence per step);
   (2) flash attention GFLOP/s (4*d per query-key pair) with int8 and fp8 K/V
   (per-token scales) against f32 K/V, q f32. Times are medians. */
#define _POSIX_C_SOURCE 199309L
#include "ktorch.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static void die(const char *what) {
    fprintf(stderr, "bench_kvquant: %s: %s\n", what, ktorch_last_error());
    exit(1);
}
static uint32_t rng(uint32_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}
/* Random contents: values in [-1, 1) for every dtype, so scores (and the
   softmax work) match the f32 case: codes are those values quantized with
   the nominal scale amax/max_code, scales that nominal scale +-10%. */
static float nominal_scale(ktorch_dtype dt) { return dt == KTORCH_I8 ? 1.0f / 127 : dt == KTORCH_FP8_E4M3 ? 1.0f / 448 : 1.0f / 57344; }
static void fill(ktorch_tensor *t, uint32_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    char *p = (char *)ktorch_tensor_ptr(t);
    uint32_t s = seed * 2654435761u + 1;
    for (i = 0; i < n; i++) {
        uint32_t r = rng(&s);
        float f = (float)((r >> 8) * (1.0 / 8388608.0) - 1.0);
        switch (t->dtype) {
        case KTORCH_F32: memcpy(p + 4 * i, &f, 4); break;
        case KTORCH_F16: { uint16_t h = ktorch_f32_to_f16(f); memcpy(p + 2 * i, &h, 2); } break;
        case KTORCH_I8: p[i] = (char)(signed char)(int)floorf(f * 127.0f + 0.5f); break;
        case KTORCH_FP8_E4M3: p[i] = (char)ktorch_f32_to_fp8_e4m3(f / nominal_scale(t->dtype), 1); break;
        default: p[i] = (char)ktorch_f32_to_fp8_e5m2(f / nominal_scale(t->dtype), 1); break;
        }
    }
}
static void fill_scales(ktorch_tensor *t, ktorch_dtype dt, uint32_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    float *p = (float *)ktorch_tensor_ptr(t);
    uint32_t s = seed + 7;
    for (i = 0; i < n; i++) p[i] = (float)((0.9 + 0.2 * (rng(&s) >> 8) * (1.0 / 16777216.0)) * nominal_scale(dt));
}
static void make4(ktorch_context *ctx, ktorch_dtype dt, int64_t a, int64_t b, int64_t c, int64_t d, ktorch_tensor *t, uint32_t seed) {
    int64_t shape[4];
    shape[0] = a; shape[1] = b; shape[2] = c; shape[3] = d;
    if (ktorch_tensor_create(ctx, dt, 4, shape, ktorch_cpu(), t) != KTORCH_OK) die("tensor");
    fill(t, seed);
}
static void make3(ktorch_context *ctx, ktorch_dtype dt, int64_t a, int64_t b, int64_t c, ktorch_tensor *t, uint32_t seed) {
    int64_t shape[3];
    shape[0] = a; shape[1] = b; shape[2] = c;
    if (ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, ktorch_cpu(), t) != KTORCH_OK) die("scales");
    fill_scales(t, dt, seed);
}
static int is_quant(ktorch_dtype dt) { return dt == KTORCH_I8 || dt == KTORCH_FP8_E4M3 || dt == KTORCH_FP8_E5M2; }

static void bench_decode(ktorch_context *ctx, int quick) {
    static const ktorch_dtype dts[4] = {KTORCH_F32, KTORCH_F16, KTORCH_I8, KTORCH_FP8_E4M3};
    const int64_t B = 8, Hq = 32, Hk = 8, D = 128, P = 16, ctxlen = quick ? 2048 : 8192, maxp = (ctxlen + P - 1) / P, npages = B * maxp;
    ktorch_tensor bt, lens, q, o;
    int64_t shape[2], b, i, tokens = 0;
    int32_t *btp, *lp;
    int di, r, reps = quick ? 5 : 9;
    shape[0] = B; shape[1] = maxp;
    if (ktorch_tensor_create(ctx, KTORCH_I32, 2, shape, ktorch_cpu(), &bt) || ktorch_tensor_create(ctx, KTORCH_I32, 1, shape, ktorch_cpu(), &lens))
        die("tables");
    btp = (int32_t *)ktorch_tensor_ptr(&bt);
    lp = (int32_t *)ktorch_tensor_ptr(&lens);
    for (b = 0; b < B; b++) { /* interleaved pages: sequence b owns pages b, b+B, ... */
        lp[b] = (int32_t)(ctxlen - b * (ctxlen / 16));
        tokens += lp[b];
        for (i = 0; i < maxp; i++) btp[b * maxp + i] = (int32_t)(i * B + b);
    }
    make4(ctx, KTORCH_F32, B, Hq, 1, D, &q, 7);
    make4(ctx, KTORCH_F32, B, Hq, 1, D, &o, 8);
    printf("== paged decode, B=%lld Hq=%lld Hk=%lld d=%lld page %lld, 1 query/sequence, contexts %d..%lld (%lld cached tokens), %d threads, %s kernels\n",
           (long long)B, (long long)Hq, (long long)Hk, (long long)D, (long long)P, lp[B - 1], (long long)ctxlen, (long long)tokens,
           ktorch_num_threads(ctx), ktorch_cpu_isa(ctx));
    printf("| pages | bytes/element | K/V MB read per step | GB/s (median) | steps/s | tokens/s |\n|---|---|---|---|---|---|\n");
    for (di = 0; di < 4; di++) {
        ktorch_tensor kp, vp, ks, vs;
        ktorch_attention_params p;
        double t[16], kv_bytes, es = ktorch_dtype_bits(dts[di]) / 8.0, step;
        make4(ctx, dts[di], npages, Hk, P, D, &kp, 5);
        make4(ctx, dts[di], npages, Hk, P, D, &vp, 6);
        memset(&p, 0, sizeof p);
        if (is_quant(dts[di])) {
            make3(ctx, dts[di], npages, Hk, P, &ks, 9);
            make3(ctx, dts[di], npages, Hk, P, &vs, 10);
            p.k_scale = &ks;
            p.v_scale = &vs;
        }
        kv_bytes = 2.0 * tokens * Hk * (D * es + (is_quant(dts[di]) ? 4 : 0));
        if (ktorch_attention_paged(ctx, &q, &kp, &vp, &bt, &lens, &o, &p, NULL) != KTORCH_OK) die("paged"); /* warm-up */
        for (r = 0; r < reps; r++) {
            double t0 = now();
            if (ktorch_attention_paged(ctx, &q, &kp, &vp, &bt, &lens, &o, &p, NULL) != KTORCH_OK) die("paged");
            t[r] = now() - t0;
        }
        qsort(t, (size_t)reps, sizeof t[0], cmp_double);
        step = t[reps / 2];
        printf("| %s | %.0f%s | %.1f | %.1f | %.1f | %.0f |\n", ktorch_dtype_name(dts[di]), es, is_quant(dts[di]) ? " (+4/token/head scale)" : "",
               kv_bytes / 1e6, kv_bytes / step / 1e9, 1.0 / step, B / step);
        ktorch_tensor_free(ctx, &kp);
        ktorch_tensor_free(ctx, &vp);
        if (is_quant(dts[di])) {
            ktorch_tensor_free(ctx, &ks);
            ktorch_tensor_free(ctx, &vs);
        }
    }
    ktorch_tensor_free(ctx, &bt); ktorch_tensor_free(ctx, &lens);
    ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &o);
}

static void bench_flash(ktorch_context *ctx, int quick) {
    static const ktorch_dtype dts[4] = {KTORCH_F32, KTORCH_I8, KTORCH_FP8_E4M3, KTORCH_FP8_E5M2};
    const int64_t B = 1, H = 8, D = 128, N = quick ? 1024 : 4096;
    ktorch_tensor q, o;
    int di, r, reps = quick ? 3 : 5;
    make4(ctx, KTORCH_F32, B, H, N, D, &q, 1);
    make4(ctx, KTORCH_F32, B, H, N, D, &o, 2);
    printf("\n== flash attention, b=%lld h=%lld n=%lld d=%lld non-causal, q f32, %d threads, %s kernels\n", (long long)B, (long long)H,
           (long long)N, (long long)D, ktorch_num_threads(ctx), ktorch_cpu_isa(ctx));
    printf("| K/V | scales | GFLOP/s (median) | vs f32 |\n|---|---|---|---|\n");
    {
        double base = 0;
        for (di = 0; di < 4; di++) {
            ktorch_tensor k, v, ks, vs;
            ktorch_attention_params p;
            double t[8], g;
            make4(ctx, dts[di], B, H, N, D, &k, 3);
            make4(ctx, dts[di], B, H, N, D, &v, 4);
            memset(&p, 0, sizeof p);
            p.variant = KTORCH_ATTENTION_FLASH;
            if (is_quant(dts[di])) {
                make3(ctx, dts[di], B, H, N, &ks, 5);
                make3(ctx, dts[di], B, H, N, &vs, 6);
                p.k_scale = &ks;
                p.v_scale = &vs;
            }
            if (ktorch_attention(ctx, &q, &k, &v, &o, &p) != KTORCH_OK) die("flash");
            for (r = 0; r < reps; r++) {
                double t0 = now();
                if (ktorch_attention(ctx, &q, &k, &v, &o, &p) != KTORCH_OK) die("flash");
                t[r] = now() - t0;
            }
            qsort(t, (size_t)reps, sizeof t[0], cmp_double);
            g = 4.0 * B * H * (double)N * N * D / t[reps / 2] / 1e9;
            if (di == 0) base = g;
            printf("| %s | %s | %.1f | %.2fx |\n", ktorch_dtype_name(dts[di]), is_quant(dts[di]) ? "per token" : "-", g, g / base);
            ktorch_tensor_free(ctx, &k);
            ktorch_tensor_free(ctx, &v);
            if (is_quant(dts[di])) {
                ktorch_tensor_free(ctx, &ks);
                ktorch_tensor_free(ctx, &vs);
            }
        }
    }
    ktorch_tensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &o);
}

int main(int argc, char **argv) {
    ktorch_context_desc desc;
    ktorch_context *ctx;
    int i, quick = 0;
    memset(&desc, 0, sizeof desc);
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) quick = 1;
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) desc.num_threads = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: bench_kvquant [--quick] [--threads N]\n");
            return 2;
        }
    }
    if (ktorch_context_create(&desc, &ctx) != KTORCH_OK) die("context");
    bench_decode(ctx, quick);
    bench_flash(ctx, quick);
    ktorch_context_destroy(ctx);
    return 0;
}
