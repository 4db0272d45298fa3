#version 450
/* KV-cache append: token t of sequence b, kv head h goes to position
   context_lens[b] + t, i.e. page block_table[b, pos / P], slot pos % P.
   One workgroup per (t, h, b). Float tokens are converted to float pages
   with the host's rounding, or quantized per token into i8/fp8 pages with
   the host's arithmetic (divisions correctly rounded in integer code);
   pre-quantized tokens (the page dtype) are copied with their scales.
   Mode 0 only looks for non-finite tokens bound for quantized pages (they
   are refused with nothing written); mode 1 writes unless it found one. The
   host checked the tables; the page is clamped anyway. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

layout(local_size_x = 64) in;
layout(push_constant, std430) uniform Args { KT_VK_KV_APPEND_ARGS(KT_VK_FIELD) } pc;

shared float red[64];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* a / b rounded to nearest even, for finite a >= 0, b > 0 (GLSL's division
   may be off by ulps; the host's is exact) */
float div_rn(float a, float b) {
    const uint ab = floatBitsToUint(a), bb = floatBitsToUint(b);
    if (a == 0.0) return 0.0;
    /* 24-bit significands (subnormals normalised) times powers of two */
    const uint fa = (ab >> 23) == 0u ? ab : (ab & 0x7FFFFFu) | 0x800000u, fb = (bb >> 23) == 0u ? bb : (bb & 0x7FFFFFu) | 0x800000u;
    const int na = 23 - findMSB(fa), nb = 23 - findMSB(fb);
    const uint64_t ma = uint64_t(fa << uint(na)), mb = uint64_t(fb << uint(nb));
    const int ea = ((ab >> 23) == 0u ? -149 : int(ab >> 23) - 150) - na, eb = ((bb >> 23) == 0u ? -149 : int(bb >> 23) - 150) - nb;
    const uint64_t q = (ma << 40) / mb;
    const bool sticky = q * mb != (ma << 40);
    const int e = ea - eb - 40; /* a / b = (q + fraction) * 2^e */
    const uint hi = uint(q >> 32);
    const int nbits = hi != 0u ? 33 + findMSB(hi) : 1 + findMSB(uint(q));
    if (nbits - 1 + e > 127) return 1.0 / 0.0;
    const int shift = max(nbits - 24, -149 - e); /* keep 24 bits, or down to 2^-149 */
    if (shift <= 0) return ldexp(float(q), e);
    if (shift > 60) return 0.0;
    const uint64_t one = uint64_t(1);
    uint64_t kept = q >> uint(shift);
    const uint64_t rem = q & ((one << uint(shift)) - one), half_ = one << uint(shift - 1);
    if (rem > half_ || (rem == half_ && (sticky || (kept & one) != 0))) kept += one;
    return ldexp(float(kept), e + shift);
}

/* ktorch.h's round to nearest even for |v| <= 127 */
int rne(float v) {
    const int r = int(v);
    const float f = v - float(r);
    if (f > 0.5 || (f == 0.5 && (r & 1) != 0)) return r + 1;
    if (f < -0.5 || (f == -0.5 && (r & 1) != 0)) return r - 1;
    return r;
}

bool quant_code(uint dt) { return dt >= 3u && dt <= 5u; }

void side(uint s, uint b, uint h, uint t, int page, int slot) {
    const uint a = s == 0u ? KT_VK_KVA_K : KT_VK_KVA_V;
    const uint pdt = (pc.dtypes >> (s * 8u)) & 0xFu, ndt = (pc.dtypes >> (s * 8u + 4u)) & 0xFu;
    const uint n = s == 0u ? uint(pc.d) : uint(pc.dv);
    const bool quantize = quant_code(pdt) && !quant_code(ndt);
    const uint64_t src = (s == 0u ? pc.k_new : pc.v_new) + uint64_t(aux(a) * int64_t(b) + aux(a + 1) * int64_t(h) + aux(a + 2) * int64_t(t)) * kt_attn_esize(ndt);
    const uint64_t dst = (s == 0u ? pc.k_pages : pc.v_pages) + uint64_t(aux(a + 4) * int64_t(page) + aux(a + 5) * int64_t(h) + aux(a + 6) * int64_t(slot)) * kt_attn_esize(pdt);
    const int64_t ns = aux(a + 3), ps = aux(a + 7);
    const uint tid = gl_LocalInvocationID.x;
    if (pc.mode == 0u) {
        if (!quantize) return;
        for (uint e = tid; e < n; e += 64u) {
            const uint x = kt_load_bits(src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), ndt);
            if ((x & 0x7F800000u) == 0x7F800000u) { /* the first element, k side first: ~(side << 31 | flat index), kept by max */
                const uint64_t idx = ((uint64_t(b) * gl_NumWorkGroups.y + h) * gl_NumWorkGroups.x + t) * n + e;
                atomicMax(KtU32(pc.aux + KT_VK_KVA_FLAG * 8).v, ~((s << 31) | uint(min(idx, uint64_t(0x7FFFFFFEu)))));
            }
        }
        return;
    }
    float scale = 0.0, m = 0.0;
    if (quantize) { /* the token's amax (max is exact, so any order) */
        float amax = 0.0;
        for (uint e = tid; e < n; e += 64u) amax = max(amax, abs(kt_load_f32(src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), ndt)));
        red[tid] = amax;
        barrier();
        for (uint w = 32u; w > 0u; w >>= 1) {
            if (tid < w) red[tid] = max(red[tid], red[tid + w]);
            barrier();
        }
        amax = red[0];
        barrier(); /* read by all before the other side reuses red */
        if (pdt == KT_VK_ATTN_I8) {
            scale = div_rn(amax, 127.0);
            m = scale > 0.0 ? div_rn(1.0, scale) : 0.0;
        } else {
            m = amax > 0.0 ? div_rn(pdt == 3u ? 448.0 : 57344.0, amax) : 1.0;
            if (!(m <= 8.5070592e37)) m = 8.5070592e37; /* 2^126 */
            scale = div_rn(1.0, m);
        }
    }
    for (uint e = tid; e < n; e += 64u) {
        const uint64_t x = src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), y = dst + uint64_t(ps * int64_t(e)) * kt_attn_esize(pdt);
        if (!quantize && pdt == ndt && kt_attn_esize(pdt) == 1u) {
            KtU8(y).v = KtU8(x).v; /* codes as given */
        } else if (quantize && pdt == KT_VK_ATTN_I8) {
            const float v = clamp(kt_load_f32(x, ndt) * m, -127.0, 127.0);
            KtU8(y).v = uint8_t(uint(rne(v)) & 0xFFu);
        } else if (quantize) {
            kt_store_bits(y, pdt, floatBitsToUint(kt_load_f32(x, ndt) * m), true);
        } else {
            kt_store_f32(y, pdt, kt_load_f32(x, ndt));
        }
    }
    if (tid == 0 && aux(a + 8) != 0) { /* the token's scale */
        const uint64_t to = uint64_t(aux(a + 8)) + uint64_t(aux(a + 9) * int64_t(page) + aux(a + 10) * int64_t(h) + aux(a + 11) * int64_t(slot)) * 4;
        if (quantize) {
            KtF32(to).v = scale;
        } else {
            const uint64_t from = uint64_t(aux(a + 12)) + uint64_t(aux(a + 13) * int64_t(b) + aux(a + 14) * int64_t(h) + aux(a + 15) * int64_t(t)) * 4;
            KtF32(to).v = KtF32(from).v;
        }
    }
}

void main() {
    const uint t = gl_WorkGroupID.x, h = gl_WorkGroupID.y, b = gl_WorkGroupID.z;
    if (pc.mode == 1u && KtU32(pc.aux + KT_VK_KVA_FLAG * 8).v != 0u) return;
    const int P = int(aux(KT_VK_KVA_PAGE_SIZE));
    const int pos = KtI32(uint64_t(aux(KT_VK_KVA_CTX)) + uint64_t(b) * 4).v + int(t);
    const int page = clamp(KtI32(uint64_t(aux(KT_VK_KVA_BT)) + (uint64_t(b) * uint64_t(aux(KT_VK_KVA_BT + 1)) + uint64_t(pos / P)) * 4).v, 0,
                           int(aux(KT_VK_KVA_PAGES)) - 1);
    side(0u, b, h, t, page, pos % P);
    side(1u, b, h, t, page, pos % P);
}
