#!/bin/bash
# Usage: scripts/ci/test.sh --runtime <iOS version>
set -euo pipefail
RUNTIME="$2"
if ! xcrun simctl list runtimes | grep -q "iOS ${RUNTIME} "; then
  echo "--- :inbox_tray: Installing iOS ${RUNTIME} runtime"
  xcodes runtimes install "iOS ${RUNTIME}"
fi
UDID=$(xcrun simctl create "ci-${RUNTIME}" "iPhone 8" "com.apple.CoreSimulator.SimRuntime.iOS-${RUNTIME/./-}")
echo "--- :xcode: Running tests on ${UDID} (iOS ${RUNTIME})"
set -o pipefail
xcodebuild test -workspace Quillnote.xcworkspace -scheme Quillnote \
  -destination "id=${UDID}" -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath "build/Quillnote-${RUNTIME}.xcresult" 2>&1 | tee "build/xcodebuild-${RUNTIME}.log"
