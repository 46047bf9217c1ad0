#!/bin/bash
set -euo pipefail
OUT=$1; mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Fernhill.app"
UDID=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 17/ {print $2; exit}')
DATA=$(xcrun simctl get_app_container "$UDID" com.fernhill.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
echo "Copied registration.jsonl ($(wc -l < "$OUT/registration.jsonl" | tr -d ' ') records)"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Fernhill.app/Info.plist "$OUT/Build/Products/Debug-iphonesimulator/Fernhill.app/"
echo "Copied Build/Products/Debug-iphonesimulator/Fernhill.app/Info.plist"
