#!/usr/bin/env bash
# Sets up (system libraries, when missing and we may install) and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" = Darwin ]; then
  eval "$(scripts/setup.sh)"   # Homebrew's libraries: exports PKG_CONFIG_PATH
else
  scripts/setup.sh
fi
# EVIDENCE_WARNINGS_AS_ERRORS=1 (CI sets it): any compiler warning fails the build. The same flags
# go to `swift test`, so it does not rebuild.
flags=()
if [ "${EVIDENCE_WARNINGS_AS_ERRORS:-}" = 1 ]; then flags=(-Xswiftc -warnings-as-errors); fi
swift build --build-tests ${flags[@]+"${flags[@]}"}
# What the compiler does not check: nothing public in the layers, the products' API documented,
# C imported only in a layer's CLibraries/ folder (ARCHITECTURE.md).
python3 scripts/dev/check-layers.py
# No function over cyclomatic complexity 15 or 80 body lines (issue 15), but for the allow-list;
# the checker's own examples first.
python3 scripts/dev/complexity.py --self-test
python3 scripts/dev/complexity.py
# The tests that read ../shared/fixtures (real public data kept beside the repository) are skipped
# when it is absent, as in a bare clone; say once how many, counting Swift Testing's skip lines.
log=$(mktemp)
# The history tests run against SQLite and a real PostgreSQL: started here on a Unix socket in a
# temporary folder, stopped at the end even when the tests fail; without PostgreSQL binaries (a
# user's clone) those tests are skipped and counted below.
pg_dir=$(mktemp -d /tmp/evidence-pg.XXXXXX)  # short: a Unix socket path has at most 107 bytes
trap 'scripts/dev/postgres-test-server.sh stop "$pg_dir"; rm -f "$log"; rm -rf "${python_dir:-}"' EXIT
if url=$(scripts/dev/postgres-test-server.sh start "$pg_dir"); then
  export EVIDENCE_TEST_POSTGRES_URL="$url"
else
  unset EVIDENCE_TEST_POSTGRES_URL
fi
# Where python3 is a pyenv shim (a shell script run before every interpreter start, ~60 ms each
# here), a folder holding only a link to the interpreter it picks goes first on PATH: the tests start
# python3, and scripts that use it, dozens of times. The same interpreter, and nothing else moved
# ahead on PATH (no other swift, clang or pkg-config).
case "$(command -v python3 || true)" in
  */.pyenv/shims/python3|*/pyenv/shims/python3)
    if python=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) && [ -x "$python" ]; then
      python_dir=$(mktemp -d /tmp/evidence-python.XXXXXX)
      ln -s "$python" "$python_dir/python3"
      export PATH="$python_dir:$PATH"
    fi ;;
esac
status=0
swift test --parallel ${flags[@]+"${flags[@]}"} 2>&1 | tee "$log" || status=$?
# Each kind of skip, counted by its trait's comment (the texts must match the traits' own: see
# SharedFixturesTests), one line each.
say_skipped() {
  local count
  count=$(grep -cF "skipped: \"$1\"" "$log" || true)
  if [ "$count" -gt 0 ]; then echo "evidence: $count tests skipped: $1"; fi
}
say_skipped '../shared/fixtures is absent (real public data kept beside the repository, not redistributed with it: a clone does not have it)'
say_skipped 'no PostgreSQL server (EVIDENCE_TEST_POSTGRES_URL is unset; scripts/test.sh starts one when initdb and pg_ctl are installed)'
say_skipped 'no headless Chromium (chromium is not on PATH; .ci/run installs it: apt-get install chromium)'
say_skipped 'no xmllint (libxml2-utils; .ci/run installs it)'
say_skipped 'heavy (EVIDENCE_HEAVY_TESTS is not 1; .ci/run and the GitHub CI set it)'
exit "$status"
