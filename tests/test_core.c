/* Core: status/errors, formatter, context, thread pool, backend registry,
   tensors, views, copies (host and through a fake device backend). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "ktorch.h"
#include "ktest.h"

/* ---- a counting allocator: proves every allocation is returned ---------- */
typedef struct counting_alloc {
    long live, total;
} counting_alloc;
static void *count_alloc(size_t size, void *user) {
    counting_alloc *c = (counting_alloc *)user;
    c->live++;
    c->total++;
    return malloc(size);
}
static void *count_realloc(void *p, size_t size, void *user) {
    counting_alloc *c = (counting_alloc *)user;
    if (!p) c->live++, c->total++;
    return realloc(p, size);
}
static void count_free(void *p, void *user) {
    counting_alloc *c = (counting_alloc *)user;
    if (p) c->live--;
    free(p);
}

/* Independent bf16 round trip (RNE) for finite inputs. */
static float bf16_round(float x) {
    uint32_t u;
    memcpy(&u, &x, 4);
    u = (u + 0x7FFFu + ((u >> 16) & 1u)) & 0xFFFF0000u;
    memcpy(&x, &u, 4);
    return x;
}
static float bf16_decode(uint16_t h) {
    uint32_t u = (uint32_t)h << 16;
    float x;
    memcpy(&x, &u, 4);
    return x;
}

static ktorch_context *make_ctx(int threads) {
    ktorch_context_desc d;
    ktorch_context *ctx = NULL;
    memset(&d, 0, sizeof d);
    d.num_threads = threads;
    if (ktorch_context_create(&d, &ctx) != KTORCH_OK) {
        printf("context: %s\n", ktorch_last_error());
        exit(1);
    }
    return ctx;
}

static void test_status_strings(void) {
    int s;
    KTEST_CHECK(strcmp(ktorch_status_string(KTORCH_OK), "ok") == 0);
    KTEST_CHECK(strcmp(ktorch_status_string(KTORCH_BUDGET_EXCEEDED), "memory budget exceeded") == 0);
    KTEST_CHECK(strcmp(ktorch_status_string((ktorch_status)-1), "unknown status") == 0);
    KTEST_CHECK(strcmp(ktorch_status_string(KTORCH_STATUS_COUNT), "unknown status") == 0);
    for (s = 0; s < KTORCH_STATUS_COUNT; s++) KTEST_CHECK(strlen(ktorch_status_string((ktorch_status)s)) > 0);
    KTEST_CHECK(ktorch_version() == KTORCH_VERSION_NUMBER);
    KTEST_CHECK(strcmp(ktorch_version_string(), "0.1.0") == 0);
}

/* The message formatter is ours (no stdio); compare with snprintf. */
static void test_formatter(void) {
    char a[256], b[256];
    static const double vals[] = {0.0, 1.0, -2.5, 3.14159265, 1e-5, 123456.0, 1234567.0, 0.000123456, 1e300, 65504.0, 0.1, 99999.95};
    size_t i;
    ktorch_set_error(KTORCH_INVALID_ARGUMENT, "%s=%d %u %lld %llu %zu %x|%%|%c", "arg", -42, 7u, -9000000000ll,
                     18446744073709551615ull, (size_t)12345, 0xbeefu, 'z');
    snprintf(b, sizeof b, "%s=%d %u %lld %llu %zu %x|%%|%c", "arg", -42, 7u, -9000000000ll, 18446744073709551615ull,
             (size_t)12345, 0xbeefu, 'z');
    KTEST_CHECKF(strcmp(ktorch_last_error(), b) == 0, "'%s' vs '%s'", ktorch_last_error(), b);
    for (i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        ktorch_set_error(KTORCH_INVALID_ARGUMENT, "%g", vals[i]);
        snprintf(a, sizeof a, "%g", vals[i]);
        KTEST_CHECKF(strcmp(ktorch_last_error(), a) == 0, "%%g of %.17g: ours '%s', libc '%s'", vals[i], ktorch_last_error(), a);
    }
    /* truncation at the buffer keeps a terminated string */
    memset(a, 'x', sizeof a);
    a[255] = 0;
    ktorch_set_error(KTORCH_INVALID_ARGUMENT, "%s%s%s", a, a, a);
    KTEST_CHECK(strlen(ktorch_last_error()) == 511);
    ktorch_clear_error();
    KTEST_CHECK(ktorch_last_error()[0] == 0);
}

static void test_context_args(void) {
    ktorch_context_desc d;
    ktorch_context *ctx = (ktorch_context *)1;
    KTEST_STATUS(ktorch_context_create(NULL, NULL), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "'out'") != NULL);
    memset(&d, 0, sizeof d);
    d.num_threads = -1;
    KTEST_STATUS(ktorch_context_create(&d, &ctx), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(ctx == NULL);
    KTEST_CHECK(strstr(ktorch_last_error(), "num_threads") != NULL);
    memset(&d, 0, sizeof d);
    d.allocator.alloc = count_alloc; /* only one of three */
    KTEST_STATUS(ktorch_context_create(&d, &ctx), KTORCH_INVALID_ARGUMENT);
    memset(&d, 0, sizeof d);
    d.cpu_isa = "sse9";
    KTEST_STATUS(ktorch_context_create(&d, &ctx), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "sse9") != NULL);
    d.cpu_isa = "scalar";
    KTEST_OK(ktorch_context_create(&d, &ctx));
    KTEST_CHECK(strcmp(ktorch_cpu_isa(ctx), "scalar") == 0);
    ktorch_context_destroy(ctx);
#if defined(__x86_64__) || defined(__i386__)
    d.cpu_isa = "neon";
    KTEST_STATUS(ktorch_context_create(&d, &ctx), KTORCH_UNSUPPORTED);
#endif
    /* settings come from the desc only: the environment is not read */
    setenv("KTORCH_CPU_ISA", "sse9", 1);
    KTEST_OK(ktorch_context_create(NULL, &ctx));
    ktorch_context_destroy(ctx);
    unsetenv("KTORCH_CPU_ISA");
    ktorch_context_destroy(NULL); /* no-op */
}

static void test_allocator_and_leaks(void) {
    counting_alloc c = {0, 0};
    ktorch_context_desc d;
    ktorch_context *ctx = NULL;
    ktorch_tensor t;
    int64_t shape[3] = {4, 5, 6};
    memset(&d, 0, sizeof d);
    d.allocator.alloc = count_alloc;
    d.allocator.realloc = count_realloc;
    d.allocator.free = count_free;
    d.allocator.user_data = &c;
    d.num_threads = 3;
    KTEST_OK(ktorch_context_create(&d, &ctx));
    KTEST_CHECK(c.total > 0);
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 3, shape, ktorch_cpu(), &t));
    ktorch_tensor_free(ctx, &t);
    KTEST_CHECK(t.data == NULL);
    ktorch_context_destroy(ctx);
    KTEST_CHECKF(c.live == 0, "%ld allocations not returned", c.live);
}

typedef struct pf_state {
    int hits[1000];
    int max_thread;
} pf_state;
static void pf_task(void *arg, int64_t i, int thread) {
    pf_state *s = (pf_state *)arg;
    s->hits[i]++; /* each index written by exactly one task */
    if (thread > s->max_thread) s->max_thread = thread; /* benign race: only checked for bounds */
}
static void test_parallel_for(void) {
    int threads[] = {1, 2, 5};
    size_t k;
    for (k = 0; k < 3; k++) {
        ktorch_context *ctx = make_ctx(threads[k]);
        pf_state *s = (pf_state *)calloc(1, sizeof *s);
        int i, rep, bad = 0;
        KTEST_CHECK(ktorch_num_threads(ctx) == threads[k]);
        for (rep = 0; rep < 50; rep++) ktorch_parallel_for(ctx, pf_task, s, 1000);
        for (i = 0; i < 1000; i++) bad += s->hits[i] != 50;
        KTEST_CHECKF(bad == 0, "%d indices not run exactly 50 times with %d threads", bad, threads[k]);
        KTEST_CHECK(s->max_thread < threads[k]);
        ktorch_parallel_for(ctx, pf_task, s, 0); /* nothing */
        free(s);
        ktorch_context_destroy(ctx);
    }
}

/* Back-to-back jobs of two task functions with their own arguments and
   counts (workers still leaving one job while the next is published): each
   index of each job runs exactly once, with its own function and argument. */
typedef struct pf_job {
    int hits[64];
    int tag;
} pf_job;
static void pf_task_a(void *arg, int64_t i, int thread) {
    pf_job *j = (pf_job *)arg;
    (void)thread;
    __atomic_fetch_add(&j->hits[i], j->tag == 1 ? 1 : 1000, __ATOMIC_RELAXED);
}
static void pf_task_b(void *arg, int64_t i, int thread) {
    pf_job *j = (pf_job *)arg;
    (void)thread;
    __atomic_fetch_add(&j->hits[i], j->tag == 2 ? 1 : 1000, __ATOMIC_RELAXED);
}
static void test_parallel_for_back_to_back(void) {
    int threads[] = {2, 3, 8};
    size_t k;
    for (k = 0; k < 3; k++) {
        ktorch_context *ctx = make_ctx(threads[k]);
        int rep, i, bad = 0;
        for (rep = 0; rep < 4000 && !bad; rep++) {
            pf_job j;
            const int64_t count = 2 + (rep * 7) % 63;
            memset(&j, 0, sizeof j);
            j.tag = 1 + rep % 2;
            ktorch_parallel_for(ctx, rep % 2 ? pf_task_b : pf_task_a, &j, count);
            for (i = 0; i < 64; i++) bad += j.hits[i] != (i < count);
        }
        KTEST_CHECKF(bad == 0, "%d threads: job %d ran an index twice, not at all, or with another job's function", threads[k], rep - 1);
        ktorch_context_destroy(ctx);
    }
}

/* A caller-provided pool is used instead of the built-in one. */
static int caller_pool_calls;
static void caller_parallel_for(ktorch_task_fn fn, void *arg, int64_t count, void *user) {
    int64_t i;
    (void)user;
    caller_pool_calls++;
    for (i = count - 1; i >= 0; i--) fn(arg, i, (int)(i % 4));
}
static void test_caller_thread_pool(void) {
    ktorch_context_desc d;
    ktorch_context *ctx = NULL;
    pf_state *s = (pf_state *)calloc(1, sizeof *s);
    int i, bad = 0;
    memset(&d, 0, sizeof d);
    d.thread_pool.parallel_for = caller_parallel_for;
    d.thread_pool.num_threads = 4;
    KTEST_OK(ktorch_context_create(&d, &ctx));
    KTEST_CHECK(ktorch_num_threads(ctx) == 4);
    ktorch_parallel_for(ctx, pf_task, s, 1000);
    KTEST_CHECK(caller_pool_calls == 1);
    for (i = 0; i < 1000; i++) bad += s->hits[i] != 1;
    KTEST_CHECK(bad == 0);
    ktorch_context_destroy(ctx);
    d.thread_pool.num_threads = 0;
    KTEST_STATUS(ktorch_context_create(&d, &ctx), KTORCH_INVALID_ARGUMENT);
    free(s);
}

static void test_device_info(void) {
    ktorch_context *ctx = make_ctx(2);
    ktorch_device_info info;
    ktorch_device bad;
    KTEST_CHECK(ktorch_backend_available(ctx, KTORCH_BACKEND_CPU));
    KTEST_CHECK(!ktorch_backend_available(ctx, KTORCH_BACKEND_CUDA));
    KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_CPU) == 1);
    KTEST_CHECK(ktorch_device_count(ctx, KTORCH_BACKEND_VULKAN) == 0);
    KTEST_OK(ktorch_device_info_get(ctx, ktorch_cpu(), &info));
    KTEST_CHECK(strlen(info.name) > 0 && strlen(info.arch) > 0);
    KTEST_CHECK(info.compute_units == 2);
    bad.backend = KTORCH_BACKEND_CUDA;
    bad.index = 0;
    KTEST_STATUS(ktorch_device_info_get(ctx, bad, &info), KTORCH_BACKEND_UNAVAILABLE);
    KTEST_CHECK(strstr(ktorch_last_error(), "cuda") != NULL);
    KTEST_CHECK(strcmp(ktorch_backend_name(KTORCH_BACKEND_VULKAN), "vulkan") == 0);
    ktorch_context_destroy(ctx);
}

static void test_tensor_create_and_views(void) {
    ktorch_context *ctx = make_ctx(1);
    ktorch_tensor t, v, w;
    int64_t shape[4] = {2, 3, 4, 5}, i, n;
    int perm[4] = {0, 2, 1, 3};
    float *p;
    uint64_t nb;
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &t));
    KTEST_CHECK(ktorch_tensor_numel(&t) == 120);
    KTEST_CHECK(t.stride[0] == 60 && t.stride[1] == 20 && t.stride[2] == 5 && t.stride[3] == 1);
    KTEST_CHECK(ktorch_tensor_is_contiguous(&t));
    KTEST_OK(ktorch_tensor_nbytes(&t, &nb));
    KTEST_CHECK(nb == 480);
    KTEST_CHECK(((uintptr_t)ktorch_tensor_ptr(&t) % 64) == 0);
    p = (float *)ktorch_tensor_ptr(&t);
    n = ktorch_tensor_numel(&t);
    for (i = 0; i < n; i++) p[i] = (float)i;
    /* [B,H,N,D] -> [B,N,H,D] view */
    KTEST_OK(ktorch_tensor_permute(&t, perm, &v));
    KTEST_CHECK(v.shape[1] == 4 && v.shape[2] == 3 && v.stride[1] == 5 && v.stride[2] == 20);
    KTEST_CHECK(!ktorch_tensor_is_contiguous(&v));
    KTEST_CHECK(v.allocation.handle == NULL);
    /* slice dim 3, elements 1,3 */
    KTEST_OK(ktorch_tensor_slice(&t, 3, 1, 5, 2, &w));
    KTEST_CHECK(w.shape[3] == 2 && w.stride[3] == 2);
    KTEST_CHECK(*(float *)ktorch_tensor_ptr(&w) == 1.0f);
    KTEST_OK(ktorch_tensor_slice(&t, 0, 1, 2, 1, &w));
    KTEST_CHECK(*(float *)ktorch_tensor_ptr(&w) == 60.0f);
    KTEST_STATUS(ktorch_tensor_slice(&t, 0, 1, 3, 1, &w), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_tensor_slice(&t, 4, 0, 1, 1, &w), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_tensor_slice(&t, 0, 0, 1, 0, &w), KTORCH_INVALID_ARGUMENT);
    /* transpose twice is identity */
    KTEST_OK(ktorch_tensor_transpose(&t, 1, 3, &w));
    KTEST_OK(ktorch_tensor_transpose(&w, 1, 3, &w));
    KTEST_CHECK(memcmp(w.shape, t.shape, sizeof t.shape) == 0 && memcmp(w.stride, t.stride, sizeof t.stride) == 0);
    {
        int bad_perm[4] = {0, 0, 1, 2};
        KTEST_STATUS(ktorch_tensor_permute(&t, bad_perm, &w), KTORCH_INVALID_ARGUMENT);
    }
    /* reshape with inference; non-contiguous refused */
    {
        int64_t s2[2] = {-1, 20}, s3[2] = {-1, 7}, s4[2] = {-1, -1};
        KTEST_OK(ktorch_tensor_reshape(&t, 2, s2, &w));
        KTEST_CHECK(w.shape[0] == 6 && w.shape[1] == 20 && w.stride[0] == 20);
        KTEST_STATUS(ktorch_tensor_reshape(&t, 2, s3, &w), KTORCH_INVALID_ARGUMENT);
        KTEST_STATUS(ktorch_tensor_reshape(&t, 2, s4, &w), KTORCH_INVALID_ARGUMENT);
        KTEST_STATUS(ktorch_tensor_reshape(&v, 2, s2, &w), KTORCH_UNSUPPORTED);
    }
    ktorch_tensor_free(ctx, &v); /* a view: nothing freed */
    ktorch_tensor_free(ctx, &t);
    ktorch_context_destroy(ctx);
}

static void test_tensor_bad_args(void) {
    ktorch_context *ctx = make_ctx(1);
    ktorch_tensor t;
    int64_t huge[4] = {1ll << 40, 1ll << 40, 1, 1}, neg[2] = {3, -1}, big[2] = {1ll << 62, 4};
    int64_t empty_huge[3] = {0, 1ll << 32, 1ll << 32};
    float buf[4];
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 4, huge, ktorch_cpu(), &t), KTORCH_OVERFLOW);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 2, big, ktorch_cpu(), &t), KTORCH_OVERFLOW);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 3, empty_huge, ktorch_cpu(), &t), KTORCH_OVERFLOW);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 2, neg, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    KTEST_CHECK(strstr(ktorch_last_error(), "shape[1]") != NULL);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 5, neg, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_tensor_create(ctx, (ktorch_dtype)99, 1, neg, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_tensor_create(NULL, KTORCH_F32, 1, neg, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 1, NULL, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
    {
        ktorch_device cuda;
        int64_t s[1] = {4};
        cuda.backend = KTORCH_BACKEND_CUDA;
        cuda.index = 0;
        KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 1, s, cuda, &t), KTORCH_BACKEND_UNAVAILABLE);
        KTEST_STATUS(ktorch_tensor_wrap(KTORCH_F32, 1, s, NULL, NULL, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
        KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, s, NULL, buf, ktorch_cpu(), &t));
        KTEST_CHECK(t.allocation.handle == NULL);
        {
            int64_t st[1] = {-1};
            KTEST_STATUS(ktorch_tensor_wrap(KTORCH_F32, 1, s, st, buf, ktorch_cpu(), &t), KTORCH_INVALID_ARGUMENT);
        }
    }
    ktorch_context_destroy(ctx);
}

/* Views with extreme arguments: counts and strides are computed without
   overflow, and a view that cannot be described is refused. */
static void test_view_extremes(void) {
    ktorch_context *ctx = make_ctx(1);
    ktorch_tensor t, w, e;
    int64_t shape[1] = {5}, big[1] = {3}, bigs[1] = {1ll << 62}, zero[1] = {0}, wide[3] = {0, INT64_MAX, 3};
    float buf[5] = {0, 1, 2, 3, 4};
    KTEST_OK(ktorch_tensor_wrap(KTORCH_F32, 1, shape, NULL, buf, ktorch_cpu(), &t));
    /* a step past the end selects the first element only; the stride is kept */
    KTEST_OK(ktorch_tensor_slice(&t, 0, 0, 5, INT64_MAX, &w));
    KTEST_CHECK(w.shape[0] == 1 && w.stride[0] == 1 && *(float *)ktorch_tensor_ptr(&w) == 0.0f);
    KTEST_OK(ktorch_tensor_slice(&t, 0, 2, 5, INT64_MAX - 1, &w));
    KTEST_CHECK(w.shape[0] == 1 && *(float *)ktorch_tensor_ptr(&w) == 2.0f);
    KTEST_OK(ktorch_tensor_slice(&t, 0, 1, 5, 3, &w));
    KTEST_CHECK(w.shape[0] == 2 && w.stride[0] == 3 && ((float *)ktorch_tensor_ptr(&w))[3] == 4.0f);
    /* a stride times a step past INT64_MAX cannot be a view */
    KTEST_OK(ktorch_tensor_wrap(KTORCH_U8, 1, big, bigs, buf, ktorch_cpu(), &w));
    KTEST_STATUS(ktorch_tensor_slice(&w, 0, 0, 3, 2, &e), KTORCH_OVERFLOW);
    /* an empty tensor reshaped to a shape whose strides overflow, as tensor_create refuses */
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 1, zero, ktorch_cpu(), &e));
    KTEST_STATUS(ktorch_tensor_reshape(&e, 3, wide, &w), KTORCH_OVERFLOW);
    KTEST_CHECK(strstr(ktorch_last_error(), "ktorch_tensor_reshape") != NULL);
    KTEST_STATUS(ktorch_tensor_create(ctx, KTORCH_F32, 3, wide, ktorch_cpu(), &w), KTORCH_OVERFLOW);
    wide[1] = 1ll << 40;
    KTEST_OK(ktorch_tensor_reshape(&e, 3, wide, &w));
    KTEST_CHECK(w.stride[0] == 3ll << 40 && w.stride[1] == 3 && w.stride[2] == 1);
    ktorch_tensor_free(ctx, &e);
    ktorch_context_destroy(ctx);
}

/* Conversions through ktorch_tensor_copy: integer saturation, bool, float->int. */
static void test_copy_conversions(void) {
    ktorch_context *ctx = make_ctx(1);
    float f[8] = {1.9f, -1.9f, 300.0f, -300.0f, 0.0f, 1e20f, -1e20f, 0.0f};
    int8_t i8[8];
    uint8_t u8[8], b[8];
    int64_t i64[8];
    int32_t i32[3] = {70000, -5, 255};
    uint16_t u16[3];
    ktorch_tensor tf, ti8, tu8, tb, ti64, ti32, tu16;
    int64_t n8[1] = {8}, n3[1] = {3};
    f[7] = NAN;
    ktorch_tensor_wrap(KTORCH_F32, 1, n8, NULL, f, ktorch_cpu(), &tf);
    ktorch_tensor_wrap(KTORCH_I8, 1, n8, NULL, i8, ktorch_cpu(), &ti8);
    ktorch_tensor_wrap(KTORCH_U8, 1, n8, NULL, u8, ktorch_cpu(), &tu8);
    ktorch_tensor_wrap(KTORCH_BOOL, 1, n8, NULL, b, ktorch_cpu(), &tb);
    ktorch_tensor_wrap(KTORCH_I64, 1, n8, NULL, i64, ktorch_cpu(), &ti64);
    KTEST_OK(ktorch_tensor_copy(ctx, &ti8, &tf, NULL));
    KTEST_CHECK(i8[0] == 1 && i8[1] == -1 && i8[2] == 127 && i8[3] == -128 && i8[4] == 0 && i8[5] == 127 && i8[6] == -128 && i8[7] == 0);
    KTEST_OK(ktorch_tensor_copy(ctx, &tu8, &tf, NULL));
    KTEST_CHECK(u8[0] == 1 && u8[1] == 0 && u8[2] == 255 && u8[3] == 0 && u8[7] == 0);
    KTEST_OK(ktorch_tensor_copy(ctx, &tb, &tf, NULL));
    KTEST_CHECK(b[0] == 1 && b[1] == 1 && b[4] == 0 && b[7] == 1);
    KTEST_OK(ktorch_tensor_copy(ctx, &ti64, &tf, NULL));
    KTEST_CHECK(i64[5] == INT64_MAX && i64[6] == INT64_MIN && i64[2] == 300);
    ktorch_tensor_wrap(KTORCH_I32, 1, n3, NULL, i32, ktorch_cpu(), &ti32);
    ktorch_tensor_wrap(KTORCH_U16, 1, n3, NULL, u16, ktorch_cpu(), &tu16);
    KTEST_OK(ktorch_tensor_copy(ctx, &tu16, &ti32, NULL));
    KTEST_CHECK(u16[0] == 65535 && u16[1] == 0 && u16[2] == 255);
    /* int -> float */
    KTEST_OK(ktorch_tensor_copy(ctx, &tf, &ti64, NULL));
    KTEST_CHECK(f[2] == 300.0f && f[0] == 1.0f);
    /* shape mismatch and unsupported pairs */
    KTEST_STATUS(ktorch_tensor_copy(ctx, &tu16, &tf, NULL), KTORCH_INVALID_ARGUMENT);
    {
        uint8_t e[8];
        ktorch_tensor te;
        ktorch_tensor_wrap(KTORCH_E8M0, 1, n8, NULL, e, ktorch_cpu(), &te);
        KTEST_STATUS(ktorch_tensor_copy(ctx, &te, &tf, NULL), KTORCH_UNSUPPORTED);
    }
    ktorch_context_destroy(ctx);
}

/* Strided copy: transpose a [B,H,N,D] tensor into [B,N,H,D] storage and back;
   checked element by element against direct index arithmetic. */
static void test_copy_strided(void) {
    ktorch_context *ctx = make_ctx(2);
    int64_t shape[4] = {2, 3, 5, 7};
    ktorch_tensor src, dst, view, back;
    int perm[4] = {0, 2, 1, 3};
    int64_t b, h, n, d, bad = 0;
    float *s;
    uint16_t *o;
    ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &src);
    s = (float *)ktorch_tensor_ptr(&src);
    for (b = 0; b < 210; b++) s[b] = (float)b * 0.5f;
    {
        int64_t bnhd[4] = {2, 5, 3, 7};
        ktorch_tensor_create(ctx, KTORCH_BF16, 4, bnhd, ktorch_cpu(), &dst);
    }
    KTEST_OK(ktorch_tensor_permute(&dst, perm, &view)); /* view has shape [2,3,5,7] */
    KTEST_OK(ktorch_tensor_copy(ctx, &view, &src, NULL));
    o = (uint16_t *)ktorch_tensor_ptr(&dst);
    for (b = 0; b < 2; b++)
        for (h = 0; h < 3; h++)
            for (n = 0; n < 5; n++)
                for (d = 0; d < 7; d++) {
                    float expect = s[((b * 3 + h) * 5 + n) * 7 + d];
                    float got = bf16_decode(o[((b * 5 + n) * 3 + h) * 7 + d]);
                    bad += got != bf16_round(expect);
                }
    KTEST_CHECKF(bad == 0, "%lld elements differ", (long long)bad);
    /* back to f32 contiguous */
    ktorch_tensor_create(ctx, KTORCH_F32, 4, shape, ktorch_cpu(), &back);
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &back, 0xFF));
    KTEST_OK(ktorch_tensor_copy(ctx, &back, &view, NULL));
    KTEST_CHECK(memcmp(ktorch_tensor_ptr(&back), s, 210 * 4) == 0);
    /* fill a strided view: only its elements change */
    KTEST_OK(ktorch_tensor_slice(&back, 3, 0, 7, 2, &view));
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &view, 0));
    {
        float *p = (float *)ktorch_tensor_ptr(&back);
        int64_t i;
        bad = 0;
        for (i = 0; i < 210; i++) bad += (i % 7) % 2 == 0 ? p[i] != 0.0f : p[i] != s[i];
        KTEST_CHECK(bad == 0);
    }
    ktorch_tensor_free(ctx, &src);
    ktorch_tensor_free(ctx, &dst);
    ktorch_tensor_free(ctx, &back);
    ktorch_context_destroy(ctx);
}

/* ---- a fake device backend over host memory ----------------------------
   Device addresses are host pointers offset by a constant so that the host
   code can never dereference them by accident. */
#define FAKE_BIAS ((uintptr_t)1 << 44)
typedef struct fake_state {
    int copies[3], fills, syncs, destroyed;
    long live_blocks;
} fake_state;
static void *fake_host(const void *dev) { return (void *)((uintptr_t)dev - FAKE_BIAS); }
static int fake_dev_count(void *s) { (void)s; return 1; }
static ktorch_status fake_info(void *s, int index, ktorch_device_info *out) {
    (void)s;
    (void)index;
    strcpy(out->name, "fake device");
    return KTORCH_OK;
}
static int fake_alloc_block(uint64_t size, void **block, void **base, void *user) {
    fake_state *s = (fake_state *)user;
    void *p = malloc((size_t)size);
    if (!p) return 1;
    s->live_blocks++;
    *block = p;
    *base = (void *)((uintptr_t)p + FAKE_BIAS);
    return 0;
}
static void fake_free_block(void *block, void *base, void *user) {
    fake_state *s = (fake_state *)user;
    (void)base;
    s->live_blocks--;
    free(block);
}
static void fake_fill_cb(void *base, uint64_t off, uint8_t v, uint64_t size, void *user) {
    (void)user;
    memset((char *)fake_host(base) + off, v, (size_t)size);
}
static int fake_read_cb(void *base, uint64_t off, void *dst, uint64_t size, void *user) {
    (void)user;
    memcpy(dst, (char *)fake_host(base) + off, (size_t)size);
    return 0;
}
static ktorch_block_provider fake_provider(void *state, int index) {
    ktorch_block_provider p;
    (void)index;
    memset(&p, 0, sizeof p);
    p.alloc_block = fake_alloc_block;
    p.free_block = fake_free_block;
    p.fill = fake_fill_cb;
    p.read = fake_read_cb;
    p.user_data = state;
    return p;
}
static ktorch_status fake_copy(void *state, int index, void *dst, const void *src, uint64_t bytes, ktorch_copy_kind kind) {
    fake_state *s = (fake_state *)state;
    (void)index;
    s->copies[kind]++;
    if (kind == KTORCH_COPY_HOST_TO_DEVICE) memcpy(fake_host(dst), src, (size_t)bytes);
    else if (kind == KTORCH_COPY_DEVICE_TO_HOST) memcpy(dst, fake_host(src), (size_t)bytes);
    else memmove(fake_host(dst), fake_host(src), (size_t)bytes);
    return KTORCH_OK;
}
static ktorch_status fake_fill(void *state, int index, void *dst, uint8_t byte, uint64_t bytes) {
    fake_state *s = (fake_state *)state;
    (void)index;
    s->fills++;
    memset(fake_host(dst), byte, (size_t)bytes);
    return KTORCH_OK;
}
static ktorch_status fake_sync(void *state, int index) {
    (void)index;
    ((fake_state *)state)->syncs++;
    return KTORCH_OK;
}
static void fake_destroy(void *state) { ((fake_state *)state)->destroyed = 1; }

/* The fake runs only matmul_nt (counting calls), so the core's refusal of
   the rest is seen. */
static int fake_matmul_calls;
static ktorch_status fake_supports(void *state, const ktorch_op_desc *op) {
    (void)state;
    if (op->op == KTORCH_OP_MATMUL_NT) return KTORCH_OK;
    return ktorch_set_error(KTORCH_UNSUPPORTED, "the fake runs matmul_nt only, not %s", ktorch_op_name(op->op));
}
static ktorch_status fake_run(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    (void)state; (void)ctx; (void)op;
    fake_matmul_calls++;
    return KTORCH_OK;
}
static void register_fake(ktorch_context *ctx, fake_state *s) {
    ktorch_backend_impl impl;
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = KTORCH_BACKEND_VULKAN;
    impl.state = s;
    impl.device_count = fake_dev_count;
    impl.device_info = fake_info;
    impl.provider = fake_provider;
    impl.copy = fake_copy;
    impl.fill = fake_fill;
    impl.synchronize = fake_sync;
    impl.destroy = fake_destroy;
    impl.supports = fake_supports;
    impl.run = fake_run;
    if (ktorch_register_backend(ctx, &impl) != KTORCH_OK) printf("register: %s\n", ktorch_last_error());
}

static void test_fake_backend_copies(void) {
    fake_state s;
    ktorch_context *ctx = make_ctx(1);
    ktorch_device dev;
    ktorch_tensor h, d, d16, view, back, hstr;
    int64_t shape[2] = {6, 9}, i, bad = 0;
    int perm[2] = {1, 0};
    float *hp;
    ktorch_device_info info;
    memset(&s, 0, sizeof s);
    register_fake(ctx, &s);
    dev.backend = KTORCH_BACKEND_VULKAN;
    dev.index = 0;
    KTEST_CHECK(ktorch_backend_available(ctx, KTORCH_BACKEND_VULKAN));
    KTEST_OK(ktorch_device_info_get(ctx, dev, &info));
    KTEST_CHECK(strcmp(info.name, "fake device") == 0);
    {
        ktorch_backend_impl again;
        memset(&again, 0, sizeof again);
        again.kind = KTORCH_BACKEND_VULKAN;
        KTEST_STATUS(ktorch_register_backend(ctx, &again), KTORCH_UNSUPPORTED); /* no ABI version */
        KTEST_CHECK(strstr(ktorch_last_error(), "abi_version") != NULL);
        again.abi_version = KTORCH_BACKEND_ABI_VERSION;
        KTEST_STATUS(ktorch_register_backend(ctx, &again), KTORCH_INVALID_ARGUMENT);
        again.kind = KTORCH_BACKEND_CPU;
        KTEST_STATUS(ktorch_register_backend(ctx, &again), KTORCH_INVALID_ARGUMENT);
        again.kind = KTORCH_BACKEND_HIP;
        KTEST_STATUS(ktorch_register_backend(ctx, &again), KTORCH_INVALID_ARGUMENT); /* no supports/run */
    }
    ktorch_tensor_create(ctx, KTORCH_F32, 2, shape, ktorch_cpu(), &h);
    hp = (float *)ktorch_tensor_ptr(&h);
    for (i = 0; i < 54; i++) hp[i] = (float)i - 20.25f;
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 2, shape, dev, &d));
    KTEST_CHECK(ktorch_tensor_ptr(&d) != NULL && (uintptr_t)ktorch_tensor_ptr(&d) >= FAKE_BIAS);
    KTEST_OK(ktorch_tensor_copy(ctx, &d, &h, NULL)); /* direct upload */
    KTEST_CHECK(s.copies[0] == 1);
    /* host -> device with conversion (staged on the host) */
    KTEST_OK(ktorch_tensor_create(ctx, KTORCH_BF16, 2, shape, dev, &d16));
    KTEST_OK(ktorch_tensor_copy(ctx, &d16, &h, NULL));
    /* device -> host strided destination */
    {
        int64_t tshape[2] = {9, 6};
        ktorch_tensor_create(ctx, KTORCH_F32, 2, tshape, ktorch_cpu(), &back);
        ktorch_tensor_permute(&back, perm, &hstr);
    }
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &back, 0xFF));
    KTEST_OK(ktorch_tensor_copy(ctx, &hstr, &d16, NULL));
    {
        float *bp = (float *)ktorch_tensor_ptr(&back);
        int64_t r, c;
        for (r = 0; r < 6; r++)
            for (c = 0; c < 9; c++) bad += bp[c * 6 + r] != bf16_round(hp[r * 9 + c]);
        KTEST_CHECKF(bad == 0, "%lld elements differ after device round trip", (long long)bad);
    }
    /* device strided copies need the backend's convert: unsupported here, loudly */
    KTEST_OK(ktorch_tensor_permute(&d, perm, &view));
    KTEST_STATUS(ktorch_tensor_copy(ctx, &back, &view, NULL), KTORCH_UNSUPPORTED);
    KTEST_CHECK(strstr(ktorch_last_error(), "vulkan") != NULL);
    /* ops on device tensors go to the backend's hook; a missing hook is an error naming the backend */
    {
        ktorch_qtensor qt;
        KTEST_STATUS(ktorch_quantize(ctx, &d, KTORCH_QUANT_INT8, NULL, &qt), KTORCH_UNSUPPORTED);
        KTEST_CHECK(strstr(ktorch_last_error(), "ktorch_quantize") != NULL && strstr(ktorch_last_error(), "vulkan") != NULL);
        ktorch_tensor y;
        int64_t yshape[2] = {6, 6};
        fake_matmul_calls = 0;
        KTEST_OK(ktorch_tensor_create(ctx, KTORCH_F32, 2, yshape, dev, &y));
        /* the core checks devices before any backend sees the call */
        KTEST_STATUS(ktorch_matmul_nt(ctx, &d, &h, &y), KTORCH_INVALID_ARGUMENT);
        KTEST_CHECK(fake_matmul_calls == 0 && strstr(ktorch_last_error(), "one device") != NULL);
        KTEST_STATUS(ktorch_matmul_nt(ctx, &d, &d, &y), KTORCH_OK);
        KTEST_CHECK(fake_matmul_calls == 1);
        ktorch_tensor_free(ctx, &y);
    }
    /* device fill */
    KTEST_OK(ktorch_tensor_fill_bytes(ctx, &d, 0));
    KTEST_CHECK(s.fills == 1);
    KTEST_OK(ktorch_synchronize(ctx, dev));
    {
        ktorch_device nodev = dev;
        nodev.index = 3;
        KTEST_STATUS(ktorch_synchronize(ctx, nodev), KTORCH_INVALID_ARGUMENT);
    }
    ktorch_tensor_free(ctx, &h);
    ktorch_tensor_free(ctx, &d);
    ktorch_tensor_free(ctx, &d16);
    ktorch_tensor_free(ctx, &back);
    ktorch_context_destroy(ctx);
    KTEST_CHECK(s.destroyed == 1);
    KTEST_CHECKF(s.live_blocks == 0, "%ld device blocks leaked", s.live_blocks);
}

/* Timing events: the CPU and a backend without events say so; a backend
   with events gets record/elapsed/destroy through the dispatch layer. */
static long fake_event_clock, fake_events_live;
static ktorch_status fake_event_record(void *state, int index, void **event) {
    long *e = (long *)malloc(sizeof *e);
    (void)state;
    (void)index;
    if (!e) return KTORCH_OUT_OF_MEMORY;
    *e = fake_event_clock;
    fake_event_clock += 250; /* each event 250 us after the last */
    fake_events_live++;
    *event = e;
    return KTORCH_OK;
}
static ktorch_status fake_event_elapsed(void *state, int index, void *start, void *end, double *seconds) {
    (void)state;
    (void)index;
    *seconds = (double)(*(long *)end - *(long *)start) * 1e-6;
    return KTORCH_OK;
}
static void fake_event_destroy(void *state, int index, void *event) {
    (void)state;
    (void)index;
    fake_events_live--;
    free(event);
}
static void test_events(void) {
    fake_state s1, s2;
    ktorch_context *ctx = make_ctx(1);
    ktorch_event *a = NULL, *b = NULL, *c = NULL;
    ktorch_device vk, hip;
    ktorch_backend_impl impl;
    double sec = -1;
    memset(&s1, 0, sizeof s1);
    memset(&s2, 0, sizeof s2);
    vk.backend = KTORCH_BACKEND_VULKAN;
    vk.index = 0;
    hip.backend = KTORCH_BACKEND_HIP;
    hip.index = 0;
    KTEST_STATUS(ktorch_event_record(ctx, ktorch_cpu(), &a), KTORCH_UNSUPPORTED);
    KTEST_CHECK(a == NULL && strstr(ktorch_last_error(), "host clock") != NULL);
    KTEST_STATUS(ktorch_event_record(ctx, vk, &a), KTORCH_BACKEND_UNAVAILABLE);
    register_fake(ctx, &s1); /* no event functions */
    KTEST_STATUS(ktorch_event_record(ctx, vk, &a), KTORCH_UNSUPPORTED);
    KTEST_CHECK(strstr(ktorch_last_error(), "vulkan") != NULL);
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = KTORCH_BACKEND_HIP;
    impl.state = &s2;
    impl.device_count = fake_dev_count;
    impl.device_info = fake_info;
    impl.provider = fake_provider;
    impl.copy = fake_copy;
    impl.fill = fake_fill;
    impl.synchronize = fake_sync;
    impl.event_record = fake_event_record;
    impl.event_elapsed = fake_event_elapsed;
    impl.event_destroy = fake_event_destroy;
    impl.supports = fake_supports;
    impl.run = fake_run;
    KTEST_OK(ktorch_register_backend(ctx, &impl));
    KTEST_OK(ktorch_event_record(ctx, hip, &a));
    KTEST_OK(ktorch_event_record(ctx, hip, &b));
    KTEST_OK(ktorch_event_elapsed(ctx, a, b, &sec));
    KTEST_CHECKF(fabs(sec - 250e-6) < 1e-12, "elapsed %g s, expected 250 us", sec);
    KTEST_STATUS(ktorch_event_elapsed(ctx, a, NULL, &sec), KTORCH_INVALID_ARGUMENT);
    KTEST_STATUS(ktorch_event_record(ctx, hip, NULL), KTORCH_INVALID_ARGUMENT);
    ktorch_event_destroy(ctx, a);
    ktorch_event_destroy(ctx, b);
    ktorch_event_destroy(ctx, c); /* NULL: no-op */
    KTEST_CHECK(fake_events_live == 0);
    ktorch_context_destroy(ctx);
}

/* Test of the tests: the comparison helpers reject planted errors. */
static void test_compare_helpers_reject(void) {
    float o[4] = {1, 2, 3, 4};
    double r[4] = {1, 2, 3, 4};
    KTEST_CHECK(ktest_nmse(o, r, 4) == 0 && ktest_max_rel(o, r, 4) == 0);
    o[2] = 3.001f;
    KTEST_CHECK(ktest_nmse(o, r, 4) > 1e-8);
    KTEST_CHECK(ktest_max_rel(o, r, 4) > 1e-5);
    o[2] = NAN;
    KTEST_CHECK(ktest_nmse(o, r, 4) == INFINITY && ktest_max_rel(o, r, 4) == INFINITY);
}

int main(void) {
    KTEST_RUN(test_status_strings);
    KTEST_RUN(test_formatter);
    KTEST_RUN(test_context_args);
    KTEST_RUN(test_allocator_and_leaks);
    KTEST_RUN(test_parallel_for);
    KTEST_RUN(test_parallel_for_back_to_back);
    KTEST_RUN(test_caller_thread_pool);
    KTEST_RUN(test_device_info);
    KTEST_RUN(test_tensor_create_and_views);
    KTEST_RUN(test_tensor_bad_args);
    KTEST_RUN(test_view_extremes);
    KTEST_RUN(test_copy_conversions);
    KTEST_RUN(test_copy_strided);
    KTEST_RUN(test_fake_backend_copies);
    KTEST_RUN(test_events);
    KTEST_RUN(test_compare_helpers_reject);
    return ktest_finish("core");
}
