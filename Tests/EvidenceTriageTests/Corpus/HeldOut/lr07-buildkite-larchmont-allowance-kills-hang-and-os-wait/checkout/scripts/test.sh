#!/bin/bash
set -euo pipefail
mkdir -p build/logs
echo "--- :xcode: Build and test"
# A hung test used to eat the whole step timeout; let xcodebuild kill it instead.
xcodebuild test \
  -project Larchmont.xcodeproj \
  -scheme Larchmont \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.4' \
  -derivedDataPath build/DerivedData \
  -test-timeouts-enabled YES \
  -default-test-execution-time-allowance 120 \
  -maximum-test-execution-time-allowance 600 \
  | tee build/logs/xcodebuild-test.log
