#!/bin/sh
# build/train_tiny on a tiny model (a second on 2 cores): the loss falls,
# f32 and bf16 start from the same weights, and a run of 2N steps equals a
# run of N steps resumed for N more, bit for bit (checkpoint bytes and the
# printed losses in %a), on 1 thread as on 2; activation checkpointing gives
# the same bits with a lower peak of the memory pool (both printed).
# build/generate_tiny then scores the same held-out
# windows through its paged KV cache with every weight format, and with
# bf16 pages.
BIN=${KTORCH_TRAIN_TINY_BIN:-build/train_tiny}
GEN=${KTORCH_GENERATE_TINY_BIN:-build/generate_tiny}
CORPUS=${KTORCH_FORTUNES:-/usr/share/games/fortunes}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL train_tiny: $1"; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP train_tiny: $BIN not built (make build/train_tiny)"
    echo "[train_tiny] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
if [ ! -f "$CORPUS/fortunes" ]; then
    echo "  SKIP train_tiny: no corpus in $CORPUS (Debian package fortunes)"
    echo "[train_tiny] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
run() { # out-dir steps [options...]
    o=$1; s=$2; shift 2
    "$BIN" --data "$CORPUS" --layers 1 --dim 32 --heads 2 --kv-heads 1 --head-dim 16 --ffn 64 --seq 32 --batch 4 \
        --eval-every 10 --eval-batches 2 --lr 1e-2 --warmup 0 --threads 2 --steps "$s" --out "$dir/$o" "$@" >"$dir/$o.log" 2>&1
}
loss() { sed -n "s/^step *$2  loss \([0-9.]*\) .*/\1/p" "$dir/$1.log"; }
held() { sed -n "s/^step *$2  held-out loss \([0-9.]*\) .*/\1/p" "$dir/$1.log"; }

# the loss falls: held-out loss at step 40 at least 1.5 nats below the first step's
if run full 40; then ok; else bad "40 steps failed: $(tail -n 3 "$dir/full.log")"; fi
first=$(loss full 1); last=$(held full 40)
if [ -n "$first" ] && [ -n "$last" ] && awk -v a="$first" -v b="$last" 'BEGIN { exit !(b < a - 1.5) }'; then ok
else bad "held-out loss after 40 steps '$last' is not 1.5 below step 1's '$first'"; fi
[ -s "$dir/full/loss.svg" ] && grep -q '<polyline' "$dir/full/loss.svg" && ok || bad "no loss chart"

# 20 steps, then 20 more from the checkpoint: the same bytes as 40 at once
if run half 20 && run resumed 40 --resume "$dir/half/checkpoint.safetensors"; then ok
else bad "20 + 20 steps failed: $(tail -n 3 "$dir/half.log" "$dir/resumed.log")"; fi
if cmp -s "$dir/full/checkpoint.safetensors" "$dir/resumed/checkpoint.safetensors"; then ok
else bad "checkpoint after 20 + 20 steps differs from the one after 40"; fi
grep '^step *\(2[1-9]\|3[0-9]\|40\)  ' "$dir/full.log" | sed 's/  [0-9]* tok\/s$//' >"$dir/full.steps"
grep '^step *\(2[1-9]\|3[0-9]\|40\)  ' "$dir/resumed.log" | sed 's/  [0-9]* tok\/s$//' >"$dir/resumed.steps"
if [ -s "$dir/full.steps" ] && cmp -s "$dir/full.steps" "$dir/resumed.steps"; then ok
else bad "losses of steps 21-40 differ after resuming: $(diff "$dir/full.steps" "$dir/resumed.steps" | head -n 4)"; fi

# any thread count gives the same bytes (the ops reduce in a fixed order)
if run one 40 --threads 1 && cmp -s "$dir/full/checkpoint.safetensors" "$dir/one/checkpoint.safetensors"; then ok
else bad "40 steps on 1 thread differ from 40 steps on 2"; fi

# activation checkpointing (3 blocks): the same losses and checkpoint bytes, a lower pool peak
if run deep 12 --layers 3 && run ckpt 12 --layers 3 --checkpoint; then ok
else bad "3-block runs failed: $(tail -n 3 "$dir/deep.log" "$dir/ckpt.log")"; fi
grep '^step ' "$dir/deep.log" | sed 's/  [0-9]* tok\/s$//' >"$dir/deep.steps"
grep '^step ' "$dir/ckpt.log" | sed 's/  [0-9]* tok\/s$//' >"$dir/ckpt.steps"
if [ -s "$dir/deep.steps" ] && cmp -s "$dir/deep.steps" "$dir/ckpt.steps" && cmp -s "$dir/deep/checkpoint.safetensors" "$dir/ckpt/checkpoint.safetensors"
then ok; else bad "--checkpoint changed the losses or weights: $(diff "$dir/deep.steps" "$dir/ckpt.steps" | head -n 4)"; fi
pd=$(sed -n 's/^peak pool memory \([0-9]*\) bytes.*/\1/p' "$dir/deep.log"); pc=$(sed -n 's/^peak pool memory \([0-9]*\) bytes.*/\1/p' "$dir/ckpt.log")
echo "  train_tiny: peak pool memory of 3 blocks: $pd bytes, $pc with --checkpoint"
if [ -n "$pd" ] && [ -n "$pc" ] && [ "$pc" -lt "$pd" ]; then ok; else bad "--checkpoint peak '$pc' is not below '$pd'"; fi

# same seed, same weights: bf16's first loss within 1% of f32's
if run bf16 1 --dtype bf16; then ok; else bad "bf16 step failed: $(tail -n 3 "$dir/bf16.log")"; fi
b=$(loss bf16 1)
if [ -n "$b" ] && awk -v a="$first" -v b="$b" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d < 0.01 * a) }'; then ok
else bad "bf16 first loss '$b' not within 1% of f32's '$first'"; fi

# generate_tiny: f32 scores the windows train_tiny scored (2 batches of 4)
# as training did; every format is within 5% of it; the sample starts with the prompt
if [ ! -x "$GEN" ]; then bad "$GEN not built (make build/generate_tiny)"
elif "$GEN" --data "$CORPUS" --checkpoint "$dir/full/checkpoint.safetensors" --windows 8 --tokens 32 --prompt "Q: " \
        --threads 2 >"$dir/gen.log" 2>&1; then
    ok
    rows=$(awk -v ref="$last" '$1 ~ /^(f32|bf16|int8|fp8|mxfp4|nvfp4|q4_0)$/ {
        d = $3 - ref; if (d < 0) d = -d
        if (($1 == "f32" && d <= 1e-3 * ref) || ($1 != "f32" && d <= 0.05 * ref)) n++; else print "  " $0 > "/dev/stderr" }
        END { print n + 0 }' "$dir/gen.log")
    [ "$rows" = 7 ] && ok || bad "$rows of 7 weight formats score the held-out windows as training did ($last): $(cat "$dir/gen.log")"
    grep -aq '^Q: ' "$dir/gen.log" && ok || bad "no sample text after the prompt: $(cat "$dir/gen.log")"
else bad "generate_tiny failed: $(tail -n 3 "$dir/gen.log")"; fi

# bf16 q/k/v and KV pages (CUDA's default): f32 weights score within 0.2% of the f32 pages; a bad --kv is named
if [ -x "$GEN" ] && "$GEN" --data "$CORPUS" --checkpoint "$dir/full/checkpoint.safetensors" --windows 8 --tokens 8 --formats f32 --kv bf16 \
        --threads 2 >"$dir/gen16.log" 2>&1; then
    g16=$(awk '$1 == "f32" { print $3 }' "$dir/gen16.log"); g32=$(awk '$1 == "f32" { print $3 }' "$dir/gen.log")
    if [ -n "$g16" ] && [ -n "$g32" ] && awk -v a="$g32" -v b="$g16" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d <= 2e-3 * a) }'; then ok
    else bad "bf16 pages score '$g16', f32 pages '$g32': not within 0.2%"; fi
else bad "generate_tiny --kv bf16 failed: $(tail -n 3 "$dir/gen16.log")"; fi
if "$GEN" --data "$CORPUS" --checkpoint "$dir/full/checkpoint.safetensors" --kv f16 >"$dir/genkv.log" 2>&1; then bad "--kv f16 accepted"
elif grep -q -- "--kv f16: f32 or bf16" "$dir/genkv.log"; then ok
else bad "--kv f16 not named: $(cat "$dir/genkv.log")"; fi

# a missing corpus is named with its package
if run missing 1 --data "$dir/none"; then bad "ran without a corpus"
elif grep -q "fortunes" "$dir/missing.log"; then ok
else bad "missing corpus error does not name the package: $(cat "$dir/missing.log")"; fi
echo "[train_tiny] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
