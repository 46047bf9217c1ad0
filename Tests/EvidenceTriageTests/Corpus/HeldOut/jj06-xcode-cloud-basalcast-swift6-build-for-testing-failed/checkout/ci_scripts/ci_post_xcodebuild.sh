#!/bin/sh
# ci_post_xcodebuild.sh — runs after every xcodebuild action in Xcode Cloud.
set -e
echo "CI_XCODEBUILD_ACTION=$CI_XCODEBUILD_ACTION"
echo "CI_XCODEBUILD_EXIT_CODE=$CI_XCODEBUILD_EXIT_CODE"
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] && [ -d "$CI_DERIVED_DATA_PATH" ]; then
  UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/Booted/ {print $2; exit}')
  CONTAINER=$(xcrun simctl get_app_container "$UDID" com.basalcast.app data)
  cp "$CONTAINER/Library/Caches/Diagnostics/registration.jsonl" "$CI_RESULT_BUNDLE_PATH/../evidence/registration.jsonl" || true
fi
