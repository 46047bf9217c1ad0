#!/bin/bash
# Runs the unit tests on a fresh simulator and keeps what triage needs:
# the app's diagnostics records, the built Info.plist and a unified-log export
# of the test window.
set -euo pipefail

DEVICE_NAME="CI iPhone 17"
UDID=$(xcrun simctl create "$DEVICE_NAME" com.apple.CoreSimulator.SimDeviceType.iPhone-17 com.apple.CoreSimulator.SimRuntime.iOS-26-1)
xcrun simctl boot "$UDID"
START=$(date -u "+%Y-%m-%d %H:%M:%S")

set +e
xcodebuild test \
  -project Tessellate.xcodeproj -scheme Tessellate -testPlan Unit \
  -destination "platform=iOS Simulator,id=$UDID" \
  -derivedDataPath build/DerivedData \
  -resultBundlePath build/Tessellate.xcresult 2>&1 | tee build/xcodebuild-test.log
STATUS=${PIPESTATUS[0]}
set -e

mkdir -p evidence/Build/Products/Debug-iphonesimulator/Tessellate.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Tessellate.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Tessellate.app/Info.plist
DATA=$(xcrun simctl get_app_container "$UDID" com.tessellate.field data)
cp "$DATA/Library/Caches/diagnostics/records.jsonl" evidence/registration.jsonl
xcrun simctl spawn "$UDID" log show --style ndjson --start "$START" \
  --predicate 'process == "Tessellate" AND (subsystem == "com.tessellate.field" OR sender == "BackgroundTasks")' \
  > evidence/unified-log.ndjson
cp build/xcodebuild-test.log evidence/
exit $STATUS
