/* bench_adamw: the fused AdamW step (ktorch_adamw_step: f32 master weights
   and moments, a bf16 gradient, the new weights rounded into a bf16 copy) in
   GB/s over the bytes it must move, against a plain copy measured in the
   same program: memcpy on the CPU, a device-to-device tensor copy on CUDA
   (that row only where a CUDA device is found). Both rates count bytes read
   plus bytes written. Medians of the timed repetitions; the CPU row also
   gives GB per CPU-second (the process's CPU time, all threads), which a
   machine shared with other jobs distorts less than wall time.

       build/bench_adamw [--n ELEMENTS] [--reps N] [--grad f32|bf16] [--threads N]
*/
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "bench_common.h"

static double clock_s(clockid_t id) {
    struct timespec t;
    clock_gettime(id, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}
static double median(double *x, int n) {
    qsort(x, (size_t)n, sizeof *x, cmpd);
    return n % 2 ? x[n / 2] : 0.5 * (x[n / 2 - 1] + x[n / 2]);
}

typedef struct state {
    ktorch_context *ctx;
    ktorch_device dev;
    ktorch_tensor p, g, m, v, pc, src, dst;
} state;

/* Values in [-1, 1) (a sequence per seed) into t on any device. */
static void fill(ktorch_context *ctx, ktorch_tensor *t, uint64_t seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    float *h = (float *)malloc((size_t)n * sizeof *h);
    ktorch_tensor w;
    uint64_t x = seed * 2654435761u + 88172645463325252ull;
    if (!h) {
        fprintf(stderr, "bench_adamw: out of memory\n");
        exit(1);
    }
    for (i = 0; i < n; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        h[i] = (float)((double)(x >> 40) * (2.0 / 16777216.0) - 1.0);
    }
    CHECK(ktorch_tensor_wrap(KTORCH_F32, 1, t->shape, NULL, h, ktorch_cpu(), &w));
    CHECK(ktorch_tensor_copy(ctx, t, &w, NULL));
    CHECK(ktorch_synchronize(ctx, t->device));
    free(h);
}

static void setup(state *s, int64_t n, ktorch_dtype gdt) {
    int64_t sh[1];
    sh[0] = n;
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_F32, 1, sh, s->dev, &s->p));
    CHECK(ktorch_tensor_create(s->ctx, gdt, 1, sh, s->dev, &s->g));
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_F32, 1, sh, s->dev, &s->m));
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_F32, 1, sh, s->dev, &s->v));
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_BF16, 1, sh, s->dev, &s->pc));
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_F32, 1, sh, s->dev, &s->src));
    CHECK(ktorch_tensor_create(s->ctx, KTORCH_F32, 1, sh, s->dev, &s->dst));
    fill(s->ctx, &s->p, 1);
    fill(s->ctx, &s->g, 2);
    fill(s->ctx, &s->src, 3);
    CHECK(ktorch_tensor_fill_bytes(s->ctx, &s->m, 0));
    CHECK(ktorch_tensor_fill_bytes(s->ctx, &s->v, 0));
    CHECK(ktorch_synchronize(s->ctx, s->dev));
}
static void teardown(state *s) {
    ktorch_tensor *t[7];
    int i;
    t[0] = &s->p, t[1] = &s->g, t[2] = &s->m, t[3] = &s->v, t[4] = &s->pc, t[5] = &s->src, t[6] = &s->dst;
    for (i = 0; i < 7; i++) ktorch_tensor_free(s->ctx, t[i]);
}

/* Wall and CPU seconds per call (medians of reps batches of `inner` calls):
   AdamW steps (copy 0) or copies of src into dst (copy 1). */
static void time_op(state *s, int copy, int reps, int inner, double *wall, double *cpu) {
    double *t = (double *)malloc(2 * (size_t)reps * sizeof *t), *c = t + reps;
    ktorch_adamw_params ap;
    int i, k;
    int64_t step = 1;
    memset(&ap, 0, sizeof ap);
    ap.lr = 1e-3f;
    ap.weight_decay = 0.1f;
    for (i = -1; i < reps; i++) { /* i = -1: warm-up */
        double t0, c0;
        CHECK(ktorch_synchronize(s->ctx, s->dev));
        t0 = clock_s(CLOCK_MONOTONIC);
        c0 = clock_s(CLOCK_PROCESS_CPUTIME_ID);
        for (k = 0; k < inner; k++) {
            if (copy && s->dev.backend == KTORCH_BACKEND_CPU) {
                memcpy(ktorch_tensor_ptr(&s->dst), ktorch_tensor_ptr(&s->src), (size_t)ktorch_tensor_numel(&s->src) * 4);
            } else if (copy) {
                CHECK(ktorch_tensor_copy(s->ctx, &s->dst, &s->src, NULL));
            } else {
                ap.step = step++;
                CHECK(ktorch_adamw_step(s->ctx, &s->p, &s->g, &s->m, &s->v, &s->pc, &ap));
            }
        }
        CHECK(ktorch_synchronize(s->ctx, s->dev));
        if (i >= 0) {
            t[i] = (clock_s(CLOCK_MONOTONIC) - t0) / inner;
            c[i] = (clock_s(CLOCK_PROCESS_CPUTIME_ID) - c0) / inner;
        }
    }
    *wall = median(t, reps);
    *cpu = median(c, reps);
    free(t);
}

static void row(const char *name, state *s, int64_t n, ktorch_dtype gdt, int reps, int inner) {
    /* read: param, grad, m, v; written: param, m, v, the bf16 copy */
    const double per = 4.0 * 2 + (gdt == KTORCH_F32 ? 4.0 : 2.0) + 4.0 * 2 * 2 + 2.0;
    double ta, ca, tc, cc, ga, gc;
    time_op(s, 0, reps, inner, &ta, &ca);
    time_op(s, 1, reps, inner, &tc, &cc);
    ga = per * (double)n / ta * 1e-9, gc = 2.0 * 4.0 * (double)n / tc * 1e-9;
    printf("%-5s adamw n=%lld grad %s: %.0f B/element, %.3f ms, %.1f GB/s; copy %.1f GB/s (read + write); adamw/copy %.0f%%\n", name, (long long)n,
           ktorch_dtype_name(gdt), per, ta * 1e3, ga, gc, 100.0 * ga / gc);
    if (s->dev.backend == KTORCH_BACKEND_CPU)
        printf("      per CPU-second: adamw %.1f GB, copy %.1f GB; adamw/copy %.0f%%\n", per * (double)n / ca * 1e-9, 8.0 * (double)n / cc * 1e-9,
               100.0 * (per / ca) / (8.0 / cc));
}

int main(int argc, char **argv) {
    ktorch_context_desc cd;
    ktorch_cuda_desc cu;
    state s;
    int64_t n = INT64_C(1) << 24;
    int reps = 7, i;
    long threads = 0;
    ktorch_dtype gdt = KTORCH_BF16;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            printf("usage: bench_adamw [--n ELEMENTS (16777216)] [--reps N (7)] [--grad f32|bf16 (bf16)] [--threads N (all)]\n");
            return 0;
        }
        if (!v) {
            fprintf(stderr, "bench_adamw: %s needs a value\n", a);
            return 2;
        }
        if (!strcmp(a, "--n")) n = strtoll(v, NULL, 10);
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--threads")) threads = strtol(v, NULL, 10);
        else if (!strcmp(a, "--grad") && (!strcmp(v, "f32") || !strcmp(v, "bf16"))) gdt = strcmp(v, "f32") ? KTORCH_BF16 : KTORCH_F32;
        else {
            fprintf(stderr, "bench_adamw: bad option %s %s\n", a, v);
            return 2;
        }
        i++;
    }
    if (n < 1 || n > (INT64_C(1) << 32) || reps < 1 || reps > 1000 || threads < 0 || threads > 1024) {
        fprintf(stderr, "bench_adamw: --n 1..2^32, --reps 1..1000, --threads 0..1024\n");
        return 2;
    }
    memset(&cd, 0, sizeof cd);
    cd.num_threads = (int)threads;
    memset(&s, 0, sizeof s);
    CHECK(ktorch_context_create(&cd, &s.ctx));
    s.dev = ktorch_cpu();
    setup(&s, n, gdt);
    printf("bench_adamw: %d threads on the CPU (%s)\n", ktorch_num_threads(s.ctx), ktorch_cpu_isa(s.ctx));
    row("cpu", &s, n, gdt, reps, 1);
    teardown(&s);
    memset(&cu, 0, sizeof cu);
    if (ktorch_cuda_register(s.ctx, &cu) == KTORCH_OK && ktorch_device_count(s.ctx, KTORCH_BACKEND_CUDA) > 0) {
        s.dev.backend = KTORCH_BACKEND_CUDA;
        s.dev.index = 0;
        setup(&s, n, gdt);
        row("cuda", &s, n, gdt, reps, 10);
        teardown(&s);
    } else
        printf("cuda  skipped: %s\n", ktorch_last_error());
    ktorch_context_destroy(s.ctx);
    return 0;
}
