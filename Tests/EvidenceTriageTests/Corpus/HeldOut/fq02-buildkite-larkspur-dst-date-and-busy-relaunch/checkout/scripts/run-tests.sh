#!/bin/bash
set -euo pipefail

echo "--- :simulator: Booting ${DESTINATION}"
xcrun simctl list devices available | grep -E "iPhone 17 \(" | head -n 3

echo "--- :xcode: Run unit + UI tests"
mkdir -p build/results build/logs
set +e
xcodebuild test \
  -workspace Larkspur.xcworkspace \
  -scheme Larkspur \
  -destination "${DESTINATION}" \
  -derivedDataPath DerivedData \
  -resultBundlePath build/results/Larkspur.xcresult \
  2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

(cd build/results && zip -qr Larkspur.xcresult.zip Larkspur.xcresult)

if [ "$status" -ne 0 ]; then
  echo "^^^ +++"
  echo "+++ :rotating_light: Tests failed"
fi
exit "$status"
