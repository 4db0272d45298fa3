"""PyTorch peers of bench_cuda_gemm at M = N = K = 8192: torch._scaled_mm
(e4m3 x e4m3, per-tensor f32 scale tensors, bf16 out), torch.matmul bf16,
torch._int_mm (int8 -> int32). Prints TFLOP/s (2*M*N*K) like bench_cuda_gemm."""
import torch_version

torch_version.require("2.4", "torch._scaled_mm with scale tensors returning one tensor")

import torch
import cuda_timing

def bench(fn):
    return cuda_timing.bench(fn, reps=15, inner=3)

print("device:", torch.cuda.get_device_name(), "torch", torch.__version__)
S = 8192
fl = 2.0 * S * S * S
def row(name, ms, ceil):
    tf = fl / (ms * 1e-3) / 1e12
    print("%-34s %5d %5d %5d %9.3f ms %8.1f TFLOP/s (%4.0f%% of %4.0f)" % (name, S, S, S, ms, tf, 100.0 * tf / ceil, ceil))

x = (torch.randn(S, S, device="cuda") * 0.5).to(torch.float8_e4m3fn)
w = (torch.randn(S, S, device="cuda") * 0.5).to(torch.float8_e4m3fn)
one = torch.ones((), device="cuda", dtype=torch.float32)
try:
    # y = x @ w^T: the second operand must be column-major, which w.t() is
    row("torch._scaled_mm e4m3 -> bf16", bench(lambda: torch._scaled_mm(x, w.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)), 1450)
except Exception as e:
    print("torch._scaled_mm failed:", str(e).splitlines()[0][:100])
del x, w
xb = torch.randn(S, S, device="cuda", dtype=torch.bfloat16)
wb = torch.randn(S, S, device="cuda", dtype=torch.bfloat16)
row("torch.matmul bf16 (x @ w.T)", bench(lambda: torch.matmul(xb, wb.t())), 790)
del xb, wb
xi = torch.randint(-127, 128, (S, S), device="cuda", dtype=torch.int8)
wi = torch.randint(-127, 128, (S, S), device="cuda", dtype=torch.int8)
try:
    row("torch._int_mm int8 -> i32 (TOP/s)", bench(lambda: torch._int_mm(xi, wi.t())), 1450)
except Exception as e:
    print("torch._int_mm failed:", str(e).splitlines()[0][:100])
