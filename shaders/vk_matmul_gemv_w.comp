#version 450
/* Matrix product for one or two rows of x (decode) with q4_0, q8_0, mxfp4
   and int8 (one scale per row or tensor) weights, reading whole rows of w:
   a subgroup streams NR rows at a time from start to end, lane l taking
   units l, l + S, l + 2S, ... of each (S the device's subgroup size; a
   unit is 16 code bytes for int8, one 32-element block otherwise), so that
   one load instruction covers S consecutive units of a row (16 S
   contiguous bytes for int8 and mxfp4). A step holds U units a row, NR x U
   loads issued before any is used; with PIPE the next step's loads are
   issued before the current step's sums. The first step's loads go out
   before x is staged. x lives in shared memory as f32, unit-major
   (element e of unit u of row i at [(i * CE / 4 + e / 4) * XU + u][e % 4])
   so consecutive lanes read consecutive 16 bytes; one read of a unit of x
   serves the NR rows. Codes decode exactly as in vk_matmul_gemv_q (magic
   number 2^23 + c, e2m1 pairs in f16); a block's f32 partial sum is
   scaled once (f16 or E8M0 scale), int8 scales the row's sum. Each output
   ends in one subgroupAdd of the lanes' sums, each lane's in a fixed
   order: deterministic on a given device. */
#extension GL_GOOGLE_include_directive : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"
#include "vk_matmul.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 4) const int ROWS = 1;   /* rows of x (1 or 2) */
layout(constant_id = 5) const uint NR = 2;    /* rows of w a subgroup streams at once */
layout(constant_id = 6) const uint RW = 64;   /* rows of w a workgroup covers, a multiple of NR */
layout(constant_id = 7) const uint XK = 8192; /* elements of K held (>= K, a multiple of 32) */
layout(constant_id = 8) const uint U = 4;     /* units a row a step */
layout(constant_id = 9) const uint PIPE = 0;  /* 1: the next step's loads before this step's sums */
layout(constant_id = 10) const uint QW = 0;   /* q8_0 / q4_0 with 16-byte aligned rows (K % 256 == 0): 16-byte loads */
layout(buffer_reference, std430, buffer_reference_align = 16) buffer GwU4 { uvec4 v; };
layout(buffer_reference, std430, buffer_reference_align = 8) buffer GwU2 { uvec2 v; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer GwU32 { uint v[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer GwU16 { uint16_t v; };

const bool QBLK = KIND == KQ_Q8_0 || KIND == KQ_Q4_0;
const bool MXF4 = KIND == KQ_MX;
const uint CE = KIND == KQ_INT8 ? 16u : 32u; /* elements a unit */
const uint CV = CE / 4u;                      /* vec4 of x a unit */
const uint XU = XK / CE;                      /* units of x held a row */
/* code words a unit: 4 (int8, q4_0, mxfp4), 8 (q8_0) */
const uint NW = KIND == KQ_Q8_0 ? 8u : 4u;
shared vec4 xsh[ROWS * CV * XU];

/* the code words of unit u of row n and its scale (q blocks: the f16 bits;
   mxfp4: the E8M0 byte); rb = the row's first byte of codes */
void load_unit(uint64_t rb, uint n, uint u, out uint c[8], out uint sc) {
    for (uint i = 0u; i < 8u; i++) c[i] = 0u;
    sc = 0u;
    if (QBLK) {
        /* 2-byte aligned blocks of 2 + 4 NW bytes: the 4-byte words around
           the block, the last code word from two 16-bit loads (no word
           reaches past the block's end) */
        const uint bs = 2u + 4u * NW;
        const uint64_t o = rb + uint64_t(u * bs);
        const bool odd = (o & 2ul) != 0ul;
        uint w[9];
        if (QW != 0u) {
            /* the 16-byte chunks that hold the block (2 for q4_0, 3 for
               q8_0; the row starts 16-byte aligned, so they stay within
               it), then its words picked by the block's word offset q */
            const uint q = uint(o >> 2) & 3u, NC = NW == 8u ? 3u : 2u;
            uint W[12], B[10];
            [[unroll]] for (uint i = 0u; i < NC; i++) {
                const uvec4 v = GwU4(pc.w + (o & ~15ul) + uint64_t(16u * i)).v;
                [[unroll]] for (uint e = 0u; e < 4u; e++) W[4u * i + e] = v[e];
            }
            [[unroll]] for (uint j = 0u; j <= NW + 1u; j++) B[j] = (q & 2u) != 0u ? W[j + 2u] : W[j];
            [[unroll]] for (uint j = 0u; j <= NW; j++) w[j] = (q & 1u) != 0u ? B[j + 1u] : B[j];
        } else {
            GwU32 p = GwU32(pc.w + (o & ~3ul));
            [[unroll]] for (uint i = 0u; i < NW; i++) w[i] = p.v[i];
            /* the last code word from two 16-bit loads: no word reaches past the block */
            const uint ha = uint(GwU16(pc.w + o + uint64_t(bs - 4u)).v), hb = uint(GwU16(pc.w + o + uint64_t(bs - 2u)).v);
            w[NW] = odd ? ha | (hb << 16) : hb;
        }
        sc = odd ? w[0] >> 16 : w[0] & 0xFFFFu;
        [[unroll]] for (uint i = 0u; i < NW; i++) c[i] = odd ? w[i + 1u] : (w[i] >> 16) | (w[i + 1u] << 16);
    } else {
        const uvec4 q = GwU4(pc.w + rb + uint64_t(u * 16u)).v;
        [[unroll]] for (uint i = 0u; i < 4u; i++) c[i] = q[i];
        if (MXF4) sc = kq_get8(pc.wsc, uint64_t(n) * uint64_t(pc.K / 32u) + uint64_t(u));
    }
}

/* f32 of the magic number 2^23 + (a byte of w at bit s) */
float mag8(uint w, uint s) { return uintBitsToFloat(0x4B000000u | ((w >> s) & 0xFFu)); }

/* sum over the unit's elements of x * code value (mxfp4: times 2^-14, the
   f16 placement's factor) */
float unit_dot(uint c[8], vec4 xb[8]) {
    float s0 = 0.0, s1 = 0.0;
    if (KIND == KQ_Q4_0) { /* byte j: element j (low nibble), j + 16 (high) */
        [[unroll]] for (uint i = 0u; i < 4u; i++) {
            const uint lo = c[i] & 0x0F0F0F0Fu, hi = (c[i] >> 4) & 0x0F0F0F0Fu;
            [[unroll]] for (uint j = 0u; j < 4u; j++) {
                s0 = fma(xb[i][j], mag8(lo, 8u * j) - 8388616.0, s0);
                s1 = fma(xb[4u + i][j], mag8(hi, 8u * j) - 8388616.0, s1);
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
    } else { /* q8_0, int8: signed bytes, c ^ 0x80 is c + 128 */
        [[unroll]] for (uint i = 0u; i < NW; i++) {
            const uint u = c[i] ^ 0x80808080u;
            [[unroll]] for (uint j = 0u; j < 4u; j += 2u) {
                s0 = fma(xb[i][j], mag8(u, 8u * j) - 8388736.0, s0);
                s1 = fma(xb[i][j + 1u], mag8(u, 8u * j + 8u) - 8388736.0, s1);
            }
        }
    }
    return s0 + s1;
}

/* the unit's sum times its scale */
float unit_scaled(float s, uint sc) {
    if (QBLK) return s * unpackHalf2x16(sc).x;
    if (MXF4) { /* 2^14 (f16 placement) times 2^(E - 127); E = 0 as one normal power of two, 255 is NaN */
        if (sc == 0xFFu) return uintBitsToFloat(KQ_QNAN);
        return sc == 0u ? s * uintBitsToFloat(14u << 23) : (s * 16384.0) * uintBitsToFloat(sc << 23);
    }
    return s;
}

/* bytes of codes a row, and where row n's codes start */
uint64_t row_bytes() { return QBLK ? uint64_t(pc.K / 32u) * uint64_t(2u + 4u * NW) : MXF4 ? uint64_t(pc.K / 2u) : uint64_t(pc.K); }

void main() {
    const uint tid = gl_LocalInvocationID.x, WG = gl_WorkGroupSize.x, NU = pc.K / CE;
    const uint nbase = (gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x) * RW, m0 = gl_WorkGroupID.z * uint(ROWS);
    if (nbase >= pc.N) return; /* the grid's last groups: the whole group leaves */
    const uint rows = min(pc.M - m0, uint(ROWS));
    const uint S = gl_SubgroupSize, lane = gl_SubgroupInvocationID, sid = gl_SubgroupID, NSG = gl_NumSubgroups;
    const uint SU = U * S, NS = (NU + SU - 1u) / SU; /* units a step, steps a row */
    /* row groups of NR in this workgroup; this subgroup takes sid, sid + NSG, ... */
    const uint gmax = min(RW / NR, (pc.N - nbase + NR - 1u) / NR);
    const uint T = sid < gmax ? ((gmax - 1u - sid) / NSG + 1u) * NS : 0u;
    const uint64_t RB = row_bytes();

    uint c[NR][U][8], sc[NR][U];
    uint t = 0u;
    /* the loads of step t_ into C_, SC_: row group sid + (t_ / NS) NSG, units (t_ % NS) SU + j S + lane
       (past the row's end: its last unit again, not summed) */
#define LOAD_STEP(t_, C_, SC_)                                                                                \
    {                                                                                                         \
        const uint n0_ = nbase + (sid + ((t_) / NS) * NSG) * NR, u0_ = ((t_) % NS) * SU + lane;                \
        [[unroll]] for (uint r = 0u; r < NR; r++) {                                                           \
            const uint n_ = min(n0_ + r, pc.N - 1u);                                                          \
            [[unroll]] for (uint j = 0u; j < U; j++)                                                          \
                load_unit(uint64_t(n_) * RB, n_, min(u0_ + j * S, NU - 1u), C_[r][j], SC_[r][j]);             \
        }                                                                                                     \
    }
    if (T > 0u) LOAD_STEP(0u, c, sc);

    if ((pc.flags & KT_VK_MM_XVEC) != 0u) { /* 4 elements a load */
        const uint XDT = pc.dts >> 8, K4 = pc.K / 4u;
        for (uint q = tid; q < uint(ROWS) * K4; q += WG) {
            const uint i = q / K4, k = (q % K4) * 4u;
            vec4 v = vec4(0.0);
            if (i < rows) {
                const uint64_t e = mm_xe(m0 + i, k);
                if (XDT == 0u) v = uintBitsToFloat(GwU4(pc.x + e * 4ul).v);
                else {
                    const uvec2 h = GwU2(pc.x + e * 2ul).v;
                    const uvec4 b = uvec4(h.x & 0xFFFFu, h.x >> 16, h.y & 0xFFFFu, h.y >> 16);
                    for (uint j = 0u; j < 4u; j++) v[j] = uintBitsToFloat(XDT == 1u ? kt_f16_bits(b[j]) : kt_bf16_bits(b[j]));
                }
            }
            xsh[(i * CV + (k % CE) / 4u) * XU + k / CE] = v;
        }
    } else {
        for (uint q = tid; q < uint(ROWS) * pc.K; q += WG) {
            const uint i = q / pc.K, k = q % pc.K;
            xsh[(i * CV + (k % CE) / 4u) * XU + k / CE][k & 3u] = i < rows ? mm_x(m0 + i, k) : 0.0;
        }
    }
    barrier();

    float acc[ROWS * NR];
    [[unroll]] for (uint i = 0u; i < uint(ROWS) * NR; i++) acc[i] = 0.0;
    for (; t < T; t++) {
        uint cn[NR][U][8], sn[NR][U];
        if (PIPE != 0u && t + 1u < T) LOAD_STEP(t + 1u, cn, sn); /* the next step's loads first */
        const uint u0 = (t % NS) * SU + lane;
        [[unroll]] for (uint j = 0u; j < U; j++) {
            const uint u = u0 + j * S;
            if (u < NU) {
                [[unroll]] for (int i = 0; i < ROWS; i++) {
                    vec4 xb[8];
                    [[unroll]] for (uint v = 0u; v < 8u; v++) xb[v] = v < CV ? xsh[(uint(i) * CV + v) * XU + u] : vec4(0.0);
                    [[unroll]] for (uint r = 0u; r < NR; r++) acc[uint(i) * NR + r] += unit_scaled(unit_dot(c[r][j], xb), sc[r][j]);
                }
            }
        }
        if (t % NS == NS - 1u) { /* the row group's last step: its outputs */
            const uint n0 = nbase + (sid + (t / NS) * NSG) * NR;
            [[unroll]] for (uint i = 0u; i < uint(ROWS); i++)
                [[unroll]] for (uint r = 0u; r < NR; r++) {
                    float s = subgroupAdd(acc[i * NR + r]);
                    acc[i * NR + r] = 0.0;
                    if (KIND == KQ_INT8) { /* the row's scale */
                        const uint n = min(n0 + r, pc.N - 1u);
                        const uint ws = KqU32(pc.wsc + (pc.gran == 1u ? uint64_t(n) * 4ul : 0ul)).v[0];
                        s = uintBitsToFloat(kq_mul(floatBitsToUint(s), ws));
                    }
                    if (subgroupElect() && i < rows && n0 + r < pc.N) mm_store(m0 + i, n0 + r, s, 0);
                }
        }
        if (PIPE != 0u) {
            if (t + 1u < T) {
                [[unroll]] for (uint r = 0u; r < NR; r++)
                    [[unroll]] for (uint j = 0u; j < U; j++) {
                        c[r][j] = cn[r][j];
                        sc[r][j] = sn[r][j];
                    }
            }
        } else if (t + 1u < T) LOAD_STEP(t + 1u, c, sc);
    }
}
