#!/bin/bash
# Pulls the app's diagnostic records and the unified log for the test window from the lab device.
set -euo pipefail
UDID="$1"; OUT="$2"
START=$(cat "$OUT/test-window-start")
xcrun devicectl device copy from --device "$UDID" --domain-type appDataContainer \
  --domain-identifier com.tidemark.app --source Library/Caches/diagnostics/registration.jsonl \
  --destination "$OUT/registration.jsonl"
sudo log collect --device-udid "$UDID" --start "$START" --output "$OUT/device.logarchive"
log show --archive "$OUT/device.logarchive" --style ndjson --info \
  --predicate 'process == "dasd" OR subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.tidemark.app"' \
  > "$OUT/oslog/tidemark-test-window.ndjson"
# The IPA under test was built and signed in the Build stage; only test products reach this agent.
