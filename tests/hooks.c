/* tests/hooks.h: the library, all four implementations, and the hooks into
   its internals that some tests need. With HOOKS_CPU_ONLY (the AArch64
   build of tests/sh_neon.sh, whose tests use no GPU backend) ktorch.h's
   implementation alone and no GPU engine hooks. */
#ifdef HOOKS_CPU_ONLY
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#else
#include "examples/ktorch_impl.c"
#endif
#include "hooks.h"

typedef char hooks_qk_match[(int)HOOK_QK_FP8 == (int)KTORCH__QK_FP8 && (int)HOOK_QK_MX == (int)KTORCH__QK_MX &&
                                    (int)HOOK_QK_NVFP4 == (int)KTORCH__QK_NVFP4
                            ? 1
                            : -1];
#ifndef HOOKS_CPU_ONLY
typedef char hooks_sizes_match[HOOK_MAX_DEVICES == KTORCH__MAX_DEVICES && HOOK_VK_STAGING == KTORCH__VK_STAGING ? 1 : -1];
#endif

ktorch_status hook_attention_composite(ktorch_context *ctx, ktorch_op kind, const ktorch_tensor *q, const ktorch_tensor *k,
                                       const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *p, const void *params,
                                       int nargs, const int64_t *args, ktorch_dtype *dtype) {
    ktorch__attn a;
    ktorch_op_desc op;
    int i;
    ktorch_status st = ktorch__attn_desc(ctx, kind, q, k, v, out, p, &a, &op);
    if (st != KTORCH_OK) return st;
    if (params) op.params = params;
    for (i = 0; i < nargs; i++) op.arg[i] = args[i];
    if (dtype) *dtype = op.shape.dtype;
    st = ktorch__composite(ctx, &op, "test", 1);
    return st == KTORCH_OK ? ktorch__composite(ctx, &op, "test", 0) : st;
}
const ktorch_backend_impl *hook_backend(ktorch_context *ctx, ktorch_backend be) { return &ctx->backends[be]; }
ktorch_status hook_cpu_run(ktorch_context *ctx, const ktorch_op_desc *op) { return ktorch__cpu_run(NULL, ctx, op); }
ktorch_status hook_attention_raw(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v, ktorch_tensor *out,
                                 const ktorch_attention_params *p, const char *fn) {
    ktorch__attn sa;
    ktorch_op_desc op;
    ktorch_status st = ktorch__attn_desc_ex(ctx, KTORCH_OP_ATTENTION, q, k, v, out, p, 1, &sa, &op);
    return st == KTORCH_OK ? ktorch__op_run(ctx, &op, fn) : st;
}
void hook_encode_f32(ktorch_dtype dt, void *dst, const float *src, int64_t n, int saturate) { ktorch__encode_f32(dt, dst, src, n, saturate); }
void hook_decode_f32(ktorch_dtype dt, float *dst, const void *src, int64_t n) { ktorch__decode_f32(dt, dst, src, n); }
int hook_quant_kind(ktorch_quant_format f) { return ktorch__qfmts[f].kind; }
uint8_t hook_sf_encode(float v, int E, int M) { return ktorch__sf_encode(v, E, M); }

#ifndef HOOKS_CPU_ONLY
size_t hook_vk_module(int i, const char **name, uint32_t *words) {
    int n;
    const ktorch__vk_module *m = ktorch__vk_module_table(&n);
    if (i < 0 || i >= n) return 0;
    if (name) *name = m[i].name;
    if (words) ktorch__vk_module_words(&m[i], words);
    return m[i].words;
}

static ktorch__vk_state *hook_vk(ktorch_context *ctx) { return (ktorch__vk_state *)ktorch__backend_state(ctx, KTORCH_BACKEND_VULKAN); }
uint32_t hook_vk_limit(ktorch_context *ctx, int which) {
    const ktorch__vk_limits l = ktorch__vk_device_limits(hook_vk(ctx), 0);
    switch (which) {
    case HOOK_VK_SUBGROUP: return l.subgroup_size;
    case HOOK_VK_SHARED_MEMORY: return l.max_shared_memory;
    case HOOK_VK_PUSH_CONSTANTS: return l.max_push_constants;
    case HOOK_VK_INVOCATIONS: return l.max_invocations;
    case HOOK_VK_GROUP_SIZE_X: return l.max_group_size[0];
    default: return l.max_group_count[0];
    }
}
ktorch_status hook_vk_dispatch(ktorch_context *ctx, const char *module, uint32_t nspec, const uint32_t *id, const uint32_t *value, const void *push,
                               uint32_t size, uint32_t groups) {
    ktorch__vk_spec spec;
    uint32_t i;
    spec.count = nspec;
    for (i = 0; i < nspec && i < KTORCH__VK_MAX_SPEC; i++) spec.id[i] = id[i], spec.value[i] = value[i];
    return ktorch__vk_dispatch(hook_vk(ctx), 0, module, nspec ? &spec : NULL, push, size, groups, 1, 1);
}
int hook_vk_pipelines(ktorch_context *ctx) { return hook_vk(ctx)->dev[0].npipes; }
void hook_vk_misuse(ktorch_context *ctx) {
    ktorch__vk_device *d = &hook_vk(ctx)->dev[0];
    VkBufferCreateInfo bi;
    VkBuffer buf = VK_NULL_HANDLE;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = 0;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    if (d->fn.vkCreateBuffer(d->device, &bi, NULL, &buf) == VK_SUCCESS && buf) d->fn.vkDestroyBuffer(d->device, buf, NULL);
}
void hook_vk_attention_kernel(ktorch_context *ctx, int shape) { hook_vk(ctx)->attention_kernel = shape; }
void hook_vk_decode_kernel(ktorch_context *ctx, int shape) { hook_vk(ctx)->decode_kernel = shape; }
void hook_vk_gemv_kernel(ktorch_context *ctx, int shape) { hook_vk(ctx)->gemv_kernel = shape; }
int hook_vk_decode_shapes(void) { return KTORCH__VK_DECODE_SHAPES; }
int hook_vk_coop_shapes(void) { return KTORCH__VK_COOP_SHAPES; }
gpu_engine *hook_engine(ktorch_context *ctx, ktorch_backend be) {
    return be == KTORCH_BACKEND_VULKAN ? NULL : (ktorch__cu_state *)ctx->backends[be].state;
}
int gpu_engine_sm90(const gpu_engine *e) { return ktorch__cu_sm90(&e->dev[0]); }
int gpu_engine_tensor_maps(const gpu_engine *e) { return e->cu.cuTensorMapEncodeTiled != NULL; }
void gpu_engine_attn_bwd(gpu_engine *e, int atomic, int tile, int no_wgmma) {
    e->attn_bwd_atomic = atomic;
    e->attn_bwd_tile = tile;
    e->attn_bwd_no_wgmma = no_wgmma;
}
void gpu_engine_hide_tensor_maps(gpu_engine *e, int on) {
    static ktorch__CUresult (*saved)(void *, int, unsigned, void *, const uint64_t *, const uint64_t *, const unsigned *, const unsigned *, int,
                                     int, int, int);
    if (on && e->cu.cuTensorMapEncodeTiled) {
        saved = e->cu.cuTensorMapEncodeTiled;
        e->cu.cuTensorMapEncodeTiled = NULL;
    } else if (!on && saved) {
        e->cu.cuTensorMapEncodeTiled = saved;
        saved = NULL;
    }
}
int gpu_engine_ran(const gpu_engine *e, int kind, int d, int dtype, int mask) {
    int i = ktorch__cu_find_spec(kind, d, dtype, mask);
    return i >= 0 && e->dev[0].modules[i] != NULL;
}
void gpu_engine_pair_always(gpu_engine *e, int on) { e->pair_always = on; }
void gpu_engine_no_cublaslt(gpu_engine *e, int on) { e->no_cublaslt = on; }
void gpu_engine_gemm_no_wgmma(gpu_engine *e, int on) { e->gemm_no_wgmma = on; }
void gpu_engine_qmatmul_no_gemv(gpu_engine *e, int on) { e->qmatmul_no_gemv = on; }
void gpu_engine_gemv_shape(gpu_engine *e, int shape) { e->gemv_shape = shape; }
void gpu_engine_f32_gemv(gpu_engine *e, int mode) { e->f32_gemv = mode; }
void gpu_engine_paged_kernel(gpu_engine *e, int kernel) { e->paged_kernel = kernel; }
int gpu_engine_gemm_path(const gpu_engine *e) { return e->gemm ? e->gemm->last_path : 0; }
int gpu_engine_gemm_splits(const gpu_engine *e) { return e->gemm ? e->gemm->last_splits : 0; }
#endif
