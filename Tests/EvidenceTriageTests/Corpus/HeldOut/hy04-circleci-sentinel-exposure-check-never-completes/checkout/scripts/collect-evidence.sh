#!/bin/bash
# $1: output directory (stored as CircleCI artifacts)
set -euxo pipefail
out="$1"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
c=$(xcrun simctl get_app_container "$udid" com.sentinelhealth.app data)
cp "$c/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Sentinel.app"
cp DerivedData/Build/Products/Debug-iphonesimulator/Sentinel.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Sentinel.app/Info.plist"
