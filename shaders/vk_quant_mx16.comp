#version 450
/* MX quantization of bf16 x (rows of whole blocks of 32, 16-byte aligned):
   a lane owns 8 consecutive elements, 4 neighbouring lanes of a subgroup a
   block; a workgroup takes rounds of UNITS groups of 8 elements a lane (all
   loaded before the first is encoded), a grid's width of rounds apart.
   With the block scale 2^X, an element x whose block is finite and whose
   maximum is a normal value of at least 2^(1 - ELO + EMAX - 127) scales to
   y = x 2^-X exactly, and y's bf16 bits are x's less X << 7: its magnitude
   code is then one lookup in a table of the codes of every bf16 value from
   2^(ELO - 127), the tie at half the smallest subnormal element, which
   rounds to 0 (smaller values give 0 too), to 2^(EHI - 127), from which
   every value saturates; the table is built by each workgroup from the
   rounding code (vk_quant.glsl) that vk_quant_lanes.comp runs on each
   element (a block of zeros: entry 0, code 0). That code also takes the
   other blocks (NaN/Inf, subnormal or tiny maxima), element by element
   after the lane's units in a loop that is not unrolled, x read again: one
   copy of the rare code keeps the common one small; the unit loops are
   unrolled (w[] and the codes stay in registers). */
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int ELEM = 0;
layout(constant_id = 2) const int UNITS = 4;
layout(constant_id = 3) const int EARLY = 1; /* 1: the first round's loads issued before the table is built */
layout(constant_id = 4) const int PIPE = 0;  /* 1: the next round's loads issued before this round is encoded (and EARLY's) */
layout(constant_id = 6) const int PROBE = 0; /* 1: loads and stores only (a probe of the access pattern: wrong codes) */
layout(constant_id = 7) const int LEAN = 0;  /* 1: magnitudes and signs a word at a time, the codes packed in 32-bit words */
layout(constant_id = 5) const int W32 = 0;   /* 1: FP6's 6 bytes a lane as 32-bit words of lane pairs (a shuffle) instead of 16-bit stores */
layout(constant_id = 8) const int E5F = 0;   /* 1 (FP8 with LEAN): codes from the scaled pair's f16 bits, no table; 2: and E5M2 units with a subnormal code to the rare loop */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

/* largest element exponent, element bits below the sign, table range */
const int EMAX = ELEM == KQ_E_E4M3 ? 8 : ELEM == KQ_E_E5M2 ? 15 : ELEM == KQ_E_E2M3 ? 2 : ELEM == KQ_E_E3M2 ? 4 : ELEM == KQ_E_E2M1 ? 2 : 0;
const uint SBIT = ELEM == KQ_E_E4M3 || ELEM == KQ_E_E5M2 ? 7u : ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2 ? 5u : 3u;
const int ELO = ELEM == KQ_E_E4M3 ? 117 : ELEM == KQ_E_E5M2 ? 110 : ELEM == KQ_E_E2M3 ? 123 : ELEM == KQ_E_E3M2 ? 122 : ELEM == KQ_E_E2M1 ? 125 : 120;
const int EHI = ELEM == KQ_E_E4M3 ? 136 : ELEM == KQ_E_E5M2 ? 143 : ELEM == KQ_E_E2M3 ? 130 : ELEM == KQ_E_E3M2 ? 132 : ELEM == KQ_E_E2M1 ? 130 : 128;
/* E5F: an E5M2 code is the top byte of the f16 of y (the same exponent
   bias and subnormals), rounded to nearest even: y = x 2^-X is a bf16
   value below 2^16, exact in f16 from 2^-17 (smaller y give code 0 after
   either rounding), so the pair's f16 bits rounded at bit 8 give both
   codes with no table (0x7C, from y above 61440, saturates to 0x7B).
   E4M3 alike from the f16 of y 2^-8 (f16's bias 15 is E4M3's 7 plus 8),
   rounded at bit 7 (0x7F and 0x80 saturate to 0x7E), exact in f16 from
   y = 2^-9; a unit with an element of 2^-10 < y < 2^-9 (where f16's
   rounding could leave the tie at 2^-10) or a block with X above 118
   (2^-(X + 8) not normal) goes to the rare loop */
const bool ARITH = (E5F != 0 ? LEAN : 0) * ((ELEM | 1) == 3 ? 1 : 0) != 0; /* KQ_E_E4M3 (2) or KQ_E_E5M2 (3) with LEAN */
const bool AR4 = ELEM == KQ_E_E4M3;
const int NT = ARITH ? 0 : (EHI - ELO) * 128;
/* the element maximum as bf16 bits (all exact in bf16) */
const uint MAXB = ELEM == KQ_E_E4M3 ? 0x43E0u : ELEM == KQ_E_E5M2 ? 0x4760u : ELEM == KQ_E_E2M3 ? 0x40F0u : ELEM == KQ_E_E3M2 ? 0x41E0u : ELEM == KQ_E_E2M1 ? 0x40C0u : 0x3FFEu;

shared uint tab[NT + 1];

/* magnitude code of a finite y >= 0 (f32 bits), as vk_quant_lanes encodes it */
uint mag_code(uint y) { return ELEM == KQ_E_I8 ? kq_elem_encode(ELEM, y) : kq_elem_encode_fin(ELEM, y); }
/* signed code from a magnitude code t and the element's sign */
uint with_sign(uint t, uint neg) { return ELEM == KQ_E_I8 ? (neg != 0u ? (0u - t) & 0xFFu : t) : t | (neg << SBIT); }

/* bits a code takes in the packed codes */
const uint SBITS = ELEM == KQ_E_E2M1 ? 4u : ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2 ? 6u : 8u;
/* the 8 packed codes of the elements from e0 */
void store8(uint64_t e0, uint64_t o) {
    if (ELEM == KQ_E_E2M1) KqU32(pc.codes + (e0 >> 1)).v[0] = uint(o);
    else if (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2) {
        KqU16 p = KqU16(pc.codes + (e0 >> 3) * 6ul);
        for (int j = 0; j < 3; j++) p.v[j] = uint16_t(uint(o >> (16 * j)) & 0xFFFFu);
    } else KtU64(pc.codes + e0).v = uvec2(uint(o), uint(o >> 32));
}

uint xmax4(uint v) {
    v = max(v, subgroupShuffleXor(v, 1u));
    return max(v, subgroupShuffleXor(v, 2u));
}

void main() {
    uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint64_t n = uint64_t(pc.n), nwg = uint64_t(gl_NumWorkGroups.x) * uint64_t(gl_NumWorkGroups.y);
    uint64_t per = uint64_t(WG) * uint64_t(8 * UNITS), rd0 = uint64_t(kq_wg_linear());
    uvec4 nx[UNITS]; /* the loads of the round to come */
    if (EARLY != 0 || PIPE != 0)
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd0 * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 < n) nx[u] = KqV4(pc.x + e0 * 2ul).v[0];
        }
    if (!ARITH) {
        for (uint i = lid; i <= uint(NT); i += WG) tab[i] = mag_code(uint((ELO << 7) + int(i)) << 16);
        barrier();
    }
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
        uint left = 0u, scw = 0u; /* units encoded below, the scale code of each */
        [[unroll]] for (int u = 0; u < UNITS; u++) {
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul;
            if (e0 >= n) break; /* whole blocks: a block's 4 lanes leave together */
            uint h[8], ml[4], mh[4], a16; /* LEAN: the magnitudes of each word's low and high element */
            if (LEAN != 0) {
                uint lo = 0u, hi = 0u;
                for (int j = 0; j < 4; j++) {
                    uint m = w[u][j] & 0x7FFF7FFFu;
                    ml[j] = m & 0xFFFFu;
                    mh[j] = m >> 16;
                    lo = max(lo, ml[j]);
                    hi = max(hi, mh[j]);
                }
                a16 = xmax4(max(lo, hi));
            } else {
                for (int j = 0; j < 4; j++) {
                    h[2 * j] = w[u][j] & 0xFFFFu;
                    h[2 * j + 1] = w[u][j] >> 16;
                }
                uint lo = 0u, hi = 0u;
                for (int j = 0; j < 4; j++) {
                    lo = max(lo, w[u][j] & 0x7FFFu);
                    hi = max(hi, w[u][j] & 0x7FFF0000u);
                }
                a16 = xmax4(max(lo, hi >> 16)); /* the block's largest magnitude, NaN/Inf at the top */
            }
            uint sc = 0xFFu, c[8]; /* NaN scale for a block with NaN/Inf */
            int X = -127;
            if (a16 < 0x7F80u) {
                if (a16 != 0u) {
                    X = max(kq_floor_log2(a16 << 16) - EMAX, -127);
                    if (pc.mode != 0u && X < 127 && kq_mul(a16 << 16, kq_pow2(-X)) > (MAXB << 16)) X++;
                }
                sc = uint(X + 127);
            }
            if ((lid & 3u) == 0u) kq_put8(pc.scale, e0 >> 5, sc);
            if (a16 >= 0x7F80u || (a16 != 0u && (a16 < 0x80u || X < 1 - ELO))) {
                /* NaN/Inf, a subnormal maximum, or one so small that subnormal elements scale to codes: below */
                left |= 1u << u;
                scw |= sc << (8 * u);
                continue;
            }
            int base = a16 != 0u ? (X + ELO) << 7 : 0; /* a block of zeros: tab[0], code 0 */
            /* every index is at most NT (a16's is below it; where mode raised X, lower), those below 0 take tab[0] */
            uint64_t o = 0ul;
            if (ARITH) {
                precise float S = uintBitsToFloat(uint(127 - X - (AR4 ? 8 : 0)) << 23); /* 2^-X, E4M3 2^-(X + 8) (X >= 1 - ELO here) */
                uint p[4];
                if (E5F == 2 || AR4) { /* E5M2: an element of 2^-17 < y < 2^-14 (a subnormal code); E4M3: of 2^-10 < y < 2^-9: the unit to the loop below */
                    uint D = uint((X + (AR4 ? 117 : 110)) << 7) + 1u, W = AR4 ? 127u : 383u;
                    bool band = AR4 && X > 118;
                    for (int j = 0; j < 4; j++) band = band || ml[j] - D < W || mh[j] - D < W;
                    if (band) {
                        left |= 1u << u;
                        scw |= sc << (8 * u);
                        continue;
                    }
                }
                for (int j = 0; j < 4; j++) {
                    uint x = w[u][j];
                    precise float yl = uintBitsToFloat((x << 16) & 0x7FFF0000u) * S, yh = uintBitsToFloat(x & 0x7FFF0000u) * S;
                    uint h = packHalf2x16(vec2(yl, yh)), t;
                    if (AR4) {
                        t = (h + 0x003F003Fu + ((h >> 7) & 0x00010001u)) >> 7 & 0x00FF00FFu;                 /* both codes, rounded to nearest even */
                        t -= (((t + 0x00010001u) >> 7) & 0x00010001u) + ((t >> 7) & 0x00010001u); /* 0x7F, 0x80 -> 0x7E */
                    } else {
                        t = (h + 0x007F007Fu + ((h >> 8) & 0x00010001u)) >> 8 & 0x00FF00FFu; /* both codes, rounded to nearest even */
                        t -= ((t + 0x00040004u) >> 7) & 0x00010001u;                     /* 0x7C -> 0x7B */
                    }
                    t |= (x >> 8) & 0x00800080u;                                          /* signs */
                    p[j] = (t | (t >> 8)) & 0xFFFFu;
                }
                o = uint64_t(p[0] | (p[1] << 16)) | (uint64_t(p[2] | (p[3] << 16)) << 32);
            } else if (LEAN != 0) {
                for (int j = 0; j < 4; j++) {
                    uint cl = tab[max(int(ml[j]) - base, 0)], ch = tab[max(int(mh[j]) - base, 0)], x = w[u][j];
                    if (ELEM == KQ_E_I8) {
                        cl = with_sign(cl, (x >> 15) & 1u);
                        ch = with_sign(ch, x >> 31);
                    } else {
                        cl |= (x >> (15u - SBIT)) & (1u << SBIT);
                        ch |= (x >> (31u - SBIT)) & (1u << SBIT);
                    }
                    c[2 * j] = cl;
                    c[2 * j + 1] = ch;
                }
                uint o0, o1;
                if (SBITS == 8u) {
                    o0 = c[0] | (c[1] << 8) | (c[2] << 16) | (c[3] << 24);
                    o1 = c[4] | (c[5] << 8) | (c[6] << 16) | (c[7] << 24);
                } else if (SBITS == 4u) {
                    o0 = c[0] | (c[1] << 4) | (c[2] << 8) | (c[3] << 12) | (c[4] << 16) | (c[5] << 20) | (c[6] << 24) | (c[7] << 28);
                    o1 = 0u;
                } else {
                    o0 = c[0] | (c[1] << 6) | (c[2] << 12) | (c[3] << 18) | (c[4] << 24) | (c[5] << 30);
                    o1 = (c[5] >> 2) | (c[6] << 4) | (c[7] << 10);
                }
                o = uint64_t(o0) | (uint64_t(o1) << 32);
            } else {
                if (PROBE != 0)
                    for (int j = 0; j < 8; j++) c[j] = (h[j] ^ sc) & 0xFFu;
                else
                    for (int j = 0; j < 8; j++) c[j] = with_sign(tab[max(int(h[j] & 0x7FFFu) - base, 0)], h[j] >> 15);
                for (int j = 0; j < 8; j++) o |= uint64_t(c[j]) << (SBITS * uint(j));
            }
            if (W32 != 0 && SBITS == 6u) { /* a lane pair's 12 bytes from 4-byte aligned e0 / 8 * 6 of the even lane: words 0, 1 even, 2 odd */
                uint lo = uint(o), hi = uint(o >> 32), pl = subgroupShuffleXor(lo, 1u);
                KqU32 p = KqU32(pc.codes + ((e0 >> 4) * 12ul));
                if ((lid & 1u) == 0u) {
                    p.v[0] = lo;
                    p.v[1] = (hi & 0xFFFFu) | (pl << 16);
                } else p.v[2] = (lo >> 16) | (hi << 16);
            } else store8(e0, o);
        }
        /* the units left, element by element: one copy of that code, in a
           loop that is not unrolled (x read again) */
        while (left != 0u) {
            uint u = findLSB(left), sc = (scw >> (8u * u)) & 0xFFu, m = kq_pow2(127 - int(sc));
            uint64_t e0 = (rd * uint64_t(UNITS) + uint64_t(u)) * uint64_t(WG) * 8ul + uint64_t(lid) * 8ul, o = 0ul;
            left &= left - 1u;
            for (uint j = 0u; j < uint(min(n - e0, 8ul)); j++) { /* 8 */
                uint xv = uint(KqU16(pc.x + (e0 + uint64_t(j)) * 2ul).v[0]) << 16, cj;
                if (sc == 0xFFu) /* NaN scale; fp8 elements keep their special codes */
                    cj = !kq_finite(xv) && (ELEM == KQ_E_E4M3 || ELEM == KQ_E_E5M2) ? kq_f32_to_fp8(xv, ELEM == KQ_E_E4M3, false) : 0u;
                else cj = kq_elem_encode_fin(ELEM, kq_mul_fin(xv, m));
                o |= uint64_t(cj) << (SBITS * j);
            }
            store8(e0, o);
        }
    }
}
