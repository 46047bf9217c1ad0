#!/bin/bash
set -euo pipefail
mkdir -p build/logs build/evidence
echo "--- :xcode: Build & test"
set +e
xcodebuild test -workspace Parley.xcworkspace -scheme Parley -testPlan Parley-CI \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' -derivedDataPath build/DerivedData \
  -resultBundlePath build/Parley.xcresult 2>&1 | tee build/logs/xcodebuild-test.log
STATUS=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect background-task evidence"
UDID=$(xcrun simctl list devices booted | grep -Eo '[0-9A-F-]{36}' | head -1)
cp "$(xcrun simctl get_app_container "$UDID" de.parley.ios data)/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Parley.app
plutil -convert xml1 -o build/evidence/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist build/DerivedData/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist
exit $STATUS
