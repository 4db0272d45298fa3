#!/bin/sh
# `ktorch quantize` / `ktorch dequantize`: file layout (docs/QUANT.md), a
# hand-derived q8_0 block, round trips of every format, a given nvfp4
# tensor scale, --report, bad usage.
# Uses python3 (standard library only) to write .npy inputs and read outputs.
cd "$(dirname "$0")/.." || exit 1
name=cli_quant
pass=0; fail=0; skip=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "  FAIL $1"; }
finish() { echo "[$name] $pass passed, $fail failed, $skip skipped"; [ "$fail" -eq 0 ]; exit $?; }
bin=${KTORCH_BIN:-build/ktorch}
if ! command -v python3 >/dev/null 2>&1; then skip=1; echo "  SKIP: python3 not found"; finish; fi
if [ ! -x "$bin" ]; then bad "$bin not built"; finish; fi
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# npy writer / reader and a safetensors header reader (stdlib only)
cat >"$tmp/npy.py" <<'EOF'
import json, struct, sys, math, random
def write(path, shape, vals):
    hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d," % s for s in shape)
    pad = 64 - (10 + len(hdr) + 1) % 64
    hdr = hdr + " " * pad + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
        f.write(struct.pack("<%df" % len(vals), *vals))
def read(path):
    b = open(path, "rb").read()
    n = struct.unpack("<H", b[8:10])[0]
    h = b[10:10 + n].decode()
    assert "'<f4'" in h, h
    d = b[10 + n:]
    return list(struct.unpack("<%df" % (len(d) // 4), d))
def st(path):
    b = open(path, "rb").read()
    n = struct.unpack("<Q", b[:8])[0]
    return json.loads(b[8:8 + n]), b[8 + n:]
cmd = sys.argv[1]
if cmd == "q8":  # the block of test_q8_0_vector: bytes 00 3C 7F 03 FD 01 00 7F then zeros
    v = [127, 2.5, -2.5, 0.5, -0.49, 126.5] + [0] * 26
    write(sys.argv[2], [1, 32], v)
elif cmd == "q8check":
    h, data = st(sys.argv[2])
    e = h["data"]
    got = data[e["data_offsets"][0]:e["data_offsets"][1]]
    want = bytes([0x00, 0x3C, 127, 3, 0xFD, 1, 0, 127] + [0] * 26)
    ok = got == want and h["__metadata__"]["ktorch.format"] == "q8_0" and e["dtype"] == "U8" and e["shape"] == [1, 34]
    print("ok" if ok else "bad %s %s" % (got.hex(), h))
elif cmd == "q8deq":
    y = read(sys.argv[2])
    want = [127, 3, -3, 1, 0, 127] + [0] * 26
    print("ok" if y == want else "bad %s" % y)
elif cmd == "gauss":
    random.seed(7)
    write(sys.argv[2], [8, 128], [random.gauss(0, 1) for _ in range(8 * 128)])
elif cmd == "close":  # rmse of dequantized vs input below a bound
    a, b = read(sys.argv[2]), read(sys.argv[3])
    se = sum((x - y) ** 2 for x, y in zip(a, b)) / len(a)
    print("ok" if len(a) == len(b) and math.sqrt(se) <= float(sys.argv[4]) else "bad rmse %g" % math.sqrt(se))
elif cmd == "tscale":  # the stored nvfp4 tensor scale equals argv[3]
    h, data = st(sys.argv[2])
    e = h["tensor_scale"]
    v = struct.unpack("<f", data[e["data_offsets"][0]:e["data_offsets"][1]])[0]
    print("ok" if v == struct.unpack("<f", struct.pack("<f", float(sys.argv[3])))[0] else "bad %r" % v)
elif cmd == "dtypes":
    h, _ = st(sys.argv[2])
    print(" ".join("%s=%s" % (k, h[k]["dtype"]) for k in sorted(h) if k != "__metadata__"))
EOF
py() { python3 "$tmp/npy.py" "$@"; }

# 1. hand-derived q8_0 bytes (derivation in tests/test_quant.c)
py q8 "$tmp/q8.npy"
if "$bin" quantize --format q8_0 "$tmp/q8.npy" -o "$tmp/q8.st" >"$tmp/out" 2>&1; then ok; else bad "quantize q8_0: $(cat "$tmp/out")"; fi
r=$(py q8check "$tmp/q8.st" 2>&1); [ "$r" = ok ] && ok || bad "q8_0 file: $r"
if "$bin" dequantize "$tmp/q8.st" -o "$tmp/q8d.npy" >"$tmp/out" 2>&1; then ok; else bad "dequantize q8_0: $(cat "$tmp/out")"; fi
r=$(py q8deq "$tmp/q8d.npy" 2>&1); [ "$r" = ok ] && ok || bad "q8_0 dequantized: $r"

# 2. every format round-trips through the files within its error bound (rmse on N(0,1))
py gauss "$tmp/g.npy"
for spec in "int8:0.012" "int8_asym:0.012" "fp8_e4m3:0.04" "fp8_e5m2:0.07" "mxfp8_e4m3:0.04" "mxfp8_e5m2:0.07" \
    "mxfp6_e2m3:0.04" "mxfp6_e3m2:0.07" "mxfp4:0.15" "mxint8:0.012" "nvfp4:0.12" "q8_0:0.008" "q4_0:0.11"; do
    f=${spec%%:*}; bound=${spec#*:}
    if "$bin" quantize --format "$f" "$tmp/g.npy" -o "$tmp/$f.st" >"$tmp/out" 2>&1 &&
        "$bin" dequantize "$tmp/$f.st" -o "$tmp/$f.npy" >>"$tmp/out" 2>&1; then
        r=$(py close "$tmp/g.npy" "$tmp/$f.npy" "$bound" 2>&1); [ "$r" = ok ] && ok || bad "$f round trip: $r"
    else
        bad "$f: $(cat "$tmp/out")"
    fi
done
# granularity options survive the file
for opt in "--axis 0" "--axis -1" "--group 32"; do
    if "$bin" quantize --format int8 $opt "$tmp/g.npy" -o "$tmp/opt.st" >"$tmp/out" 2>&1 &&
        "$bin" dequantize "$tmp/opt.st" -o "$tmp/opt.npy" >>"$tmp/out" 2>&1; then
        r=$(py close "$tmp/g.npy" "$tmp/opt.npy" 0.012 2>&1); [ "$r" = ok ] && ok || bad "int8 $opt: $r"
    else
        bad "int8 $opt: $(cat "$tmp/out")"
    fi
done
# block formats store the standard dtypes
r=$(py dtypes "$tmp/mxfp4.st"); case "$r" in *"data=F4"*"scale=F8_E8M0"*) ok ;; *) bad "mxfp4 dtypes: $r" ;; esac
r=$(py dtypes "$tmp/mxfp6_e3m2.st"); case "$r" in *"data=F6_E3M2"*) ok ;; *) bad "mxfp6 dtypes: $r" ;; esac
r=$(py dtypes "$tmp/nvfp4.st"); case "$r" in *"data=F4"*"scale=F8_E4M3"*"tensor_scale=F32"*) ok ;; *) bad "nvfp4 dtypes: $r" ;; esac

# a given nvfp4 tensor scale is stored and used: twice the default's keeps the round trip close
"$bin" quantize --format nvfp4 --tensor-scale 0.25 "$tmp/g.npy" -o "$tmp/ts.st" >"$tmp/out" 2>&1 && r=$(py tscale "$tmp/ts.st" 0.25 2>&1) && [ "$r" = ok ] && ok || bad "nvfp4 --tensor-scale: $r $(cat "$tmp/out")"
if "$bin" dequantize "$tmp/ts.st" -o "$tmp/ts.npy" >"$tmp/out" 2>&1; then
    r=$(py close "$tmp/g.npy" "$tmp/ts.npy" 0.3 2>&1); [ "$r" = ok ] && ok || bad "nvfp4 --tensor-scale round trip: $r"
else
    bad "dequantize nvfp4 --tensor-scale: $(cat "$tmp/out")"
fi

# 3. --report
"$bin" quantize --format mxfp4 --report "$tmp/g.npy" -o "$tmp/r.st" >"$tmp/rep" 2>&1
if grep -q '^max_abs_error ' "$tmp/rep" && grep -q '^rmse ' "$tmp/rep" && grep -Eq '^sqnr_db (1[5-9]|2[0-9])\.' "$tmp/rep"; then ok; else bad "report: $(cat "$tmp/rep")"; fi

# 4. bad usage is an error with a message, never a crash
"$bin" quantize --format int4 "$tmp/g.npy" -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && grep -q "unknown format" "$tmp/out" && ok || bad "unknown format"
"$bin" quantize --format int8 "$tmp/g.npy" >"$tmp/out" 2>&1; [ $? -eq 2 ] && ok || bad "missing -o"
# options a format would not use are usage errors (exit 2), named in a one-line message
"$bin" quantize --format q4_0 "$tmp/q8.npy" --group 4 -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && grep -q "granularity" "$tmp/out" && ok || bad "group on q4_0: $(cat "$tmp/out")"
"$bin" quantize --format nvfp4 --tensor-scale -1 "$tmp/g.npy" -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && grep -q -- "--tensor-scale" "$tmp/out" && ok || bad "negative tensor scale: $(cat "$tmp/out")"
"$bin" quantize --format nvfp4 --tensor-scale 1e-50 "$tmp/g.npy" -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && grep -q -- "--tensor-scale" "$tmp/out" && ok || bad "tensor scale below f32: $(cat "$tmp/out")"
"$bin" quantize --format nvfp4 --tensor-scale x "$tmp/g.npy" -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && ok || bad "tensor scale not a number: $(cat "$tmp/out")"
"$bin" quantize --format mxfp4 --tensor-scale 1 "$tmp/g.npy" -o "$tmp/x.st" >"$tmp/out" 2>&1; [ $? -eq 2 ] && grep -q "nvfp4 only" "$tmp/out" && ok || bad "tensor scale on mxfp4: $(cat "$tmp/out")"
"$bin" dequantize "$tmp/g.npy" -o "$tmp/x.npy" >"$tmp/out" 2>&1; [ $? -eq 1 ] && ok || bad "dequantize of a non-safetensors file"
"$bin" dequantize "$tmp/nope.st" -o "$tmp/x.npy" >"$tmp/out" 2>&1; [ $? -eq 1 ] && ok || bad "dequantize of a missing file"
# planted error: the byte check rejects a file whose block differs in one code
cp "$tmp/q8.st" "$tmp/q8bad.st"
python3 -c "
import sys
p=sys.argv[1]; b=bytearray(open(p,'rb').read()); b[-1]^=1; open(p,'wb').write(b)" "$tmp/q8bad.st"
r=$(py q8check "$tmp/q8bad.st" 2>&1); [ "$r" != ok ] && ok || bad "planted byte error not detected"
finish
