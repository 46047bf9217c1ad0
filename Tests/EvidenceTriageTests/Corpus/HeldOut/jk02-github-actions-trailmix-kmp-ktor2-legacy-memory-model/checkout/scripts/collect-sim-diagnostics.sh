#!/usr/bin/env bash
# usage: collect-sim-diagnostics.sh <bundle-id> <out-dir>
set -euo pipefail
BUNDLE="$1"; OUT="$2"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/iosApp.app"
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
DATA=$(xcrun simctl get_app_container "$UDID" "$BUNDLE" data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
echo "copied $UDID:Library/Caches/evidence/diagnostics.jsonl -> $OUT/registration.jsonl"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist"
echo "copied build/DerivedData/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist -> $OUT/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist"
