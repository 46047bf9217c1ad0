#!/bin/bash
set -euo pipefail
SIM=$(xcrun simctl create "az-$BUILD_BUILDID" "iPhone 17" "iOS26.1")
xcrun simctl boot "$SIM"
xcrun simctl privacy "$SIM" grant location-always app.marginalia.notes
echo "Created simulator az-$BUILD_BUILDID ($SIM), granted location-always to app.marginalia.notes"
set -o pipefail
xcodebuild test -project Marginalia.xcodeproj -scheme Marginalia-CI -configuration CI \
  -destination "id=$SIM" -resultBundlePath "$BUILD_ARTIFACTSTAGINGDIRECTORY/Marginalia.xcresult" \
  | tee "$BUILD_ARTIFACTSTAGINGDIRECTORY/xcodebuild-raw.log" \
  | xcbeautify --renderer azure-devops-pipelines --report junit --report-path "$BUILD_ARTIFACTSTAGINGDIRECTORY" --junit-report-filename junit.xml
