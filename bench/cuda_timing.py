"""Event timing shared by the PyTorch peer scripts bench/peer_*.py."""
import torch


def bench(fn, reps=11, inner=5):
    """Median ms per call of fn: 3 warm-up calls, then `reps` batches of
    `inner` calls, each batch timed with two CUDA events."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(inner):
            fn()
        b.record()
        b.synchronize()
        ts.append(a.elapsed_time(b) / inner)
    return sorted(ts)[len(ts) // 2]
