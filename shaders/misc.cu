/* Element-wise device kernels: strided copies with dtype conversion
   (bit-identical to ktorch.h's host conversions; copies within one dtype
   in 16-byte units where the host finds the layout allows) and the
   split-KV combine. */
typedef ktorch__cu_convert_args kt_convert_args; /* shaders/kernel_args.h */
/* dtype codes follow ktorch_dtype: 0 f32, 1 f16, 2 bf16 */
KT_DEV float kt_load_f32(const void *p, kt_i64 i, int dt) {
    if (dt == 0) return ((const float *)p)[i];
    if (dt == 1) return kt_f16_to_f32(((const kt_u16 *)p)[i]);
    return kt_bf16_to_f32(((const kt_u16 *)p)[i]);
}

KT_KERNEL void kt_convert(const kt_convert_args a) {
    for (kt_i64 idx = (kt_i64)blockIdx.x * blockDim.x + threadIdx.x; idx < a.n; idx += (kt_i64)gridDim.x * blockDim.x) {
        kt_i64 r = idx, so = 0, dof = 0;
        for (int d = 3; d >= 0; d--) {
            kt_i64 c = r % a.shape[d];
            r /= a.shape[d];
            so += c * a.ss[d];
            dof += c * a.ds[d];
        }
        if (a.src_dtype == a.dst_dtype) {
            switch (a.esize) {
            case 1: ((kt_u8 *)a.dst)[dof] = ((const kt_u8 *)a.src)[so]; break;
            case 2: ((kt_u16 *)a.dst)[dof] = ((const kt_u16 *)a.src)[so]; break;
            case 4: ((kt_u32 *)a.dst)[dof] = ((const kt_u32 *)a.src)[so]; break;
            case 8: ((kt_u64 *)a.dst)[dof] = ((const kt_u64 *)a.src)[so]; break;
            default: ((uint4 *)a.dst)[dof] = ((const uint4 *)a.src)[so]; break; /* 16-byte units (the host's choice) */
            }
            continue;
        }
        float x = kt_load_f32((const void *)a.src, so, (int)a.src_dtype);
        if (a.dst_dtype == 0) ((float *)a.dst)[dof] = x;
        else if (a.dst_dtype == 1) ((kt_u16 *)a.dst)[dof] = kt_f32_to_f16(x);
        else ((kt_u16 *)a.dst)[dof] = kt_f32_to_bf16(x);
    }
}

/* Merge split-KV partials: one block per (b, hq, i) row. */
typedef ktorch__cu_combine_args kt_combine_args; /* shaders/kernel_args.h */
KT_KERNEL void kt_combine(const kt_combine_args a) {
    kt_i64 row = blockIdx.x, rows = a.B * a.Hq * a.Nq;
    kt_i64 i = row % a.Nq, hq = (row / a.Nq) % a.Hq, b = row / (a.Nq * a.Hq);
    const float *pl = (const float *)a.part_lse;
    float m = KT_NEG_INF, sum = 0.0f;
    bool nan_part = false; /* a split with NaN scores: NaN output and LSE, as on the CPU */
    for (kt_i64 s = 0; s < a.num_splits; s++) {
        m = fmaxf(m, pl[s * rows + row]);
        nan_part |= pl[s * rows + row] != pl[s * rows + row];
    }
    float mu = m == KT_NEG_INF ? 0.0f : m;
    for (kt_i64 s = 0; s < a.num_splits; s++) sum += expf(pl[s * rows + row] - mu);
    if (nan_part) sum = __int_as_float(0x7fc00000);
    float inv = sum > 0.0f ? 1.0f / sum : sum;
    for (kt_i64 d = threadIdx.x; d < a.D; d += blockDim.x) {
        float acc = 0.0f;
        for (kt_i64 s = 0; s < a.num_splits; s++) {
            float w = expf(pl[s * rows + row] - mu);
            if (w > 0.0f) acc += w * ((const float *)a.part_o)[(s * rows + row) * a.D + d];
        }
        acc *= inv;
        kt_i64 oo = b * a.o_sb + hq * a.o_sh + i * a.o_sn + d;
        if (a.out_dtype == 1) ((kt_u16 *)a.o)[oo] = kt_f32_to_f16(acc);
        else ((kt_u16 *)a.o)[oo] = kt_f32_to_bf16(acc);
    }
    if (a.lse && threadIdx.x == 0)
        ((float *)a.lse)[b * a.l_sb + hq * a.l_sh + i * a.l_sn] = sum > 0.0f || nan_part ? mu + logf(sum) : KT_NEG_INF;
}
