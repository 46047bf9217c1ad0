#!/bin/bash
# Copies what the triage tool needs out of DerivedData and the booted simulator.
set -euo pipefail
mkdir -p artifacts/evidence artifacts/Build/Products/Debug-iphonesimulator
cp -R DerivedData/Build/Products/Debug-iphonesimulator/Bramblecast.app artifacts/Build/Products/Debug-iphonesimulator/ || true
mkdir -p artifacts/Build/Intermediates.noindex/Bramblecast.build/Debug-iphonesimulator/Bramblecast.build
cp DerivedData/Build/Intermediates.noindex/Bramblecast.build/Debug-iphonesimulator/Bramblecast.build/Bramblecast.app-Simulated.xcent artifacts/Build/Intermediates.noindex/Bramblecast.build/Debug-iphonesimulator/Bramblecast.build/ || true
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.bramblecast.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/evidence/registration.jsonl || true
cp ~/Library/Logs/DiagnosticReports/Bramblecast-*.ips artifacts/evidence/ 2>/dev/null || true
