/* Embeds the Vulkan shaders into ktorch_vulkan.h (`make shaders`).
   usage: vk_embed [--check]   (run from the repository root; --check: exit 1
   when the header's generated regions differ from what it would write)

   shaders/vk_modules.txt lists the modules, one per line: a name, a shader
   file of shaders/, -D defines and optionally `khr` or `khr_bf16`. Each is
   compiled by glslc (SPIR-V for Vulkan 1.2, optimised); a khr module's
   GL_NV_cooperative_matrix SPIR-V is then rewritten for
   VK_KHR_cooperative_matrix (khr_bf16: its A and B matrices in bfloat16)
   by shaders/spv_coop_khr.c; the result lands in build/vk_spv/ and is
   written into the header:
     declarations: shaders/vk_args.h copied verbatim (the push-constant
       blocks, read by host code and shaders) and the table's prototype;
     sources, at the end: each module's words as little-endian bytes in
       string literals of KTORCH__VK_SPV_ROW bytes (printable characters as
       themselves, the rest as octal escapes: compilers parse strings far
       faster than integer lists), and the table of (name, file, rows, words). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spv_coop_khr.c"

#define HEADER "ktorch_vulkan.h"
#define MAX_MODULES 256
/* bytes per string literal, KTORCH__VK_SPV_ROW in ktorch_vulkan.h; well
   under C99's 4095-character minimum, also per source line */
#define ROW 512

static const char *const marks[4] = {
    "/* BEGIN GENERATED DECLARATIONS (make shaders; do not edit) */\n",
    "/* END GENERATED DECLARATIONS */\n",
    "/* BEGIN GENERATED SOURCES (make shaders; do not edit) */\n",
    "/* END GENERATED SOURCES */\n",
};

typedef struct buf {
    char *p;
    size_t n, cap;
} buf;

static void put(buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1 << 16;
        while (b->n + n + 1 > cap) cap *= 2;
        b->p = (char *)realloc(b->p, cap);
        if (!b->p) { fprintf(stderr, "vk_embed: out of memory\n"); exit(2); }
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}
static void puts_(buf *b, const char *s) { put(b, s, strlen(s)); }

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    buf b = {NULL, 0, 0};
    char tmp[1 << 14];
    size_t n;
    if (!f) { fprintf(stderr, "vk_embed: cannot read %s\n", path); exit(2); }
    put(&b, "", 0);
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) put(&b, tmp, n);
    fclose(f);
    *len = b.n;
    return b.p;
}

typedef struct module {
    char name[64], file[128], defines[512];
    int khr; /* 0, 1 khr, 2 khr_bf16 */
} module;

static int ident(const char *s) {
    if (!*s) return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_')) return 0;
    return 1;
}

static int read_modules(module *m) {
    size_t len;
    char *text = slurp("shaders/vk_modules.txt", &len), *line = text, *next;
    int n = 0, lineno = 0;
    for (; line && *line; line = next) {
        char *tok;
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        lineno++;
        if (line[0] == '#') continue;
        tok = strtok(line, " \t\r");
        if (!tok) continue;
        if (n == MAX_MODULES || !ident(tok) || strlen(tok) >= sizeof m[n].name) {
            fprintf(stderr, "vk_embed: shaders/vk_modules.txt:%d: bad module name '%s'\n", lineno, tok);
            exit(2);
        }
        strcpy(m[n].name, tok);
        tok = strtok(NULL, " \t\r");
        if (!tok || strlen(tok) >= sizeof m[n].file || strchr(tok, '/') || strchr(tok, '\'')) {
            fprintf(stderr, "vk_embed: shaders/vk_modules.txt:%d: a shader file of shaders/ must follow the name\n", lineno);
            exit(2);
        }
        strcpy(m[n].file, tok);
        m[n].defines[0] = 0;
        m[n].khr = 0;
        while ((tok = strtok(NULL, " \t\r")) != NULL) {
            if (!m[n].khr && (strcmp(tok, "khr") == 0 || strcmp(tok, "khr_bf16") == 0)) {
                m[n].khr = tok[3] ? 2 : 1;
                continue;
            }
            if (m[n].khr || strncmp(tok, "-D", 2) != 0 || strchr(tok, '\'') || strlen(m[n].defines) + strlen(tok) + 4 >= sizeof m[n].defines) {
                fprintf(stderr, "vk_embed: shaders/vk_modules.txt:%d: '%s' is not a -D define before khr / khr_bf16\n", lineno, tok);
                exit(2);
            }
            strcat(m[n].defines, " '");
            strcat(m[n].defines, tok);
            strcat(m[n].defines, "'");
        }
        n++;
    }
    free(text);
    return n;
}

/* One row of bytes as a string literal. An octal escape stops at three
   digits or a non-octal character, so a digit after one is escaped too;
   '?' is escaped against trigraphs. */
static void put_row(buf *b, const unsigned char *p, size_t n) {
    char esc[8];
    size_t i;
    int after_escape = 0;
    puts_(b, "    \"");
    for (i = 0; i < n; i++) {
        int c = p[i];
        if (c >= 32 && c < 127 && c != '\\' && c != '"' && c != '?' && !(after_escape && c >= '0' && c <= '7')) {
            esc[0] = (char)c;
            put(b, esc, 1);
            after_escape = 0;
        } else {
            sprintf(esc, "\\%o", c);
            puts_(b, esc);
            after_escape = 1;
        }
    }
    puts_(b, "\",\n");
}

static void put_module(buf *b, const module *m, size_t *words) {
    char cmd[1024], path[256], line[320];
    size_t len, i;
    unsigned char *spv;
    sprintf(path, "build/vk_spv/%.63s.spv", m->name);
    sprintf(cmd, "glslc -O --target-env=vulkan1.2 -fshader-stage=compute -I shaders%s 'shaders/%s' -o '%s'", m->defines, m->file, path);
    if (system(cmd) != 0) {
        fprintf(stderr, "vk_embed: failed: %s\n", cmd);
        exit(2);
    }
    spv = (unsigned char *)slurp(path, &len);
    if (len == 0 || len % 4) {
        fprintf(stderr, "vk_embed: %s is not SPIR-V\n", path);
        exit(2);
    }
    if (m->khr) { /* the words are little-endian, as glslc writes them on this host */
        uint32_t *in = (uint32_t *)malloc(len), *out;
        size_t n_out;
        const char *err;
        FILE *f;
        if (!in) exit(2);
        memcpy(in, spv, len);
        err = spv_coop_khr(in, len / 4, m->khr == 2, &out, &n_out);
        free(in);
        if (err) {
            fprintf(stderr, "vk_embed: %s: %s\n", path, err);
            exit(2);
        }
        free(spv);
        len = n_out * 4;
        spv = (unsigned char *)out;
        if (!(f = fopen(path, "wb")) || fwrite(spv, 1, len, f) != len || fclose(f) != 0) {
            fprintf(stderr, "vk_embed: cannot write %s\n", path);
            exit(2);
        }
    }
    sprintf(line, "static const unsigned char ktorch__vk_spv_%.63s[][KTORCH__VK_SPV_ROW + 1] = { /* shaders/%.80s */\n", m->name, m->file);
    puts_(b, line);
    for (i = 0; i < len; i += ROW) put_row(b, spv + i, len - i < ROW ? len - i : ROW);
    puts_(b, "};\n");
    *words = len / 4;
    free(spv);
}

static char *generate(const char *hdr, size_t *out_len) {
    static module mods[MAX_MODULES];
    static size_t words[MAX_MODULES];
    const char *at[4];
    buf b = {NULL, 0, 0};
    size_t len;
    char *args, line[512];
    int m, n = read_modules(mods);
    for (m = 0; m < 4; m++) {
        at[m] = strstr(m ? at[m - 1] : hdr, marks[m]);
        if (!at[m]) {
            fprintf(stderr, "vk_embed: %s lacks the line %s", HEADER, marks[m]);
            exit(2);
        }
    }
    /* a fresh directory: modules taken out of vk_modules.txt leave no stale file */
    if (system("rm -rf build/vk_spv && mkdir -p build/vk_spv") != 0) exit(2);
    put(&b, hdr, (size_t)(at[0] - hdr) + strlen(marks[0]));
    puts_(&b, "/* shaders/vk_args.h */\n");
    args = slurp("shaders/vk_args.h", &len);
    put(&b, args, len);
    free(args);
    puts_(&b, "static const ktorch__vk_module *ktorch__vk_module_table(int *count);\n");
    put(&b, at[1], (size_t)(at[2] - at[1]) + strlen(marks[2]));
    for (m = 0; m < n; m++) put_module(&b, &mods[m], &words[m]);
    puts_(&b, "static const ktorch__vk_module *ktorch__vk_module_table(int *count) {\n    static const ktorch__vk_module table[] = {\n");
    for (m = 0; m < n; m++) {
        sprintf(line, "        {\"%.63s\", \"%.127s\", ktorch__vk_spv_%.63s, %lu},\n", mods[m].name, mods[m].file, mods[m].name,
                (unsigned long)words[m]);
        puts_(&b, line);
    }
    if (n == 0) puts_(&b, "        {\"\", \"\", NULL, 0},\n");
    sprintf(line, "    };\n    *count = %d;\n    return table;\n}\n", n);
    puts_(&b, line);
    puts_(&b, at[3]);
    *out_len = b.n;
    return b.p;
}

int main(int argc, char **argv) {
    int check = argc > 1 && strcmp(argv[1], "--check") == 0, same;
    size_t hlen, nlen;
    char *hdr, *out;
    if (argc > 2 || (argc == 2 && !check)) {
        fprintf(stderr, "usage: vk_embed [--check]   (from the repository root)\n");
        return 2;
    }
    hdr = slurp(HEADER, &hlen);
    out = generate(hdr, &nlen);
    same = nlen == hlen && memcmp(out, hdr, hlen) == 0;
    if (check && !same) {
        fprintf(stderr, "vk_embed: %s is stale: run make shaders\n", HEADER);
        return 1;
    }
    if (!check && !same) {
        FILE *f = fopen(HEADER, "wb");
        if (!f || fwrite(out, 1, nlen, f) != nlen || fclose(f) != 0) {
            fprintf(stderr, "vk_embed: cannot write %s\n", HEADER);
            return 2;
        }
    }
    free(hdr);
    free(out);
    return 0;
}
