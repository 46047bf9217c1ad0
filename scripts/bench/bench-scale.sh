#!/usr/bin/env bash
# Big runs: `evidence logs`, `triage` and `comment` on the 20 MB and 200 MB logs that
# ../shared/tools/gen_xcodebuild_log.py writes (seed 42), each against `cat` / `tar xzOf` of the same
# input and against the targets of issue 16, with peak memory; the counts are checked against the
# generator's truth file. The logs and their archives are generated once and cached in bench-out/
# (git-ignored). Exit status 1 when a count is wrong or a target is missed.
#
#   scripts/bench/bench-scale.sh            (BENCH_REPEAT=N runs each command N times, best wall kept)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=bench-out
mkdir -p "$out"
generator=../shared/tools/gen_xcodebuild_log.py
for size in 20 200; do
  log="$out/xcodebuild-${size}mb.log"
  if [ ! -f "$log.counts.json" ]; then
    echo "Generating $log (once; it is cached)..." >&2
    python3 "$generator" --size-mb "$size" --seed 42 --out "$log" >/dev/null
  fi
done
echo "Building evidence (release)..." >&2
swift build -c release --product evidence >/dev/null
binary="$(swift build -c release --show-bin-path)/evidence"
exec python3 scripts/bench/bench_scale.py "$binary" "$out" "${BENCH_REPEAT:-1}"
