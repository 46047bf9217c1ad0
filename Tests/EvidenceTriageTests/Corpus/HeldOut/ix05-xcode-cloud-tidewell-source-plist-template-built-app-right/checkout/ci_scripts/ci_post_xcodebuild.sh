#!/bin/sh
# Xcode Cloud: runs after each xcodebuild action.
set -x
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  SIM=$(xcrun simctl list devices booted | grep -oE '[0-9A-F-]{36}' | head -1)
  DATA=$(xcrun simctl get_app_container "$SIM" com.tidewell.app data)
  mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
  EV="$CI_DERIVED_DATA_PATH/../evidence"
  cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$EV/registration.jsonl"
  mkdir -p "$EV/Build/Products/Debug-iphonesimulator/Tidewell.app"
  cp "$CI_TEST_PRODUCTS_PATH/Debug-iphonesimulator/Tidewell.app/Info.plist" \
     "$EV/Build/Products/Debug-iphonesimulator/Tidewell.app/Info.plist"
  xcrun simctl spawn "$SIM" log show --style json --start "$(date -v-20M '+%Y-%m-%d %H:%M:%S')" \
    --predicate 'subsystem == "com.apple.BackgroundTasks" OR process == "Tidewell"' > "$EV/unified-log.json"
fi
