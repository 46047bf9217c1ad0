#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build and test SieveiOS"
xcodebuild test -project Sieve.xcodeproj -scheme SieveiOS \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath DerivedData -resultBundlePath artifacts/ios/SieveiOS.xcresult || status=$?
echo "--- :card_index: Collect diagnostics"
mkdir -p artifacts/ios/Build/Products/Debug-iphonesimulator/Sieve.app
cp DerivedData/Build/Products/Debug-iphonesimulator/Sieve.app/Info.plist artifacts/ios/Build/Products/Debug-iphonesimulator/Sieve.app/
DATA=$(xcrun simctl get_app_container booted com.sieve.ios data)
cp "$DATA/Library/Caches/diagnostics.jsonl" artifacts/ios/registration.jsonl
exit ${status:-0}
