#!/bin/bash
set -euo pipefail
DEVICE_ID="${BUILDKITE_AGENT_META_DATA_DEVICE_UDID}"
mkdir -p build/evidence/crashes

echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -project HarvestMoon.xcodeproj -scheme HarvestMoonUITests \
  -destination "id=${DEVICE_ID}" -derivedDataPath build/DD -allowProvisioningUpdates -quiet

echo "--- :iphone: Run UI tests on ${BUILDKITE_AGENT_META_DATA_DEVICE_NAME}"
status=0
xcodebuild test-without-building -project HarvestMoon.xcodeproj -scheme HarvestMoonUITests \
  -destination "id=${DEVICE_ID}" -derivedDataPath build/DD \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath build/HarvestMoonUITests.xcresult \
  | tee build/xcodebuild-test.log | xcbeautify --renderer buildkite || status=$?

echo "--- :mag: Collect device evidence"
xcrun devicectl device copy from --device "${DEVICE_ID}" --domain-type appDataContainer \
  --domain-identifier com.harvestmoon.app.debug \
  --source Library/Caches/evidence/diagnostics.jsonl --destination build/evidence/registration.jsonl || true
xcrun devicectl device info files --device "${DEVICE_ID}" --domain-type systemCrashLogs \
  | awk '/HarvestMoon-/{print $1}' \
  | while read -r f; do xcrun devicectl device copy from --device "${DEVICE_ID}" --domain-type systemCrashLogs --source "$f" --destination build/evidence/crashes/ || true; done

exit $status
