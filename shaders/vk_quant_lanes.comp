#version 450
/* One pass over x for the formats whose scale covers a block of one row, when
   every row holds whole blocks of B elements (B a multiple of 8) and x is
   16-byte aligned: a lane owns 8 consecutive elements (one or two 16-byte
   loads), L = B / 8 neighbouring lanes of a subgroup a block (L a power of
   two, at most the device's subgroup size). The block's maxima meet through
   subgroup shuffles, each lane derives the scale itself and writes its own
   codes, sub-byte ones packed in its own bytes (q4_0's pairs of nibbles
   from the lane two ahead). vk_quant_block.comp takes the other shapes;
   the rounding is the same code (vk_quant.glsl, vk_quant_scale.glsl). */
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int XDT = 0; /* f32 0, f16 1, bf16 2 */
layout(constant_id = 4) const uint L = 4u; /* lanes a block */
layout(constant_id = 5) const bool TAB = false; /* nvfp4: s_t, 6 s_t, 1 / (6 s_t) and each scale code's divisor and its reciprocal from work (vk_quant_params) */
layout(constant_id = 6) const bool THR = false; /* nvfp4 of bf16 x with TAB: each element's code by its scale code's thresholds (vk_quant_params) */
layout(constant_id = 7) const bool REV = false; /* workgroups in reverse order (after the statistics pass, the end of x first: L2 hits) */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

int kq_mx_emax(int elem) {
    return elem == KQ_E_E4M3 ? 8 : elem == KQ_E_E5M2 ? 15 : elem == KQ_E_E2M3 ? 2 : elem == KQ_E_E3M2 ? 4 : elem == KQ_E_E2M1 ? 2 : 0;
}
float kq_mx_max(int elem) {
    return elem == KQ_E_E4M3 ? 448.0 : elem == KQ_E_E5M2 ? 57344.0 : elem == KQ_E_E2M3 ? 7.5 : elem == KQ_E_E3M2 ? 28.0 : elem == KQ_E_E2M1 ? 6.0 : 1.984375;
}
uint xmax(uint v) {
    for (uint s = 1u; s < L; s <<= 1) v = max(v, subgroupShuffleXor(v, s));
    return v;
}
uint xmin(uint v) {
    for (uint s = 1u; s < L; s <<= 1) v = min(v, subgroupShuffleXor(v, s));
    return v;
}
uint xor_(uint v) {
    for (uint s = 1u; s < L; s <<= 1) v |= subgroupShuffleXor(v, s);
    return v;
}

shared uint kts[3];

void main() {
    uint ts = floatBitsToUint(pc.ts), d6 = 0u, r6 = 0u;
    if (KIND == KQ_NVFP4 && TAB) {
        KqU32 work = KqU32(pc.work);
        ts = work.v[4];
        d6 = work.v[5];
        r6 = work.v[6];
    } else if (KIND == KQ_NVFP4) { /* the tensor's s_t, 6 s_t and its reciprocal, once a workgroup */
        if (gl_LocalInvocationID.x == 0u) {
            if (pc.mode != 0u) { /* s_t = amax(|x|) / (448 * 6); +0 for a tensor of zeros */
                KqU32 work = KqU32(pc.work);
                ts = kq_div(max(work.v[2], work.v[3]), floatBitsToUint(2688.0));
            }
            d6 = kq_mul(floatBitsToUint(6.0), ts);
            kts[0] = ts;
            kts[1] = d6;
            kts[2] = (d6 & 0x7FFFFFFFu) != 0u ? kq_recip(d6) : 0u;
        }
        barrier();
        ts = kts[0];
        d6 = kts[1];
        r6 = kts[2];
    }
    uint wl = REV ? gl_NumWorkGroups.x * gl_NumWorkGroups.y - 1u - kq_wg_linear() : kq_wg_linear();
    uint64_t g = uint64_t(wl) * gl_WorkGroupSize.x + gl_LocalInvocationID.x, e0 = g * 8ul;
    const uint B = 8u * L;
    uint K = uint(pc.K), nblk = K / B, i = uint(g % uint64_t(L)); /* the lane's eighth of its block */
    uint64_t blk = e0 / uint64_t(B), r = blk / uint64_t(nblk);
    if (blk >= uint64_t(pc.n)) return; /* whole blocks: the block's L lanes leave together */
    uint x[8];
    kq_load8(XDT, pc.x, e0, x);
    uint pos = 0u, neg = 0u, bad = 0u;
    if (KIND != KQ_INT8 && KIND != KQ_ASYM && KIND != KQ_FP8) {
        /* only the largest magnitude, NaN/Inf at its top: an MX block with one
           takes a NaN scale, the other formats reject its row */
        for (int j = 0; j < 8; j++) pos = max(pos, x[j] & 0x7FFFFFFFu);
        pos = xmax(pos);
        bad = pos >= 0x7F800000u ? 1u : 0u;
    } else {
        for (int j = 0; j < 8; j++) {
            uint b = x[j];
            if (!kq_finite(b)) bad = 1u;
            else if ((b >> 31) != 0u) neg = max(neg, b & 0x7FFFFFFFu);
            else pos = max(pos, b);
        }
        pos = xmax(pos);
        neg = xmax(neg);
        bad = xor_(bad);
    }
    uint amax = max(pos, neg), last = subgroupShuffle(x[7], gl_SubgroupInvocationID | (L - 1u)); /* the block's last element */
    bool lead = i == 0u;
    /* the block's scale; m multiplies x before the element encoding (nvfp4: the divisor d) */
    uint m = 0u, zp = 0u, sc = 0u;
    if (lead && bad != 0u && KIND != KQ_FP8 && KIND != KQ_MX) atomicMax(KqU32(pc.work).v[0], ~uint(r));
    if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
        uint s;
        kq_scale_params(KIND, ELEM, pos, neg, 0.0, pc.margin, s, m, zp);
        if (lead) {
            kq_range_check(KIND, s, r, pc.work);
            KqU32(pc.scale + blk * 4ul).v[0] = s;
            if (KIND == KQ_ASYM) kq_put8(pc.zp, blk, zp);
        }
    } else if (KIND == KQ_MX) {
        if (bad != 0u) sc = 0xFFu;
        else {
            int X = -127;
            if (amax != 0u) {
                X = max(kq_floor_log2(amax) - kq_mx_emax(ELEM), -127);
                if (pc.mode != 0u && X < 127 && kq_mul(amax, kq_pow2(-X)) > floatBitsToUint(kq_mx_max(ELEM))) X++;
            }
            sc = uint(X + 127);
            m = kq_pow2(-X);
        }
        if (lead) kq_put8(pc.scale, blk, sc);
    } else if (KIND == KQ_NVFP4) {
        if (amax == 0u) amax = last; /* the scalar max chain ends on the last zero of an all-zero block */
        if (ts != 0u && (ts >> 31) == 0u) sc = kq_e4m3_quotient(amax, d6, r6);
        if (THR) m = 0u;
        else if (TAB) m = KqU32(pc.work).v[8u + 2u * sc];
        else m = kq_mul(kt_e4m3_bits(sc), ts);
        if (lead) kq_put8(pc.scale, blk, sc);
    } else {
        uint d, h;
        if (KIND == KQ_Q8_0) {
            if (amax == 0u) amax = last;
            d = kq_div127(amax);
        } else { /* q4_0: the first element of largest magnitude, with its sign */
            uint idx = 0xFFFFFFFFu, v = 0u;
            for (int j = 7; j >= 0; j--)
                if (amax != 0u && (x[j] & 0x7FFFFFFFu) == amax) idx = 8u * i + uint(j);
            idx = xmin(idx);
            for (int j = 0; j < 8; j++)
                if (idx == 8u * i + uint(j)) v = x[j];
            v = xor_(v);
            if (((v >> 23) & 0xFFu) - 4u <= 250u) { /* v / -8 normal: the exact product */
                precise float q = uintBitsToFloat(v) * -0.125;
                d = floatBitsToUint(q);
            } else d = kq_div(v, floatBitsToUint(-8.0));
        }
        h = kt_to_f16(d);
        m = (d & 0x7FFFFFFFu) != 0u ? kq_recip(d) : 0u;
        if (lead) {
            kq_f16_d_check(h, r, pc.work);
            KqU16(pc.codes + blk * (KIND == KQ_Q8_0 ? 34ul : 18ul)).v[0] = uint16_t(h);
        }
    }

    /* codes; q8_0 / q4_0 with m normal below 2^124 and a finite block: the
       float product x m is the exact one where it matters (a subnormal x or
       product gives code 0, and for q4_0 adds nothing to 8.5), and the
       integer part comes from its bits. The elements this leaves (nvfp4
       codes near an E2M1 boundary or of extreme operands; q8_0 / q4_0
       blocks of extreme scale) take the exact code below, in a loop that
       is not unrolled: one copy of that code */
    uint c[8], rd = KIND == KQ_NVFP4 && THR ? 0u : KIND == KQ_NVFP4 && TAB ? KqU32(pc.work).v[9u + 2u * sc] : KIND == KQ_NVFP4 && (m & 0x80000000u) == 0u && m != 0u ? kq_recip(m) : 0u;
    uvec4 thr = uvec4(0u); /* THR: the block's thresholds T0..T6 (bf16 magnitudes) and its sign bit (8 or 0), halfwords */
    if (KIND == KQ_NVFP4 && THR) thr = KqV4(pc.work + 2080ul + 16ul * uint64_t(sc)).v[0];
    uint t0 = (thr.x & 0xFFFFu) << 16, t1 = thr.x & 0xFFFF0000u, t2 = (thr.y & 0xFFFFu) << 16, t3 = thr.y & 0xFFFF0000u;
    uint t4 = (thr.z & 0xFFFFu) << 16, t5 = thr.z & 0xFFFF0000u, t6 = (thr.w & 0xFFFFu) << 16, smk = thr.w >> 16;
    bool qfast = (KIND == KQ_Q8_0 || KIND == KQ_Q4_0) && ((m >> 23) & 0xFFu) - 1u < 250u && bad == 0u;
    uint left = 0u; /* elements whose code is taken below */
    for (int j = 0; j < 8; j++) {
        uint xv = x[j];
        c[j] = 0u;
        if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
            c[j] = kq_scaled_code(KIND, ELEM, xv, m, zp);
        } else if (KIND == KQ_MX) {
            if (bad != 0u) /* NaN scale; fp8 elements keep their special codes */
                c[j] = !kq_finite(xv) && (ELEM == KQ_E_E4M3 || ELEM == KQ_E_E5M2) ? kq_f32_to_fp8(xv, ELEM == KQ_E_E4M3, false) : 0u;
            else c[j] = kq_elem_encode_fin(ELEM, kq_mul_fin(xv, m)); /* finite, and m a power of two that keeps x * m finite */
        } else if (KIND == KQ_NVFP4 && THR) { /* the magnitude's place among the thresholds, 3 comparisons */
            uint ax = xv & 0x7FFFFFFFu;
            bool b2 = ax >= t3, b1 = ax >= (b2 ? t5 : t1), b0 = ax >= (b2 ? (b1 ? t6 : t4) : (b1 ? t2 : t0));
            c[j] = (b2 ? 4u : 0u) + (b1 ? 2u : 0u) + (b0 ? 1u : 0u) + ((xv >> 28) & smk);
        } else if (KIND == KQ_NVFP4) { /* kq_fp4_quotient1's one encoding where it holds */
            uint ax = xv & 0x7FFFFFFFu;
            precise float qf = uintBitsToFloat(xv) * uintBitsToFloat(rd);
            uint q = floatBitsToUint(qf), aq = q & 0x7FFFFFFFu;
            if (ax >= 0x00800000u && ax < 0x7F800000u && ((m >> 23) & 0xFFu) - 1u < 252u && (m & 0x80000000u) == 0u && aq >= 0x00800004u &&
                aq < 0x7F7FFFFCu && ((aq + 4u) & 0x1FFFFFu) > 8u)
                c[j] = ((q >> 28) & 8u) | kq_e2m1_mag(aq);
            else if ((m & 0x80000000u) == 0u && m != 0u) left |= 1u << j;
        } else if (KIND == KQ_Q8_0) { /* roundf of |y| < 2^8: (significand + half) >> shift */
            precise float yf = uintBitsToFloat(xv) * uintBitsToFloat(m);
            uint y = floatBitsToUint(yf), sh = min(150u - min((y >> 23) & 0xFFu, 149u), 31u);
            uint t = (((y & 0x7FFFFFu) | 0x800000u) + (1u << (sh - 1u))) >> sh;
            c[j] = ((y >> 31) != 0u ? 0u - t : t) & 0xFFu;
        } else { /* q4_0: 0 < y + 8.5 < 2^5, truncated from its bits */
            precise float yf = uintBitsToFloat(xv) * uintBitsToFloat(m);
            precise float v = yf + 8.5;
            uint vb = floatBitsToUint(v), t = (((vb & 0x7FFFFFu) | 0x800000u) >> min(150u - min(vb >> 23, 150u), 31u));
            c[j] = min(t, 15u);
        }
    }
    if ((KIND == KQ_Q8_0 || KIND == KQ_Q4_0) && !qfast) left = 0xFFu;
    /* the codes as the lane stores them: 8 bytes, or 4-bit codes in a word */
    const bool NIB = KIND == KQ_Q4_0 || ELEM == KQ_E_E2M1;
    uvec2 w = uvec2(0u);
    if (NIB)
        for (int j = 0; j < 8; j++) w.x |= c[j] << (4 * j);
    else if (KIND == KQ_Q8_0)
        w = uvec2(c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24), c[4] | (c[5] << 8) | (c[6] << 16) | (c[7] << 24));
    while (left != 0u) { /* x[j] read again: an index the loop does not know keeps x in registers */
        uint j = findLSB(left), xv = kq_load(XDT, pc.x, e0 + uint64_t(j)), cj;
        left &= left - 1u;
        if (KIND == KQ_NVFP4) cj = kq_fp4_quotient(xv, m, rd);
        else if (KIND == KQ_Q8_0) cj = uint(kq_roundf_i32(kq_mul(xv, m))) & 0xFFu;
        else { /* q4_0: min(15, (int)(x * id + 8.5f)) */
            precise float v = uintBitsToFloat(kq_mul(xv, m)) + 8.5;
            int t = v > -2147483904.0 && v < 2147483648.0 ? int(v) : -2147483647 - 1;
            cj = uint(min(t, 15)) & 15u;
        }
        if (NIB) w.x = (w.x & ~(15u << (4u * j))) | (cj << (4u * j));
        else if (j < 4u) w.x = (w.x & ~(0xFFu << (8u * j))) | (cj << (8u * j));
        else w.y = (w.y & ~(0xFFu << (8u * j - 32u))) | (cj << (8u * j - 32u));
    }
    if (KIND == KQ_Q4_0) { /* byte j of the block: element j low, j + 16 high; lanes 0, 1 take lanes 2, 3's codes */
        uint own = w.x;
        uint hi = subgroupShuffleXor(own, 2u);
        if (i < 2u) {
            KqU16 p = KqU16(pc.codes + blk * 18ul + 2ul + 8ul * i);
            for (int j = 0; j < 4; j++) {
                uint b0 = ((own >> (8 * j)) & 15u) | (((hi >> (8 * j)) & 15u) << 4), b1 = ((own >> (8 * j + 4)) & 15u) | (((hi >> (8 * j + 4)) & 15u) << 4);
                p.v[j] = uint16_t(b0 | (b1 << 8));
            }
        }
    } else if (KIND == KQ_Q8_0) {
        KqU16 p = KqU16(pc.codes + blk * 34ul + 2ul + 8ul * i);
        for (int j = 0; j < 4; j++) p.v[j] = uint16_t(((j < 2 ? w.x : w.y) >> (16 * (j & 1))) & 0xFFFFu);
    } else if (ELEM == KQ_E_E2M1) {
        KqU32(pc.codes + (e0 >> 1)).v[0] = w.x;
    } else if (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2) {
        uint64_t w = 0ul;
        for (int j = 0; j < 8; j++) w |= uint64_t(c[j]) << (6 * j);
        KqU16 p = KqU16(pc.codes + (e0 >> 3) * 6ul);
        for (int j = 0; j < 3; j++) p.v[j] = uint16_t(uint(w >> (16 * j)) & 0xFFFFu);
    } else {
        KtU64(pc.codes + e0).v = uvec2(c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24), c[4] | (c[5] << 8) | (c[6] << 16) | (c[7] << 24));
    }
}
