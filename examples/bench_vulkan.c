/* Vulkan benchmark against the goals, with our CUDA backend on the
   same shapes in the same run where both are present: the device copy rate
   (a 1 GiB device-to-device copy), split-KV decode (b=64 hq=32 hk=8
   ctx=8192 d=128 bf16, contiguous and in pages of 16 and 64; int8 and fp8
   pages of 16; every kernel shape) as a share of it, quantize and dequantize of every
   format (bf16 [8192, 8192]) as bytes moved against the copy rate, flash
   forward (b=4 h=16 n=4096 d=128 f16/bf16, d=64 bf16) in TFLOP/s, block-sparse
   attention at ~10.7% of 128x128 blocks against dense on the same q, k, v
   (b=1 h=16 n=8192 d=128 f16/bf16), matrix products
   y = x w^T at N=K=8192 with bf16 x and bf16, q4_0, q8_0, mxfp4 and int8
   weights (M=1: bytes of weights, scales, x and y per second against the copy rate; M=4096:
   TFLOP/s; a backend that does not run a format prints -), f16 M=N=K=8192
   on the cooperative-matrix kernel with each of its tile shapes, f16 flash
   forward at d=64 and 128 with each cooperative-matrix attention tile
   shape, and the first call of an attention pipeline with a cold and with an imported
   pipeline cache. Vulkan rows end with the kernel that ran.
   Times are wall clock around a batch of runs and one synchronisation
   (median of 5 batches). Leaves out CPU Vulkan devices (lavapipe).
   usage: bench_vulkan [SECTION...]: the copy rate, then the named sections
   (decode, flash, sparse, quant, matmul, coop = the f16 matmul rows only, gemv =
   the M=1 rows at N = 8192 and 28672 on every few-row kernel shape, shapes = the f16 matmul on
   every cooperative-matrix tile shape, attn = f16 flash forward on every
   cooperative-matrix attention tile shape, tiled = bf16 (d=128 and 64) and
   f32 (d=128) flash forward on the register-tiled scalar kernel and on the
   general one, khr = f16 and bf16 flash forward at d=128 and 64 on
   VK_NV_cooperative_matrix, the default (VK_KHR_cooperative_matrix with P
   converted in registers where VK_NV_cooperative_matrix2 offers it, but
   f16 at d128), the scalar kernels, the KHR kernel with P through shared
   memory and with P converted everywhere, and the workgroup-scope kernel
   at d128 where offered (ktorch_vulkan_desc.coopmat_ext 1 / 0 / 2 / 3 /
   4 / 5; KHR_COLS below; with KTORCH_BENCH_WG=1, which registers with
   coopmat_ext 5 so that the device has the features), and that one's
   other form (coopmat_ext 5 with attention_kernel 1; KTORCH_BENCH_WG_FORMS=2,1
   gives columns 5 and 6 those forms) beside CUDA,
   pipeline), all of them without
   names; decode and gemv also time every candidate kernel shape
   (ktorch_vulkan_desc.decode_kernel, gemv_kernel and attention_kernel);
   `software` runs quantize / dequantize on the integer rounding path
   (ktorch_vulkan_desc.quant_software) where the device offers exact float
   controls, the quant header naming the path that ran.
   KTORCH_BENCH_VK_STATS=1 (any value) ends the run with the driver's
   statistics of every pipeline it made (registers and the like, where the
   device offers VK_KHR_pipeline_executable_properties);
   KTORCH_BENCH_GEMV_N=8192 (or 28672) keeps gemv to that N (whose rows
   time every shape on one set of weights, two rounds, the better kept;
   each also on the GPU's clock: timestamps around 20 calls recorded back
   to back, against the copy timed the same way; CUDA's by events around
   20 calls), KTORCH_BENCH_GEMV_SHAPES=0,3
   to those shapes; KTORCH_BENCH_VK_ANY=1 takes CPU Vulkan devices too;
   KTORCH_BENCH_GEMV_W=1,4 to those weights (0 bf16, 1 q4_0, 2 q8_0, 3
   mxfp4, 4 int8); KTORCH_BENCH_NO_CUDA=1 leaves CUDA out;
   KTORCH_BENCH_KHR_COLS=3,4 keeps khr to those columns (0 nv .. 6),
   KTORCH_BENCH_ATTN_D and KTORCH_BENCH_ATTN_CAUSAL to those rows;
   KTORCH_BENCH_ATTN_SHAPES=0,3 keeps attn to those tile shapes and
   KTORCH_BENCH_ATTN_D=128 (or 64) to that head dim, KTORCH_BENCH_ATTN_CAUSAL=1
   (or 0) to causal (or not);
   KTORCH_BENCH_TILED_SHAPES=0,2 keeps tiled to those flash_kernel values
   (the last, the shape count, is the general kernel), KTORCH_BENCH_ATTN_D
   and KTORCH_BENCH_ATTN_CAUSAL as for attn, KTORCH_BENCH_TILED_BF16=1 to
   bf16;
   KTORCH_BENCH_DECODE_SHAPES=0,2 (a list) keeps decode to those shapes;
   KTORCH_BENCH_SPARSE_SHAPES=0,3 (empty: all) adds the f16 sparse row on
   those cooperative-matrix attention tile shapes, KTORCH_BENCH_SPARSE_TILED
   the same (dense and sparse) on register-tiled shapes. */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"

static ktorch_context *ctx;

typedef struct job {
    int kind; /* 0 copy, 1 attention, 2 quantize, 3 dequantize, 4 matmul_nt, 5 qmatmul, 6 paged attention, 7 block-sparse attention */
    ktorch_device dev;
    ktorch_tensor a, b, c, d, bt, lens; /* bt, lens: paged tables (host) */
    ktorch_attention_params p;
    ktorch_quant_format f;
    ktorch_qtensor q;
    ktorch_block_sparse_params sp;
} job;
static ktorch_status run(job *j) {
    ktorch_status st;
    switch (j->kind) {
    case 0: return ktorch_tensor_copy(ctx, &j->b, &j->a, NULL);
    case 1: return ktorch_attention(ctx, &j->a, &j->b, &j->c, &j->d, &j->p);
    case 2:
        ktorch_qtensor_free(ctx, &j->q);
        st = ktorch_quantize(ctx, &j->a, j->f, NULL, &j->q);
        return st;
    case 3: return ktorch_dequantize(ctx, &j->q, &j->b);
    case 4: return ktorch_matmul_nt(ctx, &j->a, &j->b, &j->c);
    case 5: return ktorch_qmatmul(ctx, &j->a, &j->q, &j->c);
    case 7: return ktorch_attention_block_sparse(ctx, &j->a, &j->b, &j->c, &j->d, &j->p, &j->sp);
    default: return ktorch_attention_paged(ctx, &j->a, &j->b, &j->c, &j->bt, &j->lens, &j->d, &j->p, NULL);
    }
}
/* ms per run: median over 5 batches of `reps` runs after `warm` runs */
static double time_ms(job *j, int warm, int reps) {
    double t[5];
    int i, r;
    for (i = 0; i < warm; i++) CHECK(run(j));
    CHECK(ktorch_synchronize(ctx, j->dev));
    for (i = 0; i < 5; i++) {
        double t0 = bench_wall_s();
        for (r = 0; r < reps; r++) CHECK(run(j));
        CHECK(ktorch_synchronize(ctx, j->dev));
        t[i] = (bench_wall_s() - t0) * 1e3 / reps;
    }
    qsort(t, 5, sizeof t[0], cmpd);
    return t[2];
}
/* GPU time of a Vulkan job: `reps` runs recorded back to back into the
   bench's own command buffer (ktorch_vulkan_begin_recording), between two
   timestamps, so neither the host's recording nor the submission and wait
   count (CUDA's launches overlap its kernels; Vulkan records until
   ktorch_synchronize submits). ms per run, median of 5 batches; *host_ms
   (may be NULL): the host's recording time per run, same batch. */
static struct {
    int ready;
    VkCommandPool pool;
    VkCommandBuffer cb;
    VkQueryPool qp;
    VkFence fence;
    double period; /* ns a tick */
    PFN_vkCreateQueryPool create_qp;
    PFN_vkCmdResetQueryPool reset_qp;
    PFN_vkCmdWriteTimestamp stamp;
    PFN_vkGetQueryPoolResults results;
    PFN_vkResetCommandPool reset_pool;
} gt;
static double gpu_ms(job *j, int warm, int reps, double *host_ms) {
    ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
    ktorch__vk_device *d = ktorch__vk_dev(vs, j->dev.index);
    double t[5], h[5];
    int i, r;
    if (!gt.ready) {
        VkCommandPoolCreateInfo pi;
        VkCommandBufferAllocateInfo ai;
        VkQueryPoolCreateInfo qi;
        VkFenceCreateInfo fi;
        PFN_vkVoidFunction f;
        memset(&pi, 0, sizeof pi);
        pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
        pi.queueFamilyIndex = d->queue_family;
        if (d->fn.vkCreateCommandPool(d->device, &pi, NULL, &gt.pool) != VK_SUCCESS) return -1;
        memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
        ai.commandPool = gt.pool;
        ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        ai.commandBufferCount = 1;
        if (d->fn.vkAllocateCommandBuffers(d->device, &ai, &gt.cb) != VK_SUCCESS) return -1;
        memset(&fi, 0, sizeof fi);
        fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
        if (d->fn.vkCreateFence(d->device, &fi, NULL, &gt.fence) != VK_SUCCESS) return -1;
#define GT_FN(var, name)                                                                                              \
    f = vs->fn.vkGetDeviceProcAddr(d->device, name);                                                                 \
    if (!f) return -1;                                                                                               \
    memcpy(&gt.var, &f, sizeof f);
        GT_FN(create_qp, "vkCreateQueryPool")
        GT_FN(reset_qp, "vkCmdResetQueryPool")
        GT_FN(stamp, "vkCmdWriteTimestamp")
        GT_FN(results, "vkGetQueryPoolResults")
        GT_FN(reset_pool, "vkResetCommandPool")
#undef GT_FN
        memset(&qi, 0, sizeof qi);
        qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
        qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
        qi.queryCount = 2;
        if (gt.create_qp(d->device, &qi, NULL, &gt.qp) != VK_SUCCESS) return -1;
        gt.period = d->props.limits.timestampPeriod;
        gt.ready = 1;
    }
    for (i = 0; i < warm; i++) CHECK(run(j));
    CHECK(ktorch_synchronize(ctx, j->dev));
    for (i = 0; i < 5; i++) {
        VkCommandBufferBeginInfo bi;
        VkSubmitInfo si;
        uint64_t ts[2];
        double t0;
        gt.reset_pool(d->device, gt.pool, 0);
        memset(&bi, 0, sizeof bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        if (d->fn.vkBeginCommandBuffer(gt.cb, &bi) != VK_SUCCESS) return -1;
        gt.reset_qp(gt.cb, gt.qp, 0, 2);
        CHECK(ktorch_vulkan_begin_recording(ctx, j->dev.index, gt.cb));
        gt.stamp(gt.cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, gt.qp, 0);
        t0 = bench_wall_s();
        for (r = 0; r < reps; r++) CHECK(run(j));
        h[i] = (bench_wall_s() - t0) * 1e3 / reps;
        gt.stamp(gt.cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, gt.qp, 1);
        CHECK(ktorch_vulkan_end_recording(ctx, j->dev.index));
        if (d->fn.vkEndCommandBuffer(gt.cb) != VK_SUCCESS) return -1;
        memset(&si, 0, sizeof si);
        si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
        si.commandBufferCount = 1;
        si.pCommandBuffers = &gt.cb;
        if (d->fn.vkQueueSubmit(d->queue, 1, &si, gt.fence) != VK_SUCCESS) return -1;
        if (d->fn.vkWaitForFences(d->device, 1, &gt.fence, VK_TRUE, UINT64_MAX) != VK_SUCCESS) return -1;
        d->fn.vkResetFences(d->device, 1, &gt.fence);
        if (gt.results(d->device, gt.qp, 0, 2, sizeof ts, ts, sizeof ts[0], VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS) return -1;
        t[i] = (double)(ts[1] - ts[0]) * gt.period * 1e-6 / reps;
    }
    qsort(t, 5, sizeof t[0], cmpd);
    qsort(h, 5, sizeof h[0], cmpd);
    if (host_ms) *host_ms = h[2];
    return t[2];
}
/* gpu_ms for CUDA: the device time between events around `reps` runs
   (ktorch_event_record), ms per run, median of 5 batches */
static double cuda_gpu_ms(job *j, int warm, int reps) {
    double t[5];
    int i, r;
    for (i = 0; i < warm; i++) CHECK(run(j));
    CHECK(ktorch_synchronize(ctx, j->dev));
    for (i = 0; i < 5; i++) {
        ktorch_event *e0 = NULL, *e1 = NULL;
        double sec = 0;
        CHECK(ktorch_event_record(ctx, j->dev, &e0));
        for (r = 0; r < reps; r++) CHECK(run(j));
        CHECK(ktorch_event_record(ctx, j->dev, &e1));
        CHECK(ktorch_event_elapsed(ctx, e0, e1, &sec));
        ktorch_event_destroy(ctx, e0);
        ktorch_event_destroy(ctx, e1);
        t[i] = sec * 1e3 / reps;
    }
    qsort(t, 5, sizeof t[0], cmpd);
    return t[2];
}
static void make(ktorch_tensor *t, ktorch_dtype dt, ktorch_device dev, int ndim, int64_t a, int64_t b, int64_t c, int64_t d) {
    int64_t s[4];
    s[0] = a, s[1] = b, s[2] = c, s[3] = d;
    CHECK(ktorch_tensor_create(ctx, dt, ndim, s, dev, t));
}
/* bf16 values of a small pattern (the kernels' speed does not depend on them) */
static void fill(ktorch_tensor *t) {
    int64_t n = ktorch_tensor_numel(t), i;
    ktorch_tensor h;
    CHECK(ktorch_tensor_create(ctx, t->dtype, t->ndim, t->shape, ktorch_cpu(), &h));
    for (i = 0; i < n; i++) {
        float x = (float)((i * 7919) % 2001 - 1000) / 700.0f;
        if (t->dtype == KTORCH_BF16) ((uint16_t *)ktorch_tensor_ptr(&h))[i] = ktorch_f32_to_bf16(x);
        else ((uint16_t *)ktorch_tensor_ptr(&h))[i] = ktorch_f32_to_f16(x);
    }
    CHECK(ktorch_tensor_copy(ctx, t, &h, NULL));
    CHECK(ktorch_synchronize(ctx, t->device));
    ktorch_tensor_free(ctx, &h);
}
static void free_job(job *j) {
    ktorch_tensor_free(ctx, &j->a);
    ktorch_tensor_free(ctx, &j->b);
    ktorch_tensor_free(ctx, &j->c);
    ktorch_tensor_free(ctx, &j->d);
    ktorch_tensor_free(ctx, &j->bt);
    ktorch_tensor_free(ctx, &j->lens);
    ktorch_qtensor_free(ctx, &j->q);
    memset(j, 0, sizeof *j);
}

/* bytes read + written per second of a 1 GiB copy: by the host's clock, or
   (gpu_clock) by the GPU's (gpu_ms, CUDA events) */
static double copy_rate(ktorch_device dev, int gpu_clock) {
    job j;
    double ms;
    memset(&j, 0, sizeof j);
    j.dev = dev;
    make(&j.a, KTORCH_U8, dev, 1, (int64_t)1 << 30, 0, 0, 0);
    make(&j.b, KTORCH_U8, dev, 1, (int64_t)1 << 30, 0, 0, 0);
    CHECK(ktorch_tensor_fill_bytes(ctx, &j.a, 1));
    ms = !gpu_clock ? time_ms(&j, 2, 5) : dev.backend == KTORCH_BACKEND_VULKAN ? gpu_ms(&j, 2, 5, NULL) : cuda_gpu_ms(&j, 2, 5);
    free_job(&j);
    return 2.0 * (double)((int64_t)1 << 30) / (ms * 1e-3);
}
static const char *decode_path[3][KTORCH__VK_DECODE_SHAPES]; /* the Vulkan kernel of each shape: bf16, int8, fp8 pages */
static double time_decode(job *j, int shape) {
    double ms;
    if (j->dev.backend == KTORCH_BACKEND_VULKAN) ((ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state)->decode_kernel = shape;
    ms = time_ms(j, 3, 10);
    if (j->dev.backend == KTORCH_BACKEND_VULKAN)
        CHECK(ktorch_vulkan_attention_path(ctx, 0, &decode_path[j->c.dtype == KTORCH_I8 ? 1 : j->c.dtype == KTORCH_FP8_E4M3 ? 2 : 0][shape]));
    return ms;
}
/* the decode job: b=64 hq=32 hk=8 ctx=8192 d=128 bf16 */
static void decode_job(ktorch_device dev, job *j) {
    memset(j, 0, sizeof *j);
    j->dev = dev;
    j->kind = 1;
    make(&j->a, KTORCH_BF16, dev, 4, 64, 32, 1, 128);
    make(&j->b, KTORCH_BF16, dev, 4, 64, 8, 8192, 128);
    make(&j->c, KTORCH_BF16, dev, 4, 64, 8, 8192, 128);
    make(&j->d, KTORCH_BF16, dev, 4, 64, 32, 1, 128);
    fill(&j->a);
    CHECK(ktorch_tensor_fill_bytes(ctx, &j->b, 0x3c)); /* 2^-7 each: the speed does not depend on the values */
    CHECK(ktorch_tensor_fill_bytes(ctx, &j->c, 0x3c));
}
/* the same decode over pages of P tokens (block tables on the host, pages
   of a sequence scattered: page i of sequence b is 64 * i + b), pages of
   dtype kv: bf16, or int8 / fp8 e4m3 codes with f32 scales per token (ks,
   vs: freed by the caller) */
static void paged_job(ktorch_device dev, ktorch_dtype kv, int64_t P, job *j, ktorch_tensor *ks, ktorch_tensor *vs) {
    const int64_t B = 64, per = 8192 / P;
    int64_t b, i;
    memset(j, 0, sizeof *j);
    j->dev = dev;
    j->kind = 6;
    make(&j->a, KTORCH_BF16, dev, 4, B, 32, 1, 128);
    make(&j->b, kv, dev, 4, B * per, 8, P, 128);
    make(&j->c, kv, dev, 4, B * per, 8, P, 128);
    make(&j->d, KTORCH_BF16, dev, 4, B, 32, 1, 128);
    make(&j->bt, KTORCH_I32, ktorch_cpu(), 2, B, per, 0, 0);
    make(&j->lens, KTORCH_I32, ktorch_cpu(), 1, B, 0, 0, 0);
    for (b = 0; b < B; b++) {
        ((int32_t *)ktorch_tensor_ptr(&j->lens))[b] = 8192;
        for (i = 0; i < per; i++) ((int32_t *)ktorch_tensor_ptr(&j->bt))[b * per + i] = (int32_t)(B * i + b);
    }
    fill(&j->a);
    if (kv == KTORCH_BF16) {
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->b, 0x3c));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->c, 0x3c));
    } else { /* codes of a small pattern (0x35: finite in both formats), scales 1/64 */
        make(ks, KTORCH_F32, dev, 3, B * per, 8, P, 0);
        make(vs, KTORCH_F32, dev, 3, B * per, 8, P, 0);
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->b, 0x35));
        CHECK(ktorch_tensor_fill_bytes(ctx, &j->c, 0x35));
        CHECK(ktorch_tensor_fill_bytes(ctx, ks, 0x3c));
        CHECK(ktorch_tensor_fill_bytes(ctx, vs, 0x3c));
        j->p.k_scale = ks;
        j->p.v_scale = vs;
    }
}
static double flash_tflops_d(ktorch_device dev, ktorch_dtype dt, int causal, int64_t d) {
    job j;
    double ms, flops = 4.0 * 4 * 16 * 4096.0 * 4096.0 * (double)d / (causal ? 2 : 1);
    memset(&j, 0, sizeof j);
    j.dev = dev;
    j.kind = 1;
    j.p.causal = causal;
    make(&j.a, dt, dev, 4, 4, 16, 4096, d);
    make(&j.b, dt, dev, 4, 4, 16, 4096, d);
    make(&j.c, dt, dev, 4, 4, 16, 4096, d);
    make(&j.d, dt, dev, 4, 4, 16, 4096, d);
    fill(&j.a), fill(&j.b), fill(&j.c);
    ms = time_ms(&j, 1, 3);
    free_job(&j);
    return flops / (ms * 1e-3) / 1e12;
}
/* whether k is in the comma-separated list s */
static int listed(const char *s, int k) {
    char *end;
    for (;;) {
        long v = strtol(s, &end, 10);
        if (end == s) return 0;
        if (v == k) return 1;
        if (*end != ',') return 0;
        s = end + 1;
    }
}
static double flash_tflops(ktorch_device dev, ktorch_dtype dt, int causal) { return flash_tflops_d(dev, dt, causal, 128); }
/* quantize and dequantize of bf16 [8192, 8192]: bytes read + written per second,
   20 calls a batch (a call takes 60-150 us on an H200; with 3, the batch's
   one submission and wait cost about 10 points of the copy rate) */
static void quant_rates(ktorch_device dev, ktorch_quant_format f, double *qrate, double *drate) {
    job j;
    uint64_t qb = 0, sb = 0, zb = 0;
    double xb = 8192.0 * 8192.0 * 2, ms;
    memset(&j, 0, sizeof j);
    j.dev = dev;
    j.f = f;
    make(&j.a, KTORCH_BF16, dev, 2, 8192, 8192, 0, 0);
    make(&j.b, KTORCH_BF16, dev, 2, 8192, 8192, 0, 0);
    fill(&j.a);
    j.kind = 2;
    ms = time_ms(&j, 2, 20);
    ktorch_tensor_nbytes(&j.q.data, &qb);
    if (j.q.scale.data) ktorch_tensor_nbytes(&j.q.scale, &sb);
    if (j.q.zero_point.data) ktorch_tensor_nbytes(&j.q.zero_point, &zb);
    *qrate = (xb + (double)(qb + sb + zb)) / (ms * 1e-3);
    j.kind = 3;
    ms = time_ms(&j, 2, 20);
    *drate = (xb + (double)(qb + sb + zb)) / (ms * 1e-3);
    free_job(&j);
}
/* y[M,8192] = x[M,8192] w^T, x and w of dtype dt (f < 0), or x bf16 and w
   quantized in f (int8 per output row) on the device: weight bytes per
   second for M=1, TFLOP/s otherwise; -1 where the device refuses the
   product. *path: the Vulkan kernel that ran ("" on other devices). */
/* The job of y[M,N] = x[M,K] w^T (x, y, w of dtype dt; w quantized in f
   where f >= 0, int8 per output row) on dev; returns the bytes of w (and
   its scales), x and y. */
static uint64_t matmul_job(job *j, ktorch_device dev, int f, ktorch_dtype dt, int64_t M, int64_t N, int64_t K) {
    uint64_t wb = 0, sb = 0, xb = 0, yb = 0;
    memset(j, 0, sizeof *j);
    j->dev = dev;
    make(&j->a, dt, dev, 2, M, K, 0, 0);
    make(&j->c, dt, dev, 2, M, N, 0, 0);
    make(&j->b, dt, dev, 2, N, K, 0, 0);
    fill(&j->a), fill(&j->b);
    j->kind = 4;
    if (f >= 0) {
        ktorch_quant_params p;
        memset(&p, 0, sizeof p);
        if (f == KTORCH_QUANT_INT8) p.granularity = KTORCH_QUANT_PER_CHANNEL;
        CHECK(ktorch_quantize(ctx, &j->b, (ktorch_quant_format)f, &p, &j->q));
        ktorch_tensor_free(ctx, &j->b);
        j->kind = 5;
        ktorch_tensor_nbytes(&j->q.data, &wb);
        if (j->q.scale.data) ktorch_tensor_nbytes(&j->q.scale, &sb);
    } else {
        ktorch_tensor_nbytes(&j->b, &wb);
    }
    ktorch_tensor_nbytes(&j->a, &xb);
    ktorch_tensor_nbytes(&j->c, &yb);
    return wb + sb + xb + yb;
}
/* M = 1 on CUDA timed by events: bytes per second */
static double cuda_gemv_gpu_rate(ktorch_device dev, int f, int64_t N) {
    job j;
    double ms;
    const uint64_t bytes = matmul_job(&j, dev, f, KTORCH_BF16, 1, N, 8192);
    if (run(&j) != KTORCH_OK) {
        free_job(&j);
        return -1;
    }
    ms = cuda_gpu_ms(&j, 2, 20);
    free_job(&j);
    return (double)bytes / (ms * 1e-3);
}
static double matmul_rate_n(ktorch_device dev, int f, ktorch_dtype dt, int64_t M, int64_t N, const char **path) {
    const int64_t K = 8192;
    job j;
    double ms;
    const uint64_t bytes = matmul_job(&j, dev, f, dt, M, N, K);
    *path = "";
    if (run(&j) != KTORCH_OK) {
        free_job(&j);
        return -1;
    }
    ms = time_ms(&j, 2, M == 1 ? 20 : 3);
    if (dev.backend == KTORCH_BACKEND_VULKAN) CHECK(ktorch_vulkan_matmul_path(ctx, dev.index, path, NULL));
    free_job(&j);
    if (M == 1) return (double)bytes / (ms * 1e-3);
    return 2.0 * (double)M * N * K / (ms * 1e-3) / 1e12;
}
/* gemv M = 1, K = 8192 at N on every few-row kernel shape of the Vulkan
   device, one set of weights made once: rate[k] the bytes of weights,
   scales, x and y per second with gemv_kernel k (-1 where refused),
   path[k] the kernel that ran; shapes timed in two rounds, the better
   of the two kept (the order of the shapes alternates between rounds);
   grate[k] the same timed on the GPU (gpu_ms), host[k] the ms to record a
   call */
static void gemv_rates(ktorch_device dev, int f, int64_t N, double *rate, const char **path, double *grate, double *host) {
    const int64_t K = 8192;
    ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
    job j;
    const uint64_t bytes = matmul_job(&j, dev, f, KTORCH_BF16, 1, N, K);
    int k, round;
    for (k = 0; k < KTORCH__VK_GEMV_SHAPES; k++) rate[k] = grate[k] = -1, host[k] = 1e30, path[k] = "";
    for (round = 0; round < 2; round++)
        for (k = 0; k < KTORCH__VK_GEMV_SHAPES; k++) {
            const int s = round ? KTORCH__VK_GEMV_SHAPES - 1 - k : k;
            double ms, r, h;
            if (getenv("KTORCH_BENCH_GEMV_SHAPES") && !listed(getenv("KTORCH_BENCH_GEMV_SHAPES"), s)) continue;
            vs->gemv_kernel = s;
            if (run(&j) != KTORCH_OK) continue;
            ms = time_ms(&j, 2, 20);
            CHECK(ktorch_vulkan_matmul_path(ctx, dev.index, &path[s], NULL));
            r = (double)bytes / (ms * 1e-3);
            if (r > rate[s]) rate[s] = r;
            ms = gpu_ms(&j, 2, 20, &h);
            r = (double)bytes / (ms * 1e-3);
            if (ms > 0 && r > grate[s]) grate[s] = r;
            if (h < host[s]) host[s] = h;
        }
    vs->gemv_kernel = 0;
    free_job(&j);
}
/* at N = K = 8192: M = 1 as bytes moved (weights, scales, x, y) per second, else TFLOP/s */
static double matmul_rate(ktorch_device dev, int f, ktorch_dtype dt, int64_t M, const char **path) { return matmul_rate_n(dev, f, dt, M, 8192, path); }
/* ms of the first attention call (bf16 d=128, small) on a fresh context:
   cold, then with the pipeline cache the cold run exported */
static void pipeline_ms(double *cold, double *warm) {
    int pass;
    void *blob = NULL;
    size_t size = 0;
    for (pass = 0; pass < 2; pass++) {
        ktorch_context *c;
        ktorch_vulkan_desc vd;
        ktorch_device dev;
        ktorch_tensor q, k, v, o;
        ktorch_attention_params p;
        int64_t s[4] = {1, 8, 128, 128};
        double t0;
        memset(&vd, 0, sizeof vd);
        vd.gpus_only = 1;
        CHECK(ktorch_context_create(NULL, &c));
        CHECK(ktorch_vulkan_register(c, &vd));
        if (pass == 1) CHECK(ktorch_backend_cache_import(c, KTORCH_BACKEND_VULKAN, blob, size));
        dev.backend = KTORCH_BACKEND_VULKAN;
        dev.index = 0;
        CHECK(ktorch_tensor_create(c, KTORCH_BF16, 4, s, dev, &q));
        CHECK(ktorch_tensor_create(c, KTORCH_BF16, 4, s, dev, &k));
        CHECK(ktorch_tensor_create(c, KTORCH_BF16, 4, s, dev, &v));
        CHECK(ktorch_tensor_create(c, KTORCH_BF16, 4, s, dev, &o));
        CHECK(ktorch_tensor_fill_bytes(c, &q, 0));
        CHECK(ktorch_tensor_fill_bytes(c, &k, 0));
        CHECK(ktorch_tensor_fill_bytes(c, &v, 0));
        CHECK(ktorch_synchronize(c, dev));
        memset(&p, 0, sizeof p);
        p.causal = 1;
        t0 = bench_wall_s();
        CHECK(ktorch_attention(c, &q, &k, &v, &o, &p));
        CHECK(ktorch_synchronize(c, dev));
        *(pass ? warm : cold) = (bench_wall_s() - t0) * 1e3;
        if (pass == 0) CHECK(ktorch_backend_cache_export(c, KTORCH_BACKEND_VULKAN, &blob, &size));
        else ktorch_free(c, blob);
        ktorch_context_destroy(c);
    }
}

static int g_argc;
static char **g_argv;
/* whether the command line names section s (no names: every section) */
static int want(const char *s) {
    int i;
    if (g_argc < 2) return 1;
    for (i = 1; i < g_argc; i++)
        if (strcmp(g_argv[i], s) == 0) return 1;
    return 0;
}

int main(int argc, char **argv) {
    ktorch_vulkan_desc vd;
    ktorch_cuda_desc cd;
    ktorch_device vk, cu;
    ktorch_device_info info;
    int has_cuda, f;
    double copy_vk, copy_cu = 0, kv_bytes = 2.0 * 64 * 8 * 8192 * 128 * 2;
    g_argc = argc, g_argv = argv;
    setvbuf(stdout, NULL, _IOLBF, 0); /* each row as it is measured, also when a time limit ends the run */
    for (f = 1; f < argc; f++)
        if (strcmp(argv[f], "decode") && strcmp(argv[f], "flash") && strcmp(argv[f], "tiled") && strcmp(argv[f], "quant") && strcmp(argv[f], "matmul") &&
            strcmp(argv[f], "coop") && strcmp(argv[f], "gemv") && strcmp(argv[f], "shapes") && strcmp(argv[f], "attn") && strcmp(argv[f], "pipeline") && strcmp(argv[f], "software") &&
            strcmp(argv[f], "sparse") && strcmp(argv[f], "khr")) {
            fprintf(stderr, "usage: bench_vulkan [decode|flash|tiled|sparse|quant|matmul|coop|gemv|shapes|attn|khr|pipeline|software ...]\n");
            return 2;
        }
    CHECK(ktorch_context_create(NULL, &ctx));
    memset(&vd, 0, sizeof vd);
    vd.gpus_only = getenv("KTORCH_BENCH_VK_ANY") == NULL;
    vd.pipeline_stats = getenv("KTORCH_BENCH_VK_STATS") != NULL;
    vd.quant_software = argc > 1 && want("software");
    vd.coopmat_ext = getenv("KTORCH_BENCH_WG") ? 5 : 0; /* the workgroup-scope attention's device features (khr columns 5, 6) */
    if (ktorch_vulkan_register(ctx, &vd) != KTORCH_OK || ktorch_device_count(ctx, KTORCH_BACKEND_VULKAN) < 1) {
        printf("no Vulkan GPU: %s\n", ktorch_last_error());
        return 0;
    }
    memset(&cd, 0, sizeof cd);
    has_cuda = !getenv("KTORCH_BENCH_NO_CUDA") && ktorch_cuda_register(ctx, &cd) == KTORCH_OK && ktorch_device_count(ctx, KTORCH_BACKEND_CUDA) > 0;
    vk.backend = KTORCH_BACKEND_VULKAN, vk.index = 0;
    cu.backend = KTORCH_BACKEND_CUDA, cu.index = 0;
    CHECK(ktorch_device_info_get(ctx, vk, &info));
    printf("vulkan device: %s (%s)%s\n", info.name, info.arch, has_cuda ? "; cuda beside it" : "; no cuda");

    copy_vk = copy_rate(vk, 0);
    if (has_cuda) copy_cu = copy_rate(cu, 0);
    printf("%-44s %10s %10s\n", "", "vulkan", has_cuda ? "cuda" : "");
    printf("%-44s %7.2f TB/s %7.2f TB/s\n", "copy 1 GiB (read + write)", copy_vk / 1e12, copy_cu / 1e12);

    if (want("decode")) {
        /* CUDA on the same shapes, then every Vulkan kernel shape, a row each as it is measured (the default is shape 0);
           int8 / fp8 pages move half the bytes plus their scales */
        static const ktorch_dtype kvs[5] = {KTORCH_BF16, KTORCH_BF16, KTORCH_BF16, KTORCH_I8, KTORCH_FP8_E4M3};
        static const int64_t pss[5] = {0, 16, 64, 16, 16};
        double q8 = kv_bytes / 2 + 2.0 * 64 * 8 * 8192 * 4;
        job jobs[5];
        ktorch_tensor ks[5], vs[5];
        int k, c;
        if (has_cuda) {
            double cd, cp;
            decode_job(cu, &jobs[0]);
            cd = time_decode(&jobs[0], 0);
            free_job(&jobs[0]);
            paged_job(cu, KTORCH_BF16, 16, &jobs[1], &ks[1], &vs[1]);
            cp = time_decode(&jobs[1], 0);
            free_job(&jobs[1]);
            printf("%-44s %6.3f ms %5.1f %% | paged 16: %6.3f ms %5.1f %%\n", "cuda decode b64 hq32 hk8 ctx8192 d128 bf16", cd,
                   100 * kv_bytes / (cd * 1e-3) / copy_cu, cp, 100 * kv_bytes / (cp * 1e-3) / copy_cu);
        }
        for (c = 0; c < 5; c++) {
            if (c == 0) decode_job(vk, &jobs[0]);
            else paged_job(vk, kvs[c], pss[c], &jobs[c], &ks[c], &vs[c]);
        }
        printf("  vulkan shapes, ms and %% of copy: contiguous bf16 | paged 16 bf16 | paged 64 bf16 | paged 16 int8 | paged 16 fp8 e4m3 (codes + scales)\n");
        for (k = 0; k < KTORCH__VK_DECODE_SHAPES; k++) {
            const struct ktorch__vk_decode_shape *sh = &ktorch__vk_decode_shapes[k];
            const char *only = getenv("KTORCH_BENCH_DECODE_SHAPES"); /* set: the listed shapes alone ("0,2") */
            double ms[5];
            char name[96], tag[16], list[256];
            snprintf(tag, sizeof tag, ",%d,", k);
            snprintf(list, sizeof list, ",%s,", only ? only : "");
            if (only && *only && !strstr(list, tag)) continue;
            for (c = 0; c < 5; c++) ms[c] = time_decode(&jobs[c], k);
            snprintf(name, sizeof name, "  shape %d: %s g %u", k, sh->fast ? "vk_decode" : "portable", sh->groups);
            printf("%-56s %5.3f %5.1f | %5.3f %5.1f | %5.1f | %5.1f | %5.1f  %s %s\n", name, ms[0], 100 * kv_bytes / (ms[0] * 1e-3) / copy_vk, ms[1],
                   100 * kv_bytes / (ms[1] * 1e-3) / copy_vk, 100 * kv_bytes / (ms[2] * 1e-3) / copy_vk, 100 * q8 / (ms[3] * 1e-3) / copy_vk,
                   100 * q8 / (ms[4] * 1e-3) / copy_vk, decode_path[0][k], decode_path[1][k]);
        }
        ((ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state)->decode_kernel = 0;
        for (c = 0; c < 5; c++) {
            free_job(&jobs[c]);
            if (c >= 3) ktorch_tensor_free(ctx, &ks[c]), ktorch_tensor_free(ctx, &vs[c]);
        }
    }

    if (want("flash")) {
        static const ktorch_dtype dts[2] = {KTORCH_F16, KTORCH_BF16};
        int d, causal;
        for (d = 0; d < 2; d++)
            for (causal = 0; causal < 2; causal++) {
                char name[64];
                const char *path = "";
                double tv = flash_tflops(vk, dts[d], causal), tc = has_cuda ? flash_tflops(cu, dts[d], causal) : 0;
                CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
                snprintf(name, sizeof name, "flash b4 h16 n4096 d128 %s%s", ktorch_dtype_name(dts[d]), causal ? " causal" : "");
                printf("%-44s %6.1f TF/s %6.1f TF/s  %s\n", name, tv, tc, path);
            }
        for (causal = 0; causal < 2; causal++) { /* the scalar register tiles at the other head dim */
            char name[64];
            const char *path = "";
            double tv = flash_tflops_d(vk, KTORCH_BF16, causal, 64), tc = has_cuda ? flash_tflops_d(cu, KTORCH_BF16, causal, 64) : 0;
            CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
            snprintf(name, sizeof name, "flash b4 h16 n4096 d64 bf16%s", causal ? " causal" : "");
            printf("%-44s %6.1f TF/s %6.1f TF/s  %s\n", name, tv, tc, path);
        }
    }

    if (want("sparse")) {
        /* b=1 h=16 n=8192 d=128, dense against a random 128x128 block mask
           (ktorch_block_mask_build, 10.7% asked: 7 of each row's 64 blocks, 10.9%; seed 7) on the same q, k, v */
        static const ktorch_dtype dts[2] = {KTORCH_F16, KTORCH_BF16};
        int d;
        printf("block-sparse b1 h16 n8192 d128, random 128x128 blocks: ms (TFLOP/s of the visited blocks), vs dense\n");
        for (d = 0; d < 2; d++) {
            ktorch_device devs[2];
            int nd = has_cuda ? 2 : 1, e;
            devs[0] = vk, devs[1] = cu;
            for (e = 0; e < nd; e++) {
                job j;
                ktorch_tensor hm, dm;
                ktorch_block_mask_desc bd;
                const char *path = "", *dpath = "";
                double dense_ms, ms, de = 0, f = 4.0 * 16 * 8192.0 * 8192.0 * 128;
                memset(&j, 0, sizeof j);
                j.dev = devs[e];
                j.kind = 1;
                make(&j.a, dts[d], j.dev, 4, 1, 16, 8192, 128);
                make(&j.b, dts[d], j.dev, 4, 1, 16, 8192, 128);
                make(&j.c, dts[d], j.dev, 4, 1, 16, 8192, 128);
                make(&j.d, dts[d], j.dev, 4, 1, 16, 8192, 128);
                fill(&j.a), fill(&j.b), fill(&j.c);
                dense_ms = time_ms(&j, 1, 3);
                if (e == 0) CHECK(ktorch_vulkan_attention_path(ctx, 0, &dpath));
                memset(&bd, 0, sizeof bd);
                bd.pattern = KTORCH_BLOCKS_RANDOM;
                bd.density = 0.107;
                bd.seed = 7;
                make(&hm, KTORCH_U8, ktorch_cpu(), 4, 1, 16, 64, 64);
                CHECK(ktorch_block_mask_build(ctx, &bd, &hm));
                CHECK(ktorch_block_mask_density(&hm, &de));
                make(&dm, KTORCH_U8, j.dev, 4, 1, 16, 64, 64);
                CHECK(ktorch_tensor_copy(ctx, &dm, &hm, NULL));
                j.kind = 7;
                j.sp.block_mask = &dm;
                j.sp.block_q = j.sp.block_k = 128;
                ms = time_ms(&j, 2, 10);
                if (e == 0) CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
                printf("  %-6s %-4s dense %8.3f ms (%6.1f)  %5.1f%% %8.3f ms (%6.1f)  %5.2fx  %s / %s\n", e ? "cuda" : "vulkan", ktorch_dtype_name(dts[d]),
                       dense_ms, f / (dense_ms * 1e-3) / 1e12, 100 * de, ms, de * f / (ms * 1e-3) / 1e12, dense_ms / ms, dpath, path);
                if (e == 0 && dts[d] == KTORCH_F16 && getenv("KTORCH_BENCH_SPARSE_SHAPES") && (strcmp(path, "coopmat_nv") == 0 || strcmp(path, "coopmat_khr") == 0)) {
                    /* the sparse row on every cooperative-matrix attention tile shape listed ("" for all) */
                    ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
                    const char *only = getenv("KTORCH_BENCH_SPARSE_SHAPES");
                    int k;
                    for (k = 0; k < KTORCH__VK_COOP_SHAPES; k++) {
                        const struct ktorch__vk_coop_shape *h = &ktorch__vk_coop_shapes[k];
                        double mk;
                        if ((*only && !listed(only, k)) || !ktorch__vk_coop_shape_fits(&vs->dev[0].limits, k, 128, vs->dev[0].coop_khr)) continue;
                        vs->attention_kernel = k;
                        mk = time_ms(&j, 2, 10);
                        printf("    shape %d: %u subgroups, %3u keys, %u stages %8.3f ms (%6.1f)  %5.2fx\n", k, h->nsg, h->bc, h->stages, mk,
                               de * f / (mk * 1e-3) / 1e12, dense_ms / mk);
                    }
                    vs->attention_kernel = 0;
                }
                if (e == 0 && getenv("KTORCH_BENCH_SPARSE_TILED") && strcmp(path, "flash_tiled") == 0) {
                    /* dense and sparse on every register-tiled shape listed ("" for all) */
                    ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
                    const char *only = getenv("KTORCH_BENCH_SPARSE_TILED");
                    int k;
                    for (k = 0; k < KTORCH__VK_TILED_SHAPES; k++) {
                        double dk, mk;
                        if (*only && !listed(only, k)) continue;
                        vs->flash_kernel = k;
                        j.kind = 1;
                        dk = time_ms(&j, 1, 3);
                        j.kind = 7;
                        mk = time_ms(&j, 2, 10);
                        printf("    tiled shape %d: dense %8.3f ms (%6.1f) sparse %8.3f ms (%6.1f)  %5.2fx\n", k, dk, f / (dk * 1e-3) / 1e12, mk,
                               de * f / (mk * 1e-3) / 1e12, dk / mk);
                    }
                    vs->flash_kernel = 0;
                }
                ktorch_tensor_free(ctx, &hm);
                ktorch_tensor_free(ctx, &dm);
                free_job(&j);
            }
        }
    }

    if (want("quant")) {
        const char *path = "";
        CHECK(ktorch_vulkan_quant_path(ctx, 0, &path));
        printf("quantize / dequantize bf16 [8192,8192]: GB/s (read + write), %% of copy; vulkan (%s path) | cuda\n", path);
    }
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT && want("quant"); f++) {
        double qv, dv, qc = 0, dc = 0;
        quant_rates(vk, (ktorch_quant_format)f, &qv, &dv);
        if (has_cuda) quant_rates(cu, (ktorch_quant_format)f, &qc, &dc);
        printf("  %-11s q %5.0f %5.1f %%  dq %5.0f %5.1f %%  | q %5.1f %%  dq %5.1f %%\n", ktorch_quant_format_name((ktorch_quant_format)f), qv / 1e9,
               100 * qv / copy_vk, dv / 1e9, 100 * dv / copy_vk, has_cuda ? 100 * qc / copy_cu : 0.0, has_cuda ? 100 * dc / copy_cu : 0.0);
    }

    {
        /* -2: x and w f16 (the cooperative-matrix path where offered), -1: bf16; the last column names the Vulkan kernel */
        static const int wf[6] = {-2, -1, KTORCH_QUANT_Q4_0, KTORCH_QUANT_Q8_0, KTORCH_QUANT_MXFP4, KTORCH_QUANT_INT8};
        int i;
        for (i = 0; i < (want("matmul") ? 6 : want("coop") ? 1 : 0); i++) {
            const ktorch_dtype dt = wf[i] == -2 ? KTORCH_F16 : KTORCH_BF16;
            const char *wn = wf[i] < 0 ? ktorch_dtype_name(dt) : ktorch_quant_format_name((ktorch_quant_format)wf[i]);
            const char *pg = "", *pt = "", *unused = "";
            char name[64], cv[24], cc[24];
            double gv = matmul_rate(vk, wf[i], dt, 1, &pg), gc = has_cuda ? matmul_rate(cu, wf[i], dt, 1, &unused) : -1;
            double tv = matmul_rate(vk, wf[i], dt, 4096, &pt), tc = has_cuda ? matmul_rate(cu, wf[i], dt, 4096, &unused) : -1;
            snprintf(name, sizeof name, "gemv M1 N=K=8192 w %s, %% of copy", wn);
            snprintf(cv, sizeof cv, gv < 0 ? "-" : "%7.1f %%", 100 * gv / copy_vk);
            snprintf(cc, sizeof cc, gc < 0 ? "-" : "%7.1f %%", has_cuda ? 100 * gc / copy_cu : 0.0);
            printf("%-44s %9s  %9s  %s\n", name, cv, cc, pg);
            snprintf(name, sizeof name, "matmul M4096 N=K=8192 w %s", wn);
            snprintf(cv, sizeof cv, tv < 0 ? "-" : "%6.1f TF/s", tv);
            snprintf(cc, sizeof cc, tc < 0 ? "-" : "%6.1f TF/s", tc);
            printf("%-44s %9s  %9s  %s\n", name, cv, cc, pt);
        }
    }

    if (want("gemv")) {
        const double copy_gpu = copy_rate(vk, 1), copy_cu_gpu = has_cuda ? copy_rate(cu, 1) : 0;
        /* M = 1 at N = 8192 and 28672 on every few-row kernel shape (ktorch_vulkan_desc.gemv_kernel, switched between
           rows; "q" marks the block kernel, "i" its int8-term form), beside CUDA */
        static const int wf[5] = {-1, KTORCH_QUANT_Q4_0, KTORCH_QUANT_Q8_0, KTORCH_QUANT_MXFP4, KTORCH_QUANT_INT8};
        static const int64_t Ns[2] = {8192, 28672};
        ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
        const char *only = getenv("KTORCH_BENCH_GEMV_N"); /* set: that N alone (8192 or 28672) */
        int i, k, n;
        printf("%-44s %7.2f TB/s %7.2f TB/s\n", "copy 1 GiB (read + write), GPU-timed", copy_gpu / 1e12, copy_cu_gpu / 1e12);
        for (n = 0; n < 2; n++)
            for (i = 0; i < 5 && (!only || atoll(only) == Ns[n]); i++) {
                if (getenv("KTORCH_BENCH_GEMV_W") && !listed(getenv("KTORCH_BENCH_GEMV_W"), i)) continue; /* the weights asked for */
                const char *wn = wf[i] < 0 ? "bf16" : ktorch_quant_format_name((ktorch_quant_format)wf[i]), *unused = "";
                double gc = has_cuda ? matmul_rate_n(cu, wf[i], KTORCH_BF16, 1, Ns[n], &unused) : -1, gv[KTORCH__VK_GEMV_SHAPES];
                double gg[KTORCH__VK_GEMV_SHAPES], hh[KTORCH__VK_GEMV_SHAPES];
                const char *pg[KTORCH__VK_GEMV_SHAPES];
                char line[600];
                int at = snprintf(line, sizeof line, "gemv M1 N=%d K=8192 %s %%:", (int)Ns[n], wn);
                gemv_rates(vk, wf[i], Ns[n], gv, pg, gg, hh);
                for (k = 0; k < KTORCH__VK_GEMV_SHAPES; k++)
                    at += snprintf(line + at, sizeof line - (size_t)at, gv[k] < 0 ? " s%d -" : " s%d %.1f%s", k, 100 * gv[k] / copy_vk,
                                   strcmp(pg[k], "gemv_q") == 0 ? "q" : strcmp(pg[k], "gemv_qi") == 0 ? "i" : "");
                printf("%s", line);
                printf(gc < 0 ? "; cuda -\n" : "; cuda %.1f\n", has_cuda ? 100 * gc / copy_cu : 0.0);
                at = snprintf(line, sizeof line, "  gpu-timed %%:");
                for (k = 0; k < KTORCH__VK_GEMV_SHAPES; k++)
                    at += snprintf(line + at, sizeof line - (size_t)at, gg[k] < 0 ? " s%d -" : " s%d %.1f", k, 100 * gg[k] / copy_gpu);
                if (has_cuda) {
                    const double cg = cuda_gemv_gpu_rate(cu, wf[i], Ns[n]);
                    at += snprintf(line + at, sizeof line - (size_t)at, cg < 0 ? "; cuda -" : "; cuda %.1f", 100 * cg / copy_cu_gpu);
                }
                at += snprintf(line + at, sizeof line - (size_t)at, "; record us/call:");
                for (k = 0; k < KTORCH__VK_GEMV_SHAPES; k++) at += snprintf(line + at, sizeof line - (size_t)at, " %.1f", gv[k] < 0 ? 0.0 : 1e3 * hh[k]);
                printf("%s\n", line);
            }
        vs->gemv_kernel = 0;
    }

    if (want("shapes")) {
        const char *shape = "", *path = "", *unused = "";
        int s;
        double tc = has_cuda ? matmul_rate(cu, -2, KTORCH_F16, 8192, &unused) : -1;
        printf("%-44s %9s  %6.1f TF/s\n", "matmul M=N=K=8192 f16", "", tc);
        for (s = 0; s < KTORCH_VULKAN_MATMUL_SHAPES; s++) {
            char name[64];
            double tv;
            if (ktorch_vulkan_matmul_shape(ctx, 0, s, &shape) != KTORCH_OK) {
                printf("  shape %-36s %9s  (%s)\n", shape, "-", ktorch_last_error());
                continue;
            }
            tv = matmul_rate(vk, -2, KTORCH_F16, 8192, &path);
            snprintf(name, sizeof name, "  shape %d %s", s, shape);
            printf("%-44s %6.1f TF/s %9s  %s\n", name, tv, "", path);
        }
    }

    if (want("attn")) {
        /* f16 b4 h16 n4096 on every cooperative-matrix attention tile shape
           (ktorch_vulkan_desc.attention_kernel, switched between rows), beside CUDA */
        ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
        static const int64_t ds[2] = {128, 64}; /* the goal shape first */
        int d, causal, k;
        const char *only = getenv("KTORCH_BENCH_ATTN_SHAPES"), *dv = getenv("KTORCH_BENCH_ATTN_D"), *cv = getenv("KTORCH_BENCH_ATTN_CAUSAL");
        for (d = 0; d < 2; d++)
            for (causal = 0; causal < 2; causal++) {
                if ((dv && atoi(dv) != (int)ds[d]) || (cv && atoi(cv) != causal)) continue;
                double tc = has_cuda ? flash_tflops_d(cu, KTORCH_F16, causal, ds[d]) : 0;
                printf("flash b4 h16 n4096 d%d f16%-7s %30s %6.1f TF/s\n", (int)ds[d], causal ? " causal" : "", "", tc);
                for (k = 0; k < KTORCH__VK_COOP_SHAPES; k++) {
                    const struct ktorch__vk_coop_shape *h = &ktorch__vk_coop_shapes[k];
                    const char *path = "";
                    char name[64];
                    double tv;
                    if (only && !listed(only, k)) continue;
                    vs->attention_kernel = k;
                    if (!ktorch__vk_coop_shape_fits(&vs->dev[0].limits, k, (uint64_t)ds[d], vs->dev[0].coop_khr)) {
                        snprintf(name, sizeof name, "  shape %d: %u subgroups, %u keys, %u stages", k, h->nsg, h->bc, h->stages);
                        printf("%-44s %9s  (does not fit)\n", name, "-");
                        continue;
                    }
                    tv = flash_tflops_d(vk, KTORCH_F16, causal, ds[d]);
                    CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
                    snprintf(name, sizeof name, "  shape %d: %u subgroups, %u keys, %u stages", k, h->nsg, h->bc, h->stages);
                    printf("%-44s %6.1f TF/s %5.1f %%  %s\n", name, tv, tc > 0 ? 100 * tv / tc : 0.0, path);
                }
                vs->attention_kernel = 0;
            }
    }

    if (want("khr")) {
        /* b4 h16 n4096 on each matrix-unit path and the scalar kernels (coopmat_ext, switched between rows) */
        ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
        static const ktorch_dtype dts[2] = {KTORCH_F16, KTORCH_BF16};
        static const int64_t ds[2] = {128, 64};
        int t, d, causal, m, wg_forms[2] = {0, 1};
        if (getenv("KTORCH_BENCH_WG_FORMS")) sscanf(getenv("KTORCH_BENCH_WG_FORMS"), "%d,%d", &wg_forms[0], &wg_forms[1]);
        printf("%-28s %-18s %-22s %-18s %-18s %-22s %-22s %-22s %s\n", "flash b4 h16 n4096 TF/s", "nv", "default", "scalar", "khr P in smem", "khr P converted",
               "coopmat_wg (ext 5)", "wg form (col 6)", "cuda");
        for (t = 0; t < 2; t++)
            for (d = 0; d < 2; d++)
                for (causal = 0; causal < 2; causal++) {
                    char name[64], col[7][32];
                    const char *od = getenv("KTORCH_BENCH_ATTN_D"), *oc = getenv("KTORCH_BENCH_ATTN_CAUSAL");
                    double tc;
                    if ((od && *od && atoi(od) != ds[d]) || (oc && *oc && atoi(oc) != causal)) continue;
                    tc = has_cuda ? flash_tflops_d(cu, dts[t], causal, ds[d]) : 0;
                    for (m = 0; m < 7; m++) { /* nv: coopmat_ext 1 (f16); the default; scalar: 2; KHR with P through shared memory: 3,
                                                 converted: 4; the workgroup-scope kernel: 5; its other form
                                                 (attention_kernel 1): 6 (KTORCH_BENCH_WG_FORMS: those two forms) */
                        const char *path = "";
                        double tv;
                        if ((dts[t] == KTORCH_BF16 && m == 0) || (getenv("KTORCH_BENCH_KHR_COLS") && !listed(getenv("KTORCH_BENCH_KHR_COLS"), m))) {
                            snprintf(col[m], sizeof col[m], "-");
                            continue;
                        }
                        vs->coopmat_ext = m == 0 ? 1 : m == 1 ? 0 : m == 6 ? 5 : m;
                        vs->attention_kernel = m == 5 ? wg_forms[0] : m == 6 ? wg_forms[1] : 0;
                        tv = flash_tflops_d(vk, dts[t], causal, ds[d]);
                        vs->attention_kernel = 0;
                        CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
                        snprintf(col[m], sizeof col[m], "%6.1f %s", tv, path);
                    }
                    vs->coopmat_ext = 0;
                    snprintf(name, sizeof name, "  d%d %s%s", (int)ds[d], ktorch_dtype_name(dts[t]), causal ? " causal" : "");
                    printf("%-28s %-18s %-22s %-18s %-18s %-22s %-22s %-22s %6.1f\n", name, col[0], col[1], col[2], col[3], col[4], col[5], col[6], tc);
                }
    }

    if (want("tiled")) {
        /* bf16 (and f32) b4 h16 n4096 on the register-tiled scalar kernel and
           on the general one (ktorch_vulkan_desc.flash_kernel, switched between
           rows) */
        ktorch__vk_state *vs = (ktorch__vk_state *)ctx->backends[KTORCH_BACKEND_VULKAN].state;
        static const int64_t ds[2] = {128, 64};
        const char *only = getenv("KTORCH_BENCH_TILED_SHAPES"), *od = getenv("KTORCH_BENCH_ATTN_D"), *oc = getenv("KTORCH_BENCH_ATTN_CAUSAL");
        int d, causal, k, f;
        for (f = 0; f < 2; f++)
            for (d = 0; d < 2; d++)
                for (causal = 0; causal < 2; causal++)
                    for (k = 0; k <= KTORCH__VK_TILED_SHAPES; k++) {
                        const ktorch_dtype dt = f ? KTORCH_F32 : KTORCH_BF16;
                        const char *path = "";
                        char name[64];
                        double tv;
                        if ((f && d) || (only && *only && !listed(only, k)) || (od && *od && atoi(od) != (int)ds[d])) continue;
                        if ((oc && *oc && atoi(oc) != causal) || (f && getenv("KTORCH_BENCH_TILED_BF16"))) continue;
                        vs->flash_kernel = k;
                        vs->coopmat_ext = 2; /* the scalar kernels, also where bf16 has matrix units */
                        tv = flash_tflops_d(vk, dt, causal, ds[d]);
                        CHECK(ktorch_vulkan_attention_path(ctx, 0, &path));
                        snprintf(name, sizeof name, "flash d%d %s%s, flash_kernel %d", (int)ds[d], ktorch_dtype_name(dt), causal ? " causal" : "", k);
                        printf("%-44s %6.1f TF/s  %s\n", name, tv, path);
                    }
        vs->flash_kernel = 0;
        vs->coopmat_ext = 0;
    }

    if (want("pipeline")) {
        double cold = 0, warm = 0;
        pipeline_ms(&cold, &warm);
        printf("%-44s %7.1f ms\n", "first attention call, cold pipeline cache", cold);
        printf("%-44s %7.1f ms\n", "first attention call, imported cache", warm);
    }
    if (vd.pipeline_stats) { /* the driver's statistics of every pipeline this run made */
        char text[2048];
        const char *mod = "";
        int i;
        ktorch_status st;
        for (i = 0; (st = ktorch_vulkan_pipeline_stats(ctx, 0, i, &mod, text, sizeof text)) != KTORCH_INVALID_ARGUMENT; i++) {
            if (st != KTORCH_OK) {
                printf("pipeline statistics: %s\n", ktorch_last_error());
                break;
            }
            printf("pipeline %d %s: %s", i, mod, text);
        }
    }
    ktorch_context_destroy(ctx);
    return 0;
}
