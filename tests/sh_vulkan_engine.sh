#!/bin/sh
# examples/vulkan_engine.c runs: an engine's own Vulkan device, buffers and
# command buffer with ktorch's work recorded into it, checked against the CPU
# (exit 0, last line "ok"). Skips where no Vulkan device is here (exit 2).
BIN=${KTORCH_ENGINE_BIN:-build/vulkan_engine}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL vulkan_engine: $1"; }
if [ ! -x "$BIN" ]; then
    echo "  SKIP vulkan_engine: $BIN not built (make build/vulkan_engine)"
    echo "[vulkan_engine] 0 passed, 0 failed, 1 skipped"; exit 0
fi
out=$("$BIN" 2>&1); rc=$?
if [ "$rc" -eq 2 ]; then
    echo "  SKIP vulkan_engine: $out"
    echo "[vulkan_engine] 0 passed, 0 failed, 1 skipped"; exit 0
fi
[ "$rc" -eq 0 ] && ok || bad "exit status $rc: $out"
# attention either ran and was checked, or says why not; merge always ran and was checked
printf '%s\n' "$out" | grep -Eq '^(attention: max \|vulkan - cpu\| = |attention does not run on Vulkan yet here \(.+\))' && ok || bad "no attention line: $out"
printf '%s\n' "$out" | grep -q '^attention_merge: max |vulkan - cpu| = ' && ok || bad "no attention_merge line: $out"
[ "$(printf '%s\n' "$out" | tail -n 1)" = ok ] && ok || bad "last line is not 'ok': $out"
echo "[vulkan_engine] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
