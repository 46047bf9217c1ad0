#!/bin/bash
set -euo pipefail
OUT=$1; APP=build/DerivedData/Build/Products/Debug-CI-iphonesimulator/Sorrelpad.app
mkdir -p "$OUT/Build/Products/Debug-CI-iphonesimulator/Sorrelpad.app"
cp "$APP/Info.plist" "$OUT/Build/Products/Debug-CI-iphonesimulator/Sorrelpad.app/Info.plist"
UDID=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 16/ {print $2; exit}')
cp "$(xcrun simctl get_app_container "$UDID" com.sorrelpad.app data)/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
