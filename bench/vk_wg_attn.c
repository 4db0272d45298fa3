/* Workgroup-scope cooperative-matrix flash forward probe (VK_NV_cooperative_matrix2; bench/vk_wg_attn.comp): each
   module is checked against a plain C reference at b1 h2 n512 (normalised MSE of the f32 output) and timed at
   b4 h16 n4096 non-causal (TFLOP/s = 4 b h n^2 d / time, wall clock of batches of 5 calls, best of 6), on the
   first NVIDIA device. Arguments: module:BR:NINV:dtype[:D] (dtype 0 f16, 1 bf16; D 128 (default) or 64) ... Build the modules with
       glslc -O --target-env=vulkan1.2 -fshader-stage=compute -DNINV=256u -DBR=128u -DBC=64u -DD=128u -DOC=64u \
           bench/vk_wg_attn.comp -o build/wga_nv.spv
       build/spv_coop_khr [--bf16] build/wga_nv.spv build/wga.spv
   Links the Vulkan loader directly: a probe, not part of the library. */
#define _POSIX_C_SOURCE 200809L
#include <vulkan/vulkan.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define CK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { printf("FAIL %s = %d\n", #x, (int)r_); return 1; } } while (0)
#define DMAX 128u
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static uint32_t memtype(VkPhysicalDeviceMemoryProperties *mp, uint32_t bits, VkMemoryPropertyFlags want) {
    uint32_t i; for (i = 0; i < mp->memoryTypeCount; i++) if ((bits >> i & 1) && (mp->memoryTypes[i].propertyFlags & want) == want) return i; return 0;
}
static uint16_t to_f16(float f) { /* round to nearest even, normal range only (|f| in [2^-14, 2]) or 0 */
    uint32_t x; memcpy(&x, &f, 4);
    { uint32_t s = (x >> 16) & 0x8000u, e = (x >> 23) & 0xff, m = x & 0x7fffffu; uint32_t r;
      if (e < 113) return (uint16_t)s;
      r = ((e - 112) << 10) | (m >> 13); if ((m & 0x1fffu) > 0x1000u || ((m & 0x1fffu) == 0x1000u && (r & 1))) r++;
      return (uint16_t)(s | r); }
}
static float from_f16(uint16_t h) { uint32_t s = (h & 0x8000u) << 16, e = (h >> 10) & 31, m = h & 1023, x; float f;
    if (!e) return s ? -0.0f : 0.0f;
    x = s | ((e + 112) << 23) | (m << 13); memcpy(&f, &x, 4); return f; }
static uint16_t to_bf16(float f) { uint32_t x; memcpy(&x, &f, 4); x += 0x7fffu + ((x >> 16) & 1); return (uint16_t)(x >> 16); }
static float from_bf16(uint16_t h) { uint32_t x = (uint32_t)h << 16; float f; memcpy(&f, &x, 4); return f; }
typedef struct { VkStructureType sType; void *pNext; VkBool32 coop, robust; } khrf;
typedef struct { VkStructureType sType; void *pNext; VkBool32 wg, flex, red, conv, pe, tens, blk; } cm2f;
int main(int argc, char **argv) {
    const uint32_t BH = 64, N = 4096, SBH = 2, SN = 512;
    const size_t elems = (size_t)BH * N * DMAX;
    VkApplicationInfo ai = {VK_STRUCTURE_TYPE_APPLICATION_INFO, 0, "wga", 0, "wga", 0, VK_MAKE_VERSION(1, 3, 0)};
    VkInstanceCreateInfo ici = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, 0, 0, &ai, 0, 0, 0, 0};
    VkInstance inst; VkPhysicalDevice pds[8], pd = 0; uint32_t n = 8, i, qf = 0;
    VkDevice dev; VkQueue q;
    uint16_t *hq[2]; float *ref; int a;
    setvbuf(stdout, NULL, _IOLBF, 0);
    CK(vkCreateInstance(&ici, 0, &inst));
    vkEnumeratePhysicalDevices(inst, &n, pds);
    for (i = 0; i < n; i++) { VkPhysicalDeviceProperties p; vkGetPhysicalDeviceProperties(pds[i], &p); if (p.vendorID == 0x10DE) { pd = pds[i]; printf("  device %s\n", p.deviceName); break; } }
    if (!pd) { printf("no NVIDIA device\n"); return 1; }
    {
        VkQueueFamilyProperties qp[16]; uint32_t nq = 16;
        vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qp);
        for (qf = 0; qf < nq; qf++) if (qp[qf].queueFlags & VK_QUEUE_COMPUTE_BIT) break;
    }
    {
        float prio = 1; VkDeviceQueueCreateInfo qci = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO, 0, 0, qf, 1, &prio};
        cm2f c2; khrf kf; VkPhysicalDeviceVulkan13Features f13; VkPhysicalDeviceVulkan12Features f12; VkPhysicalDeviceVulkan11Features f11; VkPhysicalDeviceFeatures2 f2;
        const char *ext[2] = {"VK_KHR_cooperative_matrix", "VK_NV_cooperative_matrix2"};
        VkDeviceCreateInfo dci;
        memset(&c2, 0, sizeof c2); memset(&kf, 0, sizeof kf); memset(&f13, 0, sizeof f13); memset(&f12, 0, sizeof f12); memset(&f11, 0, sizeof f11); memset(&f2, 0, sizeof f2);
        c2.sType = (VkStructureType)1000593000; kf.sType = (VkStructureType)1000506000; kf.pNext = &c2;
        f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES; f13.pNext = &kf;
        f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES; f12.pNext = &f13;
        f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES; f11.pNext = &f12;
        f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2; f2.pNext = &f11;
        vkGetPhysicalDeviceFeatures2(pd, &f2);
        printf("  coopmat2 features: workgroup %u flexible %u reductions %u conversions %u per-element %u tensor %u block %u\n", c2.wg, c2.flex, c2.red, c2.conv, c2.pe, c2.tens, c2.blk);
        memset(&dci, 0, sizeof dci);
        dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO; dci.pNext = &f2; dci.queueCreateInfoCount = 1; dci.pQueueCreateInfos = &qci;
        dci.enabledExtensionCount = 2; dci.ppEnabledExtensionNames = ext;
        f2.features.robustBufferAccess = VK_FALSE;
        f12.bufferDeviceAddressCaptureReplay = VK_FALSE; f12.bufferDeviceAddressMultiDevice = VK_FALSE; f13.robustImageAccess = VK_FALSE; kf.robust = VK_FALSE;
        CK(vkCreateDevice(pd, &dci, 0, &dev));
        vkGetDeviceQueue(dev, qf, 0, &q);
    }
    /* inputs: uniform in [-2, 2], as f16 and bf16; the check's part of q, k and v random, repeated over the rest */
    {
        uint64_t s = 0x9e3779b97f4a7c15ull; size_t e, part = (size_t)SBH * SN * DMAX; int t, k;
        for (t = 0; t < 2; t++) hq[t] = (uint16_t *)malloc(3 * elems * 2);
        for (k = 0; k < 3; k++)
            for (e = 0; e < elems; e++) {
                float f;
                if (e >= part) { hq[0][k * elems + e] = hq[0][k * elems + e % part]; hq[1][k * elems + e] = hq[1][k * elems + e % part]; continue; }
                s ^= s << 13; s ^= s >> 7; s ^= s << 17;
                f = (float)((double)(s >> 11) / 9007199254740992.0 * 4.0 - 2.0);
                if (fabsf(f) < 1.0f / 8192) f = 0;
                hq[0][k * elems + e] = to_f16(f); hq[1][k * elems + e] = to_bf16(f);
            }
    }
    ref = (float *)malloc((size_t)8 * SBH * SN * DMAX * 4);
    { /* the reference on the small shape, each dtype (its rounded inputs), q k v at offsets 0, elems, 2 elems;
         scales 1/sqrt(D) and 1 (scores spread wide: the maxima move often) */
        int t, sc, h, need[2][2] = {{0, 0}, {0, 0}}; uint32_t b, r, j, d, D; double *p = (double *)malloc(SN * 8);
        for (a = 1; a < argc; a++) { /* only the head dims and dtypes asked for */
            char path[512]; unsigned br, ninv, dt = 0, dd = 128;
            if (sscanf(argv[a], "%511[^:]:%u:%u:%u:%u", path, &br, &ninv, &dt, &dd) >= 4 && dt < 2) need[dd == 64][dt] = 1;
        }
        for (h = 0; h < 2; h++)
        for (D = h ? 64u : 128u, sc = 0; sc < 2; sc++)
        for (t = 0; t < 2; t++)
            if (need[h][t])
            for (b = 0; b < SBH; b++)
                for (r = 0; r < SN; r++) {
                    double mx = -1e300, sum = 0;
                    const uint16_t *qr = hq[t] + ((size_t)b * SN + r) * D;
                    for (j = 0; j < SN; j++) {
                        const uint16_t *kr = hq[t] + elems + ((size_t)b * SN + j) * D; double x = 0;
                        for (d = 0; d < D; d++) x += (double)(t ? from_bf16(qr[d]) * from_bf16(kr[d]) : from_f16(qr[d]) * from_f16(kr[d]));
                        p[j] = sc ? x : x / sqrt((double)D); if (p[j] > mx) mx = p[j];
                    }
                    for (j = 0; j < SN; j++) { p[j] = exp(p[j] - mx); sum += p[j]; }
                    for (d = 0; d < D; d++) {
                        double o = 0;
                        for (j = 0; j < SN; j++) { const uint16_t vv = hq[t][2 * elems + ((size_t)b * SN + j) * D + d]; o += p[j] * (t ? from_bf16(vv) : from_f16(vv)); }
                        ref[(((size_t)h * 2 + sc) * 2 + t) * SBH * SN * DMAX + ((size_t)b * SN + r) * D + d] = (float)(o / sum);
                    }
                }
        free(p);
    }
    {
        VkPhysicalDeviceMemoryProperties mp; VkBuffer buf[6]; VkDeviceMemory mem[6]; VkDeviceSize bytes[6];
        VkDescriptorSetLayoutBinding lb[4]; VkDescriptorSetLayoutCreateInfo dl; VkDescriptorSetLayout dsl; VkPushConstantRange pr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 8};
        VkPipelineLayoutCreateInfo plc; VkPipelineLayout pl;
        VkDescriptorPoolSize ps = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 4}; VkDescriptorPoolCreateInfo dpc; VkDescriptorPool dp; VkDescriptorSetAllocateInfo dsa; VkDescriptorSet ds;
        VkDescriptorBufferInfo bi[4]; VkWriteDescriptorSet wr[4];
        VkCommandPoolCreateInfo cpi = {VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, 0, VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT, 0}; VkCommandPool cp;
        VkCommandBufferAllocateInfo cba; VkCommandBuffer cb; VkFenceCreateInfo fci = {VK_STRUCTURE_TYPE_FENCE_CREATE_INFO, 0, 0}; VkFence fence;
        VkSubmitInfo si; VkCommandBufferBeginInfo bb = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, 0, VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT, 0};
        VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, 0, VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT};
        void *map; int t;
        cpi.queueFamilyIndex = qf;
        vkGetPhysicalDeviceMemoryProperties(pd, &mp);
        bytes[0] = bytes[1] = bytes[2] = elems * 2; bytes[3] = elems * 4; bytes[4] = elems * 4; bytes[5] = 0;
        for (i = 0; i < 5; i++) {
            VkBufferCreateInfo bc; VkMemoryRequirements mr; VkMemoryAllocateInfo ma;
            memset(&bc, 0, sizeof bc); bc.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO; bc.size = bytes[i];
            bc.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT;
            CK(vkCreateBuffer(dev, &bc, 0, &buf[i]));
            vkGetBufferMemoryRequirements(dev, buf[i], &mr);
            memset(&ma, 0, sizeof ma); ma.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO; ma.allocationSize = mr.size;
            ma.memoryTypeIndex = memtype(&mp, mr.memoryTypeBits, i == 4 ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            CK(vkAllocateMemory(dev, &ma, 0, &mem[i])); CK(vkBindBufferMemory(dev, buf[i], mem[i], 0));
        }
        CK(vkMapMemory(dev, mem[4], 0, VK_WHOLE_SIZE, 0, &map));
        memset(lb, 0, sizeof lb);
        for (i = 0; i < 4; i++) { lb[i].binding = i; lb[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; lb[i].descriptorCount = 1; lb[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT; }
        memset(&dl, 0, sizeof dl); dl.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO; dl.bindingCount = 4; dl.pBindings = lb;
        CK(vkCreateDescriptorSetLayout(dev, &dl, 0, &dsl));
        memset(&plc, 0, sizeof plc); plc.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO; plc.setLayoutCount = 1; plc.pSetLayouts = &dsl; plc.pushConstantRangeCount = 1; plc.pPushConstantRanges = &pr;
        CK(vkCreatePipelineLayout(dev, &plc, 0, &pl));
        memset(&dpc, 0, sizeof dpc); dpc.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO; dpc.maxSets = 1; dpc.poolSizeCount = 1; dpc.pPoolSizes = &ps;
        CK(vkCreateDescriptorPool(dev, &dpc, 0, &dp));
        memset(&dsa, 0, sizeof dsa); dsa.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO; dsa.descriptorPool = dp; dsa.descriptorSetCount = 1; dsa.pSetLayouts = &dsl;
        CK(vkAllocateDescriptorSets(dev, &dsa, &ds));
        memset(wr, 0, sizeof wr);
        for (i = 0; i < 4; i++) {
            bi[i].buffer = buf[i]; bi[i].offset = 0; bi[i].range = VK_WHOLE_SIZE;
            wr[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET; wr[i].dstSet = ds; wr[i].dstBinding = i; wr[i].descriptorCount = 1; wr[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; wr[i].pBufferInfo = &bi[i];
        }
        vkUpdateDescriptorSets(dev, 4, wr, 0, 0);
        CK(vkCreateCommandPool(dev, &cpi, 0, &cp));
        memset(&cba, 0, sizeof cba); cba.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; cba.commandPool = cp; cba.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; cba.commandBufferCount = 1;
        CK(vkAllocateCommandBuffers(dev, &cba, &cb)); CK(vkCreateFence(dev, &fci, 0, &fence));
        memset(&si, 0, sizeof si); si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO; si.commandBufferCount = 1; si.pCommandBuffers = &cb;
#define SUBMIT() do { CK(vkQueueSubmit(q, 1, &si, fence)); CK(vkWaitForFences(dev, 1, &fence, VK_TRUE, 20000000000ull)); CK(vkResetFences(dev, 1, &fence)); } while (0)
        for (t = -1, a = 1; a < argc; a++) {
            char path[512]; unsigned br = 0, ninv = 0, dt = 0, D = 128; FILE *f; size_t sz; uint32_t *code;
            VkShaderModuleCreateInfo smc; VkShaderModule sm; VkComputePipelineCreateInfo cpc; VkPipeline pipe; VkResult vr;
            struct { uint32_t n; float scale; } pcv; double best = 1e9, err, rr; int rep, call, bad; size_t e;
            if (sscanf(argv[a], "%511[^:]:%u:%u:%u:%u", path, &br, &ninv, &dt, &D) < 4 || (D != 64 && D != 128)) { printf("bad argument %s\n", argv[a]); continue; }
            f = fopen(path, "rb"); if (!f) { printf("no %s\n", path); continue; }
            fseek(f, 0, SEEK_END); sz = ftell(f); fseek(f, 0, SEEK_SET); code = malloc(sz); if (fread(code, 1, sz, f) != sz) return 1; fclose(f);
            if ((int)dt != t) { /* upload this dtype's inputs */
                size_t k;
                for (k = 0; k < 3; k++) {
                    VkBufferCopy c = {0, 0, elems * 2};
                    memcpy(map, hq[dt] + k * elems, elems * 2);
                    CK(vkBeginCommandBuffer(cb, &bb)); vkCmdCopyBuffer(cb, buf[4], buf[k], 1, &c); CK(vkEndCommandBuffer(cb)); SUBMIT();
                }
                t = (int)dt;
            }
            memset(&smc, 0, sizeof smc); smc.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO; smc.codeSize = sz; smc.pCode = code;
            CK(vkCreateShaderModule(dev, &smc, 0, &sm));
            memset(&cpc, 0, sizeof cpc); cpc.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO; cpc.layout = pl;
            cpc.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO; cpc.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; cpc.stage.module = sm; cpc.stage.pName = "main";
            { double t0 = now(); vr = vkCreateComputePipelines(dev, 0, 1, &cpc, 0, &pipe);
              if (vr != VK_SUCCESS) { printf("  %s: pipeline FAILED %d\n", path, (int)vr); continue; }
              printf("  %s: pipeline %.0f ms\n", path, 1e3 * (now() - t0)); }
            /* the small shape: q, k, v as [2, 512, 128] at the buffers' starts (the reference's inputs), two scales */
            for (int sc = 0; sc < 2; sc++) {
                VkBufferCopy c = {0, 0, (VkDeviceSize)SBH * SN * D * 4};
                pcv.n = SN; pcv.scale = sc ? 1.0f : 1.0f / sqrtf((float)D);
                CK(vkBeginCommandBuffer(cb, &bb));
                vkCmdFillBuffer(cb, buf[3], 0, VK_WHOLE_SIZE, 0x7fc00000u);
                vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, 0, 0, 0);
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
                vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, 0);
                vkCmdPushConstants(cb, pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 8, &pcv);
                vkCmdDispatch(cb, SN / br, SBH, 1);
                vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, 0, 0, 0);
                vkCmdCopyBuffer(cb, buf[3], buf[4], 1, &c);
                CK(vkEndCommandBuffer(cb)); SUBMIT();
                err = rr = 0; bad = 0;
                for (e = 0; e < (size_t)SBH * SN * D; e++) {
                    const float g = ((float *)map)[e], r = ref[(((size_t)(D == 64) * 2 + sc) * 2 + t) * SBH * SN * DMAX + e];
                    if (g != g) bad++;
                    err += (double)(g - r) * (g - r); rr += (double)r * r;
                }
                printf("  %s: %s check b1 h2 n512 scale %s: nmse %.3g%s (tolerance %g)\n", path, dt ? "bf16" : "f16", sc ? "1" : "1/sqrt(d)", err / rr,
                       bad ? " NaN" : "", dt ? 1e-4 : 1e-5);
            }
            pcv.n = N; pcv.scale = 1.0f / sqrtf((float)D);
            for (rep = 0; rep < 7; rep++) {
                const int ncall = rep == 0 ? 1 : 5; double t0;
                CK(vkBeginCommandBuffer(cb, &bb));
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
                vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, 0);
                vkCmdPushConstants(cb, pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 8, &pcv);
                for (call = 0; call < ncall; call++) vkCmdDispatch(cb, N / br, BH, 1);
                CK(vkEndCommandBuffer(cb));
                t0 = now(); SUBMIT();
                if (rep > 0 && (now() - t0) / ncall < best) best = (now() - t0) / ncall;
            }
            printf("  %s BR %u NINV %u %s d%u: %.1f TFLOP/s (%.3f ms) b4 h16 n4096\n", path, br, ninv, dt ? "bf16" : "f16", D, 4.0 * BH * (double)N * N * D / best / 1e12,
                   best * 1e3);
            vkDestroyPipeline(dev, pipe, 0); vkDestroyShaderModule(dev, sm, 0); free(code);
        }
    }
    return 0;
}
