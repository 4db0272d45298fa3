/* Tests of the memory pool (TLSF) and the arena. */
#include "ktorch.h"
#include "ktest.h"

#include <stdint.h>
#ifndef KTORCH_NO_THREADS
#include <pthread.h>
#endif

/* ---- counting allocator: every host allocation, with its range ---------- */
typedef struct cnt_rec {
    void *p;
    size_t n;
} cnt_rec;
typedef struct counting {
    cnt_rec *recs;
    size_t count, cap;
    long allocs, frees;
} counting;

static void cnt_add(counting *c, void *p, size_t n) {
    if (c->count == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 256;
        c->recs = (cnt_rec *)realloc(c->recs, c->cap * sizeof(cnt_rec));
    }
    c->recs[c->count].p = p;
    c->recs[c->count].n = n;
    c->count++;
}
static int cnt_remove(counting *c, void *p) {
    size_t i;
    for (i = 0; i < c->count; i++)
        if (c->recs[i].p == p) {
            c->recs[i] = c->recs[--c->count];
            return 1;
        }
    return 0;
}
static void *cnt_alloc(size_t n, void *u) {
    counting *c = (counting *)u;
    void *p;
    if (n > ((size_t)1 << 36)) return NULL; /* refuse absurd sizes without asking malloc */
    p = malloc(n);
    if (p) {
        c->allocs++;
        cnt_add(c, p, n);
    }
    return p;
}
static void *cnt_realloc(void *p, size_t n, void *u) {
    counting *c = (counting *)u;
    void *q;
    if (!p) return cnt_alloc(n, u);
    size_t i, old = 0;
    for (i = 0; i < c->count; i++)
        if (c->recs[i].p == p) old = c->recs[i].n;
    cnt_remove(c, p);
    q = realloc(p, n);
    cnt_add(c, q ? q : p, q ? n : old);
    return q;
}
static int cnt_bad_frees;
static void cnt_free(void *p, void *u) {
    counting *c = (counting *)u;
    if (!p) return;
    if (!cnt_remove(c, p)) cnt_bad_frees++;
    c->frees++;
    free(p);
}
static ktorch_allocator cnt_allocator(counting *c) {
    ktorch_allocator a;
    memset(c, 0, sizeof(*c));
    a.alloc = cnt_alloc;
    a.realloc = cnt_realloc;
    a.free = cnt_free;
    a.user_data = c;
    return a;
}
static void cnt_release(counting *c) {
    free(c->recs);
    c->recs = NULL;
    c->count = c->cap = 0;
}
/* Host blocks are the allocations of at least `min` bytes. */
static int cnt_in_big(const counting *c, size_t min, const void *p, uint64_t n) {
    size_t i;
    uintptr_t a = (uintptr_t)p;
    for (i = 0; i < c->count; i++) {
        uintptr_t b = (uintptr_t)c->recs[i].p;
        if (c->recs[i].n >= min && a >= b && a + n <= b + c->recs[i].n) return 1;
    }
    return 0;
}
static uint64_t cnt_big_bytes(const counting *c, size_t min, size_t overhead, uint64_t *nblocks) {
    size_t i;
    uint64_t s = 0;
    *nblocks = 0;
    for (i = 0; i < c->count; i++)
        if (c->recs[i].n >= min) {
            s += c->recs[i].n - overhead;
            (*nblocks)++;
        }
    return s;
}

/* ---- shadow model ------------------------------------------------------- */
typedef struct live_t {
    ktorch_allocation a;
    uint64_t align;
    uint32_t seed;
} live_t;

static unsigned char pat_byte(uint32_t seed, uint64_t pos) { return (unsigned char)((seed + pos * 131u + (pos >> 8)) & 0xFF); }
/* Sampled positions: head, tail and a stride through the middle. */
#define PAT_NEXT(i, n) ((i) < 64 || (i) + 64 >= (n) ? (i) + 1 : ((i) + 4099 < (n) - 64 ? (i) + 4099 : (n) - 64))
static void pat_write(const live_t *l) {
    unsigned char *p = (unsigned char *)l->a.ptr;
    uint64_t i, n = l->a.size;
    for (i = 0; i < n; i = PAT_NEXT(i, n)) p[i] = pat_byte(l->seed, i);
}
static int pat_ok(const live_t *l) {
    const unsigned char *p = (const unsigned char *)l->a.ptr;
    uint64_t i, n = l->a.size;
    for (i = 0; i < n; i = PAT_NEXT(i, n))
        if (p[i] != pat_byte(l->seed, i)) return 0;
    return 1;
}
static int bytes_all(const void *ptr, uint64_t n, unsigned char v) {
    const unsigned char *p = (const unsigned char *)ptr;
    uint64_t i;
    for (i = 0; i < n; i = PAT_NEXT(i, n))
        if (p[i] != v) return 0;
    return 1;
}
/* Index of a live allocation overlapping [p, p+n) other than `self`, or -1. */
static int find_overlap(const live_t *lv, int count, int self, const void *p, uint64_t n) {
    uintptr_t a = (uintptr_t)p;
    int i;
    for (i = 0; i < count; i++) {
        uintptr_t b = (uintptr_t)lv[i].a.ptr;
        if (i == self) continue;
        if (a < b + lv[i].a.size && b < a + n) return i;
    }
    return -1;
}

static uint64_t rand_size(ktest_rng *r, uint64_t max) {
    double lg = ktest_uniform(r) * log((double)max);
    uint64_t s = (uint64_t)exp(lg);
    return s < 1 ? 1 : (s > max ? max : s);
}
static uint64_t rand_align(ktest_rng *r) {
    uint64_t k = ktest_u64(r) % 24;
    if (k < 6) return 0;
    if (k == 23) return (uint64_t)1 << 20;
    return (uint64_t)1 << (k - 6); /* 1 .. 64 KiB */
}

typedef struct stress_cfg {
    int ops, max_live;
    uint64_t max_size, block_size;
    uint32_t min_alignment, margin;
    int debug_fill, thread_safe;
} stress_cfg;

static void run_stress(const stress_cfg *cfg, unsigned long long seed) {
    counting cnt;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_pool_stats st;
    ktorch_pool_detailed_stats ds;
    live_t *lv = (live_t *)calloc((size_t)cfg->max_live, sizeof(live_t));
    int nlive = 0, op, bad_overlap = 0, bad_align = 0, bad_inblock = 0, bad_pattern = 0, bad_fill = 0, bad_stats = 0;
    uint64_t in_use = 0, peak = 0, gran = cfg->min_alignment == 0 ? 256 : (cfg->min_alignment > 16 ? cfg->min_alignment : 16);
    ktest_rng r = ktest_rng_make(seed);
    memset(&d, 0, sizeof(d));
    d.allocator = cnt_allocator(&cnt);
    d.block_size = cfg->block_size;
    d.min_alignment = cfg->min_alignment;
    d.debug_margin = cfg->margin;
    d.debug_fill = cfg->debug_fill;
    d.thread_safe = cfg->thread_safe;
    d.name = "stress";
    KTEST_OK(ktorch_pool_create(&d, &pool));
    if (!pool) return;
    for (op = 0; op < cfg->ops; op++) {
        int do_alloc = nlive == 0 || (nlive < cfg->max_live && ktest_uniform(&r) < 0.55);
        if (do_alloc) {
            live_t *l = &lv[nlive];
            uint64_t size = rand_size(&r, cfg->max_size), align = rand_align(&r), eff;
            ktorch_status s = ktorch_pool_alloc(pool, size, align, &l->a);
            KTEST_CHECKF(s == KTORCH_OK, "alloc %llu align %llu: %s", (unsigned long long)size, (unsigned long long)align,
                         ktorch_last_error());
            if (s != KTORCH_OK) break;
            eff = cfg->min_alignment ? cfg->min_alignment : 256;
            if (align > eff) eff = align;
            l->align = eff;
            l->seed = (uint32_t)ktest_u64(&r);
            if (l->a.size != size || ((uintptr_t)l->a.ptr & (eff - 1)) != 0) bad_align++;
            if (!cnt_in_big(&cnt, (size_t)cfg->block_size, l->a.ptr, size)) bad_inblock++;
            if (find_overlap(lv, nlive, -1, l->a.ptr, size) >= 0) bad_overlap++;
            if (cfg->debug_fill && !bytes_all(l->a.ptr, size, 0xCD)) bad_fill++;
            pat_write(l);
            nlive++;
            in_use += size;
            if (in_use > peak) peak = in_use;
        } else {
            int i = (int)(ktest_u64(&r) % (uint64_t)nlive);
            live_t l = lv[i];
            if (!pat_ok(&lv[i])) bad_pattern++;
            in_use -= lv[i].a.size;
            ktorch_pool_free(pool, &lv[i].a);
            if (lv[i].a.ptr || lv[i].a.handle) bad_stats++; /* free must reset the allocation */
            if (cfg->debug_fill && !bytes_all(l.a.ptr, l.a.size, 0xDD)) bad_fill++;
            lv[i] = lv[--nlive];
        }
        if (op % 997 == 0 || op == cfg->ops - 1) {
            int i;
            uint64_t held, nb;
            for (i = 0; i < nlive; i++)
                if (!pat_ok(&lv[i])) bad_pattern++;
            KTEST_OK(ktorch_pool_check(pool));
            ktorch_pool_get_stats(pool, &st);
            held = cnt_big_bytes(&cnt, (size_t)cfg->block_size, (size_t)gran, &nb);
            if (st.bytes_in_use != in_use || st.peak_bytes_in_use != peak || st.allocation_count != (uint64_t)nlive ||
                st.bytes_reserved != held || st.block_count != nb) {
                if (!bad_stats)
                    printf("    stats: in use %llu/%llu peak %llu/%llu count %llu/%d reserved %llu/%llu blocks %llu/%llu\n",
                           (unsigned long long)st.bytes_in_use, (unsigned long long)in_use, (unsigned long long)st.peak_bytes_in_use,
                           (unsigned long long)peak, (unsigned long long)st.allocation_count, nlive,
                           (unsigned long long)st.bytes_reserved, (unsigned long long)held, (unsigned long long)st.block_count,
                           (unsigned long long)nb);
                bad_stats++;
            }
            ktorch_pool_get_detailed_stats(pool, &ds);
            if (ds.free_bytes > st.bytes_reserved - in_use || ds.largest_free_range > ds.free_bytes || ds.fragmentation < 0 ||
                ds.fragmentation > 1)
                bad_stats++;
        }
    }
    KTEST_CHECKF(bad_overlap == 0, "%d overlapping allocations", bad_overlap);
    KTEST_CHECKF(bad_align == 0, "%d misaligned allocations", bad_align);
    KTEST_CHECKF(bad_inblock == 0, "%d allocations outside every block", bad_inblock);
    KTEST_CHECKF(bad_pattern == 0, "%d allocations lost their contents", bad_pattern);
    KTEST_CHECKF(bad_fill == 0, "%d allocations without the debug fill", bad_fill);
    KTEST_CHECKF(bad_stats == 0, "%d stats mismatches", bad_stats);
    while (nlive > 0) ktorch_pool_free(pool, &lv[--nlive].a);
    /* everything freed: each block is one free range again */
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.basic.bytes_in_use == 0 && ds.basic.allocation_count == 0);
    KTEST_CHECK(ds.free_bytes == ds.basic.bytes_reserved);
    KTEST_CHECK(ds.free_range_count == ds.basic.block_count);
    KTEST_CHECK(ds.basic.block_count > 1); /* the run did need several blocks */
    ktorch_pool_trim(pool);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.bytes_reserved == 0 && st.block_count == 0);
    ktorch_pool_destroy(pool);
    KTEST_CHECKF(cnt.count == 0 && cnt.allocs == cnt.frees, "%lu host allocations leaked", (unsigned long)cnt.count);
    cnt_release(&cnt);
    free(lv);
}

static void test_stress_default(void) {
    stress_cfg c;
    memset(&c, 0, sizeof(c));
    c.ops = 30000;
    c.max_live = 200;
    c.max_size = 6u << 20;
    c.block_size = 4u << 20;
    run_stress(&c, 1);
}

static void test_stress_margins_fill(void) {
    stress_cfg c;
    memset(&c, 0, sizeof(c));
    c.ops = 12000;
    c.max_live = 120;
    c.max_size = 3u << 20;
    c.block_size = 2u << 20;
    c.min_alignment = 1;
    c.margin = 24;
    c.debug_fill = 1;
    c.thread_safe = 1;
#ifdef KTORCH_NO_THREADS
    c.thread_safe = 0;
#endif
    run_stress(&c, 2);
}

/* The checks of the stress test reject planted errors. */
static void test_checkers_reject_errors(void) {
    unsigned char *buf = (unsigned char *)calloc(1, 10000);
    live_t l[2];
    counting cnt;
    void *big;
    memset(l, 0, sizeof(l));
    l[0].a.ptr = buf;
    l[0].a.size = 9000;
    l[0].seed = 7;
    pat_write(&l[0]);
    KTEST_CHECK(pat_ok(&l[0]));
    buf[64 + 4099] ^= 1; /* a strided sample position */
    KTEST_CHECK(!pat_ok(&l[0]));
    buf[64 + 4099] ^= 1;
    KTEST_CHECK(pat_ok(&l[0]));
    buf[8999] ^= 0x80; /* last byte */
    KTEST_CHECK(!pat_ok(&l[0]));
    l[1].a.ptr = buf + 8999;
    l[1].a.size = 10;
    KTEST_CHECK(find_overlap(l, 1, -1, l[1].a.ptr, 10) == 0);
    KTEST_CHECK(find_overlap(l, 1, -1, buf + 9000, 10) == -1);
    cnt_allocator(&cnt);
    big = cnt_alloc(1 << 20, &cnt);
    KTEST_CHECK(cnt_in_big(&cnt, 1 << 20, (char *)big + 100, 1000));
    KTEST_CHECK(!cnt_in_big(&cnt, 1 << 20, (char *)big + (1 << 20) - 10, 11));
    KTEST_CHECK(!cnt_in_big(&cnt, 1 << 20, buf, 10));
    cnt_free(big, &cnt);
    cnt_release(&cnt);
    free(buf);
}

static int contains(const char *s, const char *sub) { return strstr(s, sub) != NULL; }

static void test_budget(void) {
    counting cnt;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a[8];
    ktorch_pool_stats st;
    char msg[64];
    const uint64_t MiB = 1u << 20;
    memset(&d, 0, sizeof(d));
    memset(a, 0, sizeof(a));
    d.allocator = cnt_allocator(&cnt);
    d.block_size = 4 * MiB;
    d.budget = 10 * MiB;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_OK(ktorch_pool_alloc(pool, 3 * MiB, 0, &a[0]));
    KTEST_OK(ktorch_pool_alloc(pool, 3 * MiB, 0, &a[1]));
    /* a third regular block would pass the budget: the rest of it is taken */
    KTEST_OK(ktorch_pool_alloc(pool, 3 * MiB / 2, 0, &a[2]));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.bytes_reserved == 10 * MiB && st.block_count == 3);
    KTEST_OK(ktorch_pool_alloc(pool, MiB, 0, &a[3])); /* the rests of the first two blocks */
    KTEST_OK(ktorch_pool_alloc(pool, MiB, 0, &a[4]));
    KTEST_STATUS(ktorch_pool_alloc(pool, MiB, 0, &a[5]), KTORCH_BUDGET_EXCEEDED);
    KTEST_CHECK(a[5].ptr == NULL && a[5].handle == NULL);
    KTEST_CHECKF(contains(ktorch_last_error(), "1048576 bytes requested") && contains(ktorch_last_error(), "10485760 bytes reserved") &&
                     contains(ktorch_last_error(), "budget 10485760"),
                 "message: %s", ktorch_last_error());
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.bytes_reserved == d.budget && st.allocation_count == 5);
    KTEST_OK(ktorch_pool_check(pool));
    /* still usable */
    ktorch_pool_free(pool, &a[1]);
    KTEST_OK(ktorch_pool_alloc(pool, MiB, 0, &a[5]));
    KTEST_OK(ktorch_pool_alloc(pool, 2 * MiB, 0, &a[6]));
    KTEST_OK(ktorch_pool_check(pool));
    { int i; for (i = 0; i < 8; i++) ktorch_pool_free(pool, &a[i]); }
    /* empty blocks are released when the budget needs their room */
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 3 && st.allocation_count == 0);
    KTEST_OK(ktorch_pool_alloc(pool, 9 * MiB, 0, &a[0]));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 1 && st.bytes_reserved == 9 * MiB);
    /* larger than the whole budget */
    KTEST_STATUS(ktorch_pool_alloc(pool, 11 * MiB, 0, &a[1]), KTORCH_BUDGET_EXCEEDED);
    snprintf(msg, sizeof(msg), "%llu bytes requested", (unsigned long long)(11 * MiB));
    KTEST_CHECKF(contains(ktorch_last_error(), msg), "message: %s", ktorch_last_error());
    ktorch_pool_free(pool, &a[0]);
    ktorch_pool_destroy(pool);
    KTEST_CHECK(cnt.count == 0);
    cnt_release(&cnt);
}

/* Corruption caught where it happens: a guard overwritten before free is
   reported by that free (which still frees); a write into freed memory by
   the next allocation of that range, or by the check. */
static void test_corruption_at_free(void) {
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a, b, c;
    ktorch_pool_stats s;
    unsigned char *p;
    memset(&d, 0, sizeof(d));
    d.debug_margin = 16;
    d.debug_fill = 1;
    d.block_size = 1u << 16;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_OK(ktorch_pool_alloc(pool, 100, 0, &a));
    KTEST_OK(ktorch_pool_alloc(pool, 300, 0, &b));
    p = (unsigned char *)b.ptr;
    p[300] = 0x42; /* one byte past b */
    KTEST_STATUS(ktorch_pool_free(pool, &b), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "ktorch_pool_free") && contains(ktorch_last_error(), "after") &&
                     contains(ktorch_last_error(), "block 0") && contains(ktorch_last_error(), "size 300"),
                 "message: %s", ktorch_last_error());
    KTEST_CHECK(b.handle == NULL);
    ktorch_pool_get_stats(pool, &s);
    KTEST_CHECK(s.allocation_count == 1 && s.bytes_in_use == 100); /* freed all the same */
    KTEST_OK(ktorch_pool_check(pool));
    p = (unsigned char *)a.ptr;
    p[-16] = 0;
    KTEST_STATUS(ktorch_pool_free(pool, &a), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "before") && contains(ktorch_last_error(), "size 100"), "message: %s", ktorch_last_error());
    /* use after free: the freed range is written, then handed out again */
    KTEST_OK(ktorch_pool_alloc(pool, 200, 0, &a));
    p = (unsigned char *)a.ptr;
    KTEST_OK(ktorch_pool_free(pool, &a));
    p[150] = 0x7;
    KTEST_STATUS(ktorch_pool_check(pool), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "freed memory written"), "message: %s", ktorch_last_error());
    KTEST_STATUS(ktorch_pool_alloc(pool, 200, 0, &c), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "ktorch_pool_alloc") && contains(ktorch_last_error(), "freed memory written"), "message: %s",
                 ktorch_last_error());
    KTEST_CHECK(c.handle == NULL);
    /* reported once: the range is poisoned again and serves the retry */
    KTEST_OK(ktorch_pool_check(pool));
    KTEST_OK(ktorch_pool_alloc(pool, 200, 0, &c));
    KTEST_CHECK(((unsigned char *)c.ptr)[150] == 0xCD);
    KTEST_OK(ktorch_pool_free(pool, &c));
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_get_stats(pool, &s);
    KTEST_CHECK(s.allocation_count == 0 && s.bytes_in_use == 0);
    ktorch_pool_destroy(pool);
}

static void test_corruption_check(void) {
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a, b;
    unsigned char *p, saved;
    memset(&d, 0, sizeof(d));
    d.debug_margin = 16;
    d.debug_fill = 1;
    d.block_size = 1u << 20;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_OK(ktorch_pool_alloc(pool, 100, 0, &a));
    KTEST_OK(ktorch_pool_alloc(pool, 5000, 64, &b));
    p = (unsigned char *)a.ptr;
    KTEST_CHECK(p[0] == 0xCD && p[99] == 0xCD);
    memset(p, 0x11, 100); /* the whole usable range is writable */
    KTEST_OK(ktorch_pool_check(pool));
    saved = p[100];
    p[100] = 0x42; /* one byte past the end */
    KTEST_STATUS(ktorch_pool_check(pool), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "after") && contains(ktorch_last_error(), "size 100"), "message: %s", ktorch_last_error());
    p[100] = saved;
    KTEST_OK(ktorch_pool_check(pool));
    saved = p[-1];
    p[-1] = 0x42; /* one byte before the start */
    KTEST_STATUS(ktorch_pool_check(pool), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "before") && contains(ktorch_last_error(), "size 100"), "message: %s", ktorch_last_error());
    p[-1] = saved;
    p = (unsigned char *)b.ptr;
    p[5000 + 15] ^= 0xFF; /* last guard byte */
    KTEST_STATUS(ktorch_pool_check(pool), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "size 5000"), "message: %s", ktorch_last_error());
    p[5000 + 15] ^= 0xFF;
    KTEST_OK(ktorch_pool_check(pool));
    p = (unsigned char *)a.ptr;
    ktorch_pool_free(pool, &a);
    KTEST_CHECK(p[0] == 0xDD && p[99] == 0xDD); /* freed memory is poisoned (still the pool's) */
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_free(pool, &b);
    ktorch_pool_destroy(pool);
}

/* ---- a non-host provider: fake device addresses the host cannot touch ---- */
#define FAKE_MAX 16
typedef struct fake_dev {
    unsigned char *mem[FAKE_MAX];
    uint64_t size[FAKE_MAX];
    uintptr_t base[FAKE_MAX];
    int live, next, fail, misalign, null_base;
    long fills, reads;
} fake_dev;
static int fake_find(fake_dev *f, void *base) {
    int i;
    for (i = 0; i < FAKE_MAX; i++)
        if (f->mem[i] && f->base[i] == (uintptr_t)base) return i;
    return -1;
}
static int fake_alloc(uint64_t size, void **block, void **base, void *u) {
    fake_dev *f = (fake_dev *)u;
    int i;
    if (f->fail) return 1;
    for (i = 0; i < FAKE_MAX && f->mem[i]; i++) {
    }
    if (i == FAKE_MAX) return 1;
    f->mem[i] = (unsigned char *)calloc(1, (size_t)size);
    if (!f->mem[i]) return 1;
    f->size[i] = size;
    /* non-canonical addresses: any host dereference would fault */
    f->base[i] = (uintptr_t)(sizeof(void *) == 8 ? 0x4000000000000000ull : 0x80000000ull) + ((uintptr_t)(f->next++) << 24) + (uintptr_t)f->misalign;
    if (f->null_base) f->base[i] = 0;
    f->live++;
    *block = f->mem[i];
    *base = (void *)f->base[i];
    return 0;
}
static void fake_free(void *block, void *base, void *u) {
    fake_dev *f = (fake_dev *)u;
    int i = fake_find(f, base);
    if (i < 0 || f->mem[i] != block) return;
    free(f->mem[i]);
    f->mem[i] = NULL;
    f->live--;
}
static void fake_fill(void *base, uint64_t off, uint8_t v, uint64_t n, void *u) {
    fake_dev *f = (fake_dev *)u;
    int i = fake_find(f, base);
    f->fills++;
    if (i >= 0 && off + n <= f->size[i]) memset(f->mem[i] + off, v, (size_t)n);
}
static int fake_read(void *base, uint64_t off, void *dst, uint64_t n, void *u) {
    fake_dev *f = (fake_dev *)u;
    int i = fake_find(f, base);
    f->reads++;
    if (i < 0 || off + n > f->size[i]) return 1;
    memcpy(dst, f->mem[i] + off, (size_t)n);
    return 0;
}
/* Host view of a device address (test side only). */
static unsigned char *fake_host(fake_dev *f, const void *p, uint64_t n) {
    int i;
    for (i = 0; i < FAKE_MAX; i++) {
        uintptr_t a = (uintptr_t)p;
        if (f->mem[i] && a >= f->base[i] && a + n <= f->base[i] + f->size[i]) return f->mem[i] + (a - f->base[i]);
    }
    return NULL;
}

static void run_fake_provider(int misalign) {
    fake_dev f;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a[6];
    uint64_t sizes[6] = {1, 300, 4096, 100000, 1000, 3u << 20};
    uint64_t aligns[6] = {0, 512, 4096, 0, 65536, 0};
    unsigned char *h;
    int i, bad = 0;
    memset(&f, 0, sizeof(f));
    memset(&d, 0, sizeof(d));
    memset(a, 0, sizeof(a));
    f.misalign = misalign;
    d.provider.alloc_block = fake_alloc;
    d.provider.free_block = fake_free;
    d.provider.fill = fake_fill;
    d.provider.read = fake_read;
    d.provider.user_data = &f;
    d.block_size = 1u << 20;
    d.debug_margin = 32;
    d.debug_fill = 1;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    for (i = 0; i < 6; i++) {
        uint64_t al = aligns[i] ? aligns[i] : 256;
        KTEST_OK(ktorch_pool_alloc(pool, sizes[i], aligns[i], &a[i]));
        h = fake_host(&f, (const char *)a[i].ptr - 32, sizes[i] + 64); /* margins inside the block too */
        if (!h || ((uintptr_t)a[i].ptr & (al - 1)) != 0) bad++;
        if (h && (h[31] != 0xFB || h[32] != 0xCD || h[32 + sizes[i] - 1] != 0xCD || h[32 + sizes[i]] != 0xFB)) bad++;
    }
    KTEST_CHECKF(bad == 0, "%d allocations misplaced or not filled", bad);
    KTEST_CHECK(f.live == 2); /* one regular block and a dedicated one */
    KTEST_OK(ktorch_pool_check(pool));
    KTEST_CHECK(f.reads > 0);
    h = fake_host(&f, a[3].ptr, sizes[3] + 1);
    h[sizes[3]] ^= 1; /* plant one byte past the end in device memory */
    KTEST_STATUS(ktorch_pool_check(pool), KTORCH_CORRUPTION);
    KTEST_CHECKF(contains(ktorch_last_error(), "after") && contains(ktorch_last_error(), "size 100000"), "message: %s", ktorch_last_error());
    h[sizes[3]] ^= 1;
    KTEST_OK(ktorch_pool_check(pool));
    h = fake_host(&f, a[4].ptr, sizes[4]);
    ktorch_pool_free(pool, &a[4]);
    KTEST_CHECK(h[0] == 0xDD && h[sizes[4] - 1] == 0xDD);
    /* provider failure is a clean OUT_OF_MEMORY */
    f.fail = 1;
    KTEST_STATUS(ktorch_pool_alloc(pool, 5u << 20, 0, &a[4]), KTORCH_OUT_OF_MEMORY);
    KTEST_CHECKF(contains(ktorch_last_error(), "provider"), "message: %s", ktorch_last_error());
    f.fail = 0;
    f.null_base = 1; /* "success" with a NULL base: refused, and the block handed back */
    KTEST_STATUS(ktorch_pool_alloc(pool, 5u << 20, 0, &a[4]), KTORCH_OUT_OF_MEMORY);
    KTEST_CHECK(f.live == 2);
    f.null_base = 0;
    KTEST_OK(ktorch_pool_check(pool));
    KTEST_CHECK(ktorch_pool_dump_json(pool, NULL, 0) > 0);
    for (i = 0; i < 6; i++) ktorch_pool_free(pool, &a[i]);
    ktorch_pool_trim(pool);
    KTEST_CHECK(f.live == 0);
    KTEST_OK(ktorch_pool_alloc(pool, 10, 0, &a[0]));
    ktorch_pool_destroy(pool); /* with a live allocation: still releases the block */
    KTEST_CHECK(f.live == 0);
}
static void test_fake_provider(void) { run_fake_provider(0); }
static void test_fake_provider_misaligned_base(void) { run_fake_provider(48); }

/* A provider without fill/read hands out host memory. */
static void test_host_provider_without_fill(void) {
    fake_dev f;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a;
    memset(&f, 0, sizeof(f));
    memset(&d, 0, sizeof(d));
    d.provider.alloc_block = fake_alloc;
    d.provider.free_block = fake_free;
    d.provider.user_data = &f;
    d.provider.fill = fake_fill; /* fill without read is refused */
    KTEST_STATUS(ktorch_pool_create(&d, &pool), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(pool == NULL && contains(ktorch_last_error(), "read"));
    d.provider.fill = NULL;
    d.provider.free_block = NULL;
    KTEST_STATUS(ktorch_pool_create(&d, &pool), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(contains(ktorch_last_error(), "free_block"));
    (void)a;
}

/* ---- arena -------------------------------------------------------------- */
static void test_arena(void) {
    counting cnt;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_arena *ar = NULL;
    ktorch_pool_stats st;
    void *p, *first = NULL, *prev_end;
    uint64_t used = 0, base, off;
    int i, bad = 0;
    memset(&d, 0, sizeof(d));
    d.allocator = cnt_allocator(&cnt);
    d.block_size = 1u << 20;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_OK(ktorch_arena_create(pool, 64 * 1024, &ar));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 1 && st.bytes_in_use == 64 * 1024);
    /* bump allocation: consecutive, aligned, used counts the padding */
    KTEST_OK(ktorch_arena_alloc(ar, 10, 1, &first));
    base = (uint64_t)(uintptr_t)first;
    off = 10;
    used = 10;
    prev_end = (char *)first + 10;
    for (i = 0; i < 20; i++) {
        uint64_t size = 1 + (uint64_t)i * 37, align = (uint64_t)1 << (i % 8), start;
        KTEST_OK(ktorch_arena_alloc(ar, size, align, &p));
        start = (off + align - 1) & ~(align - 1); /* base is at least 256-aligned */
        if ((uint64_t)(uintptr_t)p != base + start || (char *)p < (char *)prev_end) bad++;
        used += start - off + size;
        off = start + size;
        prev_end = (char *)p + size;
    }
    KTEST_CHECKF(bad == 0, "%d arena allocations misplaced", bad);
    KTEST_CHECK(ktorch_arena_used(ar) == used);
    KTEST_OK(ktorch_arena_alloc(ar, 0, 0, &p));
    KTEST_CHECK(p == NULL && ktorch_arena_used(ar) == used);
    KTEST_STATUS(ktorch_arena_alloc(ar, 8, 24, &p), KTORCH_INVALID_ARGUMENT);
    /* a request larger than the chunk gets its own chunk */
    KTEST_OK(ktorch_arena_alloc(ar, 200000, 0, &p));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 2 && st.bytes_in_use == 64 * 1024 + 200000);
    KTEST_CHECK(ktorch_arena_used(ar) == used + 200000);
    memset(p, 0x5A, 200000);
    /* bumping continues in the first chunk */
    KTEST_OK(ktorch_arena_alloc(ar, 16, 16, &p));
    KTEST_CHECK((uint64_t)(uintptr_t)p == base + ((off + 15) & ~(uint64_t)15));
    /* overflow into a new chunk */
    KTEST_OK(ktorch_arena_alloc(ar, 30000, 0, &p));
    KTEST_OK(ktorch_arena_alloc(ar, 30000, 0, &p));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 3);
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_arena_reset(ar);
    KTEST_CHECK(ktorch_arena_used(ar) == 0);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 1 && st.bytes_in_use == 64 * 1024);
    KTEST_OK(ktorch_arena_alloc(ar, 10, 1, &p));
    KTEST_CHECK(p == first);
    ktorch_arena_destroy(ar);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 0 && st.bytes_in_use == 0);
    /* a budget failure of the arena is clean */
    d.budget = 1u << 20;
    ktorch_pool_destroy(pool);
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_STATUS(ktorch_arena_create(pool, 2u << 20, &ar), KTORCH_BUDGET_EXCEEDED);
    KTEST_CHECK(ar == NULL);
    KTEST_OK(ktorch_arena_create(pool, 0, &ar));
    KTEST_STATUS(ktorch_arena_alloc(ar, (1u << 20) + 1, 0, &p), KTORCH_BUDGET_EXCEEDED);
    KTEST_CHECK(p == NULL);
    ktorch_arena_destroy(ar);
    KTEST_STATUS(ktorch_arena_create(NULL, 0, &ar), KTORCH_INVALID_ARGUMENT);
    ktorch_pool_destroy(pool);
    KTEST_CHECK(cnt.count == 0);
    cnt_release(&cnt);
}

/* ---- JSON ----------------------------------------------------------------- */
/* A strict little JSON syntax checker. */
static const char *js_ws(const char *s) {
    while (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r') s++;
    return s;
}
static const char *js_value(const char *s, int depth);
static const char *js_string(const char *s) {
    if (*s != '"') return NULL;
    for (s++; *s && *s != '"'; s++) {
        if ((unsigned char)*s < 0x20) return NULL;
        if (*s == '\\') {
            s++;
            if (*s == 'u') {
                int i;
                for (i = 0; i < 4; i++)
                    if (!strchr("0123456789abcdefABCDEF", s[1 + i]) || !s[1 + i]) return NULL;
                s += 4;
            } else if (!*s || !strchr("\"\\/bfnrt", *s)) {
                return NULL;
            }
        }
    }
    return *s == '"' ? s + 1 : NULL;
}
static const char *js_value(const char *s, int depth) {
    s = js_ws(s);
    if (depth > 64) return NULL;
    if (*s == '{' || *s == '[') {
        char close = *s == '{' ? '}' : ']';
        int obj = *s == '{';
        s = js_ws(s + 1);
        if (*s == close) return s + 1;
        for (;;) {
            if (obj) {
                s = js_string(js_ws(s));
                if (!s) return NULL;
                s = js_ws(s);
                if (*s++ != ':') return NULL;
            }
            s = js_value(s, depth + 1);
            if (!s) return NULL;
            s = js_ws(s);
            if (*s == ',') { s++; continue; }
            if (*s == close) return s + 1;
            return NULL;
        }
    }
    if (*s == '"') return js_string(s);
    if (!strncmp(s, "true", 4)) return s + 4;
    if (!strncmp(s, "false", 5)) return s + 5;
    if (!strncmp(s, "null", 4)) return s + 4;
    if (*s == '-' || (*s >= '0' && *s <= '9')) {
        const char *t = s + (*s == '-');
        if (!(*t >= '0' && *t <= '9')) return NULL;
        while ((*t >= '0' && *t <= '9') || *t == '.' || *t == 'e' || *t == 'E' || *t == '+' || *t == '-') t++;
        return t;
    }
    return NULL;
}
static int js_valid(const char *s) {
    s = js_value(s, 0);
    return s && *js_ws(s) == '\0';
}
static int count_sub(const char *s, const char *sub) {
    int n = 0;
    size_t k = strlen(sub);
    while ((s = strstr(s, sub)) != NULL) { n++; s += k; }
    return n;
}

static void test_json_dump(void) {
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a[5];
    ktorch_pool_stats st;
    size_t n, n2;
    char *buf, small[16], needle[64];
    int i;
    /* the checker itself */
    KTEST_CHECK(js_valid("{\"a\":[1,2,{\"b\":\"x\\\"y\"}],\"c\":true}"));
    KTEST_CHECK(!js_valid("{\"a\":[1,2}"));
    KTEST_CHECK(!js_valid("{\"a\":1,}"));
    KTEST_CHECK(!js_valid("{\"a\":\"x\"y\"}"));
    KTEST_CHECK(!js_valid("{\"a\":1}}"));
    memset(&d, 0, sizeof(d));
    memset(a, 0, sizeof(a));
    d.block_size = 1u << 20;
    d.name = "dev \"0\"\n";
    KTEST_OK(ktorch_pool_create(&d, &pool));
    n = ktorch_pool_dump_json(pool, NULL, 0);
    buf = (char *)malloc(n + 1);
    ktorch_pool_dump_json(pool, buf, n + 1);
    KTEST_CHECKF(js_valid(buf), "%s", buf);
    KTEST_CHECK(contains(buf, "\"blocks\":[]"));
    free(buf);
    KTEST_OK(ktorch_pool_alloc(pool, 700000, 0, &a[0]));
    KTEST_OK(ktorch_pool_alloc(pool, 700000, 0, &a[1])); /* second block */
    KTEST_OK(ktorch_pool_alloc(pool, 3u << 20, 4096, &a[2])); /* dedicated */
    KTEST_OK(ktorch_pool_alloc(pool, 1000, 0, &a[3]));
    KTEST_OK(ktorch_pool_alloc(pool, 1000, 0, &a[4]));
    ktorch_pool_free(pool, &a[3]);
    ktorch_pool_get_stats(pool, &st);
    n = ktorch_pool_dump_json(pool, NULL, 0);
    buf = (char *)malloc(n + 1);
    n2 = ktorch_pool_dump_json(pool, buf, n + 1);
    KTEST_CHECK(n2 == n && strlen(buf) == n);
    KTEST_CHECKF(js_valid(buf), "%s", buf);
    KTEST_CHECK((uint64_t)count_sub(buf, "\"index\":") == st.block_count && st.block_count == 3);
    KTEST_CHECK(count_sub(buf, "\"state\":\"used\"") == 4);
    KTEST_CHECK(count_sub(buf, "\"dedicated\":true") == 1);
    KTEST_CHECK(contains(buf, "\"size\":3145728"));
    KTEST_CHECK(contains(buf, "\"user_size\":700000") && contains(buf, "\"user_size\":1000"));
    KTEST_CHECK(contains(buf, "\"name\":\"dev \\\"0\\\"\\u000a\""));
    snprintf(needle, sizeof(needle), "\"bytes_reserved\":%llu", (unsigned long long)st.bytes_reserved);
    KTEST_CHECK(contains(buf, needle));
    /* a planted change breaks the checker */
    buf[n - 1] = ',';
    KTEST_CHECK(!js_valid(buf));
    /* truncation: NUL-terminated, same length returned */
    memset(small, 'x', sizeof(small));
    KTEST_CHECK(ktorch_pool_dump_json(pool, small, 10) == n);
    KTEST_CHECK(small[9] == '\0' && strlen(small) == 9 && small[10] == 'x' && !strncmp(small, buf, 9));
    free(buf);
    for (i = 0; i < 5; i++) ktorch_pool_free(pool, &a[i]);
    ktorch_pool_destroy(pool);
}

/* ---- placement, merging, detailed stats, trim ------------------------------ */
static void test_merge_and_detailed_stats(void) {
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a[4], b;
    ktorch_pool_detailed_stats ds;
    const uint64_t B = 1u << 20;
    int i;
    memset(&d, 0, sizeof(d));
    d.block_size = B;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_OK(ktorch_pool_alloc(pool, 1000, 0, &a[0])); /* 1024 bytes of range */
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.free_bytes == B - 1024 && ds.largest_free_range == B - 1024 && ds.free_range_count == 1 && ds.fragmentation == 0);
    for (i = 1; i < 4; i++) KTEST_OK(ktorch_pool_alloc(pool, 1024, 0, &a[i]));
    KTEST_CHECK((char *)a[1].ptr == (char *)a[0].ptr + 1024 && (char *)a[2].ptr == (char *)a[1].ptr + 1024);
    ktorch_pool_free(pool, &a[1]);
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.free_range_count == 2 && ds.free_bytes == B - 3 * 1024 && ds.largest_free_range == B - 4 * 1024);
    KTEST_CHECK(fabs(ds.fragmentation - (1.0 - (double)(B - 4096) / (double)(B - 3072))) < 1e-12);
    /* the freed range is reused */
    KTEST_OK(ktorch_pool_alloc(pool, 1024, 0, &b));
    KTEST_CHECK(b.ptr == (void *)((char *)a[0].ptr + 1024));
    ktorch_pool_free(pool, &b);
    /* free a[0], a[2]: merges a[0..2] into one range */
    ktorch_pool_free(pool, &a[0]);
    ktorch_pool_free(pool, &a[2]);
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.free_range_count == 2 && ds.largest_free_range == B - 4096);
    ktorch_pool_free(pool, &a[3]);
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.free_range_count == 1 && ds.free_bytes == B && ds.basic.peak_bytes_in_use == 1000 + 3 * 1024);
    ktorch_pool_reset_peak(pool);
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.basic.peak_bytes_in_use == 0);
    /* a range that exactly fills the block is found again */
    KTEST_OK(ktorch_pool_alloc(pool, B, 0, &b));
    ktorch_pool_get_detailed_stats(pool, &ds);
    KTEST_CHECK(ds.basic.block_count == 1 && ds.free_bytes == 0 && ds.fragmentation == 0);
    ktorch_pool_free(pool, &b);
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_destroy(pool);
}

static void test_trim(void) {
    counting cnt;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_allocation a[6];
    ktorch_pool_stats st;
    uint64_t nb;
    int i;
    memset(&d, 0, sizeof(d));
    d.allocator = cnt_allocator(&cnt);
    d.block_size = 1u << 20;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    for (i = 0; i < 6; i++) KTEST_OK(ktorch_pool_alloc(pool, 600000, 0, &a[i])); /* one per block */
    memset(a[3].ptr, 0x77, 600000);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 6);
    for (i = 0; i < 6; i++)
        if (i != 3) ktorch_pool_free(pool, &a[i]);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 6); /* empty blocks stay reserved */
    ktorch_pool_trim(pool);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 1 && st.bytes_reserved == 1u << 20 && st.bytes_in_use == 600000);
    KTEST_CHECK(cnt_big_bytes(&cnt, 1u << 20, 256, &nb) == 1u << 20 && nb == 1); /* host memory really returned */
    KTEST_CHECK(((unsigned char *)a[3].ptr)[0] == 0x77 && ((unsigned char *)a[3].ptr)[599999] == 0x77);
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_free(pool, &a[3]);
    ktorch_pool_trim(pool);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 0 && st.bytes_reserved == 0);
    ktorch_pool_destroy(pool);
    KTEST_CHECK(cnt.count == 0 && cnt_bad_frees == 0);
    cnt_release(&cnt);
}

static void test_leak_on_destroy(void) {
    counting cnt;
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_arena *ar = NULL;
    ktorch_allocation a;
    void *p;
    int i;
    memset(&d, 0, sizeof(d));
    d.allocator = cnt_allocator(&cnt);
    d.block_size = 256 * 1024;
    d.thread_safe = 1;
#ifdef KTORCH_NO_THREADS
    d.thread_safe = 0;
#endif
    KTEST_OK(ktorch_pool_create(&d, &pool));
    for (i = 0; i < 1000; i++) KTEST_OK(ktorch_pool_alloc(pool, 1 + (uint64_t)i * 97, 0, &a)); /* never freed */
    KTEST_OK(ktorch_arena_create(pool, 0, &ar));
    KTEST_OK(ktorch_arena_alloc(ar, 100, 0, &p));
    ktorch_arena_destroy(ar);
    KTEST_CHECK(cnt.count > 10);
    ktorch_pool_destroy(pool);
    KTEST_CHECKF(cnt.count == 0 && cnt.allocs == cnt.frees && cnt_bad_frees == 0, "%lu allocations left", (unsigned long)cnt.count);
    cnt_release(&cnt);
}

static void test_bad_arguments(void) {
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL, *other = NULL;
    ktorch_allocation a, copy, c;
    ktorch_pool_stats st;
    counting cnt;
    memset(&d, 0, sizeof(d));
    KTEST_STATUS(ktorch_pool_create(&d, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(contains(ktorch_last_error(), "'out'"));
    d.min_alignment = 48;
    KTEST_STATUS(ktorch_pool_create(&d, &pool), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(pool == NULL && contains(ktorch_last_error(), "min_alignment"));
    d.min_alignment = 0;
    d.allocator = cnt_allocator(&cnt);
    KTEST_OK(ktorch_pool_create(NULL, &other)); /* NULL desc = defaults */
    KTEST_OK(ktorch_pool_create(&d, &pool));
    KTEST_STATUS(ktorch_pool_alloc(NULL, 10, 0, &a), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(contains(ktorch_last_error(), "'pool'"));
    KTEST_STATUS(ktorch_pool_alloc(pool, 10, 0, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_pool_alloc(pool, 10, 3, &a), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(contains(ktorch_last_error(), "'align'") && contains(ktorch_last_error(), "3"));
    KTEST_CHECK(a.ptr == NULL && a.handle == NULL);
    KTEST_STATUS(ktorch_pool_alloc(pool, UINT64_MAX, 0, &a), KTORCH_OVERFLOW);
    KTEST_CHECK(contains(ktorch_last_error(), "'size'"));
    KTEST_STATUS(ktorch_pool_alloc(pool, UINT64_MAX - 300, 0, &a), KTORCH_OVERFLOW);
    KTEST_STATUS(ktorch_pool_alloc(pool, 100, (uint64_t)1 << 63, &a), KTORCH_OVERFLOW);
    KTEST_STATUS(ktorch_pool_alloc(pool, (uint64_t)1 << 61, 0, &a), KTORCH_OUT_OF_MEMORY); /* host refuses */
    KTEST_CHECK(contains(ktorch_last_error(), "2305843009213693952"));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.block_count == 0 && st.allocation_count == 0);
    /* empty allocation */
    KTEST_OK(ktorch_pool_alloc(pool, 0, 0, &a));
    KTEST_CHECK(a.ptr == NULL && a.handle == NULL && a.size == 0);
    ktorch_pool_free(pool, &a);
    ktorch_pool_free(pool, NULL);
    ktorch_pool_free(NULL, &a);
    /* double free and foreign free are ignored */
    KTEST_OK(ktorch_pool_alloc(pool, 500, 0, &a));
    copy = a;
    ktorch_pool_free(other, &copy); /* wrong pool */
    copy = a;
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 1);
    KTEST_OK(ktorch_pool_check(other));
    ktorch_pool_free(pool, &a);
    ktorch_pool_free(pool, &copy); /* twice */
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 0 && st.bytes_in_use == 0);
    KTEST_OK(ktorch_pool_check(pool));
    KTEST_OK(ktorch_pool_alloc(pool, 700, 0, &c)); /* may reuse the node */
    copy.handle = c.handle;
    ktorch_pool_free(pool, &copy); /* stale handle, different size: ignored */
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 1 && st.bytes_in_use == 700);
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_free(pool, &c);
    /* NULL everywhere else */
    KTEST_STATUS(ktorch_pool_check(NULL), KTORCH_INVALID_ARGUMENT);
    ktorch_pool_get_stats(NULL, &st);
    KTEST_CHECK(st.bytes_reserved == 0);
    ktorch_pool_get_stats(pool, NULL);
    ktorch_pool_get_detailed_stats(NULL, NULL);
    ktorch_pool_reset_peak(NULL);
    ktorch_pool_trim(NULL);
    ktorch_pool_destroy(NULL);
    KTEST_CHECK(ktorch_pool_dump_json(NULL, NULL, 0) == 4);
    KTEST_STATUS(ktorch_arena_alloc(NULL, 1, 0, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(ktorch_arena_used(NULL) == 0);
    ktorch_arena_reset(NULL);
    ktorch_arena_destroy(NULL);
    ktorch_pool_destroy(pool);
    ktorch_pool_destroy(other);
    KTEST_CHECK(cnt.count == 0);
    cnt_release(&cnt);
}

#ifndef KTORCH_NO_THREADS
typedef struct thr_arg {
    ktorch_pool *pool;
    unsigned long long seed;
    int bad;
} thr_arg;
static void *thr_main(void *p) {
    thr_arg *t = (thr_arg *)p;
    live_t lv[64];
    int n = 0, i;
    ktest_rng r = ktest_rng_make(t->seed);
    for (i = 0; i < 6000; i++) {
        if (n < 64 && (n == 0 || ktest_uniform(&r) < 0.5)) {
            if (ktorch_pool_alloc(t->pool, rand_size(&r, 200000), rand_align(&r), &lv[n].a) != KTORCH_OK) { t->bad++; break; }
            lv[n].seed = (uint32_t)ktest_u64(&r);
            pat_write(&lv[n]);
            n++;
        } else {
            int k = (int)(ktest_u64(&r) % (uint64_t)n);
            if (!pat_ok(&lv[k])) t->bad++;
            ktorch_pool_free(t->pool, &lv[k].a);
            lv[k] = lv[--n];
        }
    }
    while (n > 0) {
        if (!pat_ok(&lv[n - 1])) t->bad++;
        ktorch_pool_free(t->pool, &lv[--n].a);
    }
    return NULL;
}
#endif

static void test_thread_safe(void) {
#ifdef KTORCH_NO_THREADS
    KTEST_SKIP("built with KTORCH_NO_THREADS");
#else
    ktorch_pool_desc d;
    ktorch_pool *pool = NULL;
    ktorch_pool_stats st;
    pthread_t th[2];
    thr_arg args[2];
    int i;
    memset(&d, 0, sizeof(d));
    d.thread_safe = 1;
    d.block_size = 1u << 20;
    KTEST_OK(ktorch_pool_create(&d, &pool));
    for (i = 0; i < 2; i++) {
        args[i].pool = pool;
        args[i].seed = 100 + (unsigned long long)i;
        args[i].bad = 0;
        pthread_create(&th[i], NULL, thr_main, &args[i]);
    }
    for (i = 0; i < 2; i++) pthread_join(th[i], NULL);
    KTEST_CHECK(args[0].bad == 0 && args[1].bad == 0);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 0 && st.bytes_in_use == 0);
    KTEST_OK(ktorch_pool_check(pool));
    ktorch_pool_destroy(pool);
#endif
}

/* The pool as the context uses it: host tensors come from the "cpu" pool. */
static void test_context_host_pool(void) {
    ktorch_context_desc cd;
    ktorch_context *ctx = NULL;
    ktorch_pool *pool = NULL;
    ktorch_pool_stats st;
    ktorch_tensor t, big;
    int64_t shape[2] = {100, 1000};
    int64_t huge[2] = {1000, 1000};
    memset(&cd, 0, sizeof(cd));
    cd.num_threads = 1;
    cd.host_memory_budget = 2u << 20;
    cd.host_block_size = 1u << 20;
    cd.pool_debug = 1;
    KTEST_OK(ktorch_context_create(&cd, &ctx));
    if (!ctx) return;
    KTEST_OK(ktorch_device_pool(ctx, ktorch_cpu(), &pool));
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &t));
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 1 && st.bytes_in_use == 400000 && ((uintptr_t)t.data & 255) == 0);
    memset(t.data, 0, 400000);
    KTEST_OK(ktorch_pool_check(pool));
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 2, huge, ktorch_cpu(), &big), KTORCH_BUDGET_EXCEEDED);
    ktorch_tensor_free(ctx, &t);
    ktorch_pool_get_stats(pool, &st);
    KTEST_CHECK(st.allocation_count == 0 && st.bytes_in_use == 0);
    ktorch_context_destroy(ctx);
}

int main(void) {
    /* harness helpers this suite has no use for */
    (void)ktest_nmse;
    (void)ktest_max_rel;
    (void)ktest_normal;
    KTEST_RUN(test_checkers_reject_errors);
    KTEST_RUN(test_bad_arguments);
    KTEST_RUN(test_merge_and_detailed_stats);
    KTEST_RUN(test_trim);
    KTEST_RUN(test_budget);
    KTEST_RUN(test_corruption_check);
    KTEST_RUN(test_corruption_at_free);
    KTEST_RUN(test_fake_provider);
    KTEST_RUN(test_fake_provider_misaligned_base);
    KTEST_RUN(test_host_provider_without_fill);
    KTEST_RUN(test_arena);
    KTEST_RUN(test_json_dump);
    KTEST_RUN(test_leak_on_destroy);
    KTEST_RUN(test_thread_safe);
    KTEST_RUN(test_context_host_pool);
    KTEST_RUN(test_stress_default);
    KTEST_RUN(test_stress_margins_fill);
    return ktest_finish("pool");
}
