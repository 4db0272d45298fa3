#!/usr/bin/env python3
"""Instruction counts of the CUDA paged-decode kernel's tile loop (kt_attn_fwd,
kind 9) in a CUBIN (bench/sass_paged.c makes one with the page format fixed):
the loop (a back-edge to a head that waits at BAR.SYNC), its opcodes, and the
main path: the shortest path from the head to the back-edge that passes a
global-to-shared copy (the tile refill) and the loop's first and last MMA
(both products), i.e. a plain tile that loads a whole tile and rescales
nothing. Needs cuobjdump (CUOBJDUMP=path to choose one) that reads the
CUBIN's architecture. usage: python3 bench/sass_paged_loop.py X.cubin [PATH.txt]
(PATH.txt: the main path's instructions, one a line; docs/PERF.md "CUDA paged
decode")"""
import collections, heapq, os, re, subprocess, sys
CUOBJDUMP = os.environ.get('CUOBJDUMP', 'cuobjdump')
PAT = re.compile(r'^\s+/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;')

def load(cubin):
    text = subprocess.run([CUOBJDUMP, '-sass', cubin], capture_output=True, text=True, timeout=120).stdout
    out, on = [], False
    for l in text.split('\n'):
        if 'Function : kt_attn_fwd' in l: on = True; continue
        if 'Function :' in l and on: break
        m = PAT.match(l) if on else None
        if m: out.append((int(m.group(1), 16), m.group(2)))
    return out

def op(s):
    w = s.split()
    w = w[1:] if w and w[0].startswith('@') else w
    return w[0].split('.')[0] if w else ''

def main():
    ins = load(sys.argv[1])
    if not ins:
        print('no kt_attn_fwd in', sys.argv[1]); return 1
    at = {a: i for i, (a, _) in enumerate(ins)}
    def tgt(s):
        m = re.search(r'BRA (?:\S+, )?0x([0-9a-f]+)', s)
        return at.get(int(m.group(1), 16)) if m else None
    best = None
    for i, (a, s) in enumerate(ins):
        t = tgt(s) if op(s) == 'BRA' else None
        if t is not None and t < i and any('BAR.SYNC' in x[1] for x in ins[t:t + 12]): best = (t, i)
    if not best:
        print('no tile loop found'); return 1
    lo, hi = best
    c = collections.Counter(op(s) for _, s in ins[lo:hi + 1])
    print(f'loop {ins[lo][0]:#x}-{ins[hi][0]:#x}: {hi - lo + 1} instructions; ' + ' '.join(f'{o}:{n}' for o, n in c.most_common(16)))
    hm = [i for i in range(lo, hi + 1) if 'HMMA' in ins[i][1]]
    must = [lambda i: 'LDGSTS' in ins[i][1], lambda i: i == hm[0], lambda i: i == hm[-1]]
    def fl(i, f):
        for b, m in enumerate(must):
            if m(i): f |= 1 << b
        return f
    start = (lo, fl(lo, 0)); dist = {start: 1}; prev = {}; pq = [(1, lo, start[1])]; end = None
    while pq:
        d, i, f = heapq.heappop(pq)
        if dist.get((i, f), 1 << 30) < d: continue
        if i == hi and f == 7: end = (i, f); break
        s = ins[i][1]; nx = []
        if op(s) == 'BRA':
            t = tgt(s)
            if t is not None: nx.append(t)
            if s.startswith('@') or 'BRA.DIV' in s: nx.append(i + 1)
        elif op(s) != 'EXIT':
            nx.append(i + 1)
        for n in nx:
            if lo <= n <= hi:
                g = fl(n, f)
                if dist.get((n, g), 1 << 30) > d + 1:
                    dist[(n, g)] = d + 1; prev[(n, g)] = (i, f); heapq.heappush(pq, (d + 1, n, g))
    if not end:
        print('no main path'); return 1
    seq, key = [], end
    while key in prev:
        seq.append(key[0]); key = prev[key]
    seq.append(lo); seq.reverse()
    c = collections.Counter(op(ins[i][1]) for i in seq)
    print(f'main path: {len(seq)} instructions; ' + ' '.join(f'{o}:{n}' for o, n in c.most_common(20)))
    if len(sys.argv) > 2:
        with open(sys.argv[2], 'w') as f:
            for i in seq: f.write(f'{ins[i][0]:05x} {ins[i][1]}\n')
    return 0

sys.exit(main())
