#!/bin/bash
set -euo pipefail
echo "~~~ :iphone: Device"
xcrun devicectl list devices | grep "$DEVICE_UDID"
echo "--- :xcode: Test on device"
set +e
xcodebuild test -workspace Pulsewise.xcworkspace -scheme Pulsewise -configuration Debug \
  -destination "id=$DEVICE_UDID" -resultBundlePath build/Pulsewise.xcresult 2>&1 \
  | xcbeautify --report junit --report-path evidence --junit-report-filename junit.xml
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect evidence"
log collect --device-udid "$DEVICE_UDID" --last 10m --output build/device.logarchive
log show build/device.logarchive --style ndjson --predicate 'process == "Pulsewise"' > evidence/oslog-Pulsewise.ndjson
mkdir -p evidence/Build/Products/Debug-iphoneos/Pulsewise.app
cp build/DerivedData/Build/Products/Debug-iphoneos/Pulsewise.app/Info.plist evidence/Build/Products/Debug-iphoneos/Pulsewise.app/
exit $status
