#!/usr/bin/env bash
set -euo pipefail

APP="$BITRISE_APP_DIR_PATH"            # set by xcode-build-for-simulator
BUNDLE_ID=app.tamarack.streaks
OUT="$BITRISE_DEPLOY_DIR"
status=0

echo "Booting en-US simulator"
EN_UDID=$(xcrun simctl list devices available -j | jq -r ".devices[\"com.apple.CoreSimulator.SimRuntime.iOS-18-2\"][] | select(.name==\"$SIM_NAME\") | .udid" | head -1)
xcrun simctl boot "$EN_UDID" || true
xcrun simctl bootstatus "$EN_UDID" -b
xcrun simctl install "$EN_UDID" "$APP"

START=$(date -u "+%Y-%m-%d %H:%M:%S")
maestro --device "$EN_UDID" test --format junit --output "$OUT/maestro-junit.xml" \
  --test-suite-name "Tamarack iOS" .maestro/flows || status=$?

echo "Exporting app + scheduler log since $START"
xcrun simctl spawn "$EN_UDID" log show --style ndjson --start "$START" \
  --predicate 'subsystem == "app.tamarack.streaks" OR subsystem == "com.apple.BackgroundTasks"' > "$OUT/oslog-en.ndjson" || true
C=$(xcrun simctl get_app_container "$EN_UDID" "$BUNDLE_ID" data)
cp "$C/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl" || true
cp "$APP/Info.plist" "$OUT/Tamarack.app.Info.plist"

echo "Booting de-DE simulator"
DE_UDID=$(xcrun simctl create "Tamarack de-DE" "com.apple.CoreSimulator.SimDeviceType.iPhone-16" "com.apple.CoreSimulator.SimRuntime.iOS-18-2")
xcrun simctl boot "$DE_UDID"
xcrun simctl spawn "$DE_UDID" defaults write "Apple Global Domain" AppleLanguages -array de-DE
xcrun simctl spawn "$DE_UDID" defaults write "Apple Global Domain" AppleLocale -string de_DE
xcrun simctl shutdown "$DE_UDID" && xcrun simctl boot "$DE_UDID"
xcrun simctl bootstatus "$DE_UDID" -b
xcrun simctl install "$DE_UDID" "$APP"
maestro --device "$DE_UDID" test --format junit --output "$OUT/maestro-junit-de.xml" \
  --test-suite-name "Tamarack iOS (de-DE)" .maestro/locale-de || status=$?

exit $status
