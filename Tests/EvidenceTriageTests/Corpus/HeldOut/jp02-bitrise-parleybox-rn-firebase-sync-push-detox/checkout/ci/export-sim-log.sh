#!/usr/bin/env bash
# Export the booted simulator's unified log for the e2e window (notifications + app).
set -euo pipefail
out="$1"; mkdir -p "$out"
start="$(cat build/e2e-started-at)"
xcrun simctl spawn booted log show --style ndjson --start "$start" \
  --predicate 'process == "Parleybox" OR subsystem == "com.apple.UserNotifications" OR process == "SpringBoard"' \
  > "$out/e2e-window.ndjson"
