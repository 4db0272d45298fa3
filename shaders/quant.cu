/* Quantization on the device (kind 5): quantize / dequantize every
   ktorch_quant_format and the fp8 casts of ktorch_tensor_copy. Every rule is
   ktorch.h's (docs/QUANT.md), written with the same integer steps and with
   explicitly rounded f32 operations (no contraction), so codes and scales are
   byte-identical to the CPU.
   Layout of the work: a scale block (MX 32, nvfp4 16, q8_0/q4_0 32, a
   power-of-two group of 8..256) is held by L = block/8 neighbouring lanes,
   8 elements each (one 16-byte load of a 16-bit x), reduced with shuffles;
   flat formats (per tensor / per channel, casts) take 8 or 16 elements per
   thread. Vector loads and stores only where the address is aligned and the
   whole vector lies inside the tensor; otherwise element by element.
   Aligned tensors of whole blocks take lean paths (a.fast): dequantization
   and per-tensor statistics/codes in 16-element chunks, two per thread and
   iteration; the block formats with 16 elements per thread (kt_qf_*).
   Anything those paths do not cover (NaN/Inf, blocks whose maximum lies
   outside the ranges where their steps are exact) falls back to the exact
   general routines, so results stay byte-identical.
   fp8 codes come from the hardware conversion (sm_89+) when every value of a
   vector is finite and below the format's max normal, where it rounds as the
   CPU does; other vectors take the exact scalar routine. Rows that hold
   NaN/Inf where the format rejects them are recorded in a device word
   (atomic min of tag | row) that the host reads at the next synchronisation.
   The module is built in five parts (KT_MASK, ktorch__cu_q_part): each kernel
   is in one, so a call compiles only the part it launches. */

/* dtype codes (ktorch_dtype) and quantization kinds (ktorch.h) */
#define KT_Q_F32 0
#define KT_Q_F16 1
#define KT_Q_BF16 2
#define KT_Q_E4M3 3
#define KT_Q_E5M2 4
#define KT_Q_I8 5
#define KT_Q_F6_E2M3 12
#define KT_Q_F6_E3M2 13
#define KT_Q_F4 14
#define KT_QK_INT8 0
#define KT_QK_ASYM 1
#define KT_QK_FP8 2
#define KT_QK_MX 3
#define KT_QK_NVFP4 4
#define KT_QK_Q8_0 5
#define KT_QK_Q4_0 6
#define KT_QK_GROUPS 7 /* kernel side only: int8 / int8_asym / fp8 groups of 16..256 on the lean path (kt_qf_slot) */
#define KT_Q_FLT_MAX 3.40282346638528859812e+38f

typedef ktorch__cu_q_args kt_q_args; /* shaders/kernel_args.h */
/* scratch: u32 keys of max(-x) per scale, then u32 keys of max(x), then f32
   multipliers; with a.host (one scale) kt_q_stats's count of finished
   blocks follows, and the code kernels get a.scr + 16 */

/* ---- exact scalar helpers (ktorch.h's, one for one) ----------------------- */

/* a * b with x86's NaN rule (a NaN operand is returned quieted, the first one
   first; an invalid product is the negative default NaN), so fp8 NaN codes
   carry the sign the CPU gives them. */
KT_DEV float kt_q_mul(float a, float b) {
    float r = __fmul_rn(a, b);
    if (r != r) {
        kt_u32 ua = __float_as_uint(a), ub = __float_as_uint(b);
        if ((ua & 0x7fffffffu) > 0x7f800000u) return __uint_as_float(ua | 0x400000u);
        if ((ub & 0x7fffffffu) > 0x7f800000u) return __uint_as_float(ub | 0x400000u);
        return __uint_as_float(0xffc00000u);
    }
    return r;
}
KT_DEV int kt_q_finite(float x) { return (__float_as_uint(x) & 0x7f800000u) != 0x7f800000u; }
KT_DEV kt_u32 kt_q_rne_u32(float y) {
    kt_u32 t = (kt_u32)y;
    float f = __fsub_rn(y, (float)t);
    if (f > 0.5f || (f == 0.5f && (t & 1u))) t++;
    return t;
}
KT_DEV kt_i32 kt_q_rne_clamp(float y, kt_i32 lim) {
    float a;
    kt_i32 t;
    if (!(y == y)) return 0;
    a = y < 0 ? -y : y;
    if (a >= (float)lim) return y < 0 ? -lim : lim;
    t = (kt_i32)kt_q_rne_u32(a);
    if (t > lim) t = lim;
    return y < 0 ? -t : t;
}
/* RNE integer of |y| < 2^22 and trunc of 0 <= y < 2^23 through one f32 add
   (no conversion instruction: 16 results per clock and SM against 128 adds) */
KT_DEV kt_i32 kt_q_rint(float y) { return (kt_i32)(__float_as_uint(__fadd_rn(y, 12582912.0f)) - 0x4b400000u); }
KT_DEV kt_i32 kt_q_trunc(float y) { return (kt_i32)(__float_as_uint(kt_fadd_rz(y, 8388608.0f)) - 0x4b000000u); }
/* truncation as the CPU reference's (x86 cvttss2si): INT_MIN when out of
   range or NaN. q8_0 / q4_0 blocks with a maximum under about 2^-120 have
   1/d = inf, and their codes are those of +-inf and NaN */
KT_DEV kt_i32 kt_q_cvtt(float v) { return v > -2147483904.0f && v < 2147483648.0f ? (kt_i32)v : -2147483647 - 1; }
/* f32 -> f16 bits, RNE (d of q8_0 / q4_0: never NaN on the paths that call it) */
KT_DEV kt_u16 kt_q_f16(float x) {
    return kt_cvt_f16(x);
}
KT_DEV float kt_q_pow2f(int n) {
    if (n >= -126) return __uint_as_float((kt_u32)(n + 127) << 23);
    return __uint_as_float(1u << (n + 149));
}
KT_DEV int kt_q_floor_log2f(float a) {
    kt_u32 u = __float_as_uint(a) & 0x7fffffffu;
    int e = (int)(u >> 23);
    if (e) return e - 127;
    return (31 - __clz((int)u)) - 149;
}
/* FP6 / FP4 element: RNE with subnormals, saturating, v not NaN */
KT_DEV kt_u32 kt_q_sf_encode(float v, int E, int M) {
    int bias = (1 << (E - 1)) - 1, emin = 1 - bias, e;
    kt_u32 sign = (__float_as_uint(v) >> 31) << (E + M), maxcode = (1u << (E + M)) - 1u, t;
    float a = v < 0 ? -v : v, maxn = __fmul_rn(kt_q_pow2f((1 << E) - 1 - bias), 2.0f - kt_q_pow2f(-M));
    if (a >= maxn) return sign | maxcode;
    if (a == 0) return sign;
    e = kt_q_floor_log2f(a);
    if (e < emin) e = emin;
    t = kt_q_rne_u32(__fmul_rn(a, kt_q_pow2f(M - e)));
    if (t >= (2u << M)) { t >>= 1; e++; }
    if (t < (1u << M)) return sign | t;
    return sign | (((kt_u32)(e + bias) << M) | (t - (1u << M)));
}
KT_DEV float kt_q_sf_decode(kt_u32 c, int E, int M) {
    int bias = (1 << (E - 1)) - 1, e = (int)((c >> M) & ((1u << E) - 1u)), m = (int)(c & ((1u << M) - 1u));
    float v = e ? __fmul_rn(__fadd_rn(1.0f, __fmul_rn((float)m, kt_q_pow2f(-M))), kt_q_pow2f(e - bias))
                : __fmul_rn((float)m, kt_q_pow2f(1 - bias - M));
    return (c >> (E + M)) & 1u ? -v : v;
}
/* MX / nvfp4 element code of v (already scaled) */
KT_DEV kt_u32 kt_q_elem_encode(int elem, int E, int M, float v) {
    if (elem == KT_Q_E4M3) return kt_f32_to_e4m3(v, 1);
    if (elem == KT_Q_E5M2) return kt_f32_to_e5m2(v, 1);
    if (elem == KT_Q_I8) return (kt_u32)(kt_u8)(signed char)kt_q_rne_clamp(__fmul_rn(v, 64.0f), 127);
    return kt_q_sf_encode(v, E, M);
}
/* value of an element code (the CPU's decode table) */
KT_DEV float kt_q_elem_value(int elem, kt_u32 c) {
    switch (elem) {
    case KT_Q_E4M3: return kt_e4m3_to_f32(c);
    case KT_Q_E5M2: return kt_e5m2_to_f32(c);
    case KT_Q_F6_E2M3: return kt_q_sf_decode(c & 63u, 2, 3);
    case KT_Q_F6_E3M2: return kt_q_sf_decode(c & 63u, 3, 2);
    case KT_Q_F4: return kt_q_sf_decode(c & 15u, 2, 1);
    case KT_Q_I8: return (float)(signed char)(kt_u8)c;
    default: return (float)c;
    }
}
KT_DEV int kt_q_bits(int elem) { return elem == KT_Q_F4 ? 4 : (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) ? 6 : 8; }

/* Small-float code of a finite v (|v| may exceed the range): RNE on the
   integer bits for normals (the carry moves into the exponent), subnormals
   scaled exactly to units and rounded by the hardware (RNE); codes above
   maxcode become `over`; the sign goes to bit `sp`. For FP6/FP4 (over =
   maxcode) it equals kt_q_sf_encode. */
KT_DEV kt_u32 kt_q_enc(float v, int M, int bias, kt_u32 maxcode, kt_u32 over, int sp) {
    kt_u32 b = __float_as_uint(v), a = b & 0x7fffffffu, sh = (kt_u32)(23 - M), c;
    /* subnormal codes: RNE of a * 2^(M-1+bias) (< 2^M, exact product) by one FMA with 1.5 * 2^23 */
    if (a < ((kt_u32)(128 - bias) << 23)) c = __float_as_uint(__fmaf_rn(__uint_as_float(a), kt_q_pow2f(M - 1 + bias), 12582912.0f)) - 0x4b400000u;
    else c = ((a + ((1u << (sh - 1u)) - 1u) + ((a >> sh) & 1u)) >> sh) - ((kt_u32)(127 - bias) << M);
    c = c > maxcode ? over : c;
    return c | ((b >> 31) << sp);
}
/* Saturating fp8 codes of two values, byte 0 from lo, byte 1 from hi: Inf
   gives the max normal, NaN 0x7f (with the sign bit of a signed NaN). */
KT_DEV kt_u32 kt_q_f8x2(float lo, float hi, int e5) {
#if KT_HW_F8
    const kt_u16 t = kt_f8x2_sat(lo, hi, e5);
    /* zeros keep the input's sign, as on the CPU */
    return (kt_u32)t | ((__float_as_uint(lo) >> 24) & 0x80u) | ((__float_as_uint(hi) >> 16) & 0x8000u);
#else
    if (e5) return (kt_u32)kt_f32_to_e5m2(lo, 1) | ((kt_u32)kt_f32_to_e5m2(hi, 1) << 8);
    return (kt_u32)kt_f32_to_e4m3(lo, 1) | ((kt_u32)kt_f32_to_e4m3(hi, 1) << 8);
#endif
}
/* |v| bits below which kt_q_f8x2 is exact for every rounding (the max normal) */
KT_DEV kt_u32 kt_q_f8lim(int e5) { return e5 ? 0x47600000u : 0x43e00000u; }

/* ---- element access ----------------------------------------------------- */
KT_DEV float kt_q_ld(kt_u64 p, kt_i64 i, int dt) {
    if (dt == KT_Q_F32) return ((const float *)p)[i];
    if (dt == KT_Q_F16) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    if (dt == KT_Q_BF16) return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
    if (dt == KT_Q_E4M3) return kt_e4m3_to_f32(((const kt_u8 *)p)[i]);
    return kt_e5m2_to_f32(((const kt_u8 *)p)[i]);
}
KT_DEV void kt_q_unpack16(kt_u32 w, int dt, float &lo, float &hi) {
    if (dt == KT_Q_F16) {
        lo = kt_f16_to_f32((kt_u16)(w & 0xffffu));
        hi = kt_f16_to_f32((kt_u16)(w >> 16));
    } else {
        lo = __uint_as_float(w << 16);
        hi = __uint_as_float(w & 0xffff0000u);
    }
}
/* n (0..8) f32/f16/bf16 elements from element i into v, zeros beyond n:
   16-byte loads when all 8 lie inside and the address is aligned. */
KT_DEV void kt_q_ld8(kt_u64 p, kt_i64 i, int n, int dt, float *v) {
    int j;
    if (dt == KT_Q_F32) {
        kt_u64 q = p + (kt_u64)i * 4u;
        if (n == 8 && (q & 15u) == 0) {
            float4 a = ((const float4 *)q)[0], b = ((const float4 *)q)[1];
            v[0] = a.x; v[1] = a.y; v[2] = a.z; v[3] = a.w; v[4] = b.x; v[5] = b.y; v[6] = b.z; v[7] = b.w;
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++) v[j] = j < n ? ((const float *)q)[j] : 0.0f;
        return;
    }
    {
        kt_u64 q = p + (kt_u64)i * 2u;
        if (n == 8 && (q & 15u) == 0) {
            uint4 w = *(const uint4 *)q;
            kt_q_unpack16(w.x, dt, v[0], v[1]);
            kt_q_unpack16(w.y, dt, v[2], v[3]);
            kt_q_unpack16(w.z, dt, v[4], v[5]);
            kt_q_unpack16(w.w, dt, v[6], v[7]);
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u16 h = j < n ? ((const kt_u16 *)q)[j] : (kt_u16)0;
            v[j] = dt == KT_Q_F16 ? kt_f16_to_f32(h) : kt_bf16_to_f32(h);
        }
    }
}
/* n (0..8) float results to an f32/f16/bf16 array at element i */
KT_DEV void kt_q_st8(kt_u64 p, kt_i64 i, int n, int dt, const float *v) {
    int j;
    if (dt == KT_Q_F32) {
        kt_u64 q = p + (kt_u64)i * 4u;
        if (n == 8 && (q & 15u) == 0) {
            ((float4 *)q)[0] = make_float4(v[0], v[1], v[2], v[3]);
            ((float4 *)q)[1] = make_float4(v[4], v[5], v[6], v[7]);
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++)
            if (j < n) ((float *)q)[j] = v[j];
        return;
    }
    {
        kt_u64 q = p + (kt_u64)i * 2u;
        kt_u32 h[8];
#pragma unroll
        for (j = 0; j < 8; j++) h[j] = dt == KT_Q_F16 ? kt_f32_to_f16(v[j]) : kt_f32_to_bf16(v[j]);
        if (n == 8 && (q & 15u) == 0) {
            *(uint4 *)q = make_uint4(h[0] | (h[1] << 16), h[2] | (h[3] << 16), h[4] | (h[5] << 16), h[6] | (h[7] << 16));
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++)
            if (j < n) ((kt_u16 *)q)[j] = (kt_u16)h[j];
    }
}
/* 8 bytes (lo, hi words) to p, the first nb of them */
KT_DEV void kt_q_st8b(kt_u64 p, kt_u32 lo, kt_u32 hi, int nb) {
    int j;
    if (nb == 8 && (p & 7u) == 0) {
        *(uint2 *)p = make_uint2(lo, hi);
        return;
    }
    if (nb == 8 && (p & 1u) == 0) {
        ((kt_u16 *)p)[0] = (kt_u16)lo;
        ((kt_u16 *)p)[1] = (kt_u16)(lo >> 16);
        ((kt_u16 *)p)[2] = (kt_u16)hi;
        ((kt_u16 *)p)[3] = (kt_u16)(hi >> 16);
        return;
    }
#pragma unroll
    for (j = 0; j < 8; j++)
        if (j < nb) ((kt_u8 *)p)[j] = (kt_u8)((j < 4 ? lo : hi) >> (8 * (j & 3)));
}
/* nb (0..8) bytes from p into lo/hi words, zeros beyond */
KT_DEV void kt_q_ld8b(kt_u64 p, int nb, kt_u32 &lo, kt_u32 &hi) {
    int j;
    if (nb == 8 && (p & 7u) == 0) {
        uint2 w = *(const uint2 *)p;
        lo = w.x;
        hi = w.y;
        return;
    }
    if (nb == 8 && (p & 1u) == 0) {
        const kt_u16 *h = (const kt_u16 *)p;
        lo = h[0] | ((kt_u32)h[1] << 16);
        hi = h[2] | ((kt_u32)h[3] << 16);
        return;
    }
    lo = hi = 0;
#pragma unroll
    for (j = 0; j < 8; j++)
        if (j < nb) {
            kt_u32 b = ((const kt_u8 *)p)[j];
            if (j < 4) lo |= b << (8 * j);
            else hi |= b << (8 * (j - 4));
        }
}
/* code of element i of a packed code array */
KT_DEV kt_u32 kt_q_code_get(int elem, kt_u64 p, kt_i64 i) {
    const kt_u8 *b = (const kt_u8 *)p;
    if (elem == KT_Q_F4) return (i & 1) ? b[i >> 1] >> 4 : b[i >> 1] & 15u;
    if (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) {
        kt_u64 bit = (kt_u64)i * 6u;
        unsigned sh = (unsigned)(bit & 7u);
        kt_u32 w = b[bit >> 3] | (sh > 2 ? (kt_u32)b[(bit >> 3) + 1] << 8 : 0u);
        return (w >> sh) & 63u;
    }
    return b[i];
}
/* nb bytes to p (word stores when aligned) */
KT_DEV void kt_q_stb(kt_u64 p, const kt_u8 *b, int nb) {
    int j;
    if (((p | (kt_u64)nb) & 3u) == 0) {
        for (j = 0; j < nb; j += 4) *(kt_u32 *)(p + (kt_u64)j) = b[j] | ((kt_u32)b[j + 1] << 8) | ((kt_u32)b[j + 2] << 16) | ((kt_u32)b[j + 3] << 24);
        return;
    }
    for (j = 0; j < nb; j++) ((kt_u8 *)p)[j] = b[j];
}
/* n codes packed from element offset e0 (byte aligned: e0 * bits % 8 == 0) */
KT_DEV int kt_q_pack(int elem, const kt_u8 *c, int n, kt_u8 *out) {
    int bits = kt_q_bits(elem), nb = (n * bits + 7) / 8, j;
    if (bits == 8) {
        for (j = 0; j < n; j++) out[j] = c[j];
        return n;
    }
    for (j = 0; j < nb; j++) out[j] = 0;
    for (j = 0; j < n; j++) {
        int bit = j * bits, sh = bit & 7;
        kt_u32 w = (kt_u32)c[j] << sh;
        out[bit >> 3] |= (kt_u8)w;
        if (sh + bits > 8) out[(bit >> 3) + 1] |= (kt_u8)(w >> 8);
    }
    return nb;
}

/* error word: the smallest tag | row over rejected rows */
KT_DEV void kt_q_badrow(const kt_q_args &a, kt_i64 r) {
    if (a.err) atomicMin((unsigned long long *)a.err, (unsigned long long)(a.tag | r));
}
/* int8_asym scale s: Inf when its range overflows f32, which rejects row r,
   the first row holding one of its elements */
KT_DEV void kt_q_range(const kt_q_args &a, float s, kt_i64 r) {
    if (a.kind == KT_QK_ASYM && !kt_q_finite(s)) kt_q_badrow(a, KTORCH__CUQ_RANGE | r);
}
/* q8_0 / q4_0: d rounds to Inf in f16 (|d| >= 65520), which rejects row r */
KT_DEV void kt_q_f16_d(const kt_q_args &a, float d, kt_i64 r) {
    if (fabsf(d) >= 65520.0f) kt_q_badrow(a, KTORCH__CUQ_RANGE | r);
}
/* x / d for x >= 0, d > 0: a 32-bit division when both fit */
KT_DEV kt_i64 kt_q_div(kt_i64 x, kt_i64 d) {
    if ((kt_u64)x <= 0xffffffffull && (kt_u64)d <= 0xffffffffull) return (kt_i64)((kt_u32)x / (kt_u32)d);
    return x / d;
}
KT_DEV void kt_q_rowcol(const kt_q_args &a, kt_i64 e, kt_i64 &r, kt_i64 &k) {
    r = kt_q_div(e, a.K);
    k = e - r * a.K;
}
/* block u of L lanes (one row's block b): first element e0 and length n */
KT_DEV void kt_q_blk(const kt_q_args &a, kt_i64 u, kt_i64 G, kt_i64 &e0, int &n) {
    kt_i64 r, b;
    if (a.flat) {
        e0 = u * G;
        n = (int)G;
        return;
    }
    r = kt_q_div(u, a.nblk);
    b = u - r * a.nblk;
    e0 = r * a.K + b * G;
    n = a.K - b * G < G ? (int)(a.K - b * G) : (int)G;
}

/* ---- statistics: per-scale max(-x), max(x) over finite x; rejected rows --
   Keys are f32 bits of non-negative values, so unsigned max orders them;
   min/max are exact and order-free, so atomics keep results deterministic. */
KT_DEV int kt_q_chan_row(const kt_q_args &a, kt_i64 r) {
    if (a.gran != 1 || a.axis_last) return 0;
    return (int)((r / a.inner) % a.nch);
}
KT_DEV void kt_q_flush(const kt_q_args &a, int c, kt_u32 neg, kt_u32 pos) {
    kt_u32 *keys = (kt_u32 *)(a.scr);
    if (neg) atomicMax(&keys[c], neg);
    if (pos) atomicMax(&keys[a.nsc + c], pos);
}
/* unit: 8 elements of the flat tensor (per tensor, per channel not on the last axis) */
KT_DEV void kt_q_stats_unit(const kt_q_args &a, kt_i64 u, int &cur, kt_u32 &neg, kt_u32 &pos, kt_i64 &badr) {
    kt_i64 i0 = u * 8, r, k;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j, bad = 0, c;
    float v[8];
    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);
    if (a.gran != 1 || (a.flat && n == 8)) { /* one scale for the 8 */
        kt_u32 nn = 0, pp = 0;
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;
            if (m >= 0x7f800000u) bad = 1;
            else if (b >> 31) nn = m > nn ? m : nn;
            else pp = m > pp ? m : pp;
        }
        c = 0;
        if (a.gran == 1) {
            kt_q_rowcol(a, i0, r, k);
            c = kt_q_chan_row(a, r);
        }
        if (c != cur) {
            if (cur >= 0) kt_q_flush(a, cur, neg, pos);
            cur = c;
            neg = pos = 0;
        }
        neg = nn > neg ? nn : neg;
        pos = pp > pos ? pp : pos;
        if (bad) {
            int jb = 8;
#pragma unroll
            for (j = 7; j >= 0; j--)
                if ((__float_as_uint(v[j]) & 0x7f800000u) == 0x7f800000u) jb = j;
            if (jb < n && (i0 + jb) / a.K < badr) badr = (i0 + jb) / a.K;
        }
        return;
    }
    kt_q_rowcol(a, i0, r, k);
#pragma unroll
    for (j = 0; j < 8; j++) {
        kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;
        if (j >= n) break;
        c = kt_q_chan_row(a, r);
        if (c != cur) {
            if (cur >= 0) kt_q_flush(a, cur, neg, pos);
            cur = c;
            neg = pos = 0;
        }
        if (m >= 0x7f800000u) {
            if (r < badr) badr = r;
        } else if (b >> 31) {
            neg = m > neg ? m : neg;
        } else {
            pos = m > pos ? m : pos;
        }
        if (++k == a.K) { k = 0; r++; }
    }
}
/* unit: one column over rows_per_unit rows (per channel on the last axis) */
KT_DEV void kt_q_colstats_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 k = u % a.K, r0 = (u / a.K) * a.rows_per_unit, r1 = r0 + a.rows_per_unit, r, badr = -1;
    kt_u32 neg = 0, pos = 0;
    if (r1 > a.R) r1 = a.R;
    for (r = r0; r < r1; r++) {
        kt_u32 b = __float_as_uint(kt_q_ld(a.x, r * a.K + k, (int)a.xdt)), m = b & 0x7fffffffu;
        if (m >= 0x7f800000u) {
            if (badr < 0) badr = r;
        } else if (b >> 31) {
            neg = m > neg ? m : neg;
        } else {
            pos = m > pos ? m : pos;
        }
    }
    kt_q_flush(a, (int)k, neg, pos);
    if (badr >= 0) kt_q_badrow(a, badr);
}

/* ---- scale parameters (ktorch__q_params) --------------------------------- */
KT_DEV float kt_q_fp8_mul(float fmax, float amax, int margin) {
    float m;
    if (!(amax > 0) || !kt_q_finite(amax)) return 1.0f;
    m = __fdiv_rn(__fdiv_rn(fmax, amax), kt_q_pow2f(margin));
    if (!(m <= KT_Q_FLT_MAX)) m = KT_Q_FLT_MAX;
    return m;
}
KT_DEV void kt_q_params(const kt_q_args &a, float mn, float mx, float fp8mul, float *scale, float *mul, kt_u8 *zp) {
    if (a.kind == KT_QK_INT8) {
        float amax = -mn > mx ? -mn : mx, s = __fdiv_rn(amax, 127.0f);
        *scale = s;
        *mul = s != 0 ? __fdiv_rn(1.0f, s) : 0.0f;
    } else if (a.kind == KT_QK_ASYM) {
        float lo = mn < 0.0f ? mn : 0.0f, hi = mx > 0.0f ? mx : 0.0f, s = __fdiv_rn(__fsub_rn(hi, lo), 255.0f);
        float m = s != 0 ? __fdiv_rn(1.0f, s) : 0.0f;
        *scale = s;
        *mul = m;
        *zp = (kt_u8)kt_q_rne_clamp(__fmul_rn(-lo, m), 255);
    } else {
        *mul = fp8mul;
        *scale = __fdiv_rn(1.0f, fp8mul);
    }
}
/* min (<= 0) and max (>= 0) of scale c from the statistics keys */
KT_DEV void kt_q_keys(const kt_q_args &a, kt_i64 c, float &mn, float &mx) {
    const kt_u32 *keys = (const kt_u32 *)(a.scr);
    mn = keys[c] ? -__uint_as_float(keys[c]) : 0.0f;
    mx = __uint_as_float(keys[a.nsc + c]);
}
/* scale s, multiplier m and zero point z from min mn and max mx */
KT_DEV void kt_q_scale_mm(const kt_q_args &a, float mn, float mx, float &s, float &m, kt_u8 &z) {
    const float amax = -mn > mx ? -mn : mx;
    s = m = 0.0f;
    z = 0;
    kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? (a.fixed_mul > 0 ? (float)a.fixed_mul : kt_q_fp8_mul((float)a.fmax, amax, (int)a.margin)) : 0.0f,
                &s, &m, &z);
}
/* scale s, multiplier m and zero point z of scale c from its keys */
KT_DEV void kt_q_scale_of(const kt_q_args &a, kt_i64 c, float &s, float &m, kt_u8 &z) {
    float mn, mx;
    kt_q_keys(a, c, mn, mx);
    kt_q_scale_mm(a, mn, mx, s, m, z);
}
/* nvfp4's tensor scale: the given one, else amax / (448 * 6) from the
   statistics keys (the host divides the same way) */
KT_DEV float kt_q_nv_ts(const kt_q_args &a) {
    float mn, mx;
    if (a.tscale > 0) return (float)a.tscale;
    kt_q_keys(a, 0, mn, mx);
    return __fdiv_rn(-mn > mx ? -mn : mx, 2688.0f);
}
/* nvfp4 block scale code e4m3(amax / (6 ts)) (0 where ts is 0) and its
   divisor den = decode * ts */
KT_DEV kt_u8 kt_q_nv_scale(const kt_q_args &a, float amax, float &den) {
    const float ts = kt_q_nv_ts(a);
    const kt_u8 sb = ts > 0 ? kt_f32_to_e4m3(__fdiv_rn(amax, __fmul_rn(6.0f, ts)), 1) : (kt_u8)0;
    den = __fmul_rn(kt_e4m3_to_f32(sb), ts);
    return sb;
}
/* unit: one scale (per tensor / per channel) */
KT_DEV void kt_q_params_unit(const kt_q_args &a, kt_i64 c) {
    float m, s;
    kt_u8 z;
    kt_q_scale_of(a, c, s, m, z);
    kt_q_range(a, s, a.gran == 1 && !a.axis_last ? c * a.inner : 0);
    ((float *)a.scale)[c] = s;
    ((float *)(a.scr + 8u * (kt_u64)a.nsc))[c] = m;
    if (a.zp) ((kt_u8 *)a.zp)[c] = z;
}

/* ---- codes of int8 / int8_asym / fp8 ------------------------------------- */
KT_DEV kt_u8 kt_q_code(const kt_q_args &a, float x, float m, int z) {
    if (a.kind == KT_QK_INT8) return (kt_u8)(signed char)kt_q_rne_clamp(kt_q_mul(x, m), 127);
    if (a.kind == KT_QK_ASYM) {
        kt_i32 t = kt_q_rne_clamp(kt_q_mul(x, m), 1 << 20) + z;
        return (kt_u8)(t < 0 ? 0 : t > 255 ? 255 : t);
    }
    if (a.elem == KT_Q_E4M3) return kt_f32_to_e4m3(kt_q_mul(x, m), 1);
    return kt_f32_to_e5m2(kt_q_mul(x, m), 1);
}
/* codes of 8 values with one multiplier (and zero point): lo/hi words */
KT_DEV void kt_q_code8(const kt_q_args &a, const float *v, float m, int z, kt_u32 &lo, kt_u32 &hi) {
    int j;
    kt_u32 w[2] = {0u, 0u};
    if (a.kind == KT_QK_FP8) {
        /* m is finite and > 0: the product has x's sign, and x86 returns a
           NaN x as it is, so a NaN code takes x's sign (the GPU's product
           NaN has none); saturation and Inf agree with kt_f32_to_f8 */
#pragma unroll
        for (j = 0; j < 8; j += 2)
            w[j >> 2] |= (kt_q_f8x2(__fmul_rn(v[j], m), __fmul_rn(v[j + 1], m), a.elem == KT_Q_E5M2) | ((__float_as_uint(v[j]) >> 24) & 0x80u) |
                          ((__float_as_uint(v[j + 1]) >> 16) & 0x8000u))
                         << (8 * (j & 3));
    } else {
        /* int8 / int8_asym (kt_q_code's steps). NaN products come from 0
           times an infinite multiplier (a scale that underflowed) and give
           code 0 + z; NaN/Inf x are rejected rows, whose codes are never
           used. So a finite m needs no NaN test. int8_asym clamps to
           [-z, 255 - z] before rounding: equal to clamping rint + z to
           [0, 255], both bounds being integers. */
        const bool asym = a.kind == KT_QK_ASYM;
        const float lo = asym ? (float)-z : -127.0f, hi = asym ? (float)(255 - z) : 127.0f;
        const kt_i32 zz = asym ? z : 0;
        if (__builtin_expect(kt_q_finite(m), 1)) {
#pragma unroll
            for (j = 0; j < 8; j++) w[j >> 2] |= ((kt_u32)(kt_q_rint(fminf(fmaxf(__fmul_rn(v[j], m), lo), hi)) + zz) & 255u) << (8 * (j & 3));
        } else {
#pragma unroll
            for (j = 0; j < 8; j++) {
                const float y = __fmul_rn(v[j], m);
                w[j >> 2] |= ((kt_u32)(kt_q_rint(fminf(fmaxf(y == y ? y : 0.0f, lo), hi)) + zz) & 255u) << (8 * (j & 3));
            }
        }
    }
    lo = w[0];
    hi = w[1];
}
/* unit: 8 flat elements, per tensor / per channel */
KT_DEV void kt_q_encode_unit(const kt_q_args &a, kt_i64 u) {
    const float *mul = (const float *)(a.scr + 8u * (kt_u64)a.nsc);
    const kt_u8 *zp = (const kt_u8 *)a.zp;
    kt_i64 i0 = u * 8, r = 0, k = 0;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;
    float v[8];
    kt_u32 lo, hi;
    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);
    if (a.gran == 0 || (a.flat && !a.axis_last)) { /* one scale for the 8 */
        int si = 0;
        if (a.gran != 0) {
            kt_q_rowcol(a, i0, r, k);
            si = kt_q_chan_row(a, r);
        }
        kt_q_code8(a, v, mul[si], zp ? zp[si] : 0, lo, hi);
    } else {
        kt_u32 w[2] = {0u, 0u};
        kt_q_rowcol(a, i0, r, k);
#pragma unroll
        for (j = 0; j < 8; j++) {
            int si = a.axis_last ? (int)k : kt_q_chan_row(a, r);
            if (j >= n) break;
            w[j >> 2] |= (kt_u32)kt_q_code(a, v[j], mul[si], zp ? zp[si] : 0) << (8 * (j & 3));
            if (++k == a.K) { k = 0; r++; }
        }
        lo = w[0];
        hi = w[1];
    }
    kt_q_st8b(a.data + (kt_u64)i0, lo, hi, n);
}
/* unit: one group (r, g) of any size, one thread: statistics, scale, codes */
KT_DEV void kt_q_group_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 r = u / a.ngroups, g = u % a.ngroups, k0 = g * a.group, n = a.K - k0 < a.group ? a.K - k0 : a.group, k;
    kt_i64 base = r * a.K + k0;
    float mn = 0, mx = 0, m = 0, s = 0;
    kt_u8 z = 0;
    int bad = 0;
    for (k = 0; k < n; k += 8) {
        float v[8];
        int w = n - k < 8 ? (int)(n - k) : 8, j;
        kt_q_ld8(a.x, base + k, w, (int)a.xdt, v);
#pragma unroll
        for (j = 0; j < 8; j++) {
            if (j >= w) break;
            if (!kt_q_finite(v[j])) { bad = 1; continue; }
            if (v[j] < mn) mn = v[j];
            if (v[j] > mx) mx = v[j];
        }
    }
    if (bad && a.kind != KT_QK_FP8) kt_q_badrow(a, r);
    kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);
    kt_q_range(a, s, r);
    ((float *)a.scale)[u] = s;
    if (a.zp) ((kt_u8 *)a.zp)[u] = z;
    for (k = 0; k < n; k += 8) {
        float v[8];
        kt_u32 lo, hi;
        int w = n - k < 8 ? (int)(n - k) : 8;
        kt_q_ld8(a.x, base + k, w, (int)a.xdt, v);
        kt_q_code8(a, v, m, z, lo, hi);
        kt_q_st8b(a.data + (kt_u64)(base + k), lo, hi, w);
    }
}

/* MX shared exponent X of a finite block with maximum |x| amax (the e8m0
   scale is X + 127) */
KT_DEV int kt_q_mx_exp(const kt_q_args &a, float amax) {
    int X;
    if (amax == 0) return -127;
    X = kt_q_floor_log2f(amax) - (int)a.emax;
    if (X < -127) X = -127;
    if (a.noclip && X < 127 && __fmul_rn(amax, kt_q_pow2f(-X)) > (float)a.fmax) X++;
    return X;
}
/* ---- one thread per block: MX, nvfp4, q8_0, q4_0 when K is not a multiple of
   the block (partial blocks; the lane groups take whole ones) ------------- */
KT_DEV void kt_q_block1_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 r = u / a.nblk, b = u % a.nblk, k0 = b * a.group, e0 = r * a.K + k0;
    int n = a.K - k0 < a.group ? (int)(a.K - k0) : (int)a.group, j, E = (int)a.ebits, M = (int)a.mbits, elem = (int)a.elem;
    float x[32];
    kt_u8 c[32], ob[34];
    for (j = 0; j < n; j += 8) kt_q_ld8(a.x, e0 + j, n - j < 8 ? n - j : 8, (int)a.xdt, x + j);
    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {
        float amax = 0, mx = 0, d, id;
        kt_u16 h;
        int bad = 0;
        for (j = 0; j < 32; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            if (!kt_q_finite(x[j])) bad = 1;
            if (a.kind == KT_QK_Q8_0) amax = amax > v ? amax : v;
            else if (amax < v) { amax = v; mx = x[j]; }
        }
        if (bad) kt_q_badrow(a, r);
        d = a.kind == KT_QK_Q8_0 ? __fdiv_rn(amax, 127.0f) : __fdiv_rn(mx, -8.0f);
        kt_q_f16_d(a, d, r);
        id = d != 0 ? __fdiv_rn(1.0f, d) : 0.0f;
        h = kt_f32_to_f16(d);
        ob[0] = (kt_u8)h;
        ob[1] = (kt_u8)(h >> 8);
        if (a.kind == KT_QK_Q8_0) {
            for (j = 0; j < 32; j++) {
                float y = __fmul_rn(x[j], id), av = y < 0 ? -y : y;
                kt_i32 t = kt_q_cvtt(av);
                if (__fsub_rn(av, (float)t) >= 0.5f) t++;
                ob[2 + j] = (kt_u8)(y < 0 ? 0u - (kt_u32)t : (kt_u32)t);
            }
            kt_q_stb(a.data + (kt_u64)u * 34u, ob, 34);
        } else {
            for (j = 0; j < 16; j++) {
                int a0 = kt_q_cvtt(__fadd_rn(__fmul_rn(x[j], id), 8.5f)), a1 = kt_q_cvtt(__fadd_rn(__fmul_rn(x[j + 16], id), 8.5f));
                a0 = a0 > 15 ? 15 : a0;
                a1 = a1 > 15 ? 15 : a1;
                ob[2 + j] = (kt_u8)((kt_u32)a0 | ((kt_u32)a1 << 4));
            }
            kt_q_stb(a.data + (kt_u64)u * 18u, ob, 18);
        }
        return;
    }
    if (a.kind == KT_QK_NVFP4) {
        float amax = 0, den;
        int bad = 0;
        for (j = 0; j < n; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            bad |= !kt_q_finite(x[j]);
            amax = amax > v ? amax : v;
        }
        if (bad) kt_q_badrow(a, r); /* given a tensor scale (else the statistics pass reports it) */
        ((kt_u8 *)a.scale)[u] = kt_q_nv_scale(a, amax, den);
        for (j = 0; j < n; j++) c[j] = den > 0 ? (kt_u8)kt_q_sf_encode(__fdiv_rn(x[j], den), 2, 1) : 0;
    } else {
        float amax = 0;
        int bad = 0, X;
        for (j = 0; j < n; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            if (!kt_q_finite(x[j])) bad = 1;
            else if (v > amax) amax = v;
        }
        if (bad) {
            ((kt_u8 *)a.scale)[u] = 0xff;
            for (j = 0; j < n; j++) {
                kt_u8 q = 0;
                if (!kt_q_finite(x[j]) && (elem == KT_Q_E4M3 || elem == KT_Q_E5M2)) q = elem == KT_Q_E4M3 ? kt_f32_to_e4m3(x[j], 0) : kt_f32_to_e5m2(x[j], 0);
                c[j] = q;
            }
        } else {
            float inv;
            X = kt_q_mx_exp(a, amax);
            ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);
            inv = kt_q_pow2f(-X);
            for (j = 0; j < n; j++) c[j] = (kt_u8)kt_q_elem_encode(elem, E, M, __fmul_rn(x[j], inv));
        }
    }
    if (kt_q_bits(elem) == 8) {
        kt_q_stb(a.data + (kt_u64)e0, c, n);
    } else if (a.direct) {
        int nb = kt_q_pack(elem, c, n, ob);
        kt_q_stb(a.data + (kt_u64)e0 * (kt_u64)kt_q_bits(elem) / 8u, ob, nb);
    } else {
        kt_q_stb(a.aux + (kt_u64)e0, c, n); /* byte codes; kt_q_pack_unit packs them */
    }
}
/* ---- lane groups: a block (or power-of-two group) held by L lanes ---------- */
KT_DEV kt_u32 kt_q_gmax(kt_u32 v, int L) {
    for (int o = L >> 1; o > 0; o >>= 1) {
        kt_u32 t = kt_shfl_xor(v, o, L);
        v = t > v ? t : v;
    }
    return v;
}
KT_DEV kt_u64 kt_q_gmax64(kt_u64 v, int L) {
    for (int o = L >> 1; o > 0; o >>= 1) {
        kt_u64 t = kt_shfl_xor(v, o, L);
        v = t > v ? t : v;
    }
    return v;
}
KT_DEV float kt_q_gminf(float v, int L) {
    for (int o = L >> 1; o > 0; o >>= 1) v = fminf(v, kt_shfl_xor(v, o, L));
    return v;
}
KT_DEV float kt_q_gmaxf(float v, int L) {
    for (int o = L >> 1; o > 0; o >>= 1) v = fmaxf(v, kt_shfl_xor(v, o, L));
    return v;
}
/* 8 codes (bytes of lo/hi) of bits 4 or 6 packed little-endian into out words */
KT_DEV void kt_q_pack8(int bits, kt_u32 lo, kt_u32 hi, kt_u32 &w0, kt_u32 &w1) {
    kt_u64 acc = 0;
    int j;
#pragma unroll
    for (j = 0; j < 8; j++) acc |= (kt_u64)(((j < 4 ? lo : hi) >> (8 * (j & 3))) & 63u) << (bits * j);
    w0 = (kt_u32)acc;
    w1 = (kt_u32)(acc >> 32);
}
/* Scale of block u, whose values are finite with maximum |x| amax (stored by
   lane c == 0), and the codes of this lane's 8 values (bytes of w0/w1): MX
   (e8m0 scale) or nvfp4 (e4m3 scale times the tensor scale). */
KT_DEV void kt_q_blk_codes(const kt_q_args &a, kt_i64 u, int c, const float *v, float amax, kt_u32 &w0, kt_u32 &w1) {
    const int elem = (int)a.elem;
    w0 = w1 = 0u;
    if (a.kind == KT_QK_NVFP4) {
        float den;
        const kt_u8 sb = kt_q_nv_scale(a, amax, den);
        if (c == 0) ((kt_u8 *)a.scale)[u] = sb;
        if (den > 0) {
#pragma unroll
            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fdiv_rn(v[j], den), 1, 1, 7u, 7u, 3) << (8 * (j & 3));
        }
        return;
    }
    {
        const int X = kt_q_mx_exp(a, amax);
        const float inv = kt_q_pow2f(-X);
        if (c == 0) ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);
        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2) {
#pragma unroll
            for (int j = 0; j < 8; j += 2) (j < 4 ? w0 : w1) |= kt_q_f8x2(__fmul_rn(v[j], inv), __fmul_rn(v[j + 1], inv), elem == KT_Q_E5M2) << (8 * (j & 3));
        } else if (elem == KT_Q_I8) {
#pragma unroll
            for (int j = 0; j < 8; j++) {
                const kt_i32 t = __float2int_rn(fminf(fmaxf(__fmul_rn(__fmul_rn(v[j], inv), 64.0f), -127.0f), 127.0f));
                (j < 4 ? w0 : w1) |= ((kt_u32)t & 255u) << (8 * (j & 3));
            }
        } else if (elem == KT_Q_F4) { /* constant formats: immediates in kt_q_enc */
#pragma unroll
            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 1, 1, 7u, 7u, 3) << (8 * (j & 3));
        } else if (elem == KT_Q_F6_E2M3) {
#pragma unroll
            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 3, 1, 31u, 31u, 5) << (8 * (j & 3));
        } else {
#pragma unroll
            for (int j = 0; j < 8; j++) (j < 4 ? w0 : w1) |= kt_q_enc(__fmul_rn(v[j], inv), 2, 3, 31u, 31u, 5) << (8 * (j & 3));
        }
    }
}
/* Codes of elements [e, e + nl) (bytes of lo/hi) of an MX / nvfp4 block to
   data (8-bit, or packed FP4/FP6 when blocks start on bytes) or, packed
   later, to aux. */
KT_DEV void kt_q_blk_store(const kt_q_args &a, kt_i64 e, int nl, kt_u32 lo, kt_u32 hi) {
    const int elem = (int)a.elem;
    if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2 || elem == KT_Q_I8) {
        kt_q_st8b(a.data + (kt_u64)e, lo, hi, nl);
    } else if (!a.direct) {
        kt_q_st8b(a.aux + (kt_u64)e, lo, hi, nl); /* byte codes; kt_q_pack_unit packs them */
    } else {
        int bits = elem == KT_Q_F4 ? 4 : 6, nb = (nl * bits + 7) / 8;
        kt_u64 p = a.data + (kt_u64)e * (kt_u64)bits / 8u;
        kt_u32 w0, w1;
        kt_q_pack8(bits, lo, hi, w0, w1);
        if (bits == 4 && nl == 8 && (p & 3u) == 0) {
            *(kt_u32 *)p = w0;
        } else if (bits == 6 && nl == 8 && (p & 1u) == 0) {
            ((kt_u16 *)p)[0] = (kt_u16)w0;
            ((kt_u16 *)p)[1] = (kt_u16)(w0 >> 16);
            ((kt_u16 *)p)[2] = (kt_u16)w1;
        } else {
#pragma unroll
            for (int j = 0; j < 8; j++)
                if (j < nb) ((kt_u8 *)p)[j] = (kt_u8)((j < 4 ? w0 : w1) >> (8 * (j & 3)));
        }
    }
}
/* Quantize a block: lanes c = 0..L-1 of the group each hold elements
   [8c, 8c+8) of block u. Every lane of the warp runs the same number of
   iterations of the caller's loop (the grid-stride covers whole warps). */
KT_DEV void kt_q_block_unit(const kt_q_args &a, kt_i64 u, int c, int L, bool live) {
    kt_i64 e0 = 0, e;
    int n = 0, nl, j, elem = (int)a.elem, kind = (int)a.kind;
    float v[8];
    kt_u32 lo = 0, hi = 0, am = 0;
    int bad = 0;
    if (live) kt_q_blk(a, u, (kt_i64)L * 8, e0, n);
    nl = n - 8 * c;
    nl = nl < 0 ? 0 : nl > 8 ? 8 : nl;
    e = e0 + 8 * c;
    kt_q_ld8(a.x, e, nl, (int)a.xdt, v);
    /* lanes past the block hold zeros; the warp reconverges before its shuffles */
#pragma unroll
    for (j = 0; j < 8; j++) v[j] = j < nl ? v[j] : 0.0f;
    kt_syncwarp();
    if (kind == KT_QK_Q4_0) {
        /* the first element of largest magnitude, and its sign */
        kt_u64 key = 0;
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;
            kt_u64 kk = ((kt_u64)m << 6) | ((kt_u64)(31 - (8 * c + j)) << 1) | (b >> 31);
            bad |= m >= 0x7f800000u;
            key = kk > key ? kk : key;
        }
        key = kt_q_gmax64(key, L);
        am = (kt_u32)(key >> 6);
        if ((key & 1u) && am) am |= 0x80000000u; /* no nonzero element: +0, as the CPU's initial value */
    } else if (a.gran == 2) {
        float mn = 0, mx = 0;
#pragma unroll
        for (j = 0; j < 8; j++) {
            int fin = kt_q_finite(v[j]);
            bad |= !fin;
            mn = fin ? fminf(mn, v[j]) : mn;
            mx = fin ? fmaxf(mx, v[j]) : mx;
        }
        mn = kt_q_gminf(mn, L);
        mx = kt_q_gmaxf(mx, L);
        bad = (int)kt_q_gmax((kt_u32)bad, L);
        {
            float m = 0, s = 0;
            kt_u8 z = 0;
            kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);
            if (!live) return;
            if (c == 0) {
                ((float *)a.scale)[u] = s;
                if (a.zp) ((kt_u8 *)a.zp)[u] = z;
                kt_q_range(a, s, e0 / a.K);
            }
            if (bad && c == 0 && a.kind != KT_QK_FP8) kt_q_badrow(a, e0 / a.K);
            kt_q_code8(a, v, m, z, lo, hi);
            kt_q_st8b(a.data + (kt_u64)e, lo, hi, nl);
        }
        return;
    } else {
        kt_u32 last = 0;
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;
            bad |= m >= 0x7f800000u;
            am = m < 0x7f800000u && m > am ? m : am;
            last = j == nl - 1 ? b >> 31 : last;
        }
        am = kt_q_gmax(am, L);
        /* nvfp4, q8_0: the CPU's running max (amax > |x| ? amax : |x|, |x| of -0
           being -0) leaves an all-zero block with the last element's sign */
        last = kt_shfl(last, (n > 0 ? n - 1 : 0) >> 3, L);
        if ((kind == KT_QK_NVFP4 || kind == KT_QK_Q8_0) && am == 0 && last) am = 0x80000000u;
    }
    bad = (int)kt_q_gmax((kt_u32)bad, L);
    if (kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0) { /* every lane runs the shuffle below; stores by live lanes */
        kt_u64 blk = a.data + (kt_u64)u * (kind == KT_QK_Q8_0 ? 34u : 18u);
        float d, id;
        if (bad && c == 0 && live) kt_q_badrow(a, e0 / a.K);
        d = kind == KT_QK_Q8_0 ? __fdiv_rn(__uint_as_float(am), 127.0f) : __fdiv_rn(__uint_as_float(am), -8.0f);
        if (c == 0 && live) kt_q_f16_d(a, d, e0 / a.K);
        id = d != 0 ? __fdiv_rn(1.0f, d) : 0.0f;
        if (c == 0 && live) *(kt_u16 *)blk = kt_f32_to_f16(d);
        if (kind == KT_QK_Q8_0) {
            kt_u32 w[2] = {0u, 0u};
#pragma unroll
            for (j = 0; j < 8; j++) {
                float y = __fmul_rn(v[j], id), av = y < 0 ? -y : y;
                kt_i32 t = kt_q_cvtt(av);
                if (__fsub_rn(av, (float)t) >= 0.5f) t++;
                w[j >> 2] |= ((y < 0 ? 0u - (kt_u32)t : (kt_u32)t) & 255u) << (8 * (j & 3));
            }
            if (live) kt_q_st8b(blk + 2u + 8u * (kt_u32)c, w[0], w[1], 8);
        } else {
            kt_u32 nib = 0, other;
#pragma unroll
            for (j = 0; j < 8; j++) {
                int q = kt_q_cvtt(__fadd_rn(__fmul_rn(v[j], id), 8.5f));
                q = q > 15 ? 15 : q;
                nib |= ((kt_u32)q & 15u) << (4 * j);
            }
            /* byte j of the block: element j (low nibble) and j + 16 (high) */
            other = kt_shfl_xor(nib, 2, L);
            if (c < 2 && live) {
                kt_u32 w[2] = {0u, 0u};
#pragma unroll
                for (j = 0; j < 8; j++) w[j >> 2] |= (((nib >> (4 * j)) & 15u) | (((other >> (4 * j)) & 15u) << 4)) << (8 * (j & 3));
                kt_q_st8b(blk + 2u + 8u * (kt_u32)c, w[0], w[1], 8);
            }
        }
        return;
    }
    if (!live) return;
    if (kind == KT_QK_NVFP4) {
        if (bad && c == 0) kt_q_badrow(a, e0 / a.K);
        kt_q_blk_codes(a, u, c, v, __uint_as_float(am), lo, hi);
    } else if (bad) { /* MX: scale NaN, fp8 elements keep NaN/Inf, others 0 */
        kt_u32 w[2] = {0u, 0u};
        if (c == 0) ((kt_u8 *)a.scale)[u] = 0xff;
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 q = 0;
            if (!kt_q_finite(v[j]) && (elem == KT_Q_E4M3 || elem == KT_Q_E5M2)) q = elem == KT_Q_E4M3 ? kt_f32_to_e4m3(v[j], 0) : kt_f32_to_e5m2(v[j], 0);
            w[j >> 2] |= q << (8 * (j & 3));
        }
        lo = w[0];
        hi = w[1];
    } else {
        kt_q_blk_codes(a, u, c, v, __uint_as_float(am), lo, hi);
    }
    kt_q_blk_store(a, e, nl, lo, hi);
}
/* unit: one output byte of packed FP4/FP6 codes from byte codes in aux */
KT_DEV void kt_q_pack_unit(const kt_q_args &a, kt_i64 u) {
    int bits = (int)a.elem == KT_Q_F4 ? 4 : 6, b;
    kt_u32 w = 0;
    for (b = 0; b < 8; b++) {
        kt_i64 bit = u * 8 + b, e = bit / bits;
        if (e < a.n) w |= ((((const kt_u8 *)a.aux)[e] >> (bit % bits)) & 1u) << b;
    }
    ((kt_u8 *)a.data)[u] = (kt_u8)w;
}

/* ---- dequantization (lut: the element decode table) ----------------------- */
/* unit: 8 flat elements of int8 / int8_asym / fp8 */
KT_DEV void kt_dq_scaled_unit(const kt_q_args &a, const float *lut, kt_i64 u) {
    const float *sc = (const float *)a.scale;
    const kt_u8 *zp = (const kt_u8 *)a.zp;
    kt_i64 i0 = u * 8, r = 0, k = 0;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;
    float v[8];
    kt_u32 lo, hi;
    kt_q_ld8b(a.data + (kt_u64)i0, n, lo, hi);
    if (a.gran != 0) kt_q_rowcol(a, i0, r, k);
    if (a.gran == 0 || a.flat) { /* the 8 lie in one row: one scale, or 8 consecutive ones */
        int col = a.gran == 1 && a.axis_last;
        kt_i64 si = a.gran == 0 ? 0 : a.gran == 2 ? r * a.ngroups + k / a.group : col ? k : kt_q_chan_row(a, r);
        float s = sc[si];
        int z = zp ? zp[si] : 0;
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;
            if (col) {
                s = j < n ? sc[si + j] : 0.0f;
                z = zp && j < n ? zp[si + j] : 0;
            }
            if (a.kind == KT_QK_INT8) v[j] = __fmul_rn((float)(signed char)c, s);
            else if (a.kind == KT_QK_ASYM) v[j] = __fmul_rn((float)((int)c - z), s);
            else v[j] = kt_q_mul(lut[c], s);
        }
    } else {
#pragma unroll
        for (j = 0; j < 8; j++) {
            kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;
            kt_i64 si;
            float s;
            v[j] = 0.0f;
            if (j >= n) continue;
            si = a.gran == 0 ? 0 : a.gran == 2 ? r * a.ngroups + k / a.group : a.axis_last ? k : kt_q_chan_row(a, r);
            s = sc[si];
            if (a.kind == KT_QK_INT8) v[j] = __fmul_rn((float)(signed char)c, s);
            else if (a.kind == KT_QK_ASYM) v[j] = __fmul_rn((float)((int)c - (int)zp[si]), s);
            else v[j] = kt_q_mul(lut[c], s);
            if (++k == a.K) { k = 0; r++; }
        }
    }
    kt_q_st8(a.out, i0, n, (int)a.odt, v);
}
/* unit: elements [8c, 8c + 8) of block u of MX / nvfp4 / q8_0 / q4_0 */
KT_DEV void kt_dq_block_unit(const kt_q_args &a, const float *lut, kt_i64 u, int c, int L) {
    kt_i64 e0, e;
    int n, nl, j, elem = (int)a.elem;
    float v[8], s;
    kt_u32 lo, hi;
    kt_q_blk(a, u, (kt_i64)L * 8, e0, n);
    nl = n - 8 * c;
    nl = nl < 0 ? 0 : nl > 8 ? 8 : nl;
    e = e0 + 8 * c;
    if (nl == 0) return;
    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {
        kt_u64 blk = a.data + (kt_u64)u * (a.kind == KT_QK_Q8_0 ? 34u : 18u);
        float d = kt_f16_to_f32(*(const kt_u16 *)blk);
        if (a.kind == KT_QK_Q8_0) {
            kt_q_ld8b(blk + 2u + 8u * (kt_u32)c, 8, lo, hi);
#pragma unroll
            for (j = 0; j < 8; j++) v[j] = __fmul_rn((float)(signed char)(((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u), d);
        } else {
            kt_q_ld8b(blk + 2u + 8u * (kt_u32)(c & 1), 8, lo, hi);
#pragma unroll
            for (j = 0; j < 8; j++) v[j] = __fmul_rn((float)((int)((((j < 4 ? lo : hi) >> (8 * (j & 3) + (c >= 2 ? 4 : 0)))) & 15u) - 8), d);
        }
    } else {
        kt_u32 sc = ((const kt_u8 *)a.scale)[u];
        if (a.kind == KT_QK_MX) s = sc == 0xffu ? __uint_as_float(0x7fc00000u) : kt_q_pow2f((int)sc - 127);
        else s = __fmul_rn(kt_e4m3_to_f32(sc), (float)a.tscale);
        if (elem == KT_Q_I8 && sc != 0xffu) s = kt_q_pow2f((int)sc - 127 - 6);
        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2 || elem == KT_Q_I8) {
            kt_q_ld8b(a.data + (kt_u64)e, nl, lo, hi);
#pragma unroll
            for (j = 0; j < 8; j++) v[j] = kt_q_mul(lut[((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u], s);
        } else {
            int bits = elem == KT_Q_F4 ? 4 : 6;
            kt_u64 bit0 = (kt_u64)e * (kt_u64)bits;
            if ((bit0 & 7u) == 0) {
                kt_u64 p = a.data + (bit0 >> 3), acc;
                int nb = (nl * bits + 7) / 8;
                if (bits == 4 && nb == 4 && (p & 3u) == 0) {
                    lo = *(const kt_u32 *)p;
                    hi = 0;
                } else if (bits == 6 && nb == 6 && (p & 1u) == 0) {
                    lo = ((const kt_u16 *)p)[0] | ((kt_u32)((const kt_u16 *)p)[1] << 16);
                    hi = ((const kt_u16 *)p)[2];
                } else {
                    kt_q_ld8b(p, nb, lo, hi);
                }
                acc = (kt_u64)lo | ((kt_u64)hi << 32);
#pragma unroll
                for (j = 0; j < 8; j++) v[j] = kt_q_mul(lut[(kt_u32)(acc >> (bits * j)) & ((1u << bits) - 1u)], s);
            } else {
#pragma unroll
                for (j = 0; j < 8; j++) v[j] = j < nl ? kt_q_mul(lut[kt_q_code_get(elem, a.data, e + j)], s) : 0.0f;
            }
        }
    }
    kt_q_st8(a.out, e, nl, (int)a.odt, v);
}

/* ---- dequantization in 16-element chunks (kt_dq with a.fast) -------------
   Used when every chunk lies in one block / scale and the arrays are
   aligned: two chunks per thread and iteration with their loads issued
   first, the per-chunk scale read once, codes through the shared table, one
   multiply per element and the hardware pair conversion to f16/bf16. A
   chunk that produces a NaN (NaN codes or scales) is redone with the exact
   routines (kt_q_mul's NaN rule, the CPU's NaN encodings). */
KT_DEV kt_u32 kt_q_pk(float lo, float hi, int odt) {
    kt_u32 r;
    if (odt == KT_Q_BF16) r = kt_pack2_bf16(lo, hi);
    else r = kt_pack2_f16(lo, hi);
    return r;
}
struct kt_dqv_chunk {
    kt_u32 w[4]; /* code bytes (16 for 8-bit, 12 fp6, 8 fp4; q4_0: the block's 16) */
    float s, z;  /* scale; zero point (int8_asym) */
};
/* fetch chunk c: codes and scale */
KT_DEV void kt_dqv_load(const kt_q_args &a, kt_i64 c, int bits, kt_dqv_chunk &k) {
    const int kind = (int)a.kind;
    if (kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0) {
        const kt_u64 blk = a.data + (kt_u64)(c >> 1) * (kind == KT_QK_Q8_0 ? 34u : 18u);
        const kt_u16 *h = (const kt_u16 *)(blk + 2u + (kind == KT_QK_Q8_0 ? 16u * (kt_u32)(c & 1) : 0u));
#pragma unroll
        for (int i = 0; i < 4; i++) k.w[i] = h[2 * i] | ((kt_u32)h[2 * i + 1] << 16);
        k.s = kt_f16_to_f32(*(const kt_u16 *)blk);
        k.z = 0.0f;
        return;
    }
    if (bits == 8) {
        const uint4 v = *(const uint4 *)(a.data + (kt_u64)c * 16u);
        k.w[0] = v.x; k.w[1] = v.y; k.w[2] = v.z; k.w[3] = v.w;
    } else if (bits == 6) {
        const kt_u32 *p = (const kt_u32 *)(a.data + (kt_u64)c * 12u);
        k.w[0] = p[0]; k.w[1] = p[1]; k.w[2] = p[2]; k.w[3] = 0u;
    } else {
        const uint2 v = *(const uint2 *)(a.data + (kt_u64)c * 8u);
        k.w[0] = v.x; k.w[1] = v.y; k.w[2] = k.w[3] = 0u;
    }
    k.z = 0.0f;
    if (kind == KT_QK_MX) {
        const kt_u32 sc = ((const kt_u8 *)a.scale)[c >> 1];
        k.s = sc == 0xffu ? __uint_as_float(0x7fc00000u) : kt_q_pow2f((int)sc - 127 - (a.elem == KT_Q_I8 ? 6 : 0));
    } else if (kind == KT_QK_NVFP4) {
        k.s = __fmul_rn(kt_e4m3_to_f32(((const kt_u8 *)a.scale)[c]), (float)a.tscale);
    } else {
        const kt_i64 e = c * 16;
        kt_i64 si = a.sshift >= 0 ? e >> a.sshift : kt_q_div(e, a.sdiv);
        if (a.smod) si %= a.smod;
        k.s = ((const float *)a.scale)[si];
        if (kind == KT_QK_ASYM) k.z = (float)((const kt_u8 *)a.zp)[si];
    }
}
/* code classes of the chunk path: how a code becomes a value */
#define KT_DQC_LUT 0  /* the shared table (int8, MX int8/FP6/FP4, nvfp4) */
#define KT_DQC_E4M3 1 /* fp8 codes, hardware pair conversion where present */
#define KT_DQC_E5M2 2
#define KT_DQC_ASYM 3 /* unsigned code minus zero point */
#define KT_DQC_Q8 4   /* q8_0: signed byte */
#define KT_DQC_Q4 5   /* q4_0: nibble - 8 */
/* code j (0..15) of a chunk */
template <int BITS, int CLS>
KT_DEV kt_u32 kt_dqv_code(const kt_dqv_chunk &k, kt_i64 c, int j) {
    if (CLS == KT_DQC_Q4) return (k.w[j >> 2] >> (8 * (j & 3) + ((c & 1) ? 4 : 0))) & 15u;
    if (BITS == 8) return (k.w[j >> 2] >> (8 * (j & 3))) & 255u;
    if (BITS == 4) return (k.w[j >> 3] >> (4 * (j & 7))) & 15u;
    {
        const int bit = 6 * j, wi = bit >> 5, sh = bit & 31;
        const kt_u32 lo = k.w[wi], hi = wi < 2 ? k.w[wi + 1] : 0u;
        return (sh ? (lo >> sh) | (hi << (32 - sh)) : lo) & 63u;
    }
}
/* values of codes 2i, 2i+1 (before the scale) */
template <int BITS, int CLS>
KT_DEV void kt_dqv_pair(const kt_dqv_chunk &k, const float *lut, kt_i64 c, int i, float &x0, float &x1) {
#if KT_HW_F8
    if (CLS == KT_DQC_E4M3 || CLS == KT_DQC_E5M2) {
        const kt_u32 w = k.w[i >> 1] >> (16 * (i & 1));
        kt_u32 r;
        kt_u16 h0, h1;
        if (CLS == KT_DQC_E4M3) {
            const kt_u16 b = (kt_u16)w;
            r = kt_e4m3x2_to_f16x2(b);
        } else {
            r = ((w & 0xffu) << 8) | ((w & 0xff00u) << 16);
        }
        h0 = (kt_u16)(r & 0xffffu);
        h1 = (kt_u16)(r >> 16);
        /* exact (f16 holds every fp8 value); NaN codes give NaN and the exact path */
        x0 = kt_h_to_f32(h0);
        x1 = kt_h_to_f32(h1);
        return;
    }
#endif
    {
        const kt_u32 c0 = kt_dqv_code<BITS, CLS>(k, c, 2 * i), c1 = kt_dqv_code<BITS, CLS>(k, c, 2 * i + 1);
        if (CLS == KT_DQC_Q4) {
            x0 = (float)((int)c0 - 8);
            x1 = (float)((int)c1 - 8);
        } else if (CLS == KT_DQC_Q8) {
            x0 = (float)(signed char)c0;
            x1 = (float)(signed char)c1;
        } else if (CLS == KT_DQC_ASYM) {
            x0 = __fsub_rn((float)c0, k.z);
            x1 = __fsub_rn((float)c1, k.z);
        } else {
            x0 = lut[c0];
            x1 = lut[c1];
        }
    }
}
/* int8 / int8_asym / fp8: a warp whose 32 chunks all exist and need no
   exact path writes them through shared memory, so that each 16-byte store
   of the warp covers 512 contiguous bytes: a lane's own 32 or 64 bytes per
   store fill half or a quarter of each 32-byte sector, doubling the L2
   write traffic, which bounds these kinds (the block kinds, bound by their
   loads, measured slower with the tile). 16-byte
   unit u of the warp's tile (128 units) sits at u ^ ((u >> 3) & (U - 1)) (U units per
   chunk), which keeps the writes and the reads free of bank conflicts. */
template <int ODT, int BITS, int CLS, bool TILE>
KT_DEV void kt_dqv_chunk_out(const kt_q_args &a, const float *lut, const kt_dqv_chunk &k, kt_i64 c, bool live, bool whole, uint4 *tile) {
    const int U = ODT == KT_Q_F32 ? 4 : 2, lane = (int)(threadIdx.x & (KT_LANES - 1u));
    float v[16];
    bool nan = false;
    uint4 o[4];
#pragma unroll
    for (int i = 0; i < 8; i++) {
        float x0, x1;
        kt_dqv_pair<BITS, CLS>(k, lut, c, i, x0, x1);
        v[2 * i] = __fmul_rn(x0, k.s);
        v[2 * i + 1] = __fmul_rn(x1, k.s);
        nan |= (v[2 * i] != v[2 * i]) | (v[2 * i + 1] != v[2 * i + 1]);
    }
    if (ODT == KT_Q_F32) {
#pragma unroll
        for (int i = 0; i < 4; i++) o[i] = make_uint4(__float_as_uint(v[4 * i]), __float_as_uint(v[4 * i + 1]), __float_as_uint(v[4 * i + 2]), __float_as_uint(v[4 * i + 3]));
    } else {
        o[0] = make_uint4(kt_q_pk(v[0], v[1], ODT), kt_q_pk(v[2], v[3], ODT), kt_q_pk(v[4], v[5], ODT), kt_q_pk(v[6], v[7], ODT));
        o[1] = make_uint4(kt_q_pk(v[8], v[9], ODT), kt_q_pk(v[10], v[11], ODT), kt_q_pk(v[12], v[13], ODT), kt_q_pk(v[14], v[15], ODT));
    }
    if (TILE && kt_all(whole && !nan)) {
        uint4 *out = (uint4 *)(a.out + (kt_u64)(c - lane) * (16u * U));
        kt_syncwarp();
#pragma unroll
        for (int j = 0; j < U; j++) {
            const int u = U * lane + j;
            tile[u ^ ((u >> 3) & (U - 1))] = o[j];
        }
        kt_syncwarp();
#pragma unroll
        for (int j = 0; j < U; j++) {
            const int u = KT_LANES * j + lane;
            out[u] = tile[u ^ ((u >> 3) & (U - 1))];
        }
        return;
    }
    if (!live) return;
    if (__builtin_expect(nan, 0)) { /* the exact NaN of the CPU (rare: NaN codes or scales); integer codes keep the plain product */
        if (CLS == KT_DQC_LUT || CLS == KT_DQC_E4M3 || CLS == KT_DQC_E5M2) {
            const int kind = (int)a.kind;
            if (kind == KT_QK_FP8 || kind == KT_QK_MX || kind == KT_QK_NVFP4) {
#pragma unroll
                for (int j = 0; j < 16; j++) v[j] = kt_q_mul(lut[kt_dqv_code<BITS, CLS>(k, c, j)], k.s);
            }
        }
        kt_q_st8(a.out, c * 16, 8, ODT, v);
        kt_q_st8(a.out, c * 16 + 8, 8, ODT, v + 8);
        return;
    }
    {
        uint4 *out = (uint4 *)(a.out + (kt_u64)c * (16u * U));
#pragma unroll
        for (int j = 0; j < U; j++) out[j] = o[j];
    }
}
/* Each pair's loads are issued before the previous pair is written; whole
   warps run the loop (the tile needs all lanes), lanes past the end compute
   on zero codes and store nothing. */
template <int ODT, int BITS, int CLS, bool TILE>
KT_DEV void kt_dqv_run(const kt_q_args &a, const float *lut, uint4 *tile) {
    const kt_i64 nck = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x, lane = threadIdx.x & (KT_LANES - 1u);
    kt_i64 c = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x;
    kt_dqv_chunk k0 = {}, k1 = {}, n0 = {}, n1 = {};
    if (c < nck) kt_dqv_load(a, c, BITS, k0);
    if (c + step < nck) kt_dqv_load(a, c + step, BITS, k1);
    for (; c - lane < nck; c += 2 * step) { /* warp-uniform */
        const kt_i64 c2 = c + 2 * step;
        if (c2 < nck) kt_dqv_load(a, c2, BITS, n0);
        if (c2 + step < nck) kt_dqv_load(a, c2 + step, BITS, n1);
        kt_dqv_chunk_out<ODT, BITS, CLS, TILE>(a, lut, k0, c, c < nck, c - lane + (KT_LANES - 1) < nck, tile);
        if (c + step - lane < nck) kt_dqv_chunk_out<ODT, BITS, CLS, TILE>(a, lut, k1, c + step, c + step < nck, c + step - lane + (KT_LANES - 1) < nck, tile);
        k0 = n0;
        k1 = n1;
    }
}
/* TILE: int8 / int8_asym / fp8 (kt_dq_tile); else the block kinds (kt_dq) */
template <int ODT, bool TILE>
KT_DEV void kt_dqv_bits(const kt_q_args &a, const float *lut, uint4 *tile) {
    const int kind = (int)a.kind, bits = kind == KT_QK_Q8_0 || kind == KT_QK_Q4_0 ? 8 : kt_q_bits((int)a.elem);
    if (TILE) {
        if (kind == KT_QK_ASYM) kt_dqv_run<ODT, 8, KT_DQC_ASYM, TILE>(a, lut, tile);
        else if (a.elem == KT_Q_E4M3) kt_dqv_run<ODT, 8, KT_DQC_E4M3, TILE>(a, lut, tile);
        else if (a.elem == KT_Q_E5M2) kt_dqv_run<ODT, 8, KT_DQC_E5M2, TILE>(a, lut, tile);
        else kt_dqv_run<ODT, 8, KT_DQC_LUT, TILE>(a, lut, tile);
    } else if (kind == KT_QK_Q4_0) kt_dqv_run<ODT, 8, KT_DQC_Q4, TILE>(a, lut, tile);
    else if (kind == KT_QK_Q8_0) kt_dqv_run<ODT, 8, KT_DQC_Q8, TILE>(a, lut, tile);
    else if (a.elem == KT_Q_E4M3) kt_dqv_run<ODT, 8, KT_DQC_E4M3, TILE>(a, lut, tile);
    else if (a.elem == KT_Q_E5M2) kt_dqv_run<ODT, 8, KT_DQC_E5M2, TILE>(a, lut, tile);
    else if (bits == 8) kt_dqv_run<ODT, 8, KT_DQC_LUT, TILE>(a, lut, tile);
    else if (bits == 6) kt_dqv_run<ODT, 6, KT_DQC_LUT, TILE>(a, lut, tile);
    else kt_dqv_run<ODT, 4, KT_DQC_LUT, TILE>(a, lut, tile);
}

/* the 16-byte words of whole span q (W of them) into nx: lane l holds words l, l + 32, l + 64 */
KT_DEV void kt_dqg_fetch(const kt_q_args &a, kt_i64 q, kt_i64 nspan, kt_i64 nblk, int B, uint4 *nx) {
    const int W = 2 * B, lane = (int)(threadIdx.x & (KT_LANES - 1u));
    const uint4 *src = (const uint4 *)(a.data + (kt_u64)q * (kt_u64)(32 * B));
    if (q < nspan && (q + 1) * 32 <= nblk) {
#pragma unroll
        for (int i = 0; i < 3; i++)
            if (lane + KT_LANES * i < W) nx[i] = src[lane + KT_LANES * i];
    }
}
/* q8_0 / q4_0 with 16-byte aligned blocks (kt_dq_ggml): a warp takes 32
   blocks (1024 elements) at a time, copies their 576 / 1088 bytes into its
   shared stage with 16-byte loads (the next span's already in flight), and
   each 16-byte store of the warp covers 512 contiguous output bytes: lane l
   of store s writes the 8 (f32: 4) elements at (32 s + l) * 8 (4) of the
   span. Values (code - 8 or the signed code) times d are exact in f32, so
   the one rounding is the output's, as on the CPU; a NaN (a NaN or infinite
   d) is stored by kt_q_st8, as in the chunk path. */
template <int ODT, int KIND> KT_DEV void kt_dqg_run(const kt_q_args &a, kt_u8 *stage) {
    const int B = KIND == KT_QK_Q8_0 ? 34 : 18, OE = ODT == KT_Q_F32 ? 4 : 8, W = 2 * B, lane = (int)(threadIdx.x & (KT_LANES - 1u));
    const kt_i64 nblk = a.n >> 5, nspan = (nblk + 31) >> 5, nwarp = ((kt_i64)gridDim.x * blockDim.x) >> KT_LANES_SHIFT;
    kt_i64 sp = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT;
    uint4 nx[3];
    kt_dqg_fetch(a, sp, nspan, nblk, B, nx);
    for (; sp < nspan; sp += nwarp) { /* warp-uniform */
        const kt_i64 b0 = sp * 32;
        const int nb = nblk - b0 < 32 ? (int)(nblk - b0) : 32;
        kt_syncwarp();
        if (nb == 32) {
#pragma unroll
            for (int i = 0; i < 3; i++)
                if (lane + KT_LANES * i < W) ((uint4 *)stage)[lane + KT_LANES * i] = nx[i];
        } else { /* the last span: 2-byte units, nothing read past the end */
            const kt_u16 *src = (const kt_u16 *)(a.data + (kt_u64)b0 * (kt_u64)B);
            for (int i = lane; i < nb * B / 2; i += KT_LANES) ((kt_u16 *)stage)[i] = src[i];
        }
        kt_dqg_fetch(a, sp + nwarp, nspan, nblk, B, nx);
        kt_syncwarp();
#pragma unroll
        for (int s = 0; s < 32 / OE; s++) {
            const int e = (KT_LANES * s + lane) * OE, blk = e >> 5, j0 = e & 31;
            if (blk >= nb) break;
            const kt_u16 *bp = (const kt_u16 *)(stage + blk * B);
            /* code bytes [k, k + OE): q8_0 k = j0, q4_0 k = j0 % 16 (nibbles: low below 16, high above) */
            const kt_u16 *cp = bp + 1 + ((KIND == KT_QK_Q8_0 ? j0 : j0 & 15) >> 1);
            const float d = kt_f16_to_f32(bp[0]);
            kt_u32 w[2];
            float v[8];
            bool nan = false;
            w[0] = cp[0] | ((kt_u32)cp[1] << 16);
            w[1] = OE == 8 ? cp[2] | ((kt_u32)cp[3] << 16) : 0u;
#pragma unroll
            for (int j = 0; j < OE; j++) {
                const kt_u32 byte = (w[j >> 2] >> (8 * (j & 3))) & 255u;
                const float c = KIND == KT_QK_Q8_0 ? (float)(signed char)byte : (float)(int)((j0 >= 16 ? byte >> 4 : byte) & 15u) - 8.0f;
                v[j] = __fmul_rn(c, d);
                nan |= v[j] != v[j];
            }
            const kt_i64 oe = b0 * 32 + e;
            if (__builtin_expect(nan, 0)) kt_q_st8(a.out, oe, OE, ODT, v);
            else if (ODT == KT_Q_F32) *(float4 *)(a.out + (kt_u64)oe * 4u) = make_float4(v[0], v[1], v[2], v[3]);
            else *(uint4 *)(a.out + (kt_u64)oe * 2u) = make_uint4(kt_q_pk(v[0], v[1], ODT), kt_q_pk(v[2], v[3], ODT), kt_q_pk(v[4], v[5], ODT), kt_q_pk(v[6], v[7], ODT));
        }
    }
}

/* ---- fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8) -------------- */
typedef ktorch__cu_q_cast_args kt_q_cast_args; /* shaders/kernel_args.h */
KT_DEV void kt_q_cast_store(kt_u64 p, kt_i64 i, int dt, float x, int sat) {
    if (dt == KT_Q_F32) ((float *)p)[i] = x;
    else if (dt == KT_Q_F16) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);
    else if (dt == KT_Q_BF16) ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);
    else if (dt == KT_Q_E4M3) ((kt_u8 *)p)[i] = kt_f32_to_e4m3(x, sat);
    else ((kt_u8 *)p)[i] = kt_f32_to_e5m2(x, sat);
}
/* unit: 16 elements f32/f16/bf16 -> fp8, aligned */
KT_DEV void kt_q_cast16(const kt_q_cast_args &a, kt_i64 u) {
    int sd = (int)a.src_dtype, e5 = a.dst_dtype == KT_Q_E5M2, sat = (int)a.saturate, j;
    kt_i64 i0 = u * 16;
    int n = a.n - i0 < 16 ? (int)(a.n - i0) : 16;
    float v[16];
    kt_u32 big = 0, lim = kt_q_f8lim(e5), w[4] = {0u, 0u, 0u, 0u};
    kt_q_ld8(a.src, i0, n, sd, v);
    kt_q_ld8(a.src, i0 + 8, n - 8 < 0 ? 0 : n - 8, sd, v + 8);
#pragma unroll
    for (j = 0; j < 16; j++) big |= (__float_as_uint(v[j]) & 0x7fffffffu) >= lim;
    if (!big) {
#pragma unroll
        for (j = 0; j < 16; j += 2) w[j >> 2] |= kt_q_f8x2(v[j], v[j + 1], e5) << (8 * (j & 3));
    } else {
#pragma unroll
        for (j = 0; j < 16; j++) w[j >> 2] |= (kt_u32)(e5 ? kt_f32_to_e5m2(v[j], sat) : kt_f32_to_e4m3(v[j], sat)) << (8 * (j & 3));
    }
    if (n == 16) {
        *(uint4 *)(a.dst + (kt_u64)i0) = make_uint4(w[0], w[1], w[2], w[3]);
    } else {
#pragma unroll
        for (j = 0; j < 16; j++)
            if (j < n) ((kt_u8 *)a.dst)[i0 + j] = (kt_u8)(w[j >> 2] >> (8 * (j & 3)));
    }
}
/* unit: 8 elements (contiguous) or one element (strided) */
KT_DEV void kt_q_cast_unit(const kt_q_cast_args &a, kt_i64 u) {
    int sd = (int)a.src_dtype, dd = (int)a.dst_dtype, sat = (int)a.saturate, j;
    if (a.contiguous) {
        kt_i64 i0 = u * 8;
        int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8;
        float v[8];
        if (sd == KT_Q_E4M3 || sd == KT_Q_E5M2) {
            kt_u32 lo, hi;
            kt_q_ld8b(a.src + (kt_u64)i0, n, lo, hi);
#pragma unroll
            for (j = 0; j < 8; j++) {
                kt_u32 c = ((j < 4 ? lo : hi) >> (8 * (j & 3))) & 255u;
                v[j] = sd == KT_Q_E4M3 ? kt_e4m3_to_f32(c) : kt_e5m2_to_f32(c);
            }
        } else {
            kt_q_ld8(a.src, i0, n, sd, v);
        }
        if (dd == KT_Q_E4M3 || dd == KT_Q_E5M2) {
            kt_u32 w[2] = {0u, 0u};
#pragma unroll
            for (j = 0; j < 8; j++) w[j >> 2] |= (kt_u32)(dd == KT_Q_E4M3 ? kt_f32_to_e4m3(v[j], sat) : kt_f32_to_e5m2(v[j], sat)) << (8 * (j & 3));
            kt_q_st8b(a.dst + (kt_u64)i0, w[0], w[1], n);
        } else {
            kt_q_st8(a.dst, i0, n, dd, v);
        }
        return;
    }
    {
        kt_i64 rem = u, so = 0, dof = 0;
        int d;
        for (d = 3; d >= 0; d--) {
            kt_i64 c = rem % a.shape[d];
            rem /= a.shape[d];
            so += c * a.ss[d];
            dof += c * a.ds[d];
        }
        kt_q_cast_store(a.dst, dof, dd, kt_q_ld(a.src, so, sd), sat);
    }
}

/* Per-tensor statistics in 16-element units, two per iteration, min/max on
   packed pairs (bf16x2 / f16x2; NaN operands ignored, a third NaN-keeping
   max finds NaN). Returns 0 when this thread saw NaN/Inf: the caller then
   redoes its units with kt_q_stats_unit (rejected rows, finite-only keys).
   Needs n % 16 == 0 and a 16-byte aligned x. */
KT_DEV kt_u32 kt_q_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) { return kt_mn2(a, b, bf, mx, keepnan); }
/* 16 bytes of x at p; evict-first in L2 when first (sm_80 on) */
KT_DEV uint4 kt_q_ld_stream(const uint4 *p, kt_u64 policy, bool first) {
    uint4 r;
#if KT_HW_L2HINT
    if (first) {
        r = kt_ld_hint(p, policy);
        return r;
    }
#else
    (void)policy;
    (void)first;
#endif
    r = *p;
    return r;
}
/* The statistics of the packed path walk x from its end: the code pass
   starts at the front, and the front's first a.keep bytes, read last and at
   normal priority, are still in L2 for it. */
KT_DEV bool kt_q_stats_fast(const kt_q_args &a, kt_u32 &neg, kt_u32 &pos) {
    const kt_i64 nu = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x;
    const int dt = (int)a.xdt;
    kt_u64 policy = 0;
    float mn, mx;
    bool bad;
#if KT_HW_L2HINT
    policy = kt_policy_evict_first();
#endif
    if (dt == KT_Q_F32) {
        float lo = 0.0f, hi = 0.0f, nn = 0.0f;
        for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += step) {
            const kt_i64 r = nu - 1 - u;
            const uint4 *p = (const uint4 *)(a.x + (kt_u64)r * 64u);
            float4 v[4];
#pragma unroll
            for (int i = 0; i < 4; i++) {
                const uint4 w = kt_q_ld_stream(p + i, policy, r * 64 >= a.keep);
                v[i] = make_float4(__uint_as_float(w.x), __uint_as_float(w.y), __uint_as_float(w.z), __uint_as_float(w.w));
            }
#pragma unroll
            for (int i = 0; i < 4; i++) {
                lo = fminf(fminf(lo, v[i].x), fminf(v[i].y, fminf(v[i].z, v[i].w)));
                hi = fmaxf(fmaxf(hi, v[i].x), fmaxf(v[i].y, fmaxf(v[i].z, v[i].w)));
                nn += (v[i].x + v[i].y) + (v[i].z + v[i].w); /* NaN (or Inf) propagates */
            }
        }
        mn = lo;
        mx = hi;
        bad = !kt_q_finite(nn) || !kt_q_finite(lo) || !kt_q_finite(hi);
    } else {
        const int bf = dt == KT_Q_BF16;
        kt_u32 lo = 0u, hi = 0u, nn = 0u;
        for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += 2 * step) {
            const bool two = u + step < nu;
            const kt_i64 r = nu - 1 - u, r2 = r - step;
            const uint4 *p = (const uint4 *)(a.x + (kt_u64)r * 32u), *q = (const uint4 *)(a.x + (kt_u64)r2 * 32u);
            uint4 w[4];
            w[0] = kt_q_ld_stream(p, policy, r * 32 >= a.keep);
            w[1] = kt_q_ld_stream(p + 1, policy, r * 32 >= a.keep);
            w[2] = two ? kt_q_ld_stream(q, policy, r2 * 32 >= a.keep) : make_uint4(0u, 0u, 0u, 0u);
            w[3] = two ? kt_q_ld_stream(q + 1, policy, r2 * 32 >= a.keep) : make_uint4(0u, 0u, 0u, 0u);
#pragma unroll
            for (int i = 0; i < 4; i++) {
                lo = kt_q_mn2(kt_q_mn2(lo, w[i].x, bf, 0, 0), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 0, 0), bf, 0, 0), bf, 0, 0);
                hi = kt_q_mn2(kt_q_mn2(hi, w[i].x, bf, 1, 0), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 1, 0), bf, 1, 0), bf, 1, 0);
                nn = kt_q_mn2(kt_q_mn2(nn, w[i].x, bf, 1, 1), kt_q_mn2(w[i].y, kt_q_mn2(w[i].z, w[i].w, bf, 1, 1), bf, 1, 1), bf, 1, 1);
            }
        }
        {
            float l0, l1, h0, h1, n0, n1;
            kt_q_unpack16(lo, dt, l0, l1);
            kt_q_unpack16(hi, dt, h0, h1);
            kt_q_unpack16(nn, dt, n0, n1);
            mn = fminf(l0, l1);
            mx = fmaxf(h0, h1);
            bad = !kt_q_finite(n0) || !kt_q_finite(n1) || !kt_q_finite(mn) || !kt_q_finite(mx);
        }
    }
    if (bad) return false;
    neg = mn < 0.0f ? __float_as_uint(-mn) : 0u;
    pos = mx > 0.0f ? __float_as_uint(mx) : 0u;
    return true;
}

/* Codes in 16-element units, two per iteration (n % 16 == 0, x and data
   16-byte aligned), one scale per unit: per tensor (a.sdiv == 0) or per
   channel off the last axis, each channel a run of a.sdiv elements
   (a multiple of 16) repeating every a.smod runs. */
KT_DEV void kt_q_unit_scale(const kt_q_args &a, kt_i64 u, float &m, int &z) {
    if (a.fuse) return; /* per tensor: m and z set once */
    const float *mul = (const float *)(a.scr + 8u * (kt_u64)a.nsc);
    kt_i64 c = 0;
    if (a.sdiv) {
        c = kt_q_div(16 * u, a.sdiv);
        c -= kt_q_div(c, a.smod) * a.smod;
    }
    m = mul[c];
    z = a.zp ? ((const kt_u8 *)a.zp)[c] : 0;
}
KT_DEV void kt_q_encode_fast(const kt_q_args &a) {
    const kt_i64 nu = a.n >> 4, step = (kt_i64)gridDim.x * blockDim.x;
    float m = 0.0f;
    int z = 0;
    if (a.fuse) { /* every thread takes the one scale from the keys; the first writes it */
        float s;
        kt_u8 zb;
        kt_q_scale_of(a, 0, s, m, zb);
        z = zb;
        if (blockIdx.x == 0 && threadIdx.x == 0) {
            kt_q_range(a, s, 0);
            *(float *)a.scale = s;
            if (a.zp) *(kt_u8 *)a.zp = zb;
        }
    }
    for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < nu; u += 2 * step) {
        const bool two = u + step < nu;
        float v[16], w[16];
        kt_u32 c[4];
        kt_q_ld8(a.x, 16 * u, 8, (int)a.xdt, v);
        kt_q_ld8(a.x, 16 * u + 8, 8, (int)a.xdt, v + 8);
        if (two) {
            kt_q_ld8(a.x, 16 * (u + step), 8, (int)a.xdt, w);
            kt_q_ld8(a.x, 16 * (u + step) + 8, 8, (int)a.xdt, w + 8);
        }
        kt_q_unit_scale(a, u, m, z);
        kt_q_code8(a, v, m, z, c[0], c[1]);
        kt_q_code8(a, v + 8, m, z, c[2], c[3]);
        *(uint4 *)(a.data + (kt_u64)u * 16u) = make_uint4(c[0], c[1], c[2], c[3]);
        if (two) {
            kt_q_unit_scale(a, u + step, m, z);
            kt_q_code8(a, w, m, z, c[0], c[1]);
            kt_q_code8(a, w + 8, m, z, c[2], c[3]);
            *(uint4 *)(a.data + (kt_u64)(u + step) * 16u) = make_uint4(c[0], c[1], c[2], c[3]);
        }
    }
}

/* max that keeps NaN */
KT_DEV float kt_q_maxnan(float a, float b) {
    return kt_maxnan(a, b);
}
/* ---- lean blocks (kt_q_block with a.fast, and kt_q_block_bf16 for bf16 x
   in the block formats' standard blocks): whole blocks, aligned x and
   codes. Lane t holds elements [16t, 16t + 16): L = block/16 lanes per block
   (nvfp4 1, MX/q8_0/q4_0 2, groups of 16..256 1..16). x of the next
   iteration is loaded before this one is encoded. A warp whose blocks hold
   NaN/Inf, or a maximum |x| below 2^-100 (q8_0, q4_0) or outside
   [2^-60, 2^100] (nvfp4), redoes its elements with kt_q_block_unit, whose
   rules cover those. */
template <int DT> struct kt_qf_raw {
    uint4 w[DT == KT_Q_F32 ? 4 : 2];
};
template <int DT> KT_DEV void kt_qf_load(const kt_q_args &a, kt_i64 t, bool live, kt_qf_raw<DT> &r) {
    const int nw = DT == KT_Q_F32 ? 4 : 2;
    const uint4 *p = (const uint4 *)(a.x + (kt_u64)t * (kt_u64)(16 * nw));
#pragma unroll
    for (int i = 0; i < nw; i++) r.w[i] = live ? p[i] : make_uint4(0u, 0u, 0u, 0u);
}
KT_DEV void kt_qf_unpack(kt_u32 w, int dt, float &lo, float &hi) {
#if KT_HW_PAIRS
    if (dt == KT_Q_F16) {
        kt_h2_to_f32(w, lo, hi);
        return;
    }
#endif
    kt_q_unpack16(w, dt, lo, hi);
}
template <int DT> KT_DEV void kt_qf_values(const kt_qf_raw<DT> &r, float *v) {
#pragma unroll
    for (int i = 0; i < (DT == KT_Q_F32 ? 4 : 2); i++) {
        const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};
#pragma unroll
        for (int k = 0; k < 4; k++) {
            if (DT == KT_Q_F32) v[4 * i + k] = __uint_as_float(w[k]);
            else kt_qf_unpack(w[k], DT, v[8 * i + 2 * k], v[8 * i + 2 * k + 1]);
        }
    }
}
/* FP4 / FP6 (E, M) codes of 16 finite scaled values y, packed little-endian
   into w (2 or 3 words): RNE with subnormals, saturating, sign on top.
   EXACT (y of at most 11 significant bits: a 16-bit x times a power of
   two): the magnitude, clamped to the max normal, times 2^(bias - 127) is an
   f32 whose exponent field is the format's (its subnormals the format's
   subnormals) and whose bits below 2^-149 would lie under the first rounding
   threshold; RNE on its bits is then the code. Otherwise kt_q_enc. */
template <int E, int M, int EXACT> KT_DEV void kt_qf_small16(const float *y, kt_u32 *w) {
    const int bits = 1 + E + M, bias = (1 << (E - 1)) - 1, sh = 23 - M;
    const float maxn = (2.0f - 1.0f / (float)(1 << M)) * (float)(1 << ((1 << E) - 1 - bias));
    w[0] = w[1] = w[2] = w[3] = 0u;
#pragma unroll
    for (int j = 0; j < 16; j++) {
        const int pos = bits * j, lo = pos & 31;
        kt_u32 c;
        if (EXACT) {
            const kt_u32 b = __float_as_uint(__fmul_rn(fminf(fabsf(y[j]), maxn), kt_q_pow2f(bias - 127)));
            c = ((b + ((1u << (sh - 1)) - 1u) + ((b >> sh) & 1u)) >> sh) | ((__float_as_uint(y[j]) >> 31) << (E + M));
        } else {
            c = kt_q_enc(y[j], M, bias, (1u << (E + M)) - 1u, (1u << (E + M)) - 1u, E + M);
        }
        w[pos >> 5] |= c << lo;
        if (lo + bits > 32) w[(pos >> 5) + 1] |= c >> (32 - lo);
    }
}
KT_DEV kt_u32 kt_q_f16x2(float lo, float hi) {
    return kt_pack2_f16(lo, hi);
}
/* packed u16 max (MAX) or min of each half */
template <bool MAX> KT_DEV kt_u32 kt_q_u16x2_ext(kt_u32 a, kt_u32 b) {
#if KT_HW_U16X2
    return kt_u16x2_mn<MAX>(a, b);
#else
    const kt_u32 al = a & 0xffffu, bl = b & 0xffffu, ah = a >> 16, bh = b >> 16;
    return (MAX ? (al > bl ? al : bl) : (al < bl ? al : bl)) | ((MAX ? (ah > bh ? ah : bh) : (ah < bh ? ah : bh)) << 16);
#endif
}
/* packed bf16 max (MAX) or min of each half; a NaN half gives NaN (sm_80+) */
template <bool MAX> KT_DEV kt_u32 kt_q_bf16x2_ext(kt_u32 a, kt_u32 b) {
    return kt_bf16x2_nan<MAX>(a, b);
}
/* the codes of two f16 magnitudes h (already in the format's exponent
   field) with the signs at bits 15 and 31 of sgn, rounded to nearest even */
template <int E, int M> KT_DEV kt_u32 kt_qf_f16_round2(kt_u32 h, kt_u32 sgn) {
    const int sh = 10 - M;
    const kt_u32 maxh = ((((1u << E) - 1u) << 10) | (((1u << M) - 1u) << sh)) * 0x00010001u; /* max normal times 2^(bias - 15) */
    const kt_u32 m = kt_q_u16x2_ext<false>(h, maxh);
    const kt_u32 r = m + ((1u << (sh - 1)) - 1u) * 0x00010001u + ((m >> sh) & 0x00010001u); /* no carry between halves: m <= maxh */
    return ((r >> sh) & (((1u << (E + M)) - 1u) * 0x00010001u)) | ((sgn >> (15 - E - M)) & ((1u << (E + M)) * 0x00010001u));
}
/* The f16 route of MX FP4 (E2M1) and FP6 (E3M2, E2M3) for bf16 inputs: two
   codes of y = v * 2^-X, with f = 2^(-X - (15 - bias)) (X <= 127 - (15 -
   bias): f stays normal). t = |v| * f converted to f16 has the format's
   exponent field and is exact wherever the code depends on it (y of 8
   significant bits; f16 subnormals hold the format's subnormal steps, and
   below half the smallest one every code is 0); min.u16x2 clamps to the max
   normal, RNE at bit 10 - M gives the code, v's sign goes above it. E2M3's
   smallest tie y = 2^-4 lies where y's last bit (2^-11) is below f16's step
   (2^-10 in y): RN would take 2^-4 + 2^-11 to the tie and then to 0, so its
   t adds 2^-12 in y (a quarter step; exact, and no other code moves).
   Returns the codes of v0 and v1 in the low and high halves.
   tests/test_quant.c checks the identity for every bf16 value. */
template <int E, int M> KT_DEV kt_u32 kt_qf_f16_codes2(float v0, float v1, float f) {
    const float lift = E == 2 && M == 3 ? 1.4901161193847656e-08f : 0.0f; /* 2^-26 = 2^-12 in y */
    const kt_u32 h = kt_q_f16x2(__fmaf_rn(fabsf(v0), f, lift), __fmaf_rn(fabsf(v1), f, lift));
    return kt_qf_f16_round2<E, M>(h, __byte_perm(__float_as_uint(v0), __float_as_uint(v1), 0x7030u)); /* signs at bits 15 and 31 */
}
/* FP4 codes p[j] of elements j (bits 0..3) and j + 8 (bits 16..19) to the
   byte order of w[0..1] */
KT_DEV void kt_qf_f4_pack(const kt_u32 *p, kt_u32 *w) {
    const kt_u32 qa = p[0] | (p[1] << 4) | (p[2] << 8) | (p[3] << 12), qb = p[4] | (p[5] << 4) | (p[6] << 8) | (p[7] << 12);
    w[0] = (qa & 0xffffu) | (qb << 16);
    w[1] = (qa >> 16) | (qb & 0xffff0000u);
}
/* MX FP4 codes of 16 bf16 values v times 2^-X (X <= 112), packed into
   w[0..1]: elements j and j + 8 share a conversion */
KT_DEV void kt_qf_f4_bf16(const float *v, int X, kt_u32 *w) {
    const float f = kt_q_pow2f(-X - 14);
    kt_u32 p[8];
#pragma unroll
    for (int j = 0; j < 8; j++) p[j] = kt_qf_f16_codes2<2, 1>(v[j], v[j + 8], f);
    kt_qf_f4_pack(p, w);
}
/* nvfp4's shared table: [s] = (d, RN(1 / d)) with d = decode(s) * ts * 2^14
   for the scale codes s < 128, [128] = (RN(6 ts), its RN reciprocal) */
KT_DEV float2 *kt_qf_nvt() {
    __shared__ float2 t[129];
    return t;
}
KT_DEV void kt_qf_nvt_fill(const kt_q_args &a) {
    float2 *t = kt_qf_nvt();
    const float ts = kt_q_nv_ts(a);
    for (int i = (int)threadIdx.x; i < 129; i += (int)blockDim.x) {
        const float d = i < 128 ? __fmul_rn(__fmul_rn(kt_e4m3_to_f32((kt_u32)i), ts), 16384.0f) : __fmul_rn(6.0f, ts);
        t[i] = make_float2(d, __frcp_rn(d));
    }
    __syncthreads();
}
/* RN(x / d) from r = RN(1 / d) and one correction (Markstein); x, d and the
   quotient normal where the caller's code depends on it */
KT_DEV float kt_q_quot(float x, float d, float r) {
    const float q0 = __fmul_rn(x, r);
    return __fmaf_rn(__fmaf_rn(-q0, d, x), r, q0);
}
/* 0xffff in each half of a where it equals b's (bit patterns below 0x7c00) */
KT_DEV kt_u32 kt_q_eq16x2(kt_u32 a, kt_u32 b) {
#if KT_HW_PAIRS
    return kt_eq16x2(a, b);
#else
    return ((a & 0xffffu) == (b & 0xffffu) ? 0xffffu : 0u) | ((a >> 16) == (b >> 16) ? 0xffff0000u : 0u);
#endif
}
/* a + b in each 16-bit half, where no half carries (sm_90: the FMA pipe) */
KT_DEV kt_u32 kt_q_add16x2(kt_u32 a, kt_u32 b) {
#if KT_HW_U16X2
    return kt_u16x2_add(a, b);
#else
    return a + b;
#endif
}
/* nvfp4 codes of 16 finite values v (block max |x| in [2^-60, 2^100]) with
   r from the table entry (d, r) of their scale, d > 0 (d carries 2^14): q =
   RN(v r) lies within 3 ulps of RN(v / d); two q go to f16 in one
   conversion and the FP4 code is the f16 magnitude rounded at bit 9, half
   down, with the f16 sign above it. That is the code of RN(|v| / d) unless
   the f16 value is a code's rounding tie (bits 8..0 = 0x100): f16's half
   step spans 2^12 ulps of q, so a q whose f16 value misses every tie lies
   on the same side of each tie as the correctly rounded quotient. Returns
   whether any element is on a tie (about one in 500 elements;
   kt_qf_nvfp4_fix then codes those). CLAMP: the scale code is subnormal and
   |q| may pass 7 * 2^-14, so the magnitude is clamped to 6 * 2^-14; with a
   normal scale code |q| <= 6.41 * 2^-14 (amax / (6 ts) over its e4m3
   rounding, at most 6 / (1 - 2^-4)) and the rounding add cannot carry into
   the sign. Rounded word j (elements j and j + 8) becomes one nibble per
   half at bits 12 and 28 (code times 8 plus sign), summed at 4 (j & 3)
   into a 64-bit (lo, hi) pair per four words. The integer ALU is the code
   kernel's busiest pipe: this form leaves the 16-bit adds and most shifts
   to the FMA pipe, and the tie test is one min a word. */
template <bool CLAMP> KT_DEV bool kt_qf_nvfp4_fast(const float *v, float r, kt_u32 *w) {
    kt_u32 lo[2] = {0u, 0u}, hi[2] = {0u, 0u}, tmin = ~0u;
#pragma unroll
    for (int j = 0; j < 8; j++) {
        const kt_u32 h = kt_q_f16x2(__fmul_rn(v[j], r), __fmul_rn(v[j + 8], r));
        const kt_u32 u = kt_q_add16x2(CLAMP ? kt_q_u16x2_ext<false>(h & 0x7fff7fffu, 0x0e000e00u) : h, 0x00ff00ffu);
        const kt_u32 x = (u & 0x0e000e00u) * 8u + (h & 0x80008000u); /* nibbles at bits 12 and 28 */
        const int k = 4 * (j & 3);
        tmin = kt_q_u16x2_ext<false>(tmin, ~u & 0x01ff01ffu); /* 0 where h's bits 8..0 are 0x100 */
        lo[j >> 2] += x << k;
        if (k) hi[j >> 2] += x >> (32 - k);
    }
    {
        const kt_u32 qa = __funnelshift_r(lo[0], hi[0], 12), qb = __funnelshift_r(lo[1], hi[1], 12); /* elements 0..3 and 8..11; 4..7 and 12..15 */
        w[0] = __byte_perm(qa, qb, 0x5410u);
        w[1] = __byte_perm(qa, qb, 0x7632u);
    }
    return (tmin & 0xffffu) == 0u || tmin < 0x10000u;
}
/* after kt_qf_nvfp4_fast returned true: every element on a tie coded from
   the correctly rounded quotient (Markstein) and kt_q_enc. The fast path
   keeps no tie positions (that would cost the loop its registers and ALU
   steps), so the f16 words are formed again here, in the lanes that need
   them. */
KT_DEV void kt_qf_nvfp4_fix(const float *v, float d, float r, kt_u32 *w) {
    const float d0 = __fmul_rn(d, 6.103515625e-05f), r0 = __fmul_rn(r, 16384.0f); /* exact: the unscaled entry */
    kt_u32 tie = 0u;
#pragma unroll
    for (int j = 0; j < 8; j++) {
        const kt_u32 h = kt_q_f16x2(__fmul_rn(v[j], r), __fmul_rn(v[j + 8], r));
        tie |= kt_q_eq16x2(h & 0x01ff01ffu, 0x01000100u) & (0x00010001u << j); /* bit j: element j, bit 16 + j: element j + 8 */
    }
    while (tie != 0u) {
        const int b = __ffs((int)tie) - 1, e = (b & 15) + (b >> 4) * 8, sh = 4 * (e & 7);
        float s0[8], s1[4], s2[2]; /* v[e] by e's bits: selects keep v in registers */
#pragma unroll
        for (int k = 0; k < 8; k++) s0[k] = (e & 1) ? v[2 * k + 1] : v[2 * k];
#pragma unroll
        for (int k = 0; k < 4; k++) s1[k] = (e & 2) ? s0[2 * k + 1] : s0[2 * k];
#pragma unroll
        for (int k = 0; k < 2; k++) s2[k] = (e & 4) ? s1[2 * k + 1] : s1[2 * k];
        const float x = (e & 8) ? s2[1] : s2[0];
        /* x's sign on the quotient: -0 / d is -0 */
        const kt_u32 c = kt_q_enc(copysignf(kt_q_quot(fabsf(x), d0, r0), x), 1, 1, 7u, 7u, 3) << sh;
        tie &= tie - 1u;
        if (e < 8) w[0] = (w[0] & ~(15u << sh)) | c;
        else w[1] = (w[1] & ~(15u << sh)) | c;
    }
}
/* MX FP6 (E, M) codes of 16 bf16 values v times 2^-X (X <= 127 - (15 -
   bias)), packed into w[0..2]: elements 2i and 2i + 1 share a conversion;
   their 12 bits go to bit 12i */
template <int E, int M> KT_DEV void kt_qf_f6_bf16(const float *v, int X, kt_u32 *w) {
    const float f = kt_q_pow2f(-X - (15 - ((1 << (E - 1)) - 1)));
    kt_u32 p[8];
#pragma unroll
    for (int i = 0; i < 8; i++) {
        const kt_u32 c = kt_qf_f16_codes2<E, M>(v[2 * i], v[2 * i + 1], f);
        p[i] = (c & 0x3fu) | ((c >> 10) & 0xfc0u);
    }
    w[0] = p[0] | (p[1] << 12) | (p[2] << 24);
    w[1] = (p[2] >> 8) | (p[3] << 4) | (p[4] << 16) | (p[5] << 28);
    w[2] = (p[5] >> 4) | (p[6] << 8) | (p[7] << 20);
}
/* this thread's 16 codes (8-bit: 4 words of bytes; FP4/FP6: packed) to data */
KT_DEV void kt_qf_store(const kt_q_args &a, kt_i64 t, int elem, const kt_u32 *w) {
    if (elem == KT_Q_F4) {
        *(uint2 *)(a.data + (kt_u64)t * 8u) = make_uint2(w[0], w[1]);
    } else if (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) {
        kt_u32 *p = (kt_u32 *)(a.data + (kt_u64)t * 12u);
        p[0] = w[0];
        p[1] = w[1];
        p[2] = w[2];
    } else {
        *(uint4 *)(a.data + (kt_u64)t * 16u) = make_uint4(w[0], w[1], w[2], w[3]);
    }
}
/* the warp's q8_0 / q4_0 blocks (bsz bytes each, 16 per warp), written by
   its lanes to the staging area, to data with 32-bit stores; the staging
   area is free again on return */
KT_DEV kt_u8 *kt_qf_stage() {
    __shared__ __align__(16) kt_u8 stage[8][544]; /* per warp of 256 threads: 16 q8_0 / q4_0 blocks */
    return stage[threadIdx.x >> KT_LANES_SHIFT];
}
KT_DEV void kt_qf_stage_out(const kt_q_args &a, kt_u8 *stage, kt_i64 tb, kt_i64 slots, int bsz) {
    const int lane = (int)(threadIdx.x & (KT_LANES - 1u));
    const kt_i64 left = (slots - tb) >> 1;
    const int nb = bsz * (left < 16 ? (int)left : 16);
    kt_u32 *dst = (kt_u32 *)(a.data + (kt_u64)(tb >> 1) * (kt_u64)bsz);
    kt_syncwarp();
    for (int i = lane; i < nb >> 2; i += KT_LANES) dst[i] = ((const kt_u32 *)stage)[i];
    if ((nb & 2) && lane == 0) ((kt_u16 *)dst)[(nb >> 1) - 1] = ((const kt_u16 *)stage)[(nb >> 1) - 1];
    kt_syncwarp();
}
/* the warp's elements [16 tb, 16 tb + 512) as 8-element slots of kt_q_block_unit */
KT_DEV void kt_qf_redo(const kt_q_args &a, kt_i64 tb) {
    const int L8 = (int)a.lanes, sh8 = 31 - __clz(L8), lane = (int)(threadIdx.x & (KT_LANES - 1u));
#pragma unroll 1
    for (int p = 0; p < 2; p++) {
        const kt_i64 s = 2 * tb + KT_LANES * p + lane;
        kt_q_block_unit(a, s >> sh8, (int)(s & (L8 - 1)), L8, s < (a.n >> 3));
    }
}
/* max |x| of a bf16 thread's 16 values as f32 (NaN when one is NaN: sm_86
   on, the packed bf16 max of magnitudes; before, the u16 max of the
   magnitudes' bits, where NaN's lie above Inf's) */
KT_DEV float kt_qf_amax_bf16(const kt_qf_raw<KT_Q_BF16> &r) {
#if KT_HW_ABSMAX2
    { /* max.xorsign.abs: no masking of the signs first (fewer integer ALU instructions) */
        kt_u32 w[8] = {r.w[0].x, r.w[0].y, r.w[0].z, r.w[0].w, r.w[1].x, r.w[1].y, r.w[1].z, r.w[1].w}, m;
#pragma unroll
        for (int s = 1; s < 8; s *= 2)
#pragma unroll
            for (int i = 0; i < 8; i += 2 * s) w[i] = kt_absmax_bf16x2(w[i], w[i + s]);
        m = kt_absmax_bf16x2(w[0], __byte_perm(w[0], 0u, 0x1032u));
        return __uint_as_float((m << 16) & 0x7fffffffu);
    }
#endif
    kt_u32 m = 0u;
#pragma unroll
    for (int i = 0; i < 2; i++) {
        m = kt_q_u16x2_ext<true>(m, r.w[i].x & 0x7fff7fffu);
        m = kt_q_u16x2_ext<true>(m, r.w[i].y & 0x7fff7fffu);
        m = kt_q_u16x2_ext<true>(m, r.w[i].z & 0x7fff7fffu);
        m = kt_q_u16x2_ext<true>(m, r.w[i].w & 0x7fff7fffu);
    }
    m = kt_q_u16x2_ext<true>(m, m >> 16);
    return __uint_as_float(m << 16);
}
/* signed max and min of a bf16 thread's 16 values (NaN when one is NaN), as packed words with the result in both halves */
KT_DEV void kt_qf_minmax_bf16(const kt_qf_raw<KT_Q_BF16> &r, kt_u32 &hx, kt_u32 &hn) {
    hx = hn = r.w[0].x;
#pragma unroll
    for (int i = 0; i < 2; i++) {
        const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};
#pragma unroll
        for (int k = i == 0 ? 1 : 0; k < 4; k++) {
            hx = kt_q_bf16x2_ext<true>(hx, w[k]);
            hn = kt_q_bf16x2_ext<false>(hn, w[k]);
        }
    }
    hx = kt_q_bf16x2_ext<true>(hx, __byte_perm(hx, 0u, 0x1032u));
    hn = kt_q_bf16x2_ext<false>(hn, __byte_perm(hn, 0u, 0x1032u));
}
/* q4_0's mxv: the first element of largest magnitude am of a block on the
   lane pair (c = 0, 1; lane 0's elements first), v this lane's 16; mask
   holds the lanes that call it */
KT_DEV float kt_q40_first(const float *v, float am, int c, kt_u32 mask) {
    float first = 0.0f;
    bool has = false;
#pragma unroll
    for (int j = 15; j >= 0; j--) {
        const bool hit = fabsf(v[j]) == am;
        first = hit ? v[j] : first;
        has |= hit;
    }
    const float other = kt_shfl_xor_in(mask, first, 1);
    const bool ohas = kt_shfl_xor_in(mask, (int)has, 1) != 0;
    return (c == 0 ? has : !ohas) ? first : other;
}
/* q4_0 of bf16 x, a block on lanes c = 0, 1 (elements 16c..16c+15): the
   block's signed max and min in packed bf16 give max |x| and the sign of
   d = mxv / -8 (mxv: the first element of largest magnitude); only a block
   whose max and min have the same magnitude looks for the first one. Codes
   trunc(x * id + 8.5) clamped to 15 are the low bits of an f32 add, gathered
   with shift-adds: word k of a lane holds elements 4k..4k+3 as bytes, and
   byte j of qs is lane 0's element j (low nibble) and lane 1's (high). */
KT_DEV bool kt_qf_q40_bf16(const kt_q_args &a, const kt_qf_raw<KT_Q_BF16> &r, kt_i64 tb, kt_i64 slots, bool live, int c, int lane) {
    kt_u32 hx, hn;
    kt_qf_minmax_bf16(r, hx, hn);
    hx = kt_q_bf16x2_ext<true>(hx, kt_shfl_xor(hx, 1));
    hn = kt_q_bf16x2_ext<false>(hn, kt_shfl_xor(hn, 1));
    const float mx = __uint_as_float(hx << 16), nmn = -__uint_as_float(hn << 16), am = fmaxf(mx, nmn);
    /* finite (NaN fails every comparison), >= 2^-100 and with an f16 d */
    const bool bad = live && !(mx < __uint_as_float(0x7f800000u) && nmn < __uint_as_float(0x7f800000u) && am >= __uint_as_float(0x0d800000u) && am <= 524032.0f);
    if (kt_any(bad)) return false;
    float mxv = mx > nmn ? mx : -nmn;
    if (mx == nmn) { /* both signs reach am: the first element of the pair's 32 */
        float v[16];
        kt_qf_values<KT_Q_BF16>(r, v);
        mxv = kt_q40_first(v, am, c, 3u << (lane & 30));
    }
    const float d = __fmul_rn(mxv, -0.125f), id = __fdiv_rn(1.0f, d); /* d = mxv / -8 exactly */
    kt_u32 q[4];
#pragma unroll
    for (int k = 0; k < 4; k++) {
        const kt_u32 w = k & 1 ? (k & 2 ? r.w[1].z : r.w[0].z) : (k & 2 ? r.w[1].x : r.w[0].x);
        const kt_u32 w2 = k & 1 ? (k & 2 ? r.w[1].w : r.w[0].w) : (k & 2 ? r.w[1].y : r.w[0].y);
        const kt_u32 e[4] = {w << 16, w & 0xffff0000u, w2 << 16, w2 & 0xffff0000u};
        kt_u32 acc = 0u;
#pragma unroll
        for (int i = 3; i >= 0; i--) {
            /* bits 0x4b000000 + trunc(t) for t in (0.49, 16.51); the 0x4b000000 of all but the last shift out */
            const kt_u32 b = __float_as_uint(kt_fadd_rz(__fadd_rn(__fmul_rn(__uint_as_float(e[i]), id), 8.5f), 8388608.0f));
            acc = (acc << 8) + (b < 0x4b00000fu ? b : 0x4b00000fu);
        }
        q[k] = acc - 0x4b000000u;
    }
    {
        kt_u8 *stage = kt_qf_stage();
        const kt_u32 s0 = kt_shfl_xor(c ? q[0] : q[2], 1), s1 = kt_shfl_xor(c ? q[1] : q[3], 1);
        const kt_u32 o0 = c ? s0 + (q[2] << 4) : q[0] + (s0 << 4), o1 = c ? s1 + (q[3] << 4) : q[1] + (s1 << 4);
        kt_u16 *st = (kt_u16 *)(stage + 18 * (lane >> 1) + 2 + 8 * c);
        st[0] = (kt_u16)o0;
        st[1] = (kt_u16)(o0 >> 16);
        st[2] = (kt_u16)o1;
        st[3] = (kt_u16)(o1 >> 16);
        if (c == 0) *(kt_u16 *)(stage + 18 * (lane >> 1)) = kt_q_f16(d);
        kt_qf_stage_out(a, stage, tb, slots, 18);
    }
    return true;
}
/* false (for the whole warp, nothing written): kt_qf_redo must take the warp.
   KIND >= 0: the kind and element format (ELEM) known at compile time, with
   their standard blocks (32 elements, nvfp4 16); KT_QK_GROUPS: int8 /
   int8_asym / fp8 groups, kind and lanes read from a; -1: all read from a */
template <int DT, int KIND, int ELEM> KT_DEV bool kt_qf_slot(const kt_q_args &a, kt_i64 t, kt_i64 tb, kt_i64 slots, bool live, const kt_qf_raw<DT> &r) {
    const bool groups = KIND == KT_QK_GROUPS || (KIND < 0 && a.gran == 2), fixed = KIND >= 0 && KIND != KT_QK_GROUPS;
    const int kind = fixed ? KIND : (int)a.kind, elem = fixed ? ELEM : (int)a.elem,
              L = fixed ? (KIND == KT_QK_NVFP4 ? 1 : 2) : (int)(a.lanes >> 1), c = (int)(t & (L - 1)), lane = (int)(threadIdx.x & (KT_LANES - 1u));
    const kt_i64 u = t >> (31 - __clz(L));
    float v[16], am = 0.0f, mn = 0.0f, mx = 0.0f;
    kt_u32 w[4] = {0u, 0u, 0u, 0u};
    bool bad;
    if (DT == KT_Q_BF16 && KIND == KT_QK_Q4_0) return kt_qf_q40_bf16(a, *(const kt_qf_raw<KT_Q_BF16> *)&r, tb, slots, live, c, lane);
    kt_qf_values<DT>(r, v);
    if (DT == KT_Q_BF16) {
        am = kt_qf_amax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r);
    } else {
#pragma unroll
        for (int j = 0; j < 16; j++) am = kt_q_maxnan(am, fabsf(v[j]));
    }
    if (groups) {
        bad = live && !(am < __uint_as_float(0x7f800000u));
    } else {
        for (int o = L >> 1; o > 0; o >>= 1) am = kt_q_maxnan(am, kt_shfl_xor(am, o, L));
        /* MX: finite; q8_0, q4_0: also >= 2^-100 with an f16 d (kt_qf_redo rejects
           an overflowing one); nvfp4: in [2^-60, 2^100],
           and amax / (6 ts) at most about 448 (always so for the tensor's own
           amax; a given ts may make the scale saturate) */
        bad = live && !(am < __uint_as_float(0x7f800000u) &&
                        (kind == KT_QK_MX || (kind == KT_QK_NVFP4 ? am >= __uint_as_float(0x21800000u) && am <= __uint_as_float(0x71800000u) &&
                                                                        __fmul_rn(am, kt_qf_nvt()[128].y) <= 449.0f
                                                                  : am >= __uint_as_float(0x0d800000u) &&
                                                                        am <= (kind == KT_QK_Q8_0 ? 8319008.0f : 524032.0f))));
    }
    if (kt_any(bad)) return false;
    if (groups) { /* int8 / int8_asym / fp8 groups */
        float m = 0.0f, s = 0.0f;
        kt_u8 z = 0;
        if (DT == KT_Q_BF16) { /* finite here */
            kt_u32 hx, hn;
            kt_qf_minmax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r, hx, hn);
            mn = fminf(mn, __uint_as_float(hn << 16));
            mx = fmaxf(mx, __uint_as_float(hx << 16));
        } else {
#pragma unroll
            for (int j = 0; j < 16; j++) {
                mn = fminf(mn, v[j]);
                mx = fmaxf(mx, v[j]);
            }
        }
        for (int o = L >> 1; o > 0; o >>= 1) {
            mn = fminf(mn, kt_shfl_xor(mn, o, L));
            mx = fmaxf(mx, kt_shfl_xor(mx, o, L));
        }
        kt_q_params(a, mn, mx, kind == KT_QK_FP8 ? kt_q_fp8_mul((float)a.fmax, -mn > mx ? -mn : mx, (int)a.margin) : 0.0f, &s, &m, &z);
        if (!live) return true;
        if (c == 0) {
            ((float *)a.scale)[u] = s;
            if (a.zp) ((kt_u8 *)a.zp)[u] = z;
            kt_q_range(a, s, kt_q_div(16 * t, a.K));
        }
        kt_q_code8(a, v, m, z, w[0], w[1]);
        kt_q_code8(a, v + 8, m, z, w[2], w[3]);
        *(uint4 *)(a.data + (kt_u64)t * 16u) = make_uint4(w[0], w[1], w[2], w[3]);
        return true;
    }
    if (kind == KT_QK_Q8_0) {
        const float d = __fdiv_rn(am, 127.0f), id = __fdiv_rn(1.0f, d);
        kt_u8 *stage = kt_qf_stage();
        kt_u16 *st = (kt_u16 *)(stage + 34 * (lane >> 1) + 2 + 16 * c);
#pragma unroll
        for (int j = 0; j < 16; j++) {
            const float y = __fmul_rn(v[j], id), av = fabsf(y); /* <= 127.x */
            kt_i32 q = kt_q_trunc(av);
            q += __fsub_rn(av, __fsub_rn(kt_fadd_rz(av, 8388608.0f), 8388608.0f)) >= 0.5f; /* the CPU's half away from zero */
            w[j >> 2] |= ((kt_u32)(y < 0 ? -q : q) & 255u) << (8 * (j & 3));
        }
#pragma unroll
        for (int j = 0; j < 8; j++) st[j] = (kt_u16)(w[j >> 1] >> (16 * (j & 1)));
        if (c == 0) *(kt_u16 *)(stage + 34 * (lane >> 1)) = kt_q_f16(d);
        kt_qf_stage_out(a, stage, tb, slots, 34);
        return true;
    }
    if (kind == KT_QK_Q4_0) {
        const float mxv = kt_q40_first(v, am, c, KT_FULL_MASK);
        float d, id;
        kt_u32 nib[2] = {0u, 0u}, send, recv;
        d = __fmul_rn(mxv, -0.125f); /* = mxv / -8 exactly: the same real number, rounded once */
        id = __fdiv_rn(1.0f, d);
#pragma unroll
        for (int j = 0; j < 16; j++) {
            int q = kt_q_trunc(__fadd_rn(__fmul_rn(v[j], id), 8.5f)); /* the argument lies in (0.49, 16.51) */
            q = q > 15 ? 15 : q;
            nib[j >> 3] |= (kt_u32)q << (4 * (j & 7));
        }
        kt_u8 *stage = kt_qf_stage();
        /* byte j: element j (lane 0, low nibble) and j + 16 (lane 1, high);
           lane c writes bytes 8c..8c+7 */
        send = c ? nib[0] : nib[1];
        recv = kt_shfl_xor(send, 1);
        {
            const kt_u32 lo = c ? recv : nib[0], hi = c ? nib[1] : recv;
            kt_u16 *st = (kt_u16 *)(stage + 18 * (lane >> 1) + 2 + 8 * c);
#pragma unroll
            for (int j = 0; j < 4; j++) {
                const kt_u32 b0 = ((lo >> (8 * j)) & 15u) | (((hi >> (8 * j)) & 15u) << 4);
                const kt_u32 b1 = ((lo >> (8 * j + 4)) & 15u) | (((hi >> (8 * j + 4)) & 15u) << 4);
                st[j] = (kt_u16)(b0 | (b1 << 8));
            }
            if (c == 0) *(kt_u16 *)(stage + 18 * (lane >> 1)) = kt_q_f16(d);
        }
        kt_qf_stage_out(a, stage, tb, slots, 18);
        return true;
    }
    if (!live) return true;
    if (kind == KT_QK_NVFP4) {
        /* the scale: e4m3 of RN(amax / RN(6 ts)) (0 where ts is 0); 2^-60 <=
           amax <= 2^100 keeps every quotient step normal where a code depends
           on it (a quotient below 2^-126 has scale 0) */
        const float2 *nvt = kt_qf_nvt(), s6 = nvt[128];
        const kt_u8 sb = s6.x > 0 ? (kt_u8)kt_q_f8x2(kt_q_quot(am, s6.x, s6.y), 0.0f, 0) : (kt_u8)0;
        const float2 dr = nvt[sb];
        ((kt_u8 *)a.scale)[u] = sb;
        if (dr.x > 0 && (sb >= 8 ? kt_qf_nvfp4_fast<false>(v, dr.y, w) : kt_qf_nvfp4_fast<true>(v, dr.y, w))) kt_qf_nvfp4_fix(v, dr.x, dr.y, w);
    } else { /* MX */
        const int X = kt_q_mx_exp(a, am);
        const float inv = kt_q_pow2f(-X);
        if (c == 0) ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);
        if (elem == KT_Q_E4M3 || elem == KT_Q_E5M2) {
#pragma unroll
            for (int j = 0; j < 16; j += 2) w[j >> 2] |= kt_q_f8x2(__fmul_rn(v[j], inv), __fmul_rn(v[j + 1], inv), elem == KT_Q_E5M2) << (8 * (j & 3));
        } else if (elem == KT_Q_I8) {
#pragma unroll
            for (int j = 0; j < 16; j++) {
                const kt_i32 q = kt_q_rint(fminf(fmaxf(__fmul_rn(__fmul_rn(v[j], inv), 64.0f), -127.0f), 127.0f));
                w[j >> 2] |= ((kt_u32)q & 255u) << (8 * (j & 3));
            }
        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F4 && X <= 112) { /* kt_q_block_bf16 only */
            kt_qf_f4_bf16(v, X, w);
        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F6_E3M2 && X <= 114) { /* kt_q_block_bf16 only */
            kt_qf_f6_bf16<3, 2>(v, X, w);
        } else if (DT == KT_Q_BF16 && ELEM == KT_Q_F6_E2M3 && X <= 112) { /* kt_q_block_bf16 only */
            kt_qf_f6_bf16<2, 3>(v, X, w);
        } else { /* FP4 / FP6 */
            float y[16];
#pragma unroll
            for (int j = 0; j < 16; j++) y[j] = __fmul_rn(v[j], inv);
            if (elem == KT_Q_F4) kt_qf_small16<2, 1, DT != KT_Q_F32>(y, w);
            else if (elem == KT_Q_F6_E2M3) kt_qf_small16<2, 3, DT != KT_Q_F32>(y, w);
            else kt_qf_small16<3, 2, DT != KT_Q_F32>(y, w);
        }
    }
    kt_qf_store(a, t, elem, w);
    return true;
}

/* 32-bit slot indices: the host takes this path for n < 2^35 */
template <int DT, int KIND, int ELEM> KT_DEV void kt_qf_run(const kt_q_args &a) {
    const kt_u32 slots = (kt_u32)(a.n >> 4), step = gridDim.x * blockDim.x, lane = threadIdx.x & (KT_LANES - 1u);
    kt_qf_raw<DT> cur, nxt;
    kt_qf_load<DT>(a, blockIdx.x * blockDim.x + threadIdx.x, blockIdx.x * blockDim.x + threadIdx.x < slots, cur);
    nxt = cur;
    for (kt_u32 tb = blockIdx.x * blockDim.x + (threadIdx.x & ~(KT_LANES - 1u)); tb < slots; tb += step) { /* warp-uniform */
        if (tb + step < slots) kt_qf_load<DT>(a, tb + step + lane, tb + step + lane < slots, nxt);
        if (__builtin_expect(!kt_qf_slot<DT, KIND, ELEM>(a, tb + lane, tb, slots, tb + lane < slots, cur), 0)) {
            kt_qf_redo(a, tb);
            if (tb + step < slots) kt_qf_load<DT>(a, tb + step + lane, tb + step + lane < slots, nxt); /* not kept live across the redo */
        }
        cur = nxt;
    }
}

#ifndef KT_Q_HOST
#define KT_Q_LOOP(units) for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < (units); u += (kt_i64)gridDim.x * blockDim.x)
/* neg and pos: their maxima over the warp */
KT_DEV void kt_q_warp_max2(kt_u32 &neg, kt_u32 &pos) {
    for (int o = KT_LANES / 2; o > 0; o >>= 1) {
        const kt_u32 n2 = kt_shfl_xor(neg, o), p2 = kt_shfl_xor(pos, o);
        neg = n2 > neg ? n2 : neg;
        pos = p2 > pos ? p2 : pos;
    }
}
/* the end of kt_q_stats (every thread of the block): with a.host (one
   scale), the last block to finish writes the error word and the keys to
   the host, copies the keys to a.scr + 16 for the code kernels and zeroes
   the keys and the count for the next call */
KT_DEV void kt_q_stats_done(const kt_q_args &a) {
    __shared__ int last;
    if (!a.host) return;
    __threadfence(); /* this block's keys and rows before its count */
    __syncthreads();
    if (threadIdx.x == 0) last = atomicAdd((unsigned *)(a.scr + 12u), 1u) == gridDim.x - 1;
    __syncthreads();
    if (last && threadIdx.x == 0) {
        volatile kt_u32 *k = (volatile kt_u32 *)a.scr, *h = (volatile kt_u32 *)a.host;
        __threadfence(); /* then every block's keys and rows are seen */
        const kt_u64 w = a.err ? *(const volatile kt_u64 *)a.err : ~0ull;
        const kt_u32 neg = k[0], pos = k[1];
        h[0] = (kt_u32)w;
        h[1] = (kt_u32)(w >> 32);
        h[2] = neg;
        h[3] = pos;
        k[4] = neg;
        k[5] = pos;
        k[0] = k[1] = k[3] = 0u;
        __threadfence_system();
    }
}
#if KT_MASK == 0
KT_KERNEL void kt_q_stats(const kt_q_args a) {
    int cur = -1, same;
    kt_u32 neg = 0, pos = 0;
    kt_i64 badr = a.R, units = (a.n + 7) / 8;
    if (!a.fast) { /* each warp a contiguous span of units: a thread changes scale (and flushes) rarely */
        const kt_i64 warps = ((kt_i64)gridDim.x * blockDim.x) >> KT_LANES_SHIFT, w = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT;
        const kt_i64 span = ((units + warps - 1) / warps + 31) & ~(kt_i64)31, end = (w + 1) * span < units ? (w + 1) * span : units;
        for (kt_i64 u = w * span + (threadIdx.x & (KT_LANES - 1u)); u < end; u += KT_LANES) kt_q_stats_unit(a, u, cur, neg, pos, badr);
    } else if (kt_q_stats_fast(a, neg, pos)) {
        cur = 0;
    } else { /* the same 16-element units (from the end, as kt_q_stats_fast took them), exactly */
        neg = pos = 0;
        KT_Q_LOOP(a.n >> 4) {
            const kt_i64 r = (a.n >> 4) - 1 - u;
            kt_q_stats_unit(a, 2 * r, cur, neg, pos, badr);
            kt_q_stats_unit(a, 2 * r + 1, cur, neg, pos, badr);
        }
    }
    if (a.fast) { /* one scale: one atomic per block (a warp's each would queue on the one address) */
        __shared__ kt_u32 red[2][32];
        const int wid = (int)(threadIdx.x >> KT_LANES_SHIFT), nw = (int)(blockDim.x >> KT_LANES_SHIFT);
        kt_q_warp_max2(neg, pos);
        if ((threadIdx.x & (KT_LANES - 1u)) == 0) {
            red[0][wid] = neg;
            red[1][wid] = pos;
        }
        __syncthreads();
        if (threadIdx.x == 0) {
            for (int i = 1; i < nw; i++) {
                neg = red[0][i] > neg ? red[0][i] : neg;
                pos = red[1][i] > pos ? red[1][i] : pos;
            }
            kt_q_flush(a, 0, neg, pos);
        }
        if (badr < a.R) kt_q_badrow(a, badr);
        kt_q_stats_done(a);
        return;
    }
    /* one atomic per warp when the whole warp ended on one scale */
    same = kt_all(cur == kt_shfl(cur, 0));
    if (same && cur >= 0) {
        kt_q_warp_max2(neg, pos);
        if ((threadIdx.x & (KT_LANES - 1u)) == 0) kt_q_flush(a, cur, neg, pos);
    } else if (cur >= 0) {
        kt_q_flush(a, cur, neg, pos);
    }
    if (badr < a.R) kt_q_badrow(a, badr);
    kt_q_stats_done(a);
}
#endif
#if KT_MASK == 0
KT_KERNEL void kt_q_colstats(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_colstats_unit(a, u); }
#endif
#if KT_MASK == 0
KT_KERNEL void kt_q_params_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_params_unit(a, u); }
#endif
/* values of a raw unit; f16 NaNs keep their sign bit (the hardware
   conversion drops it, and fp8 codes of NaN carry x's sign) */
template <int DT> KT_DEV void kt_q_chan_values(const kt_qf_raw<DT> &r, float *v) {
    kt_qf_values<DT>(r, v);
    if (DT == KT_Q_F16) {
#pragma unroll
        for (int i = 0; i < 2; i++) {
            const kt_u32 w[4] = {r.w[i].x, r.w[i].y, r.w[i].z, r.w[i].w};
#pragma unroll
            for (int k = 0; k < 4; k++) {
                v[8 * i + 2 * k] = __uint_as_float(__float_as_uint(v[8 * i + 2 * k]) | (w[k] << 16 & 0x80000000u));
                v[8 * i + 2 * k + 1] = __uint_as_float(__float_as_uint(v[8 * i + 2 * k + 1]) | (w[k] & 0x80000000u));
            }
        }
    }
}
/* Per channel with contiguous channels of span 2048..8192 elements (axis 0):
   one block of 256 threads per channel holds it in registers as loaded (two
   16-element units per thread), so statistics, scale and codes take one
   read of x. The statistics are kt_q_stats_unit's (keys of max(-x), max(x)
   over finite x; the first non-finite element's row is a rejected row);
   bf16 units take them from packed max/min and only a unit with NaN/Inf
   looks at each element. */
template <int DT> KT_DEV void kt_q_chan_run(const kt_q_args &a) {
    __shared__ kt_u32 red[2][8];
    __shared__ float sm[2];
    const int tid = (int)threadIdx.x, units = (int)(a.span >> 4);
    for (kt_i64 ch = blockIdx.x; ch < a.nch; ch += gridDim.x) {
        const kt_i64 e0 = ch * a.span;
        kt_qf_raw<DT> r[2];
        kt_u32 neg = 0u, pos = 0u;
        kt_i64 bad = -1;
#pragma unroll
        for (int h = 0; h < 2; h++) kt_qf_load<DT>(a, (e0 >> 4) + tid + 256 * h, tid + 256 * h < units, r[h]);
#pragma unroll
        for (int h = 0; h < 2; h++) {
            bool each = true;
            if (DT == KT_Q_BF16) {
                kt_u32 hx, hn;
                kt_qf_minmax_bf16(*(const kt_qf_raw<KT_Q_BF16> *)&r[h], hx, hn);
                if ((hx & 0x7fffu) < 0x7f80u && (hn & 0x7fffu) < 0x7f80u) { /* finite; zero units of dead lanes add nothing */
                    each = false;
                    const kt_u32 px = (hx & 0x8000u) ? 0u : (hx & 0x7fffu) << 16, nn = (hn & 0x8000u) ? (hn & 0x7fffu) << 16 : 0u;
                    pos = px > pos ? px : pos;
                    neg = nn > neg ? nn : neg;
                }
            }
            if (each) {
                float v[16];
                kt_i64 first = -1;
                kt_q_chan_values<DT>(r[h], v);
#pragma unroll
                for (int j = 15; j >= 0; j--) {
                    const kt_u32 b = __float_as_uint(v[j]), m = b & 0x7fffffffu;
                    if (m >= 0x7f800000u) first = e0 + 16 * (tid + 256 * h) + j;
                    else if (b >> 31) neg = m > neg ? m : neg;
                    else pos = m > pos ? m : pos;
                }
                if (bad < 0) bad = first; /* unit h = 0 lies first */
            }
        }
        if (bad >= 0) kt_q_badrow(a, kt_q_div(bad, a.K));
        neg = kt_reduce_max(neg);
        pos = kt_reduce_max(pos);
        if ((tid & (KT_LANES - 1)) == 0) {
            red[0][tid >> KT_LANES_SHIFT] = neg;
            red[1][tid >> KT_LANES_SHIFT] = pos;
        }
        __syncthreads();
        if (tid < KT_LANES) {
            neg = kt_reduce_max(tid < 8 ? red[0][tid] : 0u);
            pos = kt_reduce_max(tid < 8 ? red[1][tid] : 0u);
            if (tid == 0) {
                float s, m;
                kt_u8 z;
                kt_q_scale_mm(a, neg ? -__uint_as_float(neg) : 0.0f, __uint_as_float(pos), s, m, z);
                ((float *)a.scale)[ch] = s;
                if (a.zp) ((kt_u8 *)a.zp)[ch] = z;
                kt_q_range(a, s, kt_q_div(e0, a.K));
                sm[0] = m;
                sm[1] = (float)z;
            }
        }
        __syncthreads();
        {
            const float m = sm[0];
            const int z = (int)sm[1];
#pragma unroll
            for (int h = 0; h < 2; h++) {
                const int u = tid + 256 * h;
                float v[16];
                kt_u32 c[4];
                if (u >= units) continue;
                kt_q_chan_values<DT>(r[h], v);
                kt_q_code8(a, v, m, z, c[0], c[1]);
                kt_q_code8(a, v + 8, m, z, c[2], c[3]);
                *(uint4 *)(a.data + (kt_u64)(e0 + 16 * u)) = make_uint4(c[0], c[1], c[2], c[3]);
            }
        }
        __syncthreads(); /* red and sm are rewritten by the next channel */
    }
}
#if KT_MASK == 0
KT_KERNEL void kt_q_encode(const kt_q_args a) {
    if (a.fast) kt_q_encode_fast(a);
    else if (a.gran == 2) { KT_Q_LOOP(a.units) kt_q_group_unit(a, u); }
    else { KT_Q_LOOP(a.units) kt_q_encode_unit(a, u); }
}
#endif
/* lane groups: the loop runs whole warps (live marks the lanes with a block) */
#if KT_MASK == 1
KT_KERNEL void __launch_bounds__(256, 4) kt_q_block(const kt_q_args a) {
    if (a.lanes == 0) {
        KT_Q_LOOP(a.units) kt_q_block1_unit(a, u);
        return;
    }
    if (a.fast) {
        if (a.kind == KT_QK_NVFP4) kt_qf_nvt_fill(a);
        if (a.xdt == KT_Q_F32) kt_qf_run<KT_Q_F32, -1, 0>(a);
        else if (a.xdt == KT_Q_F16) kt_qf_run<KT_Q_F16, -1, 0>(a);
        else kt_qf_run<KT_Q_BF16, -1, 0>(a);
        return;
    }
    int L = (int)a.lanes, c = (int)(threadIdx.x & (unsigned)(L - 1)), sh = 31 - __clz(L);
    kt_i64 t0 = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x, step = (kt_i64)gridDim.x * blockDim.x, lim = a.units * L;
    for (kt_i64 t = t0 - (t0 & (KT_LANES - 1)); t < lim; t += step) kt_q_block_unit(a, (t + (t0 & (KT_LANES - 1))) >> sh, c, L, t + (t0 & (KT_LANES - 1)) < lim);
}
#endif
/* the lean path for bf16 MX FP4/FP6, nvfp4, q8_0 and q4_0 in their standard
   blocks (the format a compile-time constant) and for bf16 groups; a kernel
   of its own, so that the specialisations do not raise kt_q_block's
   register pressure */
#if KT_MASK == 2
KT_KERNEL void __launch_bounds__(256, 4) kt_q_block_bf16(const kt_q_args a) {
    if (a.kind == KT_QK_NVFP4) kt_qf_nvt_fill(a);
    if (a.gran == 2) kt_qf_run<KT_Q_BF16, KT_QK_GROUPS, 0>(a);
    else if (a.kind == KT_QK_MX && a.elem == KT_Q_F4) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F4>(a);
    else if (a.kind == KT_QK_MX && a.elem == KT_Q_F6_E2M3) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F6_E2M3>(a);
    else if (a.kind == KT_QK_MX) kt_qf_run<KT_Q_BF16, KT_QK_MX, KT_Q_F6_E3M2>(a);
    else if (a.kind == KT_QK_NVFP4) kt_qf_run<KT_Q_BF16, KT_QK_NVFP4, KT_Q_F4>(a);
    else if (a.kind == KT_QK_Q8_0) kt_qf_run<KT_Q_BF16, KT_QK_Q8_0, 0>(a);
    else kt_qf_run<KT_Q_BF16, KT_QK_Q4_0, 0>(a);
}
#endif
#if KT_MASK == 0
KT_KERNEL void kt_q_pack_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_pack_unit(a, u); }
#endif
/* the table of element values */
KT_DEV void kt_dq_lut(const kt_q_args &a, float *lut) {
    for (int i = threadIdx.x; i < 256; i += blockDim.x) lut[i] = kt_q_elem_value((int)a.elem, (kt_u32)i);
    __syncthreads();
}
#if KT_MASK == 3
KT_KERNEL void __launch_bounds__(256, 4) kt_dq(const kt_q_args a) {
    __shared__ float lut[256];
    kt_dq_lut(a, lut);
    if (a.fast) {
        if (a.odt == KT_Q_BF16) kt_dqv_bits<KT_Q_BF16, false>(a, lut, 0);
        else if (a.odt == KT_Q_F16) kt_dqv_bits<KT_Q_F16, false>(a, lut, 0);
        else kt_dqv_bits<KT_Q_F32, false>(a, lut, 0);
    } else if (a.kind == KT_QK_INT8 || a.kind == KT_QK_ASYM || a.kind == KT_QK_FP8) {
        KT_Q_LOOP(a.units) kt_dq_scaled_unit(a, lut, u);
    } else {
        int L = (int)a.lanes;
        KT_Q_LOOP(a.units * L) kt_dq_block_unit(a, lut, u / L, (int)(u & (L - 1)), L);
    }
}
#endif
/* q8_0 / q4_0 through the warp stages (kt_dqg_run) */
#if KT_MASK == 4
KT_KERNEL void __launch_bounds__(256, 3) kt_dq_ggml(const kt_q_args a) {
    __shared__ __align__(16) kt_u8 stages[8][34 * 32];
    kt_u8 *stage = stages[threadIdx.x >> KT_LANES_SHIFT];
    if (a.kind == KT_QK_Q8_0) {
        if (a.odt == KT_Q_BF16) kt_dqg_run<KT_Q_BF16, KT_QK_Q8_0>(a, stage);
        else if (a.odt == KT_Q_F16) kt_dqg_run<KT_Q_F16, KT_QK_Q8_0>(a, stage);
        else kt_dqg_run<KT_Q_F32, KT_QK_Q8_0>(a, stage);
    } else {
        if (a.odt == KT_Q_BF16) kt_dqg_run<KT_Q_BF16, KT_QK_Q4_0>(a, stage);
        else if (a.odt == KT_Q_F16) kt_dqg_run<KT_Q_F16, KT_QK_Q4_0>(a, stage);
        else kt_dqg_run<KT_Q_F32, KT_QK_Q4_0>(a, stage);
    }
}
#endif
/* the chunk path of int8 / int8_asym / fp8 with the store tiles */
#if KT_MASK == 4
KT_KERNEL void kt_dq_tile(const kt_q_args a) {
    __shared__ float lut[256];
    __shared__ uint4 tiles[8][128]; /* one per warp of 256 threads */
    kt_dq_lut(a, lut);
    uint4 *tile = tiles[threadIdx.x >> KT_LANES_SHIFT];
    if (a.odt == KT_Q_BF16) kt_dqv_bits<KT_Q_BF16, true>(a, lut, tile);
    else if (a.odt == KT_Q_F16) kt_dqv_bits<KT_Q_F16, true>(a, lut, tile);
    else kt_dqv_bits<KT_Q_F32, true>(a, lut, tile);
}
#endif
#if KT_MASK == 0
KT_KERNEL void __launch_bounds__(256, 5) kt_q_chan(const kt_q_args a) {
    if (a.xdt == KT_Q_BF16) kt_q_chan_run<KT_Q_BF16>(a);
    else if (a.xdt == KT_Q_F16) kt_q_chan_run<KT_Q_F16>(a);
    else kt_q_chan_run<KT_Q_F32>(a);
}
#endif
#if KT_MASK == 0
KT_KERNEL void kt_q_cast(const kt_q_cast_args a) {
    if (a.vec) {
        KT_Q_LOOP((a.n + 15) / 16) kt_q_cast16(a, u);
        return;
    }
    {
        kt_i64 units = a.contiguous ? (a.n + 7) / 8 : a.n;
        KT_Q_LOOP(units) kt_q_cast_unit(a, u);
    }
}
#endif
#endif
