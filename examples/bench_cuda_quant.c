/* CUDA quantization benchmark: ktorch_quantize / ktorch_dequantize of every
   format on a 64M-element bf16 tensor [8192, 8192] on the device, and the
   fp8 cast bf16 -> e4m3 (ktorch_tensor_copy), against the device copy
   bandwidth (cuMemcpyDtoD of the bf16 bytes) measured in the same run.
   GB/s count the bytes the call must read and write once: x and the codes,
   scales and zero points. Per-tensor scales (and nvfp4's tensor scale)
   need a second read of x: the last column counts it (the traffic of the
   two passes); per channel on axis 0 takes one pass here (channels of 8192
   elements), and so does nvfp4 with a given tensor scale (the row "nvfp4
   given s_t", given the scale the default call computes). Times with CUDA events; median of 11 timed
   batches.
   usage: bench_cuda_quant [cache_dir [name]]: with a name, only the rows
   whose format name contains it (and no cast row) */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "bench_cuda_common.h"
#include <stdio.h>

static ktorch_context *ctx;
static ktorch__cu_state *S;


enum { OP_QUANT, OP_DEQUANT, OP_CAST, OP_COPY };
typedef struct job {
    int op;
    ktorch_quant_format fmt;
    ktorch_quant_params p;
    ktorch_tensor *x, *out;
    ktorch_qtensor *q;
    uint64_t bytes;
} job;

static void run_once(job *j) {
    if (j->op == OP_QUANT) {
        ktorch_qtensor q;
        CHECK(ktorch_quantize(ctx, j->x, j->fmt, &j->p, &q));
        ktorch_qtensor_free(ctx, &q); /* pool-backed: the next call reuses the blocks */
    } else if (j->op == OP_DEQUANT) {
        CHECK(ktorch_dequantize(ctx, j->q, j->out));
    } else if (j->op == OP_CAST) {
        ktorch_copy_params cp;
        cp.saturate = 1;
        CHECK(ktorch_tensor_copy(ctx, j->out, j->x, &cp));
    } else {
        ktorch__cu_device *d = &S->dev[0];
        ktorch__cu_push(d);
        S->cu.cuMemcpyDtoDAsync(ktorch__cu_addr(j->out), ktorch__cu_addr(j->x), (size_t)j->bytes / 2, d->stream);
        ktorch__cu_pop(d);
    }
}

static void run_job(void *j) { run_once((job *)j); }
/* median ms per call over 11 batches of 5 calls */
static double time_ms(job *j) { return bench_cuda_time_ms(ctx, run_job, j, 3, 11, 5); }

int main(int argc, char **argv) {
    int64_t shape[2] = {8192, 8192}, n;
    ktorch_cuda_desc desc;
    ktorch_device_info info;
    ktorch_tensor xh, x, y16, e8;
    job j;
    double ms, copy_gbs;
    int fm, v;
    if (getenv("KTORCH_BENCH_SMALL")) shape[0] = 8; /* a smoke run */
    n = shape[0] * shape[1];
    desc = bench_cuda_desc(argc > 1 ? argv[1] : NULL);
    CHECK(ktorch_context_create(NULL, &ctx));
    CHECK(ktorch_cuda_register(ctx, &desc));
    S = (ktorch__cu_state *)ctx->backends[KTORCH_BACKEND_CUDA].state;
    CHECK(ktorch_device_info_get(ctx, cuda0(), &info));
    printf("device: %s (%s, %d SMs, L2 %.0f MB); x: bf16 [%lld, %lld] (%lld elements, %.0f MB)\n", info.name, info.arch, info.compute_units,
           S->dev[0].l2_bytes / 1e6, (long long)shape[0], (long long)shape[1], (long long)n, n * 2 / 1e6);
    /* x: normal-ish values from a host generator */
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, shape, ktorch_cpu(), &xh));
    {
        uint64_t s = 88172645463325252ull;
        int64_t i;
        for (i = 0; i < n; i++) {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((uint16_t *)xh.data)[i] = ktorch_f32_to_bf16((float)((double)(s >> 40) / 16777216.0 * 4.0 - 2.0) * (float)(1 + (s & 7)));
        }
    }
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, shape, cuda0(), &x));
    CHECK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, shape, cuda0(), &y16));
    CHECK(ktorch_tensor_create(ctx, KTORCH_FP8_E4M3, 2, shape, cuda0(), &e8));
    CHECK(ktorch_tensor_copy(ctx, &x, &xh, NULL));
    ktorch_tensor_free(ctx, &xh);

    memset(&j, 0, sizeof j);
    j.op = OP_COPY;
    j.x = &x;
    j.out = &y16;
    j.bytes = (uint64_t)n * 4; /* read + write */
    ms = time_ms(&j);
    copy_gbs = j.bytes / (ms * 1e-3) / 1e9;
    printf("device copy (cuMemcpyDtoD, %.0f MB): %.3f ms, %.0f GB/s read+write (H200 ceiling 4300)\n\n", n * 2 / 1e6, ms, copy_gbs);

    printf("%-20s %10s %9s %8s %6s %9s %8s %6s %14s\n", "format", "q bytes", "quant ms", "GB/s", "%copy", "deq ms", "GB/s", "%copy", "2-pass %copy");
    for (fm = 0; fm < KTORCH_QUANT_FORMAT_COUNT + 3; fm++) {
        ktorch_qtensor q;
        char name[40];
        double qms, dms;
        uint64_t qb;
        memset(&j, 0, sizeof j);
        j.fmt = (ktorch_quant_format)(fm < KTORCH_QUANT_FORMAT_COUNT    ? fm
                                      : fm == KTORCH_QUANT_FORMAT_COUNT ? KTORCH_QUANT_INT8
                                      : fm == KTORCH_QUANT_FORMAT_COUNT + 1 ? KTORCH_QUANT_FP8_E4M3
                                                                          : KTORCH_QUANT_NVFP4);
        snprintf(name, sizeof name, "%s", ktorch_quant_format_name(j.fmt));
        if (fm == KTORCH_QUANT_FORMAT_COUNT) {
            j.p.granularity = KTORCH_QUANT_PER_GROUP;
            j.p.group = 128;
            snprintf(name, sizeof name, "int8 group 128");
        } else if (fm == KTORCH_QUANT_FORMAT_COUNT + 1) {
            j.p.granularity = KTORCH_QUANT_PER_CHANNEL;
            j.p.axis = 0;
            snprintf(name, sizeof name, "fp8_e4m3 axis 0");
        } else if (fm == KTORCH_QUANT_FORMAT_COUNT + 2) {
            snprintf(name, sizeof name, "nvfp4 given s_t");
        } else if (fm <= KTORCH_QUANT_FP8_E5M2) {
            snprintf(name, sizeof name, "%s tensor", ktorch_quant_format_name(j.fmt));
        }
        if (argc > 2 && !strstr(name, argv[2])) continue;
        CHECK(ktorch_quantize(ctx, &x, j.fmt, &j.p, &q));
        if (fm == KTORCH_QUANT_FORMAT_COUNT + 2) { /* the default call's scale, given */
            j.p.nvfp4_tensor_scale = q.tensor_scale;
            ktorch_qtensor_free(ctx, &q);
            CHECK(ktorch_quantize(ctx, &x, j.fmt, &j.p, &q));
        }
        qb = ktorch_qtensor_nbytes(&q);
        j.op = OP_QUANT;
        j.x = &x;
        j.bytes = (uint64_t)n * 2 + qb;
        qms = time_ms(&j);
        j.op = OP_DEQUANT;
        j.q = &q;
        j.out = &y16;
        dms = time_ms(&j);
        {
            int kind = ktorch__qfmts[j.fmt].kind;
            /* per tensor and nvfp4 (its own scale) read x twice; axis 0's channels of 8192 take one pass */
            int two = ((kind == KTORCH__QK_INT8 || kind == KTORCH__QK_ASYM || kind == KTORCH__QK_FP8) && j.p.granularity == KTORCH_QUANT_PER_TENSOR) ||
                      (kind == KTORCH__QK_NVFP4 && j.p.nvfp4_tensor_scale == 0);
            char tp[24] = "-";
            if (two) snprintf(tp, sizeof tp, "%.0f%%", 100.0 * (j.bytes + (uint64_t)n * 2) / (qms * 1e-3) / 1e9 / copy_gbs);
            printf("%-20s %9.1fM %9.3f %8.0f %5.0f%% %9.3f %8.0f %5.0f%% %14s\n", name, qb / 1e6, qms, j.bytes / (qms * 1e-3) / 1e9,
                   100.0 * j.bytes / (qms * 1e-3) / 1e9 / copy_gbs, dms, j.bytes / (dms * 1e-3) / 1e9, 100.0 * j.bytes / (dms * 1e-3) / 1e9 / copy_gbs, tp);
        }
        ktorch_qtensor_free(ctx, &q);
    }
    for (v = argc > 2; v < 1; v++) {
        memset(&j, 0, sizeof j);
        j.op = OP_CAST;
        j.x = &x;
        j.out = &e8;
        j.bytes = (uint64_t)n * 3;
        ms = time_ms(&j);
        printf("\ncast bf16 -> fp8_e4m3 (saturating, ktorch_tensor_copy): %.3f ms, %.0f GB/s (%.0f%% of copy)\n", ms, j.bytes / (ms * 1e-3) / 1e9,
               100.0 * j.bytes / (ms * 1e-3) / 1e9 / copy_gbs);
    }
    ktorch_tensor_free(ctx, &x);
    ktorch_tensor_free(ctx, &y16);
    ktorch_tensor_free(ctx, &e8);
    ktorch_context_destroy(ctx);
    return 0;
}
