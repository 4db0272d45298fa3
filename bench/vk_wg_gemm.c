/* Workgroup-scope cooperative-matrix GEMM probe (VK_NV_cooperative_matrix2; docs/PERF.md, "Vulkan
   attention (cooperative matrices)", tried): C = A B^T at M = N = K = 8192, f16 -> f32, A and B filled
   with 1.0 (C must be 8192 everywhere), TFLOP/s by the wall clock (best of 4 batches of 5 calls), on the
   first NVIDIA device. The kernel is bench/vk_wg_gemm.comp in glslc's NV dialect; shaders/spv_coop_khr.c
   turns its scope tags into workgroup-scope KHR types:
     glslc -O --target-env=vulkan1.2 -fshader-stage=compute -DNINV=256u -DBM=128u -DBN=128u -DBK=64u \
         bench/vk_wg_gemm.comp -o build/wg_nv.spv
     cc -O1 -DSPV_COOP_KHR_MAIN shaders/spv_coop_khr.c -o build/spv_coop_khr && build/spv_coop_khr build/wg_nv.spv build/wg.spv
     cc -O2 bench/vk_wg_gemm.c -o build/vk_wg_gemm -lvulkan && build/vk_wg_gemm build/wg.spv 128 128
   (arguments: the module, BM, BN). Links the Vulkan loader directly: a probe, not part of the library. */
#define _POSIX_C_SOURCE 200809L
#include <vulkan/vulkan.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define CK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { printf("FAIL %s = %d\n", #x, (int)r_); return 1; } } while (0)
typedef struct { VkStructureType sType; void *pNext; VkBool32 coop, robust; } khrf;
typedef struct { VkStructureType sType; void *pNext; VkBool32 wg, flex, red, conv, pe, tens, blk; } cm2f;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static uint32_t memtype(VkPhysicalDeviceMemoryProperties *mp, uint32_t bits, VkMemoryPropertyFlags want) {
    uint32_t i; for (i = 0; i < mp->memoryTypeCount; i++) if ((bits >> i & 1) && (mp->memoryTypes[i].propertyFlags & want) == want) return i; return 0;
}
int main(int argc, char **argv) {
    const uint32_t M = 8192, N = 8192, K = 8192;
    uint32_t BM = argc > 3 ? atoi(argv[2]) : 128, BN = argc > 3 ? atoi(argv[3]) : 128;
    VkApplicationInfo ai = {VK_STRUCTURE_TYPE_APPLICATION_INFO, 0, "wgmm", 0, "wgmm", 0, VK_MAKE_VERSION(1, 3, 0)};
    VkInstanceCreateInfo ici = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, 0, 0, &ai, 0, 0, 0, 0};
    VkInstance inst; VkPhysicalDevice pds[8], pd = 0; uint32_t n = 8, i, qf = 0;
    VkDevice dev; VkQueue q;
    FILE *f; size_t sz; uint32_t *code;
    if (argc < 2) return 2;
    f = fopen(argv[1], "rb"); if (!f) { printf("no %s\n", argv[1]); return 1; }
    fseek(f, 0, SEEK_END); sz = ftell(f); fseek(f, 0, SEEK_SET); code = malloc(sz); if (fread(code, 1, sz, f) != sz) return 1; fclose(f);
    CK(vkCreateInstance(&ici, 0, &inst));
    vkEnumeratePhysicalDevices(inst, &n, pds);
    for (i = 0; i < n; i++) { VkPhysicalDeviceProperties p; vkGetPhysicalDeviceProperties(pds[i], &p); if (p.vendorID == 0x10DE) { pd = pds[i]; break; } }
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
        vkGetPhysicalDeviceFeatures2(pd, &f2); /* everything offered, enabled */
        memset(&dci, 0, sizeof dci);
        dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO; dci.pNext = &f2; dci.queueCreateInfoCount = 1; dci.pQueueCreateInfos = &qci;
        dci.enabledExtensionCount = 2; dci.ppEnabledExtensionNames = ext;
        f2.features.robustBufferAccess = VK_FALSE;
        f12.bufferDeviceAddressCaptureReplay = VK_FALSE; f12.bufferDeviceAddressMultiDevice = VK_FALSE; f13.robustImageAccess = VK_FALSE; kf.robust = VK_FALSE;
        CK(vkCreateDevice(pd, &dci, 0, &dev));
        vkGetDeviceQueue(dev, qf, 0, &q);
    }
    {
        VkPhysicalDeviceMemoryProperties mp; VkBuffer buf[4]; VkDeviceMemory mem[4]; VkDeviceSize bytes[4];
        VkDescriptorSetLayoutBinding lb[3]; VkDescriptorSetLayoutCreateInfo dl; VkDescriptorSetLayout dsl; VkPushConstantRange pr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, 12};
        VkPipelineLayoutCreateInfo plc; VkPipelineLayout pl; VkShaderModuleCreateInfo smc; VkShaderModule sm; VkComputePipelineCreateInfo cpc; VkPipeline pipe;
        VkDescriptorPoolSize ps = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 3}; VkDescriptorPoolCreateInfo dpc; VkDescriptorPool dp; VkDescriptorSetAllocateInfo dsa; VkDescriptorSet ds;
        VkDescriptorBufferInfo bi[3]; VkWriteDescriptorSet wr[3];
        VkCommandPoolCreateInfo cpi = {VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO, 0, VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT, qf}; VkCommandPool cp;
        VkCommandBufferAllocateInfo cba; VkCommandBuffer cb; VkFenceCreateInfo fci = {VK_STRUCTURE_TYPE_FENCE_CREATE_INFO, 0, 0}; VkFence fence;
        uint32_t pcv[3] = {M, N, K}; int rep, call; double best = 1e9; float *h;
        vkGetPhysicalDeviceMemoryProperties(pd, &mp);
        bytes[0] = (VkDeviceSize)M * K * 2; bytes[1] = (VkDeviceSize)N * K * 2; bytes[2] = (VkDeviceSize)M * N * 4; bytes[3] = 4096;
        for (i = 0; i < 4; i++) {
            VkBufferCreateInfo bc; VkMemoryRequirements mr; VkMemoryAllocateInfo ma;
            memset(&bc, 0, sizeof bc); bc.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO; bc.size = bytes[i];
            bc.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT;
            CK(vkCreateBuffer(dev, &bc, 0, &buf[i]));
            vkGetBufferMemoryRequirements(dev, buf[i], &mr);
            memset(&ma, 0, sizeof ma); ma.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO; ma.allocationSize = mr.size;
            ma.memoryTypeIndex = memtype(&mp, mr.memoryTypeBits, i == 3 ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            CK(vkAllocateMemory(dev, &ma, 0, &mem[i])); CK(vkBindBufferMemory(dev, buf[i], mem[i], 0));
        }
        memset(lb, 0, sizeof lb);
        for (i = 0; i < 3; i++) { lb[i].binding = i; lb[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; lb[i].descriptorCount = 1; lb[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT; }
        memset(&dl, 0, sizeof dl); dl.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO; dl.bindingCount = 3; dl.pBindings = lb;
        CK(vkCreateDescriptorSetLayout(dev, &dl, 0, &dsl));
        memset(&plc, 0, sizeof plc); plc.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO; plc.setLayoutCount = 1; plc.pSetLayouts = &dsl; plc.pushConstantRangeCount = 1; plc.pPushConstantRanges = &pr;
        CK(vkCreatePipelineLayout(dev, &plc, 0, &pl));
        memset(&smc, 0, sizeof smc); smc.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO; smc.codeSize = sz; smc.pCode = code;
        CK(vkCreateShaderModule(dev, &smc, 0, &sm));
        memset(&cpc, 0, sizeof cpc); cpc.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO; cpc.layout = pl;
        cpc.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO; cpc.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; cpc.stage.module = sm; cpc.stage.pName = "main";
        { double t0 = now(); CK(vkCreateComputePipelines(dev, 0, 1, &cpc, 0, &pipe)); printf("  pipeline %.0f ms\n", 1e3 * (now() - t0)); }
        memset(&dpc, 0, sizeof dpc); dpc.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO; dpc.maxSets = 1; dpc.poolSizeCount = 1; dpc.pPoolSizes = &ps;
        CK(vkCreateDescriptorPool(dev, &dpc, 0, &dp));
        memset(&dsa, 0, sizeof dsa); dsa.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO; dsa.descriptorPool = dp; dsa.descriptorSetCount = 1; dsa.pSetLayouts = &dsl;
        CK(vkAllocateDescriptorSets(dev, &dsa, &ds));
        memset(wr, 0, sizeof wr);
        for (i = 0; i < 3; i++) {
            bi[i].buffer = buf[i]; bi[i].offset = 0; bi[i].range = VK_WHOLE_SIZE;
            wr[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET; wr[i].dstSet = ds; wr[i].dstBinding = i; wr[i].descriptorCount = 1; wr[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; wr[i].pBufferInfo = &bi[i];
        }
        vkUpdateDescriptorSets(dev, 3, wr, 0, 0);
        CK(vkCreateCommandPool(dev, &cpi, 0, &cp));
        memset(&cba, 0, sizeof cba); cba.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; cba.commandPool = cp; cba.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; cba.commandBufferCount = 1;
        CK(vkAllocateCommandBuffers(dev, &cba, &cb)); CK(vkCreateFence(dev, &fci, 0, &fence));
        for (rep = 0; rep < 5; rep++) {
            VkCommandBufferBeginInfo bb = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO, 0, VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT, 0};
            VkSubmitInfo si; VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, 0, VK_ACCESS_TRANSFER_WRITE_BIT | VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT};
            int ncall = rep == 0 ? 1 : 5; double t0;
            CK(vkBeginCommandBuffer(cb, &bb));
            if (rep == 0) { vkCmdFillBuffer(cb, buf[0], 0, VK_WHOLE_SIZE, 0x3c003c00u); vkCmdFillBuffer(cb, buf[1], 0, VK_WHOLE_SIZE, 0x3c003c00u); vkCmdFillBuffer(cb, buf[2], 0, VK_WHOLE_SIZE, 0x7fc00000u);
                vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mb, 0, 0, 0, 0); }
            vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
            vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl, 0, 1, &ds, 0, 0);
            vkCmdPushConstants(cb, pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, 12, pcv);
            for (call = 0; call < ncall; call++) vkCmdDispatch(cb, N / BN, M / BM, 1);
            if (rep == 0) { VkBufferCopy c = {(VkDeviceSize)(M / 2 + 7) * N * 4 + 4 * 1000, 0, 64};
                vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, 0, 0, 0);
                vkCmdCopyBuffer(cb, buf[2], buf[3], 1, &c); }
            CK(vkEndCommandBuffer(cb));
            memset(&si, 0, sizeof si); si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO; si.commandBufferCount = 1; si.pCommandBuffers = &cb;
            t0 = now();
            CK(vkQueueSubmit(q, 1, &si, fence)); CK(vkWaitForFences(dev, 1, &fence, VK_TRUE, 10000000000ull)); CK(vkResetFences(dev, 1, &fence));
            if (rep > 0 && (now() - t0) / ncall < best) best = (now() - t0) / ncall;
            if (rep == 0) { CK(vkMapMemory(dev, mem[3], 0, 64, 0, (void **)&h)); printf("  C sample %g %g %g (want %u)\n", h[0], h[1], h[15], K); vkUnmapMemory(dev, mem[3]); }
        }
        printf("  %s BM %u BN %u: %.1f TFLOP/s (%.3f ms)\n", argv[1], BM, BN, 2.0 * M * N * K / best / 1e12, best * 1e3);
    }
    return 0;
}
