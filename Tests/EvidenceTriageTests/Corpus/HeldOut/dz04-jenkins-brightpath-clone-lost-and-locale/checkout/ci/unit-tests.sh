#!/bin/bash
set -euo pipefail
mkdir -p build
xcodebuild test \
  -project Brightpath.xcodeproj \
  -scheme Brightpath \
  -destination 'platform=iOS Simulator,name=iPhone 16e,OS=latest' \
  -parallel-testing-enabled YES \
  -parallel-testing-worker-count 2 \
  -resultBundlePath build/Brightpath.xcresult
