#!/bin/bash
set -x
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Tandem.app
APP=$(find ~/Library/Developer/Xcode/DerivedData -path "*Debug-iphonesimulator/Tandem.app" -maxdepth 6 | head -1)
cp "$APP/Info.plist" build/evidence/Build/Products/Debug-iphonesimulator/Tandem.app/Info.plist
codesign -d --entitlements :- "$APP" || true
UDID=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 17/ {print $2; exit}')
cp "$(xcrun simctl get_app_container "$UDID" com.tandemrides.app data)/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
