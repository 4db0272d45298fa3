#!/bin/sh
# A/B of the CUDA forward across commits on one GPU: builds bench/ab_attention.c
# against the headers of each REV (a commit, through git archive, or a
# directory holding ktorch.h and ktorch_cuda.h, such as "." for the working
# tree) and runs the builds in the order given, then in reverse, so that each
# runs once after every other; ROUNDS=n repeats that n times (default 1).
# Ends with the median of each build's runs per row and its ratio to the
# first REV's. Give one tree twice (two directories) to see the noise of the
# run itself. AB_DEADLINE=s starts no run after s seconds (the summary
# still comes). A REV may also be a bench/ab_attention.c program built
# before (an executable file), which is run as it is.
# usage: sh bench/ab_trees.sh REV... (e.g. 299e849 .)
cd "$(dirname "$0")/.." || exit 1
[ $# -ge 1 ] || { echo "usage: sh bench/ab_trees.sh REV..." >&2; exit 2; }
dir=${TMPDIR:-/tmp}/ktorch_ab.$$
mkdir -p "$dir" || exit 1
n=0
for rev in "$@"; do
    n=$((n + 1))
    if [ -f "$rev" ] && [ -x "$rev" ]; then cp "$rev" "$dir/ab$n" || exit 1; continue; fi
    if [ -d "$rev" ]; then inc=$rev; else inc=$dir/tree$n; mkdir -p "$inc" && git archive "$rev" ktorch.h ktorch_cuda.h | tar x -C "$inc" || exit 1; fi
    # the builds run side by side: each compiles the whole library
    (${CC:-cc} -std=c99 -O2 -I"$inc" bench/ab_attention.c -o "$dir/ab$n" -lm -lpthread -ldl >"$dir/cc$n.log" 2>&1 || echo "build of $rev failed" >"$dir/fail$n") &
done
wait
for i in $(seq 1 $n); do
    if [ -f "$dir/fail$i" ]; then cat "$dir/fail$i" "$dir/cc$i.log" | tail -20 >&2; rm -rf "$dir"; exit 1; fi
done
order=
r=0
while [ $r -lt "${ROUNDS:-1}" ]; do order="$order $(seq 1 $n) $(seq $n -1 1)"; r=$((r + 1)); done
start=$(date +%s)
for i in $order; do
    if [ -n "$AB_DEADLINE" ] && [ $(($(date +%s) - start)) -ge "$AB_DEADLINE" ]; then echo "== deadline: no more runs"; break; fi
    eval "rev=\${$i}"
    # the SM clock every 100 ms while it runs (samples at >= 50% utilisation), where nvidia-smi is at hand
    clk=
    if command -v nvidia-smi >/dev/null 2>&1; then
        nvidia-smi --query-gpu=clocks.sm,utilization.gpu --format=csv,noheader,nounits -lms 100 >"$dir/clk" 2>/dev/null &
        clk=$!
    fi
    "$dir/ab$i" >"$dir/out"
    st=$?
    [ -n "$clk" ] && kill "$clk" 2>/dev/null && wait "$clk" 2>/dev/null
    [ $st -eq 0 ] || { echo "== $i $rev"; cat "$dir/out"; rm -rf "$dir"; exit 1; }
    # one line a run: d/n non-causal/causal TFLOP/s of each row, the clock
    c=
    [ -n "$clk" ] && c=$(tr -d ',' <"$dir/clk" | awk '$2 + 0 >= 50 { print $1 }' | sort -n |
        awk '{ v[++m] = $1 } END { if (m) printf "| SM clock while busy: median %d MHz, lowest %d", v[int((m + 1) / 2)], v[1] }')
    echo "$i $rev: $(awk 'NR > 1 { printf "%s/%s %s/%s  ", $1, $2, $3, $4 }' "$dir/out")$c"
    awk -v t="$i" 'NR > 1 { print t, $1, $2, $3, $4 }' "$dir/out" >>"$dir/all"
done
# per build and row: medians of the runs, and the ratio to build 1's
[ -f "$dir/all" ] && sort -k1,1n -k2,2n -k3,3n "$dir/all" | awk -v names="$*" '
function med(a, m) { return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 }
{ k = $1 " " $2 " " $3; nc[k, ++cnt[k]] = $4; ca[k, cnt[k]] = $5; if (!(k in seen)) { seen[k] = 1; keys[++nk] = k } }
END {
    split(names, nm, " ")
    printf "%-24s %4s %6s %5s %9s %9s %8s %8s\n", "median of runs", "d", "n", "runs", "TFLOP/s", "causal", "vs 1", "causal"
    for (j = 1; j <= nk; j++) {
        split(keys[j], f, " "); k = keys[j]; m = cnt[k]
        for (i = 1; i <= m; i++) { x[i] = nc[k, i]; y[i] = ca[k, i] }
        # insertion sort: few runs
        for (i = 2; i <= m; i++) for (l = i; l > 1 && x[l - 1] > x[l]; l--) { t = x[l]; x[l] = x[l - 1]; x[l - 1] = t }
        for (i = 2; i <= m; i++) for (l = i; l > 1 && y[l - 1] > y[l]; l--) { t = y[l]; y[l] = y[l - 1]; y[l - 1] = t }
        a = med(x, m); b = med(y, m); r = f[2] " " f[3]
        if (f[1] == 1) { base1[r] = a; base2[r] = b }
        printf "%-24s %4s %6s %5d %9.1f %9.1f %+7.1f%% %+7.1f%%\n", f[1] " " nm[f[1]], f[2], f[3], m, a, b,
               (base1[r] > 0 ? 100 * (a / base1[r] - 1) : 0), (base2[r] > 0 ? 100 * (b / base2[r] - 1) : 0)
    }
}'
rm -rf "$dir"
