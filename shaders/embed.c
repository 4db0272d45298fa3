/* Embeds device sources into the backend headers (`make shaders`).
   usage: embed [--check]   (run from the repository root; --check: exit 1
   when a header's generated regions differ from what it would write)

   Each backend header has two generated regions between marker lines:
     declarations, early in the implementation: the shared C headers copied
       verbatim (kernel argument structs, read by host code and kernels) and
       one prototype per embedded source;
     sources, at the end of the implementation: one function per source that
       returns its text as an array of string literals, one per source line,
       so that a one-line source edit is a one-line header diff. The host
       joins the lines before handing the text to the run-time compiler. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A source entry: text compiled at run time (CUDA dialect). SPIR-V for
   Vulkan will be a second kind of entry (glslc output as 32-bit words). */
typedef struct source {
    const char *path, *name;
    int host; /* 1: a C header also copied verbatim into the declarations */
} source;

typedef struct target {
    const char *header;
    source src[16]; /* up to the first entry with no path */
} target;

static const target targets[] = {
    {"ktorch_cuda.h",
     {
         {"shaders/kernel_args.h", "ktorch__cu_src_kernel_args", 1},
         {"shaders/cuda_prelude.cu", "ktorch__cu_src_prelude", 0},
         {"shaders/hip_prelude.cu", "ktorch__cu_src_hip_prelude", 0},
         {"shaders/attention.cu", "ktorch__cu_src_attention", 0},
         {"shaders/misc.cu", "ktorch__cu_src_misc", 0},
         {"shaders/quant.cu", "ktorch__cu_src_quant", 0},
         {"shaders/gemm.cu", "ktorch__cu_src_gemm", 0},
         {"shaders/gemv.cu", "ktorch__cu_src_gemv", 0},
         {"shaders/variants.cu", "ktorch__cu_src_variants", 0},
         {"shaders/sparse.cu", "ktorch__cu_src_sparse", 0},
         {"shaders/train.cu", "ktorch__cu_src_train", 0},
         {"shaders/attn_bwd.cu", "ktorch__cu_src_attn_bwd", 0},
     }},
};

static const char *const marks[4] = {
    "/* BEGIN GENERATED DECLARATIONS (make shaders; do not edit) */\n",
    "/* END GENERATED DECLARATIONS */\n",
    "/* BEGIN GENERATED SOURCES (make shaders; do not edit) */\n",
    "/* END GENERATED SOURCES */\n",
};

/* Source bytes per string literal: far below C99's 4095-character minimum
   limit (escapes at most quadruple a byte). */
#define CHUNK 1000

typedef struct buf {
    char *p;
    size_t n, cap;
} buf;

static void put(buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1 << 16;
        while (b->n + n + 1 > cap) cap *= 2;
        b->p = (char *)realloc(b->p, cap);
        if (!b->p) { fprintf(stderr, "embed: out of memory\n"); exit(2); }
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
    if (!f) { fprintf(stderr, "embed: cannot read %s\n", path); exit(2); }
    put(&b, "", 0);
    while ((n = fread(tmp, 1, sizeof tmp, f)) > 0) put(&b, tmp, n);
    fclose(f);
    *len = b.n;
    return b.p;
}

/* One source line (with its newline, if any) as one or more literals. */
static void put_line(buf *b, const char *s, size_t n) {
    size_t i;
    char esc[8];
    puts_(b, "\"");
    for (i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (i > 0 && i % CHUNK == 0) puts_(b, "\", \"");
        if (c == '\\' || c == '"') sprintf(esc, "\\%c", c);
        else if (c == '?' && i > 0 && s[i - 1] == '?') sprintf(esc, "\\?"); /* no trigraphs */
        else if (c == '\n') sprintf(esc, "\\n");
        else if (c == '\t') sprintf(esc, "\\t");
        else if (c < 0x20 || c > 0x7e) sprintf(esc, "\\%03o", c);
        else sprintf(esc, "%c", c);
        puts_(b, esc);
    }
    puts_(b, "\",\n");
}

static void put_source(buf *b, const source *s) {
    size_t len, i = 0;
    char *text = slurp(s->path, &len);
    char head[512];
    sprintf(head, "static const char *const *%s(size_t *nlines) { /* %s */\n    static const char *const lines[] = {\n",
            s->name, s->path);
    puts_(b, head);
    if (len == 0) puts_(b, "\"\",\n");
    while (i < len) {
        const char *nl = (const char *)memchr(text + i, '\n', len - i);
        size_t end = nl ? (size_t)(nl - text) + 1 : len;
        put_line(b, text + i, end - i);
        i = end;
    }
    puts_(b, "    };\n    *nlines = sizeof lines / sizeof lines[0];\n    return lines;\n}\n");
    free(text);
}

/* The header with both regions regenerated; NULL when a marker is missing. */
static char *generate(const target *t, const char *hdr, size_t *out_len) {
    const char *at[4];
    buf b = {NULL, 0, 0};
    const source *s;
    int m;
    for (m = 0; m < 4; m++) {
        at[m] = strstr(m ? at[m - 1] : hdr, marks[m]);
        if (!at[m]) {
            fprintf(stderr, "embed: %s lacks the line %s", t->header, marks[m]);
            return NULL;
        }
    }
    put(&b, hdr, (size_t)(at[0] - hdr) + strlen(marks[0]));
    for (s = t->src; s < t->src + 16 && s->path; s++) {
        if (s->host) {
            size_t len;
            char *text = slurp(s->path, &len);
            char note[300];
            sprintf(note, "/* %s */\n", s->path);
            puts_(&b, note);
            put(&b, text, len);
            free(text);
        }
    }
    for (s = t->src; s < t->src + 16 && s->path; s++) {
        char proto[300];
        sprintf(proto, "static const char *const *%s(size_t *nlines);\n", s->name);
        puts_(&b, proto);
    }
    put(&b, at[1], (size_t)(at[2] - at[1]) + strlen(marks[2]));
    for (s = t->src; s < t->src + 16 && s->path; s++) put_source(&b, s);
    puts_(&b, at[3]);
    *out_len = b.n;
    return b.p;
}

int main(int argc, char **argv) {
    int check = argc > 1 && strcmp(argv[1], "--check") == 0, status = 0;
    size_t i;
    if (argc > 2 || (argc == 2 && !check)) {
        fprintf(stderr, "usage: embed [--check]   (from the repository root)\n");
        return 2;
    }
    for (i = 0; i < sizeof targets / sizeof targets[0]; i++) {
        const target *t = &targets[i];
        size_t hlen, nlen;
        char *hdr = slurp(t->header, &hlen), *out = generate(t, hdr, &nlen);
        int same;
        if (!out) return 2;
        same = nlen == hlen && memcmp(out, hdr, hlen) == 0;
        if (check && !same) {
            fprintf(stderr, "embed: %s is stale: run make shaders\n", t->header);
            status = 1;
        } else if (!check && !same) {
            FILE *f = fopen(t->header, "wb");
            if (!f || fwrite(out, 1, nlen, f) != nlen || fclose(f) != 0) {
                fprintf(stderr, "embed: cannot write %s\n", t->header);
                return 2;
            }
        }
        free(hdr);
        free(out);
    }
    return status;
}
