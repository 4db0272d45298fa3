/* Attention backward (FlashAttention-2), kind 12.
   kt_bwd_dot: per query row, Dd = sum_e dO*O and the saved LSE in the log2
   domain (+inf for a row with no visible key, so that its P is 0); with
   a.dqa, it also zeroes the row of the f32 dQ workspace.
   kt_bwd_dkdv: one CTA per (batch, kv head, BN keys), a warp per 16 keys;
   over the group's query heads and the visible query blocks of BI rows it
   recomputes S^T = K Q^T and dP^T = V dO^T on tensor cores, P = exp(S - LSE),
   dS = P (dP - Dd) (scale and soft-cap derivative folded in), and sums
   dV += P^T dO, dK += dS^T Q in f32 registers.
   kt_bwd_dq: one CTA per (batch, query head, BN queries), a warp per 16
   rows; over the visible key blocks of BI keys, dQ += dS K. Deterministic.
   kt_bwd_dkdvq (the fast mode, instead of kt_bwd_dkdv and kt_bwd_dq):
   kt_bwd_dkdv that also stages dS^T in shared memory and adds each query
   block's dQ = dS K (BI x KT_D, split over the warps) to a.dqa with f32
   atomics, so P and dP are computed once; the sums' order varies run to
   run. kt_bwd_dq_out writes a.dqa to dq in its dtype (adding for a.add).
   Compile-time: KT_D (head dim of q, k and v), KT_DTYPE (0 f16, 1 bf16),
   KT_WARPS (BN = 16 * KT_WARPS), KT_MT (BI = 16 * KT_MT), KT_STAGES (slots
   of the streamed blocks: 2 copies the next block during this one's
   products). Operands of 16-byte rows; dq/dk/dv f32, f16 or bf16 (run-time
   codes).
   Kinds 14 and 15 are kinds 12 and 13 with KT_BSP (their mask field; 0
   for every other spec, which compiles as if this code were absent): 1
   block-sparse, the dK/dV kernel walking its key block's list of query
   tiles (over the group's heads) and kt_bwd_dq its query block's list of
   key tiles, both built by kt_bwd_list; 2 an element mask tensor, read per
   visible element of P (additive; bool: 0 or -inf). Their kernels take a
   second argument (kt_bwd_sp). */
typedef ktorch__cu_bwd_args kt_bwd_args; /* shaders/kernel_args.h */
#if KT_KIND == 14 || KT_KIND == 15
#define KT_BSP KT_MASK
typedef ktorch__cu_bwd_sp_args kt_bwd_sp; /* shaders/kernel_args.h */
#define KT_BWD_SPK , const kt_bwd_sp sp /* a kernel's parameter */
#define KT_BWD_SPR , const kt_bwd_sp &sp /* a device function's */
#define KT_BWD_SPA , sp
#define KT_BWD_PDSR , const kt_bwd_sp &sp, kt_i64 mb /* kt_bwd_pds: mb the (b, h) offset into the mask */
#define KT_BWD_PDSA(mb) , sp, mb
#if KT_BSP == 1
#define KT_BWD_VIS && kt_bwd_bvis(sp, mb, i, j)
#define KT_BWD_FAST(c) (!sp.el && (c)) /* a tile straddling blocks checks each element */
#else
#define KT_BWD_VIS && kt_bwd_mvis(sp, mb, i, j, x)
#define KT_BWD_FAST(c) (false && (c))
#endif
#else
#define KT_BSP 0
#define KT_BWD_SPK
#define KT_BWD_SPR
#define KT_BWD_SPA
#define KT_BWD_PDSR
#define KT_BWD_PDSA(mb)
#define KT_BWD_VIS
#define KT_BWD_FAST(c) c
#endif

#define BN (16 * KT_WARPS)
#define BI (16 * KT_MT)
#define LDS (KT_D + 8) /* padded smem row: ldmatrix rows hit distinct banks */
#define NTHR (KT_WARPS * KT_LANES)
#define DCH (KT_D / 8)

KT_DEV float kt_bwd_cvt(kt_u16 v) {
#if KT_DTYPE == 1
    return kt_bf16_to_f32(v);
#else
    return kt_f16_to_f32(v);
#endif
}
/* x (add: plus the element's value) to element i of a gradient of dtype
   code dt (0 f32, 1 f16, 2 bf16) */
KT_DEV void kt_bwd_st(kt_u64 base, kt_i64 i, kt_i64 dt, float x, bool add) {
    if (dt == 0) {
        if (add) x += ((const float *)base)[i];
        ((float *)base)[i] = x;
    } else if (dt == 1) {
        if (add) x += kt_f16_to_f32(((const kt_u16 *)base)[i]);
        ((kt_u16 *)base)[i] = kt_f32_to_f16(x);
    } else {
        if (add) x += kt_bf16_to_f32(((const kt_u16 *)base)[i]);
        ((kt_u16 *)base)[i] = kt_f32_to_bf16(x);
    }
}
/* nrows rows of KT_D elements from g (row stride rs) into a padded tile;
   rows at or past `limit` read as zeros. */
KT_DEV void kt_bwd_rows(kt_u32 s_base, const kt_u16 *g, kt_i64 rs, kt_i64 first, kt_i64 limit, int nrows, int tid) {
    for (int c = tid; c < nrows * DCH; c += NTHR) {
        int r = c / DCH, ch = c - r * DCH;
        kt_i64 j = first + r;
        int ok = j < limit;
        kt_cp_async16(s_base + (kt_u32)(r * LDS + ch * 8) * 2u, g + (ok ? j * rs : 0) + ch * 8, ok);
    }
}

KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dot(const kt_bwd_args a) {
    const kt_i64 row = (kt_i64)blockIdx.x * NTHR + threadIdx.x;
    if (row >= a.B * a.Hq * a.Nq) return;
    const kt_i64 i = row % a.Nq, h = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);
    const kt_u16 *o = (const kt_u16 *)a.o + b * a.o_sb + h * a.o_sh + i * a.o_sn;
    const kt_u16 *g = (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh + i * a.do_sn;
    /* 16-byte loads (a warp's lanes read 32 rows: one load a chunk, not one an element), summed in element order */
    float d = 0.0f;
#pragma unroll 4
    for (int c = 0; c < DCH; c++) {
        const uint4 x = ((const uint4 *)g)[c], y = ((const uint4 *)o)[c];
        const kt_u32 xw[4] = {x.x, x.y, x.z, x.w}, yw[4] = {y.x, y.y, y.z, y.w};
#pragma unroll
        for (int w = 0; w < 8; w++) {
            const kt_u16 xe = (kt_u16)(xw[w >> 1] >> (16 * (w & 1))), ye = (kt_u16)(yw[w >> 1] >> (16 * (w & 1)));
            d += kt_bwd_cvt(xe) * kt_bwd_cvt(ye);
        }
    }
    const float l = ((const float *)a.lse)[b * a.l_sb + h * a.l_sh + i * a.l_sn];
    if (a.dqa) {
        float4 *z = (float4 *)a.dqa + row * (KT_D / 4);
        for (int e = 0; e < KT_D / 4; e++) z[e] = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        /* kt_bwd_wgro's counter of each 64 rows, after the workspace */
        if (i % 64 == 0) ((kt_u32 *)((float *)a.dqa + a.B * a.Hq * a.Nq * KT_D))[(b * a.Hq + h) * ((a.Nq + 63) / 64) + i / 64] = 0u;
    }
    ((float *)a.dd)[row] = d;
    ((float *)a.dd)[a.B * a.Hq * a.Nq + row] = l == KT_NEG_INF ? -KT_NEG_INF : l * KT_LOG2E;
}

#if KT_BSP
/* Whether query i sees key j under the block mask (at mb, the (b, h) offset) */
KT_DEV bool kt_bwd_bvis(const kt_bwd_sp &sp, kt_i64 mb, kt_i64 i, kt_i64 j) {
    return !sp.el || ((const kt_u8 *)sp.mask)[mb + (i / sp.bq) * sp.m_sq + (j / sp.bk) * sp.m_sk] != 0;
}
/* The element mask's term added to score x; false where it is -inf */
KT_DEV bool kt_bwd_mvis(const kt_bwd_sp &sp, kt_i64 mb, kt_i64 i, kt_i64 j, float &x) {
    const kt_i64 o = mb + i * sp.m_sq + j * sp.m_sk;
    float m;
    switch (sp.mtype) {
    case 0: m = ((const kt_u8 *)sp.mask)[o] ? 0.0f : KT_NEG_INF; break;
    case 1: m = ((const float *)sp.mask)[o]; break;
    case 2: m = kt_f16_to_f32(((const kt_u16 *)sp.mask)[o]); break;
    default: m = kt_bf16_to_f32(((const kt_u16 *)sp.mask)[o]); break;
    }
    x += m;
    return m != KT_NEG_INF;
}
#endif
/* The CTA's (batch, head) pair bh and block blk of a grid of gridDim.x
   blocks by gridDim.y pairs, in launch order block-major: with dq (kt_bwd_dq)
   the query blocks, else key blocks, heaviest first for every pair (causal:
   the first key blocks, the last query blocks; a left window alone: the
   other way), so that the lightest CTAs run last and fill the last wave. */
KT_DEV void kt_bwd_cta(const kt_bwd_args &a, bool dq, kt_i64 &bh, kt_i64 &blk) {
    const kt_i64 L = (kt_i64)blockIdx.y * gridDim.x + blockIdx.x, n = gridDim.y;
    const bool left_only = (a.wflags & 3) == 1;
    bh = L % n;
    blk = L / n;
    if (dq != left_only) blk = gridDim.x - 1 - blk;
}
#if KT_BSP == 1
/* Block-sparse: the CTA's list row is its launch index (one head's blocks
   in turn), as (batch, head) pair bh and block blk. */
KT_DEV void kt_bwd_cta_sp(const kt_bwd_sp &sp, bool dq, kt_i64 &bh, kt_i64 &blk) {
    const kt_i64 x = (kt_i64)blockIdx.y * gridDim.x + blockIdx.x, nb = dq ? sp.RB : sp.CB;
    bh = x / nb;
    blk = x - bh * nb;
}
#define KT_BWD_CTA(dq, bh, blk) kt_bwd_cta_sp(sp, dq, bh, blk)
#else
#define KT_BWD_CTA(dq, bh, blk) kt_bwd_cta(a, dq, bh, blk)
#endif
/* P and dS of a 16 x (8 * NT) tile of c fragments: s holds the scores, dp
   dP; on return s holds P and dp dS. Element e of fragment n sits at row
   rrow + 8 * (e >> 1) and column ccol + 8 * n + (e & 1); `trans` says that
   the rows are keys (kt_bwd_dkdv) rather than queries. sl, sd: the LSE (log2)
   and Dd of the tile's query rows or columns, indexed from q0. FAST: every
   pair visible, no soft-cap, no ALiBi (kt_bwd_plain). */
template <int NT, int TRANS, int FAST>
KT_DEV void kt_bwd_pds(const kt_bwd_args &a, float (*s)[4], float (*dp)[4], kt_i64 rrow, kt_i64 ccol, kt_i64 q0, const float *sl,
                       const float *sd, float slope KT_BWD_PDSR) {
    const float scale = a.scale, cap = a.softcap;
    const kt_i64 off = a.Nk - a.Nq;
    if (FAST) {
        const float l2s = scale * KT_LOG2E;
        const int r0 = (int)((TRANS ? ccol : rrow) - q0);
        /* FAST 2 (a tile the window bounds cut, kt_bwd_edge): an element is
           visible where its key minus query offset within the tile, a
           constant of (n, e), lies in [lo, hi]: the bounds less the
           thread's base offset, clamped to int */
        int lo = 0, hi = 0;
        if (FAST == 2) {
            const kt_i64 base = (TRANS ? rrow - ccol : ccol - rrow) - off, big = 1 << 30;
            kt_i64 l = (a.wflags & 1) ? -a.wl - base : -big, u = (a.wflags & 2) ? a.wr - base : big;
            lo = (int)(l < -big ? -big : l > big ? big : l);
            hi = (int)(u < -big ? -big : u > big ? big : u);
        }
#pragma unroll
        for (int n = 0; n < NT; n++)
#pragma unroll
            for (int e = 0; e < 4; e++) {
                const int ii = r0 + (TRANS ? 8 * n + (e & 1) : 8 * (e >> 1));
                float p = kt_exp2(s[n][e] * l2s - sl[ii]);
                if (FAST == 2) {
                    const int loc = TRANS ? 8 * (e >> 1) - 8 * n - (e & 1) : 8 * n + (e & 1) - 8 * (e >> 1);
                    if (loc < lo || loc > hi) p = 0.0f;
                }
                s[n][e] = p;
                dp[n][e] = p * (dp[n][e] - sd[ii]) * scale;
            }
    } else {
#pragma unroll
        for (int n = 0; n < NT; n++)
#pragma unroll
            for (int e = 0; e < 4; e++) {
                const kt_i64 r = rrow + 8 * (e >> 1), c = ccol + 8 * n + (e & 1);
                const kt_i64 i = TRANS ? c : r, j = TRANS ? r : c;
                float x = s[n][e] * scale, gf = scale;
                if (cap != 0.0f) {
                    const float th = tanhf(x / cap);
                    x = cap * th;
                    gf = scale * (1.0f - th * th);
                }
                if (slope != 0.0f) {
                    const kt_i64 dist = i + off - j;
                    x -= slope * (float)(dist < 0 ? -dist : dist);
                }
                const int vis = i < a.Nq && j < a.Nk && (!(a.wflags & 1) || j >= i + off - a.wl) && (!(a.wflags & 2) || j <= i + off + a.wr) KT_BWD_VIS;
                const float p = vis ? kt_exp2(x * KT_LOG2E - sl[i - q0]) : 0.0f;
                s[n][e] = p;
                dp[n][e] = p * (dp[n][e] - sd[i - q0]) * gf;
            }
    }
}

/* Whether query rows [i0, i0 + ni) see every key of [j0, j0 + nj), with
   no soft-cap and no ALiBi: the tile's P and dS need no per-element terms. */
KT_DEV bool kt_bwd_plain(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {
    const kt_i64 off = a.Nk - a.Nq;
    return a.softcap == 0.0f && !a.alibi && i0 + ni <= a.Nq && j0 + nj <= a.Nk && (!(a.wflags & 1) || j0 >= i0 + ni - 1 + off - a.wl) &&
           (!(a.wflags & 2) || j0 + nj - 1 <= i0 + off + a.wr);
}
/* Whether rows [i0, i0 + ni) and keys [j0, j0 + nj) lie inside Nq and Nk,
   with no soft-cap and no ALiBi: P and dS need only the window bounds
   (kt_bwd_pds FAST 2; kt_bwd_plain's tiles take FAST 1). */
KT_DEV bool kt_bwd_edge(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {
    return a.softcap == 0.0f && !a.alibi && i0 + ni <= a.Nq && j0 + nj <= a.Nk;
}
/* Whether no row of [i0, i0 + ni) sees a key of [j0, j0 + nj) (windows, Nq, Nk) */
KT_DEV bool kt_bwd_dead(const kt_bwd_args &a, kt_i64 i0, kt_i64 ni, kt_i64 j0, kt_i64 nj) {
    const kt_i64 off = a.Nk - a.Nq;
    return i0 >= a.Nq || j0 >= a.Nk || ((a.wflags & 2) && j0 > i0 + ni - 1 + off + a.wr) || ((a.wflags & 1) && j0 + nj - 1 < i0 + off - a.wl);
}
/* c += A B over k = KT_D for a warp's 16 rows: A rows arow.. of tile sa,
   B^T rows 0..8*NT of tile sb (both [row][KT_D]). */
template <int NT> KT_DEV void kt_bwd_mm_nt(float (*c)[4], kt_u32 sa, int arow, kt_u32 sb, int lane) {
#pragma unroll
    for (int ks = 0; ks < KT_D / 16; ks++) {
        kt_u32 fa[4];
        kt_ldsm_x4(sa + (kt_u32)((arow + (lane & 15)) * LDS + ks * 16 + (lane >> 4) * 8) * 2u, fa[0], fa[1], fa[2], fa[3]);
#pragma unroll
        for (int np = 0; np < NT / 2; np++) {
            kt_u32 b0, b1, b2, b3;
            const int r = np * 16 + (lane >> 4) * 8 + (lane & 7);
            kt_ldsm_x4(sb + (kt_u32)(r * LDS + ks * 16 + ((lane >> 3) & 1) * 8) * 2u, b0, b1, b2, b3);
            kt_mma(c[2 * np], fa, b0, b1);
            kt_mma(c[2 * np + 1], fa, b2, b3);
        }
    }
}
/* acc[16][KT_D] += X B for a warp: X the 16 x (8 * NT) f32 fragments x
   (rounded to the input dtype), B rows 0..8*NT of tile sb ([k][KT_D]). */
template <int NT> KT_DEV void kt_bwd_mm_acc(float (*acc)[4], float (*x)[4], kt_u32 sb, int lane) {
#pragma unroll
    for (int kk = 0; kk < NT / 2; kk++) {
        kt_u32 pa[4];
        pa[0] = kt_pack2(x[2 * kk][0], x[2 * kk][1]);
        pa[1] = kt_pack2(x[2 * kk][2], x[2 * kk][3]);
        pa[2] = kt_pack2(x[2 * kk + 1][0], x[2 * kk + 1][1]);
        pa[3] = kt_pack2(x[2 * kk + 1][2], x[2 * kk + 1][3]);
#pragma unroll
        for (int dp = 0; dp < KT_D / 16; dp++) {
            kt_u32 b0, b1, b2, b3;
            const int r = kk * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);
            kt_ldsm_x4_t(sb + (kt_u32)(r * LDS + dp * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);
            kt_mma(acc[2 * dp], pa, b0, b1);
            kt_mma(acc[2 * dp + 1], pa, b2, b3);
        }
    }
}
/* c[16][8 * NC] += A^T B for a warp over k = 16 * NK: A^T rows m0.. from
   tile sa stored [k][m] (row stride lda elements), B columns n0.. of tile
   sb ([k][KT_D]). */
template <int NK, int NC> KT_DEV void kt_bwd_mm_tn(float (*c)[4], kt_u32 sa, int lda, int m0, kt_u32 sb, int n0, int lane) {
#pragma unroll
    for (int kk = 0; kk < NK; kk++) {
        kt_u32 fa[4];
        kt_ldsm_x4_t(sa + (kt_u32)((kk * 16 + (lane >> 4) * 8 + (lane & 7)) * lda + m0 + ((lane >> 3) & 1) * 8) * 2u, fa[0], fa[1], fa[2], fa[3]);
#pragma unroll
        for (int np = 0; np < NC / 2; np++) {
            kt_u32 b0, b1, b2, b3;
            const int r = kk * 16 + ((lane >> 3) & 1) * 8 + (lane & 7);
            kt_ldsm_x4_t(sb + (kt_u32)(r * LDS + n0 + np * 16 + (lane >> 4) * 8) * 2u, b0, b1, b2, b3);
            kt_mma(c[2 * np], fa, b0, b1);
            kt_mma(c[2 * np + 1], fa, b2, b3);
        }
    }
}
/* A warp's 16 x KT_D accumulator to rows r0.. of a gradient (rows < limit). */
KT_DEV void kt_bwd_store(float (*acc)[4], kt_u64 base, kt_i64 rs, kt_i64 dt, kt_i64 r0, kt_i64 limit, int g, int t, bool add) {
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) {
            const kt_i64 r = r0 + g + 8 * (e >> 1);
            if (r < limit) kt_bwd_st(base, r * rs + n * 8 + 2 * t + (e & 1), dt, acc[n][e], add);
        }
}

/* The CTA's 16 KT_WARPS x KT_D accumulators (warp w: rows r0 + 16 w..) to
   a 16-bit gradient through shared memory at stage (free: the caller
   synchronised), written as 16-byte row chunks rather than one 2-byte
   store an element. False (nothing written) for an f32 gradient, the
   adding form or rows off 16 bytes: kt_bwd_store then. */
KT_DEV bool kt_bwd_store_rows(float (*acc)[4], kt_u64 base, kt_i64 rs, kt_i64 dt, kt_i64 r0, kt_i64 limit, bool add, kt_u16 *stage, int tid,
                              int warp, int g, int t) {
    if (dt == 0 || add || (rs & 7) || (base & 15)) return false;
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int h = 0; h < 2; h++) {
            const float x0 = acc[n][2 * h], x1 = acc[n][2 * h + 1];
            const kt_u32 v = dt == 1 ? (kt_u32)kt_f32_to_f16(x0) | ((kt_u32)kt_f32_to_f16(x1) << 16)
                                     : (kt_u32)kt_f32_to_bf16(x0) | ((kt_u32)kt_f32_to_bf16(x1) << 16);
            ((kt_u32 *)stage)[((warp * 16 + g + 8 * h) * LDS + n * 8 + 2 * t) >> 1] = v;
        }
    __syncthreads();
    for (int c = tid; c < 16 * KT_WARPS * DCH; c += NTHR) {
        const int r = c / DCH, ch = c - r * DCH;
        if (r0 + r < limit) ((uint4 *)base)[((r0 + r) * rs + ch * 8) >> 3] = ((const uint4 *)stage)[(r * LDS + ch * 8) >> 3];
    }
    __syncthreads(); /* stage free again */
    return true;
}

/* Shared memory: the CTA's BN rows of two operands, KT_STAGES slots of the
   BI rows of the two it streams (the next block's copies fly while this
   one is used), then the LSE and Dd of the query rows in play; then, for
   kt_bwd_dkdvq, dS^T (BN keys x BI queries, rows padded as LDS). */
#define KT_BWD_SMEM_U16 (2 * (BN + KT_STAGES * BI) * LDS)
extern __shared__ __align__(16) kt_u16 smem[]; /* one declaration: the dK/dV body is a template */
#define LDSS (BI + 8)
/* dQ of a query block in kt_bwd_dkdvq: warp w takes 16 rows (w % (BI / 16)) and KT_D / QCH columns */
#define QCH (KT_WARPS / (BI / 16))
static_assert(KT_WARPS % (BI / 16) == 0 && (KT_D / QCH) % 16 == 0, "dQ tiles split evenly over the warps");

/* The dK/dV kernels' query blocks: KT_BWD_QRANGE sets `total` for the CTA
   at key j0 of kv head hk; block x < total is query head KT_BWD_QH(x), rows
   KT_BWD_QI(x)..; KT_BWD_MB(h) the mask offset mb of head h. */
#if KT_BSP == 1
#define KT_BWD_QRANGE                                                                                                    \
    const kt_i64 lrow_ = (b * a.Hk + hk) * sp.CB + j0 / BN; /* this key block's list of query tiles */                  \
    const int *ql_ = (const int *)sp.cidx + lrow_ * sp.CT;                                                               \
    const kt_i64 total = ((const int *)sp.ccnt)[lrow_];                                                                  \
    (void)off;
#define KT_BWD_QH(x) (hk * a.group + ql_[x] / sp.QT)
#define KT_BWD_QI(x) ((kt_i64)(ql_[x] % sp.QT) * BI)
#else
#define KT_BWD_QRANGE                                                                                                    \
    /* the query rows that see a key of [j0, j0 + BN); blocks of BI of them per query head of the group */             \
    kt_i64 q_lo = 0, q_hi = a.Nq;                                                                                        \
    if ((a.wflags & 2) && j0 - off - a.wr > q_lo) q_lo = j0 - off - a.wr;                                                \
    if ((a.wflags & 1) && j0 + BN - off + a.wl < q_hi) q_hi = j0 + BN - off + a.wl;                                      \
    const kt_i64 nblk = q_hi > q_lo ? (q_hi - q_lo + BI - 1) / BI : 0, total = nblk * a.group;
#define KT_BWD_QH(x) (hk * a.group + (x) / nblk)
#define KT_BWD_QI(x) (q_lo + ((x) % nblk) * BI)
#endif
#if KT_BSP
#define KT_BWD_MB(h) const kt_i64 mb = b * sp.m_sb + (h) * sp.m_sh;
#else
#define KT_BWD_MB(h)
#endif

template <int ATOMIC> KT_DEV void kt_bwd_kv(const kt_bwd_args &a KT_BWD_SPR) {
    kt_u16 *sK = smem, *sV = sK + BN * LDS, *sQ = sV + BN * LDS, *sO = sQ + KT_STAGES * BI * LDS;
    float *sl = (float *)(smem + KT_BWD_SMEM_U16), *sd = sl + KT_STAGES * BI;
    kt_u32 *sS = (kt_u32 *)(sd + KT_STAGES * BI);
    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, kb;
    KT_BWD_CTA(false, bh, kb);
    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    const kt_u32 sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV), sQa = kt_smem_addr(sQ), sOa = kt_smem_addr(sO);
    KT_BWD_QRANGE

    kt_bwd_rows(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, BN, tid);
    kt_bwd_rows(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, BN, tid);
    float dk[KT_D / 8][4], dv[KT_D / 8][4];
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;

    /* block x: query head KT_BWD_QH(x), rows KT_BWD_QI(x).. into slot x % KT_STAGES */
#define KT_BWD_LOAD_Q(x)                                                                                                 \
    do {                                                                                                                 \
        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                 \
        const int st_ = (int)((x) % KT_STAGES);                                                                          \
        kt_bwd_rows(sQa + (kt_u32)(st_ * BI * LDS) * 2u, (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, \
                    BI, tid);                                                                                            \
        kt_bwd_rows(sOa + (kt_u32)(st_ * BI * LDS) * 2u, (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, \
                    a.Nq, BI, tid);                                                                                      \
        for (int r = tid; r < BI; r += NTHR) {                                                                           \
            sl[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[rows + bh_ + i_ + r] : 0.0f;                        \
            sd[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[bh_ + i_ + r] : 0.0f;                               \
        }                                                                                                                \
    } while (0)
    if (KT_STAGES > 1 && total > 0) KT_BWD_LOAD_Q(0);
    kt_cp_commit();
    for (kt_i64 x = 0; x < total; x++) {
        const kt_i64 h = KT_BWD_QH(x), i0 = KT_BWD_QI(x), nx = KT_STAGES > 1 ? x + 1 : x;
        const int st = (int)(x % KT_STAGES);
        __syncthreads(); /* the slot refilled next was read by every warp */
        if (nx < total) KT_BWD_LOAD_Q(nx);
        kt_cp_commit();
        kt_cp_wait_group<KT_STAGES - 1>();
        __syncthreads();
        const kt_u32 sQt = sQa + (kt_u32)(st * BI * LDS) * 2u, sOt = sOa + (kt_u32)(st * BI * LDS) * 2u;
        float s[BI / 8][4], dp[BI / 8][4];
#pragma unroll
        for (int n = 0; n < BI / 8; n++)
#pragma unroll
            for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
        kt_bwd_mm_nt<BI / 8>(s, sKa, warp * 16, sQt, lane);
        kt_bwd_mm_nt<BI / 8>(dp, sVa, warp * 16, sOt, lane);
        KT_BWD_MB(h)
        if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + warp * 16, 16)))
            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else if (!ATOMIC && KT_BWD_FAST(kt_bwd_edge(a, i0, BI, j0 + warp * 16, 16))) /* kt_bwd_dkdvq is at 255 registers */
            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, j0 + warp * 16 + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,
                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));
        kt_bwd_mm_acc<BI / 8>(dv, s, sOt, lane);
        kt_bwd_mm_acc<BI / 8>(dk, dp, sQt, lane);
        if (ATOMIC) {
            /* dS^T of the warp's keys in the input dtype, as dK took it */
#pragma unroll
            for (int n = 0; n < BI / 8; n++) {
                sS[((warp * 16 + g) * LDSS + 8 * n + 2 * t) >> 1] = kt_pack2(dp[n][0], dp[n][1]);
                sS[((warp * 16 + g + 8) * LDSS + 8 * n + 2 * t) >> 1] = kt_pack2(dp[n][2], dp[n][3]);
            }
            __syncthreads();
            const int m0 = (warp % (BI / 16)) * 16, n0 = (warp / (BI / 16)) * (KT_D / QCH);
            float dq[KT_D / QCH / 8][4];
#pragma unroll
            for (int n = 0; n < KT_D / QCH / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;
            kt_bwd_mm_tn<BN / 16, KT_D / QCH / 8>(dq, kt_smem_addr(sS), LDSS, m0, sKa, n0, lane);
            float *dqa = (float *)a.dqa + ((b * a.Hq + h) * a.Nq + i0) * KT_D + n0 + 2 * t;
#pragma unroll
            for (int e2 = 0; e2 < 2; e2++) {
                const int r = m0 + g + 8 * e2;
                if (i0 + r < a.Nq)
#pragma unroll
                    for (int n = 0; n < KT_D / QCH / 8; n++) {
                        atomicAdd(dqa + r * KT_D + 8 * n, dq[n][2 * e2]);
                        atomicAdd(dqa + r * KT_D + 8 * n + 1, dq[n][2 * e2 + 1]);
                    }
            }
        }
    }
#undef KT_BWD_LOAD_Q
    kt_cp_wait_all(); /* the K/V copies, where no query block ran */
    kt_bwd_store(dk, a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), a.dk_sn, a.dk_dt, j0 + warp * 16, a.Nk, g, t, a.add != 0);
    kt_bwd_store(dv, a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4)), a.dv_sn, a.dv_dt, j0 + warp * 16, a.Nk, g, t, a.add != 0);
}
#if KT_SM90
/* Hopper dK/dV (kind 13, sm_90a; KT_WARPS 8, KT_MT 4): one CTA per (batch,
   kv head, 128 keys), a warpgroup per 64 keys. K and V, and each query
   block's Q and dO (64 rows, KT_STAGES slots, cp.async), sit in shared
   memory as 128-byte-swizzled column blocks of 64 elements, as the
   forward's tiles. S^T = K Q^T and dP^T = V dO^T are warpgroup MMAs from
   shared memory; P^T and dS^T stay in registers (the accumulator layout is
   the A-fragment layout) for dV += P^T dO and dK += dS^T Q, with dO and Q
   read N-major. kt_bwd_wgq also writes dS^T to shared memory (queries
   contiguous) and computes dQ = dS K, read M-major and N-major, added to
   a.dqa: each warpgroup 64 columns over the 128 keys at head dim 128, its
   own 64 keys at 64, with paired f32 reductions from registers
   (red.global.add.v2.f32). */
static_assert(KT_WARPS == 8 && KT_MT == 4 && KT_STAGES == 2, "two warpgroups on 128 keys, 64 query rows a step, two slots");
#define WTILE(rows) ((rows) * KT_D * 2) /* bytes of a swizzled rows x KT_D tile */
#if KT_D == 64
#define KT_BWD_RS kt_wgmma_rs_n64_t
#else
#define KT_BWD_RS kt_wgmma_rs_n128_t
#endif
/* rows [first, first + ROWS) of a [*, KT_D] matrix (row stride rs) into a
   swizzled tile; rows at or past limit read as zeros */
template <int ROWS> KT_DEV void kt_bwd_sw(kt_u32 s_base, const kt_u16 *g, kt_i64 rs, kt_i64 first, kt_i64 limit, int tid) {
    const int r = tid / DCH, ch = tid % DCH;
    const kt_u32 dst = s_base + (kt_u32)((ch >> 3) * (ROWS * 128) + r * 128 + (((ch & 7) ^ (r & 7)) << 4));
#define RSTEP (NTHR / DCH) /* a multiple of 8: the swizzle phase of a thread's rows is fixed */
#pragma unroll
    for (int i = 0; i < ROWS / RSTEP; i++) {
        const kt_i64 j = first + r + i * RSTEP;
        const int ok = j < limit;
        kt_cp_async16(dst + (kt_u32)(i * RSTEP * 128), g + (ok ? j * rs : 0) + ch * 8, ok);
    }
#undef RSTEP
}
/* c = A B^T over k = KT_D: A the warpgroup's 64 rows at sa of a BN-row
   tile, B the BI rows of a query block's tile sb (both K-major) */
KT_DEV void kt_bwd_wg_nt(float *c, kt_u32 sa, kt_u32 sb) {
#pragma unroll
    for (int ks = 0; ks < KT_D / 16; ks++)
        kt_wgmma_ss_n64(c, kt_gdesc(sa + (ks >> 2) * (BN * 128) + (ks & 3) * 32, 16, 1024),
                        kt_gdesc(sb + (ks >> 2) * (BI * 128) + (ks & 3) * 32, 16, 1024), ks);
}
/* acc[64 x KT_D] += X B: X the 64 x BI A fragments x, B a query block's tile sb read N-major */
KT_DEV void kt_bwd_wg_acc(float *acc, kt_u32 (*x)[4], kt_u32 sb) {
#pragma unroll
    for (int kk = 0; kk < BI / 16; kk++) KT_BWD_RS(acc, x[kk], kt_gdesc(sb + kk * 2048, BI * 128, 1024));
}
/* A fragments (input dtype) of a 64 x BI accumulator */
KT_DEV void kt_bwd_wg_pack(kt_u32 (*x)[4], float (*s)[4]) {
#pragma unroll
    for (int kk = 0; kk < BI / 16; kk++) {
        x[kk][0] = kt_pack2(s[2 * kk][0], s[2 * kk][1]);
        x[kk][1] = kt_pack2(s[2 * kk][2], s[2 * kk][3]);
        x[kk][2] = kt_pack2(s[2 * kk + 1][0], s[2 * kk + 1][1]);
        x[kk][3] = kt_pack2(s[2 * kk + 1][2], s[2 * kk + 1][3]);
    }
}
template <int N> KT_DEV void kt_bwd_fence(float (*c)[4]) {
#pragma unroll
    for (int n = 0; n < N; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) kt_reg_fence(c[n][e]);
}
KT_DEV void kt_bwd_fence_a(kt_u32 (*x)[4]) {
#pragma unroll
    for (int kk = 0; kk < BI / 16; kk++)
#pragma unroll
        for (int e = 0; e < 4; e++) kt_reg_fence_u(x[kk][e]);
}

template <int ATOMIC> KT_DEV void kt_bwd_wgk(const kt_bwd_args &a KT_BWD_SPR) {
    /* K, V (BN rows), KT_STAGES slots of Q and of dO (BI rows), 1024-byte
       aligned; dS^T (BN x BI, kt_bwd_wgq); LSE and Dd of the slots */
    const kt_u32 s0 = kt_smem_addr(smem), sKa = (s0 + 1023u) & ~1023u, sVa = sKa + WTILE(BN), sQa = sVa + WTILE(BN),
                 sOa = sQa + KT_STAGES * WTILE(BI), sSa = sOa + KT_STAGES * WTILE(BI);
    kt_u32 *sS = (kt_u32 *)((unsigned char *)smem + (sSa - s0));
    float *sl = (float *)((unsigned char *)smem + (sSa + (ATOMIC ? BN * BI * 2 : 0) - s0)), *sd = sl + KT_STAGES * BI;
    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, kb;
    KT_BWD_CTA(false, bh, kb);
    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN, jw = j0 + wg * 64 + wq * 16;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    KT_BWD_QRANGE

    kt_bwd_sw<BN>(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, tid);
    kt_bwd_sw<BN>(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, tid);
    float dk[KT_D / 8][4], dv[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;
#pragma unroll
    for (int n = 0; n < BI / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
#define KT_BWD_LOAD_Q(x)                                                                                                    \
    do {                                                                                                                    \
        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                    \
        const int st_ = (int)((x) % KT_STAGES);                                                                             \
        kt_bwd_sw<BI>(sQa + st_ * WTILE(BI), (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, tid);         \
        kt_bwd_sw<BI>(sOa + st_ * WTILE(BI), (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, a.Nq, tid);   \
        for (int r = tid; r < BI; r += NTHR) {                                                                              \
            sl[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[rows + bh_ + i_ + r] : 0.0f;                           \
            sd[st_ * BI + r] = i_ + r < a.Nq ? ((const float *)a.dd)[bh_ + i_ + r] : 0.0f;                                  \
        }                                                                                                                   \
    } while (0)
    if (total > 0) KT_BWD_LOAD_Q(0);
    kt_cp_commit();
    for (kt_i64 x = 0; x < total; x++) {
        const kt_i64 h = KT_BWD_QH(x), i0 = KT_BWD_QI(x);
        const int st = (int)(x % KT_STAGES);
        __syncthreads(); /* the slot refilled next was read by every warpgroup's MMAs (waited for) */
        if (x + 1 < total) KT_BWD_LOAD_Q(x + 1);
        kt_cp_commit();
        kt_cp_wait_group<1>();
        kt_fence_async_smem();
        __syncthreads();
        const kt_u32 sQt = sQa + st * WTILE(BI), sOt = sOa + st * WTILE(BI);
        /* deterministic: a warpgroup whose 64 keys no row of the block sees adds nothing (causal: the diagonal's first block) */
        if (!ATOMIC && kt_bwd_dead(a, i0, BI, j0 + wg * 64, 64)) continue;
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_wgmma_fence();
        kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);
        kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);
        kt_wgmma_commit();
        kt_wgmma_wait<0>();
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        KT_BWD_MB(h)
        if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, jw, 16)))
            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else if (!ATOMIC && KT_BWD_FAST(kt_bwd_edge(a, i0, BI, jw, 16))) /* kt_bwd_wgq: a third path spills */
            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,
                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));
        kt_u32 p[BI / 16][4], ds[BI / 16][4];
        kt_bwd_wg_pack(p, s);
        kt_bwd_wg_pack(ds, dp);
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
        kt_wgmma_fence();
        kt_bwd_wg_acc(dv[0], p, sOt);
        kt_bwd_wg_acc(dk[0], ds, sQt);
        kt_wgmma_commit();
        if (ATOMIC) {
            /* dS^T rows (keys) of 64 queries, 16-byte chunks swizzled as the tiles */
            const int r0 = wg * 64 + wq * 16 + g;
#pragma unroll
            for (int kk = 0; kk < BI / 16; kk++)
#pragma unroll
                for (int e = 0; e < 4; e++) {
                    const int r = r0 + 8 * (e & 1), c = 16 * kk + 8 * (e >> 1) + 2 * t;
                    sS[(r * 128 + (((c >> 3) ^ (r & 7)) << 4) + (c & 7) * 2) >> 2] = ds[kk][e];
                }
            kt_fence_async_smem();
            __syncthreads();
            /* head dim 128: columns 64 wg.. over the 128 keys; 64: every column over the warpgroup's keys */
            const int k_lo = KT_D == 64 ? 4 * wg : 0, cb = KT_D == 64 ? 0 : wg;
            float dq[8][4];
            kt_wgmma_fence();
#pragma unroll
            for (int kk = 0; kk < (KT_D == 64 ? 4 : 8); kk++)
                kt_wgmma_ss_n64_tt(dq[0], kt_gdesc(sSa + (k_lo + kk) * 2048, BN * 128, 1024),
                                   kt_gdesc(sKa + cb * (BN * 128) + (k_lo + kk) * 2048, BN * 128, 1024), kk);
            kt_wgmma_commit();
            kt_wgmma_wait<0>();
            kt_bwd_fence<8>(dq);
            float *dqa = (float *)a.dqa + ((b * a.Hq + h) * a.Nq + i0) * KT_D + cb * 64 + 2 * t;
#pragma unroll
            for (int e2 = 0; e2 < 2; e2++) {
                const int r = wq * 16 + g + 8 * e2;
                if (i0 + r < a.Nq)
#pragma unroll
                    for (int n = 0; n < 8; n++) kt_red_add2(dqa + r * KT_D + 8 * n, dq[n][2 * e2], dq[n][2 * e2 + 1]);
            }
        } else {
            kt_wgmma_wait<0>();
        }
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
        kt_bwd_fence_a(p);
        kt_bwd_fence_a(ds);
    }
#undef KT_BWD_LOAD_Q
    kt_cp_wait_all(); /* the K/V copies, where no query block ran */
    __syncthreads();  /* the tiles are free for the staged stores */
    const kt_u64 dkb = a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), dvb = a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4));
    const int warp = tid >> KT_WARP_SHIFT;
    if (!kt_bwd_store_rows(dk, dkb, a.dk_sn, a.dk_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dk, dkb, a.dk_sn, a.dk_dt, jw, a.Nk, g, t, a.add != 0);
    if (!kt_bwd_store_rows(dv, dvb, a.dv_sn, a.dv_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dv, dvb, a.dv_sn, a.dv_dt, jw, a.Nk, g, t, a.add != 0);
}
/* kt_bwd_wgr (the host's choice at long query ranges, docs/PERF.md): kt_bwd_wg
   whose two warpgroups never meet at a CTA barrier. Q, dO, LSE and Dd stream through KT_BWD_RING slots, each
   thread's share of block x + 1 copied (cp.async) at its step x and
   counted on the slot's `full` mbarrier when it lands; a warpgroup
   releases a slot on its `empty` mbarrier (a lane a warp) once its last
   product that reads it is done. A step issues the block's S^T and dP^T
   (with KT_BWD_PP the warpgroups take turns issuing them, named barriers
   1 and 2, so one's exponentials run while the other's products do), makes
   P^T and dS^T, packs them as A fragments (the accumulator layout of S^T is
   the A layout of dV += P^T dO) and issues dV += P^T dO and dK += dS^T Q
   from registers at once (KT_BWD_PSMEM 2), the slot released after them.
   KT_BWD_PSMEM 1 (kt_bwd_wgrq, kt_bwd_wgro: dQ reads dS^T from shared
   memory; kind 15) stores P^T and dS^T to shared memory instead and issues
   the block's dV and dK with the next block's S^T and dP^T, waited for once. */
#ifndef KT_BWD_PP
#define KT_BWD_PP 1
#endif
#ifndef KT_BWD_PSMEM /* kt_bwd_wgr: 2 A fragments for dV and dK issued at once (0.963x-0.969x the backward of 1 on an H200), */
#define KT_BWD_PSMEM 2 /* 1 P^T and dS^T staged in shared memory, 0 kept as A fragments until the next step's products */
#endif
#ifndef KT_BWD_PP2 /* KT_BWD_PSMEM 2: the warpgroups take turns issuing dV and dK too (1: 0.981x / 0.974x, 0: 0.969x / 0.963x) */
#define KT_BWD_PP2 0
#endif
#ifndef KT_BWD_PF /* KT_BWD_PSMEM 2: blocks copied this many ahead (2: block x + 2 at step x, once its products are issued, */
#define KT_BWD_PF 1  /* into the slot of block x - 1, which KT_BWD_PSMEM 2 releases at the end of its own step) */
#endif
#ifndef KT_BWD_PSPLIT /* KT_BWD_PSMEM 2, plain tiles: dV issued once P is made, dS made while it runs, then dK */
#define KT_BWD_PSPLIT 0
#endif
#ifndef KT_BWD_SPLIT /* kt_bwd_wgr, plain tiles: S^T and dP^T waited for alone, the exponentials while dV and dK run (off: */
#define KT_BWD_SPLIT 0 /* 1.016x the time of the single wait on an H200, docs/PERF.md) */
#endif
#define KT_BWD_RING 3
#if KT_BWD_PP
#define KT_BWD_TURN kt_bar_sync(1 + wg)
#define KT_BWD_HAND kt_bar_arrive(2 - wg)
#else
#define KT_BWD_TURN
#define KT_BWD_HAND
#endif
/* PS (kt_bwd_wgp: KT_BWD_PSMEM, 1 with dQ); PS 0 holds P^T and dS^T across the step (PS 2 only within it) */
#define KT_BWD_FENCE_PDS                                                                                                    \
    do {                                                                                                                    \
        if (PS == 0) kt_bwd_fence_a(p), kt_bwd_fence_a(ds);                                                                 \
    } while (0)
#define KT_BWD_DVDK(sQp, sOp)                                                                                               \
    do {                                                                                                                    \
        if (PS == 1) kt_bwd_wg_acc_ss(dv[0], sPa + wg * 64 * 128, sOp), kt_bwd_wg_acc_ss(dk[0], sSp + wg * 64 * 128, sQp);  \
        else kt_bwd_wg_acc(dv[0], p, sOp), kt_bwd_wg_acc(dk[0], ds, sQp);                                                   \
    } while (0)
#if KT_D == 64
#define KT_BWD_SS kt_wgmma_ss_n64_t
#else
#define KT_BWD_SS kt_wgmma_ss_n128_t
#endif
static_assert(BI == 64, "a query block's row of P^T or dS^T is one 128-byte swizzle atom");
/* acc[64 x KT_D] += X B: X the warpgroup's 64 x BI block at sa (K-major, as kt_bwd_wg_put wrote it), B a query block's
   tile sb read N-major */
KT_DEV void kt_bwd_wg_acc_ss(float *acc, kt_u32 sa, kt_u32 sb) {
#pragma unroll
    for (int kk = 0; kk < BI / 16; kk++) KT_BWD_SS(acc, kt_gdesc(sa + kk * 32, 16, 1024), kt_gdesc(sb + kk * 2048, BI * 128, 1024), 1);
}
/* A fragments x of a 64 x BI block (this thread's rows r0 and r0 + 8) into a [BN][BI] tile at t, 16-byte chunks swizzled as the tiles */
KT_DEV void kt_bwd_wg_put(kt_u32 *tile, kt_u32 (*x)[4], int r0, int t) {
#pragma unroll
    for (int kk = 0; kk < BI / 16; kk++)
#pragma unroll
        for (int e = 0; e < 4; e++) {
            const int r = r0 + 8 * (e & 1), c = 16 * kk + 8 * (e >> 1) + 2 * t;
            tile[(r * 128 + (((c >> 3) ^ (r & 7)) << 4) + (c & 7) * 2) >> 2] = x[kk][e];
        }
}
/* DQ (kt_bwd_wgrq 1, kt_bwd_wgro 2): dQ in the same loop. Both walk their
   query blocks last first (causal: every key block of a head at the same
   query block in the same step). Per block, warpgroup 0's dS^T half
   (zeros where its keys are dead) is handed over on named barrier 5;
   warpgroup 1 computes dQ = dS K over the 128 keys (wgmma, both operands
   transposed from shared memory, into the registers of S^T and dP^T, free
   then), hands the dS^T tile back on barrier 6 and adds the rows to the
   f32 workspace a.dqa (red.global.add.v2.f32). kt_bwd_wgro adds in key
   block order: a warp waits (acquire) until the block's counter (after the
   workspace, zeroed by kt_bwd_dot) reaches 4 kb, adds its 16 rows and
   releases one; the sums are then bitwise the same every run (the host
   takes it only where every key block's query blocks start at a multiple
   of 64 and the key blocks that see a query block are 0..k). */
/* kt_bwd_wgp's dQ of block (h, i0) once both halves of dS^T are in place (a step's last statement) */
#ifndef KT_BWD_DQN /* columns of dQ a product of kt_bwd_wgp's dQ step: 64 (32 accumulator registers) or 128 */
#define KT_BWD_DQN 64
#endif
#if KT_BWD_DQN == 128 && KT_D == 128
#define KT_BWD_DQMMA kt_wgmma_ss_n128_tt
#else
#undef KT_BWD_DQN
#define KT_BWD_DQN 64
#define KT_BWD_DQMMA kt_wgmma_ss_n64_tt
#endif
/* dQ rows of 64 x KT_BWD_DQN columns (accumulator acc, columns c0..) to the workspace at dqa_ */
#define KT_BWD_DQ_ADD(acc, c0)                                                                                              \
    do {                                                                                                                    \
        _Pragma("unroll") for (int e2 = 0; e2 < 2; e2++) {                                                                  \
            const int r_ = wq * 16 + g + 8 * e2;                                                                            \
            if (iq_ + r_ < a.Nq) {                                                                                          \
                _Pragma("unroll") for (int n = 0; n < KT_BWD_DQN / 8; n++)                                                  \
                    kt_red_add2(dqa_ + r_ * KT_D + (c0) + 8 * n, acc[n][2 * e2], acc[n][2 * e2 + 1]);                       \
            }                                                                                                               \
        }                                                                                                                   \
    } while (0)
#define KT_BWD_DQ_STEP                                                                                                      \
    do {                                                                                                                    \
        if (wg == 0) {                                                                                                      \
            kt_bar_arrive(5);                                                                                               \
            break;                                                                                                          \
        }                                                                                                                   \
        kt_bar_sync(5);                                                                                                     \
        /* the block's head and rows again from an opaque x: h and i0 not held through the step's peak of registers */    \
        kt_i64 xo_ = x;                                                                                                     \
        kt_reg_fence_l(xo_);                                                                                                \
        const kt_i64 hq_ = KT_BWD_QH(KT_BWD_XO(xo_)), iq_ = KT_BWD_QI(KT_BWD_XO(xo_));                                      \
        kt_u32 *cnt_ = (kt_u32 *)((float *)a.dqa + rows * KT_D) + (b * a.Hq + hq_) * ((a.Nq + 63) / 64) + iq_ / 64;         \
        float *dqa_ = (float *)a.dqa + ((b * a.Hq + hq_) * a.Nq + iq_) * KT_D + 2 * t;                                      \
        _Pragma("unroll 1") for (int cb = 0; cb < KT_D / KT_BWD_DQN; cb++) { /* KT_BWD_DQN columns at a time */            \
            kt_bwd_fence<KT_BWD_DQN / 8>(sdp);                                                                              \
            kt_u32 sS_ = sSa, sK_ = sKa + cb * (BN * 128); /* opaque: descriptors made per step */                          \
            kt_reg_fence_u(sS_), kt_reg_fence_u(sK_);                                                                       \
            kt_wgmma_fence();                                                                                               \
            _Pragma("unroll") for (int kk = 0; kk < BN / 16; kk++)                                                          \
                KT_BWD_DQMMA(sdp[0], kt_gdesc(sS_ + kk * 2048, BN * 128, 1024), kt_gdesc(sK_ + kk * 2048, BN * 128, 1024), kk); \
            kt_wgmma_commit();                                                                                              \
            kt_wgmma_wait<0>();                                                                                             \
            kt_bwd_fence<KT_BWD_DQN / 8>(sdp);                                                                              \
            if (cb == KT_D / KT_BWD_DQN - 1 && x + 1 < total) kt_bar_arrive(6); /* dS^T free for warpgroup 0's next block */ \
            if (DQ == 2 && cb == 0) {                                                                                       \
                if (lane == 0)                                                                                              \
                    while (kt_ld_acquire(cnt_) < (kt_u32)(4 * (jw / BN))) kt_nanosleep(64);                                 \
                kt_syncwarp();                                                                                              \
            }                                                                                                               \
            KT_BWD_DQ_ADD(sdp, cb * KT_BWD_DQN);                                                                            \
        }                                                                                                                   \
        if (DQ == 2) {                                                                                                      \
            kt_syncwarp();                                                                                                  \
            if (lane == 0) kt_red_release_add(cnt_, 1u);                                                                    \
        }                                                                                                                   \
    } while (0)
template <int DQ> KT_DEV void kt_bwd_wgp(const kt_bwd_args &a KT_BWD_SPR) {
    static_assert(!DQ || BN == 128, "dQ reads dS^T of the 128 keys from shared memory");
    /* dQ reads dS^T from shared memory; kinds 14 and 15 (KT_BSP) keep 1: with 2 their per-element P/dS paths spill */
    constexpr int PS = DQ || KT_BSP ? 1 : KT_BWD_PSMEM;
    constexpr int PF = PS == 2 && KT_BWD_PF == 2 && KT_BWD_RING >= 3 ? 2 : 1;
    /* K, V (BN rows), KT_BWD_RING slots of Q and of dO (BI rows), 1024-byte
       aligned; LSE and Dd of the slots; the full and empty mbarriers */
    const kt_u32 s0 = kt_smem_addr(smem), sKa = (s0 + 1023u) & ~1023u, sVa = sKa + WTILE(BN), sQa = sVa + WTILE(BN),
                 sOa = sQa + KT_BWD_RING * WTILE(BI), sLa = sOa + KT_BWD_RING * WTILE(BI), sDa = sLa + KT_BWD_RING * BI * 4,
                 barF = sDa + KT_BWD_RING * BI * 4, barE = barF + 8 * KT_BWD_RING,
                 sPa = (barE + 8 * KT_BWD_RING + 1023u) & ~1023u, sSa = sPa + BN * BI * 2;
    const float *sl = (const float *)((unsigned char *)smem + (sLa - s0)), *sd = (const float *)((unsigned char *)smem + (sDa - s0));
    kt_u32 *sP = (kt_u32 *)((unsigned char *)smem + (sPa - s0)), *sS = (kt_u32 *)((unsigned char *)smem + (sSa - s0));
    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, kb;
    KT_BWD_CTA(false, bh, kb);
    const kt_i64 b = bh / a.Hk, hk = bh - b * a.Hk, j0 = kb * BN, jw = j0 + wg * 64 + wq * 16;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    KT_BWD_QRANGE

    if (tid == 0) {
        for (int i = 0; i < KT_BWD_RING; i++) kt_mbar_init(barF + 8 * i, NTHR), kt_mbar_init(barE + 8 * i, NTHR / KT_WARP);
        kt_fence_mbar_init();
    }
    __syncthreads();
    kt_bwd_sw<BN>(sKa, (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, a.k_sn, j0, a.Nk, tid);
    kt_bwd_sw<BN>(sVa, (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh, a.v_sn, j0, a.Nk, tid);
    float dk[KT_D / 8][4], dv[KT_D / 8][4], sdp[BI / 4][4]; /* S^T and dP^T side by side: dQ's accumulator in DQ */
    float(*s)[4] = sdp, (*dp)[4] = sdp + BI / 8;
    kt_u32 p[BI / 16][4], ds[BI / 16][4]; /* P^T and dS^T as A fragments (PS 0: a pending block's, until its products) */
#pragma unroll
    for (int n = 0; n < BI / 16; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) p[n][e] = ds[n][e] = 0u;
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dk[n][e] = dv[n][e] = 0.0f;
#pragma unroll
    for (int n = 0; n < BI / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
    /* this thread's share of block x into slot x % KT_BWD_RING, counted on its full barrier (K and V with block 0) */
#define KT_BWD_LOAD_Q(x, st_)                                                                                               \
    do {                                                                                                                    \
        const kt_i64 h_ = KT_BWD_QH(x), i_ = KT_BWD_QI(x), bh_ = (b * a.Hq + h_) * a.Nq;                                    \
        kt_bwd_sw<BI>(sQa + st_ * WTILE(BI), (const kt_u16 *)a.q + b * a.q_sb + h_ * a.q_sh, a.q_sn, i_, a.Nq, tid);         \
        kt_bwd_sw<BI>(sOa + st_ * WTILE(BI), (const kt_u16 *)a.dout + b * a.do_sb + h_ * a.do_sh, a.do_sn, i_, a.Nq, tid);   \
        if (tid < BI) {                                                                                                     \
            const int ok_ = i_ + tid < a.Nq;                                                                                \
            kt_cp_async4(sLa + (kt_u32)(st_ * BI + tid) * 4u, (const float *)a.dd + (ok_ ? rows + bh_ + i_ + tid : 0), ok_); \
            kt_cp_async4(sDa + (kt_u32)(st_ * BI + tid) * 4u, (const float *)a.dd + (ok_ ? bh_ + i_ + tid : 0), ok_);        \
        }                                                                                                                   \
        kt_cp_mbar_arrive(barF + 8 * st_);                                                                                  \
    } while (0)
#define KT_BWD_XO(x) (DQ ? total - 1 - (x) : (x)) /* the block of step x */
    if (total > 0) KT_BWD_LOAD_Q(KT_BWD_XO(0), 0);
    if (PF == 2 && total > 1) KT_BWD_LOAD_Q(KT_BWD_XO(1), 1);
    /* PF 2: block x + 2 into the slot of block x - 1 once both warpgroups released it (a step's products issued) */
#define KT_BWD_NEXT2                                                                                                        \
    do {                                                                                                                    \
        if (PF == 2 && x + 2 < total) {                                                                                     \
            const int sn_ = st + 2 >= KT_BWD_RING ? st + 2 - KT_BWD_RING : st + 2;                                          \
            if (x + 2 >= KT_BWD_RING) {                                                                                     \
                kt_mbar_wait(barE + 8 * sn_, (eph >> sn_) & 1u);                                                            \
                eph ^= 1u << sn_;                                                                                           \
            }                                                                                                               \
            KT_BWD_LOAD_Q(KT_BWD_XO(x + 2), sn_);                                                                           \
        }                                                                                                                   \
    } while (0)
#if KT_BWD_PP
    if (wg == 1) kt_bar_arrive(1); /* warpgroup 0 issues first */
#endif
    int pend = 0, pst = 0; /* P^T and dS^T of a block wait in p, ds for its dV, dK products (slot pst) */
    kt_u32 fph = 0, eph = 0;  /* the phase parity each slot's full and empty barrier waits for next */
    int st = 0; /* block x's slot */
    for (kt_i64 x = 0; x < total; x++, st = st + 1 == KT_BWD_RING ? 0 : st + 1) {
        const kt_i64 h = KT_BWD_QH(KT_BWD_XO(x)), i0 = KT_BWD_QI(KT_BWD_XO(x));
        if (PF == 1 && x + 1 < total) {
            /* block x + 1 into the next slot, once both warpgroups released its previous block */
            const int sn = st + 1 == KT_BWD_RING ? 0 : st + 1;
            if (x + 1 >= KT_BWD_RING) {
                kt_mbar_wait(barE + 8 * sn, (eph >> sn) & 1u);
                eph ^= 1u << sn;
            }
            KT_BWD_LOAD_Q(KT_BWD_XO(x + 1), sn);
        }
        kt_mbar_wait(barF + 8 * st, (fph >> st) & 1u);
        fph ^= 1u << st;
        kt_fence_async_smem(); /* the landed copies before the products read them */
        /* a warpgroup whose 64 keys no row of the block sees adds nothing (causal: the diagonal's first block) */
        const int live = !kt_bwd_dead(a, i0, BI, j0 + wg * 64, 64);
        const kt_u32 sQt = sQa + st * WTILE(BI), sOt = sOa + st * WTILE(BI), sQp = sQa + pst * WTILE(BI), sOp = sOa + pst * WTILE(BI);
        const kt_u32 sSp = sSa; /* the pending block's dS^T */
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
        KT_BWD_FENCE_PDS;
#if !KT_BWD_PP
        if (PS == 1 && pend) kt_bar_sync_wg(3 + wg); /* the warpgroup's P^T and dS^T stores (the turns order them otherwise) */
#endif
        KT_BWD_MB(h)
        /* the warpgroup's 64 keys see every row of the block (a condition the whole warpgroup shares: its MMAs) */
        const int split = KT_BWD_SPLIT && PS == 1 && !DQ && pend && live && KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + wg * 64, 64));
        KT_BWD_TURN;
        if (split) {
            /* S^T and dP^T committed first and waited for alone: this block's exponentials run while the previous
               block's dV and dK do (no divergent path while those are pending), which read sP, sS and slot pst
               until the wait */
            kt_wgmma_fence();
            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);
            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);
            kt_wgmma_commit();
            KT_BWD_DVDK(sQp, sOp);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<1>();
            kt_bwd_fence<BI / 8>(s);
            kt_bwd_fence<BI / 8>(dp);
            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
            kt_wgmma_wait<0>();
        } else if (pend && live) { /* each case one branch: the compiler sees which products each wait covers */
            kt_wgmma_fence();
            KT_BWD_DVDK(sQp, sOp);
            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);
            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else if (pend) {
            kt_wgmma_fence();
            KT_BWD_DVDK(sQp, sOp);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else if (live) {
            kt_wgmma_fence();
            kt_bwd_wg_nt(s[0], sKa + wg * 64 * 128, sQt);
            kt_bwd_wg_nt(dp[0], sVa + wg * 64 * 128, sOt);
            kt_wgmma_commit();
            KT_BWD_HAND;
            KT_BWD_NEXT2;
            kt_wgmma_wait<0>();
        } else {
            KT_BWD_HAND;
            KT_BWD_NEXT2;
        }
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
        KT_BWD_FENCE_PDS;
        kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */
        if (pend && lane == 0) kt_mbar_arrive(barE + 8 * pst);
        if (!live) {
            if (lane == 0) kt_mbar_arrive(barE + 8 * st);
            pend = 0;
            if (PS == 2 && KT_BWD_PP2) { /* the other warpgroup's turn at dV and dK */
                KT_BWD_TURN;
                KT_BWD_HAND;
            }
            if (DQ) { /* zeros for dQ in the warpgroup's half of dS^T (warpgroup 0: once warpgroup 1's last dQ read it) */
                kt_u32 z[BI / 16][4];
#pragma unroll
                for (int n = 0; n < BI / 16; n++)
#pragma unroll
                    for (int e = 0; e < 4; e++) z[n][e] = 0u;
                if (wg == 0 && x > 0) kt_bar_sync(6);
                kt_bwd_wg_put(sS, z, wg * 64 + wq * 16 + g, t);
                kt_fence_async_smem();
                KT_BWD_DQ_STEP;
            }
            continue;
        }
        if (PS == 2 && KT_BWD_PSPLIT && KT_BWD_FAST(kt_bwd_plain(a, i0, BI, j0 + wg * 64, 64))) {
            /* kt_bwd_pds<.., 1> in two halves around dV's issue (the same operations: the same bits) */
            const float l2s = a.scale * KT_LOG2E;
            const float *sl_ = sl + st * BI + 2 * t, *sd_ = sd + st * BI + 2 * t;
#pragma unroll
            for (int n = 0; n < BI / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) s[n][e] = kt_exp2(s[n][e] * l2s - sl_[8 * n + (e & 1)]);
            kt_bwd_wg_pack(p, s);
            kt_bwd_fence<KT_D / 8>(dv);
            if (KT_BWD_PP2) KT_BWD_TURN;
            kt_wgmma_fence();
            kt_bwd_wg_acc(dv[0], p, sOt);
            kt_wgmma_commit();
            if (KT_BWD_PP2) KT_BWD_HAND;
#pragma unroll
            for (int n = 0; n < BI / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) dp[n][e] = s[n][e] * (dp[n][e] - sd_[8 * n + (e & 1)]) * a.scale;
            kt_bwd_wg_pack(ds, dp);
#pragma unroll
            for (int n = 0; n < BI / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f; /* dead until the next block (PS 2 below) */
            kt_bwd_fence<KT_D / 8>(dk);
            kt_wgmma_fence();
            kt_bwd_wg_acc(dk[0], ds, sQt);
            kt_wgmma_commit();
            kt_wgmma_wait<0>();
            kt_bwd_fence<KT_D / 8>(dv);
            kt_bwd_fence<KT_D / 8>(dk);
            kt_bwd_fence_a(p);
            kt_bwd_fence_a(ds);
            kt_syncwarp();
            if (lane == 0) kt_mbar_arrive(barE + 8 * st);
            continue;
        }
        if (split) {
            /* P and dS made above */
        } else if (KT_BWD_FAST(kt_bwd_plain(a, i0, BI, jw, 16)))
            kt_bwd_pds<BI / 8, 1, 1>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else if (KT_BWD_FAST(kt_bwd_edge(a, i0, BI, jw, 16)))
            kt_bwd_pds<BI / 8, 1, 2>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 1, 0>(a, s, dp, jw + g, i0 + 2 * t, i0, sl + st * BI, sd + st * BI,
                                     a.alibi ? ((const float *)a.alibi)[h] : 0.0f KT_BWD_PDSA(mb));
        kt_bwd_wg_pack(p, s);
        kt_bwd_wg_pack(ds, dp);
        if (PS == 1) {
            kt_bwd_wg_put(sP, p, wg * 64 + wq * 16 + g, t);
            if (DQ && wg == 0 && x > 0) kt_bar_sync(6); /* warpgroup 1's dQ of the last block read dS^T */
            kt_bwd_wg_put(sS, ds, wg * 64 + wq * 16 + g, t);
            kt_fence_async_smem(); /* before the warpgroup's products read them */
        } else if (PS == 2) {
            /* dV and dK of this block now, from the A fragments (the other warpgroup's exponentials meanwhile); S^T
               and dP^T zeros meanwhile (the MMAs name their accumulators as inputs: they would stay live) */
#pragma unroll
            for (int n = 0; n < BI / 8; n++)
#pragma unroll
                for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
            kt_bwd_fence<KT_D / 8>(dv);
            kt_bwd_fence<KT_D / 8>(dk);
            if (KT_BWD_PP2) KT_BWD_TURN;
            kt_wgmma_fence();
            kt_bwd_wg_acc(dv[0], p, sOt);
            kt_bwd_wg_acc(dk[0], ds, sQt);
            kt_wgmma_commit();
            if (KT_BWD_PP2) KT_BWD_HAND;
            kt_wgmma_wait<0>();
            kt_bwd_fence<KT_D / 8>(dv);
            kt_bwd_fence<KT_D / 8>(dk);
            kt_bwd_fence_a(p);
            kt_bwd_fence_a(ds);
            kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */
            if (lane == 0) kt_mbar_arrive(barE + 8 * st);
            continue;
        }
        pend = 1, pst = st;
        if (DQ) KT_BWD_DQ_STEP;
    }
#undef KT_BWD_LOAD_Q
#undef KT_BWD_NEXT2
    {
        const kt_u32 sQp = sQa + pst * WTILE(BI), sOp = sOa + pst * WTILE(BI);
        const kt_u32 sSp = sSa;
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
        KT_BWD_FENCE_PDS;
#if !KT_BWD_PP
        if (PS == 1 && pend) kt_bar_sync_wg(3 + wg);
#endif
        KT_BWD_TURN;
        if (pend) {
            kt_wgmma_fence();
            KT_BWD_DVDK(sQp, sOp);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else {
            KT_BWD_HAND;
        }
        kt_bwd_fence<KT_D / 8>(dv);
        kt_bwd_fence<KT_D / 8>(dk);
    }
#if KT_BWD_PP
    if (wg == 0) kt_bar_sync(1); /* warpgroup 1's last hand-over */
#endif
    kt_cp_commit();
    kt_cp_wait_all(); /* the K/V copies, where no query block ran */
    __syncthreads();  /* the tiles are free for the staged stores */
    const kt_u64 dkb = a.dk + (kt_u64)((b * a.dk_sb + hk * a.dk_sh) * (a.dk_dt ? 2 : 4)), dvb = a.dv + (kt_u64)((b * a.dv_sb + hk * a.dv_sh) * (a.dv_dt ? 2 : 4));
    const int warp = tid >> KT_WARP_SHIFT;
    if (!kt_bwd_store_rows(dk, dkb, a.dk_sn, a.dk_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dk, dkb, a.dk_sn, a.dk_dt, jw, a.Nk, g, t, a.add != 0);
    if (!kt_bwd_store_rows(dv, dvb, a.dv_sn, a.dv_dt, j0, a.Nk, a.add != 0, smem, tid, warp, g, t)) kt_bwd_store(dv, dvb, a.dv_sn, a.dv_dt, jw, a.Nk, g, t, a.add != 0);
}
#undef KT_BWD_XO
#undef KT_BWD_TURN
#undef KT_BWD_HAND
#undef KT_BWD_FENCE_PDS
#undef KT_BWD_DVDK
#undef KT_BWD_SS
#undef KT_BWD_DQ_STEP
#undef KT_BWD_DQ_ADD
#undef KT_BWD_DQMMA
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wg(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgk<0>(a KT_BWD_SPA); }
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgr(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgp<0>(a KT_BWD_SPA); }
#if !KT_BSP /* the dense kind 13 only (ktorch__cub_ring) */
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgrq(const kt_bwd_args a) { kt_bwd_wgp<1>(a); }
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgro(const kt_bwd_args a) { kt_bwd_wgp<2>(a); }
#endif
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgq(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_wgk<1>(a KT_BWD_SPA); }
/* kt_bwd_wgdr: kt_bwd_wgd (below) with kt_bwd_wgp's loop: K, V and the block's keys
   stream through KT_BWD_RING slots on full and empty mbarriers; a step
   issues the previous block's dQ += dS K with this block's S and dP,
   the warpgroups taking turns with KT_BWD_PP. With KT_BWD_QREG the
   warpgroup's Q rows stay in registers as A fragments for S = Q K^T. */
#ifndef KT_BWD_QREG
#define KT_BWD_QREG 1
#endif
#if KT_BWD_PP
#define KT_BWD_TURN kt_bar_sync(1 + wg)
#define KT_BWD_HAND kt_bar_arrive(2 - wg)
#else
#define KT_BWD_TURN
#define KT_BWD_HAND
#endif
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgdr(const kt_bwd_args a KT_BWD_SPK) {
    /* Q, dO (BN rows), KT_BWD_RING slots of K and of V (BI rows), 1024-byte aligned; LSE and Dd of the BN rows; the mbarriers */
    const kt_u32 s0 = kt_smem_addr(smem), sQa = (s0 + 1023u) & ~1023u, sOa = sQa + WTILE(BN), sKa = sOa + WTILE(BN),
                 sVa = sKa + KT_BWD_RING * WTILE(BI), sLa = sVa + KT_BWD_RING * WTILE(BI), barF = sLa + 2 * BN * 4, barE = barF + 8 * KT_BWD_RING;
    float *sl = (float *)((unsigned char *)smem + (sLa - s0)), *sd = sl + BN;
    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, qb;
    KT_BWD_CTA(true, bh, qb);
    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN, iw = i0 + wg * 64 + wq * 16;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;
    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;
#if KT_BSP == 1
    /* this query block's list of key tiles */
    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;
    const int *kl = (const int *)sp.ridx + lrow * sp.RT;
    const kt_i64 total = ((const int *)sp.rcnt)[lrow];
    (void)off, (void)i_last; /* the lists hold the window's range */
#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)
#else
    /* the keys that a row of [i0, i_last] sees, in blocks of BI */
    kt_i64 k_lo = 0, k_hi = a.Nk;
    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;
    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;
    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;
#define KT_BWD_KJ(x) (k_lo + (x) * BI)
#endif
#if KT_BSP
    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;
#endif

    if (tid == 0) {
        for (int i = 0; i < KT_BWD_RING; i++) kt_mbar_init(barF + 8 * i, NTHR), kt_mbar_init(barE + 8 * i, NTHR / KT_WARP);
        kt_fence_mbar_init();
    }
    for (int r = tid; r < BN; r += NTHR) {
        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;
        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;
        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;
    }
    __syncthreads();
    kt_bwd_sw<BN>(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, tid);
    kt_bwd_sw<BN>(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, tid);
    float dq[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];
    kt_u32 ds[BI / 16][4];
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;
#pragma unroll
    for (int n = 0; n < BI / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
#pragma unroll
    for (int n = 0; n < BI / 16; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) ds[n][e] = 0u;
    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;
    /* this thread's share of key block x into slot st_, counted on its full barrier (Q and dO with block 0) */
#define KT_BWD_LOAD_K(x, st_)                                                                                             \
    do {                                                                                                                  \
        kt_bwd_sw<BI>(sKa + (st_) * WTILE(BI), kb, a.k_sn, KT_BWD_KJ(x), a.Nk, tid);                                      \
        kt_bwd_sw<BI>(sVa + (st_) * WTILE(BI), vb, a.v_sn, KT_BWD_KJ(x), a.Nk, tid);                                      \
        kt_cp_mbar_arrive(barF + 8 * (st_));                                                                              \
    } while (0)
    if (total > 0) KT_BWD_LOAD_K(0, 0);
#if KT_BWD_QREG
    /* this warp's 16 rows of Q as A fragments for S = Q K^T (32 registers for the CTA's life; half the shared-memory
       reads of S), once Q has landed with block 0 */
    kt_u32 qa[KT_D / 16][4];
    if (total > 0) {
        const int rr = wg * 64 + wq * 16 + (lane & 15);
        kt_mbar_wait(barF, 0u);
#pragma unroll
        for (int ks = 0; ks < KT_D / 16; ks++) {
            const int ch = 2 * ks + (lane >> 4);
            kt_ldsm_x4(sQa + (kt_u32)((ch >> 3) * (BN * 128) + rr * 128 + (((ch & 7) ^ (rr & 7)) << 4)), qa[ks][0], qa[ks][1], qa[ks][2], qa[ks][3]);
        }
    }
#define KT_BWD_S_QK(sKt_)                                                                                                   \
    do {                                                                                                                    \
        _Pragma("unroll") for (int ks = 0; ks < KT_D / 16; ks++)                                                            \
            kt_wgmma_rs_n64(s[0], qa[ks], kt_gdesc((sKt_) + (ks >> 2) * (BI * 128) + (ks & 3) * 32, 16, 1024), ks);          \
    } while (0)
#else
#define KT_BWD_S_QK(sKt_) kt_bwd_wg_nt(s[0], sQa + wg * 64 * 128, sKt_)
#endif
#if KT_BWD_PP
    if (wg == 1) kt_bar_arrive(1); /* warpgroup 0 issues first */
#endif
    int pend = 0, pst = 0, st = 0; /* dS of a block waits in ds for its dQ product (slot pst); block x's slot st */
    kt_u32 fph = 0, eph = 0;       /* the phase parity each slot's full and empty barrier waits for next */
    for (kt_i64 x = 0; x < total; x++, st = st + 1 == KT_BWD_RING ? 0 : st + 1) {
        const kt_i64 j0 = KT_BWD_KJ(x);
        if (x + 1 < total) {
            const int sn = st + 1 == KT_BWD_RING ? 0 : st + 1;
            if (x + 1 >= KT_BWD_RING) {
                kt_mbar_wait(barE + 8 * sn, (eph >> sn) & 1u);
                eph ^= 1u << sn;
            }
            KT_BWD_LOAD_K(x + 1, sn);
        }
        kt_mbar_wait(barF + 8 * st, (fph >> st) & 1u);
        fph ^= 1u << st;
        kt_fence_async_smem(); /* the landed copies before the products read them */
        /* a warpgroup whose 64 rows see none of the block's keys adds nothing (causal: the diagonal's last block) */
        const int live = !kt_bwd_dead(a, i0 + wg * 64, 64, j0, BI);
        const kt_u32 sKt = sKa + st * WTILE(BI), sVt = sVa + st * WTILE(BI), sKp = sKa + pst * WTILE(BI);
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_bwd_fence<KT_D / 8>(dq);
        kt_bwd_fence_a(ds);
        KT_BWD_TURN;
        if (pend && live) { /* each case one branch: the compiler sees which products each wait covers */
            kt_wgmma_fence();
            kt_bwd_wg_acc(dq[0], ds, sKp);
            KT_BWD_S_QK(sKt);
            kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else if (pend) {
            kt_wgmma_fence();
            kt_bwd_wg_acc(dq[0], ds, sKp);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else if (live) {
            kt_wgmma_fence();
            KT_BWD_S_QK(sKt);
            kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else {
            KT_BWD_HAND;
        }
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_bwd_fence<KT_D / 8>(dq);
        kt_bwd_fence_a(ds);
        kt_syncwarp(); /* every lane's products done before lane 0 releases the slot */
        if (pend && lane == 0) kt_mbar_arrive(barE + 8 * pst);
        if (!live) {
            if (lane == 0) kt_mbar_arrive(barE + 8 * st);
            pend = 0;
            continue;
        }
        if (KT_BWD_FAST(kt_bwd_plain(a, iw, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else if (KT_BWD_FAST(kt_bwd_edge(a, iw, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));
        kt_bwd_wg_pack(ds, dp);
        pend = 1, pst = st;
    }
#undef KT_BWD_LOAD_K
#undef KT_BWD_KJ
    {
        const kt_u32 sKp = sKa + pst * WTILE(BI);
        kt_bwd_fence<KT_D / 8>(dq);
        kt_bwd_fence_a(ds);
        KT_BWD_TURN;
        if (pend) {
            kt_wgmma_fence();
            kt_bwd_wg_acc(dq[0], ds, sKp);
            kt_wgmma_commit();
            KT_BWD_HAND;
            kt_wgmma_wait<0>();
        } else {
            KT_BWD_HAND;
        }
        kt_bwd_fence<KT_D / 8>(dq);
    }
#if KT_BWD_PP
    if (wg == 0) kt_bar_sync(1); /* warpgroup 1's last hand-over */
#endif
    kt_cp_commit();
    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */
    __syncthreads();  /* the tiles are free for the staged stores */
    const kt_u64 dqb = a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4));
    if (!kt_bwd_store_rows(dq, dqb, a.dq_sn, a.dq_dt, i0, a.Nq, a.add != 0, smem, tid, tid >> KT_WARP_SHIFT, g, t))
        kt_bwd_store(dq, dqb, a.dq_sn, a.dq_dt, iw, a.Nq, g, t, a.add != 0);
}
#undef KT_BWD_S_QK
#undef KT_BWD_TURN
#undef KT_BWD_HAND
/* Hopper dQ (kind 13's deterministic mode): one CTA per (batch, query
   head, 128 rows), a warpgroup per 64 rows. Q and dO (BN rows) and each
   block of 64 keys' K and V (KT_STAGES slots, cp.async) sit in shared
   memory as kt_bwd_wgk's tiles; S = Q K^T and dP = dO V^T are warpgroup
   MMAs from shared memory, dS stays in registers for dQ += dS K with K
   read N-major. */
KT_KERNEL void __launch_bounds__(NTHR, 1) kt_bwd_wgd(const kt_bwd_args a KT_BWD_SPK) {
    /* Q, dO (BN rows), KT_STAGES slots of K and of V (BI rows), 1024-byte aligned; LSE and Dd of the BN rows */
    const kt_u32 s0 = kt_smem_addr(smem), sQa = (s0 + 1023u) & ~1023u, sOa = sQa + WTILE(BN), sKa = sOa + WTILE(BN),
                 sVa = sKa + KT_STAGES * WTILE(BI);
    float *sl = (float *)((unsigned char *)smem + (sVa + KT_STAGES * WTILE(BI) - s0)), *sd = sl + BN;
    const int tid = threadIdx.x, wg = tid >> 7, wq = (tid >> KT_WARP_SHIFT) & 3, lane = tid & (KT_WARP - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, qb;
    KT_BWD_CTA(true, bh, qb);
    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN, iw = i0 + wg * 64 + wq * 16;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;
    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;
#if KT_BSP == 1
    /* this query block's list of key tiles */
    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;
    const int *kl = (const int *)sp.ridx + lrow * sp.RT;
    const kt_i64 total = ((const int *)sp.rcnt)[lrow];
    (void)off, (void)i_last; /* the lists hold the window's range */
#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)
#else
    /* the keys that a row of [i0, i_last] sees, in blocks of BI */
    kt_i64 k_lo = 0, k_hi = a.Nk;
    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;
    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;
    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;
#define KT_BWD_KJ(x) (k_lo + (x) * BI)
#endif
#if KT_BSP
    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;
#endif

    kt_bwd_sw<BN>(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, tid);
    kt_bwd_sw<BN>(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, tid);
    for (int r = tid; r < BN; r += NTHR) {
        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;
        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;
        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;
    }
    float dq[KT_D / 8][4], s[BI / 8][4], dp[BI / 8][4];
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;
#pragma unroll
    for (int n = 0; n < BI / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;
    /* key block x into slot x % KT_STAGES */
#define KT_BWD_LOAD_K(x)                                                                                                  \
    do {                                                                                                                  \
        const int st_ = (int)((x) % KT_STAGES);                                                                           \
        kt_bwd_sw<BI>(sKa + st_ * WTILE(BI), kb, a.k_sn, KT_BWD_KJ(x), a.Nk, tid);                                        \
        kt_bwd_sw<BI>(sVa + st_ * WTILE(BI), vb, a.v_sn, KT_BWD_KJ(x), a.Nk, tid);                                        \
    } while (0)
    if (total > 0) KT_BWD_LOAD_K(0);
    kt_cp_commit();
    for (kt_i64 x = 0; x < total; x++) {
        const kt_i64 j0 = KT_BWD_KJ(x);
        const int st = (int)(x % KT_STAGES);
        __syncthreads(); /* the slot refilled next was read by every warpgroup's MMAs (waited for) */
        if (x + 1 < total) KT_BWD_LOAD_K(x + 1);
        kt_cp_commit();
        kt_cp_wait_group<1>();
        kt_fence_async_smem();
        __syncthreads();
        /* a warpgroup whose 64 rows see none of the block's keys adds nothing (causal: the diagonal's last block) */
        if (kt_bwd_dead(a, i0 + wg * 64, 64, j0, BI)) continue;
        const kt_u32 sKt = sKa + st * WTILE(BI), sVt = sVa + st * WTILE(BI);
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        kt_wgmma_fence();
        kt_bwd_wg_nt(s[0], sQa + wg * 64 * 128, sKt);
        kt_bwd_wg_nt(dp[0], sOa + wg * 64 * 128, sVt);
        kt_wgmma_commit();
        kt_wgmma_wait<0>();
        kt_bwd_fence<BI / 8>(s);
        kt_bwd_fence<BI / 8>(dp);
        if (KT_BWD_FAST(kt_bwd_plain(a, iw, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else if (KT_BWD_FAST(kt_bwd_edge(a, iw, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, iw + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));
        kt_u32 ds[BI / 16][4];
        kt_bwd_wg_pack(ds, dp);
        kt_bwd_fence<KT_D / 8>(dq);
        kt_wgmma_fence();
        kt_bwd_wg_acc(dq[0], ds, sKt);
        kt_wgmma_commit();
        kt_wgmma_wait<0>();
        kt_bwd_fence<KT_D / 8>(dq);
        kt_bwd_fence_a(ds);
    }
#undef KT_BWD_LOAD_K
#undef KT_BWD_KJ
    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */
    __syncthreads();  /* the tiles are free for the staged stores */
    const kt_u64 dqb = a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4));
    if (!kt_bwd_store_rows(dq, dqb, a.dq_sn, a.dq_dt, i0, a.Nq, a.add != 0, smem, tid, tid >> KT_WARP_SHIFT, g, t))
        kt_bwd_store(dq, dqb, a.dq_sn, a.dq_dt, iw, a.Nq, g, t, a.add != 0);
}
#undef WTILE
#undef KT_BWD_RS

#else
KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dkdv(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_kv<0>(a KT_BWD_SPA); }
KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dkdvq(const kt_bwd_args a KT_BWD_SPK) { kt_bwd_kv<1>(a KT_BWD_SPA); }
#endif
/* a.dqa to dq, a thread per 4 elements of a row */
KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dq_out(const kt_bwd_args a) {
    const kt_i64 n4 = a.B * a.Hq * a.Nq * (KT_D / 4);
    for (kt_i64 x = (kt_i64)blockIdx.x * NTHR + threadIdx.x; x < n4; x += (kt_i64)gridDim.x * NTHR) {
        const kt_i64 row = x / (KT_D / 4), e = (x - row * (KT_D / 4)) * 4;
        const kt_i64 i = row % a.Nq, h = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);
        const float4 v = ((const float4 *)a.dqa)[x];
        const kt_i64 o = b * a.dq_sb + h * a.dq_sh + i * a.dq_sn + e;
        kt_bwd_st(a.dq, o, a.dq_dt, v.x, a.add != 0);
        kt_bwd_st(a.dq, o + 1, a.dq_dt, v.y, a.add != 0);
        kt_bwd_st(a.dq, o + 2, a.dq_dt, v.z, a.add != 0);
        kt_bwd_st(a.dq, o + 3, a.dq_dt, v.w, a.add != 0);
    }
}

#if !KT_SM90 /* kinds 13 and 15 take kt_bwd_wgd */
KT_KERNEL void __launch_bounds__(NTHR) kt_bwd_dq(const kt_bwd_args a KT_BWD_SPK) {
    kt_u16 *sQ = smem, *sO = sQ + BN * LDS, *sK = sO + BN * LDS, *sV = sK + KT_STAGES * BI * LDS;
    float *sl = (float *)(smem + KT_BWD_SMEM_U16), *sd = sl + BN;
    const int tid = threadIdx.x, warp = tid >> KT_LANES_SHIFT, lane = tid & (KT_LANES - 1), g = lane >> 2, t = lane & 3;
    kt_i64 bh, qb;
    KT_BWD_CTA(true, bh, qb);
    const kt_i64 b = bh / a.Hq, h = bh - b * a.Hq, hk = h / a.group, i0 = qb * BN;
    const kt_i64 off = a.Nk - a.Nq, rows = a.B * a.Hq * a.Nq;
    const kt_i64 i_last = (i0 + BN < a.Nq ? i0 + BN : a.Nq) - 1;
    const kt_u32 sQa = kt_smem_addr(sQ), sOa = kt_smem_addr(sO), sKa = kt_smem_addr(sK), sVa = kt_smem_addr(sV);
    const float slope = a.alibi ? ((const float *)a.alibi)[h] : 0.0f;
#if KT_BSP == 1
    /* this query block's list of key tiles */
    const kt_i64 lrow = (b * a.Hq + h) * sp.RB + i0 / BN;
    const int *kl = (const int *)sp.ridx + lrow * sp.RT;
    const kt_i64 total = ((const int *)sp.rcnt)[lrow];
    (void)off, (void)i_last; /* the lists hold the window's range */
#define KT_BWD_KJ(x) ((kt_i64)kl[x] * BI)
#else
    /* the keys that a row of [i0, i_last] sees, in blocks of BI */
    kt_i64 k_lo = 0, k_hi = a.Nk;
    if ((a.wflags & 1) && i0 + off - a.wl > k_lo) k_lo = i0 + off - a.wl;
    if ((a.wflags & 2) && i_last + off + a.wr + 1 < k_hi) k_hi = i_last + off + a.wr + 1;
    const kt_i64 total = k_hi > k_lo ? (k_hi - k_lo + BI - 1) / BI : 0;
#define KT_BWD_KJ(x) (k_lo + (x) * BI)
#endif
#if KT_BSP
    const kt_i64 mb = b * sp.m_sb + h * sp.m_sh;
#endif

    kt_bwd_rows(sQa, (const kt_u16 *)a.q + b * a.q_sb + h * a.q_sh, a.q_sn, i0, a.Nq, BN, tid);
    kt_bwd_rows(sOa, (const kt_u16 *)a.dout + b * a.do_sb + h * a.do_sh, a.do_sn, i0, a.Nq, BN, tid);
    for (int r = tid; r < BN; r += NTHR) {
        const kt_i64 i = i0 + r, x = (b * a.Hq + h) * a.Nq + i;
        sl[r] = i < a.Nq ? ((const float *)a.dd)[rows + x] : 0.0f;
        sd[r] = i < a.Nq ? ((const float *)a.dd)[x] : 0.0f;
    }
    float dq[KT_D / 8][4];
#pragma unroll
    for (int n = 0; n < KT_D / 8; n++)
#pragma unroll
        for (int e = 0; e < 4; e++) dq[n][e] = 0.0f;
    const kt_u16 *kb = (const kt_u16 *)a.k + b * a.k_sb + hk * a.k_sh, *vb = (const kt_u16 *)a.v + b * a.v_sb + hk * a.v_sh;
    /* key block x into slot x % KT_STAGES */
#define KT_BWD_LOAD_K(x)                                                                                                  \
    do {                                                                                                                  \
        const int st_ = (int)((x) % KT_STAGES);                                                                           \
        kt_bwd_rows(sKa + (kt_u32)(st_ * BI * LDS) * 2u, kb, a.k_sn, KT_BWD_KJ(x), a.Nk, BI, tid);                        \
        kt_bwd_rows(sVa + (kt_u32)(st_ * BI * LDS) * 2u, vb, a.v_sn, KT_BWD_KJ(x), a.Nk, BI, tid);                        \
    } while (0)
    if (KT_STAGES > 1 && total > 0) KT_BWD_LOAD_K(0);
    kt_cp_commit();
    for (kt_i64 x = 0; x < total; x++) {
        const kt_i64 j0 = KT_BWD_KJ(x), nx = KT_STAGES > 1 ? x + 1 : x;
        const int st = (int)(x % KT_STAGES);
        __syncthreads(); /* the slot refilled next was read by every warp */
        if (nx < total) KT_BWD_LOAD_K(nx);
        kt_cp_commit();
        kt_cp_wait_group<KT_STAGES - 1>();
        __syncthreads();
        const kt_u32 sKt = sKa + (kt_u32)(st * BI * LDS) * 2u, sVt = sVa + (kt_u32)(st * BI * LDS) * 2u;
        float s[BI / 8][4], dp[BI / 8][4];
#pragma unroll
        for (int n = 0; n < BI / 8; n++)
#pragma unroll
            for (int e = 0; e < 4; e++) s[n][e] = dp[n][e] = 0.0f;
        kt_bwd_mm_nt<BI / 8>(s, sQa, warp * 16, sKt, lane);
        kt_bwd_mm_nt<BI / 8>(dp, sOa, warp * 16, sVt, lane);
        if (KT_BWD_FAST(kt_bwd_plain(a, i0 + warp * 16, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 1>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else if (KT_BWD_FAST(kt_bwd_edge(a, i0 + warp * 16, 16, j0, BI)))
            kt_bwd_pds<BI / 8, 0, 2>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, 0.0f KT_BWD_PDSA(mb));
        else
            kt_bwd_pds<BI / 8, 0, 0>(a, s, dp, i0 + warp * 16 + g, j0 + 2 * t, i0, sl, sd, slope KT_BWD_PDSA(mb));
        kt_bwd_mm_acc<BI / 8>(dq, dp, sKt, lane);
    }
#undef KT_BWD_LOAD_K
#undef KT_BWD_KJ
    kt_cp_wait_all(); /* the Q/dO copies, where no key block ran */
    kt_bwd_store(dq, a.dq + (kt_u64)((b * a.dq_sb + h * a.dq_sh) * (a.dq_dt ? 2 : 4)), a.dq_sn, a.dq_dt, i0 + warp * 16, a.Nq, g, t, a.add != 0);
}
#endif

#if KT_BSP
/* The tile lists of kt_bwd_sp from the block mask, a lane group per list
   (its lanes test consecutive entries; a ballot keeps them in order): the
   B Hk CB lists of the dK/dV kernel (the group's query tiles that meet the
   key block's window range and a set block), then the B Hq RB lists of
   kt_bwd_dq (key tiles), in ascending order. */
KT_KERNEL void kt_bwd_list(const kt_bwd_args a KT_BWD_SPK) {
    const int lane = (int)(threadIdx.x & (KT_LANES - 1));
    const kt_i64 row = ((kt_i64)blockIdx.x * blockDim.x + threadIdx.x) >> KT_LANES_SHIFT, ncol = a.B * a.Hk * sp.CB, off = a.Nk - a.Nq;
    if (row >= ncol + a.B * a.Hq * sp.RB) return; /* the whole group */
    const int col = row < ncol;
    const kt_i64 x = col ? row : row - ncol, nb = col ? sp.CB : sp.RB, H = col ? a.Hk : a.Hq, bh = x / nb, b = bh / H, hh = bh - b * H;
    /* the CTA's BN rows (keys of a column list), and the other side's range under the windows */
    const kt_i64 n_own = col ? a.Nk : a.Nq, r0 = (x - bh * nb) * BN, r1 = (r0 + BN < n_own ? r0 + BN : n_own) - 1;
    kt_i64 lo = 0, hi = col ? a.Nq : a.Nk;
    if (col) {
        if ((a.wflags & 2) && r0 - off - a.wr > lo) lo = r0 - off - a.wr;
        if ((a.wflags & 1) && r1 - off + a.wl + 1 < hi) hi = r1 - off + a.wl + 1;
    } else {
        if ((a.wflags & 1) && r0 + off - a.wl > lo) lo = r0 + off - a.wl;
        if ((a.wflags & 2) && r1 + off + a.wr + 1 < hi) hi = r1 + off + a.wr + 1;
    }
    const kt_i64 n_all = col ? a.group * sp.QT : sp.RT;
    int *out = (int *)(col ? sp.cidx : sp.ridx) + x * (col ? sp.CT : sp.RT);
    int n = 0;
    for (kt_i64 e0 = 0; e0 < n_all; e0 += KT_LANES) {
        const kt_i64 e = e0 + lane;
        int on = 0;
        if (e < n_all) {
            const kt_i64 hq = col ? hh * a.group + e / sp.QT : hh, tt = col ? e % sp.QT : e;
            const kt_i64 t0 = tt * BI > lo ? tt * BI : lo, t1 = (tt * BI + BI < hi ? tt * BI + BI : hi) - 1;
            const kt_i64 q0 = col ? t0 : r0, q1 = col ? t1 : r1, k0 = col ? r0 : t0, k1 = col ? r1 : t1;
            const kt_u8 *m = (const kt_u8 *)sp.mask + b * sp.m_sb + hq * sp.m_sh;
            for (kt_i64 qa = q0 / sp.bq; t0 <= t1 && qa <= q1 / sp.bq && !on; qa++)
                for (kt_i64 c = k0 / sp.bk; c <= k1 / sp.bk && !on; c++) on = m[qa * sp.m_sq + c * sp.m_sk] != 0;
        }
        const kt_lmask v = kt_ballot(on != 0);
        if (on) out[n + kt_mask_popc(v & (((kt_lmask)1 << lane) - 1u))] = (int)e;
        n += kt_mask_popc(v);
    }
    if (lane == 0) ((int *)(col ? sp.ccnt : sp.rcnt))[x] = n;
}
#endif
#undef KT_BWD_CTA
#undef KT_BWD_QRANGE
#undef KT_BWD_QH
#undef KT_BWD_QI
#undef KT_BWD_MB
#undef BN
#undef BI
#undef LDS
#undef LDSS
#undef QCH
#undef NTHR
#undef DCH
#undef KT_BSP
#undef KT_BWD_SPK
#undef KT_BWD_SPR
#undef KT_BWD_SPA
#undef KT_BWD_PDSR
#undef KT_BWD_PDSA
#undef KT_BWD_VIS
#undef KT_BWD_FAST
