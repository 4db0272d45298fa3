#version 450
/* KV-cache append: token t of sequence b, kv head h goes to position
   context_lens[b] + t, i.e. page block_table[b, pos / P], slot pos % P.
   One workgroup per (t, h, b). Float tokens are converted to float pages
   with the host's rounding, or quantized per token into i8/fp8 pages with
   the host's arithmetic (f32 bits through vk_quant.glsl's exact routines);
   pre-quantized tokens (the page dtype) are copied with their scales.
   Mode 0 only looks for non-finite tokens bound for quantized pages (they
   are refused with nothing written); mode 1 writes unless it found one. The
   host checked the tables; the page is clamped anyway. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"
#include "vk_quant.glsl"

layout(local_size_x = 64) in;
layout(push_constant, std430) uniform Args { KT_VK_KV_APPEND_ARGS(KT_VK_FIELD) } pc;

shared uint red[64]; /* |x| as f32 bits: integer max is float max for finite x */

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

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
    /* ktorch__kv_quant_row on f32 bits (kq_mul/kq_div: exact with subnormals,
       which a device may flush in float arithmetic) */
    uint scale = 0u, m = 0u;
    if (quantize) { /* the token's amax (max is exact, so any order) */
        uint amax = 0u;
        for (uint e = tid; e < n; e += 64u) amax = max(amax, kt_load_bits(src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), ndt) & 0x7FFFFFFFu);
        red[tid] = amax;
        barrier();
        for (uint w = 32u; w > 0u; w >>= 1) {
            if (tid < w) red[tid] = max(red[tid], red[tid + w]);
            barrier();
        }
        amax = red[0];
        barrier(); /* read by all before the other side reuses red */
        if (pdt == KT_VK_ATTN_I8) {
            scale = kq_div(amax, 0x42FE0000u); /* 127 */
            m = scale != 0u ? kq_div(0x3F800000u, scale) : 0u;
        } else {
            m = amax != 0u ? kq_div(pdt == 3u ? 0x43E00000u : 0x47600000u, amax) : 0x3F800000u; /* 448, 57344 */
            if (m > 0x7E800000u) m = 0x7E800000u; /* 2^126: a subnormal amax must not make m infinite */
            scale = kq_div(0x3F800000u, m);
        }
    }
    for (uint e = tid; e < n; e += 64u) {
        const uint64_t x = src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), y = dst + uint64_t(ps * int64_t(e)) * kt_attn_esize(pdt);
        if (!quantize && pdt == ndt && kt_attn_esize(pdt) == 1u) {
            KtU8(y).v = KtU8(x).v; /* codes as given */
        } else if (quantize && pdt == KT_VK_ATTN_I8) {
            /* a subnormal product rounds to code 0 whether flushed or not */
            /* 0 x an infinite m (a subnormal scale) is code 0, as the host (clamp of a NaN is the driver's choice) */
            const uint pb = kq_mul(kt_load_bits(x, ndt), m);
            const float v = (pb & 0x7FFFFFFFu) > 0x7F800000u ? 0.0 : clamp(uintBitsToFloat(pb), -127.0, 127.0);
            KtU8(y).v = uint8_t(uint(rne(v)) & 0xFFu);
        } else if (quantize) {
            kt_store_bits(y, pdt, kq_mul(kt_load_bits(x, ndt), m), true);
        } else {
            kt_store_bits(y, pdt, kt_load_bits(x, ndt), false);
        }
    }
    if (tid == 0 && aux(a + 8) != 0) { /* the token's scale */
        const uint64_t to = uint64_t(aux(a + 8)) + uint64_t(aux(a + 9) * int64_t(page) + aux(a + 10) * int64_t(h) + aux(a + 11) * int64_t(slot)) * 4;
        if (quantize) {
            KtU32(to).v = scale;
        } else {
            const uint64_t from = uint64_t(aux(a + 12)) + uint64_t(aux(a + 13) * int64_t(b) + aux(a + 14) * int64_t(h) + aux(a + 15) * int64_t(t)) * 4;
            KtU32(to).v = KtU32(from).v;
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
