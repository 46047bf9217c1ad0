#!/usr/bin/env bash
set -euo pipefail
BUILD="$1"; API=https://api-cloud.browserstack.com/app-automate/xcuitest/v2
AUTH="$BROWSERSTACK_USERNAME:$BROWSERSTACK_ACCESS_KEY"
mkdir -p browserstack/Build/Products/Release-iphoneos/Runner.app
while :; do
  S=$(curl -s -u "$AUTH" "$API/builds/$BUILD" | jq -r .status)
  echo "status: $S"
  [[ "$S" == running || "$S" == queued ]] || break
  sleep 30
done
SID=$(curl -s -u "$AUTH" "$API/builds/$BUILD" | jq -r '.devices[0].sessions[0].id')
curl -s -u "$AUTH" "$API/builds/$BUILD/sessions/$SID/instrumentationlogs" -o "browserstack/session-${SID:0:4}-instrumentation.log"
curl -s -u "$AUTH" "$API/builds/$BUILD/sessions/$SID/devicelogs" -o "browserstack/session-${SID:0:4}-device.log"
curl -s -u "$AUTH" "$API/builds/$BUILD/sessions/$SID/resultjunit" -o "browserstack/session-${SID:0:4}-junit.xml"
cp build/ios_integ/Build/Products/Release-iphoneos/Runner.app/Info.plist browserstack/Build/Products/Release-iphoneos/Runner.app/Info.plist
[[ "$S" == passed ]]
