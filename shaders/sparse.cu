/* Block-sparse helpers (kind 8).
   kt_sparse_list: the key tiles each CTA of the block-sparse attention
   kernel visits (sm_90a's or the portable one's row blocks and tiles), from
   a block mask. kt_topk_pool / kt_topk_select: the dynamic
   top-k block mask of ktorch_block_mask_topk, in f64 with the host's order
   of operations (explicitly rounded adds and multiplies, never contracted
   into FMAs), so the device mask equals the host's. Argument blocks:
   shaders/kernel_args.h. */

typedef ktorch__cu_list_args kt_list_args; /* shaders/kernel_args.h */

/* One warp per (b, h, row block of BM rows): tile t (keys [t*BN, t*BN+BN))
   is listed when it meets the rows' causal/window key range and some block
   of the mask covering (rows, keys of the tile) is set. */
KT_KERNEL void kt_sparse_list(const kt_list_args a) {
    const int lane = threadIdx.x & (KT_LANES - 1);
    const kt_i64 row = (kt_i64)blockIdx.x * (blockDim.x >> KT_LANES_SHIFT) + (threadIdx.x >> KT_LANES_SHIFT);
    if (row >= a.B * a.H * a.R) return;
    const kt_i64 hb = row / a.R, rr = row - hb * a.R, b = hb / a.H, h = hb - b * a.H;
    const kt_i64 r0 = rr * a.BM, rlast = (r0 + a.BM < a.Nq ? r0 + a.BM : a.Nq) - 1, off = a.Nk - a.Nq;
    kt_i64 k_lo = 0, k_hi = a.Nk;
    if ((a.wflags & 1) && r0 + off - a.wl > k_lo) k_lo = r0 + off - a.wl;
    if ((a.wflags & 2) && rlast + off + a.wr + 1 < k_hi) k_hi = rlast + off + a.wr + 1;
    const kt_u8 *base = (const kt_u8 *)a.bmask + b * a.m_sb + h * a.m_sh;
    const kt_i64 qa_lo = r0 / a.bq, qa_hi = rlast / a.bq;
    int *out = (int *)a.idx + row * a.T;
    int n = 0;
    for (kt_i64 t0 = 0; t0 < a.T; t0 += KT_LANES) {
        const kt_i64 t = t0 + lane;
        int on = 0;
        if (t < a.T) {
            const kt_i64 kb = t * a.BN;
            const kt_i64 lo = kb > k_lo ? kb : k_lo, hi = kb + a.BN < k_hi ? kb + a.BN : k_hi;
            if (lo < hi) {
                const kt_i64 c_lo = lo / a.bk, c_hi = (hi - 1) / a.bk;
                for (kt_i64 qa = qa_lo; qa <= qa_hi && !on; qa++)
                    for (kt_i64 c = c_lo; c <= c_hi && !on; c++) on = base[qa * a.m_sq + c * a.m_sk] != 0;
            }
        }
        const kt_lmask bal = kt_ballot(on);
        if (on) out[n + kt_mask_popc(bal & kt_lanes_below(lane))] = (int)t;
        n += kt_mask_popc(bal);
    }
    if (lane == 0) ((int *)a.cnt)[row] = n;
}

typedef ktorch__cu_pool_args kt_pool_args; /* shaders/kernel_args.h */
KT_DEV float kt_pool_ld(const void *p, kt_i64 i, kt_i64 dt) {
    if (dt == 0) return ((const float *)p)[i];
    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
}
/* One CTA per pooled row: q blocks [B, Hq, QB] then k blocks [B, Hk, KB];
   mean over the block's rows in f64, rows in order (the host's loop). */
KT_KERNEL void kt_topk_pool(const kt_pool_args a) {
    const kt_i64 nq = a.B * a.Hq * a.QB;
    kt_i64 x = blockIdx.x;
    const int kside = x >= nq;
    if (kside) x -= nq;
    const kt_i64 nblk = kside ? a.KB : a.QB, H = kside ? a.Hk : a.Hq, bs = kside ? a.bk : a.bq, N = kside ? a.Nk : a.Nq;
    const kt_i64 blk = x % nblk, bh = x / nblk, h = bh % H, b = bh / H;
    const kt_i64 n0 = blk * bs, n1 = n0 + bs < N ? n0 + bs : N;
    const kt_i64 sb = kside ? a.k_sb : a.q_sb, sh = kside ? a.k_sh : a.q_sh, sn = kside ? a.k_sn : a.q_sn, sd = kside ? a.k_sd : a.q_sd;
    const void *src = (const void *)(kside ? a.k : a.q);
    double *dst = (double *)(kside ? a.km : a.qm) + x * a.D;
    for (kt_i64 t = threadIdx.x; t < a.D; t += blockDim.x) {
        double acc = 0.0;
        for (kt_i64 i = n0; i < n1; i++) acc = kt_dadd_rn(acc, (double)kt_pool_ld(src, b * sb + h * sh + i * sn + t * sd, a.dtype));
        dst[t] = kt_ddiv_rn(acc, (double)(n1 - n0));
    }
}

typedef ktorch__cu_select_args kt_select_args; /* shaders/kernel_args.h */
/* One CTA per (b, hq, query block x): scores against every key block (f64,
   dot product in index order), then the selection. The host picks greedily
   the largest unpicked score, ties to the lower index; the same set is
   {y : rank(y) < picks} with rank(y) = #{y' : s[y'] > s[y] or
   (s[y'] == s[y] and y' < y)} over the candidates (NaN scores aside). */
KT_KERNEL void kt_topk_select(const kt_select_args a) {
    const kt_i64 row = blockIdx.x, x = row % a.QB, bh = row / a.QB, h = bh % a.Hq, b = bh / a.Hq;
    const double *qv = (const double *)a.qm + row * a.D;
    const double *kv = (const double *)a.km + (b * a.Hk + h / (a.Hq / a.Hk)) * a.KB * a.D;
    double *sc = (double *)a.sc + row * a.KB;
    kt_u8 *mr = (kt_u8 *)a.mask + b * a.m_sb + h * a.m_sh + x * a.m_sq;
    for (kt_i64 y = threadIdx.x; y < a.KB; y += blockDim.x) {
        double acc = 0.0;
        for (kt_i64 t = 0; t < a.D; t++) acc = kt_dadd_rn(acc, kt_dmul_rn(qv[t], kv[y * a.D + t]));
        sc[y] = acc;
    }
    __syncthreads();
    const kt_i64 c0 = x + a.KB - a.QB, lim = a.causal ? (a.KB < c0 + 1 ? a.KB : c0 + 1) : a.KB;
    const int forced = a.causal && c0 >= 0 && c0 < a.KB;
    kt_i64 cnt = (kt_i64)floor(kt_dadd_rn(kt_dmul_rn(KTORCH__CU_F3_DOUBLE(a.density), (double)(lim > 0 ? lim : 0)), 0.5));
    if (cnt < 1) cnt = 1;
    kt_i64 picks = (cnt < lim ? cnt : lim) - forced;
    if (picks < 0) picks = 0;
    for (kt_i64 y = threadIdx.x; y < a.KB; y += blockDim.x) {
        int on = 0;
        if (forced && y == c0) {
            on = 1;
        } else if (y < lim && picks > 0) {
            const double s = sc[y];
            kt_i64 rank = 0;
            for (kt_i64 y2 = 0; y2 < lim && rank < picks; y2++) {
                const double s2 = sc[y2];
                rank += y2 != y && !(forced && y2 == c0) && (s2 > s || (s2 == s && y2 < y));
            }
            on = rank < picks;
        }
        mr[y * a.m_sk] = (kt_u8)on;
    }
}
