/* Shared by the matrix product shaders (after vk_common.glsl, vk_quant.glsl
   and vk_args.h): loads of x and of w as f32 bits or int8 codes, and the
   store of one output. Weights dequantize through kq_dequant, as
   vk_dequant does. Loops around these calls stay rolled ([[dont_unroll]]):
   each inlined copy costs the driver's compiler time at pipeline creation. */
#ifndef KT_MM_GLSL
#define KT_MM_GLSL
#extension GL_EXT_control_flow_attributes : require

#define MM_DENSE 7 /* w a float tensor (ELEM its dtype code) */
#define MM_W8I 8   /* w8a8 int8: exact int32 sums */
#define MM_W8F 9   /* w8a8 fp8: exact products, f32 sums */
#define MM_XI8 5   /* x code of int8 codes */

layout(constant_id = 1) const int KIND = MM_DENSE; /* KQ_* of a quantized w, or MM_* */
layout(constant_id = 2) const int ELEM = 2;        /* dense: w's dtype code; else the element code (KQ_E_*) */
layout(push_constant) uniform Args { KT_VK_MM_ARGS(KT_VK_FIELD) } pc;

const bool IACC = KIND == MM_W8I;

uint64_t mm_xe(uint m, uint k) { return uint64_t(m) * uint64_t(pc.xs[0]) + uint64_t(k) * uint64_t(pc.xs[1]); }
float mm_x(uint m, uint k) {
    uint64_t e = mm_xe(m, k);
    uint XDT = pc.dts >> 8;
    if (XDT == MM_XI8) return float(int(int8_t(kq_get8(pc.x, e))));
    return uintBitsToFloat(kt_load_bits(pc.x + e * uint64_t(kt_dtype_size(XDT)), XDT));
}

/* w[n,k] as f32 (w8a8 int8: the code, exact) */
float mm_w(uint n, uint k) {
    if (KIND == MM_DENSE) {
        uint64_t e = uint64_t(n) * uint64_t(pc.ws[0]) + uint64_t(k) * uint64_t(pc.ws[1]);
        return uintBitsToFloat(kt_load_bits(pc.w + e * uint64_t(kt_dtype_size(uint(ELEM))), uint(ELEM)));
    }
    uint64_t e = uint64_t(n) * uint64_t(pc.K) + uint64_t(k);
    if (KIND == MM_W8I) return float(int(int8_t(kq_get8(pc.w, e))));
    if (KIND == MM_W8F) return uintBitsToFloat(kq_elem_decode(ELEM, kq_get8(pc.w, e)));
    uint nblk = pc.G != 0u ? (pc.K + pc.G - 1u) / pc.G : 0u;
    return uintBitsToFloat(kq_dequant(KIND, ELEM, int(pc.gran), pc.w, pc.wsc, pc.wzp, floatBitsToUint(pc.ts), uint64_t(n), k, pc.K, pc.G, nblk, n));
}

/* y[m,n] from the f32 sum (fsum) or the int32 sum (isum) */
void mm_store(uint m, uint n, float fsum, int isum) {
    uint64_t e = uint64_t(m) * uint64_t(pc.ys[0]) + uint64_t(n) * uint64_t(pc.ys[1]);
    uint v = floatBitsToUint(fsum), ydt = pc.dts & 255u;
    if (IACC && ydt == KT_VK_MM_YI32) {
        KtU32(pc.y + e * 4ul).v = uint(isum);
        return;
    }
    if (KIND == MM_W8I || KIND == MM_W8F) { /* acc * sx * sw, left to right as the CPU */
        uint sx = KtU32(pc.xsc + ((pc.flags & KT_VK_MM_XROW) != 0u ? uint64_t(m) * 4ul : 0ul)).v;
        uint sw = KtU32(pc.wsc + ((pc.flags & KT_VK_MM_WROW) != 0u ? uint64_t(n) * 4ul : 0ul)).v;
        if (IACC) v = floatBitsToUint(float(isum));
        v = kq_mul(kq_mul(v, sx), sw);
    }
    kt_store_bits(pc.y + e * uint64_t(kt_dtype_size(ydt)), ydt, v, false);
}
#endif
