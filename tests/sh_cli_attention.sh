#!/bin/sh
# End-to-end tests of `ktorch attention`: inputs written by NumPy, the output
# (and with --grad-out the gradients) compared with an independent NumPy
# (float64) computation of the semantics.
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_attention.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL cli_attention: $1"; }
finish() { echo "[cli_attention] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP cli_attention: $BIN not built (make build/ktorch)"
    skipped=1; finish
fi
. "$(dirname "$0")/numpy_python.sh"
if [ -z "$PY" ]; then
    echo "  SKIP cli_attention: no python3 with numpy (Debian: python3-numpy)"
    skipped=1; finish
fi

cat > "$T/tool.py" <<'EOF'
import sys, numpy as np
def gen(d):
    r = np.random.default_rng(7)
    B, Hq, Hk, Nq, Nk, D, Dv = 2, 4, 2, 17, 23, 32, 24
    q = r.standard_normal((B, Hq, Nq, D)).astype(np.float32)
    k = r.standard_normal((B, Hk, Nk, D)).astype(np.float32)
    v = r.standard_normal((B, Hk, Nk, Dv)).astype(np.float32)
    for n, a in (("q", q), ("k", k), ("v", v)):
        np.save(f"{d}/{n}.npy", a)
        np.save(f"{d}/{n}_bnhd.npy", np.ascontiguousarray(a.transpose(0, 2, 1, 3)))
    np.save(f"{d}/mask_bool.npy", r.random((Nq, Nk)) < 0.7)
    add = r.standard_normal((1, Hq, Nq, Nk)).astype(np.float32)
    add[0, 1, 3, :] = -np.inf  # one empty row
    np.save(f"{d}/mask_add.npy", add)
    np.save(f"{d}/k_badD.npy", r.standard_normal((B, Hk, Nk, D + 1)).astype(np.float32))
    np.save(f"{d}/q_int.npy", np.zeros((B, Hq, Nq, D), np.int32))
    np.save(f"{d}/q_3d.npy", q[0])
    do = r.standard_normal((B, Hq, Nq, Dv)).astype(np.float32)
    np.save(f"{d}/do.npy", do)
    np.save(f"{d}/do_bnhd.npy", np.ascontiguousarray(do.transpose(0, 2, 1, 3)))
    bm = r.random((5, 6)) < 0.5  # blocks of 4 over 17 x 23
    bm[2, :] = False  # one block row sees nothing
    np.save(f"{d}/bm.npy", bm)
    for n, sh in (("q", (B, Hq, 20, D)), ("k", (B, Hk, 20, D)), ("v", (B, Hk, 20, Dv)), ("do", (B, Hq, 20, Dv))):
        np.save(f"{d}/s_{n}.npy", r.standard_normal(sh).astype(np.float32))  # self-attention (dilated)
def probs(d, opts):
    """P (0 on rows with no visible key), d(score)/d(q.k), and q, k, v with k, v repeated over each group.
    sq: the self-attention inputs s_*.npy; bm=FILE bs=B: a block mask; dil=w:r,...: LONGNET, key j weighted by
    the number of patterns selecting (i, j) (its segment, positions seg_start + (h mod r) + t r)."""
    pre = "s_" if "sq" in opts else ""
    q, k, v = (np.load(f"{d}/{pre}{n}.npy").astype(np.float64) for n in "qkv")
    B, Hq, Nq, D = q.shape; Hk, Nk = k.shape[1], k.shape[2]
    k = np.repeat(k, Hq // Hk, axis=1); v = np.repeat(v, Hq // Hk, axis=1)
    scale = float(opts.get("scale", 1 / np.sqrt(D)))
    s = np.einsum("bhid,bhjd->bhij", q, k) * scale
    dsdx = np.full(s.shape, scale)
    if "softcap" in opts: c = float(opts["softcap"]); t = np.tanh(s / c); s = c * t; dsdx = scale * (1 - t * t)
    i = np.arange(Nq)[:, None] + (Nk - Nq); j = np.arange(Nk)[None, :]
    vis = np.ones((Nq, Nk), bool)
    if "causal" in opts: vis &= j <= i
    if "window" in opts: w = int(opts["window"]); vis &= (j <= i) & (j >= i - (w - 1))
    if "wl" in opts: vis &= j >= i - int(opts["wl"])
    if "wr" in opts: vis &= j <= i + int(opts["wr"])
    vis = np.broadcast_to(vis, s.shape).copy()
    if opts.get("mask") == "bool": vis &= np.load(f"{d}/mask_bool.npy")
    if opts.get("mask") == "add": s = s + np.load(f"{d}/mask_add.npy")
    if "bm" in opts:
        b = int(opts["bs"]); vis &= np.repeat(np.repeat(np.load(f"{d}/{opts['bm']}"), b, 0), b, 1)[:Nq, :Nk]
    if "dil" in opts:
        cnt = np.zeros((Hq, Nq, Nk))
        for pr in opts["dil"].split(","):
            w, r = (int(x) for x in pr.split(":")); w = min(w, Nq)
            for h in range(Hq):
                cnt[h] += (i // w == j // w) & ((i - i // w * w) % r == h % r) & ((j - j // w * w) % r == h % r)
        vis &= cnt > 0
        s = s + np.log(np.where(cnt > 0, cnt, 1))
    s = np.where(vis, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    empty = ~np.isfinite(m)
    w = np.where(empty, 0.0, np.exp(s - np.where(empty, 0.0, m)))
    den = w.sum(-1, keepdims=True)
    return w / np.where(den == 0, 1, den), dsdx, q, k, v
def ref(d, opts):
    p, _, _, _, v = probs(d, opts)
    return np.einsum("bhij,bhjd->bhid", p, v)
def ref_grads(d, opts):
    """dL/dq, dL/dk, dL/dv of L = sum(out * do): dS = P (dP - rowsum(P dP)); k, v gradients summed over each group."""
    p, dsdx, q, k, v = probs(d, opts)
    pre = "s_" if "sq" in opts else ""
    do = np.load(f"{d}/{pre}do.npy").astype(np.float64)
    B, Hq, Nq, D = q.shape; Hk = np.load(f"{d}/{pre}k.npy").shape[1]; Nk = k.shape[2]
    dp = np.einsum("bhid,bhjd->bhij", do, v)
    ds = p * (dp - (p * dp).sum(-1, keepdims=True)) * dsdx
    dq = np.einsum("bhij,bhjd->bhid", ds, k)
    dk = np.einsum("bhij,bhid->bhjd", ds, q).reshape(B, Hk, Hq // Hk, Nk, D).sum(2)
    dv = np.einsum("bhij,bhid->bhjd", p, do).reshape(B, Hk, Hq // Hk, Nk, -1).sum(2)
    return dq, dk, dv
def rel_err(o, r): return np.abs(o - r).max() / max(np.abs(r).max(), 1e-30)
if __name__ == "__main__":
    d = sys.argv[2]
    if sys.argv[1] == "gen": gen(d); sys.exit(0)
    if sys.argv[1] in ("grads", "planted_grads"):  # grads DIR DQ DK DV OPTS...
        got = [np.load(f) for f in sys.argv[3:6]]; opts = dict(a.split("=", 1) if "=" in a else (a, "") for a in sys.argv[6:])
        if opts.get("layout") == "bnhd": got = [g.transpose(0, 2, 1, 3) for g in got]
        if sys.argv[1] == "planted_grads": got[1] = got[1].copy(); got[1].flat[7] += 1e-3 * np.abs(got[1]).max()
        for name, g, r in zip(("dq", "dk", "dv"), got, ref_grads(d, opts)):
            if g.dtype != np.float32 or g.shape != r.shape: print(f"bad {name} {g.dtype} {g.shape} vs {r.shape}"); sys.exit(1)
            if np.isnan(g).any(): print(f"NaN in {name}"); sys.exit(1)
            if rel_err(g, r) > 1e-5: print(f"{name}: max rel error {rel_err(g, r):g}"); sys.exit(1)
        sys.exit(0)
    out = np.load(sys.argv[3]); opts = dict(a.split("=", 1) if "=" in a else (a, "") for a in sys.argv[4:])
    if opts.get("layout") == "bnhd": out = out.transpose(0, 2, 1, 3)
    r = ref(d, opts)
    if out.dtype != np.float32 or out.shape != r.shape: print(f"bad output {out.dtype} {out.shape} vs {r.shape}"); sys.exit(1)
    if np.isnan(out).any(): print("NaN in output"); sys.exit(1)
    err = np.abs(out - r).max() / max(np.abs(r).max(), 1e-30)
    if err > 1e-5: print(f"max rel error {err:g}"); sys.exit(1)
    if sys.argv[1] == "planted":  # the comparison must reject a wrong element
        out = out.copy(); out.flat[5] += 1e-3
        err = np.abs(out - r).max() / max(np.abs(r).max(), 1e-30)
        sys.exit(0 if err > 1e-5 else 1)
EOF
if ! "$PY" "$T/tool.py" gen "$T"; then bad "generating inputs"; finish; fi

# run NAME CHECK_OPTS -- CLI_ARGS...: run the tool, compare with NumPy
run() {
    name=$1; opts=$2; shift 3
    rm -f "$T/out.npy"
    if ! "$BIN" attention "$@" -o "$T/out.npy" 2> "$T/err"; then bad "$name: exit status ($(cat "$T/err"))"; return; fi
    # shellcheck disable=SC2086
    if msg=$("$PY" "$T/tool.py" check "$T" "$T/out.npy" $opts); then ok; else bad "$name: $msg"; fi
}
Q="--q $T/q.npy --k $T/k.npy --v $T/v.npy"
# shellcheck disable=SC2086
{
run plain "" -- $Q
run causal "causal" -- $Q --causal
run window "window=5" -- $Q --window 5
run scale_softcap "scale=0.3 softcap=2" -- $Q --scale 0.3 --softcap 2
run mask_bool "mask=bool" -- $Q --mask "$T/mask_bool.npy"
run mask_additive "mask=add" -- $Q --mask "$T/mask_add.npy"
run reference "causal" -- $Q --causal --variant reference
run flash_1thread "window=3" -- $Q --window 3 --variant flash --threads 1 --backend cpu
run bnhd "layout=bnhd causal" -- --q "$T/q_bnhd.npy" --k "$T/k_bnhd.npy" --v "$T/v_bnhd.npy" --layout bnhd --causal
# the API's own bounds: j >= i' - L and j <= i' + R (i' = i + Nk - Nq)
run window_left "wl=3" -- $Q --window-left 3
run window_right "wr=2" -- $Q --window-right 2
run window_left_right "wl=4 wr=1" -- $Q --window-left 4 --window-right 1 --variant reference
run window_left_causal "wl=0 causal" -- $Q --window-left 0 --causal
}
# --window W is --window-left W-1 --window-right 0, bit for bit
"$BIN" attention $Q --window 6 -o "$T/w6.npy" 2> "$T/err" && "$BIN" attention $Q --window-left 5 --window-right 0 -o "$T/wl5.npy" 2>> "$T/err" &&
    cmp -s "$T/w6.npy" "$T/wl5.npy" && ok || bad "--window 6 differs from --window-left 5 --window-right 0 ($(cat "$T/err"))"
# explicit cpu backend: the same bytes as the default
"$BIN" attention $Q --causal -o "$T/d.npy" 2> "$T/err" && "$BIN" attention $Q --causal --backend cpu:0 -o "$T/c.npy" 2>> "$T/err" &&
    cmp -s "$T/d.npy" "$T/c.npy" && ok || bad "--backend cpu:0 differs from the default ($(cat "$T/err"))"
# test of the test: a planted error is rejected
"$BIN" attention $Q -o "$T/out.npy" 2>/dev/null
if "$PY" "$T/tool.py" planted "$T" "$T/out.npy"; then ok; else bad "planted error not detected"; fi

# backward: --grad-out DO --grads DQ,DK,DV writes OUT and the three gradients
# grad NAME CHECK_OPTS -- CLI_ARGS...
grad() {
    name=$1; opts=$2; shift 3
    rm -f "$T/out.npy" "$T/dq.npy" "$T/dk.npy" "$T/dv.npy"
    if ! "$BIN" attention "$@" --grads "$T/dq.npy,$T/dk.npy,$T/dv.npy" -o "$T/out.npy" 2> "$T/err"; then bad "grad $name: exit status ($(cat "$T/err"))"; return; fi
    # shellcheck disable=SC2086
    if msg=$("$PY" "$T/tool.py" check "$T" "$T/out.npy" $opts) && msg=$("$PY" "$T/tool.py" grads "$T" "$T/dq.npy" "$T/dk.npy" "$T/dv.npy" $opts); then ok
    else bad "grad $name: $msg"; fi
}
G="--grad-out $T/do.npy"
# shellcheck disable=SC2086
{
grad plain "" -- $Q $G
grad causal_softcap "causal scale=0.3 softcap=2" -- $Q $G --causal --scale 0.3 --softcap 2
grad window_bool "wl=4 wr=1 mask=bool" -- $Q $G --window-left 4 --window-right 1 --mask "$T/mask_bool.npy"
grad additive_1thread "mask=add window=9" -- $Q $G --mask "$T/mask_add.npy" --window 9 --threads 1
grad bnhd "layout=bnhd causal" -- --q "$T/q_bnhd.npy" --k "$T/k_bnhd.npy" --v "$T/v_bnhd.npy" --layout bnhd --causal --grad-out "$T/do_bnhd.npy"
# the variants' backward: block-sparse, chunked, dilated (LONGNET)
grad block_mask "bm=bm.npy bs=4 causal" -- $Q $G --block-mask "$T/bm.npy" --block-size 4 --causal
grad chunked "wl=4 wr=1 mask=bool" -- $Q $G --chunk 5 --window-left 4 --window-right 1 --mask "$T/mask_bool.npy"
grad dilated "sq dil=8:1,16:2,20:4 causal" -- --q "$T/s_q.npy" --k "$T/s_k.npy" --v "$T/s_v.npy" --grad-out "$T/s_do.npy" --dilated 8:1,16:2,20:4 --causal
}
# shellcheck disable=SC2086
"$BIN" attention $Q $G --grads "$T/dq.npy,$T/dk.npy,$T/dv.npy" -o "$T/out.npy" 2>/dev/null
if "$PY" "$T/tool.py" planted_grads "$T" "$T/dq.npy" "$T/dk.npy" "$T/dv.npy" > /dev/null; then bad "planted gradient error not detected"; else ok; fi

# bad input: non-zero exit and exactly one line on stderr
fails() {
    name=$1; shift
    if "$BIN" attention "$@" -o "$T/bad.npy" > /dev/null 2> "$T/err"; then bad "$name: exit status 0"; return; fi
    n=$(wc -l < "$T/err")
    if [ "$n" -ne 1 ]; then bad "$name: $n lines on stderr: $(cat "$T/err")"; return; fi
    ok
}
# shellcheck disable=SC2086
{
fails missing_file --q "$T/nope.npy" --k "$T/k.npy" --v "$T/v.npy"
fails head_dims --q "$T/q.npy" --k "$T/k_badD.npy" --v "$T/v.npy"
fails int_input --q "$T/q_int.npy" --k "$T/k.npy" --v "$T/v.npy"
fails three_dims --q "$T/q_3d.npy" --k "$T/k.npy" --v "$T/v.npy"
fails garbage_mask $Q --mask "$T/tool.py"
fails mask_shape $Q --mask "$T/k.npy"
fails bad_layout $Q --layout nhbd
fails bad_window $Q --window 0
fails window_and_left $Q --window 3 --window-left 2
fails causal_and_right $Q --causal --window-right 1
fails bad_variant $Q --variant fast
fails bad_backend $Q --backend cuda
fails unknown_option $Q --frobnicate 1
fails no_output_arg_value $Q --scale
fails grad_out_alone $Q --grad-out "$T/do.npy"
fails grads_alone $Q --grads "$T/a.npy,$T/b.npy,$T/c.npy"
fails grads_two_paths $Q --grad-out "$T/do.npy" --grads "$T/a.npy,$T/b.npy"
fails grads_four_paths $Q --grad-out "$T/do.npy" --grads "$T/a.npy,$T/b.npy,$T/c.npy,$T/d.npy"
fails grads_dilated_groups --q "$T/s_q.npy" --k "$T/s_k.npy" --v "$T/s_v.npy" --grad-out "$T/s_do.npy" --grads "$T/a.npy,$T/b.npy,$T/c.npy" \
    --dilated 4:1 --dilated-mode groups
fails grad_out_shape $Q --grad-out "$T/q.npy" --grads "$T/a.npy,$T/b.npy,$T/c.npy"
}
if "$BIN" attention --q "$T/q.npy" > /dev/null 2>&1; then bad "missing -o accepted"; else ok; fi
# a mask of the wrong shape: the message shows the shape received
"$BIN" attention $Q --mask "$T/k.npy" -o "$T/bad.npy" 2> "$T/err"
grep -q "got \[2,2,23,32\]" "$T/err" && ok || bad "mask shape not shown: $(cat "$T/err")"
finish
