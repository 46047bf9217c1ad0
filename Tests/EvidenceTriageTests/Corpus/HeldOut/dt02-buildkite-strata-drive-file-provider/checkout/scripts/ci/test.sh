#!/bin/bash
set -euo pipefail
DEST="platform=iOS Simulator,name=${SIM_NAME:-iPhone 17 Pro},OS=${SIM_OS:-26.1}"
echo "~~~ :xcode: Build for testing"
xcodebuild build-for-testing -workspace Strata.xcworkspace -scheme StrataDrive \
  -destination "$DEST" -derivedDataPath build/DerivedData | tee build/build.log
echo "--- :test_tube: Test"
xcodebuild test-without-building -workspace Strata.xcworkspace -scheme StrataDrive \
  -destination "$DEST" -derivedDataPath build/DerivedData \
  -resultBundlePath build/StrataDrive.xcresult | tee build/xcodebuild-test.log
