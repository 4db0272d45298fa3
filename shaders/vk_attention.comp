#version 450
/* Flash attention forward (plain and paged KV), one workgroup per tile of
   BR rows of one (batch, kv head) and one range of keys (a split).

   A row is (query head of the kv head's group, query index): rows of the
   whole GQA group share the K/V tiles, so a tile is read once per group
   (decode, at most 8 rows, takes vk_attention_decode.comp). Each row is served by T
   consecutive lanes of one subgroup (T <= subgroup size, a power of two):
   lane t scores keys t, t+T, ... of a tile against the row's query in
   shared memory, row max/sum reduce with subgroup shuffles, and for P.V
   lane t owns output elements t, t+T, ...

   Keys are visited in the fixed order of their tiles, so results do not
   depend on scheduling. With splits (gl_NumWorkGroups.y > heads_kv) each
   workgroup writes its normalised partial output and LSE (f32) and
   vk_attention_combine merges the splits in index order.

   Block-sparse (SPARSE = 1, no splits): the workgroup visits only the key
   tiles vk_sparse_list.comp listed for it, and a key is visible to a row
   only where the row's block of the mask is set (ANDed with everything
   else), so the cost follows the mask's density. */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint D = 64;   /* head dim of q and k */
layout(constant_id = 2) const uint DV = 64;  /* head dim of v and out */
layout(constant_id = 3) const uint BR = 16;  /* rows per workgroup */
layout(constant_id = 4) const uint BC = 32;  /* keys per tile, a multiple of T */
layout(constant_id = 5) const uint T = 8;    /* lanes per row */
layout(constant_id = 6) const uint QDT = 0;  /* element codes (vk_args.h): q */
layout(constant_id = 7) const uint KDT = 0;  /* k (pages) */
layout(constant_id = 8) const uint VDT = 0;  /* v (pages) */
layout(constant_id = 9) const uint ODT = 0;  /* out */
layout(constant_id = 10) const uint MDT = 0; /* mask */
layout(constant_id = 11) const uint MASK = 0; /* 0 none, 1 boolean, 2 additive */
layout(constant_id = 12) const uint PAGED = 0;
layout(constant_id = 13) const uint KVEC = 1; /* k elements per 16-byte load, 1 = scalar loads */
layout(constant_id = 14) const uint VVEC = 1;
layout(constant_id = 15) const uint SPARSE = 0;

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint DVT = (DV + T - 1) / T;  /* output elements per lane */
const uint ST = BC / T;             /* scores per lane per tile */

shared float sq[BR * D];
shared float sk[BC * (D + 1)]; /* padded: lanes read different keys at the same d */
shared float sv[BC * DV];
shared float sp[BR * BC];
shared uint64_t skrow[BC], svrow[BC];
shared float skscale[BC], svscale[BC];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* scale of row (i0, i1, i2) of a quantized input (codes times scale), else 1 */
float row_scale(uint at, int i0, int i1, int i2) {
    if (aux(at) == 0) return 1.0;
    return KtF32(uint64_t(aux(at)) + uint64_t(aux(at + 1) * int64_t(i0) + aux(at + 2) * int64_t(i1) + aux(at + 3) * int64_t(i2)) * 4).v;
}

/* key row j of (b, hk): plain tensors by strides, pages through the block table */
uint64_t key_row(uint64_t base, uint s0, uint esz, uint b, uint hk, int j, out float scale, uint scale_at) {
    if (PAGED == 0) {
        scale = row_scale(scale_at, int(b), int(hk), j);
        return base + uint64_t(aux(s0) * int64_t(b) + aux(s0 + 1) * int64_t(hk) + aux(s0 + 2) * int64_t(j)) * esz;
    }
    int ps = int(aux(KT_VK_AUX_PAGE_SIZE));
    uint64_t bt = uint64_t(aux(KT_VK_AUX_BT)) + uint64_t(aux(KT_VK_AUX_BT + 1) * int64_t(b) + aux(KT_VK_AUX_BT + 2) * int64_t(j / ps)) * 4;
    /* the host checked the tables when it could read them; clamped anyway so a bad entry cannot reach outside the pages */
    const int page = clamp(KtI32(bt).v, 0, int(aux(KT_VK_AUX_PAGES)) - 1);
    scale = row_scale(scale_at, page, int(hk), j % ps);
    return base + uint64_t(aux(s0) * int64_t(page) + aux(s0 + 1) * int64_t(hk) + aux(s0 + 2) * int64_t(j % ps)) * esz;
}

float row_max(float x) {
    for (uint o = T / 2; o > 0; o >>= 1) x = max(x, subgroupShuffleXor(x, o));
    return x;
}
float row_sum(float x) {
    for (uint o = T / 2; o > 0; o >>= 1) x += subgroupShuffleXor(x, o);
    return x;
}

void main() {
    const uint tid = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
    const uint r = tid / T, lane = tid % T;
    const uint b = gl_WorkGroupID.z;
    const uint hk = gl_WorkGroupID.y % uint(pc.heads_kv);
    const uint split = gl_WorkGroupID.y / uint(pc.heads_kv);
    const uint nsplit = gl_NumWorkGroups.y / uint(pc.heads_kv);
    const int nq = pc.nq, group = pc.group;
    const int rows = group * nq;
    const int rho0 = int(gl_WorkGroupID.x * BR);
    const int rho = rho0 + int(r);
    const bool live = rho < rows;
    const int hq = int(hk) * group + (live ? rho / nq : 0);
    const int qi = live ? rho % nq : 0;
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;

    int nk = pc.nk;
    if (PAGED != 0) nk = KtI32(uint64_t(aux(KT_VK_AUX_CTX)) + uint64_t(aux(KT_VK_AUX_CTX + 1) * int64_t(b)) * 4).v;
    const int off = nk - nq;

    /* keys any row of the tile may see, then this split's share of them */
    const int rho1 = min(rho0 + int(BR), rows) - 1;
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (rho0 / nq != rho1 / nq) { ilo = 0; ihi = nq - 1; }
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, ilo + off - pc.wl);
    if (has_wr) jhi = min(jhi, ihi + off + pc.wr + 1);
    if (nsplit > 1) {
        jlo = max(jlo, int(split) * pc.split_len);
        jhi = min(jhi, int(split + 1) * pc.split_len);
    }

    /* the row's query, f32 */
    for (uint e = tid; e < BR * D; e += BR * T) {
        const uint rr = e / D, d = e % D;
        const int rq = rho0 + int(rr);
        float x = 0.0;
        if (rq < rows) {
            const int h = int(hk) * group + rq / nq, i = rq % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
            x = kt_attn_load(QDT, row + d * kt_attn_esize(QDT)) * row_scale(KT_VK_AUX_QSC, int(b), h, i);
        }
        sq[e] = x;
    }

    float slope = 0.0;
    if ((pc.flags & KT_VK_ATTN_ALIBI) != 0 && live) slope = KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(hq) * 4).v;
    uint64_t mrow = 0;
    if (MASK != 0 && live)
        mrow = pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(hq) + aux(KT_VK_AUX_MASK + 2) * int64_t(qi)) * kt_attn_esize(MDT);
    const int64_t mstride = aux(KT_VK_AUX_MASK + 3);
    uint64_t bmrow = 0, tiles = 0; /* block-sparse: the row's blocks of the mask, the workgroup's key tiles */
    int64_t bmstride = 0;
    int bk = 1, ntile = jhi > jlo ? (jhi - jlo + int(BC) - 1) / int(BC) : 0;
    if (SPARSE != 0) {
        if (live)
            bmrow = uint64_t(aux(KT_VK_AUX_BM)) + uint64_t(aux(KT_VK_AUX_BM + 1) * int64_t(b) + aux(KT_VK_AUX_BM + 2) * int64_t(hq) +
                                                          aux(KT_VK_AUX_BM + 3) * int64_t(qi / int(aux(KT_VK_AUX_BLOCK))));
        bmstride = aux(KT_VK_AUX_BM + 4);
        bk = int(aux(KT_VK_AUX_BLOCK + 1));
        tiles = uint64_t(aux(KT_VK_AUX_LIST)) + (uint64_t((b * uint(pc.heads_kv) + hk) * gl_NumWorkGroups.x + gl_WorkGroupID.x) *
                                                 uint64_t(uint(nk + int(BC) - 1) / BC + 1u)) * 4u;
        ntile = KtI32(tiles).v;
    }
    const int vlo = has_wl ? qi + off - pc.wl : 0;          /* this row's window */
    const int vhi = has_wr ? qi + off + pc.wr : 0x7fffffff;

    float m = -1.0 / 0.0, l = 0.0;
    bool row_nan = false; /* a NaN score anywhere: NaN output and LSE, as on the CPU */
    float o[DVT];
    for (uint u = 0; u < DVT; u++) o[u] = 0.0;

    for (int it = 0; it < ntile; it++) {
        const int j0 = SPARSE != 0 ? KtI32(tiles + uint64_t(it + 1) * 4u).v * int(BC) : jlo + it * int(BC);
        barrier(); /* the previous tile's readers are done (and sq is written) */
        for (uint c = tid; c < BC; c += BR * T) { /* row addresses once per key: pages go through the block table */
            const int j = j0 + int(c);
            float ks = 0.0, vs = 0.0;
            uint64_t kr = 0, vr = 0;
            if (j < jhi) {
                kr = key_row(pc.k, KT_VK_AUX_K, kt_attn_esize(KDT), b, hk, j, ks, KT_VK_AUX_KSC);
                vr = key_row(pc.v, KT_VK_AUX_V, kt_attn_esize(VDT), b, hk, j, vs, KT_VK_AUX_VSC);
            }
            skrow[c] = kr;
            svrow[c] = vr;
            skscale[c] = ks;
            svscale[c] = vs;
        }
        barrier();
        /* 16-byte loads where the host found every row aligned (KVEC, VVEC elements each) */
        for (uint e = tid; e < BC * (D / KVEC); e += BR * T) {
            const uint c = e / (D / KVEC), d = (e % (D / KVEC)) * KVEC;
            const bool live_key = j0 + int(c) < jhi;
            if (!live_key) { /* no load: the row address is 0 */
                for (uint t = 0; t < KVEC; t++) sk[c * (D + 1) + d + t] = 0.0;
            } else if (KVEC == 1) {
                sk[c * (D + 1) + d] = kt_attn_load(KDT, skrow[c] + d * kt_attn_esize(KDT)) * skscale[c];
            } else {
                const uvec4 w = KtV4(skrow[c] + d * kt_attn_esize(KDT)).v;
                for (uint t = 0; t < KVEC; t++) sk[c * (D + 1) + d + t] = kt_attn_unpack(KDT, w, t) * skscale[c];
            }
        }
        for (uint e = tid; e < BC * (DV / VVEC); e += BR * T) {
            const uint c = e / (DV / VVEC), d = (e % (DV / VVEC)) * VVEC;
            const bool live_key = j0 + int(c) < jhi;
            if (!live_key) { /* no load: the row address is 0 */
                for (uint t = 0; t < VVEC; t++) sv[c * DV + d + t] = 0.0;
            } else if (VVEC == 1) {
                sv[c * DV + d] = kt_attn_load(VDT, svrow[c] + d * kt_attn_esize(VDT)) * svscale[c];
            } else {
                const uvec4 w = KtV4(svrow[c] + d * kt_attn_esize(VDT)).v;
                for (uint t = 0; t < VVEC; t++) sv[c * DV + d + t] = kt_attn_unpack(VDT, w, t) * svscale[c];
            }
        }
        barrier();

        /* q.k for the lane's keys: each q element read once for all of them */
        float s[ST];
        for (uint t = 0; t < ST; t++) s[t] = 0.0;
        for (uint d = 0; d < D; d++) {
            const float qd = sq[r * D + d];
            for (uint t = 0; t < ST; t++) s[t] += qd * sk[(lane + t * T) * (D + 1) + d];
        }
        float mt = -1.0 / 0.0, nan_seen = 0.0;
        for (uint t = 0; t < ST; t++) {
            const int j = j0 + int(lane + t * T);
            float x = -1.0 / 0.0;
            if (live && j < jhi && j >= vlo && j <= vhi && (SPARSE == 0 || uint(KtU8(bmrow + uint64_t(bmstride * int64_t(j / bk))).v) != 0u)) {
                float mv = 0.0;
                if (MASK != 0) mv = kt_attn_load(MDT, mrow + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                if (MASK != 1 || mv != 0.0) {
                    x = s[t] * pc.scale;
                    if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                    if ((pc.flags & KT_VK_ATTN_ALIBI) != 0) x -= slope * abs(float(qi + off - j));
                    if (MASK == 2) x += mv;
                }
            }
            s[t] = x;
            if (isnan(x)) nan_seen = 1.0;
            mt = max(mt, x);
        }
        mt = row_max(mt);
        row_nan = row_nan || row_max(nan_seen) > 0.0;
        const float mn = max(m, mt);
        float alpha = 1.0, ls = 0.0;
        if (mn != -1.0 / 0.0) {
            alpha = exp(m - mn);
            for (uint t = 0; t < ST; t++) {
                const float p = exp(s[t] - mn);
                sp[r * BC + lane + t * T] = p;
                ls += p;
            }
        } else {
            for (uint t = 0; t < ST; t++) sp[r * BC + lane + t * T] = 0.0;
        }
        l = l * alpha + row_sum(ls);
        m = mn;
        subgroupMemoryBarrierShared(); /* sp of a row is written and read by the lanes of that row only */
        subgroupBarrier();
        /* P.V: each p read once for the lane's output elements */
        for (uint u = 0; u < DVT; u++) o[u] *= alpha;
        for (uint c = 0; c < BC; c++) {
            const float p = sp[r * BC + c];
            for (uint u = 0; u < DVT; u++) {
                const uint e = lane + u * T;
                if (e < DV) o[u] += p * sv[c * DV + e];
            }
        }
    }

    if (!live) return;
    const float nan = uintBitsToFloat(0x7fc00000u);
    const float inv = row_nan ? nan : l > 0.0 ? 1.0 / l : 0.0;
    const float lse = row_nan ? nan : l > 0.0 ? m + log(l) : -1.0 / 0.0;
    if (nsplit > 1) {
        const uint64_t p = (uint64_t(b * uint(pc.heads_kv) + hk) * nsplit + split) * uint64_t(rows) + uint64_t(rho);
        for (uint u = 0; u < DVT; u++) {
            const uint e = lane + u * T;
            if (e < DV) KtF32(pc.o + (p * DV + e) * 4).v = o[u] * inv;
        }
        if (lane == 0) KtF32(pc.lse + p * 4).v = lse;
        return;
    }
    const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hq) + aux(KT_VK_AUX_O + 2) * int64_t(qi)) * kt_attn_esize(ODT);
    for (uint u = 0; u < DVT; u++) {
        const uint e = lane + u * T;
        if (e < DV) kt_store_f32(orow + e * kt_attn_esize(ODT), ODT, o[u] * inv);
    }
    if (lane == 0 && (pc.flags & KT_VK_ATTN_LSE) != 0)
        KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(hq) + aux(KT_VK_AUX_LSE + 2) * int64_t(qi)) * 4).v = lse;
}
