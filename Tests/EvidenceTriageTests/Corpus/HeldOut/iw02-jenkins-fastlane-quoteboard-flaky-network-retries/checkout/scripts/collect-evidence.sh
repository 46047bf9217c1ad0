#!/bin/bash
set -euxo pipefail
mkdir -p evidence
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.quoteboard.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
APP=$(ls -d "$HOME"/Library/Developer/Xcode/DerivedData/Quoteboard-*/Build/Products/Debug-iphonesimulator/Quoteboard.app | head -1)
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Quoteboard.app
cp "$APP/Info.plist" evidence/Build/Products/Debug-iphonesimulator/Quoteboard.app/Info.plist
