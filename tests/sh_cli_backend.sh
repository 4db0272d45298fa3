#!/bin/sh
# `--backend` on every tool (attention, quantize, dequantize, cast, bench) and
# `ktorch info`. Where CUDA is absent: exit 4 with one message naming the
# reason (also through a stub libcuda whose cuInit finds no device). Where it
# is present: the device's results against the CPU's (casts, codes and
# dequantized values bit-identical, attention within f16 rounding). Vulkan
# likewise (lavapipe in CI): casts, codes and dequantized values
# bit-identical, what it does not run yet refused with exit 1 and the reason.
# The cpu backend, named or not, gives the same bytes. python3 (standard
# library only) writes the inputs and compares f16 outputs.
cd "$(dirname "$0")/.." || exit 1
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
ok()   { passed=$((passed + 1)); }
bad()  { failed=$((failed + 1)); echo "  FAIL cli_backend: $1"; }
skip() { skipped=$((skipped + 1)); echo "  SKIP cli_backend: $1"; }
finish() { echo "[cli_backend] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
if [ ! -x "$BIN" ]; then echo "  SKIP cli_backend: $BIN not built (make build/ktorch)"; skipped=1; finish; fi
if ! command -v python3 >/dev/null 2>&1; then echo "  SKIP cli_backend: python3 not found"; skipped=1; finish; fi
case $BIN in /*) ;; *) BIN=$PWD/$BIN ;; esac
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_backend.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

cat > "$T/tool.py" <<'EOF'
import math, struct, sys
def write(path, shape, vals):
    hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d," % s for s in shape)
    hdr += " " * (64 - (10 + len(hdr) + 1) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
        f.write(struct.pack("<%df" % len(vals), *vals))
def read(path):
    b = open(path, "rb").read()
    n = struct.unpack("<H", b[8:10])[0]
    h = b[10:10 + n].decode(); d = b[10 + n:]
    fmt = "e" if "'<f2'" in h else "f"
    return list(struct.unpack("<%d%s" % (len(d) // struct.calcsize(fmt), fmt), d))
if sys.argv[1] == "gen":
    d = sys.argv[2]
    write(d + "/q.npy", [1, 2, 16, 64], [math.sin(i * 0.37) for i in range(2048)])
    write(d + "/k.npy", [1, 2, 16, 64], [math.cos(i * 0.11) for i in range(2048)])
    write(d + "/x.npy", [8, 64], [math.sin(i * 0.7) * (1 + i % 9) for i in range(512)] )
elif sys.argv[1] == "close":  # max |a-b| / max |b| <= tol
    a, b = read(sys.argv[2]), read(sys.argv[3])
    err = max(abs(x - y) for x, y in zip(a, b)) / max(max(abs(y) for y in b), 1e-30)
    print("ok" if len(a) == len(b) and err <= float(sys.argv[4]) else "bad err %g (%d vs %d values)" % (err, len(a), len(b)))
EOF
python3 "$T/tool.py" gen "$T" || { bad "input generation"; finish; }
Q="--q $T/q.npy --k $T/k.npy --v $T/k.npy"

# the cpu backend, named or not, gives the same bytes
cpu_same() { # NAME OUT ARGS... (each run writes OUT)
    name=$1; out=$2; shift 2
    if "$BIN" "$@" -o "$T/a_$out" 2> "$T/err" && "$BIN" "$@" --backend cpu -o "$T/b_$out" 2>> "$T/err" &&
        cmp -s "$T/a_$out" "$T/b_$out"; then ok; else bad "$name: --backend cpu differs from the default ($(cat "$T/err"))"; fi
}
# shellcheck disable=SC2086
{
cpu_same attention att.npy attention $Q --causal --dtype f16
cpu_same cast cast.npy cast --to bf16 "$T/x.npy"
cpu_same quantize q.safetensors quantize --format nvfp4 "$T/x.npy"
cpu_same dequantize dq.npy dequantize "$T/a_q.safetensors"
}

# info: every backend with a state; the CPU with its capabilities
"$BIN" info > "$T/info" 2> "$T/err"; rc=$?
[ $rc -eq 0 ] && ok || bad "info: exit $rc ($(cat "$T/err"))"
grep -q "^  cpu:0 " "$T/info" && grep -Eq "^      arch .*, memory [0-9.]+ GiB, compute units [0-9]+ \(threads\)$" "$T/info" && ok || bad "info: no cpu:0 capabilities: $(cat "$T/info")"
for b in cuda hip vulkan; do
    grep -Eq "^backend $b +(available, [0-9]+ devices?|not available: .+)$" "$T/info" && ok || bad "info: no state for $b"
done

# absent: exit 4, one line "ktorch CMD: ..." naming the backend
absent() { # NAME NEEDLE CMD ARGS...
    name=$1; needle=$2; shift 2
    rm -f "$T/o.npy" "$T/o.safetensors"
    "$BIN" "$@" > "$T/out" 2> "$T/err"; rc=$?
    if [ $rc -ne 4 ]; then bad "$name: exit $rc, want 4 ($(cat "$T/err"))"; return; fi
    if [ "$(wc -l < "$T/err")" -ne 1 ] || ! grep -q "^ktorch $1: " "$T/err" || ! grep -qF -- "$needle" "$T/err"; then
        bad "$name: message: $(cat "$T/err")"; return
    fi
    if [ -e "$T/o.npy" ] || [ -e "$T/o.safetensors" ]; then bad "$name: wrote an output"; return; fi
    ok
}
# shellcheck disable=SC2086
if ! grep -Eq "^backend hip +available" "$T/info"; then
    absent "attention hip" "backend 'hip' is not available: ktorch_hip_register: " attention $Q --backend hip -o "$T/o.npy"
    absent "bench hip" "backend 'hip' is not available: ktorch_hip_register: " bench --backend hip --list
fi
"$BIN" cast --to f16 "$T/x.npy" --backend tpu -o "$T/o.npy" 2> "$T/err"; [ $? -eq 2 ] && grep -q "^ktorch cast: --backend must be" "$T/err" && ok || bad "unknown backend: $(cat "$T/err")"
absent "cpu device 1" "backend 'cpu' has no device 1" cast --to f16 "$T/x.npy" --backend cpu:1 -o "$T/o.npy"

if grep -Eq "^backend vulkan +available" "$T/info"; then
    grep -Eq "^  vulkan:0  .+" "$T/info" && grep -Eq "^      arch vulkan 1\.[0-9]+ (discrete|integrated|cpu|virtual|other), memory " "$T/info" \
        && ok || bad "info: no vulkan:0 line: $(cat "$T/info")"
    # shellcheck disable=SC2086
    for to in f16 bf16 fp8_e4m3 fp8_e5m2; do
        "$BIN" cast --to $to "$T/x.npy" -o "$T/c_cpu.npy" 2> "$T/err" && "$BIN" cast --to $to --backend vulkan:0 "$T/x.npy" -o "$T/c_gpu.npy" 2>> "$T/err" &&
            cmp -s "$T/c_cpu.npy" "$T/c_gpu.npy" && ok || bad "cast $to on vulkan differs ($(cat "$T/err"))"
    done
    "$BIN" cast --to fp8_e4m3 --saturate "$T/x.npy" -o "$T/c_cpu.npy" 2> "$T/err" &&
        "$BIN" cast --to fp8_e4m3 --saturate --backend vulkan "$T/x.npy" -o "$T/c_gpu.npy" 2>> "$T/err" &&
        cmp -s "$T/c_cpu.npy" "$T/c_gpu.npy" && ok || bad "saturating cast on vulkan differs ($(cat "$T/err"))"
    for f in int8 fp8_e4m3 mxfp4 nvfp4 q4_0; do
        "$BIN" quantize --format $f "$T/x.npy" -o "$T/q_cpu.safetensors" 2> "$T/err" &&
            "$BIN" quantize --format $f --backend vulkan "$T/x.npy" -o "$T/q_gpu.safetensors" 2>> "$T/err" &&
            cmp -s "$T/q_cpu.safetensors" "$T/q_gpu.safetensors" && ok || bad "quantize $f on vulkan differs ($(cat "$T/err"))"
        "$BIN" dequantize "$T/q_cpu.safetensors" -o "$T/d_cpu.npy" 2> "$T/err" &&
            "$BIN" dequantize --backend vulkan "$T/q_cpu.safetensors" -o "$T/d_gpu.npy" 2>> "$T/err" &&
            cmp -s "$T/d_cpu.npy" "$T/d_gpu.npy" && ok || bad "dequantize $f on vulkan differs ($(cat "$T/err"))"
    done
    "$BIN" attention $Q --causal --dtype f16 --backend vulkan -o "$T/o.npy" > /dev/null 2> "$T/err"; rc=$?
    if [ $rc -eq 0 ]; then
        "$BIN" attention $Q --causal --dtype f16 -o "$T/a_cpu.npy" 2> "$T/err" &&
            r=$(python3 "$T/tool.py" close "$T/o.npy" "$T/a_cpu.npy" 2e-3) && [ "$r" = ok ] && ok || bad "attention on vulkan: $r $(cat "$T/err")"
    else
        [ $rc -eq 1 ] && grep -q "^ktorch attention: .*vulkan" "$T/err" && ok || bad "attention on vulkan: exit $rc $(cat "$T/err")"
    fi
    absent "vulkan device 7" "backend 'vulkan' has no device 7" cast --to f16 "$T/x.npy" --backend vulkan:7 -o "$T/o.npy"
else
    # shellcheck disable=SC2086
    absent "cast vulkan" "backend 'vulkan' is not available: " cast --to f16 --backend vulkan "$T/x.npy" -o "$T/o.npy"
fi

if grep -Eq "^backend cuda +available" "$T/info"; then
    # a GPU: each tool's result against the CPU's
    # shellcheck disable=SC2086
    {
    for to in f16 bf16 fp8_e4m3 fp8_e5m2; do
        "$BIN" cast --to $to "$T/x.npy" -o "$T/c_cpu.npy" 2> "$T/err" && "$BIN" cast --to $to --backend cuda "$T/x.npy" -o "$T/c_gpu.npy" 2>> "$T/err" &&
            cmp -s "$T/c_cpu.npy" "$T/c_gpu.npy" && ok || bad "cast $to on cuda differs ($(cat "$T/err"))"
    done
    for f in int8 fp8_e4m3 mxfp4 nvfp4 q4_0; do
        "$BIN" quantize --format $f "$T/x.npy" -o "$T/q_cpu.safetensors" 2> "$T/err" &&
            "$BIN" quantize --format $f --backend cuda "$T/x.npy" -o "$T/q_gpu.safetensors" 2>> "$T/err" &&
            cmp -s "$T/q_cpu.safetensors" "$T/q_gpu.safetensors" && ok || bad "quantize $f on cuda differs ($(cat "$T/err"))"
        "$BIN" dequantize "$T/q_cpu.safetensors" -o "$T/d_cpu.npy" 2> "$T/err" &&
            "$BIN" dequantize --backend cuda "$T/q_cpu.safetensors" -o "$T/d_gpu.npy" 2>> "$T/err" &&
            cmp -s "$T/d_cpu.npy" "$T/d_gpu.npy" && ok || bad "dequantize $f on cuda differs ($(cat "$T/err"))"
    done
    "$BIN" attention $Q --causal --dtype f16 -o "$T/a_cpu.npy" 2> "$T/err" &&
        "$BIN" attention $Q --causal --dtype f16 --backend cuda -o "$T/a_gpu.npy" 2>> "$T/err" &&
        r=$(python3 "$T/tool.py" close "$T/a_gpu.npy" "$T/a_cpu.npy" 2e-3) && [ "$r" = ok ] && ok || bad "attention on cuda: $r $(cat "$T/err")"
    # an f32 output from f16 compute: the device writes f16, the copy back converts
    "$BIN" attention $Q --causal --dtype f16 --out-dtype f32 --backend cuda -o "$T/a_gpu32.npy" 2> "$T/err" &&
        head -c 80 "$T/a_gpu32.npy" | grep -q "'<f4'" &&
        r=$(python3 "$T/tool.py" close "$T/a_gpu32.npy" "$T/a_cpu.npy" 2e-3) && [ "$r" = ok ] && ok || bad "attention --out-dtype f32 on cuda: $r $(cat "$T/err")"
    "$BIN" bench --backend cuda --list > /dev/null 2> "$T/err" && ok || bad "bench --backend cuda --list: $(cat "$T/err")"
    }
else
    # no GPU: every tool says so with exit 4
    # shellcheck disable=SC2086
    {
    absent "attention cuda" "backend 'cuda' is not available: " attention $Q --backend cuda -o "$T/o.npy"
    absent "quantize cuda" "backend 'cuda' is not available: " quantize --format int8 --backend cuda "$T/x.npy" -o "$T/o.safetensors"
    absent "dequantize cuda" "backend 'cuda' is not available: " dequantize --backend cuda "$T/a_q.safetensors" -o "$T/o.npy"
    absent "cast cuda" "backend 'cuda' is not available: " cast --to f16 --backend cuda "$T/x.npy" -o "$T/o.npy"
    absent "cast cuda:1" "backend 'cuda' is not available: " cast --to f16 --backend cuda:1 "$T/x.npy" -o "$T/o.npy"
    absent "bench cuda" "backend 'cuda' is not available: " bench --backend cuda --list
    }
    # a driver that finds no device (the stub of tests/stub_cuda.c, cuInit -> CUDA_ERROR_NO_DEVICE): 4, with the reason
    mkdir -p "$T/stub"
    if ${CC:-cc} -std=c99 -O1 -fPIC -shared tests/stub_cuda.c -o "$T/stub/libcuda.so.1" 2> "$T/err"; then
        STUB_CUDA_INIT=100 LD_LIBRARY_PATH="$T/stub" "$BIN" cast --to f16 --backend cuda "$T/x.npy" -o "$T/o.npy" > /dev/null 2> "$T/err"; rc=$?
        [ $rc -eq 4 ] && grep -q "^ktorch cast: backend 'cuda' is not available: .*NO_DEVICE" "$T/err" && [ ! -e "$T/o.npy" ] \
            && ok || bad "stub driver without a device: exit $rc $(cat "$T/err")"
        STUB_CUDA_INIT=100 LD_LIBRARY_PATH="$T/stub" "$BIN" info 2> /dev/null | grep -q "^backend cuda    not available: .*NO_DEVICE" \
            && ok || bad "info with the stub driver without a device"
        # with its one host-memory "device": the round trip host -> device -> host of a same-dtype cast keeps every byte
        "$BIN" cast --to f32 "$T/x.npy" -o "$T/o_cpu.npy" 2> "$T/err" &&
            LD_LIBRARY_PATH="$T/stub" "$BIN" cast --to f32 --backend cuda "$T/x.npy" -o "$T/o.npy" 2>> "$T/err" && cmp -s "$T/o_cpu.npy" "$T/o.npy" \
            && ok || bad "round trip through the stub device: $(cat "$T/err")"
    else
        skip "stub libcuda did not build: $(head -n 1 "$T/err")"
    fi
fi
finish
