#!/usr/bin/env bash
# Runs after `eas build --local --profile e2e` succeeds (EAS on-success hook).
set -euxo pipefail

if [[ "$EAS_BUILD_PLATFORM" != "ios" ]]; then
  exit 0
fi

node e2e/support/mockServer.js --port 4870 &
MOCK_PID=$!
trap 'kill $MOCK_PID' EXIT

npx detox test --configuration ios.sim.release \
  --retries 1 \
  --record-logs failing \
  --take-screenshots failing \
  --headless
