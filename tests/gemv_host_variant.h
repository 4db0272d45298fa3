/* One variant of the GEMV kernel in namespace KTV_NS, for tests/gemv_host.cpp:
   KT_MASK, KT_DTYPE, KT_STAGES, KTV_NS (and KT_D, else 0) defined by the includer, undefined
   here with the kernel file's own macros; KT_KIND 16 (the includer's to
   define and undefine) selects the f32-weight kernel. */
/* bf16 variants take the steps of an AMD wave64 (two lane groups a wave:
   a group past its chunks multiplies zeros), f16 those of NVIDIA warps */
#define KT_WAVE_GROUPS (KT_DTYPE == 1 ? 2 : 1)
#ifndef KT_D
#define KT_D 0 /* the launch shape (3: L2 prefetch) */
#endif
namespace KTV_NS {
#include "../shaders/gemv.cu"
#if KT_KIND == 16
const int rows = KTF_R, steps = KTF_U, xrows = KTF_M; /* the f32-weight kernel */
#else
const int e = KTV_E;
const int pf = KTV_PF;
#endif
} // namespace KTV_NS
#undef KT_MASK
#undef KT_DTYPE
#undef KT_STAGES
#undef KT_WAVE_GROUPS
#undef KT_D
#undef KTV_NS
#undef KTV_F
#undef KTV_NT
#undef KTV_WARPS
#undef KTV_U
#undef KTV_8BIT
#undef KTV_E
#undef KTV_RW
#undef KTV_ROW8
#undef KTV_P
#undef KTV_SEG
#undef KTV_NAT
#undef KTV_ONE
#undef KTV_NZERO
#undef KTV_RB
#undef KTV_PF
#undef KTV_RING
#undef KTV_SCH
#undef KTV_SB
#undef KTV_HAS_SB
#undef KTV_SROW
#undef KTV_SSC
#undef KTV_TPR
#undef ktv_ldg
#undef KTF_M
#undef KTF_R
#undef KTF_U
#undef KTF_STEP
#undef KTF_NV
