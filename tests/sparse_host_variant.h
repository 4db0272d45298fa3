/* One variant of the portable attention kernel in namespace KTV_NS, for
   tests/sparse_host.cpp: KT_D, KT_DTYPE, KT_MASK, KT_BN, KT_STAGES, KT_MT
   and KTV_NS defined by the includer, undefined here with the kernel file's
   macros. */
namespace KTV_NS {
const int mt = KT_MT, emask = KT_MASK == 3;
alignas(16) kt_u16 smem[32768];
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return KT_DTYPE ? kt_pack2_bf16(lo, hi) : kt_pack2_f16(lo, hi); }
#include "../shaders/attention.cu"
const int d = KT_D, dtype = KT_DTYPE, bn = KT_BN, stages = KT_STAGES;
} // namespace KTV_NS
#undef KT_D
#undef KT_DTYPE
#undef KT_MASK
#undef KT_BN
#undef KT_STAGES
#undef KT_MT
#undef KTV_NS
#undef KT_PVT
#undef KT_OB
#undef KT_NPAIR
#undef KT_LSE_LANE
#undef BM
#undef BN
#undef LDS
#undef NTHR
#undef DCH
#undef KT_QREG
#undef KT_TSLOTS
#undef KT_OPAIR
#undef KT_BSP
#undef KT_EMASK
#undef KT_LTILE
#undef KT_FMMA
#undef KT_FWD_LIVE
