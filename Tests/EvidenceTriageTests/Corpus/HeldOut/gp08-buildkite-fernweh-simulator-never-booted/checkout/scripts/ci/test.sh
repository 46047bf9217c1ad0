#!/bin/bash
# Boots a fresh simulator, waits for it, then runs the background-location and BGTask suites.
set -euo pipefail
mkdir -p artifacts
UDID=$(xcrun simctl create "ci-${BUILDKITE_BUILD_NUMBER}" "iPhone 17" "com.apple.CoreSimulator.SimRuntime.iOS-26-0")
echo "--- :iphone: Booting simulator ${UDID}"
xcrun simctl boot "${UDID}"
xcrun simctl bootstatus "${UDID}" -b
echo "--- :xcode: xcodebuild test"
set -o pipefail
xcodebuild test \
  -project Fernweh.xcodeproj -scheme Fernweh \
  -destination "id=${UDID}" \
  -resultBundlePath artifacts/Fernweh.xcresult \
  | tee artifacts/xcodebuild-test.log
