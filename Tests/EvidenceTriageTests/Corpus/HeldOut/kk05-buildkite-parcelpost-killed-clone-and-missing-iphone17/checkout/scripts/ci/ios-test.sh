#!/bin/bash
# Unit tests on the agent's default simulator, then the UI test plan on the newest iPhone.
set -euo pipefail

status=0
echo "--- :xcode: Unit tests (iPhone 16)"
xcodebuild test -workspace Parcelpost.xcworkspace -scheme Parcelpost -testPlan ParcelpostUnit \
  -destination "platform=iOS Simulator,name=iPhone 16,OS=18.6" \
  -resultBundlePath build/Unit.xcresult | tee build/unit.log || status=$?

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  xcrun xcresulttool get test-results summary --path build/Unit.xcresult --compact || true
fi

echo "--- :iphone: UI tests (iPhone 17)"
xcodebuild test -workspace Parcelpost.xcworkspace -scheme Parcelpost -testPlan ParcelpostUI \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=latest" \
  -resultBundlePath build/UI.xcresult | tee build/ui.log || status=$?

exit $status
