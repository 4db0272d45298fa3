#!/bin/sh
# The CUDA GEMV kernel (shaders/gemv.cu) compiled for the host and run with
# one fiber per GPU thread (tests/gemv_host.cpp) against the CPU
# ktorch_qmatmul: no GPU needed. Skips without a C++ compiler or the library.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP cuda_gemv_host: no C++ compiler ($CXX)"
    echo "[cuda_gemv_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
if [ ! -f build/lib/libktorch.a ]; then
    echo "  SKIP cuda_gemv_host: build/lib/libktorch.a not built (make build/lib/libktorch.a)"
    echo "[cuda_gemv_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
"$CXX" -std=c++11 -O1 -Wall -Wextra -Werror -Wno-unknown-pragmas -Wno-pass-failed -I. tests/gemv_host.cpp build/lib/libktorch.a \
    -o build/tests/gemv_host -lm -lpthread -ldl || {
    echo "[cuda_gemv_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/gemv_host
