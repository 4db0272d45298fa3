"""FlexAttention (torch.compile'd flex_attention) on the shapes of
examples/bench_cuda_sparse.c: b=1 h=16 n=16384 d=128 bf16, random 128x128
block masks rebuilt bit for bit from ktorch_block_mask_build's RANDOM
pattern (splitmix64 + Floyd, same seeds), sliding window 1024 causal, dense.
The BlockMask comes from create_block_mask with a mask_mod that reads the
block-mask tensor, so fully set blocks skip the mask_mod as in FlexAttention's
own fast path. Prints ms, density and speedup against flex dense.
With --bwd: the backward alone (dQ, dK, dV from one saved forward) as
bench_cuda_sparse's backward table: n=8192, dense, dense causal, random
masks at 10/50/90% (seeds 17..19), TFLOP/s of the visited blocks
(2.5 x 4 h n^2 d x density)."""
import sys
import torch_version

torch_version.require("2.5", "torch.nn.attention.flex_attention")

import torch
from cuda_timing import bench
from torch.nn.attention.flex_attention import flex_attention, create_block_mask

M64 = (1 << 64) - 1


def mix(x):
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def random_mask(H, QB, KB, density, seed):
    """ktorch_block_mask_build, KTORCH_BLOCKS_RANDOM, B=1, non-causal."""
    m = torch.zeros(1, H, QB, KB, dtype=torch.bool)
    for h in range(H):
        for a in range(QB):
            state = mix(seed ^ mix(h * QB + a))
            n = KB
            cnt = max(1, int(density * n + 0.5))
            tmp = [0] * n
            for j in range(n - cnt, n):
                state = mix(state)
                t = state % (j + 1)
                if tmp[t]:
                    tmp[j] = 1
                else:
                    tmp[t] = 1
            m[0, h, a] = torch.tensor(tmp, dtype=torch.bool)
    return m


print("device:", torch.cuda.get_device_name(), "torch", torch.__version__)


def causal(b, h, qi, ki):
    return qi >= ki


if "--bwd" in sys.argv:
    H, N, D, BS = 16, 8192, 128, 128
    NB = N // BS
    flex = torch.compile(flex_attention, dynamic=False)
    q, k, v = (
        (torch.rand(1, H, N, D, device="cuda", dtype=torch.bfloat16) * 4 - 2).requires_grad_() for _ in range(3)
    )
    do = torch.rand(1, H, N, D, device="cuda", dtype=torch.bfloat16) * 4 - 2
    fl = 2.5 * 4.0 * H * N * N * D
    print("FlexAttention backward b=1 h=16 n=8192 d=128 bf16, 128x128 blocks")
    print("%-34s %8s %9s %10s %9s" % ("case", "density", "ms", "TFLOP/s", "vs dense"))

    def bwd_ms(bm):
        o = flex(q, k, v, block_mask=bm)
        return bench(lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True), inner=3)

    dense_ms = bwd_ms(None)
    print("%-34s %8.3f %9.3f %10.1f %9s" % ("flex dense", 1.0, dense_ms, fl / (dense_ms * 1e-3) / 1e12, "1.00x"))
    bm = create_block_mask(causal, B=None, H=None, Q_LEN=N, KV_LEN=N, device="cuda", BLOCK_SIZE=BS)
    ms = bwd_ms(bm)
    print("%-34s %8.3f %9.3f %10.1f %8.2fx" % ("flex dense causal", 0.5, ms, 0.5 * fl / (ms * 1e-3) / 1e12, dense_ms / ms))
    for i, dens in enumerate((0.10, 0.50, 0.90)):
        M = random_mask(H, NB, NB, dens, 17 + i).cuda()

        def from_tensor(b, h, qi, ki, M=M):
            return M[0, h, qi // BS, ki // BS]

        bm = create_block_mask(from_tensor, B=None, H=H, Q_LEN=N, KV_LEN=N, device="cuda", BLOCK_SIZE=BS)
        de = M.float().mean().item()
        ms = bwd_ms(bm)
        print("%-34s %8.3f %9.3f %10.1f %8.2fx" % ("flex random %.0f%%" % (100 * dens), de, ms, de * fl / (ms * 1e-3) / 1e12, dense_ms / ms))
    sys.exit(0)

H, N, D, BS = 16, 16384, 128, 128
NB = N // BS
flex = torch.compile(flex_attention, dynamic=False)
q, k, v = (torch.rand(1, H, N, D, device="cuda", dtype=torch.bfloat16) * 4 - 2 for _ in range(3))
print("FlexAttention b=1 h=16 n=16384 d=128 bf16, 128x128 blocks")
print("%-34s %8s %9s %9s" % ("case", "density", "ms", "vs dense"))
dense_ms = bench(lambda: flex(q, k, v))
print("%-34s %8.3f %9.3f %9s" % ("dense", 1.0, dense_ms, "1.00x"))

bm = create_block_mask(causal, B=None, H=None, Q_LEN=N, KV_LEN=N, device="cuda", BLOCK_SIZE=BS)
ms = bench(lambda: flex(q, k, v, block_mask=bm))
print("%-34s %8.3f %9.3f %8.2fx" % ("dense causal", 0.5, ms, dense_ms / ms))
for i, dens in enumerate((0.107, 0.25, 0.50, 1.0)):
    M = random_mask(H, NB, NB, dens, 7 + i).cuda()

    def from_tensor(b, h, qi, ki, M=M):
        return M[0, h, qi // BS, ki // BS]

    bm = create_block_mask(from_tensor, B=None, H=H, Q_LEN=N, KV_LEN=N, device="cuda", BLOCK_SIZE=BS)
    ms = bench(lambda: flex(q, k, v, block_mask=bm))
    print("%-34s %8.3f %9.3f %8.2fx" % ("random %.1f%%" % (100 * dens), M.float().mean().item(), ms, dense_ms / ms))


def window(b, h, qi, ki):
    return (qi >= ki) & (qi - ki <= 1024)


bm = create_block_mask(window, B=None, H=None, Q_LEN=N, KV_LEN=N, device="cuda", BLOCK_SIZE=BS)
ms = bench(lambda: flex(q, k, v, block_mask=bm), inner=10)
vis = sum(min(r + 1, 1025) for r in range(N)) / (N * N)
print("%-34s %8.3f %9.3f %8.2fx" % ("window 1024 causal", vis, ms, dense_ms / ms))
