#!/usr/bin/env bash
set -euo pipefail

echo "--- :swift: Resolving packages"
xcodebuild -resolvePackageDependencies -project Petrel.xcodeproj -scheme Petrel

echo "--- :xcode: Running tests (iPhone 16, iOS 18.1)"
set +e
xcodebuild test \
  -project Petrel.xcodeproj \
  -scheme Petrel \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' \
  -resultBundlePath build/Petrel.xcresult \
  -parallel-testing-enabled NO \
  2>&1 | tee build/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  echo "+++ :rotating_light: Test failures"
  sed -n '/^Failing tests:/,/^\*\* TEST/p' build/xcodebuild-test.log
fi
exit $status
