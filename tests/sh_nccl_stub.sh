#!/bin/sh
# The NCCL communicators' host code without GPUs: tests/test_ring_cuda.c
# against the stub libcuda (tests/stub_cuda.c) and a stub libnccl
# (tests/stub_nccl.c) that moves host memory between the ranks; then
# examples/ring_attention.c --procs, one rank per process, whose stub
# ranks exchange files: every rank joins and reports each step, and a rank
# that never joins is named and stopped at the timeout instead of hanging.
cd "$(dirname "$0")/.." || exit 1
# NVLink multicast stays off (docs/MULTI_GPU.md)
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
d=build/stub_nccl
mkdir -p $d/lib
F="-std=c99 -Wall -Wextra -Werror -pedantic"
fail() { echo "[ring_nccl_stub] 0 passed, 1 failed, 0 skipped"; exit 1; }
${CC:-cc} $F -O1 -fPIC -shared tests/stub_cuda.c -o $d/libcuda_stub.so || fail
${CC:-cc} $F -O1 -fPIC -shared tests/stub_nccl.c -o $d/libnccl_stub.so -lpthread || fail
# the program make test builds: under the sanitizers where that build exists
bin=build/asan/test_ring_cuda
[ -x $bin ] || bin=build/tests/test_ring_cuda
[ -x $bin ] || { echo "  FAIL build/tests/test_ring_cuda is not built"; fail; }
out=$(KTORCH_TEST_STUB_DIR=$PWD/$d $bin)
echo "$out" | grep -v '^\[ring_nccl_stub\]'
counts=$(echo "$out" | sed -n 's/^\[ring_nccl_stub\] \([0-9]*\) passed, \([0-9]*\) failed, \([0-9]*\) skipped$/\1 \2 \3/p')
[ -n "$counts" ] || { echo "  FAIL $bin gave no summary"; fail; }
set -- $counts
pass=$1 failed=$2 skip=$3

ok() { pass=$((pass + 1)); }
bad() { echo "  FAIL procs: $1"; failed=$((failed + 1)); }
# one rank per process: libcuda.so.1 found through LD_LIBRARY_PATH, two stub devices
ln -sf ../libcuda_stub.so $d/lib/libcuda.so.1
ex=build/ring_attention
procs() { # $1: extra environment; the rest: arguments
    env_=$1
    shift
    rm -rf $d/world && mkdir -p $d/world
    env $env_ STUB_CUDA_DEVICES=2 STUB_NCCL_DIR=$PWD/$d/world LD_LIBRARY_PATH=$PWD/$d/lib KTORCH_NCCL_PATH=$PWD/$d/libnccl_stub.so \
        timeout 60 $ex --procs 2 --tokens 0 "$@" > $d/procs.out 2>&1
    echo $? > $d/procs.rc
}
if [ ! -x $ex ]; then
    bad "$ex is not built"
else
    # every rank joins, the empty forward exchanges the arguments over the stub, the backward answers
    procs "" --timeout 30
    rc=$(cat $d/procs.rc)
    if grep -q 'NVRTC not found' $d/procs.out; then
        echo "  SKIP procs: no NVRTC (the CUDA backend needs it to register, even on the stub)"
        skip=$((skip + 2))
    else
        if [ "$rc" = 0 ] && grep -q '^\[rank 0\] joined in' $d/procs.out && grep -q '^\[rank 1\] joined in' $d/procs.out &&
            grep -q '^\[rank 1\] forward done' $d/procs.out && grep -q '^\[rank 0\] done$' $d/procs.out && grep -q '^\[rank 1\] done$' $d/procs.out &&
            grep -q 'every rank finished' $d/procs.out; then ok; else bad "two ranks (exit $rc):"; sed 's/^/    /' $d/procs.out; fi
        # ranks that never join: named with their step and stopped at the timeout
        start=$(date +%s)
        procs "STUB_NCCL_INIT_HANG=1" --timeout 2
        rc=$(cat $d/procs.rc)
        took=$(($(date +%s) - start))
        if [ "$rc" = 1 ] && [ "$took" -lt 30 ] && grep -q 'rank 0 did not finish within 2 s; its last step: joining the NCCL communicator' $d/procs.out &&
            grep -q 'rank 1 did not finish' $d/procs.out; then ok; else bad "a rank that never joins (exit $rc after $took s):"; sed 's/^/    /' $d/procs.out; fi
    fi
fi
echo "[ring_nccl_stub] $pass passed, $failed failed, $skip skipped"
[ "$failed" = 0 ]
