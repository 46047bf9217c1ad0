#!/bin/bash
set -uo pipefail
mkdir -p build/device/evidence
START=$(date -u '+%Y-%m-%d %H:%M:%S')
echo "--- :xcode: device smoke on $LAB_DEVICE_UDID"
xcodebuild test -project Parcelle.xcodeproj -scheme Parcelle -testPlan Parcelle-DeviceSmoke \
  -destination "platform=iOS,id=$LAB_DEVICE_UDID" -allowProvisioningUpdates \
  -resultBundlePath build/device/Device.xcresult | tee build/device/xcodebuild.log
STATUS=${PIPESTATUS[0]}
echo "--- :mag: collecting evidence"
sudo log collect --device-udid "$LAB_DEVICE_UDID" --start "$START" --output build/device/device.logarchive
log show --archive build/device/device.logarchive --style ndjson --info \
  --predicate 'process == "Parcelle" OR subsystem == "com.apple.BackgroundTasks"' > build/device/evidence/unified-log.ndjson
xcrun devicectl device copy from --device "$LAB_DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.parcelle.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/device/evidence/registration.jsonl
mkdir -p build/device/evidence/Build/Products/Debug-iphoneos/Parcelle.app
cp ~/Library/Developer/Xcode/DerivedData/Parcelle-*/Build/Products/Debug-iphoneos/Parcelle.app/Info.plist \
   build/device/evidence/Build/Products/Debug-iphoneos/Parcelle.app/Info.plist
exit $STATUS
