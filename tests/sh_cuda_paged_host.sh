#!/bin/sh
# The CUDA paged-decode kernel (shaders/attention.cu, kind 9) compiled for
# the host and run with one fiber per GPU thread, shuffles, ldmatrix
# and mma.sync emulated (tests/paged_host.cpp), against the CPU
# ktorch_attention_paged on the same i8/fp8/bf16 pages: no GPU needed.
# Skips without a C++ compiler.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP cuda_paged_host: no C++ compiler ($CXX)"
    echo "[cuda_paged_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
"$CXX" -std=c++11 -O1 -Wall -Wextra -Werror -Wno-unknown-pragmas -I. -Itests tests/paged_host.cpp \
    -o build/tests/paged_host -lm -lpthread -ldl || {
    echo "[cuda_paged_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/paged_host
