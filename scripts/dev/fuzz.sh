#!/usr/bin/env bash
# Long fuzzing runs of every parser that reads untrusted bytes (the suite runs a short pass of each:
# ParserFuzzTests). Each parser runs in its own process, under a timeout and /usr/bin/time, and one
# line per parser reports executions, crashes, hangs and peak memory.
# Usage: scripts/dev/fuzz.sh [iterations-per-parser] [seed] [parser...]
#   parsers: tar manifest xcresult logs junit records plists structured counts sqlite (default: all)
#   structured: JUnit, plists and JSON Lines with secrets in attributes, strings and CDATA, redacted
#   as collect does and re-parsed (a well-formed file must stay well formed); counts: 10^5 tests in
#   a log and in JUnit; sqlite: result bundles whose database.sqlite3 is hostile (views over endless
#   and long queries, triggers, virtual tables, huge rows, wrong types, cycles, 10^5-deep chains,
#   10^6 rows, the reader's table names with other columns, generated columns, corrupted pages), each
#   run through the evidence binary's collect, xcresult and triage under `ulimit -v` (256 MB) and a
#   30-second timeout: a documented exit status and one error sentence, never a crash or a hang
#   (scripts/dev/fuzz-sqlite.py). Its iterations are bundles, three commands each: FUZZ_SQLITE_ITERATIONS
#   (default 12, about a minute) — not the parsers' count, so the default run stays quick.
#   FUZZ_SHARDS=N splits each parser's iterations into N processes with seeds seed, seed+1, …; the
#   line sums their executions, crashes and hangs, and gives the highest peak memory of any.
#   FUZZ_TIMEOUT bounds each process (seconds); the test's own watchdog stops one execution that
#   runs over 30 s (FUZZ_ABORT_SECONDS) and names the file holding its input.
set -euo pipefail
cd "$(dirname "$0")/../.."
iterations="${1:-100000}"
seed="${2:-$RANDOM}"
shift 2 || shift $# || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(tar manifest xcresult logs junit records plists structured counts sqlite)
shards="${FUZZ_SHARDS:-1}"
# Whole-run bound per process: generous, so only a real hang reaches it.
limit="${FUZZ_TIMEOUT:-7200}"
# -enable-testing: the tests use @testable imports, which a plain release build does not allow.
swift build --build-tests -c release -Xswiftc -enable-testing >/dev/null
filter='ParserFuzzTests/mutatedInputsAreReadOrRejectedCleanly'
# On Linux the test binary runs on its own: no SwiftPM in between, so /usr/bin/time measures the
# test process, and the build directory is not locked for hours.
tests="$(swift build -c release --show-bin-path)/evidencePackageTests.xctest"
if [ "$(uname -s)" = Linux ] && [ -x "$tests" ]; then
  runner=("$tests" --testing-library swift-testing --filter "$filter")
else
  runner=(swift test -c release -Xswiftc -enable-testing --skip-build --filter "$filter")
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
printf '%-9s %12s %8s %6s %12s %9s\n' parser executions crashes hangs peak-memory seconds
for target in "${targets[@]}"; do
  start=$(date +%s)
  if [ "$target" = sqlite ]; then
    # Processes of the real binary, not the test process: the limits are the commands' own.
    set +e
    timeout "$limit" python3 scripts/dev/fuzz-sqlite.py "$(swift build -c release --show-bin-path)/evidence" ../shared/fixtures \
      "${FUZZ_SQLITE_ITERATIONS:-12}" "$seed" >"$log" 2>&1
    code=$?
    set -e
    line=$(grep '^fuzz sqlite: [0-9]* executions' "$log" | tail -1)
    executions=$(sed -n 's/^fuzz sqlite: \([0-9]*\) executions.*/\1/p' <<<"$line")
    crashes=$(sed -n 's/.* \([0-9]*\) crashes.*/\1/p' <<<"$line")
    hangs=$(sed -n 's/.* \([0-9]*\) hangs.*/\1/p' <<<"$line")
    kb=$(sed -n 's/.* peak \([0-9]*\) KB.*/\1/p' <<<"$line")
    printf '%-9s %12s %8s %6s %9s MB %9s\n' sqlite "${executions:-0}" "${crashes:-0}" "${hangs:-0}" "$(( ${kb:-0} / 1024 ))" "$(( $(date +%s) - start ))"
    if [ "$code" != 0 ]; then
      status=1
      grep '^fuzz sqlite: .*: ' "$log" | grep -v ' executions, ' | head -10 >&2 || true
      [ -n "$line" ] || tail -5 "$log" >&2
      echo "fuzz: sqlite failed (rerun: FUZZ_SQLITE_ITERATIONS=${FUZZ_SQLITE_ITERATIONS:-12} $0 $iterations $seed sqlite)" >&2
    fi
    continue
  fi
  total=0 crashes=0 hangs=0 peak=0 failed=0
  for (( shard = 0; shard < shards; shard++ )); do
    shard_start=$(date +%s)
    count=$(( iterations / shards + (shard < iterations % shards ? 1 : 0) ))
    shard_seed=$(( seed + shard ))
    set +e
    FUZZ_TARGET="$target" FUZZ_ITERATIONS="$count" FUZZ_SEED="$shard_seed" \
      /usr/bin/time -f 'peak-kb %M' timeout "$limit" "${runner[@]}" >"$log" 2>&1
    code=$?
    set -e
    executions=$(sed -n "s/^fuzz $target: \([0-9]*\) executions.*/\1/p" "$log" | tail -1)
    slow=$(sed -n "s/^fuzz $target: .* \([0-9]*\) hangs.*/\1/p" "$log" | tail -1)
    kb=$(sed -n 's/^peak-kb \([0-9]*\)/\1/p' "$log" | tail -1)
    [ "${kb:-0}" -gt "$peak" ] && peak=${kb:-0}
    hangs=$(( hangs + ${slow:-0} ))
    if [ "$code" = 124 ]; then
      hangs=$(( hangs + 1 ))
      # The watchdog names the execution that hung; those before it ran.
      hung=$(sed -n "s/^fuzz $target: hang: execution \([0-9]*\).*/\1/p" "$log" | tail -1)
      [ -n "$hung" ] && executions=$(( hung - 1 ))
      grep "^fuzz $target: hang" "$log" >&2 || true
    fi
    # A trap or signal ends the test process without the summary line: rerun the shard keeping each
    # input, so the one that crashed is left behind (the run is the same for the same seed).
    if [ -z "$executions" ] && [ "$code" != 124 ]; then
      crashes=$(( crashes + 1 ))
      keep="${TMPDIR:-/tmp}/fuzz-crash-$target-$shard_seed.bin"
      grep -E "✘|error|Fatal|fault" "$log" | head -20 >&2 || true
      FUZZ_LAST_INPUT="$keep" FUZZ_TARGET="$target" FUZZ_ITERATIONS="$count" FUZZ_SEED="$shard_seed" \
        timeout "$limit" "${runner[@]}" >/dev/null 2>&1 || true
      echo "fuzz: $target crashed (seed $shard_seed); the input it crashed on: $keep" >&2
    fi
    total=$(( total + ${executions:-0} ))
    if grep -q "recorded an issue" "$log"; then status=1; grep "recorded an issue" "$log" | head -5 >&2; fi
    if [ "$code" != 0 ]; then failed=1; fi
    # Each shard as it ends (stderr), so a run stopped early still says how far it got.
    if [ "$shards" -gt 1 ]; then
      echo "fuzz: $target shard $(( shard + 1 ))/$shards (seed $shard_seed): ${executions:-0} executions, ${slow:-0} slow, exit $code, peak $(( ${kb:-0} / 1024 )) MB, $(( $(date +%s) - shard_start )) s" >&2
    fi
  done
  printf '%-9s %12s %8s %6s %9s MB %9s\n' "$target" "$total" "$crashes" "$hangs" "$(( peak / 1024 ))" "$(( $(date +%s) - start ))"
  if [ "$crashes" != 0 ] || [ "$hangs" != 0 ] || [ "$failed" != 0 ]; then
    status=1
    echo "fuzz: $target failed (rerun: FUZZ_SHARDS=$shards $0 $iterations $seed $target)" >&2
  fi
done
exit $status
