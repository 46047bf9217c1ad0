#!/bin/bash
set -euo pipefail
mkdir -p build

DEVICE_ID="${LAB_DEVICE_UDID:?LAB_DEVICE_UDID not set by the agent}"

echo "--- :xcodegen: Generate project"
mint run yonaskolb/XcodeGen@2.42.0 xcodegen generate

echo "--- :xcode: Build for testing (device ${DEVICE_ID})"
set -o pipefail
xcodebuild build-for-testing \
  -project Saltmarsh.xcodeproj \
  -scheme Saltmarsh \
  -destination "platform=iOS,id=${DEVICE_ID}" \
  -derivedDataPath build/DerivedData \
  -allowProvisioningUpdates \
  | tee build/xcodebuild-build-for-testing.log

echo "--- :iphone: Test on device"
xcodebuild test-without-building \
  -xctestrun "$(ls build/DerivedData/Build/Products/*.xctestrun | head -1)" \
  -destination "platform=iOS,id=${DEVICE_ID}" \
  -resultBundlePath build/Saltmarsh-device.xcresult \
  | tee build/xcodebuild-test.log
