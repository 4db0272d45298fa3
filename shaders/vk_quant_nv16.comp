#version 450
/* nvfp4 of bf16 x (rows of whole blocks of 16, 16-byte aligned): a lane
   owns 8 consecutive elements, 2 neighbouring lanes of a subgroup a block;
   a workgroup takes rounds of UNITS groups of 8 elements a lane (all loaded
   before the first is encoded), a grid's width of rounds apart. Once a
   workgroup: the tensor scale s_t, 6 s_t and its reciprocal, and a table of
   each scale code's divisor d = E4M3(code) * s_t with 1 / d correctly
   rounded (kq_mul, kq_recip: vk_quant_lanes.comp forms them a lane). An
   element's code is that of x * (1 / d) where no E2M1 rounding boundary
   lies within 4 ulp of it (kq_fp4_quotient1), its magnitude one lookup by
   the product's bits above the low 21 (each boundary has them clear), and
   the block's scale code E4M3(amax / (6 s_t)) rounded by integer steps,
   neither through the conversion unit; the other elements,
   and blocks of zeros or with NaN/Inf, take the exact code of
   vk_quant_lanes.comp after the lane's units, x read again, in a loop that
   is not unrolled: one copy of that code. */
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int UNITS = 2;
layout(constant_id = 2) const int PROBE = 0; /* 1: loads and stores only (a probe of the access pattern; wrong codes) */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

shared uint tab_m[128], tab_r[128], kts[3], tab_c[20]; /* tab_c: the E2M1 magnitude code of each 2^21 step of f32 bits from 0.25 (below: 0) to 6 (above: 7) */

/* the saturating E4M3 code of a finite a >= 0 (f32 bits), RNE, as
   kq_f32_to_fp8(a, true, true) gives it (checked for every such a), by
   integer steps instead of the conversion unit: the significand rounded at
   the code's last bit, the exponent field above it (a carry moves into it) */
uint e4m3_int(uint a) {
    uint e = a >> 23, sig = (a & 0x7FFFFFu) | (e != 0u ? 0x800000u : 0u);
    uint sh = min(20u + uint(max(121 - int(e), 0)), 31u);
    uint q = (sig + (1u << (sh - 1u)) - 1u + ((sig >> sh) & 1u)) >> sh;
    return min(((max(e, 121u) - 121u) << 3) + q, 0x7Eu);
}
/* kq_e4m3_quotient with e4m3_int */
uint e4m3_quot(uint a, uint b, uint r) {
    if (a >= 0x00800000u && ((r >> 23) & 0xFFu) - 1u < 253u && ((b >> 23) & 0xFFu) - 1u < 252u) {
        precise float qf = uintBitsToFloat(a) * uintBitsToFloat(r);
        uint q = floatBitsToUint(qf);
        if (q >= 0x00800004u && q < 0x7F7FFFFCu) {
            uint lo = e4m3_int(q - 4u);
            if (lo == e4m3_int(q + 4u)) return lo;
        }
    }
    return kq_f32_to_fp8(kq_div(a, b), true, true);
}

void main() {
    uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint ts = floatBitsToUint(pc.ts);
    if (lid == 0u) { /* the tensor's s_t, 6 s_t and its reciprocal */
        if (pc.mode != 0u) { /* s_t = amax(|x|) / (448 * 6); +0 for a tensor of zeros */
            KqU32 work = KqU32(pc.work);
            ts = kq_div(max(work.v[2], work.v[3]), floatBitsToUint(2688.0));
        }
        uint d6 = kq_mul(floatBitsToUint(6.0), ts);
        kts[0] = ts;
        kts[1] = d6;
        kts[2] = (d6 & 0x7FFFFFFFu) != 0u ? kq_recip(d6) : 0u;
    }
    barrier();
    ts = kts[0];
    uint d6 = kts[1], r6 = kts[2];
    if (lid < 20u) { /* steps from 0x3E600000 (0.21875): [0.21875, 0.25) 0, then the code of each step's inner values */
        uint b = (0x1F3u + lid) << 21;
        tab_c[lid] = uint(b >= 0x3E800000u) + uint(b >= 0x3F400000u) + uint(b >= 0x3FA00000u) + uint(b >= 0x3FE00000u) + uint(b >= 0x40200000u) +
                     uint(b >= 0x40600000u) + uint(b >= 0x40A00000u);
    }
    for (uint e = lid; e < 128u; e += WG) {
        uint m = kq_mul(kt_e4m3_bits(e), ts);
        tab_m[e] = m;
        tab_r[e] = (m & 0x80000000u) == 0u && m != 0u ? kq_recip(m) : 0u;
    }
    barrier();
    bool tsok = ts != 0u && (ts >> 31) == 0u;
    uint64_t n = uint64_t(pc.n), nwg = uint64_t(gl_NumWorkGroups.x) * uint64_t(gl_NumWorkGroups.y), nblk = uint64_t(pc.K) >> 4;
    uint64_t per = uint64_t(WG) * uint64_t(8 * UNITS);
    bool lead = (lid & 1u) == 0u;
    for (uint64_t rd = uint64_t(kq_wg_linear()); rd * per < n; rd += nwg) {
        uvec4 w[UNITS];
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 < n) w[u] = KqV4(pc.x + e0 * 2ul).v[0];
        }
        uint left = 0u, blocks = 0u, scs = 0u, o[UNITS]; /* elements (8 bits a unit) and blocks left below; the units' scale codes; codes */
        [[unroll]] for (int u = 0; u < UNITS; u++) o[u] = 0u;
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 >= n) break; /* whole blocks: a block's 2 lanes leave together */
            if (PROBE != 0) {
                uint pm = max(w[u].x | w[u].w, subgroupShuffleXor(w[u].x | w[u].w, 1u));
                if (lead) kq_put8(pc.scale, e0 >> 4, pm);
                o[u] = w[u].x ^ w[u].y ^ w[u].z ^ w[u].w;
                continue;
            }
            uint lo = 0u, hi = 0u;
            for (int j = 0; j < 4; j++) {
                lo = max(lo, w[u][j] & 0x7FFFu);
                hi = max(hi, w[u][j] & 0x7FFF0000u);
            }
            uint a16 = max(lo, hi >> 16);
            a16 = max(a16, subgroupShuffleXor(a16, 1u)); /* the block's largest magnitude, NaN/Inf at the top */
            if (a16 == 0u || a16 >= 0x7F80u) { /* zeros (the last one's sign matters) or NaN/Inf: below */
                blocks |= 1u << u;
                continue;
            }
            uint sc = tsok ? e4m3_quot(a16 << 16, d6, r6) : 0u;
            if (lead) kq_put8(pc.scale, e0 >> 4, sc);
            scs |= sc << (8 * u);
            uint m = tab_m[sc], rcp = tab_r[sc];
            if (rcp == 0u) continue; /* d zero: every code 0 */
            bool mok = ((m >> 23) & 0xFFu) - 1u < 252u;
            float rf = uintBitsToFloat(rcp);
            uint c = 0u;
            [[unroll]] for (int j = 0; j < 8; j++) { /* x normal or zero: x * (1 / d) (tiny or huge products code 0 or 7 whatever the device's subnormals) */
                uint xv = (j & 1) != 0 ? w[u][j >> 1] & 0xFFFF0000u : w[u][j >> 1] << 16, ax = xv & 0x7FFFFFFFu;
                precise float qf = uintBitsToFloat(xv) * rf;
                uint q = floatBitsToUint(qf), aq = q & 0x7FFFFFFFu;
                if (mok && ax - 1u >= 0x007FFFFFu && (aq < 0x3E000000u || ((aq + 4u) & 0x1FFFFFu) > 8u))
                    c |= (((q >> 28) & 8u) | tab_c[clamp(int(aq >> 21) - 0x1F3, 0, 19)]) << (4 * j);
                else left |= 1u << (8 * u + j);
            }
            o[u] = c;
        }
        /* blocks left: the scale as vk_quant_lanes.comp forms it (the last element for a block of zeros; NaN/Inf rejects the row) */
        uint bl = blocks;
        while (bl != 0u) {
            uint u = findLSB(bl);
            bl &= bl - 1u;
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 4;
            uint amax = 0u;
            for (uint j = 0u; j < 16u; j++) amax = max(amax, (uint(KqU16(pc.x + (blk * 16ul + uint64_t(j)) * 2ul).v[0]) << 16) & 0x7FFFFFFFu);
            if (amax >= 0x7F800000u && lead) atomicMax(KqU32(pc.work).v[0], ~uint(blk / nblk));
            if (amax == 0u) amax = uint(KqU16(pc.x + (blk * 16ul + 15ul) * 2ul).v[0]) << 16; /* the CPU's running max ends on the last zero */
            uint sc = tsok ? kq_e4m3_quotient(amax, d6, r6) : 0u;
            if (lead) kq_put8(pc.scale, blk, sc);
            scs |= sc << (8u * u);
            left |= 0xFFu << (8u * u);
        }
        while (left != 0u) { /* x[j] read again: the exact code */
            uint b = findLSB(left), u = b >> 3, j = b & 7u;
            left &= left - 1u;
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            uint sc = (scs >> (8u * u)) & 0xFFu, m, rcp;
            if (sc < 0x80u) { /* the table's */
                m = tab_m[sc];
                rcp = tab_r[sc];
            } else { /* E4M3 -0 (a block of zeros whose last is -0): m -0 or NaN, no code but 0 */
                m = kq_mul(kt_e4m3_bits(sc), ts);
                rcp = (m & 0x80000000u) == 0u && m != 0u ? kq_recip(m) : 0u;
            }
            uint xv = uint(KqU16(pc.x + (e0 + uint64_t(j)) * 2ul).v[0]) << 16;
            uint cj = rcp != 0u ? kq_fp4_quotient(xv, m, rcp) : 0u;
            [[unroll]] for (int v = 0; v < UNITS; v++)
                if (uint(v) == u) o[v] = (o[v] & ~(15u << (4u * j))) | (cj << (4u * j));
        }
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 < n) KqU32(pc.codes + (e0 >> 1)).v[0] = o[u];
        }
    }
}
