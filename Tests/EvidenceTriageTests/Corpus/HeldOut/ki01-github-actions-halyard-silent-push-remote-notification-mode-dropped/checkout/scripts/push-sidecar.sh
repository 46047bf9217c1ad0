#!/usr/bin/env bash
# Delivers the crew-inbox silent push while SilentPushUITests has the app in the background.
# Started in the background by .github/workflows/ios.yml before `xcodebuild test`.
set -euo pipefail
LOG="${1:?xcodebuild log}"
UDID="${2:?simulator udid}"
PAYLOAD="ci/payloads/crew-inbox-silent.apns"

echo "sidecar: waiting for marker in $LOG"
for _ in $(seq 1 1800); do
  if grep -q "HALYARD-SIDECAR: ready-for-silent-push" "$LOG" 2>/dev/null; then
    echo "sidecar: marker seen, pushing $PAYLOAD"
    xcrun simctl push "$UDID" com.halyard.crew "$PAYLOAD"
    exit 0
  fi
  sleep 1
done
echo "sidecar: marker never seen"
