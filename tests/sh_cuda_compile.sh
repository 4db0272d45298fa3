#!/bin/sh
# Compiles every CUDA kernel specialisation with NVRTC for sm_80 and sm_90a
# (no GPU needed); fails on any error or warning, skips without NVRTC.
cd "$(dirname "$0")/.." || exit 1
mkdir -p build/tests
${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -O1 -I. -Itests tests/test_cuda_compile.c -o build/tests/cuda_compile_all -lm -lpthread -ldl || {
    echo "[cuda_compile_all] 0 passed, 1 failed, 0 skipped"; exit 1; }
./build/tests/cuda_compile_all --all
