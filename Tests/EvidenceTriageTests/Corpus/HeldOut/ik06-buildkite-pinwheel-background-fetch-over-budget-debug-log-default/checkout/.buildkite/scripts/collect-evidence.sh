#!/bin/bash
set -euo pipefail
out=$1/evidence
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Pinwheel.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.pinwheel.mail data || true)
if [ -n "$container" ]; then
  cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
  echo "collect-evidence: copied diagnostics.jsonl (com.pinwheel.mail) -> $out/registration.jsonl"
fi
app=$(ls -d ~/Library/Developer/Xcode/DerivedData/Pinwheel-*/Build/Products/Debug-iphonesimulator/Pinwheel.app | head -1)
cp "$app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Pinwheel.app/Info.plist"
echo "collect-evidence: copied Debug-iphonesimulator/Pinwheel.app/Info.plist -> $out/Build/Products/Debug-iphonesimulator/Pinwheel.app/Info.plist"
