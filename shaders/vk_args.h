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


/* attention (vk_attention.comp, vk_attention_combine.comp). Element codes of
   the specialisation constants are ktorch_dtype's (f32 0, f16 1, bf16 2,
   fp8_e4m3 3, fp8_e5m2 4, i8 5, u8 6; bool masks use 6). Strides and the
   paged tables live in an aux buffer of i64 (indices KT_VK_AUX_*), the ALiBi
   slopes (f32) after them; flags KT_VK_ATTN_*. Rows are (query head of the
   kv head's group, query); with splits (grid y = heads_kv * splits) `o` and
   `lse` are the f32 partials that attention_combine merges. */
#define KT_VK_ATTN_I8 5u
#define KT_VK_ATTN_U8 6u
#define KT_VK_ATTN_WL 1u
#define KT_VK_ATTN_WR 2u
#define KT_VK_ATTN_ALIBI 4u
#define KT_VK_ATTN_LSE 8u
#define KT_VK_AUX_Q 0         /* q strides b, h, n (elements) */
#define KT_VK_AUX_K 3         /* k strides b, h, n; pages: page, h, slot */
#define KT_VK_AUX_V 6
#define KT_VK_AUX_O 9
#define KT_VK_AUX_MASK 12     /* b, h, i, j */
#define KT_VK_AUX_LSE 16      /* b, h, n */
#define KT_VK_AUX_BT 19       /* block table address, strides b, page */
#define KT_VK_AUX_CTX 22      /* context lengths address, stride */
#define KT_VK_AUX_KSC 24      /* k scales address (0 = none), strides b, h, n (pages: page, h, slot) */
#define KT_VK_AUX_VSC 28
#define KT_VK_AUX_PAGES 32    /* number of pages */
#define KT_VK_AUX_PAGE_SIZE 33
#define KT_VK_AUX_QSC 34      /* q scales address (0 = none), strides b, h, n */
#define KT_VK_AUX_BM 38       /* block-sparse: block mask address, strides b, h, query block, key block (bytes) */
#define KT_VK_AUX_BLOCK 43    /* block-sparse: block_q, block_k */
#define KT_VK_AUX_LIST 45     /* block-sparse: key-tile lists address (vk_sparse_list.comp) */
#define KT_VK_AUX_ALIBI 48    /* f32 slopes from this i64 index on */
#define KT_VK_ATTN_ARGS(F)                                                                                                 \
    F(u64, q) F(u64, k) F(u64, v) F(u64, o) F(u64, mask) F(u64, lse) F(u64, aux) F(i32, heads_kv) F(i32, group) F(i32, nq)  \
    F(i32, nk) F(i32, wl) F(i32, wr) F(f32, scale) F(f32, softcap) F(u32, flags) F(i32, split_len)
/* Block-sparse attention (SPARSE = 1) walks per workgroup a list of key
   tiles (keys [t*BC, t*BC+BC)) that vk_sparse_list.comp writes from the block
   mask with the attention's own push constants and grid: per workgroup
   (b, kv head, row tile), in that order, ceil(nk/BC)+1 u32, the count then
   the tiles in ascending order (for vk_attention_coop.comp and vk_attention_tiled.comp with SPARSE = 1,
   bit 31 set on tiles under which every block of the workgroup's rows is
   set). */
#define KT_VK_COMBINE_ARGS(F)                                                                                              \
    F(u64, part_o) F(u64, part_lse) F(u64, o) F(u64, lse) F(u64, aux) F(i32, heads_kv) F(i32, group) F(i32, nq) F(u32, nsplit) \
    F(u32, flags)

/* block_mask_topk (vk_topk.comp, STAGE 0 pool, 1 score, 2 select): work
   holds f64 mean-pooled q blocks [B, Hq, qb, d], k blocks [B, Hk, kb, d]
   and scores [B, Hq, qb, kb]; aux (i64) the element strides of q and k
   (b, h, n, e) and of the mask (b, h, query block, key block), then the
   density's f64 bits. dt: q and k's dtype (f32 0, f16 1, bf16 2). */
#define KT_VK_TOPK_Q 0
#define KT_VK_TOPK_K 4
#define KT_VK_TOPK_M 8
#define KT_VK_TOPK_DENSITY 12
#define KT_VK_TOPK_COUNT 13
#define KT_VK_TOPK_ARGS(F)                                                                                                 \
    F(u64, q) F(u64, k) F(u64, mask) F(u64, work) F(u64, aux) F(i32, b) F(i32, hq) F(i32, hk) F(i32, nq) F(i32, nk) F(i32, d) \
    F(i32, qb) F(i32, kb) F(i32, bq) F(i32, bk) F(u32, dt) F(u32, causal)

/* kv_cache_append (vk_kv_append.comp): grid (T, Hk, B), mode 0 (check) then
   1 (write) when float tokens are quantized. dtypes = k page code
   | k_new code << 4 | v page code << 8 | v_new code << 12 (element codes as
   for attention). aux (i64): per side (K at 0, V at 16) the new tokens'
   strides b, h, t, e; the pages' strides page, h, slot, e; the page scales'
   address (0 = float pages) and strides page, h, slot; the new scales'
   address and strides b, h, t; then the packed tables and sizes. */
#define KT_VK_KVA_K 0
#define KT_VK_KVA_V 16
#define KT_VK_KVA_BT 32       /* block table address, its row length */
#define KT_VK_KVA_CTX 34      /* context lengths address */
#define KT_VK_KVA_PAGES 35
#define KT_VK_KVA_PAGE_SIZE 36
#define KT_VK_KVA_FLAG 37     /* mode 0: ~(side << 31 | flat index) of the first non-finite element bound for quantized pages (0: none) */
#define KT_VK_KVA_COUNT 38
#define KT_VK_KV_APPEND_ARGS(F)                                                                                            \
    F(u64, k_pages) F(u64, v_pages) F(u64, k_new) F(u64, v_new) F(u64, aux) F(i32, d) F(i32, dv) F(u32, dtypes) F(u32, mode)
/* quantization (vk_quant_stats, _params, _codes, _block, _pack, vk_dequant):
   x the input, codes the data tensor, scale / zp its scales and zero points,
   work u32 words (~ the first bad row, an unused word, then
   the largest positive and negative magnitude per scale), mul per-scale
   multipliers, aux dequantize's output or one code per byte for _pack; n
   what a module runs over, K the last dim, inner / nch the per-channel
   geometry, group the elements per scale along K, ts nvfp4's tensor scale,
   fp8m delayed scaling's multiplier (0: current scaling with margin), mode
   MX: the noclip scale mode, nvfp4: ts follows from the statistics in work,
   packed whether sub-byte blocks start on a byte, dt the float dtype of x or
   of dequantize's output (f32 0, f16 1, bf16 2), gran the scale layout
   (0 tensor, 1 channel, 2 channel on the last axis, 3 group). */
#define KT_VK_QUANT_ARGS(F)                                                                                                \
    F(u64, x) F(u64, codes) F(u64, scale) F(u64, zp) F(u64, work) F(u64, mul) F(u64, aux) F(i64, n) F(i64, K) F(i64, inner) \
    F(i64, nch) F(i64, group) F(f32, ts) F(f32, fp8m) F(i32, margin) F(u32, mode) F(u32, packed) F(u32, dt) F(u32, gran)

/* matrix products (vk_matmul_gemv.comp, vk_matmul_tiled.comp): y[M,N] =
   x[M,K] w[N,K]^T. x a float tensor or w8a8's codes, w dense (element
   strides ws) or a qtensor's codes with its scales wsc / zero points wzp
   (gran as for quantization, group G, ts nvfp4's tensor scale), xsc w8a8's
   x scales; strides in elements; flags KT_VK_MM_*; dts = the code of y (f32
   0, f16 1, bf16 2, i32 KT_VK_MM_YI32) | the code of x << 8 (ktorch_dtype's:
   f32 0, f16 1, bf16 2, e4m3 3, e5m2 4, i8 5). */
#define KT_VK_MM_VEC 1u   /* K % 8 == 0, w's rows 16-byte (dense), 8-byte (byte codes, one scale per row) or 4-byte (mxfp4) aligned, or q8_0 / q4_0 with K % 32 == 0: wide loads */
#define KT_VK_MM_XROW 2u  /* w8a8: one x scale per row of x */
#define KT_VK_MM_WROW 4u  /* w8a8: one w scale per row of w */
#define KT_VK_MM_XVEC 8u  /* x rows contiguous, f32 16-byte or f16 / bf16 8-byte aligned: 4 elements a load (vk_matmul_gemv_q) */
#define KT_VK_MM_YI32 7u
#define KT_VK_MM_ARGS(F)                                                                                                   \
    F(u64, x) F(u64, w) F(u64, wsc) F(u64, wzp) F(u64, xsc) F(u64, y) F(i64_2, xs) F(i64_2, ws) F(i64_2, ys) F(u32, M) F(u32, N) \
    F(u32, K) F(u32, G) F(u32, gran) F(u32, flags) F(u32, dts) F(f32, ts)

#endif
