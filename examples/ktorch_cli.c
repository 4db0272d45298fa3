/* ktorch command-line tool.
   Build: make build/ktorch (links the implementations, build/lib/libktorch.a). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, gethostname for `bench` */
#include "ktorch.h"
#include "ktorch_cuda.h"

#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktorch_bench.h" /* cmd_bench */

static int usage(void) {
    fprintf(stderr,
            "usage: ktorch <command> [options]\n"
            "commands:\n"
            "  info                      version, backends and devices\n"
            "  cast                      f32 .npy to f16/bf16/fp8 codes\n"
            "  quantize --format F [--axis A] [--group G] [--noclip] [--tensor-scale S] [--report] IN.npy -o OUT.safetensors\n"
            "                            formats: int8 int8_asym fp8_e4m3 fp8_e5m2 mxfp8_e4m3 mxfp8_e5m2\n"
            "                            mxfp6_e2m3 mxfp6_e3m2 mxfp4 mxint8 nvfp4 q8_0 q4_0 (docs/QUANT.md)\n"
            "  dequantize IN.safetensors -o OUT.npy\n"
            "  attention --q Q.npy --k K.npy --v V.npy -o OUT.npy [--layout bhnd|bnhd] [--causal]\n"
            "            [--window W] [--scale S] [--softcap C] [--mask M.npy] [--variant reference|flash]\n"
            "            [--backend cpu] [--threads N]\n"
            "  bench                     benchmarks with statistics (--help for options)\n");
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

static int cmd_info(int argc, char **argv) {
    ktorch_context *ctx = NULL;
    int b;
    (void)argv;
    if (argc != 2) {
        fprintf(stderr, "ktorch info: takes no arguments\n");
        return 2;
    }
    if (ktorch_context_create(NULL, &ctx) != KTORCH_OK) {
        fprintf(stderr, "ktorch info: %s\n", ktorch_last_error());
        return 1;
    }
    printf("ktorch %s\n", ktorch_version_string());
    if (ktorch_cuda_register(ctx, NULL) != KTORCH_OK) printf("cuda: %s\n", ktorch_last_error());
    printf("cpu isa: %s, threads: %d\n", ktorch_cpu_isa(ctx), ktorch_num_threads(ctx));
    for (b = 0; b < KTORCH_BACKEND_COUNT; b++) {
        int n = ktorch_device_count(ctx, (ktorch_backend)b), i;
        printf("backend %-7s %s\n", ktorch_backend_name((ktorch_backend)b), n > 0 ? "available" : "not available");
        for (i = 0; i < n; i++) {
            ktorch_device dev;
            ktorch_device_info info;
            dev.backend = (ktorch_backend)b;
            dev.index = i;
            if (ktorch_device_info_get(ctx, dev, &info) == KTORCH_OK) printf("  device %d: %s [%s]\n", i, info.name, info.arch);
        }
    }
    ktorch_context_destroy(ctx);
    return 0;
}

/* ---- quantize / dequantize (file layout: docs/QUANT.md) ------------------- */
static const char *const quant_gran_names[3] = {"tensor", "channel", "group"};

static int quant_fail(const char *what, ktorch_status st) {
    fprintf(stderr, "ktorch: %s: %s (%s)\n", what, ktorch_last_error(), ktorch_status_string(st));
    return 1;
}
static ktorch_context *quant_context(void) {
    ktorch_context *ctx = NULL;
    ktorch_status st = ktorch_context_create(NULL, &ctx);
    if (st != KTORCH_OK) {
        quant_fail("context", st);
        return NULL;
    }
    return ctx;
}

static int cmd_quantize(int argc, char **argv) {
    const char *in = NULL, *out = NULL, *fmt_name = NULL;
    ktorch_quant_format fmt;
    ktorch_quant_params p;
    ktorch_context *ctx;
    ktorch_tensor x;
    ktorch_qtensor q;
    ktorch_status st;
    ktorch_safetensors_item items[4];
    ktorch_safetensors_meta meta[6];
    ktorch_tensor ts;
    int64_t one = 1;
    char shape_s[128], axis_s[32], block_s[32];
    int i, n = 0, report = 0, have_axis = 0, rc = 0;
    size_t len = 0;
    memset(&p, 0, sizeof p);
    for (i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) fmt_name = argv[++i];
        else if (strcmp(argv[i], "--axis") == 0 && i + 1 < argc) { p.axis = atoi(argv[++i]); have_axis = 1; }
        else if (strcmp(argv[i], "--group") == 0 && i + 1 < argc) p.group = atoll(argv[++i]);
        else if (strcmp(argv[i], "--noclip") == 0) p.mx_scale = KTORCH_MX_SCALE_NOCLIP;
        else if (strcmp(argv[i], "--tensor-scale") == 0 && i + 1 < argc) {
            char *end;
            const double v = strtod(argv[++i], &end);
            if (end == argv[i] || *end) {
                fprintf(stderr, "ktorch quantize: --tensor-scale needs a number, not '%s'\n", argv[i]);
                return 2;
            }
            p.nvfp4_tensor_scale = (float)v;
            if (v != 0 && p.nvfp4_tensor_scale == 0) p.nvfp4_tensor_scale = FLT_MIN / 2; /* below f32: the library's range error, not the default */
        }
        else if (strcmp(argv[i], "--report") == 0) report = 1;
        else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out = argv[++i];
        else if (argv[i][0] == '-') { fprintf(stderr, "ktorch quantize: unknown option '%s'\n", argv[i]); return 2; }
        else if (!in) in = argv[i];
        else { fprintf(stderr, "ktorch quantize: more than one input\n"); return 2; }
    }
    if (!fmt_name || !in || !out) {
        fprintf(stderr, "ktorch quantize: needs --format F, an input .npy and -o OUT.safetensors\n");
        return 2;
    }
    if (!ktorch_quant_format_from_name(fmt_name, &fmt)) {
        fprintf(stderr, "ktorch quantize: unknown format '%s'\n", fmt_name);
        return 2;
    }
    if (have_axis && p.group > 0) {
        fprintf(stderr, "ktorch quantize: --axis and --group exclude each other\n");
        return 2;
    }
    if (p.group > 0) p.granularity = KTORCH_QUANT_PER_GROUP;
    else if (have_axis) p.granularity = KTORCH_QUANT_PER_CHANNEL;
    ctx = quant_context();
    if (!ctx) return 1;
    memset(&q, 0, sizeof q);
    st = ktorch_npy_load(ctx, in, ktorch_cpu(), &x);
    if (st != KTORCH_OK) { ktorch_context_destroy(ctx); return quant_fail(in, st); }
    st = ktorch_quantize(ctx, &x, fmt, &p, &q);
    if (st != KTORCH_OK) { rc = quant_fail("quantize", st); goto done; }
    shape_s[0] = '\0';
    for (i = 0; i < q.ndim; i++) {
        char b[24];
        sprintf(b, "%s%lld", i ? "," : "", (long long)q.shape[i]);
        if (len + strlen(b) + 1 < sizeof shape_s) { strcpy(shape_s + len, b); len += strlen(b); }
    }
    sprintf(axis_s, "%d", q.axis);
    sprintf(block_s, "%lld", (long long)q.block);
    meta[0].key = "ktorch.format"; meta[0].value = ktorch_quant_format_name(fmt);
    meta[1].key = "ktorch.shape"; meta[1].value = shape_s;
    meta[2].key = "ktorch.granularity"; meta[2].value = quant_gran_names[q.granularity];
    meta[3].key = "ktorch.axis"; meta[3].value = axis_s;
    meta[4].key = "ktorch.block"; meta[4].value = block_s;
    meta[5].key = "ktorch.version"; meta[5].value = ktorch_version_string();
    items[n].name = "data"; items[n++].tensor = &q.data;
    if (q.scale.data) { items[n].name = "scale"; items[n++].tensor = &q.scale; }
    if (q.zero_point.data) { items[n].name = "zero_point"; items[n++].tensor = &q.zero_point; }
    if (fmt == KTORCH_QUANT_NVFP4) {
        ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &q.tensor_scale, ktorch_cpu(), &ts);
        items[n].name = "tensor_scale"; items[n++].tensor = &ts;
    }
    st = ktorch_safetensors_save(ctx, out, items, n, meta, 6);
    if (st != KTORCH_OK) { rc = quant_fail(out, st); goto done; }
    if (report) {
        ktorch_tensor ref, y;
        ktorch_quant_error_stats e;
        uint64_t in_bytes = 0;
        st = ktorch_tensor_create(ctx, KTORCH_F32, x.ndim, x.shape, ktorch_cpu(), &ref);
        if (st == KTORCH_OK) st = ktorch_tensor_copy(ctx, &ref, &x, NULL);
        if (st == KTORCH_OK) st = ktorch_tensor_create(ctx, KTORCH_F32, x.ndim, x.shape, ktorch_cpu(), &y);
        if (st == KTORCH_OK) st = ktorch_dequantize(ctx, &q, &y);
        if (st == KTORCH_OK) st = ktorch_quant_error(&ref, &y, &e);
        if (st != KTORCH_OK) rc = quant_fail("report", st);
        else {
            ktorch_tensor_nbytes(&x, &in_bytes);
            printf("format %s: %llu -> %llu bytes\n", ktorch_quant_format_name(fmt), (unsigned long long)in_bytes,
                   (unsigned long long)ktorch_qtensor_nbytes(&q));
            printf("max_abs_error %.6g\nrmse %.6g\nsqnr_db %.3f\n", e.max_abs, e.rmse, e.sqnr_db);
            if (e.nonfinite) printf("nonfinite_mismatches %lld\n", (long long)e.nonfinite);
        }
        ktorch_tensor_free(ctx, &ref);
        ktorch_tensor_free(ctx, &y);
    }
done:
    ktorch_qtensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &x);
    ktorch_context_destroy(ctx);
    return rc;
}

static int cmd_dequantize(int argc, char **argv) {
    const char *in = NULL, *out = NULL, *s;
    ktorch_context *ctx;
    ktorch_safetensors *st_file = NULL;
    ktorch_qtensor q;
    ktorch_tensor y, ts;
    ktorch_status st;
    int i, rc = 0;
    memset(&q, 0, sizeof q);
    memset(&y, 0, sizeof y);
    memset(&ts, 0, sizeof ts);
    for (i = 2; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out = argv[++i];
        else if (argv[i][0] == '-') { fprintf(stderr, "ktorch dequantize: unknown option '%s'\n", argv[i]); return 2; }
        else if (!in) in = argv[i];
        else { fprintf(stderr, "ktorch dequantize: more than one input\n"); return 2; }
    }
    if (!in || !out) {
        fprintf(stderr, "ktorch dequantize: needs an input .safetensors and -o OUT.npy\n");
        return 2;
    }
    ctx = quant_context();
    if (!ctx) return 1;
    st = ktorch_safetensors_open(ctx, in, &st_file);
    if (st != KTORCH_OK) { ktorch_context_destroy(ctx); return quant_fail(in, st); }
    s = ktorch_safetensors_metadata(st_file, "ktorch.format");
    if (!s || !ktorch_quant_format_from_name(s, &q.format)) {
        fprintf(stderr, "ktorch dequantize: %s: no known 'ktorch.format' in the metadata\n", in);
        rc = 1;
        goto done;
    }
    s = ktorch_safetensors_metadata(st_file, "ktorch.shape");
    for (q.ndim = 0; s && *s && q.ndim < KTORCH_MAX_DIMS; q.ndim++) {
        char *end;
        q.shape[q.ndim] = strtoll(s, &end, 10);
        if (end == s) break;
        s = *end == ',' ? end + 1 : end;
    }
    q.granularity = KTORCH_QUANT_PER_TENSOR;
    s = ktorch_safetensors_metadata(st_file, "ktorch.granularity");
    for (i = 0; s && i < 3; i++)
        if (strcmp(s, quant_gran_names[i]) == 0) q.granularity = (ktorch_quant_granularity)i;
    s = ktorch_safetensors_metadata(st_file, "ktorch.axis");
    q.axis = s ? atoi(s) : -1;
    s = ktorch_safetensors_metadata(st_file, "ktorch.block");
    q.block = s ? atoll(s) : 0;
    q.tensor_scale = 1.0f;
    st = ktorch_safetensors_load(ctx, st_file, "data", ktorch_cpu(), &q.data);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "scale")) st = ktorch_safetensors_load(ctx, st_file, "scale", ktorch_cpu(), &q.scale);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "zero_point"))
        st = ktorch_safetensors_load(ctx, st_file, "zero_point", ktorch_cpu(), &q.zero_point);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "tensor_scale")) {
        st = ktorch_safetensors_load(ctx, st_file, "tensor_scale", ktorch_cpu(), &ts);
        if (st == KTORCH_OK && ts.dtype == KTORCH_F32 && ktorch_tensor_numel(&ts) == 1) q.tensor_scale = *(const float *)ktorch_tensor_ptr(&ts);
        else if (st == KTORCH_OK) st = ktorch_set_error(KTORCH_BAD_FORMAT, "'tensor_scale' must hold one f32");
    }
    if (st != KTORCH_OK) { rc = quant_fail(in, st); goto done; }
    st = ktorch_qtensor_validate(&q);
    if (st != KTORCH_OK) { rc = quant_fail(in, st); goto done; }
    st = ktorch_tensor_create(ctx, KTORCH_F32, q.ndim, q.shape, ktorch_cpu(), &y);
    if (st == KTORCH_OK) st = ktorch_dequantize(ctx, &q, &y);
    if (st != KTORCH_OK) { rc = quant_fail("dequantize", st); goto done; }
    st = ktorch_npy_save(ctx, out, &y);
    if (st != KTORCH_OK) rc = quant_fail(out, st);
done:
    ktorch_tensor_free(ctx, &y);
    ktorch_tensor_free(ctx, &ts);
    ktorch_qtensor_free(ctx, &q);
    if (st_file) ktorch_safetensors_close(st_file);
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
    int i, bnhd, rc = 1, nvariants;
    double x, density = 0;
    static const int perm[4] = {0, 2, 1, 3};
    const char *dil = NULL, *dil_mode = "longnet", *bmp = NULL, *sparse = NULL;
    int64_t bsize = 0, chunk = 0, segs[64], rates[64];
    uint64_t seed = 0;
    ktorch_dilated_params dparams;
    ktorch_tensor fbm, bm;
    memset(&dparams, 0, sizeof dparams);
    memset(&fbm, 0, sizeof fbm);
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
        else if (strcmp(a, "--dilated") == 0) dil = val;
        else if (strcmp(a, "--dilated-mode") == 0) dil_mode = val;
        else if (strcmp(a, "--block-mask") == 0) bmp = val;
        else if (strcmp(a, "--sparse") == 0) sparse = val;
        else if (strcmp(a, "--block-size") == 0) {
            if (!attn_parse_num(a, val, 1, &x) || x != (double)(int64_t)x) return 2;
            bsize = (int64_t)x;
        } else if (strcmp(a, "--density") == 0) {
            if (!attn_parse_num(a, val, 0, &x) || x > 1 || x == 0) {
                fprintf(stderr, "ktorch attention: --density must be in (0, 1]\n");
                return 2;
            }
            density = x;
        } else if (strcmp(a, "--seed") == 0) {
            if (!attn_parse_num(a, val, 0, &x) || x != (double)(int64_t)x) return 2;
            seed = (uint64_t)x;
        } else if (strcmp(a, "--chunk") == 0) {
            if (!attn_parse_num(a, val, 1, &x) || x != (double)(int64_t)x) return 2;
            chunk = (int64_t)x;
        }
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
                        "[--scale S] [--softcap C] [--mask M.npy] [--variant reference|flash] [--backend cpu] [--threads N]\n"
                        "       [--dilated \"w1:r1,w2:r2,...\" [--dilated-mode longnet|groups]] [--block-mask MASK.npy --block-size B]\n"
                        "       [--sparse random|local|dilated|global_local|strided|bigbird|topk --density X [--seed S] [--block-size B]] [--chunk C]\n");
        return 2;
    }
    nvariants = (dil != NULL) + (bmp != NULL) + (sparse != NULL) + (chunk != 0);
    if (nvariants > 1) {
        fprintf(stderr, "ktorch attention: --dilated, --block-mask, --sparse and --chunk exclude each other\n");
        return 2;
    }
    if (dil) {
        const char *c = dil;
        char *end;
        if (strcmp(dil_mode, "longnet") != 0 && strcmp(dil_mode, "groups") != 0) {
            fprintf(stderr, "ktorch attention: --dilated-mode must be longnet or groups (got '%s')\n", dil_mode);
            return 2;
        }
        dparams.mode = dil_mode[0] == 'g' ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
        while (*c) {
            long long w, r;
            w = strtoll(c, &end, 10);
            if (end == c || *end != ':' || dparams.count >= 64) break;
            c = end + 1;
            r = strtoll(c, &end, 10);
            if (end == c || (*end != ',' && *end != 0) || w < 1 || r < 1) break;
            segs[dparams.count] = w;
            rates[dparams.count++] = r;
            c = *end ? end + 1 : end;
            if (*end && !*c) { /* a trailing comma */
                c = end;
                break;
            }
        }
        if (*c || dparams.count == 0) {
            fprintf(stderr, "ktorch attention: --dilated must be a list \"w1:r1,w2:r2,...\" of positive integers (up to 64 pairs)\n");
            return 2;
        }
        dparams.segment = segs;
        dparams.dilation = rates;
    }
    if (bmp && !bsize) {
        fprintf(stderr, "ktorch attention: --block-mask needs --block-size\n");
        return 2;
    }
    if (sparse && density == 0) {
        fprintf(stderr, "ktorch attention: --sparse needs --density\n");
        return 2;
    }
    if (sparse && !bsize) bsize = 64;
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
    if (bmp) {
        if (ktorch_npy_load(ctx, bmp, ktorch_cpu(), &fbm) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: --block-mask: %s\n", ktorch_last_error());
            goto done;
        }
        bm = fbm;
        if (fbm.ndim == 2) {
            int64_t s4[4];
            s4[0] = 1; s4[1] = 1; s4[2] = fbm.shape[0]; s4[3] = fbm.shape[1];
            ktorch_tensor_reshape(&fbm, 4, s4, &bm);
        }
    } else if (sparse) {
        static const char *const names[] = {"random", "local", "dilated", "global_local", "strided", "bigbird"};
        int64_t s4[4];
        int pat = -1, j;
        for (j = 0; j < 6; j++)
            if (strcmp(sparse, names[j]) == 0) pat = j;
        if (pat < 0 && strcmp(sparse, "topk") != 0) {
            fprintf(stderr, "ktorch attention: --sparse must be random, local, dilated, global_local, strided, bigbird or topk (got '%s')\n", sparse);
            goto done;
        }
        s4[0] = pat < 0 ? q.shape[0] : 1;
        s4[1] = pat < 0 ? q.shape[1] : 1;
        s4[2] = (q.shape[2] + bsize - 1) / bsize;
        s4[3] = (k.shape[2] + bsize - 1) / bsize;
        if (ktorch_tensor_create(ctx, KTORCH_U8, 4, s4, ktorch_cpu(), &fbm) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
            goto done;
        }
        bm = fbm;
        if (pat < 0) {
            if (ktorch_block_mask_topk(ctx, &q, &k, bsize, bsize, density, params.causal, &bm) != KTORCH_OK) {
                fprintf(stderr, "ktorch attention: --sparse topk: %s\n", ktorch_last_error());
                goto done;
            }
        } else {
            ktorch_block_mask_desc bd;
            memset(&bd, 0, sizeof bd);
            bd.pattern = (ktorch_block_pattern)pat;
            bd.density = density;
            bd.seed = seed;
            bd.causal = params.causal;
            if (ktorch_block_mask_build(ctx, &bd, &bm) != KTORCH_OK) {
                fprintf(stderr, "ktorch attention: --sparse: %s\n", ktorch_last_error());
                goto done;
            }
        }
    }
    if (bmp || sparse) {
        ktorch_block_sparse_params sp;
        sp.block_mask = &bm;
        sp.block_q = sp.block_k = bsize;
        if (ktorch_attention_block_sparse(ctx, &q, &k, &v, &o, &params, &sp) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
            goto done;
        }
    } else if (dil) {
        if (ktorch_attention_dilated(ctx, &q, &k, &v, &o, &params, &dparams) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
            goto done;
        }
    } else if (chunk) {
        if (ktorch_attention_chunked(ctx, &q, &k, &v, &o, &params, chunk, chunk) != KTORCH_OK) {
            fprintf(stderr, "ktorch attention: %s\n", ktorch_last_error());
            goto done;
        }
    }
    if ((!nvariants && ktorch_attention(ctx, &q, &k, &v, &o, &params) != KTORCH_OK) || ktorch_npy_save(ctx, op, &fo) != KTORCH_OK) {
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
    ktorch_tensor_free(ctx, &fbm);
    ktorch_context_destroy(ctx);
    return rc;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (strcmp(argv[1], "info") == 0) return cmd_info(argc, argv);
    if (strcmp(argv[1], "cast") == 0) return cmd_cast(argc, argv);
    if (strcmp(argv[1], "quantize") == 0) return cmd_quantize(argc, argv);
    if (strcmp(argv[1], "dequantize") == 0) return cmd_dequantize(argc, argv);
    if (strcmp(argv[1], "attention") == 0) return cmd_attention(argc, argv);
    if (strcmp(argv[1], "bench") == 0) return cmd_bench(argc, argv);
    fprintf(stderr, "ktorch: unknown command '%s'\n", argv[1]);
    return usage();
}
