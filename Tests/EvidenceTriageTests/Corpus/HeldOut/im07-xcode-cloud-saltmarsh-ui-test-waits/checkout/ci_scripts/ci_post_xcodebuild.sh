#!/bin/sh
set -x
echo "Action: $CI_XCODEBUILD_ACTION, exit: $CI_XCODEBUILD_EXIT_CODE"
if [ -n "$CI_RESULT_BUNDLE_PATH" ]; then
  xcrun xcresulttool get test-results summary --path "$CI_RESULT_BUNDLE_PATH" --compact || true
fi
