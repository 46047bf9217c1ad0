#!/bin/bash
set -euo pipefail
xcodebuild test \
  -project Trailhop.xcodeproj \
  -scheme Trailhop \
  -testPlan Trailhop-CI \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath DerivedData \
  -resultBundlePath artifacts/Trailhop.xcresult \
  -parallel-testing-enabled YES \
  -retry-tests-on-failure -test-iterations 2 \
  2>&1 | tee artifacts/xcodebuild-test.log
