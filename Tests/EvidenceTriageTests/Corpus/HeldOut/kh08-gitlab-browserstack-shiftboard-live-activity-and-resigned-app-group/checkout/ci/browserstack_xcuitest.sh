#!/bin/bash
# Builds a device IPA + XCUITest runner and runs them on BrowserStack App Automate.
set -uo pipefail
mkdir -p build/browserstack
xcodebuild build-for-testing -project Shiftboard.xcodeproj -scheme Shiftboard \
  -destination generic/platform=iOS -derivedDataPath build/DerivedData-device \
  -allowProvisioningUpdates > build/logs/build-for-testing-device.log 2>&1 || exit 1
ci/package_ipa.sh build/DerivedData-device build/browserstack
echo "Entitlements of the IPA we upload:"
codesign -d --entitlements - --xml build/browserstack/Payload/Shiftboard.app | plutil -p -
APP_URL=$(curl -s -u "$BS_USER:$BS_KEY" -X POST https://api-cloud.browserstack.com/app-automate/xcuitest/v2/app -F file=@build/browserstack/Shiftboard.ipa | jq -r .app_url)
SUITE_URL=$(curl -s -u "$BS_USER:$BS_KEY" -X POST https://api-cloud.browserstack.com/app-automate/xcuitest/v2/test-suite -F file=@build/browserstack/ShiftboardUITests.zip | jq -r .test_suite_url)
BUILD_ID=$(curl -s -u "$BS_USER:$BS_KEY" -X POST https://api-cloud.browserstack.com/app-automate/xcuitest/v2/build \
  -H "Content-Type: application/json" \
  -d "{\"app\":\"$APP_URL\",\"testSuite\":\"$SUITE_URL\",\"devices\":[\"$BS_DEVICE\"],\"deviceLogs\":true,\"project\":\"shiftboard\",\"buildTag\":\"$CI_COMMIT_SHORT_SHA\"}" | jq -r .build_id)
ci/browserstack_wait_and_fetch.sh "$BUILD_ID" build/browserstack
