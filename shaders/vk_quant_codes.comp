#version 450
/* Codes of int8 / int8_asym / fp8 with per-tensor or per-channel scales: the
   multipliers and zero points come from vk_quant_params. A lane owns 8
   consecutive elements of the flattened tensor; VEC (rows of whole 8s,
   16-byte aligned x, 8-byte aligned codes) reads them with 16-byte loads
   and writes the 8 codes at once, otherwise element by element. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int XDT = 0;  /* f32 0, f16 1, bf16 2 */
layout(constant_id = 4) const int GRAN = 0; /* 0 tensor, 1 channel, 2 channel on the last axis */
layout(constant_id = 5) const bool VEC = false;
/* REV: workgroups in reverse order (the last elements first): after the statistics pass, whose last round read the
   end of x, the first workgroups find their x in L2 */
layout(constant_id = 6) const bool REV = false;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

uint code(uint64_t si, uint x) { return kq_scaled_code(KIND, ELEM, x, KqU32(pc.mul).v[uint(si)], KIND == KQ_ASYM ? kq_get8(pc.zp, si) : 0u); }

void main() {
    uint wl = REV ? gl_NumWorkGroups.x * gl_NumWorkGroups.y - 1u - kq_wg_linear() : kq_wg_linear();
    uint64_t g = uint64_t(wl) * gl_WorkGroupSize.x + gl_LocalInvocationID.x, e0 = g * 8ul, n = uint64_t(pc.n), K = uint64_t(pc.K);
    if (e0 >= n) return;
    if (!VEC) {
        for (uint64_t e = e0; e < e0 + 8ul && e < n; e++) {
            uint64_t si = GRAN == 0 ? 0ul : GRAN == 1 ? (e / (K * uint64_t(pc.inner))) % uint64_t(pc.nch) : e % K;
            kq_put8(pc.codes, e, code(si, kq_load(XDT, pc.x, e)));
        }
        return;
    }
    uint x[8], c[8];
    kq_load8(XDT, pc.x, e0, x);
    uint64_t si = GRAN == 0 ? 0ul : GRAN == 1 ? (e0 / (K * uint64_t(pc.inner))) % uint64_t(pc.nch) : e0 % K;
    uint m = KqU32(pc.mul).v[uint(si)], zp = KIND == KQ_ASYM ? kq_get8(pc.zp, si) : 0u;
    for (int j = 0; j < 8; j++) {
        if (GRAN == 2 && j > 0) {
            m = KqU32(pc.mul).v[uint(si) + uint(j)];
            if (KIND == KQ_ASYM) zp = kq_get8(pc.zp, si + uint64_t(j));
        }
        c[j] = kq_scaled_code(KIND, ELEM, x[j], m, zp);
    }
    KtU64(pc.codes + e0).v = uvec2(c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24), c[4] | (c[5] << 8) | (c[6] << 16) | (c[7] << 24));
}
