#!/bin/sh
# ktorch convert between .npy, .safetensors and .gguf: files written by NumPy
# and by hand (GGUF with q8_0/q4_0/mxfp4/f16/bf16/f32 tensors in ggml's layout),
# converted both ways and compared byte for byte, dequantized q8_0/q4_0/mxfp4
# against their ggml definitions, --to against NumPy's rounding, and every
# refusal with its exit status and message.
cd "$(dirname "$0")/.." || exit 1
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL cli_convert: $1"; }
finish() { echo "[cli_convert] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
if [ ! -x "$BIN" ]; then echo "  SKIP cli_convert: $BIN not built (make build/ktorch)"; skipped=1; finish; fi
. tests/numpy_python.sh
if [ -z "$PY" ]; then echo "  SKIP cli_convert: python3 with NumPy not found (python3-numpy)"; skipped=1; finish; fi
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_convert.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

cat > "$T/tool.py" <<'EOF'
import json, struct, sys, warnings
import numpy as np
warnings.simplefilter("ignore")  # f16 overflow to inf is intended
def st_write(path, tensors, meta=None):
    hdr, data = {}, b""
    if meta: hdr["__metadata__"] = meta
    for name, (dt, shape, raw) in tensors.items():
        hdr[name] = {"dtype": dt, "shape": shape, "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    h = json.dumps(hdr).encode(); h += b" " * (-len(h) % 8)
    open(path, "wb").write(struct.pack("<Q", len(h)) + h + data)
def st_read(path):
    b = open(path, "rb").read(); n = struct.unpack("<Q", b[:8])[0]
    h = json.loads(b[8:8 + n]); d = b[8 + n:]
    meta = h.pop("__metadata__", {})
    return meta, {k: (v["dtype"], v["shape"], d[v["data_offsets"][0]:v["data_offsets"][1]]) for k, v in h.items()}
def gs(x): x = x.encode(); return struct.pack("<Q", len(x)) + x
SCALAR = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
def gguf_write(path, kvs, tensors):  # kvs: (key, type, value); tensors: (name, ggml type, ne innermost first, raw)
    g = b"GGUF" + struct.pack("<IQQ", 3, len(tensors), len(kvs))
    for k, t, v in kvs:
        g += gs(k) + struct.pack("<I", t)
        if t == 8: g += gs(v)
        elif t == 9:
            at, items = v; g += struct.pack("<IQ", at, len(items))
            g += b"".join(gs(x) if at == 8 else struct.pack("<" + SCALAR[at], x) for x in items)
        else: g += struct.pack("<" + SCALAR[t], v)
    off, data = 0, b""
    for name, t, ne, raw in tensors:
        g += gs(name) + struct.pack("<I", len(ne)) + b"".join(struct.pack("<Q", n) for n in ne) + struct.pack("<IQ", t, len(data))
        data += raw + b"\0" * (-len(raw) % 32)
    g += b"\0" * (-len(g) % 32)
    open(path, "wb").write(g + data)
def gguf_read(path):  # {key: value}, {name: (type, ne, raw)}
    b = open(path, "rb").read(); p = 24
    ver, nt, nkv = struct.unpack("<IQQ", b[4:24])
    def rs():
        nonlocal p; n = struct.unpack("<Q", b[p:p + 8])[0]; s = b[p + 8:p + 8 + n].decode(); p += 8 + n; return s
    def rv(t):
        nonlocal p
        if t == 8: return rs()
        if t == 9:
            at, n = struct.unpack("<IQ", b[p:p + 12]); p += 12
            return (at, [rv(at) for _ in range(n)])
        f = "<" + SCALAR[t]; v = struct.unpack(f, b[p:p + struct.calcsize(f)])[0]; p += struct.calcsize(f); return v
    kv = {}
    for _ in range(nkv):
        k = rs(); t = struct.unpack("<I", b[p:p + 4])[0]; p += 4; kv[k] = (t, rv(t))
    infos = []
    for _ in range(nt):
        name = rs(); nd = struct.unpack("<I", b[p:p + 4])[0]; p += 4
        ne = list(struct.unpack("<%dQ" % nd, b[p:p + 8 * nd])); p += 8 * nd
        t, off = struct.unpack("<IQ", b[p:p + 12]); p += 12
        infos.append((name, t, ne, off))
    al = kv.get("general.alignment", (4, 32))[1]; base = p + (-p % al)
    size = {0: lambda n: 4 * n, 1: lambda n: 2 * n, 30: lambda n: 2 * n, 8: lambda n: n // 32 * 34, 2: lambda n: n // 32 * 18, 39: lambda n: n // 32 * 17}
    return kv, {n: (t, ne, b[base + off:base + off + size[t](int(np.prod(ne)))]) for n, t, ne, off in infos}
def q8_0(x):  # ggml's reference quantizer
    out = b""
    for blk in x.reshape(-1, 32):
        d = np.float32(np.abs(blk).max() / 127); inv = np.float32(1 / d) if d else np.float32(0)
        out += np.float16(d).tobytes() + np.round(blk * inv).astype(np.int8).tobytes()
    return out
def q4_0(x):
    out = b""
    for blk in x.reshape(-1, 32):
        m = blk[np.argmax(np.abs(blk))]; d = np.float32(m / -8); inv = np.float32(1 / d) if d else np.float32(0)
        q = np.minimum(15, (blk * inv + np.float32(8.5)).astype(np.int8)).astype(np.uint8)
        out += np.float16(d).tobytes() + (q[:16] | (q[16:] << 4)).astype(np.uint8).tobytes()
    return out
E2M1 = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2, -3, -4, -6], np.float32)
def deq(t, raw):
    if t == 39:  # E8M0 scale byte, then element j in the low and j+16 in the high nibble of byte j
        b = np.frombuffer(raw, np.uint8).reshape(-1, 17)
        q = np.concatenate([b[:, 1:] & 15, b[:, 1:] >> 4], axis=1)
        return (E2M1[q] * np.ldexp(np.float32(1), b[:, :1].astype(np.int32) - 127).astype(np.float32)).ravel()
    if t == 8:
        b = np.frombuffer(raw, np.uint8).reshape(-1, 34)
        return (b[:, :2].copy().view(np.float16).astype(np.float32) * b[:, 2:].view(np.int8).astype(np.float32)).ravel()
    b = np.frombuffer(raw, np.uint8).reshape(-1, 18)
    q = np.concatenate([b[:, 2:] & 15, b[:, 2:] >> 4], axis=1).astype(np.float32) - 8
    return (b[:, :2].copy().view(np.float16).astype(np.float32) * q).ravel()
def bf16(x):  # round to nearest even, as ktorch_tensor_copy
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
cmd, d = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else ""
if cmd == "gen":
    rng = np.random.default_rng(7)
    a = (rng.standard_normal((3, 5)) * 3).astype(np.float32)
    np.save(f"{d}/a.npy", a)
    w = np.array([[1.0, -2.5, 0.1], [3.0e5, -7.0e-6, 65504.0]], np.float32)
    st_write(f"{d}/m.safetensors", {"w": ("F32", [2, 3], w.tobytes()), "h": ("F16", [3], np.array([0.5, -1, 2], np.float16).tobytes()),
             "ids": ("I32", [2], np.array([7, -1], np.int32).tobytes())}, {"format": "pt", "caf\u00e9": "a\nb \"q\""})
    # a key given twice (the last value counts) and escapes up to a surrogate pair
    h = b'{"__metadata__":{"k":"a","u":"\\u00e9\\ud83d\\ude00\\t","k":"b"},"x":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}'
    open(f"{d}/dup.safetensors", "wb").write(struct.pack("<Q", len(h)) + h + bytes(4))
    st_write(f"{d}/f64.safetensors", {"x": ("F64", [2], np.array([1.5, -1 / 3]).tobytes())})
    st_write(f"{d}/odd.safetensors", {"b": ("F32", [2], np.array([1, 2], np.float32).tobytes()), "c": ("C64", [1], bytes(8))})
    x = np.concatenate([rng.standard_normal(96) * 2, [0] * 32]).astype(np.float32).reshape(2, 64)
    np.save(f"{d}/x.npy", x)
    gguf_write(f"{d}/g.gguf", [("general.name", 8, "tiny"), ("general.quantization_version", 4, 2), ("tiny.n", 4, 7), ("tiny.f", 6, 0.5), ("tiny.ok", 7, True),
               ("tiny.ids", 9, (5, [1, -2, 3])), ("tiny.vocab", 9, (8, ["a", "bc"]))],
               [("q8", 8, [64, 2], q8_0(x)), ("q4", 2, [64, 2], q4_0(x)), ("f16", 1, [3, 2], a[:2, :3].astype(np.float16).tobytes()),
                ("bf", 30, [5], bf16(a[0]).tobytes()), ("f32", 0, [5, 3], a.tobytes()),
                ("mx", 39, [64, 1], b"".join(bytes([120 + 5 * i]) + rng.integers(0, 256, 16, dtype=np.uint8).tobytes() for i in range(2)))])
    gguf_write(f"{d}/q5.gguf", [], [("f32", 0, [4], np.arange(4, dtype=np.float32).tobytes()), ("q5", 6, [32], bytes(22))])
elif cmd == "same_npy":  # two .npy files: dtype, shape and bytes equal
    x, y = np.load(sys.argv[2]), np.load(sys.argv[3])
    print("ok" if x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes() else "differ %s%s %s%s" % (x.dtype, x.shape, y.dtype, y.shape))
elif cmd == "st_is_npy":  # ST NAME NPY: the entry holds the .npy's array
    _, t = st_read(d); dt, shape, raw = t[sys.argv[3]]; x = np.load(sys.argv[4])
    print("ok" if dt == "F32" and shape == list(x.shape) and raw == x.tobytes() else "differ %s %s" % (dt, shape))
elif cmd == "st_same":  # two safetensors: metadata (minus ignored keys) and tensors equal
    m1, t1 = st_read(d); m2, t2 = st_read(sys.argv[3])
    print("ok" if m1 == m2 and t1 == t2 else "differ %s %s | %s %s" % (m1, sorted(t1), m2, sorted(t2)))
elif cmd == "gguf_same":  # A B [dropped keys...]: B has A's tensors bit-exactly and A's metadata but the dropped keys
    k1, t1 = gguf_read(d); k2, t2 = gguf_read(sys.argv[3])
    for k in sys.argv[4:]: k1.pop(k, None)
    print("ok" if k1 == k2 and t1 == t2 and list(t1) == list(t2) else "differ %s %s | %s %s" % (k1, list(t1), k2, list(t2)))
elif cmd == "gguf_vs_st":  # GGUF ST NAMES...: the safetensors holds GGUF's tensors NAMES and its string metadata
    kv, t = gguf_read(d); meta, st = st_read(sys.argv[3]); t = {n: t[n] for n in sys.argv[4:]}
    names = {1: "F16", 0: "F32", 30: "BF16"}
    want = {n: (names[ty], ne[::-1], raw) for n, (ty, ne, raw) in t.items()}
    smeta = {k: v for k, (ty, v) in kv.items() if ty == 8}
    print("ok" if st == want and meta == smeta else "differ %s %s" % (meta, smeta))
elif cmd == "deq":  # GGUF NAME NPY: the .npy equals ggml's dequantization of the entry
    _, t = gguf_read(d); ty, ne, raw = t[sys.argv[3]]; y = np.load(sys.argv[4])
    ref = deq(ty, raw).reshape(ne[::-1])
    print("ok" if y.dtype == np.float32 and np.array_equal(y, ref) else "differ max %g" % np.abs(y - ref).max())
elif cmd == "to":  # ST NAME DTYPE REF.npy: the entry is REF rounded to DTYPE
    _, t = st_read(d); dt, shape, raw = t[sys.argv[3]]; x = np.load(sys.argv[5])
    want = {"F16": x.astype(np.float16).tobytes(), "BF16": bf16(x).tobytes()}[sys.argv[4]]
    print("ok" if dt == sys.argv[4] and shape == list(x.shape) and raw == want else "differ %s %s" % (dt, shape))
elif cmd == "gguf_entry":  # A B NAME: the entry NAME of A and B equal (type, shape, bytes)
    ta, tb = gguf_read(d)[1], gguf_read(sys.argv[3])[1]; n = sys.argv[4]
    print("ok" if n in tb and ta[n] == tb[n] else "differ %s" % (tb.get(n, "absent")[:2],))
elif cmd == "raw":  # ST NAME: dtype, shape and hex of an entry
    _, t = st_read(d); dt, shape, raw = t[sys.argv[3]]; print(dt, shape, raw.hex())
elif cmd == "meta":  # ST: the metadata as JSON
    print(json.dumps(st_read(d)[0], sort_keys=True))
EOF
py() { "$PY" "$T/tool.py" "$@"; }
py gen "$T" || { echo "  SKIP cli_convert: the generator failed"; skipped=1; finish; }
run() { "$BIN" convert "$@" > "$T/out" 2> "$T/err"; }
# expect NAME STATUS NEEDLE ARGS...: exit status, one "ktorch convert:" line naming NEEDLE, no output file
expect() {
    name=$1; want=$2; needle=$3; shift 3
    rm -f "$T/o.npy" "$T/o.safetensors" "$T/o.gguf"
    run "$@"; rc=$?
    if [ "$rc" -ne "$want" ]; then bad "$name: exit $rc, want $want ($(cat "$T/err"))"; return; fi
    if [ "$(wc -l < "$T/err")" -ne 1 ] || ! grep -q "^ktorch convert: " "$T/err"; then bad "$name: stderr is not one 'ktorch convert:' line: $(cat "$T/err")"; return; fi
    if ! grep -qF -- "$needle" "$T/err"; then bad "$name: message does not name '$needle': $(cat "$T/err")"; return; fi
    if [ -e "$T/o.npy" ] || [ -e "$T/o.safetensors" ] || [ -e "$T/o.gguf" ]; then bad "$name: wrote an output file"; return; fi
    ok
}
check() { [ "$2" = ok ] && ok || bad "$1: $2 $(cat "$T/err")"; }

# .npy -> safetensors (named after the stem, or --name) -> .npy, and through GGUF
run "$T/a.npy" -o "$T/a.safetensors" && check npy_to_st "$(py st_is_npy "$T/a.safetensors" a "$T/a.npy")" || bad "npy_to_st: $(cat "$T/err")"
run "$T/a.npy" -o "$T/n.safetensors" --name emb.weight && check npy_named "$(py st_is_npy "$T/n.safetensors" emb.weight "$T/a.npy")" || bad "npy_named: $(cat "$T/err")"
run "$T/a.safetensors" -o "$T/a2.npy" && check st_to_npy "$(py same_npy "$T/a.npy" "$T/a2.npy")" || bad "st_to_npy: $(cat "$T/err")"
run "$T/a.npy" -o "$T/a.gguf" && run "$T/a.gguf:a" -o "$T/a3.npy" && check npy_gguf_npy "$(py same_npy "$T/a.npy" "$T/a3.npy")" || bad "npy_gguf_npy: $(cat "$T/err")"

# safetensors -> GGUF -> safetensors: tensors, names, shapes and the string metadata kept
run "$T/m.safetensors" -o "$T/m.gguf" --name w --name h && run "$T/m.gguf" -o "$T/m2.safetensors" &&
    run "$T/m.safetensors" -o "$T/m1.safetensors" --name w --name h &&
    check st_gguf_st "$(py st_same "$T/m1.safetensors" "$T/m2.safetensors")" || bad "st_gguf_st: $(cat "$T/err")"
[ "$(py meta "$T/m2.safetensors")" = '{"caf\u00e9": "a\nb \"q\"", "format": "pt"}' ] && ok || bad "st metadata: $(py meta "$T/m2.safetensors")"
"$BIN" inspect "$T/m.gguf" > "$T/out" && grep -q "^  format = pt$" "$T/out" && grep -Eq "^  w +f32 +\[2,3\] +24$" "$T/out" && ok || bad "inspect m.gguf: $(cat "$T/out")"
run "$T/dup.safetensors" -o "$T/dup.gguf" && run "$T/dup.gguf" -o "$T/dup2.safetensors" &&
    [ "$(py meta "$T/dup2.safetensors")" = '{"k": "b", "u": "\u00e9\ud83d\ude00\t"}' ] && ok || bad "metadata escapes and duplicates: $(py meta "$T/dup2.safetensors") $(cat "$T/err")"
# --to: float entries rounded, an integer entry copied unchanged
run "$T/m.safetensors" -o "$T/t.safetensors" --to bf16 && [ "$(py raw "$T/t.safetensors" ids)" = "I32 [2] 07000000ffffffff" ] &&
    [ "$(py raw "$T/t.safetensors" h)" = "BF16 [3] 003f80bf0040" ] && ok || bad "--to bf16: $(py raw "$T/t.safetensors" h) $(cat "$T/err")"
run "$T/m.safetensors:w" -o "$T/w.npy" && run "$T/w.npy" -o "$T/wb.safetensors" --to bf16 && check to_bf16_rounding "$(py to "$T/wb.safetensors" w BF16 "$T/w.npy")" || bad "to bf16: $(cat "$T/err")"
run "$T/w.npy" -o "$T/wh.safetensors" --to f16 && check to_f16_rounding "$(py to "$T/wh.safetensors" w F16 "$T/w.npy")" || bad "to f16: $(cat "$T/err")"
run "$T/f64.safetensors" -o "$T/f64.gguf" --to f32 && run "$T/f64.gguf:x" -o "$T/f64.npy" && "$PY" -c "
import numpy as np, sys; y = np.load(sys.argv[1]); sys.exit(0 if y.dtype == np.float32 and y.tolist() == [1.5, float(np.float32(-1/3))] else 1)" "$T/f64.npy" && ok || bad "f64 --to f32 to gguf: $(cat "$T/err")"

# GGUF -> GGUF: every tensor bit-exactly, all metadata but the array of strings (dropped with a note)
run "$T/g.gguf" -o "$T/g2.gguf" && check gguf_gguf "$(py gguf_same "$T/g.gguf" "$T/g2.gguf" tiny.vocab)" || bad "gguf_gguf: $(cat "$T/err")"
grep -q "^ktorch convert: note: 1 metadata key dropped (arrays of strings are not written), 'tiny.vocab' first$" "$T/err" && ok || bad "gguf note: $(cat "$T/err")"
run "$T/g2.gguf" -o "$T/g3.gguf" && cmp -s "$T/g2.gguf" "$T/g3.gguf" && ok || bad "gguf written by convert is not reproduced byte for byte"
run "$T/g.gguf" -o "$T/sel.gguf" --name f16 --name q4 && "$BIN" inspect "$T/sel.gguf" > "$T/out" &&
    [ "$(grep -c '^  [a-z0-9]* *\(f16\|q4_0\) ' "$T/out")" -eq 2 ] && grep -q "^2 tensors:" "$T/out" && ok || bad "gguf --name: $(cat "$T/out" "$T/err")"
# GGUF float tensors and string metadata -> safetensors (numbers, bools and arrays dropped, counted)
run "$T/g.gguf" -o "$T/gf.safetensors" --name f16 --name bf --name f32 && check gguf_to_st "$(py gguf_vs_st "$T/g.gguf" "$T/gf.safetensors" f16 bf f32)"
grep -q "note: 6 metadata keys dropped (safetensors metadata holds strings only), 'general.quantization_version' first" "$T/err" && ok || bad "gguf->st note: $(cat "$T/err")"
# one quantized tensor -> ktorch quantize's layout: dequantize gives ggml's values; back to GGUF bit-exactly
for q in q8 q4 mx; do
    run "$T/g.gguf:$q" -o "$T/$q.safetensors" && "$BIN" dequantize "$T/$q.safetensors" -o "$T/$q.npy" 2>> "$T/err" &&
        check "dequantize $q" "$(py deq "$T/g.gguf" $q "$T/$q.npy")" || bad "$q to safetensors: $(cat "$T/err")"
    run "$T/$q.safetensors" -o "$T/$q.gguf" --name $q && check "$q back to gguf" "$(py gguf_entry "$T/g.gguf" "$T/$q.gguf" $q)" ||
        bad "$q back to gguf: $(cat "$T/err")"
done
# ktorch quantize's q8_0 -> GGUF: the blocks of ggml's reference quantizer
"$BIN" quantize --format q8_0 "$T/x.npy" -o "$T/kq.safetensors" && run "$T/kq.safetensors" -o "$T/kq.gguf" --name q8 &&
    check "quantize to gguf" "$(py gguf_entry "$T/g.gguf" "$T/kq.gguf" q8)" || bad "quantize to gguf: $(cat "$T/err")"

# refusals: exit 2 for the command line, 1 for the files; one line naming the problem; no output
expect no_output 2 "needs an input and -o OUT" "$T/a.npy"
expect in_ext 2 "FILE.npy, FILE.safetensors[:NAME] or FILE.gguf[:NAME]" "$T/a.bin" -o "$T/o.npy"
expect out_ext 2 "-o must name a .npy, .safetensors or .gguf file" "$T/a.npy" -o "$T/o.safetensors:x"
expect to_twice 2 "--to given twice" "$T/a.npy" -o "$T/o.npy" --to f16 --to bf16
expect to_fp8 2 "--to must be f32, f16 or bf16" "$T/a.npy" -o "$T/o.npy" --to fp8_e4m3
expect name_twice 2 "--name 'w' given twice" "$T/m.safetensors" -o "$T/o.gguf" --name w --name w
expect spec_and_name 2 "not both" "$T/m.safetensors:w" -o "$T/o.gguf" --name h
expect empty_spec 2 "names no tensor after ':'" "$T/m.safetensors:" -o "$T/o.gguf"
expect npy_two_names 2 "at most one --name" "$T/a.npy" -o "$T/o.gguf" --name x --name y
expect npy_name_ignored 2 "a .npy has no names" "$T/a.npy" -o "$T/o.npy" --name x
expect same_file 2 "-o names the input file" "$T/a.safetensors" -o "$T/./a.safetensors"
expect missing_in 1 "cannot open" "$T/nope.gguf" -o "$T/o.npy"
expect no_tensor 1 "has no tensor 'zz'" "$T/m.safetensors" -o "$T/o.gguf" --name zz
expect gguf_int 1 "'ids' is i32: GGUF holds f32, f16 and bf16 tensors" "$T/m.safetensors" -o "$T/o.gguf"
expect gguf_f64 1 "'x' is f64: GGUF holds f32, f16 and bf16 tensors (--to converts it)" "$T/f64.safetensors" -o "$T/o.gguf"
expect st_unloadable 1 "tensor 'c' (C64, 1 dims) cannot be loaded" "$T/odd.safetensors" -o "$T/o.safetensors"
expect gguf_unreadable 1 "tensor 'q5' has ggml type 6" "$T/q5.gguf" -o "$T/o.gguf"
expect npy_many 1 "holds 3 tensors and a .npy one" "$T/m.safetensors" -o "$T/o.npy"
expect npy_quant 1 "'q8' is q8_0, which a .npy cannot hold" "$T/g.gguf:q8" -o "$T/o.npy"
expect st_two_quant 1 "'q8' is q8_0: ktorch's quantized safetensors layout holds one quantized tensor per file" "$T/g.gguf" -o "$T/o.safetensors"
expect quant_spec 2 "holds one quantized tensor" "$T/q8.safetensors:data" -o "$T/o.gguf"
# what --name leaves out is not an error
run "$T/odd.safetensors" -o "$T/b.safetensors" --name b && run "$T/q5.gguf" -o "$T/f.gguf" --name f32 && ok || bad "--name leaving out: $(cat "$T/err")"
finish
