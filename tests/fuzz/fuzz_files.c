/* libFuzzer target for the file readers: the input is fed to the .npy
   loader, the safetensors parser and the GGUF parser (every entry is
   loaded; what loads from GGUF must save and open again).
   Build (tests/sh_fuzz.sh): tests/fuzz/fuzz_impl.c once with
   -fsanitize=fuzzer-no-link,address,undefined, then this file with
   -fsanitize=fuzzer,address,undefined linked to it. */
#include "ktorch.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static ktorch_context *fuzz_ctx(void) {
    static ktorch_context *ctx;
    if (!ctx) {
        ktorch_context_desc d;
        memset(&d, 0, sizeof d);
        d.num_threads = 1;
        d.host_memory_budget = 64u << 20; /* a malformed header must not reach for more */
        if (ktorch_context_create(&d, &ctx) != KTORCH_OK) abort();
    }
    return ctx;
}

#ifdef __cplusplus
extern "C"
#endif
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    ktorch_context *ctx = fuzz_ctx();
    ktorch_tensor t;
    ktorch_safetensors *st = NULL;
    ktorch_gguf *g = NULL;
    if (ktorch_npy_load_memory(ctx, data, size, ktorch_cpu(), &t) == KTORCH_OK) {
        void *out = NULL;
        size_t n = 0;
        /* what loads must save */
        if (ktorch_npy_save_memory(ctx, &t, &out, &n) != KTORCH_OK) abort();
        ktorch_buffer_free(ctx, out);
        ktorch_tensor_free(ctx, &t);
    }
    if (ktorch_safetensors_open_memory(ctx, data, size, &st) == KTORCH_OK) {
        int i, count = ktorch_safetensors_count(st);
        for (i = 0; i < count; i++) {
            const ktorch_safetensors_entry *e = ktorch_safetensors_entry_at(st, i);
            if (!e || ktorch_safetensors_find(st, e->name) != e) abort();
            if (ktorch_safetensors_load(ctx, st, e->name, ktorch_cpu(), &t) == KTORCH_OK) ktorch_tensor_free(ctx, &t);
        }
        (void)ktorch_safetensors_metadata(st, "format");
        ktorch_safetensors_close(st);
    }
    if (ktorch_gguf_open_memory(ctx, data, size, &g) == KTORCH_OK) {
        int i, count = ktorch_gguf_count(g);
        for (i = 0; i < ktorch_gguf_meta_count(g); i++) {
            const ktorch_gguf_kv *kv = ktorch_gguf_meta_at(g, i);
            if (!kv || !ktorch_gguf_meta_find(g, kv->key)) abort();
        }
        for (i = 0; i < count; i++) {
            const ktorch_gguf_entry *e = ktorch_gguf_entry_at(g, i);
            ktorch_gguf_item item;
            ktorch_qtensor q;
            ktorch_status ls;
            if (!e || ktorch_gguf_find(g, e->name) != e) abort();
            memset(&item, 0, sizeof item);
            item.name = e->name;
            if (e->kind == KTORCH_GGUF_QTENSOR) {
                ls = ktorch_gguf_load_quant(ctx, g, e->name, ktorch_cpu(), &q);
                item.qtensor = &q;
            } else {
                ls = ktorch_gguf_load(ctx, g, e->name, ktorch_cpu(), &t);
                item.tensor = &t;
            }
            if (ls == KTORCH_OK && strlen(e->name) < 64) {
                void *out = NULL;
                size_t n = 0;
                ktorch_gguf *again = NULL;
                if (ktorch_gguf_save_memory(ctx, &item, 1, NULL, 0, &out, &n) != KTORCH_OK) abort();
                if (ktorch_gguf_open_memory(ctx, out, n, &again) != KTORCH_OK) abort();
                ktorch_gguf_close(again);
                ktorch_buffer_free(ctx, out);
            }
            if (ls == KTORCH_OK && e->kind == KTORCH_GGUF_QTENSOR) ktorch_qtensor_free(ctx, &q);
            else if (ls == KTORCH_OK) ktorch_tensor_free(ctx, &t);
        }
        ktorch_gguf_close(g);
    }
    return 0;
}
