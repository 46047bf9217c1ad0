#!/bin/sh
# Xcode Cloud: print the background-task keys of the app that was actually tested.
set -x
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Lumen.app/Info.plist"
  plutil -extract BGTaskSchedulerPermittedIdentifiers json -o - "$APP"
  plutil -extract UIBackgroundModes json -o - "$APP"
fi
