#!/bin/bash
set -euo pipefail
UDID="$1"
OUT=build/evidence
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Meterline.app"
DATA=$(xcrun simctl get_app_container "$UDID" com.meterline.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
APP=$(find ~/Library/Developer/Xcode/DerivedData/Meterline-*/Build/Products/Debug-iphonesimulator -maxdepth 1 -name Meterline.app | head -1)
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Meterline.app/Info.plist" "$APP/Info.plist"
echo "collected $(wc -l < "$OUT/registration.jsonl") records"
