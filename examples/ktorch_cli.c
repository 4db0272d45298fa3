/* ktorch command-line tool. Build: cc -O2 examples/ktorch_cli.c -I. -o ktorch -lm -lpthread -ldl */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"

#include <stdio.h>
#include <string.h>

static int usage(void) {
    fprintf(stderr, "usage: ktorch info | cast | attention ...\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    (void)argv;
    return usage();
}
