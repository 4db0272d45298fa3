#version 450
/* Statistics of a contiguous x of n elements (n a multiple of 8, x 16-byte
   aligned) for one per-tensor scale: the largest positive and largest
   negative magnitude over the finite values (f32 bits; atomic max of
   integers is exact and does not depend on the order) in work[2] and
   work[3], ~ the first row holding NaN/Inf in work[0] (rows of K
   elements). A workgroup takes rounds (a grid's width apart; one where the
   grid covers x) of UNITS units of 8 elements a lane, a unit the
   workgroup's width apart, all loaded before the first is examined;
   f16 and bf16 elements are compared as their 16-bit magnitudes (ordered as
   their values) and widened once a lane. One atomic a word a workgroup. */
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int XDT = 0;   /* f32 0, f16 1, bf16 2 */
layout(constant_id = 2) const int UNITS = 4; /* units of 8 elements a lane */
/* AMAX (f16 / bf16 x; int8, fp8 and nvfp4 scales, which take max(work[2], work[3])): only the largest magnitude
   (work[2]; work[3] stays 0), two elements a word at a time; a unit whose largest is NaN/Inf goes element by
   element (its finite ones, the row) */
layout(constant_id = 3) const bool AMAX = false;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

shared uint s_pos, s_neg;

/* the magnitude of a positive / negative finite element, else 0; bad |= a non-finite element */
void kq_tstat(uint b, uint signbit, uint inf, inout uint pos, inout uint neg, inout bool bad) {
    uint a = b & (signbit - 1u);
    bool fin = a < inf;
    bad = bad || !fin;
    a = fin ? a : 0u;
    if ((b & signbit) != 0u) neg = max(neg, a);
    else pos = max(pos, a);
}

void main() {
    const uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    const uint64_t n = uint64_t(pc.n);
    if (lid == 0u) {
        s_pos = 0u;
        s_neg = 0u;
    }
    uint pos = 0u, neg = 0u, bad = 0u; /* bad: ~ the first row with NaN/Inf, 0 none */
    const uint signbit = XDT == 0 ? 0x80000000u : 0x8000u, inf = XDT == 0 ? 0x7F800000u : XDT == 1 ? 0x7C00u : 0x7F80u;
    const uint64_t nwg = uint64_t(gl_NumWorkGroups.x) * uint64_t(gl_NumWorkGroups.y), per = uint64_t(WG) * uint64_t(8 * UNITS);
    for (uint64_t base = uint64_t(kq_wg_linear()) * per; base < n; base += nwg * per) {
        uvec4 w[XDT == 0 ? 2 * UNITS : UNITS];
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = base + uint64_t(uint(u) * WG + lid) * 8ul;
            if (XDT == 0) {
                w[2 * u] = e0 < n ? KqV4(pc.x + e0 * 4ul).v[0] : uvec4(0u);
                w[2 * u + 1] = e0 < n ? KqV4(pc.x + e0 * 4ul + 16ul).v[0] : uvec4(0u);
            } else w[u] = e0 < n ? KqV4(pc.x + e0 * 2ul).v[0] : uvec4(0u);
        }
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            bool ub = false;
            if (AMAX && XDT != 0) {
                uint lo = 0u, hi = 0u;
                for (int j = 0; j < 4; j++) {
                    uint m = w[u][j] & 0x7FFF7FFFu;
                    lo = max(lo, m & 0xFFFFu);
                    hi = max(hi, m);
                }
                uint um = max(lo, hi >> 16);
                if (um < inf) {
                    pos = max(pos, um);
                    continue;
                }
                for (int j = 0; j < 4; j++) { /* rare: the finite elements of a unit with NaN/Inf */
                    kq_tstat(w[u][j] & 0x7FFFu, signbit, inf, pos, neg, ub);
                    kq_tstat((w[u][j] >> 16) & 0x7FFFu, signbit, inf, pos, neg, ub);
                }
            } else if (XDT == 0) {
                for (int j = 0; j < 4; j++) {
                    kq_tstat(w[2 * u][j], signbit, inf, pos, neg, ub);
                    kq_tstat(w[2 * u + 1][j], signbit, inf, pos, neg, ub);
                }
            } else {
                for (int j = 0; j < 4; j++) {
                    kq_tstat(w[u][j] & 0xFFFFu, signbit, inf, pos, neg, ub);
                    kq_tstat(w[u][j] >> 16, signbit, inf, pos, neg, ub);
                }
            }
            if (ub) { /* rare: the unit's first non-finite element names the row */
                uint64_t e0 = base + uint64_t(uint(u) * WG + lid) * 8ul;
                uint j = 0u;
                for (; j < 8u; j++) {
                    uint b = XDT == 0 ? w[2 * u + (j >> 2)][j & 3u] : (w[u][j >> 1] >> (16u * (j & 1u))) & 0xFFFFu;
                    if ((b & (signbit - 1u)) >= inf) break;
                }
                bad = max(bad, ~uint((e0 + uint64_t(j)) / uint64_t(pc.K)));
            }
        }
    }
    if (bad != 0u) atomicMax(KqU32(pc.work).v[0], bad);
    if (XDT == 1) {
        pos = kt_f16_bits(pos);
        neg = kt_f16_bits(neg);
    } else if (XDT == 2) {
        pos <<= 16;
        neg <<= 16;
    }
    /* the subgroup's maxima through shuffles (the size read from the device), then one shared atomic a subgroup */
    for (uint s = 1u; s < gl_SubgroupSize; s <<= 1) {
        pos = max(pos, subgroupShuffleXor(pos, s));
        neg = max(neg, subgroupShuffleXor(neg, s));
    }
    barrier();
    if (gl_SubgroupInvocationID == 0u) {
        if (pos != 0u) atomicMax(s_pos, pos);
        if (neg != 0u) atomicMax(s_neg, neg);
    }
    barrier();
    if (lid == 0u) {
        if (s_pos != 0u) atomicMax(KqU32(pc.work).v[2], s_pos);
        if (s_neg != 0u) atomicMax(KqU32(pc.work).v[3], s_neg);
    }
}
