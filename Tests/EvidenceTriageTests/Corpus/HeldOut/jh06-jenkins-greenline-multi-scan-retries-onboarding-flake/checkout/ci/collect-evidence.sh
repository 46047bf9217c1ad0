#!/usr/bin/env bash
set -uo pipefail
OUT=fastlane/test_output
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Greenline-*/Build/Products/Debug-iphonesimulator/Greenline.app | head -1)
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Greenline.app"
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Greenline.app/Info.plist" "$APP/Info.plist"
DATA=$(xcrun simctl get_app_container "iPhone 17" com.greenline.transit data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
