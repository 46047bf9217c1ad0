#!/bin/bash
set -euo pipefail
echo "~~~ Preparing simulator"
UDID=$(xcrun simctl create ci-gullwing "iPhone 17" com.apple.CoreSimulator.SimRuntime.iOS-26-1)
xcrun simctl boot "$UDID"
xcodebuild build-for-testing -scheme Gullwing -destination "id=$UDID" -derivedDataPath build > build/logs/build.log
if ! xcrun simctl install "$UDID" build/Build/Products/Debug-iphonesimulator/Gullwing.app; then
  echo "^^^ +++"
  echo "Simulator not usable, asking Buildkite to retry"
  exit 75
fi
echo "+++ :xcode: Running tests"
xcodebuild test-without-building -scheme Gullwing -destination "id=$UDID" -derivedDataPath build | tee build/logs/xcodebuild-test.log
