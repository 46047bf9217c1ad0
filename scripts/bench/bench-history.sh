#!/usr/bin/env bash
# Benchmarks the history store on SQLite and PostgreSQL, each loaded with 10,000 runs x 1,000 tests
# (rows generated in the database directly, not archives):
#   - adding a run of 1,000 tests (`evidence history add`, the whole process; target: <= 0.5 s);
#   - the queries a PR comment needs (`evidence comment --history DB` minus `evidence comment` on
#     the same archive, 50 failures, best of each; target: <= 100 ms);
# printed with the database sizes. Exit status 1 when a target is missed.
#
# PostgreSQL: BENCH_POSTGRES_URL, else a server started for the benchmark (scripts/dev/postgres-test-server.sh,
# stopped at the end). Environment: BENCH_DIR (default $TMPDIR/evidence-bench), BENCH_RUNS (10000),
# BENCH_TESTS (1000), BENCH_REPEAT (timed runs per measure: median of the adds, best of the comments; default 5).
set -euo pipefail
cd "$(dirname "$0")/../.."
bench_dir=${BENCH_DIR:-${TMPDIR:-/tmp}/evidence-bench}/history
mkdir -p "$bench_dir"

echo "Building evidence (release)..."
swift build -c release >/dev/null
binary="$(swift build -c release --show-bin-path)/evidence"

url=${BENCH_POSTGRES_URL:-}
if [ -z "$url" ]; then
  pg_dir=$(mktemp -d /tmp/evidence-pg.XXXXXX)
  trap 'scripts/dev/postgres-test-server.sh stop "$pg_dir"' EXIT
  url=$(scripts/dev/postgres-test-server.sh start "$pg_dir")
fi
python3 scripts/bench/bench_history.py "$binary" "$bench_dir" "$url" "${BENCH_RUNS:-10000}" "${BENCH_TESTS:-1000}" "${BENCH_REPEAT:-5}"
