#!/bin/sh
set -x
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  mkdir -p "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Almanac.app"
  container=$(xcrun simctl get_app_container "$CI_TEST_DESTINATION_DEVICE_ID" com.almanac.app data)
  cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$CI_WORKSPACE/evidence/registration.jsonl"
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Almanac.app/Info.plist" \
     "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Almanac.app/Info.plist"
  cp ~/Library/Logs/DiagnosticReports/Almanac-*.ips "$CI_WORKSPACE/evidence/" 2>/dev/null
fi
