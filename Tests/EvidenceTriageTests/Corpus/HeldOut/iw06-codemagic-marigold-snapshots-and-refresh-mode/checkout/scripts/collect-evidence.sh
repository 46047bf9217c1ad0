#!/bin/bash
set -x
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Marigold.app
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;print([d["udid"] for v in json.load(sys.stdin)["devices"].values() for d in v][0])')
cp "$(xcrun simctl get_app_container "$UDID" com.marigold.recipes data)/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp ~/Library/Developer/Xcode/DerivedData/Marigold-*/Build/Products/Debug-iphonesimulator/Marigold.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Marigold.app/Info.plist
