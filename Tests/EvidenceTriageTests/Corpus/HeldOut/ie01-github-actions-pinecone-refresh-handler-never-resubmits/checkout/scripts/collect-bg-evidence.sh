#!/bin/bash
set -euo pipefail
out="$1"; mkdir -p "$out"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.pinecone.notes data || true)
if [[ -n "$container" && -f "$container/Library/Caches/diagnostics/bgtasks.jsonl" ]]; then
  cp "$container/Library/Caches/diagnostics/bgtasks.jsonl" "$out/registration.jsonl"
fi
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Pinecone.app"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Pinecone.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Pinecone.app/Info.plist"
