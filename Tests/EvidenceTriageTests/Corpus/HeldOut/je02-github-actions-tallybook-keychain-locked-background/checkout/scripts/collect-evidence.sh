#!/bin/bash
set -euo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Tallybook.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
data=$(xcrun simctl get_app_container "$udid" com.tallybook.app data)
cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp DerivedData/Build/Products/Debug-iphonesimulator/Tallybook.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Tallybook.app/Info.plist"
