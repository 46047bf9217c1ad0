#!/usr/bin/env bash
# Benchmarks `evidence triage` in one run:
#   - on a ~1 GB archive (a synthetic tree as in scripts/bench/bench-collect.sh — a result bundle of text and
#     incompressible attachments, two large logs — with failures as rare as in a real run: one in
#     BENCH_FAILURE_EVERY of the generator's failure lines (default 500); plus the sample run;
#     collected with gzip): wall time and peak memory against `tar xzf run.tgz -O > /dev/null` on the
#     same file (target: at most 1.2 x, peak memory at most 100 MB);
#   - on a typical ~20 MB run: wall time (target: under 1 s).
# Exit status 1 when a target is missed.
#
# Environment: BENCH_DIR (default $TMPDIR/evidence-bench), BENCH_SIZE_MB (default 1024),
# BENCH_FILES (default 5000), BENCH_REPEAT (runs per command, best wall time kept; default 1).
set -euo pipefail
cd "$(dirname "$0")/../.."
bench_dir=${BENCH_DIR:-${TMPDIR:-/tmp}/evidence-bench}
size_mb=${BENCH_SIZE_MB:-1024}
files=${BENCH_FILES:-5000}
mkdir -p "$bench_dir"

failure_every=${BENCH_FAILURE_EVERY:-500}
tree_for() {  # size_mb files -> path of a cached generated tree
  local tree="$bench_dir/tree-$1MB-$2-failures-1-in-$failure_every"
  if [ ! -f "$tree/.complete" ]; then
    echo "Generating a $1 MB tree of about $2 files in $tree (once; it is cached)..." >&2
    rm -rf "$tree"
    python3 scripts/bench/bench_tree.py "$tree" $(($1 * 1024 * 1024)) "$2" "$failure_every"
    touch "$tree/.complete"
  fi
  echo "$tree"
}
large=$(tree_for "$size_mb" "$files")
typical=$(tree_for 20 300)

echo "Building evidence (release)..."
swift build -c release >/dev/null
binary="$(swift build -c release --show-bin-path)/evidence"
exec python3 scripts/bench/bench_triage.py "$binary" "$large" "$typical" samples/sample-run "$bench_dir/triage" "${BENCH_REPEAT:-1}"
