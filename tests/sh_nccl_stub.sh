#!/bin/sh
# The NCCL communicators' host code without GPUs: tests/test_ring_cuda.c
# against the stub libcuda (tests/stub_cuda.c) and a stub libnccl
# (tests/stub_nccl.c) that moves host memory between the ranks.
cd "$(dirname "$0")/.." || exit 1
d=build/stub_nccl
mkdir -p $d
F="-std=c99 -Wall -Wextra -Werror -pedantic"
fail() { echo "[ring_nccl_stub] 0 passed, 1 failed, 0 skipped"; exit 1; }
${CC:-cc} $F -O1 -fPIC -shared tests/stub_cuda.c -o $d/libcuda_stub.so || fail
${CC:-cc} $F -O1 -fPIC -shared tests/stub_nccl.c -o $d/libnccl_stub.so -lpthread || fail
# the program make test builds: under the sanitizers where that build exists
bin=build/asan/test_ring_cuda
[ -x $bin ] || bin=build/tests/test_ring_cuda
[ -x $bin ] || { echo "  FAIL build/tests/test_ring_cuda is not built"; fail; }
KTORCH_TEST_STUB_DIR=$PWD/$d $bin
