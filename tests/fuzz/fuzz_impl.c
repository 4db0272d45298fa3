/* ktorch.h's implementation for the fuzz targets, compiled once with the
   fuzzer's coverage and the sanitizers and linked into each of them
   (tests/sh_fuzz.sh). */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
