// Shared by every Vulkan shader (#include "vk_common.glsl" first): the
// extensions, typed views of buffer device addresses, and the dtype
// conversions. Conversions work on the integer bits so that rounding equals
// ktorch.h's host code bit for bit (round to nearest even; NaN and Inf as
// the host encodes them); no float arithmetic touches a value, so no
// driver's denormal or NaN handling can change one.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_buffer_reference2 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int32 : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_shader_16bit_storage : require

// One element at an address (the address must be aligned to the size).
layout(buffer_reference, std430, buffer_reference_align = 1) buffer KtU8 { uint8_t v; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer KtU16 { uint16_t v; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer KtU32 { uint v; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer KtF32 { float v; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer KtU64 { uvec2 v; };

// ---- decoding to f32 bits ------------------------------------------------
uint kt_f16_bits(uint h) {
    uint sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1Fu, m = h & 0x3FFu;
    // subnormal m * 2^-24: float(m) is exact; lower its exponent by 24
    uint sub = m == 0u ? 0u : floatBitsToUint(float(m)) - (24u << 23);
    uint r = e == 0u ? sub : (e == 31u ? (0x7F800000u | (m << 13)) : (((e + 112u) << 23) | (m << 13)));
    return r | sign;
}
uint kt_bf16_bits(uint h) { return h << 16; }
uint kt_e4m3_bits(uint c) {
    uint sign = (c & 0x80u) << 24, e = (c >> 3) & 0xFu, m = c & 7u;
    uint sub = m == 0u ? 0u : floatBitsToUint(float(m)) - (9u << 23);
    uint r = e == 0u ? sub : (((e + 120u) << 23) | (m << 20));
    r = (c & 0x7Fu) == 0x7Fu ? 0x7FC00000u : r;
    return r | sign;
}
uint kt_e5m2_bits(uint c) { return kt_f16_bits(c << 8); }

// ---- encoding from f32 bits (ktorch__f32_round_small and its callers) ------
uint kt_round_small(uint a, int M, int B) {
    int ef = int(a >> 23), emin = 128 - B;
    int below = max(emin - ef, 0);
    int s = min(23 - M + below, 25);
    uint sig = (a & 0x7FFFFFu) | 0x800000u;
    uint q = sig >> uint(s), rem = sig & ((1u << uint(s)) - 1u), half_ = 1u << uint(s - 1);
    q += (rem > half_ || (rem == half_ && (q & 1u) != 0u)) ? 1u : 0u;
    return (uint(max(ef - emin, 0)) << uint(M)) + q;
}
uint kt_to_f16(uint b) {
    uint a = b & 0x7FFFFFFFu, sign = (b >> 16) & 0x8000u;
    uint c = min(kt_round_small(a, 10, 15), 0x7C00u);
    c = a > 0x7F800000u ? 0x7E00u : c;
    c = a == 0x7F800000u ? 0x7C00u : c;
    return c | sign;
}
uint kt_to_bf16(uint b) {
    uint r = (b + 0x7FFFu + ((b >> 16) & 1u)) >> 16;
    return (b & 0x7FFFFFFFu) > 0x7F800000u ? (((b >> 16) & 0x8000u) | 0x7FC0u) : (r & 0xFFFFu);
}
uint kt_to_fp8(uint b, bool saturate, int M, int B, uint maxfin, uint ovf) {
    uint a = b & 0x7FFFFFFFu, sign = (b >> 24) & 0x80u, over = saturate ? maxfin : ovf;
    uint c = kt_round_small(a < 0x7F800000u ? a : 0u, M, B);
    c = c > maxfin ? over : c;
    c = a == 0x7F800000u ? over : c;
    c = a > 0x7F800000u ? 0x7Fu : c;
    return c | sign;
}
uint kt_to_e4m3(uint b, bool saturate) { return kt_to_fp8(b, saturate, 3, 7, 0x7Eu, 0x7Fu); }
uint kt_to_e5m2(uint b, bool saturate) { return kt_to_fp8(b, saturate, 2, 15, 0x7Bu, 0x7Cu); }

// ---- an element of a float dtype (ktorch_dtype codes 0..4) as f32 bits -----
uint kt_load_bits(uint64_t addr, uint dt) {
    if (dt == 0u) return KtU32(addr).v;
    if (dt == 1u) return kt_f16_bits(uint(KtU16(addr).v));
    if (dt == 2u) return kt_bf16_bits(uint(KtU16(addr).v));
    if (dt == 3u) return kt_e4m3_bits(uint(KtU8(addr).v));
    return kt_e5m2_bits(uint(KtU8(addr).v));
}
void kt_store_bits(uint64_t addr, uint dt, uint bits, bool saturate) {
    if (dt == 0u) KtU32(addr).v = bits;
    else if (dt == 1u) KtU16(addr).v = uint16_t(kt_to_f16(bits));
    else if (dt == 2u) KtU16(addr).v = uint16_t(kt_to_bf16(bits));
    else if (dt == 3u) KtU8(addr).v = uint8_t(kt_to_e4m3(bits, saturate));
    else KtU8(addr).v = uint8_t(kt_to_e5m2(bits, saturate));
}
uint kt_dtype_size(uint dt) { return dt == 0u ? 4u : dt <= 2u ? 2u : 1u; }
float kt_load_f32(uint64_t addr, uint dt) { return uintBitsToFloat(kt_load_bits(addr, dt)); }
void kt_store_f32(uint64_t addr, uint dt, float v) { kt_store_bits(addr, dt, floatBitsToUint(v), false); }
