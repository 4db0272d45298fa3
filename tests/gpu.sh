#!/bin/sh
# GPU checks of the CUDA backend: sh tests/gpu.sh test|sanitize|bench|all
# Builds with plain cc (no toolkit needed), writes logs to ${OUT:-build/gpu}.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-build/gpu}
mkdir -p build "$out"
CC=${CC:-cc}
F="-std=c99 -Wall -Wextra -Werror -pedantic -O2 -I. -Itests"
summary="$out/summary.txt"
: > "$summary"
row() { printf '%-10s %s\n' "$1" "$2" | tee -a "$summary"; }

do_test() {
    $CC $F tests/test_cuda_parity.c -o build/gpu_parity -lm -lpthread -ldl || { row test "build failed"; return 1; }
    KTEST_VERBOSE=1 timeout 470 ./build/gpu_parity > "$out/test.log" 2>&1
    rc=$?
    cat "$out/test.log"
    row test "$(tail -n 1 "$out/test.log") (rc $rc)"
}
do_sanitize() {
    $CC $F -g tests/test_cuda_parity.c -o build/gpu_parity_g -lm -lpthread -ldl || { row sanitize "build failed"; return 1; }
    for tool in memcheck racecheck; do
        KTORCH_TEST_SMALL=1 timeout 230 compute-sanitizer --tool $tool --error-exitcode 9 ./build/gpu_parity_g > "$out/$tool.log" 2>&1
        rc=$?
        tail -n 5 "$out/$tool.log"
        row "$tool" "$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/$tool.log" | tail -n 1) / $(grep -E 'passed,' "$out/$tool.log" | tail -n 1) (rc $rc)"
    done
}
do_bench() {
    $CC $F examples/bench_cuda.c -o build/bench_cuda -lm -lpthread -ldl || { row bench "build failed"; return 1; }
    rm -rf build/kcache && mkdir -p build/kcache
    timeout 300 ./build/bench_cuda build/kcache > "$out/bench.log" 2>&1
    echo "rc $?" >> "$out/bench.log"
    cat "$out/bench.log"
    PYTHONUNBUFFERED=1 timeout 160 python3 bench/peer_sdpa.py > "$out/peer.log" 2>&1
    cat "$out/peer.log"
    row bench "see bench.log / peer.log"
}
case "${1:-all}" in
test) do_test ;;
sanitize) do_sanitize ;;
bench) do_bench ;;
all) do_test; do_sanitize; do_bench ;;
*) echo "usage: $0 test|sanitize|bench|all"; exit 2 ;;
esac
echo "---- summary"; cat "$summary"
