#!/usr/bin/env bash
set -euo pipefail

echo "--- :iphone: Boot simulator"
xcrun simctl boot "iPhone 17" || true

echo "--- :xcode: Unit & UI tests (iPhone 17, iOS 26.1)"
mkdir -p build
set +e
xcodebuild test \
  -workspace Latchkey.xcworkspace \
  -scheme Latchkey \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath build/DerivedData \
  -resultBundlePath build/Latchkey.xcresult 2>&1 \
  | tee build/xcodebuild-raw.log \
  | xcbeautify --disable-colored-output
status=${PIPESTATUS[0]}
set -e

cp build/DerivedData/Build/Products/Debug-iphonesimulator/Latchkey.app/Info.plist build/Info.plist || true
(cd build && zip -qry Latchkey.xcresult.zip Latchkey.xcresult) || true
exit "$status"
