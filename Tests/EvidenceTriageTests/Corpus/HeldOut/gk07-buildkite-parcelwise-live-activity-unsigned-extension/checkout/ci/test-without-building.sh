#!/bin/bash
set -euo pipefail

xcrun simctl boot "iPhone 15 Pro" || true
xcodebuild test-without-building \
  -xctestrun "$(ls build/DerivedData/Build/Products/*.xctestrun | head -1)" \
  -destination "platform=iOS Simulator,name=iPhone 15 Pro,OS=17.2" \
  -resultBundlePath build/Parcelwise.xcresult \
  -parallel-testing-enabled NO
