#!/usr/bin/env bash
# Benchmarks `evidence collect` against tar on one synthetic xcresult-like tree, in one run:
# wall time, peak memory (RSS) and output size of
#   evidence collect --compression gzip   vs  tar czf            (and tar -I pigz, for reference)
#   evidence collect --compression zstd   vs  tar --zstd  and  tar -I 'zstd -T0'
#   evidence collect --compression none   vs  tar cf
# the secret scanner alone (evidence-bench scan) against `grep -c -F` on the same bytes — the tree,
# and a 200 MB xcodebuild log from ../shared/tools/gen_xcodebuild_log.py when that tool is there —
# where each collect's CPU goes (perf, by library, when perf is installed), and that the archives are
# byte-identical for --threads 1, 2, 8 and the default; PASS/FAIL against the targets of issue 29
# (gzip <= 0.45 x tar czf, zstd <= 1.0 x tar --zstd, <= 64 MB).
# Exit status 1 when a target is missed.
#
# Environment:
#   BENCH_DIR            where the tree (cached between runs) and outputs go (default: $TMPDIR/evidence-bench)
#   BENCH_SIZE_MB        size of the tree in MB (default 300)
#   BENCH_FILES          number of files (default 1500)
#   BENCH_LOG_MB         size of the generated xcodebuild log for the scanner (default 200; 0: none)
#   BENCH_THREAD_CHECK   1 (default): also collect with --threads 1, 2, 8 and check the bytes are identical
#   BENCH_REPEAT         runs per command, best wall time kept (default 1)
#   BENCH_PROFILE        1 (default): profile one collect per compression with perf, when it is there
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
bench_dir=${BENCH_DIR:-${TMPDIR:-/tmp}/evidence-bench}
size_mb=${BENCH_SIZE_MB:-300}
files=${BENCH_FILES:-1500}
tree="$bench_dir/tree-${size_mb}MB-${files}"

for tool in tar gzip zstd python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is needed for the benchmark." >&2; exit 1; }
done

mkdir -p "$bench_dir"
if [ ! -f "$tree/.complete" ]; then
  echo "Generating a ${size_mb} MB tree of about ${files} files in $tree (once; it is cached)..."
  rm -rf "$tree"
  python3 scripts/bench/bench_tree.py "$tree" $((size_mb * 1024 * 1024)) "$files"
  touch "$tree/.complete"
fi

log_mb=${BENCH_LOG_MB:-200}
generator="$repo/../shared/tools/gen_xcodebuild_log.py"
log="$bench_dir/xcodebuild-${log_mb}MB.log"
if [ "$log_mb" != 0 ] && [ -f "$generator" ] && [ ! -f "$log" ]; then
  echo "Generating a ${log_mb} MB xcodebuild log in $log (once; it is cached)..."
  python3 "$generator" --size-mb "$log_mb" --seed 42 --out "$log" >/dev/null
fi

echo "Building evidence (release)..."
swift build -c release >/dev/null
binary="$(swift build -c release --show-bin-path)/evidence"
export BENCH_SCAN_BINARY="$(swift build -c release --show-bin-path)/evidence-bench"
[ -f "$log" ] && export BENCH_LOG="$log"

exec python3 scripts/bench/bench_collect.py "$binary" "$tree" "$bench_dir/out" "${BENCH_THREAD_CHECK:-1}" "${BENCH_REPEAT:-1}"
