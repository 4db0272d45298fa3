/* Training ops (kind 11): norms, RoPE, activations, embedding, fused
   cross-entropy, AdamW, sum of squares and the plain matmul, one entry point
   per family; ktorch_cuda.h fills the argument block (shaders/kernel_args.h)
   from the op's description. Blocks of 256 threads; every reduction is a
   tree in shared memory in a fixed order, so results do not depend on
   scheduling. Arithmetic that mirrors the CPU's goes through the _rn
   intrinsics, which the compiler never contracts into FMAs. */
typedef ktorch__cu_train_args kt_train_args; /* shaders/kernel_args.h */
#define KTT_THREADS 256
#define KTT_FLAGS 32 /* the embedding backward counts its token flags in groups of this many (not a warp) */

/* dtype codes of ktorch_dtype: 0 f32, 1 f16, 2 bf16 */
KT_DEV float ktt_ld(kt_u64 p, kt_i64 i, kt_i64 dt) {
    if (dt == 0) return ((const float *)p)[i];
    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
}
KT_DEV void ktt_st(kt_u64 p, kt_i64 i, kt_i64 dt, float x) {
    if (dt == 0) ((float *)p)[i] = x;
    else if (dt == 1) ((kt_u16 *)p)[i] = kt_f32_to_f16(x);
    else ((kt_u16 *)p)[i] = kt_f32_to_bf16(x);
}
KT_DEV kt_i64 ktt_id(kt_u64 p, kt_i64 i, kt_i64 id64) { return id64 ? ((const kt_i64 *)p)[i] : (kt_i64)((const kt_i32 *)p)[i]; }
KT_DEV kt_i64 ktt_tid(void) { return (kt_i64)threadIdx.x; }
KT_DEV kt_i64 ktt_gid(void) { return (kt_i64)blockIdx.x * KTT_THREADS + threadIdx.x; }
KT_DEV kt_i64 ktt_gstride(void) { return (kt_i64)gridDim.x * KTT_THREADS; }

/* Tree sums over the block (every thread gets the result). */
KT_DEV float ktt_sum(float v, float *sh) {
    const int t = (int)threadIdx.x;
    sh[t] = v;
    __syncthreads();
    for (int s = KTT_THREADS / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] = sh[t] + sh[t + s];
        __syncthreads();
    }
    const float r = sh[0];
    __syncthreads();
    return r;
}
KT_DEV double ktt_dsum(double v, double *sh) {
    const int t = (int)threadIdx.x;
    sh[t] = v;
    __syncthreads();
    for (int s = KTT_THREADS / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] = kt_dadd_rn(sh[t], sh[t + s]);
        __syncthreads();
    }
    const double r = sh[0];
    __syncthreads();
    return r;
}

/* 8 elements from element i (a multiple of 8 in a 16-byte aligned row) */
KT_DEV void ktt_ld8(kt_u64 p, kt_i64 i, kt_i64 dt, float *v) {
    if (dt == 0) {
        const uint4 q0 = ((const uint4 *)p)[i / 4], q1 = ((const uint4 *)p)[i / 4 + 1];
        v[0] = __uint_as_float(q0.x), v[1] = __uint_as_float(q0.y), v[2] = __uint_as_float(q0.z), v[3] = __uint_as_float(q0.w);
        v[4] = __uint_as_float(q1.x), v[5] = __uint_as_float(q1.y), v[6] = __uint_as_float(q1.z), v[7] = __uint_as_float(q1.w);
        return;
    }
    const uint4 q = ((const uint4 *)p)[i / 8];
    const kt_u32 w[4] = {q.x, q.y, q.z, q.w};
    for (int j = 0; j < 4; j++) {
        const kt_u16 lo = (kt_u16)(w[j] & 0xffffu), hi = (kt_u16)(w[j] >> 16);
        v[2 * j] = dt == 1 ? kt_f16_to_f32(lo) : kt_bf16_to_f32(lo);
        v[2 * j + 1] = dt == 1 ? kt_f16_to_f32(hi) : kt_bf16_to_f32(hi);
    }
}
KT_DEV void ktt_st8(kt_u64 p, kt_i64 i, kt_i64 dt, const float *v) {
    uint4 q;
    if (dt == 0) {
        q.x = __float_as_uint(v[0]), q.y = __float_as_uint(v[1]), q.z = __float_as_uint(v[2]), q.w = __float_as_uint(v[3]);
        ((uint4 *)p)[i / 4] = q;
        q.x = __float_as_uint(v[4]), q.y = __float_as_uint(v[5]), q.z = __float_as_uint(v[6]), q.w = __float_as_uint(v[7]);
        ((uint4 *)p)[i / 4 + 1] = q;
        return;
    }
    kt_u32 w[4];
    for (int j = 0; j < 4; j++) {
        const kt_u32 lo = dt == 1 ? kt_f32_to_f16(v[2 * j]) : kt_f32_to_bf16(v[2 * j]);
        const kt_u32 hi = dt == 1 ? kt_f32_to_f16(v[2 * j + 1]) : kt_f32_to_bf16(v[2 * j + 1]);
        w[j] = lo | (hi << 16);
    }
    q.x = w[0], q.y = w[1], q.z = w[2], q.w = w[3];
    ((uint4 *)p)[i / 8] = q;
}
/* ---- norms: one block per row ----
   slots: 0 x, 1 residual, 2 weight, 3 bias, 4 sum, 5 out, 6 mean, 7 rstd
   (forward); 0 dy, 1 x, 2 weight, 3 mean, 4 rstd, 5 dx (backward; mean and
   rstd are the saved ones, or scratch that the backward writes when
   flags & 4). flags: 1 LayerNorm, 2 accumulate dx, 4 statistics to compute. */
KT_DEV float ktt_x(const kt_train_args &a, kt_i64 r, kt_i64 k, int xs) {
    float x = ktt_ld(a.p[xs], r * a.ld[xs] + k, a.dt[xs]);
    if (xs == 0 && a.p[1]) x = __fadd_rn(x, ktt_ld(a.p[1], r * a.ld[1] + k, a.dt[1]));
    return x;
}
KT_DEV void ktt_stats(const kt_train_args &a, kt_i64 r, int xs, float *sh, float &mu, float &rs) {
    const kt_i64 D = a.D;
    float s = 0.0f;
    mu = 0.0f;
    if (a.flags & 1) {
        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) s += ktt_x(a, r, k, xs);
        mu = __fdiv_rn(ktt_sum(s, sh), (float)D);
        s = 0.0f;
        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) {
            const float c = __fsub_rn(ktt_x(a, r, k, xs), mu);
            s = __fadd_rn(s, __fmul_rn(c, c));
        }
    } else {
        for (kt_i64 k = ktt_tid(); k < D; k += KTT_THREADS) {
            const float x = ktt_x(a, r, k, xs);
            s = __fadd_rn(s, __fmul_rn(x, x));
        }
    }
    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_sum(s, sh), (float)D), a.f[0])));
}
KT_KERNEL void kt_norm_fwd(const kt_train_args a) {
    __shared__ float sh[KTT_THREADS];
    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {
        float mu, rs;
        ktt_stats(a, r, 0, sh, mu, rs);
        /* every element is read before its thread writes it: sum and out may alias x or residual */
        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {
            const float x = ktt_x(a, r, k, 0);
            float y = __fmul_rn(__fsub_rn(x, mu), rs);
            if (a.p[4]) ktt_st(a.p[4], r * a.ld[4] + k, a.dt[4], x);
            if (a.p[2]) y = __fmul_rn(y, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));
            if (a.p[3]) y = __fadd_rn(y, ktt_ld(a.p[3], k * a.sd[3], a.dt[3]));
            ktt_st(a.p[5], r * a.ld[5] + k, a.dt[5], y);
        }
        if (threadIdx.x == 0) {
            if (a.p[6]) ((float *)a.p[6])[r] = mu;
            if (a.p[7]) ((float *)a.p[7])[r] = rs;
        }
    }
}
KT_KERNEL void kt_norm_bwd(const kt_train_args a) {
    __shared__ float sh[KTT_THREADS];
    const float inv = __fdiv_rn(1.0f, (float)a.D);
    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {
        float mu, rs, sg = 0.0f, sgx = 0.0f;
        if (a.flags & 4) {
            ktt_stats(a, r, 1, sh, mu, rs);
            if (threadIdx.x == 0) {
                ((float *)a.p[3])[r] = mu;
                ((float *)a.p[4])[r] = rs;
            }
        } else {
            rs = ((const float *)a.p[4])[r];
            mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f;
        }
        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {
            const float xh = __fmul_rn(__fsub_rn(ktt_x(a, r, k, 1), mu), rs);
            float g = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);
            if (a.p[2]) g = __fmul_rn(g, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));
            sg = __fadd_rn(sg, g);
            sgx = __fadd_rn(sgx, __fmul_rn(g, xh));
        }
        sg = __fmul_rn(ktt_sum(sg, sh), inv);
        sgx = __fmul_rn(ktt_sum(sgx, sh), inv);
        if (!(a.flags & 1)) sg = 0.0f;
        for (kt_i64 k = ktt_tid(); k < a.D; k += KTT_THREADS) {
            const float xh = __fmul_rn(__fsub_rn(ktt_x(a, r, k, 1), mu), rs);
            float g = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);
            if (a.p[2]) g = __fmul_rn(g, ktt_ld(a.p[2], k * a.sd[2], a.dt[2]));
            g = __fmul_rn(rs, __fsub_rn(__fsub_rn(g, sg), __fmul_rn(xh, sgx)));
            if (a.flags & 2) g = __fadd_rn(g, ktt_ld(a.p[5], r * a.ld[5] + k, a.dt[5]));
            ktt_st(a.p[5], r * a.ld[5] + k, a.dt[5], g);
        }
    }
}
/* ---- norms, vector kernels (the host checks D % 8, D <= 8 KTT_NC a.M,
   16-byte rows and bases of every row slot, a unit-stride aligned weight
   and bias): a.M lanes a row (a power of two, 32 to 256), so a block
   runs KTT_THREADS / a.M rows at once, each lane holding up to KTT_NC
   16-byte chunks of its row (chunk lane + q a.M) in registers; one read of
   each operand, one write of each output. Slots as the kernels above. */
#define KTT_NC 4
#define KTT_NC_H 3 /* KTORCH__CUT_NC_H: chunks a lane of the kernels with the dtype fixed */
/* Sums over groups of g threads (every thread gets its group's sum, the
   same bits): a butterfly over each lane group (a + b on one lane is b + a
   on its partner), then for g > KT_LANES the lane groups' sums in order
   through shared memory. */
KT_DEV float ktt_gsum(float v, float *sh, int g) {
    for (int m = KT_LANES / 2; m > 0; m >>= 1) v = __fadd_rn(v, kt_shfl_xor(v, m));
    if (g <= KT_LANES) return v;
    const int t = (int)threadIdx.x, w = t / KT_LANES, n = g / KT_LANES;
    if (t % KT_LANES == 0) sh[w] = v;
    __syncthreads();
    v = sh[w - w % n];
    for (int k = 1; k < n; k++) v = __fadd_rn(v, sh[w - w % n + k]);
    __syncthreads();
    return v;
}
/* The row's x (+ residual) into registers; *s the lane's sum (of squares for RMSNorm). */
KT_DEV void ktt_vrow(const kt_train_args &a, int xs, kt_i64 r, bool live, int lane, int g, float x[KTT_NC][8]) {
    for (int q = 0; q < KTT_NC; q++) {
        const kt_i64 c = (kt_i64)(lane + q * g) * 8;
        if (!live || c >= a.D) continue;
        ktt_ld8(a.p[xs], r * a.ld[xs] + c, a.dt[xs], x[q]);
        if (xs == 0 && a.p[1]) {
            float y[8];
            ktt_ld8(a.p[1], r * a.ld[1] + c, a.dt[1], y);
            for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);
        }
    }
}
/* Mean (LayerNorm) and rstd of the group's row from its registers. */
KT_DEV void ktt_vstats(const kt_train_args &a, bool live, int lane, int g, float x[KTT_NC][8], float *sh, float &mu, float &rs) {
    float s = 0.0f;
    mu = 0.0f;
    if (a.flags & 1) {
        for (int q = 0; q < KTT_NC; q++)
            if (live && (kt_i64)(lane + q * g) * 8 < a.D)
                for (int j = 0; j < 8; j++) s = __fadd_rn(s, x[q][j]);
        mu = __fdiv_rn(ktt_gsum(s, sh, g), (float)a.D);
        s = 0.0f;
    }
    for (int q = 0; q < KTT_NC; q++)
        if (live && (kt_i64)(lane + q * g) * 8 < a.D)
            for (int j = 0; j < 8; j++) {
                const float c = __fsub_rn(x[q][j], mu);
                s = __fadd_rn(s, __fmul_rn(c, c));
            }
    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, sh, g), (float)a.D), a.f[0])));
}
template <int DT> KT_DEV void ktt_norm_fwd_h(const kt_train_args &a, float *sh);
KT_KERNEL void __launch_bounds__(KTT_THREADS, 3) kt_norm_fwd_v(const kt_train_args a) { /* 3 blocks an SM: at most 80 registers */
    __shared__ float sh[KTT_THREADS];
    /* every row slot f16, or every one bf16, and at most KTT_NC_H chunks a
       lane: the unrolled path with the dtype fixed */
    const kt_i64 dt = a.dt[0];
    if ((dt == 1 || dt == 2) && a.dt[5] == dt && (!a.p[1] || a.dt[1] == dt) && (!a.p[4] || a.dt[4] == dt) && a.D <= 8 * KTT_NC_H * a.M) {
        if (dt == 1) ktt_norm_fwd_h<1>(a, sh);
        else ktt_norm_fwd_h<2>(a, sh);
        return;
    }
    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);
    const kt_i64 R = KTT_THREADS / g;
    for (kt_i64 r0 = (kt_i64)blockIdx.x * R; r0 < a.rows; r0 += (kt_i64)gridDim.x * R) {
        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;
        const bool live = r < a.rows;
        float x[KTT_NC][8], mu, rs;
        ktt_vrow(a, 0, r, live, lane, g, x);
        ktt_vstats(a, live, lane, g, x, sh, mu, rs);
        if (!live) continue;
        for (int q = 0; q < KTT_NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (c >= a.D) continue;
            float y[8], w[8], b[8];
            if (a.p[4]) ktt_st8(a.p[4], r * a.ld[4] + c, a.dt[4], x[q]);
            if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);
            if (a.p[3]) ktt_ld8(a.p[3], c, a.dt[3], b);
            for (int j = 0; j < 8; j++) {
                y[j] = __fmul_rn(__fsub_rn(x[q][j], mu), rs);
                if (a.p[2]) y[j] = __fmul_rn(y[j], w[j]);
                if (a.p[3]) y[j] = __fadd_rn(y[j], b[j]);
            }
            ktt_st8(a.p[5], r * a.ld[5] + c, a.dt[5], y);
        }
        if (lane == 0) {
            if (a.p[6]) ((float *)a.p[6])[r] = mu;
            if (a.p[7]) ((float *)a.p[7])[r] = rs;
        }
    }
}
/* The same for the backward, NC chunks a lane, the loops unrolled so that
   the arrays stay in registers (the forward's rolled loops index them,
   which puts them in local memory: there that measured faster, at 56
   registers and 4 blocks an SM, than in registers at 80 and 3; the
   backward's 640 bytes a thread of them did not). */
template <int NC> KT_DEV void ktt_vrow_r(const kt_train_args &a, int xs, kt_i64 r, bool live, int lane, int g, float x[NC][8]) {
#pragma unroll
    for (int q = 0; q < NC; q++) {
        const kt_i64 c = (kt_i64)(lane + q * g) * 8;
        if (live && c < a.D) {
            ktt_ld8(a.p[xs], r * a.ld[xs] + c, a.dt[xs], x[q]);
            if (xs == 0 && a.p[1]) {
                float y[8];
                ktt_ld8(a.p[1], r * a.ld[1] + c, a.dt[1], y);
#pragma unroll
                for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);
            }
        }
    }
}
template <int NC> KT_DEV void ktt_vstats_r(const kt_train_args &a, bool live, int lane, int g, float x[NC][8], float *sh, float &mu, float &rs) {
    float s = 0.0f;
    mu = 0.0f;
    if (a.flags & 1) {
#pragma unroll
        for (int q = 0; q < NC; q++)
            if (live && (kt_i64)(lane + q * g) * 8 < a.D)
#pragma unroll
                for (int j = 0; j < 8; j++) s = __fadd_rn(s, x[q][j]);
        mu = __fdiv_rn(ktt_gsum(s, sh, g), (float)a.D);
        s = 0.0f;
    }
#pragma unroll
    for (int q = 0; q < NC; q++)
        if (live && (kt_i64)(lane + q * g) * 8 < a.D)
#pragma unroll
            for (int j = 0; j < 8; j++) {
                const float c = __fsub_rn(x[q][j], mu);
                s = __fadd_rn(s, __fmul_rn(c, c));
            }
    rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, sh, g), (float)a.D), a.f[0])));
}
/* Block j runs rows [j a.T, (j + 1) a.T) (a.T a multiple of the rows a
   block holds at once). flags & 32: it also sums, per column, dy * xhat
   (and with flags & 64 dy) over those rows (each lane over its rows in
   order, then the row groups in order) into the partials p[6] =
   [blocks][2][D] that kt_norm_dw (flags 8) adds up. NC: 16-byte chunks a
   lane; DB: dbias partials (LayerNorm) possible. The row (x, dy) and the
   lane's partials stay in registers; dx (when added to) is read just before
   it is written. */
template <int NC, int DB> KT_DEV void ktt_norm_bwd_v(const kt_train_args &a, float *sh) {
    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);
    const kt_i64 R = KTT_THREADS / g, j0 = (kt_i64)blockIdx.x * a.T, j1 = j0 + a.T < a.rows ? j0 + a.T : a.rows;
    const float inv = __fdiv_rn(1.0f, (float)a.D);
    float pw[NC][8], pb[DB ? NC : 1][8];
#pragma unroll
    for (int q = 0; q < NC; q++)
#pragma unroll
        for (int j = 0; j < 8; j++) pw[q][j] = 0.0f;
#pragma unroll
    for (int q = 0; q < (DB ? NC : 1); q++)
#pragma unroll
        for (int j = 0; j < 8; j++) pb[q][j] = 0.0f;
    for (kt_i64 r0 = j0; r0 < j1; r0 += R) {
        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;
        const bool live = r < j1;
        float x[NC][8], dy[NC][8], mu = 0.0f, rs = 0.0f, sg = 0.0f, sgx = 0.0f;
        ktt_vrow_r<NC>(a, 1, r, live, lane, g, x);
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) ktt_ld8(a.p[0], r * a.ld[0] + c, a.dt[0], dy[q]);
        }
        if (a.flags & 4) {
            ktt_vstats_r<NC>(a, live, lane, g, x, sh, mu, rs);
            if (live && lane == 0) {
                ((float *)a.p[3])[r] = mu;
                ((float *)a.p[4])[r] = rs;
            }
        } else if (live) {
            rs = ((const float *)a.p[4])[r];
            mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f;
        }
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                float w[8];
                if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);
#pragma unroll
                for (int j = 0; j < 8; j++) {
                    const float xh = __fmul_rn(__fsub_rn(x[q][j], mu), rs);
                    if (a.flags & 32) pw[q][j] = __fadd_rn(pw[q][j], __fmul_rn(dy[q][j], xh));
                    if (DB && (a.flags & 64)) pb[DB ? q : 0][j] = __fadd_rn(pb[DB ? q : 0][j], dy[q][j]);
                    if (a.p[2]) dy[q][j] = __fmul_rn(dy[q][j], w[j]);
                    sg = __fadd_rn(sg, dy[q][j]);
                    sgx = __fadd_rn(sgx, __fmul_rn(dy[q][j], xh));
                    x[q][j] = xh;
                }
            }
        }
        sgx = __fmul_rn(ktt_gsum(sgx, sh, g), inv);
        sg = (a.flags & 1) ? __fmul_rn(ktt_gsum(sg, sh, g), inv) : 0.0f;
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                float d[8], o[8];
                if (a.flags & 2) ktt_ld8(a.p[5], r * a.ld[5] + c, a.dt[5], o);
#pragma unroll
                for (int j = 0; j < 8; j++) {
                    d[j] = __fmul_rn(rs, __fsub_rn(__fsub_rn(dy[q][j], sg), __fmul_rn(x[q][j], sgx)));
                    if (a.flags & 2) d[j] = __fadd_rn(d[j], o[j]);
                }
                ktt_st8(a.p[5], r * a.ld[5] + c, a.dt[5], d);
            }
        }
    }
    if (!(a.flags & 32)) return;
    /* the row groups' partials through shared memory, added in group order */
    float *part = (float *)a.p[6] + (kt_i64)blockIdx.x * 2 * a.D;
    for (int h = 0; h < (DB && (a.flags & 64) ? 2 : 1); h++) {
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (c < a.D)
#pragma unroll
                for (int j = 0; j < 8; j++) sh[(threadIdx.x / g) * a.D + c + j] = h ? pb[DB ? q : 0][j] : pw[q][j];
        }
        __syncthreads();
        for (kt_i64 c = ktt_tid(); c < a.D; c += KTT_THREADS) {
            float s = sh[c];
            for (kt_i64 k = 1; k < R; k++) s = __fadd_rn(s, sh[k * a.D + c]);
            part[h * a.D + c] = s;
        }
        __syncthreads();
    }
}
/* RMSNorm's backward (no dbias) with dy, x and dx all f16 or all bf16 (DT,
   a compile-time constant: no per-element dtype branches) and at most NC
   chunks a lane (the host checks). Each lane loads its row's x, dy and (when
   added to) the old dx at once, packed in registers, and keeps its columns'
   weights and dweight partials in registers across the block's rows; the
   same operations as kt_norm_bwd_v's (mean 0). sh: the row groups'
   partials at the end ([R][D]); gs: ktt_gsum's scratch. */
KT_DEV void ktt_unpack8(uint4 q, kt_i64 dt, float *v) {
    const kt_u32 w[4] = {q.x, q.y, q.z, q.w};
#pragma unroll
    for (int j = 0; j < 4; j++) {
        const kt_u16 lo = (kt_u16)(w[j] & 0xffffu), hi = (kt_u16)(w[j] >> 16);
        v[2 * j] = dt == 1 ? kt_f16_to_f32(lo) : kt_bf16_to_f32(lo);
        v[2 * j + 1] = dt == 1 ? kt_f16_to_f32(hi) : kt_bf16_to_f32(hi);
    }
}
template <int DT> KT_DEV uint4 ktt_pack8t(const float *v) {
    uint4 q;
    if (DT == 1) {
        q.x = kt_pack2_f16(v[0], v[1]), q.y = kt_pack2_f16(v[2], v[3]), q.z = kt_pack2_f16(v[4], v[5]), q.w = kt_pack2_f16(v[6], v[7]);
    } else {
        q.x = kt_pack2_bf16(v[0], v[1]), q.y = kt_pack2_bf16(v[2], v[3]), q.z = kt_pack2_bf16(v[4], v[5]), q.w = kt_pack2_bf16(v[6], v[7]);
    }
    return q;
}
/* kt_norm_fwd_v's rows with every row slot of dtype DT: x (+ residual)
   loaded packed, all loads issued first, then the row in f32 registers
   (unrolled loops), the same operations as kt_norm_fwd_v. */
template <int DT> KT_DEV void ktt_norm_fwd_h(const kt_train_args &a, float *sh) {
    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);
    const kt_i64 R = KTT_THREADS / g;
    for (kt_i64 r0 = (kt_i64)blockIdx.x * R; r0 < a.rows; r0 += (kt_i64)gridDim.x * R) {
        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;
        const bool live = r < a.rows;
        uint4 xr[KTT_NC_H], yr[KTT_NC_H];
        float x[KTT_NC_H][8], mu, rs;
#pragma unroll
        for (int q = 0; q < KTT_NC_H; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                xr[q] = ((const uint4 *)a.p[0])[(r * a.ld[0] + c) / 8];
                if (a.p[1]) yr[q] = ((const uint4 *)a.p[1])[(r * a.ld[1] + c) / 8];
            }
        }
#pragma unroll
        for (int q = 0; q < KTT_NC_H; q++)
            if (live && (kt_i64)(lane + q * g) * 8 < a.D) {
                ktt_unpack8(xr[q], DT, x[q]);
                if (a.p[1]) {
                    float y[8];
                    ktt_unpack8(yr[q], DT, y);
#pragma unroll
                    for (int j = 0; j < 8; j++) x[q][j] = __fadd_rn(x[q][j], y[j]);
                }
            }
        ktt_vstats_r<KTT_NC_H>(a, live, lane, g, x, sh, mu, rs);
        if (!live) continue;
#pragma unroll
        for (int q = 0; q < KTT_NC_H; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (c >= a.D) continue;
            float y[8], w[8], b[8];
            if (a.p[4]) ((uint4 *)a.p[4])[(r * a.ld[4] + c) / 8] = ktt_pack8t<DT>(x[q]);
            if (a.p[2]) ktt_ld8(a.p[2], c, a.dt[2], w);
            if (a.p[3]) ktt_ld8(a.p[3], c, a.dt[3], b);
#pragma unroll
            for (int j = 0; j < 8; j++) {
                y[j] = __fmul_rn(__fsub_rn(x[q][j], mu), rs);
                if (a.p[2]) y[j] = __fmul_rn(y[j], w[j]);
                if (a.p[3]) y[j] = __fadd_rn(y[j], b[j]);
            }
            ((uint4 *)a.p[5])[(r * a.ld[5] + c) / 8] = ktt_pack8t<DT>(y);
        }
        if (lane == 0) {
            if (a.p[6]) ((float *)a.p[6])[r] = mu;
            if (a.p[7]) ((float *)a.p[7])[r] = rs;
        }
    }
}
template <int NC, int DT> KT_DEV void ktt_norm_bwd_h(const kt_train_args &a, float *sh, float *gs) {
    const int g = (int)a.M, lane = (int)threadIdx.x & (g - 1);
    const kt_i64 R = KTT_THREADS / g, j0 = (kt_i64)blockIdx.x * a.T, j1 = j0 + a.T < a.rows ? j0 + a.T : a.rows;
    const float inv = __fdiv_rn(1.0f, (float)a.D);
    float w[NC][8], pw[NC][8];
#pragma unroll
    for (int q = 0; q < NC; q++) {
        const kt_i64 c = (kt_i64)(lane + q * g) * 8;
        if (a.p[2] && c < a.D) ktt_ld8(a.p[2], c, a.dt[2], w[q]);
#pragma unroll
        for (int j = 0; j < 8; j++) pw[q][j] = 0.0f;
    }
    for (kt_i64 r0 = j0; r0 < j1; r0 += R) {
        const kt_i64 r = r0 + (kt_i64)threadIdx.x / g;
        const bool live = r < j1;
        uint4 xr[NC], dr[NC], orr[NC];
        float rs = 0.0f, sgx = 0.0f;
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                xr[q] = ((const uint4 *)a.p[1])[(r * a.ld[1] + c) / 8];
                dr[q] = ((const uint4 *)a.p[0])[(r * a.ld[0] + c) / 8];
                if (a.flags & 2) orr[q] = ((const uint4 *)a.p[5])[(r * a.ld[5] + c) / 8];
            }
        }
        if (a.flags & 4) {
            float s = 0.0f;
#pragma unroll
            for (int q = 0; q < NC; q++)
                if (live && (kt_i64)(lane + q * g) * 8 < a.D) {
                    float x[8];
                    ktt_unpack8(xr[q], DT, x);
#pragma unroll
                    for (int j = 0; j < 8; j++) s = __fadd_rn(s, __fmul_rn(x[j], x[j]));
                }
            rs = __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(__fdiv_rn(ktt_gsum(s, gs, g), (float)a.D), a.f[0])));
            if (live && lane == 0) {
                ((float *)a.p[3])[r] = 0.0f;
                ((float *)a.p[4])[r] = rs;
            }
        } else if (live) {
            rs = ((const float *)a.p[4])[r];
        }
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                float x[8], dy[8];
                ktt_unpack8(xr[q], DT, x);
                ktt_unpack8(dr[q], DT, dy);
#pragma unroll
                for (int j = 0; j < 8; j++) {
                    const float xh = __fmul_rn(x[j], rs);
                    if (a.flags & 32) pw[q][j] = __fadd_rn(pw[q][j], __fmul_rn(dy[j], xh));
                    const float gy = a.p[2] ? __fmul_rn(dy[j], w[q][j]) : dy[j];
                    sgx = __fadd_rn(sgx, __fmul_rn(gy, xh));
                }
            }
        }
        sgx = __fmul_rn(ktt_gsum(sgx, gs, g), inv);
#pragma unroll
        for (int q = 0; q < NC; q++) {
            const kt_i64 c = (kt_i64)(lane + q * g) * 8;
            if (live && c < a.D) {
                float x[8], dy[8], d[8], o[8];
                ktt_unpack8(xr[q], DT, x);
                ktt_unpack8(dr[q], DT, dy);
                if (a.flags & 2) ktt_unpack8(orr[q], DT, o);
#pragma unroll
                for (int j = 0; j < 8; j++) {
                    const float xh = __fmul_rn(x[j], rs);
                    const float gy = a.p[2] ? __fmul_rn(dy[j], w[q][j]) : dy[j];
                    d[j] = __fmul_rn(rs, __fsub_rn(gy, __fmul_rn(xh, sgx)));
                    if (a.flags & 2) d[j] = __fadd_rn(d[j], o[j]);
                }
                ((uint4 *)a.p[5])[(r * a.ld[5] + c) / 8] = ktt_pack8t<DT>(d);
            }
        }
    }
    if (!(a.flags & 32)) return;
    /* the row groups' partials through shared memory, added in group order */
    float *part = (float *)a.p[6] + (kt_i64)blockIdx.x * 2 * a.D;
#pragma unroll
    for (int q = 0; q < NC; q++) {
        const kt_i64 c = (kt_i64)(lane + q * g) * 8;
        if (c < a.D)
#pragma unroll
            for (int j = 0; j < 8; j++) sh[(threadIdx.x / g) * a.D + c + j] = pw[q][j];
    }
    __syncthreads();
    for (kt_i64 c = ktt_tid(); c < a.D; c += KTT_THREADS) {
        float s = sh[c];
        for (kt_i64 k = 1; k < R; k++) s = __fadd_rn(s, sh[k * a.D + c]);
        part[c] = s;
    }
}
KT_KERNEL void kt_norm_bwd_v(const kt_train_args a) {
    __shared__ float sh[KTT_THREADS * KTT_NC * 8];
    ktt_norm_bwd_v<KTT_NC, 1>(a, sh);
}
KT_KERNEL void __launch_bounds__(KTT_THREADS, 2) kt_norm_bwd_h(const kt_train_args a) { /* 2 blocks an SM: at most 128 registers */
    __shared__ float sh[KTT_THREADS * KTT_NC_H * 8], gs[KTT_THREADS];
    if (a.dt[1] == 1) ktt_norm_bwd_h<KTT_NC_H, 1>(a, sh, gs);
    else ktt_norm_bwd_h<KTT_NC_H, 2>(a, sh, gs);
}

/* Weight gradients of the backward, in two passes. First: block (x, j)
   sums rows [j*T, (j+1)*T) of its columns' dy * xhat and dy (slots as the
   backward's) into f32 partials p[6] = [n][2][D] (or kt_norm_bwd_v does).
   Second (flags 8): a block per KTT_DWC columns (a 32-byte sector of a
   partial), its KTT_THREADS / KTT_DWC slices of threads each adding the
   partials j = slice mod slices in order (8 loads in flight), then the
   slices in order; into dweight p[0] and dbias p[1] (element strides
   sd[0], sd[1]; either may be absent, and its partials are then not read). */
#define KTT_DWC 8
KT_KERNEL void kt_norm_dw(const kt_train_args a) {
    const kt_i64 c = ktt_gid();
    float *part = (float *)a.p[6];
    if (a.flags & 8) {
        __shared__ float shw[KTT_THREADS], shb[KTT_THREADS];
        const int S = KTT_THREADS / KTT_DWC, sl = (int)threadIdx.x / KTT_DWC;
        const kt_i64 col = (kt_i64)blockIdx.x * KTT_DWC + (int)threadIdx.x % KTT_DWC;
        float sw = 0.0f, sb = 0.0f;
        if (col < a.D)
            for (kt_i64 j0 = sl; j0 < a.n; j0 += 8 * S) {
                float w[8], b[8];
#pragma unroll
                for (int u = 0; u < 8; u++) {
                    const kt_i64 j = j0 + (kt_i64)u * S;
                    w[u] = j < a.n && a.p[0] ? part[j * 2 * a.D + col] : 0.0f;
                    b[u] = j < a.n && a.p[1] ? part[j * 2 * a.D + a.D + col] : 0.0f;
                }
#pragma unroll
                for (int u = 0; u < 8; u++) sw = __fadd_rn(sw, w[u]), sb = __fadd_rn(sb, b[u]);
            }
        shw[threadIdx.x] = sw, shb[threadIdx.x] = sb;
        __syncthreads();
        if (sl != 0 || col >= a.D) return;
        for (int k = 1; k < S; k++) sw = __fadd_rn(sw, shw[k * KTT_DWC + threadIdx.x]), sb = __fadd_rn(sb, shb[k * KTT_DWC + threadIdx.x]);
        if (a.p[0]) ((float *)a.p[0])[col * a.sd[0]] = __fadd_rn(((float *)a.p[0])[col * a.sd[0]], sw);
        if (a.p[1]) ((float *)a.p[1])[col * a.sd[1]] = __fadd_rn(((float *)a.p[1])[col * a.sd[1]], sb);
        return;
    }
    if (c >= a.D) return;
    const kt_i64 j = blockIdx.y, r1 = (j + 1) * a.T < a.rows ? (j + 1) * a.T : a.rows;
    float sw = 0.0f, sb = 0.0f;
    for (kt_i64 r = j * a.T; r < r1; r++) {
        const float mu = a.p[3] ? ((const float *)a.p[3])[r] : 0.0f, rs = ((const float *)a.p[4])[r];
        const float dy = ktt_ld(a.p[0], r * a.ld[0] + c, a.dt[0]);
        sw = __fadd_rn(sw, __fmul_rn(dy, __fmul_rn(__fsub_rn(ktt_x(a, r, c, 1), mu), rs)));
        sb = __fadd_rn(sb, dy);
    }
    part[j * 2 * a.D + c] = sw;
    part[j * 2 * a.D + a.D + c] = sb;
}

/* ---- RoPE: a thread per (position t, pair i) turns that pair in every
   head of every row at t (head hh of row r = rr T + t is (rr, hh) = the
   divmod of j by a.M heads, j from blockIdx.y in steps of gridDim.y; a
   head's D columns start at hh D), computing the angle once for them;
   slots 0 x, 1 positions, 2 out. Angles
   in f64 as on the CPU; flags: 1 interleaved, 2 backward (turns back), 4
   (rotate-half only) 8 pairs a thread through 16-byte loads of x[i..i+7]
   and x[i+h..i+h+7] (the host checks h % 8 and 16-byte rows and bases),
   the angles' cosines and sines read from the table p[3] (f32 [T][h] each)
   that a launch with flags 16 (a thread per (t, i)) fills first: each
   angle computed once, not once for every blockIdx.y. */
KT_DEV void ktt_rope_cs(const kt_train_args &a, kt_i64 t, kt_i64 i, float *c, float *s) {
    const double ps = (double)(a.p[1] ? ktt_id(a.p[1], t, a.n) : a.K + t);
    const double ang = ps * pow((double)a.f[0], -2.0 * (double)i / (double)a.D);
    *c = (float)cos(ang), *s = (float)((a.flags & 2) ? -sin(ang) : sin(ang));
}
/* The 16-byte path with x and out both of dtype DT: KTT_RU rows at a time,
   packed, every load issued before the stores (out may be x, so the
   compiler would not move a later row's loads above an earlier row's
   stores); the same operations as kt_rope's. */
#define KTT_RU 4
template <int DT> KT_DEV void ktt_rope_h(const kt_train_args &a, kt_i64 t, kt_i64 i, const float *c, const float *s) {
    const kt_i64 h = a.D / 2, per = a.rows / a.T * a.M, gy = (kt_i64)gridDim.y;
    for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += KTT_RU * gy) {
        uint4 x0[KTT_RU], x1[KTT_RU];
#pragma unroll
        for (int u = 0; u < KTT_RU; u++) {
            const kt_i64 jj = j + u * gy, rr = (int)jj / (int)a.M, hh = jj - rr * a.M, o0 = (rr * a.T + t) * a.ld[0] + hh * a.D + i;
            if (jj < per) x0[u] = ((const uint4 *)a.p[0])[o0 / 8], x1[u] = ((const uint4 *)a.p[0])[(o0 + h) / 8];
        }
#pragma unroll
        for (int u = 0; u < KTT_RU; u++) {
            const kt_i64 jj = j + u * gy, rr = (int)jj / (int)a.M, hh = jj - rr * a.M, o2 = (rr * a.T + t) * a.ld[2] + hh * a.D + i;
            float v0[8], v1[8], y0[8], y1[8];
            if (jj >= per) break;
            ktt_unpack8(x0[u], DT, v0);
            ktt_unpack8(x1[u], DT, v1);
#pragma unroll
            for (int k = 0; k < 8; k++) {
                y0[k] = __fsub_rn(__fmul_rn(v0[k], c[k]), __fmul_rn(v1[k], s[k]));
                y1[k] = __fadd_rn(__fmul_rn(v1[k], c[k]), __fmul_rn(v0[k], s[k]));
            }
            ((uint4 *)a.p[2])[o2 / 8] = ktt_pack8t<DT>(y0);
            ((uint4 *)a.p[2])[(o2 + h) / 8] = ktt_pack8t<DT>(y1);
        }
    }
}
KT_KERNEL void kt_rope(const kt_train_args a) {
    const bool vec = (a.flags & 5) == 4;
    const kt_i64 h = a.D / 2, per = a.rows / a.T * a.M, w = vec ? 8 : 1, n = a.T * (h / w);
    if (a.flags & 16) { /* the table p[3]: cosines [T][h], then sines */
        for (kt_i64 e = ktt_gid(); e < a.T * h; e += ktt_gstride()) {
            const kt_i64 t = e / h;
            ktt_rope_cs(a, t, e - t * h, (float *)a.p[3] + e, (float *)a.p[3] + a.T * h + e);
        }
        return;
    }
    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {
        const kt_i64 t = e / (h / w), i = (e - t * (h / w)) * w;
        if (vec) {
            float c[8], s[8], x0[8], x1[8], y0[8], y1[8];
            ktt_ld8(a.p[3], t * h + i, 0, c);
            ktt_ld8(a.p[3], a.T * h + t * h + i, 0, s);
            if (a.dt[0] == a.dt[2] && (a.dt[0] == 1 || a.dt[0] == 2)) {
                if (a.dt[0] == 1) ktt_rope_h<1>(a, t, i, c, s);
                else ktt_rope_h<2>(a, t, i, c, s);
                continue;
            }
            for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += (kt_i64)gridDim.y) {
                const kt_i64 rr = j / a.M, hh = j - rr * a.M, r = rr * a.T + t, o0 = r * a.ld[0] + hh * a.D + i, o2 = r * a.ld[2] + hh * a.D + i;
                ktt_ld8(a.p[0], o0, a.dt[0], x0);
                ktt_ld8(a.p[0], o0 + h, a.dt[0], x1);
                for (int k = 0; k < 8; k++) {
                    y0[k] = __fsub_rn(__fmul_rn(x0[k], c[k]), __fmul_rn(x1[k], s[k]));
                    y1[k] = __fadd_rn(__fmul_rn(x1[k], c[k]), __fmul_rn(x0[k], s[k]));
                }
                ktt_st8(a.p[2], o2, a.dt[2], y0);
                ktt_st8(a.p[2], o2 + h, a.dt[2], y1);
            }
            continue;
        }
        const kt_i64 i0 = (a.flags & 1) ? 2 * i : i, i1 = (a.flags & 1) ? 2 * i + 1 : i + h;
        float c, s;
        ktt_rope_cs(a, t, i, &c, &s);
        for (kt_i64 j = (kt_i64)blockIdx.y; j < per; j += (kt_i64)gridDim.y) {
            const kt_i64 rr = j / a.M, hh = j - rr * a.M, r = rr * a.T + t, o0 = r * a.ld[0] + hh * a.D, o2 = r * a.ld[2] + hh * a.D;
            const float x0 = ktt_ld(a.p[0], o0 + i0, a.dt[0]), x1 = ktt_ld(a.p[0], o0 + i1, a.dt[0]);
            ktt_st(a.p[2], o2 + i0, a.dt[2], __fsub_rn(__fmul_rn(x0, c), __fmul_rn(x1, s)));
            ktt_st(a.p[2], o2 + i1, a.dt[2], __fadd_rn(__fmul_rn(x1, c), __fmul_rn(x0, s)));
        }
    }
}

/* ---- SwiGLU and GELU: slots in the op's order (inputs, then outputs).
   kind: 0 swiglu, 1 swiglu backward, 2 gelu, 3 gelu backward; flags 1:
   tanh, 2: 8 elements a thread through 16-byte loads and stores (the host
   checks D % 8, every slot's rows and base 16-byte aligned); else one
   thread per element. Either way each element sees the same operations. */
KT_DEV float ktt_sigmoid(float x) { return __fdiv_rn(1.0f, __fadd_rn(1.0f, expf(-x))); }
KT_DEV void ktt_act1(const kt_train_args &a, kt_i64 kind, float u, float x1, float x2, float *o0, float *o1) {
    const float k0 = 0.7978845608028654f, k1 = 0.044715f, rs2 = 0.7071067811865476f, rs2pi = 0.3989422804014327f;
    if (kind == 0) {
        *o0 = __fmul_rn(__fmul_rn(u, ktt_sigmoid(u)), x1);
    } else if (kind == 1) {
        const float g = x1, up = x2, s = ktt_sigmoid(g);
        *o0 = __fmul_rn(__fmul_rn(__fmul_rn(u, up), s), __fadd_rn(1.0f, __fmul_rn(g, __fsub_rn(1.0f, s))));
        *o1 = __fmul_rn(__fmul_rn(u, g), s);
    } else if (kind == 2) {
        if (a.flags & 1) *o0 = __fmul_rn(__fmul_rn(0.5f, u), __fadd_rn(1.0f, tanhf(__fmul_rn(k0, __fadd_rn(u, __fmul_rn(__fmul_rn(__fmul_rn(k1, u), u), u))))));
        else *o0 = __fmul_rn(__fmul_rn(0.5f, u), __fadd_rn(1.0f, erff(__fmul_rn(u, rs2))));
    } else {
        const float x = x1;
        float d;
        if (a.flags & 1) {
            const float t = tanhf(__fmul_rn(k0, __fadd_rn(x, __fmul_rn(__fmul_rn(__fmul_rn(k1, x), x), x))));
            d = __fadd_rn(__fmul_rn(0.5f, __fadd_rn(1.0f, t)),
                          __fmul_rn(__fmul_rn(__fmul_rn(__fmul_rn(0.5f, x), __fsub_rn(1.0f, __fmul_rn(t, t))), k0),
                                    __fadd_rn(1.0f, __fmul_rn(__fmul_rn(__fmul_rn(3.0f, k1), x), x))));
        } else {
            d = __fadd_rn(__fmul_rn(0.5f, __fadd_rn(1.0f, erff(__fmul_rn(x, rs2)))),
                          __fmul_rn(__fmul_rn(x, rs2pi), expf(__fmul_rn(__fmul_rn(-0.5f, x), x))));
        }
        *o0 = __fmul_rn(u, d);
    }
}
KT_KERNEL void kt_act(const kt_train_args a) {
    const int nin = a.kind == 1 ? 3 : a.kind == 2 ? 1 : 2;
    if (a.flags & 2) {
        const kt_i64 units = a.D / 8, n = a.rows * units;
        for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {
            const kt_i64 r = e / units, k = (e - r * units) * 8;
            float x[3][8], o[2][8];
            for (int s = 0; s < nin; s++) ktt_ld8(a.p[s], r * a.ld[s] + k, a.dt[s], x[s]);
            for (int j = 0; j < 8; j++) ktt_act1(a, a.kind, x[0][j], nin > 1 ? x[1][j] : 0.0f, nin > 2 ? x[2][j] : 0.0f, &o[0][j], &o[1][j]);
            ktt_st8(a.p[nin], r * a.ld[nin] + k, a.dt[nin], o[0]);
            if (a.kind == 1) ktt_st8(a.p[4], r * a.ld[4] + k, a.dt[4], o[1]);
        }
        return;
    }
    const kt_i64 n = a.rows * a.D;
    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {
        const kt_i64 r = e / a.D, k = e - r * a.D;
        float x[3], o0, o1;
        for (int s = 0; s < nin; s++) x[s] = ktt_ld(a.p[s], r * a.ld[s] + k, a.dt[s]);
        ktt_act1(a, a.kind, x[0], nin > 1 ? x[1] : 0.0f, nin > 2 ? x[2] : 0.0f, &o0, &o1);
        ktt_st(a.p[nin], r * a.ld[nin] + k, a.dt[nin], o0);
        if (a.kind == 1) ktt_st(a.p[4], r * a.ld[4] + k, a.dt[4], o1);
    }
}

/* Every slot f16 or bf16 (and flags & 2's alignment; the host checks): 2
   units of 8 elements a thread, all their loads issued before the
   arithmetic, outputs packed in pairs (kt_pack2_*: the CPU's rounding);
   the kind a compile-time constant. Same operations per element as kt_act. */
KT_DEV uint4 ktt_pack8(const float *v, kt_i64 dt) { return dt == 1 ? ktt_pack8t<1>(v) : ktt_pack8t<2>(v); }
template <int K> KT_DEV void ktt_act_h(const kt_train_args &a) {
    const int nin = K == 1 ? 3 : K == 2 ? 1 : 2;
    const kt_i64 units = a.D / 8, n = a.rows * units;
    for (kt_i64 e0 = ktt_gid() * 2; e0 < n; e0 += ktt_gstride() * 2) {
        uint4 x[2][3];
        kt_i64 r[2], k[2];
        r[0] = e0 / units, k[0] = (e0 - r[0] * units) * 8;
        r[1] = k[0] + 8 < a.D ? r[0] : r[0] + 1, k[1] = k[0] + 8 < a.D ? k[0] + 8 : 0;
#pragma unroll
        for (int u = 0; u < 2; u++)
            if (e0 + u < n)
#pragma unroll
                for (int s = 0; s < nin; s++) x[u][s] = ((const uint4 *)a.p[s])[(r[u] * a.ld[s] + k[u]) / 8];
#pragma unroll
        for (int u = 0; u < 2; u++) {
            if (e0 + u >= n) break;
            float v[3][8], o[2][8];
#pragma unroll
            for (int s = 0; s < nin; s++) ktt_unpack8(x[u][s], a.dt[s], v[s]);
#pragma unroll
            for (int j = 0; j < 8; j++) ktt_act1(a, K, v[0][j], nin > 1 ? v[1][j] : 0.0f, nin > 2 ? v[2][j] : 0.0f, &o[0][j], &o[1][j]);
            ((uint4 *)a.p[nin])[(r[u] * a.ld[nin] + k[u]) / 8] = ktt_pack8(o[0], a.dt[nin]);
            if (K == 1) ((uint4 *)a.p[4])[(r[u] * a.ld[4] + k[u]) / 8] = ktt_pack8(o[1], a.dt[4]);
        }
    }
}
KT_KERNEL void kt_act_h(const kt_train_args a) {
    if (a.kind == 0) ktt_act_h<0>(a);
    else if (a.kind == 1) ktt_act_h<1>(a);
    else if (a.kind == 2) ktt_act_h<2>(a);
    else ktt_act_h<3>(a);
}

/* ---- embedding; ids checked on the host. Forward: one thread per output
   element (slots 0 ids, 1 weight, 2 out). Backward (slots 0 dout, 1 ids, 2
   dweight): every element is summed in token order by its one owner,
   without atomics (the CPU's order). With flags 1 (a small vocabulary) a
   block owns 256 columns of vocabulary row blockIdx.y and lists, 256
   tokens at a time, the positions of the tokens that are its row, then
   adds their rows; else one thread per column walks the tokens and adds
   into the row of each. n: 1 when ids are int64. */
KT_KERNEL void kt_emb_fwd(const kt_train_args a) {
    const kt_i64 n = a.rows * a.D;
    for (kt_i64 e = ktt_gid(); e < n; e += ktt_gstride()) {
        const kt_i64 r = e / a.D, k = e - r * a.D;
        ktt_st(a.p[2], r * a.ld[2] + k, a.dt[2], ktt_ld(a.p[1], ktt_id(a.p[0], r, a.n) * a.ld[1] + k, a.dt[1]));
    }
}
KT_KERNEL void kt_emb_bwd(const kt_train_args a) {
    const kt_i64 c = ktt_gid();
    float *dw = (float *)a.p[2];
    if (a.flags & 1) {
        /* per chunk of 256 tokens: the positions of this row's tokens, in
           order (counts of KTT_FLAGS flags, then each match's place), then the adds */
        __shared__ kt_i64 list[KTT_THREADS];
        __shared__ int flag[KTT_THREADS], cnt[KTT_THREADS / KTT_FLAGS];
        const kt_i64 v = (kt_i64)blockIdx.y;
        const int tid = (int)ktt_tid();
        float acc = c < a.D ? dw[v * a.ld[2] + c] : 0.0f;
        for (kt_i64 r0 = 0; r0 < a.rows; r0 += KTT_THREADS) {
            const kt_i64 n = a.rows - r0 < KTT_THREADS ? a.rows - r0 : KTT_THREADS;
            flag[tid] = tid < n && ktt_id(a.p[1], r0 + tid, a.n) == v;
            __syncthreads();
            if (tid < KTT_THREADS / KTT_FLAGS) {
                int k = 0;
                for (int j = 0; j < KTT_FLAGS; j++) k += flag[tid * KTT_FLAGS + j];
                cnt[tid] = k;
            }
            __syncthreads();
            int total = 0;
            for (int g = 0; g < KTT_THREADS / KTT_FLAGS; g++) total += cnt[g];
            if (flag[tid]) {
                int pos = 0;
                for (int g = 0; g < tid / KTT_FLAGS; g++) pos += cnt[g];
                for (int j = tid - tid % KTT_FLAGS; j < tid; j++) pos += flag[j];
                list[pos] = r0 + tid;
            }
            __syncthreads();
            if (c < a.D)
                for (int j = 0; j < total; j++) acc = __fadd_rn(acc, ktt_ld(a.p[0], list[j] * a.ld[0] + c, a.dt[0]));
            __syncthreads();
        }
        if (c < a.D) dw[v * a.ld[2] + c] = acc;
        return;
    }
    if (c >= a.D) return;
    for (kt_i64 r = 0; r < a.rows; r++) {
        float *e = dw + ktt_id(a.p[1], r, a.n) * a.ld[2] + c;
        *e = __fadd_rn(*e, ktt_ld(a.p[0], r * a.ld[0] + c, a.dt[0]));
    }
}

/* ---- fused cross-entropy: one block per row; slots 0 logits, 1 targets,
   2 losses (the caller's or scratch), 3 dlogits (may be logits: every
   element is read by the thread that writes it, after the row's sums).
   f[0] label smoothing, f[1] gradient scale; n: 1 when targets are int64. */
KT_KERNEL void kt_ce(const kt_train_args a) {
    __shared__ float shm[KTT_THREADS], shs[KTT_THREADS];
    const kt_i64 V = a.D;
    const float eps = a.f[0], scale = a.f[1], sm = __fdiv_rn(eps, (float)V);
    for (kt_i64 r = blockIdx.x; r < a.rows; r += gridDim.x) {
        const kt_i64 tg = ktt_id(a.p[1], r, a.n);
        const int t = (int)threadIdx.x;
        if (tg < 0) {
            if (threadIdx.x == 0) ((float *)a.p[2])[r] = 0.0f;
            if (a.p[3])
                for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) ktt_st(a.p[3], r * a.ld[3] + k, a.dt[3], 0.0f);
            continue;
        }
        float m = KT_NEG_INF, s = 0.0f, sl = 0.0f;
        for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) {
            const float x = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);
            sl = __fadd_rn(sl, x);
            if (x > m) {
                s = m == KT_NEG_INF ? 0.0f : __fmul_rn(s, expf(__fsub_rn(m, x)));
                m = x;
            }
            s = __fadd_rn(s, expf(__fsub_rn(x, m)));
        }
        /* (max, sum) pairs merged along the tree */
        shm[t] = m;
        shs[t] = s;
        __syncthreads();
        for (int h = KTT_THREADS / 2; h > 0; h >>= 1) {
            if (t < h) {
                const float m0 = shm[t], m1 = shm[t + h], mm = m0 > m1 ? m0 : m1;
                float s0 = shs[t], s1 = shs[t + h];
                if (mm != KT_NEG_INF) {
                    s0 = m0 == KT_NEG_INF ? 0.0f : __fmul_rn(s0, expf(__fsub_rn(m0, mm)));
                    s1 = m1 == KT_NEG_INF ? 0.0f : __fmul_rn(s1, expf(__fsub_rn(m1, mm)));
                }
                shm[t] = mm;
                shs[t] = __fadd_rn(s0, s1);
            }
            __syncthreads();
        }
        const float lse = __fadd_rn(shm[0], logf(shs[0]));
        __syncthreads();
        sl = ktt_sum(sl, shs);
        const float lt = ktt_ld(a.p[0], r * a.ld[0] + tg, a.dt[0]);
        if (threadIdx.x == 0)
            ((float *)a.p[2])[r] = __fsub_rn(__fsub_rn(lse, __fmul_rn(__fsub_rn(1.0f, eps), lt)), __fmul_rn(sm, sl));
        if (!a.p[3]) continue;
        __syncthreads(); /* lt is read before dlogits overwrite logits */
        for (kt_i64 k = ktt_tid(); k < V; k += KTT_THREADS) {
            const float x = ktt_ld(a.p[0], r * a.ld[0] + k, a.dt[0]);
            float d = __fmul_rn(__fsub_rn(expf(__fsub_rn(x, lse)), sm), scale);
            if (k == tg) d = __fsub_rn(d, __fmul_rn(__fsub_rn(1.0f, eps), scale));
            ktt_st(a.p[3], r * a.ld[3] + k, a.dt[3], d);
        }
    }
}
/* Mean loss: one block; slots 2 losses, 4 mean; n rows not ignored. */
KT_KERNEL void kt_ce_mean(const kt_train_args a) {
    __shared__ double sh[KTT_THREADS];
    double s = 0.0;
    for (kt_i64 r = ktt_tid(); r < a.rows; r += KTT_THREADS) s = kt_dadd_rn(s, (double)((const float *)a.p[2])[r]);
    s = ktt_dsum(s, sh);
    if (threadIdx.x == 0) ((float *)a.p[4])[0] = a.n ? (float)(s / (double)a.n) : 0.0f;
}

/* ---- AdamW: the CPU's operations in its order on each element
   (bit-identical for f32 state). slots 0 param, 1 grad, 2 m, 3 v,
   4 param_copy; f: b1, b2, eps, decay, grad scale, c1, c2, 1 - b1, 1 - b2.
   flags 1: 8 elements a thread through 16-byte loads (the host checks
   every slot's base), the last rows % 8 one a thread; else one a thread. */
KT_DEV void ktt_adamw1(const kt_train_args &a, float g, float &p, float &m, float &v) {
    const float gi = __fmul_rn(g, a.f[4]);
    m = __fadd_rn(__fmul_rn(a.f[0], m), __fmul_rn(a.f[7], gi));
    v = __fadd_rn(__fmul_rn(a.f[1], v), __fmul_rn(__fmul_rn(a.f[8], gi), gi));
    p = __fsub_rn(__fmul_rn(p, a.f[3]), __fdiv_rn(__fmul_rn(a.f[5], m), __fadd_rn(__fmul_rn(__fsqrt_rn(v), a.f[6]), a.f[2])));
}
KT_KERNEL void kt_adamw(const kt_train_args a) {
    const kt_i64 n8 = (a.flags & 1) ? a.rows / 8 : 0;
    for (kt_i64 e = ktt_gid(); e < n8; e += ktt_gstride()) {
        float p[8], g[8], m[8], v[8];
        ktt_ld8(a.p[0], e * 8, 0, p);
        ktt_ld8(a.p[1], e * 8, a.dt[1], g);
        ktt_ld8(a.p[2], e * 8, a.dt[2], m);
        ktt_ld8(a.p[3], e * 8, a.dt[3], v);
        for (int j = 0; j < 8; j++) ktt_adamw1(a, g[j], p[j], m[j], v[j]);
        ktt_st8(a.p[0], e * 8, 0, p);
        ktt_st8(a.p[2], e * 8, a.dt[2], m);
        ktt_st8(a.p[3], e * 8, a.dt[3], v);
        if (a.p[4]) ktt_st8(a.p[4], e * 8, a.dt[4], p);
    }
    for (kt_i64 i = n8 * 8 + ktt_gid(); i < a.rows; i += ktt_gstride()) {
        float p = ((const float *)a.p[0])[i], m = ktt_ld(a.p[2], i, a.dt[2]), v = ktt_ld(a.p[3], i, a.dt[3]);
        ktt_adamw1(a, ktt_ld(a.p[1], i, a.dt[1]), p, m, v);
        ((float *)a.p[0])[i] = p;
        ktt_st(a.p[2], i, a.dt[2], m);
        ktt_st(a.p[3], i, a.dt[3], v);
        if (a.p[4]) ktt_st(a.p[4], i, a.dt[4], p);
    }
}

/* ---- sum of squares: block b sums chunk b (a.T elements) into the f64
   partial p[2][b]; then one block (flags 1) sums the a.n partials into the
   f32 out (p[1]). f32 squares are exact in f64. */
KT_KERNEL void kt_sum_squares(const kt_train_args a) {
    __shared__ double sh[KTT_THREADS];
    double s = 0.0;
    if (a.flags & 1) {
        for (kt_i64 b = ktt_tid(); b < a.n; b += KTT_THREADS) s = kt_dadd_rn(s, ((const double *)a.p[2])[b]);
        s = ktt_dsum(s, sh);
        if (threadIdx.x == 0) ((float *)a.p[1])[0] = (float)s;
        return;
    }
    const kt_i64 i0 = (kt_i64)blockIdx.x * a.T, i1 = i0 + a.T < a.rows ? i0 + a.T : a.rows;
    if (a.flags & 2) { /* 8 elements a thread through 16-byte loads (a.T % 8 == 0, the host checks the base), then the rest */
        const kt_i64 e1 = i0 + (i1 - i0) / 8 * 8;
        /* 4 units loaded before they are added (in the same order) */
        for (kt_i64 i = i0 + ktt_tid() * 8; i < e1; i += KTT_THREADS * 8 * 4) {
            float x[4][8];
#pragma unroll
            for (int u = 0; u < 4; u++)
                if (i + u * KTT_THREADS * 8 < e1) ktt_ld8(a.p[0], i + u * KTT_THREADS * 8, a.dt[0], x[u]);
#pragma unroll
            for (int u = 0; u < 4; u++)
                if (i + u * KTT_THREADS * 8 < e1)
#pragma unroll
                    for (int j = 0; j < 8; j++) s = kt_dadd_rn(s, (double)x[u][j] * (double)x[u][j]);
        }
        for (kt_i64 i = e1 + ktt_tid(); i < i1; i += KTT_THREADS) {
            const double x = (double)ktt_ld(a.p[0], i, a.dt[0]);
            s = kt_dadd_rn(s, x * x);
        }
    } else {
        for (kt_i64 i = i0 + ktt_tid(); i < i1; i += KTT_THREADS) {
            const double x = (double)ktt_ld(a.p[0], i, a.dt[0]);
            s = kt_dadd_rn(s, x * x);
        }
    }
    s = ktt_dsum(s, sh);
    if (threadIdx.x == 0) ((double *)a.p[2])[blockIdx.x] = s;
}

/* ---- matmul: c[M,N] = alpha op(a) op(b) + beta c. A block computes a
   64 x 64 tile of c, each thread 4 x 4 outputs (rows ty + 16i, columns
   tx + 16j), every output summed in k order; op(a) and op(b) pass through
   shared memory 16 values of k at a time, each loaded along its unit-stride
   dim where it has one. op(a)[m][k] at m * sd[0] + k * ld[0], op(b)[k][n]
   at k * ld[1] + n * sd[1], c[m][n] at m * ld[2] + n * sd[2]. f[0] alpha,
   f[1] beta (0: c unread). */
#define KTT_MT 64 /* tile of c */
#define KTT_KT 16 /* k per step */
KT_KERNEL void kt_tr_matmul(const kt_train_args a) {
    __shared__ float as[KTT_KT][KTT_MT + 1], bs[KTT_KT][KTT_MT + 1];
    const int t = (int)threadIdx.x, tx = t % 16, ty = t / 16;
    const kt_i64 m0 = (kt_i64)blockIdx.y * KTT_MT, n0 = (kt_i64)blockIdx.x * KTT_MT;
    const int a_kfast = a.ld[0] == 1, b_nfast = a.sd[1] == 1 || a.ld[1] != 1;
    float acc[4][4];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) acc[i][j] = 0.0f;
    for (kt_i64 k0 = 0; k0 < a.K; k0 += KTT_KT) {
        for (int q = 0; q < KTT_MT * KTT_KT / KTT_THREADS; q++) {
            const int e = t + q * KTT_THREADS;
            const int am = a_kfast ? e / KTT_KT : e % KTT_MT, ak = a_kfast ? e % KTT_KT : e / KTT_MT;
            const int bn = b_nfast ? e % KTT_MT : e / KTT_KT, bk = b_nfast ? e / KTT_MT : e % KTT_KT;
            const kt_i64 m = m0 + am, n = n0 + bn, ka = k0 + ak, kb = k0 + bk;
            as[ak][am] = m < a.M && ka < a.K ? ktt_ld(a.p[0], m * a.sd[0] + ka * a.ld[0], a.dt[0]) : 0.0f;
            bs[bk][bn] = n < a.N && kb < a.K ? ktt_ld(a.p[1], kb * a.ld[1] + n * a.sd[1], a.dt[1]) : 0.0f;
        }
        __syncthreads();
        for (int k = 0; k < KTT_KT; k++) {
            float ra[4], rb[4];
            for (int i = 0; i < 4; i++) ra[i] = as[k][ty + 16 * i], rb[i] = bs[k][tx + 16 * i];
            for (int i = 0; i < 4; i++)
                for (int j = 0; j < 4; j++) acc[i][j] = __fmaf_rn(ra[i], rb[j], acc[i][j]);
        }
        __syncthreads();
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            const kt_i64 m = m0 + ty + 16 * i, n = n0 + tx + 16 * j;
            if (m >= a.M || n >= a.N) continue;
            const kt_i64 o = m * a.ld[2] + n * a.sd[2];
            float v = __fmul_rn(a.f[0], acc[i][j]);
            if (a.f[1] != 0.0f) v = __fadd_rn(v, __fmul_rn(a.f[1], ktt_ld(a.p[2], o, a.dt[2])));
            ktt_st(a.p[2], o, a.dt[2], v);
        }
}
