#!/bin/bash
set -euo pipefail
DEVICE_ID="${DEVICELAB_UDID:?}"
mkdir -p artifacts/crashlogs

echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -project Fernhill.xcodeproj -scheme Fernhill \
  -destination "platform=iOS,id=$DEVICE_ID" -derivedDataPath build \
  -allowProvisioningUpdates | xcbeautify --quiet

echo "+++ :iphone: Test on $DEVICELAB_NAME"
set +e
xcodebuild test-without-building -project Fernhill.xcodeproj -scheme Fernhill \
  -destination "platform=iOS,id=$DEVICE_ID" -derivedDataPath build \
  -resultBundlePath artifacts/Fernhill.xcresult 2>&1 | tee artifacts/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

echo "--- :mag: Device crash logs and app records"
xcrun devicectl device copy from --device "$DEVICE_ID" --domain-type systemCrashLogs \
  --source . --destination artifacts/crashlogs --filter 'Fernhill-*.ips' || true
xcrun devicectl device copy from --device "$DEVICE_ID" --domain-type appDataContainer \
  --domain-identifier com.fernhill.run --source Library/Caches/evidence/diagnostics.jsonl \
  --destination artifacts/registration.jsonl || true
cp build/Build/Products/Debug-iphoneos/Fernhill.app/Info.plist artifacts/Fernhill-Info.plist
exit "$status"
