#!/bin/bash
set -o pipefail
mkdir -p build/evidence
xcodebuild test -workspace Hearth.xcworkspace -scheme Hearth-CI -testPlan Unit \
  -destination "platform=iOS Simulator,name=${DEVICE},OS=26.1" \
  -derivedDataPath build/DerivedData -resultBundlePath build/Hearth.xcresult 2>&1 \
  | tee build/xcodebuild.log | xcbeautify --report junit --report-path build --junit-report-filename junit.xml
STATUS=$?
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Hearth.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Hearth.app/Info.plist build/evidence/Build/Products/Debug-iphonesimulator/Hearth.app/
cp "$(xcrun simctl get_app_container booted uk.org.hearth.app data)/Library/Caches/task-diagnostics.jsonl" build/evidence/registration.jsonl
exit $STATUS
