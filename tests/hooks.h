/* What the tests that check internals reach inside the library: the GPU
   engines' kernel choices and switches (tests/test_gpu_*.c) and their
   loaders' host side (tests/test_cuda_loader.c, tests/test_hip_loader.c), the core's
   composites (tests/test_variants.c, tests/test_kvquant.c), the CPU
   backend's run (tests/test_backend_ops.c), its attention kernels
   (tests/test_attention.c) and the Vulkan backend's
   dispatch, limits and embedded modules (tests/test_vulkan.c,
   tests/sh_vulkan_embed.sh). Defined in
   tests/hooks.c, which holds the four implementations as well: it is the
   unit of build/lib/libktorch.a and libktorch_asan.a (Makefile), which
   those programs link like the others, including only the declarations.
   Include after ktest.h. */
#ifndef HOOKS_H
#define HOOKS_H

/* Runs the core's composite for an attention op (kind) as a backend
   without the op would: checked, then run with the CPU doing the
   primitives. The op is described from q, k, v, out, p; params (when not
   NULL) and the first nargs of args replace the description's; *dtype
   (when not NULL) gets the composite's working dtype. */
ktorch_status hook_attention_composite(ktorch_context *ctx, ktorch_op kind, const ktorch_tensor *q, const ktorch_tensor *k,
                                       const ktorch_tensor *v, ktorch_tensor *out, const ktorch_attention_params *p, const void *params,
                                       int nargs, const int64_t *args, ktorch_dtype *dtype);
/* The CPU backend's run of op (the fake backend of tests/fake_backend.h
   hands it the ops without an entry point of their own) */
ktorch_status hook_cpu_run(ktorch_context *ctx, const ktorch_op_desc *op);
/* ktorch_attention with the bounds unchecked: negative window bounds, the
   chunked composite's internal form, run as given */
ktorch_status hook_attention_raw(ktorch_context *ctx, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v, ktorch_tensor *out,
                                 const ktorch_attention_params *p, const char *fn);
/* n floats to and from dtype dt's encoding (the library's own codecs;
   saturate: out-of-range values to the largest finite code, as casts do
   when asked) */
void hook_encode_f32(ktorch_dtype dt, void *dst, const float *src, int64_t n, int saturate);
void hook_decode_f32(ktorch_dtype dt, float *dst, const void *src, int64_t n);
/* a quantization format's family */
enum { HOOK_QK_INT8, HOOK_QK_ASYM, HOOK_QK_FP8, HOOK_QK_MX, HOOK_QK_NVFP4, HOOK_QK_Q8_0, HOOK_QK_Q4_0 };
int hook_quant_kind(ktorch_quant_format f);
/* a block scale's code in an unsigned float format of E exponent and M
   mantissa bits (UE8M0, UE4M3: the MX and NVFP4 scales) */
uint8_t hook_sf_encode(float v, int E, int M);

/* The CPU attention kernels (those of ctx's ISA): the score transform with
   soft-cap 1 (scale 1, no mask, no ALiBi) over the nk <= HOOK_ATTN_BC rows
   of st (64-byte aligned; each row the kernels' queries per tile, which it
   returns: st NULL gives only that). HOOK_CPU_API: extern, or static in a
   test that compiles ktorch.h's implementation itself (the AMX-emulated
   test_attention), which then gets the bodies below. */
#ifndef HOOK_CPU_API
#define HOOK_CPU_API
#endif
#define HOOK_ATTN_BC 64
HOOK_CPU_API int hook_attn_softcap(ktorch_context *ctx, float *st, int nk);
/* where ctx's bf16 attention takes its products on x86: 2 AMX tiles,
   1 vdpbf16ps (AVX-512 kernels on an AVX512-BF16 CPU), 0 neither; -1 off x86 */
HOOK_CPU_API int hook_cpu_bf16_path(ktorch_context *ctx);

/* Vulkan's embedded SPIR-V module i: its word count (0 past the last), its
   name and (words not NULL) its words as handed to vkCreateShaderModule */
size_t hook_vk_module(int i, const char **name, uint32_t *words);

/* the most devices of a backend; bytes of a Vulkan device's staging ring */
#define HOOK_MAX_DEVICES 16
#define HOOK_VK_STAGING (8u << 20)
/* On the Vulkan device 0 of a context: */
enum { HOOK_VK_SUBGROUP, HOOK_VK_SHARED_MEMORY, HOOK_VK_PUSH_CONSTANTS, HOOK_VK_INVOCATIONS, HOOK_VK_GROUP_SIZE_X, HOOK_VK_GROUP_COUNT_X };
uint32_t hook_vk_limit(ktorch_context *ctx, int which); /* what kernels size themselves by */
/* a dispatch of `groups` workgroups of a module with push constants and
   nspec specialisation constants (id -> value) */
ktorch_status hook_vk_dispatch(ktorch_context *ctx, const char *module, uint32_t nspec, const uint32_t *id, const uint32_t *value, const void *push,
                               uint32_t size, uint32_t groups);
int hook_vk_pipelines(ktorch_context *ctx); /* pipelines made so far */
void hook_vk_misuse(ktorch_context *ctx);   /* a buffer of size 0: invalid usage the validation layer reports */
void hook_vk_attention_kernel(ktorch_context *ctx, int shape); /* ktorch_vulkan_desc.attention_kernel, between calls */
void hook_vk_decode_kernel(ktorch_context *ctx, int shape);    /* and decode_kernel */
void hook_vk_gemv_kernel(ktorch_context *ctx, int shape);      /* and gemv_kernel */
int hook_vk_gemv_shapes(void);                                /* gemv_kernel's shapes */
int hook_vk_gemv_block(int shape);                            /* 1: shape runs the block kernel (vk_matmul_gemv_q) */
int hook_vk_gemv_qi(int shape);                               /* its int8-term form for q4_0, q8_0, int8: 0 never, 1, 2 (hook_vk_idot at least) */
int hook_vk_idot(ktorch_context *ctx);                        /* device 0's integer dot products: 0 none, 1 offered, 2 also fast */
int hook_vk_gemv_qi_takes(ktorch_context *ctx, int shape, int format, uint32_t M, uint32_t N, int fast); /* (K = 1024) whether shape runs M rows
                                              of x and N rows of format weights in the int8-term form on device 0, its dot products fast or not */
int hook_vk_gemv_qshape(ktorch_context *ctx);                 /* the shape gemv_kernel runs on device 0 */
uint32_t hook_vk_max_invocations(ktorch_context *ctx, uint32_t n); /* sets device 0's workgroup size limit, returns the old */
void hook_vk_quant_groups(ktorch_context *ctx, uint32_t groups); /* quant_mx16's and quant_ggml's workgroups at most (0: the default) */
void hook_vk_quant_units(ktorch_context *ctx, uint32_t units);   /* quant_ggml's and quant_mx16's units a round (0: the default), plus 32: 32-bit stores, 48: 16-bit; quant_tstats' units << 8, workgroups << 16; 0x1000: per-tensor int8's report word by a copy */
void hook_vk_quant_variant(ktorch_context *ctx, uint32_t v);  /* quant_mx16's / quant_ggml's choices (0: the defaults; 0x80000000 | bits: ktorch__vk_state.quant_variant) */
void hook_vk_dequant_variant(ktorch_context *ctx, uint32_t v); /* vk_dequant's choices (0: the defaults; 0x80000000 | bits: ktorch__vk_state.dequant_variant) */
void hook_vk_flash_kernel(ktorch_context *ctx, int shape);     /* and flash_kernel */
int hook_vk_decode_shapes(void); /* how many values ktorch_vulkan_desc.decode_kernel takes */
int hook_vk_decode_h16(int shape); /* whether that decode shape takes Q K^T in packed f16 where it can */
int hook_vk_float16(ktorch_context *ctx); /* shaderFloat16 enabled on device 0 */
int hook_vk_coop_shapes(void);   /* and attention_kernel */
int hook_vk_coop_khr(ktorch_context *ctx); /* the KHR attention kernel on device 0: 1 f16, 2 bf16 (bits) */
void hook_vk_coopmat_ext(ktorch_context *ctx, int mode); /* ktorch_vulkan_desc.coopmat_ext, between calls */
int hook_vk_layer_predates(ktorch_context *ctx, const char *message); /* 1: the messenger leaves the validation message out */
int hook_vk_mm_khr(ktorch_context *ctx); /* matmul_nt on VK_KHR_cooperative_matrix on device 0 now (coopmat_ext as set): 1 f16, 2 bf16 (bits) */
int hook_vk_tiled_shapes(void);  /* the register-tiled flash shapes (flash_kernel takes one more: the general kernel) */
int hook_vk_tiled_fits(ktorch_context *ctx, int shape, int d); /* whether tiled shape shape runs head dim d on the device */

/* backend be's table (raw device memory) */
const ktorch_backend_impl *hook_backend(ktorch_context *ctx, ktorch_backend be);
/* The CUDA-dialect engine (CUDA or HIP) behind be; NULL on Vulkan. */
typedef struct ktorch__cu_state gpu_engine;
gpu_engine *hook_engine(ktorch_context *ctx, ktorch_backend be);
/* On engine e's device 0: */
int gpu_engine_sm90(const gpu_engine *e);
int gpu_engine_tensor_maps(const gpu_engine *e);        /* the driver encodes tensor maps */
void gpu_engine_hide_tensor_maps(gpu_engine *e, int on); /* as on a driver without them */
void gpu_engine_attn_bwd(gpu_engine *e, int atomic, int tile, int no_wgmma); /* ktorch_cuda_desc.attn_bwd_atomic, attn_bwd_tile, attn_bwd_no_wgmma */
void gpu_engine_attn_bwd_ring(gpu_engine *e, int ring); /* ktorch_cuda_desc.attn_bwd_ring */
/* the attention kernel (kind, head dim, dtype, mask) was loaded on device 0, so ran (any spec of the key: HIP may take a fallback) */
int gpu_engine_ran(const gpu_engine *e, int kind, int d, int dtype, int mask);
void gpu_engine_pair_always(gpu_engine *e, int on); /* pair row blocks in the bulk-copy kernel */
void gpu_engine_attn_no_wgmma(gpu_engine *e, int on); /* ktorch_cuda_desc.attn_no_wgmma */
/* the desc's switches, turned between calls */
void gpu_engine_no_cublaslt(gpu_engine *e, int on);
void gpu_engine_gemm_no_wgmma(gpu_engine *e, int on);
void gpu_engine_qmatmul_no_gemv(gpu_engine *e, int on);
void gpu_engine_gemv_shape(gpu_engine *e, int shape); /* desc.gemv_shape */
void gpu_engine_f32_gemv(gpu_engine *e, int mode); /* f32 x f32 at M <= 16: 0 the f32 GEMV, 1-5 its shape 0-4, -1 not the GEMV */
void gpu_engine_paged_kernel(gpu_engine *e, int kernel); /* desc.paged_kernel */
void gpu_engine_qmatmul_dq_rows(gpu_engine *e, int rows);     /* desc.qmatmul_dq_rows */
void gpu_engine_qmatmul_chunk_rows(gpu_engine *e, int rows);  /* desc.qmatmul_chunk_rows */
int gpu_engine_gemm_chunks(const gpu_engine *e); /* chunks of W the last ktorch_qmatmul dequantized (0: a quantized kernel ran) */
/* the last matrix product's path (1 cuBLASLt, 2 mma.sync, 3 wgmma, 4 GEMV, 5 f32 GEMV)
   and K splits; 0 before the first */
int gpu_engine_gemm_path(const gpu_engine *e);
int gpu_engine_gemm_splits(const gpu_engine *e);

/* The engine's host side, which needs no device (tests/test_cuda_loader.c,
   tests/test_hip_loader.c). */
#define HOOK_CU_PATH 512 /* bytes of a desc's path the engine keeps, NUL included */
struct ktorch_cuda_desc;
/* what e kept of its desc: the int fields, cache_dir and libcublaslt_path
   (e's copies, "" where none was given) and device_count (devices in use);
   the other pointers NULL */
void gpu_engine_desc(const gpu_engine *e, struct ktorch_cuda_desc *d);
int gpu_engine_ordinal(const gpu_engine *e, int i); /* the driver's ordinal of e's device i */
/* cuBLASLt looked up for device 0 as a matrix product does: 1 a handle, 0
   looked for and not found, -1 not looked for, -2 loaded but no handle */
int gpu_engine_cublaslt(gpu_engine *e);
/* x as a kernel receives a double: three floats, summed back (KTORCH__CU_F3_DOUBLE) */
double hook_cu_f3(double x);
/* The CUDA engine's plan for the layout of q (its data unused), with the
   arrays at the addresses given: dequantizing codes at data into out, or
   block quantizing x of dtype xdt into codes at data (direct: FP4/FP6 codes
   packed in place, every block starting on a byte, as ktorch_quantize
   decides; else staged and packed afterwards). */
enum { HOOK_CUQ_OTHER, HOOK_CUQ_DQ, HOOK_CUQ_DQ_TILE, HOOK_CUQ_DQ_GGML, HOOK_CUQ_BLOCK, HOOK_CUQ_BLOCK_BF16 };
typedef struct hook_cu_qplan {
    int fast;   /* dequantize: the 16-element chunk path; quantize: the lean path */
    int kernel; /* HOOK_CUQ_* */
    /* dequantize's chunk path: the scale of element e from its chunk's first
       element c, (sshift >= 0 ? c >> sshift : c / sdiv) % smod (smod 0: none) */
    int64_t sshift, sdiv, smod;
    int64_t lanes; /* quantize: lanes a block of the lane-group kernel, 0 a thread a block */
} hook_cu_qplan;
void hook_cu_dq_plan(const ktorch_qtensor *q, uint64_t data, uint64_t out, hook_cu_qplan *p);
void hook_cu_q_block_plan(const ktorch_qtensor *q, ktorch_dtype xdt, uint64_t x, uint64_t data, int direct, hook_cu_qplan *p);
/* The two vendors of the engine (hip 0: CUDA, 1: HIP), without a device. */
/* entry i of the driver's (table 0) or the compiler's (1) symbol table: its
   names in the CUDA and the HIP column (NULL: none there); 0 past the last */
int hook_gpu_symbol(int table, int i, const char **cuda, const char **hip);
int hook_gpu_lanes(void); /* threads of the host's lane group */
/* the source a vendor's compiler gets for a spec holds text: 1 yes, 0 no, -1 no source */
int hook_gpu_source_has(int spec, int hip, const char *text);
/* kernel spec i: its key (kind, head dim, dtype, mask) and dynamic shared
   memory as its launch sizes it (either pointer NULL: not wanted); 0 past the last */
int hook_gpu_spec(int i, int key[4], uint64_t *smem);
int hook_gpu_find_spec(int kind, int d, int dtype, int mask); /* the table's first spec of a key, -1 none */
/* the spec a device of the vendor with smem_optin bytes of shared memory a block runs for a key */
int hook_gpu_pick_spec(int hip, int smem_optin, int kind, int d, int dtype, int mask);
enum { HOOK_ATTR_SM_COUNT, HOOK_ATTR_L2_BYTES, HOOK_ATTR_CC_MAJOR, HOOK_ATTR_CC_MINOR, HOOK_ATTR_SMEM, HOOK_ATTR_WARP };
int hook_gpu_attr(int hip, int which); /* the vendor's id of a device attribute; -1 which unknown */
/* a vendor's kernel cache, empty: its export (copied to buf where it fits
   cap; *size the blob's bytes) and an import into it */
ktorch_status hook_gpu_cache_export(int hip, void *buf, size_t cap, size_t *size);
ktorch_status hook_gpu_cache_import(int hip, const void *blob, size_t size);
/* hipDeviceProp_t as the HIP engine reads it: where gcnArchName lies in ROCm
   5's and 6's layouts, the bytes read, the most of the name looked at */
enum { HOOK_HIP_ARCH_AT_R0000, HOOK_HIP_ARCH_AT_R0600, HOOK_HIP_PROPS_BYTES, HOOK_HIP_ARCH_BYTES };
size_t hook_hip_props(int which);
/* device 0's architecture from a HIP runtime (libhip: dlopen's handle) for
   a device of compute capability cc_major.0: *amd, *sm90, arch (cap bytes) */
ktorch_status hook_hip_arch(void *libhip, int cc_major, int *amd, int *sm90, char *arch, size_t cap);

#ifdef KTORCH_IMPLEMENTATION
typedef char hooks_attn_bc_match[HOOK_ATTN_BC == KTORCH__ATTN_BC ? 1 : -1];
HOOK_CPU_API int hook_attn_softcap(ktorch_context *ctx, float *st, int nk) {
    ktorch__attn_kernels kn;
    ktorch__attn_xf x;
    int32_t lo[KTORCH__ATTN_BC], hi[KTORCH__ATTN_BC];
    int j;
    ktorch__attn_select(ctx->isa, &kn);
    if (!st || nk < 1 || nk > KTORCH__ATTN_BC) return kn.br;
    for (j = 0; j < KTORCH__ATTN_BC; j++) lo[j] = 0, hi[j] = kn.br;
    memset(&x, 0, sizeof x);
    x.br = kn.br, x.tr = 1, x.lo = lo, x.hi = hi, x.sabs = 1, x.cap = 1;
    kn.xform(st, nk, &x);
    return kn.br;
}
HOOK_CPU_API int hook_cpu_bf16_path(ktorch_context *ctx) {
#if defined(KTORCH__X86)
    return ctx->amx ? 2 : (ctx->cpu_features & KTORCH__CPU_AVX512_BF16) && ctx->isa == KTORCH__ISA_AVX512 ? 1 : 0;
#else
    (void)ctx;
    return -1;
#endif
}
#endif

#if defined(KTEST_H) && defined(KTORCH_CUDA_H) && defined(KTORCH_HIP_H) && defined(KTORCH_VULKAN_H)
/* the GPU backend under test (KTORCH_TEST_BACKEND) */
static inline const ktorch_backend_impl *ktest_gpu_impl(ktorch_context *ctx) { return hook_backend(ctx, ktest_gpu_kind); }
static inline gpu_engine *ktest_gpu_engine(ktorch_context *ctx) { return hook_engine(ctx, ktest_gpu_kind); }
#endif
#endif
