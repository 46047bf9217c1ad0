#!/bin/bash
set -euo pipefail
out="$1"; dd="$2"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Lumen.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
cp "$(xcrun simctl get_app_container "$udid" com.lumenjournal.app data)/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp "$dd/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist"
