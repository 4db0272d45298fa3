// attention_merge for one batch index (vk_args.h KT_VK_MERGE_ARGS): each
// invocation merges one row (head, position) of D elements, as the CPU's
// ktorch__cpu_attention_merge does it (in f32 here; weights of an empty
// partial or an LSE of -inf are exactly 0).
#version 450
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"

layout(local_size_x = 64) in;
layout(push_constant, std430) uniform Args { KT_VK_MERGE_ARGS(KT_VK_FIELD) } p;

#define NEG_INF uintBitsToFloat(0xFF800000u)

void main() {
    uint odt = p.mode & 3u, adt = (p.mode >> 2) & 3u, bdt = (p.mode >> 4) & 3u;
    bool a_empty = (p.mode & 64u) != 0u, b_empty = (p.mode & 128u) != 0u, has_lo = (p.mode & 256u) != 0u;
    uint64_t rows = uint64_t(p.H) * uint64_t(p.N), step = uint64_t(gl_NumWorkGroups.x) * 64u;
    for (uint64_t r = uint64_t(gl_GlobalInvocationID.x); r < rows; r += step) {
        uint64_t h = r / uint64_t(p.N), i = r % uint64_t(p.N);
        float fa = a_empty ? NEG_INF : KtF32(p.la + 4u * (h * p.las[0] + i * p.las[1])).v;
        float fb = b_empty ? NEG_INF : KtF32(p.lb + 4u * (h * p.lbs[0] + i * p.lbs[1])).v;
        float m = fa > fb ? fa : fb;
        bool nan_ = isnan(fa) || isnan(fb);
        float wa = 0.0, wb = 0.0;
        if (!nan_ && m != NEG_INF) {
            wa = fa == NEG_INF ? 0.0 : exp(fa - m);
            wb = fb == NEG_INF ? 0.0 : exp(fb - m);
        }
        float den = wa + wb;
        bool live = den > 0.0 || nan_;
        uint64_t oe = uint64_t(kt_dtype_size(odt)), ae = uint64_t(kt_dtype_size(adt)), be = uint64_t(kt_dtype_size(bdt));
        uint64_t o_row = p.o + oe * (h * p.os[0] + i * p.os[1]);
        uint64_t a_row = p.a + ae * (h * p.as[0] + i * p.as[1]);
        uint64_t b_row = p.b + be * (h * p.bs[0] + i * p.bs[1]);
        for (uint e = 0u; e < p.D; e++) {
            float x = 0.0;
            if (nan_) {
                x = uintBitsToFloat(0x7FC00000u);
            } else if (live) {
                float sa = wa != 0.0 ? wa * kt_load_f32(a_row + ae * uint64_t(e) * p.as[2], adt) : 0.0;
                float sb = wb != 0.0 ? wb * kt_load_f32(b_row + be * uint64_t(e) * p.bs[2], bdt) : 0.0;
                x = (sa + sb) / den;
            }
            kt_store_f32(o_row + oe * uint64_t(e) * p.os[2], odt, x);
        }
        if (has_lo)
            KtF32(p.lo + 4u * (h * p.los[0] + i * p.los[1])).v = nan_ ? uintBitsToFloat(0x7FC00000u) : live ? m + log(den) : NEG_INF;
    }
}
