#!/bin/bash
set -uo pipefail
DEST="$BITRISE_DEPLOY_DIR"
DATA=$(xcrun simctl get_app_container booted com.switchback.maps data 2>/dev/null)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$DEST/registration.jsonl" && echo "copied registration.jsonl ($(wc -l < "$DEST/registration.jsonl" | tr -d ' ') records)"
APP=$(find ~/Library/Developer/Xcode/DerivedData -maxdepth 5 -path '*Debug-iphonesimulator/Switchback.app' | head -1)
mkdir -p "$DEST/Build/Products/Debug-iphonesimulator/Switchback.app"
cp "$APP/Info.plist" "$DEST/Build/Products/Debug-iphonesimulator/Switchback.app/Info.plist" && echo "copied Build/Products/Debug-iphonesimulator/Switchback.app/Info.plist"
