# ktorch: `make` builds the CLI, the examples and the benchmark programs,
# `make test` runs every test (also under AddressSanitizer + UBSan), `make
# check` the quick subset for the edit-compile-test loop, `make bench` the
# benchmarks, `make check-kernels` compiles every CUDA kernel for every
# architecture with NVRTC (NVIDIA) and hiprtc (AMD), `make shaders` embeds
# shaders/ into the headers.
#
# The implementations (ktorch.h with ktorch_cuda.h) are compiled once per
# configuration into build/lib/libktorch.a (plain) and libktorch_asan.a
# (sanitizers); tests and programs that use only the public API include the
# headers without KTORCH_IMPLEMENTATION and link it. Those that reach
# internals (ktorch__ names, context fields) define KTORCH_STATIC and
# KTORCH_IMPLEMENTATION, so only what they use is compiled; the archive then
# supplies nothing and links harmlessly (see tests/ktest.h). Or they reach
# them through tests/hooks.h: the unit compiled is tests/hooks.c, the
# implementations with a few small hook functions that nothing else calls,
# so those tests link the same archive.
CC      ?= cc
# Build the independent test programs in parallel (the tests themselves run in order).
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
OPT     ?= -O2 -g
WARN    := -Wall -Wextra -Werror -pedantic
CSTD    := -std=c99
LIBS    := -lm -lpthread -ldl
HEADERS := $(wildcard ktorch*.h)
# float-cast-overflow is outside gcc's `undefined` group: named where the compiler takes it.
SAN_FLOAT := $(shell $(CC) -fsanitize=float-cast-overflow -x c -c /dev/null -o /dev/null 2>/dev/null && echo -fsanitize=float-cast-overflow)
SAN     := -fsanitize=address,undefined $(SAN_FLOAT) -fno-sanitize-recover=all -fno-omit-frame-pointer
LIB      := build/lib/libktorch.a
ASAN_LIB := build/lib/libktorch_asan.a

TEST_SRC := $(wildcard tests/test_*.c)
# test_attention_amx_emu, test_matmul_amx_emu: the AMX tests on emulated tiles (any AVX512-BF16 CPU)
TEST_BIN := $(TEST_SRC:tests/%.c=build/tests/%) build/tests/test_attention_amx_emu build/tests/test_matmul_amx_emu
# The sanitizer set leaves out the programs that only run on a GPU (without
# one they skip at once; tests/gpu.sh runs them under compute-sanitizer).
GPU_ONLY_TESTS := gemm long paged parity prepare quant sparse
ASAN_BIN := $(filter-out $(GPU_ONLY_TESTS:%=build/asan/test_gpu_%),$(TEST_SRC:tests/%.c=build/asan/%))
BENCH_SRC := $(wildcard examples/bench_*.c)
BENCH_BIN := $(BENCH_SRC:examples/%.c=build/%)
CUDA_BENCH_BIN := $(filter build/bench_cuda%,$(BENCH_BIN))
VULKAN_BENCH_BIN := $(filter build/bench_vulkan%,$(BENCH_BIN))
EXAMPLE_BIN := build/hello_attention build/vulkan_engine build/ring_attention build/train_tiny build/generate_tiny
# Shell-driven suites (each prints its own "[suite] N passed, ..." line).
TEST_SH  := $(wildcard tests/sh_*.sh)
# `make check`: the plain tests and the CLI suites; no sanitizer build, no
# build matrix, cross build, fuzzing or kernel compiles.
CHECK_SH := $(filter-out tests/sh_cli_hostile_asan.sh,$(wildcard tests/sh_cli_*.sh)) tests/sh_bench_build.sh tests/sh_cuda_embed.sh tests/sh_kernel_lanes.sh tests/sh_vulkan_embed.sh tests/sh_vulkan_ops.sh tests/sh_gpu_vulkan.sh \
            tests/sh_vulkan_engine.sh tests/sh_peer_torch.sh tests/sh_train_tiny.sh

.PHONY: all test check check-kernels bench clean
.SECONDARY:

all: build/ktorch $(EXAMPLE_BIN) $(BENCH_BIN)

build/lib/ktorch.o: tests/hooks.c tests/hooks.h examples/ktorch_impl.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. -Itests -c $< -o $@

build/lib/ktorch_asan.o: tests/hooks.c tests/hooks.h examples/ktorch_impl.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. -Itests -c $< -o $@

build/lib/lib%.a: build/lib/%.o
	rm -f $@ && $(AR) rcs $@ $<

build/ktorch: examples/ktorch_cli.c examples/ktorch_bench.h $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< $(LIB) -o $@ $(LIBS)

# The CLI under the sanitizers, for the hostile-file suite (KTORCH_CLI=build/asan/ktorch).
build/asan/ktorch: examples/ktorch_cli.c examples/ktorch_bench.h $(HEADERS) $(ASAN_LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. $< $(ASAN_LIB) -o $@ $(LIBS)

build/hello_attention: examples/hello_attention.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< $(LIB) -o $@ $(LIBS)

build/train_tiny build/generate_tiny: examples/tiny_common.h
build/%_tiny: examples/%_tiny.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< $(LIB) -o $@ $(LIBS)

build/vulkan_engine: examples/vulkan_engine.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< -o $@ $(LIBS)

build/ring_attention: examples/ring_attention.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< -o $@ $(LIBS)

build/tests/%: tests/%.c tests/ktest.h $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. -Itests $< $(LIB) -o $@ $(LIBS)

build/tests/test_attention_amx_emu: tests/test_attention.c tests/ktest.h tests/hooks.h $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -DKTORCH_AMX_EMULATE -I. -Itests $< $(LIB) -o $@ $(LIBS)

build/tests/test_matmul_amx_emu: tests/test_matmul_amx.c tests/ktest.h $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -DKTORCH_AMX_EMULATE -I. -Itests $< $(LIB) -o $@ $(LIBS)

build/asan/%: tests/%.c tests/ktest.h $(HEADERS) $(ASAN_LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. -Itests $< $(ASAN_LIB) -o $@ $(LIBS)

# The longest suites first, longest first (lavapipe's pipelines are compiled
# once for the run, by the first suite to use them: the plain test_vulkan
# before the sanitizer one): tests/run.sh runs several at once. The kernel
# compile programs run in their suites (sh_cuda_compile, sh_hip_compile) with
# --families, whose checks include every one of their plain run's.
SLOW := tests/sh_cuda_compile.sh build/tests/test_vulkan tests/sh_portability.sh tests/sh_gpu_vulkan.sh tests/sh_fuzz.sh tests/sh_vulkan_ops.sh \
        build/asan/test_vulkan tests/sh_hip_compile.sh tests/sh_neon.sh tests/sh_cuda_bwd_host.sh tests/sh_cuda_train_host.sh tests/sh_cuda_paged_host.sh tests/sh_cuda_sparse_host.sh
RUN_TEST_BIN := $(filter-out build/tests/test_cuda_compile build/tests/test_hip_compile $(SLOW),$(TEST_BIN))
test: build/ktorch build/asan/ktorch $(EXAMPLE_BIN) $(TEST_BIN) $(ASAN_BIN)
	@sh tests/run.sh $(SLOW) $(RUN_TEST_BIN) $(filter-out $(SLOW),$(ASAN_BIN)) $(filter-out $(SLOW),$(TEST_SH))

check: build/ktorch $(EXAMPLE_BIN) $(TEST_BIN)
	@sh tests/run.sh $(TEST_BIN) $(CHECK_SH)

# Every kernel specialisation for sm_80 and sm_90a with NVRTC, and for AMD
# gfx90a and gfx1030 with hiprtc (minutes; make test compiles one of each
# kind for NVIDIA, one kind per AMD target).
check-kernels: build/tests/test_cuda_compile build/tests/test_hip_compile
	build/tests/test_cuda_compile --all
	build/tests/test_hip_compile --all

# The bench statistics tests include the CLI's bench module; the backend
# parity test the fake device backend.
build/tests/test_bench_stats build/asan/test_bench_stats: examples/ktorch_bench.h
build/tests/test_backend_ops build/asan/test_backend_ops: tests/fake_backend.h
# The SPIR-V post-pass's test includes it (shaders/vk_embed.c too).
build/tests/test_spv_coop_khr build/asan/test_spv_coop_khr: shaders/spv_coop_khr.c

# The HIP shim (tests/hip_shim.c): HIP's entry points on the CUDA driver and
# NVRTC, so ktorch_hip.h's host path runs on NVIDIA machines (tests/gpu.sh);
# the r0000 build exports ROCm 5's device properties entry point instead of 6's.
build/hip_shim/libamdhip64_shim.so: tests/hip_shim.c
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -shared -fPIC $< -o $@ -ldl
build/hip_shim/libamdhip64_shim_r0000.so: tests/hip_shim.c
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -shared -fPIC -DSHIM_R0000 $< -o $@ -ldl

# The CUDA benchmark programs share their checks and event timer.
$(BENCH_BIN): examples/bench_common.h
$(filter build/bench_cuda%,$(BENCH_BIN)): examples/bench_cuda_common.h
build/bench_%: examples/bench_%.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< $(LIB) -o $@ $(LIBS)

# Quick mode (a few minutes on 2 cores); results, CSV and charts in build/bench/.
# The GPU programs build/bench_cuda* and bench_vulkan* are built where `ktorch
# info` finds a CUDA device or a Vulkan GPU; the CPU ones are built by name
# (make build/bench_attention, docs/PERF.md) and by make test.
bench: build/ktorch
	@if build/ktorch info | grep -q '^backend cuda *available'; then $(MAKE) $(CUDA_BENCH_BIN); fi
	@if build/ktorch info | grep -Eq '^      arch vulkan [0-9.]+ (discrete|integrated|virtual)'; then $(MAKE) $(VULKAN_BENCH_BIN); fi
	@mkdir -p build/bench
	build/ktorch bench --json build/bench/bench.json --csv build/bench/bench.csv --svg build/bench

clean:
	rm -rf build

# ---- GPU backends -------------------------------------------------------------
# `make shaders` embeds shaders/ into the backend headers (the CUDA list is in
# shaders/embed.c, the Vulkan one in shaders/vk_modules.txt;
# tests/sh_cuda_embed.sh and tests/sh_vulkan_embed.sh fail when a header is stale). GPU
# tests and benchmarks run by hand: `sh tests/gpu.sh test|hip|vulkan|vulkan_gpu|sanitize|bench|bench_mm|bench_vulkan|multi|all`.
.PHONY: shaders
build/embed: shaders/embed.c
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 $< -o $@

build/vk_embed: shaders/vk_embed.c shaders/spv_coop_khr.c
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 $< -o $@

# ktorch_vulkan.h's SPIR-V: glslc over shaders/vk_modules.txt (shaders/vk_embed.c).
shaders: build/embed build/vk_embed
	./build/embed
	./build/vk_embed
