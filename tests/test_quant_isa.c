/* Quantize / dequantize give the same bytes on every CPU ISA and thread count:
   each format and parameter set runs on random data with planted specials
   (NaN, Inf, f32 subnormals, powers of two, rounding ties, all-zero and
   signed-zero blocks, tiny and huge blocks) for last-axis lengths that are
   and are not multiples of the block and the vector width; the scalar path
   with one thread is the reference. A planted byte difference is seen. */
#include "ktorch.h"
#include "ktest.h"

#define NCTX 6
static ktorch_context *g_ctx[NCTX];
static const char *const g_isa[NCTX] = {"scalar", "scalar", "avx2", "avx512", "avx512", "avx512"};
static const int g_threads[NCTX] = {1, 2, 2, 1, 2, 3};

static uint64_t tbytes(const ktorch_tensor *t) {
    uint64_t b = 0;
    if (t->data) ktorch_tensor_nbytes(t, &b);
    return b;
}

/* Differing bytes over data, scale, zero point and tensor scale (+1 for each
   part whose size differs). */
static int64_t qt_differ(const ktorch_qtensor *a, const ktorch_qtensor *b) {
    const ktorch_tensor *pa[3], *pb[3];
    int64_t d = 0;
    int i;
    pa[0] = &a->data; pa[1] = &a->scale; pa[2] = &a->zero_point;
    pb[0] = &b->data; pb[1] = &b->scale; pb[2] = &b->zero_point;
    for (i = 0; i < 3; i++) {
        uint64_t na = tbytes(pa[i]), nb = tbytes(pb[i]), k;
        const uint8_t *x = (const uint8_t *)ktorch_tensor_ptr(pa[i]), *y = (const uint8_t *)ktorch_tensor_ptr(pb[i]);
        if (na != nb) { d++; continue; }
        for (k = 0; k < na; k++) d += x[k] != y[k];
    }
    d += memcmp(&a->tensor_scale, &b->tensor_scale, sizeof(float)) != 0;
    return d;
}
/* Values whose bits differ; any two NaNs count as equal. */
static int64_t f32_differ(const float *a, const float *b, int64_t n) {
    int64_t i, d = 0;
    for (i = 0; i < n; i++) d += memcmp(&a[i], &b[i], 4) != 0 && !(a[i] != a[i] && b[i] != b[i]);
    return d;
}

/* Data in runs of 16 (the smallest block) of one kind each. */
static void fill(float *x, int64_t n, unsigned long long seed, int specials) {
    ktest_rng r = ktest_rng_make(seed);
    int64_t i = 0, k;
    while (i < n) {
        int kind = (int)(ktest_uniform(&r) * 12), e = (int)(ktest_uniform(&r) * 40) - 20;
        int64_t len = 16 - (ktest_uniform(&r) < 0.2 ? (int64_t)(ktest_uniform(&r) * 16) : 0);
        for (k = 0; k < len && i < n; k++, i++) {
            double u = ktest_uniform(&r), v;
            switch (kind) {
            case 0: v = 0.0; break;                                       /* zeros; signs below */
            case 1: v = ldexp(ktest_uniform(&r), -135 - (int)(u * 14)); break; /* f32 subnormals only */
            case 2: v = ldexp(1.0, e - (int)(u * 5)); break;              /* powers of two */
            case 3: v = ((int)(u * 16) + 0.5) * ldexp(1.0, e - 3); break; /* ties after power-of-two scaling */
            case 4: /* q8_0 with d = 1: ties n + 1/2, and 1/2 - 2^-25 (its + 1/2 rounds up to 1 unless done toward zero) */
                v = k == 0 ? 127.0 : u < 0.3 ? 0.5 - ldexp(1.0, -25) : u < 0.4 ? 0.5 - ldexp(1.0, -24) : (int)(u * 254) - 126.5;
                break;
            case 5: v = k == 0 ? -8.0 : (int)(u * 16) * 0.5 - 4.0; break;  /* q4_0: d = 1 */
            case 6: v = ktest_normal(&r) * ldexp(1.0, 120); break;        /* huge */
            case 7: v = ktest_normal(&r) * ldexp(1.0, -124); break;       /* tiny, near the subnormal boundary */
            case 8: v = k == 15 ? 6.0 * ldexp(1.0, e) : ktest_normal(&r) * ldexp(1.0, e); break;
            case 9: v = u < 0.1 ? 1.6e38 : ktest_normal(&r); break; /* huge; int8_asym's range max - min stays within f32 */
            default: v = ktest_normal(&r) * ldexp(1.0, e); break;
            }
            if (ktest_uniform(&r) < 0.5) v = -v;
            x[i] = (float)v;
            if (specials && ktest_uniform(&r) < 0.01) {
                double w = ktest_uniform(&r);
                x[i] = w < 0.4 ? NAN : w < 0.7 ? INFINITY : -INFINITY;
            }
        }
    }
}

static int takes_specials(ktorch_quant_format f) {
    return f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2 || (f >= KTORCH_QUANT_MXFP8_E4M3 && f <= KTORCH_QUANT_MXINT8);
}

static int64_t g_cases;

/* Quantize x [R, K] on every context; compare with the reference, then
   dequantize the reference codes everywhere and compare. */
/* q8_0 / q4_0 refuse a block whose f16 d overflows (test_quant.c checks that
   alike on every ISA): their copy of huge values stays within d = 65504. */
static const float *ggml_range(ktorch_quant_format f, const float *x, int64_t n, float **copy) {
    const float lim = f == KTORCH_QUANT_Q8_0 ? 8319008.0f : 524032.0f;
    int64_t i;
    *copy = NULL;
    if (f != KTORCH_QUANT_Q8_0 && f != KTORCH_QUANT_Q4_0) return x;
    *copy = (float *)malloc((size_t)n * sizeof(float));
    for (i = 0; i < n; i++) (*copy)[i] = fabsf(x[i]) > lim && fabsf(x[i]) < INFINITY ? (x[i] < 0 ? -lim : lim) : x[i];
    return *copy;
}

static void run_case(ktorch_quant_format f, const ktorch_quant_params *p, const float *x0, int64_t R, int64_t K, const char *what) {
    int64_t shape[2], n = R * K;
    ktorch_tensor t, out;
    ktorch_qtensor q[NCTX];
    ktorch_status st[NCTX];
    float *y[NCTX], *xc;
    const float *x = ggml_range(f, x0, n, &xc);
    int i;
    shape[0] = R;
    shape[1] = K;
    ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, (void *)x, ktorch_cpu(), &t);
    for (i = 0; i < NCTX; i++) {
        y[i] = NULL;
        memset(&q[i], 0, sizeof q[i]);
        st[i] = g_ctx[i] ? ktorch_quantize(g_ctx[i], &t, f, p, &q[i]) : KTORCH_OK;
    }
    g_cases++;
    for (i = 1; i < NCTX; i++) {
        if (!g_ctx[i]) continue;
        KTEST_CHECKF(st[i] == st[0], "%s %s: %s/%d threads status %d, scalar %d", ktorch_quant_format_name(f), what, g_isa[i], g_threads[i],
                     (int)st[i], (int)st[0]);
        if (st[i] == KTORCH_OK && st[0] == KTORCH_OK)
            KTEST_CHECKF(qt_differ(&q[0], &q[i]) == 0, "%s %s: %s/%d threads quantize differs in %lld bytes", ktorch_quant_format_name(f), what,
                         g_isa[i], g_threads[i], (long long)qt_differ(&q[0], &q[i]));
    }
    if (st[0] == KTORCH_OK) {
        for (i = 0; i < NCTX; i++) {
            if (!g_ctx[i]) continue;
            y[i] = (float *)malloc((size_t)n * sizeof(float));
            ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, y[i], ktorch_cpu(), &out);
            KTEST_OK(ktorch_dequantize(g_ctx[i], &q[0], &out));
        }
        for (i = 1; i < NCTX; i++)
            if (g_ctx[i])
                KTEST_CHECKF(f32_differ(y[0], y[i], n) == 0, "%s %s: %s/%d threads dequantize differs in %lld values", ktorch_quant_format_name(f),
                             what, g_isa[i], g_threads[i], (long long)f32_differ(y[0], y[i], n));
    }
    for (i = 0; i < NCTX; i++) {
        free(y[i]);
        if (g_ctx[i] && st[i] == KTORCH_OK) ktorch_qtensor_free(g_ctx[i], &q[i]);
    }
    free(xc);
}

static void test_all_formats(void) {
    /* {R, K}: K below, at and past the block (16/32) and 16-lane vector widths,
       odd row lengths (packed FP4/FP6 rows that do not start on a byte), and
       rows of many blocks (the multi-block SIMD kernels) */
    static const int64_t shapes[][2] = {{3, 1}, {5, 15}, {3, 17}, {4, 33}, {3, 100}, {2, 32}, {3, 512}, {5, 544},
                                        {3, 1056}, {3, 1030}, {3, 1539}, {2, 4096}};
    const int nshape = (int)(sizeof shapes / sizeof shapes[0]);
    float *x = (float *)malloc(3 * 4096 * sizeof(float));
    int f, si, seed, g;
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
        ktorch_quant_format fmt = (ktorch_quant_format)f;
        for (si = 0; si < nshape; si++) {
            int64_t R = shapes[si][0], K = shapes[si][1];
            if ((fmt == KTORCH_QUANT_Q8_0 || fmt == KTORCH_QUANT_Q4_0) && K % 32) continue;
            for (seed = 0; seed < 3; seed++) {
                ktorch_quant_params p;
                char what[96];
                int specials = seed == 2;
                if (specials && !takes_specials(fmt)) specials = 0;
                fill(x, R * K, 1000 + 17 * (unsigned long long)si + 3 * (unsigned long long)seed + 101 * (unsigned long long)f, specials);
                memset(&p, 0, sizeof p);
                sprintf(what, "%lldx%lld seed %d", (long long)R, (long long)K, seed);
                run_case(fmt, &p, x, R, K, what);
                if (f <= KTORCH_QUANT_FP8_E5M2) {
                    static const int64_t groups[3] = {32, 7, 16};
                    p.granularity = KTORCH_QUANT_PER_CHANNEL;
                    for (g = 0; g < 2; g++) {
                        p.axis = g;
                        sprintf(what, "%lldx%lld seed %d axis %d", (long long)R, (long long)K, seed, g);
                        run_case(fmt, &p, x, R, K, what);
                    }
                    p.granularity = KTORCH_QUANT_PER_GROUP;
                    for (g = 0; g < 3; g++) {
                        p.group = groups[g];
                        sprintf(what, "%lldx%lld seed %d group %d", (long long)R, (long long)K, seed, (int)groups[g]);
                        run_case(fmt, &p, x, R, K, what);
                    }
                    if (f >= KTORCH_QUANT_FP8_E4M3) {
                        memset(&p, 0, sizeof p);
                        p.fp8_margin = seed - 1;
                        sprintf(what, "%lldx%lld seed %d margin %d", (long long)R, (long long)K, seed, seed - 1);
                        run_case(fmt, &p, x, R, K, what);
                    }
                }
                if (fmt == KTORCH_QUANT_NVFP4) {
                    /* given tensor scales: saturating blocks and elements (small s_t), zero blocks (large), the range's ends */
                    static const float given[5] = {1.0f / 2688.0f, 1e-12f, 1e12f, FLT_MIN, FLT_MAX / 2688.0f};
                    for (g = 0; g < 5; g++) {
                        p.nvfp4_tensor_scale = given[g];
                        sprintf(what, "%lldx%lld seed %d tensor scale %g", (long long)R, (long long)K, seed, (double)given[g]);
                        run_case(fmt, &p, x, R, K, what);
                    }
                }
                if (f >= KTORCH_QUANT_MXFP8_E4M3 && f <= KTORCH_QUANT_MXINT8) {
                    p.mx_scale = KTORCH_MX_SCALE_NOCLIP;
                    sprintf(what, "%lldx%lld seed %d noclip", (long long)R, (long long)K, seed);
                    run_case(fmt, &p, x, R, K, what);
                }
            }
            /* NaN / Inf in a format that rejects them: the same error everywhere */
            if (!takes_specials(fmt)) {
                fill(x, R * K, 77 + (unsigned long long)si, 0);
                x[(R * K) / 2] = (si & 1) ? NAN : -INFINITY;
                run_case(fmt, NULL, x, R, K, "rejected special");
            }
        }
    }
    free(x);
    KTEST_CHECKF(g_cases > 500, "only %lld cases ran", (long long)g_cases);
}

/* nvfp4 with tensor scale 1 (amax 2688): block maxima 6 * (e4m3 midpoints)
   and elements at e2m1 midpoints of the block's divisor; tensors of signed
   zeros for every format (the sign a max keeps shows in scales). */
static void test_crafted(void) {
    enum { R = 3, K = 512 };
    static const double mid8[6] = {1.0625, 1.1875, 0.53125, 2.125, 0.0078125 * 1.5, 13.0};
    static const double mid4[7] = {0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0};
    float *x = (float *)malloc(R * K * sizeof(float));
    ktest_rng r = ktest_rng_make(99);
    int64_t i, b;
    int f, z;
    for (b = 0; b < R * K / 16; b++) {
        double m = mid8[b % 6] * (ktest_uniform(&r) < 0.5 ? 1.0 : 1.0 + ldexp(1.0, -20));
        double den = ktorch_fp8_e4m3_to_f32(ktorch_f32_to_fp8_e4m3((float)m, 1)); /* the block's divisor (tensor scale 1) */
        for (i = 0; i < 16; i++) {
            double v = i == 0 ? 6.0 * m : den * mid4[(int)(ktest_uniform(&r) * 7)] * (ktest_uniform(&r) < 0.8 ? 1.0 : 1.0 - ldexp(1.0, -22));
            x[b * 16 + i] = (float)(ktest_uniform(&r) < 0.5 ? -v : v);
        }
    }
    x[5] = 2688.0f; /* tensor scale exactly 1 */
    run_case(KTORCH_QUANT_NVFP4, NULL, x, R, K, "crafted ties");
    for (z = 0; z < 3; z++) {
        for (i = 0; i < R * K; i++) x[i] = (i * 7 + z) % 3 ? -0.0f : 0.0f;
        if (z == 2) x[(R - 1) * K] = -0.0f;
        for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) run_case((ktorch_quant_format)f, NULL, x, R, K, "signed zeros");
    }
    free(x);
}

/* Each f32 bit pattern class through one long row: every exponent, both
   signs, mantissas near the rounding boundaries of each element format. */
static void test_bit_patterns(void) {
    enum { K = 8192 };
    float *x = (float *)malloc(K * sizeof(float));
    ktest_rng r = ktest_rng_make(4242);
    int f, i;
    uint32_t base = 0;
    for (i = 0; i < K; i++) {
        uint32_t e, m = (uint32_t)ktest_u64(&r) & 0x7FFFFFu, s = (uint32_t)(ktest_u64(&r) & 1u) << 31, b;
        int lowbits = (int)(ktest_u64(&r) % 4u);
        if (i % 16 == 0) base = (uint32_t)(ktest_u64(&r) % 255u); /* exponents of a block lie close together */
        e = base - (uint32_t)(ktest_u64(&r) % 4u);
        if (e > 254u) e = 0;
        /* mantissas whose low bits are exact halves or half +- 1 ulp for 1..6 kept bits */
        if (lowbits) {
            int keep = 1 + (int)(ktest_u64(&r) % 6u);
            uint32_t half = 1u << (22 - keep);
            m = (m & ~((half << 1) - 1u)) | half;
            if (lowbits == 2) m += 1u;
            if (lowbits == 3) m -= 1u;
        }
        b = s | (e << 23) | (m & 0x7FFFFFu);
        memcpy(&x[i], &b, 4);
    }
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
        ktorch_quant_params p;
        memset(&p, 0, sizeof p);
        run_case((ktorch_quant_format)f, &p, x, 1, K, "bit patterns");
        run_case((ktorch_quant_format)f, &p, x, 4, K / 4, "bit patterns 4 rows");
    }
    free(x);
}

/* The comparisons see one planted difference. */
static void test_planted(void) {
    int64_t shape[2] = {2, 1024};
    float *x = (float *)malloc(2048 * sizeof(float)), *y = (float *)malloc(2048 * sizeof(float));
    ktorch_tensor t;
    ktorch_qtensor a, b;
    int f;
    fill(x, 2048, 5, 0);
    ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, x, ktorch_cpu(), &t);
    for (f = 0; f < KTORCH_QUANT_FORMAT_COUNT; f++) {
        uint64_t nd;
        float *xc;
        ktorch_tensor_wrap(KTORCH_F32, 2, shape, NULL, (void *)ggml_range((ktorch_quant_format)f, x, 2048, &xc), ktorch_cpu(), &t);
        KTEST_OK(ktorch_quantize(g_ctx[0], &t, (ktorch_quant_format)f, NULL, &a));
        KTEST_OK(ktorch_quantize(g_ctx[0], &t, (ktorch_quant_format)f, NULL, &b));
        free(xc);
        KTEST_CHECK(qt_differ(&a, &b) == 0);
        nd = tbytes(&b.data);
        ((uint8_t *)ktorch_tensor_ptr(&b.data))[nd - 1] ^= 0x01;
        KTEST_CHECKF(qt_differ(&a, &b) == 1, "%s: a flipped data bit is not seen", ktorch_quant_format_name((ktorch_quant_format)f));
        if (b.scale.data) {
            ((uint8_t *)ktorch_tensor_ptr(&b.scale))[0] ^= 0x80;
            KTEST_CHECK(qt_differ(&a, &b) == 2);
        }
        b.tensor_scale = -b.tensor_scale;
        KTEST_CHECK(qt_differ(&a, &b) >= 2);
        ktorch_qtensor_free(g_ctx[0], &a);
        ktorch_qtensor_free(g_ctx[0], &b);
    }
    memcpy(y, x, 2048 * sizeof(float));
    KTEST_CHECK(f32_differ(x, y, 2048) == 0);
    y[1000] = nextafterf(y[1000], INFINITY);
    KTEST_CHECK(f32_differ(x, y, 2048) == 1);
    x[3] = NAN;
    y[3] = -NAN;
    KTEST_CHECK(f32_differ(x, y, 2048) == 1);
    free(x);
    free(y);
}

int main(void) {
    ktorch_context_desc d;
    int i;
    for (i = 0; i < NCTX; i++) {
        memset(&d, 0, sizeof d);
        d.num_threads = g_threads[i];
        d.cpu_isa = g_isa[i];
        if (ktorch_context_create(&d, &g_ctx[i]) != KTORCH_OK) g_ctx[i] = NULL; /* ISA not on this CPU */
    }
    if (!g_ctx[0]) {
        printf("scalar context: %s\n", ktorch_last_error());
        return 1;
    }
    KTEST_RUN(test_planted);
    KTEST_RUN(test_all_formats);
    KTEST_RUN(test_bit_patterns);
    KTEST_RUN(test_crafted);
    for (i = 0; i < NCTX; i++) ktorch_context_destroy(g_ctx[i]);
    return ktest_finish("quant_isa");
}
