#!/bin/sh
# Fails when the SPIR-V or argument blocks embedded in ktorch_vulkan.h differ
# from shaders/ (compiled by glslc): the header must be what `make shaders`
# writes, and the words the library hands to vkCreateShaderModule (decoded
# from the header's byte strings, build/lib/libktorch.a through
# tests/hooks.h) must be glslc's output byte for byte. Skips where glslc is
# not installed.
cd "$(dirname "$0")/.." || exit 1
if ! command -v glslc >/dev/null 2>&1; then
    echo "  SKIP vulkan_embed: glslc is not installed (Debian package glslc)"
    echo "[vulkan_embed] 0 passed, 0 failed, 1 skipped"; exit 0
fi
passed=0; failed=0
mkdir -p build
${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -O1 shaders/vk_embed.c -o build/vk_embed_check || {
    echo "[vulkan_embed] 0 passed, 1 failed, 0 skipped"; exit 1; }
if ./build/vk_embed_check --check; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
fi
# build/vk_spv/ now holds glslc's modules
words() {
    [ -f build/lib/libktorch.a ] || { echo "  FAIL vulkan_embed: build/lib/libktorch.a is not built"; return 1; }
    tmp=$(mktemp -d) || return 1
    cat >"$tmp/words.c" <<'EOT'
#include <stdio.h>
#include <stdlib.h>
#include "ktorch.h"
#include "hooks.h"
/* each module's words into DIR/NAME.spv, its name on stdout */
int main(int argc, char **argv) {
    const char *name;
    size_t n;
    int i;
    for (i = 0; argc == 2 && (n = hook_vk_module(i, &name, NULL)) > 0; i++) {
        char path[512];
        uint32_t *w = (uint32_t *)malloc(n * 4);
        FILE *f;
        snprintf(path, sizeof path, "%s/%s.spv", argv[1], name);
        if (!w || !(f = fopen(path, "wb"))) return 1;
        hook_vk_module(i, NULL, w);
        if (fwrite(w, 4, n, f) != n || fclose(f) != 0) return 1;
        free(w);
        puts(name);
    }
    return i == 0;
}
EOT
    ok=0
    if ${CC:-cc} -std=c99 -Wall -Wextra -Werror -pedantic -I. -Itests "$tmp/words.c" build/lib/libktorch.a -o "$tmp/words" -lm -lpthread -ldl &&
        "$tmp/words" "$tmp" >"$tmp/names"; then
        ok=1
        for f in build/vk_spv/*.spv; do
            grep -qx "$(basename "$f" .spv)" "$tmp/names" || { echo "  FAIL vulkan_embed: module $f is not in the library"; ok=0; }
        done
        while read -r m; do
            cmp -s "$tmp/$m.spv" "build/vk_spv/$m.spv" || { echo "  FAIL vulkan_embed: the library's words of module $m are not glslc's"; ok=0; }
        done <"$tmp/names"
    fi
    rm -rf "$tmp"
    [ "$ok" = 1 ]
}
if words; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
fi
echo "[vulkan_embed] $passed passed, $failed failed, 0 skipped"
[ "$failed" -eq 0 ]
