#!/bin/bash
set -uo pipefail
OUT="$1"; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Tapevault.app"
cp build/xcodebuild.log "$OUT/"
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Tapevault-*/Build/Products/Debug-iphonesimulator/Tapevault.app | head -1)
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Tapevault.app/Info.plist" "$APP/Info.plist"
DATA=$(xcrun simctl get_app_container booted app.tapevault.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
xcrun simctl spawn booted log show --style ndjson --info --start "$TEST_START" \
  --predicate 'process == "Tapevault"' > "$OUT/unified-log.ndjson"
