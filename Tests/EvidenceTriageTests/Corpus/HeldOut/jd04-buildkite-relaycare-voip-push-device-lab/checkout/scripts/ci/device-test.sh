#!/bin/bash
set -uo pipefail
mkdir -p build/logs build/crashlogs
idevicesyslog -u "$DEVICE_UDID" -p Runner -p callservicesd > build/logs/device-syslog.log 2>&1 &
SYSLOG_PID=$!
xcodebuild test-without-building -xctestrun build/ios/Build/Products/Runner_Runner_iphoneos26.0-arm64.xctestrun \
  -destination "id=$DEVICE_UDID" -resultBundlePath build/Runner-device.xcresult 2>&1 | tee build/logs/xcodebuild-test-device.log
STATUS=${PIPESTATUS[0]}
kill "$SYSLOG_PID" || true
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type systemCrashLogs --source / --destination build/crashlogs || true
exit "$STATUS"
