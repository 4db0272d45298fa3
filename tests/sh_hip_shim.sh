#!/bin/sh
# Builds the HIP shim (tests/hip_shim.c) in its ROCm 6 and ROCm 5 property
# layouts and runs the HIP loader tests against them (without a CUDA driver
# the shim's registration must fail cleanly).
cd "$(dirname "$0")/.." || exit 1
d=build/hip_shim
mkdir -p $d
F="-std=c99 -Wall -Wextra -Werror -pedantic"
fail() { echo "[hip_loader_shim] 0 passed, 1 failed, 0 skipped"; exit 1; }
${CC:-cc} $F -O1 -fPIC -shared tests/hip_shim.c -o $d/libamdhip64_shim.so -ldl || fail
${CC:-cc} $F -O1 -fPIC -shared -DSHIM_R0000 tests/hip_shim.c -o $d/libamdhip64_shim_r0000.so -ldl || fail
# the program make test builds: under the sanitizers where that build exists
bin=build/asan/test_hip_loader
[ -x $bin ] || bin=build/tests/test_hip_loader
[ -x $bin ] || { echo "  FAIL build/tests/test_hip_loader is not built"; fail; }
KTORCH_TEST_HIP_SHIM_DIR=$PWD/$d $bin
