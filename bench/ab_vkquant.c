/* Vulkan quantize A/B (docs/PERF.md "Vulkan quantize / dequantize"): one
   tree's ktorch_vulkan.h (base) against another's (new) in one process,
   each in its own context; bf16 [8192, 8192] (bench_vulkan's pattern),
   every format with default parameters, batches of 20 calls alternating
   between base and new's variants (quant_variant's bits, units, workgroups:
   cfgs below), best of PASSES passes (the second pass walks the formats
   backwards); a throwaway batch after each switch between the contexts;
   every variant's codes + scales compared with base's byte for byte ('!'
   marks a difference; the probe's are wrong by design). % of the copy rate
   (1 GiB ktorch_tensor_copy, best of both contexts) on bench_vulkan's count
   (x read once; a line below counts both reads for per-tensor scales), and
   the host's recording time a call. Dequantize to bf16: each format's
   codes quantized once per context with the defaults and held, the same
   alternation, each output compared with base's, and a copy of x into the
   output (the same 128 MiB written) timed beside each row as a watch on
   the GPU's state at that moment. Build (a tree with quant_variant as new):
     mkdir -p /tmp/base && git show main:ktorch_vulkan.h > /tmp/base/ktorch_vulkan.h
     cc -O2 -w -I/tmp/base -I. -DAB=base -c bench/ab_vkquant_tu.c -o /tmp/qb.o
     cc -O2 -w -I. -DAB=new -DAB_NEW -c bench/ab_vkquant_tu.c -o /tmp/qn.o
     cc -O2 bench/ab_vkquant.c /tmp/qb.o /tmp/qn.o -o /tmp/ab_vkquant -lm -ldl -lpthread
     /tmp/ab_vkquant [passes]
   (env QAB_ANY=1 admits CPU devices such as lavapipe, QAB_R=rows a smaller x). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <time.h>
void *base_init(int, const uint16_t *, int64_t, int64_t);
void *new_init(int, const uint16_t *, int64_t, int64_t);
void base_knob(void *, uint32_t, uint32_t, uint32_t);
void new_knob(void *, uint32_t, uint32_t, uint32_t);
double base_copy_us(void *, int);
double new_copy_us(void *, int);
double base_quant_us(void *, int, int, double *, double *);
double new_quant_us(void *, int, int, double *, double *);
size_t base_fetch(void *, unsigned char **);
size_t new_fetch(void *, unsigned char **);
void new_stats(void *, const char *, const char *, int);
double base_dequant_us(void *, int, int, double *);
double new_dequant_us(void *, int, int, double *);
double base_xcopy_us(void *, int);
double new_xcopy_us(void *, int);
size_t base_dfetch(void *, unsigned char **);
size_t new_dfetch(void *, unsigned char **);
static const char *fname[13] = {"int8", "int8_asym", "fp8_e4m3", "fp8_e5m2", "mxfp8_e4m3", "mxfp8_e5m2", "mxfp6_e2m3", "mxfp6_e3m2", "mxfp4", "mxint8", "nvfp4", "q8_0", "q4_0"};
typedef struct { const char *name; uint32_t units, variant; int fmts; uint32_t groups; } cfg; /* fmts: a mask of the formats it runs (bit f) */
/* variant: 0 = the branch's default; bit 31 + bit 0 old host (work word filled), bit 1 EARLY, bit 2 PIPE, bit 3 STAGE, bit 5 MX probe, bit 6 LEAN,
   bit 7 q4_0 SMAX, bit 8 q4_0 Q4W, bit 9 E5F (quant_mx16's FP8 codes from f16 bits), bit 10 nvfp4 THR, bit 11 q8_0 ALN, bit 12 nvfp4 AMAX, bit 14 q4_0 TIE2, bit 15 E5B, bit 16 REV; units: groups a lane, + 16 a probe (loads and stores only), + 32 WIDE (32-bit stores) */
#define V(x) (0x80000000u | (x))
#define MX 0x3F0   /* mxfp8 .. mxint8 */
#define Q8 0x800
#define Q4 0x1000
#define E5 0x20 /* mxfp8_e5m2 */
static const cfg cfgs[] = {
    {"new", 0, 0, 0x1FFF, 0},              /* the branch's defaults */
    {"e5f2k", 0, V(0x25E), E5, 2048},      /* mxfp8_e5m2: E5F (codes from f16 bits, no table) */
    {"e5f", 0, V(0x25E), E5, 792},
    {"e5fu2", 2, V(0x25E), E5, 2048},      /* E5F on 2 units (40 registers) */
    {"e5fu2g4", 2, V(0x25E), E5, 4096},
    {"e4f", 0, V(0x25E), 0x10, 1188},      /* mxfp8_e4m3: E5F's f16 codes (E4M3 from y 2^-8) */
    {"e4f2k", 0, V(0x25E), 0x10, 2048},
    {"e4fu2", 2, V(0x25E), 0x10, 2048},
    {"aln", 0, V(0x800), Q8, 0},           /* q8_0: ALN (8-byte words of a subgroup's blocks) */
    {"aln4", 4, V(0x800), Q8, 0},
    {"aln4g4", 4, V(0x800), Q8, 4096},
    {"q8pipe", 0, V(0x6), Q8, 0},          /* q8_0: the next round's loads before this one's codes (PIPE) */
    {"q8pipeA", 0, V(0x806), Q8, 0},       /* PIPE + ALN */
    {"rev", 0, V(0x11400), 0x40F, 0},      /* per-tensor int8 / int8_asym / fp8 and nvfp4: REV (codes pass in reverse) with the defaults' THR + AMAX */
    {"ts1056", 1056u << 16, 0, 0x40F, 0},  /* quant_tstats on at most 1056 workgroups (8 an SM of 132) instead of 2048 */
    {"ts528", 528u << 16, 0, 0x40F, 0},
    {"prb", 0, V(0x26), MX, 0},            /* quant_mx16's probe (loads and stores only) with PIPE */
};

#define NC (int)(sizeof cfgs / sizeof cfgs[0])
#define RUNS(c, f) ((cfgs[c].fmts >> (f)) & 1)
#define NC (int)(sizeof cfgs / sizeof cfgs[0])
int main(int argc, char **argv) {
    const int64_t R = getenv("QAB_R") ? atoi(getenv("QAB_R")) : 8192, K = 8192;
    const int PASSES = argc > 1 ? atoi(argv[1]) : 4, REPS = 20;
    uint16_t *hx = (uint16_t *)malloc((size_t)(R * K) * 2);
    int64_t i;
    int f, c, p;
    double copyb = 1e30, copyn = 1e30, best[13][NC + 1], gpu[13][NC + 1], rec[13][NC + 1], bytes[13];
    int eq[13][NC + 1];
    for (i = 0; i < R * K; i++) {
        float x = (float)((i * 7919) % 2001 - 1000) / 700.0f;
        uint32_t b;
        memcpy(&b, &x, 4);
        hx[i] = (uint16_t)((b + 0x7FFFu + ((b >> 16) & 1u)) >> 16);
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    void *B = base_init(0, hx, R, K), *N = new_init(1, hx, R, K);
    for (p = 0; p < 3; p++) {
        double t = base_copy_us(B, 5), u = new_copy_us(N, 5);
        copyb = t < copyb ? t : copyb;
        copyn = u < copyn ? u : copyn;
    }
    double copy = 2.0 * 1073741824.0 / (copyb < copyn ? copyb : copyn) * 1e-6; /* TB/s */
    printf("copy 1 GiB: base %.1f us, new %.1f us -> %.3f TB/s\n", copyb, copyn, copy);
    for (f = 0; f < 13; f++) for (c = 0; c <= NC; c++) best[f][c] = 1e30, gpu[f][c] = 0, rec[f][c] = 0, eq[f][c] = -1;
    /* warm: every pipeline */
    for (f = 0; f < 13; f++) {
        base_quant_us(B, f, 2, &bytes[f], NULL);
        for (c = 0; c < NC; c++) {
            if (!RUNS(c, f)) continue;
            new_knob(N, cfgs[c].units, cfgs[c].groups, cfgs[c].variant);
            if (new_quant_us(N, f, 2, NULL, NULL) < 0) printf("%s %s failed\n", fname[f], cfgs[c].name);
        }
    }
    for (p = 0; p < PASSES; p++)
        for (int ff = 0; ff < 13; ff++) {
            f = p & 1 ? 12 - ff : ff;
            for (c = -1; c < NC; c++) {
                double t;
                if (c >= 0 && !RUNS(c, f)) continue;
                double rc = 0;
                if (c < 0) {
                    base_quant_us(B, f, 4, NULL, NULL); /* after the other context's work */
                    t = base_quant_us(B, f, REPS, NULL, &rc);
                } else {
                    new_knob(N, cfgs[c].units, cfgs[c].groups, cfgs[c].variant);
                    if (c == 0) new_quant_us(N, f, 4, NULL, NULL);
                    t = new_quant_us(N, f, REPS, NULL, &rc);
                }
                if (t > 0 && t < best[f][c + 1]) best[f][c + 1] = t, rec[f][c + 1] = rc;
            }
        }
    /* byte comparison */
    for (f = 0; f < 13; f++) {
        unsigned char *rb = NULL, *rn = NULL;
        size_t nb, nn;
        gpu[f][0] = rec[f][0];
        base_quant_us(B, f, 1, NULL, NULL);
        nb = base_fetch(B, &rb);
        for (c = 0; c < NC; c++) {
            if (!RUNS(c, f)) continue;
            new_knob(N, cfgs[c].units, cfgs[c].groups, cfgs[c].variant);
            gpu[f][c + 1] = rec[f][c + 1];
            new_quant_us(N, f, 1, NULL, NULL);
            nn = new_fetch(N, &rn);
            eq[f][c + 1] = nn == nb && !memcmp(rb, rn, nb);
            free(rn);
        }
        free(rb);
    }
    printf("quantize bf16 [8192,8192], %% of copy (wall, best of %d batches of %d) | host recording us a call; '!' = bytes differ from base\n", PASSES, REPS);
    printf("%-11s %13s", "format", "base");
    for (c = 0; c < NC; c++) printf(" %13s", cfgs[c].name);
    printf("\n");
    for (f = 0; f < 13; f++) {
        printf("%-11s", fname[f]);
        for (c = 0; c <= NC; c++) {
            if (best[f][c] > 1e29) { printf(" %13s", "-"); continue; }
            double pct = 100.0 * bytes[f] / (best[f][c] * 1e-6) / (copy * 1e12);
            printf(" %5.1f%%%c%6.1f", pct, c && eq[f][c] == 0 ? '!' : ' ', gpu[f][c]);
        }
        printf("\n");
    }
    printf("per-tensor scales (nvfp4: its own tensor scale) counting both reads of x, base / new:");
    for (f = 0; f < 13; f++) {
        if (f >= 4 && f != 10) continue;
        double xb = (double)R * K * 2, b2 = bytes[f] + xb;
        printf(" %s %.1f / %.1f%%", fname[f], 100.0 * b2 / (best[f][0] * 1e-6) / (copy * 1e12), 100.0 * b2 / (best[f][1] * 1e-6) / (copy * 1e12));
    }
    printf("\n");
    printf("wall us a call (best):\n");
    for (f = 0; f < 13; f++) {
        printf("%-11s", fname[f]);
        for (c = 0; c <= NC; c++) if (best[f][c] < 1e29) printf(" %7.1f", best[f][c]); else printf(" %7s", "-");
        printf("\n");
    }
    { /* dequantize to bf16: base, the branch's default, its variants (dequant_variant = variant >> 24), each format's codes
         quantized once per context; a copy of x into the output (the same 128 MiB written) beside each row as a watch */
        static const struct { const char *name; uint32_t variant; int fmts; } dcf[] = {{"new", 0, 0x1FFF}, {"noq4f", 0x80000000u, Q4}};
        const int ND = (int)(sizeof dcf / sizeof dcf[0]);
        double db[13][4], dby[13], xc[13];
        int deq[13][4];
        for (f = 0; f < 13; f++) {
            for (c = 0; c <= ND; c++) db[f][c] = 1e30, deq[f][c] = -1;
            xc[f] = 1e30;
            if (base_dequant_us(B, f, 2, &dby[f]) < 0) printf("%s base dequantize failed\n", fname[f]);
            for (c = 0; c < ND; c++) {
                if (!((dcf[c].fmts >> f) & 1)) continue;
                new_knob(N, 0, 0, dcf[c].variant);
                if (new_dequant_us(N, f, 2, NULL) < 0) printf("%s %s dequantize failed\n", fname[f], dcf[c].name);
            }
        }
        for (p = 0; p < PASSES; p++)
            for (int ff = 0; ff < 13; ff++) {
                f = p & 1 ? 12 - ff : ff;
                for (c = -2; c < ND; c++) {
                    double t;
                    if (c >= 0 && !((dcf[c].fmts >> f) & 1)) continue;
                    if (c == -2) {
                        base_xcopy_us(B, 4);
                        t = base_xcopy_us(B, REPS);
                        if (t < xc[f]) xc[f] = t;
                        continue;
                    }
                    if (c < 0) {
                        base_dequant_us(B, f, 4, NULL);
                        t = base_dequant_us(B, f, REPS, NULL);
                    } else {
                        new_knob(N, 0, 0, dcf[c].variant);
                        new_dequant_us(N, f, 4, NULL);
                        t = new_dequant_us(N, f, REPS, NULL);
                    }
                    if (t > 0 && t < db[f][c + 1]) db[f][c + 1] = t;
                }
            }
        for (f = 0; f < 13; f++) {
            unsigned char *rb = NULL, *rn = NULL;
            size_t nb, nn;
            base_dequant_us(B, f, 1, NULL);
            nb = base_dfetch(B, &rb);
            for (c = 0; c < ND; c++) {
                if (!((dcf[c].fmts >> f) & 1)) continue;
                new_knob(N, 0, 0, dcf[c].variant);
                new_dequant_us(N, f, 1, NULL);
                nn = new_dfetch(N, &rn);
                deq[f][c + 1] = nn == nb && !memcmp(rb, rn, nb);
                free(rn);
            }
            free(rb);
        }
        new_knob(N, 0, 0, 0);
        printf("dequantize to bf16, %% of copy (wall us a call, best of %d batches of %d); '!' = output differs from base; watch: copy of x into the output:\n%-11s %16s", PASSES, REPS, "format", "base");
        for (c = 0; c < ND; c++) printf(" %16s", dcf[c].name);
        printf(" %16s\n", "watch");
        for (f = 0; f < 13; f++) {
            printf("%-11s", fname[f]);
            for (c = 0; c <= ND; c++) {
                if (db[f][c] > 1e29) { printf(" %16s", "-"); continue; }
                printf(" %6.1f%%%c(%6.1f)", 100.0 * dby[f] / (db[f][c] * 1e-6) / (copy * 1e12), c && deq[f][c] == 0 ? '!' : ' ', db[f][c]);
            }
            printf("  %6.1f%% (%6.1f)\n", 100.0 * 2.0 * R * K * 2 / (xc[f] * 1e-6) / (copy * 1e12), xc[f]);
        }
    }
    new_stats(N, "quant_mx16", "1=3 ", 6);
    return 0;
}
