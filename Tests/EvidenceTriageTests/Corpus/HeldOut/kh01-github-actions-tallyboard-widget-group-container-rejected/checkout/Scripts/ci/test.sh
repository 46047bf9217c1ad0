#!/bin/bash
set -euo pipefail
mkdir -p build artifacts
date -u '+%Y-%m-%d %H:%M:%S' > build/test-start
set -o pipefail
xcodebuild test \
  -project Tallyboard.xcodeproj \
  -scheme Tallyboard \
  -destination 'platform=macOS,arch=arm64' \
  -derivedDataPath build/DerivedData \
  -resultBundlePath build/Tallyboard.xcresult \
  2>&1 | tee artifacts/xcodebuild-test.log
