#!/usr/bin/env bash
# Long fuzzing runs of every parser that reads untrusted bytes (the suite runs a short pass of each:
# ParserFuzzTests). Each parser runs in its own process, under a timeout and /usr/bin/time, and one
# line per parser reports executions, crashes, hangs and peak memory.
# Usage: scripts/fuzz.sh [iterations-per-parser] [seed] [parser...]
#   parsers: tar manifest xcresult logs junit records plists (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-100000}"
seed="${2:-$RANDOM}"
shift 2 || shift $# || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(tar manifest xcresult logs junit records plists)
# Whole-run bound per parser: generous, so only a real hang reaches it.
limit="${FUZZ_TIMEOUT:-7200}"
# -enable-testing: the tests use @testable imports, which a plain release build does not allow.
swift build --build-tests -c release -Xswiftc -enable-testing >/dev/null
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
printf '%-9s %12s %8s %6s %12s %9s\n' parser executions crashes hangs peak-memory seconds
for target in "${targets[@]}"; do
  start=$(date +%s)
  set +e
  FUZZ_TARGET="$target" FUZZ_ITERATIONS="$iterations" FUZZ_SEED="$seed" \
    /usr/bin/time -f 'peak-kb %M' timeout "$limit" \
    swift test -c release -Xswiftc -enable-testing --skip-build --filter 'ParserFuzzTests/mutatedInputsAreReadOrRejectedCleanly' >"$log" 2>&1
  code=$?
  set -e
  executions=$(sed -n "s/^fuzz $target: \([0-9]*\) executions.*/\1/p" "$log" | tail -1)
  hangs=$(sed -n "s/^fuzz $target: .* \([0-9]*\) hangs.*/\1/p" "$log" | tail -1)
  peak=$(sed -n 's/^peak-kb \([0-9]*\)/\1/p' "$log" | tail -1)
  crashes=0
  if [ "$code" = 124 ]; then hangs=$(( ${hangs:-0} + 1 )); fi
  # A trap or signal ends the test process without the summary line.
  if [ -z "$executions" ] && [ "$code" != 124 ]; then crashes=1; fi
  if grep -q "recorded an issue" "$log"; then status=1; fi
  printf '%-9s %12s %8s %6s %9s MB %9s\n' "$target" "${executions:-?}" "$crashes" "${hangs:-0}" "$(( ${peak:-0} / 1024 ))" "$(( $(date +%s) - start ))"
  if [ "$crashes" != 0 ] || [ "${hangs:-0}" != 0 ] || [ "$code" != 0 ]; then
    status=1
    grep -E "✘|error|Fatal|fault" "$log" | head -20 >&2 || true
    echo "fuzz: $target failed (rerun: $0 $iterations $seed $target)" >&2
  fi
done
exit $status
