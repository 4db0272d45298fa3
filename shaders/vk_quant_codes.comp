#version 450
/* Codes of int8 / int8_asym / fp8 with per-tensor or per-channel scales: the
   multipliers and zero points come from vk_quant_params. One workgroup
   covers WG * EPT elements of one row. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int EPT = 16;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

void main() {
    int XDT = int(pc.dt), GRAN = int(pc.gran);
    uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint64_t r = uint64_t(gl_WorkGroupID.y) + uint64_t(gl_WorkGroupID.z) * gl_NumWorkGroups.y;
    uint K = uint(pc.K), k0 = gl_WorkGroupID.x * WG * uint(EPT);
    uint64_t row = r * uint64_t(K);
    if (row >= uint64_t(pc.n)) return; /* the grid's last rows */
    uint si = GRAN == 1 ? uint((r / uint64_t(pc.inner)) % uint64_t(pc.nch)) : 0u;
    uint m = KqU32(pc.mul).v[si], zp = KIND == KQ_ASYM ? kq_get8(pc.zp, si) : 0u;
    for (int i = 0; i < EPT; i++) {
        uint k = k0 + uint(i) * WG + tid;
        if (k >= K) break;
        if (GRAN == 2) {
            m = KqU32(pc.mul).v[k];
            if (KIND == KQ_ASYM) zp = kq_get8(pc.zp, k);
        }
        kq_put8(pc.codes, row + k, kq_scaled_code(KIND, ELEM, kq_load(XDT, pc.x, row + k), m, zp));
    }
}
