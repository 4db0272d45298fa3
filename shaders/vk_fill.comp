// Byte fill of a range that vkCmdFillBuffer cannot take (unaligned ends):
// KT_VK_CONVERT_ARGS with dst, n bytes and the byte in mode.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"

layout(local_size_x = 256) in;
layout(push_constant, std430) uniform Args { KT_VK_CONVERT_ARGS(KT_VK_FIELD) } p;

void main() {
    int64_t step = int64_t(gl_NumWorkGroups.x) * 256;
    for (int64_t i = int64_t(gl_GlobalInvocationID.x); i < p.n; i += step) KtU8(p.dst + uint64_t(i)).v = uint8_t(p.mode);
}
