#!/bin/sh
# `ktorch` as a new user meets it: numeric options parsed strictly (whole
# string, range, the option named), options that would be ignored refused,
# --help on every command, --version, the full usage listing, one message
# format ("ktorch CMD: ...", one line on stderr) and the documented exit codes.
# Uses python3 (standard library only) to write the .npy inputs.
cd "$(dirname "$0")/.." || exit 1
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL cli_usage: $1"; }
finish() { echo "[cli_usage] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
if [ ! -x "$BIN" ]; then echo "  SKIP cli_usage: $BIN not built (make build/ktorch)"; skipped=1; finish; fi
if ! command -v python3 >/dev/null 2>&1; then echo "  SKIP cli_usage: python3 not found"; skipped=1; finish; fi
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_usage.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

python3 - "$T" <<'EOF'
import struct, sys
def write(path, shape, vals):
    hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d," % s for s in shape)
    hdr += " " * (64 - (10 + len(hdr) + 1) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
        f.write(struct.pack("<%df" % len(vals), *vals))
d = sys.argv[1]
write(d + "/q.npy", [1, 2, 8, 4], [((i * 7) % 11 - 5) / 4 for i in range(64)])
write(d + "/g.npy", [4, 32], [((i * 5) % 13 - 6) / 3 for i in range(128)])
EOF
[ -s "$T/g.npy" ] || { bad "input generation"; finish; }

# rejects NAME RC NEEDLE CMD ARGS...: exit RC, nothing on stdout, no output
# file, exactly one line on stderr, "ktorch CMD: " first, NEEDLE in it.
rejects() {
    name=$1; want=$2; needle=$3; shift 3
    rm -f "$T/o.npy" "$T/o.safetensors"
    "$BIN" "$@" > "$T/out" 2> "$T/err"
    rc=$?
    if [ "$rc" -ne "$want" ]; then bad "$name: exit $rc, want $want ($(cat "$T/err"))"; return; fi
    if [ "$(wc -l < "$T/err")" -ne 1 ]; then bad "$name: $(wc -l < "$T/err") lines on stderr: $(cat "$T/err")"; return; fi
    if ! grep -q "^ktorch $1: " "$T/err"; then bad "$name: message is not 'ktorch $1: ...': $(cat "$T/err")"; return; fi
    if ! grep -qF -- "$needle" "$T/err"; then bad "$name: message does not name '$needle': $(cat "$T/err")"; return; fi
    if [ -s "$T/out" ]; then bad "$name: wrote to stdout"; return; fi
    if [ -e "$T/o.npy" ] || [ -e "$T/o.safetensors" ]; then bad "$name: wrote an output file"; return; fi
    ok
}
A="attention --q $T/q.npy --k $T/q.npy --v $T/q.npy -o $T/o.npy"
Q="quantize --format int8 $T/g.npy -o $T/o.safetensors"
C="cast $T/g.npy -o $T/o.npy"
# shellcheck disable=SC2086
{
# every numeric option: the whole string, in range, else exit 2 naming the option
rejects window_frac 2 --window $A --window 1.5
rejects window_zero 2 --window $A --window 0
rejects window_text 2 --window $A --window abc
rejects window_suffix 2 --window $A --window 3x
rejects window_blank 2 --window $A --window " 3"
rejects window_plus 2 --window $A --window +3
rejects window_empty 2 --window $A --window ""
rejects window_huge 2 --window $A --window 99999999999999999999
rejects window_left_neg 2 --window-left $A --window-left -1
rejects window_right_text 2 --window-right $A --window-right x
rejects threads_big 2 --threads $A --threads 2000
rejects threads_zero 2 --threads $A --threads 0
rejects threads_frac 2 --threads $A --threads 2.5
rejects chunk_frac 2 --chunk $A --chunk 2.5
rejects chunk_exp 2 --chunk $A --chunk 1e3
rejects block_size_frac 2 --block-size $A --block-mask "$T/g.npy" --block-size 2.5
rejects seed_frac 2 --seed $A --sparse random --density 0.5 --seed 1.5
rejects seed_neg 2 --seed $A --sparse random --density 0.5 --seed -1
rejects seed_huge 2 --seed $A --sparse random --density 0.5 --seed 18446744073709551616
rejects density_zero 2 --density $A --sparse local --density 0
rejects density_big 2 --density $A --sparse local --density 1.5
rejects density_nan 2 --density $A --sparse local --density nan
rejects scale_text 2 --scale $A --scale abc
rejects scale_zero 2 --scale $A --scale 0
rejects scale_inf 2 --scale $A --scale inf
rejects scale_f32_overflow 2 --scale $A --scale 1e39
rejects scale_f32_underflow 2 --scale $A --scale 1e-50
rejects softcap_inf 2 --softcap $A --softcap inf
rejects softcap_zero 2 --softcap $A --softcap 0
rejects softcap_neg 2 --softcap $A --softcap -1
rejects value_missing 2 --scale $A --scale
rejects group_text 2 --group $Q --group abc
rejects group_zero 2 --group $Q --group 0
rejects group_neg 2 --group $Q --group -4
rejects group_frac 2 --group $Q --group 1.5
rejects axis_text 2 --axis $Q --axis abc
rejects axis_suffix 2 --axis $Q --axis 1x
rejects axis_range 2 --axis $Q --axis 9
rejects tensor_scale_inf 2 --tensor-scale quantize --format nvfp4 "$T/g.npy" -o "$T/o.safetensors" --tensor-scale inf
rejects trials_text 2 --trials bench --trials abc
rejects trials_blank 2 --trials bench --trials " 5"
rejects rounds_plus 2 --rounds bench --rounds +3
# options that would be ignored are errors
rejects density_alone 2 --density $A --density 0.5
rejects seed_alone 2 --seed $A --seed 3
rejects seed_local 2 --seed $A --sparse local --density 0.5 --seed 3
rejects block_size_alone 2 --block-size $A --block-size 16
rejects dilated_mode_alone 2 --dilated-mode $A --dilated-mode groups
rejects window_and_left 2 --window $A --window 4 --window-left 2
rejects causal_and_right 2 --causal $A --causal --window-right 2
rejects threads_on_cuda 2 --threads $A --threads 2 --backend cuda
rejects saturate_f16 2 --saturate $C --to f16 --saturate
rejects saturate_bf16 2 --saturate $C --to bf16 --saturate
rejects noclip_int8 2 --noclip $Q --noclip
rejects group_q8_0 2 --group quantize --format q8_0 "$T/g.npy" -o "$T/o.safetensors" --group 32
rejects axis_and_group 2 --axis $Q --axis 0 --group 32
rejects tensor_scale_mxfp4 2 --tensor-scale quantize --format mxfp4 "$T/g.npy" -o "$T/o.safetensors" --tensor-scale 1
rejects quantize_to_npy 2 -o quantize --format int8 "$T/g.npy" -o "$T/o.npy"
rejects quantize_named 2 ":data" quantize --format int8 "$T/g.npy" -o "$T/o.safetensors:data"
rejects dequantize_to_fp8 2 --to dequantize --to fp8_e4m3 "$T/o.safetensors" -o "$T/o.npy"
rejects cast_to_f64 2 --to $C --to f64
rejects convert_to_fp8 2 --to convert "$T/g.npy" -o "$T/o.safetensors" --to fp8_e4m3
rejects convert_out_ext 2 "-o must name" convert "$T/g.npy" -o "$T/o.bin"
# unknown options and arguments, one line each
rejects attention_unknown 2 --frobnicate $A --frobnicate 1
rejects attention_stray 2 stray $A stray
rejects cast_unknown 2 --fast $C --to f16 --fast
rejects quantize_unknown 2 --fast $Q --fast
rejects dequantize_unknown 2 --fast dequantize --fast "$T/g.npy" -o "$T/o.npy"
rejects convert_unknown 2 --fast convert --fast "$T/g.npy" -o "$T/o.npy"
rejects info_argument 2 extra info extra
rejects inspect_none 2 FILE inspect
rejects bench_unknown 2 --frobnicate bench --frobnicate
# run-time failures: exit 1 with a message that says what is wrong
rejects input_directory 1 "is a directory" cast --to f16 "$T" -o "$T/o.npy"
rejects dequantize_npy 1 "not a safetensors file" dequantize "$T/g.npy" -o "$T/o.npy"
rejects inspect_missing 1 "cannot open" inspect "$T/nope.safetensors"
}
# unknown command: the one message, exit 2
"$BIN" frobnicate > "$T/out" 2> "$T/err"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l < "$T/err")" -eq 1 ] && grep -q "^ktorch: unknown command 'frobnicate'" "$T/err" && ok || bad "unknown command: $rc $(cat "$T/err")"

# --help on every command: usage on stdout, exit 0, nothing on stderr
for c in info inspect cast quantize dequantize convert attention bench; do
    for h in --help -h; do
        "$BIN" $c $h > "$T/out" 2> "$T/err"; rc=$?
        [ $rc -eq 0 ] && [ ! -s "$T/err" ] && grep -q "ktorch $c" "$T/out" && ok || bad "$c $h: exit $rc, stdout $(head -c 80 "$T/out"), stderr $(cat "$T/err")"
    done
    "$BIN" help $c > "$T/out" 2> "$T/err" && grep -q "ktorch $c" "$T/out" && ok || bad "help $c"
done
# ktorch --help / -h / help: the full usage on stdout, exit 0; --version
for h in --help -h help; do
    "$BIN" $h > "$T/out" 2> "$T/err"; rc=$?
    [ $rc -eq 0 ] && [ ! -s "$T/err" ] && grep -q "^Exit status" "$T/out" && grep -q "ktorch attention" "$T/out" && ok || bad "ktorch $h: exit $rc"
done
"$BIN" --version > "$T/out" 2> "$T/err" && grep -Eq '^ktorch [0-9]+\.[0-9]+\.[0-9]+$' "$T/out" && ok || bad "--version: $(cat "$T/out" "$T/err")"

# no arguments: exit 2, the usage on stderr lists every option of every command
"$BIN" > "$T/out" 2> "$T/usage"; rc=$?
[ $rc -eq 2 ] && [ ! -s "$T/out" ] && ok || bad "no arguments: exit $rc"
missing=""
for o in --q --k --v --layout --dtype --out-dtype --causal --window --window-left --window-right --scale --softcap --mask \
         --variant --threads --block-mask --block-size --sparse --density --seed --dilated --dilated-mode --chunk --backend \
         --format --axis --group --noclip --tensor-scale --report --to --saturate --full --filter --trials --rounds --warmup \
         --min-trial-ms --json --csv --svg --compare --baseline --fail-on --list --stability --help --version --name; do
    grep -q -- "$o[] |=,]" "$T/usage" || grep -q -- "$o\$" "$T/usage" || missing="$missing $o"
done
[ -z "$missing" ] && ok || bad "usage does not list:$missing"
for c in info inspect cast quantize dequantize convert attention bench; do grep -q "ktorch $c" "$T/usage" || missing="$missing $c"; done
[ -z "$missing" ] && ok || bad "usage does not list the commands:$missing"
# the exit codes and --window's meaning are documented in the usage and in README.md
grep -q "4 backend not available" "$T/usage" && grep -q "2 usage error" "$T/usage" && ok || bad "usage does not document the exit codes"
grep -q "i' - (W-1) <= j <= i'" "$T/usage" && ok || bad "usage does not define --window"
grep -q "4.*backend not available" README.md && grep -q -- "--window-left" README.md && grep -q "i' - (W-1) <= j <= i'" README.md \
    && ok || bad "README does not document the exit codes and --window"
finish
