#version 450
/* The dynamic top-k block mask of ktorch_block_mask_topk in three dispatches
   (STAGE): 0 mean-pools q and k over each block, 1 scores every (query
   block, key block) pair, 2 selects. All in f64 with the host's order of
   operations, and `precise` so that no add and multiply are contracted
   into an FMA: the pooled means and scores, and so the chosen blocks, equal
   the CPU's bit for bit. One invocation per output element; a 2-d grid of
   64-wide workgroups numbers them. The host picks greedily the largest
   unpicked score, ties to the lower index; that set is {y : rank(y) < picks}
   with rank(y) = #{y' : s[y'] > s[y] or (s[y'] == s[y] and y' < y)} over the
   candidates, which stage 2 counts per key block. */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

layout(local_size_x = 64) in;
layout(constant_id = 0) const uint STAGE = 0;

layout(push_constant, std430) uniform Args { KT_VK_TOPK_ARGS(KT_VK_FIELD) } pc;

layout(buffer_reference, std430, buffer_reference_align = 8) buffer KtF64 { double v; };

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }
uint64_t f64_at(int64_t i) { return pc.work + uint64_t(i) * 8u; }

void main() {
    const int64_t item = (int64_t(gl_WorkGroupID.y) * int64_t(gl_NumWorkGroups.x) + int64_t(gl_WorkGroupID.x)) * 64 + int64_t(gl_LocalInvocationID.x);
    const int64_t nqrow = int64_t(pc.b) * pc.hq * pc.qb, nkrow = int64_t(pc.b) * pc.hk * pc.kb;
    const int64_t sc0 = (nqrow + nkrow) * pc.d; /* the scores follow the pooled blocks */
    if (STAGE == 0u) {
        if (item >= (nqrow + nkrow) * pc.d) return;
        const int64_t row = item / pc.d;
        const int t = int(item % pc.d);
        const bool kside = row >= nqrow;
        const int64_t x = kside ? row - nqrow : row;
        const int nblk = kside ? pc.kb : pc.qb, H = kside ? pc.hk : pc.hq, bs = kside ? pc.bk : pc.bq, N = kside ? pc.nk : pc.nq;
        const int blk = int(x % nblk), h = int((x / nblk) % H), b = int(x / nblk / H);
        const int n0 = blk * bs, n1 = min(n0 + bs, N);
        const uint s = kside ? KT_VK_TOPK_K : KT_VK_TOPK_Q;
        const uint64_t base = kside ? pc.k : pc.q;
        const uint es = kt_attn_esize(pc.dt);
        precise double acc = 0.0;
        for (int i = n0; i < n1; i++)
            acc = acc + double(kt_attn_load(pc.dt, base + uint64_t(aux(s) * b + aux(s + 1) * h + aux(s + 2) * i + aux(s + 3) * t) * es));
        precise double mean = acc / double(n1 - n0);
        KtF64(f64_at(item)).v = mean;
        return;
    }
    if (item >= nqrow * pc.kb) return;
    const int64_t row = item / pc.kb; /* (b, hq, query block) */
    const int y = int(item % pc.kb), x = int(row % pc.qb), h = int((row / pc.qb) % pc.hq), b = int(row / pc.qb / pc.hq);
    if (STAGE == 1u) {
        const int64_t kr = nqrow + (int64_t(b) * pc.hk + h / (pc.hq / pc.hk)) * pc.kb + y;
        precise double acc = 0.0;
        for (int t = 0; t < pc.d; t++) acc = acc + KtF64(f64_at(row * pc.d + t)).v * KtF64(f64_at(kr * pc.d + t)).v;
        KtF64(f64_at(sc0 + item)).v = acc;
        return;
    }
    const int c0 = x + pc.kb - pc.qb, lim = pc.causal != 0u ? min(pc.kb, c0 + 1) : pc.kb;
    const bool forced = pc.causal != 0u && c0 >= 0 && c0 < pc.kb;
    const uvec2 dbits = KtU64(pc.aux + KT_VK_TOPK_DENSITY * 8).v;
    precise double want = packDouble2x32(dbits) * double(max(lim, 0)) + 0.5;
    const int cnt = max(1, int(floor(want)));
    const int picks = max(min(cnt, lim) - (forced ? 1 : 0), 0);
    uint on = 0u;
    if (forced && y == c0) {
        on = 1u;
    } else if (y < lim && picks > 0) {
        const double s = KtF64(f64_at(sc0 + row * pc.kb + y)).v;
        int rank = 0;
        for (int y2 = 0; y2 < lim && rank < picks; y2++) {
            const double s2 = KtF64(f64_at(sc0 + row * pc.kb + y2)).v;
            rank += y2 != y && !(forced && y2 == c0) && (s2 > s || (s2 == s && y2 < y)) ? 1 : 0;
        }
        on = rank < picks ? 1u : 0u;
    }
    KtU8(pc.mask + uint64_t(aux(KT_VK_TOPK_M) * b + aux(KT_VK_TOPK_M + 1) * h + aux(KT_VK_TOPK_M + 2) * x + aux(KT_VK_TOPK_M + 3) * y)).v = uint8_t(on);
}
