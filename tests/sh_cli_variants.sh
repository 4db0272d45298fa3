#!/bin/sh
# End-to-end tests of the variant flags of `ktorch attention` (--block-mask,
# --sparse, --dilated, --chunk): inputs from NumPy, outputs checked against an
# independent NumPy (float64) computation of each definition.
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_variants.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL cli_variants: $1"; }
finish() { echo "[cli_variants] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP cli_variants: $BIN not built (make build/ktorch)"
    skipped=1; finish
fi
. "$(dirname "$0")/numpy_python.sh"
if [ -z "$PY" ]; then
    echo "  SKIP cli_variants: no python3 with numpy (Debian: python3-numpy)"
    skipped=1; finish
fi

cat > "$T/tool.py" <<'PYEOF'
import sys, numpy as np
def attn(q, k, v, vis, add=None):
    q, k, v = (x.astype(np.float64) for x in (q, k, v))
    k = np.repeat(k, q.shape[1] // k.shape[1], axis=1); v = np.repeat(v, q.shape[1] // v.shape[1], axis=1)
    s = np.einsum("bhid,bhjd->bhij", q, k) / np.sqrt(q.shape[-1])
    if add is not None: s = s + add
    s = np.where(vis, s, -np.inf)
    m = s.max(axis=-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    p = np.exp(s - m); den = p.sum(-1, keepdims=True)
    return np.einsum("bhij,bhjd->bhid", p, v) / np.where(den > 0, den, 1)
def gen(d):
    r = np.random.default_rng(11)
    q = r.standard_normal((1, 4, 96, 16)).astype(np.float32)
    k = r.standard_normal((1, 2, 96, 16)).astype(np.float32)
    v = r.standard_normal((1, 2, 96, 16)).astype(np.float32)
    for n, a in (("q", q), ("k", k), ("v", v)):
        np.save(f"{d}/{n}.npy", a)
        np.save(f"{d}/{n}_bnhd.npy", np.ascontiguousarray(a.transpose(0, 2, 1, 3)))
    np.save(f"{d}/bm.npy", (r.random((12, 12)) < 0.4).astype(np.uint8))
def expect(d, what):
    q, k, v = (np.load(f"{d}/{n}.npy") for n in "qkv")
    N = q.shape[2]; i = np.arange(N)[:, None]; j = np.arange(N)[None, :]
    if what == "blockmask":
        bm = np.load(f"{d}/bm.npy").astype(bool)
        return attn(q, k, v, bm[i // 8, j // 8] & (j <= i))
    if what == "chunk":
        return attn(q, k, v, (j <= i) & (j >= i - 19))
    if what.startswith("longnet"):
        pats = [(16, 1), (32, 2), (40, 4)]
        cnt = np.zeros((1, q.shape[1], N, N))
        for h in range(q.shape[1]):
            for w, rr in pats:
                seg = i // w * w
                cnt[0, h] += (j // w * w == seg) & ((i - seg) % rr == h % rr) & ((j - seg) % rr == h % rr)
        vis = cnt > 0
        if what.endswith("causal"): vis &= j <= i
        with np.errstate(divide="ignore"):
            return attn(q, k, v, vis, np.log(np.maximum(cnt, 1e-300)))
    if what == "groups":  # heads 0,1: (16,1,off 0); heads 2,3: (32,2,off 1); then / 2
        out = np.zeros((1, 4, N, v.shape[-1]))
        for g, (w, rr, off) in enumerate([(16, 1, 0), (32, 2, 1)]):
            sel = (np.arange(N) % w) % rr == off
            vis = (i // w == j // w) & sel[:, None] & sel[None, :] & (j <= i)
            o = attn(q[:, 2 * g:2 * g + 2], k[:, g:g + 1], v[:, g:g + 1], vis)
            out[:, 2 * g:2 * g + 2] = np.where(sel[None, None, :, None], o, 0) / 2
        return out.transpose(0, 2, 1, 3)
def check(d, what, out, tol):
    o = np.load(out).astype(np.float64); r = expect(d, what)
    err = np.abs(o - r).max() / np.abs(r).max()
    if not (o.shape == r.shape and err <= float(tol)): print(f"{what}: err {err} shape {o.shape} vs {r.shape}"); sys.exit(1)
def same(a, b):
    if not np.array_equal(np.load(a), np.load(b)): print("outputs differ"); sys.exit(1)
if sys.argv[1] == "gen": gen(sys.argv[2])
elif sys.argv[1] == "check": check(*sys.argv[2:6])
elif sys.argv[1] == "same": same(sys.argv[2], sys.argv[3])
elif sys.argv[1] == "plant":  # a copy off by 1e-4 in one element must fail
    o = np.load(sys.argv[2]); o.flat[7] += 1e-4; np.save(sys.argv[3], o)
PYEOF
"$PY" "$T/tool.py" gen "$T" || { bad "input generation"; finish; }
A="$BIN attention --q $T/q.npy --k $T/k.npy --v $T/v.npy"

run_check() { # name what tol args...
    name=$1; what=$2; tol=$3; shift 3
    if $A -o "$T/$name.npy" "$@" 2> "$T/err" && "$PY" "$T/tool.py" check "$T" "$what" "$T/$name.npy" "$tol"; then ok
    else bad "$name: $(cat "$T/err")"; fi
}
run_check blockmask blockmask 1e-5 --block-mask "$T/bm.npy" --block-size 8 --causal
run_check chunk chunk 1e-5 --chunk 13 --window 20
run_check longnet longnet 1e-5 --dilated "16:1,32:2,40:4"
run_check longnet_causal longnet_causal 1e-5 --dilated "16:1,32:2,40:4" --dilated-mode longnet --causal
if $BIN attention --q "$T/q_bnhd.npy" --k "$T/k_bnhd.npy" --v "$T/v_bnhd.npy" -o "$T/groups.npy" --layout bnhd --causal \
        --dilated "16:1,32:2" --dilated-mode groups 2> "$T/err" && "$PY" "$T/tool.py" check "$T" groups "$T/groups.npy" 1e-5; then ok
else bad "groups: $(cat "$T/err")"; fi
# planted error: the checker rejects a result off by 1e-4
"$PY" "$T/tool.py" plant "$T/chunk.npy" "$T/planted.npy"
if "$PY" "$T/tool.py" check "$T" chunk "$T/planted.npy" 1e-5 > /dev/null; then bad "planted error accepted"; else ok; fi
# --sparse at density 1 is dense flash, bit for bit; the builders and top-k run
$A -o "$T/dense.npy" --causal 2> /dev/null
if $A -o "$T/sp1.npy" --causal --sparse random --density 1 --block-size 16 2> "$T/err" && "$PY" "$T/tool.py" same "$T/dense.npy" "$T/sp1.npy"; then ok
else bad "sparse density 1: $(cat "$T/err")"; fi
for pat in random local dilated global_local strided bigbird topk; do
    seed=""; case $pat in random|bigbird) seed="--seed 3" ;; esac
    if $A -o "$T/sp_$pat.npy" --sparse $pat --density 0.3 $seed --block-size 16 2> "$T/err"; then ok; else bad "sparse $pat: $(cat "$T/err")"; fi
done
# bad arguments: non-zero exit and a one-line message
for args in "--dilated 16" "--dilated 16:0" "--dilated 16:1, " "--dilated 16:1 --dilated-mode rings" "--block-mask $T/bm.npy" \
            "--sparse local" "--sparse nope --density 0.5" "--chunk 8 --dilated 16:1" "--dilated 40:1 --dilated-mode groups" \
            "--block-mask $T/bm.npy --block-size 7" "--density 2 --sparse local"; do
    if $A -o "$T/x.npy" $args 2> "$T/err"; then bad "accepted: $args"
    elif [ "$(wc -l < "$T/err")" -ne 1 ]; then bad "not one line for: $args"; else ok; fi
done
finish
