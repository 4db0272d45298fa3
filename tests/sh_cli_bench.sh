#!/bin/sh
# End-to-end tests of `ktorch bench`: a tiny --filter run writes JSON, CSV
# and SVG; --compare and --baseline on hand-written result files whose
# timings are far from any real one (so the verdicts are certain); bad
# arguments. Timings themselves are not checked.
BIN=${KTORCH_BIN:-build/ktorch}
passed=0; failed=0; skipped=0
T=$(mktemp -d "${TMPDIR:-/tmp}/ktorch_cli_bench.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT

ok()   { passed=$((passed + 1)); }
bad()  { failed=$((failed + 1)); echo "  FAIL cli_bench: $1"; }
skip() { skipped=$((skipped + 1)); echo "  SKIP cli_bench: $1"; }

if [ ! -x "$BIN" ]; then
    echo "  SKIP cli_bench: $BIN not built (make build/ktorch)"
    echo "[cli_bench] 0 passed, 0 failed, 1 skipped"
    exit 0
fi
PY=""
command -v python3 >/dev/null 2>&1 && python3 -c 'import json, xml.dom.minidom' 2>/dev/null && PY=python3

# expect_rc NAME WANT CMD...: exit status of CMD must be WANT
expect_rc() {
    name=$1; want=$2; shift 2
    "$@" > "$T/out" 2> "$T/err"
    rc=$?
    if [ "$rc" -eq "$want" ]; then ok; else bad "$name: exit $rc, want $want ($(head -c 300 "$T/err"))"; fi
}

ROW=cast/f32_to_bf16/ktorch/bf16/cpu/1024x2048
FAST="--trials 8 --rounds 3 --warmup 1 --min-trial-ms 1"

# ---- a tiny run writes every output -------------------------------------
expect_rc "filter run" 0 "$BIN" bench --filter "$ROW" $FAST --json "$T/r.json" --csv "$T/r.csv" --svg "$T/svg"
cp "$T/out" "$T/run.out"
grep -q "f32_to_bf16/ktorch" "$T/run.out" && ok || bad "table has no f32_to_bf16 row"
grep -q "^| Implementation | Time (ms) | 95% CI (ms) | Speedup | Throughput | TFLOP/s | Memory/token | Workspace |" "$T/run.out" \
    && ok || bad "table header"
[ "$(sed -n 2p "$T/r.csv" | cut -d, -f1)" = "\"$ROW\"" ] && ok || bad "csv row name: $(sed -n 2p "$T/r.csv" | cut -d, -f1)"
[ "$(wc -l < "$T/r.csv")" -eq 2 ] && ok || bad "csv has $(wc -l < "$T/r.csv") lines, want 2"
head -n 1 "$T/r.csv" | grep -q "^name,config,op,variant,impl,backend,dtype,shape,status,trials,reps_per_trial,median_ms," && ok || bad "csv header"
if [ -n "$PY" ]; then
    if $PY - "$T/r.json" "$ROW" > "$T/pyout" 2>&1 <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "ktorch-bench/1"
for k in ("date", "commit", "mode", "machine", "settings", "rows"):
    assert k in d, k
for k in ("cpu_model", "isa", "threads", "os", "arch", "hostname", "peak_gflops"):
    assert k in d["machine"], k
assert d["date"].endswith("Z") and len(d["date"]) == 20
# the sweep's share of the machine (Linux: from /proc/stat)
ld = d["load"]
assert ld["wall_s"] > 0 and ld["cpu_s"] > 0 and ld["other_cpu_s"] >= 0 and ld["steal_s"] >= 0, ld
rows = d["rows"]
assert len(rows) == 1 and rows[0]["name"] == sys.argv[2], rows
r = rows[0]
assert r["status"] == "ok", r["status"]
t = sorted(r["trials_ms"])
assert len(t) == 8 and all(x > 0 for x in t)
# trials come from the rounds of the sweep: 8 split 3 + 3 + 2
assert d["settings"]["rounds"] == 3 and d["settings"]["trials"] == 8, d["settings"]
assert r["round_trials"] == [3, 3, 2], r["round_trials"]
assert abs(r["median_ms"] - (t[3] + t[4]) / 2) <= 1e-6 * r["median_ms"]
assert abs(r["mean_ms"] - sum(t) / 8) <= 1e-6 * r["mean_ms"]
lo, hi = r["ci95_ms"]
assert t[0] <= lo <= r["median_ms"] <= hi <= t[7]
assert abs(r["gbps"] - r["bytes"] / (r["median_ms"] * 1e-3) * 1e-9) <= 1e-6 * r["gbps"]
assert r["bytes"] == 1024 * 2048 * 6
assert r["params"] == {"rows": 1024, "cols": 2048}
for k in ("name", "config", "op", "variant", "impl", "backend", "device", "dtype", "outliers", "flops", "tflops",
          "mem_peak_bytes", "workspace_bytes", "mem_per_token_bytes", "baseline", "speedup", "p_value", "cohen_d"):
    assert k in r, k
EOF
    then ok; else bad "json content: $(tail -n 3 "$T/pyout")"; fi
else
    skip "no python3: JSON content not checked"
fi
# charts: the cast rows alone have none; an attention sweep gives line charts
grep -q "^0 charts in" "$T/run.out" && ok || bad "cast-only run should write no chart"
grep -q "^load during the sweep: .* s wall, this process .* CPU-s, other processes .* CPU-s (.*% of one CPU), steal .* s$" "$T/run.out" \
    && ok || bad "no load line: $(grep load "$T/run.out")"
expect_rc "attention sweep" 0 "$BIN" bench --filter "causal/flash/f32/cpu/b1_hq8_hk8_nq" --trials 2 --warmup 0 --min-trial-ms 0 \
    --json "$T/a.json" --svg "$T/svg"
# quick mode's default: 12 rounds; 2 trials take the first two
grep -q '"rounds": 12,' "$T/a.json" && ok || bad "default rounds not 12"
grep -q '"round_trials": \[1, 1\]' "$T/a.json" && ok || bad "2 trials over 12 rounds: $(grep -o '"round_trials": [^]]*]' "$T/a.json" | head -1)"
if grep -q '"status": "ok"' "$T/a.json"; then
    for f in attention_time attention_memory attention_tflops; do
        if [ -s "$T/svg/$f.svg" ] && { [ -z "$PY" ] || $PY -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "$T/svg/$f.svg"; }; then
            ok
        else
            bad "$f.svg missing or not well-formed XML"
        fi
    done
    grep -q "<polyline" "$T/svg/attention_time.svg" && ok || bad "time chart has no line"
else
    skip "attention is not available in this build: no charts to check"
fi

# ---- --list and --filter ----------------------------------------------
expect_rc "list" 0 "$BIN" bench --list --filter cast/
[ "$(wc -l < "$T/out")" -eq 8 ] && ok || bad "--list --filter cast/ printed $(wc -l < "$T/out") names, want 8"
expect_rc "filter matching nothing" 1 "$BIN" bench --filter no-such-row --min-trial-ms 0

# ---- --compare ---------------------------------------------------------
cat > "$T/peer.json" <<EOF
{"schema": "ktorch-bench/1", "rows": [
 {"name": "cast/f32_to_bf16/torch_fake/bf16/cpu/1024x2048", "config": "cast/f32_to_bf16/bf16/cpu/1024x2048",
  "impl": "torch_fake", "status": "ok", "median_ms": 1000000.0, "trials_ms": [999999.0, 1000000.0, 1000001.0]},
 {"name": "other", "config": "other/config", "impl": "torch_other", "status": "ok", "median_ms": 1.0, "trials_ms": [1.0, 1.0]}
]}
EOF
expect_rc "compare" 0 "$BIN" bench --filter "$ROW" $FAST --compare "$T/peer.json"
grep -q "| cast/f32_to_bf16/bf16/cpu/1024x2048 | ktorch | .* | torch_fake | 1e+06 | " "$T/out" && ok || bad "compare row missing: $(grep torch_fake "$T/out")"
grep -q "torch_other" "$T/out" && bad "compare matched a different config" || ok
# the ratio column is peer/ktorch: huge here
awk -F'|' '/torch_fake/ { if ($7 + 0 > 1000) found = 1 } END { exit !found }' "$T/out" && ok || bad "peer/ktorch ratio not > 1000"
printf '{"rows": [{"name": "x", "config": "nothing/alike", "median_ms": 1}]}' > "$T/peer2.json"
expect_rc "compare without matches" 0 "$BIN" bench --filter "$ROW" $FAST --compare "$T/peer2.json"
grep -q "no row of" "$T/out" && ok || bad "compare without matches should say so"

# our own earlier run as the other file: the stability line follows the table
expect_rc "compare with own run" 0 "$BIN" bench --filter "$ROW" $FAST --compare "$T/r.json"
grep -q "^stability: [01] of 1 rows within 5% (" "$T/out" && ok || bad "compare with own run: no stability line"
grep -q "^stability:" "$T/run.out" && bad "stability line without --compare" || ok

# ---- --stability: two hand-written runs, no timing ---------------------
cat > "$T/s1.json" <<EOF
{"rows": [
 {"name": "a", "status": "ok", "median_ms": 1.0},
 {"name": "b", "status": "ok", "median_ms": 1.0},
 {"name": "c", "status": "ok", "median_ms": 2.0, "trials_ms": [1.9, 2.0, 2.1]},
 {"name": "d", "status": "ok", "median_ms": 1.0},
 {"name": "e", "status": "error", "median_ms": null},
 {"name": "only_here", "status": "ok", "median_ms": 1.0}
]}
EOF
cat > "$T/s2.json" <<EOF
{"rows": [
 {"name": "d", "status": "ok", "median_ms": 0.95},
 {"name": "c", "status": "ok", "median_ms": 2.0, "trials_ms": [2.0, 2.1, 1.9]},
 {"name": "b", "status": "ok", "median_ms": 1.5},
 {"name": "a", "status": "ok", "median_ms": 1.04},
 {"name": "e", "status": "ok", "median_ms": 1.0}
]}
EOF
# a 4% apart, b 50%, c equal, d 5.3% (larger over smaller); e failed once, only_here unmatched
expect_rc "stability" 0 "$BIN" bench --stability "$T/s1.json" "$T/s2.json"
grep -q "^stability: 2 of 4 rows within 5% (50.0%)\$" "$T/out" && ok || bad "stability line: $(grep stability "$T/out")"
grep -q "^| b | 1 | 1.5 | 50.0% |\$" "$T/out" && ok || bad "stability: row b not listed"
grep -q "^| d | 1 | 0.95 | 5.3% |\$" "$T/out" && ok || bad "stability: row d not listed"
grep -q "^| [ace] |" "$T/out" && bad "stability listed a row within 5% or not compared" || ok
grep -q "^load of the first: not recorded$" "$T/out" && ok || bad "hand-written file: load line"
expect_rc "stability swapped" 0 "$BIN" bench --stability "$T/s2.json" "$T/s1.json"
grep -q "^stability: 2 of 4 rows within 5% (50.0%)\$" "$T/out" && ok || bad "stability is not symmetric"
expect_rc "stability needs two files" 2 "$BIN" bench --stability "$T/s1.json"
expect_rc "stability takes no other option" 2 "$BIN" bench --stability "$T/s1.json" "$T/s2.json" --json "$T/x.json"
expect_rc "stability: missing file" 1 "$BIN" bench --stability "$T/s1.json" "$T/none.json"

# ---- --baseline --------------------------------------------------------
# old run 1e6x faster: a major, significant slowdown
cat > "$T/old_fast.json" <<EOF
{"rows": [{"name": "$ROW", "status": "ok", "median_ms": 0.000001, "trials_ms": [0.00000101, 0.000001, 0.00000099]}]}
EOF
# old run 1e6x slower: no regression
cat > "$T/old_slow.json" <<EOF
{"rows": [{"name": "$ROW", "status": "ok", "median_ms": 100000, "trials_ms": [100001, 100000, 99999]}]}
EOF
expect_rc "baseline major, --fail-on major" 3 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/old_fast.json" --fail-on major
grep -q "| major |" "$T/out" && ok || bad "major regression not flagged"
grep -q "1 rows compared: 0 minor, 0 moderate, 1 major" "$T/out" && ok || bad "regression summary: $(grep 'rows compared' "$T/out")"
expect_rc "baseline major, --fail-on minor" 3 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/old_fast.json" --fail-on minor
expect_rc "baseline major, no --fail-on" 0 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/old_fast.json"
expect_rc "baseline faster" 0 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/old_slow.json" --fail-on minor
grep -q "1 rows compared: 0 minor, 0 moderate, 0 major" "$T/out" && ok || bad "faster run flagged: $(grep 'rows compared' "$T/out")"
# a baseline whose rows are all different: nothing compared, no failure
printf '{"rows": [{"name": "elsewhere", "median_ms": 1, "trials_ms": [1, 1.1]}]}' > "$T/old_other.json"
expect_rc "baseline without matching rows" 0 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/old_other.json" --fail-on minor
grep -q "0 rows compared" "$T/out" && ok || bad "unmatched baseline"
# our own JSON as a baseline is accepted (round trip through the reader)
expect_rc "own json as baseline" 0 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/r.json"
grep -q "1 rows compared" "$T/out" && ok || bad "own json not matched"

# ---- bad arguments -----------------------------------------------------
expect_rc "unknown option" 2 "$BIN" bench --bogus
expect_rc "missing value" 2 "$BIN" bench --json
expect_rc "trials 1" 2 "$BIN" bench --trials 1
expect_rc "trials not a number" 2 "$BIN" bench --trials abc
expect_rc "rounds 0" 2 "$BIN" bench --rounds 0
expect_rc "rounds too many" 2 "$BIN" bench --rounds 17
expect_rc "warmup negative" 2 "$BIN" bench --warmup -1
expect_rc "fail-on without baseline" 2 "$BIN" bench --fail-on major
expect_rc "fail-on unknown level" 2 "$BIN" bench --baseline "$T/old_slow.json" --fail-on huge
expect_rc "unknown backend" 2 "$BIN" bench --backend nope
grep -q "^ktorch bench: --backend must be cpu, cuda, hip or vulkan.*'nope'" "$T/err" && ok || bad "unknown backend message: $(cat "$T/err")"
# a backend that is not here: exit 4 (the CLI's common code), one message
if ! "$BIN" info | grep -q "backend hip *available"; then
    expect_rc "backend without device" 4 "$BIN" bench --backend hip
    [ "$(wc -l < "$T/err")" -eq 1 ] && grep -q "^ktorch bench: backend 'hip' is not" "$T/err" && ok || bad "absent backend message: $(cat "$T/err")"
else
    skip "a HIP device is present"
fi
# bad options: one line on stderr (no usage dump), the usage on stdout for --help
expect_rc "unknown option, one line" 2 "$BIN" bench --bogus
[ "$(wc -l < "$T/err")" -eq 1 ] && grep -q "^ktorch bench: unknown or incomplete option '--bogus'" "$T/err" && ok || bad "unknown option message: $(cat "$T/err")"
expect_rc "help" 0 "$BIN" bench --help
grep -q "^usage: ktorch bench" "$T/out" && [ ! -s "$T/err" ] && ok || bad "bench --help not on stdout"
expect_rc "compare: missing file" 1 "$BIN" bench --filter "$ROW" $FAST --compare "$T/none.json"
grep -q "cannot read" "$T/err" && ok || bad "missing compare file message"
printf '{"rows": [1, 2' > "$T/broken.json"
expect_rc "baseline: malformed JSON" 1 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/broken.json"
grep -q "not valid JSON" "$T/err" && ok || bad "malformed JSON message"
printf '{"runs": []}' > "$T/norows.json"
expect_rc "baseline: no rows array" 1 "$BIN" bench --filter "$ROW" $FAST --baseline "$T/norows.json"
expect_rc "json: unwritable path" 1 "$BIN" bench --filter "$ROW" $FAST --json "$T/no/such/dir/r.json"
expect_rc "help" 0 "$BIN" bench --help

echo "[cli_bench] $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
