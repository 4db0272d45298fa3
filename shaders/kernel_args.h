/* Argument blocks of the CUDA-dialect kernels, defined once. `make shaders`
   copies this file verbatim into ktorch_cuda.h's implementation, where host
   code fills the blocks, and embeds it as a source that precedes every
   kernel file (after the prelude) when NVRTC compiles one. Both sides check
   the same sizes and offsets at compile time: C99 host code through a
   negative array size, kernels through static_assert.
   Layout rules: 8-byte fields first within each group, 4-byte floats in
   pairs (or padded), no double anywhere (Vulkan push constants and devices
   without f64 cannot carry one). A double that must survive exactly travels
   as three floats (KTORCH__CU_F3_DOUBLE).
   Vulkan push constants hold 128 bytes: the sparse-list, dequantize and
   combine blocks fit; the others need a uniform or storage buffer.
   Kernels name the blocks kt_*_args (typedefs next to their kernels). */
#ifndef KTORCH__KERNEL_ARGS_H
#define KTORCH__KERNEL_ARGS_H

#ifdef KT_DEV /* kernel side: the prelude came first */
typedef kt_u64 ktorch__cu_u64;
typedef kt_i64 ktorch__cu_i64;
#define KTORCH__CU_ARGS_ASSERT(c, id) static_assert(c, #id)
#define KTORCH__CU_ARGS_OFFSET(T, f) KT_OFFSETOF(T, f) /* from the prelude: NVRTC has no offsetof */
#else
typedef uint64_t ktorch__cu_u64;
typedef int64_t ktorch__cu_i64;
#define KTORCH__CU_ARGS_ASSERT(c, id) typedef char ktorch__cu_check_##id[(c) ? 1 : -1]
#define KTORCH__CU_ARGS_OFFSET(T, f) offsetof(T, f)
#endif
#define KTORCH__CU_ARGS_SIZE(T, n) KTORCH__CU_ARGS_ASSERT(sizeof(T) == (n), T##_size)
#define KTORCH__CU_ARGS_AT(T, f, n) KTORCH__CU_ARGS_ASSERT(KTORCH__CU_ARGS_OFFSET(T, f) == (n), T##_##f)
/* f[3] = {hi, mid, lo} of x, each the float nearest the rest of the ones
   before: hi + (mid + lo) is x exactly for x = 0 and 2^-97 <= |x| <= FLT_MAX
   (mid + lo is x - hi, which has at most 29 significant bits). */
#define KTORCH__CU_F3_DOUBLE(f) ((double)(f)[0] + ((double)(f)[1] + (double)(f)[2]))

/* ---- attention.cu ---- */
/* Flash attention (kinds 0, 1, 3, 4): pointers, strides in elements, shapes,
   masks and windows, split-KV partials. */
typedef struct ktorch__cu_attn_args {
    ktorch__cu_u64 q, k, v, o, lse, mask, alibi, part_o, part_lse;
    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn;
    ktorch__cu_i64 l_sb, l_sh, l_sn, m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 mask_type, B, Hq, Hk, Nq, Nk, group, pack, wflags, wl, wr, num_splits, split_keys, rows;
    float scale, softcap;
} ktorch__cu_attn_args;
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, q_sb, 72);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, l_sb, 168);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, mask_type, 224);
KTORCH__CU_ARGS_AT(ktorch__cu_attn_args, scale, 336);
KTORCH__CU_ARGS_SIZE(ktorch__cu_attn_args, 344);

/* Third argument of the kind 4 kernel (second of kind 0 masks 2 and 3):
   the block-sparse tile lists, or for kind 4's dense kernel the pairing flag
   (CTA x runs row blocks R-1-x and x). */
typedef struct ktorch__cu_sparse_args {
    ktorch__cu_u64 cnt, idx, bmask;
    ktorch__cu_i64 T, bq, bk, m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 pair;
} ktorch__cu_sparse_args;
KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, T, 24);
KTORCH__CU_ARGS_AT(ktorch__cu_sparse_args, pair, 80);
KTORCH__CU_ARGS_SIZE(ktorch__cu_sparse_args, 88);

/* Paged KV cache decode (kind 9): the attention block, then the block table,
   context lengths, pages and their per-token scales (strides in bytes). */
typedef struct ktorch__cu_paged_args {
    ktorch__cu_attn_args a;
    ktorch__cu_u64 bt, lens, kp, vp, ksc, vsc;
    ktorch__cu_i64 bt_sb, bt_sp, page, kp_sp, kp_sh, kp_ss, vp_sp, vp_sh, vp_ss;
    ktorch__cu_i64 ks_sp, ks_sh, ks_ss, vs_sp, vs_sh, vs_ss, kq, vq; /* kq/vq: 1 i8, 2 e4m3, 3 e5m2 */
} ktorch__cu_paged_args;
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt, 344);
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, bt_sb, 392);
KTORCH__CU_ARGS_AT(ktorch__cu_paged_args, vq, 520);
KTORCH__CU_ARGS_SIZE(ktorch__cu_paged_args, 528);

/* Cache append and its non-finite check (kind 9); strides in bytes. */
typedef struct ktorch__cu_append_args {
    ktorch__cu_u64 src, dst, dsc, nsc, bt, lens, flag;
    ktorch__cu_i64 s_sb, s_sh, s_st, s_se, d_sp, d_sh, d_ss, d_se, c_sp, c_sh, c_ss, n_sb, n_sh, n_st;
    ktorch__cu_i64 bt_sb, bt_sp, page, B, Hk, T, n, mode, src_dt, dst_dt, side;
} ktorch__cu_append_args;
KTORCH__CU_ARGS_AT(ktorch__cu_append_args, s_sb, 56);
KTORCH__CU_ARGS_AT(ktorch__cu_append_args, bt_sb, 168);
KTORCH__CU_ARGS_SIZE(ktorch__cu_append_args, 256);

/* ---- misc.cu ---- */
/* Strided copies with dtype conversion; strides in elements. */
typedef struct ktorch__cu_convert_args {
    ktorch__cu_u64 src, dst;
    ktorch__cu_i64 shape[4], ss[4], ds[4];
    ktorch__cu_i64 n, src_dtype, dst_dtype, esize;
} ktorch__cu_convert_args;
KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, shape, 16);
KTORCH__CU_ARGS_AT(ktorch__cu_convert_args, n, 112);
KTORCH__CU_ARGS_SIZE(ktorch__cu_convert_args, 144);

/* Split-KV combine: one block per (b, hq, i) row. */
typedef struct ktorch__cu_combine_args {
    ktorch__cu_u64 part_o, part_lse, o, lse;
    ktorch__cu_i64 B, Hq, Nq, D, num_splits, out_dtype;
    ktorch__cu_i64 o_sb, o_sh, o_sn, l_sb, l_sh, l_sn;
} ktorch__cu_combine_args;
KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, B, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_combine_args, l_sn, 120);
KTORCH__CU_ARGS_SIZE(ktorch__cu_combine_args, 128);

/* ---- quant.cu ---- */
/* Quantization and dequantization, every format (kind 5). */
typedef struct ktorch__cu_q_args {
    ktorch__cu_u64 x, data, scale, zp, scr, aux, out;
    ktorch__cu_i64 n, R, K, xdt, odt, kind, elem, ebits, mbits, emax;
    ktorch__cu_i64 gran, axis_last, inner, nch, nsc, group, ngroups, nblk, margin, noclip, units, direct, rows_per_unit;
    float fmax, fixed_mul, tscale, pad; /* tscale: nvfp4's tensor scale when dequantizing, or given when quantizing (else 0) */
    ktorch__cu_u64 err;                 /* device word of rejected rows (0: none to report here) */
    ktorch__cu_i64 tag, lanes, flat;    /* tag | row goes to err; lanes per block; flat: K % block == 0 */
    ktorch__cu_i64 fast, sshift, sdiv, smod; /* 16-element chunks (kt_dq, kt_q_encode, kt_q_block); scale index of element e: (e >> sshift or e / sdiv) % smod (0: none) */
    ktorch__cu_i64 fuse;  /* kt_q_encode's 16-element path, per tensor: the scale from the keys, no kt_q_params_k */
    ktorch__cu_i64 span;  /* kt_q_encode, one pass: channel c is elements [c * span, (c + 1) * span) (kt_q_chan_run) */
    ktorch__cu_u64 host;  /* kt_q_stats: mapped host words for scale 0's keys and the error word (0: none) */
    ktorch__cu_i64 keep;  /* kt_q_stats's packed path: bytes at the front of x read at normal L2 priority, the rest evict-first */
} ktorch__cu_q_args;
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, n, 56);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, gran, 136);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, fmax, 240);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, err, 256);
KTORCH__CU_ARGS_AT(ktorch__cu_q_args, keep, 344);
/* The error word holds tag | row: rows below 2^KTORCH__CUQ_ROW_BITS, then
   KTORCH__CUQ_RANGE on a row that int8_asym refuses for a scale whose range
   overflows f32, or q8_0 / q4_0 for a block whose f16 d overflows (so the
   smallest word names a NaN/Inf row first, as the CPU checks them first),
   then the format (4 bits) and the call count. */
#define KTORCH__CUQ_ROW_BITS 39
#define KTORCH__CUQ_RANGE ((ktorch__cu_i64)1 << KTORCH__CUQ_ROW_BITS)
KTORCH__CU_ARGS_SIZE(ktorch__cu_q_args, 352);

/* fp8 casts (ktorch_tensor_copy between f32/f16/bf16/fp8). */
typedef struct ktorch__cu_q_cast_args {
    ktorch__cu_u64 src, dst;
    ktorch__cu_i64 shape[4], ss[4], ds[4];
    ktorch__cu_i64 n, src_dtype, dst_dtype, saturate, contiguous;
    ktorch__cu_i64 vec; /* float -> fp8, both addresses 16-byte aligned: 16-element vectors */
} ktorch__cu_q_cast_args;
KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, n, 112);
KTORCH__CU_ARGS_AT(ktorch__cu_q_cast_args, vec, 152);
KTORCH__CU_ARGS_SIZE(ktorch__cu_q_cast_args, 160);

/* ---- gemm.cu ---- */
/* Matrix products y[M,N] = x[M,K] W[N,K]^T (kind 6). */
typedef struct ktorch__cu_gemm_args {
    ktorch__cu_u64 x, w, y, sx, sw, part;
    ktorch__cu_i64 M, N, K;          /* K in elements */
    ktorch__cu_i64 ldx, ldw, ldy;    /* row strides in elements (W: of its codes; packed fp4 rows use K) */
    ktorch__cu_i64 y_dtype;          /* ktorch dtype code: 0 f32, 1 f16, 2 bf16, 8 i32 */
    ktorch__cu_i64 sx_rows, sw_rows; /* 8-bit modes: scale per row (1) or one scale (0); 16-bit: no scales */
    ktorch__cu_i64 wfmt;             /* quantized W: 0 int8, 1 fp8_e4m3, 2 fp8_e5m2, 3 mxfp4, 4 nvfp4, 5 mxfp8_e4m3 */
    ktorch__cu_i64 w_nb, w_block;    /* quantized W: scales per row and elements per scale (0: per row / tensor) */
    ktorch__cu_i64 k_split;          /* elements of K per split (multiple of the stage) */
    float tscale, pad;               /* nvfp4 tensor scale */
} ktorch__cu_gemm_args;
KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, M, 48);
KTORCH__CU_ARGS_AT(ktorch__cu_gemm_args, tscale, 152);
KTORCH__CU_ARGS_SIZE(ktorch__cu_gemm_args, 160);

/* ---- gemv.cu ---- */
/* Quantized W at M <= 16: W rows of ldw bytes; scales as ktorch_qtensor holds them. */
typedef struct ktorch__cu_gemv_args {
    ktorch__cu_u64 x, w, y, sw, part;
    ktorch__cu_i64 M, N, K;       /* K in elements */
    ktorch__cu_i64 ldx, ldy, ldw; /* x, y: row strides in elements; W: bytes per row */
    ktorch__cu_i64 y_dtype;       /* 0 f32, 1 f16, 2 bf16 */
    ktorch__cu_i64 sw_mode;       /* int8/fp8: 0 one scale, 1 one per row, 2 groups of w_block */
    ktorch__cu_i64 w_nb, w_block; /* scales per row and elements per scale */
    ktorch__cu_i64 k_split;       /* elements of K per split (a multiple of the chunk) */
    float tscale, pad;            /* nvfp4 tensor scale */
} ktorch__cu_gemv_args;
KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, M, 40);
KTORCH__CU_ARGS_AT(ktorch__cu_gemv_args, tscale, 128);
KTORCH__CU_ARGS_SIZE(ktorch__cu_gemv_args, 136);

/* ---- variants.cu ---- */
/* LSE merge of two partial attention outputs. */
typedef struct ktorch__cu_merge_args {
    ktorch__cu_u64 a, la, b, lb, o, lo;
    ktorch__cu_i64 as[4], bs[4], os[4], las[3], lbs[3], los[3];
    ktorch__cu_i64 B, H, N, D, a_dt, b_dt, o_dt, a_empty, b_empty, vw, gs;
} ktorch__cu_merge_args;
KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, as, 48);
KTORCH__CU_ARGS_AT(ktorch__cu_merge_args, B, 216);
KTORCH__CU_ARGS_SIZE(ktorch__cu_merge_args, 304);

/* ---- sparse.cu ---- */
/* Key tiles per CTA of the block-sparse attention kernels, from a block mask. */
typedef struct ktorch__cu_list_args {
    ktorch__cu_u64 bmask, cnt, idx;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk; /* element strides; 0 where broadcast */
    ktorch__cu_i64 B, H, R, T, BM, BN, bq, bk, Nq, Nk, wflags, wl, wr;
} ktorch__cu_list_args;
KTORCH__CU_ARGS_AT(ktorch__cu_list_args, m_sb, 24);
KTORCH__CU_ARGS_AT(ktorch__cu_list_args, B, 56);
KTORCH__CU_ARGS_SIZE(ktorch__cu_list_args, 160);

/* Top-k block mask, pooling pass. */
typedef struct ktorch__cu_pool_args {
    ktorch__cu_u64 q, k, qm, km;
    ktorch__cu_i64 q_sb, q_sh, q_sn, q_sd, k_sb, k_sh, k_sn, k_sd;
    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, D, QB, KB, bq, bk, dtype; /* dtype: 0 f32, 1 f16, 2 bf16 */
} ktorch__cu_pool_args;
KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, q_sb, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_pool_args, B, 96);
KTORCH__CU_ARGS_SIZE(ktorch__cu_pool_args, 184);

/* Top-k block mask, selection pass: density as three floats, so that the
   kernel's count round(density * n) in f64 is the host's. */
typedef struct ktorch__cu_select_args {
    ktorch__cu_u64 qm, km, sc, mask;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 B, Hq, Hk, QB, KB, D, causal;
    float density[3], pad;
} ktorch__cu_select_args;
KTORCH__CU_ARGS_AT(ktorch__cu_select_args, m_sb, 32);
KTORCH__CU_ARGS_AT(ktorch__cu_select_args, density, 120);
KTORCH__CU_ARGS_SIZE(ktorch__cu_select_args, 136);

/* ---- train.cu ---- */
/* Training ops (kind 11): the op's tensors by slot (each kernel names its
   slots), row strides and element strides in elements, dtype codes (0 f32,
   1 f16, 2 bf16), sizes, and f32 parameters. */
typedef struct ktorch__cu_train_args {
    ktorch__cu_u64 p[8];               /* addresses, 0: absent */
    ktorch__cu_i64 ld[8], sd[8], dt[8];
    ktorch__cu_i64 rows, D, T, n, M, N, K, kind, flags, pad;
    float f[10];
} ktorch__cu_train_args;
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, ld, 64);
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, rows, 256);
KTORCH__CU_ARGS_AT(ktorch__cu_train_args, f, 336);
KTORCH__CU_ARGS_SIZE(ktorch__cu_train_args, 376);

/* ---- attn_bwd.cu ---- */
/* Attention backward (kind 12): operands and gradients, strides in elements,
   shapes, windows as the forward's; dd: f32 scratch of 2 x B*Hq*Nq (Dd,
   then the LSE in the log2 domain); gradient dtype codes 0 f32, 1 f16, 2 bf16. */
typedef struct ktorch__cu_bwd_args {
    /* add: 1 adds to dq, dk, dv (op arg[0]); dqa: 0, or the f32 [B, Hq, Nq, D] dQ that kt_bwd_dkdvq sums into with atomics */
    ktorch__cu_u64 q, k, v, o, dout, lse, dq, dk, dv, dd, alibi, add, dqa;
    ktorch__cu_i64 q_sb, q_sh, q_sn, k_sb, k_sh, k_sn, v_sb, v_sh, v_sn, o_sb, o_sh, o_sn, do_sb, do_sh, do_sn;
    ktorch__cu_i64 l_sb, l_sh, l_sn, dq_sb, dq_sh, dq_sn, dk_sb, dk_sh, dk_sn, dv_sb, dv_sh, dv_sn;
    ktorch__cu_i64 B, Hq, Hk, Nq, Nk, group, wflags, wl, wr, dq_dt, dk_dt, dv_dt;
    float scale, softcap;
} ktorch__cu_bwd_args;
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, q_sb, 104);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, l_sb, 224);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, B, 320);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_args, scale, 416);
KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_args, 424);
/* The second argument of the kinds 14 and 15 (block-sparse or masked
   backward). mask: the u8 block mask [B|1, Hq|1, QB, KB] (blocks bq x bk;
   el: tiles straddle blocks, so P checks each element's block) or the
   element mask [B|1, Hq|1, Nq, Nk] (mtype 0 bool, 1 f32, 2 f16, 3 bf16;
   additive), element strides, 0 where broadcast. Tile lists (int32, built
   by kt_bwd_list): per dK/dV CTA (b, kv head, key block of BN; CB of them
   a head) ccnt[row] entries g * QT + query tile (BI rows) at cidx + row * CT;
   per dQ CTA (b, q head, query block of BN; RB a head) rcnt[row] key tiles
   (BI keys) at ridx + row * RT. */
typedef struct ktorch__cu_bwd_sp_args {
    ktorch__cu_u64 mask, ccnt, cidx, rcnt, ridx;
    ktorch__cu_i64 m_sb, m_sh, m_sq, m_sk;
    ktorch__cu_i64 bq, bk, el, mtype, QT, CT, RT, CB, RB;
} ktorch__cu_bwd_sp_args;
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, m_sb, 40);
KTORCH__CU_ARGS_AT(ktorch__cu_bwd_sp_args, bq, 72);
KTORCH__CU_ARGS_SIZE(ktorch__cu_bwd_sp_args, 144);

#endif /* KTORCH__KERNEL_ARGS_H */
