/* Flash attention forward (FlashAttention-2 style): one CTA owns BM query
   rows, streams BN keys at a time through shared memory (cp.async), scores
   and P.V on tensor cores (ldmatrix + mma m16n8k16), online softmax in f32.
   Compile-time: KT_D head dim, KT_BN keys per tile, KT_WARPS, KT_MT (16-row
   tiles per warp), KT_STAGES (K/V tiles in flight + 1), KT_DTYPE (0 f16, 1 bf16), KT_MASK (0 none, 1 tensor).
   Run time: causal/window, soft-cap, ALiBi, LSE, GQA, packed GQA rows
   (decode), split-KV partials. Argument blocks: shaders/kernel_args.h. */
typedef ktorch__cu_attn_args kt_attn_args; /* shaders/kernel_args.h */

/* Third argument of the kind 4 kernel (second of kind 0 masks 2 and 3): the
   block-sparse tile lists, or for kind 4's dense kernel the pairing flag. */
typedef ktorch__cu_sparse_args kt_sparse_args; /* shaders/kernel_args.h */

KT_DEV float kt_mask_value(const kt_attn_args &a, kt_i64 b, kt_i64 hq, kt_i64 i, kt_i64 j) {
    kt_i64 off = b * a.m_sb + hq * a.m_sh + i * a.m_sq + j * a.m_sk;
    switch (a.mask_type) {
    case 0: return ((const kt_u8 *)a.mask)[off] ? 0.0f : KT_NEG_INF;
    case 1: return ((const float *)a.mask)[off];
    case 2: return kt_f16_to_f32(((const kt_u16 *)a.mask)[off]);
    default: return kt_bf16_to_f32(((const kt_u16 *)a.mask)[off]);
    }
}

#if KT_KIND == 9
/* Paged KV cache decode (kind 9): the decode kernel below reads K/V rows
   through the block table; KT_MASK selects the page format (0: pages in
   the query dtype, 1: i8/fp8 codes with per-token f32 scales decoded in
   registers, 16 packed rows a block; 2: the same with P V taken as
   V^T P^T (V's codes the A operand), 8 rows a block, so O is 8 rows instead
   of 16 in registers: fewer registers, more blocks a multiprocessor). Also
   the cache append kernels. */
#if KT_MASK /* captured by value: KT_MASK is redefined next */
#define KT_PQ 1
#else
#define KT_PQ 0
#endif
#if KT_MASK == 2
#define KT_PVT 1
#else
#define KT_PVT 0
#endif
#undef KT_MASK
#define KT_MASK 0
typedef ktorch__cu_paged_args kt_paged_args; /* shaders/kernel_args.h */
/* One page code to f32 (exact; the codes' OCP values, E4M3 NaN kept). */
KT_DEV float kt_code_f32(kt_u32 c, int kind) {
    if (kind == 1) return __int_as_float(0x4B000000 | (c ^ 0x80u)) - 8388736.0f; /* 2^23 + (x + 128) - (2^23 + 128) */
    return kind == 3 ? kt_e5m2_to_f32(c) : kt_e4m3_to_f32(c);
}
KT_DEV float kt_load_any(const char *p, int dt) { /* 0 f32, 1 f16, 2 bf16 */
    if (dt == 0) return *(const float *)p;
    if (dt == 1) return kt_f16_to_f32(*(const kt_u16 *)p);
    return kt_bf16_to_f32(*(const kt_u16 *)p);
}

/* Cache append: one block per (b, h, t) token row of one side (K or V).
   mode 0: float tokens into float pages (convert), 1: quantize from the
   row's amax (the rule of ktorch.h's ktorch__kv_quant_row), 2: copy codes and
   their scale. Strides in bytes. */
typedef ktorch__cu_append_args kt_append_args; /* shaders/kernel_args.h */
KT_KERNEL void kt_kv_append(const kt_append_args a) {
    __shared__ float red[1024 / KT_LANES];
    const kt_i64 row = blockIdx.x, t = row % a.T, h = (row / a.T) % a.Hk, b = row / (a.T * a.Hk);
    const kt_i64 pos = (kt_i64)((const int *)a.lens)[b] + t;
    const kt_i64 pg = ((const int *)a.bt)[b * a.bt_sb + (pos / a.page) * a.bt_sp], slot = pos % a.page;
    const char *src = (const char *)a.src + b * a.s_sb + h * a.s_sh + t * a.s_st;
    char *dst = (char *)a.dst + pg * a.d_sp + h * a.d_sh + slot * a.d_ss;
    if (a.mode == 0) {
        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {
            float x = kt_load_any(src + e * a.s_se, (int)a.src_dt);
            char *o = dst + e * a.d_se;
            if (a.dst_dt == 0) *(float *)o = x;
            else if (a.dst_dt == 1) *(kt_u16 *)o = kt_f32_to_f16(x);
            else *(kt_u16 *)o = kt_f32_to_bf16(x);
        }
        return;
    }
    float sv;
    if (a.mode == 2) {
        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) dst[e * a.d_se] = src[e * a.s_se];
        sv = *(const float *)((const char *)a.nsc + b * a.n_sb + h * a.n_sh + t * a.n_st);
    } else {
        float amax = 0.0f; /* max is exact: any order gives the host's value */
        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) amax = fmaxf(amax, fabsf(kt_load_any(src + e * a.s_se, (int)a.src_dt)));
        for (int m = KT_LANES / 2; m > 0; m >>= 1) amax = fmaxf(amax, kt_shfl_xor(amax, m));
        if ((threadIdx.x & (KT_LANES - 1)) == 0) red[threadIdx.x >> KT_LANES_SHIFT] = amax;
        __syncthreads();
        amax = 0.0f;
        for (int w = 0; w < (int)(blockDim.x >> KT_LANES_SHIFT); w++) amax = fmaxf(amax, red[w]);
        float m;
        if (a.dst_dt == 1) { /* i8 */
            sv = amax / 127.0f;
            m = sv > 0.0f ? 1.0f / sv : 0.0f;
        } else {
            m = amax > 0.0f ? (a.dst_dt == 2 ? 448.0f : 57344.0f) / amax : 1.0f;
            if (!(m <= 8.5070592e37f)) m = 8.5070592e37f;
            sv = 1.0f / m;
        }
        for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {
            float v = kt_load_any(src + e * a.s_se, (int)a.src_dt) * m;
            kt_u32 c;
            if (a.dst_dt == 1) {
                if (v != v) v = 0.0f; /* 0 x an infinite m (a subnormal scale): code 0, as the host */
                v = v > 127.0f ? 127.0f : v < -127.0f ? -127.0f : v;
                c = (kt_u32)__float2int_rn(v) & 0xFFu;
            } else {
                c = a.dst_dt == 3 ? kt_f32_to_e5m2(v, 1) : kt_f32_to_e4m3(v, 1);
            }
            dst[e * a.d_se] = (char)c;
        }
    }
    if (threadIdx.x == 0) *(float *)((char *)a.dsc + pg * a.c_sp + h * a.c_sh + slot * a.c_ss) = sv;
}
/* Non-finite check of float tokens bound for quantized pages: the smallest
   index (side, b, h, t, e) of a non-finite value: the one the host reports. */
KT_KERNEL void kt_kv_check(const kt_append_args a) {
    const kt_i64 row = blockIdx.x, t = row % a.T, h = (row / a.T) % a.Hk, b = row / (a.T * a.Hk);
    const char *src = (const char *)a.src + b * a.s_sb + h * a.s_sh + t * a.s_st;
    for (kt_i64 e = threadIdx.x; e < a.n; e += blockDim.x) {
        float x = kt_load_any(src + e * a.s_se, (int)a.src_dt);
        if (!(x - x == 0.0f)) atomicMin((unsigned long long *)a.flag, ((unsigned long long)a.side << 62) | (unsigned long long)(((b * a.Hk + h) * a.T + t) * a.n + e));
    }
}
#endif
#ifndef KT_PVT
#define KT_PVT 0
#endif

#if !KT_SM90
/* Block-sparse on this kernel (kind 0, KT_MASK 2; 3 with the element mask
   too): the CTA walks its key tiles from kt_sparse_list's lists (tile t is
   keys [t*BN, t*BN+BN), in order) instead of the range k_lo..k_hi, and when
   the block sizes are off the BM x BN grid (sp.bmask != 0) checks each
   element's block bit. Masks 0 and 1 are the dense kernel as it was. */
#if KT_KIND == 0 && KT_MASK >= 2
#define KT_BSP 1
#define KT_EMASK (KT_MASK == 3)
#else
#define KT_BSP 0
#define KT_EMASK KT_MASK
#endif
#define BM (KT_PVT ? 8 : 16 * KT_MT * KT_WARPS)
#define BN KT_BN
#define LDS (KT_D + 8) /* padded smem row: ldmatrix rows hit distinct banks */
#define NTHR (KT_WARPS * KT_LANES) /* KT_WARPS lane groups */
#define DCH (KT_D / 8)
/* Q fragments stay in registers when they fit (one 16-row tile per warp) */
#define KT_QREG (KT_MT == 1 && KT_D <= 128)

KT_DEV void kt_load_rows(kt_u32 s_base, const kt_u16 *g, kt_i64 row_stride, kt_i64 first, kt_i64 limit, int nrows,
                         int tid) {
    for (int c = tid; c < nrows * DCH; c += NTHR) {
        int r = c / DCH, ch = c - r * DCH;
        kt_i64 j = first + r;
        int ok = j < limit;
        const kt_u16 *src = g + (ok ? j * row_stride : 0) + ch * 8;
        kt_cp_async16(s_base + (kt_u32)(r * LDS + ch * 8) * 2u, src, ok);
    }
}

/* ---- the tile loop's products (tests/sh_hip_mfma_host.sh runs this part on the host) ----
   A wave has live rows where its first lane group has: every group of a
   hardware wave takes the same branch around the products, so they are
   kt_mma, MFMA on AMD wave64, with both halves there (a dead half
   multiplies the zero Q rows its loads left; its rows are never stored). A
   block of one group (decode) is half a wave64 there: the group tile. */
#if NTHR % (KT_WAVE_GROUPS * KT_LANES) == 0
#define KT_FMMA kt_mma
#else
#define KT_FMMA kt_mma_group
#endif
#define KT_FWD_LIVE(r0, warp, rows) (((r0) + ((warp) & -KT_WAVE_GROUPS) * 16 * KT_MT) < (rows))
/* S += Q K^T over one staged tile of BN keys at sK; Q from registers
   (KT_QREG) or from its tile at sQ */
KT_DEV void kt_fwd_qk(float (*s)[BN / 8][4], const kt_u32 (*qreg)[4], kt_u32 sQ, kt_u32 sK, int warp, int lane) {
#pragma unroll
    for (int ks = 0; ks < KT_D / 16; ks++) {
#if KT_QREG
        (void)sQ;
        (void)warp;
        const kt_u32 (*qa)[4] = &qreg[ks];
#else
        (void)qreg;
        kt_u32 qa[KT_MT][4];
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++) {
            int r = warp * 16 * KT_MT + mt * 16 + (lane & 15);
            kt_ldsm_x4(sQ + (kt_u32)(r * LDS + ks * 16 + (lane >> 4) * 8) * 2u, qa[mt][0], qa[mt][1], qa[mt][2], qa[mt][3]);
        }
#endif
#pragma unroll
        for (int np = 0; np < BN / 16; np++) {
            kt_u32 b0, b1, b2, b3;
            int r = np * 16 + (lane >> 4) * 8 + (lane & 7);
            kt_ldsm_x4(sK + (kt_u32)(r * LDS + ks * 16 + ((lane >> 3) & 1) * 8) * 2u, b0, b1, b2, b3);
#pragma unroll
            for (int mt = 0; mt < KT_MT; mt++) {
                KT_FMMA(s[mt][2 * np], qa[mt], b0, b1);
                KT_FMMA(s[mt][2 * np + 1], qa[mt], b2, b3);
            }
        }
    }
}
/* O += P V: P the tile's probabilities s in the operand type, V the staged
   tile at sV */
KT_DEV void kt_fwd_pv(float (*o)[KT_D / 8][4], float (*s)[BN / 8][4], kt_u32 sV, int lane) {
#pragma unroll
    for (int j = 0; j < BN / 16; j++) {
        kt_u32 pa[KT_MT][4];
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++) {
            pa[mt][0] = kt_pack2(s[mt][2 * j][0], s[mt][2 * j][1]);
            pa[mt][1] = kt_pack2(s[mt][2 * j][2], s[mt][2 * j][3]);
            pa[mt][2] = kt_pack2(s[mt][2 * j + 1][0], s[mt][2 * j + 1][1]);
            pa[mt][3] = kt_pack2(s[mt][2 * j + 1][2], s[mt][2 * j + 1][3]);
        }
#pragma unroll
        for (int dp = 0; dp < KT_D / 16; dp++) {
            kt_u32 b0, b1, b2, b3;
            int r = j * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);
            kt_ldsm_x4_t(sV + (kt_u32)(r * LDS + dp * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);
#pragma unroll
            for (int mt = 0; mt < KT_MT; mt++) {
                KT_FMMA(o[mt][2 * dp], pa[mt], b0, b1);
                KT_FMMA(o[mt][2 * dp + 1], pa[mt], b2, b3);
            }
        }
    }
}
/* ---- end of the tile loop's products ---- */

#if KT_KIND == 9
/* K/V rows [first, first+BN) through the block table. Lane r < BN holds the
   page and slot of row first + r (looked up one tile ahead); one warp. */
#define KT_TSLOTS (KT_PQ ? 0 : KT_STAGES) /* 16-bit K/V tiles in shared memory */
#define KT_CB (BN * KT_D)                  /* bytes of one tile of codes */
#if KT_PQ
/* 16-byte chunk ch of code row r is stored at chunk kt_pq_swz(r, ch), so that
   each 8 lanes of a 16-byte read hit distinct banks: K's reads (chunk 4c + t
   of rows 8n + g) and V's (chunk g of rows 16j + 2t + e) alike. */
KT_DEV int kt_pq_swz(int r, int ch) { return KT_D == 128 ? ch ^ ((r & 6) ^ ((r & 1) << 2)) : ch ^ (r & 2); }
#endif
KT_DEV void kt_paged_rows(const kt_paged_args &P, kt_u32 sk, kt_u32 sv, kt_u32 sks, kt_u32 svs, kt_i64 kvh, int pg, int sl,
                          int nrows, int lane) {
#if KT_PQ
    const char *kp = (const char *)P.kp + kvh * P.kp_sh, *vp = (const char *)P.vp + kvh * P.vp_sh;
    KT_UNROLL_LANES
    for (int c = lane; c < BN * (KT_D / 16); c += KT_LANES) {
        int r = c / (KT_D / 16), ch = c - r * (KT_D / 16);
        int p = kt_shfl(pg, r), q = kt_shfl(sl, r), ok = r < nrows;
        kt_u32 at = (kt_u32)(r * KT_D + kt_pq_swz(r, ch) * 16);
        kt_cp_async16(sk + at, kp + (ok ? p * P.kp_sp + q * P.kp_ss : 0) + ch * 16, ok);
        kt_cp_async16(sv + at, vp + (ok ? p * P.vp_sp + q * P.vp_ss : 0) + ch * 16, ok);
    }
    if (lane < BN) {
        int ok = lane < nrows;
        kt_cp_async4(sks + 4u * lane, (const float *)P.ksc + (ok ? pg * P.ks_sp + kvh * P.ks_sh + sl * P.ks_ss : 0), ok);
        kt_cp_async4(svs + 4u * lane, (const float *)P.vsc + (ok ? pg * P.vs_sp + kvh * P.vs_sh + sl * P.vs_ss : 0), ok);
    }
#else
    (void)sks;
    (void)svs;
    const kt_u16 *kp = (const kt_u16 *)P.kp + kvh * P.kp_sh, *vp = (const kt_u16 *)P.vp + kvh * P.vp_sh;
    KT_UNROLL_LANES
    for (int c = lane; c < BN * DCH; c += KT_LANES) {
        int r = c / DCH, ch = c - r * DCH;
        int p = kt_shfl(pg, r), q = kt_shfl(sl, r), ok = r < nrows;
        kt_cp_async16(sk + (kt_u32)(r * LDS + ch * 8) * 2u, kp + (ok ? p * P.kp_sp + q * P.kp_ss : 0) + ch * 8, ok);
        kt_cp_async16(sv + (kt_u32)(r * LDS + ch * 8) * 2u, vp + (ok ? p * P.vp_sp + q * P.vp_ss : 0) + ch * 8, ok);
    }
#endif
}
#if KT_PQ
/* A whole tile inside one page (rows sl0.. of page pg) on contiguous code
   rows and 16-byte aligned scales (kt_paged_fast): from a lane's bases (its
   head's rows and 16-byte chunk of a side, kt_tile_bases) plus the page
   times its 32-bit stride, the chunks at fixed offsets; no shuffles, no
   zero-fill. */
struct kt_tile_bases {
    const char *k, *v, *s; /* codes at this lane's chunk; scales: lanes < BN/4 K's, < BN/2 V's, 4 a lane */
    kt_u32 ssp;            /* bytes a page of this lane's scales */
};
KT_DEV kt_tile_bases kt_paged_bases(const kt_paged_args &P, kt_i64 kvh, int lane) {
    kt_tile_bases t;
    const int v = lane >= BN / 4, q = 4 * (lane - v * (BN / 4));
    t.k = (const char *)P.kp + kvh * P.kp_sh + 16 * lane;
    t.v = (const char *)P.vp + kvh * P.vp_sh + 16 * lane;
    t.s = v ? (const char *)((const float *)P.vsc + kvh * P.vs_sh + q) : (const char *)((const float *)P.ksc + kvh * P.ks_sh + q);
    t.ssp = (kt_u32)(4 * (v ? P.vs_sp : P.ks_sp));
    return t;
}
KT_DEV void kt_paged_tile(const kt_paged_args &P, const kt_tile_bases &T, kt_u32 sk, kt_u32 sv, kt_u32 sks, kt_u32 svs, int pg, int sl0,
                          int lane) {
    const kt_u32 sl = (kt_u32)sl0 * KT_D;
    const char *kp = T.k + ((kt_u64)(kt_u32)pg * (kt_u32)P.kp_sp + sl), *vp = T.v + ((kt_u64)(kt_u32)pg * (kt_u32)P.vp_sp + sl);
    /* chunk c = lane + 32i lands at row c / (D/16), its column chunk swizzled:
       rows x + i 512/D, the swizzle the same for every other i */
    const int x = lane / (KT_D / 16), ch = lane % (KT_D / 16), rs = 512 / KT_D;
    const kt_u32 e0 = (kt_u32)(x * KT_D + kt_pq_swz(x, ch) * 16), e1 = (kt_u32)((x + rs) * KT_D + kt_pq_swz(x + rs, ch) * 16) - 512u;
#pragma unroll
    for (int i = 0; i < BN * (KT_D / 16) / KT_LANES; i++) {
        const kt_u32 at = (i & 1 ? e1 : e0) + 512u * (kt_u32)i;
        kt_cp_async16(sk + at, kp + 512 * i, 1);
        kt_cp_async16(sv + at, vp + 512 * i, 1);
    }
    if (lane < BN / 2) { /* BN / 4 lanes a side, 4 scales each */
        const int v = lane >= BN / 4;
        kt_cp_async16((v ? svs : sks) + 16u * (kt_u32)(lane - v * (BN / 4)), T.s + ((kt_u64)(kt_u32)pg * T.ssp + 4u * (kt_u32)sl0), 1);
    }
}
/* Tiles a whole tile of one page each (pages a multiple of BN, the range
   starting on a tile boundary), rows and scales as kt_paged_tile reads
   them, page strides within 32 bits: the same for the whole block. */
KT_DEV int kt_paged_fast(const kt_paged_args &P, kt_i64 k_lo) {
    return P.page % BN == 0 && k_lo % BN == 0 && P.kp_ss == KT_D && P.vp_ss == KT_D && P.ks_ss == 1 && P.vs_ss == 1 &&
           ((P.ksc | P.vsc) & 15u) == 0 && ((P.ks_sp | P.ks_sh | P.vs_sp | P.vs_sh) & 3) == 0 && P.kp_sp >= 0 && P.vp_sp >= 0 &&
           P.kp_sp <= 0xFFFFFFFFll && P.vp_sp <= 0xFFFFFFFFll && P.ks_sp >= 0 && P.vs_sp >= 0 && P.ks_sp <= 0x3FFFFFFFll && P.vs_sp <= 0x3FFFFFFFll;
}
#endif
/* Page and slot of row j (lanes past the range or the sequence get 0). */
KT_DEV void kt_paged_lookup(const kt_paged_args &P, kt_i64 b, kt_i64 j, kt_i64 hi, int &pg, int &sl) {
    pg = 0;
    sl = 0;
    if (j < hi) {
        kt_u32 u = (kt_u32)j, ps = (kt_u32)P.page, pi = u / ps;
        pg = ((const int *)P.bt)[b * P.bt_sb + (kt_i64)pi * P.bt_sp];
        sl = (int)(u - pi * ps);
    }
}
#if KT_PQ
/* Four codes of a word as exact 16-bit pairs of q's type, bytes (0, 2) in p0
   and (1, 3) in p1, by bit placement (no conversions, no scale): i8 the
   integer (the magic-number trick of gemv.cu), e5m2 and e4m3 their values,
   but in f16 both fp8 formats as the value x 2^-8 (subnormals included; the
   kernel folds 2^8 into the scale, so p x v_scale stays clear of f16's
   subnormals). Codes the append never writes (E4M3 NaN, E5M2 Inf and NaN)
   do not read as their values. */
template <int KIND, int F16 = KT_DTYPE == 0, int BIAS = 0> KT_DEV void kt_pq_codes8(kt_u32 w, kt_u32 &p0, kt_u32 &p1) {
    if (KIND == 1) {
        if (F16) {
            const kt_u32 u = w ^ 0x80808080u; /* c + 128 */
            p0 = kt_prmt(u, 0x64646464u, 0x4240u); /* f16 1024 + (c + 128) */
            p1 = kt_prmt(u, 0x64646464u, 0x4341u);
            if (!BIAS) { /* less 1152 (BIAS: c + 1152, the product's caller takes 1152 x the other operand's sum off) */
                p0 = kt_hsub2(p0, 0x64806480u);
                p1 = kt_hsub2(p1, 0x64806480u);
            }
            return;
        }
        /* the byte b = c mod 256 under bf16 0x43: 128 + b for c >= 0, else 2b
           (b's top bit lands in the exponent): c = h - 128 or h / 2 - 256,
           the sign bit picking the multiplier and addend (no XOR first) */
        const kt_u32 h0 = kt_prmt(w, 0x43434343u, 0x4240u), h1 = kt_prmt(w, 0x43434343u, 0x4341u);
        p0 = kt_fma2_bf16(h0, (h0 & 0x00800080u) ^ 0x3F803F80u, (h0 & 0x00800080u) ^ 0xC300C300u);
        p1 = kt_fma2_bf16(h1, (h1 & 0x00800080u) ^ 0x3F803F80u, (h1 & 0x00800080u) ^ 0xC300C300u);
        return;
    }
#if KT_PRMT_SIGN
    if (KIND == 2 && F16) { /* byte b over its sign replicated, shifted: sign to bit 15, b's bit 7 (at 14) masked off */
        p0 = (kt_prmt(w, w, 0xA280u) << 7) & 0xBF80BF80u;
        p1 = (kt_prmt(w, w, 0xB391u) << 7) & 0xBF80BF80u;
        return;
    }
#endif
    /* sign to bit 15, exponent and mantissa below it with the mantissa aligned
       to q's type: the value x 2^-(bias difference) */
    const int sh = KIND == 3 ? (F16 ? 8 : 5) : (F16 ? 7 : 4);
    const kt_u32 m = (0x7Fu << sh) * 0x10001u;
    p0 = ((w << sh) & m) | ((w << 8) & 0x80008000u);
    p1 = ((w >> (8 - sh)) & m) | (w & 0x80008000u);
    /* then times a power of two, plus -0: exact, subnormal codes included */
    if (!F16) {
        const kt_u32 mul = KIND == 3 ? 0x77807780u : 0x7B807B80u; /* 2^112, 2^120 */
        p0 = kt_fma2_bf16(p0, mul, 0x80008000u);
        p1 = kt_fma2_bf16(p1, mul, 0x80008000u);
    } else if (KIND == 3) { /* 2^-8: e5m2's smallest subnormal lands on f16's, 2^-24 */
        p0 = kt_fma2_f16(p0, 0x1C001C00u, 0x80008000u);
        p1 = kt_fma2_f16(p1, 0x1C001C00u, 0x80008000u);
    }
}
/* Kernel 2 under bf16 queries takes Q K^T in f16 (KT_QK16): K's codes decode
   to f16 in fewer instructions (i8 5 a word against 8, fp8 without the
   multiply), Q goes to f16 times a power of two per row that puts the row's
   largest |q| in [2^14, 2^15] (exact but for elements 2^28 below it), and
   the scores take the power back with the key scales. */
#if KT_PVT && KT_DTYPE == 1 && KT_WAVE_GROUPS == 1
#define KT_QK16 1
#define KT_QK_MMA kt_mma_f16
#else
#define KT_QK16 0
#define KT_QK_MMA KT_FMMA
#endif
/* And P V too (KT_PV16, with KT_ST below): V's codes decode to f16 as K's
   do (fewer instructions than to bf16), and P^T's elements p x v_scale go
   to f16 times vmul, a power of two a block (the warp) that keeps the
   largest |v_scale| seen so far within f16's range: p is at most 2^8 (the
   lazy softmax), p x scale x vmul at most 2^15; vmul only falls (O rescaled
   by the ratio, in few tiles), and the epilogue takes it back. */
#if KT_QK16
#define KT_PV16 1
#define KT_PV_MMA kt_mma_f16
#else
#define KT_PV16 0
#define KT_PV_MMA kt_mma
#endif
/* Kernel 2 on 32-lane waves takes the scores transposed (KT_ST): S^T =
   K Q^T, K's codes the A operand (16 keys) and Q^T the B operand (the 8
   rows), so one m16n8k16 covers 16 keys where S = Q K^T took two, half on
   zero rows. Lane (g, t) then holds keys g and g + 8 of queries 2t and
   2t + 1, the queries of its O^T columns (no shuffles to rescale O), and
   P^T's B fragments for V^T P^T are the two 8x8 halves of the tile
   transposed in registers (kt_movm_t). */
#if KT_PVT && KT_WAVE_GROUPS == 1
#define KT_ST 1
#if KT_BN != 16
#error "kernel 2 takes 16-key tiles"
#endif
#else
#define KT_ST 0
#endif
#if KT_PV16 && !KT_ST
#error "P V in f16 comes with the transposed scores"
#endif
/* S += Q K^T over one staged tile of K codes. Lane (g, t) reads the 16 codes
   of chunk 4c + t of key row 8n + g: the k16 products 4c..4c+3 of column g,
   elements 64c + 16t + 4p + (0, 2) in slots 2t, 2t+1 and + (1, 3) in slots
   2t+8, 2t+9; Q's fragments are in the same order. */
template <int KIND> KT_DEV void kt_pq_qk(float (*s)[4], const kt_u32 (*qa)[4], const kt_u8 *codes, int g, int t) {
#pragma unroll
    for (int n = 0; n < BN / 8; n++) {
        const int r = n * 8 + g;
#pragma unroll
        for (int c = 0; c < KT_D / 64; c++) {
            const uint4 v = *(const uint4 *)(codes + r * KT_D + kt_pq_swz(r, 4 * c + t) * 16);
            const kt_u32 w[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
            for (int p = 0; p < 4; p++) {
                kt_u32 b0, b1;
                kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0>(w[p], b0, b1);
                KT_QK_MMA(s[n], qa[4 * c + p], b0, b1);
            }
        }
    }
}
/* S^T += K Q^T (KT_ST) over one staged tile of K codes: lane (g, t) reads
   kt_pq_qk's chunks 4c + t of key rows g and g + 8, the A operand's rows g
   and g + 8 at kt_pq_qk's k slots; Q's fragments of row g (qa[ks][0] and
   [2]) are the B operand, column g. i8 codes in f16 come as c + 1152 (no
   subtraction): st starts at -1152 x the query's sum (kb2). */
template <int KIND> KT_DEV void kt_pq_qkt(float *st, const kt_u32 (*qa)[4], const kt_u8 *codes, int g, int t) {
    float s2[4] = {0.0f, 0.0f, 0.0f, 0.0f}; /* odd products: two chains of MMAs, half as long */
#pragma unroll
    for (int c = 0; c < KT_D / 64; c++) {
        const uint4 v0 = *(const uint4 *)(codes + g * KT_D + kt_pq_swz(g, 4 * c + t) * 16);
        const uint4 v1 = *(const uint4 *)(codes + (g + 8) * KT_D + kt_pq_swz(g + 8, 4 * c + t) * 16);
        const kt_u32 w0[4] = {v0.x, v0.y, v0.z, v0.w}, w1[4] = {v1.x, v1.y, v1.z, v1.w};
#pragma unroll
        for (int p = 0; p < 4; p++) {
            kt_u32 ka[4];
            kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0, 1>(w0[p], ka[0], ka[2]);
            kt_pq_codes8<KIND, KT_QK16 || KT_DTYPE == 0, 1>(w1[p], ka[1], ka[3]);
            KT_QK_MMA(p & 1 ? s2 : st, ka, qa[4 * c + p][0], qa[4 * c + p][2]);
        }
    }
#pragma unroll
    for (int e = 0; e < 4; e++) st[e] += s2[e];
}
/* The V codes of key block j that lane (g, t) multiplies: the D/8 codes at
   g D/8 of rows 16j + 2t, +1, +8, +9 (w[e], e in that order). */
KT_DEV void kt_pq_vload(kt_u32 (*w)[KT_D / 32], const kt_u8 *codes, int j, int g, int t) {
#pragma unroll
    for (int e = 0; e < 4; e++) {
        const int r = 16 * j + 2 * t + (e & 1) + 8 * (e >> 1);
#if KT_D == 128
        const uint4 v = *(const uint4 *)(codes + r * KT_D + kt_pq_swz(r, g) * 16);
        w[e][0] = v.x;
        w[e][1] = v.y;
        w[e][2] = v.z;
        w[e][3] = v.w;
#else
        const uint2 v = *(const uint2 *)(codes + r * KT_D + kt_pq_swz(r, g >> 1) * 16 + (g & 1) * 8);
        w[e][0] = v.x;
        w[e][1] = v.y;
#endif
    }
}
/* Word i of those codes paired by byte permutes and decoded to 16-bit pairs:
   lo rows (2t, 2t+1), hi rows (2t+8, 2t+9), of columns 4i..4i+3. */
template <int KIND, int F16 = KT_DTYPE == 0> KT_DEV void kt_pq_vpairs(const kt_u32 (*w)[KT_D / 32], int i, kt_u32 *lo, kt_u32 *hi) {
#if KT_PRMT_SIGN
    if (KIND == 2 && F16) { /* e4m3 in f16: pairing and decode in one byte permute (kt_pq_codes8) */
#pragma unroll
        for (int q = 0; q < 4; q++) {
            const kt_u32 sel = 0xC480u + 0x1111u * (kt_u32)q; /* column q of both rows, each over its sign */
            lo[q] = (kt_prmt(w[0][i], w[1][i], sel) << 7) & 0xBF80BF80u;
            hi[q] = (kt_prmt(w[2][i], w[3][i], sel) << 7) & 0xBF80BF80u;
        }
        return;
    }
#endif
    kt_pq_codes8<KIND, F16>(kt_prmt(w[0][i], w[1][i], 0x5410u), lo[0], lo[1]);
    kt_pq_codes8<KIND, F16>(kt_prmt(w[0][i], w[1][i], 0x7632u), lo[2], lo[3]);
    kt_pq_codes8<KIND, F16>(kt_prmt(w[2][i], w[3][i], 0x5410u), hi[0], hi[1]);
    kt_pq_codes8<KIND, F16>(kt_prmt(w[2][i], w[3][i], 0x7632u), hi[2], hi[3]);
}
/* O += P V over one staged tile of V codes (kt_pq_vload, kt_pq_vpairs):
   column g of output block dn is element g D/8 + dn, so the
   accumulator's element (dn, e) is column (2t + e) D/8 + dn. */
template <int KIND> KT_DEV void kt_pq_pv(float (*o)[4], const kt_u32 (*pa)[4], const kt_u8 *codes, int g, int t) {
#pragma unroll
    for (int j = 0; j < BN / 16; j++) {
        kt_u32 w[4][KT_D / 32];
        kt_pq_vload(w, codes, j, g, t);
#pragma unroll
        for (int i = 0; i < KT_D / 32; i++) {
            kt_u32 lo[4], hi[4]; /* rows (2t, 2t+1) and (2t+8, 2t+9) of blocks 4i..4i+3 */
            kt_pq_vpairs<KIND>(w, i, lo, hi);
#pragma unroll
            for (int q = 0; q < 4; q++) KT_FMMA(o[4 * i + q], pa[j], lo[q], hi[q]);
        }
    }
}
/* O^T += V^T P^T (KT_PVT): the codes of kt_pq_pv, paired the same way, are
   the A operand: lane (g, t) holds d = g D/8 + 4i + q, so m-tile 2i + h takes
   rows d + 2h (row g) and d + 2h + 1 (row g + 8); P^T is the B operand,
   straight from the score tile's row g. o[mt] then holds columns
   g D/8 + 2mt (+1 in elements 2, 3) of queries 2t, 2t + 1. */
template <int KIND> KT_DEV void kt_pq_pvt(float (*o)[4], const kt_u32 (*pb)[2], const kt_u8 *codes, int g, int t) {
#pragma unroll
    for (int j = 0; j < BN / 16; j++) {
        kt_u32 w[4][KT_D / 32];
        kt_pq_vload(w, codes, j, g, t);
#pragma unroll
        for (int i = 0; i < KT_D / 32; i++) {
            kt_u32 lo[4], hi[4];
            kt_pq_vpairs<KIND, KT_PV16 || KT_DTYPE == 0>(w, i, lo, hi);
#pragma unroll
            for (int h = 0; h < 2; h++) {
                const kt_u32 va[4] = {lo[2 * h], lo[2 * h + 1], hi[2 * h], hi[2 * h + 1]};
                KT_PV_MMA(o[2 * i + h], va, pb[j][0], pb[j][1]);
            }
        }
    }
}
/* Scale columns of a score/probability tile: column n*8 + 2t + (e&1). */
KT_DEV void kt_scale_cols(float (*s)[BN / 8][4], const float *sc, float mul, int t) {
#pragma unroll
    for (int n = 0; n < BN / 8; n++) {
        const float c0 = sc[n * 8 + 2 * t] * mul, c1 = sc[n * 8 + 2 * t + 1] * mul;
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++) {
            s[mt][n][0] *= c0;
            s[mt][n][1] *= c1;
            s[mt][n][2] *= c0;
            s[mt][n][3] *= c1;
        }
    }
}
#endif
#else
#define KT_TSLOTS KT_STAGES
#endif
#ifndef KT_ST
#define KT_ST 0
#endif

#if KT_KIND == 9
KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_paged_args P) {
    const kt_attn_args &a = P.a;
#elif KT_BSP
KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_attn_args a, const kt_sparse_args sp) {
#else
KT_KERNEL void __launch_bounds__(NTHR) kt_attn_fwd(const kt_attn_args a) {
#endif
    extern __shared__ __align__(16) kt_u16 smem[];
#if !(KT_KIND == 9 && KT_PQ) /* quantized pages: shared memory holds the staged codes alone */
    kt_u16 *sQ = smem, *sK = smem + BM * LDS, *sV = sK + KT_TSLOTS * BN * LDS;
#endif
    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;
    const kt_i64 hunits = a.pack ? a.Hk : a.Hq;
    const kt_i64 b = blockIdx.y / hunits, hu = blockIdx.y - b * hunits;
    const kt_i64 split = blockIdx.z;
    /* heaviest row blocks (causal: the last ones) first */
    const kt_i64 r0 = (kt_i64)(gridDim.x - 1 - blockIdx.x) * BM;
    const kt_i64 rlast = (r0 + BM < a.rows ? r0 + BM : a.rows) - 1;
    const kt_i64 G = a.group;
    const kt_i64 i_lo = a.pack ? r0 / G : r0, i_hi = a.pack ? rlast / G : rlast;
#if KT_KIND == 9
    const kt_i64 nk = ((const int *)P.lens)[b]; /* per-sequence context length */
#else
    const kt_i64 nk = a.Nk;
#endif
    const kt_i64 off = nk - a.Nq;
    const kt_i64 kvh = a.pack ? hu : hu / G;
    kt_i64 k_lo = split * a.split_keys, k_hi = k_lo + a.split_keys;
    if (k_hi > nk) k_hi = nk;
    if ((a.wflags & 1) && i_lo + off - a.wl > k_lo) k_lo = i_lo + off - a.wl;
    if ((a.wflags & 2) && i_hi + off + a.wr + 1 < k_hi) k_hi = i_hi + off + a.wr + 1;
#if KT_BSP
    /* this row block's list (one split, no packed rows): ntl tiles at tl */
    const kt_i64 lrow = (kt_i64)blockIdx.y * gridDim.x + r0 / BM;
    const int *tl = (const int *)sp.idx + lrow * sp.T;
    const int ntl = ((const int *)sp.cnt)[lrow];
#define KT_LTILE(jt) ((kt_i64)__ldg(tl + (jt)) * BN)
#endif

#if KT_KIND != 9
    const kt_u16 *kbase = (const kt_u16 *)a.k + b * a.k_sb + kvh * a.k_sh;
    const kt_u16 *vbase = (const kt_u16 *)a.v + b * a.v_sb + kvh * a.v_sh;
#endif
#if !(KT_KIND == 9 && KT_PQ)
    const kt_u32 sQa = kt_smem_addr(sQ), sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV);
#endif
#if KT_KIND == 9
#if KT_PQ
    /* staged codes and scales of KT_STAGES tiles */
    kt_u8 *sKc = (kt_u8 *)smem, *sVc = sKc + KT_STAGES * KT_CB;
    float *sKs = (float *)(sVc + KT_STAGES * KT_CB), *sVs = sKs + KT_STAGES * BN;
    const kt_u32 sKca = kt_smem_addr(sKc), sVca = kt_smem_addr(sVc), sKsa = kt_smem_addr(sKs), sVsa = kt_smem_addr(sVs);
#define KT_PAGED_LOAD(st_, kb_)                                                                                              \
    do {                                                                                                                     \
        const kt_u32 sk_ = sKca + (kt_u32)((st_) * KT_CB), sv_ = sVca + (kt_u32)((st_) * KT_CB);                            \
        const kt_u32 sks_ = sKsa + (kt_u32)((st_) * BN * 4), svs_ = sVsa + (kt_u32)((st_) * BN * 4);                        \
        if (fast && (kb_) + BN <= k_hi) kt_paged_tile(P, tb, sk_, sv_, sks_, svs_, pg_next, sl_next - lane, lane);           \
        else kt_paged_rows(P, sk_, sv_, sks_, svs_, kvh, pg_next, sl_next, (int)(k_hi - (kb_)), lane);                      \
    } while (0)
/* the next tile's page and slots: fast, one step along the page (the table
   read when a page is done); else looked up per row */
#define KT_PAGED_NEXT(nb_)                                                                                                   \
    do {                                                                                                                     \
        if (fast) {                                                                                                          \
            sl_next += BN;                                                                                                   \
            if (sl_next - lane == (int)P.page) {                                                                             \
                sl_next = lane;                                                                                              \
                fpi++;                                                                                                       \
                if ((nb_) < k_hi) pg_next = ((const int *)P.bt)[b * P.bt_sb + (kt_i64)fpi * P.bt_sp];                       \
            }                                                                                                                \
        } else {                                                                                                             \
            kt_paged_lookup(P, b, (nb_) + lane, k_hi, pg_next, sl_next);                                                     \
        }                                                                                                                    \
    } while (0)
#else
#define KT_PAGED_LOAD(st_, kb_)                                                                                              \
    kt_paged_rows(P, sKa + (kt_u32)((st_) * BN * LDS) * 2u, sVa + (kt_u32)((st_) * BN * LDS) * 2u, 0u, 0u, kvh, pg_next,    \
                  sl_next, (int)(k_hi - (kb_)), lane)
#endif
    int pg_next, sl_next; /* page and slot of this lane's row in the next tile to load */
    kt_paged_lookup(P, b, k_lo + lane, k_hi, pg_next, sl_next);
#if KT_PQ
    const int fast = kt_paged_fast(P, k_lo);
    const kt_tile_bases tb = kt_paged_bases(P, kvh, lane);
    int fpi = 0; /* fast: the page index of the next tile */
    if (fast) { /* every lane the page of the first tile, slot sl0 + lane */
        pg_next = kt_shfl(pg_next, 0);
        sl_next = kt_shfl(sl_next, 0) + lane;
        fpi = (int)(k_lo / P.page);
    }
#else
#define KT_PAGED_NEXT(nb_) kt_paged_lookup(P, b, (nb_) + lane, k_hi, pg_next, sl_next)
#endif
#endif

#if !(KT_KIND == 9 && KT_PQ)
    /* Q rows: packed rows enumerate (query i, head in group). */
    for (int c = tid; c < BM * DCH; c += NTHR) {
        int r = c / DCH, ch = c - r * DCH;
        kt_i64 gr = r0 + r;
        int ok = gr < a.rows;
        kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;
        const kt_u16 *src = (const kt_u16 *)a.q + (ok ? b * a.q_sb + hq * a.q_sh + i * a.q_sn : 0) + ch * 8;
        kt_cp_async16(sQa + (kt_u32)(r * LDS + ch * 8) * 2u, src, ok);
    }
#endif
    /* Prologue: KT_STAGES-1 tiles of K and V in flight (one commit group each;
       empty groups keep the count uniform). */
#pragma unroll
    for (int st = 0; st < KT_STAGES - 1; st++) {
#if KT_BSP
        if (st < ntl) {
            const kt_i64 kb = KT_LTILE(st);
#else
        kt_i64 kb = k_lo + (kt_i64)st * BN;
        if (kb < k_hi) {
#endif
#if KT_KIND == 9
            KT_PAGED_LOAD(st, kb);
            KT_PAGED_NEXT(kb + BN);
#else
            kt_load_rows(sKa + (kt_u32)(st * BN * LDS) * 2u, kbase, a.k_sn, kb, k_hi, BN, tid);
            kt_load_rows(sVa + (kt_u32)(st * BN * LDS) * 2u, vbase, a.v_sn, kb, k_hi, BN, tid);
#endif
        }
        kt_cp_commit();
    }

    const float sl2 = (float)a.scale * KT_LOG2E;
    const float cap = (float)a.softcap;
    const int rbase = warp * 16 * KT_MT + g; /* local row of (mt, h): rbase + mt*16 + 8h */

#define KT_OB (KT_PVT ? KT_D / 16 : KT_D / 8) /* accumulator blocks of a lane */
    float o[KT_MT][KT_OB][4];
    float m_run[KT_MT][2], l_run[KT_MT][2];
#pragma unroll
    for (int mt = 0; mt < KT_MT; mt++) {
#pragma unroll
        for (int d = 0; d < KT_OB; d++) o[mt][d][0] = o[mt][d][1] = o[mt][d][2] = o[mt][d][3] = 0.0f;
        m_run[mt][0] = m_run[mt][1] = KT_NEG_INF;
        l_run[mt][0] = l_run[mt][1] = 0.0f;
    }
    const int warp_rows = KT_PVT || KT_FWD_LIVE(r0, warp, a.rows); /* the wave has live rows (kernel 2's one warp always) */
#if KT_PV16
    /* vmul = 2^(2 - ve) covers the V scales up to vlim = 2^(ve + 5) / vk (vk:
       fp8 codes decode to value x 2^-8); none seen yet: vlim 0 */
    const float vk = P.vq != 1 ? 256.0f : 1.0f;
    int ve = 0;
    float vmul = 1.0f, vlim = 0.0f;
#endif
#if KT_BSP
    /* off the tile grid: the block mask's row of each of this thread's rows
       (the rows are the CTA's for every tile) */
    const kt_u8 *brow[KT_MT][2];
#pragma unroll
    for (int mt = 0; mt < KT_MT; mt++)
#pragma unroll
        for (int h = 0; h < 2; h++) {
            const kt_i64 gr = r0 + rbase + mt * 16 + 8 * h;
            brow[mt][h] = sp.bmask ? (const kt_u8 *)sp.bmask + b * sp.m_sb + hu * sp.m_sh + (gr < a.rows ? gr / sp.bq : 0) * sp.m_sq : 0;
        }
    const kt_u32 bk32 = (kt_u32)sp.bk; /* keys fit 32 bits */
#endif

#if KT_QREG
    kt_u32 qreg[KT_D / 16][4];
#if KT_KIND == 9 && KT_PQ
    /* from global memory in kt_pq_qk's order: product ks = 4c + p takes
       elements 64c + 16t + 4p + (0, 2) and + (1, 3) of rows g and g + 8 */
#pragma unroll
    for (int h = 0; h < 2; h++) {
        const kt_i64 gr = r0 + warp * 16 + g + 8 * h, i = gr / G, hq = hu * G + gr % G;
        const int live = gr < a.rows && (!KT_PVT || h == 0); /* KT_PVT: rows g + 8 are the next block's */
        const kt_u32 *qw = (const kt_u32 *)((const kt_u16 *)a.q + b * a.q_sb + hq * a.q_sh + i * a.q_sn + 16 * t);
#pragma unroll
        for (int ks = 0; ks < KT_D / 16; ks++) {
            const int at = 32 * (ks >> 2) + 2 * (ks & 3); /* words */
            const kt_u32 w01 = live ? qw[at] : 0u, w23 = live ? qw[at + 1] : 0u;
            qreg[ks][h] = kt_prmt(w01, w23, 0x5410u);
            qreg[ks][2 + h] = kt_prmt(w01, w23, 0x7632u);
        }
    }
#if KT_QK16
    /* row g to f16 times 2^-e (KT_QK16); qmul = 2^e goes with the key scales */
    float qmul;
    {
        float amax = 0.0f;
#pragma unroll
        for (int ks = 0; ks < KT_D / 16; ks++)
#pragma unroll
            for (int j = 0; j < 4; j += 2)
                amax = fmaxf(amax, fmaxf(fabsf(kt_bf16_to_f32((kt_u16)qreg[ks][j])), fabsf(kt_bf16_to_f32((kt_u16)(qreg[ks][j] >> 16)))));
        amax = fmaxf(amax, kt_shfl_xor(amax, 1));
        amax = fmaxf(amax, kt_shfl_xor(amax, 2));
        int e = amax > 0.0f ? (int)((kt_f32_to_bf16(amax) >> 7) & 0xFFu) - 127 - 14 : 0;
        e = e < -100 ? -100 : e > 100 ? 100 : e;
        const float down = kt_bf16_to_f32((kt_u16)((127 - e) << 7));
        qmul = kt_bf16_to_f32((kt_u16)((127 + e) << 7));
#pragma unroll
        for (int ks = 0; ks < KT_D / 16; ks++)
#pragma unroll
            for (int j = 0; j < 4; j += 2)
                qreg[ks][j] = kt_pack2_f16(kt_bf16_to_f32((kt_u16)qreg[ks][j]) * down, kt_bf16_to_f32((kt_u16)(qreg[ks][j] >> 16)) * down);
    }
#endif
#if KT_ST
    /* tiles at k_lo + [pl_lo, pl_hi] need no mask (none does under a soft-cap or ALiBi) */
    int pl_lo = 0, pl_hi = (int)(k_hi - k_lo) - BN;
    if (a.wflags & 1 && i_hi + off - a.wl > k_lo) pl_lo = (int)(i_hi + off - a.wl - k_lo);
    if (a.wflags & 2 && i_lo + off + a.wr + 1 - BN < k_lo + pl_hi) pl_hi = (int)(i_lo + off + a.wr + 1 - BN - k_lo);
    if (cap != 0.0f || a.alibi) pl_hi = -1;
    /* the key scales' multiplier of queries 2t and 2t + 1 (fp8 codes in f16 are value x 2^-8) */
    float kq2[2];
    {
        const float km = (KT_QK16 || KT_DTYPE == 0) && P.kq != 1 ? 256.0f : 1.0f;
#if KT_QK16
        kq2[0] = kt_shfl(qmul, 8 * t) * km;
        kq2[1] = kt_shfl(qmul, 8 * t + 4) * km;
#else
        kq2[0] = kq2[1] = km;
#endif
    }
    /* i8 keys: each score starts at -1152 x its query's sum (kt_pq_qkt) */
    float kb2[2] = {0.0f, 0.0f};
    if (P.kq == 1) {
        float qs = 0.0f;
#pragma unroll
        for (int ks = 0; ks < KT_D / 16; ks++)
#pragma unroll
            for (int j = 0; j < 4; j += 2) qs += kt_f16_to_f32((kt_u16)qreg[ks][j]) + kt_f16_to_f32((kt_u16)(qreg[ks][j] >> 16));
        qs += kt_shfl_xor(qs, 1);
        qs += kt_shfl_xor(qs, 2);
        kb2[0] = -1152.0f * kt_shfl(qs, 8 * t);
        kb2[1] = -1152.0f * kt_shfl(qs, 8 * t + 4);
    }
#endif
#else
    kt_cp_wait_group<KT_STAGES - 2>(); /* Q came with the first tile */
    __syncthreads();
#pragma unroll
    for (int ks = 0; ks < KT_D / 16; ks++) {
        int r = warp * 16 + (lane & 15);
        kt_ldsm_x4(sQa + (kt_u32)(r * LDS + ks * 16 + (lane >> 4) * 8) * 2u, qreg[ks][0], qreg[ks][1], qreg[ks][2], qreg[ks][3]);
    }
#endif
#endif
    int slot = 0;
#if KT_BSP
    /* list entries one iteration ahead: this tile's and the refill's */
    int t_cur = ntl > 0 ? __ldg(tl) : 0, t_ref = KT_STAGES - 1 < ntl ? __ldg(tl + KT_STAGES - 1) : 0;
    for (int jt = 0; jt < ntl; jt++) {
        const kt_i64 kb = (kt_i64)t_cur * BN;
        const int t_nxt = jt + 1 < ntl ? __ldg(tl + jt + 1) : 0;
#else
    for (kt_i64 kb = k_lo; kb < k_hi; kb += BN) {
#endif
        kt_cp_wait_group<KT_STAGES - 2>();
        __syncthreads();
        {
            /* refill the slot consumed in the previous iteration */
            int ns = slot == 0 ? KT_STAGES - 1 : slot - 1;
#if KT_BSP
            const int t_nref = jt + KT_STAGES < ntl ? __ldg(tl + jt + KT_STAGES) : 0;
            if (jt + KT_STAGES - 1 < ntl) {
                const kt_i64 nb = (kt_i64)t_ref * BN;
#else
            kt_i64 nb = kb + (kt_i64)(KT_STAGES - 1) * BN;
            if (nb < k_hi) {
#endif
#if KT_KIND == 9
                KT_PAGED_LOAD(ns, nb);
                KT_PAGED_NEXT(nb + BN);
#else
                kt_load_rows(sKa + (kt_u32)(ns * BN * LDS) * 2u, kbase, a.k_sn, nb, k_hi, BN, tid);
                kt_load_rows(sVa + (kt_u32)(ns * BN * LDS) * 2u, vbase, a.v_sn, nb, k_hi, BN, tid);
#endif
            }
            kt_cp_commit();
#if KT_BSP
            t_ref = t_nref;
#endif
        }
#if KT_KIND == 9 && KT_PQ
        const kt_u8 *kc = sKc + slot * KT_CB, *vc = sVc + slot * KT_CB;
#else
        const kt_u32 sKt = sKa + (kt_u32)(slot * BN * LDS) * 2u, sVt = sVa + (kt_u32)(slot * BN * LDS) * 2u;
#endif

#if KT_ST
        /* st[e]: key g + 8 (e >> 1), query 2t + (e & 1) */
        float st[4] = {kb2[0], kb2[1], kb2[0], kb2[1]};
        (void)rbase;
        if (warp_rows) {
            if (P.kq == 1) kt_pq_qkt<1>(st, qreg, kc, g, t);
            else if (P.kq == 2) kt_pq_qkt<2>(st, qreg, kc, g, t);
            else kt_pq_qkt<3>(st, qreg, kc, g, t);
        }
        {
            const float k0 = sKs[slot * BN + g], k1 = sKs[slot * BN + g + 8]; /* q . code_j x scale_j */
            st[0] *= k0 * kq2[0];
            st[1] *= k0 * kq2[1];
            st[2] *= k1 * kq2[0];
            st[3] *= k1 * kq2[1];
        }
        {
            const int kr = (int)(kb - k_lo);
            if (kr >= pl_lo && kr <= pl_hi) {
#pragma unroll
                for (int e = 0; e < 4; e++) st[e] *= sl2;
            } else {
#pragma unroll
                for (int e = 0; e < 4; e++) {
                    float x = st[e];
                    const kt_i64 gr = r0 + 2 * t + (e & 1), i = gr / G, hq = hu * G + gr % G, j = kb + g + 8 * (e >> 1), qpos = i + off;
                    const int vis = gr < a.rows && j < k_hi && (!(a.wflags & 1) || j >= qpos - a.wl) && (!(a.wflags & 2) || j <= qpos + a.wr);
                    if (cap != 0.0f) x = cap * tanhf(x * (float)a.scale / cap) * KT_LOG2E;
                    else x *= sl2;
                    if (vis && a.alibi) {
                        const kt_i64 dist = qpos - j;
                        x -= ((const float *)a.alibi)[hq] * KT_LOG2E * (float)(dist < 0 ? -dist : dist);
                    }
                    st[e] = vis ? x : KT_NEG_INF;
                }
            }
        }
        /* the lazy softmax of the other layout, each lane checking its own
           scores: the maxima over the keys (lanes t, 4 + t, ..) only when some
           query's passes m_run */
        if (kt_any(fmaxf(st[0], st[2]) > m_run[0][0] + (KT_DTYPE ? 8.0f : 0.0f) ||
                   fmaxf(st[1], st[3]) > m_run[0][1] + (KT_DTYPE ? 8.0f : 0.0f))) {
#pragma unroll
            for (int h = 0; h < 2; h++) {
                float mx = fmaxf(m_run[0][h], fmaxf(st[h], st[2 + h]));
#pragma unroll
                for (int m = 4; m < KT_LANES; m <<= 1) mx = fmaxf(mx, kt_shfl_xor(mx, m));
                const float alpha = kt_exp2(m_run[0][h] - (mx == KT_NEG_INF ? 0.0f : mx));
                m_run[0][h] = mx;
                l_run[0][h] *= alpha;
#pragma unroll
                for (int d = 0; d < KT_OB; d++) {
                    o[0][d][h] *= alpha;
                    o[0][d][2 + h] *= alpha;
                }
            }
        }
#pragma unroll
        for (int h = 0; h < 2; h++) {
            const float mu = m_run[0][h] == KT_NEG_INF ? 0.0f : m_run[0][h];
            st[h] = kt_exp2(st[h] - mu);
            st[2 + h] = kt_exp2(st[2 + h] - mu);
            l_run[0][h] += st[h] + st[2 + h];
        }
        {
            const float v0 = sVs[slot * BN + g], v1 = sVs[slot * BN + g + 8];
#if KT_PV16
            if (kt_any(fmaxf(fabsf(v0), fabsf(v1)) > vlim)) { /* vmul for the warp's largest scale, O to it */
                float sm = fmaxf(fabsf(v0), fabsf(v1));
#pragma unroll
                for (int m = KT_LANES / 2; m > 0; m >>= 1) sm = fmaxf(sm, kt_shfl_xor(sm, m));
                int e = (int)((__float_as_uint(sm * vk) >> 23) & 0xFFu) - 127;
                e = e < -100 ? -100 : e > 100 ? 100 : e;
                const int dv = vlim > 0.0f ? ve - e : -127; /* O is 0 before the first scale */
                const float r = dv < -126 ? 0.0f : __uint_as_float((kt_u32)(127 + dv) << 23);
#pragma unroll
                for (int d = 0; d < KT_OB; d++) o[0][d][0] *= r, o[0][d][1] *= r, o[0][d][2] *= r, o[0][d][3] *= r;
                ve = e;
                vmul = __uint_as_float((kt_u32)(127 + 2 - e) << 23);
                vlim = __uint_as_float((kt_u32)(127 + 5 + e) << 23) / vk;
            }
            const float cm = vmul * vk;
#else
            const float cm = KT_DTYPE == 0 && P.vq != 1 ? 256.0f : 1.0f;
#endif
            const float c0 = v0 * cm, c1 = v1 * cm; /* p_j x scale_j (x vmul), then . code_j */
            if (warp_rows) {
                kt_u32 pb[1][2];
#if KT_PV16
                pb[0][0] = kt_movm_t(kt_pack2_f16(st[0] * c0, st[1] * c0));
                pb[0][1] = kt_movm_t(kt_pack2_f16(st[2] * c1, st[3] * c1));
#else
                pb[0][0] = kt_movm_t(kt_pack2(st[0] * c0, st[1] * c0));
                pb[0][1] = kt_movm_t(kt_pack2(st[2] * c1, st[3] * c1));
#endif
                if (P.vq == 1) kt_pq_pvt<1>(o[0], pb, vc, g, t);
                else if (P.vq == 2) kt_pq_pvt<2>(o[0], pb, vc, g, t);
                else kt_pq_pvt<3>(o[0], pb, vc, g, t);
            }
        }
#else
        float s[KT_MT][BN / 8][4];
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++)
#pragma unroll
            for (int n = 0; n < BN / 8; n++) s[mt][n][0] = s[mt][n][1] = s[mt][n][2] = s[mt][n][3] = 0.0f;
        if (warp_rows) {
#if KT_KIND == 9 && KT_PQ
            if (P.kq == 1) kt_pq_qk<1>(s[0], qreg, kc, g, t);
            else if (P.kq == 2) kt_pq_qk<2>(s[0], qreg, kc, g, t);
            else kt_pq_qk<3>(s[0], qreg, kc, g, t);
#elif KT_QREG
            kt_fwd_qk(s, qreg, sQa, sKt, warp, lane);
#else
            kt_fwd_qk(s, 0, sQa, sKt, warp, lane);
#endif
        }

#if KT_KIND == 9 && KT_PQ
#if KT_QK16
        kt_scale_cols(s, sKs + slot * BN, P.kq != 1 ? 256.0f * qmul : qmul, t); /* q . code_j x scale_j */
#else
        kt_scale_cols(s, sKs + slot * BN, KT_DTYPE == 0 && P.kq != 1 ? 256.0f : 1.0f, t); /* q . code_j x scale_j */
#endif
#endif
        /* Scores to the log2 domain, masking only where it can matter. */
        int full = kb + BN <= k_hi && !(a.wflags & 1 && kb < i_hi + off - a.wl) &&
                   !(a.wflags & 2 && kb + BN - 1 > i_lo + off + a.wr);
#if KT_BSP
        int plain = full && cap == 0.0f && !a.alibi && !KT_EMASK && !sp.bmask;
#else
        int plain = full && cap == 0.0f && !a.alibi && !KT_MASK;
#endif
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++)
#pragma unroll
            for (int n = 0; n < BN / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) {
                    float x = s[mt][n][e];
                    if (plain) {
                        x *= sl2;
                    } else {
                        kt_i64 gr = r0 + rbase + mt * 16 + 8 * (e >> 1);
                        kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;
                        kt_i64 j = kb + n * 8 + 2 * t + (e & 1);
                        kt_i64 qpos = i + off;
                        int vis = gr < a.rows && j < k_hi && (!(a.wflags & 1) || j >= qpos - a.wl) &&
                                  (!(a.wflags & 2) || j <= qpos + a.wr);
#if KT_BSP
                        if (vis && sp.bmask) vis = brow[mt][e >> 1][(kt_i64)((kt_u32)j / bk32) * sp.m_sk] != 0;
#endif
                        if (cap != 0.0f) x = cap * tanhf(x * (float)a.scale / cap) * KT_LOG2E;
                        else x *= sl2;
                        if (vis) {
                            if (a.alibi) {
                                kt_i64 dist = qpos - j;
                                x -= ((const float *)a.alibi)[hq] * KT_LOG2E * (float)(dist < 0 ? -dist : dist);
                            }
#if KT_EMASK
                            x += kt_mask_value(a, b, hq, i, j) * KT_LOG2E;
#endif
                        }
                        x = vis ? x : KT_NEG_INF;
                    }
                    s[mt][n][e] = x;
                }

#if KT_KIND == 9 && KT_PQ
        /* Online softmax with a lazy reference: m_run moves (and l and O are
           rescaled) only when some row's max passes it, under bf16 by more
           than 8 (log2 units): in few tiles; p = exp2(x - m_run) stays at most
           2^8 (f16: at most 1, as p x v_scale must fit f16). */
#pragma unroll
        for (int h = 0; h < (KT_PVT ? 1 : 2); h++) {
            float mx = m_run[0][h];
#pragma unroll
            for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[0][n][2 * h], s[0][n][2 * h + 1]));
            mx = fmaxf(mx, kt_shfl_xor(mx, 1));
            mx = fmaxf(mx, kt_shfl_xor(mx, 2));
            if (kt_any(mx > m_run[0][h] + (KT_DTYPE ? 8.0f : 0.0f))) {
                const float alpha = kt_exp2(m_run[0][h] - (mx == KT_NEG_INF ? 0.0f : mx));
                m_run[0][h] = mx;
                l_run[0][h] *= alpha;
#if KT_PVT /* o holds queries 2t and 2t + 1: the alpha of lanes 8t and 8t + 4 */
                const float a0 = kt_shfl(alpha, 8 * t), a1 = kt_shfl(alpha, 8 * t + 4);
#pragma unroll
                for (int d = 0; d < KT_OB; d++) {
                    o[0][d][0] *= a0;
                    o[0][d][1] *= a1;
                    o[0][d][2] *= a0;
                    o[0][d][3] *= a1;
                }
#else
#pragma unroll
                for (int d = 0; d < KT_D / 8; d++) {
                    o[0][d][2 * h] *= alpha;
                    o[0][d][2 * h + 1] *= alpha;
                }
#endif
            }
            const float mu = m_run[0][h] == KT_NEG_INF ? 0.0f : m_run[0][h];
            float sum = 0.0f;
#pragma unroll
            for (int n = 0; n < BN / 8; n++) {
                const float p0 = kt_exp2(s[0][n][2 * h] - mu), p1 = kt_exp2(s[0][n][2 * h + 1] - mu);
                s[0][n][2 * h] = p0;
                s[0][n][2 * h + 1] = p1;
                sum += p0 + p1;
            }
            l_run[0][h] += sum;
        }
#else
        /* Online softmax: rows g and g+8 of each m-tile, reduced over the quad. */
#pragma unroll
        for (int mt = 0; mt < KT_MT; mt++)
#pragma unroll
            for (int h = 0; h < (KT_PVT ? 1 : 2); h++) {
                float mx = m_run[mt][h];
#pragma unroll
                for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[mt][n][2 * h], s[mt][n][2 * h + 1]));
                mx = fmaxf(mx, kt_shfl_xor(mx, 1));
                mx = fmaxf(mx, kt_shfl_xor(mx, 2));
                float mu = mx == KT_NEG_INF ? 0.0f : mx;
                float alpha = kt_exp2(m_run[mt][h] - mu);
                m_run[mt][h] = mx;
                float sum = 0.0f;
#pragma unroll
                for (int n = 0; n < BN / 8; n++) {
                    float p0 = kt_exp2(s[mt][n][2 * h] - mu), p1 = kt_exp2(s[mt][n][2 * h + 1] - mu);
                    s[mt][n][2 * h] = p0;
                    s[mt][n][2 * h + 1] = p1;
                    sum += p0 + p1;
                }
                l_run[mt][h] = l_run[mt][h] * alpha + sum;
#if KT_PVT /* o holds queries 2t and 2t + 1: the alpha of lanes 8t and 8t + 4 */
                const float a0 = kt_shfl(alpha, 8 * t), a1 = kt_shfl(alpha, 8 * t + 4);
#pragma unroll
                for (int d = 0; d < KT_OB; d++) {
                    o[mt][d][0] *= a0;
                    o[mt][d][1] *= a1;
                    o[mt][d][2] *= a0;
                    o[mt][d][3] *= a1;
                }
#else
#pragma unroll
                for (int d = 0; d < KT_D / 8; d++) {
                    o[mt][d][2 * h] *= alpha;
                    o[mt][d][2 * h + 1] *= alpha;
                }
#endif
            }
#endif

#if KT_KIND == 9 && KT_PQ
        kt_scale_cols(s, sVs + slot * BN, KT_DTYPE == 0 && P.vq != 1 ? 256.0f : 1.0f, t); /* p_j x scale_j, then . code_j */
        if (warp_rows) {
#if KT_PVT
            kt_u32 pb[BN / 16][2];
#pragma unroll
            for (int j = 0; j < BN / 16; j++) {
                pb[j][0] = kt_pack2(s[0][2 * j][0], s[0][2 * j][1]);
                pb[j][1] = kt_pack2(s[0][2 * j + 1][0], s[0][2 * j + 1][1]);
            }
            if (P.vq == 1) kt_pq_pvt<1>(o[0], pb, vc, g, t);
            else if (P.vq == 2) kt_pq_pvt<2>(o[0], pb, vc, g, t);
            else kt_pq_pvt<3>(o[0], pb, vc, g, t);
#else
            kt_u32 pa[BN / 16][4];
#pragma unroll
            for (int j = 0; j < BN / 16; j++) {
                pa[j][0] = kt_pack2(s[0][2 * j][0], s[0][2 * j][1]);
                pa[j][1] = kt_pack2(s[0][2 * j][2], s[0][2 * j][3]);
                pa[j][2] = kt_pack2(s[0][2 * j + 1][0], s[0][2 * j + 1][1]);
                pa[j][3] = kt_pack2(s[0][2 * j + 1][2], s[0][2 * j + 1][3]);
            }
            if (P.vq == 1) kt_pq_pv<1>(o[0], pa, vc, g, t);
            else if (P.vq == 2) kt_pq_pv<2>(o[0], pa, vc, g, t);
            else kt_pq_pv<3>(o[0], pa, vc, g, t);
#endif
        }
#else
        if (warp_rows) kt_fwd_pv(o, s, sVt, lane);
#endif
#endif /* KT_ST */
#if KT_BSP
        t_cur = t_nxt;
#endif
        slot = slot + 1 == KT_STAGES ? 0 : slot + 1;
    }
    kt_cp_wait_all();

    /* Epilogue: normalise, write O (and LSE) or the split's f32 partials;
       KT_OPAIR(u): the u-th of KT_NPAIR pairs of adjacent output columns of a
       row, x0 at col; KT_LSE_LANE: the lane of the row that writes its LSE. */
#if KT_PVT /* row h is query 2t + h: l, m of row g came from lane 4g */
#define KT_NPAIR (KT_D / 16)
#define KT_LSE_LANE (g == 0)
#define KT_OPAIR(u)                                                                                                    \
    const int col = g * (KT_D / 8) + 2 * (u);                                                                          \
    const float x0 = o[mt][u][h] * inv, x1 = o[mt][u][2 + h] * inv
#elif KT_KIND == 9 && KT_PQ
#define KT_NPAIR (KT_D / 8)
#define KT_LSE_LANE (t == 0)
#define KT_OPAIR(u)                                                                                                    \
    const int e_ = (u) / (KT_D / 16), d_ = 2 * ((u) % (KT_D / 16)), col = (2 * t + e_) * (KT_D / 8) + d_;              \
    const float x0 = o[mt][d_][2 * h + e_] * inv, x1 = o[mt][d_ + 1][2 * h + e_] * inv
#else
#define KT_NPAIR (KT_D / 8)
#define KT_LSE_LANE (t == 0)
#define KT_OPAIR(u)                                                                                                    \
    const int col = (u) * 8 + 2 * t;                                                                                   \
    const float x0 = o[mt][u][2 * h] * inv, x1 = o[mt][u][2 * h + 1] * inv
#endif
#pragma unroll
    for (int mt = 0; mt < KT_MT; mt++)
#pragma unroll
        for (int h = 0; h < 2; h++) {
#if KT_ST /* query 2t + h: l over keys g and g + 8 of each lane */
            float l = l_run[mt][h];
            l += kt_shfl_xor(l, 4);
            l += kt_shfl_xor(l, 8);
            l += kt_shfl_xor(l, 16);
#else
            float l = l_run[mt][KT_PVT ? 0 : h];
            l += kt_shfl_xor(l, 1);
            l += kt_shfl_xor(l, 2);
#endif
            float inv = l > 0.0f ? 1.0f / l : 0.0f;
            float lse = l > 0.0f || l != l ? (m_run[mt][KT_PVT && !KT_ST ? 0 : h] + log2f(l)) * KT_LN2 : KT_NEG_INF; /* NaN scores: NaN */
#if KT_PV16
            inv *= __uint_as_float((kt_u32)(127 - 2 + ve) << 23); /* 1 / vmul */
#endif
#if KT_PVT
#if !KT_ST
            inv = kt_shfl(inv, 8 * t + 4 * h);
            lse = kt_shfl(lse, 8 * t + 4 * h);
#endif
            kt_i64 gr = r0 + 2 * t + h;
#else
            kt_i64 gr = r0 + rbase + mt * 16 + 8 * h;
#endif
            if (gr >= a.rows) continue;
            kt_i64 i = a.pack ? gr / G : gr, hq = a.pack ? hu * G + gr % G : hu;
            if (a.num_splits > 1) {
                kt_i64 row = ((split * a.B + b) * a.Hq + hq) * a.Nq + i;
                float *po = (float *)a.part_o + row * KT_D;
#pragma unroll
                for (int u = 0; u < KT_NPAIR; u++) {
                    KT_OPAIR(u);
                    float2 v2;
                    v2.x = x0;
                    v2.y = x1;
                    *(float2 *)(po + col) = v2;
                }
                if (KT_LSE_LANE) ((float *)a.part_lse)[row] = lse;
            } else {
                kt_u16 *po = (kt_u16 *)a.o + b * a.o_sb + hq * a.o_sh + i * a.o_sn;
#pragma unroll
                for (int u = 0; u < KT_NPAIR; u++) {
                    KT_OPAIR(u);
                    *(kt_u32 *)(po + col) = kt_pack2(x0, x1);
                }
                if (a.lse && KT_LSE_LANE) ((float *)a.lse)[b * a.l_sb + hq * a.l_sh + i * a.l_sn] = lse;
            }
        }
}
#else
/* Hopper forward (sm_90a). Consumer warpgroups own 64 query rows each. Q, K
   and V tiles sit in shared memory in 128-byte-swizzled column blocks of 64
   elements (the wgmma canonical layout). S = Q K^T by wgmma with both
   operands in shared memory; P stays in registers (the accumulator layout of
   S is the A-fragment layout of P) and O += P V by wgmma with V read N-major.
   K runs one tile ahead of V: iteration j issues S(j) and P(j-1) V(j-1) back
   to back and runs the softmax of S(j) while P V is in flight.
   KT_SM90 1: KT_WARPS/4 consumer warpgroups load with cp.async and meet at
   one barrier per tile. KT_SM90 2: warpgroup 0 is a producer issuing bulk
   tensor copies (TMA) on mbarriers, KT_WARPS/4 - 1 consumer warpgroups take
   turns issuing their MMAs (named barriers) so one's softmax overlaps the
   other's MMAs. No packed rows (decode uses the generic kernel). */
#if KT_SM90 == 2
#define KT_WG (KT_WARPS / 4 - 1) /* consumer warpgroups */
#define NTHR (KT_WARPS * KT_WARP)
/* Consumers issue their MMAs in turn: cw waits on named barrier 1 + cw,
   then hands over to the next one's. Registers a thread after setmaxnreg:
   the producer's and a consumer's fill the 64K of one CTA per SM. */
#if KT_WG == 2
#define KT_NEXT(cw) (2 - (cw))
#define KT_PREG 40
#define KT_CREG 232
#elif KT_WG == 3 /* KT_MASK 3 and 4: dense, 192 query rows a CTA */
#define KT_NEXT(cw) ((cw) + 1 == KT_WG ? 1 : (cw) + 2)
#define KT_PREG 24
#define KT_CREG 160
#else
#error "the bulk-copy forward takes 2 or 3 consumer warpgroups"
#endif
#else
#define KT_WG (KT_WARPS / 4)
#define NTHR (KT_WG * 128)
#endif
#define BM (64 * KT_WG)
#define BN KT_BN
#define DCH (KT_D / 8)
#define TILE_B (BN * KT_D * 2) /* bytes of one K or V tile */

#if KT_D == 64
#define KT_PV kt_wgmma_rs_n64_t
#else
#define KT_PV kt_wgmma_rs_n128_t
#endif
#if BN == 64
#define KT_QK kt_wgmma_ss_n64
#else
#define KT_QK kt_wgmma_ss_n128
#endif

/* Block-sparse (kind 4 with KT_MASK 1): each CTA walks its own list of key
   tiles, built by kt_sparse_list (shaders/sparse.cu): cnt[row] tiles at
   idx[row * T ...], row = (b * Hq + hq) * row_blocks + r0 / BM. The element
   check against the block mask runs only when the block sizes are off the
   128 x 128 tile grid (bmask != 0). */
#define KT_EM (KT_SM90 == 2 && KT_MASK == 1)
/* Element mask (kind 4 with KT_MASK 2): the mask tensor of the arguments,
   read per visible element from global memory (broadcast dims stride 0). */
#define KT_XM (KT_SM90 == 2 && KT_MASK == 2)
#if KT_EM
#define KT_EM_PARAMS , const kt_u8 *m0, const kt_u8 *m1, kt_i64 em_bk, kt_i64 em_sk
#define KT_EM_NONE , (const kt_u8 *)0, (const kt_u8 *)0, 0, 0
#define KT_EM_PASS , m0, m1, em_bk, em_sk
#else
#define KT_EM_PARAMS
#define KT_EM_NONE
#define KT_EM_PASS
#endif

KT_DEV int kt_clampi(kt_i64 x) { return x < -(1 << 30) ? -(1 << 30) : x > (1 << 30) ? (1 << 30) : (int)x; }

/* S = Q K^T for one warpgroup: KT_D/16 MMAs, one commit group */
KT_DEV void kt_qk(float *s, kt_u32 sq, kt_u32 sk) {
#pragma unroll
    for (int i = 0; i < BN / 2; i++) kt_reg_fence(s[i]);
    kt_wgmma_fence();
#pragma unroll
    for (int ks = 0; ks < KT_D / 16; ks++)
        KT_QK(s, kt_gdesc(sq + (ks >> 2) * (BM * 128) + (ks & 3) * 32, 16, 1024),
              kt_gdesc(sk + (ks >> 2) * (BN * 128) + (ks & 3) * 32, 16, 1024), ks);
    kt_wgmma_commit();
#pragma unroll
    for (int i = 0; i < BN / 2; i++) kt_reg_fence(s[i]);
}
/* O += P V: BN/16 MMAs, one commit group */
KT_DEV void kt_pv(float *o, kt_u32 (*p)[4], kt_u32 sv) {
#pragma unroll
    for (int i = 0; i < KT_D / 2; i++) kt_reg_fence(o[i]);
    kt_wgmma_fence();
#pragma unroll
    for (int kk = 0; kk < BN / 16; kk++) KT_PV(o, p[kk], kt_gdesc(sv + kk * 2048, BN * 128, 1024));
    kt_wgmma_commit();
#pragma unroll
    for (int i = 0; i < KT_D / 2; i++) kt_reg_fence(o[i]);
}

/* Per-block geometry shared by both kernels. */
struct kt_blk {
    kt_i64 b, hq, kvh, split, r0, rlast, off, k_lo, k_hi;
    int ntiles;
    /* scale, scale * log2(e) and soft-cap in registers, set through a
       shuffle (kt_block_at): read from the arguments, ptxas reloads them
       from the constant bank in every tile of the unrolled loop (62 loads
       in the d = 64 sm_90a kernel) */
    float scale, sl2, cap;
};
/* row block rb of this CTA's (batch, head, split) */
KT_DEV kt_blk kt_block_at(const kt_attn_args &a, kt_i64 rb) {
    kt_blk k;
    k.b = blockIdx.y / a.Hq;
    k.hq = blockIdx.y - k.b * a.Hq;
    k.kvh = k.hq / a.group;
    k.split = blockIdx.z;
    k.r0 = rb * BM;
    k.rlast = (k.r0 + BM < a.rows ? k.r0 + BM : a.rows) - 1;
    k.off = a.Nk - a.Nq;
    k.k_lo = k.split * a.split_keys;
    k.k_hi = k.k_lo + a.split_keys;
    if (k.k_hi > a.Nk) k.k_hi = a.Nk;
    if ((a.wflags & 1) && k.r0 + k.off - a.wl > k.k_lo) k.k_lo = k.r0 + k.off - a.wl;
    if ((a.wflags & 2) && k.rlast + k.off + a.wr + 1 < k.k_hi) k.k_hi = k.rlast + k.off + a.wr + 1;
    k.ntiles = k.k_hi > k.k_lo ? (int)((k.k_hi - k.k_lo + BN - 1) / BN) : 0;
    k.scale = kt_shfl(a.scale, 0);
    k.sl2 = kt_shfl(a.scale * KT_LOG2E, 0);
    k.cap = kt_shfl(a.softcap, 0);
    return k;
}
#if KT_SM90 == 2 && KT_MASK == 4
/* Tiles of the CTA's range that consumer cw's 64 rows see: fewer at the
   right bound (the causal diagonal crosses up to 3 tiles of a 192-row
   block) and none for rows of the padding. Warp-uniform (one warpgroup). */
KT_DEV int kt_live_tiles(const kt_attn_args &a, const kt_blk &k, int cw) {
    const kt_i64 c0 = k.r0 + cw * 64, clast = (c0 + 64 < a.rows ? c0 + 64 : a.rows) - 1;
    kt_i64 hi = clast + k.off + a.wr + 1;
    if (!(a.wflags & 2) || hi > k.k_hi) hi = k.k_hi;
    return (int)kt_uniform(clast < c0 || hi <= k.k_lo ? 0u : (kt_u32)((hi - k.k_lo + BN - 1) / BN));
}
#endif
/* heaviest row blocks (causal: the last ones) first */
KT_DEV kt_blk kt_block(const kt_attn_args &a) { return kt_block_at(a, (kt_i64)(gridDim.x - 1 - blockIdx.x)); }

/* Masking with soft-cap, ALiBi or a mask: final log2-domain scores, -inf
   where hidden. CAP is a template flag so the tanh is never computed without
   it; MT the element mask type (-1 none, 0 bool, 1 f32, 2 f16, 3 bf16). */
template <int CAP, int MT>
KT_DEV void kt_mask_full(const kt_attn_args &a, const kt_blk &k, float *s, kt_i64 kb, kt_i64 rrow, int t, int kn, int dl, int dr,
                         int live0, int live1 KT_EM_PARAMS) {
    const float sl2 = k.sl2, cap = k.cap;
    const int dq = kt_clampi(rrow + k.off - kb); /* query position - kb */
    const float slope = a.alibi ? ((const float *)a.alibi)[k.hq] * KT_LOG2E : 0.0f;
    /* element (rrow + 8h, kb + 2t + c) of the mask at mrow[h] + c * m_sk */
    kt_i64 mrow[2] = {0, 0};
    if (MT >= 0) {
        const kt_i64 base = k.b * a.m_sb + k.hq * a.m_sh + (kb + 2 * t) * a.m_sk;
        mrow[0] = base + (live0 ? rrow : 0) * a.m_sq;
        mrow[1] = base + (live1 ? rrow + 8 : 0) * a.m_sq;
    }
#pragma unroll
    for (int i = 0; i < BN / 2; i++) {
        const int h8 = 8 * ((i >> 1) & 1), c = (i >> 2) * 8 + (i & 1), jrel = c + 2 * t;
        float x = s[i];
        int vis = (h8 ? live1 : live0) && jrel < kn && jrel >= dl + h8 && jrel <= dr + h8;
#if KT_EM
        if (m0 && vis) vis = (h8 ? m1 : m0)[(kb + jrel) / em_bk * em_sk] != 0;
#endif
        if (CAP) x = cap * tanhf(x * k.scale / cap) * KT_LOG2E;
        else x *= sl2;
        x -= slope * fabsf((float)(dq + h8 - jrel));
        if (MT >= 0 && vis) {
            const kt_i64 o = mrow[h8 ? 1 : 0] + c * a.m_sk;
            if (MT == 0) vis = ((const kt_u8 *)a.mask)[o] != 0;
            else if (MT == 1) x += ((const float *)a.mask)[o] * KT_LOG2E;
            else if (MT == 2) x += kt_f16_to_f32(((const kt_u16 *)a.mask)[o]) * KT_LOG2E;
            else x += kt_bf16_to_f32(((const kt_u16 *)a.mask)[o]) * KT_LOG2E;
        }
        s[i] = vis ? x : KT_NEG_INF;
    }
}

#define KT_MASK_FULL(MT)                                                                            \
    do {                                                                                            \
        if (cap != 0.0f) kt_mask_full<1, MT>(a, k, s, kb, rrow, t, kn, dl, dr, live0, live1 KT_EM_PASS); \
        else kt_mask_full<0, MT>(a, k, s, kb, rrow, t, kn, dl, dr, live0, live1 KT_EM_PASS);             \
    } while (0)

/* Scores of tile kb (rows rrow, rrow+8 of this thread) to probabilities in
   place: masking only where it can matter, running max, alpha and row sums. */
KT_DEV void kt_scores(const kt_attn_args &a, const kt_blk &k, float *s, kt_i64 kb, kt_i64 rrow, int t, float *m_run,
                      float *alpha, float *sum KT_EM_PARAMS) {
    const float sl2 = k.sl2, cap = k.cap;
#if KT_EM
    const int em = em_bk != 0; /* block mask per element (block sizes off the tile grid); a kernel parameter, so warp-uniform */
#else
    const int em = KT_XM;
#endif
    /* Without soft-cap, ALiBi or element mask the scores stay raw and the
       scale folds into the exponent's FMA; masking then only writes -inf.
       Plain tiles (fully visible) skip the masking. */
#if KT_SM90 == 2 && (KT_MASK == 3 || KT_MASK == 4)
    /* the wide kernel's calls have none of these (ktorch__cu_wide): without
       their paths it spills 4 bytes instead of 148 */
    const int raw = 1;
    (void)em;
#else
    const int raw = cap == 0.0f && !a.alibi && sl2 > 0.0f && !em;
#endif
    const int plain = raw && kb + BN <= k.k_hi && !(a.wflags & 1 && kb < k.rlast + k.off - a.wl) &&
                      !(a.wflags & 2 && kb + BN - 1 > k.r0 + k.off + a.wr);
    const float sc = raw ? sl2 : 1.0f;
    if (!plain) {
        /* 32-bit positions relative to the tile: key jrel is visible to row
           rrow + 8h when jrel < kn, jrel >= dl + 8h (left window) and
           jrel <= dr + 8h (right window / causal) */
        const int kn = kt_clampi(k.k_hi - kb);
        const int dl = (a.wflags & 1) ? kt_clampi(rrow + k.off - a.wl - kb) : -(1 << 30);
        const int dr = (a.wflags & 2) ? kt_clampi(rrow + k.off + a.wr - kb) : (1 << 30);
        const int live0 = rrow < a.rows, live1 = rrow + 8 < a.rows;
        if (raw && kn >= BN && dl <= -8 && live1) {
            /* only the right bound cuts this tile (the causal diagonal): one
               compare with a constant per element */
            const int thr0 = dr - 2 * t, thr1 = dr + 8 - 2 * t;
#pragma unroll
            for (int i = 0; i < BN / 2; i++) {
                const int c = (i >> 2) * 8 + (i & 1);
                if (c > (((i >> 1) & 1) ? thr1 : thr0)) s[i] = KT_NEG_INF;
            }
        } else if (raw) {
#pragma unroll
            for (int i = 0; i < BN / 2; i++) {
                const int h8 = 8 * ((i >> 1) & 1), jrel = (i >> 2) * 8 + 2 * t + (i & 1);
                const int vis = (h8 ? live1 : live0) && jrel < kn && jrel >= dl + h8 && jrel <= dr + h8;
                if (!vis) s[i] = KT_NEG_INF;
            }
        } else {
#if KT_XM
            switch ((int)a.mask_type) {
            case 0: KT_MASK_FULL(0); break;
            case 1: KT_MASK_FULL(1); break;
            case 2: KT_MASK_FULL(2); break;
            default: KT_MASK_FULL(3); break;
            }
#else
            KT_MASK_FULL(-1);
#endif
        }
    }
    /* Online softmax: rows g and g+8, reduced over the quad. */
#pragma unroll
    for (int h = 0; h < 2; h++) {
        float mx = KT_NEG_INF;
#pragma unroll
        for (int n = 0; n < BN / 8; n++) mx = fmaxf(mx, fmaxf(s[n * 4 + 2 * h], s[n * 4 + 2 * h + 1]));
        mx = fmaxf(mx, kt_shfl_xor(mx, 1));
        mx = fmaxf(mx, kt_shfl_xor(mx, 2));
        mx = fmaxf(m_run[h], mx * sc);
        float mu = mx == KT_NEG_INF ? 0.0f : mx;
        alpha[h] = kt_exp2(m_run[h] - mu);
        m_run[h] = mx;
        float acc = 0.0f;
#pragma unroll
        for (int n = 0; n < BN / 8; n++) {
            float p0 = kt_exp2(fmaf(s[n * 4 + 2 * h], sc, -mu)), p1 = kt_exp2(fmaf(s[n * 4 + 2 * h + 1], sc, -mu));
            s[n * 4 + 2 * h] = p0;
            s[n * 4 + 2 * h + 1] = p1;
            acc += p0 + p1;
        }
        sum[h] = acc;
    }
}
/* After the previous P V completed: rescale O, update l, pack P. */
KT_DEV void kt_finish(float *o, kt_u32 (*p)[4], const float *s, const float *alpha, const float *sum, float *l_run) {
#pragma unroll
    for (int h = 0; h < 2; h++) {
        l_run[h] = l_run[h] * alpha[h] + sum[h];
#pragma unroll
        for (int n = 0; n < KT_D / 8; n++) {
            o[n * 4 + 2 * h] *= alpha[h];
            o[n * 4 + 2 * h + 1] *= alpha[h];
        }
    }
#pragma unroll
    for (int kk = 0; kk < BN / 16; kk++) {
        p[kk][0] = kt_pack2(s[8 * kk + 0], s[8 * kk + 1]);
        p[kk][1] = kt_pack2(s[8 * kk + 2], s[8 * kk + 3]);
        p[kk][2] = kt_pack2(s[8 * kk + 4], s[8 * kk + 5]);
        p[kk][3] = kt_pack2(s[8 * kk + 6], s[8 * kk + 7]);
    }
}
/* Normalise, write O (and LSE) or the split's f32 partials. */
KT_DEV void kt_epilogue(const kt_attn_args &a, const kt_blk &k, const float *o, const float *m_run, const float *l_run,
                        kt_i64 rrow, int t) {
#pragma unroll
    for (int h = 0; h < 2; h++) {
        float l = l_run[h];
        l += kt_shfl_xor(l, 1);
        l += kt_shfl_xor(l, 2);
        float inv = l > 0.0f ? 1.0f / l : 0.0f;
        float lse = l > 0.0f || l != l ? (m_run[h] + log2f(l)) * KT_LN2 : KT_NEG_INF; /* NaN scores: NaN */
        kt_i64 i = rrow + 8 * h;
        if (i >= a.rows) continue;
        if (a.num_splits > 1) {
            kt_i64 row = ((k.split * a.B + k.b) * a.Hq + k.hq) * a.Nq + i;
            float *po = (float *)a.part_o + row * KT_D;
#pragma unroll
            for (int n = 0; n < KT_D / 8; n++) {
                float2 v2;
                v2.x = o[n * 4 + 2 * h] * inv;
                v2.y = o[n * 4 + 2 * h + 1] * inv;
                *(float2 *)(po + n * 8 + 2 * t) = v2;
            }
            if (t == 0) ((float *)a.part_lse)[row] = lse;
        } else {
            kt_u16 *po = (kt_u16 *)a.o + k.b * a.o_sb + k.hq * a.o_sh + i * a.o_sn;
#pragma unroll
            for (int n = 0; n < KT_D / 8; n++)
                *(kt_u32 *)(po + n * 8 + 2 * t) = kt_pack2(o[n * 4 + 2 * h] * inv, o[n * 4 + 2 * h + 1] * inv);
            if (a.lse && t == 0) ((float *)a.lse)[k.b * a.l_sb + k.hq * a.l_sh + i * a.l_sn] = lse;
        }
    }
}

#if KT_SM90 == 1
/* rows [first, first+ROWS) of a row-major [*, KT_D] matrix into swizzled
   column blocks; rows at or past limit are zero-filled */
template <int ROWS>
KT_DEV void kt_load_sw(kt_u32 s_base, const kt_u16 *g, kt_i64 row_stride, kt_i64 first, kt_i64 limit, int tid) {
    const int r = tid / DCH, ch = tid % DCH;
    const kt_i64 left = limit - first - r; /* rows of this thread left in range: i*RSTEP < left */
    const kt_u16 *src = g + (first + r) * row_stride + ch * 8;
    kt_u32 dst = s_base + (kt_u32)((ch >> 3) * (ROWS * 128) + r * 128 + (((ch & 7) ^ (r & 7)) << 4));
#define RSTEP (NTHR / DCH) /* a multiple of 8: the swizzle phase of a thread's rows is fixed */
#pragma unroll
    for (int i = 0; i < ROWS / RSTEP; i++) {
        int ok = i * RSTEP < left;
        kt_cp_async16(dst + i * RSTEP * 128, ok ? src + i * RSTEP * row_stride : g, ok);
    }
#undef RSTEP
}

KT_KERNEL void __launch_bounds__(NTHR, 1) kt_attn_fwd(const kt_attn_args a) {
    extern __shared__ __align__(16) unsigned char smem_raw[];
    const kt_u32 sQa = (kt_smem_addr(smem_raw) + 1023u) & ~1023u;
    const kt_u32 sKa = sQa + BM * KT_D * 2, sVa = sKa + 2 * TILE_B;
    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), t = lane & 3;
    const kt_blk k = kt_block(a);
    const int ntiles = k.ntiles;
    const kt_u16 *kbase = (const kt_u16 *)a.k + k.b * a.k_sb + k.kvh * a.k_sh;
    const kt_u16 *vbase = (const kt_u16 *)a.v + k.b * a.v_sb + k.kvh * a.v_sh;
    /* group 0: Q and K0; group 1: K1 and V0. Then each iteration j loads
       K(j+1) and V(j) while it computes S(j) and P(j-1) V(j-1). */
    kt_load_sw<BM>(sQa, (const kt_u16 *)a.q + k.b * a.q_sb + k.hq * a.q_sh, a.q_sn, k.r0, a.rows, tid);
    if (ntiles > 0) kt_load_sw<BN>(sKa, kbase, a.k_sn, k.k_lo, k.k_hi, tid);
    kt_cp_commit();
    if (ntiles > 1) kt_load_sw<BN>(sKa + TILE_B, kbase, a.k_sn, k.k_lo + BN, k.k_hi, tid);
    if (ntiles > 0) kt_load_sw<BN>(sVa, vbase, a.v_sn, k.k_lo, k.k_hi, tid);
    kt_cp_commit();

    const kt_u32 sQw = sQa + wg * 64 * 128;
    const kt_i64 rrow = k.r0 + wg * 64 + ((tid >> KT_WARP_SHIFT) & 3) * 16 + (lane >> 2); /* rows rrow and rrow + 8 */
    float o[KT_D / 2], s[BN / 2], m_run[2], l_run[2];
    kt_u32 p[BN / 16][4];
#pragma unroll
    for (int i = 0; i < KT_D / 2; i++) o[i] = 0.0f;
    m_run[0] = m_run[1] = KT_NEG_INF;
    l_run[0] = l_run[1] = 0.0f;

    for (int jt = 0; jt < ntiles; jt++) {
        const kt_i64 kb = k.k_lo + (kt_i64)jt * BN;
        if (jt == 0) kt_cp_wait_group<1>();
        else kt_cp_wait_all();
        kt_fence_async_smem();
        __syncthreads();
        if (jt > 0) {
            if (jt + 1 < ntiles) kt_load_sw<BN>(sKa + ((jt + 1) & 1) * TILE_B, kbase, a.k_sn, kb + BN, k.k_hi, tid);
            kt_load_sw<BN>(sVa + (jt & 1) * TILE_B, vbase, a.v_sn, kb, k.k_hi, tid);
            kt_cp_commit();
        }
        kt_qk(s, sQw, sKa + (jt & 1) * TILE_B);
        if (jt > 0) {
            kt_pv(o, p, sVa + ((jt - 1) & 1) * TILE_B);
            kt_wgmma_wait<1>();
        } else {
            kt_wgmma_wait<0>();
        }
        float alpha[2], sum[2];
        kt_scores(a, k, s, kb, rrow, t, m_run, alpha, sum KT_EM_NONE);
        kt_wgmma_wait<0>(); /* P(j-1) V(j-1) done: O and P may change */
        kt_finish(o, p, s, alpha, sum, l_run);
    }
    kt_cp_wait_all();
    if (ntiles > 0) {
        kt_fence_async_smem();
        __syncthreads();
        kt_pv(o, p, sVa + ((ntiles - 1) & 1) * TILE_B);
        kt_wgmma_wait<0>();
    }
    kt_epilogue(a, k, o, m_run, l_run, rrow, t);
}

#else /* KT_SM90 == 2 */
/* Tensor maps (built on the host by cuTensorMapEncodeTiled): [B, H, N, D]
   tensors, boxes of 64 columns x BM (Q) or BN (K, V) rows, 128-byte swizzle. */
struct __align__(64) kt_tmap { kt_u64 w[16]; };
struct kt_tmaps { kt_tmap q, k, v; };

/* ROWS x KT_D tile from row `row` as KT_D/64 swizzled column blocks */
template <int ROWS> KT_DEV void kt_tma_tile(kt_u32 dst, const kt_tmap *map, kt_i64 row, kt_i64 h, kt_i64 b, kt_u32 bar) {
#pragma unroll
    for (int blk = 0; blk < KT_D / 64; blk++) kt_tma_load(dst + blk * ROWS * 128, map, blk * 64, (int)row, (int)h, (int)b, bar);
}
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_attn_fwd(const kt_attn_args a, const __grid_constant__ kt_tmaps tm,
                                                      const kt_sparse_args sp) {
    extern __shared__ __align__(16) unsigned char smem_raw[];
    const kt_u32 sQa = (kt_smem_addr(smem_raw) + 1023u) & ~1023u;
    const kt_u32 sKa = sQa + BM * KT_D * 2, sVa = sKa + 2 * TILE_B, sQb = sVa + 2 * TILE_B;
    /* mbarriers (after the second Q tile when pairing): Q full[2], K full[2],
       V full[2], K empty[2], V empty[2] */
    const kt_u32 barQ = sQb + (sp.pair ? BM * KT_D * 2 : 0), barKf = barQ + 16, barVf = barQ + 32, barKe = barQ + 48,
                 barVe = barQ + 64;
#if KT_MASK == 1
    const kt_u32 barKt = barQ + 80; /* the tile index in each K slot (2 x 4 bytes) */
#endif
    const int tid = threadIdx.x, wg = tid >> 7, lane = tid & (KT_WARP - 1), t = lane & 3;
    /* Pairing (one split): CTA x runs row block R-1-x, then row block x, so
       every CTA has the same causal work and one start-up for two row
       blocks; the K/V pipeline runs on across the two. */
    const kt_i64 R = (a.rows + BM - 1) / BM, rb0 = R - 1 - blockIdx.x;
    const int nitems = sp.pair && rb0 != (kt_i64)blockIdx.x ? 2 : 1;
#if KT_MASK == 1
#define KT_LROW(k) (((k).b * a.Hq + (k).hq) * R + (k).r0 / BM)
#define KT_LIST_DECL(k) const int *tl = (const int *)sp.idx + KT_LROW(k) * sp.T; /* this row block's tile list */
#define KT_NTILES(k) (((const int *)sp.cnt)[KT_LROW(k)])
#define KT_TILE(k, jt) ((kt_i64)__ldg(tl + (jt)) * BN)
/* The consumers' tile count and tile indices (from shared memory, barKt)
   pass through kt_uniform: warp-uniform to the compiler, as the dense
   kernel's are, the tile loop keeps its addresses and tests in uniform
   registers instead of recomputing them per thread and tile. */
#define KT_NTILES_W(k) ((int)kt_uniform((kt_u32)KT_NTILES(k)))
#else
#define KT_LIST_DECL(k)
#define KT_NTILES(k) ((k).ntiles)
#define KT_TILE(k, jt) ((k).k_lo + (kt_i64)(jt) * BN)
#define KT_NTILES_W(k) KT_NTILES(k)
#endif
    if (tid == 0) {
        for (int i = 0; i < 2; i++) {
            kt_mbar_init(barQ + 8 * i, 1);
            kt_mbar_init(barKf + 8 * i, 1);
            kt_mbar_init(barVf + 8 * i, 1);
            kt_mbar_init(barKe + 8 * i, KT_WG * 128);
            kt_mbar_init(barVe + 8 * i, KT_WG * 128);
        }
        kt_fence_mbar_init();
    }
    __syncthreads();

    if (wg == 0) {
        /* producer: one thread issues every copy */
        kt_setmaxnreg_dec<KT_PREG>();
        if (tid == 0) {
            for (int it = 0; it < nitems; it++) {
                const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);
                kt_mbar_expect(barQ + 8 * it, BM * KT_D * 2);
                kt_tma_tile<BM>(it ? sQb : sQa, &tm.q, k.r0, k.hq, k.b, barQ + 8 * it);
            }
            int g = 0; /* tiles issued so far: slot g & 1, use g >> 1 */
            for (int it = 0; it < nitems; it++) {
                const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);
                const int ntiles = KT_NTILES(k);
                KT_LIST_DECL(k)
#if KT_MASK == 1
                /* the next tile's index is read before this tile's waits, so its
                   latency never delays a copy */
                kt_i64 kb_next = ntiles > 0 ? KT_TILE(k, 0) : 0;
#endif
                for (int jt = 0; jt < ntiles; jt++, g++) {
                    const int sl = g & 1, n = g >> 1;
#if KT_MASK == 1
                    const kt_i64 kb = kb_next;
                    if (jt + 1 < ntiles) kb_next = KT_TILE(k, jt + 1);
#else
                    const kt_i64 kb = KT_TILE(k, jt);
#endif
                    if (g >= 2) kt_mbar_wait(barKe + 8 * sl, (n - 1) & 1);
#if KT_MASK == 1
                    /* the tile's index for the consumers, released by the arrive below */
                    kt_sts32(barKt + 4 * sl, (kt_u32)(kb / BN));
#endif
                    kt_mbar_expect(barKf + 8 * sl, TILE_B);
                    kt_tma_tile<BN>(sKa + sl * TILE_B, &tm.k, kb, k.kvh, k.b, barKf + 8 * sl);
                    if (g >= 2) kt_mbar_wait(barVe + 8 * sl, (n - 1) & 1);
                    kt_mbar_expect(barVf + 8 * sl, TILE_B);
                    kt_tma_tile<BN>(sVa + sl * TILE_B, &tm.v, kb, k.kvh, k.b, barVf + 8 * sl);
                }
            }
        }
    } else {
        kt_setmaxnreg_inc<KT_CREG>();
        const int cw = wg - 1; /* consumer warpgroup; named barrier 1 + cw is its turn to issue MMAs */
        if (cw == KT_WG - 1) kt_bar_arrive(1); /* consumer 0 goes first */
        int g = 0;
        for (int it = 0; it < nitems; it++) {
            const kt_blk k = kt_block_at(a, it ? (kt_i64)blockIdx.x : rb0);
            const int ntiles = KT_NTILES_W(k);
            const kt_u32 sQw = (it ? sQb : sQa) + cw * 64 * 128;
            const kt_i64 rrow = k.r0 + cw * 64 + ((tid >> KT_WARP_SHIFT) & 3) * 16 + (lane >> 2);
            float o[KT_D / 2], s[BN / 2], m_run[2], l_run[2];
            kt_u32 p[BN / 16][4];
#pragma unroll
            for (int i = 0; i < KT_D / 2; i++) o[i] = 0.0f;
            m_run[0] = m_run[1] = KT_NEG_INF;
            l_run[0] = l_run[1] = 0.0f;
#if KT_MASK == 1
            const kt_u8 *m0 = 0, *m1 = 0;
            if (sp.bmask) {
                const kt_u8 *mb = (const kt_u8 *)sp.bmask + k.b * sp.m_sb + k.hq * sp.m_sh;
                m0 = mb + (rrow < a.rows ? rrow / sp.bq : 0) * sp.m_sq;
                m1 = mb + (rrow + 8 < a.rows ? (rrow + 8) / sp.bq : 0) * sp.m_sq;
            }
#define KT_EM_ARGS , m0, m1, sp.bmask ? sp.bk : 0, sp.m_sk
#else
#define KT_EM_ARGS KT_EM_NONE
#endif
            kt_mbar_wait(barQ + 8 * it, 0);
#if KT_MASK == 4
            const int nlive = kt_live_tiles(a, k, cw);
#else
            const int nlive = ntiles;
#endif
            for (int jt = 0; jt < nlive; jt++) {
                const int gg = g + jt, sl = gg & 1;
#if KT_MASK == 1
                kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);
                kt_u32 kt_idx;
                kt_idx = kt_lds32(barKt + 4 * sl); /* before K empty is signalled */
                const kt_i64 kb = (kt_i64)kt_uniform(kt_idx) * BN;
#else
                const kt_i64 kb = KT_TILE(k, jt);
                kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);
#endif
                if (jt > 0) kt_mbar_wait(barVf + 8 * (sl ^ 1), ((gg - 1) >> 1) & 1);
                kt_bar_sync(1 + cw);
                kt_qk(s, sQw, sKa + sl * TILE_B);
                if (jt > 0) { /* one branch: the compiler must see which group each wait covers */
                    kt_pv(o, p, sVa + (sl ^ 1) * TILE_B);
                    kt_bar_arrive(KT_NEXT(cw));
                    kt_wgmma_wait<1>();
                } else {
                    kt_bar_arrive(KT_NEXT(cw));
                    kt_wgmma_wait<0>();
                }
                kt_mbar_arrive(barKe + 8 * sl);
                float alpha[2], sum[2];
                kt_scores(a, k, s, kb, rrow, t, m_run, alpha, sum KT_EM_ARGS);
                kt_wgmma_wait<0>(); /* P(j-1) V(j-1) done: O and P may change */
                if (jt > 0) kt_mbar_arrive(barVe + 8 * (sl ^ 1));
                kt_finish(o, p, s, alpha, sum, l_run);
            }
#if KT_MASK == 4
            /* Turns nlive..ntiles: the last P V in the first, then (tiles this
               consumer's rows do not see) only the hand-over and the slots'
               release, each after the slot's fill: an early arrival would
               count towards the slot's previous use. */
            for (int jt = nlive; jt <= ntiles && ntiles > 0; jt++) {
                const int gg = g + jt, sl = gg & 1;
                if (jt < ntiles) kt_mbar_wait(barKf + 8 * sl, (gg >> 1) & 1);
                if (jt > 0) kt_mbar_wait(barVf + 8 * (sl ^ 1), ((gg - 1) >> 1) & 1);
                kt_bar_sync(1 + cw);
                if (jt == nlive && jt > 0) {
                    kt_pv(o, p, sVa + (sl ^ 1) * TILE_B);
                    kt_bar_arrive(KT_NEXT(cw));
                    kt_wgmma_wait<0>();
                } else {
                    kt_bar_arrive(KT_NEXT(cw));
                }
                if (jt < ntiles) kt_mbar_arrive(barKe + 8 * sl);
                if (jt > 0) kt_mbar_arrive(barVe + 8 * (sl ^ 1)); /* the next row block's tiles may reuse the slot */
            }
#else
            if (ntiles > 0) {
                const int gg = g + ntiles - 1, sl = gg & 1;
                kt_mbar_wait(barVf + 8 * sl, (gg >> 1) & 1);
                kt_bar_sync(1 + cw);
                kt_pv(o, p, sVa + sl * TILE_B);
                kt_bar_arrive(KT_NEXT(cw));
                kt_wgmma_wait<0>();
                kt_mbar_arrive(barVe + 8 * sl); /* the next row block's tiles may reuse the slot */
            }
#endif
            g += ntiles;
            kt_epilogue(a, k, o, m_run, l_run, rrow, t);
        }
        if (cw == 0) kt_bar_sync(1); /* the last consumer's last hand-over */
    }
}
#endif
#endif
