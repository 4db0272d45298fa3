#version 450
/* Decode attention of 1-byte K / V codes (int8 or fp8 e4m3, f32 scales a
   key, a head or the tensor) under f16 / bf16 queries on NVIDIA's matrix
   units (GL_NV_cooperative_matrix, f16 x f16 -> f32 at 16x16x16), for head
   dim D (a define). One workgroup per (kv head, split of the keys, batch)
   holds every query row of the kv head's group (at most 8 rows, padded to
   the 16 rows of an A tile); its NSG subgroups walk the split's tiles of 16
   keys in turn (subgroup s: tiles s, s + NSG, ...), each with its own online
   softmax, and merge in subgroup order at the end; splits go to
   vk_attention_combine in split order, so results do not depend on
   scheduling.

   A subgroup's step: the tile's codes (loaded one step earlier, 4 16-byte
   chunks of K and 4 of V a lane) become f16 pairs by bit operations
   (cvt_pairs), exactly, into the subgroup's shared buffers; the next tile's loads are issued; S = Q K^T in f32 accumulators
   (q times a power of two a row, max |q| in [2^13, 2^14): exact in f16 for
   bf16 q within f16's exponent range after the shift); the scores times
   the keys' scales, the row's scale and the softmax scale; the online
   softmax on the accumulator elements (which row and column a lane holds:
   a probe, as vk_attention_coop.comp; a row's max moves only past a gap of
   2^8, so that most steps skip the rescale); P times the values' scales and 2^-ev
   (ev: the largest value-scale exponent the subgroup has seen, so that the
   f16 weights stay below 2) converted to f16; O += P V in f32 accumulators,
   rescaled where a row maximum or ev moved. Windows, causal bounds and the
   soft-cap per score; no mask and no ALiBi (the host sends those to
   vk_decode.comp). Pages: a tile of 16 keys lies in one page (the host
   takes page sizes that are multiples of 16); STAB: the split's block-table
   entries in shared memory. */
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
#define D 128 /* 64, 128 or 256 */
#endif
#ifndef QSM
#define QSM 0 /* 1: q's fragments read from shared memory every step instead of held in registers */
#endif
layout(local_size_x = 128, local_size_x_id = 0) in; /* NSG * 32 */
layout(constant_id = 1) const uint NSG = 4;   /* subgroups of 32 lanes */
layout(constant_id = 6) const uint QDT = 2;   /* element codes (vk_args.h): q f16 / bf16 */
layout(constant_id = 7) const uint KDT = 5;   /* k: int8 (KT_VK_ATTN_I8) or e4m3 (3) */
layout(constant_id = 8) const uint VDT = 5;
layout(constant_id = 9) const uint ODT = 0;
layout(constant_id = 12) const uint PAGED = 0;
layout(constant_id = 17) const uint PLOG = 0; /* pages of 2^(PLOG - 1) tokens: shifts, not divisions (0: any size) */
layout(constant_id = 20) const uint STAB = 0; /* the split's block-table entries in shared memory (the host keeps them within SPG) */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint R = 8u;            /* rows at most (the host keeps within them) */
const uint RD = D / 8u + 1u;  /* 16-byte units per padded row of f16 k, v or q */
const uint TILE = 16u * RD;   /* 16-byte units of one k or v tile */
const uint CH = D / 16u;      /* 16-byte chunks of codes a key */
const uint PER = 16u * CH / 32u; /* chunks of a tile a lane loads */
const int SCOPE = 3;          /* gl_ScopeSubgroup */
const float LOG2E = 1.4426950408889634, LN2 = 0.6931471805599453;
const int QE = 14;            /* max |q| a row below 2^QE in f16 */
const float LAZY = 8.0;       /* a row's max moves only past this gap (log2): weights below 2^LAZY, most steps skip the rescale */

/* [subgroup][k, v][key][d] as f16; q and the probe pass through it first,
   the subgroups' outputs at the end (R D f32 a subgroup) */
const uint QOFF = NSG * 2u * TILE; /* q's f16 rows, then the probe */
shared uvec4 sm[QOFF + 16u * RD + 64u];
shared float sqf[R * D];
shared int sqe[16];
shared uint sbad[16];
shared float smm[4u * 16u], sml[4u * 16u]; /* per subgroup (NSG <= 4) and row: max, sum */
shared uint snan;
const int SPG = 256; /* STAB: entries at most */
shared int spg[SPG];

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

/* Where a column of q, k or v sits: the codes of a word become f16 pairs
   of its bytes (0, 2) and (1, 3) (one bit operation each), so elements
   4w + 1 and 4w + 2 trade places in every product's D dimension (q's
   columns stored so, the outputs' put back). */
uint cpos(uint d) { return (d & 3u) == 1u ? d + 1u : (d & 3u) == 2u ? d - 1u : d; }
/* a 16-byte chunk of codes as 16 f16 in that order: int8, 1024 + 128 + c less 1152;
   e4m3 S.EEEE.MMM as f16 S.0EEEE.MMM0000000 (the value times 2^-8), code S.1111.111 (NaN) an f16 NaN */
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
    /* keys every row sees: tiles inside need no per-score test */
    const int ilo = 0, ihi = min(rows, nq) - 1;
    const int flo = max(jlo, has_wl ? ihi + off - pc.wl : 0), fhi = min(jhi, has_wr ? ilo + off + pc.wr + 1 : jhi);
    const bool plain = pc.softcap <= 0.0;

    /* q (f32) into shared memory; the layout probe: element (r, c) holds 16 r + c */
    for (uint e = tid; e < R * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D;
        const int rg = int(r);
        float x = 0.0;
        if (rg < rows) {
            const int h = int(hk) * group + rg / nq, i = rg % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * kt_attn_esize(QDT);
            x = kt_attn_load(QDT, row + d * kt_attn_esize(QDT));
        }
        sqf[e] = x;
    }
    for (uint e = tid; e < 64u; e += gl_WorkGroupSize.x)
        sm[QOFF + 16u * RD + e] = floatBitsToUint(vec4(float(4u * e), float(4u * e + 1u), float(4u * e + 2u), float(4u * e + 3u)));
    if (tid == 0u) snan = 0u;
    if (tid < 16u) sqe[tid] = 0, sbad[tid] = 0u;
    barrier();
    /* a row's power of two: 16 lanes a row, D / 16 elements each */
    {
        const uint r = tid / 16u, part = tid % 16u;
        float mx = 0.0;
        uint bad = 0u;
        if (r < R)
            for (uint t = 0u; t < D / 16u; t++) {
                const float a = abs(sqf[r * D + part * (D / 16u) + t]);
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
    /* q as f16 rows (16, zeros past R) */
    for (uint e = tid; e < 16u * (D / 2u); e += gl_WorkGroupSize.x) {
        const uint r = e / (D / 2u), d = (e % (D / 2u)) * 2u;
        vec2 x = vec2(0.0);
        if (r < R) {
            x = vec2(sqf[r * D + cpos(d)], sqf[r * D + cpos(d + 1u)]) * uintBitsToFloat(uint(127 + sqe[r]) << 23);
            if (sbad[r] != 0u) x = vec2(uintBitsToFloat(0x7fc00000u));
        }
        sm[QOFF + r * RD + d / 8u][(d % 8u) / 2u] = packFloat2x16(f16vec2(x));
    }
    barrier();
    fcoopmatNV<32, SCOPE, 16, 16> probe;
    coopMatLoadNV(probe, sm, QOFF + 16u * RD, 4u, false);
#if QSM == 0
    fcoopmatNV<16, SCOPE, 16, 16> qf[D / 16u];
    [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) coopMatLoadNV(qf[kk], sm, QOFF + kk * 2u, RD, false);
#endif
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
    if (!subgroupAll(ok) && lane == 0u) atomicOr(snan, 1u);

    /* this lane's rows: live, windows, the scores' scale (softmax scale, q's power of two, log2 e) */
    const bool lva = int(ra) < rows, lvb = int(rb) < rows;
    const int qia = lva ? int(ra) % nq : 0, qib = lvb ? int(rb) % nq : 0;
    const int vloa = has_wl ? qia + off - pc.wl : 0, vhia = has_wr ? qia + off + pc.wr : 0x7fffffff;
    const int vlob = has_wl ? qib + off - pc.wl : 0, vhib = has_wr ? qib + off + pc.wr : 0x7fffffff;
    const float fa = pc.scale * uintBitsToFloat(uint(127 - sqe[ra & 15u]) << 23), fb = pc.scale * uintBitsToFloat(uint(127 - sqe[rb & 15u]) << 23);

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
    barrier();
    /* the e4m3 decode leaves the codes' values times 2^-8: the scales put it back */
    const float KCS = KDT == 3u ? 256.0 : 1.0, VCS = VDT == 3u ? 256.0 : 1.0;
    /* this subgroup's tiles of 16 keys (from key 16 t0 on, every NSG-th) */
    const int t0 = jlo / 16, tn = jhi > jlo ? (jhi + 15) / 16 - t0 : 0;
    const int steps = (tn + int(NSG) - 1) / int(NSG); /* every subgroup alike (tiles past the split masked) */
    const uint kb = sg * 2u * TILE, vb = kb + TILE;

    uvec4 kw[PER], vw[PER];
    float ksc = 1.0, vsc = 0.0;
/* tile IT's loads: a lane's PER chunks (key lane / CH + i 32 / CH, chunk lane % CH), the scales of key lane % 16 */
#define KT_LOAD(IT)                                                                                                                 \
    {                                                                                                                               \
        const int j0_ = (t0 + int(sg) + (IT) * int(NSG)) * 16;                                                                      \
        int64_t pg = int64_t(b), s0 = int64_t(j0_);                                                                                 \
        if (PAGED != 0) {                                                                                                           \
            const int pi_ = PLOG != 0u ? j0_ >> (PLOG - 1u) : j0_ / ps;                                                             \
            pg = int64_t(STAB != 0u ? spg[clamp(pi_ - sp0, 0, spn - 1)] : clamp(KtI32(btrow + uint64_t(bt_step * int64_t(pi_)) * 4).v, 0, npages - 1)); \
            s0 = int64_t(j0_ - pi_ * ps);                                                                                           \
        }                                                                                                                           \
        const uint64_t kr = kbase + uint64_t((PAGED != 0 ? ks0 * pg : 0) + ks2 * (s0 + int64_t(lane / CH))) + (lane % CH) * 16u;   \
        const uint64_t vr = vbase + uint64_t((PAGED != 0 ? vs0 * pg : 0) + vs2 * (s0 + int64_t(lane / CH))) + (lane % CH) * 16u;   \
        [[unroll]] for (uint i = 0u; i < PER; i++) {                                                                                \
            const int j = j0_ + int(lane / CH + i * (32u / CH));                                                                    \
            const bool in_ = j >= jlo && j < jhi;                                                                                   \
            kw[i] = in_ ? KtV4(kr + uint64_t(ks2 * int64_t(i * (32u / CH)))).v : uvec4(0);                                          \
            vw[i] = in_ ? KtV4(vr + uint64_t(vs2 * int64_t(i * (32u / CH)))).v : uvec4(0);                                          \
        }                                                                                                                           \
        const int js = j0_ + int(lane % 16u);                                                                                       \
        const bool ins = js >= jlo && js < jhi;                                                                                     \
        const int64_t sl = s0 + int64_t(lane % 16u);                                                                                \
        ksc = (ins && ksa != 0 ? KtF32(ksa + uint64_t(kss0 * pg + kss1 * int64_t(hk) + kss2 * sl) * 4).v : 1.0) * KCS;            \
        vsc = ins ? (vsa != 0 ? KtF32(vsa + uint64_t(vss0 * pg + vss1 * int64_t(hk) + vss2 * sl) * 4).v : 1.0) * VCS : 0.0;       \
    }

    float ma = -1.0 / 0.0, mb = -1.0 / 0.0, la = 0.0, lb = 0.0;
    int ev = -127; /* 2^ev: the outputs' scale (none seen yet) */
    fcoopmatNV<32, SCOPE, 16, 16> o[D / 16u];
    [[unroll]] for (uint n = 0u; n < D / 16u; n++) o[n] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);

    if (steps > 0) KT_LOAD(0)
    for (int it = 0; it < steps; it++) {
        const int j0 = (t0 + int(sg) + it * int(NSG)) * 16;
        /* this tile's codes as f16 into the subgroup's buffers (the last step's reads of them done) */
        subgroupBarrier();
/* chunk I (a constant: written out, as a loop around the NaN branches would stay a loop over arrays) */
#define KT_CVT(I)                                                                                                                   \
        {                                                                                                                           \
            const uint key = lane / CH + (I) * (32u / CH), c = lane % CH;                                                           \
            uvec4 k0 = cvt_pairs(kw[I].xy, KDT), k1 = cvt_pairs(kw[I].zw, KDT), v0 = cvt_pairs(vw[I].xy, VDT), v1 = cvt_pairs(vw[I].zw, VDT); \
            if (KDT == 3u && nan_chunk(kw[I])) k0 = nan_pairs(k0, kw[I].xy), k1 = nan_pairs(k1, kw[I].zw);                          \
            if (VDT == 3u && nan_chunk(vw[I])) v0 = nan_pairs(v0, vw[I].xy), v1 = nan_pairs(v1, vw[I].zw);                          \
            sm[kb + key * RD + 2u * c] = k0;                                                                                        \
            sm[kb + key * RD + 2u * c + 1u] = k1;                                                                                   \
            sm[vb + key * RD + 2u * c] = v0;                                                                                        \
            sm[vb + key * RD + 2u * c + 1u] = v1;                                                                                   \
        }
        KT_CVT(0)
        KT_CVT(1)
#if D >= 128
        KT_CVT(2)
        KT_CVT(3)
#endif
#if D >= 256
        KT_CVT(4)
        KT_CVT(5)
        KT_CVT(6)
        KT_CVT(7)
#endif
#undef KT_CVT
        const float cks = ksc, cvs = vsc;
        if (it + 1 < steps) KT_LOAD(it + 1)
        subgroupMemoryBarrierShared();
        subgroupBarrier();

        fcoopmatNV<32, SCOPE, 16, 16> s = fcoopmatNV<32, SCOPE, 16, 16>(0.0);
        [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) {
            fcoopmatNV<16, SCOPE, 16, 16> kf;
            coopMatLoadNV(kf, sm, kb + kk * 2u, RD, true);
#if QSM
            fcoopmatNV<16, SCOPE, 16, 16> qk;
            coopMatLoadNV(qk, sm, QOFF + kk * 2u, RD, false);
            s = coopMatMulAddNV(qk, kf, s);
#else
            s = coopMatMulAddNV(qf[kk], kf, s);
#endif
        }
        /* the tile's largest value scale: ev moves up to it (weights times 2^-ev stay below 2) */
        float vmx = abs(cvs);
        [[unroll]] for (uint lv = 1u; lv < 16u; lv *= 2u) vmx = max(vmx, subgroupShuffleXor(vmx, lv));
        const int evt = vmx > 0.0 ? clamp(int(floatBitsToUint(vmx) >> 23) - 127, -100, 100) : ev;
        const int evn = max(ev, evt);
        const float ve = uintBitsToFloat(uint(127 - evn) << 23);

        /* scores in the log2 domain, those outside a row's keys -inf; the tile's row maxima */
        float ta = -1.0 / 0.0, tb = -1.0 / 0.0;
        const bool whole = plain && j0 >= flo && j0 + 16 <= fhi;
        [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
            const uint col = (cols >> (4 * i)) & 15u;
            const bool isa = ((amask >> i) & 1u) != 0u;
            const float kx = subgroupShuffle(cks, col);
            float x = s[i] * kx * (isa ? fa : fb);
            if (!whole) {
                const int j = j0 + int(col);
                if (j < jlo || j >= jhi || j < (isa ? vloa : vlob) || j > (isa ? vhia : vhib)) x = -1.0 / 0.0;
                else if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
            }
            x *= LOG2E;
            s[i] = x;
            if (isa) ta = max(ta, x);
            else tb = max(tb, x);
        }
        ta = max(ta, subgroupShuffleXor(ta, 1u));
        ta = max(ta, subgroupShuffleXor(ta, 2u));
        tb = max(tb, subgroupShuffleXor(tb, 1u));
        tb = max(tb, subgroupShuffleXor(tb, 2u));
        const float mna = ta > ma + LAZY ? ta : ma, mnb = tb > mb + LAZY ? tb : mb;
        const float ua = mna == -1.0 / 0.0 ? 0.0 : mna, ub = mnb == -1.0 / 0.0 ? 0.0 : mnb; /* nothing seen yet: p = 0 */
        const float es = ev - evn < -126 ? 0.0 : uintBitsToFloat(uint(127 + ev - evn) << 23); /* 2^(ev - evn); 0 below f32's normals */
        const float aa = exp2(ma - ua), ab = exp2(mb - ub);
        ma = mna;
        mb = mnb;
        ev = evn;
        float sa = 0.0, sb = 0.0;
        [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
            const uint col = (cols >> (4 * i)) & 15u;
            const bool isa = ((amask >> i) & 1u) != 0u;
            const float p = exp2(s[i] - (isa ? ua : ub));
            if (isa) sa += p;
            else sb += p;
            s[i] = p * subgroupShuffle(cvs, col) * ve;
        }
        la = la * aa + sa;
        lb = lb * ab + sb;
        const float oa = aa * es, ob = ab * es;
        if (!subgroupAll(oa == 1.0 && ob == 1.0))
            [[unroll]] for (uint n = 0u; n < D / 16u; n++)
                [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) o[n][i] *= ((amask >> i) & 1u) != 0u ? oa : ob;
        const fcoopmatNV<16, SCOPE, 16, 16> pf = fcoopmatNV<16, SCOPE, 16, 16>(s);
        [[unroll]] for (uint n = 0u; n < D / 16u; n++) {
            fcoopmatNV<16, SCOPE, 16, 16> vf;
            coopMatLoadNV(vf, sm, vb + n * 2u, RD, false);
            o[n] = coopMatMulAddNV(pf, vf, o[n]);
        }
    }
#undef KT_LOAD

    /* merge the subgroups in order: rows' max and sum, the outputs times 2^ev (f32 rows of D in sm) */
    la += subgroupShuffleXor(la, 1u);
    la += subgroupShuffleXor(la, 2u);
    lb += subgroupShuffleXor(lb, 1u);
    lb += subgroupShuffleXor(lb, 2u);
    barrier(); /* every subgroup done with its buffers */
    if ((lane & 3u) == 0u) {
        if (ra < R) smm[sg * 16u + ra] = ma, sml[sg * 16u + ra] = la;
        if (rb < R) smm[sg * 16u + rb] = mb, sml[sg * 16u + rb] = lb;
    }
    {
        const float oe = uintBitsToFloat(uint(127 + ev) << 23);
        [[unroll]] for (uint n = 0u; n < D / 16u; n++)
            [[unroll]] for (int i = 0; i < 8; i++) if (i < NE) {
                const bool isa = ((amask >> i) & 1u) != 0u;
                const uint rw = isa ? ra : rb, d = cpos(n * 16u + ((cols >> (4 * i)) & 15u));
                if (rw < R) sm[(sg * R * D + rw * D + d) / 4u][d % 4u] = floatBitsToUint(o[n][i] * oe);
            }
    }
    barrier();

    const float nan = uintBitsToFloat(0x7fc00000u);
    const bool lay_bad = snan != 0u;
    const uint live = uint(min(int(R), rows));
    for (uint e = tid; e < live * D; e += gl_WorkGroupSize.x) {
        const uint r = e / D, d = e % D, rg = r;
        float mx = -1.0 / 0.0;
        bool bad = lay_bad;
        for (uint t = 0u; t < NSG; t++) mx = max(mx, smm[t * 16u + r]);
        const float mr = mx == -1.0 / 0.0 ? 0.0 : mx;
        float den = 0.0, acc = 0.0;
        for (uint t = 0u; t < NSG; t++) {
            const float w = exp2(smm[t * 16u + r] - mr), lt = sml[t * 16u + r];
            bad = bad || isnan(lt);
            den += lt * w;
            acc += uintBitsToFloat(sm[(t * R * D + r * D + d) / 4u][d % 4u]) * w;
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
