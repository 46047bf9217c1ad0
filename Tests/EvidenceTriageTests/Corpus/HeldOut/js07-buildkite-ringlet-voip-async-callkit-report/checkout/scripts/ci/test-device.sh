#!/bin/bash
set -euo pipefail
mkdir -p artifacts/device
idevicesyslog -u "$DEVICE_UDID" -p Ringlet > artifacts/device/syslog.txt &
xcodebuild test -workspace Ringlet.xcworkspace -scheme Ringlet -testPlan DeviceLab \
  -destination "id=$DEVICE_UDID" -allowProvisioningUpdates || status=$?
kill %1 || true
idevicecrashreport -u "$DEVICE_UDID" -e -f Ringlet artifacts/device/ || true
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Ringlet-*/Build/Products/Debug-iphoneos/Ringlet.app | head -1)
mkdir -p artifacts/device/Build/Products/Debug-iphoneos/Ringlet.app && cp "$APP/Info.plist" "$_/"
codesign -d --entitlements - --xml "$APP" | plutil -p -
exit ${status:-0}
