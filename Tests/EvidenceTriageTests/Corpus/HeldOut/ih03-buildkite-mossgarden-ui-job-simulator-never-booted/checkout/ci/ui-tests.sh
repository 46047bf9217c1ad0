#!/bin/bash
set -x
xcrun xcodebuild -version
UDID=E51F0A3C-2B7D-4C98-86A1-D4F3907BE2C5   # pre-created "iPhone 15" on the agent image
xcrun simctl boot "$UDID" || true
xcrun xcodebuild test -project Mossgarden.xcodeproj -scheme Mossgarden -testPlan Mossgarden-UI \
  -destination "id=$UDID" -derivedDataPath build/DerivedData -resultBundlePath build/Mossgarden-UI.xcresult
status=$?
(cd build && zip -qr Mossgarden-UI.xcresult.zip Mossgarden-UI.xcresult)
exit $status
