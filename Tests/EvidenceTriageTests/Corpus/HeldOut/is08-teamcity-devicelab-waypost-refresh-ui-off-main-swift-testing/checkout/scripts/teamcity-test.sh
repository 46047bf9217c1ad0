#!/bin/bash
# TeamCity step "Device lab tests": raw log kept as an artifact, test events reported as service messages.
set -o pipefail
mkdir -p build
xcodebuild test -project Waypost.xcodeproj -scheme Waypost -testPlan DeviceLab \
  -destination "platform=iOS,id=${DEVICE_UDID}" -allowProvisioningUpdates \
  -resultBundlePath build/Waypost.xcresult \
  | tee build/xcodebuild-raw.log \
  | python3 scripts/xcodebuild_teamcity.py
