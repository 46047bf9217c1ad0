#!/bin/bash
# Waits for the integration test to announce readiness, then delivers the silent push.
set -euo pipefail
LOG="$1"
until grep -q "\[push-test\] ready for silent push" "$LOG"; do sleep 1; done
xcrun simctl push booted io.quarryhq.quarry ci/apns/silent_sync.apns
