#!/usr/bin/env bash
# Runs each LanternKit XCTest suite in its own `swift test` process so one crashing
# suite does not hide the others. Prints a failure summary at the end.
set -uo pipefail
cd Packages/LanternKit
swift build --build-tests
failed=()
for suite in $(cat ../../scripts/swift-test-suites.txt); do
  echo "::group::$suite"
  if ! swift test --skip-build --filter "LanternKitTests.$suite" 2>&1 | tee "/tmp/suite-$suite.log"; then
    failed+=("$suite")
  fi
  echo "::endgroup::"
done
if (( ${#failed[@]} )); then
  echo "Failing Swift suites (${#failed[@]}): ${failed[*]}"
  exit 1
fi
