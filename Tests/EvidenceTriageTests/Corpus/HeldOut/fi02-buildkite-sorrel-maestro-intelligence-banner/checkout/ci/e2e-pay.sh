#!/usr/bin/env bash
# Pay E2E lane: build the Debug app for the simulator, boot a fresh simulator, run the Maestro pay flows.
set -euo pipefail

echo "--- :xcode: Select Xcode 26"
sudo xcode-select -s /Applications/Xcode_26.0.app
xcodebuild -version

echo "--- :hammer: Build SorrelWallet (Debug, simulator)"
xcodebuild build \
  -workspace SorrelWallet.xcworkspace -scheme SorrelWallet -configuration Debug \
  -destination 'generic/platform=iOS Simulator' -derivedDataPath build \
  | xcbeautify --renderer buildkite

echo "--- :iphone: Boot iOS simulator"
UDID=$(xcrun simctl create "pay-e2e-${BUILDKITE_BUILD_NUMBER}" "iPhone 17" "com.apple.CoreSimulator.SimRuntime.iOS-26-0")
xcrun simctl boot "$UDID"
xcrun simctl bootstatus "$UDID" -b
xcrun simctl spawn "$UDID" defaults write com.apple.SpringBoard FBLaunchWatchdogScale 2
xcrun simctl install "$UDID" build/Build/Products/Debug-iphonesimulator/SorrelWallet.app

echo "--- :maestro: Run pay flows"
set +e
maestro --device "$UDID" test .maestro/pay --format junit --output maestro-report.xml
status=$?
set -e

if [ $status -ne 0 ]; then
  echo "--- :mag: Collect simulator log"
  xcrun simctl spawn "$UDID" log show --style ndjson --last 10m \
    --predicate 'subsystem == "com.apple.followup" OR (process == "SpringBoard" AND category == "Banners")' \
    > simulator-log.ndjson || true
  echo "wrote $(wc -l < simulator-log.ndjson) lines to simulator-log.ndjson"
fi
exit $status
