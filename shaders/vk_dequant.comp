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
        uint k = k0 + uint(i) * WG + tid, v;
        if (k >= K) break;
        uint64_t e = row + k;
        if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
            uint64_t si = GRAN == 0 ? 0ul : GRAN == 1 ? uint64_t(rsi) : GRAN == 2 ? uint64_t(k) : r * uint64_t(nblk) + uint64_t(k / G);
            uint s = KqU32(pc.scale + si * 4ul).v[0], c = kq_get8(pc.codes, e);
            if (KIND == KQ_ASYM) v = floatBitsToUint(float(int(c) - int(kq_get8(pc.zp, si))));
            else v = kq_elem_decode(ELEM, c);
            v = kq_mul(v, s);
        } else if (KIND == KQ_MX || KIND == KQ_NVFP4) {
            uint sc = kq_get8(pc.scale, r * uint64_t(nblk) + uint64_t(KIND == KQ_MX ? k >> 5 : k >> 4)), s;
            if (KIND == KQ_NVFP4) s = kq_mul(kt_e4m3_bits(sc), ts);
            else if (sc == 0xFFu) s = KQ_QNAN;
            else s = kq_pow2(int(sc) - (ELEM == KQ_E_I8 ? 133 : 127)); /* mxint8 codes are value * 64 */
            v = kq_mul(kq_elem_decode(ELEM, kq_code_get(ELEM, pc.codes, e)), s);
        } else {
            uint bs = KIND == KQ_Q8_0 ? 34u : 18u, kk = k & 31u;
            uint64_t blk = (r * uint64_t(K / 32u) + uint64_t(k / 32u)) * uint64_t(bs);
            uint d = kt_f16_bits(kq_get8(pc.codes, blk) | (kq_get8(pc.codes, blk + 1ul) << 8)), c;
            if (KIND == KQ_Q8_0) c = floatBitsToUint(float(int(int8_t(kq_get8(pc.codes, blk + 2ul + kk)))));
            else c = floatBitsToUint(float(int(kk < 16u ? kq_get8(pc.codes, blk + 2ul + kk) & 15u : kq_get8(pc.codes, blk + 2ul + kk - 16u) >> 4) - 8));
            v = kq_mul(c, d);
        }
        kq_store(ODT, pc.aux, e, v);
    }
}
