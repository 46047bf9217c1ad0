#!/usr/bin/env bash
set -uo pipefail
out="$1"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
data=$(xcrun simctl get_app_container "$udid" com.rotawise.devicetests data)
cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl" || true
app=artifacts/bin/Rotawise.DeviceTests/Release/net9.0-ios/iossimulator-arm64/Rotawise.DeviceTests.app
mkdir -p "$out/$app" && cp "$app/Info.plist" "$out/$app/Info.plist"
