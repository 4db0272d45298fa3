#!/bin/sh
# The backend parity walk (tests/test_backend_ops.c) with the Vulkan backend:
# on Mesa's lavapipe in CI, with the validation layer on and silent. Skips
# (one line, from the test) where no Vulkan device registers.
cd "$(dirname "$0")/.." || exit 1
[ -x build/tests/test_backend_ops ] || { echo "  FAIL vulkan_ops: build/tests/test_backend_ops is not built"; echo "[vulkan_ops] 0 passed, 1 failed, 0 skipped"; exit 1; }
KTORCH_TEST_BACKEND=vulkan build/tests/test_backend_ops
