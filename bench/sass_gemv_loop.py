#!/usr/bin/env python3
"""Instruction counts of the GEMV kernel kt_gemv's stage loop in a CUBIN
(bench/sass_gemv.c makes one): every loop (a back-edge), its length and
opcodes; the ring shapes' stage loop is the one that waits at BAR.SYNC.
Divide its length by the weights a warp takes a stage (16 KT_MT rows times
KT_STAGES chunks of 32 elements, 64 for int8 / fp8) for instructions a
weight. Needs cuobjdump (CUOBJDUMP=path to choose one) that reads the
CUBIN's architecture. usage: python3 bench/sass_gemv_loop.py X.cubin [FUNCTION]"""
import collections, os, re, subprocess, sys
CUOBJDUMP = os.environ.get('CUOBJDUMP', 'cuobjdump')
PAT = re.compile(r'^\s+/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;')

def op(s):
    w = s.split()
    w = w[1:] if w and w[0].startswith('@') else w
    return w[0].split('.')[0] if w else ''

def main():
    fn = sys.argv[2] if len(sys.argv) > 2 else 'kt_gemv'
    text = subprocess.run([CUOBJDUMP, '-sass', sys.argv[1]], capture_output=True, text=True, timeout=120).stdout
    ins, on = [], False
    for l in text.split('\n'):
        if re.search(r'Function : %s\s*$' % fn, l): on = True; continue
        if 'Function :' in l and on: break
        m = PAT.match(l) if on else None
        if m: ins.append((int(m.group(1), 16), m.group(2)))
    if not ins:
        print('no', fn, 'in', sys.argv[1]); return 1
    at = {a: i for i, (a, _) in enumerate(ins)}
    print(f'{fn}: {len(ins)} instructions')
    for i, (a, s) in enumerate(ins):
        m = re.search(r'BRA (?:\S+, )?0x([0-9a-f]+)', s) if op(s) == 'BRA' else None
        t = at.get(int(m.group(1), 16)) if m else None
        if t is None or t >= i: continue
        c = collections.Counter(op(x) for _, x in ins[t:i + 1])
        bar = any('BAR.SYNC' in x for _, x in ins[t:i + 1])
        print(f'loop {ins[t][0]:#x}-{a:#x}: {i - t + 1} instructions{" (waits at BAR.SYNC)" if bar else ""}; ' +
              ' '.join(f'{o}:{n}' for o, n in c.most_common(16)))
    return 0

sys.exit(main())
