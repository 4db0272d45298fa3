#version 450
/* Flash attention forward on workgroup-scope cooperative matrices (VK_NV_cooperative_matrix2 over
   VK_KHR_cooperative_matrix; NVIDIA), for f16 or bf16 q, k and v (one dtype) with head dim D = DV (a define),
   without mask tensor, soft-cap or ALiBi and without key splits (windows, causal among them, are fine); the host
   sends every other case to vk_attention_coop.comp or the scalar kernels (ktorch__vk_attn_coop).
   One workgroup of NINV invocations serves BR rows (query head of the kv head's group, query index) of one
   (batch, kv head), as in vk_attention.comp. S = Q K^T (BR x BC), P and O (NO matrices of BR x OC) are
   workgroup-scope matrices: the driver spreads them over the workgroup's subgroups and stages what a product
   needs. Q is loaded once into an A matrix from shared memory; K and V tiles of BC keys are staged in shared
   memory by the kernel in 16-byte chunks, rows padded by 16 bytes, the next tile loaded into registers while the
   matrix units work (two barriers a tile, as vk_attention_coop.comp's STAGES = 1).
   The online softmax works elementwise on matrices of S's type: each tile's row maxima come from one row
   reduction of S (OpCooperativeMatrixReduceNV, every element holding its row's maximum), the running maxima
   and the row sums stay broadcast over S's layout (the sums added elementwise, reduced over the row once at
   the end), and O's blocks, of S's type (OC = BC), are rescaled by the factor's own elements (AOD = 1; AOD = 0:
   the factor carried to O's layout by one more row reduction, its row's maximum of equal values). Tiles that
   some row sees only in part (WIN = 1: a window's edge, keys past nk) test each score
   against matrices of each element's query index and column, loaded with stride 0 from two small arrays.
   LAZY = 1: the maxima move only where a score passes its row's by more than 2^8, a vote of the workgroup, so
   that the reductions and O's rescale drop out of most tiles. glslc knows only GL_NV_cooperative_matrix, so a reduction is written as a store into a marker array
   (its length the specialization constant 1010: maximum, 1011: sum) and a load from it of the result's type,
   which shaders/spv_coop_khr.c turns into the reduction; the matrix types carry their KHR use and workgroup
   scope in their scope operand (1002 A, 1003 B, 1004 accumulators). P becomes the A operand by OpFConvert
   (the conversions of VK_NV_cooperative_matrix2), bf16 by the pass's khr_bf16 form.
   Keys are visited in index order and every reduction is the driver's fixed one, so results do not depend on
   scheduling. The output goes through shared memory as f32 (OC columns at a time) and is written with the
   host's rounding for its dtype (ODT); LSE (natural log) from the final maxima and sums. */
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_NV_cooperative_matrix : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

#ifndef D
#define D 128u
#endif
#ifndef NINV
#define NINV 256u
#endif
#ifndef BR
#define BR 128u
#endif
#ifndef BC
#define BC 64u
#endif
layout(local_size_x = NINV) in; /* a literal: workgroup-scope matrices need the size in the module */
layout(constant_id = 9) const uint ODT = 0;  /* element code (vk_args.h) of out */
layout(constant_id = 13) const uint QVEC = 0; /* 1: q's rows in 16-byte chunks (the host checked), loaded so */
layout(constant_id = 14) const uint LAZY = 0; /* 1: the maxima move only by more than 2^8 (below) */
layout(constant_id = 15) const uint WIN = 0;  /* 1: a window (causal among them) or a last key tile past nk: per-score tests */
layout(constant_id = 16) const uint AOD = 1;  /* 1: O rescaled by the factor's elements (one type, one layout); 0: through a reduction */
layout(constant_id = 1002) const int WA = 3;  /* spv_coop_khr.c's tags: workgroup-scope A, B, accumulators */
layout(constant_id = 1003) const int WB = 3;
layout(constant_id = 1004) const int WC = 3;
layout(constant_id = 1010) const uint RED_MAX = 1u; /* reduction markers */
layout(constant_id = 1011) const uint RED_SUM = 1u;

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint OC = BC;                 /* O's matrices: BR x OC each, S's type (the sums' and factors' layout is S's) */
const uint NO = D / OC;
const uint D8 = D / 8u, RD = D8 + 1u; /* 16-byte units per row of q, k or v; padded */
const uint TILE = BC * RD;           /* 16-byte units of one k or v buffer */
const uint PER = BC * D8 / NINV;     /* 16-byte chunks of a k or v tile per invocation */
const uint OR = OC / 4u + 1u;        /* 16-byte units per padded f32 row of an O block */
const uint SMA = 2u * TILE > BR * RD ? 2u * TILE : BR * RD;
shared uvec4 sm[SMA > BR * OR ? SMA : BR * OR];
shared float red_max[RED_MAX];
shared float red_sum[RED_SUM];
shared uint vote[2]; /* LAZY: whether some row's maximum moves, by tile parity */
shared float ridx[BR], cidx[BC]; /* each row's query index, each column's number */

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

uvec4 pre[PER]; /* the next k or v tile, loaded while the matrix units work */
void fetch(uint64_t head, int64_t sj, int j0, int jhi, uint tid) { /* zeros past jhi */
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * NINV;
        const int j = j0 + int(c / D8);
        pre[i] = uvec4(0);
        if (j < jhi) pre[i] = KtV4(head + uint64_t(sj * int64_t(j)) * 2u + uint64_t(c % D8) * 16u).v;
    }
}
void put(uint base, uint tid) {
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * NINV;
        sm[base + (c / D8) * RD + c % D8] = pre[i];
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x, b = gl_WorkGroupID.z, hk = gl_WorkGroupID.y;
    const int nq = pc.nq, group = pc.group, rows = group * nq, nk = pc.nk;
    const int rho0 = int(gl_WorkGroupID.x * BR);
    const float k2 = pc.scale * 1.4426950408889634;

    /* q (zeros past the rows) through shared memory into an A matrix */
    const int64_t q0 = aux(KT_VK_AUX_Q) * int64_t(b), q1 = aux(KT_VK_AUX_Q + 1), q2 = aux(KT_VK_AUX_Q + 2);
    if (QVEC != 0u) {
        [[unroll]] for (uint i = 0u; i < BR * D8 / NINV; i++) {
            const uint c = tid + i * NINV, rr = c / D8, d8 = c % D8;
            const int rq = rho0 + int(rr);
            uvec4 x = uvec4(0);
            if (rq < rows) x = KtV4(pc.q + uint64_t(q0 + q1 * int64_t(int(hk) * group + rq / nq) + q2 * int64_t(rq % nq)) * 2u + uint64_t(d8) * 16u).v;
            sm[rr * RD + d8] = x;
        }
    } else
        for (uint e = tid; e < BR * (D / 2u); e += NINV) { /* the 16-bit words as they are (f16 or bf16) */
            const uint rr = e / (D / 2u), d = (e % (D / 2u)) * 2u;
            const int rq = rho0 + int(rr);
            uint x = 0u;
            if (rq < rows) {
                const uint64_t row = pc.q + uint64_t(q0 + q1 * int64_t(int(hk) * group + rq / nq) + q2 * int64_t(rq % nq)) * 2u;
                x = uint(KtU16(row + d * 2u).v) | (uint(KtU16(row + d * 2u + 2u).v) << 16);
            }
            sm[rr * RD + d / 8u][(d % 8u) / 2u] = x;
        }
    barrier();
    fcoopmatNV<16, WA, BR, D> qm;
    coopMatLoadNV(qm, sm, 0u, RD, false);
    barrier();

    const uint64_t kh = pc.k + uint64_t(aux(KT_VK_AUX_K) * int64_t(b) + aux(KT_VK_AUX_K + 1) * int64_t(hk)) * 2u;
    const uint64_t vh = pc.v + uint64_t(aux(KT_VK_AUX_V) * int64_t(b) + aux(KT_VK_AUX_V + 1) * int64_t(hk)) * 2u;
    const int64_t sjk = aux(KT_VK_AUX_K + 2), sjv = aux(KT_VK_AUX_V + 2);

    /* the keys the workgroup's rows see (windows, causal as a right window), and those every row sees */
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;
    const int off = nk - nq, rho1 = min(rho0 + int(BR), rows) - 1;
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (rho0 / nq != rho1 / nq) {
        ilo = 0;
        ihi = nq - 1;
    }
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, ilo + off - pc.wl);
    if (has_wr) jhi = min(jhi, ihi + off + pc.wr + 1);
    const int flo = has_wl ? ihi + off - pc.wl : 0, fhi = has_wr ? min(jhi, ilo + off + pc.wr + 1) : jhi;
    /* each row's query index and each column's number, for the tiles that need a per-score test: loaded as
       matrices of S's type with stride 0 (every row the same columns, every column the same rows) */
    for (uint r = tid; r < BR; r += NINV) ridx[r] = float((rho0 + int(r)) % nq);
    for (uint c = tid; c < BC; c += NINV) cidx[c] = float(c);

    /* running maxima (log2 domain) and row sums, broadcast over S's layout; O */
    fcoopmatNV<32, WC, BR, BC> m = fcoopmatNV<32, WC, BR, BC>(-1.0 / 0.0), l = fcoopmatNV<32, WC, BR, BC>(0.0);
    fcoopmatNV<32, WC, BR, OC> o[NO];
    [[unroll]] for (uint c = 0u; c < NO; c++) o[c] = fcoopmatNV<32, WC, BR, OC>(0.0);

    if (tid == 0u) vote[1] = 0u;
    if (jlo < jhi) {
        fetch(kh, sjk, jlo, jhi, tid);
        put(0u, tid);
        fetch(vh, sjv, jlo, jhi, tid);
    }
    barrier();
    for (int j0 = jlo; j0 < jhi; j0 += int(BC)) {
        const bool next = j0 + int(BC) < jhi;
        fcoopmatNV<16, WB, D, BC> kt;
        coopMatLoadNV(kt, sm, 0u, RD, true);
        fcoopmatNV<32, WC, BR, BC> s = fcoopmatNV<32, WC, BR, BC>(0.0);
        s = coopMatMulAddNV(qm, kt, s);
        /* scores in the log2 domain; outside a row's window or past the keys -inf */
        if (WIN == 0u || (j0 >= flo && j0 + int(BC) <= fhi)) {
            [[unroll]] for (int i = 0; i < s.length(); i++) s[i] *= k2;
        } else {
            fcoopmatNV<32, WC, BR, BC> cm, rm;
            coopMatLoadNV(cm, cidx, 0u, 0u, false);
            coopMatLoadNV(rm, ridx, 0u, 0u, true);
            const float jf = float(j0), hif = float(jhi), wlf = float(off - pc.wl), wrf = float(off + pc.wr);
            [[unroll]] for (int i = 0; i < s.length(); i++) {
                const float j = jf + cm[i];
                const bool vis = j < hif && (!has_wl || j >= rm[i] + wlf) && (!has_wr || j <= rm[i] + wrf);
                s[i] = vis ? s[i] * k2 : -1.0 / 0.0;
            }
        }
        put(TILE, tid); /* v's buffer was last read before the previous barrier */
        if (next) fetch(kh, sjk, j0 + int(BC), jhi, tid);

        if (LAZY != 0u) {
            /* the maxima move only where a score passes its row's by more than 8 (log2 domain; so p <= 256), a vote of
               the workgroup: rarely past the first tiles, so the reductions and O's rescale mostly drop out */
            const uint par = uint((j0 - jlo) / int(BC)) & 1u;
            bool over = j0 == jlo;
            [[unroll]] for (int i = 0; i < s.length(); i++) over = over || s[i] > m[i] + 8.0;
            if (over) vote[par] = 1u;
            if (tid == 0u) vote[par ^ 1u] = 0u; /* last read before the previous barrier */
            barrier(); /* v staged; every subgroup is done with k; the vote */
            if (vote[par] != 0u) {
                fcoopmatNV<32, WC, BR, BC> t, al;
                coopMatStoreNV(s, red_max, 0u, 0u, false);
                coopMatLoadNV(t, red_max, 0u, 0u, false); /* each element: its row's maximum of the tile's scores */
                [[unroll]] for (int i = 0; i < s.length(); i++) {
                    const float mn = max(m[i], t[i]);
                    al[i] = mn == -1.0 / 0.0 ? 1.0 : exp2(m[i] - mn); /* rows masked so far: nothing to rescale */
                    l[i] *= al[i];
                    m[i] = mn;
                }
                if (j0 != jlo && AOD != 0u) { /* O is 0 before */
                    [[unroll]] for (uint c = 0u; c < NO; c++)
                        [[unroll]] for (int i = 0; i < al.length(); i++) o[c][i] *= al[i];
                } else if (j0 != jlo) {
                    fcoopmatNV<32, WC, BR, OC> ao;
                    coopMatStoreNV(al, red_max, 0u, 0u, false);
                    coopMatLoadNV(ao, red_max, 0u, 0u, false); /* the rescale factor over O's layout */
                    [[unroll]] for (uint c = 0u; c < NO; c++)
                        [[unroll]] for (int i = 0; i < ao.length(); i++) o[c][i] *= ao[i];
                }
            }
            [[unroll]] for (int i = 0; i < s.length(); i++) {
                const float p = exp2(s[i] - (m[i] == -1.0 / 0.0 ? 0.0 : m[i])); /* rows masked so far: p = 0 */
                l[i] += p;
                s[i] = p;
            }
        } else {
            fcoopmatNV<32, WC, BR, BC> t, al;
            coopMatStoreNV(s, red_max, 0u, 0u, false);
            coopMatLoadNV(t, red_max, 0u, 0u, false); /* each element: its row's maximum of the tile's scores */
            [[unroll]] for (int i = 0; i < s.length(); i++) {
                const float mn = max(m[i], t[i]), u = mn == -1.0 / 0.0 ? 0.0 : mn; /* rows masked so far: p = 0 */
                const float p = exp2(s[i] - u);
                al[i] = exp2(m[i] - u);
                l[i] = l[i] * al[i] + p;
                m[i] = mn;
                s[i] = p;
            }
            if (AOD != 0u) {
                [[unroll]] for (uint c = 0u; c < NO; c++)
                    [[unroll]] for (int i = 0; i < al.length(); i++) o[c][i] *= al[i];
            } else {
                fcoopmatNV<32, WC, BR, OC> ao;
                coopMatStoreNV(al, red_max, 0u, 0u, false);
                coopMatLoadNV(ao, red_max, 0u, 0u, false); /* the rescale factor over O's layout */
                [[unroll]] for (uint c = 0u; c < NO; c++)
                    [[unroll]] for (int i = 0; i < ao.length(); i++) o[c][i] *= ao[i];
            }
            barrier(); /* v staged; every subgroup is done with k */
        }
        const fcoopmatNV<16, WA, BR, BC> pm = fcoopmatNV<16, WA, BR, BC>(s);
        [[unroll]] for (uint c = 0u; c < NO; c++) {
            fcoopmatNV<16, WB, BC, OC> vm;
            coopMatLoadNV(vm, sm, TILE + c * (OC / 8u), RD, false);
            o[c] = coopMatMulAddNV(pm, vm, o[c]);
        }
        if (next) put(0u, tid);
        barrier(); /* k staged; every subgroup is done with v */
        if (next) fetch(vh, sjv, j0 + int(BC), jhi, tid);
    }

    /* the row sums over O's layout (a NaN score makes its row's sum NaN) */
    fcoopmatNV<32, WC, BR, OC> ls;
    coopMatStoreNV(l, red_sum, 0u, 0u, false);
    coopMatLoadNV(ls, red_sum, 0u, 0u, false);
    const uint es = kt_attn_esize(ODT);
    const int64_t o0 = aux(KT_VK_AUX_O) * int64_t(b), o1 = aux(KT_VK_AUX_O + 1), o2 = aux(KT_VK_AUX_O + 2);
    fcoopmatNV<32, WC, BR, OC> inv;
    [[unroll]] for (int i = 0; i < ls.length(); i++) /* rows without a visible key: 0 (and LSE -inf) */
        inv[i] = isnan(ls[i]) ? ls[i] : ls[i] > 0.0 ? 1.0 / ls[i] : 0.0;
    [[unroll]] for (uint c = 0u; c < NO; c++) {
        [[unroll]] for (int i = 0; i < ls.length(); i++) o[c][i] *= inv[i];
        coopMatStoreNV(o[c], sm, 0u, OR, false);
        barrier();
        for (uint e = tid; e < BR * OC; e += NINV) {
            const uint rr = e / OC, col = e % OC;
            const int rq = rho0 + int(rr);
            if (rq < rows)
                kt_store_f32(pc.o + uint64_t(o0 + o1 * int64_t(int(hk) * group + rq / nq) + o2 * int64_t(rq % nq)) * es + (c * OC + col) * es, ODT,
                             uintBitsToFloat(sm[rr * OR + col / 4u][col % 4u]));
        }
        barrier();
    }
    if ((pc.flags & KT_VK_ATTN_LSE) != 0) {
        const float LN2 = 0.6931471805599453;
        [[unroll]] for (int i = 0; i < ls.length(); i++) ls[i] = isnan(ls[i]) ? ls[i] : ls[i] > 0.0 ? (m[i] + log2(ls[i])) * LN2 : -1.0 / 0.0;
        coopMatStoreNV(ls, sm, 0u, OR, false);
        barrier();
        const int rq = rho0 + int(tid);
        if (tid < BR && rq < rows) {
            const int64_t s0 = aux(KT_VK_AUX_LSE) * int64_t(b), s1 = aux(KT_VK_AUX_LSE + 1), s2 = aux(KT_VK_AUX_LSE + 2);
            KtF32(pc.lse + uint64_t(s0 + s1 * int64_t(int(hk) * group + rq / nq) + s2 * int64_t(rq % nq)) * 4).v = uintBitsToFloat(sm[tid * OR][0]);
        }
    }
}
