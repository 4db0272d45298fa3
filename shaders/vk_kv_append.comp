#version 450
/* KV-cache append: token t of sequence b, kv head h goes to position
   context_lens[b] + t, i.e. page block_table[b, pos / P], slot pos % P.
   One workgroup per (t, h, b). Float tokens are converted to the page dtype
   with the host's rounding; pre-quantized tokens (the page dtype) are copied
   with their scales. The host checked the tables; the page is clamped anyway. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

layout(local_size_x = 64) in;
layout(push_constant, std430) uniform Args { KT_VK_KV_APPEND_ARGS(KT_VK_FIELD) } pc;

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

void side(uint s, uint b, uint h, uint t, int page, int slot) {
    const uint a = s == 0u ? KT_VK_KVA_K : KT_VK_KVA_V;
    const uint pdt = (pc.dtypes >> (s * 8u)) & 0xFu, ndt = (pc.dtypes >> (s * 8u + 4u)) & 0xFu;
    const uint n = s == 0u ? uint(pc.d) : uint(pc.dv);
    const uint64_t src = (s == 0u ? pc.k_new : pc.v_new) + uint64_t(aux(a) * int64_t(b) + aux(a + 1) * int64_t(h) + aux(a + 2) * int64_t(t)) * kt_attn_esize(ndt);
    const uint64_t dst = (s == 0u ? pc.k_pages : pc.v_pages) + uint64_t(aux(a + 4) * int64_t(page) + aux(a + 5) * int64_t(h) + aux(a + 6) * int64_t(slot)) * kt_attn_esize(pdt);
    const int64_t ns = aux(a + 3), ps = aux(a + 7);
    for (uint e = gl_LocalInvocationID.x; e < n; e += gl_WorkGroupSize.x) {
        const uint64_t x = src + uint64_t(ns * int64_t(e)) * kt_attn_esize(ndt), y = dst + uint64_t(ps * int64_t(e)) * kt_attn_esize(pdt);
        if (pdt == ndt && kt_attn_esize(pdt) == 1u) KtU8(y).v = KtU8(x).v; /* codes as given */
        else kt_store_f32(y, pdt, kt_load_f32(x, ndt));
    }
    if (gl_LocalInvocationID.x == 0 && aux(a + 8) != 0) { /* the token's scale */
        const uint64_t from = uint64_t(aux(a + 12)) + uint64_t(aux(a + 13) * int64_t(b) + aux(a + 14) * int64_t(h) + aux(a + 15) * int64_t(t)) * 4;
        const uint64_t to = uint64_t(aux(a + 8)) + uint64_t(aux(a + 9) * int64_t(page) + aux(a + 10) * int64_t(h) + aux(a + 11) * int64_t(slot)) * 4;
        KtF32(to).v = KtF32(from).v;
    }
}

void main() {
    const uint t = gl_WorkGroupID.x, h = gl_WorkGroupID.y, b = gl_WorkGroupID.z;
    const int P = int(aux(KT_VK_KVA_PAGE_SIZE));
    const int pos = KtI32(uint64_t(aux(KT_VK_KVA_CTX)) + uint64_t(b) * 4).v + int(t);
    const int page = clamp(KtI32(uint64_t(aux(KT_VK_KVA_BT)) + (uint64_t(b) * uint64_t(aux(KT_VK_KVA_BT + 1)) + uint64_t(pos / P)) * 4).v, 0,
                           int(aux(KT_VK_KVA_PAGES)) - 1);
    side(0u, b, h, t, page, pos % P);
    side(1u, b, h, t, page, pos % P);
}
