#!/bin/sh
# Keep what triage needs from the test action: the app's registration
# records, crash reports and the built Info.plist.
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
OUT=/Volumes/workspace/evidence
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Facemark.app"
DATA=$(xcrun simctl get_app_container "$CI_TEST_DESTINATION_UDID" com.facemark data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Logs/DiagnosticReports/Facemark-*.ips "$OUT/" 2>/dev/null
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Facemark.app/Info.plist" \
   "$OUT/Build/Products/Debug-iphonesimulator/Facemark.app/Info.plist"
exit 0
