#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -workspace Brindle.xcworkspace -scheme Brindle \
  -destination "platform=iOS Simulator,name=iPhone 16,OS=18.4" -derivedDataPath build/dd -quiet
echo "--- :xcode: Unit tests"
set -o pipefail
xcodebuild test-without-building -workspace Brindle.xcworkspace -scheme Brindle \
  -destination "platform=iOS Simulator,name=iPhone 16,OS=18.4" -derivedDataPath build/dd \
  -parallel-testing-enabled NO -resultBundlePath build/Brindle.xcresult 2>&1 | tee build/xcodebuild.log
