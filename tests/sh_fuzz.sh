#!/bin/sh
# Builds the libFuzzer target for the file readers, replays every saved
# regression input, then fuzzes from the seed corpus for a fixed time.
# KTORCH_FUZZ_SECONDS overrides the fuzzing time (default 25).
CLANG=${CLANG:-clang}
SECS=${KTORCH_FUZZ_SECONDS:-25}
OUT=build/fuzz
passed=0; failed=0; skipped=0
finish() { echo "[fuzz] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
skip() { echo "  SKIP fuzz: $1"; skipped=$((skipped + 1)); finish; }

command -v "$CLANG" > /dev/null 2>&1 || skip "$CLANG not found"
mkdir -p "$OUT" || exit 1
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }\n' > "$OUT/probe.c"
"$CLANG" -fsanitize=fuzzer "$OUT/probe.c" -o "$OUT/probe" > /dev/null 2>&1 || skip "libFuzzer not available to $CLANG (install libclang-rt-dev)"

if "$CLANG" -std=c99 -Wall -Wextra -Werror -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -I. tests/fuzz/fuzz_files.c -o "$OUT/fuzz_files" -lm -lpthread -ldl > "$OUT/build.log" 2>&1; then
    passed=$((passed + 1))
else
    cat "$OUT/build.log"
    echo "  FAIL fuzz: build"
    failed=$((failed + 1))
    finish
fi

# Replay saved crashes (each once).
regs=$(find tests/fuzz/regressions -type f ! -name '.*' 2> /dev/null | sort)
if [ -n "$regs" ]; then
    # shellcheck disable=SC2086
    if "$OUT/fuzz_files" -runs=1 $regs > "$OUT/replay.log" 2>&1; then
        passed=$((passed + 1))
    else
        tail -n 30 "$OUT/replay.log"
        echo "  FAIL fuzz: a regression input fails again"
        failed=$((failed + 1))
    fi
else
    echo "  SKIP fuzz regressions: tests/fuzz/regressions is empty"
    skipped=$((skipped + 1))
fi

# Fuzz: new inputs go to a scratch corpus, the committed seeds stay as they are.
rm -rf "$OUT/corpus" "$OUT/artifacts"
mkdir -p "$OUT/corpus" "$OUT/artifacts"
if "$OUT/fuzz_files" -max_total_time="$SECS" -seed=1 -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$OUT/artifacts/" "$OUT/corpus" tests/fuzz/corpus > "$OUT/fuzz.log" 2>&1; then
    passed=$((passed + 1))
else
    tail -n 40 "$OUT/fuzz.log"
    echo "  FAIL fuzz: crash found; input saved in $OUT/artifacts (add it to tests/fuzz/regressions after fixing)"
    failed=$((failed + 1))
fi
finish
