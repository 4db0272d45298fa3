#!/bin/sh
# Runs every test binary given on the command line, prints their output and
# one aggregate line "N passed, N failed, N skipped" (exit 1 on any failure).
passed=0; failed=0; skipped=0; status=0
for t in "$@"; do
    out=$("$t" 2>&1); rc=$?
    printf '%s\n' "$out"
    line=$(printf '%s\n' "$out" | grep -E '^\[[^]]*\] [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' | tail -n 1)
    if [ -z "$line" ]; then
        echo "  FAIL $t: exited $rc without a summary line"
        failed=$((failed + 1)); status=1; continue
    fi
    p=$(echo "$line" | sed -E 's/.*\] ([0-9]+) passed.*/\1/')
    f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed.*/\1/')
    s=$(echo "$line" | sed -E 's/.* ([0-9]+) skipped$/\1/')
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "  FAIL $t: exit status $rc"
        failed=$((failed + 1))
    fi
    [ "$rc" -ne 0 ] && status=1
done
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
