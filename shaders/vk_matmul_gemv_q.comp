#version 450
/* Matrix product for one or two rows of x (decode) with q4_0, q8_0, mxfp4
   and int8 / fp8 (one scale per row or tensor) weights, as a bandwidth
   kernel. x is staged whole in shared memory as f32 (4 elements a load
   where its rows allow; ROWS rows of XK
   elements, K % 32 == 0), laid out so that the 16-byte reads of
   consecutive 32-element blocks by consecutive lanes fall in different
   banks. Each subgroup takes NR rows of w at a time (RW rows a workgroup,
   subgroups taking turns, so no subgroup size is assumed); lane l takes
   blocks l, l + S, ... of those rows: its codes as whole words (mxfp4 16
   bytes, int8 / fp8 2 x 16 bytes; q8_0 / q4_0 blocks, 2-byte aligned, as
   4-byte words from the block's word and two 16-bit loads for the last
   code word), every row's loads issued before any is used, then one read
   of the x block serves the NR rows. Codes are decoded exactly by bit
   operations: q4_0, q8_0, int8 into the magic number 2^23 + c (one f32
   subtraction gives c; q4_0 with DEC, two codes at once as the f16 pair
   1024 + c by one mask, widened by unpackHalf2x16, then less 1032); e2m1,
   e4m3, e5m2 by placing their bits in f16
   pairs (unpackHalf2x16, exact), with the power of two this leaves folded
   into the block or row scale. Each block's products are summed in f32,
   then times its scale (f16 for q8_0 / q4_0, E8M0 for mxfp4) added to the
   row's f32 sum; int8 / fp8 scale the row's sum once. Per output one
   subgroupAdd: a fixed order on a given device.
   IDOT (module matmul_gemv_qi; q4_0, q8_0, int8): x is staged as three
   signed-byte terms a 32-element block under a power of two (below; 8
   elements an invocation, 4 invocations a block), and a
   block's products are packed 4 x 8-bit integer dot products (three a
   word of 4 codes: signed x signed for q8_0 / int8, signed x unsigned nibbles for
   q4_0, whose offset 8 is taken once a block from the block's sum of x),
   exact in int32; the three terms' sums meet in one
   f32 FMA, times the block's power of two and scale. */
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#ifndef IDOT
#define IDOT 0
#endif
#if IDOT
/* x as three int8 terms a block, products by packed 4 x 8-bit integer dot
   products (SPV_KHR_integer_dot_product): q4_0, q8_0 and int8 weights */
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4450) int kt_sdot4(uint a, uint b, spirv_literal int fmt);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6019, 6018], id = 4452) int kt_sudot4(uint a, uint b, spirv_literal int fmt);
#endif
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 4) const int ROWS = 1;    /* rows of x (1 or 2) */
layout(constant_id = 5) const uint NR = 4;     /* rows of w a subgroup streams at once */
layout(constant_id = 6) const uint RW = 32;    /* rows of w a workgroup covers, a multiple of NR */
layout(constant_id = 7) const uint XK = 8192;  /* elements of K held (>= K, a multiple of 32) */
layout(constant_id = 8) const uint DEC = 0;    /* 1: q4_0 codes as f16 pairs 1024 + c (one mask a pair) */
layout(buffer_reference, std430, buffer_reference_align = 16) buffer GqU4 { uvec4 v; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer GqU2 { uvec2 v; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer GqU32 { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer GqU16 { uint16_t v; };

const uint XB = XK / 32u; /* blocks of x held */
#if IDOT
/* block b of row i: v = round(x 2^(21 - e)) (e: the exponent of the
   block's largest |x|, at least -105; |v| <= 2^22) as v = 65536 h + 256 m +
   l, each term a signed byte; term p's bytes of elements 16 j .. 16 j + 15
   at xq[((i * 3 + p) * 2 + j) * XB + b]; 2^(e - 21) at xsc[i * XB + b]
   (NaN where the block holds Inf or NaN: its products are then f32, of x
   read again from memory), the sum of v at xsum[i * XB + b]. v is exact
   for a bf16 element within 2^14 of its block's largest (f16: 2^11), else
   rounded by at most 2^-22 of the largest. */
shared uvec4 xq[ROWS * 6 * XB];
shared float xsc[ROWS * XB];
shared int xsum[ROWS * XB];
#else
shared vec4 xsh[ROWS * 8 * XB]; /* element k of row i at [(i * 8 + (k % 32) / 4) * XB + k / 32][k % 4] */
#endif

const bool QBLK = KIND == KQ_Q8_0 || KIND == KQ_Q4_0;
const bool MXF4 = KIND == KQ_MX;
const bool E4M3 = KIND == KQ_FP8 && ELEM == KQ_E_E4M3;
const bool E5M2 = KIND == KQ_FP8 && ELEM == KQ_E_E5M2;
/* code words of a block a row: 4 (q4_0, mxfp4), 8 (q8_0, int8, fp8) */
const uint NW = KIND == KQ_Q4_0 || MXF4 ? 4u : 8u;

/* the code words of block b of row n, and its scale (q blocks: the f16 bits; mxfp4: the E8M0 byte) */
void load_block(uint n, uint b, uint NB, out uint c[8], out uint sc) {
    for (uint i = 0u; i < 8u; i++) c[i] = 0u;
    sc = 0u;
    if (QBLK) {
        /* blocks of 2 + 4 NW bytes start 2-byte aligned: the 4-byte words
           around the block, the last code word from two 16-bit loads (the
           words never reach past the block's end) */
        const uint bs = 2u + 4u * NW;
        const uint64_t o = (uint64_t(n) * uint64_t(NB) + uint64_t(b)) * uint64_t(bs);
        const bool odd = (o & 2ul) != 0ul;
        GqU32 p = GqU32(pc.w + (o & ~3ul));
        uint w[8];
        [[unroll]] for (uint i = 0u; i < NW; i++) w[i] = p.v[i];
        const uint ha = uint(GqU16(pc.w + o + uint64_t(bs - 4u)).v), hb = uint(GqU16(pc.w + o + uint64_t(bs - 2u)).v);
        sc = odd ? w[0] >> 16 : w[0] & 0xFFFFu;
        [[unroll]] for (uint i = 0u; i + 1u < NW; i++) c[i] = odd ? w[i + 1u] : (w[i] >> 16) | (w[i + 1u] << 16);
        c[NW - 1u] = ha | (hb << 16);
    } else if (MXF4) {
        const uvec4 q = GqU4(pc.w + (uint64_t(n) * uint64_t(pc.K) + uint64_t(b) * 32ul) / 2ul).v;
        [[unroll]] for (uint i = 0u; i < 4u; i++) c[i] = q[i];
        sc = kq_get8(pc.wsc, uint64_t(n) * uint64_t(NB) + uint64_t(b));
    } else {
        const uint64_t a = pc.w + uint64_t(n) * uint64_t(pc.K) + uint64_t(b) * 32ul;
        const uvec4 q0 = GqU4(a).v, q1 = GqU4(a + 16ul).v;
        [[unroll]] for (uint i = 0u; i < 4u; i++) {
            c[i] = q0[i];
            c[i + 4u] = q1[i];
        }
    }
}

/* f32 of the magic number 2^23 + (a byte of w at bit s) */
float mag8(uint w, uint s) { return uintBitsToFloat(0x4B000000u | ((w >> s) & 0xFFu)); }

/* sum over the block's 32 elements of x * code value (mxfp4 / e4m3: times
   2^-14 / 2^-8, the f16 placement's factor) */
float block_dot(uint c[8], vec4 xb[8]) {
    float s0 = 0.0, s1 = 0.0;
    if (DEC != 0u && KIND == KQ_Q4_0) { /* nibbles (j, j + 2) of a byte pair as f16 1024 + c: exact, then - 1032 */
        [[unroll]] for (uint i = 0u; i < 4u; i++) {
            const vec2 a = unpackHalf2x16((c[i] & 0x000F000Fu) | 0x64006400u) - 1032.0;
            const vec2 b = unpackHalf2x16(((c[i] >> 8) & 0x000F000Fu) | 0x64006400u) - 1032.0;
            const vec2 e = unpackHalf2x16(((c[i] >> 4) & 0x000F000Fu) | 0x64006400u) - 1032.0;
            const vec2 f = unpackHalf2x16(((c[i] >> 12) & 0x000F000Fu) | 0x64006400u) - 1032.0;
            s0 = fma(xb[i][0], a.x, s0);
            s1 = fma(xb[i][2], a.y, s1);
            s0 = fma(xb[i][1], b.x, s0);
            s1 = fma(xb[i][3], b.y, s1);
            s0 = fma(xb[4u + i][0], e.x, s0);
            s1 = fma(xb[4u + i][2], e.y, s1);
            s0 = fma(xb[4u + i][1], f.x, s0);
            s1 = fma(xb[4u + i][3], f.y, s1);
        }
    } else if (KIND == KQ_Q4_0) { /* byte j: element j (low nibble), j + 16 (high) */
        [[unroll]] for (uint i = 0u; i < 4u; i++) {
            const uint lo = c[i] & 0x0F0F0F0Fu, hi = (c[i] >> 4) & 0x0F0F0F0Fu;
            [[unroll]] for (uint j = 0u; j < 4u; j++) {
                s0 = fma(xb[i][j], mag8(lo, 8u * j) - 8388616.0, s0);
                s1 = fma(xb[4u + i][j], mag8(hi, 8u * j) - 8388616.0, s1);
            }
        }
    } else if (KIND == KQ_Q8_0 || KIND == KQ_INT8) { /* signed bytes: c ^ 0x80 is c + 128 */
        [[unroll]] for (uint i = 0u; i < 8u; i++) {
            const uint u = c[i] ^ 0x80808080u;
            [[unroll]] for (uint j = 0u; j < 4u; j += 2u) {
                s0 = fma(xb[i][j], mag8(u, 8u * j) - 8388736.0, s0);
                s1 = fma(xb[i][j + 1u], mag8(u, 8u * j + 8u) - 8388736.0, s1);
            }
        }
    } else if (MXF4) { /* nibble i of word W: element 8 W + i; the pair (i, i + 4) as one f16 pair */
        [[unroll]] for (uint W = 0u; W < 4u; W++)
            [[unroll]] for (uint i = 0u; i < 4u; i++) {
                const uint t = c[W] >> (4u * i);
                const vec2 v = unpackHalf2x16(((t << 9) & 0x0E000E00u) | ((t << 12) & 0x80008000u));
                s0 = fma(xb[2u * W][i], v.x, s0);
                s1 = fma(xb[2u * W + 1u][i], v.y, s1);
            }
    } else { /* fp8: bytes (0, 2) and (1, 3) of a word as f16 pairs */
        [[unroll]] for (uint i = 0u; i < 8u; i++) {
            const uint w = c[i];
            const uint h02 = E5M2 ? (w << 8) & 0xFF00FF00u : ((w << 8) & 0x80008000u) | ((w << 7) & 0x3F803F80u);
            const uint h13 = E5M2 ? w & 0xFF00FF00u : (w & 0x80008000u) | ((w >> 1) & 0x3F803F80u);
            const vec2 a = unpackHalf2x16(h02), d = unpackHalf2x16(h13);
            s0 = fma(xb[i][0], a.x, s0);
            s0 = fma(xb[i][2], a.y, s0);
            s1 = fma(xb[i][1], d.x, s1);
            s1 = fma(xb[i][3], d.y, s1);
        }
    }
    return s0 + s1;
}

/* the block's sum times its scale */
float block_scaled(float s, uint sc) {
    if (QBLK) return s * unpackHalf2x16(sc).x;
    if (MXF4) { /* 2^14 (f16 placement) times 2^(E - 127); E = 0 as one normal power of two, 255 is NaN */
        if (sc == 0xFFu) return uintBitsToFloat(KQ_QNAN);
        return sc == 0u ? s * uintBitsToFloat(14u << 23) : (s * 16384.0) * uintBitsToFloat(sc << 23);
    }
    return s;
}

#if IDOT
/* a block's codes as signed (q4_0: unsigned) bytes of elements 4 j .. 4 j + 3 in word j */
void code_bytes(uint c[8], out uint u[8]) {
    /* q4_0: byte k of word j holds element 4 j + k (low nibble), 16 + 4 j + k (high) */
    [[unroll]] for (uint j = 0u; j < 8u; j++)
        u[j] = KIND != KQ_Q4_0 ? c[j] : j < 4u ? c[j] & 0x0F0F0F0Fu : (c[j - 4u] >> 4) & 0x0F0F0F0Fu;
}

/* the sum over a block of one term of x (elements 0-15 in xa, 16-31 in xb) times the code bytes */
int term_dot(uvec4 xa, uvec4 xb, uint u[8]) {
    int s = 0;
    [[unroll]] for (uint j = 0u; j < 4u; j++) {
        if (KIND == KQ_Q4_0) s += kt_sudot4(xa[j], u[j], 0) + kt_sudot4(xb[j], u[4u + j], 0);
        else s += kt_sdot4(xa[j], u[j], 0) + kt_sdot4(xb[j], u[4u + j], 0);
    }
    return s;
}
#endif

void main() {
    const uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x, NB = pc.K / 32u;
    const uint nbase = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * RW, m0 = gl_WorkGroupID.z * uint(ROWS);
    if (nbase >= pc.N) return; /* the grid's last groups: the whole group leaves */
    const uint rows = min(pc.M - m0, uint(ROWS));
    const uint K8 = pc.K / 8u, K4 = pc.K / 4u;
#if IDOT
    /* 8 elements an invocation (K / 8 a row, the second row of x after the first: no division), 4 consecutive
       invocations (one subgroup) a block */
    for (uint t = tid; t < uint(ROWS) * K8; t += WG) {
        const uint i = ROWS > 1 && t >= K8 ? 1u : 0u, k = (t - i * K8) * 8u, b = k / 32u, q = (k & 31u) / 8u;
        vec4 v[2] = vec4[2](vec4(0.0), vec4(0.0));
        if (i < rows) {
            if ((pc.flags & KT_VK_MM_XVEC) == 0u) {
                for (uint j = 0u; j < 8u; j++) v[j / 4u][j & 3u] = mm_x(m0 + i, k + j);
            } else {
                const uint XDT = pc.dts >> 8;
                const uint64_t e = mm_xe(m0 + i, k);
                if (XDT == 0u) {
                    v[0] = uintBitsToFloat(GqU4(pc.x + e * 4ul).v);
                    v[1] = uintBitsToFloat(GqU4(pc.x + e * 4ul + 16ul).v);
                } else {
                    const uvec2 h0 = GqU2(pc.x + e * 2ul).v, h1 = GqU2(pc.x + e * 2ul + 8ul).v;
                    const uvec4 g = uvec4(h0, h1);
                    [[unroll]] for (uint j = 0u; j < 4u; j++) {
                        v[j / 2u][2u * (j & 1u)] = uintBitsToFloat(XDT == 1u ? kt_f16_bits(g[j] & 0xFFFFu) : g[j] << 16);
                        v[j / 2u][2u * (j & 1u) + 1u] = uintBitsToFloat(XDT == 1u ? kt_f16_bits(g[j] >> 16) : g[j] & 0xFFFF0000u);
                    }
                }
            }
        }
        uint mx = 0u;
        [[unroll]] for (uint j = 0u; j < 8u; j++) mx = max(mx, floatBitsToUint(v[j / 4u][j & 3u]) & 0x7FFFFFFFu);
        mx = max(mx, subgroupShuffleXor(mx, 1u));
        mx = max(mx, subgroupShuffleXor(mx, 2u));
        const int e = max(int(mx >> 23) - 127, -105);
        const float f = uintBitsToFloat(uint(148 - e) << 23); /* 2^(21 - e) */
        /* fma(x, f, 1.5 2^23) is 1.5 2^23 + v (|x f| < 2^22: one rounding to an integer), its bits 0x4B400000 + v;
           u = v + 0x808080 in [2^22, 3 2^22]: byte p of u less 128 (byte xor 0x80) is term p */
        uvec4 u[2];
        [[unroll]] for (uint j = 0u; j < 8u; j++)
            u[j / 4u][j & 3u] = mx >= 0x7F800000u ? 0x808080u : floatBitsToUint(fma(v[j / 4u][j & 3u], f, 12582912.0)) - 0x4ABF7F80u;
        int vs = int(u[0].x + u[0].y + u[0].z + u[0].w + u[1].x + u[1].y + u[1].z + u[1].w) - 8 * 0x808080;
        vs += subgroupShuffleXor(vs, 1u);
        vs += subgroupShuffleXor(vs, 2u);
        /* words 2 q and 2 q + 1 of the block's terms: half q / 2 of the 32 elements, components 2 (q & 1) and one more */
        [[unroll]] for (uint h = 0u; h < 2u; h++) {
            const uvec4 w = u[h];
            const uint t0 = ((w.x & 255u) | ((w.y & 255u) << 8) | ((w.z & 255u) << 16) | (w.w << 24)) ^ 0x80808080u;
            const uint t1 = (((w.x >> 8) & 255u) | (w.y & 0xFF00u) | ((w.z & 0xFF00u) << 8) | (w.w << 16 & 0xFF000000u)) ^ 0x80808080u;
            const uint t2 = ((w.x >> 16) | ((w.y >> 8) & 0xFF00u) | (w.z & 0xFF0000u) | (w.w << 8 & 0xFF000000u)) ^ 0x80808080u;
            const uint c = 2u * (q & 1u) + h;
            xq[((i * 3u + 0u) * 2u + q / 2u) * XB + b][c] = t0;
            xq[((i * 3u + 1u) * 2u + q / 2u) * XB + b][c] = t1;
            xq[((i * 3u + 2u) * 2u + q / 2u) * XB + b][c] = t2;
        }
        if (q == 0u) {
            xsc[i * XB + b] = mx >= 0x7F800000u ? uintBitsToFloat(KQ_QNAN) : uintBitsToFloat(uint(106 + e) << 23);
            xsum[i * XB + b] = vs;
        }
    }
#else
    if ((pc.flags & KT_VK_MM_XVEC) != 0u) { /* 4 elements a load (K / 4 a row, the second row after the first: no division) */
        const uint XDT = pc.dts >> 8;
        for (uint t = tid; t < uint(ROWS) * K4; t += WG) {
            const uint i = ROWS > 1 && t >= K4 ? 1u : 0u, k = (t - i * K4) * 4u;
            vec4 v = vec4(0.0);
            if (i < rows) {
                const uint64_t e = mm_xe(m0 + i, k);
                if (XDT == 0u) v = uintBitsToFloat(GqU4(pc.x + e * 4ul).v);
                else {
                    const uvec2 h = GqU2(pc.x + e * 2ul).v;
                    const uvec4 q = uvec4(h.x & 0xFFFFu, h.x >> 16, h.y & 0xFFFFu, h.y >> 16);
                    for (uint j = 0u; j < 4u; j++) v[j] = uintBitsToFloat(XDT == 1u ? kt_f16_bits(q[j]) : kt_bf16_bits(q[j]));
                }
            }
            xsh[(i * 8u + (k & 31u) / 4u) * XB + k / 32u] = v;
        }
    } else {
        for (uint t = tid; t < uint(ROWS) * pc.K; t += WG) {
            const uint i = ROWS > 1 && t >= pc.K ? 1u : 0u, k = t - i * pc.K;
            xsh[(i * 8u + (k & 31u) / 4u) * XB + k / 32u][k & 3u] = i < rows ? mm_x(m0 + i, k) : 0.0;
        }
    }
#endif
    barrier();
    const uint S = gl_SubgroupSize, lane = gl_SubgroupInvocationID;
    for (uint g = gl_SubgroupID; g * NR < RW; g += gl_NumSubgroups) {
        const uint n0 = nbase + g * NR;
        if (n0 >= pc.N) break;
        float acc[NR * ROWS];
        [[unroll]] for (uint i = 0u; i < NR * uint(ROWS); i++) acc[i] = 0.0;
#if IDOT
        uint c[NR][8], sc[NR];
        for (uint b = lane; b < NB; b += S) {
            [[unroll]] for (uint r = 0u; r < NR; r++) load_block(min(n0 + r, pc.N - 1u), b, NB, c[r], sc[r]);
            [[unroll]] for (int i = 0; i < ROWS; i++) {
                const float xs = xsc[uint(i) * XB + b];
                const int xo = KIND == KQ_Q4_0 ? 8 * xsum[uint(i) * XB + b] : 0; /* q4_0: codes c + 8 */
                if (isnan(xs)) { /* the block holds Inf or NaN: f32 products of x read again, as the f32 form (codes loaded again) */
                    vec4 xg[8];
                    for (uint j = 0u; j < 32u; j++) xg[j / 4u][j & 3u] = mm_x(m0 + uint(i), b * 32u + j);
                    [[unroll]] for (uint r = 0u; r < NR; r++) {
                        uint cr[8], sr;
                        load_block(min(n0 + r, pc.N - 1u), b, NB, cr, sr);
                        acc[uint(i) * NR + r] += block_scaled(block_dot(cr, xg), sr);
                    }
                    continue;
                }
                int d[NR][3];
                [[unroll]] for (uint r = 0u; r < NR; r++) { /* a row at a time */
                    uint u[8];
                    code_bytes(c[r], u);
                    [[unroll]] for (uint p = 0u; p < 3u; p++)
                        d[r][p] = term_dot(xq[((uint(i) * 3u + p) * 2u) * XB + b], xq[((uint(i) * 3u + p) * 2u + 1u) * XB + b], u);
                }
                [[unroll]] for (uint r = 0u; r < NR; r++) {
                    /* |l and m terms| < 2^28, |8 sum v| < 2^30: exact in int; the h term times 2^16 in f32 */
                    const float t = fma(float(d[r][2]), 65536.0, float(d[r][0] + 256 * d[r][1] - xo)) * xs;
                    acc[uint(i) * NR + r] += QBLK ? t * unpackHalf2x16(sc[r]).x : t;
                }
            }
        }
#else
        uint c[NR][8], sc[NR];
        for (uint b = lane; b < NB; b += S) {
            [[unroll]] for (uint r = 0u; r < NR; r++) load_block(min(n0 + r, pc.N - 1u), b, NB, c[r], sc[r]);
            [[unroll]] for (int i = 0; i < ROWS; i++) {
                vec4 xb[8];
                [[unroll]] for (uint j = 0u; j < 8u; j++) xb[j] = xsh[(uint(i) * 8u + j) * XB + b];
                [[unroll]] for (uint r = 0u; r < NR; r++) acc[uint(i) * NR + r] += block_scaled(block_dot(c[r], xb), sc[r]);
            }
        }
#endif
        [[unroll]] for (uint i = 0u; i < uint(ROWS); i++)
            [[unroll]] for (uint r = 0u; r < NR; r++) {
                float s = subgroupAdd(acc[i * NR + r]);
                if (KIND == KQ_FP8 || KIND == KQ_INT8) { /* the row's scale; e4m3: 2^8 (f16 placement) first */
                    const uint n = min(n0 + r, pc.N - 1u);
                    const uint ws = KqU32(pc.wsc + (pc.gran == 1u ? uint64_t(n) * 4ul : 0ul)).v[0];
                    s = uintBitsToFloat(kq_mul(floatBitsToUint(E4M3 ? s * 256.0 : s), ws));
                }
                if (subgroupElect() && i < rows && n0 + r < pc.N) mm_store(m0 + i, n0 + r, s, 0);
            }
    }
}
