#!/bin/bash
set -uo pipefail
OUT="$1"; mkdir -p "$OUT/scan" "$OUT/Build/Products/Debug-iphonesimulator/Parcelpost.app"
cp ~/Library/Logs/scan/Parcelpost-Parcelpost.log "$OUT/scan/"
cp /tmp/push-relay.log "$OUT/"
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Parcelpost-*/Build/Products/Debug-iphonesimulator/Parcelpost.app | head -1)
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Parcelpost.app/Info.plist" "$APP/Info.plist"
DATA=$(xcrun simctl get_app_container "$SIM_UDID" com.parcelpost.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
xcrun simctl spawn "$SIM_UDID" log show --style json --info --last 10m \
  --predicate 'process == "Parcelpost" OR (process == "SpringBoard" AND eventMessage CONTAINS "com.parcelpost.app")' \
  > "$OUT/unified-log.json"
