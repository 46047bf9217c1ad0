#!/bin/bash
set -uo pipefail
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Meridian.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Meridian.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Meridian.app/
DATA=$(xcrun simctl get_app_container "$UDID" com.meridian.field data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
