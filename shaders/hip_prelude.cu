/* ktorch CUDA-dialect prelude for AMD (hiprtc, --offload-arch=gfx...): the
   names of shaders/cuda_prelude.cu with portable HIP bodies. Nothing here
   has run on AMD hardware; the kernels compile for gfx90a and gfx1030.
   Lane groups (KT_LANES = 32, the unit every kernel is written for) are a
   wave32, or half a wave64 (CDNA): shuffles use width 32 and votes read the
   group's half of the 64-bit ballot. Matrix tiles keep the NVIDIA fragment
   layout (cuda_prelude.cu): MFMA on gfx90a and gfx94x where every lane
   group of the wave calls (kt_mma*), else a portable path of lane shuffles
   and scalar multiply-adds (kt_mma_group, kt_mma_f8, other targets).
   Async copies are plain loads and stores (the kernels' barriers that
   follow their waits order them). */
#if __AMDGCN_WAVEFRONT_SIZE == 64
#define KT_WARP 64
#define KT_WARP_SHIFT 6
#else
#define KT_WARP 32
#define KT_WARP_SHIFT 5
#endif
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_WAVE_GROUPS (KT_WARP / KT_LANES) /* lane groups of a hardware wave: 2 on wave64 */
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
/* packed 4 x 8-bit integer dot products (a's bytes signed or unsigned, b's
   signed), byte by byte: the instructions differ between AMD generations */
KT_DEV int kt_dp4a_ss(kt_u32 a, kt_u32 b, int c) {
    for (int i = 0; i < 4; i++) c += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));
    return c;
}
KT_DEV int kt_dp4a_us(kt_u32 a, kt_u32 b, int c) {
    for (int i = 0; i < 4; i++) c += (int)((a >> (8 * i)) & 255u) * (int)(signed char)(b >> (8 * i));
    return c;
}
KT_DEV kt_u32 kt_max_u32(kt_u32 a, kt_u32 b) { return a > b ? a : b; }
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
/* L2 prefetch hints (cuda_prelude.cu): none here */
KT_DEV void kt_prefetch_l2(const void *p) { (void)p; }
KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) { *KT_LDS(kt_u32, dst) = valid ? *(const kt_u32 *)src : 0u; }
KT_DEV void kt_cp_async16n(kt_u32 dst, const void *src, int n) {
    for (int i = 0; i < 16; i++) *KT_LDS(kt_u8, dst + (kt_u32)i) = i < n ? ((const kt_u8 *)src)[i] : (kt_u8)0;
}
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
/* An 8x8 tile of 16-bit pairs transposed in registers (lane (g, t): row g,
   columns 2t, 2t + 1): two shuffles and a byte permute. */
KT_DEV kt_u32 kt_movm_t(kt_u32 x) {
    const int l = kt_lane(), g = l >> 2, t = l & 3;
    const kt_u32 x0 = kt_shfl(x, 8 * t + (g >> 1)), x1 = kt_shfl(x, 8 * t + 4 + (g >> 1));
    return kt_prmt(x0, x1, (g & 1) ? 0x7632u : 0x5410u);
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
/* A lane group that may be alone in its wave (the decode kernels' blocks of
   one group): the portable path on every target. */
KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<KT_DTYPE == 1, KT_DTYPE == 1>(c, a, b0, b1); }
/* fp8: gfx90a has no fp8 MFMA and gfx94x's takes the FNUZ encodings, not
   the OCP e4m3/e5m2 of ktorch's codes: the portable path everywhere */
template <int A5, int B5> KT_DEV void kt_mma_f8(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    kt_mma_lanes<A5 ? 4 : 3, B5 ? 4 : 3>(c, a, b0, b1);
}

#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
#define KT_MFMA 1
#else
#define KT_MFMA 0
#endif
#if KT_MFMA
typedef _Float16 kt_mf_h4 __attribute__((ext_vector_type(4)));
typedef short kt_mf_s4 __attribute__((ext_vector_type(4)));
typedef float kt_mf_f4 __attribute__((ext_vector_type(4)));
typedef int kt_mf_i4 __attribute__((ext_vector_type(4)));
/* ---- matrix tiles on MFMA (tests/sh_hip_mfma_host.sh runs this part on the host) ----
   kt_mma* need every lane group of the wave at the call: both halves of a
   wave64 hold their own m16n8k16 (s8: m16n8k32) product in the fragment
   layout, and v_mfma_*_4x4x4 (16 blocks of 4x4, k = 4: 256 results, the two
   halves' 2 x 128 with no padding; 16x16x16 would leave half its columns
   zero) computes both: block g of a half (lanes 4g..4g+3, the fragment's
   quad g) takes rows 2P, 2P+8, 2P+1, 2P+9 (P = g / 2) and columns
   2j + g % 2, so a lane's four results are rows g, g+8 of one column for
   itself and for its partner lane ^ 4. The two blocks of a row pair share
   A through CBSZ = 1 (ABID picks the even or odd block's lanes), so one
   register carries the A operand of two steps. Per m16n8k16, both halves:
   4 MFMA (s8: 8), 16 ds_bpermute (the blocks' operands, k split as in the
   fragments), 2 ds_swizzle (the results' exchange), 10 v_cndmask, 4 adds,
   after 18 lane-address instructions that tile loops hoist; the portable
   function is 182 (bf16), 396 (s8) and 3033 (f16: its branchy decode)
   instructions, plus the call (gfx90a, hiprtc 5.2; docs/HIP.md). */
KT_DEV kt_u32 kt_mf_get(kt_u32 v, int src) { return (kt_u32)__builtin_amdgcn_ds_bpermute(src << 2, (int)v); }
/* lane ^ 4 within 32 lanes: ds_swizzle's bit mode, and 0x1f, or 0, xor 4 */
KT_DEV float kt_mf_xor4(float v) { return __int_as_float(__builtin_amdgcn_ds_swizzle(__float_as_int(v), 0x101f)); }
KT_DEV int kt_mf_xor4(int v) { return __builtin_amdgcn_ds_swizzle(v, 0x101f); }
template <typename V> KT_DEV V kt_mf_pack(kt_u32 lo, kt_u32 hi) {
    const kt_u32 w[2] = {lo, hi};
    V v;
    __builtin_memcpy(&v, w, sizeof v);
    return v;
}
/* word w (rows g) or w + 1 (rows g + 8) of a lane's A fragment, from lane src */
KT_DEV kt_u32 kt_mf_a(const kt_u32 *a, int w, int src, bool r8) {
    const kt_u32 x = kt_mf_get(a[w], src), y = kt_mf_get(a[w + 1], src);
    return r8 ? y : x;
}
template <int E, int ABID> KT_DEV kt_mf_f4 kt_mf_16(kt_u32 a0, kt_u32 a1, kt_u32 b0, kt_u32 b1, kt_mf_f4 d) {
    return E ? __builtin_amdgcn_mfma_f32_4x4x4bf16_1k(kt_mf_pack<kt_mf_s4>(a0, a1), kt_mf_pack<kt_mf_s4>(b0, b1), d, 1, ABID, 0)
             : __builtin_amdgcn_mfma_f32_4x4x4f16(kt_mf_pack<kt_mf_h4>(a0, a1), kt_mf_pack<kt_mf_h4>(b0, b1), d, 1, ABID, 0);
}
template <int S> KT_DEV kt_mf_i4 kt_mf_8(kt_u32 a, kt_u32 b, int sb, kt_mf_i4 d) {
    return __builtin_amdgcn_mfma_i32_4x4x4i8((int)a, (int)kt_mf_get(b, sb + (S & 3)), d, 1, S & 1, 0);
}
/* the block results d (rows 2P, 2P+8, 2P+1, 2P+9 of column 2t + e) into
   the fragment: even quads keep rows g, g+8 (d0, d1) and send d2, d3, odd
   quads keep d2, d3 and send d0, d1 */
template <typename T> KT_DEV void kt_mf_out(T *c, T d0, T d1, T d2, T d3, bool e) {
    const T r0 = kt_mf_xor4(e ? d0 : d2), r1 = kt_mf_xor4(e ? d1 : d3);
    c[0] += e ? r0 : d0;
    c[1] += e ? d2 : r0;
    c[2] += e ? r1 : d1;
    c[3] += e ? d3 : r1;
}
/* The operands' sources: lane i of block g takes the A row of fragment quad
   (g & 6) | i / 2 (rows >= 8 where i is odd) and the B column of quad
   2i + e; step s multiplies k pairs s and s + 4 (s8: k quad s), held by
   lane s % 4 of those quads. */
template <int E> KT_DEV void kt_mfma16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int l = (int)__lane_id(), h = l & 32, g = (l >> 2) & 7, i = l & 3, e = g & 1;
    const int sa = h + 4 * ((g & 6) | (i >> 1)) + e, sb = h + 4 * (2 * i + e);
    const bool r8 = (i & 1) != 0;
    const kt_u32 x0 = kt_mf_a(a, 0, sa, r8), x1 = kt_mf_a(a, 2, sa, r8);
    const kt_u32 y0 = kt_mf_a(a, 0, sa + 2, r8), y1 = kt_mf_a(a, 2, sa + 2, r8);
    kt_mf_f4 d = {0.0f, 0.0f, 0.0f, 0.0f};
    d = kt_mf_16<E, 0>(x0, x1, kt_mf_get(b0, sb), kt_mf_get(b1, sb), d);
    d = kt_mf_16<E, 1>(x0, x1, kt_mf_get(b0, sb + 1), kt_mf_get(b1, sb + 1), d);
    d = kt_mf_16<E, 0>(y0, y1, kt_mf_get(b0, sb + 2), kt_mf_get(b1, sb + 2), d);
    d = kt_mf_16<E, 1>(y0, y1, kt_mf_get(b0, sb + 3), kt_mf_get(b1, sb + 3), d);
    kt_mf_out(c, d[0], d[1], d[2], d[3], e != 0);
}
KT_DEV void kt_mfma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    const int l = (int)__lane_id(), h = l & 32, g = (l >> 2) & 7, i = l & 3, e = g & 1;
    const int sa = h + 4 * ((g & 6) | (i >> 1)) + e, sb = h + 4 * (2 * i + e);
    const bool r8 = (i & 1) != 0;
    const kt_u32 x0 = kt_mf_a(a, 0, sa, r8), x1 = kt_mf_a(a, 0, sa + 2, r8), x2 = kt_mf_a(a, 2, sa, r8),
                 x3 = kt_mf_a(a, 2, sa + 2, r8);
    kt_mf_i4 d = {0, 0, 0, 0};
    d = kt_mf_8<0>(x0, b0, sb, d);
    d = kt_mf_8<1>(x0, b0, sb, d);
    d = kt_mf_8<2>(x1, b0, sb, d);
    d = kt_mf_8<3>(x1, b0, sb, d);
    d = kt_mf_8<4>(x2, b1, sb, d);
    d = kt_mf_8<5>(x2, b1, sb, d);
    d = kt_mf_8<6>(x3, b1, sb, d);
    d = kt_mf_8<7>(x3, b1, sb, d);
    kt_mf_out(c, d[0], d[1], d[2], d[3], e != 0);
}
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<KT_DTYPE == 1>(c, a, b0, b1); }
KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<1>(c, a, b0, b1); }
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma16<0>(c, a, b0, b1); }
KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mfma_s8(c, a, b0, b1); }
#else /* KT_MFMA: the portable path */
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_group(c, a, b0, b1); }
KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<1, 1>(c, a, b0, b1); }
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<0, 0>(c, a, b0, b1); }
KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_lanes<2, 2>(c, a, b0, b1); }
#endif /* KT_MFMA */
