/* CUDA dilated attention (d=128 bf16 causal): LongNet h=16 n=65536 with
   segments 2048/8192/32768 and dilations 1/2/4 (also with GQA, hk=4), h=32
   n=16384, and the head-group mode h=16 n=65536 (4 groups, segments
   2048..16384, dilations 1..8). Wall clock around each call and its
   synchronisation, median of 10 after 2 warm-up calls. Built against two
   trees and run alternately, it compares their dilated paths.
   usage: bench_cuda_dilated */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <stdio.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
int main(void) {
    ktorch_context *ctx; ktorch_cuda_desc cd; memset(&cd, 0, sizeof cd);
    if (ktorch_context_create(NULL, &ctx) || ktorch_cuda_register(ctx, &cd)) { printf("no cuda: %s\n", ktorch_last_error()); return 1; }
    ktorch_device dev = {KTORCH_BACKEND_CUDA, 0};
    static const int64_t seg[3] = {2048, 8192, 32768}, dil[3] = {1, 2, 4};
    static const int64_t gseg[4] = {2048, 4096, 8192, 16384}, gdil[4] = {1, 2, 4, 8};
    struct { const char *name; int64_t H, Hk, n; int groups; } cs[] = {
        {"longnet h16 n65536", 16, 16, 65536, 0}, {"longnet h16 hk4 n65536", 16, 4, 65536, 0},
        {"longnet b1 h32 n16384", 32, 32, 16384, 0}, {"groups h16 n65536", 16, 16, 65536, 1}};
    for (int c = 0; c < 4; c++) {
        int64_t sq[4] = {1, cs[c].H, cs[c].n, 128}, sk[4] = {1, cs[c].Hk, cs[c].n, 128};
        ktorch_tensor q, k, v, o;
        ktorch_tensor_create(ctx, KTORCH_BF16, 4, sq, dev, &q); ktorch_tensor_create(ctx, KTORCH_BF16, 4, sk, dev, &k);
        ktorch_tensor_create(ctx, KTORCH_BF16, 4, sk, dev, &v); ktorch_tensor_create(ctx, KTORCH_BF16, 4, sq, dev, &o);
        ktorch_tensor_fill_bytes(ctx, &q, 0x3c); ktorch_tensor_fill_bytes(ctx, &k, 0x3b); ktorch_tensor_fill_bytes(ctx, &v, 0x3a);
        ktorch_attention_params p; memset(&p, 0, sizeof p); p.causal = 1;
        ktorch_dilated_params dp; dp.count = cs[c].groups ? 4 : 3; dp.segment = cs[c].groups ? gseg : seg; dp.dilation = cs[c].groups ? gdil : dil;
        dp.mode = cs[c].groups ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
        double t[10]; ktorch_status st = KTORCH_OK;
        for (int r = 0; r < 12 && !st; r++) {
            double t0 = now(); st = ktorch_attention_dilated(ctx, &q, &k, &v, &o, &p, &dp); if (!st) st = ktorch_synchronize(ctx, dev);
            if (r >= 2) t[r - 2] = (now() - t0) * 1e3;
        }
        if (st) { printf("%-26s error %s\n", cs[c].name, ktorch_last_error()); continue; }
        qsort(t, 10, sizeof t[0], cmp);
        printf("%-26s %8.3f ms (median of 10)\n", cs[c].name, t[5]);
        ktorch_tensor_free(ctx, &q); ktorch_tensor_free(ctx, &k); ktorch_tensor_free(ctx, &v); ktorch_tensor_free(ctx, &o);
    }
    ktorch_context_destroy(ctx);
    return 0;
}
