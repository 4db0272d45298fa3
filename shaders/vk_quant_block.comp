#version 450
/* One pass over x for the formats whose scale covers a block of one row:
   int8 / int8_asym / fp8 per group, MX, nvfp4 (tensor scale in pc.ts or
   from vk_quant_stats), q8_0 and q4_0. BS threads take one block (a power of
   two; a longer group is walked in steps of BS), so a workgroup holds
   WG / BS blocks. The block statistics are exact integer maxima in shared
   memory; lane 0 derives the block's scale once. Sub-byte codes are
   assembled in shared memory and written as whole bytes when every block
   starts on a byte (pc.packed), else one per byte for vk_quant_pack. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

#define KQ_MAXNB 256
shared uint s_pos[KQ_MAXNB], s_neg[KQ_MAXNB], s_bad[KQ_MAXNB], s_idx[KQ_MAXNB], s_m[KQ_MAXNB], s_zp[KQ_MAXNB];
shared uint s_code[1024];

/* emax_elem and max normal of an MX element */
int kq_mx_emax(int elem) {
    return elem == KQ_E_E4M3 ? 8 : elem == KQ_E_E5M2 ? 15 : elem == KQ_E_E2M3 ? 2 : elem == KQ_E_E3M2 ? 4 : elem == KQ_E_E2M1 ? 2 : 0;
}
float kq_mx_max(int elem) {
    return elem == KQ_E_E4M3 ? 448.0 : elem == KQ_E_E5M2 ? 57344.0 : elem == KQ_E_E2M3 ? 7.5 : elem == KQ_E_E3M2 ? 28.0 : elem == KQ_E_E2M1 ? 6.0 : 1.984375;
}

void main() {
    int XDT = int(pc.dt);
    uint G = uint(pc.group), K = uint(pc.K), nblk = (K + G - 1u) / G;
    /* threads per block: the group rounded up to a power of two, at most 256 */
    uint BS = KIND == KQ_NVFP4 ? 16u : KIND == KQ_MX || KIND == KQ_Q8_0 || KIND == KQ_Q4_0 ? 32u : min(256u, 1u << uint(findMSB(G - 1u) + 1));
    uint tid = gl_LocalInvocationID.x, slot = tid / BS, lane = tid % BS, NB = gl_WorkGroupSize.x / BS;
    uint64_t blk = uint64_t(kq_wg_linear()) * NB + slot, nblocks = uint64_t(pc.n);
    bool live = blk < nblocks;
    uint64_t r = live ? blk / uint64_t(nblk) : 0ul;
    uint j = uint(blk - r * uint64_t(nblk)), k0 = j * G, cnt = live ? min(G, K - k0) : 0u;
    uint64_t eb = r * uint64_t(K) + k0; /* first element of the block */
    bool SUB = KIND == KQ_NVFP4 || (KIND == KQ_MX && (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2 || ELEM == KQ_E_E2M1));

    if (lane == 0u) {
        s_pos[slot] = 0u;
        s_neg[slot] = 0u;
        s_bad[slot] = 0u;
        s_idx[slot] = 0xFFFFFFFFu;
    }
    barrier();
    uint x0 = 0u; /* the thread's first element, kept for the codes (a block of at most BS elements is read once) */
    {
        uint pos = 0u, neg = 0u, bad = 0u;
        for (uint k = lane; k < cnt; k += BS) {
            uint b = kq_load(XDT, pc.x, eb + k);
            if (k == lane) x0 = b;
            if (!kq_finite(b)) bad = 1u;
            else if ((b >> 31) != 0u) neg = max(neg, b & 0x7FFFFFFFu);
            else pos = max(pos, b);
        }
        if (pos != 0u) atomicMax(s_pos[slot], pos);
        if (neg != 0u) atomicMax(s_neg[slot], neg);
        if (bad != 0u) atomicOr(s_bad[slot], 1u);
    }
    barrier();
    uint pos = s_pos[slot], neg = s_neg[slot], amax = max(pos, neg);
    bool bad = s_bad[slot] != 0u;
    if (KIND == KQ_Q4_0) { /* the first element of largest magnitude */
        for (uint k = lane; k < cnt; k += BS)
            if (amax != 0u && ((k == lane ? x0 : kq_load(XDT, pc.x, eb + k)) & 0x7FFFFFFFu) == amax) atomicMin(s_idx[slot], k);
        barrier();
    }
    /* the block's scale, derived once (lane 0); m multiplies x before the
       element encoding (nvfp4: the divisor d) */
    if (lane == 0u && live) {
        uint m = 0u, zp = 0u, sc = 0u;
        if (bad && KIND != KQ_FP8 && KIND != KQ_MX) atomicMax(KqU32(pc.work).v[0], ~uint(r));
        if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
            uint s;
            kq_scale_params(KIND, ELEM, pos, neg, 0.0, pc.margin, s, m, zp);
            kq_range_check(KIND, s, r, pc.work);
            KqU32(pc.scale + blk * 4ul).v[0] = s;
            if (KIND == KQ_ASYM) kq_put8(pc.zp, blk, zp);
        } else if (KIND == KQ_MX) {
            if (bad) sc = 0xFFu;
            else {
                int X = -127;
                if (amax != 0u) {
                    X = max(kq_floor_log2(amax) - kq_mx_emax(ELEM), -127);
                    if (pc.mode != 0u && X < 127 && kq_mul(amax, kq_pow2(-X)) > floatBitsToUint(kq_mx_max(ELEM))) X++;
                }
                sc = uint(X + 127);
                m = kq_pow2(-X);
            }
            kq_put8(pc.scale, blk, sc);
        } else if (KIND == KQ_NVFP4) {
            uint ts = floatBitsToUint(pc.ts);
            if (pc.mode != 0u) { /* s_t = amax(|x|) / (448 * 6); +0 for a tensor of zeros */
                KqU32 work = KqU32(pc.work);
                uint ta = max(work.v[2], work.v[3]);
                ts = kq_div(ta, floatBitsToUint(2688.0));
            }
            /* the scalar max chain ends on the last zero of an all-zero block */
            if (amax == 0u) amax = kq_load(XDT, pc.x, eb + cnt - 1u);
            if (ts != 0u && (ts >> 31) == 0u) sc = kq_f32_to_fp8(kq_div(amax, kq_mul(floatBitsToUint(6.0), ts)), true, true);
            m = kq_mul(kt_e4m3_bits(sc), ts);
            kq_put8(pc.scale, blk, sc);
        } else if (KIND == KQ_Q8_0) {
            if (amax == 0u) amax = kq_load(XDT, pc.x, eb + cnt - 1u);
            uint d = kq_div(amax, floatBitsToUint(127.0)), h = kt_to_f16(d);
            kq_f16_d_check(h, r, pc.work);
            m = (d & 0x7FFFFFFFu) != 0u ? kq_div(floatBitsToUint(1.0), d) : 0u;
            kq_put8(pc.codes, blk * 34ul, h & 0xFFu);
            kq_put8(pc.codes, blk * 34ul + 1ul, h >> 8);
        } else { /* q4_0 */
            uint mx = amax != 0u ? kq_load(XDT, pc.x, eb + s_idx[slot]) : 0u;
            uint d = kq_div(mx, floatBitsToUint(-8.0)), h = kt_to_f16(d);
            kq_f16_d_check(h, r, pc.work);
            m = (d & 0x7FFFFFFFu) != 0u ? kq_div(floatBitsToUint(1.0), d) : 0u;
            kq_put8(pc.codes, blk * 18ul, h & 0xFFu);
            kq_put8(pc.codes, blk * 18ul + 1ul, h >> 8);
        }
        s_m[slot] = m;
        s_zp[slot] = zp;
    }
    barrier();
    uint m = s_m[slot], zp = s_zp[slot], rd = KIND == KQ_NVFP4 && (m & 0x80000000u) == 0u && m != 0u ? kq_div(floatBitsToUint(1.0), m) : 0u;

    /* codes */
    for (uint k = lane; k < cnt; k += BS) {
        uint x = k == lane ? x0 : kq_load(XDT, pc.x, eb + k), c;
        if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
            c = kq_scaled_code(KIND, ELEM, x, m, zp);
        } else if (KIND == KQ_MX) {
            if (bad) /* NaN scale; fp8 elements keep their special codes */
                c = !kq_finite(x) && (ELEM == KQ_E_E4M3 || ELEM == KQ_E_E5M2) ? kq_f32_to_fp8(x, ELEM == KQ_E_E4M3, false) : 0u;
            else c = kq_elem_encode_fin(ELEM, kq_mul_fin(x, m)); /* finite, and m a power of two that keeps x * m finite */
        } else if (KIND == KQ_NVFP4) {
            c = (m & 0x80000000u) == 0u && m != 0u ? kq_fp4_quotient(x, m, rd) : 0u;
        } else if (KIND == KQ_Q8_0) {
            c = uint(kq_roundf_i32(kq_mul(x, m))) & 0xFFu;
        } else { /* q4_0: min(15, (int)(x * id + 8.5f)) */
            precise float v = uintBitsToFloat(kq_mul(x, m)) + 8.5;
            int t = v > -2147483904.0 && v < 2147483648.0 ? int(v) : -2147483647 - 1;
            c = uint(min(t, 15));
        }
        if (SUB || KIND == KQ_Q4_0) s_code[tid + (k - lane)] = c;
        else if (KIND == KQ_Q8_0) kq_put8(pc.codes, blk * 34ul + 2ul + k, c);
        else if (pc.packed != 0u || !SUB) kq_put8(pc.codes, eb + k, c);
    }
    if (KIND == KQ_Q4_0) {
        barrier();
        uint base = slot * BS;
        if (live && lane < 16u) kq_put8(pc.codes, blk * 18ul + 2ul + lane, (s_code[base + lane] | (s_code[base + lane + 16u] << 4)) & 0xFFu);
    } else if (SUB) {
        barrier();
        uint base = slot * BS;
        if (pc.packed == 0u) {
            if (lane < cnt) kq_put8(pc.aux, eb + lane, s_code[base + lane]);
        } else if (ELEM == KQ_E_E2M1) {
            if (2u * lane < cnt) kq_put8(pc.codes, eb / 2ul + lane, s_code[base + 2u * lane] | (2u * lane + 1u < cnt ? s_code[base + 2u * lane + 1u] << 4 : 0u));
        } else if (4u * (lane / 3u) < cnt) {
            uint u = lane / 3u, part = lane % 3u, c0 = s_code[base + 4u * u], c1 = 4u * u + 1u < cnt ? s_code[base + 4u * u + 1u] : 0u;
            uint c2 = 4u * u + 2u < cnt ? s_code[base + 4u * u + 2u] : 0u, c3 = 4u * u + 3u < cnt ? s_code[base + 4u * u + 3u] : 0u;
            uint v = part == 0u ? c0 | (c1 << 6) : part == 1u ? (c1 >> 2) | (c2 << 4) : (c2 >> 4) | (c3 << 2);
            kq_put8(pc.codes, eb / 4ul * 3ul + lane, v & 0xFFu);
        }
    }
}
