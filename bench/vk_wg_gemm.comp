#version 450
/* bench/vk_wg_gemm.c's kernel: a workgroup-scope f16 GEMM, A and B tiles staged by the kernel in shared memory (16-byte chunks,
   rows padded by 16 bytes, the next tile loaded into registers while the matrix units work); the
   workgroup-scope matrices are loaded from shared memory. Scope tags: SpecIds 1002 (A), 1003 (B), 1004 (accumulator), rewritten to
   Workgroup scope by shaders/spv_coop_khr.c. NINV, BM, BN, BK: -D defines (uint literals). */
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = NINV) in;
layout(constant_id = 1002) const int WA = 3;
layout(constant_id = 1003) const int WB = 3;
layout(constant_id = 1004) const int WC = 3;
layout(set = 0, binding = 0) readonly buffer BA { uvec4 a[]; };
layout(set = 0, binding = 1) readonly buffer BB { uvec4 b[]; };
layout(set = 0, binding = 2) writeonly buffer BCc { float c[]; };
layout(push_constant) uniform P { uint M, N, K; } pc;
const uint RD = BK / 8u + 1u, CA = BM * (BK / 8u) / NINV, CB = BN * (BK / 8u) / NINV;
shared uvec4 sa[BM * RD], sb[BN * RD];
void main() {
    const uint r0 = gl_WorkGroupID.y * BM, c0 = gl_WorkGroupID.x * BN, tid = gl_LocalInvocationID.x, K8 = pc.K / 8u;
    uvec4 pa[CA], pb[CB];
    fcoopmatNV<32, WC, BM, BN> acc = fcoopmatNV<32, WC, BM, BN>(0.0);
    [[unroll]] for (uint i = 0u; i < CA; i++) { const uint ch = tid + i * NINV; pa[i] = a[(r0 + ch / (BK / 8u)) * K8 + ch % (BK / 8u)]; }
    [[unroll]] for (uint i = 0u; i < CB; i++) { const uint ch = tid + i * NINV; pb[i] = b[(c0 + ch / (BK / 8u)) * K8 + ch % (BK / 8u)]; }
    for (uint k = 0u; k < pc.K; k += BK) {
        [[unroll]] for (uint i = 0u; i < CA; i++) { const uint ch = tid + i * NINV; sa[(ch / (BK / 8u)) * RD + ch % (BK / 8u)] = pa[i]; }
        [[unroll]] for (uint i = 0u; i < CB; i++) { const uint ch = tid + i * NINV; sb[(ch / (BK / 8u)) * RD + ch % (BK / 8u)] = pb[i]; }
        barrier();
        if (k + BK < pc.K) {
            const uint k8 = (k + BK) / 8u;
            [[unroll]] for (uint i = 0u; i < CA; i++) { const uint ch = tid + i * NINV; pa[i] = a[(r0 + ch / (BK / 8u)) * K8 + k8 + ch % (BK / 8u)]; }
            [[unroll]] for (uint i = 0u; i < CB; i++) { const uint ch = tid + i * NINV; pb[i] = b[(c0 + ch / (BK / 8u)) * K8 + k8 + ch % (BK / 8u)]; }
        }
        fcoopmatNV<16, WA, BM, BK> x;
        fcoopmatNV<16, WB, BK, BN> y;
        coopMatLoadNV(x, sa, 0u, RD, false);
        coopMatLoadNV(y, sb, 0u, RD, true);
        acc = coopMatMulAddNV(x, y, acc);
        barrier();
    }
    coopMatStoreNV(acc, c, r0 * pc.N + c0, pc.N, false);
}
