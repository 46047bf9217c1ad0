#!/bin/bash
# Copies what triage needs out of the simulator and DerivedData.
set -uo pipefail
mkdir -p evidence
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.trailmark.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Trailmark.app
cp DerivedData/Build/Products/Debug-iphonesimulator/Trailmark.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Trailmark.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/Trailmark-*.ips evidence/ 2>/dev/null || true
