/* The training-op kernels (shaders/train.cu) run on the host: each block's
   256 threads are fibers (tests/cuda_host.h) and __syncthreads a barrier. Every op goes
   through the CUDA engine's own plan (ktorch__cut_plan_op: launches and
   argument blocks from the op's description) and is compared with the CPU
   op on the same inputs: bit for bit where the kernel mirrors the CPU's
   arithmetic (RoPE, SwiGLU, GELU, embedding, AdamW; the host libm stands in
   for the device's), within the parity tolerances where it reduces in
   another order (norms, cross-entropy, sum of squares, matmul). The last
   check plants errors in the plans (a flipped flag, swapped constants) and
   expects every one to be caught. First, the block emulation itself
   (tests/kernel_host.h): barriers order the threads' stores and loads, and
   a thread missing at __syncthreads, a warp exchange with lanes at
   different operations, and a stack overflow are each caught. Run by
   tests/sh_cuda_train_host.sh. */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#include "ktest.h"
#include "cuda_host.h"
#include <math.h>
#include <signal.h>
#include <sys/wait.h>

#define KT_NEG_INF (-HUGE_VALF)
KT_DEV float __fadd_rn(float a, float b) { return a + b; }
KT_DEV float __fsub_rn(float a, float b) { return a - b; }
KT_DEV float __fmul_rn(float a, float b) { return a * b; }
KT_DEV float __fdiv_rn(float a, float b) { return a / b; }
KT_DEV float __fsqrt_rn(float a) { return sqrtf(a); }
KT_DEV float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
KT_DEV double kt_dadd_rn(double a, double b) { return a + b; }
#define __launch_bounds__(...)
struct uint4 {
    kt_u32 x, y, z, w;
};
/* A lane group's exchange (KT_LANES lanes, as the preludes define them):
   two buffers a group, alternating, so one barrier a call suffices. */
#define KT_LANES 32
static kh_barrier g_lanes_bar[256 / KT_LANES];
static kt_u32 g_lanes_x[256 / KT_LANES][2][KT_LANES];
static int g_lanes_sel[256];
template <typename T> KT_DEV T kt_shfl_xor(T v, int m) {
    const int t = (int)threadIdx.x, w = t / KT_LANES, l = t % KT_LANES, x = g_lanes_sel[t];
    kt_u32 u;
    static_assert(sizeof(T) == 4, "32-bit exchanges");
    g_lanes_sel[t] ^= 1;
    memcpy(&u, &v, 4);
    g_lanes_x[w][x][l] = u;
    kh_bar_wait(&g_lanes_bar[w], "shfl");
    u = g_lanes_x[w][x][l ^ m];
    memcpy(&v, &u, 4);
    return v;
}
#include "../shaders/train.cu"

typedef void (*kernel_fn)(const kt_train_args);
/* in ktorch__cut_* order (ktorch_cuda.h), as the family's entry points */
static const kernel_fn g_fns[16] = {kt_norm_fwd, kt_norm_bwd,    kt_norm_dw,     kt_rope,      kt_act,        kt_emb_fwd,    kt_emb_bwd,    kt_ce,
                                     kt_ce_mean,  kt_adamw,       kt_sum_squares, kt_tr_matmul, kt_norm_fwd_v, kt_norm_bwd_v, kt_norm_bwd_h, kt_act_h};

static kt_train_args g_args;
static kernel_fn g_kernel;
static void kernel_block(void) { g_kernel(g_args); }
static int run_block(kernel_fn f) {
    g_kernel = f;
    return host_run_block(kernel_block, KTT_THREADS);
}

static uint64_t g_rng = 7;
static float rnd(void) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return (float)((double)(g_rng >> 11) / 9007199254740992.0 * 2.0 - 1.0);
}
static ktorch_context *g_ctx;
static int g_plant; /* 1: each plan gets one planted error */
static int64_t g_sms; /* the multiprocessors the plans assume (0: unknown) */

static ktorch_tensor mk(ktorch_dtype dt, int nd, const int64_t *shape, float scale) {
    ktorch_tensor t;
    if (ktorch_tensor_create(g_ctx, dt, nd, shape, ktorch_cpu(), &t) != KTORCH_OK) abort();
    const int64_t n = ktorch_tensor_numel(&t);
    for (int64_t i = 0; i < n; i++) {
        float v = rnd() * scale;
        ktorch__encode_f32(dt, (char *)ktorch_tensor_ptr(&t) + i * (ktorch_dtype_bits(dt) / 8), &v, 1, 0);
    }
    return t;
}
static ktorch_tensor clone(const ktorch_tensor *s) {
    ktorch_tensor t;
    if (ktorch_tensor_create(g_ctx, s->dtype, s->ndim, s->shape, ktorch_cpu(), &t) != KTORCH_OK) abort();
    memcpy(ktorch_tensor_ptr(&t), ktorch_tensor_ptr(s), (size_t)(ktorch_tensor_numel(s) * (ktorch_dtype_bits(s->dtype) / 8)));
    return t;
}
static float getf(const ktorch_tensor *t, int64_t i) { /* element i of a contiguous tensor */
    float v;
    ktorch__decode_f32(t->dtype, &v, (const char *)ktorch_tensor_ptr(t) + i * (ktorch_dtype_bits(t->dtype) / 8), 1);
    return v;
}

/* Runs an op's plan on the host. */
static int emulate(ktorch_op kind, ktorch_tensor *const *ts, int n, const void *params, int64_t arg0) {
    ktorch_op_desc op;
    ktorch__cut_plan pl;
    int64_t valid = 0;
    ktorch__op_init(&op, kind, ktorch_cpu());
    for (int i = 0; i < n; i++) op.tensor[i] = ts[i] ? ktorch__op_tensor(ts[i]) : NULL;
    op.params = params;
    op.arg[0] = arg0;
    if (ktorch__tr_check(&op, "emulate") != KTORCH_OK || ktorch__cut_supports(&op) != KTORCH_OK) {
        printf("  %s refused: %s\n", ktorch_op_name(kind), ktorch_last_error());
        return 0;
    }
    if (kind == KTORCH_OP_EMBEDDING || kind == KTORCH_OP_EMBEDDING_BACKWARD || kind == KTORCH_OP_CROSS_ENTROPY) {
        const int bw = kind == KTORCH_OP_EMBEDDING_BACKWARD, ce = kind == KTORCH_OP_CROSS_ENTROPY;
        const ktorch_tensor *ids = ts[bw || ce ? 1 : 0];
        const int64_t V = ce ? ts[0]->shape[ts[0]->ndim - 1] : ts[bw ? 2 : 1]->shape[0];
        if (ktorch__cut_ids(&op, ktorch_tensor_ptr(ids), ktorch_tensor_numel(ids), V, &valid) != KTORCH_OK) return 0;
    }
    const uint64_t bytes = ktorch__cut_scratch_bytes(&op, g_sms);
    unsigned char *scr = (unsigned char *)malloc((size_t)bytes + 16);
    memset(scr, 0xff, (size_t)bytes + 16); /* NaN: scratch is written before it is read */
    ktorch__cut_plan_op(&op, (uint64_t)(uintptr_t)scr, valid, g_sms, &pl);
    if (g_plant && pl.n > 0) {
        /* RoPE's 16-byte path fills its angles' table first: the error goes into the launch that turns */
        ktorch__cu_train_args &a = pl.l[kind == KTORCH_OP_ROPE || kind == KTORCH_OP_ROPE_BACKWARD ? pl.n - 1 : 0].a;
        switch (kind) {
        case KTORCH_OP_ADAMW_STEP: {
            const float t = a.f[7];
            a.f[7] = a.f[8], a.f[8] = t;
            break;
        }
        case KTORCH_OP_MATMUL: a.f[0] *= 1.05f; break;
        case KTORCH_OP_CROSS_ENTROPY: a.f[1] *= 2.0f; break;
        case KTORCH_OP_SWIGLU:
        case KTORCH_OP_SWIGLU_BACKWARD:
        case KTORCH_OP_EMBEDDING:
        case KTORCH_OP_EMBEDDING_BACKWARD: a.rows -= 1; break; /* the last row or token left out */
        default: a.flags ^= 1; break;                          /* LayerNorm / RMSNorm, interleaving, tanh, the sum's pass */
        }
    }
    for (int l = 0; l < pl.n; l++) {
        g_args = pl.l[l].a;
        gridDim.x = pl.l[l].gx, gridDim.y = pl.l[l].gy, gridDim.z = 1;
        for (unsigned by = 0; by < pl.l[l].gy; by++)
            for (unsigned bx = 0; bx < pl.l[l].gx; bx++) {
                blockIdx.x = bx, blockIdx.y = by, blockIdx.z = 0;
                if (run_block(g_fns[pl.l[l].fn])) {
                    free(scr);
                    return 0;
                }
            }
    }
    free(scr);
    return 1;
}
static int reference(ktorch_op kind, ktorch_tensor *const *ts, int n, const void *params, int64_t arg0) {
    ktorch_op_desc op;
    ktorch__op_init(&op, kind, ktorch_cpu());
    for (int i = 0; i < n; i++) op.tensor[i] = ts[i] ? ktorch__op_tensor(ts[i]) : NULL;
    op.params = params;
    op.arg[0] = arg0;
    return ktorch__tr_check(&op, "reference") == KTORCH_OK && ktorch__op_run(g_ctx, &op, "reference") == KTORCH_OK;
}

/* One case: inputs and outputs (outputs[k] set: slot k is written or added
   to); the CPU on one copy of the outputs, the plan on another. exact:
   every output bit for bit, else max|o-r|/max|r| <= tol. Returns the number
   of outputs that differ (with planted errors: 1 when any does). */
static int g_cases;
/* planted errors go into the first case of each op (every case with
   KTORCH_TEST_FULL=1): the thread-block emulation costs seconds a case */
static unsigned char g_planted[KTORCH_OP_COUNT];
static int run_case(const char *name, ktorch_op kind, ktorch_tensor **ts, int n, unsigned outputs, const void *params, int64_t arg0, int exact, double tol) {
    ktorch_tensor ref[8], emu[8];
    ktorch_tensor *tr[8] = {0}, *te[8] = {0};
    int bad = 0;
    unsigned cloned = 0;
    if (g_plant && g_planted[kind]++ && !getenv("KTORCH_TEST_FULL")) return 0;
    for (int k = 0; k < n; k++) {
        tr[k] = te[k] = ts[k];
        for (int j = 0; j < k; j++)
            if (ts[k] && ts[j] == ts[k] && (cloned >> j & 1u)) tr[k] = tr[j], te[k] = te[j]; /* in place */
        if (ts[k] && (outputs >> k & 1u) && tr[k] == ts[k]) {
            cloned |= 1u << k;
            ref[k] = clone(ts[k]);
            emu[k] = clone(ts[k]);
            tr[k] = &ref[k], te[k] = &emu[k];
        }
    }
    g_cases++;
    if (!reference(kind, tr, n, params, arg0)) {
        printf("  %s: the CPU refused: %s\n", name, ktorch_last_error());
        return 1;
    }
    if (!emulate(kind, te, n, params, arg0)) return 1;
    for (int k = 0; k < n; k++) {
        if (!(cloned >> k & 1u)) continue;
        const int64_t m = ktorch_tensor_numel(ts[k]);
        double mx = 0, err = 0;
        int64_t diff = 0;
        for (int64_t i = 0; i < m; i++) {
            const float r = getf(&ref[k], i), o = getf(&emu[k], i);
            if (memcmp(&r, &o, 4) != 0) diff++;
            mx = fmax(mx, fabs((double)r));
            err = fmax(err, fabs((double)o - (double)r));
            if (o != o && r == r) err = HUGE_VAL;
        }
        const int fail = exact ? diff > 0 : !(err <= tol * (mx > 0 ? mx : 1));
        if (fail && !g_plant) printf("  %s: output %d: %lld of %lld elements differ, max err %.3g of max %.3g\n", name, k, (long long)diff, (long long)m, err, mx);
        bad += fail;
        ktorch_tensor_free(g_ctx, &ref[k]);
        ktorch_tensor_free(g_ctx, &emu[k]);
    }
    if (g_plant && !bad) printf("  planted error not caught: %s (%s)\n", name, ktorch_op_name(kind));
    return g_plant ? bad > 0 : bad;
}
static double tol_of(ktorch_dtype dt) { return dt == KTORCH_F32 ? 1e-5 : dt == KTORCH_F16 ? 2e-3 : 1e-2; }

static int norms(void) {
    int bad = 0;
    const ktorch_dtype dts[3] = {KTORCH_F32, KTORCH_BF16, KTORCH_F16};
    /* 300 columns: a block a row; 304 (32 lanes a row) and 1040 (64 lanes, 39
       rows: the last block of rows short): the vector kernels */
    for (int ci = 0; ci < 9; ci++) {
        const ktorch_dtype dt = dts[ci % 3];
        const int64_t D = ci < 3 ? 300 : ci < 6 ? 304 : 1040;
        const int64_t sx[3] = {3, 13, D}, sw[1] = {D}, sr[1] = {39};
        ktorch_tensor x = mk(dt, 3, sx, 2.0f), r = mk(dt, 3, sx, 1.0f), w = mk(dt, 1, sw, 1.0f), b = mk(KTORCH_F32, 1, sw, 1.0f);
        ktorch_tensor sum = mk(dt, 3, sx, 0.0f), out = mk(dt, 3, sx, 0.0f), mean = mk(KTORCH_F32, 1, sr, 0.0f), rstd = mk(KTORCH_F32, 1, sr, 0.0f);
        ktorch_tensor dy = mk(dt, 3, sx, 1.0f), dx = mk(dt, 3, sx, 1.0f), dw = mk(KTORCH_F32, 1, sw, 1.0f), db = mk(KTORCH_F32, 1, sw, 1.0f);
        const double tol = tol_of(dt);
        ktorch_norm_params np = {1e-4f, 0};
        char nm[64];
        {
            ktorch_tensor *t[4] = {&x, &w, &out, &rstd};
            snprintf(nm, sizeof nm, "rmsnorm %s D %d", ktorch_dtype_name(dt), (int)D);
            bad += run_case(nm, KTORCH_OP_RMSNORM, t, 4, 0xc, NULL, 0, 0, tol);
        }
        {
            ktorch_tensor *t[6] = {&x, &w, &b, &out, &mean, &rstd};
            snprintf(nm, sizeof nm, "layernorm %s D %d", ktorch_dtype_name(dt), (int)D);
            bad += run_case(nm, KTORCH_OP_LAYERNORM, t, 6, 0x38, &np, 0, 0, tol);
            t[1] = NULL, t[2] = NULL, t[4] = NULL;
            bad += run_case(nm, KTORCH_OP_LAYERNORM, t, 6, 0x28, &np, 0, 0, tol);
        }
        {
            ktorch_tensor *t[6] = {&x, &r, &w, &sum, &out, &rstd};
            snprintf(nm, sizeof nm, "add_rmsnorm %s D %d", ktorch_dtype_name(dt), (int)D);
            bad += run_case(nm, KTORCH_OP_ADD_RMSNORM, t, 6, 0x38, NULL, 0, 0, tol);
        }
        {
            ktorch_tensor *t[8] = {&x, &r, &w, &b, &sum, &out, &mean, &rstd};
            snprintf(nm, sizeof nm, "add_layernorm %s D %d", ktorch_dtype_name(dt), (int)D);
            bad += run_case(nm, KTORCH_OP_ADD_LAYERNORM, t, 8, 0xf0, &np, 0, 0, tol);
        }
        /* the backward with saved and with recomputed statistics, dx written and accumulated */
        for (int saved = 0; saved < 2; saved++)
            for (int acc = 0; acc < 2; acc++) {
                ktorch_norm_params bp = {1e-4f, acc};
                ktorch_tensor *t[8] = {&x, &w, &out, &rstd};
                reference(KTORCH_OP_RMSNORM, t, 4, &bp, 0);
                ktorch_tensor *tb[6] = {&dy, &x, &w, saved ? &rstd : NULL, &dx, &dw};
                snprintf(nm, sizeof nm, "rmsnorm_backward %s D %d saved %d acc %d", ktorch_dtype_name(dt), (int)D, saved, acc);
                bad += run_case(nm, KTORCH_OP_RMSNORM_BACKWARD, tb, 6, 0x30, &bp, 0, 0, tol);
                ktorch_tensor *tl[6] = {&x, &w, &b, &out, &mean, &rstd};
                reference(KTORCH_OP_LAYERNORM, tl, 6, &bp, 0);
                ktorch_tensor *tc[8] = {&dy, &x, &w, saved ? &mean : NULL, saved ? &rstd : NULL, &dx, &dw, &db};
                snprintf(nm, sizeof nm, "layernorm_backward %s D %d saved %d acc %d", ktorch_dtype_name(dt), (int)D, saved, acc);
                bad += run_case(nm, KTORCH_OP_LAYERNORM_BACKWARD, tc, 8, 0xe0, &bp, 0, 0, tol);
            }
        ktorch_tensor *all[] = {&x, &r, &w, &b, &sum, &out, &mean, &rstd, &dy, &dx, &dw, &db};
        for (ktorch_tensor *t : all) ktorch_tensor_free(g_ctx, t);
    }
    return bad;
}

static int rope(void) {
    int bad = 0;
    const int64_t sx[4] = {2, 3, 7, 64}, sp[1] = {7};
    for (int di = 0; di < 2; di++) {
        const ktorch_dtype dt = di ? KTORCH_BF16 : KTORCH_F32;
        ktorch_tensor x = mk(dt, 4, sx, 1.0f), out = mk(dt, 4, sx, 0.0f);
        ktorch_tensor p32, p64;
        ktorch_tensor_create(g_ctx, KTORCH_I32, 1, sp, ktorch_cpu(), &p32);
        ktorch_tensor_create(g_ctx, KTORCH_I64, 1, sp, ktorch_cpu(), &p64);
        for (int i = 0; i < 7; i++) ((int32_t *)ktorch_tensor_ptr(&p32))[i] = 1000 * i + 3, ((int64_t *)ktorch_tensor_ptr(&p64))[i] = 70000 - 9 * i;
        for (int v = 0; v < 12; v++) {
            ktorch_rope_params p = {v & 1 ? 500000.0f : 0.0f, (v >> 1) & 1, 123, 0};
            ktorch_tensor *pos = (v >> 2) == 0 ? NULL : (v >> 2) == 1 ? &p32 : &p64;
            ktorch_tensor *t[3] = {&x, pos, &out};
            char nm[64];
            snprintf(nm, sizeof nm, "rope %s variant %d", ktorch_dtype_name(dt), v);
            bad += run_case(nm, KTORCH_OP_ROPE, t, 3, 0x4, &p, 0, 1, 0);
            bad += run_case(nm, KTORCH_OP_ROPE_BACKWARD, t, 3, 0x4, &p, 0, 1, 0);
            ktorch_tensor *ti[3] = {&out, pos, &out}; /* in place */
            bad += run_case(nm, KTORCH_OP_ROPE, ti, 3, 0x5, &p, 0, 1, 0);
        }
        ktorch_tensor *all[] = {&x, &out, &p32, &p64};
        for (ktorch_tensor *t : all) ktorch_tensor_free(g_ctx, t);
    }
    {
        /* 40 rows a position: three blocks of rows, the last one short */
        const int64_t sy[4] = {5, 8, 3, 16};
        ktorch_tensor x = mk(KTORCH_BF16, 4, sy, 1.0f), out = mk(KTORCH_BF16, 4, sy, 0.0f);
        ktorch_rope_params p = {0.0f, 0, 5, 0};
        ktorch_tensor *t[3] = {&x, NULL, &out};
        bad += run_case("rope bf16, 40 rows a position", KTORCH_OP_ROPE, t, 3, 0x4, &p, 0, 1, 0);
        bad += run_case("rope_backward bf16, 40 rows a position", KTORCH_OP_ROPE_BACKWARD, t, 3, 0x4, &p, 0, 1, 0);
        ktorch_tensor_free(g_ctx, &x), ktorch_tensor_free(g_ctx, &out);
    }
    for (int v = 0; v < 2; v++) {
        /* 4 heads of 64 side by side: the q and k columns of a [2, 7, 320] QKV output, in place */
        const int64_t sq[3] = {2, 7, 320};
        ktorch_tensor qkv = mk(KTORCH_BF16, 3, sq, 1.0f), qk;
        ktorch_tensor_slice(&qkv, 2, 0, 256, 1, &qk);
        ktorch_rope_params p = {0.0f, v, 9, 64};
        ktorch_tensor *t[3] = {&qk, NULL, &qk};
        const char *nm = v ? "rope bf16 head_dim 64 interleaved" : "rope bf16 head_dim 64";
        bad += run_case(nm, KTORCH_OP_ROPE, t, 3, 0x5, &p, 0, 1, 0);
        bad += run_case(nm, KTORCH_OP_ROPE_BACKWARD, t, 3, 0x5, &p, 0, 1, 0);
        ktorch_tensor_free(g_ctx, &qkv);
    }
    return bad;
}

/* The kernel of an op's first launch (-1: none). */
static int plan_fn(ktorch_op kind, ktorch_tensor *const *ts, int n, const void *params, int64_t arg0) {
    ktorch_op_desc op;
    ktorch__cut_plan pl;
    ktorch__op_init(&op, kind, ktorch_cpu());
    for (int i = 0; i < n; i++) op.tensor[i] = ts[i] ? ktorch__op_tensor(ts[i]) : NULL;
    op.params = params;
    op.arg[0] = arg0;
    ktorch__cut_plan_op(&op, 16, 0, 0, &pl);
    return pl.n ? pl.l[0].fn : -1;
}
static int activations(void) {
    int bad = 0;
    /* 300 columns: a thread per element; 304: 8 elements a thread (16-byte
       rows); every operand f16 or bf16 (cases 4 to 6): 2 units of 8 a thread
       (kt_act_h), with 296 columns (37 units) a thread's two in two rows and
       the last thread's second missing */
    for (int di = 0; di < 7; di++) {
        const int64_t F = di < 4 ? (di & 2 ? 300 : 304) : di == 6 ? 304 : 296, s2[2] = {7, 2 * F}, s1[2] = {7, F};
        const ktorch_dtype dt = di == 5 ? KTORCH_F16 : di & 1 || di >= 4 ? KTORCH_BF16 : KTORCH_F32;
        ktorch_tensor gu = mk(dt, 2, s2, 4.0f), gate, up, out = mk(dt, 2, s1, 0.0f), dout = mk(dt, 2, s1, 1.0f), dg = mk(dt, 2, s1, 0.0f),
                      du = mk(di >= 4 ? dt : KTORCH_F32, 2, s1, 0.0f);
        ktorch_tensor_slice(&gu, 1, 0, F, 1, &gate); /* the halves of one [T, 2F] projection */
        ktorch_tensor_slice(&gu, 1, F, 2 * F, 1, &up);
        char nm[64];
        snprintf(nm, sizeof nm, "swiglu %s F %d", ktorch_dtype_name(dt), (int)F);
        {
            ktorch_tensor *t[3] = {&gate, &up, &out};
            bad += run_case(nm, KTORCH_OP_SWIGLU, t, 3, 0x4, NULL, 0, 1, 0);
            ktorch_tensor *tb[5] = {&dout, &gate, &up, &dg, &du};
            bad += run_case(nm, KTORCH_OP_SWIGLU_BACKWARD, tb, 5, 0x18, NULL, 0, 1, 0);
            if ((plan_fn(KTORCH_OP_SWIGLU_BACKWARD, tb, 5, NULL, 0) == KTORCH__CUT_ACT_H) != (di >= 4)) {
                printf("  %s: the backward's plan %s kt_act_h\n", nm, di >= 4 ? "does not run" : "runs");
                bad++;
            }
        }
        for (int kind = 0; kind < 2; kind++) {
            snprintf(nm, sizeof nm, "gelu %s kind %d", ktorch_dtype_name(dt), kind);
            ktorch_tensor *t[2] = {&gate, &out};
            bad += run_case(nm, KTORCH_OP_GELU, t, 2, 0x2, NULL, kind, 1, 0);
            ktorch_tensor *tb[3] = {&dout, &up, &dg};
            bad += run_case(nm, KTORCH_OP_GELU_BACKWARD, tb, 3, 0x4, NULL, kind, 1, 0);
        }
        ktorch_tensor *all[] = {&gu, &out, &dout, &dg, &du};
        for (ktorch_tensor *t : all) ktorch_tensor_free(g_ctx, t);
    }
    return bad;
}

static int embedding(void) {
    int bad = 0;
    /* 300 tokens: the backward's id chunks of 256 and a partial one */
    const int64_t sw[2] = {20, 40}, si[2] = {5, 60}, so[3] = {5, 60, 40};
    for (int v = 0; v < 4; v++) {
        const ktorch_dtype dt = v & 1 ? KTORCH_BF16 : KTORCH_F32;
        ktorch_tensor w = mk(dt, 2, sw, 1.0f), dw = mk(KTORCH_F32, 2, sw, 1.0f), out = mk(dt, 3, so, 0.0f), dout = mk(dt, 3, so, 1.0f), ids;
        ktorch_tensor_create(g_ctx, v & 2 ? KTORCH_I64 : KTORCH_I32, 2, si, ktorch_cpu(), &ids);
        for (int i = 0; i < 300; i++) {
            const int id = i == 39 ? 19 : (i / 2 * 7) % 13; /* repeats, next to each other too, and the last row */
            if (v & 2) ((int64_t *)ktorch_tensor_ptr(&ids))[i] = id;
            else ((int32_t *)ktorch_tensor_ptr(&ids))[i] = id;
        }
        char nm[64];
        snprintf(nm, sizeof nm, "embedding %s ids %s", ktorch_dtype_name(dt), ktorch_dtype_name(ids.dtype));
        ktorch_tensor *t[3] = {&ids, &w, &out};
        bad += run_case(nm, KTORCH_OP_EMBEDDING, t, 3, 0x4, NULL, 0, 1, 0);
        ktorch_tensor *tb[3] = {&dout, &ids, &dw};
        bad += run_case(nm, KTORCH_OP_EMBEDDING_BACKWARD, tb, 3, 0x4, NULL, 0, 1, 0);
        ktorch_tensor *all[] = {&w, &dw, &out, &dout, &ids};
        for (ktorch_tensor *tt : all) ktorch_tensor_free(g_ctx, tt);
    }
    {
        /* a vocabulary past the grid's 65535 rows: one thread per column walks the tokens */
        const int64_t bw_[2] = {70000, 4}, bi[1] = {40}, bo[2] = {40, 4};
        ktorch_tensor dw = mk(KTORCH_F32, 2, bw_, 1.0f), dout = mk(KTORCH_F32, 2, bo, 1.0f), ids;
        ktorch_tensor_create(g_ctx, KTORCH_I32, 1, bi, ktorch_cpu(), &ids);
        for (int i = 0; i < 40; i++) ((int32_t *)ktorch_tensor_ptr(&ids))[i] = (i * 7919) % 70000;
        ((int32_t *)ktorch_tensor_ptr(&ids))[7] = ((int32_t *)ktorch_tensor_ptr(&ids))[3]; /* a repeat */
        ktorch_tensor *tb[3] = {&dout, &ids, &dw};
        bad += run_case("embedding_backward f32, vocabulary 70000", KTORCH_OP_EMBEDDING_BACKWARD, tb, 3, 0x4, NULL, 0, 1, 0);
        ktorch_tensor *all[] = {&dw, &dout, &ids};
        for (ktorch_tensor *tt : all) ktorch_tensor_free(g_ctx, tt);
    }
    return bad;
}

static int cross_entropy(void) {
    int bad = 0;
    const int64_t sl[2] = {9, 1000}, st[1] = {9}, s1[1] = {1};
    for (int v = 0; v < 8; v++) {
        const ktorch_dtype dt = v & 1 ? KTORCH_BF16 : KTORCH_F32;
        ktorch_tensor l = mk(dt, 2, sl, 8.0f), d = mk(dt, 2, sl, 0.0f), losses = mk(KTORCH_F32, 1, st, 0.0f), mean = mk(KTORCH_F32, 1, s1, 0.0f), tg;
        ktorch_tensor_create(g_ctx, v & 2 ? KTORCH_I64 : KTORCH_I32, 1, st, ktorch_cpu(), &tg);
        for (int i = 0; i < 9; i++) {
            const int64_t x = i == 4 ? -100 : (i * 331) % 1000;
            if (v & 2) ((int64_t *)ktorch_tensor_ptr(&tg))[i] = x;
            else ((int32_t *)ktorch_tensor_ptr(&tg))[i] = (int32_t)x;
        }
        ktorch_cross_entropy_params p = {v & 4 ? 0.1f : 0.0f, v & 4 ? 0.5f : 0.0f};
        char nm[64];
        snprintf(nm, sizeof nm, "cross_entropy %s variant %d", ktorch_dtype_name(dt), v);
        const double tol = tol_of(dt) > 1e-4 ? 1e-4 : tol_of(dt); /* losses and mean are f32; dlogits rounded to dt */
        ktorch_tensor *t[5] = {&l, &tg, &losses, &d, &mean};
        bad += run_case(nm, KTORCH_OP_CROSS_ENTROPY, t, 5, 0x1c, &p, 0, 0, dt == KTORCH_F32 ? tol : 1e-2);
        ktorch_tensor *ti[5] = {&l, &tg, NULL, &l, &mean}; /* dlogits over the logits, losses in scratch */
        bad += run_case(nm, KTORCH_OP_CROSS_ENTROPY, ti, 5, 0x11, &p, 0, 0, dt == KTORCH_F32 ? tol : 1e-2);
        ktorch_tensor *all[] = {&l, &d, &losses, &mean, &tg};
        for (ktorch_tensor *tt : all) ktorch_tensor_free(g_ctx, tt);
    }
    return bad;
}

static int adamw(void) {
    int bad = 0;
    const int64_t s[2] = {70, 73};
    for (int v = 0; v < 4; v++) {
        const ktorch_dtype gdt = v & 1 ? KTORCH_BF16 : KTORCH_F32, mdt = v & 2 ? KTORCH_BF16 : KTORCH_F32;
        ktorch_tensor p = mk(KTORCH_F32, 2, s, 1.0f), g = mk(gdt, 2, s, 0.1f), m = mk(mdt, 2, s, 0.01f), vv = mk(mdt, 2, s, 0.0f), pc = mk(KTORCH_BF16, 2, s, 0.0f);
        for (int64_t i = 0; i < 70 * 73; i++) { /* v >= 0 */
            const float x = fabsf(getf(&g, i)) * 1e-2f;
            ktorch__encode_f32(mdt, (char *)ktorch_tensor_ptr(&vv) + i * (ktorch_dtype_bits(mdt) / 8), &x, 1, 0);
        }
        ktorch_adamw_params ap;
        memset(&ap, 0, sizeof ap);
        ap.lr = 3e-4f, ap.weight_decay = 0.1f, ap.grad_scale = v == 3 ? 0.25f : 0.0f, ap.step = 3 + v, ap.beta2 = v == 2 ? 0.95f : 0.0f;
        char nm[64];
        snprintf(nm, sizeof nm, "adamw grad %s moments %s", ktorch_dtype_name(gdt), ktorch_dtype_name(mdt));
        ktorch_tensor *t[5] = {&p, &g, &m, &vv, v & 1 ? &pc : NULL};
        bad += run_case(nm, KTORCH_OP_ADAMW_STEP, t, 5, 0x1d, &ap, 0, 1, 0);
        ktorch_tensor *all[] = {&p, &g, &m, &vv, &pc};
        for (ktorch_tensor *tt : all) ktorch_tensor_free(g_ctx, tt);
    }
    return bad;
}

static int sum_squares(void) {
    int bad = 0;
    const int64_t s[1] = {40007}, s1[1] = {1}; /* three chunks, the last short; 7 elements past the 16-byte loads */
    for (int v = 0; v < 2; v++) {
        ktorch_tensor x = mk(v ? KTORCH_BF16 : KTORCH_F32, 1, s, 3.0f), out = mk(KTORCH_F32, 1, s1, 0.0f);
        ktorch_tensor *t[2] = {&x, &out};
        bad += run_case(v ? "sum_squares bf16" : "sum_squares f32", KTORCH_OP_SUM_SQUARES, t, 2, 0x2, NULL, 0, 0, 1e-6);
        ktorch_tensor_free(g_ctx, &x);
        ktorch_tensor_free(g_ctx, &out);
    }
    return bad;
}

static int matmul(void) {
    int bad = 0;
    for (int v = 0; v < 32; v++) { /* one tile of c with k ending inside a step; several tiles */
        const int64_t M = v & 16 ? 130 : 37, N = v & 16 ? 70 : 29, K = v & 16 ? 40 : 53;
        const int ta = v & 1, tb = (v >> 1) & 1;
        const ktorch_dtype dt = v & 4 ? KTORCH_BF16 : KTORCH_F32, cdt = v & 8 ? KTORCH_BF16 : KTORCH_F32;
        const int64_t sa[2] = {ta ? K : M, ta ? M : K}, sb[2] = {tb ? N : K, tb ? K : N}, sc[2] = {M, N};
        ktorch_tensor a = mk(dt, 2, sa, 1.0f), b = mk(dt, 2, sb, 1.0f), c = mk(cdt, 2, sc, 1.0f);
        ktorch_matmul_params p = {ta, tb, v & 8 ? 0.5f : 1.0f, v & 2 ? 1.0f : 0.0f};
        char nm[64];
        snprintf(nm, sizeof nm, "matmul %s -> %s trans %d%d [%lld,%lld,%lld]", ktorch_dtype_name(dt), ktorch_dtype_name(cdt), ta, tb, (long long)M, (long long)N, (long long)K);
        ktorch_tensor *t[3] = {&a, &b, &c};
        bad += run_case(nm, KTORCH_OP_MATMUL, t, 3, 0x4, &p, 0, 0, tol_of(cdt));
        ktorch_tensor *all[] = {&a, &b, &c};
        for (ktorch_tensor *tt : all) ktorch_tensor_free(g_ctx, tt);
    }
    return bad;
}

/* Each thread stores, then after __syncthreads loads its neighbours' values
   (g_bmode 1: thread 5 returns first; 2: lane 3 of a warp exchange at
   another operation; 3: recursion past the fiber's stack). */
static int g_bmode, g_bvals[KTT_THREADS], g_bsum[KTT_THREADS];
static kh_barrier g_bwarp;
static int deep(int n, volatile char *up) { /* each frame's pad in use below it: no tail call */
    volatile char pad[1024];
    pad[0] = (char)(n + up[0]);
    return n > 0 ? deep(n - 1, pad) + pad[0] : 0;
}
static void barrier_block(void) {
    const int t = (int)threadIdx.x;
    if (g_bmode == 3) g_bsum[t] = deep(KH_STACK / 1024 + 16, (volatile char *)g_bvals); /* 16 KiB past the stack */
    if (g_bmode == 1 && t == 5) return;
    for (int r = 0; r < 3; r++) {
        g_bvals[t] = 100 * r + t;
        __syncthreads();
        g_bsum[t] += g_bvals[(t + 1) % KTT_THREADS] + g_bvals[(t + KTT_THREADS - 1) % KTT_THREADS];
        __syncthreads();
        if (t < 32) kh_bar_wait(&g_bwarp, g_bmode == 2 && t == 3 ? "ldmatrix" : "shfl");
    }
}
static void test_block_emulation(void) {
    kh_bar_init(&g_bwarp, "warp 0", 32);
    for (g_bmode = 0; g_bmode < 3; g_bmode++) {
        memset(g_bsum, 0, sizeof g_bsum);
        const int r = host_run_block(barrier_block, KTT_THREADS);
        int bad = 0;
        for (int t = 0; t < KTT_THREADS; t++) bad += g_bsum[t] != 600 + 3 * ((t + 1) % KTT_THREADS + (t + KTT_THREADS - 1) % KTT_THREADS);
        if (g_bmode == 0) KTEST_CHECKF(r == 0 && bad == 0, "barriers: %d of %d sums wrong (%s)", bad, KTT_THREADS, kh_err);
        if (g_bmode == 1) KTEST_CHECKF(r && strstr(kh_err, "deadlock") && strstr(kh_err, "__syncthreads"), "a thread missing at __syncthreads: %s", r ? kh_err : "not caught");
        if (g_bmode == 2) KTEST_CHECKF(r && strstr(kh_err, "warp 0") && strstr(kh_err, "ldmatrix"), "a divergent warp exchange: %s", r ? kh_err : "not caught");
    }
    /* the emulation goes on after a failed block */
    g_bmode = 0;
    memset(g_bsum, 0, sizeof g_bsum);
    KTEST_CHECK(host_run_block(barrier_block, KTT_THREADS) == 0 && g_bsum[7] == 600 + 3 * (8 + 6));
    /* an overflow hits the guard page: SIGSEGV, in a child */
    fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        g_bmode = 3;
        host_run_block(barrier_block, 1);
        _exit(0);
    }
    int st = 0;
    KTEST_CHECKF(pid > 0 && waitpid(pid, &st, 0) == pid && WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV, "a fiber's stack overflow: status %d", st);
}
static void test_norms(void) { KTEST_CHECK(norms() == 0); }
/* RMSNorm's backward in f16/bf16 runs kt_norm_bwd_h (checked on its plan);
   with the blocks sized for a device of one multiprocessor (2 blocks for 39
   rows: 24 rows of 8-row groups at D 304, 20 of 4-row groups at D 1040)
   each block runs several row groups, the second block's last one short. */
static void test_norm_backward_resident(void) {
    const ktorch_dtype dts[2] = {KTORCH_BF16, KTORCH_F16};
    int bad = 0;
    for (int ci = 0; ci < 4; ci++) {
        const ktorch_dtype dt = dts[ci % 2];
        const int64_t D = ci < 2 ? 304 : 1040, sx[2] = {39, D}, sw[1] = {D}, sr[1] = {39};
        ktorch_tensor x = mk(dt, 2, sx, 2.0f), w = mk(dt, 1, sw, 1.0f), out = mk(dt, 2, sx, 0.0f), rstd = mk(KTORCH_F32, 1, sr, 0.0f);
        ktorch_tensor dy = mk(dt, 2, sx, 1.0f), dx = mk(dt, 2, sx, 1.0f), dw = mk(KTORCH_F32, 1, sw, 1.0f);
        for (int saved = 0; saved < 2; saved++)
            for (int acc = 0; acc < 2; acc++) {
                ktorch_norm_params bp = {1e-4f, acc};
                ktorch_tensor *t[4] = {&x, &w, &out, &rstd};
                reference(KTORCH_OP_RMSNORM, t, 4, &bp, 0);
                ktorch_tensor *tb[6] = {&dy, &x, &w, saved ? &rstd : NULL, &dx, &dw};
                ktorch_op_desc op;
                ktorch__cut_plan pl;
                ktorch__op_init(&op, KTORCH_OP_RMSNORM_BACKWARD, ktorch_cpu());
                for (int i = 0; i < 6; i++) op.tensor[i] = tb[i] ? ktorch__op_tensor(tb[i]) : NULL;
                op.params = &bp;
                ktorch__cut_plan_op(&op, 16, 0, 1, &pl);
                KTEST_CHECKF(pl.n == 2 && pl.l[0].fn == KTORCH__CUT_NORM_BWD_H && pl.l[0].gx == 2 && pl.l[0].a.T == (D == 304 ? 24 : 20),
                             "D %d: %d launches, the first %d of %u blocks of %lld rows", (int)D, pl.n, pl.l[0].fn, pl.l[0].gx, (long long)pl.l[0].a.T);
                char nm[80];
                snprintf(nm, sizeof nm, "rmsnorm_backward %s D %d saved %d acc %d, 2 blocks", ktorch_dtype_name(dt), (int)D, saved, acc);
                g_sms = 1;
                bad += run_case(nm, KTORCH_OP_RMSNORM_BACKWARD, tb, 6, 0x30, &bp, 0, 0, tol_of(dt));
                g_sms = 0;
            }
        ktorch_tensor *all[] = {&x, &w, &out, &rstd, &dy, &dx, &dw};
        for (ktorch_tensor *t : all) ktorch_tensor_free(g_ctx, t);
    }
    KTEST_CHECK(bad == 0);
}
static void test_rope(void) { KTEST_CHECK(rope() == 0); }
static void test_activations(void) { KTEST_CHECK(activations() == 0); }
static void test_embedding(void) { KTEST_CHECK(embedding() == 0); }
static void test_cross_entropy(void) { KTEST_CHECK(cross_entropy() == 0); }
static void test_adamw(void) { KTEST_CHECK(adamw() == 0); }
static void test_sum_squares(void) { KTEST_CHECK(sum_squares() == 0); }
static void test_matmul(void) { KTEST_CHECK(matmul() == 0); }
static void test_planted_errors_are_caught(void) {
    const int before = g_cases;
    int caught;
    g_plant = 1;
    caught = norms() + rope() + activations() + embedding() + cross_entropy() + adamw() + sum_squares() + matmul();
    g_plant = 0;
    printf("  planted errors: caught in %d of %d cases\n", caught, g_cases - before);
    KTEST_CHECK(caught == g_cases - before);
}

int main(void) {
    static const char *const names[8] = {"lane group 0", "lane group 1", "lane group 2", "lane group 3", "lane group 4", "lane group 5", "lane group 6", "lane group 7"};
    for (int w = 0; w < 256 / KT_LANES; w++) kh_bar_init(&g_lanes_bar[w], names[w], KT_LANES);
    if (ktorch_context_create(NULL, &g_ctx) != KTORCH_OK) return 1;
    KTEST_RUN(test_block_emulation);
    KTEST_RUN(test_norms);
    KTEST_RUN(test_norm_backward_resident);
    KTEST_RUN(test_rope);
    KTEST_RUN(test_activations);
    KTEST_RUN(test_embedding);
    KTEST_RUN(test_cross_entropy);
    KTEST_RUN(test_adamw);
    KTEST_RUN(test_sum_squares);
    KTEST_RUN(test_matmul);
    KTEST_RUN(test_planted_errors_are_caught);
    ktorch_context_destroy(g_ctx);
    return ktest_finish("cuda_train_host");
}
