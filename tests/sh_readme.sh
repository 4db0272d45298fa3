#!/bin/sh
# README stays true: its embedding snippet compiles with the documented
# command and runs, the commands it lists exist, its Layout names every
# top-level file, and every make target it or the Makefile names exists.
cd "$(dirname "$0")/.." || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
passed=0; failed=0
check() { if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "  FAIL readme: $*"; fi; }
awk '/^```c$/{f=1;next} /^```$/{f=0} f' README.md >"$tmp/snippet.c"
check test -s "$tmp/snippet.c"
check cc -std=c99 -Wall -Wextra -Werror -pedantic -O2 -I. "$tmp/snippet.c" -o "$tmp/app" -lm -lpthread -ldl
check "$tmp/app"
check grep -q '^    make test' README.md
check grep -q '^    make bench' README.md
for cmd in $(sed -n 's/^    build\/ktorch \([a-z]*\).*/\1/p' README.md | sort -u); do
    check sh -c "! build/ktorch $cmd --help 2>&1 | grep -q 'unknown command'"
done
# the Layout section names every tracked top-level file and folder
layout=$(sed -n '/^## Layout/,/^## /p' README.md)
in_layout() { printf '%s\n' "$layout" | grep -q "^    $1[/ ]"; }
for f in $(git ls-files 2>/dev/null | sed 's,/.*,,' | sort -u); do
    check in_layout "$f"
done
# every `make TARGET` that README.md or the Makefile's comments name exists
for t in $( (cat README.md; grep '^#' Makefile) | grep -oE 'make [a-z][a-z-]*([^a-z/-]|$)' | sed -E 's/^make ([a-z-]*).*/\1/' | sort -u); do
    check sh -c "make -n $t > /dev/null 2>&1"
done
echo "[readme] $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
