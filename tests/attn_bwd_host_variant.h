/* One variant of the attention-backward kernels in namespace KTV_NS, for
   tests/attn_bwd_host.cpp: KT_D, KT_DTYPE, KT_MT, KT_STAGES, KT_WARPS and
   KTV_NS defined by the includer, undefined here; KT_SM90 1 (also
   undefined here) for the sm_90a kernels of kind 13; KT_KIND 14 or 15 and
   KT_MASK (undefined here) for the block-sparse (1) or masked (2) kernels,
   whose second argument is g_sp. */
namespace KTV_NS {
alignas(16) kt_u16 smem[110592]; /* 216 KiB: kind 13's kt_bwd_wgro at head dim 128 */
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return KT_DTYPE ? kt_pack2_bf16(lo, hi) : kt_pack2_f16(lo, hi); }
#if KT_SM90
KT_DEV void kt_wgmma_ss_n64(float *d, kt_u64 da, kt_u64 db, int acc) { wg_ss<KT_DTYPE>(d, da, db, acc, 0, 0, 64); }
KT_DEV void kt_wgmma_ss_n64_tt(float *d, kt_u64 da, kt_u64 db, int acc) { wg_ss<KT_DTYPE>(d, da, db, acc, 1, 1, 64); }
KT_DEV void kt_wgmma_ss_n64_t(float *d, kt_u64 da, kt_u64 db, int acc) { wg_ss<KT_DTYPE>(d, da, db, acc, 0, 1, 64); }
KT_DEV void kt_wgmma_ss_n128_t(float *d, kt_u64 da, kt_u64 db, int acc) { wg_ss<KT_DTYPE>(d, da, db, acc, 0, 1, 128); }
KT_DEV void kt_wgmma_rs_n64_t(float *d, const kt_u32 *a, kt_u64 db) { wg_rs<KT_DTYPE>(d, a, db, 64); }
KT_DEV void kt_wgmma_rs_n64(float *d, const kt_u32 *a, kt_u64 db, int acc) { wg_rs<KT_DTYPE>(d, a, db, 64, 0, acc); }
KT_DEV void kt_wgmma_rs_n128_t(float *d, const kt_u32 *a, kt_u64 db) { wg_rs<KT_DTYPE>(d, a, db, 128); }
#endif
#include "../shaders/attn_bwd.cu"
const int d = KT_D, dtype = KT_DTYPE, mt = KT_MT, stages = KT_STAGES, warps = KT_WARPS;
#if defined(KT_KIND) && KT_KIND >= 14
const int kind = KT_KIND, mask = KT_MASK;
#if KT_SM90
static void w_kv(const ktorch__cu_bwd_args a) { kt_bwd_wg(a, g_sp); }
static void w_kvq(const ktorch__cu_bwd_args a) { kt_bwd_wgq(a, g_sp); }
#else
static void w_kv(const ktorch__cu_bwd_args a) { kt_bwd_dkdv(a, g_sp); }
static void w_kvq(const ktorch__cu_bwd_args a) { kt_bwd_dkdvq(a, g_sp); }
#endif
#if KT_SM90
static void w_dq(const ktorch__cu_bwd_args a) { kt_bwd_wgd(a, g_sp); }
#else
static void w_dq(const ktorch__cu_bwd_args a) { kt_bwd_dq(a, g_sp); }
#endif
static void w_list(const ktorch__cu_bwd_args a) { kt_bwd_list(a, g_sp); }
#if KT_SM90
static void w_kvr(const ktorch__cu_bwd_args a) { kt_bwd_wgr(a, g_sp); }
static void w_dqr(const ktorch__cu_bwd_args a) { kt_bwd_wgdr(a, g_sp); }
kernel_fn const fns[10] = {kt_bwd_dot, w_kv, w_dq, w_kvq, kt_bwd_dq_out, w_list, w_kvr, w_dqr, NULL, NULL};
#else
kernel_fn const fns[10] = {kt_bwd_dot, w_kv, w_dq, w_kvq, kt_bwd_dq_out, w_list, NULL, NULL, NULL, NULL};
#endif
#elif KT_SM90
const int kind = 13, mask = 0;
kernel_fn const fns[10] = {kt_bwd_dot, kt_bwd_wg, kt_bwd_wgd, kt_bwd_wgq, kt_bwd_dq_out, NULL, kt_bwd_wgr, kt_bwd_wgdr, kt_bwd_wgrq, kt_bwd_wgro};
#else
const int kind = 12, mask = 0;
kernel_fn const fns[10] = {kt_bwd_dot, kt_bwd_dkdv, kt_bwd_dq, kt_bwd_dkdvq, kt_bwd_dq_out, NULL, NULL, NULL, NULL, NULL};
#endif
} // namespace KTV_NS
#undef KT_D
#undef KT_DTYPE
#undef KT_MT
#undef KT_STAGES
#undef KT_WARPS
#undef KTV_NS
#undef KT_SM90
#undef KT_KIND
#undef KT_MASK
