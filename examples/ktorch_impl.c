/* The implementations of ktorch.h, ktorch_cuda.h, ktorch_hip.h and ktorch_vulkan.h in one unit, compiled
   once per configuration (with the tests' hooks: tests/hooks.c) into
   build/lib/libktorch.a and libktorch_asan.a and linked by the CLI, the
   tests and the benchmark programs (Makefile). */
#define KTORCH_IMPLEMENTATION
#include "ktorch.h"
#define KTORCH_CUDA_IMPLEMENTATION
#include "ktorch_cuda.h"
#define KTORCH_HIP_IMPLEMENTATION
#include "ktorch_hip.h"
#define KTORCH_VULKAN_IMPLEMENTATION
#include "ktorch_vulkan.h"
