#!/bin/bash
set -euo pipefail

echo "--- :rubygems: Installing gems"
bundle install --quiet

echo "--- :fastlane: Running tests on $DEVICE_UDID"
set +e
bundle exec fastlane test destination:"platform=iOS,id=$DEVICE_UDID"
TESTS_EXIT_STATUS=$?
set -e

echo "--- :mag: Collecting crash logs and built Info.plist"
mkdir -p crashlogs
find ~/Library/Logs/CrashReporter/MobileDevice -name 'Switchback-*.ips' -newer .buildkite/pipeline.yml -exec cp {} crashlogs/ \; || true
mkdir -p Build/Products/Debug-iphoneos/Switchback.app
cp DerivedData/Build/Products/Debug-iphoneos/Switchback.app/Info.plist Build/Products/Debug-iphoneos/Switchback.app/Info.plist || true

if [[ $TESTS_EXIT_STATUS -ne 0 ]]; then
  echo "^^^ +++"
  echo "Tests failed!"
fi
exit $TESTS_EXIT_STATUS
