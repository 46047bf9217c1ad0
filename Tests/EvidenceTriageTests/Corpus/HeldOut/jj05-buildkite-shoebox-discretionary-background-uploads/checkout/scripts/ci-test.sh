#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -project Shoebox.xcodeproj -scheme Shoebox -testPlan Shoebox-CI \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" -derivedDataPath build/DerivedData | xcbeautify
echo "--- :iphone: Unit and UI tests"
scripts/start-upload-stub.sh 8931 &
set +e
xcodebuild test-without-building -project Shoebox.xcodeproj -scheme Shoebox -testPlan Shoebox-CI \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" -derivedDataPath build/DerivedData \
  -resultBundlePath build/Shoebox.xcresult > build/logs/xcodebuild-test.log 2>&1
status=$?
set -e
xcbeautify < build/logs/xcodebuild-test.log
scripts/export-oslog.sh > build/evidence/oslog/shoebox-upload.ndjson
if [ $status -ne 0 ]; then echo "+++ :rotating_light: Tests failed"; exit $status; fi
