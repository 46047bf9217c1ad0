#!/bin/bash
# Copies the app's background-task records and a unified-log window out of the booted simulator.
set -euo pipefail
BUNDLE="$1"; OUT="$2"; mkdir -p "$OUT"
DATA=$(xcrun simctl get_app_container booted "$BUNDLE" data)
cp "$DATA/Library/Diagnostics/bg.jsonl" "$OUT/registration.jsonl" || echo "no bg.jsonl"
xcrun simctl spawn booted log show --style ndjson --start "$(cat build/ios/test/.started_at)" \
  --predicate 'process == "Runner" AND (subsystem == "com.tillbook.app" OR eventMessage CONTAINS "TSBackgroundFetch" OR eventMessage CONTAINS "BGTaskScheduler")' \
  > "$OUT/runner-oslog.ndjson"
cp ios/build/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist "$OUT/Runner.app.Info.plist" 2>/dev/null || true
