/* One variant of the attention-backward kernels in namespace KTV_NS, for
   tests/attn_bwd_host.cpp: KT_D, KT_DTYPE, KT_MT, KT_STAGES, KT_WARPS and
   KTV_NS defined by the includer, undefined here. */
namespace KTV_NS {
alignas(16) kt_u16 smem[81920]; /* 160 KiB: the largest tile's atomic kernel */
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return KT_DTYPE ? kt_pack2_bf16(lo, hi) : kt_pack2_f16(lo, hi); }
#include "../shaders/attn_bwd.cu"
const int d = KT_D, dtype = KT_DTYPE, mt = KT_MT, stages = KT_STAGES, warps = KT_WARPS;
} // namespace KTV_NS
#undef KT_D
#undef KT_DTYPE
#undef KT_MT
#undef KT_STAGES
#undef KT_WARPS
#undef KTV_NS
