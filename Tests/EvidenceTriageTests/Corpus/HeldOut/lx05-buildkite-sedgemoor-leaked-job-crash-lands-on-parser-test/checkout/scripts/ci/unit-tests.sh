#!/bin/bash
set -euo pipefail

echo "--- :xcode: Build and test"
mkdir -p build/logs
set -x
xcodebuild test \
  -project Sedgemoor.xcodeproj -scheme Sedgemoor \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath DerivedData \
  -parallel-testing-enabled NO \
  2>&1 | tee build/logs/xcodebuild-test.log
