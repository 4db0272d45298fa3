#version 450
/* Dequantization of every format: decode(code) * scale, one f32 product
   rounded as the CPU rounds it, then the output dtype. A lane owns 8
   consecutive elements of the flattened tensor. VEC (the host checks K % 8,
   whole blocks or groups per row and 16-byte aligned outputs) reads the
   lane's codes with one or a few wide loads and writes its 8 outputs as
   16-byte stores; otherwise each element goes through kq_dequant and its
   own load and store (odd rows, tails). */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int ODT = 0;  /* f32 0, f16 1, bf16 2 */
layout(constant_id = 4) const int GRAN = 0; /* as kq_dequant */
layout(constant_id = 5) const bool VEC = false;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

/* the lane's 8 codes, element j in byte j of the pair (sub-byte codes
   unpacked); e0 a multiple of 8 and, for the block formats, whole blocks */
void codes8(uint64_t e0, out uint c[8]) {
    if (ELEM == KQ_E_E2M1 && KIND != KQ_Q4_0) {
        uint w = KqU32(pc.codes + (e0 >> 1)).v[0];
        for (int j = 0; j < 8; j++) c[j] = (w >> (4 * j)) & 15u;
    } else if (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2) { /* 6 bytes at 6 e0 / 8, 2-byte aligned */
        KqU16 p = KqU16(pc.codes + (e0 >> 3) * 6ul);
        uint64_t w = uint64_t(p.v[0]) | (uint64_t(p.v[1]) << 16) | (uint64_t(p.v[2]) << 32);
        for (int j = 0; j < 8; j++) c[j] = uint(w >> (6 * j)) & 63u;
    } else if (KIND == KQ_Q8_0 || KIND == KQ_Q4_0) { /* 2-byte aligned inside a block */
        uint64_t blk = e0 >> 5;
        uint i = uint(e0 & 31ul) >> 3; /* the lane's eighth of the block */
        KqU16 p = KqU16(pc.codes + blk * (KIND == KQ_Q8_0 ? 34ul : 18ul) + 2ul + (KIND == KQ_Q8_0 ? 8u * i : 8u * (i & 1u)));
        for (int j = 0; j < 4; j++) {
            uint h = uint(p.v[j]);
            c[2 * j] = h & 0xFFu;
            c[2 * j + 1] = h >> 8;
        }
        if (KIND == KQ_Q4_0)
            for (int j = 0; j < 8; j++) c[j] = i >= 2u ? c[j] >> 4 : c[j] & 15u;
    } else {
        uvec2 w = KtU64(pc.codes + e0).v;
        for (int j = 0; j < 8; j++) c[j] = ((j < 4 ? w.x : w.y) >> (8 * (j & 3))) & 0xFFu;
    }
}

/* kq_mul of an integer-valued d (|d| <= 255) by s: with s normal the
   hardware product is exact-rounded (zero, or at least |s|, or overflow),
   so only s is checked (the same for the lane's elements); with KQ_FC only
   a NaN can come from a non-finite s */
uint kq_mul_int(uint d, uint s) {
    precise float r = uintBitsToFloat(d) * uintBitsToFloat(s);
#ifdef KQ_FC
    return kq_finite(s) ? floatBitsToUint(r) : kq_mul(d, s);
#else
    return (s & 0x7F800000u) - 0x00800000u < 0x7F000000u ? floatBitsToUint(r) : kq_mul(d, s);
#endif
}

uint qscale(uint64_t si) { return KqU32(pc.scale + si * 4ul).v[0]; }

void main() {
    uint64_t g = uint64_t(kq_wg_linear()) * gl_WorkGroupSize.x + gl_LocalInvocationID.x, e0 = g * 8ul, n = uint64_t(pc.n);
    if (e0 >= n) return;
    uint K = uint(pc.K), G = uint(pc.group), nblk = G != 0u ? (K + G - 1u) / G : 0u, ts = floatBitsToUint(pc.ts);
    if (!VEC) {
        uint64_t r = e0 / uint64_t(K);
        uint k = uint(e0 - r * uint64_t(K));
        for (int j = 0; j < 8 && e0 + uint64_t(j) < n; j++) {
            uint rsi = GRAN == 1 ? uint((r / uint64_t(pc.inner)) % uint64_t(pc.nch)) : 0u;
            kq_store(ODT, pc.aux, e0 + uint64_t(j), kq_dequant(KIND, ELEM, GRAN, pc.codes, pc.scale, pc.zp, ts, r, k, K, G, nblk, rsi));
            if (++k == K) {
                k = 0u;
                r++;
            }
        }
        return;
    }
    uint c[8], v[8];
    codes8(e0, c);
    bool clean = false; /* no product of the lane can be NaN (finite scale, no NaN code): the bf16 rounding skips its NaN test */
    if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
        uint64_t si = GRAN == 0 ? 0ul : GRAN == 1 ? (e0 / (uint64_t(K) * uint64_t(pc.inner))) % uint64_t(pc.nch) : GRAN == 2 ? e0 % uint64_t(K) : e0 / uint64_t(G);
        uint s = qscale(si), zp = KIND == KQ_ASYM ? kq_get8(pc.zp, si) : 0u;
        clean = KIND != KQ_FP8 && GRAN != 2 && kq_finite(s);
        for (int j = 0; j < 8; j++) {
            if (GRAN == 2 && j > 0) {
                s = qscale(si + uint64_t(j));
                if (KIND == KQ_ASYM) zp = kq_get8(pc.zp, si + uint64_t(j));
            }
            /* int8_asym: (2^23 + c) - (2^23 + zp), exact */
            uint d = KIND == KQ_ASYM ? floatBitsToUint(uintBitsToFloat(0x4B000000u | c[j]) - uintBitsToFloat(0x4B000000u | zp)) : kq_elem_decode(ELEM, c[j]);
            v[j] = KIND != KQ_FP8 ? kq_mul_int(d, s) : kq_mul(d, s);
        }
    } else if (KIND == KQ_MX || KIND == KQ_NVFP4) {
        uint sc = kq_get8(pc.scale, KIND == KQ_MX ? e0 >> 5 : e0 >> 4), s;
        if (KIND == KQ_NVFP4) s = kq_mul(kt_e4m3_bits(sc), ts);
        else if (sc == 0xFFu) s = KQ_QNAN;
        else s = kq_pow2(int(sc) - (ELEM == KQ_E_I8 ? 133 : 127)); /* mxint8 codes are value * 64 */
        /* fp8 elements have NaN codes; a finite s times a finite code can overflow but not give NaN */
        clean = ELEM != KQ_E_E4M3 && ELEM != KQ_E_E5M2 && kq_finite(s);
        if (ELEM == KQ_E_I8)
            for (int j = 0; j < 8; j++) v[j] = kq_mul_int(kq_elem_decode(ELEM, c[j]), s);
        else if (clean)
            for (int j = 0; j < 8; j++) v[j] = kq_mul_fin(kq_elem_decode(ELEM, c[j]), s);
        else
            for (int j = 0; j < 8; j++) v[j] = kq_mul(kq_elem_decode(ELEM, c[j]), s);
    } else { /* q8_0 / q4_0: the block's f16 d */
        uint d = kt_f16_bits(uint(KqU16(pc.codes + (e0 >> 5) * (KIND == KQ_Q8_0 ? 34ul : 18ul)).v[0]));
        clean = kq_finite(d);
        for (int j = 0; j < 8; j++)
            v[j] = kq_mul_int(floatBitsToUint(KIND == KQ_Q8_0 ? kq_i8f(c[j]) : uintBitsToFloat(0x4B000000u | c[j]) - 8388616.0), d); /* q4_0: c - 8, exact */
    }
    if (ODT == 0) {
        KqV4 o = KqV4(pc.aux + e0 * 4ul);
        o.v[0] = uvec4(v[0], v[1], v[2], v[3]);
        o.v[1] = uvec4(v[4], v[5], v[6], v[7]);
    } else if (ODT == 2) { /* kt_to_bf16 with each result in the upper half, pairs packed */
        uint h[8];
        for (int j = 0; j < 8; j++) h[j] = v[j] + 0x7FFFu + ((v[j] >> 16) & 1u);
        if (!clean)
            for (int j = 0; j < 8; j++) h[j] = kq_isnan(v[j]) ? (v[j] & 0x80000000u) | 0x7FC00000u : h[j];
        KqV4(pc.aux + e0 * 2ul).v[0] = uvec4((h[0] >> 16) | (h[1] & 0xFFFF0000u), (h[2] >> 16) | (h[3] & 0xFFFF0000u), (h[4] >> 16) | (h[5] & 0xFFFF0000u),
                                             (h[6] >> 16) | (h[7] & 0xFFFF0000u));
    } else {
        uint h[8];
        for (int j = 0; j < 8; j++) h[j] = kt_to_f16(v[j]);
        KqV4(pc.aux + e0 * 2ul).v[0] = uvec4(h[0] | (h[1] << 16), h[2] | (h[3] << 16), h[4] | (h[5] << 16), h[6] | (h[7] << 16));
    }
}
