#!/usr/bin/env bash
set -euo pipefail
SHARD="$1"
OUT="build/shard-${SHARD}"
mkdir -p "$OUT"
DEVICE_ID="${LAB_DEVICE_UDID:?}"

echo "--- :flutter: flutter build ios --config-only (shard ${SHARD})"
flutter build ios --config-only --debug "integration_test/shard${SHARD}_test.dart"

echo "+++ :xcode: xcodebuild test (shard ${SHARD})"
set +e
xcodebuild test -workspace ios/Runner.xcworkspace -scheme Runner -configuration Debug \
  -destination "id=${DEVICE_ID}" -derivedDataPath build/dd \
  -resultBundlePath "${OUT}/Runner.xcresult" 2>&1 | tee "${OUT}/xcodebuild-test.log"
STATUS=${PIPESTATUS[0]}
set -e

echo "--- :mag: collect diagnostics"
cp build/dd/Build/Products/Debug-iphoneos/Runner.app/Info.plist "${OUT}/Info.plist"
xcrun devicectl device copy from --device "${DEVICE_ID}" --domain-type appDataContainer \
  --domain-identifier app.lumen.backup --source Library/Caches/diagnostics/registration.jsonl \
  --destination "${OUT}/registration.jsonl" || true
exit "$STATUS"
