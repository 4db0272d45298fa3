#version 450
/* Decode attention as a bandwidth kernel with nothing in local memory: its
   array sizes and loop bounds are compile-time (vk_modules.txt: EK bytes
   per element of k and v, U = 2 keys per team and step; R = 4 rows), so glslc
   unrolls every loop over them and replaces every array by scalars (the
   SPIR-V holds no array variable).

   One workgroup per (row tile of R rows, kv head, split of the keys, batch),
   so each key and value is read once for R query rows of a GQA group.
   Lanes form teams of KT lanes inside a subgroup (D = KT * 16 / EK); lane
   t of a team holds the 16-byte chunk t of each key and value, the same
   elements of q (f32, in registers) and of its output rows. A team walks
   the keys jlo + (step * NT + team) * U + u, u < U: the next step's 16-byte
   loads of K and V are issued before a step's arithmetic (2 * U in flight
   a lane all the time), then the scores (the lane's dot product, summed
   over the team by subgroup shuffles), an online softmax per row, and the
   weighted V. The teams merge in team order through shared memory; splits
   go to vk_attention_combine in split order, so results do not depend on
   scheduling. Rows, pages, scales, masks, windows, soft-cap, ALiBi, LSE
   and partials as vk_attention_decode.comp. Where U * R = 8 scores and
   teams of 8 or more lanes, the team's sums end scattered, one score a
   lane pair or more, so that a lane scales, masks and exponentiates one
   score instead of every lane all 8; the weights come back by 12
   shuffles (under H16V as f16 pairs of a row's two keys, 5); a row's max
   moves only past a gap (the lazy rescale). 1-byte codes are decoded
   without the conversion unit. PLOG, ADDR, STAB, S32 and the history of
   each choice: docs/PERF.md "Vulkan decode". */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_GOOGLE_include_directive : require
#ifndef F16
#define F16 0 /* 1: the module that may take Q K^T in packed f16 (HK), for devices with shaderFloat16 */
#endif
#if F16
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#endif

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

const uint VEC = 16u / EK; /* elements per chunk */
const uint R = 4u;         /* rows a workgroup holds */
const float LAZY_GAP = 8.0;
/* HK: Q K^T in packed f16 (the host takes this module for int8 / e4m3 keys
   under f16 / bf16 queries only). q's rows are scaled by a power of two so
   that max |q| < 2^QE, exact in f16; the codes become f16 pairs by bit
   operations (int8: 1024 + 128 + c less 1152; e4m3: its bits placed as f16
   bits are the value times 2^-8), a lane's 16 products of a key and row
   are summed in f16 (8 a half: below 2^15 by QE), then in f32. */
const uint64_t EKB = uint64_t(EK);

layout(local_size_x_id = 0) in;
layout(constant_id = 5) const uint KT = 16;  /* lanes per team, a power of two within the subgroup */
layout(constant_id = 6) const uint QDT = 0;  /* element codes (vk_args.h) */
layout(constant_id = 7) const uint KDT = 2;
layout(constant_id = 8) const uint VDT = 2;
layout(constant_id = 9) const uint ODT = 0;
layout(constant_id = 10) const uint MDT = 0;
layout(constant_id = 11) const uint MASK = 0; /* 0 none, 1 boolean, 2 additive */
layout(constant_id = 12) const uint PAGED = 0;
layout(constant_id = 17) const uint PLOG = 0; /* pages of 2^(PLOG - 1) tokens: shifts, not divisions (0: any size) */
layout(constant_id = 19) const uint ADDR = 0; /* contiguous: a step's row addresses from one 64-bit base advanced by a constant a step */
layout(constant_id = 20) const uint STAB = 0; /* paged: the split's block-table entries in shared memory (the host keeps them within SPG) */
/* S32 (paged with STAB): a key's byte offsets from 32-bit strides, the page's by one 32 x 32 -> 64-bit product
   (1); 2: also one offset for the K and V rows and one for both scales (K and V of one layout, their scales
   too). The host takes it where the strides and a page's span fit in 31 bits. */
layout(constant_id = 23) const uint S32 = 0;

#define HK (F16 != 0 && EK == 1u && (KDT == KT_VK_ATTN_I8 || KDT == 3u))
#define QE (KDT == KT_VK_ATTN_I8 ? 5 : 11)
/* HV (H16V, with the scattered sums): P V of int8 / e4m3 values in packed
   f16 too, and a team's outputs in f16 (no f32 outputs in the loop: the
   registers they take). A team's weights, times a power of two a row
   (vmul: the largest that leaves the first weights below 2^VE), multiply
   the f16 pairs of the codes into the f16 sums, which hold all of the
   team's keys (the host keeps them to 256); a bound on their size (bnd:
   the sum of |weight| x vmul x the largest |code|, a row) stays below 2^15
   by scaling sums and vmul by the same power of two; the lazy rescale
   multiplies the sums. */
layout(constant_id = 21) const uint H16V = 0;
#define VE (VDT == KT_VK_ATTN_I8 ? 5 : 11)
#define VMAX (VDT == KT_VK_ATTN_I8 ? 128.0 : 2.0)

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint MAXD = 256u, MAXT = 64u; /* head dim, teams (the host keeps within them) */
shared vec4 sq[R * MAXD / 4u];
shared float so[R * MAXD];
shared float smt[R * MAXT], slt[R * MAXT]; /* per team and row: max, sum */
shared uint snan[R];
const int SPG = 1024; /* STAB: entries at most */
shared int spg[SPG];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* The f16 decode as vk_common.glsl's, bit for bit, written with selects
   only: unrolled over every element of a step, branches would make the
   module many times larger. */
uint f16_bits(uint h) {
    const uint a = h & 0x7FFFu, sub = floatBitsToUint(float(a) * 5.9604644775390625e-8), nrm = (a << 13) + (112u << 23);
    const uint big = 0x7F800000u | ((a & 0x3FFu) << 13), r = a < 0x400u ? sub : nrm;
    return (a >= 0x7C00u ? big : r) | ((h & 0x8000u) << 16);
}
/* a mask element: bool / u8, f32, f16 or bf16 (the core's mask dtypes) */
float mask_load(uint64_t a) {
    if (MDT == KT_VK_ATTN_U8) return uint(KtU8(a).v) != 0u ? 1.0 : 0.0;
    if (MDT == 0u) return KtF32(a).v;
    const uint h = uint(KtU16(a).v);
    return uintBitsToFloat(MDT == 1u ? f16_bits(h) : h << 16);
}

/* element t (a constant once unrolled) of a chunk of k or v, dtype dt of EK bytes, as f32 */
float unpack(uint dt, uvec4 w, uint t) {
    if (EK == 4) return uintBitsToFloat(w[t]);
    if (EK == 2) {
        const uint x = w[t >> 1], h = (x >> ((t & 1u) * 16u)) & 0xFFFFu, hi = (t & 1u) != 0u ? x & 0xFFFF0000u : x << 16;
        return uintBitsToFloat(dt == 1u ? f16_bits(h) : hi);
    }
    /* 1-byte codes without the conversion unit. fp8: a code's pair word,
       bytes t & 1 and (t & 1) + 2 of the word in the low bytes of its two
       halves, each made an f16 (the same word serves two elements, and
       unpackHalf2x16 two) */
    const uint x = w[t >> 2], pw = (x >> ((t & 1u) * 8u)) & 0x00FF00FFu, hi = (t >> 1) & 1u;
    if (dt == KT_VK_ATTN_I8) /* 2^23 + c + 128 as f32 bits, less 2^23 + 128: exact */
        return uintBitsToFloat(0x4B000000u | ((x ^ 0x80808080u) >> ((t & 3u) * 8u) & 0xFFu)) - 8388736.0;
    if (dt == 3u) {
        /* e4m3 bits placed as f16 bits are the value times 2^-8, subnormals
           included (KCS and VCS put the 2^8 back); code 0x7F (NaN) becomes
           an f16 NaN */
        const uint a = pw & 0x007F007Fu, nan = (a + 0x00010001u) & 0x00800080u;
        return unpackHalf2x16((a << 7) | ((pw & 0x00800080u) << 8) | (nan * 0xFCu))[hi];
    }
    return unpackHalf2x16(pw << 8)[hi]; /* e5m2: the high byte of an f16 */
}

void main() {
    const uint tid = gl_SubgroupID * gl_SubgroupSize + gl_SubgroupInvocationID;
    const uint NT = gl_WorkGroupSize.x / KT, D = KT * VEC;
    const uint team = tid / KT, lane = tid % KT;
    const uint b = gl_WorkGroupID.z, r0 = gl_WorkGroupID.x * R;
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

    /* STAB: the split's pages jlo / ps .. (jhi - 1) / ps, clamped as KT_PAGE's */
    int sp0 = 0, spn = 1;
    if (PAGED != 0 && STAB != 0u && jhi > jlo) {
        const int ps_ = int(aux(KT_VK_AUX_PAGE_SIZE)), np_ = int(aux(KT_VK_AUX_PAGES));
        const uint64_t bt_ = uint64_t(aux(KT_VK_AUX_BT)) + uint64_t(aux(KT_VK_AUX_BT + 1) * int64_t(b)) * 4;
        const int64_t bs_ = aux(KT_VK_AUX_BT + 2);
        sp0 = jlo / ps_;
        spn = min((jhi - 1) / ps_ - sp0 + 1, SPG);
        for (int e = int(tid); e < spn; e += int(gl_WorkGroupSize.x)) spg[e] = clamp(KtI32(bt_ + uint64_t(bs_ * int64_t(sp0 + e)) * 4).v, 0, np_ - 1);
    }
    /* q of the tile's rows (f32, times its scales) into shared memory, by every lane; then each lane's chunks into registers */
    for (uint e = tid; e < R * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D;
        const int rg = int(r0 + r);
        float x = 0.0;
        if (rg < rows) {
            const int h = int(hk) * group + rg / nq, i = rg % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
            float qs = 1.0;
            if (aux(KT_VK_AUX_QSC) != 0)
                qs = KtF32(uint64_t(aux(KT_VK_AUX_QSC)) + uint64_t(aux(KT_VK_AUX_QSC + 1) * int64_t(b) + aux(KT_VK_AUX_QSC + 2) * int64_t(h) + aux(KT_VK_AUX_QSC + 3) * int64_t(i)) * 4).v;
            x = kt_attn_load(QDT, row + d * kt_attn_esize(QDT)) * qs;
        }
        sq[(r * MAXD + d) / 4u][d % 4u] = x;
    }
    barrier();
    /* per row: q of this lane's chunks, window, mask row, slope */
    float qv[R * VEC];
    int vlo[R], vhi[R];
    uint64_t mrow[R];
    float slope[R];
    float rsc[R]; /* the scores' scale a row: pc.scale, times 2^-e under HK */
#if F16
    f16vec2 qh[R * VEC / 2u]; /* HK: q times 2^e a row, pairs (4w + i, 4w + i + 2) at 2w + i */
#endif
    [[unroll]] for (uint r = 0; r < R; r++) {
        const int rg = int(r0 + r);
        const bool live = rg < rows;
        const int h = int(hk) * group + (live ? rg / nq : 0), i = live ? rg % nq : 0;
        [[unroll]] for (uint t = 0; t < VEC; t++) qv[r * VEC + t] = sq[(r * MAXD + lane * VEC + t) / 4u][t % 4u];
        rsc[r] = pc.scale;
        vlo[r] = has_wl ? i + off - pc.wl : 0;
        vhi[r] = has_wr ? i + off + pc.wr : 0x7fffffff;
        if (!live) vhi[r] = -1; /* sees no key */
        mrow[r] = MASK != 0 && live ? pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(h) + aux(KT_VK_AUX_MASK + 2) * int64_t(i)) * kt_attn_esize(MDT) : 0;
        slope[r] = alibi && live ? KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(h) * 4).v : 0.0;
    }
#if F16
    if (HK) /* (a loop in the branch: glslc unrolls no loop around a branch on a specialisation constant that holds one) */
        [[unroll]] for (uint r = 0; r < R; r++) {
            /* the row's max |q| over the team; a row holding Inf or NaN becomes NaN */
            float mx = 0.0;
            uint bad = 0u;
            [[unroll]] for (uint t = 0; t < VEC; t++) {
                const float a = abs(qv[r * VEC + t]);
                bad |= isnan(a) || isinf(a) ? 1u : 0u;
                mx = max(mx, a);
            }
            [[unroll]] for (uint lv = 0; lv < 5; lv++)
                if ((16u >> lv) < KT) {
                    mx = max(mx, subgroupShuffleXor(mx, 16u >> lv));
                    bad |= subgroupShuffleXor(bad, 16u >> lv);
                }
            /* mx in [2^(ex - 1), 2^ex) (frexp's exponent, from the bits) */
            const int ex = int(floatBitsToUint(mx) >> 23) - 126;
            const int e = bad != 0u || mx == 0.0 ? 0 : clamp(QE - ex, -100, 100);
            const float up = uintBitsToFloat(uint(127 + e) << 23);
            rsc[r] = pc.scale * uintBitsToFloat(uint(127 - e) << 23);
            [[unroll]] for (uint w = 0; w < VEC / 4u; w++)
                [[unroll]] for (uint i = 0; i < 2u; i++) {
                    const vec2 x = vec2(qv[r * VEC + 4u * w + i], qv[r * VEC + 4u * w + i + 2u]) * up;
                    qh[r * (VEC / 2u) + 2u * w + i] = f16vec2(bad != 0u ? vec2(uintBitsToFloat(0x7fc00000u)) : x);
                }
        }
#endif
    const int64_t mstride = MASK != 0 ? aux(KT_VK_AUX_MASK + 3) : 0;

    /* row addresses: strides once, pages through the block table */
    const int64_t ks0 = aux(KT_VK_AUX_K), ks2 = aux(KT_VK_AUX_K + 2), vs0 = aux(KT_VK_AUX_V), vs2 = aux(KT_VK_AUX_V + 2);
    const uint64_t kbase = pc.k + uint64_t(aux(KT_VK_AUX_K + 1) * int64_t(hk) + (PAGED != 0 ? 0 : ks0 * int64_t(b))) * EKB;
    const uint64_t vbase = pc.v + uint64_t(aux(KT_VK_AUX_V + 1) * int64_t(hk) + (PAGED != 0 ? 0 : vs0 * int64_t(b))) * EKB;
    const uint64_t ksa = uint64_t(aux(KT_VK_AUX_KSC)), vsa = uint64_t(aux(KT_VK_AUX_VSC));
    const int64_t kss0 = aux(KT_VK_AUX_KSC + 1), kss1 = aux(KT_VK_AUX_KSC + 2), kss2 = aux(KT_VK_AUX_KSC + 3);
    const int64_t vss0 = aux(KT_VK_AUX_VSC + 1), vss1 = aux(KT_VK_AUX_VSC + 2), vss2 = aux(KT_VK_AUX_VSC + 3);
    /* S32: byte strides in 32 bits, the head's offset and the lane's chunk in the bases */
    const uint64_t ksh = ksa + uint64_t(kss1 * int64_t(hk)) * 4, vsh = vsa + uint64_t(vss1 * int64_t(hk)) * 4;
    const uint64_t kbl = kbase + lane * 16, vbl = vbase + lane * 16;
    const int kss0b = int(kss0 * 4), kss2b = int(kss2 * 4), vss0b = int(vss0 * 4), vss2b = int(vss2 * 4);
    const int ks0b = int(ks0 * int64_t(EKB)), ks2b = int(ks2 * int64_t(EKB)), vs0b = int(vs0 * int64_t(EKB)), vs2b = int(vs2 * int64_t(EKB));
    int ps = 1, npages = 1;
    uint64_t btrow = 0;
    int64_t bt_step = 0;
    if (PAGED != 0) {
        ps = int(aux(KT_VK_AUX_PAGE_SIZE));
        npages = int(aux(KT_VK_AUX_PAGES));
        btrow = uint64_t(aux(KT_VK_AUX_BT)) + uint64_t(aux(KT_VK_AUX_BT + 1) * int64_t(b)) * 4;
        bt_step = aux(KT_VK_AUX_BT + 2);
    }
    /* a team's U keys of a step in one page: one table lookup a step */
    const bool one_page = PAGED == 0 || (ps % int(U) == 0 && jlo % int(U) == 0);
    /* the e4m3 decode leaves the codes' values times 2^-8: the scales put it back */
    const float KCS = EK == 1 && KDT == 3u ? 256.0 : 1.0, VCS = EK == 1 && VDT == 3u ? 256.0 : 1.0;

    /* scattered sums (xr): after the scatter a lane holds score u * R + r with u its bit
       KT / 2 and r its bits KT / 4, KT / 8; its row's window, mask row,
       slope; where the team's lane of score (u, r) sits in the subgroup */
    const bool xr = U * R == 8u && KT >= 8u;
    const uint xh = KT / 2u, sgb = gl_SubgroupInvocationID - lane;
    const uint xu = (lane & xh) != 0u ? 1u : 0u, xrow = ((lane & (KT / 4u)) != 0u ? 2u : 0u) + ((lane & (KT / 8u)) != 0u ? 1u : 0u);
    int xvlo = 0, xvhi = 0;
    uint64_t xmrow = 0;
    float xslope = 0.0, xsc = pc.scale;
    [[unroll]] for (uint r = 0; r < R; r++)
        if (xrow == r) xvlo = vlo[r], xvhi = vhi[r], xmrow = mrow[r], xslope = slope[r], xsc = rsc[r];
    float xm = -1.0 / 0.0, xl = 0.0; /* the lane's row max, its key's share of the sum */
    bool xnan = false;

    float m[R], l[R], o[R * VEC];
    bool row_nan[R];
    [[unroll]] for (uint r = 0; r < R; r++) {
        m[r] = -1.0 / 0.0;
        l[r] = 0.0;
        row_nan[r] = false;
    }
    [[unroll]] for (uint e = 0; e < R * VEC; e++) o[e] = 0.0;
#if F16
    bool hv = xr && /* (a variable: glslang emits such a constant where it is first used, which need not dominate the rest) */
               H16V != 0u && EK == 1u && (VDT == KT_VK_ATTN_I8 || VDT == 3u);
    f16vec2 oh[R * VEC / 2u]; /* hv: o times vmul, pairs as qh */
    /* hv: the lane's row (xrow) its vmul, 1 / vmul and bound, the same in the row's two lanes */
    float xvmul = 0.0, xvinv = 0.0, xbnd = 0.0;
    [[unroll]] for (uint e = 0; e < R * VEC / 2u; e++) oh[e] = f16vec2(float16_t(0.0));
#endif

    const int span = jhi - jlo, per_step = int(NT * U);
    const int steps = span > 0 ? (span + per_step - 1) / per_step : 0;
/* The loads of step IT of this team: the U keys' rows (zero past jhi) and
   their scales; the host checked the tables when it could read them,
   entries are clamped anyway so that a bad one cannot reach outside the
   pages. */
#define KT_PDIV(J) (PLOG != 0u ? (J) >> (PLOG - 1u) : (J) / ps)
#define KT_PMOD(J) (PLOG != 0u ? (J) & (ps - 1) : (J) % ps)
#define KT_PAGE(J) clamp(KtI32(btrow + uint64_t(bt_step * int64_t(KT_PDIV(J))) * 4).v, 0, npages - 1)
#define KT_LOAD_STEP(IT, KW, VW, KSC, VSC)                                                                                                \
    if (PAGED != 0 && STAB != 0u) { /* every key's page from shared memory, no branch (past jhi: any entry, not loaded) */          \
        const int jt_ = jlo + ((IT) * int(NT) + int(team)) * int(U);                                                                   \
        [[unroll]] for (uint u = 0; u < U; u++) {                                                                                       \
            const int j = jt_ + int(u);                                                                                                 \
            const bool ok = j < jhi;                                                                                                    \
            const int pg_ = spg[clamp(KT_PDIV(j) - sp0, 0, spn - 1)], sl_ = KT_PMOD(j);                                                  \
            if (S32 != 0u) {                                                                                                            \
                const int64_t ko_ = int64_t(pg_) * int64_t(ks0b) + int64_t(sl_ * ks2b), so_ = int64_t(pg_) * int64_t(kss0b) + int64_t(sl_ * kss2b); \
                const int64_t vo_ = S32 == 2u ? ko_ : int64_t(pg_) * int64_t(vs0b) + int64_t(sl_ * vs2b);                               \
                const int64_t wo_ = S32 == 2u ? so_ : int64_t(pg_) * int64_t(vss0b) + int64_t(sl_ * vss2b);                             \
                KSC[u] = (ok && ksa != 0 ? KtF32(ksh + uint64_t(so_)).v : 1.0) * KCS;                                                   \
                VSC[u] = (ok && vsa != 0 ? KtF32(vsh + uint64_t(wo_)).v : 1.0) * VCS;                                                   \
                KW[u] = ok ? KtV4(kbl + uint64_t(ko_)).v : uvec4(0);                                                                    \
                VW[u] = ok ? KtV4(vbl + uint64_t(vo_)).v : uvec4(0);                                                                    \
            } else {                                                                                                                    \
                const int64_t kb = int64_t(pg_), slot = int64_t(sl_);                                                                   \
                KSC[u] = (ok && ksa != 0 ? KtF32(ksa + uint64_t(kss0 * kb + kss1 * int64_t(hk) + kss2 * slot) * 4).v : 1.0) * KCS;      \
                VSC[u] = (ok && vsa != 0 ? KtF32(vsa + uint64_t(vss0 * kb + vss1 * int64_t(hk) + vss2 * slot) * 4).v : 1.0) * VCS;      \
                KW[u] = ok ? KtV4(kbase + uint64_t(ks0 * kb + ks2 * slot) * EKB + lane * 16).v : uvec4(0);                              \
                VW[u] = ok ? KtV4(vbase + uint64_t(vs0 * kb + vs2 * slot) * EKB + lane * 16).v : uvec4(0);                              \
            }                                                                                                                           \
        }                                                                                                                               \
    } else {                                                                                                                           \
        const int jt_ = jlo + ((IT) * int(NT) + int(team)) * int(U);                                                                   \
        int64_t pg = 0, s0 = int64_t(jt_);                                                                                              \
        if (PAGED != 0 && one_page && jt_ < jhi) {                                                                                      \
            pg = int64_t(KT_PAGE(jt_));                                                                                                 \
            s0 = int64_t(KT_PMOD(jt_));                                                                                                 \
        }                                                                                                                               \
        [[unroll]] for (uint u = 0; u < U; u++) {                                                                                       \
            const int j = jt_ + int(u);                                                                                                 \
            const bool ok = j < jhi;                                                                                                    \
            int64_t kb = pg, slot = s0 + int64_t(u);                                                                                    \
            if (PAGED != 0 && !one_page && ok) {                                                                                        \
                kb = int64_t(KT_PAGE(j));                                                                                               \
                slot = int64_t(KT_PMOD(j));                                                                                                 \
            }                                                                                                                           \
            const uint64_t kr = kbase + uint64_t(ks0 * kb + ks2 * slot) * EKB, vr = vbase + uint64_t(vs0 * kb + vs2 * slot) * EKB;      \
            if (PAGED == 0) kb = int64_t(b); /* in the bases already; the scales' strides need it */                                   \
            KSC[u] = (ok && ksa != 0 ? KtF32(ksa + uint64_t(kss0 * kb + kss1 * int64_t(hk) + kss2 * slot) * 4).v : 1.0) * KCS;          \
            VSC[u] = (ok && vsa != 0 ? KtF32(vsa + uint64_t(vss0 * kb + vss1 * int64_t(hk) + vss2 * slot) * 4).v : 1.0) * VCS;          \
            const bool inc_ = ADDR != 0u && PAGED == 0;                                                                                 \
            KW[u] = ok ? KtV4(inc_ ? kq + u * kkey : kr + lane * 16).v : uvec4(0);                                                      \
            VW[u] = ok ? KtV4(inc_ ? vq + u * vkey : vr + lane * 16).v : uvec4(0);                                                      \
        }                                                                                                                               \
        if (ADDR != 0u && PAGED == 0) kq += kinc, vq += vinc;                                                                           \
    }
    /* step it + 1's loads are in flight while step it is computed */
    uvec4 kw[U], vw[U];
    float ksc[U], vsc[U];
    /* ADDR: lane's row of the team's first key of a step (contiguous: advanced by kinc a step), keys kkey apart */
    const uint64_t kkey = uint64_t(ks2) * EKB, vkey = uint64_t(vs2) * EKB;
    const uint64_t kinc = uint64_t(ks2 * int64_t(per_step)) * EKB, vinc = uint64_t(vs2 * int64_t(per_step)) * EKB;
    uint64_t kq = kbase + uint64_t(ks2 * int64_t(jlo + int(team * U))) * EKB + lane * 16, vq = vbase + uint64_t(vs2 * int64_t(jlo + int(team * U))) * EKB + lane * 16;
    if (steps > 0) KT_LOAD_STEP(0, kw, vw, ksc, vsc)
    for (int it = 0; it < steps; it++) {
        const int jt = jlo + (it * int(NT) + int(team)) * int(U);
        uvec4 nkw[U], nvw[U];
        float nksc[U], nvsc[U];
        KT_LOAD_STEP(it + 1, nkw, nvw, nksc, nvsc)
        /* scores: the lane's part of q.k, summed over the team */
        float s[U * R];
        [[unroll]] for (uint i = 0; i < U * R; i++) s[i] = 0.0;
#if F16
        f16vec2 wh[R]; /* hv: row r's weights times vmul, (key 0, key 1) */
        [[unroll]] for (uint r = 0; r < R; r++) wh[r] = f16vec2(float16_t(0.0));
        if (HK)
            [[unroll]] for (uint u = 0; u < U; u++) {
                /* the key's codes as f16 pairs: bytes 0 and 2 of word w (ka), 1 and 3 (kb) */
                f16vec2 ka[VEC / 4u], kb[VEC / 4u];
                uint fl = 0u;
                [[unroll]] for (uint w = 0; w < VEC / 4u; w++) {
                    const uint x = kw[u][w];
                    if (KDT == KT_VK_ATTN_I8) {
                        ka[w] = unpackFloat2x16((x & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0));
                        kb[w] = unpackFloat2x16(((x >> 8) & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0));
                    } else {
                        ka[w] = unpackFloat2x16(((x << 7) & 0x3F803F80u) | ((x << 8) & 0x80008000u));
                        kb[w] = unpackFloat2x16(((x >> 1) & 0x3F803F80u) | (x & 0x80008000u));
                        fl |= (~x & 0x7F7F7F7Fu) - 0x01010101u; /* bit 7 of some byte: a NaN code (S.1111.111) in the word */
                    }
                }
                const bool knan = (fl & 0x80808080u) != 0u;
                [[unroll]] for (uint r = 0; r < R; r++) {
                    f16vec2 acc = f16vec2(float16_t(0.0));
                    [[unroll]] for (uint w = 0; w < VEC / 4u; w++) {
                        acc = fma(qh[r * (VEC / 2u) + 2u * w], ka[w], acc);
                        acc = fma(qh[r * (VEC / 2u) + 2u * w + 1u], kb[w], acc);
                    }
                    s[u * R + r] = knan ? uintBitsToFloat(0x7fc00000u) : float(acc.x) + float(acc.y);
                }
            }
        else
#endif
        [[unroll]] for (uint t = 0; t < VEC; t++) {
            float qe[R];
            [[unroll]] for (uint r = 0; r < R; r++) qe[r] = qv[r * VEC + t];
            [[unroll]] for (uint u = 0; u < U; u++) {
                const float kx = unpack(KDT, kw[u], t);
                [[unroll]] for (uint r = 0; r < R; r++) s[u * R + r] += qe[r] * kx;
            }
        }
        if (xr) {
            /* the sums scattered: halves of the scores kept and sent at KT / 2, KT / 4, KT / 8, then plain sums below */
            float s4[4], s2[2];
            const bool b1 = xu != 0u, b2 = (lane & (KT / 4u)) != 0u, b3 = (lane & (KT / 8u)) != 0u;
            [[unroll]] for (uint i = 0; i < 4u; i++) s4[i] = (b1 ? s[i + 4u] : s[i]) + subgroupShuffleXor(b1 ? s[i] : s[i + 4u], xh);
            [[unroll]] for (uint i = 0; i < 2u; i++) s2[i] = (b2 ? s4[i + 2u] : s4[i]) + subgroupShuffleXor(b2 ? s4[i] : s4[i + 2u], KT / 4u);
            float x = (b3 ? s2[1] : s2[0]) + subgroupShuffleXor(b3 ? s2[0] : s2[1], KT / 8u);
            [[unroll]] for (uint lv = 0; lv < 3; lv++)
                if ((4u >> lv) < KT / 8u) x += subgroupShuffleXor(x, 4u >> lv);
            /* this lane's score: key jt + xu, row xrow */
            const int j = jt + int(xu);
            float y = -1.0 / 0.0;
            if (j < jhi && j >= xvlo && j <= xvhi) {
                float mv = 0.0;
                if (MASK != 0) mv = mask_load(xmrow + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                if (MASK != 1 || mv != 0.0) {
                    y = x * (xu != 0u ? ksc[1] : ksc[0]) * xsc;
                    if (pc.softcap > 0.0) y = pc.softcap * tanh(y / pc.softcap);
                    if (alibi) y -= xslope * abs(float(int(r0 + xrow) % nq + off - j));
                    if (MASK == 2) y += mv;
                }
            }
            if (isnan(y)) xnan = true;
            /* the max moves only past a gap (weights stay below e^LAZY_GAP), so
               that most steps skip the rescale (a vote over the subgroup) */
            const float my = max(y, subgroupShuffleXor(y, xh));
            const bool grow = my > xm + LAZY_GAP;
            const float mn = grow ? my : xm, mref = mn == -1.0 / 0.0 ? 0.0 : mn;
            const float alpha = grow ? exp(xm - mref) : 1.0, pw = exp(y - mref);
            xl = xl * alpha + pw;
            xm = mn;
            const float pv = pw * (xu != 0u ? vsc[1] : vsc[0]);
            if (subgroupAny(grow)) {
#if F16
                if (hv) {
                    [[unroll]] for (uint r = 0; r < R; r++) {
                        const float a = subgroupShuffle(alpha, sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u));
                        const f16vec2 ah = f16vec2(float16_t(a));
                        [[unroll]] for (uint e = 0; e < VEC / 2u; e++) oh[r * (VEC / 2u) + e] *= ah;
                    }
                    xbnd *= alpha;
                } else
#endif
                [[unroll]] for (uint r = 0; r < R; r++) {
                    const float a = subgroupShuffle(alpha, sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u));
                    [[unroll]] for (uint e = 0; e < VEC; e++) o[r * VEC + e] *= a;
                }
            }
#if F16
            if (hv) {
                /* the bound after this step at the row's lanes (its largest weight of the step's two keys); where it
                   would reach 2^15, the row's sums and vmul scaled by 2^-k; the first weights pick vmul */
                const float mag = max(abs(pv), abs(subgroupShuffleXor(pv, xh)));
                float nb = xbnd + mag * xvmul * (float(U) * VMAX);
                if (subgroupAny(xbnd == 0.0 || nb >= 32768.0)) {
                    float f = 1.0;
                    if (xbnd == 0.0) {
                        const int e = clamp(VE - (int(floatBitsToUint(mag) >> 23) - 126), -100, 100);
                        xvmul = uintBitsToFloat(uint(127 + e) << 23);
                        xvinv = uintBitsToFloat(uint(127 - e) << 23);
                        nb = mag * xvmul * (float(U) * VMAX);
                    } else if (nb >= 32768.0) { /* nb in [2^(ex - 1), 2^ex): times 2^-(ex - 14) */
                        const int k = int(floatBitsToUint(nb) >> 23) - 140;
                        f = uintBitsToFloat(uint(127 - k) << 23);
                        xvmul *= f;
                        xvinv *= uintBitsToFloat(uint(127 + k) << 23);
                        nb *= f;
                    }
                    [[unroll]] for (uint r = 0; r < R; r++) {
                        const f16vec2 fh = f16vec2(float16_t(subgroupShuffle(f, sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u))));
                        [[unroll]] for (uint e = 0; e < VEC / 2u; e++) oh[r * (VEC / 2u) + e] *= fh;
                    }
                }
                xbnd = nb;
                /* the weights times vmul as f16, the two keys' of a row a pair, a pair a row to every lane */
                const float w = pv * xvmul, wp = subgroupShuffleXor(w, xh);
                const uint pr = packFloat2x16(f16vec2(xu != 0u ? vec2(wp, w) : vec2(w, wp)));
                [[unroll]] for (uint r = 0; r < R; r++) wh[r] = unpackFloat2x16(subgroupShuffle(pr, sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u)));
            } else
#endif
            [[unroll]] for (uint r = 0; r < R; r++) {
                const uint at = sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u);
                [[unroll]] for (uint u = 0; u < U; u++) s[u * R + r] = subgroupShuffle(pv, at + u * xh);
            }
        } else {
        [[unroll]] for (uint lv = 0; lv < 5; lv++)
            if ((16u >> lv) < KT)
                [[unroll]] for (uint i = 0; i < U * R; i++) s[i] += subgroupShuffleXor(s[i], 16u >> lv);
        /* online softmax per row over the step's keys */
        [[unroll]] for (uint r = 0; r < R; r++) {
            float mt = -1.0 / 0.0;
            [[unroll]] for (uint u = 0; u < U; u++) {
                const int j = jt + int(u);
                float x = -1.0 / 0.0;
                if (j < jhi && j >= vlo[r] && j <= vhi[r]) {
                    float mv = 0.0;
                    if (MASK != 0) mv = mask_load(mrow[r] + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                    if (MASK != 1 || mv != 0.0) {
                        x = s[u * R + r] * ksc[u] * rsc[r];
                        if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                        if (alibi) x -= slope[r] * abs(float(int(r0 + r) % nq + off - j));
                        if (MASK == 2) x += mv;
                    }
                }
                if (isnan(x)) row_nan[r] = true;
                s[u * R + r] = x;
                mt = max(mt, x);
            }
            const float mn = max(m[r], mt), mref = mn == -1.0 / 0.0 ? 0.0 : mn; /* nothing seen yet: every weight 0 */
            const float alpha = exp(m[r] - mref);
            l[r] *= alpha;
            [[unroll]] for (uint e = 0; e < VEC; e++) o[r * VEC + e] *= alpha;
            [[unroll]] for (uint u = 0; u < U; u++) {
                const float p = exp(s[u * R + r] - mref);
                l[r] += p;
                s[u * R + r] = p * vsc[u];
            }
            m[r] = mn;
        }
        }
        /* the weighted values, each element unpacked once for every row */
#if F16
        if (hv) {
            [[unroll]] for (uint u = 0; u < U; u++) {
                f16vec2 va[VEC / 4u], vb[VEC / 4u];
                [[unroll]] for (uint w = 0; w < VEC / 4u; w++) {
                    const uint x = vw[u][w];
                    if (VDT == KT_VK_ATTN_I8) {
                        va[w] = unpackFloat2x16((x & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0));
                        vb[w] = unpackFloat2x16(((x >> 8) & 0x00FF00FFu) ^ 0x64806480u) - f16vec2(float16_t(1152.0));
                    } else {
                        uint a = ((x << 7) & 0x3F803F80u) | ((x << 8) & 0x80008000u), c = ((x >> 1) & 0x3F803F80u) | (x & 0x80008000u);
                        if ((((~x & 0x7F7F7F7Fu) - 0x01010101u) & 0x80808080u) != 0u) { /* a NaN code (S.1111.111) in the word: f16 NaNs there */
                            a |= (((x & 0x007F007Fu) + 0x00010001u) & 0x00800080u) * 0xFCu;
                            c |= ((((x >> 8) & 0x007F007Fu) + 0x00010001u) & 0x00800080u) * 0xFCu;
                        }
                        va[w] = unpackFloat2x16(a);
                        vb[w] = unpackFloat2x16(c);
                    }
                }
                [[unroll]] for (uint r = 0; r < R; r++) {
                    const f16vec2 ph = f16vec2(u == 0u ? wh[r].x : wh[r].y);
                    [[unroll]] for (uint w = 0; w < VEC / 4u; w++) {
                        oh[r * (VEC / 2u) + 2u * w] = fma(ph, va[w], oh[r * (VEC / 2u) + 2u * w]);
                        oh[r * (VEC / 2u) + 2u * w + 1u] = fma(ph, vb[w], oh[r * (VEC / 2u) + 2u * w + 1u]);
                    }
                }
            }
        } else
#endif
        [[unroll]] for (uint u = 0; u < U; u++)
            [[unroll]] for (uint t = 0; t < VEC; t++) {
                const float vx = unpack(VDT, vw[u], t);
                [[unroll]] for (uint r = 0; r < R; r++) o[r * VEC + t] += s[u * R + r] * vx;
            }
        [[unroll]] for (uint u = 0; u < U; u++) {
            kw[u] = nkw[u];
            vw[u] = nvw[u];
            ksc[u] = nksc[u];
            vsc[u] = nvsc[u];
        }
    }
#if F16
    if (hv) /* the outputs from the f16 sums */
        [[unroll]] for (uint r = 0; r < R; r++) {
            const float vinv = subgroupShuffle(xvinv, sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u));
            [[unroll]] for (uint w = 0; w < VEC / 4u; w++)
                [[unroll]] for (uint i = 0; i < 2u; i++) {
                    const vec2 f_ = vec2(oh[r * (VEC / 2u) + 2u * w + i]);
                    o[r * VEC + 4u * w + i] = f_.x * vinv;
                    o[r * VEC + 4u * w + i + 2u] = f_.y * vinv;
                }
        }
#endif
#undef KT_LOAD_STEP
#undef KT_PAGE
#undef KT_PDIV
#undef KT_PMOD
    if (xr) /* every lane's rows from the lanes that hold them */
        [[unroll]] for (uint r = 0; r < R; r++) {
            const uint at = sgb + (r >> 1) * (KT / 4u) + (r & 1u) * (KT / 8u);
            m[r] = subgroupShuffle(xm, at);
            l[r] = subgroupShuffle(xl, at) + subgroupShuffle(xl, at + xh);
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
    if (xnan) atomicOr(snan[xrow], 1u);
    /* (the rows' loop innermost: glslc unrolls no loop around one it keeps) */
    float mx[R], den[R], w[R];
    [[unroll]] for (uint r = 0; r < R; r++) mx[r] = -1.0 / 0.0, den[r] = 0.0;
    for (uint t = 0; t < NT; t++)
        [[unroll]] for (uint r = 0; r < R; r++) mx[r] = max(mx[r], smt[t * R + r]);
    for (uint t = 0; t < NT; t++)
        [[unroll]] for (uint r = 0; r < R; r++) {
            const float mr = mx[r] != -1.0 / 0.0 ? mx[r] : 0.0;
            den[r] += slt[t * R + r] * exp(smt[t * R + r] - mr);
        }
    [[unroll]] for (uint r = 0; r < R; r++) w[r] = mx[r] != -1.0 / 0.0 ? exp(m[r] - mx[r]) : 0.0;
    for (uint t = 0; t < NT; t++) {
        if (team == t)
            [[unroll]] for (uint r = 0; r < R; r++)
                [[unroll]] for (uint x = 0; x < VEC; x++) {
                    const uint e = lane * VEC + x;
                    so[r * MAXD + e] = (t == 0 ? 0.0 : so[r * MAXD + e]) + o[r * VEC + x] * w[r];
                }
        barrier();
    }

    const float nan = uintBitsToFloat(0x7fc00000u);
    const uint live = uint(min(int(R), rows - int(r0)));
    for (uint e = tid; e < live * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D, rg = r0 + r;
        const bool bad = snan[r] != 0u;
        const float dn = r == 0 ? den[0] : r == 1 ? den[1] : r == 2 ? den[2] : den[3];
        const float mm = r == 0 ? mx[0] : r == 1 ? mx[1] : r == 2 ? mx[2] : mx[3];
        const float inv = bad ? nan : dn > 0.0 ? 1.0 / dn : 0.0;
        const float val = so[r * MAXD + d] * inv;
        const float lse = bad ? nan : dn > 0.0 ? mm + log(dn) : -1.0 / 0.0;
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
