#!/bin/bash
set -uo pipefail
OUT="$1"; mkdir -p "$OUT/Build/Products/Staging-iphonesimulator/Ploughline.app"
DATA=$(xcrun simctl get_app_container booted com.ploughline.app.staging data 2>/dev/null)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" && echo "registration.jsonl: $(wc -l < "$OUT/registration.jsonl" | tr -d ' ') records"
APP=$(find ~/Library/Developer/Xcode/DerivedData -maxdepth 5 -path '*Staging-iphonesimulator/Ploughline.app' | head -1)
cp "$APP/Info.plist" "$OUT/Build/Products/Staging-iphonesimulator/Ploughline.app/Info.plist" && echo "Info.plist: Build/Products/Staging-iphonesimulator/Ploughline.app/Info.plist"
