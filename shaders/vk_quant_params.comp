#version 450
/* One thread per scale (per tensor / per channel): the scale, multiplier and
   zero point from the statistics, as ktorch__q_params / _fp8_multiplier. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

void main() {
    uint64_t si = uint64_t(kq_wg_linear()) * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
    if (si >= uint64_t(pc.n)) return;
    KqU32 work = KqU32(pc.work);
    uint i = uint(si), pos = work.v[2u + 2u * i], neg = work.v[3u + 2u * i], s, m, zp;
    kq_scale_params(KIND, ELEM, pos, neg, pc.fp8m, pc.margin, s, m, zp);
    kq_range_check(KIND, s, pc.gran == 1u ? si * uint64_t(pc.inner) : 0ul, pc.work); /* a channel off the last axis starts at row c * inner */
    KqU32(pc.scale).v[i] = s;
    KqU32(pc.mul).v[i] = m;
    if (KIND == KQ_ASYM) kq_put8(pc.zp, si, zp);
}
