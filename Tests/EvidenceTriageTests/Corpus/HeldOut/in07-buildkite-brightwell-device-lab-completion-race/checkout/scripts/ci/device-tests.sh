#!/bin/bash
set -euo pipefail
UDID=$(xcrun devicectl list devices --json-output - | jq -r '.result.devices[] | select(.hardwareProperties.productType=="iPhone16,1") | .hardwareProperties.udid' | head -1)
echo "--- :hammer: build-for-testing (Debug-iphoneos)"
xcodebuild build-for-testing -scheme Brightwell -destination "id=$UDID" -derivedDataPath build/dd -allowProvisioningUpdates
echo "--- :iphone: Device tests"
xcodebuild test-without-building -xctestrun build/dd/Build/Products/Brightwell_iphoneos26.1-arm64.xctestrun \
  -destination "id=$UDID" -resultBundlePath build/Brightwell.xcresult
