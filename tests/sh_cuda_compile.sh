#!/bin/sh
# Compiles the first CUDA kernel specialisation of every kind with
# NVRTC (no GPU needed); fails on any error or warning, skips without NVRTC.
# KTORCH_CUDA_COMPILE=--each here (CI): every specialisation to PTX (fast
# compiles in a child process), and
# through ptxas those with inline assembly not yet assembled (README.md);
# every one for both architectures: make check-kernels, or
# KTORCH_CUDA_COMPILE=--all.
cd "$(dirname "$0")/.." || exit 1
BIN=build/tests/test_cuda_compile
if [ ! -x "$BIN" ]; then
    echo "  SKIP cuda_compile_families: $BIN not built (make $BIN)"
    echo "[cuda_compile_families] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
"$BIN" "${KTORCH_CUDA_COMPILE:---families}"
