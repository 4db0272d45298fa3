#!/bin/sh
# The tools' files: f32/f16/bf16/fp8 inputs from .npy, FILE.safetensors:NAME or FILE.gguf:NAME,
# typed safetensors outputs, `ktorch inspect`. Files are written and read by
# python3 (standard library only); expected values are exact where the
# conversion is (bf16/fp8/f16 codes -> f32) and bounded by f16 rounding where not.
cd "$(dirname "$0")/.." || exit 1
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL cli_files: $1"; }
finish() { echo "[cli_files] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
if [ ! -x "$BIN" ]; then echo "  SKIP cli_files: $BIN not built (make build/ktorch)"; skipped=1; finish; fi
if ! command -v python3 >/dev/null 2>&1; then echo "  SKIP cli_files: python3 not found"; skipped=1; finish; fi
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_files.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

cat > "$T/tool.py" <<'EOF'
import json, math, struct, sys
def npy_write(path, shape, vals):
    hdr = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d," % s for s in shape)
    hdr += " " * (64 - (10 + len(hdr) + 1) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(hdr)) + hdr.encode())
        f.write(struct.pack("<%df" % len(vals), *vals))
def npy_read(path):
    b = open(path, "rb").read()
    n = struct.unpack("<H", b[8:10])[0]
    h = b[10:10 + n].decode(); d = b[10 + n:]
    fmt = "e" if "'<f2'" in h else "f"
    return list(struct.unpack("<%d%s" % (len(d) // struct.calcsize(fmt), fmt), d))
def st_write(path, tensors, meta=None, meta_last=False):
    hdr, data = {}, b""
    if meta and not meta_last: hdr["__metadata__"] = meta
    for name, (dt, shape, raw) in tensors.items():
        hdr[name] = {"dtype": dt, "shape": shape, "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    if meta and meta_last: hdr["__metadata__"] = meta
    h = json.dumps(hdr).encode()
    h += b" " * (-len(h) % 8)
    open(path, "wb").write(struct.pack("<Q", len(h)) + h + data)
def st_read(path):
    b = open(path, "rb").read()
    n = struct.unpack("<Q", b[:8])[0]
    return json.loads(b[8:8 + n]), b[8 + n:]
def bf16(x): return struct.pack("<f", x)[2:]  # exact for the values used
cmd = sys.argv[1]
if cmd == "gen":
    d = sys.argv[2]
    q = [math.sin(i * 0.37) for i in range(2 * 8 * 16)]
    k = [math.cos(i * 0.11) for i in range(2 * 8 * 16)]
    shape = [1, 2, 8, 16]
    for n, a in (("q", q), ("k", k)): npy_write(f"{d}/{n}.npy", shape, a)
    npy_write(f"{d}/w64.npy", [4, 64], q)
    f32 = lambda a: struct.pack("<%df" % len(a), *a)
    f16 = lambda a: struct.pack("<%de" % len(a), *a)
    st_write(f"{d}/qkv.safetensors", {"q": ("F32", shape, f32(q)), "k": ("F32", shape, f32(k)),
             "q16": ("F16", shape, f16(q)), "k16": ("F16", shape, f16(k))}, {"source": "hand-written", "note": "a \"quoted\" value"})
    st_write(f"{d}/bf16.safetensors", {"w": ("BF16", [2, 3], b"".join(bf16(x) for x in [1.0, -2.5, 0.15625, 448.0, -0.0, 3.0]))})
    st_write(f"{d}/fp8.safetensors", {"a": ("F8_E4M3", [4], bytes([0x38, 0xC2, 0x7E, 0x01])), "b": ("F8_E5M2", [2], bytes([0x3C, 0xC1]))})
    st_write(f"{d}/last.safetensors", {"a.b": ("F32", [1], f32([1.0]))}, {"k, 1": "v: {x}", "caf\u00e9": "\\", "multi": "a\nb"}, True)
    # a checkpoint with an entry ktorch may not represent (5-D, F64) beside a plain one
    st_write(f"{d}/odd.safetensors", {"conv.weight": ("F64", [1, 1, 2, 2, 2], bytes(64)), "bias": ("F32", [2], f32([1.0, 2.0])),
                                       "phase": ("C64", [2], bytes(16)), "deep": ("U8", [1] * 9, bytes(1))}, {"format": "pt"})
    # GGUF v3: two metadata pairs, an f32 [2,3] tensor (ggml dims innermost first) and one of a type ktorch does not read (q5_0, 6)
    def gs(x): return struct.pack("<Q", len(x)) + x.encode()
    g = b"GGUF" + struct.pack("<IQQ", 3, 2, 2)
    g += gs("general.name") + struct.pack("<I", 8) + gs("tiny")
    g += gs("tiny.ids") + struct.pack("<IIQ", 9, 5, 3) + struct.pack("<3i", 1, 2, 3)
    g += gs("w") + struct.pack("<IQQIQ", 2, 3, 2, 0, 0)
    g += gs("q5") + struct.pack("<IQIQ", 1, 32, 6, 32)
    g += b"\0" * (-len(g) % 32) + f32([1, 2, 3, 4, 5, 6]) + bytes(8) + bytes(22)
    open(f"{d}/tiny.gguf", "wb").write(g)
    npy_write(f"{d}/g.npy", [4, 64], [math.sin(i * 0.7) * (1 + i % 5) for i in range(256)])
elif cmd == "vals":  # the f32 values of a .npy, as given
    print(" ".join("%g" % x for x in npy_read(sys.argv[2])))
elif cmd == "close":  # max |a-b| / max |b| <= tol
    a, b = npy_read(sys.argv[2]), npy_read(sys.argv[3])
    err = max(abs(x - y) for x, y in zip(a, b)) / max(max(abs(y) for y in b), 1e-30)
    print("ok" if len(a) == len(b) and err <= float(sys.argv[4]) else "bad err %g" % err)
elif cmd == "entry":  # NAME DTYPE SHAPE of a safetensors entry
    h, _ = st_read(sys.argv[2]); e = h.get(sys.argv[3])
    print("missing" if e is None else "%s %s" % (e["dtype"], ",".join(map(str, e["shape"]))))
elif cmd == "bytes":  # the bytes of an entry in hex
    h, data = st_read(sys.argv[2]); e = h[sys.argv[3]]
    print(data[e["data_offsets"][0]:e["data_offsets"][1]].hex())
elif cmd == "npybytes":  # the data bytes of a .npy in hex
    b = open(sys.argv[2], "rb").read(); n = struct.unpack("<H", b[8:10])[0]
    print(b[10 + n:].hex())
EOF
py() { python3 "$T/tool.py" "$@" 2> /dev/null; }
py gen "$T" || { bad "input generation"; finish; }
S=$T/qkv.safetensors

# attention: safetensors f32 inputs give the .npy result, bit for bit
"$BIN" attention --q "$T/q.npy" --k "$T/k.npy" --v "$T/k.npy" --causal -o "$T/a_npy.npy" 2> "$T/err" &&
    "$BIN" attention --q "$S:q" --k "$S:k" --v "$S:k" --causal -o "$T/a_st.npy" 2>> "$T/err" &&
    cmp -s "$T/a_npy.npy" "$T/a_st.npy" && ok || bad "attention from safetensors differs from .npy ($(cat "$T/err"))"
# f16 inputs compute in f16: within f16 rounding of the f32 result; the output is f16 (<f2)
"$BIN" attention --q "$S:q16" --k "$S:k16" --v "$S:k16" --causal -o "$T/a16.npy" 2> "$T/err" && head -c 80 "$T/a16.npy" | grep -q "'<f2'" &&
    r=$(py close "$T/a16.npy" "$T/a_npy.npy" 4e-3) && [ "$r" = ok ] && ok || bad "attention f16: $r $(cat "$T/err")"
# --dtype f16 on f32 files: the same computation as f16 files
"$BIN" attention --q "$T/q.npy" --k "$T/k.npy" --v "$T/k.npy" --causal --dtype f16 -o "$T/a16b.npy" 2> "$T/err" &&
    cmp -s "$T/a16.npy" "$T/a16b.npy" && ok || bad "--dtype f16 differs from f16 inputs ($(cat "$T/err"))"
# typed output: --out-dtype bf16 into safetensors keeps BF16, named
"$BIN" attention --q "$S:q" --k "$S:k" --v "$S:k" --out-dtype bf16 -o "$T/o.safetensors:attn" 2> "$T/err" &&
    [ "$(py entry "$T/o.safetensors" attn)" = "BF16 1,2,8,16" ] && ok || bad "attention bf16 output: $(py entry "$T/o.safetensors" attn) $(cat "$T/err")"

# cast from bf16 and fp8 tensors: exact values
"$BIN" cast --to f32 "$T/bf16.safetensors" -o "$T/c.npy" 2> "$T/err" && [ "$(py vals "$T/c.npy")" = "1 -2.5 0.15625 448 -0 3" ] \
    && ok || bad "cast bf16 -> f32: $(py vals "$T/c.npy") $(cat "$T/err")"
"$BIN" cast --to f32 "$T/fp8.safetensors:a" -o "$T/c.npy" 2> "$T/err" && [ "$(py vals "$T/c.npy")" = "1 -2.5 448 0.00195312" ] \
    && ok || bad "cast fp8_e4m3 -> f32: $(py vals "$T/c.npy") $(cat "$T/err")"
"$BIN" cast --to f32 "$T/fp8.safetensors:b" -o "$T/c.npy" 2> "$T/err" && [ "$(py vals "$T/c.npy")" = "1 -2.5" ] \
    && ok || bad "cast fp8_e5m2 -> f32: $(py vals "$T/c.npy") $(cat "$T/err")"
# bf16 -> fp8 codes, typed in safetensors; the .npy holds the same codes as |u1
"$BIN" cast --to fp8_e4m3 --saturate "$T/bf16.safetensors:w" -o "$T/c8.safetensors:x" 2> "$T/err" &&
    "$BIN" cast --to fp8_e4m3 --saturate "$T/bf16.safetensors:w" -o "$T/c8.npy" 2>> "$T/err" &&
    [ "$(py entry "$T/c8.safetensors" x)" = "F8_E4M3 2,3" ] && [ "$(py bytes "$T/c8.safetensors" x)" = "38c2227e8044" ] &&
    [ "$(py npybytes "$T/c8.npy")" = "38c2227e8044" ] && ok || bad "cast bf16 -> fp8 typed: $(py bytes "$T/c8.safetensors" x) $(cat "$T/err")"
# quantize an f16 tensor from safetensors; dequantize to typed f16
"$BIN" quantize --format int8 "$S:q16" -o "$T/q.safetensors" 2> "$T/err" &&
    "$BIN" dequantize --to f16 "$T/q.safetensors" -o "$T/dq.safetensors" 2>> "$T/err" && [ "$(py entry "$T/dq.safetensors" out)" = "F16 1,2,8,16" ] &&
    "$BIN" dequantize "$T/q.safetensors" -o "$T/dq.npy" 2>> "$T/err" && r=$(py close "$T/dq.npy" "$T/q.npy" 0.01) && [ "$r" = ok ] \
    && ok || bad "quantize f16 from safetensors: $r $(cat "$T/err")"

# FILE.gguf:NAME as an input, from the GGUF that convert writes: the same bytes as from safetensors
G=$T/qkv.gguf
"$BIN" convert "$S" -o "$G" 2> "$T/err" || bad "convert to gguf: $(cat "$T/err")"
"$BIN" attention --q "$G:q" --k "$G:k" --v "$G:k" --causal -o "$T/a_gg.npy" 2> "$T/err" &&
    cmp -s "$T/a_npy.npy" "$T/a_gg.npy" && ok || bad "attention from gguf differs from .npy ($(cat "$T/err"))"
"$BIN" cast --to bf16 "$G:q16" -o "$T/cg.safetensors:x" 2> "$T/err" && "$BIN" cast --to bf16 "$S:q16" -o "$T/cs.safetensors:x" 2>> "$T/err" &&
    cmp -s "$T/cg.safetensors" "$T/cs.safetensors" && ok || bad "cast from gguf differs from safetensors ($(cat "$T/err"))"
"$BIN" quantize --format int8 "$G:q16" -o "$T/qg.safetensors" 2> "$T/err" && cmp -s "$T/q.safetensors" "$T/qg.safetensors" \
    && ok || bad "quantize from gguf differs from safetensors ($(cat "$T/err"))"
# a q8_0 GGUF tensor is read dequantized to f32 (one tensor: no name needed)
"$BIN" quantize --format q8_0 "$T/w64.npy" -o "$T/q8.safetensors" 2> "$T/err" && "$BIN" convert "$T/q8.safetensors" -o "$T/q8.gguf" 2>> "$T/err" &&
    "$BIN" dequantize "$T/q8.safetensors" -o "$T/d8.npy" 2>> "$T/err" && "$BIN" cast --to f32 "$T/q8.gguf" -o "$T/c8g.npy" 2>> "$T/err" &&
    cmp -s "$T/d8.npy" "$T/c8g.npy" && ok || bad "q8_0 gguf input is not its dequantized values ($(cat "$T/err"))"

# names: a one-tensor file needs none; otherwise a missing or unknown name is one message, exit 1
fails() { # NAME NEEDLE ARGS...
    name=$1; needle=$2; shift 2
    "$BIN" "$@" > /dev/null 2> "$T/err"; rc=$?
    [ $rc -eq 1 ] && [ "$(wc -l < "$T/err")" -eq 1 ] && grep -qF -- "$needle" "$T/err" && ok || bad "$name: exit $rc $(cat "$T/err")"
}
fails no_name "holds 4 tensors: name one as" cast --to f16 "$S" -o "$T/x.npy"
fails bad_name "has no tensor 'nope'" cast --to f16 "$S:nope" -o "$T/x.npy"
fails gguf_no_name "holds 4 tensors: name one as" cast --to f16 "$G" -o "$T/x.npy"
fails gguf_bad_name "has no tensor 'nope'" attention --q "$G:nope" --k "$G:k" --v "$G:k" -o "$T/x.npy"
fails gguf_unreadable "tensor 'q5' has ggml type 6, which ktorch does not read" cast --to f32 "$T/tiny.gguf:q5" -o "$T/x.npy"
fails missing_file "cannot open" attention --q "$T/none.safetensors:q" --k "$S:k" --v "$S:k" -o "$T/x.npy"
fails directory "is a directory" attention --q "$T" --k "$S:k" --v "$S:k" -o "$T/x.npy"

# inspect: metadata and every tensor with dtype, shape and bytes
"$BIN" inspect "$S" > "$T/out" 2> "$T/err"; rc=$?
[ $rc -eq 0 ] && grep -q "^  source = hand-written$" "$T/out" && grep -q '^  note = a "quoted" value$' "$T/out" && grep -q "^4 tensors:" "$T/out" &&
    grep -Eq "^  q16 +f16 +\[1,2,8,16\] +512$" "$T/out" && grep -Eq "^  k +f32 +\[1,2,8,16\] +1024$" "$T/out" && ok || bad "inspect: $(cat "$T/out" "$T/err")"
"$BIN" inspect "$T/q.safetensors" > "$T/out" 2> "$T/err" && grep -q "^  ktorch.format = int8$" "$T/out" && grep -q "^  ktorch.shape = 1,2,8,16$" "$T/out" &&
    grep -Eq "^  data +i8 +\[1,2,8,16\] +256$" "$T/out" && grep -Eq "^  scale +f32 +\[1\] +4$" "$T/out" && ok || bad "inspect quantized: $(cat "$T/out" "$T/err")"
"$BIN" inspect "$T/last.safetensors" > "$T/out" 2> "$T/err" && grep -q "^  k, 1 = v: {x}$" "$T/out" && grep -q '^  caf\\u00e9 = \\$' "$T/out" && grep -qxF '  multi = a\nb' "$T/out" &&
    grep -Eq "^  a.b +f32 +\[1\] +4$" "$T/out" && ok || bad "inspect, metadata last: $(cat "$T/out" "$T/err")"
# every entry is listed even where the library refuses the file (then exit 1 and the reason, one line)
"$BIN" inspect "$T/odd.safetensors" > "$T/out" 2> "$T/err"; rc=$?
if grep -Eiq "^  conv.weight +f64 +\[1,1,2,2,2\] +64$" "$T/out" && grep -Eiq "^  bias +f32 +\[2\] +8$" "$T/out" && grep -q "^  format = pt$" "$T/out" &&
    { [ $rc -eq 0 ] || { [ $rc -eq 1 ] && [ "$(wc -l < "$T/err")" -eq 1 ] && grep -q "^ktorch inspect: " "$T/err"; }; }; then ok
else bad "inspect of a file with an F64 5-D entry: exit $rc $(cat "$T/out" "$T/err")"; fi
# entries ktorch cannot hold are listed and marked; the file still opens
"$BIN" inspect "$T/odd.safetensors" > "$T/out" 2> "$T/err" && grep -Eq "^  phase +C64 +\(1 dims\) +16  not loadable: unknown dtype$" "$T/out" &&
    grep -Eq "^  deep +U8 +\(9 dims\) +1  not loadable: more dims than ktorch holds$" "$T/out" && ok || bad "inspect, entries not loadable: $(cat "$T/out" "$T/err")"
"$BIN" inspect "$T/tiny.gguf" > "$T/out" 2> "$T/err" && grep -q "^  general.name = tiny$" "$T/out" && grep -qF "  tiny.ids = [3 x i32]" "$T/out" &&
    grep -Eq "^  w +f32 +\[2,3\] +24$" "$T/out" && grep -Eq "^  q5 +ggml:6 +\[32\] +0  not loadable: a ggml type ktorch does not read$" "$T/out" &&
    ok || bad "inspect gguf: $(cat "$T/out" "$T/err")"
"$BIN" inspect "$T/g.npy" > "$T/out" 2> "$T/err" && grep -q "^npy: dtype f32, shape \[4,64\], 1024 bytes$" "$T/out" && ok || bad "inspect npy: $(cat "$T/out" "$T/err")"
finish
