#!/bin/bash
set -euo pipefail
mkdir -p build/artifacts
echo "--- :xcode: Build and test"
xcodebuild test -project Ferrowall.xcodeproj -scheme Ferrowall \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" \
  -derivedDataPath build/DerivedData -resultBundlePath build/artifacts/Ferrowall.xcresult \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 -retry-tests-on-failure \
  2>&1 | tee build/artifacts/xcodebuild-test.log
