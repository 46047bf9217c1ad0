#!/bin/bash
# Device-lab native tests for the Cordova iOS project.
set -euo pipefail
DEVICE_ID="${HARBOR_LAB_DEVICE_ID:?}"
DD="$BUILD_SOURCESDIRECTORY/build/DerivedData"
cd platforms/ios
xcodebuild build-for-testing -workspace Harborline.xcworkspace -scheme Harborline \
  -configuration Debug -destination "platform=iOS,id=$DEVICE_ID" -derivedDataPath "$DD" \
  -allowProvisioningUpdates
xcodebuild test-without-building -workspace Harborline.xcworkspace -scheme Harborline \
  -destination "platform=iOS,id=$DEVICE_ID" -derivedDataPath "$DD" \
  -resultBundlePath "$BUILD_ARTIFACTSTAGINGDIRECTORY/HarborlineTests.xcresult" \
  -only-testing:HarborlineTests
