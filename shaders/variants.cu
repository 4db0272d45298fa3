/* Long-context variants: LSE merge of partial attention results (chunked
   and dilated attention are composed from it by the core). Element dtypes are run-time codes
   (0 f32, 1 f16, 2 bf16), so one specialisation serves every call.
   Argument blocks: shaders/kernel_args.h. */
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

/* VW consecutive elements (1, 4 or 8; vectors aligned to their size for
   16-bit dtypes, to 16 bytes for f32). */
template <int VW> KT_DEV void kt_ldv(kt_u64 p, kt_i64 i, kt_i64 dt, float *x) {
    if (dt == 0) {
#pragma unroll
        for (int c = 0; c < VW; c += 4) {
            const float4 v = *(const float4 *)((const float *)p + i + c);
            x[c] = v.x; x[c + 1] = v.y; x[c + 2] = v.z; x[c + 3] = v.w;
        }
    } else {
        kt_u32 w[VW / 2];
        if (VW == 8) {
            const uint4 v = *(const uint4 *)((const kt_u16 *)p + i);
            w[0] = v.x; w[1] = v.y; w[VW / 2 - 2] = v.z; w[VW / 2 - 1] = v.w;
        } else {
            const uint2 v = *(const uint2 *)((const kt_u16 *)p + i);
            w[0] = v.x; w[1] = v.y;
        }
#pragma unroll
        for (int e = 0; e < VW; e++) {
            const kt_u16 h = (kt_u16)(e & 1 ? w[e >> 1] >> 16 : w[e >> 1] & 0xffffu);
            x[e] = dt == 1 ? kt_f16_to_f32(h) : kt_bf16_to_f32(h);
        }
    }
}
template <> KT_DEV void kt_ldv<1>(kt_u64 p, kt_i64 i, kt_i64 dt, float *x) { x[0] = kt_var_ld(p, i, dt); }
template <int VW> KT_DEV void kt_stv(kt_u64 p, kt_i64 i, kt_i64 dt, const float *x) {
    if (dt == 0) {
#pragma unroll
        for (int c = 0; c < VW; c += 4) {
            float4 v;
            v.x = x[c]; v.y = x[c + 1]; v.z = x[c + 2]; v.w = x[c + 3];
            *(float4 *)((float *)p + i + c) = v;
        }
    } else {
        kt_u32 w[VW / 2];
#pragma unroll
        for (int e = 0; e < VW; e += 2) {
            const kt_u32 lo = dt == 1 ? kt_f32_to_f16(x[e]) : kt_f32_to_bf16(x[e]);
            const kt_u32 hi = dt == 1 ? kt_f32_to_f16(x[e + 1]) : kt_f32_to_bf16(x[e + 1]);
            w[e >> 1] = lo | (hi << 16);
        }
        if (VW == 8) {
            uint4 v;
            v.x = w[0]; v.y = w[1]; v.z = w[VW / 2 - 2]; v.w = w[VW / 2 - 1];
            *(uint4 *)((kt_u16 *)p + i) = v;
        } else {
            uint2 v;
            v.x = w[0]; v.y = w[1];
            *(uint2 *)((kt_u16 *)p + i) = v;
        }
    }
}
template <> KT_DEV void kt_stv<1>(kt_u64 p, kt_i64 i, kt_i64 dt, const float *x) { kt_var_st(p, i, dt, x[0]); }
/* row -> (b, h, i) of [B, H, N]; 32-bit division when the rows fit (64-bit
   division costs far more than the row's loads) */
KT_DEV void kt_var_split(kt_i64 row, kt_i64 H, kt_i64 N, kt_i64 rows, kt_i64 &b, kt_i64 &h, kt_i64 &i) {
    if (rows <= 0xffffffffll) {
        const kt_u32 r = (kt_u32)row, n = (kt_u32)N, bh = r / n;
        i = r - bh * n;
        b = bh / (kt_u32)H;
        h = bh - (kt_u32)b * (kt_u32)H;
    } else {
        const kt_i64 bh = row / N;
        i = row - bh * N;
        b = bh / H;
        h = bh - b * H;
    }
}

/* out = (wa*a + wb*b) / (wa + wb), lse = m + log(wa + wb). A row is handled
   by gs lanes (a power of two), VW elements a lane per step: vw 8 and 4 need
   unit element strides and rows aligned to the vector, vw 1 takes any
   strides. An empty side (flag set) counts as LSE -inf and is never read.
   out/lse may alias a or b element for element: every lane reads its
   elements before writing them, and the LSE is written after the whole warp
   has read it. */
typedef ktorch__cu_merge_args kt_merge_args; /* shaders/kernel_args.h */
template <int VW> KT_DEV void kt_merge_rows(const kt_merge_args &a, int gs) {
    const kt_i64 rows = a.B * a.H * a.N;
    const int lane = threadIdx.x & (KT_LANES - 1), rpw = KT_LANES / gs, sub = lane / gs, gl = lane - sub * gs;
    const kt_i64 step = (kt_i64)gridDim.x * (blockDim.x >> KT_LANES_SHIFT) * rpw;
    for (kt_i64 base = ((kt_i64)blockIdx.x * (blockDim.x >> KT_LANES_SHIFT) + (threadIdx.x >> KT_LANES_SHIFT)) * rpw; base < rows; base += step) {
        const kt_i64 row = base + sub;
        const int live = row < rows;
        kt_i64 b = 0, h = 0, i = 0;
        float m = KT_NEG_INF, den = 0.0f;
        if (live) {
            kt_var_split(row, a.H, a.N, rows, b, h, i);
            const float fa = a.a_empty ? KT_NEG_INF : ((const float *)a.la)[b * a.las[0] + h * a.las[1] + i * a.las[2]];
            const float fb = a.b_empty ? KT_NEG_INF : ((const float *)a.lb)[b * a.lbs[0] + h * a.lbs[1] + i * a.lbs[2]];
            float wa = 0.0f, wb = 0.0f;
            m = (fa != fa || fb != fb) ? fa + fb : fmaxf(fa, fb);
            if (m != KT_NEG_INF) {
                wa = expf(fa - m);
                wb = expf(fb - m);
            }
            den = wa + wb;
            const float inv = den > 0.0f ? 1.0f / den : (den != den ? den : 0.0f);
            const kt_i64 ao = b * a.as[0] + h * a.as[1] + i * a.as[2], bo = b * a.bs[0] + h * a.bs[1] + i * a.bs[2];
            const kt_i64 oo = b * a.os[0] + h * a.os[1] + i * a.os[2];
            for (kt_i64 d = (kt_i64)gl * VW; d < a.D; d += (kt_i64)gs * VW) {
                float x[VW], y[VW];
#pragma unroll
                for (int e = 0; e < VW; e++) x[e] = 0.0f;
                if (wa != 0.0f) {
                    kt_ldv<VW>(a.a, ao + d * (VW == 1 ? a.as[3] : 1), a.a_dt, y);
#pragma unroll
                    for (int e = 0; e < VW; e++) x[e] = wa * y[e];
                }
                if (wb != 0.0f) {
                    kt_ldv<VW>(a.b, bo + d * (VW == 1 ? a.bs[3] : 1), a.b_dt, y);
#pragma unroll
                    for (int e = 0; e < VW; e++) x[e] += wb * y[e];
                }
#pragma unroll
                for (int e = 0; e < VW; e++) x[e] *= inv;
                kt_stv<VW>(a.o, oo + d * (VW == 1 ? a.os[3] : 1), a.o_dt, x);
            }
        }
        kt_syncwarp();
        if (live && a.lo && gl == 0)
            ((float *)a.lo)[b * a.los[0] + h * a.los[1] + i * a.los[2]] = den > 0.0f || den != den ? m + logf(den) : KT_NEG_INF;
    }
}
KT_KERNEL void kt_merge(const kt_merge_args a) {
    if (a.vw == 8) kt_merge_rows<8>(a, (int)a.gs);
    else if (a.vw == 4) kt_merge_rows<4>(a, KT_LANES);
    else kt_merge_rows<1>(a, KT_LANES);
}
