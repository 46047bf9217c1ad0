#!/bin/bash
set -euo pipefail

echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -workspace Notewell.xcworkspace -scheme Notewell \
  -destination "platform=iOS Simulator,id=${SIMULATOR_UDID}" -derivedDataPath build/DerivedData \
  | xcbeautify --quiet

echo "+++ :xcode: Test"
set +e
xcodebuild test-without-building -workspace Notewell.xcworkspace -scheme Notewell -testPlan CI \
  -destination "platform=iOS Simulator,id=${SIMULATOR_UDID}" -derivedDataPath build/DerivedData \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 \
  2>&1 | tee build/logs/xcodebuild-test.log | xcbeautify --report junit --report-path build/reports
status=${PIPESTATUS[0]}
set -e

echo "--- :package: Evidence"
app=build/DerivedData/Build/Products/Debug-iphonesimulator/Notewell.app
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Notewell.app
cp "$app/Info.plist" build/evidence/Build/Products/Debug-iphonesimulator/Notewell.app/
codesign -d --entitlements :- "$app" > build/evidence/Notewell.app.entitlements.plist 2>/dev/null || true
cp "$(xcrun simctl get_app_container "$SIMULATOR_UDID" com.notewell.ios data)/Library/Caches/diagnostics/registration.jsonl" build/evidence/ || true
exit $status
