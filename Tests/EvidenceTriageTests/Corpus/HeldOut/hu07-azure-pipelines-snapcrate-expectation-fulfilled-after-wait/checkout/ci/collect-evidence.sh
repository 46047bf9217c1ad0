#!/bin/bash
set -x
OUT="$1"
DATA=$(xcrun simctl get_app_container booted com.snapcrate.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Snapcrate.app"
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Snapcrate.app/Info.plist" \
  ~/Library/Developer/Xcode/DerivedData/Snapcrate-*/Build/Products/Debug-iphonesimulator/Snapcrate.app/Info.plist
