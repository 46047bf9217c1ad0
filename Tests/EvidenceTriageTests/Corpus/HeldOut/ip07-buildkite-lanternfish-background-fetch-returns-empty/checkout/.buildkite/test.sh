#!/bin/bash
set -euo pipefail
echo "--- :hammer: Build for testing"
xcodebuild build-for-testing -workspace Lanternfish.xcworkspace -scheme Lanternfish \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" -derivedDataPath build/dd -quiet
echo "+++ :xcode: Test"
set +e
xcodebuild test-without-building -workspace Lanternfish.xcworkspace -scheme Lanternfish \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" -derivedDataPath build/dd \
  -resultBundlePath build/Lanternfish.xcresult \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 \
  -retry-tests-on-failure -test-iterations 2 \
  -test-timeouts-enabled YES -default-test-execution-time-allowance 60 2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect evidence"
scripts/collect-bg-evidence.sh build/bg-evidence
scripts/export-spindumps.sh build/Lanternfish.xcresult build/spindumps
exit "$status"
