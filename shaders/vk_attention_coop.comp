#version 450
/* Flash attention forward on NVIDIA's matrix units (GL_NV_cooperative_matrix),
   for f16 q, k and v with head dim D = DV (a define: 64 or 128), no pages
   and no key splits; the host sends everything else to vk_attention.comp.
   A workgroup of NSG subgroups of 32 lanes serves 16 NSG rows (query head
   of the kv head's group, query index) of one (batch, kv head), as in
   vk_attention.comp; subgroup s owns rows 16 s .. 16 s + 15,
   in the FlashAttention-2 form: its Q fragments are loaded once, S = Q K^T
   stays in f32 accumulators, the online softmax works on their elements
   and P goes to the P V product as the same matrix converted to f16, and
   the output stays in f32 accumulators, rescaled as the row maxima move.
   Nothing but K and V passes through shared memory in the loop.

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
   during the whole step (one barrier a tile). Keys are visited in index
   order, so results do not depend on scheduling.

   Block-sparse (SPARSE = 1): the workgroup walks only the key tiles
   vk_sparse_list.comp listed for it (FULL = 1, tiles of BC keys from key
   0), and a key is visible to a row only where the row's block of the mask
   is set, tested per score unless the list marked every block under the
   tile set. SPARSE = 2: the host found every listed tile wholly set (block
   sizes multiples of the workgroup's rows and keys, no workgroup across
   two heads' rows), so there is no block test at all. The list entries are
   read two tiles ahead.

   KHR = 1 builds the same kernel for VK_KHR_cooperative_matrix: glslc
   knows only the NV extension, so the matrix types carry their KHR use in
   their scope operand (SA: A operands, SB: B operands, specialization
   constants of value Subgroup) and shaders/spv_coop_khr.c rewrites the
   module (vk_modules.txt's khr / khr_bf16). KHR allows no conversion of
   an accumulator into an A operand, so P goes through shared memory: each
   subgroup writes a 16 x 16 block of P as 16-bit pairs (a lane's elements
   2i and 2i + 1 hold adjacent columns of one row, checked with the rest of
   the layout), two blocks in turn, and loads it as an A matrix. BF16 = 1
   (with khr_bf16): q, k and v are bf16 and the A and B matrices become
   bfloat16; the kernel moves their 16-bit words untouched and rounds P to
   bf16 with integer operations (no bf16 arithmetic). CONV = 1 (with KHR,
   for devices with VK_NV_cooperative_matrix2's cooperativeMatrixConversions):
   P becomes the A operand in registers, S's f32 accumulator converted by
   OpFConvert, which SPV_NV_cooperative_matrix2 lets change the use
   (spv_coop_khr.c declares it where it sees such a conversion); no P
   blocks in shared memory. */
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
layout(constant_id = 1) const uint NSG = 4;    /* subgroups of 32 lanes, 16 rows each */
layout(constant_id = 2) const uint BC = 64;    /* keys a tile, a multiple of 16, at most 128 */
layout(constant_id = 3) const uint STAGES = 1; /* 1 or 2 (above) */
layout(constant_id = 9) const uint ODT = 0;    /* element codes (vk_args.h): out */
layout(constant_id = 10) const uint MDT = 0;   /* mask */
layout(constant_id = 11) const uint MASK = 0;  /* 0 none, 1 boolean, 2 additive */
layout(constant_id = 12) const uint SPARSE = 0; /* 0 dense, 1 and 2 block-sparse (above) */
layout(constant_id = 13) const uint QVEC = 0;   /* 1: q's rows in 16-byte chunks (the host checked), loaded so */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

#ifndef KHR
#define KHR 0
#endif
#ifndef BF16
#define BF16 0
#endif
#ifndef CONV
#define CONV 0
#endif

const uint BR = NSG * 16u, NT = NSG * 32u;
const uint RD = D / 8u + 1u;           /* 16-byte units per padded row of q, k or v */
const uint TILE = BC * RD;             /* 16-byte units of one k or v buffer */
const uint PER = BC * (D / 8u) / NT;   /* 16-byte chunks of a k or v tile per invocation (the host keeps STAGES PER <= 8) */
const int SCOPE = 3;                   /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics */
#if KHR
layout(constant_id = 1000) const int SA = 3; /* the KHR uses (spv_coop_khr.c's tags) */
layout(constant_id = 1001) const int SB = 3;
const uint PR = 3u;                    /* 16-byte units per padded row of a P block */
const uint PBASE = 2u * STAGES * TILE; /* the subgroups' P blocks: two of 16 rows each */
#else
const int SA = SCOPE, SB = SCOPE;
#endif
const float LOG2E = 1.4426950408889634;

/* [stage][k, v][key][d] as f16; q (BR <= 2 STAGES BC rows, the host's
   shapes) and the layout probe pass through it first */
#if KHR && !CONV
shared uvec4 sm[2u * STAGES * TILE + NSG * 2u * 16u * PR];
#else
shared uvec4 sm[2u * STAGES * TILE];
#endif

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

uvec4 pre[8]; /* the next k and / or v tile, loaded while the matrix units work */

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
    int ntile = jhi > jlo ? (jhi - jlo + int(BC) - 1) / int(BC) : 0;
    uint64_t tiles = 0; /* block-sparse: the workgroup's count, then its tiles */
    if (SPARSE != 0u) {
        tiles = uint64_t(aux(KT_VK_AUX_LIST)) + uint64_t((b * uint(pc.heads_kv) + hk) * gl_NumWorkGroups.x + gl_WorkGroupID.x) *
                                                    uint64_t(uint(nk + int(BC) - 1) / BC + 1u) * 4u;
        ntile = int(KtU32(tiles).v);
    }
    /* keys every row of the workgroup sees unmasked: tiles inside need no per-element test */
    const bool plain = MASK == 0u && pc.softcap <= 0.0 && !alibi && rho0 + int(BR) <= rows;
    const int flo = has_wl ? ihi + off - pc.wl : 0, fhi = has_wr ? min(jhi, ilo + off + pc.wr + 1) : jhi;

    /* the layout probe: element (r, c) holds 16 r + c */
    for (uint e = tid; e < 64u; e += NT) sm[e] = floatBitsToUint(vec4(float(4u * e), float(4u * e + 1u), float(4u * e + 2u), float(4u * e + 3u)));
    barrier();
    fcoopmatNV<32, SCOPE, 16, 16> probe;
    coopMatLoadNV(probe, sm, 0u, 4u, false);
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
#if KHR && !CONV
    [[unroll]] for (int i = 0; i < 8; i += 2) if (i < NE) { /* P's pairs: elements 2i, 2i + 1 adjacent in one row */
        const uint p0 = uint(probe[i]), p1 = i + 1 < NE ? uint(probe[i + 1]) : 0u;
        ok = ok && i + 1 < NE && (p0 & 1u) == 0u && p1 == p0 + 1u;
    }
#endif
    const bool layout_ok = subgroupAll(ok);

    /* this lane's two rows (a, b) */
    const int rha = rho0 + int(sg * 16u + ra), rhb = rho0 + int(sg * 16u + rb);
    const bool lva = rha < rows, lvb = rhb < rows;
    const int hqa = int(hk) * group + (lva ? rha / nq : 0), qia = lva ? rha % nq : 0;
    const int hqb = int(hk) * group + (lvb ? rhb / nq : 0), qib = lvb ? rhb % nq : 0;

    /* q as f16 (exact: q is f16), zeros past the rows: in 16-byte chunks, all in
       flight at once (a short sparse row list cannot hide element loads) */
    if (QVEC != 0u) {
        const int64_t q0 = aux(KT_VK_AUX_Q) * int64_t(b), q1 = aux(KT_VK_AUX_Q + 1), q2 = aux(KT_VK_AUX_Q + 2);
        [[unroll]] for (uint i = 0u; i < D / 16u; i++) { /* BR D / 8 chunks over NT = 2 BR lanes */
            const uint c = tid + i * NT, rr = c / (D / 8u), d8 = c % (D / 8u);
            const int rq = rho0 + int(rr);
            uvec4 x = uvec4(0);
            if (rq < rows) x = KtV4(pc.q + uint64_t(q0 + q1 * int64_t(int(hk) * group + rq / nq) + q2 * int64_t(rq % nq)) * 2u + uint64_t(d8) * 16u).v;
            sm[rr * RD + d8] = x;
        }
    } else for (uint e = tid; e < BR * (D / 2u); e += NT) {
        const uint rr = e / (D / 2u), d = (e % (D / 2u)) * 2u;
        const int rq = rho0 + int(rr);
#if KHR /* the 16-bit words as they are (f16 or bf16) */
        uint x = 0u;
        if (rq < rows) {
            const int h = int(hk) * group + rq / nq, i = rq % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * 2u;
            x = uint(KtU16(row + d * 2u).v) | (uint(KtU16(row + d * 2u + 2u).v) << 16);
        }
        sm[rr * RD + d / 8u][(d % 8u) / 2u] = x;
#else
        vec2 x = vec2(0.0);
        if (rq < rows) {
            const int h = int(hk) * group + rq / nq, i = rq % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * 2u;
            x = vec2(kt_attn_load(1u, row + d * 2u), kt_attn_load(1u, row + d * 2u + 2u));
        }
        sm[rr * RD + d / 8u][(d % 8u) / 2u] = packFloat2x16(f16vec2(x));
#endif
    }
    barrier();
    fcoopmatNV<16, SA, 16, 16> qf[D / 16u];
    [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) coopMatLoadNV(qf[kk], sm, sg * 16u * RD + kk * 2u, RD, false);
    barrier();

    float sla = 0.0, slb = 0.0;
    if (alibi && lva) sla = KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(hqa) * 4).v;
    if (alibi && lvb) slb = KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(hqb) * 4).v;
    uint64_t mra = 0, mrb = 0;
    if (MASK != 0u && lva)
        mra = pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(hqa) + aux(KT_VK_AUX_MASK + 2) * int64_t(qia)) * kt_attn_esize(MDT);
    if (MASK != 0u && lvb)
        mrb = pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(hqb) + aux(KT_VK_AUX_MASK + 2) * int64_t(qib)) * kt_attn_esize(MDT);
    const int64_t mstride = aux(KT_VK_AUX_MASK + 3);
    const int vloa = has_wl ? qia + off - pc.wl : 0, vhia = has_wr ? qia + off + pc.wr : 0x7fffffff;
    const int vlob = has_wl ? qib + off - pc.wl : 0, vhib = has_wr ? qib + off + pc.wr : 0x7fffffff;

    const uint64_t kh = pc.k + uint64_t(aux(KT_VK_AUX_K) * int64_t(b) + aux(KT_VK_AUX_K + 1) * int64_t(hk)) * 2u;
    const uint64_t vh = pc.v + uint64_t(aux(KT_VK_AUX_V) * int64_t(b) + aux(KT_VK_AUX_V + 1) * int64_t(hk)) * 2u;
    const int64_t sjk = aux(KT_VK_AUX_K + 2), sjv = aux(KT_VK_AUX_V + 2);
    const float k2 = pc.scale * LOG2E;

    /* running maxima (log2 domain) and this lane's share of the row sums */
    float ma = -1.0 / 0.0, mb = -1.0 / 0.0, la = 0.0, lb = 0.0;
    fcoopmatNV<32, SCOPE, 16, 16> o[D / 16u];
    [[unroll]] for (uint n = 0u; n < D / 16u; n++) o[n] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);

    /* the first keys of this tile and the next, and (block-sparse) their list entries */
    int j0 = jlo, j1 = jlo + int(BC);
    uint e0 = 0u, e1 = 0u;
    if (SPARSE != 0u) {
        if (ntile > 0) e0 = KtU32(tiles + 4u).v;
        if (ntile > 1) e1 = KtU32(tiles + 8u).v;
        j0 = int(e0 & 0x7fffffffu) * int(BC);
        j1 = int(e1 & 0x7fffffffu) * int(BC);
    }
    if (ntile > 0) {
        fetch(kh, sjk, j0, jhi, tid, 0u);
        if (STAGES == 2u) fetch(vh, sjv, j0, jhi, tid, PER);
        put(0u, tid, 0u);
        if (STAGES == 2u) put(TILE, tid, PER);
        else fetch(vh, sjv, j0, jhi, tid, 0u);
        barrier();
    }
    for (int it = 0; it < ntile; it++) {
        const bool next = it + 1 < ntile;
        const int jend = j0 + int(BC), jn = j1;
        uint e2 = 0u; /* the entry after next, used at the end of the step */
        if (SPARSE != 0u && it + 2 < ntile) e2 = KtU32(tiles + uint64_t(it + 3) * 4u).v;
        const bool whole = SPARSE != 1u || (e0 >> 31) != 0u; /* every block under the tile set */
        const uint kb = STAGES == 2u ? (uint(it) & 1u) * 2u * TILE : 0u, vb = kb + TILE;
        if (STAGES == 2u && next) {
            fetch(kh, sjk, jn, jhi, tid, 0u);
            fetch(vh, sjv, jn, jhi, tid, PER);
        }
        fcoopmatNV<32, SCOPE, 16, 16> s[8];
        [[unroll]] for (uint c = 0u; c < BC / 16u; c++) s[c] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);
        [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++)
            [[unroll]] for (uint c = 0u; c < BC / 16u; c++) {
                fcoopmatNV<16, SB, 16, 16> kf;
                coopMatLoadNV(kf, sm, kb + c * 16u * RD + kk * 2u, RD, true);
                s[c] = coopMatMulAddNV(qf[kk], kf, s[c]);
            }

        /* scores in the log2 domain, masked ones -inf; the tile's row maxima */
        float ta = -1.0 / 0.0, tb = -1.0 / 0.0;
        if (plain && whole && jend <= fhi && j0 >= flo) {
            [[unroll]] for (uint c = 0u; c < BC / 16u; c++)
                [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                    const float x = s[c][i] * k2;
                    const bool isa = ((amask >> i) & 1u) != 0u;
                    s[c][i] = x;
                    if (isa) ta = max(ta, x);
                    else tb = max(tb, x);
                }
        } else {
            uint64_t bma = 0, bmb = 0; /* SPARSE = 1: the rows' blocks of the mask */
            int64_t bms = 0;
            int bk = 1;
            if (SPARSE == 1u) {
                const uint64_t bm = uint64_t(aux(KT_VK_AUX_BM)) + uint64_t(aux(KT_VK_AUX_BM + 1) * int64_t(b));
                const int64_t bmh = aux(KT_VK_AUX_BM + 2), bmq = aux(KT_VK_AUX_BM + 3);
                const int bq = int(aux(KT_VK_AUX_BLOCK));
                if (lva) bma = bm + uint64_t(bmh * int64_t(hqa) + bmq * int64_t(qia / bq));
                if (lvb) bmb = bm + uint64_t(bmh * int64_t(hqb) + bmq * int64_t(qib / bq));
                bms = aux(KT_VK_AUX_BM + 4);
                bk = int(aux(KT_VK_AUX_BLOCK + 1));
            }
            [[unroll]] for (uint c = 0u; c < BC / 16u; c++)
                [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                    const bool isa = ((amask >> i) & 1u) != 0u;
                    const int j = j0 + int(c * 16u + ((cols >> (4 * i)) & 15u));
                    const bool live = isa ? lva : lvb;
                    float x = -1.0 / 0.0;
                    if (live && j < jhi && j >= (isa ? vloa : vlob) && j <= (isa ? vhia : vhib) &&
                        (SPARSE != 1u || uint(KtU8((isa ? bma : bmb) + uint64_t(bms * int64_t(j / bk))).v) != 0u)) {
                        float mv = 0.0;
                        if (MASK != 0u) mv = kt_attn_load(MDT, (isa ? mra : mrb) + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                        if (MASK != 1u || mv != 0.0) {
                            x = s[c][i] * pc.scale;
                            if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                            if (alibi) x -= (isa ? sla : slb) * abs(float((isa ? qia : qib) + off - j));
                            if (MASK == 2u) x += mv;
                            x *= LOG2E;
                        }
                    }
                    s[c][i] = x;
                    if (isa) ta = max(ta, x);
                    else tb = max(tb, x);
                }
        }
        ta = max(ta, subgroupShuffleXor(ta, 1u));
        ta = max(ta, subgroupShuffleXor(ta, 2u));
        tb = max(tb, subgroupShuffleXor(tb, 1u));
        tb = max(tb, subgroupShuffleXor(tb, 2u));
        const float mna = max(ma, ta), mnb = max(mb, tb);
        const float ua = mna == -1.0 / 0.0 ? 0.0 : mna, ub = mnb == -1.0 / 0.0 ? 0.0 : mnb; /* rows masked so far: p = 0 */
        const float aa = exp2(ma - ua), ab = exp2(mb - ub);
        ma = mna;
        mb = mnb;
        float sa = 0.0, sb = 0.0;
        [[unroll]] for (uint c = 0u; c < BC / 16u; c++)
            [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                const bool isa = ((amask >> i) & 1u) != 0u;
                const float p = exp2(s[c][i] - (isa ? ua : ub));
                s[c][i] = p;
                if (isa) sa += p;
                else sb += p;
            }
        la = la * aa + sa;
        lb = lb * ab + sb;
        if (!subgroupAll(aa == 1.0 && ab == 1.0)) /* the maxima of the subgroup's rows moved */
            [[unroll]] for (uint n = 0u; n < D / 16u; n++)
                [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) o[n][i] *= ((amask >> i) & 1u) != 0u ? aa : ab;

        if (STAGES == 1u) {
            put(vb, tid, 0u); /* v's buffer was last read before the previous barrier */
            if (next) fetch(kh, sjk, jn, jhi, tid, 0u);
            barrier(); /* v staged; every subgroup is done with k */
        }
        [[unroll]] for (uint c = 0u; c < BC / 16u; c++) {
#if KHR && CONV
            const fcoopmatNV<16, SA, 16, 16> pf = fcoopmatNV<16, SA, 16, 16>(s[c]);
#elif KHR
            /* block c of P as 16-bit pairs into this subgroup's P buffer c % 2 (the barrier
               of block c - 1 kept the lanes that read buffer c % 2 at block c - 2 behind) */
            const uint pb = PBASE + (sg * 2u + (c & 1u)) * 16u * PR;
            [[unroll]] for (int i = 0; i < 8; i += 2) if (i < NE) {
                const uint col = (cols >> (4 * i)) & 15u, row = ((amask >> i) & 1u) != 0u ? ra : rb;
#if BF16
                const uint w = kt_to_bf16(floatBitsToUint(s[c][i])) | (kt_to_bf16(floatBitsToUint(s[c][i + 1])) << 16);
#else
                const uint w = packFloat2x16(f16vec2(s[c][i], s[c][i + 1]));
#endif
                sm[pb + row * PR + col / 8u][(col % 8u) / 2u] = w;
            }
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            fcoopmatNV<16, SA, 16, 16> pf;
            coopMatLoadNV(pf, sm, pb, PR, false);
#else
            const fcoopmatNV<16, SCOPE, 16, 16> pf = fcoopmatNV<16, SCOPE, 16, 16>(s[c]);
#endif
            [[unroll]] for (uint n = 0u; n < D / 16u; n++) {
                fcoopmatNV<16, SB, 16, 16> vf;
                coopMatLoadNV(vf, sm, vb + c * 16u * RD + n * 2u, RD, false);
                o[n] = coopMatMulAddNV(pf, vf, o[n]);
            }
        }
        if (STAGES == 1u) {
            if (next) put(kb, tid, 0u);
            barrier(); /* k staged; every subgroup is done with v */
            if (next) fetch(vh, sjv, jn, jhi, tid, 0u);
        } else {
            if (next) {
                put(2u * TILE - kb, tid, 0u);
                put(3u * TILE - kb, tid, PER);
            }
            barrier(); /* the next tile staged; this one's buffers free for the one after */
        }
        j0 = j1;
        j1 = SPARSE != 0u ? int(e2 & 0x7fffffffu) * int(BC) : j1 + int(BC);
        e0 = e1;
        e1 = e2;
    }

    la += subgroupShuffleXor(la, 1u);
    la += subgroupShuffleXor(la, 2u);
    lb += subgroupShuffleXor(lb, 1u);
    lb += subgroupShuffleXor(lb, 2u);
    /* a NaN score makes its row's sum NaN (masked scores are -inf, not NaN) */
    const bool nana = isnan(la) || !layout_ok, nanb = isnan(lb) || !layout_ok;
    const float nan = uintBitsToFloat(0x7fc00000u), LN2 = 0.6931471805599453;
    const float inva = nana ? nan : la > 0.0 ? 1.0 / la : 0.0, invb = nanb ? nan : lb > 0.0 ? 1.0 / lb : 0.0;
    const uint es = kt_attn_esize(ODT);
    uint64_t ora = 0, orb = 0;
    if (lva) ora = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hqa) + aux(KT_VK_AUX_O + 2) * int64_t(qia)) * es;
    if (lvb) orb = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hqb) + aux(KT_VK_AUX_O + 2) * int64_t(qib)) * es;
    [[unroll]] for (uint n = 0u; n < D / 16u; n++)
        [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
            const bool isa = ((amask >> i) & 1u) != 0u;
            if (isa ? lva : lvb)
                kt_store_f32((isa ? ora : orb) + (n * 16u + ((cols >> (4 * i)) & 15u)) * es, ODT, o[n][i] * (isa ? inva : invb));
        }
    if ((pc.flags & KT_VK_ATTN_LSE) != 0 && (lane & 3u) == 0u) {
        const int64_t s0 = aux(KT_VK_AUX_LSE) * int64_t(b), s1 = aux(KT_VK_AUX_LSE + 1), s2 = aux(KT_VK_AUX_LSE + 2);
        if (lva) KtF32(pc.lse + uint64_t(s0 + s1 * int64_t(hqa) + s2 * int64_t(qia)) * 4).v = nana ? nan : la > 0.0 ? (ma + log2(la)) * LN2 : -1.0 / 0.0;
        if (lvb && rb != ra) KtF32(pc.lse + uint64_t(s0 + s1 * int64_t(hqb) + s2 * int64_t(qib)) * 4).v = nanb ? nan : lb > 0.0 ? (mb + log2(lb)) * LN2 : -1.0 / 0.0;
    }
}
