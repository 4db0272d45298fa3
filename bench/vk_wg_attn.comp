#version 450
/* bench/vk_wg_attn.c's kernel: flash forward (non-causal, nq = nk = n, [bh, n, D] contiguous) on workgroup-scope
   cooperative matrices (VK_NV_cooperative_matrix2). One workgroup of NINV invocations serves BR query rows; K and V
   tiles of BC keys are staged in shared memory by the kernel (16-byte chunks, rows padded by 16 bytes, the next tile
   in registers while the matrix units work). S = Q K^T, P and O are workgroup-scope matrices; the row maxima and the
   final row sums come from OpCooperativeMatrixReduceNV, written here as a store into a marker array followed by a
   load from it (shaders/spv_coop_khr.c: arrays sized by the spec constants 1010 (max) and 1011 (sum)). The maxima are
   kept broadcast over S's layout (elementwise), the rescale factor broadcast to O's by one more row reduction.
   O is NO matrices of BR x OC columns. Scope tags: 1002 (A), 1003 (B), 1004 (accumulator).
   NINV, BR, BC, D, OC: -D defines (uint literals); RESC=0 drops the O rescale (a diagnostic: wrong results). */
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_NV_cooperative_matrix : require
#ifndef RESC
#define RESC 1
#endif
#ifndef LAZY
#define LAZY 0
#endif
layout(local_size_x = NINV) in;
layout(constant_id = 1002) const int WA = 3;
layout(constant_id = 1003) const int WB = 3;
layout(constant_id = 1004) const int WC = 3;
layout(constant_id = 1010) const uint RED_MAX = 1u;
layout(constant_id = 1011) const uint RED_SUM = 1u;
layout(set = 0, binding = 0) readonly buffer BQ { uvec4 q[]; };
layout(set = 0, binding = 1) readonly buffer BK { uvec4 k[]; };
layout(set = 0, binding = 2) readonly buffer BV { uvec4 v[]; };
layout(set = 0, binding = 3) writeonly buffer BO { float o[]; };
layout(push_constant) uniform P { uint n; float scale; } pc;
const uint D8 = D / 8u, RD = D8 + 1u, TILE = BC * RD, PER = BC * D8 / NINV, NO = D / OC;
shared uvec4 sm[2u * TILE > BR * RD ? 2u * TILE : BR * RD];
shared float red_max[RED_MAX];
shared float red_sum[RED_SUM];
shared uint lazy[2];
uvec4 pre[PER];
void fetch(uint base, uint j0, uint tid, bool isv) {
    [[unroll]] for (uint i = 0u; i < PER; i++) {
        const uint c = tid + i * NINV;
        pre[i] = isv ? v[base + (j0 + c / D8) * D8 + c % D8] : k[base + (j0 + c / D8) * D8 + c % D8];
    }
}
void put(uint at, uint tid) {
    [[unroll]] for (uint i = 0u; i < PER; i++) { const uint c = tid + i * NINV; sm[at + (c / D8) * RD + c % D8] = pre[i]; }
}
void main() {
    const uint tid = gl_LocalInvocationID.x, bh = gl_WorkGroupID.y, r0 = gl_WorkGroupID.x * BR, n = pc.n;
    const uint base = bh * n * D8;
    const float k2 = pc.scale * 1.4426950408889634;
    [[unroll]] for (uint i = 0u; i < BR * D8 / NINV; i++) {
        const uint c = tid + i * NINV;
        sm[(c / D8) * RD + c % D8] = q[base + (r0 + c / D8) * D8 + c % D8];
    }
    barrier();
    fcoopmatNV<16, WA, BR, D> qm;
    coopMatLoadNV(qm, sm, 0u, RD, false);
    barrier();
    fcoopmatNV<32, WC, BR, BC> m = fcoopmatNV<32, WC, BR, BC>(-1.0 / 0.0), l = fcoopmatNV<32, WC, BR, BC>(0.0);
    fcoopmatNV<32, WC, BR, OC> acc[NO];
    [[unroll]] for (uint c = 0u; c < NO; c++) acc[c] = fcoopmatNV<32, WC, BR, OC>(0.0);
    if (tid == 0u) lazy[1] = 0u;
    fetch(base, 0u, tid, false);
    put(0u, tid);
    fetch(base, 0u, tid, true);
    barrier();
    for (uint j0 = 0u; j0 < n; j0 += BC) {
        const bool next = j0 + BC < n;
        fcoopmatNV<16, WB, D, BC> kt;
        coopMatLoadNV(kt, sm, 0u, RD, true);
        fcoopmatNV<32, WC, BR, BC> s = fcoopmatNV<32, WC, BR, BC>(0.0);
        s = coopMatMulAddNV(qm, kt, s);
        put(TILE, tid); /* v: its buffer was last read before the previous barrier */
        if (next) fetch(base, j0 + BC, tid, false);
#if LAZY
        /* the maxima move only where a score passes its row's by more than 2^8 (so p <= 256): a workgroup's vote */
        const uint par = (j0 / BC) & 1u;
        bool over = j0 == 0u;
        [[unroll]] for (int i = 0; i < s.length(); i++) over = over || s[i] * k2 > m[i] + 8.0;
        if (over) lazy[par] = 1u;
        if (tid == 0u) lazy[par ^ 1u] = 0u; /* last read before the previous barrier */
        barrier(); /* v staged; every subgroup is done with k; the vote */
        if (lazy[par] != 0u) {
            fcoopmatNV<32, WC, BR, BC> t, al;
            coopMatStoreNV(s, red_max, 0u, 0u, false);
            coopMatLoadNV(t, red_max, 0u, 0u, false);
            [[unroll]] for (int i = 0; i < s.length(); i++) {
                const float mn = max(m[i], t[i] * k2);
                al[i] = exp2(m[i] - mn);
                l[i] *= al[i];
                m[i] = mn;
            }
            if (j0 != 0u) {
                fcoopmatNV<32, WC, BR, OC> ao;
                coopMatStoreNV(al, red_max, 0u, 0u, false);
                coopMatLoadNV(ao, red_max, 0u, 0u, false);
                [[unroll]] for (uint c = 0u; c < NO; c++)
                    [[unroll]] for (int i = 0; i < ao.length(); i++) acc[c][i] *= ao[i];
            }
        }
        [[unroll]] for (int i = 0; i < s.length(); i++) {
            const float p = exp2(s[i] * k2 - m[i]);
            s[i] = p;
            l[i] += p;
        }
        const fcoopmatNV<16, WA, BR, BC> pm = fcoopmatNV<16, WA, BR, BC>(s);
#else
        fcoopmatNV<32, WC, BR, BC> t;
        coopMatStoreNV(s, red_max, 0u, 0u, false);
        coopMatLoadNV(t, red_max, 0u, 0u, false); /* t: each row's maximum over its row */
        fcoopmatNV<32, WC, BR, BC> al;
        [[unroll]] for (int i = 0; i < s.length(); i++) {
            const float mn = max(m[i], t[i] * k2);
            al[i] = exp2(m[i] - mn);
            const float p = exp2(s[i] * k2 - mn);
            s[i] = p;
            l[i] = l[i] * al[i] + p;
            m[i] = mn;
        }
#if RESC
        fcoopmatNV<32, WC, BR, OC> ao;
        coopMatStoreNV(al, red_max, 0u, 0u, false);
        coopMatLoadNV(ao, red_max, 0u, 0u, false); /* the factor over O's columns */
        [[unroll]] for (uint c = 0u; c < NO; c++)
            [[unroll]] for (int i = 0; i < ao.length(); i++) acc[c][i] *= ao[i];
#endif
        const fcoopmatNV<16, WA, BR, BC> pm = fcoopmatNV<16, WA, BR, BC>(s);
        barrier(); /* v staged; k read by all */
#endif
        [[unroll]] for (uint c = 0u; c < NO; c++) {
            fcoopmatNV<16, WB, BC, OC> vm;
            coopMatLoadNV(vm, sm, TILE + c * (OC / 8u), RD, false);
            acc[c] = coopMatMulAddNV(pm, vm, acc[c]);
        }
        if (next) put(0u, tid);
        barrier(); /* k staged; v read by all */
        if (next) fetch(base, j0 + BC, tid, true);
    }
    fcoopmatNV<32, WC, BR, OC> ls;
    coopMatStoreNV(l, red_sum, 0u, 0u, false);
    coopMatLoadNV(ls, red_sum, 0u, 0u, false);
    [[unroll]] for (uint c = 0u; c < NO; c++) {
        [[unroll]] for (int i = 0; i < ls.length(); i++) acc[c][i] /= ls[i];
        coopMatStoreNV(acc[c], o, (bh * n + r0) * D + c * OC, D, false);
    }
}
