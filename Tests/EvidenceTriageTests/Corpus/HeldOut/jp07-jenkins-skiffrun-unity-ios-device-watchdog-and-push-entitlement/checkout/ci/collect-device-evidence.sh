#!/usr/bin/env bash
set -uo pipefail
out=build/evidence; mkdir -p "$out/crashes"
grep -E "Skiffrun\[|runningboardd\[.*com.skiffrun.game" build/device-console-full.txt > "$out/device-console.txt" || true
idevicecrashreport -u "$DEVICE_UDID" -e -k -f Skiffrun "$out/crashes" || true
app=$(find build/ios-xcode/build -path '*Debug-iphoneos/Skiffrun.app' -maxdepth 6 | head -1)
mkdir -p "$out/Build/Products/Debug-iphoneos/Skiffrun.app"
cp "$app/Info.plist" "$out/Build/Products/Debug-iphoneos/Skiffrun.app/Info.plist"
codesign -d --entitlements :- "$app" > "$out/Skiffrun.entitlements.plist" 2>/dev/null || true
