#!/bin/bash
# Creates a fresh simulator and starts booting it in the background so the boot overlaps the build.
set -euo pipefail
NAME="$1"
UDID=$(xcrun simctl create "$NAME" com.apple.CoreSimulator.SimDeviceType.iPhone-16 com.apple.CoreSimulator.SimRuntime.iOS-18-6)
echo "##vso[task.setvariable variable=SIM_UDID]$UDID"
echo "Created $NAME ($UDID); booting in background"
( xcrun simctl boot "$UDID" || echo "background boot exited $?" ) &
