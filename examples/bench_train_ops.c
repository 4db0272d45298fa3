/* bench_train_ops: the memory-bound training ops of a transformer block on
   CUDA at train_tiny's 124m shapes (bf16 activations, 16,384 tokens), in
   GB/s over the bytes each must move, against a device-to-device copy
   measured in the same program (read + write):

     rmsnorm bwd   dy, x, dx read and dx written (accumulate_dx, as the
                   residual stream's gradient), saved rstd, dweight (f32) added to
     add_rmsnorm   x, residual read; sum, out written
     swiglu        gate, up read (the halves of one [T, 2F] projection); out written
     swiglu bwd    dout, gate, up read; dgate, dup written (halves of one [T, 2F])
     rmsnorm       x read; out written, rstd saved
     rope          q and k turned in place, heads of 128 (train_tiny's fused
                   QKV output: columns [0, 2D) of [T / 1024, 1024, 3D])

   Device time from events around `inner` calls; the median of the reps.

       build/bench_train_ops [--rows T (16384)] [--dim D (768)] [--ffn F (3456)] [--reps N (9)] [--inner N (20)]
*/
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "bench_common.h"

typedef struct bench {
    ktorch_context *ctx;
    ktorch_device dev;
    int64_t T, D, F;
    ktorch_tensor x, res, sum, out, w, rstd, dy, dx, dw, u, a, da, du, gate, up, dgate, dup, src, dst, qkv, qk;
} bench;

/* Values in [-1, 1) (a sequence per seed), through an f32 host buffer. */
static void fill(bench *b, ktorch_tensor *t, uint64_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    float *h = (float *)malloc((size_t)n * sizeof *h);
    ktorch_tensor w;
    uint64_t x = seed * 2654435761u + 88172645463325252ull;
    if (!h) {
        fprintf(stderr, "bench_train_ops: out of memory\n");
        exit(1);
    }
    for (i = 0; i < n; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        h[i] = (float)((double)(x >> 40) * (2.0 / 16777216.0) - 1.0);
    }
    CHECK(ktorch_tensor_wrap(KTORCH_F32, t->ndim, t->shape, NULL, h, ktorch_cpu(), &w));
    CHECK(ktorch_tensor_copy(b->ctx, t, &w, NULL));
    CHECK(ktorch_synchronize(b->ctx, b->dev));
    free(h);
}
static ktorch_tensor mk(bench *b, ktorch_dtype dt, int64_t rows, int64_t cols, uint64_t seed) {
    ktorch_tensor t;
    int64_t sh[2];
    sh[0] = rows, sh[1] = cols;
    CHECK(ktorch_tensor_create(b->ctx, dt, cols ? 2 : 1, sh, b->dev, &t));
    fill(b, &t, seed);
    return t;
}

static void run(bench *b, int op) {
    ktorch_norm_params np, acc;
    ktorch_rope_params rp;
    memset(&np, 0, sizeof np);
    memset(&rp, 0, sizeof rp);
    rp.head_dim = b->D % 128 == 0 ? 128 : b->D;
    acc = np;
    acc.accumulate_dx = 1;
    switch (op) {
    case 0: CHECK(ktorch_rmsnorm_backward(b->ctx, &b->dy, &b->x, &b->w, &b->rstd, &b->dx, &b->dw, &acc)); break;
    case 1: CHECK(ktorch_add_rmsnorm(b->ctx, &b->x, &b->res, &b->w, &b->sum, &b->out, &b->rstd, &np)); break;
    case 2: CHECK(ktorch_swiglu(b->ctx, &b->gate, &b->up, &b->a)); break;
    case 3: CHECK(ktorch_swiglu_backward(b->ctx, &b->da, &b->gate, &b->up, &b->dgate, &b->dup)); break;
    case 4: CHECK(ktorch_rmsnorm(b->ctx, &b->x, &b->w, &b->out, &b->rstd, &np)); break;
    case 5: CHECK(ktorch_rope(b->ctx, &b->qk, NULL, &b->qk, &rp)); break;
    default: CHECK(ktorch_tensor_copy(b->ctx, &b->dst, &b->src, NULL)); break;
    }
}
/* Seconds a call: the median over reps of event pairs around `inner` calls. */
static double time_op(bench *b, int op, int reps, int inner) {
    double *t = (double *)malloc((size_t)reps * sizeof *t), r;
    int i, k;
    run(b, op); /* compiles the kernels, plans */
    CHECK(ktorch_synchronize(b->ctx, b->dev));
    for (i = 0; i < reps; i++) {
        ktorch_event *e0, *e1;
        double s;
        CHECK(ktorch_event_record(b->ctx, b->dev, &e0));
        for (k = 0; k < inner; k++) run(b, op);
        CHECK(ktorch_event_record(b->ctx, b->dev, &e1));
        CHECK(ktorch_event_elapsed(b->ctx, e0, e1, &s));
        ktorch_event_destroy(b->ctx, e0);
        ktorch_event_destroy(b->ctx, e1);
        t[i] = s / inner;
    }
    qsort(t, (size_t)reps, sizeof *t, cmpd);
    r = t[reps / 2];
    free(t);
    return r;
}

int main(int argc, char **argv) {
    static const char *const names[6] = {"rmsnorm bwd", "add_rmsnorm", "swiglu", "swiglu bwd", "rmsnorm", "rope"};
    ktorch_cuda_desc cu;
    bench b;
    int reps = 9, inner = 20, i;
    double copy, bytes[6];
    memset(&b, 0, sizeof b);
    b.T = 16384, b.D = 768, b.F = 3456;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("usage: bench_train_ops [--rows T (16384)] [--dim D (768)] [--ffn F (3456)] [--reps N (9)] [--inner N (20)]\n");
            return 0;
        }
        if (!v) {
            fprintf(stderr, "bench_train_ops: %s needs a value\n", a);
            return 2;
        }
        if (!strcmp(a, "--rows")) b.T = strtoll(v, NULL, 10);
        else if (!strcmp(a, "--dim")) b.D = strtoll(v, NULL, 10);
        else if (!strcmp(a, "--ffn")) b.F = strtoll(v, NULL, 10);
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--inner")) inner = atoi(v);
        else {
            fprintf(stderr, "bench_train_ops: bad option %s %s\n", a, v);
            return 2;
        }
        i++;
    }
    if (b.T < 1 || b.T > (INT64_C(1) << 24) || b.D < 1 || b.D > 65536 || b.F < 1 || b.F > 65536 || reps < 1 || reps > 1000 || inner < 1 ||
        inner > 10000) {
        fprintf(stderr, "bench_train_ops: --rows 1..2^24, --dim and --ffn 1..65536, --reps 1..1000, --inner 1..10000\n");
        return 2;
    }
    CHECK(ktorch_context_create(NULL, &b.ctx));
    memset(&cu, 0, sizeof cu);
    if (ktorch_cuda_register(b.ctx, &cu) != KTORCH_OK || ktorch_device_count(b.ctx, KTORCH_BACKEND_CUDA) < 1) {
        printf("bench_train_ops: skipped, no CUDA device: %s\n", ktorch_last_error());
        ktorch_context_destroy(b.ctx);
        return 0;
    }
    b.dev.backend = KTORCH_BACKEND_CUDA;
    b.dev.index = 0;
    b.x = mk(&b, KTORCH_BF16, b.T, b.D, 1), b.res = mk(&b, KTORCH_BF16, b.T, b.D, 2), b.sum = mk(&b, KTORCH_BF16, b.T, b.D, 3);
    b.out = mk(&b, KTORCH_BF16, b.T, b.D, 4), b.w = mk(&b, KTORCH_BF16, b.D, 0, 5), b.rstd = mk(&b, KTORCH_F32, b.T, 0, 6);
    b.dy = mk(&b, KTORCH_BF16, b.T, b.D, 7), b.dx = mk(&b, KTORCH_BF16, b.T, b.D, 8), b.dw = mk(&b, KTORCH_F32, b.D, 0, 9);
    b.u = mk(&b, KTORCH_BF16, b.T, 2 * b.F, 10), b.a = mk(&b, KTORCH_BF16, b.T, b.F, 11), b.da = mk(&b, KTORCH_BF16, b.T, b.F, 12);
    b.du = mk(&b, KTORCH_BF16, b.T, 2 * b.F, 13);
    b.src = mk(&b, KTORCH_BF16, b.T, 2 * b.F, 14), b.dst = mk(&b, KTORCH_BF16, b.T, 2 * b.F, 15);
    CHECK(ktorch_tensor_slice(&b.u, 1, 0, b.F, 1, &b.gate));
    CHECK(ktorch_tensor_slice(&b.u, 1, b.F, 2 * b.F, 1, &b.up));
    CHECK(ktorch_tensor_slice(&b.du, 1, 0, b.F, 1, &b.dgate));
    CHECK(ktorch_tensor_slice(&b.du, 1, b.F, 2 * b.F, 1, &b.dup));
    {
        /* [T / seq, seq, 3D], seq 1024 where T allows */
        const int64_t seq = b.T % 1024 == 0 ? 1024 : b.T;
        int64_t sh[3];
        sh[0] = b.T / seq, sh[1] = seq, sh[2] = 3 * b.D;
        CHECK(ktorch_tensor_create(b.ctx, KTORCH_BF16, 3, sh, b.dev, &b.qkv));
        fill(&b, &b.qkv, 16);
        CHECK(ktorch_tensor_slice(&b.qkv, 2, 0, 2 * b.D, 1, &b.qk));
    }
    /* the rstd of x, as the forward saves it */
    CHECK(ktorch_rmsnorm(b.ctx, &b.x, &b.w, &b.out, &b.rstd, NULL));
    bytes[0] = (double)b.T * b.D * 2 * 4 + b.T * 4.0 + b.D * 2 + b.D * 4 * 2;
    bytes[1] = (double)b.T * b.D * 2 * 4 + b.T * 4.0 + b.D * 2;
    bytes[2] = (double)b.T * b.F * 2 * 3;
    bytes[3] = (double)b.T * b.F * 2 * 5;
    bytes[4] = (double)b.T * b.D * 2 * 2 + b.T * 4.0 + b.D * 2;
    bytes[5] = (double)b.T * 2 * b.D * 2 * 2;
    copy = time_op(&b, 9, reps, inner);
    printf("bench_train_ops: rows %lld, dim %lld, ffn %lld, bf16; device copy %.1f GB/s (%.3f ms for %.0f MB read + written)\n", (long long)b.T,
           (long long)b.D, (long long)b.F, 2.0 * ktorch_tensor_numel(&b.src) * 2 / copy * 1e-9, copy * 1e3, 2.0 * ktorch_tensor_numel(&b.src) * 2 * 1e-6);
    for (i = 0; i < 6; i++) {
        double t = time_op(&b, i, reps, inner), gbs = bytes[i] / t * 1e-9;
        printf("  %-12s %8.1f us  %7.1f MB  %7.1f GB/s  %5.1f%% of copy\n", names[i], t * 1e6, bytes[i] * 1e-6, gbs,
               100.0 * gbs / (2.0 * ktorch_tensor_numel(&b.src) * 2 / copy * 1e-9));
    }
    {
        ktorch_tensor *all[] = {&b.x, &b.res, &b.sum, &b.out, &b.w, &b.rstd, &b.dy, &b.dx, &b.dw, &b.u, &b.a, &b.da, &b.du, &b.src, &b.dst, &b.qkv};
        for (i = 0; i < (int)(sizeof all / sizeof all[0]); i++) ktorch_tensor_free(b.ctx, all[i]);
    }
    ktorch_context_destroy(b.ctx);
    return 0;
}
