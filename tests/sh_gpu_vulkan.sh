#!/bin/sh
# The GPU test programs (tests/test_gpu_*.c) with the Vulkan backend
# (KTORCH_TEST_BACKEND=vulkan, validation layer on), small shapes: on Mesa's
# lavapipe in CI. Each program skips (one line) where no Vulkan device
# registers; the last line sums them.
cd "$(dirname "$0")/.." || exit 1
p=0; f=0; s=0
for src in tests/test_gpu_*.c; do
    bin=build/tests/$(basename "$src" .c)
    if [ ! -x "$bin" ]; then
        echo "  FAIL $bin is not built"; f=$((f + 1)); continue
    fi
    line=$(KTORCH_TEST_BACKEND=vulkan KTORCH_TEST_SMALL=1 "$bin" 2>&1 | tee /dev/stderr | grep -E '^\[[^]]*\] [0-9]+ passed' | tail -n 1)
    [ -n "$line" ] || { echo "  FAIL $bin printed no summary (crashed?)"; f=$((f + 1)); continue; }
    p=$((p + $(echo "$line" | sed -E 's/.*\] ([0-9]+) passed.*/\1/')))
    f=$((f + $(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')))
    s=$((s + $(echo "$line" | sed -E 's/.* ([0-9]+) skipped.*/\1/')))
done
echo "[gpu_vulkan] $p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
