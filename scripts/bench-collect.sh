#!/usr/bin/env bash
# Benchmarks `evidence collect` against tar on one synthetic xcresult-like tree, in one run:
# wall time, peak memory (RSS) and output size of
#   evidence collect --compression gzip   vs  tar czf            (and tar -I pigz, for reference)
#   evidence collect --compression zstd   vs  tar --zstd  and  tar -I 'zstd -T0'
# with PASS/FAIL against the targets of issues 2 and 6. Exit status 1 when a target is missed.
#
# Environment:
#   BENCH_DIR            where the tree (cached between runs) and outputs go (default: $TMPDIR/evidence-bench)
#   BENCH_SIZE_MB        size of the tree in MB (default 1024)
#   BENCH_FILES          number of files (default 5000)
#   BENCH_THREAD_CHECK   1 (default): also collect with --threads 1 and check the bytes are identical
#   BENCH_REPEAT         runs per command, best wall time kept (default 1)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
bench_dir=${BENCH_DIR:-${TMPDIR:-/tmp}/evidence-bench}
size_mb=${BENCH_SIZE_MB:-1024}
files=${BENCH_FILES:-5000}
tree="$bench_dir/tree-${size_mb}MB-${files}"

for tool in tar gzip zstd python3; do
  command -v "$tool" >/dev/null || { echo "error: $tool is needed for the benchmark." >&2; exit 1; }
done

mkdir -p "$bench_dir"
if [ ! -f "$tree/.complete" ]; then
  echo "Generating a ${size_mb} MB tree of about ${files} files in $tree (once; it is cached)..."
  rm -rf "$tree"
  python3 scripts/bench_tree.py "$tree" $((size_mb * 1024 * 1024)) "$files"
  touch "$tree/.complete"
fi

echo "Building evidence (release)..."
swift build -c release >/dev/null
binary="$(swift build -c release --show-bin-path)/evidence"

exec python3 scripts/bench_collect.py "$binary" "$tree" "$bench_dir/out" "${BENCH_THREAD_CHECK:-1}" "${BENCH_REPEAT:-1}"
