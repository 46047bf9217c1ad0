#!/bin/bash
set -euo pipefail
mkdir -p build/ios-native
echo "--- :xcode: xcodebuild test (TidewellTests)"
set +e
xcodebuild test \
  -workspace ios/Tidewell.xcworkspace \
  -scheme Tidewell \
  -only-testing:TidewellTests \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath ios/build \
  -resultBundlePath build/ios-native/Tidewell.xcresult 2>&1 | tee build/ios-native/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect background evidence"
mkdir -p build/ios-native/Build/Products/Debug-iphonesimulator/Tidewell.app
cp ios/build/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist build/ios-native/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist || true
plutil -convert xml1 build/ios-native/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist || true
if [ "$status" -ne 0 ]; then echo "^^^ +++"; echo "+++ :rotating_light: TidewellTests failed"; fi
exit "$status"
