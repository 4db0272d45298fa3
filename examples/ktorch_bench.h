/* ktorch_bench.h - the `ktorch bench` subcommand: timing, statistics, tables,
   JSON/CSV/SVG output, peer comparison and regression checks.

   Include after ktorch.h in one C file (with KTORCH_IMPLEMENTATION defined,
   the CUDA and Vulkan implementations come with it; without, link them); the file
   must define _POSIX_C_SOURCE >= 199309L before any system header so that
   clock_gettime is declared. Include ktorch_cuda.h first to get CUDA rows.
   The statistics functions (kbench_median ... kbench_regression_level) are
   pure and tested by tests/test_bench_stats.c. docs/BENCH_SCHEMA.md
   describes the JSON written by --json.

   MIT License. Copyright (c) 2026 the ktorch authors (see ktorch.h). */
#ifndef KTORCH_BENCH_H
#define KTORCH_BENCH_H

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/utsname.h>

#if defined(__GNUC__) || defined(__clang__)
#define KBENCH__FN static __attribute__((unused))
#else
#define KBENCH__FN static
#endif

/* GPU backends load their runtime at run time (no link dependency), so the
   bench always carries them; define KTORCH_BENCH_NO_CUDA (CUDA and HIP,
   which shares its engine) or KTORCH_BENCH_NO_VULKAN to leave one out. */
#if !defined(KTORCH_BENCH_NO_CUDA) && !defined(KTORCH_CUDA_H)
#if defined(KTORCH_IMPLEMENTATION) && !defined(KTORCH_CUDA_IMPLEMENTATION)
#define KTORCH_CUDA_IMPLEMENTATION
#endif
#include "ktorch_cuda.h"
#if defined(KTORCH_IMPLEMENTATION) && !defined(KTORCH_HIP_IMPLEMENTATION)
#define KTORCH_HIP_IMPLEMENTATION
#endif
#include "ktorch_hip.h"
#endif

#if defined(KTORCH_CUDA_H)
#define KBENCH_HAVE_CUDA 1
#else
#define KBENCH_HAVE_CUDA 0
#endif
#if !defined(KTORCH_BENCH_NO_VULKAN) && !defined(KTORCH_VULKAN_H)
#if defined(KTORCH_IMPLEMENTATION) && !defined(KTORCH_VULKAN_IMPLEMENTATION)
#define KTORCH_VULKAN_IMPLEMENTATION
#endif
#include "ktorch_vulkan.h"
#endif
#if defined(KTORCH_VULKAN_H)
#define KBENCH_HAVE_VULKAN 1
#else
#define KBENCH_HAVE_VULKAN 0
#endif

/* Settings from the environment, which the library itself never reads:
   KTORCH_CPU_ISA for every context of the CLI, KTORCH_NUM_THREADS for the
   bench's CPU contexts (default: the online CPUs), and for the CUDA backend
   KTORCH_CUDA_CUBLASLT, KTORCH_CUDA_NO_CUBLASLT, KTORCH_CUDA_GEMM_NO_WGMMA,
   KTORCH_CUDA_CACHE_DIR; for HIP KTORCH_HIP_LIBRARY, KTORCH_HIPRTC_LIBRARY,
   KTORCH_HIP_CACHE_DIR. */
static ktorch_context_desc kbench_env_desc(void) {
    ktorch_context_desc d;
    memset(&d, 0, sizeof d);
    d.cpu_isa = getenv("KTORCH_CPU_ISA");
    if (getenv("KTORCH_NUM_THREADS")) d.num_threads = atoi(getenv("KTORCH_NUM_THREADS"));
    return d;
}
#if KBENCH_HAVE_CUDA
static int kbench_env_flag(const char *name) {
    const char *v = getenv(name);
    return v && *v && *v != '0';
}
static ktorch_cuda_desc kbench_env_cuda_desc(void) {
    ktorch_cuda_desc d;
    memset(&d, 0, sizeof d);
    d.libcublaslt_path = getenv("KTORCH_CUDA_CUBLASLT");
    d.no_cublaslt = kbench_env_flag("KTORCH_CUDA_NO_CUBLASLT");
    d.gemm_no_wgmma = kbench_env_flag("KTORCH_CUDA_GEMM_NO_WGMMA");
    d.cache_dir = getenv("KTORCH_CUDA_CACHE_DIR");
    return d;
}
/* An environment variable's value, NULL when unset or empty. */
static const char *kbench_env_str(const char *name) {
    const char *v = getenv(name);
    return v && *v ? v : NULL;
}
static ktorch_hip_desc kbench_env_hip_desc(void) {
    ktorch_hip_desc d;
    memset(&d, 0, sizeof d);
    d.libhip_path = kbench_env_str("KTORCH_HIP_LIBRARY");
    d.libhiprtc_path = kbench_env_str("KTORCH_HIPRTC_LIBRARY");
    d.cache_dir = kbench_env_str("KTORCH_HIP_CACHE_DIR");
    return d;
}
#endif

/* ======================================================================
   Statistics (pure; inputs are not modified unless stated)
   ====================================================================== */
KBENCH__FN int kbench__cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

/* Quantile of sorted data with linear interpolation between order
   statistics: position p*(n-1) (NumPy's default "linear" method). */
KBENCH__FN double kbench_quantile_sorted(const double *s, int n, double p) {
    double pos, frac;
    int i;
    if (n <= 0) return NAN;
    if (p <= 0) return s[0];
    if (p >= 1) return s[n - 1];
    pos = p * (n - 1);
    i = (int)floor(pos);
    frac = pos - i;
    if (i + 1 >= n) return s[n - 1];
    return s[i] + frac * (s[i + 1] - s[i]);
}

KBENCH__FN double kbench_median(const double *x, int n) {
    double *s, m;
    if (n <= 0) return NAN;
    s = (double *)malloc(sizeof(double) * (size_t)n);
    if (!s) return NAN;
    memcpy(s, x, sizeof(double) * (size_t)n);
    qsort(s, (size_t)n, sizeof(double), kbench__cmp_double);
    m = kbench_quantile_sorted(s, n, 0.5);
    free(s);
    return m;
}

KBENCH__FN double kbench_mean(const double *x, int n) {
    double s = 0;
    int i;
    if (n <= 0) return NAN;
    for (i = 0; i < n; i++) s += x[i];
    return s / n;
}

/* Sample standard deviation (n - 1 in the denominator); 0 for n < 2. */
KBENCH__FN double kbench_std(const double *x, int n) {
    double m, s = 0;
    int i;
    if (n < 2) return 0;
    m = kbench_mean(x, n);
    for (i = 0; i < n; i++) s += (x[i] - m) * (x[i] - m);
    return sqrt(s / (n - 1));
}

/* splitmix64: the resampling generator (reproducible in a few lines of
   any language, so the CI can be recomputed from the JSON trials). */
KBENCH__FN uint64_t kbench_rng_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Percentile-bootstrap 95% CI of the median: `resamples` resamples of n
   draws with replacement, index = (next >> 32) % n, then the 2.5% and 97.5%
   quantiles (linear) of the resampled medians. */
KBENCH__FN int kbench_bootstrap_median_ci(const double *x, int n, int resamples, uint64_t seed, double *lo, double *hi) {
    double *med, *tmp;
    uint64_t st = seed;
    int r, i;
    *lo = *hi = NAN;
    if (n <= 0 || resamples <= 0) return 0;
    med = (double *)malloc(sizeof(double) * (size_t)resamples);
    tmp = (double *)malloc(sizeof(double) * (size_t)n);
    if (!med || !tmp) {
        free(med);
        free(tmp);
        return 0;
    }
    for (r = 0; r < resamples; r++) {
        for (i = 0; i < n; i++) tmp[i] = x[(kbench_rng_next(&st) >> 32) % (uint64_t)n];
        qsort(tmp, (size_t)n, sizeof(double), kbench__cmp_double);
        med[r] = kbench_quantile_sorted(tmp, n, 0.5);
    }
    qsort(med, (size_t)resamples, sizeof(double), kbench__cmp_double);
    *lo = kbench_quantile_sorted(med, resamples, 0.025);
    *hi = kbench_quantile_sorted(med, resamples, 0.975);
    free(med);
    free(tmp);
    return 1;
}

/* Tukey fences: x is an outlier when below Q1 - 1.5 IQR or above
   Q3 + 1.5 IQR (quartiles by the linear method). flags[i] = 1 marks one.
   Returns the number of outliers. */
KBENCH__FN int kbench_tukey_outliers(const double *x, int n, unsigned char *flags, double *fence_lo, double *fence_hi) {
    double *s, q1, q3, lo, hi;
    int i, c = 0;
    if (n <= 0) return 0;
    s = (double *)malloc(sizeof(double) * (size_t)n);
    if (!s) return 0;
    memcpy(s, x, sizeof(double) * (size_t)n);
    qsort(s, (size_t)n, sizeof(double), kbench__cmp_double);
    q1 = kbench_quantile_sorted(s, n, 0.25);
    q3 = kbench_quantile_sorted(s, n, 0.75);
    free(s);
    lo = q1 - 1.5 * (q3 - q1);
    hi = q3 + 1.5 * (q3 - q1);
    for (i = 0; i < n; i++) {
        int o = x[i] < lo || x[i] > hi;
        if (flags) flags[i] = (unsigned char)o;
        c += o;
    }
    if (fence_lo) *fence_lo = lo;
    if (fence_hi) *fence_hi = hi;
    return c;
}

/* Regularized incomplete beta I_x(a, b) by its continued fraction
   (modified Lentz evaluation); the symmetry I_x(a,b) = 1 - I_{1-x}(b,a)
   keeps x on the side where the fraction converges fast. */
KBENCH__FN double kbench__betacf(double a, double b, double x) {
    const double tiny = 1e-300, eps = 1e-15;
    double f, c, d;
    int m;
    /* f = 0 + 1/(1 + d1/(1 + d2/(1 + ...))): Lentz with b0 = 0 (started at
       `tiny`), first numerator 1, then numerators d_k, all denominators 1 */
    f = tiny;
    c = tiny;
    d = 0.0;
    for (m = 0; m < 1000; m++) {
        int k;
        for (k = 0; k < 2; k++) {
            double num, delta;
            if (m == 0 && k == 0) {
                num = 1.0; /* leading term: the "1" numerator of 1/(1 + ...) */
            } else if (k == 1) {
                /* odd term d_{2m+1} */
                num = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1));
            } else {
                /* even term d_{2m} */
                num = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));
            }
            d = 1.0 + num * d;
            if (fabs(d) < tiny) d = tiny;
            c = 1.0 + num / c;
            if (fabs(c) < tiny) c = tiny;
            d = 1.0 / d;
            delta = c * d;
            f *= delta;
            if (fabs(delta - 1.0) < eps && m > 0) return f;
        }
    }
    return f;
}

KBENCH__FN double kbench_betainc(double a, double b, double x) {
    double lbeta, front;
    if (!(a > 0) || !(b > 0) || x != x) return NAN;
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    lbeta = lgamma(a) + lgamma(b) - lgamma(a + b);
    front = exp(a * log(x) + b * log1p(-x) - lbeta);
    if (x < (a + 1) / (a + b + 2)) return front * kbench__betacf(a, b, x) / a;
    return 1.0 - front * kbench__betacf(b, a, 1.0 - x) / b;
}

/* CDF of Student's t with df degrees of freedom (df > 0, not necessarily
   an integer): for t < 0, F = I_{df/(df+t^2)}(df/2, 1/2) / 2. */
KBENCH__FN double kbench_student_t_cdf(double t, double df) {
    double tail;
    if (!(df > 0) || t != t) return NAN;
    if (isinf(t)) return t > 0 ? 1.0 : 0.0;
    tail = 0.5 * kbench_betainc(df / 2, 0.5, df / (df + t * t));
    return t < 0 ? tail : 1.0 - tail;
}

/* Welch's unequal-variance t-test of mean(a) vs mean(b): t, the
   Welch-Satterthwaite df and the two-sided p-value. Needs na, nb >= 2.
   Two samples with zero variance give p = 1 when the means are equal and
   p = 0 otherwise. Returns 0 when the test is undefined. */
KBENCH__FN int kbench_welch(const double *a, int na, const double *b, int nb, double *t, double *df, double *p) {
    double ma, mb, va, vb, se2;
    *t = *df = *p = NAN;
    if (na < 2 || nb < 2) return 0;
    ma = kbench_mean(a, na);
    mb = kbench_mean(b, nb);
    va = kbench_std(a, na);
    vb = kbench_std(b, nb);
    va = va * va / na;
    vb = vb * vb / nb;
    se2 = va + vb;
    if (se2 <= 0) {
        *t = ma == mb ? 0 : (ma > mb ? INFINITY : -INFINITY);
        *df = na + nb - 2;
        *p = ma == mb ? 1.0 : 0.0;
        return 1;
    }
    *t = (ma - mb) / sqrt(se2);
    *df = se2 * se2 / (va * va / (na - 1) + vb * vb / (nb - 1));
    *p = kbench_betainc(*df / 2, 0.5, *df / (*df + *t * *t));
    return 1;
}

/* Cohen's d = (mean(a) - mean(b)) / pooled sample standard deviation. */
KBENCH__FN double kbench_cohen_d(const double *a, int na, const double *b, int nb) {
    double sa, sb, sp;
    if (na < 2 || nb < 2) return NAN;
    sa = kbench_std(a, na);
    sb = kbench_std(b, nb);
    sp = sqrt(((na - 1) * sa * sa + (nb - 1) * sb * sb) / (na + nb - 2));
    if (sp <= 0) return kbench_mean(a, na) == kbench_mean(b, nb) ? 0.0 : NAN;
    return (kbench_mean(a, na) - kbench_mean(b, nb)) / sp;
}

/* Regression levels of a new median against a baseline median. */
enum { KBENCH_REG_NONE = 0, KBENCH_REG_MINOR, KBENCH_REG_MODERATE, KBENCH_REG_MAJOR };
KBENCH__FN const char *kbench_level_name(int level) {
    static const char *const n[] = {"none", "minor", "moderate", "major"};
    return level >= 0 && level <= 3 ? n[level] : "?";
}
/* Slowdown of >= 2% / 5% / 10% (new/base - 1) that is also significant
   (p < 0.05); anything else is NONE. */
KBENCH__FN int kbench_regression_level(double base_median, double new_median, double p) {
    double slow;
    if (!(base_median > 0) || !(new_median > 0) || !(p < 0.05)) return KBENCH_REG_NONE;
    slow = new_median / base_median - 1.0;
    if (slow >= 0.10) return KBENCH_REG_MAJOR;
    if (slow >= 0.05) return KBENCH_REG_MODERATE;
    if (slow >= 0.02) return KBENCH_REG_MINOR;
    return KBENCH_REG_NONE;
}

/* ======================================================================
   A small JSON reader (for --compare / --baseline files)
   ====================================================================== */
enum { KBENCH_JNULL, KBENCH_JBOOL, KBENCH_JNUM, KBENCH_JSTR, KBENCH_JARR, KBENCH_JOBJ };
typedef struct kbench_json {
    int type;
    double num;
    char *str;
    int n, cap;
    struct kbench_json *items;
    char **keys;
} kbench_json;

KBENCH__FN void kbench_json_free(kbench_json *j) {
    int i;
    if (!j) return;
    for (i = 0; i < j->n; i++) {
        kbench_json_free(&j->items[i]);
        if (j->keys) free(j->keys[i]);
    }
    free(j->items);
    free(j->keys);
    free(j->str);
    memset(j, 0, sizeof *j);
}

typedef struct kbench__jp {
    const char *s;
    int depth;
} kbench__jp;

KBENCH__FN void kbench__jws(kbench__jp *p) {
    while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r') p->s++;
}

KBENCH__FN char *kbench__jstring(kbench__jp *p) {
    size_t cap = 16, len = 0;
    char *out;
    if (*p->s != '"') return NULL;
    p->s++;
    out = (char *)malloc(cap);
    if (!out) return NULL;
    while (*p->s && *p->s != '"') {
        char c = *p->s++;
        if ((unsigned char)c < 0x20) {
            free(out);
            return NULL;
        }
        if (c == '\\') {
            c = *p->s++;
            switch (c) {
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            case 'b': c = '\b'; break;
            case 'f': c = '\f'; break;
            case '"': case '\\': case '/': break;
            case 'u': {
                unsigned v = 0;
                int k;
                for (k = 0; k < 4; k++) {
                    char h = *p->s++;
                    v <<= 4;
                    if (h >= '0' && h <= '9') v |= (unsigned)(h - '0');
                    else if (h >= 'a' && h <= 'f') v |= (unsigned)(h - 'a' + 10);
                    else if (h >= 'A' && h <= 'F') v |= (unsigned)(h - 'A' + 10);
                    else { free(out); return NULL; }
                }
                c = v < 0x80 ? (char)v : '?'; /* names are ASCII; others are kept as '?' */
                break;
            }
            default: free(out); return NULL;
            }
        }
        if (len + 2 > cap) {
            char *t = (char *)realloc(out, cap *= 2);
            if (!t) { free(out); return NULL; }
            out = t;
        }
        out[len++] = c;
    }
    if (*p->s != '"') { free(out); return NULL; }
    p->s++;
    out[len] = '\0';
    return out;
}

KBENCH__FN int kbench__jvalue(kbench__jp *p, kbench_json *v);

KBENCH__FN int kbench__jpush(kbench_json *v, char *key) {
    if (v->n == v->cap) {
        int nc = v->cap ? v->cap * 2 : 8;
        kbench_json *ni = (kbench_json *)realloc(v->items, sizeof(kbench_json) * (size_t)nc);
        if (!ni) return 0;
        v->items = ni;
        if (v->type == KBENCH_JOBJ) {
            char **nk = (char **)realloc(v->keys, sizeof(char *) * (size_t)nc);
            if (!nk) return 0;
            v->keys = nk;
        }
        v->cap = nc;
    }
    memset(&v->items[v->n], 0, sizeof(kbench_json));
    if (v->type == KBENCH_JOBJ) v->keys[v->n] = key;
    v->n++;
    return 1;
}

KBENCH__FN int kbench__jvalue(kbench__jp *p, kbench_json *v) {
    memset(v, 0, sizeof *v);
    if (++p->depth > 64) return 0;
    kbench__jws(p);
    if (*p->s == '{' || *p->s == '[') {
        int obj = *p->s == '{';
        char close = obj ? '}' : ']';
        v->type = obj ? KBENCH_JOBJ : KBENCH_JARR;
        p->s++;
        kbench__jws(p);
        if (*p->s == close) { p->s++; p->depth--; return 1; }
        for (;;) {
            char *key = NULL;
            kbench__jws(p);
            if (obj) {
                key = kbench__jstring(p);
                if (!key) return 0;
                kbench__jws(p);
                if (*p->s != ':') { free(key); return 0; }
                p->s++;
            }
            if (!kbench__jpush(v, key)) { free(key); return 0; }
            if (!kbench__jvalue(p, &v->items[v->n - 1])) return 0;
            kbench__jws(p);
            if (*p->s == ',') { p->s++; continue; }
            if (*p->s == close) { p->s++; break; }
            return 0;
        }
    } else if (*p->s == '"') {
        v->type = KBENCH_JSTR;
        v->str = kbench__jstring(p);
        if (!v->str) return 0;
    } else if (strncmp(p->s, "true", 4) == 0 || strncmp(p->s, "false", 5) == 0) {
        v->type = KBENCH_JBOOL;
        v->num = p->s[0] == 't';
        p->s += p->s[0] == 't' ? 4 : 5;
    } else if (strncmp(p->s, "null", 4) == 0) {
        v->type = KBENCH_JNULL;
        p->s += 4;
    } else {
        char *end;
        v->type = KBENCH_JNUM;
        v->num = strtod(p->s, &end);
        if (end == p->s) return 0;
        p->s = end;
    }
    p->depth--;
    return 1;
}

/* Parse a NUL-terminated document; 0 on malformed input (*out is freed). */
KBENCH__FN int kbench_json_parse(const char *text, kbench_json *out) {
    kbench__jp p;
    p.s = text;
    p.depth = 0;
    if (!kbench__jvalue(&p, out)) {
        kbench_json_free(out);
        return 0;
    }
    kbench__jws(&p);
    if (*p.s) {
        kbench_json_free(out);
        return 0;
    }
    return 1;
}

KBENCH__FN const kbench_json *kbench_json_get(const kbench_json *o, const char *key) {
    int i;
    if (!o || o->type != KBENCH_JOBJ) return NULL;
    for (i = 0; i < o->n; i++)
        if (strcmp(o->keys[i], key) == 0) return &o->items[i];
    return NULL;
}
KBENCH__FN const char *kbench_json_str(const kbench_json *o, const char *key) {
    const kbench_json *v = kbench_json_get(o, key);
    return v && v->type == KBENCH_JSTR ? v->str : NULL;
}
KBENCH__FN double kbench_json_num(const kbench_json *o, const char *key) {
    const kbench_json *v = kbench_json_get(o, key);
    return v && v->type == KBENCH_JNUM ? v->num : NAN;
}

/* ======================================================================
   Rows
   ====================================================================== */
/* Truncating string copy (dst always terminated). */
KBENCH__FN void kbench__copy(char *dst, size_t cap, const char *s) {
    size_t i = 0;
    if (!cap) return;
    if (s)
        for (; s[i] && i + 1 < cap; i++) dst[i] = s[i];
    dst[i] = '\0';
}
#define KBENCH_COPY(dst, s) kbench__copy(dst, sizeof(dst), s)
#define KBENCH_MAX_TRIALS 1000
#define KBENCH_MAX_ROUNDS 16
typedef struct kbench_row {
    char name[160];     /* unique: op/variant/impl/dtype/shape */
    char config[160];   /* name without impl: rows of equal config compare across implementations */
    char group[96];     /* table heading: rows measured on the same problem size */
    char op[24], variant[40], impl[40], backend[16], device[96], dtype[16], shape[64];
    char params[256];   /* JSON object body: "\"b\":1,\"h\":8" */
    char baseline[160]; /* name of the row its speedup is measured against ("" = none) */
    char status[16];    /* ok | unsupported | error */
    char timer[16];     /* host_clock | device_events | none (not timed) */
    char note[200];
    int nq_axis;        /* sequence length for charts (0 = none) */
    double density;     /* fraction of visible pairs kept by a sparse pattern (0 = n/a) */
    int ntrials, reps, n_outliers;
    int nrounds, round_trials[KBENCH_MAX_ROUNDS]; /* trials taken in each round, in time order */
    double *trials;     /* seconds per call */
    unsigned char *outlier;
    double median, ci_lo, ci_hi, mean, std, tmin, tmax;
    double flops, bytes, tokens; /* per call; 0 = n/a; tokens: queries processed (throughput) */
    double mem_tokens;           /* B*N of memory per token (decode: the KV length) */
    double mem_peak, workspace;  /* pool bytes; < 0 = n/a */
    double speedup, welch_t, welch_df, p_value, cohen_d;
    int quant_kind;     /* 0 attention/other, 1 quantize, 2 dequantize, 3 matmul */
} kbench_row;

KBENCH__FN void kbench_row_init(kbench_row *r) {
    memset(r, 0, sizeof *r);
    strcpy(r->status, "ok");
    strcpy(r->timer, "none");
    r->mem_peak = r->workspace = -1;
    r->median = r->ci_lo = r->ci_hi = r->mean = r->std = r->tmin = r->tmax = NAN;
    r->speedup = r->welch_t = r->welch_df = r->p_value = r->cohen_d = NAN;
}

KBENCH__FN void kbench_row_free(kbench_row *r) {
    free(r->trials);
    free(r->outlier);
    r->trials = NULL;
    r->outlier = NULL;
}

typedef struct kbench_rows {
    kbench_row *v;
    int n, cap;
} kbench_rows;

KBENCH__FN kbench_row *kbench_rows_add(kbench_rows *rs) {
    if (rs->n == rs->cap) {
        int nc = rs->cap ? rs->cap * 2 : 64;
        kbench_row *nv = (kbench_row *)realloc(rs->v, sizeof(kbench_row) * (size_t)nc);
        if (!nv) return NULL;
        rs->v = nv;
        rs->cap = nc;
    }
    kbench_row_init(&rs->v[rs->n]);
    return &rs->v[rs->n++];
}

KBENCH__FN void kbench_rows_free(kbench_rows *rs) {
    int i;
    for (i = 0; i < rs->n; i++) kbench_row_free(&rs->v[i]);
    free(rs->v);
    memset(rs, 0, sizeof *rs);
}

KBENCH__FN kbench_row *kbench_rows_find(kbench_rows *rs, const char *name) {
    int i;
    for (i = 0; i < rs->n; i++)
        if (strcmp(rs->v[i].name, name) == 0) return &rs->v[i];
    return NULL;
}

#define KBENCH_BOOTSTRAP 2000
#define KBENCH_SEED 0x6b746f7263682121ull

/* Fill the summary statistics of a row from its trials. */
KBENCH__FN void kbench_row_summarize(kbench_row *r) {
    int i;
    if (r->ntrials <= 0) return;
    r->median = kbench_median(r->trials, r->ntrials);
    r->mean = kbench_mean(r->trials, r->ntrials);
    r->std = kbench_std(r->trials, r->ntrials);
    r->tmin = r->tmax = r->trials[0];
    for (i = 1; i < r->ntrials; i++) {
        if (r->trials[i] < r->tmin) r->tmin = r->trials[i];
        if (r->trials[i] > r->tmax) r->tmax = r->trials[i];
    }
    kbench_bootstrap_median_ci(r->trials, r->ntrials, KBENCH_BOOTSTRAP, KBENCH_SEED, &r->ci_lo, &r->ci_hi);
    if (!r->outlier) r->outlier = (unsigned char *)calloc((size_t)r->ntrials, 1);
    r->n_outliers = r->outlier ? kbench_tukey_outliers(r->trials, r->ntrials, r->outlier, NULL, NULL) : 0;
}

/* Speedup, Welch's t-test and Cohen's d of every row against its baseline. */
KBENCH__FN void kbench_rows_compare_baselines(kbench_rows *rs) {
    int i;
    for (i = 0; i < rs->n; i++) {
        kbench_row *r = &rs->v[i], *b;
        if (!r->baseline[0] || strcmp(r->status, "ok") != 0) continue;
        b = kbench_rows_find(rs, r->baseline);
        if (!b || strcmp(b->status, "ok") != 0 || !(r->median > 0)) continue;
        r->speedup = b->median / r->median;
        if (b != r) {
            kbench_welch(r->trials, r->ntrials, b->trials, b->ntrials, &r->welch_t, &r->welch_df, &r->p_value);
            r->cohen_d = kbench_cohen_d(r->trials, r->ntrials, b->trials, b->ntrials);
        }
    }
}

/* ======================================================================
   Machine description
   ====================================================================== */
typedef struct kbench_machine {
    char hostname[128], os[160], arch[64], cpu_model[160], isa[32], commit[64], date[32];
    int threads;
    double peak_gflops; /* measured FP32 FMA peak of the host, all threads: median of peak_runs */
    double peak_lo, peak_hi; /* the lowest and highest of those measurements */
    int peak_runs;
    /* the sweep's share of the machine: seconds of wall time, of CPU used
       by this process, by every other process, and stolen by the host
       (NaN where /proc/stat is not available) */
    double load_wall, load_cpu, load_other, load_steal;
} kbench_machine;

KBENCH__FN void kbench__trim(char *s) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' ')) s[--n] = '\0';
}

KBENCH__FN int kbench__read_line(const char *path, char *buf, size_t cap) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    if (!fgets(buf, (int)cap, f)) buf[0] = '\0';
    fclose(f);
    kbench__trim(buf);
    return buf[0] != '\0';
}

/* Commit: env KTORCH_COMMIT, else .git/HEAD of the current directory
   (worktrees and packed refs included), else "unknown". */
KBENCH__FN void kbench_commit(char *out, size_t cap) {
    char gitdir[512], head[512], path[1200], common[512], line[512];
    const char *env = getenv("KTORCH_COMMIT");
    struct stat sb;
    snprintf(out, cap, "unknown");
    if (env && *env) { snprintf(out, cap, "%s", env); return; }
    snprintf(gitdir, sizeof gitdir, ".git");
    if (stat(".git", &sb) != 0) return;
    if (!S_ISDIR(sb.st_mode)) {
        /* a worktree: ".git" is a file "gitdir: PATH" */
        if (!kbench__read_line(".git", line, sizeof line) || strncmp(line, "gitdir: ", 8) != 0) return;
        KBENCH_COPY(gitdir, line + 8);
    }
    KBENCH_COPY(common, gitdir);
    snprintf(path, sizeof path, "%s/commondir", gitdir);
    if (kbench__read_line(path, line, sizeof line)) {
        if (line[0] == '/') KBENCH_COPY(common, line);
        else snprintf(common, sizeof common, "%.250s/%.250s", gitdir, line);
    }
    snprintf(path, sizeof path, "%s/HEAD", gitdir);
    if (!kbench__read_line(path, head, sizeof head)) return;
    if (strncmp(head, "ref: ", 5) != 0) { snprintf(out, cap, "%.40s", head); return; }
    snprintf(path, sizeof path, "%s/%s", gitdir, head + 5);
    if (kbench__read_line(path, line, sizeof line)) { snprintf(out, cap, "%.40s", line); return; }
    snprintf(path, sizeof path, "%s/%s", common, head + 5);
    if (kbench__read_line(path, line, sizeof line)) { snprintf(out, cap, "%.40s", line); return; }
    snprintf(path, sizeof path, "%s/packed-refs", common);
    {
        FILE *f = fopen(path, "r");
        if (!f) return;
        while (fgets(line, sizeof line, f)) {
            kbench__trim(line);
            if (strlen(line) > 41 && line[40] == ' ' && strcmp(line + 41, head + 5) == 0) {
                snprintf(out, cap, "%.40s", line);
                break;
            }
        }
        fclose(f);
    }
}

KBENCH__FN void kbench_cpu_model(char *out, size_t cap) {
    char line[512];
    FILE *f = fopen("/proc/cpuinfo", "r");
    snprintf(out, cap, "unknown");
    if (!f) return;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0 || strncmp(line, "Model", 5) == 0) {
            char *c = strchr(line, ':');
            if (c) {
                c++;
                while (*c == ' ' || *c == '\t') c++;
                kbench__trim(c);
                snprintf(out, cap, "%s", c);
                break;
            }
        }
    }
    fclose(f);
}

KBENCH__FN double kbench_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Load snapshot: wall clock, CPU time of this process, busy and steal
   seconds of all CPUs (/proc/stat; NaN elsewhere). */
typedef struct kbench_load_snap {
    double wall, self, busy, steal;
} kbench_load_snap;
KBENCH__FN void kbench_load_snapshot(kbench_load_snap *s) {
    struct timespec ts;
    char line[512];
    FILE *f;
    s->wall = kbench_now();
    s->self = s->busy = s->steal = NAN;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == 0) s->self = (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
    f = fopen("/proc/stat", "r");
    if (!f) return;
    if (fgets(line, sizeof line, f) && strncmp(line, "cpu ", 4) == 0) {
        /* user nice system idle iowait irq softirq steal, in clock ticks */
        unsigned long long v[8] = {0, 0, 0, 0, 0, 0, 0, 0};
        long hz = sysconf(_SC_CLK_TCK);
        if (sscanf(line + 4, "%llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]) >= 7 &&
            hz > 0) {
            s->busy = (double)(v[0] + v[1] + v[2] + v[5] + v[6]) / (double)hz;
            s->steal = (double)v[7] / (double)hz;
        }
    }
    fclose(f);
}
/* Fill m's load fields from two snapshots. */
KBENCH__FN void kbench_load_between(kbench_machine *m, const kbench_load_snap *a, const kbench_load_snap *b) {
    double other;
    m->load_wall = b->wall - a->wall;
    m->load_cpu = b->self - a->self;
    other = (b->busy - a->busy) - m->load_cpu;
    m->load_other = other == other ? (other > 0 ? other : 0) : NAN;
    m->load_steal = b->steal - a->steal;
}

/* ---- FP32 FMA peak of the host: independent FMA chains on every thread -- */
typedef struct kbench__peak {
    int width;
    long iters;
    float sink[256];
    double rate[256]; /* per task: bursts per second of its fastest burst */
} kbench__peak;
#define KBENCH__PEAK_BURSTS 16
#define KBENCH__PEAK_RUNS 5
#define KBENCH__CHAINS 12

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define KBENCH__X86 1
/* Twelve named accumulators (an array would live in memory): enough
   independent chains to cover FMA latency times two pipes. */
#define KBENCH__CHAIN_BODY(FMA, ADD)                                                      \
    for (i = 0; i < n; i++) {                                                            \
        a0 = FMA(a0, b, c); a1 = FMA(a1, b, c); a2 = FMA(a2, b, c); a3 = FMA(a3, b, c);     \
        a4 = FMA(a4, b, c); a5 = FMA(a5, b, c); a6 = FMA(a6, b, c); a7 = FMA(a7, b, c);     \
        a8 = FMA(a8, b, c); a9 = FMA(a9, b, c); a10 = FMA(a10, b, c); a11 = FMA(a11, b, c); \
    }                                                                                    \
    a0 = ADD(ADD(ADD(a0, a1), ADD(a2, a3)), ADD(ADD(a4, a5), ADD(a6, a7)));              \
    a0 = ADD(a0, ADD(ADD(a8, a9), ADD(a10, a11)))
__attribute__((target("avx512f"))) static float kbench__fma512(long n) {
    __m512 a0 = _mm512_set1_ps(1.00f), a1 = _mm512_set1_ps(1.01f), a2 = _mm512_set1_ps(1.02f), a3 = _mm512_set1_ps(1.03f);
    __m512 a4 = _mm512_set1_ps(1.04f), a5 = _mm512_set1_ps(1.05f), a6 = _mm512_set1_ps(1.06f), a7 = _mm512_set1_ps(1.07f);
    __m512 a8 = _mm512_set1_ps(1.08f), a9 = _mm512_set1_ps(1.09f), a10 = _mm512_set1_ps(1.10f), a11 = _mm512_set1_ps(1.11f);
    const __m512 b = _mm512_set1_ps(0.9999999f), c = _mm512_set1_ps(1e-8f);
    float out[16], s = 0;
    long i;
    int j;
    KBENCH__CHAIN_BODY(_mm512_fmadd_ps, _mm512_add_ps);
    _mm512_storeu_ps(out, a0);
    for (j = 0; j < 16; j++) s += out[j];
    return s;
}
__attribute__((target("avx2,fma"))) static float kbench__fma256(long n) {
    __m256 a0 = _mm256_set1_ps(1.00f), a1 = _mm256_set1_ps(1.01f), a2 = _mm256_set1_ps(1.02f), a3 = _mm256_set1_ps(1.03f);
    __m256 a4 = _mm256_set1_ps(1.04f), a5 = _mm256_set1_ps(1.05f), a6 = _mm256_set1_ps(1.06f), a7 = _mm256_set1_ps(1.07f);
    __m256 a8 = _mm256_set1_ps(1.08f), a9 = _mm256_set1_ps(1.09f), a10 = _mm256_set1_ps(1.10f), a11 = _mm256_set1_ps(1.11f);
    const __m256 b = _mm256_set1_ps(0.9999999f), c = _mm256_set1_ps(1e-8f);
    float out[8], s = 0;
    long i;
    int j;
    KBENCH__CHAIN_BODY(_mm256_fmadd_ps, _mm256_add_ps);
    _mm256_storeu_ps(out, a0);
    for (j = 0; j < 8; j++) s += out[j];
    return s;
}
#else
#define KBENCH__X86 0
#endif

KBENCH__FN float kbench__fma1(long n) {
    float a[KBENCH__CHAINS], s = 0;
    long i;
    int j;
    for (j = 0; j < KBENCH__CHAINS; j++) a[j] = 1.0f + 0.01f * j;
    for (i = 0; i < n; i++)
        for (j = 0; j < KBENCH__CHAINS; j++) a[j] = a[j] * 0.9999999f + 1e-8f;
    for (j = 0; j < KBENCH__CHAINS; j++) s += a[j];
    return s;
}

KBENCH__FN void kbench__peak_task(void *arg, int64_t index, int thread) {
    kbench__peak *p = (kbench__peak *)arg;
    double best = 0;
    int b;
    (void)thread;
    for (b = 0; b < KBENCH__PEAK_BURSTS; b++) {
        double t0 = kbench_now(), t;
        float s;
#if KBENCH__X86
        if (p->width == 16) s = kbench__fma512(p->iters);
        else if (p->width == 8) s = kbench__fma256(p->iters);
        else
#endif
            s = kbench__fma1(p->iters);
        t = kbench_now() - t0;
        p->sink[index & 255] += s;
        if (t > 0 && 1 / t > best) best = 1 / t;
    }
    p->rate[index & 255] = best;
}

/* Measured, not nominal. One measurement: a task per thread, all at once,
   each timing short bursts of FMA chains and keeping its fastest (a burst
   no other process interrupted); the peak is the sum of their rates. The
   median of five measurements is reported with their range, so runs on a
   busy machine give about the same figure and show how far it moved. */
KBENCH__FN double kbench_cpu_peak_gflops(ktorch_context *ctx, double *lo, double *hi) {
    kbench__peak p;
    const char *isa = ktorch_cpu_isa(ctx);
    int nt = ktorch_num_threads(ctx), r, i;
    double g[KBENCH__PEAK_RUNS];
    if (nt > 256) nt = 256;
    memset(&p, 0, sizeof p);
    p.width = strcmp(isa, "avx512") == 0 || strcmp(isa, "amx") == 0 ? 16 : strcmp(isa, "avx2") == 0 ? 8 : 1;
#if !KBENCH__X86
    p.width = 1;
#endif
    p.iters = p.width == 1 ? 200000L : 100000L;
    for (r = 0; r < KBENCH__PEAK_RUNS; r++) {
        double sum = 0;
        memset(p.rate, 0, sizeof p.rate);
        ktorch_parallel_for(ctx, kbench__peak_task, &p, nt);
        for (i = 0; i < nt; i++) sum += p.rate[i];
        g[r] = 2.0 * KBENCH__CHAINS * p.width * (double)p.iters * sum * 1e-9;
    }
    qsort(g, KBENCH__PEAK_RUNS, sizeof g[0], kbench__cmp_double);
    *lo = g[0];
    *hi = g[KBENCH__PEAK_RUNS - 1];
    return g[KBENCH__PEAK_RUNS / 2];
}

/* Sustained FP32 FMA rate of the context's threads: one long burst each
   (about 0.2 s), all at once, timed by the wall clock around them. Unlike
   the peak above (the sum of each thread's best moment) it shows threads
   that share a core (SMT) and a clock that drops under sustained AVX-512. */
KBENCH__FN void kbench__sustain_task(void *arg, int64_t index, int thread) {
    kbench__peak *p = (kbench__peak *)arg;
    float s;
    (void)thread;
#if KBENCH__X86
    if (p->width == 16) s = kbench__fma512(p->iters);
    else if (p->width == 8) s = kbench__fma256(p->iters);
    else
#endif
        s = kbench__fma1(p->iters);
    p->sink[index & 255] += s;
}
KBENCH__FN double kbench_cpu_sustained_gflops(ktorch_context *ctx) {
    kbench__peak p;
    const char *isa = ktorch_cpu_isa(ctx);
    int nt = ktorch_num_threads(ctx);
    double t0;
    memset(&p, 0, sizeof p);
    p.width = strcmp(isa, "avx512") == 0 || strcmp(isa, "amx") == 0 ? 16 : strcmp(isa, "avx2") == 0 ? 8 : 1;
#if !KBENCH__X86
    p.width = 1;
#endif
    p.iters = p.width == 1 ? 20000000L : 100000000L;
    t0 = kbench_now();
    ktorch_parallel_for(ctx, kbench__sustain_task, &p, nt);
    return 2.0 * KBENCH__CHAINS * p.width * (double)p.iters * nt / (kbench_now() - t0) * 1e-9;
}

KBENCH__FN void kbench_machine_fill(ktorch_context *ctx, kbench_machine *m, int measure_peak) {
    struct utsname u;
    time_t now = time(NULL);
    struct tm tmv;
    memset(m, 0, sizeof *m);
    if (gethostname(m->hostname, sizeof m->hostname - 1) != 0) strcpy(m->hostname, "unknown");
    if (uname(&u) == 0) {
        snprintf(m->os, sizeof m->os, "%.60s %.90s", u.sysname, u.release);
        snprintf(m->arch, sizeof m->arch, "%.60s", u.machine);
    }
    kbench_cpu_model(m->cpu_model, sizeof m->cpu_model);
    KBENCH_COPY(m->isa, ktorch_cpu_isa(ctx));
    m->threads = ktorch_num_threads(ctx);
    kbench_commit(m->commit, sizeof m->commit);
    gmtime_r(&now, &tmv);
    strftime(m->date, sizeof m->date, "%Y-%m-%dT%H:%M:%SZ", &tmv);
    m->peak_gflops = m->peak_lo = m->peak_hi = NAN;
    if (measure_peak) {
        m->peak_gflops = kbench_cpu_peak_gflops(ctx, &m->peak_lo, &m->peak_hi);
        m->peak_runs = KBENCH__PEAK_RUNS;
    }
    m->load_wall = m->load_cpu = m->load_other = m->load_steal = NAN;
}

/* ======================================================================
   Writers: JSON, CSV, tables, SVG
   ====================================================================== */
KBENCH__FN void kbench__jstr(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
        else if (c < 0x20) fprintf(f, "\\u%04x", c);
        else fputc(c, f);
    }
    fputc('"', f);
}
KBENCH__FN void kbench__jnum(FILE *f, double v) {
    if (v != v || isinf(v)) fputs("null", f);
    else fprintf(f, "%.9g", v);
}
/* `, "name": v` */
KBENCH__FN void kbench__jfield(FILE *f, const char *name, double v) {
    fprintf(f, ", \"%s\": ", name);
    kbench__jnum(f, v);
}

typedef struct kbench_opts {
    int full, trials, warmup, rounds, trials_set, warmup_set, min_trial_set, rounds_set;
    double min_trial_s;
    const char *backend, *filter, *json, *csv, *svg, *compare, *baseline, *stability[2];
    int fail_on; /* KBENCH_REG_* level that fails; 0 = never */
    int list;
} kbench_opts;

KBENCH__FN int kbench_write_json(const char *path, const kbench_machine *m, const kbench_opts *o, const kbench_rows *rs) {
    FILE *f = fopen(path, "w");
    int i, j;
    if (!f) return 0;
    fprintf(f, "{\n  \"schema\": \"ktorch-bench/1\",\n  \"tool\": \"ktorch %s\",\n", ktorch_version_string());
    fprintf(f, "  \"date\": \"%s\",\n  \"commit\": ", m->date);
    kbench__jstr(f, m->commit);
    fprintf(f, ",\n  \"mode\": \"%s\",\n  \"machine\": {\"hostname\": ", o->full ? "full" : "quick");
    kbench__jstr(f, m->hostname);
    fputs(", \"os\": ", f);
    kbench__jstr(f, m->os);
    fputs(", \"arch\": ", f);
    kbench__jstr(f, m->arch);
    fputs(", \"cpu_model\": ", f);
    kbench__jstr(f, m->cpu_model);
    fprintf(f, ", \"isa\": \"%s\", \"threads\": %d, \"peak_gflops\": ", m->isa, m->threads);
    kbench__jnum(f, m->peak_gflops);
    fputs(", \"peak_gflops_range\": [", f);
    kbench__jnum(f, m->peak_lo);
    fputs(", ", f);
    kbench__jnum(f, m->peak_hi);
    fputs("]},\n  \"load\": {\"wall_s\": ", f);
    kbench__jnum(f, m->load_wall);
    kbench__jfield(f, "cpu_s", m->load_cpu);
    kbench__jfield(f, "other_cpu_s", m->load_other);
    kbench__jfield(f, "steal_s", m->load_steal);
    fprintf(f, "},\n  \"settings\": {\"warmup\": %d, \"trials\": %d, \"rounds\": %d, \"min_trial_ms\": ", o->warmup, o->trials,
            o->rounds);
    kbench__jnum(f, o->min_trial_s * 1e3);
    fprintf(f, ", \"bootstrap_resamples\": %d, \"bootstrap_seed\": %llu, \"filter\": ", KBENCH_BOOTSTRAP,
            (unsigned long long)KBENCH_SEED);
    if (o->filter) kbench__jstr(f, o->filter);
    else fputs("null", f);
    fputs(", \"backend\": ", f);
    if (o->backend) kbench__jstr(f, o->backend);
    else fputs("null", f);
    fputs("},\n  \"rows\": [", f);
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i];
        double med = r->median;
        fprintf(f, "%s\n    {\"name\": ", i ? "," : "");
        kbench__jstr(f, r->name);
        fputs(", \"config\": ", f);
        kbench__jstr(f, r->config);
        fputs(", \"group\": ", f);
        kbench__jstr(f, r->group);
        fprintf(f, ", \"op\": \"%s\", \"variant\": \"%s\", \"impl\": \"%s\", \"backend\": \"%s\", \"device\": ", r->op, r->variant,
                r->impl, r->backend);
        kbench__jstr(f, r->device);
        fprintf(f, ", \"dtype\": \"%s\", \"shape\": \"%s\", \"params\": {%s},\n     \"status\": \"%s\", \"timer\": \"%s\", \"note\": ",
                r->dtype, r->shape, r->params, r->status, r->timer);
        kbench__jstr(f, r->note);
        fprintf(f, ", \"reps_per_trial\": %d, \"round_trials\": [", r->reps);
        for (j = 0; j < r->nrounds; j++) fprintf(f, "%s%d", j ? ", " : "", r->round_trials[j]);
        fputs("], \"trials_ms\": [", f);
        for (j = 0; j < r->ntrials; j++) {
            if (j) fputs(", ", f);
            kbench__jnum(f, r->trials[j] * 1e3);
        }
        fputs("],\n     \"median_ms\": ", f);
        kbench__jnum(f, med * 1e3);
        fputs(", \"ci95_ms\": [", f);
        kbench__jnum(f, r->ci_lo * 1e3);
        fputs(", ", f);
        kbench__jnum(f, r->ci_hi * 1e3);
        fputs("], \"mean_ms\": ", f);
        kbench__jnum(f, r->mean * 1e3);
        kbench__jfield(f, "std_ms", r->std * 1e3);
        kbench__jfield(f, "min_ms", r->tmin * 1e3);
        kbench__jfield(f, "max_ms", r->tmax * 1e3);
        fputs(", \"outliers\": [", f);
        {
            int first = 1;
            for (j = 0; j < r->ntrials; j++)
                if (r->outlier && r->outlier[j]) {
                    fprintf(f, "%s%d", first ? "" : ", ", j);
                    first = 0;
                }
        }
        fputs("],\n     \"flops\": ", f);
        kbench__jnum(f, r->flops > 0 ? r->flops : NAN);
        kbench__jfield(f, "tflops", r->flops > 0 ? r->flops / med * 1e-12 : NAN);
        kbench__jfield(f, "bytes", r->bytes > 0 ? r->bytes : NAN);
        kbench__jfield(f, "gbps", r->bytes > 0 ? r->bytes / med * 1e-9 : NAN);
        kbench__jfield(f, "tokens", r->tokens > 0 ? r->tokens : NAN);
        kbench__jfield(f, "tokens_per_s", r->tokens > 0 ? r->tokens / med : NAN);
        kbench__jfield(f, "mem_peak_bytes", r->mem_peak >= 0 ? r->mem_peak : NAN);
        kbench__jfield(f, "workspace_bytes", r->workspace >= 0 ? r->workspace : NAN);
        kbench__jfield(f, "mem_per_token_bytes", r->mem_peak >= 0 && r->mem_tokens > 0 ? r->mem_peak / r->mem_tokens : NAN);
        kbench__jfield(f, "density", r->density > 0 ? r->density : NAN);
        fputs(",\n     \"baseline\": ", f);
        if (r->baseline[0]) kbench__jstr(f, r->baseline);
        else fputs("null", f);
        kbench__jfield(f, "speedup", r->speedup);
        kbench__jfield(f, "welch_t", r->welch_t);
        kbench__jfield(f, "welch_df", r->welch_df);
        kbench__jfield(f, "p_value", r->p_value);
        kbench__jfield(f, "cohen_d", r->cohen_d);
        fputs("}", f);
    }
    fputs("\n  ]\n}\n", f);
    return fclose(f) == 0;
}

KBENCH__FN void kbench__csv_str(FILE *f, const char *s) {
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}
KBENCH__FN void kbench__csv_num(FILE *f, double v) {
    fputc(',', f);
    if (v == v && !isinf(v)) fprintf(f, "%.9g", v);
}

KBENCH__FN int kbench_write_csv(const char *path, const kbench_rows *rs) {
    FILE *f = fopen(path, "w");
    int i;
    if (!f) return 0;
    fputs("name,config,op,variant,impl,backend,dtype,shape,status,trials,reps_per_trial,median_ms,ci95_lo_ms,ci95_hi_ms,"
          "mean_ms,std_ms,outliers,flops,tflops,bytes,gbps,tokens_per_s,mem_peak_bytes,workspace_bytes,"
          "mem_per_token_bytes,baseline,speedup,p_value,cohen_d\n",
          f);
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i];
        double med = r->median;
        kbench__csv_str(f, r->name);
        fputc(',', f);
        kbench__csv_str(f, r->config);
        fprintf(f, ",%s,%s,%s,%s,%s,%s,%s,%d,%d", r->op, r->variant, r->impl, r->backend, r->dtype, r->shape, r->status,
                r->ntrials, r->reps);
        kbench__csv_num(f, med * 1e3);
        kbench__csv_num(f, r->ci_lo * 1e3);
        kbench__csv_num(f, r->ci_hi * 1e3);
        kbench__csv_num(f, r->mean * 1e3);
        kbench__csv_num(f, r->std * 1e3);
        fprintf(f, ",%d", r->n_outliers);
        kbench__csv_num(f, r->flops > 0 ? r->flops : NAN);
        kbench__csv_num(f, r->flops > 0 ? r->flops / med * 1e-12 : NAN);
        kbench__csv_num(f, r->bytes > 0 ? r->bytes : NAN);
        kbench__csv_num(f, r->bytes > 0 ? r->bytes / med * 1e-9 : NAN);
        kbench__csv_num(f, r->tokens > 0 ? r->tokens / med : NAN);
        kbench__csv_num(f, r->mem_peak >= 0 ? r->mem_peak : NAN);
        kbench__csv_num(f, r->workspace >= 0 ? r->workspace : NAN);
        kbench__csv_num(f, r->mem_peak >= 0 && r->mem_tokens > 0 ? r->mem_peak / r->mem_tokens : NAN);
        fputc(',', f);
        kbench__csv_str(f, r->baseline);
        kbench__csv_num(f, r->speedup);
        kbench__csv_num(f, r->p_value);
        kbench__csv_num(f, r->cohen_d);
        fputc('\n', f);
    }
    return fclose(f) == 0;
}

KBENCH__FN void kbench__fmt_bytes(char *buf, size_t cap, double b) {
    if (!(b >= 0)) snprintf(buf, cap, "-");
    else if (b >= 1048576.0) snprintf(buf, cap, "%.2f MiB", b / 1048576.0);
    else if (b >= 1024.0) snprintf(buf, cap, "%.1f KiB", b / 1024.0);
    else snprintf(buf, cap, "%.0f B", b);
}

KBENCH__FN void kbench__fmt_rate(char *buf, size_t cap, double v, const char *unit) {
    if (!(v > 0)) snprintf(buf, cap, "-");
    else if (v >= 1e9) snprintf(buf, cap, "%.2f G%s", v * 1e-9, unit);
    else if (v >= 1e6) snprintf(buf, cap, "%.2f M%s", v * 1e-6, unit);
    else if (v >= 1e3) snprintf(buf, cap, "%.1f k%s", v * 1e-3, unit);
    else snprintf(buf, cap, "%.1f %s", v, unit);
}

/* Markdown tables, one per group, in the order groups first appear. */
KBENCH__FN void kbench_print_tables(FILE *f, const kbench_rows *rs) {
    int i, j;
    for (i = 0; i < rs->n; i++) {
        int seen = 0;
        for (j = 0; j < i; j++)
            if (strcmp(rs->v[j].group, rs->v[i].group) == 0) seen = 1;
        if (seen) continue;
        fprintf(f, "\n### %s\n\n", rs->v[i].group);
        fprintf(f, "| Implementation | Time (ms) | 95%% CI (ms) | Speedup | Throughput | TFLOP/s | Memory/token | Workspace |\n");
        fprintf(f, "|---|---|---|---|---|---|---|---|\n");
        for (j = i; j < rs->n; j++) {
            const kbench_row *r = &rs->v[j];
            char thr[48], mem[48], ws[48], sp[48], tf[32];
            const char *isa;
            if (strcmp(r->group, rs->v[i].group) != 0) continue;
            if (strcmp(r->status, "ok") != 0) {
                fprintf(f, "| %s/%s | %s: %s | | | | | | |\n", r->variant, r->impl, r->status, r->note);
                continue;
            }
            if (r->tokens > 0) kbench__fmt_rate(thr, sizeof thr, r->tokens / r->median, "tok/s");
            else if (r->bytes > 0) snprintf(thr, sizeof thr, "%.2f GB/s", r->bytes / r->median * 1e-9);
            else snprintf(thr, sizeof thr, "-");
            kbench__fmt_bytes(mem, sizeof mem, r->mem_peak >= 0 && r->mem_tokens > 0 ? r->mem_peak / r->mem_tokens : -1);
            kbench__fmt_bytes(ws, sizeof ws, r->workspace);
            if (r->speedup == r->speedup) {
                if (r->p_value == r->p_value)
                    snprintf(sp, sizeof sp, "%.2fx%s", r->speedup, r->p_value < 0.05 ? "" : " (n.s.)");
                else snprintf(sp, sizeof sp, "%.2fx", r->speedup);
            } else snprintf(sp, sizeof sp, "-");
            if (r->flops > 0) snprintf(tf, sizeof tf, "%.4f", r->flops / r->median * 1e-12);
            else snprintf(tf, sizeof tf, "-");
            /* the kernel-set rows differ only in dtype and ISA */
            isa = strstr(r->shape, "_isa_");
            fprintf(f, "| %s/%s%s%s%s%s%s | %.4g | %.4g-%.4g | %s | %s | %s | %s | %s |\n", r->variant, r->impl, isa ? " " : "",
                    isa ? r->dtype : "", isa ? " " : "", isa ? isa + 5 : "", r->n_outliers ? " *" : "", r->median * 1e3, r->ci_lo * 1e3, r->ci_hi * 1e3, sp, thr, tf, mem, ws);
        }
    }
    fprintf(f, "\n(* = Tukey outliers among the trials, kept; n.s. = not significant vs the baseline, Welch p >= 0.05)\n");
}

/* Quantization summary: one line per format. */
KBENCH__FN void kbench_print_quant_table(FILE *f, const kbench_rows *rs) {
    int i, any = 0;
    for (i = 0; i < rs->n; i++)
        if (rs->v[i].quant_kind && strcmp(rs->v[i].status, "ok") == 0) any = 1;
    if (!any) return;
    fprintf(f, "\n### Quantization formats\n\n| Format | Op | Shape | Time (ms) | GB/s | %% of memcpy | GFLOP/s | Speedup vs f32 |\n|---|---|---|---|---|---|---|---|\n");
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i], *cp = NULL;
        char gb[32], gf[32], sp[32], pc[32];
        int j;
        if (!r->quant_kind || strcmp(r->status, "ok") != 0) continue;
        for (j = 0; j < rs->n && r->quant_kind == 3; j++) /* the memcpy row of the same group: weight bytes read vs bytes copied */
            if (strcmp(rs->v[j].variant, "memcpy") == 0 && strcmp(rs->v[j].group, r->group) == 0 && strcmp(rs->v[j].status, "ok") == 0) cp = &rs->v[j];
        if (r->bytes > 0) snprintf(gb, sizeof gb, "%.2f", r->bytes / r->median * 1e-9);
        else snprintf(gb, sizeof gb, "-");
        if (cp && r->bytes > 0) snprintf(pc, sizeof pc, "%.0f%%", 100.0 * (r->bytes / r->median) / (cp->bytes / cp->median));
        else snprintf(pc, sizeof pc, "-");
        if (r->flops > 0) snprintf(gf, sizeof gf, "%.1f", r->flops / r->median * 1e-9);
        else snprintf(gf, sizeof gf, "-");
        if (r->speedup == r->speedup) snprintf(sp, sizeof sp, "%.2fx", r->speedup);
        else snprintf(sp, sizeof sp, "-");
        fprintf(f, "| %s | %s | %s | %.4g | %s | %s | %s | %s |\n", r->dtype, r->op, r->shape, r->median * 1e3, gb, pc, gf, sp);
    }
}

/* ---- SVG ------------------------------------------------------------- */
static const char *const kbench__colors[] = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                             "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};
/* Series that coincide stay visible: each has its own dash pattern and
   marker, drawn hollow over the earlier ones. */
static const char *const kbench__dashes[] = {"", "8,4", "2,3", "10,3,2,3"};

typedef struct kbench__series {
    char label[96];
    int n;
    double x[64], y[64];
} kbench__series;

/* Axis: linear or log10 (log2 for the x of sequence lengths); ticks chosen
   so their labels are distinct readable numbers. */
typedef struct kbench__axis {
    int scale; /* 0 linear, 2 log2, 10 log10 */
    double lo, hi; /* linear: data range; log: exponents */
    int nticks;
    double ticks[24];
} kbench__axis;

/* A tick number as a person writes it: 0.25, 512, 16384, 20k, 1.5M. */
KBENCH__FN void kbench_fmt_tick(char *buf, size_t cap, double v) {
    double a = fabs(v);
    if (a >= 1e9 && fmod(a, 1e8) == 0) snprintf(buf, cap, "%gG", v / 1e9);
    else if (a >= 1e6 && fmod(a, 1e5) == 0) snprintf(buf, cap, "%gM", v / 1e6);
    else if (a >= 1e4 && fmod(a, 100) == 0) snprintf(buf, cap, "%gk", v / 1e3);
    else if (v == floor(v) && a < 1e15) snprintf(buf, cap, "%.0f", v);
    else snprintf(buf, cap, "%.4g", v);
}

/* A measured value with about three significant digits: 0.0123, 45.6, 5120, 123k. */
KBENCH__FN void kbench_fmt_value(char *buf, size_t cap, double v) {
    double a = fabs(v);
    if (a >= 1e9) snprintf(buf, cap, "%.3gG", v / 1e9);
    else if (a >= 1e6) snprintf(buf, cap, "%.3gM", v / 1e6);
    else if (a >= 1e4) snprintf(buf, cap, "%.3gk", v / 1e3);
    else if (a >= 100) snprintf(buf, cap, "%.0f", v);
    else snprintf(buf, cap, "%.3g", v);
}

/* Linear ticks: 0 (or the minimum) to the maximum in steps of 1, 2, 2.5 or
   5 times a power of ten, about five of them. */
KBENCH__FN void kbench__axis_linear(kbench__axis *a, double lo, double hi) {
    static const double m[4] = {1, 2, 2.5, 5};
    double span, p, step = 1, v;
    int i;
    if (lo > 0) lo = 0;
    if (!(hi > lo)) hi = lo + 1;
    span = hi - lo;
    p = pow(10, floor(log10(span / 5)));
    for (i = 0; i < 4; i++) {
        step = m[i] * p;
        if (span / step <= 6) break;
    }
    if (i == 4) step = 10 * p;
    a->scale = 0;
    a->lo = floor(lo / step) * step;
    a->hi = ceil(hi / step - 1e-9) * step;
    a->nticks = 0;
    for (v = a->lo; v <= a->hi + step * 1e-6 && a->nticks < 24; v += step) a->ticks[a->nticks++] = fabs(v) < step * 1e-9 ? 0 : v;
}

/* Log ticks: every power of the base over the data; on log10 axes of at
   most two decades also 2 and 5 times each power. */
KBENCH__FN void kbench__axis_log(kbench__axis *a, int base, double lo, double hi) {
    double e0 = floor(base == 2 ? log2(lo) : log10(lo)), e1 = ceil(base == 2 ? log2(hi) : log10(hi)), e;
    if (e1 <= e0) e1 = e0 + 1;
    a->scale = base;
    a->lo = e0;
    a->hi = e1;
    a->nticks = 0;
    for (e = e0; e <= e1 + 1e-9 && a->nticks < 22; e += 1) {
        double v = pow(base, e);
        a->ticks[a->nticks++] = v;
        if (base == 10 && e1 - e0 <= 2 && e < e1 - 1e-9) {
            a->ticks[a->nticks++] = 2 * v;
            a->ticks[a->nticks++] = 5 * v;
        }
    }
}

/* Position 0..1 of v along the axis. */
KBENCH__FN double kbench__axis_pos(const kbench__axis *a, double v) {
    double t = a->scale == 0 ? v : a->scale == 2 ? log2(v) : log10(v);
    return (t - a->lo) / (a->hi - a->lo);
}

KBENCH__FN void kbench__svg_head(FILE *f, const char *title, int w, int h) {
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
               "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            w, h, w, h);
    fprintf(f, "<text x=\"%d\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">%s</text>\n", w / 2, title);
}

/* Marker k (circle, square, triangle, diamond) at (x, y). */
KBENCH__FN void kbench__svg_marker(FILE *f, int k, double x, double y, const char *c, int hollow) {
    const char *fill = hollow ? "white" : c;
    switch (k % 4) {
    case 0: fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\"", x, y); break;
    case 1: fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"7\" height=\"7\"", x - 3.5, y - 3.5); break;
    case 2: fprintf(f, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"", x, y - 4.5, x - 4, y + 3, x + 4, y + 3); break;
    default: fprintf(f, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\"", x, y - 4.5, x + 4.5, y, x, y + 4.5, x - 4.5, y); break;
    }
    fprintf(f, " fill=\"%s\" stroke=\"%s\" stroke-width=\"1.5\"", fill, c);
}

/* Sorts the points of a series by x. */
KBENCH__FN void kbench__series_sort(kbench__series *s) {
    int a, b;
    for (a = 1; a < s->n; a++)
        for (b = a; b > 0 && s->x[b - 1] > s->x[b]; b--) {
            double t = s->x[b];
            s->x[b] = s->x[b - 1];
            s->x[b - 1] = t;
            t = s->y[b];
            s->y[b] = s->y[b - 1];
            s->y[b - 1] = t;
        }
}

/* Index of an earlier series with the same points as s[i], or -1. */
KBENCH__FN int kbench__series_same(const kbench__series *s, int i) {
    int j, k;
    for (j = 0; j < i; j++) {
        if (s[j].n != s[i].n) continue;
        for (k = 0; k < s[i].n; k++)
            if (s[j].x[k] != s[i].x[k] || fabs(s[j].y[k] - s[i].y[k]) > 1e-9 * fabs(s[i].y[k])) break;
        if (k == s[i].n) return j;
    }
    return -1;
}

/* Line chart; xscale/yscale 0 (linear), 2 (log2) or 10 (log10). Points are
   drawn in x order; each point carries its value where there are few. */
KBENCH__FN int kbench__svg_lines(const char *path, const char *title, const char *xlabel, const char *ylabel, kbench__series *s, int ns,
                             int xscale, int yscale) {
    const int W = 860, H = 500, L = 80, R = 290, T = 40, B = 60;
    double xmin = 1e300, xmax = -1e300, ymin = 1e300, ymax = -1e300;
    kbench__axis ax, ay;
    char tick[32];
    int i, j, npts = 0;
    FILE *f;
    for (i = 0; i < ns; i++) {
        kbench__series_sort(&s[i]);
        for (j = 0; j < s[i].n; j++) {
            if (s[i].x[j] < xmin) xmin = s[i].x[j];
            if (s[i].x[j] > xmax) xmax = s[i].x[j];
            if (s[i].y[j] < ymin) ymin = s[i].y[j];
            if (s[i].y[j] > ymax) ymax = s[i].y[j];
            npts++;
        }
    }
    if (ns == 0 || (xscale && !(xmin > 0)) || (yscale && !(ymin > 0))) return 0;
    if (yscale && ymax < 10 * ymin) yscale = 0; /* within a decade: a linear axis from 0 shows how flat it is */
    if (xscale) kbench__axis_log(&ax, xscale, xmin, xmax);
    else kbench__axis_linear(&ax, xmin, xmax);
    if (yscale) kbench__axis_log(&ay, yscale, ymin, ymax);
    else kbench__axis_linear(&ay, ymin, ymax);
    f = fopen(path, "w");
    if (!f) return -1;
    kbench__svg_head(f, title, W, H);
#define KBENCH__PX(x) (L + kbench__axis_pos(&ax, x) * (W - L - R))
#define KBENCH__PY(y) (H - B - kbench__axis_pos(&ay, y) * (H - T - B))
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>\n", L, T, W - L - R, H - T - B);
    for (i = 0; i < ax.nticks; i++) {
        double px = KBENCH__PX(ax.ticks[i]);
        kbench_fmt_tick(tick, sizeof tick, ax.ticks[i]);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n", px, T, px, H - B);
        fprintf(f, "<text class=\"xtick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", px, H - B + 16, tick);
    }
    for (i = 0; i < ay.nticks; i++) {
        double py = KBENCH__PY(ay.ticks[i]);
        kbench_fmt_tick(tick, sizeof tick, ay.ticks[i]);
        fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", L, py, W - R, py);
        fprintf(f, "<text class=\"ytick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L - 6, py + 4, tick);
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", L + (W - L - R) / 2, H - 18, xlabel);
    fprintf(f, "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n", T + (H - T - B) / 2,
            T + (H - T - B) / 2, ylabel);
    for (i = 0; i < ns; i++) {
        const char *c = kbench__colors[i % 10], *dash = kbench__dashes[i % 4];
        int same = kbench__series_same(s, i), ly = T + 8 + 18 * i;
        fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"", c);
        if (*dash) fprintf(f, " stroke-dasharray=\"%s\"", dash);
        fputs(" points=\"", f);
        for (j = 0; j < s[i].n; j++) fprintf(f, "%.2f,%.2f ", KBENCH__PX(s[i].x[j]), KBENCH__PY(s[i].y[j]));
        fputs("\"/>\n", f);
        for (j = 0; j < s[i].n; j++) {
            double px = KBENCH__PX(s[i].x[j]), py = KBENCH__PY(s[i].y[j]);
            kbench__svg_marker(f, i, px, py, c, i > 0);
            fprintf(f, "><title>%s: %g, %g</title></%s>\n", s[i].label, s[i].x[j], s[i].y[j],
                    i % 4 == 0 ? "circle" : i % 4 == 1 ? "rect" : "polygon");
            if (npts <= 40 && same < 0) {
                kbench_fmt_value(tick, sizeof tick, s[i].y[j]);
                /* even series above their points, odd ones below; the last left of its point, clear of the legend */
                fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" fill=\"%s\"%s>%s</text>\n", j == s[i].n - 1 ? px - 5 : px + 5,
                        i % 2 ? py + 14 : py - 6, c, j == s[i].n - 1 ? " text-anchor=\"end\"" : "", tick);
            }
        }
        fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"%s%s%s/>\n", W - R + 12, ly, W - R + 40, ly,
                c, *dash ? " stroke-dasharray=\"" : "", dash, *dash ? "\"" : "");
        kbench__svg_marker(f, i, W - R + 26, ly, c, i > 0);
        fprintf(f, "/>\n<text x=\"%d\" y=\"%d\">%s%s%s</text>\n", W - R + 46, ly + 4, s[i].label, same >= 0 ? " = " : "",
                same >= 0 ? s[same].label : "");
    }
#undef KBENCH__PX
#undef KBENCH__PY
    fputs("</svg>\n", f);
    return fclose(f) == 0 ? 1 : -1;
}

/* Series of rows of one op keyed by variant/impl/dtype, x = sequence length. */
KBENCH__FN int kbench__collect(const kbench_rows *rs, const char *op, int what, kbench__series *s, int max) {
    int i, j, ns = 0;
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i];
        char label[96];
        double y;
        if (strcmp(r->op, op) != 0 || strcmp(r->status, "ok") != 0 || r->nq_axis <= 0) continue;
        y = what == 0 ? r->median * 1e3 : (r->mem_peak >= 0 && r->mem_tokens > 0 ? r->mem_peak / r->mem_tokens : -1);
        if (!(y > 0)) continue;
        snprintf(label, sizeof label, "%s/%s %s", r->variant, r->impl, r->dtype);
        for (j = 0; j < ns; j++)
            if (strcmp(s[j].label, label) == 0) break;
        if (j == ns) {
            if (ns == max) continue;
            memset(&s[ns], 0, sizeof s[ns]);
            KBENCH_COPY(s[ns].label, label);
            ns++;
        }
        if (s[j].n < 64) {
            s[j].x[s[j].n] = r->nq_axis;
            s[j].y[s[j].n] = y;
            s[j].n++;
        }
    }
    /* keep series with at least two lengths */
    for (i = 0, j = 0; i < ns; i++) {
        if (s[i].n < 2) continue;
        if (i != j) s[j] = s[i];
        j++;
    }
    return j;
}

/* Horizontal bars of achieved TFLOP/s, each with its value, against the
   measured peak (its median, and the spread of its measurements). */
KBENCH__FN int kbench__svg_peak(const char *path, const kbench_rows *rs, const kbench_machine *m) {
    int i, n = 0, k = 0;
    double peak = m->peak_gflops * 1e-3, vmax = peak > 0 ? peak : 0;
    kbench__axis ax;
    char tick[32];
    FILE *f;
    const int L = 330, R = 80, T = 40, rowh = 18, W = 960;
    int H;
    for (i = 0; i < rs->n; i++)
        if (rs->v[i].flops > 0 && strcmp(rs->v[i].status, "ok") == 0 && strcmp(rs->v[i].op, "attention") == 0) {
            double t = rs->v[i].flops / rs->v[i].median * 1e-12;
            if (t > vmax) vmax = t;
            n++;
        }
    if (n == 0 || !(vmax > 0)) return 0;
    kbench__axis_linear(&ax, 0, vmax);
    H = T + n * rowh + 70;
    f = fopen(path, "w");
    if (!f) return -1;
    kbench__svg_head(f, "Attention TFLOP/s vs measured FP32 FMA peak", W, H);
#define KBENCH__PX(v) (L + kbench__axis_pos(&ax, v) * (W - L - R))
    for (i = 0; i < ax.nticks; i++) {
        double px = KBENCH__PX(ax.ticks[i]);
        kbench_fmt_tick(tick, sizeof tick, ax.ticks[i]);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n", px, T - 4, px, T + n * rowh + 4);
        fprintf(f, "<text class=\"xtick\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", px, T + n * rowh + 18, tick);
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">TFLOP/s</text>\n", L + (W - L - R) / 2, T + n * rowh + 34);
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i];
        double t;
        if (!(r->flops > 0) || strcmp(r->status, "ok") != 0 || strcmp(r->op, "attention") != 0) continue;
        t = r->flops / r->median * 1e-12;
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">%s/%s %s %s</text>\n", L - 6, T + k * rowh + 13,
                r->variant, r->impl, r->dtype, r->shape);
        fprintf(f, "<rect class=\"bar\" x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n", L, T + k * rowh + 2,
                KBENCH__PX(t) - L, rowh - 5, kbench__colors[0]);
        kbench_fmt_value(tick, sizeof tick, t);
        fprintf(f, "<text class=\"value\" x=\"%.1f\" y=\"%d\" font-size=\"11\">%s</text>\n", KBENCH__PX(t) + 4, T + k * rowh + 13, tick);
        k++;
    }
    if (peak > 0) {
        double x = KBENCH__PX(peak);
        fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#d62728\" stroke-width=\"2\" stroke-dasharray=\"6,3\"/>\n", x,
                T - 4, x, T + n * rowh + 4);
        fprintf(f, "<text x=\"%d\" y=\"%d\" fill=\"#d62728\">peak %.3g TFLOP/s: median of %d measurements, %.3g to %.3g (spread %.1f%%)</text>\n",
                L, T + n * rowh + 56, peak, m->peak_runs, m->peak_lo * 1e-3, m->peak_hi * 1e-3,
                100.0 * (m->peak_hi - m->peak_lo) / m->peak_gflops);
    }
#undef KBENCH__PX
    fputs("</svg>\n", f);
    return fclose(f) == 0 ? 1 : -1;
}

/* Speedup over dense vs density of the visible pairs (block-sparse rows:
   rows with density > 0). Writes nothing while no such rows exist. */
KBENCH__FN int kbench__svg_density(const char *path, const kbench_rows *rs) {
    kbench__series s[8];
    int i, j, ns = 0;
    for (i = 0; i < rs->n; i++) {
        const kbench_row *r = &rs->v[i];
        if (!(r->density > 0) || !(r->speedup > 0)) continue;
        for (j = 0; j < ns; j++)
            if (strcmp(s[j].label, r->shape) == 0) break;
        if (j == ns) {
            if (ns == 8) continue;
            memset(&s[ns], 0, sizeof s[ns]);
            KBENCH_COPY(s[ns].label, r->shape);
            ns++;
        }
        if (s[j].n < 64) {
            s[j].x[s[j].n] = r->density;
            s[j].y[s[j].n] = r->speedup;
            s[j].n++;
        }
    }
    if (ns == 0) return 0;
    return kbench__svg_lines(path, "Speedup over dense vs density", "density (fraction of pairs visible)", "speedup over dense", s, ns, 0, 0);
}

/* Charts into dir; returns the number written, -1 on an I/O error. */
KBENCH__FN int kbench_write_svgs(const char *dir, const kbench_rows *rs, const kbench_machine *m) {
    kbench__series *s = (kbench__series *)malloc(sizeof(kbench__series) * 20);
    char path[1024];
    int ns, w = 0, r;
    if (!s) return -1;
    mkdir(dir, 0777);
    ns = kbench__collect(rs, "attention", 0, s, 20);
    snprintf(path, sizeof path, "%s/attention_time.svg", dir);
    r = kbench__svg_lines(path, "Attention time vs sequence length", "sequence length N", "time (ms)", s, ns, 2, 10);
    if (r < 0) goto fail;
    w += r;
    ns = kbench__collect(rs, "attention", 1, s, 20);
    snprintf(path, sizeof path, "%s/attention_memory.svg", dir);
    r = kbench__svg_lines(path, "Pool peak per token vs sequence length", "sequence length N", "bytes per token", s, ns, 2, 10);
    if (r < 0) goto fail;
    w += r;
    snprintf(path, sizeof path, "%s/attention_tflops.svg", dir);
    r = kbench__svg_peak(path, rs, m);
    if (r < 0) goto fail;
    w += r;
    snprintf(path, sizeof path, "%s/speedup_density.svg", dir);
    r = kbench__svg_density(path, rs);
    if (r < 0) goto fail;
    w += r;
    free(s);
    return w;
fail:
    free(s);
    return -1;
}

/* ======================================================================
   Loading result files (--compare, --baseline)
   ====================================================================== */
KBENCH__FN char *kbench__slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 || n > (64L << 20)) {
        fclose(f);
        return NULL;
    }
    buf = (char *)malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf) buf[n] = '\0';
    return buf;
}


/* Rows of a result file; err gets a reason on failure. */
KBENCH__FN int kbench_load(const char *path, kbench_rows *out, char *err, size_t errcap) {
    char *text = kbench__slurp(path);
    kbench_json doc;
    const kbench_json *rows;
    int i;
    memset(out, 0, sizeof *out);
    if (!text) {
        snprintf(err, errcap, "cannot read '%s'", path);
        return 0;
    }
    if (!kbench_json_parse(text, &doc)) {
        free(text);
        snprintf(err, errcap, "'%s' is not valid JSON", path);
        return 0;
    }
    free(text);
    rows = kbench_json_get(&doc, "rows");
    if (!rows || rows->type != KBENCH_JARR) {
        kbench_json_free(&doc);
        snprintf(err, errcap, "'%s' has no \"rows\" array (not a ktorch-bench file)", path);
        return 0;
    }
    for (i = 0; i < rows->n; i++) {
        const kbench_json *o = &rows->items[i], *tr;
        kbench_row *r;
        const char *name = kbench_json_str(o, "name");
        if (o->type != KBENCH_JOBJ || !name) {
            snprintf(err, errcap, "'%s': row %d has no \"name\"", path, i);
            kbench_json_free(&doc);
            kbench_rows_free(out);
            return 0;
        }
        r = kbench_rows_add(out);
        if (!r) break;
        kbench__copy(r->name, sizeof r->name, name);
        kbench__copy(r->config, sizeof r->config, kbench_json_str(o, "config"));
        kbench__copy(r->impl, sizeof r->impl, kbench_json_str(o, "impl"));
        kbench__copy(r->op, sizeof r->op, kbench_json_str(o, "op"));
        kbench__copy(r->variant, sizeof r->variant, kbench_json_str(o, "variant"));
        kbench__copy(r->dtype, sizeof r->dtype, kbench_json_str(o, "dtype"));
        kbench__copy(r->device, sizeof r->device, kbench_json_str(o, "device"));
        kbench__copy(r->status, sizeof r->status, kbench_json_str(o, "status") ? kbench_json_str(o, "status") : "ok");
        r->median = kbench_json_num(o, "median_ms") * 1e-3;
        tr = kbench_json_get(o, "trials_ms");
        if (tr && tr->type == KBENCH_JARR && tr->n > 0) {
            int j, k = 0;
            r->trials = (double *)malloc(sizeof(double) * (size_t)tr->n);
            if (r->trials) {
                for (j = 0; j < tr->n; j++)
                    if (tr->items[j].type == KBENCH_JNUM) r->trials[k++] = tr->items[j].num * 1e-3;
                r->ntrials = k;
                if (!(r->median == r->median) && k > 0) r->median = kbench_median(r->trials, k);
            }
        }
    }
    kbench_json_free(&doc);
    return 1;
}

/* Ratios against a peer file: each of our rows against every peer row of
   the same config. Returns the number of matched pairs. */
KBENCH__FN int kbench_compare(FILE *f, const kbench_rows *ours, const kbench_rows *peer, const char *peer_path) {
    int i, j, matched = 0;
    fprintf(f, "\n### Compared with %s\n\n| Config | ktorch | ktorch (ms) | Peer | Peer (ms) | Peer/ktorch | Welch p |\n"
               "|---|---|---|---|---|---|---|\n",
            peer_path);
    for (i = 0; i < ours->n; i++) {
        const kbench_row *a = &ours->v[i];
        if (strcmp(a->status, "ok") != 0) continue;
        for (j = 0; j < peer->n; j++) {
            const kbench_row *b = &peer->v[j];
            double t, df, p = NAN;
            char ps[24];
            if (strcmp(a->config, b->config) != 0 || strcmp(b->status, "ok") != 0 || !(b->median > 0)) continue;
            kbench_welch(a->trials, a->ntrials, b->trials, b->ntrials, &t, &df, &p);
            if (p == p) snprintf(ps, sizeof ps, "%.3g", p);
            else snprintf(ps, sizeof ps, "-");
            fprintf(f, "| %s | %s | %.4g | %s | %.4g | %.3f | %s |\n", a->config, a->impl, a->median * 1e3, b->impl, b->median * 1e3,
                    b->median / a->median, ps);
            matched++;
        }
    }
    if (!matched) fprintf(f, "| (no row of %s shares a config with this run) | | | | | | |\n", peer_path);
    return matched;
}

/* Regression check against an earlier run of ours: rows matched by name.
   Returns the worst level found. */
KBENCH__FN int kbench_check_baseline(FILE *f, const kbench_rows *ours, const kbench_rows *old, const char *old_path) {
    int i, worst = KBENCH_REG_NONE, matched = 0, counts[4] = {0, 0, 0, 0};
    fprintf(f, "\n### Regression check against %s\n\n| Row | Old (ms) | New (ms) | Change | Welch p | Level |\n|---|---|---|---|---|---|\n",
            old_path);
    for (i = 0; i < ours->n; i++) {
        const kbench_row *a = &ours->v[i];
        const kbench_row *b = NULL;
        double t, df, p = NAN;
        int j, level;
        char ps[24];
        if (strcmp(a->status, "ok") != 0) continue;
        for (j = 0; j < old->n; j++)
            if (strcmp(old->v[j].name, a->name) == 0) b = &old->v[j];
        if (!b || strcmp(b->status, "ok") != 0 || !(b->median > 0)) continue;
        matched++;
        kbench_welch(a->trials, a->ntrials, b->trials, b->ntrials, &t, &df, &p);
        level = kbench_regression_level(b->median, a->median, p);
        counts[level]++;
        if (level > worst) worst = level;
        if (p == p) snprintf(ps, sizeof ps, "%.3g", p);
        else snprintf(ps, sizeof ps, "-");
        fprintf(f, "| %s | %.4g | %.4g | %+.1f%% | %s | %s |\n", a->name, b->median * 1e3, a->median * 1e3,
                (a->median / b->median - 1) * 100, ps, level ? kbench_level_name(level) : "-");
    }
    fprintf(f, "\n%d rows compared: %d minor, %d moderate, %d major regressions (significant at p < 0.05)\n", matched, counts[1],
            counts[2], counts[3]);
    return worst;
}

/* "load: ..." line of a run: how much of the machine others took. */
KBENCH__FN void kbench_print_load(FILE *f, const char *what, double wall, double cpu, double other, double steal) {
    if (!(wall > 0) || other != other) {
        fprintf(f, "load%s: not recorded\n", what);
        return;
    }
    fprintf(f, "load%s: %.1f s wall, this process %.1f CPU-s, other processes %.1f CPU-s (%.0f%% of one CPU), steal %.1f s\n", what,
            wall, cpu, other, 100.0 * other / wall, steal);
}
/* The "load" object of a result file, printed as a load line. */
KBENCH__FN void kbench_print_file_load(FILE *f, const char *what, const char *path) {
    char *text = kbench__slurp(path);
    kbench_json doc;
    const kbench_json *l = NULL;
    if (text && kbench_json_parse(text, &doc)) {
        l = kbench_json_get(&doc, "load");
        kbench_print_load(f, what, kbench_json_num(l, "wall_s"), kbench_json_num(l, "cpu_s"), kbench_json_num(l, "other_cpu_s"),
                          kbench_json_num(l, "steal_s"));
        kbench_json_free(&doc);
    }
    free(text);
}

/* Run-to-run stability of two runs of ours: rows matched by name, both ok
   with a positive median; a row is within `tol` when the larger median over
   the smaller is at most 1 + tol (symmetric in the two runs). Prints the
   rows outside it (table_rows) and the summary line
   "stability: N of M rows within 5% (P%)". *within and *matched get N and M. */
KBENCH__FN void kbench_stability(FILE *f, const kbench_rows *a, const kbench_rows *b, double tol, int table_rows, int *within,
                                 int *matched) {
    int i, j, n = 0, m = 0, header = 0;
    for (i = 0; i < a->n; i++) {
        const kbench_row *x = &a->v[i], *y = NULL;
        double hi, lo;
        if (strcmp(x->status, "ok") != 0 || !(x->median > 0)) continue;
        for (j = 0; j < b->n && !y; j++)
            if (strcmp(b->v[j].name, x->name) == 0) y = &b->v[j];
        if (!y || strcmp(y->status, "ok") != 0 || !(y->median > 0)) continue;
        m++;
        hi = x->median > y->median ? x->median : y->median;
        lo = x->median > y->median ? y->median : x->median;
        if (hi / lo - 1.0 <= tol) {
            n++;
            continue;
        }
        if (!table_rows) continue;
        if (!header) {
            fprintf(f, "\n| Row outside %g%% | First (ms) | Second (ms) | Apart |\n|---|---|---|---|\n", tol * 100);
            header = 1;
        }
        fprintf(f, "| %s | %.4g | %.4g | %.1f%% |\n", x->name, x->median * 1e3, y->median * 1e3, (hi / lo - 1.0) * 100);
    }
    fprintf(f, "%sstability: %d of %d rows within %g%% (%.1f%%)\n", header ? "\n" : "", n, m, tol * 100, m ? 100.0 * n / m : 0.0);
    if (within) *within = n;
    if (matched) *matched = m;
}

/* ======================================================================
   Measurement
   ====================================================================== */
typedef ktorch_status (*kbench_fn)(void *arg);

/* One quantized-matmul group's operands (x, W, the outputs and W in every
   format), set up in the first round that selects the group and kept for
   the others: filling and quantizing 256 MiB of weights is not what the
   rows measure. */
#define KBENCH__QM_FORMATS (KTORCH_QUANT_FORMAT_COUNT + 2) /* every format, w8a8 int8, w8a8 fp8 */
typedef struct kbench__qm_set {
    int ready;
    ktorch_tensor xm, w, yo, yf;
    ktorch_qtensor qw[KBENCH__QM_FORMATS], qx[KBENCH__QM_FORMATS];
    int quantized[KBENCH__QM_FORMATS]; /* 1 done, -1 refused (note[f] says why) */
    char note[KBENCH__QM_FORMATS][256];
} kbench__qm_set;

typedef struct kbench {
    kbench_opts opt;
    kbench_rows rows;
    ktorch_context *ctx;
    kbench__qm_set *qm; /* per backend and group, NULL until a group runs */
    int progress; /* stderr is a terminal */
    int done, planned;
    int round, round0_rows; /* the sweep's current round; rows of round 0 */
    double t_start;
} kbench;

KBENCH__FN int kbench_selected(const kbench *b, const char *name) { return !b->opt.filter || strstr(name, b->opt.filter) != NULL; }

KBENCH__FN void kbench__progress(kbench *b, const char *name) {
    if (!b->progress) return;
    fprintf(stderr, "\r\033[K[round %d/%d, %d] %.1fs %s", b->round + 1, b->opt.rounds, b->done + 1, kbench_now() - b->t_start, name);
    fflush(stderr);
}

/* Trials of a row taken in round `round` of `rounds`: the total split as
   evenly as possible, earlier rounds taking the remainder. */
KBENCH__FN int kbench_round_share(int trials, int rounds, int round) {
    if (rounds < 1) rounds = 1;
    return trials / rounds + (round < trials % rounds);
}

/* Time fn on device dev into row r. Each round of the sweep sets the row's
   buffers up (or reuses them) and calls this: one first call (cold: pool peak and
   workspace are taken from round 0's), warm-up calls in growing batches
   until at least opt.warmup of them have run and, the first call included,
   half of min_trial_s has passed, then this round's share of `trials`
   trials of `reps` calls each. Round 0 sets reps from the last warm-up
   batch so that a trial lasts at least min_trial_s; later rounds reuse it,
   so every trial of a row averages the same number of calls. */
KBENCH__FN void kbench_measure(kbench *b, kbench_row *r, ktorch_device dev, kbench_fn fn, void *arg, int trials) {
    ktorch_pool *pool = NULL;
    ktorch_pool_stats s0, s1;
    ktorch_status st;
    double t0, spent = 0, per = 0;
    int i, k, calls = 0, batch = 1, share;
    const kbench_row *first = NULL;
    if (b->opt.list) {
        printf("%s\n", r->name);
        strcpy(r->status, "listed");
        b->done++;
        return;
    }
    if (trials > KBENCH_MAX_TRIALS) trials = KBENCH_MAX_TRIALS;
    share = kbench_round_share(trials, b->opt.rounds, b->round);
    if (b->round > 0) {
        for (i = 0; i < b->round0_rows && !first; i++)
            if (strcmp(b->rows.v[i].name, r->name) == 0) first = &b->rows.v[i];
        if (!first || strcmp(first->status, "ok") != 0 || share <= 0) {
            strcpy(r->status, "skipped"); /* nothing to add to this row in this round */
            return;
        }
    }
    kbench__progress(b, r->name);
    if (ktorch_device_pool(b->ctx, dev, &pool) == KTORCH_OK) {
        ktorch_pool_get_stats(pool, &s0);
        ktorch_pool_reset_peak(pool);
    }
    t0 = kbench_now();
    st = fn(arg);
    if (st == KTORCH_OK) st = ktorch_synchronize(b->ctx, dev);
    spent = kbench_now() - t0;
    if (st != KTORCH_OK) {
        KBENCH_COPY(r->status, st == KTORCH_UNSUPPORTED ? "unsupported" : "error");
        KBENCH_COPY(r->note, ktorch_last_error());
        b->done++;
        return;
    }
    if (pool) {
        ktorch_pool_get_stats(pool, &s1);
        r->mem_peak = (double)s1.peak_bytes_in_use;
        r->workspace = s1.peak_bytes_in_use > s0.bytes_in_use ? (double)(s1.peak_bytes_in_use - s0.bytes_in_use) : 0;
    }
    /* warm-up: caches, pool, page mappings and the worker threads settle
       before any trial; batches double so the last one gives the warm time
       of a call without a synchronisation per call */
    for (;;) {
        t0 = kbench_now();
        for (k = 0; k < batch && st == KTORCH_OK; k++) st = fn(arg);
        if (st == KTORCH_OK) st = ktorch_synchronize(b->ctx, dev);
        per = (kbench_now() - t0) / batch;
        spent += per * batch;
        calls += batch;
        if (st != KTORCH_OK || (calls >= b->opt.warmup && spent >= 0.5 * b->opt.min_trial_s)) break;
        if (batch < 1000000) batch *= 2;
    }
    if (st != KTORCH_OK) {
        strcpy(r->status, "error");
        KBENCH_COPY(r->note, ktorch_last_error());
        b->done++;
        return;
    }
    if (first) r->reps = first->reps;
    else {
        double reps = ceil(b->opt.min_trial_s / (per > 1e-8 ? per : 1e-8));
        r->reps = reps < 1 ? 1 : reps > 1000000 ? 1000000 : (int)reps;
    }
    r->trials = (double *)malloc(sizeof(double) * (size_t)share);
    if (!r->trials) {
        strcpy(r->status, "error");
        strcpy(r->note, "out of memory");
        b->done++;
        return;
    }
    strcpy(r->timer, "host_clock");
    for (i = 0; i < share; i++) {
        /* devices: device events around the trial's calls where the backend
           has them, else the host clock around a synchronisation */
        ktorch_event *e0 = NULL, *e1 = NULL;
        double dt = -1;
        if (dev.backend != KTORCH_BACKEND_CPU && ktorch_event_record(b->ctx, dev, &e0) != KTORCH_OK) e0 = NULL;
        t0 = kbench_now();
        for (k = 0; k < r->reps; k++) st = fn(arg);
        if (e0 && ktorch_event_record(b->ctx, dev, &e1) == KTORCH_OK && ktorch_event_elapsed(b->ctx, e0, e1, &dt) == KTORCH_OK)
            strcpy(r->timer, "device_events");
        else dt = -1;
        ktorch_synchronize(b->ctx, dev);
        if (dt < 0) dt = kbench_now() - t0;
        ktorch_event_destroy(b->ctx, e0);
        ktorch_event_destroy(b->ctx, e1);
        r->trials[i] = dt / r->reps;
        r->ntrials = i + 1;
        if (st != KTORCH_OK) {
            strcpy(r->status, "error");
            KBENCH_COPY(r->note, ktorch_last_error());
            break;
        }
    }
    r->nrounds = 1;
    r->round_trials[0] = r->ntrials;
    kbench_row_summarize(r);
    b->done++;
}

/* After a later round: append the trials of the rows it added (from index
   `first`) to the same rows of round 0 (the first round0_rows), then drop
   them. A row that
   fails in a later round takes that status and note. */
KBENCH__FN void kbench_merge_round(kbench_rows *rs, int round0_rows, int first) {
    int i, j;
    for (i = first; i < rs->n; i++) {
        kbench_row *t = &rs->v[i], *o = NULL;
        for (j = 0; j < round0_rows && !o; j++)
            if (strcmp(rs->v[j].name, t->name) == 0) o = &rs->v[j];
        if (o && strcmp(o->status, "ok") == 0 && strcmp(t->status, "skipped") != 0) {
            if (strcmp(t->status, "ok") != 0) {
                KBENCH_COPY(o->status, t->status);
                KBENCH_COPY(o->note, t->note);
            } else if (t->ntrials > 0 && o->nrounds < KBENCH_MAX_ROUNDS) {
                double *nt = (double *)realloc(o->trials, sizeof(double) * (size_t)(o->ntrials + t->ntrials));
                if (nt) {
                    memcpy(nt + o->ntrials, t->trials, sizeof(double) * (size_t)t->ntrials);
                    o->trials = nt;
                    o->ntrials += t->ntrials;
                    o->round_trials[o->nrounds++] = t->ntrials;
                    free(o->outlier); /* sized for the old count; summarize makes a new one */
                    o->outlier = NULL;
                    kbench_row_summarize(o);
                }
            }
        }
        kbench_row_free(t);
    }
    rs->n = first;
}

KBENCH__FN void kbench__device_name(kbench *b, ktorch_device dev, char *out, size_t cap) {
    ktorch_device_info info;
    if (ktorch_device_info_get(b->ctx, dev, &info) == KTORCH_OK) snprintf(out, cap, "%.60s [%.30s]", info.name, info.arch);
    else snprintf(out, cap, "%s:%d", ktorch_backend_name(dev.backend), dev.index);
}

/* Fill a host tensor with deterministic values in [-1, 1) and copy it to t
   (any device, any float dtype). */
KBENCH__FN ktorch_status kbench__fill_random(kbench *b, ktorch_tensor *t, uint64_t seed) {
    ktorch_tensor h;
    int64_t n = ktorch_tensor_numel(t), i;
    float *p;
    ktorch_status st;
    if (t->device.backend == KTORCH_BACKEND_CPU && t->dtype == KTORCH_F32 && ktorch_tensor_is_contiguous(t)) { /* in place: no staging copy */
        p = (float *)ktorch_tensor_ptr(t);
        for (i = 0; i < n; i++) p[i] = (float)((double)(kbench_rng_next(&seed) >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0);
        return KTORCH_OK;
    }
    st = ktorch_tensor_create(b->ctx, KTORCH_F32, t->ndim, t->shape, ktorch_cpu(), &h);
    if (st != KTORCH_OK) return st;
    p = (float *)ktorch_tensor_ptr(&h);
    for (i = 0; i < n; i++) p[i] = (float)((double)(kbench_rng_next(&seed) >> 11) * (1.0 / 9007199254740992.0) * 2.0 - 1.0);
    st = ktorch_tensor_copy(b->ctx, t, &h, NULL);
    ktorch_tensor_free(b->ctx, &h);
    return st;
}

/* ---- casts between number formats (ktorch_tensor_copy) --------------- */
typedef struct kbench__cast_arg {
    ktorch_context *ctx;
    ktorch_tensor *dst, *src;
    ktorch_copy_params params;
} kbench__cast_arg;
KBENCH__FN ktorch_status kbench__cast_run(void *arg) {
    kbench__cast_arg *a = (kbench__cast_arg *)arg;
    return ktorch_tensor_copy(a->ctx, a->dst, a->src, &a->params);
}

KBENCH__FN void kbench_casts(kbench *b, ktorch_device dev) {
    static const ktorch_dtype to[] = {KTORCH_F16, KTORCH_BF16, KTORCH_FP8_E4M3, KTORCH_FP8_E5M2};
    int64_t shape[2];
    int i, dir;
    char devname[96];
    shape[0] = 1024;
    shape[1] = b->opt.full ? 4096 : 2048;
    kbench__device_name(b, dev, devname, sizeof devname);
    for (i = 0; i < 4; i++)
        for (dir = 0; dir < 2; dir++) {
            kbench_row tmp;
            kbench_row *r;
            ktorch_tensor x, y;
            kbench__cast_arg a;
            const char *dn = ktorch_dtype_name(to[i]);
            double n = (double)(shape[0] * shape[1]);
            kbench_row_init(&tmp);
            snprintf(tmp.shape, sizeof tmp.shape, "%lldx%lld", (long long)shape[0], (long long)shape[1]);
            snprintf(tmp.variant, sizeof tmp.variant, dir == 0 ? "f32_to_%s" : "%s_to_f32", dn);
            snprintf(tmp.name, sizeof tmp.name, "cast/%s/ktorch/%s/%s/%s", tmp.variant, dn, ktorch_backend_name(dev.backend), tmp.shape);
            if (!kbench_selected(b, tmp.name)) continue;
            r = kbench_rows_add(&b->rows);
            if (!r) return;
            *r = tmp;
            strcpy(r->op, "cast");
            strcpy(r->impl, "ktorch");
            KBENCH_COPY(r->dtype, dn);
            KBENCH_COPY(r->backend, ktorch_backend_name(dev.backend));
            KBENCH_COPY(r->device, devname);
            snprintf(r->config, sizeof r->config, "cast/%s/%s/%s/%s", r->variant, dn, r->backend, r->shape);
            snprintf(r->group, sizeof r->group, "Casts [%s] on %s", r->shape, r->backend);
            snprintf(r->params, sizeof r->params, "\"rows\": %lld, \"cols\": %lld", (long long)shape[0], (long long)shape[1]);
            r->bytes = n * (4 + ktorch_dtype_bits(to[i]) / 8.0);
            if (ktorch_tensor_create(b->ctx, KTORCH_F32, 2, shape, dev, &x) != KTORCH_OK) {
                strcpy(r->status, "error");
                KBENCH_COPY(r->note, ktorch_last_error());
                continue;
            }
            if (ktorch_tensor_create(b->ctx, to[i], 2, shape, dev, &y) != KTORCH_OK) {
                strcpy(r->status, "error");
                KBENCH_COPY(r->note, ktorch_last_error());
                ktorch_tensor_free(b->ctx, &x);
                continue;
            }
            kbench__fill_random(b, &x, 1);
            a.ctx = b->ctx;
            a.params.saturate = 0;
            if (dir == 0) {
                a.dst = &y;
                a.src = &x;
            } else {
                ktorch_tensor_copy(b->ctx, &y, &x, NULL);
                a.dst = &x;
                a.src = &y;
            }
            kbench_measure(b, r, dev, kbench__cast_run, &a, b->opt.trials);
            ktorch_tensor_free(b->ctx, &y);
            ktorch_tensor_free(b->ctx, &x);
        }
}

/* ---- attention ------------------------------------------------------- */
typedef struct kbench_attn_cfg {
    const char *variant; /* dense, causal, window, gqa, softcap, alibi, mask_bool, mask_add, decode, lse */
    ktorch_attention_variant impl;
    ktorch_dtype dtype;
    int64_t B, Hq, Hk, Nq, Nk, D;
    int64_t window; /* window_left for "window" */
    int threads;    /* 0 = context default (recorded in the name when set) */
    const char *isa; /* NULL = context default; else the context's cpu_isa (recorded in the name) */
} kbench_attn_cfg;

/* Which entry point a row times. */
enum { KBENCH__DENSE = 0, KBENCH__SPARSE, KBENCH__CHUNKED, KBENCH__DILATED, KBENCH__PAGED };
typedef struct kbench__attn_arg {
    ktorch_context *ctx;
    ktorch_tensor *q, *k, *v, *o;
    ktorch_attention_params p;
    int kind;
    ktorch_block_sparse_params sparse; /* KBENCH__SPARSE */
    int64_t chunk;                     /* KBENCH__CHUNKED */
    ktorch_dilated_params dilated;     /* KBENCH__DILATED */
    const ktorch_tensor *table, *lens; /* KBENCH__PAGED: k/v are the pages */
} kbench__attn_arg;
KBENCH__FN ktorch_status kbench__attn_run(void *arg) {
    kbench__attn_arg *a = (kbench__attn_arg *)arg;
    switch (a->kind) {
    case KBENCH__SPARSE: return ktorch_attention_block_sparse(a->ctx, a->q, a->k, a->v, a->o, &a->p, &a->sparse);
    case KBENCH__CHUNKED: return ktorch_attention_chunked(a->ctx, a->q, a->k, a->v, a->o, &a->p, a->chunk, a->chunk);
    case KBENCH__DILATED: return ktorch_attention_dilated(a->ctx, a->q, a->k, a->v, a->o, &a->p, &a->dilated);
    case KBENCH__PAGED: return ktorch_attention_paged(a->ctx, a->q, a->k, a->v, a->table, a->lens, a->o, &a->p, NULL);
    default: return ktorch_attention(a->ctx, a->q, a->k, a->v, a->o, &a->p);
    }
}

/* Block-sparse rows: "sparse50" (random blocks at 50%), "sparse25",
   "sparse10", "bigbird" (about 10%); blocks of 64. */
/* block-sparse blocks: the CPU kernel's 64-key tiles, the GPU kernels' 128 */
#define KBENCH_SPARSE_BLOCK(dev) ((dev).backend == KTORCH_BACKEND_CPU ? 64 : 128)
KBENCH__FN int kbench__sparse_variant(const char *v, double *density, ktorch_block_pattern *pattern) {
    if (strncmp(v, "sparse", 6) == 0) {
        *density = atoi(v + 6) / 100.0;
        *pattern = KTORCH_BLOCKS_RANDOM;
        return 1;
    }
    if (strcmp(v, "bigbird") == 0) {
        *density = 0.10;
        *pattern = KTORCH_BLOCKS_BIGBIRD;
        return 1;
    }
    return 0;
}

/* Dilated rows use LongNet's segments {N/4, N/2, N} with rates {1, 2, 4}. */
KBENCH__FN void kbench__dilated_pattern(int64_t n, int64_t seg[3], int64_t rate[3]) {
    int i;
    for (i = 0; i < 3; i++) {
        seg[i] = n >> (2 - i);
        rate[i] = (int64_t)1 << i;
    }
}
/* Attended pairs per head, averaged over heads (a key counts once per
   pattern selecting it; non-causal). */
KBENCH__FN double kbench__dilated_pairs(int64_t n, int64_t hq) {
    int64_t seg[3], rate[3], h, s0;
    double total = 0;
    int i;
    kbench__dilated_pattern(n, seg, rate);
    for (h = 0; h < hq; h++)
        for (i = 0; i < 3; i++)
            for (s0 = 0; s0 < n; s0 += seg[i]) {
                int64_t len = n - s0 < seg[i] ? n - s0 : seg[i], off = h % rate[i];
                double m = len > off ? (double)((len - off + rate[i] - 1) / rate[i]) : 0;
                total += m * m;
            }
    return total / (double)hq;
}

/* Visible pairs of a host block mask [1|B, 1|H, QB, KB] for one (b, h),
   averaged over the mask's batch and heads. */
KBENCH__FN double kbench__mask_pairs(const ktorch_tensor *m, int64_t nq, int64_t nk, int64_t bq, int64_t bk) {
    const unsigned char *p = (const unsigned char *)ktorch_tensor_ptr(m);
    int64_t planes = m->shape[0] * m->shape[1], qb = m->shape[2], kb = m->shape[3], i, a, c;
    double pairs = 0;
    for (i = 0; i < planes; i++)
        for (a = 0; a < qb; a++)
            for (c = 0; c < kb; c++)
                if (p[(i * qb + a) * kb + c]) {
                    int64_t rows = (a + 1) * bq > nq ? nq - a * bq : bq, cols = (c + 1) * bk > nk ? nk - c * bk : bk;
                    pairs += (double)rows * (double)cols;
                }
    return pairs / (double)planes;
}

KBENCH__FN const char *kbench__attn_impl_name(ktorch_attention_variant v) {
    return v == KTORCH_ATTENTION_REFERENCE ? "reference" : v == KTORCH_ATTENTION_FLASH ? "flash" : "auto";
}

KBENCH__FN void kbench__attn_shape(const kbench_attn_cfg *c, char *out, size_t cap) {
    snprintf(out, cap, "b%lld_hq%lld_hk%lld_nq%lld_nk%lld_d%lld", (long long)c->B, (long long)c->Hq, (long long)c->Hk,
             (long long)c->Nq, (long long)c->Nk, (long long)c->D);
}

/* Visible (query, key) pairs of a row-invariant pattern: exact count. */
KBENCH__FN double kbench__attn_pairs(const kbench_attn_cfg *c) {
    int64_t i, off = c->Nk - c->Nq;
    double pairs = 0;
    int window = strcmp(c->variant, "window") == 0 || strcmp(c->variant, "chunked") == 0;
    int causal = strcmp(c->variant, "causal") == 0 || window || strcmp(c->variant, "mask_bool") == 0;
    if (strcmp(c->variant, "dilated") == 0) return kbench__dilated_pairs(c->Nq, c->Hq);
    for (i = 0; i < c->Nq; i++) {
        int64_t hi = causal ? i + off : c->Nk - 1, lo = 0;
        if (window) lo = i + off - c->window;
        if (lo < 0) lo = 0;
        if (hi > c->Nk - 1) hi = c->Nk - 1;
        if (hi >= lo) pairs += (double)(hi - lo + 1);
    }
    return pairs;
}

static char kbench__attn_baseline_name[160];

KBENCH__FN void kbench_attention_case(kbench *b, ktorch_device dev, const kbench_attn_cfg *c, const char *baseline) {
    char shape[96], devname[96], name[160];
    const char *dn = ktorch_dtype_name(c->dtype), *be = ktorch_backend_name(dev.backend);
    kbench_row *r;
    ktorch_tensor q, k, v, o, mask, lse, bmask, table, lens;
    int64_t sq[4], sk[4], sv[4], sm[4], sl[3], seg[3], rate[3];
    kbench__attn_arg a;
    float *slopes = NULL;
    int have_mask = 0, have_lse = 0, have_bmask = 0, have_pages = 0, trials = b->opt.trials;
    int paged = strcmp(c->variant, "paged") == 0, decode = paged || strcmp(c->variant, "decode") == 0;
    double density = 0;
    ktorch_block_pattern pattern = KTORCH_BLOCKS_RANDOM;
    ktorch_status st;
    double pairs;
    kbench__attn_shape(c, shape, sizeof shape);
    if (c->threads) {
        char t[32];
        snprintf(t, sizeof t, "_t%d", c->threads);
        strncat(shape, t, sizeof shape - strlen(shape) - 1);
    }
    if (c->isa) {
        strncat(shape, "_isa_", sizeof shape - strlen(shape) - 1);
        strncat(shape, c->isa, sizeof shape - strlen(shape) - 1);
    }
    snprintf(name, sizeof name, "attention/%s/%s/%s/%s/%s", c->variant, kbench__attn_impl_name(c->impl), dn, be, shape);
    if (!kbench_selected(b, name)) return;
    r = kbench_rows_add(&b->rows);
    if (!r) return;
    kbench__device_name(b, dev, devname, sizeof devname);
    KBENCH_COPY(r->name, name);
    snprintf(r->config, sizeof r->config, "attention/%s/%s/%s/%s", c->variant, dn, be, shape);
    strcpy(r->op, "attention");
    KBENCH_COPY(r->variant, c->variant);
    KBENCH_COPY(r->impl, kbench__attn_impl_name(c->impl));
    KBENCH_COPY(r->backend, be);
    KBENCH_COPY(r->device, devname);
    KBENCH_COPY(r->dtype, dn);
    KBENCH_COPY(r->shape, shape);
    if (decode)
        snprintf(r->group, sizeof r->group, "Decode: B=%lld Hq=%lld Hk=%lld ctx=%lld D=%lld, %s, %s", (long long)c->B, (long long)c->Hq,
                 (long long)c->Hk, (long long)c->Nk, (long long)c->D, dn, be);
    else if (c->isa)
        snprintf(r->group, sizeof r->group, "CPU kernel sets: B=%lld H=%lld N=%lld D=%lld, %s", (long long)c->B, (long long)c->Hq,
                 (long long)c->Nq, (long long)c->D, be);
    else if (c->threads)
        snprintf(r->group, sizeof r->group, "Thread scaling: B=%lld H=%lld N=%lld D=%lld, %s, %s", (long long)c->B, (long long)c->Hq,
                 (long long)c->Nq, (long long)c->D, dn, be);
    else
        snprintf(r->group, sizeof r->group, "Attention B=%lld H=%lld N=%lld D=%lld, %s, %s", (long long)c->B, (long long)c->Hq,
                 (long long)c->Nq, (long long)c->D, dn, be);
    snprintf(r->params, sizeof r->params,
             "\"b\": %lld, \"hq\": %lld, \"hk\": %lld, \"nq\": %lld, \"nk\": %lld, \"d\": %lld, \"window_left\": %lld, \"threads\": %d",
             (long long)c->B, (long long)c->Hq, (long long)c->Hk, (long long)c->Nq, (long long)c->Nk, (long long)c->D,
             (long long)(strcmp(c->variant, "window") == 0 ? c->window : -1), c->threads ? c->threads : ktorch_num_threads(b->ctx));
    if (baseline) KBENCH_COPY(r->baseline, baseline);
    r->nq_axis = decode || c->threads ? 0 : (int)c->Nq;
    pairs = kbench__attn_pairs(c);
    r->flops = 4.0 * (double)c->B * (double)c->Hq * pairs * (double)c->D;
    r->tokens = (double)c->B * (double)c->Nq;
    r->mem_tokens = (double)c->B * (double)c->Nk;
    /* q, k, v read once and out written once: the minimum traffic */
    r->bytes = (double)c->B * (double)(c->Hq * c->Nq * c->D * 2 + c->Hk * c->Nk * c->D * 2) * (ktorch_dtype_bits(c->dtype) / 8.0);
    sq[0] = c->B; sq[1] = c->Hq; sq[2] = c->Nq; sq[3] = c->D;
    sk[0] = c->B; sk[1] = c->Hk; sk[2] = c->Nk; sk[3] = c->D;
    if (paged) { /* pages of 16 tokens, each sequence's pages in order */
        sk[0] = c->B * ((c->Nk + 15) / 16);
        sk[2] = 16;
    }
    memcpy(sv, sk, sizeof sk);
    memset(&a, 0, sizeof a);
    if ((st = ktorch_tensor_create(b->ctx, c->dtype, 4, sq, dev, &q)) != KTORCH_OK) goto fail0;
    if ((st = ktorch_tensor_create(b->ctx, c->dtype, 4, sk, dev, &k)) != KTORCH_OK) goto fail1;
    if ((st = ktorch_tensor_create(b->ctx, c->dtype, 4, sv, dev, &v)) != KTORCH_OK) goto fail2;
    if ((st = ktorch_tensor_create(b->ctx, c->dtype, 4, sq, dev, &o)) != KTORCH_OK) goto fail3;
    kbench__fill_random(b, &q, 11);
    kbench__fill_random(b, &k, 12);
    kbench__fill_random(b, &v, 13);
    a.ctx = b->ctx;
    a.q = &q;
    a.k = &k;
    a.v = &v;
    a.o = &o;
    a.p.variant = c->impl;
    if (strcmp(c->variant, "causal") == 0) a.p.causal = 1;
    if (strcmp(c->variant, "window") == 0) {
        a.p.causal = 1;
        a.p.window_flags = KTORCH_WINDOW_LEFT;
        a.p.window_left = c->window;
    }
    if (strcmp(c->variant, "softcap") == 0) a.p.softcap = 30.0f;
    if (strcmp(c->variant, "alibi") == 0) {
        int64_t h;
        slopes = (float *)malloc(sizeof(float) * (size_t)c->Hq);
        if (!slopes) { st = KTORCH_OUT_OF_MEMORY; goto fail4; }
        for (h = 0; h < c->Hq; h++) slopes[h] = (float)pow(2.0, -8.0 * (double)(h + 1) / (double)c->Hq);
        a.p.alibi_slopes = slopes;
    }
    if (strcmp(c->variant, "mask_bool") == 0 || strcmp(c->variant, "mask_add") == 0) {
        /* a causal pattern given as an explicit [1,1,Nq,Nk] mask */
        ktorch_tensor h;
        int64_t i, j;
        int is_bool = c->variant[5] == 'b';
        sm[0] = 1; sm[1] = 1; sm[2] = c->Nq; sm[3] = c->Nk;
        if ((st = ktorch_tensor_create(b->ctx, is_bool ? KTORCH_BOOL : KTORCH_F32, 4, sm, ktorch_cpu(), &h)) != KTORCH_OK) goto fail4;
        for (i = 0; i < c->Nq; i++)
            for (j = 0; j < c->Nk; j++) {
                if (is_bool) ((unsigned char *)ktorch_tensor_ptr(&h))[i * c->Nk + j] = (unsigned char)(j <= i + c->Nk - c->Nq);
                else ((float *)ktorch_tensor_ptr(&h))[i * c->Nk + j] = (float)(-0.01 * (double)((i > j ? i - j : j - i) % 7));
            }
        if (dev.backend == KTORCH_BACKEND_CPU) mask = h;
        else {
            st = ktorch_tensor_create(b->ctx, h.dtype, 4, sm, dev, &mask);
            if (st == KTORCH_OK) st = ktorch_tensor_copy(b->ctx, &mask, &h, NULL);
            ktorch_tensor_free(b->ctx, &h);
            if (st != KTORCH_OK) goto fail4;
        }
        have_mask = 1;
        a.p.mask = &mask;
    }
    if (kbench__sparse_variant(c->variant, &density, &pattern)) {
        ktorch_block_mask_desc md;
        memset(&md, 0, sizeof md);
        md.pattern = pattern;
        md.density = density;
        md.seed = 7;
        sm[0] = 1; sm[1] = 1;
        sm[2] = (c->Nq + KBENCH_SPARSE_BLOCK(dev) - 1) / KBENCH_SPARSE_BLOCK(dev);
        sm[3] = (c->Nk + KBENCH_SPARSE_BLOCK(dev) - 1) / KBENCH_SPARSE_BLOCK(dev);
        if ((st = ktorch_tensor_create(b->ctx, KTORCH_U8, 4, sm, ktorch_cpu(), &bmask)) != KTORCH_OK) goto fail4;
        have_bmask = 1;
        if ((st = ktorch_block_mask_build(b->ctx, &md, &bmask)) != KTORCH_OK) goto fail5;
        pairs = kbench__mask_pairs(&bmask, c->Nq, c->Nk, KBENCH_SPARSE_BLOCK(dev), KBENCH_SPARSE_BLOCK(dev));
        r->density = pairs / ((double)c->Nq * (double)c->Nk);
        r->flops = 4.0 * (double)c->B * (double)c->Hq * pairs * (double)c->D;
        a.kind = KBENCH__SPARSE;
        a.sparse.block_mask = &bmask;
        a.sparse.block_q = a.sparse.block_k = KBENCH_SPARSE_BLOCK(dev);
    }
    if (strcmp(c->variant, "chunked") == 0) { /* sliding window, causal, chunks of 512 */
        a.kind = KBENCH__CHUNKED;
        a.chunk = 512;
        a.p.causal = 1;
        a.p.window_flags = KTORCH_WINDOW_LEFT;
        a.p.window_left = c->window;
    }
    if (strcmp(c->variant, "dilated") == 0) {
        kbench__dilated_pattern(c->Nq, seg, rate);
        a.kind = KBENCH__DILATED;
        a.dilated.count = 3;
        a.dilated.segment = seg;
        a.dilated.dilation = rate;
    }
    if (paged) { /* every sequence holds Nk tokens; q is its last token */
        int64_t st_[1], sb[2], pages = (c->Nk + 15) / 16, i;
        ktorch_tensor ht, hl;
        st_[0] = c->B;
        sb[0] = c->B;
        sb[1] = pages;
        if ((st = ktorch_tensor_create(b->ctx, KTORCH_I32, 2, sb, ktorch_cpu(), &ht)) != KTORCH_OK) goto fail4;
        if ((st = ktorch_tensor_create(b->ctx, KTORCH_I32, 1, st_, ktorch_cpu(), &hl)) != KTORCH_OK) {
            ktorch_tensor_free(b->ctx, &ht);
            goto fail4;
        }
        for (i = 0; i < c->B * pages; i++) ((int32_t *)ktorch_tensor_ptr(&ht))[i] = (int32_t)i;
        for (i = 0; i < c->B; i++) ((int32_t *)ktorch_tensor_ptr(&hl))[i] = (int32_t)c->Nk;
        table = ht;
        lens = hl;
        have_pages = 1;
        if (dev.backend != KTORCH_BACKEND_CPU) {
            have_pages = 0;
            st = ktorch_tensor_create(b->ctx, KTORCH_I32, 2, sb, dev, &table);
            if (st == KTORCH_OK) st = ktorch_tensor_copy(b->ctx, &table, &ht, NULL);
            if (st == KTORCH_OK) have_pages = 1;
            if (st == KTORCH_OK) st = ktorch_tensor_create(b->ctx, KTORCH_I32, 1, st_, dev, &lens);
            if (st == KTORCH_OK) st = ktorch_tensor_copy(b->ctx, &lens, &hl, NULL);
            if (st != KTORCH_OK && have_pages) ktorch_tensor_free(b->ctx, &table);
            ktorch_tensor_free(b->ctx, &ht);
            ktorch_tensor_free(b->ctx, &hl);
            if (st != KTORCH_OK) {
                have_pages = 0;
                goto fail4;
            }
        }
        a.kind = KBENCH__PAGED;
        a.table = &table;
        a.lens = &lens;
    }
    if (strcmp(c->variant, "lse") == 0) {
        sl[0] = c->B; sl[1] = c->Hq; sl[2] = c->Nq;
        if ((st = ktorch_tensor_create(b->ctx, KTORCH_F32, 3, sl, dev, &lse)) != KTORCH_OK) goto fail4;
        have_lse = 1;
        a.p.lse = &lse;
    }
    if (c->impl == KTORCH_ATTENTION_REFERENCE && trials > 5 && !b->opt.trials_set) trials = 5; /* slow by design */
    kbench_measure(b, r, dev, kbench__attn_run, &a, trials);
    if (have_pages) {
        ktorch_tensor_free(b->ctx, &table);
        ktorch_tensor_free(b->ctx, &lens);
    }
    if (have_bmask) ktorch_tensor_free(b->ctx, &bmask);
    if (have_lse) ktorch_tensor_free(b->ctx, &lse);
    if (have_mask) ktorch_tensor_free(b->ctx, &mask);
    free(slopes);
    ktorch_tensor_free(b->ctx, &o);
    ktorch_tensor_free(b->ctx, &v);
    ktorch_tensor_free(b->ctx, &k);
    ktorch_tensor_free(b->ctx, &q);
    return;
fail5:
    if (have_bmask) ktorch_tensor_free(b->ctx, &bmask);
fail4:
    free(slopes);
    ktorch_tensor_free(b->ctx, &o);
fail3:
    ktorch_tensor_free(b->ctx, &v);
fail2:
    ktorch_tensor_free(b->ctx, &k);
fail1:
    ktorch_tensor_free(b->ctx, &q);
fail0:
    KBENCH_COPY(r->status, st == KTORCH_UNSUPPORTED ? "unsupported" : "error");
    KBENCH_COPY(r->note, ktorch_last_error());
    b->done++;
}

/* Row name of a configuration, for baselines. */
KBENCH__FN const char *kbench__attn_name(ktorch_device dev, const kbench_attn_cfg *c) {
    char shape[96];
    kbench__attn_shape(c, shape, sizeof shape);
    snprintf(kbench__attn_baseline_name, sizeof kbench__attn_baseline_name, "attention/%s/%s/%s/%s/%s", c->variant,
             kbench__attn_impl_name(c->impl), ktorch_dtype_name(c->dtype), ktorch_backend_name(dev.backend), shape);
    return kbench__attn_baseline_name;
}

/* One sequence length: reference (CPU f32, n <= 512 quick / 1024 full),
   flash dense and causal, and with `variants` every other variant, all
   against the group's baseline (the reference where timed, else dense flash). */
KBENCH__FN void kbench_attention_size(kbench *b, ktorch_device dev, const kbench_attn_cfg *shape, int variants) {
    static const char *const all[] = {"causal", "window", "gqa", "softcap", "alibi", "mask_bool", "mask_add", "lse"};
    kbench_attn_cfg c = *shape;
    char base[160];
    int i;
    c.Hk = c.Hq;
    c.variant = "dense";
    c.impl = KTORCH_ATTENTION_FLASH;
    snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
    if (dev.backend == KTORCH_BACKEND_CPU && c.dtype == KTORCH_F32 && c.Nq <= (b->opt.full ? 1024 : 512)) {
        c.impl = KTORCH_ATTENTION_REFERENCE;
        snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
        kbench_attention_case(b, dev, &c, base);
        c.impl = KTORCH_ATTENTION_FLASH;
    }
    kbench_attention_case(b, dev, &c, base);
    c.variant = "causal";
    kbench_attention_case(b, dev, &c, base);
    if (!variants) return;
    for (i = 1; i < (int)(sizeof all / sizeof all[0]); i++) {
        c.variant = all[i];
        c.Hk = strcmp(all[i], "gqa") == 0 ? c.Hq / 4 : c.Hq;
        c.window = 256;
        kbench_attention_case(b, dev, &c, base);
    }
}

/* Shapes: the CPU runs B=1 H=8 D=64 in f32; devices B=4 H=16 D=128 in
   bf16 over longer sequences. The variants run at one middle length. */
KBENCH__FN void kbench_attention(kbench *b, ktorch_device dev) {
    static const int64_t cpu_quick[] = {256, 512, 1024, 2048, 0};
    static const int64_t cpu_full[] = {256, 512, 1024, 2048, 4096, 8192, 16384, 0};
    static const int64_t dev_quick[] = {1024, 2048, 4096, 8192, 0};
    static const int64_t dev_full[] = {512, 1024, 2048, 4096, 8192, 16384, 32768, 0};
    int cpu = dev.backend == KTORCH_BACKEND_CPU, i;
    const int64_t *ns = cpu ? (b->opt.full ? cpu_full : cpu_quick) : (b->opt.full ? dev_full : dev_quick);
    int64_t mid = cpu ? 1024 : 4096;
    kbench_attn_cfg c;
    char base[160];
    memset(&c, 0, sizeof c);
    c.B = cpu ? 1 : 4;
    c.Hq = c.Hk = cpu ? 8 : 16;
    c.D = cpu ? 64 : 128;
    c.dtype = cpu ? KTORCH_F32 : KTORCH_BF16;
    for (i = 0; ns[i]; i++) {
        c.Nq = c.Nk = ns[i];
        kbench_attention_size(b, dev, &c, ns[i] == mid);
    }
    /* other input dtypes: dense against dense in the main dtype */
    c.Nq = c.Nk = mid;
    c.variant = "dense";
    c.impl = KTORCH_ATTENTION_FLASH;
    snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
    c.dtype = KTORCH_F16;
    kbench_attention_case(b, dev, &c, base);
    if (cpu) {
        /* the score transforms and masks with f16/bf16 inputs, against dense flash in the same dtype */
        static const char *const tv[] = {"softcap", "alibi", "mask_bool", "mask_add"};
        char dbase[160];
        int t;
        c.dtype = KTORCH_BF16;
        kbench_attention_case(b, dev, &c, base);
        for (i = 0; i < 2; i++) {
            c.dtype = i ? KTORCH_BF16 : KTORCH_F16;
            c.variant = "dense";
            snprintf(dbase, sizeof dbase, "%s", kbench__attn_name(dev, &c));
            for (t = 0; t < 4; t++) {
                c.variant = tv[t];
                kbench_attention_case(b, dev, &c, dbase);
            }
        }
        c.variant = "dense";
    }
    /* decode: one query per sequence over a long KV cache, GQA 4:1 */
    c.dtype = cpu ? KTORCH_F32 : KTORCH_BF16;
    c.variant = "decode";
    c.B = cpu ? 4 : 64;
    c.Hq = 32;
    c.Hk = 8;
    c.Nq = 1;
    c.Nk = cpu ? (b->opt.full ? 16384 : 4096) : 8192;
    c.D = 128;
    kbench_attention_case(b, dev, &c, NULL);
    if (b->opt.full && cpu) {
        /* head dim 128 and batch 4 at n = 2048 */
        c.variant = "dense";
        c.B = 4;
        c.Hq = c.Hk = 8;
        c.Nq = c.Nk = 2048;
        c.D = 128;
        snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
        kbench_attention_case(b, dev, &c, NULL);
        c.variant = "causal";
        kbench_attention_case(b, dev, &c, base);
    }
}

/* The attention variants against dense flash at one length (CPU: the
   largest of the main sweep's lengths; devices: 4096), and paged decode
   against dense decode of the same shape. */
KBENCH__FN void kbench_variants(kbench *b, ktorch_device dev) {
    static const char *const vs[] = {"sparse50", "sparse25", "sparse10", "bigbird", "chunked", "dilated"};
    int cpu = dev.backend == KTORCH_BACKEND_CPU, i;
    kbench_attn_cfg c;
    char base[160];
    memset(&c, 0, sizeof c);
    c.B = cpu ? 1 : 4;
    c.Hq = c.Hk = cpu ? 8 : 16;
    c.D = cpu ? 64 : 128;
    c.dtype = cpu ? KTORCH_F32 : KTORCH_BF16;
    c.Nq = c.Nk = b->opt.full ? 16384 : cpu ? 2048 : 4096;
    c.impl = KTORCH_ATTENTION_FLASH;
    c.variant = "dense";
    c.window = 256;
    snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
    for (i = 0; i < (int)(sizeof vs / sizeof vs[0]); i++) {
        c.variant = vs[i];
        kbench_attention_case(b, dev, &c, base);
    }
    c.variant = "decode";
    c.B = cpu ? 4 : 64;
    c.Hq = 32;
    c.Hk = 8;
    c.Nq = 1;
    c.Nk = cpu ? (b->opt.full ? 16384 : 4096) : 8192;
    c.D = 128;
    snprintf(base, sizeof base, "%s", kbench__attn_name(dev, &c));
    c.variant = "paged";
    kbench_attention_case(b, dev, &c, base);
}

KBENCH__FN void kbench_isa_matmul_rows(kbench *b);

/* CPU kernel sets (--full, or a --filter naming "isa"): b=1 h=8 n=4096
   d=128 dense and causal as f32 and bf16 on AVX-512 and bf16 on AMX tiles
   (where the CPU has them), each in its own context, against the f32 row;
   the same dense with h=1 on one thread (what one core does); the AMX
   matmul rows. First a line of what the rows need to be read: threads,
   and the sustained FMA rate of all of them at once and of one. */
KBENCH__FN void kbench_isa_rows(kbench *b) {
    static const char *const isa[] = {"avx512", "avx512", "amx"};
    static const ktorch_dtype dt[] = {KTORCH_F32, KTORCH_BF16, KTORCH_BF16};
    ktorch_context *saved = b->ctx;
    kbench_attn_cfg c;
    char base[160];
    int v, i;
    if (b->round == 0 && !b->opt.list) {
        ktorch_context_desc d = kbench_env_desc();
        ktorch_context *one;
        const int nt = ktorch_num_threads(saved);
        const double all = kbench_cpu_sustained_gflops(saved);
        double single = NAN;
        d.num_threads = 1;
        if (ktorch_context_create(&d, &one) == KTORCH_OK) {
            single = kbench_cpu_sustained_gflops(one);
            ktorch_context_destroy(one);
        }
        printf("isa rows: %d threads; FP32 FMA sustained (0.2 s, wall clock): all threads %.1f GFLOP/s, one thread %.1f GFLOP/s "
               "(all = %.2f x one)\n", nt, all, single, all / single);
    }
    memset(&c, 0, sizeof c);
    c.impl = KTORCH_ATTENTION_FLASH;
    c.B = 1;
    c.Hq = c.Hk = 8;
    c.Nq = c.Nk = 4096;
    c.D = 128;
    for (v = 0; v < 3; v++)
        for (i = 0; i < 3; i++) {
            ktorch_context_desc d = kbench_env_desc();
            ktorch_context *ctx;
            if (v == 2 && i == 1) continue;
            d.cpu_isa = isa[i];
            if (v == 2) d.num_threads = c.threads = 1;
            if (v == 2) c.Hq = c.Hk = 1;
            if (ktorch_context_create(&d, &ctx) != KTORCH_OK) continue;
            c.variant = v == 1 ? "causal" : "dense";
            c.isa = isa[i];
            c.dtype = dt[i];
            if (i == 0) snprintf(base, sizeof base, "%s_isa_avx512", kbench__attn_name(ktorch_cpu(), &c));
            b->ctx = ctx;
            kbench_attention_case(b, ktorch_cpu(), &c, i ? base : NULL);
            b->ctx = saved;
            ktorch_context_destroy(ctx);
        }
    kbench_isa_matmul_rows(b);
}

/* Thread scaling (--full, CPU): dense flash n = 4096 with 1..T threads,
   each in its own context; speedup against one thread. */
KBENCH__FN void kbench_thread_scaling(kbench *b) {
    ktorch_context *saved = b->ctx;
    int t, maxt = ktorch_num_threads(saved);
    kbench_attn_cfg c;
    char base[160];
    memset(&c, 0, sizeof c);
    c.variant = "dense";
    c.impl = KTORCH_ATTENTION_FLASH;
    c.dtype = KTORCH_F32;
    c.B = 1;
    c.Hq = c.Hk = 8;
    c.Nq = c.Nk = 4096;
    c.D = 64;
    c.threads = 1;
    snprintf(base, sizeof base, "%s_t1", kbench__attn_name(ktorch_cpu(), &c));
    for (t = 1; t <= maxt; t *= 2) {
        ktorch_context_desc d = kbench_env_desc();
        ktorch_context *ctx;
        d.num_threads = t;
        if (ktorch_context_create(&d, &ctx) != KTORCH_OK) continue;
        b->ctx = ctx;
        c.threads = t;
        kbench_attention_case(b, ktorch_cpu(), &c, base);
        b->ctx = saved;
        ktorch_context_destroy(ctx);
        if (t < maxt && t * 2 > maxt) t = maxt / 2; /* end on maxt */
    }
}

/* ---- quantization ----------------------------------------------------- */
typedef struct kbench__q_arg {
    ktorch_context *ctx;
    ktorch_tensor *x, *y, *w;
    ktorch_qtensor *q, *qx;
    ktorch_quant_format fmt;
    int kind; /* 1 quantize, 2 dequantize, 3 qmatmul, 4 dense matmul, 5 w8a8 */
} kbench__q_arg;
KBENCH__FN ktorch_status kbench__q_run(void *arg) {
    kbench__q_arg *a = (kbench__q_arg *)arg;
    switch (a->kind) {
    case 1: {
        ktorch_qtensor t;
        ktorch_status st = ktorch_quantize(a->ctx, a->x, a->fmt, NULL, &t);
        if (st == KTORCH_OK) ktorch_qtensor_free(a->ctx, &t);
        return st;
    }
    case 2: return ktorch_dequantize(a->ctx, a->q, a->y);
    case 3: return ktorch_qmatmul(a->ctx, a->x, a->q, a->y);
    case 4: return ktorch_matmul_nt(a->ctx, a->x, a->w, a->y);
    default: return ktorch_qmatmul_w8a8(a->ctx, a->qx, a->q, a->y);
    }
}

/* The memcpy row of a quantized-matmul group: the same threads copy a buffer
   as large as the int8 weights; weight bytes per second over its read + write
   bytes per second is the "% of memcpy" of the quantization table. */
typedef struct kbench__copy_arg {
    ktorch_context *ctx;
    char *dst;
    const char *src;
    size_t n, chunk;
} kbench__copy_arg;
KBENCH__FN void kbench__copy_task(void *arg, int64_t i, int thread) {
    kbench__copy_arg *a = (kbench__copy_arg *)arg;
    size_t at = (size_t)i * a->chunk, n = a->n - at < a->chunk ? a->n - at : a->chunk;
    (void)thread;
    memcpy(a->dst + at, a->src + at, n);
}
KBENCH__FN ktorch_status kbench__copy_run(void *arg) {
    kbench__copy_arg *a = (kbench__copy_arg *)arg;
    ktorch_parallel_for(a->ctx, kbench__copy_task, a, (int64_t)((a->n + a->chunk - 1) / a->chunk));
    return KTORCH_OK;
}

/* Quantize / dequantize GB/s of every format, and quantized matmul of every
   format beside the dense matmul of the same shape: f32 on the CPU (M = 1
   with weights larger than the last-level cache, M = 16 and 64, with a memcpy
   row), bf16 on devices (larger shapes, M = 16). */
KBENCH__FN void kbench_quant(kbench *b, ktorch_device dev) {
    int cpu = dev.backend == KTORCH_BACKEND_CPU;
    const int64_t R = cpu ? 512 : 8192, K = cpu ? (b->opt.full ? 8192 : 4096) : 8192;
    static const int64_t cpu_ms[3] = {1, 16, 64}, dev_ms[1] = {16};
    const int64_t *ms = cpu ? cpu_ms : dev_ms;
    const int nms = cpu ? 3 : 1;
    const ktorch_dtype xt = cpu ? KTORCH_F32 : KTORCH_BF16;
    const char *be = ktorch_backend_name(dev.backend), *xn = ktorch_dtype_name(xt);
    const double xs = ktorch_dtype_bits(xt) / 8.0;
    int64_t sx[2];
    ktorch_tensor x, xd;
    char devname[96];
    int f, mi;
    kbench__device_name(b, dev, devname, sizeof devname);
    sx[0] = R; sx[1] = K;
    if (ktorch_tensor_create(b->ctx, xt, 2, sx, dev, &x) != KTORCH_OK) return;
    if (ktorch_tensor_create(b->ctx, xt, 2, sx, dev, &xd) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &x); return; }
    kbench__fill_random(b, &x, 21);
    for (f = 0; f < (int)KTORCH_QUANT_FORMAT_COUNT; f++) {
        const char *fn = ktorch_quant_format_name((ktorch_quant_format)f);
        int kind;
        for (kind = 1; kind <= 2; kind++) {
            const char *op = kind == 1 ? "quantize" : "dequantize";
            char name[160], shape[64];
            ktorch_qtensor qw;
            kbench__q_arg a;
            kbench_row *r;
            memset(&qw, 0, sizeof qw);
            snprintf(shape, sizeof shape, "%lldx%lld", (long long)R, (long long)K);
            snprintf(name, sizeof name, "%s/%s/ktorch/%s/%s/%s", op, fn, fn, be, shape);
            if (!kbench_selected(b, name)) continue;
            r = kbench_rows_add(&b->rows);
            if (!r) break;
            KBENCH_COPY(r->name, name);
            snprintf(r->config, sizeof r->config, "%s/%s/%s/%s/%s", op, fn, fn, be, shape);
            KBENCH_COPY(r->op, op);
            KBENCH_COPY(r->variant, fn);
            strcpy(r->impl, "ktorch");
            KBENCH_COPY(r->backend, be);
            KBENCH_COPY(r->device, devname);
            KBENCH_COPY(r->dtype, fn);
            KBENCH_COPY(r->shape, shape);
            r->quant_kind = kind;
            snprintf(r->group, sizeof r->group, "%s [%lldx%lld] %s, %s", kind == 1 ? "Quantize" : "Dequantize", (long long)R, (long long)K, xn, be);
            snprintf(r->params, sizeof r->params, "\"rows\": %lld, \"cols\": %lld", (long long)R, (long long)K);
            memset(&a, 0, sizeof a);
            a.ctx = b->ctx;
            a.fmt = (ktorch_quant_format)f;
            a.kind = kind;
            if (ktorch_quantize(b->ctx, &x, a.fmt, NULL, &qw) != KTORCH_OK) {
                strcpy(r->status, "unsupported");
                KBENCH_COPY(r->note, ktorch_last_error());
                continue;
            }
            r->bytes = (double)R * (double)K * xs + (double)ktorch_qtensor_nbytes(&qw);
            if (kind == 1) {
                ktorch_qtensor_free(b->ctx, &qw);
                a.x = &x;
            } else {
                a.q = &qw;
                a.y = &xd;
            }
            kbench_measure(b, r, dev, kbench__q_run, &a, b->opt.trials);
            if (kind == 2) ktorch_qtensor_free(b->ctx, &qw);
        }
    }
    ktorch_tensor_free(b->ctx, &xd);
    ktorch_tensor_free(b->ctx, &x);

    for (mi = 0; mi < nms; mi++) {
        /* M = 1 streams the weights once: N = K = 8192 (64 MiB of int8) exceeds the last-level cache */
        const int64_t M = ms[mi], MK = cpu && M == 1 ? 8192 : K, N = cpu ? (M == 1 ? 8192 : b->opt.full ? 4096 : 2048) : 8192;
        int64_t sxm[2], sw[2], sy[2];
        kbench__qm_set *set;
        char base[160], shape[64], group[96], params[256], name[160];
        void *cbuf = NULL;
        sxm[0] = M; sxm[1] = MK;
        sw[0] = N; sw[1] = MK;
        sy[0] = M; sy[1] = N;
        snprintf(shape, sizeof shape, "m%lld_n%lld_k%lld", (long long)M, (long long)N, (long long)MK);
        snprintf(group, sizeof group, "Quantized matmul y[%lld,%lld] = x W^T, K=%lld, %s", (long long)M, (long long)N, (long long)MK, be);
        snprintf(params, sizeof params, "\"m\": %lld, \"n\": %lld, \"k\": %lld", (long long)M, (long long)N, (long long)MK);
        snprintf(base, sizeof base, "qmatmul/dense/ktorch/%s/%s/%s", xn, be, shape);
        { /* no tensors (256 MiB of f32 at M = 1) where no row of the group is selected */
            int any = 0;
            snprintf(name, sizeof name, "qmatmul/memcpy/libc/u8/%s/%s", be, shape);
            any = cpu && kbench_selected(b, name);
            for (f = -1; f < (int)KTORCH_QUANT_FORMAT_COUNT + 2 && !any; f++) {
                const char *fn = f < 0 ? xn : f == (int)KTORCH_QUANT_FORMAT_COUNT ? "w8a8" : f > (int)KTORCH_QUANT_FORMAT_COUNT ? "w8a8_fp8" : ktorch_quant_format_name((ktorch_quant_format)f);
                snprintf(name, sizeof name, "qmatmul/%s/ktorch/%s/%s/%s", f < 0 ? "dense" : fn, fn, be, shape);
                any = kbench_selected(b, name);
            }
            if (!any) continue;
        }
        if (!b->qm && !(b->qm = (kbench__qm_set *)calloc((size_t)KTORCH_BACKEND_COUNT * 3, sizeof *b->qm))) return;
        set = &b->qm[(int)dev.backend * 3 + mi];
        if (!set->ready) {
            if (ktorch_tensor_create(b->ctx, xt, 2, sxm, dev, &set->xm) != KTORCH_OK) return;
            if (ktorch_tensor_create(b->ctx, xt, 2, sw, dev, &set->w) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &set->xm); return; }
            if (ktorch_tensor_create(b->ctx, xt, 2, sy, dev, &set->yo) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &set->w); ktorch_tensor_free(b->ctx, &set->xm); return; }
            /* w8a8 writes f32 (or i32) */
            if (ktorch_tensor_create(b->ctx, KTORCH_F32, 2, sy, dev, &set->yf) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &set->yo); ktorch_tensor_free(b->ctx, &set->w); ktorch_tensor_free(b->ctx, &set->xm); return; }
            kbench__fill_random(b, &set->xm, 21);
            kbench__fill_random(b, &set->w, 22);
            set->ready = 1;
        }
        snprintf(name, sizeof name, "qmatmul/memcpy/libc/u8/%s/%s", be, shape);
        if (cpu && kbench_selected(b, name)) {
            kbench_row *r = kbench_rows_add(&b->rows);
            kbench__copy_arg ca;
            if (!r) break;
            KBENCH_COPY(r->name, name);
            snprintf(r->config, sizeof r->config, "qmatmul/memcpy/u8/%s/%s", be, shape);
            strcpy(r->op, "qmatmul");
            strcpy(r->variant, "memcpy");
            strcpy(r->impl, "libc");
            KBENCH_COPY(r->backend, be);
            KBENCH_COPY(r->device, devname);
            strcpy(r->dtype, "u8");
            KBENCH_COPY(r->shape, shape);
            KBENCH_COPY(r->group, group);
            KBENCH_COPY(r->params, params);
            r->quant_kind = 3;
            memset(&ca, 0, sizeof ca);
            ca.ctx = b->ctx;
            ca.n = (size_t)N * (size_t)MK;
            ca.chunk = (size_t)1 << 20;
            cbuf = malloc(2 * ca.n);
            if (!cbuf) {
                strcpy(r->status, "error");
                strcpy(r->note, "out of memory");
            } else {
                memset(cbuf, 1, 2 * ca.n);
                ca.src = (const char *)cbuf;
                ca.dst = (char *)cbuf + ca.n;
                r->bytes = 2.0 * (double)ca.n; /* read + write, as docs/PERF.md counts a copy */
                kbench_measure(b, r, dev, kbench__copy_run, &ca, b->opt.trials);
            }
            free(cbuf);
        }
        for (f = -1; f < (int)KTORCH_QUANT_FORMAT_COUNT + 2; f++) { /* dense, every format, w8a8 int8, w8a8 fp8 */
            const char *fn = f < 0 ? xn : f == (int)KTORCH_QUANT_FORMAT_COUNT ? "w8a8" : f > (int)KTORCH_QUANT_FORMAT_COUNT ? "w8a8_fp8" : ktorch_quant_format_name((ktorch_quant_format)f);
            ktorch_quant_format w8f = f > (int)KTORCH_QUANT_FORMAT_COUNT ? KTORCH_QUANT_FP8_E4M3 : KTORCH_QUANT_INT8;
            kbench__q_arg a;
            kbench_row *r;
            snprintf(name, sizeof name, "qmatmul/%s/ktorch/%s/%s/%s", f < 0 ? "dense" : fn, fn, be, shape);
            if (!kbench_selected(b, name)) continue;
            r = kbench_rows_add(&b->rows);
            if (!r) break;
            KBENCH_COPY(r->name, name);
            snprintf(r->config, sizeof r->config, "qmatmul/%s/%s/%s/%s", fn, fn, be, shape);
            strcpy(r->op, "qmatmul");
            KBENCH_COPY(r->variant, f < 0 ? "dense" : fn);
            strcpy(r->impl, "ktorch");
            KBENCH_COPY(r->backend, be);
            KBENCH_COPY(r->device, devname);
            KBENCH_COPY(r->dtype, fn);
            KBENCH_COPY(r->shape, shape);
            r->quant_kind = 3;
            KBENCH_COPY(r->group, group);
            KBENCH_COPY(r->params, params);
            r->flops = 2.0 * (double)M * (double)N * (double)MK;
            KBENCH_COPY(r->baseline, base);
            memset(&a, 0, sizeof a);
            a.ctx = b->ctx;
            a.x = &set->xm;
            a.y = &set->yo;
            a.w = &set->w;
            a.kind = 3;
            if (f < 0) {
                a.kind = 4;
                r->bytes = (double)N * (double)MK * xs;
            } else {
                ktorch_quant_format wf = f >= (int)KTORCH_QUANT_FORMAT_COUNT ? w8f : (ktorch_quant_format)f;
                if (!set->quantized[f]) {
                    set->quantized[f] = 1;
                    if (ktorch_quantize(b->ctx, &set->w, wf, NULL, &set->qw[f]) != KTORCH_OK) set->quantized[f] = -1;
                    else if (f >= (int)KTORCH_QUANT_FORMAT_COUNT && ktorch_quantize(b->ctx, &set->xm, w8f, NULL, &set->qx[f]) != KTORCH_OK) {
                        ktorch_qtensor_free(b->ctx, &set->qw[f]);
                        set->quantized[f] = -1;
                    }
                    if (set->quantized[f] < 0) KBENCH_COPY(set->note[f], ktorch_last_error());
                }
                if (set->quantized[f] < 0) {
                    strcpy(r->status, "unsupported");
                    KBENCH_COPY(r->note, set->note[f]);
                    continue;
                }
                a.q = &set->qw[f];
                if (f >= (int)KTORCH_QUANT_FORMAT_COUNT) {
                    a.qx = &set->qx[f];
                    a.kind = 5;
                    a.y = &set->yf;
                }
                r->bytes = (double)ktorch_qtensor_nbytes(&set->qw[f]);
            }
            kbench_measure(b, r, dev, kbench__q_run, &a, b->opt.trials);
        }
    }
}

/* Matrix products on AMX tiles against the AVX-512 kernels, each ISA in its
   own context: y[M,4096] f32 = x W^T, x bf16, K = 4096, W bf16
   (ktorch_matmul_nt) or int8 with row scales (ktorch_qmatmul), M = 16 and
   256. Quantization table rows; the speedup is against the AVX-512 row. */
KBENCH__FN void kbench_isa_matmul_rows(kbench *b) {
    static const char *const isa[] = {"avx512", "amx"};
    static const int64_t ms[] = {16, 256};
    const int64_t N = 4096, K = 4096;
    ktorch_device cpu = ktorch_cpu();
    ktorch_tensor w, x, y;
    ktorch_qtensor q;
    ktorch_quant_params qp;
    int64_t sw[2], sx[2], sy[2];
    char devname[96];
    int mi, wi, i;
    kbench__device_name(b, cpu, devname, sizeof devname);
    sw[0] = N; sw[1] = K;
    if (ktorch_tensor_create(b->ctx, KTORCH_BF16, 2, sw, cpu, &w) != KTORCH_OK) return;
    kbench__fill_random(b, &w, 31);
    memset(&qp, 0, sizeof qp);
    qp.granularity = KTORCH_QUANT_PER_CHANNEL;
    if (ktorch_quantize(b->ctx, &w, KTORCH_QUANT_INT8, &qp, &q) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &w); return; }
    for (mi = 0; mi < 2; mi++) {
        const int64_t M = ms[mi];
        sx[0] = sy[0] = M; sx[1] = K; sy[1] = N;
        if (ktorch_tensor_create(b->ctx, KTORCH_BF16, 2, sx, cpu, &x) != KTORCH_OK) break;
        if (ktorch_tensor_create(b->ctx, KTORCH_F32, 2, sy, cpu, &y) != KTORCH_OK) { ktorch_tensor_free(b->ctx, &x); break; }
        kbench__fill_random(b, &x, 32);
        for (wi = 0; wi < 2; wi++)
            for (i = 0; i < 2; i++) {
                ktorch_context_desc d = kbench_env_desc();
                ktorch_context *ctx;
                kbench__q_arg a;
                kbench_row *r;
                char name[160], shape[64];
                snprintf(shape, sizeof shape, "m%lld_n%lld_k%lld", (long long)M, (long long)N, (long long)K);
                snprintf(name, sizeof name, "isa_matmul/%s/ktorch/bf16/cpu/%s_isa_%s", wi ? "int8" : "bf16", shape, isa[i]);
                if (!kbench_selected(b, name)) continue;
                d.cpu_isa = isa[i];
                if (ktorch_context_create(&d, &ctx) != KTORCH_OK) continue;
                r = kbench_rows_add(&b->rows);
                if (!r) { ktorch_context_destroy(ctx); break; }
                KBENCH_COPY(r->name, name);
                snprintf(r->config, sizeof r->config, "isa_matmul/%s/%s/%s", wi ? "int8" : "bf16", shape, isa[i]);
                strcpy(r->op, wi ? "qmatmul" : "matmul_nt");
                strcpy(r->variant, wi ? "int8" : "bf16");
                strcpy(r->impl, "ktorch");
                strcpy(r->backend, "cpu");
                KBENCH_COPY(r->device, devname);
                snprintf(r->dtype, sizeof r->dtype, "%s %s", wi ? "int8" : "bf16", isa[i]);
                KBENCH_COPY(r->shape, shape);
                r->quant_kind = 3;
                snprintf(r->group, sizeof r->group, "AMX matmul y[%lld,%lld] = x W^T, K=%lld", (long long)M, (long long)N, (long long)K);
                snprintf(r->params, sizeof r->params, "\"m\": %lld, \"n\": %lld, \"k\": %lld", (long long)M, (long long)N, (long long)K);
                r->flops = 2.0 * (double)M * (double)N * (double)K;
                r->bytes = (double)N * (double)K * (wi ? 1.0 : 2.0);
                if (i) snprintf(r->baseline, sizeof r->baseline, "isa_matmul/%s/ktorch/bf16/cpu/%s_isa_avx512", wi ? "int8" : "bf16", shape);
                memset(&a, 0, sizeof a);
                a.ctx = ctx;
                a.x = &x;
                a.y = &y;
                a.w = &w;
                a.q = &q;
                a.kind = wi ? 3 : 4;
                kbench_measure(b, r, cpu, kbench__q_run, &a, b->opt.trials);
                ktorch_context_destroy(ctx);
            }
        ktorch_tensor_free(b->ctx, &y);
        ktorch_tensor_free(b->ctx, &x);
    }
    ktorch_qtensor_free(b->ctx, &q);
    ktorch_tensor_free(b->ctx, &w);
}

/* Frees the quantized-matmul groups' operands (at the end of the sweep). */
KBENCH__FN void kbench__qm_free(kbench *b) {
    int i, f;
    if (!b->qm) return;
    for (i = 0; i < (int)KTORCH_BACKEND_COUNT * 3; i++) {
        kbench__qm_set *set = &b->qm[i];
        if (!set->ready) continue;
        for (f = 0; f < KBENCH__QM_FORMATS; f++) {
            if (set->quantized[f] <= 0) continue;
            ktorch_qtensor_free(b->ctx, &set->qw[f]);
            if (f >= (int)KTORCH_QUANT_FORMAT_COUNT) ktorch_qtensor_free(b->ctx, &set->qx[f]);
        }
        ktorch_tensor_free(b->ctx, &set->yf);
        ktorch_tensor_free(b->ctx, &set->yo);
        ktorch_tensor_free(b->ctx, &set->w);
        ktorch_tensor_free(b->ctx, &set->xm);
    }
    free(b->qm);
    b->qm = NULL;
}

/* ======================================================================
   The command
   ====================================================================== */
KBENCH__FN int kbench_usage(FILE *f) {
    fprintf(f,
            "usage: ktorch bench [--full] [--backend cpu|cuda|...] [--filter SUBSTR] [--trials N] [--rounds N]\n"
            "                    [--warmup N] [--min-trial-ms N] [--json FILE] [--csv FILE] [--svg DIR]\n"
            "                    [--compare OTHER.json] [--baseline OLD.json [--fail-on minor|moderate|major]] [--list]\n"
            "       ktorch bench --stability FIRST.json SECOND.json\n"
            "  quick by default (under 2 minutes on 2 cores); --full adds long sequences and scaling sweeps.\n"
            "  --filter keeps rows whose name contains SUBSTR; --list prints the names without timing.\n"
            "  The sweep runs --rounds times (quick 12, full 3), each row taking its share of --trials\n"
            "  (quick 12, full 15) per round, so every row samples the machine at moments spread over the\n"
            "  run. Each trial repeats the op until it lasts --min-trial-ms (quick 50, full 100); before\n"
            "  the trials of a round, the first call, at least --warmup more calls (default 1) and half\n"
            "  of --min-trial-ms are not timed.\n"
            "  --compare: ratios against every row of OTHER.json with the same config (a peer such as\n"
            "  bench/peer_torch.py); when OTHER.json is a run of ours, also the stability line below.\n"
            "  --stability: no timing; compares the medians of two result files row by row (rows matched\n"
            "  by name), lists the rows more than 5%% apart and prints\n"
            "  \"stability: N of M rows within 5%% (P%%)\" (apart = larger median / smaller - 1).\n"
            "  --fail-on: exit status 3 when a significant slowdown of that level or worse is found\n"
            "  (minor >= 2%%, moderate >= 5%%, major >= 10%%, Welch p < 0.05).\n");
    return 2;
}

KBENCH__FN int kbench__parse_int(const char *s, int lo, int hi, int *out) {
    char *end;
    long v;
    if (!((*s >= '0' && *s <= '9') || (*s == '-' && s[1] >= '0' && s[1] <= '9'))) return 0; /* no blanks, no '+' */
    errno = 0;
    v = strtol(s, &end, 10);
    if (end == s || *end || errno || v < lo || v > hi) return 0;
    *out = (int)v;
    return 1;
}

KBENCH__FN int cmd_bench(int argc, char **argv) {
    kbench b;
    kbench_machine m;
    kbench_load_snap l0, l1;
    ktorch_context_desc desc;
    int i, be, rc = 0, nb = 0;
    memset(&b, 0, sizeof b);
    b.opt.trials = 12;
    b.opt.warmup = 1;
    b.opt.rounds = 12;
    b.opt.min_trial_s = 0.05;
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--full") == 0) b.opt.full = 1;
        else if (strcmp(a, "--list") == 0) b.opt.list = 1;
        else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            kbench_usage(stdout);
            return 0;
        }
        else if (strcmp(a, "--backend") == 0 && val) b.opt.backend = argv[++i];
        else if (strcmp(a, "--filter") == 0 && val) b.opt.filter = argv[++i];
        else if (strcmp(a, "--json") == 0 && val) b.opt.json = argv[++i];
        else if (strcmp(a, "--csv") == 0 && val) b.opt.csv = argv[++i];
        else if (strcmp(a, "--svg") == 0 && val) b.opt.svg = argv[++i];
        else if (strcmp(a, "--compare") == 0 && val) b.opt.compare = argv[++i];
        else if (strcmp(a, "--baseline") == 0 && val) b.opt.baseline = argv[++i];
        else if (strcmp(a, "--stability") == 0 && val && i + 2 < argc) {
            b.opt.stability[0] = argv[++i];
            b.opt.stability[1] = argv[++i];
        } else if (strcmp(a, "--rounds") == 0 && val) {
            if (!kbench__parse_int(argv[++i], 1, KBENCH_MAX_ROUNDS, &b.opt.rounds)) {
                fprintf(stderr, "ktorch bench: --rounds must be an integer in 1..%d (got '%s')\n", KBENCH_MAX_ROUNDS, argv[i]);
                return 2;
            }
            b.opt.rounds_set = 1;
        }
        else if (strcmp(a, "--trials") == 0 && val) {
            if (!kbench__parse_int(argv[++i], 2, KBENCH_MAX_TRIALS, &b.opt.trials)) {
                fprintf(stderr, "ktorch bench: --trials must be an integer in 2..%d (got '%s')\n", KBENCH_MAX_TRIALS, argv[i]);
                return 2;
            }
            b.opt.trials_set = 1;
        } else if (strcmp(a, "--warmup") == 0 && val) {
            if (!kbench__parse_int(argv[++i], 0, 1000, &b.opt.warmup)) {
                fprintf(stderr, "ktorch bench: --warmup must be an integer in 0..1000 (got '%s')\n", argv[i]);
                return 2;
            }
            b.opt.warmup_set = 1;
        } else if (strcmp(a, "--min-trial-ms") == 0 && val) {
            int ms;
            if (!kbench__parse_int(argv[++i], 0, 10000, &ms)) {
                fprintf(stderr, "ktorch bench: --min-trial-ms must be an integer in 0..10000 (got '%s')\n", argv[i]);
                return 2;
            }
            b.opt.min_trial_s = ms * 1e-3;
            b.opt.min_trial_set = 1;
        } else if (strcmp(a, "--fail-on") == 0 && val) {
            const char *l = argv[++i];
            b.opt.fail_on = strcmp(l, "minor") == 0 ? 1 : strcmp(l, "moderate") == 0 ? 2 : strcmp(l, "major") == 0 ? 3 : 0;
            if (!b.opt.fail_on) {
                fprintf(stderr, "ktorch bench: --fail-on must be minor, moderate or major (got '%s')\n", l);
                return 2;
            }
        } else {
            fprintf(stderr, "ktorch bench: unknown or incomplete option '%s' (ktorch bench --help lists the options)\n", a);
            return 2;
        }
    }
    if (b.opt.stability[0]) {
        kbench_rows x, y;
        char err[300];
        int within, matched;
        if (argc != 5) {
            fprintf(stderr, "ktorch bench: --stability FIRST.json SECOND.json takes no other option\n");
            return 2;
        }
        if (!kbench_load(b.opt.stability[0], &x, err, sizeof err)) {
            fprintf(stderr, "ktorch bench: --stability: %s\n", err);
            return 1;
        }
        if (!kbench_load(b.opt.stability[1], &y, err, sizeof err)) {
            fprintf(stderr, "ktorch bench: --stability: %s\n", err);
            kbench_rows_free(&x);
            return 1;
        }
        kbench_stability(stdout, &x, &y, 0.05, 1, &within, &matched);
        kbench_print_file_load(stdout, " of the first", b.opt.stability[0]);
        kbench_print_file_load(stdout, " of the second", b.opt.stability[1]);
        kbench_rows_free(&x);
        kbench_rows_free(&y);
        return 0;
    }
    if (b.opt.fail_on && !b.opt.baseline) {
        fprintf(stderr, "ktorch bench: --fail-on needs --baseline OLD.json\n");
        return 2;
    }
    if (b.opt.full && !b.opt.trials_set) b.opt.trials = 15;
    if (b.opt.full && !b.opt.rounds_set) b.opt.rounds = 3; /* long rows: fewer set-ups */
    if (b.opt.full && !b.opt.min_trial_set) b.opt.min_trial_s = 0.1;
    if (b.opt.backend) {
        int ok = 0;
        for (be = 0; be < KTORCH_BACKEND_COUNT; be++)
            if (strcmp(b.opt.backend, ktorch_backend_name((ktorch_backend)be)) == 0) ok = 1;
        if (!ok) {
            fprintf(stderr, "ktorch bench: unknown backend '%s' (cpu, cuda, hip, vulkan)\n", b.opt.backend);
            return 2;
        }
    }
    desc = kbench_env_desc();
    if (ktorch_context_create(&desc, &b.ctx) != KTORCH_OK) {
        fprintf(stderr, "ktorch bench: %s\n", ktorch_last_error());
        return 1;
    }
#if KBENCH_HAVE_CUDA
    if (!b.opt.backend || strcmp(b.opt.backend, "cuda") == 0) { /* absent GPU: no CUDA rows */
        ktorch_cuda_desc cd = kbench_env_cuda_desc();
        ktorch_cuda_register(b.ctx, &cd);
    }
    if (!b.opt.backend || strcmp(b.opt.backend, "hip") == 0) { /* absent GPU: no HIP rows */
        ktorch_hip_desc hd = kbench_env_hip_desc();
        ktorch_hip_register(b.ctx, &hd);
    }
#endif
#if KBENCH_HAVE_VULKAN
    if (!b.opt.backend || strcmp(b.opt.backend, "vulkan") == 0) { /* Vulkan rows on GPUs; CPU devices (lavapipe) only when named */
        ktorch_vulkan_desc vd;
        memset(&vd, 0, sizeof vd);
        vd.gpus_only = !b.opt.backend;
        ktorch_vulkan_register(b.ctx, &vd);
    }
#endif
    b.progress = isatty(2);
    b.t_start = kbench_now();
    kbench_machine_fill(b.ctx, &m, !b.opt.list);
    if (!b.opt.list) {
        printf("ktorch bench (%s): %s, %s, isa %s, %d threads, commit %.12s, %s\n", b.opt.full ? "full" : "quick", m.cpu_model, m.arch,
               m.isa, m.threads, m.commit, m.date);
        if (m.peak_gflops == m.peak_gflops)
            printf("measured FP32 FMA peak: %.1f GFLOP/s (median of %d measurements, %.1f to %.1f, spread %.1f%%)\n", m.peak_gflops,
                   m.peak_runs, m.peak_lo, m.peak_hi, 100.0 * (m.peak_hi - m.peak_lo) / m.peak_gflops);
    }
    if (b.opt.list) b.opt.rounds = 1;
    kbench_load_snapshot(&l0);
    /* the whole sweep once per round: a row's trials come from moments
       spread over the run, so a slow spell of the machine (another tenant
       on the shared cache or memory) touches a part of every row's trials
       instead of all the trials of the rows it happens to overlap */
    for (b.round = 0; b.round < b.opt.rounds; b.round++) {
        int first = b.rows.n;
        for (be = 0; be < KTORCH_BACKEND_COUNT; be++) {
            ktorch_device dev;
            if (b.opt.backend && strcmp(b.opt.backend, ktorch_backend_name((ktorch_backend)be)) != 0) continue;
            if (ktorch_device_count(b.ctx, (ktorch_backend)be) <= 0) continue;
            if (b.round == 0) nb++;
            dev.backend = (ktorch_backend)be;
            dev.index = 0;
            kbench_attention(&b, dev);
            kbench_variants(&b, dev);
            kbench_casts(&b, dev);
            kbench_quant(&b, dev);
            if (be == KTORCH_BACKEND_CPU && b.opt.full) kbench_thread_scaling(&b);
            if (be == KTORCH_BACKEND_CPU && (b.opt.full || (b.opt.filter && strstr(b.opt.filter, "isa")))) kbench_isa_rows(&b);
        }
        if (b.round == 0) b.round0_rows = b.rows.n;
        else kbench_merge_round(&b.rows, b.round0_rows, first);
    }
    kbench_load_snapshot(&l1);
    kbench__qm_free(&b);
    if (!b.opt.list) kbench_load_between(&m, &l0, &l1);
    if (b.progress) fprintf(stderr, "\r\033[K");
    if (nb == 0) {
        fprintf(stderr, "ktorch bench: backend '%s' has no device here\n", b.opt.backend ? b.opt.backend : "?");
        rc = 1;
    }
    kbench_rows_compare_baselines(&b.rows);
    if (!b.opt.list) {
        kbench_print_tables(stdout, &b.rows);
        kbench_print_quant_table(stdout, &b.rows);
        printf("\n%d rows in %.1f s\n", b.rows.n, kbench_now() - b.t_start);
        kbench_print_load(stdout, " during the sweep", m.load_wall, m.load_cpu, m.load_other, m.load_steal);
    }
    if (b.rows.n == 0 && b.opt.filter) {
        fprintf(stderr, "ktorch bench: no row matches --filter '%s'\n", b.opt.filter);
        rc = 1;
    }
    if (b.opt.json && !kbench_write_json(b.opt.json, &m, &b.opt, &b.rows)) {
        fprintf(stderr, "ktorch bench: cannot write '%s'\n", b.opt.json);
        rc = 1;
    }
    if (b.opt.csv && !kbench_write_csv(b.opt.csv, &b.rows)) {
        fprintf(stderr, "ktorch bench: cannot write '%s'\n", b.opt.csv);
        rc = 1;
    }
    if (b.opt.svg) {
        int w = kbench_write_svgs(b.opt.svg, &b.rows, &m);
        if (w < 0) {
            fprintf(stderr, "ktorch bench: cannot write charts into '%s'\n", b.opt.svg);
            rc = 1;
        } else printf("%d charts in %s\n", w, b.opt.svg);
    }
    if (b.opt.compare) {
        kbench_rows peer;
        char err[300];
        if (!kbench_load(b.opt.compare, &peer, err, sizeof err)) {
            fprintf(stderr, "ktorch bench: --compare: %s\n", err);
            rc = 1;
        } else {
            int within, matched, j, same = 0;
            kbench_compare(stdout, &b.rows, &peer, b.opt.compare);
            for (i = 0; i < b.rows.n && !same; i++)
                for (j = 0; j < peer.n && !same; j++) same = strcmp(b.rows.v[i].name, peer.v[j].name) == 0;
            if (same) kbench_stability(stdout, &b.rows, &peer, 0.05, 1, &within, &matched);
            kbench_rows_free(&peer);
        }
    }
    if (b.opt.baseline) {
        kbench_rows old;
        char err[300];
        if (!kbench_load(b.opt.baseline, &old, err, sizeof err)) {
            fprintf(stderr, "ktorch bench: --baseline: %s\n", err);
            rc = 1;
        } else {
            int worst = kbench_check_baseline(stdout, &b.rows, &old, b.opt.baseline);
            if (b.opt.fail_on && worst >= b.opt.fail_on) {
                fprintf(stderr, "ktorch bench: %s regression against %s (--fail-on %s)\n", kbench_level_name(worst), b.opt.baseline,
                        kbench_level_name(b.opt.fail_on));
                if (rc == 0) rc = 3;
            }
            kbench_rows_free(&old);
        }
    }
    kbench_rows_free(&b.rows);
    ktorch_context_destroy(b.ctx);
    return rc;
}

#endif /* KTORCH_BENCH_H */
