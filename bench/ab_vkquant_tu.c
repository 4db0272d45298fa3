/* One tree's side of bench/ab_vkquant.c (Vulkan quantize A/B): compiled
   against each tree's headers with -DAB=base or -DAB=new (plus -DAB_NEW for
   a tree with ktorch__vk_state.quant_variant); KTORCH_STATIC keeps each
   tree's library private to its object. Reaches into the backend's state
   for the A/B knobs (quant_units, quant_groups, quant_variant). */
#define _POSIX_C_SOURCE 200809L
#define KTORCH_STATIC
#define KTORCH_IMPLEMENTATION
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch.h"
#include "ktorch_vulkan.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#define CAT2(a, b) a##_##b
#define CAT(a, b) CAT2(a, b)
#define F(n) CAT(AB, n)
static double now_s(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
typedef struct {
    ktorch_context *ctx;
    ktorch_device dev;
    ktorch_tensor x, cx, cy, dq;
    ktorch_qtensor q, dqs[13]; /* dqs: each format's codes for the dequantize section, quantized once */
} S;
#define CK(e) do { ktorch_status s_ = (e); if (s_ != KTORCH_OK) { printf("%s failed: %s\n", #e, ktorch_last_error()); exit(1); } } while (0)
static ktorch__vk_state *vks(S *s) { return (ktorch__vk_state *)s->ctx->backends[KTORCH_BACKEND_VULKAN].state; }
void *F(init)(int stats, const uint16_t *hx, int64_t R, int64_t K) {
    S *s = (S *)calloc(1, sizeof *s);
    ktorch_vulkan_desc vd;
    ktorch_tensor h;
    int64_t sh[2] = {R, K}, g = getenv("QAB_R") ? (int64_t)1 << 24 : (int64_t)1 << 30;
    CK(ktorch_context_create(NULL, &s->ctx));
    memset(&vd, 0, sizeof vd);
    vd.gpus_only = getenv("QAB_ANY") == NULL;
    vd.pipeline_stats = stats;
    CK(ktorch_vulkan_register(s->ctx, &vd));
    s->dev.backend = KTORCH_BACKEND_VULKAN, s->dev.index = 0;
    CK(ktorch_tensor_create(s->ctx, KTORCH_BF16, 2, sh, s->dev, &s->x));
    CK(ktorch_tensor_create(s->ctx, KTORCH_BF16, 2, sh, ktorch_cpu(), &h));
    memcpy(ktorch_tensor_ptr(&h), hx, (size_t)(R * K) * 2);
    CK(ktorch_tensor_copy(s->ctx, &s->x, &h, NULL));
    CK(ktorch_synchronize(s->ctx, s->dev));
    ktorch_tensor_free(s->ctx, &h);
    CK(ktorch_tensor_create(s->ctx, KTORCH_U8, 1, &g, s->dev, &s->cx));
    CK(ktorch_tensor_create(s->ctx, KTORCH_U8, 1, &g, s->dev, &s->cy));
    CK(ktorch_tensor_fill_bytes(s->ctx, &s->cx, 1));
    return s;
}
void F(knob)(void *p, uint32_t units, uint32_t groups, uint32_t variant) {
    S *s = (S *)p;
    vks(s)->quant_units = units;
    vks(s)->quant_groups = groups;
#ifdef AB_NEW
    vks(s)->quant_variant = variant;
    vks(s)->dequant_variant = variant >> 24;
#else
    (void)variant;
#endif
}
/* us per copy of 1 GiB (wall, batch of reps) */
double F(copy_us)(void *p, int reps) {
    S *s = (S *)p;
    int r;
    double t0;
    CK(ktorch_synchronize(s->ctx, s->dev));
    t0 = now_s();
    for (r = 0; r < reps; r++) CK(ktorch_tensor_copy(s->ctx, &s->cy, &s->cx, NULL));
    CK(ktorch_synchronize(s->ctx, s->dev));
    return (now_s() - t0) * 1e6 / reps;
}
static int q_once(S *s, int fmt) {
    ktorch_qtensor_free(s->ctx, &s->q);
    return ktorch_quantize(s->ctx, &s->x, (ktorch_quant_format)fmt, NULL, &s->q) == KTORCH_OK;
}
/* wall us per call over a batch of reps; *bytes: moved */
double F(quant_us)(void *p, int fmt, int reps, double *bytes, double *rec) {
    S *s = (S *)p;
    int r;
    double t0, t;
    uint64_t qb = 0, sb = 0, zb = 0, xb = 0;
    CK(ktorch_synchronize(s->ctx, s->dev));
    t0 = now_s();
    for (r = 0; r < reps; r++) if (!q_once(s, fmt)) { printf("%s quantize: %s\n", "AB", ktorch_last_error()); return -1; }
    if (rec) *rec = (now_s() - t0) * 1e6 / reps;
    if (ktorch_synchronize(s->ctx, s->dev) != KTORCH_OK) { printf("sync: %s\n", ktorch_last_error()); return -1; }
    t = (now_s() - t0) * 1e6 / reps;
    ktorch_tensor_nbytes(&s->x, &xb);
    ktorch_tensor_nbytes(&s->q.data, &qb);
    if (s->q.scale.data) ktorch_tensor_nbytes(&s->q.scale, &sb);
    if (s->q.zero_point.data) ktorch_tensor_nbytes(&s->q.zero_point, &zb);
    if (bytes) *bytes = (double)(xb + qb + sb + zb);
    return t;
}
/* dequantize to bf16 of format fmt's codes (quantized once with the
   defaults, held apart from the quantize section's): wall us a call over a
   batch of reps (the synchronisations before and after included); *bytes:
   moved (codes, scales, zero points read, output written) */
double F(dequant_us)(void *p, int fmt, int reps, double *bytes) {
    S *s = (S *)p;
    ktorch_qtensor *q = &s->dqs[fmt];
    int r;
    double t0;
    uint64_t qb = 0, sb = 0, zb = 0, ob = 0;
    if (!q->data.data) {
        uint32_t v = vks(s)->quant_variant, u = vks(s)->quant_units, g = vks(s)->quant_groups;
        vks(s)->quant_variant = 0, vks(s)->quant_units = 0, vks(s)->quant_groups = 0;
        if (ktorch_quantize(s->ctx, &s->x, (ktorch_quant_format)fmt, NULL, q) != KTORCH_OK) { printf("dequantize's quantize: %s\n", ktorch_last_error()); return -1; }
        vks(s)->quant_variant = v, vks(s)->quant_units = u, vks(s)->quant_groups = g;
    }
    if (!s->dq.data) CK(ktorch_tensor_create(s->ctx, KTORCH_BF16, s->x.ndim, s->x.shape, s->dev, &s->dq));
    CK(ktorch_synchronize(s->ctx, s->dev));
    t0 = now_s();
    for (r = 0; r < reps; r++) if (ktorch_dequantize(s->ctx, q, &s->dq) != KTORCH_OK) { printf("dequantize: %s\n", ktorch_last_error()); return -1; }
    if (ktorch_synchronize(s->ctx, s->dev) != KTORCH_OK) { printf("sync: %s\n", ktorch_last_error()); return -1; }
    ktorch_tensor_nbytes(&s->dq, &ob);
    ktorch_tensor_nbytes(&q->data, &qb);
    if (q->scale.data) ktorch_tensor_nbytes(&q->scale, &sb);
    if (q->zero_point.data) ktorch_tensor_nbytes(&q->zero_point, &zb);
    if (bytes) *bytes = (double)(ob + qb + sb + zb);
    return (now_s() - t0) * 1e6 / reps;
}
/* a watch beside the dequantize rows: wall us a copy of x (128 MiB of bf16) into the dequantize output, batch of reps */
double F(xcopy_us)(void *p, int reps) {
    S *s = (S *)p;
    int r;
    double t0;
    if (!s->dq.data) CK(ktorch_tensor_create(s->ctx, KTORCH_BF16, s->x.ndim, s->x.shape, s->dev, &s->dq));
    CK(ktorch_synchronize(s->ctx, s->dev));
    t0 = now_s();
    for (r = 0; r < reps; r++) CK(ktorch_tensor_copy(s->ctx, &s->dq, &s->x, NULL));
    CK(ktorch_synchronize(s->ctx, s->dev));
    return (now_s() - t0) * 1e6 / reps;
}
/* the last dequantize output to host memory (caller frees) */
size_t F(dfetch)(void *p, unsigned char **out) {
    S *s = (S *)p;
    uint64_t ob = 0;
    ktorch_tensor h;
    ktorch_tensor_nbytes(&s->dq, &ob);
    if (!s->dq.data) return 0;
    *out = (unsigned char *)malloc((size_t)ob);
    CK(ktorch_tensor_create(s->ctx, KTORCH_BF16, s->dq.ndim, s->dq.shape, ktorch_cpu(), &h));
    CK(ktorch_tensor_copy(s->ctx, &h, &s->dq, NULL));
    CK(ktorch_synchronize(s->ctx, s->dev));
    memcpy(*out, ktorch_tensor_ptr(&h), (size_t)ob);
    ktorch_tensor_free(s->ctx, &h);
    return (size_t)ob;
}
/* the last call's codes and scales to host memory (caller frees) */
size_t F(fetch)(void *p, unsigned char **out) {
    S *s = (S *)p;
    uint64_t qb = 0, sb = 0;
    ktorch_tensor h;
    ktorch_tensor_nbytes(&s->q.data, &qb);
    if (s->q.scale.data) ktorch_tensor_nbytes(&s->q.scale, &sb);
    *out = (unsigned char *)malloc((size_t)(qb + sb));
    CK(ktorch_tensor_create(s->ctx, s->q.data.dtype, s->q.data.ndim, s->q.data.shape, ktorch_cpu(), &h));
    CK(ktorch_tensor_copy(s->ctx, &h, &s->q.data, NULL));
    CK(ktorch_synchronize(s->ctx, s->dev));
    memcpy(*out, ktorch_tensor_ptr(&h), (size_t)qb);
    ktorch_tensor_free(s->ctx, &h);
    if (sb) {
        CK(ktorch_tensor_create(s->ctx, s->q.scale.dtype, s->q.scale.ndim, s->q.scale.shape, ktorch_cpu(), &h));
        CK(ktorch_tensor_copy(s->ctx, &h, &s->q.scale, NULL));
        CK(ktorch_synchronize(s->ctx, s->dev));
        memcpy(*out + qb, ktorch_tensor_ptr(&h), (size_t)sb);
        ktorch_tensor_free(s->ctx, &h);
    }
    return (size_t)(qb + sb);
}
static int any_of(const char *text, const char *subs) { /* subs: '|'-separated */
    char buf[256], *t, *save = NULL;
    snprintf(buf, sizeof buf, "%s", subs);
    for (t = strtok_r(buf, "|", &save); t; t = strtok_r(NULL, "|", &save)) if (strstr(text, t)) return 1;
    return 0;
}
void F(stats)(void *p, const char *match, const char *subs, int maxl) {
    S *s = (S *)p;
    int i, nl = 0;
    for (i = 0;; i++) {
        const char *m = NULL;
        char text[2048];
        if (ktorch_vulkan_pipeline_stats(s->ctx, 0, i, &m, text, sizeof text) != KTORCH_OK) break;
        if (m && strstr(m, match) && any_of(text, subs) && nl++ < maxl) {
            char *c;
            for (c = text; *c; c++) if (*c == '\n') *c = ' ';
            printf("  stats %s: %.190s\n", m, text);
        }
    }
}
