/* CUDA attention backward alone at train_tiny's shape and at a long one,
   bf16 d=128, median of CUDA-event timings after 0.5 s of each case's own
   runs (bench_cuda_time_steady_ms):
     train: b=16 h=6 n=1024 causal, q, k, v strided views of one [B N, 3 H D]
            QKV buffer, out and dout of [B N, H D] ones, dq, dk, dv views of
            a [B N, 3 H D] gradient, as examples/train_tiny.c passes them;
     long:  b=1 h=16 n=8192, contiguous [B, H, N, D], non-causal and causal.
   Each in the deterministic (default) and atomic modes; out and LSE come
   from one forward of the same inputs. FLOPs 2.5 x 4 b h n^2 d, halved for
   causal. Only the public API: it builds against older headers too.
   First (not with --train) a check: b=1 at the train layout, both modes, gradients against
   the CPU backward on the same inputs (NMSE, bf16 tolerance 1e-4), and the deterministic
   mode's bitwise equal over a second run.
   usage: bench_cuda_attn_bwd [cache_dir] [--train]
   KTORCH_BENCH_BWD_DET_ONLY=1: the deterministic mode alone (KTORCH_BENCH_BWD_ATOMIC_ONLY=1: the atomic one); KTORCH_BENCH_BWD_NO_CHECK=1: no check;
   KTORCH_BENCH_BWD_STEADY_S: seconds of each case's own runs before timing (0.5);
   KTORCH_BENCH_BWD_RING: ktorch_cuda_desc.attn_bwd_ring (4: the dK/dV ring kernel with dQ);
   KTORCH_BENCH_BWD_CASES: the timed cases, a comma list of train, long, causal (all three);
   KTORCH_BENCH_BWD_NO_FWD=1: out random and the LSE zero instead of a forward (no forward
   kernel to compile; the check's CPU backward takes the same out and LSE);
   KTORCH_BENCH_BWD_PREP=1: compile the backward kernels (one call at b=1 h=1 n=128, e.g. into
   a cache directory) and exit. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;

typedef struct job {
    ktorch_tensor q, k, v, o, dout, dq, dk, dv, lse;
    ktorch_attention_params p;
} job;
static void run_job(void *arg) {
    job *j = (job *)arg;
    CHECK(ktorch_attention_backward(ctx, &j->q, &j->k, &j->v, &j->o, &j->lse, &j->dout, &j->dq, &j->dk, &j->dv, &j->p));
}

/* heads [col / hd, col / hd + heads) of a [batch seq, width] tensor as [batch, heads, seq, hd] */
static ktorch_tensor heads_view(const ktorch_tensor *flat, int64_t col, int64_t batch, int64_t heads, int64_t seq, int64_t hd) {
    ktorch_tensor t = *flat;
    const int64_t width = flat->shape[1];
    t.ndim = 4;
    t.shape[0] = batch, t.shape[1] = heads, t.shape[2] = seq, t.shape[3] = hd;
    t.stride[0] = seq * width, t.stride[1] = hd, t.stride[2] = width, t.stride[3] = 1;
    t.offset += (uint64_t)col * 2u;
    memset(&t.allocation, 0, sizeof t.allocation);
    return t;
}

/* NMSE of the device gradient g against the host f32 reference r */
static double nmse(const ktorch_tensor *r, const ktorch_tensor *g) {
    ktorch_tensor h;
    const float *x, *y;
    double num = 0, den = 0;
    int64_t i, n = ktorch_tensor_numel(r);
    CHECK(ktorch_tensor_create(ctx, KTORCH_F32, r->ndim, r->shape, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, &h, g, NULL));
    x = (const float *)ktorch_tensor_ptr(&h), y = (const float *)ktorch_tensor_ptr(r);
    for (i = 0; i < n; i++) num += ((double)x[i] - y[i]) * ((double)x[i] - y[i]), den += (double)y[i] * y[i];
    ktorch_tensor_free(ctx, &h);
    return num == num ? num / (den > 0 ? den : 1) : 1e30;
}
/* The device gradients of job j against the CPU backward on copies of its
   inputs (the same in both modes: computed on the first call, kept in
   host memory across contexts). */
static float *g_ref[3];
static void check_job(job *j, const char *name, const char *mode) {
    ktorch_tensor h[6], ref[3];
    const ktorch_tensor *src[6] = {&j->q, &j->k, &j->v, &j->o, &j->dout, &j->lse}, *dev[3] = {&j->dq, &j->dk, &j->dv};
    double e[3];
    int i, have = g_ref[0] != NULL;
    for (i = 0; i < 3; i++) {
        if (!have) g_ref[i] = (float *)malloc((size_t)ktorch_tensor_numel(dev[i]) * 4);
        CHECK(ktorch_tensor_wrap(KTORCH_F32, 4, dev[i]->shape, NULL, g_ref[i], ktorch_cpu(), &ref[i]));
    }
    if (!have) {
        for (i = 0; i < 6; i++) {
            CHECK(ktorch_tensor_create(ctx, src[i]->dtype, src[i]->ndim, src[i]->shape, ktorch_cpu(), &h[i]));
            CHECK(ktorch_tensor_copy(ctx, &h[i], src[i], NULL));
        }
        CHECK(ktorch_attention_backward(ctx, &h[0], &h[1], &h[2], &h[3], &h[5], &h[4], &ref[0], &ref[1], &ref[2], &j->p));
        for (i = 0; i < 6; i++) ktorch_tensor_free(ctx, &h[i]);
    }
    for (i = 0; i < 3; i++) e[i] = nmse(&ref[i], dev[i]);
    printf("%-40s %-13s NMSE dq %.2e dk %.2e dv %.2e: %s\n", name, mode, e[0], e[1], e[2],
           e[0] <= 1e-4 && e[1] <= 1e-4 && e[2] <= 1e-4 ? "ok" : "FAILED");
}

/* The bytes of t (any device, any strides) as a contiguous host copy (allocated) */
static void *host_bytes(const ktorch_tensor *t, size_t *n) {
    ktorch_tensor h;
    void *out;
    CHECK(ktorch_tensor_create(ctx, t->dtype, t->ndim, t->shape, ktorch_cpu(), &h));
    CHECK(ktorch_tensor_copy(ctx, &h, t, NULL));
    *n = (size_t)ktorch_tensor_numel(t) * (t->dtype == KTORCH_F32 ? 4 : 2);
    out = malloc(*n);
    memcpy(out, ktorch_tensor_ptr(&h), *n);
    ktorch_tensor_free(ctx, &h);
    return out;
}
/* The deterministic mode's gradients of job j bitwise equal over a second run */
static void check_repeat(job *j, const char *name) {
    ktorch_tensor *g[3] = {&j->dq, &j->dk, &j->dv};
    void *first[3];
    size_t n[3], m;
    int i, same = 1;
    for (i = 0; i < 3; i++) first[i] = host_bytes(g[i], &n[i]);
    run_job(j);
    for (i = 0; i < 3; i++) {
        void *again = host_bytes(g[i], &m);
        same = same && m == n[i] && memcmp(first[i], again, m) == 0;
        free(again), free(first[i]);
    }
    printf("%-40s %-13s a second run bitwise equal: %s\n", name, "deterministic", same ? "ok" : "FAILED");
}

/* Times one case in both modes (check: runs it once and compares with the
   CPU instead); views: train_tiny's layout, else contiguous. */
static void bench_case(ktorch_cuda_desc desc, const char *name, int64_t B, int64_t H, int64_t N, int causal, int views, int check) {
    const int64_t D = 128, s4[4] = {B, H, N, D}, sl[3] = {B, H, N}, s2[2] = {B * N, 3 * H * D}, s2o[2] = {B * N, H * D};
    const double flops = 2.5 * 4.0 * (double)B * H * (double)N * N * D * (causal ? 0.5 : 1.0);
    const int modes = (bench_env_flag("KTORCH_BENCH_BWD_DET_ONLY") || bench_env_flag("KTORCH_BENCH_BWD_PREP")) && !bench_env_flag("KTORCH_BENCH_BWD_ATOMIC_ONLY") ? 1 : 2;
    int mode, i;
    for (mode = bench_env_flag("KTORCH_BENCH_BWD_ATOMIC_ONLY") ? 1 : 0; mode < modes; mode++) {
        ktorch_tensor buf[8];
        int nbuf = 0;
        job j;
        double ms;
        ktorch_context_destroy(ctx);
        desc.attn_bwd_atomic = mode;
        CHECK(ktorch_context_create(NULL, &ctx));
        CHECK(ktorch_cuda_register(ctx, &desc));
        memset(&j, 0, sizeof j);
        if (views) { /* qkv, out, dout, dqkv */
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, s2, cuda0(), &buf[0]));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, s2o, cuda0(), &buf[1]));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, s2o, cuda0(), &buf[2]));
            CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, s2, cuda0(), &buf[3]));
            nbuf = 4;
            bench_fill_bf16(ctx, &buf[0], 11);
            bench_fill_bf16(ctx, &buf[2], 12);
            j.q = heads_view(&buf[0], 0, B, H, N, D);
            j.k = heads_view(&buf[0], H * D, B, H, N, D);
            j.v = heads_view(&buf[0], 2 * H * D, B, H, N, D);
            j.o = heads_view(&buf[1], 0, B, H, N, D);
            j.dout = heads_view(&buf[2], 0, B, H, N, D);
            j.dq = heads_view(&buf[3], 0, B, H, N, D);
            j.dk = heads_view(&buf[3], H * D, B, H, N, D);
            j.dv = heads_view(&buf[3], 2 * H * D, B, H, N, D);
        } else {
            ktorch_tensor *t[8] = {&j.q, &j.k, &j.v, &j.o, &j.dout, &j.dq, &j.dk, &j.dv};
            for (i = 0; i < 8; i++) CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 4, s4, cuda0(), t[i]));
            for (i = 0; i < 5; i++) bench_fill_bf16(ctx, t[i], 11 + (uint64_t)i);
        }
        CHECK(ktorch_tensor_create(ctx, KTORCH_F32, 3, sl, cuda0(), &j.lse));
        j.p.causal = causal;
        if (bench_env_flag("KTORCH_BENCH_BWD_NO_FWD") || bench_env_flag("KTORCH_BENCH_BWD_PREP")) {
            if (views) bench_fill_bf16(ctx, &buf[1], 13);
            else bench_fill_bf16(ctx, &j.o, 13);
            CHECK(ktorch_tensor_fill_bytes(ctx, &j.lse, 0));
        } else {
            j.p.lse = &j.lse;
            CHECK(ktorch_attention(ctx, &j.q, &j.k, &j.v, &j.o, &j.p));
            j.p.lse = NULL;
        }
        if (check) {
            /* NaN: unwritten elements show (the views' buffer: fills take contiguous tensors) */
            if (views) {
                CHECK(ktorch_tensor_fill_bytes(ctx, &buf[3], 0xff));
            } else {
                CHECK(ktorch_tensor_fill_bytes(ctx, &j.dq, 0xff));
                CHECK(ktorch_tensor_fill_bytes(ctx, &j.dk, 0xff));
                CHECK(ktorch_tensor_fill_bytes(ctx, &j.dv, 0xff));
            }
            run_job(&j);
            check_job(&j, name, mode ? "atomic" : "deterministic");
            if (!mode) check_repeat(&j, name);
        } else if (bench_env_flag("KTORCH_BENCH_BWD_PREP")) {
            run_job(&j);
            CHECK(ktorch_synchronize(ctx, cuda0()));
        } else {
            ms = bench_cuda_time_steady_ms(ctx, run_job, &j, 5, getenv("KTORCH_BENCH_BWD_STEADY_S") ? atof(getenv("KTORCH_BENCH_BWD_STEADY_S")) : 0.5, 11);
            printf("%-40s %-13s %9.3f %9.1f\n", name, mode ? "atomic" : "deterministic", ms, flops / (ms * 1e-3) / 1e12);
        }
        fflush(stdout);
        if (views) {
            for (i = 0; i < nbuf; i++) ktorch_tensor_free(ctx, &buf[i]);
        } else {
            ktorch_tensor *t[8] = {&j.q, &j.k, &j.v, &j.o, &j.dout, &j.dq, &j.dk, &j.dv};
            for (i = 0; i < 8; i++) ktorch_tensor_free(ctx, t[i]);
        }
        ktorch_tensor_free(ctx, &j.lse);
    }
}

/* whether KTORCH_BENCH_BWD_CASES (unset: every case) names case c */
static int want_case(const char *c) {
    const char *l = getenv("KTORCH_BENCH_BWD_CASES"), *p;
    const size_t n = strlen(c);
    if (!l || !*l) return 1;
    for (p = l; (p = strstr(p, c)) != NULL; p += n)
        if ((p == l || p[-1] == ',') && (p[n] == '\0' || p[n] == ',')) return 1;
    return 0;
}

int main(int argc, char **argv) {
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    const int train_only = argc > 1 && strcmp(argv[argc - 1], "--train") == 0;
    desc = bench_cuda_desc(argc > 1 + train_only ? argv[1] : NULL);
    if (getenv("KTORCH_BENCH_BWD_RING")) desc.attn_bwd_ring = atoi(getenv("KTORCH_BENCH_BWD_RING"));
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    printf("device: %s (%s, %d SMs); attention backward, bf16 d=128\n", info.name, info.arch, info.compute_units);
    printf("%-40s %-13s %9s %9s\n", "case", "mode", "ms", "TFLOP/s");
    if (bench_env_flag("KTORCH_BENCH_BWD_PREP")) {
        bench_case(desc, "prep b1 h1 n128", 1, 1, 128, 0, 0, 0);
        ktorch_context_destroy(ctx);
        return 0;
    }
    if (!train_only && !bench_env_flag("KTORCH_BENCH_BWD_NO_CHECK")) bench_case(desc, "check b1 h6 n1024 causal, QKV views", 1, 6, 1024, 1, 1, 1);
    if (want_case("train")) bench_case(desc, "train b16 h6 n1024 causal, QKV views", 16, 6, 1024, 1, 1, 0);
    if (!train_only) {
        if (want_case("long")) bench_case(desc, "b1 h16 n8192", 1, 16, 8192, 0, 0, 0);
        if (want_case("causal")) bench_case(desc, "b1 h16 n8192 causal", 1, 16, 8192, 1, 0, 0);
    }
    ktorch_context_destroy(ctx);
    free(g_ref[0]), free(g_ref[1]), free(g_ref[2]);
    return 0;
}
