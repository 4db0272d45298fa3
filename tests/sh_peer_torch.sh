#!/bin/sh
# The PyTorch peer scripts (bench/peer_*.py) stop with the version they need
# when an older PyTorch is installed: run here against a stand-in "torch"
# package that reports version 2.0.1 (no real PyTorch needed).
cd "$(dirname "$0")/.." || exit 1
passed=0; failed=0; skipped=0
if ! command -v python3 >/dev/null 2>&1; then
    echo "  SKIP peer_torch: python3 not installed"
    echo "[peer_torch] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_peer.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
mkdir -p "$T/torch"
echo '__version__ = "2.0.1"' >"$T/torch/__init__.py"
for s in bench/peer_*.py; do
    want=$(sed -n 's/^torch_version.require("\([0-9.]*\)".*/\1/p' "$s")
    err=$(PYTHONPATH="$T" python3 "$s" --out "$T/out.json" 2>&1 >/dev/null); rc=$?
    if [ -n "$want" ] && [ "$rc" -eq 1 ] && printf '%s\n' "$err" | grep -q "^$(basename "$s") needs PyTorch $want or later (.*); this is PyTorch 2.0.1$"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "  FAIL peer_torch: $s with PyTorch 2.0.1: exit $rc, $(printf '%s\n' "$err" | tail -n 1)"
    fi
done
echo "[peer_torch] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
