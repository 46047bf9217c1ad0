#!/bin/bash
# Gathers what the simulator left behind so triage does not need a rerun.
set -euo pipefail
mkdir -p evidence/oslog
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
echo "booted simulator: $UDID"
DATA=$(xcrun simctl get_app_container "$UDID" com.ferngrove.app data || true)
if [ -n "$DATA" ] && [ -f "$DATA/Library/Caches/evidence/diagnostics.jsonl" ]; then
  cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
fi
xcrun simctl spawn "$UDID" log show --style ndjson --last 15m \
  --predicate 'process == "Ferngrove"' > evidence/oslog/ferngrove-uitests.ndjson || true
find ~/Library/Logs/DiagnosticReports -name 'Ferngrove-*.ips' -mmin -30 -exec cp {} evidence/ \;
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Ferngrove.app
cp build/dd/Build/Products/Debug-iphonesimulator/Ferngrove.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Ferngrove.app/Info.plist
ls -la evidence
