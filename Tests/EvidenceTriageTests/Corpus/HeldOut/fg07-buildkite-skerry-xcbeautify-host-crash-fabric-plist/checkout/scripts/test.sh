#!/usr/bin/env bash
set -euo pipefail
mkdir -p build
xcodebuild test \
  -workspace Skerry.xcworkspace \
  -scheme Skerry \
  -configuration Dev \
  -destination 'platform=iOS Simulator,name=iPhone 15,OS=17.5' \
  -retry-tests-on-failure -test-iterations 3 \
  -resultBundlePath build/Skerry.xcresult 2>&1 \
  | tee build/xcodebuild-raw.log \
  | xcbeautify --disable-colored-output
