#!/bin/sh
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
OUT="$CI_DERIVED_DATA_PATH/../evidence"
mkdir -p "$OUT"
APP="$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Gatherly.app"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Gatherly.app"
cp "$APP/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Gatherly.app/Info.plist"
find "$APP" -name "*.cdm" -o -name "*.mom" | sed "s|$APP/||"
cp "$(xcrun simctl get_app_container booted com.gatherly.app data)/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Logs/DiagnosticReports/Gatherly-*.ips "$OUT/" 2>/dev/null
