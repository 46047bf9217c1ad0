#!/bin/bash
# Usage: export-bgtask-evidence.sh <out dir>
out="$1"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Lumen.app"
container=$(xcrun simctl get_app_container "$udid" news.lumen.ios data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Lumen.app/"
xcrun simctl spawn "$udid" log show --style ndjson --last 20m --predicate 'subsystem == "com.apple.BackgroundTasks"' > "$out/simulator-log.ndjson"
echo "copied registration.jsonl, Info.plist, simulator-log.ndjson"
