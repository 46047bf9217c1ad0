#!/usr/bin/env bash
# Runs each integration test file on the booted simulator. A file that fails is
# retried once: simulator start-up on CI is slow and occasionally flaky.
set -uo pipefail

UDID=$(cat /tmp/sim_udid)
failed=()

for f in integration_test/*_test.dart; do
  echo "=== $f (attempt 1)"
  if ! flutter test "$f" -d "$UDID" --dart-define=QF_ENV=ci; then
    failed+=("$f")
  fi
done

still_failing=()
for f in "${failed[@]}"; do
  echo "=== $f (attempt 2)"
  if ! flutter test "$f" -d "$UDID" --dart-define=QF_ENV=ci; then
    still_failing+=("$f")
  fi
done

if (( ${#still_failing[@]} > 0 )); then
  echo "Failed after retry: ${still_failing[*]}"
  exit 1
fi
