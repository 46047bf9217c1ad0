#!/bin/sh
# Collects background-task evidence after the test action.
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
DATA=$(xcrun simctl get_app_container "$UDID" com.trailhead.maps data)
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$CI_DERIVED_DATA_PATH/../evidence/registration.jsonl"
APP=$(find "$CI_TEST_PRODUCTS_PATH" -name TrailheadMaps.app -maxdepth 4 | head -1)
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/TrailheadMaps.app"
plutil -convert xml1 -o "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/TrailheadMaps.app/Info.plist" "$APP/Info.plist"
