// Device-to-device copy of n 16-byte units (some drivers run vkCmdCopyBuffer
// on a copy engine at a fraction of the memory bandwidth; NVIDIA's does):
// KT_VK_CONVERT_ARGS with dst, src (16-byte aligned addresses) and n.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"

layout(buffer_reference, std430, buffer_reference_align = 16) buffer KtU128 { uvec4 v; };
layout(local_size_x = 256) in;
layout(push_constant, std430) uniform Args { KT_VK_CONVERT_ARGS(KT_VK_FIELD) } p;

void main() {
    int64_t step = int64_t(gl_NumWorkGroups.x) * 256;
    for (int64_t i = int64_t(gl_GlobalInvocationID.x); i < p.n; i += step)
        KtU128(p.dst + uint64_t(i) * 16ul).v = KtU128(p.src + uint64_t(i) * 16ul).v;
}
