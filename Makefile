# ktorch: `make` builds the CLI and examples, `make test` runs every test
# (also under AddressSanitizer + UBSan), `make bench` runs the benchmarks.
CC      ?= cc
OPT     ?= -O2 -g
WARN    := -Wall -Wextra -Werror -pedantic
CSTD    := -std=c99
LIBS    := -lm -lpthread -ldl
HEADERS := $(wildcard ktorch*.h)
SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

TEST_SRC := $(wildcard tests/test_*.c)
TEST_BIN := $(TEST_SRC:tests/%.c=build/tests/%)
ASAN_BIN := $(TEST_SRC:tests/%.c=build/asan/%)
BENCH_SRC := $(wildcard examples/bench_*.c)
BENCH_BIN := $(BENCH_SRC:examples/%.c=build/%)
# Shell-driven suites (each prints its own "[suite] N passed, ..." line).
TEST_SH  := $(wildcard tests/sh_*.sh)

.PHONY: all test bench clean
.SECONDARY:

all: build/ktorch $(BENCH_BIN)

build/ktorch: examples/ktorch_cli.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. $< -o $@ $(LIBS)

build/tests/%: tests/%.c tests/ktest.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) $(OPT) -I. -Itests $< -o $@ $(LIBS)

build/asan/%: tests/%.c tests/ktest.h $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O1 -g $(SAN) -I. -Itests $< -o $@ $(LIBS)

test: build/ktorch $(TEST_BIN) $(ASAN_BIN)
	@sh tests/run.sh $(TEST_BIN) $(ASAN_BIN) $(TEST_SH)

build/bench_%: examples/bench_%.c $(HEADERS)
	@mkdir -p $(@D)
	$(CC) $(CSTD) $(WARN) -O2 -I. $< -o $@ $(LIBS)

bench: build/ktorch $(BENCH_BIN)
	@for b in $(BENCH_BIN); do echo "== $$b"; $$b || exit 1; done

clean:
	rm -rf build
