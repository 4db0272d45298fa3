#!/bin/sh
# The hostile-file suite against the CLI built with AddressSanitizer + UBSan
# (make build/asan/ktorch; make test builds it).
KTORCH_CLI=${KTORCH_CLI:-build/asan/ktorch} exec sh "$(dirname "$0")/sh_cli_hostile.sh"
