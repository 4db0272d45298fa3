/* Statistics of `ktorch bench` against values computed independently:
   closed forms of the t distribution and the incomplete beta function, by
   hand, and NumPy (percentiles, mean/std, Welch's t and df) with the t CDF
   by numerical integration of its density (2e6-point trapezoid), pinned
   here. The bootstrap CI is pinned against a Python re-implementation of
   the same splitmix64 resampling (medians and percentiles by NumPy). */
#define _POSIX_C_SOURCE 200809L
#include "ktorch.h"
#include "ktest.h"
#include "examples/ktorch_bench.h"
#include <unistd.h>

static int near(double got, double want, double tol) { return fabs(got - want) <= tol * (1.0 + fabs(want)); }

static const double X11[] = {10.2, 9.8, 10.5, 10.1, 9.9, 10.0, 13.7, 10.3, 10.4, 9.7, 10.6};

static void test_quantiles(void) {
    double s[11];
    static const double even[] = {4, 1, 3, 2};
    memcpy(s, X11, sizeof s);
    qsort(s, 11, sizeof(double), kbench__cmp_double);
    KTEST_CHECK(near(kbench_median(X11, 11), 10.2, 1e-15));
    KTEST_CHECK(near(kbench_median(even, 4), 2.5, 1e-15)); /* by hand */
    KTEST_CHECK(near(kbench_quantile_sorted(s, 11, 0.25), 9.95, 1e-14));
    KTEST_CHECK(near(kbench_quantile_sorted(s, 11, 0.75), 10.45, 1e-14));
    KTEST_CHECK(near(kbench_quantile_sorted(s, 11, 0.10), 9.8, 1e-14));
    KTEST_CHECK(near(kbench_quantile_sorted(s, 11, 0.90), 10.6, 1e-14));
    KTEST_CHECK(kbench_quantile_sorted(s, 11, 0) == 9.7 && kbench_quantile_sorted(s, 11, 1) == 13.7);
    KTEST_CHECK(near(kbench_median(X11 + 6, 1), 13.7, 0));
    KTEST_CHECK(kbench_median(X11, 0) != kbench_median(X11, 0)); /* NaN for no data */
}

static void test_mean_std(void) {
    static const double c[] = {2, 2, 2};
    KTEST_CHECK(near(kbench_mean(X11, 11), 10.472727272727273, 1e-15));
    KTEST_CHECK(near(kbench_std(X11, 11), 1.1082336478296522, 1e-14));
    KTEST_CHECK(kbench_std(c, 3) == 0 && kbench_std(X11, 1) == 0);
}

static void test_tukey(void) {
    unsigned char f[11];
    double lo, hi;
    int i, n = kbench_tukey_outliers(X11, 11, f, &lo, &hi);
    KTEST_CHECK(n == 1);
    KTEST_CHECK(near(lo, 9.2, 1e-13) && near(hi, 11.2, 1e-13));
    for (i = 0; i < 11; i++) KTEST_CHECK(f[i] == (i == 6));
}

static void test_splitmix(void) {
    /* the generator's published first outputs for seed 0 */
    uint64_t s = 0;
    KTEST_CHECK(kbench_rng_next(&s) == 0xe220a8397b1dcdafull);
    KTEST_CHECK(kbench_rng_next(&s) == 0x6e789e6aa1b965f4ull);
    KTEST_CHECK(kbench_rng_next(&s) == 0x06c45d188009454full);
}

static void test_bootstrap(void) {
    static const double x8[] = {3.1, 2.7, 3.3, 2.9, 4.6, 3.0, 2.8, 3.5};
    static const double c[] = {5, 5, 5, 5};
    double lo, hi, lo2, hi2;
    KTEST_CHECK(kbench_bootstrap_median_ci(X11, 11, 2000, KBENCH_SEED, &lo, &hi));
    KTEST_CHECKF(near(lo, 9.9, 1e-13) && near(hi, 10.5, 1e-13), "ci [%g, %g]", lo, hi);
    KTEST_CHECK(kbench_bootstrap_median_ci(x8, 8, 1000, 7, &lo, &hi));
    KTEST_CHECKF(near(lo, 2.8, 1e-13) && near(hi, 3.5, 1e-13), "ci [%g, %g]", lo, hi);
    /* deterministic, and the seed matters */
    KTEST_CHECK(kbench_bootstrap_median_ci(x8, 8, 1000, 7, &lo2, &hi2) && lo2 == lo && hi2 == hi);
    KTEST_CHECK(kbench_bootstrap_median_ci(c, 4, 100, 1, &lo, &hi) && lo == 5 && hi == 5);
    KTEST_CHECK(!kbench_bootstrap_median_ci(c, 0, 100, 1, &lo, &hi));
}

static void test_betainc(void) {
    static const double xs[] = {0.01, 0.2, 0.5, 0.77, 0.999};
    int i;
    for (i = 0; i < 5; i++) {
        double x = xs[i];
        KTEST_CHECK(near(kbench_betainc(3.5, 1, x), pow(x, 3.5), 1e-12));            /* I_x(a,1) = x^a */
        KTEST_CHECK(near(kbench_betainc(1, 2.25, x), 1 - pow(1 - x, 2.25), 1e-12));  /* I_x(1,b) = 1-(1-x)^b */
        KTEST_CHECK(near(kbench_betainc(2, 3, x) + kbench_betainc(3, 2, 1 - x), 1, 1e-13)); /* symmetry */
    }
    KTEST_CHECK(near(kbench_betainc(7.3, 7.3, 0.5), 0.5, 1e-13));
    /* I_x(2,2) = 3x^2 - 2x^3 */
    KTEST_CHECK(near(kbench_betainc(2, 2, 0.3), 3 * 0.09 - 2 * 0.027, 1e-13));
    KTEST_CHECK(kbench_betainc(2, 2, 0) == 0 && kbench_betainc(2, 2, 1) == 1);
    KTEST_CHECK(kbench_betainc(-1, 2, 0.5) != kbench_betainc(-1, 2, 0.5));
}

static void test_t_cdf(void) {
    static const double ts[] = {-25, -3, -1, -0.2, 0, 0.5, 1.7, 4, 60};
    int i;
    for (i = 0; i < 9; i++) {
        double t = ts[i];
        /* df 1 (Cauchy) and df 2 have closed forms */
        KTEST_CHECKF(near(kbench_student_t_cdf(t, 1), 0.5 + atan(t) / 3.14159265358979323846, 1e-12), "t %g", t);
        KTEST_CHECKF(near(kbench_student_t_cdf(t, 2), 0.5 + t / (2 * sqrt(2 + t * t)), 1e-12), "t %g", t);
    }
    /* numerical integration of the density (non-integer df included) */
    KTEST_CHECK(near(kbench_student_t_cdf(2.0, 10), 0.963305982614, 1e-10));
    KTEST_CHECK(near(kbench_student_t_cdf(-1.3, 4.5), 0.128098043972, 1e-10));
    KTEST_CHECK(near(kbench_student_t_cdf(0.7, 33.3), 0.755605425973, 1e-10));
    KTEST_CHECK(near(kbench_student_t_cdf(3.5, 2.7), 0.976737197539, 1e-10));
    /* the tabulated two-sided 5% critical value for df 10 */
    KTEST_CHECK(near(kbench_student_t_cdf(2.228138852, 10), 0.975, 1e-9));
    /* large df approaches the normal: Phi(1.96) */
    KTEST_CHECK(near(kbench_student_t_cdf(1.959963985, 1e7), 0.975, 1e-6));
}

static const double WA[] = {5.1, 5.3, 4.9, 5.2, 5.0, 5.4, 5.1};
static const double WB[] = {5.6, 5.9, 5.5, 6.1, 5.7, 5.8, 6.0, 5.6, 5.9};

static void test_welch_cohen(void) {
    static const double a2[] = {10.0, 10.4, 9.7, 10.9, 10.2, 9.5}, b2[] = {10.3, 10.1, 10.8, 9.9, 10.6, 10.5, 10.2};
    static const double c1[] = {3, 3, 3}, c2[] = {4, 4, 4};
    double t, df, p;
    KTEST_CHECK(kbench_welch(WA, 7, WB, 9, &t, &df, &p));
    KTEST_CHECK(near(t, -6.89236765278802, 1e-12));
    KTEST_CHECK(near(df, 13.85001915756, 1e-10));
    KTEST_CHECKF(near(p, 7.85119574355e-06, 1e-7), "p %g", p);
    KTEST_CHECK(kbench_welch(a2, 6, b2, 7, &t, &df, &p));
    KTEST_CHECK(near(t, -0.955664767927084, 1e-12) && near(df, 8.06821038896145, 1e-10));
    KTEST_CHECKF(near(p, 0.366995371903, 1e-9), "p %g", p);
    /* symmetric in the order of the samples, up to the sign of t */
    {
        double t2, df2, p2;
        kbench_welch(b2, 7, a2, 6, &t2, &df2, &p2);
        KTEST_CHECK(near(t2, -t, 1e-14) && near(df2, df, 1e-14) && near(p2, p, 1e-14));
    }
    KTEST_CHECK(near(kbench_cohen_d(WA, 7, WB, 9), -3.39804398348581, 1e-12));
    /* zero variance: equal means p = 1, different means p = 0 */
    KTEST_CHECK(kbench_welch(c1, 3, c1, 3, &t, &df, &p) && p == 1);
    KTEST_CHECK(kbench_welch(c1, 3, c2, 3, &t, &df, &p) && p == 0);
    KTEST_CHECK(!kbench_welch(c1, 1, c2, 3, &t, &df, &p));
}

/* Test of the tests: a planted error (the pooled-variance df n1+n2-2 in
   place of Welch's, or the one-sided p) must miss the pinned p-value. */
static void test_planted_errors_rejected(void) {
    double t, df, p, wrong;
    kbench_welch(WA, 7, WB, 9, &t, &df, &p);
    wrong = kbench_betainc((7 + 9 - 2) / 2.0, 0.5, (7 + 9 - 2) / (7 + 9 - 2 + t * t));
    KTEST_CHECK(!near(wrong, 7.85119574355e-06, 1e-7));
    KTEST_CHECK(!near(p / 2, 7.85119574355e-06, 1e-7));
    KTEST_CHECK(!near(kbench_student_t_cdf(2.0, 9), 0.963305982614, 1e-10));
    KTEST_CHECK(!near(kbench_std(X11, 11) * sqrt(10.0 / 11.0), 1.1082336478296522, 1e-14)); /* population std */
}

static void test_regression_levels(void) {
    KTEST_CHECK(kbench_regression_level(1.0, 1.01, 0.001) == KBENCH_REG_NONE);
    KTEST_CHECK(kbench_regression_level(1.0, 1.03, 0.001) == KBENCH_REG_MINOR);
    KTEST_CHECK(kbench_regression_level(1.0, 1.06, 0.001) == KBENCH_REG_MODERATE);
    KTEST_CHECK(kbench_regression_level(1.0, 1.25, 0.001) == KBENCH_REG_MAJOR);
    KTEST_CHECK(kbench_regression_level(1.0, 1.25, 0.2) == KBENCH_REG_NONE); /* not significant */
    KTEST_CHECK(kbench_regression_level(1.0, 0.5, 0.001) == KBENCH_REG_NONE); /* faster */
    KTEST_CHECK(kbench_regression_level(1.0, 1.25, NAN) == KBENCH_REG_NONE);
    KTEST_CHECK(strcmp(kbench_level_name(3), "major") == 0);
}

static void test_json_reader(void) {
    kbench_json j;
    const kbench_json *rows;
    KTEST_CHECK(kbench_json_parse("{\"a\": [1, -2.5e3, true, null], \"s\": \"x\\\"y\\u0041\", \"o\": {}}", &j));
    rows = kbench_json_get(&j, "a");
    KTEST_CHECK(rows && rows->type == KBENCH_JARR && rows->n == 4);
    if (rows && rows->n == 4) {
        KTEST_CHECK(rows->items[1].num == -2500 && rows->items[2].type == KBENCH_JBOOL && rows->items[3].type == KBENCH_JNULL);
    }
    KTEST_CHECK(kbench_json_str(&j, "s") && strcmp(kbench_json_str(&j, "s"), "x\"yA") == 0);
    KTEST_CHECK(kbench_json_num(&j, "missing") != kbench_json_num(&j, "missing"));
    kbench_json_free(&j);
    KTEST_CHECK(!kbench_json_parse("{\"a\": [1, 2}", &j));
    KTEST_CHECK(!kbench_json_parse("{\"a\" 1}", &j));
    KTEST_CHECK(!kbench_json_parse("[1] trailing", &j));
    KTEST_CHECK(!kbench_json_parse("\"unterminated", &j));
    KTEST_CHECK(!kbench_json_parse("", &j));
    {
        /* nesting beyond the depth limit is refused, not a stack overflow */
        char deep[300];
        memset(deep, '[', 200);
        deep[200] = '\0';
        KTEST_CHECK(!kbench_json_parse(deep, &j));
    }
}

static void test_row_summary(void) {
    kbench_row r;
    kbench_row_init(&r);
    r.ntrials = 11;
    r.trials = (double *)malloc(sizeof X11);
    if (!r.trials) KTEST_SKIP("out of memory");
    memcpy(r.trials, X11, sizeof X11);
    kbench_row_summarize(&r);
    KTEST_CHECK(near(r.median, 10.2, 1e-15) && r.n_outliers == 1 && r.outlier && r.outlier[6] == 1);
    KTEST_CHECK(r.ci_lo <= r.median && r.median <= r.ci_hi && r.tmin == 9.7 && r.tmax == 13.7);
    kbench_row_free(&r);
}

static void test_round_share(void) {
    int trials, rounds, r;
    KTEST_CHECK(kbench_round_share(12, 3, 0) == 4 && kbench_round_share(12, 3, 2) == 4);
    KTEST_CHECK(kbench_round_share(5, 3, 0) == 2 && kbench_round_share(5, 3, 1) == 2 && kbench_round_share(5, 3, 2) == 1);
    KTEST_CHECK(kbench_round_share(2, 3, 2) == 0);
    /* every split adds up to the total and differs by at most one */
    for (trials = 2; trials <= 40; trials++)
        for (rounds = 1; rounds <= KBENCH_MAX_ROUNDS; rounds++) {
            int sum = 0, lo = 1 << 30, hi = 0;
            for (r = 0; r < rounds; r++) {
                int s = kbench_round_share(trials, rounds, r);
                sum += s;
                if (s < lo) lo = s;
                if (s > hi) hi = s;
            }
            KTEST_CHECKF(sum == trials && hi - lo <= 1, "trials %d rounds %d: sum %d", trials, rounds, sum);
        }
}

/* Rows with given trials (status ok unless given), appended to rs. */
static kbench_row *add_row(kbench_rows *rs, const char *name, const char *status, const double *t, int n) {
    kbench_row *r = kbench_rows_add(rs);
    if (!r) return NULL;
    KBENCH_COPY(r->name, name);
    KBENCH_COPY(r->status, status);
    if (n > 0) {
        r->trials = (double *)malloc(sizeof(double) * (size_t)n);
        if (!r->trials) return NULL;
        memcpy(r->trials, t, sizeof(double) * (size_t)n);
        r->ntrials = n;
        r->nrounds = 1;
        r->round_trials[0] = n;
        kbench_row_summarize(r);
    }
    return r;
}

static void test_merge_rounds(void) {
    static const double a0[] = {1, 2}, a1[] = {3, 4, 100}, b0[] = {5, 6}, c1[] = {9, 9};
    kbench_rows rs;
    kbench_row *a;
    memset(&rs, 0, sizeof rs);
    /* round 0 */
    if (!add_row(&rs, "a", "ok", a0, 2) || !add_row(&rs, "b", "ok", b0, 2) || !add_row(&rs, "c", "error", NULL, 0)) KTEST_SKIP("out of memory");
    /* round 1: a gains trials, b fails, c stays failed, d has no round-0 row, a skipped entry adds nothing */
    if (!add_row(&rs, "a", "ok", a1, 3) || !add_row(&rs, "b", "error", NULL, 0) || !add_row(&rs, "c", "ok", c1, 2) ||
        !add_row(&rs, "d", "ok", c1, 2) || !add_row(&rs, "a", "skipped", NULL, 0))
        KTEST_SKIP("out of memory");
    KBENCH_COPY(rs.v[4].note, "boom");
    kbench_merge_round(&rs, 3, 3);
    KTEST_CHECK(rs.n == 3);
    a = &rs.v[0];
    KTEST_CHECK(a->ntrials == 5 && a->nrounds == 2 && a->round_trials[0] == 2 && a->round_trials[1] == 3);
    KTEST_CHECK(a->trials[0] == 1 && a->trials[2] == 3 && a->trials[4] == 100);
    /* statistics of all five trials, in time order: median 3, the 100 a Tukey outlier */
    KTEST_CHECK(a->median == 3 && a->tmax == 100 && a->n_outliers == 1 && a->outlier && a->outlier[4] == 1);
    KTEST_CHECK(strcmp(rs.v[1].status, "error") == 0 && strcmp(rs.v[1].note, "boom") == 0);
    KTEST_CHECK(strcmp(rs.v[2].status, "error") == 0 && rs.v[2].ntrials == 0);
    kbench_rows_free(&rs);
}

/* Stability summary of two runs: rows by name, symmetric ratio. */
static int stability_of(const double *m1, const double *m2, int n, int extra, char *line, size_t cap) {
    static const char *const names[] = {"r0", "r1", "r2", "r3", "r4", "r5"};
    kbench_rows x, y;
    FILE *f = tmpfile();
    int i, within = -1, matched = -1;
    memset(&x, 0, sizeof x);
    memset(&y, 0, sizeof y);
    for (i = 0; i < n; i++) {
        add_row(&x, names[i], "ok", &m1[i], 1);
        add_row(&y, names[i], "ok", &m2[i], 1);
    }
    if (extra) {
        /* not counted: failed in one run, absent from the other, zero median */
        add_row(&x, "failed", "ok", m1, 1);
        add_row(&y, "failed", "error", NULL, 0);
        add_row(&x, "only_first", "ok", m1, 1);
        add_row(&x, "zero", "ok", m1, 1);
        add_row(&y, "zero", "ok", m1, 1);
        y.v[y.n - 1].median = 0;
    }
    line[0] = '\0';
    if (f) {
        char buf[256];
        kbench_stability(f, &x, &y, 0.05, 1, &within, &matched);
        rewind(f);
        while (fgets(buf, sizeof buf, f))
            if (strncmp(buf, "stability:", 10) == 0) kbench__copy(line, cap, buf);
        fclose(f);
    }
    kbench_rows_free(&x);
    kbench_rows_free(&y);
    return within * 100 + matched;
}

static void test_stability(void) {
    /* 4% apart: within; 6% apart: not; 1.0 vs 0.95 is 5.3% apart (larger
       over smaller), so not within although 0.95 is 5% below 1.0 */
    static const double m1[] = {1.0, 1.0, 1.0, 2.0}, m2[] = {1.04, 1.06, 0.95, 2.0};
    char line[128];
    KTEST_CHECK(stability_of(m1, m2, 4, 1, line, sizeof line) == 2 * 100 + 4);
    KTEST_CHECKF(strcmp(line, "stability: 2 of 4 rows within 5% (50.0%)\n") == 0, "line '%s'", line);
    /* symmetric: the runs swapped give the same count */
    KTEST_CHECK(stability_of(m2, m1, 4, 0, line, sizeof line) == 2 * 100 + 4);
    KTEST_CHECK(stability_of(m1, m1, 4, 0, line, sizeof line) == 4 * 100 + 4);
    KTEST_CHECK(strcmp(line, "stability: 4 of 4 rows within 5% (100.0%)\n") == 0);
    KTEST_CHECK(stability_of(m1, m2, 0, 0, line, sizeof line) == 0);
    KTEST_CHECK(strcmp(line, "stability: 0 of 0 rows within 5% (0.0%)\n") == 0);
    /* test of the test: |a - b| / a (relative to the first run) counts the
       0.95 row as within, so it would give 3 and is rejected by the check */
    {
        int i, planted = 0;
        for (i = 0; i < 4; i++) planted += fabs(m1[i] - m2[i]) / m1[i] <= 0.05 + 1e-12;
        KTEST_CHECK(planted == 3 && planted * 100 + 4 != stability_of(m1, m2, 4, 0, line, sizeof line));
    }
}

/* ---- charts ------------------------------------------------------------ */
static char *read_text(const char *path) {
    FILE *f = fopen(path, "rb");
    char *b;
    long n;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    b = (char *)malloc((size_t)n + 1);
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) n = 0;
    if (b) b[n] = '\0';
    fclose(f);
    return b;
}

/* The texts of the elements that start with `open` (up to 24, 31 chars). */
static int texts_of(const char *svg, const char *open, char out[][32]) {
    int n = 0;
    const char *p = svg;
    while ((p = strstr(p, open)) != NULL && n < 24) {
        const char *a = strchr(p, '>'), *b = a ? strchr(a, '<') : NULL;
        if (!b) break;
        snprintf(out[n++], 32, "%.*s", (int)(b - a - 1), a + 1);
        p = b;
    }
    return n;
}

/* Tick labels of one axis: at least three, all different. */
static int ticks_ok(const char *svg, const char *cls, int *count) {
    char t[24][32], open[40];
    int n, i, j;
    snprintf(open, sizeof open, "<text class=\"%s\"", cls);
    n = texts_of(svg, open, t);
    *count = n;
    if (n < 3) return 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
            if (strcmp(t[i], t[j]) == 0) return 0;
    return 1;
}

/* Every polyline's points go left to right; returns the number of lines, -1 if one doubles back. */
static int lines_sorted(const char *svg) {
    const char *p = svg;
    int lines = 0;
    while ((p = strstr(p, "<polyline")) != NULL) {
        const char *q = strstr(p, "points=\"");
        double x, y, last = -1e300;
        int used;
        if (!q) return -1;
        q += 8;
        while (sscanf(q, "%lf,%lf %n", &x, &y, &used) == 2) {
            if (!(x > last)) return -1;
            last = x;
            q += used;
        }
        lines++;
        p = q;
    }
    return lines;
}

static void add_chart_row(kbench_rows *rs, const char *variant, int n, double ms, double mem, double density, double speedup) {
    kbench_row *r = kbench_rows_add(rs);
    KBENCH_COPY(r->op, density > 0 ? "sparse" : "attention");
    KBENCH_COPY(r->variant, variant);
    KBENCH_COPY(r->impl, "ktorch");
    KBENCH_COPY(r->dtype, "f32");
    snprintf(r->shape, sizeof r->shape, "b1_h8_n%d_d64", n);
    KBENCH_COPY(r->status, "ok");
    r->nq_axis = density > 0 ? 0 : n;
    r->median = ms * 1e-3;
    r->flops = 4.0 * 8 * n * n * 64;
    r->mem_peak = mem * n;
    r->mem_tokens = n;
    r->density = density;
    r->speedup = speedup;
}

/* The charts a sweep writes: sorted lines with distinct tick labels on
   both axes, values on the bars, series that coincide named as such, the
   peak with the range of its measurements. Rows are given out of order. */
static void test_charts(void) {
    static const int ns[4] = {4096, 512, 2048, 1024};
    static const double dens[4] = {0.9, 0.1, 0.5, 0.25};
    kbench_rows rs;
    kbench_machine m;
    char dir[256], path[300], vals[24][32], want[32];
    const char *names[4] = {"attention_time", "attention_memory", "attention_tflops", "speedup_density"};
    char *svg[4];
    int i, c;
    memset(&rs, 0, sizeof rs);
    memset(&m, 0, sizeof m);
    for (i = 0; i < 4; i++) {
        add_chart_row(&rs, "flash", ns[i], 0.001 * ns[i] * ns[i] / 512, 3000, 0, 0);
        add_chart_row(&rs, "causal", ns[i], 0.0006 * ns[i] * ns[i] / 512, 3000, 0, 0); /* same memory as flash */
        add_chart_row(&rs, "dense", 8192, 10, 0, dens[i], 0.8 / dens[i]);
    }
    m.peak_gflops = 100;
    m.peak_lo = 96;
    m.peak_hi = 104;
    m.peak_runs = 5;
    snprintf(dir, sizeof dir, "%s/ktorch_test_charts_%d", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
    KTEST_CHECK(kbench_write_svgs(dir, &rs, &m) == 4);
    for (c = 0; c < 4; c++) {
        snprintf(path, sizeof path, "%s/%s.svg", dir, names[c]);
        svg[c] = read_text(path);
        KTEST_CHECKF(svg[c] != NULL, "%s not written", path);
        remove(path);
    }
    remove(dir);
    if (!svg[0] || !svg[1] || !svg[2] || !svg[3]) return;
    for (c = 0; c < 4; c++) {
        int nx, ny;
        KTEST_CHECKF(ticks_ok(svg[c], "xtick", &nx), "%s: %d x ticks, fewer than 3 or repeated", names[c], nx);
        if (c != 2) {
            KTEST_CHECKF(ticks_ok(svg[c], "ytick", &ny), "%s: %d y ticks, fewer than 3 or repeated", names[c], ny);
            KTEST_CHECKF(lines_sorted(svg[c]) >= 1, "%s: no line or a line doubles back", names[c]);
        }
    }
    /* density runs 0.1 to 0.9 on a linear axis, every point labelled */
    KTEST_CHECK(texts_of(svg[3], "<text class=\"xtick\"", vals) == 6 && strcmp(vals[0], "0") == 0 && strcmp(vals[5], "1") == 0);
    KTEST_CHECK(strstr(svg[3], ">8<") && strstr(svg[3], ">0.889<") && strstr(svg[3], ">3.2<") && strstr(svg[3], ">1.6<"));
    /* memory: the causal line lies on the flash line and says so */
    KTEST_CHECK(strstr(svg[1], "causal/ktorch f32 = flash/ktorch f32") != NULL);
    KTEST_CHECK(strstr(svg[1], "stroke-dasharray") != NULL);
    /* bars: one value per bar, the first row's TFLOP/s */
    KTEST_CHECK(texts_of(svg[2], "<text class=\"value\"", vals) == 8);
    kbench_fmt_value(want, sizeof want, rs.v[0].flops / rs.v[0].median * 1e-12);
    KTEST_CHECKF(strcmp(vals[0], want) == 0, "first bar '%s', want '%s'", vals[0], want);
    KTEST_CHECK(strstr(svg[2], "peak 0.1 TFLOP/s: median of 5 measurements, 0.096 to 0.104 (spread 8.0%)") != NULL);
    for (c = 0; c < 4; c++) free(svg[c]);
    kbench_rows_free(&rs);
}

/* Tick labels are numbers as written by hand, never in exponent form. */
static void test_tick_format(void) {
    static const double v[] = {0, 0.25, 0.001, 2, 512, 16384, 20000, 1048576, 1.5e6, 2e9, 0.1 + 0.2};
    static const char *const want[] = {"0", "0.25", "0.001", "2", "512", "16384", "20k", "1048576", "1.5M", "2G", "0.3"};
    char b[32];
    int i;
    for (i = 0; i < (int)(sizeof v / sizeof v[0]); i++) {
        kbench_fmt_tick(b, sizeof b, v[i]);
        KTEST_CHECKF(strcmp(b, want[i]) == 0, "%g gives '%s', want '%s'", v[i], b, want[i]);
    }
}

int main(void) {
    KTEST_RUN(test_quantiles);
    KTEST_RUN(test_mean_std);
    KTEST_RUN(test_tukey);
    KTEST_RUN(test_splitmix);
    KTEST_RUN(test_bootstrap);
    KTEST_RUN(test_betainc);
    KTEST_RUN(test_t_cdf);
    KTEST_RUN(test_welch_cohen);
    KTEST_RUN(test_planted_errors_rejected);
    KTEST_RUN(test_regression_levels);
    KTEST_RUN(test_json_reader);
    KTEST_RUN(test_row_summary);
    KTEST_RUN(test_round_share);
    KTEST_RUN(test_merge_rounds);
    KTEST_RUN(test_stability);
    KTEST_RUN(test_tick_format);
    KTEST_RUN(test_charts);
    return ktest_finish("bench_stats");
}
