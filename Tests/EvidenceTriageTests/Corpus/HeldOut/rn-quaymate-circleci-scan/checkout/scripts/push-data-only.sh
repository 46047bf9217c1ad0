#!/bin/bash
# Background helper for SilentPushUITests: waits, then posts a data-only push.
set -euo pipefail
sleep 35
xcrun simctl push booted com.quaymate.app e2e/payloads/data-only.apns
