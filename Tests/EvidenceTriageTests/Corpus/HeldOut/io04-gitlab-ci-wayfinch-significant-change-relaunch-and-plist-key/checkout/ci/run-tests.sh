#!/bin/bash
# Two passes: (1) unit + background-location UI tests with Always pre-granted,
# (2) onboarding UI tests from a clean privacy state so the system prompt must appear.
set -euxo pipefail
UDID=$(xcrun simctl create "wayfinch-ci" "iPhone 17" "com.apple.CoreSimulator.SimRuntime.iOS-26-1")
xcrun simctl boot "$UDID"
xcodegen generate
xcodebuild build-for-testing -scheme Wayfinch -destination "id=$UDID" -derivedDataPath build/DerivedData | tee build/build.log
xcrun simctl install "$UDID" build/DerivedData/Build/Products/Debug-iphonesimulator/Wayfinch.app
xcrun simctl privacy "$UDID" grant location-always com.wayfinch.app
xcodebuild test-without-building -scheme Wayfinch -destination "id=$UDID" -derivedDataPath build/DerivedData \
  -skip-testing:WayfinchUITests/LocationPermissionUITests -resultBundlePath build/pass1.xcresult | tee build/pass1.log || PASS1=$?
xcrun simctl privacy "$UDID" reset location com.wayfinch.app
xcodebuild test-without-building -scheme Wayfinch -destination "id=$UDID" -derivedDataPath build/DerivedData \
  -only-testing:WayfinchUITests/LocationPermissionUITests -resultBundlePath build/pass2.xcresult | tee build/pass2.log || PASS2=$?
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Wayfinch.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Wayfinch.app/Info.plist build/evidence/Build/Products/Debug-iphonesimulator/Wayfinch.app/Info.plist
DATA=$(xcrun simctl get_app_container "$UDID" com.wayfinch.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl || true
exit $(( ${PASS1:-0} + ${PASS2:-0} > 0 ))
