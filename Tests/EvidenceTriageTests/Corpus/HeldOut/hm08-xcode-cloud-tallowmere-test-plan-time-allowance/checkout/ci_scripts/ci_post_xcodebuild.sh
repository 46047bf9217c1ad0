#!/bin/sh
# Xcode Cloud: keep the evidence the test action produced.
set -e
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  OUT="$CI_DERIVED_DATA_PATH/../evidence"
  mkdir -p "$OUT/attachments"
  xcrun xcresulttool export attachments --path "$CI_RESULT_BUNDLE_PATH" --output-path "$OUT/attachments"
  DATA=$(xcrun simctl get_app_container booted com.tallowmere.app data)
  cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
  ls -1 "$OUT" "$OUT/attachments"
fi
