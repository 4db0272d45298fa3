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

/* Print a one-line error and return the CLI's failure status. */
static int fail(const char *what, ktorch_status st) {
    fprintf(stderr, "ktorch: %s: %s (%s)\n", what, ktorch_last_error(), ktorch_status_string(st));
    return 1;
}

static ktorch_context *open_context(int threads) {
    ktorch_context_desc d;
    ktorch_context *ctx = NULL;
    ktorch_status st;
    memset(&d, 0, sizeof d);
    d.num_threads = threads;
    st = ktorch_context_create(&d, &ctx);
    if (st != KTORCH_OK) {
        fail("context", st);
        return NULL;
    }
    return ctx;
}

static int cmd_info(int argc, char **argv) {
    ktorch_context *ctx;
    int b;
    (void)argv;
    if (argc != 2) {
        fprintf(stderr, "ktorch info: takes no arguments\n");
        return 2;
    }
    ctx = open_context(0);
    if (!ctx) return 1;
    printf("ktorch %s\n", ktorch_version_string());
    printf("cpu isa: %s, threads: %d\n", ktorch_cpu_isa(ctx), ktorch_num_threads(ctx));
    for (b = 0; b < KTORCH_BACKEND_COUNT; b++) {
        int n = ktorch_device_count(ctx, (ktorch_backend)b), i;
        printf("backend %-7s %s\n", ktorch_backend_name((ktorch_backend)b), n > 0 ? "available" : "not available");
        for (i = 0; i < n; i++) {
            ktorch_device dev;
            ktorch_device_info info;
            dev.backend = (ktorch_backend)b;
            dev.index = i;
            if (ktorch_device_info_get(ctx, dev, &info) == KTORCH_OK)
                printf("  device %d: %s [%s]%s\n", i, info.name, info.arch, "");
        }
    }
    ktorch_context_destroy(ctx);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (strcmp(argv[1], "info") == 0) return cmd_info(argc, argv);
    fprintf(stderr, "ktorch: unknown command '%s'\n", argv[1]);
    return usage();
}
