#!/bin/bash
set -uo pipefail
# Copy what the app wrote about its background tasks, plus crash reports, next to the result bundle.
mkdir -p evidence/crashes
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.ferrowallet.app data 2>/dev/null || true)
if [[ -n "$container" && -f "$container/Library/Caches/evidence/diagnostics.jsonl" ]]; then
  cp "$container/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
else
  echo "no diagnostics.jsonl in app container"
fi
cp ~/Library/Logs/DiagnosticReports/Ferrowallet-*.ips evidence/crashes/ 2>/dev/null || echo "no crash reports"
