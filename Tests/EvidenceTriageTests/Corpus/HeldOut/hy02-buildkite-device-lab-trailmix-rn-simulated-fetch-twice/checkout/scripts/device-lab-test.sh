#!/bin/bash
set -euo pipefail
echo "~~~ :iphone: Reserve device"
DEVICE_JSON=$(labctl reserve --pool iphone-26 --json)
UDID=$(jq -r .udid <<<"$DEVICE_JSON")
labctl status "$UDID"

echo "~~~ :cocoapods: pod install"
(cd ios && bundle exec pod install)

# Shard by test class: 1 = status + job unit tests, 2 = BGTaskScheduler harness.
case "${BUILDKITE_PARALLEL_JOB:-0}" in
  0) ONLY=(-only-testing:TrailmixTests/BackgroundFetchStatusTests -only-testing:TrailmixTests/StepUploadJobTests) ;;
  1) ONLY=(-only-testing:TrailmixTests/BackgroundFetchHarnessTests) ;;
esac
OUT="build/device-lab/shard-$((BUILDKITE_PARALLEL_JOB + 1))"

echo "--- :xcode: xcodebuild test (device)"
mkdir -p "$OUT"
set +e
xcodebuild test \
  -workspace ios/Trailmix.xcworkspace -scheme Trailmix -configuration Debug \
  -destination "id=$UDID" \
  "${ONLY[@]}" \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath "$OUT/Trailmix.xcresult" \
  -derivedDataPath build/DerivedData \
  -allowProvisioningUpdates 2>&1 | tee "$OUT/xcodebuild-test.log"
status=${PIPESTATUS[0]}
set -e

echo "~~~ :package: Collect evidence"
xcrun devicectl device copy from --device "$UDID" --domain-type appDataContainer \
  --domain-identifier com.trailmix.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$OUT/registration.jsonl" || true
mkdir -p "$OUT/Build/Products/Debug-iphoneos/Trailmix.app"
cp build/DerivedData/Build/Products/Debug-iphoneos/Trailmix.app/Info.plist "$OUT/Build/Products/Debug-iphoneos/Trailmix.app/"
labctl release "$UDID"
exit $status
