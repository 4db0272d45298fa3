#!/usr/bin/env python3
"""Writes PyTorch's f32 -> fp8/f16/bf16 casts of stress inputs to tests/data/.

    python3 tests/data/gen_cast_vectors.py        (needs torch and numpy)

Output (all 1-D, same length, C order):
    torch_cast_input.npy  <u4   f32 bit patterns of the inputs (no NaN)
    torch_cast_e4m3.npy   |u1   x.to(torch.float8_e4m3fn) codes
    torch_cast_e5m2.npy   |u1   x.to(torch.float8_e5m2) codes
    torch_cast_f16.npy    <u2   x.to(torch.float16) codes
    torch_cast_bf16.npy   <u2   x.to(torch.bfloat16) codes
tests/test_formats.c compares ktorch's non-saturating casts with them.
"""
import os
import sys

import numpy as np
import torch

OUT = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20260101)


def f32(bits):
    return np.asarray(bits, dtype=np.uint32).view(np.float32)


def bits(x):
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def around(x):
    """x and its f32 neighbours one ulp either side."""
    x = np.asarray(x, dtype=np.float32)
    return np.concatenate([x, np.nextafter(x, np.float32(np.inf)), np.nextafter(x, np.float32(-np.inf))])


def code_values(dtype):
    """f32 values of every finite fp8 code, positive, sorted, unique."""
    raw = torch.arange(256, dtype=torch.int32).to(torch.uint8)
    v = raw.view(dtype).to(torch.float32).numpy().astype(np.float64)
    v = v[np.isfinite(v)]
    return np.unique(np.abs(v))


parts = []
for dtype, top in [(torch.float8_e4m3fn, 480.0), (torch.float8_e5m2, 65536.0)]:
    vals = code_values(dtype)
    vals = np.append(vals, top)  # the slot past max: rounding to it overflows
    mids = (vals[:-1] + vals[1:]) / 2
    parts += [around(vals), around(mids), around(2 * top), around(vals * 1.25)]

# f16 and bf16: every code's neighbourhood would be large; take all midpoints
# of a strided subset of codes plus every subnormal / near-overflow code.
h = np.arange(0, 0x7C00, dtype=np.uint32)
hsel = np.concatenate([h[:1100], h[0x7B00:], h[::61]])
hv = np.unique(hsel).astype(np.uint16).view(np.float16).astype(np.float64)
hn = np.nextafter(hv.astype(np.float16), np.float16(np.inf)).astype(np.float64)
hn[~np.isfinite(hn)] = 65536.0
parts += [around(hv), around((hv + hn) / 2), around([65504.0, 65520.0, 65536.0])]

b = np.arange(0, 0x7F80, 37, dtype=np.uint32)
b = np.concatenate([b, np.arange(0, 300, dtype=np.uint32), np.arange(0x7F00, 0x7F80, dtype=np.uint32)])
parts += [around(f32((b << 16) | 0x8000)), around(f32(b << 16))]

# specials, subnormals, f32 extremes
parts += [
    np.array([0.0, np.inf, np.finfo(np.float32).max, np.finfo(np.float32).tiny, 1e-45, 448.0, 464.0, 57344.0, 61440.0],
             dtype=np.float32),
    around(f32(rng.integers(1, 0x800000, 500, dtype=np.uint32))),
]
# random normals over many exponents
n = rng.standard_normal(6000) * np.exp2(rng.integers(-30, 20, 6000))
parts.append(n.astype(np.float32))
# random bit patterns (not NaN)
r = rng.integers(0, 2**32, 6000, dtype=np.uint64).astype(np.uint32)
parts.append(f32(r))

x = np.concatenate([np.asarray(p, dtype=np.float32).ravel() for p in parts])
x = np.concatenate([x, -x])
x = x[~np.isnan(x)]
x = f32(np.unique(bits(x)))  # deterministic order, no duplicates

t = torch.from_numpy(x.copy())
out = {
    "torch_cast_input.npy": bits(x).astype("<u4"),
    "torch_cast_e4m3.npy": t.to(torch.float8_e4m3fn).view(torch.uint8).numpy().astype("|u1"),
    "torch_cast_e5m2.npy": t.to(torch.float8_e5m2).view(torch.uint8).numpy().astype("|u1"),
    "torch_cast_f16.npy": t.to(torch.float16).view(torch.int16).numpy().view(np.uint16).astype("<u2"),
    "torch_cast_bf16.npy": t.to(torch.bfloat16).view(torch.int16).numpy().view(np.uint16).astype("<u2"),
}
total = 0
for name, arr in out.items():
    path = os.path.join(OUT, name)
    np.save(path, np.ascontiguousarray(arr))
    total += os.path.getsize(path)
print(f"{len(x)} inputs, {total} bytes written to {OUT}", file=sys.stderr)
