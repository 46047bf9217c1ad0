#!/usr/bin/env bash
set -euo pipefail

echo "--- :xcode: Running UI tests"
set +e
xcodebuild test \
  -project Larkspur.xcodeproj \
  -scheme LarkspurUITests \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.5' \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath build/LarkspurUITests.xcresult
status=$?
set -e

echo "--- :mag: Summarising results"
xcrun xcresulttool get test-results summary --path build/LarkspurUITests.xcresult > build/test-results-summary.json
(cd build && zip -qr LarkspurUITests.xcresult.zip LarkspurUITests.xcresult)
exit $status
