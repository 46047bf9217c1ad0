#!/bin/bash
set -euo pipefail
echo "~~~ :lock: unlock + charge check"
scripts/lab/ensure-charging.sh "$DEVICE_UDID"

echo "--- :xcode: xcodebuild test (CairnmapDeviceLab)"
start=$(date -u +"%Y-%m-%d %H:%M:%S")
set +e
xcodebuild test -project Cairnmap.xcodeproj -scheme Cairnmap -testPlan CairnmapDeviceLab \
  -destination "platform=iOS,id=$DEVICE_UDID" -derivedDataPath build/DerivedData \
  -resultBundlePath build/Cairnmap.xcresult -allowProvisioningUpdates 2>&1 | tee build/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

echo "--- :mag: collecting evidence"
mkdir -p build/evidence/oslog build/evidence/Build/Products/Debug-iphoneos/Cairnmap.app
sudo log collect --device-udid "$DEVICE_UDID" --start "$start" --output build/device.logarchive
log show build/device.logarchive --style ndjson \
  --predicate 'subsystem == "com.cairnmap.app" OR subsystem == "com.apple.backgroundtaskscheduler" OR process == "dasd"' \
  > build/evidence/oslog/cairnmap-test-window.ndjson
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.cairnmap.app --source Library/Diagnostics/bgtasks.jsonl --destination build/evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphoneos/Cairnmap.app/Info.plist build/evidence/Build/Products/Debug-iphoneos/Cairnmap.app/
cp build/xcodebuild-test.log build/evidence/

if [[ $status -ne 0 ]]; then echo "+++ :rotating_light: xcodebuild exited $status"; fi
exit $status
