#!/bin/bash
set -euo pipefail
echo "--- :flutter: Prepare iOS project"
flutter pub get
flutter build ios --config-only --debug
echo "+++ :xcode: xcodebuild test (device $DEVICE_UDID)"
mkdir -p build/ios-device-tests
set +e
xcodebuild test -workspace ios/Runner.xcworkspace -scheme Runner -configuration Debug \
  -destination "platform=iOS,id=$DEVICE_UDID" -derivedDataPath build/DerivedData \
  -resultBundlePath build/ios-device-tests/Runner.xcresult 2>&1 | tee build/ios-device-tests/xcodebuild.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect evidence"
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier app.tidemark.tides --source Library/Caches/diagnostics/bgtasks.jsonl \
  --destination build/ios-device-tests/registration.jsonl || true
mkdir -p build/ios-device-tests/Build/Products/Debug-iphoneos/Runner.app
cp build/DerivedData/Build/Products/Debug-iphoneos/Runner.app/Info.plist build/ios-device-tests/Build/Products/Debug-iphoneos/Runner.app/
idevicesyslog -u "$DEVICE_UDID" -p Runner --quiet -K > build/ios-device-tests/device-syslog.txt &
exit $status
