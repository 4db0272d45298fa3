#!/bin/sh
# The first example runs and reports its checks: build/hello_attention must
# exit 0 with a CPU error line within tolerance and say what it did on the GPU.
BIN=${KTORCH_HELLO_BIN:-build/hello_attention}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL hello: $1"; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP hello: $BIN not built (make build/hello_attention)"
    echo "[hello] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
out=$("$BIN" 2>&1); rc=$?
[ "$rc" -eq 0 ] && ok || bad "exit status $rc: $out"
printf '%s\n' "$out" | grep -q '^cpu   max |out - reference| = ' && ok || bad "no CPU error line: $out"
# the GPU part either ran and was checked, or says why it did not run
printf '%s\n' "$out" | grep -Eq '^cuda  (max |skipped: .+)' && ok || bad "no CUDA line: $out"
[ "$(printf '%s\n' "$out" | tail -n 1)" = ok ] && ok || bad "last line is not 'ok': $out"
echo "[hello] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
