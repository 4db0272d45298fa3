#!/bin/sh
# Fails when the sources embedded in a backend header (ktorch_cuda.h) differ
# from shaders/: the header must be what `make shaders` writes.
cd "$(dirname "$0")/.." || exit 1
mkdir -p build
${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -O1 shaders/embed.c -o build/embed_check || {
    echo "[cuda_embed] 0 passed, 1 failed, 0 skipped"; exit 1; }
if ./build/embed_check --check; then
    echo "[cuda_embed] 1 passed, 0 failed, 0 skipped"
else
    echo "[cuda_embed] 0 passed, 1 failed, 0 skipped"; exit 1
fi
