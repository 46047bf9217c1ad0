#!/bin/bash
# UI tests run on a fresh 26.2 simulator after the unit leg used 26.1 on the
# same agent. `bootstatus` can exit 0 on a wedged boot, and on Xcode 26 it
# prints "Status=4294967295, isTerminal=YES" for healthy boots too, so the
# gate checks the device's state, not the status line.
set -euo pipefail
mkdir -p build/ui
UDID=$(xcrun simctl create "ci-ui-$BUILDKITE_BUILD_NUMBER" "iPhone 17" com.apple.CoreSimulator.SimRuntime.iOS-26-2)
echo "--- :iphone: booting $UDID (iOS 26.2)"
timeout 900 xcrun simctl bootstatus "$UDID" -b 2>&1 | tee build/ui/boot.log || true
STATE=$(xcrun simctl list devices -j | jq -r --arg u "$UDID" '.devices[][] | select(.udid==$u) | .state')
if [[ "$STATE" != "Booted" ]]; then
  echo "^^^ +++"
  echo "error: simulator $UDID did not reach Booted (state: $STATE) after 900s"
  exit 1
fi
xcodebuild test -project Parcelle.xcodeproj -scheme Parcelle -testPlan Parcelle-UI \
  -destination "platform=iOS Simulator,id=$UDID" -resultBundlePath build/ui/UI.xcresult | tee build/ui/xcodebuild.log
