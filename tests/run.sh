#!/bin/sh
# Runs every test binary given on the command line, KTORCH_TEST_JOBS at a
# time (default: the online CPUs), prints their output in the order given and
# one aggregate line "N passed, N failed, N skipped" (exit 1 on any failure).
# KTORCH_TEST_TIMES=FILE appends each program's wall, user and system seconds
# to FILE (GNU time), for finding where `make test` spends its time.
# A skip reason is printed the first time it appears; later skips with the
# same reason are counted into one line before the aggregate.
passed=0; failed=0; skipped=0; status=0
# lavapipe's compiled pipelines go to one Mesa shader cache under build/, so
# every suite of the run shares them whatever HOME allows (a pipeline that
# misses the cache costs several times its run)
: "${MESA_SHADER_CACHE_DIR:=$(pwd)/build/mesa_shader_cache}"
export MESA_SHADER_CACHE_DIR
work=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_run.XXXXXX") || exit 1
skips=$work/skips
: >"$skips"
trap 'rm -rf "$work"' EXIT
jobs=${KTORCH_TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
# Each test writes $work/out.I and then $work/rc.I; the loop below reads
# them in order as they appear.
i=0
for t in "$@"; do
    i=$((i + 1))
    printf '%s %s\n' "$i" "$t"
done | xargs -P "$jobs" -n 2 sh -c '
    case $2 in *.sh) set -- "$1" sh "$2" ;; esac
    if [ -n "$KTORCH_TEST_TIMES" ]; then
        /usr/bin/time -a -o "$KTORCH_TEST_TIMES" -f "%e %U %S ${3:-$2}" "$2" ${3:+"$3"} >"$0/out.$1" 2>&1
    else
        "$2" ${3:+"$3"} >"$0/out.$1" 2>&1
    fi
    echo $? >"$0/rc.$1.tmp" && mv "$0/rc.$1.tmp" "$0/rc.$1"' "$work" &
runner=$!
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
i=0
for t in "$@"; do
    i=$((i + 1))
    while [ ! -f "$work/rc.$i" ]; do
        kill -0 "$runner" 2>/dev/null || [ -f "$work/rc.$i" ] || break
        sleep 0.2
    done
    if [ ! -f "$work/rc.$i" ]; then
        echo "  FAIL $t: did not run"
        failed=$((failed + 1)); status=1; continue
    fi
    out=$(cat "$work/out.$i"); rc=$(cat "$work/rc.$i")
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
wait "$runner"
echo "$passed passed, $failed failed, $skipped skipped"
exit $status
