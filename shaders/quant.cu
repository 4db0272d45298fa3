/* Quantization on the device (kind 5): quantize / dequantize every
   ktorch_quant_format and the fp8 casts of ktorch_tensor_copy. Every rule is
   ktorch.h's (docs/QUANT.md), written with the same integer steps and with
   explicitly rounded f32 operations (no contraction), so codes and scales are
   byte-identical to the CPU. Each kernel is a grid-stride loop over "units"
   (a block, a group, 8 elements, ...) handled by one thread; the unit
   functions carry all the arithmetic. */

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
#define KT_Q_FLT_MAX 3.40282346638528859812e+38f

struct kt_q_args {
    kt_u64 x, data, scale, zp, scr, aux, out;
    kt_i64 n, R, K, xdt, odt, kind, elem, ebits, mbits, emax;
    kt_i64 gran, axis_last, inner, nch, nsc, group, ngroups, nblk, margin, noclip, units, direct, rows_per_unit;
    double fmax, fixed_mul, tscale; /* tscale: nvfp4 tensor scale when dequantizing */
};
/* scratch: [0] u64 first bad row, [8] f32 nvfp4 tensor scale, [16] u32 keys
   of max(-x) per scale, then u32 keys of max(x), then f32 multipliers */
#define KT_Q_SCR_KEYS 16

/* ---- exact scalar helpers (ktorch.h's rules) ------------------------------ */
KT_DEV float kt_q_pow2f(int n) {
    if (n >= -126) return __uint_as_float((kt_u32)(n + 127) << 23);
    return __uint_as_float(1u << (n + 149));
}
/* Small-float code of v, round to nearest even, as ktorch.h's AVX-512
   encoder: normals round on the integer bits (the carry moves into the
   exponent), below the smallest normal v is scaled exactly to subnormal units
   and converted with RNE. E/M/bias: the format; codes above maxcode become
   `over` (saturation or the overflow code); has_nan: NaN gives the all-ones
   code. The sign is kept. */
KT_DEV kt_u32 kt_q_enc(float v, int E, int M, int bias, kt_u32 maxcode, kt_u32 over, int has_nan) {
    kt_u32 b = __float_as_uint(v), a = b & 0x7fffffffu, sh = (kt_u32)(23 - M), r, c;
    r = a + ((1u << (sh - 1u)) - 1u) + ((a >> sh) & 1u);
    c = (r >> sh) - ((kt_u32)(127 - bias) << M);
    if (a < ((kt_u32)(128 - bias) << 23)) c = (kt_u32)__float2int_rn(__fmul_rn(__uint_as_float(a), kt_q_pow2f(M - 1 + bias)));
    c = c > maxcode ? over : c;
    if (has_nan && a > 0x7f800000u) c = (1u << (E + M)) - 1u;
    return c | ((b >> 31) << (E + M));
}
KT_DEV kt_u8 kt_q_e4m3(float x, int sat) { return (kt_u8)kt_q_enc(x, 4, 3, 7, 0x7eu, sat ? 0x7eu : 0x7fu, 1); }
KT_DEV kt_u8 kt_q_e5m2(float x, int sat) { return (kt_u8)kt_q_enc(x, 5, 2, 15, 0x7bu, sat ? 0x7bu : 0x7cu, 1); }
KT_DEV float kt_q_e4m3_f32(kt_u32 code) {
    kt_u32 sign = (code & 0x80u) << 24, e = (code >> 3) & 0xfu, m = code & 7u;
    kt_u32 r = e == 0 ? __float_as_uint((float)(kt_i32)m * 0.001953125f) : (((e + 120u) << 23) | (m << 20));
    r = (code & 0x7fu) == 0x7fu ? 0x7fc00000u : r;
    return __uint_as_float(r | sign);
}
KT_DEV float kt_q_e5m2_f32(kt_u32 code) { return kt_f16_to_f32((kt_u16)(code << 8)); }

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
/* ktorch__rne_clamp: RNE of y clamped to [-lim, lim]; NaN gives 0 */
KT_DEV kt_i32 kt_q_rne_clamp(float y, kt_i32 lim) {
    if (!(y == y)) return 0;
    y = fminf(fmaxf(y, -(float)lim), (float)lim);
    return __float2int_rn(y);
}
KT_DEV int kt_q_floor_log2f(float a) {
    kt_u32 u = __float_as_uint(a) & 0x7fffffffu;
    int e = (int)(u >> 23);
    if (e) return e - 127;
    return (31 - __clz((int)u)) - 149;
}
/* FP6 / FP4 element (no Inf/NaN codes): RNE with subnormals, saturating */
KT_DEV kt_u32 kt_q_sf_encode(float v, int E, int M) {
    kt_u32 maxcode = (1u << (E + M)) - 1u;
    return kt_q_enc(v, E, M, (1 << (E - 1)) - 1, maxcode, maxcode, 0);
}
KT_DEV float kt_q_sf_decode(kt_u32 c, int E, int M) {
    int bias = (1 << (E - 1)) - 1, e = (int)((c >> M) & ((1u << E) - 1u)), m = (int)(c & ((1u << M) - 1u));
    float v = e ? __fmul_rn(__fadd_rn(1.0f, __fmul_rn((float)m, kt_q_pow2f(-M))), kt_q_pow2f(e - bias))
                : __fmul_rn((float)m, kt_q_pow2f(1 - bias - M));
    return (c >> (E + M)) & 1u ? -v : v;
}
/* MX / nvfp4 element code of v (already scaled) */
KT_DEV kt_u32 kt_q_elem_encode(int elem, int E, int M, float v) {
    if (elem == KT_Q_E4M3) return kt_q_e4m3(v, 1);
    if (elem == KT_Q_E5M2) return kt_q_e5m2(v, 1);
    if (elem == KT_Q_I8) return (kt_u32)(kt_u8)(signed char)kt_q_rne_clamp(__fmul_rn(v, 64.0f), 127);
    return kt_q_sf_encode(v, E, M);
}
/* value of an element code (the CPU's decode table) */
KT_DEV float kt_q_elem_value(int elem, kt_u32 c) {
    switch (elem) {
    case KT_Q_E4M3: return kt_q_e4m3_f32(c);
    case KT_Q_E5M2: return kt_q_e5m2_f32(c);
    case KT_Q_F6_E2M3: return kt_q_sf_decode(c & 63u, 2, 3);
    case KT_Q_F6_E3M2: return kt_q_sf_decode(c & 63u, 3, 2);
    case KT_Q_F4: return kt_q_sf_decode(c & 15u, 2, 1);
    case KT_Q_I8: return (float)(signed char)(kt_u8)c;
    default: return (float)c;
    }
}
KT_DEV int kt_q_bits(int elem) { return elem == KT_Q_F4 ? 4 : (elem == KT_Q_F6_E2M3 || elem == KT_Q_F6_E3M2) ? 6 : 8; }

/* ---- element access ----------------------------------------------------- */
/* x / d and x % d, in 32 bits when both fit */
KT_DEV void kt_q_divmod(kt_i64 x, kt_i64 d, kt_i64 &q, kt_i64 &r) {
    if ((kt_u64)x <= 0xffffffffull && (kt_u64)d <= 0xffffffffull) {
        kt_u32 qq = (kt_u32)x / (kt_u32)d;
        q = qq;
        r = (kt_i64)((kt_u32)x - qq * (kt_u32)d);
    } else {
        q = x / d;
        r = x - q * d;
    }
}
KT_DEV float kt_q_ld(kt_u64 p, kt_i64 i, int dt) {
    if (dt == KT_Q_F32) return ((const float *)p)[i];
    if (dt == KT_Q_F16) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    if (dt == KT_Q_BF16) return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
    if (dt == KT_Q_E4M3) return kt_q_e4m3_f32(((const kt_u8 *)p)[i]);
    return kt_q_e5m2_f32(((const kt_u8 *)p)[i]);
}
/* n <= 8 elements from i (vector loads when aligned); the rest of v is 0.
   Loops have constant bounds so arrays stay in registers. */
KT_DEV void kt_q_ld8(kt_u64 p, kt_i64 i, int n, int dt, float *v) {
    int j;
    if (n == 8 && dt == KT_Q_F32 && ((p + (kt_u64)i * 4u) & 15u) == 0) {
        float4 a = ((const float4 *)(p + (kt_u64)i * 4u))[0], b = ((const float4 *)(p + (kt_u64)i * 4u))[1];
        v[0] = a.x; v[1] = a.y; v[2] = a.z; v[3] = a.w; v[4] = b.x; v[5] = b.y; v[6] = b.z; v[7] = b.w;
        return;
    }
    if (n == 8 && (dt == KT_Q_F16 || dt == KT_Q_BF16) && ((p + (kt_u64)i * 2u) & 15u) == 0) {
        uint4 w = *(const uint4 *)(p + (kt_u64)i * 2u);
        kt_u32 u[4];
        u[0] = w.x; u[1] = w.y; u[2] = w.z; u[3] = w.w;
#pragma unroll
        for (j = 0; j < 4; j++) {
            if (dt == KT_Q_F16) {
                v[2 * j] = kt_f16_to_f32((kt_u16)(u[j] & 0xffffu));
                v[2 * j + 1] = kt_f16_to_f32((kt_u16)(u[j] >> 16));
            } else {
                v[2 * j] = __uint_as_float(u[j] << 16);
                v[2 * j + 1] = __uint_as_float(u[j] & 0xffff0000u);
            }
        }
        return;
    }
#pragma unroll
    for (j = 0; j < 8; j++) v[j] = j < n ? kt_q_ld(p, i + j, dt) : 0.0f;
}
/* n <= 8 float results to an f32/f16/bf16 array at element i */
KT_DEV void kt_q_st8(kt_u64 p, kt_i64 i, int n, int dt, const float *v) {
    int j;
    if (dt == KT_Q_F32) {
        if (n == 8 && ((p + (kt_u64)i * 4u) & 15u) == 0) {
            ((float4 *)(p + (kt_u64)i * 4u))[0] = make_float4(v[0], v[1], v[2], v[3]);
            ((float4 *)(p + (kt_u64)i * 4u))[1] = make_float4(v[4], v[5], v[6], v[7]);
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++)
            if (j < n) ((float *)p)[i + j] = v[j];
        return;
    }
    {
        kt_u32 h[8];
#pragma unroll
        for (j = 0; j < 8; j++) h[j] = dt == KT_Q_F16 ? kt_f32_to_f16(v[j]) : kt_f32_to_bf16(v[j]);
        if (n == 8 && ((p + (kt_u64)i * 2u) & 15u) == 0) {
            *(uint4 *)(p + (kt_u64)i * 2u) = make_uint4(h[0] | (h[1] << 16), h[2] | (h[3] << 16), h[4] | (h[5] << 16), h[6] | (h[7] << 16));
            return;
        }
#pragma unroll
        for (j = 0; j < 8; j++)
            if (j < n) ((kt_u16 *)p)[i + j] = (kt_u16)h[j];
    }
}
/* nb <= NB bytes b[] to p: 16-, 8-, 4-, 2-byte or byte stores by alignment */
template <int NB> KT_DEV void kt_q_stb(kt_u64 p, const kt_u8 *b, int nb) {
    int j;
    if (((p | (kt_u64)nb) & 15u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 16)
            if (j < nb)
                *(uint4 *)(p + (kt_u64)j) = make_uint4(b[j] | ((kt_u32)b[j + 1] << 8) | ((kt_u32)b[j + 2] << 16) | ((kt_u32)b[j + 3] << 24),
                                                       b[j + 4] | ((kt_u32)b[j + 5] << 8) | ((kt_u32)b[j + 6] << 16) | ((kt_u32)b[j + 7] << 24),
                                                       b[j + 8] | ((kt_u32)b[j + 9] << 8) | ((kt_u32)b[j + 10] << 16) | ((kt_u32)b[j + 11] << 24),
                                                       b[j + 12] | ((kt_u32)b[j + 13] << 8) | ((kt_u32)b[j + 14] << 16) | ((kt_u32)b[j + 15] << 24));
    } else if (((p | (kt_u64)nb) & 7u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 8)
            if (j < nb)
                *(uint2 *)(p + (kt_u64)j) = make_uint2(b[j] | ((kt_u32)b[j + 1] << 8) | ((kt_u32)b[j + 2] << 16) | ((kt_u32)b[j + 3] << 24),
                                                       b[j + 4] | ((kt_u32)b[j + 5] << 8) | ((kt_u32)b[j + 6] << 16) | ((kt_u32)b[j + 7] << 24));
    } else if (((p | (kt_u64)nb) & 3u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 4)
            if (j < nb) *(kt_u32 *)(p + (kt_u64)j) = b[j] | ((kt_u32)b[j + 1] << 8) | ((kt_u32)b[j + 2] << 16) | ((kt_u32)b[j + 3] << 24);
    } else if (((p | (kt_u64)nb) & 1u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 2)
            if (j < nb) *(kt_u16 *)(p + (kt_u64)j) = (kt_u16)(b[j] | (b[j + 1] << 8));
    } else {
#pragma unroll
        for (j = 0; j < NB; j++)
            if (j < nb) ((kt_u8 *)p)[j] = b[j];
    }
}
/* nb <= NB bytes from p into b[] (zero beyond nb) */
template <int NB> KT_DEV void kt_q_ldb(kt_u64 p, kt_u8 *b, int nb) {
    int j;
    if (((p | (kt_u64)nb) & 15u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 16) {
            uint4 w = j < nb ? *(const uint4 *)(p + (kt_u64)j) : make_uint4(0u, 0u, 0u, 0u);
            kt_u32 u[4];
            int k;
            u[0] = w.x; u[1] = w.y; u[2] = w.z; u[3] = w.w;
#pragma unroll
            for (k = 0; k < 16; k++) b[j + k] = (kt_u8)(u[k >> 2] >> (8 * (k & 3)));
        }
    } else if (((p | (kt_u64)nb) & 7u) == 0) {
#pragma unroll
        for (j = 0; j < NB; j += 8) {
            uint2 w = j < nb ? *(const uint2 *)(p + (kt_u64)j) : make_uint2(0u, 0u);
            int k;
#pragma unroll
            for (k = 0; k < 8; k++) b[j + k] = (kt_u8)((k < 4 ? w.x : w.y) >> (8 * (k & 3)));
        }
    } else {
#pragma unroll
        for (j = 0; j < NB; j++) b[j] = j < nb ? ((const kt_u8 *)p)[j] : (kt_u8)0;
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

/* ---- statistics: per-scale max(-x), max(x) over finite x; first bad row --
   Keys are f32 bits of non-negative values, so unsigned max orders them;
   min/max are exact and order-free, so atomics keep results deterministic. */
KT_DEV kt_i64 kt_q_rowchan(const kt_q_args &a, kt_i64 r) {
    kt_i64 q, m, q2, c;
    if (a.gran == 0 || a.axis_last) return 0;
    kt_q_divmod(r, a.inner, q, m);
    kt_q_divmod(q, a.nch, q2, c);
    return c;
}
KT_DEV void kt_q_flush(const kt_q_args &a, kt_i64 c, kt_u32 neg, kt_u32 pos) {
    kt_u32 *keys = (kt_u32 *)(a.scr + KT_Q_SCR_KEYS);
    if (neg) atomicMax(&keys[c], neg);
    if (pos) atomicMax(&keys[a.nsc + c], pos);
}
KT_DEV void kt_q_badrow(const kt_q_args &a, kt_i64 r) { atomicMin((unsigned long long *)a.scr, (unsigned long long)r); }
KT_DEV void kt_q_acc(float x, kt_u32 &neg, kt_u32 &pos, int &bad) {
    kt_u32 u = __float_as_uint(x), m = u & 0x7fffffffu;
    if (m >= 0x7f800000u) { bad = 1; return; }
    if (u >> 31) neg = m > neg ? m : neg;
    else pos = m > pos ? m : pos;
}
/* unit: 8 elements of the flat tensor (per tensor, per channel not on the last axis) */
KT_DEV void kt_q_stats_unit(const kt_q_args &a, kt_i64 u, kt_i64 &cur, kt_u32 &neg, kt_u32 &pos, kt_i64 &badr) {
    kt_i64 i0 = u * 8, r, k, c;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;
    float v[8];
    kt_q_divmod(i0, a.K, r, k);
    c = kt_q_rowchan(a, r);
    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);
#pragma unroll
    for (j = 0; j < 8; j++) {
        int bad = 0;
        if (j >= n) break;
        if (c != cur) {
            if (cur >= 0) kt_q_flush(a, cur, neg, pos);
            cur = c;
            neg = pos = 0;
        }
        kt_q_acc(v[j], neg, pos, bad);
        if (bad && r < badr) badr = r;
        if (++k == a.K) {
            k = 0;
            r++;
            c = kt_q_rowchan(a, r);
        }
    }
}
/* unit: one column over rows_per_unit rows (per channel on the last axis) */
KT_DEV void kt_q_colstats_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 k, rb, r0, r1, r, badr = -1;
    kt_u32 neg = 0, pos = 0;
    kt_q_divmod(u, a.K, rb, k);
    r0 = rb * a.rows_per_unit;
    r1 = r0 + a.rows_per_unit < a.R ? r0 + a.rows_per_unit : a.R;
    for (r = r0; r < r1; r++) {
        int bad = 0;
        kt_q_acc(kt_q_ld(a.x, r * a.K + k, (int)a.xdt), neg, pos, bad);
        if (bad && badr < 0) badr = r;
    }
    kt_q_flush(a, k, neg, pos);
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
/* unit: one scale (per tensor / per channel); nvfp4: the tensor scale */
KT_DEV void kt_q_params_unit(const kt_q_args &a, kt_i64 c) {
    const kt_u32 *keys = (const kt_u32 *)(a.scr + KT_Q_SCR_KEYS);
    float mn = keys[c] ? -__uint_as_float(keys[c]) : 0.0f, mx = __uint_as_float(keys[a.nsc + c]);
    float amax = -mn > mx ? -mn : mx, m = 0, s = 0;
    kt_u8 z = 0;
    if (a.kind == KT_QK_NVFP4) {
        *(float *)(a.scr + 8) = __fdiv_rn(amax, 2688.0f); /* 448 * 6 */
        return;
    }
    kt_q_params(a, mn, mx, a.kind == KT_QK_FP8 ? (a.fixed_mul > 0 ? (float)a.fixed_mul : kt_q_fp8_mul((float)a.fmax, amax, (int)a.margin)) : 0.0f,
                &s, &m, &z);
    ((float *)a.scale)[c] = s;
    ((float *)(a.scr + KT_Q_SCR_KEYS + 8u * (kt_u64)a.nsc))[c] = m;
    if (a.zp) ((kt_u8 *)a.zp)[c] = z;
}

/* ---- codes of int8 / int8_asym / fp8 ------------------------------------- */
KT_DEV kt_u8 kt_q_code(const kt_q_args &a, float x, float m, int z) {
    if (a.kind == KT_QK_INT8) return (kt_u8)(signed char)kt_q_rne_clamp(kt_q_mul(x, m), 127);
    if (a.kind == KT_QK_ASYM) {
        kt_i32 t = kt_q_rne_clamp(kt_q_mul(x, m), 1 << 20) + z;
        return (kt_u8)(t < 0 ? 0 : t > 255 ? 255 : t);
    }
    if (a.elem == KT_Q_E4M3) return kt_q_e4m3(kt_q_mul(x, m), 1);
    return kt_q_e5m2(kt_q_mul(x, m), 1);
}
/* unit: 8 flat elements, per tensor / per channel */
KT_DEV void kt_q_encode_unit(const kt_q_args &a, kt_i64 u) {
    const float *mul = (const float *)(a.scr + KT_Q_SCR_KEYS + 8u * (kt_u64)a.nsc);
    const kt_u8 *zp = (const kt_u8 *)a.zp;
    kt_i64 i0 = u * 8, r, k, c;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;
    float v[8];
    kt_u8 q[8];
    kt_q_divmod(i0, a.K, r, k);
    c = kt_q_rowchan(a, r);
    kt_q_ld8(a.x, i0, n, (int)a.xdt, v);
#pragma unroll
    for (j = 0; j < 8; j++) {
        kt_i64 si = a.axis_last ? k : c;
        q[j] = kt_q_code(a, v[j], mul[si], zp ? zp[si] : 0);
        if (++k == a.K) {
            k = 0;
            r++;
            c = kt_q_rowchan(a, r);
        }
    }
    kt_q_stb<8>(a.data + (kt_u64)i0, q, n);
}
/* unit: one group (r, g): its statistics, scale and codes */
KT_DEV void kt_q_group_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 r, g, k0, n, k, base;
    float mn = 0, mx = 0, m = 0, s = 0;
    kt_u8 z = 0;
    int bad = 0;
    kt_q_divmod(u, a.ngroups, r, g);
    k0 = g * a.group;
    n = a.K - k0 < a.group ? a.K - k0 : a.group;
    base = r * a.K + k0;
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
    ((float *)a.scale)[u] = s;
    if (a.zp) ((kt_u8 *)a.zp)[u] = z;
    for (k = 0; k < n; k += 8) {
        float v[8];
        kt_u8 q[8];
        int w = n - k < 8 ? (int)(n - k) : 8, j;
        kt_q_ld8(a.x, base + k, w, (int)a.xdt, v);
#pragma unroll
        for (j = 0; j < 8; j++) q[j] = kt_q_code(a, v[j], m, z);
        kt_q_stb<8>(a.data + (kt_u64)(base + k), q, w);
    }
}

/* ---- block formats: MX, nvfp4, q8_0, q4_0 (unit: one block of a row) ----- */
/* pack NB codes (zero beyond the block) of 4 or 6 bits into bytes */
template <int NB> KT_DEV void kt_q_pack(int bits, const kt_u8 *c, kt_u8 *out) {
    int j;
    if (bits == 4) {
#pragma unroll
        for (j = 0; j < NB / 2; j++) out[j] = (kt_u8)(c[2 * j] | (c[2 * j + 1] << 4));
    } else {
#pragma unroll
        for (j = 0; j < NB / 4; j++) {
            out[3 * j] = (kt_u8)(c[4 * j] | (c[4 * j + 1] << 6));
            out[3 * j + 1] = (kt_u8)((c[4 * j + 1] >> 2) | (c[4 * j + 2] << 4));
            out[3 * j + 2] = (kt_u8)((c[4 * j + 2] >> 4) | (c[4 * j + 3] << 2));
        }
    }
}
template <int NB> KT_DEV void kt_q_block_unit(const kt_q_args &a, kt_i64 u) {
    kt_i64 r, b, k0, e0;
    int n, j, E = (int)a.ebits, M = (int)a.mbits, elem = (int)a.elem;
    float x[NB];
    kt_u8 c[NB], ob[NB + 2];
    kt_q_divmod(u, a.nblk, r, b);
    k0 = b * NB;
    e0 = r * a.K + k0;
    n = a.K - k0 < NB ? (int)(a.K - k0) : NB;
#pragma unroll
    for (j = 0; j < NB; j += 8) kt_q_ld8(a.x, e0 + j, n - j < 0 ? 0 : n - j < 8 ? n - j : 8, (int)a.xdt, x + j);
    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {
        float amax = 0, mx = 0, d, id;
        kt_u16 h;
        int bad = 0;
#pragma unroll
        for (j = 0; j < NB; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            if (!kt_q_finite(x[j])) bad = 1;
            if (a.kind == KT_QK_Q8_0) amax = amax > v ? amax : v;
            else if (amax < v) { amax = v; mx = x[j]; }
        }
        if (bad) kt_q_badrow(a, r);
        d = a.kind == KT_QK_Q8_0 ? __fdiv_rn(amax, 127.0f) : __fdiv_rn(mx, -8.0f);
        id = d != 0 ? __fdiv_rn(1.0f, d) : 0.0f;
        h = kt_f32_to_f16(d);
        ob[0] = (kt_u8)h;
        ob[1] = (kt_u8)(h >> 8);
        if (a.kind == KT_QK_Q8_0) {
#pragma unroll
            for (j = 0; j < NB; j++) {
                float y = __fmul_rn(x[j], id), av = y < 0 ? -y : y;
                kt_i32 t = (kt_i32)av;
                if (__fsub_rn(av, (float)t) >= 0.5f) t++;
                ob[2 + j] = (kt_u8)(signed char)(y < 0 ? -t : t);
            }
            kt_q_stb<NB + 2>(a.data + (kt_u64)u * 34u, ob, 34);
        } else {
#pragma unroll
            for (j = 0; j < NB / 2; j++) {
                int a0 = (int)__fadd_rn(__fmul_rn(x[j], id), 8.5f), a1 = (int)__fadd_rn(__fmul_rn(x[j + NB / 2], id), 8.5f);
                a0 = a0 > 15 ? 15 : a0;
                a1 = a1 > 15 ? 15 : a1;
                ob[2 + j] = (kt_u8)(a0 | (a1 << 4));
            }
            kt_q_stb<NB / 2 + 2>(a.data + (kt_u64)u * 18u, ob, 18);
        }
        return;
    }
    if (a.kind == KT_QK_NVFP4) {
        float amax = 0, den, ts = *(const float *)(a.scr + 8);
        kt_u8 sb = 0;
#pragma unroll
        for (j = 0; j < NB; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            if (j < n) amax = amax > v ? amax : v;
        }
        if (ts > 0) sb = kt_q_e4m3(__fdiv_rn(amax, __fmul_rn(6.0f, ts)), 1);
        den = __fmul_rn(kt_q_e4m3_f32(sb), ts);
        ((kt_u8 *)a.scale)[u] = sb;
#pragma unroll
        for (j = 0; j < NB; j++) c[j] = den > 0 && j < n ? (kt_u8)kt_q_sf_encode(__fdiv_rn(x[j], den), 2, 1) : 0;
    } else {
        float amax = 0;
        int bad = 0, X;
#pragma unroll
        for (j = 0; j < NB; j++) {
            float v = x[j] < 0 ? -x[j] : x[j];
            if (!kt_q_finite(x[j])) bad = 1;
            else if (v > amax) amax = v;
        }
        if (bad) {
            ((kt_u8 *)a.scale)[u] = 0xff;
#pragma unroll
            for (j = 0; j < NB; j++) {
                kt_u8 q = 0;
                if (!kt_q_finite(x[j]) && (elem == KT_Q_E4M3 || elem == KT_Q_E5M2)) q = elem == KT_Q_E4M3 ? kt_q_e4m3(x[j], 0) : kt_q_e5m2(x[j], 0);
                c[j] = q;
            }
        } else {
            float inv;
            if (amax == 0) {
                X = -127;
            } else {
                X = kt_q_floor_log2f(amax) - (int)a.emax;
                if (X < -127) X = -127;
                if (a.noclip && X < 127 && __fmul_rn(amax, kt_q_pow2f(-X)) > (float)a.fmax) X++;
            }
            ((kt_u8 *)a.scale)[u] = (kt_u8)(X + 127);
            inv = kt_q_pow2f(-X);
            /* the loop per element type keeps each body branch-free */
            if (elem == KT_Q_E4M3) {
#pragma unroll
                for (j = 0; j < NB; j++) c[j] = j < n ? kt_q_e4m3(__fmul_rn(x[j], inv), 1) : 0;
            } else if (elem == KT_Q_E5M2) {
#pragma unroll
                for (j = 0; j < NB; j++) c[j] = j < n ? kt_q_e5m2(__fmul_rn(x[j], inv), 1) : 0;
            } else if (elem == KT_Q_I8) {
#pragma unroll
                for (j = 0; j < NB; j++) c[j] = j < n ? (kt_u8)(signed char)kt_q_rne_clamp(__fmul_rn(__fmul_rn(x[j], inv), 64.0f), 127) : 0;
            } else {
#pragma unroll
                for (j = 0; j < NB; j++) c[j] = j < n ? (kt_u8)kt_q_sf_encode(__fmul_rn(x[j], inv), E, M) : 0;
            }
        }
    }
    {
        int bits = kt_q_bits(elem);
        if (bits == 8) {
            kt_q_stb<NB>(a.data + (kt_u64)e0, c, n);
        } else if (a.direct) {
            kt_q_pack<NB>(bits, c, ob);
            kt_q_stb<NB>(a.data + (kt_u64)e0 * (kt_u64)bits / 8u, ob, (n * bits + 7) / 8);
        } else {
            kt_q_stb<NB>(a.aux + (kt_u64)e0, c, n); /* byte codes; kt_q_pack_unit packs them */
        }
    }
}
/* unit: one output byte of packed FP4/FP6 codes from byte codes in aux */
KT_DEV void kt_q_pack_unit(const kt_q_args &a, kt_i64 u) {
    int bits = kt_q_bits((int)a.elem), b;
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
    kt_i64 i0 = u * 8, r, k, c;
    int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8, j;
    float v[8];
    kt_u8 q[8];
    kt_q_divmod(i0, a.K, r, k);
    c = kt_q_rowchan(a, r);
    kt_q_ldb<8>(a.data + (kt_u64)i0, q, n);
#pragma unroll
    for (j = 0; j < 8; j++) {
        kt_i64 si = a.gran == 2 ? r * a.ngroups + k / a.group : a.axis_last ? k : c;
        float s = ((const float *)a.scale)[si];
        if (a.kind == KT_QK_INT8) v[j] = __fmul_rn((float)(signed char)q[j], s);
        else if (a.kind == KT_QK_ASYM) v[j] = __fmul_rn((float)((int)q[j] - (int)((const kt_u8 *)a.zp)[si]), s);
        else v[j] = kt_q_mul(lut[q[j]], s);
        if (++k == a.K) {
            k = 0;
            r++;
            c = kt_q_rowchan(a, r);
        }
    }
    kt_q_st8(a.out, i0, n, (int)a.odt, v);
}
/* unit: one block of MX / nvfp4 / q8_0 / q4_0 */
template <int NB> KT_DEV void kt_dq_block_unit(const kt_q_args &a, const float *lut, kt_i64 u) {
    kt_i64 r, b, k0, e0;
    int n, j, elem = (int)a.elem;
    float v[NB], s;
    kt_q_divmod(u, a.nblk, r, b);
    k0 = b * NB;
    e0 = r * a.K + k0;
    n = a.K - k0 < NB ? (int)(a.K - k0) : NB;
    if (a.kind == KT_QK_Q8_0 || a.kind == KT_QK_Q4_0) {
        kt_u8 blk[NB + 2];
        float d;
        kt_q_ldb<NB + 2>(a.data + (kt_u64)u * (a.kind == KT_QK_Q8_0 ? 34u : 18u), blk, a.kind == KT_QK_Q8_0 ? 34 : 18);
        d = kt_f16_to_f32((kt_u16)(blk[0] | (blk[1] << 8)));
#pragma unroll
        for (j = 0; j < NB; j++) {
            int q = a.kind == KT_QK_Q8_0 ? (int)(signed char)blk[2 + j] : (j < NB / 2 ? (blk[2 + j] & 15) : (blk[2 + j - NB / 2] >> 4)) - 8;
            v[j] = __fmul_rn((float)q, d);
        }
    } else {
        kt_u32 sc = ((const kt_u8 *)a.scale)[u];
        int bits = kt_q_bits(elem);
        kt_u8 cb[NB];
        if (a.kind == KT_QK_MX) s = sc == 0xffu ? __uint_as_float(0x7fc00000u) : kt_q_pow2f((int)sc - 127);
        else s = __fmul_rn(kt_q_e4m3_f32(sc), (float)a.tscale);
        if (elem == KT_Q_I8 && sc != 0xffu) s = kt_q_pow2f((int)sc - 127 - 6);
        if (bits == 8) {
            kt_q_ldb<NB>(a.data + (kt_u64)e0, cb, n);
        } else if ((e0 * bits) % 8 == 0) {
            kt_u8 pb[NB];
            kt_q_ldb<NB>(a.data + (kt_u64)e0 * (kt_u64)bits / 8u, pb, (n * bits + 7) / 8);
            if (bits == 4) {
#pragma unroll
                for (j = 0; j < NB; j++) cb[j] = (kt_u8)((j & 1) ? pb[j >> 1] >> 4 : pb[j >> 1] & 15);
            } else {
#pragma unroll
                for (j = 0; j < NB; j++) {
                    int bit = 6 * j, sh = bit & 7;
                    kt_u32 w = pb[bit >> 3] | (sh > 2 && (bit >> 3) + 1 < NB ? (kt_u32)pb[(bit >> 3) + 1] << 8 : 0u);
                    cb[j] = (kt_u8)((w >> sh) & 63u);
                }
            }
        } else {
#pragma unroll
            for (j = 0; j < NB; j++) cb[j] = j < n ? (kt_u8)kt_q_code_get(elem, a.data, e0 + j) : (kt_u8)0;
        }
#pragma unroll
        for (j = 0; j < NB; j++) v[j] = kt_q_mul(lut[cb[j]], s);
    }
#pragma unroll
    for (j = 0; j < NB; j += 8) kt_q_st8(a.out, e0 + j, n - j < 0 ? 0 : n - j < 8 ? n - j : 8, (int)a.odt, v + j);
}

/* ---- fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8) -------------- */
struct kt_q_cast_args {
    kt_u64 src, dst;
    kt_i64 shape[4], ss[4], ds[4];
    kt_i64 n, src_dtype, dst_dtype, saturate, contiguous;
};
KT_DEV void kt_q_cast_store(kt_u64 p, kt_i64 i, int dt, float x, int sat) {
    if (dt == KT_Q_F32) ((float *)p)[i] = x;
    else if (dt == KT_Q_F16) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);
    else if (dt == KT_Q_BF16) ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);
    else if (dt == KT_Q_E4M3) ((kt_u8 *)p)[i] = kt_q_e4m3(x, sat);
    else ((kt_u8 *)p)[i] = kt_q_e5m2(x, sat);
}
/* unit: 8 elements (contiguous) or one element (strided) */
KT_DEV void kt_q_cast_unit(const kt_q_cast_args &a, kt_i64 u) {
    int sd = (int)a.src_dtype, dd = (int)a.dst_dtype, sat = (int)a.saturate, j;
    if (a.contiguous) {
        kt_i64 i0 = u * 8;
        int n = a.n - i0 < 8 ? (int)(a.n - i0) : 8;
        float v[8];
        if (sd == KT_Q_E4M3 || sd == KT_Q_E5M2) {
            kt_u8 b[8];
            kt_q_ldb<8>(a.src + (kt_u64)i0, b, n);
#pragma unroll
            for (j = 0; j < 8; j++) v[j] = sd == KT_Q_E4M3 ? kt_q_e4m3_f32(b[j]) : kt_q_e5m2_f32(b[j]);
        } else {
            kt_q_ld8(a.src, i0, n, sd, v);
        }
        if (dd == KT_Q_E4M3 || dd == KT_Q_E5M2) {
            kt_u8 c[8];
#pragma unroll
            for (j = 0; j < 8; j++) c[j] = dd == KT_Q_E4M3 ? kt_q_e4m3(v[j], sat) : kt_q_e5m2(v[j], sat);
            kt_q_stb<8>(a.dst + (kt_u64)i0, c, n);
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

#ifndef KT_Q_HOST
#define KT_Q_LOOP(units) for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < (units); u += (kt_i64)gridDim.x * blockDim.x)
KT_KERNEL void kt_q_stats(const kt_q_args a) {
    kt_i64 cur = -1, badr = a.R, units = (a.n + 7) / 8, c0;
    kt_u32 neg = 0, pos = 0;
    int same;
    KT_Q_LOOP(units) kt_q_stats_unit(a, u, cur, neg, pos, badr);
    /* one atomic per warp when the whole warp ended on one scale */
    c0 = __shfl_sync(0xffffffffu, cur, 0);
    same = __all_sync(0xffffffffu, cur == c0);
    if (same && cur >= 0) {
        for (int o = 16; o > 0; o >>= 1) {
            kt_u32 n2 = __shfl_xor_sync(0xffffffffu, neg, o), p2 = __shfl_xor_sync(0xffffffffu, pos, o);
            neg = n2 > neg ? n2 : neg;
            pos = p2 > pos ? p2 : pos;
        }
        if ((threadIdx.x & 31u) == 0) kt_q_flush(a, cur, neg, pos);
    } else if (cur >= 0) {
        kt_q_flush(a, cur, neg, pos);
    }
    if (badr < a.R) kt_q_badrow(a, badr);
}
KT_KERNEL void kt_q_colstats(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_colstats_unit(a, u); }
KT_KERNEL void kt_q_params_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_params_unit(a, u); }
KT_KERNEL void kt_q_encode(const kt_q_args a) {
    if (a.gran == 2) { KT_Q_LOOP(a.units) kt_q_group_unit(a, u); }
    else { KT_Q_LOOP(a.units) kt_q_encode_unit(a, u); }
}
KT_KERNEL void kt_q_block(const kt_q_args a) {
    if (a.group == 16) { KT_Q_LOOP(a.units) kt_q_block_unit<16>(a, u); }
    else { KT_Q_LOOP(a.units) kt_q_block_unit<32>(a, u); }
}
KT_KERNEL void kt_q_pack_k(const kt_q_args a) { KT_Q_LOOP(a.units) kt_q_pack_unit(a, u); }
KT_KERNEL void kt_dq(const kt_q_args a) {
    __shared__ float lut[256];
    for (int i = threadIdx.x; i < 256; i += blockDim.x) lut[i] = kt_q_elem_value((int)a.elem, (kt_u32)i);
    __syncthreads();
    if (a.kind == KT_QK_INT8 || a.kind == KT_QK_ASYM || a.kind == KT_QK_FP8) { KT_Q_LOOP(a.units) kt_dq_scaled_unit(a, lut, u); }
    else if (a.group == 16) { KT_Q_LOOP(a.units) kt_dq_block_unit<16>(a, lut, u); }
    else { KT_Q_LOOP(a.units) kt_dq_block_unit<32>(a, lut, u); }
}
KT_KERNEL void kt_q_cast(const kt_q_cast_args a) {
    kt_i64 units = a.contiguous ? (a.n + 7) / 8 : a.n;
    KT_Q_LOOP(units) kt_q_cast_unit(a, u);
}
#endif
