#version 450
/* Decode attention of 1-byte K / V codes (int8 or fp8 e4m3, f32 scales a
   key, a head or the tensor) under f16 / bf16 queries on NVIDIA's matrix
   units (GL_NV_cooperative_matrix, f16 x f16 -> f32) in the transposed
   form: the query rows are the N side of every product, S^T = K Q^T (the
   16-key tile of K the A operand, q^T the B operand) and O^T += V^T P^T,
   so the accumulators are 16 x NC (NC = 8 where the device lists 16x8x16,
   else 16) and a thread's share of them is small. Head dim D (a define),
   at most 8 rows (query heads of the kv head's group x queries).

   One workgroup per (kv head, split of the keys, batch), NSG subgroups of
   32 lanes; subgroup s walks the split's tiles of 16 keys s, s + NSG, ...
   with its own online softmax, and the subgroups merge in subgroup order
   at the end; splits go to vk_attention_combine in split order, so results
   do not depend on scheduling.

   A subgroup's step: the tile's codes (loaded one step earlier: a lane
   holds half a key of K and of V, 4 16-byte chunks each at D 128) become
   f16 pairs by bit operations (exact) into the subgroup's shared buffers,
   and the next tile's loads are issued; S^T on the matrix units (q times a
   power of two a row, held as B fragments for the whole walk); S^T goes
   through shared memory to the softmax, where a lane takes one query row
   and 16 NC / 32 keys (scores times the keys' scales; a row's max moves
   only past a gap of 2^8, so that most steps skip the rescale); P^T times
   the values' scales and 2^-ev (ev: the largest value-scale exponent the
   subgroup has seen, so that the f16 weights stay below 2^9) goes back
   through shared memory as the B operand of O^T += V^T P^T. Where a row's
   max or ev moved, the accumulators are scaled, each element by its row's
   factor (which row, i.e. column of O^T, an element holds: a probe matrix
   read once). Windows, causal bounds and the soft-cap per score; no mask
   and no ALiBi (the host sends those to vk_decode.comp). Pages of any
   size: each lane finds its key's page (STAB: the split's block-table
   entries in shared memory). */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_NV_cooperative_matrix : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

#ifndef D
#define D 128
#endif
#ifndef NC
#define NC 8
#endif
#ifndef NOPF
#define NOPF 0 /* 1: a tile's loads issued at its own step (no loads in flight across the products) */
#endif
#ifndef QSM
#define QSM 0 /* 1: q^T's fragments read from shared memory every tile instead of held */
#endif
#ifndef RSM
#define RSM 0 /* 1 (NC 8 only): the rare rescale through the subgroup's k buffer (no access to accumulator elements) */
#endif
layout(local_size_x = 128, local_size_x_id = 0) in; /* NSG * 32 */
layout(constant_id = 1) const uint NSG = 4;   /* subgroups of 32 lanes (at most 4) */
layout(constant_id = 6) const uint QDT = 2;   /* element codes (vk_args.h): q f16 / bf16 */
layout(constant_id = 7) const uint KDT = 5;   /* k: int8 (KT_VK_ATTN_I8) or e4m3 (3) */
layout(constant_id = 8) const uint VDT = 5;
layout(constant_id = 9) const uint ODT = 0;
layout(constant_id = 12) const uint PAGED = 0;
layout(constant_id = 17) const uint PLOG = 0; /* pages of 2^(PLOG - 1) tokens: shifts, not divisions (0: any size) */
layout(constant_id = 20) const uint STAB = 0; /* the split's block-table entries in shared memory (the host keeps them within SPG) */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint R = 8u;               /* rows at most (the host keeps within them) */
const uint RD = D / 8u + 1u;     /* 16-byte units per padded f16 row of k, v or q */
const uint TILE = 16u * RD;      /* 16-byte units of one k or v tile */
const uint CH = D / 16u;         /* 16-byte chunks of codes a key */
const uint PER = CH / 2u;        /* chunks a lane loads: half a key */
const uint KPL = 16u * NC / 32u; /* softmax: keys a lane */
const int SCOPE = 3;             /* gl_ScopeSubgroup */
const float LOG2E = 1.4426950408889634, LN2 = 0.6931471805599453;
const int QE = 14;               /* max |q| a row in [2^(QE - 1), 2^QE) as f16 */
const float LAZY = 8.0;          /* log2: a row's max moves only past this gap */

/* [subgroup][k, v][key][d] as f16; q (f32) and the probe pass through it
   first, the subgroups' outputs (D x NC f32 each) at the end */
shared uvec4 sm[NSG * 2u * TILE];
shared uvec4 sqh[NC * RD];            /* q's rows as f16 (B = q^T, column-major) */
shared float ssf[NSG * 16u * NC];     /* S^T a subgroup */
shared float16_t sph[NSG * 16u * NC]; /* P^T a subgroup */
shared int sqe[R];
shared uint sbad[R];
shared float smm[4u * R], sml[4u * R]; /* per subgroup and row: max (log2), sum */
shared int sev[4];
const int SPG = 256; /* STAB: entries at most */
shared int spg[SPG];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* Where a column of q, k or v sits: the codes of a word become f16 pairs
   of its bytes (0, 2) and (1, 3) (one bit operation each), so elements
   4w + 1 and 4w + 2 trade places in every product's D dimension (q's
   columns stored so, the outputs' put back). */
uint cpos(uint d) { return (d & 3u) == 1u ? d + 1u : (d & 3u) == 2u ? d - 1u : d; }
/* two words of codes as 8 f16 in that order: int8, 1024 + 128 + c less 1152;
   e4m3 S.EEEE.MMM as f16 S.0EEEE.MMM0000000 (the value times 2^-8) */
uvec4 cvt_pairs(uvec2 w, uint dt) {
    uvec4 r;
    [[unroll]] for (uint i = 0u; i < 2u; i++) {
        const uint x = w[i];
        if (dt == KT_VK_ATTN_I8) {
            r[2u * i] = packFloat2x16(unpackFloat2x16((x & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0)));
            r[2u * i + 1u] = packFloat2x16(unpackFloat2x16(((x >> 8) & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0)));
        } else {
            r[2u * i] = ((x << 7) & 0x3F803F80u) | ((x << 8) & 0x80008000u);
            r[2u * i + 1u] = ((x >> 1) & 0x3F803F80u) | (x & 0x80008000u);
        }
    }
    return r;
}
/* e4m3: whether some byte of the chunk is a NaN code (its low 7 bits all set: bit 7 after the subtraction) */
bool nan_chunk(uvec4 x) {
    const uvec4 f = (~x & 0x7F7F7F7Fu) - 0x01010101u;
    return ((f.x | f.y | f.z | f.w) & 0x80808080u) != 0u;
}
/* the NaN codes of two words made f16 NaNs (exponent all ones, a mantissa bit) */
uvec4 nan_pairs(uvec4 r, uvec2 w) {
    [[unroll]] for (uint i = 0u; i < 2u; i++) {
        r[2u * i] |= (((w[i] & 0x007F007Fu) + 0x00010001u) & 0x00800080u) * 0xFCu;
        r[2u * i + 1u] |= ((((w[i] >> 8) & 0x007F007Fu) + 0x00010001u) & 0x00800080u) * 0xFCu;
    }
    return r;
}

void main() {
    const uint tid = gl_LocalInvocationID.x, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    const uint b = gl_WorkGroupID.z;
    const uint hk = gl_WorkGroupID.y % uint(pc.heads_kv), split = gl_WorkGroupID.y / uint(pc.heads_kv);
    const uint nsplit = gl_NumWorkGroups.y / uint(pc.heads_kv);
    const int nq = pc.nq, group = pc.group, rows = group * nq;
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;

    int nk = pc.nk;
    if (PAGED != 0) nk = KtI32(uint64_t(aux(KT_VK_AUX_CTX)) + uint64_t(aux(KT_VK_AUX_CTX + 1) * int64_t(b)) * 4).v;
    const int off = nk - nq;
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, off - pc.wl);
    if (has_wr) jhi = min(jhi, min(rows, nq) - 1 + off + pc.wr + 1);
    if (nsplit > 1) {
        jlo = max(jlo, int(split) * pc.split_len);
        jhi = min(jhi, int(split + 1) * pc.split_len);
    }

    /* q (f32, times its scales) into sm; the probe: element (r, c) of a 16 x NC f32 matrix holds c */
    const uint POFF = R * D / 4u;
    for (uint e = tid; e < R * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D;
        const int rg = int(r);
        float x = 0.0;
        if (rg < rows) {
            const int h = int(hk) * group + rg / nq, i = rg % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
            float qs = 1.0;
            if (aux(KT_VK_AUX_QSC) != 0)
                qs = KtF32(uint64_t(aux(KT_VK_AUX_QSC)) + uint64_t(aux(KT_VK_AUX_QSC + 1) * int64_t(b) + aux(KT_VK_AUX_QSC + 2) * int64_t(h) + aux(KT_VK_AUX_QSC + 3) * int64_t(i)) * 4).v;
            x = kt_attn_load(QDT, row + d * kt_attn_esize(QDT)) * qs;
        }
        sm[e / 4u][e % 4u] = floatBitsToUint(x);
    }
    for (uint e = tid; e < 16u * NC; e += gl_WorkGroupSize.x) sm[POFF + e / 4u][e % 4u] = floatBitsToUint(float(e % NC));
    barrier();
    /* a row's power of two: 16 lanes a row, D / 16 elements each */
    {
        const uint r = tid / 16u, part = tid % 16u;
        float mx = 0.0;
        uint bad = 0u;
        if (r < R)
            for (uint t = 0u; t < D / 16u; t++) {
                const uint e = r * D + part * (D / 16u) + t;
                const float a = abs(uintBitsToFloat(sm[e / 4u][e % 4u]));
                bad |= isnan(a) || isinf(a) ? 1u : 0u;
                mx = max(mx, a);
            }
        [[unroll]] for (uint lv = 1u; lv < 16u; lv *= 2u) {
            mx = max(mx, subgroupShuffleXor(mx, lv));
            bad |= subgroupShuffleXor(bad, lv);
        }
        /* mx in [2^(ex - 1), 2^ex) */
        const int ex = int(floatBitsToUint(mx) >> 23) - 126;
        if (part == 0u && r < R) {
            sqe[r] = bad != 0u || mx == 0.0 ? 0 : clamp(QE - ex, -100, 100);
            sbad[r] = bad;
        }
    }
    barrier();
    /* q as f16 rows (NC, zeros past R), columns in the codes' order */
    for (uint e = tid; e < NC * (D / 2u); e += gl_WorkGroupSize.x) {
        const uint r = e / (D / 2u), d = (e % (D / 2u)) * 2u;
        vec2 x = vec2(0.0);
        if (r < R) {
            const uint e0 = r * D + cpos(d), e1 = r * D + cpos(d + 1u);
            x = vec2(uintBitsToFloat(sm[e0 / 4u][e0 % 4u]), uintBitsToFloat(sm[e1 / 4u][e1 % 4u])) * uintBitsToFloat(uint(127 + sqe[r]) << 23);
            if (sbad[r] != 0u) x = vec2(uintBitsToFloat(0x7fc00000u));
        }
        sqh[r * RD + d / 8u][(d % 8u) / 2u] = packFloat2x16(f16vec2(x));
    }
    barrier();
    /* q^T's fragments (B: D x NC, q's rows read column-major), held for the walk */
#if QSM == 0
    fcoopmatNV<16, SCOPE, 16, NC> qf[D / 16u];
    [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) coopMatLoadNV(qf[kk], sqh, kk * 2u, RD, true);
#endif
    /* which column (row of the output) each accumulator element of this lane holds: 4 bits each */
#if RSM == 0
    uint cols = 0u;
    fcoopmatNV<32, SCOPE, 16, NC> probe;
    coopMatLoadNV(probe, sm, POFF, NC / 4u, false);
    const int NE = probe.length();
    [[unroll]] for (int i = 0; i < 8; i++)
        if (i < NE) cols |= (uint(probe[i]) & 15u) << (4 * i);
#endif

    /* the softmax lane: row (column of S^T) c, keys kq KPL .. kq KPL + KPL - 1 of a tile */
    const uint c = lane % NC, kq = lane / NC;
    const bool live = int(c) < rows;
    const int qi = live ? int(c) % nq : 0;
    /* the keys row c sees: [clo, chi] */
    int clo = jlo, chi = live ? jhi - 1 : -1;
    if (has_wl) clo = max(clo, qi + off - pc.wl);
    if (has_wr) chi = min(chi, qi + off + pc.wr);
    const float csc = pc.scale * uintBitsToFloat(uint(127 - sqe[c % R]) << 23);

    /* K / V rows: strides, pages through the block table */
    const uint64_t kbase = pc.k + uint64_t(aux(KT_VK_AUX_K + 1) * int64_t(hk) + (PAGED != 0 ? 0 : aux(KT_VK_AUX_K) * int64_t(b)));
    const uint64_t vbase = pc.v + uint64_t(aux(KT_VK_AUX_V + 1) * int64_t(hk) + (PAGED != 0 ? 0 : aux(KT_VK_AUX_V) * int64_t(b)));
    const int64_t ks0 = aux(KT_VK_AUX_K), ks2 = aux(KT_VK_AUX_K + 2), vs0 = aux(KT_VK_AUX_V), vs2 = aux(KT_VK_AUX_V + 2);
    const uint64_t ksa = uint64_t(aux(KT_VK_AUX_KSC)), vsa = uint64_t(aux(KT_VK_AUX_VSC));
    const int64_t kss0 = aux(KT_VK_AUX_KSC + 1), kss1 = aux(KT_VK_AUX_KSC + 2), kss2 = aux(KT_VK_AUX_KSC + 3);
    const int64_t vss0 = aux(KT_VK_AUX_VSC + 1), vss1 = aux(KT_VK_AUX_VSC + 2), vss2 = aux(KT_VK_AUX_VSC + 3);
    int ps = 1, npages = 1;
    uint64_t btrow = 0;
    int64_t bt_step = 0;
    if (PAGED != 0) {
        ps = int(aux(KT_VK_AUX_PAGE_SIZE));
        npages = int(aux(KT_VK_AUX_PAGES));
        btrow = uint64_t(aux(KT_VK_AUX_BT)) + uint64_t(aux(KT_VK_AUX_BT + 1) * int64_t(b)) * 4;
        bt_step = aux(KT_VK_AUX_BT + 2);
    }
    /* STAB: the split's pages jlo / ps .. (jhi - 1) / ps, clamped */
    int sp0 = 0, spn = 1;
    if (PAGED != 0 && STAB != 0u && jhi > jlo) {
        sp0 = jlo / ps;
        spn = min((jhi - 1) / ps - sp0 + 1, SPG);
        for (int e = int(tid); e < spn; e += int(gl_WorkGroupSize.x)) spg[e] = clamp(KtI32(btrow + uint64_t(bt_step * int64_t(sp0 + e)) * 4).v, 0, npages - 1);
    }
    barrier(); /* (q and the probe read from sm before the loop writes it) */
    /* the e4m3 decode leaves the codes' values times 2^-8: the scales put it back */
    const float KCS = KDT == 3u ? 256.0 : 1.0, VCS = VDT == 3u ? 256.0 : 1.0;
    /* this subgroup's tiles of 16 keys (from key 16 t0 on, every NSG-th) */
    const int t0 = jlo / 16, tn = jhi > jlo ? (jhi + 15) / 16 - t0 : 0;
    const int steps = tn > int(sg) ? (tn - int(sg) + int(NSG) - 1) / int(NSG) : 0;
    const uint kb = sg * 2u * TILE, vb = kb + TILE, sb = sg * 16u * NC;
    const uint lkey = lane >> 1, lch = (lane & 1u) * PER; /* the loading lane: key, first chunk */

    uvec4 kw[PER], vw[PER];
    float ksc = 1.0, vsc = 0.0;
/* tile IT's loads: the lane's key's PER chunks and its scales (zeros and 0 outside the split) */
#define KT_LOAD(IT)                                                                                                                 \
    {                                                                                                                               \
        const int j_ = (t0 + int(sg) + (IT) * int(NSG)) * 16 + int(lkey);                                                           \
        const bool in_ = j_ >= jlo && j_ < jhi;                                                                                     \
        int64_t pg = int64_t(b), sl = int64_t(j_);                                                                                  \
        if (PAGED != 0) {                                                                                                           \
            const int pi_ = PLOG != 0u ? j_ >> (PLOG - 1u) : j_ / ps;                                                               \
            pg = int64_t(STAB != 0u ? spg[clamp(pi_ - sp0, 0, spn - 1)] : in_ ? clamp(KtI32(btrow + uint64_t(bt_step * int64_t(pi_)) * 4).v, 0, npages - 1) : 0); \
            sl = int64_t(j_ - pi_ * ps);                                                                                            \
        }                                                                                                                           \
        const uint64_t kr = kbase + uint64_t((PAGED != 0 ? ks0 * pg : 0) + ks2 * sl) + lch * 16u;                                   \
        const uint64_t vr = vbase + uint64_t((PAGED != 0 ? vs0 * pg : 0) + vs2 * sl) + lch * 16u;                                   \
        [[unroll]] for (uint i = 0u; i < PER; i++) {                                                                                \
            kw[i] = in_ ? KtV4(kr + i * 16u).v : uvec4(0);                                                                          \
            vw[i] = in_ ? KtV4(vr + i * 16u).v : uvec4(0);                                                                          \
        }                                                                                                                           \
        ksc = (in_ && ksa != 0 ? KtF32(ksa + uint64_t(kss0 * pg + kss1 * int64_t(hk) + kss2 * sl) * 4).v : 1.0) * KCS;             \
        vsc = in_ ? (vsa != 0 ? KtF32(vsa + uint64_t(vss0 * pg + vss1 * int64_t(hk) + vss2 * sl) * 4).v : 1.0) * VCS : 0.0;        \
    }

    float m = -1.0 / 0.0, l = 0.0; /* the softmax lane's row: max (log2), its keys' share of the sum */
    int ev = -127;                 /* 2^ev: the weights' scale (none seen yet) */
    fcoopmatNV<32, SCOPE, 16, NC> o[D / 16u];
    [[unroll]] for (uint n = 0u; n < D / 16u; n++) o[n] = fcoopmatNV<32, SCOPE, 16, NC>(0.0);

#if NOPF == 0
    if (steps > 0) KT_LOAD(0)
#endif
    for (int it = 0; it < steps; it++) {
        const int j0 = (t0 + int(sg) + it * int(NSG)) * 16;
#if NOPF
        KT_LOAD(it)
#endif
        /* this tile's codes as f16 into the subgroup's buffers (the last step's reads of them done); e4m3 NaN
           codes (S.1111.111) become f16 NaNs in a second pass, taken where the lane's chunks hold one */
        subgroupBarrier();
        [[unroll]] for (uint i = 0u; i < PER; i++) {
            const uint at = lkey * RD + 2u * (lch + i);
            sm[kb + at] = cvt_pairs(kw[i].xy, KDT);
            sm[kb + at + 1u] = cvt_pairs(kw[i].zw, KDT);
            sm[vb + at] = cvt_pairs(vw[i].xy, VDT);
            sm[vb + at + 1u] = cvt_pairs(vw[i].zw, VDT);
        }
        if (KDT == 3u || VDT == 3u) {
            bool bad = false;
            [[unroll]] for (uint i = 0u; i < PER; i++) bad = bad || (KDT == 3u && nan_chunk(kw[i])) || (VDT == 3u && nan_chunk(vw[i]));
            if (bad)
                [[unroll]] for (uint i = 0u; i < PER; i++) {
                    const uint at = lkey * RD + 2u * (lch + i);
                    if (KDT == 3u) {
                        sm[kb + at] = nan_pairs(cvt_pairs(kw[i].xy, KDT), kw[i].xy);
                        sm[kb + at + 1u] = nan_pairs(cvt_pairs(kw[i].zw, KDT), kw[i].zw);
                    }
                    if (VDT == 3u) {
                        sm[vb + at] = nan_pairs(cvt_pairs(vw[i].xy, VDT), vw[i].xy);
                        sm[vb + at + 1u] = nan_pairs(cvt_pairs(vw[i].zw, VDT), vw[i].zw);
                    }
                }
        }
        const float cks = ksc, cvs = vsc;
#if NOPF == 0
        if (it + 1 < steps) KT_LOAD(it + 1)
#endif
        subgroupMemoryBarrierShared();
        subgroupBarrier();

        /* S^T = K q^T */
        fcoopmatNV<32, SCOPE, 16, NC> s = fcoopmatNV<32, SCOPE, 16, NC>(0.0);
        [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) {
            fcoopmatNV<16, SCOPE, 16, 16> kf;
            coopMatLoadNV(kf, sm, kb + kk * 2u, RD, false);
#if QSM
            fcoopmatNV<16, SCOPE, 16, NC> qk;
            coopMatLoadNV(qk, sqh, kk * 2u, RD, true);
            s = coopMatMulAddNV(kf, qk, s);
#else
            s = coopMatMulAddNV(kf, qf[kk], s);
#endif
        }
        coopMatStoreNV(s, ssf, sb, NC, false);
        /* the tile's largest value scale: ev moves up to it (weights times 2^-ev stay below 2^9) */
        float vmx = abs(cvs);
        [[unroll]] for (uint lv = 1u; lv < 32u; lv *= 2u) vmx = max(vmx, subgroupShuffleXor(vmx, lv));
        const int evt = vmx > 0.0 ? clamp(int(floatBitsToUint(vmx) >> 23) - 127, -100, 100) : ev;
        const int evn = max(ev, evt);
        const float ve = uintBitsToFloat(uint(127 - evn) << 23);
        subgroupMemoryBarrierShared();
        subgroupBarrier();

        /* the softmax lane's scores (log2 domain), -inf outside its row's keys */
        float x[KPL];
        float tm = -1.0 / 0.0;
        [[unroll]] for (uint i = 0u; i < KPL; i++) {
            const uint key = kq * KPL + i;
            const int j = j0 + int(key);
            float y = ssf[sb + key * NC + c] * subgroupShuffle(cks, 2u * key) * csc;
            if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
            y = j >= clo && j <= chi ? y * LOG2E : -1.0 / 0.0;
            x[i] = y;
            tm = max(tm, y);
        }
        [[unroll]] for (uint lv = NC; lv < 32u; lv *= 2u) tm = max(tm, subgroupShuffleXor(tm, lv));
        const float mn = tm > m + LAZY ? tm : m, mref = mn == -1.0 / 0.0 ? 0.0 : mn; /* nothing seen yet: p = 0 */
        const float es = ev - evn < -126 ? 0.0 : uintBitsToFloat(uint(127 + ev - evn) << 23); /* 2^(ev - evn); 0 below f32's normals */
        const float alpha = mn == m ? 1.0 : exp2(m - mref); /* (a row that saw nothing yet keeps 1) */
        m = mn;
        ev = evn;
        float ls = 0.0;
        [[unroll]] for (uint i = 0u; i < KPL; i++) {
            const uint key = kq * KPL + i;
            const float p = exp2(x[i] - mref);
            ls += p;
            sph[sb + key * NC + c] = float16_t(p * subgroupShuffle(cvs, 2u * key) * ve);
        }
        l = l * alpha + ls;
        /* the accumulators' columns times their rows' factors where a max or ev moved */
        const float f = alpha * es;
#if RSM
        /* the accumulators (D x NC f32: 4 KB) through the k buffer, free after S^T; a lane scales the elements of its row c */
        if (!subgroupAll(f == 1.0)) {
            [[unroll]] for (uint n = 0u; n < D / 16u; n++) coopMatStoreNV(o[n], sm, kb + n * 16u * (NC / 4u), NC / 4u, false);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            /* a lane's 16-byte units hold columns 4 (lane & 1) .. + 3 (rows of NC = 8 f32, kb even) */
            vec4 f4;
            [[unroll]] for (uint j = 0u; j < 4u; j++) f4[j] = subgroupShuffle(f, (lane & 1u) * 4u + j);
            [[unroll]] for (uint t = 0u; t < D * NC / 128u; t++) sm[kb + lane + 32u * t] = floatBitsToUint(uintBitsToFloat(sm[kb + lane + 32u * t]) * f4);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            [[unroll]] for (uint n = 0u; n < D / 16u; n++) coopMatLoadNV(o[n], sm, kb + n * 16u * (NC / 4u), NC / 4u, false);
        }
#else
        if (!subgroupAll(f == 1.0)) {
            float fe[8];
            [[unroll]] for (int i = 0; i < 8; i++) fe[i] = subgroupShuffle(f, (cols >> (4 * i)) & 15u);
            [[unroll]] for (uint n = 0u; n < D / 16u; n++)
                [[unroll]] for (int i = 0; i < 8; i++)
                    if (i < NE) o[n][i] *= fe[i];
        }
#endif
        subgroupMemoryBarrierShared();
        subgroupBarrier();
        /* O^T += V^T P^T (V^T: the tile's rows of v read column-major) */
        fcoopmatNV<16, SCOPE, 16, NC> pf;
        coopMatLoadNV(pf, sph, sb, NC, false);
        [[unroll]] for (uint n = 0u; n < D / 16u; n++) {
            fcoopmatNV<16, SCOPE, 16, 16> vf;
            coopMatLoadNV(vf, sm, vb + n * 2u, RD, true);
            o[n] = coopMatMulAddNV(vf, pf, o[n]);
        }
    }
#undef KT_LOAD

    /* merge the subgroups in order: rows' max and sum, the outputs times 2^ev (D x NC f32 a subgroup in sm) */
    [[unroll]] for (uint lv = NC; lv < 32u; lv *= 2u) l += subgroupShuffleXor(l, lv);
    barrier(); /* every subgroup done with its buffers */
    if (kq == 0u && c < R) smm[sg * R + c] = m, sml[sg * R + c] = l;
    if (lane == 0u) sev[sg] = ev;
    [[unroll]] for (uint n = 0u; n < D / 16u; n++) coopMatStoreNV(o[n], sm, (sg * D + n * 16u) * (NC / 4u), NC / 4u, false);
    barrier();

    const float nan = uintBitsToFloat(0x7fc00000u);
    const uint nlive = uint(min(int(R), rows));
    for (uint e = tid; e < nlive * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D, rg = r, dp = cpos(d);
        float mx = -1.0 / 0.0;
        bool bad = false;
        for (uint t = 0u; t < NSG; t++) mx = max(mx, smm[t * R + r]);
        const float mr = mx == -1.0 / 0.0 ? 0.0 : mx;
        float den = 0.0, acc = 0.0;
        for (uint t = 0u; t < NSG; t++) {
            const float w = exp2(smm[t * R + r] - mr), lt = sml[t * R + r];
            bad = bad || isnan(lt);
            den += lt * w;
            const uint at = (t * D + dp) * NC + r;
            acc += uintBitsToFloat(sm[at / 4u][at % 4u]) * (w * uintBitsToFloat(uint(127 + sev[t]) << 23));
        }
        const float inv = bad ? nan : den > 0.0 ? 1.0 / den : 0.0;
        const float val = acc * inv;
        const float lse = bad ? nan : den > 0.0 ? (mx + log2(den)) * LN2 : -1.0 / 0.0;
        if (nsplit > 1) {
            const uint64_t p = (uint64_t(b * uint(pc.heads_kv) + hk) * nsplit + split) * uint64_t(rows) + uint64_t(rg);
            KtF32(pc.o + (p * D + d) * 4).v = val;
            if (d == 0) KtF32(pc.lse + p * 4).v = lse;
            continue;
        }
        const int h = int(hk) * group + int(rg) / nq, i = int(rg) % nq;
        const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(h) + aux(KT_VK_AUX_O + 2) * int64_t(i)) * kt_attn_esize(ODT);
        kt_store_f32(orow + d * kt_attn_esize(ODT), ODT, val);
        if (d == 0 && (pc.flags & KT_VK_ATTN_LSE) != 0)
            KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(h) + aux(KT_VK_AUX_LSE + 2) * int64_t(i)) * 4).v = lse;
    }
}
