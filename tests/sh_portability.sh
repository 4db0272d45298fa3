#!/bin/sh
# Build matrix, with -Wall -Wextra -Werror -pedantic: every header alone and
# all together, declarations only, under gcc and clang, as C99 and C++11;
# all together with their implementations under both compilers and both
# languages (-O1, for the warnings that need the optimiser); each header
# alone with its implementation (no hidden dependency on another backend)
# as C99 under gcc and C++11 under clang; all together under gcc also after
# system headers with KTORCH_STATIC (C99), and with KTORCH_NO_THREADS,
# KTORCH_NO_STDIO and custom allocator macros (C99 and C++11): each of those
# preprocessor paths is independent of the others, so each group is one build.
cd "$(dirname "$0")/.." || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
headers=$(ls ktorch*.h | tr "\n" " ")
impl_macro() { # header -> its implementation macro
    case "$1" in
    ktorch.h) echo KTORCH_IMPLEMENTATION ;;
    *) echo "$1" | sed -e 's/^ktorch_\(.*\)\.h$/KTORCH_\1_IMPLEMENTATION/' | tr 'a-z' 'A-Z' ;;
    esac
}
n=0
# one case per line: name|compiler|lang|variant|headers
cases="$tmp/cases"
: >"$cases"
for cc in gcc clang; do
    command -v $cc >/dev/null 2>&1 || continue
    for lang in c99 c++11; do
        for h in $headers all; do
            [ "$h" = all ] && hs="$headers" || hs="$h"
            variants=decl
            if [ "$h" = all ]; then
                variants="$variants impl"
                [ "$cc" = gcc ] && variants="$variants no_threads_stdio_alloc"
                [ "$cc" = gcc ] && [ "$lang" = c99 ] && variants="$variants after_system_static"
            elif [ "$cc$lang" = gccc99 ] || [ "$cc$lang" = clangc++11 ]; then
                variants="$variants impl"
            fi
            for variant in $variants; do
                n=$((n + 1))
                echo "$n|$cc|$lang|$variant|$hs" >>"$cases"
            done
        done
    done
done
run_case() {
    IFS='|' read -r id cc lang variant hs <<EOT
$1
EOT
    src="$tmp/c$id.c"
    {
        [ "$variant" = after_system_static ] && printf '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <math.h>\n'
        case "$variant" in
        no_threads_stdio_alloc)
            printf '#define KTORCH_NO_THREADS\n#define KTORCH_NO_STDIO\n#include <stdlib.h>\n#define KTORCH_MALLOC(s,u) ((void)(u),malloc(s))\n#define KTORCH_REALLOC(p,s,u) ((void)(u),realloc(p,s))\n#define KTORCH_FREE(p,u) ((void)(u),free(p))\n' ;;
        after_system_static) echo '#define KTORCH_STATIC' ;;
        esac
        if [ "$variant" != decl ]; then
            for h in $hs; do echo "#define $(impl_macro $h)"; done
            # backend implementations need the core one in the same unit
            echo '#define KTORCH_IMPLEMENTATION'
        fi
        for h in $hs; do echo "#include \"$h\""; done
        echo 'int main(void) { return (int)ktorch_version() == 0; }'
    } | awk '!seen[$0]++' >"$src"
    if [ "$lang" = c99 ]; then
        flags="-std=c99"; comp=$cc; x="-x c"
    else
        flags="-std=c++11"; x="-x c++"
        [ "$cc" = gcc ] && comp=g++ || comp=clang++
    fi
    [ "$variant" = decl ] && link="-c" || link="-lm -lpthread -ldl"
    # warnings that need the optimiser: every header together, per compiler
    # and language; the other cases check the front end and the link
    opt=-O0
    [ "$variant" = impl ] && [ "$(echo $hs | wc -w)" -gt 1 ] && opt=-O1
    if out=$($comp $x $flags -Wall -Wextra -Werror -pedantic $opt -I. "$src" -o "$tmp/b$id" $link 2>&1); then
        echo "ok $id"
    else
        echo "FAIL $id: $comp $flags variant=$variant headers=[$hs]"
        printf '%s\n' "$out" | head -n 8 | sed 's/^/    /'
    fi
}
export tmp
results="$tmp/results"
i=0
while IFS= read -r line; do
    i=$((i + 1))
    run_case "$line" >"$tmp/r.$i" &
    [ $((i % 2)) -eq 0 ] && wait
done <"$cases"
wait
cat "$tmp"/r.* >"$results"
grep '^FAIL' -A8 "$results" | grep -v '^ok' | sed 's/^/  /'
passed=$(grep -c '^ok' "$results")
failed=$(grep -c '^FAIL' "$results")
skipped=0
command -v clang >/dev/null 2>&1 || { echo "  SKIP clang cases: clang not installed"; skipped=1; }
echo "[portability] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
