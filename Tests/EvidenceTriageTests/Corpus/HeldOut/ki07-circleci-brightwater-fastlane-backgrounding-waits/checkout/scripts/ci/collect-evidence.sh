#!/usr/bin/env bash
set -uo pipefail
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Brightwater.app
cp ~/Library/Developer/Xcode/DerivedData/Brightwater-*/Build/Products/Debug-iphonesimulator/Brightwater.app/Info.plist \
   artifacts/Build/Products/Debug-iphonesimulator/Brightwater.app/Info.plist
plutil -convert xml1 artifacts/Build/Products/Debug-iphonesimulator/Brightwater.app/Info.plist
DATA=$(xcrun simctl get_app_container "$UDID" com.brightwater.ferry data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
