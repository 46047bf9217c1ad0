#!/bin/bash
set -euo pipefail
UDID=$(xcrun simctl list devices available -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for k,v in d.items() if "iOS-26-1" in k for x in v if x["name"]=="iPhone 17 Pro"][0])')
mkdir -p build/logs
echo "--- :xcode: Build for testing"
xcodebuild build-for-testing -workspace Glimmer.xcworkspace -scheme GlimmerKit \
  -destination "platform=iOS Simulator,id=$UDID" -derivedDataPath build/DerivedData
echo "--- :iphone: Test GlimmerKit (unit + hosted)"
xcodebuild test-without-building -workspace Glimmer.xcworkspace -scheme GlimmerKit \
  -destination "platform=iOS Simulator,id=$UDID" -derivedDataPath build/DerivedData \
  -resultBundlePath build/GlimmerKit.xcresult -parallel-testing-enabled NO 2>&1 | tee build/logs/xcodebuild-test.log
