#!/bin/bash
# TeamCity step 1: unit + device tests on the lab iPhone attached to this agent.
set -euo pipefail
mkdir -p artifacts
DEVICE_ID="${LAB_DEVICE_UDID:?}"
set -o pipefail
xcodebuild test \
  -workspace Alpenwarn.xcworkspace \
  -scheme AlpenwarnDeviceLab \
  -destination "id=${DEVICE_ID}" \
  -allowProvisioningUpdates \
  -resultBundlePath artifacts/AlpenwarnDeviceLab.xcresult \
  2>&1 | tee artifacts/xcodebuild-test.log
