#!/bin/bash
set -euo pipefail
echo "--- :xcode: Running unit tests"
mkdir -p build/logs
set -o pipefail
xcodebuild test \
  -project Kestrel.xcodeproj -scheme Kestrel \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" \
  -parallel-testing-enabled NO \
  -resultBundlePath "build/Kestrel-${BUILDKITE_RETRY_COUNT:-0}.xcresult" \
  2>&1 | tee "build/logs/xcodebuild-attempt-${BUILDKITE_RETRY_COUNT:-0}.log"
