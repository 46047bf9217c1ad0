#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build & test (iPhone 17, iOS 26.1)"
mkdir -p build/reports
set +e
xcodebuild test \
  -project Ferncastle.xcodeproj -scheme Ferncastle \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath build/Ferncastle.xcresult 2>&1 | tee build/xcodebuild.log
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "+++ :x: Tests failed"
  sed -n '/^Failing tests:/,/^\*\* TEST/p' build/xcodebuild.log
fi
exit "$status"
