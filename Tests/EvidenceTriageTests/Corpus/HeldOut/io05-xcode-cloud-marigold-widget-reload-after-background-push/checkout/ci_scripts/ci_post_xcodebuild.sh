#!/bin/sh
# Xcode Cloud: keep what the triage tool needs next to the result bundle.
set -x
OUT="$CI_DERIVED_DATA_PATH/../evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator"
cp -R "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Marigold.app" "$OUT/Build/Products/Debug-iphonesimulator/"
UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/Booted/{print $2; exit}')
xcrun simctl spawn "$UDID" log show --style ndjson --start "$(date -u -v-30M '+%Y-%m-%d %H:%M:%S')" \
  --predicate 'process == "dasd" OR subsystem == "com.marigold.app" OR subsystem == "com.apple.BackgroundTasks"' > "$OUT/unified-log.ndjson"
cp "$(xcrun simctl get_app_container "$UDID" com.marigold.app data)/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
exit 0
