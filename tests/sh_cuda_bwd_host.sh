#!/bin/sh
# The CUDA attention-backward kernels (shaders/attn_bwd.cu) compiled for the
# host and run with one fiber per GPU thread (tests/kernel_host.h), ldmatrix and mma.sync
# emulated (tests/attn_bwd_host.cpp), through the engine's own plan, against
# the CPU ktorch_attention_backward: no GPU needed. Skips without a C++
# compiler.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP cuda_bwd_host: no C++ compiler ($CXX)"
    echo "[cuda_bwd_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
"$CXX" -std=c++11 -O1 -Wall -Wextra -Werror -Wno-unknown-pragmas -I. -Itests tests/attn_bwd_host.cpp \
    -o build/tests/attn_bwd_host -lm -lpthread -ldl || {
    echo "[cuda_bwd_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/attn_bwd_host
