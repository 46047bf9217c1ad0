#!/bin/bash
# Uploads the app + XCUITest runner to BrowserStack App Automate, runs the
# suite on one real device, then downloads logs and the JUnit report.
set -euo pipefail
AUTH="$BROWSERSTACK_USERNAME:$BROWSERSTACK_ACCESS_KEY"
API=https://api-cloud.browserstack.com/app-automate/xcuitest/v2
OUT="$BUILD_ARTIFACTSTAGINGDIRECTORY/browserstack"

APP_URL=$(curl -s -u "$AUTH" -X POST "$API/app" -F "file=@build/Callbell.ipa" | jq -r .app_url)
SUITE_URL=$(curl -s -u "$AUTH" -X POST "$API/test-suite" -F "file=@build/CallbellUITests.zip" | jq -r .test_suite_url)
BUILD_ID=$(curl -s -u "$AUTH" -X POST "$API/build" -H 'Content-Type: application/json' \
  -d "{\"app\":\"$APP_URL\",\"testSuite\":\"$SUITE_URL\",\"devices\":[\"iPhone 15-18\"],\"deviceLogs\":true,\"project\":\"callbell-ios\",\"buildTag\":\"$BUILD_SOURCEVERSION\"}" | jq -r .build_id)

until [[ $(curl -s -u "$AUTH" "$API/builds/$BUILD_ID" | jq -r .status) =~ ^(passed|failed|error|timedout)$ ]]; do sleep 20; done
ci/browserstack-download.sh "$BUILD_ID" "$OUT"
[[ $(curl -s -u "$AUTH" "$API/builds/$BUILD_ID" | jq -r .status) == passed ]]
