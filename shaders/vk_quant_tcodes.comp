#version 450
/* Codes of int8 / int8_asym / fp8 with one per-tensor scale, of a
   contiguous x of n elements (n a multiple of 8, x 16-byte and the codes
   8-byte aligned), after vk_quant_tstats: each workgroup derives the
   multiplier (and zero point) from work[2], work[3] once
   (kq_scale_params, as vk_quant_params), workgroup 0 also stores the scale
   and zero point and its range check (and the rejected-row word into the
   host's slot, pc.aux); then rounds of UNITS units of 8
   elements a lane (a unit the workgroup's width apart, all loaded before
   the first is coded), a grid's width of rounds apart. An element's code
   takes the hardware product x m where it is the exact one (kq_mul's
   first cases); a unit with any other element (subnormal, NaN / Inf, a
   subnormal product, m not normal) is coded after the lane's other units
   by the exact code, x read again, in a loop the compiler does not unroll
   (one copy of that code in the pipeline). */
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int XDT = 0;   /* f32 0, f16 1, bf16 2 */
layout(constant_id = 4) const int UNITS = 2; /* units of 8 elements a lane a round */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

shared uint s_m, s_zp;

void main() {
    const uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    if (lid == 0u) {
        KqU32 work = KqU32(pc.work);
        uint s, m, zp;
        kq_scale_params(KIND, ELEM, work.v[2], work.v[3], pc.fp8m, pc.margin, s, m, zp);
        s_m = m;
        s_zp = zp;
        if (kq_wg_linear() == 0u) {
            kq_range_check(KIND, s, 0ul, pc.work);
            /* pc.aux: the call's slot of the host's rejected-row words (int8, int8_asym), the key as work[0] holds it */
            if (pc.aux != 0ul) KqU32(pc.aux).v[0] = max(work.v[0], KIND == KQ_ASYM && !kq_finite(s) ? 0x7FFFFFFFu : 0u);
            KqU32(pc.scale).v[0] = s;
            if (KIND == KQ_ASYM) kq_put8(pc.zp, 0ul, zp);
        }
    }
    barrier();
    const uint m = s_m, zp = s_zp;
    const uint64_t n = uint64_t(pc.n), nwg = uint64_t(gl_NumWorkGroups.x) * uint64_t(gl_NumWorkGroups.y), per = uint64_t(WG) * uint64_t(8 * UNITS);
#ifndef KQ_FC
    const bool mok = (m & 0x7F800000u) - 0x00800000u < 0x7F000000u; /* m normal: the hardware products below may be the exact ones */
#endif
    for (uint64_t rd = uint64_t(kq_wg_linear()); rd * per < n; rd += nwg) {
        uint x[UNITS][8];
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = rd * per + uint64_t(uint(u) * WG + lid) * 8ul;
            if (e0 < n) kq_load8(XDT, pc.x, e0, x[u]);
        }
        uint redo = 0u; /* units with an element the hardware product may not give exactly: coded below */
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = rd * per + uint64_t(uint(u) * WG + lid) * 8ul;
            if (e0 >= n) break;
            uint c[8];
            bool ok = true;
            [[unroll]] for (int j = 0; j < 8; j++) {
                /* kq_mul's first cases: the IEEE product of normal operands with a normal (or overflowing) result; zero times normal m */
                precise float r = uintBitsToFloat(x[u][j]) * uintBitsToFloat(m);
                uint y = floatBitsToUint(r);
#ifdef KQ_FC
                ok = ok && (y & 0x7FFFFFFFu) <= 0x7F800000u;
#else
                bool z = (x[u][j] & 0x7FFFFFFFu) == 0u;
                ok = ok && mok && (z || ((x[u][j] & 0x7F800000u) - 0x00800000u < 0x7F000000u && (y & 0x7F800000u) != 0u));
                y = z ? (x[u][j] ^ m) & 0x80000000u : y;
#endif
                if (KIND == KQ_INT8) c[j] = uint(kq_rne_clamp(y, 127)) & 0xFFu;
                else if (KIND == KQ_ASYM) c[j] = uint(clamp(kq_rne_clamp(y, 1 << 20) + int(zp), 0, 255));
                else c[j] = kq_f32_to_fp8(y, ELEM == KQ_E_E4M3, true);
            }
            if (ok)
                KtU64(pc.codes + e0).v = uvec2(c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24), c[4] | (c[5] << 8) | (c[6] << 16) | (c[7] << 24));
            else redo |= 1u << uint(u);
        }
        while (redo != 0u) { /* x read again, each element through the exact code: one copy of it */
            uint u = findLSB(redo);
            redo &= redo - 1u;
            uint64_t e0 = rd * per + uint64_t(u * WG + lid) * 8ul;
            uvec2 w = uvec2(0u);
            [[dont_unroll]] for (uint j = 0u; j < 8u; j++) {
                uint cj = kq_scaled_code(KIND, ELEM, kq_load(XDT, pc.x, e0 + uint64_t(j)), m, zp);
                if (j < 4u) w.x |= cj << (8u * j);
                else w.y |= cj << (8u * j - 32u);
            }
            KtU64(pc.codes + e0).v = w;
        }
    }
}
