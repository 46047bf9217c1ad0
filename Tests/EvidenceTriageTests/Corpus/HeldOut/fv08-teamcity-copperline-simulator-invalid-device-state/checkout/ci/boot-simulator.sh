#!/bin/bash
# Creates a fresh, uniquely named simulator for this build so parallel agents
# on the same Mac never share a device (COP-377).
set -euo pipefail

RUNTIME="com.apple.CoreSimulator.SimRuntime.iOS-17-5"
DEVICE_TYPE="com.apple.CoreSimulator.SimDeviceType.iPhone-15"
NAME="ci-${BUILD_NUMBER:-local}-iPhone-15"

sudo xcode-select -s "${XCODE_PATH:-/Applications/Xcode_15.4.app}"
xcodebuild -version

UDID=$(xcrun simctl create "$NAME" "$DEVICE_TYPE" "$RUNTIME")
echo "Created $NAME ($UDID)"
xcrun simctl boot "$UDID" || echo "##teamcity[message text='simctl boot failed for $UDID' status='WARNING']"
xcrun simctl bootstatus "$UDID" -b -d || true
echo "##teamcity[setParameter name='env.SIM_UDID' value='$UDID']"
