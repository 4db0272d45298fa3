/* ktorch CUDA-dialect prelude: types, vendor specifics (warp size, inline
   PTX for tensor-core tiles, async copies) and f16/bf16 helpers. Compiled by
   NVRTC with no toolkit headers; a HIP prelude will map the same names. */
#define KT_WARP 32
#define KT_DEV __device__ __forceinline__
#define KT_KERNEL extern "C" __global__
typedef unsigned char kt_u8;
typedef unsigned short kt_u16;
typedef unsigned int kt_u32;
typedef int kt_i32;
typedef unsigned long long kt_u64;
typedef long long kt_i64;

#define KT_LOG2E 1.4426950408889634f
#define KT_LN2 0.6931471805599453f
#define KT_NEG_INF (-__int_as_float(0x7f800000))

KT_DEV float kt_shfl_xor(float v, int m) { return __shfl_xor_sync(0xffffffffu, v, m); }
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

/* Two floats to a packed pair of 16-bit values (low half = first). */
#if KT_DTYPE == 1
KT_DEV kt_u32 kt_pack2(float lo, float hi) {
    kt_u32 r;
    asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
    return r;
}
#else
KT_DEV kt_u32 kt_pack2(float lo, float hi) {
    kt_u32 r;
    asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(r) : "f"(hi), "f"(lo));
    return r;
}
#endif

/* ---- async copies (sm_80+) ------------------------------------------------ */
KT_DEV void kt_cp_async16(kt_u32 dst, const void *src, int valid) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(valid ? 16 : 0) : "memory");
}
KT_DEV void kt_cp_commit(void) { asm volatile("cp.async.commit_group;" ::: "memory"); }
KT_DEV void kt_cp_wait_all(void) { asm volatile("cp.async.wait_group 0;" ::: "memory"); }
template <int N> KT_DEV void kt_cp_wait_group(void) { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

/* ---- tensor-core tile helpers (NVIDIA: ldmatrix + mma.sync m16n8k16) ----- */
KT_DEV void kt_ldsm_x4(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
}
KT_DEV void kt_ldsm_x4_t(kt_u32 addr, kt_u32 &r0, kt_u32 &r1, kt_u32 &r2, kt_u32 &r3) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
}
#if KT_DTYPE == 1
#define KT_MMA_TYPE "bf16"
#else
#define KT_MMA_TYPE "f16"
#endif
/* c[16x8] += a[16x16] * b[16x8], f32 accumulation. */
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32." KT_MMA_TYPE "." KT_MMA_TYPE ".f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}
