#!/usr/bin/env bash
# Uploads Runner.ipa + RunnerUITests.zip to BrowserStack App Automate (XCUITest),
# starts a build, polls it and downloads the session's instrumentation log,
# device log and JUnit report into browserstack/.
set -euo pipefail
DEVICE="$1"
API=https://api-cloud.browserstack.com/app-automate/xcuitest/v2
AUTH="$BROWSERSTACK_USERNAME:$BROWSERSTACK_ACCESS_KEY"
APP_URL=$(curl -s -u "$AUTH" -X POST "$API/app" -F "file=@build/bs/Runner.ipa" | jq -r .app_url)
TEST_URL=$(curl -s -u "$AUTH" -X POST "$API/test-suite" -F "file=@build/bs/RunnerUITests.zip" | jq -r .test_suite_url)
BUILD=$(curl -s -u "$AUTH" -X POST "$API/build" -H 'Content-Type: application/json' \
  -d "{\"app\":\"$APP_URL\",\"testSuite\":\"$TEST_URL\",\"devices\":[\"$DEVICE\"],\"deviceLogs\":true,\"networkLogs\":false,\"project\":\"larkpay-ios\"}" | jq -r .build_id)
echo "BrowserStack build $BUILD"
./scripts/ci/poll_bs_build.sh "$BUILD"
