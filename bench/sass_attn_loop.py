#!/usr/bin/env python3
"""Compares the d=64 bf16 bulk-copy attention kernel (kt_attn_fwd) of two
kernel cache dirs (the CUBINs the CUDA engine writes to its cache_dir, e.g.
a run of bench/ab_attention.c with KTORCH_CUDA_CACHE_DIR set, one dir per
tree): instruction counts, constant loads, the plain-tile path of the
consumer loop (loop head to the branch into the softmax tail, then the tail
to the back-edge), its static stall cycles, and a register-normalised diff
of that path. Needs cuobjdump (CUOBJDUMP=path to choose one).
usage: python3 bench/sass_attn_loop.py A_DIR B_DIR (docs/PERF.md, issue 23)"""
import os, re, subprocess, sys, difflib
CUOBJDUMP = os.environ.get('CUOBJDUMP', 'cuobjdump')
PAT = re.compile(r'^\s+/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;?\s*/\* (0x[0-9a-f]{16}) \*/')

def parse(text):
    L = text.split('\n'); out = []
    for i, l in enumerate(L):
        m = PAT.match(l)
        if not m: continue
        hi = re.search(r'/\* (0x[0-9a-f]{16}) \*/', L[i + 1]) if i + 1 < len(L) else None
        ctrl = (int(hi.group(1), 16) >> 41) if hi else 0
        out.append((int(m.group(1), 16), m.group(2).rstrip(' ;'), ctrl & 0xf))
    return out

def kernel(d):
    for f in sorted(os.listdir(d)):
        p = os.path.join(d, f)
        try:
            t = subprocess.run([CUOBJDUMP, '-sass', p], capture_output=True, text=True, timeout=60).stdout
        except Exception as e:
            continue
        if 'Function : kt_attn_fwd' not in t or 'HGMMA.64x64x16.F32.BF16 R' not in t: continue
        return p, parse(t)
    return None, None

def op(s):
    w = s.split()
    return w[1] if w and w[0].startswith('@') else (w[0] if w else '')

def target(s):
    m = re.search(r'BRA (?:\S+, )?(0x[0-9a-f]+)', s)
    return int(m.group(1), 16) if m else None

def hot(ins):
    at = {a: i for i, (a, s, _) in enumerate(ins)}
    # back-edge: a branch far back to a block that waits on an mbarrier
    best = None
    for i, (a, s, _) in enumerate(ins):
        t = target(s)
        if t is None or t >= a or a - t < 0x4000 or t not in at: continue
        j = at[t]
        if any('TRYWAIT' in x[1] for x in ins[j:j + 12]): best = (j, i)
    if not best: return None
    j, back = best
    lo = ins[back][0] - 0x1c00
    for k in range(j, back):
        t = target(ins[k][1])
        if t is not None and lo <= t < ins[back][0] and t in at and ins[k][1].startswith('@'):
            return ins[j:k + 1] + ins[at[t]:back + 1]
    return None

def norm(s):
    return re.sub(r'0x[0-9a-f]+', 'X', re.sub(r'\bU?R\d+\b', 'R', re.sub(r'\bU?P\d\b', 'P', s)))

def main():
    ks = []
    for d in sys.argv[1:3]:
        p, ins = kernel(d)
        if not ins:
            print(f'{d}: no d=64 kt_attn_fwd CUBIN found'); return 1
        h = hot(ins)
        ks.append((d, ins, h))
        print(f'{d}: {os.path.basename(p)}: {len(ins)} instructions, {sum(op(s) in ("LDC", "LDC.64") for _, s, _ in ins)} LDC, '
              f'plain-tile path {len(h) if h else "?"} instructions, {sum(x[2] for x in h) if h else "?"} stall cycles')
    (_, a, ha), (_, b, hb) = ks
    sm = difflib.SequenceMatcher(None, [op(s) for _, s, _ in a], [op(s) for _, s, _ in b], autojunk=False)
    print(f'whole kernel: {sum(x.size for x in sm.get_matching_blocks())} opcodes in the same order')
    if ha and hb:
        A = [norm(s) for _, s, _ in ha]; B = [norm(s) for _, s, _ in hb]
        sm = difflib.SequenceMatcher(None, A, B, autojunk=False)
        print(f'plain-tile path: {sum(x.size for x in sm.get_matching_blocks())} of {len(A)} / {len(B)} the same (registers aside); differences:')
        n = 0
        for tag, i1, i2, j1, j2 in sm.get_opcodes():
            if tag == 'equal': continue
            for x in A[i1:i2]:
                if n < 40: print('  - ' + x)
                n += 1
            for x in B[j1:j2]:
                if n < 40: print('  + ' + x)
                n += 1
        if n > 40: print(f'  ... {n - 40} more')
    return 0

sys.exit(main())
