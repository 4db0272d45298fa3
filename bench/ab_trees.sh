#!/bin/sh
# A/B of the CUDA forward across commits on one GPU: builds bench/ab_attention.c
# against the headers of each REV (a commit, through git archive, or a
# directory holding ktorch.h and ktorch_cuda.h, such as "." for the working
# tree) and runs the builds in the order given, then in reverse, so that each
# runs once after every other.  usage: sh bench/ab_trees.sh REV... (e.g. 299e849 .)
cd "$(dirname "$0")/.." || exit 1
[ $# -ge 1 ] || { echo "usage: sh bench/ab_trees.sh REV..." >&2; exit 2; }
dir=${TMPDIR:-/tmp}/ktorch_ab.$$
mkdir -p "$dir" || exit 1
n=0
for rev in "$@"; do
    n=$((n + 1))
    if [ -d "$rev" ]; then inc=$rev; else inc=$dir/tree$n; mkdir -p "$inc" && git archive "$rev" ktorch.h ktorch_cuda.h | tar x -C "$inc" || exit 1; fi
    ${CC:-cc} -std=c99 -O2 -I"$inc" bench/ab_attention.c -o "$dir/ab$n" -lm -lpthread -ldl || exit 1
done
order=$(seq 1 $n; seq $n -1 1)
for i in $order; do
    eval "rev=\${$i}"
    echo "== $rev"
    "$dir/ab$i" || exit 1
done
rm -rf "$dir"
