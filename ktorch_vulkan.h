/* ktorch_vulkan.h - v0.1.0 - Vulkan backend for ktorch.h: vendor-neutral
   compute shaders (SPIR-V embedded below) on any Vulkan 1.2 device, alone or
   inside an engine's own instance, device, queue, command buffers and
   buffers.

   USAGE
     In exactly one C or C++ file, after ktorch.h's implementation:
         #define KTORCH_IMPLEMENTATION
         #include "ktorch.h"
         #define KTORCH_VULKAN_IMPLEMENTATION
         #include "ktorch_vulkan.h"
     Elsewhere just #include "ktorch_vulkan.h".
     Build: cc app.c -lm -lpthread -ldl   (needs the Khronos headers,
     <vulkan/vulkan.h>, e.g. Debian's libvulkan-dev; no link dependency)

     ktorch_context *ctx; ktorch_context_create(NULL, &ctx);
     if (ktorch_vulkan_register(ctx, NULL) != KTORCH_OK) puts(ktorch_last_error());
     then create tensors on device {KTORCH_BACKEND_VULKAN, 0} and call the ops.

   RUNTIME
     libvulkan.so.1 is loaded with dlopen at registration (or the caller's
     vkGetInstanceProcAddr is used); every other function comes through
     vkGetInstanceProcAddr / vkGetDeviceProcAddr. No loader, no device, a
     device older than Vulkan 1.2 or one without a required feature
     (bufferDeviceAddress, shaderInt64, storageBuffer8BitAccess,
     storageBuffer16BitAccess) makes ktorch_vulkan_register return
     KTORCH_UNSUPPORTED naming what is missing; the CPU keeps working.
     The library reads no environment variable.

   ADDRESSES AND MEMORY
     A tensor's `data` on a Vulkan device is the buffer device address of
     its first byte (VkDeviceAddress cast to void *); shaders reach tensors
     through GL_EXT_buffer_reference. Device memory comes from the context's
     pool: large VkBuffers (storage, transfer src/dst and shader device
     address usage, memory allocated with the device-address flag) that the
     pool sub-allocates. On unified devices (integrated GPUs, CPU devices
     such as lavapipe) the blocks are host-visible and coherent and host
     copies are memcpy; on discrete ones they are device-local and host
     copies go through a host-visible staging ring. docs/BACKENDS.md.

   ENGINES
     desc->instance etc. adopt the caller's VkInstance, VkPhysicalDevice,
     VkDevice (created with the four features above enabled and Vulkan 1.2),
     queue family and VkQueue; ktorch then submits its own command buffers to
     that queue (the caller keeps other threads off it meanwhile) and never
     destroys the caller's objects. ktorch_vulkan_begin_recording hands ktorch
     a command buffer in the recording state: ops, device-to-device copies
     and fills are recorded into it (no submission, no wait) until
     ktorch_vulkan_end_recording; the caller submits it with its own fences
     and semaphores and keeps the tensors it used alive until it completed.
     While recording, what must reach the host is refused with
     KTORCH_INVALID_ARGUMENT: copies between host and device,
     ktorch_synchronize, and so every op that reads device values on the
     host (block tables, checks of device data; they copy to the host and
     get that status). Freeing pool memory back to the device is not
     allowed either (the pool keeps its blocks, so freeing a tensor is
     fine; trimming the pool or destroying the context is not) until the
     caller's submission finished.
     ktorch_vulkan_wrap_buffer makes a tensor of the caller's VkBuffer (which
     needs SHADER_DEVICE_ADDRESS usage and memory allocated with the
     device-address flag) without a copy.

   OPS
     convert: strided copies within a device of up to 4 dims, any dtype of
       1, 2, 4 or 8 bytes to itself and between the float (f32/f16/bf16/
       fp8_e4m3/fp8_e5m2) and integer dtypes, bit-identical to the host
       conversions.
     attention_merge: f32/f16/bf16 partials and output, f32 LSE.
     Other ops return KTORCH_UNSUPPORTED for now (the core's composites still
     run where their primitives do). Ops are recorded into one command
     buffer per device and submitted at ktorch_synchronize, a copy to the
     host, or every 1024 commands; device faults surface there as
     KTORCH_DEVICE_ERROR.

   LICENSE
     MIT License. Copyright (c) 2026 the ktorch authors.
     Permission is hereby granted, free of charge, to any person obtaining a
     copy of this software and associated documentation files (the
     "Software"), to deal in the Software without restriction, including
     without limitation the rights to use, copy, modify, merge, publish,
     distribute, sublicense, and/or sell copies of the Software, and to permit
     persons to whom the Software is furnished to do so, subject to the
     following conditions: The above copyright notice and this permission
     notice shall be included in all copies or substantial portions of the
     Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
     EXPRESS OR IMPLIED.
*/
#ifndef KTORCH_VULKAN_H
#define KTORCH_VULKAN_H

#include "ktorch.h"
#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#if KTORCH_VERSION_MAJOR != 0 || KTORCH_VERSION_MINOR != 1
#error "ktorch_vulkan.h v0.1 needs ktorch.h v0.1"
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ktorch_vulkan_desc {
    const char *loader_path; /* NULL = "libvulkan.so.1" (unused when get_instance_proc_addr is set) */
    int validation;          /* 1: enable VK_LAYER_KHRONOS_validation with a debug messenger whose warnings and
                                errors are counted (ktorch_vulkan_messages), never printed; own instance only */
    const int *devices;      /* physical device ordinals to use; NULL = every device that qualifies */
    int device_count;
    int gpus_only;           /* 1: with devices NULL, leave out CPU devices (lavapipe, SwiftShader) */
    int force_staging;       /* 1: treat unified devices as discrete (blocks not mapped, host copies through the
                                staging ring), so that path runs on any device */
    /* Adopt the caller's objects (instance != NULL): one device, ktorch index 0. */
    PFN_vkGetInstanceProcAddr get_instance_proc_addr; /* NULL = the loader's */
    VkInstance instance;
    VkPhysicalDevice physical_device;
    VkDevice device;
    uint32_t queue_family;
    VkQueue queue;
} ktorch_vulkan_desc;

KTORCH_API ktorch_status ktorch_vulkan_register(ktorch_context *ctx, const ktorch_vulkan_desc *desc);
/* Record ktorch's work on Vulkan device `device` into `cmd` (recording state,
   a compute-capable queue family) until end_recording; see ENGINES above.
   begin submits and waits for ktorch's own pending work first. */
KTORCH_API ktorch_status ktorch_vulkan_begin_recording(ktorch_context *ctx, int device, VkCommandBuffer cmd);
KTORCH_API ktorch_status ktorch_vulkan_end_recording(ktorch_context *ctx, int device);
/* A tensor (contiguous, not owned) over bytes [offset, offset + size) of the
   caller's buffer on `device`; the shape must fit in size. The buffer stays
   known to ktorch until ktorch_vulkan_forget_buffer or the context ends. */
KTORCH_API ktorch_status ktorch_vulkan_wrap_buffer(ktorch_context *ctx, int device, VkBuffer buffer, VkDeviceSize offset, VkDeviceSize size,
                                                   ktorch_dtype dtype, int ndim, const int64_t *shape, ktorch_tensor *out);
KTORCH_API ktorch_status ktorch_vulkan_forget_buffer(ktorch_context *ctx, int device, VkBuffer buffer);
/* Validation messages (warnings and errors) seen so far; `first` (may be
   NULL) gets the first one's text, truncated to cap bytes. */
KTORCH_API ktorch_status ktorch_vulkan_messages(ktorch_context *ctx, uint64_t *count, char *first, size_t cap);
/* Compiled pipelines: ktorch_backend_cache_export/import(ctx,
   KTORCH_BACKEND_VULKAN, ...) carry the devices' VkPipelineCache data;
   ktorch_backend_prepare creates every pipeline of a device. */

#ifdef __cplusplus
}
#endif
#endif /* KTORCH_VULKAN_H */

/* ========================================================================
   IMPLEMENTATION
   ======================================================================== */
#ifdef KTORCH_VULKAN_IMPLEMENTATION
#ifndef KTORCH_VULKAN__IMPLEMENTED
#define KTORCH_VULKAN__IMPLEMENTED

#ifndef KTORCH__IMPLEMENTED
#error "define KTORCH_IMPLEMENTATION and include ktorch.h before KTORCH_VULKAN_IMPLEMENTATION"
#endif

#include <dlfcn.h>

/* ---- function tables --------------------------------------------------- */
/* X(name, required) */
#define KTORCH__VK_INSTANCE_FNS(X)                                                                                         \
    X(vkDestroyInstance, 1)                                                                                                \
    X(vkEnumeratePhysicalDevices, 1)                                                                                       \
    X(vkGetPhysicalDeviceProperties, 1)                                                                                    \
    X(vkGetPhysicalDeviceProperties2, 1)                                                                                   \
    X(vkGetPhysicalDeviceFeatures2, 1)                                                                                     \
    X(vkGetPhysicalDeviceMemoryProperties, 1)                                                                              \
    X(vkGetPhysicalDeviceQueueFamilyProperties, 1)                                                                         \
    X(vkCreateDevice, 1)                                                                                                   \
    X(vkGetDeviceProcAddr, 1)                                                                                              \
    X(vkCreateDebugUtilsMessengerEXT, 0)                                                                                   \
    X(vkDestroyDebugUtilsMessengerEXT, 0)
#define KTORCH__VK_DEVICE_FNS(X)                                                                                           \
    X(vkDestroyDevice)                                                                                                     \
    X(vkGetDeviceQueue)                                                                                                    \
    X(vkCreateBuffer)                                                                                                      \
    X(vkDestroyBuffer)                                                                                                     \
    X(vkGetBufferMemoryRequirements)                                                                                       \
    X(vkAllocateMemory)                                                                                                    \
    X(vkFreeMemory)                                                                                                        \
    X(vkBindBufferMemory)                                                                                                  \
    X(vkMapMemory)                                                                                                         \
    X(vkGetBufferDeviceAddress)                                                                                            \
    X(vkCreateCommandPool)                                                                                                 \
    X(vkDestroyCommandPool)                                                                                                \
    X(vkAllocateCommandBuffers)                                                                                            \
    X(vkBeginCommandBuffer)                                                                                                \
    X(vkEndCommandBuffer)                                                                                                  \
    X(vkQueueSubmit)                                                                                                       \
    X(vkCreateFence)                                                                                                       \
    X(vkDestroyFence)                                                                                                      \
    X(vkWaitForFences)                                                                                                     \
    X(vkResetFences)                                                                                                       \
    X(vkCmdCopyBuffer)                                                                                                     \
    X(vkCmdFillBuffer)                                                                                                     \
    X(vkCmdPipelineBarrier)                                                                                                \
    X(vkCmdBindPipeline)                                                                                                   \
    X(vkCmdPushConstants)                                                                                                  \
    X(vkCmdDispatch)                                                                                                       \
    X(vkCreateShaderModule)                                                                                                \
    X(vkDestroyShaderModule)                                                                                               \
    X(vkCreatePipelineLayout)                                                                                              \
    X(vkDestroyPipelineLayout)                                                                                             \
    X(vkCreateComputePipelines)                                                                                            \
    X(vkDestroyPipeline)                                                                                                   \
    X(vkCreatePipelineCache)                                                                                               \
    X(vkDestroyPipelineCache)                                                                                              \
    X(vkGetPipelineCacheData)                                                                                              \
    X(vkMergePipelineCaches)                                                                                               \
    X(vkDeviceWaitIdle)

typedef struct ktorch__vk_ifns {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
    PFN_vkCreateInstance vkCreateInstance;
    PFN_vkEnumerateInstanceVersion vkEnumerateInstanceVersion;
    PFN_vkEnumerateInstanceLayerProperties vkEnumerateInstanceLayerProperties;
#define KTORCH__VK_MEMBER(name, req) PFN_##name name;
    KTORCH__VK_INSTANCE_FNS(KTORCH__VK_MEMBER)
#undef KTORCH__VK_MEMBER
} ktorch__vk_ifns;

typedef struct ktorch__vk_dfns {
#define KTORCH__VK_MEMBER(name) PFN_##name name;
    KTORCH__VK_DEVICE_FNS(KTORCH__VK_MEMBER)
#undef KTORCH__VK_MEMBER
} ktorch__vk_dfns;

/* ---- shader argument blocks and the embedded modules ------------------- */
/* One embedded SPIR-V module (shaders/vk_modules.txt). */
typedef struct ktorch__vk_module {
    const char *name, *file;
    const uint32_t *code;
    size_t words;
} ktorch__vk_module;

/* BEGIN GENERATED DECLARATIONS (make shaders; do not edit) */
/* shaders/vk_args.h */
/* Push-constant blocks of the Vulkan shaders, declared once and read by
   both GLSL (vk_common.glsl comes first) and C (ktorch_vulkan.h, where
   `make shaders` copies this file). A block is a field list macro
   KT_VK_<NAME>_ARGS(F) of F(type, name); types are u64 i64 u32 i32 f32 and
   arrays such as i64_4 (GLSL std430 and C lay both out alike). Rules:
   8-byte fields first, at most 128 bytes (checked by the C side at compile
   time), addresses are buffer device addresses (u64). */
#ifndef KT_VK_ARGS_H
#define KT_VK_ARGS_H

#define KT_VK_T_u64 uint64_t
#define KT_VK_T_i64 int64_t
#define KT_VK_T_u32 uint32_t
#define KT_VK_T_i32 int32_t
#define KT_VK_T_f32 float
#define KT_VK_N_u64
#define KT_VK_N_i64
#define KT_VK_N_u32
#define KT_VK_N_i32
#define KT_VK_N_f32
#define KT_VK_T_u64_2 uint64_t
#define KT_VK_N_u64_2 [2]
#define KT_VK_T_i64_2 int64_t
#define KT_VK_N_i64_2 [2]
#define KT_VK_T_i64_3 int64_t
#define KT_VK_N_i64_3 [3]
#define KT_VK_T_i64_4 int64_t
#define KT_VK_N_i64_4 [4]
#define KT_VK_T_u32_2 uint32_t
#define KT_VK_N_u32_2 [2]
#define KT_VK_T_u32_3 uint32_t
#define KT_VK_N_u32_3 [3]
#define KT_VK_T_u32_4 uint32_t
#define KT_VK_N_u32_4 [4]
#define KT_VK_T_i32_4 int32_t
#define KT_VK_N_i32_4 [4]
#define KT_VK_T_f32_2 float
#define KT_VK_N_f32_2 [2]
#define KT_VK_T_f32_4 float
#define KT_VK_N_f32_4 [4]
/* One member of a block: GLSL and C spell it alike. */
#define KT_VK_FIELD(t, n) KT_VK_T_##t n KT_VK_N_##t;

/* Element kinds of conversions: the float dtypes keep ktorch_dtype's codes
   (f32 0, f16 1, bf16 2, fp8_e4m3 3, fp8_e5m2 4); same-dtype copies move
   raw elements of 1, 2, 4 or 8 bytes; the integer dtypes convert as the
   CPU's ktorch__convert_run does (saturating, floats truncated, NaN 0). */
#define KT_VK_KIND_RAW8 5u
#define KT_VK_KIND_RAW16 6u
#define KT_VK_KIND_RAW32 7u
#define KT_VK_KIND_RAW64 8u
#define KT_VK_KIND_I8 9u
#define KT_VK_KIND_U8 10u
#define KT_VK_KIND_U16 11u
#define KT_VK_KIND_I32 12u
#define KT_VK_KIND_I64 13u
#define KT_VK_KIND_BOOL 14u

/* convert (vk_convert.comp): dst[i] = src[i] over a 4-d index space padded
   on the left; shape[0..2] are dims 1..3 (dim 0 follows from n), strides in
   elements; mode = src kind | dst kind << 8 | saturate << 16 | flat << 17
   (flat: one dimension, dim 3, walks everything). */
#define KT_VK_CONVERT_ARGS(F) F(u64, dst) F(u64, src) F(i64, n) F(i64_3, shape) F(i64_4, ss) F(i64_4, ds) F(u32, mode)

/* attention_merge (vk_merge.comp), one dispatch per batch index: o = merge
   of (a, la) and (b, lb) over rows (head, position) of D elements; element
   strides (head, position, element) of o, a, b and (head, position) of the
   f32 LSE tensors la, lb, lo; mode = dtype of o | of a << 2 | of b << 4
   (f32 0, f16 1, bf16 2) | 64 a empty | 128 b empty | 256 lo present. */
#define KT_VK_MERGE_ARGS(F)                                                                                                \
    F(u64, o) F(u64, a) F(u64, b) F(u64, la) F(u64, lb) F(u64, lo) F(u32_3, os) F(u32_3, as) F(u32_3, bs) F(u32_2, las)  \
    F(u32_2, lbs) F(u32_2, los) F(u32, H) F(u32, N) F(u32, D) F(u32, mode)

#endif
static const ktorch__vk_module *ktorch__vk_module_table(int *count);
/* END GENERATED DECLARATIONS */

#define KTORCH__VK_STRUCT(name, list) typedef struct name { list(KT_VK_FIELD) } name
KTORCH__VK_STRUCT(ktorch__vk_convert_args, KT_VK_CONVERT_ARGS);
KTORCH__VK_STRUCT(ktorch__vk_merge_args, KT_VK_MERGE_ARGS);
/* the 128 bytes of push constants every device offers */
typedef char ktorch__vk_convert_args_fits[sizeof(ktorch__vk_convert_args) <= 128 ? 1 : -1];
typedef char ktorch__vk_merge_args_fits[sizeof(ktorch__vk_merge_args) <= 128 ? 1 : -1];

/* ---- state ---------------------------------------------------------------- */
#define KTORCH__VK_MAX_SPEC 16
/* Specialisation constants: constant_id -> value. */
typedef struct ktorch__vk_spec {
    uint32_t count;
    uint32_t id[KTORCH__VK_MAX_SPEC], value[KTORCH__VK_MAX_SPEC];
} ktorch__vk_spec;

typedef struct ktorch__vk_limits {
    uint32_t subgroup_size, max_shared_memory, max_invocations, max_push_constants;
    uint32_t max_group_size[3], max_group_count[3];
} ktorch__vk_limits;

typedef struct ktorch__vk_block {
    VkBuffer buffer;
    VkDeviceMemory memory; /* VK_NULL_HANDLE: a caller's buffer */
    VkDeviceAddress address;
    uint64_t size;
    unsigned char *map; /* host view on unified devices, else NULL */
} ktorch__vk_block;

typedef struct ktorch__vk_pipe {
    int module;
    ktorch__vk_spec spec;
    VkPipeline pipeline;
} ktorch__vk_pipe;

#define KTORCH__VK_STAGING (8u << 20)  /* bytes of each device's staging ring */
#define KTORCH__VK_MAX_COMMANDS 1024   /* commands per submission of ktorch's own command buffer */

typedef struct ktorch__vk_state ktorch__vk_state;
typedef struct ktorch__vk_device {
    ktorch__vk_state *vk;
    int index, own_device, unified;
    VkPhysicalDevice phys;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family;
    ktorch__vk_dfns fn;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    ktorch__vk_limits limits;
    uint64_t max_allocation, memory_bytes;
    VkCommandPool pool;
    VkCommandBuffer cmd, ext; /* ktorch's own; the engine's while recording */
    VkFence fence;
    int open, in_flight, commands;
    ktorch__vk_block *blocks;
    int nblocks, cap_blocks;
    ktorch__vk_block staging;
    uint64_t staging_used;
    VkShaderModule *modules;
    ktorch__vk_pipe *pipes;
    int npipes, cap_pipes;
    VkPipelineLayout layout;
    VkPipelineCache cache;
} ktorch__vk_device;

struct ktorch__vk_state {
    ktorch_allocator alloc;
    void *lib;
    int own_instance;
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    ktorch__vk_ifns fn;
    uint64_t messages;
    char first_message[512];
    int nmodules;
    const ktorch__vk_module *modules;
    int ndev;
    ktorch__vk_device dev[KTORCH__MAX_DEVICES];
};

static ktorch_status ktorch__vk_check(VkResult r, const char *what) {
    if (r == VK_SUCCESS) return KTORCH_OK;
    if (r == VK_ERROR_OUT_OF_HOST_MEMORY || r == VK_ERROR_OUT_OF_DEVICE_MEMORY)
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_vulkan: %s failed: out of %s memory (%d)", what,
                            r == VK_ERROR_OUT_OF_HOST_MEMORY ? "host" : "device", KTORCH__CAST(int, r));
    return ktorch__fail(KTORCH_DEVICE_ERROR, "ktorch_vulkan: %s failed (VkResult %d)", what, KTORCH__CAST(int, r));
}

static ktorch__vk_device *ktorch__vk_dev(ktorch__vk_state *vk, int index) { return &vk->dev[index]; }

static KTORCH__UNUSED ktorch__vk_limits ktorch__vk_device_limits(ktorch__vk_state *vk, int device) { return vk->dev[device].limits; }

/* ---- command recording ---------------------------------------------------- */
/* Submit ktorch's open command buffer (if any) and wait for it; the staging
   ring is free again afterwards. */
static ktorch_status ktorch__vk_finish(ktorch__vk_device *d) {
    ktorch_status st = KTORCH_OK;
    if (d->open) {
        VkSubmitInfo si;
        d->open = 0;
        d->commands = 0;
        st = ktorch__vk_check(d->fn.vkEndCommandBuffer(d->cmd), "vkEndCommandBuffer");
        if (st != KTORCH_OK) return st;
        memset(&si, 0, sizeof si);
        si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
        si.commandBufferCount = 1;
        si.pCommandBuffers = &d->cmd;
        st = ktorch__vk_check(d->fn.vkQueueSubmit(d->queue, 1, &si, d->fence), "vkQueueSubmit");
        if (st != KTORCH_OK) return st;
        d->in_flight = 1;
    }
    if (d->in_flight) {
        d->in_flight = 0;
        st = ktorch__vk_check(d->fn.vkWaitForFences(d->device, 1, &d->fence, VK_TRUE, UINT64_MAX), "vkWaitForFences (an earlier op failed)");
        if (st == KTORCH_OK) st = ktorch__vk_check(d->fn.vkResetFences(d->device, 1, &d->fence), "vkResetFences");
    }
    d->staging_used = 0;
    return st;
}

/* Everything recorded so far is visible to what is recorded next. */
static void ktorch__vk_barrier(ktorch__vk_device *d, VkCommandBuffer cb, VkPipelineStageFlags src, VkPipelineStageFlags dst) {
    VkMemoryBarrier b;
    memset(&b, 0, sizeof b);
    b.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    b.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
    b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
    d->fn.vkCmdPipelineBarrier(cb, src, dst, 0, 1, &b, 0, NULL, 0, NULL);
}
#define KTORCH__VK_STAGES (VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT)

/* The command buffer to record into: the engine's, else ktorch's own (begun
   here when needed). */
static ktorch_status ktorch__vk_cmd(ktorch__vk_device *d, VkCommandBuffer *cb) {
    VkCommandBufferBeginInfo bi;
    ktorch_status st;
    if (d->ext) {
        *cb = d->ext;
        return KTORCH_OK;
    }
    if (!d->open) {
        if (d->in_flight && (st = ktorch__vk_finish(d)) != KTORCH_OK) return st;
        memset(&bi, 0, sizeof bi);
        bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
        bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
        st = ktorch__vk_check(d->fn.vkBeginCommandBuffer(d->cmd, &bi), "vkBeginCommandBuffer");
        if (st != KTORCH_OK) return st;
        d->open = 1;
    }
    d->commands++;
    *cb = d->cmd;
    return KTORCH_OK;
}

/* Submit a long command buffer before more is recorded (not between a
   staging write and its copy: the ring is reused after a submission). */
static ktorch_status ktorch__vk_bound(ktorch__vk_device *d) {
    return d->open && d->commands >= KTORCH__VK_MAX_COMMANDS ? ktorch__vk_finish(d) : KTORCH_OK;
}

/* ---- memory --------------------------------------------------------------- */
/* A memory type allowed by `bits` with all of `want`; -1 if none. */
static int ktorch__vk_memory_type(const ktorch__vk_device *d, uint32_t bits, VkMemoryPropertyFlags want) {
    uint32_t i;
    for (i = 0; i < d->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (d->mem.memoryTypes[i].propertyFlags & want) == want) return KTORCH__CAST(int, i);
    return -1;
}

/* A buffer with its own memory: device-local (and mapped on unified devices),
   or host-visible for staging. */
static ktorch_status ktorch__vk_buffer_create(ktorch__vk_device *d, uint64_t size, int staging, ktorch__vk_block *out) {
    VkBufferCreateInfo bi;
    VkMemoryRequirements req;
    VkMemoryAllocateFlagsInfo fi;
    VkMemoryAllocateInfo ai;
    VkBufferDeviceAddressInfo dai;
    const VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    ktorch_status st;
    int type;
    void *map = NULL;
    memset(out, 0, sizeof *out);
    if (size == 0 || size > d->max_allocation)
        return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_vulkan: a buffer of %llu bytes exceeds the device's allocation limit (%llu)",
                            KTORCH__CAST(unsigned long long, size), KTORCH__CAST(unsigned long long, d->max_allocation));
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    st = ktorch__vk_check(d->fn.vkCreateBuffer(d->device, &bi, NULL, &out->buffer), "vkCreateBuffer");
    if (st != KTORCH_OK) return st;
    d->fn.vkGetBufferMemoryRequirements(d->device, out->buffer, &req);
    if (staging) type = ktorch__vk_memory_type(d, req.memoryTypeBits, host);
    else if (d->unified) type = ktorch__vk_memory_type(d, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | host);
    else type = ktorch__vk_memory_type(d, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    if (type < 0) type = ktorch__vk_memory_type(d, req.memoryTypeBits, staging || d->unified ? host : 0);
    if (type < 0) {
        d->fn.vkDestroyBuffer(d->device, out->buffer, NULL);
        out->buffer = VK_NULL_HANDLE;
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan: no memory type suits a %s buffer", staging ? "staging" : "storage");
    }
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
    fi.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.pNext = &fi;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = KTORCH__CAST(uint32_t, type);
    st = ktorch__vk_check(d->fn.vkAllocateMemory(d->device, &ai, NULL, &out->memory), "vkAllocateMemory");
    if (st == KTORCH_OK) st = ktorch__vk_check(d->fn.vkBindBufferMemory(d->device, out->buffer, out->memory, 0), "vkBindBufferMemory");
    if (st == KTORCH_OK && (d->mem.memoryTypes[type].propertyFlags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) && (staging || d->unified))
        st = ktorch__vk_check(d->fn.vkMapMemory(d->device, out->memory, 0, VK_WHOLE_SIZE, 0, &map), "vkMapMemory");
    if (st != KTORCH_OK) {
        if (out->memory) d->fn.vkFreeMemory(d->device, out->memory, NULL);
        d->fn.vkDestroyBuffer(d->device, out->buffer, NULL);
        memset(out, 0, sizeof *out);
        return st;
    }
    out->map = KTORCH__CAST(unsigned char *, map);
    memset(&dai, 0, sizeof dai);
    dai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
    dai.buffer = out->buffer;
    out->address = d->fn.vkGetBufferDeviceAddress(d->device, &dai);
    out->size = size;
    return KTORCH_OK;
}

static void ktorch__vk_buffer_destroy(ktorch__vk_device *d, ktorch__vk_block *b) {
    if (b->buffer) d->fn.vkDestroyBuffer(d->device, b->buffer, NULL);
    if (b->memory) d->fn.vkFreeMemory(d->device, b->memory, NULL); /* unmaps too */
    memset(b, 0, sizeof *b);
}

static ktorch_status ktorch__vk_block_add(ktorch__vk_device *d, const ktorch__vk_block *b) {
    if (d->nblocks == d->cap_blocks) {
        int cap = d->cap_blocks ? d->cap_blocks * 2 : 16;
        ktorch__vk_block *nb = KTORCH__CAST(ktorch__vk_block *, ktorch__alloc(&d->vk->alloc, KTORCH__CAST(size_t, cap) * sizeof *nb));
        if (!nb) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_vulkan: no memory for the block list");
        if (d->nblocks) memcpy(nb, d->blocks, KTORCH__CAST(size_t, d->nblocks) * sizeof *nb);
        ktorch__free(&d->vk->alloc, d->blocks);
        d->blocks = nb;
        d->cap_blocks = cap;
    }
    d->blocks[d->nblocks++] = *b;
    return KTORCH_OK;
}

/* The buffer holding [addr, addr + bytes) and the offset of addr in it. */
static ktorch_status ktorch__vk_locate(ktorch__vk_device *d, uint64_t addr, uint64_t bytes, const char *what, ktorch__vk_block **blk,
                                       uint64_t *off) {
    int i;
    for (i = 0; i < d->nblocks; i++) {
        ktorch__vk_block *b = &d->blocks[i];
        if (addr >= b->address && addr - b->address <= b->size && bytes <= b->size - (addr - b->address)) {
            *blk = b;
            *off = addr - b->address;
            return KTORCH_OK;
        }
    }
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "ktorch_vulkan: %s: %llu bytes at device address 0x%llx lie in no buffer of vulkan:%d", what,
                        KTORCH__CAST(unsigned long long, bytes), KTORCH__CAST(unsigned long long, addr), d->index);
}

static int ktorch__vk_alloc_block(uint64_t size, void **block, void **base, void *user) {
    ktorch__vk_device *d = KTORCH__CAST(ktorch__vk_device *, user);
    ktorch__vk_block b;
    if (ktorch__vk_buffer_create(d, size, 0, &b) != KTORCH_OK) return 1;
    if (ktorch__vk_block_add(d, &b) != KTORCH_OK) {
        ktorch__vk_buffer_destroy(d, &b);
        return 1;
    }
    *block = KTORCH__RCAST(void *, KTORCH__CAST(uintptr_t, b.address));
    *base = *block;
    return 0;
}
static void ktorch__vk_free_block(void *block, void *base, void *user) {
    ktorch__vk_device *d = KTORCH__CAST(ktorch__vk_device *, user);
    uint64_t addr = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, block));
    int i;
    (void)base;
    ktorch__vk_finish(d); /* queued work may still use it */
    for (i = 0; i < d->nblocks; i++)
        if (d->blocks[i].address == addr && d->blocks[i].memory) {
            ktorch__vk_buffer_destroy(d, &d->blocks[i]);
            d->blocks[i] = d->blocks[--d->nblocks];
            return;
        }
}

/* ---- transfers -------------------------------------------------------------- */
static ktorch_status ktorch__vk_record_copy(ktorch__vk_device *d, VkBuffer src, uint64_t soff, VkBuffer dst, uint64_t doff, uint64_t bytes) {
    VkCommandBuffer cb;
    VkBufferCopy r;
    ktorch_status st = ktorch__vk_cmd(d, &cb);
    if (st != KTORCH_OK) return st;
    r.srcOffset = soff;
    r.dstOffset = doff;
    r.size = bytes;
    d->fn.vkCmdCopyBuffer(cb, src, dst, 1, &r);
    ktorch__vk_barrier(d, cb, KTORCH__VK_STAGES, KTORCH__VK_STAGES);
    return KTORCH_OK;
}

static ktorch_status ktorch__vk_refuse_recording(ktorch__vk_device *d, const char *what) {
    return ktorch__fail(KTORCH_INVALID_ARGUMENT,
                        "ktorch_vulkan: %s on vulkan:%d while ktorch records into the caller's command buffer (it needs the host; call "
                        "ktorch_vulkan_end_recording and let the submission finish first)",
                        what, d->index);
}

static ktorch_status ktorch__vk_copy(void *state, int index, void *dst, const void *src, uint64_t bytes, ktorch_copy_kind kind) {
    ktorch__vk_device *d = ktorch__vk_dev(KTORCH__CAST(ktorch__vk_state *, state), index);
    uint64_t da = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, dst)), sa = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, src));
    ktorch__vk_block *db, *sb;
    uint64_t doff, soff, done;
    ktorch_status st;
    if (bytes == 0) return KTORCH_OK;
    if (bytes > SIZE_MAX) return ktorch__fail(KTORCH_OVERFLOW, "ktorch_vulkan: copy of %llu bytes", KTORCH__CAST(unsigned long long, bytes));
    if (kind == KTORCH_COPY_DEVICE_TO_DEVICE) {
        if ((st = ktorch__vk_locate(d, sa, bytes, "copy source", &sb, &soff)) != KTORCH_OK ||
            (st = ktorch__vk_locate(d, da, bytes, "copy destination", &db, &doff)) != KTORCH_OK)
            return st;
        if (sb == db && soff < doff + bytes && doff < soff + bytes)
            return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan: overlapping device copy of %llu bytes", KTORCH__CAST(unsigned long long, bytes));
        if ((st = ktorch__vk_bound(d)) != KTORCH_OK) return st;
        return ktorch__vk_record_copy(d, sb->buffer, soff, db->buffer, doff, bytes);
    }
    if (d->ext) return ktorch__vk_refuse_recording(d, kind == KTORCH_COPY_HOST_TO_DEVICE ? "a copy from the host" : "a copy to the host");
    if (kind == KTORCH_COPY_HOST_TO_DEVICE) {
        if ((st = ktorch__vk_locate(d, da, bytes, "copy destination", &db, &doff)) != KTORCH_OK) return st;
        if (db->map) { /* unified: after the queued work that may touch it */
            if ((st = ktorch__vk_finish(d)) != KTORCH_OK) return st;
            memcpy(db->map + doff, src, KTORCH__CAST(size_t, bytes));
            return KTORCH_OK;
        }
        for (done = 0; done < bytes;) {
            uint64_t n = bytes - done, room = d->staging.size - d->staging_used;
            if (room < 256 && (st = ktorch__vk_finish(d)) != KTORCH_OK) return st;
            room = d->staging.size - d->staging_used;
            if (n > room) n = room;
            memcpy(d->staging.map + d->staging_used, KTORCH__CAST(const unsigned char *, src) + done, KTORCH__CAST(size_t, n));
            st = ktorch__vk_record_copy(d, d->staging.buffer, d->staging_used, db->buffer, doff + done, n);
            if (st != KTORCH_OK) return st;
            d->staging_used += (n + 255) & ~KTORCH__CAST(uint64_t, 255);
            done += n;
        }
        return KTORCH_OK;
    }
    if ((st = ktorch__vk_locate(d, sa, bytes, "copy source", &sb, &soff)) != KTORCH_OK) return st;
    if ((st = ktorch__vk_finish(d)) != KTORCH_OK) return st;
    if (sb->map) {
        memcpy(dst, sb->map + soff, KTORCH__CAST(size_t, bytes));
        return KTORCH_OK;
    }
    for (done = 0; done < bytes; done += d->staging.size) {
        uint64_t n = bytes - done < d->staging.size ? bytes - done : d->staging.size;
        if ((st = ktorch__vk_record_copy(d, sb->buffer, soff + done, d->staging.buffer, 0, n)) != KTORCH_OK ||
            (st = ktorch__vk_finish(d)) != KTORCH_OK)
            return st;
        memcpy(KTORCH__CAST(unsigned char *, dst) + done, d->staging.map, KTORCH__CAST(size_t, n));
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__vk_dispatch(ktorch__vk_state *vk, int device, const char *module, const ktorch__vk_spec *spec, const void *push,
                                         uint32_t push_size, uint32_t gx, uint32_t gy, uint32_t gz);

static ktorch_status ktorch__vk_fill(void *state, int index, void *dst, uint8_t byte, uint64_t bytes) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    ktorch__vk_device *d = ktorch__vk_dev(vk, index);
    uint64_t da = KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, dst)), off;
    ktorch__vk_block *b;
    VkCommandBuffer cb;
    ktorch_status st;
    if (bytes == 0) return KTORCH_OK;
    if ((st = ktorch__vk_locate(d, da, bytes, "fill", &b, &off)) != KTORCH_OK) return st;
    if (off % 4 == 0 && bytes % 4 == 0) {
        if ((st = ktorch__vk_bound(d)) != KTORCH_OK) return st;
        if ((st = ktorch__vk_cmd(d, &cb)) != KTORCH_OK) return st;
        d->fn.vkCmdFillBuffer(cb, b->buffer, off, bytes, 0x01010101u * byte);
        ktorch__vk_barrier(d, cb, KTORCH__VK_STAGES, KTORCH__VK_STAGES);
        return KTORCH_OK;
    }
    {
        /* unaligned (vkCmdFillBuffer takes whole words): bytes by a shader */
        ktorch__vk_convert_args a;
        uint64_t groups = (bytes + 255) / 256;
        memset(&a, 0, sizeof a);
        a.dst = da;
        a.n = KTORCH__CAST(int64_t, bytes);
        a.shape[0] = a.shape[1] = a.shape[2] = 1;
        a.mode = byte;
        return ktorch__vk_dispatch(vk, index, "fill", NULL, &a, KTORCH__CAST(uint32_t, sizeof a),
                                   KTORCH__CAST(uint32_t, groups > 65535 ? 65535 : groups), 1, 1);
    }
}

static ktorch_status ktorch__vk_synchronize(void *state, int index) {
    ktorch__vk_device *d = ktorch__vk_dev(KTORCH__CAST(ktorch__vk_state *, state), index);
    if (d->ext) return ktorch__vk_refuse_recording(d, "ktorch_synchronize");
    return ktorch__vk_finish(d);
}

static void ktorch__vk_fill_block(void *base, uint64_t offset, uint8_t value, uint64_t size, void *user) {
    ktorch__vk_device *d = KTORCH__CAST(ktorch__vk_device *, user);
    ktorch__vk_fill(d->vk, d->index, KTORCH__RCAST(void *, KTORCH__RCAST(uintptr_t, base) + offset), value, size);
}
static int ktorch__vk_read_block(void *base, uint64_t offset, void *dst, uint64_t size, void *user) {
    ktorch__vk_device *d = KTORCH__CAST(ktorch__vk_device *, user);
    return ktorch__vk_copy(d->vk, d->index, dst, KTORCH__RCAST(void *, KTORCH__RCAST(uintptr_t, base) + offset), size,
                           KTORCH_COPY_DEVICE_TO_HOST) != KTORCH_OK;
}
static ktorch_block_provider ktorch__vk_provider(void *state, int index) {
    ktorch_block_provider p;
    memset(&p, 0, sizeof p);
    p.alloc_block = ktorch__vk_alloc_block;
    p.free_block = ktorch__vk_free_block;
    p.fill = ktorch__vk_fill_block;
    p.read = ktorch__vk_read_block;
    p.user_data = ktorch__vk_dev(KTORCH__CAST(ktorch__vk_state *, state), index);
    return p;
}

/* ---- pipelines ---------------------------------------------------------------- */
static int ktorch__vk_module_index(const ktorch__vk_state *vk, const char *name) {
    int i;
    for (i = 0; i < vk->nmodules; i++)
        if (strcmp(vk->modules[i].name, name) == 0) return i;
    return -1;
}

static int ktorch__vk_spec_equal(const ktorch__vk_spec *a, const ktorch__vk_spec *b) {
    uint32_t i;
    if (a->count != b->count) return 0;
    for (i = 0; i < a->count; i++)
        if (a->id[i] != b->id[i] || a->value[i] != b->value[i]) return 0;
    return 1;
}

/* The pipeline of module m with `spec` (NULL: the shader's defaults),
   created on first use; *created = 1 when it was made now. */
static ktorch_status ktorch__vk_pipeline(ktorch__vk_device *d, int m, const ktorch__vk_spec *spec, VkPipeline *out, int *created) {
    ktorch__vk_spec sp;
    VkSpecializationMapEntry entries[KTORCH__VK_MAX_SPEC];
    VkSpecializationInfo si;
    VkComputePipelineCreateInfo ci;
    ktorch_status st;
    uint32_t i;
    int k;
    if (created) *created = 0;
    memset(&sp, 0, sizeof sp);
    if (spec) {
        if (spec->count > KTORCH__VK_MAX_SPEC)
            return ktorch__fail(KTORCH_INTERNAL, "ktorch_vulkan: %u specialisation constants (at most %d)", spec->count, KTORCH__VK_MAX_SPEC);
        sp.count = spec->count;
        for (i = 0; i < spec->count; i++) sp.id[i] = spec->id[i], sp.value[i] = spec->value[i];
    }
    for (k = 0; k < d->npipes; k++)
        if (d->pipes[k].module == m && ktorch__vk_spec_equal(&d->pipes[k].spec, &sp)) {
            *out = d->pipes[k].pipeline;
            return KTORCH_OK;
        }
    if (!d->modules[m]) {
        VkShaderModuleCreateInfo mi;
        memset(&mi, 0, sizeof mi);
        mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
        mi.codeSize = d->vk->modules[m].words * 4;
        mi.pCode = d->vk->modules[m].code;
        st = ktorch__vk_check(d->fn.vkCreateShaderModule(d->device, &mi, NULL, &d->modules[m]), "vkCreateShaderModule");
        if (st != KTORCH_OK) return st;
    }
    if (d->npipes == d->cap_pipes) {
        int cap = d->cap_pipes ? d->cap_pipes * 2 : 16;
        ktorch__vk_pipe *np = KTORCH__CAST(ktorch__vk_pipe *, ktorch__alloc(&d->vk->alloc, KTORCH__CAST(size_t, cap) * sizeof *np));
        if (!np) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_vulkan: no memory for the pipeline list");
        if (d->npipes) memcpy(np, d->pipes, KTORCH__CAST(size_t, d->npipes) * sizeof *np);
        ktorch__free(&d->vk->alloc, d->pipes);
        d->pipes = np;
        d->cap_pipes = cap;
    }
    for (i = 0; i < sp.count; i++) {
        entries[i].constantID = sp.id[i];
        entries[i].offset = i * 4;
        entries[i].size = 4;
    }
    memset(&si, 0, sizeof si);
    si.mapEntryCount = sp.count;
    si.pMapEntries = entries;
    si.dataSize = sp.count * 4;
    si.pData = sp.value;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = d->modules[m];
    ci.stage.pName = "main";
    ci.stage.pSpecializationInfo = sp.count ? &si : NULL;
    ci.layout = d->layout;
    st = ktorch__vk_check(d->fn.vkCreateComputePipelines(d->device, d->cache, 1, &ci, NULL, out), "vkCreateComputePipelines");
    if (st != KTORCH_OK) return st;
    d->pipes[d->npipes].module = m;
    d->pipes[d->npipes].spec = sp;
    d->pipes[d->npipes].pipeline = *out;
    d->npipes++;
    if (created) *created = 1;
    return KTORCH_OK;
}

/* Record one dispatch of `module` (see the shared design): find or create
   its pipeline, push the arguments, dispatch, then a barrier so that the
   next command sees what it wrote. */
static ktorch_status ktorch__vk_dispatch(ktorch__vk_state *vk, int device, const char *module, const ktorch__vk_spec *spec, const void *push,
                                         uint32_t push_size, uint32_t gx, uint32_t gy, uint32_t gz) {
    ktorch__vk_device *d = ktorch__vk_dev(vk, device);
    VkCommandBuffer cb;
    VkPipeline p;
    ktorch_status st;
    int m = ktorch__vk_module_index(vk, module);
    if (m < 0) return ktorch__fail(KTORCH_INTERNAL, "ktorch_vulkan: no shader module '%s' (run make shaders)", module);
    if (push_size > 128 || push_size % 4 || (push_size && !push))
        return ktorch__fail(KTORCH_INTERNAL, "ktorch_vulkan: %u bytes of push constants for '%s'", push_size, module);
    if (gx == 0 || gy == 0 || gz == 0) return KTORCH_OK;
    if (gx > d->limits.max_group_count[0] || gy > d->limits.max_group_count[1] || gz > d->limits.max_group_count[2])
        return ktorch__fail(KTORCH_INTERNAL, "ktorch_vulkan: '%s' dispatch of %u x %u x %u groups exceeds the device's limits", module, gx, gy, gz);
    if ((st = ktorch__vk_pipeline(d, m, spec, &p, NULL)) != KTORCH_OK || (st = ktorch__vk_bound(d)) != KTORCH_OK ||
        (st = ktorch__vk_cmd(d, &cb)) != KTORCH_OK)
        return st;
    d->fn.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, p);
    if (push_size) d->fn.vkCmdPushConstants(cb, d->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, push_size, push);
    d->fn.vkCmdDispatch(cb, gx, gy, gz);
    ktorch__vk_barrier(d, cb, KTORCH__VK_STAGES, KTORCH__VK_STAGES);
    return KTORCH_OK;
}

static uint64_t ktorch__vk_addr(const ktorch_tensor *t) { return KTORCH__CAST(uint64_t, KTORCH__RCAST(uintptr_t, ktorch_tensor_ptr(t))); }

/* ---- conversion ---- */
/* Kind of an element (vk_args.h): same-dtype copies move raw elements. */
static uint32_t ktorch__vk_kind(ktorch_dtype dt, int same) {
    if (dt <= KTORCH_FP8_E5M2 && !same) return KTORCH__CAST(uint32_t, dt);
    if (!same) switch (dt) {
        case KTORCH_I8: return KT_VK_KIND_I8;
        case KTORCH_U8: return KT_VK_KIND_U8;
        case KTORCH_U16: return KT_VK_KIND_U16;
        case KTORCH_I32: return KT_VK_KIND_I32;
        case KTORCH_I64: return KT_VK_KIND_I64;
        default: return KT_VK_KIND_BOOL;
        }
    switch (ktorch__esize(dt)) {
    case 1: return KT_VK_KIND_RAW8;
    case 2: return KT_VK_KIND_RAW16;
    case 4: return KT_VK_KIND_RAW32;
    default: return KT_VK_KIND_RAW64;
    }
}
static ktorch_status ktorch__vk_conversion_supports(ktorch__vk_state *vk, const ktorch_op_desc *op) {
    const ktorch_dtype sd = op->tensor[1]->dtype, dd = op->tensor[0]->dtype;
    (void)vk;
    if (ktorch__dtype_subbyte(sd) || ktorch__dtype_subbyte(dd)) return ktorch__fail(KTORCH_UNSUPPORTED, "sub-byte dtype %s", ktorch_dtype_name(sd));
    if (sd != dd && (!ktorch__convertible(sd, dd) || sd == KTORCH_E8M0 || dd == KTORCH_E8M0))
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s -> %s is not converted on the device (float and integer dtypes only)", ktorch_dtype_name(sd),
                            ktorch_dtype_name(dd));
    if (op->tensor[1]->ndim > 4) return ktorch__fail(KTORCH_UNSUPPORTED, "more than 4 dims");
    return KTORCH_OK;
}
static ktorch_status ktorch__vk_conversion_run(ktorch__vk_state *vk, ktorch_context *ctx, const ktorch_op_desc *op) {
    const ktorch_tensor *dst = op->tensor[0], *src = op->tensor[1];
    const ktorch_copy_params *cp = KTORCH__CAST(const ktorch_copy_params *, op->params);
    ktorch__vk_convert_args a;
    int64_t n = 1, groups, sh[4], ss[4], ds[4];
    int i, k = 3;
    (void)ctx;
    memset(&a, 0, sizeof a);
    for (i = 0; i < 4; i++) {
        int j = i - (4 - src->ndim);
        sh[i] = j >= 0 ? src->shape[j] : 1;
        ss[i] = j >= 0 ? src->stride[j] : 0;
        ds[i] = j >= 0 ? dst->stride[j] : 0;
        n *= sh[i];
    }
    if (n == 0) return KTORCH_OK;
    /* merge dims that both sides walk as one (no index division per element
       for contiguous copies), right-aligned into the 4 the shader takes */
    a.shape[0] = a.shape[1] = a.shape[2] = 1;
    a.ss[3] = ss[3], a.ds[3] = ds[3];
    {
        int64_t cur = sh[3];
        for (i = 2; i >= 0; i--) {
            if (sh[i] == 1) continue;
            if (ss[i] == a.ss[k] * cur && ds[i] == a.ds[k] * cur) {
                cur *= sh[i];
                continue;
            }
            a.shape[k - 1] = cur; /* shape[m] holds dim m + 1 */
            k--;
            cur = sh[i];
            a.ss[k] = ss[i], a.ds[k] = ds[i];
        }
        if (k > 0) a.shape[k - 1] = cur;
    }
    a.dst = ktorch__vk_addr(dst);
    a.src = ktorch__vk_addr(src);
    a.n = n;
    a.mode = ktorch__vk_kind(src->dtype, src->dtype == dst->dtype) | ktorch__vk_kind(dst->dtype, src->dtype == dst->dtype) << 8 | KTORCH__CAST(uint32_t, cp && cp->saturate) << 16 |
             KTORCH__CAST(uint32_t, k == 3) << 17;
    groups = (n + 255) / 256;
    return ktorch__vk_dispatch(vk, op->device.index, "convert", NULL, &a, KTORCH__CAST(uint32_t, sizeof a),
                               KTORCH__CAST(uint32_t, groups > 65535 ? 65535 : groups), 1, 1);
}

/* ---- attention ---- */
static ktorch_status ktorch__vk_attention_supports(ktorch__vk_state *vk, const ktorch_op_desc *op) {
    (void)vk;
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s does not run on Vulkan yet", ktorch_op_name(op->op));
}
static ktorch_status ktorch__vk_attention_run(ktorch__vk_state *vk, ktorch_context *ctx, const ktorch_op_desc *op) {
    (void)vk;
    (void)ctx;
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s does not run on Vulkan yet", ktorch_op_name(op->op));
}

/* ---- quantization ---- */
static ktorch_status ktorch__vk_quantization_supports(ktorch__vk_state *vk, const ktorch_op_desc *op) {
    (void)vk;
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s does not run on Vulkan yet", ktorch_op_name(op->op));
}
static ktorch_status ktorch__vk_quantization_run(ktorch__vk_state *vk, ktorch_context *ctx, const ktorch_op_desc *op) {
    (void)vk;
    (void)ctx;
    return ktorch__fail(KTORCH_UNSUPPORTED, "%s does not run on Vulkan yet", ktorch_op_name(op->op));
}

/* ---- merge ---- */
/* Element strides, as the shader takes them, fit 32 bits. */
static int ktorch__vk_merge_fits(const ktorch_tensor *t) {
    int i;
    if (!t) return 1;
    for (i = 1; i < t->ndim; i++)
        if (t->stride[i] < 0 || t->stride[i] > INT64_C(0xFFFFFFFF) || t->shape[i] > INT64_C(0xFFFFFFFF)) return 0;
    return 1;
}
static ktorch_status ktorch__vk_merge_supports(ktorch__vk_state *vk, const ktorch_op_desc *op) {
    int n;
    (void)vk;
    for (n = 0; n < 6; n++)
        if (!ktorch__vk_merge_fits(op->tensor[n]))
            return ktorch__fail(KTORCH_UNSUPPORTED, "tensor %d has a stride or size past 32 bits in dims 1..3", n);
    return KTORCH_OK;
}
static ktorch_status ktorch__vk_merge_run(ktorch__vk_state *vk, ktorch_context *ctx, const ktorch_op_desc *op) {
    const ktorch_tensor *oa = op->tensor[0], *la = op->tensor[1], *ob = op->tensor[2], *lb = op->tensor[3], *o = op->tensor[4], *lo = op->tensor[5];
    ktorch__vk_merge_args m;
    uint64_t rows, groups;
    ktorch_status st;
    int64_t b;
    int i;
    (void)ctx;
    memset(&m, 0, sizeof m);
    m.H = KTORCH__CAST(uint32_t, o->shape[1]);
    m.N = KTORCH__CAST(uint32_t, o->shape[2]);
    m.D = KTORCH__CAST(uint32_t, o->shape[3]);
    m.mode = KTORCH__CAST(uint32_t, o->dtype) | (oa ? KTORCH__CAST(uint32_t, oa->dtype) << 2 : 64u) | (ob ? KTORCH__CAST(uint32_t, ob->dtype) << 4 : 128u) |
             (lo ? 256u : 0u);
    for (i = 0; i < 3; i++) {
        m.os[i] = KTORCH__CAST(uint32_t, o->stride[i + 1]);
        if (oa) m.as[i] = KTORCH__CAST(uint32_t, oa->stride[i + 1]);
        if (ob) m.bs[i] = KTORCH__CAST(uint32_t, ob->stride[i + 1]);
    }
    for (i = 0; i < 2; i++) {
        if (la) m.las[i] = KTORCH__CAST(uint32_t, la->stride[i + 1]);
        if (lb) m.lbs[i] = KTORCH__CAST(uint32_t, lb->stride[i + 1]);
        if (lo) m.los[i] = KTORCH__CAST(uint32_t, lo->stride[i + 1]);
    }
    rows = KTORCH__CAST(uint64_t, o->shape[1]) * KTORCH__CAST(uint64_t, o->shape[2]);
    groups = (rows + 63) / 64;
    if (groups > 65535) groups = 65535;
    /* one dispatch per batch index: the batch strides stay on the host */
    for (b = 0; b < o->shape[0] && rows; b++) {
        m.o = ktorch__vk_addr(o) + KTORCH__CAST(uint64_t, b * o->stride[0]) * ktorch__esize(o->dtype);
        if (oa) {
            m.a = ktorch__vk_addr(oa) + KTORCH__CAST(uint64_t, b * oa->stride[0]) * ktorch__esize(oa->dtype);
            m.la = ktorch__vk_addr(la) + KTORCH__CAST(uint64_t, b * la->stride[0]) * 4u;
        }
        if (ob) {
            m.b = ktorch__vk_addr(ob) + KTORCH__CAST(uint64_t, b * ob->stride[0]) * ktorch__esize(ob->dtype);
            m.lb = ktorch__vk_addr(lb) + KTORCH__CAST(uint64_t, b * lb->stride[0]) * 4u;
        }
        if (lo) m.lo = ktorch__vk_addr(lo) + KTORCH__CAST(uint64_t, b * lo->stride[0]) * 4u;
        st = ktorch__vk_dispatch(vk, op->device.index, "merge", NULL, &m, KTORCH__CAST(uint32_t, sizeof m), KTORCH__CAST(uint32_t, groups), 1, 1);
        if (st != KTORCH_OK) return st;
    }
    return KTORCH_OK;
}

/* ---- backend table functions ---------------------------------------------- */
static int ktorch__vk_device_count(void *state) { return KTORCH__CAST(ktorch__vk_state *, state)->ndev; }

static ktorch_status ktorch__vk_device_info(void *state, int index, ktorch_device_info *out) {
    const ktorch__vk_device *d = ktorch__vk_dev(KTORCH__CAST(ktorch__vk_state *, state), index);
    const VkPhysicalDeviceType t = d->props.deviceType;
    ktorch__format(out->name, sizeof out->name, "%s", d->props.deviceName);
    ktorch__format(out->arch, sizeof out->arch, "vulkan %u.%u %s", VK_API_VERSION_MAJOR(d->props.apiVersion), VK_API_VERSION_MINOR(d->props.apiVersion),
                   t == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ? "discrete" : t == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU ? "integrated"
                   : t == VK_PHYSICAL_DEVICE_TYPE_CPU ? "cpu" : t == VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU ? "virtual" : "other");
    out->memory_bytes = d->memory_bytes;
    out->compute_units = 0; /* Vulkan does not report them */
    return KTORCH_OK;
}

static ktorch_status ktorch__vk_supports(void *state, const ktorch_op_desc *op) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    switch (op->op) {
    case KTORCH_OP_CONVERT: return ktorch__vk_conversion_supports(vk, op);
    case KTORCH_OP_ATTENTION_MERGE: return ktorch__vk_merge_supports(vk, op);
    case KTORCH_OP_QUANTIZE:
    case KTORCH_OP_DEQUANTIZE:
    case KTORCH_OP_QMATMUL:
    case KTORCH_OP_MATMUL_NT:
    case KTORCH_OP_QMATMUL_W8A8: return ktorch__vk_quantization_supports(vk, op);
    default: return ktorch__vk_attention_supports(vk, op);
    }
}
static ktorch_status ktorch__vk_run(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    switch (op->op) {
    case KTORCH_OP_CONVERT: return ktorch__vk_conversion_run(vk, ctx, op);
    case KTORCH_OP_ATTENTION_MERGE: return ktorch__vk_merge_run(vk, ctx, op);
    case KTORCH_OP_QUANTIZE:
    case KTORCH_OP_DEQUANTIZE:
    case KTORCH_OP_QMATMUL:
    case KTORCH_OP_MATMUL_NT:
    case KTORCH_OP_QMATMUL_W8A8: return ktorch__vk_quantization_run(vk, ctx, op);
    default: return ktorch__vk_attention_run(vk, ctx, op);
    }
}

/* Blob: "KTVKPC01", u64 count, then per device: u64 size, the device's
   VkPipelineCache data (it starts with the vendor, device and cache UUID
   that import matches), padded to 8 bytes. */
static ktorch_status ktorch__vk_cache_export(void *state, const ktorch_allocator *al, void **data, size_t *size) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    size_t sizes[KTORCH__MAX_DEVICES], total = 16;
    unsigned char *p;
    uint64_t v;
    int i;
    for (i = 0; i < vk->ndev; i++) {
        ktorch__vk_device *d = &vk->dev[i];
        ktorch_status st = ktorch__vk_check(d->fn.vkGetPipelineCacheData(d->device, d->cache, &sizes[i], NULL), "vkGetPipelineCacheData");
        if (st != KTORCH_OK) return st;
        total += 8 + ((sizes[i] + 7) & ~KTORCH__CAST(size_t, 7));
    }
    p = KTORCH__CAST(unsigned char *, ktorch__calloc(al, 1, total));
    if (!p) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_backend_cache_export (vulkan): no memory for %llu bytes", KTORCH__CAST(unsigned long long, total));
    memcpy(p, "KTVKPC01", 8);
    v = KTORCH__CAST(uint64_t, vk->ndev);
    memcpy(p + 8, &v, 8);
    *data = p;
    *size = total;
    p += 16;
    for (i = 0; i < vk->ndev; i++) {
        ktorch__vk_device *d = &vk->dev[i];
        size_t n = sizes[i];
        VkResult r = d->fn.vkGetPipelineCacheData(d->device, d->cache, &n, p + 8);
        if (r != VK_SUCCESS && r != VK_INCOMPLETE) {
            ktorch__free(al, *data);
            *data = NULL;
            return ktorch__vk_check(r, "vkGetPipelineCacheData");
        }
        v = n;
        memcpy(p, &v, 8);
        p += 8 + ((sizes[i] + 7) & ~KTORCH__CAST(size_t, 7));
    }
    return KTORCH_OK;
}

/* Whether cache data (its header) was written by device d. */
static int ktorch__vk_cache_matches(const ktorch__vk_device *d, const unsigned char *p, uint64_t n) {
    uint32_t h[4];
    if (n < 32) return 0;
    memcpy(h, p, 16);
    return h[0] >= 32 && h[0] <= n && h[1] == VK_PIPELINE_CACHE_HEADER_VERSION_ONE && h[2] == d->props.vendorID && h[3] == d->props.deviceID &&
           memcmp(p + 16, d->props.pipelineCacheUUID, VK_UUID_SIZE) == 0;
}

static ktorch_status ktorch__vk_cache_import(void *state, const void *data, size_t size) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    const unsigned char *p = KTORCH__CAST(const unsigned char *, data);
    uint64_t count, i, pos = 16, n;
    int k;
    if (!data || size < 16 || memcmp(p, "KTVKPC01", 8) != 0)
        return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (vulkan): not a ktorch Vulkan cache blob");
    memcpy(&count, p + 8, 8);
    for (i = 0; i < count; i++) { /* validate everything before taking anything */
        if (size - pos < 8) return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (vulkan): entry %llu is truncated", KTORCH__CAST(unsigned long long, i));
        memcpy(&n, p + pos, 8);
        if (n > size - pos - 8 || ((n + 7) & ~KTORCH__CAST(uint64_t, 7)) > size - pos - 8)
            return ktorch__fail(KTORCH_BAD_FORMAT, "ktorch_backend_cache_import (vulkan): entry %llu is malformed", KTORCH__CAST(unsigned long long, i));
        pos += 8 + ((n + 7) & ~KTORCH__CAST(uint64_t, 7));
    }
    for (i = 0, pos = 16; i < count; i++) {
        memcpy(&n, p + pos, 8);
        for (k = 0; k < vk->ndev; k++) {
            ktorch__vk_device *d = &vk->dev[k];
            VkPipelineCacheCreateInfo ci;
            VkPipelineCache c;
            ktorch_status st;
            if (!ktorch__vk_cache_matches(d, p + pos + 8, n)) continue;
            memset(&ci, 0, sizeof ci);
            ci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
            ci.initialDataSize = KTORCH__CAST(size_t, n);
            ci.pInitialData = p + pos + 8;
            st = ktorch__vk_check(d->fn.vkCreatePipelineCache(d->device, &ci, NULL, &c), "vkCreatePipelineCache");
            if (st != KTORCH_OK) return st;
            st = ktorch__vk_check(d->fn.vkMergePipelineCaches(d->device, d->cache, 1, &c), "vkMergePipelineCaches");
            d->fn.vkDestroyPipelineCache(d->device, c, NULL);
            if (st != KTORCH_OK) return st;
        }
        pos += 8 + ((n + 7) & ~KTORCH__CAST(uint64_t, 7));
    }
    return KTORCH_OK;
}

static ktorch_status ktorch__vk_prepare(void *state, int index, int *compiled) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    ktorch__vk_device *d = ktorch__vk_dev(vk, index);
    int m, made = 0;
    for (m = 0; m < vk->nmodules; m++) {
        VkPipeline p;
        int created;
        ktorch_status st = ktorch__vk_pipeline(d, m, NULL, &p, &created);
        if (st != KTORCH_OK) return st;
        made += created;
    }
    if (compiled) *compiled = made;
    return KTORCH_OK;
}

static void ktorch__vk_destroy(void *state) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, state);
    ktorch_allocator al;
    int i, k;
    if (!vk) return;
    al = vk->alloc;
    for (i = 0; i < vk->ndev; i++) {
        ktorch__vk_device *d = &vk->dev[i];
        if (!d->device) continue;
        if (!d->ext) ktorch__vk_finish(d);
        if (d->own_device) d->fn.vkDeviceWaitIdle(d->device); /* an engine's device: its other queues are its own business */
        for (k = 0; k < d->npipes; k++) d->fn.vkDestroyPipeline(d->device, d->pipes[k].pipeline, NULL);
        for (k = 0; d->modules && k < vk->nmodules; k++)
            if (d->modules[k]) d->fn.vkDestroyShaderModule(d->device, d->modules[k], NULL);
        for (k = 0; k < d->nblocks; k++)
            if (d->blocks[k].memory) ktorch__vk_buffer_destroy(d, &d->blocks[k]);
        ktorch__vk_buffer_destroy(d, &d->staging);
        if (d->layout) d->fn.vkDestroyPipelineLayout(d->device, d->layout, NULL);
        if (d->cache) d->fn.vkDestroyPipelineCache(d->device, d->cache, NULL);
        if (d->fence) d->fn.vkDestroyFence(d->device, d->fence, NULL);
        if (d->pool) d->fn.vkDestroyCommandPool(d->device, d->pool, NULL);
        if (d->own_device) d->fn.vkDestroyDevice(d->device, NULL);
        ktorch__free(&al, d->pipes);
        ktorch__free(&al, d->modules);
        ktorch__free(&al, d->blocks);
    }
    if (vk->messenger && vk->fn.vkDestroyDebugUtilsMessengerEXT) vk->fn.vkDestroyDebugUtilsMessengerEXT(vk->instance, vk->messenger, NULL);
    if (vk->own_instance && vk->instance) vk->fn.vkDestroyInstance(vk->instance, NULL);
    if (vk->lib) dlclose(vk->lib);
    ktorch__free(&al, vk);
}

/* ---- registration ------------------------------------------------------------ */
static VKAPI_ATTR VkBool32 VKAPI_CALL ktorch__vk_on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity, VkDebugUtilsMessageTypeFlagsEXT types,
                                                            const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    ktorch__vk_state *vk = KTORCH__CAST(ktorch__vk_state *, user);
    (void)severity;
    (void)types;
    if (vk->messages++ == 0)
        ktorch__format(vk->first_message, sizeof vk->first_message, "%s", data && data->pMessage ? data->pMessage : "(no text)");
    return VK_FALSE;
}

/* The first required feature the physical device lacks; NULL when it has all. */
static const char *ktorch__vk_missing(ktorch__vk_state *vk, VkPhysicalDevice pd) {
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceFeatures2 f;
    vk->fn.vkGetPhysicalDeviceProperties(pd, &props);
    if (props.apiVersion < VK_API_VERSION_1_2) return "Vulkan 1.2";
    memset(&f11, 0, sizeof f11);
    memset(&f12, 0, sizeof f12);
    memset(&f, 0, sizeof f);
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f12.pNext = &f11;
    f.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f.pNext = &f12;
    vk->fn.vkGetPhysicalDeviceFeatures2(pd, &f);
    if (!f12.bufferDeviceAddress) return "bufferDeviceAddress";
    if (!f.features.shaderInt64) return "shaderInt64";
    if (!f12.storageBuffer8BitAccess) return "storageBuffer8BitAccess";
    if (!f11.storageBuffer16BitAccess) return "storageBuffer16BitAccess";
    return NULL;
}

/* Fill d for physical device pd: create the logical device and queue unless
   adopted, then command pool, fence, staging ring, pipeline layout and cache. */
static ktorch_status ktorch__vk_init_device(ktorch__vk_state *vk, ktorch__vk_device *d, VkPhysicalDevice pd, const ktorch_vulkan_desc *dd) {
    const ktorch_vulkan_desc *adopt = dd->instance ? dd : NULL;
    VkPhysicalDeviceSubgroupProperties sub;
    VkPhysicalDeviceMaintenance3Properties m3;
    VkPhysicalDeviceProperties2 p2;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkFenceCreateInfo fci;
    VkPipelineLayoutCreateInfo lci;
    VkPushConstantRange range;
    VkPipelineCacheCreateInfo cci;
    ktorch_status st;
    uint32_t i, host_local = 0;
    d->vk = vk;
    d->phys = pd;
    memset(&sub, 0, sizeof sub);
    memset(&m3, 0, sizeof m3);
    memset(&p2, 0, sizeof p2);
    sub.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    m3.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES;
    m3.pNext = &sub;
    p2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    p2.pNext = &m3;
    vk->fn.vkGetPhysicalDeviceProperties2(pd, &p2);
    d->props = p2.properties;
    vk->fn.vkGetPhysicalDeviceMemoryProperties(pd, &d->mem);
    d->max_allocation = m3.maxMemoryAllocationSize ? m3.maxMemoryAllocationSize : (UINT64_C(1) << 30);
    d->limits.subgroup_size = sub.subgroupSize ? sub.subgroupSize : 1;
    d->limits.max_shared_memory = d->props.limits.maxComputeSharedMemorySize;
    d->limits.max_invocations = d->props.limits.maxComputeWorkGroupInvocations;
    d->limits.max_push_constants = d->props.limits.maxPushConstantsSize;
    for (i = 0; i < 3; i++) {
        d->limits.max_group_size[i] = d->props.limits.maxComputeWorkGroupSize[i];
        d->limits.max_group_count[i] = d->props.limits.maxComputeWorkGroupCount[i];
    }
    for (i = 0; i < d->mem.memoryHeapCount; i++)
        if (d->mem.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) d->memory_bytes += d->mem.memoryHeaps[i].size;
    for (i = 0; i < d->mem.memoryTypeCount; i++) {
        const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT | VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
        if ((d->mem.memoryTypes[i].propertyFlags & want) == want) host_local = 1;
    }
    d->unified = host_local && !dd->force_staging && (d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU || d->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU);
    if (adopt) {
        d->device = adopt->device;
        d->queue = adopt->queue;
        d->queue_family = adopt->queue_family;
    } else {
        VkQueueFamilyProperties qf[16];
        uint32_t nq = 16;
        float prio = 1.0f;
        VkDeviceQueueCreateInfo qci;
        VkDeviceCreateInfo dci;
        VkPhysicalDeviceVulkan11Features f11;
        VkPhysicalDeviceVulkan12Features f12;
        VkPhysicalDeviceFeatures2 f;
        vk->fn.vkGetPhysicalDeviceQueueFamilyProperties(pd, &nq, qf);
        for (i = 0; i < nq; i++)
            if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) break;
        if (i == nq) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: %s has no compute queue", d->props.deviceName);
        d->queue_family = i;
        memset(&qci, 0, sizeof qci);
        qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
        qci.queueFamilyIndex = d->queue_family;
        qci.queueCount = 1;
        qci.pQueuePriorities = &prio;
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
        st = ktorch__vk_check(vk->fn.vkCreateDevice(pd, &dci, NULL, &d->device), "vkCreateDevice");
        if (st != KTORCH_OK) return st;
        d->own_device = 1;
    }
#define KTORCH__VK_LOAD(name)                                                                                              \
    {                                                                                                                      \
        PFN_vkVoidFunction fp = vk->fn.vkGetDeviceProcAddr(d->device, #name);                                              \
        if (!fp) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: the device lacks %s", #name);           \
        memcpy(&d->fn.name, &fp, sizeof fp);                                                                               \
    }
    KTORCH__VK_DEVICE_FNS(KTORCH__VK_LOAD)
#undef KTORCH__VK_LOAD
    if (!adopt) d->fn.vkGetDeviceQueue(d->device, d->queue_family, 0, &d->queue);
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pci.queueFamilyIndex = d->queue_family;
    if ((st = ktorch__vk_check(d->fn.vkCreateCommandPool(d->device, &pci, NULL, &d->pool), "vkCreateCommandPool")) != KTORCH_OK) return st;
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = d->pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    if ((st = ktorch__vk_check(d->fn.vkAllocateCommandBuffers(d->device, &cai, &d->cmd), "vkAllocateCommandBuffers")) != KTORCH_OK) return st;
    memset(&fci, 0, sizeof fci);
    fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    if ((st = ktorch__vk_check(d->fn.vkCreateFence(d->device, &fci, NULL, &d->fence), "vkCreateFence")) != KTORCH_OK) return st;
    if ((st = ktorch__vk_buffer_create(d, KTORCH__VK_STAGING, 1, &d->staging)) != KTORCH_OK) return st;
    if (!d->staging.map) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: %s has no host-visible memory", d->props.deviceName);
    range.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    range.offset = 0;
    range.size = 128;
    memset(&lci, 0, sizeof lci);
    lci.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    lci.pushConstantRangeCount = 1;
    lci.pPushConstantRanges = &range;
    if ((st = ktorch__vk_check(d->fn.vkCreatePipelineLayout(d->device, &lci, NULL, &d->layout), "vkCreatePipelineLayout")) != KTORCH_OK) return st;
    memset(&cci, 0, sizeof cci);
    cci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
    if ((st = ktorch__vk_check(d->fn.vkCreatePipelineCache(d->device, &cci, NULL, &d->cache), "vkCreatePipelineCache")) != KTORCH_OK) return st;
    d->modules = KTORCH__CAST(VkShaderModule *, ktorch__calloc(&vk->alloc, KTORCH__CAST(size_t, vk->nmodules) + 1, sizeof *d->modules));
    if (!d->modules) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "ktorch_vulkan_register: no memory");
    return KTORCH_OK;
}

/* The instance: the caller's, or a new one (with validation when asked). */
static ktorch_status ktorch__vk_instance(ktorch__vk_state *vk, const ktorch_vulkan_desc *dd) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ci;
    VkDebugUtilsMessengerCreateInfoEXT mi;
    const char *layer = "VK_LAYER_KHRONOS_validation", *ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    uint32_t version = VK_API_VERSION_1_0;
    ktorch_status st;
    if (dd->instance) {
        vk->instance = dd->instance;
        return KTORCH_OK;
    }
    if (vk->fn.vkEnumerateInstanceVersion) vk->fn.vkEnumerateInstanceVersion(&version);
    if (version < VK_API_VERSION_1_2)
        return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: the Vulkan loader offers %u.%u (1.2 needed)", VK_API_VERSION_MAJOR(version),
                            VK_API_VERSION_MINOR(version));
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "ktorch";
    app.pEngineName = "ktorch";
    app.apiVersion = VK_API_VERSION_1_2;
    memset(&mi, 0, sizeof mi);
    mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                     VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    mi.pfnUserCallback = ktorch__vk_on_message;
    mi.pUserData = vk;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ci.pApplicationInfo = &app;
    if (dd->validation) {
        VkLayerProperties lp[64];
        uint32_t n = 64, i;
        if (vk->fn.vkEnumerateInstanceLayerProperties(&n, lp) < 0) n = 0;
        for (i = 0; i < n; i++)
            if (strcmp(lp[i].layerName, layer) == 0) break;
        if (i == n) return ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: validation asked, but %s is not installed", layer);
        ci.pNext = &mi; /* messages of vkCreateInstance itself */
        ci.enabledLayerCount = 1;
        ci.ppEnabledLayerNames = &layer;
        ci.enabledExtensionCount = 1;
        ci.ppEnabledExtensionNames = &ext;
    }
    st = ktorch__vk_check(vk->fn.vkCreateInstance(&ci, NULL, &vk->instance), "vkCreateInstance");
    if (st == KTORCH_UNSUPPORTED || st == KTORCH_DEVICE_ERROR) st = ktorch__fail(KTORCH_UNSUPPORTED, "ktorch_vulkan_register: no Vulkan 1.2 instance (no driver?)");
    if (st != KTORCH_OK) return st;
    vk->own_instance = 1;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_vulkan_register(ktorch_context *ctx, const ktorch_vulkan_desc *desc) {
    static const char *fn = "ktorch_vulkan_register";
    ktorch_vulkan_desc dd;
    ktorch__vk_state *vk;
    ktorch_backend_impl impl;
    ktorch_status st;
    VkPhysicalDevice pds[KTORCH__MAX_DEVICES];
    uint32_t npd = KTORCH__MAX_DEVICES;
    const char *missing = NULL;
    int i;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (desc) dd = *desc;
    else memset(&dd, 0, sizeof dd);
    if (dd.device_count < 0 || dd.device_count > KTORCH__MAX_DEVICES || (dd.device_count > 0 && !dd.devices))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'device_count' must be 0..%d with 'devices' set", fn, KTORCH__MAX_DEVICES);
    if (dd.instance && (!dd.physical_device || !dd.device || !dd.queue))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: adopting 'instance' needs 'physical_device', 'device' and 'queue' too", fn);
    if (!dd.instance && (dd.physical_device || dd.device || dd.queue))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'physical_device', 'device' or 'queue' given without 'instance'", fn);
    if (dd.instance && (dd.device_count || dd.validation))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'devices' and 'validation' apply to an instance ktorch creates", fn);
    if (ktorch_backend_available(ctx, KTORCH_BACKEND_VULKAN)) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: vulkan is already registered", fn);
    vk = KTORCH__CAST(ktorch__vk_state *, ktorch__calloc(ktorch_context_allocator(ctx), 1, sizeof *vk));
    if (!vk) return ktorch__fail(KTORCH_OUT_OF_MEMORY, "%s: no memory", fn);
    vk->alloc = *ktorch_context_allocator(ctx);
    vk->modules = ktorch__vk_module_table(&vk->nmodules);
    vk->fn.vkGetInstanceProcAddr = dd.get_instance_proc_addr;
    if (!vk->fn.vkGetInstanceProcAddr) {
        const char *name = dd.loader_path ? dd.loader_path : "libvulkan.so.1";
        void *p;
        vk->lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
        p = vk->lib ? dlsym(vk->lib, "vkGetInstanceProcAddr") : NULL;
        if (!p) {
            ktorch__vk_destroy(vk);
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: could not load the Vulkan loader '%s' (no Vulkan installed?)", fn, name);
        }
        memcpy(&vk->fn.vkGetInstanceProcAddr, &p, sizeof p);
    }
#define KTORCH__VK_GLOBAL(name)                                                                                            \
    {                                                                                                                      \
        PFN_vkVoidFunction fp = vk->fn.vkGetInstanceProcAddr(NULL, #name);                                                 \
        memcpy(&vk->fn.name, &fp, sizeof fp);                                                                              \
    }
    KTORCH__VK_GLOBAL(vkCreateInstance)
    KTORCH__VK_GLOBAL(vkEnumerateInstanceVersion)
    KTORCH__VK_GLOBAL(vkEnumerateInstanceLayerProperties)
#undef KTORCH__VK_GLOBAL
    if (!dd.instance && (!vk->fn.vkCreateInstance || !vk->fn.vkEnumerateInstanceLayerProperties)) {
        ktorch__vk_destroy(vk);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the Vulkan loader lacks vkCreateInstance", fn);
    }
    if ((st = ktorch__vk_instance(vk, &dd)) != KTORCH_OK) {
        ktorch__vk_destroy(vk);
        return st;
    }
#define KTORCH__VK_LOAD(name, req)                                                                                         \
    {                                                                                                                      \
        PFN_vkVoidFunction fp = vk->fn.vkGetInstanceProcAddr(vk->instance, #name);                                         \
        if (!fp && req) missing = #name;                                                                                   \
        memcpy(&vk->fn.name, &fp, sizeof fp);                                                                              \
    }
    KTORCH__VK_INSTANCE_FNS(KTORCH__VK_LOAD)
#undef KTORCH__VK_LOAD
    if (missing) {
        ktorch__vk_destroy(vk);
        return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the Vulkan instance lacks %s (Vulkan 1.2 needed)", fn, missing);
    }
    if (dd.validation && vk->fn.vkCreateDebugUtilsMessengerEXT) {
        VkDebugUtilsMessengerCreateInfoEXT mi;
        memset(&mi, 0, sizeof mi);
        mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                         VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mi.pfnUserCallback = ktorch__vk_on_message;
        mi.pUserData = vk;
        if ((st = ktorch__vk_check(vk->fn.vkCreateDebugUtilsMessengerEXT(vk->instance, &mi, NULL, &vk->messenger), "vkCreateDebugUtilsMessengerEXT")) !=
            KTORCH_OK) {
            ktorch__vk_destroy(vk);
            return st;
        }
    }
    if (dd.instance) {
        if ((missing = ktorch__vk_missing(vk, dd.physical_device)) != NULL) {
            ktorch__vk_destroy(vk);
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: the caller's device lacks %s", fn, missing);
        }
        vk->ndev = 1;
        st = ktorch__vk_init_device(vk, &vk->dev[0], dd.physical_device, &dd);
    } else {
        VkResult r = vk->fn.vkEnumeratePhysicalDevices(vk->instance, &npd, pds);
        const char *first_missing = NULL;
        if (r != VK_SUCCESS && r != VK_INCOMPLETE) npd = 0;
        if (npd == 0) {
            ktorch__vk_destroy(vk);
            return ktorch__fail(KTORCH_UNSUPPORTED, "%s: no Vulkan device", fn);
        }
        st = KTORCH_OK;
        if (dd.device_count > 0) {
            for (i = 0; i < dd.device_count && st == KTORCH_OK; i++) {
                if (dd.devices[i] < 0 || KTORCH__CAST(uint32_t, dd.devices[i]) >= npd) {
                    ktorch__vk_destroy(vk);
                    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: device ordinal %d does not exist (%u devices)", fn, dd.devices[i], npd);
                }
                if ((missing = ktorch__vk_missing(vk, pds[dd.devices[i]])) != NULL) {
                    ktorch__vk_destroy(vk);
                    return ktorch__fail(KTORCH_UNSUPPORTED, "%s: Vulkan device %d lacks %s", fn, dd.devices[i], missing);
                }
                vk->dev[i].index = i;
                vk->ndev = i + 1;
                st = ktorch__vk_init_device(vk, &vk->dev[i], pds[dd.devices[i]], &dd);
            }
        } else {
            for (i = 0; KTORCH__CAST(uint32_t, i) < npd && st == KTORCH_OK; i++) {
                VkPhysicalDeviceProperties props;
                vk->fn.vkGetPhysicalDeviceProperties(pds[i], &props);
                if (dd.gpus_only && props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) {
                    if (!first_missing) first_missing = "a GPU (a CPU device was left out)";
                    continue;
                }
                if ((missing = ktorch__vk_missing(vk, pds[i])) != NULL) {
                    if (!first_missing) first_missing = missing;
                    continue;
                }
                vk->dev[vk->ndev].index = vk->ndev;
                vk->ndev++;
                st = ktorch__vk_init_device(vk, &vk->dev[vk->ndev - 1], pds[i], &dd);
            }
            if (st == KTORCH_OK && vk->ndev == 0) {
                ktorch__vk_destroy(vk);
                return ktorch__fail(KTORCH_UNSUPPORTED, "%s: no Vulkan device qualifies (the first lacks %s)", fn, first_missing);
            }
        }
    }
    if (st != KTORCH_OK) {
        ktorch__vk_destroy(vk);
        return st;
    }
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = KTORCH_BACKEND_VULKAN;
    impl.state = vk;
    impl.device_count = ktorch__vk_device_count;
    impl.device_info = ktorch__vk_device_info;
    impl.provider = ktorch__vk_provider;
    impl.copy = ktorch__vk_copy;
    impl.fill = ktorch__vk_fill;
    impl.synchronize = ktorch__vk_synchronize;
    impl.supports = ktorch__vk_supports;
    impl.run = ktorch__vk_run;
    impl.destroy = ktorch__vk_destroy;
    impl.cache_export = ktorch__vk_cache_export;
    impl.cache_import = ktorch__vk_cache_import;
    impl.prepare = ktorch__vk_prepare;
    st = ktorch_register_backend(ctx, &impl);
    if (st != KTORCH_OK) ktorch__vk_destroy(vk);
    return st;
}

/* The state and device behind a public call. */
static ktorch_status ktorch__vk_get(ktorch_context *ctx, int device, const char *fn, ktorch__vk_device **out) {
    ktorch__vk_state *vk;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    vk = KTORCH__CAST(ktorch__vk_state *, ktorch__backend_state(ctx, KTORCH_BACKEND_VULKAN));
    if (!vk) return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: vulkan is not registered in this context", fn);
    if (device < 0 || device >= vk->ndev) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: vulkan device %d does not exist (%d devices)", fn, device, vk->ndev);
    *out = &vk->dev[device];
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_vulkan_begin_recording(ktorch_context *ctx, int device, VkCommandBuffer cmd) {
    static const char *fn = "ktorch_vulkan_begin_recording";
    ktorch__vk_device *d = NULL;
    ktorch_status st = ktorch__vk_get(ctx, device, fn, &d);
    if (st != KTORCH_OK) return st;
    if (!cmd) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'cmd' is NULL", fn);
    if (d->ext) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: vulkan:%d already records into a command buffer", fn, device);
    if ((st = ktorch__vk_finish(d)) != KTORCH_OK) return st;
    d->ext = cmd;
    /* the caller's earlier commands (uploads into its buffers) come first */
    ktorch__vk_barrier(d, cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, KTORCH__VK_STAGES);
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_vulkan_end_recording(ktorch_context *ctx, int device) {
    static const char *fn = "ktorch_vulkan_end_recording";
    ktorch__vk_device *d = NULL;
    ktorch_status st = ktorch__vk_get(ctx, device, fn, &d);
    if (st != KTORCH_OK) return st;
    if (!d->ext) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: vulkan:%d is not recording", fn, device);
    /* ktorch's writes are visible to whatever the caller records next */
    ktorch__vk_barrier(d, d->ext, KTORCH__VK_STAGES, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
    d->ext = VK_NULL_HANDLE;
    return KTORCH_OK;
}

KTORCH_API ktorch_status ktorch_vulkan_wrap_buffer(ktorch_context *ctx, int device, VkBuffer buffer, VkDeviceSize offset, VkDeviceSize size,
                                                   ktorch_dtype dtype, int ndim, const int64_t *shape, ktorch_tensor *out) {
    static const char *fn = "ktorch_vulkan_wrap_buffer";
    ktorch__vk_device *d = NULL;
    ktorch__vk_block b;
    VkBufferDeviceAddressInfo dai;
    uint64_t end, need = 0;
    int64_t numel = 1;
    ktorch_status st = ktorch__vk_get(ctx, device, fn, &d);
    int i, known = 0;
    if (st != KTORCH_OK) return st;
    if (!buffer) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'buffer' is NULL", fn);
    if (!out) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'out' is NULL", fn);
    if (ndim < 0 || ndim > KTORCH_MAX_DIMS || (ndim > 0 && !shape))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ndim' is %d (0..%d, with 'shape')", fn, ndim, KTORCH_MAX_DIMS);
    if (KTORCH__CAST(int, dtype) < 0 || dtype >= KTORCH_DTYPE_COUNT) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'dtype' is invalid", fn);
    if (!ktorch__add_u64(offset, size, &end)) return ktorch__fail(KTORCH_OVERFLOW, "%s: 'offset' + 'size' overflows", fn);
    if (offset % ktorch__esize(dtype))
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'offset' %llu is not a multiple of the %s element size", fn,
                            KTORCH__CAST(unsigned long long, offset), ktorch_dtype_name(dtype));
    for (i = 0; i < ndim; i++) {
        if (shape[i] < 0) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: shape[%d] is negative", fn, i);
        if (!ktorch__mul_i64(numel, shape[i], &numel)) return ktorch__fail(KTORCH_OVERFLOW, "%s: the shape overflows", fn);
    }
    if ((st = ktorch__bytes_for(dtype, numel, fn, &need)) != KTORCH_OK) return st;
    if (need > size)
        return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: the shape needs %llu bytes, 'size' is %llu", fn, KTORCH__CAST(unsigned long long, need),
                            KTORCH__CAST(unsigned long long, size));
    memset(&dai, 0, sizeof dai);
    dai.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
    dai.buffer = buffer;
    memset(&b, 0, sizeof b);
    b.buffer = buffer;
    b.address = d->fn.vkGetBufferDeviceAddress(d->device, &dai);
    b.size = end;
    if (!b.address) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'buffer' has no device address (SHADER_DEVICE_ADDRESS usage needed)", fn);
    for (i = 0; i < d->nblocks; i++)
        if (d->blocks[i].buffer == buffer) {
            known = 1;
            if (d->blocks[i].size < end) d->blocks[i].size = end;
        }
    if (!known && (st = ktorch__vk_block_add(d, &b)) != KTORCH_OK) return st;
    {
        ktorch_device dev;
        dev.backend = KTORCH_BACKEND_VULKAN;
        dev.index = device;
        st = ktorch_tensor_wrap(dtype, ndim, shape, NULL, KTORCH__RCAST(void *, KTORCH__CAST(uintptr_t, b.address + offset)), dev, out);
    }
    return st;
}

KTORCH_API ktorch_status ktorch_vulkan_forget_buffer(ktorch_context *ctx, int device, VkBuffer buffer) {
    static const char *fn = "ktorch_vulkan_forget_buffer";
    ktorch__vk_device *d = NULL;
    ktorch_status st = ktorch__vk_get(ctx, device, fn, &d);
    int i;
    if (st != KTORCH_OK) return st;
    for (i = 0; i < d->nblocks; i++)
        if (d->blocks[i].buffer == buffer && !d->blocks[i].memory) {
            if (!d->ext && (st = ktorch__vk_finish(d)) != KTORCH_OK) return st; /* queued work may use it */
            d->blocks[i] = d->blocks[--d->nblocks];
            return KTORCH_OK;
        }
    return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'buffer' was not wrapped on vulkan:%d", fn, device);
}

KTORCH_API ktorch_status ktorch_vulkan_messages(ktorch_context *ctx, uint64_t *count, char *first, size_t cap) {
    static const char *fn = "ktorch_vulkan_messages";
    ktorch__vk_state *vk;
    if (!ctx) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'ctx' is NULL", fn);
    if (!count) return ktorch__fail(KTORCH_INVALID_ARGUMENT, "%s: 'count' is NULL", fn);
    vk = KTORCH__CAST(ktorch__vk_state *, ktorch__backend_state(ctx, KTORCH_BACKEND_VULKAN));
    if (!vk) return ktorch__fail(KTORCH_BACKEND_UNAVAILABLE, "%s: vulkan is not registered in this context", fn);
    *count = vk->messages;
    if (first && cap) ktorch__format(first, cap, "%s", vk->first_message);
    return KTORCH_OK;
}

/* ---- embedded SPIR-V: shaders/vk_modules.txt ---- */
/* BEGIN GENERATED SOURCES (make shaders; do not edit) */
static const uint32_t ktorch__vk_spv_convert[] = { /* shaders/vk_convert.comp */
    0x07230203, 0x00010500, 0x000d000b, 0x00000b87, 0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000000b, 0x00020011, 0x00001151, 0x00020011, 0x00001160, 0x00020011, 0x000014e3, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x000014e4, 0x00000001,
    0x0008000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00000330, 0x00000357, 0x00000365,
    0x00060010, 0x00000004, 0x00000011, 0x00000100, 0x00000001, 0x00000001, 0x00050048, 0x000001b6,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001b6, 0x00000002, 0x00050048, 0x000001c3,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001c3, 0x00000002, 0x00050048, 0x000001e1,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001e1, 0x00000002, 0x00050048, 0x0000028f,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x0000028f, 0x00000002, 0x00040047, 0x0000032b,
    0x00000006, 0x00000008, 0x00040047, 0x0000032c, 0x00000006, 0x00000008, 0x00040047, 0x0000032d,
    0x00000006, 0x00000008, 0x00050048, 0x0000032e, 0x00000000, 0x00000023, 0x00000000, 0x00050048,
    0x0000032e, 0x00000001, 0x00000023, 0x00000008, 0x00050048, 0x0000032e, 0x00000002, 0x00000023,
    0x00000010, 0x00050048, 0x0000032e, 0x00000003, 0x00000023, 0x00000018, 0x00050048, 0x0000032e,
    0x00000004, 0x00000023, 0x00000030, 0x00050048, 0x0000032e, 0x00000005, 0x00000023, 0x00000050,
    0x00050048, 0x0000032e, 0x00000006, 0x00000023, 0x00000070, 0x00030047, 0x0000032e, 0x00000002,
    0x00040047, 0x00000357, 0x0000000b, 0x00000018, 0x00040047, 0x0000035d, 0x00000001, 0x00000000,
    0x00040047, 0x0000035e, 0x0000000b, 0x00000019, 0x00040047, 0x00000365, 0x0000000b, 0x0000001c,
    0x00020013, 0x00000002, 0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020,
    0x00000000, 0x00040015, 0x00000015, 0x00000020, 0x00000001, 0x00020014, 0x00000023, 0x00040015,
    0x00000037, 0x00000040, 0x00000000, 0x00040015, 0x0000004b, 0x00000040, 0x00000001, 0x0004002b,
    0x00000006, 0x0000005f, 0x00008000, 0x0004002b, 0x00000015, 0x00000061, 0x00000010, 0x0004002b,
    0x00000015, 0x00000065, 0x0000000a, 0x0004002b, 0x00000006, 0x00000067, 0x0000001f, 0x0004002b,
    0x00000006, 0x0000006b, 0x000003ff, 0x0004002b, 0x00000006, 0x0000006f, 0x00000000, 0x00030016,
    0x00000076, 0x00000020, 0x0004002b, 0x00000006, 0x00000079, 0x0c000000, 0x0004002b, 0x00000006,
    0x00000089, 0x7f800000, 0x0004002b, 0x00000015, 0x0000008b, 0x0000000d, 0x0004002b, 0x00000006,
    0x00000090, 0x00000070, 0x0004002b, 0x00000015, 0x00000092, 0x00000017, 0x0004002b, 0x00000006,
    0x000000a4, 0x00000080, 0x0004002b, 0x00000015, 0x000000a6, 0x00000018, 0x0004002b, 0x00000015,
    0x000000aa, 0x00000003, 0x0004002b, 0x00000006, 0x000000ac, 0x0000000f, 0x0004002b, 0x00000006,
    0x000000b0, 0x00000007, 0x0004002b, 0x00000006, 0x000000bc, 0x04800000, 0x0004002b, 0x00000006,
    0x000000c8, 0x00000078, 0x0004002b, 0x00000015, 0x000000cc, 0x00000014, 0x0004002b, 0x00000006,
    0x000000d1, 0x0000007f, 0x0004002b, 0x00000006, 0x000000d4, 0x7fc00000, 0x0004002b, 0x00000015,
    0x000000dd, 0x00000008, 0x0004002b, 0x00000015, 0x000000ef, 0x00000000, 0x0004002b, 0x00000015,
    0x000000f6, 0x00000019, 0x0004002b, 0x00000006, 0x000000fa, 0x007fffff, 0x0004002b, 0x00000006,
    0x000000fc, 0x00800000, 0x0004002b, 0x00000006, 0x00000105, 0x00000001, 0x0004002b, 0x00000015,
    0x0000010d, 0x00000001, 0x0004002b, 0x00000006, 0x00000132, 0x7fffffff, 0x0004002b, 0x00000006,
    0x0000013f, 0x00007c00, 0x0004002b, 0x00000006, 0x00000143, 0x00007e00, 0x0004002b, 0x00000006,
    0x00000151, 0x00007fff, 0x0004002b, 0x00000006, 0x00000161, 0x00007fc0, 0x0004002b, 0x00000006,
    0x00000165, 0x0000ffff, 0x0004002b, 0x00000006, 0x00000196, 0x0000007e, 0x0004002b, 0x00000015,
    0x000001a2, 0x00000002, 0x0004002b, 0x00000006, 0x000001a3, 0x0000007b, 0x0004002b, 0x00000006,
    0x000001a4, 0x0000007c, 0x00030027, 0x000001b5, 0x000014e5, 0x0003001e, 0x000001b6, 0x00000006,
    0x00040020, 0x000001b5, 0x000014e5, 0x000001b6, 0x00040020, 0x000001b8, 0x000014e5, 0x00000006,
    0x00030027, 0x000001c1, 0x000014e5, 0x00040015, 0x000001c2, 0x00000010, 0x00000000, 0x0003001e,
    0x000001c3, 0x000001c2, 0x00040020, 0x000001c1, 0x000014e5, 0x000001c3, 0x00040020, 0x000001c5,
    0x000014e5, 0x000001c2, 0x0004002b, 0x00000006, 0x000001cd, 0x00000002, 0x0004002b, 0x00000006,
    0x000001da, 0x00000003, 0x00030027, 0x000001df, 0x000014e5, 0x00040015, 0x000001e0, 0x00000008,
    0x00000000, 0x0003001e, 0x000001e1, 0x000001e0, 0x00040020, 0x000001df, 0x000014e5, 0x000001e1,
    0x00040020, 0x000001e3, 0x000014e5, 0x000001e0, 0x0004002b, 0x00000006, 0x00000230, 0x00000004,
    0x0004002b, 0x00000006, 0x00000239, 0x00000005, 0x0004002b, 0x00000006, 0x00000242, 0x00000009,
    0x0004002b, 0x00000006, 0x0000024b, 0x0000000b, 0x0004002b, 0x00000006, 0x00000252, 0x0000000c,
    0x0004002b, 0x00000006, 0x00000259, 0x0000000d, 0x0004002b, 0x00000006, 0x0000025b, 0x00000008,
    0x00040017, 0x0000028a, 0x00000006, 0x00000002, 0x00030027, 0x0000028e, 0x000014e5, 0x0003001e,
    0x0000028f, 0x0000028a, 0x00040020, 0x0000028e, 0x000014e5, 0x0000028f, 0x00040020, 0x00000291,
    0x000014e5, 0x0000028a, 0x0004002b, 0x00000015, 0x00000297, 0x00000020, 0x0004002b, 0x00000006,
    0x000002a9, 0x0000000e, 0x0005002b, 0x0000004b, 0x000002b0, 0x00000000, 0x00000000, 0x0005002b,
    0x0000004b, 0x000002bd, 0xffffff80, 0xffffffff, 0x0005002b, 0x0000004b, 0x000002be, 0x0000007f,
    0x00000000, 0x0004002b, 0x00000006, 0x000002c2, 0x000000ff, 0x0004002b, 0x00000006, 0x000002c8,
    0x0000000a, 0x0005002b, 0x0000004b, 0x000002cf, 0x000000ff, 0x00000000, 0x0005002b, 0x0000004b,
    0x000002dd, 0x0000ffff, 0x00000000, 0x0005002b, 0x0000004b, 0x000002eb, 0x80000000, 0xffffffff,
    0x0005002b, 0x0000004b, 0x000002ec, 0x7fffffff, 0x00000000, 0x0005002b, 0x00000037, 0x000002f6,
    0xffffffff, 0x00000000, 0x0004002b, 0x00000015, 0x00000304, 0x0000001f, 0x0004002b, 0x00000006,
    0x00000316, 0x5f000000, 0x0005002b, 0x0000004b, 0x0000031b, 0x00000000, 0x80000000, 0x0005002b,
    0x0000004b, 0x0000031c, 0xffffffff, 0x7fffffff, 0x0004002b, 0x00000006, 0x00000320, 0x3f800000,
    0x0004001c, 0x0000032b, 0x0000004b, 0x000001da, 0x0004001c, 0x0000032c, 0x0000004b, 0x00000230,
    0x0004001c, 0x0000032d, 0x0000004b, 0x00000230, 0x0009001e, 0x0000032e, 0x00000037, 0x00000037,
    0x0000004b, 0x0000032b, 0x0000032c, 0x0000032d, 0x00000006, 0x00040020, 0x0000032f, 0x00000009,
    0x0000032e, 0x0004003b, 0x0000032f, 0x00000330, 0x00000009, 0x0004002b, 0x00000015, 0x00000331,
    0x00000006, 0x00040020, 0x00000332, 0x00000009, 0x00000006, 0x0004002b, 0x00000015, 0x00000344,
    0x00000011, 0x00040017, 0x00000355, 0x00000006, 0x00000003, 0x00040020, 0x00000356, 0x00000001,
    0x00000355, 0x0004003b, 0x00000356, 0x00000357, 0x00000001, 0x00040020, 0x00000358, 0x00000001,
    0x00000006, 0x00040032, 0x00000006, 0x0000035d, 0x00000100, 0x00060033, 0x00000355, 0x0000035e,
    0x0000035d, 0x00000105, 0x00000105, 0x00060034, 0x00000006, 0x0000035f, 0x00000051, 0x0000035e,
    0x00000000, 0x00050034, 0x00000037, 0x00000360, 0x00000071, 0x0000035f, 0x0005002b, 0x00000037,
    0x00000361, 0x00000000, 0x00000000, 0x00060034, 0x0000004b, 0x00000362, 0x00000080, 0x00000360,
    0x00000361, 0x0004003b, 0x00000356, 0x00000365, 0x00000001, 0x00040020, 0x00000370, 0x00000009,
    0x0000004b, 0x00040020, 0x00000398, 0x00000009, 0x00000037, 0x0004002b, 0x00000015, 0x0000039c,
    0x00000004, 0x0004002b, 0x00000015, 0x000003b7, 0x00000005, 0x0004002b, 0x00000006, 0x000003db,
    0x00000006, 0x0004002b, 0x00000015, 0x00000b84, 0x00000071, 0x0004002b, 0x00000015, 0x00000b85,
    0x00000079, 0x0004002b, 0x00000015, 0x00000b86, 0x00000015, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x00050041, 0x00000332, 0x00000333, 0x00000330,
    0x00000331, 0x0004003d, 0x00000006, 0x00000334, 0x00000333, 0x000500c7, 0x00000006, 0x00000335,
    0x00000334, 0x000002c2, 0x000500c2, 0x00000006, 0x00000339, 0x00000334, 0x000000dd, 0x000500c7,
    0x00000006, 0x0000033a, 0x00000339, 0x000002c2, 0x000500c2, 0x00000006, 0x0000033e, 0x00000334,
    0x00000061, 0x000500c7, 0x00000006, 0x0000033f, 0x0000033e, 0x00000105, 0x000500ab, 0x00000023,
    0x00000340, 0x0000033f, 0x0000006f, 0x000500c2, 0x00000006, 0x00000345, 0x00000334, 0x00000344,
    0x000500c7, 0x00000006, 0x00000346, 0x00000345, 0x00000105, 0x000500ab, 0x00000023, 0x00000347,
    0x00000346, 0x0000006f, 0x000300f7, 0x00000484, 0x00000000, 0x000300fb, 0x0000006f, 0x00000467,
    0x000200f8, 0x00000467, 0x000500b0, 0x00000023, 0x00000469, 0x00000335, 0x00000239, 0x000300f7,
    0x0000046d, 0x00000000, 0x000400fa, 0x00000469, 0x0000046a, 0x0000046d, 0x000200f8, 0x0000046a,
    0x000500aa, 0x00000023, 0x0000048a, 0x00000335, 0x0000006f, 0x000300f7, 0x00000490, 0x00000000,
    0x000400fa, 0x0000048a, 0x0000048b, 0x0000048c, 0x000200f8, 0x0000048b, 0x000200f9, 0x00000490,
    0x000200f8, 0x0000048c, 0x000500b2, 0x00000023, 0x0000048e, 0x00000335, 0x000001cd, 0x000600a9,
    0x00000006, 0x0000048f, 0x0000048e, 0x000001cd, 0x00000105, 0x000200f9, 0x00000490, 0x000200f8,
    0x00000490, 0x000700f5, 0x00000006, 0x00000b19, 0x00000230, 0x0000048b, 0x0000048f, 0x0000048c,
    0x000200f9, 0x00000484, 0x000200f8, 0x0000046d, 0x000500b0, 0x00000023, 0x0000046f, 0x00000335,
    0x00000242, 0x000300f7, 0x00000474, 0x00000000, 0x000400fa, 0x0000046f, 0x00000470, 0x00000474,
    0x000200f8, 0x00000470, 0x00050082, 0x00000006, 0x00000472, 0x00000335, 0x00000239, 0x000500c4,
    0x00000006, 0x00000473, 0x00000105, 0x00000472, 0x000200f9, 0x00000484, 0x000200f8, 0x00000474,
    0x000500aa, 0x00000023, 0x00000476, 0x00000335, 0x0000024b, 0x000300f7, 0x00000482, 0x00000000,
    0x000400fa, 0x00000476, 0x00000477, 0x00000478, 0x000200f8, 0x00000477, 0x000200f9, 0x00000482,
    0x000200f8, 0x00000478, 0x000500aa, 0x00000023, 0x0000047a, 0x00000335, 0x00000252, 0x000300f7,
    0x00000480, 0x00000000, 0x000400fa, 0x0000047a, 0x0000047b, 0x0000047c, 0x000200f8, 0x0000047b,
    0x000200f9, 0x00000480, 0x000200f8, 0x0000047c, 0x000500aa, 0x00000023, 0x0000047e, 0x00000335,
    0x00000259, 0x000600a9, 0x00000006, 0x0000047f, 0x0000047e, 0x0000025b, 0x00000105, 0x000200f9,
    0x00000480, 0x000200f8, 0x00000480, 0x000700f5, 0x00000006, 0x00000b17, 0x00000230, 0x0000047b,
    0x0000047f, 0x0000047c, 0x000200f9, 0x00000482, 0x000200f8, 0x00000482, 0x000700f5, 0x00000006,
    0x00000b18, 0x000001cd, 0x00000477, 0x00000b17, 0x00000480, 0x000200f9, 0x00000484, 0x000200f8,
    0x00000484, 0x000900f5, 0x00000006, 0x00000b1a, 0x00000b19, 0x00000490, 0x00000473, 0x00000470,
    0x00000b18, 0x00000482, 0x00040071, 0x00000037, 0x0000034c, 0x00000b1a, 0x0004007c, 0x0000004b,
    0x0000034d, 0x0000034c, 0x000300f7, 0x000004b6, 0x00000000, 0x000300fb, 0x0000006f, 0x00000499,
    0x000200f8, 0x00000499, 0x000500b0, 0x00000023, 0x0000049b, 0x0000033a, 0x00000239, 0x000300f7,
    0x0000049f, 0x00000000, 0x000400fa, 0x0000049b, 0x0000049c, 0x0000049f, 0x000200f8, 0x0000049c,
    0x000500aa, 0x00000023, 0x000004bc, 0x0000033a, 0x0000006f, 0x000300f7, 0x000004c2, 0x00000000,
    0x000400fa, 0x000004bc, 0x000004bd, 0x000004be, 0x000200f8, 0x000004bd, 0x000200f9, 0x000004c2,
    0x000200f8, 0x000004be, 0x000500b2, 0x00000023, 0x000004c0, 0x0000033a, 0x000001cd, 0x000600a9,
    0x00000006, 0x000004c1, 0x000004c0, 0x000001cd, 0x00000105, 0x000200f9, 0x000004c2, 0x000200f8,
    0x000004c2, 0x000700f5, 0x00000006, 0x00000b1d, 0x00000230, 0x000004bd, 0x000004c1, 0x000004be,
    0x000200f9, 0x000004b6, 0x000200f8, 0x0000049f, 0x000500b0, 0x00000023, 0x000004a1, 0x0000033a,
    0x00000242, 0x000300f7, 0x000004a6, 0x00000000, 0x000400fa, 0x000004a1, 0x000004a2, 0x000004a6,
    0x000200f8, 0x000004a2, 0x00050082, 0x00000006, 0x000004a4, 0x0000033a, 0x00000239, 0x000500c4,
    0x00000006, 0x000004a5, 0x00000105, 0x000004a4, 0x000200f9, 0x000004b6, 0x000200f8, 0x000004a6,
    0x000500aa, 0x00000023, 0x000004a8, 0x0000033a, 0x0000024b, 0x000300f7, 0x000004b4, 0x00000000,
    0x000400fa, 0x000004a8, 0x000004a9, 0x000004aa, 0x000200f8, 0x000004a9, 0x000200f9, 0x000004b4,
    0x000200f8, 0x000004aa, 0x000500aa, 0x00000023, 0x000004ac, 0x0000033a, 0x00000252, 0x000300f7,
    0x000004b2, 0x00000000, 0x000400fa, 0x000004ac, 0x000004ad, 0x000004ae, 0x000200f8, 0x000004ad,
    0x000200f9, 0x000004b2, 0x000200f8, 0x000004ae, 0x000500aa, 0x00000023, 0x000004b0, 0x0000033a,
    0x00000259, 0x000600a9, 0x00000006, 0x000004b1, 0x000004b0, 0x0000025b, 0x00000105, 0x000200f9,
    0x000004b2, 0x000200f8, 0x000004b2, 0x000700f5, 0x00000006, 0x00000b1b, 0x00000230, 0x000004ad,
    0x000004b1, 0x000004ae, 0x000200f9, 0x000004b4, 0x000200f8, 0x000004b4, 0x000700f5, 0x00000006,
    0x00000b1c, 0x000001cd, 0x000004a9, 0x00000b1b, 0x000004b2, 0x000200f9, 0x000004b6, 0x000200f8,
    0x000004b6, 0x000900f5, 0x00000006, 0x00000b1e, 0x00000b1d, 0x000004c2, 0x000004a5, 0x000004a2,
    0x00000b1c, 0x000004b4, 0x00040071, 0x00000037, 0x00000352, 0x00000b1e, 0x0004007c, 0x0000004b,
    0x00000353, 0x00000352, 0x00050041, 0x00000358, 0x00000359, 0x00000357, 0x0000006f, 0x0004003d,
    0x00000006, 0x0000035a, 0x00000359, 0x00040071, 0x00000037, 0x0000035b, 0x0000035a, 0x0004007c,
    0x0000004b, 0x0000035c, 0x0000035b, 0x00050084, 0x0000004b, 0x00000363, 0x0000035c, 0x00000362,
    0x00050041, 0x00000358, 0x00000366, 0x00000365, 0x0000006f, 0x0004003d, 0x00000006, 0x00000367,
    0x00000366, 0x00040071, 0x00000037, 0x00000368, 0x00000367, 0x0004007c, 0x0000004b, 0x00000369,
    0x00000368, 0x000200f9, 0x0000036a, 0x000200f8, 0x0000036a, 0x000700f5, 0x0000004b, 0x00000b1f,
    0x00000369, 0x000004b6, 0x00000449, 0x0000036d, 0x00050041, 0x00000370, 0x00000371, 0x00000330,
    0x000001a2, 0x0004003d, 0x0000004b, 0x00000372, 0x00000371, 0x000500b1, 0x00000023, 0x00000373,
    0x00000b1f, 0x00000372, 0x000400f6, 0x0000036c, 0x0000036d, 0x00000000, 0x000400fa, 0x00000373,
    0x0000036b, 0x0000036c, 0x000200f8, 0x0000036b, 0x000400a8, 0x00000023, 0x0000037a, 0x00000347,
    0x000300f7, 0x0000037c, 0x00000000, 0x000400fa, 0x0000037a, 0x0000037b, 0x0000037c, 0x000200f8,
    0x0000037b, 0x00060041, 0x00000370, 0x00000380, 0x00000330, 0x000000aa, 0x000001a2, 0x0004003d,
    0x0000004b, 0x00000381, 0x00000380, 0x0005008b, 0x0000004b, 0x00000382, 0x00000b1f, 0x00000381,
    0x00050087, 0x0000004b, 0x00000386, 0x00000b1f, 0x00000381, 0x00060041, 0x00000370, 0x00000388,
    0x00000330, 0x000000aa, 0x0000010d, 0x0004003d, 0x0000004b, 0x00000389, 0x00000388, 0x0005008b,
    0x0000004b, 0x0000038a, 0x00000386, 0x00000389, 0x00050087, 0x0000004b, 0x0000038e, 0x00000386,
    0x00000389, 0x00060041, 0x00000370, 0x00000390, 0x00000330, 0x000000aa, 0x000000ef, 0x0004003d,
    0x0000004b, 0x00000391, 0x00000390, 0x0005008b, 0x0000004b, 0x00000392, 0x0000038e, 0x00000391,
    0x00050087, 0x0000004b, 0x00000396, 0x0000038e, 0x00000391, 0x000200f9, 0x0000037c, 0x000200f8,
    0x0000037c, 0x000700f5, 0x0000004b, 0x00000b23, 0x00000b1f, 0x0000036b, 0x00000382, 0x0000037b,
    0x000700f5, 0x0000004b, 0x00000b22, 0x000002b0, 0x0000036b, 0x0000038a, 0x0000037b, 0x000700f5,
    0x0000004b, 0x00000b21, 0x000002b0, 0x0000036b, 0x00000392, 0x0000037b, 0x000700f5, 0x0000004b,
    0x00000b20, 0x000002b0, 0x0000036b, 0x00000396, 0x0000037b, 0x00050041, 0x00000398, 0x00000399,
    0x00000330, 0x0000010d, 0x0004003d, 0x00000037, 0x0000039a, 0x00000399, 0x00060041, 0x00000370,
    0x0000039d, 0x00000330, 0x0000039c, 0x000000ef, 0x0004003d, 0x0000004b, 0x0000039e, 0x0000039d,
    0x00050084, 0x0000004b, 0x0000039f, 0x00000b20, 0x0000039e, 0x00060041, 0x00000370, 0x000003a1,
    0x00000330, 0x0000039c, 0x0000010d, 0x0004003d, 0x0000004b, 0x000003a2, 0x000003a1, 0x00050084,
    0x0000004b, 0x000003a3, 0x00000b21, 0x000003a2, 0x00050080, 0x0000004b, 0x000003a4, 0x0000039f,
    0x000003a3, 0x00060041, 0x00000370, 0x000003a6, 0x00000330, 0x0000039c, 0x000001a2, 0x0004003d,
    0x0000004b, 0x000003a7, 0x000003a6, 0x00050084, 0x0000004b, 0x000003a8, 0x00000b22, 0x000003a7,
    0x00050080, 0x0000004b, 0x000003a9, 0x000003a4, 0x000003a8, 0x00060041, 0x00000370, 0x000003ab,
    0x00000330, 0x0000039c, 0x000000aa, 0x0004003d, 0x0000004b, 0x000003ac, 0x000003ab, 0x00050084,
    0x0000004b, 0x000003ad, 0x00000b23, 0x000003ac, 0x00050080, 0x0000004b, 0x000003ae, 0x000003a9,
    0x000003ad, 0x00050084, 0x0000004b, 0x000003b0, 0x000003ae, 0x0000034d, 0x0004007c, 0x00000037,
    0x000003b1, 0x000003b0, 0x00050080, 0x00000037, 0x000003b2, 0x0000039a, 0x000003b1, 0x00050041,
    0x00000398, 0x000003b4, 0x00000330, 0x000000ef, 0x0004003d, 0x00000037, 0x000003b5, 0x000003b4,
    0x00060041, 0x00000370, 0x000003b8, 0x00000330, 0x000003b7, 0x000000ef, 0x0004003d, 0x0000004b,
    0x000003b9, 0x000003b8, 0x00050084, 0x0000004b, 0x000003ba, 0x00000b20, 0x000003b9, 0x00060041,
    0x00000370, 0x000003bc, 0x00000330, 0x000003b7, 0x0000010d, 0x0004003d, 0x0000004b, 0x000003bd,
    0x000003bc, 0x00050084, 0x0000004b, 0x000003be, 0x00000b21, 0x000003bd, 0x00050080, 0x0000004b,
    0x000003bf, 0x000003ba, 0x000003be, 0x00060041, 0x00000370, 0x000003c1, 0x00000330, 0x000003b7,
    0x000001a2, 0x0004003d, 0x0000004b, 0x000003c2, 0x000003c1, 0x00050084, 0x0000004b, 0x000003c3,
    0x00000b22, 0x000003c2, 0x00050080, 0x0000004b, 0x000003c4, 0x000003bf, 0x000003c3, 0x00060041,
    0x00000370, 0x000003c6, 0x00000330, 0x000003b7, 0x000000aa, 0x0004003d, 0x0000004b, 0x000003c7,
    0x000003c6, 0x00050084, 0x0000004b, 0x000003c8, 0x00000b23, 0x000003c7, 0x00050080, 0x0000004b,
    0x000003c9, 0x000003c4, 0x000003c8, 0x00050084, 0x0000004b, 0x000003cb, 0x000003c9, 0x00000353,
    0x0004007c, 0x00000037, 0x000003cc, 0x000003cb, 0x00050080, 0x00000037, 0x000003cd, 0x000003b5,
    0x000003cc, 0x000500aa, 0x00000023, 0x000003cf, 0x00000335, 0x00000239, 0x000300f7, 0x000003d1,
    0x00000000, 0x000400fa, 0x000003cf, 0x000003d0, 0x000003d9, 0x000200f8, 0x000003d0, 0x00040078,
    0x000001df, 0x000003d3, 0x000003cd, 0x00040078, 0x000001df, 0x000003d5, 0x000003b2, 0x00050041,
    0x000001e3, 0x000003d6, 0x000003d5, 0x000000ef, 0x0006003d, 0x000001e0, 0x000003d7, 0x000003d6,
    0x00000002, 0x00000001, 0x00050041, 0x000001e3, 0x000003d8, 0x000003d3, 0x000000ef, 0x0005003e,
    0x000003d8, 0x000003d7, 0x00000002, 0x00000001, 0x000200f9, 0x000003d1, 0x000200f8, 0x000003d9,
    0x000500aa, 0x00000023, 0x000003dc, 0x00000335, 0x000003db, 0x000300f7, 0x000003de, 0x00000000,
    0x000400fa, 0x000003dc, 0x000003dd, 0x000003e6, 0x000200f8, 0x000003dd, 0x00040078, 0x000001c1,
    0x000003e0, 0x000003cd, 0x00040078, 0x000001c1, 0x000003e2, 0x000003b2, 0x00050041, 0x000001c5,
    0x000003e3, 0x000003e2, 0x000000ef, 0x0006003d, 0x000001c2, 0x000003e4, 0x000003e3, 0x00000002,
    0x00000002, 0x00050041, 0x000001c5, 0x000003e5, 0x000003e0, 0x000000ef, 0x0005003e, 0x000003e5,
    0x000003e4, 0x00000002, 0x00000002, 0x000200f9, 0x000003de, 0x000200f8, 0x000003e6, 0x000500aa,
    0x00000023, 0x000003e8, 0x00000335, 0x000000b0, 0x000300f7, 0x000003ea, 0x00000000, 0x000400fa,
    0x000003e8, 0x000003e9, 0x000003f2, 0x000200f8, 0x000003e9, 0x00040078, 0x000001b5, 0x000003ec,
    0x000003cd, 0x00040078, 0x000001b5, 0x000003ee, 0x000003b2, 0x00050041, 0x000001b8, 0x000003ef,
    0x000003ee, 0x000000ef, 0x0006003d, 0x00000006, 0x000003f0, 0x000003ef, 0x00000002, 0x00000004,
    0x00050041, 0x000001b8, 0x000003f1, 0x000003ec, 0x000000ef, 0x0005003e, 0x000003f1, 0x000003f0,
    0x00000002, 0x00000004, 0x000200f9, 0x000003ea, 0x000200f8, 0x000003f2, 0x000500aa, 0x00000023,
    0x000003f4, 0x00000335, 0x0000025b, 0x000300f7, 0x000003f6, 0x00000000, 0x000400fa, 0x000003f4,
    0x000003f5, 0x000003fe, 0x000200f8, 0x000003f5, 0x00040078, 0x0000028e, 0x000003f8, 0x000003cd,
    0x00040078, 0x0000028e, 0x000003fa, 0x000003b2, 0x00050041, 0x00000291, 0x000003fb, 0x000003fa,
    0x000000ef, 0x0006003d, 0x0000028a, 0x000003fc, 0x000003fb, 0x00000002, 0x00000008, 0x00050041,
    0x00000291, 0x000003fd, 0x000003f8, 0x000000ef, 0x0005003e, 0x000003fd, 0x000003fc, 0x00000002,
    0x00000008, 0x000200f9, 0x000003f6, 0x000200f8, 0x000003fe, 0x000500a7, 0x00000023, 0x00000403,
    0x00000469, 0x0000049b, 0x000300f7, 0x00000405, 0x00000000, 0x000400fa, 0x00000403, 0x00000404,
    0x00000413, 0x000200f8, 0x00000404, 0x000300f7, 0x000004f9, 0x00000000, 0x000300fb, 0x0000006f,
    0x000004cc, 0x000200f8, 0x000004cc, 0x000500aa, 0x00000023, 0x000004ce, 0x00000335, 0x0000006f,
    0x000300f7, 0x000004d4, 0x00000000, 0x000400fa, 0x000004ce, 0x000004cf, 0x000004d4, 0x000200f8,
    0x000004cf, 0x00040078, 0x000001b5, 0x000004d1, 0x000003b2, 0x00050041, 0x000001b8, 0x000004d2,
    0x000004d1, 0x000000ef, 0x0006003d, 0x00000006, 0x000004d3, 0x000004d2, 0x00000002, 0x00000004,
    0x000200f9, 0x000004f9, 0x000200f8, 0x000004d4, 0x000500aa, 0x00000023, 0x000004d6, 0x00000335,
    0x00000105, 0x000300f7, 0x000004de, 0x00000000, 0x000400fa, 0x000004d6, 0x000004d7, 0x000004de,
    0x000200f8, 0x000004d7, 0x00040078, 0x000001c1, 0x000004d9, 0x000003b2, 0x00050041, 0x000001c5,
    0x000004da, 0x000004d9, 0x000000ef, 0x0006003d, 0x000001c2, 0x000004db, 0x000004da, 0x00000002,
    0x00000002, 0x00040071, 0x00000006, 0x000004dc, 0x000004db, 0x000500c7, 0x00000006, 0x00000506,
    0x000004dc, 0x0000005f, 0x000500c4, 0x00000006, 0x00000507, 0x00000506, 0x00000061, 0x000500c2,
    0x00000006, 0x00000509, 0x000004dc, 0x00000065, 0x000500c7, 0x00000006, 0x0000050a, 0x00000509,
    0x00000067, 0x000500c7, 0x00000006, 0x0000050c, 0x000004dc, 0x0000006b, 0x000500aa, 0x00000023,
    0x0000050e, 0x0000050c, 0x0000006f, 0x000300f7, 0x00000515, 0x00000000, 0x000400fa, 0x0000050e,
    0x0000050f, 0x00000510, 0x000200f8, 0x0000050f, 0x000200f9, 0x00000515, 0x000200f8, 0x00000510,
    0x00040070, 0x00000076, 0x00000512, 0x0000050c, 0x0004007c, 0x00000006, 0x00000513, 0x00000512,
    0x00050082, 0x00000006, 0x00000514, 0x00000513, 0x00000079, 0x000200f9, 0x00000515, 0x000200f8,
    0x00000515, 0x000700f5, 0x00000006, 0x00000b3c, 0x0000006f, 0x0000050f, 0x00000514, 0x00000510,
    0x000500aa, 0x00000023, 0x00000518, 0x0000050a, 0x0000006f, 0x000300f7, 0x0000052b, 0x00000000,
    0x000400fa, 0x00000518, 0x00000519, 0x0000051b, 0x000200f8, 0x00000519, 0x000200f9, 0x0000052b,
    0x000200f8, 0x0000051b, 0x000500aa, 0x00000023, 0x0000051d, 0x0000050a, 0x00000067, 0x000300f7,
    0x00000529, 0x00000000, 0x000400fa, 0x0000051d, 0x0000051e, 0x00000522, 0x000200f8, 0x0000051e,
    0x000500c4, 0x00000006, 0x00000520, 0x0000050c, 0x0000008b, 0x000500c5, 0x00000006, 0x00000521,
    0x00000089, 0x00000520, 0x000200f9, 0x00000529, 0x000200f8, 0x00000522, 0x00050080, 0x00000006,
    0x00000524, 0x0000050a, 0x00000090, 0x000500c4, 0x00000006, 0x00000525, 0x00000524, 0x00000092,
    0x000500c4, 0x00000006, 0x00000527, 0x0000050c, 0x0000008b, 0x000500c5, 0x00000006, 0x00000528,
    0x00000525, 0x00000527, 0x000200f9, 0x00000529, 0x000200f8, 0x00000529, 0x000700f5, 0x00000006,
    0x00000b3d, 0x00000521, 0x0000051e, 0x00000528, 0x00000522, 0x000200f9, 0x0000052b, 0x000200f8,
    0x0000052b, 0x000700f5, 0x00000006, 0x00000b3e, 0x00000b3c, 0x00000519, 0x00000b3d, 0x00000529,
    0x000500c5, 0x00000006, 0x0000052f, 0x00000b3e, 0x00000507, 0x000200f9, 0x000004f9, 0x000200f8,
    0x000004de, 0x000500aa, 0x00000023, 0x000004e0, 0x00000335, 0x000001cd, 0x000300f7, 0x000004e8,
    0x00000000, 0x000400fa, 0x000004e0, 0x000004e1, 0x000004e8, 0x000200f8, 0x000004e1, 0x00040078,
    0x000001c1, 0x000004e3, 0x000003b2, 0x00050041, 0x000001c5, 0x000004e4, 0x000004e3, 0x000000ef,
    0x0006003d, 0x000001c2, 0x000004e5, 0x000004e4, 0x00000002, 0x00000002, 0x00040071, 0x00000006,
    0x000004e6, 0x000004e5, 0x000500c4, 0x00000006, 0x00000533, 0x000004e6, 0x00000061, 0x000200f9,
    0x000004f9, 0x000200f8, 0x000004e8, 0x000500aa, 0x00000023, 0x000004ea, 0x00000335, 0x000001da,
    0x000300f7, 0x000004f2, 0x00000000, 0x000400fa, 0x000004ea, 0x000004eb, 0x000004f2, 0x000200f8,
    0x000004eb, 0x00040078, 0x000001df, 0x000004ed, 0x000003b2, 0x00050041, 0x000001e3, 0x000004ee,
    0x000004ed, 0x000000ef, 0x0006003d, 0x000001e0, 0x000004ef, 0x000004ee, 0x00000002, 0x00000001,
    0x00040071, 0x00000006, 0x000004f0, 0x000004ef, 0x000500c7, 0x00000006, 0x0000053e, 0x000004f0,
    0x000000a4, 0x000500c4, 0x00000006, 0x0000053f, 0x0000053e, 0x000000a6, 0x000500c2, 0x00000006,
    0x00000541, 0x000004f0, 0x000000aa, 0x000500c7, 0x00000006, 0x00000542, 0x00000541, 0x000000ac,
    0x000500c7, 0x00000006, 0x00000544, 0x000004f0, 0x000000b0, 0x000500aa, 0x00000023, 0x00000546,
    0x00000544, 0x0000006f, 0x000300f7, 0x0000054d, 0x00000000, 0x000400fa, 0x00000546, 0x00000547,
    0x00000548, 0x000200f8, 0x00000547, 0x000200f9, 0x0000054d, 0x000200f8, 0x00000548, 0x00040070,
    0x00000076, 0x0000054a, 0x00000544, 0x0004007c, 0x00000006, 0x0000054b, 0x0000054a, 0x00050082,
    0x00000006, 0x0000054c, 0x0000054b, 0x000000bc, 0x000200f9, 0x0000054d, 0x000200f8, 0x0000054d,
    0x000700f5, 0x00000006, 0x00000b3a, 0x0000006f, 0x00000547, 0x0000054c, 0x00000548, 0x000500aa,
    0x00000023, 0x00000550, 0x00000542, 0x0000006f, 0x000300f7, 0x0000055a, 0x00000000, 0x000400fa,
    0x00000550, 0x00000551, 0x00000553, 0x000200f8, 0x00000551, 0x000200f9, 0x0000055a, 0x000200f8,
    0x00000553, 0x00050080, 0x00000006, 0x00000555, 0x00000542, 0x000000c8, 0x000500c4, 0x00000006,
    0x00000556, 0x00000555, 0x00000092, 0x000500c4, 0x00000006, 0x00000558, 0x00000544, 0x000000cc,
    0x000500c5, 0x00000006, 0x00000559, 0x00000556, 0x00000558, 0x000200f9, 0x0000055a, 0x000200f8,
    0x0000055a, 0x000700f5, 0x00000006, 0x00000b3b, 0x00000b3a, 0x00000551, 0x00000559, 0x00000553,
    0x000500c7, 0x00000006, 0x0000055d, 0x000004f0, 0x000000d1, 0x000500aa, 0x00000023, 0x0000055e,
    0x0000055d, 0x000000d1, 0x000600a9, 0x00000006, 0x00000560, 0x0000055e, 0x000000d4, 0x00000b3b,
    0x000500c5, 0x00000006, 0x00000563, 0x00000560, 0x0000053f, 0x000200f9, 0x000004f9, 0x000200f8,
    0x000004f2, 0x00040078, 0x000001df, 0x000004f4, 0x000003b2, 0x00050041, 0x000001e3, 0x000004f5,
    0x000004f4, 0x000000ef, 0x0006003d, 0x000001e0, 0x000004f6, 0x000004f5, 0x00000002, 0x00000001,
    0x00040071, 0x00000006, 0x000004f7, 0x000004f6, 0x000500c4, 0x00000006, 0x00000568, 0x000004f7,
    0x000000dd, 0x000500c7, 0x00000006, 0x00000575, 0x00000568, 0x0000005f, 0x000500c4, 0x00000006,
    0x00000576, 0x00000575, 0x00000061, 0x000500c2, 0x00000006, 0x00000578, 0x00000568, 0x00000065,
    0x000500c7, 0x00000006, 0x00000579, 0x00000578, 0x00000067, 0x000500c7, 0x00000006, 0x0000057b,
    0x00000568, 0x0000006b, 0x000500aa, 0x00000023, 0x0000057d, 0x0000057b, 0x0000006f, 0x000300f7,
    0x00000584, 0x00000000, 0x000400fa, 0x0000057d, 0x0000057e, 0x0000057f, 0x000200f8, 0x0000057e,
    0x000200f9, 0x00000584, 0x000200f8, 0x0000057f, 0x00040070, 0x00000076, 0x00000581, 0x0000057b,
    0x0004007c, 0x00000006, 0x00000582, 0x00000581, 0x00050082, 0x00000006, 0x00000583, 0x00000582,
    0x00000079, 0x000200f9, 0x00000584, 0x000200f8, 0x00000584, 0x000700f5, 0x00000006, 0x00000b37,
    0x0000006f, 0x0000057e, 0x00000583, 0x0000057f, 0x000500aa, 0x00000023, 0x00000587, 0x00000579,
    0x0000006f, 0x000300f7, 0x0000059a, 0x00000000, 0x000400fa, 0x00000587, 0x00000588, 0x0000058a,
    0x000200f8, 0x00000588, 0x000200f9, 0x0000059a, 0x000200f8, 0x0000058a, 0x000500aa, 0x00000023,
    0x0000058c, 0x00000579, 0x00000067, 0x000300f7, 0x00000598, 0x00000000, 0x000400fa, 0x0000058c,
    0x0000058d, 0x00000591, 0x000200f8, 0x0000058d, 0x000500c4, 0x00000006, 0x0000058f, 0x0000057b,
    0x0000008b, 0x000500c5, 0x00000006, 0x00000590, 0x00000089, 0x0000058f, 0x000200f9, 0x00000598,
    0x000200f8, 0x00000591, 0x00050080, 0x00000006, 0x00000593, 0x00000579, 0x00000090, 0x000500c4,
    0x00000006, 0x00000594, 0x00000593, 0x00000092, 0x000500c4, 0x00000006, 0x00000596, 0x0000057b,
    0x0000008b, 0x000500c5, 0x00000006, 0x00000597, 0x00000594, 0x00000596, 0x000200f9, 0x00000598,
    0x000200f8, 0x00000598, 0x000700f5, 0x00000006, 0x00000b38, 0x00000590, 0x0000058d, 0x00000597,
    0x00000591, 0x000200f9, 0x0000059a, 0x000200f8, 0x0000059a, 0x000700f5, 0x00000006, 0x00000b39,
    0x00000b37, 0x00000588, 0x00000b38, 0x00000598, 0x000500c5, 0x00000006, 0x0000059e, 0x00000b39,
    0x00000576, 0x000200f9, 0x000004f9, 0x000200f8, 0x000004f9, 0x000d00f5, 0x00000006, 0x00000b3f,
    0x000004d3, 0x000004cf, 0x0000052f, 0x0000052b, 0x00000533, 0x000004e1, 0x00000563, 0x0000055a,
    0x0000059e, 0x0000059a, 0x000500aa, 0x00000023, 0x000005a7, 0x0000033a, 0x0000006f, 0x000300f7,
    0x000005d7, 0x00000000, 0x000400fa, 0x000005a7, 0x000005a8, 0x000005ad, 0x000200f8, 0x000005a8,
    0x00040078, 0x000001b5, 0x000005aa, 0x000003cd, 0x00050041, 0x000001b8, 0x000005ac, 0x000005aa,
    0x000000ef, 0x0005003e, 0x000005ac, 0x00000b3f, 0x00000002, 0x00000004, 0x000200f9, 0x000005d7,
    0x000200f8, 0x000005ad, 0x000500aa, 0x00000023, 0x000005af, 0x0000033a, 0x00000105, 0x000300f7,
    0x000005d6, 0x00000000, 0x000400fa, 0x000005af, 0x000005b0, 0x000005b7, 0x000200f8, 0x000005b0,
    0x00040078, 0x000001c1, 0x000005b2, 0x000003cd, 0x000500c7, 0x00000006, 0x000005e1, 0x00000b3f,
    0x00000132, 0x000500c2, 0x00000006, 0x000005e3, 0x00000b3f, 0x00000061, 0x000500c7, 0x00000006,
    0x000005e4, 0x000005e3, 0x0000005f, 0x000500c2, 0x00000006, 0x000005fe, 0x000005e1, 0x00000092,
    0x0004007c, 0x00000015, 0x000005ff, 0x000005fe, 0x00050082, 0x00000015, 0x00000604, 0x00000b84,
    0x000005ff, 0x0007000c, 0x00000015, 0x00000605, 0x00000001, 0x0000002a, 0x00000604, 0x000000ef,
    0x00050080, 0x00000015, 0x00000609, 0x0000008b, 0x00000605, 0x0007000c, 0x00000015, 0x0000060a,
    0x00000001, 0x00000027, 0x00000609, 0x000000f6, 0x000500c7, 0x00000006, 0x0000060c, 0x000005e1,
    0x000000fa, 0x000500c5, 0x00000006, 0x0000060d, 0x0000060c, 0x000000fc, 0x0004007c, 0x00000006,
    0x00000610, 0x0000060a, 0x000500c2, 0x00000006, 0x00000611, 0x0000060d, 0x00000610, 0x000500c4,
    0x00000006, 0x00000615, 0x00000105, 0x00000610, 0x00050082, 0x00000006, 0x00000616, 0x00000615,
    0x00000105, 0x000500c7, 0x00000006, 0x00000617, 0x0000060d, 0x00000616, 0x00050082, 0x00000015,
    0x00000619, 0x0000060a, 0x0000010d, 0x0004007c, 0x00000006, 0x0000061a, 0x00000619, 0x000500c4,
    0x00000006, 0x0000061b, 0x00000105, 0x0000061a, 0x000500ac, 0x00000023, 0x0000061e, 0x00000617,
    0x0000061b, 0x000400a8, 0x00000023, 0x0000061f, 0x0000061e, 0x000300f7, 0x0000062a, 0x00000000,
    0x000400fa, 0x0000061f, 0x00000620, 0x0000062a, 0x000200f8, 0x00000620, 0x000500aa, 0x00000023,
    0x00000623, 0x00000617, 0x0000061b, 0x000300f7, 0x00000628, 0x00000000, 0x000400fa, 0x00000623,
    0x00000624, 0x00000628, 0x000200f8, 0x00000624, 0x000500c7, 0x00000006, 0x00000626, 0x00000611,
    0x00000105, 0x000500ab, 0x00000023, 0x00000627, 0x00000626, 0x0000006f, 0x000200f9, 0x00000628,
    0x000200f8, 0x00000628, 0x000700f5, 0x00000023, 0x00000629, 0x00000623, 0x00000620, 0x00000627,
    0x00000624, 0x000200f9, 0x0000062a, 0x000200f8, 0x0000062a, 0x000700f5, 0x00000023, 0x0000062b,
    0x0000061e, 0x000005b0, 0x00000629, 0x00000628, 0x000600a9, 0x00000006, 0x0000062c, 0x0000062b,
    0x00000105, 0x0000006f, 0x00050080, 0x00000006, 0x0000062e, 0x00000611, 0x0000062c, 0x00050082,
    0x00000015, 0x00000631, 0x000005ff, 0x00000b84, 0x0007000c, 0x00000015, 0x00000632, 0x00000001,
    0x0000002a, 0x00000631, 0x000000ef, 0x0004007c, 0x00000006, 0x00000633, 0x00000632, 0x000500c4,
    0x00000006, 0x00000636, 0x00000633, 0x000002c8, 0x00050080, 0x00000006, 0x00000638, 0x00000636,
    0x0000062e, 0x0007000c, 0x00000006, 0x000005e7, 0x00000001, 0x00000026, 0x00000638, 0x0000013f,
    0x000500ac, 0x00000023, 0x000005e9, 0x000005e1, 0x00000089, 0x000600a9, 0x00000006, 0x000005eb,
    0x000005e9, 0x00000143, 0x000005e7, 0x000500aa, 0x00000023, 0x000005ed, 0x000005e1, 0x00000089,
    0x000600a9, 0x00000006, 0x000005ef, 0x000005ed, 0x0000013f, 0x000005eb, 0x000500c5, 0x00000006,
    0x000005f2, 0x000005ef, 0x000005e4, 0x00040071, 0x000001c2, 0x000005b5, 0x000005f2, 0x00050041,
    0x000001c5, 0x000005b6, 0x000005b2, 0x000000ef, 0x0005003e, 0x000005b6, 0x000005b5, 0x00000002,
    0x00000002, 0x000200f9, 0x000005d6, 0x000200f8, 0x000005b7, 0x000500aa, 0x00000023, 0x000005b9,
    0x0000033a, 0x000001cd, 0x000300f7, 0x000005d5, 0x00000000, 0x000400fa, 0x000005b9, 0x000005ba,
    0x000005c1, 0x000200f8, 0x000005ba, 0x00040078, 0x000001c1, 0x000005bc, 0x000003cd, 0x00050080,
    0x00000006, 0x0000063e, 0x00000b3f, 0x00000151, 0x000500c2, 0x00000006, 0x00000640, 0x00000b3f,
    0x00000061, 0x000500c7, 0x00000006, 0x00000641, 0x00000640, 0x00000105, 0x00050080, 0x00000006,
    0x00000642, 0x0000063e, 0x00000641, 0x000500c2, 0x00000006, 0x00000643, 0x00000642, 0x00000061,
    0x000500c7, 0x00000006, 0x00000645, 0x00000b3f, 0x00000132, 0x000500ac, 0x00000023, 0x00000646,
    0x00000645, 0x00000089, 0x000300f7, 0x0000064f, 0x00000000, 0x000400fa, 0x00000646, 0x00000647,
    0x0000064c, 0x000200f8, 0x00000647, 0x000500c7, 0x00000006, 0x0000064a, 0x00000640, 0x0000005f,
    0x000500c5, 0x00000006, 0x0000064b, 0x0000064a, 0x00000161, 0x000200f9, 0x0000064f, 0x000200f8,
    0x0000064c, 0x000500c7, 0x00000006, 0x0000064e, 0x00000643, 0x00000165, 0x000200f9, 0x0000064f,
    0x000200f8, 0x0000064f, 0x000700f5, 0x00000006, 0x00000b44, 0x0000064b, 0x00000647, 0x0000064e,
    0x0000064c, 0x00040071, 0x000001c2, 0x000005bf, 0x00000b44, 0x00050041, 0x000001c5, 0x000005c0,
    0x000005bc, 0x000000ef, 0x0005003e, 0x000005c0, 0x000005bf, 0x00000002, 0x00000002, 0x000200f9,
    0x000005d5, 0x000200f8, 0x000005c1, 0x000500aa, 0x00000023, 0x000005c3, 0x0000033a, 0x000001da,
    0x000300f7, 0x000005d4, 0x00000000, 0x000400fa, 0x000005c3, 0x000005c4, 0x000005cc, 0x000200f8,
    0x000005c4, 0x00040078, 0x000001df, 0x000005c6, 0x000003cd, 0x000500c7, 0x00000006, 0x00000666,
    0x00000b3f, 0x00000132, 0x000500c2, 0x00000006, 0x00000668, 0x00000b3f, 0x000000a6, 0x000500c7,
    0x00000006, 0x00000669, 0x00000668, 0x000000a4, 0x000600a9, 0x00000006, 0x0000066d, 0x00000340,
    0x00000196, 0x000000d1, 0x000500b0, 0x00000023, 0x0000066f, 0x00000666, 0x00000089, 0x000600a9,
    0x00000006, 0x00000671, 0x0000066f, 0x00000666, 0x0000006f, 0x000500c2, 0x00000006, 0x00000692,
    0x00000671, 0x00000092, 0x0004007c, 0x00000015, 0x00000693, 0x00000692, 0x00050082, 0x00000015,
    0x00000698, 0x00000b85, 0x00000693, 0x0007000c, 0x00000015, 0x00000699, 0x00000001, 0x0000002a,
    0x00000698, 0x000000ef, 0x00050080, 0x00000015, 0x0000069d, 0x000000cc, 0x00000699, 0x0007000c,
    0x00000015, 0x0000069e, 0x00000001, 0x00000027, 0x0000069d, 0x000000f6, 0x000500c7, 0x00000006,
    0x000006a0, 0x00000671, 0x000000fa, 0x000500c5, 0x00000006, 0x000006a1, 0x000006a0, 0x000000fc,
    0x0004007c, 0x00000006, 0x000006a4, 0x0000069e, 0x000500c2, 0x00000006, 0x000006a5, 0x000006a1,
    0x000006a4, 0x000500c4, 0x00000006, 0x000006a9, 0x00000105, 0x000006a4, 0x00050082, 0x00000006,
    0x000006aa, 0x000006a9, 0x00000105, 0x000500c7, 0x00000006, 0x000006ab, 0x000006a1, 0x000006aa,
    0x00050082, 0x00000015, 0x000006ad, 0x0000069e, 0x0000010d, 0x0004007c, 0x00000006, 0x000006ae,
    0x000006ad, 0x000500c4, 0x00000006, 0x000006af, 0x00000105, 0x000006ae, 0x000500ac, 0x00000023,
    0x000006b2, 0x000006ab, 0x000006af, 0x000400a8, 0x00000023, 0x000006b3, 0x000006b2, 0x000300f7,
    0x000006be, 0x00000000, 0x000400fa, 0x000006b3, 0x000006b4, 0x000006be, 0x000200f8, 0x000006b4,
    0x000500aa, 0x00000023, 0x000006b7, 0x000006ab, 0x000006af, 0x000300f7, 0x000006bc, 0x00000000,
    0x000400fa, 0x000006b7, 0x000006b8, 0x000006bc, 0x000200f8, 0x000006b8, 0x000500c7, 0x00000006,
    0x000006ba, 0x000006a5, 0x00000105, 0x000500ab, 0x00000023, 0x000006bb, 0x000006ba, 0x0000006f,
    0x000200f9, 0x000006bc, 0x000200f8, 0x000006bc, 0x000700f5, 0x00000023, 0x000006bd, 0x000006b7,
    0x000006b4, 0x000006bb, 0x000006b8, 0x000200f9, 0x000006be, 0x000200f8, 0x000006be, 0x000700f5,
    0x00000023, 0x000006bf, 0x000006b2, 0x000005c4, 0x000006bd, 0x000006bc, 0x000600a9, 0x00000006,
    0x000006c0, 0x000006bf, 0x00000105, 0x0000006f, 0x00050080, 0x00000006, 0x000006c2, 0x000006a5,
    0x000006c0, 0x00050082, 0x00000015, 0x000006c5, 0x00000693, 0x00000b85, 0x0007000c, 0x00000015,
    0x000006c6, 0x00000001, 0x0000002a, 0x000006c5, 0x000000ef, 0x0004007c, 0x00000006, 0x000006c7,
    0x000006c6, 0x000500c4, 0x00000006, 0x000006ca, 0x000006c7, 0x000001da, 0x00050080, 0x00000006,
    0x000006cc, 0x000006ca, 0x000006c2, 0x000500ac, 0x00000023, 0x00000677, 0x000006cc, 0x00000196,
    0x000600a9, 0x00000006, 0x0000067a, 0x00000677, 0x0000066d, 0x000006cc, 0x000500aa, 0x00000023,
    0x0000067c, 0x00000666, 0x00000089, 0x000600a9, 0x00000006, 0x0000067f, 0x0000067c, 0x0000066d,
    0x0000067a, 0x000500ac, 0x00000023, 0x00000681, 0x00000666, 0x00000089, 0x000600a9, 0x00000006,
    0x00000683, 0x00000681, 0x000000d1, 0x0000067f, 0x000500c5, 0x00000006, 0x00000686, 0x00000683,
    0x00000669, 0x00040071, 0x000001e0, 0x000005ca, 0x00000686, 0x00050041, 0x000001e3, 0x000005cb,
    0x000005c6, 0x000000ef, 0x0005003e, 0x000005cb, 0x000005ca, 0x00000002, 0x00000001, 0x000200f9,
    0x000005d4, 0x000200f8, 0x000005cc, 0x00040078, 0x000001df, 0x000005ce, 0x000003cd, 0x000500c7,
    0x00000006, 0x000006e2, 0x00000b3f, 0x00000132, 0x000500c2, 0x00000006, 0x000006e4, 0x00000b3f,
    0x000000a6, 0x000500c7, 0x00000006, 0x000006e5, 0x000006e4, 0x000000a4, 0x000600a9, 0x00000006,
    0x000006e9, 0x00000340, 0x000001a3, 0x000001a4, 0x000500b0, 0x00000023, 0x000006eb, 0x000006e2,
    0x00000089, 0x000600a9, 0x00000006, 0x000006ed, 0x000006eb, 0x000006e2, 0x0000006f, 0x000500c2,
    0x00000006, 0x0000070e, 0x000006ed, 0x00000092, 0x0004007c, 0x00000015, 0x0000070f, 0x0000070e,
    0x00050082, 0x00000015, 0x00000714, 0x00000b84, 0x0000070f, 0x0007000c, 0x00000015, 0x00000715,
    0x00000001, 0x0000002a, 0x00000714, 0x000000ef, 0x00050080, 0x00000015, 0x00000719, 0x00000b86,
    0x00000715, 0x0007000c, 0x00000015, 0x0000071a, 0x00000001, 0x00000027, 0x00000719, 0x000000f6,
    0x000500c7, 0x00000006, 0x0000071c, 0x000006ed, 0x000000fa, 0x000500c5, 0x00000006, 0x0000071d,
    0x0000071c, 0x000000fc, 0x0004007c, 0x00000006, 0x00000720, 0x0000071a, 0x000500c2, 0x00000006,
    0x00000721, 0x0000071d, 0x00000720, 0x000500c4, 0x00000006, 0x00000725, 0x00000105, 0x00000720,
    0x00050082, 0x00000006, 0x00000726, 0x00000725, 0x00000105, 0x000500c7, 0x00000006, 0x00000727,
    0x0000071d, 0x00000726, 0x00050082, 0x00000015, 0x00000729, 0x0000071a, 0x0000010d, 0x0004007c,
    0x00000006, 0x0000072a, 0x00000729, 0x000500c4, 0x00000006, 0x0000072b, 0x00000105, 0x0000072a,
    0x000500ac, 0x00000023, 0x0000072e, 0x00000727, 0x0000072b, 0x000400a8, 0x00000023, 0x0000072f,
    0x0000072e, 0x000300f7, 0x0000073a, 0x00000000, 0x000400fa, 0x0000072f, 0x00000730, 0x0000073a,
    0x000200f8, 0x00000730, 0x000500aa, 0x00000023, 0x00000733, 0x00000727, 0x0000072b, 0x000300f7,
    0x00000738, 0x00000000, 0x000400fa, 0x00000733, 0x00000734, 0x00000738, 0x000200f8, 0x00000734,
    0x000500c7, 0x00000006, 0x00000736, 0x00000721, 0x00000105, 0x000500ab, 0x00000023, 0x00000737,
    0x00000736, 0x0000006f, 0x000200f9, 0x00000738, 0x000200f8, 0x00000738, 0x000700f5, 0x00000023,
    0x00000739, 0x00000733, 0x00000730, 0x00000737, 0x00000734, 0x000200f9, 0x0000073a, 0x000200f8,
    0x0000073a, 0x000700f5, 0x00000023, 0x0000073b, 0x0000072e, 0x000005cc, 0x00000739, 0x00000738,
    0x000600a9, 0x00000006, 0x0000073c, 0x0000073b, 0x00000105, 0x0000006f, 0x00050080, 0x00000006,
    0x0000073e, 0x00000721, 0x0000073c, 0x00050082, 0x00000015, 0x00000741, 0x0000070f, 0x00000b84,
    0x0007000c, 0x00000015, 0x00000742, 0x00000001, 0x0000002a, 0x00000741, 0x000000ef, 0x0004007c,
    0x00000006, 0x00000743, 0x00000742, 0x000500c4, 0x00000006, 0x00000746, 0x00000743, 0x000001cd,
    0x00050080, 0x00000006, 0x00000748, 0x00000746, 0x0000073e, 0x000500ac, 0x00000023, 0x000006f3,
    0x00000748, 0x000001a3, 0x000600a9, 0x00000006, 0x000006f6, 0x000006f3, 0x000006e9, 0x00000748,
    0x000500aa, 0x00000023, 0x000006f8, 0x000006e2, 0x00000089, 0x000600a9, 0x00000006, 0x000006fb,
    0x000006f8, 0x000006e9, 0x000006f6, 0x000500ac, 0x00000023, 0x000006fd, 0x000006e2, 0x00000089,
    0x000600a9, 0x00000006, 0x000006ff, 0x000006fd, 0x000000d1, 0x000006fb, 0x000500c5, 0x00000006,
    0x00000702, 0x000006ff, 0x000006e5, 0x00040071, 0x000001e0, 0x000005d2, 0x00000702, 0x00050041,
    0x000001e3, 0x000005d3, 0x000005ce, 0x000000ef, 0x0005003e, 0x000005d3, 0x000005d2, 0x00000002,
    0x00000001, 0x000200f9, 0x000005d4, 0x000200f8, 0x000005d4, 0x000200f9, 0x000005d5, 0x000200f8,
    0x000005d5, 0x000200f9, 0x000005d6, 0x000200f8, 0x000005d6, 0x000200f9, 0x000005d7, 0x000200f8,
    0x000005d7, 0x000200f9, 0x00000405, 0x000200f8, 0x00000413, 0x000300f7, 0x00000417, 0x00000000,
    0x000400fa, 0x00000469, 0x00000416, 0x00000427, 0x000200f8, 0x00000416, 0x000300f7, 0x0000077e,
    0x00000000, 0x000300fb, 0x0000006f, 0x00000751, 0x000200f8, 0x00000751, 0x000500aa, 0x00000023,
    0x00000753, 0x00000335, 0x0000006f, 0x000300f7, 0x00000759, 0x00000000, 0x000400fa, 0x00000753,
    0x00000754, 0x00000759, 0x000200f8, 0x00000754, 0x00040078, 0x000001b5, 0x00000756, 0x000003b2,
    0x00050041, 0x000001b8, 0x00000757, 0x00000756, 0x000000ef, 0x0006003d, 0x00000006, 0x00000758,
    0x00000757, 0x00000002, 0x00000004, 0x000200f9, 0x0000077e, 0x000200f8, 0x00000759, 0x000500aa,
    0x00000023, 0x0000075b, 0x00000335, 0x00000105, 0x000300f7, 0x00000763, 0x00000000, 0x000400fa,
    0x0000075b, 0x0000075c, 0x00000763, 0x000200f8, 0x0000075c, 0x00040078, 0x000001c1, 0x0000075e,
    0x000003b2, 0x00050041, 0x000001c5, 0x0000075f, 0x0000075e, 0x000000ef, 0x0006003d, 0x000001c2,
    0x00000760, 0x0000075f, 0x00000002, 0x00000002, 0x00040071, 0x00000006, 0x00000761, 0x00000760,
    0x000500c7, 0x00000006, 0x0000078b, 0x00000761, 0x0000005f, 0x000500c4, 0x00000006, 0x0000078c,
    0x0000078b, 0x00000061, 0x000500c2, 0x00000006, 0x0000078e, 0x00000761, 0x00000065, 0x000500c7,
    0x00000006, 0x0000078f, 0x0000078e, 0x00000067, 0x000500c7, 0x00000006, 0x00000791, 0x00000761,
    0x0000006b, 0x000500aa, 0x00000023, 0x00000793, 0x00000791, 0x0000006f, 0x000300f7, 0x0000079a,
    0x00000000, 0x000400fa, 0x00000793, 0x00000794, 0x00000795, 0x000200f8, 0x00000794, 0x000200f9,
    0x0000079a, 0x000200f8, 0x00000795, 0x00040070, 0x00000076, 0x00000797, 0x00000791, 0x0004007c,
    0x00000006, 0x00000798, 0x00000797, 0x00050082, 0x00000006, 0x00000799, 0x00000798, 0x00000079,
    0x000200f9, 0x0000079a, 0x000200f8, 0x0000079a, 0x000700f5, 0x00000006, 0x00000b32, 0x0000006f,
    0x00000794, 0x00000799, 0x00000795, 0x000500aa, 0x00000023, 0x0000079d, 0x0000078f, 0x0000006f,
    0x000300f7, 0x000007b0, 0x00000000, 0x000400fa, 0x0000079d, 0x0000079e, 0x000007a0, 0x000200f8,
    0x0000079e, 0x000200f9, 0x000007b0, 0x000200f8, 0x000007a0, 0x000500aa, 0x00000023, 0x000007a2,
    0x0000078f, 0x00000067, 0x000300f7, 0x000007ae, 0x00000000, 0x000400fa, 0x000007a2, 0x000007a3,
    0x000007a7, 0x000200f8, 0x000007a3, 0x000500c4, 0x00000006, 0x000007a5, 0x00000791, 0x0000008b,
    0x000500c5, 0x00000006, 0x000007a6, 0x00000089, 0x000007a5, 0x000200f9, 0x000007ae, 0x000200f8,
    0x000007a7, 0x00050080, 0x00000006, 0x000007a9, 0x0000078f, 0x00000090, 0x000500c4, 0x00000006,
    0x000007aa, 0x000007a9, 0x00000092, 0x000500c4, 0x00000006, 0x000007ac, 0x00000791, 0x0000008b,
    0x000500c5, 0x00000006, 0x000007ad, 0x000007aa, 0x000007ac, 0x000200f9, 0x000007ae, 0x000200f8,
    0x000007ae, 0x000700f5, 0x00000006, 0x00000b33, 0x000007a6, 0x000007a3, 0x000007ad, 0x000007a7,
    0x000200f9, 0x000007b0, 0x000200f8, 0x000007b0, 0x000700f5, 0x00000006, 0x00000b34, 0x00000b32,
    0x0000079e, 0x00000b33, 0x000007ae, 0x000500c5, 0x00000006, 0x000007b4, 0x00000b34, 0x0000078c,
    0x000200f9, 0x0000077e, 0x000200f8, 0x00000763, 0x000500aa, 0x00000023, 0x00000765, 0x00000335,
    0x000001cd, 0x000300f7, 0x0000076d, 0x00000000, 0x000400fa, 0x00000765, 0x00000766, 0x0000076d,
    0x000200f8, 0x00000766, 0x00040078, 0x000001c1, 0x00000768, 0x000003b2, 0x00050041, 0x000001c5,
    0x00000769, 0x00000768, 0x000000ef, 0x0006003d, 0x000001c2, 0x0000076a, 0x00000769, 0x00000002,
    0x00000002, 0x00040071, 0x00000006, 0x0000076b, 0x0000076a, 0x000500c4, 0x00000006, 0x000007b8,
    0x0000076b, 0x00000061, 0x000200f9, 0x0000077e, 0x000200f8, 0x0000076d, 0x000500aa, 0x00000023,
    0x0000076f, 0x00000335, 0x000001da, 0x000300f7, 0x00000777, 0x00000000, 0x000400fa, 0x0000076f,
    0x00000770, 0x00000777, 0x000200f8, 0x00000770, 0x00040078, 0x000001df, 0x00000772, 0x000003b2,
    0x00050041, 0x000001e3, 0x00000773, 0x00000772, 0x000000ef, 0x0006003d, 0x000001e0, 0x00000774,
    0x00000773, 0x00000002, 0x00000001, 0x00040071, 0x00000006, 0x00000775, 0x00000774, 0x000500c7,
    0x00000006, 0x000007c3, 0x00000775, 0x000000a4, 0x000500c4, 0x00000006, 0x000007c4, 0x000007c3,
    0x000000a6, 0x000500c2, 0x00000006, 0x000007c6, 0x00000775, 0x000000aa, 0x000500c7, 0x00000006,
    0x000007c7, 0x000007c6, 0x000000ac, 0x000500c7, 0x00000006, 0x000007c9, 0x00000775, 0x000000b0,
    0x000500aa, 0x00000023, 0x000007cb, 0x000007c9, 0x0000006f, 0x000300f7, 0x000007d2, 0x00000000,
    0x000400fa, 0x000007cb, 0x000007cc, 0x000007cd, 0x000200f8, 0x000007cc, 0x000200f9, 0x000007d2,
    0x000200f8, 0x000007cd, 0x00040070, 0x00000076, 0x000007cf, 0x000007c9, 0x0004007c, 0x00000006,
    0x000007d0, 0x000007cf, 0x00050082, 0x00000006, 0x000007d1, 0x000007d0, 0x000000bc, 0x000200f9,
    0x000007d2, 0x000200f8, 0x000007d2, 0x000700f5, 0x00000006, 0x00000b30, 0x0000006f, 0x000007cc,
    0x000007d1, 0x000007cd, 0x000500aa, 0x00000023, 0x000007d5, 0x000007c7, 0x0000006f, 0x000300f7,
    0x000007df, 0x00000000, 0x000400fa, 0x000007d5, 0x000007d6, 0x000007d8, 0x000200f8, 0x000007d6,
    0x000200f9, 0x000007df, 0x000200f8, 0x000007d8, 0x00050080, 0x00000006, 0x000007da, 0x000007c7,
    0x000000c8, 0x000500c4, 0x00000006, 0x000007db, 0x000007da, 0x00000092, 0x000500c4, 0x00000006,
    0x000007dd, 0x000007c9, 0x000000cc, 0x000500c5, 0x00000006, 0x000007de, 0x000007db, 0x000007dd,
    0x000200f9, 0x000007df, 0x000200f8, 0x000007df, 0x000700f5, 0x00000006, 0x00000b31, 0x00000b30,
    0x000007d6, 0x000007de, 0x000007d8, 0x000500c7, 0x00000006, 0x000007e2, 0x00000775, 0x000000d1,
    0x000500aa, 0x00000023, 0x000007e3, 0x000007e2, 0x000000d1, 0x000600a9, 0x00000006, 0x000007e5,
    0x000007e3, 0x000000d4, 0x00000b31, 0x000500c5, 0x00000006, 0x000007e8, 0x000007e5, 0x000007c4,
    0x000200f9, 0x0000077e, 0x000200f8, 0x00000777, 0x00040078, 0x000001df, 0x00000779, 0x000003b2,
    0x00050041, 0x000001e3, 0x0000077a, 0x00000779, 0x000000ef, 0x0006003d, 0x000001e0, 0x0000077b,
    0x0000077a, 0x00000002, 0x00000001, 0x00040071, 0x00000006, 0x0000077c, 0x0000077b, 0x000500c4,
    0x00000006, 0x000007ed, 0x0000077c, 0x000000dd, 0x000500c7, 0x00000006, 0x000007fa, 0x000007ed,
    0x0000005f, 0x000500c4, 0x00000006, 0x000007fb, 0x000007fa, 0x00000061, 0x000500c2, 0x00000006,
    0x000007fd, 0x000007ed, 0x00000065, 0x000500c7, 0x00000006, 0x000007fe, 0x000007fd, 0x00000067,
    0x000500c7, 0x00000006, 0x00000800, 0x000007ed, 0x0000006b, 0x000500aa, 0x00000023, 0x00000802,
    0x00000800, 0x0000006f, 0x000300f7, 0x00000809, 0x00000000, 0x000400fa, 0x00000802, 0x00000803,
    0x00000804, 0x000200f8, 0x00000803, 0x000200f9, 0x00000809, 0x000200f8, 0x00000804, 0x00040070,
    0x00000076, 0x00000806, 0x00000800, 0x0004007c, 0x00000006, 0x00000807, 0x00000806, 0x00050082,
    0x00000006, 0x00000808, 0x00000807, 0x00000079, 0x000200f9, 0x00000809, 0x000200f8, 0x00000809,
    0x000700f5, 0x00000006, 0x00000b2d, 0x0000006f, 0x00000803, 0x00000808, 0x00000804, 0x000500aa,
    0x00000023, 0x0000080c, 0x000007fe, 0x0000006f, 0x000300f7, 0x0000081f, 0x00000000, 0x000400fa,
    0x0000080c, 0x0000080d, 0x0000080f, 0x000200f8, 0x0000080d, 0x000200f9, 0x0000081f, 0x000200f8,
    0x0000080f, 0x000500aa, 0x00000023, 0x00000811, 0x000007fe, 0x00000067, 0x000300f7, 0x0000081d,
    0x00000000, 0x000400fa, 0x00000811, 0x00000812, 0x00000816, 0x000200f8, 0x00000812, 0x000500c4,
    0x00000006, 0x00000814, 0x00000800, 0x0000008b, 0x000500c5, 0x00000006, 0x00000815, 0x00000089,
    0x00000814, 0x000200f9, 0x0000081d, 0x000200f8, 0x00000816, 0x00050080, 0x00000006, 0x00000818,
    0x000007fe, 0x00000090, 0x000500c4, 0x00000006, 0x00000819, 0x00000818, 0x00000092, 0x000500c4,
    0x00000006, 0x0000081b, 0x00000800, 0x0000008b, 0x000500c5, 0x00000006, 0x0000081c, 0x00000819,
    0x0000081b, 0x000200f9, 0x0000081d, 0x000200f8, 0x0000081d, 0x000700f5, 0x00000006, 0x00000b2e,
    0x00000815, 0x00000812, 0x0000081c, 0x00000816, 0x000200f9, 0x0000081f, 0x000200f8, 0x0000081f,
    0x000700f5, 0x00000006, 0x00000b2f, 0x00000b2d, 0x0000080d, 0x00000b2e, 0x0000081d, 0x000500c5,
    0x00000006, 0x00000823, 0x00000b2f, 0x000007fb, 0x000200f9, 0x0000077e, 0x000200f8, 0x0000077e,
    0x000d00f5, 0x00000006, 0x00000b35, 0x00000758, 0x00000754, 0x000007b4, 0x000007b0, 0x000007b8,
    0x00000766, 0x000007e8, 0x000007df, 0x00000823, 0x0000081f, 0x000300f7, 0x00000849, 0x00000000,
    0x000300fb, 0x0000006f, 0x0000082a, 0x000200f8, 0x0000082a, 0x000500c7, 0x00000006, 0x0000082c,
    0x00000b35, 0x00000132, 0x000500c2, 0x00000006, 0x0000082e, 0x00000b35, 0x00000304, 0x000500ab,
    0x00000023, 0x0000082f, 0x0000082e, 0x0000006f, 0x000500aa, 0x00000023, 0x00000831, 0x0000033a,
    0x000002a9, 0x000300f7, 0x00000837, 0x00000000, 0x000400fa, 0x00000831, 0x00000832, 0x00000837,
    0x000200f8, 0x00000832, 0x000500ab, 0x00000023, 0x00000834, 0x0000082c, 0x0000006f, 0x000600a9,
    0x00000015, 0x00000835, 0x00000834, 0x0000010d, 0x000000ef, 0x00040072, 0x0000004b, 0x00000836,
    0x00000835, 0x000200f9, 0x00000849, 0x000200f8, 0x00000837, 0x000500ac, 0x00000023, 0x00000839,
    0x0000082c, 0x00000089, 0x000300f7, 0x0000083b, 0x00000000, 0x000400fa, 0x00000839, 0x0000083a,
    0x0000083b, 0x000200f8, 0x0000083a, 0x000200f9, 0x00000849, 0x000200f8, 0x0000083b, 0x000500ae,
    0x00000023, 0x0000083d, 0x0000082c, 0x00000316, 0x000300f7, 0x00000841, 0x00000000, 0x000400fa,
    0x0000083d, 0x0000083e, 0x00000841, 0x000200f8, 0x0000083e, 0x000600a9, 0x0000004b, 0x00000840,
    0x0000082f, 0x0000031b, 0x0000031c, 0x000200f9, 0x00000849, 0x000200f8, 0x00000841, 0x000500b0,
    0x00000023, 0x00000843, 0x0000082c, 0x00000320, 0x000300f7, 0x00000845, 0x00000000, 0x000400fa,
    0x00000843, 0x00000844, 0x00000845, 0x000200f8, 0x00000844, 0x000200f9, 0x00000849, 0x000200f8,
    0x00000845, 0x0004007c, 0x00000076, 0x00000847, 0x00000b35, 0x0004006e, 0x0000004b, 0x00000848,
    0x00000847, 0x000200f9, 0x00000849, 0x000200f8, 0x00000849, 0x000d00f5, 0x0000004b, 0x00000b36,
    0x00000836, 0x00000832, 0x000002b0, 0x0000083a, 0x00000840, 0x0000083e, 0x000002b0, 0x00000844,
    0x00000848, 0x00000845, 0x000300f7, 0x00000897, 0x00000000, 0x000400fa, 0x00000831, 0x0000084e,
    0x00000856, 0x000200f8, 0x0000084e, 0x00040078, 0x000001df, 0x00000850, 0x000003cd, 0x000500ab,
    0x00000023, 0x00000852, 0x00000b36, 0x000002b0, 0x000600a9, 0x00000006, 0x00000853, 0x00000852,
    0x00000105, 0x0000006f, 0x00040071, 0x000001e0, 0x00000854, 0x00000853, 0x00050041, 0x000001e3,
    0x00000855, 0x00000850, 0x000000ef, 0x0005003e, 0x00000855, 0x00000854, 0x00000002, 0x00000001,
    0x000200f9, 0x00000897, 0x000200f8, 0x00000856, 0x000500aa, 0x00000023, 0x00000858, 0x0000033a,
    0x00000242, 0x000300f7, 0x00000896, 0x00000000, 0x000400fa, 0x00000858, 0x00000859, 0x00000863,
    0x000200f8, 0x00000859, 0x00040078, 0x000001df, 0x0000085b, 0x000003cd, 0x0008000c, 0x0000004b,
    0x0000085d, 0x00000001, 0x0000002d, 0x00000b36, 0x000002bd, 0x000002be, 0x00040072, 0x00000015,
    0x0000085e, 0x0000085d, 0x0004007c, 0x00000006, 0x0000085f, 0x0000085e, 0x000500c7, 0x00000006,
    0x00000860, 0x0000085f, 0x000002c2, 0x00040071, 0x000001e0, 0x00000861, 0x00000860, 0x00050041,
    0x000001e3, 0x00000862, 0x0000085b, 0x000000ef, 0x0005003e, 0x00000862, 0x00000861, 0x00000002,
    0x00000001, 0x000200f9, 0x00000896, 0x000200f8, 0x00000863, 0x000500aa, 0x00000023, 0x00000865,
    0x0000033a, 0x000002c8, 0x000300f7, 0x00000895, 0x00000000, 0x000400fa, 0x00000865, 0x00000866,
    0x0000086f, 0x000200f8, 0x00000866, 0x00040078, 0x000001df, 0x00000868, 0x000003cd, 0x0008000c,
    0x0000004b, 0x0000086a, 0x00000001, 0x0000002d, 0x00000b36, 0x000002b0, 0x000002cf, 0x00040072,
    0x00000015, 0x0000086b, 0x0000086a, 0x0004007c, 0x00000006, 0x0000086c, 0x0000086b, 0x00040071,
    0x000001e0, 0x0000086d, 0x0000086c, 0x00050041, 0x000001e3, 0x0000086e, 0x00000868, 0x000000ef,
    0x0005003e, 0x0000086e, 0x0000086d, 0x00000002, 0x00000001, 0x000200f9, 0x00000895, 0x000200f8,
    0x0000086f, 0x000500aa, 0x00000023, 0x00000871, 0x0000033a, 0x0000024b, 0x000300f7, 0x00000894,
    0x00000000, 0x000400fa, 0x00000871, 0x00000872, 0x0000087b, 0x000200f8, 0x00000872, 0x00040078,
    0x000001c1, 0x00000874, 0x000003cd, 0x0008000c, 0x0000004b, 0x00000876, 0x00000001, 0x0000002d,
    0x00000b36, 0x000002b0, 0x000002dd, 0x00040072, 0x00000015, 0x00000877, 0x00000876, 0x0004007c,
    0x00000006, 0x00000878, 0x00000877, 0x00040071, 0x000001c2, 0x00000879, 0x00000878, 0x00050041,
    0x000001c5, 0x0000087a, 0x00000874, 0x000000ef, 0x0005003e, 0x0000087a, 0x00000879, 0x00000002,
    0x00000002, 0x000200f9, 0x00000894, 0x000200f8, 0x0000087b, 0x000500aa, 0x00000023, 0x0000087d,
    0x0000033a, 0x00000252, 0x000300f7, 0x00000893, 0x00000000, 0x000400fa, 0x0000087d, 0x0000087e,
    0x00000886, 0x000200f8, 0x0000087e, 0x00040078, 0x000001b5, 0x00000880, 0x000003cd, 0x0008000c,
    0x0000004b, 0x00000882, 0x00000001, 0x0000002d, 0x00000b36, 0x000002eb, 0x000002ec, 0x00040072,
    0x00000015, 0x00000883, 0x00000882, 0x0004007c, 0x00000006, 0x00000884, 0x00000883, 0x00050041,
    0x000001b8, 0x00000885, 0x00000880, 0x000000ef, 0x0005003e, 0x00000885, 0x00000884, 0x00000002,
    0x00000004, 0x000200f9, 0x00000893, 0x000200f8, 0x00000886, 0x00040078, 0x0000028e, 0x00000888,
    0x000003cd, 0x0004007c, 0x00000037, 0x0000088a, 0x00000b36, 0x000500c7, 0x00000037, 0x0000088b,
    0x0000088a, 0x000002f6, 0x00040071, 0x00000006, 0x0000088c, 0x0000088b, 0x000500c2, 0x00000037,
    0x0000088f, 0x0000088a, 0x00000297, 0x00040071, 0x00000006, 0x00000890, 0x0000088f, 0x00050050,
    0x0000028a, 0x00000891, 0x0000088c, 0x00000890, 0x00050041, 0x00000291, 0x00000892, 0x00000888,
    0x000000ef, 0x0005003e, 0x00000892, 0x00000891, 0x00000002, 0x00000008, 0x000200f9, 0x00000893,
    0x000200f8, 0x00000893, 0x000200f9, 0x00000894, 0x000200f8, 0x00000894, 0x000200f9, 0x00000895,
    0x000200f8, 0x00000895, 0x000200f9, 0x00000896, 0x000200f8, 0x00000896, 0x000200f9, 0x00000897,
    0x000200f8, 0x00000897, 0x000200f9, 0x00000417, 0x000200f8, 0x00000427, 0x000500ae, 0x00000023,
    0x00000429, 0x0000033a, 0x00000242, 0x000300f7, 0x0000042b, 0x00000000, 0x000400fa, 0x00000429,
    0x0000042a, 0x00000437, 0x000200f8, 0x0000042a, 0x000300f7, 0x000008d8, 0x00000000, 0x000300fb,
    0x0000006f, 0x0000089d, 0x000200f8, 0x0000089d, 0x000500aa, 0x00000023, 0x0000089f, 0x00000335,
    0x00000242, 0x000300f7, 0x000008aa, 0x00000000, 0x000400fa, 0x0000089f, 0x000008a0, 0x000008aa,
    0x000200f8, 0x000008a0, 0x00040078, 0x000001df, 0x000008a2, 0x000003b2, 0x00050041, 0x000001e3,
    0x000008a3, 0x000008a2, 0x000000ef, 0x0006003d, 0x000001e0, 0x000008a4, 0x000008a3, 0x00000002,
    0x00000001, 0x00040071, 0x00000006, 0x000008a5, 0x000008a4, 0x000500c4, 0x00000006, 0x000008a6,
    0x000008a5, 0x000000a6, 0x0004007c, 0x00000015, 0x000008a7, 0x000008a6, 0x000500c3, 0x00000015,
    0x000008a8, 0x000008a7, 0x000000a6, 0x00040072, 0x0000004b, 0x000008a9, 0x000008a8, 0x000200f9,
    0x000008d8, 0x000200f8, 0x000008aa, 0x000500aa, 0x00000023, 0x000008ac, 0x00000335, 0x0000024b,
    0x000300f7, 0x000008b5, 0x00000000, 0x000400fa, 0x000008ac, 0x000008ad, 0x000008b5, 0x000200f8,
    0x000008ad, 0x00040078, 0x000001c1, 0x000008af, 0x000003b2, 0x00050041, 0x000001c5, 0x000008b0,
    0x000008af, 0x000000ef, 0x0006003d, 0x000001c2, 0x000008b1, 0x000008b0, 0x00000002, 0x00000002,
    0x00040071, 0x00000006, 0x000008b2, 0x000008b1, 0x00040071, 0x00000037, 0x000008b3, 0x000008b2,
    0x0004007c, 0x0000004b, 0x000008b4, 0x000008b3, 0x000200f9, 0x000008d8, 0x000200f8, 0x000008b5,
    0x000500aa, 0x00000023, 0x000008b7, 0x00000335, 0x00000252, 0x000300f7, 0x000008bf, 0x00000000,
    0x000400fa, 0x000008b7, 0x000008b8, 0x000008bf, 0x000200f8, 0x000008b8, 0x00040078, 0x000001b5,
    0x000008ba, 0x000003b2, 0x00050041, 0x000001b8, 0x000008bb, 0x000008ba, 0x000000ef, 0x0006003d,
    0x00000006, 0x000008bc, 0x000008bb, 0x00000002, 0x00000004, 0x0004007c, 0x00000015, 0x000008bd,
    0x000008bc, 0x00040072, 0x0000004b, 0x000008be, 0x000008bd, 0x000200f9, 0x000008d8, 0x000200f8,
    0x000008bf, 0x000500aa, 0x00000023, 0x000008c1, 0x00000335, 0x00000259, 0x000300f7, 0x000008d0,
    0x00000000, 0x000400fa, 0x000008c1, 0x000008c2, 0x000008d0, 0x000200f8, 0x000008c2, 0x00040078,
    0x0000028e, 0x000008c4, 0x000003b2, 0x00050041, 0x00000291, 0x000008c5, 0x000008c4, 0x000000ef,
    0x0006003d, 0x0000028a, 0x000008c6, 0x000008c5, 0x00000002, 0x00000008, 0x00050051, 0x00000006,
    0x000008c8, 0x000008c6, 0x00000001, 0x00040071, 0x00000037, 0x000008c9, 0x000008c8, 0x000500c4,
    0x00000037, 0x000008ca, 0x000008c9, 0x00000297, 0x00050051, 0x00000006, 0x000008cc, 0x000008c6,
    0x00000000, 0x00040071, 0x00000037, 0x000008cd, 0x000008cc, 0x000500c5, 0x00000037, 0x000008ce,
    0x000008ca, 0x000008cd, 0x0004007c, 0x0000004b, 0x000008cf, 0x000008ce, 0x000200f9, 0x000008d8,
    0x000200f8, 0x000008d0, 0x00040078, 0x000001df, 0x000008d2, 0x000003b2, 0x00050041, 0x000001e3,
    0x000008d3, 0x000008d2, 0x000000ef, 0x0006003d, 0x000001e0, 0x000008d4, 0x000008d3, 0x00000002,
    0x00000001, 0x00040071, 0x00000006, 0x000008d5, 0x000008d4, 0x00040071, 0x00000037, 0x000008d6,
    0x000008d5, 0x0004007c, 0x0000004b, 0x000008d7, 0x000008d6, 0x000200f9, 0x000008d8, 0x000200f8,
    0x000008d8, 0x000d00f5, 0x0000004b, 0x00000b2c, 0x000008a9, 0x000008a0, 0x000008b4, 0x000008ad,
    0x000008be, 0x000008b8, 0x000008cf, 0x000008c2, 0x000008d7, 0x000008d0, 0x000500aa, 0x00000023,
    0x000008dc, 0x0000033a, 0x000002a9, 0x000300f7, 0x00000926, 0x00000000, 0x000400fa, 0x000008dc,
    0x000008dd, 0x000008e5, 0x000200f8, 0x000008dd, 0x00040078, 0x000001df, 0x000008df, 0x000003cd,
    0x000500ab, 0x00000023, 0x000008e1, 0x00000b2c, 0x000002b0, 0x000600a9, 0x00000006, 0x000008e2,
    0x000008e1, 0x00000105, 0x0000006f, 0x00040071, 0x000001e0, 0x000008e3, 0x000008e2, 0x00050041,
    0x000001e3, 0x000008e4, 0x000008df, 0x000000ef, 0x0005003e, 0x000008e4, 0x000008e3, 0x00000002,
    0x00000001, 0x000200f9, 0x00000926, 0x000200f8, 0x000008e5, 0x000500aa, 0x00000023, 0x000008e7,
    0x0000033a, 0x00000242, 0x000300f7, 0x00000925, 0x00000000, 0x000400fa, 0x000008e7, 0x000008e8,
    0x000008f2, 0x000200f8, 0x000008e8, 0x00040078, 0x000001df, 0x000008ea, 0x000003cd, 0x0008000c,
    0x0000004b, 0x000008ec, 0x00000001, 0x0000002d, 0x00000b2c, 0x000002bd, 0x000002be, 0x00040072,
    0x00000015, 0x000008ed, 0x000008ec, 0x0004007c, 0x00000006, 0x000008ee, 0x000008ed, 0x000500c7,
    0x00000006, 0x000008ef, 0x000008ee, 0x000002c2, 0x00040071, 0x000001e0, 0x000008f0, 0x000008ef,
    0x00050041, 0x000001e3, 0x000008f1, 0x000008ea, 0x000000ef, 0x0005003e, 0x000008f1, 0x000008f0,
    0x00000002, 0x00000001, 0x000200f9, 0x00000925, 0x000200f8, 0x000008f2, 0x000500aa, 0x00000023,
    0x000008f4, 0x0000033a, 0x000002c8, 0x000300f7, 0x00000924, 0x00000000, 0x000400fa, 0x000008f4,
    0x000008f5, 0x000008fe, 0x000200f8, 0x000008f5, 0x00040078, 0x000001df, 0x000008f7, 0x000003cd,
    0x0008000c, 0x0000004b, 0x000008f9, 0x00000001, 0x0000002d, 0x00000b2c, 0x000002b0, 0x000002cf,
    0x00040072, 0x00000015, 0x000008fa, 0x000008f9, 0x0004007c, 0x00000006, 0x000008fb, 0x000008fa,
    0x00040071, 0x000001e0, 0x000008fc, 0x000008fb, 0x00050041, 0x000001e3, 0x000008fd, 0x000008f7,
    0x000000ef, 0x0005003e, 0x000008fd, 0x000008fc, 0x00000002, 0x00000001, 0x000200f9, 0x00000924,
    0x000200f8, 0x000008fe, 0x000500aa, 0x00000023, 0x00000900, 0x0000033a, 0x0000024b, 0x000300f7,
    0x00000923, 0x00000000, 0x000400fa, 0x00000900, 0x00000901, 0x0000090a, 0x000200f8, 0x00000901,
    0x00040078, 0x000001c1, 0x00000903, 0x000003cd, 0x0008000c, 0x0000004b, 0x00000905, 0x00000001,
    0x0000002d, 0x00000b2c, 0x000002b0, 0x000002dd, 0x00040072, 0x00000015, 0x00000906, 0x00000905,
    0x0004007c, 0x00000006, 0x00000907, 0x00000906, 0x00040071, 0x000001c2, 0x00000908, 0x00000907,
    0x00050041, 0x000001c5, 0x00000909, 0x00000903, 0x000000ef, 0x0005003e, 0x00000909, 0x00000908,
    0x00000002, 0x00000002, 0x000200f9, 0x00000923, 0x000200f8, 0x0000090a, 0x000500aa, 0x00000023,
    0x0000090c, 0x0000033a, 0x00000252, 0x000300f7, 0x00000922, 0x00000000, 0x000400fa, 0x0000090c,
    0x0000090d, 0x00000915, 0x000200f8, 0x0000090d, 0x00040078, 0x000001b5, 0x0000090f, 0x000003cd,
    0x0008000c, 0x0000004b, 0x00000911, 0x00000001, 0x0000002d, 0x00000b2c, 0x000002eb, 0x000002ec,
    0x00040072, 0x00000015, 0x00000912, 0x00000911, 0x0004007c, 0x00000006, 0x00000913, 0x00000912,
    0x00050041, 0x000001b8, 0x00000914, 0x0000090f, 0x000000ef, 0x0005003e, 0x00000914, 0x00000913,
    0x00000002, 0x00000004, 0x000200f9, 0x00000922, 0x000200f8, 0x00000915, 0x00040078, 0x0000028e,
    0x00000917, 0x000003cd, 0x0004007c, 0x00000037, 0x00000919, 0x00000b2c, 0x000500c7, 0x00000037,
    0x0000091a, 0x00000919, 0x000002f6, 0x00040071, 0x00000006, 0x0000091b, 0x0000091a, 0x000500c2,
    0x00000037, 0x0000091e, 0x00000919, 0x00000297, 0x00040071, 0x00000006, 0x0000091f, 0x0000091e,
    0x00050050, 0x0000028a, 0x00000920, 0x0000091b, 0x0000091f, 0x00050041, 0x00000291, 0x00000921,
    0x00000917, 0x000000ef, 0x0005003e, 0x00000921, 0x00000920, 0x00000002, 0x00000008, 0x000200f9,
    0x00000922, 0x000200f8, 0x00000922, 0x000200f9, 0x00000923, 0x000200f8, 0x00000923, 0x000200f9,
    0x00000924, 0x000200f8, 0x00000924, 0x000200f9, 0x00000925, 0x000200f8, 0x00000925, 0x000200f9,
    0x00000926, 0x000200f8, 0x00000926, 0x000200f9, 0x0000042b, 0x000200f8, 0x00000437, 0x000300f7,
    0x00000967, 0x00000000, 0x000300fb, 0x0000006f, 0x0000092c, 0x000200f8, 0x0000092c, 0x000500aa,
    0x00000023, 0x0000092e, 0x00000335, 0x00000242, 0x000300f7, 0x00000939, 0x00000000, 0x000400fa,
    0x0000092e, 0x0000092f, 0x00000939, 0x000200f8, 0x0000092f, 0x00040078, 0x000001df, 0x00000931,
    0x000003b2, 0x00050041, 0x000001e3, 0x00000932, 0x00000931, 0x000000ef, 0x0006003d, 0x000001e0,
    0x00000933, 0x00000932, 0x00000002, 0x00000001, 0x00040071, 0x00000006, 0x00000934, 0x00000933,
    0x000500c4, 0x00000006, 0x00000935, 0x00000934, 0x000000a6, 0x0004007c, 0x00000015, 0x00000936,
    0x00000935, 0x000500c3, 0x00000015, 0x00000937, 0x00000936, 0x000000a6, 0x00040072, 0x0000004b,
    0x00000938, 0x00000937, 0x000200f9, 0x00000967, 0x000200f8, 0x00000939, 0x000500aa, 0x00000023,
    0x0000093b, 0x00000335, 0x0000024b, 0x000300f7, 0x00000944, 0x00000000, 0x000400fa, 0x0000093b,
    0x0000093c, 0x00000944, 0x000200f8, 0x0000093c, 0x00040078, 0x000001c1, 0x0000093e, 0x000003b2,
    0x00050041, 0x000001c5, 0x0000093f, 0x0000093e, 0x000000ef, 0x0006003d, 0x000001c2, 0x00000940,
    0x0000093f, 0x00000002, 0x00000002, 0x00040071, 0x00000006, 0x00000941, 0x00000940, 0x00040071,
    0x00000037, 0x00000942, 0x00000941, 0x0004007c, 0x0000004b, 0x00000943, 0x00000942, 0x000200f9,
    0x00000967, 0x000200f8, 0x00000944, 0x000500aa, 0x00000023, 0x00000946, 0x00000335, 0x00000252,
    0x000300f7, 0x0000094e, 0x00000000, 0x000400fa, 0x00000946, 0x00000947, 0x0000094e, 0x000200f8,
    0x00000947, 0x00040078, 0x000001b5, 0x00000949, 0x000003b2, 0x00050041, 0x000001b8, 0x0000094a,
    0x00000949, 0x000000ef, 0x0006003d, 0x00000006, 0x0000094b, 0x0000094a, 0x00000002, 0x00000004,
    0x0004007c, 0x00000015, 0x0000094c, 0x0000094b, 0x00040072, 0x0000004b, 0x0000094d, 0x0000094c,
    0x000200f9, 0x00000967, 0x000200f8, 0x0000094e, 0x000500aa, 0x00000023, 0x00000950, 0x00000335,
    0x00000259, 0x000300f7, 0x0000095f, 0x00000000, 0x000400fa, 0x00000950, 0x00000951, 0x0000095f,
    0x000200f8, 0x00000951, 0x00040078, 0x0000028e, 0x00000953, 0x000003b2, 0x00050041, 0x00000291,
    0x00000954, 0x00000953, 0x000000ef, 0x0006003d, 0x0000028a, 0x00000955, 0x00000954, 0x00000002,
    0x00000008, 0x00050051, 0x00000006, 0x00000957, 0x00000955, 0x00000001, 0x00040071, 0x00000037,
    0x00000958, 0x00000957, 0x000500c4, 0x00000037, 0x00000959, 0x00000958, 0x00000297, 0x00050051,
    0x00000006, 0x0000095b, 0x00000955, 0x00000000, 0x00040071, 0x00000037, 0x0000095c, 0x0000095b,
    0x000500c5, 0x00000037, 0x0000095d, 0x00000959, 0x0000095c, 0x0004007c, 0x0000004b, 0x0000095e,
    0x0000095d, 0x000200f9, 0x00000967, 0x000200f8, 0x0000095f, 0x00040078, 0x000001df, 0x00000961,
    0x000003b2, 0x00050041, 0x000001e3, 0x00000962, 0x00000961, 0x000000ef, 0x0006003d, 0x000001e0,
    0x00000963, 0x00000962, 0x00000002, 0x00000001, 0x00040071, 0x00000006, 0x00000964, 0x00000963,
    0x00040071, 0x00000037, 0x00000965, 0x00000964, 0x0004007c, 0x0000004b, 0x00000966, 0x00000965,
    0x000200f9, 0x00000967, 0x000200f8, 0x00000967, 0x000d00f5, 0x0000004b, 0x00000b24, 0x00000938,
    0x0000092f, 0x00000943, 0x0000093c, 0x0000094d, 0x00000947, 0x0000095e, 0x00000951, 0x00000966,
    0x0000095f, 0x0004006f, 0x00000076, 0x0000043d, 0x00000b24, 0x0004007c, 0x00000006, 0x0000043e,
    0x0000043d, 0x000500aa, 0x00000023, 0x00000971, 0x0000033a, 0x0000006f, 0x000300f7, 0x000009a1,
    0x00000000, 0x000400fa, 0x00000971, 0x00000972, 0x00000977, 0x000200f8, 0x00000972, 0x00040078,
    0x000001b5, 0x00000974, 0x000003cd, 0x00050041, 0x000001b8, 0x00000976, 0x00000974, 0x000000ef,
    0x0005003e, 0x00000976, 0x0000043e, 0x00000002, 0x00000004, 0x000200f9, 0x000009a1, 0x000200f8,
    0x00000977, 0x000500aa, 0x00000023, 0x00000979, 0x0000033a, 0x00000105, 0x000300f7, 0x000009a0,
    0x00000000, 0x000400fa, 0x00000979, 0x0000097a, 0x00000981, 0x000200f8, 0x0000097a, 0x00040078,
    0x000001c1, 0x0000097c, 0x000003cd, 0x000500c7, 0x00000006, 0x000009ab, 0x0000043e, 0x00000132,
    0x000500c2, 0x00000006, 0x000009ad, 0x0000043e, 0x00000061, 0x000500c7, 0x00000006, 0x000009ae,
    0x000009ad, 0x0000005f, 0x000500c2, 0x00000006, 0x000009c8, 0x000009ab, 0x00000092, 0x0004007c,
    0x00000015, 0x000009c9, 0x000009c8, 0x00050082, 0x00000015, 0x000009ce, 0x00000b84, 0x000009c9,
    0x0007000c, 0x00000015, 0x000009cf, 0x00000001, 0x0000002a, 0x000009ce, 0x000000ef, 0x00050080,
    0x00000015, 0x000009d3, 0x0000008b, 0x000009cf, 0x0007000c, 0x00000015, 0x000009d4, 0x00000001,
    0x00000027, 0x000009d3, 0x000000f6, 0x000500c7, 0x00000006, 0x000009d6, 0x000009ab, 0x000000fa,
    0x000500c5, 0x00000006, 0x000009d7, 0x000009d6, 0x000000fc, 0x0004007c, 0x00000006, 0x000009da,
    0x000009d4, 0x000500c2, 0x00000006, 0x000009db, 0x000009d7, 0x000009da, 0x000500c4, 0x00000006,
    0x000009df, 0x00000105, 0x000009da, 0x00050082, 0x00000006, 0x000009e0, 0x000009df, 0x00000105,
    0x000500c7, 0x00000006, 0x000009e1, 0x000009d7, 0x000009e0, 0x00050082, 0x00000015, 0x000009e3,
    0x000009d4, 0x0000010d, 0x0004007c, 0x00000006, 0x000009e4, 0x000009e3, 0x000500c4, 0x00000006,
    0x000009e5, 0x00000105, 0x000009e4, 0x000500ac, 0x00000023, 0x000009e8, 0x000009e1, 0x000009e5,
    0x000400a8, 0x00000023, 0x000009e9, 0x000009e8, 0x000300f7, 0x000009f4, 0x00000000, 0x000400fa,
    0x000009e9, 0x000009ea, 0x000009f4, 0x000200f8, 0x000009ea, 0x000500aa, 0x00000023, 0x000009ed,
    0x000009e1, 0x000009e5, 0x000300f7, 0x000009f2, 0x00000000, 0x000400fa, 0x000009ed, 0x000009ee,
    0x000009f2, 0x000200f8, 0x000009ee, 0x000500c7, 0x00000006, 0x000009f0, 0x000009db, 0x00000105,
    0x000500ab, 0x00000023, 0x000009f1, 0x000009f0, 0x0000006f, 0x000200f9, 0x000009f2, 0x000200f8,
    0x000009f2, 0x000700f5, 0x00000023, 0x000009f3, 0x000009ed, 0x000009ea, 0x000009f1, 0x000009ee,
    0x000200f9, 0x000009f4, 0x000200f8, 0x000009f4, 0x000700f5, 0x00000023, 0x000009f5, 0x000009e8,
    0x0000097a, 0x000009f3, 0x000009f2, 0x000600a9, 0x00000006, 0x000009f6, 0x000009f5, 0x00000105,
    0x0000006f, 0x00050080, 0x00000006, 0x000009f8, 0x000009db, 0x000009f6, 0x00050082, 0x00000015,
    0x000009fb, 0x000009c9, 0x00000b84, 0x0007000c, 0x00000015, 0x000009fc, 0x00000001, 0x0000002a,
    0x000009fb, 0x000000ef, 0x0004007c, 0x00000006, 0x000009fd, 0x000009fc, 0x000500c4, 0x00000006,
    0x00000a00, 0x000009fd, 0x000002c8, 0x00050080, 0x00000006, 0x00000a02, 0x00000a00, 0x000009f8,
    0x0007000c, 0x00000006, 0x000009b1, 0x00000001, 0x00000026, 0x00000a02, 0x0000013f, 0x000500ac,
    0x00000023, 0x000009b3, 0x000009ab, 0x00000089, 0x000600a9, 0x00000006, 0x000009b5, 0x000009b3,
    0x00000143, 0x000009b1, 0x000500aa, 0x00000023, 0x000009b7, 0x000009ab, 0x00000089, 0x000600a9,
    0x00000006, 0x000009b9, 0x000009b7, 0x0000013f, 0x000009b5, 0x000500c5, 0x00000006, 0x000009bc,
    0x000009b9, 0x000009ae, 0x00040071, 0x000001c2, 0x0000097f, 0x000009bc, 0x00050041, 0x000001c5,
    0x00000980, 0x0000097c, 0x000000ef, 0x0005003e, 0x00000980, 0x0000097f, 0x00000002, 0x00000002,
    0x000200f9, 0x000009a0, 0x000200f8, 0x00000981, 0x000500aa, 0x00000023, 0x00000983, 0x0000033a,
    0x000001cd, 0x000300f7, 0x0000099f, 0x00000000, 0x000400fa, 0x00000983, 0x00000984, 0x0000098b,
    0x000200f8, 0x00000984, 0x00040078, 0x000001c1, 0x00000986, 0x000003cd, 0x00050080, 0x00000006,
    0x00000a08, 0x0000043e, 0x00000151, 0x000500c2, 0x00000006, 0x00000a0a, 0x0000043e, 0x00000061,
    0x000500c7, 0x00000006, 0x00000a0b, 0x00000a0a, 0x00000105, 0x00050080, 0x00000006, 0x00000a0c,
    0x00000a08, 0x00000a0b, 0x000500c2, 0x00000006, 0x00000a0d, 0x00000a0c, 0x00000061, 0x000500c7,
    0x00000006, 0x00000a0f, 0x0000043e, 0x00000132, 0x000500ac, 0x00000023, 0x00000a10, 0x00000a0f,
    0x00000089, 0x000300f7, 0x00000a19, 0x00000000, 0x000400fa, 0x00000a10, 0x00000a11, 0x00000a16,
    0x000200f8, 0x00000a11, 0x000500c7, 0x00000006, 0x00000a14, 0x00000a0a, 0x0000005f, 0x000500c5,
    0x00000006, 0x00000a15, 0x00000a14, 0x00000161, 0x000200f9, 0x00000a19, 0x000200f8, 0x00000a16,
    0x000500c7, 0x00000006, 0x00000a18, 0x00000a0d, 0x00000165, 0x000200f9, 0x00000a19, 0x000200f8,
    0x00000a19, 0x000700f5, 0x00000006, 0x00000b29, 0x00000a15, 0x00000a11, 0x00000a18, 0x00000a16,
    0x00040071, 0x000001c2, 0x00000989, 0x00000b29, 0x00050041, 0x000001c5, 0x0000098a, 0x00000986,
    0x000000ef, 0x0005003e, 0x0000098a, 0x00000989, 0x00000002, 0x00000002, 0x000200f9, 0x0000099f,
    0x000200f8, 0x0000098b, 0x000500aa, 0x00000023, 0x0000098d, 0x0000033a, 0x000001da, 0x000300f7,
    0x0000099e, 0x00000000, 0x000400fa, 0x0000098d, 0x0000098e, 0x00000996, 0x000200f8, 0x0000098e,
    0x00040078, 0x000001df, 0x00000990, 0x000003cd, 0x000500c7, 0x00000006, 0x00000a30, 0x0000043e,
    0x00000132, 0x000500c2, 0x00000006, 0x00000a32, 0x0000043e, 0x000000a6, 0x000500c7, 0x00000006,
    0x00000a33, 0x00000a32, 0x000000a4, 0x000600a9, 0x00000006, 0x00000a37, 0x00000340, 0x00000196,
    0x000000d1, 0x000500b0, 0x00000023, 0x00000a39, 0x00000a30, 0x00000089, 0x000600a9, 0x00000006,
    0x00000a3b, 0x00000a39, 0x00000a30, 0x0000006f, 0x000500c2, 0x00000006, 0x00000a5c, 0x00000a3b,
    0x00000092, 0x0004007c, 0x00000015, 0x00000a5d, 0x00000a5c, 0x00050082, 0x00000015, 0x00000a62,
    0x00000b85, 0x00000a5d, 0x0007000c, 0x00000015, 0x00000a63, 0x00000001, 0x0000002a, 0x00000a62,
    0x000000ef, 0x00050080, 0x00000015, 0x00000a67, 0x000000cc, 0x00000a63, 0x0007000c, 0x00000015,
    0x00000a68, 0x00000001, 0x00000027, 0x00000a67, 0x000000f6, 0x000500c7, 0x00000006, 0x00000a6a,
    0x00000a3b, 0x000000fa, 0x000500c5, 0x00000006, 0x00000a6b, 0x00000a6a, 0x000000fc, 0x0004007c,
    0x00000006, 0x00000a6e, 0x00000a68, 0x000500c2, 0x00000006, 0x00000a6f, 0x00000a6b, 0x00000a6e,
    0x000500c4, 0x00000006, 0x00000a73, 0x00000105, 0x00000a6e, 0x00050082, 0x00000006, 0x00000a74,
    0x00000a73, 0x00000105, 0x000500c7, 0x00000006, 0x00000a75, 0x00000a6b, 0x00000a74, 0x00050082,
    0x00000015, 0x00000a77, 0x00000a68, 0x0000010d, 0x0004007c, 0x00000006, 0x00000a78, 0x00000a77,
    0x000500c4, 0x00000006, 0x00000a79, 0x00000105, 0x00000a78, 0x000500ac, 0x00000023, 0x00000a7c,
    0x00000a75, 0x00000a79, 0x000400a8, 0x00000023, 0x00000a7d, 0x00000a7c, 0x000300f7, 0x00000a88,
    0x00000000, 0x000400fa, 0x00000a7d, 0x00000a7e, 0x00000a88, 0x000200f8, 0x00000a7e, 0x000500aa,
    0x00000023, 0x00000a81, 0x00000a75, 0x00000a79, 0x000300f7, 0x00000a86, 0x00000000, 0x000400fa,
    0x00000a81, 0x00000a82, 0x00000a86, 0x000200f8, 0x00000a82, 0x000500c7, 0x00000006, 0x00000a84,
    0x00000a6f, 0x00000105, 0x000500ab, 0x00000023, 0x00000a85, 0x00000a84, 0x0000006f, 0x000200f9,
    0x00000a86, 0x000200f8, 0x00000a86, 0x000700f5, 0x00000023, 0x00000a87, 0x00000a81, 0x00000a7e,
    0x00000a85, 0x00000a82, 0x000200f9, 0x00000a88, 0x000200f8, 0x00000a88, 0x000700f5, 0x00000023,
    0x00000a89, 0x00000a7c, 0x0000098e, 0x00000a87, 0x00000a86, 0x000600a9, 0x00000006, 0x00000a8a,
    0x00000a89, 0x00000105, 0x0000006f, 0x00050080, 0x00000006, 0x00000a8c, 0x00000a6f, 0x00000a8a,
    0x00050082, 0x00000015, 0x00000a8f, 0x00000a5d, 0x00000b85, 0x0007000c, 0x00000015, 0x00000a90,
    0x00000001, 0x0000002a, 0x00000a8f, 0x000000ef, 0x0004007c, 0x00000006, 0x00000a91, 0x00000a90,
    0x000500c4, 0x00000006, 0x00000a94, 0x00000a91, 0x000001da, 0x00050080, 0x00000006, 0x00000a96,
    0x00000a94, 0x00000a8c, 0x000500ac, 0x00000023, 0x00000a41, 0x00000a96, 0x00000196, 0x000600a9,
    0x00000006, 0x00000a44, 0x00000a41, 0x00000a37, 0x00000a96, 0x000500aa, 0x00000023, 0x00000a46,
    0x00000a30, 0x00000089, 0x000600a9, 0x00000006, 0x00000a49, 0x00000a46, 0x00000a37, 0x00000a44,
    0x000500ac, 0x00000023, 0x00000a4b, 0x00000a30, 0x00000089, 0x000600a9, 0x00000006, 0x00000a4d,
    0x00000a4b, 0x000000d1, 0x00000a49, 0x000500c5, 0x00000006, 0x00000a50, 0x00000a4d, 0x00000a33,
    0x00040071, 0x000001e0, 0x00000994, 0x00000a50, 0x00050041, 0x000001e3, 0x00000995, 0x00000990,
    0x000000ef, 0x0005003e, 0x00000995, 0x00000994, 0x00000002, 0x00000001, 0x000200f9, 0x0000099e,
    0x000200f8, 0x00000996, 0x00040078, 0x000001df, 0x00000998, 0x000003cd, 0x000500c7, 0x00000006,
    0x00000aac, 0x0000043e, 0x00000132, 0x000500c2, 0x00000006, 0x00000aae, 0x0000043e, 0x000000a6,
    0x000500c7, 0x00000006, 0x00000aaf, 0x00000aae, 0x000000a4, 0x000600a9, 0x00000006, 0x00000ab3,
    0x00000340, 0x000001a3, 0x000001a4, 0x000500b0, 0x00000023, 0x00000ab5, 0x00000aac, 0x00000089,
    0x000600a9, 0x00000006, 0x00000ab7, 0x00000ab5, 0x00000aac, 0x0000006f, 0x000500c2, 0x00000006,
    0x00000ad8, 0x00000ab7, 0x00000092, 0x0004007c, 0x00000015, 0x00000ad9, 0x00000ad8, 0x00050082,
    0x00000015, 0x00000ade, 0x00000b84, 0x00000ad9, 0x0007000c, 0x00000015, 0x00000adf, 0x00000001,
    0x0000002a, 0x00000ade, 0x000000ef, 0x00050080, 0x00000015, 0x00000ae3, 0x00000b86, 0x00000adf,
    0x0007000c, 0x00000015, 0x00000ae4, 0x00000001, 0x00000027, 0x00000ae3, 0x000000f6, 0x000500c7,
    0x00000006, 0x00000ae6, 0x00000ab7, 0x000000fa, 0x000500c5, 0x00000006, 0x00000ae7, 0x00000ae6,
    0x000000fc, 0x0004007c, 0x00000006, 0x00000aea, 0x00000ae4, 0x000500c2, 0x00000006, 0x00000aeb,
    0x00000ae7, 0x00000aea, 0x000500c4, 0x00000006, 0x00000aef, 0x00000105, 0x00000aea, 0x00050082,
    0x00000006, 0x00000af0, 0x00000aef, 0x00000105, 0x000500c7, 0x00000006, 0x00000af1, 0x00000ae7,
    0x00000af0, 0x00050082, 0x00000015, 0x00000af3, 0x00000ae4, 0x0000010d, 0x0004007c, 0x00000006,
    0x00000af4, 0x00000af3, 0x000500c4, 0x00000006, 0x00000af5, 0x00000105, 0x00000af4, 0x000500ac,
    0x00000023, 0x00000af8, 0x00000af1, 0x00000af5, 0x000400a8, 0x00000023, 0x00000af9, 0x00000af8,
    0x000300f7, 0x00000b04, 0x00000000, 0x000400fa, 0x00000af9, 0x00000afa, 0x00000b04, 0x000200f8,
    0x00000afa, 0x000500aa, 0x00000023, 0x00000afd, 0x00000af1, 0x00000af5, 0x000300f7, 0x00000b02,
    0x00000000, 0x000400fa, 0x00000afd, 0x00000afe, 0x00000b02, 0x000200f8, 0x00000afe, 0x000500c7,
    0x00000006, 0x00000b00, 0x00000aeb, 0x00000105, 0x000500ab, 0x00000023, 0x00000b01, 0x00000b00,
    0x0000006f, 0x000200f9, 0x00000b02, 0x000200f8, 0x00000b02, 0x000700f5, 0x00000023, 0x00000b03,
    0x00000afd, 0x00000afa, 0x00000b01, 0x00000afe, 0x000200f9, 0x00000b04, 0x000200f8, 0x00000b04,
    0x000700f5, 0x00000023, 0x00000b05, 0x00000af8, 0x00000996, 0x00000b03, 0x00000b02, 0x000600a9,
    0x00000006, 0x00000b06, 0x00000b05, 0x00000105, 0x0000006f, 0x00050080, 0x00000006, 0x00000b08,
    0x00000aeb, 0x00000b06, 0x00050082, 0x00000015, 0x00000b0b, 0x00000ad9, 0x00000b84, 0x0007000c,
    0x00000015, 0x00000b0c, 0x00000001, 0x0000002a, 0x00000b0b, 0x000000ef, 0x0004007c, 0x00000006,
    0x00000b0d, 0x00000b0c, 0x000500c4, 0x00000006, 0x00000b10, 0x00000b0d, 0x000001cd, 0x00050080,
    0x00000006, 0x00000b12, 0x00000b10, 0x00000b08, 0x000500ac, 0x00000023, 0x00000abd, 0x00000b12,
    0x000001a3, 0x000600a9, 0x00000006, 0x00000ac0, 0x00000abd, 0x00000ab3, 0x00000b12, 0x000500aa,
    0x00000023, 0x00000ac2, 0x00000aac, 0x00000089, 0x000600a9, 0x00000006, 0x00000ac5, 0x00000ac2,
    0x00000ab3, 0x00000ac0, 0x000500ac, 0x00000023, 0x00000ac7, 0x00000aac, 0x00000089, 0x000600a9,
    0x00000006, 0x00000ac9, 0x00000ac7, 0x000000d1, 0x00000ac5, 0x000500c5, 0x00000006, 0x00000acc,
    0x00000ac9, 0x00000aaf, 0x00040071, 0x000001e0, 0x0000099c, 0x00000acc, 0x00050041, 0x000001e3,
    0x0000099d, 0x00000998, 0x000000ef, 0x0005003e, 0x0000099d, 0x0000099c, 0x00000002, 0x00000001,
    0x000200f9, 0x0000099e, 0x000200f8, 0x0000099e, 0x000200f9, 0x0000099f, 0x000200f8, 0x0000099f,
    0x000200f9, 0x000009a0, 0x000200f8, 0x000009a0, 0x000200f9, 0x000009a1, 0x000200f8, 0x000009a1,
    0x000200f9, 0x0000042b, 0x000200f8, 0x0000042b, 0x000200f9, 0x00000417, 0x000200f8, 0x00000417,
    0x000200f9, 0x00000405, 0x000200f8, 0x00000405, 0x000200f9, 0x000003f6, 0x000200f8, 0x000003f6,
    0x000200f9, 0x000003ea, 0x000200f8, 0x000003ea, 0x000200f9, 0x000003de, 0x000200f8, 0x000003de,
    0x000200f9, 0x000003d1, 0x000200f8, 0x000003d1, 0x000200f9, 0x0000036d, 0x000200f8, 0x0000036d,
    0x00050080, 0x0000004b, 0x00000449, 0x00000b1f, 0x00000363, 0x000200f9, 0x0000036a, 0x000200f8,
    0x0000036c, 0x000100fd, 0x00010038,
};
static const uint32_t ktorch__vk_spv_fill[] = { /* shaders/vk_fill.comp */
    0x07230203, 0x00010500, 0x000d000b, 0x0000004a, 0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000000b, 0x00020011, 0x00001160, 0x00020011, 0x000014e3, 0x0006000b, 0x00000001, 0x4c534c47,
    0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x000014e4, 0x00000001, 0x0008000f, 0x00000005,
    0x00000004, 0x6e69616d, 0x00000000, 0x0000000c, 0x00000017, 0x00000029, 0x00060010, 0x00000004,
    0x00000011, 0x00000100, 0x00000001, 0x00000001, 0x00040047, 0x0000000c, 0x0000000b, 0x00000018,
    0x00040047, 0x00000017, 0x0000000b, 0x0000001c, 0x00040047, 0x00000023, 0x00000006, 0x00000008,
    0x00040047, 0x00000025, 0x00000006, 0x00000008, 0x00040047, 0x00000026, 0x00000006, 0x00000008,
    0x00050048, 0x00000027, 0x00000000, 0x00000023, 0x00000000, 0x00050048, 0x00000027, 0x00000001,
    0x00000023, 0x00000008, 0x00050048, 0x00000027, 0x00000002, 0x00000023, 0x00000010, 0x00050048,
    0x00000027, 0x00000003, 0x00000023, 0x00000018, 0x00050048, 0x00000027, 0x00000004, 0x00000023,
    0x00000030, 0x00050048, 0x00000027, 0x00000005, 0x00000023, 0x00000050, 0x00050048, 0x00000027,
    0x00000006, 0x00000023, 0x00000070, 0x00030047, 0x00000027, 0x00000002, 0x00050048, 0x0000003a,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x0000003a, 0x00000002, 0x00040047, 0x00000048,
    0x0000000b, 0x00000019, 0x00020013, 0x00000002, 0x00030021, 0x00000003, 0x00000002, 0x00040015,
    0x00000006, 0x00000040, 0x00000001, 0x00040015, 0x00000009, 0x00000020, 0x00000000, 0x00040017,
    0x0000000a, 0x00000009, 0x00000003, 0x00040020, 0x0000000b, 0x00000001, 0x0000000a, 0x0004003b,
    0x0000000b, 0x0000000c, 0x00000001, 0x0004002b, 0x00000009, 0x0000000d, 0x00000000, 0x00040020,
    0x0000000e, 0x00000001, 0x00000009, 0x00040015, 0x00000011, 0x00000040, 0x00000000, 0x0005002b,
    0x00000006, 0x00000014, 0x00000100, 0x00000000, 0x0004003b, 0x0000000b, 0x00000017, 0x00000001,
    0x0004002b, 0x00000009, 0x00000022, 0x00000003, 0x0004001c, 0x00000023, 0x00000006, 0x00000022,
    0x0004002b, 0x00000009, 0x00000024, 0x00000004, 0x0004001c, 0x00000025, 0x00000006, 0x00000024,
    0x0004001c, 0x00000026, 0x00000006, 0x00000024, 0x0009001e, 0x00000027, 0x00000011, 0x00000011,
    0x00000006, 0x00000023, 0x00000025, 0x00000026, 0x00000009, 0x00040020, 0x00000028, 0x00000009,
    0x00000027, 0x0004003b, 0x00000028, 0x00000029, 0x00000009, 0x00040015, 0x0000002a, 0x00000020,
    0x00000001, 0x0004002b, 0x0000002a, 0x0000002b, 0x00000002, 0x00040020, 0x0000002c, 0x00000009,
    0x00000006, 0x00020014, 0x0000002f, 0x0004002b, 0x0000002a, 0x00000031, 0x00000000, 0x00040020,
    0x00000032, 0x00000009, 0x00000011, 0x00030027, 0x00000038, 0x000014e5, 0x00040015, 0x00000039,
    0x00000008, 0x00000000, 0x0003001e, 0x0000003a, 0x00000039, 0x00040020, 0x00000038, 0x000014e5,
    0x0000003a, 0x0004002b, 0x0000002a, 0x0000003c, 0x00000006, 0x00040020, 0x0000003d, 0x00000009,
    0x00000009, 0x00040020, 0x00000041, 0x000014e5, 0x00000039, 0x0004002b, 0x00000009, 0x00000046,
    0x00000100, 0x0004002b, 0x00000009, 0x00000047, 0x00000001, 0x0006002c, 0x0000000a, 0x00000048,
    0x00000046, 0x00000047, 0x00000047, 0x00050036, 0x00000002, 0x00000004, 0x00000000, 0x00000003,
    0x000200f8, 0x00000005, 0x00050041, 0x0000000e, 0x0000000f, 0x0000000c, 0x0000000d, 0x0004003d,
    0x00000009, 0x00000010, 0x0000000f, 0x00040071, 0x00000011, 0x00000012, 0x00000010, 0x0004007c,
    0x00000006, 0x00000013, 0x00000012, 0x00050084, 0x00000006, 0x00000015, 0x00000013, 0x00000014,
    0x00050041, 0x0000000e, 0x00000018, 0x00000017, 0x0000000d, 0x0004003d, 0x00000009, 0x00000019,
    0x00000018, 0x00040071, 0x00000011, 0x0000001a, 0x00000019, 0x0004007c, 0x00000006, 0x0000001b,
    0x0000001a, 0x000200f9, 0x0000001c, 0x000200f8, 0x0000001c, 0x000700f5, 0x00000006, 0x00000049,
    0x0000001b, 0x00000005, 0x00000045, 0x0000001d, 0x00050041, 0x0000002c, 0x0000002d, 0x00000029,
    0x0000002b, 0x0004003d, 0x00000006, 0x0000002e, 0x0000002d, 0x000500b1, 0x0000002f, 0x00000030,
    0x00000049, 0x0000002e, 0x000400f6, 0x0000001e, 0x0000001d, 0x00000000, 0x000400fa, 0x00000030,
    0x0000001d, 0x0000001e, 0x000200f8, 0x0000001d, 0x00050041, 0x00000032, 0x00000033, 0x00000029,
    0x00000031, 0x0004003d, 0x00000011, 0x00000034, 0x00000033, 0x0004007c, 0x00000011, 0x00000036,
    0x00000049, 0x00050080, 0x00000011, 0x00000037, 0x00000034, 0x00000036, 0x00040078, 0x00000038,
    0x0000003b, 0x00000037, 0x00050041, 0x0000003d, 0x0000003e, 0x00000029, 0x0000003c, 0x0004003d,
    0x00000009, 0x0000003f, 0x0000003e, 0x00040071, 0x00000039, 0x00000040, 0x0000003f, 0x00050041,
    0x00000041, 0x00000042, 0x0000003b, 0x00000031, 0x0005003e, 0x00000042, 0x00000040, 0x00000002,
    0x00000001, 0x00050080, 0x00000006, 0x00000045, 0x00000049, 0x00000015, 0x000200f9, 0x0000001c,
    0x000200f8, 0x0000001e, 0x000100fd, 0x00010038,
};
static const uint32_t ktorch__vk_spv_merge[] = { /* shaders/vk_merge.comp */
    0x07230203, 0x00010500, 0x000d000b, 0x0000084d, 0x00000000, 0x00020011, 0x00000001, 0x00020011,
    0x0000000b, 0x00020011, 0x00001151, 0x00020011, 0x00001160, 0x00020011, 0x000014e3, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x000014e4, 0x00000001,
    0x0008000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x0000024a, 0x00000277, 0x0000027f,
    0x00060010, 0x00000004, 0x00000011, 0x00000040, 0x00000001, 0x00000001, 0x00050048, 0x000001ad,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001ad, 0x00000002, 0x00050048, 0x000001ba,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001ba, 0x00000002, 0x00050048, 0x000001d8,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001d8, 0x00000002, 0x00040047, 0x00000242,
    0x00000006, 0x00000004, 0x00040047, 0x00000243, 0x00000006, 0x00000004, 0x00040047, 0x00000244,
    0x00000006, 0x00000004, 0x00040047, 0x00000245, 0x00000006, 0x00000004, 0x00040047, 0x00000246,
    0x00000006, 0x00000004, 0x00040047, 0x00000247, 0x00000006, 0x00000004, 0x00050048, 0x00000248,
    0x00000000, 0x00000023, 0x00000000, 0x00050048, 0x00000248, 0x00000001, 0x00000023, 0x00000008,
    0x00050048, 0x00000248, 0x00000002, 0x00000023, 0x00000010, 0x00050048, 0x00000248, 0x00000003,
    0x00000023, 0x00000018, 0x00050048, 0x00000248, 0x00000004, 0x00000023, 0x00000020, 0x00050048,
    0x00000248, 0x00000005, 0x00000023, 0x00000028, 0x00050048, 0x00000248, 0x00000006, 0x00000023,
    0x00000030, 0x00050048, 0x00000248, 0x00000007, 0x00000023, 0x0000003c, 0x00050048, 0x00000248,
    0x00000008, 0x00000023, 0x00000048, 0x00050048, 0x00000248, 0x00000009, 0x00000023, 0x00000054,
    0x00050048, 0x00000248, 0x0000000a, 0x00000023, 0x0000005c, 0x00050048, 0x00000248, 0x0000000b,
    0x00000023, 0x00000064, 0x00050048, 0x00000248, 0x0000000c, 0x00000023, 0x0000006c, 0x00050048,
    0x00000248, 0x0000000d, 0x00000023, 0x00000070, 0x00050048, 0x00000248, 0x0000000e, 0x00000023,
    0x00000074, 0x00050048, 0x00000248, 0x0000000f, 0x00000023, 0x00000078, 0x00030047, 0x00000248,
    0x00000002, 0x00040047, 0x00000277, 0x0000000b, 0x00000018, 0x00040047, 0x0000027f, 0x0000000b,
    0x0000001c, 0x00050048, 0x000002b2, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000002b2,
    0x00000002, 0x00040047, 0x000003d9, 0x0000000b, 0x00000019, 0x00020013, 0x00000002, 0x00030021,
    0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000, 0x00040015, 0x00000015,
    0x00000020, 0x00000001, 0x00020014, 0x00000023, 0x00040015, 0x00000037, 0x00000040, 0x00000000,
    0x00030016, 0x00000048, 0x00000020, 0x0004002b, 0x00000006, 0x00000057, 0x00008000, 0x0004002b,
    0x00000015, 0x00000059, 0x00000010, 0x0004002b, 0x00000015, 0x0000005d, 0x0000000a, 0x0004002b,
    0x00000006, 0x0000005f, 0x0000001f, 0x0004002b, 0x00000006, 0x00000063, 0x000003ff, 0x0004002b,
    0x00000006, 0x00000067, 0x00000000, 0x0004002b, 0x00000006, 0x00000070, 0x0c000000, 0x0004002b,
    0x00000006, 0x00000080, 0x7f800000, 0x0004002b, 0x00000015, 0x00000082, 0x0000000d, 0x0004002b,
    0x00000006, 0x00000087, 0x00000070, 0x0004002b, 0x00000015, 0x00000089, 0x00000017, 0x0004002b,
    0x00000006, 0x0000009b, 0x00000080, 0x0004002b, 0x00000015, 0x0000009d, 0x00000018, 0x0004002b,
    0x00000015, 0x000000a1, 0x00000003, 0x0004002b, 0x00000006, 0x000000a3, 0x0000000f, 0x0004002b,
    0x00000006, 0x000000a7, 0x00000007, 0x0004002b, 0x00000006, 0x000000b3, 0x04800000, 0x0004002b,
    0x00000006, 0x000000bf, 0x00000078, 0x0004002b, 0x00000015, 0x000000c3, 0x00000014, 0x0004002b,
    0x00000006, 0x000000c8, 0x0000007f, 0x0004002b, 0x00000006, 0x000000cb, 0x7fc00000, 0x0004002b,
    0x00000015, 0x000000d4, 0x00000008, 0x0004002b, 0x00000015, 0x000000e6, 0x00000000, 0x0004002b,
    0x00000015, 0x000000ed, 0x00000019, 0x0004002b, 0x00000006, 0x000000f1, 0x007fffff, 0x0004002b,
    0x00000006, 0x000000f3, 0x00800000, 0x0004002b, 0x00000006, 0x000000fc, 0x00000001, 0x0004002b,
    0x00000015, 0x00000104, 0x00000001, 0x0004002b, 0x00000006, 0x00000129, 0x7fffffff, 0x0004002b,
    0x00000015, 0x00000130, 0x0000000f, 0x0004002b, 0x00000006, 0x00000136, 0x00007c00, 0x0004002b,
    0x00000006, 0x0000013a, 0x00007e00, 0x0004002b, 0x00000006, 0x00000148, 0x00007fff, 0x0004002b,
    0x00000006, 0x00000158, 0x00007fc0, 0x0004002b, 0x00000006, 0x0000015c, 0x0000ffff, 0x0004002b,
    0x00000015, 0x0000018c, 0x00000007, 0x0004002b, 0x00000006, 0x0000018d, 0x0000007e, 0x0004002b,
    0x00000015, 0x00000199, 0x00000002, 0x0004002b, 0x00000006, 0x0000019a, 0x0000007b, 0x0004002b,
    0x00000006, 0x0000019b, 0x0000007c, 0x00030027, 0x000001ac, 0x000014e5, 0x0003001e, 0x000001ad,
    0x00000006, 0x00040020, 0x000001ac, 0x000014e5, 0x000001ad, 0x00040020, 0x000001af, 0x000014e5,
    0x00000006, 0x00030027, 0x000001b8, 0x000014e5, 0x00040015, 0x000001b9, 0x00000010, 0x00000000,
    0x0003001e, 0x000001ba, 0x000001b9, 0x00040020, 0x000001b8, 0x000014e5, 0x000001ba, 0x00040020,
    0x000001bc, 0x000014e5, 0x000001b9, 0x0004002b, 0x00000006, 0x000001c4, 0x00000002, 0x0004002b,
    0x00000006, 0x000001d1, 0x00000003, 0x00030027, 0x000001d6, 0x000014e5, 0x00040015, 0x000001d7,
    0x00000008, 0x00000000, 0x0003001e, 0x000001d8, 0x000001d7, 0x00040020, 0x000001d6, 0x000014e5,
    0x000001d8, 0x00040020, 0x000001da, 0x000014e5, 0x000001d7, 0x0004002b, 0x00000006, 0x00000227,
    0x00000004, 0x0004001c, 0x00000242, 0x00000006, 0x000001d1, 0x0004001c, 0x00000243, 0x00000006,
    0x000001d1, 0x0004001c, 0x00000244, 0x00000006, 0x000001d1, 0x0004001c, 0x00000245, 0x00000006,
    0x000001c4, 0x0004001c, 0x00000246, 0x00000006, 0x000001c4, 0x0004001c, 0x00000247, 0x00000006,
    0x000001c4, 0x0012001e, 0x00000248, 0x00000037, 0x00000037, 0x00000037, 0x00000037, 0x00000037,
    0x00000037, 0x00000242, 0x00000243, 0x00000244, 0x00000245, 0x00000246, 0x00000247, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00040020, 0x00000249, 0x00000009, 0x00000248, 0x0004003b,
    0x00000249, 0x0000024a, 0x00000009, 0x00040020, 0x0000024b, 0x00000009, 0x00000006, 0x0004002b,
    0x00000015, 0x00000257, 0x00000004, 0x0004002b, 0x00000006, 0x0000025d, 0x00000040, 0x0004002b,
    0x00000006, 0x00000268, 0x00000100, 0x0004002b, 0x00000015, 0x0000026c, 0x0000000c, 0x00040017,
    0x00000275, 0x00000006, 0x00000003, 0x00040020, 0x00000276, 0x00000001, 0x00000275, 0x0004003b,
    0x00000276, 0x00000277, 0x00000001, 0x00040020, 0x00000278, 0x00000001, 0x00000006, 0x0005002b,
    0x00000037, 0x0000027c, 0x00000040, 0x00000000, 0x0004003b, 0x00000276, 0x0000027f, 0x00000001,
    0x00040020, 0x0000029f, 0x00000009, 0x00000037, 0x0005002b, 0x00000037, 0x000002a2, 0x00000004,
    0x00000000, 0x0004002b, 0x00000015, 0x000002a4, 0x00000009, 0x00030027, 0x000002b1, 0x000014e5,
    0x0003001e, 0x000002b2, 0x00000048, 0x00040020, 0x000002b1, 0x000014e5, 0x000002b2, 0x00040020,
    0x000002b4, 0x000014e5, 0x00000048, 0x0004002b, 0x00000048, 0x000002e3, 0x00000000, 0x0004002b,
    0x00000015, 0x00000324, 0x00000006, 0x0004002b, 0x00000015, 0x0000035a, 0x0000000e, 0x0004002b,
    0x00000015, 0x000003b1, 0x00000005, 0x0004002b, 0x00000015, 0x000003b5, 0x0000000b, 0x0006002c,
    0x00000275, 0x000003d9, 0x0000025d, 0x000000fc, 0x000000fc, 0x0004002b, 0x00000015, 0x00000846,
    0x00000071, 0x0004002b, 0x00000015, 0x00000847, 0x00000079, 0x0004002b, 0x00000015, 0x00000848,
    0x00000015, 0x0004002b, 0x00000048, 0x0000084a, 0xff800000, 0x0004002b, 0x00000048, 0x0000084b,
    0x7fc00000, 0x0004002b, 0x00000006, 0x0000084c, 0x0000000a, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x00050041, 0x0000024b, 0x0000024c, 0x0000024a,
    0x00000130, 0x0004003d, 0x00000006, 0x0000024d, 0x0000024c, 0x000500c7, 0x00000006, 0x0000024e,
    0x0000024d, 0x000001d1, 0x000500c2, 0x00000006, 0x00000252, 0x0000024d, 0x00000199, 0x000500c7,
    0x00000006, 0x00000253, 0x00000252, 0x000001d1, 0x000500c2, 0x00000006, 0x00000258, 0x0000024d,
    0x00000257, 0x000500c7, 0x00000006, 0x00000259, 0x00000258, 0x000001d1, 0x000500c7, 0x00000006,
    0x0000025e, 0x0000024d, 0x0000025d, 0x000500ab, 0x00000023, 0x0000025f, 0x0000025e, 0x00000067,
    0x000500c7, 0x00000006, 0x00000263, 0x0000024d, 0x0000009b, 0x000500ab, 0x00000023, 0x00000264,
    0x00000263, 0x00000067, 0x000500c7, 0x00000006, 0x00000269, 0x0000024d, 0x00000268, 0x000500ab,
    0x00000023, 0x0000026a, 0x00000269, 0x00000067, 0x00050041, 0x0000024b, 0x0000026d, 0x0000024a,
    0x0000026c, 0x0004003d, 0x00000006, 0x0000026e, 0x0000026d, 0x00040071, 0x00000037, 0x0000026f,
    0x0000026e, 0x00050041, 0x0000024b, 0x00000270, 0x0000024a, 0x00000082, 0x0004003d, 0x00000006,
    0x00000271, 0x00000270, 0x00040071, 0x00000037, 0x00000272, 0x00000271, 0x00050084, 0x00000037,
    0x00000273, 0x0000026f, 0x00000272, 0x00050041, 0x00000278, 0x00000279, 0x00000277, 0x00000067,
    0x0004003d, 0x00000006, 0x0000027a, 0x00000279, 0x00040071, 0x00000037, 0x0000027b, 0x0000027a,
    0x00050084, 0x00000037, 0x0000027d, 0x0000027b, 0x0000027c, 0x00050041, 0x00000278, 0x00000280,
    0x0000027f, 0x00000067, 0x0004003d, 0x00000006, 0x00000281, 0x00000280, 0x00040071, 0x00000037,
    0x00000282, 0x00000281, 0x000200f9, 0x00000283, 0x000200f8, 0x00000283, 0x000700f5, 0x00000037,
    0x0000077e, 0x00000282, 0x00000005, 0x000003d8, 0x00000286, 0x000500b0, 0x00000023, 0x0000028a,
    0x0000077e, 0x00000273, 0x000400f6, 0x00000285, 0x00000286, 0x00000000, 0x000400fa, 0x0000028a,
    0x00000284, 0x00000285, 0x000200f8, 0x00000284, 0x00050086, 0x00000037, 0x00000290, 0x0000077e,
    0x00000272, 0x00050089, 0x00000037, 0x00000296, 0x0000077e, 0x00000272, 0x000300f7, 0x0000029b,
    0x00000000, 0x000400fa, 0x0000025f, 0x0000029a, 0x0000029e, 0x000200f8, 0x0000029a, 0x000200f9,
    0x0000029b, 0x000200f8, 0x0000029e, 0x00050041, 0x0000029f, 0x000002a0, 0x0000024a, 0x000000a1,
    0x0004003d, 0x00000037, 0x000002a1, 0x000002a0, 0x00060041, 0x0000024b, 0x000002a5, 0x0000024a,
    0x000002a4, 0x000000e6, 0x0004003d, 0x00000006, 0x000002a6, 0x000002a5, 0x00040071, 0x00000037,
    0x000002a7, 0x000002a6, 0x00050084, 0x00000037, 0x000002a8, 0x00000290, 0x000002a7, 0x00060041,
    0x0000024b, 0x000002aa, 0x0000024a, 0x000002a4, 0x00000104, 0x0004003d, 0x00000006, 0x000002ab,
    0x000002aa, 0x00040071, 0x00000037, 0x000002ac, 0x000002ab, 0x00050084, 0x00000037, 0x000002ad,
    0x00000296, 0x000002ac, 0x00050080, 0x00000037, 0x000002ae, 0x000002a8, 0x000002ad, 0x00050084,
    0x00000037, 0x000002af, 0x000002a2, 0x000002ae, 0x00050080, 0x00000037, 0x000002b0, 0x000002a1,
    0x000002af, 0x00040078, 0x000002b1, 0x000002b3, 0x000002b0, 0x00050041, 0x000002b4, 0x000002b5,
    0x000002b3, 0x000000e6, 0x0006003d, 0x00000048, 0x000002b6, 0x000002b5, 0x00000002, 0x00000004,
    0x000200f9, 0x0000029b, 0x000200f8, 0x0000029b, 0x000700f5, 0x00000048, 0x0000077f, 0x0000084a,
    0x0000029a, 0x000002b6, 0x0000029e, 0x000300f7, 0x000002bc, 0x00000000, 0x000400fa, 0x00000264,
    0x000002bb, 0x000002be, 0x000200f8, 0x000002bb, 0x000200f9, 0x000002bc, 0x000200f8, 0x000002be,
    0x00050041, 0x0000029f, 0x000002bf, 0x0000024a, 0x00000257, 0x0004003d, 0x00000037, 0x000002c0,
    0x000002bf, 0x00060041, 0x0000024b, 0x000002c2, 0x0000024a, 0x0000005d, 0x000000e6, 0x0004003d,
    0x00000006, 0x000002c3, 0x000002c2, 0x00040071, 0x00000037, 0x000002c4, 0x000002c3, 0x00050084,
    0x00000037, 0x000002c5, 0x00000290, 0x000002c4, 0x00060041, 0x0000024b, 0x000002c7, 0x0000024a,
    0x0000005d, 0x00000104, 0x0004003d, 0x00000006, 0x000002c8, 0x000002c7, 0x00040071, 0x00000037,
    0x000002c9, 0x000002c8, 0x00050084, 0x00000037, 0x000002ca, 0x00000296, 0x000002c9, 0x00050080,
    0x00000037, 0x000002cb, 0x000002c5, 0x000002ca, 0x00050084, 0x00000037, 0x000002cc, 0x000002a2,
    0x000002cb, 0x00050080, 0x00000037, 0x000002cd, 0x000002c0, 0x000002cc, 0x00040078, 0x000002b1,
    0x000002ce, 0x000002cd, 0x00050041, 0x000002b4, 0x000002cf, 0x000002ce, 0x000000e6, 0x0006003d,
    0x00000048, 0x000002d0, 0x000002cf, 0x00000002, 0x00000004, 0x000200f9, 0x000002bc, 0x000200f8,
    0x000002bc, 0x000700f5, 0x00000048, 0x00000780, 0x0000084a, 0x000002bb, 0x000002d0, 0x000002be,
    0x000500ba, 0x00000023, 0x000002d5, 0x0000077f, 0x00000780, 0x000600a9, 0x00000048, 0x000002d8,
    0x000002d5, 0x0000077f, 0x00000780, 0x0004009c, 0x00000023, 0x000002db, 0x0000077f, 0x000400a8,
    0x00000023, 0x000002dc, 0x000002db, 0x000300f7, 0x000002de, 0x00000000, 0x000400fa, 0x000002dc,
    0x000002dd, 0x000002de, 0x000200f8, 0x000002dd, 0x0004009c, 0x00000023, 0x000002e0, 0x00000780,
    0x000200f9, 0x000002de, 0x000200f8, 0x000002de, 0x000700f5, 0x00000023, 0x000002e1, 0x000002db,
    0x000002bc, 0x000002e0, 0x000002dd, 0x000400a8, 0x00000023, 0x000002e6, 0x000002e1, 0x000300f7,
    0x000002e8, 0x00000000, 0x000400fa, 0x000002e6, 0x000002e7, 0x000002e8, 0x000200f8, 0x000002e7,
    0x000500b7, 0x00000023, 0x000002eb, 0x000002d8, 0x0000084a, 0x000200f9, 0x000002e8, 0x000200f8,
    0x000002e8, 0x000700f5, 0x00000023, 0x000002ec, 0x000002e6, 0x000002de, 0x000002eb, 0x000002e7,
    0x000300f7, 0x000002ee, 0x00000000, 0x000400fa, 0x000002ec, 0x000002ed, 0x000002ee, 0x000200f8,
    0x000002ed, 0x000500b4, 0x00000023, 0x000002f1, 0x0000077f, 0x0000084a, 0x000300f7, 0x000002f4,
    0x00000000, 0x000400fa, 0x000002f1, 0x000002f3, 0x000002f5, 0x000200f8, 0x000002f3, 0x000200f9,
    0x000002f4, 0x000200f8, 0x000002f5, 0x00050083, 0x00000048, 0x000002f8, 0x0000077f, 0x000002d8,
    0x0006000c, 0x00000048, 0x000002f9, 0x00000001, 0x0000001b, 0x000002f8, 0x000200f9, 0x000002f4,
    0x000200f8, 0x000002f4, 0x000700f5, 0x00000048, 0x00000781, 0x000002e3, 0x000002f3, 0x000002f9,
    0x000002f5, 0x000500b4, 0x00000023, 0x000002fd, 0x00000780, 0x0000084a, 0x000300f7, 0x00000300,
    0x00000000, 0x000400fa, 0x000002fd, 0x000002ff, 0x00000301, 0x000200f8, 0x000002ff, 0x000200f9,
    0x00000300, 0x000200f8, 0x00000301, 0x00050083, 0x00000048, 0x00000304, 0x00000780, 0x000002d8,
    0x0006000c, 0x00000048, 0x00000305, 0x00000001, 0x0000001b, 0x00000304, 0x000200f9, 0x00000300,
    0x000200f8, 0x00000300, 0x000700f5, 0x00000048, 0x00000782, 0x000002e3, 0x000002ff, 0x00000305,
    0x00000301, 0x000200f9, 0x000002ee, 0x000200f8, 0x000002ee, 0x000700f5, 0x00000048, 0x00000786,
    0x000002e3, 0x000002e8, 0x00000782, 0x00000300, 0x000700f5, 0x00000048, 0x00000783, 0x000002e3,
    0x000002e8, 0x00000781, 0x00000300, 0x00050081, 0x00000048, 0x0000030a, 0x00000783, 0x00000786,
    0x000500ba, 0x00000023, 0x0000030d, 0x0000030a, 0x000002e3, 0x000500a6, 0x00000023, 0x0000030f,
    0x0000030d, 0x000002e1, 0x000500aa, 0x00000023, 0x000003e4, 0x0000024e, 0x00000067, 0x000300f7,
    0x000003ea, 0x00000000, 0x000400fa, 0x000003e4, 0x000003e5, 0x000003e6, 0x000200f8, 0x000003e5,
    0x000200f9, 0x000003ea, 0x000200f8, 0x000003e6, 0x000500b2, 0x00000023, 0x000003e8, 0x0000024e,
    0x000001c4, 0x000600a9, 0x00000006, 0x000003e9, 0x000003e8, 0x000001c4, 0x000000fc, 0x000200f9,
    0x000003ea, 0x000200f8, 0x000003ea, 0x000700f5, 0x00000006, 0x00000788, 0x00000227, 0x000003e5,
    0x000003e9, 0x000003e6, 0x00040071, 0x00000037, 0x00000314, 0x00000788, 0x000500aa, 0x00000023,
    0x000003f0, 0x00000253, 0x00000067, 0x000300f7, 0x000003f6, 0x00000000, 0x000400fa, 0x000003f0,
    0x000003f1, 0x000003f2, 0x000200f8, 0x000003f1, 0x000200f9, 0x000003f6, 0x000200f8, 0x000003f2,
    0x000500b2, 0x00000023, 0x000003f4, 0x00000253, 0x000001c4, 0x000600a9, 0x00000006, 0x000003f5,
    0x000003f4, 0x000001c4, 0x000000fc, 0x000200f9, 0x000003f6, 0x000200f8, 0x000003f6, 0x000700f5,
    0x00000006, 0x00000789, 0x00000227, 0x000003f1, 0x000003f5, 0x000003f2, 0x00040071, 0x00000037,
    0x00000319, 0x00000789, 0x000500aa, 0x00000023, 0x000003fc, 0x00000259, 0x00000067, 0x000300f7,
    0x00000402, 0x00000000, 0x000400fa, 0x000003fc, 0x000003fd, 0x000003fe, 0x000200f8, 0x000003fd,
    0x000200f9, 0x00000402, 0x000200f8, 0x000003fe, 0x000500b2, 0x00000023, 0x00000400, 0x00000259,
    0x000001c4, 0x000600a9, 0x00000006, 0x00000401, 0x00000400, 0x000001c4, 0x000000fc, 0x000200f9,
    0x00000402, 0x000200f8, 0x00000402, 0x000700f5, 0x00000006, 0x0000078a, 0x00000227, 0x000003fd,
    0x00000401, 0x000003fe, 0x00040071, 0x00000037, 0x0000031e, 0x0000078a, 0x00050041, 0x0000029f,
    0x00000320, 0x0000024a, 0x000000e6, 0x0004003d, 0x00000037, 0x00000321, 0x00000320, 0x00060041,
    0x0000024b, 0x00000325, 0x0000024a, 0x00000324, 0x000000e6, 0x0004003d, 0x00000006, 0x00000326,
    0x00000325, 0x00040071, 0x00000037, 0x00000327, 0x00000326, 0x00050084, 0x00000037, 0x00000328,
    0x00000290, 0x00000327, 0x00060041, 0x0000024b, 0x0000032a, 0x0000024a, 0x00000324, 0x00000104,
    0x0004003d, 0x00000006, 0x0000032b, 0x0000032a, 0x00040071, 0x00000037, 0x0000032c, 0x0000032b,
    0x00050084, 0x00000037, 0x0000032d, 0x00000296, 0x0000032c, 0x00050080, 0x00000037, 0x0000032e,
    0x00000328, 0x0000032d, 0x00050084, 0x00000037, 0x0000032f, 0x00000314, 0x0000032e, 0x00050080,
    0x00000037, 0x00000330, 0x00000321, 0x0000032f, 0x00050041, 0x0000029f, 0x00000332, 0x0000024a,
    0x00000104, 0x0004003d, 0x00000037, 0x00000333, 0x00000332, 0x00060041, 0x0000024b, 0x00000336,
    0x0000024a, 0x0000018c, 0x000000e6, 0x0004003d, 0x00000006, 0x00000337, 0x00000336, 0x00040071,
    0x00000037, 0x00000338, 0x00000337, 0x00050084, 0x00000037, 0x00000339, 0x00000290, 0x00000338,
    0x00060041, 0x0000024b, 0x0000033b, 0x0000024a, 0x0000018c, 0x00000104, 0x0004003d, 0x00000006,
    0x0000033c, 0x0000033b, 0x00040071, 0x00000037, 0x0000033d, 0x0000033c, 0x00050084, 0x00000037,
    0x0000033e, 0x00000296, 0x0000033d, 0x00050080, 0x00000037, 0x0000033f, 0x00000339, 0x0000033e,
    0x00050084, 0x00000037, 0x00000340, 0x00000319, 0x0000033f, 0x00050080, 0x00000037, 0x00000341,
    0x00000333, 0x00000340, 0x00050041, 0x0000029f, 0x00000343, 0x0000024a, 0x00000199, 0x0004003d,
    0x00000037, 0x00000344, 0x00000343, 0x00060041, 0x0000024b, 0x00000347, 0x0000024a, 0x000000d4,
    0x000000e6, 0x0004003d, 0x00000006, 0x00000348, 0x00000347, 0x00040071, 0x00000037, 0x00000349,
    0x00000348, 0x00050084, 0x00000037, 0x0000034a, 0x00000290, 0x00000349, 0x00060041, 0x0000024b,
    0x0000034c, 0x0000024a, 0x000000d4, 0x00000104, 0x0004003d, 0x00000006, 0x0000034d, 0x0000034c,
    0x00040071, 0x00000037, 0x0000034e, 0x0000034d, 0x00050084, 0x00000037, 0x0000034f, 0x00000296,
    0x0000034e, 0x00050080, 0x00000037, 0x00000350, 0x0000034a, 0x0000034f, 0x00050084, 0x00000037,
    0x00000351, 0x0000031e, 0x00000350, 0x00050080, 0x00000037, 0x00000352, 0x00000344, 0x00000351,
    0x000200f9, 0x00000354, 0x000200f8, 0x00000354, 0x000700f5, 0x00000006, 0x0000078b, 0x00000067,
    0x00000402, 0x000003ad, 0x00000357, 0x00050041, 0x0000024b, 0x0000035b, 0x0000024a, 0x0000035a,
    0x0004003d, 0x00000006, 0x0000035c, 0x0000035b, 0x000500b0, 0x00000023, 0x0000035d, 0x0000078b,
    0x0000035c, 0x000400f6, 0x00000356, 0x00000357, 0x00000000, 0x000400fa, 0x0000035d, 0x00000355,
    0x00000356, 0x000200f8, 0x00000355, 0x000300f7, 0x00000361, 0x00000000, 0x000400fa, 0x000002e1,
    0x00000360, 0x00000363, 0x000200f8, 0x00000360, 0x000200f9, 0x00000361, 0x000200f8, 0x00000363,
    0x000300f7, 0x00000366, 0x00000000, 0x000400fa, 0x0000030f, 0x00000365, 0x00000366, 0x000200f8,
    0x00000365, 0x000500b7, 0x00000023, 0x00000369, 0x00000783, 0x000002e3, 0x000300f7, 0x0000036c,
    0x00000000, 0x000400fa, 0x00000369, 0x0000036b, 0x0000037d, 0x000200f8, 0x0000036b, 0x00040071,
    0x00000037, 0x00000371, 0x0000078b, 0x00050084, 0x00000037, 0x00000372, 0x00000319, 0x00000371,
    0x00060041, 0x0000024b, 0x00000373, 0x0000024a, 0x0000018c, 0x00000199, 0x0004003d, 0x00000006,
    0x00000374, 0x00000373, 0x00040071, 0x00000037, 0x00000375, 0x00000374, 0x00050084, 0x00000037,
    0x00000376, 0x00000372, 0x00000375, 0x00050080, 0x00000037, 0x00000377, 0x00000341, 0x00000376,
    0x000300f7, 0x00000441, 0x00000000, 0x000300fb, 0x00000067, 0x00000414, 0x000200f8, 0x00000414,
    0x000300f7, 0x0000041c, 0x00000000, 0x000400fa, 0x000003f0, 0x00000417, 0x0000041c, 0x000200f8,
    0x00000417, 0x00040078, 0x000001ac, 0x00000419, 0x00000377, 0x00050041, 0x000001af, 0x0000041a,
    0x00000419, 0x000000e6, 0x0006003d, 0x00000006, 0x0000041b, 0x0000041a, 0x00000002, 0x00000004,
    0x000200f9, 0x00000441, 0x000200f8, 0x0000041c, 0x000500aa, 0x00000023, 0x0000041e, 0x00000253,
    0x000000fc, 0x000300f7, 0x00000426, 0x00000000, 0x000400fa, 0x0000041e, 0x0000041f, 0x00000426,
    0x000200f8, 0x0000041f, 0x00040078, 0x000001b8, 0x00000421, 0x00000377, 0x00050041, 0x000001bc,
    0x00000422, 0x00000421, 0x000000e6, 0x0006003d, 0x000001b9, 0x00000423, 0x00000422, 0x00000002,
    0x00000002, 0x00040071, 0x00000006, 0x00000424, 0x00000423, 0x000500c7, 0x00000006, 0x0000044e,
    0x00000424, 0x00000057, 0x000500c4, 0x00000006, 0x0000044f, 0x0000044e, 0x00000059, 0x000500c2,
    0x00000006, 0x00000451, 0x00000424, 0x0000005d, 0x000500c7, 0x00000006, 0x00000452, 0x00000451,
    0x0000005f, 0x000500c7, 0x00000006, 0x00000454, 0x00000424, 0x00000063, 0x000500aa, 0x00000023,
    0x00000456, 0x00000454, 0x00000067, 0x000300f7, 0x0000045d, 0x00000000, 0x000400fa, 0x00000456,
    0x00000457, 0x00000458, 0x000200f8, 0x00000457, 0x000200f9, 0x0000045d, 0x000200f8, 0x00000458,
    0x00040070, 0x00000048, 0x0000045a, 0x00000454, 0x0004007c, 0x00000006, 0x0000045b, 0x0000045a,
    0x00050082, 0x00000006, 0x0000045c, 0x0000045b, 0x00000070, 0x000200f9, 0x0000045d, 0x000200f8,
    0x0000045d, 0x000700f5, 0x00000006, 0x000007a5, 0x00000067, 0x00000457, 0x0000045c, 0x00000458,
    0x000500aa, 0x00000023, 0x00000460, 0x00000452, 0x00000067, 0x000300f7, 0x00000473, 0x00000000,
    0x000400fa, 0x00000460, 0x00000461, 0x00000463, 0x000200f8, 0x00000461, 0x000200f9, 0x00000473,
    0x000200f8, 0x00000463, 0x000500aa, 0x00000023, 0x00000465, 0x00000452, 0x0000005f, 0x000300f7,
    0x00000471, 0x00000000, 0x000400fa, 0x00000465, 0x00000466, 0x0000046a, 0x000200f8, 0x00000466,
    0x000500c4, 0x00000006, 0x00000468, 0x00000454, 0x00000082, 0x000500c5, 0x00000006, 0x00000469,
    0x00000080, 0x00000468, 0x000200f9, 0x00000471, 0x000200f8, 0x0000046a, 0x00050080, 0x00000006,
    0x0000046c, 0x00000452, 0x00000087, 0x000500c4, 0x00000006, 0x0000046d, 0x0000046c, 0x00000089,
    0x000500c4, 0x00000006, 0x0000046f, 0x00000454, 0x00000082, 0x000500c5, 0x00000006, 0x00000470,
    0x0000046d, 0x0000046f, 0x000200f9, 0x00000471, 0x000200f8, 0x00000471, 0x000700f5, 0x00000006,
    0x000007a6, 0x00000469, 0x00000466, 0x00000470, 0x0000046a, 0x000200f9, 0x00000473, 0x000200f8,
    0x00000473, 0x000700f5, 0x00000006, 0x000007a7, 0x000007a5, 0x00000461, 0x000007a6, 0x00000471,
    0x000500c5, 0x00000006, 0x00000477, 0x000007a7, 0x0000044f, 0x000200f9, 0x00000441, 0x000200f8,
    0x00000426, 0x000500aa, 0x00000023, 0x00000428, 0x00000253, 0x000001c4, 0x000300f7, 0x00000430,
    0x00000000, 0x000400fa, 0x00000428, 0x00000429, 0x00000430, 0x000200f8, 0x00000429, 0x00040078,
    0x000001b8, 0x0000042b, 0x00000377, 0x00050041, 0x000001bc, 0x0000042c, 0x0000042b, 0x000000e6,
    0x0006003d, 0x000001b9, 0x0000042d, 0x0000042c, 0x00000002, 0x00000002, 0x00040071, 0x00000006,
    0x0000042e, 0x0000042d, 0x000500c4, 0x00000006, 0x0000047b, 0x0000042e, 0x00000059, 0x000200f9,
    0x00000441, 0x000200f8, 0x00000430, 0x000500aa, 0x00000023, 0x00000432, 0x00000253, 0x000001d1,
    0x000300f7, 0x0000043a, 0x00000000, 0x000400fa, 0x00000432, 0x00000433, 0x0000043a, 0x000200f8,
    0x00000433, 0x00040078, 0x000001d6, 0x00000435, 0x00000377, 0x00050041, 0x000001da, 0x00000436,
    0x00000435, 0x000000e6, 0x0006003d, 0x000001d7, 0x00000437, 0x00000436, 0x00000002, 0x00000001,
    0x00040071, 0x00000006, 0x00000438, 0x00000437, 0x000500c7, 0x00000006, 0x00000486, 0x00000438,
    0x0000009b, 0x000500c4, 0x00000006, 0x00000487, 0x00000486, 0x0000009d, 0x000500c2, 0x00000006,
    0x00000489, 0x00000438, 0x000000a1, 0x000500c7, 0x00000006, 0x0000048a, 0x00000489, 0x000000a3,
    0x000500c7, 0x00000006, 0x0000048c, 0x00000438, 0x000000a7, 0x000500aa, 0x00000023, 0x0000048e,
    0x0000048c, 0x00000067, 0x000300f7, 0x00000495, 0x00000000, 0x000400fa, 0x0000048e, 0x0000048f,
    0x00000490, 0x000200f8, 0x0000048f, 0x000200f9, 0x00000495, 0x000200f8, 0x00000490, 0x00040070,
    0x00000048, 0x00000492, 0x0000048c, 0x0004007c, 0x00000006, 0x00000493, 0x00000492, 0x00050082,
    0x00000006, 0x00000494, 0x00000493, 0x000000b3, 0x000200f9, 0x00000495, 0x000200f8, 0x00000495,
    0x000700f5, 0x00000006, 0x000007a3, 0x00000067, 0x0000048f, 0x00000494, 0x00000490, 0x000500aa,
    0x00000023, 0x00000498, 0x0000048a, 0x00000067, 0x000300f7, 0x000004a2, 0x00000000, 0x000400fa,
    0x00000498, 0x00000499, 0x0000049b, 0x000200f8, 0x00000499, 0x000200f9, 0x000004a2, 0x000200f8,
    0x0000049b, 0x00050080, 0x00000006, 0x0000049d, 0x0000048a, 0x000000bf, 0x000500c4, 0x00000006,
    0x0000049e, 0x0000049d, 0x00000089, 0x000500c4, 0x00000006, 0x000004a0, 0x0000048c, 0x000000c3,
    0x000500c5, 0x00000006, 0x000004a1, 0x0000049e, 0x000004a0, 0x000200f9, 0x000004a2, 0x000200f8,
    0x000004a2, 0x000700f5, 0x00000006, 0x000007a4, 0x000007a3, 0x00000499, 0x000004a1, 0x0000049b,
    0x000500c7, 0x00000006, 0x000004a5, 0x00000438, 0x000000c8, 0x000500aa, 0x00000023, 0x000004a6,
    0x000004a5, 0x000000c8, 0x000600a9, 0x00000006, 0x000004a8, 0x000004a6, 0x000000cb, 0x000007a4,
    0x000500c5, 0x00000006, 0x000004ab, 0x000004a8, 0x00000487, 0x000200f9, 0x00000441, 0x000200f8,
    0x0000043a, 0x00040078, 0x000001d6, 0x0000043c, 0x00000377, 0x00050041, 0x000001da, 0x0000043d,
    0x0000043c, 0x000000e6, 0x0006003d, 0x000001d7, 0x0000043e, 0x0000043d, 0x00000002, 0x00000001,
    0x00040071, 0x00000006, 0x0000043f, 0x0000043e, 0x000500c4, 0x00000006, 0x000004b0, 0x0000043f,
    0x000000d4, 0x000500c7, 0x00000006, 0x000004bd, 0x000004b0, 0x00000057, 0x000500c4, 0x00000006,
    0x000004be, 0x000004bd, 0x00000059, 0x000500c2, 0x00000006, 0x000004c0, 0x000004b0, 0x0000005d,
    0x000500c7, 0x00000006, 0x000004c1, 0x000004c0, 0x0000005f, 0x000500c7, 0x00000006, 0x000004c3,
    0x000004b0, 0x00000063, 0x000500aa, 0x00000023, 0x000004c5, 0x000004c3, 0x00000067, 0x000300f7,
    0x000004cc, 0x00000000, 0x000400fa, 0x000004c5, 0x000004c6, 0x000004c7, 0x000200f8, 0x000004c6,
    0x000200f9, 0x000004cc, 0x000200f8, 0x000004c7, 0x00040070, 0x00000048, 0x000004c9, 0x000004c3,
    0x0004007c, 0x00000006, 0x000004ca, 0x000004c9, 0x00050082, 0x00000006, 0x000004cb, 0x000004ca,
    0x00000070, 0x000200f9, 0x000004cc, 0x000200f8, 0x000004cc, 0x000700f5, 0x00000006, 0x000007a0,
    0x00000067, 0x000004c6, 0x000004cb, 0x000004c7, 0x000500aa, 0x00000023, 0x000004cf, 0x000004c1,
    0x00000067, 0x000300f7, 0x000004e2, 0x00000000, 0x000400fa, 0x000004cf, 0x000004d0, 0x000004d2,
    0x000200f8, 0x000004d0, 0x000200f9, 0x000004e2, 0x000200f8, 0x000004d2, 0x000500aa, 0x00000023,
    0x000004d4, 0x000004c1, 0x0000005f, 0x000300f7, 0x000004e0, 0x00000000, 0x000400fa, 0x000004d4,
    0x000004d5, 0x000004d9, 0x000200f8, 0x000004d5, 0x000500c4, 0x00000006, 0x000004d7, 0x000004c3,
    0x00000082, 0x000500c5, 0x00000006, 0x000004d8, 0x00000080, 0x000004d7, 0x000200f9, 0x000004e0,
    0x000200f8, 0x000004d9, 0x00050080, 0x00000006, 0x000004db, 0x000004c1, 0x00000087, 0x000500c4,
    0x00000006, 0x000004dc, 0x000004db, 0x00000089, 0x000500c4, 0x00000006, 0x000004de, 0x000004c3,
    0x00000082, 0x000500c5, 0x00000006, 0x000004df, 0x000004dc, 0x000004de, 0x000200f9, 0x000004e0,
    0x000200f8, 0x000004e0, 0x000700f5, 0x00000006, 0x000007a1, 0x000004d8, 0x000004d5, 0x000004df,
    0x000004d9, 0x000200f9, 0x000004e2, 0x000200f8, 0x000004e2, 0x000700f5, 0x00000006, 0x000007a2,
    0x000007a0, 0x000004d0, 0x000007a1, 0x000004e0, 0x000500c5, 0x00000006, 0x000004e6, 0x000007a2,
    0x000004be, 0x000200f9, 0x00000441, 0x000200f8, 0x00000441, 0x000d00f5, 0x00000006, 0x000007a8,
    0x0000041b, 0x00000417, 0x00000477, 0x00000473, 0x0000047b, 0x00000429, 0x000004ab, 0x000004a2,
    0x000004e6, 0x000004e2, 0x0004007c, 0x00000048, 0x0000040b, 0x000007a8, 0x00050085, 0x00000048,
    0x0000037c, 0x00000783, 0x0000040b, 0x000200f9, 0x0000036c, 0x000200f8, 0x0000037d, 0x000200f9,
    0x0000036c, 0x000200f8, 0x0000036c, 0x000700f5, 0x00000048, 0x000007a9, 0x0000037c, 0x00000441,
    0x000002e3, 0x0000037d, 0x000500b7, 0x00000023, 0x00000381, 0x00000786, 0x000002e3, 0x000300f7,
    0x00000384, 0x00000000, 0x000400fa, 0x00000381, 0x00000383, 0x00000395, 0x000200f8, 0x00000383,
    0x00040071, 0x00000037, 0x00000389, 0x0000078b, 0x00050084, 0x00000037, 0x0000038a, 0x0000031e,
    0x00000389, 0x00060041, 0x0000024b, 0x0000038b, 0x0000024a, 0x000000d4, 0x00000199, 0x0004003d,
    0x00000006, 0x0000038c, 0x0000038b, 0x00040071, 0x00000037, 0x0000038d, 0x0000038c, 0x00050084,
    0x00000037, 0x0000038e, 0x0000038a, 0x0000038d, 0x00050080, 0x00000037, 0x0000038f, 0x00000352,
    0x0000038e, 0x000300f7, 0x00000524, 0x00000000, 0x000300fb, 0x00000067, 0x000004f7, 0x000200f8,
    0x000004f7, 0x000300f7, 0x000004ff, 0x00000000, 0x000400fa, 0x000003fc, 0x000004fa, 0x000004ff,
    0x000200f8, 0x000004fa, 0x00040078, 0x000001ac, 0x000004fc, 0x0000038f, 0x00050041, 0x000001af,
    0x000004fd, 0x000004fc, 0x000000e6, 0x0006003d, 0x00000006, 0x000004fe, 0x000004fd, 0x00000002,
    0x00000004, 0x000200f9, 0x00000524, 0x000200f8, 0x000004ff, 0x000500aa, 0x00000023, 0x00000501,
    0x00000259, 0x000000fc, 0x000300f7, 0x00000509, 0x00000000, 0x000400fa, 0x00000501, 0x00000502,
    0x00000509, 0x000200f8, 0x00000502, 0x00040078, 0x000001b8, 0x00000504, 0x0000038f, 0x00050041,
    0x000001bc, 0x00000505, 0x00000504, 0x000000e6, 0x0006003d, 0x000001b9, 0x00000506, 0x00000505,
    0x00000002, 0x00000002, 0x00040071, 0x00000006, 0x00000507, 0x00000506, 0x000500c7, 0x00000006,
    0x00000531, 0x00000507, 0x00000057, 0x000500c4, 0x00000006, 0x00000532, 0x00000531, 0x00000059,
    0x000500c2, 0x00000006, 0x00000534, 0x00000507, 0x0000005d, 0x000500c7, 0x00000006, 0x00000535,
    0x00000534, 0x0000005f, 0x000500c7, 0x00000006, 0x00000537, 0x00000507, 0x00000063, 0x000500aa,
    0x00000023, 0x00000539, 0x00000537, 0x00000067, 0x000300f7, 0x00000540, 0x00000000, 0x000400fa,
    0x00000539, 0x0000053a, 0x0000053b, 0x000200f8, 0x0000053a, 0x000200f9, 0x00000540, 0x000200f8,
    0x0000053b, 0x00040070, 0x00000048, 0x0000053d, 0x00000537, 0x0004007c, 0x00000006, 0x0000053e,
    0x0000053d, 0x00050082, 0x00000006, 0x0000053f, 0x0000053e, 0x00000070, 0x000200f9, 0x00000540,
    0x000200f8, 0x00000540, 0x000700f5, 0x00000006, 0x000007c7, 0x00000067, 0x0000053a, 0x0000053f,
    0x0000053b, 0x000500aa, 0x00000023, 0x00000543, 0x00000535, 0x00000067, 0x000300f7, 0x00000556,
    0x00000000, 0x000400fa, 0x00000543, 0x00000544, 0x00000546, 0x000200f8, 0x00000544, 0x000200f9,
    0x00000556, 0x000200f8, 0x00000546, 0x000500aa, 0x00000023, 0x00000548, 0x00000535, 0x0000005f,
    0x000300f7, 0x00000554, 0x00000000, 0x000400fa, 0x00000548, 0x00000549, 0x0000054d, 0x000200f8,
    0x00000549, 0x000500c4, 0x00000006, 0x0000054b, 0x00000537, 0x00000082, 0x000500c5, 0x00000006,
    0x0000054c, 0x00000080, 0x0000054b, 0x000200f9, 0x00000554, 0x000200f8, 0x0000054d, 0x00050080,
    0x00000006, 0x0000054f, 0x00000535, 0x00000087, 0x000500c4, 0x00000006, 0x00000550, 0x0000054f,
    0x00000089, 0x000500c4, 0x00000006, 0x00000552, 0x00000537, 0x00000082, 0x000500c5, 0x00000006,
    0x00000553, 0x00000550, 0x00000552, 0x000200f9, 0x00000554, 0x000200f8, 0x00000554, 0x000700f5,
    0x00000006, 0x000007c8, 0x0000054c, 0x00000549, 0x00000553, 0x0000054d, 0x000200f9, 0x00000556,
    0x000200f8, 0x00000556, 0x000700f5, 0x00000006, 0x000007c9, 0x000007c7, 0x00000544, 0x000007c8,
    0x00000554, 0x000500c5, 0x00000006, 0x0000055a, 0x000007c9, 0x00000532, 0x000200f9, 0x00000524,
    0x000200f8, 0x00000509, 0x000500aa, 0x00000023, 0x0000050b, 0x00000259, 0x000001c4, 0x000300f7,
    0x00000513, 0x00000000, 0x000400fa, 0x0000050b, 0x0000050c, 0x00000513, 0x000200f8, 0x0000050c,
    0x00040078, 0x000001b8, 0x0000050e, 0x0000038f, 0x00050041, 0x000001bc, 0x0000050f, 0x0000050e,
    0x000000e6, 0x0006003d, 0x000001b9, 0x00000510, 0x0000050f, 0x00000002, 0x00000002, 0x00040071,
    0x00000006, 0x00000511, 0x00000510, 0x000500c4, 0x00000006, 0x0000055e, 0x00000511, 0x00000059,
    0x000200f9, 0x00000524, 0x000200f8, 0x00000513, 0x000500aa, 0x00000023, 0x00000515, 0x00000259,
    0x000001d1, 0x000300f7, 0x0000051d, 0x00000000, 0x000400fa, 0x00000515, 0x00000516, 0x0000051d,
    0x000200f8, 0x00000516, 0x00040078, 0x000001d6, 0x00000518, 0x0000038f, 0x00050041, 0x000001da,
    0x00000519, 0x00000518, 0x000000e6, 0x0006003d, 0x000001d7, 0x0000051a, 0x00000519, 0x00000002,
    0x00000001, 0x00040071, 0x00000006, 0x0000051b, 0x0000051a, 0x000500c7, 0x00000006, 0x00000569,
    0x0000051b, 0x0000009b, 0x000500c4, 0x00000006, 0x0000056a, 0x00000569, 0x0000009d, 0x000500c2,
    0x00000006, 0x0000056c, 0x0000051b, 0x000000a1, 0x000500c7, 0x00000006, 0x0000056d, 0x0000056c,
    0x000000a3, 0x000500c7, 0x00000006, 0x0000056f, 0x0000051b, 0x000000a7, 0x000500aa, 0x00000023,
    0x00000571, 0x0000056f, 0x00000067, 0x000300f7, 0x00000578, 0x00000000, 0x000400fa, 0x00000571,
    0x00000572, 0x00000573, 0x000200f8, 0x00000572, 0x000200f9, 0x00000578, 0x000200f8, 0x00000573,
    0x00040070, 0x00000048, 0x00000575, 0x0000056f, 0x0004007c, 0x00000006, 0x00000576, 0x00000575,
    0x00050082, 0x00000006, 0x00000577, 0x00000576, 0x000000b3, 0x000200f9, 0x00000578, 0x000200f8,
    0x00000578, 0x000700f5, 0x00000006, 0x000007c5, 0x00000067, 0x00000572, 0x00000577, 0x00000573,
    0x000500aa, 0x00000023, 0x0000057b, 0x0000056d, 0x00000067, 0x000300f7, 0x00000585, 0x00000000,
    0x000400fa, 0x0000057b, 0x0000057c, 0x0000057e, 0x000200f8, 0x0000057c, 0x000200f9, 0x00000585,
    0x000200f8, 0x0000057e, 0x00050080, 0x00000006, 0x00000580, 0x0000056d, 0x000000bf, 0x000500c4,
    0x00000006, 0x00000581, 0x00000580, 0x00000089, 0x000500c4, 0x00000006, 0x00000583, 0x0000056f,
    0x000000c3, 0x000500c5, 0x00000006, 0x00000584, 0x00000581, 0x00000583, 0x000200f9, 0x00000585,
    0x000200f8, 0x00000585, 0x000700f5, 0x00000006, 0x000007c6, 0x000007c5, 0x0000057c, 0x00000584,
    0x0000057e, 0x000500c7, 0x00000006, 0x00000588, 0x0000051b, 0x000000c8, 0x000500aa, 0x00000023,
    0x00000589, 0x00000588, 0x000000c8, 0x000600a9, 0x00000006, 0x0000058b, 0x00000589, 0x000000cb,
    0x000007c6, 0x000500c5, 0x00000006, 0x0000058e, 0x0000058b, 0x0000056a, 0x000200f9, 0x00000524,
    0x000200f8, 0x0000051d, 0x00040078, 0x000001d6, 0x0000051f, 0x0000038f, 0x00050041, 0x000001da,
    0x00000520, 0x0000051f, 0x000000e6, 0x0006003d, 0x000001d7, 0x00000521, 0x00000520, 0x00000002,
    0x00000001, 0x00040071, 0x00000006, 0x00000522, 0x00000521, 0x000500c4, 0x00000006, 0x00000593,
    0x00000522, 0x000000d4, 0x000500c7, 0x00000006, 0x000005a0, 0x00000593, 0x00000057, 0x000500c4,
    0x00000006, 0x000005a1, 0x000005a0, 0x00000059, 0x000500c2, 0x00000006, 0x000005a3, 0x00000593,
    0x0000005d, 0x000500c7, 0x00000006, 0x000005a4, 0x000005a3, 0x0000005f, 0x000500c7, 0x00000006,
    0x000005a6, 0x00000593, 0x00000063, 0x000500aa, 0x00000023, 0x000005a8, 0x000005a6, 0x00000067,
    0x000300f7, 0x000005af, 0x00000000, 0x000400fa, 0x000005a8, 0x000005a9, 0x000005aa, 0x000200f8,
    0x000005a9, 0x000200f9, 0x000005af, 0x000200f8, 0x000005aa, 0x00040070, 0x00000048, 0x000005ac,
    0x000005a6, 0x0004007c, 0x00000006, 0x000005ad, 0x000005ac, 0x00050082, 0x00000006, 0x000005ae,
    0x000005ad, 0x00000070, 0x000200f9, 0x000005af, 0x000200f8, 0x000005af, 0x000700f5, 0x00000006,
    0x000007c2, 0x00000067, 0x000005a9, 0x000005ae, 0x000005aa, 0x000500aa, 0x00000023, 0x000005b2,
    0x000005a4, 0x00000067, 0x000300f7, 0x000005c5, 0x00000000, 0x000400fa, 0x000005b2, 0x000005b3,
    0x000005b5, 0x000200f8, 0x000005b3, 0x000200f9, 0x000005c5, 0x000200f8, 0x000005b5, 0x000500aa,
    0x00000023, 0x000005b7, 0x000005a4, 0x0000005f, 0x000300f7, 0x000005c3, 0x00000000, 0x000400fa,
    0x000005b7, 0x000005b8, 0x000005bc, 0x000200f8, 0x000005b8, 0x000500c4, 0x00000006, 0x000005ba,
    0x000005a6, 0x00000082, 0x000500c5, 0x00000006, 0x000005bb, 0x00000080, 0x000005ba, 0x000200f9,
    0x000005c3, 0x000200f8, 0x000005bc, 0x00050080, 0x00000006, 0x000005be, 0x000005a4, 0x00000087,
    0x000500c4, 0x00000006, 0x000005bf, 0x000005be, 0x00000089, 0x000500c4, 0x00000006, 0x000005c1,
    0x000005a6, 0x00000082, 0x000500c5, 0x00000006, 0x000005c2, 0x000005bf, 0x000005c1, 0x000200f9,
    0x000005c3, 0x000200f8, 0x000005c3, 0x000700f5, 0x00000006, 0x000007c3, 0x000005bb, 0x000005b8,
    0x000005c2, 0x000005bc, 0x000200f9, 0x000005c5, 0x000200f8, 0x000005c5, 0x000700f5, 0x00000006,
    0x000007c4, 0x000007c2, 0x000005b3, 0x000007c3, 0x000005c3, 0x000500c5, 0x00000006, 0x000005c9,
    0x000007c4, 0x000005a1, 0x000200f9, 0x00000524, 0x000200f8, 0x00000524, 0x000d00f5, 0x00000006,
    0x000007ca, 0x000004fe, 0x000004fa, 0x0000055a, 0x00000556, 0x0000055e, 0x0000050c, 0x0000058e,
    0x00000585, 0x000005c9, 0x000005c5, 0x0004007c, 0x00000048, 0x000004ee, 0x000007ca, 0x00050085,
    0x00000048, 0x00000394, 0x00000786, 0x000004ee, 0x000200f9, 0x00000384, 0x000200f8, 0x00000395,
    0x000200f9, 0x00000384, 0x000200f8, 0x00000384, 0x000700f5, 0x00000048, 0x000007cb, 0x00000394,
    0x00000524, 0x000002e3, 0x00000395, 0x00050081, 0x00000048, 0x00000399, 0x000007a9, 0x000007cb,
    0x00050088, 0x00000048, 0x0000039b, 0x00000399, 0x0000030a, 0x000200f9, 0x00000366, 0x000200f8,
    0x00000366, 0x000700f5, 0x00000048, 0x000007d9, 0x000002e3, 0x00000363, 0x0000039b, 0x00000384,
    0x000200f9, 0x00000361, 0x000200f8, 0x00000361, 0x000700f5, 0x00000048, 0x000007d8, 0x0000084b,
    0x00000360, 0x000007d9, 0x00000366, 0x00040071, 0x00000037, 0x0000039f, 0x0000078b, 0x00050084,
    0x00000037, 0x000003a0, 0x00000314, 0x0000039f, 0x00060041, 0x0000024b, 0x000003a1, 0x0000024a,
    0x00000324, 0x00000199, 0x0004003d, 0x00000006, 0x000003a2, 0x000003a1, 0x00040071, 0x00000037,
    0x000003a3, 0x000003a2, 0x00050084, 0x00000037, 0x000003a4, 0x000003a0, 0x000003a3, 0x00050080,
    0x00000037, 0x000003a5, 0x00000330, 0x000003a4, 0x0004007c, 0x00000006, 0x000005d0, 0x000007d8,
    0x000300f7, 0x0000060c, 0x00000000, 0x000400fa, 0x000003e4, 0x000005dd, 0x000005e2, 0x000200f8,
    0x000005dd, 0x00040078, 0x000001ac, 0x000005df, 0x000003a5, 0x00050041, 0x000001af, 0x000005e1,
    0x000005df, 0x000000e6, 0x0005003e, 0x000005e1, 0x000005d0, 0x00000002, 0x00000004, 0x000200f9,
    0x0000060c, 0x000200f8, 0x000005e2, 0x000500aa, 0x00000023, 0x000005e4, 0x0000024e, 0x000000fc,
    0x000300f7, 0x0000060b, 0x00000000, 0x000400fa, 0x000005e4, 0x000005e5, 0x000005ec, 0x000200f8,
    0x000005e5, 0x00040078, 0x000001b8, 0x000005e7, 0x000003a5, 0x000500c7, 0x00000006, 0x00000616,
    0x000005d0, 0x00000129, 0x000500c2, 0x00000006, 0x00000618, 0x000005d0, 0x00000059, 0x000500c7,
    0x00000006, 0x00000619, 0x00000618, 0x00000057, 0x000500c2, 0x00000006, 0x00000633, 0x00000616,
    0x00000089, 0x0004007c, 0x00000015, 0x00000634, 0x00000633, 0x00050082, 0x00000015, 0x00000639,
    0x00000846, 0x00000634, 0x0007000c, 0x00000015, 0x0000063a, 0x00000001, 0x0000002a, 0x00000639,
    0x000000e6, 0x00050080, 0x00000015, 0x0000063e, 0x00000082, 0x0000063a, 0x0007000c, 0x00000015,
    0x0000063f, 0x00000001, 0x00000027, 0x0000063e, 0x000000ed, 0x000500c7, 0x00000006, 0x00000641,
    0x00000616, 0x000000f1, 0x000500c5, 0x00000006, 0x00000642, 0x00000641, 0x000000f3, 0x0004007c,
    0x00000006, 0x00000645, 0x0000063f, 0x000500c2, 0x00000006, 0x00000646, 0x00000642, 0x00000645,
    0x000500c4, 0x00000006, 0x0000064a, 0x000000fc, 0x00000645, 0x00050082, 0x00000006, 0x0000064b,
    0x0000064a, 0x000000fc, 0x000500c7, 0x00000006, 0x0000064c, 0x00000642, 0x0000064b, 0x00050082,
    0x00000015, 0x0000064e, 0x0000063f, 0x00000104, 0x0004007c, 0x00000006, 0x0000064f, 0x0000064e,
    0x000500c4, 0x00000006, 0x00000650, 0x000000fc, 0x0000064f, 0x000500ac, 0x00000023, 0x00000653,
    0x0000064c, 0x00000650, 0x000400a8, 0x00000023, 0x00000654, 0x00000653, 0x000300f7, 0x0000065f,
    0x00000000, 0x000400fa, 0x00000654, 0x00000655, 0x0000065f, 0x000200f8, 0x00000655, 0x000500aa,
    0x00000023, 0x00000658, 0x0000064c, 0x00000650, 0x000300f7, 0x0000065d, 0x00000000, 0x000400fa,
    0x00000658, 0x00000659, 0x0000065d, 0x000200f8, 0x00000659, 0x000500c7, 0x00000006, 0x0000065b,
    0x00000646, 0x000000fc, 0x000500ab, 0x00000023, 0x0000065c, 0x0000065b, 0x00000067, 0x000200f9,
    0x0000065d, 0x000200f8, 0x0000065d, 0x000700f5, 0x00000023, 0x0000065e, 0x00000658, 0x00000655,
    0x0000065c, 0x00000659, 0x000200f9, 0x0000065f, 0x000200f8, 0x0000065f, 0x000700f5, 0x00000023,
    0x00000660, 0x00000653, 0x000005e5, 0x0000065e, 0x0000065d, 0x000600a9, 0x00000006, 0x00000661,
    0x00000660, 0x000000fc, 0x00000067, 0x00050080, 0x00000006, 0x00000663, 0x00000646, 0x00000661,
    0x00050082, 0x00000015, 0x00000666, 0x00000634, 0x00000846, 0x0007000c, 0x00000015, 0x00000667,
    0x00000001, 0x0000002a, 0x00000666, 0x000000e6, 0x0004007c, 0x00000006, 0x00000668, 0x00000667,
    0x000500c4, 0x00000006, 0x0000066b, 0x00000668, 0x0000084c, 0x00050080, 0x00000006, 0x0000066d,
    0x0000066b, 0x00000663, 0x0007000c, 0x00000006, 0x0000061c, 0x00000001, 0x00000026, 0x0000066d,
    0x00000136, 0x000500ac, 0x00000023, 0x0000061e, 0x00000616, 0x00000080, 0x000600a9, 0x00000006,
    0x00000620, 0x0000061e, 0x0000013a, 0x0000061c, 0x000500aa, 0x00000023, 0x00000622, 0x00000616,
    0x00000080, 0x000600a9, 0x00000006, 0x00000624, 0x00000622, 0x00000136, 0x00000620, 0x000500c5,
    0x00000006, 0x00000627, 0x00000624, 0x00000619, 0x00040071, 0x000001b9, 0x000005ea, 0x00000627,
    0x00050041, 0x000001bc, 0x000005eb, 0x000005e7, 0x000000e6, 0x0005003e, 0x000005eb, 0x000005ea,
    0x00000002, 0x00000002, 0x000200f9, 0x0000060b, 0x000200f8, 0x000005ec, 0x000500aa, 0x00000023,
    0x000005ee, 0x0000024e, 0x000001c4, 0x000300f7, 0x0000060a, 0x00000000, 0x000400fa, 0x000005ee,
    0x000005ef, 0x000005f6, 0x000200f8, 0x000005ef, 0x00040078, 0x000001b8, 0x000005f1, 0x000003a5,
    0x00050080, 0x00000006, 0x00000673, 0x000005d0, 0x00000148, 0x000500c2, 0x00000006, 0x00000675,
    0x000005d0, 0x00000059, 0x000500c7, 0x00000006, 0x00000676, 0x00000675, 0x000000fc, 0x00050080,
    0x00000006, 0x00000677, 0x00000673, 0x00000676, 0x000500c2, 0x00000006, 0x00000678, 0x00000677,
    0x00000059, 0x000500c7, 0x00000006, 0x0000067a, 0x000005d0, 0x00000129, 0x000500ac, 0x00000023,
    0x0000067b, 0x0000067a, 0x00000080, 0x000300f7, 0x00000684, 0x00000000, 0x000400fa, 0x0000067b,
    0x0000067c, 0x00000681, 0x000200f8, 0x0000067c, 0x000500c7, 0x00000006, 0x0000067f, 0x00000675,
    0x00000057, 0x000500c5, 0x00000006, 0x00000680, 0x0000067f, 0x00000158, 0x000200f9, 0x00000684,
    0x000200f8, 0x00000681, 0x000500c7, 0x00000006, 0x00000683, 0x00000678, 0x0000015c, 0x000200f9,
    0x00000684, 0x000200f8, 0x00000684, 0x000700f5, 0x00000006, 0x000007de, 0x00000680, 0x0000067c,
    0x00000683, 0x00000681, 0x00040071, 0x000001b9, 0x000005f4, 0x000007de, 0x00050041, 0x000001bc,
    0x000005f5, 0x000005f1, 0x000000e6, 0x0005003e, 0x000005f5, 0x000005f4, 0x00000002, 0x00000002,
    0x000200f9, 0x0000060a, 0x000200f8, 0x000005f6, 0x000500aa, 0x00000023, 0x000005f8, 0x0000024e,
    0x000001d1, 0x000300f7, 0x00000609, 0x00000000, 0x000400fa, 0x000005f8, 0x000005f9, 0x00000601,
    0x000200f8, 0x000005f9, 0x00040078, 0x000001d6, 0x000005fb, 0x000003a5, 0x000500c7, 0x00000006,
    0x0000069b, 0x000005d0, 0x00000129, 0x000500c2, 0x00000006, 0x0000069d, 0x000005d0, 0x0000009d,
    0x000500c7, 0x00000006, 0x0000069e, 0x0000069d, 0x0000009b, 0x000500b0, 0x00000023, 0x000006a4,
    0x0000069b, 0x00000080, 0x000600a9, 0x00000006, 0x000006a6, 0x000006a4, 0x0000069b, 0x00000067,
    0x000500c2, 0x00000006, 0x000006c7, 0x000006a6, 0x00000089, 0x0004007c, 0x00000015, 0x000006c8,
    0x000006c7, 0x00050082, 0x00000015, 0x000006cd, 0x00000847, 0x000006c8, 0x0007000c, 0x00000015,
    0x000006ce, 0x00000001, 0x0000002a, 0x000006cd, 0x000000e6, 0x00050080, 0x00000015, 0x000006d2,
    0x000000c3, 0x000006ce, 0x0007000c, 0x00000015, 0x000006d3, 0x00000001, 0x00000027, 0x000006d2,
    0x000000ed, 0x000500c7, 0x00000006, 0x000006d5, 0x000006a6, 0x000000f1, 0x000500c5, 0x00000006,
    0x000006d6, 0x000006d5, 0x000000f3, 0x0004007c, 0x00000006, 0x000006d9, 0x000006d3, 0x000500c2,
    0x00000006, 0x000006da, 0x000006d6, 0x000006d9, 0x000500c4, 0x00000006, 0x000006de, 0x000000fc,
    0x000006d9, 0x00050082, 0x00000006, 0x000006df, 0x000006de, 0x000000fc, 0x000500c7, 0x00000006,
    0x000006e0, 0x000006d6, 0x000006df, 0x00050082, 0x00000015, 0x000006e2, 0x000006d3, 0x00000104,
    0x0004007c, 0x00000006, 0x000006e3, 0x000006e2, 0x000500c4, 0x00000006, 0x000006e4, 0x000000fc,
    0x000006e3, 0x000500ac, 0x00000023, 0x000006e7, 0x000006e0, 0x000006e4, 0x000400a8, 0x00000023,
    0x000006e8, 0x000006e7, 0x000300f7, 0x000006f3, 0x00000000, 0x000400fa, 0x000006e8, 0x000006e9,
    0x000006f3, 0x000200f8, 0x000006e9, 0x000500aa, 0x00000023, 0x000006ec, 0x000006e0, 0x000006e4,
    0x000300f7, 0x000006f1, 0x00000000, 0x000400fa, 0x000006ec, 0x000006ed, 0x000006f1, 0x000200f8,
    0x000006ed, 0x000500c7, 0x00000006, 0x000006ef, 0x000006da, 0x000000fc, 0x000500ab, 0x00000023,
    0x000006f0, 0x000006ef, 0x00000067, 0x000200f9, 0x000006f1, 0x000200f8, 0x000006f1, 0x000700f5,
    0x00000023, 0x000006f2, 0x000006ec, 0x000006e9, 0x000006f0, 0x000006ed, 0x000200f9, 0x000006f3,
    0x000200f8, 0x000006f3, 0x000700f5, 0x00000023, 0x000006f4, 0x000006e7, 0x000005f9, 0x000006f2,
    0x000006f1, 0x000600a9, 0x00000006, 0x000006f5, 0x000006f4, 0x000000fc, 0x00000067, 0x00050080,
    0x00000006, 0x000006f7, 0x000006da, 0x000006f5, 0x00050082, 0x00000015, 0x000006fa, 0x000006c8,
    0x00000847, 0x0007000c, 0x00000015, 0x000006fb, 0x00000001, 0x0000002a, 0x000006fa, 0x000000e6,
    0x0004007c, 0x00000006, 0x000006fc, 0x000006fb, 0x000500c4, 0x00000006, 0x000006ff, 0x000006fc,
    0x000001d1, 0x00050080, 0x00000006, 0x00000701, 0x000006ff, 0x000006f7, 0x000500ac, 0x00000023,
    0x000006ac, 0x00000701, 0x0000018d, 0x000600a9, 0x00000006, 0x000006af, 0x000006ac, 0x000000c8,
    0x00000701, 0x000500aa, 0x00000023, 0x000006b1, 0x0000069b, 0x00000080, 0x000600a9, 0x00000006,
    0x000006b4, 0x000006b1, 0x000000c8, 0x000006af, 0x000500ac, 0x00000023, 0x000006b6, 0x0000069b,
    0x00000080, 0x000600a9, 0x00000006, 0x000006b8, 0x000006b6, 0x000000c8, 0x000006b4, 0x000500c5,
    0x00000006, 0x000006bb, 0x000006b8, 0x0000069e, 0x00040071, 0x000001d7, 0x000005ff, 0x000006bb,
    0x00050041, 0x000001da, 0x00000600, 0x000005fb, 0x000000e6, 0x0005003e, 0x00000600, 0x000005ff,
    0x00000002, 0x00000001, 0x000200f9, 0x00000609, 0x000200f8, 0x00000601, 0x00040078, 0x000001d6,
    0x00000603, 0x000003a5, 0x000500c7, 0x00000006, 0x00000717, 0x000005d0, 0x00000129, 0x000500c2,
    0x00000006, 0x00000719, 0x000005d0, 0x0000009d, 0x000500c7, 0x00000006, 0x0000071a, 0x00000719,
    0x0000009b, 0x000500b0, 0x00000023, 0x00000720, 0x00000717, 0x00000080, 0x000600a9, 0x00000006,
    0x00000722, 0x00000720, 0x00000717, 0x00000067, 0x000500c2, 0x00000006, 0x00000743, 0x00000722,
    0x00000089, 0x0004007c, 0x00000015, 0x00000744, 0x00000743, 0x00050082, 0x00000015, 0x00000749,
    0x00000846, 0x00000744, 0x0007000c, 0x00000015, 0x0000074a, 0x00000001, 0x0000002a, 0x00000749,
    0x000000e6, 0x00050080, 0x00000015, 0x0000074e, 0x00000848, 0x0000074a, 0x0007000c, 0x00000015,
    0x0000074f, 0x00000001, 0x00000027, 0x0000074e, 0x000000ed, 0x000500c7, 0x00000006, 0x00000751,
    0x00000722, 0x000000f1, 0x000500c5, 0x00000006, 0x00000752, 0x00000751, 0x000000f3, 0x0004007c,
    0x00000006, 0x00000755, 0x0000074f, 0x000500c2, 0x00000006, 0x00000756, 0x00000752, 0x00000755,
    0x000500c4, 0x00000006, 0x0000075a, 0x000000fc, 0x00000755, 0x00050082, 0x00000006, 0x0000075b,
    0x0000075a, 0x000000fc, 0x000500c7, 0x00000006, 0x0000075c, 0x00000752, 0x0000075b, 0x00050082,
    0x00000015, 0x0000075e, 0x0000074f, 0x00000104, 0x0004007c, 0x00000006, 0x0000075f, 0x0000075e,
    0x000500c4, 0x00000006, 0x00000760, 0x000000fc, 0x0000075f, 0x000500ac, 0x00000023, 0x00000763,
    0x0000075c, 0x00000760, 0x000400a8, 0x00000023, 0x00000764, 0x00000763, 0x000300f7, 0x0000076f,
    0x00000000, 0x000400fa, 0x00000764, 0x00000765, 0x0000076f, 0x000200f8, 0x00000765, 0x000500aa,
    0x00000023, 0x00000768, 0x0000075c, 0x00000760, 0x000300f7, 0x0000076d, 0x00000000, 0x000400fa,
    0x00000768, 0x00000769, 0x0000076d, 0x000200f8, 0x00000769, 0x000500c7, 0x00000006, 0x0000076b,
    0x00000756, 0x000000fc, 0x000500ab, 0x00000023, 0x0000076c, 0x0000076b, 0x00000067, 0x000200f9,
    0x0000076d, 0x000200f8, 0x0000076d, 0x000700f5, 0x00000023, 0x0000076e, 0x00000768, 0x00000765,
    0x0000076c, 0x00000769, 0x000200f9, 0x0000076f, 0x000200f8, 0x0000076f, 0x000700f5, 0x00000023,
    0x00000770, 0x00000763, 0x00000601, 0x0000076e, 0x0000076d, 0x000600a9, 0x00000006, 0x00000771,
    0x00000770, 0x000000fc, 0x00000067, 0x00050080, 0x00000006, 0x00000773, 0x00000756, 0x00000771,
    0x00050082, 0x00000015, 0x00000776, 0x00000744, 0x00000846, 0x0007000c, 0x00000015, 0x00000777,
    0x00000001, 0x0000002a, 0x00000776, 0x000000e6, 0x0004007c, 0x00000006, 0x00000778, 0x00000777,
    0x000500c4, 0x00000006, 0x0000077b, 0x00000778, 0x000001c4, 0x00050080, 0x00000006, 0x0000077d,
    0x0000077b, 0x00000773, 0x000500ac, 0x00000023, 0x00000728, 0x0000077d, 0x0000019a, 0x000600a9,
    0x00000006, 0x0000072b, 0x00000728, 0x0000019b, 0x0000077d, 0x000500aa, 0x00000023, 0x0000072d,
    0x00000717, 0x00000080, 0x000600a9, 0x00000006, 0x00000730, 0x0000072d, 0x0000019b, 0x0000072b,
    0x000500ac, 0x00000023, 0x00000732, 0x00000717, 0x00000080, 0x000600a9, 0x00000006, 0x00000734,
    0x00000732, 0x000000c8, 0x00000730, 0x000500c5, 0x00000006, 0x00000737, 0x00000734, 0x0000071a,
    0x00040071, 0x000001d7, 0x00000607, 0x00000737, 0x00050041, 0x000001da, 0x00000608, 0x00000603,
    0x000000e6, 0x0005003e, 0x00000608, 0x00000607, 0x00000002, 0x00000001, 0x000200f9, 0x00000609,
    0x000200f8, 0x00000609, 0x000200f9, 0x0000060a, 0x000200f8, 0x0000060a, 0x000200f9, 0x0000060b,
    0x000200f8, 0x0000060b, 0x000200f9, 0x0000060c, 0x000200f8, 0x0000060c, 0x000200f9, 0x00000357,
    0x000200f8, 0x00000357, 0x00050080, 0x00000006, 0x000003ad, 0x0000078b, 0x00000104, 0x000200f9,
    0x00000354, 0x000200f8, 0x00000356, 0x000300f7, 0x000003b0, 0x00000000, 0x000400fa, 0x0000026a,
    0x000003af, 0x000003b0, 0x000200f8, 0x000003af, 0x00050041, 0x0000029f, 0x000003b2, 0x0000024a,
    0x000003b1, 0x0004003d, 0x00000037, 0x000003b3, 0x000003b2, 0x00060041, 0x0000024b, 0x000003b6,
    0x0000024a, 0x000003b5, 0x000000e6, 0x0004003d, 0x00000006, 0x000003b7, 0x000003b6, 0x00040071,
    0x00000037, 0x000003b8, 0x000003b7, 0x00050084, 0x00000037, 0x000003b9, 0x00000290, 0x000003b8,
    0x00060041, 0x0000024b, 0x000003bb, 0x0000024a, 0x000003b5, 0x00000104, 0x0004003d, 0x00000006,
    0x000003bc, 0x000003bb, 0x00040071, 0x00000037, 0x000003bd, 0x000003bc, 0x00050084, 0x00000037,
    0x000003be, 0x00000296, 0x000003bd, 0x00050080, 0x00000037, 0x000003bf, 0x000003b9, 0x000003be,
    0x00050084, 0x00000037, 0x000003c0, 0x000002a2, 0x000003bf, 0x00050080, 0x00000037, 0x000003c1,
    0x000003b3, 0x000003c0, 0x00040078, 0x000002b1, 0x000003c2, 0x000003c1, 0x000300f7, 0x000003c6,
    0x00000000, 0x000400fa, 0x000002e1, 0x000003c5, 0x000003c8, 0x000200f8, 0x000003c5, 0x000200f9,
    0x000003c6, 0x000200f8, 0x000003c8, 0x000300f7, 0x000003cc, 0x00000000, 0x000400fa, 0x0000030f,
    0x000003cb, 0x000003d1, 0x000200f8, 0x000003cb, 0x0006000c, 0x00000048, 0x000003cf, 0x00000001,
    0x0000001c, 0x0000030a, 0x00050081, 0x00000048, 0x000003d0, 0x000002d8, 0x000003cf, 0x000200f9,
    0x000003cc, 0x000200f8, 0x000003d1, 0x000200f9, 0x000003cc, 0x000200f8, 0x000003cc, 0x000700f5,
    0x00000048, 0x0000078c, 0x000003d0, 0x000003cb, 0x0000084a, 0x000003d1, 0x000200f9, 0x000003c6,
    0x000200f8, 0x000003c6, 0x000700f5, 0x00000048, 0x0000078d, 0x0000084b, 0x000003c5, 0x0000078c,
    0x000003cc, 0x00050041, 0x000002b4, 0x000003d5, 0x000003c2, 0x000000e6, 0x0005003e, 0x000003d5,
    0x0000078d, 0x00000002, 0x00000004, 0x000200f9, 0x000003b0, 0x000200f8, 0x000003b0, 0x000200f9,
    0x00000286, 0x000200f8, 0x00000286, 0x00050080, 0x00000037, 0x000003d8, 0x0000077e, 0x0000027d,
    0x000200f9, 0x00000283, 0x000200f8, 0x00000285, 0x000100fd, 0x00010038,
};
static const ktorch__vk_module *ktorch__vk_module_table(int *count) {
    static const ktorch__vk_module table[] = {
        {"convert", "vk_convert.comp", ktorch__vk_spv_convert, sizeof ktorch__vk_spv_convert / 4},
        {"fill", "vk_fill.comp", ktorch__vk_spv_fill, sizeof ktorch__vk_spv_fill / 4},
        {"merge", "vk_merge.comp", ktorch__vk_spv_merge, sizeof ktorch__vk_spv_merge / 4},
    };
    *count = 3;
    return table;
}
/* END GENERATED SOURCES */

#endif /* KTORCH_VULKAN__IMPLEMENTED */
#endif /* KTORCH_VULKAN_IMPLEMENTATION */
