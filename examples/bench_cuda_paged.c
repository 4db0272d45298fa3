/* CUDA paged KV cache benchmark: decode (b=64, 32 q heads, 8 kv heads, 8K
   context, d=128) through shuffled block tables of 16- and 64-token pages in
   bf16, int8 and fp8 E4M3 (per-token f32 scales), against the contiguous
   decode and the device copy bandwidth measured in the same run; then cache
   append throughput. Times with CUDA events on the backend's stream, median
   of 11 batches. Bytes: K + V as read (codes + scales for quantized pages).
   usage: bench_cuda_paged [cache_dir] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

enum { B = 64, HQ = 32, HK = 8, CTX = 8192, D = 128, KERNELS = 2 };
static ktorch_context *ctx;
static ktorch__cu_state *S;
static uint64_t rng = 88172645463325252ull;

static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}
static void *dalloc(uint64_t bytes) {
    ktorch__CUdeviceptr p = 0;
    ktorch__cu_device *d = &S->dev[0];
    ktorch__cu_push(d);
    if (S->cu.cuMemAlloc(&p, (size_t)bytes) != 0) {
        fprintf(stderr, "cuMemAlloc %llu failed\n", (unsigned long long)bytes);
        exit(1);
    }
    ktorch__cu_pop(d);
    return (void *)(uintptr_t)p;
}
static void dfree(void *p) {
    ktorch__cu_device *d = &S->dev[0];
    ktorch__cu_push(d);
    S->cu.cuMemFree((ktorch__CUdeviceptr)(uintptr_t)p);
    ktorch__cu_pop(d);
}
/* Fill device bytes by repeating a 32 MB host pattern of `kind`: 0 bf16 in
   [-2, 2), 1 i8 codes, 2 e4m3 codes (no NaN), 3 f32 scales ~ 1/64. */
static void fill(void *dst, uint64_t bytes, int kind) {
    const uint64_t chunk = 32ull << 20;
    unsigned char *h = (unsigned char *)malloc((size_t)chunk);
    uint64_t i, off;
    for (i = 0; i < chunk; i += 4) {
        uint64_t x = next();
        if (kind == 0) {
            uint16_t a = ktorch_f32_to_bf16((float)((x >> 40) * (4.0 / 16777216.0) - 2.0)), b2 = ktorch_f32_to_bf16((float)((x & 0xffffff) * (4.0 / 16777216.0) - 2.0));
            memcpy(h + i, &a, 2);
            memcpy(h + i + 2, &b2, 2);
        } else if (kind == 3) {
            float s = (float)(0.01 + (x >> 40) * (0.02 / 16777216.0));
            memcpy(h + i, &s, 4);
        } else {
            int j;
            for (j = 0; j < 4; j++) {
                unsigned char c = (unsigned char)(x >> (8 * j));
                if (kind == 2 && (c & 0x7f) == 0x7f) c ^= 1;
                h[i + (uint64_t)j] = c;
            }
        }
    }
    for (off = 0; off < bytes; off += chunk) {
        uint64_t n = bytes - off < chunk ? bytes - off : chunk;
        CHECK(S->cu.cuMemcpyHtoDAsync((ktorch__CUdeviceptr)(uintptr_t)dst + off, h, (size_t)n, S->dev[0].stream) == 0 ? KTORCH_OK : KTORCH_INTERNAL);
    }
    CHECK(ktorch_synchronize(ctx, cuda0()));
    free(h);
}

typedef struct job {
    int kind; /* 0 contiguous decode, 1 paged decode, 2 append */
    ktorch_tensor q, k, v, o, bt, lens, ks, vs, kn, vn;
    ktorch_attention_params p;
    ktorch_kv_quant kq;
    int quant;
} job;
static void run_once(job *j) {
    if (j->kind == 0) CHECK(ktorch_attention(ctx, &j->q, &j->k, &j->v, &j->o, &j->p));
    else if (j->kind == 1) CHECK(ktorch_attention_paged(ctx, &j->q, &j->k, &j->v, &j->bt, &j->lens, &j->o, &j->p, NULL));
    else if (j->quant) CHECK(ktorch_kv_cache_append_quant(ctx, &j->k, &j->v, &j->bt, &j->lens, &j->kn, &j->vn, &j->kq));
    else CHECK(ktorch_kv_cache_append(ctx, &j->k, &j->v, &j->bt, &j->lens, &j->kn, &j->vn));
}
static void run_job(void *j) { run_once((job *)j); }
/* median ms per call over 11 timed batches of `inner` calls */
static float time_ms(job *j, int inner) {
    float ms = (float)bench_cuda_time_ms(ctx, run_job, j, 3, 11, inner);
    CHECK(ktorch_synchronize(ctx, cuda0()));
    return ms;
}
static void wrap(ktorch_tensor *t, ktorch_dtype dt, int nd, int64_t a, int64_t b, int64_t c, int64_t e, void *p, ktorch_device dev) {
    int64_t s[4];
    s[0] = a; s[1] = b; s[2] = c; s[3] = e;
    CHECK(ktorch_tensor_wrap(dt, nd, s, NULL, p, dev, t));
}
/* Host block table of shuffled pages (every sequence CTX tokens) + lengths. */
static void tables(job *j, int P, int32_t **bt, int32_t **lens) {
    int64_t np = (int64_t)B * CTX / P, maxp = CTX / P, i;
    *bt = (int32_t *)malloc((size_t)np * 4);
    *lens = (int32_t *)malloc(B * 4);
    for (i = 0; i < np; i++) (*bt)[i] = (int32_t)i;
    for (i = np - 1; i > 0; i--) {
        int64_t r = (int64_t)(next() % (uint64_t)(i + 1));
        int32_t t = (*bt)[i];
        (*bt)[i] = (*bt)[r];
        (*bt)[r] = t;
    }
    for (i = 0; i < B; i++) (*lens)[i] = CTX;
    wrap(&j->bt, KTORCH_I32, 2, B, maxp, 0, 0, *bt, ktorch_cpu());
    wrap(&j->lens, KTORCH_I32, 1, B, 0, 0, 0, *lens, ktorch_cpu());
}

int main(int argc, char **argv) {
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    double copy_tbs, kv_bf16 = 2.0 * B * HK * (double)CTX * D * 2, bf16_ms[2] = {0, 0};
    void *q, *o;
    int pi, di, kn;
    desc = bench_cuda_desc(argc > 1 ? argv[1] : NULL);
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    S = (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state;
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    printf("device: %s (%s, %d SMs), driver %d\n", info.name, info.arch, info.compute_units, S->driver_version);
    copy_tbs = bench_cuda_copy_tbps(S, 2ull << 30);
    printf("device copy: %.2f TB/s (read+write); H200 ceiling 4.3 TB/s\n", copy_tbs);
    q = dalloc((uint64_t)B * HQ * D * 2);
    o = dalloc((uint64_t)B * HQ * D * 2);
    fill(q, (uint64_t)B * HQ * D * 2, 0);
    printf("\ndecode b=%d hq=%d hk=%d ctx=%d d=%d, bf16 queries\n", B, HQ, HK, CTX, D);
    printf("%-36s %5s %9s %12s %8s %10s %9s\n", "cache", "page", "ms", "bytes (GB)", "TB/s", "% of copy", "tokens/s");
    {
        /* contiguous decode, same run */
        job j;
        void *k = dalloc((uint64_t)kv_bf16 / 2), *v = dalloc((uint64_t)kv_bf16 / 2);
        float ms;
        memset(&j, 0, sizeof j);
        fill(k, (uint64_t)kv_bf16 / 2, 0);
        fill(v, (uint64_t)kv_bf16 / 2, 0);
        wrap(&j.q, KTORCH_BF16, 4, B, HQ, 1, D, q, cuda0());
        wrap(&j.o, KTORCH_BF16, 4, B, HQ, 1, D, o, cuda0());
        wrap(&j.k, KTORCH_BF16, 4, B, HK, CTX, D, k, cuda0());
        wrap(&j.v, KTORCH_BF16, 4, B, HK, CTX, D, v, cuda0());
        ms = time_ms(&j, 10);
        printf("%-36s %5s %9.3f %12.3f %8.2f %9.0f%% %9.0f\n", "bf16 contiguous (kind 1)", "-", ms, kv_bf16 / 1e9, kv_bf16 / (ms * 1e-3) / 1e12,
               100.0 * kv_bf16 / (ms * 1e-3) / 1e12 / copy_tbs, B / (ms * 1e-3));
        dfree(k);
        dfree(v);
    }
    for (di = 0; di < 3; di++)
        for (pi = 0; pi < 2; pi++) {
            static const ktorch_dtype dts[3] = {KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3};
            static const char *const names[3] = {"bf16 pages", "int8 + f32 scales", "fp8 e4m3 + f32 scales"};
            const int P = pi ? 64 : 16;
            const int64_t np = (int64_t)B * CTX / P;
            const uint64_t pbytes = (uint64_t)np * HK * P * D * (di ? 1u : 2u), sbytes = di ? (uint64_t)np * HK * P * 4u : 0;
            const double bytes = 2.0 * (double)(pbytes + sbytes);
            job j;
            int32_t *bt, *lens;
            void *kp = dalloc(pbytes), *vp = dalloc(pbytes), *ks = NULL, *vs = NULL;
            float ms;
            memset(&j, 0, sizeof j);
            j.kind = 1;
            fill(kp, pbytes, di == 0 ? 0 : di);
            fill(vp, pbytes, di == 0 ? 0 : di);
            wrap(&j.q, KTORCH_BF16, 4, B, HQ, 1, D, q, cuda0());
            wrap(&j.o, KTORCH_BF16, 4, B, HQ, 1, D, o, cuda0());
            wrap(&j.k, dts[di], 4, np, HK, P, D, kp, cuda0());
            wrap(&j.v, dts[di], 4, np, HK, P, D, vp, cuda0());
            if (di) {
                ks = dalloc(sbytes);
                vs = dalloc(sbytes);
                fill(ks, sbytes, 3);
                fill(vs, sbytes, 3);
                wrap(&j.ks, KTORCH_F32, 3, np, HK, P, 0, ks, cuda0());
                wrap(&j.vs, KTORCH_F32, 3, np, HK, P, 0, vs, cuda0());
                j.p.k_scale = &j.ks;
                j.p.v_scale = &j.vs;
            }
            tables(&j, P, &bt, &lens);
            /* quantized pages: each kernel (ktorch_cuda_desc.paged_kernel) */
            for (kn = di ? 1 : 0; kn <= (di ? KERNELS : 0); kn++) {
                char label[64];
                S->paged_kernel = kn;
                ms = time_ms(&j, 10);
                if (!di) bf16_ms[pi] = ms;
                snprintf(label, sizeof label, di ? "%s, kernel %d" : "%s", names[di], kn);
                printf("%-36s %5d %9.3f %12.3f %8.2f %9.0f%% %9.0f", label, P, ms, bytes / 1e9, bytes / (ms * 1e-3) / 1e12,
                       100.0 * bytes / (ms * 1e-3) / 1e12 / copy_tbs, B / (ms * 1e-3));
                if (di) printf("  (%.2fx bf16 pages)", bf16_ms[pi] / ms);
                printf("\n");
            }
            S->paged_kernel = 0;
            if (di == 0 && pi == 0) {
                /* the same with the tables on the device (read back once per call to validate) */
                void *dbt = dalloc((uint64_t)np * 4), *dl = dalloc(B * 4);
                job jd = j;
                CHECK(S->cu.cuMemcpyHtoDAsync((ktorch__CUdeviceptr)(uintptr_t)dbt, bt, (size_t)np * 4, S->dev[0].stream) == 0 ? KTORCH_OK : KTORCH_INTERNAL);
                CHECK(S->cu.cuMemcpyHtoDAsync((ktorch__CUdeviceptr)(uintptr_t)dl, lens, B * 4, S->dev[0].stream) == 0 ? KTORCH_OK : KTORCH_INTERNAL);
                wrap(&jd.bt, KTORCH_I32, 2, B, CTX / P, 0, 0, dbt, cuda0());
                wrap(&jd.lens, KTORCH_I32, 1, B, 0, 0, 0, dl, cuda0());
                ms = time_ms(&jd, 10);
                printf("%-36s %5d %9.3f %12.3f %8.2f %9.0f%% %9.0f\n", "bf16 pages, device tables", P, ms, bytes / 1e9, bytes / (ms * 1e-3) / 1e12,
                       100.0 * bytes / (ms * 1e-3) / 1e12 / copy_tbs, B / (ms * 1e-3));
                dfree(dbt);
                dfree(dl);
            }
            if (pi == 0) {
                /* append into the same pages: one decode step (T=1) and a 128-token chunk */
                int ti;
                for (ti = 0; ti < 2; ti++) {
                    const int T = ti ? 128 : 1;
                    job a = j;
                    void *kn = dalloc((uint64_t)B * HK * T * D * 2), *vn = dalloc((uint64_t)B * HK * T * D * 2);
                    int32_t *l2 = (int32_t *)malloc(B * 4);
                    int b;
                    double ab;
                    for (b = 0; b < B; b++) l2[b] = CTX - T;
                    fill(kn, (uint64_t)B * HK * T * D * 2, 0);
                    fill(vn, (uint64_t)B * HK * T * D * 2, 0);
                    a.kind = 2;
                    a.quant = di != 0;
                    wrap(&a.kn, KTORCH_BF16, 4, B, HK, T, D, kn, cuda0());
                    wrap(&a.vn, KTORCH_BF16, 4, B, HK, T, D, vn, cuda0());
                    wrap(&a.lens, KTORCH_I32, 1, B, 0, 0, 0, l2, ktorch_cpu());
                    a.kq.k_scale = di ? &a.ks : NULL;
                    a.kq.v_scale = di ? &a.vs : NULL;
                    ms = time_ms(&a, 10);
                    ab = 2.0 * B * HK * (double)T * (D * 2 + D * (di ? 1 : 2) + (di ? 4 : 0)); /* read new + write pages (+ scales) */
                    printf("  append bf16 -> %-12s T=%-4d %9.3f ms %8.1f GB/s%s\n", di == 0 ? "bf16" : di == 1 ? "int8" : "e4m3", T, ms, ab / (ms * 1e-3) / 1e9,
                           di ? " (with the finite check: 1 sync)" : "");
                    dfree(kn);
                    dfree(vn);
                    free(l2);
                }
            }
            free(bt);
            free(lens);
            dfree(kp);
            dfree(vp);
            if (ks) dfree(ks);
            if (vs) dfree(vs);
        }
    dfree(q);
    dfree(o);
    ktorch_context_destroy(ctx);
    return 0;
}
