#!/bin/bash
# Pre-boot the test simulator so xcodebuild does not pay the boot time inside the test step.
set -x
xcrun simctl list runtimes
UDID=$(xcrun simctl create "CI $SIM_NAME" "$SIM_NAME" "com.apple.CoreSimulator.SimRuntime.iOS-${SIM_OS//./-}") || exit 0
xcrun simctl boot "$UDID" || true
xcrun simctl bootstatus "$UDID" -b || true
