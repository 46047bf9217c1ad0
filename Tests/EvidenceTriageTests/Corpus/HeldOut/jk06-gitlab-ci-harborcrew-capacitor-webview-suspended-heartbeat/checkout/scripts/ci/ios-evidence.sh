#!/usr/bin/env bash
set -euo pipefail
OUT="$1"; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/App.app"
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
DATA=$(xcrun simctl get_app_container "$UDID" io.harborcrew.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
echo "copied $UDID:Library/Caches/evidence/diagnostics.jsonl -> $OUT/registration.jsonl"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/App.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/App.app/Info.plist"
echo "copied build/DerivedData/Build/Products/Debug-iphonesimulator/App.app/Info.plist -> $OUT/Build/Products/Debug-iphonesimulator/App.app/Info.plist"
