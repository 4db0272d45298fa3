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
