#!/bin/sh
# The benchmark programs compile (front end only: -fsyntax-only), also the
# GPU ones that `make test` never builds, so an internal change that breaks
# them fails here rather than on the GPU machine.
cd "$(dirname "$0")/.." || exit 1
passed=0; failed=0
for f in examples/bench_*.c; do
    if out=$(${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -fsyntax-only -I. -Iexamples "$f" 2>&1); then
        passed=$((passed + 1))
    else
        echo "  FAIL $f does not compile:"
        printf '%s\n' "$out" | head -n 8 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
done
echo "[bench_build] $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
