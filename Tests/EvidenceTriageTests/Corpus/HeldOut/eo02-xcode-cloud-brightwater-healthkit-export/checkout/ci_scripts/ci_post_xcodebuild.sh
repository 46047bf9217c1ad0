#!/bin/sh
set -e
# Record what the test action actually ran against.
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Brightwater.app"
  echo "Built app: $APP"
  plutil -extract BGTaskSchedulerPermittedIdentifiers json -o - "$APP/Info.plist"
  echo
  plutil -extract UIBackgroundModes json -o - "$APP/Info.plist"
  echo
  codesign -d --entitlements - --xml "$APP" 2>/dev/null | plutil -p - || true
fi
