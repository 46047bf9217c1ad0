#!/bin/zsh
set -euo pipefail
out=$1
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Fernhollow.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.fernhollow.app data || true)
[[ -n "$container" ]] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Fernhollow.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Fernhollow.app/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Fernhollow-*.ips "$out/" 2>/dev/null || true
