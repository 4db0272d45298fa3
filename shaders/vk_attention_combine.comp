#version 450
/* Merges the split-KV partials of vk_attention.comp: one workgroup per row
   (query head of the group, query) of one (batch, kv head); the splits are
   weighted by exp(lse_s - max lse) in index order, so the result does not
   depend on scheduling. Splits that saw no key have LSE -inf and weight 0;
   a row no split saw outputs 0 and LSE -inf. */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 2) const uint DV = 64;
layout(constant_id = 9) const uint ODT = 0;

layout(push_constant, std430) uniform Args { KT_VK_COMBINE_ARGS(KT_VK_FIELD) } pc;

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

void main() {
    const uint rho = gl_WorkGroupID.x, hk = gl_WorkGroupID.y, b = gl_WorkGroupID.z;
    const uint rows = uint(pc.group * pc.nq), ns = pc.nsplit;
    const uint hq = hk * uint(pc.group) + rho / uint(pc.nq), qi = rho % uint(pc.nq);
    const uint64_t p0 = (uint64_t(b * uint(pc.heads_kv) + hk) * ns) * rows + rho; /* split s at p0 + s * rows */
    float mx = -1.0 / 0.0;
    bool nan_part = false; /* a split with NaN scores: NaN output and LSE */
    for (uint s = 0; s < ns; s++) {
        const float ls = KtF32(pc.part_lse + (p0 + uint64_t(s) * rows) * 4).v;
        nan_part = nan_part || isnan(ls);
        mx = max(mx, ls);
    }
    float den = 0.0;
    if (nan_part) den = uintBitsToFloat(0x7fc00000u);
    else if (mx != -1.0 / 0.0)
        for (uint s = 0; s < ns; s++) den += exp(KtF32(pc.part_lse + (p0 + uint64_t(s) * rows) * 4).v - mx);
    const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hq) + aux(KT_VK_AUX_O + 2) * int64_t(qi)) * kt_attn_esize(ODT);
    for (uint e = gl_LocalInvocationID.x; e < DV; e += gl_WorkGroupSize.x) {
        float acc = 0.0;
        if (nan_part) acc = den;
        else if (den > 0.0) {
            for (uint s = 0; s < ns; s++) {
                const uint64_t p = p0 + uint64_t(s) * rows;
                const float w = exp(KtF32(pc.part_lse + p * 4).v - mx);
                acc += w * KtF32(pc.part_o + (p * DV + e) * 4).v;
            }
            acc /= den;
        }
        kt_store_f32(orow + e * kt_attn_esize(ODT), ODT, acc);
    }
    if (gl_LocalInvocationID.x == 0 && (pc.flags & KT_VK_ATTN_LSE) != 0)
        KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(hq) + aux(KT_VK_AUX_LSE + 2) * int64_t(qi)) * 4).v =
            nan_part ? den : den > 0.0 ? mx + log(den) : -1.0 / 0.0;
}
