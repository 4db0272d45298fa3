/* The HIP prelude's MFMA tiles (shaders/hip_prelude.cu, the part that
   tests/sh_hip_mfma_host.sh copies to build/tests/hip_mfma_tiles.inc) run
   on the host: one host thread per lane of a wave64, and the AMD builtins
   they use emulated from AMD's documented layouts:
   - v_mfma_f32_4x4x4f16, v_mfma_f32_4x4x4bf16_1k, v_mfma_i32_4x4x4i8
     (16 blocks): A[i][k] of block b in lane 4b + i, element k of the
     operand (16-bit: register k / 2, bits 16 (k % 2); i8: byte k); B[k][j]
     in lane 4b + j; C and D[i][j] in register i of lane 4b + j; with CBSZ
     and ABID, block b reads the A of block (b & ~(2^CBSZ - 1)) + ABID.
     Source: AMD Matrix Instruction Calculator
     (github.com/ROCm/amd_matrix_instruction_calculator, matrix_calculator.py
     --architecture cdna2 --instruction v_mfma_f32_4x4x4f16
     --detail-instruction, and --get-register with --cbsz / --abid), which
     follows the AMD Instinct MI200 (CDNA2) ISA guide's MFMA chapter.
   - ds_bpermute_b32: lane l gets the value of lane (addr[l] / 4) % 64;
     ds_swizzle_b32 with offset bit 15 clear: lanes in groups of 32, lane l
     reads lane ((l & and) | or) ^ xor, masks in offset bits 0-4, 5-9,
     10-14 (CDNA2 ISA guide, LDS instructions).
   Each half of the wave holds its own random m16n8k16 (s8: m16n8k32)
   product in the NVIDIA fragment layout; kt_mma_f16, kt_mma_bf16 and
   kt_mma_s8 add A B to C, compared exactly with a plain reference (the
   operands are dyadic with few bits: every product and sum is exact in
   f32). Planted faults in the emulated machine (the exchange partner lane
   ^ 8, ABID ignored, an A operand's 16-bit halves swapped) must each be
   caught. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ktorch.h"
#include "ktest.h"

typedef unsigned int kt_u32;
#define KT_DEV static inline
#define KT_DTYPE 0
struct kt_mf_h4 {
    unsigned short v[4];
};
struct kt_mf_s4 {
    unsigned short v[4];
};
struct kt_mf_f4 {
    float v[4];
    float operator[](int i) const { return v[i]; }
};
struct kt_mf_i4 {
    int v[4];
    int operator[](int i) const { return v[i]; }
};

/* ---- the emulated wave ------------------------------------------------------ */
static thread_local int t_lane;
static pthread_barrier_t g_wave;
static int g_plant; /* 0 none; 1 swizzle partner ^ 8; 2 ABID ignored; 3 A halves swapped */
static int g_x[64];
static double g_a[64][4], g_b[64][4], g_c[64][4];
static void wave_sync(void) { pthread_barrier_wait(&g_wave); }
static unsigned emu_lane_id(void) { return (unsigned)t_lane; }
static int emu_bpermute(int addr, int v) {
    g_x[t_lane] = v;
    wave_sync();
    const int r = g_x[(addr >> 2) & 63];
    wave_sync();
    return r;
}
static int emu_swizzle(int v, int offset) {
    const int andm = offset & 31, orm = (offset >> 5) & 31, xorm = ((offset >> 10) & 31) ^ (g_plant == 1 ? 12 : 0);
    g_x[t_lane] = v;
    wave_sync();
    const int r = (offset & 0x8000) ? 0 : g_x[(t_lane & 32) | (((t_lane & andm) | orm) ^ xorm)];
    wave_sync();
    return r;
}
/* D = C + A B for this lane's block; operands already decoded to doubles */
static void emu_mfma(const double *a, const double *b, const double *c, double *d, int cbsz, int abid, int blgp) {
    const int blk = t_lane >> 2, j = t_lane & 3, ab = g_plant == 2 ? blk : (blk & ~((1 << cbsz) - 1)) + abid;
    memcpy(g_a[t_lane], a, sizeof g_a[0]);
    memcpy(g_b[t_lane], b, sizeof g_b[0]);
    memcpy(g_c[t_lane], c, sizeof g_c[0]);
    wave_sync();
    for (int i = 0; i < 4; i++) {
        double s = g_c[t_lane][i];
        for (int k = 0; k < 4; k++) s += g_a[4 * ab + i][k] * g_b[4 * blk + j][k];
        d[i] = blgp == 0 ? s : 0.0; /* the tiles use no B lane pattern */
    }
    wave_sync();
}
static float f16_value(unsigned short h) {
    const int e = (h >> 10) & 31, m = h & 1023;
    const double v = e == 0 ? m * ldexp(1.0, -24) : (1024 + m) * ldexp(1.0, e - 25);
    return (float)((h & 0x8000) ? -v : v);
}
static float bf16_value(unsigned short h) {
    const uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
}
template <typename V> static void emu_operands(const V &a, const V &b, bool bf, double *da, double *db) {
    for (int k = 0; k < 4; k++) {
        const int ka = g_plant == 3 ? k ^ 1 : k;
        da[k] = bf ? bf16_value(a.v[ka]) : f16_value(a.v[ka]);
        db[k] = bf ? bf16_value(b.v[k]) : f16_value(b.v[k]);
    }
}
static kt_mf_f4 emu_mfma_f16(kt_mf_h4 a, kt_mf_h4 b, kt_mf_f4 c, int cbsz, int abid, int blgp) {
    double da[4], db[4], dc[4], dd[4];
    kt_mf_f4 r;
    emu_operands(a, b, false, da, db);
    for (int i = 0; i < 4; i++) dc[i] = c.v[i];
    emu_mfma(da, db, dc, dd, cbsz, abid, blgp);
    for (int i = 0; i < 4; i++) r.v[i] = (float)dd[i];
    return r;
}
static kt_mf_f4 emu_mfma_bf16(kt_mf_s4 a, kt_mf_s4 b, kt_mf_f4 c, int cbsz, int abid, int blgp) {
    double da[4], db[4], dc[4], dd[4];
    kt_mf_f4 r;
    emu_operands(a, b, true, da, db);
    for (int i = 0; i < 4; i++) dc[i] = c.v[i];
    emu_mfma(da, db, dc, dd, cbsz, abid, blgp);
    for (int i = 0; i < 4; i++) r.v[i] = (float)dd[i];
    return r;
}
static kt_mf_i4 emu_mfma_i8(int a, int b, kt_mf_i4 c, int cbsz, int abid, int blgp) {
    double da[4], db[4], dc[4], dd[4];
    kt_mf_i4 r;
    for (int k = 0; k < 4; k++) {
        da[k] = (signed char)((unsigned)a >> (8 * (g_plant == 3 ? k ^ 1 : k)));
        db[k] = (signed char)((unsigned)b >> (8 * k));
        dc[k] = c.v[k];
    }
    emu_mfma(da, db, dc, dd, cbsz, abid, blgp);
    for (int i = 0; i < 4; i++) r.v[i] = (int)dd[i];
    return r;
}
static int emu_float_as_int(float f) {
    int i;
    memcpy(&i, &f, 4);
    return i;
}
static float emu_int_as_float(int i) {
    float f;
    memcpy(&f, &i, 4);
    return f;
}
#define __lane_id emu_lane_id
#define __float_as_int emu_float_as_int
#define __int_as_float emu_int_as_float
#define __builtin_amdgcn_ds_bpermute emu_bpermute
#define __builtin_amdgcn_ds_swizzle emu_swizzle
#define __builtin_amdgcn_mfma_f32_4x4x4f16 emu_mfma_f16
#define __builtin_amdgcn_mfma_f32_4x4x4bf16_1k emu_mfma_bf16
#define __builtin_amdgcn_mfma_i32_4x4x4i8 emu_mfma_i8
#include "hip_mfma_tiles.inc"

/* ---- one product per half wave ---------------------------------------------- */
enum { F16, BF16, S8 };
static int g_type;
static kt_u32 g_frag[64][6]; /* a0..a3, b0, b1 of each lane */
static float g_cf[64][4];
static int g_ci[64][4];

static void *lane_main(void *p) {
    t_lane = (int)(intptr_t)p;
    const kt_u32 *f = g_frag[t_lane];
    if (g_type == F16) kt_mma_f16(g_cf[t_lane], f, f[4], f[5]);
    else if (g_type == BF16) kt_mma_bf16(g_cf[t_lane], f, f[4], f[5]);
    else kt_mma_s8(g_ci[t_lane], f, f[4], f[5]);
    return NULL;
}
static void run_wave(void) {
    pthread_t th[64];
    pthread_barrier_init(&g_wave, NULL, 64);
    for (int l = 0; l < 64; l++) pthread_create(&th[l], NULL, lane_main, (void *)(intptr_t)l);
    for (int l = 0; l < 64; l++) pthread_join(th[l], NULL);
    pthread_barrier_destroy(&g_wave);
}

static unsigned short f16_bits(int k) { /* k / 64, |k| <= 256: exact */
    unsigned short s = k < 0 ? 0x8000 : 0;
    int m = k < 0 ? -k : k, e = 0;
    if (m == 0) return s;
    while (m < 1024) m <<= 1, e--;
    while (m >= 2048) m >>= 1, e++; /* m = 1024..2047, value m 2^(e - 6 - 10) */
    return (unsigned short)(s | ((e + 15 + 4) << 10) | (m - 1024));
}
static unsigned short bf16_bits(int k) { /* k / 64, |k| <= 255: exact */
    const float f = (float)k / 64.0f;
    uint32_t u;
    memcpy(&u, &f, 4);
    return (unsigned short)(u >> 16);
}

/* Random A, B, C for each half, the fragments, one wave; returns the number
   of results that differ from C + A B. */
static int product_case(int type, ktest_rng *rng) {
    const int K = type == S8 ? 32 : 16;
    int A[2][16][32], B[2][32][8], C[2][16][8], bad = 0;
    for (int h = 0; h < 2; h++) {
        for (int r = 0; r < 16; r++)
            for (int k = 0; k < K; k++) A[h][r][k] = type == S8 ? (int)(ktest_u64(rng) % 256) - 128 : (int)(ktest_u64(rng) % 511) - 255;
        for (int k = 0; k < K; k++)
            for (int n = 0; n < 8; n++) B[h][k][n] = type == S8 ? (int)(ktest_u64(rng) % 256) - 128 : (int)(ktest_u64(rng) % 511) - 255;
        for (int r = 0; r < 16; r++)
            for (int n = 0; n < 8; n++) C[h][r][n] = (int)(ktest_u64(rng) % 2001) - 1000;
    }
    for (int l = 0; l < 64; l++) {
        const int h = l >> 5, g = (l >> 2) & 7, t = l & 3;
        for (int w = 0; w < 4; w++) {
            const int r = g + 8 * (w & 1), k0 = (w >> 1) * (K / 2);
            if (type == S8) {
                kt_u32 v = 0;
                for (int q = 0; q < 4; q++) v |= (kt_u32)(A[h][r][k0 + 4 * t + q] & 255) << (8 * q);
                g_frag[l][w] = v;
            } else {
                const int x = A[h][r][k0 + 2 * t], y = A[h][r][k0 + 2 * t + 1];
                g_frag[l][w] = type == F16 ? (kt_u32)f16_bits(x) | ((kt_u32)f16_bits(y) << 16) : (kt_u32)bf16_bits(x) | ((kt_u32)bf16_bits(y) << 16);
            }
        }
        for (int w = 0; w < 2; w++) {
            const int k0 = w * (K / 2);
            if (type == S8) {
                kt_u32 v = 0;
                for (int q = 0; q < 4; q++) v |= (kt_u32)(B[h][k0 + 4 * t + q][g] & 255) << (8 * q);
                g_frag[l][4 + w] = v;
            } else {
                const int x = B[h][k0 + 2 * t][g], y = B[h][k0 + 2 * t + 1][g];
                g_frag[l][4 + w] = type == F16 ? (kt_u32)f16_bits(x) | ((kt_u32)f16_bits(y) << 16) : (kt_u32)bf16_bits(x) | ((kt_u32)bf16_bits(y) << 16);
            }
        }
        for (int e = 0; e < 4; e++) {
            const int c = C[h][g + 8 * (e >> 1)][2 * t + (e & 1)];
            g_ci[l][e] = c;
            g_cf[l][e] = (float)c / 64.0f;
        }
    }
    g_type = type;
    run_wave();
    for (int l = 0; l < 64; l++) {
        const int h = l >> 5, g = (l >> 2) & 7, t = l & 3;
        for (int e = 0; e < 4; e++) {
            const int r = g + 8 * (e >> 1), n = 2 * t + (e & 1);
            long long s = 0;
            for (int k = 0; k < K; k++) s += (long long)A[h][r][k] * B[h][k][n];
            if (type == S8) bad += g_ci[l][e] != C[h][r][n] + s;
            else bad += (double)g_cf[l][e] != (double)C[h][r][n] / 64.0 + (double)s / 4096.0;
        }
    }
    return bad;
}

static const char *const g_names[3] = {"f16", "bf16", "s8"};
static void test_products(void) {
    ktest_rng rng = ktest_rng_make(27);
    for (int type = F16; type <= S8; type++)
        for (int c = 0; c < 16; c++) {
            const int bad = product_case(type, &rng);
            KTEST_CHECKF(bad == 0, "%s case %d: %d of 256 results differ", g_names[type], c, bad);
        }
}

/* Each planted fault changes results of every type. */
static void test_planted(void) {
    ktest_rng rng = ktest_rng_make(28);
    for (g_plant = 1; g_plant <= 3; g_plant++)
        for (int type = F16; type <= S8; type++) KTEST_CHECKF(product_case(type, &rng) > 0, "fault %d not caught for %s", g_plant, g_names[type]);
    g_plant = 0;
}

int main(void) {
    (void)ktest_normal; (void)ktest_max_rel; (void)ktest_nmse;
    KTEST_RUN(test_products);
    KTEST_RUN(test_planted);
    return ktest_finish("hip_mfma_host");
}
