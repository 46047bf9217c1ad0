#!/usr/bin/env bash
set -euo pipefail
DEVICE_ID="${FIELDBOOK_DEVICE_ID:?set by the agent}"
echo "--- :iphone: Device"
xcrun devicectl list devices | grep "$DEVICE_ID"
echo "--- :xcode: Build & test"
set +e
xcodebuild test -project Fieldbook.xcodeproj -scheme Fieldbook \
  -destination "platform=iOS,id=${DEVICE_ID}" \
  -allowProvisioningUpdates \
  -resultBundlePath build/Fieldbook.xcresult 2>&1 | tee build/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Evidence"
scripts/ios-test.sh collect --device "$DEVICE_ID" --bundle-id com.fieldbook.app \
  --records-path Library/Caches/evidence/diagnostics.jsonl --out build/evidence
if [[ $status -ne 0 ]]; then echo "^^^ +++"; exit $status; fi
