#!/bin/bash
set -euo pipefail
CONFIG="$1"
mkdir -p build/logs
echo "--- :xcode: Test plan Pennant, configuration ${CONFIG}, iPhone 16 + iPad (A16)"
set -o pipefail
xcodebuild test \
  -project Pennant.xcodeproj \
  -scheme Pennant \
  -testPlan Pennant \
  -only-test-configuration "${CONFIG}" \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.4' \
  -destination 'platform=iOS Simulator,name=iPad (A16),OS=18.4' \
  -resultBundlePath "build/Pennant-${CONFIG}.xcresult" \
  | tee "build/logs/xcodebuild-${CONFIG}.log"
