/* Vulkan paged decode of one tree, for A/B runs across commits (docs/PERF.md
   "Vulkan decode"): b=64, 32 query heads, 8 KV heads, 8192 tokens a
   sequence, d=128, bf16 queries, pages of 16 (page i of sequence b at
   64 i + b) in bf16, int8 and fp8 e4m3 (f32 scales a token), on each decode
   shape of KT_SHAPES (a comma list of ktorch_vulkan_desc.decode_kernel
   values, "0" by default); ms per call (wall clock, median of 5 batches of
   8 calls) and % of a 1 GiB device copy of the same process (bytes = K + V
   as read, codes + scales). KT_CHECK=1 first compares int8 / fp8 (bf16 q)
   and bf16 pages against the CPU on small cases (2 sequences of 700 / 333
   keys, pages in reverse order; V also through a permuted [Hk, pages, P, D]
   pool) on those shapes; KT_NOTIME=1 stops there; KT_STATS=1 ends with the
   registers and code size of the decode pipelines (NVIDIA); KT_SMALL=1:
   2 sequences of 1024 keys, CPU Vulkan devices too (lavapipe); KT_ROUNDS:
   rounds of the timing. Built against the headers of any tree: cc -std=c99
   -O1 -I TREE bench/ab_vk_paged.c -lm -lpthread -ldl.
   usage: ab_vk_paged [TAG] */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static ktorch_context *ctx;
static ktorch_device vk;
#define CHECK(x)                                                                                    \
    do {                                                                                            \
        ktorch_status s_ = (x);                                                                     \
        if (s_ != KTORCH_OK) {                                                                      \
            printf("FAIL %s:%d %s: %s\n", __FILE__, __LINE__, #x, ktorch_last_error());             \
            exit(1);                                                                                \
        }                                                                                           \
    } while (0)
static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static int cmpd(const void *a, const void *b) { return *(const double *)a < *(const double *)b ? -1 : *(const double *)a > *(const double *)b; }
static void set_shape(int k) { ((ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state)->decode_kernel = k; }

typedef struct {
    ktorch_tensor q, k, v, o, bt, lens, ks, vs, pool;
    ktorch_attention_params p;
} job;
static void mk(ktorch_tensor *t, ktorch_dtype dt, ktorch_device d, int nd, int64_t a, int64_t b, int64_t c, int64_t e) {
    int64_t s[4];
    s[0] = a, s[1] = b, s[2] = c, s[3] = e;
    CHECK(ktorch_tensor_create(ctx, dt, nd, s, d, t));
}
static void put(ktorch_tensor *dst, const float *x, ktorch_dtype dt) { /* host floats -> dst (device or host) in dt */
    ktorch_tensor h32, hc;
    CHECK(ktorch_tensor_wrap(KTORCH_F32, dst->ndim, dst->shape, NULL, (void *)x, ktorch_cpu(), &h32));
    CHECK(ktorch_tensor_create(ctx, dt, dst->ndim, dst->shape, ktorch_cpu(), &hc));
    CHECK(ktorch_tensor_copy(ctx, &hc, &h32, NULL));
    CHECK(ktorch_tensor_copy(ctx, dst, &hc, NULL));
    CHECK(ktorch_synchronize(ctx, dst->device));
    ktorch_tensor_free(ctx, &hc);
}
static ktorch_status run(job *j) { return ktorch_attention_paged(ctx, &j->q, &j->k, &j->v, &j->bt, &j->lens, &j->o, &j->p, NULL); }
static void free_job(job *j) {
    ktorch_tensor *t[9];
    int i;
    t[0] = &j->q, t[1] = &j->k, t[2] = &j->v, t[3] = &j->o, t[4] = &j->bt, t[5] = &j->lens, t[6] = &j->ks, t[7] = &j->vs, t[8] = &j->pool;
    for (i = 0; i < 9; i++) ktorch_tensor_free(ctx, t[i]);
}
/* the bench's job: B sequences of 8192 keys in pages of P, page i of sequence b at B * i + b */
static void bench_job(job *j, ktorch_dtype kv, int64_t B, int64_t n, int64_t P) {
    const int64_t per = n / P;
    float *qh = (float *)malloc((size_t)(B * 32 * 128) * 4);
    int64_t b, i;
    memset(j, 0, sizeof *j);
    mk(&j->q, KTORCH_BF16, vk, 4, B, 32, 1, 128);
    mk(&j->k, kv, vk, 4, B * per, 8, P, 128);
    mk(&j->v, kv, vk, 4, B * per, 8, P, 128);
    mk(&j->o, KTORCH_BF16, vk, 4, B, 32, 1, 128);
    mk(&j->bt, KTORCH_I32, ktorch_cpu(), 2, B, per, 0, 0);
    mk(&j->lens, KTORCH_I32, ktorch_cpu(), 1, B, 0, 0, 0);
    for (b = 0; b < B; b++) {
        ((int32_t *)ktorch_tensor_ptr(&j->lens))[b] = (int32_t)n;
        for (i = 0; i < per; i++) ((int32_t *)ktorch_tensor_ptr(&j->bt))[b * per + i] = (int32_t)(B * i + b);
    }
    for (i = 0; i < B * 32 * 128; i++) qh[i] = (float)((i * 7919) % 2001 - 1000) / 700.0f;
    put(&j->q, qh, KTORCH_BF16);
    free(qh);
    if (kv == KTORCH_BF16) {
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->k, 0x3c));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->v, 0x3c));
    } else {
        mk(&j->ks, KTORCH_F32, vk, 3, B * per, 8, P, 0);
        mk(&j->vs, KTORCH_F32, vk, 3, B * per, 8, P, 0);
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->k, 0x35));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->v, 0x35));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->ks, 0x3c));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->vs, 0x3c));
        j->p.k_scale = &j->ks;
        j->p.v_scale = &j->vs;
    }
    CHECK(ktorch_synchronize(ctx, vk));
}
static double time_ms(job *j, int reps) {
    double t[5];
    int i, r;
    for (i = 0; i < 2; i++) CHECK(run(j));
    CHECK(ktorch_synchronize(ctx, vk));
    for (i = 0; i < 5; i++) {
        double t0 = now();
        for (r = 0; r < reps; r++) CHECK(run(j));
        CHECK(ktorch_synchronize(ctx, vk));
        t[i] = (now() - t0) * 1e3 / reps;
    }
    qsort(t, 5, sizeof t[0], cmpd);
    return t[2];
}
static double copy_rate(int64_t bytes) {
    ktorch_tensor a, b;
    double t[5];
    int i, r;
    mk(&a, KTORCH_U8, vk, 1, bytes, 0, 0, 0);
    mk(&b, KTORCH_U8, vk, 1, bytes, 0, 0, 0);
    CHECK(ktorch_tensor_fill_bytes(ctx, &a, 1));
    for (i = 0; i < 2; i++) CHECK(ktorch_tensor_copy(ctx, &b, &a, NULL));
    CHECK(ktorch_synchronize(ctx, vk));
    for (i = 0; i < 5; i++) {
        double t0 = now();
        for (r = 0; r < 5; r++) CHECK(ktorch_tensor_copy(ctx, &b, &a, NULL));
        CHECK(ktorch_synchronize(ctx, vk));
        t[i] = (now() - t0) / 5;
    }
    qsort(t, 5, sizeof t[0], cmpd);
    ktorch_tensor_free(ctx, &a);
    ktorch_tensor_free(ctx, &b);
    return 2.0 * (double)bytes / t[2];
}

/* paged decode on the GPU against the CPU (test_vulkan.c's paged_check, reduced): B 2, Hq 8, Hk 2, d 128, pages of
   16 in reverse order, lens 700 / 333, bf16 q, f32 out; vperm: V through a [Hk, pages, P, D] pool */
static int check_case(ktorch_dtype dt, int vperm, const char *name, int shape) {
    const int B = 2, Hq = 8, Hk = 2, P = 16, maxp = 44, D = 128;
    const int64_t npages = (int64_t)B * maxp, nq = (int64_t)B * Hq * D, nk = npages * Hk * P * D, ns = npages * Hk * P;
    const int quant = dt != KTORCH_BF16;
    int32_t lens[2] = {700, 333}, *bt = (int32_t *)malloc((size_t)npages * 4);
    float *hin = (float *)malloc((size_t)(nq + 2 * nk + 2 * ns) * 4), *got[2];
    ktorch_tensor hq, hk, hv, dq, dk, dv, ho[2], do_, tb, tl, hs[2], ds[2], pool;
    ktorch_attention_params p[2];
    double se = 0, sr = 0, err = 0, top = 0;
    int64_t i;
    int side, nanmis = 0, ok;
    for (i = 0; i < nq + 2 * nk; i++) hin[i] = (float)((i * 7919 + 17) % 2001 - 1000) * (dt == KTORCH_I8 && i >= nq ? 0.12f : 2e-3f);
    for (i = 0; i < 2 * ns; i++) hin[nq + 2 * nk + i] = (dt == KTORCH_I8 ? 0.01f : 0.5f) * (float)(1 + i % 5);
    for (i = 0; i < npages; i++) bt[i] = (int32_t)(npages - 1 - i);
    mk(&hq, KTORCH_BF16, ktorch_cpu(), 4, B, Hq, 1, D);
    mk(&hk, dt, ktorch_cpu(), 4, npages, Hk, P, D);
    mk(&hv, dt, ktorch_cpu(), 4, npages, Hk, P, D);
    put(&hq, hin, KTORCH_BF16);
    put(&hk, hin + nq, dt);
    put(&hv, hin + nq + nk, dt);
    mk(&dq, KTORCH_BF16, vk, 4, B, Hq, 1, D);
    mk(&dk, dt, vk, 4, npages, Hk, P, D);
    CHECK(ktorch_tensor_copy(ctx, &dq, &hq, NULL));
    CHECK(ktorch_tensor_copy(ctx, &dk, &hk, NULL));
    memset(&pool, 0, sizeof pool);
    if (vperm) {
        static const int perm[4] = {1, 0, 2, 3};
        ktorch_tensor hp, hpv;
        mk(&hp, dt, ktorch_cpu(), 4, Hk, npages, P, D);
        CHECK(ktorch_tensor_permute(&hp, perm, &hpv));
        CHECK(ktorch_tensor_copy(ctx, &hpv, &hv, NULL));
        mk(&pool, dt, vk, 4, Hk, npages, P, D);
        CHECK(ktorch_tensor_copy(ctx, &pool, &hp, NULL));
        CHECK(ktorch_synchronize(ctx, vk));
        CHECK(ktorch_tensor_permute(&pool, perm, &dv));
        ktorch_tensor_free(ctx, &hp);
    } else {
        mk(&dv, dt, vk, 4, npages, Hk, P, D);
        CHECK(ktorch_tensor_copy(ctx, &dv, &hv, NULL));
    }
    mk(&ho[0], KTORCH_F32, ktorch_cpu(), 4, B, Hq, 1, D);
    mk(&ho[1], KTORCH_F32, ktorch_cpu(), 4, B, Hq, 1, D);
    mk(&do_, KTORCH_F32, vk, 4, B, Hq, 1, D);
    {
        const int64_t sb[2] = {B, maxp}, sl[1] = {B};
        CHECK(ktorch_tensor_wrap(KTORCH_I32, 2, sb, NULL, bt, ktorch_cpu(), &tb));
        CHECK(ktorch_tensor_wrap(KTORCH_I32, 1, sl, NULL, lens, ktorch_cpu(), &tl));
    }
    for (side = 0; side < 2 && quant; side++) {
        mk(&hs[side], KTORCH_F32, ktorch_cpu(), 3, npages, Hk, P, 0);
        put(&hs[side], hin + nq + 2 * nk + side * ns, KTORCH_F32);
        mk(&ds[side], KTORCH_F32, vk, 3, npages, Hk, P, 0);
        CHECK(ktorch_tensor_copy(ctx, &ds[side], &hs[side], NULL));
    }
    for (side = 0; side < 2; side++) {
        memset(&p[side], 0, sizeof p[side]);
        p[side].causal = 1;
        if (quant) p[side].k_scale = side ? &ds[0] : &hs[0], p[side].v_scale = side ? &ds[1] : &hs[1];
    }
    set_shape(shape);
    CHECK(ktorch_attention_paged(ctx, &hq, &hk, &hv, &tb, &tl, &ho[0], &p[0], NULL));
    CHECK(ktorch_attention_paged(ctx, &dq, &dk, &dv, &tb, &tl, &do_, &p[1], NULL));
    CHECK(ktorch_tensor_copy(ctx, &ho[1], &do_, NULL));
    CHECK(ktorch_synchronize(ctx, vk));
    got[0] = (float *)ktorch_tensor_ptr(&ho[0]);
    got[1] = (float *)ktorch_tensor_ptr(&ho[1]);
    for (i = 0; i < nq; i++) {
        const double r = got[0][i], d = fabs((double)got[1][i] - r);
        nanmis += (r != r) != (got[1][i] != got[1][i]);
        if (d > err || d != d) err = d;
        if (fabs(r) > top) top = fabs(r);
        se += d * d;
        sr += r * r;
    }
    ok = nanmis == 0 && err <= 1e-2 * top && se <= 1e-5 * sr && sr > 0;
    printf("check %-34s shape %d: max|o-r|/max|r| %.3g NMSE %.3g %s\n", name, shape, err / top, se / sr, ok ? "ok" : "FAILED");
    ktorch_tensor_free(ctx, &hq), ktorch_tensor_free(ctx, &hk), ktorch_tensor_free(ctx, &hv), ktorch_tensor_free(ctx, &dq);
    ktorch_tensor_free(ctx, &dk), ktorch_tensor_free(ctx, &ho[0]), ktorch_tensor_free(ctx, &ho[1]), ktorch_tensor_free(ctx, &do_);
    if (vperm) ktorch_tensor_free(ctx, &pool);
    else ktorch_tensor_free(ctx, &dv);
    for (side = 0; side < 2 && quant; side++) ktorch_tensor_free(ctx, &hs[side]), ktorch_tensor_free(ctx, &ds[side]);
    free(hin);
    free(bt);
    return ok;
}

int main(int argc, char **argv) {
    static const ktorch_dtype kvs[3] = {KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3};
    static const char *names[3] = {"bf16", "int8", "fp8"};
    const char *tag = argc > 1 ? argv[1] : "?", *sl = getenv("KT_SHAPES");
    const int small = getenv("KT_SMALL") != NULL, rounds = getenv("KT_ROUNDS") ? atoi(getenv("KT_ROUNDS")) : 1;
    const int64_t B = small ? 2 : 64, n = small ? 1024 : 8192;
    int shapes[16], ns = 0, c, s, r, fails = 0;
    double copy, ms[16][3];
    ktorch_vulkan_desc vd;
    job jobs[3];
    setvbuf(stdout, NULL, _IOLBF, 0);
    memset(&vd, 0, sizeof vd);
    vd.gpus_only = !small;
    vd.pipeline_stats = getenv("KT_STATS") != NULL;
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_vulkan_register(ctx, &vd));
    vk.backend = KTORCH_BACKEND_VULKAN, vk.index = 0;
    for (s = 0; sl && *sl && ns < 16; sl++)
        if (*sl >= '0' && *sl <= '9') s = s * 10 + (*sl - '0');
        else if (*sl == ',') shapes[ns++] = s, s = 0;
    if (sl) shapes[ns++] = s;
    if (!ns) shapes[ns++] = 0;
    if (getenv("KT_CHECK")) {
        for (s = 0; s < ns; s++) {
            fails += !check_case(KTORCH_I8, 0, "paged int8 bf16 q", shapes[s]);
            fails += !check_case(KTORCH_FP8_E4M3, 0, "paged fp8 e4m3 bf16 q", shapes[s]);
            fails += !check_case(KTORCH_I8, 1, "paged int8 bf16 q, V permuted pool", shapes[s]);
            fails += !check_case(KTORCH_FP8_E4M3, 1, "paged fp8 bf16 q, V permuted pool", shapes[s]);
            fails += !check_case(KTORCH_BF16, 0, "paged bf16", shapes[s]);
            fails += !check_case(KTORCH_BF16, 1, "paged bf16, V permuted pool", shapes[s]);
        }
        printf("check %s: %d failed\n", tag, fails);
    }
    if (getenv("KT_NOTIME")) return fails != 0;
    copy = copy_rate(small ? (int64_t)1 << 24 : (int64_t)1 << 30);
    for (c = 0; c < 3; c++) bench_job(&jobs[c], kvs[c], B, n, 16);
    for (r = 0; r < rounds; r++)
        for (s = 0; s < ns; s++) {
            set_shape(shapes[s]);
            for (c = 0; c < 3; c++) ms[s][c] = time_ms(&jobs[c], small ? 1 : 8);
            printf("%-5s shape %d:", tag, shapes[s]);
            for (c = 0; c < 3; c++) {
                const double bytes = 2.0 * (double)B * 8 * (double)n * 128 * (c ? 1 : 2) + (c ? 2.0 * (double)B * 8 * (double)n * 4 : 0);
                printf(" %s %.3f ms %5.1f%% |", names[c], ms[s][c], 100 * bytes / (ms[s][c] * 1e-3) / copy);
            }
            printf(" copy %.2f TB/s\n", copy / 1e12);
            fflush(stdout);
        }
    for (c = 0; c < 3; c++) free_job(&jobs[c]);
    if (vd.pipeline_stats) { /* registers and code of the decode pipelines */
        char text[2048];
        const char *mod = "";
        int i;
        for (i = 0; ktorch_vulkan_pipeline_stats(ctx, 0, i, &mod, text, sizeof text) == KTORCH_OK; i++) {
            const char *rc = strstr(text, "Register Count="), *bs = strstr(text, "Binary Size="), *k7 = strstr(text, " 7="), *k12 = strstr(text, " 12=");
            const char *k23 = strstr(text, " 23=");
            if (strncmp(mod, "decode", 6) != 0) continue;
            printf("%s stats: %s KDT %d PAGED %d S32 %d regs %d code %d\n", tag, mod, k7 ? atoi(k7 + 3) : -1, k12 ? atoi(k12 + 4) : -1,
                   k23 ? atoi(k23 + 4) : -1, rc ? atoi(rc + 15) : -1, bs ? atoi(bs + 12) : -1);
        }
    }
    ktorch_context_destroy(ctx);
    return fails != 0;
}
