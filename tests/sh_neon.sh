#!/bin/sh
# Builds the CPU kernel tests for AArch64 and runs them under qemu, so the
# NEON kernels (and the whole of ktorch.h on a second architecture; not the
# GPU backends, which these tests do not use) are tested on an x86 machine. Needs the Debian packages gcc-aarch64-linux-gnu,
# libc6-dev-arm64-cross and qemu-user.
CC_A64=${CC_A64:-aarch64-linux-gnu-gcc}
QEMU=${QEMU_A64:-qemu-aarch64}
TESTS="attention attention_backward variants kvquant quant qmatmul"
missing=""
command -v "$CC_A64" >/dev/null 2>&1 || missing="$missing gcc-aarch64-linux-gnu libc6-dev-arm64-cross"
command -v "$QEMU" >/dev/null 2>&1 || missing="$missing qemu-user"
if [ -n "$missing" ]; then
    echo "  SKIP neon: missing tools (Debian packages:$missing)"
    echo "[neon] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/neon
# the library once (as the Makefile does: with the tests' hooks), linked by every test;
# ktorch.h's implementation alone: these tests use no GPU backend
AR_A64=${AR_A64:-${CC_A64%gcc}ar}
if ! "$CC_A64" -std=c99 -Wall -Wextra -Werror -pedantic -O2 -DHOOKS_CPU_ONLY -I. -Itests -c tests/hooks.c -o build/neon/ktorch.o \
        2> build/neon/build_lib.log || ! "$AR_A64" rcs build/neon/libktorch.a build/neon/ktorch.o 2>> build/neon/build_lib.log; then
    cat build/neon/build_lib.log
    echo "  FAIL neon: cross build of the library failed"
    echo "[neon] 0 passed, 1 failed, 0 skipped"
    exit 1
fi
passed=0; failed=0; skipped=0
for t in $TESTS; do
    if ! "$CC_A64" -std=c99 -Wall -Wextra -Werror -pedantic -O2 -static -I. -Itests "tests/test_$t.c" \
            build/neon/libktorch.a -o "build/neon/test_$t" -lm -lpthread 2> "build/neon/build_$t.log"; then
        cat "build/neon/build_$t.log"
        echo "  FAIL neon: cross build of test_$t failed"
        failed=$((failed + 1)); continue
    fi
    out=$(KTEST_VERBOSE=1 "$QEMU" "build/neon/test_$t" 2>&1); rc=$?
    printf '%s\n' "$out" | grep -E 'FAIL|SKIP'
    line=$(printf '%s\n' "$out" | grep -E "^\[$t\] [0-9]+ passed" | tail -n 1)
    if [ -z "$line" ]; then
        echo "  FAIL neon: test_$t gave no summary line (exit $rc)"
        failed=$((failed + 1)); continue
    fi
    passed=$((passed + $(echo "$line" | sed -E 's/.*\] ([0-9]+) passed.*/\1/')))
    failed=$((failed + $(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')))
    skipped=$((skipped + $(echo "$line" | sed -E 's/.* ([0-9]+) skipped$/\1/')))
    if [ "$t" = attention ] && ! printf '%s\n' "$out" | grep -q 'ISAs:.*neon'; then
        echo "  FAIL neon: the NEON kernels did not run"
        failed=$((failed + 1))
    fi
done
echo "[neon] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
