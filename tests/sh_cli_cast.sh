#!/bin/sh
# End-to-end tests of `ktorch cast`: .npy files written byte by byte with
# printf, expected codes worked out by hand from the format definitions.
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_cast.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

ok()   { passed=$((passed + 1)); }
bad()  { failed=$((failed + 1)); echo "  FAIL cli_cast: $1"; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP cli_cast: $BIN not built (make build/ktorch)"
    echo "[cli_cast] 0 passed, 0 failed, 1 skipped"
    exit 0
fi

# write_npy FILE DESCR SHAPE DATA_OCTAL: a v1 .npy padded as NumPy does.
write_npy() {
    hdr="{'descr': '$2', 'fortran_order': False, 'shape': $3, }"
    len=$(printf '%s' "$hdr" | wc -c)
    total=$(( (10 + len + 1 + 63) / 64 * 64 ))
    hl=$((total - 10))
    pad=$((hl - len - 1))
    {
        printf '\223NUMPY\001\000'
        printf "\\$(printf '%03o' $((hl % 256)))\\$(printf '%03o' $((hl / 256)))"
        printf '%s' "$hdr"
        printf "%${pad}s" ''
        printf '\n'
        printf "$4"
    } > "$1"
}

# Inputs (f32 little-endian): 1.0, -2.5, 464.0, 500.0, +Inf
IN_DATA='\000\000\200\077\000\000\040\300\000\000\350\103\000\000\372\103\000\000\200\177'
write_npy "$T/in.npy" '<f4' '(5,)' "$IN_DATA"
write_npy "$T/in2d.npy" '<f4' '(1, 5)' "$IN_DATA"
write_npy "$T/int.npy" '<i4' '(2,)' '\001\000\000\000\002\000\000\000'
printf 'not a numpy file at all' > "$T/garbage.npy"

# tail_hex FILE N: the last N bytes as space-separated hex
tail_hex() { od -An -tx1 -v "$1" | tr -s ' \n' '  ' | sed 's/^ //; s/ $//' | tr ' ' '\n' | tail -n "$2" | tr '\n' ' ' | sed 's/ $//'; }

# check_cast NAME ARGS... -- EXPECTED_HEX DESCR
check_cast() {
    name=$1; shift
    args=""
    while [ "$1" != "--" ]; do args="$args $1"; shift; done
    shift
    want=$1; descr=$2
    nbytes=$(echo "$want" | wc -w)
    rm -f "$T/out.npy"
    # shellcheck disable=SC2086
    if ! "$BIN" cast $args "$T/in.npy" -o "$T/out.npy" 2> "$T/err"; then
        bad "$name: exit status $? ($(cat "$T/err"))"; return
    fi
    got=$(tail_hex "$T/out.npy" "$nbytes")
    if [ "$got" != "$want" ]; then bad "$name: got [$got] want [$want]"; return; fi
    if ! head -c 128 "$T/out.npy" | grep -q "'descr': '$descr'"; then bad "$name: descr is not $descr"; return; fi
    size=$(wc -c < "$T/out.npy")
    if [ $(( (size - nbytes) % 64 )) -ne 0 ]; then bad "$name: header not padded to 64 (size $size)"; return; fi
    ok
}

check_cast f16           --to f16 -- "00 3c 00 c1 40 5f d0 5f 00 7c" '<f2'
check_cast bf16          --to bf16 -- "80 3f 20 c0 e8 43 fa 43 80 7f" '<u2'
check_cast e4m3          --to fp8_e4m3 -- "38 c2 7e 7f 7f" '|u1'
check_cast e4m3_sat      --to fp8_e4m3 --saturate -- "38 c2 7e 7e 7e" '|u1'
check_cast e5m2          --to fp8_e5m2 -- "3c c1 5f 60 7c" '|u1'
check_cast e5m2_sat      --saturate --to fp8_e5m2 -- "3c c1 5f 60 7b" '|u1'

# The comparison rejects a planted wrong code (test of the test).
before=$failed
check_cast planted --to fp8_e4m3 -- "38 c2 7e 7e 7f" '|u1' > /dev/null
if [ "$failed" -eq $((before + 1)) ]; then failed=$before; ok; else failed=$before; bad "planted error not detected"; fi

# Shape is kept.
if "$BIN" cast --to f16 "$T/in2d.npy" -o "$T/out2d.npy" 2> "$T/err" && head -c 128 "$T/out2d.npy" | grep -q "'shape': (1, 5)"; then
    ok
else
    bad "2-d shape not kept ($(cat "$T/err"))"
fi

# Bad arguments and files: non-zero exit, exactly one line on stderr, no output file.
expect_error() {
    name=$1; shift
    rm -f "$T/o.npy"
    "$BIN" "$@" > /dev/null 2> "$T/err"
    rc=$?
    lines=$(wc -l < "$T/err")
    if [ $rc -eq 0 ]; then bad "$name: exit status 0"; return; fi
    if [ "$lines" -ne 1 ]; then bad "$name: $lines lines on stderr: $(cat "$T/err")"; return; fi
    if [ -e "$T/o.npy" ]; then bad "$name: wrote an output file"; return; fi
    ok
}
expect_error no_args       cast
expect_error no_output     cast --to f16 "$T/in.npy"
expect_error no_input      cast --to f16 -o "$T/o.npy"
expect_error no_to         cast "$T/in.npy" -o "$T/o.npy"
expect_error bad_to        cast --to f64 "$T/in.npy" -o "$T/o.npy"
expect_error to_i8         cast --to i8 "$T/in.npy" -o "$T/o.npy"
expect_error to_missing    cast "$T/in.npy" -o "$T/o.npy" --to
expect_error unknown_opt   cast --to f16 --fast "$T/in.npy" -o "$T/o.npy"
expect_error two_inputs    cast --to f16 "$T/in.npy" "$T/in.npy" -o "$T/o.npy"
expect_error missing_file  cast --to f16 "$T/nope.npy" -o "$T/o.npy"
expect_error not_f32       cast --to f16 "$T/int.npy" -o "$T/o.npy"
expect_error garbage       cast --to f16 "$T/garbage.npy" -o "$T/o.npy"
expect_error bad_out_dir   cast --to f16 "$T/in.npy" -o "$T/no/such/dir/o.npy"

# Optional: cross-check with NumPy where it is installed.
if python3 -c 'import numpy' 2> /dev/null; then
    if python3 - "$T/out2d.npy" <<'EOF'
import sys, numpy as np
a = np.load(sys.argv[1])
want = np.array([[1.0, -2.5, 464.0, 500.0, np.inf]], dtype=np.float16)
sys.exit(0 if a.dtype == np.float16 and a.shape == (1, 5) and np.array_equal(a, want) else 1)
EOF
    then ok; else bad "numpy reads a different array"; fi
else
    skipped=$((skipped + 1))
    echo "  SKIP cli_cast numpy cross-check: python3 numpy not installed"
fi

echo "[cli_cast] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
