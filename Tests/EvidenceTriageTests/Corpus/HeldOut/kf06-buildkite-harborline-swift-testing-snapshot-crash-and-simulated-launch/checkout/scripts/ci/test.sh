#!/usr/bin/env bash
set -euo pipefail

echo "--- :iphone: Boot simulator"
UDID=$(xcrun simctl create ci-iphone16 "iPhone 16" com.apple.CoreSimulator.SimRuntime.iOS-18-0)
xcrun simctl boot "$UDID"

echo "--- :test_tube: xcodebuild test"
mkdir -p build
status=0
xcodebuild test -project Harborline.xcodeproj -scheme Harborline \
  -destination "platform=iOS Simulator,id=$UDID" \
  -derivedDataPath build/DerivedData -resultBundlePath build/Harborline.xcresult \
  2>&1 | tee build/xcodebuild-test.log || status=$?

echo "--- :mag: Collect evidence"
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Harborline.app
DATA=$(xcrun simctl get_app_container "$UDID" com.harborline.app data)
cp "$DATA/Library/Caches/BackgroundLedger/ledger.jsonl" build/evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Harborline.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/Harborline.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/Harborline-*.ips build/evidence/ 2>/dev/null || true

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  exit $status
fi
