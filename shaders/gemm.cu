/* Matrix products y[M,N] = x[M,K] W[N,K]^T (kind 6).
   One tiled tensor-core kernel for every operand type: tiles are staged in
   shared memory as rows of bytes (64 bytes of K per stage), so the same
   ldmatrix addressing feeds mma.sync m16n8k16 (16-bit operands) and
   m16n8k32 (8-bit operands): their fragments coincide byte for byte.
   KT_MASK selects the operand mode, KT_D the tile shape:
     d 0: 8 warps (2 x 4), warp tile 64 x 32 -> block 128 x 128
     d 1: 4 warps (1 x 4), warp tile 16 x 16 -> block 16 x 64 (small M)
     d 2: sm_90a warpgroup MMA, 2 warpgroups -> block 128 x 256 (modes 0-2)
   Modes: 0 f16 x f16, 1 bf16 x bf16, 2 s8 x s8 (s32 accumulators),
   3..6 fp8 x fp8 (e4m3/e5m2 pairs, sm_89+), 7 bf16 x quantized W,
   8 f16 x quantized W (W decoded to the x type while staged).
   Splits along K (gridDim.z > 1) write raw partial sums; kt_gemm_reduce adds
   them in split order and applies the epilogue. */


typedef ktorch__cu_gemm_args kt_gemm_args; /* shaders/kernel_args.h */

#if KT_D == 2
/* ---- sm_90a: warpgroup MMA, 128 x 256 tiles ---------------------------------
   Two warpgroups of 64 rows each; x and W tiles (128 bytes of K per stage) sit
   in shared memory in the 128-byte-swizzled K-major layout wgmma reads through
   descriptors (row r, 16-byte chunk c at r*128 + ((c ^ (r & 7)) << 4), 8-row
   atoms of 1024 bytes). All 256 threads load with cp.async; the generic-proxy
   writes are fenced to the async proxy before the barrier. One wgmma covers
   32 bytes of K (k32 for s8, k16 for 16-bit operands). The loads of tile
   kt+S-2 go to the slot that wgmma(kt-2) read: every warpgroup waited for it
   (wait_group 1) before the barrier of iteration kt. */
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define KTW_BM 128
#define KTW_BN 256
#define KTW_S KT_STAGES
#define KTW_ESIZE (KT_MASK <= 1 ? 2 : 1)
#define KTW_TILE ((KTW_BM + KTW_BN) * 128)
KT_DEV kt_u64 ktw_desc(kt_u32 addr) {
    /* start >> 4, LBO 16 (unused with the swizzle), SBO 1024, 128-byte swizzle */
    return (kt_u64)((addr & 0x3ffffu) >> 4) | ((kt_u64)1 << 16) | ((kt_u64)(1024 >> 4) << 32) | (1ull << 62);
}
KT_DEV void ktw_store(const kt_gemm_args &a, kt_i64 m, kt_i64 n, ktw_acc acc) {
    float v;
#if KT_MASK == 2
    if (a.y_dtype == 8) {
        ((int *)a.y)[m * a.ldy + n] = acc;
        return;
    }
#endif
    v = (float)acc;
#if KT_MASK == 2
    v = v * ((const float *)a.sx)[a.sx_rows ? m : 0];
    v = v * ((const float *)a.sw)[a.sw_rows ? n : 0];
#endif
    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;
    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);
    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);
}

KT_KERNEL void __launch_bounds__(256, 1) kt_gemm(const kt_gemm_args a) {
    extern __shared__ __align__(16) kt_u8 ktw_smem[];
    const kt_u32 base = (kt_smem_addr(ktw_smem) + 1023u) & ~1023u;
    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), warp = (tid >> KT_WARP_SHIFT) & 3;
    /* blocks run in groups of 16 row blocks, columns fastest inside a group,
       so the x rows and W columns of a wave stay in L2 */
    const kt_i64 nm = (a.M + KTW_BM - 1) / KTW_BM, nn = (a.N + KTW_BN - 1) / KTW_BN, b = blockIdx.x;
    const kt_i64 gfirst = b / (16 * nn) * 16, gsize = nm - gfirst < 16 ? nm - gfirst : 16, in = b % (16 * nn);
    const kt_i64 m0 = (gfirst + in % gsize) * KTW_BM, n0 = (in / gsize) * KTW_BN;
    const kt_i64 kbytes = a.K * KTW_ESIZE;
    const int nk = (int)((kbytes + 127) / 128);
    ktw_acc d[128];
#pragma unroll
    for (int i = 0; i < 128; i++) d[i] = 0;

    auto load = [&](int kt) {
        const kt_u32 sa = base + (kt % KTW_S) * KTW_TILE, sb = sa + KTW_BM * 128;
        const kt_i64 kb = (kt_i64)kt * 128;
#pragma unroll
        for (int i = 0; i < (KTW_BM + KTW_BN) * 8 / 256; i++) {
            int c = tid + i * 256, r = c >> 3, ch = c & 7;
            kt_i64 off = kb + ch * 16;
            if (r < KTW_BM) {
                kt_i64 m = m0 + r;
                int ok = m < a.M && off < kbytes;
                kt_cp_async16(sa + r * 128 + ((ch ^ (r & 7)) << 4), ok ? (const kt_u8 *)a.x + m * a.ldx * KTW_ESIZE + off : (const kt_u8 *)a.x, ok);
            } else {
                int rb = r - KTW_BM;
                kt_i64 n = n0 + rb;
                int ok = n < a.N && off < kbytes;
                kt_cp_async16(sb + rb * 128 + ((ch ^ (rb & 7)) << 4), ok ? (const kt_u8 *)a.w + n * a.ldw * KTW_ESIZE + off : (const kt_u8 *)a.w, ok);
            }
        }
    };
    for (int s = 0; s < KTW_S - 2; s++) {
        if (s < nk) load(s);
        kt_cp_commit();
    }
    for (int kt = 0; kt < nk; kt++) {
        kt_cp_wait_group<KTW_S - 3>();
        kt_fence_async_smem(); /* cp.async writes -> wgmma reads */
        __syncthreads();
        if (kt + KTW_S - 2 < nk) load(kt + KTW_S - 2);
        kt_cp_commit();
        const kt_u32 sa = base + (kt % KTW_S) * KTW_TILE + wg * 64 * 128, sb = base + (kt % KTW_S) * KTW_TILE + KTW_BM * 128;
        ktw_fence();
#pragma unroll
        for (int ks = 0; ks < 4; ks++) ktw_mma(d, ktw_desc(sa + ks * 32), ktw_desc(sb + ks * 32), kt > 0 || ks > 0);
        ktw_commit();
        ktw_wait<1>();
    }
    ktw_wait<0>();
    kt_cp_wait_all();
    /* accumulator layout: n8 block j -> d[4j..4j+3]: rows r, r, r+8, r+8; cols 8j + 2(lane%4) + {0,1} */
    const kt_i64 r0 = m0 + wg * 64 + warp * 16 + (lane >> 2);
#pragma unroll
    for (int j = 0; j < 32; j++)
#pragma unroll
        for (int c = 0; c < 4; c++) {
            kt_i64 m = r0 + 8 * (c >> 1), n = n0 + 8 * j + 2 * (lane & 3) + (c & 1);
            if (m < a.M && n < a.N) ktw_store(a, m, n, d[4 * j + c]);
        }
}
#else
/* other architectures: never launched (the host picks this tile on sm_90a only) */
KT_KERNEL void kt_gemm(const kt_gemm_args a) { (void)a; __trap(); }
#endif
KT_KERNEL void kt_gemm_reduce(const kt_gemm_args a) { (void)a; __trap(); }
#else /* KT_D 0 and 1: mma.sync */
#define KTG_BK 64 /* bytes of K per stage */
#define KTG_RS 80 /* shared row stride: 64 + 16 bytes keeps ldmatrix conflict-free */
#if KT_D == 0
#define KTG_WM 2
#define KTG_WN 4
#define KTG_MT 4
#define KTG_NT 4
#else
#define KTG_WM 1
#define KTG_WN 4
#define KTG_MT 1
#define KTG_NT 2
#endif
#define KTG_THREADS (KT_LANES * KTG_WM * KTG_WN)
#define KTG_BM (KTG_WM * 16 * KTG_MT)
#define KTG_BN (KTG_WN * 8 * KTG_NT)
#define KTG_STAGES KT_STAGES
#define KTG_MODE KT_MASK
#define KTG_QUANT (KTG_MODE >= 7)
#define KTG_INT (KTG_MODE == 2)
#define KTG_ESIZE ((KTG_MODE <= 1 || KTG_QUANT) ? 2 : 1)


/* ---- number formats ---------------------------------------------------- */
KT_DEV float ktg_e2m1(kt_u32 c) {
    kt_u32 a = c & 7u; /* 0 0.5 1 1.5 2 3 4 6 */
    float v = a < 2u ? (float)a * 0.5f : (float)(1u << ((a >> 1) - 1u)) * ((a & 1u) ? 1.5f : 1.0f);
    return (c & 8u) ? -v : v;
}
KT_DEV float ktg_e8m0(kt_u32 c) {
    if (c == 255u) return __uint_as_float(0x7fc00000u);
    if (c == 0u) return __uint_as_float(0x00400000u); /* 2^-127 */
    return __uint_as_float(c << 23);
}

/* ---- tensor-core steps ----------------------------------------------------- */
KT_DEV void ktg_ldsm4(kt_u32 addr, kt_u32 *r) { kt_ldsm_x4(addr, r[0], r[1], r[2], r[3]); }
#if KTG_INT
typedef int ktg_acc;
#else
typedef float ktg_acc;
#endif
/* c[16x8] += a[16 x 32 bytes] b[32 bytes x 8] */
KT_DEV void ktg_mma(ktg_acc *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) {
#if KTG_MODE == 2
    kt_mma_s8(c, a, b0, b1);
#elif KTG_MODE >= 3 && KTG_MODE <= 6
#if KT_HW_F8MMA
    kt_mma_f8<KTG_MODE >= 5, KTG_MODE == 4 || KTG_MODE == 6>(c, a, b0, b1);
#else
    (void)c; (void)a; (void)b0; (void)b1;
    __trap(); /* the host never launches fp8 modes below sm_89 */
#endif
#elif KTG_MODE == 1 || KTG_MODE == 7
    kt_mma_bf16(c, a, b0, b1);
#else
    kt_mma_f16(c, a, b0, b1);
#endif
}

/* ---- quantized W: 8 consecutive elements of one row decoded to 16-bit ---- */
struct ktg_raw {
    kt_u32 lo, hi; /* codes (8 bytes, or 4 bytes of nibbles in lo) */
    kt_u32 sc;     /* raw scale (f32 bits, e8m0 or e4m3 code) */
    int ok;
};
KT_DEV void ktg_qload(const kt_gemm_args &a, kt_i64 n, kt_i64 k0, ktg_raw &r) {
    r.ok = n < a.N && k0 < a.K;
    r.lo = r.hi = r.sc = 0;
    if (!r.ok) return;
    if (a.wfmt == 3 || a.wfmt == 4) {
        r.lo = *(const kt_u32 *)((const kt_u8 *)a.w + (n * a.ldw + k0) / 2);
    } else {
        const kt_u32 *p = (const kt_u32 *)((const kt_u8 *)a.w + n * a.ldw + k0);
        r.lo = p[0];
        r.hi = p[1];
    }
    if (a.wfmt <= 2) {
        kt_i64 si = a.w_block ? n * a.w_nb + k0 / a.w_block : (a.sw_rows ? n : 0);
        r.sc = __float_as_uint(((const float *)a.sw)[si]);
    } else {
        kt_i64 si = n * a.w_nb + k0 / a.w_block;
        r.sc = ((const kt_u8 *)a.sw)[si];
    }
}
KT_DEV void ktg_qstore(const kt_gemm_args &a, const ktg_raw &r, kt_u8 *dst) {
    kt_u32 o[4] = {0u, 0u, 0u, 0u};
    if (r.ok) {
        float s, v[8];
        if (a.wfmt <= 2) s = __uint_as_float(r.sc);
        else if (a.wfmt == 4) s = kt_e4m3_to_f32(r.sc) * (float)a.tscale;
        else s = ktg_e8m0(r.sc);
#pragma unroll
        for (int i = 0; i < 8; i++) {
            kt_u32 c = i < 4 ? (r.lo >> (8 * i)) & 255u : (r.hi >> (8 * (i - 4))) & 255u;
            float d;
            if (a.wfmt == 0) d = (float)(int)(signed char)c;
            else if (a.wfmt == 1 || a.wfmt == 5) d = kt_e4m3_to_f32(c);
            else if (a.wfmt == 2) d = kt_e5m2_to_f32(c);
            else d = ktg_e2m1((r.lo >> (4 * i)) & 15u);
            v[i] = d * s;
        }
#pragma unroll
        for (int i = 0; i < 4; i++) {
#if KTG_MODE == 7
            o[i] = kt_pack2_bf16(v[2 * i], v[2 * i + 1]);
#else
            o[i] = kt_pack2_f16(v[2 * i], v[2 * i + 1]);
#endif
        }
    }
    kt_sts128_b(kt_smem_addr(dst), o[0], o[1], o[2], o[3]);
}

/* ---- epilogue ---------------------------------------------------------------- */
KT_DEV void ktg_store(const kt_gemm_args &a, kt_i64 m, kt_i64 n, ktg_acc acc) {
    float v;
#if KTG_INT
    if (a.y_dtype == 8) {
        ((int *)a.y)[m * a.ldy + n] = acc;
        return;
    }
    v = (float)acc;
#else
    v = acc;
#endif
#if KTG_MODE >= 2 && KTG_MODE <= 6
    v = v * ((const float *)a.sx)[a.sx_rows ? m : 0];
    v = v * ((const float *)a.sw)[a.sw_rows ? n : 0];
#endif
    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;
    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);
    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);
}

KT_KERNEL void __launch_bounds__(KTG_THREADS) kt_gemm(const kt_gemm_args a) {
    extern __shared__ __align__(128) kt_u8 ktg_smem[];
    kt_u8 *sA = ktg_smem, *sB = ktg_smem + KTG_STAGES * KTG_BM * KTG_RS;
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int wm = warp / KTG_WN, wn = warp % KTG_WN;
    const kt_i64 m0 = (kt_i64)blockIdx.y * KTG_BM, n0 = (kt_i64)blockIdx.x * KTG_BN;
    const kt_i64 kbeg = (kt_i64)blockIdx.z * a.k_split;
    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;
    const int KE = KTG_BK / KTG_ESIZE; /* elements of K per stage */
    const int nk = kend > kbeg ? (int)((kend - kbeg + KE - 1) / KE) : 0;
    const kt_i64 kbytes = kend * KTG_ESIZE;
    ktg_acc acc[KTG_MT][KTG_NT][4];
#pragma unroll
    for (int i = 0; i < KTG_MT; i++)
#pragma unroll
        for (int j = 0; j < KTG_NT; j++)
#pragma unroll
            for (int c = 0; c < 4; c++) acc[i][j][c] = 0;

    /* loaders: 16-byte chunks, 4 per row of a stage */
    auto load_a = [&](int kt, int st) {
        kt_i64 kb = (kbeg + (kt_i64)kt * KE) * KTG_ESIZE;
        for (int c = tid; c < KTG_BM * 4; c += KTG_THREADS) {
            int r = c >> 2, q = c & 3;
            kt_i64 m = m0 + r, off = kb + q * 16;
            int ok = m < a.M && off < kbytes;
            const kt_u8 *src = ok ? (const kt_u8 *)a.x + m * a.ldx * KTG_ESIZE + off : (const kt_u8 *)a.x;
            kt_cp_async16(kt_smem_addr(sA + (st * KTG_BM + r) * KTG_RS + q * 16), src, ok);
        }
    };
#if !KTG_QUANT
    auto load_b = [&](int kt, int st) {
        kt_i64 kb = (kbeg + (kt_i64)kt * KE) * KTG_ESIZE;
        for (int c = tid; c < KTG_BN * 4; c += KTG_THREADS) {
            int r = c >> 2, q = c & 3;
            kt_i64 n = n0 + r, off = kb + q * 16;
            int ok = n < a.N && off < kbytes;
            const kt_u8 *src = ok ? (const kt_u8 *)a.w + n * a.ldw * KTG_ESIZE + off : (const kt_u8 *)a.w;
            kt_cp_async16(kt_smem_addr(sB + (st * KTG_BN + r) * KTG_RS + q * 16), src, ok);
        }
    };
#else
#define KTG_QCH ((KTG_BN * 4 + KTG_THREADS - 1) / KTG_THREADS)
    ktg_raw raw[KTG_QCH];
    auto qload = [&](int kt) {
        kt_i64 k0 = kbeg + (kt_i64)kt * KE;
#pragma unroll
        for (int i = 0; i < KTG_QCH; i++) {
            int c = tid + i * KTG_THREADS, r = c >> 2, q = c & 3;
            kt_i64 kk = k0 + q * 8;
            raw[i].ok = 0;
            if (c < KTG_BN * 4) ktg_qload(a, n0 + r, kk < kend ? kk : a.K, raw[i]);
        }
    };
    auto qstore = [&](int st) {
#pragma unroll
        for (int i = 0; i < KTG_QCH; i++) {
            int c = tid + i * KTG_THREADS, r = c >> 2, q = c & 3;
            if (c < KTG_BN * 4) ktg_qstore(a, raw[i], sB + (st * KTG_BN + r) * KTG_RS + q * 16);
        }
    };
#endif

    for (int s = 0; s < KTG_STAGES - 1; s++) {
        if (s < nk) {
            load_a(s, s);
#if !KTG_QUANT
            load_b(s, s);
#else
            qload(s);
            qstore(s);
#endif
        }
        kt_cp_commit();
    }
    for (int kt = 0; kt < nk; kt++) {
        const int st = kt % KTG_STAGES, pre = kt + KTG_STAGES - 1;
        kt_cp_wait_group<KTG_STAGES - 2>();
        __syncthreads();
        if (pre < nk) {
            load_a(pre, pre % KTG_STAGES);
#if !KTG_QUANT
            load_b(pre, pre % KTG_STAGES);
#else
            qload(pre); /* global loads in flight during the MMAs below */
#endif
        }
        kt_cp_commit();
        const kt_u32 baseA = kt_smem_addr(sA + st * KTG_BM * KTG_RS), baseB = kt_smem_addr(sB + st * KTG_BN * KTG_RS);
#pragma unroll
        for (int ks = 0; ks < KTG_BK / 32; ks++) {
            kt_u32 af[KTG_MT][4], bf[KTG_NT][2];
#pragma unroll
            for (int i = 0; i < KTG_MT; i++) {
                int row = wm * 16 * KTG_MT + i * 16 + (lane & 7) + 8 * ((lane >> 3) & 1);
                ktg_ldsm4(baseA + row * KTG_RS + ks * 32 + 16 * (lane >> 4), af[i]);
            }
#pragma unroll
            for (int j = 0; j < KTG_NT; j += 2) {
                kt_u32 r[4];
                int row = wn * 8 * KTG_NT + j * 8 + (lane & 7) + 8 * (lane >> 4);
                ktg_ldsm4(baseB + row * KTG_RS + ks * 32 + 16 * ((lane >> 3) & 1), r);
                bf[j][0] = r[0];
                bf[j][1] = r[1];
                bf[j + 1][0] = r[2];
                bf[j + 1][1] = r[3];
            }
#pragma unroll
            for (int i = 0; i < KTG_MT; i++)
#pragma unroll
                for (int j = 0; j < KTG_NT; j++) ktg_mma(acc[i][j], af[i], bf[j][0], bf[j][1]);
        }
#if KTG_QUANT
        if (pre < nk) qstore(pre % KTG_STAGES); /* that slot was last read in iteration kt-1 */
#endif
    }
    kt_cp_wait_all();

    /* c0,c1: row lane/4, cols 2*(lane%4)+{0,1}; c2,c3: row +8 */
#pragma unroll
    for (int i = 0; i < KTG_MT; i++)
#pragma unroll
        for (int j = 0; j < KTG_NT; j++)
#pragma unroll
            for (int c = 0; c < 4; c++) {
                kt_i64 m = m0 + wm * 16 * KTG_MT + i * 16 + (lane >> 2) + 8 * (c >> 1);
                kt_i64 n = n0 + wn * 8 * KTG_NT + j * 8 + 2 * (lane & 3) + (c & 1);
                if (m >= a.M || n >= a.N) continue;
                if (gridDim.z > 1) {
                    kt_i64 idx = ((kt_i64)blockIdx.z * a.M + m) * a.N + n;
                    ((ktg_acc *)a.part)[idx] = acc[i][j][c];
                } else {
                    ktg_store(a, m, n, acc[i][j][c]);
                }
            }
}

/* Sum of the split partials in split order, then the epilogue. */
KT_KERNEL void kt_gemm_reduce(const kt_gemm_args a) {
    kt_i64 total = a.M * a.N, splits = (a.K + a.k_split - 1) / a.k_split;
    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < total; idx += (kt_i64)gridDim.x * blockDim.x) {
        ktg_acc s = 0;
        for (kt_i64 z = 0; z < splits; z++) s += ((const ktg_acc *)a.part)[z * total + idx];
        ktg_store(a, idx / a.N, idx % a.N, s);
    }
}
#endif /* KT_D */
