#!/bin/sh
# Builds tests/test_attention.c for AArch64 and runs it under qemu, so the
# NEON kernels are tested on an x86 machine. Needs the Debian packages
# gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and qemu-user.
CC_A64=${CC_A64:-aarch64-linux-gnu-gcc}
QEMU=${QEMU_A64:-qemu-aarch64}
missing=""
command -v "$CC_A64" >/dev/null 2>&1 || missing="$missing gcc-aarch64-linux-gnu libc6-dev-arm64-cross"
command -v "$QEMU" >/dev/null 2>&1 || missing="$missing qemu-user"
if [ -n "$missing" ]; then
    echo "  SKIP neon: missing tools (Debian packages:$missing)"
    echo "[neon] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/neon
if ! "$CC_A64" -std=c99 -Wall -Wextra -Werror -pedantic -O2 -static -I. -Itests tests/test_attention.c \
        -o build/neon/test_attention -lm -lpthread 2> build/neon/build.log; then
    cat build/neon/build.log
    echo "  FAIL neon: cross build failed"
    echo "[neon] 0 passed, 1 failed, 0 skipped"
    exit 1
fi
out=$(KTEST_VERBOSE=1 "$QEMU" build/neon/test_attention 2>&1); rc=$?
printf '%s\n' "$out" | grep -v -e '^  ok ' -e '^\[attention\]'
line=$(printf '%s\n' "$out" | grep -E '^\[attention\] [0-9]+ passed' | tail -n 1)
if [ -z "$line" ]; then
    echo "  FAIL neon: no summary line (exit $rc)"
    echo "[neon] 0 passed, 1 failed, 0 skipped"
    exit 1
fi
if ! printf '%s\n' "$out" | grep -q 'ISAs:.*neon'; then
    echo "  FAIL neon: the NEON kernels did not run"
    echo "[neon] 0 passed, 1 failed, 0 skipped"
    exit 1
fi
echo "$line" | sed 's/^\[attention\]/[neon]/'
[ "$rc" -eq 0 ]
