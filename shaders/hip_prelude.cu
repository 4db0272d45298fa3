/* ktorch CUDA-dialect prelude for AMD (hiprtc, --offload-arch=gfx...): the
   names of shaders/cuda_prelude.cu with portable HIP bodies. Nothing here
   has run on AMD hardware; the kernels compile for gfx90a and gfx1030.
   Lane groups (KT_LANES = 32, the unit every kernel is written for) are a
   wave32, or half a wave64 (CDNA): shuffles use width 32 and votes read the
   group's half of the 64-bit ballot. Matrix tiles keep the NVIDIA fragment
   layout (cuda_prelude.cu) and are computed by a portable path: lane
   shuffles and scalar multiply-adds. Async copies are plain loads and
   stores (the kernels' barriers that follow their waits order them). */
#if __AMDGCN_WAVEFRONT_SIZE == 64
#define KT_WARP 64
#define KT_WARP_SHIFT 6
#else
#define KT_WARP 32
#define KT_WARP_SHIFT 5
#endif
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_DEV __device__ __forceinline__
#define KT_KERNEL extern "C" __global__
typedef unsigned char kt_u8;
typedef unsigned short kt_u16;
typedef unsigned int kt_u32;
typedef int kt_i32;
typedef unsigned long long kt_u64;
typedef long long kt_i64;
#define KT_OFFSETOF(T, f) __builtin_offsetof(T, f)
typedef unsigned int kt_lmask;
#define KT_FULL_MASK 0xffffffffu
#define KT_HW_F8MMA 1 /* fp8 tiles: the portable path below */
#define KT_UNROLL_LANES /* trip count per lane: left to the compiler */

#define KT_LOG2E 1.4426950408889634f
#define KT_LN2 0.6931471805599453f
#define KT_NEG_INF (-__int_as_float(0x7f800000))

/* ---- lane groups ------------------------------------------------------------ */
KT_DEV int kt_lane(void) { return (int)(__lane_id() & (KT_LANES - 1)); }
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) { return __shfl_xor(v, m, KT_LANES); }
template <typename T> KT_DEV T kt_shfl_xor(T v, int m, int w) { return __shfl_xor(v, m, w); }
template <typename T> KT_DEV T kt_shfl_xor_in(kt_lmask mask, T v, int m) {
    (void)mask; /* lanes of a wave run together */
    return __shfl_xor(v, m, KT_LANES);
}
template <typename T> KT_DEV T kt_shfl(T v, int src) { return __shfl(v, src, KT_LANES); }
template <typename T> KT_DEV T kt_shfl(T v, int src, int w) { return __shfl(v, src, w); }
KT_DEV kt_lmask kt_ballot(bool p) {
#if KT_WARP == 64
    return (kt_lmask)(__ballot(p) >> (__lane_id() & 32u));
#else
    return (kt_lmask)__ballot(p);
#endif
}
KT_DEV bool kt_any(bool p) { return kt_ballot(p) != 0u; }
KT_DEV bool kt_all(bool p) { return kt_ballot(p) == kt_ballot(true); }
KT_DEV kt_u32 kt_reduce_max(kt_u32 v) {
    for (int o = KT_LANES / 2; o > 0; o >>= 1) {
        const kt_u32 t = __shfl_xor(v, o, KT_LANES);
        v = t > v ? t : v;
    }
    return v;
}
KT_DEV int kt_mask_popc(kt_lmask m) { return __popc(m); }
KT_DEV kt_lmask kt_lanes_below(int lane) { return (1u << lane) - 1u; }
KT_DEV void kt_syncwarp(void) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_wave_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
KT_DEV float kt_exp2(float x) { return exp2f(x); }
/* a + b rounded toward zero: the double sum is exact when the exponents
   differ by at most 29 (the kernels add 2^23 to values below 2^24) */
KT_DEV float kt_fadd_rz(float a, float b) {
    const double s = (double)a + (double)b;
    float f = (float)s;
    if (fabs((double)f) > fabs(s)) f = nextafterf(f, 0.0f);
    return f;
}

/* ---- local (shared) memory by 32-bit address -------------------------------- */
#define KT_LDS(T, addr) ((__attribute__((address_space(3))) T *)(kt_u32)(addr))
typedef kt_u32 kt_v4u __attribute__((ext_vector_type(4))); /* 16-byte local stores */
KT_DEV kt_u32 kt_smem_addr(const void *p) { return (kt_u32)(kt_u64)(const __attribute__((address_space(3))) void *)p; }
KT_DEV void kt_sts128(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) {
    const kt_v4u v = {a, b, c, d};
    *KT_LDS(kt_v4u, addr) = v;
}
KT_DEV void kt_sts128_b(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) { kt_sts128(addr, a, b, c, d); }
KT_DEV void kt_sts32(kt_u32 addr, kt_u32 v) { *KT_LDS(kt_u32, addr) = v; }
KT_DEV kt_u32 kt_lds32(kt_u32 addr) { return *KT_LDS(volatile kt_u32, addr); }

/* ---- f16 / bf16 (bit-exact with ktorch.h's conversions) ------------------ */
KT_DEV float kt_bf16_to_f32(kt_u16 h) { return __uint_as_float(((kt_u32)h) << 16); }
KT_DEV float kt_f16_to_f32(kt_u16 h) {
    kt_u32 sign = ((kt_u32)(h & 0x8000u)) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, r;
    if (e == 0) r = __float_as_uint((float)(kt_i32)m * 5.9604644775390625e-08f);
    else if (e == 31) r = 0x7f800000u | (m << 13);
    else r = ((e + 112u) << 23) | (m << 13);
    return __uint_as_float(r | sign);
}
KT_DEV kt_u16 kt_f32_to_bf16(float x) {
    kt_u32 b = __float_as_uint(x);
    if ((b & 0x7fffffffu) > 0x7f800000u) return (kt_u16)(((b >> 16) & 0x8000u) | 0x7fc0u);
    return (kt_u16)((b + 0x7fffu + ((b >> 16) & 1u)) >> 16);
}
KT_DEV kt_u16 kt_f32_to_f16(float x) {
    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 16) & 0x8000u, c;
    if (a > 0x7f800000u) return (kt_u16)(sign | 0x7e00u);
    if (a >= 0x477ff000u) return (kt_u16)(sign | 0x7c00u); /* rounds to >= 65520: Inf */
    if (a < 0x38800000u) {                                 /* subnormal or zero in f16 */
        kt_u32 e = a >> 23, m = (a & 0x7fffffu) | 0x800000u, sh, q, rem, half;
        if (a < 0x33000000u) return (kt_u16)sign; /* below half the smallest subnormal */
        sh = 126u - e;                            /* 14 + (112 - e) + ... */
        q = m >> sh;
        rem = m & ((1u << sh) - 1u);
        half = 1u << (sh - 1u);
        if (rem > half || (rem == half && (q & 1u))) q++;
        return (kt_u16)(sign | q);
    }
    c = a - 0x38000000u; /* rebias exponent 127 -> 15 */
    c = (c + 0xfffu + ((c >> 13) & 1u)) >> 13;
    return (kt_u16)(sign | c);
}
/* f32 -> small float, round to nearest even: the integer routine of ktorch.h
   (ktorch__f32_round_small), so device codes equal host codes bit for bit. */
KT_DEV kt_u32 kt_round_small(kt_u32 a, int M, int B) {
    int ef = (int)(a >> 23), emin_f = 128 - B, below = emin_f - ef, s, steps;
    kt_u32 sig = (a & 0x7FFFFFu) | 0x800000u, q, rem, half;
    below = below > 0 ? below : 0;
    s = 23 - M + below;
    s = s < 25 ? s : 25;
    q = sig >> s;
    rem = sig & ((1u << s) - 1u);
    half = 1u << (s - 1);
    q += (kt_u32)((rem > half) | ((rem == half) & (q & 1u)));
    steps = ef - emin_f;
    steps = steps > 0 ? steps : 0;
    return ((kt_u32)steps << M) + q;
}
/* fp8 codes <-> f32 (ktorch.h's conversions bit for bit; sat: out-of-range
   and Inf to the largest finite code instead of Inf/NaN) */
/* codes above maxfin (and Inf) become maxfin when saturating, else ovf
   (E4M3: NaN, E5M2: Inf); NaN becomes 0x7f */
KT_DEV kt_u8 kt_f32_to_f8(float x, int sat, int M, int B, kt_u32 maxfin, kt_u32 ovf) {
    kt_u32 b = __float_as_uint(x), a = b & 0x7fffffffu, sign = (b >> 24) & 0x80u, c, over = sat ? maxfin : ovf;
    c = kt_round_small(a < 0x7f800000u ? a : 0u, M, B);
    c = c > maxfin ? over : c;
    c = a == 0x7f800000u ? over : c;
    c = a > 0x7f800000u ? 0x7fu : c;
    return (kt_u8)(c | sign);
}
KT_DEV kt_u8 kt_f32_to_e4m3(float x, int sat) { return kt_f32_to_f8(x, sat, 3, 7, 0x7eu, 0x7fu); }
KT_DEV kt_u8 kt_f32_to_e5m2(float x, int sat) { return kt_f32_to_f8(x, sat, 2, 15, 0x7bu, 0x7cu); }
KT_DEV float kt_e4m3_to_f32(kt_u32 code) {
    kt_u32 sign = (code & 0x80u) << 24, e = (code >> 3) & 0xfu, m = code & 7u;
    kt_u32 r = e == 0 ? __float_as_uint((float)(kt_i32)m * 0.001953125f) : (((e + 120u) << 23) | (m << 20));
    r = (code & 0x7fu) == 0x7fu ? 0x7fc00000u : r;
    return __uint_as_float(r | sign);
}
KT_DEV float kt_e5m2_to_f32(kt_u32 code) { return kt_f16_to_f32((kt_u16)(code << 8)); }

/* ---- packed conversions and arithmetic (portable) --------------------------- */
KT_DEV kt_u32 kt_pack2_bf16(float lo, float hi) { return (kt_u32)kt_f32_to_bf16(lo) | ((kt_u32)kt_f32_to_bf16(hi) << 16); }
KT_DEV kt_u32 kt_pack2_f16(float lo, float hi) { return (kt_u32)kt_f32_to_f16(lo) | ((kt_u32)kt_f32_to_f16(hi) << 16); }
#if KT_DTYPE == 1
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_bf16(lo, hi); }
#else
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_f16(lo, hi); }
#endif
KT_DEV kt_u16 kt_cvt_f16(float x) { return kt_f32_to_f16(x); }
KT_DEV float kt_h_to_f32(kt_u16 h) { return kt_f16_to_f32(h); }
KT_DEV void kt_h2_to_f32(kt_u32 h, float &lo, float &hi) {
    lo = kt_f16_to_f32((kt_u16)(h & 0xffffu));
    hi = kt_f16_to_f32((kt_u16)(h >> 16));
}
KT_DEV void kt_h2_to_f32_b(kt_u32 h, float &lo, float &hi) { kt_h2_to_f32(h, lo, hi); }
/* f16 pairs a - b (exact in f32 for the kernels' operands: small integers) */
KT_DEV kt_u32 kt_hsub2(kt_u32 a, kt_u32 b) {
    float al, ah, bl, bh;
    kt_h2_to_f32(a, al, ah);
    kt_h2_to_f32(b, bl, bh);
    return kt_pack2_f16(al - bl, ah - bh);
}
/* a * b + c on f16 / bf16 pairs through f32 (exact for the kernels'
   operands: a product by a power of two, or small integers) */
KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) {
    float al, ah, bl, bh, cl, ch;
    kt_h2_to_f32(a, al, ah);
    kt_h2_to_f32(b, bl, bh);
    kt_h2_to_f32(c, cl, ch);
    return kt_pack2_f16(al * bl + cl, ah * bh + ch);
}
KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) {
    return kt_pack2_bf16(kt_bf16_to_f32((kt_u16)a) * kt_bf16_to_f32((kt_u16)b) + kt_bf16_to_f32((kt_u16)c),
                         kt_bf16_to_f32((kt_u16)(a >> 16)) * kt_bf16_to_f32((kt_u16)(b >> 16)) + kt_bf16_to_f32((kt_u16)(c >> 16)));
}
KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) { return __byte_perm(a, b, sel); }
/* one 16-bit half: min/max by value, the chosen input's bits; nan: a NaN
   input gives the canonical NaN, else NaN loses to a number */
KT_DEV kt_u32 kt_mn1(kt_u32 x, kt_u32 y, int bf, int mx, int nan) {
    const float a = bf ? kt_bf16_to_f32((kt_u16)x) : kt_f16_to_f32((kt_u16)x), b = bf ? kt_bf16_to_f32((kt_u16)y) : kt_f16_to_f32((kt_u16)y);
    if (a != a || b != b) return nan || (a != a && b != b) ? 0x7fffu : a != a ? y : x;
    return (mx ? a >= b : a <= b) ? x : y;
}
KT_DEV kt_u32 kt_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) {
    mx = mx || keepnan;
    return kt_mn1(a & 0xffffu, b & 0xffffu, bf, mx, keepnan) | (kt_mn1(a >> 16, b >> 16, bf, mx, keepnan) << 16);
}
template <bool MAX> KT_DEV kt_u32 kt_bf16x2_nan(kt_u32 a, kt_u32 b) {
    return kt_mn1(a & 0xffffu, b & 0xffffu, 1, MAX, 1) | (kt_mn1(a >> 16, b >> 16, 1, MAX, 1) << 16);
}
KT_DEV float kt_maxnan(float a, float b) { return (a != a || b != b) ? a + b : fmaxf(a, b); }
KT_DEV kt_u32 kt_eq16x2(kt_u32 a, kt_u32 b) {
    float al, ah, bl, bh;
    kt_h2_to_f32(a, al, ah);
    kt_h2_to_f32(b, bl, bh);
    return (al == bl ? 0xffffu : 0u) | (ah == bh ? 0xffff0000u : 0u);
}
/* f64 arithmetic rounded to nearest, never contracted into an FMA */
KT_DEV double kt_dadd_rn(double x, double y) {
#pragma clang fp contract(off)
    return x + y;
}
KT_DEV double kt_dmul_rn(double x, double y) {
#pragma clang fp contract(off)
    return x * y;
}
KT_DEV double kt_ddiv_rn(double x, double y) { return x / y; }

/* ---- async copies: synchronous here ------------------------------------------ */
KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) {
    const kt_v4u z = {0u, 0u, 0u, 0u};
    *KT_LDS(kt_v4u, dst) = valid ? *(const kt_v4u *)src : z;
}
/* read-only loads of streamed data (cuda_prelude.cu: no L1 allocation) */
template <typename T> KT_DEV T kt_ldg_na(const T *p) { return __ldg(p); }
KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) { *KT_LDS(kt_u32, dst) = valid ? *(const kt_u32 *)src : 0u; }
KT_DEV void kt_cp_commit(void) {}
KT_DEV void kt_cp_wait_all(void) {}
template <int N> KT_DEV void kt_cp_wait_group(void) {}

/* ---- matrix tiles: the NVIDIA fragment layout (see cuda_prelude.cu) --------- */
/* ldmatrix x4: lane l gets, of matrix m, the word at column pair l % 4 of the
   row whose address lane 8m + l / 4 gave (.trans: the column l / 4 of rows
   2(l % 4) and 2(l % 4) + 1) */
KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    const int l = kt_lane();
    kt_u32 r[4];
#pragma unroll
    for (int m = 0; m < 4; m++) r[m] = *KT_LDS(const kt_u32, kt_shfl(addr, 8 * m + (l >> 2)) + 4u * (kt_u32)(l & 3));
    r0 = r[0];
    r1 = r[1];
    r2 = r[2];
    r3 = r[3];
}
KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    const int l = kt_lane();
    const kt_u32 col = 2u * (kt_u32)(l >> 2);
    kt_u32 r[4];
#pragma unroll
    for (int m = 0; m < 4; m++) {
        const kt_u32 lo = kt_shfl(addr, 8 * m + 2 * (l & 3)), hi = kt_shfl(addr, 8 * m + 2 * (l & 3) + 1);
        r[m] = (kt_u32)*KT_LDS(const kt_u16, lo + col) | ((kt_u32)*KT_LDS(const kt_u16, hi + col) << 16);
    }
    r0 = r[0];
    r1 = r[1];
    r2 = r[2];
    r3 = r[3];
}
/* element i of a packed word: E 0 f16, 1 bf16 (pairs), 2 s8, 3 e4m3, 4 e5m2 (quads) */
template <int E> KT_DEV float kt_elem(kt_u32 w, int i) {
    if (E == 0) return kt_f16_to_f32((kt_u16)(w >> (16 * i)));
    if (E == 1) return kt_bf16_to_f32((kt_u16)(w >> (16 * i)));
    if (E == 2) return (float)(signed char)(w >> (8 * i));
    if (E == 3) return kt_e4m3_to_f32((w >> (8 * i)) & 255u);
    return kt_e5m2_to_f32((w >> (8 * i)) & 255u);
}
template <int EA, int EB> KT_DEV float kt_dotw(kt_u32 a, kt_u32 b) {
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < (EA <= 1 ? 2 : 4); i++) s += kt_elem<EA>(a, i) * kt_elem<EB>(b, i);
    return s;
}
KT_DEV int kt_dotw_s8(kt_u32 a, kt_u32 b) {
    int s = 0;
#pragma unroll
    for (int i = 0; i < 4; i++) s += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));
    return s;
}
/* c[16x8] += a b over one lane group: row g of A and column n of B are held
   by lanes 4g..4g+3 and 4n..4n+3 (k split over those four). Not inlined: the
   kernels' fully unrolled tile loops stay within the unroller's limits. */
template <int EA, int EB, typename T> __device__ __noinline__ void kt_mma_lanes(T *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int l = kt_lane(), g = l >> 2, t = l & 3;
#pragma unroll
    for (int q = 0; q < 4; q++) {
        const kt_u32 a0 = kt_shfl(a[0], 4 * g + q), a1 = kt_shfl(a[1], 4 * g + q), a2 = kt_shfl(a[2], 4 * g + q), a3 = kt_shfl(a[3], 4 * g + q);
#pragma unroll
        for (int j = 0; j < 2; j++) {
            const kt_u32 x0 = kt_shfl(b0, 4 * (2 * t + j) + q), x1 = kt_shfl(b1, 4 * (2 * t + j) + q);
            if (EA == 2) {
                c[j] += (T)(kt_dotw_s8(a0, x0) + kt_dotw_s8(a2, x1));
                c[2 + j] += (T)(kt_dotw_s8(a1, x0) + kt_dotw_s8(a3, x1));
            } else {
                c[j] += (T)(kt_dotw<EA, EB>(a0, x0) + kt_dotw<EA, EB>(a2, x1));
                c[2 + j] += (T)(kt_dotw<EA, EB>(a1, x0) + kt_dotw<EA, EB>(a3, x1));
            }
        }
    }
}
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<KT_DTYPE == 1, KT_DTYPE == 1>(c, a, b0, b1); }
KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<1, 1>(c, a, b0, b1); }
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<0, 0>(c, a, b0, b1); }
KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<2, 2>(c, a, b0, b1); }
template <int A5, int B5> KT_DEV void kt_mma_f8(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    kt_mma_lanes<A5 ? 4 : 3, B5 ? 4 : 3>(c, a, b0, b1);
}
