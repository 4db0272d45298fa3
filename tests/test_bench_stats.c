/* Statistics of `ktorch bench` against values computed independently:
   closed forms of the t distribution and the incomplete beta function, by
   hand, and NumPy (percentiles, mean/std, Welch's t and df) with the t CDF
   by numerical integration of its density (2e6-point trapezoid), pinned
   here. The bootstrap CI is pinned against a Python re-implementation of
   the same splitmix64 resampling (medians and percentiles by NumPy). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#include "ktest.h"
#include "examples/ktorch_bench.h"

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
    return ktest_finish("bench_stats");
}
