#!/bin/bash
set -euo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Shoebox.app"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
data=$(xcrun simctl get_app_container "$udid" com.shoebox.backup data)
cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
echo "copied registration records: $out/registration.jsonl ($(wc -l < "$out/registration.jsonl" | tr -d ' ') lines)"
dd=$(ls -d ~/Library/Developer/Xcode/DerivedData/Shoebox-*)
cp "$dd/Build/Products/Debug-iphonesimulator/Shoebox.app/Info.plist" "$out/Build/Products/Debug-iphonesimulator/Shoebox.app/Info.plist"
echo "copied built Info.plist: $out/Build/Products/Debug-iphonesimulator/Shoebox.app/Info.plist"
for f in ~/Library/Logs/DiagnosticReports/Shoebox-*.ips; do [ -e "$f" ] && cp "$f" "$out/" && echo "copied crash reports: $out/$(basename "$f")"; done
