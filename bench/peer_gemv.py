"""PyTorch peers of bench_cuda_gemm's decode rows (y = x W^T, x bf16 [M, K],
K = 8192, N = 8192 and 28672, M = 1 and 16): torch.matmul on bf16 weights,
torch._weight_int8pack_mm (int8 weights, one bf16 scale per row) and
torch._weight_int4pack_mm (int4 weights in groups of 32 with bf16 scale and
zero). GB/s on the bytes the op must read and write (weights, scales, x, y)
and their share of the device copy measured here (a 1 GiB copy_, read +
write), as bench_cuda_gemm prints them. A peer this PyTorch lacks prints why."""
import torch_version

torch_version.require("2.4", "torch._weight_int8pack_mm and torch._weight_int4pack_mm on CUDA")

import torch
import cuda_timing

K = 8192
print("device:", torch.cuda.get_device_name(), "torch", torch.__version__)
src = torch.empty(1 << 29, device="cuda", dtype=torch.int16)
dst = torch.empty_like(src)
copy_ms = cuda_timing.bench(lambda: dst.copy_(src), reps=11, inner=5)
copy = 2.0 * src.numel() * 2 / (copy_ms * 1e-3)
print("device copy (1 GiB, read + write): %.0f GB/s" % (copy / 1e9))
del src, dst


def row(name, M, N, ms, wbytes):
    moved = wbytes + 2.0 * M * K + 2.0 * M * N
    gbs = moved / (ms * 1e-3)
    print("%-34s M=%-3d N=%-6d %8.4f ms %7.0f GB/s (%3.0f%% of copy)" % (name, M, N, ms, gbs / 1e9, 100.0 * gbs / copy))


def int4_pack(N):
    """Weights and group scales/zeros for _weight_int4pack_mm, in the layout
    this PyTorch wants (uint8 [N, K/2] codes since 2.5, int32 [N, K] before)."""
    q = torch.randint(0, 16, (N, K), device="cuda", dtype=torch.int32)
    try:
        packed = torch._convert_weight_to_int4pack((q[:, ::2] << 4 | q[:, 1::2]).to(torch.uint8), 8)
    except (RuntimeError, TypeError):
        packed = torch._convert_weight_to_int4pack(q, 8)
    sz = torch.rand(K // 32, N, 2, device="cuda", dtype=torch.bfloat16)
    return packed, sz


for N in (8192, 28672):
    wb = torch.randn(N, K, device="cuda", dtype=torch.bfloat16)
    wi = torch.randint(-127, 128, (N, K), device="cuda", dtype=torch.int8)
    ws = torch.rand(N, device="cuda", dtype=torch.bfloat16)
    try:
        packed, sz = int4_pack(N)
    except Exception as e:
        packed, sz = None, str(e).splitlines()[0][:100]
    for M in (1, 16):
        x = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
        row("torch.matmul bf16 weights", M, N, cuda_timing.bench(lambda: torch.matmul(x, wb.t())), 2.0 * N * K)
        try:
            row("torch._weight_int8pack_mm", M, N, cuda_timing.bench(lambda: torch._weight_int8pack_mm(x, wi, ws)), 1.0 * N * K + 2.0 * N)
        except Exception as e:
            print("torch._weight_int8pack_mm M=%d N=%d failed: %s" % (M, N, str(e).splitlines()[0][:100]))
        if packed is None:
            print("torch._convert_weight_to_int4pack N=%d failed: %s" % (N, sz))
            continue
        try:
            row("torch._weight_int4pack_mm g32", M, N, cuda_timing.bench(lambda: torch._weight_int4pack_mm(x, packed, 32, sz)),
                0.5 * N * K + 4.0 * N * (K // 32))
        except Exception as e:
            print("torch._weight_int4pack_mm M=%d N=%d failed: %s" % (M, N, str(e).splitlines()[0][:100]))
    del wb, wi, ws, packed, sz
