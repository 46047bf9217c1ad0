#!/bin/bash
set -x
OUT=${1:-evidence}
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
DATA=$(xcrun simctl get_app_container "$UDID" app.quillmail.ios.debug data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Quillmail.app"
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Quillmail.app/Info.plist" DerivedData/Build/Products/Debug-iphonesimulator/Quillmail.app/Info.plist
