#!/bin/bash
set -euo pipefail

echo "--- :xcode: Build & test (iPhone 16 Pro / iOS 18.2)"
xcodebuild test \
  -workspace Cairnfield.xcworkspace -scheme Cairnfield \
  -destination 'platform=iOS Simulator,name=iPhone 16 Pro,OS=18.2' \
  -parallel-testing-enabled NO \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath build/Cairnfield.xcresult \
  || { echo "^^^ +++"; echo "+++ :x: Test failures"; exit 65; }
