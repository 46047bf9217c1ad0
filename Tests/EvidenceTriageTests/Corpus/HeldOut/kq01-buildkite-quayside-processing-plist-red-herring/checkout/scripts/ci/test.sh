#!/bin/bash
set -euo pipefail
DEVICE_UDID="${LAB_DEVICE_UDID:?}"
DD="build/DerivedData"
mkdir -p build/artifacts/oslog

echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -workspace Quayside.xcworkspace -scheme Quayside-CI \
  -destination "platform=iOS,id=${DEVICE_UDID}" -derivedDataPath "$DD" -quiet

echo "--- :mag: plist-lint"
scripts/ci/plist-lint.sh "$DD/Build/Products/Debug-iphoneos/Quayside.app/Info.plist"

echo "--- :iphone: Test on lab device"
start=$(date -u "+%Y-%m-%d %H:%M:%S")
set +e
xcodebuild test-without-building -xctestrun "$DD"/Build/Products/Quayside_Quayside-CI_iphoneos26.1-arm64.xctestrun \
  -destination "platform=iOS,id=${DEVICE_UDID}" -resultBundlePath build/Quayside.xcresult
status=$?
set -e

echo "--- :package: Collect evidence"
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.quayside.app --source Library/Caches/diagnostics.jsonl \
  --destination build/artifacts/registration.jsonl
mkdir -p build/artifacts/Build/Products/Debug-iphoneos/Quayside.app
cp "$DD/Build/Products/Debug-iphoneos/Quayside.app/Info.plist" build/artifacts/Build/Products/Debug-iphoneos/Quayside.app/
sudo log collect --device-udid "$DEVICE_UDID" --start "$start" --output build/device.logarchive
log show --archive build/device.logarchive --style ndjson \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.quayside.app"' \
  > build/artifacts/oslog/device-test-window.ndjson
exit $status
