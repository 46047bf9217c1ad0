#!/usr/bin/env bash
# Builds the staging IPA and the UI-test runner, uploads both to AWS Device
# Farm and waits for the run. Used by the nightly "device-farm" workflow.
set -euo pipefail

ARCHIVE=build/Sprigly.xcarchive
xcodebuild archive -workspace Sprigly.xcworkspace -scheme Sprigly-Staging \
  -configuration Staging -destination generic/platform=iOS -archivePath "$ARCHIVE"
# Reuses the TestFlight export options so the farm tests what testers get.
xcodebuild -exportArchive -archivePath "$ARCHIVE" \
  -exportOptionsPlist ci/ExportOptions-Staging.plist -exportPath build/export

xcodebuild build-for-testing -workspace Sprigly.xcworkspace -scheme SpriglyUITests \
  -configuration Debug -destination generic/platform=iOS -derivedDataPath build/dd
(cd build/dd/Build/Products/Debug-iphoneos && mkdir -p Payload && cp -R SpriglyUITests-Runner.app Payload/ \
  && zip -qr ../../../../SpriglyUITests-Runner.ipa Payload)

python3 ci/devicefarm_run.py --app build/export/Sprigly.ipa --tests build/SpriglyUITests-Runner.ipa \
  --device-pool "iOS 14 smoke" --test-spec ci/xcuitest-spec.yml
