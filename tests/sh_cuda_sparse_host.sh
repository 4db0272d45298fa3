#!/bin/sh
# The CUDA/HIP portable attention kernel's block-sparse forward
# (shaders/attention.cu, kind 0 masks 2 and 3) compiled for the host and run
# with one fiber per GPU thread, shuffles, ldmatrix and mma.sync emulated
# (tests/sparse_host.cpp), against the CPU ktorch_attention_block_sparse:
# no GPU needed. Skips without a C++ compiler.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP cuda_sparse_host: no C++ compiler ($CXX)"
    echo "[cuda_sparse_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
"$CXX" -std=c++11 -O1 -Wall -Wextra -Werror -Wno-unknown-pragmas -I. -Itests tests/sparse_host.cpp \
    -o build/tests/sparse_host -lm -lpthread -ldl || {
    echo "[cuda_sparse_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/sparse_host
