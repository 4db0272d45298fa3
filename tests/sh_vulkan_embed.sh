#!/bin/sh
# Fails when the SPIR-V or argument blocks embedded in ktorch_vulkan.h differ
# from shaders/ (compiled by glslc): the header must be what `make shaders`
# writes. Skips where glslc is not installed.
cd "$(dirname "$0")/.." || exit 1
if ! command -v glslc >/dev/null 2>&1; then
    echo "  SKIP vulkan_embed: glslc is not installed (Debian package glslc)"
    echo "[vulkan_embed] 0 passed, 0 failed, 1 skipped"; exit 0
fi
mkdir -p build
${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -O1 shaders/vk_embed.c -o build/vk_embed_check || {
    echo "[vulkan_embed] 0 passed, 1 failed, 0 skipped"; exit 1; }
if ./build/vk_embed_check --check; then
    echo "[vulkan_embed] 1 passed, 0 failed, 0 skipped"
else
    echo "[vulkan_embed] 0 passed, 1 failed, 0 skipped"; exit 1
fi
