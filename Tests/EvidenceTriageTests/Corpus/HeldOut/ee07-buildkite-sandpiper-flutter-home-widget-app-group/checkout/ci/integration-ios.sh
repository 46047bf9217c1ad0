#!/bin/bash
set -uo pipefail
DEVICE_ID=$(xcrun simctl create "ci-iphone-16" "iPhone 16" "com.apple.CoreSimulator.SimRuntime.iOS-18-5")
xcrun simctl boot "$DEVICE_ID"
flutter test integration_test -d "$DEVICE_ID" --reporter expanded --file-reporter json:build/flutter-test.json
status=$?
codesign -d --entitlements - build/ios/iphonesimulator/Runner.app
codesign -d --entitlements - build/ios/iphonesimulator/Runner.app/PlugIns/TideWidgetExtension.appex
mkdir -p build/evidence && cp -R build/ios/iphonesimulator/Runner.app build/evidence/
dart pub global run junitreport:tojunit --input build/flutter-test.json --output build/junit.xml
exit $status
