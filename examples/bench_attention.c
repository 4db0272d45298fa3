/* Benchmark of the CPU flash attention path against the machine's FP32 FMA peak.
   Build: cc -O2 -std=c99 -I. examples/bench_attention.c -o build/bench_attention -lm -lpthread -ldl
   Run:   build/bench_attention [--quick] [--long] [--threads N] [--parts]
   FLOPs are counted over visible (query, key) pairs, 4*D per pair (causal
   halves them). KTORCH_CPU_ISA=scalar|avx2|avx512 forces a kernel set.
   B/token: the host pool's peak bytes (inputs, output, workspace) per token;
   ws KiB: the pool peak beyond the tensors, i.e. the flash workspace.
   --parts: the time of one 64-query x 64-key tile step (d = 128) and of its
   parts on one thread, for the AVX-512 kernels and, where the context has
   them, the AMX ones: against one core's FMA peak, hot (the same K/V tile
   again) and streaming (4096 keys, as the flash path reads them). */
#define _POSIX_C_SOURCE 199309L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
/* CPU seconds of the whole process: a rate per CPU-second is robust to
   other jobs sharing the machine, wall-clock rates are not. */
static double cpu_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}
static char last_path[256];
static void on_log(ktorch_log_level level, const char *msg, void *user) {
    (void)level;
    (void)user;
    if (strstr(msg, "flash path")) {
        strncpy(last_path, msg, sizeof last_path - 1);
        last_path[sizeof last_path - 1] = 0;
    }
}

/* ---- FMA peak: chains of dependent FMAs, 12 independent accumulators ---- */
#define PEAK_TASKS 256
#define PEAK_ITERS 200000L
typedef struct peak_arg {
    int isa; /* 1 = AVX2, 2 = AVX-512 */
    float sink[PEAK_TASKS];
} peak_arg;

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HAVE_X86 1
__attribute__((target("avx512f"))) static float fma_chain_512(long n) {
    /* distinct start values, or the compiler merges the chains into one */
    __m512 a0 = _mm512_set1_ps(1.00f), a1 = _mm512_set1_ps(1.01f), a2 = _mm512_set1_ps(1.02f), a3 = _mm512_set1_ps(1.03f);
    __m512 a4 = _mm512_set1_ps(1.04f), a5 = _mm512_set1_ps(1.05f), a6 = _mm512_set1_ps(1.06f), a7 = _mm512_set1_ps(1.07f);
    __m512 a8 = _mm512_set1_ps(1.08f), a9 = _mm512_set1_ps(1.09f), a10 = _mm512_set1_ps(1.10f), a11 = _mm512_set1_ps(1.11f);
    const __m512 b = _mm512_set1_ps(0.999999f), c = _mm512_set1_ps(1e-7f);
    long i;
    for (i = 0; i < n; i++) {
        a0 = _mm512_fmadd_ps(a0, b, c); a1 = _mm512_fmadd_ps(a1, b, c); a2 = _mm512_fmadd_ps(a2, b, c);
        a3 = _mm512_fmadd_ps(a3, b, c); a4 = _mm512_fmadd_ps(a4, b, c); a5 = _mm512_fmadd_ps(a5, b, c);
        a6 = _mm512_fmadd_ps(a6, b, c); a7 = _mm512_fmadd_ps(a7, b, c); a8 = _mm512_fmadd_ps(a8, b, c);
        a9 = _mm512_fmadd_ps(a9, b, c); a10 = _mm512_fmadd_ps(a10, b, c); a11 = _mm512_fmadd_ps(a11, b, c);
    }
    a0 = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3)), _mm512_add_ps(_mm512_add_ps(a4, a5), _mm512_add_ps(a6, a7)));
    a0 = _mm512_add_ps(a0, _mm512_add_ps(_mm512_add_ps(a8, a9), _mm512_add_ps(a10, a11)));
    return _mm512_reduce_add_ps(a0);
}
__attribute__((target("avx2,fma"))) static float fma_chain_256(long n) {
    __m256 a0 = _mm256_set1_ps(1.00f), a1 = _mm256_set1_ps(1.01f), a2 = _mm256_set1_ps(1.02f), a3 = _mm256_set1_ps(1.03f);
    __m256 a4 = _mm256_set1_ps(1.04f), a5 = _mm256_set1_ps(1.05f), a6 = _mm256_set1_ps(1.06f), a7 = _mm256_set1_ps(1.07f);
    __m256 a8 = _mm256_set1_ps(1.08f), a9 = _mm256_set1_ps(1.09f), a10 = _mm256_set1_ps(1.10f), a11 = _mm256_set1_ps(1.11f);
    const __m256 b = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-7f);
    float out[8];
    long i;
    for (i = 0; i < n; i++) {
        a0 = _mm256_fmadd_ps(a0, b, c); a1 = _mm256_fmadd_ps(a1, b, c); a2 = _mm256_fmadd_ps(a2, b, c);
        a3 = _mm256_fmadd_ps(a3, b, c); a4 = _mm256_fmadd_ps(a4, b, c); a5 = _mm256_fmadd_ps(a5, b, c);
        a6 = _mm256_fmadd_ps(a6, b, c); a7 = _mm256_fmadd_ps(a7, b, c); a8 = _mm256_fmadd_ps(a8, b, c);
        a9 = _mm256_fmadd_ps(a9, b, c); a10 = _mm256_fmadd_ps(a10, b, c); a11 = _mm256_fmadd_ps(a11, b, c);
    }
    a0 = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)), _mm256_add_ps(_mm256_add_ps(a4, a5), _mm256_add_ps(a6, a7)));
    a0 = _mm256_add_ps(a0, _mm256_add_ps(_mm256_add_ps(a8, a9), _mm256_add_ps(a10, a11)));
    _mm256_storeu_ps(out, a0);
    return out[0] + out[7];
}
static void peak_task(void *arg, int64_t i, int thread) {
    peak_arg *p = (peak_arg *)arg;
    (void)thread;
    p->sink[i] = p->isa == 2 ? fma_chain_512(PEAK_ITERS) : fma_chain_256(PEAK_ITERS);
}
/* GFLOP/s of all threads together (wall clock), best of 5; *per_cpu_s: GFLOP per CPU-second. */
static double fma_peak(ktorch_context *ctx, int isa, double *per_cpu_s) {
    static peak_arg arg;
    double best = 0, best_cpu = 0;
    int r;
    arg.isa = isa;
    for (r = 0; r < 5; r++) {
        double t0 = now(), c0 = cpu_now(), f = (double)PEAK_TASKS * PEAK_ITERS * 12 * (isa == 2 ? 16 : 8) * 2, g, gc;
        ktorch_parallel_for(ctx, peak_task, &arg, PEAK_TASKS);
        g = f / (now() - t0) / 1e9;
        gc = f / (cpu_now() - c0) / 1e9;
        if (g > best) best = g;
        if (gc > best_cpu) best_cpu = gc;
    }
    *per_cpu_s = best_cpu;
    return best;
}
#endif

static void fill_random(ktorch_tensor *t, unsigned seed) {
    int64_t n = ktorch_tensor_numel(t), i;
    float *f = (float *)ktorch_tensor_ptr(t);
    uint16_t *h = (uint16_t *)ktorch_tensor_ptr(t);
    unsigned s = seed * 2654435761u + 1;
    for (i = 0; i < n; i++) {
        float x;
        s = s * 1664525u + 1013904223u;
        x = ((s >> 8) * (1.0f / 16777216.0f) - 0.5f) * 3.4f;
        if (t->dtype == KTORCH_F32) f[i] = x;
        else if (t->dtype == KTORCH_BF16) h[i] = ktorch__attn_f2bf(x);
        else h[i] = ktorch__attn_f2h(x);
    }
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct result {
    double gflops, seconds, ws_bytes, peak_per_token, gflops_cpu;
} result;

static int run_case(ktorch_context *ctx, ktorch_dtype dt, int h, int64_t n, int d, int causal, int reps, result *res) {
    ktorch_tensor q, k, v, o;
    int64_t shape[4];
    ktorch_attention_params p;
    ktorch_pool *pool = NULL;
    ktorch_pool_stats before, after;
    double times[16], cpus[16], pairs, flops;
    int r;
    shape[0] = 1; shape[1] = h; shape[2] = n; shape[3] = d;
    if (ktorch_device_pool(ctx, ktorch_cpu(), &pool) != KTORCH_OK) return 1;
    if (ktorch_tensor_create(ctx, dt, 4, shape, ktorch_cpu(), &q) || ktorch_tensor_create(ctx, dt, 4, shape, ktorch_cpu(), &k) ||
        ktorch_tensor_create(ctx, dt, 4, shape, ktorch_cpu(), &v) || ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &o)) {
        fprintf(stderr, "bench_attention: %s\n", ktorch_last_error());
        return 1;
    }
    fill_random(&q, 1);
    fill_random(&k, 2);
    fill_random(&v, 3);
    memset(&p, 0, sizeof p);
    p.causal = causal;
    p.variant = KTORCH_ATTENTION_FLASH;
    ktorch_pool_reset_peak(pool);
    ktorch_pool_get_stats(pool, &before);
    for (r = 0; r < reps && r < 16; r++) {
        double t0 = now(), c0 = cpu_now();
        if (ktorch_attention(ctx, &q, &k, &v, &o, &p) != KTORCH_OK) {
            fprintf(stderr, "bench_attention: %s\n", ktorch_last_error());
            return 1;
        }
        times[r] = now() - t0;
        cpus[r] = cpu_now() - c0;
    }
    ktorch_pool_get_stats(pool, &after);
    qsort(times, (size_t)r, sizeof times[0], cmp_double);
    qsort(cpus, (size_t)r, sizeof cpus[0], cmp_double);
    pairs = causal ? (double)n * (n + 1) / 2 : (double)n * n;
    flops = 4.0 * d * pairs * h;
    res->seconds = times[r / 2];
    res->gflops = flops / res->seconds / 1e9;
    res->gflops_cpu = flops / cpus[r / 2] / 1e9;
    res->ws_bytes = (double)(after.peak_bytes_in_use > before.bytes_in_use ? after.peak_bytes_in_use - before.bytes_in_use : 0);
    res->peak_per_token = (double)after.peak_bytes_in_use / (double)n;
    ktorch_tensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &k);
    ktorch_tensor_free(ctx, &v);
    ktorch_tensor_free(ctx, &o);
    return 0;
}

/* ---- --parts: one tile step and its parts, one thread -------------------- */
#if defined(HAVE_X86) && defined(KTORCH__X86)
#define PT_D 128
#define PT_N 4096
static double pt_peak; /* one core, GFLOP/s */
static void pt_row(const char *what, double s, int share) {
    const double flop = 4.0 * 64 * 64 * PT_D, ideal = flop / (pt_peak * 1e9);
    if (share) printf("  %-34s %8.0f ns = %5.1f%% of a step at the FMA peak\n", what, s * 1e9, 100 * s / ideal);
    else printf("  %-34s %8.0f ns  %7.1f GFLOP/s  %5.1f%% of the FMA peak\n", what, s * 1e9, flop / s * 1e-9, 100 * ideal / s);
}
static void *pt_alloc(size_t n, void **raw) {
    *raw = calloc(n + 64, 1);
    return *raw ? (char *)*raw + (64 - ((uintptr_t)*raw & 63)) : NULL;
}
static float pt_rand(unsigned *x) {
    *x = *x * 1664525u + 1013904223u;
    return (float)(*x >> 8) / 16777216.0f - 0.5f;
}
#if defined(KTORCH__AMX)
/* Tile-unit rates alone: 64 tdpbf16ps in 4 independent chains on tiles
   loaded once, 160 tile loads of one hot KiB, 48 tile stores. */
KTORCH__T_AMX static void pt_tdp64(unsigned char *tm) {
    int i;
    (void)tm;
    for (i = 0; i < 16; i++) {
        KTORCH__TDP(0, 4, 6);
        KTORCH__TDP(1, 4, 7);
        KTORCH__TDP(2, 5, 6);
        KTORCH__TDP(3, 5, 7);
    }
}
KTORCH__T_AMX static void pt_tdp64x6(unsigned char *tm) { /* 6 chains: is the rate of 4 latency-bound? */
    int i;
    (void)tm;
    for (i = 0; i < 10; i++) {
        KTORCH__TDP(0, 6, 7);
        KTORCH__TDP(1, 6, 7);
        KTORCH__TDP(2, 6, 7);
        KTORCH__TDP(3, 6, 7);
        KTORCH__TDP(4, 6, 7);
        KTORCH__TDP(5, 6, 7);
    }
    KTORCH__TDP(0, 6, 7);
    KTORCH__TDP(1, 6, 7);
    KTORCH__TDP(2, 6, 7);
    KTORCH__TDP(3, 6, 7);
}
KTORCH__T_AMX static void pt_tdp64x2(unsigned char *tm) { /* 2 chains */
    int i;
    (void)tm;
    for (i = 0; i < 32; i++) {
        KTORCH__TDP(0, 6, 7);
        KTORCH__TDP(1, 6, 7);
    }
}
KTORCH__T_AMX static void pt_tload160(unsigned char *tm, const void *p) {
    int i;
    (void)tm;
    KTORCH__TFENCE();
    for (i = 0; i < 40; i++) {
        KTORCH__TLOAD(4, p, 64);
        KTORCH__TLOAD(5, (const char *)p + 1024, 64);
        KTORCH__TLOAD(6, (const char *)p + 2048, 64);
        KTORCH__TLOAD(7, (const char *)p + 3072, 64);
    }
}
KTORCH__T_AMX static void pt_tstore48(unsigned char *tm, void *p) {
    int i;
    (void)tm;
    for (i = 0; i < 12; i++) {
        KTORCH__TSTORE(0, p, 64);
        KTORCH__TSTORE(1, (char *)p + 1024, 64);
        KTORCH__TSTORE(2, (char *)p + 2048, 64);
        KTORCH__TSTORE(3, (char *)p + 3072, 64);
    }
    KTORCH__TFENCE();
}
/* The parts the step rows leave out: the tile unit alone, K and V arriving
   from beyond L1 (streaming), the rescale of O, the softmax with the next
   tile's QK^T beside it. */
static void pt_amx_extra(unsigned char *tm, const uint16_t *kt, const uint16_t *vb, const uint16_t *qp, float *st, uint16_t *pp, float *ot, float *m,
                         float *l, float *al, int reps) {
    void *raw;
    float *buf = (float *)pt_alloc(64 * 64 * 4, &raw), al2[64];
    double t0;
    int r, j0, i;
    if (!buf) {
        free(raw);
        return;
    }
    pt_tload160(tm, buf); /* tiles 4-7 hold data for the chains */
    t0 = now();
    for (r = 0; r < reps; r++) pt_tdp64(tm);
    pt_row("amx 64 tdpbf16ps alone (x2)", (now() - t0) / reps * 2, 0);
    t0 = now();
    for (r = 0; r < reps; r++) pt_tdp64x6(tm);
    pt_row("amx 64 tdpbf16ps, 6 chains (x2)", (now() - t0) / reps * 2, 0);
    pt_tload160(tm, buf);
    t0 = now();
    for (r = 0; r < reps; r++) pt_tdp64x2(tm);
    pt_row("amx 64 tdpbf16ps, 2 chains (x2)", (now() - t0) / reps * 2, 0);
    pt_tload160(tm, buf);
    t0 = now();
    for (r = 0; r < reps; r++) pt_tload160(tm, buf);
    pt_row("amx 160 tile loads, L1 (share)", (now() - t0) / reps, 1);
    t0 = now();
    for (r = 0; r < reps; r++) pt_tstore48(tm, buf);
    pt_row("amx 48 tile stores, L1 (share)", (now() - t0) / reps, 1);
    t0 = now();
    for (r = 0; r < 8; r++)
        for (j0 = 0; j0 < PT_N; j0 += 64) ktorch__amx_qk(tm, kt + (size_t)j0 * PT_D, PT_D, 64, PT_D, qp, st);
    pt_row("amx QK^T, streaming (x2)", (now() - t0) / (8 * PT_N / 64) * 2, 0);
    t0 = now();
    for (r = 0; r < 8; r++)
        for (j0 = 0; j0 < PT_N; j0 += 64) ktorch__amx_pv(tm, 64, vb, j0, PT_D, pp, pp + 64 * 64, ot, al);
    pt_row("amx PV, streaming (x2)", (now() - t0) / (8 * PT_N / 64) * 2, 0);
    for (i = 0; i < 64; i++) al2[i] = i & 1 ? 0.9990234375f : 1.0009765625f; /* O stays bounded */
    t0 = now();
    for (r = 0; r < reps; r++) ktorch__amx_pv(tm, 64, vb, 0, PT_D, pp, pp + 64 * 64, ot, al2);
    pt_row("amx PV, hot, every row rescaled (x2)", (now() - t0) / reps * 2, 0);
    t0 = now();
    for (r = 0; r < reps; r++) ktorch__amx_softmax_qk(st, 64, 0.1f, m, l, al, pp, tm, kt, PT_D, 64, PT_D, qp, buf);
    pt_row("amx softmax with next QK^T, hot", (now() - t0) / reps, 0);
    { /* PV over KTORCH__AMX_PVT key tiles in one pass of the accumulator tiles, and
         the streaming step with it (the flash path when no row maximum moves) */
        void *r4;
        uint16_t *p4 = (uint16_t *)pt_alloc(KTORCH__AMX_PVT * 32 * 64 * 4 + PT_D * 64 * 2 * KTORCH__AMX_PVT, &r4);
        int nt, cur = 0;
        float *st2 = buf;
        if (p4) {
            for (i = 0; i < KTORCH__AMX_PVT * 32 * 128; i++) p4[i] = pp[i % (32 * 128)];
            for (nt = 2; nt <= KTORCH__AMX_PVT; nt += 2) {
                char what[64];
                t0 = now();
                for (r = 0; r < reps; r++) ktorch__amx_pv(tm, 64 * nt, vb, 0, PT_D, p4, p4 + KTORCH__AMX_PVT * 32 * 128, ot, al);
                snprintf(what, sizeof what, "amx PV, %d key tiles at once (x2/tile)", nt);
                pt_row(what, (now() - t0) / reps * 2 / nt, 0);
            }
            ktorch__amx_qk(tm, kt, PT_D, 64, PT_D, qp, st);
            t0 = now();
            for (r = 0; r < 8; r++)
                for (j0 = 0; j0 < PT_N; j0 += 64) {
                    float *sc = cur ? st2 : st, *nx = cur ? st : st2;
                    const int slot = (j0 / 64) % KTORCH__AMX_PVT;
                    ktorch__amx_softmax_qk(sc, 64, 0.1f, m, l, al, p4 + 4096 * slot, tm, kt + (size_t)((j0 + 64) % PT_N) * PT_D, PT_D, 64, PT_D, qp, nx);
                    if (slot == KTORCH__AMX_PVT - 1)
                        ktorch__amx_pv(tm, 64 * KTORCH__AMX_PVT, vb, j0 - 64 * (KTORCH__AMX_PVT - 1), PT_D, p4, p4 + KTORCH__AMX_PVT * 32 * 128, ot, al);
                    cur ^= 1;
                }
            {
                char what[64];
                snprintf(what, sizeof what, "amx step, PV per %d tiles, streaming", KTORCH__AMX_PVT);
                pt_row(what, (now() - t0) / (8 * PT_N / 64), 0);
            }
        }
        free(r4);
    }
    { /* K and V^T of one kv head, 4096 keys (bf16 rows of 128), packed once per call and kv head */
        ktorch__attn a;
        ktorch__amx_pack P;
        void *rk;
        uint16_t *pk = (uint16_t *)pt_alloc((size_t)(PT_N + 128) * PT_D * 4, &rk);
        const int64_t nb = (PT_N + 64 + 31) / 32 * 32;
        if (pk) {
            memset(&a, 0, sizeof a);
            a.B = a.Hk = a.Hq = a.group = 1;
            a.Nk = PT_N;
            a.D = a.Dv = PT_D;
            a.k = (const char *)kt;
            a.v = (const char *)vb;
            a.ks[3] = a.vs[3] = 2;
            a.ks[2] = a.vs[2] = 2 * PT_D;
            P.a = &a;
            P.ldt = nb;
            P.nb = (nb + 63) / 64;
            P.kt = pk;
            P.vt = pk + (size_t)nb * PT_D;
            t0 = now();
            for (r = 0; r < 20; r++)
                for (j0 = 0; j0 < P.nb; j0++) ktorch__amx_pack_task(&P, j0, 0);
            printf("  %-34s %8.0f ns per 64 keys (%.0f us per head of %d keys)\n", "amx K/V^T pack, one thread", (now() - t0) / 20 / P.nb * 1e9,
                   (now() - t0) / 20 * 1e6, PT_N);
        }
        free(rk);
    }
    free(raw);
}
#endif
static int parts(ktorch_context *ctx) {
    ktorch__attn_kernels kn;
    void *raw[9];
    float *qt = (float *)pt_alloc(PT_D * 64 * 4, &raw[0]), *st = (float *)pt_alloc(64 * 64 * 4, &raw[1]), *ot = (float *)pt_alloc(PT_D * 64 * 4, &raw[2]);
    float *k = (float *)pt_alloc((size_t)(PT_N + 64) * PT_D * 4, &raw[3]), *v = (float *)pt_alloc((size_t)(PT_N + 64) * PT_D * 4, &raw[4]);
    float m[64], l[64], al[64];
    unsigned seed = 1;
    const int reps = 2000;
    int i, r, j0;
    double t0, c0;
    volatile float sink;
    memset(raw + 5, 0, sizeof raw - 5 * sizeof raw[0]);
    if (!qt || !st || !ot || !k || !v) return 1;
    for (r = 0; r < 3; r++) { /* best of 3 */
        double g;
        c0 = now();
        sink = fma_chain_512(20000000L);
        g = 20000000.0 * 12 * 16 * 2 / (now() - c0) / 1e9;
        if (g > pt_peak) pt_peak = g;
    }
    printf("tile step parts (64 queries x 64 keys, d = %d, one thread); one-core FMA peak %.1f GFLOP/s\n", PT_D, pt_peak);
    ktorch__attn_select(KTORCH__ISA_AVX512, &kn);
    for (i = 0; i < PT_D * 64; i++) qt[i] = 0.1f * pt_rand(&seed);
    for (i = 0; i < (PT_N + 64) * PT_D; i++) {
        k[i] = pt_rand(&seed);
        v[i] = pt_rand(&seed);
    }
    for (i = 0; i < 64; i++) {
        m[i] = -INFINITY;
        l[i] = 0;
        al[i] = 1;
    }
    kn.qk(qt, k, PT_D, 64, PT_D, st);
    t0 = now();
    for (r = 0; r < reps; r++) kn.qk(qt, k, PT_D, 64, PT_D, st);
    pt_row("f32 QK^T, hot (rate x2)", (now() - t0) / reps * 2, 0);
    t0 = now();
    for (r = 0; r < reps; r++) kn.softmax(st, 64, 0.1f, m, l, al);
    pt_row("f32 softmax (share)", (now() - t0) / reps, 1);
    t0 = now();
    for (r = 0; r < reps; r++) kn.pv(st, 64, v, PT_D, PT_D, ot, al);
    pt_row("f32 PV, hot (rate x2)", (now() - t0) / reps * 2, 0);
    t0 = now();
    for (r = 0; r < reps; r++) {
        kn.qk(qt, k, PT_D, 64, PT_D, st);
        kn.softmax(st, 64, 0.1f, m, l, al);
        kn.pv(st, 64, v, PT_D, PT_D, ot, al);
    }
    pt_row("f32 step, hot", (now() - t0) / reps, 0);
    t0 = now();
    for (r = 0; r < 8; r++)
        for (j0 = 0; j0 < PT_N; j0 += 64) {
            kn.qk(qt, k + (size_t)j0 * PT_D, PT_D, 64, PT_D, st);
            kn.softmax(st, 64, 0.1f, m, l, al);
            kn.pv(st, 64, v + (size_t)j0 * PT_D, PT_D, PT_D, ot, al);
        }
    pt_row("f32 step, streaming", (now() - t0) / (8 * PT_N / 64), 0);
#if defined(KTORCH__AMX)
    if (ctx->amx) {
        uint16_t *qp = (uint16_t *)pt_alloc(PT_D * 64 * 2, &raw[5]), *kt = (uint16_t *)pt_alloc((size_t)(PT_N + 64) * PT_D * 2, &raw[6]);
        uint16_t *vb = (uint16_t *)pt_alloc((size_t)(PT_N + 64) * PT_D * 2, &raw[7]), *pp = (uint16_t *)pt_alloc(32 * 64 * 4 + PT_D * 64 * 2, &raw[8]);
        static unsigned char tm[4 * KTORCH__AMX_EMU_FLOATS + 64]; /* the emulated tiles (tests) */
        if (!qp || !kt || !vb || !pp) return 1;
        for (i = 0; i < PT_D * 64; i++) qp[i] = ktorch__f32_to_bf16_inline(0.1f * pt_rand(&seed));
        for (i = 0; i < (PT_N + 64) * PT_D; i++) {
            kt[i] = ktorch__f32_to_bf16_inline(pt_rand(&seed));
            vb[i] = ktorch__f32_to_bf16_inline(pt_rand(&seed));
        }
        ktorch__amx_begin(tm);
        ktorch__amx_qk(tm, kt, PT_D, 64, PT_D, qp, st);
        t0 = now();
        for (r = 0; r < reps; r++) ktorch__amx_qk(tm, kt, PT_D, 64, PT_D, qp, st);
        pt_row("amx QK^T, hot (rate x2)", (now() - t0) / reps * 2, 0);
        t0 = now();
        for (r = 0; r < reps; r++) ktorch__amx_softmax(st, 64, 0.1f, m, l, al, pp);
        pt_row("amx softmax, P in bf16 pairs (share)", (now() - t0) / reps, 1);
        t0 = now();
        for (r = 0; r < reps; r++) ktorch__amx_pv(tm, 64, vb, 0, PT_D, pp, pp + 64 * 64, ot, al);
        pt_row("amx PV, hot (x2)", (now() - t0) / reps * 2, 0);
        t0 = now();
        for (r = 0; r < reps; r++) {
            ktorch__amx_qk(tm, kt, PT_D, 64, PT_D, qp, st);
            ktorch__amx_softmax(st, 64, 0.1f, m, l, al, pp);
            ktorch__amx_pv(tm, 64, vb, 0, PT_D, pp, pp + 64 * 64, ot, al);
        }
        pt_row("amx step, hot", (now() - t0) / reps, 0);
        t0 = now();
        for (r = 0; r < 8; r++)
            for (j0 = 0; j0 < PT_N; j0 += 64) {
                ktorch__amx_qk(tm, kt + (size_t)j0 * PT_D, PT_D, 64, PT_D, qp, st);
                ktorch__amx_softmax(st, 64, 0.1f, m, l, al, pp);
                ktorch__amx_pv(tm, 64, vb, j0, PT_D, pp, pp + 64 * 64, ot, al);
            }
        pt_row("amx step, streaming", (now() - t0) / (8 * PT_N / 64), 0);
        {
            void *raw2;
            float *s2 = (float *)pt_alloc(64 * 64 * 4, &raw2), *cur = st;
            if (!s2) {
                free(raw2);
                goto done;
            }
            ktorch__amx_qk(tm, kt, PT_D, 64, PT_D, qp, cur);
            t0 = now();
            for (r = 0; r < 8; r++)
                for (j0 = 0; j0 < PT_N; j0 += 64) { /* QK^T of the next tile beside the softmax */
                    float *nx = cur == st ? s2 : st;
                    ktorch__amx_softmax_qk(cur, 64, 0.1f, m, l, al, pp, tm, kt + (size_t)((j0 + 64) % PT_N) * PT_D, PT_D, 64, PT_D, qp, nx);
                    ktorch__amx_pv(tm, 64, vb, j0, PT_D, pp, pp + 64 * 64, ot, al);
                    cur = nx;
                }
            pt_row("amx step, QK^T beside softmax, streaming", (now() - t0) / (8 * PT_N / 64), 0);
            free(raw2);
        }
        pt_amx_extra(tm, kt, vb, qp, st, pp, ot, m, l, al, reps);
    done:
        ktorch__amx_end(tm);
    }
#endif
    for (i = 0; i < 9; i++) free(raw[i]);
    (void)sink;
    return 0;
}
#endif

int main(int argc, char **argv) {
    ktorch_context_desc desc;
    ktorch_context *ctx;
    ktorch_device_info info;
    int quick = 0, longrun = 0, threads = 0, part = 0, i;
    double peak = 0, p512 = 0, p256 = 0, c512 = 0, c256 = 0, core = 0;
    static const struct { int d; int64_t n; int causal; } cases[] = {
        {128, 1024, 0}, {128, 1024, 1}, {128, 4096, 0}, {128, 4096, 1}, {64, 4096, 0}, {64, 4096, 1}, {128, 16384, 0}, {128, 16384, 1},
    };
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) quick = 1;
        else if (!strcmp(argv[i], "--long")) longrun = 1;
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc) threads = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--parts")) part = 1;
        else {
            fprintf(stderr, "usage: bench_attention [--quick] [--long] [--threads N] [--parts]\n");
            return 2;
        }
    }
    memset(&desc, 0, sizeof desc);
    desc.num_threads = threads;
    desc.logger.func = on_log;
    desc.cpu_isa = getenv("KTORCH_CPU_ISA"); /* the library reads no environment */
    if (ktorch_context_create(&desc, &ctx) != KTORCH_OK) {
        fprintf(stderr, "bench_attention: %s\n", ktorch_last_error());
        return 1;
    }
    ktorch_device_info_get(ctx, ktorch_cpu(), &info);
    printf("cpu: %s (%s), %d threads, attention kernels: %s\n", info.name, info.arch, ktorch_num_threads(ctx), ktorch_cpu_isa(ctx));
    if (part) {
#if defined(HAVE_X86) && defined(KTORCH__X86)
        if (ctx->cpu_features & KTORCH__CPU_AVX512) i = parts(ctx);
        else
#endif
            printf("--parts: the tile step parts are measured on AVX-512 CPUs only\n"), i = 0;
        ktorch_context_destroy(ctx);
        return i;
    }
    printf("%%peak: wall-clock GFLOP/s over the all-thread FMA peak; %%core: GFLOP per CPU-second over one core's peak\n");
#ifdef HAVE_X86
    if (ctx->cpu_features & KTORCH__CPU_AVX512) p512 = fma_peak(ctx, 2, &c512);
    if (ctx->cpu_features & KTORCH__CPU_AVX2) p256 = fma_peak(ctx, 1, &c256);
    peak = p512 > p256 ? p512 : p256;
    core = c512 > c256 ? c512 : c256;
    printf("FP32 FMA peak (12 independent chains, all threads): avx512 %.1f GFLOP/s, avx2 %.1f GFLOP/s, best %.1f\n", p512, p256, peak);
    printf("FP32 FMA peak per CPU-second (one core): avx512 %.1f, avx2 %.1f, best %.1f\n", c512, c256, core);
#endif
    printf("\n%-6s %2s %2s %6s %-6s %4s %8s %7s %10s %9s %10s %8s %8s\n", "dtype", "b", "h", "n", "mask", "d", "GFLOP/s", "%peak", "GFLOP/cpu-s",
           "%core", "median s", "ws KiB", "B/token");
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) {
        result r;
        int reps = cases[i].n >= 16384 ? 3 : cases[i].n >= 4096 ? 5 : 9;
        if (quick && cases[i].n > 4096) continue;
        if (run_case(ctx, KTORCH_F32, 8, cases[i].n, cases[i].d, cases[i].causal, reps, &r)) return 1;
        printf("%-6s %2d %2d %6lld %-6s %4d %8.1f %6.1f%% %10.1f %8.1f%% %10.4f %8.1f %8.0f\n", "f32", 1, 8, (long long)cases[i].n,
               cases[i].causal ? "causal" : "none", cases[i].d, r.gflops, peak > 0 ? 100 * r.gflops / peak : 0, r.gflops_cpu,
               core > 0 ? 100 * r.gflops_cpu / core : 0, r.seconds, r.ws_bytes / 1024, r.peak_per_token);
        fflush(stdout);
    }
    {
        static const ktorch_dtype dts[2] = {KTORCH_BF16, KTORCH_F16};
        int j;
        for (j = 0; j < 2; j++) {
            result r;
            if (run_case(ctx, dts[j], 8, 4096, 128, 0, 5, &r)) return 1;
            printf("%-6s %2d %2d %6d %-6s %4d %8.1f %6.1f%% %10.1f %8.1f%% %10.4f %8.1f %8.0f  [%s]\n", ktorch_dtype_name(dts[j]), 1, 8, 4096, "none",
                   128, r.gflops, peak > 0 ? 100 * r.gflops / peak : 0, r.gflops_cpu, core > 0 ? 100 * r.gflops_cpu / core : 0, r.seconds,
                   r.ws_bytes / 1024, r.peak_per_token, last_path);
        }
    }
    if (longrun) {
        result r;
        if (run_case(ctx, KTORCH_F32, 1, 131072, 128, 1, 1, &r)) return 1;
        printf("\n128K tokens (f32, b=1, h=1, d=128, causal): %.1f GFLOP/s, %.1f s; pool peak %.0f bytes/token "
               "(inputs+output %d bytes/token); workspace %.1f KiB beyond the inputs\n",
               r.gflops, r.seconds, r.peak_per_token, 4 * 128 * 4, r.ws_bytes / 1024);
        printf("%s\n", last_path);
    }
    ktorch_context_destroy(ctx);
    return 0;
}
