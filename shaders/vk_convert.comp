// Strided copy with dtype conversion (ktorch_tensor_copy on one device):
// vk_args.h KT_VK_CONVERT_ARGS. Grid-stride over the n elements.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "vk_common.glsl"
#include "vk_args.h"

layout(local_size_x = 256, local_size_x_id = 0) in; // workgroup size: specialisation constant 0
layout(push_constant, std430) uniform Args { KT_VK_CONVERT_ARGS(KT_VK_FIELD) } p;

uint kind_size(uint k) { return k < 5u ? kt_dtype_size(k) : 1u << (k - 5u); }

void main() {
    uint sk = p.mode & 0xFFu, dk = (p.mode >> 8) & 0xFFu;
    bool sat = ((p.mode >> 16) & 1u) != 0u, whole = ((p.mode >> 17) & 1u) != 0u;
    int64_t ses = int64_t(kind_size(sk)), des = int64_t(kind_size(dk));
    int64_t step = int64_t(gl_NumWorkGroups.x) * int64_t(gl_WorkGroupSize.x);
    for (int64_t i = int64_t(gl_GlobalInvocationID.x); i < p.n; i += step) {
        int64_t i0 = 0, i1 = 0, i2 = 0, i3 = i;
        if (!whole) {
            int64_t t = i;
            i3 = t % p.shape[2];
            t /= p.shape[2];
            i2 = t % p.shape[1];
            t /= p.shape[1];
            i1 = t % p.shape[0];
            i0 = t / p.shape[0];
        }
        uint64_t s = p.src + uint64_t((i0 * p.ss[0] + i1 * p.ss[1] + i2 * p.ss[2] + i3 * p.ss[3]) * ses);
        uint64_t d = p.dst + uint64_t((i0 * p.ds[0] + i1 * p.ds[1] + i2 * p.ds[2] + i3 * p.ds[3]) * des);
        if (sk == KT_VK_KIND_RAW8) KtU8(d).v = KtU8(s).v;
        else if (sk == KT_VK_KIND_RAW16) KtU16(d).v = KtU16(s).v;
        else if (sk == KT_VK_KIND_RAW32) KtU32(d).v = KtU32(s).v;
        else if (sk == KT_VK_KIND_RAW64) KtU64(d).v = KtU64(s).v;
        else kt_store_bits(d, dk, kt_load_bits(s, sk), sat);
    }
}
