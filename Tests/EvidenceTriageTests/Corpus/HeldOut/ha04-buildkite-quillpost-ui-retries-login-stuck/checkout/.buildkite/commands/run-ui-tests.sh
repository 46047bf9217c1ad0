#!/bin/bash -eu

echo "--- :arrow_down: Downloading build products"
buildkite-agent artifact download build-products.tar .
tar -xf build-products.tar

echo "--- :iphone: Booting simulator"
DEVICE_ID=$(xcrun simctl list devices available -j | jq -r '.devices["com.apple.CoreSimulator.SimRuntime.iOS-18-1"][] | select(.name=="iPhone 16") | .udid' | head -1)
# Reuse the already-booted device between jobs to save ~40s; erase is only done on agent restart.
xcrun simctl boot "$DEVICE_ID" 2>/dev/null || echo "Device $DEVICE_ID already booted"

echo "+++ :xcode: Running UI tests"
set +e
xcodebuild test-without-building \
  -xctestrun build/Build/Products/Quillpost_UITests_iphonesimulator18.1-arm64.xctestrun \
  -destination "id=$DEVICE_ID" \
  -retry-tests-on-failure -test-iterations 3 \
  -resultBundlePath build/results/UITests.xcresult
STATUS=$?
set -e
exit $STATUS
