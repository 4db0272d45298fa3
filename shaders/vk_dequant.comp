#version 450
/* Dequantization of every format: decode(code) * scale, one f32 product
   rounded as the CPU rounds it, then the output dtype. A lane owns groups
   of 8 consecutive elements of the flattened tensor. VEC (the host checks
   K % 8, whole blocks or groups per row and 16-byte aligned outputs): UNITS
   groups a lane, a workgroup's width apart, each group's codes read with
   one or a few wide loads and all of them (with their scales) loaded before
   the first is decoded, 8 outputs a 16-byte store; per-tensor scales and
   float elements go through a table of the codes (TAB), built while the
   codes are loading; a group whose products the float unit may not give
   exactly (an fp8 NaN code, a scale of extreme range) is left to
   kq_dequant, element by element after the lane's other groups (one copy
   of that code keeps the common one small). Otherwise one group a lane,
   each element through kq_dequant and its own load and store (odd rows,
   tails). */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int KIND = 0;
layout(constant_id = 2) const int ELEM = 0;
layout(constant_id = 3) const int ODT = 0;  /* f32 0, f16 1, bf16 2 */
layout(constant_id = 4) const int GRAN = 0; /* as kq_dequant */
layout(constant_id = 5) const bool VEC = false;
layout(constant_id = 6) const int UNITS = 1; /* groups of 8 elements a lane (VEC) */
layout(constant_id = 7) const int TAB = 0;   /* the table below (VEC) */
layout(constant_id = 8) const int Q4F = 0;   /* q4_0 (VEC): the lane's nibbles shifted into place once, each code's f32 from its byte */
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

/* kq_mul of an integer-valued d (|d| <= 255) by s: with s normal the
   hardware product is exact-rounded (zero, or at least |s|, or overflow),
   so only s is checked (the same for the lane's elements); with KQ_FC only
   a NaN can come from a non-finite s */
uint kq_mul_int(uint d, uint s) {
    precise float r = uintBitsToFloat(d) * uintBitsToFloat(s);
#ifdef KQ_FC
    return kq_finite(s) ? floatBitsToUint(r) : kq_mul(d, s);
#else
    return (s & 0x7F800000u) - 0x00800000u < 0x7F000000u ? floatBitsToUint(r) : kq_mul(d, s);
#endif
}

uint qscale(uint64_t si) { return KqU32(pc.scale + si * 4ul).v[0]; }

/* the lane's raw codes of the 8 elements from e0, loaded before any is
   decoded (codes8 unpacks them) */
uvec2 raw8(uint64_t e0) {
    if (ELEM == KQ_E_E2M1 && KIND != KQ_Q4_0) return uvec2(KqU32(pc.codes + (e0 >> 1)).v[0], 0u);
    if (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2) {
        KqU16 p = KqU16(pc.codes + (e0 >> 3) * 6ul);
        return uvec2(uint(p.v[0]) | (uint(p.v[1]) << 16), uint(p.v[2]));
    }
    if (KIND == KQ_Q8_0 || KIND == KQ_Q4_0) {
        uint i = uint(e0 & 31ul) >> 3;
        KqU16 p = KqU16(pc.codes + (e0 >> 5) * (KIND == KQ_Q8_0 ? 34ul : 18ul) + 2ul + (KIND == KQ_Q8_0 ? 8u * i : 8u * (i & 1u)));
        return uvec2(uint(p.v[0]) | (uint(p.v[1]) << 16), uint(p.v[2]) | (uint(p.v[3]) << 16));
    }
    return KtU64(pc.codes + e0).v;
}
void codes8(uint64_t e0, uvec2 w, out uint c[8]) {
    if (ELEM == KQ_E_E2M1 && KIND != KQ_Q4_0) {
        for (int j = 0; j < 8; j++) c[j] = (w.x >> (4 * j)) & 15u;
    } else if (ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2) {
        uint64_t b = uint64_t(w.x) | (uint64_t(w.y) << 32);
        for (int j = 0; j < 8; j++) c[j] = uint(b >> (6 * j)) & 63u;
    } else {
        for (int j = 0; j < 8; j++) c[j] = ((j < 4 ? w.x : w.y) >> (8 * (j & 3))) & 0xFFu;
        if (KIND == KQ_Q4_0)
            for (int j = 0; j < 8; j++) c[j] = (e0 & 16ul) != 0ul ? c[j] >> 4 : c[j] & 15u;
    }
}
/* the raw scale word of the unit at e0: the f32 scale, the MX / nvfp4
   scale code or q8_0 / q4_0's f16 d */
uint rawscale(uint64_t e0) {
    uint K = uint(pc.K), G = uint(pc.group);
    if (KIND == KQ_INT8 || KIND == KQ_ASYM || KIND == KQ_FP8) {
        if (GRAN == 0 || GRAN == 2) return 0u; /* per tensor: the table; last axis: per element below */
        return qscale(GRAN == 1 ? (e0 / (uint64_t(K) * uint64_t(pc.inner))) % uint64_t(pc.nch) : e0 / uint64_t(G));
    }
    if (KIND == KQ_MX || KIND == KQ_NVFP4) return kq_get8(pc.scale, KIND == KQ_MX ? e0 >> 5 : e0 >> 4);
    return uint(KqU16(pc.codes + (e0 >> 5) * (KIND == KQ_Q8_0 ? 34ul : 18ul)).v[0]);
}

/* TAB 2 (per-tensor int8, int8_asym, fp8): the output of each code; TAB 1
   (fp8 / fp6 / fp4 elements): the f32 bits of each code */
shared uint ktab[256];
/* nvfp4: the f32 bits of each E4M3 scale code */
shared uint kscl[KIND == KQ_NVFP4 ? 256 : 1];
/* smallest biased exponent of a scale s for which every nonzero element
   times s is normal (then the product of the table value by s in the float
   unit is the exact-rounded one) */
const uint SLO = ELEM == KQ_E_E4M3 ? 10u : ELEM == KQ_E_E5M2 ? 17u : ELEM == KQ_E_E2M3 ? 4u : ELEM == KQ_E_E3M2 ? 5u : 2u;

uint out16(uint v) { return ODT == 2 ? kt_to_bf16(v) : kt_to_f16(v); }

void store8(uint64_t e0, uint v[8], bool clean, bool exact) {
    if (ODT == 0) {
        KqV4 o = KqV4(pc.aux + e0 * 4ul);
        o.v[0] = uvec4(v[0], v[1], v[2], v[3]);
        o.v[1] = uvec4(v[4], v[5], v[6], v[7]);
        return;
    }
    uint h[8];
    if (ODT == 2 && exact) /* bf16 holds every product exactly */
        for (int j = 0; j < 8; j++) h[j] = v[j] >> 16;
    else if (ODT == 2 && clean)
        for (int j = 0; j < 8; j++) h[j] = (v[j] + 0x7FFFu + ((v[j] >> 16) & 1u)) >> 16;
    else
        for (int j = 0; j < 8; j++) h[j] = out16(v[j]);
    KqV4(pc.aux + e0 * 2ul).v[0] = uvec4(h[0] | (h[1] << 16), h[2] | (h[3] << 16), h[4] | (h[5] << 16), h[6] | (h[7] << 16));
}

/* every finite, non-NaN element code times s is the correctly rounded
   product in the float unit: float elements (table values, all normal) by
   an s whose exponent keeps each nonzero product normal; integer-valued
   elements (|d| <= 255) by a normal s or a zero (with KQ_FC any finite s) */
bool fast_f(uint s) { return ((s >> 23) & 0xFFu) - SLO <= 254u - SLO; }
bool fast_i(uint s) {
#ifdef KQ_FC
    return kq_finite(s);
#else
    return (s & 0x7F800000u) - 0x00800000u < 0x7F000000u || (s & 0x7FFFFFFFu) == 0u;
#endif
}
/* no NaN code among a group's 8 fp8 codes (a byte's low 7 bits 0x7F; e5m2
   0x7D-0x7F) */
bool nonan8(uvec2 w) {
    if (ELEM != KQ_E_E4M3 && ELEM != KQ_E_E5M2) return true;
    uvec2 nt = ((w & 0x7F7F7F7Fu) + (ELEM == KQ_E_E4M3 ? 0x01010101u : 0x03030303u)) & 0x80808080u;
    return (nt.x | nt.y) == 0u;
}
/* the n elements from e0 (in one row or across rows) one at a time: the
   !VEC path and the groups the VEC path's hardware products do not cover */
void dq_each(uint64_t e0, uint n8) {
    uint K = uint(pc.K), G = uint(pc.group), nblk = G != 0u ? (K + G - 1u) / G : 0u, ts = floatBitsToUint(pc.ts);
    uint64_t r = e0 / uint64_t(K);
    uint k = uint(e0 - r * uint64_t(K));
    for (uint j = 0u; j < n8; j++) {
        uint rsi = GRAN == 1 ? uint((r / uint64_t(pc.inner)) % uint64_t(pc.nch)) : 0u;
        kq_store(ODT, pc.aux, e0 + uint64_t(j), kq_dequant(KIND, ELEM, GRAN, pc.codes, pc.scale, pc.zp, ts, r, k, K, G, nblk, rsi));
        if (++k == K) {
            k = 0u;
            r++;
        }
    }
}

void main() {
    uint lid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint64_t n = uint64_t(pc.n);
    uint K = uint(pc.K), ts = floatBitsToUint(pc.ts);
    if (!VEC) {
        uint64_t e0 = (uint64_t(kq_wg_linear()) * WG + lid) * 8ul;
        if (e0 < n) dq_each(e0, uint(min(n - e0, 8ul)));
        return;
    }
    /* UNITS groups of 8 elements a lane, a workgroup's width apart: every
       group's codes and scale are loaded before the first is decoded */
    uvec2 raw[UNITS];
    uint rs[UNITS];
    uint64_t base = uint64_t(kq_wg_linear()) * uint64_t(UNITS);
    for (int u = 0; u < UNITS; u++) {
        uint64_t e0 = ((base + uint64_t(u)) * WG + lid) * 8ul;
        if (e0 < n) {
            raw[u] = raw8(e0);
            rs[u] = rawscale(e0);
        }
    }
    /* the table is built while the codes are on their way */
    if (TAB != 0) {
        for (uint i = lid; i < (ELEM == KQ_E_E2M1 ? 16u : ELEM == KQ_E_E2M3 || ELEM == KQ_E_E3M2 ? 64u : 256u); i += WG) {
            uint t;
            if (TAB == 1) t = kq_elem_decode(ELEM, i);
            else {
                uint s = qscale(0ul);
                uint d = KIND == KQ_ASYM ? floatBitsToUint(uintBitsToFloat(0x4B000000u | i) - uintBitsToFloat(0x4B000000u | kq_get8(pc.zp, 0ul))) : kq_elem_decode(ELEM, i);
                t = kq_mul(d, s);
                if (ODT != 0) t = out16(t);
            }
            ktab[i] = t;
        }
        if (KIND == KQ_NVFP4)
            for (uint i = lid; i < 256u; i += WG) kscl[i] = kt_e4m3_bits(i);
        barrier();
    }
    /* each group by hardware products where they are the correctly rounded
       ones (the scale's range, no NaN code), else (rare: scales of extreme
       range, NaN codes or scales) element by element below, one copy of
       that code for every group */
    uint slow = 0u;
    for (int u = 0; u < UNITS; u++) {
        uint64_t e0 = ((base + uint64_t(u)) * WG + lid) * 8ul;
        if (e0 >= n) break;
        uint c[8], v[8];
        codes8(e0, raw[u], c);
        if (TAB == 2) { /* per tensor: one lookup an element */
            if (ODT == 0) {
                for (int j = 0; j < 8; j++) v[j] = ktab[c[j]];
                store8(e0, v, true, false);
            } else {
                uvec4 o;
                for (int j = 0; j < 4; j++) o[j] = ktab[c[2 * j]] | (ktab[c[2 * j + 1]] << 16);
                KqV4(pc.aux + e0 * 2ul).v[0] = o;
            }
            continue;
        }
        bool ok = nonan8(raw[u]), exact = false; /* exact: bf16 holds every product */
        if (GRAN == 2) { /* per channel on the last axis: a scale an element */
            uint64_t si = e0 % uint64_t(K);
            for (int j = 0; j < 8; j++) {
                uint s = qscale(si + uint64_t(j));
                uint d = KIND == KQ_ASYM ? floatBitsToUint(uintBitsToFloat(0x4B000000u | c[j]) - uintBitsToFloat(0x4B000000u | kq_get8(pc.zp, si + uint64_t(j))))
                                         : kq_elem_decode(ELEM, c[j]);
                ok = ok && (KIND == KQ_FP8 ? fast_f(s) : fast_i(s));
                precise float r = uintBitsToFloat(d) * uintBitsToFloat(s);
                v[j] = floatBitsToUint(r);
            }
        } else if (KIND == KQ_INT8 || KIND == KQ_ASYM) { /* per channel or group */
            uint s = rs[u], zp = KIND == KQ_ASYM ? kq_get8(pc.zp, GRAN == 1 ? (e0 / (uint64_t(K) * uint64_t(pc.inner))) % uint64_t(pc.nch) : e0 / uint64_t(pc.group)) : 0u;
            ok = fast_i(s);
            for (int j = 0; j < 8; j++) {
                /* int8_asym: (2^23 + c) - (2^23 + zp), exact */
                uint d = KIND == KQ_ASYM ? floatBitsToUint(uintBitsToFloat(0x4B000000u | c[j]) - uintBitsToFloat(0x4B000000u | zp)) : floatBitsToUint(kq_i8f(c[j]));
                precise float r = uintBitsToFloat(d) * uintBitsToFloat(s);
                v[j] = floatBitsToUint(r);
            }
        } else if (KIND == KQ_Q4_0 && Q4F != 0) { /* bytes of the lane's 8 codes: the low or high nibbles (elements 16 .. 31) */
            uint d = kt_f16_bits(rs[u]), sh = uint(e0 & 16ul) >> 2;
            uvec2 b = (raw[u] >> sh) & 0x0F0F0F0Fu;
            ok = fast_i(d);
            for (int j = 0; j < 8; j++) {
                precise float r = (uintBitsToFloat(0x4B000000u | (((j < 4 ? b.x : b.y) >> (8 * (j & 3))) & 0xFFu)) - 8388616.0) * uintBitsToFloat(d); /* c - 8, exact */
                v[j] = floatBitsToUint(r);
            }
        } else if (KIND == KQ_Q8_0 || KIND == KQ_Q4_0) {
            uint d = kt_f16_bits(rs[u]);
            ok = fast_i(d);
            for (int j = 0; j < 8; j++) {
                precise float r = (KIND == KQ_Q8_0 ? kq_i8f(c[j]) : uintBitsToFloat(0x4B000000u | c[j]) - 8388616.0) * uintBitsToFloat(d); /* q4_0: c - 8, exact */
                v[j] = floatBitsToUint(r);
            }
        } else if (KIND == KQ_MX && ELEM == KQ_E_I8) { /* mxint8 codes are value * 64: the scale 2^(code - 133), normal from code 7 */
            uint s = (rs[u] - 6u) << 23;
            ok = rs[u] - 7u < 248u;
            for (int j = 0; j < 8; j++) {
                precise float r = kq_i8f(c[j]) * uintBitsToFloat(s);
                v[j] = floatBitsToUint(r);
            }
            exact = true; /* at most 8 significant bits times a power of two */
        } else { /* fp8 (per channel or group), MX and nvfp4 float elements: the table */
            uint s;
            if (KIND == KQ_FP8) s = rs[u];
            else if (KIND == KQ_NVFP4) { /* E4M3(code) * ts in the float unit where both and the product are normal */
                uint e = kscl[rs[u]];
                precise float p = uintBitsToFloat(e) * uintBitsToFloat(ts);
                s = floatBitsToUint(p);
                ok = (e & 0x7F800000u) - 0x00800000u < 0x7F000000u && (ts & 0x7F800000u) - 0x00800000u < 0x7F000000u;
            } else s = rs[u] << 23; /* 2^(code - 127) where fast_f holds (code 0xFF, NaN, does not) */
            ok = ok && fast_f(s);
            for (int j = 0; j < 8; j++) {
                precise float r = uintBitsToFloat(ktab[c[j]]) * uintBitsToFloat(s);
                v[j] = floatBitsToUint(r);
            }
            exact = KIND == KQ_MX; /* at most 4 significant bits times a power of two */
        }
        if (!ok) {
            slow |= 1u << u;
            continue;
        }
        store8(e0, v, true, exact); /* no product is NaN */
    }
    /* the groups left, element by element (one call site: the rare code
       stays out of the way of the common one) */
    while (slow != 0u) {
        uint u = findLSB(slow);
        slow &= slow - 1u;
        uint64_t e0 = ((base + uint64_t(u)) * WG + lid) * 8ul;
        dq_each(e0, uint(min(n - e0, 8ul))); /* 8 (a count the compiler does not unroll) */
    }
}
