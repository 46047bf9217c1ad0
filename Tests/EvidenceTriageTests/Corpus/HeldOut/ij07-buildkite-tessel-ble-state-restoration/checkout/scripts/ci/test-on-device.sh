#!/bin/bash
set -euo pipefail
echo "--- :iphone: Device"
udid=$(xcrun devicectl list devices --hide-headers --columns Identifier --filter "State == 'connected'" | head -1)
echo "Using ${udid}"
echo "--- :xcode: xcodebuild test"
mkdir -p build/logs build/crashes
set +e
xcodebuild test -project Tessel.xcodeproj -scheme Tessel -destination "id=${udid}" \
  -derivedDataPath build -resultBundlePath build/Tessel.xcresult 2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect crash logs"
xcrun devicectl device info files --device "${udid}" --domain-type systemCrashLogs --copy-to build/crashes --filter 'name BEGINSWITH "Tessel"' || true
exit $status
