/* ktorch command-line tool.
   Build: cc -O2 -std=c99 -I. examples/ktorch_cli.c -o ktorch -lm -lpthread -ldl */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"

#include <stdio.h>
#include <stdlib.h>
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

/* ktorch attention --q Q.npy --k K.npy --v V.npy -o OUT.npy [options]
   f32 files; --layout says whether they are [B,H,N,D] (bhnd) or [B,N,H,D]. */
static int attn_parse_num(const char *opt, const char *s, double lo, double *out) {
    char *end;
    double x = strtod(s, &end);
    if (end == s || *end != '\0' || !(x >= lo) || x - x != 0) {
        fprintf(stderr, "ktorch attention: %s needs a number >= %g (got '%s')\n", opt, lo, s);
        return 0;
    }
    *out = x;
    return 1;
}
static int attn_load(ktorch_context *ctx, const char *what, const char *path, int bnhd, ktorch_tensor *file, ktorch_tensor *view) {
    static const int perm[4] = {0, 2, 1, 3};
    if (ktorch_npy_load(ctx, path, ktorch_cpu(), file) != KTORCH_OK) {
        fprintf(stderr, "ktorch attention: %s: %s\n", what, ktorch_last_error());
        return 0;
    }
    if (file->dtype != KTORCH_F32 || file->ndim != 4) {
        fprintf(stderr, "ktorch attention: %s '%s' must be a 4-dim float32 array, got %d dims of %s\n", what, path, file->ndim,
                ktorch_dtype_name(file->dtype));
        return 0;
    }
    if (bnhd) ktorch_tensor_permute(file, perm, view);
    else *view = *file;
    return 1;
}
static int cmd_attention(int argc, char **argv) {
    const char *qp = NULL, *kp = NULL, *vp = NULL, *op = NULL, *mp = NULL, *layout = "bhnd", *variant = NULL, *backend = "cpu";
    ktorch_attention_params params;
    ktorch_context_desc desc;
    ktorch_context *ctx = NULL;
    ktorch_tensor fq, fk, fv, fm, fo, q, k, v, o, m;
    int64_t oshape[4];
    int i, bnhd, rc = 1;
    double x;
    static const int perm[4] = {0, 2, 1, 3};
    memset(&params, 0, sizeof params);
    memset(&desc, 0, sizeof desc);
    memset(&fq, 0, sizeof fq); memset(&fk, 0, sizeof fk); memset(&fv, 0, sizeof fv);
    memset(&fm, 0, sizeof fm); memset(&fo, 0, sizeof fo);
    for (i = 2; i < argc; i++) {
        const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--causal") == 0) { params.causal = 1; continue; }
        if (a[0] != '-' || !val) {
            fprintf(stderr, "ktorch attention: unknown or incomplete argument '%s'\n", a);
            return 2;
        }
        i++;
        if (strcmp(a, "--q") == 0) qp = val;
        else if (strcmp(a, "--k") == 0) kp = val;
        else if (strcmp(a, "--v") == 0) vp = val;
        else if (strcmp(a, "-o") == 0) op = val;
        else if (strcmp(a, "--mask") == 0) mp = val;
        else if (strcmp(a, "--layout") == 0) layout = val;
        else if (strcmp(a, "--variant") == 0) variant = val;
        else if (strcmp(a, "--backend") == 0) backend = val;
        else if (strcmp(a, "--window") == 0) {
            if (!attn_parse_num(a, val, 1, &x) || x != (double)(int64_t)x) return 2;
            params.window_flags |= KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT;
            params.window_left = (int64_t)x - 1;
            params.window_right = 0;
        } else if (strcmp(a, "--scale") == 0) {
            if (!attn_parse_num(a, val, -1e30, &x)) return 2;
            params.scale = (float)x;
        } else if (strcmp(a, "--softcap") == 0) {
            if (!attn_parse_num(a, val, 0, &x)) return 2;
            params.softcap = (float)x;
        } else if (strcmp(a, "--threads") == 0) {
            if (!attn_parse_num(a, val, 1, &x) || x > 1024 || x != (int)x) return 2;
            desc.num_threads = (int)x;
        } else {
            fprintf(stderr, "ktorch attention: unknown option '%s'\n", a);
            return 2;
        }
    }
    if (!qp || !kp || !vp || !op) {
        fprintf(stderr, "usage: ktorch attention --q Q.npy --k K.npy --v V.npy -o OUT.npy [--layout bhnd|bnhd] [--causal] [--window W] "
                        "[--scale S] [--softcap C] [--mask M.npy] [--variant reference|flash] [--backend cpu] [--threads N]\n");
        return 2;
    }
    if (strcmp(layout, "bhnd") != 0 && strcmp(layout, "bnhd") != 0) {
        fprintf(stderr, "ktorch attention: --layout must be bhnd or bnhd (got '%s')\n", layout);
        return 2;
    }
    bnhd = layout[1] == 'n';
    if (variant && strcmp(variant, "reference") != 0 && strcmp(variant, "flash") != 0) {
        fprintf(stderr, "ktorch attention: --variant must be reference or flash (got '%s')\n", variant);
        return 2;
    }
    if (variant) params.variant = variant[0] == 'r' ? KTORCH_ATTENTION_REFERENCE : KTORCH_ATTENTION_FLASH;
    if (strcmp(backend, "cpu") != 0) {
        fprintf(stderr, "ktorch attention: backend '%s' is not available in this tool (cpu only)\n", backend);
        return 2;
    }
    if (ktorch_context_create(&desc, &ctx) != KTORCH_OK) {
        fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
        return 1;
    }
    if (!attn_load(ctx, "--q", qp, bnhd, &fq, &q) || !attn_load(ctx, "--k", kp, bnhd, &fk, &k) || !attn_load(ctx, "--v", vp, bnhd, &fv, &v))
        goto done;
    if (mp) {
        if (ktorch_npy_load(ctx, mp, ktorch_cpu(), &fm) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: --mask: %s\n", ktorch_last_error());
            goto done;
        }
        m = fm;
        if (fm.ndim == 2) { /* [Nq,Nk] for every batch and head */
            int64_t s4[4];
            s4[0] = 1; s4[1] = 1; s4[2] = fm.shape[0]; s4[3] = fm.shape[1];
            ktorch_tensor_reshape(&fm, 4, s4, &m);
        }
        params.mask = &m;
    }
    /* the output takes the layout of the inputs */
    oshape[0] = q.shape[0];
    oshape[1] = bnhd ? q.shape[2] : q.shape[1];
    oshape[2] = bnhd ? q.shape[1] : q.shape[2];
    oshape[3] = v.shape[3];
    if (ktorch_tensor_create(ctx, KTORCH_F32, 4, oshape, ktorch_cpu(), &fo) != KTORCH_OK) {
        fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
        goto done;
    }
    if (bnhd) ktorch_tensor_permute(&fo, perm, &o);
    else o = fo;
    if (ktorch_attention(ctx, &q, &k, &v, &o, &params) != KTORCH_OK || ktorch_npy_save(ctx, op, &fo) != KTORCH_OK) {
        fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
        goto done;
    }
    rc = 0;
done:
    ktorch_tensor_free(ctx, &fq);
    ktorch_tensor_free(ctx, &fk);
    ktorch_tensor_free(ctx, &fv);
    ktorch_tensor_free(ctx, &fm);
    ktorch_tensor_free(ctx, &fo);
    ktorch_context_destroy(ctx);
    return rc;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (strcmp(argv[1], "cast") == 0) return cmd_cast(argc, argv);
    if (strcmp(argv[1], "attention") == 0) return cmd_attention(argc, argv);
    (void)argv;
    return usage();
}
