#!/bin/bash
# Copies what triage needs next to the test results.
set -euo pipefail
out=build/evidence
mkdir -p "$out"
container=$(xcrun simctl get_app_container booted io.ledgerly.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
# Built app's plist (not the source one, which still has $(…) variables).
app=$(ls -d ~/Library/Developer/Xcode/DerivedData/Ledgerly-*/Build/Products/Debug-iphonesimulator/Ledgerly.app | head -1)
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Ledgerly.app"
cp "$app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Ledgerly.app/Info.plist"
echo "plist from: $app"
/usr/libexec/PlistBuddy -c 'Print :CFBundleVersion' "$app/Info.plist" | sed 's/^/plist CFBundleVersion: /'
stat -f 'plist modified: %Sm' "$app/Info.plist"
