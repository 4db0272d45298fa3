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
/* d[64 x 64] (+)= A[64 x 16] (smem, K-major) * B[16 x 64] (smem, K-major) */
KT_DEV void kt_wgmma_ss_n64(float *d, kt_u64 da, kt_u64 db, int acc) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31"
                 "}, %32, %33, p, 1, 1, 0, 0;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
                 : "l"(da), "l"(db), "r"(acc));
}
/* d[64 x 128] (+)= A[64 x 16] (smem, K-major) * B[16 x 128] (smem, K-major) */
KT_DEV void kt_wgmma_ss_n128(float *d, kt_u64 da, kt_u64 db, int acc) {
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n128k16.f32." KT_MMA_TYPE "." KT_MMA_TYPE " {"
                 "%0,%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15,"
                 "%16,%17,%18,%19,%20,%21,%22,%23,%24,%25,%26,%27,%28,%29,%30,%31,"
                 "%32,%33,%34,%35,%36,%37,%38,%39,%40,%41,%42,%43,%44,%45,%46,%47,"
                 "%48,%49,%50,%51,%52,%53,%54,%55,%56,%57,%58,%59,%60,%61,%62,%63"
                 "}, %64, %65, p, 1, 1, 0, 0;\n}\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                   "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                   "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                   "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
                   "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
                   "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
                   "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
                   "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
                 : "l"(da), "l"(db), "r"(acc));
}
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
