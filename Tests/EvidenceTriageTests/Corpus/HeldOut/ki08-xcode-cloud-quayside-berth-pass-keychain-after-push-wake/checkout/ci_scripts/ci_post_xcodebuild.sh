#!/bin/sh
# Xcode Cloud: keep the evidence the triage tool reads.
set -x
echo "Running ci_post_xcodebuild.sh"
echo "  CI_XCODEBUILD_ACTION=$CI_XCODEBUILD_ACTION CI_TEST_PLAN=$CI_TEST_PLAN"
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/Quayside.app"
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Quayside.app/Info.plist" \
   "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/Quayside.app/Info.plist"
for udid in $(xcrun simctl list devices booted | grep -oE '[0-9A-F-]{36}'); do
  data=$(xcrun simctl get_app_container "$udid" com.quayside.berths data 2>/dev/null) || continue
  cat "$data/Library/Caches/evidence/diagnostics.jsonl" >> "$CI_DERIVED_DATA_PATH/../evidence/registration.jsonl"
done
