#!/bin/sh
# Fails when the CUDA sources embedded in ktorch_cuda.h differ from shaders/.
cd "$(dirname "$0")/.." || exit 1
mkdir -p build
${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -O1 shaders/embed.c -o build/embed_check || {
    echo "[cuda_embed] 0 passed, 1 failed, 0 skipped"; exit 1; }
if ./build/embed_check ktorch_cuda.h --check; then
    echo "[cuda_embed] 1 passed, 0 failed, 0 skipped"
else
    echo "[cuda_embed] 0 passed, 1 failed, 0 skipped"; exit 1
fi
