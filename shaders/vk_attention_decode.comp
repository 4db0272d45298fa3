#version 450
/* Decode attention (few query rows: every row of a GQA group in one
   workgroup), contiguous or paged KV, as a bandwidth kernel: one workgroup
   per (batch, kv head, split of the keys), so each key and value is read
   once for all query heads of the group.

   The workgroup's lanes form teams of KT lanes (a power of two within a
   subgroup); a team reads whole keys, lane t the 16-byte chunks t, t+KT,
   ... (or single elements where rows are not 16-byte aligned), U keys and
   their values per step loaded before any is used, so several loads are in
   flight per invocation. Scores are f32 sums reduced over the team with
   subgroup shuffles; each team keeps its own online softmax (max, sum and
   the output elements of its lanes) over keys jlo + (step * NT + team) * U
   + u, and at the end the teams are merged in team order through shared
   memory. A step's key rows are one address and a row stride (contiguous,
   or paged where a team's U keys share a page: one block-table lookup a
   step), else a lookup a key. The splits' partials (f32 output and LSE)
   are merged by vk_attention_combine in split order, so results do not
   depend on scheduling. Push constants, aux layout and partials as
   vk_attention.comp. The general decode kernel: vk_decode.comp takes the
   common cases (16-byte rows of 1- or 2-byte elements, one head dim). */
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

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint D = 64;   /* head dim of q and k */
layout(constant_id = 2) const uint DV = 64;  /* head dim of v and out */
layout(constant_id = 3) const uint R = 4;    /* rows (query head, query) the workgroup holds, >= the problem's */
layout(constant_id = 4) const uint U = 4;    /* keys per team per step */
layout(constant_id = 5) const uint KT = 16;  /* lanes per team */
layout(constant_id = 6) const uint QDT = 0;  /* element codes (vk_args.h) */
layout(constant_id = 7) const uint KDT = 0;
layout(constant_id = 8) const uint VDT = 0;
layout(constant_id = 9) const uint ODT = 0;
layout(constant_id = 10) const uint MDT = 0;
layout(constant_id = 11) const uint MASK = 0; /* 0 none, 1 boolean, 2 additive */
layout(constant_id = 12) const uint PAGED = 0;
layout(constant_id = 13) const uint KVEC = 1; /* elements per chunk of k: 16 bytes, or 1 */
layout(constant_id = 14) const uint VVEC = 1;

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint KC = D / KVEC, VC = DV / VVEC; /* chunks per key and value row */
const uint CHK = (KC + KT - 1) / KT, CHV = (VC + KT - 1) / KT; /* chunks per lane */
const uint QE = CHK * KVEC, OE = CHV * VVEC;                   /* elements per lane and row */

shared float so[R * DV];
shared float smt[R * 128], slt[R * 128]; /* per team (at most 128 of them) and row: max, sum */
shared uint snan[R];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* the loads of a step: the U keys jt .. jt + U - 1 of a team (zero past
   jhi) into lkw, lvw, lks, lvs; main sets the state below once */
uvec4 lkw[U * CHK], lvw[U * CHV];
float lks[U], lvs[U];
uint ld_lane, ld_hk, ld_b;
int ld_jhi, ps, npages;
bool one_page;
uint64_t kbase, vbase, ksa, vsa, btrow; /* kbase, vbase: head hk of batch b (contiguous) or of page 0 */
int64_t ks0, ks2, vs0, vs2, kss0, kss1, kss2, vss0, vss1, vss2, bt_step;

/* page and slot of key j; the host checked the tables when it could read
   them, clamped anyway so that a bad entry cannot reach outside the pages */
int64_t page_of(int j) { return int64_t(clamp(KtI32(btrow + uint64_t(bt_step * int64_t(j / ps)) * 4).v, 0, npages - 1)); }

void load_step(int jt) {
    /* the step's first key: its row, then the others at a row stride (one page) or through the table */
    int64_t pg = 0, s0 = int64_t(jt);
    if (PAGED != 0) {
        pg = page_of(jt);
        s0 = int64_t(jt % ps);
    }
    const uint64_t kt0 = kbase + uint64_t(ks0 * pg + ks2 * s0) * kt_attn_esize(KDT), kst = uint64_t(ks2) * kt_attn_esize(KDT);
    const uint64_t vt0 = vbase + uint64_t(vs0 * pg + vs2 * s0) * kt_attn_esize(VDT), vst = uint64_t(vs2) * kt_attn_esize(VDT);
    [[unroll]] for (uint u = 0; u < U; u++) {
        const int j = jt + int(u);
        lks[u] = 0.0;
        lvs[u] = 0.0;
        [[unroll]] for (uint c = 0; c < CHK; c++) lkw[u * CHK + c] = uvec4(0);
        [[unroll]] for (uint c = 0; c < CHV; c++) lvw[u * CHV + c] = uvec4(0);
        if (j >= ld_jhi) continue;
        int64_t kb = pg, slot = s0 + int64_t(u);
        uint64_t kr = kt0 + kst * u, vr = vt0 + vst * u;
        if (!one_page) {
            kb = page_of(j);
            slot = int64_t(j % ps);
            kr = kbase + uint64_t(ks0 * kb + ks2 * slot) * kt_attn_esize(KDT);
            vr = vbase + uint64_t(vs0 * kb + vs2 * slot) * kt_attn_esize(VDT);
        }
        if (PAGED == 0) kb = int64_t(ld_b); /* in the bases already; the scales' strides need it */
        lks[u] = ksa != 0 ? KtF32(ksa + uint64_t(kss0 * kb + kss1 * int64_t(ld_hk) + kss2 * slot) * 4).v : 1.0;
        lvs[u] = vsa != 0 ? KtF32(vsa + uint64_t(vss0 * kb + vss1 * int64_t(ld_hk) + vss2 * slot) * 4).v : 1.0;
        [[unroll]] for (uint c = 0; c < CHK; c++) {
            const uint ch = ld_lane + c * KT;
            if (ch >= KC) continue;
            if (KVEC == 1) lkw[u * CHK + c].x = floatBitsToUint(kt_attn_load(KDT, kr + ch * kt_attn_esize(KDT)));
            else lkw[u * CHK + c] = KtV4(kr + ch * 16).v;
        }
        [[unroll]] for (uint c = 0; c < CHV; c++) {
            const uint ch = ld_lane + c * KT;
            if (ch >= VC) continue;
            if (VVEC == 1) lvw[u * CHV + c].x = floatBitsToUint(kt_attn_load(VDT, vr + ch * kt_attn_esize(VDT)));
            else lvw[u * CHV + c] = KtV4(vr + ch * 16).v;
        }
    }
}

void main() {
    const uint tid = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
    const uint NT = gl_WorkGroupSize.x / KT;
    const uint team = tid / KT, lane = tid % KT;
    const uint b = gl_WorkGroupID.z;
    const uint hk = gl_WorkGroupID.y % uint(pc.heads_kv);
    const uint split = gl_WorkGroupID.y / uint(pc.heads_kv);
    const uint nsplit = gl_NumWorkGroups.y / uint(pc.heads_kv);
    const int nq = pc.nq, group = pc.group, rows = group * nq;
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;
    const bool alibi = (pc.flags & KT_VK_ATTN_ALIBI) != 0;

    int nk = pc.nk;
    if (PAGED != 0) nk = KtI32(uint64_t(aux(KT_VK_AUX_CTX)) + uint64_t(aux(KT_VK_AUX_CTX + 1) * int64_t(b)) * 4).v;
    const int off = nk - nq;

    /* keys any row may see (queries 0 .. min(rows, nq) - 1), then this split's share */
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, off - pc.wl);
    if (has_wr) jhi = min(jhi, min(rows, nq) - 1 + off + pc.wr + 1);
    if (nsplit > 1) {
        jlo = max(jlo, int(split) * pc.split_len);
        jhi = min(jhi, int(split + 1) * pc.split_len);
    }

    /* per row: query elements of this lane's chunks (f32), window, mask row, slope */
    float qv[R * QE];
    int vlo[R], vhi[R];
    uint64_t mrow[R];
    float slope[R];
    [[unroll]] for (uint r = 0; r < R; r++) {
        const bool live = int(r) < rows;
        const int h = int(hk) * group + (live ? int(r) / nq : 0), i = live ? int(r) % nq : 0;
        const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
        float qs = 1.0;
        if (live && aux(KT_VK_AUX_QSC) != 0)
            qs = KtF32(uint64_t(aux(KT_VK_AUX_QSC)) + uint64_t(aux(KT_VK_AUX_QSC + 1) * int64_t(b) + aux(KT_VK_AUX_QSC + 2) * int64_t(h) + aux(KT_VK_AUX_QSC + 3) * int64_t(i)) * 4).v;
        [[unroll]] for (uint c = 0; c < CHK; c++)
            [[unroll]] for (uint t = 0; t < KVEC; t++) {
                const uint ch = lane + c * KT, d = ch * KVEC + t;
                qv[r * QE + c * KVEC + t] = live && ch < KC ? kt_attn_load(QDT, row + d * kt_attn_esize(QDT)) * qs : 0.0;
            }
        vlo[r] = has_wl ? i + off - pc.wl : 0;
        vhi[r] = has_wr ? i + off + pc.wr : 0x7fffffff;
        if (!live) vhi[r] = -1; /* sees no key */
        mrow[r] = MASK != 0 && live ? pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(h) + aux(KT_VK_AUX_MASK + 2) * int64_t(i)) * kt_attn_esize(MDT) : 0;
        slope[r] = alibi && live ? KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(h) * 4).v : 0.0;
    }
    const int64_t mstride = MASK != 0 ? aux(KT_VK_AUX_MASK + 3) : 0;

    /* row addresses: strides once, pages through the block table */
    ld_lane = lane;
    ld_hk = hk;
    ld_b = b;
    ld_jhi = jhi;
    ks0 = aux(KT_VK_AUX_K), ks2 = aux(KT_VK_AUX_K + 2);
    vs0 = aux(KT_VK_AUX_V), vs2 = aux(KT_VK_AUX_V + 2);
    kbase = pc.k + uint64_t(aux(KT_VK_AUX_K + 1) * int64_t(hk) + (PAGED != 0 ? 0 : ks0 * int64_t(b))) * kt_attn_esize(KDT);
    vbase = pc.v + uint64_t(aux(KT_VK_AUX_V + 1) * int64_t(hk) + (PAGED != 0 ? 0 : vs0 * int64_t(b))) * kt_attn_esize(VDT);
    ksa = uint64_t(aux(KT_VK_AUX_KSC)), vsa = uint64_t(aux(KT_VK_AUX_VSC));
    kss0 = aux(KT_VK_AUX_KSC + 1), kss1 = aux(KT_VK_AUX_KSC + 2), kss2 = aux(KT_VK_AUX_KSC + 3);
    vss0 = aux(KT_VK_AUX_VSC + 1), vss1 = aux(KT_VK_AUX_VSC + 2), vss2 = aux(KT_VK_AUX_VSC + 3);
    ps = 1, npages = 1, btrow = 0, bt_step = 0;
    if (PAGED != 0) {
        ps = int(aux(KT_VK_AUX_PAGE_SIZE));
        npages = int(aux(KT_VK_AUX_PAGES));
        btrow = uint64_t(aux(KT_VK_AUX_BT)) + uint64_t(aux(KT_VK_AUX_BT + 1) * int64_t(b)) * 4;
        bt_step = aux(KT_VK_AUX_BT + 2);
    }
    /* a team's U keys of a step in one page: one table lookup a step */
    one_page = PAGED == 0 || (ps % int(U) == 0 && jlo % int(U) == 0);

    float m[R], l[R], o[R * OE];
    bool row_nan[R];
    [[unroll]] for (uint r = 0; r < R; r++) {
        m[r] = -1.0 / 0.0;
        l[r] = 0.0;
        row_nan[r] = false;
    }
    [[unroll]] for (uint e = 0; e < R * OE; e++) o[e] = 0.0;

    const int span = jhi - jlo, per_step = int(NT * U);
    const int steps = span > 0 ? (span + per_step - 1) / per_step : 0;
    for (int it = 0; it < steps; it++) {
        const int jt = jlo + (it * int(NT) + int(team)) * int(U);
        uvec4 kw[U * CHK], vw[U * CHV];
        float kscale[U], vscale[U];
        load_step(jt);
        [[unroll]] for (uint i = 0; i < U * CHK; i++) kw[i] = lkw[i];
        [[unroll]] for (uint i = 0; i < U * CHV; i++) vw[i] = lvw[i];
        [[unroll]] for (uint u = 0; u < U; u++) kscale[u] = lks[u], vscale[u] = lvs[u];
        /* scores: the lane's part of q.k, summed over the team */
        float s[U * R];
        [[unroll]] for (uint u = 0; u < U; u++) {
            [[unroll]] for (uint r = 0; r < R; r++) s[u * R + r] = 0.0;
            [[unroll]] for (uint c = 0; c < CHK; c++)
                [[unroll]] for (uint t = 0; t < KVEC; t++) {
                    const float kx = KVEC == 1 ? uintBitsToFloat(kw[u * CHK + c].x) : kt_attn_unpack(KDT, kw[u * CHK + c], t);
                    [[unroll]] for (uint r = 0; r < R; r++) s[u * R + r] += qv[r * QE + c * KVEC + t] * kx;
                }
        }
        [[unroll]] for (uint x = KT / 2; x > 0; x >>= 1)
            [[unroll]] for (uint i = 0; i < U * R; i++) s[i] += subgroupShuffleXor(s[i], x);
        /* online softmax per row over the step's keys */
        [[unroll]] for (uint r = 0; r < R; r++) {
            float mt = -1.0 / 0.0;
            [[unroll]] for (uint u = 0; u < U; u++) {
                const int j = jt + int(u);
                float x = -1.0 / 0.0;
                if (j < jhi && j >= vlo[r] && j <= vhi[r]) {
                    float mv = 0.0;
                    if (MASK != 0) mv = kt_attn_load(MDT, mrow[r] + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                    if (MASK != 1 || mv != 0.0) {
                        x = s[u * R + r] * kscale[u] * pc.scale;
                        if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                        if (alibi) x -= slope[r] * abs(float(int(r) % nq + off - j));
                        if (MASK == 2) x += mv;
                    }
                }
                if (isnan(x)) row_nan[r] = true;
                s[u * R + r] = x;
                mt = max(mt, x);
            }
            const float mn = max(m[r], mt);
            if (mn == -1.0 / 0.0) continue; /* nothing seen yet */
            const float alpha = exp(m[r] - mn);
            l[r] *= alpha;
            [[unroll]] for (uint e = 0; e < OE; e++) o[r * OE + e] *= alpha;
            [[unroll]] for (uint u = 0; u < U; u++) {
                const float p = exp(s[u * R + r] - mn);
                l[r] += p;
                const float pv = p * vscale[u];
                [[unroll]] for (uint c = 0; c < CHV; c++)
                    [[unroll]] for (uint t = 0; t < VVEC; t++) {
                        const float vx = VVEC == 1 ? uintBitsToFloat(vw[u * CHV + c].x) : kt_attn_unpack(VDT, vw[u * CHV + c], t);
                        o[r * OE + c * VVEC + t] += pv * vx;
                    }
            }
            m[r] = mn;
        }
    }

    /* merge the teams in team order: the common max and sum first, then the outputs */
    if (tid < R) snan[tid] = 0u;
    if (lane == 0)
        [[unroll]] for (uint r = 0; r < R; r++) {
            smt[team * R + r] = m[r];
            slt[team * R + r] = l[r];
        }
    barrier();
    [[unroll]] for (uint r = 0; r < R; r++)
        if (row_nan[r]) atomicOr(snan[r], 1u); /* order-free: a flag */
    float mx[R], den[R], w[R];
    [[unroll]] for (uint r = 0; r < R; r++) {
        mx[r] = -1.0 / 0.0;
        for (uint t = 0; t < NT; t++) mx[r] = max(mx[r], smt[t * R + r]);
        den[r] = 0.0;
        if (mx[r] != -1.0 / 0.0)
            for (uint t = 0; t < NT; t++) den[r] += slt[t * R + r] * exp(smt[t * R + r] - mx[r]);
        w[r] = mx[r] != -1.0 / 0.0 ? exp(m[r] - mx[r]) : 0.0;
    }
    for (uint t = 0; t < NT; t++) {
        if (team == t)
            [[unroll]] for (uint r = 0; r < R; r++)
                [[unroll]] for (uint c = 0; c < CHV; c++)
                    [[unroll]] for (uint x = 0; x < VVEC; x++) {
                        const uint ch = lane + c * KT, e = ch * VVEC + x;
                        if (ch < VC) so[r * DV + e] = (t == 0 ? 0.0 : so[r * DV + e]) + o[r * OE + c * VVEC + x] * w[r];
                    }
        barrier();
    }

    const float nan = uintBitsToFloat(0x7fc00000u);
    for (uint e = tid; e < uint(rows) * DV; e += gl_WorkGroupSize.x) {
        const uint r = e / DV, d = e % DV;
        const bool bad = snan[r] != 0u;
        const float inv = bad ? nan : den[r] > 0.0 ? 1.0 / den[r] : 0.0;
        const float val = so[r * DV + d] * inv;
        const float lse = bad ? nan : den[r] > 0.0 ? mx[r] + log(den[r]) : -1.0 / 0.0;
        if (nsplit > 1) {
            const uint64_t p = (uint64_t(b * uint(pc.heads_kv) + hk) * nsplit + split) * uint64_t(rows) + uint64_t(r);
            KtF32(pc.o + (p * DV + d) * 4).v = val;
            if (d == 0) KtF32(pc.lse + p * 4).v = lse;
            continue;
        }
        const int h = int(hk) * group + int(r) / nq, i = int(r) % nq;
        const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(h) + aux(KT_VK_AUX_O + 2) * int64_t(i)) * kt_attn_esize(ODT);
        kt_store_f32(orow + d * kt_attn_esize(ODT), ODT, val);
        if (d == 0 && (pc.flags & KT_VK_ATTN_LSE) != 0)
            KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(h) + aux(KT_VK_AUX_LSE + 2) * int64_t(i)) * 4).v = lse;
    }
}
