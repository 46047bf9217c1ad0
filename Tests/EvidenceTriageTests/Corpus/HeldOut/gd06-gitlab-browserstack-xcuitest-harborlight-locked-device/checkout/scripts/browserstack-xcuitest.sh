#!/usr/bin/env bash
# Uploads the app + XCUITest suite to BrowserStack App Automate and waits for the build.
set -euo pipefail
API=https://api-cloud.browserstack.com/app-automate/xcuitest/v2
AUTH="$BROWSERSTACK_USERNAME:$BROWSERSTACK_ACCESS_KEY"

APP_URL=$(curl -s -u "$AUTH" -X POST "$API/app" -F "file=@build/Harborlight.ipa" | jq -r .app_url)
SUITE_URL=$(curl -s -u "$AUTH" -X POST "$API/test-suite" -F "file=@build/HarborlightUITests.zip" | jq -r .test_suite_url)
echo "app: $APP_URL  suite: $SUITE_URL"

BUILD_ID=$(curl -s -u "$AUTH" -X POST "$API/build" -H "Content-Type: application/json" -d @- <<JSON | jq -r .build_id
{
  "app": "$APP_URL",
  "testSuite": "$SUITE_URL",
  "project": "harborlight-ios",
  "buildTag": "$CI_PIPELINE_ID",
  "devices": ["iPhone 14-16", "iPhone 13-17"],
  "shards": {"numberOfShards": 2, "deviceSelection": "any",
             "mapping": [{"name": "Shard 1", "strategy": "only-testing", "values": ["HarborlightUITests/HarborRefreshUITests"]},
                         {"name": "Shard 2", "strategy": "only-testing", "values": ["HarborlightUITests/PermissionsUITests"]}]},
  "enableResultBundle": true,
  "deviceLogs": true
}
JSON
)
echo "BrowserStack build: $BUILD_ID"
while true; do
  STATUS=$(curl -s -u "$AUTH" "$API/builds/$BUILD_ID" | tee "browserstack/build-$BUILD_ID.json" | jq -r .status)
  echo "$(date -u +%H:%M:%S) build $BUILD_ID status: $STATUS"
  [ "$STATUS" = "running" ] || [ "$STATUS" = "queued" ] || break
  sleep 60
done
./scripts/fetch-browserstack-artifacts.sh "$BUILD_ID"
[ "$STATUS" = "passed" ]
