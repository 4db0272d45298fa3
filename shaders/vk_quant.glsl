/* Quantization helpers shared by the vk_quant*.comp shaders.

   Every value is handled as f32 bits: the rounding must equal ktorch.h's
   bit for bit, and a Vulkan device may flush subnormals (the default float
   controls leave it to the implementation) and divides within 2.5 ulp. So
   products use the hardware multiply (correctly rounded) only when operands
   and result are normal, division and the subnormal cases are integer code,
   and compares are integer compares.

   KQ_FC (the *_fc modules, chosen where the device reports
   shaderDenormPreserveFloat32 and shaderRoundingModeRTEFloat32) declares
   the execution modes DenormPreserve and RoundingModeRTE for f32: then every
   f32 product is the IEEE one, so only a NaN result (a NaN operand or
   Inf * 0, whose bits x86 chooses) leaves the hardware multiply. */
#ifndef KQ_GLSL
#define KQ_GLSL
/* after vk_common.glsl (extensions, dtype conversions) */
#ifdef KQ_FC
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(capabilities = [4464], 4459, 32); /* DenormPreserve (capability DenormPreserve) */
spirv_execution_mode(capabilities = [4467], 4462, 32); /* RoundingModeRTE (capability RoundingModeRTE) */
#endif

layout(buffer_reference, std430, buffer_reference_align = 1) buffer KqU8 { uint8_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer KqU32 { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer KqU16 { uint16_t v[]; };
layout(buffer_reference, std430, buffer_reference_align = 16) buffer KqV4 { uvec4 v[]; };

/* format kinds (ktorch.h KTORCH__QK_*) and element codes */
#define KQ_INT8 0
#define KQ_ASYM 1
#define KQ_FP8 2
#define KQ_MX 3
#define KQ_NVFP4 4
#define KQ_Q8_0 5
#define KQ_Q4_0 6
#define KQ_E_I8 0
#define KQ_E_U8 1
#define KQ_E_E4M3 2
#define KQ_E_E5M2 3
#define KQ_E_E2M3 4
#define KQ_E_E3M2 5
#define KQ_E_E2M1 6

const uint KQ_QNAN = 0x7FC00000u;
const uint KQ_DEFNAN = 0xFFC00000u; /* x86's default NaN (Inf * 0, 0 / 0) */

bool kq_isnan(uint b) { return (b & 0x7FFFFFFFu) > 0x7F800000u; }
bool kq_finite(uint b) { return (b & 0x7F800000u) != 0x7F800000u; }

uint kq_pow2(int n) { return n >= -126 ? uint(n + 127) << 23 : 1u << uint(n + 149); }

/* Integer <-> float without the conversion unit (a quarter of the FP32 rate
   on NVIDIA): u < 2^23 as the float 2^23 + u less 2^23 (exact on any
   device); a signed byte c the same way from c ^ 0x80 */
float kq_u2f(uint u) { return uintBitsToFloat(0x4B000000u | u) - 8388608.0; }
float kq_i8f(uint c) { return uintBitsToFloat(0x4B000000u | ((c & 0xFFu) ^ 0x80u)) - 8388736.0; }
/* RNE(v) of 0 <= v < 2^22: with RoundingModeRTE (KQ_FC) the sum 2^23 + v
   holds it in its low bits; else roundEven */
uint kq_rne_u(float v) {
#ifdef KQ_FC
    precise float t = v + 8388608.0;
    return floatBitsToUint(t) - 0x4B000000u;
#else
    return uint(roundEven(v));
#endif
}

/* floor(log2(a)) of finite a > 0 (abs bits), subnormals too */
int kq_floor_log2(uint a) {
    uint e = a >> 23;
    return e != 0u ? int(e) - 127 : findMSB(a) - 149;
}

/* significand with the hidden bit, normalised to [2^23, 2^24), and its
   effective biased exponent (below 1 for subnormals); a != 0, finite */
void kq_unpack(uint a, out uint m, out int e) {
    uint ex = (a >> 23) & 0xFFu;
    m = a & 0x7FFFFFu;
    if (ex == 0u) {
        int sh = 23 - findMSB(m);
        m <<= uint(sh);
        e = 1 - sh;
    } else {
        m |= 0x800000u;
        e = int(ex);
    }
}

/* bits of sign | (E-1, q) with q holding the hidden bit: a rounding carry
   moves into the exponent, and q < 2^23 with E = 1 is a subnormal */
uint kq_pack(uint s, int E, uint q) {
    if (E >= 255) return s | 0x7F800000u;
    uint b = (uint(E - 1) << 23) + q;
    return s | min(b, 0x7F800000u);
}

/* x * y as IEEE f32 RNE without flushing; NaN rules as x86 (the first NaN
   operand, quieted; Inf * 0 is the default NaN) */
uint kq_mul_exact(uint a, uint b) {
    uint ea = (a >> 23) & 0xFFu, eb = (b >> 23) & 0xFFu, s = (a ^ b) & 0x80000000u;
    if (ea == 255u || eb == 255u) {
        if (kq_isnan(a)) return a | 0x400000u;
        if (kq_isnan(b)) return b | 0x400000u;
        if ((a & 0x7FFFFFFFu) == 0u || (b & 0x7FFFFFFFu) == 0u) return KQ_DEFNAN;
        return s | 0x7F800000u;
    }
    if ((a & 0x7FFFFFFFu) == 0u || (b & 0x7FFFFFFFu) == 0u) return s;
    if (ea != 0u && eb != 0u) {
        precise float r = uintBitsToFloat(a) * uintBitsToFloat(b);
        uint rb = floatBitsToUint(r);
        if ((rb & 0x7F800000u) != 0u) return rb; /* normal or overflow: correctly rounded */
    }
    uint ma, mb;
    int xa, xb;
    kq_unpack(a & 0x7FFFFFFFu, ma, xa);
    kq_unpack(b & 0x7FFFFFFFu, mb, xb);
    uint64_t P = uint64_t(ma) * uint64_t(mb);
    int E = xa + xb - 127, sh = 23;
    if (P >= (uint64_t(1) << 47)) {
        sh = 24;
        E += 1;
    }
    if (E < 1) {
        sh += 1 - E;
        E = 1;
    }
    if (sh > 48) return s;
    uint64_t q = P >> sh, rem = P & ((uint64_t(1) << sh) - 1ul), hf = uint64_t(1) << (sh - 1);
    if (rem > hf || (rem == hf && (q & 1ul) != 0ul)) q += 1ul;
    return kq_pack(s, E, uint(q));
}

/* kq_mul: the hardware product where both operands are normal and the
   result is normal or overflows (then it is correctly rounded, whatever the
   device does with subnormals), else kq_mul_exact; with KQ_FC every product
   but a NaN */
uint kq_mul(uint a, uint b) {
    precise float r = uintBitsToFloat(a) * uintBitsToFloat(b);
    uint rb = floatBitsToUint(r);
#ifdef KQ_FC
    if ((rb & 0x7FFFFFFFu) <= 0x7F800000u) return rb;
#else
    if ((a & 0x7F800000u) - 0x00800000u < 0x7F000000u && (b & 0x7F800000u) - 0x00800000u < 0x7F000000u && (rb & 0x7F800000u) != 0u) return rb;
    /* zero times a finite value (common codes): the signed zero, without kq_mul_exact */
    if (((a & 0x7FFFFFFFu) == 0u && kq_finite(b)) || ((b & 0x7FFFFFFFu) == 0u && kq_finite(a))) return (a ^ b) & 0x80000000u;
#endif
    return kq_mul_exact(a, b);
}

/* kq_mul of operands whose product cannot be NaN (neither is NaN, no Inf * 0) */
uint kq_mul_fin(uint a, uint b) {
#ifdef KQ_FC
    precise float r = uintBitsToFloat(a) * uintBitsToFloat(b);
    return floatBitsToUint(r);
#else
    return kq_mul(a, b);
#endif
}

/* x / y correctly rounded (RNE, subnormals kept); NaN rules as x86 */
uint kq_div(uint a, uint b) {
    uint s = (a ^ b) & 0x80000000u, aa = a & 0x7FFFFFFFu, ab = b & 0x7FFFFFFFu;
    if (aa > 0x7F800000u) return a | 0x400000u;
    if (ab > 0x7F800000u) return b | 0x400000u;
    if (aa == 0x7F800000u) return ab == 0x7F800000u ? KQ_DEFNAN : s | 0x7F800000u;
    if (ab == 0x7F800000u) return s;
    if (ab == 0u) return aa == 0u ? KQ_DEFNAN : s | 0x7F800000u;
    if (aa == 0u) return s;
    uint ma, mb;
    int xa, xb;
    kq_unpack(aa, ma, xa);
    kq_unpack(ab, mb, xb);
    int E = xa - xb + 127;
    if (ma < mb) {
        ma <<= 1;
        E -= 1;
    }
    if (E >= 255) return s | 0x7F800000u;
    /* Q = floor(ma 2^23 / mb): the device's quotient of the exact floats
       ma and mb (within a few ulps), corrected with exact remainders */
    int64_t N = int64_t(ma) << 23, B = int64_t(mb);
    int64_t Q = int64_t(uint((float(ma) / float(mb)) * 8388608.0)), R = N - Q * B;
    while (R < 0l) {
        Q -= 1l;
        R += B;
    }
    while (R >= B) {
        Q += 1l;
        R -= B;
    }
    uint q = uint(Q);
    if (E >= 1) {
        if (2l * R > B || (2l * R == B && (q & 1u) != 0u)) q += 1u;
        return kq_pack(s, E, q);
    }
    int sh = 1 - E;
    if (sh > 25) return s;
    uint rem = q & ((1u << uint(sh)) - 1u), hf = 1u << uint(sh - 1);
    q >>= uint(sh);
    if (rem > hf || (rem == hf && (R != 0l || (q & 1u) != 0u))) q += 1u;
    return kq_pack(s, 1, q);
}

/* a / 127 as kq_div gives it (a's sign bit clear): where the quotient is
   normal, floor(A 2^7 / 127) of a's significand A by a multiply-high, its
   remainder deciding the rounding (127 is odd: no ties) */
uint kq_div127(uint a) {
    uint ea = a >> 23;
    if (ea < 8u || ea > 254u) return kq_div(a, floatBitsToUint(127.0));
    uint N = ((a & 0x7FFFFFu) | 0x800000u) << 7, hi, lo;
    umulExtended(N, 0x81020409u, hi, lo);
    uint q = hi >> 6, R = N - q * 127u; /* (N 0x81020409) >> 38 = floor(N / 127) for N < 2^31 */
    if (q >= 0x1000000u) return ((ea - 7u) << 23) + (q >> 1) + ((q & 1u) * 127u + R > 127u ? 1u : 0u); /* one bit coarser */
    return ((ea - 8u) << 23) + q + (2u * R > 127u ? 1u : 0u);
}
/* 1 / d as kq_div gives it: where d is normal with an exponent field of at
   most 252, a float estimate of 2^47 / D (D d's significand) corrected by
   exact remainders (a tie would need D a power of two, whose quotient is
   exact) */
uint kq_recip(uint d) {
    uint ed = (d >> 23) & 0xFFu;
    if (ed < 1u || ed > 252u) return kq_div(floatBitsToUint(1.0), d);
    uint D = (d & 0x7FFFFFu) | 0x800000u, Q = uint((1.0 / float(D)) * 140737488355328.0);
    int64_t R = (int64_t(1) << 47) - int64_t(Q) * int64_t(D);
    while (R < 0l) {
        Q -= 1u;
        R += int64_t(D);
    }
    while (R >= int64_t(D)) {
        Q += 1u;
        R -= int64_t(D);
    }
    if (2l * R > int64_t(D)) Q += 1u;
    return (d & 0x80000000u) | (((252u - ed) << 23) + Q);
}

/* a + b for finite a, b >= 0 (bits), RNE, subnormals kept */
uint kq_add_pos(uint a, uint b) {
    if (a < b) {
        uint t = a;
        a = b;
        b = t;
    }
    if (b == 0u) return a;
    uint ea = a >> 23, eb = b >> 23;
    int xa = ea != 0u ? int(ea) : 1, xb = eb != 0u ? int(eb) : 1, d = xa - xb;
    uint64_t A = uint64_t((a & 0x7FFFFFu) | (ea != 0u ? 0x800000u : 0u)) << 32;
    uint64_t B0 = uint64_t((b & 0x7FFFFFu) | (eb != 0u ? 0x800000u : 0u)) << 32, B;
    if (d >= 56) B = 1ul;
    else {
        B = B0 >> d;
        if ((B << d) != B0) B |= 1ul; /* sticky: far below the rounding bit */
    }
    uint64_t S = A + B;
    int E = xa, sh = 32;
    if (S >= (uint64_t(1) << 56)) {
        sh = 33;
        E += 1;
    }
    uint64_t q = S >> sh, rem = S & ((uint64_t(1) << sh) - 1ul), hf = uint64_t(1) << (sh - 1);
    if (rem > hf || (rem == hf && (q & 1ul) != 0ul)) q += 1ul;
    return kq_pack(0u, E, uint(q));
}

/* (int)roundf(y) as x86 converts it (NaN INT_MIN, |y| >= 2^31 as
   ktorch.h's q8_0 code takes it); floor and the exact difference y - floor
   decide the half away from zero */
int kq_roundf_i32(uint y) {
    uint a = y & 0x7FFFFFFFu;
    int t;
    if (a > 0x7F800000u) return -2147483647 - 1;
    if (a >= 0x4F000000u) t = -2147483647;
#ifdef KQ_FC
    else if (a < 0x4A800000u) { /* below 2^22: the RNE integer r, one more where a - r is exactly 1/2 */
        float af = uintBitsToFloat(a);
        precise float r = af + 8388608.0;
        precise float d = af - (r - 8388608.0);
        t = int(floatBitsToUint(r) - 0x4B000000u) + (d == 0.5 ? 1 : 0);
    }
#endif
    else {
        float af = uintBitsToFloat(a), fl = floor(af);
        precise float d = af - fl;
        t = int(fl) + (d >= 0.5 ? 1 : 0);
    }
    return (y >> 31) != 0u ? -t : t;
}

/* ktorch__rne_clamp: signed RNE clamped to [-lim, lim], NaN gives 0 */
int kq_rne_clamp(uint y, int lim) {
    if (kq_isnan(y)) return 0;
    uint a = y & 0x7FFFFFFFu;
    int t = a >= floatBitsToUint(float(lim)) ? lim : min(int(kq_rne_u(uintBitsToFloat(a))), lim); /* lim <= 2^20; a flushed subnormal rounds to 0 too */
    return (y >> 31) != 0u ? -t : t;
}

/* kt_round_small through the float unit: a (finite, >= 0 bits) times the
   power of two that puts its rounding point at 1 is exact on any device (a
   normal result, or a subnormal one below 1/2 that rounds to 0 flushed or
   not), and roundEven rounds it as the integer code does */
uint kq_round_small(uint a, int M, int B) {
    int efmin = 128 - B, E = max(int(a >> 23), efmin);
    precise float v = uintBitsToFloat(a) * uintBitsToFloat(uint(M + 254 - E) << 23); /* below 2^(M+1) */
    return (uint(E - efmin) << uint(M)) + kq_rne_u(v);
}
/* kt_to_fp8 on kq_round_small */
uint kq_to_fp8(uint b, bool saturate, int M, int B, uint maxfin, uint ovf) {
    uint a = b & 0x7FFFFFFFu, over = saturate ? maxfin : ovf;
    uint c = kq_round_small(min(a, 0x7F7FFFFFu), M, B);
    c = c > maxfin ? over : c;
    c = a >= 0x7F800000u ? (a == 0x7F800000u ? over : 0x7Fu) : c;
    return c | ((b >> 24) & 0x80u);
}
uint kq_f32_to_fp8(uint b, bool e4m3, bool saturate) { return e4m3 ? kq_to_fp8(b, saturate, 3, 7, 0x7Eu, 0x7Fu) : kq_to_fp8(b, saturate, 2, 15, 0x7Bu, 0x7Cu); }

/* FP6/FP4 element (no Inf/NaN): ktorch__sf_encode / _decode */
uint kq_sf_encode(uint v, int E, int M) {
    int bias = (1 << (E - 1)) - 1, emin = 1 - bias;
    uint sign = (v >> 31) << uint(E + M), maxcode = (1u << uint(E + M)) - 1u, a = v & 0x7FFFFFFFu;
    uint maxn = floatBitsToUint(uintBitsToFloat(kq_pow2((1 << E) - 1 - bias)) * (2.0 - uintBitsToFloat(kq_pow2(-M))));
    if (a >= maxn) return sign | maxcode;
    /* t = RNE(a 2^(M - e)) as in kq_round_small; a carry to 2^(M+1) moves
       into the exponent, and t < 2^M (then e = emin) is the subnormal code */
    int e = max(int(a >> 23) - 127, emin);
    precise float f = uintBitsToFloat(a) * uintBitsToFloat(uint(M - e + 127) << 23);
    uint t = kq_rne_u(f);
    return sign | ((uint(e + bias) << uint(M)) + t - (1u << uint(M)));
}
uint kq_sf_decode(uint c, int E, int M) {
    int bias = (1 << (E - 1)) - 1;
    uint e = (c >> uint(M)) & ((1u << uint(E)) - 1u), m = c & ((1u << uint(M)) - 1u);
    float v = e != 0u ? (1.0 + float(m) * uintBitsToFloat(kq_pow2(-M))) * uintBitsToFloat(kq_pow2(int(e) - bias))
                      : float(m) * uintBitsToFloat(kq_pow2(1 - bias - M));
    return floatBitsToUint(v) | (((c >> uint(E + M)) & 1u) << 31);
}

/* E2M1 magnitude code of a finite a >= 0 (bits) as kq_sf_encode(a, 2, 1)
   gives it, the same rounding without its sign and saturation test: the
   exponent e = max(floor(log2 a), 0), t = RNE(a 2^(1 - e)) */
uint kq_e2m1_mag(uint a) {
    int e = max(int(a >> 23) - 127, 0);
    precise float f = uintBitsToFloat(a) * uintBitsToFloat(uint(128 - e) << 23);
    return min((uint(e + 1) << 1) + kq_rne_u(f) - 2u, 7u);
}

/* E2M1 code of x / d (nvfp4 elements; rd = 1 / d correctly rounded, kq_div):
   where x * rd (within 2 ulp of x / d for normal operands) and its
   neighbours 4 ulp away encode alike, so does the correctly rounded quotient
   (encoding is monotone); near a code boundary, and for subnormal or
   extreme operands, the exact division */
uint kq_fp4_quotient(uint x, uint d, uint rd) {
    uint ax = x & 0x7FFFFFFFu, ed = (d >> 23) & 0xFFu;
    if (ax >= 0x00800000u && ax < 0x7F800000u && ed >= 1u && ed <= 252u) {
        precise float qf = uintBitsToFloat(x) * uintBitsToFloat(rd);
        uint q = floatBitsToUint(qf), aq = q & 0x7FFFFFFFu;
        if (aq >= 0x00800004u && aq < 0x7F7FFFFCu) {
            uint lo = kq_e2m1_mag(aq - 4u);
            if (lo == kq_e2m1_mag(aq + 4u)) return ((q >> 28) & 8u) | lo;
        }
    }
    return kq_sf_encode(kq_div(x, d), 2, 1);
}

/* kq_fp4_quotient with one encoding: x * rd is within 3 ulp of the correctly
   rounded x / d (normal operands), and every E2M1 rounding boundary (0.25,
   0.75, 1.25, 1.75, 2.5, 3.5, 5) has its low 21 significand bits clear, so
   where no such value lies within 4 ulp of the product both give one code */
uint kq_fp4_quotient1(uint x, uint d, uint rd) {
    uint ax = x & 0x7FFFFFFFu, ed = (d >> 23) & 0xFFu;
    if (ax >= 0x00800000u && ax < 0x7F800000u && ed >= 1u && ed <= 252u) {
        precise float qf = uintBitsToFloat(x) * uintBitsToFloat(rd);
        uint q = floatBitsToUint(qf), aq = q & 0x7FFFFFFFu;
        if (aq >= 0x00800004u && aq < 0x7F7FFFFCu && ((aq + 4u) & 0x1FFFFFu) > 8u) return ((q >> 28) & 8u) | kq_e2m1_mag(aq);
    }
    return kq_fp4_quotient(x, d, rd);
}
/* the saturating E4M3 code of a / b (a, b > 0 finite; r = 1 / b correctly
   rounded, 0 if unknown): where a * r (within 3 ulp of the quotient) and
   its neighbours 4 ulp away encode alike, that code; else the exact division */
uint kq_e4m3_quotient(uint a, uint b, uint r) {
    if (a >= 0x00800000u && ((r >> 23) & 0xFFu) - 1u < 253u && ((b >> 23) & 0xFFu) - 1u < 252u) {
        precise float qf = uintBitsToFloat(a) * uintBitsToFloat(r);
        uint q = floatBitsToUint(qf);
        if (q >= 0x00800004u && q < 0x7F7FFFFCu) {
            uint lo = kq_f32_to_fp8(q - 4u, true, true);
            if (lo == kq_f32_to_fp8(q + 4u, true, true)) return lo;
        }
    }
    return kq_f32_to_fp8(kq_div(a, b), true, true);
}

#ifdef KQ_FC
/* f32 bits of a float code (E exponent bits of bias `bias`, M mantissa
   bits, sign above them; Inf/NaN codes excepted) through the float unit:
   the code's exponent and mantissa placed in an f32 (subnormal where the
   code's is, kept by DenormPreserve) times 2^(127 - bias), exact */
uint kq_fc_decode(uint c, int E, int M, int bias) {
    uint mag = c & ((1u << uint(E + M)) - 1u);
    return floatBitsToUint(uintBitsToFloat(mag << uint(23 - M)) * uintBitsToFloat(uint(254 - bias) << 23)) | (((c >> uint(E + M)) & 1u) << 31);
}
#endif

/* kt_e4m3_bits / kt_e5m2_bits without the conversion unit: a subnormal
   code's mantissa m as the float m (kq_u2f, exact) with its exponent
   lowered */
uint kq_e4m3_bits(uint c) {
    uint a = c & 0x7Fu, sub = a == 0u ? 0u : floatBitsToUint(kq_u2f(a)) - (9u << 23);
    uint r = a < 8u ? sub : (a << 20) + (120u << 23);
    return (a == 0x7Fu ? 0x7FC00000u : r) | ((c & 0x80u) << 24);
}
uint kq_e5m2_bits(uint c) {
    uint a = c & 0x7Fu, sub = a == 0u ? 0u : floatBitsToUint(kq_u2f(a)) - (16u << 23);
    uint r = a < 4u ? sub : a >= 0x7Cu ? 0x7F800000u | ((a & 3u) << 21) : (a << 21) + (112u << 23);
    return r | ((c & 0x80u) << 24);
}

/* decode of an element code (ktorch__elem_lut), as f32 bits */
uint kq_elem_decode(int elem, uint c) {
    switch (elem) {
    case KQ_E_I8: return floatBitsToUint(kq_i8f(c));
#ifdef KQ_FC
    case KQ_E_E4M3: return (c & 0x7Fu) == 0x7Fu ? 0x7FC00000u | ((c & 0x80u) << 24) : kq_fc_decode(c, 4, 3, 7);
    case KQ_E_E5M2: return (c & 0x7Cu) == 0x7Cu ? 0x7F800000u | ((c & 3u) << 21) | ((c & 0x80u) << 24) : kq_fc_decode(c, 5, 2, 15);
    case KQ_E_E2M3: return kq_fc_decode(c & 63u, 2, 3, 1);
    case KQ_E_E3M2: return kq_fc_decode(c & 63u, 3, 2, 3);
    default: return kq_fc_decode(c & 15u, 2, 1, 1);
#else
    case KQ_E_E4M3: return kq_e4m3_bits(c);
    case KQ_E_E5M2: return kq_e5m2_bits(c);
    case KQ_E_E2M3: return kq_sf_decode(c & 63u, 2, 3);
    case KQ_E_E3M2: return kq_sf_decode(c & 63u, 3, 2);
    default: return kq_sf_decode(c & 15u, 2, 1);
#endif
    }
}

/* MX / nvfp4 element encode of v (already scaled): ktorch__elem_encode */
uint kq_elem_encode(int elem, uint v) {
    switch (elem) {
    case KQ_E_E4M3: return kq_f32_to_fp8(v, true, true);
    case KQ_E_E5M2: return kq_f32_to_fp8(v, false, true);
    case KQ_E_I8: { /* mxint8: clamp(rne(64 v), -127, 127) */
        if (kq_isnan(v)) return 0u;
        uint a = v & 0x7FFFFFFFu;
        precise float f = uintBitsToFloat(a) * 64.0; /* exact as in kq_round_small */
        int t = a >= 0x3FFE0000u ? 127 : min(int(kq_rne_u(f)), 127); /* 127/64 */
        return uint((v >> 31) != 0u ? -t : t) & 0xFFu;
    }
    case KQ_E_E2M3: return kq_sf_encode(v, 2, 3);
    case KQ_E_E3M2: return kq_sf_encode(v, 3, 2);
    default: return kq_sf_encode(v, 2, 1);
    }
}

/* kq_elem_encode of a finite v (an MX block without NaN/Inf) */
uint kq_elem_encode_fin(int elem, uint v) {
    if (elem == KQ_E_E4M3 || elem == KQ_E_E5M2) {
        bool e4 = elem == KQ_E_E4M3;
        return min(kq_round_small(v & 0x7FFFFFFFu, e4 ? 3 : 2, e4 ? 7 : 15), e4 ? 0x7Eu : 0x7Bu) | ((v >> 24) & 0x80u);
    }
    return kq_elem_encode(elem, v);
}

/* f32 bits of element e of a float tensor (dtype codes as vk_common.glsl) */
uint kq_load(int xdt, uint64_t addr, uint64_t e) { return kt_load_bits(addr + e * uint64_t(kt_dtype_size(uint(xdt))), uint(xdt)); }
void kq_store(int odt, uint64_t addr, uint64_t e, uint b) { kt_store_bits(addr + e * uint64_t(kt_dtype_size(uint(odt))), uint(odt), b, false); }
/* f32 bits of the 8 elements from e0 (a multiple of 8) of a float tensor
   whose address is 16-byte aligned: one or two 16-byte loads */
void kq_load8(int xdt, uint64_t addr, uint64_t e0, out uint x[8]) {
    if (xdt == 0) {
        KqV4 p = KqV4(addr + e0 * 4ul);
        uvec4 a = p.v[0], b = p.v[1];
        x = uint[8](a.x, a.y, a.z, a.w, b.x, b.y, b.z, b.w);
    } else {
        uvec4 a = KqV4(addr + e0 * 2ul).v[0];
        uint h[8] = uint[8](a.x & 0xFFFFu, a.x >> 16, a.y & 0xFFFFu, a.y >> 16, a.z & 0xFFFFu, a.z >> 16, a.w & 0xFFFFu, a.w >> 16);
        for (int j = 0; j < 8; j++) x[j] = xdt == 1 ? kt_f16_bits(h[j]) : kt_bf16_bits(h[j]);
    }
}
void kq_put8(uint64_t addr, uint64_t i, uint v) { KqU8(addr + i).v[0] = uint8_t(v); }
uint kq_get8(uint64_t addr, uint64_t i) { return uint(KqU8(addr + i).v[0]); }

/* the packed code of element e (ktorch__code_get) */
uint kq_code_get(int elem, uint64_t addr, uint64_t e) {
    if (elem == KQ_E_E2M1) {
        uint b = kq_get8(addr, e >> 1);
        return (e & 1ul) != 0ul ? b >> 4 : b & 15u;
    }
    if (elem == KQ_E_E2M3 || elem == KQ_E_E3M2) {
        uint64_t bit = e * 6ul;
        uint sh = uint(bit & 7ul), w = kq_get8(addr, bit >> 3);
        if (sh > 2u) w |= kq_get8(addr, (bit >> 3) + 1ul) << 8;
        return (w >> sh) & 63u;
    }
    return kq_get8(addr, e);
}

/* f32 bits of element k of row r (K elements) of a qtensor's codes: the
   decode times its scale, one product rounded as the CPU rounds it
   (ktorch__qv_dequant). gran: 0 tensor, 1 channel (rsi the row's scale), 2
   channel on the last axis, 3 group of G (nblk groups per row). */
uint kq_dequant(int kind, int elem, int gran, uint64_t codes, uint64_t scale, uint64_t zp, uint ts, uint64_t r, uint k, uint K, uint G,
                uint nblk, uint rsi) {
    uint64_t e = r * uint64_t(K) + uint64_t(k);
    if (kind == KQ_INT8 || kind == KQ_ASYM || kind == KQ_FP8) {
        uint64_t si = gran == 0 ? 0ul : gran == 1 ? uint64_t(rsi) : gran == 2 ? uint64_t(k) : r * uint64_t(nblk) + uint64_t(k / G);
        uint s = KqU32(scale + si * 4ul).v[0], c = kq_get8(codes, e), v;
        if (kind == KQ_ASYM) v = floatBitsToUint(uintBitsToFloat(0x4B000000u | c) - uintBitsToFloat(0x4B000000u | kq_get8(zp, si))); /* exact */
        else v = kq_elem_decode(elem, c);
        return kq_mul(v, s);
    }
    if (kind == KQ_MX || kind == KQ_NVFP4) {
        uint sc = kq_get8(scale, r * uint64_t(nblk) + uint64_t(kind == KQ_MX ? k >> 5 : k >> 4)), s;
        if (kind == KQ_NVFP4) s = kq_mul(kt_e4m3_bits(sc), ts);
        else if (sc == 0xFFu) s = KQ_QNAN;
        else s = kq_pow2(int(sc) - (elem == KQ_E_I8 ? 133 : 127)); /* mxint8 codes are value * 64 */
        return kq_mul(kq_elem_decode(elem, kq_code_get(elem, codes, e)), s);
    }
    uint bs = kind == KQ_Q8_0 ? 34u : 18u, kk = k & 31u, c;
    uint64_t blk = (r * uint64_t(K / 32u) + uint64_t(k / 32u)) * uint64_t(bs);
    uint d = kt_f16_bits(kq_get8(codes, blk) | (kq_get8(codes, blk + 1ul) << 8));
    if (kind == KQ_Q8_0) c = floatBitsToUint(kq_i8f(kq_get8(codes, blk + 2ul + kk)));
    else c = floatBitsToUint(kq_u2f(kk < 16u ? kq_get8(codes, blk + 2ul + kk) & 15u : kq_get8(codes, blk + 2ul + kk - 16u) >> 4) - 8.0);
    return kq_mul(c, d);
}

uint kq_wg_linear() { return gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x; }

#endif
