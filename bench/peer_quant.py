"""PyTorch peers of examples/bench_cuda_quant.c: float8 casts of a bf16
[8192, 8192] tensor (64M elements) on the device, GB/s on bytes read +
written once, against the device copy bandwidth of the same run."""
import torch_version

torch_version.require("2.1", "torch.float8_e4m3fn and float8_e5m2")

import torch
from cuda_timing import bench


print("device:", torch.cuda.get_device_name(), "torch", torch.__version__)
n = 8192 * 8192
x = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
y = torch.empty_like(x)
ms = bench(lambda: y.copy_(x))
copy = 4.0 * n / (ms * 1e-3) / 1e9
print("device copy (bf16, %.0f MB): %.3f ms, %.0f GB/s read+write" % (2 * n / 1e6, ms, copy))
print("%-44s %9s %8s %7s" % ("peer", "ms", "GB/s", "%copy"))
s = torch.tensor(3.5, device="cuda", dtype=torch.float32)
cases = [
    ("x.to(float8_e4m3fn)", lambda: x.to(torch.float8_e4m3fn), 3.0 * n),
    ("x.to(float8_e5m2)", lambda: x.to(torch.float8_e5m2), 3.0 * n),
    ("(x * s).to(float8_e4m3fn), s a tensor", lambda: (x * s).to(torch.float8_e4m3fn), 3.0 * n),
    ("per tensor: amax, s = 448/amax, (x*s).to(e4m3)", lambda: (x * (448.0 / x.abs().amax().float())).to(torch.float8_e4m3fn), 3.0 * n),
]
for name, fn, by in cases:
    try:
        ms = bench(fn)
        print("%-44s %9.3f %8.0f %6.0f%%" % (name, ms, by / (ms * 1e-3) / 1e9, 100.0 * by / (ms * 1e-3) / 1e9 / copy))
    except Exception as e:
        print("%-44s failed: %s" % (name, str(e).splitlines()[0][:60]))
try:
    c = torch.compile(lambda t: (t * (448.0 / t.abs().amax().float())).to(torch.float8_e4m3fn))
    ms = bench(lambda: c(x))
    print("%-44s %9.3f %8.0f %6.0f%%" % ("torch.compile per-tensor scale + cast", ms, 3.0 * n / (ms * 1e-3) / 1e9, 100.0 * 3.0 * n / (ms * 1e-3) / 1e9 / copy))
except Exception as e:
    print("torch.compile per-tensor scale + cast failed: %s" % str(e).splitlines()[0][:80])
