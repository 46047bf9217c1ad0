#!/usr/bin/env bash
set -o pipefail
mkdir -p build/evidence
idevicesyslog -u "$DEVICE_UDID" -m Skiffrun -m runningboardd > build/device-console-full.txt 2>&1 &
syslog_pid=$!
cd build/ios-xcode
xcodebuild test -project Unity-iPhone.xcodeproj -scheme Unity-iPhone \
  -destination "id=$DEVICE_UDID" -only-testing:SkiffrunUITests \
  -allowProvisioningUpdates -resultBundlePath ../SkiffrunUITests.xcresult 2>&1 | tee ../xcodebuild-device-uitests.log
status=${PIPESTATUS[0]}
kill "$syslog_pid" || true
exit "$status"
