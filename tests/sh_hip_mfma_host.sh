#!/bin/sh
# The HIP prelude's MFMA tiles (shaders/hip_prelude.cu, from "matrix tiles
# on MFMA" to the portable path's #else) compiled for the host with the AMD
# builtins they use emulated (tests/hip_mfma_host.cpp): random f16, bf16 and
# s8 products of both half waves against a plain reference, then the
# attention forward's tile products (shaders/attention.cu, "the tile loop's
# products", with the prelude's ldmatrix) on a block of two waves; planted
# faults caught. No AMD GPU or hiprtc needed. Skips without a C++ compiler.
cd "$(dirname "$0")/.." || exit 1
CXX=${CXX:-c++}
if ! command -v "$CXX" >/dev/null 2>&1; then
    echo "  SKIP hip_mfma_host: no C++ compiler ($CXX)"
    echo "[hip_mfma_host] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
mkdir -p build/tests
INC=build/tests/hip_mfma_tiles.inc
sed -n '/^\/\* ---- matrix tiles on MFMA/,/^#else \/\* KT_MFMA/p' shaders/hip_prelude.cu | sed '$d' >"$INC"
sed -n '/^\/\* ---- matrix tiles: the NVIDIA fragment layout/,/^\/\* element i of a packed word/p' shaders/hip_prelude.cu |
    sed '$d' >build/tests/hip_ldsm.inc
sed -n "/^\/\* ---- the tile loop's products/,/^\/\* ---- end of the tile loop's products/p" shaders/attention.cu \
    >build/tests/hip_attn_tiles.inc
if ! grep -q 'kt_mma_s8' "$INC" || ! grep -q 'kt_ldsm_x4_t' build/tests/hip_ldsm.inc ||
    ! grep -q 'kt_fwd_pv' build/tests/hip_attn_tiles.inc; then
    echo "  FAIL hip_mfma_host: the MFMA part or ldmatrix of shaders/hip_prelude.cu, or the tile products of shaders/attention.cu, not found"
    echo "[hip_mfma_host] 0 passed, 1 failed, 0 skipped"
    exit 1
fi
"$CXX" -std=c++11 -O1 -Wall -Wextra -Werror -Wno-unknown-pragmas -I. -Itests -Ibuild/tests tests/hip_mfma_host.cpp \
    -o build/tests/hip_mfma_host -lm -lpthread || {
    echo "[hip_mfma_host] 0 passed, 1 failed, 0 skipped"; exit 1; }
build/tests/hip_mfma_host
