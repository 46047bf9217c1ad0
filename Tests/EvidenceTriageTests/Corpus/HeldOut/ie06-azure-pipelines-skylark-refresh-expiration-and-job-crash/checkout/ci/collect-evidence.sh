#!/bin/bash
set -uo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Skylark.app"
data=$(xcrun simctl get_app_container booted com.skylark.app data)
cp "$data/Library/Caches/bgtasks.jsonl" "$out/registration.jsonl" && echo "copied bgtasks.jsonl ($(wc -l < "$out/registration.jsonl" | tr -d ' ') records)"
for f in ~/Library/Logs/DiagnosticReports/Skylark-*.ips; do [ -e "$f" ] && cp "$f" "$out/" && echo "copied $(basename "$f")"; done
cp ~/Library/Developer/Xcode/DerivedData/Skylark-*/Build/Products/Debug-iphonesimulator/Skylark.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Skylark.app/Info.plist" && echo "copied Info.plist from Debug-iphonesimulator/Skylark.app"
