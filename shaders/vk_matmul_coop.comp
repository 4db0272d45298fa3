#version 450
/* matmul_nt with f16 x and w on NVIDIA's matrix units (GL_NV_cooperative_matrix;
   the KHR extension does not compile with the glslc this project uses).
   The workgroup's tile of y is BM x BN: WM x WN subgroups of SG lanes, each
   owning FM x FN f32 accumulators of 16 x 16 (all specialization constants,
   so one module serves every tile shape the host offers). x and w pass
   through shared memory TK elements of K at a time, rows padded by 16 bytes
   so that the matrix loads of consecutive rows fall in different banks;
   with STAGES = 2 the next step is written into the other buffer while the
   matrix units read this one (one barrier a step instead of two). With VEC
   (both row-major, 16-byte aligned rows, K a multiple of 8) each invocation
   moves 16-byte chunks and the next step's chunks are loaded into registers
   while the matrix units work; otherwise elements go one at a time through
   mm_x / mm_w. Zeros stand past the edges. Each accumulator goes back
   through a 16 x 16 f32 block of shared memory per subgroup (in the x
   buffers, free by then) and mm_store writes y as the scalar kernels do.
   The host takes this path only where the device lists f16 x f16 -> f32 at
   16 x 16 x 16 with subgroup scope and the shape's shared memory fits.
   KHR = 1: the same kernel for VK_KHR_cooperative_matrix (the A and B
   types tagged by their scope for shaders/spv_coop_khr.c, as in
   vk_attention_coop.comp); BF16 = 1 with it: bf16 x and w, moved as 16-bit
   words (elements staged one at a time are bf16 values, so rounding them
   back to bf16 is exact) into bfloat16 A and B matrices. */
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x = 256, local_size_x_id = 0) in; /* WM * WN * SG */
layout(constant_id = 3) const uint SG = 32;
layout(constant_id = 4) const uint VEC = 0;
layout(constant_id = 5) const uint WM = 4; /* subgroups along M */
layout(constant_id = 6) const uint WN = 2; /* along N */
layout(constant_id = 7) const uint FM = 2; /* 16 x 16 accumulators along M per subgroup, at most 4 */
layout(constant_id = 8) const uint FN = 4; /* along N, at most 4 */
layout(constant_id = 9) const uint TK = 32; /* a multiple of 16 */
layout(constant_id = 10) const uint STAGES = 1; /* 1 or 2 */
const uint BM = WM * FM * 16u, BN = WN * FN * 16u, NT = WM * WN * SG;
const uint ROW4 = TK / 8u + 1u;      /* 16-byte units per padded row of a shared tile */
const uint KC = TK / 8u;             /* 16-byte chunks per row and step */
const uint PA = BM * KC / NT, PB = BN * KC / NT; /* chunks per invocation and step (the host keeps them <= 8, whole) */
const int KT_SCOPE_SUBGROUP = 3; /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics, which needs the Vulkan memory model */
#ifndef KHR
#define KHR 0
#endif
#ifndef BF16
#define BF16 0
#endif
#if KHR
layout(constant_id = 1000) const int SA = 3; /* the KHR uses (spv_coop_khr.c's tags) */
layout(constant_id = 1001) const int SB = 3;
#endif

layout(buffer_reference, std430, buffer_reference_align = 16) buffer KtMmV4 { uvec4 v; };

shared uvec4 xs[STAGES * BM * ROW4]; /* [stage][m][k] as f16; the output blocks at the end */
shared uvec4 ws[STAGES * BN * ROW4]; /* [stage][n][k]: w^T column-major */

/* chunk c of a tile at k0: row c / KC, elements (c % KC) * 8 .. + 7 */
uvec4 fetch(uint64_t base, uint64_t rstride, uint r0, uint rows, uint c, uint k0) {
    const uint r = r0 + c / KC, k = k0 + (c % KC) * 8u;
    if (r >= rows || k >= pc.K) return uvec4(0);
    return KtMmV4(base + (uint64_t(r) * rstride + uint64_t(k)) * 2ul).v;
}

uvec4 ra[8], rb[8]; /* the next step's chunks (VEC) */

void prefetch(uint m0, uint n0, uint tid, uint k0) {
    [[unroll]] for (uint i = 0u; i < PA; i++) ra[i] = fetch(pc.x, uint64_t(pc.xs[0]), m0, pc.M, tid + i * NT, k0);
    [[unroll]] for (uint i = 0u; i < PB; i++) rb[i] = fetch(pc.w, uint64_t(pc.ws[0]), n0, pc.N, tid + i * NT, k0);
}

/* step k0 into shared buffer st: the prefetched chunks (VEC) or element by element */
void stage(uint st, uint m0, uint n0, uint tid, uint k0) {
    if (VEC != 0u) {
        [[unroll]] for (uint i = 0u; i < PA; i++) {
            const uint c = tid + i * NT;
            xs[(st * BM + c / KC) * ROW4 + c % KC] = ra[i];
        }
        [[unroll]] for (uint i = 0u; i < PB; i++) {
            const uint c = tid + i * NT;
            ws[(st * BN + c / KC) * ROW4 + c % KC] = rb[i];
        }
        return;
    }
    /* 2 x f16 per word, the f16 values round-trip through f32 exactly */
    for (uint t = tid; t < (BM + BN) * TK / 2u; t += NT) {
        const bool isx = t < BM * TK / 2u;
        const uint u = isx ? t : t - BM * TK / 2u;
        const uint r = u / (TK / 2u), kk = (u % (TK / 2u)) * 2u, k = k0 + kk;
        vec2 v = vec2(0.0);
        for (uint e = 0u; e < 2u; e++) {
            if (isx && m0 + r < pc.M && k + e < pc.K) v[e] = mm_x(m0 + r, k + e);
            if (!isx && n0 + r < pc.N && k + e < pc.K) v[e] = mm_w(n0 + r, k + e);
        }
        const uint word = (kk % 8u) / 2u;
#if BF16
        const uint h = kt_to_bf16(floatBitsToUint(v.x)) | (kt_to_bf16(floatBitsToUint(v.y)) << 16);
        if (isx) xs[(st * BM + r) * ROW4 + kk / 8u][word] = h;
        else ws[(st * BN + r) * ROW4 + kk / 8u][word] = h;
#else
        if (isx) xs[(st * BM + r) * ROW4 + kk / 8u][word] = packFloat2x16(f16vec2(v));
        else ws[(st * BN + r) * ROW4 + kk / 8u][word] = packFloat2x16(f16vec2(v));
#endif
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x;
    const uint n0 = gl_WorkGroupID.x * BN, m0 = gl_WorkGroupID.y * BM;
    const uint sg = gl_SubgroupID, sm = (sg / WN) * FM * 16u, sn = (sg % WN) * FN * 16u; /* the subgroup's corner */
    fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16> acc[4][4];
    [[unroll]] for (uint i = 0u; i < FM; i++)
        [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16>(0.0);
    if (VEC != 0u) prefetch(m0, n0, tid, 0u);
    stage(0u, m0, n0, tid, 0u);
    barrier();
    const uint steps = (pc.K + TK - 1u) / TK;
    for (uint s = 0u; s < steps; s++) {
        const uint st = s % STAGES, k1 = (s + 1u) * TK;
        if (VEC != 0u && s + 1u < steps) prefetch(m0, n0, tid, k1); /* in flight while the matrix units work */
        [[unroll]] for (uint kk = 0u; kk < TK; kk += 16u) {
#if KHR
            fcoopmatNV<16, SA, 16, 16> a[4];
            fcoopmatNV<16, SB, 16, 16> b[4];
#else
            fcoopmatNV<16, KT_SCOPE_SUBGROUP, 16, 16> a[4], b[4];
#endif
            [[unroll]] for (uint i = 0u; i < FM; i++) coopMatLoadNV(a[i], xs, (st * BM + sm + 16u * i) * ROW4 + kk / 8u, ROW4, false);
            [[unroll]] for (uint j = 0u; j < FN; j++) coopMatLoadNV(b[j], ws, (st * BN + sn + 16u * j) * ROW4 + kk / 8u, ROW4, true);
            [[unroll]] for (uint i = 0u; i < FM; i++)
                [[unroll]] for (uint j = 0u; j < FN; j++) acc[i][j] = coopMatMulAddNV(a[i], b[j], acc[i][j]);
        }
        if (s + 1u < steps) {
            if (STAGES == 1u) barrier(); /* this step's readers are done */
            stage((s + 1u) % STAGES, m0, n0, tid, k1);
        }
        barrier();
    }
    /* output blocks of 16 x 16 f32 (64 chunks) per subgroup in xs, which every shape has room for */
    const uint lane = gl_SubgroupInvocationID, yb = sg * 64u;
    [[unroll]] for (uint i = 0u; i < FM; i++)
        [[unroll]] for (uint j = 0u; j < FN; j++) {
            const uint mb = m0 + sm + 16u * i, nb = n0 + sn + 16u * j;
            if (mb >= pc.M || nb >= pc.N) continue; /* uniform in the subgroup */
            coopMatStoreNV(acc[i][j], xs, yb, 4u, false);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            for (uint t = lane; t < 256u; t += SG) {
                const uint m = mb + t / 16u, n = nb + t % 16u;
                if (m < pc.M && n < pc.N) mm_store(m, n, uintBitsToFloat(xs[yb + t / 4u][t % 4u]), 0);
            }
            subgroupBarrier(); /* read before the next block overwrites it */
        }
}
