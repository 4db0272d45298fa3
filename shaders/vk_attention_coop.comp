#version 450
/* Flash attention forward on NVIDIA's matrix units (GL_NV_cooperative_matrix),
   for f16 q, k and v with head dim D = DV (a define: 64 or 128), no pages,
   no block mask and no key splits; the host sends everything else to
   vk_attention.comp. A workgroup of NSG subgroups of 32 lanes serves 16 MR
   NSG rows (query head of the kv head's group, query index) of one (batch,
   kv head), as in vk_attention.comp; subgroup s owns MR blocks of 16 rows
   (rows 16 MR s ..), in the FlashAttention-2 form: S = Q K^T stays in f32
   accumulators, the online softmax works on their elements and P goes to
   the P V product as the same matrix converted to f16, and the output stays
   in f32 accumulators, rescaled as the row maxima move. MR = 2 lets each K
   and V fragment loaded from shared memory serve two products.

   Q fragments are either held in registers (QSM = 0; staged through the K
   and V buffers, as many rows at a time as they hold) or kept in shared
   memory and loaded again for each tile (QSM = 1), which frees registers for
   the accumulators of MR = 2.

   Which row and column an accumulator element holds is the driver's
   choice: a probe matrix loaded from shared memory tells each lane, and the
   row reductions assume only that a lane's elements lie in at most two
   rows and that each row lies within the four lanes l ^ 0..3 (NVIDIA's mma
   fragments). The shader checks that; a device that lays accumulators out
   otherwise gets NaN outputs (the path test fails) rather than wrong numbers.

   K and V tiles of BC keys are loaded in 16-byte chunks into registers
   while the matrix units work, then stored to shared memory, rows padded by
   16 bytes so that fragment loads of consecutive rows fall in different
   banks. STAGES = 1: one buffer each for K and V, the V loads in flight
   during S and the softmax, the next K during P V (two barriers a tile);
   STAGES = 2: K and V double-buffered, the next tile's loads in flight
   during the whole step (one barrier a tile); SYNC = 1 (one stage) loads
   each tile just before storing it, which holds no loads across the
   products and leaves the latency to other workgroups. Keys are visited in
   index order, so results do not depend on scheduling. ONE = 1 (one stage)
   keeps k and v in one buffer, for q in shared memory beside it. */
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
layout(local_size_x = 128, local_size_x_id = 0) in; /* NSG * 32 */
layout(constant_id = 1) const uint NSG = 4;    /* subgroups of 32 lanes */
layout(constant_id = 2) const uint BC = 64;    /* keys a tile, a multiple of 16, at most 128 (MR BC <= 128) */
layout(constant_id = 3) const uint STAGES = 1; /* 1 or 2 (above) */
layout(constant_id = 4) const uint MR = 1;     /* blocks of 16 rows a subgroup: 1 or 2 */
layout(constant_id = 5) const uint QSM = 0;    /* q fragments: 0 held, 1 read from shared memory each tile */
layout(constant_id = 7) const uint ONE = 0;    /* STAGES = 1: 1 keeps k and v in one buffer (two more barriers a tile) */
layout(constant_id = 6) const uint SYNC = 0;   /* STAGES = 1: 1 loads each k or v tile just before storing it (no loads held across the products) */
layout(constant_id = 9) const uint ODT = 0;    /* element codes (vk_args.h): out */
layout(constant_id = 10) const uint MDT = 0;   /* mask */
layout(constant_id = 11) const uint MASK = 0;  /* 0 none, 1 boolean, 2 additive */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint BR = NSG * 16u * MR, NT = NSG * 32u, NC = BC / 16u, ND = D / 16u;
const uint RD = D / 8u + 1u;           /* 16-byte units per padded row of q, k or v */
const uint TILE = BC * RD;             /* 16-byte units of one k or v buffer */
const uint KV0 = QSM * BR * RD;        /* where the k and v buffers start */
const uint NBUF = (2u - ONE) * STAGES;  /* k and v buffers */
const uint QCAP = NBUF * BC;           /* q rows the k and v buffers hold at once (QSM = 0) */
const uint PER = BC * (D / 8u) / NT;   /* 16-byte chunks of a k or v tile per invocation (the host keeps STAGES PER <= 16) */
const int SCOPE = 3;                   /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics */
const float LOG2E = 1.4426950408889634;

/* q (QSM = 1), then [stage][k, v][key][d] as f16; q (QSM = 0) and the
   layout probe pass through the k and v buffers first */
shared uvec4 sm[KV0 + NBUF * TILE];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

uvec4 pre[16]; /* the next k and / or v tile, loaded while the matrix units work */

/* BC rows of k or v (keys j0 ..) into pre[at ..], zeros past jhi */
void fetch(uint64_t head, int64_t sj, int j0, int jhi, uint tid, uint at) {
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * NT, key = c / (D / 8u), d8 = c % (D / 8u);
        const int j = j0 + int(key);
        pre[at + i] = uvec4(0);
        if (j < jhi) pre[at + i] = KtV4(head + uint64_t(sj * int64_t(j)) * 2u + uint64_t(d8) * 16u).v;
    }
}
void put(uint base, uint tid, uint at) {
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * NT;
        sm[base + (c / (D / 8u)) * RD + c % (D / 8u)] = pre[at + i];
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    const uint b = gl_WorkGroupID.z, hk = gl_WorkGroupID.y;
    const int nq = pc.nq, group = pc.group, rows = group * nq, nk = pc.nk, off = nk - nq;
    const int rho0 = int(gl_WorkGroupID.x * BR);
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;
    const bool alibi = (pc.flags & KT_VK_ATTN_ALIBI) != 0;

    const int rho1 = min(rho0 + int(BR), rows) - 1;
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (rho0 / nq != rho1 / nq) { ilo = 0; ihi = nq - 1; }
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, ilo + off - pc.wl);
    if (has_wr) jhi = min(jhi, ihi + off + pc.wr + 1);
    const int ntile = jhi > jlo ? (jhi - jlo + int(BC) - 1) / int(BC) : 0;
    /* keys every row of the workgroup sees unmasked: tiles inside need no per-element test */
    const bool plain = MASK == 0u && pc.softcap <= 0.0 && !alibi && rho0 + int(BR) <= rows;
    const int flo = has_wl ? ihi + off - pc.wl : 0, fhi = has_wr ? min(jhi, ilo + off + pc.wr + 1) : jhi;

    /* the layout probe: element (r, c) holds 16 r + c */
    for (uint e = tid; e < 64u; e += NT) sm[KV0 + e] = floatBitsToUint(vec4(float(4u * e), float(4u * e + 1u), float(4u * e + 2u), float(4u * e + 3u)));
    barrier();
    fcoopmatNV<32, SCOPE, 16, 16> probe;
    coopMatLoadNV(probe, sm, KV0, 4u, false);
    barrier();
    const int NE = probe.length();
    const uint ra = uint(probe[0]) >> 4;
    uint rb = ra, amask = 0u, cols = 0u, na = 0u, nb = 0u;
    [[unroll]] for (int i = 0; i < 8; i++)
        if (i < NE && uint(probe[i]) >> 4 != ra) rb = uint(probe[i]) >> 4;
    bool ok = NE <= 8;
    [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
        const uint pos = uint(probe[i]), rw = pos >> 4;
        ok = ok && (rw == ra || rw == rb) && subgroupShuffleXor(rw, 1u) == rw && subgroupShuffleXor(rw, 2u) == rw;
        cols |= (pos & 15u) << (4 * i);
        if (rw == ra) {
            amask |= 1u << i;
            na++;
        } else nb++;
    }
    ok = ok && na == 4u && (nb == 0u || nb == 4u);
    const bool layout_ok = subgroupAll(ok);

    /* this lane's rows: a and b of each block r (index 2 r and 2 r + 1) */
    bool lv[4];
    int hq[4], qi[4], vlo[4], vhi[4];
    float sl[4];
    uint64_t mrow[4];
    const int64_t mstride = aux(KT_VK_AUX_MASK + 3);
    [[unroll]] for (uint w = 0u; w < 2u * MR; w++) {
        const int rh = rho0 + int(sg * 16u * MR + (w / 2u) * 16u + ((w & 1u) == 0u ? ra : rb));
        lv[w] = rh < rows;
        hq[w] = int(hk) * group + (lv[w] ? rh / nq : 0);
        qi[w] = lv[w] ? rh % nq : 0;
        sl[w] = 0.0;
        if (alibi && lv[w]) sl[w] = KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(hq[w]) * 4).v;
        mrow[w] = 0;
        if (MASK != 0u && lv[w])
            mrow[w] = pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(hq[w]) + aux(KT_VK_AUX_MASK + 2) * int64_t(qi[w])) * kt_attn_esize(MDT);
        vlo[w] = has_wl ? qi[w] + off - pc.wl : 0;
        vhi[w] = has_wr ? qi[w] + off + pc.wr : 0x7fffffff;
    }

    /* q as f16 (exact: q is f16), zeros past the rows; QSM = 0 stages QCAP rows at a time */
    fcoopmatNV<16, SCOPE, 16, 16> qf[2u * ND];
    const uint qbase = QSM == 1u ? 0u : KV0, qstep = QSM == 1u ? BR : QCAP;
    for (uint p0 = 0u; p0 < BR; p0 += qstep) {
        const uint pn = min(qstep, BR - p0);
        for (uint e = tid; e < pn * (D / 2u); e += NT) {
            const uint rr = e / (D / 2u), d = (e % (D / 2u)) * 2u;
            const int rq = rho0 + int(p0 + rr);
            vec2 x = vec2(0.0);
            if (rq < rows) {
                const int h = int(hk) * group + rq / nq, i = rq % nq;
                const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * 2u;
                x = vec2(kt_attn_load(1u, row + d * 2u), kt_attn_load(1u, row + d * 2u + 2u));
            }
            sm[qbase + rr * RD + d / 8u][(d % 8u) / 2u] = packFloat2x16(f16vec2(x));
        }
        barrier();
        if (QSM == 0u) {
            [[unroll]] for (uint r = 0u; r < MR; r++) {
                const uint r0 = sg * 16u * MR + r * 16u;
                if (r0 >= p0 && r0 < p0 + pn)
                    [[unroll]] for (uint kk = 0u; kk < ND; kk++) coopMatLoadNV(qf[r * ND + kk], sm, qbase + (r0 - p0) * RD + kk * 2u, RD, false);
            }
            barrier();
        }
    }

    const uint64_t kh = pc.k + uint64_t(aux(KT_VK_AUX_K) * int64_t(b) + aux(KT_VK_AUX_K + 1) * int64_t(hk)) * 2u;
    const uint64_t vh = pc.v + uint64_t(aux(KT_VK_AUX_V) * int64_t(b) + aux(KT_VK_AUX_V + 1) * int64_t(hk)) * 2u;
    const int64_t sjk = aux(KT_VK_AUX_K + 2), sjv = aux(KT_VK_AUX_V + 2);
    const float k2 = pc.scale * LOG2E;

    /* running maxima (log2 domain) and this lane's share of the row sums, rows as lv */
    float m[4], l[4];
    [[unroll]] for (uint w = 0u; w < 4u; w++) m[w] = -1.0 / 0.0, l[w] = 0.0;
    fcoopmatNV<32, SCOPE, 16, 16> o[2u * ND];
    [[unroll]] for (uint n = 0u; n < MR * ND; n++) o[n] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);

    if (ntile > 0) {
        fetch(kh, sjk, jlo, jhi, tid, 0u);
        if (STAGES == 2u) fetch(vh, sjv, jlo, jhi, tid, PER);
        put(KV0, tid, 0u);
        if (STAGES == 2u) put(KV0 + TILE, tid, PER);
        else if (SYNC == 0u) fetch(vh, sjv, jlo, jhi, tid, 0u);
        barrier();
    }
    for (int it = 0; it < ntile; it++) {
        const int j0 = jlo + it * int(BC), jn = j0 + int(BC);
        const bool next = it + 1 < ntile;
        const uint kb = KV0 + (STAGES == 2u ? (uint(it) & 1u) * 2u * TILE : 0u), vb = kb + (1u - ONE) * TILE;
        if (STAGES == 2u && next) {
            fetch(kh, sjk, jn, jhi, tid, 0u);
            fetch(vh, sjv, jn, jhi, tid, PER);
        }
        fcoopmatNV<32, SCOPE, 16, 16> s[8];
        [[unroll]] for (uint c = 0u; c < MR * NC; c++) s[c] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);
        [[unroll]] for (uint kk = 0u; kk < ND; kk++) {
            fcoopmatNV<16, SCOPE, 16, 16> qa[2];
            [[unroll]] for (uint r = 0u; r < MR; r++) {
                if (QSM == 1u) coopMatLoadNV(qa[r], sm, (sg * 16u * MR + r * 16u) * RD + kk * 2u, RD, false);
                else qa[r] = qf[r * ND + kk];
            }
            [[unroll]] for (uint c = 0u; c < NC; c++) {
                fcoopmatNV<16, SCOPE, 16, 16> kf;
                coopMatLoadNV(kf, sm, kb + c * 16u * RD + kk * 2u, RD, true);
                [[unroll]] for (uint r = 0u; r < MR; r++) s[r * NC + c] = coopMatMulAddNV(qa[r], kf, s[r * NC + c]);
            }
        }

        /* scores in the log2 domain, masked ones -inf; the tile's row maxima */
        float t[4];
        [[unroll]] for (uint w = 0u; w < 4u; w++) t[w] = -1.0 / 0.0;
        if (plain && jn <= fhi && j0 >= flo) {
            [[unroll]] for (uint r = 0u; r < MR; r++)
                [[unroll]] for (uint c = 0u; c < NC; c++)
                    [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                        const float x = s[r * NC + c][i] * k2;
                        s[r * NC + c][i] = x;
                        if (((amask >> i) & 1u) != 0u) t[2u * r] = max(t[2u * r], x);
                        else t[2u * r + 1u] = max(t[2u * r + 1u], x);
                    }
        } else {
            [[unroll]] for (uint r = 0u; r < MR; r++)
                [[unroll]] for (uint c = 0u; c < NC; c++)
                    [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                        const bool isa = ((amask >> i) & 1u) != 0u;
                        const int j = j0 + int(c * 16u + ((cols >> (4 * i)) & 15u));
                        const bool live = isa ? lv[2u * r] : lv[2u * r + 1u];
                        const int lo = isa ? vlo[2u * r] : vlo[2u * r + 1u], hi = isa ? vhi[2u * r] : vhi[2u * r + 1u];
                        float x = -1.0 / 0.0;
                        if (live && j < jhi && j >= lo && j <= hi) {
                            float mv = 0.0;
                            if (MASK != 0u) mv = kt_attn_load(MDT, (isa ? mrow[2u * r] : mrow[2u * r + 1u]) + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                            if (MASK != 1u || mv != 0.0) {
                                x = s[r * NC + c][i] * pc.scale;
                                if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                                if (alibi) x -= (isa ? sl[2u * r] : sl[2u * r + 1u]) * abs(float((isa ? qi[2u * r] : qi[2u * r + 1u]) + off - j));
                                if (MASK == 2u) x += mv;
                                x *= LOG2E;
                            }
                        }
                        s[r * NC + c][i] = x;
                        if (isa) t[2u * r] = max(t[2u * r], x);
                        else t[2u * r + 1u] = max(t[2u * r + 1u], x);
                    }
        }
        float u[4], al[4];
        bool same = true;
        [[unroll]] for (uint w = 0u; w < 2u * MR; w++) {
            t[w] = max(t[w], subgroupShuffleXor(t[w], 1u));
            t[w] = max(t[w], subgroupShuffleXor(t[w], 2u));
            const float mn = max(m[w], t[w]);
            u[w] = mn == -1.0 / 0.0 ? 0.0 : mn; /* rows masked so far: p = 0 */
            al[w] = exp2(m[w] - u[w]);
            m[w] = mn;
            same = same && al[w] == 1.0;
        }
        [[unroll]] for (uint r = 0u; r < MR; r++) {
            float sa = 0.0, sb = 0.0;
            [[unroll]] for (uint c = 0u; c < NC; c++)
                [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                    const bool isa = ((amask >> i) & 1u) != 0u;
                    const float p = exp2(s[r * NC + c][i] - (isa ? u[2u * r] : u[2u * r + 1u]));
                    s[r * NC + c][i] = p;
                    if (isa) sa += p;
                    else sb += p;
                }
            l[2u * r] = l[2u * r] * al[2u * r] + sa;
            l[2u * r + 1u] = l[2u * r + 1u] * al[2u * r + 1u] + sb;
        }
        if (!subgroupAll(same)) /* the maxima of the subgroup's rows moved */
            [[unroll]] for (uint r = 0u; r < MR; r++)
                [[unroll]] for (uint n = 0u; n < ND; n++)
                    [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) o[r * ND + n][i] *= ((amask >> i) & 1u) != 0u ? al[2u * r] : al[2u * r + 1u];

        if (STAGES == 1u) {
            if (SYNC == 1u) fetch(vh, sjv, j0, jhi, tid, 0u);
            if (ONE == 1u) barrier(); /* every subgroup is done with k */
            put(vb, tid, 0u); /* v's buffer was last read before the previous barrier */
            if (next && SYNC == 0u) fetch(kh, sjk, jn, jhi, tid, 0u);
            barrier(); /* v staged; every subgroup is done with k */
        }
        [[unroll]] for (uint c = 0u; c < NC; c++) {
            fcoopmatNV<16, SCOPE, 16, 16> pf[2];
            [[unroll]] for (uint r = 0u; r < MR; r++) pf[r] = fcoopmatNV<16, SCOPE, 16, 16>(s[r * NC + c]);
            [[unroll]] for (uint n = 0u; n < ND; n++) {
                fcoopmatNV<16, SCOPE, 16, 16> vf;
                coopMatLoadNV(vf, sm, vb + c * 16u * RD + n * 2u, RD, false);
                [[unroll]] for (uint r = 0u; r < MR; r++) o[r * ND + n] = coopMatMulAddNV(pf[r], vf, o[r * ND + n]);
            }
        }
        if (STAGES == 1u) {
            if (next && SYNC == 1u) fetch(kh, sjk, jn, jhi, tid, 0u);
            if (ONE == 1u) barrier(); /* every subgroup is done with v */
            if (next) put(kb, tid, 0u);
            barrier(); /* k staged; every subgroup is done with v */
            if (next && SYNC == 0u) fetch(vh, sjv, jn, jhi, tid, 0u);
        } else {
            if (next) {
                put(2u * KV0 + 2u * TILE - kb, tid, 0u);
                put(2u * KV0 + 3u * TILE - kb, tid, PER);
            }
            barrier(); /* the next tile staged; this one's buffers free for the one after */
        }
    }

    const float nan = uintBitsToFloat(0x7fc00000u), LN2 = 0.6931471805599453;
    const uint es = kt_attn_esize(ODT);
    float inv[4];
    bool bad[4];
    uint64_t orow[4];
    [[unroll]] for (uint w = 0u; w < 2u * MR; w++) {
        l[w] += subgroupShuffleXor(l[w], 1u);
        l[w] += subgroupShuffleXor(l[w], 2u);
        /* a NaN score makes its row's sum NaN (masked scores are -inf, not NaN) */
        bad[w] = isnan(l[w]) || !layout_ok;
        inv[w] = bad[w] ? nan : l[w] > 0.0 ? 1.0 / l[w] : 0.0;
        orow[w] = 0;
        if (lv[w]) orow[w] = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hq[w]) + aux(KT_VK_AUX_O + 2) * int64_t(qi[w])) * es;
    }
    [[unroll]] for (uint r = 0u; r < MR; r++)
        [[unroll]] for (uint n = 0u; n < ND; n++)
            [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                const bool isa = ((amask >> i) & 1u) != 0u;
                if (isa ? lv[2u * r] : lv[2u * r + 1u])
                    kt_store_f32((isa ? orow[2u * r] : orow[2u * r + 1u]) + (n * 16u + ((cols >> (4 * i)) & 15u)) * es, ODT,
                                 o[r * ND + n][i] * (isa ? inv[2u * r] : inv[2u * r + 1u]));
            }
    if ((pc.flags & KT_VK_ATTN_LSE) != 0 && (lane & 3u) == 0u) {
        const int64_t s0 = aux(KT_VK_AUX_LSE) * int64_t(b), s1 = aux(KT_VK_AUX_LSE + 1), s2 = aux(KT_VK_AUX_LSE + 2);
        [[unroll]] for (uint w = 0u; w < 2u * MR; w++)
            if (lv[w] && ((w & 1u) == 0u || rb != ra))
                KtF32(pc.lse + uint64_t(s0 + s1 * int64_t(hq[w]) + s2 * int64_t(qi[w])) * 4).v = bad[w] ? nan : l[w] > 0.0 ? (m[w] + log2(l[w])) * LN2 : -1.0 / 0.0;
    }
}
