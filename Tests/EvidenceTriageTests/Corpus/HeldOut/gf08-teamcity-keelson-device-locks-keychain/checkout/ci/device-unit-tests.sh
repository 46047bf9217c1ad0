#!/bin/bash
# TeamCity step "Device unit tests" on the lab agents (one supervised iPhone per agent).
set -euo pipefail
UDID=$(cat /Users/tcagent/lab/device-udid)
# Wake the device; lab phones are MDM-supervised and keep the corporate passcode policy.
/usr/local/bin/cfgutil --ecid "$(cat /Users/tcagent/lab/device-ecid)" wake-display || true
idevicesyslog -u "$UDID" > build/device-syslog.txt 2>&1 &
SYSLOG_PID=$!
trap 'kill $SYSLOG_PID || true' EXIT
xcodebuild test \
  -workspace KeelsonCrew.xcworkspace \
  -scheme KeelsonCrew-DeviceUnit \
  -destination "platform=iOS,id=$UDID" \
  -allowProvisioningUpdates \
  -resultBundlePath build/KeelsonCrew-device.xcresult
