#version 450
/* Flash attention forward on NVIDIA's matrix units (GL_NV_cooperative_matrix),
   for f16 q, k and v with head dim D = DV (a define: 64 or 128), no pages,
   no block mask and no key splits; the host sends everything else to
   vk_attention.comp. One workgroup of 4 subgroups of 32 lanes serves 64
   rows (query head of the kv head's group, query index) of one (batch, kv
   head), as in vk_attention.comp; subgroup s owns rows 16 s .. 16 s + 15.

   Per tile of 64 keys: S = Q K^T as 16 x 16 f32 accumulators (the subgroup's
   Q fragments stay in registers), stored to shared memory; the online
   softmax runs on those scores two lanes per row (lane % 16 the row,
   lane / 16 its half of the keys), with the masks, windows, soft-capping
   and ALiBi of the scalar kernel, and writes P as f16; P V goes through
   the matrix units 64 output columns at a time and back through shared
   memory into the lanes' f32 output, which they rescale as the maximum
   moves. K and V share one staging buffer (the 48 KiB of shared memory
   hold no more); each invocation loads its chunks of the next one into
   registers while the matrix units work on the current one. Keys are visited in index order, so results do not depend
   on scheduling. */
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_NV_cooperative_matrix : require
#extension GL_GOOGLE_include_directive : require

#include "vk_common.glsl"
#include "vk_args.h"
#include "vk_attention.glsl"

#ifndef D
#define D 128
#endif
#define DV D
layout(local_size_x = 128) in;
layout(constant_id = 9) const uint ODT = 0;  /* element codes (vk_args.h): out */
layout(constant_id = 10) const uint MDT = 0; /* mask */
layout(constant_id = 11) const uint MASK = 0; /* 0 none, 1 boolean, 2 additive */

layout(push_constant, std430) uniform Args { KT_VK_ATTN_ARGS(KT_VK_FIELD) } pc;

const uint BR = 64u, BC = 64u;
const uint RD = D / 8u + 1u;  /* 16-byte units per padded row of q, k or v */
const uint RS = BC / 4u + 1u; /* 16-byte units per padded row of scores */
const uint RP = BC / 8u + 1u; /* 16-byte units per padded row of p */
const int SCOPE = 3;          /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics */

shared uvec4 skv[BR * RD];   /* q, then each tile's k, then its v, as f16 */
shared uvec4 ss[BR * RS];    /* f32 scores, then 64 columns of P V, per row */
shared uvec4 sp[BR * RP];    /* p as f16 */

int64_t aux(uint i) { return KtI64(pc.aux + uint64_t(i) * 8).v; }

const uint PER = BC * (D / 8u) / 128u; /* 16-byte chunks of a k or v tile per invocation */
uvec4 pre[PER]; /* the next k or v tile, loaded while the matrix units work */

/* 64 rows of k or v (keys j0 ..) into pre, zeros past jhi */
void fetch_kv(uint64_t base, uint s0, uint b, uint hk, int j0, int jhi, uint tid) {
    const uint64_t head = base + uint64_t(aux(s0) * int64_t(b) + aux(s0 + 1) * int64_t(hk)) * 2u;
    const int64_t sj = aux(s0 + 2);
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * 128u, key = c / (D / 8u), d8 = c % (D / 8u);
        const int j = j0 + int(key);
        pre[i] = uvec4(0);
        if (j < jhi) pre[i] = KtV4(head + uint64_t(sj * int64_t(j)) * 2u + uint64_t(d8) * 16u).v;
    }
}
void put_kv(uint tid) {
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * 128u;
        skv[(c / (D / 8u)) * RD + c % (D / 8u)] = pre[i];
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x, sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    const uint b = gl_WorkGroupID.z, hk = gl_WorkGroupID.y;
    const int nq = pc.nq, group = pc.group, rows = group * nq, nk = pc.nk, off = nk - nq;
    const int rho0 = int(gl_WorkGroupID.x * BR);
    const uint r = sg * 16u + lane % 16u, half_ = lane / 16u; /* this lane's row in the tile and half of the keys */
    const int rho = rho0 + int(r);
    const bool live = rho < rows;
    const int hq = int(hk) * group + (live ? rho / nq : 0);
    const int qi = live ? rho % nq : 0;
    const bool has_wl = (pc.flags & KT_VK_ATTN_WL) != 0, has_wr = (pc.flags & KT_VK_ATTN_WR) != 0;

    const int rho1 = min(rho0 + int(BR), rows) - 1;
    int ilo = rho0 % nq, ihi = rho1 % nq;
    if (rho0 / nq != rho1 / nq) { ilo = 0; ihi = nq - 1; }
    int jlo = 0, jhi = nk;
    if (has_wl) jlo = max(jlo, ilo + off - pc.wl);
    if (has_wr) jhi = min(jhi, ihi + off + pc.wr + 1);
    const int ntile = jhi > jlo ? (jhi - jlo + int(BC) - 1) / int(BC) : 0;
    const int vlo = has_wl ? qi + off - pc.wl : 0;
    const int vhi = has_wr ? qi + off + pc.wr : 0x7fffffff;

    /* q as f16 (exact: q is f16), zeros past the rows */
    for (uint e = tid; e < BR * (D / 2u); e += 128u) {
        const uint rr = e / (D / 2u), d = (e % (D / 2u)) * 2u;
        const int rq = rho0 + int(rr);
        vec2 x = vec2(0.0);
        if (rq < rows) {
            const int h = int(hk) * group + rq / nq, i = rq % nq;
            const uint64_t row = pc.q + uint64_t(aux(KT_VK_AUX_Q) * int64_t(b) + aux(KT_VK_AUX_Q + 1) * int64_t(h) + aux(KT_VK_AUX_Q + 2) * int64_t(i)) * 2u;
            x = vec2(kt_attn_load(1u, row + d * 2u), kt_attn_load(1u, row + d * 2u + 2u));
        }
        skv[rr * RD + d / 8u][(d % 8u) / 2u] = packFloat2x16(f16vec2(x));
    }
    barrier();
    fcoopmatNV<16, SCOPE, 16, 16> qf[D / 16u];
    [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++) coopMatLoadNV(qf[kk], skv, sg * 16u * RD + kk * 2u, RD, false);

    float slope = 0.0;
    if ((pc.flags & KT_VK_ATTN_ALIBI) != 0 && live) slope = KtF32(pc.aux + KT_VK_AUX_ALIBI * 8 + uint(hq) * 4).v;
    uint64_t mrow = 0;
    if (MASK != 0 && live)
        mrow = pc.mask + uint64_t(aux(KT_VK_AUX_MASK) * int64_t(b) + aux(KT_VK_AUX_MASK + 1) * int64_t(hq) + aux(KT_VK_AUX_MASK + 2) * int64_t(qi)) * kt_attn_esize(MDT);
    const int64_t mstride = aux(KT_VK_AUX_MASK + 3);

    float m = -1.0 / 0.0, l = 0.0;
    bool row_nan = false;
    vec4 o[DV / 64u][8]; /* columns 64 c + 32 half_ + 4 t .. + 3 */
    [[unroll]] for (uint c = 0u; c < DV / 64u; c++)
        [[unroll]] for (uint t = 0u; t < 8u; t++) o[c][t] = vec4(0.0);

    if (ntile > 0) fetch_kv(pc.k, KT_VK_AUX_K, b, hk, jlo, jhi, tid);
    for (int it = 0; it < ntile; it++) {
        const int j0 = jlo + it * int(BC);
        barrier(); /* q fragments loaded / the previous tile's v read */
        put_kv(tid);
        barrier();
        fetch_kv(pc.v, KT_VK_AUX_V, b, hk, j0, jhi, tid);
        {
            fcoopmatNV<32, SCOPE, 16, 16> acc[BC / 16u];
            [[unroll]] for (uint c = 0u; c < BC / 16u; c++) acc[c] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);
            [[unroll]] for (uint kk = 0u; kk < D / 16u; kk++)
                [[unroll]] for (uint c = 0u; c < BC / 16u; c++) {
                    fcoopmatNV<16, SCOPE, 16, 16> kf;
                    coopMatLoadNV(kf, skv, c * 16u * RD + kk * 2u, RD, true);
                    acc[c] = coopMatMulAddNV(qf[kk], kf, acc[c]);
                }
            [[unroll]] for (uint c = 0u; c < BC / 16u; c++) coopMatStoreNV(acc[c], ss, sg * 16u * RS + c * 4u, RS, false);
        }
        subgroupMemoryBarrierShared();
        subgroupBarrier(); /* the subgroup's scores are stored */

        /* online softmax on this lane's 32 scores */
        float s[32];
        float mt = -1.0 / 0.0, nan_seen = 0.0;
        [[unroll]] for (uint t4 = 0u; t4 < 8u; t4++) {
            const vec4 x4 = uintBitsToFloat(ss[r * RS + half_ * 8u + t4]);
            [[unroll]] for (uint e = 0u; e < 4u; e++) {
                const int j = j0 + int(half_ * 32u + t4 * 4u + e);
                float x = -1.0 / 0.0;
                if (live && j < jhi && j >= vlo && j <= vhi) {
                    float mv = 0.0;
                    if (MASK != 0) mv = kt_attn_load(MDT, mrow + uint64_t(mstride * int64_t(j)) * kt_attn_esize(MDT));
                    if (MASK != 1 || mv != 0.0) {
                        x = x4[e] * pc.scale;
                        if (pc.softcap > 0.0) x = pc.softcap * tanh(x / pc.softcap);
                        if ((pc.flags & KT_VK_ATTN_ALIBI) != 0) x -= slope * abs(float(qi + off - j));
                        if (MASK == 2) x += mv;
                    }
                }
                s[t4 * 4u + e] = x;
                if (isnan(x)) nan_seen = 1.0;
                mt = max(mt, x);
            }
        }
        mt = max(mt, subgroupShuffleXor(mt, 16u));
        nan_seen = max(nan_seen, subgroupShuffleXor(nan_seen, 16u));
        row_nan = row_nan || nan_seen > 0.0;
        const float mn = max(m, mt);
        float alpha = 1.0, ls = 0.0;
        [[unroll]] for (uint t8 = 0u; t8 < 4u; t8++) {
            vec4 p0 = vec4(0.0), p1 = vec4(0.0);
            if (mn != -1.0 / 0.0) {
                [[unroll]] for (uint e = 0u; e < 4u; e++) {
                    p0[e] = exp(s[t8 * 8u + e] - mn);
                    p1[e] = exp(s[t8 * 8u + 4u + e] - mn);
                }
                ls += p0.x + p0.y + p0.z + p0.w + p1.x + p1.y + p1.z + p1.w;
            }
            sp[r * RP + half_ * 4u + t8] = uvec4(packFloat2x16(f16vec2(p0.xy)), packFloat2x16(f16vec2(p0.zw)), packFloat2x16(f16vec2(p1.xy)),
                                                 packFloat2x16(f16vec2(p1.zw)));
        }
        if (mn != -1.0 / 0.0) alpha = exp(m - mn);
        l = l * alpha + ls + subgroupShuffleXor(ls, 16u);
        m = mn;
        barrier(); /* every subgroup is done with k */
        put_kv(tid);
        if (it + 1 < ntile) fetch_kv(pc.k, KT_VK_AUX_K, b, hk, j0 + int(BC), jhi, tid);
        barrier(); /* v staged; p written */

        [[unroll]] for (uint c = 0u; c < DV / 64u; c++) {
            fcoopmatNV<32, SCOPE, 16, 16> acc[4];
            [[unroll]] for (uint n = 0u; n < 4u; n++) acc[n] = fcoopmatNV<32, SCOPE, 16, 16>(0.0);
            [[unroll]] for (uint kc = 0u; kc < BC / 16u; kc++) {
                fcoopmatNV<16, SCOPE, 16, 16> pf;
                coopMatLoadNV(pf, sp, sg * 16u * RP + kc * 2u, RP, false);
                [[unroll]] for (uint n = 0u; n < 4u; n++) {
                    fcoopmatNV<16, SCOPE, 16, 16> vf;
                    coopMatLoadNV(vf, skv, kc * 16u * RD + (c * 64u + n * 16u) / 8u, RD, false);
                    acc[n] = coopMatMulAddNV(pf, vf, acc[n]);
                }
            }
            subgroupBarrier(); /* this subgroup's scores (and the previous columns) are read */
            [[unroll]] for (uint n = 0u; n < 4u; n++) coopMatStoreNV(acc[n], ss, sg * 16u * RS + n * 4u, RS, false);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            [[unroll]] for (uint t = 0u; t < 8u; t++) o[c][t] = o[c][t] * alpha + uintBitsToFloat(ss[r * RS + half_ * 8u + t]);
        }
    }

    if (!live) return;
    const float nan = uintBitsToFloat(0x7fc00000u);
    const float inv = row_nan ? nan : l > 0.0 ? 1.0 / l : 0.0;
    const float lse = row_nan ? nan : l > 0.0 ? m + log(l) : -1.0 / 0.0;
    const uint64_t orow = pc.o + uint64_t(aux(KT_VK_AUX_O) * int64_t(b) + aux(KT_VK_AUX_O + 1) * int64_t(hq) + aux(KT_VK_AUX_O + 2) * int64_t(qi)) * kt_attn_esize(ODT);
    [[unroll]] for (uint c = 0u; c < DV / 64u; c++)
        [[unroll]] for (uint t = 0u; t < 8u; t++)
            [[unroll]] for (uint e = 0u; e < 4u; e++) kt_store_f32(orow + (c * 64u + half_ * 32u + t * 4u + e) * kt_attn_esize(ODT), ODT, o[c][t][e] * inv);
    if (half_ == 0u && (pc.flags & KT_VK_ATTN_LSE) != 0)
        KtF32(pc.lse + uint64_t(aux(KT_VK_AUX_LSE) * int64_t(b) + aux(KT_VK_AUX_LSE + 1) * int64_t(hq) + aux(KT_VK_AUX_LSE + 2) * int64_t(qi)) * 4).v = lse;
}
