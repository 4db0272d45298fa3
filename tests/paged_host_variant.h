/* One variant of the paged-decode kernel in namespace KTV_NS, for
   tests/paged_host.cpp: KT_D, KT_DTYPE, KT_MASK, KT_BN, KT_STAGES and KTV_NS
   defined by the includer, undefined here with the kernel file's macros. */
namespace KTV_NS {
const int kern = KT_MASK; /* the kernel file redefines KT_MASK */
alignas(16) kt_u16 smem[24576];
KT_DEV void kt_mma(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV void kt_mma_group(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<KT_DTYPE>(c, a, b0, b1); }
KT_DEV void kt_mma_f16(float *c, const kt_u32 *a, kt_u32 b0, kt_u32 b1) { mma_emu<0>(c, a, b0, b1); }
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return KT_DTYPE ? kt_pack2_bf16(lo, hi) : kt_pack2_f16(lo, hi); }
#include "../shaders/attention.cu"
const int d = KT_D, dtype = KT_DTYPE, bn = KT_BN, stages = KT_STAGES;
const void *const appenders[2] = {(const void *)kt_kv_append, (const void *)kt_kv_check}; /* compiled, run by the GPU tests */
} // namespace KTV_NS
#undef KT_D
#undef KT_DTYPE
#undef KT_MASK
#undef KT_BN
#undef KT_STAGES
#undef KTV_NS
#undef KT_PQ
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
#undef KT_CB
#undef KT_PAGED_LOAD
#undef KT_PAGED_NEXT
#undef KT_QK16
#undef KT_QK_MMA
#undef KT_PV16
#undef KT_PV_MMA
#undef KT_ST
#undef KT_OPAIR
