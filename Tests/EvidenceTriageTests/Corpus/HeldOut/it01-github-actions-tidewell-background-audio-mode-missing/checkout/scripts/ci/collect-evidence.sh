#!/bin/bash
set -euo pipefail
OUT="$1"; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Tidewell.app"
cp build/xcodebuild-test.log "$OUT/"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist \
   "$OUT/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
DATA=$(xcrun simctl get_app_container booted com.tidewell.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
xcrun simctl spawn booted log show --style ndjson --info \
  --start "$(cat build/test-start.txt)" \
  --predicate 'process == "Tidewell"' > "$OUT/unified-log.ndjson"
