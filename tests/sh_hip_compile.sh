#!/bin/sh
# Compiles kernel families per AMD target with hiprtc (no GPU needed): flash
# attention, the training ops, the attention backward, the quantized-page
# decode, the f16 and s8 matrix products (MFMA tiles) and the f32-weight
# GEMV for gfx90a (wave64),
# the paged decode and the attention backward for gfx1030 (wave32);
# fails on any error or warning, reports gfx942 / gfx1100 when this hiprtc
# cannot compile for them, skips without hiprtc. Every specialisation for
# both targets: make check-kernels.
cd "$(dirname "$0")/.." || exit 1
BIN=build/tests/test_hip_compile
if [ ! -x "$BIN" ]; then
    echo "  SKIP hip_compile_families: $BIN not built (make $BIN)"
    echo "[hip_compile_families] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
"$BIN" --families
