#!/bin/sh
# Xcode Cloud: after each xcodebuild action, keep what triage needs.
set -u
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
env | grep -E '^CI_(WORKFLOW|PRODUCT|BUILD_NUMBER|XCODEBUILD_ACTION|TEST_DESTINATION)' | sort
OUT="$CI_DERIVED_DATA_PATH/../triage"
mkdir -p "$OUT/crashes"
for app in "$CI_DERIVED_DATA_PATH"/Build/Products/Debug-iphonesimulator/*.app; do
  echo "== Entitlements: $(basename "$app") =="
  codesign -d --entitlements - "$app" 2>/dev/null
done
cp ~/Library/Logs/DiagnosticReports/HarbourdeskManaged-*.ips "$OUT/crashes/" 2>/dev/null && ls -1 "$OUT/crashes"
xcrun simctl spawn booted log show --style ndjson --last 15m \
  --predicate 'process == "HarbourdeskManaged"' > "$OUT/managed-app-unified.ndjson"
wc -l "$OUT/managed-app-unified.ndjson"
