#!/bin/bash
set -euo pipefail
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Quayline.app
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.quayline.app data || true)
[ -n "$container" ] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp DerivedData/Build/Products/Debug-iphonesimulator/Quayline.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Quayline.app/Info.plist
