#!/bin/sh
# Xcode Cloud: keep what triage needs from the simulator after the test action.
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
OUT=/Volumes/workspace/evidence
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Waypost.app"
SIM=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 17/{print $2; exit}')
DATA=$(xcrun simctl get_app_container "$SIM" com.waypost.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Waypost.app/Info.plist" "$OUT/Build/Products/Debug-iphonesimulator/Waypost.app/Info.plist"
plutil -convert xml1 "$OUT/Build/Products/Debug-iphonesimulator/Waypost.app/Info.plist"
xcrun simctl spawn "$SIM" log show --style ndjson --start "$(date -u -v-30M '+%Y-%m-%d %H:%M:%S')" \
  --predicate 'subsystem == "com.waypost.app"' > "$OUT/waypost-unified.ndjson"
cp ~/Library/Logs/DiagnosticReports/Waypost-*.ips "$OUT/" 2>/dev/null || true
