#!/bin/bash
# Usage: collect-bgtask-evidence.sh <out dir>
set -u
out="$1"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Gridfall.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
group=$(xcrun simctl get_app_container "$udid" dev.gridfall.app group.dev.gridfall.shared 2>/dev/null)
cp "$group/Library/Caches/bgtask-evidence.jsonl" "$out/registration.jsonl" || echo "no records"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Gridfall.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Gridfall.app/"
xcrun simctl spawn "$udid" log show --style ndjson --last 15m \
  --predicate 'subsystem == "dev.gridfall.app" OR subsystem == "com.apple.BackgroundTasks"' > "$out/simulator-log.ndjson"
