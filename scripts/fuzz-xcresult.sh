#!/usr/bin/env bash
# Longer mutation run over the .xcresult typed-object and refs parsers (the suite runs 3,000
# iterations). Usage: scripts/fuzz-xcresult.sh [iterations-per-seed] [seeds...]
# Every mutated input must parse or be rejected with a parse error; a trap or hang fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-200000}"
shift || true
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(1 2 3 24301 $RANDOM)
swift build --build-tests -c release >/dev/null
for seed in "${seeds[@]}"; do
  start=$(date +%s)
  XCRESULT_FUZZ_ITERATIONS="$iterations" XCRESULT_FUZZ_SEED="$seed" \
    swift test -c release --skip-build --filter 'XCResultParserPropertyTests/mutatedInputsParseOrThrowCleanly' >/tmp/fuzz-xcresult.$$.log 2>&1 \
    || { cat /tmp/fuzz-xcresult.$$.log; echo "fuzz-xcresult: FAILED with seed $seed (rerun: $0 $iterations $seed)" >&2; exit 1; }
  echo "seed $seed: $iterations mutated inputs, no crash, $(( $(date +%s) - start ))s"
done
rm -f /tmp/fuzz-xcresult.$$.log
