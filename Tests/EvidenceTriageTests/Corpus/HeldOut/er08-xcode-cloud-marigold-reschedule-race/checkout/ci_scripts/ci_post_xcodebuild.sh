#!/bin/sh
# Xcode Cloud: after the test action, pull the app's registration records and
# the built plist so they land in the build artifacts.
set -e
if [ "$CI_XCODEBUILD_ACTION" != "test-without-building" ]; then exit 0; fi
OUT="$CI_DERIVED_DATA_PATH/evidence"
mkdir -p "$OUT"
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" app.marigold.photos data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || echo "no records"
APP=$(find "$CI_DERIVED_DATA_PATH/Build/Products" -maxdepth 2 -name Marigold.app | head -1)
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Marigold.app"
plutil -convert xml1 -o "$OUT/Build/Products/Debug-iphonesimulator/Marigold.app/Info.plist" "$APP/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Marigold-*.ips "$OUT/" 2>/dev/null || echo "no crash reports"
