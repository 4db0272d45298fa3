/* fake_backend.h - a device backend over host memory for tests.
   Registered as fake_kind: KTORCH_BACKEND_VULKAN unless a test that runs the
   real Vulkan backend moves it (to CUDA, which that test then lacks).
   Device addresses are host pointers plus FAKE_BIAS, so host code that
   dereferences a device pointer by mistake crashes instead of working.
   `run` executes every op of KTORCH_OP_LIST: it rebases each tensor of the
   description (and those inside its parameters and qtensors) to a host view
   and calls the public CPU entry point, so its results are the CPU's bit for
   bit. Include after ktorch.h (with its implementation). */
#ifndef FAKE_BACKEND_H
#define FAKE_BACKEND_H
#include <stdlib.h>
#include <string.h>

#define FAKE_BIAS ((uintptr_t)1 << 44)

typedef struct fake_backend {
    long live_blocks;           /* device blocks held (0 after the context is destroyed) */
    long runs[KTORCH_OP_COUNT]; /* ops run, by kind */
    int destroyed;
    /* Optional: what `supports` refuses (a test of refusals); NULL = nothing. */
    ktorch_status (*refuse)(const ktorch_op_desc *op);
} fake_backend;

static ktorch_backend fake_kind = KTORCH_BACKEND_VULKAN;

static ktorch_device fake_device(void) {
    ktorch_device d;
    d.backend = fake_kind;
    d.index = 0;
    return d;
}
static void *fake_host_ptr(const void *dev) { return (void *)((uintptr_t)dev - FAKE_BIAS); }

/* A host view of a tensor: device addresses lose the bias; host tensors
   (a block-sparse mask may stay on the host) are kept. Never owns. */
static ktorch_tensor fake_host_view(const ktorch_tensor *t) {
    ktorch_tensor h = *t;
    if (t->device.backend != KTORCH_BACKEND_CPU) {
        if (t->data) h.data = fake_host_ptr(t->data);
        h.device = ktorch_cpu();
    }
    memset(&h.allocation, 0, sizeof h.allocation);
    return h;
}
static ktorch_qtensor fake_host_qview(const ktorch_qtensor *q) {
    ktorch_qtensor h = *q;
    h.data = fake_host_view(&q->data);
    h.scale = fake_host_view(&q->scale);
    h.zero_point = fake_host_view(&q->zero_point);
    return h;
}
/* Rebase an optional tensor pointer into *slot; returns the new pointer. */
static ktorch_tensor *fake_opt(const ktorch_tensor *t, ktorch_tensor *slot) {
    if (!t) return NULL;
    *slot = fake_host_view(t);
    return slot;
}

static int fake_device_count(void *s) {
    (void)s;
    return 1;
}
static ktorch_status fake_device_info(void *s, int index, ktorch_device_info *out) {
    (void)s;
    (void)index;
    strcpy(out->name, "fake device");
    strcpy(out->arch, "host memory, biased addresses");
    return KTORCH_OK;
}
static int fake_alloc_block(uint64_t size, void **block, void **base, void *user) {
    fake_backend *s = (fake_backend *)user;
    void *p = malloc((size_t)size);
    if (!p) return 1;
    s->live_blocks++;
    *block = p;
    *base = (void *)((uintptr_t)p + FAKE_BIAS);
    return 0;
}
static void fake_free_block(void *block, void *base, void *user) {
    (void)base;
    ((fake_backend *)user)->live_blocks--;
    free(block);
}
static void fake_block_fill(void *base, uint64_t off, uint8_t v, uint64_t size, void *user) {
    (void)user;
    memset((char *)fake_host_ptr(base) + off, v, (size_t)size);
}
static int fake_block_read(void *base, uint64_t off, void *dst, uint64_t size, void *user) {
    (void)user;
    memcpy(dst, (char *)fake_host_ptr(base) + off, (size_t)size);
    return 0;
}
static ktorch_block_provider fake_provider(void *state, int index) {
    ktorch_block_provider p;
    (void)index;
    memset(&p, 0, sizeof p);
    p.alloc_block = fake_alloc_block;
    p.free_block = fake_free_block;
    p.fill = fake_block_fill;
    p.read = fake_block_read;
    p.user_data = state;
    return p;
}
static ktorch_status fake_copy(void *state, int index, void *dst, const void *src, uint64_t bytes, ktorch_copy_kind kind) {
    (void)state;
    (void)index;
    if (kind == KTORCH_COPY_HOST_TO_DEVICE) memcpy(fake_host_ptr(dst), src, (size_t)bytes);
    else if (kind == KTORCH_COPY_DEVICE_TO_HOST) memcpy(dst, fake_host_ptr(src), (size_t)bytes);
    else memmove(fake_host_ptr(dst), fake_host_ptr(src), (size_t)bytes);
    return KTORCH_OK;
}
static ktorch_status fake_fill(void *state, int index, void *dst, uint8_t byte, uint64_t bytes) {
    (void)state;
    (void)index;
    memset(fake_host_ptr(dst), byte, (size_t)bytes);
    return KTORCH_OK;
}
static ktorch_status fake_synchronize(void *state, int index) {
    (void)state;
    (void)index;
    return KTORCH_OK;
}
static void fake_destroy(void *state) { ((fake_backend *)state)->destroyed = 1; }
/* The fake claims the CPU's capabilities, less what `refuse` refuses. */
static ktorch_status fake_supports(void *state, const ktorch_op_desc *op) {
    const fake_backend *s = (const fake_backend *)state;
    return s->refuse ? s->refuse(op) : KTORCH_OK;
}

/* Quantize on the host, then move the parts onto the device so that
   ktorch_qtensor_free releases them from the device pool. */
static ktorch_status fake_quantize(ktorch_context *ctx, const ktorch_op_desc *op) {
    ktorch_tensor x = fake_host_view(op->tensor[0]);
    ktorch_qtensor hq, dq;
    ktorch_tensor *hp[3], *dp[3];
    ktorch_status st = ktorch_quantize(ctx, &x, op->format, (const ktorch_quant_params *)op->params, &hq);
    int i;
    if (st != KTORCH_OK) return st;
    dq = hq;
    hp[0] = &hq.data, hp[1] = &hq.scale, hp[2] = &hq.zero_point;
    dp[0] = &dq.data, dp[1] = &dq.scale, dp[2] = &dq.zero_point;
    for (i = 0; i < 3; i++) memset(dp[i], 0, sizeof *dp[i]);
    for (i = 0; i < 3 && st == KTORCH_OK; i++) {
        if (!hp[i]->data) continue;
        st = ktorch_tensor_create(ctx, hp[i]->dtype, hp[i]->ndim, hp[i]->shape, op->device, dp[i]);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, dp[i], hp[i], NULL);
    }
    ktorch_qtensor_free(ctx, &hq);
    if (st != KTORCH_OK) {
        ktorch_qtensor_free(ctx, &dq);
        return st;
    }
    *op->qout = dq;
    return KTORCH_OK;
}

/* An optional tensor of the description, rebased (t[i] holds the view). */
#define FAKE_T(i) (op->tensor[i] ? &t[i] : NULL)
static ktorch_status fake_run(void *state, ktorch_context *ctx, const ktorch_op_desc *op) {
    fake_backend *s = (fake_backend *)state;
    ktorch_tensor t[8], extra[6];
    ktorch_attention_params ap;
    ktorch_qtensor q0, q1;
    int i;
    memset(t, 0, sizeof t);
    memset(&ap, 0, sizeof ap);
    memset(&q0, 0, sizeof q0);
    memset(&q1, 0, sizeof q1);
    if ((int)op->op >= 0 && op->op < KTORCH_OP_COUNT) s->runs[op->op]++;
    for (i = 0; i < 8; i++)
        if (op->tensor[i]) t[i] = fake_host_view(op->tensor[i]);
    if (op->attention) {
        ap = *op->attention;
        ap.mask = fake_opt(ap.mask, &extra[0]);
        ap.lse = fake_opt(ap.lse, &extra[1]);
        ap.q_scale = fake_opt(ap.q_scale, &extra[2]);
        ap.k_scale = fake_opt(ap.k_scale, &extra[3]);
        ap.v_scale = fake_opt(ap.v_scale, &extra[4]);
    }
    if (op->qtensor[0]) q0 = fake_host_qview(op->qtensor[0]);
    if (op->qtensor[1]) q1 = fake_host_qview(op->qtensor[1]);
    switch (op->op) {
    case KTORCH_OP_ATTENTION: return ktorch_attention(ctx, &t[0], &t[1], &t[2], &t[3], &ap);
    case KTORCH_OP_ATTENTION_MERGE:
        return ktorch_attention_merge(ctx, op->tensor[0] ? &t[0] : NULL, op->tensor[1] ? &t[1] : NULL, op->tensor[2] ? &t[2] : NULL,
                                      op->tensor[3] ? &t[3] : NULL, &t[4], op->tensor[5] ? &t[5] : NULL);
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE: {
        ktorch_block_sparse_params sp = *(const ktorch_block_sparse_params *)op->params;
        sp.block_mask = fake_opt(sp.block_mask, &extra[5]);
        return ktorch_attention_block_sparse(ctx, &t[0], &t[1], &t[2], &t[3], &ap, &sp);
    }
    case KTORCH_OP_BLOCK_MASK_TOPK:
        return ktorch_block_mask_topk(ctx, &t[0], &t[1], op->arg[0], op->arg[1], op->density, (int)op->arg[2], &t[2]);
    case KTORCH_OP_ATTENTION_CHUNKED: return ktorch_attention_chunked(ctx, &t[0], &t[1], &t[2], &t[3], &ap, op->arg[0], op->arg[1]);
    case KTORCH_OP_ATTENTION_DILATED:
        return ktorch_attention_dilated(ctx, &t[0], &t[1], &t[2], &t[3], &ap, (const ktorch_dilated_params *)op->params);
    case KTORCH_OP_KV_CACHE_APPEND: {
        const ktorch_kv_quant *kq = (const ktorch_kv_quant *)op->params;
        ktorch_kv_quant hq;
        if (!kq) return ktorch_kv_cache_append(ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5]);
        hq.k_scale = fake_opt(kq->k_scale, &extra[0]);
        hq.v_scale = fake_opt(kq->v_scale, &extra[1]);
        hq.k_new_scale = fake_opt(kq->k_new_scale, &extra[2]);
        hq.v_new_scale = fake_opt(kq->v_new_scale, &extra[3]);
        return ktorch_kv_cache_append_quant(ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &hq);
    }
    case KTORCH_OP_ATTENTION_PAGED:
        return ktorch_attention_paged(ctx, &t[0], &t[1], &t[2], &t[3], &t[4], &t[5], &ap, (const ktorch_paged_params *)op->params);
    case KTORCH_OP_QUANTIZE: return fake_quantize(ctx, op);
    case KTORCH_OP_DEQUANTIZE: return ktorch_dequantize(ctx, &q0, &t[0]);
    case KTORCH_OP_QMATMUL: return ktorch_qmatmul(ctx, &t[0], &q0, &t[1]);
    case KTORCH_OP_MATMUL_NT: return ktorch_matmul_nt(ctx, &t[0], &t[1], &t[2]);
    case KTORCH_OP_QMATMUL_W8A8: return ktorch_qmatmul_w8a8(ctx, &q0, &q1, &t[0]);
    case KTORCH_OP_MATMUL: {
        const ktorch_matmul_params *mp = (const ktorch_matmul_params *)op->params;
        return ktorch_matmul(ctx, &t[0], &t[1], &t[2], mp->trans_a, mp->trans_b, mp->alpha, mp->beta);
    }
    case KTORCH_OP_RMSNORM: return ktorch_rmsnorm(ctx, &t[0], &t[1], &t[2], FAKE_T(3), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_RMSNORM_BACKWARD:
        return ktorch_rmsnorm_backward(ctx, &t[0], &t[1], &t[2], FAKE_T(3), &t[4], FAKE_T(5), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_LAYERNORM:
        return ktorch_layernorm(ctx, &t[0], FAKE_T(1), FAKE_T(2), &t[3], FAKE_T(4), FAKE_T(5), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_LAYERNORM_BACKWARD:
        return ktorch_layernorm_backward(ctx, &t[0], &t[1], FAKE_T(2), FAKE_T(3), FAKE_T(4), &t[5], FAKE_T(6), FAKE_T(7), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_ADD_RMSNORM: return ktorch_add_rmsnorm(ctx, &t[0], &t[1], &t[2], &t[3], &t[4], FAKE_T(5), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_ADD_LAYERNORM:
        return ktorch_add_layernorm(ctx, &t[0], &t[1], FAKE_T(2), FAKE_T(3), &t[4], &t[5], FAKE_T(6), FAKE_T(7), (const ktorch_norm_params *)op->params);
    case KTORCH_OP_ROPE: return ktorch_rope(ctx, &t[0], FAKE_T(1), &t[2], (const ktorch_rope_params *)op->params);
    case KTORCH_OP_ROPE_BACKWARD: return ktorch_rope_backward(ctx, &t[0], FAKE_T(1), &t[2], (const ktorch_rope_params *)op->params);
    case KTORCH_OP_SWIGLU: return ktorch_swiglu(ctx, &t[0], &t[1], &t[2]);
    case KTORCH_OP_SWIGLU_BACKWARD: return ktorch_swiglu_backward(ctx, &t[0], &t[1], &t[2], &t[3], &t[4]);
    case KTORCH_OP_GELU: return ktorch_gelu(ctx, &t[0], &t[1], (ktorch_gelu_kind)op->arg[0]);
    case KTORCH_OP_GELU_BACKWARD: return ktorch_gelu_backward(ctx, &t[0], &t[1], &t[2], (ktorch_gelu_kind)op->arg[0]);
    case KTORCH_OP_EMBEDDING: return ktorch_embedding(ctx, &t[0], &t[1], &t[2]);
    case KTORCH_OP_EMBEDDING_BACKWARD: return ktorch_embedding_backward(ctx, &t[0], &t[1], &t[2]);
    case KTORCH_OP_CROSS_ENTROPY:
        return ktorch_cross_entropy(ctx, &t[0], &t[1], FAKE_T(2), FAKE_T(3), FAKE_T(4), (const ktorch_cross_entropy_params *)op->params);
    case KTORCH_OP_ADAMW_STEP: return ktorch_adamw_step(ctx, &t[0], &t[1], &t[2], &t[3], FAKE_T(4), (const ktorch_adamw_params *)op->params);
    case KTORCH_OP_SUM_SQUARES: { /* ktorch_grad_norm's primitive has no entry point of its own: the CPU backend's run on host views */
        ktorch_op_desc h = *op;
        h.device = ktorch_cpu();
        h.tensor[0] = &t[0];
        h.tensor[1] = &t[1];
        return hook_cpu_run(ctx, &h);
    }
    case KTORCH_OP_CONVERT: return ktorch_tensor_copy(ctx, &t[0], &t[1], (const ktorch_copy_params *)op->params);
    case KTORCH_OP_ATTENTION_BACKWARD:
    case KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD: { /* the CPU backend's run on host views: arg[0] = 1 adds to the gradients */
        ktorch_op_desc h = *op;
        ktorch_block_sparse_params sp;
        h.device = ktorch_cpu();
        h.attention = &ap;
        for (i = 0; i < 8; i++) h.tensor[i] = &t[i];
        if (op->op == KTORCH_OP_ATTENTION_BLOCK_SPARSE_BACKWARD) {
            sp = *(const ktorch_block_sparse_params *)op->params;
            sp.block_mask = fake_opt(sp.block_mask, &extra[5]);
            h.params = &sp;
        }
        return hook_cpu_run(ctx, &h);
    }
    case KTORCH_OP_ATTENTION_CHUNKED_BACKWARD:
    case KTORCH_OP_ATTENTION_DILATED_BACKWARD: {
        ktorch_tensor *lse = ap.lse; /* the saved LSE is an argument of the entry points */
        ap.lse = NULL;
        if (op->op == KTORCH_OP_ATTENTION_CHUNKED_BACKWARD)
            return ktorch_attention_chunked_backward(ctx, &t[0], &t[1], &t[2], &t[3], lse, &t[4], &t[5], &t[6], &t[7], &ap, op->arg[0], op->arg[1]);
        return ktorch_attention_dilated_backward(ctx, &t[0], &t[1], &t[2], &t[3], lse, &t[4], &t[5], &t[6], &t[7], &ap,
                                                 (const ktorch_dilated_params *)op->params);
    }
    default: break;
    }
    return ktorch_set_error(KTORCH_INTERNAL, "fake backend: op %d is not handled", (int)op->op);
}

/* Register the fake with ctx as `kind` (s is zeroed first, and must outlive
   the context). */
static ktorch_status fake_backend_register_as(ktorch_context *ctx, fake_backend *s, ktorch_backend kind) {
    ktorch_backend_impl impl;
    memset(s, 0, sizeof *s);
    memset(&impl, 0, sizeof impl);
    impl.abi_version = KTORCH_BACKEND_ABI_VERSION;
    impl.kind = kind;
    impl.state = s;
    impl.device_count = fake_device_count;
    impl.device_info = fake_device_info;
    impl.provider = fake_provider;
    impl.copy = fake_copy;
    impl.fill = fake_fill;
    impl.synchronize = fake_synchronize;
    impl.supports = fake_supports;
    impl.run = fake_run;
    impl.destroy = fake_destroy;
    return ktorch_register_backend(ctx, &impl);
}
/* The usual registration: as fake_kind, on fake_device(). */
static ktorch_status fake_backend_register(ktorch_context *ctx, fake_backend *s) { return fake_backend_register_as(ctx, s, fake_kind); }
#endif
