#!/bin/bash
# Sends Fixtures/voip-incoming.apns to the booted Simulator a few seconds after the tests start.
set -euo pipefail
sleep "${DELAY:-8}"
xcrun simctl push booted com.relaycall.app Fixtures/voip-incoming.apns
