#version 450
/* matmul_nt with f16 x and w on NVIDIA's matrix units (GL_NV_cooperative_matrix;
   the KHR extension does not compile with the glslc this project uses):
   128 x 128 tiles of y, 8 subgroups of SG lanes in a 4 x 2 grid, each
   owning 32 x 64 of the tile as 2 x 4 f32 accumulators of 16 x 16. x and w
   pass through shared memory TK = 32 elements of K at a time, rows padded
   by 16 bytes so that the matrix loads of consecutive rows fall in
   different banks. With VEC (both row-major, 16-byte aligned rows, K a
   multiple of 8) each invocation moves 16-byte chunks, and the next step's
   chunks are loaded into registers while the matrix units work on the
   current one; otherwise elements go one at a time through mm_x / mm_w.
   Zeros stand past the edges. Each accumulator goes back through a 16 x 16
   f32 block of shared memory per subgroup and mm_store writes y as the
   scalar kernels do. The host takes this path only where the device lists
   f16 x f16 -> f32 at 16 x 16 x 16 with subgroup scope. */
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_KHR_shader_subgroup_basic : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x = 256, local_size_x_id = 0) in; /* 8 * SG */
layout(constant_id = 3) const uint SG = 32;
layout(constant_id = 4) const uint VEC = 0;
const uint TILE = 128u, TK = 32u, ROW = TK + 8u; /* ROW: f16 per padded row of a shared tile */
const uint ROW4 = ROW / 8u;                        /* the same in 16-byte units */
const uint CHUNKS = TILE * TK / 8u;                /* 16-byte chunks per tile and step */
const int KT_SCOPE_SUBGROUP = 3; /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics, which needs the Vulkan memory model */

layout(buffer_reference, std430, buffer_reference_align = 16) buffer KtMmV4 { uvec4 v; };

shared uvec4 xs[TILE * ROW4]; /* [m][k] as f16 */
shared uvec4 ws[TILE * ROW4]; /* [n][k]: w^T column-major */
shared float ys[8u * 256u];    /* one 16 x 16 block per subgroup */

/* chunk c of a tile at k0: row c / 4, elements (c % 4) * 8 .. + 7 */
uvec4 fetch(uint64_t base, uint64_t rstride, uint r0, uint rows, uint c, uint k0) {
    const uint r = r0 + c / (TK / 8u), k = k0 + (c % (TK / 8u)) * 8u;
    if (r >= rows || k >= pc.K) return uvec4(0);
    return KtMmV4(base + (uint64_t(r) * rstride + uint64_t(k)) * 2ul).v;
}

void main() {
    const uint tid = gl_LocalInvocationID.x, nt = 8u * SG;
    const uint n0 = gl_WorkGroupID.x * TILE, m0 = gl_WorkGroupID.y * TILE;
    const uint sg = gl_SubgroupID, sm = (sg >> 1) * 32u, sn = (sg & 1u) * 64u; /* the subgroup's 32 x 64 */
    const uint PER = CHUNKS / nt;                                              /* chunks per invocation and tile */
    fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16> acc[2][4];
    [[unroll]] for (uint i = 0u; i < 2u; i++)
        [[unroll]] for (uint j = 0u; j < 4u; j++) acc[i][j] = fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16>(0.0);
    uvec4 ra[2], rb[2]; /* the next step's chunks (VEC; PER <= 2 as SG >= 32) */
    if (VEC != 0u)
        [[unroll]] for (uint i = 0u; i < PER; i++) {
            ra[i] = fetch(pc.x, uint64_t(pc.xs[0]), m0, pc.M, tid + i * nt, 0u);
            rb[i] = fetch(pc.w, uint64_t(pc.ws[0]), n0, pc.N, tid + i * nt, 0u);
        }
    for (uint k0 = 0u; k0 < pc.K; k0 += TK) {
        barrier(); /* the previous step's readers are done */
        if (VEC != 0u) {
            [[unroll]] for (uint i = 0u; i < PER; i++) {
                const uint c = tid + i * nt, at = (c / (TK / 8u)) * ROW4 + c % (TK / 8u);
                xs[at] = ra[i];
                ws[at] = rb[i];
            }
        } else {
            /* element by element: 2 x f16 per word, the f16 values round-trip through f32 exactly */
            for (uint t = tid; t < TILE * TK / 2u; t += nt) {
                const uint r = t / (TK / 2u), kk = (t % (TK / 2u)) * 2u, k = k0 + kk;
                vec2 xv = vec2(0.0), wv = vec2(0.0);
                for (uint e = 0u; e < 2u; e++) {
                    if (m0 + r < pc.M && k + e < pc.K) xv[e] = mm_x(m0 + r, k + e);
                    if (n0 + r < pc.N && k + e < pc.K) wv[e] = mm_w(n0 + r, k + e);
                }
                const uint at = r * ROW4 + kk / 8u, word = (kk % 8u) / 2u;
                xs[at][word] = packFloat2x16(f16vec2(xv));
                ws[at][word] = packFloat2x16(f16vec2(wv));
            }
        }
        barrier();
        if (VEC != 0u && k0 + TK < pc.K) /* in flight while the matrix units work */
            [[unroll]] for (uint i = 0u; i < PER; i++) {
                ra[i] = fetch(pc.x, uint64_t(pc.xs[0]), m0, pc.M, tid + i * nt, k0 + TK);
                rb[i] = fetch(pc.w, uint64_t(pc.ws[0]), n0, pc.N, tid + i * nt, k0 + TK);
            }
        [[unroll]] for (uint kk = 0u; kk < TK; kk += 16u) {
            fcoopmatNV<16, KT_SCOPE_SUBGROUP, 16, 16> a[2], b[4];
            [[unroll]] for (uint i = 0u; i < 2u; i++) coopMatLoadNV(a[i], xs, (sm + 16u * i) * ROW4 + kk / 8u, ROW4, false);
            [[unroll]] for (uint j = 0u; j < 4u; j++) coopMatLoadNV(b[j], ws, (sn + 16u * j) * ROW4 + kk / 8u, ROW4, true);
            [[unroll]] for (uint i = 0u; i < 2u; i++)
                [[unroll]] for (uint j = 0u; j < 4u; j++) acc[i][j] = coopMatMulAddNV(a[i], b[j], acc[i][j]);
        }
    }
    const uint lane = gl_SubgroupInvocationID;
    [[unroll]] for (uint i = 0u; i < 2u; i++)
        [[unroll]] for (uint j = 0u; j < 4u; j++) {
            const uint mb = m0 + sm + 16u * i, nb = n0 + sn + 16u * j;
            if (mb >= pc.M || nb >= pc.N) continue; /* uniform in the subgroup */
            coopMatStoreNV(acc[i][j], ys, sg * 256u, 16u, false);
            subgroupMemoryBarrierShared();
            subgroupBarrier();
            for (uint t = lane; t < 256u; t += SG) {
                const uint m = mb + t / 16u, n = nb + t % 16u;
                if (m < pc.M && n < pc.N) mm_store(m, n, ys[sg * 256u + t], 0);
            }
            subgroupBarrier(); /* read before the next block overwrites it */
        }
}
