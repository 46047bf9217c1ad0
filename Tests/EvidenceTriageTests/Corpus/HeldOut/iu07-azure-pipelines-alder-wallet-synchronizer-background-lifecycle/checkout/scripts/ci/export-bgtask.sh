#!/bin/bash
out="$1"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Alder.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" app.alder.wallet data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp DerivedData/Build/Products/Debug-iphonesimulator/Alder.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Alder.app/"
