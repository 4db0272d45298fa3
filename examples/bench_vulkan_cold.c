/* The first ktorch_attention call of a fresh Vulkan context taken apart
   (issue 26: cold pipeline start): one context, q, k, v 1x8x128x128 causal
   as `bench_vulkan pipeline`, the first call and its synchronisation timed,
   with the Vulkan entry points it reaches timed through the device's
   function table (pipeline creation with each pipeline's module and
   specialisation constants, shader modules, allocations, submits, waits).
   bf16 takes the register-tiled `flash_tiled` pipeline, f16 the
   cooperative-matrix one where the device has it.
   usage: bench_vulkan_cold bf16|f16 [kernel]
     kernel: then b1 h16 n2048 d128 causal on the same pipeline (ms,
     TFLOP/s, median of 5 batches) and a checksum of its output.
   Run each measurement as a fresh process. The NVIDIA driver keeps its own
   disk cache of compiled shaders: a cold compile needs
   __GL_SHADER_DISK_CACHE=0 (or an empty __GL_SHADER_DISK_CACHE_PATH); the
   program says when the variable is not 0.
   Environment: KTORCH_BENCH_COLD_PRE=copy creates that module's pipeline
   first (the driver's one-time costs apart); KTORCH_BENCH_COLD_AGAIN=1
   then compiles the call's module again with another out dtype (a compile
   without one-time costs); KTORCH_BENCH_COLD_NOOPT=1 creates pipelines with
   VK_PIPELINE_CREATE_DISABLE_OPTIMIZATION_BIT; KTORCH_BENCH_VK_STATS=1
   prints the driver's statistics of the pipeline; KTORCH_BENCH_COLD_N=256
   sets the kernel's sequence length; KTORCH_BENCH_VK_CPU=1 admits CPU
   devices (lavapipe); KTORCH_BENCH_FLASH_KERNEL=1 sets
   ktorch_vulkan_desc.flash_kernel (2: bf16 on the general scalar kernel). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_common.h"


static ktorch__vk_device *g_d;
static PFN_vkCreateComputePipelines o_ccp;
static PFN_vkCreateShaderModule o_csm;
static PFN_vkAllocateMemory o_am;
static PFN_vkQueueSubmit o_qs;
static PFN_vkWaitForFences o_wf;
static double t_ccp, t_csm, t_am, t_qs, t_wf;
static int n_ccp, n_csm, n_am, n_qs, n_wf, noopt;
static char log_[2048];
static size_t logn;

static VKAPI_ATTR VkResult VKAPI_CALL w_ccp(VkDevice dev, VkPipelineCache c, uint32_t n, const VkComputePipelineCreateInfo *ci, const VkAllocationCallbacks *a,
                                            VkPipeline *p) {
    VkComputePipelineCreateInfo c2 = *ci;
    double t0, dt;
    VkResult r;
    uint32_t i;
    int m;
    const char *name = "?";
    if (noopt) c2.flags |= VK_PIPELINE_CREATE_DISABLE_OPTIMIZATION_BIT;
    t0 = bench_wall_s();
    r = o_ccp(dev, c, n, &c2, a, p);
    dt = (bench_wall_s() - t0) * 1e3;
    t_ccp += dt, n_ccp++;
    for (m = 0; m < g_d->vk->nmodules; m++)
        if (g_d->modules[m] == ci->stage.module) name = g_d->vk->modules[m].name;
    logn += (size_t)snprintf(log_ + logn, sizeof log_ - logn, " [pipeline %s %.1f ms spec", name, dt);
    if (ci->stage.pSpecializationInfo)
        for (i = 0; i < ci->stage.pSpecializationInfo->mapEntryCount && logn < sizeof log_ - 32; i++)
            logn += (size_t)snprintf(log_ + logn, sizeof log_ - logn, " %u=%u", ci->stage.pSpecializationInfo->pMapEntries[i].constantID,
                                     ((const uint32_t *)ci->stage.pSpecializationInfo->pData)[i]);
    if (logn < sizeof log_ - 4) logn += (size_t)snprintf(log_ + logn, sizeof log_ - logn, "]");
    return r;
}
static VKAPI_ATTR VkResult VKAPI_CALL w_csm(VkDevice dev, const VkShaderModuleCreateInfo *ci, const VkAllocationCallbacks *a, VkShaderModule *m) {
    double t0 = bench_wall_s();
    VkResult r = o_csm(dev, ci, a, m);
    t_csm += (bench_wall_s() - t0) * 1e3, n_csm++;
    return r;
}
static VKAPI_ATTR VkResult VKAPI_CALL w_am(VkDevice dev, const VkMemoryAllocateInfo *ai, const VkAllocationCallbacks *a, VkDeviceMemory *m) {
    double t0 = bench_wall_s();
    VkResult r = o_am(dev, ai, a, m);
    t_am += (bench_wall_s() - t0) * 1e3, n_am++;
    return r;
}
static VKAPI_ATTR VkResult VKAPI_CALL w_qs(VkQueue q, uint32_t n, const VkSubmitInfo *s, VkFence f) {
    double t0 = bench_wall_s();
    VkResult r = o_qs(q, n, s, f);
    t_qs += (bench_wall_s() - t0) * 1e3, n_qs++;
    return r;
}
static VKAPI_ATTR VkResult VKAPI_CALL w_wf(VkDevice dev, uint32_t n, const VkFence *f, VkBool32 all, uint64_t to) {
    double t0 = bench_wall_s();
    VkResult r = o_wf(dev, n, f, all, to);
    t_wf += (bench_wall_s() - t0) * 1e3, n_wf++;
    return r;
}

static void reset(void) {
    t_ccp = t_csm = t_am = t_qs = t_wf = 0;
    n_ccp = n_csm = n_am = n_qs = n_wf = 0;
    logn = 0;
    log_[0] = 0;
}

static void fill(ktorch_context *c, ktorch_tensor *t) {
    int64_t n = ktorch_tensor_numel(t), i;
    ktorch_tensor h;
    CHECK(ktorch_tensor_create(c, t->dtype, t->ndim, t->shape, ktorch_cpu(), &h));
    for (i = 0; i < n; i++) {
        float x = (float)((i * 7919) % 2001 - 1000) / 700.0f;
        ((uint16_t *)ktorch_tensor_ptr(&h))[i] = t->dtype == KTORCH_BF16 ? ktorch_f32_to_bf16(x) : ktorch_f32_to_f16(x);
    }
    CHECK(ktorch_tensor_copy(c, t, &h, NULL));
    CHECK(ktorch_synchronize(c, t->device));
    ktorch_tensor_free(c, &h);
}

int main(int argc, char **argv) {
    ktorch_context *c;
    ktorch_vulkan_desc vd;
    ktorch_device dev;
    ktorch_tensor q, k, v, o;
    ktorch_attention_params p;
    ktorch_dtype dt;
    int64_t s[4] = {1, 8, 128, 128};
    double t0, treg, tfirst;
    const char *path = "";
    ktorch__vk_state *vs;
    if (argc < 2 || (strcmp(argv[1], "bf16") && strcmp(argv[1], "f16"))) {
        fprintf(stderr, "usage: bench_vulkan_cold bf16|f16 [kernel]\n");
        return 2;
    }
    dt = strcmp(argv[1], "bf16") == 0 ? KTORCH_BF16 : KTORCH_F16;
    noopt = getenv("KTORCH_BENCH_COLD_NOOPT") != NULL;
    if (!getenv("__GL_SHADER_DISK_CACHE") || strcmp(getenv("__GL_SHADER_DISK_CACHE"), "0") != 0)
        printf("note: __GL_SHADER_DISK_CACHE is not 0: on NVIDIA a compile may come from the driver's disk cache\n");
    t0 = bench_wall_s();
    CHECK(ktorch_context_create(NULL, &c));
    memset(&vd, 0, sizeof vd);
    vd.gpus_only = getenv("KTORCH_BENCH_VK_CPU") == NULL;
    vd.pipeline_stats = getenv("KTORCH_BENCH_VK_STATS") != NULL;
    if (getenv("KTORCH_BENCH_FLASH_KERNEL")) vd.flash_kernel = atoi(getenv("KTORCH_BENCH_FLASH_KERNEL"));
    if (ktorch_vulkan_register(c, &vd) != KTORCH_OK || ktorch_device_count(c, KTORCH_BACKEND_VULKAN) < 1) {
        printf("no Vulkan GPU: %s\n", ktorch_last_error());
        ktorch_context_destroy(c);
        return 0;
    }
    treg = (bench_wall_s() - t0) * 1e3;
    vs = (ktorch__vk_state *)c->backends[KTORCH_BACKEND_VULKAN].state;
    g_d = &vs->dev[0];
    o_ccp = g_d->fn.vkCreateComputePipelines, g_d->fn.vkCreateComputePipelines = w_ccp;
    o_csm = g_d->fn.vkCreateShaderModule, g_d->fn.vkCreateShaderModule = w_csm;
    o_am = g_d->fn.vkAllocateMemory, g_d->fn.vkAllocateMemory = w_am;
    o_qs = g_d->fn.vkQueueSubmit, g_d->fn.vkQueueSubmit = w_qs;
    o_wf = g_d->fn.vkWaitForFences, g_d->fn.vkWaitForFences = w_wf;
    dev.backend = KTORCH_BACKEND_VULKAN;
    dev.index = 0;
    CHECK(ktorch_tensor_create(c, dt, 4, s, dev, &q));
    CHECK(ktorch_tensor_create(c, dt, 4, s, dev, &k));
    CHECK(ktorch_tensor_create(c, dt, 4, s, dev, &v));
    CHECK(ktorch_tensor_create(c, dt, 4, s, dev, &o));
    CHECK(ktorch_tensor_fill_bytes(c, &q, 0));
    CHECK(ktorch_tensor_fill_bytes(c, &k, 0));
    CHECK(ktorch_tensor_fill_bytes(c, &v, 0));
    CHECK(ktorch_synchronize(c, dev));
    memset(&p, 0, sizeof p);
    p.causal = 1;
    if (getenv("KTORCH_BENCH_COLD_PRE")) { /* one small pipeline first: the driver's one-time compiler start apart */
        VkPipeline pl;
        int m = ktorch__vk_module_index(vs, getenv("KTORCH_BENCH_COLD_PRE")), made = 0;
        if (m < 0) {
            fprintf(stderr, "no module %s\n", getenv("KTORCH_BENCH_COLD_PRE"));
            return 2;
        }
        t0 = bench_wall_s();
        CHECK(ktorch__vk_pipeline(g_d, m, NULL, &pl, &made));
        printf("pre %s: %.1f ms (created %d)\n", getenv("KTORCH_BENCH_COLD_PRE"), (bench_wall_s() - t0) * 1e3, made);
    }
    printf("pipelines before the call: %d\n", g_d->npipes);
    reset();
    t0 = bench_wall_s();
    CHECK(ktorch_attention(c, &q, &k, &v, &o, &p));
    CHECK(ktorch_synchronize(c, dev));
    tfirst = (bench_wall_s() - t0) * 1e3;
    CHECK(ktorch_vulkan_attention_path(c, 0, &path));
    printf("first %s %.1f ms (%s): create_pipelines %d x %.1f, shader_module %d x %.2f, alloc %d x %.2f, submit %d x %.2f, wait %d x %.2f, rest %.2f;"
           " register %.0f ms;%s%s\n",
           argv[1], tfirst, path, n_ccp, t_ccp, n_csm, t_csm, n_am, t_am, n_qs, t_qs, n_wf, t_wf, tfirst - t_ccp - t_csm - t_am - t_qs - t_wf, treg, log_,
           noopt ? " NOOPT" : "");
    /* a second call on the warm pipeline: what the first call costs besides it */
    reset();
    t0 = bench_wall_s();
    CHECK(ktorch_attention(c, &q, &k, &v, &o, &p));
    CHECK(ktorch_synchronize(c, dev));
    printf("  second call %.2f ms (pipelines created %d)\n", (bench_wall_s() - t0) * 1e3, n_ccp);
    if (getenv("KTORCH_BENCH_COLD_AGAIN") && g_d->npipes > 0) { /* the same module, another out dtype: a compile without one-time costs */
        ktorch__vk_spec sp = g_d->pipes[g_d->npipes - 1].spec;
        VkPipeline pl;
        int made = 0;
        uint32_t i;
        for (i = 0; i < sp.count; i++)
            if (sp.id[i] == 9) sp.value[i] = 0;
        t0 = bench_wall_s();
        CHECK(ktorch__vk_pipeline(g_d, g_d->pipes[g_d->npipes - 1].module, &sp, &pl, &made));
        printf("  again (out f32): %.1f ms (created %d)\n", (bench_wall_s() - t0) * 1e3, made);
    }
    if (vd.pipeline_stats) {
        char text[4096];
        const char *mod = "";
        int i;
        for (i = 0; ktorch_vulkan_pipeline_stats(c, 0, i, &mod, text, sizeof text) == KTORCH_OK; i++) printf("  stats %s: %s", mod, text);
    }
    if (argc > 2 && strcmp(argv[2], "kernel") == 0) {
        ktorch_tensor Q, K, V, O;
        const int64_t N = getenv("KTORCH_BENCH_COLD_N") ? atoi(getenv("KTORCH_BENCH_COLD_N")) : 2048;
        int64_t S[4] = {1, 16, 2048, 128};
        double t[5], flop = 4.0 * 16 * (double)N * N * 128 / 2;
        int i, r, reps = dt == KTORCH_BF16 ? 3 : 20;
        S[2] = N;
        CHECK(ktorch_tensor_create(c, dt, 4, S, dev, &Q));
        CHECK(ktorch_tensor_create(c, dt, 4, S, dev, &K));
        CHECK(ktorch_tensor_create(c, dt, 4, S, dev, &V));
        CHECK(ktorch_tensor_create(c, dt, 4, S, dev, &O));
        fill(c, &Q), fill(c, &K), fill(c, &V);
        reset();
        CHECK(ktorch_attention(c, &Q, &K, &V, &O, &p));
        CHECK(ktorch_synchronize(c, dev));
        for (i = 0; i < 5; i++) {
            t0 = bench_wall_s();
            for (r = 0; r < reps; r++) CHECK(ktorch_attention(c, &Q, &K, &V, &O, &p));
            CHECK(ktorch_synchronize(c, dev));
            t[i] = (bench_wall_s() - t0) * 1e3 / reps;
        }
        qsort(t, 5, sizeof t[0], cmpd);
        CHECK(ktorch_vulkan_attention_path(c, 0, &path));
        printf("  kernel %s b1 h16 n%d d128 causal: %.3f ms (min %.3f) %.2f TFLOP/s (%s; pipelines created %d)\n", argv[1], (int)N, t[2], t[0],
               flop / (t[2] * 1e-3) / 1e12, path, n_ccp);
        { /* a checksum of the output, to compare variants */
            ktorch_tensor h;
            int64_t n = ktorch_tensor_numel(&O), e;
            double sum = 0, sa = 0;
            CHECK(ktorch_tensor_create(c, dt, 4, S, ktorch_cpu(), &h));
            CHECK(ktorch_tensor_copy(c, &h, &O, NULL));
            CHECK(ktorch_synchronize(c, dev));
            for (e = 0; e < n; e++) {
                uint16_t b = ((uint16_t *)ktorch_tensor_ptr(&h))[e];
                float x = dt == KTORCH_BF16 ? ktorch_bf16_to_f32(b) : ktorch_f16_to_f32(b);
                sum += x, sa += x < 0 ? -x : x;
            }
            printf("  checksum %.6e %.6e\n", sum, sa);
            ktorch_tensor_free(c, &h);
        }
        ktorch_tensor_free(c, &Q), ktorch_tensor_free(c, &K), ktorch_tensor_free(c, &V), ktorch_tensor_free(c, &O);
    }
    ktorch_tensor_free(c, &q), ktorch_tensor_free(c, &k), ktorch_tensor_free(c, &v), ktorch_tensor_free(c, &o);
    ktorch_context_destroy(c);
    return 0;
}
