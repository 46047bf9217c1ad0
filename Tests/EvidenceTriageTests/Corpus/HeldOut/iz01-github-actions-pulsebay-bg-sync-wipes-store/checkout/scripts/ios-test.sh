#!/bin/bash
set -o pipefail
SIM_NAME="iPhone 17"
mkdir -p artifacts
START=$(date -u "+%Y-%m-%d %H:%M:%S")
xcodebuild test \
  -project Pulsebay.xcodeproj -scheme Pulsebay -testPlan Pulsebay-CI \
  -destination "platform=iOS Simulator,name=${SIM_NAME},OS=26.1" \
  -derivedDataPath DerivedData -resultBundlePath artifacts/Pulsebay.xcresult \
  | tee artifacts/xcodebuild-test.log
STATUS=$?
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.pulsebay.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl || true
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Pulsebay.app
cp DerivedData/Build/Products/Debug-iphonesimulator/Pulsebay.app/Info.plist artifacts/Build/Products/Debug-iphonesimulator/Pulsebay.app/Info.plist
plutil -convert xml1 artifacts/Build/Products/Debug-iphonesimulator/Pulsebay.app/Info.plist
xcrun simctl spawn "$UDID" log show --style ndjson --start "$START" --predicate 'subsystem == "com.pulsebay.app" OR subsystem == "com.apple.BackgroundTasks"' > artifacts/unified-log.ndjson || true
exit $STATUS
