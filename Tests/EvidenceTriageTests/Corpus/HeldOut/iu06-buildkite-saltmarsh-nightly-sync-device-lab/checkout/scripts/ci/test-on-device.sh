#!/bin/bash
set -euo pipefail
echo "--- :package: Fetching test products"
buildkite-agent artifact download "build/Saltmarsh.xctestproducts.tar.zst" .
tar --zstd -xf build/Saltmarsh.xctestproducts.tar.zst -C build

echo "+++ :iphone: xcodebuild test-without-building"
mkdir -p build/logs
set +e
xcodebuild test-without-building \
  -testProductsPath build/Saltmarsh.xctestproducts \
  -destination "id=${DEVICE_UDID}" \
  -testPlan Saltmarsh-DeviceLab \
  -resultBundlePath build/Saltmarsh-device.xcresult \
  2>&1 | tee build/logs/xcodebuild-test-device.log | xcbeautify
status=${PIPESTATUS[0]}
set -e

echo "--- :mag: Pulling background-task records from the device"
mkdir -p build/bgtask/Build/Products/Debug-iphoneos/Saltmarsh.app
xcrun devicectl device copy from --device "${DEVICE_UDID}" --domain-type appDataContainer \
  --domain-identifier co.saltmarsh.wallet --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/bgtask/registration.jsonl || true
cp build/Saltmarsh.xctestproducts/Binaries/0/Debug-iphoneos/Saltmarsh.app/Info.plist \
  build/bgtask/Build/Products/Debug-iphoneos/Saltmarsh.app/Info.plist
exit "$status"
