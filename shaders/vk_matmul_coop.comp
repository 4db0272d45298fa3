#version 450
/* matmul_nt with f16 x and w on NVIDIA's matrix units (GL_NV_cooperative_matrix;
   the KHR extension does not compile with the glslc this project uses):
   64 x 64 tiles of y, 4 subgroups of SG lanes each owning 32 x 32 of it as
   2 x 2 f32 accumulators of 16 x 16. x and w pass through shared memory
   as f16 TK elements of K at a time (zeros past the edges), the
   accumulators go back through shared memory and mm_store writes y as the
   scalar kernels do. The host takes this path only where the device lists
   f16 x f16 -> f32 at 16 x 16 x 16 with subgroup scope. */
#extension GL_GOOGLE_include_directive : require
#extension GL_NV_cooperative_matrix : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_KHR_shader_subgroup_basic : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x = 128, local_size_x_id = 0) in; /* 4 * SG */
layout(constant_id = 3) const uint SG = 32;
const uint TILE = 64u, TK = 32u;
const int KT_SCOPE_SUBGROUP = 3; /* gl_ScopeSubgroup without GL_KHR_memory_scope_semantics, which needs the Vulkan memory model */

shared float16_t xs[TILE * TK]; /* [m][k] */
shared float16_t ws[TILE * TK]; /* [n][k]: w^T column-major */
shared float ys[TILE * TILE];

void main() {
    const uint tid = gl_LocalInvocationID.x, nt = 4u * SG;
    const uint n0 = gl_WorkGroupID.x * TILE, m0 = gl_WorkGroupID.y * TILE;
    const uint sm = (gl_SubgroupID >> 1) * 32u, sn = (gl_SubgroupID & 1u) * 32u; /* the subgroup's 32 x 32 */
    fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16> acc[2][2];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++) acc[i][j] = fcoopmatNV<32, KT_SCOPE_SUBGROUP, 16, 16>(0.0);
    for (uint k0 = 0u; k0 < pc.K; k0 += TK) {
        for (uint t = tid; t < TILE * TK; t += nt) {
            const uint r = t / TK, kk = t % TK, k = k0 + kk;
            /* the f16 values round-trip through f32 exactly */
            xs[t] = float16_t(m0 + r < pc.M && k < pc.K ? mm_x(m0 + r, k) : 0.0);
            ws[t] = float16_t(n0 + r < pc.N && k < pc.K ? mm_w(n0 + r, k) : 0.0);
        }
        barrier();
        for (uint kk = 0u; kk < TK; kk += 16u) {
            fcoopmatNV<16, KT_SCOPE_SUBGROUP, 16, 16> a[2], b[2];
            for (uint i = 0u; i < 2u; i++) coopMatLoadNV(a[i], xs, (sm + 16u * i) * TK + kk, TK, false);
            for (uint j = 0u; j < 2u; j++) coopMatLoadNV(b[j], ws, (sn + 16u * j) * TK + kk, TK, true);
            for (uint i = 0u; i < 2u; i++)
                for (uint j = 0u; j < 2u; j++) acc[i][j] = coopMatMulAddNV(a[i], b[j], acc[i][j]);
        }
        barrier();
    }
    for (uint i = 0u; i < 2u; i++)
        for (uint j = 0u; j < 2u; j++) coopMatStoreNV(acc[i][j], ys, (sm + 16u * i) * TILE + sn + 16u * j, TILE, false);
    barrier();
    for (uint t = tid; t < TILE * TILE; t += nt) {
        const uint m = m0 + t / TILE, n = n0 + t % TILE;
        if (m < pc.M && n < pc.N) mm_store(m, n, ys[t], 0);
    }
}
