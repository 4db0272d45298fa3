#version 450
/* q8_0 / q4_0 of bf16 x (rows of whole blocks of 32, 16-byte aligned): a
   lane owns 8 consecutive elements, 4 neighbouring lanes of a subgroup a
   block; a workgroup takes rounds of UNITS groups of 8 elements a lane (all
   loaded before the first is encoded), a grid's width of rounds apart.
   Scales from a table built once a workgroup: a bf16 block maximum
   A 2^k (A its significand) gives q8_0's d = RN(A 2^k / 127) = RN(A / 127)
   2^k, f16(d) = f16(RN(A / 127)) 2^k and 1 / d = RN(1 / RN(A / 127)) 2^-k
   wherever all of them are normal, so one entry per significand (128) holds
   them, computed by the exact code of vk_quant_lanes.comp (kq_div127,
   kt_to_f16, kq_recip); q4_0's d = mxv / -8 is exact (mxv's significand,
   also in f16) and its reciprocal's significand is an entry. The codes:
   q8_0 roundf(x / d) and q4_0 trunc(x / d + 8.5) from float adds of 2^23
   (the integer in the sum's low bits, the exact remainder deciding the half
   or the floor, whether the device rounds sums to nearest or toward zero).
   Blocks outside the table's range (zeros, tiny or huge maxima, NaN/Inf)
   are coded element by element after the lane's units, x read again, in a
   loop that is not unrolled: one copy of the exact code. */
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_vote : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 5; /* KQ_Q8_0 or KQ_Q4_0 */
layout(constant_id = 2) const int UNITS = 2;
layout(constant_id = 3) const int PROBE = 0; /* 1: loads and stores only (a probe of the access pattern; wrong codes); 2: WIDE; 3: STAGE; 5: ALN */
layout(constant_id = 4) const int EARLY = 1; /* 1: the first round's loads issued before the table is built */
layout(constant_id = 5) const int PIPE = 0;  /* 1: the next round's loads issued before this round is coded (and EARLY's) */
/* q4_0: bit 0 (SMAX) the block's signed maxima as the signed and the unsigned maximum of the elements' f32 bits;
   bit 1 (Q4W) each of a block's 4 lanes 4 code bytes (its 4 low nibbles and its partner's, or the reverse),
   stored as 32-bit words of block pairs (one shuffle), the codes summed into bytes from the float sums' bits */
layout(constant_id = 6) const int Q4V = 0;

layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

#include "vk_quant_scale.glsl"

const bool Q8 = KIND == KQ_Q8_0;
const bool SMAX = (Q4V & 1) != 0; /* q4_0 only (the host's choice) */
/* TIE2 (Q4V bit 3, with SMAX): a tie's sign from the lanes' own maxima: a lane holds +a16 where its signed maximum
   is a16, -a16 where its unsigned one is -a16; the first such lane's sign, or where a lane holds both (rare), its
   first element's; no vote, one xmin4 a unit */
const bool TIE2 = SMAX && (Q4V & 8) != 0;
const bool Q4W = (Q4V & 2) != 0;  /* q4_0 only, never with PROBE (the host's choice) */
/* a block pair's bytes (68 or 36, 4-byte aligned) as 32-bit words, each
   from one lane (neighbours' bytes by shuffles), after the lane's units */
const bool WIDE = PROBE == 2 || PROBE == 3;
/* STAGE: WIDE's words into shared memory, then the round's blocks (contiguous
   bytes, 16-byte aligned) out in 16-byte stores */
const bool STAGE = PROBE == 3;
/* ALN (q8_0, subgroups of 16, 32 or 64 lanes, 8-byte aligned codes): a
   subgroup's blocks (SG / 4, 8.5 SG bytes from a multiple of 8) as 8-byte
   words, lane L the word at 8L (its halfwords 4L..4L+3 of the 17 a block:
   the d, then 4 of each lane's codes) from two lanes' codes by shuffles,
   and the last block's last SG / 16 lanes also their own codes at
   8 (L + SG / 16): one aligned 8-byte store a lane instead of four 16-bit
   ones and the d's; a subgroup with blocks past the end takes 16-bit
   stores */
const bool ALN = PROBE == 5 && Q8;
const bool HOLD = WIDE || ALN; /* the units' codes and d kept for stores after the lane's units */
const uint BB = Q8 ? 34u : 18u; /* bytes a block */
/* bf16 exponent fields of a block maximum (q8_0) or mxv (q4_0) whose
   scales come from the table: every d, f16(d) and 1 / d normal */
const uint ELO = Q8 ? 120u : 117u, EHI = Q8 ? 148u : 144u;

shared uint tab_h[128], tab_m[128]; /* f16(d) (q8_0) and 1 / d of each significand */
const uint SW = STAGE ? uint(UNITS) * (gl_WorkGroupSize.x / 4u) * BB / 4u : 1u; /* words a round */
shared uint stg[2 * SW];


uint xmax4(uint v) {
    v = max(v, subgroupShuffleXor(v, 1u));
    return max(v, subgroupShuffleXor(v, 2u));
}
int ixmax4(int v) {
    v = max(v, subgroupShuffleXor(v, 1u));
    return max(v, subgroupShuffleXor(v, 2u));
}
uint xmin4(uint v) {
    v = min(v, subgroupShuffleXor(v, 1u));
    return min(v, subgroupShuffleXor(v, 2u));
}

/* a word of the block pair at g (WIDE), or at byte sb of stg (STAGE) */
void wput(uint64_t g, uint sb, uint v) {
    if (STAGE) stg[sb >> 2] = v;
    else KqU32(g).v[0] = v;
}
/* the lane's 8 codes (q8_0: bytes in w; q4_0: nibbles in w.x) to the block */
void store_q8(uint64_t blk, uint i, uvec2 w) {
    KqU16 p = KqU16(pc.codes + blk * 34ul + 2ul + 8ul * uint64_t(i));
    for (int j = 0; j < 4; j++) p.v[j] = uint16_t(((j < 2 ? w.x : w.y) >> (16 * (j & 1))) & 0xFFFFu);
}
/* q4_0: byte j of the block holds element j low, j + 16 high; lanes 0, 1
   write theirs with lanes 2, 3's codes (hi) */
void store_q4(uint64_t blk, uint i, uint own, uint hi) {
    KqU16 p = KqU16(pc.codes + blk * 18ul + 2ul + 8ul * uint64_t(i));
    for (int j = 0; j < 4; j++) {
        uint b0 = ((own >> (8 * j)) & 15u) | (((hi >> (8 * j)) & 15u) << 4), b1 = ((own >> (8 * j + 4)) & 15u) | (((hi >> (8 * j + 4)) & 15u) << 4);
        p.v[j] = uint16_t(b0 | (b1 << 8));
    }
}

void main() {
    uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint64_t n = uint64_t(pc.n), nwg = uint64_t(gl_NumWorkGroups.x) * uint64_t(gl_NumWorkGroups.y), nblk = uint64_t(pc.K) >> 5;
    uint64_t per = uint64_t(WG) * uint64_t(8 * UNITS), rd0 = uint64_t(kq_wg_linear());
    uvec4 nx[UNITS]; /* the loads of the round to come */
    if (EARLY != 0 || PIPE != 0)
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd0 * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 < n) nx[u] = KqV4(pc.x + e0 * 2ul).v[0];
        }
    for (uint e = lid; e < 128u; e += WG) {
        uint a = (127u << 23) | (e << 16); /* the significand 1.e as f32 */
        if (Q8) {
            uint d = kq_div127(a);
            tab_h[e] = kt_to_f16(d);
            tab_m[e] = kq_recip(d);
        } else tab_m[e] = kq_recip(a);
    }
    barrier();
    uint i = lid & 3u; /* the lane's quarter of its blocks */
    uint par = 0u; /* STAGE: the half of stg this round fills */
    for (uint64_t rd = rd0; rd * per < n; rd += nwg) {
        uvec4 w[UNITS];
        if ((EARLY != 0 && rd == rd0) || PIPE != 0)
            [[unroll]] for (int u = 0; u < UNITS; u++) w[u] = nx[u];
        else
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
                if (e0 < n) w[u] = KqV4(pc.x + e0 * 2ul).v[0];
            }
        if (PIPE != 0)
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = ((rd + nwg) * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
                if (e0 < n) nx[u] = KqV4(pc.x + e0 * 2ul).v[0];
            }
        uint left = 0u, q4own[UNITS], rvs[UNITS], qh[UNITS]; /* units coded below; q4_0's codes; the block's amax or mxv (bf16 bits) of a unit left; WIDE: f16 d */
        uvec2 qo[UNITS]; /* WIDE: q8_0's codes */
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            q4own[u] = 0u;
            rvs[u] = 0u;
            qh[u] = 0u;
            qo[u] = uvec2(0u);
        }
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 5;
            if (e0 >= n) break; /* whole blocks: a block's 4 lanes leave together */
            uint h[8];
            for (int j = 0; j < 4; j++) {
                h[2 * j] = w[u][j] & 0xFFFFu;
                h[2 * j + 1] = w[u][j] >> 16;
            }
            if (PROBE == 1) {
                uint pm = xmax4(w[u].x | w[u].w);
                if (i == 0u) KqU16(pc.codes + blk * uint64_t(BB)).v[0] = uint16_t(pm);
                if (Q8) store_q8(blk, i, uvec2(w[u].x ^ w[u].y, w[u].z ^ w[u].w));
                else q4own[u] = w[u].x ^ w[u].y ^ w[u].z ^ w[u].w;
                continue;
            }
            uint a16, s = 0u; /* the block's largest magnitude (NaN/Inf at the top); q4_0: the sign of its first element of that magnitude */
            if (Q8) {
                uint lo = 0u, hi = 0u;
                for (int j = 0; j < 4; j++) {
                    lo = max(lo, w[u][j] & 0x7FFFu);
                    hi = max(hi, w[u][j] & 0x7FFF0000u);
                }
                a16 = xmax4(max(lo, hi >> 16));
            } else {
                uint pm = 0u, nm = 0u, uxl = 0u; /* largest magnitudes of the non-negative and of the negative elements; SMAX: the lane's maxima */
                int sxl = 0;
                if (SMAX) { /* sign-magnitude bits: as signed integers the largest non-negative is the maximum wherever there is one, as unsigned the largest negative */
                    int sx = int(w[u].x << 16);
                    uint ux = w[u].x << 16;
                    for (int j = 0; j < 8; j++) {
                        uint g = (j & 1) != 0 ? w[u][j >> 1] & 0xFFFF0000u : w[u][j >> 1] << 16;
                        sx = max(sx, int(g));
                        ux = max(ux, g);
                    }
                    sxl = sx;
                    uxl = ux;
                    sx = ixmax4(sx);
                    ux = xmax4(ux);
                    pm = sx >= 0 ? uint(sx) >> 16 : 0u;
                    nm = ux >= 0x80000000u ? (ux >> 16) & 0x7FFFu : 0u;
                } else {
                    for (int j = 0; j < 8; j++) {
                        uint mg = h[j] & 0x7FFFu;
                        if ((h[j] & 0x8000u) != 0u) nm = max(nm, mg);
                        else pm = max(pm, mg);
                    }
                    pm = xmax4(pm);
                    nm = xmax4(nm);
                }
                a16 = max(pm, nm);
                s = nm > pm ? 1u : 0u;
                bool tie = pm == nm && a16 != 0u;
                if (TIE2) {
                    bool hp = sxl == int(a16 << 16), hn = uxl == ((a16 << 16) | 0x80000000u);
                    uint key = hp ? i << 4 : hn ? (i << 4) | 1u : 64u; /* (first index << 1) | sign, the lane's first index 8i */
                    if (hp && hn) { /* both signs in this lane: its first element of that magnitude */
                        for (int j = 7; j >= 0; j--)
                            if ((h[j] & 0x7FFFu) == a16) key = (uint(j) + 8u * i) << 1 | (h[j] >> 15);
                    }
                    key = xmin4(key);
                    if (tie) s = key & 1u;
                } else if ((Q4V & 4) == 0 && subgroupAny(tie)) { /* both signs reach it: the first element in the block's order (Q4V bit 2: a probe without this, wrong on ties) */
                    uint f = 64u; /* none: above every (index << 1 | sign) */
                    for (int j = 7; j >= 0; j--)
                        if ((h[j] & 0x7FFFu) == a16) f = (uint(j) + 8u * i) << 1 | (h[j] >> 15);
                    f = xmin4(f);
                    if (tie) s = f & 1u;
                }
            }
            uint E = a16 >> 7;
            if (E < ELO || E > EHI) { /* outside the table (a16 = 0, tiny, huge, NaN/Inf): below */
                left |= 1u << u;
                rvs[u] = a16 | (s << 15);
                continue;
            }
            uint idx = a16 & 0x7Fu, hb, m;
            if (Q8) {
                uint k = E - 127u; /* modulo 2^32: the additions below wrap to the right bits */
                hb = tab_h[idx] + (k << 10);
                m = tab_m[idx] - (k << 23);
            } else { /* d = mxv / -8: mxv's sign flipped, its exponent less 3 */
                uint k = E - 130u;
                hb = ((s ^ 1u) << 15) | ((E - 115u) << 10) | (idx << 3);
                m = ((s ^ 1u) << 31) | (tab_m[idx] - (k << 23));
            }
            if (HOLD || Q4W) qh[u] = hb;
            else if (i == 0u) KqU16(pc.codes + blk * uint64_t(BB)).v[0] = uint16_t(hb);
            float mf = uintBitsToFloat(m);
            if (Q8) { /* roundf(y), |y| <= 127 + 2^-16: n = the integer of a + 2^23, plus 1 where a - n >= 1/2 */
                uvec2 o = uvec2(0u);
                for (int j = 0; j < 8; j++) {
                    precise float y = uintBitsToFloat(h[j] << 16) * mf;
                    float a = abs(y);
                    precise float sm = a + 8388608.0;
                    precise float r = sm - 8388608.0;
                    precise float f = a - r;
                    uint t = floatBitsToUint(sm) - 0x4B000000u + (f >= 0.5 ? 1u : 0u);
                    t = ((h[j] >> 15) != 0u ? 0u - t : t) & 0xFFu;
                    if (j < 4) o.x |= t << (8 * j);
                    else o.y |= t << (8 * j - 32);
                }
                if (HOLD) qo[u] = o;
                else store_q8(blk, i, o);
            } else if (Q4W) { /* as below, codes 0-3 in the low nibbles of bytes 0-3, 4-7 in their high nibbles: the sums' bits added at the bytes (2^23's bits leave byte 0 only), less the bytes of v < n, 16 taken to 15 */
                uint ox = 0u, oy = 0u, fx = 0u, fy = 0u;
                for (int j = 0; j < 8; j++) {
                    precise float y = uintBitsToFloat(h[j] << 16) * mf;
                    precise float v = y + 8.5;
                    precise float sm = v + 8388608.0;
                    precise float r = sm - 8388608.0;
                    precise float dd = v - r; /* exact; negative where v < n */
                    uint b = floatBitsToUint(sm), f = floatBitsToUint(dd) >> 31;
                    if (j < 4) {
                        ox += b << (8 * j);
                        fx += f << (8 * j);
                    } else {
                        oy += b << (8 * j - 32);
                        fy += f << (8 * j - 32);
                    }
                }
                ox = ox - fx - 0x4B000000u;
                oy = oy - fy - 0x4B000000u;
                ox -= (ox >> 4) & 0x01010101u;
                oy -= (oy >> 4) & 0x01010101u;
                q4own[u] = ox | (oy << 4);
            } else { /* trunc(y + 8.5) of 0 < y + 8.5 < 17: n = the integer of v + 2^23, less 1 where v < n */
                uint o = 0u;
                for (int j = 0; j < 8; j++) {
                    precise float y = uintBitsToFloat(h[j] << 16) * mf;
                    precise float v = y + 8.5;
                    precise float sm = v + 8388608.0;
                    precise float r = sm - 8388608.0;
                    uint t = floatBitsToUint(sm) - 0x4B000000u - (v < r ? 1u : 0u);
                    o |= min(t, 15u) << (4 * j);
                }
                q4own[u] = o;
            }
        }
        /* the units left, element by element (x read again): the exact code of vk_quant_lanes.comp */
        uint lft = left;
        while (lft != 0u) {
            uint u = findLSB(lft);
            lft &= lft - 1u;
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 5, r = blk / nblk;
            uint rb = 0u;
            [[unroll]] for (int v = 0; v < UNITS; v++)
                if (uint(v) == u) rb = rvs[v];
            uint a16 = rb & 0x7FFFu, d, m;
            bool bad = a16 >= 0x7F80u;
            if (bad && i == 0u) atomicMax(KqU32(pc.work).v[0], ~uint(r));
            if (Q8) {
                uint amax = a16 << 16;
                if (amax == 0u) amax = uint(KqU16(pc.x + (blk * 32ul + 31ul) * 2ul).v[0]) << 16; /* the CPU's running max ends on the last zero */
                d = kq_div127(amax);
            } else {
                uint v = rb << 16;
                if (((v >> 23) & 0xFFu) - 4u <= 250u) { /* v / -8 normal: the exact product */
                    precise float q = uintBitsToFloat(v) * -0.125;
                    d = floatBitsToUint(q);
                } else d = kq_div(v, floatBitsToUint(-8.0));
            }
            uint hb = kt_to_f16(d);
            m = (d & 0x7FFFFFFFu) != 0u ? kq_recip(d) : 0u;
            if (i == 0u) {
                kq_f16_d_check(hb, r, pc.work);
                if (!HOLD && !Q4W) KqU16(pc.codes + blk * uint64_t(BB)).v[0] = uint16_t(hb);
            }
            uvec2 o = uvec2(0u);
            for (uint j = 0u; j < 8u; j++) {
                uint xv = uint(KqU16(pc.x + (e0 + uint64_t(j)) * 2ul).v[0]) << 16, cj;
                if (Q8) cj = uint(kq_roundf_i32(kq_mul(xv, m))) & 0xFFu;
                else { /* q4_0: min(15, (int)(x * id + 8.5f)) */
                    precise float v = uintBitsToFloat(kq_mul(xv, m)) + 8.5;
                    int t = v > -2147483904.0 && v < 2147483648.0 ? int(v) : -2147483647 - 1;
                    cj = uint(min(t, 15)) & 15u;
                }
                if (Q8) {
                    if (j < 4u) o.x |= cj << (8u * j);
                    else o.y |= cj << (8u * j - 32u);
                } else if (Q4W) o.x |= cj << (j < 4u ? 8u * j : 8u * j - 28u);
                else o.x |= cj << (4u * j);
            }
            if (Q8 && !HOLD) store_q8(blk, i, o);
            else
                [[unroll]] for (int v = 0; v < UNITS; v++)
                    if (uint(v) == u) {
                        q4own[v] = o.x;
                        qo[v] = o;
                        qh[v] = hb;
                    }
        }
        if (ALN) {
            uint sg = gl_SubgroupInvocationID, SG = gl_SubgroupSize, hw = 4u * sg, b0 = hw / 17u, q0 = hw % 17u;
            /* the word's halfwords r..r+3 of [lane sA's codes][lane sA + 1's, after its d where it is a block's first] */
            uint sA = q0 == 0u ? 4u * b0 - 1u : 4u * b0 + (q0 - 1u) / 4u, r = q0 == 0u ? 4u : (q0 - 1u) & 3u;
            uint sa = min(sA, SG - 1u), sb = min(sA + 1u, SG - 1u);
            uint64_t nbt = n >> 5;
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 5;
                uvec2 o = qo[u];
                uint64_t c64 = uint64_t(o.x) | (uint64_t(o.y) << 32), p64 = i == 0u ? (c64 << 16) | uint64_t(qh[u] & 0xFFFFu) : c64; /* a block's first lane: its d first */
                uvec2 la = subgroupShuffle(o, sa), nb = subgroupShuffle(uvec2(uint(p64), uint(p64 >> 32)), sb);
                uint64_t lo = uint64_t(la.x) | (uint64_t(la.y) << 32), nx = uint64_t(nb.x) | (uint64_t(nb.y) << 32);
                uint64_t blk0 = blk - uint64_t(sg >> 2); /* the subgroup's first block */
                if (blk0 + uint64_t(SG >> 2) <= nbt) {
                    uint64_t wv = r == 0u ? lo : r == 4u ? nx : (lo >> (16u * r)) | (nx << (64u - 16u * r));
                    uint64_t g = pc.codes + blk0 * 34ul;
                    KtU64(g + 8ul * uint64_t(sg)).v = uvec2(uint(wv), uint(wv >> 32));
                    if (sg >= SG - SG / 16u) KtU64(g + 8ul * uint64_t(sg + SG / 16u)).v = o;
                } else if (e0 < n) { /* blocks past the end in this subgroup: 16-bit stores */
                    if (i == 0u) KqU16(pc.codes + blk * 34ul).v[0] = uint16_t(qh[u]);
                    store_q8(blk, i, o);
                }
            }
        } else if (WIDE) {
            uint sg = gl_SubgroupInvocationID;
            uint64_t nbt = n >> 5;
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 5, bb = pc.codes + blk * uint64_t(BB);
                bool live = e0 < n, even = (blk & 1ul) == 0ul, more = STAGE || blk + 1ul < nbt; /* STAGE: the copy below stops at the last block */
                uint sb = 4u * par * SW + (uint(u) * (WG / 4u) + (lid >> 2)) * BB; /* STAGE: the block's byte in stg */
                uint hb = qh[u];
                if (Q8) { /* even block: lane i's words at 4 + 8i and 8 + 8i (the next lane's first 2 bytes, or the next block's d), lane 0's d word at 0; odd: 2 + 8i, 6 + 8i */
                    uvec2 o = qo[u];
                    uint nxt = subgroupShuffle(i == 0u ? hb : o.x & 0xFFFFu, sg + 1u);
                    if (live) {
                        if (even) {
                            if (i == 0u) wput(bb, sb, hb | (o.x << 16));
                            wput(bb + 4ul + 8ul * uint64_t(i), sb + 4u + 8u * i, (o.x >> 16) | (o.y << 16));
                            if (i < 3u || more) wput(bb + 8ul + 8ul * uint64_t(i), sb + 8u + 8u * i, (o.y >> 16) | (nxt << 16));
                            else KqU16(bb + 8ul + 8ul * uint64_t(i)).v[0] = uint16_t(o.y >> 16);
                        } else {
                            wput(bb + 2ul + 8ul * uint64_t(i), sb + 2u + 8u * i, o.x);
                            wput(bb + 6ul + 8ul * uint64_t(i), sb + 6u + 8u * i, o.y);
                        }
                    }
                } else { /* lanes 0, 1 hold bytes 2..9 and 10..17 of the block as (p0, p1) */
                    uint own = q4own[u], hi = subgroupShuffleXor(own, 2u), p0 = 0u, p1 = 0u;
                    for (int j = 0; j < 4; j++) {
                        uint b0 = ((own >> (8 * j)) & 15u) | (((hi >> (8 * j)) & 15u) << 4), b1 = ((own >> (8 * j + 4)) & 15u) | (((hi >> (8 * j + 4)) & 15u) << 4);
                        if (j < 2) p0 |= (b0 | (b1 << 8)) << (16 * j);
                        else p1 |= (b0 | (b1 << 8)) << (16 * (j - 2));
                    }
                    uint nxt = subgroupShuffle(i == 0u ? hb : p0 & 0xFFFFu, sg + (i == 0u ? 1u : 3u)); /* lane 0: lane 1's first 2 bytes; lane 1: the next block's d */
                    if (live && i < 2u) {
                        if (even) {
                            if (i == 0u) {
                                wput(bb, sb, hb | (p0 << 16));
                                wput(bb + 4ul, sb + 4u, (p0 >> 16) | (p1 << 16));
                                wput(bb + 8ul, sb + 8u, (p1 >> 16) | (nxt << 16));
                            } else {
                                wput(bb + 12ul, sb + 12u, (p0 >> 16) | (p1 << 16));
                                if (more) wput(bb + 16ul, sb + 16u, (p1 >> 16) | (nxt << 16));
                                else KqU16(bb + 16ul).v[0] = uint16_t(p1 >> 16);
                            }
                        } else {
                            wput(bb + 2ul + 8ul * uint64_t(i), sb + 2u + 8u * i, p0);
                            wput(bb + 6ul + 8ul * uint64_t(i), sb + 6u + 8u * i, p1);
                        }
                    }
                }
            }
        } else if (Q4W) { /* a block pair's 36 bytes as 9 words: the even block's lane of code slot k the word at 4k, the odd block's at 20 + 4k, its slot 0 also the word at 16 */
            uint sg = gl_SubgroupInvocationID;
            uint64_t nbt = n >> 5;
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, blk = e0 >> 5;
                uint own = q4own[u], pr = subgroupShuffleXor(own, 2u), lo = i < 2u ? own : pr >> 4, hi = i < 2u ? pr : own >> 4;
                uint wv = (lo & 0x0F0F0F0Fu) | ((hi & 0x0F0F0F0Fu) << 4); /* code bytes 4k..4k+3 of the block, k = slot */
                uint k = ((i & 1u) << 1) | (i >> 1); /* lanes 0, 2, 1, 3: slots 0, 1, 2, 3 */
                bool even = (blk & 1ul) == 0ul;
                uint src = even ? (i == 1u ? sg + 1u : i == 0u ? sg : sg - 2u) : (i == 0u ? sg - 1u : sg); /* the lane of slot k - 1; odd slot 0: the even block's slot 3 */
                uint pw = subgroupShuffle(wv, src);
                uint64_t pb = pc.codes + (blk >> 1) * 36ul; /* the pair's first byte */
                if (e0 < n) {
                    if (even) {
                        KqU32(pb + 4ul * uint64_t(k)).v[0] = (k == 0u ? qh[u] : pw >> 16) | (wv << 16);
                        if (k == 3u && blk + 1ul == nbt) KqU16(pb + 16ul).v[0] = uint16_t(wv >> 16); /* no odd block */
                    } else {
                        KqU32(pb + 20ul + 4ul * uint64_t(k)).v[0] = wv;
                        if (k == 0u) KqU32(pb + 16ul).v[0] = (pw >> 16) | (qh[u] << 16);
                    }
                }
            }
        } else if (!Q8) /* q4_0's stores: lanes 0, 1 take lanes 2, 3's codes */
            [[unroll]] for (int u = 0; u < UNITS; u++) {
                uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
                uint hi = subgroupShuffleXor(q4own[u], 2u);
                if (e0 < n && i < 2u) store_q4(e0 >> 5, i, q4own[u], hi);
            }
        if (STAGE) { /* the round's blocks, contiguous from byte rb0, in 16-byte stores (stg's other half is written next round) */
            barrier();
            uint64_t rb0 = rd * uint64_t(UNITS) * uint64_t(WG / 4u) * uint64_t(BB);
            uint len = uint(min((n >> 5) * uint64_t(BB) - rb0, uint64_t(4u * SW)));
            for (uint k = lid; 16u * k < len; k += WG) {
                uint b = par * SW + 4u * k;
                uint64_t g = pc.codes + rb0 + 16ul * uint64_t(k);
                if (16u * k + 16u <= len) KqV4(g).v[0] = uvec4(stg[b], stg[b + 1u], stg[b + 2u], stg[b + 3u]);
                else /* the tensor's last bytes: words, then a half word */
                    for (uint q = 0u; 16u * k + 4u * q < len; q++)
                        if (16u * k + 4u * q + 4u <= len) KqU32(g + 4ul * uint64_t(q)).v[0] = stg[b + q];
                        else KqU16(g + 4ul * uint64_t(q)).v[0] = uint16_t(stg[b + q] & 0xFFFFu);
            }
            par ^= 1u;
        }
    }
}
