/* Long-context variants: LSE merge of partial attention results, and the
   gather/scatter of dilated attention. Element dtypes are run-time codes
   (0 f32, 1 f16, 2 bf16), so one specialisation serves every call. Layouts
   of the argument blocks are mirrored in ktorch_cuda.h (all fields 8 bytes). */
KT_DEV float kt_var_ld(kt_u64 p, kt_i64 i, kt_i64 dt) {
    if (dt == 0) return ((const float *)p)[i];
    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
}
KT_DEV void kt_var_st(kt_u64 p, kt_i64 i, kt_i64 dt, float x) {
    if (dt == 0) ((float *)p)[i] = x;
    else if (dt == 1) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);
    else ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);
}

/* out = (wa*a + wb*b) / (wa + wb), lse = m + log(wa + wb): one warp per row.
   An empty side (flag set) counts as LSE -inf and is never read. out/lse may
   alias a or b element for element: every lane reads its elements before
   writing them, and the LSE is written after the whole warp has read it. */
struct kt_merge_args {
    kt_u64 a, la, b, lb, o, lo;
    kt_i64 as[4], bs[4], os[4], las[3], lbs[3], los[3];
    kt_i64 B, H, N, D, a_dt, b_dt, o_dt, a_empty, b_empty;
};
KT_KERNEL void kt_merge(const kt_merge_args a) {
    const kt_i64 rows = a.B * a.H * a.N;
    const int lane = threadIdx.x & 31;
    for (kt_i64 row = (kt_i64)blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5); row < rows;
         row += (kt_i64)gridDim.x * (blockDim.x >> 5)) {
        const kt_i64 i = row % a.N, h = (row / a.N) % a.H, b = row / (a.N * a.H);
        float fa = a.a_empty ? KT_NEG_INF : ((const float *)a.la)[b * a.las[0] + h * a.las[1] + i * a.las[2]];
        float fb = a.b_empty ? KT_NEG_INF : ((const float *)a.lb)[b * a.lbs[0] + h * a.lbs[1] + i * a.lbs[2]];
        float m = (fa != fa || fb != fb) ? fa + fb : fmaxf(fa, fb), wa = 0.0f, wb = 0.0f;
        if (m != KT_NEG_INF) {
            wa = expf(fa - m);
            wb = expf(fb - m);
        }
        const float den = wa + wb, inv = den > 0.0f ? 1.0f / den : (den != den ? den : 0.0f);
        const kt_i64 ao = b * a.as[0] + h * a.as[1] + i * a.as[2], bo = b * a.bs[0] + h * a.bs[1] + i * a.bs[2];
        const kt_i64 oo = b * a.os[0] + h * a.os[1] + i * a.os[2];
        for (kt_i64 d = lane; d < a.D; d += 32) {
            float x = 0.0f;
            if (wa != 0.0f) x = wa * kt_var_ld(a.a, ao + d * a.as[3], a.a_dt);
            if (wb != 0.0f) x += wb * kt_var_ld(a.b, bo + d * a.bs[3], a.b_dt);
            kt_var_st(a.o, oo + d * a.os[3], a.o_dt, x * inv);
        }
        __syncwarp();
        if (a.lo && lane == 0)
            ((float *)a.lo)[b * a.los[0] + h * a.los[1] + i * a.los[2]] = den > 0.0f || den != den ? m + logf(den) : KT_NEG_INF;
    }
}

/* Dilated attention: the positions one call selects. Items x = (b*nh + j)*nseg
   + s enumerate (batch, head h0 + j*hstep, segment); item x holds positions
   seg0 + s*w + off + t*r for t < n. A launch covers items [x0, x0 + items),
   gathered into contiguous [items, n, D] rows. */
struct kt_dil_args {
    kt_u64 q, k, v, gq, gk, gv, go, gl, o, lo;
    kt_i64 qs[4], ks[4], vs[4], os[4], los[3];
    kt_i64 B, nh, h0, hstep, group, nseg, seg0, w, off, r, n, D, dt, mode, x0, items;
    double scale;
};
/* row < items*n of this launch: item x0 + row/n, position index row % n */
KT_DEV void kt_dil_pos(const kt_dil_args &a, kt_i64 row, kt_i64 &b, kt_i64 &head, kt_i64 &pos) {
    const kt_i64 xr = row / a.n, t = row - xr * a.n, x = a.x0 + xr, s = x % a.nseg, j = (x / a.nseg) % a.nh;
    b = x / (a.nseg * a.nh);
    head = a.h0 + j * a.hstep;
    pos = a.seg0 + s * a.w + a.off + t * a.r;
}
/* 16-byte pieces (8 elements; D % 8 == 0, 16-byte aligned rows) */
KT_KERNEL void kt_dil_gather(const kt_dil_args a) {
    const kt_i64 pieces = a.D / 8, total = a.items * a.n * pieces;
    for (kt_i64 u = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; u < total; u += (kt_i64)gridDim.x * blockDim.x) {
        const kt_i64 row = u / pieces, c = (u - row * pieces) * 8;
        kt_i64 b, head, pos;
        kt_dil_pos(a, row, b, head, pos);
        const kt_i64 kvh = head / a.group;
        ((uint4 *)a.gq)[u] = *(const uint4 *)((const kt_u16 *)a.q + b * a.qs[0] + head * a.qs[1] + pos * a.qs[2] + c);
        ((uint4 *)a.gk)[u] = *(const uint4 *)((const kt_u16 *)a.k + b * a.ks[0] + kvh * a.ks[1] + pos * a.ks[2] + c);
        ((uint4 *)a.gv)[u] = *(const uint4 *)((const kt_u16 *)a.v + b * a.vs[0] + kvh * a.vs[1] + pos * a.vs[2] + c);
    }
}
/* Gathered results back: mode 0 merges (go, gl) into (o, lo) by LSE (LONGNET),
   mode 1 stores go * scale (GROUPS). One warp per row; a call's positions
   are distinct, so rows never race. */
KT_KERNEL void kt_dil_scatter(const kt_dil_args a) {
    const kt_i64 rows = a.items * a.n;
    const int lane = threadIdx.x & 31;
    for (kt_i64 row = (kt_i64)blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5); row < rows;
         row += (kt_i64)gridDim.x * (blockDim.x >> 5)) {
        kt_i64 b, head, pos;
        kt_dil_pos(a, row, b, head, pos);
        const kt_i64 oo = b * a.os[0] + head * a.os[1] + pos * a.os[2];
        const kt_u16 *src = (const kt_u16 *)a.go + row * a.D;
        kt_u16 *dst = (kt_u16 *)a.o + oo;
        if (a.mode == 1) {
            const float sc = (float)a.scale;
            for (kt_i64 d = lane; d < a.D; d += 32)
                dst[d] = a.dt == 1 ? kt_f32_to_f16(kt_f16_to_f32(src[d]) * sc) : kt_f32_to_bf16(kt_bf16_to_f32(src[d]) * sc);
            continue;
        }
        float *lp = (float *)a.lo + b * a.los[0] + head * a.los[1] + pos * a.los[2];
        const float fa = *lp, fb = ((const float *)a.gl)[row];
        const float m = fmaxf(fa, fb);
        float wa = 0.0f, wb = 0.0f;
        if (m != KT_NEG_INF) {
            wa = expf(fa - m);
            wb = expf(fb - m);
        }
        const float den = wa + wb, inv = den > 0.0f ? 1.0f / den : 0.0f;
        for (kt_i64 d = lane; d < a.D; d += 32) {
            float x = 0.0f;
            if (wa != 0.0f) x = wa * (a.dt == 1 ? kt_f16_to_f32(dst[d]) : kt_bf16_to_f32(dst[d]));
            if (wb != 0.0f) x += wb * (a.dt == 1 ? kt_f16_to_f32(src[d]) : kt_bf16_to_f32(src[d]));
            x *= inv;
            dst[d] = a.dt == 1 ? kt_f32_to_f16(x) : kt_f32_to_bf16(x);
        }
        __syncwarp();
        if (lane == 0) *lp = den > 0.0f ? m + logf(den) : KT_NEG_INF;
    }
}
