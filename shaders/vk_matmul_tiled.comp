#version 450
/* Matrix product in TM x TN tiles of y: 16 x 16 threads, each TM/16 x
   TN/16 outputs; x and the dequantized w pass through shared memory TK
   elements of K at a time (TK * TM and TK * TN multiples of 256); every
   output sums in k order. The loops within a step are unrolled: lavapipe
   ends any invocation's loops after 65535 iterations in all. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x = 16, local_size_y = 16) in;
layout(constant_id = 4) const int TM = 64; /* multiples of 16 */
layout(constant_id = 5) const int TN = 64;
layout(constant_id = 6) const int TK = 16;
const int RM = TM / 16, RN = TN / 16;

shared float xs[TK * TM];
shared float wt[TK * TN];

void main() {
    uint tx = gl_LocalInvocationID.x, ty = gl_LocalInvocationID.y, tid = ty * 16u + tx;
    uint n0 = gl_WorkGroupID.x * uint(TN), m0 = gl_WorkGroupID.y * uint(TM);
    float fa[RM][RN];
    int ia[RM][RN];
    for (int i = 0; i < RM; i++)
        for (int j = 0; j < RN; j++) {
            fa[i][j] = 0.0;
            ia[i][j] = 0;
        }
    for (uint k0 = 0u; k0 < pc.K; k0 += uint(TK)) {
        /* zeros past K on both sides: no 0 * Inf reaches a real output */
        [[unroll]] for (int r = 0; r < TK * TM / 256; r++) {
            uint t = tid + uint(r) * 256u, kk = t % uint(TK), mm = t / uint(TK), m = m0 + mm, k = k0 + kk;
            xs[kk * uint(TM) + mm] = m < pc.M && k < pc.K ? mm_x(m, k) : 0.0;
        }
        [[unroll]] for (int r = 0; r < TK * TN / 256; r++) {
            uint t = tid + uint(r) * 256u, kk = t % uint(TK), nn = t / uint(TK), n = n0 + nn, k = k0 + kk;
            wt[kk * uint(TN) + nn] = n < pc.N && k < pc.K ? mm_w(n, k) : 0.0;
        }
        barrier();
        uint kn = min(uint(TK), pc.K - k0);
        [[unroll]] for (uint kk = 0u; kk < uint(TK); kk++) {
            if (kk >= kn) break;
            float a[RM], b[RN];
            for (int i = 0; i < RM; i++) a[i] = xs[kk * uint(TM) + ty + 16u * uint(i)];
            for (int j = 0; j < RN; j++) b[j] = wt[kk * uint(TN) + tx + 16u * uint(j)];
            for (int i = 0; i < RM; i++)
                for (int j = 0; j < RN; j++) {
                    if (IACC) ia[i][j] += int(a[i]) * int(b[j]);
                    else fa[i][j] += a[i] * b[j];
                }
        }
        barrier();
    }
    [[dont_unroll]] for (int i = 0; i < RM; i++)
        [[dont_unroll]] for (int j = 0; j < RN; j++) {
            uint m = m0 + ty + 16u * uint(i), n = n0 + tx + 16u * uint(j);
            if (m < pc.M && n < pc.N) mm_store(m, n, fa[i][j], ia[i][j]);
        }
}
