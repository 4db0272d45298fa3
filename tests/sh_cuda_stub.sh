#!/bin/sh
# Builds the stub libcuda (tests/stub_cuda.c) twice, one lacking
# cuLaunchKernel, and the stub NVRTC (tests/stub_nvrtc.c), and runs the
# loader tests against them.
cd "$(dirname "$0")/.." || exit 1
d=build/stub
mkdir -p $d
F="-std=c99 -Wall -Wextra -Werror -pedantic"
fail() { echo "[cuda_loader_stub] 0 passed, 1 failed, 0 skipped"; exit 1; }
${CC:-cc} $F -O1 -fPIC -shared tests/stub_cuda.c -o $d/libcuda_stub.so || fail
${CC:-cc} $F -O1 -fPIC -shared -DSTUB_OMIT_LAUNCH tests/stub_cuda.c -o $d/libcuda_stub_nolaunch.so || fail
${CC:-cc} $F -O1 -fPIC -shared tests/stub_nvrtc.c -o $d/libnvrtc_stub.so || fail
# the program make test builds: under the sanitizers where that build exists
bin=build/asan/test_cuda_loader
[ -x $bin ] || bin=build/tests/test_cuda_loader
[ -x $bin ] || { echo "  FAIL build/tests/test_cuda_loader is not built"; fail; }
KTORCH_TEST_STUB_DIR=$PWD/$d $bin
