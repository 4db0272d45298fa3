/* ktorch CUDA-dialect prelude for NVIDIA: types, vendor specifics (warp
   size, lane masks, inline PTX for tensor-core tiles, async copies, packed
   conversions) and f16/bf16 helpers. Compiled by NVRTC with no toolkit
   headers. shaders/hip_prelude.cu maps the same names for AMD; kernel files
   use only these names (tests/sh_kernel_lanes.sh checks). */
#define KT_WARP 32      /* lanes of a warp (NVIDIA-only code: warpgroups) */
#define KT_WARP_SHIFT 5 /* log2(KT_WARP) */
/* Kernels are written for lane groups of KT_LANES lanes: the lane-group
   functions below (shuffles, votes, reductions, kt_syncwarp) and the
   fragments of the matrix tiles (kt_ldsm_x4, kt_mma) span one group. Here a
   group is a warp; on AMD it is a wave32 or half a wave64. Blocks hold whole
   groups. */
#define KT_LANES 32
#define KT_LANES_SHIFT 5
#define KT_WAVE_GROUPS 1 /* lane groups of a hardware warp (AMD wave64: 2) */
typedef unsigned int kt_lmask; /* one bit per lane of a group */
#define KT_FULL_MASK 0xffffffffu
/* a loop over a lane's share of a tile (trip count per lane): unrolled here */
#define KT_UNROLL_LANES _Pragma("unroll")
/* instructions this target has (the kernels keep portable fallbacks) */
#define KT_HW_PAIRS 1 /* packed f16/bf16 conversions and min/max */
#if __CUDA_ARCH__ >= 800
#define KT_HW_L2HINT 1 /* L2 cache-policy loads */
#endif
#if __CUDA_ARCH__ >= 860
#define KT_HW_ABSMAX2 1 /* max.NaN.xorsign.abs.bf16x2 */
#endif
#if __CUDA_ARCH__ >= 890
#define KT_HW_F8 1    /* fp8 pair conversions */
#define KT_HW_F8MMA 1 /* fp8 tiles (kt_mma_f8) */
#endif
#if __CUDA_ARCH__ >= 900
#define KT_HW_U16X2 1 /* packed u16 min/max/add */
#endif
#define KT_DEV __device__ __forceinline__
#define KT_KERNEL extern "C" __global__
typedef unsigned char kt_u8;
typedef unsigned short kt_u16;
typedef unsigned int kt_u32;
typedef int kt_i32;
typedef unsigned long long kt_u64;
typedef long long kt_i64;
#define KT_OFFSETOF(T, f) ((kt_u64) & ((T *)0)->f) /* no offsetof in NVRTC */

#define KT_LOG2E 1.4426950408889634f
#define KT_LN2 0.6931471805599453f
#define KT_NEG_INF (-__int_as_float(0x7f800000))

/* ---- lane groups: shuffles, votes, reductions, barrier --------------------- */
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) { return __shfl_xor_sync(KT_FULL_MASK, v, m); }
template <typename T> KT_DEV T kt_shfl_xor(T v, int m, int w) { return __shfl_xor_sync(KT_FULL_MASK, v, m, w); }
template <typename T> KT_DEV T kt_shfl_xor_in(kt_lmask mask, T v, int m) { return __shfl_xor_sync(mask, v, m); }
template <typename T> KT_DEV T kt_shfl(T v, int src) { return __shfl_sync(KT_FULL_MASK, v, src); }
template <typename T> KT_DEV T kt_shfl(T v, int src, int w) { return __shfl_sync(KT_FULL_MASK, v, src, w); }
KT_DEV kt_lmask kt_ballot(bool p) { return __ballot_sync(KT_FULL_MASK, p); }
KT_DEV bool kt_any(bool p) { return __any_sync(KT_FULL_MASK, p); }
KT_DEV bool kt_all(bool p) { return __all_sync(KT_FULL_MASK, p); }
KT_DEV kt_u32 kt_reduce_max(kt_u32 v) { return __reduce_max_sync(KT_FULL_MASK, v); }
KT_DEV int kt_mask_popc(kt_lmask m) { return __popc(m); }
KT_DEV kt_lmask kt_lanes_below(int lane) { return (1u << lane) - 1u; }
KT_DEV void kt_syncwarp(void) { __syncwarp(); }
KT_DEV float kt_fadd_rz(float a, float b) { return __fadd_rz(a, b); }
KT_DEV float kt_exp2(float x) {
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
    return y;
}
KT_DEV kt_u32 kt_smem_addr(const void *p) {
    kt_u32 a;
    asm("{ .reg .u64 t; cvta.to.shared.u64 t, %1; cvt.u32.u64 %0, t; }" : "=r"(a) : "l"(p));
    return a;
}

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

/* Two floats to a packed pair of 16-bit values (low half = first). */
KT_DEV kt_u32 kt_pack2_bf16(float lo, float hi) {
    kt_u32 r;
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
    return r;
}
KT_DEV kt_u32 kt_pack2_f16(float lo, float hi) {
    kt_u32 r;
    asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
    return r;
}
#if KT_DTYPE == 1
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_bf16(lo, hi); }
#else
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return kt_pack2_f16(lo, hi); }
#endif
/* f32 -> f16 bits, round to nearest even */
KT_DEV kt_u16 kt_cvt_f16(float x) {
    kt_u16 h;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x));
    return h;
}
KT_DEV float kt_h_to_f32(kt_u16 h) {
    float x;
    asm("cvt.f32.f16 %0, %1;" : "=f"(x) : "h"(h));
    return x;
}
/* the two f16 halves of h as floats */
KT_DEV void kt_h2_to_f32(kt_u32 h, float &lo, float &hi) {
    asm("{.reg .f16 l, h;\n mov.b32 {l, h}, %2;\n cvt.f32.f16 %0, l;\n cvt.f32.f16 %1, h;}" : "=f"(lo), "=f"(hi) : "r"(h));
}
KT_DEV kt_u32 kt_hsub2(kt_u32 a, kt_u32 b) { /* f16 pairs, round to nearest */
    kt_u32 r;
    asm("sub.rn.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
/* a * b + c on f16 / bf16 pairs, rounded once; subnormals kept (no .ftz) */
KT_DEV kt_u32 kt_fma2_f16(kt_u32 a, kt_u32 b, kt_u32 c) {
    kt_u32 r;
    asm("fma.rn.f16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}
KT_DEV kt_u32 kt_fma2_bf16(kt_u32 a, kt_u32 b, kt_u32 c) {
    kt_u32 r;
    asm("fma.rn.bf16x2 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
    return r;
}
#define KT_PRMT_SIGN 1 /* kt_prmt's selector bit 3 replicates the byte's sign (the HIP prelude's may not) */
KT_DEV kt_u32 kt_prmt(kt_u32 a, kt_u32 b, kt_u32 sel) {
    kt_u32 d;
    asm("prmt.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(sel));
    return d;
}
/* packed 4 x 8-bit integer dot products: c + sum of the byte products, a's
   bytes signed (ss) or unsigned (us), b's signed */
KT_DEV int kt_dp4a_ss(kt_u32 a, kt_u32 b, int c) {
    int d;
    asm("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}
KT_DEV int kt_dp4a_us(kt_u32 a, kt_u32 b, int c) {
    int d;
    asm("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(d) : "r"(a), "r"(b), "r"(c));
    return d;
}
KT_DEV kt_u32 kt_max_u32(kt_u32 a, kt_u32 b) { return a > b ? a : b; }
/* packed f16 / bf16 min and max (keepnan: max with NaN propagated) */
KT_DEV kt_u32 kt_mn2(kt_u32 a, kt_u32 b, int bf, int mx, int keepnan) {
    kt_u32 r;
    if (bf) {
        if (keepnan) asm("max.NaN.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
        else if (mx) asm("max.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
        else asm("min.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    } else {
        if (keepnan) asm("max.NaN.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
        else if (mx) asm("max.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
        else asm("min.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    }
    return r;
}
template <bool MAX> KT_DEV kt_u32 kt_bf16x2_nan(kt_u32 a, kt_u32 b) { /* a NaN half gives NaN */
    kt_u32 d;
    if (MAX) asm("max.NaN.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    else asm("min.NaN.bf16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    return d;
}
KT_DEV float kt_maxnan(float a, float b) { /* NaN when either is */
    float r;
    asm("max.NaN.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
    return r;
}
KT_DEV kt_u32 kt_eq16x2(kt_u32 a, kt_u32 b) { /* 0xffff per equal f16 half */
    kt_u32 r;
    asm("set.eq.u32.f16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b)); /* exact: no subnormal flush without .ftz */
    return r;
}
#if KT_HW_ABSMAX2
KT_DEV kt_u32 kt_absmax_bf16x2(kt_u32 a, kt_u32 b) { /* max |.| per half, sign = xor of the signs */
    kt_u32 r;
    asm("max.NaN.xorsign.abs.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
    return r;
}
#endif
#if KT_HW_U16X2
template <bool MAX> KT_DEV kt_u32 kt_u16x2_mn(kt_u32 a, kt_u32 b) {
    kt_u32 d;
    if (MAX) asm("max.u16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    else asm("min.u16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    return d;
}
KT_DEV kt_u32 kt_u16x2_add(kt_u32 a, kt_u32 b) {
    kt_u32 d;
    asm("add.u16x2 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(b));
    return d;
}
#endif
#if KT_HW_F8
/* saturating fp8 codes of two floats: byte 0 from lo, byte 1 from hi */
KT_DEV kt_u16 kt_f8x2_sat(float lo, float hi, int e5) {
    kt_u16 t;
    if (e5) asm("cvt.rn.satfinite.e5m2x2.f32 %0, %1, %2;" : "=h"(t) : "f"(hi), "f"(lo));
    else asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(t) : "f"(hi), "f"(lo));
    return t;
}
KT_DEV kt_u32 kt_e4m3x2_to_f16x2(kt_u16 b) {
    kt_u32 r;
    asm("cvt.rn.f16x2.e4m3x2 %0, %1;" : "=r"(r) : "h"(b));
    return r;
}
#endif
#if KT_HW_L2HINT
KT_DEV kt_u64 kt_policy_evict_first(void) {
    kt_u64 policy;
    asm("createpolicy.fractional.L2::evict_first.b64 %0, 1.0;" : "=l"(policy));
    return policy;
}
KT_DEV uint4 kt_ld_hint(const uint4 *p, kt_u64 policy) {
    uint4 r;
    asm("ld.global.nc.L2::cache_hint.v4.u32 {%0, %1, %2, %3}, [%4], %5;" : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p), "l"(policy));
    return r;
}
#endif
/* read-only loads of streamed data that do not allocate in L1 (sub-word
   ones zero-extended to 32 bits) */
#if KT_HW_L2HINT
KT_DEV uint4 kt_ldg_na(const uint4 *p) {
    uint4 r;
    asm("ld.global.nc.L1::no_allocate.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "l"(p));
    return r;
}
KT_DEV uint2 kt_ldg_na(const uint2 *p) {
    uint2 r;
    asm("ld.global.nc.L1::no_allocate.v2.u32 {%0, %1}, [%2];" : "=r"(r.x), "=r"(r.y) : "l"(p));
    return r;
}
KT_DEV kt_u32 kt_ldg_na(const kt_u32 *p) {
    kt_u32 r;
    asm("ld.global.nc.L1::no_allocate.u32 %0, [%1];" : "=r"(r) : "l"(p));
    return r;
}
KT_DEV kt_u32 kt_ldg_na(const kt_u16 *p) {
    kt_u32 r;
    asm("ld.global.nc.L1::no_allocate.u16 %0, [%1];" : "=r"(r) : "l"(p));
    return r;
}
KT_DEV kt_u32 kt_ldg_na(const kt_u8 *p) {
    kt_u32 r;
    asm("ld.global.nc.L1::no_allocate.u8 %0, [%1];" : "=r"(r) : "l"(p));
    return r;
}
#else
template <typename T> KT_DEV T kt_ldg_na(const T *p) { return __ldg(p); }
#endif
/* a hint: the 128-byte line holding p is fetched into L2, nothing waits for it */
KT_DEV void kt_prefetch_l2(const void *p) { asm volatile("prefetch.global.L2 [%0];" ::"l"(p)); }
/* f64 arithmetic rounded to nearest, never contracted into an FMA */
KT_DEV double kt_dadd_rn(double x, double y) {
    double r;
    asm("add.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(x), "d"(y));
    return r;
}
KT_DEV double kt_dmul_rn(double x, double y) {
    double r;
    asm("mul.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(x), "d"(y));
    return r;
}
KT_DEV double kt_ddiv_rn(double x, double y) {
    double r;
    asm("div.rn.f64 %0, %1, %2;" : "=d"(r) : "d"(x), "d"(y));
    return r;
}

/* ---- async copies (sm_80+) ------------------------------------------------ */
KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(valid ? 16 : 0) : "memory");
}
KT_DEV void kt_cp_async4(kt_u32 dst, const void *src, int valid) {
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(dst), "l"(src), "r"(valid ? 4 : 0) : "memory");
}
/* 16 bytes at an aligned src of which the first n (0 to 16) are read, the rest zeros */
KT_DEV void kt_cp_async16n(kt_u32 dst, const void *src, int n) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(n) : "memory");
}
KT_DEV void kt_cp_commit(void) { asm volatile("cp.async.commit_group;" ::: "memory"); }
KT_DEV void kt_cp_wait_all(void) { asm volatile("cp.async.wait_group 0;" ::: "memory"); }
template <int N> KT_DEV void kt_cp_wait_group(void) { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

/* shared memory by 32-bit address */
KT_DEV void kt_sts128(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) {
    asm volatile("st.shared.v4.u32 [%0], {%1, %2, %3, %4};" ::"r"(addr), "r"(a), "r"(b), "r"(c), "r"(d) : "memory");
}
KT_DEV void kt_sts128_b(kt_u32 addr, kt_u32 a, kt_u32 b, kt_u32 c, kt_u32 d) { /* the same, b32 */
    asm volatile("st.shared.v4.b32 [%0], {%1,%2,%3,%4};" ::"r"(addr), "r"(a), "r"(b), "r"(c), "r"(d) : "memory");
}
KT_DEV void kt_sts32(kt_u32 addr, kt_u32 v) { asm volatile("st.shared.u32 [%0], %1;" ::"r"(addr), "r"(v) : "memory"); }
KT_DEV kt_u32 kt_lds32(kt_u32 addr) {
    kt_u32 v;
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(addr) : "memory");
    return v;
}

/* ---- tensor-core tile helpers (NVIDIA: ldmatrix + mma.sync) ----------------
   Fragments of one lane group (g = lane / 4, t = lane % 4):
   A 16 x 16 (16-bit; 16 x 32 bytes for 8-bit types): a0 row g, a1 row g+8,
   a2/a3 the same rows 8 elements (16 bytes) further; B: b0 column g at
   k = 2t.., b1 at k + 8; C 16 x 8 f32: c0,c1 row g columns 2t, 2t+1, c2,c3 row g+8. */
KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
}
KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
}
/* An 8x8 tile of 16-bit pairs transposed in registers: lane (g, t) holds
   row g, columns 2t and 2t + 1, before and after. */
KT_DEV kt_u32 kt_movm_t(kt_u32 x) {
    kt_u32 r;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r) : "r"(x));
    return r;
}
#if KT_DTYPE == 1
#define KT_MMA_TYPE "bf16"
#else
#define KT_MMA_TYPE "f16"
#endif
/* c[16x8] += a[16x16] * b[16x8], f32 accumulation, operands of KT_DTYPE. */
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32." KT_MMA_TYPE "." KT_MMA_TYPE ".f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
KT_DEV void kt_mma_bf16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
/* c[16x8] += a[16 x 32] * b[32 x 8], 8-bit operands */
KT_DEV void kt_mma_s8(int *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+r"(c[0]), "+r"(c[1]), "+r"(c[2]), "+r"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
/* The same where a lane group may be alone in its hardware wave (the HIP
   prelude keeps its portable path there; a warp is a whole wave here). */
KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma(c, a, b0, b1); }
#if KT_HW_F8MMA
/* fp8 operands: A5/B5 pick e5m2 (else e4m3) */
template <int A5, int B5> KT_DEV void kt_mma_f8(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
#define KT_MMA_F8(T)                                                                                                   \
    asm volatile("mma.sync.aligned.m16n8k32.row.col.f32." T ".f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};" \
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])                                                     \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1))
    if (!A5 && !B5) KT_MMA_F8("e4m3.e4m3");
    else if (!A5) KT_MMA_F8("e4m3.e5m2");
    else if (!B5) KT_MMA_F8("e5m2.e4m3");
    else KT_MMA_F8("e5m2.e5m2");
#undef KT_MMA_F8
}
#endif

#if KT_SM90
/* ---- Hopper (sm_90a): warpgroup MMA over 128-byte-swizzled shared tiles -- */
/* Shared-memory matrix descriptor, 128-byte swizzle; addresses 1024-aligned
   per 8-row atom. lbo/sbo in bytes. */
KT_DEV kt_u64 kt_gdesc(kt_u32 addr, kt_u32 lbo, kt_u32 sbo) {
    return (kt_u64)((addr & 0x3ffffu) >> 4) | ((kt_u64)(lbo >> 4) << 16) | ((kt_u64)(sbo >> 4) << 32) | (1ull << 62);
}
KT_DEV void kt_wgmma_fence(void) { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
KT_DEV void kt_wgmma_commit(void) { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
template <int N> KT_DEV void kt_wgmma_wait(void) { asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory"); }
/* ordinary (cp.async) shared stores made visible to the async proxy (wgmma) */
KT_DEV void kt_fence_async_smem(void) { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
/* keeps accumulator registers in place across asynchronous MMAs */
KT_DEV void kt_reg_fence(float &x) { asm volatile("" : "+f"(x)::"memory"); }
/* d[64 x 64] (+)= A[64 x 16] * B[16 x 64], both in smem; TR the transpose
   immediates of A and B: "0, 0" both K-major, "1, 1" A M-major and B N-major */
#define KT_WGMMA_SS_N64(NAME, TR)                                                                                   \
    KT_DEV void NAME(float *d, kt_u64 da, kt_u64 db, int acc) {                                                     \
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"                                                    \
                     "wgmma.mma_async.sync.aligned.m64n64k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"                  \
                     "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"                                        \
                     "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31"                               \
                     "}, %32, %33, p, 1, 1, " TR ";\n}\n"                                                            \
                     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),   \
                       "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]),         \
                       "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]),       \
                       "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]),       \
                       "+f"(d[29]), "+f"(d[30]), "+f"(d[31])                                                            \
                     : "l"(da), "l"(db), "r"(acc));                                                                 \
    }
KT_WGMMA_SS_N64(kt_wgmma_ss_n64, "0, 0")
KT_WGMMA_SS_N64(kt_wgmma_ss_n64_tt, "1, 1")
KT_WGMMA_SS_N64(kt_wgmma_ss_n64_t, "0, 1")
#undef KT_WGMMA_SS_N64
/* d[64 x 128] (+)= A[64 x 16] (smem, K-major) * B[16 x 128] (smem; TR "0, 0" K-major, "0, 1" N-major) */
#define KT_WGMMA_SS_N128(NAME, TR) \
KT_DEV void NAME(float *d, kt_u64 da, kt_u64 db, int acc) { \
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n" \
                 "wgmma.mma_async.sync.aligned.m64n128k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {" \
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15," \
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31," \
                 "%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47," \
                 "%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63" \
                 "}, %64, %65, p, 1, 1, " TR ";\n}\n" \
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), \
                   "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), \
                   "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), \
                   "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
                   "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]) \
                 : "l"(da), "l"(db), "r"(acc)); \
}
KT_WGMMA_SS_N128(kt_wgmma_ss_n128, "0, 0")
KT_WGMMA_SS_N128(kt_wgmma_ss_n128_t, "0, 1")
KT_WGMMA_SS_N128(kt_wgmma_ss_n128_tt, "1, 1") /* A M-major, B N-major */
#undef KT_WGMMA_SS_N128
/* a and b added to p[0] and p[1] (8-byte aligned) by one reduction */
KT_DEV void kt_red_add2(float *p, float a, float b) { asm volatile("red.global.add.v2.f32 [%0], {%1, %2};" ::"l"(p), "f"(a), "f"(b) : "memory"); }
/* the ordered dQ sums' per-block counters (attn_bwd.cu kt_bwd_wgro): an acquire load and a releasing add at GPU scope */
KT_DEV kt_u32 kt_ld_acquire(const kt_u32 *p) {
    kt_u32 v;
    asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}
KT_DEV void kt_red_release_add(kt_u32 *p, kt_u32 v) { asm volatile("fence.acq_rel.gpu;\nred.release.gpu.global.add.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory"); }
KT_DEV void kt_nanosleep(kt_u32 ns) { asm volatile("nanosleep.u32 %0;" ::"r"(ns)); }
/* a 64-bit value the compiler must take as new (not reuse one it computed from it earlier) */
KT_DEV void kt_reg_fence_l(kt_i64 &x) { asm volatile("" : "+l"(x)); }
/* keeps A fragments that an asynchronous MMA reads alive until its wait */
KT_DEV void kt_reg_fence_u(kt_u32 &x) { asm volatile("" : "+r"(x)::"memory"); }
/* d[64 x 64] += A[64 x 16] (registers) * B[16 x 64] (smem, N-major) */
KT_DEV void kt_wgmma_rs_n64_t(float *d, const kt_u32 *a, kt_u64 db) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %37, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31"
                 "}, {%32,%33,%34,%35}, %36, p, 1, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(1));
}
/* d[64 x 64] (+)= A[64 x 16] (registers) * B[16 x 64] (smem, K-major); acc 0 overwrites d */
KT_DEV void kt_wgmma_rs_n64(float *d, const kt_u32 *a, kt_u64 db, int acc) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %37, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31"
                 "}, {%32,%33,%34,%35}, %36, p, 1, 1, 0;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(acc));
}
/* d[64 x 128] += A[64 x 16] (registers) * B[16 x 128] (smem, N-major) */
KT_DEV void kt_wgmma_rs_n128_t(float *d, const kt_u32 *a, kt_u64 db) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n128k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,"
                 "%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,"
                 "%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63"
                 "}, {%64,%65,%66,%67}, %68, p, 1, 1, 1;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
                   "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
                   "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
                   "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
                   "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(1));
}
#endif
#if KT_SM90
/* ---- Hopper bulk tensor copies, mbarriers, named barriers, register split -- */
KT_DEV void kt_mbar_init(kt_u32 bar, int count) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(count) : "memory"); }
KT_DEV void kt_mbar_expect(kt_u32 bar, kt_u32 bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}
KT_DEV void kt_mbar_arrive(kt_u32 bar) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(bar) : "memory"); }
/* an arrival on bar once this thread's earlier cp.async copies have landed (counted in the init count) */
KT_DEV void kt_cp_mbar_arrive(kt_u32 bar) { asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" ::"r"(bar) : "memory"); }
KT_DEV void kt_mbar_wait(kt_u32 bar, kt_u32 parity) {
    kt_u32 done;
    do {
        asm volatile("{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\nselp.u32 %0, 1, 0, p;\n}\n"
                     : "=r"(done) : "r"(bar), "r"(parity) : "memory");
    } while (!done);
}
/* a 1-D bulk copy of `bytes` (a multiple of 16) from global src to shared dst (both 16-byte aligned), counted on bar */
KT_DEV void kt_bulk_load(kt_u32 dst, const void *src, kt_u32 bytes, kt_u32 bar) {
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(dst), "l"((kt_u64)src), "r"(bytes), "r"(bar)
                 : "memory");
}
KT_DEV void kt_tma_load(kt_u32 dst, const void *map, int c0, int c1, int c2, int c3, kt_u32 bar) {
    asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4, %5}], [%6];"
                 ::"r"(dst), "l"((kt_u64)map), "r"(c0), "r"(c1), "r"(c2), "r"(c3), "r"(bar) : "memory");
}
/* a value equal in every lane, as the compiler's uniform datapath sees it
   (redux.sync writes a uniform register) */
KT_DEV kt_u32 kt_uniform(kt_u32 v) {
    kt_u32 r;
    asm volatile("redux.sync.max.u32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v));
    return r;
}
KT_DEV void kt_bar_sync(int id) { asm volatile("bar.sync %0, %1;" ::"r"(id), "n"(2 * 128) : "memory"); }
KT_DEV void kt_bar_arrive(int id) { asm volatile("bar.arrive %0, %1;" ::"r"(id), "n"(2 * 128) : "memory"); }
KT_DEV void kt_bar_sync_wg(int id) { asm volatile("bar.sync %0, %1;" ::"r"(id), "n"(128) : "memory"); } /* one warpgroup */
KT_DEV void kt_fence_mbar_init(void) { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
template <int N> KT_DEV void kt_setmaxnreg_dec(void) { asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(N)); }
template <int N> KT_DEV void kt_setmaxnreg_inc(void) { asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(N)); }
#endif
#if KT_KIND == 6 && KT_D == 2 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
/* ---- Hopper matrix-product tile (gemm.cu, d 2): m64n256 warpgroup MMA ----- */
#if KT_MASK == 2
typedef int ktw_acc;
#else
typedef float ktw_acc;
#endif
#if KT_MASK == 0
#define KTW_OP "m64n256k16.f32.f16.f16"
#define KTW_TAIL ", p, 1, 1, 0, 0;"
#elif KT_MASK == 1
#define KTW_OP "m64n256k16.f32.bf16.bf16"
#define KTW_TAIL ", p, 1, 1, 0, 0;"
#else
#define KTW_OP "m64n256k32.s32.s8.s8"
#define KTW_TAIL ", p;"
#endif
KT_DEV void ktw_mma(ktw_acc *d, kt_u64 da, kt_u64 db, int acc) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
                 "wgmma.mma_async.sync.aligned." KTW_OP " {%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63,%64,%65,%66,%67,%68,%69,%70,%71,%72,%73,%74,%75,%76,%77,%78,%79,%80,%81,%82,%83,%84,%85,%86,%87,%88,%89,%90,%91,%92,%93,%94,%95,%96,%97,%98,%99,%100,%101,%102,%103,%104,%105,%106,%107,%108,%109,%110,%111,%112,%113,%114,%115,%116,%117,%118,%119,%120,%121,%122,%123,%124,%125,%126,%127}, %128, %129" KTW_TAIL "\n}\n"
#if KT_MASK == 2
                 : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]), "+r"(d[4]), "+r"(d[5]), "+r"(d[6]), "+r"(d[7]), "+r"(d[8]), "+r"(d[9]), "+r"(d[10]), "+r"(d[11]), "+r"(d[12]), "+r"(d[13]), "+r"(d[14]), "+r"(d[15]), "+r"(d[16]), "+r"(d[17]), "+r"(d[18]), "+r"(d[19]), "+r"(d[20]), "+r"(d[21]), "+r"(d[22]), "+r"(d[23]), "+r"(d[24]), "+r"(d[25]), "+r"(d[26]), "+r"(d[27]), "+r"(d[28]), "+r"(d[29]), "+r"(d[30]), "+r"(d[31]), "+r"(d[32]), "+r"(d[33]), "+r"(d[34]), "+r"(d[35]), "+r"(d[36]), "+r"(d[37]), "+r"(d[38]), "+r"(d[39]), "+r"(d[40]), "+r"(d[41]), "+r"(d[42]), "+r"(d[43]), "+r"(d[44]), "+r"(d[45]), "+r"(d[46]), "+r"(d[47]), "+r"(d[48]), "+r"(d[49]), "+r"(d[50]), "+r"(d[51]), "+r"(d[52]), "+r"(d[53]), "+r"(d[54]), "+r"(d[55]), "+r"(d[56]), "+r"(d[57]), "+r"(d[58]), "+r"(d[59]), "+r"(d[60]), "+r"(d[61]), "+r"(d[62]), "+r"(d[63]), "+r"(d[64]), "+r"(d[65]), "+r"(d[66]), "+r"(d[67]), "+r"(d[68]), "+r"(d[69]), "+r"(d[70]), "+r"(d[71]), "+r"(d[72]), "+r"(d[73]), "+r"(d[74]), "+r"(d[75]), "+r"(d[76]), "+r"(d[77]), "+r"(d[78]), "+r"(d[79]), "+r"(d[80]), "+r"(d[81]), "+r"(d[82]), "+r"(d[83]), "+r"(d[84]), "+r"(d[85]), "+r"(d[86]), "+r"(d[87]), "+r"(d[88]), "+r"(d[89]), "+r"(d[90]), "+r"(d[91]), "+r"(d[92]), "+r"(d[93]), "+r"(d[94]), "+r"(d[95]), "+r"(d[96]), "+r"(d[97]), "+r"(d[98]), "+r"(d[99]), "+r"(d[100]), "+r"(d[101]), "+r"(d[102]), "+r"(d[103]), "+r"(d[104]), "+r"(d[105]), "+r"(d[106]), "+r"(d[107]), "+r"(d[108]), "+r"(d[109]), "+r"(d[110]), "+r"(d[111]), "+r"(d[112]), "+r"(d[113]), "+r"(d[114]), "+r"(d[115]), "+r"(d[116]), "+r"(d[117]), "+r"(d[118]), "+r"(d[119]), "+r"(d[120]), "+r"(d[121]), "+r"(d[122]), "+r"(d[123]), "+r"(d[124]), "+r"(d[125]), "+r"(d[126]), "+r"(d[127])
#else
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
#endif
                 : "l"(da), "l"(db), "r"(acc));
}
KT_DEV void ktw_fence(void) { asm volatile("wgmma.fence.sync.aligned;" ::: "memory"); }
KT_DEV void ktw_commit(void) { asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory"); }
template <int N> KT_DEV void ktw_wait(void) { asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(N) : "memory"); }
KT_DEV void kt_fence_async_smem(void) { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }
#endif
