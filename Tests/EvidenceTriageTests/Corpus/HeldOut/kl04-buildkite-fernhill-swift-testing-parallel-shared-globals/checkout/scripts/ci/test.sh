#!/bin/bash
set -euo pipefail
echo "--- :xcode: xcodebuild test"
mkdir -p build/evidence
xcodebuild test \
  -project Fernhill.xcodeproj -scheme Fernhill -testPlan Unit \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -resultBundlePath "build/Fernhill-${BUILDKITE_RETRY_COUNT:-0}.xcresult" 2>&1 \
  | tee "build/evidence/xcodebuild-test-${BUILDKITE_RETRY_COUNT:-0}.log"
