#!/bin/bash
set -euo pipefail
SIM_NAME="iPhone 16"
RUNTIME="iOS 18.2"
UDID=$(xcrun simctl list devices "$RUNTIME" available | grep "$SIM_NAME (" | head -1 | sed -E 's/.*\(([0-9A-F-]{36})\).*/\1/')
echo "Using $SIM_NAME ($UDID) on $RUNTIME"
xcrun simctl shutdown "$UDID" || true
xcrun simctl erase "$UDID"
xcrun simctl boot "$UDID"
xcrun simctl bootstatus "$UDID" -b
xcodebuild test -workspace Hearth.xcworkspace -scheme HearthUITests \
  -destination "id=$UDID" -resultBundlePath build/HearthUITests.xcresult \
  | tee build/xcodebuild-uitests.log
