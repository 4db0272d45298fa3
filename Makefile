# ktorch: `make` builds the CLI, the examples and the benchmark programs,
# `make test` runs every test (also under AddressSanitizer + UBSan),
# `make bench` runs the benchmarks, `make shaders` embeds shaders/*.cu.
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

TEST_SRC := $(wildcard tests/test_*.c)
TEST_BIN := $(TEST_SRC:tests/%.c=build/tests/%)
ASAN_BIN := $(TEST_SRC:tests/%.c=build/asan/%)
BENCH_SRC := $(wildcard examples/bench_*.c)
BENCH_BIN := $(BENCH_SRC:examples/%.c=build/%)
EXAMPLE_BIN := build/hello_attention
# Shell-driven suites (each prints its own "[suite] N passed, ..." line).
TEST_SH  := $(wildcard tests/sh_*.sh)

.PHONY: all test bench clean
.SECONDARY:

all: build/ktorch $(EXAMPLE_BIN) $(BENCH_BIN)

build/ktorch: examples/ktorch_cli.c examples/ktorch_bench.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< -o $@ $(LIBS)

build/tests/%: tests/%.c tests/ktest.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. -Itests $< -o $@ $(LIBS)

build/asan/%: tests/%.c tests/ktest.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. -Itests $< -o $@ $(LIBS)

build/hello_attention: examples/hello_attention.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< -o $@ $(LIBS)

test: build/ktorch $(EXAMPLE_BIN) $(TEST_BIN) $(ASAN_BIN)
	@sh tests/run.sh $(TEST_BIN) $(ASAN_BIN) $(TEST_SH)

# The bench statistics tests include the CLI's bench module.
build/tests/test_bench_stats build/asan/test_bench_stats: examples/ktorch_bench.h

# The CUDA benchmark programs share their checks and event timer.
$(filter build/bench_cuda%,$(BENCH_BIN)): examples/bench_cuda_common.h
build/bench_%: examples/bench_%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O2 -I. $< -o $@ $(LIBS)

# Quick mode (a few minutes on 2 cores); results, CSV and charts in build/bench/.
# The single-purpose programs build/bench_* are built too and run by hand.
bench: build/ktorch $(BENCH_BIN)
	@mkdir -p build/bench
	build/ktorch bench --json build/bench/bench.json --csv build/bench/bench.csv --svg build/bench

clean:
	rm -rf build

# ---- GPU backends -------------------------------------------------------------
# `make shaders` embeds shaders/ into the backend headers (the list is in
# shaders/embed.c; tests/sh_cuda_embed.sh fails when a header is stale). GPU
# tests and benchmarks run by hand: `sh tests/gpu.sh test|sanitize|bench|all`.
.PHONY: shaders
build/embed: shaders/embed.c
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 $< -o $@

shaders: build/embed
	./build/embed
