"""PyTorch SDPA peers (flash and cuDNN backends) on the shapes of bench_cuda.
Prints TFLOP/s (4*b*h*n*n*d, halved for causal; the backward 2.5 times that)
and decode TB/s on K/V bytes. --bwd: the backward alone on the shapes of
bench_cuda_attn_bwd (the train shape b16 h6 n1024 causal, b1 h16 n8192)."""
import torch_version

torch_version.require("2.5", "scaled_dot_product_attention(enable_gqa=True)")

import torch
from cuda_timing import bench
from torch.nn.attention import sdpa_kernel, SDPBackend
import torch.nn.functional as F


import sys

print("device:", torch.cuda.get_device_name(), "torch", torch.__version__)
backends = [("flash", SDPBackend.FLASH_ATTENTION), ("cudnn", SDPBackend.CUDNN_ATTENTION)]


def backward(b, h, n, d, causals):
    """dQ, dK, dV from a saved forward, bf16"""
    q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    do = torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16)
    for causal in causals:
        for name, be in backends:
            try:
                with sdpa_kernel(be):
                    o = F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal))
                    ms = bench(lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True), inner=3)
                fl = 2.5 * 4.0 * b * h * n * n * d * (0.5 if causal else 1.0)
                print("%-6s %4d %6d %3d %7d %10.1f  (backward, h=%d, %.3f ms)" % (name, d, n, b, causal, fl / (ms * 1e-3) / 1e12, h, ms))
            except Exception as e:
                print("%-6s backward causal=%d failed: %s" % (name, causal, str(e).splitlines()[0][:60]))


if "--bwd" in sys.argv[1:]:
    print("%-6s %4s %6s %3s %7s %10s" % ("peer", "d", "n", "B", "causal", "TFLOP/s"))
    backward(16, 6, 1024, 128, (1,))
    backward(1, 16, 8192, 128, (0, 1))
    sys.exit(0)
print("%-6s %4s %6s %3s %7s %10s" % ("peer", "d", "n", "B", "causal", "TFLOP/s"))
for d in (64, 128):
    h = 2048 // d
    for n in (1024, 2048, 4096, 8192, 16384):
        b = 16384 // n
        q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
        for causal in (0, 1):
            for name, be in backends:
                try:
                    with sdpa_kernel(be):
                        ms = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal)))
                    fl = 4.0 * b * h * n * n * d * (0.5 if causal else 1.0)
                    print("%-6s %4d %6d %3d %7d %10.1f" % (name, d, n, b, causal, fl / (ms * 1e-3) / 1e12))
                except Exception as e:
                    print("%-6s %4d %6d %3d %7d   failed: %s" % (name, d, n, b, causal, str(e).splitlines()[0][:60]))
        del q, k, v
# element masks [1, 1, n, n] as in bench_cuda: boolean (~70% visible) and f32 additive (as bf16
# for SDPA, which wants the query dtype); every pair counted
b, h, n, d = 4, 16, 4096, 128
q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
masks = [("bool", torch.rand(1, 1, n, n, device="cuda") < 0.7),
         ("add", (torch.rand(1, 1, n, n, device="cuda") * 4 - 2).to(torch.bfloat16))]
for mname, m in masks:
    for name, be in backends + [("effic", SDPBackend.EFFICIENT_ATTENTION)]:
        try:
            with sdpa_kernel(be):
                ms = bench(lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=m))
            print("mask %-4s %-6s d=%d n=%d B=%d: %.1f TFLOP/s" % (mname, name, d, n, b, 4.0 * b * h * n * n * d / (ms * 1e-3) / 1e12))
        except Exception as e:
            print("mask %-4s %-6s failed: %s" % (mname, name, str(e).splitlines()[0][:60]))
del q, k, v, masks
# backward alone (dQ, dK, dV from a saved forward), b=1 h=16 n=4096 d=128
backward(1, 16, 4096, 128, (0, 1))
