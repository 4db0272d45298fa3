/* vulkan_engine: ktorch inside an engine that owns its Vulkan device.
   The engine creates its instance, device, queue, one buffer and a command
   buffer; hands them to ktorch (ktorch_vulkan_register with the engine's
   objects); writes Q, K, V into its buffer; wraps regions of that buffer as
   tensors (no copy); records ktorch's attention into its command buffer;
   submits it itself and waits on its own fence; checks the result against
   the CPU. Where the device does not run attention yet, it says so and shows
   the same path with attention_merge (two partial results merged by their
   LSEs), also checked against the CPU.
   Build: cc -O2 -I. examples/vulkan_engine.c -o vulkan_engine -lm -lpthread -ldl
   Exit status: 0 when the results match, 1 otherwise, 2 when no Vulkan
   device is here (the reason on the one line it prints). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { B = 1, H = 2, N = 64, D = 64 };
#define ELEMS ((int64_t)B * H * N * D)
#define ROWS ((int64_t)B * H * N)

/* ---- the engine ------------------------------------------------------------ */
typedef struct engine {
    void *lib;
    PFN_vkGetInstanceProcAddr gipa;
    VkInstance instance;
    VkPhysicalDevice phys;
    VkDevice device;
    uint32_t family;
    VkQueue queue;
    VkCommandPool pool;
    VkCommandBuffer cmd;
    VkFence fence;
    VkBuffer buffer;
    VkDeviceMemory memory;
    unsigned char *map;
} engine;

#define VK(e, name) ((PFN_##name)(e)->gipa((e)->instance, #name))

/* NULL when it worked, else what failed. */
static const char *engine_create(engine *e, VkDeviceSize bytes) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkPhysicalDevice pds[8];
    VkQueueFamilyProperties qf[16];
    uint32_t npd = 8, nq = 16, i;
    float prio = 1.0f;
    VkDeviceQueueCreateInfo qci;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceFeatures2 f;
    VkDeviceCreateInfo dci;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkFenceCreateInfo fci;
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkPhysicalDeviceMemoryProperties mp;
    VkMemoryAllocateFlagsInfo mfi;
    VkMemoryAllocateInfo mai;
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    void *p;
    memset(e, 0, sizeof *e);
    e->lib = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!e->lib || !(p = dlsym(e->lib, "vkGetInstanceProcAddr"))) return "no Vulkan loader (libvulkan.so.1)";
    memcpy(&e->gipa, &p, sizeof p);
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "vulkan_engine";
    app.apiVersion = VK_API_VERSION_1_2;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    if (((PFN_vkCreateInstance)e->gipa(NULL, "vkCreateInstance"))(&ici, NULL, &e->instance) != VK_SUCCESS) return "vkCreateInstance failed";
    if (VK(e, vkEnumeratePhysicalDevices)(e->instance, &npd, pds) < 0 || npd == 0) return "no Vulkan device";
    e->phys = pds[0];
    VK(e, vkGetPhysicalDeviceQueueFamilyProperties)(e->phys, &nq, qf);
    for (i = 0; i < nq && !(qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT); i++) {
    }
    if (i == nq) return "no compute queue";
    e->family = i;
    memset(&qci, 0, sizeof qci);
    qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci.queueFamilyIndex = e->family;
    qci.queueCount = 1;
    qci.pQueuePriorities = &prio;
    /* the features ktorch needs (ktorch_vulkan.h, ENGINES) */
    memset(&f11, 0, sizeof f11);
    memset(&f12, 0, sizeof f12);
    memset(&f, 0, sizeof f);
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f11.storageBuffer16BitAccess = VK_TRUE;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f12.pNext = &f11;
    f12.bufferDeviceAddress = VK_TRUE;
    f12.storageBuffer8BitAccess = VK_TRUE;
    f.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f.pNext = &f12;
    f.features.shaderInt64 = VK_TRUE;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &f;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    if (VK(e, vkCreateDevice)(e->phys, &dci, NULL, &e->device) != VK_SUCCESS) return "vkCreateDevice failed (Vulkan 1.2 features missing?)";
    VK(e, vkGetDeviceQueue)(e->device, e->family, 0, &e->queue);
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.queueFamilyIndex = e->family;
    if (VK(e, vkCreateCommandPool)(e->device, &pci, NULL, &e->pool) != VK_SUCCESS) return "vkCreateCommandPool failed";
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = e->pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    if (VK(e, vkAllocateCommandBuffers)(e->device, &cai, &e->cmd) != VK_SUCCESS) return "vkAllocateCommandBuffers failed";
    memset(&fci, 0, sizeof fci);
    fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    if (VK(e, vkCreateFence)(e->device, &fci, NULL, &e->fence) != VK_SUCCESS) return "vkCreateFence failed";
    /* one buffer for every tensor: storage, with a device address for ktorch;
       host-visible so the engine writes and reads it directly */
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = bytes;
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (VK(e, vkCreateBuffer)(e->device, &bci, NULL, &e->buffer) != VK_SUCCESS) return "vkCreateBuffer failed";
    VK(e, vkGetBufferMemoryRequirements)(e->device, e->buffer, &req);
    VK(e, vkGetPhysicalDeviceMemoryProperties)(e->phys, &mp);
    for (i = 0; i < mp.memoryTypeCount; i++)
        if ((req.memoryTypeBits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & host) == host) break;
    if (i == mp.memoryTypeCount) return "no host-visible memory for the buffer";
    memset(&mfi, 0, sizeof mfi);
    mfi.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    mfi.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    memset(&mai, 0, sizeof mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.pNext = &mfi;
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = i;
    if (VK(e, vkAllocateMemory)(e->device, &mai, NULL, &e->memory) != VK_SUCCESS) return "vkAllocateMemory failed";
    if (VK(e, vkBindBufferMemory)(e->device, e->buffer, e->memory, 0) != VK_SUCCESS) return "vkBindBufferMemory failed";
    if (VK(e, vkMapMemory)(e->device, e->memory, 0, VK_WHOLE_SIZE, 0, &p) != VK_SUCCESS) return "vkMapMemory failed";
    e->map = (unsigned char *)p;
    return NULL;
}

static void engine_destroy(engine *e) {
    if (e->device) {
        VK(e, vkDeviceWaitIdle)(e->device);
        if (e->buffer) VK(e, vkDestroyBuffer)(e->device, e->buffer, NULL);
        if (e->memory) VK(e, vkFreeMemory)(e->device, e->memory, NULL);
        if (e->fence) VK(e, vkDestroyFence)(e->device, e->fence, NULL);
        if (e->pool) VK(e, vkDestroyCommandPool)(e->device, e->pool, NULL);
        VK(e, vkDestroyDevice)(e->device, NULL);
    }
    if (e->instance) VK(e, vkDestroyInstance)(e->instance, NULL);
    if (e->lib) dlclose(e->lib);
}

/* Submit the recorded command buffer, wait on the engine's fence, then make
   both ready for the next frame. */
static int engine_submit(engine *e) {
    VkSubmitInfo si;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &e->cmd;
    return VK(e, vkEndCommandBuffer)(e->cmd) == VK_SUCCESS && VK(e, vkQueueSubmit)(e->queue, 1, &si, e->fence) == VK_SUCCESS &&
           VK(e, vkWaitForFences)(e->device, 1, &e->fence, VK_TRUE, UINT64_MAX) == VK_SUCCESS &&
           VK(e, vkResetFences)(e->device, 1, &e->fence) == VK_SUCCESS && VK(e, vkResetCommandPool)(e->device, e->pool, 0) == VK_SUCCESS;
}

/* ---- the example ------------------------------------------------------------- */
/* Byte offsets of the tensors in the engine's buffer (256-byte aligned). */
#define AT(i) ((VkDeviceSize)(i) * ((ELEMS * 4 + 255) / 256 * 256))

static float rnd(uint32_t *s) {
    *s = *s * 1664525u + 1013904223u;
    return (float)(*s >> 8) / 8388608.0f - 1.0f;
}

/* max |o - r| <= tol * max |r| over n values */
static int close_to(const char *what, const float *o, const float *r, int64_t n, double tol) {
    double err = 0, rmax = 0;
    int64_t i;
    for (i = 0; i < n; i++) {
        double d = fabs((double)o[i] - r[i]);
        if (d > err || d != d) err = d;
        if (fabs(r[i]) > rmax) rmax = fabs(r[i]);
    }
    printf("%s: max |vulkan - cpu| = %.3g (max |cpu| %.3g, tolerance %.0e relative)\n", what, err, rmax, tol);
    return err <= tol * rmax;
}

int main(void) {
    int64_t shape[4] = {B, H, N, D}, lshape[3] = {B, H, N};
    engine e;
    ktorch_context *ctx;
    ktorch_vulkan_desc desc;
    ktorch_tensor t[4], c[4];
    VkCommandBufferBeginInfo bi;
    const char *why;
    uint32_t seed = 7;
    float *f;
    int64_t i;
    int ok = 1, k;
    ktorch_status st;

    if ((why = engine_create(&e, AT(6))) != NULL) {
        printf("no Vulkan device for the engine: %s\n", why);
        engine_destroy(&e);
        return 2;
    }
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) return 1;
    memset(&desc, 0, sizeof desc);
    desc.get_instance_proc_addr = e.gipa;
    desc.instance = e.instance;
    desc.physical_device = e.phys;
    desc.device = e.device;
    desc.queue_family = e.family;
    desc.queue = e.queue;
    if (ktorch_vulkan_register(ctx, &desc) != KTORCH_OK) {
        printf("no Vulkan device for ktorch: %s\n", ktorch_last_error());
        ktorch_context_destroy(ctx);
        engine_destroy(&e);
        return 2;
    }
    /* the engine writes Q, K, V (f32) into its buffer: regions 0, 1, 2 */
    for (k = 0; k < 3; k++)
        for (i = 0, f = (float *)(e.map + AT(k)); i < ELEMS; i++) f[i] = rnd(&seed);
    /* ktorch's tensors over the engine's buffer, and the same data on the CPU */
    for (k = 0; k < 4; k++) {
        if (ktorch_vulkan_wrap_buffer(ctx, 0, e.buffer, AT(k), ELEMS * 4, KTORCH_F32, 4, shape, &t[k]) != KTORCH_OK ||
            ktorch_tensor_wrap(KTORCH_F32, 4, shape, NULL, e.map + AT(k), ktorch_cpu(), &c[k]) != KTORCH_OK) {
            printf("wrap failed: %s\n", ktorch_last_error());
            return 1;
        }
    }
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;

    /* attention, recorded into the engine's command buffer */
    VK(&e, vkBeginCommandBuffer)(e.cmd, &bi);
    ktorch_vulkan_begin_recording(ctx, 0, e.cmd);
    st = ktorch_attention(ctx, &t[0], &t[1], &t[2], &t[3], NULL);
    ktorch_vulkan_end_recording(ctx, 0);
    if (st == KTORCH_OK) {
        ktorch_tensor ref;
        if (!engine_submit(&e)) {
            printf("the engine's submission failed\n");
            return 1;
        }
        ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &ref);
        ktorch_attention(ctx, &c[0], &c[1], &c[2], &ref, NULL);
        ok &= close_to("attention", (const float *)(e.map + AT(3)), (const float *)ktorch_tensor_ptr(&ref), ELEMS, 1e-5);
        ktorch_tensor_free(ctx, &ref);
    } else if (st == KTORCH_UNSUPPORTED) {
        printf("attention does not run on Vulkan yet here (%s); the same path with attention_merge:\n", ktorch_last_error());
        VK(&e, vkEndCommandBuffer)(e.cmd);
        VK(&e, vkResetCommandPool)(e.device, e.pool, 0);
    } else {
        printf("attention failed: %s\n", ktorch_last_error());
        return 1;
    }

    /* attention_merge: partials in regions 0 and 1, their LSEs in region 4,
       the merged result in region 5, recorded into the engine's command buffer */
    {
        ktorch_tensor la, lb, lc[2], out, ref;
        float *l = (float *)(e.map + AT(4));
        for (i = 0; i < 2 * ROWS; i++) l[i] = 3.0f * rnd(&seed);
        if (ktorch_vulkan_wrap_buffer(ctx, 0, e.buffer, AT(4), ROWS * 4, KTORCH_F32, 3, lshape, &la) != KTORCH_OK ||
            ktorch_vulkan_wrap_buffer(ctx, 0, e.buffer, AT(4) + ROWS * 4, ROWS * 4, KTORCH_F32, 3, lshape, &lb) != KTORCH_OK ||
            ktorch_vulkan_wrap_buffer(ctx, 0, e.buffer, AT(5), ELEMS * 4, KTORCH_F32, 4, shape, &out) != KTORCH_OK) {
            printf("wrap failed: %s\n", ktorch_last_error());
            return 1;
        }
        ktorch_tensor_wrap(KTORCH_F32, 3, lshape, NULL, l, ktorch_cpu(), &lc[0]);
        ktorch_tensor_wrap(KTORCH_F32, 3, lshape, NULL, l + ROWS, ktorch_cpu(), &lc[1]);
        ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &ref);
        ktorch_attention_merge(ctx, &c[0], &lc[0], &c[1], &lc[1], &ref, NULL);
        VK(&e, vkBeginCommandBuffer)(e.cmd, &bi);
        ktorch_vulkan_begin_recording(ctx, 0, e.cmd);
        st = ktorch_attention_merge(ctx, &t[0], &la, &t[1], &lb, &out, NULL);
        ktorch_vulkan_end_recording(ctx, 0);
        if (st != KTORCH_OK || !engine_submit(&e)) {
            printf("attention_merge failed: %s\n", ktorch_last_error());
            return 1;
        }
        ok &= close_to("attention_merge", (const float *)(e.map + AT(5)), (const float *)ktorch_tensor_ptr(&ref), ELEMS, 1e-5);
        ktorch_tensor_free(ctx, &ref);
    }
    ktorch_context_destroy(ctx);
    engine_destroy(&e);
    printf("%s\n", ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
}
