#!/bin/bash
# Copies what a failed test job needs for triage into $1.
set -uo pipefail
out="${1:?usage: collect-test-evidence.sh OUTDIR}"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Vaultlet.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" app.vaultlet.ios data 2>/dev/null || true)
if [[ -n "$container" && -f "$container/Library/Caches/diagnostics/background-tasks.jsonl" ]]; then
  cp "$container/Library/Caches/diagnostics/background-tasks.jsonl" "$out/registration.jsonl"
else
  echo "no background-task diagnostics in app container"
fi
cp "$DERIVED_DATA/Build/Products/Debug-iphonesimulator/Vaultlet.app/Info.plist" \
   "$out/Build/Products/Debug-iphonesimulator/Vaultlet.app/Info.plist"
plutil -convert xml1 "$out/Build/Products/Debug-iphonesimulator/Vaultlet.app/Info.plist"
