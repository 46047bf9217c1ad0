#!/usr/bin/env bash
set -euo pipefail
NAME="$1"; OS="$2"
UDID=$(xcrun simctl create "qf-ci" "$NAME" "com.apple.CoreSimulator.SimRuntime.iOS-${OS//./-}")
for attempt in 1 2 3; do
  echo "Booting $UDID (attempt $attempt/3)"
  if timeout 120 xcrun simctl bootstatus "$UDID" -b; then
    echo "$UDID" > /tmp/sim_udid
    exit 0
  fi
  echo "Boot did not finish in 120s, shutting down and retrying"
  xcrun simctl shutdown "$UDID" || true
done
exit 1
