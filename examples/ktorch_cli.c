/* ktorch command-line tool.
   Build: cc -O2 -std=c99 -I. examples/ktorch_cli.c -o ktorch -lm -lpthread -ldl */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"

#include <stdio.h>
#include <string.h>

static int usage(void) {
    fprintf(stderr,
            "usage: ktorch <command> [options]\n"
            "commands:\n"
            "  info                      version, backends and devices\n");
    return 2;
}

/* ktorch cast --to f16|bf16|fp8_e4m3|fp8_e5m2 [--saturate] IN.npy -o OUT.npy
   IN holds f32; OUT the raw codes (f16 as <f2, bf16 as <u2, fp8 as |u1). */
static int cmd_cast(int argc, char **argv) {
    const char *to = NULL, *in = NULL, *out = NULL;
    ktorch_dtype dt = KTORCH_F32;
    ktorch_copy_params params;
    ktorch_context *ctx = NULL;
    ktorch_tensor src, dst;
    ktorch_status st;
    int i, rc = 1;
    memset(&params, 0, sizeof params);
    for (i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--to") == 0 && i + 1 < argc) to = argv[++i];
        else if (strcmp(argv[i], "--saturate") == 0) params.saturate = 1;
        else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "ktorch cast: unknown or incomplete option '%s'\n", argv[i]);
            return 2;
        } else if (!in) in = argv[i];
        else {
            fprintf(stderr, "ktorch cast: more than one input ('%s')\n", argv[i]);
            return 2;
        }
    }
    if (!to || !in || !out) {
        fprintf(stderr, "usage: ktorch cast --to f16|bf16|fp8_e4m3|fp8_e5m2 [--saturate] IN.npy -o OUT.npy\n");
        return 2;
    }
    if (!ktorch_dtype_from_name(to, &dt) ||
        (dt != KTORCH_F16 && dt != KTORCH_BF16 && dt != KTORCH_FP8_E4M3 && dt != KTORCH_FP8_E5M2)) {
        fprintf(stderr, "ktorch cast: --to must be f16, bf16, fp8_e4m3 or fp8_e5m2 (got '%s')\n", to);
        return 2;
    }
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) {
        fprintf(stderr, "ktorch cast: %s\n", ktorch_last_error());
        return 1;
    }
    st = ktorch_npy_load(ctx, in, ktorch_cpu(), &src);
    if (st != KTORCH_OK) {
        fprintf(stderr, "ktorch cast: %s\n", ktorch_last_error());
        ktorch_context_destroy(ctx);
        return 1;
    }
    if (src.dtype != KTORCH_F32) {
        fprintf(stderr, "ktorch cast: '%s' holds %s, expected f32 (<f4)\n", in, ktorch_dtype_name(src.dtype));
    } else if ((st = ktorch_tensor_create(ctx, dt, src.ndim, src.shape, ktorch_cpu(), &dst)) != KTORCH_OK) {
        fprintf(stderr, "ktorch cast: %s\n", ktorch_last_error());
    } else {
        st = ktorch_tensor_copy(ctx, &dst, &src, &params);
        if (st == KTORCH_OK) st = ktorch_npy_save(ctx, out, &dst);
        if (st != KTORCH_OK) fprintf(stderr, "ktorch cast: %s\n", ktorch_last_error());
        else rc = 0;
        ktorch_tensor_free(ctx, &dst);
    }
    ktorch_tensor_free(ctx, &src);
    ktorch_context_destroy(ctx);
    return rc;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (strcmp(argv[1], "cast") == 0) return cmd_cast(argc, argv);
    (void)argv;
    return usage();
}
