"""PyTorch peers of `ktorch bench`, written in the same JSON schema
(docs/BENCH_SCHEMA.md) so that `build/ktorch bench --compare peer.json`
prints ratios row by row.

    python3 bench/peer_torch.py --out build/bench/peer.json [--full] [--cpu-only]

Rows (configs identical to ktorch's):
  CUDA, bf16, B=4 H=16 D=128: SDPA flash / cuDNN / efficient backends for
    dense and causal; FlexAttention for causal, sliding window (256),
    soft-cap, ALiBi, a boolean mask and LSE; SDPA efficient with explicit
    bool/additive masks; GQA; decode (B=64, Hq=32, Hk=8, ctx 8192).
  CPU, f32, B=1 H=8 D=64: PyTorch CPU SDPA dense/causal/masks.
  Casts f32 <-> f16/bf16/fp8 (torch.float8_e4m3fn / float8_e5m2) on both.
Timing: warm-up, then trials of `reps` calls (CUDA events on the GPU,
perf_counter on the CPU); per-call milliseconds, like ktorch.
"""
import argparse
import datetime
import json
import math
import os
import platform
import socket
import subprocess
import sys
import time

import torch_version

torch_version.require("2.5", "scaled_dot_product_attention(enable_gqa=True), flex_attention")

import torch
import torch.nn.functional as F

SEED = 0x6B746F7263682121
MASK64 = (1 << 64) - 1


# ---- statistics, exactly as examples/ktorch_bench.h computes them --------
def quantile(sorted_x, p):
    n = len(sorted_x)
    if p <= 0:
        return sorted_x[0]
    if p >= 1:
        return sorted_x[-1]
    pos = p * (n - 1)
    i = int(math.floor(pos))
    if i + 1 >= n:
        return sorted_x[-1]
    return sorted_x[i] + (pos - i) * (sorted_x[i + 1] - sorted_x[i])


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def summarize(trials_ms, resamples=2000):
    s = sorted(trials_ms)
    n = len(s)
    mean = sum(s) / n
    std = math.sqrt(sum((x - mean) ** 2 for x in s) / (n - 1)) if n > 1 else 0.0
    st, meds = SEED, []
    for _ in range(resamples):
        draw = []
        for _ in range(n):
            st, z = splitmix(st)
            draw.append(trials_ms[(z >> 32) % n])
        draw.sort()
        meds.append(quantile(draw, 0.5))
    meds.sort()
    q1, q3 = quantile(s, 0.25), quantile(s, 0.75)
    lo, hi = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
    return {
        "median_ms": quantile(s, 0.5), "mean_ms": mean, "std_ms": std, "min_ms": s[0], "max_ms": s[-1],
        "ci95_ms": [quantile(meds, 0.025), quantile(meds, 0.975)],
        "outliers": [i for i, x in enumerate(trials_ms) if x < lo or x > hi],
    }


# ---- timing ---------------------------------------------------------------
def measure(fn, cuda, trials, warmup, min_trial_ms):
    def sync():
        if cuda:
            torch.cuda.synchronize()
    t0 = time.perf_counter()
    fn()
    sync()
    one = (time.perf_counter() - t0) * 1e3
    reps = 1 if one >= min_trial_ms else min(100000, int(math.ceil(min_trial_ms / max(one, 1e-4))))
    for _ in range(max(0, warmup - 1)):
        for _ in range(reps):
            fn()
    sync()
    out = []
    for _ in range(trials):
        if cuda:
            a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            a.record()
            for _ in range(reps):
                fn()
            b.record()
            b.synchronize()
            out.append(a.elapsed_time(b) / reps)
        else:
            t0 = time.perf_counter()
            for _ in range(reps):
                fn()
            out.append((time.perf_counter() - t0) * 1e3 / reps)
    return out, reps


class Runner:
    def __init__(self, args):
        self.args = args
        self.rows = []

    def add(self, op, variant, impl, dtype, backend, shape, params, fn, cuda, flops=None, nbytes=None, tokens=None,
            mem_tokens=None, mem_fn=None):
        name = "%s/%s/%s/%s/%s/%s" % (op, variant, impl, dtype, backend, shape)
        if self.args.filter and self.args.filter not in name:
            return
        row = {"name": name, "config": "%s/%s/%s/%s/%s" % (op, variant, dtype, backend, shape), "group": "%s %s" % (op, shape),
               "op": op, "variant": variant, "impl": impl, "backend": backend,
               "device": torch.cuda.get_device_name() if cuda else platform.processor() or platform.machine(),
               "dtype": dtype, "shape": shape, "params": params, "status": "ok", "note": ""}
        try:
            if cuda:
                torch.cuda.reset_peak_memory_stats()
                base = torch.cuda.memory_allocated()
            trials, reps = measure(fn, cuda, self.args.trials, self.args.warmup, self.args.min_trial_ms)
            row.update({"reps_per_trial": reps, "trials_ms": trials})
            row.update(summarize(trials))
            med = row["median_ms"] * 1e-3
            row["flops"] = flops
            row["tflops"] = flops / med * 1e-12 if flops else None
            row["bytes"] = nbytes
            row["gbps"] = nbytes / med * 1e-9 if nbytes else None
            row["tokens"] = tokens
            row["tokens_per_s"] = tokens / med if tokens else None
            if cuda:
                peak = torch.cuda.max_memory_allocated()
                row["mem_peak_bytes"] = peak
                row["workspace_bytes"] = peak - base
                row["mem_per_token_bytes"] = peak / mem_tokens if mem_tokens else None
        except Exception as e:  # unsupported backend/shape: reported, like ktorch
            row["status"] = "unsupported"
            row["note"] = str(e).splitlines()[0][:190] if str(e) else type(e).__name__
            row["trials_ms"] = []
        print("%-80s %s" % (name, ("%.4g ms" % row["median_ms"]) if row["status"] == "ok" else row["note"]), file=sys.stderr)
        self.rows.append(row)


def attn_shape(b, hq, hk, nq, nk, d):
    return "b%d_hq%d_hk%d_nq%d_nk%d_d%d" % (b, hq, hk, nq, nk, d)


def pairs(variant, nq, nk, window=256):
    off, total = nk - nq, 0
    causal = variant in ("causal", "window", "mask_bool")
    for i in range(nq):
        hi = i + off if causal else nk - 1
        lo = max(0, i + off - window) if variant == "window" else 0
        hi = min(hi, nk - 1)
        total += max(0, hi - lo + 1)
    return total


def attention_rows(r, device, dtype_name, b, h, d, ns, mid, full):
    from torch.nn.attention import sdpa_kernel, SDPBackend
    cuda = device == "cuda"
    dt = {"f32": torch.float32, "bf16": torch.bfloat16, "f16": torch.float16}[dtype_name]
    backend = "cuda" if cuda else "cpu"
    esize = torch.tensor([], dtype=dt).element_size()
    sdpa_backends = [("torch_sdpa_flash", SDPBackend.FLASH_ATTENTION), ("torch_sdpa_cudnn", SDPBackend.CUDNN_ATTENTION),
                     ("torch_sdpa_efficient", SDPBackend.EFFICIENT_ATTENTION)] if cuda else [("torch_sdpa_cpu", None)]
    try:
        from torch.nn.attention.flex_attention import flex_attention, create_block_mask
        flex = torch.compile(flex_attention, dynamic=False) if cuda else None
    except Exception:
        flex = None

    def sdpa(name, be, q, k, v, **kw):
        def fn():
            if be is None:
                return F.scaled_dot_product_attention(q, k, v, **kw)
            with sdpa_kernel(be):
                return F.scaled_dot_product_attention(q, k, v, **kw)
        return fn

    for n in ns:
        variants = ["dense", "causal"] + (["window", "gqa", "softcap", "alibi", "mask_bool", "mask_add", "lse"] if n == mid else [])
        for variant in variants:
            hk = h // 4 if variant == "gqa" else h
            g = torch.Generator(device=device).manual_seed(1)
            q = torch.rand(b, h, n, d, device=device, dtype=dt, generator=g) * 2 - 1
            k = torch.rand(b, hk, n, d, device=device, dtype=dt, generator=g) * 2 - 1
            v = torch.rand(b, hk, n, d, device=device, dtype=dt, generator=g) * 2 - 1
            shape = attn_shape(b, h, hk, n, n, d)
            params = {"b": b, "hq": h, "hk": hk, "nq": n, "nk": n, "d": d, "window_left": 256 if variant == "window" else -1,
                      "threads": torch.get_num_threads()}
            flops = 4.0 * b * h * d * pairs(variant, n, n)
            nbytes = b * (h * n * d * 2 + hk * n * d * 2) * esize
            common = dict(flops=flops, nbytes=nbytes, tokens=b * n, mem_tokens=b * n)
            ii = torch.arange(n, device=device)
            if variant in ("dense", "causal", "gqa"):
                kw = {"is_causal": variant == "causal"}
                if variant == "gqa":
                    kw["enable_gqa"] = True
                for impl, be in sdpa_backends:
                    r.add("attention", variant, impl, dtype_name, backend, shape, params, sdpa(impl, be, q, k, v, **kw), cuda, **common)
            if variant in ("mask_bool", "mask_add"):
                if variant == "mask_bool":
                    m = ii[None, :] <= ii[:, None]
                else:
                    m = (-0.01 * ((ii[:, None] - ii[None, :]).abs() % 7)).to(dt)
                for impl, be in sdpa_backends:
                    if impl == "torch_sdpa_flash":
                        continue  # no explicit masks
                    r.add("attention", variant, impl, dtype_name, backend, shape, params, sdpa(impl, be, q, k, v, attn_mask=m), cuda,
                          **common)
            if flex is not None and variant in ("causal", "window", "softcap", "alibi", "mask_bool", "lse"):
                slopes = torch.tensor([2.0 ** (-8.0 * (i + 1) / h) for i in range(h)], device=device)
                score_mod, mask_mod = None, None
                if variant in ("causal", "mask_bool"):
                    def mask_mod(bb, hh, qi, ki):
                        return ki <= qi
                elif variant == "window":
                    def mask_mod(bb, hh, qi, ki):
                        return (ki <= qi) & (qi - ki <= 256)
                elif variant == "softcap":
                    def score_mod(s, bb, hh, qi, ki):
                        return 30.0 * torch.tanh(s / 30.0)
                elif variant == "alibi":
                    def score_mod(s, bb, hh, qi, ki):
                        return s - slopes[hh] * (qi - ki).abs()
                bm = create_block_mask(mask_mod, None, None, n, n, device=device) if mask_mod else None
                kw = {"block_mask": bm, "score_mod": score_mod}
                if variant == "lse":
                    kw["return_lse"] = True
                r.add("attention", variant, "torch_flex", dtype_name, backend, shape, params,
                      (lambda kw=kw: flex(q, k, v, **kw)), cuda, **common)
            del q, k, v
    # decode
    bd, hq, hk, nk, dd = (64, 32, 8, 8192, 128) if cuda else (4, 32, 8, 16384 if full else 4096, 128)
    q = torch.rand(bd, hq, 1, dd, device=device, dtype=dt) * 2 - 1
    k = torch.rand(bd, hk, nk, dd, device=device, dtype=dt) * 2 - 1
    v = torch.rand_like(k)
    shape = attn_shape(bd, hq, hk, 1, nk, dd)
    params = {"b": bd, "hq": hq, "hk": hk, "nq": 1, "nk": nk, "d": dd, "window_left": -1, "threads": torch.get_num_threads()}
    for impl, be in sdpa_backends:
        r.add("attention", "decode", impl, dtype_name, backend, shape, params, sdpa(impl, be, q, k, v, enable_gqa=True), cuda,
              flops=4.0 * bd * hq * nk * dd, nbytes=bd * (hq * dd * 2 + hk * nk * dd * 2) * esize, tokens=bd, mem_tokens=bd * nk)


def cast_rows(r, device, full):
    cuda = device == "cuda"
    backend = "cuda" if cuda else "cpu"
    rows, cols = 1024, 4096 if full else 2048
    x = torch.rand(rows, cols, device=device) * 2 - 1
    targets = [("f16", torch.float16), ("bf16", torch.bfloat16)]
    if hasattr(torch, "float8_e4m3fn"):
        targets += [("fp8_e4m3", torch.float8_e4m3fn), ("fp8_e5m2", torch.float8_e5m2)]
    shape = "%dx%d" % (rows, cols)
    for name, dt in targets:
        y = x.to(dt)
        nbytes = rows * cols * (4 + y.element_size())
        r.add("cast", "f32_to_" + name, "torch_cast", name, backend, shape, {"rows": rows, "cols": cols}, lambda dt=dt: x.to(dt), cuda,
              nbytes=nbytes)
        r.add("cast", name + "_to_f32", "torch_cast", name, backend, shape, {"rows": rows, "cols": cols},
              lambda y=y: y.to(torch.float32), cuda, nbytes=nbytes)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="peer.json")
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--cpu-only", action="store_true")
    ap.add_argument("--filter", default=None)
    ap.add_argument("--trials", type=int, default=11)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--min-trial-ms", type=float, default=20.0)
    args = ap.parse_args()
    r = Runner(args)
    if torch.cuda.is_available() and not args.cpu_only:
        attention_rows(r, "cuda", "bf16", 4, 16, 128, [512, 1024, 2048, 4096, 8192, 16384, 32768] if args.full else
                       [1024, 2048, 4096, 8192], 4096, args.full)
        cast_rows(r, "cuda", args.full)
    attention_rows(r, "cpu", "f32", 1, 8, 64, [256, 512, 1024, 2048, 4096, 8192, 16384] if args.full else [256, 512, 1024, 2048],
                   1024, args.full)
    cast_rows(r, "cpu", args.full)
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip() or "unknown"
    except Exception:
        commit = "unknown"
    model = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    doc = {
        "schema": "ktorch-bench/1", "tool": "torch %s" % torch.__version__,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "commit": os.environ.get("KTORCH_COMMIT", commit), "mode": "full" if args.full else "quick",
        "machine": {"hostname": socket.gethostname(), "os": platform.system() + " " + platform.release(), "arch": platform.machine(),
                    "cpu_model": model, "isa": "torch", "threads": torch.get_num_threads(), "peak_gflops": None,
                    "gpu": torch.cuda.get_device_name() if torch.cuda.is_available() else None},
        "settings": {"warmup": args.warmup, "trials": args.trials, "min_trial_ms": args.min_trial_ms, "bootstrap_resamples": 2000,
                     "bootstrap_seed": SEED, "filter": args.filter, "backend": None},
        "rows": r.rows,
    }
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1, allow_nan=False)
    print("%d rows -> %s" % (len(r.rows), args.out), file=sys.stderr)


if __name__ == "__main__":
    main()
