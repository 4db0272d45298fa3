#version 450
/* Key tiles of block-sparse attention (vk_attention.comp,
   vk_attention_coop.comp and vk_attention_tiled.comp with SPARSE = 1), one workgroup per workgroup of
   the attention's grid: tile t (keys [t*BC, t*BC+BC)) is listed when it
   meets the keys the tile's rows may see (windows) and some block of the
   mask covering (rows, keys of the tile) is set. With FULL = 1 an entry
   has bit 31 set where every such block is set (the kernel then skips the
   per-key block test on that tile). 64 tiles at a time, compacted in order
   by a prefix sum in shared memory, so the list is the same on every run. */
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
layout(constant_id = 3) const uint BR = 16; /* the attention's rows per workgroup */
layout(constant_id = 4) const uint BC = 32; /* and keys per tile */
layout(constant_id = 5) const uint FULL = 0; /* 1: mark wholly set tiles (above) */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

shared uint scan[64];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

void main() {
    const uint tid = gl_LocalInvocationID.x;
    const uint b = gl_WorkGroupID.z, hk = gl_WorkGroupID.y;
    const int nq = pc.nq, group = pc.group, nk = pc.nk, rows = group * nq;
    const int rho0 = int(gl_WorkGroupID.x * BR), rho1 = min(rho0 + int(BR), rows) - 1;
    const int g0 = rho0 / nq, g1 = rho1 / nq, off = nk - nq;
    /* the attention's key range for these rows */
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (g0 != g1) { ilo = 0; ihi = nq - 1; }
    int jlo = 0, jhi = nk;
    if ((pc.flags & KT_VK_ATTN_WL) != 0) jlo = max(jlo, ilo + off - pc.wl);
    if ((pc.flags & KT_VK_ATTN_WR) != 0) jhi = min(jhi, ihi + off + pc.wr + 1);

    const uint ntiles = uint(nk + int(BC) - 1) / BC;
    const uint64_t list = uint64_t(aux(KT_VK_AUX_LIST)) +
                          (uint64_t((b * uint(pc.heads_kv) + hk) * gl_NumWorkGroups.x + gl_WorkGroupID.x) * uint64_t(ntiles + 1u)) * 4u;
    const uint64_t bm = uint64_t(aux(KT_VK_AUX_BM)) + uint64_t(aux(KT_VK_AUX_BM + 1) * int64_t(b));
    const int64_t sh = aux(KT_VK_AUX_BM + 2), sq = aux(KT_VK_AUX_BM + 3), sk = aux(KT_VK_AUX_BM + 4);
    const int bq = int(aux(KT_VK_AUX_BLOCK)), bk = int(aux(KT_VK_AUX_BLOCK + 1));

    uint n = 0;
    for (uint t0 = 0; t0 < ntiles; t0 += 64u) {
        const uint t = t0 + tid;
        uint on = 0, off = 0;
        bool done = false; /* a set block seen (and, with FULL, an unset one) */
        const int k0 = max(int(t * BC), jlo), k1 = min(int(t * BC + BC), jhi);
        if (t < ntiles && k0 < k1) {
            const int c0 = k0 / bk, c1 = (k1 - 1) / bk;
            for (int g = g0; g <= g1 && !done; g++) {
                const uint64_t hrow = bm + uint64_t(sh * int64_t(int(hk) * group + g));
                const int a0 = (g == g0 ? rho0 % nq : 0) / bq, a1 = (g == g1 ? rho1 % nq : nq - 1) / bq;
                for (int qa = a0; qa <= a1 && !done; qa++)
                    for (int c = c0; c <= c1 && !done; c++) {
                        if (uint(KtU8(hrow + uint64_t(sq * int64_t(qa) + sk * int64_t(c))).v) != 0u) on = 1u;
                        else off = 1u;
                        done = on != 0u && (FULL == 0u || off != 0u);
                    }
            }
        }
        scan[tid] = on;
        barrier();
        for (uint o = 1u; o < 64u; o <<= 1) { /* inclusive prefix sum */
            const uint x = tid >= o ? scan[tid - o] : 0u;
            barrier();
            scan[tid] += x;
            barrier();
        }
        if (on != 0u) KtU32(list + uint64_t(n + scan[tid]) * 4u).v = t | (FULL != 0u && off == 0u ? 0x80000000u : 0u); /* entry n + rank, after the count */
        n += scan[63];
        barrier(); /* scan is read before the next chunk writes it */
    }
    if (tid == 0u) KtU32(list).v = n;
}
