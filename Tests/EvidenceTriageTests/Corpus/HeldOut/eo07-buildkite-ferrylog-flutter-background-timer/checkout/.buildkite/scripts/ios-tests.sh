#!/usr/bin/env bash
set -uo pipefail

status=0

echo "--- :flutter: Unit tests"
flutter test --reporter expanded || status=1

echo "--- :iphone: Driver tests on iPhone 17"
SIMULATOR_UDID=$(xcrun simctl list devices available -j | jq -r '.devices["com.apple.CoreSimulator.SimRuntime.iOS-26-1"][] | select(.name=="iPhone 17") | .udid')
export SIMULATOR_UDID
xcrun simctl boot "$SIMULATOR_UDID" || true
flutter drive \
  --driver=test_driver/background_tracking_test.dart \
  --target=test_driver/app.dart \
  -d "$SIMULATOR_UDID" || status=1

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
fi
exit $status
