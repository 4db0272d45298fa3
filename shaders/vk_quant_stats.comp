#version 450
/* Statistics of x for per-tensor / per-channel scales and nvfp4's tensor
   scale: per scale the largest positive and largest negative magnitude over
   the finite values (f32 bits; atomic max of integers is exact and does not
   depend on the order), and the first row holding NaN/Inf. A workgroup
   covers WG * 8 elements of each of RPW consecutive rows (per-tensor
   scales: fewer workgroups and fewer atomics on the one scale), a lane 8
   consecutive ones a row (VEC: rows of whole 8s and 16-byte aligned x,
   read with 16-byte loads). */
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const bool VEC = false;
layout(constant_id = 2) const int XDT = 0;  /* f32 0, f16 1, bf16 2 */
layout(constant_id = 3) const int GRAN = 0; /* 0 tensor, 1 channel, 2 channel on the last axis */
layout(constant_id = 4) const uint RPW = 1; /* rows a workgroup (GRAN 0 only) */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

shared uint s_pos, s_neg;

/* work: [0] ~first bad row (0 = none), [1] unused, then (pos, neg) per scale */
void main() {
    uint tid = gl_LocalInvocationID.x;
    const uint rpw = GRAN == 0 ? RPW : 1u;
    uint64_t r0 = (uint64_t(gl_WorkGroupID.y) + uint64_t(gl_WorkGroupID.z) * gl_NumWorkGroups.y) * rpw, r = r0;
    uint K = uint(pc.K), k0 = (gl_WorkGroupID.x * gl_WorkGroupSize.x + tid) * 8u;
    if (r0 * uint64_t(K) >= uint64_t(pc.n)) return; /* the grid's last rows */
    uint pos = 0u, neg = 0u, x[8];
    uint bad = 0u; /* ~ the first row with NaN/Inf, 0 none */
    KqU32 work = KqU32(pc.work);
    uint si = GRAN == 1 ? uint((r / uint64_t(pc.inner)) % uint64_t(pc.nch)) : 0u;
    if (tid == 0u) {
        s_pos = 0u;
        s_neg = 0u;
    }
    barrier();
    for (uint i = 0u; i < rpw; i++) {
        const uint64_t row = (r0 + i) * uint64_t(K);
        if (row >= uint64_t(pc.n)) break;
        if (VEC && k0 < K) kq_load8(XDT, pc.x, row + k0, x);
        else
            for (uint j = 0u; j < 8u; j++) x[j] = k0 + j < K ? kq_load(XDT, pc.x, row + k0 + j) : 0u;
        for (uint j = 0u; j < 8u; j++) {
            uint b = x[j], k = k0 + j;
            if (k >= K) break;
            if (!kq_finite(b)) {
                bad = max(bad, ~uint(r0 + i));
                continue;
            }
            if (GRAN == 2) {
                if ((b >> 31) != 0u) atomicMax(work.v[3u + 2u * k], b & 0x7FFFFFFFu);
                else if (b != 0u) atomicMax(work.v[2u + 2u * k], b);
            } else if ((b >> 31) != 0u) neg = max(neg, b & 0x7FFFFFFFu);
            else pos = max(pos, b);
        }
    }
    if (bad != 0u) atomicMax(work.v[0], bad);
    if (GRAN != 2) {
        /* the subgroup's maxima through shuffles (the size read from the device), then one shared atomic a subgroup */
        for (uint s = 1u; s < gl_SubgroupSize; s <<= 1) {
            pos = max(pos, subgroupShuffleXor(pos, s));
            neg = max(neg, subgroupShuffleXor(neg, s));
        }
        if (gl_SubgroupInvocationID == 0u) {
            if (pos != 0u) atomicMax(s_pos, pos);
            if (neg != 0u) atomicMax(s_neg, neg);
        }
        barrier();
        if (tid == 0u) {
            if (s_pos != 0u) atomicMax(work.v[2u + 2u * si], s_pos);
            if (s_neg != 0u) atomicMax(work.v[3u + 2u * si], s_neg);
        }
    }
}
