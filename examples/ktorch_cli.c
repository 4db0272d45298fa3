/* ktorch command-line tool.
   Build: make build/ktorch (links the implementations, build/lib/libktorch.a). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, gethostname for `bench` */
#include "ktorch.h"
#include "ktorch_cuda.h"
#include "ktorch_hip.h"
#include "ktorch_vulkan.h"

#include <errno.h>
#include <float.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktorch_bench.h" /* cmd_bench */

/* Exit status of every command (usage text and README say the same);
   3 is bench --fail-on's regression verdict. */
enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2, CLI_NO_BACKEND = 4 };

/* ---- usage ---------------------------------------------------------------- */
static const char usage_info[] =
    "ktorch info\n"
    "    version, CPU ISA (and whether AMX runs bf16 attention), every backend and its\n"
    "    devices (name, arch or compute capability, memory, compute units: CPU threads or\n"
    "    CUDA multiprocessors; Vulkan reports none)\n";
static const char usage_inspect[] =
    "ktorch inspect FILE\n"
    "    a .safetensors file: its metadata and every tensor (name, dtype, shape, bytes; entries\n"
    "    ktorch cannot load are marked with the reason); where the file cannot be opened (exit 1),\n"
    "    the reason and its entries as the header lists them;\n"
    "    a .gguf file: its version, alignment, metadata and every tensor (name, ggml type, shape\n"
    "    outermost first, bytes; types ktorch does not read are marked);\n"
    "    a .npy file: its dtype, shape and bytes\n";
static const char usage_cast[] =
    "ktorch cast --to f32|f16|bf16|fp8_e4m3|fp8_e5m2 [--saturate] [--backend B] IN -o OUT\n"
    "    converts a float tensor (f32, f16, bf16, fp8_e4m3, fp8_e5m2), rounding to nearest even\n"
    "    --saturate      fp8 targets only: beyond +-max (and +-Inf) gives +-max instead of NaN (e4m3) / Inf (e5m2)\n";
static const char usage_quantize[] =
    "ktorch quantize --format F [--axis A | --group G] [--noclip] [--tensor-scale S] [--report] [--backend B]\n"
    "                IN -o OUT.safetensors\n"
    "    F: int8 int8_asym fp8_e4m3 fp8_e5m2 mxfp8_e4m3 mxfp8_e5m2 mxfp6_e2m3 mxfp6_e3m2 mxfp4 mxint8\n"
    "       nvfp4 q8_0 q4_0 (byte layouts: docs/QUANT.md); IN: f32, f16, bf16 (fp8 is read as f32)\n"
    "    --axis A        int8, int8_asym, fp8: one scale per index of axis A (-4..3; negative counts from the end)\n"
    "    --group G       int8, int8_asym, fp8: one scale per G consecutive elements of the last axis (G >= 1)\n"
    "                    (neither: one scale for the tensor)\n"
    "    --noclip        MX formats: the smallest scale that does not clip the block maximum\n"
    "    --tensor-scale S  nvfp4: the tensor scale s_t to use, in [FLT_MIN, FLT_MAX/2688] (default amax/2688)\n"
    "    --report        print bytes, max abs error, RMSE and SQNR of the round trip\n";
static const char usage_dequantize[] =
    "ktorch dequantize [--to f32|f16|bf16] [--backend B] IN.safetensors -o OUT\n"
    "    IN is a file written by ktorch quantize; --to sets OUT's dtype (default f32)\n";
static const char usage_convert[] =
    "ktorch convert IN -o OUT [--to f32|f16|bf16] [--name NAME ...]\n"
    "    moves tensors between .npy, .safetensors and .gguf files; each file's format is its extension\n"
    "    IN FILE.safetensors or FILE.gguf: every tensor, or those named by --name (or one as FILE:NAME),\n"
    "       names and shapes kept; an entry ktorch cannot load (ktorch inspect marks it) is an error\n"
    "       unless --name leaves it out\n"
    "    IN FILE.npy, or a file written by ktorch quantize: one tensor, named by --name (default: the stem)\n"
    "    OUT .npy takes one tensor; OUT .gguf takes f32, f16, bf16 (1..4 dims), q8_0, q4_0 and mxfp4\n"
    "    GGUF q8_0/q4_0/mxfp4 tensors are copied bit-exactly to .gguf; to .safetensors one of them alone is\n"
    "       written in ktorch quantize's layout (dequantize reads it; convert takes it back to .gguf)\n"
    "    metadata: safetensors' __metadata__ strings <-> GGUF string values, GGUF <-> GGUF all values; GGUF's\n"
    "       numbers, bools and arrays to .safetensors, arrays of strings to .gguf and all metadata to .npy\n"
    "       are dropped (a note on stderr counts them); general.alignment is the writer's (32)\n"
    "    --to D          converts f32, f16, bf16, fp8 and f64 tensors to D (rounding to nearest even);\n"
    "                    integer, bool and quantized tensors are copied unchanged\n";
static const char usage_attention[] =
    "ktorch attention --q Q --k K --v V -o OUT [options]\n"
    "    Q [B,Hq,Nq,D], K [B,Hk,Nk,D], V [B,Hk,Nk,Dv] (Hq a multiple of Hk); OUT [B,Hq,Nq,Dv]\n"
    "    Query i sits at position i' = i + Nk - Nq of the keys (bottom-right aligned).\n"
    "    --layout bhnd|bnhd      axis order of Q, K, V and OUT (default bhnd; bnhd = [B,N,H,D])\n"
    "    --dtype f32|f16|bf16    compute dtype the inputs are converted to (default: Q's; fp8 inputs: f32)\n"
    "    --out-dtype f32|f16|bf16  dtype of OUT (default: the compute dtype; devices write the compute\n"
    "                            dtype, converted on the host)\n"
    "    --causal                key j visible only if j <= i'\n"
    "    --window W              causal sliding window of W keys, the query's own position included:\n"
    "                            i' - (W-1) <= j <= i' (W >= 1; the same as --window-left W-1 --window-right 0)\n"
    "    --window-left L         key j visible only if j >= i' - L (the API's window_left, L >= 0)\n"
    "    --window-right R        key j visible only if j <= i' + R (the API's window_right, R >= 0)\n"
    "    --scale S               score scale, nonzero (default 1/sqrt(D))\n"
    "    --softcap C             scores s become C*tanh(s/C) (C > 0)\n"
    "    --mask M                [Nq,Nk] or [B|1,Hq|1,Nq,Nk]: bool/u8 (nonzero = visible) or f32/f16/bf16 added to the scores\n"
    "    --variant reference|flash  reference: plain C with f64 sums (cpu); default: the backend's choice\n"
    "    --threads N             CPU threads, 1..1024 (cpu backend; default: the online CPUs)\n"
    "  at most one of these variants:\n"
    "    --block-mask BM --block-size B  block-sparse: BM [ceil(Nq/B),ceil(Nk/B)] or [B|1,Hq|1,..,..] bool/u8,\n"
    "                            one entry per BxB tile (B >= 1)\n"
    "    --sparse P --density X [--seed S] [--block-size B]  block-sparse with a built mask, P one of random,\n"
    "                            local, dilated, global_local, strided, bigbird, topk; X in (0, 1]; --seed S\n"
    "                            (0..2^64-1, default 0) for random and bigbird; B default 64\n"
    "    --dilated \"w1:r1,w2:r2,...\" [--dilated-mode longnet|groups]  dilated attention, segment w, rate r\n"
    "                            (up to 64 pairs; default mode longnet)\n"
    "    --chunk C               chunked (ring) attention over chunks of C queries and C keys (C >= 1)\n"
    "  backward (with any of the options above; dilated in the longnet mode):\n"
    "    --grad-out DO --grads DQ,DK,DV  DO = dL/dOUT [B,Hq,Nq,Dv] in the layout of the inputs; runs the forward,\n"
    "                            then writes dL/dQ, dL/dK, dL/dV (dtype of OUT) to DQ, DK, DV as well as OUT\n";
static const char usage_common[] =
    "Common options:\n"
    "    --backend B[:N]         where the op runs: cpu (default), cuda, hip or vulkan; inputs are read on the\n"
    "                            host, copied to device N (default 0), the op runs there and the result\n"
    "                            is copied back\n"
    "    --help, -h              this command's usage\n"
    "Tensors (IN, Q, K, V, M, BM): FILE.npy, FILE.safetensors:NAME or FILE.gguf:NAME (NAME may be left\n"
    "    out when the file holds one tensor; ktorch inspect FILE lists them); GGUF q8_0, q4_0 and mxfp4\n"
    "    tensors are read dequantized to f32.\n"
    "OUT: FILE.safetensors[:NAME] stores the dtype (F32, F16, BF16, F8_E4M3, F8_E5M2; NAME default \"out\");\n"
    "    FILE.npy stores f32 as <f4 and f16 as <f2, but bf16 as its raw <u2 codes and fp8 as |u1 codes\n"
    "    (NumPy has no such dtypes: use .safetensors to keep them typed).\n"
    "Exit status: 0 success; 1 failure (file, data or library error, message on stderr);\n"
    "    2 usage error (unknown, malformed or out-of-range option, or an option that would be ignored);\n"
    "    3 bench --fail-on found a regression; 4 backend not available (not compiled in, or its driver\n"
    "    or device missing).\n";

static void usage_all(FILE *f) {
    fprintf(f, "usage: ktorch COMMAND [options]       (ktorch COMMAND --help: one command)\n"
               "       ktorch --help | -h | help [COMMAND] | --version\n\n");
    fputs(usage_info, f);
    fputs(usage_inspect, f);
    fputs(usage_cast, f);
    fputs(usage_quantize, f);
    fputs(usage_dequantize, f);
    fputs(usage_convert, f);
    fputs(usage_attention, f);
    kbench_usage(f);
    fputc('\n', f);
    fputs(usage_common, f);
}

/* ---- messages: every one reads "ktorch CMD: ..." on stderr ----------------- */
static const char *cli_cmd = "";

#if defined(__GNUC__) || defined(__clang__)
#define CLI_PRINTF __attribute__((format(printf, 1, 2)))
#else
#define CLI_PRINTF
#endif
static void cli_msg(const char *fmt, ...) CLI_PRINTF;
static void cli_msg(const char *fmt, ...) {
    va_list ap;
    fprintf(stderr, "ktorch%s%s: ", *cli_cmd ? " " : "", cli_cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}
/* A library failure: the library's message (it names the function and argument). */
static int cli_lib(const char *what) {
    if (what) cli_msg("%s: %s", what, ktorch_last_error());
    else cli_msg("%s", ktorch_last_error());
    return CLI_FAIL;
}
/* The same, for helpers that return 1 on success and 0 on failure. */
static int cli_lib_false(const char *what) {
    cli_lib(what);
    return 0;
}
static int cli_help(const char *text) {
    fputs(text, stdout);
    fputs("(ktorch --help: inputs, outputs, --backend and exit status)\n", stdout);
    return CLI_OK;
}

/* ---- strict option values ------------------------------------------------- */
/* The value of argv[*i], or NULL (with a message) when it is the last word. */
static const char *cli_val(int argc, char **argv, int *i) {
    if (*i + 1 >= argc) {
        cli_msg("%s needs a value", argv[*i]);
        return NULL;
    }
    return argv[++*i];
}
static int cli_digits(const char *s) {
    if (!*s) return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9') return 0;
    return 1;
}
/* A decimal integer in [lo, hi], the whole string. */
static int cli_int(const char *opt, const char *s, int64_t lo, int64_t hi, int64_t *out) {
    long long v = 0;
    int ok = cli_digits(s + (s[0] == '-'));
    if (ok) {
        errno = 0;
        v = strtoll(s, NULL, 10);
        ok = errno == 0 && v >= lo && v <= hi;
    }
    if (!ok) {
        cli_msg("%s needs an integer in %lld..%lld (got '%s')", opt, (long long)lo, (long long)hi, s);
        return 0;
    }
    *out = (int64_t)v;
    return 1;
}
static int cli_u64(const char *opt, const char *s, uint64_t *out) {
    unsigned long long v = 0;
    int ok = cli_digits(s);
    if (ok) {
        errno = 0;
        v = strtoull(s, NULL, 10);
        ok = errno == 0;
    }
    if (!ok) {
        cli_msg("%s needs an integer in 0..18446744073709551615 (got '%s')", opt, s);
        return 0;
    }
    *out = (uint64_t)v;
    return 1;
}
/* A finite number in [lo, hi], the whole string; nonzero: |x| >= FLT_MIN
   too, so that it stays nonzero as an f32. want describes the range. */
static int cli_num(const char *opt, const char *s, double lo, double hi, int nonzero, const char *want, double *out) {
    char *end;
    double x = 0;
    int ok = *s && !(*s == ' ' || (*s >= '\t' && *s <= '\r'));
    if (ok) {
        x = strtod(s, &end);
        ok = end != s && *end == '\0' && x - x == 0 && x >= lo && x <= hi && (!nonzero || x >= FLT_MIN || x <= -FLT_MIN);
    }
    if (!ok) {
        cli_msg("%s needs %s (got '%s')", opt, want, s);
        return 0;
    }
    *out = x;
    return 1;
}

/* ---- backends --------------------------------------------------------------- */
/* Resolves "cpu", "cuda", "cuda:1", ... to a device of ctx: CLI_OK, CLI_USAGE
   for a name that is no backend, CLI_NO_BACKEND when it is not here. */
static ktorch_status cli_cuda_register(ktorch_context *ctx);
static ktorch_status cli_hip_register(ktorch_context *ctx);
static ktorch_status cli_vulkan_register(ktorch_context *ctx);
static int cli_device(ktorch_context *ctx, const char *name, ktorch_device *dev) {
    const char *colon = strchr(name, ':');
    size_t n = colon ? (size_t)(colon - name) : strlen(name);
    int64_t idx = 0;
    int b, count;
    for (b = 0; b < KTORCH_BACKEND_COUNT; b++) {
        const char *bn = ktorch_backend_name((ktorch_backend)b);
        if (strlen(bn) == n && strncmp(bn, name, n) == 0) break;
    }
    if (b == KTORCH_BACKEND_COUNT) {
        cli_msg("--backend must be cpu, cuda, hip or vulkan, with an optional :INDEX (got '%s')", name);
        return CLI_USAGE;
    }
    if (colon && !cli_int("--backend's device index", colon + 1, 0, 1023, &idx)) return CLI_USAGE;
    if (b == KTORCH_BACKEND_CUDA && cli_cuda_register(ctx) != KTORCH_OK) {
        cli_msg("backend 'cuda' is not available: %s", ktorch_last_error());
        return CLI_NO_BACKEND;
    }
    if (b == KTORCH_BACKEND_VULKAN && cli_vulkan_register(ctx) != KTORCH_OK) {
        cli_msg("backend 'vulkan' is not available: %s", ktorch_last_error());
        return CLI_NO_BACKEND;
    }
    if (b == KTORCH_BACKEND_HIP && cli_hip_register(ctx) != KTORCH_OK) {
        cli_msg("backend 'hip' is not available: %s", ktorch_last_error());
        return CLI_NO_BACKEND;
    }
    count = ktorch_device_count(ctx, (ktorch_backend)b);
    if (idx >= count) {
        cli_msg("backend '%s' has no device %lld (%d found)", ktorch_backend_name((ktorch_backend)b), (long long)idx, count);
        return CLI_NO_BACKEND;
    }
    dev->backend = (ktorch_backend)b;
    dev->index = (int)idx;
    return CLI_OK;
}
static int cli_is_cpu(ktorch_device dev) { return dev.backend == KTORCH_BACKEND_CPU; }

/* src as a tensor of dtype dt on dev: src itself when nothing changes, else
   a copy in *tmp (which the caller frees; zeroed when unused). */
static const ktorch_tensor *cli_on(ktorch_context *ctx, const ktorch_tensor *src, ktorch_device dev, ktorch_dtype dt, ktorch_tensor *tmp) {
    memset(tmp, 0, sizeof *tmp);
    if (cli_is_cpu(dev) && src->dtype == dt && ktorch_tensor_is_contiguous(src)) return src;
    if (ktorch_tensor_create(ctx, dt, src->ndim, src->shape, dev, tmp) != KTORCH_OK || ktorch_tensor_copy(ctx, tmp, src, NULL) != KTORCH_OK)
        return NULL;
    return tmp;
}

/* ---- files -------------------------------------------------------------- */
static int cli_float_dtype(ktorch_dtype d) {
    return d == KTORCH_F32 || d == KTORCH_F16 || d == KTORCH_BF16 || d == KTORCH_FP8_E4M3 || d == KTORCH_FP8_E5M2;
}
static int cli_has_suffix(const char *s, size_t n, const char *suffix) {
    size_t k = strlen(suffix);
    return n >= k && memcmp(s + n - k, suffix, k) == 0;
}
/* Splits "FILE.safetensors[:NAME]": 1 with the path in buf and *name (NULL
   when absent), 0 for any other file. */
static int cli_safetensors_spec(const char *spec, char *buf, size_t cap, const char **name) {
    const char *colon = strrchr(spec, ':');
    size_t n = strlen(spec);
    *name = NULL;
    if (colon && cli_has_suffix(spec, (size_t)(colon - spec), ".safetensors")) {
        n = (size_t)(colon - spec);
        *name = colon + 1;
    } else if (!cli_has_suffix(spec, n, ".safetensors")) return 0;
    if (n >= cap) n = cap - 1; /* callers that use the path check its length first */
    memcpy(buf, spec, n);
    buf[n] = '\0';
    return 1;
}
enum { CONV_NONE, CONV_NPY, CONV_ST, CONV_GGUF };
static int conv_kind(const char *path, size_t n) {
    if (cli_has_suffix(path, n, ".npy")) return CONV_NPY;
    if (cli_has_suffix(path, n, ".safetensors")) return CONV_ST;
    if (cli_has_suffix(path, n, ".gguf")) return CONV_GGUF;
    return CONV_NONE;
}
/* "FILE.safetensors[:NAME]", "FILE.gguf[:NAME]" or "FILE.npy": the kind,
   the path in buf (cap > strlen(spec)) and *name (NULL when absent). */
static int conv_spec(const char *spec, char *buf, const char **name) {
    const char *colon = strrchr(spec, ':');
    size_t n = strlen(spec);
    int k = CONV_NONE;
    *name = NULL;
    if (colon && ((k = conv_kind(spec, (size_t)(colon - spec))) == CONV_ST || k == CONV_GGUF)) {
        n = (size_t)(colon - spec);
        *name = colon + 1;
    } else k = conv_kind(spec, n);
    memcpy(buf, spec, n);
    buf[n] = '\0';
    return k;
}

static const char *conv_st_name_at(const void *f, int i) { return ktorch_safetensors_entry_at((const ktorch_safetensors *)f, i)->name; }
static int conv_st_has(const void *f, const char *n) { return ktorch_safetensors_find((const ktorch_safetensors *)f, n) != NULL; }
static const char *conv_gguf_name_at(const void *f, int i) { return ktorch_gguf_entry_at((const ktorch_gguf *)f, i)->name; }
static int conv_gguf_has(const void *f, const char *n) { return ktorch_gguf_find((const ktorch_gguf *)f, n) != NULL; }


/* A regular file (the readers' own messages for a directory mislead). */
static int cli_check_file(const char *what, const char *path) {
    struct stat sb;
    if (stat(path, &sb) != 0) {
        cli_msg("%s%scannot open '%s': %s", what ? what : "", what ? ": " : "", path, strerror(errno));
        return 0;
    }
    if (S_ISDIR(sb.st_mode)) {
        cli_msg("%s%s'%s' is a directory, not a file", what ? what : "", what ? ": " : "", path);
        return 0;
    }
    if (!S_ISREG(sb.st_mode)) { /* a FIFO would wait for a writer; a device has no size */
        cli_msg("%s%s'%s' is not a regular file", what ? what : "", what ? ": " : "", path);
        return 0;
    }
    return 1;
}
/* The tensor a FILE:NAME input names: NAME, or the file's one tensor when
   NAME is absent or empty; 0 with a message. */
static int cli_pick(const char *what, const char *path, int count, const char *(*name_at)(const void *, int), int (*has)(const void *, const char *),
                    const void *f, const char **name) {
    if (!*name || !**name) {
        if (count != 1) {
            cli_msg("%s: '%s' holds %d tensors: name one as %s:NAME (ktorch inspect lists them)", what, path, count, path);
            return 0;
        }
        *name = name_at(f, 0);
    } else if (!has(f, *name)) {
        cli_msg("%s: '%s' has no tensor '%s' (ktorch inspect lists them)", what, path, *name);
        return 0;
    }
    return 1;
}
/* Tensor `name` of a GGUF file on the host: f32/f16/bf16 into *t, or
   q8_0/q4_0/mxfp4 into *q with *quant set; 0 with a message (hint follows
   the one about a type ktorch does not read). */
static int cli_gguf_read(ktorch_context *ctx, const char *what, const char *path, const ktorch_gguf *g, const char *name, const char *hint,
                         ktorch_tensor *t, ktorch_qtensor *q, int *quant) {
    const ktorch_gguf_entry *en = ktorch_gguf_find(g, name);
    ktorch_status s;
    if (en->kind == KTORCH_GGUF_UNREADABLE) {
        cli_msg("%s%s'%s': tensor '%s' has ggml type %u, which ktorch does not read%s", what ? what : "", what ? ": " : "", path, en->name,
                (unsigned)en->type, hint);
        return 0;
    }
    *quant = en->kind == KTORCH_GGUF_QTENSOR;
    s = *quant ? ktorch_gguf_load_quant(ctx, g, name, ktorch_cpu(), q) : ktorch_gguf_load(ctx, g, name, ktorch_cpu(), t);
    if (s != KTORCH_OK) {
        cli_lib(what);
        return 0;
    }
    return 1;
}
/* A tensor from FILE.npy, FILE.safetensors[:NAME] or FILE.gguf[:NAME], on
   the host; a quantized GGUF tensor (q8_0, q4_0, mxfp4) is dequantized to f32. */
static int cli_load(ktorch_context *ctx, const char *what, const char *spec, ktorch_tensor *out) {
    char path[4096];
    const char *name;
    int kind;
    memset(out, 0, sizeof *out);
    if (strlen(spec) >= sizeof path) {
        cli_msg("%s: path longer than %d bytes", what, (int)sizeof path - 1);
        return 0;
    }
    kind = conv_spec(spec, path, &name);
    if (kind != CONV_ST && kind != CONV_GGUF) {
        if (!cli_check_file(what, spec)) return 0;
        if (ktorch_npy_load(ctx, spec, ktorch_cpu(), out) != KTORCH_OK) return cli_lib_false(what);
        return 1;
    }
    if (!cli_check_file(what, path)) return 0;
    if (kind == CONV_ST) {
        ktorch_safetensors *st = NULL;
        ktorch_status s;
        if (ktorch_safetensors_open(ctx, path, &st) != KTORCH_OK) return cli_lib_false(what);
        if (!cli_pick(what, path, ktorch_safetensors_count(st), conv_st_name_at, conv_st_has, st, &name)) {
            ktorch_safetensors_close(st);
            return 0;
        }
        s = ktorch_safetensors_load(ctx, st, name, ktorch_cpu(), out);
        ktorch_safetensors_close(st);
        if (s != KTORCH_OK) return cli_lib_false(what);
        return 1;
    } else {
        ktorch_gguf *g = NULL;
        ktorch_qtensor q;
        int quant = 0, ok;
        memset(&q, 0, sizeof q);
        if (ktorch_gguf_open(ctx, path, &g) != KTORCH_OK) return cli_lib_false(what);
        ok = cli_pick(what, path, ktorch_gguf_count(g), conv_gguf_name_at, conv_gguf_has, g, &name) &&
             cli_gguf_read(ctx, what, path, g, name, "", out, &q, &quant);
        ktorch_gguf_close(g);
        if (ok && quant) {
            ok = ktorch_tensor_create(ctx, KTORCH_F32, q.ndim, q.shape, ktorch_cpu(), out) == KTORCH_OK && ktorch_dequantize(ctx, &q, out) == KTORCH_OK;
            if (!ok) {
                cli_lib(what);
                ktorch_tensor_free(ctx, out);
            }
        }
        ktorch_qtensor_free(ctx, &q);
        return ok;
    }
}
/* Writes a host tensor to FILE.npy or FILE.safetensors[:NAME]. */
static int cli_save(ktorch_context *ctx, const char *spec, const ktorch_tensor *t) {
    char path[4096];
    const char *name;
    ktorch_status s;
    if (strlen(spec) >= sizeof path) {
        cli_msg("-o: path longer than %d bytes", (int)sizeof path - 1);
        return 0;
    }
    if (cli_safetensors_spec(spec, path, sizeof path, &name)) {
        ktorch_safetensors_item item;
        item.name = name && *name ? name : "out";
        item.tensor = t;
        s = ktorch_safetensors_save(ctx, path, &item, 1, NULL, 0);
    } else s = ktorch_npy_save(ctx, spec, t);
    if (s != KTORCH_OK) {
        cli_lib("-o");
        return 0;
    }
    return 1;
}
/* Copies a tensor to the host as dtype dt and writes it (CPU tensors of
   that dtype directly). */
static int cli_save_from(ktorch_context *ctx, const char *spec, const ktorch_tensor *t, ktorch_dtype dt) {
    ktorch_tensor h;
    int ok;
    if (cli_is_cpu(t->device) && t->dtype == dt) return cli_save(ctx, spec, t);
    if (ktorch_tensor_create(ctx, dt, t->ndim, t->shape, ktorch_cpu(), &h) != KTORCH_OK) {
        cli_lib(NULL);
        return 0;
    }
    if (ktorch_tensor_copy(ctx, &h, t, NULL) == KTORCH_OK) ok = cli_save(ctx, spec, &h);
    else ok = cli_lib_false(NULL);
    ktorch_tensor_free(ctx, &h);
    return ok;
}
static void cli_shape(const ktorch_tensor *t, char *buf, size_t cap) {
    size_t len = 0;
    int i;
    buf[0] = '\0';
    for (i = 0; i < t->ndim && len + 1 < cap; i++) len += (size_t)snprintf(buf + len, cap - len, "%s%lld", i ? "," : "", (long long)t->shape[i]);
}
static int cli_dtype_opt(const char *opt, const char *s, int fp8_ok, ktorch_dtype *out) {
    ktorch_dtype d;
    if (!ktorch_dtype_from_name(s, &d) || !cli_float_dtype(d) || (!fp8_ok && (d == KTORCH_FP8_E4M3 || d == KTORCH_FP8_E5M2))) {
        cli_msg("%s must be %s (got '%s')", opt, fp8_ok ? "f32, f16, bf16, fp8_e4m3 or fp8_e5m2" : "f32, f16 or bf16", s);
        return 0;
    }
    *out = d;
    return 1;
}
/* A context with the settings the environment gives (KTORCH_CPU_ISA) under desc's. */
static int cli_context(const ktorch_context_desc *desc, ktorch_context **ctx) {
    ktorch_context_desc d = kbench_env_desc();
    if (desc) {
        const char *isa = d.cpu_isa;
        d = *desc;
        if (!d.cpu_isa) d.cpu_isa = isa;
    }
    if (ktorch_context_create(&d, ctx) != KTORCH_OK) return cli_lib(NULL);
    return CLI_OK;
}
/* CUDA with the settings the environment gives (KTORCH_CUDA_*). */
static ktorch_status cli_cuda_register(ktorch_context *ctx) {
    ktorch_cuda_desc d = kbench_env_cuda_desc();
    return ktorch_cuda_register(ctx, &d);
}
/* HIP with the settings the environment gives (KTORCH_HIP_*). */
static ktorch_status cli_hip_register(ktorch_context *ctx) {
    ktorch_hip_desc d = kbench_env_hip_desc();
    return ktorch_hip_register(ctx, &d);
}
/* Vulkan on every device that qualifies (once per context). */
static ktorch_status cli_vulkan_register(ktorch_context *ctx) {
    if (ktorch_backend_available(ctx, KTORCH_BACKEND_VULKAN)) return KTORCH_OK;
    return ktorch_vulkan_register(ctx, NULL);
}
/* "-h"/"--help" anywhere among a command's arguments. */
static int cli_wants_help(int argc, char **argv) {
    int i;
    for (i = 2; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
    return 0;
}

/* ---- info --------------------------------------------------------------- */
static void info_memory(uint64_t bytes, char *buf, size_t cap) {
    if (!bytes) snprintf(buf, cap, "unknown");
    else snprintf(buf, cap, "%.1f GiB", (double)bytes / (1024.0 * 1024.0 * 1024.0));
}
static int cmd_info(int argc, char **argv) {
    ktorch_context *ctx = NULL;
    int b, rc;
    if (cli_wants_help(argc, argv)) return cli_help(usage_info);
    if (argc != 2) {
        cli_msg("takes no arguments (got '%s')", argv[2]);
        return CLI_USAGE;
    }
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
    printf("ktorch %s\n", ktorch_version_string());
    printf("cpu isa: %s, threads: %d\n", ktorch_cpu_isa(ctx), ktorch_num_threads(ctx));
    printf("cpu amx: %s\n", ktorch_cpu_amx_unavailable(ctx) ? ktorch_cpu_amx_unavailable(ctx) : "in use (bf16 attention on AMX tiles)");
    for (b = 0; b < KTORCH_BACKEND_COUNT; b++) {
        const char *bn = ktorch_backend_name((ktorch_backend)b);
        int n, i;
        if (b == KTORCH_BACKEND_HIP && cli_hip_register(ctx) != KTORCH_OK) {
            printf("backend %-7s not available: %s\n", bn, ktorch_last_error());
            continue;
        }
        if (b == KTORCH_BACKEND_VULKAN && cli_vulkan_register(ctx) != KTORCH_OK) {
            printf("backend %-7s not available: %s\n", bn, ktorch_last_error());
            continue;
        }
        if (b == KTORCH_BACKEND_CUDA && cli_cuda_register(ctx) != KTORCH_OK) {
            printf("backend %-7s not available: %s\n", bn, ktorch_last_error());
            continue;
        }
        n = ktorch_device_count(ctx, (ktorch_backend)b);
        printf("backend %-7s available, %d device%s\n", bn, n, n == 1 ? "" : "s");
        for (i = 0; i < n; i++) {
            ktorch_device dev;
            ktorch_device_info info;
            char mem[32];
            dev.backend = (ktorch_backend)b;
            dev.index = i;
            if (ktorch_device_info_get(ctx, dev, &info) != KTORCH_OK) {
                printf("  %s:%d  %s\n", bn, i, ktorch_last_error());
                continue;
            }
#ifdef _SC_PHYS_PAGES
            /* the library does not know the host's memory; the OS does */
            if (b == KTORCH_BACKEND_CPU && !info.memory_bytes) {
                long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
                if (pages > 0 && size > 0) info.memory_bytes = (uint64_t)pages * (uint64_t)size;
            }
#endif
            info_memory(info.memory_bytes, mem, sizeof mem);
            printf("  %s:%d  %s\n", bn, i, info.name);
            if (b == KTORCH_BACKEND_VULKAN)
                printf("      arch %s, memory %s\n", info.arch, mem);
            else
                printf("      arch %s, memory %s, compute units %d (%s)\n", info.arch, mem, info.compute_units,
                       b == KTORCH_BACKEND_CPU ? "threads" : "multiprocessors");
        }
    }
    ktorch_context_destroy(ctx);
    return CLI_OK;
}

/* ---- inspect -------------------------------------------------------------- */
/* The "__metadata__" map of a safetensors header, read here because the
   library looks keys up but does not list them. */
static const char *json_ws(const char *p, const char *e) {
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
    return p;
}
/* A JSON string at p (after the quote) into buf; returns the end or NULL. */
static const char *json_str(const char *p, const char *e, char *buf, size_t cap) {
    size_t n = 0;
    while (p < e && *p != '"') {
        char c = *p++;
        if (c == '\\' && p < e) {
            c = *p++;
            if (c != '"' && c != '\\' && c != '/') { /* \n, \u00e9, ...: kept as written, one line per key */
                if (n + 2 < cap) { buf[n++] = '\\'; buf[n++] = c; }
                continue;
            }
        }
        if (n + 1 < cap) buf[n++] = c;
    }
    if (cap) buf[n] = '\0';
    return p < e ? p + 1 : NULL;
}
static const char *json_skip(const char *p, const char *e) { /* one value */
    int depth = 0;
    p = json_ws(p, e);
    while (p < e) {
        char c = *p++;
        if (c == '"') {
            while (p < e && *p != '"') p += *p == '\\' ? 2 : 1;
            p++;
            if (!depth) return p;
        } else if (c == '{' || c == '[') depth++;
        else if (c == '}' || c == ']') {
            if (--depth <= 0) return p;
        } else if (!depth && (c == ',' || c == ' ')) return p - 1;
    }
    return p;
}
/* A JSON array of non-negative integers at p ('['); returns the end or NULL. */
static const char *json_ints(const char *p, const char *e, unsigned long long *v, int cap, int *count) {
    *count = 0;
    p = json_ws(p + 1, e);
    while (p < e && *p != ']') {
        char *end;
        unsigned long long x;
        if (*p < '0' || *p > '9') return NULL;
        x = strtoull(p, &end, 10);
        if (*count < cap) v[*count] = x;
        (*count)++;
        p = json_ws(end, e);
        if (p < e && *p == ',') p = json_ws(p + 1, e);
    }
    return p < e ? p + 1 : NULL;
}
/* One tensor entry {"dtype": ..., "shape": [...], "data_offsets": [a, b]}
   printed as the header states it. */
static const char *inspect_entry(const char *name, const char *p, const char *e) {
    char key[64], dtype[32] = "?", shape[160] = "";
    unsigned long long dims[16], off[2] = {0, 0};
    int nd = 0, no = 0, i;
    size_t len = 0;
    p = json_ws(p + 1, e);
    while (p && p < e && *p == '"') {
        p = json_str(p + 1, e, key, sizeof key);
        if (!p || (p = json_ws(p, e)) >= e || *p != ':') return NULL;
        p = json_ws(p + 1, e);
        if (strcmp(key, "dtype") == 0 && p < e && *p == '"') p = json_str(p + 1, e, dtype, sizeof dtype);
        else if (strcmp(key, "shape") == 0 && p < e && *p == '[') p = json_ints(p, e, dims, 16, &nd);
        else if (strcmp(key, "data_offsets") == 0 && p < e && *p == '[') p = json_ints(p, e, off, 2, &no);
        else p = json_skip(p, e);
        if (!p) return NULL;
        p = json_ws(p, e);
        if (p < e && *p == ',') p = json_ws(p + 1, e);
    }
    for (i = 0; i < nd && i < 16 && len + 1 < sizeof shape; i++) len += (size_t)snprintf(shape + len, sizeof shape - len, "%s%llu", i ? "," : "", dims[i]);
    {
        char br[168];
        snprintf(br, sizeof br, "[%s]", shape);
        printf("  %-32s %-10s %-20s %llu\n", name, dtype, br, no == 2 && off[1] >= off[0] ? off[1] - off[0] : 0ull);
    }
    return p && p < e && *p == '}' ? p + 1 : p;
}
/* Walks a safetensors header: its "__metadata__" map (the library looks keys
   up but does not list them) or, where the library refuses the file, its
   entries as written. */
static void inspect_header(const char *path, int entries) {
    FILE *f = fopen(path, "rb");
    unsigned char h8[8];
    uint64_t n = 0;
    char *hdr = NULL, key[256], val[4096];
    const char *p, *e;
    int i;
    if (!f) return;
    if (fread(h8, 1, 8, f) == 8) {
        for (i = 7; i >= 0; i--) n = n << 8 | h8[i];
        if (n <= (100u << 20) && (hdr = (char *)malloc((size_t)n + 1)) != NULL && fread(hdr, 1, (size_t)n, f) != n) {
            free(hdr);
            hdr = NULL;
        }
    }
    fclose(f);
    if (!hdr) return;
    hdr[n] = '\0';
    p = json_ws(hdr, hdr + n);
    e = hdr + n;
    if (p < e && *p == '{') p++;
    if (entries) printf("entries as the header lists them:\n  %-32s %-10s %-20s %s\n", "name", "dtype", "shape", "bytes");
    while (p && (p = json_ws(p, e)) < e && *p == '"') {
        p = json_str(p + 1, e, key, sizeof key);
        if (!p || (p = json_ws(p, e)) >= e || *p != ':') break;
        p = json_ws(p + 1, e);
        if (!entries && strcmp(key, "__metadata__") == 0 && p < e && *p == '{') {
            p++;
            printf("metadata:\n");
            while ((p = json_ws(p, e)) < e && *p == '"') {
                p = json_str(p + 1, e, key, sizeof key);
                if (!p || (p = json_ws(p, e)) >= e || *p != ':' || (p = json_ws(p + 1, e)) >= e || *p != '"') break;
                p = json_str(p + 1, e, val, sizeof val);
                if (!p) break;
                printf("  %s = %s\n", key, val);
                p = json_ws(p, e);
                if (p < e && *p == ',') p++;
            }
            break;
        }
        if (entries && strcmp(key, "__metadata__") != 0 && p < e && *p == '{') p = inspect_entry(key, p, e);
        else p = json_skip(p, e);
        if (!p) break;
        p = json_ws(p, e);
        if (p < e && *p == ',') p++;
    }
    free(hdr);
}
/* A GGUF file as ggml describes it: metadata values (arrays by type and
   count), tensors with ggml's type names and shapes outermost first. */
static const char *gguf_type_name(uint32_t t) {
    switch (t) {
    case KTORCH_GGUF_TYPE_F32: return "f32";
    case KTORCH_GGUF_TYPE_F16: return "f16";
    case KTORCH_GGUF_TYPE_BF16: return "bf16";
    case KTORCH_GGUF_TYPE_Q8_0: return "q8_0";
    case KTORCH_GGUF_TYPE_Q4_0: return "q4_0";
    case KTORCH_GGUF_TYPE_MXFP4: return "mxfp4";
    default: return NULL;
    }
}
/* "[a,b,c]" of a file entry's shape */
static void inspect_shape(int ndim, const int64_t *shape, char *out, size_t cap) {
    ktorch_tensor t;
    char dims[128];
    memset(&t, 0, sizeof t);
    t.ndim = ndim;
    memcpy(t.shape, shape, (size_t)ndim * sizeof(int64_t));
    cli_shape(&t, dims, sizeof dims);
    snprintf(out, cap, "[%s]", dims);
}
static void inspect_gguf(const ktorch_gguf *g) {
    static const char *const vt[] = {"u8", "i8", "u16", "i16", "u32", "i32", "f32", "bool", "string", "array", "u64", "i64", "f64"};
    char type[24];
    int i;
    printf("gguf: alignment %u, %d metadata keys\nmetadata:\n", (unsigned)ktorch_gguf_alignment(g), ktorch_gguf_meta_count(g));
    for (i = 0; i < ktorch_gguf_meta_count(g); i++) {
        const ktorch_gguf_kv *kv = ktorch_gguf_meta_at(g, i);
        if (kv->type == KTORCH_GGUF_VALUE_STRING) printf("  %s = %s\n", kv->key, kv->string);
        else if (kv->type == KTORCH_GGUF_VALUE_ARRAY)
            printf("  %s = [%llu x %s]\n", kv->key, (unsigned long long)kv->count, (unsigned)kv->array_type < 13 ? vt[kv->array_type] : "?");
        else if (kv->type == KTORCH_GGUF_VALUE_FLOAT32 || kv->type == KTORCH_GGUF_VALUE_FLOAT64) printf("  %s = %.9g\n", kv->key, kv->f);
        else if (kv->type == KTORCH_GGUF_VALUE_BOOL) printf("  %s = %s\n", kv->key, kv->u ? "true" : "false");
        else if (kv->type == KTORCH_GGUF_VALUE_INT8 || kv->type == KTORCH_GGUF_VALUE_INT16 || kv->type == KTORCH_GGUF_VALUE_INT32 ||
                 kv->type == KTORCH_GGUF_VALUE_INT64)
            printf("  %s = %lld\n", kv->key, (long long)kv->i);
        else printf("  %s = %llu\n", kv->key, (unsigned long long)kv->u);
    }
    printf("%d tensor%s:\n  %-32s %-10s %-20s %s\n", ktorch_gguf_count(g), ktorch_gguf_count(g) == 1 ? "" : "s", "name", "type", "shape", "bytes");
    for (i = 0; i < ktorch_gguf_count(g); i++) {
        const ktorch_gguf_entry *en = ktorch_gguf_entry_at(g, i);
        const char *tn = gguf_type_name(en->type);
        char br[132];
        inspect_shape(en->ndim, en->shape, br, sizeof br);
        if (tn) snprintf(type, sizeof type, "%s", tn);
        else snprintf(type, sizeof type, "ggml:%u", (unsigned)en->type);
        printf("  %-32s %-10s %-20s %llu%s\n", en->name, type, br, (unsigned long long)en->data_size,
               en->kind == KTORCH_GGUF_UNREADABLE ? "  not loadable: a ggml type ktorch does not read" : "");
    }
}
static int cmd_inspect(int argc, char **argv) {
    ktorch_context *ctx = NULL;
    const char *path;
    char shape[128];
    int rc, i;
    if (cli_wants_help(argc, argv)) return cli_help(usage_inspect);
    if (argc != 3 || argv[2][0] == '-') {
        if (argc == 3) cli_msg("unknown option '%s'", argv[2]);
        else cli_msg("needs exactly one FILE");
        return CLI_USAGE;
    }
    path = argv[2];
    if (!cli_check_file(NULL, path)) return CLI_FAIL;
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
    if (cli_has_suffix(path, strlen(path), ".safetensors")) {
        ktorch_safetensors *st = NULL;
        if (ktorch_safetensors_open(ctx, path, &st) != KTORCH_OK) {
            /* the reason on stderr; what the file holds on stdout */
            rc = cli_lib(path);
            inspect_header(path, 0);
            inspect_header(path, 1);
        } else {
            inspect_header(path, 0);
            printf("%d tensor%s:\n", ktorch_safetensors_count(st), ktorch_safetensors_count(st) == 1 ? "" : "s");
            printf("  %-32s %-10s %-20s %s\n", "name", "dtype", "shape", "bytes");
            for (i = 0; i < ktorch_safetensors_count(st); i++) {
                const ktorch_safetensors_entry *en = ktorch_safetensors_entry_at(st, i);
                char br[132];
                if (en->loadable) inspect_shape(en->ndim, en->shape, br, sizeof br);
                else snprintf(br, sizeof br, "(%d dims)", en->file_ndim);
                printf("  %-32s %-10s %-20s %llu%s\n", en->name, en->loadable ? ktorch_dtype_name(en->dtype) : en->file_dtype, br,
                       (unsigned long long)en->data_size,
                       en->loadable ? "" : en->file_ndim > KTORCH_MAX_DIMS ? "  not loadable: more dims than ktorch holds" : "  not loadable: unknown dtype");
            }
            ktorch_safetensors_close(st);
        }
    } else if (cli_has_suffix(path, strlen(path), ".gguf")) {
        ktorch_gguf *g = NULL;
        if (ktorch_gguf_open(ctx, path, &g) != KTORCH_OK) rc = cli_lib(path);
        else {
            inspect_gguf(g);
            ktorch_gguf_close(g);
        }
    } else {
        ktorch_tensor t;
        uint64_t bytes = 0;
        if (!cli_load(ctx, "FILE", path, &t)) rc = CLI_FAIL;
        else {
            ktorch_tensor_nbytes(&t, &bytes);
            cli_shape(&t, shape, sizeof shape);
            printf("npy: dtype %s, shape [%s], %llu bytes\n", ktorch_dtype_name(t.dtype), shape, (unsigned long long)bytes);
            ktorch_tensor_free(ctx, &t);
        }
    }
    ktorch_context_destroy(ctx);
    return rc;
}

/* ---- cast ---------------------------------------------------------------- */
static int cmd_cast(int argc, char **argv) {
    const char *to = NULL, *in = NULL, *out = NULL, *backend = "cpu", *v;
    ktorch_dtype dt = KTORCH_F32;
    ktorch_copy_params params;
    ktorch_context *ctx = NULL;
    ktorch_device dev;
    ktorch_tensor src, tsrc, dst;
    const ktorch_tensor *s;
    int i, rc;
    if (cli_wants_help(argc, argv)) return cli_help(usage_cast);
    memset(&params, 0, sizeof params);
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--saturate") == 0) { params.saturate = 1; continue; }
        if (strcmp(a, "--to") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "--backend") == 0) {
            if (!(v = cli_val(argc, argv, &i))) return CLI_USAGE;
            if (a[2] == 't') to = v;
            else if (a[1] == 'o') out = v;
            else backend = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_msg("unknown option '%s'", a);
            return CLI_USAGE;
        } else if (!in) in = a;
        else {
            cli_msg("more than one input ('%s', '%s')", in, a);
            return CLI_USAGE;
        }
    }
    if (!to || !in || !out) {
        cli_msg("needs --to DTYPE, an input and -o OUT (ktorch cast --help)");
        return CLI_USAGE;
    }
    if (!cli_dtype_opt("--to", to, 1, &dt)) return CLI_USAGE;
    if (params.saturate && dt != KTORCH_FP8_E4M3 && dt != KTORCH_FP8_E5M2) {
        cli_msg("--saturate applies to fp8 targets only (--to %s would ignore it)", to);
        return CLI_USAGE;
    }
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
    memset(&src, 0, sizeof src);
    memset(&tsrc, 0, sizeof tsrc);
    memset(&dst, 0, sizeof dst);
    if ((rc = cli_device(ctx, backend, &dev)) != CLI_OK) goto done;
    rc = CLI_FAIL;
    if (!cli_load(ctx, "input", in, &src)) goto done;
    if (!cli_float_dtype(src.dtype)) {
        cli_msg("'%s' holds %s; cast takes f32, f16, bf16, fp8_e4m3 or fp8_e5m2", in, ktorch_dtype_name(src.dtype));
        goto done;
    }
    if (!(s = cli_on(ctx, &src, dev, src.dtype, &tsrc)) || ktorch_tensor_create(ctx, dt, src.ndim, src.shape, dev, &dst) != KTORCH_OK ||
        ktorch_tensor_copy(ctx, &dst, s, &params) != KTORCH_OK || ktorch_synchronize(ctx, dev) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    if (cli_save_from(ctx, out, &dst, dst.dtype)) rc = CLI_OK;
done:
    ktorch_tensor_free(ctx, &dst);
    ktorch_tensor_free(ctx, &tsrc);
    ktorch_tensor_free(ctx, &src);
    ktorch_context_destroy(ctx);
    return rc;
}

/* ---- quantize / dequantize (file layout: docs/QUANT.md) ------------------- */
static const char *const quant_gran_names[3] = {"tensor", "channel", "group"};

static int quant_is_mx(ktorch_quant_format f) {
    return f == KTORCH_QUANT_MXFP8_E4M3 || f == KTORCH_QUANT_MXFP8_E5M2 || f == KTORCH_QUANT_MXFP6_E2M3 || f == KTORCH_QUANT_MXFP6_E3M2 ||
           f == KTORCH_QUANT_MXFP4 || f == KTORCH_QUANT_MXINT8;
}
static int quant_has_granularity(ktorch_quant_format f) {
    return f == KTORCH_QUANT_INT8 || f == KTORCH_QUANT_INT8_ASYM || f == KTORCH_QUANT_FP8_E4M3 || f == KTORCH_QUANT_FP8_E5M2;
}
/* Copies a qtensor's tensors to the host (shallow copy when already there). */
static int quant_to(ktorch_context *ctx, const ktorch_qtensor *q, ktorch_device dev, ktorch_qtensor *out) {
    ktorch_tensor *parts[3];
    const ktorch_tensor *from[3];
    int i;
    *out = *q;
    memset(&out->data, 0, sizeof out->data);
    memset(&out->scale, 0, sizeof out->scale);
    memset(&out->zero_point, 0, sizeof out->zero_point);
    parts[0] = &out->data; parts[1] = &out->scale; parts[2] = &out->zero_point;
    from[0] = &q->data; from[1] = &q->scale; from[2] = &q->zero_point;
    for (i = 0; i < 3; i++) {
        if (!from[i]->data) continue;
        if (ktorch_tensor_create(ctx, from[i]->dtype, from[i]->ndim, from[i]->shape, dev, parts[i]) != KTORCH_OK ||
            ktorch_tensor_copy(ctx, parts[i], from[i], NULL) != KTORCH_OK)
            return 0;
    }
    return 1;
}

/* The six metadata keys of the layout, which a converted file's own metadata must not repeat. */
static const char *const quant_meta_keys[6] = {"ktorch.format", "ktorch.shape", "ktorch.granularity", "ktorch.axis", "ktorch.block", "ktorch.version"};
static int quant_is_layout_key(const char *key) {
    int i;
    for (i = 0; i < 6; i++)
        if (strcmp(key, quant_meta_keys[i]) == 0) return 1;
    return 0;
}
/* Writes a host qtensor in the layout of docs/QUANT.md, with `extra`
   metadata pairs after the layout's own; 0 with a message. */
static int quant_write(ktorch_context *ctx, const char *out, const ktorch_qtensor *hq, const ktorch_safetensors_meta *extra, int nextra) {
    ktorch_safetensors_item items[4];
    ktorch_safetensors_meta *meta;
    ktorch_tensor t, ts;
    int64_t one = 1;
    float tscale = hq->tensor_scale;
    char shape_s[200], axis_s[32], block_s[32];
    int i, n = 0, ok;
    if (!(meta = (ktorch_safetensors_meta *)malloc((size_t)(6 + nextra) * sizeof *meta))) {
        cli_msg("out of memory");
        return 0;
    }
    memset(&t, 0, sizeof t);
    t.ndim = hq->ndim;
    memcpy(t.shape, hq->shape, sizeof t.shape);
    cli_shape(&t, shape_s, sizeof shape_s);
    sprintf(axis_s, "%d", hq->axis);
    sprintf(block_s, "%lld", (long long)hq->block);
    for (i = 0; i < 6; i++) meta[i].key = quant_meta_keys[i];
    meta[0].value = ktorch_quant_format_name(hq->format);
    meta[1].value = shape_s;
    meta[2].value = quant_gran_names[hq->granularity];
    meta[3].value = axis_s;
    meta[4].value = block_s;
    meta[5].value = ktorch_version_string();
    for (i = 0; i < nextra; i++) meta[6 + i] = extra[i];
    items[n].name = "data"; items[n++].tensor = &hq->data;
    if (hq->scale.data) { items[n].name = "scale"; items[n++].tensor = &hq->scale; }
    if (hq->zero_point.data) { items[n].name = "zero_point"; items[n++].tensor = &hq->zero_point; }
    if (hq->format == KTORCH_QUANT_NVFP4) {
        ktorch_tensor_wrap(KTORCH_F32, 1, &one, NULL, &tscale, ktorch_cpu(), &ts);
        items[n].name = "tensor_scale"; items[n++].tensor = &ts;
    }
    ok = ktorch_safetensors_save(ctx, out, items, n, meta, 6 + nextra) == KTORCH_OK;
    free(meta);
    if (!ok) cli_lib("-o");
    return ok;
}

static int cmd_quantize(int argc, char **argv) {
    const char *in = NULL, *out = NULL, *fmt_name = NULL, *backend = "cpu", *v;
    ktorch_quant_format fmt;
    ktorch_quant_params p;
    ktorch_context *ctx = NULL;
    ktorch_device dev;
    ktorch_tensor x, tx;
    const ktorch_tensor *xd;
    ktorch_qtensor q, hq;
    int64_t axis = 0;
    int i, report = 0, have_axis = 0, noclip = 0, have_ts = 0, hq_owned = 0, rc;
    double d;
    if (cli_wants_help(argc, argv)) return cli_help(usage_quantize);
    memset(&p, 0, sizeof p);
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--noclip") == 0) noclip = 1;
        else if (strcmp(a, "--report") == 0) report = 1;
        else if (strcmp(a, "--format") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "--backend") == 0 || strcmp(a, "--axis") == 0 ||
                 strcmp(a, "--group") == 0 || strcmp(a, "--tensor-scale") == 0) {
            if (!(v = cli_val(argc, argv, &i))) return CLI_USAGE;
            if (strcmp(a, "--format") == 0) fmt_name = v;
            else if (strcmp(a, "-o") == 0) out = v;
            else if (strcmp(a, "--backend") == 0) backend = v;
            else if (strcmp(a, "--axis") == 0) {
                if (!cli_int(a, v, -KTORCH_MAX_DIMS, KTORCH_MAX_DIMS - 1, &axis)) return CLI_USAGE;
                have_axis = 1;
            } else if (strcmp(a, "--group") == 0) {
                if (!cli_int(a, v, 1, INT64_MAX, &p.group)) return CLI_USAGE;
            } else {
                if (!cli_num(a, v, FLT_MIN, FLT_MAX / 2688, 1, "a number in [FLT_MIN, FLT_MAX/2688] (1.18e-38..1.27e35)", &d)) return CLI_USAGE;
                p.nvfp4_tensor_scale = (float)d;
                have_ts = 1;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_msg("unknown option '%s'", a);
            return CLI_USAGE;
        } else if (!in) in = a;
        else {
            cli_msg("more than one input ('%s', '%s')", in, a);
            return CLI_USAGE;
        }
    }
    if (!fmt_name || !in || !out) {
        cli_msg("needs --format F, an input and -o OUT.safetensors (ktorch quantize --help)");
        return CLI_USAGE;
    }
    if (!ktorch_quant_format_from_name(fmt_name, &fmt)) {
        cli_msg("unknown format '%s' (ktorch quantize --help lists them)", fmt_name);
        return CLI_USAGE;
    }
    if (cli_has_suffix(out, strlen(out), ".npy")) {
        cli_msg("-o: quantize writes a safetensors file (codes and scales), not .npy (got '%s')", out);
        return CLI_USAGE;
    }
    {
        char path[8];
        const char *name;
        if (cli_safetensors_spec(out, path, sizeof path, &name) && name) {
            cli_msg("-o: quantize names its tensors itself (data, scale, ...): give a file without ':%s'", name);
            return CLI_USAGE;
        }
    }
    if (have_axis && p.group > 0) {
        cli_msg("--axis and --group exclude each other");
        return CLI_USAGE;
    }
    if ((have_axis || p.group > 0) && !quant_has_granularity(fmt)) {
        cli_msg("%s sets a granularity that only int8, int8_asym, fp8_e4m3 and fp8_e5m2 take (%s has fixed blocks)", have_axis ? "--axis" : "--group",
                fmt_name);
        return CLI_USAGE;
    }
    if (noclip && !quant_is_mx(fmt)) {
        cli_msg("--noclip applies to the MX formats only (mxfp8_*, mxfp6_*, mxfp4, mxint8), not %s", fmt_name);
        return CLI_USAGE;
    }
    if (have_ts && fmt != KTORCH_QUANT_NVFP4) {
        cli_msg("--tensor-scale is for nvfp4 only, not %s", fmt_name);
        return CLI_USAGE;
    }
    if (noclip) p.mx_scale = KTORCH_MX_SCALE_NOCLIP;
    p.axis = (int)axis;
    if (p.group > 0) p.granularity = KTORCH_QUANT_PER_GROUP;
    else if (have_axis) p.granularity = KTORCH_QUANT_PER_CHANNEL;
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
    memset(&x, 0, sizeof x);
    memset(&tx, 0, sizeof tx);
    memset(&q, 0, sizeof q);
    memset(&hq, 0, sizeof hq);
    if ((rc = cli_device(ctx, backend, &dev)) != CLI_OK) goto done;
    rc = CLI_FAIL;
    if (!cli_load(ctx, "input", in, &x)) goto done;
    if (!cli_float_dtype(x.dtype)) {
        cli_msg("'%s' holds %s; quantize takes f32, f16, bf16 (or fp8, read as f32)", in, ktorch_dtype_name(x.dtype));
        goto done;
    }
    xd = cli_on(ctx, &x, dev, x.dtype == KTORCH_FP8_E4M3 || x.dtype == KTORCH_FP8_E5M2 ? KTORCH_F32 : x.dtype, &tx);
    if (!xd) {
        cli_lib(NULL);
        goto done;
    }
    if (ktorch_quantize(ctx, xd, fmt, &p, &q) != KTORCH_OK || ktorch_synchronize(ctx, dev) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    if (cli_is_cpu(dev)) hq = q;
    else if (hq_owned = 1, !quant_to(ctx, &q, ktorch_cpu(), &hq)) {
        cli_lib(NULL);
        goto done;
    }
    if (!quant_write(ctx, out, &hq, NULL, 0)) goto done;
    rc = CLI_OK;
    if (report) {
        ktorch_tensor ref, y;
        ktorch_quant_error_stats e;
        uint64_t in_bytes = 0;
        memset(&ref, 0, sizeof ref);
        memset(&y, 0, sizeof y);
        if (ktorch_tensor_create(ctx, KTORCH_F32, x.ndim, x.shape, ktorch_cpu(), &ref) != KTORCH_OK ||
            ktorch_tensor_copy(ctx, &ref, &x, NULL) != KTORCH_OK ||
            ktorch_tensor_create(ctx, KTORCH_F32, x.ndim, x.shape, ktorch_cpu(), &y) != KTORCH_OK || ktorch_dequantize(ctx, &hq, &y) != KTORCH_OK ||
            ktorch_quant_error(&ref, &y, &e) != KTORCH_OK)
            rc = cli_lib("--report");
        else {
            ktorch_tensor_nbytes(&x, &in_bytes);
            printf("format %s: %llu -> %llu bytes\n", ktorch_quant_format_name(fmt), (unsigned long long)in_bytes,
                   (unsigned long long)ktorch_qtensor_nbytes(&hq));
            printf("max_abs_error %.6g\nrmse %.6g\nsqnr_db %.3f\n", e.max_abs, e.rmse, e.sqnr_db);
            if (e.nonfinite) printf("nonfinite_mismatches %lld\n", (long long)e.nonfinite);
        }
        ktorch_tensor_free(ctx, &ref);
        ktorch_tensor_free(ctx, &y);
    }
done:
    if (hq_owned) ktorch_qtensor_free(ctx, &hq);
    ktorch_qtensor_free(ctx, &q);
    ktorch_tensor_free(ctx, &tx);
    ktorch_tensor_free(ctx, &x);
    ktorch_context_destroy(ctx);
    return rc;
}

/* One integer of the file's metadata, the whole string. */
static int dequant_meta_int(const ktorch_safetensors *st, const char *key, const char *path, int64_t lo, int64_t hi, int64_t def, int64_t *out) {
    const char *s = ktorch_safetensors_metadata(st, key);
    long long v = 0;
    if (!s) {
        *out = def;
        return 1;
    }
    if (!cli_digits(s + (s[0] == '-')) || (errno = 0, v = strtoll(s, NULL, 10), errno != 0) || v < lo || v > hi) {
        cli_msg("'%s': metadata '%s' is not an integer in %lld..%lld ('%s')", path, key, (long long)lo, (long long)hi, s);
        return 0;
    }
    *out = v;
    return 1;
}

/* The qtensor of a file in the layout of docs/QUANT.md, on the host; 0 with a message. */
static int quant_read(ktorch_context *ctx, const ktorch_safetensors *st_file, const char *in, ktorch_qtensor *q) {
    const char *s;
    ktorch_tensor ts;
    ktorch_status st;
    int64_t val;
    int i;
    memset(q, 0, sizeof *q);
    memset(&ts, 0, sizeof ts);
    s = ktorch_safetensors_metadata(st_file, "ktorch.format");
    if (!s || !ktorch_quant_format_from_name(s, &q->format)) {
        cli_msg("'%s': no known 'ktorch.format' in the metadata (not written by ktorch quantize)", in);
        return 0;
    }
    s = ktorch_safetensors_metadata(st_file, "ktorch.shape");
    for (q->ndim = 0; s && *s; q->ndim++) {
        char *end = NULL;
        if (q->ndim == KTORCH_MAX_DIMS || *s < '0' || *s > '9' || (errno = 0, q->shape[q->ndim] = strtoll(s, &end, 10), errno != 0) ||
            (*end != ',' && *end != '\0')) {
            cli_msg("'%s': metadata 'ktorch.shape' is not a list of up to %d sizes ('%s')", in, KTORCH_MAX_DIMS,
                    ktorch_safetensors_metadata(st_file, "ktorch.shape"));
            return 0;
        }
        s = *end == ',' ? end + 1 : end;
    }
    q->granularity = KTORCH_QUANT_PER_TENSOR;
    s = ktorch_safetensors_metadata(st_file, "ktorch.granularity");
    if (s) {
        for (i = 0; i < 3 && strcmp(s, quant_gran_names[i]) != 0; i++) {}
        if (i == 3) {
            cli_msg("'%s': metadata 'ktorch.granularity' must be tensor, channel or group ('%s')", in, s);
            return 0;
        }
        q->granularity = (ktorch_quant_granularity)i;
    }
    if (!dequant_meta_int(st_file, "ktorch.axis", in, -1, KTORCH_MAX_DIMS - 1, -1, &val)) return 0;
    q->axis = (int)val;
    if (!dequant_meta_int(st_file, "ktorch.block", in, 0, INT64_MAX, 0, &q->block)) return 0;
    q->tensor_scale = 1.0f;
    st = ktorch_safetensors_load(ctx, st_file, "data", ktorch_cpu(), &q->data);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "scale")) st = ktorch_safetensors_load(ctx, st_file, "scale", ktorch_cpu(), &q->scale);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "zero_point"))
        st = ktorch_safetensors_load(ctx, st_file, "zero_point", ktorch_cpu(), &q->zero_point);
    if (st == KTORCH_OK && ktorch_safetensors_find(st_file, "tensor_scale")) {
        st = ktorch_safetensors_load(ctx, st_file, "tensor_scale", ktorch_cpu(), &ts);
        if (st == KTORCH_OK && ts.dtype == KTORCH_F32 && ktorch_tensor_numel(&ts) == 1) q->tensor_scale = *(const float *)ktorch_tensor_ptr(&ts);
        else if (st == KTORCH_OK) st = ktorch_set_error(KTORCH_BAD_FORMAT, "'tensor_scale' must hold one f32");
    }
    ktorch_tensor_free(ctx, &ts);
    if (st != KTORCH_OK || ktorch_qtensor_validate(q) != KTORCH_OK) {
        cli_lib(in);
        ktorch_qtensor_free(ctx, q);
        return 0;
    }
    return 1;
}

static int cmd_dequantize(int argc, char **argv) {
    const char *in = NULL, *out = NULL, *backend = "cpu", *to = NULL, *v;
    ktorch_context *ctx = NULL;
    ktorch_safetensors *st_file = NULL;
    ktorch_device dev;
    ktorch_dtype odt = KTORCH_F32;
    ktorch_qtensor q, dq;
    ktorch_tensor y;
    int i, rc, dq_owned = 0;
    FILE *f;
    if (cli_wants_help(argc, argv)) return cli_help(usage_dequantize);
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-o") == 0 || strcmp(a, "--backend") == 0 || strcmp(a, "--to") == 0) {
            if (!(v = cli_val(argc, argv, &i))) return CLI_USAGE;
            if (a[1] == 'o') out = v;
            else if (a[2] == 'b') backend = v;
            else to = v;
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_msg("unknown option '%s'", a);
            return CLI_USAGE;
        } else if (!in) in = a;
        else {
            cli_msg("more than one input ('%s', '%s')", in, a);
            return CLI_USAGE;
        }
    }
    if (!in || !out) {
        cli_msg("needs an input .safetensors and -o OUT (ktorch dequantize --help)");
        return CLI_USAGE;
    }
    if (to && !cli_dtype_opt("--to", to, 0, &odt)) return CLI_USAGE;
    if (!cli_check_file(NULL, in)) return CLI_FAIL;
    if ((f = fopen(in, "rb")) != NULL) {
        char magic[6];
        int npy = fread(magic, 1, 6, f) == 6 && memcmp(magic, "\x93NUMPY", 6) == 0;
        fclose(f);
        if (npy) {
            cli_msg("'%s' is a .npy file, not a safetensors file (dequantize reads what ktorch quantize writes)", in);
            return CLI_FAIL;
        }
    }
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
    memset(&q, 0, sizeof q);
    memset(&dq, 0, sizeof dq);
    memset(&y, 0, sizeof y);
    if ((rc = cli_device(ctx, backend, &dev)) != CLI_OK) goto done;
    rc = CLI_FAIL;
    if (ktorch_safetensors_open(ctx, in, &st_file) != KTORCH_OK) {
        cli_lib(in);
        goto done;
    }
    if (!quant_read(ctx, st_file, in, &q)) goto done;
    if (cli_is_cpu(dev)) dq = q;
    else if (dq_owned = 1, !quant_to(ctx, &q, dev, &dq)) {
        cli_lib(NULL);
        goto done;
    }
    if (ktorch_tensor_create(ctx, odt, q.ndim, q.shape, dev, &y) != KTORCH_OK || ktorch_dequantize(ctx, &dq, &y) != KTORCH_OK ||
        ktorch_synchronize(ctx, dev) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    if (cli_save_from(ctx, out, &y, y.dtype)) rc = CLI_OK;
done:
    ktorch_tensor_free(ctx, &y);
    if (dq_owned) ktorch_qtensor_free(ctx, &dq);
    ktorch_qtensor_free(ctx, &q);
    if (st_file) ktorch_safetensors_close(st_file);
    ktorch_context_destroy(ctx);
    return rc;
}

/* ---- convert --------------------------------------------------------------- */
/* A JSON string at p (after the quote) decoded to UTF-8 in buf; the end or
   NULL (also when it does not fit). */
static const char *json_decode(const char *p, const char *e, char *buf, size_t cap) {
    size_t n = 0;
    while (p < e && *p != '"') {
        unsigned long c = (unsigned char)*p++;
        if (c == '\\') {
            if (p >= e) return NULL;
            c = (unsigned char)*p++;
            if (c == 'b') c = '\b';
            else if (c == 'f') c = '\f';
            else if (c == 'n') c = '\n';
            else if (c == 'r') c = '\r';
            else if (c == 't') c = '\t';
            else if (c == 'u') {
                int j, pair;
                c = 0;
                for (pair = 0; pair < 2; pair++) {
                    unsigned long u = 0;
                    if (e - p < 4) return NULL;
                    for (j = 0; j < 4; j++) {
                        char h = *p++;
                        u = u << 4 | (unsigned long)(h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : 0);
                    }
                    if (pair == 0 && u >= 0xD800 && u < 0xDC00 && e - p >= 6 && p[0] == '\\' && p[1] == 'u') {
                        c = u;
                        p += 2;
                        continue;
                    }
                    c = pair ? 0x10000 + ((c - 0xD800) << 10) + (u - 0xDC00) : u;
                    break;
                }
                if (n + 4 >= cap) return NULL;
                if (c < 0x80) buf[n++] = (char)c;
                else if (c < 0x800) { buf[n++] = (char)(0xC0 | c >> 6); buf[n++] = (char)(0x80 | (c & 63)); }
                else if (c < 0x10000) { buf[n++] = (char)(0xE0 | c >> 12); buf[n++] = (char)(0x80 | (c >> 6 & 63)); buf[n++] = (char)(0x80 | (c & 63)); }
                else { buf[n++] = (char)(0xF0 | c >> 18); buf[n++] = (char)(0x80 | (c >> 12 & 63)); buf[n++] = (char)(0x80 | (c >> 6 & 63)); buf[n++] = (char)(0x80 | (c & 63)); }
                continue;
            }
        }
        if (n + 1 >= cap) return NULL;
        buf[n++] = (char)c;
    }
    if (p >= e) return NULL;
    buf[n] = '\0';
    return p + 1;
}
/* One "__metadata__" pair with its place in the header (the last of a key wins). */
typedef struct conv_pair {
    const char *key, *value;
    int index;
} conv_pair;
static int conv_pair_cmp(const void *a, const void *b) {
    const conv_pair *x = (const conv_pair *)a, *y = (const conv_pair *)b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}
/* The "__metadata__" map of a safetensors file (the library looks keys up
   but does not list them), read after the library accepted the header:
   *pairs (*count of them, sorted by key, one per key) point into *text.
   Free both. 0 with a message. */
static int conv_st_meta(const char *path, char **text, conv_pair **pairs, int *count) {
    FILE *f = fopen(path, "rb");
    unsigned char h8[8];
    uint64_t n = 0;
    char *hdr = NULL, *out = NULL;
    conv_pair *pr = NULL;
    const char *p, *e;
    size_t len = 0, cap = 0;
    int i, np = 0, ok = 0;
    *text = NULL;
    *pairs = NULL;
    *count = 0;
    if (f && fread(h8, 1, 8, f) == 8) {
        for (i = 7; i >= 0; i--) n = n << 8 | h8[i];
        /* a pair takes at least 6 header bytes ("":"",) */
        if (n < SIZE_MAX / 2 && (hdr = (char *)malloc((size_t)n + 1)) != NULL && (out = (char *)malloc((size_t)n + 1)) != NULL &&
            (pr = (conv_pair *)malloc(((size_t)n / 6 + 1) * sizeof *pr)) != NULL && fread(hdr, 1, (size_t)n, f) == n)
            ok = 1;
    }
    if (f) fclose(f);
    if (!ok) {
        free(hdr);
        free(out);
        free(pr);
        cli_msg("'%s': cannot read its header again", path);
        return 0;
    }
    cap = (size_t)n + 1; /* decoded strings are no longer than their JSON */
    e = hdr + n;
    p = json_ws(hdr, e);
    if (p < e && *p == '{') p++;
    while ((p = json_ws(p, e)) < e && *p == '"') {
        const char *k = out + len;
        if (!(p = json_decode(p + 1, e, out + len, cap - len)) || (p = json_ws(p, e)) >= e || *p != ':') break;
        p = json_ws(p + 1, e);
        if (strcmp(k, "__metadata__") == 0 && p < e && *p == '{') {
            len += strlen(k) + 1;
            p++;
            while ((p = json_ws(p, e)) < e && *p == '"') {
                pr[np].key = out + len;
                if (!(p = json_decode(p + 1, e, out + len, cap - len))) break;
                len += strlen(out + len) + 1;
                if ((p = json_ws(p, e)) >= e || *p != ':' || (p = json_ws(p + 1, e)) >= e || *p != '"') break;
                pr[np].value = out + len;
                if (!(p = json_decode(p + 1, e, out + len, cap - len))) break;
                len += strlen(out + len) + 1;
                pr[np].index = np;
                np++;
                if ((p = json_ws(p, e)) < e && *p == ',') p++;
            }
            break;
        }
        p = json_skip(p, e);
        if ((p = json_ws(p, e)) < e && *p == ',') p++;
    }
    free(hdr);
    qsort(pr, (size_t)np, sizeof *pr, conv_pair_cmp);
    for (i = 0; i < np; i++) /* the last of equal keys, as the library's lookup */
        if (i + 1 == np || strcmp(pr[i].key, pr[i + 1].key) != 0) pr[(*count)++] = pr[i];
    *text = out;
    *pairs = pr;
    return 1;
}

typedef struct conv_item {
    const char *name;
    ktorch_tensor t;
    ktorch_qtensor q;
    int quant;
} conv_item;

/* The selected entries (names[0..nnames), else all) of an open file. */
static int conv_select(const char *path, int count, const char *(*name_at)(const void *, int), int (*has)(const void *, const char *),
                       const void *file, const char **names, int nnames, const char ***sel, int *nsel) {
    int i;
    *nsel = nnames ? nnames : count;
    if (!(*sel = (const char **)malloc((size_t)(*nsel ? *nsel : 1) * sizeof **sel))) {
        cli_msg("out of memory");
        return 0;
    }
    for (i = 0; i < *nsel; i++) {
        (*sel)[i] = nnames ? names[i] : name_at(file, i);
        if (nnames && !has(file, names[i])) {
            cli_msg("'%s' has no tensor '%s' (ktorch inspect lists them)", path, names[i]);
            return 0;
        }
    }
    return 1;
}
/* The file's stem: "dir/x.npy" -> "x" (into buf of cap bytes). */
static const char *conv_stem(const char *path, char *buf, size_t cap) {
    const char *b = strrchr(path, '/'), *dot;
    size_t n;
    b = b ? b + 1 : path;
    dot = strrchr(b, '.');
    n = dot ? (size_t)(dot - b) : strlen(b);
    if (n >= cap) n = cap - 1;
    memcpy(buf, b, n);
    buf[n] = '\0';
    return buf;
}

static int cmd_convert(int argc, char **argv) {
    const char *in = NULL, *out = NULL, *to = NULL, *v, *spec_name = NULL, **names = NULL, **sel = NULL;
    char path[4096], stem[256], *st_text = NULL;
    ktorch_dtype dt = KTORCH_F32;
    ktorch_context *ctx = NULL;
    ktorch_safetensors *st = NULL;
    ktorch_gguf *g = NULL;
    conv_item *items = NULL;
    ktorch_safetensors_meta *smeta = NULL;
    ktorch_gguf_kv *gmeta = NULL;
    const char *dropped = NULL, *why = "";
    conv_pair *st_pairs = NULL;
    struct stat sin, sout;
    int i, j, rc = CLI_USAGE, nnames = 0, nsel = 0, nitems = 0, ik, ok, nst_pairs = 0, nmeta = 0, ndropped = 0, nquant = 0;
    if (cli_wants_help(argc, argv)) return cli_help(usage_convert);
    if (!(names = (const char **)malloc((size_t)argc * sizeof *names))) {
        cli_msg("out of memory");
        return CLI_FAIL;
    }
    for (i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-o") == 0 || strcmp(a, "--to") == 0 || strcmp(a, "--name") == 0) {
            if (!(v = cli_val(argc, argv, &i))) goto done;
            if (a[1] == 'o' || a[2] == 't') {
                if (a[1] == 'o' ? out != NULL : to != NULL) {
                    cli_msg("%s given twice", a);
                    goto done;
                }
                if (a[1] == 'o') out = v;
                else to = v;
            } else {
                for (j = 0; j < nnames && strcmp(names[j], v) != 0; j++) {}
                if (!*v) {
                    cli_msg("--name needs a tensor name");
                    goto done;
                }
                if (j < nnames) {
                    cli_msg("--name '%s' given twice", v);
                    goto done;
                }
                names[nnames++] = v;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            cli_msg("unknown option '%s'", a);
            goto done;
        } else if (!in) in = a;
        else {
            cli_msg("more than one input ('%s', '%s')", in, a);
            goto done;
        }
    }
    if (!in || !out) {
        cli_msg("needs an input and -o OUT (ktorch convert --help)");
        goto done;
    }
    if (to && !cli_dtype_opt("--to", to, 0, &dt)) goto done;
    if (strlen(in) >= sizeof path) {
        cli_msg("input: path longer than %d bytes", (int)sizeof path - 1);
        goto done;
    }
    ik = conv_spec(in, path, &spec_name);
    if (ik == CONV_NONE) {
        cli_msg("the input must be FILE.npy, FILE.safetensors[:NAME] or FILE.gguf[:NAME] (got '%s')", in);
        goto done;
    }
    if (conv_kind(out, strlen(out)) == CONV_NONE) {
        cli_msg("-o must name a .npy, .safetensors or .gguf file (got '%s')", out);
        goto done;
    }
    if (spec_name) {
        if (nnames) {
            cli_msg("name the tensors as %s:NAME or with --name, not both", path);
            goto done;
        }
        if (!*spec_name) {
            cli_msg("'%s' names no tensor after ':'", in);
            goto done;
        }
        names[nnames++] = spec_name;
    }
    if (ik == CONV_NPY && nnames > 1) {
        cli_msg("a .npy holds one tensor: give at most one --name");
        goto done;
    }
    if (stat(out, &sout) == 0 && stat(path, &sin) == 0 && sin.st_dev == sout.st_dev && sin.st_ino == sout.st_ino) {
        cli_msg("-o names the input file '%s'", path);
        goto done;
    }
    rc = CLI_FAIL;
    if (!cli_check_file("input", path)) goto done;
    if ((rc = cli_context(NULL, &ctx)) != CLI_OK) goto done;
    rc = CLI_FAIL;
    if (ik == CONV_ST) {
        if (ktorch_safetensors_open(ctx, path, &st) != KTORCH_OK) {
            cli_lib(NULL);
            goto done;
        }
        if (!conv_st_meta(path, &st_text, &st_pairs, &nst_pairs)) goto done;
    } else if (ik == CONV_GGUF && ktorch_gguf_open(ctx, path, &g) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    /* npy files and ktorch quantize's files hold one tensor, which --name names */
    if (ik == CONV_NPY || (st && ktorch_safetensors_metadata(st, "ktorch.format"))) {
        if (nnames > 1 || spec_name) {
            cli_msg("'%s' holds one %stensor: give at most one --name, which names it", path, st ? "quantized " : "");
            rc = CLI_USAGE;
            goto done;
        }
        if (nnames && conv_kind(out, strlen(out)) == CONV_NPY) {
            cli_msg("--name names the tensor in a .safetensors or .gguf output; a .npy has no names");
            rc = CLI_USAGE;
            goto done;
        }
        if (!(items = (conv_item *)calloc(1, sizeof *items))) goto oom;
        nitems = 1;
        items[0].name = nnames ? names[0] : conv_stem(path, stem, sizeof stem);
        if (st) {
            if (!quant_read(ctx, st, path, &items[0].q)) goto done;
            items[0].quant = 1;
        } else if (ktorch_npy_load(ctx, path, ktorch_cpu(), &items[0].t) != KTORCH_OK) {
            cli_lib(NULL);
            goto done;
        }
    } else {
        if (st ? !conv_select(path, ktorch_safetensors_count(st), conv_st_name_at, conv_st_has, st, names, nnames, &sel, &nsel)
               : !conv_select(path, ktorch_gguf_count(g), conv_gguf_name_at, conv_gguf_has, g, names, nnames, &sel, &nsel))
            goto done;
        if (!(items = (conv_item *)calloc((size_t)(nsel ? nsel : 1), sizeof *items))) goto oom;
        for (i = 0; i < nsel; i++, nitems++) {
            conv_item *it = &items[i];
            ktorch_status s;
            it->name = sel[i];
            if (st) {
                const ktorch_safetensors_entry *en = ktorch_safetensors_find(st, sel[i]);
                if (!en->loadable) {
                    cli_msg("'%s': tensor '%s' (%s, %d dims) cannot be loaded: %s (leave it out with --name)", path, en->name, en->file_dtype,
                            en->file_ndim, en->file_ndim > KTORCH_MAX_DIMS ? "more dims than ktorch holds" : "a dtype ktorch does not know");
                    goto done;
                }
                s = ktorch_safetensors_load(ctx, st, sel[i], ktorch_cpu(), &it->t);
            } else {
                if (!cli_gguf_read(ctx, NULL, path, g, sel[i], " (leave it out with --name)", &it->t, &it->q, &it->quant)) goto done;
                continue;
            }
            if (s != KTORCH_OK) {
                cli_lib(NULL);
                goto done;
            }
        }
    }
    /* --to: float tensors only; quantized and integer ones as they are */
    for (i = 0; to && i < nitems; i++) {
        ktorch_tensor c;
        memset(&c, 0, sizeof c);
        if (items[i].quant || items[i].t.dtype == dt || !(cli_float_dtype(items[i].t.dtype) || items[i].t.dtype == KTORCH_F64)) continue;
        if (ktorch_tensor_create(ctx, dt, items[i].t.ndim, items[i].t.shape, ktorch_cpu(), &c) != KTORCH_OK ||
            ktorch_tensor_copy(ctx, &c, &items[i].t, NULL) != KTORCH_OK) {
            cli_lib(items[i].name);
            ktorch_tensor_free(ctx, &c);
            goto done;
        }
        ktorch_tensor_free(ctx, &items[i].t);
        items[i].t = c;
    }
    for (i = 0; i < nitems; i++) nquant += items[i].quant;
    /* metadata: what the output has a place for */
    if (!(smeta = (ktorch_safetensors_meta *)calloc((size_t)nst_pairs + (g ? (size_t)ktorch_gguf_meta_count(g) : 0) + 1, sizeof *smeta)) ||
        !(gmeta = (ktorch_gguf_kv *)calloc((size_t)nst_pairs + (g ? (size_t)ktorch_gguf_meta_count(g) : 0) + 1, sizeof *gmeta)))
        goto oom;
    ik = conv_kind(out, strlen(out));
    if (st) {
        for (i = 0; i < nst_pairs; i++) {
            const char *k = st_pairs[i].key, *val = st_pairs[i].value;
            if (quant_is_layout_key(k)) continue;
            if (ik == CONV_NPY) { dropped = dropped ? dropped : k; ndropped++; why = ".npy has no metadata"; continue; }
            smeta[nmeta].key = gmeta[nmeta].key = k;
            smeta[nmeta].value = gmeta[nmeta].string = val;
            gmeta[nmeta].type = KTORCH_GGUF_VALUE_STRING;
            gmeta[nmeta++].count = strlen(val);
        }
    }
    for (i = 0; g && i < ktorch_gguf_meta_count(g); i++) {
        const ktorch_gguf_kv *kv = ktorch_gguf_meta_at(g, i);
        if (strcmp(kv->key, "general.alignment") == 0) continue; /* the writer's own */
        if (ik == CONV_NPY || (ik == CONV_ST && kv->type != KTORCH_GGUF_VALUE_STRING) ||
            (ik == CONV_GGUF && kv->type == KTORCH_GGUF_VALUE_ARRAY && kv->array_type == KTORCH_GGUF_VALUE_STRING)) {
            dropped = dropped ? dropped : kv->key;
            ndropped++;
            why = ik == CONV_NPY ? ".npy has no metadata" : ik == CONV_ST ? "safetensors metadata holds strings only" : "arrays of strings are not written";
            continue;
        }
        if (ik == CONV_ST && quant_is_layout_key(kv->key)) continue;
        smeta[nmeta].key = kv->key;
        smeta[nmeta].value = kv->string;
        gmeta[nmeta++] = *kv;
    }
    if (ik == CONV_NPY) {
        if (nitems != 1) {
            cli_msg("'%s' holds %d tensors and a .npy one: name it as %s:NAME or with --name", path, nitems, path);
            goto done;
        }
        if (items[0].quant) {
            cli_msg("'%s' is %s, which a .npy cannot hold (ktorch dequantize or a .safetensors output keeps it)", items[0].name,
                    ktorch_quant_format_name(items[0].q.format));
            goto done;
        }
        ok = ktorch_npy_save(ctx, out, &items[0].t) == KTORCH_OK;
        if (!ok) cli_lib("-o");
    } else if (ik == CONV_ST && nquant) {
        if (nitems != 1) {
            for (i = 0; !items[i].quant; i++) {}
            cli_msg("'%s' is %s: ktorch's quantized safetensors layout holds one quantized tensor per file (select it with --name)", items[i].name,
                    ktorch_quant_format_name(items[i].q.format));
            goto done;
        }
        ok = quant_write(ctx, out, &items[0].q, smeta, nmeta);
    } else if (ik == CONV_ST) {
        ktorch_safetensors_item *si = (ktorch_safetensors_item *)calloc((size_t)(nitems ? nitems : 1), sizeof *si);
        if (!si) goto oom;
        for (i = 0; i < nitems; i++) {
            si[i].name = items[i].name;
            si[i].tensor = &items[i].t;
        }
        ok = ktorch_safetensors_save(ctx, out, si, nitems, smeta, nmeta) == KTORCH_OK;
        free(si);
        if (!ok) cli_lib("-o");
    } else {
        ktorch_gguf_item *gi;
        for (i = 0; i < nitems; i++) {
            ktorch_dtype d = items[i].t.dtype;
            ktorch_quant_format f = items[i].q.format;
            if (!items[i].quant && d != KTORCH_F32 && d != KTORCH_F16 && d != KTORCH_BF16) {
                cli_msg("'%s' is %s: GGUF holds f32, f16 and bf16 tensors%s", items[i].name, ktorch_dtype_name(d),
                        cli_float_dtype(d) || d == KTORCH_F64 ? " (--to converts it)" : " (leave it out with --name)");
                goto done;
            }
            if (items[i].quant && f != KTORCH_QUANT_Q8_0 && f != KTORCH_QUANT_Q4_0 && f != KTORCH_QUANT_MXFP4) {
                cli_msg("'%s' is %s: GGUF holds q8_0, q4_0 and mxfp4 quantized tensors", items[i].name, ktorch_quant_format_name(f));
                goto done;
            }
        }
        if (!(gi = (ktorch_gguf_item *)calloc((size_t)(nitems ? nitems : 1), sizeof *gi))) goto oom;
        for (i = 0; i < nitems; i++) {
            gi[i].name = items[i].name;
            if (items[i].quant) gi[i].qtensor = &items[i].q;
            else gi[i].tensor = &items[i].t;
        }
        ok = ktorch_gguf_save(ctx, out, gi, nitems, gmeta, nmeta) == KTORCH_OK;
        free(gi);
        if (!ok) cli_lib("-o");
    }
    if (ok) {
        rc = CLI_OK;
        if (ndropped) cli_msg("note: %d metadata key%s dropped (%s), '%s' first", ndropped, ndropped == 1 ? "" : "s", why, dropped);
    }
    goto done;
oom:
    cli_msg("out of memory");
    rc = CLI_FAIL;
done:
    for (i = 0; i < nitems; i++) {
        ktorch_tensor_free(ctx, &items[i].t);
        ktorch_qtensor_free(ctx, &items[i].q);
    }
    free(items);
    free(smeta);
    free(gmeta);
    free(sel);
    free(names);
    free(st_text);
    free(st_pairs);
    if (st) ktorch_safetensors_close(st);
    if (g) ktorch_gguf_close(g);
    ktorch_context_destroy(ctx);
    return rc;
}

/* ---- attention --------------------------------------------------------------- */
/* An input on the host, 4-D and float; bnhd files are viewed as [B,H,N,D]. */
static int attn_load(ktorch_context *ctx, const char *what, const char *path, int bnhd, ktorch_tensor *file, ktorch_tensor *view) {
    static const int perm[4] = {0, 2, 1, 3};
    char shape[128];
    if (!cli_load(ctx, what, path, file)) return 0;
    cli_shape(file, shape, sizeof shape);
    if (!cli_float_dtype(file->dtype)) {
        cli_msg("%s: '%s' holds %s; attention takes f32, f16, bf16 or fp8 (read as f32)", what, path, ktorch_dtype_name(file->dtype));
        return 0;
    }
    if (file->ndim != 4) {
        cli_msg("%s: '%s' must be 4-D [%s], got %d-D [%s]", what, path, bnhd ? "B,N,H,D" : "B,H,N,D", file->ndim, shape);
        return 0;
    }
    if (bnhd) ktorch_tensor_permute(file, perm, view);
    else *view = *file;
    return 1;
}
/* A mask or block mask file viewed as 4-D: [R,C] becomes [1,1,R,C]. */
static int attn_load_mask(ktorch_context *ctx, const char *what, const char *path, int64_t rows, int64_t cols, ktorch_tensor *file,
                          ktorch_tensor *view) {
    char shape[128];
    if (!cli_load(ctx, what, path, file)) return 0;
    cli_shape(file, shape, sizeof shape);
    if ((file->ndim != 2 && file->ndim != 4) || file->shape[file->ndim - 2] != rows || file->shape[file->ndim - 1] != cols) {
        cli_msg("%s: '%s' must be [%lld,%lld] or [B|1,Hq|1,%lld,%lld], got [%s]", what, path, (long long)rows, (long long)cols, (long long)rows,
                (long long)cols, shape);
        return 0;
    }
    *view = *file;
    if (file->ndim == 2) {
        int64_t s4[4];
        s4[0] = 1; s4[1] = 1; s4[2] = rows; s4[3] = cols;
        ktorch_tensor_reshape(file, 4, s4, view);
    }
    return 1;
}

typedef struct attn_opts {
    const char *q, *k, *v, *o, *mask, *layout, *variant, *backend, *dtype, *out_dtype;
    const char *dilated, *dilated_mode, *block_mask, *sparse, *grad_out, *grads;
    int64_t window, window_left, window_right, block_size, chunk, threads;
    int have_window, have_left, have_right, have_seed, have_threads;
    uint64_t seed;
    double density;
} attn_opts;

static const char *const attn_patterns[] = {"random", "local", "dilated", "global_local", "strided", "bigbird", "topk"};

static int attn_parse(int argc, char **argv, attn_opts *o, ktorch_attention_params *params) {
    int i;
    double x;
    for (i = 2; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--causal") == 0) {
            params->causal = 1;
            continue;
        }
        if (a[0] != '-' || a[1] == '\0') {
            cli_msg("unexpected argument '%s' (inputs are given as --q, --k, --v)", a);
            return 0;
        }
        if (strcmp(a, "--q") && strcmp(a, "--k") && strcmp(a, "--v") && strcmp(a, "-o") && strcmp(a, "--mask") && strcmp(a, "--layout") &&
            strcmp(a, "--variant") && strcmp(a, "--backend") && strcmp(a, "--dtype") && strcmp(a, "--out-dtype") && strcmp(a, "--dilated") &&
            strcmp(a, "--dilated-mode") && strcmp(a, "--block-mask") && strcmp(a, "--sparse") && strcmp(a, "--block-size") &&
            strcmp(a, "--density") && strcmp(a, "--seed") && strcmp(a, "--chunk") && strcmp(a, "--window") && strcmp(a, "--window-left") &&
            strcmp(a, "--window-right") && strcmp(a, "--scale") && strcmp(a, "--softcap") && strcmp(a, "--threads") && strcmp(a, "--grad-out") &&
            strcmp(a, "--grads")) {
            cli_msg("unknown option '%s'", a);
            return 0;
        }
        if (!(v = cli_val(argc, argv, &i))) return 0;
        if (strcmp(a, "--q") == 0) o->q = v;
        else if (strcmp(a, "--k") == 0) o->k = v;
        else if (strcmp(a, "--v") == 0) o->v = v;
        else if (strcmp(a, "-o") == 0) o->o = v;
        else if (strcmp(a, "--mask") == 0) o->mask = v;
        else if (strcmp(a, "--layout") == 0) o->layout = v;
        else if (strcmp(a, "--variant") == 0) o->variant = v;
        else if (strcmp(a, "--backend") == 0) o->backend = v;
        else if (strcmp(a, "--dtype") == 0) o->dtype = v;
        else if (strcmp(a, "--out-dtype") == 0) o->out_dtype = v;
        else if (strcmp(a, "--dilated") == 0) o->dilated = v;
        else if (strcmp(a, "--dilated-mode") == 0) o->dilated_mode = v;
        else if (strcmp(a, "--block-mask") == 0) o->block_mask = v;
        else if (strcmp(a, "--sparse") == 0) o->sparse = v;
        else if (strcmp(a, "--grad-out") == 0) o->grad_out = v;
        else if (strcmp(a, "--grads") == 0) o->grads = v;
        else if (strcmp(a, "--block-size") == 0) {
            if (!cli_int(a, v, 1, INT64_MAX, &o->block_size)) return 0;
        } else if (strcmp(a, "--chunk") == 0) {
            if (!cli_int(a, v, 1, INT64_MAX, &o->chunk)) return 0;
        } else if (strcmp(a, "--window") == 0) {
            if (!cli_int(a, v, 1, INT64_MAX, &o->window)) return 0;
            o->have_window = 1;
        } else if (strcmp(a, "--window-left") == 0) {
            if (!cli_int(a, v, 0, INT64_MAX, &o->window_left)) return 0;
            o->have_left = 1;
        } else if (strcmp(a, "--window-right") == 0) {
            if (!cli_int(a, v, 0, INT64_MAX, &o->window_right)) return 0;
            o->have_right = 1;
        } else if (strcmp(a, "--threads") == 0) {
            if (!cli_int(a, v, 1, 1024, &o->threads)) return 0;
            o->have_threads = 1;
        } else if (strcmp(a, "--seed") == 0) {
            if (!cli_u64(a, v, &o->seed)) return 0;
            o->have_seed = 1;
        } else if (strcmp(a, "--density") == 0) {
            if (!cli_num(a, v, 0, 1, 1, "a number in (0, 1]", &o->density)) return 0;
        } else if (strcmp(a, "--scale") == 0) {
            if (!cli_num(a, v, -FLT_MAX, FLT_MAX, 1, "a finite nonzero number within f32 range", &x)) return 0;
            params->scale = (float)x;
        } else {
            if (!cli_num(a, v, 0, FLT_MAX, 1, "a finite number > 0 within f32 range", &x)) return 0;
            params->softcap = (float)x;
        }
    }
    return 1;
}

/* The combinations that would otherwise be ignored or ambiguous. */
static int attn_check(attn_opts *o, ktorch_attention_params *params, ktorch_dilated_params *dp, int64_t *segs, int64_t *rates) {
    int nvariants = (o->dilated != NULL) + (o->block_mask != NULL) + (o->sparse != NULL) + (o->chunk != 0), j;
    if (!o->q || !o->k || !o->v || !o->o) {
        cli_msg("needs --q Q --k K --v V -o OUT (ktorch attention --help)");
        return 0;
    }
    if (nvariants > 1) {
        cli_msg("--dilated, --block-mask, --sparse and --chunk exclude each other");
        return 0;
    }
    if (!o->grad_out != !o->grads) {
        cli_msg("--grad-out DO and --grads DQ,DK,DV go together");
        return 0;
    }
    if (o->grad_out && o->dilated && o->dilated_mode && strcmp(o->dilated_mode, "groups") == 0) {
        cli_msg("--grad-out with --dilated needs --dilated-mode longnet (groups saves no LSE)");
        return 0;
    }
    if (o->have_window && (o->have_left || o->have_right)) {
        cli_msg("--window W is --window-left W-1 --window-right 0: give one or the other");
        return 0;
    }
    if (params->causal && o->have_right) {
        cli_msg("--causal is --window-right 0: give one or the other");
        return 0;
    }
    if (o->have_window) {
        params->window_flags = KTORCH_WINDOW_LEFT | KTORCH_WINDOW_RIGHT;
        params->window_left = o->window - 1;
        params->window_right = 0;
    }
    if (o->have_left) {
        params->window_flags |= KTORCH_WINDOW_LEFT;
        params->window_left = o->window_left;
    }
    if (o->have_right) {
        params->window_flags |= KTORCH_WINDOW_RIGHT;
        params->window_right = o->window_right;
    }
    if (o->dilated_mode && !o->dilated) {
        cli_msg("--dilated-mode needs --dilated");
        return 0;
    }
    if (o->density != 0 && !o->sparse) {
        cli_msg("--density needs --sparse");
        return 0;
    }
    if (o->block_size && !o->sparse && !o->block_mask) {
        cli_msg("--block-size needs --block-mask or --sparse");
        return 0;
    }
    if (o->have_seed && !(o->sparse && (strcmp(o->sparse, "random") == 0 || strcmp(o->sparse, "bigbird") == 0))) {
        cli_msg("--seed applies to --sparse random and --sparse bigbird only");
        return 0;
    }
    if (o->block_mask && !o->block_size) {
        cli_msg("--block-mask needs --block-size");
        return 0;
    }
    if (o->sparse) {
        for (j = 0; j < 7 && strcmp(o->sparse, attn_patterns[j]) != 0; j++) {}
        if (j == 7) {
            cli_msg("--sparse must be random, local, dilated, global_local, strided, bigbird or topk (got '%s')", o->sparse);
            return 0;
        }
        if (o->density == 0) {
            cli_msg("--sparse needs --density");
            return 0;
        }
        if (!o->block_size) o->block_size = 64;
    }
    if (strcmp(o->layout, "bhnd") != 0 && strcmp(o->layout, "bnhd") != 0) {
        cli_msg("--layout must be bhnd or bnhd (got '%s')", o->layout);
        return 0;
    }
    if (o->variant) {
        if (strcmp(o->variant, "reference") != 0 && strcmp(o->variant, "flash") != 0) {
            cli_msg("--variant must be reference or flash (got '%s')", o->variant);
            return 0;
        }
        params->variant = o->variant[0] == 'r' ? KTORCH_ATTENTION_REFERENCE : KTORCH_ATTENTION_FLASH;
    }
    if (o->have_threads && strncmp(o->backend, "cpu", 3) != 0) {
        cli_msg("--threads applies to the cpu backend only");
        return 0;
    }
    if (o->dilated) {
        const char *c = o->dilated, *mode = o->dilated_mode ? o->dilated_mode : "longnet";
        int trailing = 0;
        if (strcmp(mode, "longnet") != 0 && strcmp(mode, "groups") != 0) {
            cli_msg("--dilated-mode must be longnet or groups (got '%s')", mode);
            return 0;
        }
        dp->mode = mode[0] == 'g' ? KTORCH_DILATED_GROUPS : KTORCH_DILATED_LONGNET;
        /* "w:r" pairs of positive integers separated by single commas */
        while (*c && dp->count < 64) {
            const char *colon = strchr(c, ':'), *comma;
            char buf[2][24];
            size_t lw, lr;
            if (!colon) break;
            comma = strchr(colon, ',');
            lw = (size_t)(colon - c);
            lr = comma ? (size_t)(comma - colon - 1) : strlen(colon + 1);
            if (lw == 0 || lr == 0 || lw >= sizeof buf[0] || lr >= sizeof buf[1]) break;
            memcpy(buf[0], c, lw); buf[0][lw] = '\0';
            memcpy(buf[1], colon + 1, lr); buf[1][lr] = '\0';
            if (!cli_digits(buf[0]) || !cli_digits(buf[1])) break;
            errno = 0;
            segs[dp->count] = strtoll(buf[0], NULL, 10);
            rates[dp->count] = strtoll(buf[1], NULL, 10);
            if (errno || segs[dp->count] < 1 || rates[dp->count] < 1) break;
            dp->count++;
            c = comma ? comma + 1 : colon + 1 + lr;
            if (comma && !*c) trailing = 1;
        }
        if (*c || trailing || dp->count == 0) {
            cli_msg("--dilated must be a list \"w1:r1,w2:r2,...\" of positive integers (up to 64 pairs; got '%s')", o->dilated);
            return 0;
        }
        dp->segment = segs;
        dp->dilation = rates;
    }
    return 1;
}

/* A result in the layout of the inputs (bnhd: [B,N,H,D] on file), as odt. */
static int attn_save(ktorch_context *ctx, const char *path, const ktorch_tensor *t, int bnhd, ktorch_dtype odt) {
    static const int perm[4] = {0, 2, 1, 3};
    ktorch_tensor ho, hov;
    int64_t hs[4];
    int ok = 0;
    if (!bnhd) return cli_save_from(ctx, path, t, odt);
    hs[0] = t->shape[0]; hs[1] = t->shape[2]; hs[2] = t->shape[1]; hs[3] = t->shape[3];
    memset(&ho, 0, sizeof ho);
    if (ktorch_tensor_create(ctx, odt, 4, hs, ktorch_cpu(), &ho) != KTORCH_OK || ktorch_tensor_permute(&ho, perm, &hov) != KTORCH_OK ||
        ktorch_tensor_copy(ctx, &hov, t, NULL) != KTORCH_OK)
        cli_lib(NULL);
    else ok = cli_save(ctx, path, &ho);
    ktorch_tensor_free(ctx, &ho);
    return ok;
}

/* --grad-out/--grads: the backward of the forward just run (the variant
   of sp, dp or o->chunk when set), whose LSE params->lse holds; the
   gradients are written as odt. */
static int attn_backward(ktorch_context *ctx, const attn_opts *o, ktorch_attention_params *params, ktorch_device dev, ktorch_dtype dt,
                         ktorch_dtype odt, int bnhd, const ktorch_tensor *q, const ktorch_tensor *k, const ktorch_tensor *v,
                         const ktorch_tensor *out, const ktorch_block_sparse_params *sp, const ktorch_dilated_params *dp) {
    ktorch_status st;
    ktorch_tensor fg, g, tg, grad[3], *lse = params->lse;
    const ktorch_tensor *dg, *in[3];
    size_t n = strlen(o->grads);
    char *paths = (char *)malloc(n + 1), *p[3];
    int i, ok = 0;
    memset(&fg, 0, sizeof fg);
    memset(&tg, 0, sizeof tg);
    memset(grad, 0, sizeof grad);
    if (!paths) {
        cli_msg("out of memory");
        return 0;
    }
    memcpy(paths, o->grads, n + 1);
    p[0] = paths;
    p[1] = strchr(p[0], ',');
    p[2] = p[1] ? strchr(p[1] + 1, ',') : NULL;
    if (p[2]) {
        *p[1]++ = '\0';
        *p[2]++ = '\0';
    }
    if (!p[2] || strchr(p[2], ',') || !*p[0] || !*p[1] || !*p[2]) {
        cli_msg("--grads must be three paths DQ,DK,DV (got '%s')", o->grads);
        goto out;
    }
    if (!attn_load(ctx, "--grad-out", o->grad_out, bnhd, &fg, &g)) goto out;
    if (!(dg = cli_on(ctx, &g, dev, dt, &tg))) {
        cli_lib("--grad-out");
        goto out;
    }
    in[0] = q; in[1] = k; in[2] = v;
    for (i = 0; i < 3; i++)
        if (ktorch_tensor_create(ctx, cli_is_cpu(dev) ? odt : dt, 4, in[i]->shape, dev, &grad[i]) != KTORCH_OK) {
            cli_lib(NULL);
            goto out;
        }
    params->lse = NULL;
    if (sp) st = ktorch_attention_block_sparse_backward(ctx, q, k, v, out, lse, dg, &grad[0], &grad[1], &grad[2], params, sp);
    else if (dp) st = ktorch_attention_dilated_backward(ctx, q, k, v, out, lse, dg, &grad[0], &grad[1], &grad[2], params, dp);
    else if (o->chunk) st = ktorch_attention_chunked_backward(ctx, q, k, v, out, lse, dg, &grad[0], &grad[1], &grad[2], params, o->chunk, o->chunk);
    else st = ktorch_attention_backward(ctx, q, k, v, out, lse, dg, &grad[0], &grad[1], &grad[2], params);
    if (st != KTORCH_OK || ktorch_synchronize(ctx, dev) != KTORCH_OK) {
        cli_lib(NULL);
        goto out;
    }
    for (i = 0; i < 3; i++)
        if (!attn_save(ctx, p[i], &grad[i], bnhd, odt)) goto out;
    ok = 1;
out:
    for (i = 0; i < 3; i++) ktorch_tensor_free(ctx, &grad[i]);
    ktorch_tensor_free(ctx, &tg);
    ktorch_tensor_free(ctx, &fg);
    free(paths);
    return ok;
}

static int cmd_attention(int argc, char **argv) {
    attn_opts o;
    ktorch_attention_params params;
    ktorch_dilated_params dparams;
    ktorch_context_desc desc;
    ktorch_context *ctx = NULL;
    ktorch_device dev;
    ktorch_dtype dt = KTORCH_F32, odt = KTORCH_F32;
    ktorch_tensor fq, fk, fv, fm, fbm, q, k, v, m, bm, tq, tk, tv, tm, tbm, dout, lse;
    const ktorch_tensor *dq, *dk, *dv, *dm = NULL, *dbm = NULL;
    ktorch_block_sparse_params sp;
    int64_t oshape[4], segs[64], rates[64];
    int bnhd, rc;
    ktorch_status st = KTORCH_OK;
    if (cli_wants_help(argc, argv)) return cli_help(usage_attention);
    memset(&o, 0, sizeof o);
    memset(&params, 0, sizeof params);
    memset(&dparams, 0, sizeof dparams);
    memset(&desc, 0, sizeof desc);
    o.layout = "bhnd";
    o.backend = "cpu";
    if (!attn_parse(argc, argv, &o, &params) || !attn_check(&o, &params, &dparams, segs, rates)) return CLI_USAGE;
    bnhd = o.layout[1] == 'n';
    if (o.dtype && !cli_dtype_opt("--dtype", o.dtype, 0, &dt)) return CLI_USAGE;
    if (o.out_dtype && !cli_dtype_opt("--out-dtype", o.out_dtype, 0, &odt)) return CLI_USAGE;
    desc.num_threads = (int)o.threads;
    if ((rc = cli_context(&desc, &ctx)) != CLI_OK) return rc;
    memset(&fq, 0, sizeof fq); memset(&fk, 0, sizeof fk); memset(&fv, 0, sizeof fv);
    memset(&fm, 0, sizeof fm); memset(&fbm, 0, sizeof fbm); memset(&dout, 0, sizeof dout); memset(&lse, 0, sizeof lse);
    memset(&tq, 0, sizeof tq); memset(&tk, 0, sizeof tk); memset(&tv, 0, sizeof tv); memset(&tm, 0, sizeof tm); memset(&tbm, 0, sizeof tbm);
    if ((rc = cli_device(ctx, o.backend, &dev)) != CLI_OK) goto done;
    rc = CLI_FAIL;
    if (!attn_load(ctx, "--q", o.q, bnhd, &fq, &q) || !attn_load(ctx, "--k", o.k, bnhd, &fk, &k) || !attn_load(ctx, "--v", o.v, bnhd, &fv, &v))
        goto done;
    if (!o.dtype) dt = q.dtype == KTORCH_FP8_E4M3 || q.dtype == KTORCH_FP8_E5M2 ? KTORCH_F32 : q.dtype;
    if (!o.out_dtype) odt = dt;
    if (!(dq = cli_on(ctx, &q, dev, dt, &tq)) || !(dk = cli_on(ctx, &k, dev, dt, &tk)) || !(dv = cli_on(ctx, &v, dev, dt, &tv))) {
        cli_lib(NULL);
        goto done;
    }
    if (o.mask) {
        if (!attn_load_mask(ctx, "--mask", o.mask, q.shape[2], k.shape[2], &fm, &m)) goto done;
        if (!(dm = cli_on(ctx, &m, dev, m.dtype, &tm))) {
            cli_lib("--mask");
            goto done;
        }
        params.mask = dm;
    }
    oshape[0] = q.shape[0];
    oshape[1] = q.shape[1];
    oshape[2] = q.shape[2];
    oshape[3] = v.shape[3];
    /* device kernels write their input dtype; the copy back converts */
    if (ktorch_tensor_create(ctx, cli_is_cpu(dev) ? odt : dt, 4, oshape, dev, &dout) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    if (o.grad_out) { /* the backward recomputes the softmax from the forward's LSE */
        if (ktorch_tensor_create(ctx, KTORCH_F32, 3, oshape, dev, &lse) != KTORCH_OK) {
            cli_lib(NULL);
            goto done;
        }
        params.lse = &lse;
    }
    memset(&sp, 0, sizeof sp);
    if (o.block_mask || o.sparse) {
        int64_t qb = (q.shape[2] + o.block_size - 1) / o.block_size, kb = (k.shape[2] + o.block_size - 1) / o.block_size;
        if (o.block_mask) {
            if (!attn_load_mask(ctx, "--block-mask", o.block_mask, qb, kb, &fbm, &bm)) goto done;
            dbm = cli_on(ctx, &bm, dev, bm.dtype, &tbm);
        } else if (strcmp(o.sparse, "topk") == 0) {
            int64_t s4[4];
            s4[0] = q.shape[0]; s4[1] = q.shape[1]; s4[2] = qb; s4[3] = kb;
            if ((st = ktorch_tensor_create(ctx, KTORCH_U8, 4, s4, dev, &tbm)) == KTORCH_OK)
                st = ktorch_block_mask_topk(ctx, dq, dk, o.block_size, o.block_size, o.density, params.causal, &tbm);
            dbm = st == KTORCH_OK ? &tbm : NULL;
        } else { /* the builders run on the host */
            ktorch_block_mask_desc bd;
            int64_t s4[4];
            int j;
            for (j = 0; strcmp(o.sparse, attn_patterns[j]) != 0; j++) {}
            memset(&bd, 0, sizeof bd);
            bd.pattern = (ktorch_block_pattern)j;
            bd.density = o.density;
            bd.seed = o.seed;
            bd.causal = params.causal;
            s4[0] = 1; s4[1] = 1; s4[2] = qb; s4[3] = kb;
            if ((st = ktorch_tensor_create(ctx, KTORCH_U8, 4, s4, ktorch_cpu(), &fbm)) == KTORCH_OK) st = ktorch_block_mask_build(ctx, &bd, &fbm);
            dbm = st == KTORCH_OK ? cli_on(ctx, &fbm, dev, fbm.dtype, &tbm) : NULL;
        }
        if (!dbm) {
            cli_lib(o.block_mask ? "--block-mask" : "--sparse");
            goto done;
        }
        sp.block_mask = dbm;
        sp.block_q = sp.block_k = o.block_size;
        st = ktorch_attention_block_sparse(ctx, dq, dk, dv, &dout, &params, &sp);
    } else if (o.dilated) st = ktorch_attention_dilated(ctx, dq, dk, dv, &dout, &params, &dparams);
    else if (o.chunk) st = ktorch_attention_chunked(ctx, dq, dk, dv, &dout, &params, o.chunk, o.chunk);
    else st = ktorch_attention(ctx, dq, dk, dv, &dout, &params);
    if (st != KTORCH_OK || ktorch_synchronize(ctx, dev) != KTORCH_OK) {
        cli_lib(NULL);
        goto done;
    }
    if (o.grad_out && !attn_backward(ctx, &o, &params, dev, dt, odt, bnhd, dq, dk, dv, &dout, sp.block_mask ? &sp : NULL, o.dilated ? &dparams : NULL))
        goto done;
    /* the output takes the layout of the inputs */
    if (attn_save(ctx, o.o, &dout, bnhd, odt)) rc = CLI_OK;
done:
    ktorch_tensor_free(ctx, &lse);
    ktorch_tensor_free(ctx, &dout);
    ktorch_tensor_free(ctx, &tbm);
    ktorch_tensor_free(ctx, &tm);
    ktorch_tensor_free(ctx, &tv);
    ktorch_tensor_free(ctx, &tk);
    ktorch_tensor_free(ctx, &tq);
    ktorch_tensor_free(ctx, &fbm);
    ktorch_tensor_free(ctx, &fm);
    ktorch_tensor_free(ctx, &fv);
    ktorch_tensor_free(ctx, &fk);
    ktorch_tensor_free(ctx, &fq);
    ktorch_context_destroy(ctx);
    return rc;
}

/* ---- bench: the backend is checked here so that an absent one has the
   common exit status and message ------------------------------------------- */
static int cmd_bench_checked(int argc, char **argv) {
    int i;
    if (cli_wants_help(argc, argv)) return cmd_bench(argc, argv);
    for (i = 2; i + 1 < argc; i++) {
        ktorch_context *ctx = NULL;
        ktorch_device dev;
        int rc;
        if (strcmp(argv[i], "--backend") != 0) continue;
        if (strchr(argv[i + 1], ':')) {
            cli_msg("--backend takes a backend name here, without a device index (got '%s')", argv[i + 1]);
            return CLI_USAGE;
        }
        if ((rc = cli_context(NULL, &ctx)) != CLI_OK) return rc;
        rc = cli_device(ctx, argv[i + 1], &dev);
        ktorch_context_destroy(ctx);
        if (rc != CLI_OK) return rc;
    }
    return cmd_bench(argc, argv);
}

typedef struct cli_command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *usage; /* NULL: bench prints its own */
} cli_command;
static const cli_command cli_commands[] = {
    {"info", cmd_info, usage_info},
    {"inspect", cmd_inspect, usage_inspect},
    {"cast", cmd_cast, usage_cast},
    {"quantize", cmd_quantize, usage_quantize},
    {"dequantize", cmd_dequantize, usage_dequantize},
    {"convert", cmd_convert, usage_convert},
    {"attention", cmd_attention, usage_attention},
    {"bench", cmd_bench_checked, NULL},
};
#define CLI_NCOMMANDS (int)(sizeof cli_commands / sizeof cli_commands[0])

int main(int argc, char **argv) {
    int c;
    if (argc < 2) {
        usage_all(stderr);
        return CLI_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        if (argc == 2) {
            usage_all(stdout);
            return CLI_OK;
        }
        for (c = 0; c < CLI_NCOMMANDS && (argc != 3 || strcmp(argv[2], cli_commands[c].name) != 0); c++) {}
        if (c == CLI_NCOMMANDS) {
            cli_msg("help takes one command name: info, inspect, cast, quantize, dequantize, convert, attention or bench (got '%s')", argv[2]);
            return CLI_USAGE;
        }
        if (!cli_commands[c].usage) {
            kbench_usage(stdout);
            return CLI_OK;
        }
        return cli_help(cli_commands[c].usage);
    }
    if (strcmp(argv[1], "--version") == 0) {
        if (argc != 2) {
            cli_msg("--version takes no arguments");
            return CLI_USAGE;
        }
        printf("ktorch %s\n", ktorch_version_string());
        return CLI_OK;
    }
    for (c = 0; c < CLI_NCOMMANDS; c++)
        if (strcmp(argv[1], cli_commands[c].name) == 0) {
            cli_cmd = cli_commands[c].name;
            return cli_commands[c].run(argc, argv);
        }
    cli_msg("unknown command '%s' (ktorch --help lists the commands)", argv[1]);
    return CLI_USAGE;
}
