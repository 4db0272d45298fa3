// Strided copy with dtype conversion (ktorch_tensor_copy on one device):
// vk_args.h KT_VK_CONVERT_ARGS. Grid-stride over the n elements.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"

layout(local_size_x = 256, local_size_x_id = 0) in; // workgroup size: specialisation constant 0
layout(push_constant, std430) uniform Args { KT_VK_CONVERT_ARGS(KT_VK_FIELD) } p;

uint kind_size(uint k) {
    if (k < 5u) return kt_dtype_size(k);
    if (k < 9u) return 1u << (k - 5u);
    return k == KT_VK_KIND_U16 ? 2u : k == KT_VK_KIND_I32 ? 4u : k == KT_VK_KIND_I64 ? 8u : 1u;
}

int64_t load_int(uint64_t a, uint k) {
    if (k == KT_VK_KIND_I8) return int64_t(int(uint(KtU8(a).v) << 24) >> 24);
    if (k == KT_VK_KIND_U16) return int64_t(uint(KtU16(a).v));
    if (k == KT_VK_KIND_I32) return int64_t(int(KtU32(a).v));
    if (k == KT_VK_KIND_I64) {
        uvec2 w = KtU64(a).v;
        return int64_t((uint64_t(w.y) << 32) | uint64_t(w.x));
    }
    return int64_t(uint(KtU8(a).v)); // u8, bool
}
// ktorch__store_int: saturate to the dtype (bool: nonzero)
void store_int(uint64_t a, uint k, int64_t v) {
    if (k == KT_VK_KIND_BOOL) KtU8(a).v = uint8_t(v != 0 ? 1u : 0u);
    else if (k == KT_VK_KIND_I8) KtU8(a).v = uint8_t(uint(clamp(v, int64_t(-128), int64_t(127))) & 0xFFu);
    else if (k == KT_VK_KIND_U8) KtU8(a).v = uint8_t(uint(clamp(v, int64_t(0), int64_t(255))));
    else if (k == KT_VK_KIND_U16) KtU16(a).v = uint16_t(uint(clamp(v, int64_t(0), int64_t(65535))));
    else if (k == KT_VK_KIND_I32) KtU32(a).v = uint(int(clamp(v, int64_t(-2147483647) - 1, int64_t(2147483647))));
    else KtU64(a).v = uvec2(uint(uint64_t(v) & 0xFFFFFFFFul), uint(uint64_t(v) >> 32));
}
// ktorch__float_to_int on f32 bits: bool is "not zero" (NaN true), NaN 0,
// beyond +-2^63 saturated, else truncated toward zero
int64_t float_to_int(uint b, uint k) {
    uint a = b & 0x7FFFFFFFu;
    bool neg = (b >> 31) != 0u;
    if (k == KT_VK_KIND_BOOL) return a != 0u ? 1 : 0;
    if (a > 0x7F800000u) return 0;
    if (a >= 0x5F000000u) return neg ? int64_t(0x8000000000000000ul) : int64_t(0x7FFFFFFFFFFFFFFFul);
    if (a < 0x3F800000u) return 0; // |x| < 1 (subnormals included)
    return int64_t(uintBitsToFloat(b));
}

void main() {
    uint sk = p.mode & 0xFFu, dk = (p.mode >> 8) & 0xFFu;
    bool sat = ((p.mode >> 16) & 1u) != 0u, whole = ((p.mode >> 17) & 1u) != 0u;
    int64_t ses = int64_t(kind_size(sk)), des = int64_t(kind_size(dk));
    int64_t step = int64_t(gl_NumWorkGroups.x) * int64_t(gl_WorkGroupSize.x);
    for (int64_t i = int64_t(gl_GlobalInvocationID.x); i < p.n; i += step) {
        int64_t i0 = 0, i1 = 0, i2 = 0, i3 = i;
        if (!whole) {
            int64_t t = i;
            i3 = t % p.shape[2];
            t /= p.shape[2];
            i2 = t % p.shape[1];
            t /= p.shape[1];
            i1 = t % p.shape[0];
            i0 = t / p.shape[0];
        }
        uint64_t s = p.src + uint64_t((i0 * p.ss[0] + i1 * p.ss[1] + i2 * p.ss[2] + i3 * p.ss[3]) * ses);
        uint64_t d = p.dst + uint64_t((i0 * p.ds[0] + i1 * p.ds[1] + i2 * p.ds[2] + i3 * p.ds[3]) * des);
        if (sk == KT_VK_KIND_RAW8) KtU8(d).v = KtU8(s).v;
        else if (sk == KT_VK_KIND_RAW16) KtU16(d).v = KtU16(s).v;
        else if (sk == KT_VK_KIND_RAW32) KtU32(d).v = KtU32(s).v;
        else if (sk == KT_VK_KIND_RAW64) KtU64(d).v = KtU64(s).v;
        else if (sk < 5u && dk < 5u) kt_store_bits(d, dk, kt_load_bits(s, sk), sat);
        else if (sk < 5u) store_int(d, dk, float_to_int(kt_load_bits(s, sk), dk));
        else if (dk >= 9u) store_int(d, dk, load_int(s, sk));
        else kt_store_bits(d, dk, floatBitsToUint(float(load_int(s, sk))), sat);
    }
}
