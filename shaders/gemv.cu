/* Skinny products y[M,N] = x[M,K] W[N,K]^T with quantized W and M <= 16 (kind 10;
   f32 W is kind 16, the first block below).
   Decode is bound by the bytes of W, so the inner loop spends as few
   instructions per weight as it can: W codes become EXACT 16-bit operands of
   x's type (bit placement and magic-number tricks, no per-element scale), a
   tile of 16 W rows is the A operand of mma.sync m16n8k16 and 8 x rows the
   B operand (a second product for rows 8..15 when M > 8), and the scales
   multiply the f32 sums: one FMA per accumulator per scale block, or one
   per output for per-row scales.
   Every k16 product stays inside one scale block. A lane (g, t) of a quad
   holds W rows g and g + 8 of the tile; for each product it takes four
   elements of a run of four consecutive elements of its unit, paired as
   (0, 2) in slots {2t, 2t+1} and (1, 3) in slots {2t+8, 2t+9}, and the x
   pairs follow the same order. A lane's unit: 16 consecutive elements at
   16t of a 64-element chunk (int8 / fp8, four products), 8 at 8t of a
   32-element block (the other formats, two products), or for q4_0 and nvfp4
   the runs 4t..4t+3 and 16+4t..16+4t+3 (q4_0's low and high nibbles of
   bytes 4t..4t+3; nvfp4's two blocks of 16).
   The KT_WARPS warps of a block share KT_MT tiles and take turns over groups
   of KT_STAGES consecutive chunks; the next group's loads are issued before
   the current one's math; partial sums are added in warp order. gridDim.y > 1
   splits K: raw sums go to a.part and kt_gemv_reduce adds them in split order.
   KT_MASK is the W format: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4,
   4 nvfp4, 5 mxfp8_e4m3, 6 mxfp8_e5m2, 7 mxfp6_e2m3, 8 mxfp6_e3m2,
   9 mxint8, 10 q8_0, 11 q4_0 (ktorch__cu_gemv_fmt). KT_DTYPE: x f16 (0)
   or bf16 (1). int8 / fp8 with per-group scales (sw_mode 2, groups of any
   multiple of 8) keep the per-element route: code * scale rounded once to
   x's type, as in gemm.cu. */

typedef ktorch__cu_gemv_args kt_gemv_args; /* shaders/kernel_args.h */

KT_DEV void ktv_store(const kt_gemv_args &a, kt_i64 m, kt_i64 n, float v) {
    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;
    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);
    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);
}

#if KT_KIND == 16
/* f32 W at M <= 16 (kind 16): y = x W^T with x and W f32, in f32 FMAs.
   Each warp takes KTF_R consecutive rows of W and every warp of a block
   the same range of K, so the block's warps read the same x elements at
   about the same time (L1 hits; W's loads do not allocate in L1). A step
   is 4 KT_LANES elements: a lane reads 16 bytes of each of its rows and
   the x quad at the same k of each x row, one accumulator per (row, x
   row); KTF_U steps form a group, whose W loads are issued before the
   previous group's FMAs. Launch shapes 3 and 4 (KTF_XS) read x from shared
   memory instead: the block copies chunks of KTF_XC elements of every x
   row there with cp.async, the next chunk in flight while the current one
   is used, so the x loads of many x rows do not wait on L2. Sums in a
   fixed order: a lane's elements in k
   order, then the lanes by a halving exchange, then (gridDim.y > 1) the
   splits in order (kt_gemv_reduce). a.ldw counts elements here. KT_MASK:
   the x rows the accumulators cover (a.M at most; rows from a.M on are
   skipped). */
#define KTF_M KT_MASK           /* 1, 2, 4, 8 or 16 */
#define KTF_R KT_MT             /* W rows a warp */
#define KTF_U KT_STAGES         /* steps a group */
#define KTF_STEP (4 * KT_LANES) /* elements a step */
#define KTF_NV (KTF_R * KTF_M)  /* a lane's accumulators */
#define KTF_XS KT_BN            /* 1: x staged in shared memory */
#define KTF_XC 256              /* elements of a staged chunk of an x row */
static_assert((KTF_NV & (KTF_NV - 1)) == 0, "the halving exchange takes a power of two");
static_assert(KTF_XC % (KTF_U * KTF_STEP) == 0, "a chunk holds whole groups");

/* 4 f32 at p[0..3] (16-byte aligned); only those below `left` where fewer
   remain, zeros for the others. */
template <bool NA> KT_DEV void ktf_quad(const float *p, kt_i64 left, float *v) {
    if (left >= 4) {
        const uint4 u = NA ? kt_ldg_na((const uint4 *)p) : __ldg((const uint4 *)p);
        v[0] = __uint_as_float(u.x);
        v[1] = __uint_as_float(u.y);
        v[2] = __uint_as_float(u.z);
        v[3] = __uint_as_float(u.w);
    } else {
#pragma unroll
        for (int e = 0; e < 4; e++) v[e] = e < left ? __ldg(p + e) : 0.0f;
    }
}

/* Halving exchange of a lane's NV sums over the lanes, offsets O, O / 2,
   ..., 1: at offset o a lane keeps half of its sums (the upper half where
   its bit o is set) and adds the partner's copy of that half; once one sum
   is left, plain exchanges. A lane ends with max(NV / 2O, 1) sums, from
   index `base`. */
template <int O> struct ktf_off {}; /* the offset, as a type */
template <int NV> KT_DEV void ktf_sum(float *, int, int &, ktf_off<0>) {}
template <int NV, int O> KT_DEV void ktf_sum(float *v, int lane, int &base, ktf_off<O>) {
    const bool up = (lane & O) != 0;
    if (NV > 1) {
#pragma unroll
        for (int i = 0; i < NV / 2; i++) {
            const float lo = v[i], hi = v[i + NV / 2];
            v[i] = (up ? hi : lo) + kt_shfl_xor(up ? lo : hi, O);
        }
        if (up) base += NV / 2;
    } else {
        v[0] += kt_shfl_xor(v[0], O);
    }
    ktf_sum<(NV > 1 ? NV / 2 : 1)>(v, lane, base, ktf_off<O / 2>());
}

KT_KERNEL void __launch_bounds__(KT_WARPS * KT_LANES, 1) kt_gemv_f32(const kt_gemv_args a) {
    const int lane = threadIdx.x & (KT_LANES - 1), warp = threadIdx.x >> KT_LANES_SHIFT;
    const kt_i64 n0 = ((kt_i64)blockIdx.x * KT_WARPS + warp) * KTF_R;
    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;
    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;
    const kt_i64 G = KTF_U * KTF_STEP, ng = kend > kbeg ? (kend - kbeg + G - 1) / G : 0;
    const float *const x = (const float *)a.x;
    /* the warp's rows: past N, the last row (read, never stored) */
    const float *wr[KTF_R];
#pragma unroll
    for (int r = 0; r < KTF_R; r++) wr[r] = (const float *)a.w + (n0 + r < a.N ? n0 + r : a.N - 1) * a.ldw;
    float acc[KTF_R][KTF_M], cur[KTF_U][KTF_R][4], nxt[KTF_U][KTF_R][4];
#pragma unroll
    for (int r = 0; r < KTF_R; r++)
#pragma unroll
        for (int m = 0; m < KTF_M; m++) acc[r][m] = 0.0f;
    /* group gi's W quads into nxt; the last group of a split reads only
       below kend (zeros past it) */
    auto load = [&](kt_i64 gi) {
        const kt_i64 k0 = kbeg + gi * G + 4 * lane;
        const bool whole = kbeg + (gi + 1) * G <= kend; /* the same for the whole block */
#pragma unroll
        for (int u = 0; u < KTF_U; u++)
#pragma unroll
            for (int r = 0; r < KTF_R; r++) ktf_quad<true>(wr[r] + k0 + u * KTF_STEP, whole ? 4 : kend - (k0 + u * KTF_STEP), nxt[u][r]);
    };
#if KTF_XS
    /* chunk c of every x row into xs[c & 1] (zeros past kend and for rows
       from a.M on); one commit group a chunk, empty past the last */
    __shared__ uint4 xs_v[2 * KTF_M * KTF_XC / 4];
    float *const xs = (float *)xs_v; /* [2][KTF_M][KTF_XC] */
    const kt_i64 CG = KTF_XC / G, nxc = (kend - kbeg + KTF_XC - 1) / KTF_XC;
    auto stage = [&](kt_i64 c) {
        if (c < nxc) {
            for (int q = threadIdx.x; q < KTF_M * KTF_XC / 4; q += KT_WARPS * KT_LANES) {
                const int m = q / (KTF_XC / 4), e = 4 * (q % (KTF_XC / 4));
                const kt_i64 k = kbeg + c * KTF_XC + e, left = m < a.M ? kend - k : 0;
                kt_cp_async16n(kt_smem_addr(xs + ((c & 1) * KTF_M + m) * KTF_XC + e), left > 0 ? x + m * a.ldx + k : x, left >= 4 ? 16 : left > 0 ? 4 * (int)left : 0);
            }
        }
        kt_cp_commit();
    };
    stage(0);
    stage(1);
#endif
    if (ng > 0) load(0);
    for (kt_i64 gi = 0; gi < ng; gi++) {
#pragma unroll
        for (int u = 0; u < KTF_U; u++)
#pragma unroll
            for (int r = 0; r < KTF_R; r++)
#pragma unroll
                for (int e = 0; e < 4; e++) cur[u][r][e] = nxt[u][r][e];
        if (gi + 1 < ng) load(gi + 1);
#if KTF_XS
        if (gi % CG == 0) { /* chunk gi / CG landed for every thread */
            kt_cp_wait_group<1>();
            __syncthreads();
        }
        const float *const xc = xs + ((gi / CG) & 1) * KTF_M * KTF_XC + (gi % CG) * G;
#endif
        const bool whole = kbeg + (gi + 1) * G <= kend;
#pragma unroll
        for (int u = 0; u < KTF_U; u++) {
            const kt_i64 k = kbeg + gi * G + u * KTF_STEP + 4 * lane;
#pragma unroll
            for (int m = 0; m < KTF_M; m++) {
                float xv[4];
                if (m >= a.M) continue; /* the same for the whole block */
#if KTF_XS
                {
                    const uint4 q = *(const uint4 *)(xc + m * KTF_XC + u * KTF_STEP + 4 * lane);
                    xv[0] = __uint_as_float(q.x);
                    xv[1] = __uint_as_float(q.y);
                    xv[2] = __uint_as_float(q.z);
                    xv[3] = __uint_as_float(q.w);
                }
                (void)k;
                (void)whole;
#else
                ktf_quad<false>(x + m * a.ldx + k, whole ? 4 : kend - k, xv);
#endif
#pragma unroll
                for (int r = 0; r < KTF_R; r++)
#pragma unroll
                    for (int e = 0; e < 4; e++) acc[r][m] = fmaf(cur[u][r][e], xv[e], acc[r][m]);
            }
        }
#if KTF_XS
        if (gi % CG == CG - 1 || gi + 1 == ng) { /* every warp is done with the chunk's buffer: refill it */
            __syncthreads();
            stage(gi / CG + 2);
        }
#endif
    }
    float v[KTF_NV];
#pragma unroll
    for (int r = 0; r < KTF_R; r++)
#pragma unroll
        for (int m = 0; m < KTF_M; m++) v[r * KTF_M + m] = acc[r][m];
    int base = 0;
    ktf_sum<KTF_NV>(v, lane, base, ktf_off<KT_LANES / 2>());
    {
        const int cnt = KTF_NV >= KT_LANES ? KTF_NV / KT_LANES : 1, dup = KTF_NV >= KT_LANES ? 1 : KT_LANES / KTF_NV;
        if ((lane & (dup - 1)) != 0) return; /* the same sums as a lower lane */
#pragma unroll
        for (int j = 0; j < cnt; j++) {
            const int idx = base + j, m = idx % KTF_M;
            const kt_i64 n = n0 + idx / KTF_M;
            if (m >= a.M || n >= a.N) continue;
            if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = v[j];
            else ktv_store(a, m, n, v[j]);
        }
    }
}
#else

#define KTV_F KT_MASK
#define KTV_NT KT_MT         /* 16-row tiles per warp */
#define KTV_WARPS KT_WARPS   /* warps per block, sharing the rows */
#define KTV_U KT_STAGES      /* consecutive chunks per group */
#define KTV_ROW8 (KTV_F <= 2) /* int8 / fp8: per-tensor, per-row or per-group scales */
#define KTV_E (KTV_ROW8 ? 16 : 8) /* elements per lane and chunk; a chunk is 4 KTV_E */
#define KTV_P (KTV_E / 4)         /* k16 products per chunk */
/* launch shapes 19 and 21 pair q8_0 and q4_0 codes as x lies in memory, (0, 1) and (2, 3) of a run of
   four, so that x's pairs need no byte permute (the others: (0, 2) and (1, 3)) */
#define KTV_NAT ((KT_D == 19 || KT_D == 21) && (KTV_F == 10 || KTV_F == 11))
#define KTV_SEG (KTV_F == 4 ? 2 : 1) /* scale blocks per chunk */
/* words a lane loads per row and chunk: codes, then the scale */
#define KTV_RW (KTV_ROW8 || KTV_F == 10 ? 4 : KTV_F == 3 ? 2 : 3)

/* the lane groups of a hardware wave run the same steps (kt_gemv's loop) */
static_assert(KTV_WARPS % KT_WAVE_GROUPS == 0, "a block holds whole waves");
#if KT_DTYPE == 1
KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_bf16(c, a, b0, b1); }
KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_bf16(lo, hi); }
KT_DEV kt_u32 ktv_fma2(kt_u32 a, kt_u32 b, kt_u32 c) { return kt_fma2_bf16(a, b, c); }
#define KTV_ONE 0x3F803F80u
#else
KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_f16(c, a, b0, b1); }
KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_f16(lo, hi); }
KT_DEV kt_u32 ktv_fma2(kt_u32 a, kt_u32 b, kt_u32 c) { return kt_fma2_f16(a, b, c); }
#define KTV_ONE 0x3C003C00u
#endif
#define KTV_NZERO 0x80008000u /* -0 pairs: a * b + -0 is the exact product */

/* bits [s, s+32) of hi:lo, s in 0..31 */
KT_DEV kt_u32 ktv_fsr(kt_u32 lo, kt_u32 hi, int s) { return s ? (lo >> s) | (hi << (32 - s)) : lo; }
/* E8M0 (c in 0..255) as f32 without branches: 0 is 2^-127 (0x00400000),
   255 NaN (0x7fc00000), the others c << 23 */
KT_DEV float ktv_e8m0(kt_u32 c) { return __uint_as_float((c << 23) | (((c + 1u) & 0xFEu) ? 0u : 0x00400000u)); }

/* Launch shapes 2, 3, 5-7 and 8-11 for int8 / fp8: W's read-only loads do not allocate in L1,
   which keeps x (read again by every warp) there; shapes 4, 12 and 13 read
   their rings in shared memory; the others: plain __ldg. */
#if KT_D == 2 || KT_D == 3 || (KT_D >= 5 && KT_D <= 7) || (KT_D >= 8 && KT_D <= 11 && KTV_ROW8)
#define ktv_ldg kt_ldg_na
#elif KT_D == 4 || (KT_D >= 12 && KT_D <= 14) || KT_D == 19 || KT_D == 21
template <typename T> KT_DEV T ktv_ldg(const T *p) { return *p; }
#else
template <typename T> KT_DEV T ktv_ldg(const T *p) { return __ldg(p); }
#endif
/* W bytes of a row per chunk */
#define KTV_RB (KTV_ROW8 ? 64 : KTV_F == 3 || KTV_F == 4 ? 16 : KTV_F == 7 || KTV_F == 8 ? 24 : KTV_F == 10 ? 34 : KTV_F == 11 ? 18 : 32)
#define KTV_HAS_SB (KTV_F >= 3 && KTV_F <= 9)   /* block scales apart from the codes */
#define KTV_SB (KTV_HAS_SB ? (KTV_F == 4 ? 2 : 1) : 0) /* their bytes a chunk */
/* Shape 3 also asks L2 for each warp's group KTV_PF groups ahead of the
   one its registers wait for, so the block's rows are fetched about 4 KB
   ahead of their use whatever the registers hold: the register loads then
   wait for L2, not for memory. */
#define KTV_PF (KT_D == 3 ? (4096 + KTV_WARPS * KTV_U * KTV_RB - 1) / (KTV_WARPS * KTV_U * KTV_RB) : 0)
/* Shape 4 streams the block's 16 rows through a ring of KTV_RING stages in
   shared memory: a stage is KTV_SCH chunks of every row (a group a warp),
   copied by all threads in 16-byte cp.async pieces from the 16-byte
   boundary at or below the stage's first byte (so a slot keeps the bytes'
   places modulo 16 and ktv_load reads it as it reads W), the separate block
   scales the same way; KTV_RING - 1 stages are in flight while one is
   decoded, whatever the registers hold. */
#define KTV_RING (KT_D == 4 ? 4 : 0)
#define KTV_SCH (KTV_WARPS * KTV_U)
#define KTV_SROW ((KTV_SCH * KTV_RB + 15) / 16 * 16 + 16)        /* a row's slot, bytes */
#define KTV_SSC (KTV_HAS_SB ? (KTV_SCH * KTV_SB + 15) / 16 * 16 + 16 : 16) /* a row's scale slot */
#define KTV_TPR (KTV_WARPS * KT_LANES / 16)                       /* threads copying a row */

/* Loads the lane's share of chunk kc (counted from the row's start: 64
   elements for int8 / fp8, else 32) of a row (codes at w, its scales at sw)
   into r. */
KT_DEV void ktv_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 kc, int t, kt_u32 *r) {
    (void)sw;
#if KTV_ROW8
    const uint4 v = ktv_ldg((const uint4 *)(w + kc * 64 + 16 * t));
    r[0] = v.x;
    r[1] = v.y;
    r[2] = v.z;
    r[3] = v.w;
#elif KTV_F == 3
    r[0] = ktv_ldg((const kt_u32 *)(w + kc * 16 + 4 * t));
    r[1] = ktv_ldg(sw + kc);
#elif KTV_F == 4
    r[0] = ktv_ldg((const kt_u16 *)(w + kc * 16 + 2 * t));
    r[1] = ktv_ldg((const kt_u16 *)(w + kc * 16 + 8 + 2 * t));
    r[2] = ktv_ldg((const kt_u16 *)(sw + kc * 2)); /* both blocks' scales */
#elif KTV_F == 7 || KTV_F == 8
    /* the lane's 6 bytes at 6t of the 24-byte block, from the aligned word below */
    const kt_u8 *const b = w + kc * 24 + 6 * t;
    const kt_u32 *p = (const kt_u32 *)(b - ((kt_u64)b & 3u)); /* (keeps the pointer's space: shared loads in the rings) */
    r[0] = ktv_ldg(p);
    r[1] = ktv_ldg(p + 1);
    r[2] = ktv_ldg(sw + kc);
#elif KTV_F == 10 || KTV_F == 11
    /* ggml blocks (an f16 scale, then the codes) start at even bytes: the
       lane's 8 (q8_0) or 4 (q4_0) code bytes from the aligned word below, the
       last piece only as far as they reach */
    const kt_u8 *blk = w + kc * (KTV_F == 10 ? 34 : 18), *o = blk + 2 + (KTV_F == 10 ? 8 : 4) * t;
    const kt_u32 *p = (const kt_u32 *)(o - ((kt_u64)o & 3u));
    const bool odd = ((kt_u64)o & 3u) != 0;
    r[0] = ktv_ldg(p);
#if KTV_F == 10
    r[1] = ktv_ldg(p + 1);
    r[2] = odd ? (kt_u32)ktv_ldg((const kt_u16 *)(p + 2)) : 0u;
    r[3] = ktv_ldg((const kt_u16 *)blk);
#else
    r[1] = odd ? (kt_u32)ktv_ldg((const kt_u16 *)(p + 1)) : 0u;
    r[2] = ktv_ldg((const kt_u16 *)blk);
#endif
#else /* 5, 6, 9: 8 bytes at 8t of the block, its E8M0 scale */
    const uint2 v = ktv_ldg((const uint2 *)(w + kc * 32 + 8 * t));
    r[0] = v.x;
    r[1] = v.y;
    r[2] = ktv_ldg(sw + kc);
#endif
}

/* Four 8-bit codes (one product's run) as the pairs (0, 2) and (1, 3) of x's type. */
KT_DEV void ktv_codes8(kt_u32 w, kt_u32 &p0, kt_u32 &p1) {
#if KTV_F == 0 || KTV_F == 9 || KTV_F == 10 /* int8 */
#if KT_DTYPE == 1
    /* u = c ^ 128 under bf16 0x43: 128 + u for u < 128, else 2u (the
       exponent's low bit): c = h - 256, or h / 2 - 128, exact */
    const kt_u32 u = w ^ 0x80808080u, h0 = kt_prmt(u, 0x43434343u, KTV_NAT ? 0x4140u : 0x4240u),
                 h1 = kt_prmt(u, 0x43434343u, KTV_NAT ? 0x4342u : 0x4341u);
    p0 = ktv_fma2(h0, (h0 & 0x00800080u) ^ 0x3F803F80u, (h0 & 0x00800080u) ^ 0xC380C380u);
    p1 = ktv_fma2(h1, (h1 & 0x00800080u) ^ 0x3F803F80u, (h1 & 0x00800080u) ^ 0xC380C380u);
#else
    /* f16 1024 + (c ^ 128), less 1152 */
    const kt_u32 u = w ^ 0x80808080u;
    p0 = ktv_fma2(kt_prmt(u, 0x64646464u, KTV_NAT ? 0x4140u : 0x4240u), KTV_ONE, 0xE480E480u);
    p1 = ktv_fma2(kt_prmt(u, 0x64646464u, KTV_NAT ? 0x4342u : 0x4341u), KTV_ONE, 0xE480E480u);
#endif
#else
    /* fp8: sign to bit 15, exponent and mantissa below it with the mantissa
       aligned to x's type; the value times 2^-(bias difference), made exact
       by one multiply (subnormal codes land on subnormals) */
#if KTV_F == 2 || KTV_F == 6
#define KTV_F8SH (KT_DTYPE == 1 ? 5 : 8) /* e5m2 */
#define KTV_F8MUL (KT_DTYPE == 1 ? 0x77807780u : 0u) /* 2^112 */
#else
#define KTV_F8SH (KT_DTYPE == 1 ? 4 : 7) /* e4m3 */
#define KTV_F8MUL (KT_DTYPE == 1 ? 0x7B807B80u : 0x5C005C00u) /* 2^120, 2^8 */
#endif
    const kt_u32 m = (0x7Fu << KTV_F8SH) * 0x10001u;
    p0 = ((w << KTV_F8SH) & m) | ((w << 8) & 0x80008000u);
    p1 = ((w >> (8 - KTV_F8SH)) & m) | (w & 0x80008000u);
#if KTV_F8MUL
    p0 = ktv_fma2(p0, KTV_F8MUL, KTV_NZERO);
    p1 = ktv_fma2(p1, KTV_F8MUL, KTV_NZERO);
#endif
#undef KTV_F8SH
#undef KTV_F8MUL
#endif
}

/* Eight 4-bit codes, nibble i paired with nibble i + 4, into q[0..3]. e2m1:
   the nibble's sign to bit 15 and its 3 magnitude bits below the exponent's
   low bits, then one multiply by 2^(bias difference); q4_0: 1024 + c (f16)
   or 128 + c (bf16) less the same plus 8, the bytes' low and high nibbles
   masked once each and every pair's two codes put under the exponent byte
   by one byte permute. */
KT_DEV void ktv_codes4(kt_u32 w, kt_u32 *q) {
#if KTV_F == 11
    const kt_u32 lo = w & 0x0F0F0F0Fu, hi = (w >> 4) & 0x0F0F0F0Fu, e = KT_DTYPE == 1 ? 0x43434343u : 0x64646464u;
    const kt_u32 bias = KT_DTYPE == 1 ? 0xC308C308u : 0xE408E408u;
    /* (the exponent bytes first: the selector stays an immediate) */
    q[0] = ktv_fma2(kt_prmt(e, lo, KTV_NAT ? 0x0504u : 0x0604u), KTV_ONE, bias); /* nibbles 0 and 4: bytes 0 and 2, low */
    q[1] = ktv_fma2(kt_prmt(e, hi, KTV_NAT ? 0x0504u : 0x0604u), KTV_ONE, bias); /* 1 and 5: bytes 0 and 2, high */
    q[2] = ktv_fma2(kt_prmt(e, lo, KTV_NAT ? 0x0706u : 0x0705u), KTV_ONE, bias); /* 2 and 6: bytes 1 and 3, low */
    q[3] = ktv_fma2(kt_prmt(e, hi, KTV_NAT ? 0x0706u : 0x0705u), KTV_ONE, bias); /* 3 and 7: bytes 1 and 3, high */
    /* (KTV_NAT: bytes 0 and 1, 2 and 3 of the low nibbles in q[0] and q[2], of the high ones in q[1] and q[3]) */
#else
#pragma unroll
    for (int i = 0; i < 4; i++) {
        const kt_u32 u = (w << (12 - 4 * i)) & 0xF000F000u;
#if KT_DTYPE == 1
        q[i] = ktv_fma2((u | (u >> 6)) & 0x81C081C0u, 0x7E807E80u, KTV_NZERO); /* 2^126 */
#else
        q[i] = ktv_fma2((u | (u >> 3)) & 0x8E008E00u, 0x74007400u, KTV_NZERO); /* 2^14 */
#endif
    }
#endif
}

/* fp6 codes e0, e1 of the lane's 48 bits (lo, hi: from bit 0) as a pair of
   x's type: sign to bit 15, exponent and mantissa below it with the mantissa
   aligned, then one multiply by 2^(bias difference), as ktv_codes8 */
#define KTV_F6SH (KTV_F == 7 ? (KT_DTYPE == 1 ? 4 : 7) : (KT_DTYPE == 1 ? 5 : 8))
#define KTV_F6MUL (KTV_F == 7 ? (KT_DTYPE == 1 ? 0x7E807E80u : 0x74007400u) : (KT_DTYPE == 1 ? 0x7D807D80u : 0x6C006C00u))
KT_DEV kt_u32 ktv_f6x2(kt_u32 lo, kt_u32 hi, int e0, int e1) {
    const kt_u32 c0 = (6 * e0 < 32 ? ktv_fsr(lo, hi, 6 * e0) : hi >> (6 * e0 - 32)) & 63u;
    const kt_u32 c1 = (6 * e1 < 32 ? ktv_fsr(lo, hi, 6 * e1) : hi >> (6 * e1 - 32)) & 63u;
    const kt_u32 h = ((c0 | (c1 << 16)) << KTV_F6SH) & (31u << KTV_F6SH) * 0x10001u;
    return ktv_fma2(h | (((c0 | (c1 << 16)) << 10) & 0x80008000u), KTV_F6MUL, KTV_NZERO);
}
#undef KTV_F6SH
#undef KTV_F6MUL

/* The lane's chunk of one row as exact pairs p[2 KTV_P] (product j: p[2j]
   elements (0, 2) of its run, p[2j + 1] elements (1, 3)) and the scales of
   its blocks. int8 / fp8 with groups: code * group scale, rounded once. */
KT_DEV void ktv_decode(const kt_gemv_args &a, const kt_u8 *w, const float *sw, kt_i64 k, int t, const kt_u32 *r, kt_u32 *p, float *s) {
    (void)a;
    (void)w;
    (void)sw;
    (void)k;
    (void)t;
#if KTV_ROW8
    if (KT_D < 19 && a.sw_mode == 2) { /* (launch shapes 19 and 21 do not take per-group scales) */
        const kt_i64 k0 = k + 16 * t;
#pragma unroll
        for (int j = 0; j < 4; j++) {
            const float sc = __ldg(sw + (k0 + 4 * j) / a.w_block);
            float v[4];
#pragma unroll
            for (int e = 0; e < 4; e++) {
                const kt_u32 c = (r[j] >> (8 * e)) & 255u;
#if KTV_F == 0
                v[e] = (float)(int)(signed char)c * sc;
#elif KTV_F == 1
                v[e] = kt_e4m3_to_f32(c) * sc;
#else
                v[e] = kt_h_to_f32((kt_u16)(c << 8)) * sc; /* e5m2: an f16's top byte */
#endif
            }
            p[2 * j] = ktv_pack(v[0], v[2]);
            p[2 * j + 1] = ktv_pack(v[1], v[3]);
        }
    } else {
#pragma unroll
        for (int j = 0; j < 4; j++) ktv_codes8(r[j], p[2 * j], p[2 * j + 1]);
    }
    s[0] = 1.0f;
#elif KTV_F == 3 || KTV_F == 4 || KTV_F == 11
    kt_u32 q[4];
#if KTV_F == 3
    ktv_codes4(kt_prmt(r[0], 0u, 0x3120u), q); /* elements 0-3 and 4-7 in separate halves */
    p[0] = q[0];
    p[1] = q[1];
    p[2] = q[2];
    p[3] = q[3];
    s[0] = ktv_e8m0(r[1]);
#elif KTV_F == 4
    ktv_codes4(kt_prmt(r[0], r[1], 0x5140u), q); /* block 0's bytes and block 1's, interleaved */
    p[0] = q[0];
    p[1] = q[1];
    p[2] = q[2];
    p[3] = q[3];
    /* E4M3 scales placed in f32 are the value times 2^-120 (subnormals too), times 2^120 exactly */
    s[0] = __uint_as_float(((r[2] & 0x80u) << 24) | ((r[2] & 0x7Fu) << 20)) * __uint_as_float(0x7B800000u) * a.tscale;
    s[1] = __uint_as_float(((r[2] & 0x8000u) << 16) | ((r[2] & 0x7F00u) << 12)) * __uint_as_float(0x7B800000u) * a.tscale;
#else
    ktv_codes4(((kt_u64)w + (k >> 5) * 18) & 2u ? r[0] : ktv_fsr(r[0], r[1], 16), q); /* codes at an odd word half */
    p[0] = q[0]; /* low nibbles: elements 4t.. */
    p[1] = q[2];
    p[2] = q[1]; /* high nibbles: 16 + 4t.. */
    p[3] = q[3];
    s[0] = kt_h_to_f32((kt_u16)r[2]);
#endif
#elif KTV_F == 7 || KTV_F == 8
    const int sh = (int)(((kt_u64)w + (k >> 5) * 24 + 6 * t) & 3u) * 8; /* 0 or 16 */
    const kt_u32 lo = ktv_fsr(r[0], r[1], sh), hi = r[1] >> sh;
#pragma unroll
    for (int j = 0; j < 2; j++) {
        p[2 * j] = ktv_f6x2(lo, hi, 4 * j, 4 * j + 2);
        p[2 * j + 1] = ktv_f6x2(lo, hi, 4 * j + 1, 4 * j + 3);
    }
    s[0] = ktv_e8m0(r[2]);
#elif KTV_F == 10
    const bool odd = (((kt_u64)w + (k >> 5) * 34) & 2u) == 0;
    ktv_codes8(odd ? ktv_fsr(r[0], r[1], 16) : r[0], p[0], p[1]);
    ktv_codes8(odd ? ktv_fsr(r[1], r[2], 16) : r[1], p[2], p[3]);
    s[0] = kt_h_to_f32((kt_u16)r[3]);
#else /* 5, 6, 9 */
    ktv_codes8(r[0], p[0], p[1]);
    ktv_codes8(r[1], p[2], p[3]);
    s[0] = KTV_F == 9 ? ktv_e8m0(r[2]) * 0.015625f : ktv_e8m0(r[2]);
#endif
}

/* Row n's codes and scales, n past the last row read as the last (never
   stored) */
KT_DEV void ktv_row_ptrs(const kt_gemv_args &a, kt_i64 n, const kt_u8 *&w, const kt_u8 *&sc) {
    if (n >= a.N) n = a.N - 1;
    w = (const kt_u8 *)a.w + n * a.ldw;
    sc = (const kt_u8 *)a.sw + n * a.w_nb * (KTV_ROW8 ? 4 : 1);
}

/* The lane's x elements from p (the first of its chunk) as the pairs of
   ktv_decode; zeros where !ok. */
KT_DEV void ktv_xpairs_at(const kt_u16 *p, bool ok, kt_u32 *xb) {
    kt_u32 v[2 * KTV_P];
    if (ok) {
#if KTV_F == 4 || KTV_F == 11
#pragma unroll
        for (int j = 0; j < 2; j++) {
            const uint2 u = __ldg((const uint2 *)(p + 16 * j));
            v[2 * j] = u.x;
            v[2 * j + 1] = u.y;
        }
#else
#pragma unroll
        for (int q = 0; q < KTV_E / 8; q++) {
            const uint4 u = __ldg((const uint4 *)p + q);
            v[4 * q] = u.x;
            v[4 * q + 1] = u.y;
            v[4 * q + 2] = u.z;
            v[4 * q + 3] = u.w;
        }
#endif
    } else {
#pragma unroll
        for (int q = 0; q < 2 * KTV_P; q++) v[q] = 0u;
    }
#pragma unroll
    for (int j = 0; j < KTV_P; j++) {
        xb[2 * j] = kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);
        xb[2 * j + 1] = kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);
    }
}

/* x row m's elements of the lane's chunk at k as the pairs of ktv_decode. */
KT_DEV void ktv_xpairs(const kt_gemv_args &a, kt_i64 m, kt_i64 k, int t, bool ok, kt_u32 *xb) {
    const kt_u16 *p = 0;
#if KTV_F == 4 || KTV_F == 11
    if (ok && m < a.M) p = (const kt_u16 *)a.x + m * a.ldx + k + 4 * t;
#else
    if (ok && m < a.M) p = (const kt_u16 *)a.x + m * a.ldx + k + KTV_E * t;
#endif
    ktv_xpairs_at(p, p != 0, xb);
}

#if KT_D < 5 || KT_D == 6 /* shapes 5 and 7 run kt_gemv_rows, 8 kt_gemv_diag (below) instead */
/* shape 3: 4 blocks a multiprocessor, so N = 8192 (512 row blocks) fits
   one wave on 132 */
KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_D == 3 || KT_D == 4 ? 4 : 1) kt_gemv(const kt_gemv_args a) {
    __shared__ float red[KTV_WARPS][KTV_NT * 8][KT_LANES];
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const bool two = a.M > 8; /* x rows 8..15: a second product */
    const kt_i64 n0 = (kt_i64)blockIdx.x * (KTV_NT * 16);
    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;
    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;
    const kt_i64 nch = kend > kbeg ? (kend - kbeg + 4 * KTV_E - 1) / (4 * KTV_E) : 0;
    const kt_i64 ngr = (nch + KTV_U - 1) / KTV_U;
    /* The lane groups of a hardware wave take the steps of its first group
       (the one with the most), so their products have both halves of an AMD
       wave64 there (MFMA); a group past its last chunk multiplies zeros. */
    const int wd = warp & (KT_WAVE_GROUPS - 1); /* the group's place in its wave */
    /* acc[i][h][c]: tile i, x rows 8h..8h+7; c0, c1: W row g, x rows 2t,
       2t+1; c2, c3: W row g + 8 */
    float acc[KTV_NT][2][4];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int h = 0; h < 2; h++)
#pragma unroll
            for (int c = 0; c < 4; c++) acc[i][h][c] = 0.0f;

    /* the lane's rows: past N, the last row (read, never stored) */
    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + i * 16 + g + 8 * rr, wr[i][rr], sr[i][rr]);
    /* one chunk's products: cw the lane's words of its rows, k the chunk's
       first element, ok false for zeros */
    auto chunk = [&](kt_i64 k, bool ok, const kt_u32 (*cw)[2][KTV_RW]) {
        kt_u32 xb[2][2 * KTV_P];
        ktv_xpairs(a, g, k, t, ok, xb[0]);
        if (two) ktv_xpairs(a, g + 8, k, t, ok, xb[1]);
#pragma unroll
        for (int i = 0; i < KTV_NT; i++) {
            kt_u32 p[2][2 * KTV_P];
            float s[2][KTV_SEG];
#pragma unroll
            for (int rr = 0; rr < 2; rr++) {
                if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, cw[i][rr], p[rr], s[rr]);
                else {
#pragma unroll
                    for (int q = 0; q < 2 * KTV_P; q++) p[rr][q] = 0u;
#pragma unroll
                    for (int q = 0; q < KTV_SEG; q++) s[rr][q] = 0.0f;
                }
            }
#pragma unroll
            for (int h = 0; h < 2; h++) {
                if (h == 1 && !two) continue; /* the same for the whole warp */
#if KTV_ROW8
                /* per-row scales apply to the final sums */
#pragma unroll
                for (int j = 0; j < KTV_P; j++) {
                    const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};
                    ktv_mma(acc[i][h], af, xb[h][2 * j], xb[h][2 * j + 1]);
                }
#else
#pragma unroll
                for (int sg = 0; sg < KTV_SEG; sg++) {
                    float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
                    for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {
                        const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};
                        ktv_mma(c, af, xb[h][2 * j], xb[h][2 * j + 1]);
                    }
                    acc[i][h][0] += s[0][sg] * c[0];
                    acc[i][h][1] += s[0][sg] * c[1];
                    acc[i][h][2] += s[1][sg] * c[2];
                    acc[i][h][3] += s[1][sg] * c[3];
                }
#endif
            }
        }
    };
#if KTV_RING
    static_assert(KTV_NT == 1, "shape 4: one tile a block");
    __shared__ uint4 ring_v[KTV_RING * 16 * KTV_SROW / 16], sring_v[KTV_HAS_SB ? KTV_RING * 16 * KTV_SSC / 16 : 1];
    kt_u8 *const ring = (kt_u8 *)ring_v, *const sring = (kt_u8 *)sring_v;
    const kt_i64 kcb = kbeg / (4 * KTV_E), nst = (nch + KTV_SCH - 1) / KTV_SCH;
    /* pieces reach at most to the end of W's codes (and scales): the rest of
       a piece is zeros */
    const kt_u8 *const wend = (const kt_u8 *)a.w + a.N * a.ldw, *const send = (const kt_u8 *)a.sw + (KTV_HAS_SB ? a.N * a.w_nb : 0);
    const int crow = tid / KTV_TPR, cj = tid % KTV_TPR; /* the row a thread copies, its first piece */
    const kt_i64 cn = n0 + crow < a.N ? n0 + crow : a.N - 1;
    const kt_u8 *const cwr = (const kt_u8 *)a.w + cn * a.ldw, *const csr = (const kt_u8 *)a.sw + (KTV_HAS_SB ? cn * a.w_nb : 0);
    (void)csr;
    (void)send;
    (void)ngr;
    (void)wd;
    auto pieces = [&](kt_u8 *dst, const kt_u8 *src, kt_i64 len, const kt_u8 *lo, const kt_u8 *end) {
        const kt_u8 *const base = (const kt_u8 *)((kt_u64)src & ~(kt_u64)15);
        const int np = (int)((((kt_u64)src & 15u) + (kt_u64)len + 15u) >> 4);
        for (int j = cj; j < np; j += KTV_TPR) {
            const kt_i64 left = end - (base + 16 * j);
            kt_cp_async16n(kt_smem_addr(dst + 16 * j), left > 0 ? base + 16 * j : lo, left >= 16 ? 16 : left > 0 ? (int)left : 0);
        }
    };
    auto issue = [&](kt_i64 st) {
        if (st < nst) {
            const kt_i64 c0 = kcb + st * KTV_SCH, nc = nch - st * KTV_SCH < KTV_SCH ? nch - st * KTV_SCH : KTV_SCH;
            const int slot = (int)(st % KTV_RING);
            pieces(ring + (slot * 16 + crow) * KTV_SROW, cwr + c0 * KTV_RB, nc * KTV_RB, (const kt_u8 *)a.w, wend);
#if KTV_SB
            pieces(sring + (slot * 16 + crow) * KTV_SSC, csr + c0 * KTV_SB, nc * KTV_SB, (const kt_u8 *)a.sw, send);
#endif
        }
        kt_cp_commit(); /* one group a stage, empty past the last */
    };
#pragma unroll
    for (int st = 0; st < KTV_RING - 1; st++) issue(st);
    for (kt_i64 st = 0; st < nst; st++) {
        kt_cp_wait_group<KTV_RING - 2>();
        __syncthreads(); /* stage st landed for all; every warp is past stage st - 1, whose slot is refilled next */
        issue(st + KTV_RING - 1);
        const int slot = (int)(st % KTV_RING);
        const kt_u8 *rw[2], *rs[2];
#pragma unroll
        for (int rr = 0; rr < 2; rr++) {
            const kt_u64 o = (kt_u64)(wr[0][rr] + (kcb + st * KTV_SCH) * KTV_RB) & 15u;
            rw[rr] = ring + (slot * 16 + g + 8 * rr) * KTV_SROW + o;
            rs[rr] = sring + (KTV_HAS_SB ? (slot * 16 + g + 8 * rr) * KTV_SSC + ((kt_u64)(sr[0][rr] + (kcb + st * KTV_SCH) * KTV_SB) & 15u) : 0);
        }
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const int cs = warp * KTV_U + u;
            const kt_i64 ci = st * KTV_SCH + cs, k = kbeg + ci * (4 * KTV_E);
            /* no early exit: chunks past the end multiply zeros, so a stage's
               x and slot loads can all be issued before its products */
            const bool ok = ci < nch && (!KTV_ROW8 || k + 16 * t < kend);
            kt_u32 cw[1][2][KTV_RW];
#pragma unroll
            for (int rr = 0; rr < 2; rr++) ktv_load(rw[rr], rs[rr], cs, t, cw[0][rr]);
            chunk(k, ok, cw);
        }
    }
#else
    /* a whole group loads from one base per row (offsets are constants);
       in the last group of a split, chunks past its end and a lane's run
       past K (int8 / fp8) read the row's first chunk instead (never used) */
    kt_u32 raw[KTV_U][KTV_NT][2][KTV_RW], nxt[KTV_U][KTV_NT][2][KTV_RW];
#define KTV_LOAD(u, i, rr, kc) ktv_load(wr[i][rr], sr[i][rr], kc, t, nxt[u][i][rr])
    auto load_group = [&](kt_i64 gi) {
        const kt_i64 c0 = gi * KTV_U, kc0 = kbeg / (4 * KTV_E) + c0;
        if (kbeg + (c0 + KTV_U) * (4 * KTV_E) <= kend) {
#pragma unroll
            for (int u = 0; u < KTV_U; u++)
#pragma unroll
                for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                    for (int rr = 0; rr < 2; rr++) KTV_LOAD(u, i, rr, kc0 + u);
        } else {
#pragma unroll
            for (int u = 0; u < KTV_U; u++) {
                const kt_i64 kc = kbeg + (c0 + u) * (4 * KTV_E) + (KTV_ROW8 ? 16 * t : 0) < kend ? kc0 + u : 0;
#pragma unroll
                for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                    for (int rr = 0; rr < 2; rr++) KTV_LOAD(u, i, rr, kc);
            }
        }
    };
#undef KTV_LOAD
#if KTV_PF
    /* the start of group gf in each row of the tiles: codes by lanes t = 0
       (row g) and 1 (g + 8), the separate block scales by t = 2 and 3; a
       group is at most a line, so every line of the rows holds the start of
       one (but maybe a row's last) */
    const kt_i64 pfs = t < 2 ? KTV_RB : KTV_SB; /* bytes a chunk */
    const kt_u8 *pfb[KTV_NT];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++) pfb[i] = t == 0 ? wr[i][0] : t == 1 ? wr[i][1] : t == 2 ? sr[i][0] : sr[i][1];
    auto prefetch_group = [&](kt_i64 gf) {
        if (gf >= ngr || !pfs) return;
#pragma unroll
        for (int i = 0; i < KTV_NT; i++) kt_prefetch_l2(pfb[i] + (kbeg / (4 * KTV_E) + gf * KTV_U) * pfs);
    };
#pragma unroll
    for (int j = 1; j <= KTV_PF; j++) prefetch_group(warp + j * KTV_WARPS);
#endif
    if (warp < ngr) load_group(warp);
    for (kt_i64 gi = warp; gi - wd < ngr; gi += KTV_WARPS) {
#pragma unroll
        for (int u = 0; u < KTV_U; u++)
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++)
#pragma unroll
                    for (int w = 0; w < KTV_RW; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];
        if (gi + KTV_WARPS < ngr) load_group(gi + KTV_WARPS);
#if KTV_PF
        prefetch_group(gi + (KTV_PF + 1) * KTV_WARPS);
#endif
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 ci = gi * KTV_U + u, k = kbeg + ci * (4 * KTV_E);
            /* false in the last chunk's tail and past the group's chunks
               (only a group after the first of its wave gets there): zeros */
            const bool ok = (KT_WAVE_GROUPS == 1 || ci < nch) && (!KTV_ROW8 || k + 16 * t < kend);
            kt_u32 cw[KTV_NT][2][KTV_RW];
            if (ci - wd * KTV_U >= nch) break; /* the same for the whole wave */
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++)
#pragma unroll
                    for (int w = 0; w < KTV_RW; w++) cw[i][rr][w] = raw[u][i][rr][w];
            chunk(k, ok, cw);
        }
    }
#endif
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int h = 0; h < 2; h++)
#pragma unroll
            for (int c = 0; c < 4; c++) red[warp][(i * 2 + h) * 4 + c][lane] = acc[i][h][c];
    __syncthreads();
    for (int idx = tid; idx < KTV_NT * 8 * KT_LANES; idx += KTV_WARPS * KT_LANES) {
        const int slot = idx >> KT_LANES_SHIFT, ln = idx & (KT_LANES - 1), c = slot & 3, h = (slot >> 2) & 1;
        const kt_i64 n = n0 + (slot >> 3) * 16 + (ln >> 2) + 8 * (c >> 1), m = 2 * (ln & 3) + (c & 1) + 8 * h;
        float s = 0.0f;
        for (int w = 0; w < KTV_WARPS; w++) s += red[w][slot][ln];
        if (m >= a.M || n >= a.N) continue;
#if KTV_ROW8
        if (a.sw_mode != 2) s *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#endif
        if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = s;
        else ktv_store(a, m, n, s);
    }
}
#endif

#if KT_D >= 5 && KT_D != 6 && KT_D < 14
/* The two sums of a diagonal mma (shapes 5, 7, 8) in every lane: D[g][g]
   and D[g + 8][g] sit in lane (g, g / 2) as c[g & 1] and c[2 + (g & 1)]. */
KT_DEV void ktv_diag_sums(const float *c, bool diag, int g, float &v0, float &v1) {
    v0 = diag ? c[g & 1] : 0.0f;
    v1 = diag ? c[2 + (g & 1)] : 0.0f;
#pragma unroll
    for (int o = KT_LANES / 2; o > 0; o >>= 1) {
        v0 += kt_shfl_xor(v0, o);
        v1 += kt_shfl_xor(v1, o);
    }
}
#endif

#if KT_D == 5 || KT_D == 7
/* Launch shapes 5 and 7 (kt_gemv_rows, M <= KTR_MX): each warp streams 2 KT_MT
   whole rows of W, 16 bytes a lane, so a load instruction reads 512
   contiguous bytes of one row, and x is loaded once a step for all of the
   warp's rows; the loads of the next KT_STAGES steps are issued before the
   current ones' math. The mma runs on its diagonal: A rows g and g + 8 are
   two W rows at lane (g, t)'s own elements and B column g is x at those
   elements, so D[g][g] and D[g + 8][g] are the two rows' sums over quad g's
   elements (the other outputs are unused), and the quads' sums are added
   by a fixed butterfly at the end. The four lanes of a quad hold different
   scale blocks, so block scales are folded into the decoded codes, exactly:
   E8M0 (a power of two) times a code is exact in bf16, and nvfp4's e2m1
   times its E4M3 scale in bf16 and f16; per-row and tensor scales
   multiply the final sums. */
#define KTR_MX 4                                   /* x rows at most */
#define KTR_RP KT_MT                               /* row pairs a warp */
#define KTR_U KT_STAGES                            /* steps a group */
#define KTR_E (KTV_F == 3 || KTV_F == 4 ? 32 : 16) /* elements a lane and step: 16 bytes */
#define KTR_P (KTR_E / 4)                          /* k16 products a row pair and step */
#define KTR_SE (KTR_E * KT_LANES)                  /* elements a step */
#define KTR_W (KTV_ROW8 ? 4 : 5)                   /* words a lane loads a row and step: codes, then its scales */
static_assert(KTV_F <= 6 || KTV_F == 9, "shape 5 takes int8, fp8, mxfp8, mxint8, mxfp4 and nvfp4");
static_assert(KT_DTYPE == 1 || KTV_F <= 2 || KTV_F == 4, "shape 5 folds E8M0 scales into bf16 codes only");

/* Lane l's 16 bytes of step s of a row (codes at w, its block scales at sw). */
KT_DEV void ktr_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 s, int l, kt_u32 *r) {
    (void)sw;
    const uint4 v = ktv_ldg((const uint4 *)(w + s * (16 * KT_LANES) + 16 * l));
    r[0] = v.x;
    r[1] = v.y;
    r[2] = v.z;
    r[3] = v.w;
#if KTV_F == 3 /* one block of 32 */
    r[4] = ktv_ldg(sw + s * KT_LANES + l);
#elif KTV_F == 4 /* two blocks of 16 */
    r[4] = ktv_ldg((const kt_u16 *)(sw + 2 * (s * KT_LANES + l)));
#elif !KTV_ROW8 /* half a block of 32 */
    r[4] = ktv_ldg(sw + (s * KT_LANES + l) / 2);
#endif
}

/* The lane's codes of one row as exact pairs of x's type, block scales
   applied: product j takes p[2j] (a0 / a1) and p[2j + 1] (a2 / a3). */
KT_DEV void ktr_decode(const kt_u32 *r, kt_u32 *p) {
#if KTV_F == 3 || KTV_F == 4
    kt_u32 sc[2];
#if KTV_F == 3
    sc[0] = sc[1] = (__float_as_uint(ktv_e8m0(r[4] & 255u)) >> 16) * 0x10001u; /* bf16 of 2^(e - 127): exact */
#else
#pragma unroll
    for (int b = 0; b < 2; b++) {
        const kt_u32 c = (r[4] >> (8 * b)) & 255u;
        const float f = __uint_as_float(((c & 0x80u) << 24) | ((c & 0x7Fu) << 20)) * __uint_as_float(0x7B800000u);
        sc[b] = ktv_pack(f, f); /* E4M3 values are exact in bf16 and f16 */
    }
#endif
#pragma unroll
    for (int w = 0; w < 4; w++) {
        kt_u32 q[4]; /* (nibble i, nibble i + 4): elements 8w + i, 8w + i + 4 */
        ktv_codes4(r[w], q);
#pragma unroll
        for (int i = 0; i < 4; i++) p[4 * w + i] = ktv_fma2(q[i], sc[KTV_F == 4 ? w >> 1 : 0], KTV_NZERO);
    }
#else
#pragma unroll
    for (int j = 0; j < 4; j++) ktv_codes8(r[j], p[2 * j], p[2 * j + 1]);
#if !KTV_ROW8
    const float f = KTV_F == 9 ? ktv_e8m0(r[4] & 255u) * 0.015625f : ktv_e8m0(r[4] & 255u);
    const kt_u32 sc = (__float_as_uint(f) >> 16) * 0x10001u; /* a power of two from 2^-133: exact in bf16 */
#pragma unroll
    for (int q = 0; q < 8; q++) p[q] = ktv_fma2(p[q], sc, KTV_NZERO);
#endif
#endif
}

/* x row m at the lane's elements of a step (from element e) as the pairs of ktr_decode. */
KT_DEV void ktr_xpairs(const kt_gemv_args &a, kt_i64 m, kt_i64 e, bool ok, kt_u32 *xb) {
    kt_u32 v[KTR_E / 2];
    if (ok) {
        const uint4 *row = (const uint4 *)((const kt_u16 *)a.x + m * a.ldx + e);
#pragma unroll
        for (int q = 0; q < KTR_E / 8; q++) {
            const uint4 u = __ldg(row + q);
            v[4 * q] = u.x;
            v[4 * q + 1] = u.y;
            v[4 * q + 2] = u.z;
            v[4 * q + 3] = u.w;
        }
    } else {
#pragma unroll
        for (int q = 0; q < KTR_E / 2; q++) v[q] = 0u;
    }
#pragma unroll
    for (int j = 0; j < KTR_P; j++) {
#if KTR_E == 32
        /* product 2w + h of code word w: elements 8w + 2h + {0, 4} and + {1, 5}, as ktv_codes4 pairs them */
        const kt_u32 lo = v[4 * (j >> 1) + (j & 1)], hi = v[4 * (j >> 1) + 2 + (j & 1)];
        xb[2 * j] = kt_prmt(lo, hi, 0x5410u);
        xb[2 * j + 1] = kt_prmt(lo, hi, 0x7632u);
#else
        xb[2 * j] = kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);
        xb[2 * j + 1] = kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);
#endif
    }
}

KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_rows(const kt_gemv_args a) {
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTR_RP);
    const kt_i64 ns = (a.K + KTR_SE - 1) / KTR_SE, ngr = (ns + KTR_U - 1) / KTR_U;
    float acc[KTR_RP][KTR_MX][4];
#pragma unroll
    for (int i = 0; i < KTR_RP; i++)
#pragma unroll
        for (int m = 0; m < KTR_MX; m++)
#pragma unroll
            for (int c = 0; c < 4; c++) acc[i][m][c] = 0.0f;
    /* the warp's rows: past N, the last row (read, never stored) */
    const kt_u8 *wr[KTR_RP][2], *sr[KTR_RP][2];
#pragma unroll
    for (int i = 0; i < KTR_RP; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) {
            const kt_i64 n = n0 + 2 * i + rr < a.N ? n0 + 2 * i + rr : a.N - 1;
            wr[i][rr] = (const kt_u8 *)a.w + n * a.ldw;
            sr[i][rr] = (const kt_u8 *)a.sw + (KTV_ROW8 ? 0 : n * a.w_nb);
        }
    kt_u32 raw[KTR_U][KTR_RP][2][KTR_W], nxt[KTR_U][KTR_RP][2][KTR_W];
    /* steps past K read the row's first piece instead (never used) */
    auto load_group = [&](kt_i64 gi) {
#pragma unroll
        for (int u = 0; u < KTR_U; u++) {
            const kt_i64 s = gi * KTR_U + u;
            const bool ok = s * KTR_SE + KTR_E * lane < a.K;
#pragma unroll
            for (int i = 0; i < KTR_RP; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) ktr_load(wr[i][rr], sr[i][rr], ok ? s : 0, ok ? lane : 0, nxt[u][i][rr]);
        }
    };
    load_group(0);
    for (kt_i64 gi = 0; gi < ngr; gi++) {
#pragma unroll
        for (int u = 0; u < KTR_U; u++)
#pragma unroll
            for (int i = 0; i < KTR_RP; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++)
#pragma unroll
                    for (int w = 0; w < KTR_W; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];
        if (gi + 1 < ngr) load_group(gi + 1);
#pragma unroll
        for (int u = 0; u < KTR_U; u++) {
            const kt_i64 s = gi * KTR_U + u, e = s * KTR_SE + KTR_E * lane;
            const bool ok = e < a.K;
            if (s >= ns) break; /* the same for the whole warp */
            kt_u32 p[KTR_RP][2][2 * KTR_P];
#pragma unroll
            for (int i = 0; i < KTR_RP; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) {
                    ktr_decode(raw[u][i][rr], p[i][rr]);
                    if (!ok)
#pragma unroll
                        for (int q = 0; q < 2 * KTR_P; q++) p[i][rr][q] = 0u;
                }
#pragma unroll
            for (int m = 0; m < KTR_MX; m++) {
                if (m >= a.M) break; /* the same for the whole warp */
                kt_u32 xb[2 * KTR_P];
                ktr_xpairs(a, m, e, ok, xb);
#pragma unroll
                for (int i = 0; i < KTR_RP; i++)
#pragma unroll
                    for (int j = 0; j < KTR_P; j++) {
                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};
                        ktv_mma(acc[i][m], af, xb[2 * j], xb[2 * j + 1]);
                    }
            }
        }
    }
    const bool diag = t == (g >> 1);
#pragma unroll
    for (int i = 0; i < KTR_RP; i++)
#pragma unroll
        for (int m = 0; m < KTR_MX; m++) {
            if (m >= a.M) break;
            float v0, v1;
            ktv_diag_sums(acc[i][m], diag, g, v0, v1);
            const kt_i64 n = n0 + 2 * i + lane;
            if (lane < 2 && n < a.N) {
                float s = lane ? v1 : v0;
#if KTV_ROW8
                s *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#elif KTV_F == 4
                s *= a.tscale;
#endif
                ktv_store(a, m, n, s);
            }
        }
}
#undef KTR_MX
#undef KTR_RP
#undef KTR_U
#undef KTR_E
#undef KTR_P
#undef KTR_SE
#undef KTR_W
#endif

#if KT_D == 8
/* Launch shape 8 (kt_gemv_diag, M <= KTD_MX): shape 5's diagonal on the
   chunks of the other shapes, for every format. Each warp takes KT_MT
   pairs of whole rows; at a step the 8 quads take 8 consecutive chunks of
   the pair (quad g chunk 8s + g, its lanes as in kt_gemv), so a load
   instruction reads 8 chunks of one row (int8 / fp8: 512 contiguous
   bytes); A rows g and g + 8 are the two rows, B column g x at quad g's
   chunk, and D[g][g], D[g + 8][g] are the rows' sums over that chunk, so
   block scales multiply them as in kt_gemv (each in lane (g, g / 2)). */
#define KTD_MX 4
KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_diag(const kt_gemv_args a) {
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTV_NT);
    const kt_i64 C = 4 * KTV_E, nch = (a.K + C - 1) / C, ns = (nch + 7) / 8, ngr = (ns + KTV_U - 1) / KTV_U;
    float acc[KTV_NT][KTD_MX][4];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int m = 0; m < KTD_MX; m++)
#pragma unroll
            for (int c = 0; c < 4; c++) acc[i][m][c] = 0.0f;
    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + 2 * i + rr, wr[i][rr], sr[i][rr]);
    kt_u32 raw[KTV_U][KTV_NT][2][KTV_RW], nxt[KTV_U][KTV_NT][2][KTV_RW];
    /* chunks past K (and a lane's run past K) read the row's first chunk instead (never used) */
    auto load_group = [&](kt_i64 gi) {
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 kc = (gi * KTV_U + u) * 8 + g;
            const bool ok = kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K);
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) ktv_load(wr[i][rr], sr[i][rr], ok ? kc : 0, t, nxt[u][i][rr]);
        }
    };
    load_group(0);
    for (kt_i64 gi = 0; gi < ngr; gi++) {
#pragma unroll
        for (int u = 0; u < KTV_U; u++)
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++)
#pragma unroll
                    for (int w = 0; w < KTV_RW; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];
        if (gi + 1 < ngr) load_group(gi + 1);
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 st = gi * KTV_U + u, kc = st * 8 + g, k = kc * C;
            const bool ok = kc < nch && (!KTV_ROW8 || k + 16 * t < a.K);
            if (st >= ns) break; /* the same for the whole warp */
            kt_u32 p[KTV_NT][2][2 * KTV_P];
            float s[KTV_NT][2][KTV_SEG];
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) {
                    if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, raw[u][i][rr], p[i][rr], s[i][rr]);
                    else {
#pragma unroll
                        for (int q = 0; q < 2 * KTV_P; q++) p[i][rr][q] = 0u;
#pragma unroll
                        for (int q = 0; q < KTV_SEG; q++) s[i][rr][q] = 0.0f;
                    }
                }
#pragma unroll
            for (int m = 0; m < KTD_MX; m++) {
                if (m >= a.M) break; /* the same for the whole warp */
                kt_u32 xb[2 * KTV_P];
                ktv_xpairs(a, m, k, t, ok, xb);
#pragma unroll
                for (int i = 0; i < KTV_NT; i++) {
#if KTV_ROW8
#pragma unroll
                    for (int j = 0; j < KTV_P; j++) {
                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};
                        ktv_mma(acc[i][m], af, xb[2 * j], xb[2 * j + 1]);
                    }
#else
#pragma unroll
                    for (int sg = 0; sg < KTV_SEG; sg++) {
                        float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
                        for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {
                            const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};
                            ktv_mma(c, af, xb[2 * j], xb[2 * j + 1]);
                        }
                        acc[i][m][0] += s[i][0][sg] * c[0];
                        acc[i][m][1] += s[i][0][sg] * c[1];
                        acc[i][m][2] += s[i][1][sg] * c[2];
                        acc[i][m][3] += s[i][1][sg] * c[3];
                    }
#endif
                }
            }
        }
    }
    const bool diag = t == (g >> 1);
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int m = 0; m < KTD_MX; m++) {
            if (m >= a.M) break;
            float v0, v1;
            ktv_diag_sums(acc[i][m], diag, g, v0, v1);
            const kt_i64 n = n0 + 2 * i + lane;
            if (lane < 2 && n < a.N) {
                float v = lane ? v1 : v0;
#if KTV_ROW8
                if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#endif
                ktv_store(a, m, n, v);
            }
        }
}
#undef KTD_MX
#endif

#if KT_D >= 9 && KT_D <= 13
/* Launch shapes 9-11 (kt_gemv_diag, M = 1): shape 8's products (a warp on
   KT_MT pairs of whole rows, quad g of step u on chunk 8u + g of a group of
   KT_STAGES steps, the next group's loads issued before the current one's
   math), with the addressing done once: a lane's x at constant offsets from
   its place in a group, and a group wholly inside K runs without the checks
   of the last one. Shape 10 has groups of twice the steps, shape 11 two
   pairs of rows a warp (KT_MT 2).
   Shapes 12 and 13 (sm_90a, kind 17) bring each warp's groups into a ring
   of KT_BN slots in shared memory with 1-D bulk copies (cp.async.bulk, one
   a row and group for the codes and one for the separate block scales,
   issued by lane 0 and counted on the slot's mbarrier), so the bytes in
   flight cost neither registers nor per-lane load instructions: at group gi
   the lanes wait for its slot, read their words from it (the same words,
   offsets and decode as shape 9), meet at a warp barrier, and lane 0 refills
   the slot with group gi + KT_BN before the products; KT_BN groups stay in
   flight. Rows and their block scales start at 16-byte boundaries there (the
   host's condition), so a row's slot keeps every byte's place modulo 16 and
   a group past the row's end copies up to the next 16-byte boundary, still
   inside the row's stride. The spec table sets a group's steps (KT_STAGES)
   and the slots (KT_BN): shape 12 twice shape 9's steps in 3 slots (where
   the static shared memory does not hold them, shape 9's in 4), 13 twice
   the steps in 2. */
#define KTD_SCH (8 * KTV_U)                                                /* chunks of a row a group */
#define KTD_BULK (KT_D >= 12)
#if KTD_BULK
#define KTD_RING KT_BN                          /* slots a warp */
#define KTD_CB (KTD_SCH * KTV_RB)               /* a row's code bytes a group */
#define KTD_SBB (KTD_SCH * KTV_SB)              /* its block-scale bytes a group (0: none apart from the codes) */
#define KTD_ROWB (KTD_CB + KTD_SBB)             /* a row's part of a slot */
#define KTD_STB (2 * KTV_NT * KTD_ROWB)         /* a slot */
static_assert(KTD_CB % 16 == 0 && KTD_SBB % 16 == 0, "bulk copies move multiples of 16 bytes");
#endif
/* mxfp6, q8_0 and q4_0: a lane's bytes of a chunk lie at the same place
   modulo 4 in every chunk of its quad in a row (chunks 8 apart are a
   multiple of 4 bytes apart, as are W's groups), so the aligned word below
   them and the byte selector that aligns them are found once a row
   (ktd_lane) and each step reads aligned words at constant offsets
   (ktd_words, ktd_codes). */
#define KTD_ALIGNED (KTV_F == 7 || KTV_F == 8 || KTV_F == 10 || KTV_F == 11)
#define KTD_W (KTD_ALIGNED ? (KTV_F == 10 ? 4 : 3) : KTV_RW) /* words a lane holds a row and step */
#if KTD_ALIGNED
/* the lane's first code byte of chunk g at a chunk start w (ggml: past the block's scale) */
#define KTD_LB (KTV_F == 10 ? 34 * g + 2 + 8 * t : KTV_F == 11 ? 18 * g + 2 + 4 * t : 24 * g + 6 * t)
/* la: the aligned word at or below the lane's first byte; sel: the kt_prmt
   selector taking 4 bytes from there (codes start at even bytes: the word's
   first or third byte), sh the same as a shift */
KT_DEV void ktd_lane(const kt_u8 *w, int g, int t, const kt_u32 *&la, kt_u32 &sel, int &sh) {
    const int o = (int)(((kt_u64)w + KTD_LB) & 3u);
    la = (const kt_u32 *)(w + KTD_LB - o);
    sel = o ? 0x5432u : 0x3210u;
    sh = 8 * o;
}
#undef KTD_LB
/* The lane's words of step u (chunks 8u + g from the group's start at
   la's chunk 0): codes, then the scale (ggml: the f16 before the block's
   codes, from w; mxfp6: the E8M0 byte, from sw). The words past the
   lane's bytes are read only where the bytes reach them. */
KT_DEV void ktd_words(const kt_u32 *la, int sh, const kt_u8 *w, const kt_u8 *sw, int u, int g, kt_u32 *r) {
    const kt_u32 *q = la + u * 2 * KTV_RB; /* 8 chunks a step */
    (void)sw;
    r[0] = ktv_ldg(q);
#if KTV_F == 11
    r[1] = sh ? ktv_ldg(q + 1) : 0u;
    r[2] = ktv_ldg((const kt_u16 *)(w + 18 * (8 * u + g)));
#elif KTV_F == 10
    r[1] = ktv_ldg(q + 1);
    r[2] = sh ? ktv_ldg(q + 2) : 0u;
    r[3] = ktv_ldg((const kt_u16 *)(w + 34 * (8 * u + g)));
#else
    (void)sh;
    (void)w;
    r[1] = ktv_ldg(q + 1);
    r[2] = ktv_ldg(sw + 8 * u + g);
#endif
}
#if KTV_F == 7 || KTV_F == 8
/* The fp6 codes at bit P of each half of w as a pair of x's type: the 5
   magnitude bits to bit T (the mantissa aligned with x's), the sign to bit
   15, then the multiply by 2^(bias difference) of ktv_f6x2 */
#define KTD_F6T (KTV_F == 7 ? (KT_DTYPE == 1 ? 4 : 7) : (KT_DTYPE == 1 ? 5 : 8))
#define KTD_F6MUL (KTV_F == 7 ? (KT_DTYPE == 1 ? 0x7E807E80u : 0x74007400u) : (KT_DTYPE == 1 ? 0x7D807D80u : 0x6C006C00u))
template <int S> KT_DEV kt_u32 ktd_shl(kt_u32 v) { return S >= 0 ? v << (S >= 0 ? S : 0) : v >> (S < 0 ? -S : 0); } /* v << S, S < 0 a right shift */
template <int P> KT_DEV kt_u32 ktd_f6(kt_u32 w) {
    return ktv_fma2((ktd_shl<KTD_F6T - P>(w) & (31u << KTD_F6T) * 0x10001u) | (ktd_shl<10 - P>(w) & 0x80008000u), KTD_F6MUL, KTV_NZERO);
}
#undef KTD_F6T
#undef KTD_F6MUL
#endif
/* Those words as ktv_decode's pairs and scale (fp6: as ktd_xpairs6 pairs x). */
KT_DEV void ktd_codes(const kt_u32 *r, kt_u32 sel, int sh, kt_u32 *p, float *s) {
    (void)sh;
#if KTV_F == 11
    kt_u32 c[4];
    ktv_codes4(kt_prmt(r[0], r[1], sel), c);
    p[0] = c[0]; /* low nibbles: elements 4t.. */
    p[1] = c[2];
    p[2] = c[1]; /* high nibbles: 16 + 4t.. */
    p[3] = c[3];
    s[0] = kt_h_to_f32((kt_u16)r[2]);
#elif KTV_F == 10
    ktv_codes8(kt_prmt(r[0], r[1], sel), p[0], p[1]);
    ktv_codes8(kt_prmt(r[1], r[2], sel), p[2], p[3]);
    s[0] = kt_h_to_f32((kt_u16)r[3]);
#else
    /* fp6: codes c and c + 4 (bytes 0-2 and 3-5 of the lane's 6) as one
       pair, in the order of ktd_xpairs6: w0 holds bytes 0-1 and 3-4 (codes
       0 / 4 at bit 0 of each half, 1 / 5 at 6), w2 bytes 1-2 and 4-5 (2 / 6
       at 4, 3 / 7 at 10), each one permute from the aligned words */
    (void)sel;
    const kt_u32 w0 = kt_prmt(r[0], r[1], sh ? 0x6532u : 0x4310u), w2 = kt_prmt(r[0], r[1], sh ? 0x7643u : 0x5421u);
    p[0] = ktd_f6<0>(w0);
    p[1] = ktd_f6<6>(w0);
    p[2] = ktd_f6<4>(w2);
    p[3] = ktd_f6<10>(w2);
    s[0] = ktv_e8m0(r[2]);
#endif
}
#if KTV_F == 7 || KTV_F == 8
/* The lane's x elements 0-7 from p as the pairs of ktd_codes' fp6 order:
   (0, 4), (1, 5), (2, 6), (3, 7); zeros where !ok. */
KT_DEV void ktd_xpairs6(const kt_u16 *p, bool ok, kt_u32 *xb) {
    kt_u32 v[4] = {0u, 0u, 0u, 0u};
    if (ok) {
        const uint4 u = __ldg((const uint4 *)p);
        v[0] = u.x;
        v[1] = u.y;
        v[2] = u.z;
        v[3] = u.w;
    }
    xb[0] = kt_prmt(v[0], v[2], 0x5410u);
    xb[1] = kt_prmt(v[0], v[2], 0x7632u);
    xb[2] = kt_prmt(v[1], v[3], 0x5410u);
    xb[3] = kt_prmt(v[1], v[3], 0x7632u);
}
#endif
#endif
KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv_diag(const kt_gemv_args a) {
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const kt_i64 n0 = ((kt_i64)blockIdx.x * KTV_WARPS + warp) * (2 * KTV_NT);
    const kt_i64 C = 4 * KTV_E, nch = (a.K + C - 1) / C, ngr = (nch + KTD_SCH - 1) / KTD_SCH;
    float acc[KTV_NT][4];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int c = 0; c < 4; c++) acc[i][c] = 0.0f;
    const kt_u8 *wr[KTV_NT][2], *sr[KTV_NT][2];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, n0 + 2 * i + rr, wr[i][rr], sr[i][rr]);
#if KTD_BULK
    kt_u32 raw[KTV_U][KTV_NT][2][KTD_W];
    /* the warp's ring and its slots' mbarriers */
    __shared__ uint4 ring_v[KTV_WARPS * KTD_RING * KTD_STB / 16];
    __shared__ kt_u64 bar_v[KTV_WARPS * KTD_RING];
    const kt_u8 *const ring = (const kt_u8 *)ring_v + warp * (KTD_RING * KTD_STB);
    const kt_u32 ring_s = kt_smem_addr(ring), bar_s = kt_smem_addr(bar_v + warp * KTD_RING);
    const kt_i64 rcb = KTV_ROW8 ? a.K : nch * KTV_RB, rsb = nch * KTV_SB; /* a row's code and block-scale bytes */
    (void)rsb;
    /* lane 0: group gi of the warp's rows into slot gi % KTD_RING; the
       last group up to the 16-byte boundary at or past the row's end */
    auto issue = [&](kt_i64 gi) {
        if (gi >= ngr) return;
        const int slot = (int)(gi % KTD_RING);
        const kt_i64 c0 = gi * KTD_SCH;
        const kt_u32 cb = rcb - c0 * KTV_RB >= KTD_CB ? (kt_u32)KTD_CB : (kt_u32)((rcb - c0 * KTV_RB + 15) & ~(kt_i64)15);
#if KTD_SBB
        const kt_u32 sb = rsb - c0 * KTV_SB >= KTD_SBB ? (kt_u32)KTD_SBB : (kt_u32)((rsb - c0 * KTV_SB + 15) & ~(kt_i64)15);
#else
        const kt_u32 sb = 0;
#endif
        const kt_u32 bar = bar_s + 8 * slot;
        kt_mbar_expect(bar, 2 * KTV_NT * (cb + sb));
#pragma unroll
        for (int i = 0; i < KTV_NT; i++)
#pragma unroll
            for (int rr = 0; rr < 2; rr++) {
                const kt_u32 d = ring_s + slot * KTD_STB + (2 * i + rr) * KTD_ROWB;
                kt_bulk_load(d, wr[i][rr] + c0 * KTV_RB, cb, bar);
#if KTD_SBB
                kt_bulk_load(d + KTD_CB, sr[i][rr] + c0 * KTV_SB, sb, bar);
#endif
            }
    };
    if (lane == 0) {
        for (int q = 0; q < KTD_RING; q++) kt_mbar_init(bar_s + 8 * q, 1);
        kt_fence_mbar_init();
    }
    kt_syncwarp();
    if (lane == 0)
        for (int q = 0; q < KTD_RING; q++) issue(q);
#if KTD_ALIGNED
    /* every row's slot starts at a 16-byte boundary, as the row does: the
       lane's first word and its selector are the same in each */
    const kt_u32 *la0;
    kt_u32 sel[KTV_NT][2];
    int sh[KTV_NT][2];
    ktd_lane(ring, g, t, la0, sel[0][0], sh[0][0]);
    const int lw = (int)((const kt_u8 *)la0 - ring);
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) {
            sel[i][rr] = sel[0][0];
            sh[i][rr] = sh[0][0];
        }
#endif
#else
    /* group gi's words into nxt, the next group's loads issued before the current one's math */
    kt_u32 raw[KTV_U][KTV_NT][2][KTD_W], nxt[KTV_U][KTV_NT][2][KTD_W];
#if KTD_ALIGNED
    const kt_u32 *la[KTV_NT][2];
    kt_u32 sel[KTV_NT][2];
    int sh[KTV_NT][2];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) ktd_lane(wr[i][rr], g, t, la[i][rr], sel[i][rr], sh[i][rr]);
#endif
    /* chunks past K (and a lane's run past K) read the row's first chunk instead (never used) */
    auto load_group = [&](kt_i64 gi) {
        const kt_i64 c0 = gi * KTD_SCH;
        const bool full = c0 + KTD_SCH <= nch && (!KTV_ROW8 || (c0 + KTD_SCH) * C <= a.K);
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 kc = c0 + 8 * u + g;
            const bool ok = full || (kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K));
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) {
#if KTD_ALIGNED
                    /* (not ok: the row's first bytes, from the aligned word at or below its start) */
                    ktd_words(ok ? la[i][rr] + c0 * KTV_RB / 4 : (const kt_u32 *)((kt_u64)wr[i][rr] & ~(kt_u64)3), sh[i][rr], wr[i][rr] + (ok ? c0 * KTV_RB : 0),
                              sr[i][rr] + (ok ? c0 : 0), ok ? u : 0, ok ? g : 0, nxt[u][i][rr]);
#else
                    ktv_load(wr[i][rr], sr[i][rr], ok ? kc : 0, t, nxt[u][i][rr]);
#endif
                }
        }
    };
    load_group(0);
#endif
    /* the lane's x elements of chunk g of a group's first step (ktv_xpairs' order) */
    const kt_u16 *const xl = (const kt_u16 *)a.x + g * C + (KTV_F == 4 || KTV_F == 11 ? 4 * t : KTV_E * t);
    for (kt_i64 gi = 0; gi < ngr; gi++) {
        const kt_i64 c0 = gi * KTD_SCH;
#if KTD_BULK
        {
            /* the group's slot landed: the lane's words into registers (past
               the row's end: stale bytes, never used), then the slot refilled */
            const int slot = (int)(gi % KTD_RING);
            const kt_u8 *const sl = ring + slot * KTD_STB;
            kt_mbar_wait(bar_s + 8 * slot, (kt_u32)(gi / KTD_RING) & 1u);
#pragma unroll
            for (int u = 0; u < KTV_U; u++)
#pragma unroll
                for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                    for (int rr = 0; rr < 2; rr++) {
                        const kt_u8 *const rw = sl + (2 * i + rr) * KTD_ROWB;
#if KTD_ALIGNED
                        ktd_words((const kt_u32 *)(rw + lw), sh[i][rr], rw, rw + KTD_CB, u, g, raw[u][i][rr]);
#else
                        ktv_load(rw, rw + KTD_CB, 8 * u + g, t, raw[u][i][rr]);
#endif
                    }
            kt_syncwarp(); /* every lane has read the slot */
            if (lane == 0) {
                kt_fence_async_smem(); /* those reads before the copy's writes */
                issue(gi + KTD_RING);
            }
        }
#else
#pragma unroll
        for (int u = 0; u < KTV_U; u++)
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++)
#pragma unroll
                    for (int w = 0; w < KTD_W; w++) raw[u][i][rr][w] = nxt[u][i][rr][w];
        if (gi + 1 < ngr) load_group(gi + 1);
#endif
        const kt_u16 *const xs = xl + c0 * C;
        /* step u: quad g on chunk c0 + 8u + g; ok false for zeros (past K) */
        auto step = [&](int u, bool ok) {
            const kt_i64 k = (c0 + 8 * u + g) * C;
            kt_u32 p[KTV_NT][2][2 * KTV_P], xb[2 * KTV_P];
            float s[KTV_NT][2][KTV_SEG];
            (void)k;
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int rr = 0; rr < 2; rr++) {
                    if (ok) {
                        const kt_u32 *const w = raw[u][i][rr];
#if KTD_ALIGNED
                        ktd_codes(w, sel[i][rr], sh[i][rr], p[i][rr], s[i][rr]);
#else
                        ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, w, p[i][rr], s[i][rr]);
#endif
                    } else {
#pragma unroll
                        for (int q = 0; q < 2 * KTV_P; q++) p[i][rr][q] = 0u;
#pragma unroll
                        for (int q = 0; q < KTV_SEG; q++) s[i][rr][q] = 0.0f;
                    }
                }
#if KTV_F == 7 || KTV_F == 8
            ktd_xpairs6(xs + 8 * u * C, ok, xb);
#else
            ktv_xpairs_at(xs + 8 * u * C, ok, xb);
#endif
#pragma unroll
            for (int i = 0; i < KTV_NT; i++) {
#if KTV_ROW8
#pragma unroll
                for (int j = 0; j < KTV_P; j++) {
                    const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};
                    ktv_mma(acc[i], af, xb[2 * j], xb[2 * j + 1]);
                }
#else
#pragma unroll
                for (int sg = 0; sg < KTV_SEG; sg++) {
                    float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
                    for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {
                        const kt_u32 af[4] = {p[i][0][2 * j], p[i][1][2 * j], p[i][0][2 * j + 1], p[i][1][2 * j + 1]};
                        ktv_mma(c, af, xb[2 * j], xb[2 * j + 1]);
                    }
                    acc[i][0] += s[i][0][sg] * c[0];
                    acc[i][1] += s[i][0][sg] * c[1];
                    acc[i][2] += s[i][1][sg] * c[2];
                    acc[i][3] += s[i][1][sg] * c[3];
                }
#endif
            }
        };
        if ((c0 + KTD_SCH) * C <= a.K) { /* the whole group inside K (the same for the whole warp) */
#pragma unroll
            for (int u = 0; u < KTV_U; u++) step(u, true);
        } else {
#pragma unroll
            for (int u = 0; u < KTV_U; u++) {
                const kt_i64 kc = c0 + 8 * u + g;
                if (c0 + 8 * u >= nch) break; /* the same for the whole warp */
                step(u, kc < nch && (!KTV_ROW8 || kc * C + 16 * t < a.K));
            }
        }
    }
    const bool diag = t == (g >> 1);
#pragma unroll
    for (int i = 0; i < KTV_NT; i++) {
        float v0, v1;
        ktv_diag_sums(acc[i], diag, g, v0, v1);
        const kt_i64 n = n0 + 2 * i + lane;
        if (lane < 2 && n < a.N) {
            float v = lane ? v1 : v0;
#if KTV_ROW8
            if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#endif
            ktv_store(a, 0, n, v);
        }
    }
}
#undef KTD_W
#undef KTD_ALIGNED
#undef KTD_SCH
#undef KTD_BULK
#undef KTD_RING
#undef KTD_CB
#undef KTD_SBB
#undef KTD_ROWB
#undef KTD_STB
#endif

#if KT_D == 14 || KT_D == 19 || KT_D == 21
/* Launch shapes 14, 19 and 21 (kt_gemv, kind 17, sm_90a; M <= 16): the
   block's KTV_WARPS warps each own KT_MT tiles of 16 W rows over the
   block's part of K, and the block streams its rows and the x rows
   together through a ring of KT_BN slots in shared memory: a slot is a
   stage of KT_STAGES chunks, x's 16 rows of the stage and every W row's
   codes and block scales, copied in 16-byte cp.async pieces (zeros past K,
   past a row's bytes and for x rows from a.M on); one __syncthreads a
   stage. So x is read from L2 once a block, not once a 16-row tile, its B
   fragments are loaded once a chunk and warp and used for all of the
   warp's tiles, and W's bytes in flight cost no registers. The products,
   decode and scales are kt_gemv's; each warp's sums are its rows' own (no
   exchange between warps). Rows and separate block scales start at
   16-byte boundaries, x rows too (the host's conditions); a stage's scales
   (8 bytes where a stage is 8 chunks of E8M0 blocks) come from the 16-byte
   window holding them. Row and x pitches in a slot are padded so a quarter
   warp's reads fall in distinct banks. Shape 14 spreads a stage's pieces
   over the threads with their addresses found at each stage and decodes as
   kt_gemv; 19 and 21 (KTX_FAST) give each thread the same pieces of every
   full stage at constant offsets from one pointer a stage (their addresses
   found once; a stage past K or a row's bytes goes to ktx_issue_part), no
   bounds a chunk, and read ggml codes at offsets known from the chunk in
   x's pair order (no run-time alignment); 19 in one block a multiprocessor,
   21 with 8 warps of 1 tile in two (the spec: warps, tiles a warp, stage,
   slots). */
#define KTX_NT KT_MT                         /* 16-row tiles a warp */
#define KTX_SCH KT_STAGES                    /* chunks a stage */
#define KTX_RING KT_BN                       /* slots */
#define KTX_C (4 * KTV_E)                    /* elements a chunk */
#define KTX_KS (KTX_SCH * KTX_C)             /* elements a stage */
#define KTX_PAD(b, r) ((b) + ((((r) - (b)) % 128) + 128) % 128) /* b raised to r modulo 128 */
/* an x row of a slot: bytes, padded so the rows a quarter warp reads start on other banks */
#define KTX_XP KTX_PAD(2 * KTX_KS, KTV_ROW8 ? 16 : KTV_F == 4 || KTV_F == 11 ? 32 : 64)
#define KTX_XB (16 * KTX_XP)                 /* x's part of a slot */
#define KTX_CB (KTX_SCH * KTV_RB)            /* a row's code bytes a stage */
#define KTX_SS (KTX_SCH * KTV_SB)            /* its block-scale bytes a stage */
#define KTX_SC ((KTX_SS + 15) / 16 * 16) /* the bytes copied for them */
/* a row's part of a slot, padded as x's */
#define KTX_ROWB KTX_PAD(KTX_CB + KTX_SC, KTV_ROW8 ? 64 : KTV_F == 3 || KTV_F == 4 || KTV_F == 11 ? 16 : KTV_F == 10 ? 48 : KTV_F == 7 || KTV_F == 8 ? 80 : 32)
#define KTX_BR (16 * KTX_NT * KTV_WARPS)     /* rows a block */
#define KTX_SLOT (KTX_XB + KTX_BR * KTX_ROWB)
#define KTX_FAST (KT_D >= 19)                /* each thread's pieces found once, full stages' copies apart from the last's, no per-chunk bounds */
#ifndef KT_DEV_NOINLINE
#define KT_DEV_NOINLINE __device__ __noinline__
#endif
#define KTX_PPR ((KTX_CB + KTX_SC) / 16)     /* 16-byte pieces a row and stage */
#define KTX_THR (KTV_WARPS * KT_LANES)       /* threads a block */
#define KTX_TPR (KTX_THR / KTX_BR)           /* threads copying a row */
#define KTX_PPT ((KTX_PPR + KTX_TPR - 1) / KTX_TPR) /* its pieces a thread */
#define KTX_XPT ((16 * KTX_KS / 8 + KTX_THR - 1) / KTX_THR) /* x pieces a thread */
static_assert(KTX_CB % 16 == 0 && KTX_XP % 16 == 0 && KTX_ROWB % 16 == 0, "pieces of 16 bytes");
static_assert(KTX_SS == 0 || KTX_SS % 16 == 0 || 16 % KTX_SS == 0, "a stage's block scales fill or divide 16 bytes");
static_assert(KTX_RING >= 2, "a slot in flight while one is used");
static_assert(!KTX_FAST || (KTX_THR % KTX_BR == 0 && KTX_TPR <= 4), "one to four threads copy a row");

/* The lane's x elements of a chunk from p (in shared memory) as ktv_decode's pairs. */
KT_DEV void ktx_xpairs(const kt_u8 *p, kt_u32 *xb) {
    kt_u32 v[2 * KTV_P];
#if KTV_F == 4 || KTV_F == 11
#pragma unroll
    for (int j = 0; j < 2; j++) {
        const uint2 u = *(const uint2 *)(p + 32 * j);
        v[2 * j] = u.x;
        v[2 * j + 1] = u.y;
    }
#else
#pragma unroll
    for (int q = 0; q < KTV_E / 8; q++) {
        const uint4 u = *((const uint4 *)p + q);
        v[4 * q] = u.x;
        v[4 * q + 1] = u.y;
        v[4 * q + 2] = u.z;
        v[4 * q + 3] = u.w;
    }
#endif
#pragma unroll
    for (int j = 0; j < KTV_P; j++) {
        xb[2 * j] = KTV_NAT ? v[2 * j] : kt_prmt(v[2 * j], v[2 * j + 1], 0x5410u);
        xb[2 * j + 1] = KTV_NAT ? v[2 * j + 1] : kt_prmt(v[2 * j], v[2 * j + 1], 0x7632u);
    }
}

#if KTX_FAST
/* A stage that reaches past the split's K or a row's bytes (launch shapes 19 and 21): x and W's rows in 16-byte
   cp.async pieces spread over the block's threads, zeros past K, past a row's bytes and for x rows from
   M on (shape 14's copies); not inlined, so that the full stages' copies stay a few instructions a piece */
KT_DEV_NOINLINE void ktx_issue_part(const kt_u16 *x, kt_i64 ldx, int M, const kt_u8 *w, kt_i64 ldw, const kt_u8 *sw, kt_i64 sbr,
                                    kt_i64 N, kt_u32 base, int tid, kt_i64 n0, kt_i64 c0, kt_i64 kend, kt_i64 rcb, kt_i64 rsb) {
    const kt_i64 k0 = c0 * KTX_C, s0 = c0 * KTV_SB & ~(kt_i64)15;
    (void)sw;
    (void)sbr;
    (void)s0;
    for (int q = tid; q < 16 * (KTX_KS / 8); q += KTX_THR) {
        const int m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));
        const kt_i64 left = m < M ? kend - (k0 + e) : 0;
        kt_cp_async16n(base + m * KTX_XP + 2 * e, left > 0 ? x + m * ldx + k0 + e : x, left >= 8 ? 16 : left > 0 ? 2 * (int)left : 0);
    }
    for (int q = tid; q < KTX_BR * KTX_PPR; q += KTX_THR) {
        const int row = q / KTX_PPR, j = q % KTX_PPR;
        const kt_i64 n = n0 + row < N ? n0 + row : N - 1;
        const kt_u8 *const cw = w + n * ldw, *const cs = sw + n * sbr;
        const bool code = j < KTX_CB / 16;
        const kt_i64 o = code ? c0 * KTV_RB + 16 * j : s0 + 16 * (j - KTX_CB / 16), left = (code ? rcb : rsb) - o;
        kt_cp_async16n(base + KTX_XB + row * KTX_ROWB + 16 * j, left > 0 ? (code ? cw : cs) + o : cw, left >= 16 ? 16 : left > 0 ? (int)left : 0);
    }
}
#endif

#if KTX_FAST && (KTV_F == 10 || KTV_F == 11)
/* ggml chunk u of a row's slot (rw: the stage's first block, at a 16-byte
   boundary as in W): ktv_decode's pairs and scale, with the place of the
   lane's codes modulo 4 known from u (blocks of 18 or 34 bytes, the codes
   2 bytes in), so no run-time alignment */
KT_DEV void ktx_ggml(const kt_u8 *rw, int u, int t, kt_u32 *p, float *s) {
    const int o = KTV_RB * u + 2; /* the block's codes */
    const kt_u32 *w = (const kt_u32 *)(rw + (o & ~3) + (KTV_F == 10 ? 8 : 4) * t);
#if KTV_F == 11
    kt_u32 q[4];
    ktv_codes4(o & 3 ? kt_prmt(w[0], w[1], 0x5432u) : w[0], q);
    p[0] = q[0]; /* low nibbles: elements 4t.. */
    p[1] = q[2];
    p[2] = q[1]; /* high nibbles: 16 + 4t.. */
    p[3] = q[3];
#else
    ktv_codes8(o & 3 ? kt_prmt(w[0], w[1], 0x5432u) : w[0], p[0], p[1]);
    ktv_codes8(o & 3 ? kt_prmt(w[1], w[2], 0x5432u) : w[1], p[2], p[3]);
#endif
    s[0] = kt_h_to_f32(*(const kt_u16 *)(rw + KTV_RB * u));
}
#endif

/* (shape 21: two blocks a multiprocessor, so at most 128 registers a thread) */
KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_D == 21 ? 2 : 1) kt_gemv(const kt_gemv_args a) {
    extern __shared__ __align__(16) kt_u8 ktx_smem[];
    kt_u8 *const sm = ktx_smem;
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const bool two = a.M > 8; /* x rows 8..15: a second product */
    const kt_i64 n0 = (kt_i64)blockIdx.x * KTX_BR, nw = n0 + warp * (16 * KTX_NT); /* the block's, the warp's first row */
    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;
    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;
    const kt_i64 nch = kend > kbeg ? (kend - kbeg + KTX_C - 1) / KTX_C : 0, nst = (nch + KTX_SCH - 1) / KTX_SCH;
    const kt_i64 kcb = kbeg / KTX_C;                                /* the split's first chunk (a multiple of a stage's) */
    const kt_i64 nchr = (a.K + KTX_C - 1) / KTX_C;                  /* chunks of a row */
    const kt_i64 rcb = KTV_ROW8 ? a.K : nchr * KTV_RB, rsb = nchr * KTV_SB; /* a row's code and block-scale bytes */
    const kt_u32 sm_s = kt_smem_addr(sm);
    (void)rsb;
#if KTX_FAST
    /* this thread's pieces, found once: x pieces q = tid, tid + KTX_THR
       (row q / (KTX_KS / 8), 8 elements at 8 (q % (KTX_KS / 8)) of a
       stage), the W row tid / KTX_TPR and its pieces from (tid % KTX_TPR)
       KTX_PPT on */
    const kt_u16 *xsrc[KTX_XPT]; /* rows from a.M on: row 0's (nothing read) */
    kt_u32 xdst[KTX_XPT];
    int xm[KTX_XPT], xn[KTX_XPT];
#pragma unroll
    for (int i = 0; i < KTX_XPT; i++) {
        const int q = tid + i * KTX_THR, m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));
        xm[i] = q < 16 * (KTX_KS / 8) ? m : 16; /* 16: no piece */
        xsrc[i] = (const kt_u16 *)a.x + (m < a.M ? m * a.ldx : 0) + e;
        xdst[i] = m * KTX_XP + 2 * e;
        xn[i] = m < a.M ? 16 : 0;
    }
    const int prow = tid / KTX_TPR, pj0 = (tid % KTX_TPR) * KTX_PPT;
    const kt_u8 *pw, *ps;
    ktv_row_ptrs(a, n0 + prow, pw, ps); /* rows past N: the last, never stored */
    (void)ps;
    const kt_u32 pdst = KTX_XB + prow * KTX_ROWB;
    /* stage st into slot st % KTX_RING: x in 16-byte cp.async pieces (zeros
       past the split's K and for rows from a.M on), W's rows (codes, then
       the window of their block scales) in pieces too (zeros past a row's
       bytes); one commit group a stage, empty past the last */
    auto issue = [&](kt_i64 st) {
        if (st < nst) {
            const int slot = (int)(st % KTX_RING);
            const kt_u32 base = sm_s + slot * KTX_SLOT;
            const kt_i64 c0 = kcb + st * KTX_SCH, k0 = c0 * KTX_C;
            const kt_i64 s0 = c0 * KTV_SB & ~(kt_i64)15; /* the block scales' window */
            const bool xfull = k0 + KTX_KS <= kend;      /* the same for the whole block */
            (void)s0;
            if (!xfull || c0 * KTV_RB + KTX_CB > rcb || (KTX_SC != 0 && s0 + KTX_SC > rsb)) {
                ktx_issue_part((const kt_u16 *)a.x, a.ldx, a.M, (const kt_u8 *)a.w, a.ldw, (const kt_u8 *)a.sw, a.w_nb * (KTV_ROW8 ? 4 : 1), a.N,
                               base, tid, n0, c0, kend, rcb, rsb);
            } else {
#pragma unroll
                for (int i = 0; i < KTX_XPT; i++)
                    if (KTX_XPT * KTX_THR == 16 * (KTX_KS / 8) || xm[i] < 16) kt_cp_async16n(base + xdst[i], xsrc[i] + k0, xn[i]);
                const kt_u8 *const pc = pw + c0 * KTV_RB, *const pss = ps + s0;
                (void)pss;
#pragma unroll
                for (int j = 0; j < KTX_PPT; j++) {
                    const int pj = pj0 + j;
                    if (KTX_TPR > 1 && pj >= KTX_PPR) break;
                    kt_cp_async16n(base + pdst + 16 * pj, pj < KTX_CB / 16 ? pc + 16 * pj : pss + 16 * (pj - KTX_CB / 16), 16);
                }
            }
        }
        kt_cp_commit();
    };
#else
    /* stage st into slot st % KTX_RING: x and W's rows (codes, then the
       window of their block scales) in 16-byte cp.async pieces spread over
       the block's threads (zeros past the split's K, past a row's bytes and
       for x rows from a.M on); one commit group a stage, empty past the
       last */
    auto issue = [&](kt_i64 st) {
        if (st < nst) {
            const int slot = (int)(st % KTX_RING);
            const kt_u32 base = sm_s + slot * KTX_SLOT;
            const kt_i64 c0 = kcb + st * KTX_SCH, k0 = c0 * KTX_C;
            const kt_i64 s0 = c0 * KTV_SB & ~(kt_i64)15; /* the block scales' window */
            (void)s0;
            for (int q = tid; q < 16 * (KTX_KS / 8); q += KTV_WARPS * KT_LANES) {
                const int m = q / (KTX_KS / 8), e = 8 * (q % (KTX_KS / 8));
                const kt_i64 left = m < a.M ? kend - (k0 + e) : 0;
                kt_cp_async16n(base + m * KTX_XP + 2 * e, left > 0 ? (const kt_u16 *)a.x + m * a.ldx + k0 + e : (const kt_u16 *)a.x,
                               left >= 8 ? 16 : left > 0 ? 2 * (int)left : 0);
            }
            /* piece q: row q / KTX_PPR, its piece q % KTX_PPR (codes, then scales) */
            for (int q = tid; q < KTX_BR * KTX_PPR; q += KTV_WARPS * KT_LANES) {
                const int row = q / KTX_PPR, j = q % KTX_PPR;
                const kt_u8 *cw, *cs;
                ktv_row_ptrs(a, n0 + row, cw, cs);
                (void)cs;
                const bool code = j < KTX_CB / 16;
                const kt_i64 o = code ? c0 * KTV_RB + 16 * j : s0 + 16 * (j - KTX_CB / 16), left = (code ? rcb : rsb) - o;
                kt_cp_async16n(base + KTX_XB + row * KTX_ROWB + 16 * j, left > 0 ? (code ? cw : cs) + o : cw, left >= 16 ? 16 : left > 0 ? (int)left : 0);
            }
        }
        kt_cp_commit();
    };
#endif
    float acc[KTX_NT][2][4];
#pragma unroll
    for (int i = 0; i < KTX_NT; i++)
#pragma unroll
        for (int h = 0; h < 2; h++)
#pragma unroll
            for (int c = 0; c < 4; c++) acc[i][h][c] = 0.0f;
    /* the lane's rows (global: ktv_decode's alignment and int8 / fp8 group scales) */
    const kt_u8 *wr[KTX_NT][2], *sr[KTX_NT][2];
#pragma unroll
    for (int i = 0; i < KTX_NT; i++)
#pragma unroll
        for (int rr = 0; rr < 2; rr++) ktv_row_ptrs(a, nw + i * 16 + g + 8 * rr, wr[i][rr], sr[i][rr]);
#pragma unroll
    for (int q = 0; q < KTX_RING - 1; q++) issue(q);
    /* the lane's x elements of a chunk (kt_gemv's order) from an x row's start */
    const int xo = 2 * (KTV_F == 4 || KTV_F == 11 ? 4 * t : KTV_E * t);
    for (kt_i64 st = 0; st < nst; st++) {
        const int slot = (int)(st % KTX_RING);
        kt_cp_wait_group<KTX_RING - 2>(); /* this thread's pieces of stage st */
        __syncthreads(); /* every thread's pieces landed; every warp is past stage st - 1, whose slot is refilled next */
        issue(st + KTX_RING - 1);
        const kt_u8 *const sl = sm + slot * KTX_SLOT;
        const kt_i64 c0 = kcb + st * KTX_SCH;
        const int soff = (int)(c0 * KTV_SB & 15); /* the stage's scales in their window */
        (void)soff;
#pragma unroll
        for (int u = 0; u < KTX_SCH; u++) { /* chunk u of the stage */
            const kt_i64 ci = st * KTX_SCH + u, k = kbeg + ci * KTX_C;
            /* (shapes 19 and 21: chunks past the split's end are zeros in the slot, x's and W's, and add
               nothing; int8 / fp8 group scales, read from W's, do not come here) */
            if (!KTX_FAST && ci >= nch) break; /* the same for the whole block */
            const bool ok = KTX_FAST || !KTV_ROW8 || k + 16 * t < kend;
            kt_u32 xb[2][2 * KTV_P];
            ktx_xpairs(sl + g * KTX_XP + 2 * u * KTX_C + xo, xb[0]);
            if (two) ktx_xpairs(sl + (g + 8) * KTX_XP + 2 * u * KTX_C + xo, xb[1]);
#pragma unroll
            for (int i = 0; i < KTX_NT; i++) {
                kt_u32 p[2][2 * KTV_P];
                float s[2][KTV_SEG];
#pragma unroll
                for (int rr = 0; rr < 2; rr++) {
                    const kt_u8 *const rw = sl + KTX_XB + (warp * (16 * KTX_NT) + i * 16 + g + 8 * rr) * KTX_ROWB;
#if KTX_FAST && (KTV_F == 10 || KTV_F == 11)
                    if (ok) ktx_ggml(rw, u, t, p[rr], s[rr]);
#else
                    kt_u32 r[KTV_RW];
                    ktv_load(rw, rw + KTX_CB + soff, u, t, r);
                    if (ok) ktv_decode(a, wr[i][rr], (const float *)sr[i][rr], k, t, r, p[rr], s[rr]);
#endif
                    else {
#pragma unroll
                        for (int q = 0; q < 2 * KTV_P; q++) p[rr][q] = 0u;
#pragma unroll
                        for (int q = 0; q < KTV_SEG; q++) s[rr][q] = 0.0f;
                    }
                }
#pragma unroll
                for (int h = 0; h < 2; h++) {
                    if (h == 1 && !two) continue; /* the same for the whole block */
#if KTV_ROW8
#pragma unroll
                    for (int j = 0; j < KTV_P; j++) {
                        const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};
                        ktv_mma(acc[i][h], af, xb[h][2 * j], xb[h][2 * j + 1]);
                    }
#else
#pragma unroll
                    for (int sg = 0; sg < KTV_SEG; sg++) {
                        float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
                        for (int j = sg * KTV_P / KTV_SEG; j < (sg + 1) * KTV_P / KTV_SEG; j++) {
                            const kt_u32 af[4] = {p[0][2 * j], p[1][2 * j], p[0][2 * j + 1], p[1][2 * j + 1]};
                            ktv_mma(c, af, xb[h][2 * j], xb[h][2 * j + 1]);
                        }
                        acc[i][h][0] += s[0][sg] * c[0];
                        acc[i][h][1] += s[0][sg] * c[1];
                        acc[i][h][2] += s[1][sg] * c[2];
                        acc[i][h][3] += s[1][sg] * c[3];
                    }
#endif
                }
            }
        }
    }
    /* acc[i][h][c]: W row g (c < 2) or g + 8 of tile i, x row 2t + (c & 1) + 8h */
#pragma unroll
    for (int i = 0; i < KTX_NT; i++)
#pragma unroll
        for (int h = 0; h < 2; h++)
#pragma unroll
            for (int c = 0; c < 4; c++) {
                const kt_i64 n = nw + i * 16 + g + 8 * (c >> 1), m = 2 * t + (c & 1) + 8 * h;
                float v = acc[i][h][c];
                if (m >= a.M || n >= a.N) continue;
#if KTV_ROW8
                if (a.sw_mode != 2) v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#endif
                if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = v;
                else ktv_store(a, m, n, v);
            }
}
#undef KTX_NT
#undef KTX_SCH
#undef KTX_RING
#undef KTX_C
#undef KTX_KS
#undef KTX_PAD
#undef KTX_XP
#undef KTX_XB
#undef KTX_CB
#undef KTX_SS
#undef KTX_SC
#undef KTX_ROWB
#undef KTX_BR
#undef KTX_SLOT
#undef KTX_PPR
#undef KTX_FAST
#undef KTX_THR
#undef KTX_TPR
#undef KTX_PPT
#undef KTX_XPT
#endif

#if KT_D == 18
/* Launch shape 18 (kt_gemv_dot, M = 1): the products as packed 4 x 8-bit
   integer dot products (kt_dp4a). Every block first holds all of x in
   shared memory as three signed-byte terms a 32-element block: v =
   round(x 2^(21 - e)), e the exponent of the block's largest |x| (at least
   -105), written v = l + 256 m + 65536 h with l, m, h signed bytes; v is
   exact for an element within 2^14 of its block's largest (bf16; f16:
   2^11), else off by at most 2^-22 of the largest. A block with Inf or NaN
   in x takes f32 products of x read again. Then each warp streams KT_MT
   whole rows at a time (the grid's warps take row groups in turn, so a
   block computes the terms once for many rows): lane l takes unit l of
   each step of 32 units, a unit one block (16 bytes of e2m1 codes, 32 of
   int8 codes) or for q8_0 and q4_0 two blocks (36 or 68 bytes from a
   4-byte boundary); the next KT_STAGES steps' loads are issued before the
   current ones' math, across row groups. The codes become int8 lanes:
   q4_0's nibbles as unsigned bytes (its offset 8 taken once a block from
   the sums of the block's terms), e2m1 as 2 x value in -12..12 by two
   8-entry byte-permute tables and a sign select, int8 codes as they are;
   three dot products a word of 4 codes, exact in int32; a block's three
   sums meet in one f32 FMA, times 2^(e - 21), then its scale (E8M0 / 2,
   nvfp4's E4M3 / 2 per 16 elements, q8_0 / q4_0's f16, mxint8's E8M0 /
   64). The lanes' sums are added by a fixed butterfly; the tensor scale
   (nvfp4) and int8's row or tensor scale multiply the row's sum. */
#define KTQ_R KT_MT                                /* rows a warp streams at once */
#define KTQ_U KT_STAGES                            /* steps a group */
#define KTQ_PAIR (KTV_F == 10 || KTV_F == 11)      /* ggml blocks: two a unit (4-byte aligned) */
#define KTQ_NW (KTV_F == 11 ? 9 : KTV_F == 10 ? 17 : KTV_F == 3 || KTV_F == 4 ? 5 : KTV_F == 9 ? 9 : 8) /* words a unit */
#define KTQ_BU (KTQ_PAIR ? 2 : 1)                  /* blocks a unit */
static_assert(KTV_F == 0 || KTV_F == 3 || KTV_F == 4 || KTV_F == 9 || KTV_F == 10 || KTV_F == 11,
              "shape 18 takes int8, mxfp4, nvfp4, mxint8, q8_0 and q4_0");
/* block b's terms at uint4 ktq_xo(b) of the shared array: term p's words of
   elements 16 h + 4 j .. + 3 at 2 p + h (word j), then {2^(e - 21) (NaN:
   Inf or NaN in the block), -8 x the sums of terms 0, 1, 2}; ggml pairs
   one uint4 apart, so the 8 lanes of a 16-byte shared load hit distinct
   banks */
KT_DEV kt_i64 ktq_xo(kt_i64 b) { return b * 7 + (KTQ_PAIR ? b >> 1 : 0); }
#if KT_PRMT_SIGN
#define KTQ_SEL(v) (v) /* prmt reads the selector's low 16 bits */
#else
#define KTQ_SEL(v) ((v) & 0xFFFFu)
#endif

/* x's terms for all of K (a.K % 32 == 0), by every thread of the block: 4 elements a thread, 8 threads a block */
KT_DEV void ktq_terms(const kt_gemv_args &a, uint4 *xq) {
    const kt_i64 K4 = a.K >> 2;
    const kt_u16 *const x = (const kt_u16 *)a.x;
    for (kt_i64 base = 0; base < K4; base += blockDim.x) { /* the same trips for every thread: the exchanges */
        const kt_i64 t = base + threadIdx.x;
        const bool ok = t < K4;
        float v[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        if (ok) {
            const uint2 h = *(const uint2 *)(x + 4 * t);
            const kt_u32 hv[4] = {h.x & 0xFFFFu, h.x >> 16, h.y & 0xFFFFu, h.y >> 16};
#pragma unroll
            for (int j = 0; j < 4; j++) v[j] = KT_DTYPE == 1 ? __uint_as_float(hv[j] << 16) : kt_h_to_f32((kt_u16)hv[j]);
        }
        kt_u32 mx = 0u;
#pragma unroll
        for (int j = 0; j < 4; j++) mx = kt_max_u32(mx, __float_as_uint(v[j]) & 0x7FFFFFFFu);
        mx = kt_max_u32(mx, kt_shfl_xor(mx, 1));
        mx = kt_max_u32(mx, kt_shfl_xor(mx, 2));
        mx = kt_max_u32(mx, kt_shfl_xor(mx, 4));
        const int e = (int)(mx >> 23) - 127 > -105 ? (int)(mx >> 23) - 127 : -105;
        const float f = __uint_as_float((kt_u32)(148 - e) << 23); /* 2^(21 - e) */
        /* fmaf(x, f, 1.5 2^23) is 1.5 2^23 + v (|x f| < 2^22: one rounding to an integer), its bits 0x4B400000 + v;
           u = v + 0x808080: byte p of u less 128 is term p */
        kt_u32 u[4];
#pragma unroll
        for (int j = 0; j < 4; j++) u[j] = mx >= 0x7F800000u ? 0x808080u : __float_as_uint(fmaf(v[j], f, 12582912.0f)) - 0x4ABF7F80u;
        const kt_u32 t0 = kt_prmt(kt_prmt(u[0], u[1], 0x0040u), kt_prmt(u[2], u[3], 0x0040u), 0x5410u) ^ 0x80808080u;
        const kt_u32 t1 = kt_prmt(kt_prmt(u[0], u[1], 0x0051u), kt_prmt(u[2], u[3], 0x0051u), 0x5410u) ^ 0x80808080u;
        const kt_u32 t2 = kt_prmt(kt_prmt(u[0], u[1], 0x0062u), kt_prmt(u[2], u[3], 0x0062u), 0x5410u) ^ 0x80808080u;
        int s0 = kt_dp4a_ss(t0, 0x01010101u, 0), s1 = kt_dp4a_ss(t1, 0x01010101u, 0), s2 = kt_dp4a_ss(t2, 0x01010101u, 0);
#pragma unroll
        for (int m = 1; m < 8; m <<= 1) {
            s0 += kt_shfl_xor(s0, m);
            s1 += kt_shfl_xor(s1, m);
            s2 += kt_shfl_xor(s2, m);
        }
        if (ok) {
            const kt_i64 b = t >> 3;
            const int w = (int)(t & 7);
            kt_u32 *const q = (kt_u32 *)(xq + ktq_xo(b));
            q[(0 + (w >> 2)) * 4 + (w & 3)] = t0;
            q[(2 + (w >> 2)) * 4 + (w & 3)] = t1;
            q[(4 + (w >> 2)) * 4 + (w & 3)] = t2;
            if (w == 0) {
                uint4 meta;
                meta.x = mx >= 0x7F800000u ? 0x7FC00000u : (kt_u32)(106 + e) << 23;
                meta.y = (kt_u32)(-8 * s0);
                meta.z = (kt_u32)(-8 * s1);
                meta.w = (kt_u32)(-8 * s2);
                xq[ktq_xo(b) + 6] = meta;
            }
        }
    }
}

/* unit u of a row (codes at w, block scales at sw) into r */
KT_DEV void ktq_load(const kt_u8 *w, const kt_u8 *sw, kt_i64 u, kt_u32 *r) {
    (void)sw;
#if KTQ_PAIR
    const kt_u32 *const p = (const kt_u32 *)(w + u * (4 * KTQ_NW));
#pragma unroll
    for (int i = 0; i < KTQ_NW; i++) r[i] = __ldg(p + i);
#elif KTV_F == 3 || KTV_F == 4
    const uint4 v = kt_ldg_na((const uint4 *)(w + u * 16));
    r[0] = v.x;
    r[1] = v.y;
    r[2] = v.z;
    r[3] = v.w;
    r[4] = KTV_F == 3 ? (kt_u32)__ldg(sw + u) : (kt_u32)__ldg((const kt_u16 *)sw + u); /* nvfp4: both blocks' E4M3 */
#else
#pragma unroll
    for (int h = 0; h < 2; h++) {
        const uint4 v = kt_ldg_na((const uint4 *)(w + u * 32) + h);
        r[4 * h] = v.x;
        r[4 * h + 1] = v.y;
        r[4 * h + 2] = v.z;
        r[4 * h + 3] = v.w;
    }
#if KTV_F == 9
    r[8] = __ldg(sw + u);
#endif
#endif
}

/* 8 e2m1 codes (a word) as 2 x value, int8 lanes: codes 0-3 into v0, 4-7 into v1. The magnitude from
   an 8-entry table by byte permutes (selector: the nibbles less their sign bits), its negative from a
   second table, and the sign bits spread to byte masks (prmt's sign mode on w and w << 4) choose. */
KT_DEV void ktq_e2m1(kt_u32 w, kt_u32 &v0, kt_u32 &v1) {
    const kt_u32 w7 = w & 0x77777777u, w7h = w7 >> 16;
#if KT_PRMT_SIGN
    const kt_u32 ws = w << 4, m0 = kt_prmt(w, ws, 0x9D8Cu), m1 = kt_prmt(w, ws, 0xBFAEu);
#else
    kt_u32 m0 = 0u, m1 = 0u;
#pragma unroll
    for (int i = 0; i < 4; i++) {
        m0 |= ((w >> (4 * i + 3)) & 1u) * (0xFFu << (8 * i));
        m1 |= ((w >> (4 * i + 19)) & 1u) * (0xFFu << (8 * i));
    }
#endif
    const kt_u32 a0 = kt_prmt(0x03020100u, 0x0C080604u, KTQ_SEL(w7)), b0 = kt_prmt(0xFDFEFF00u, 0xF4F8FAFCu, KTQ_SEL(w7));
    const kt_u32 a1 = kt_prmt(0x03020100u, 0x0C080604u, w7h), b1 = kt_prmt(0xFDFEFF00u, 0xF4F8FAFCu, w7h);
    v0 = (a0 & ~m0) | (b0 & m0);
    v1 = (a1 & ~m1) | (b1 & m1);
}

/* term sums of code words c[J0 .. J0 + NJ) (word j: elements 4 j .. 4 j + 3 of the block, as int8, q4_0
   unsigned) against the block's terms xb, started at s; then the three sums joined */
template <int J0, int NJ> KT_DEV float ktq_dot(const uint4 *xb, const kt_u32 *c, int s0, int s1, int s2) {
    int s[3] = {s0, s1, s2};
#pragma unroll
    for (int p = 0; p < 3; p++) {
#pragma unroll
        for (int h = J0 / 4; h < (J0 + NJ + 3) / 4; h++) {
            const uint4 x4 = xb[2 * p + h];
            const kt_u32 xw[4] = {x4.x, x4.y, x4.z, x4.w};
#pragma unroll
            for (int j = 0; j < 4; j++) {
                if (4 * h + j < J0 || 4 * h + j >= J0 + NJ) continue;
#if KTV_F == 11
                s[p] = kt_dp4a_us(c[4 * h + j], xw[j], s[p]);
#else
                s[p] = kt_dp4a_ss(c[4 * h + j], xw[j], s[p]);
#endif
            }
        }
    }
    /* |s0 + 256 s1| < 2^28 exact in int32; one rounding to f32 there, one in the FMA */
    return fmaf((float)s[2], 65536.0f, (float)(s[0] + 256 * s[1]));
}
/* the same sums in f32 of x itself (the block's first element k0): a block with Inf or NaN */
template <int J0, int NJ> KT_DEV float ktq_dot_f32(const kt_gemv_args &a, kt_i64 k0, const kt_u32 *c) {
    const kt_u16 *const x = (const kt_u16 *)a.x + k0;
    float s = 0.0f;
    for (int j = J0; j < J0 + NJ; j++)
        for (int e = 0; e < 4; e++) {
            const kt_u32 b = (c[j] >> (8 * e)) & 255u;
            const float xv = KT_DTYPE == 1 ? __uint_as_float((kt_u32)x[4 * j + e] << 16) : kt_h_to_f32(x[4 * j + e]);
            s = fmaf(xv, KTV_F == 11 ? (float)((int)b - 8) : (float)(int)(signed char)b, s);
        }
    return s;
}

/* one block of a row (its terms and meta X, read once for the warp's rows): its codes as int8 words c,
   its scale sc0 (nvfp4: sc0 and sc1 for its two blocks of 16) into acc */
KT_DEV void ktq_block(const kt_gemv_args &a, const uint4 *X, kt_i64 b, const kt_u32 *c, float sc0, float sc1, float &acc) {
    (void)sc1;
    const float xs = __uint_as_float(X[6].x);
    if (xs == xs) {
#if KTV_F == 4
        acc = fmaf(ktq_dot<0, 4>(X, c, 0, 0, 0) * xs, sc0, acc);
        acc = fmaf(ktq_dot<4, 4>(X, c, 0, 0, 0) * xs, sc1, acc);
#elif KTV_F == 11
        acc = fmaf(ktq_dot<0, 8>(X, c, (int)X[6].y, (int)X[6].z, (int)X[6].w) * xs, sc0, acc); /* codes c + 8: less 8 x sum */
#else
        acc = fmaf(ktq_dot<0, 8>(X, c, 0, 0, 0) * xs, sc0, acc);
#endif
    } else {
#if KTV_F == 4
        acc = fmaf(ktq_dot_f32<0, 4>(a, b * 32, c), sc0, acc);
        acc = fmaf(ktq_dot_f32<4, 4>(a, b * 32, c), sc1, acc);
#else
        acc = fmaf(ktq_dot_f32<0, 8>(a, b * 32, c), sc0, acc);
#endif
    }
}
/* block b's terms and meta */
KT_DEV void ktq_xload(const uint4 *xq, kt_i64 b, uint4 *X) {
    const uint4 *const xb = xq + ktq_xo(b);
#pragma unroll
    for (int i = 0; i < 7; i++) X[i] = xb[i];
}

/* unit u of the warp's rows (words r[row]) into acc[row] */
KT_DEV void ktq_unit(const kt_gemv_args &a, const uint4 *xq, kt_i64 u, const kt_u32 (*r)[KTQ_NW], float *acc) {
    kt_u32 c[8];
    uint4 X[7];
#if KTQ_PAIR
    /* block 2u: its f16 scale in bytes 0-1, codes from byte 2; block 2u + 1 at byte 18 (q4_0) / 34 (q8_0) */
    ktq_xload(xq, 2 * u, X);
#pragma unroll
    for (int rr = 0; rr < KTQ_R; rr++) {
#if KTV_F == 11
#pragma unroll
        for (int i = 0; i < 4; i++) {
            const kt_u32 q = kt_prmt(r[rr][i], r[rr][i + 1], 0x5432u);
            c[i] = q & 0x0F0F0F0Fu;
            c[4 + i] = (q >> 4) & 0x0F0F0F0Fu;
        }
#else
#pragma unroll
        for (int i = 0; i < 8; i++) c[i] = kt_prmt(r[rr][i], r[rr][i + 1], 0x5432u);
#endif
        ktq_block(a, X, 2 * u, c, kt_h_to_f32((kt_u16)(r[rr][0] & 0xFFFFu)), 0.0f, acc[rr]);
    }
    ktq_xload(xq, 2 * u + 1, X);
#pragma unroll
    for (int rr = 0; rr < KTQ_R; rr++) {
#if KTV_F == 11
#pragma unroll
        for (int i = 0; i < 4; i++) {
            c[i] = r[rr][5 + i] & 0x0F0F0F0Fu;
            c[4 + i] = (r[rr][5 + i] >> 4) & 0x0F0F0F0Fu;
        }
        ktq_block(a, X, 2 * u + 1, c, kt_h_to_f32((kt_u16)(r[rr][4] >> 16)), 0.0f, acc[rr]);
#else
        ktq_block(a, X, 2 * u + 1, r[rr] + 9, kt_h_to_f32((kt_u16)(r[rr][8] >> 16)), 0.0f, acc[rr]);
#endif
    }
#else
    ktq_xload(xq, u, X);
#pragma unroll
    for (int rr = 0; rr < KTQ_R; rr++) {
#if KTV_F == 3 || KTV_F == 4
#pragma unroll
        for (int i = 0; i < 4; i++) ktq_e2m1(r[rr][i], c[2 * i], c[2 * i + 1]);
#if KTV_F == 3
        ktq_block(a, X, u, c, ktv_e8m0(r[rr][4]) * 0.5f, 0.0f, acc[rr]);
#else
        /* E4M3 scales placed in f32 are the value times 2^-120 (subnormals too): times 2^119, the e2m1 doubling's 1/2 */
        ktq_block(a, X, u, c, __uint_as_float(((r[rr][4] & 0x80u) << 24) | ((r[rr][4] & 0x7Fu) << 20)) * __uint_as_float(0x7B000000u),
                  __uint_as_float(((r[rr][4] & 0x8000u) << 16) | ((r[rr][4] & 0x7F00u) << 12)) * __uint_as_float(0x7B000000u), acc[rr]);
#endif
#elif KTV_F == 9
        ktq_block(a, X, u, r[rr], ktv_e8m0(r[rr][8]) * 0.015625f, 0.0f, acc[rr]);
#else
        ktq_block(a, X, u, r[rr], 1.0f, 0.0f, acc[rr]);
#endif
    }
    (void)c;
#endif
}

KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES, KT_BN) kt_gemv_dot(const kt_gemv_args a) {
    extern __shared__ __align__(16) uint4 ktq_smem[];
    uint4 *const xq = ktq_smem;
    const int lane = threadIdx.x & (KT_LANES - 1), warp = threadIdx.x >> KT_LANES_SHIFT;
    const kt_i64 nu = (a.K >> 5) / KTQ_BU;                 /* units a row */
    const kt_i64 nst = (nu + KT_LANES - 1) / KT_LANES;      /* steps a row */
    const kt_i64 ngr = (nu / KT_LANES) / KTQ_U;             /* groups of whole steps a row */
    const kt_i64 nrg = (a.N + KTQ_R - 1) / KTQ_R, rstep = (kt_i64)gridDim.x * KTV_WARPS;
    float acc[KTQ_R];
#pragma unroll
    for (int r = 0; r < KTQ_R; r++) acc[r] = 0.0f;
    kt_u32 cur[KTQ_U][KTQ_R][KTQ_NW], nxt[KTQ_U][KTQ_R][KTQ_NW];
    /* group gi of row group rg into dst */
    auto load = [&](kt_i64 rg, kt_i64 gi, kt_u32 (&dst)[KTQ_U][KTQ_R][KTQ_NW]) {
#pragma unroll
        for (int r = 0; r < KTQ_R; r++) {
            const kt_u8 *w, *sw;
            ktv_row_ptrs(a, rg * KTQ_R + r, w, sw);
#pragma unroll
            for (int u = 0; u < KTQ_U; u++) ktq_load(w, sw, (gi * KTQ_U + u) * KT_LANES + lane, dst[u][r]);
        }
    };
    /* the row group's steps past its whole groups (lanes past the row's units idle), then its sums */
    auto finish = [&](kt_i64 rg) {
#pragma unroll 1
        for (kt_i64 st = ngr * KTQ_U; st < nst; st++) {
            const kt_i64 un = st * KT_LANES + lane;
            kt_u32 t[KTQ_R][KTQ_NW];
            if (un < nu) {
#pragma unroll
                for (int r = 0; r < KTQ_R; r++) {
                    const kt_u8 *w, *sw;
                    ktv_row_ptrs(a, rg * KTQ_R + r, w, sw);
                    ktq_load(w, sw, un, t[r]);
                }
                ktq_unit(a, xq, un, t, acc);
            }
        }
#pragma unroll
        for (int r = 0; r < KTQ_R; r++) {
            float v = acc[r];
#pragma unroll
            for (int m = KT_LANES / 2; m > 0; m >>= 1) v += kt_shfl_xor(v, m);
            acc[r] = 0.0f;
            const kt_i64 n = rg * KTQ_R + r;
            if (lane == 0 && n < a.N) {
#if KTV_F == 0
                v *= __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
#elif KTV_F == 4
                v *= a.tscale;
#endif
                ktv_store(a, 0, n, v);
            }
        }
    };
    kt_i64 rg = (kt_i64)blockIdx.x * KTV_WARPS + warp, gi = 0;
    /* the first group's loads in flight while the block computes x's terms */
    if (ngr > 0 && rg < nrg) load(rg, 0, cur);
    ktq_terms(a, xq);
    __syncthreads();
    if (ngr == 0) { /* no whole group: the steps one at a time */
#pragma unroll 1
        for (; rg < nrg; rg += rstep) finish(rg);
        return;
    }
    /* the (row group, group) pairs in turn, the next one's loads issued before this one's math */
#pragma unroll 1
    while (rg < nrg) {
        kt_i64 rn = rg, gn = gi + 1;
        if (gn == ngr) {
            gn = 0;
            rn = rg + rstep;
        }
        if (rn < nrg) load(rn, gn, nxt);
#pragma unroll
        for (int u = 0; u < KTQ_U; u++) ktq_unit(a, xq, (gi * KTQ_U + u) * KT_LANES + lane, cur[u], acc);
        if (gi + 1 == ngr) finish(rg);
#pragma unroll
        for (int u = 0; u < KTQ_U; u++)
#pragma unroll
            for (int r = 0; r < KTQ_R; r++)
#pragma unroll
                for (int i = 0; i < KTQ_NW; i++) cur[u][r][i] = nxt[u][r][i];
        rg = rn;
        gi = gn;
    }
}
#undef KTQ_R
#undef KTQ_U
#undef KTQ_PAIR
#undef KTQ_NW
#undef KTQ_BU
#undef KTQ_SEL
#endif

#endif

/* Sum of the split partials in split order, then the store. */
KT_KERNEL void kt_gemv_reduce(const kt_gemv_args a) {
    const kt_i64 total = a.M * a.N, splits = (a.K + a.k_split - 1) / a.k_split;
    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < total; idx += (kt_i64)gridDim.x * blockDim.x) {
        float s = 0.0f;
        for (kt_i64 z = 0; z < splits; z++) s += ((const float *)a.part)[z * total + idx];
        ktv_store(a, idx / a.N, idx % a.N, s);
    }
}
