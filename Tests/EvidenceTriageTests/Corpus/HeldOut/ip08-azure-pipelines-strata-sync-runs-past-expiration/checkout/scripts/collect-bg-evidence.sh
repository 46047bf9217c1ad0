#!/bin/bash
set -uo pipefail
out="$1"; dst="$out/Build/Products/Debug-iphonesimulator/Strata.app"; mkdir -p "$dst"
udid=$(xcrun simctl list devices booted | awk -F'[()]' '/Booted/{print $2; exit}')
data=$(xcrun simctl get_app_container "$udid" org.strata.browser data 2>/dev/null || true)
if [[ -n "$data" ]]; then
  cp "$data/Library/Caches/task-diagnostics.jsonl" "$out/registration.jsonl"
  echo "records: $out/registration.jsonl ($(wc -l < "$out/registration.jsonl" | tr -d ' ') lines)"
fi
plutil -convert xml1 -o "$dst/Info.plist" ~/Library/Developer/Xcode/DerivedData/Strata-*/Build/Products/Debug-iphonesimulator/Strata.app/Info.plist
echo "plist: $dst/Info.plist"
for f in ~/Library/Logs/DiagnosticReports/Strata-*.ips; do [[ -f "$f" ]] && cp "$f" "$out/" && echo "crash reports: $(basename "$f")"; done
