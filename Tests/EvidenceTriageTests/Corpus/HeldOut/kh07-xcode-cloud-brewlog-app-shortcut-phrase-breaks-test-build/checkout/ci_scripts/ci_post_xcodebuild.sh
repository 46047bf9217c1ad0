#!/bin/sh
echo "CI_XCODEBUILD_ACTION=$CI_XCODEBUILD_ACTION"
echo "CI_XCODEBUILD_EXIT_CODE=$CI_XCODEBUILD_EXIT_CODE"
if [ "$CI_XCODEBUILD_ACTION" = "build-for-testing" ] && [ "$CI_XCODEBUILD_EXIT_CODE" != "0" ]; then
  echo "build-for-testing failed; no test products, skipping evidence collection"
  exit 0
fi
