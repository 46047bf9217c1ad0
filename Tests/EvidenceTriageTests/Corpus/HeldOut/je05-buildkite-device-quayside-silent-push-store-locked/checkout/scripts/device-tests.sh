#!/bin/bash
set -euo pipefail
plan="$1"
out="artifacts/$plan"; mkdir -p "$out"
echo "--- :iphone: lab device"
xcrun devicectl list devices --filter "Identifier == '$LAB_DEVICE_ID'"
echo "--- :xcode: xcodebuild test ($plan)"
set +e
xcodebuild test -project Quayside.xcodeproj -scheme Quayside -testPlan "$plan" \
  -destination "platform=iOS,id=$LAB_DEVICE_UDID" -derivedDataPath DerivedData \
  -resultBundlePath "$out/$plan.xcresult" -allowProvisioningUpdates 2>&1 | tee "$out/xcodebuild-test.log"
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: evidence"
xcrun devicectl device copy from --device "$LAB_DEVICE_ID" --domain-type appDataContainer \
  --domain-identifier com.quayside.chat --source Library/Caches/evidence/diagnostics.jsonl --destination "$out/registration.jsonl"
sudo log collect --device-udid "$LAB_DEVICE_UDID" --last 40m --output "$out/device.logarchive"
log show --archive "$out/device.logarchive" --style ndjson \
  --predicate 'subsystem == "com.quayside.chat" OR process IN {"apsd", "runningboardd", "dasd"}' > "$out/device-unified-log.ndjson"
mkdir -p "$out/Build/Products/Debug-iphoneos/Quayside.app"
cp DerivedData/Build/Products/Debug-iphoneos/Quayside.app/Info.plist "$out/Build/Products/Debug-iphoneos/Quayside.app/Info.plist"
exit "$status"
