#!/bin/sh
# GPU checks of the CUDA, HIP (through the shim) and Vulkan backends:
#   sh tests/gpu.sh test|hip|vulkan|vulkan_gpu|sanitize|bench|bench_mm|bench_vulkan|multi|all
# Builds with plain cc (no toolkit needed; the Vulkan headers, loader and
# validation layer must be installed), writes logs to ${OUT:-build/gpu}.
# The parts are independent: run them one after another or side by side
# (each in its own copy of the tree, or with its own OUT).
#   test:     every GPU test program tests/test_gpu_*.c and tests/test_backend_ops.c
#             over the CUDA backend (KTORCH_TEST_BACKEND=cuda), test_gpu_prepare
#             first: it compiles every kernel into a fresh directory
#             (KTORCH_CUDA_CACHE_DIR) that the others load from
#   hip:      the HIP host path on NVIDIA: tests/hip_shim.c (HIP's entry points
#             on the CUDA driver and NVRTC), the HIP loader tests and
#             test_backend_ops with KTORCH_TEST_BACKEND=hip over it
#   vulkan:   tests/test_vulkan.c, examples/vulkan_engine.c and test_backend_ops
#             with KTORCH_TEST_BACKEND=vulkan on the GPU's Vulkan driver
#             (validation layer on); test_vulkan and test_backend_ops as
#             processes side by side, each a share of the tests (KTEST_SHARD:
#             the driver's pipeline compiles dominate, one CPU core each)
#   vulkan_gpu: every tests/test_gpu_*.c with KTORCH_TEST_BACKEND=vulkan
#   sanitize: compute-sanitizer memcheck + racecheck over the CUDA programs,
#             small shapes (KTORCH_TEST_SMALL=1)
#   bench:    attention: the examples/bench_cuda*.c programs of attention, then
#             PyTorch's SDPA and FlexAttention (bench/peer_sdpa.py, peer_flex.py)
#   bench_mm: matrix products and quantization: bench_cuda_gemm, bench_cuda_quant,
#             bench/peer_gemm.py, peer_gemv.py, peer_quant.py
#   bench_vulkan: examples/bench_vulkan*.c (with CUDA's figures where present)
#             (bench/peer_torch.py is `ktorch bench --compare`'s, run by none)
#   multi:    ring and context-parallel attention over NCCL on every visible
#             GPU (tests/test_ring_cuda.c), then examples/ring_attention.c's
#             weak-scaling table, 1M tokens on 4 GPUs and the one-rank-per-
#             process form (NCCL: KTORCH_NCCL_PATH, else PyTorch's)
# Each part stays under 8 minutes and ends with a short table.
set -u
# NVLink multicast stays off on the shared hosts: a program that uses it can
# put the host's GPUs out of service (docs/MULTI_GPU.md)
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
cd "$(dirname "$0")/.."
out=${OUT:-build/gpu}
mkdir -p build "$out"
CC=${CC:-cc}
F="-std=c99 -Wall -Wextra -Werror -pedantic -O2 -I. -Itests"
# cuBLASLt may sit outside the loader's path (toolkit tree): point ktorch at it
if [ -z "${KTORCH_CUDA_CUBLASLT:-}" ] && ! ldconfig -p 2>/dev/null | grep -q 'libcublasLt.so'; then
    for f in /usr/local/cuda/lib64/libcublasLt.so.1[0-9] /usr/local/cuda*/targets/x86_64-linux/lib/libcublasLt.so.1[0-9]; do
        [ -e "$f" ] && { export KTORCH_CUDA_CUBLASLT="$f"; break; }
    done
fi
summary="$out/summary.txt"
: > "$summary"
row() { printf '%-24s %s\n' "$1" "$2" | tee -a "$summary"; }
gpu_tests() { ls tests/test_gpu_*.c; }
# a test program's sources: those that include tests/hooks.h or hold no
# implementation of their own link tests/hooks.c (the library and the hooks),
# compiled once per run and flag set (SUFFIX EXTRA-FLAGS)
rm -f build/gpu_hooks*.o
hooks_obj() { o=build/gpu_hooks$1.o; [ -f "$o" ] || $CC $F $2 -c tests/hooks.c -o "$o" || return 1; echo "$o"; }
srcs() { if grep -q '"hooks.h"' "$1" || ! grep -q 'define KTORCH_IMPLEMENTATION' "$1"; then echo "$1 $(hooks_obj "${2:-}" "${3:-}")"; else echo "$1"; fi; }
# run NAME BACKEND PROGRAM: one test program, its log and a summary row
run() {
    KTORCH_TEST_BACKEND=$2 KTEST_VERBOSE=1 timeout ${4:-150} "$3" > "$out/$1.log" 2>&1
    rc=$?
    tail -n 40 "$out/$1.log"
    row "$1" "$(tail -n 1 "$out/$1.log") (rc $rc)"
}
# run_shards NAME BACKEND PROGRAM N LIMIT: the program as N processes side by
# side, each its share of the tests (KTEST_SHARD, tests/ktest.h), a row each
run_shards() {
    i=0
    while [ $i -lt "$4" ]; do
        KTEST_SHARD=$i/$4 run "$1_shard$i" "$2" "$3" "$5" > /dev/null &
        i=$((i + 1))
    done
    wait
}

do_test() {
    # prepare first, into a fresh kernel directory that the programs after it load from
    export KTORCH_CUDA_CACHE_DIR="$PWD/build/gpu_kcache"
    rm -rf "$KTORCH_CUDA_CACHE_DIR" && mkdir -p "$KTORCH_CUDA_CACHE_DIR"
    for src in tests/test_gpu_prepare.c $(gpu_tests | grep -v test_gpu_prepare) tests/test_backend_ops.c; do
        name=$(basename "$src" .c)
        $CC $F $(srcs "$src") -o "build/gpu_$name" -lm -lpthread -ldl || { row "$name" "build failed"; continue; }
        if [ "$name" = test_gpu_gemm ]; then
            # each forced GEMV launch shape in a process of its own, beside the rest
            # (every shape compiles its kernels anew: one after another they take minutes)
            for sh in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 19 20 22; do
                KTORCH_TEST_GEMV_SHAPES=$sh KTEST_ONLY=test_gemv_shapes,test_gemv_shapes_rows run "${name}_shape$sh" cuda "./build/gpu_$name" > /dev/null &
            done
            KTORCH_TEST_GEMV_SHAPES=none run "$name" cuda "./build/gpu_$name"
        elif [ "$name" = test_backend_ops ]; then
            run_shards "$name" cuda "./build/gpu_$name" 3 200
        else
            run "$name" cuda "./build/gpu_$name" $([ "$name" = test_gpu_prepare ] && echo 300)
        fi
    done
    wait
    unset KTORCH_CUDA_CACHE_DIR
}
do_hip() {
    # ktorch_hip.h on the CUDA driver through the shim (HIP's NVIDIA platform);
    # it compiles every kernel anew (no shared directory): past 150 s at 29 families
    shim=build/hip_shim/libamdhip64_shim.so
    if make -s "$shim" && $CC $F $(srcs tests/test_backend_ops.c) -o build/gpu_hip_backend_ops -lm -lpthread -ldl; then
        KTORCH_HIP_LIBRARY="$PWD/$shim" KTORCH_HIPRTC_LIBRARY="$PWD/$shim" run hip_backend_ops hip ./build/gpu_hip_backend_ops 300
    else
        row hip_backend_ops "build failed"
    fi
    make -s build/tests/test_hip_loader > "$out/hip_loader_shim.log" 2>&1
    sh tests/sh_hip_shim.sh >> "$out/hip_loader_shim.log" 2>&1
    rc=$?
    tail -n 20 "$out/hip_loader_shim.log"
    row hip_loader_shim "$(tail -n 1 "$out/hip_loader_shim.log") (rc $rc)"
}
# vulkan_programs SOURCE...: each program over the Vulkan backend
vulkan_programs() {
    for src in "$@"; do
        name=vk_$(basename "$src" .c)
        $CC $F $(srcs "$src") -o "build/gpu_$name" -lm -lpthread -ldl || { row "$name" "build failed"; continue; }
        case $name in
        vk_test_vulkan) run_shards "$name" vulkan "./build/gpu_$name" 4 300 ;;
        vk_test_backend_ops) run_shards "$name" vulkan "./build/gpu_$name" 2 200 ;;
        *) run "$name" vulkan "./build/gpu_$name" ;;
        esac
    done
}
do_vulkan() { vulkan_programs tests/test_vulkan.c examples/vulkan_engine.c tests/test_backend_ops.c; }
do_vulkan_gpu() { vulkan_programs $(gpu_tests); }
do_sanitize() {
    for src in $(gpu_tests); do
        name=$(basename "$src" .c)
        $CC $F -g $(srcs "$src" _g -g) -o "build/gpu_${name}_g" -lm -lpthread -ldl || { row "$name" "build failed"; continue; }
        for tool in memcheck racecheck; do
            # racecheck checks our kernels: cuBLASLt's own (nvjet) are left out
            nolt=0; [ $tool = racecheck ] && nolt=1
            KTORCH_TEST_NO_CUBLASLT=$nolt KTORCH_TEST_SMALL=1 timeout 100 compute-sanitizer --tool $tool --error-exitcode 9 "./build/gpu_${name}_g" > "$out/$name.$tool.log" 2>&1
            rc=$?
            tail -n 3 "$out/$name.$tool.log"
            row "$name $tool" "$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$out/$name.$tool.log" | tail -n 1) / $(grep -E 'passed,' "$out/$name.$tool.log" | tail -n 1) (rc $rc)"
        done
    done
}
# SM clock samples (100 ms) while a benchmark runs: under sustained load the
# power cap lowers the clock (docs/PERF.md, "Clocks under sustained load")
clocks_start() {
    clocks_pid=
    command -v nvidia-smi > /dev/null 2>&1 || return 0
    nvidia-smi --query-gpu=clocks.sm,clocks_event_reasons.active --format=csv,noheader,nounits -lms 100 > "$1" 2> /dev/null &
    clocks_pid=$!
}
clocks_stop() {
    [ -n "$clocks_pid" ] && kill "$clocks_pid" 2> /dev/null && wait "$clocks_pid" 2> /dev/null
    clocks_pid=
}
# busy samples only (reason bit 0x1, idle, clear): median and lowest SM
# clock, share with the software power cap (0x4)
clocks_summary() {
    [ -s "$1" ] || return 0
    awk -F', *' '$1 ~ /^[0-9]+$/ && substr($2, length($2), 1) !~ /[13579bdfBDF]/ {
        n++; c[n] = $1; if (substr($2, length($2), 1) ~ /[4567cdefCDEF]/) p++ }
        END { if (!n) { print "no busy clock samples"; exit }
              for (i = 2; i <= n; i++) { v = c[i]; for (j = i - 1; j > 0 && c[j] > v; j--) c[j + 1] = c[j]; c[j + 1] = v }
              printf "SM clock median %d MHz, lowest %d; power cap in %d%% of %d busy samples\n", c[int((n + 1) / 2)], c[1], 100 * p / n, n }' "$1"
}
# The benchmark parts: each builds its programs side by side first, then runs
# them one at a time (a row each with its seconds); a program gets at most its
# cap and what is left of the part's budget (KTORCH_GPU_BENCH_S, 450 s), so a
# part stays under 8 minutes, and a program the budget does not reach says so.
bench_t0=0
bench_left() { echo $(( ${KTORCH_GPU_BENCH_S:-450} - ($(date +%s) - bench_t0) )); }
bench_build() {
    rm -rf build/kcache && mkdir -p build/kcache
    bench_t0=$(date +%s)
    for src in "$@"; do
        name=$(basename "$src" .c)
        ( $CC $F "$src" -o "build/$name" -lm -lpthread -ldl > "$out/$name.build.log" 2>&1 || rm -f "build/$name" ) &
    done
    wait
    echo "built $# programs in $(( $(date +%s) - bench_t0 )) s"
}
# bench_run NAME CAP COMMAND...: COMMAND under min(CAP, the part's time left)
bench_run() {
    name=$1 cap=$2; shift 2
    left=$(bench_left)
    [ "$left" -lt "$cap" ] && cap=$left
    if [ "$cap" -lt 10 ]; then row "$name" "not run: the part's ${KTORCH_GPU_BENCH_S:-450} s are spent"; return; fi
    t=$(date +%s)
    clocks_start "$out/$name.clocks"
    PYTHONUNBUFFERED=1 timeout "$cap" "$@" > "$out/$name.log" 2>&1
    rc=$?
    clocks_stop
    cat "$out/$name.log"
    row "$name" "rc $rc in $(( $(date +%s) - t )) s (limit $cap), see $name.log; $(clocks_summary "$out/$name.clocks")"
}
# bench_prog NAME CAP [ARGS]: a built examples/NAME.c with the kernel folder
bench_prog() {
    name=$1 cap=$2; shift 2
    if [ ! -x "build/$name" ]; then row "$name" "build failed, see $name.build.log"; cat "$out/$name.build.log"; return; fi
    bench_run "$name" "$cap" "./build/$name" build/kcache "$@"
}
# bench: attention (dense, causal, decode, backward, clocks, dilated, long
# context, paged, block-sparse) and PyTorch's SDPA and FlexAttention
do_bench() {
    bench_build examples/bench_cuda.c examples/bench_cuda_attn_bwd.c examples/bench_cuda_clocks.c \
        examples/bench_cuda_dilated.c examples/bench_cuda_long.c examples/bench_cuda_paged.c examples/bench_cuda_sparse.c
    bench_prog bench_cuda 200
    for name in bench_cuda_attn_bwd bench_cuda_clocks bench_cuda_dilated bench_cuda_long bench_cuda_paged bench_cuda_sparse; do
        bench_prog $name 90
    done
    # the block-sparse backward table (ktorch, then FlexAttention's) in their own calls
    [ -x build/bench_cuda_sparse ] && name=bench_cuda_sparse_bwd && bench_run $name 60 ./build/bench_cuda_sparse build/kcache --bwd
    bench_run peer_sdpa 100 python3 bench/peer_sdpa.py
    bench_run peer_flex 100 python3 bench/peer_flex.py
    bench_run peer_flex_bwd 90 python3 bench/peer_flex.py --bwd
}
# bench_mm: matrix products (dense, quantized GEMM and GEMV) and quantization, with the peers
do_bench_mm() {
    bench_build examples/bench_cuda_gemm.c examples/bench_cuda_quant.c
    bench_prog bench_cuda_gemm 200
    bench_prog bench_cuda_quant 90
    for py in peer_gemm peer_gemv peer_quant; do bench_run $py 100 python3 bench/$py.py; done
}
# bench_vulkan: the Vulkan programs (each prints CUDA's figure of the same shapes
# where CUDA is present); bench_vulkan_cold one dtype a process, the driver's own
# shader cache off (cold)
do_bench_vulkan() {
    bench_build examples/bench_vulkan.c examples/bench_vulkan_cold.c examples/bench_vulkan_long.c
    for name in bench_vulkan bench_vulkan_long; do
        if [ -x "build/$name" ]; then bench_run $name 200 "./build/$name"; else row $name "build failed, see $name.build.log"; fi
    done
    if [ -x build/bench_vulkan_cold ]; then
        bench_run bench_vulkan_cold 90 sh -c 'for dt in bf16 f16; do __GL_SHADER_DISK_CACHE=0 ./build/bench_vulkan_cold $dt kernel || exit 1; done'
    else
        row bench_vulkan_cold "build failed, see bench_vulkan_cold.build.log"
    fi
}
# NCCL: KTORCH_NCCL_PATH, else the one inside PyTorch's nvidia-nccl wheel,
# else libnccl.so.2 on the loader's path
find_nccl() {
    [ -n "${KTORCH_NCCL_PATH:-}" ] && return
    d=$(python3 -c "import nvidia.nccl, os; print(os.path.dirname(nvidia.nccl.__file__) if nvidia.nccl.__file__ else list(nvidia.nccl.__path__)[0])" 2>/dev/null)
    [ -n "$d" ] && [ -e "$d/lib/libnccl.so.2" ] && export KTORCH_NCCL_PATH="$d/lib/libnccl.so.2"
}
do_multi() {
    find_nccl
    echo "NCCL: ${KTORCH_NCCL_PATH:-libnccl.so.2 on the loader's path}"
    mkdir -p build/kcache
    export KTORCH_CUDA_CACHE_DIR="${KTORCH_CUDA_CACHE_DIR:-$PWD/build/kcache}"
    $CC $F tests/test_ring_cuda.c examples/ktorch_impl.c -o build/gpu_test_ring_cuda -lm -lpthread -ldl || { row test_ring_cuda "build failed"; return; }
    KTEST_VERBOSE=1 timeout 150 ./build/gpu_test_ring_cuda > "$out/test_ring_cuda.log" 2>&1
    rc=$?
    tail -n 40 "$out/test_ring_cuda.log"
    row test_ring_cuda "$(tail -n 1 "$out/test_ring_cuda.log") (rc $rc)"
    $CC $F examples/ring_attention.c -o build/ring_attention -lm -lpthread -ldl || { row ring_attention "build failed"; return; }
    # weak scaling at 8K and 32K tokens per GPU, then 1M tokens on 4 GPUs (256K each)
    timeout 150 ./build/ring_attention --tokens 8192,32768 --iters 3 > "$out/ring_attention.log" 2>&1
    rc=$?
    cat "$out/ring_attention.log"
    row ring_attention "rc $rc, see ring_attention.log"
    timeout 90 ./build/ring_attention --tokens 262144 --gpus 4 --iters 1 --layouts zigzag > "$out/ring_attention_1m.log" 2>&1
    rc=$?
    cat "$out/ring_attention_1m.log"
    row ring_attention_1m "rc $rc, see ring_attention_1m.log"
    # one rank per process: NCCL alone (no kernels), then a forward and backward of 8192 tokens per rank;
    # the program stops ranks that hang and names their step (the kernels come from the cache above)
    timeout 30 ./build/ring_attention --procs 2 --tokens 0 --timeout 25 > "$out/ring_attention_procs0.log" 2>&1
    rc=$?
    cat "$out/ring_attention_procs0.log"
    row ring_attention_procs0 "rc $rc (one rank per process, NCCL join and argument exchange only)"
    timeout 60 ./build/ring_attention --procs 2 --timeout 50 > "$out/ring_attention_procs.log" 2>&1
    rc=$?
    cat "$out/ring_attention_procs.log"
    row ring_attention_procs "rc $rc (one rank per process, the unique id through pipes)"
}
case "${1:-all}" in
test) do_test ;;
hip) do_hip ;;
vulkan) do_vulkan ;;
vulkan_gpu) do_vulkan_gpu ;;
sanitize) do_sanitize ;;
bench) do_bench ;;
bench_mm) do_bench_mm ;;
bench_vulkan) do_bench_vulkan ;;
multi) do_multi ;;
all) do_test; do_hip; do_vulkan; do_vulkan_gpu; do_sanitize; do_bench; do_bench_mm; do_bench_vulkan ;;
*) echo "usage: $0 test|hip|vulkan|vulkan_gpu|sanitize|bench|bench_mm|bench_vulkan|multi|all"; exit 2 ;;
esac
echo "---- summary"; cat "$summary"
