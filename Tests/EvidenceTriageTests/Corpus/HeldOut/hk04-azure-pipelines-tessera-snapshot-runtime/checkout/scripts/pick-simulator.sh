#!/bin/bash
# Snapshot references were recorded on "iPhone 15" / iOS 17.5.
# Prefer that device; otherwise take the first available iPhone so CI keeps running.
set -euo pipefail
PREFERRED=$(xcrun simctl list devices available -j | jq -r '.devices["com.apple.CoreSimulator.SimRuntime.iOS-17-5"][]? | select(.name=="iPhone 15") | .udid' | head -n1)
if [[ -n "$PREFERRED" ]]; then
  echo "$PREFERRED"
  exit 0
fi
echo "warning: iPhone 15 (iOS 17.5) not installed on this image, falling back" >&2
xcrun simctl list devices available -j | jq -r '[.devices | to_entries[] | select(.key | contains("iOS")) | .value[] | select(.name | startswith("iPhone"))][0].udid'
