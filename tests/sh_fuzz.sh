#!/bin/sh
# Builds the libFuzzer targets (fuzz_files: the file readers; fuzz_api: the
# public API after them), replays every saved regression input of each
# (tests/fuzz/regressions for fuzz_files, tests/fuzz/regressions/api for
# fuzz_api), then fuzzes each for a fixed time and prints its executions.
# KTORCH_FUZZ_SECONDS overrides the fuzzing time per target (default 30),
# KTORCH_FUZZ_OPT the optimisation (default -O0: the build takes 24 CPU-s
# against 194 at -O1, which runs about 2.6x the executions a second: take
# -O1 for long runs).
CLANG=${CLANG:-clang}
SECS=${KTORCH_FUZZ_SECONDS:-30}
OPT=${KTORCH_FUZZ_OPT:--O0}
OUT=build/fuzz
passed=0; failed=0; skipped=0; total=0
finish() { echo "[fuzz] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
skip() { echo "  SKIP fuzz: $1"; skipped=$((skipped + 1)); finish; }

command -v "$CLANG" > /dev/null 2>&1 || skip "$CLANG not found"
mkdir -p "$OUT" || exit 1
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' > "$OUT/probe.c"
"$CLANG" -fsanitize=fuzzer "$OUT/probe.c" -o "$OUT/probe" > /dev/null 2>&1 || skip "libFuzzer not available to $CLANG (install libclang-rt-dev)"

# target, regression folder, seed corpus
# the implementation once, with coverage and sanitizers; each target links it
SAN="address,undefined,float-cast-overflow -fno-sanitize-recover=all"
if ! "$CLANG" -std=c99 -Wall -Wextra -Werror -g $OPT -fsanitize=fuzzer-no-link,$SAN -I. -c tests/fuzz/fuzz_impl.c -o "$OUT/fuzz_impl.o" \
    > "$OUT/build_impl.log" 2>&1; then
    cat "$OUT/build_impl.log"
    echo "  FAIL fuzz: build of the implementation"
    failed=$((failed + 1))
    finish
fi
for spec in "files tests/fuzz/regressions tests/fuzz/corpus" "api tests/fuzz/regressions/api tests/fuzz/corpus_api"; do
    set -- $spec
    t=$1; regdir=$2; seeds=$3
    if "$CLANG" -std=c99 -Wall -Wextra -Werror -g $OPT -fsanitize=fuzzer,$SAN \
        -I. "tests/fuzz/fuzz_$t.c" "$OUT/fuzz_impl.o" -o "$OUT/fuzz_$t" -lm -lpthread -ldl > "$OUT/build_$t.log" 2>&1; then
        passed=$((passed + 1))
    else
        cat "$OUT/build_$t.log"
        echo "  FAIL fuzz_$t: build"
        failed=$((failed + 1))
        continue
    fi

    # Replay saved crashes (each once).
    regs=$(find "$regdir" -maxdepth 1 -type f ! -name '.*' 2> /dev/null | sort)
    if [ -n "$regs" ]; then
        # shellcheck disable=SC2086
        if "$OUT/fuzz_$t" -runs=1 $regs > "$OUT/replay_$t.log" 2>&1; then
            passed=$((passed + 1))
        else
            tail -n 30 "$OUT/replay_$t.log"
            echo "  FAIL fuzz_$t: a regression input fails again"
            failed=$((failed + 1))
        fi
    else
        echo "  SKIP fuzz_$t regressions: $regdir is empty"
        skipped=$((skipped + 1))
    fi

    # Fuzz: new inputs go to a scratch corpus, the committed seeds stay as they are.
    rm -rf "$OUT/corpus_$t" "$OUT/artifacts_$t"
    mkdir -p "$OUT/corpus_$t" "$OUT/artifacts_$t"
    if "$OUT/fuzz_$t" -max_total_time="$SECS" -seed=1 -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$OUT/artifacts_$t/" "$OUT/corpus_$t" "$seeds" > "$OUT/fuzz_$t.log" 2>&1; then
        passed=$((passed + 1))
    else
        tail -n 40 "$OUT/fuzz_$t.log"
        echo "  FAIL fuzz_$t: crash found; input saved in $OUT/artifacts_$t (add it to $regdir after fixing)"
        failed=$((failed + 1))
    fi
    runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$OUT/fuzz_$t.log" | tail -n 1)
    echo "  fuzz_$t: ${runs:-0} executions in ${SECS} s"
    total=$((total + ${runs:-0}))
done
echo "  fuzz: $total executions in all"
finish
