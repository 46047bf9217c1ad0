#!/bin/sh
# Xcode Cloud: keep what the app and the simulator wrote during the test action.
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
OUT="$CI_DERIVED_DATA_PATH/../evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Sugarline.app"
DEVICE=$(xcrun simctl list devices booted | awk -F'[()]' '/Booted/ {print $2; exit}')
xcrun simctl spawn "$DEVICE" log show --style json --last 20m \
  --predicate 'subsystem == "com.sugarline.app"' > "$OUT/unified-log.json"
DATA=$(xcrun simctl get_app_container "$DEVICE" com.sugarline.app data)
cp "$DATA/Library/Caches/evidence/registration.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Logs/DiagnosticReports/Sugarline-*.ips "$OUT/" 2>/dev/null
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Sugarline.app/Info.plist" \
   "$OUT/Build/Products/Debug-iphonesimulator/Sugarline.app/Info.plist"
cp -R "$OUT" "$CI_TEST_PRODUCTS_PATH/../evidence" 2>/dev/null
