/* A stand-in libnccl for tests without GPUs: the communicators of one
   ncclCommInitAll (or a single rank of ncclCommInitRank) exchange host
   memory through mailboxes; paired with tests/stub_cuda.c, whose device
   memory is host memory. A receive completes in ncclGroupEnd (the sends of
   the group are posted first, as in NCCL's grouped send/recv). Built by
   tests/sh_nccl_stub.sh.
   Ranks in separate processes: with env STUB_NCCL_DIR set, the unique id
   names that directory and ncclCommInitRank joins any number of ranks
   whose messages are files there. Env STUB_NCCL_INIT_HANG: the join never
   returns (a rank that never shows up). */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define API __attribute__((visibility("default")))
typedef struct msg {
    struct msg *next;
    int from, to, kind;
    size_t n;
    unsigned char data[1];
} msg;
typedef struct world {
    pthread_mutex_t m;
    pthread_cond_t cv;
    int refs;
    msg *head;
} world;
typedef struct comm {
    world *w;    /* NULL: a rank of its own process, messages through files in dir */
    char dir[128];
    unsigned long *seq; /* files: [2n] sent to, then [2n] taken from, each (peer, kind) */
    int rank, n;
    void *rbuf; /* a receive of the open group */
    size_t rn;
    int rpeer;
} comm;
typedef struct uid {
    char internal[128];
} uid;
static pthread_key_t open_key; /* the comm with a receive in this thread's group */
static pthread_once_t once = PTHREAD_ONCE_INIT;
static void make_key(void) { pthread_key_create(&open_key, NULL); }

static void file_name(char *out, size_t cap, const comm *c, int from, int to, int kind, unsigned long seq) {
    snprintf(out, cap, "%s/%d-%d-%d-%lu", c->dir, from, to, kind, seq);
}
static void file_post(comm *c, int to, int kind, const void *b, size_t n) {
    char name[300], tmp[310];
    FILE *f;
    file_name(name, sizeof name, c, c->rank, to, kind, c->seq[2 * to + kind]++);
    snprintf(tmp, sizeof tmp, "%s.tmp", name);
    f = fopen(tmp, "wb");
    if (!f) return;
    if (n) fwrite(b, 1, n, f);
    fclose(f);
    rename(tmp, name); /* whole messages only */
}
static int file_take(comm *c, int from, int kind, void *b, size_t n) {
    char name[300];
    struct timespec ms = {0, 1000000};
    FILE *f;
    long len;
    int r = 0;
    file_name(name, sizeof name, c, from, c->rank, kind, c->seq[2 * c->n + 2 * from + kind]++);
    while (!(f = fopen(name, "rb"))) nanosleep(&ms, NULL);
    fseek(f, 0, SEEK_END);
    len = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (len < 0 || (size_t)len != n) r = 5;
    else if (n && fread(b, 1, n, f) != n) r = 5;
    fclose(f);
    unlink(name);
    return r;
}
static void post(comm *c, int to, int kind, const void *b, size_t n) {
    msg *m;
    if (!c->w) {
        file_post(c, to, kind, b, n);
        return;
    }
    m = (msg *)malloc(sizeof *m + n);
    m->next = NULL;
    m->from = c->rank;
    m->to = to;
    m->kind = kind;
    m->n = n;
    memcpy(m->data, b, n);
    pthread_mutex_lock(&c->w->m);
    m->next = c->w->head; /* taken oldest first below */
    c->w->head = m;
    pthread_cond_broadcast(&c->w->cv);
    pthread_mutex_unlock(&c->w->m);
}
static int take(comm *c, int from, int kind, void *b, size_t n) {
    msg **p, **oldest;
    msg *m;
    int r = 0;
    if (!c->w) return file_take(c, from, kind, b, n);
    pthread_mutex_lock(&c->w->m);
    for (;;) {
        oldest = NULL;
        for (p = &c->w->head; *p; p = &(*p)->next)
            if ((*p)->to == c->rank && (*p)->from == from && (*p)->kind == kind) oldest = p;
        if (oldest) break;
        pthread_cond_wait(&c->w->cv, &c->w->m);
    }
    m = *oldest;
    *oldest = m->next;
    pthread_mutex_unlock(&c->w->m);
    if (m->n != n) r = 5; /* ncclInvalidUsage */
    else memcpy(b, m->data, n);
    free(m);
    return r;
}

API int ncclGetUniqueId(uid *id) {
    const char *d = getenv("STUB_NCCL_DIR");
    memset(id->internal, 7, sizeof id->internal);
    if (d && strlen(d) < sizeof id->internal) strcpy(id->internal, d);
    return 0;
}
API int ncclCommInitAll(comm **cs, int n, const int *devs) {
    world *w = (world *)calloc(1, sizeof *w);
    int i;
    (void)devs;
    pthread_once(&once, make_key);
    pthread_mutex_init(&w->m, NULL);
    pthread_cond_init(&w->cv, NULL);
    w->refs = n;
    for (i = 0; i < n; i++) {
        cs[i] = (comm *)calloc(1, sizeof **cs);
        cs[i]->w = w;
        cs[i]->rank = i;
        cs[i]->n = n;
    }
    return 0;
}
API int ncclCommInitRank(comm **c, int n, uid id, int rank) {
    if (getenv("STUB_NCCL_INIT_HANG"))
        for (;;) pause();
    if (id.internal[0] == '/' && memchr(id.internal, 0, sizeof id.internal) && n >= 1 && rank >= 0 && rank < n) {
        comm *x = (comm *)calloc(1, sizeof *x);
        pthread_once(&once, make_key);
        strcpy(x->dir, id.internal);
        x->seq = (unsigned long *)calloc((size_t)n * 4, sizeof *x->seq);
        x->rank = rank;
        x->n = n;
        *c = x;
        return 0;
    }
    if (n != 1 || rank != 0) return 5; /* one process without STUB_NCCL_DIR: a world of one */
    return ncclCommInitAll(c, 1, NULL);
}
API int ncclGroupStart(void) { return 0; }
API int ncclSend(const void *b, size_t n, int type, int peer, comm *c, void *stream) {
    (void)type; (void)stream;
    post(c, peer, 0, b, n);
    return 0;
}
API int ncclRecv(void *b, size_t n, int type, int peer, comm *c, void *stream) {
    (void)type; (void)stream;
    c->rbuf = b;
    c->rn = n;
    c->rpeer = peer;
    pthread_setspecific(open_key, c);
    return 0;
}
API int ncclGroupEnd(void) {
    comm *c = (comm *)pthread_getspecific(open_key);
    if (!c) return 0;
    pthread_setspecific(open_key, NULL);
    return take(c, c->rpeer, 0, c->rbuf, c->rn);
}
API int ncclAllGather(const void *s, void *r, size_t n, int type, comm *c, void *stream) {
    int g, rc = 0;
    (void)type; (void)stream;
    for (g = 0; g < c->n; g++)
        if (g != c->rank) post(c, g, 1, s, n);
    memmove((char *)r + (size_t)c->rank * n, s, n);
    for (g = 0; g < c->n && !rc; g++)
        if (g != c->rank) rc = take(c, g, 1, (char *)r + (size_t)g * n, n);
    return rc;
}
API int ncclCommDestroy(comm *c) {
    world *w = c->w;
    int last;
    if (!w) {
        free(c->seq);
        free(c);
        return 0;
    }
    pthread_mutex_lock(&w->m);
    last = --w->refs == 0;
    pthread_mutex_unlock(&w->m);
    if (last) {
        while (w->head) {
            msg *m = w->head;
            w->head = m->next;
            free(m);
        }
        pthread_cond_destroy(&w->cv);
        pthread_mutex_destroy(&w->m);
        free(w);
    }
    free(c);
    return 0;
}
API const char *ncclGetErrorString(int r) { return r == 5 ? "invalid usage (stub)" : r ? "stub error" : "no error"; }
