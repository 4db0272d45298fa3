/* The HIP prelude's MFMA tiles (shaders/hip_prelude.cu, the part that
   tests/sh_hip_mfma_host.sh copies to build/tests/hip_mfma_tiles.inc) run
   on the host: one fiber (tests/kernel_host.h) per lane of a wave64, and the AMD builtins
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
   caught.
   Then the attention forward's tile products (shaders/attention.cu, the part
   the script copies to build/tests/hip_attn_tiles.inc, with the prelude's
   ldmatrix to build/tests/hip_ldsm.inc): a block of four lane groups (two
   waves) runs S = Q K^T and O += P V on one tile behind the kernel's
   live-rows test, f16 and bf16, all rows live, a wave with a dead half (its
   zero Q rows multiplied) and a dead wave, exactly equal to a reference.
   The emulated wave tracks its lanes: a lane that skips the products leaves
   it, and an MFMA with fewer than 64 lanes there is counted (the hardware
   needs the whole wave). The planted faults must change S or O, and the
   tile products with the live test taken per lane group (KT_WAVE_GROUPS 1,
   as before the test was per wave) must show such a partial MFMA. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ktorch.h"
#include "ktest.h"
#include "kernel_host.h"

typedef unsigned int kt_u32;
typedef unsigned short kt_u16;
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
/* Each fiber is a lane t_lane of wave t_wave. A wave's barrier waits for
   the lanes still there: a lane that returns leaves it. Exchanges
   alternate between two buffers (t_buf), so one barrier a call suffices: a
   lane writes a buffer again only after every lane has passed the next
   call's barrier, that is, has read this one. */
#define t_lane (kh_tid & 63)
#define t_wave (kh_tid >> 6)
static int t_buf_[128];
#define t_buf t_buf_[kh_tid]
static kh_barrier g_bar[2];
static int g_plant;   /* 0 none; 1 swizzle partner ^ 8; 2 ABID ignored; 3 A halves swapped */
static int g_partial; /* MFMA steps run with part of the wave gone */
static int g_x[2][2][64];
static double g_a[2][2][64][4], g_b[2][2][64][4], g_c[2][2][64][4];
static unsigned emu_lane_id(void) { return (unsigned)t_lane; }
static int *exchange(int v, const char *op) { /* the wave's values after this lane's v */
    int *x = g_x[t_wave][t_buf];
    t_buf ^= 1;
    x[t_lane] = v;
    kh_bar_wait(&g_bar[t_wave], op);
    return x;
}
static int emu_bpermute(int addr, int v) { return exchange(v, "ds_bpermute")[(addr >> 2) & 63]; }
/* __shfl(v, src, w): lane src % w of the lane's w-lane part of the wave */
static kt_u32 emu_shfl(kt_u32 v, int src, int w) {
    const int r = emu_bpermute(((t_lane & ~(w - 1)) + (src & (w - 1))) << 2, (int)v);
    return (kt_u32)r;
}
static int emu_swizzle(int v, int offset) {
    const int andm = offset & 31, orm = (offset >> 5) & 31, xorm = ((offset >> 10) & 31) ^ (g_plant == 1 ? 12 : 0);
    const int *x = exchange(v, "ds_swizzle");
    return (offset & 0x8000) ? 0 : x[(t_lane & 32) | (((t_lane & andm) | orm) ^ xorm)];
}
/* D = C + A B for this lane's block; operands already decoded to doubles */
static void emu_mfma(const double *a, const double *b, const double *c, double *d, int cbsz, int abid, int blgp) {
    const int blk = t_lane >> 2, j = t_lane & 3, ab = g_plant == 2 ? blk : (blk & ~((1 << cbsz) - 1)) + abid;
    const int w = t_wave, x = t_buf;
    t_buf ^= 1;
    memcpy(g_a[w][x][t_lane], a, sizeof g_a[0][0][0]);
    memcpy(g_b[w][x][t_lane], b, sizeof g_b[0][0][0]);
    memcpy(g_c[w][x][t_lane], c, sizeof g_c[0][0][0]);
    kh_bar_wait(&g_bar[w], "mfma");
    if (g_bar[w].count != 64) g_partial = 1;
    for (int i = 0; i < 4; i++) {
        double s = g_c[w][x][t_lane][i];
        for (int k = 0; k < 4; k++) s += g_a[w][x][4 * ab + i][k] * g_b[w][x][4 * blk + j][k];
        d[i] = blgp == 0 ? s : 0.0; /* the tiles use no B lane pattern */
    }
}
static float f16_value(unsigned short h) {
    const int e = (h >> 10) & 31, m = h & 1023;
    const double v = e == 0 ? m * ldexp(1.0, -24) : (1024 + m) * ldexp(1.0, e - 25);
    return (float)((h & 0x8000) ? -v : v);
}
static float bf16_value(unsigned short h) { return __uint_as_float((uint32_t)h << 16); }
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
#define __lane_id emu_lane_id
#define __builtin_amdgcn_ds_bpermute emu_bpermute
#define __builtin_amdgcn_ds_swizzle emu_swizzle
#define __builtin_amdgcn_mfma_f32_4x4x4f16 emu_mfma_f16
#define __builtin_amdgcn_mfma_f32_4x4x4bf16_1k emu_mfma_bf16
#define __builtin_amdgcn_mfma_i32_4x4x4i8 emu_mfma_i8
namespace mf { /* each instance in a namespace of its own: none is found through its arguments' types */
#include "hip_mfma_tiles.inc"
}

/* ---- the attention forward's tile products (attention.cu) ------------------- */
/* f32 to bf16, rounded to nearest even (finite values); to f16 for values
   that f16 holds exactly (the tile's operands and scores) */
static unsigned short bf16_round(float f) {
    const uint32_t u = __float_as_uint(f);
    return (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
static unsigned short f16_exact(float f) {
    int e;
    const double m = frexp(fabs((double)f), &e); /* |f| = m 2^e, m in [0.5, 1) */
    return f == 0.0f ? 0 : (unsigned short)((f < 0.0f ? 0x8000 : 0) | ((e + 14) << 10) | (int)((2.0 * m - 1.0) * 1024.0));
}
static unsigned short to_half(float f, int bf) { return bf ? bf16_round(f) : f16_exact(f); }
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_D 64
#define BN 16
#define KT_MT 1
#define KT_WARPS 4 /* two waves */
#define NTHR (KT_WARPS * KT_LANES)
#define BM (16 * KT_MT * KT_WARPS)
#define LDS (KT_D + 8)
#define KT_QREG 0 /* Q through ldmatrix too */
/* the tiles' byte addresses in local memory: Q, K, V */
#define ATT_SQ 0u
#define ATT_SK (ATT_SQ + BM * LDS * 2u)
#define ATT_SV (ATT_SK + BN * LDS * 2u)
static kt_u32 g_lds[(BM + 2 * BN) * LDS / 2];
#define KT_LDS(T, addr) ((T *)((unsigned char *)g_lds + (kt_u32)(addr)))
KT_DEV int kt_lane(void) { return t_lane & (KT_LANES - 1); }
template <typename T> KT_DEV T kt_shfl(T v, int src) { return (T)emu_shfl((kt_u32)v, src, KT_LANES); }
/* __byte_perm: selector nibble i picks byte (n & 7) of b:a for result byte i */
KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) {
    const uint64_t v = ((uint64_t)b << 32) | a;
    kt_u32 d = 0;
    for (int i = 0; i < 4; i++) d |= (kt_u32)((v >> (8 * ((sel >> (4 * i)) & 7u))) & 255u) << (8 * i);
    return d;
}
#include "hip_ldsm.inc"
static int g_rows;
static float g_s[NTHR][KT_MT][BN / 8][4], g_o[NTHR][KT_MT][KT_D / 8][4];
#undef KT_DTYPE
#define KT_DTYPE 0
#define KT_WAVE_GROUPS 2
namespace att_f16 {
#include "hip_mfma_attn.h"
}
#undef KT_DTYPE
#define KT_DTYPE 1
namespace att_bf16 {
#include "hip_mfma_attn.h"
}
/* bf16 with the live-rows test per lane group, as before it was per wave */
#undef KT_WAVE_GROUPS
#define KT_WAVE_GROUPS 1
namespace att_group {
#include "hip_mfma_attn.h"
}

/* ---- one product per half wave ---------------------------------------------- */
enum { F16, BF16, S8 };
static int g_type;
static kt_u32 g_frag[64][6]; /* a0..a3, b0, b1 of each lane */
static float g_cf[64][4];
static int g_ci[64][4];

/* n threads (whole waves), thread i lane i % 64 of wave i / 64, each
   running fn(i) and then leaving its wave; 0 when they all returned */
static void (*g_fn)(int);
static void thread_main(void) {
    g_fn(kh_tid);
    kh_bar_leave(&g_bar[t_wave]);
}
static int run_threads(int n, void (*fn)(int)) {
    static const char *const names[2] = {"wave 0", "wave 1"};
    g_fn = fn;
    for (int w = 0; w < n / 64; w++) kh_bar_init(&g_bar[w], names[w], 64);
    memset(t_buf_, 0, sizeof t_buf_);
    if (kh_run_block(thread_main, n) == 0) return 0;
    printf("  %s\n", kh_err);
    return 1;
}
static void product_lane(int l) {
    const kt_u32 *f = g_frag[l];
    if (g_type == F16) mf::kt_mma_f16(g_cf[l], f, f[4], f[5]);
    else if (g_type == BF16) mf::kt_mma_bf16(g_cf[l], f, f[4], f[5]);
    else mf::kt_mma_s8(g_ci[l], f, f[4], f[5]);
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
    return (unsigned short)(__float_as_uint((float)k / 64.0f) >> 16);
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
    if (run_threads(64, product_lane)) return 256;
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

/* One tile of the attention forward: random Q, K, V (multiples of 1/4 in
   [-3/4, 3/4]; Q rows from `rows` on zero, as the kernel's loads leave them),
   S = Q K^T and O = P V with P = S in the operand type, every sum exact.
   Returns the number of S and O values of the block's threads that differ
   (threads whose wave skips keep zeros: their rows are past `rows`). */
static int attention_case(void (*lane)(int), int bf, int rows, ktest_rng *rng) {
    static int Q[BM][KT_D], K[BN][KT_D], V[BN][KT_D];
    static double S[BM][BN], O[BM][KT_D];
    int bad = 0;
    memset(g_lds, 0, sizeof g_lds);
    for (int r = 0; r < BM; r++)
        for (int k = 0; k < KT_D; k++) Q[r][k] = r < rows ? (int)(ktest_u64(rng) % 7) - 3 : 0;
    for (int j = 0; j < BN; j++)
        for (int k = 0; k < KT_D; k++) {
            K[j][k] = (int)(ktest_u64(rng) % 7) - 3;
            V[j][k] = (int)(ktest_u64(rng) % 7) - 3;
        }
    for (int k = 0; k < KT_D; k++) {
        for (int r = 0; r < BM; r++) *KT_LDS(unsigned short, ATT_SQ + (r * LDS + k) * 2u) = to_half(Q[r][k] / 4.0f, bf);
        for (int j = 0; j < BN; j++) {
            *KT_LDS(unsigned short, ATT_SK + (j * LDS + k) * 2u) = to_half(K[j][k] / 4.0f, bf);
            *KT_LDS(unsigned short, ATT_SV + (j * LDS + k) * 2u) = to_half(V[j][k] / 4.0f, bf);
        }
    }
    for (int r = 0; r < BM; r++) {
        for (int j = 0; j < BN; j++) {
            long long d = 0;
            for (int k = 0; k < KT_D; k++) d += (long long)Q[r][k] * K[j][k];
            S[r][j] = (double)d / 16.0;
        }
        for (int c = 0; c < KT_D; c++) {
            double o = 0.0;
            for (int j = 0; j < BN; j++) {
                const float s = (float)S[r][j];
                o += (double)(bf ? bf16_value(bf16_round(s)) : f16_value(f16_exact(s))) * V[j][c] / 4.0;
            }
            O[r][c] = o;
        }
    }
    memset(g_s, 0, sizeof g_s);
    memset(g_o, 0, sizeof g_o);
    g_rows = rows;
    if (run_threads(NTHR, lane)) return NTHR * 4 * (BN / 8 + KT_D / 8);
    for (int i = 0; i < NTHR; i++) {
        const int w = i >> 5, g = (i >> 2) & 7, t = i & 3;
        for (int e = 0; e < 4; e++) {
            const int r = w * 16 + g + 8 * (e >> 1);
            for (int n = 0; n < BN / 8; n++) bad += (double)g_s[i][0][n][e] != S[r][n * 8 + 2 * t + (e & 1)];
            for (int d = 0; d < KT_D / 8; d++) bad += (double)g_o[i][0][d][e] != O[r][d * 8 + 2 * t + (e & 1)];
        }
    }
    return bad;
}

/* All rows live, the second wave's second group dead (40 rows: its zero Q
   rows multiplied), the second wave dead (20 rows): exact, and every MFMA
   with its whole wave. */
static void test_attention_tiles(void) {
    static const int rows[3] = {64, 40, 20};
    ktest_rng rng = ktest_rng_make(29);
    for (int bf = 0; bf < 2; bf++)
        for (int c = 0; c < 3; c++) {
            g_partial = 0;
            const int bad = attention_case(bf ? att_bf16::tile_lane : att_f16::tile_lane, bf, rows[c], &rng);
            KTEST_CHECKF(bad == 0, "%s, %d rows: %d of %d values differ", bf ? "bf16" : "f16", rows[c], bad, NTHR * 4 * (BN / 8 + KT_D / 8));
            KTEST_CHECKF(!g_partial, "%s, %d rows: an MFMA ran without its whole wave", bf ? "bf16" : "f16", rows[c]);
        }
}

/* The planted machine faults change the tile's results; the live test per
   lane group leaves the dead group's half of the wave out of the MFMA. */
static void test_attention_planted(void) {
    ktest_rng rng = ktest_rng_make(30);
    for (g_plant = 1; g_plant <= 3; g_plant++)
        KTEST_CHECKF(attention_case(att_f16::tile_lane, 0, 64, &rng) > 0, "fault %d not caught in the attention tile", g_plant);
    g_plant = 0;
    g_partial = 0;
    KTEST_CHECK(attention_case(att_group::tile_lane, 1, 40, &rng) == 0); /* bf16 */
    KTEST_CHECKF(g_partial, "the per-group live test ran no MFMA without its whole wave");
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
    KTEST_RUN(test_attention_tiles);
    KTEST_RUN(test_attention_planted);
    return ktest_finish("hip_mfma_host");
}
