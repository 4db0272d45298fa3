/* Skinny products y[M,N] = x[M,K] W[N,K]^T with quantized W and M <= 16 (kind 10).
   Decode is bound by the bytes of W: every W byte is read once, with wide
   read-only loads, and decoded in registers straight into the B operand of
   mma.sync m16n8k16 (x's 16-bit type); x rows are the A operand (rows >= M
   are zeros), read from L1/L2. A lane works on groups of KT_STAGES units
   per tile and loads the next group before the current one's math.
   The k order inside an mma is free as long as A and B agree: lane t of a
   quad takes E consecutive elements of its W row ("a unit"), and in mma i
   its B slots {2t, 2t+1} and {2t+8, 2t+9} hold unit elements 4i..4i+1 and
   4i+2..4i+3; its A slots take the same elements of the x rows, so every
   lane reads contiguous bytes of W and of x.
   A warp owns KT_MT tiles of 8 W rows; the KT_WARPS warps of a block share
   those rows and take turns over chunks of 4E elements of K; their partial
   sums are added in warp order. gridDim.y > 1 splits K: raw sums go to
   a.part and kt_gemv_reduce adds them in split order (no atomics).
   KT_MASK is the W format: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4,
   4 nvfp4, 5 mxfp8_e4m3, 6 mxfp8_e5m2, 7 mxfp6_e2m3, 8 mxfp6_e3m2,
   9 mxint8, 10 q8_0, 11 q4_0 (ktorch__cu_gemv_fmt). KT_DTYPE: x f16 (0)
   or bf16 (1). Each W element becomes decode(code) * scale in f32, rounded
   once to x's type, as in gemm.cu. */

typedef ktorch__cu_gemv_args kt_gemv_args; /* shaders/kernel_args.h */

#define KTV_F KT_MASK
#define KTV_NT KT_MT         /* 8-row tiles per warp */
#define KTV_WARPS KT_WARPS   /* warps per block, sharing the rows */
#define KTV_U KT_STAGES      /* units per lane and tile in flight */
#define KTV_8BIT (KTV_F <= 2 || KTV_F == 5 || KTV_F == 6 || KTV_F == 9)
#define KTV_E (KTV_8BIT ? 16 : 32) /* elements per unit */
/* 32-bit words a unit loads: 16 bytes (8-bit codes, fp4), 24 (fp6, one MX block),
   9 aligned words around a 34-byte q8_0 block, 5 around an 18-byte q4_0 block */
#define KTV_RW (KTV_F == 7 || KTV_F == 8 ? 6 : KTV_F == 10 ? 9 : KTV_F == 11 ? 5 : 4)

#if KT_DTYPE == 1
KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_bf16(lo, hi); }
KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_bf16(c, a, b0, b1); }
#else
KT_DEV kt_u32 ktv_pack(float lo, float hi) { return kt_pack2_f16(lo, hi); }
KT_DEV void ktv_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { kt_mma_f16(c, a, b0, b1); }
#endif

/* bits [s, s+32) of hi:lo, s in 0..31 */
KT_DEV kt_u32 ktv_fsr(kt_u32 lo, kt_u32 hi, int s) { return s ? (lo >> s) | (hi << (32 - s)) : lo; }
KT_DEV float ktv_e8m0(kt_u32 c) {
    if (c == 255u) return __uint_as_float(0x7fc00000u);
    if (c == 0u) return __uint_as_float(0x00400000u); /* 2^-127 */
    return __uint_as_float(c << 23);
}
/* Four E2M1 codes (bits 0-15 of w) as two exact f16 pairs: each magnitude's
   f16 high byte from a byte table (0 0.5 1 1.5 2 3 4 6; the low bytes are 0),
   then the signs */
KT_DEV void ktv_e2m1x4(kt_u32 w, kt_u32 &p0, kt_u32 &p1) {
    const kt_u32 hb = kt_prmt(0x3E3C3800u, 0x46444240u, w & 0x7777u);
    p0 = kt_prmt(hb, 0u, 0x1404u) | ((w << 12) & 0x8000u) | ((w << 24) & 0x80000000u);
    p1 = kt_prmt(hb, 0u, 0x3424u) | ((w << 4) & 0x8000u) | ((w << 16) & 0x80000000u);
}

/* Loads the unit of row n starting at element k (k % KTV_E == 0) into r. */
KT_DEV void ktv_load(const kt_gemv_args &a, kt_i64 n, kt_i64 k, kt_u32 *r) {
    const kt_u8 *row = (const kt_u8 *)a.w + n * a.ldw;
#if KTV_F == 10 || KTV_F == 11
    /* ggml blocks start at even bytes: aligned words from the block's word,
       the last one only as far as the block reaches */
    const kt_i64 bb = KTV_F == 10 ? 34 : 18;
    const kt_u8 *blk = row + (k >> 5) * bb;
    const kt_u32 *p = (const kt_u32 *)((kt_u64)blk & ~(kt_u64)3);
    const int sh = (int)((kt_u64)blk & 3u);
#pragma unroll
    for (int i = 0; i < KTV_RW - 1; i++) r[i] = __ldg(p + i);
    r[KTV_RW - 1] = sh ? __ldg(p + KTV_RW - 1) : (kt_u32)__ldg((const kt_u16 *)(p + KTV_RW - 1));
#elif KTV_F == 7 || KTV_F == 8
    const uint2 *p = (const uint2 *)(row + (k >> 5) * 24);
#pragma unroll
    for (int i = 0; i < 3; i++) {
        uint2 v = __ldg(p + i);
        r[2 * i] = v.x;
        r[2 * i + 1] = v.y;
    }
#else
    const uint4 v = __ldg((const uint4 *)(row + (KTV_F == 3 || KTV_F == 4 ? k >> 1 : k)));
    r[0] = v.x;
    r[1] = v.y;
    r[2] = v.z;
    r[3] = v.w;
#endif
}

/* The values of 8-bit float codes 2i, 2i+1 of a unit: e5m2 is the top
   byte of an f16; e4m3 converts in pairs where the hardware does */
KT_DEV void ktv_f8pair(const kt_u32 *r, int i, float &f0, float &f1) {
    const kt_u32 w = r[i >> 1] >> (16 * (i & 1));
#if KTV_F == 2 || KTV_F == 6
    kt_h2_to_f32(((w & 0xffu) << 8) | ((w & 0xff00u) << 16), f0, f1);
#elif KT_HW_F8
    kt_h2_to_f32(kt_e4m3x2_to_f16x2((kt_u16)w), f0, f1);
#else
    f0 = kt_e4m3_to_f32(w & 255u);
    f1 = kt_e4m3_to_f32((w >> 8) & 255u);
#endif
}
/* The values of fp6 codes 2i, 2i+1 of a unit (6 words): s.e.m placed in an
   f16 with the same mantissa alignment is the value times 2^-14 (e2m3) or
   2^-12 (e3m2), subnormals included */
KT_DEV void ktv_f6pair(const kt_u32 *r, int i, float &f0, float &f1) {
    kt_u32 c[2], h;
#pragma unroll
    for (int e = 0; e < 2; e++) {
        const int b = 12 * i + 6 * e, w = b >> 5;
        c[e] = ktv_fsr(r[w], r[w < 5 ? w + 1 : 5], b & 31) & 63u;
    }
    h = ((c[0] & 32u) << 10) | ((c[0] & 31u) << (KTV_F == 7 ? 7 : 8)) | ((c[1] & 32u) << 26) | ((c[1] & 31u) << (KTV_F == 7 ? 23 : 24));
    kt_h2_to_f32(h, f0, f1);
    f0 *= KTV_F == 7 ? 16384.0f : 4096.0f;
    f1 *= KTV_F == 7 ? 16384.0f : 4096.0f;
}
/* Byte j (0..15) of four words. */
KT_DEV kt_u32 ktv_byte(const kt_u32 *r, int j) { return (r[j >> 2] >> (8 * (j & 3))) & 255u; }

/* The unit's E elements, decoded and scaled, as E/2 pairs of x's type.
   fp4: exact f16 pairs from the byte table, scaled in f32. */
#if KTV_F == 3 || KTV_F == 4
KT_DEV void ktv_decode(const kt_gemv_args &a, kt_i64 n, kt_i64 k, const kt_u32 *r, kt_u32 *p) {
    float s0, s1;
    if (KTV_F == 3) {
        s0 = s1 = ktv_e8m0(__ldg((const kt_u8 *)a.sw + n * a.w_nb + (k >> 5)));
    } else {
        const kt_u8 *sw = (const kt_u8 *)a.sw + n * a.w_nb + (k >> 4);
        s0 = kt_e4m3_to_f32(__ldg(sw)) * a.tscale;
        s1 = kt_e4m3_to_f32(__ldg(sw + 1)) * a.tscale;
    }
#pragma unroll
    for (int q = 0; q < 8; q++) { /* elements 4q..4q+3 */
        const float s = q < 4 ? s0 : s1;
        kt_u32 h0, h1;
        float f0, f1, f2, f3;
        ktv_e2m1x4(r[q >> 1] >> (16 * (q & 1)), h0, h1);
        kt_h2_to_f32(h0, f0, f1);
        kt_h2_to_f32(h1, f2, f3);
        p[2 * q] = ktv_pack(f0 * s, f1 * s);
        p[2 * q + 1] = ktv_pack(f2 * s, f3 * s);
    }
}
#else
KT_DEV void ktv_decode(const kt_gemv_args &a, kt_i64 n, kt_i64 k, const kt_u32 *r, kt_u32 *p) {
    float v[KTV_E];
#if KTV_F <= 2
    float s0, s1;
    if (a.sw_mode == 2) {
        const float *sw = (const float *)a.sw + n * a.w_nb;
        s0 = __ldg(sw + k / a.w_block);
        s1 = __ldg(sw + (k + 8) / a.w_block);
    } else {
        s0 = s1 = __ldg((const float *)a.sw + (a.sw_mode ? n : 0));
    }
#if KTV_F == 0
#pragma unroll
    for (int j = 0; j < 16; j++) v[j] = (float)(int)(signed char)ktv_byte(r, j) * (j < 8 ? s0 : s1);
#else
#pragma unroll
    for (int i = 0; i < 8; i++) {
        float f0, f1;
        ktv_f8pair(r, i, f0, f1);
        v[2 * i] = f0 * (i < 4 ? s0 : s1);
        v[2 * i + 1] = f1 * (i < 4 ? s0 : s1);
    }
#endif
#elif KTV_F == 10 || KTV_F == 11
    const int sh = (int)(((kt_u64)a.w + n * a.ldw + (k >> 5) * (KTV_F == 10 ? 34 : 18)) & 3u);
    const float d = kt_h_to_f32((kt_u16)(sh ? r[0] >> 16 : r[0] & 0xffffu));
    kt_u32 q[KTV_F == 10 ? 8 : 4]; /* the codes' words */
#pragma unroll
    for (int i = 0; i < (KTV_F == 10 ? 8 : 4); i++) q[i] = sh ? r[i + 1] : ktv_fsr(r[i], r[i + 1], 16);
#if KTV_F == 10
#pragma unroll
    for (int j = 0; j < 32; j++) v[j] = (float)(int)(signed char)((q[j >> 2] >> (8 * (j & 3))) & 255u) * d;
#else
#pragma unroll
    for (int j = 0; j < 32; j++) v[j] = (float)((int)((q[(j & 15) >> 2] >> (8 * (j & 3) + 4 * (j >> 4))) & 15u) - 8) * d;
#endif
#else /* one E8M0 scale per 32 elements */
    const float s = ktv_e8m0(__ldg((const kt_u8 *)a.sw + n * a.w_nb + (k >> 5)));
#if KTV_F == 7 || KTV_F == 8
#pragma unroll
    for (int i = 0; i < 16; i++) {
        float f0, f1;
        ktv_f6pair(r, i, f0, f1);
        v[2 * i] = f0 * s;
        v[2 * i + 1] = f1 * s;
    }
#elif KTV_F == 9
#pragma unroll
    for (int j = 0; j < 16; j++) v[j] = (float)(int)(signed char)ktv_byte(r, j) * 0.015625f * s;
#else
#pragma unroll
    for (int i = 0; i < 8; i++) {
        float f0, f1;
        ktv_f8pair(r, i, f0, f1);
        v[2 * i] = f0 * s;
        v[2 * i + 1] = f1 * s;
    }
#endif
#endif
#pragma unroll
    for (int i = 0; i < KTV_E / 2; i++) p[i] = ktv_pack(v[2 * i], v[2 * i + 1]);
}
#endif

KT_DEV void ktv_store(const kt_gemv_args &a, kt_i64 m, kt_i64 n, float v) {
    if (a.y_dtype == 0) ((float *)a.y)[m * a.ldy + n] = v;
    else if (a.y_dtype == 1) ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_f16(v);
    else ((kt_u16 *)a.y)[m * a.ldy + n] = kt_f32_to_bf16(v);
}

KT_KERNEL void __launch_bounds__(KTV_WARPS * KT_LANES) kt_gemv(const kt_gemv_args a) {
    __shared__ float red[KTV_WARPS][KTV_NT * 4][KT_LANES];
    const int tid = threadIdx.x, lane = tid & (KT_LANES - 1), warp = tid >> KT_LANES_SHIFT;
    const int g = lane >> 2, t = lane & 3;
    const kt_i64 n0 = (kt_i64)blockIdx.x * (KTV_NT * 8);
    const kt_i64 kbeg = (kt_i64)blockIdx.y * a.k_split;
    const kt_i64 kend = kbeg + a.k_split < a.K ? kbeg + a.k_split : a.K;
    const kt_i64 nch = kend > kbeg ? (kend - kbeg + 4 * KTV_E - 1) / (4 * KTV_E) : 0;
    float acc[KTV_NT][4];
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int c = 0; c < 4; c++) acc[i][c] = 0.0f;

    /* a group: KTV_U chunks of this warp; the next group's loads are issued
       before the current group's math */
    kt_u32 raw[KTV_U][KTV_NT][KTV_RW], nxt[KTV_U][KTV_NT][KTV_RW];
    auto load_group = [&](kt_i64 c0) {
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 k = kbeg + (c0 + (kt_i64)u * KTV_WARPS) * (4 * KTV_E) + t * KTV_E;
#pragma unroll
            for (int i = 0; i < KTV_NT; i++) {
                const kt_i64 n = n0 + i * 8 + g;
                if (k < kend && n < a.N) ktv_load(a, n, k, nxt[u][i]);
                else
#pragma unroll
                    for (int w = 0; w < KTV_RW; w++) nxt[u][i][w] = 0u;
            }
        }
    };
    if (warp < nch) load_group(warp);
    for (kt_i64 c0 = warp; c0 < nch; c0 += (kt_i64)KTV_WARPS * KTV_U) {
#pragma unroll
        for (int u = 0; u < KTV_U; u++)
#pragma unroll
            for (int i = 0; i < KTV_NT; i++)
#pragma unroll
                for (int w = 0; w < KTV_RW; w++) raw[u][i][w] = nxt[u][i][w];
        if (c0 + (kt_i64)KTV_WARPS * KTV_U < nch) load_group(c0 + (kt_i64)KTV_WARPS * KTV_U);
#pragma unroll
        for (int u = 0; u < KTV_U; u++) {
            const kt_i64 ci = c0 + (kt_i64)u * KTV_WARPS, k = kbeg + ci * (4 * KTV_E) + t * KTV_E;
            const bool ok = k < kend; /* false in the last chunk's tail: zeros, since mma takes every lane */
            kt_u32 xa[KTV_E / 2], xb[KTV_E / 2]; /* x rows g and g + 8, element pairs of the unit */
            if (ci >= nch) break; /* the same for the whole warp */
#pragma unroll
            for (int h = 0; h < 2; h++) {
                kt_u32 *dst = h ? xb : xa;
                const kt_i64 m = g + 8 * h;
                if (ok && m < a.M) {
                    const uint4 *src = (const uint4 *)((const kt_u16 *)a.x + m * a.ldx + k);
#pragma unroll
                    for (int q = 0; q < KTV_E / 8; q++) {
                        const uint4 v = __ldg(src + q);
                        dst[4 * q] = v.x;
                        dst[4 * q + 1] = v.y;
                        dst[4 * q + 2] = v.z;
                        dst[4 * q + 3] = v.w;
                    }
                } else {
#pragma unroll
                    for (int q = 0; q < KTV_E / 2; q++) dst[q] = 0u;
                }
            }
#pragma unroll
            for (int i = 0; i < KTV_NT; i++) {
                kt_u32 p[KTV_E / 2];
                const kt_i64 n = n0 + i * 8 + g;
                if (ok) ktv_decode(a, n < a.N ? n : 0, k, raw[u][i], p);
                else
#pragma unroll
                    for (int q = 0; q < KTV_E / 2; q++) p[q] = 0u;
#pragma unroll
                for (int j = 0; j < KTV_E / 4; j++) {
                    const kt_u32 af[4] = {xa[2 * j], xb[2 * j], xa[2 * j + 1], xb[2 * j + 1]};
                    ktv_mma(acc[i], af, p[2 * j], p[2 * j + 1]);
                }
            }
        }
    }

    /* c0, c1: x row g, W rows 2t, 2t+1 of the tile; c2, c3: x row g + 8 */
#pragma unroll
    for (int i = 0; i < KTV_NT; i++)
#pragma unroll
        for (int c = 0; c < 4; c++) red[warp][i * 4 + c][lane] = acc[i][c];
    __syncthreads();
    for (int idx = tid; idx < KTV_NT * 4 * KT_LANES; idx += KTV_WARPS * KT_LANES) {
        const int slot = idx >> KT_LANES_SHIFT, ln = idx & (KT_LANES - 1), c = slot & 3;
        const kt_i64 m = (ln >> 2) + 8 * (c >> 1), n = n0 + (slot >> 2) * 8 + 2 * (ln & 3) + (c & 1);
        float s = 0.0f;
        for (int w = 0; w < KTV_WARPS; w++) s += red[w][slot][ln];
        if (m >= a.M || n >= a.N) continue;
        if (gridDim.y > 1) ((float *)a.part)[((kt_i64)blockIdx.y * a.M + m) * a.N + n] = s;
        else ktv_store(a, m, n, s);
    }
}

/* Sum of the split partials in split order, then the store. */
KT_KERNEL void kt_gemv_reduce(const kt_gemv_args a) {
    const kt_i64 total = a.M * a.N, splits = (a.K + a.k_split - 1) / a.k_split;
    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < total; idx += (kt_i64)gridDim.x * blockDim.x) {
        float s = 0.0f;
        for (kt_i64 z = 0; z < splits; z++) s += ((const float *)a.part)[z * total + idx];
        ktv_store(a, idx / a.N, idx % a.N, s);
    }
}
