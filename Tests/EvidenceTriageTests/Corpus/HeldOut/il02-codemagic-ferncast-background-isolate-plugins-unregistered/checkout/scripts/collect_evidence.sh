#!/bin/bash
set -u
out=build/evidence; mkdir -p "$out"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;print([d["udid"] for v in json.load(sys.stdin)["devices"].values() for d in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.ferncast.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
xcrun simctl spawn "$udid" log show --style ndjson --last 15m \
  --predicate 'process == "Runner"' > "$out/oslog-runner.ndjson"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Runner.app"
cp build/ios_integ/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist"
