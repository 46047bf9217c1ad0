#!/usr/bin/env bash
set -euo pipefail

echo "--- :flutter: flutter pub get"
flutter pub get

echo "--- :iphone: Boot simulator"
UDID=$(xcrun simctl create "kestrel-ci-${BUILDKITE_JOB_ID:0:8}" "iPhone 16" com.apple.CoreSimulator.SimRuntime.iOS-18-5)
xcrun simctl boot "$UDID"
xcrun simctl bootstatus "$UDID" -b
trap 'xcrun simctl delete "$UDID" || true' EXIT

echo "--- :flutter: Integration tests (iPhone 16, iOS 18.5)"
mkdir -p build/ios_integration
flutter test integration_test -d "$UDID" --flavor staging --dart-define=FLAVOR=staging \
  --reporter expanded --file-reporter "json:build/ios_integration/results.json"
