#!/bin/bash
set -euo pipefail
buildkite-agent artifact download "build/Cinder.xctestproducts.tar.zst" . --step build
tar --zstd -xf build/Cinder.xctestproducts.tar.zst -C build
mkdir -p artifacts
start=$(date "+%Y-%m-%d %H:%M:%S")
status=0
xcodebuild test-without-building \
  -testProductsPath build/Cinder.xctestproducts \
  -destination "id=${DEVICELAB_UDID}" \
  -resultBundlePath artifacts/Cinder.xcresult \
  | tee artifacts/xcodebuild-test.log || status=$?
# What the app recorded about its BGTaskScheduler calls, the built plist, and the app's unified log.
xcrun devicectl device copy from --device "${DEVICELAB_UDID}" --domain-type appDataContainer \
  --domain-identifier app.cinder.ios --source Library/Caches/evidence/diagnostics.jsonl --destination artifacts/registration.jsonl
mkdir -p artifacts/Build/Products/Debug-iphoneos/Cinder.app
cp build/Cinder.xctestproducts/Binaries/0/Debug-iphoneos/Cinder.app/Info.plist artifacts/Build/Products/Debug-iphoneos/Cinder.app/Info.plist
sudo log collect --device-udid "${DEVICELAB_UDID}" --start "$start" --output artifacts/device.logarchive
log show artifacts/device.logarchive --style ndjson --predicate 'subsystem == "app.cinder.ios"' > artifacts/cinder-unified-log.ndjson
exit $status
