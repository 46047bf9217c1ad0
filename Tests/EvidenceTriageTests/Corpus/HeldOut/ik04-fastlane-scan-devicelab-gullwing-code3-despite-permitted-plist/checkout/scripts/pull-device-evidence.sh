#!/bin/bash
# Copies the app's background-task records and the built Info.plist next to the scan output.
set -euo pipefail
out=fastlane/test_output/evidence
mkdir -p "$out/Build/Products/Debug-iphoneos/Gullwing.app"
xcrun devicectl device copy from --device "$LAB_DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.gullwing.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$out/registration.jsonl"
app=$(ls -d ~/Library/Developer/Xcode/DerivedData/Gullwing-*/Build/Products/Debug-iphoneos/Gullwing.app | head -1)
cp "$app/Info.plist" "$out/Build/Products/Debug-iphoneos/Gullwing.app/Info.plist"
