/* What train_tiny.c and generate_tiny.c share: error exit, clock, the RNG
   and the corpus (Debian's `fortunes`: files in sorted order, concatenated;
   the last 10% is held out). */
#ifndef TINY_COMMON_H
#define TINY_COMMON_H
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktorch_cuda.h"
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define VOCAB 256
#define CORPUS_DIR "/usr/share/games/fortunes"
#define CORPUS_HINT "install Debian's `fortunes` package (apt-get install fortunes) or pass --data DIR"

static const char *tiny_prog; /* the program name in messages */
static void die(const char *what) {
    fprintf(stderr, "%s: %s: %s\n", tiny_prog, what, ktorch_last_error());
    exit(1);
}
#define CK(call) ((call) != KTORCH_OK ? die(#call) : (void)0)

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* splitmix64: one 64-bit state, saved in the checkpoint */
static uint64_t rng_next(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static float rng_uniform(uint64_t *s) { return (float)(rng_next(s) >> 40) / 16777216.0f; } /* [0, 1) */

static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

/* Regular files of dir in sorted order, concatenated (the fortune index
   files *.dat and the *.u8 links are skipped). */
static unsigned char *read_corpus(const char *dir, int64_t *size) {
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL, path[4096];
    int n = 0, cap = 0, i;
    unsigned char *buf = NULL;
    int64_t len = 0;
    if (!d) return NULL;
    while ((e = readdir(d)) != NULL) {
        size_t nl = strlen(e->d_name);
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (lstat(path, &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (nl > 4 && strcmp(e->d_name + nl - 4, ".dat") == 0) continue;
        if (n == cap) {
            char **nn = (char **)realloc(names, (size_t)(cap = cap ? 2 * cap : 64) * sizeof *names);
            if (!nn) break;
            names = nn;
        }
        names[n] = (char *)malloc(nl + 1);
        if (!names[n]) break;
        memcpy(names[n++], e->d_name, nl + 1);
    }
    closedir(d);
    if (n) qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (i = 0; i < n; i++) {
        FILE *f;
        long fl;
        unsigned char *nb;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        f = fopen(path, "rb");
        if (!f) continue;
        if (fseek(f, 0, SEEK_END) != 0 || (fl = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
            !(nb = (unsigned char *)realloc(buf, (size_t)(len + fl + 1)))) {
            fclose(f);
            continue;
        }
        buf = nb;
        len += (int64_t)fread(buf + len, 1, (size_t)fl, f);
        fclose(f);
    }
    for (i = 0; i < n; i++) free(names[i]);
    free(names);
    *size = len;
    return buf;
}

/* The first byte of the held-out split, and where held-out window i of
   `count` (seq + 1 bytes each, spread evenly) starts: the windows both
   programs score. */
static int64_t corpus_train_bytes(int64_t size) { return size - size / 10; }
static int64_t heldout_window(int64_t size, int64_t seq, int64_t i, int64_t count) {
    int64_t ntrain = corpus_train_bytes(size);
    return ntrain + (size - ntrain - seq - 1) * i / count;
}

/* [rows, width] columns [col, col + heads*hd) of a [batch*seq, width]
   tensor seen as [batch, heads, seq, hd] (no copy) */
static ktorch_tensor heads_view_of(const ktorch_tensor *flat, int64_t col, int64_t batch, int64_t heads, int64_t seq, int64_t hd) {
    int64_t width = flat->shape[1];
    ktorch_tensor t = *flat;
    t.ndim = 4;
    t.shape[0] = batch, t.shape[1] = heads, t.shape[2] = seq, t.shape[3] = hd;
    t.stride[0] = seq * width, t.stride[1] = hd, t.stride[2] = width, t.stride[3] = 1;
    t.offset += (uint64_t)col * (t.dtype == KTORCH_F32 ? 4u : 2u);
    memset(&t.allocation, 0, sizeof t.allocation);
    return t;
}
#endif
