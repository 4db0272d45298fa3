#version 450
/* Matrix product for few rows of x (decode): one workgroup per row n of w
   streams that row once (8 consecutive elements per thread and step, one
   uvec4 load where w is 16-bit and dense, one uvec2 where it is byte codes
   with one scale per row, one word of mxfp4; rows aligned) against up to
   ROWS rows
   of x, staged as f32 in shared memory one chunk of K at a time; per
   output a tree over the workgroup's partial sums, a fixed order (no
   subgroup size is assumed). */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 4) const int ROWS = 4;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer MmU4 { uvec4 v; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer MmU2 { uvec2 v; };

const uint CH = gl_WorkGroupSize.x * 8u; /* elements of K per step */
shared float xsh[ROWS * CH];
shared float fred[ROWS * gl_WorkGroupSize.x];
shared int ired[ROWS * gl_WorkGroupSize.x];

void main() {
    uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    uint n = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x, m0 = gl_WorkGroupID.z * uint(ROWS);
    if (n >= pc.N) return; /* the grid's last groups: the whole group leaves */
    uint rows = min(pc.M - m0, uint(ROWS));
    float fa[ROWS];
    int ia[ROWS];
    for (int i = 0; i < ROWS; i++) {
        fa[i] = 0.0;
        ia[i] = 0;
    }
    const bool scaled = KIND == KQ_INT8 || KIND == KQ_FP8, bytes = scaled || KIND == MM_W8I || KIND == MM_W8F;
    bool vec = (pc.flags & KT_VK_MM_VEC) != 0u, vec16 = vec && KIND == MM_DENSE && (ELEM == 1 || ELEM == 2), vec8 = vec && bytes;
    bool vec4b = vec && KIND == KQ_MX && ELEM == KQ_E_E2M1;
    uint wscale = scaled && vec8 ? KqU32(pc.wsc + (pc.gran == 1u ? uint64_t(n) * 4ul : 0ul)).v[0] : 0u;
    for (uint kc = 0u; kc < pc.K; kc += CH) {
        /* w first: its loads are in flight while x is staged */
        uint k0 = kc + tid * 8u;
        float wv[8];
        if (vec16 && k0 < pc.K) {
            uvec4 q = MmU4(pc.w + (uint64_t(n) * uint64_t(pc.ws[0]) + uint64_t(k0)) * 2ul).v;
            for (int j = 0; j < 8; j++) {
                uint h = (q[j >> 1] >> (16u * uint(j & 1))) & 0xFFFFu;
                wv[j] = uintBitsToFloat(ELEM == 1 ? kt_f16_bits(h) : kt_bf16_bits(h));
            }
        } else if (vec8 && k0 < pc.K) { /* as kq_dequant: the decode times the row's scale */
            uvec2 q = MmU2(pc.w + uint64_t(n) * uint64_t(pc.K) + uint64_t(k0)).v;
            for (int j = 0; j < 8; j++) {
                uint c = (q[j >> 2] >> (8u * uint(j & 3))) & 0xFFu, v = kq_elem_decode(ELEM, c);
                wv[j] = uintBitsToFloat(scaled ? kq_mul(v, wscale) : v);
            }
        } else if (vec4b && k0 < pc.K) { /* as kq_dequant: 8 codes of one block */
            uint q = KqU32(pc.w + (uint64_t(n) * uint64_t(pc.K) + uint64_t(k0)) / 2ul).v[0];
            uint sc = kq_get8(pc.wsc, uint64_t(n) * uint64_t((pc.K + 31u) / 32u) + uint64_t(k0 >> 5)), sb = sc == 0xFFu ? KQ_QNAN : kq_pow2(int(sc) - 127);
            for (int j = 0; j < 8; j++) wv[j] = uintBitsToFloat(kq_mul(kq_elem_decode(ELEM, (q >> (4u * uint(j))) & 15u), sb));
        } else {
            [[dont_unroll]] for (int j = 0; j < 8; j++) wv[j] = k0 + uint(j) < pc.K ? mm_w(n, k0 + uint(j)) : 0.0;
        }
        barrier();
        /* zeros past K on both sides: no 0 * Inf reaches an output */
        for (uint t = tid; t < rows * CH; t += WG) {
            uint i = t / CH, k = kc + t % CH;
            xsh[t] = k < pc.K ? mm_x(m0 + i, k) : 0.0;
        }
        barrier();
        if (k0 >= pc.K) continue;
        for (int j = 0; j < 8; j++)
            for (uint i = 0u; i < uint(ROWS); i++) {
                float xv = xsh[i * CH + tid * 8u + uint(j)];
                if (i >= rows) break;
                if (IACC) ia[i] += int(xv) * int(wv[j]);
                else fa[i] += xv * wv[j];
            }
    }
    for (uint i = 0u; i < uint(ROWS); i++) {
        if (IACC) ired[i * WG + tid] = ia[i];
        else fred[i * WG + tid] = fa[i];
    }
    barrier();
    for (uint s = WG / 2u; s > 0u; s >>= 1) {
        if (tid < s)
            for (uint i = 0u; i < uint(ROWS); i++) {
                if (IACC) ired[i * WG + tid] += ired[i * WG + tid + s];
                else fred[i * WG + tid] += fred[i * WG + tid + s];
            }
        barrier();
    }
    if (tid < rows) mm_store(m0 + tid, n, fred[tid * WG], ired[tid * WG]);
}
