#!/usr/bin/env bash
# Runs the React Native Harness suite on the iOS simulator with a watchdog per attempt.
set -uo pipefail

ATTEMPTS=${ATTEMPTS:-3}
WATCHDOG_SECS=${WATCHDOG_SECS:-300}
SIM_UDID=$(xcrun simctl list devices booted -j | jq -r '.devices[][] | select(.state=="Booted") | .udid' | head -1)

monitor() {
  while sleep 30; do
    bridge=no; app=no
    lsof -iTCP:3001 -sTCP:LISTEN >/dev/null 2>&1 && bridge=yes
    xcrun simctl spawn "$SIM_UDID" launchctl list 2>/dev/null | grep -q org.trailhead.example && app=yes
    echo "[monitor] $(date -u +%H:%M:%S) metro:$(lsof -iTCP:8081 -sTCP:LISTEN >/dev/null 2>&1 && echo yes || echo no) bridge:$bridge app:$app"
  done
}

for attempt in $(seq 1 "$ATTEMPTS"); do
  echo "--- harness attempt $attempt/$ATTEMPTS"
  monitor & MON=$!
  ( yarn workspace trailhead-example harness --config rn-harness.config.mjs ) & RUN=$!
  ( sleep "$WATCHDOG_SECS"; if kill -0 $RUN 2>/dev/null; then echo "WATCHDOG: attempt $attempt exceeded ${WATCHDOG_SECS}s, killing harness (pid $RUN)"; kill -9 $RUN; fi ) & DOG=$!
  wait $RUN; rc=$?
  kill $MON $DOG 2>/dev/null
  [ $rc -eq 0 ] && exit 0
  echo "attempt $attempt exited with $rc"
  xcrun simctl terminate "$SIM_UDID" org.trailhead.example 2>/dev/null || true
done
exit $rc
