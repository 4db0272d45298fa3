/* The CUDA forward of one tree, for A/B runs across commits
   (bench/ab_trees.sh): bf16, d = 64 and 128, H = 2048/d, B = 16384/n,
   n = 4096 and 16384, non-causal and causal in alternating batches; median
   of 9 batches of 5 calls, wall clock around each batch. Each row first
   runs its calls for KTORCH_AB_WARM_MS milliseconds (default 1000), so
   that every build is timed at the clock the GPU holds under sustained
   load (it drops within seconds of load and recovers while the host
   fills the next row's tensors), not at whatever the idle time before
   left it. Only the public API (and the desc's cache_dir), so that it builds against older trees.
   Prints TFLOP/s. KTORCH_AB_ROWS=d:n,... times those rows alone (e.g.
   64:16384); KTORCH_AB_CAUSAL=1 (0) times only causal (non-causal) calls,
   the other column reads 0. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../examples/bench_common.h"

static ktorch_context *ctx;
static ktorch_device dev;
/* a [B, H, n, D] bf16 tensor on the device holding a fixed pattern */
static void make(ktorch_tensor *t, int B, int H, int n, int D) {
    int64_t s[4], i, m = (int64_t)B * H * n * D;
    uint16_t *x = (uint16_t *)malloc((size_t)m * 2);
    ktorch_tensor h;
    if (!x) CHECK(KTORCH_OUT_OF_MEMORY);
    s[0] = B, s[1] = H, s[2] = n, s[3] = D;
    for (i = 0; i < m; i++) x[i] = ktorch_f32_to_bf16((float)((i * 7919) % 2001 - 1000) / 500.0f);
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s, dev, t));
    CHECK(ktorch_tensor_wrap(KTORCH_BF16, 4, s, NULL, x, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, t, &h, NULL));
    CHECK(ktorch_synchronize(ctx, dev));
    free(x);
}

/* 1 where row d:n is in the KTORCH_AB_ROWS list (or there is none) */
static int wanted(int D, int n) {
    const char *l = getenv("KTORCH_AB_ROWS");
    char want[32];
    size_t m;
    if (!l || !*l) return 1;
    m = (size_t)snprintf(want, sizeof want, "%d:%d", D, n);
    while ((l = strstr(l, want)) != NULL) {
        if (l[m] == ',' || l[m] == '\0') return 1;
        l += m;
    }
    return 0;
}

int main(void) {
    static const int ns[2] = {4096, 16384};
    ktorch_cuda_desc desc;
    int di, ni, r, i, c;
    const char *w = getenv("KTORCH_AB_WARM_MS"), *only = getenv("KTORCH_AB_CAUSAL");
    double warm = (w ? atof(w) : 1000.0) / 1000.0;
    /* the calls timed: c0 <= c < c1 (0 non-causal, 1 causal) */
    const int c0 = only && *only == '1', c1 = only && *only == '0' ? 1 : 2;
    memset(&desc, 0, sizeof desc);
    desc.cache_dir = getenv("KTORCH_CUDA_CACHE_DIR"); /* runs after the first skip the compile */
    dev.backend = KTORCH_BACKEND_CUDA, dev.index = 0;
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    printf("%-5s %6s %9s %9s\n", "d", "n", "TFLOP/s", "causal");
    for (di = 0; di < 2; di++)
        for (ni = 0; ni < 2; ni++) {
            int D = di ? 128 : 64, H = 2048 / D, n = ns[ni], B = 16384 / n;
            double t[2][9], flops = 4.0 * B * H * (double)n * n * D;
            ktorch_tensor q, k, v, o;
            ktorch_attention_params p[2];
            if (!wanted(D, n)) continue;
            memset(t, 0, sizeof t);
            make(&q, B, H, n, D), make(&k, B, H, n, D), make(&v, B, H, n, D), make(&o, B, H, n, D);
            memset(p, 0, sizeof p);
            p[1].causal = 1;
            {
                double t0 = bench_wall_s();
                do {
                    for (c = c0; c < c1; c++)
                        for (i = 0; i < 3; i++) CHECK(ktorch_attention(ctx, &q, &k, &v, &o, &p[c]));
                    CHECK(ktorch_synchronize(ctx, dev));
                } while (bench_wall_s() - t0 < warm);
            }
            for (r = 0; r < 9; r++)
                for (c = c0; c < c1; c++) {
                    double t0 = bench_wall_s();
                    for (i = 0; i < 5; i++) CHECK(ktorch_attention(ctx, &q, &k, &v, &o, &p[c]));
                    CHECK(ktorch_synchronize(ctx, dev));
                    t[c][r] = (bench_wall_s() - t0) / 5;
                }
            qsort(t[0], 9, sizeof(double), cmpd);
            qsort(t[1], 9, sizeof(double), cmpd);
            printf("%-5d %6d %9.1f %9.1f\n", D, n, t[0][4] > 0 ? flops / t[0][4] / 1e12 : 0.0, t[1][4] > 0 ? flops / 2 / t[1][4] / 1e12 : 0.0);
            ktorch_tensor_free(ctx, &q), ktorch_tensor_free(ctx, &k), ktorch_tensor_free(ctx, &v), ktorch_tensor_free(ctx, &o);
        }
    ktorch_context_destroy(ctx);
    return 0;
}
