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

typedef char hooks_qk_match[(int)HOOK_QK_INT8 == (int)KTORCH__QK_INT8 && (int)HOOK_QK_ASYM == (int)KTORCH__QK_ASYM &&
                                    (int)HOOK_QK_FP8 == (int)KTORCH__QK_FP8 && (int)HOOK_QK_MX == (int)KTORCH__QK_MX &&
                                    (int)HOOK_QK_NVFP4 == (int)KTORCH__QK_NVFP4 && (int)HOOK_QK_Q8_0 == (int)KTORCH__QK_Q8_0 &&
                                    (int)HOOK_QK_Q4_0 == (int)KTORCH__QK_Q4_0
                            ? 1
                            : -1];
#ifndef HOOKS_CPU_ONLY
typedef char hooks_sizes_match[HOOK_MAX_DEVICES == KTORCH__MAX_DEVICES && HOOK_VK_STAGING == KTORCH__VK_STAGING && HOOK_CU_PATH == KTORCH__CU_PATH ? 1 : -1];
typedef char hooks_attr_match[(int)HOOK_ATTR_SM_COUNT == (int)KTORCH__ATTR_SM_COUNT && (int)HOOK_ATTR_L2_BYTES == (int)KTORCH__ATTR_L2_BYTES &&
                                      (int)HOOK_ATTR_CC_MAJOR == (int)KTORCH__ATTR_CC_MAJOR && (int)HOOK_ATTR_CC_MINOR == (int)KTORCH__ATTR_CC_MINOR &&
                                      (int)HOOK_ATTR_SMEM == (int)KTORCH__ATTR_SMEM && (int)HOOK_ATTR_WARP == (int)KTORCH__ATTR_WARP
                              ? 1
                              : -1];
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
int hook_vk_gemv_shapes(void) { return KTORCH__VK_GEMV_SHAPES; }
int hook_vk_gemv_qshape(ktorch_context *ctx) {
    const ktorch__vk_limits L = ktorch__vk_device_limits(hook_vk(ctx), 0);
    return ktorch__vk_gemv_qshape(hook_vk(ctx), &L);
}
uint32_t hook_vk_max_invocations(ktorch_context *ctx, uint32_t n) {
    const uint32_t old = hook_vk(ctx)->dev[0].limits.max_invocations;
    hook_vk(ctx)->dev[0].limits.max_invocations = n;
    return old;
}
int hook_vk_gemv_block(int shape) { return shape >= 0 && shape < KTORCH__VK_GEMV_SHAPES && ktorch__vk_gemv_shapes[shape].qnr != 0; }
int hook_vk_gemv_qi(int shape) { return shape >= 0 && shape < KTORCH__VK_GEMV_SHAPES ? KTORCH__CAST(int, ktorch__vk_gemv_shapes[shape].qi) : 0; }
int hook_vk_gemv_qi_takes(ktorch_context *ctx, int shape, int format, uint32_t M, uint32_t N, int fast) {
    ktorch__vk_device *d = &hook_vk(ctx)->dev[0];
    const int was = d->idot_fast;
    int r;
    d->idot_fast = fast;
    r = ktorch__vk_gemv_qi(d, &ktorch__vk_gemv_shapes[shape], (ktorch_quant_format)format, M);
    (void)N;
    d->idot_fast = was;
    return r;
}
int hook_vk_idot(ktorch_context *ctx) {
    const ktorch__vk_device *d = &hook_vk(ctx)->dev[0];
    return d->idot && d->limits.subgroup_shuffle && d->limits.subgroup_size % 8u == 0 ? 1 + d->idot_fast : 0;
}
void hook_vk_quant_groups(ktorch_context *ctx, uint32_t groups) { hook_vk(ctx)->quant_groups = groups; }
void hook_vk_quant_units(ktorch_context *ctx, uint32_t units) { hook_vk(ctx)->quant_units = units; }
void hook_vk_quant_variant(ktorch_context *ctx, uint32_t v) { hook_vk(ctx)->quant_variant = v; }
void hook_vk_dequant_variant(ktorch_context *ctx, uint32_t v) { hook_vk(ctx)->dequant_variant = v; }
void hook_vk_flash_kernel(ktorch_context *ctx, int shape) { hook_vk(ctx)->flash_kernel = shape; }
int hook_vk_decode_shapes(void) { return KTORCH__VK_DECODE_SHAPES; }
int hook_vk_decode_h16(int shape) { return shape >= 0 && shape < KTORCH__VK_DECODE_SHAPES && ktorch__vk_decode_shapes[shape].h16 != 0; }
int hook_vk_float16(ktorch_context *ctx) { return hook_vk(ctx)->dev[0].float16; }
int hook_vk_coop_shapes(void) { return KTORCH__VK_COOP_SHAPES; }
int hook_vk_coop_khr(ktorch_context *ctx) {
    const ktorch__vk_device *d = &hook_vk(ctx)->dev[0];
    const int nv = d->props.vendorID == 0x10DEu && d->limits.subgroup_size == 32u;
    return (nv && d->coop_khr ? 1 : 0) | (nv && d->coop_bf16 ? 2 : 0) | (nv && d->coop_khr && d->coop_conv ? 4 : 0) |
           (nv && d->coop_khr && d->coop_wg ? 8 : 0);
}
void hook_vk_coopmat_ext(ktorch_context *ctx, int mode) { hook_vk(ctx)->coopmat_ext = mode; }
int hook_vk_layer_predates(ktorch_context *ctx, const char *message) {
    return ktorch__vk_layer_predates(message) || ktorch__vk_layer_predates_module(hook_vk(ctx), message);
}
int hook_vk_mm_khr(ktorch_context *ctx) {
    const ktorch__vk_device *d = &hook_vk(ctx)->dev[0];
    return (ktorch__vk_mm_khr(hook_vk(ctx), d, KTORCH_F16) ? 1 : 0) | (ktorch__vk_mm_khr(hook_vk(ctx), d, KTORCH_BF16) ? 2 : 0);
}
int hook_vk_tiled_shapes(void) { return KTORCH__VK_TILED_SHAPES; }
int hook_vk_tiled_fits(ktorch_context *ctx, int shape, int d) {
    const ktorch__vk_limits l = ktorch__vk_device_limits(hook_vk(ctx), 0);
    return shape >= 0 && shape < KTORCH__VK_TILED_SHAPES && (d == 64 || d == 128) && ktorch__vk_tiled_rows_of(&l, ktorch__vk_tiled_pick(&l, shape, d == 128), d == 128) != 0;
}
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
void gpu_engine_attn_bwd_ring(gpu_engine *e, int ring) { e->attn_bwd_ring = ring; }
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
    int i;
    for (i = 0; i < KTORCH__CU_NSPECS; i++) { /* any spec of the key: HIP may pick a fallback (ktorch__cu_pick_spec) */
        const ktorch__cu_spec *p = &ktorch__cu_specs[i];
        if (p->kind == kind && p->d == d && p->dtype == dtype && p->mask == mask && e->dev[0].modules[i]) return 1;
    }
    return 0;
}
void gpu_engine_pair_always(gpu_engine *e, int on) { e->pair_always = on; }
void gpu_engine_attn_no_wgmma(gpu_engine *e, int on) { e->attn_no_wgmma = on; }
void gpu_engine_no_cublaslt(gpu_engine *e, int on) { e->no_cublaslt = on; }
void gpu_engine_gemm_no_wgmma(gpu_engine *e, int on) { e->gemm_no_wgmma = on; }
void gpu_engine_qmatmul_no_gemv(gpu_engine *e, int on) { e->qmatmul_no_gemv = on; }
void gpu_engine_gemv_shape(gpu_engine *e, int shape) { e->gemv_shape = shape; }
void gpu_engine_f32_gemv(gpu_engine *e, int mode) { e->f32_gemv = mode; }
void gpu_engine_paged_kernel(gpu_engine *e, int kernel) { e->paged_kernel = kernel; }
void gpu_engine_qmatmul_dq_rows(gpu_engine *e, int rows) { e->qmatmul_dq_rows = rows; }
void gpu_engine_qmatmul_chunk_rows(gpu_engine *e, int rows) { e->qmatmul_chunk_rows = rows; }
int gpu_engine_gemm_chunks(const gpu_engine *e) { return e->gemm ? e->gemm->last_chunks : 0; }
int gpu_engine_gemm_path(const gpu_engine *e) { return e->gemm ? e->gemm->last_path : 0; }
int gpu_engine_gemm_splits(const gpu_engine *e) { return e->gemm ? e->gemm->last_splits : 0; }

void gpu_engine_desc(const gpu_engine *e, ktorch_cuda_desc *d) {
    memset(d, 0, sizeof *d);
    d->cache_dir = e->cache_dir;
    d->libcublaslt_path = e->cublaslt_path;
    d->device_count = e->ndev;
    d->no_cublaslt = e->no_cublaslt;
    d->gemm_no_wgmma = e->gemm_no_wgmma;
    d->qmatmul_no_gemv = e->qmatmul_no_gemv;
    d->gemv_shape = e->gemv_shape;
    d->attn_bwd_atomic = e->attn_bwd_atomic;
    d->attn_bwd_tile = e->attn_bwd_tile;
    d->paged_kernel = e->paged_kernel;
    d->attn_bwd_no_wgmma = e->attn_bwd_no_wgmma;
    d->attn_no_wgmma = e->attn_no_wgmma;
    d->qmatmul_dq_rows = e->qmatmul_dq_rows;
    d->qmatmul_chunk_rows = e->qmatmul_chunk_rows;
}
int gpu_engine_ordinal(const gpu_engine *e, int i) { return i >= 0 && i < e->ndev ? e->dev[i].ordinal : -1; }
int gpu_engine_cublaslt(gpu_engine *e) {
    if (ktorch__cug_lt(e, 0)) return 1;
    if (!e->gemm || !e->gemm->tried) return -1;
    return e->gemm->lib ? -2 : 0;
}
double hook_cu_f3(double x) {
    float f[3];
    ktorch__cu_f3(x, f);
    return KTORCH__CU_F3_DOUBLE(f);
}
static int hook_cuq(int kernel) {
    switch (kernel) {
    case KTORCH__CUQ_DQ: return HOOK_CUQ_DQ;
    case KTORCH__CUQ_DQ_TILE: return HOOK_CUQ_DQ_TILE;
    case KTORCH__CUQ_DQ_GGML: return HOOK_CUQ_DQ_GGML;
    case KTORCH__CUQ_BLOCK: return HOOK_CUQ_BLOCK;
    case KTORCH__CUQ_BLOCK_BF16: return HOOK_CUQ_BLOCK_BF16;
    default: return HOOK_CUQ_OTHER;
    }
}
/* what the test reads of a planned launch */
static void hook_qplan(const ktorch__cu_q_args *a, int kernel, hook_cu_qplan *p) {
    p->fast = (int)a->fast;
    p->kernel = hook_cuq(kernel);
    p->sshift = a->sshift, p->sdiv = a->sdiv, p->smod = a->smod;
    p->lanes = a->lanes;
}
void hook_cu_dq_plan(const ktorch_qtensor *q, uint64_t data, uint64_t out, hook_cu_qplan *p) {
    ktorch__cu_q_args a;
    memset(&a, 0, sizeof a);
    ktorch__cu_q_geom(q, &a);
    a.data = data;
    a.out = out;
    ktorch__cu_dq_fast(&a);
    hook_qplan(&a, ktorch__cu_dq_kernel(&a), p);
}
void hook_cu_q_block_plan(const ktorch_qtensor *q, ktorch_dtype xdt, uint64_t x, uint64_t data, int direct, hook_cu_qplan *p) {
    ktorch__cu_q_args a;
    memset(&a, 0, sizeof a);
    ktorch__cu_q_geom(q, &a);
    a.xdt = xdt;
    a.x = x;
    a.data = data;
    a.direct = direct;
    ktorch__cu_q_block_plan(&a);
    hook_qplan(&a, ktorch__cu_q_block_kernel(&a), p);
}
int hook_gpu_symbol(int table, int i, const char **cuda, const char **hip) {
    const ktorch__cu_sym *t = table ? ktorch__nvrtc_syms : ktorch__cu_syms;
    const int n = table ? (int)(sizeof ktorch__nvrtc_syms / sizeof ktorch__nvrtc_syms[0]) : (int)(sizeof ktorch__cu_syms / sizeof ktorch__cu_syms[0]);
    if (i < 0 || i >= n) return 0;
    *cuda = t[i].name[0];
    *hip = t[i].name[1];
    return 1;
}
int hook_gpu_lanes(void) { return KTORCH__CU_LANES; }
int hook_gpu_source_has(int spec, int hip, const char *text) {
    ktorch_allocator al = ktorch__allocator_resolve(NULL);
    size_t len = 0;
    char *src;
    int r;
    if (spec < 0 || spec >= KTORCH__CU_NSPECS || !(src = ktorch__cu_source(&al, spec, hip, &len))) return -1;
    r = strstr(src, text) != NULL;
    ktorch__free(&al, src);
    return r;
}
int hook_gpu_spec(int i, int key[4], uint64_t *smem) {
    const ktorch__cu_spec *p;
    if (i < 0 || i >= KTORCH__CU_NSPECS) return 0;
    p = &ktorch__cu_specs[i];
    if (key) key[0] = p->kind, key[1] = p->d, key[2] = p->dtype, key[3] = p->mask;
    if (smem) *smem = ktorch__cu_spec_smem(i);
    return 1;
}
int hook_gpu_find_spec(int kind, int d, int dtype, int mask) { return ktorch__cu_find_spec(kind, d, dtype, mask); }
static const ktorch__gpu_vendor *hook_vendor(int hip) { return hip ? &ktorch__gpu_hip : &ktorch__gpu_cuda; }
int hook_gpu_pick_spec(int hip, int smem_optin, int kind, int d, int dtype, int mask) {
    ktorch__cu_state s;
    ktorch__cu_device dev;
    memset(&s, 0, sizeof s);
    memset(&dev, 0, sizeof dev);
    s.v = hook_vendor(hip);
    dev.s = &s;
    dev.smem_optin = smem_optin;
    return ktorch__cu_pick_spec(&dev, kind, d, dtype, mask);
}
int hook_gpu_attr(int hip, int which) { return which >= 0 && which < KTORCH__ATTR_COUNT ? hook_vendor(hip)->attr[which] : -1; }
/* an engine state of the vendor with nothing loaded */
static void hook_bare_engine(ktorch__cu_state *s, int hip) {
    memset(s, 0, sizeof *s);
    s->v = hook_vendor(hip);
    s->alloc = ktorch__allocator_resolve(NULL);
}
ktorch_status hook_gpu_cache_export(int hip, void *buf, size_t cap, size_t *size) {
    ktorch__cu_state s;
    void *blob = NULL;
    ktorch_status st;
    hook_bare_engine(&s, hip);
    *size = 0;
    st = ktorch__cu_cache_export(&s, &s.alloc, &blob, size);
    if (st == KTORCH_OK) memcpy(buf, blob, *size < cap ? *size : cap);
    ktorch__free(&s.alloc, blob);
    return st;
}
ktorch_status hook_gpu_cache_import(int hip, const void *blob, size_t size) {
    ktorch__cu_state s;
    ktorch_status st;
    int i;
    hook_bare_engine(&s, hip);
    st = ktorch__cu_cache_import(&s, blob, size);
    for (i = 0; i < s.nimages; i++) ktorch__free(&s.alloc, s.images[i].data);
    ktorch__free(&s.alloc, s.images);
    return st;
}
size_t hook_hip_props(int which) {
    switch (which) {
    case HOOK_HIP_ARCH_AT_R0000: return KTORCH__HIP_ARCH_AT_R0000;
    case HOOK_HIP_ARCH_AT_R0600: return KTORCH__HIP_ARCH_AT_R0600;
    case HOOK_HIP_PROPS_BYTES: return KTORCH__HIP_PROPS_BYTES;
    default: return KTORCH__HIP_ARCH_BYTES;
    }
}
ktorch_status hook_hip_arch(void *libhip, int cc_major, int *amd, int *sm90, char *arch, size_t cap) {
    ktorch__cu_state s;
    ktorch__cu_device d;
    ktorch_status st;
    hook_bare_engine(&s, 1);
    memset(&d, 0, sizeof d);
    s.libcuda = libhip;
    d.s = &s;
    d.cc_major = cc_major;
    snprintf(d.name, sizeof d.name, "test device");
    st = ktorch__hip_arch(&s, &d);
    *amd = d.amd;
    *sm90 = ktorch__cu_sm90(&d);
    snprintf(arch, cap, "%s", d.arch);
    return st;
}
#endif
