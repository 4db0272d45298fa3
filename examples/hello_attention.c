/* hello_attention: causal attention with grouped-query heads (8 query heads
   share 2 key/value heads), on the CPU and, when one is present, on a CUDA
   GPU; each result is checked against the plain C reference.
   Build: cc -O2 -I. examples/hello_attention.c -o hello -lm -lpthread -ldl
   Exit status: 0 when every result matches, 1 otherwise. */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { B = 1, HQ = 8, HK = 2, N = 128, D = 64 };

static int check(const char *what, ktorch_context *ctx, const ktorch_tensor *out, const ktorch_tensor *ref, double tol) {
    const float *r = (const float *)ktorch_tensor_ptr(ref);
    ktorch_tensor host;
    const float *o;
    double err = 0, rmax = 0;
    int64_t i, n = ktorch_tensor_numel(ref);
    /* bring the result to the CPU as f32, whatever its device and dtype */
    if (ktorch_tensor_create(ctx, KTORCH_F32, 4, ref->shape, ktorch_cpu(), &host) != KTORCH_OK ||
        ktorch_tensor_copy(ctx, &host, out, NULL) != KTORCH_OK) {
        printf("%-5s failed: %s\n", what, ktorch_last_error());
        return 0;
    }
    o = (const float *)ktorch_tensor_ptr(&host);
    for (i = 0; i < n; i++) {
        double e = fabs((double)o[i] - r[i]);
        if (e > err || e != e) err = e; /* a NaN stays */
        if (fabs(r[i]) > rmax) rmax = fabs(r[i]);
    }
    ktorch_tensor_free(ctx, &host);
    printf("%-5s max |out - reference| = %.3g (max |reference| %.3g, tolerance %.0e relative)\n", what, err, rmax, tol);
    return err <= tol * rmax;
}

int main(void) {
    int64_t qshape[4] = {B, HQ, N, D}, kvshape[4] = {B, HK, N, D};
    ktorch_context *ctx;
    ktorch_tensor q, k, v, ref, out;
    ktorch_attention_params p;
    uint32_t seed = 1;
    int64_t i;
    int ok = 1;

    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK ||
        ktorch_tensor_create(ctx, KTORCH_F32, 4, qshape, ktorch_cpu(), &q) != KTORCH_OK ||
        ktorch_tensor_create(ctx, KTORCH_F32, 4, kvshape, ktorch_cpu(), &k) != KTORCH_OK ||
        ktorch_tensor_create(ctx, KTORCH_F32, 4, kvshape, ktorch_cpu(), &v) != KTORCH_OK ||
        ktorch_tensor_create(ctx, KTORCH_F32, 4, qshape, ktorch_cpu(), &ref) != KTORCH_OK ||
        ktorch_tensor_create(ctx, KTORCH_F32, 4, qshape, ktorch_cpu(), &out) != KTORCH_OK) {
        printf("setup failed: %s\n", ktorch_last_error());
        return 1;
    }
    /* inputs in [-1, 1) from a small linear congruential generator */
    {
        ktorch_tensor *t[3];
        int j;
        t[0] = &q; t[1] = &k; t[2] = &v;
        for (j = 0; j < 3; j++) {
            float *x = (float *)ktorch_tensor_ptr(t[j]);
            for (i = 0; i < ktorch_tensor_numel(t[j]); i++) {
                seed = seed * 1664525u + 1013904223u;
                x[i] = (float)(seed >> 8) / 8388608.0f - 1.0f;
            }
        }
    }

    /* the reference: plain C with f64 sums, the ground truth */
    memset(&p, 0, sizeof p); /* zero = defaults: scale 1/sqrt(D), no mask */
    p.causal = 1;
    p.variant = KTORCH_ATTENTION_REFERENCE;
    if (ktorch_attention(ctx, &q, &k, &v, &ref, &p) != KTORCH_OK) {
        printf("reference failed: %s\n", ktorch_last_error());
        return 1;
    }

    /* the CPU's fast path (tiled online softmax, vectorised) */
    p.variant = KTORCH_ATTENTION_AUTO;
    if (ktorch_attention(ctx, &q, &k, &v, &out, &p) != KTORCH_OK) {
        printf("cpu failed: %s\n", ktorch_last_error());
        ok = 0;
    } else {
        ok &= check("cpu", ctx, &out, &ref, 1e-5);
    }

    /* the GPU, when the driver loads: f16 tensors on the device */
    if (ktorch_cuda_register(ctx, NULL) != KTORCH_OK) {
        printf("cuda  skipped: %s\n", ktorch_last_error());
    } else {
        ktorch_device gpu = {KTORCH_BACKEND_CUDA, 0};
        ktorch_tensor dq, dk, dv, dout;
        memset(&dq, 0, sizeof dq); /* freeing a zero tensor is a no-op */
        dk = dv = dout = dq;
        if (ktorch_tensor_create(ctx, KTORCH_F16, 4, qshape, gpu, &dq) != KTORCH_OK ||
            ktorch_tensor_create(ctx, KTORCH_F16, 4, kvshape, gpu, &dk) != KTORCH_OK ||
            ktorch_tensor_create(ctx, KTORCH_F16, 4, kvshape, gpu, &dv) != KTORCH_OK ||
            ktorch_tensor_create(ctx, KTORCH_F16, 4, qshape, gpu, &dout) != KTORCH_OK ||
            ktorch_tensor_copy(ctx, &dq, &q, NULL) != KTORCH_OK || ktorch_tensor_copy(ctx, &dk, &k, NULL) != KTORCH_OK ||
            ktorch_tensor_copy(ctx, &dv, &v, NULL) != KTORCH_OK || ktorch_attention(ctx, &dq, &dk, &dv, &dout, &p) != KTORCH_OK ||
            ktorch_synchronize(ctx, gpu) != KTORCH_OK) {
            printf("cuda  failed: %s\n", ktorch_last_error());
            ok = 0;
        } else {
            /* f16 inputs and output keep 11 significant bits */
            ok &= check("cuda", ctx, &dout, &ref, 2e-3);
        }
        ktorch_tensor_free(ctx, &dq);
        ktorch_tensor_free(ctx, &dk);
        ktorch_tensor_free(ctx, &dv);
        ktorch_tensor_free(ctx, &dout);
    }

    ktorch_tensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &k);
    ktorch_tensor_free(ctx, &v);
    ktorch_tensor_free(ctx, &ref);
    ktorch_tensor_free(ctx, &out);
    ktorch_context_destroy(ctx);
    printf("%s\n", ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
}
