#!/bin/bash
set -euo pipefail

echo "--- :xcode: Build & test (TSan)"
mkdir -p build
set +e
xcodebuild test \
  -project Orrery.xcodeproj \
  -scheme Orrery \
  -destination 'platform=iOS Simulator,name=iPhone 17 Pro,OS=26.1' \
  -enableThreadSanitizer YES \
  -retry-tests-on-failure -test-iterations 2 \
  -parallel-testing-enabled NO \
  -resultBundlePath build/Orrery.xcresult 2>&1 | tee build/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
(cd build && zip -qr Orrery.xcresult.zip Orrery.xcresult)
if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  exit $status
fi
