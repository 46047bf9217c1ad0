#!/bin/bash
set -euo pipefail
echo "--- :iphone: Device"
xcrun devicectl list devices | grep -i "iPad Pro"
echo "+++ :xcode: Test"
set +e
xcodebuild test -workspace Cobblestone.xcworkspace -scheme Cobblestone -configuration Debug \
  -destination "id=${LAB_DEVICE_UDID}" -allowProvisioningUpdates \
  -derivedDataPath DerivedData -resultBundlePath artifacts/Cobblestone.xcresult 2>&1 \
  | tee artifacts/xcodebuild-raw.log | xcbeautify
STATUS=${PIPESTATUS[0]}
set -e
echo "--- :package: Evidence"
mkdir -p artifacts/Build/Products/Debug-iphoneos
cp -R DerivedData/Build/Products/Debug-iphoneos/Cobblestone.app artifacts/Build/Products/Debug-iphoneos/
xcrun devicectl device copy from --device "${LAB_DEVICE_UDID}" --domain-type appDataContainer \
  --domain-identifier com.cobblestone.app --source Library/Caches/evidence/diagnostics.jsonl --destination artifacts/registration.jsonl
mkdir -p artifacts/crashlogs
xcrun devicectl device copy from --device "${LAB_DEVICE_UDID}" --domain-type systemCrashLogs --source / --destination artifacts/crashlogs --filter "Cobblestone-*.ips" || true
sudo log collect --device-udid "${LAB_DEVICE_UDID}" --last 20m --output artifacts/device.logarchive
log show --style json --predicate 'subsystem == "com.cobblestone.app" OR subsystem == "com.apple.BackgroundTasks"' artifacts/device.logarchive > artifacts/device-log.json
rm -rf artifacts/device.logarchive
exit $STATUS
