#!/bin/sh
# Hostile files against every command that reads files (issue 24): truncated
# .npy/.safetensors/.gguf files, header lengths past the end or huge, shapes
# whose size overflows, negative and absurd dims, offsets past the file,
# overlapping and reversed data ranges, duplicate names, invalid UTF-8 and
# JSON, GGUF with huge counts, string lengths and unknown types, ktorch
# quantize's layout with hostile metadata, a directory, /dev/null, an empty
# file and a FIFO. Each must exit 1 with one line on stderr that names the
# file, without a signal or a sanitizer report. Every file goes to inspect
# and convert, and to one of cast, quantize, dequantize and attention's --q,
# --k, --v and --mask in turn (an ASan run costs a fraction of a second).
# KTORCH_CLI names the binary (default build/ktorch); build/asan/ktorch runs
# the suite under AddressSanitizer + UBSan (tests/sh_cli_hostile_asan.sh).
cd "$(dirname "$0")/.." || exit 1
BIN=${KTORCH_CLI:-build/ktorch}
case $BIN in *asan*) S=cli_hostile_asan ;; *) S=cli_hostile ;; esac
passed=0; failed=0; skipped=0
ok()  { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "  FAIL $S: $1"; }
finish() { echo "[$S] $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
if [ ! -x "$BIN" ]; then echo "  SKIP $S: $BIN not built (make $BIN)"; skipped=1; finish; fi
if ! command -v python3 >/dev/null 2>&1; then echo "  SKIP $S: python3 not found"; skipped=1; finish; fi
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_hostile.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT
F=$T/f
mkdir "$F" || exit 1
TO=""
command -v timeout >/dev/null 2>&1 && TO="timeout 10"

cat > "$T/gen.py" <<'EOF'
import json, os, struct, sys
d = sys.argv[1]
def w(name, b): open(os.path.join(d, name), "wb").write(b)
# .npy
def npy(hdr, data=b"", ver=1):
    h = hdr.encode("latin1") if isinstance(hdr, str) else hdr
    h += b" " * (-(10 + len(h) + 1) % 64) + b"\n"
    return b"\x93NUMPY" + bytes([ver, 0]) + (struct.pack("<H", len(h)) if ver == 1 else struct.pack("<I", len(h))) + h + data
good = npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", struct.pack("<6f", *range(6)))
w("k.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 4, 8), }", bytes(128)))
for cut in (5, len(good) - 3): w("npy_trunc_%d.npy" % cut, good[:cut])
w("npy_hdrlen_past_end.npy", good[:8] + struct.pack("<H", 0xFFFF) + good[10:])
w("npy_v2_hdrlen_huge.npy", b"\x93NUMPY\x02\x00" + struct.pack("<I", 0xFFFFFFFF) + good[10:])
w("npy_shape_overflow.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (4611686018427387904, 4611686018427387904), }"))
w("npy_shape_sizet.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (3037000500, 3037000500), }"))
w("npy_dim_past_int64.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }"))
w("npy_negative_dim.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (-1, 3), }", bytes(12)))
w("npy_nine_dims.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,1), }", bytes(4)))
w("npy_bad_descr.npy", npy("{'descr': '<c8', 'fortran_order': False, 'shape': (2,), }", bytes(16)))
w("npy_garbage_header.npy", npy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3", bytes(24)))
w("npy_invalid_utf8.npy", npy(b"{'descr': '\xff\xfe', 'fortran_order': False, 'shape': (2,), }", bytes(8)))
w("npy_fortran.npy", npy("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", bytes(24)))
# .safetensors
def st(hdr, data=b"", raw=False):
    h = hdr if raw else json.dumps(hdr).encode()
    return struct.pack("<Q", len(h)) + h + data
ent = lambda dt, shape, a, b: {"dtype": dt, "shape": shape, "data_offsets": [a, b]}
gst = st({"a": ent("F32", [2, 3], 0, 24)}, bytes(24))
for cut in (4, len(gst) - 5): w("st_trunc_%d.safetensors" % cut, gst[:cut])
w("st_hdr_past_end.safetensors", struct.pack("<Q", 1000) + gst[8:])
w("st_hdr_huge.safetensors", struct.pack("<Q", 1 << 63) + gst[8:])
w("st_offsets_past_end.safetensors", st({"a": ent("F32", [2, 3], 0, 24), "b": ent("F32", [250], 24, 1024)}, bytes(24)))
w("st_offsets_overlap.safetensors", st({"a": ent("F32", [2, 3], 0, 24), "b": ent("F32", [4], 8, 24)}, bytes(24)))
w("st_offsets_reversed.safetensors", st({"a": ent("F32", [2, 3], 24, 0)}, bytes(24)))
w("st_shape_overflow.safetensors", st({"a": ent("F32", [1 << 62, 1 << 62], 0, 24)}, bytes(24)))
w("st_shape_sizet.safetensors", st({"a": ent("F32", [3037000500, 3037000500], 0, 24)}, bytes(24)))
w("st_negative_dim.safetensors", st({"a": ent("F32", [-1, 6], 0, 24)}, bytes(24)))
w("st_dim_past_int64.safetensors", st(b'{"a": {"dtype": "F32", "shape": [99999999999999999999], "data_offsets": [0, 24]}}', bytes(24), True))
w("st_size_mismatch.safetensors", st({"a": ent("F32", [2, 3], 0, 20)}, bytes(24)))
w("st_dup_names.safetensors", st(b'{"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}, "a": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]}}', bytes(16), True))
w("st_bad_json.safetensors", st(b'{"a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]', bytes(24), True))
w("st_invalid_utf8.safetensors", st(b'{"\xff\xfe": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}}', bytes(24), True))
w("st_not_object.safetensors", st(b"[1, 2, 3]", b"", True))
w("st_meta_not_string.safetensors", st(b'{"__metadata__": {"k": 5}, "a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, 24]}}', bytes(24), True))
w("st_deep_nesting.safetensors", st(b'{"a": ' + b"[" * 100000 + b"]" * 100000 + b"}", b"", True))
w("st_unterminated_string.safetensors", st(b'{"a\\', b"", True))
# ktorch quantize's layout with hostile metadata (dequantize, convert)
qd = st({"__metadata__": {"ktorch.format": "int8", "ktorch.shape": "2,4", "ktorch.granularity": "tensor", "ktorch.axis": "-1", "ktorch.block": "0"},
         "data": ent("I8", [2, 4], 0, 8), "scale": ent("F32", [1], 8, 12)}, bytes(12))
def qmeta(name, **kv):
    m = {"ktorch.format": "int8", "ktorch.shape": "2,4", "ktorch.granularity": "tensor", "ktorch.axis": "-1", "ktorch.block": "0"}
    m.update({("ktorch." + k): v for k, v in kv.items()})
    scale = 4 if m["ktorch.format"] == "int8" else 0
    data = 8 if m["ktorch.format"] == "int8" else 34
    hdr = {"__metadata__": m, "data": ent("I8" if scale else "U8", [2, 4] if scale else [1, 34], 0, data)}
    if scale: hdr["scale"] = ent("F32", [1], data, data + 4)
    w(name, st(hdr, bytes(data + scale)))
qmeta("q_block_huge.safetensors", granularity="group", block="9223372036854775807")
qmeta("q_block_per_tensor.safetensors", block="9223372036854775807")
qmeta("q_channel_no_axis.safetensors", format="q8_0", granularity="channel", block="32", shape="1,32")
qmeta("q_shape_overflow.safetensors", shape="4611686018427387904,4611686018427387904")
qmeta("q_shape_mismatch.safetensors", shape="200,400")
qmeta("q_shape_negative.safetensors", shape="-2,4")
qmeta("q_bad_format.safetensors", format="int9")
# .gguf
def gs(x): return struct.pack("<Q", len(x)) + x
def gguf(kvs=b"", nkv=1, tinfo=None, nt=1, data=bytes(32), ver=3):
    if tinfo is None: tinfo = gs(b"t") + struct.pack("<IQIQ", 1, 8, 0, 0)
    h = b"GGUF" + struct.pack("<IQQ", ver, nt, nkv) + (kvs or gs(b"general.name") + struct.pack("<I", 8) + gs(b"x")) + tinfo
    return h + b"\0" * (-len(h) % 32) + data
gg = gguf()
for cut in (3, 45, len(gg) - 4): w("gguf_trunc_%d.gguf" % cut, gg[:cut])
w("gguf_bad_version.gguf", gguf(ver=99))
w("gguf_tensor_count_huge.gguf", gguf(nt=1 << 62))
w("gguf_kv_count_huge.gguf", gguf(nkv=1 << 62))
w("gguf_key_len_huge.gguf", gguf(kvs=struct.pack("<Q", 1 << 63) + b"general.name"))
w("gguf_string_len_huge.gguf", gguf(kvs=gs(b"general.name") + struct.pack("<IQ", 8, (1 << 64) - 1) + b"x"))
w("gguf_value_type_unknown.gguf", gguf(kvs=gs(b"general.name") + struct.pack("<I", 99) + bytes(8)))
w("gguf_array_count_huge.gguf", gguf(kvs=gs(b"a") + struct.pack("<IIQ", 9, 10, 1 << 61) + bytes(8)))
w("gguf_array_nested.gguf", gguf(kvs=gs(b"a") + struct.pack("<IIQIQ", 9, 9, 1, 4, 1) + bytes(4)))
w("gguf_array_type_unknown.gguf", gguf(kvs=gs(b"a") + struct.pack("<IIQ", 9, 77, 1) + bytes(8)))
w("gguf_ndims_huge.gguf", gguf(tinfo=gs(b"t") + struct.pack("<I", 1000) + struct.pack("<Q", 8) * 4 + struct.pack("<IQ", 0, 0)))
w("gguf_dims_overflow.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQQQIQ", 3, 1 << 40, 1 << 40, 1 << 40, 0, 0)))
w("gguf_dim_zero_q8.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 33, 8, 0)))
w("gguf_offset_past_end.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 8, 0, 1 << 20)))
w("gguf_offset_misaligned.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 4, 0, 4)))
w("gguf_offset_wraps.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 8, 0, (1 << 64) - 32)))
w("gguf_overlap.gguf", gguf(nt=2, tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 8, 0, 0) + gs(b"u") + struct.pack("<IQIQ", 1, 8, 0, 0)))
w("gguf_dup_names.gguf", gguf(nt=2, tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 4, 0, 0) + gs(b"t") + struct.pack("<IQIQ", 1, 4, 0, 32), data=bytes(64)))
w("gguf_alignment_zero.gguf", gguf(kvs=gs(b"general.alignment") + struct.pack("<II", 4, 0)))
w("gguf_alignment_odd.gguf", gguf(kvs=gs(b"general.alignment") + struct.pack("<II", 4, 3)))
w("gguf_type_unknown_listed.gguf", gguf(tinfo=gs(b"t") + struct.pack("<IQIQ", 1, 8, 0xFFFFFFFF, 0)))
# the same bytes under each other's name: the reader follows the extension
w("npy_is_gguf.npy", gg)
w("gguf_is_st.gguf", gst)
w("st_is_npy.safetensors", good)
for ext in ("npy", "safetensors", "gguf"): w("empty." + ext, b"")
EOF
python3 "$T/gen.py" "$F" || { bad "the generator failed"; finish; }
mkdir "$F/dir.npy" "$F/dir.safetensors" "$F/dir.gguf"
for e in npy safetensors gguf; do ln -s /dev/null "$F/devnull.$e"; done
if command -v mkfifo >/dev/null 2>&1; then
    for e in npy safetensors gguf; do mkfifo "$F/fifo.$e"; done
else
    echo "  SKIP $S: FIFO cases (no mkfifo)"; skipped=$((skipped + 1))
fi
K=$F/k.npy   # a good [1,1,4,8] f32 input for attention's other slots

# A job line "NAME WANT ARGS...": exit WANT (a status, never a signal), one
# line on stderr naming the file when it fails, no sanitizer report. Jobs run
# two at a time (the sanitizer's start-up dominates).
cat > "$T/one.sh" <<'EOF'
name=$1; want=$2; shift 2
err=$T/err.$$
$TO "$BIN" "$@" > /dev/null 2> "$err"; rc=$?
awk -v name="$name" -v rc="$rc" -v want="$want" -v cmd="$*" '
    /Sanitizer|runtime error/ { san = 1 }
    { n++; if (index($0, name)) named = 1; text = text $0 " " }
    END {
        if (san) print "FAIL " name ": " cmd " : sanitizer report: " substr(text, 1, 600)
        else if (rc != want) print "FAIL " name ": " cmd " : exit " rc ", want " want ": " substr(text, 1, 300)
        else if (want != 0 && (n != 1 || !named)) print "FAIL " name ": " cmd " : not one line naming the file: " text
        else print "ok"
    }' "$err"
EOF
: > "$T/jobs"
i=0
for f in "$F"/*; do
    name=${f##*/}
    [ "$name" = k.npy ] && continue
    # valid containers whose contents are hostile: inspect lists them
    case $name in q_*|*_listed*) iw=0 ;; *) iw=1 ;; esac
    echo "$name $iw inspect $f" >> "$T/jobs"
    echo "$name 1 convert $f -o $T/o.gguf" >> "$T/jobs"
    # ktorch quantize's layout with hostile metadata: dequantize reads it
    case $name in q_*) echo "$name 1 dequantize $f -o $T/o.npy" >> "$T/jobs"; continue ;; esac
    case $((i % 7)) in
    0) echo "$name 1 cast --to f16 $f -o $T/o.npy" ;;
    1) echo "$name 1 quantize --format int8 $f -o $T/o.safetensors" ;;
    2) echo "$name 1 dequantize $f -o $T/o.npy" ;;
    3) echo "$name 1 attention --q $f --k $K --v $K -o $T/o.npy" ;;
    4) echo "$name 1 attention --q $K --k $f --v $K -o $T/o.npy" ;;
    5) echo "$name 1 attention --q $K --k $K --v $f -o $T/o.npy" ;;
    6) echo "$name 1 attention --q $K --k $K --v $K --mask $f -o $T/o.npy" ;;
    esac >> "$T/jobs"
    i=$((i + 1))
done
export T BIN TO
xargs -P 2 -L 1 sh "$T/one.sh" < "$T/jobs" > "$T/results"
passed=$((passed + $(grep -c '^ok$' "$T/results")))
[ "$(wc -l < "$T/results")" -eq "$(wc -l < "$T/jobs")" ] || bad "$(wc -l < "$T/results") results for $(wc -l < "$T/jobs") jobs"
grep '^FAIL' "$T/results" | sed "s/^FAIL/  FAIL $S:/"
failed=$((failed + $(grep -c '^FAIL' "$T/results")))
if [ -e "$T/o.npy" ] || [ -e "$T/o.gguf" ] || [ -e "$T/o.safetensors" ]; then bad "an output file was written"; else ok; fi
finish
