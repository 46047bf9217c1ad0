#!/bin/bash
set -x
xcrun xcodebuild -version
DEST='platform=iOS Simulator,name=iPhone 15,OS=17.5'
xcrun xcodebuild test -project Mossgarden.xcodeproj -scheme Mossgarden -testPlan Mossgarden-Unit \
  -destination "$DEST" -derivedDataPath build/DerivedData -resultBundlePath build/Mossgarden-Unit.xcresult \
  -retry-tests-on-failure -test-iterations 2 -parallel-testing-enabled NO
status=$?
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Mossgarden.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Mossgarden.app/Info.plist artifacts/Build/Products/Debug-iphonesimulator/Mossgarden.app/Info.plist
container=$(xcrun simctl get_app_container booted com.mossgarden.journal data)
cp "$container/Library/Caches/diagnostics/registration.jsonl" artifacts/registration.jsonl
(cd build && zip -qr Mossgarden-Unit.xcresult.zip Mossgarden-Unit.xcresult)
exit $status
