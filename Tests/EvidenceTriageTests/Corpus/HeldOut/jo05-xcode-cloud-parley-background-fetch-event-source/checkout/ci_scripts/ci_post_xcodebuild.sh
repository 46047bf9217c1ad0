#!/bin/sh
# Keep the evidence triage needs next to the Xcode Cloud logs.
set -x
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
EVID="$CI_DERIVED_DATA_PATH/../evidence"
APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Parley.app"
mkdir -p "$EVID/Build/Products/Debug-iphonesimulator/Parley.app"
cp "$APP/Info.plist" "$EVID/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist"
codesign -d --entitlements - --xml "$APP/PlugIns/ParleyShare.appex" | plutil -convert xml1 -o "$EVID/ParleyShare.appex.entitlements" -
codesign -d --entitlements - --xml "$APP" | plutil -convert xml1 -o "$EVID/Parley.app.entitlements" -
DATA=$(xcrun simctl get_app_container booted com.parley.app data)
cp "$DATA/Library/Caches/diagnostics.jsonl" "$EVID/registration.jsonl"
exit 0
