#!/bin/bash
# Copy what a failed test run leaves behind: the app's diagnostics records, crash reports, built plist.
set -uo pipefail
out="$1"; mkdir -p "$out"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; print([d["udid"] for v in json.load(sys.stdin)["devices"].values() for d in v][0])')
data=$(xcrun simctl get_app_container "$udid" com.dockside.app data)
cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl" || echo "no diagnostics.jsonl"
cp ~/Library/Logs/DiagnosticReports/Dockside-*.ips "$out/" 2>/dev/null || echo "no crash reports"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Dockside.app"
cp build/dd/Build/Products/Debug-iphonesimulator/Dockside.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Dockside.app/"
