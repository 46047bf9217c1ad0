#!/bin/sh
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  mkdir -p "$CI_DERIVED_DATA_PATH/../evidence"
  xcrun simctl spawn booted cat "$(xcrun simctl get_app_container booted com.fernway.app data)/Library/Caches/diagnostics.jsonl" \
    > "$CI_DERIVED_DATA_PATH/../evidence/registration.jsonl" || true
fi
