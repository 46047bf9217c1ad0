#!/usr/bin/env bash
# Copies what the iOS test run left on the simulator into build/ci-diagnostics.
set -euo pipefail
OUT=build/ci-diagnostics
mkdir -p "$OUT"
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.shiftboard.crew data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
cp build/ios/DerivedData/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist "$OUT/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Runner-*.ips "$OUT/" 2>/dev/null || true
