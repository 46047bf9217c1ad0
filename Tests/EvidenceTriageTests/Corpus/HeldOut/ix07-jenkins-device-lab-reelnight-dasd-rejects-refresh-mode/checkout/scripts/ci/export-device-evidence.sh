#!/bin/bash
# Pulls what triage needs off the lab device after the run.
set -euo pipefail
UDID="$1"; OUT="$2"
START=$(cat "$OUT/test-start.txt")
sudo log collect --device-udid "$UDID" --start "$START" --output "$OUT/device.logarchive"
# App, scheduler daemon and the BackgroundTasks framework. Matching on the message text also
# keeps lines other processes write about the app (SpringBoard, runningboardd, ...).
log show --archive "$OUT/device.logarchive" --style ndjson \
  --predicate 'process == "dasd" OR subsystem == "com.apple.BackgroundTasks" OR process == "Reelnight" OR eventMessage CONTAINS[c] "reelnight"' \
  > "$OUT/unified-log.ndjson"
rm -rf "$OUT/device.logarchive"
xcrun devicectl device copy from --device "$UDID" --domain-type appDataContainer \
  --domain-identifier com.reelnight.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$OUT/registration.jsonl"
mkdir -p "$OUT/crashes"
xcrun devicectl device info files --device "$UDID" --domain-type systemCrashLogs --subdirectory . \
  | awk '/Reelnight-.*\.ips/ {print $1}' | while read -r f; do
    xcrun devicectl device copy from --device "$UDID" --domain-type systemCrashLogs --source "$f" --destination "$OUT/crashes/"
  done
xcrun xcresulttool get test-results tests --path "$OUT/Reelnight.xcresult" --format junit > "$OUT/junit.xml" || true
