/* One instance of the attention forward's tile products for
   tests/hip_mfma_host.cpp: KT_DTYPE and KT_WAVE_GROUPS defined by the
   includer, the products' macros undefined here. */
#include "hip_mfma_tiles.inc"
KT_DEV kt_u32 kt_pack2(float lo, float hi) { return (kt_u32)to_half(lo, KT_DTYPE) | ((kt_u32)to_half(hi, KT_DTYPE) << 16); }
#include "hip_attn_tiles.inc"
/* block thread i: its lane group's products, behind the kernel's live test */
static void tile_lane(int i) {
    const int warp = i >> KT_LANES_SHIFT, lane = i & (KT_LANES - 1);
    if (KT_FWD_LIVE(0, warp, g_rows)) {
        kt_fwd_qk(g_s[i], 0, ATT_SQ, ATT_SK, warp, lane);
        kt_fwd_pv(g_o[i], g_s[i], ATT_SV, lane);
    }
}
#undef KT_FMMA
#undef KT_FWD_LIVE
