#!/bin/bash
set -euo pipefail
echo "--- :xcode: xcodebuild test (iPhone 17, iOS 26.1)"
mkdir -p build
set -o pipefail
xcodebuild test \
  -scheme Beacon-Package \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -only-testing:BeaconKitTests \
  -retry-tests-on-failure -test-iterations 3 \
  -resultBundlePath build/BeaconKit.xcresult 2>&1 | tee build/xcodebuild-test.log
