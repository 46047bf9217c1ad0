#!/bin/bash
set -uo pipefail
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Matchday-*/Build/Products/Debug-iphonesimulator/Matchday.app | head -1)
echo "--- entitlements: Matchday.app"
codesign -d --entitlements - "$APP"
echo "--- entitlements: ScoresWidget.appex"
codesign -d --entitlements - "$APP/PlugIns/ScoresWidget.appex"
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Matchday.app
plutil -convert xml1 -o artifacts/Build/Products/Debug-iphonesimulator/Matchday.app/Info.plist "$APP/Info.plist"
