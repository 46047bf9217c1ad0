#!/bin/bash
# Copies what the failed test job left behind into build/evidence.
set -euo pipefail
out=build/evidence
mkdir -p "$out"
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
for clone in $(xcrun simctl list devices -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print(" ".join(x["udid"] for v in d.values() for x in v if x["name"].startswith("Clone")))') "$udid"; do
  c=$(xcrun simctl get_app_container "$clone" com.tallyho.app data 2>/dev/null) || continue
  cat "$c/Library/Caches/evidence/diagnostics.jsonl" >> "$out/registration.jsonl" 2>/dev/null || true
done
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Tallyho.app"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Tallyho.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Tallyho.app/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Tallyho-*.ips "$out/" 2>/dev/null || true
