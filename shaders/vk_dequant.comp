#version 450
/* Dequantization of every format: decode(code) * scale, one f32 product
   rounded as the CPU rounds it, then the output dtype. One workgroup covers
   WG * EPT elements of one row. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int EPT = 8;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

void main() {
    int ODT = int(pc.dt), GRAN = int(pc.gran);
    uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint64_t r = uint64_t(gl_WorkGroupID.y) + uint64_t(gl_WorkGroupID.z) * gl_NumWorkGroups.y;
    uint K = uint(pc.K), k0 = gl_WorkGroupID.x * WG * uint(EPT), G = uint(pc.group), nblk = G != 0u ? (K + G - 1u) / G : 0u;
    uint64_t row = r * uint64_t(K);
    if (row >= uint64_t(pc.n)) return; /* the grid's last rows */
    uint rsi = GRAN == 1 ? uint((r / uint64_t(pc.inner)) % uint64_t(pc.nch)) : 0u;
    uint ts = floatBitsToUint(pc.ts);
    for (int i = 0; i < EPT; i++) {
        uint k = k0 + uint(i) * WG + tid;
        if (k >= K) break;
        kq_store(ODT, pc.aux, row + k, kq_dequant(KIND, ELEM, GRAN, pc.codes, pc.scale, pc.zp, ts, r, k, K, G, nblk, rsi));
    }
}
