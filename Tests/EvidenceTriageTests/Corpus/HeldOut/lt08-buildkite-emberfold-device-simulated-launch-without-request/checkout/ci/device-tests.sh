#!/bin/bash
set -euo pipefail
UDID="${LAB_DEVICE_UDID:?}"
mkdir -p artifacts
echo "--- :iphone: Device tests (iPhone 15 Pro, iOS 18.1)"
xcodebuild test -project Emberfold.xcodeproj -scheme Emberfold -configuration Debug \
  -destination "platform=iOS,id=${UDID}" -derivedDataPath build/DerivedData \
  -allowProvisioningUpdates -only-testing:EmberfoldTests | tee artifacts/xcodebuild-test.log
