#version 450
/* Packs one code per byte (pc.aux) into FP4 / FP6 bytes (pc.codes) where the
   blocks do not start on a byte: one thread per FP4 byte or per 3-byte FP6
   unit of 4 codes. */
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_quant.glsl"
#include "vk_args.h"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int ELEM = 0;
layout(push_constant) uniform Args { KT_VK_QUANT_ARGS(KT_VK_FIELD) } pc;

uint code(uint64_t e) { return e < uint64_t(pc.n) ? kq_get8(pc.aux, e) : 0u; }

void main() {
    uint64_t u = uint64_t(kq_wg_linear()) * gl_WorkGroupSize.x + gl_LocalInvocationID.x, n = uint64_t(pc.n);
    if (ELEM == KQ_E_E2M1) {
        if (2ul * u >= n) return;
        kq_put8(pc.codes, u, code(2ul * u) | (code(2ul * u + 1ul) << 4));
    } else {
        if (4ul * u >= n) return;
        uint c0 = code(4ul * u), c1 = code(4ul * u + 1ul), c2 = code(4ul * u + 2ul), c3 = code(4ul * u + 3ul);
        uint64_t nbytes = (n * 6ul + 7ul) / 8ul;
        kq_put8(pc.codes, 3ul * u, (c0 | (c1 << 6)) & 0xFFu);
        if (3ul * u + 1ul < nbytes) kq_put8(pc.codes, 3ul * u + 1ul, ((c1 >> 2) | (c2 << 4)) & 0xFFu);
        if (3ul * u + 2ul < nbytes) kq_put8(pc.codes, 3ul * u + 2ul, ((c2 >> 4) | (c3 << 2)) & 0xFFu);
    }
}
