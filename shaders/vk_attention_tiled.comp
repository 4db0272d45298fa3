#version 450
/* Flash attention forward, register-tiled scalar path for the common case:
   plain strided f32/f16/bf16 q, k, v in 16-byte rows, head dims equal (a
   multiple of 4 * KG), no mask tensor, soft-cap, ALiBi, pages or key
   splits; windows (causal among them), LSE and block-sparse tile lists
   kept. Everything else takes vk_attention.comp.

   A workgroup holds BR rows (query head of the GQA group, query) of one
   (batch, kv head), as vk_attention.comp. Lanes form RG row groups of KG
   consecutive lanes (KG <= subgroup size, so a row's reductions are
   subgroup shuffles): lane (g, t) owns rows g, g+RG, ... (RM of them) and
   keys t, t+KG, ... (CN) of a BC-key tile of S, and the same rows x output
   columns 4t .. 4t+3 (+ 4*KG steps) of O, all in registers. q, k and v are
   f32 in shared memory, read as vec4 along d (rows padded so that the rows
   and keys a step reads fall in different banks; a subgroup's q reads are
   broadcasts): RM + CN vec4 reads feed 4 RM CN multiply-adds. P goes
   through shared memory as one vec4 per key and row group (its RM <= 4
   rows), read back by the same lanes. D, RM, CN and KG are compile-time
   (vk_modules.txt: a module per head dim) so that glslc unrolls every loop
   over a lane's arrays and replaces them by scalars: arrays sized by
   specialisation constants end in local memory on NVIDIA. K and V take
   turns in one buffer (to fit 48 KiB), staged in 16-byte rows (with PF,
   the next one loaded into registers while the current one is used). The
   softmax works in base 2 (log2(e) folded into the scale). Keys are
   visited in tile order: results do not depend on scheduling.

   Block-sparse (SPARSE = 1, 2) as vk_attention_coop.comp: the workgroup
   walks the key tiles vk_sparse_list.comp listed for it (tiles of BC keys
   from key 0); with SPARSE = 1 a key is visible to a row only where the
   row's block of the mask is set, tested per score on tiles the list did
   not mark wholly set; SPARSE = 2 (the host found every listed tile wholly
   set) tests nothing. The list entries are read two tiles ahead. */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

#ifndef D
#define D 64u  /* head dim of q, k, v and out */
#endif
#ifndef RM
#define RM 4u  /* rows a lane, at most 4 */
#endif
#ifndef KG
#define KG 8u  /* lanes a row group */
#endif
#ifndef BC
#define BC 32u /* keys a tile */
#endif
#ifndef PF
#define PF 0u  /* 16-byte chunks a lane holds: the next K or V tile loaded into registers while one is used (0: loaded as staged) */
#endif

layout(local_size_x_id = 0) in; /* BR / RM * KG */
layout(constant_id = 2) const uint BR = 16;  /* rows per workgroup (the default within lavapipe's 32 KiB of shared memory) */
layout(constant_id = 6) const uint QDT = 1;  /* element codes (vk_args.h), 0..2 */
layout(constant_id = 7) const uint KDT = 1;
layout(constant_id = 8) const uint VDT = 1;
layout(constant_id = 9) const uint ODT = 1;
#ifndef LISTS
#define LISTS 0 /* 1: the block-sparse module (vk_modules.txt), whose SPARSE is 1 or 2; the dense one holds no code of it */
#endif
#if LISTS
layout(constant_id = 12) const uint SPARSE = 1; /* 1 and 2 block-sparse (above) */
#else
const uint SPARSE = 0u;
#endif

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint RG = BR / RM;       /* row groups */
const uint WG = RG * KG;
const uint CN = BC / KG;       /* keys a lane */
const uint D4 = D / 4u;
const uint DS = D4 + 1u;       /* vec4 stride of a q, k or v row in shared memory */
const uint VN = D4 / KG;       /* output vec4s a lane and row */
const uint PS = RG + 1u;       /* vec4 stride of a key's P */
const uint KES = KDT == 0 ? 4 : 2, VES = VDT == 0 ? 4 : 2;

shared vec4 sq[BR * DS];
shared vec4 skv[BC * DS];
shared vec4 sp[BC * PS];

/* vec4 d of row r of a q, k or v buffer */
uint at(uint r, uint d) { return r * DS + d; }

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* log2(KG): plain counted loops, which glslc unrolls (with the loops around them) */
const uint LKG = KG >= 16u ? (KG >= 32u ? 5u : 4u) : KG >= 4u ? (KG >= 8u ? 3u : 2u) : 1u;
float row_max(float x) {
    [[unroll]] for (uint k = 0u; k < LKG; k++) x = max(x, subgroupShuffleXor(x, 1u << k));
    return x;
}
float row_sum(float x) {
    [[unroll]] for (uint k = 0u; k < LKG; k++) x += subgroupShuffleXor(x, 1u << k);
    return x;
}

/* 16-byte chunks of a K (V) tile a lane takes; whether PF registers hold them */
const uint KCH = (BC * D * KES / 16u + WG - 1u) / WG, VCH = (BC * D * VES / 16u + WG - 1u) / WG;
const bool KPF = PF != 0u && KCH <= PF, VPF = PF != 0u && VCH <= PF;

/* 16 bytes (chunk ch of key c's row: elements 0..7 / 0..3) as f32 into skv */
void put(uint c, uint ch, uvec4 w, uint es, uint dt) {
    if (es == 4) {
        skv[at(c, ch)] = uintBitsToFloat(w);
    } else if (dt == 2) { /* bf16: the high halves of f32 */
        const uvec4 lo = w << 16, hi = w & 0xFFFF0000u;
        skv[at(c, 2u * ch)] = uintBitsToFloat(uvec4(lo.x, hi.x, lo.y, hi.y));
        skv[at(c, 2u * ch + 1u)] = uintBitsToFloat(uvec4(lo.z, hi.z, lo.w, hi.w));
    } else { /* f16: exact in f32 (where the device keeps 16-bit subnormals) */
        skv[at(c, 2u * ch)] = vec4(unpackHalf2x16(w.x), unpackHalf2x16(w.y));
        skv[at(c, 2u * ch + 1u)] = vec4(unpackHalf2x16(w.z), unpackHalf2x16(w.w));
    }
}

/* keys j0 .. j0+BC-1 of the rows at base (n stride bytes, es-byte elements of dtype dt) as f32 into skv; zeros past nk */
void stage(uint tid, uint64_t base, int64_t nstride, int j0, int nk, uint es, uint dt) {
    const uint per = D * es / 16u;
    for (uint e = tid; e < BC * per; e += WG) {
        const uint c = e / per, ch = e % per;
        const int j = j0 + int(c);
        uvec4 w = uvec4(0);
        if (j < nk) w = KtV4(base + uint64_t(nstride * int64_t(j)) + ch * 16u).v;
        put(c, ch, w, es, dt);
    }
}

/* the same in two halves: the lane's chunks into registers, later into skv */
void fetch(uint tid, inout uvec4 w[PF > 0u ? PF : 1u], uint64_t base, int64_t nstride, int j0, int nk, uint es) {
    const uint per = D * es / 16u;
    [[unroll]] for (uint u = 0; u < PF; u++) {
        const uint e = tid + u * WG, c = e / per, ch = e % per;
        const int j = j0 + int(c);
        w[u] = uvec4(0);
        if (e < BC * per && j < nk) w[u] = KtV4(base + uint64_t(nstride * int64_t(j)) + ch * 16u).v;
    }
}
void store(uint tid, uvec4 w[PF > 0u ? PF : 1u], uint es, uint dt) {
    const uint per = D * es / 16u;
    [[unroll]] for (uint u = 0; u < PF; u++) {
        const uint e = tid + u * WG, c = e / per, ch = e % per;
        if (e < BC * per) put(c, ch, w[u], es, dt);
    }
}

void main() {
    const uint tid = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
    const uint g = tid / KG, t = tid % KG;
    const uint b = gl_WorkGroupID.z, hk = gl_WorkGroupID.y;
    const int nq = pc.nq, nk = pc.nk, group = pc.group, rows = group * nq, off = nk - nq;
    const int rho0 = int(gl_WorkGroupID.x * BR);
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;

    /* keys any row of the tile may see; keys every row sees */
    const int rho1 = min(rho0 + int(BR), rows) - 1;
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (rho0 / nq != rho1 / nq) { ilo = 0; ihi = nq - 1; }
    int jlo = 0, jhi = nk, alo = 0, ahi = nk; /* [alo, ahi): visible to all rows */
    if (has_wl) { jlo = max(jlo, ilo + off - pc.wl); alo = max(alo, ihi + off - pc.wl); }
    if (has_wr) { jhi = min(jhi, ihi + off + pc.wr + 1); ahi = min(ahi, ilo + off + pc.wr + 1); }
    int ntile = jhi > jlo ? (jhi - jlo + int(BC) - 1) / int(BC) : 0;
    uint64_t tiles = 0; /* block-sparse: the workgroup's count, then its tiles */
    if (SPARSE != 0u) {
        tiles = uint64_t(aux(KT_VK_AUX_LIST)) + uint64_t((b * uint(pc.heads_kv) + hk) * gl_NumWorkGroups.x + gl_WorkGroupID.x) *
                                                    uint64_t(uint(nk + int(BC) - 1) / BC + 1u) * 4u;
        ntile = int(KtU32(tiles).v);
    }

    /* q rows, f32 */
    for (uint e = tid; e < BR * D; e += WG) {
        const uint rr = e / D, d = e % D;
        const int rq = rho0 + int(rr);
        float x = 0.0;
        if (rq < rows) {
            const int h = int(hk) * group + rq / nq, i = rq % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
            x = kt_attn_load(QDT, row + d * kt_attn_esize(QDT));
        }
        sq[at(rr, d / 4u)][d % 4u] = x;
    }

    /* the lane's rows g, g + RG, ...: their window in keys (rows past the end see none) and (SPARSE = 1) their row of the block mask */
    int vlo[RM], vhi[RM];
    uint64_t bmr[RM];
    int64_t bms = 0;
    int bk = 1;
    [[unroll]] for (uint i = 0; i < RM; i++) {
        const int rq = rho0 + int(g + i * RG), qi = rq % nq;
        vlo[i] = has_wl ? qi + off - pc.wl : 0;
        vhi[i] = rq >= rows ? -1 : has_wr ? qi + off + pc.wr : 0x7fffffff;
        bmr[i] = 0;
    }
    if (SPARSE == 1u) {
        const uint64_t bm = uint64_t(aux(KT_VK_AUX_BM)) + uint64_t(aux(KT_VK_AUX_BM + 1) * int64_t(b));
        const int64_t bmh = aux(KT_VK_AUX_BM + 2), bmq = aux(KT_VK_AUX_BM + 3);
        const int bq = int(aux(KT_VK_AUX_BLOCK));
        bms = aux(KT_VK_AUX_BM + 4);
        bk = int(aux(KT_VK_AUX_BLOCK + 1));
        [[unroll]] for (uint i = 0; i < RM; i++) {
            const int rq = min(rho0 + int(g + i * RG), rows - 1);
            bmr[i] = bm + uint64_t(bmh * int64_t(int(hk) * group + rq / nq) + bmq * int64_t((rq % nq) / bq));
        }
    }

    const uint64_t kbase = pc.k + uint64_t(aux(KT_VK_AUX_K) * int64_t(b) + aux(KT_VK_AUX_K + 1) * int64_t(hk)) * KES;
    const uint64_t vbase = pc.v + uint64_t(aux(KT_VK_AUX_V) * int64_t(b) + aux(KT_VK_AUX_V + 1) * int64_t(hk)) * VES;
    const int64_t kns = aux(KT_VK_AUX_K + 2) * int64_t(KES), vns = aux(KT_VK_AUX_V + 2) * int64_t(VES);
    const float scale2 = pc.scale * 1.4426950408889634;

    float m[RM], l[RM];
    vec4 o[RM][VN];
    [[unroll]] for (uint i = 0; i < RM; i++) {
        m[i] = -1.0 / 0.0;
        l[i] = 0.0;
        [[unroll]] for (uint u = 0; u < VN; u++) o[i][u] = vec4(0.0);
    }

    /* the first keys of this tile and the next, and (block-sparse) their list entries */
    int j0 = jlo, j1 = jlo + int(BC);
    uint e0 = 0u, e1 = 0u;
    if (SPARSE != 0u) {
        if (ntile > 0) e0 = KtU32(tiles + 4u).v;
        if (ntile > 1) e1 = KtU32(tiles + 8u).v;
        j0 = int(e0 & 0x7fffffffu) * int(BC);
        j1 = int(e1 & 0x7fffffffu) * int(BC);
    }

    uvec4 w[PF > 0u ? PF : 1u];
    if (KPF && ntile > 0) fetch(tid, w, kbase, kns, j0, nk, KES);
    for (int it = 0; it < ntile; it++) {
        const bool next = it + 1 < ntile;
        if (SPARSE == 0u) j0 = jlo + it * int(BC), j1 = j0 + int(BC);
        uint e2 = 0u; /* the entry after next, used at the end of the step */
        if (SPARSE != 0u && it + 2 < ntile) e2 = KtU32(tiles + uint64_t(it + 3) * 4u).v;
        barrier(); /* the previous tile's V readers are done (and sq is written) */
        if (KPF) store(tid, w, KES, KDT);
        else stage(tid, kbase, kns, j0, nk, KES, KDT);
        barrier();
        if (VPF) fetch(tid, w, vbase, vns, j0, nk, VES); /* in flight during q K^T */

        float s[RM][CN];
        [[unroll]] for (uint i = 0; i < RM; i++)
            [[unroll]] for (uint c = 0; c < CN; c++) s[i][c] = 0.0;
        for (uint d = 0; d < D4; d++) {
            vec4 qv[RM], kv[CN];
            [[unroll]] for (uint i = 0; i < RM; i++) qv[i] = sq[at(g + i * RG, d)];
            [[unroll]] for (uint c = 0; c < CN; c++) kv[c] = skv[at(t + c * KG, d)];
            [[unroll]] for (uint i = 0; i < RM; i++)
                [[unroll]] for (uint c = 0; c < CN; c++)
                    s[i][c] = fma(qv[i].w, kv[c].w, fma(qv[i].z, kv[c].z, fma(qv[i].y, kv[c].y, fma(qv[i].x, kv[c].x, s[i][c]))));
        }

        /* a tile that some row sees only in part (windows, the end of the keys, blocks of the mask): per-key test */
        const bool whole = SPARSE != 1u || (e0 >> 31) != 0u; /* every block under the tile set */
        const bool edge = j0 < alo || j0 + int(BC) > ahi || !whole;
        vec4 pw[CN];
        [[unroll]] for (uint c = 0; c < CN; c++) pw[c] = vec4(0.0);
        [[unroll]] for (uint i = 0; i < RM; i++) {
            float mt = -1.0 / 0.0;
            [[unroll]] for (uint c = 0; c < CN; c++) {
                const int j = j0 + int(t + c * KG);
                float x = s[i][c] * scale2;
                if (edge && (j < vlo[i] || j > vhi[i] || j >= jhi || (!whole && uint(KtU8(bmr[i] + uint64_t(bms * int64_t(j / bk))).v) == 0u))) x = -1.0 / 0.0;
                s[i][c] = x;
                mt = max(mt, x);
            }
            mt = row_max(mt);
            const float mn = max(m[i], mt);
            /* no key yet: every p and alpha 0 (l and o are 0); no branch around loops, so that glslc unrolls them */
            const float mr = mn == -1.0 / 0.0 ? 0.0 : mn;
            const float alpha = exp2(m[i] - mr);
            float ls = 0.0;
            [[unroll]] for (uint c = 0; c < CN; c++) {
                const float p = exp2(s[i][c] - mr);
                pw[c][i] = p;
                ls += p;
            }
            l[i] = l[i] * alpha + row_sum(ls);
            m[i] = mn;
            [[unroll]] for (uint u = 0; u < VN; u++) o[i][u] *= alpha;
        }
        [[unroll]] for (uint c = 0; c < CN; c++) sp[(t + c * KG) * PS + g] = pw[c];

        barrier(); /* K's readers are done */
        if (VPF) store(tid, w, VES, VDT);
        else stage(tid, vbase, vns, j0, nk, VES, VDT);
        if (KPF && next) fetch(tid, w, kbase, kns, j1, nk, KES); /* in flight during P V */
        barrier();

        for (uint c = 0; c < BC; c++) {
            const vec4 p = sp[c * PS + g];
            [[unroll]] for (uint u = 0; u < VN; u++) {
                const vec4 vv = skv[at(c, t + u * KG)];
                [[unroll]] for (uint i = 0; i < RM; i++) o[i][u] = fma(vec4(p[i]), vv, o[i][u]);
            }
        }
        j0 = j1;
        j1 = SPARSE != 0u ? int(e2 & 0x7fffffffu) * int(BC) : j1 + int(BC);
        e0 = e1;
        e1 = e2;
    }

    /* O / l through shared memory (sq), then stored row by row in the output's dtype: one store in the code */
    const float nan = uintBitsToFloat(0x7fc00000u);
    barrier();
    [[unroll]] for (uint i = 0; i < RM; i++) {
        const int rq = rho0 + int(g + i * RG);
        /* a NaN score anywhere made l NaN: NaN output and LSE, as on the CPU */
        const bool bad = isnan(l[i]);
        const float inv = bad ? nan : l[i] > 0.0 ? 1.0 / l[i] : 0.0;
        [[unroll]] for (uint u = 0; u < VN; u++) sq[at(g + i * RG, t + u * KG)] = o[i][u] * inv;
        if (rq < rows && t == 0 && (pc.flags & KT_VK_ATTN_LSE) != 0) {
            const int hq = int(hk) * group + rq / nq, qi = rq % nq;
            const float lse = bad ? nan : l[i] > 0.0 ? (m[i] + log2(l[i])) * 0.6931471805599453 : -1.0 / 0.0;
            KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(hq) + aux(KT_VK_AUX_LSE + 2) * int64_t(qi)) * 4).v = lse;
        }
    }
    barrier();
    for (uint e = tid; e < BR * D; e += WG) {
        const uint rr = e / D, d = e % D;
        const int rq = rho0 + int(rr);
        if (rq < rows) {
            const int hq = int(hk) * group + rq / nq, qi = rq % nq;
            const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hq) + aux(KT_VK_AUX_O + 2) * int64_t(qi)) * kt_attn_esize(ODT);
            kt_store_f32(orow + d * kt_attn_esize(ODT), ODT, sq[at(rr, d / 4u)][d % 4u]);
        }
    }
}
