#!/bin/bash
# Copies what the test run leaves inside the booted simulator into the artifacts folder:
# the app's task records, a unified-log export of the background-task lines, and any
# crash reports written since the job started.
set -euo pipefail
bundle_id="$1"; out="$2"
udid=$(xcrun simctl list devices booted -j | jq -r '[.devices[][] | select(.state=="Booted")][0].udid')
echo "booted simulator: $udid ($(xcrun simctl list devices booted | grep Booted | sed -E 's/ +\(.*//;s/^ +//'), iOS $(xcrun simctl list runtimes | grep -o 'iOS [0-9.]*' | tail -1 | cut -d' ' -f2))"
data=$(xcrun simctl get_app_container "$udid" "$bundle_id" data)
if [ -f "$data/Library/Caches/evidence/diagnostics.jsonl" ]; then
  cp "$data/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
  echo "copied task records: Library/Caches/evidence/diagnostics.jsonl -> $out/registration.jsonl ($(wc -l < "$out/registration.jsonl" | tr -d ' ') lines)"
fi
mkdir -p "$out/oslog" "$out/CrashReports"
xcrun simctl spawn "$udid" log show --style ndjson --start "$(date -u -v-3M '+%Y-%m-%d %H:%M:%S')" \
  --predicate 'subsystem == "'"$bundle_id"'" OR subsystem == "com.apple.BackgroundTasks"' > "$out/oslog/bgtask.ndjson" || true
scripts/ci/summarize-crashes.py --since "$JOB_STARTED_AT" --dest "$out/CrashReports" ~/Library/Logs/DiagnosticReports
