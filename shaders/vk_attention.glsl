// Element access of the attention shaders (after vk_common.glsl): any input
// dtype read as f32 at an address, outputs written with the host's rounding.
layout(buffer_reference, std430, buffer_reference_align = 8) buffer KtI64 { int64_t v; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer KtI32 { int v; };
layout(buffer_reference, std430, buffer_reference_align = 16) buffer KtV4 { uvec4 v; };

uint kt_attn_esize(uint dt) { return dt <= 2u ? kt_dtype_size(dt) : 1u; }

float kt_attn_load(uint dt, uint64_t addr) {
    if (dt <= 4u) return kt_load_f32(addr, dt);
    const uint c = uint(KtU8(addr).v);
    if (dt == KT_VK_ATTN_I8) return float(int(c) - (c >= 128u ? 256 : 0));
    return c != 0u ? 1.0 : 0.0; // bool / u8 mask
}

// Element t of 16 bytes holding 16 / size elements of dtype dt.
float kt_attn_unpack(uint dt, uvec4 w, uint t) {
    if (dt == 0u) return uintBitsToFloat(w[t]);
    if (dt <= 2u) {
        const uint h = (w[t >> 1] >> ((t & 1u) * 16u)) & 0xFFFFu;
        return uintBitsToFloat(dt == 1u ? kt_f16_bits(h) : kt_bf16_bits(h));
    }
    const uint c = (w[t >> 2] >> ((t & 3u) * 8u)) & 0xFFu;
    if (dt == 3u) return uintBitsToFloat(kt_e4m3_bits(c));
    if (dt == 4u) return uintBitsToFloat(kt_e5m2_bits(c));
    return float(int(c) - (c >= 128u ? 256 : 0)); // i8
}
