#!/bin/sh
# The CUDA training-op kernels (shaders/train.cu) compiled for the host and
# run with one fiber per GPU thread (tests/train_host.cpp) through the
# engine's own launch plans, against the CPU ops: no GPU needed. Skips
# without a C++ compiler.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP cuda_train_host: no C++ compiler ($CXX)"
    echo "[cuda_train_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
# -ffp-contract=off: the host stands in for the _rn intrinsics, which never contract
"$CXX" -std=c++11 -O1 -ffp-contract=off -Wall -Wextra -Werror -Wno-unknown-pragmas -I. -Itests tests/train_host.cpp \
    -o build/tests/train_host -lm -lpthread -ldl || {
    echo "[cuda_train_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/train_host
