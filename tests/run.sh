#!/bin/sh
# Runs every test binary given on the command line, prints their output and
# one aggregate line "N passed, N failed, N skipped" (exit 1 on any failure).
# A skip reason is printed the first time it appears; later skips with the
# same reason are counted into one line before the aggregate.
passed=0; failed=0; skipped=0; status=0
skips=$(mktemp "${TMPDIR:-/tmp}/ktorch_skips.XXXXXX") || exit 1
trap 'rm -f "$skips"' EXIT
# Lines "  SKIP NAME[ and N more]: REASON" whose REASON was seen are left
# out and recorded in $skips ("dup<TAB>N<TAB>REASON"); new ones are printed.
filter_skips() {
    awk -v db="$skips" '
    BEGIN { while ((getline l < db) > 0) { split(l, f, "\t"); seen[substr(l, length(f[1]) + length(f[2]) + 3)] = 1 } close(db) }
    /^  SKIP [^:]*: / {
        head = substr($0, 1, index($0, ": ") - 1); r = substr($0, index($0, ": ") + 2); n = 1
        if (match(head, / and [0-9]+ more$/)) n += substr(head, RSTART + 5) + 0
        if (r in seen) { print "dup\t" n "\t" r >> db; next }
        seen[r] = 1; print "new\t" n "\t" r >> db
    }
    { print }'
}
for t in "$@"; do
    case $t in *.sh) out=$(sh "$t" 2>&1) ;; *) out=$("$t" 2>&1) ;; esac; rc=$?
    printf '%s\n' "$out" | filter_skips
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
awk -F'\t' '$1 == "dup" { n[$3] += $2; k[$3]++; if (!($3 in o)) { o[$3] = ++m; r[m] = $3 } }
    END { for (i = 1; i <= m; i++) printf "  SKIP %d more (%d suites) with the same reason: %s\n", n[r[i]], k[r[i]], r[i] }' "$skips"
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
