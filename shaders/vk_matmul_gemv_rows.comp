#version 450
/* Matrix product for few rows of x (decode) as a bandwidth kernel: one
   workgroup per NR consecutive rows of w, so each chunk of x staged in
   shared memory (as f32, CH elements of K a step) serves NR rows. A
   thread takes 8 consecutive weights per load (one 16-byte word of a dense
   16-bit row, 8 bytes of byte codes with one scale per row, one word of
   mxfp4, or the 8 or 4 bytes and the f16 scale of a q8_0 / q4_0 block) and
   issues all NR * CH / (8 * WG) of a step's loads before it stages x and
   uses any of them. Per output a tree over the workgroup's partial sums,
   a fixed order (no subgroup size is assumed). Rows of w the layout does
   not let load whole words take the element-wise path of vk_matmul_gemv. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 4) const int ROWS = 4; /* rows of x a workgroup holds */
layout(constant_id = 5) const uint NR = 4;  /* rows of w a workgroup reads */
layout(constant_id = 6) const uint CH = 1024; /* elements of K a step, a multiple of 8 * WG */
layout(buffer_reference, std430, buffer_reference_align = 16) buffer MrU4 { uvec4 v; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer MrU2 { uvec2 v; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer MrU16 { uint16_t v; };

const uint LU = CH / (8u * gl_WorkGroupSize.x); /* loads per thread, row of w and step */
shared float xsh[ROWS * CH];
shared uint red[ROWS * NR * gl_WorkGroupSize.x]; /* partial sums: f32 bits, or int32 (IACC) */

#define SCALED (KIND == KQ_INT8 || KIND == KQ_FP8)
#define BYTES (SCALED || KIND == MM_W8I || KIND == MM_W8F)
#define QBLK (KIND == KQ_Q8_0 || KIND == KQ_Q4_0)

/* the raw words of weights k0 .. k0 + 7 of row n */
uvec4 w_raw(uint n, uint k0, uint mode) {
    if (mode == 1u) return MrU4(pc.w + (uint64_t(n) * uint64_t(pc.ws[0]) + uint64_t(k0)) * 2ul).v;
    if (mode == 2u) return uvec4(MrU2(pc.w + uint64_t(n) * uint64_t(pc.K) + uint64_t(k0)).v, 0u, 0u);
    if (mode == 3u) {
        const uint sc = kq_get8(pc.wsc, uint64_t(n) * uint64_t((pc.K + 31u) / 32u) + uint64_t(k0 >> 5));
        return uvec4(KqU32(pc.w + (uint64_t(n) * uint64_t(pc.K) + uint64_t(k0)) / 2ul).v[0], sc, 0u, 0u);
    }
    /* q8_0 (34-byte blocks) / q4_0 (18): the f16 scale, then the 8 bytes of this thread's codes (q4_0: their low or high nibbles) */
    const uint bs = KIND == KQ_Q8_0 ? 34u : 18u, kk = k0 & 31u;
    const uint64_t blk = pc.w + (uint64_t(n) * uint64_t(pc.K / 32u) + uint64_t(k0 / 32u)) * uint64_t(bs);
    const uint64_t at = blk + 2ul + uint64_t(KIND == KQ_Q8_0 ? kk : kk & 15u);
    return uvec4(uint(MrU16(at).v) | (uint(MrU16(at + 2ul).v) << 16), uint(MrU16(at + 4ul).v) | (uint(MrU16(at + 6ul).v) << 16),
                 uint(MrU16(blk).v), 0u);
}

/* weights k0 .. k0 + 7 of row n as f32 (w8a8 int8: the codes), from w_raw's words */
void w_decode(uvec4 q, uint n, uint k0, uint mode, uint wscale, out float wv[8]) {
    if (mode == 1u) {
        [[unroll]] for (int j = 0; j < 8; j++) {
            const uint h = (q[j >> 1] >> (16u * uint(j & 1))) & 0xFFFFu;
            wv[j] = uintBitsToFloat(ELEM == 1 ? kt_f16_bits(h) : kt_bf16_bits(h));
        }
    } else if (mode == 2u) { /* as kq_dequant: the decode times the row's scale */
        [[unroll]] for (int j = 0; j < 8; j++) {
            const uint c = (q[j >> 2] >> (8u * uint(j & 3))) & 0xFFu, v = kq_elem_decode(ELEM, c);
            wv[j] = uintBitsToFloat(SCALED ? kq_mul(v, wscale) : v);
        }
    } else if (mode == 3u) { /* as kq_dequant: 8 codes of one block */
        const uint sb = q.y == 0xFFu ? KQ_QNAN : kq_pow2(int(q.y) - 127);
        [[unroll]] for (int j = 0; j < 8; j++) wv[j] = uintBitsToFloat(kq_mul(kq_elem_decode(ELEM, (q.x >> (4u * uint(j))) & 15u), sb));
    } else if (mode == 4u) {
        const uint d = kt_f16_bits(q.z), hi = (k0 & 31u) >= 16u ? 4u : 0u;
        [[unroll]] for (int j = 0; j < 8; j++) {
            const uint b = (q[j >> 2] >> (8u * uint(j & 3))) & 0xFFu;
            const int v = KIND == KQ_Q8_0 ? int(b) - (b >= 128u ? 256 : 0) : int((b >> hi) & 15u) - 8;
            wv[j] = uintBitsToFloat(kq_mul(floatBitsToUint(float(v)), d));
        }
    } else {
        [[dont_unroll]] for (int j = 0; j < 8; j++) wv[j] = k0 + uint(j) < pc.K ? mm_w(n, k0 + uint(j)) : 0.0;
    }
}

void main() {
    const uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x;
    const uint n0 = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * NR, m0 = gl_WorkGroupID.z * uint(ROWS);
    if (n0 >= pc.N) return; /* the grid's last groups: the whole group leaves */
    const uint rows = min(pc.M - m0, uint(ROWS));
    const bool vec = (pc.flags & KT_VK_MM_VEC) != 0u;
    /* how w's words are read: 1 dense 16-bit, 2 byte codes, 3 mxfp4, 4 q8_0 / q4_0, 0 element by element */
    uint mode = 0u; /* (ifs: Debian's glslc fails to optimize nested selects on specialisation constants) */
    if (vec) {
        if (KIND == MM_DENSE && (ELEM == 1 || ELEM == 2)) mode = 1u;
        else if (BYTES) mode = 2u;
        else if (KIND == KQ_MX && ELEM == KQ_E_E2M1) mode = 3u;
        else if (QBLK) mode = 4u;
    }
    float fa[ROWS * NR];
    int ia[ROWS * NR];
    uint wscale[NR];
    [[unroll]] for (uint i = 0; i < ROWS * NR; i++) {
        fa[i] = 0.0;
        ia[i] = 0;
    }
    [[unroll]] for (uint r = 0; r < NR; r++)
        wscale[r] = SCALED && mode == 2u && n0 + r < pc.N ? KqU32(pc.wsc + (pc.gran == 1u ? uint64_t(n0 + r) * 4ul : 0ul)).v[0] : 0u;
    for (uint kc = 0u; kc < pc.K; kc += CH) {
        /* every w load of the step first: in flight while x is staged */
        uvec4 q[NR * LU];
        [[unroll]] for (uint r = 0; r < NR; r++)
            [[unroll]] for (uint t = 0; t < LU; t++) {
                const uint k0 = kc + (tid + t * WG) * 8u;
                q[r * LU + t] = mode != 0u && n0 + r < pc.N && k0 < pc.K ? w_raw(n0 + r, k0, mode) : uvec4(0u);
            }
        barrier();
        /* zeros past K on both sides: no 0 * Inf reaches an output */
        for (uint t = tid; t < rows * CH; t += WG) {
            const uint i = t / CH, k = kc + t % CH;
            xsh[t] = k < pc.K ? mm_x(m0 + i, k) : 0.0;
        }
        barrier();
        [[unroll]] for (uint r = 0; r < NR; r++)
            [[unroll]] for (uint t = 0; t < LU; t++) {
                const uint k0 = kc + (tid + t * WG) * 8u;
                if (n0 + r >= pc.N || k0 >= pc.K) continue;
                float wv[8];
                w_decode(q[r * LU + t], n0 + r, k0, mode, wscale[r], wv);
                [[unroll]] for (int j = 0; j < 8; j++)
                    [[unroll]] for (uint i = 0u; i < uint(ROWS); i++) {
                        const float xv = xsh[i * CH + (tid + t * WG) * 8u + uint(j)];
                        if (IACC) ia[i * NR + r] += int(xv) * int(wv[j]);
                        else fa[i * NR + r] += xv * wv[j];
                    }
            }
    }
    [[unroll]] for (uint i = 0u; i < uint(ROWS) * NR; i++) red[i * WG + tid] = IACC ? uint(ia[i]) : floatBitsToUint(fa[i]);
    barrier();
    for (uint s = WG / 2u; s > 0u; s >>= 1) {
        if (tid < s)
            [[unroll]] for (uint i = 0u; i < uint(ROWS) * NR; i++) {
                const uint a = red[i * WG + tid], b = red[i * WG + tid + s];
                red[i * WG + tid] = IACC ? uint(int(a) + int(b)) : floatBitsToUint(uintBitsToFloat(a) + uintBitsToFloat(b));
            }
        barrier();
    }
    if (tid < rows * NR) {
        const uint i = tid / NR, r = tid % NR, v = red[tid * WG];
        if (n0 + r < pc.N) mm_store(m0 + i, n0 + r, uintBitsToFloat(v), int(v));
    }
}
