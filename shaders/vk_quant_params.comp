#version 450
/* One thread per scale (per tensor / per channel): the scale, multiplier and
   zero point from the statistics, as ktorch__q_params / _fp8_multiplier;
   for nvfp4 the tensor scale and a table of the block scale codes'
   divisors (below). */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
/* nvfp4 of bf16 x (THR): threads 256 .. 2047 also write each scale code's E2M1 thresholds (below) */
layout(constant_id = 3) const bool THR = false;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

void main() {
    uint64_t si = uint64_t(kq_wg_linear()) * gl_WorkGroupSize.x + gl_LocalInvocationID.x;
    if (si >= uint64_t(pc.n)) return;
    KqU32 work = KqU32(pc.work);
    if (KIND == KQ_NVFP4) {
        /* nvfp4 (one workgroup, thread c for E4M3 scale code c < 256): the
           tensor scale s_t (pc.ts, or amax(|x|) / (448 * 6) from the
           statistics: +0 for a tensor of zeros), 6 s_t and its reciprocal in
           work[4..6], each code's divisor d = e4m3(c) s_t and 1 / d (0 where
           d is not positive) in work[8 + 2c], work[9 + 2c] (an all-zero
           block whose last zero is -0 takes code 0x80) */
        uint c = uint(si) & 255u, ts = pc.mode != 0u ? kq_div(max(work.v[2], work.v[3]), floatBitsToUint(2688.0)) : floatBitsToUint(pc.ts);
        uint d6 = kq_mul(floatBitsToUint(6.0), ts), d = kq_mul(kt_e4m3_bits(c), ts);
        if (THR) {
            /* thread 256 t + c (t = 1 .. 7): the smallest bf16 magnitude v (its
               bits) whose element code, kq_fp4_quotient(v, d), is at least t
               (0x7F80 if no finite one), as halfword t - 1 of work[520 + 4c ..
               523 + 4c]; halfword 7 (thread c): 8 where d > 0 (the codes take
               x's sign), else 0 (every code 0, thresholds 0x7F80). By the
               thresholds a bf16 element's code is the count of those at or
               below its magnitude: exact, the encoding being monotone */
            uint t = uint(si) >> 8, pos = (d & 0x80000000u) == 0u && d != 0u ? 1u : 0u, v = 0x7F80u;
            if (t != 0u && pos != 0u) {
                uint rd = kq_recip(d), lo = 0u, hi = 0x7F80u;
                if ((kq_fp4_quotient(0u, d, rd) & 7u) >= t) hi = 0u;
                while (hi - lo > 1u) { /* code(lo) < t <= code(hi) (hi = 0x7F80: none) */
                    uint mid = (lo + hi) >> 1;
                    if ((kq_fp4_quotient(mid << 16, d, rd) & 7u) >= t) hi = mid;
                    else lo = mid;
                }
                v = hi;
            }
            KqU16(pc.work + 2080ul + 16ul * uint64_t(c) + 2ul * uint64_t(t == 0u ? 7u : t - 1u)).v[0] = uint16_t(t == 0u ? pos * 8u : v);
            if (t != 0u) return;
        }
        if (c == 0u) {
            work.v[4] = ts;
            work.v[5] = d6;
            work.v[6] = (d6 & 0x7FFFFFFFu) != 0u ? kq_recip(d6) : 0u;
        }
        work.v[8u + 2u * c] = d;
        work.v[9u + 2u * c] = (d & 0x80000000u) == 0u && d != 0u ? kq_recip(d) : 0u;
        return;
    }
    uint i = uint(si), pos = work.v[2u + 2u * i], neg = work.v[3u + 2u * i], s, m, zp;
    kq_scale_params(KIND, ELEM, pos, neg, pc.fp8m, pc.margin, s, m, zp);
    kq_range_check(KIND, s, pc.gran == 1u ? si * uint64_t(pc.inner) : 0ul, pc.work); /* a channel off the last axis starts at row c * inner */
    /* pc.aux (one per-tensor scale, int8 / int8_asym): the call's slot of the host's rejected-row words, the key work[0] holds */
    if (pc.aux != 0ul) KqU32(pc.aux).v[0] = max(work.v[0], KIND == KQ_ASYM && !kq_finite(s) ? 0x7FFFFFFFu : 0u);
    KqU32(pc.scale).v[i] = s;
    KqU32(pc.mul).v[i] = m;
    if (KIND == KQ_ASYM) kq_put8(pc.zp, si, zp);
}
