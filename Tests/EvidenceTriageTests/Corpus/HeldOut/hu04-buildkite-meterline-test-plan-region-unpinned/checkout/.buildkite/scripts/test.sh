#!/bin/bash
set -euo pipefail

echo "--- :iphone: Simulator"
UDID=$(xcrun simctl list devices available -j | jq -r '.devices["com.apple.CoreSimulator.SimRuntime.iOS-26-2"][] | select(.name=="iPhone 17") | .udid' | head -1)
xcrun simctl boot "$UDID" || true
xcrun simctl bootstatus "$UDID" -b
echo "Simulator locale: $(xcrun simctl spawn "$UDID" defaults read -g AppleLocale)"
echo "Simulator languages: $(xcrun simctl spawn "$UDID" defaults read -g AppleLanguages | tr -d '\n ')"

echo "--- :xcode: xcodebuild test (Meterline.xctestplan)"
mkdir -p build/logs
set +e
xcodebuild test \
  -project Meterline.xcodeproj \
  -scheme Meterline \
  -testPlan Meterline \
  -destination "platform=iOS Simulator,id=$UDID" \
  -resultBundlePath build/Meterline.xcresult \
  2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

echo "--- :package: Evidence"
.buildkite/scripts/collect-evidence.sh "$UDID"

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  echo "+++ :x: xcodebuild test failed ($status)"
  sed -n '/^Failing tests:/,/^\*\* TEST FAILED/p' build/logs/xcodebuild-test.log
  exit $status
fi
