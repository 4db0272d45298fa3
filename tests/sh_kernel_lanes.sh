#!/bin/sh
# Kernel files stay vendor-neutral: outside the preludes (shaders/cuda_prelude.cu,
# shaders/hip_prelude.cu) no shaders/*.cu may hold inline assembly, a full-warp
# mask, a raw warp intrinsic or a 32-lane literal used as the warp width (lane
# ids and warp indices from `& 31` / `>> 5` / `% 32` / `/ 32`, `< 32` on lane
# ids, lane loops stepping by 32, shuffle reductions starting at 16). Kernels
# use KT_LANES / KT_LANES_SHIFT / KT_WARP and the prelude's kt_shfl*,
# kt_ballot, kt_any, kt_all, kt_reduce_max, kt_syncwarp. Prints file:line of
# every offending line. The second check plants one such line in a copy and
# expects the scan to find it.
cd "$(dirname "$0")/.." || exit 1
passed=0; failed=0

# scan FILE...: prints offending lines as file:line: text; status 1 if any
scan() {
    grep -nHE \
        -e '\basm\b' \
        -e '0x[fF]{8}([uU]?[^lLuU0-9a-fA-F]|[uU]?$)' \
        -e '__(shfl|shfl_xor|shfl_up|shfl_down|ballot|any|all|reduce_[a-z]+|match_[a-z]+)_sync\b' \
        -e '__syncwarp|__activemask' \
        -e '\b(lane|tid|threadIdx\.x|blockDim\.x|laneid)\)?\s*(&\s*~?31u?\b|>>\s*5\b|%\s*32\b|/\s*32\b|<\s*32\b)' \
        -e '\(\s*(lane|tid|threadIdx\.x)\s*(&|>>)\s*[^)]*\)\s*\)?\s*(&\s*31|>>\s*5)\b' \
        -e 'for\s*\([^;]*=\s*(lane|tid|threadIdx\.x)\b[^;]*;[^;]*;[^)]*\+=\s*32\b' \
        -e 'for\s*\(\s*int\s+\w+\s*=\s*16\s*;\s*\w+\s*>\s*0\s*;\s*\w+\s*>>=\s*1' \
        -e '\b32\s*\*\s*(lane|KT_WARPS|KTG_WM)\b|\bKT_WARPS\s*\*\s*32\b' \
        "$@" && return 1
    return 0
}

files=$(ls shaders/*.cu | grep -v -e '_prelude\.cu$')
if out=$(scan $files); then
    passed=$((passed + 1))
else
    echo "  FAIL kernel_lanes: vendor-specific lines outside the preludes:"
    printf '%s\n' "$out" | sed 's/^/    /'
    failed=$((failed + 1))
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_lanes.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
cp shaders/misc.cu "$tmp/misc.cu"
printf '%s\n' 'KT_DEV float kt_planted(float v) { return __shfl_xor_sync(0xffffffffu, v, threadIdx.x & 31); }' >>"$tmp/misc.cu"
if out=$(scan "$tmp/misc.cu"); then
    echo "  FAIL kernel_lanes: a planted warp-width line was not found"
    failed=$((failed + 1))
elif printf '%s\n' "$out" | grep -q "misc.cu:$(wc -l <"$tmp/misc.cu" | tr -d ' '):"; then
    passed=$((passed + 1))
else
    echo "  FAIL kernel_lanes: the planted line was not reported with its line number: $out"
    failed=$((failed + 1))
fi

echo "[kernel_lanes] $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
