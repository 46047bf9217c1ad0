#!/bin/bash
set -euo pipefail

DEST="platform=iOS Simulator,name=iPhone 17,OS=26.1"
mkdir -p build/logs build/reports build/diagnostics

echo "--- :xcode: xcodebuild test (Debug, iPhone 17)"
set +e
xcodebuild test \
  -project Brindle.xcodeproj \
  -scheme Brindle \
  -configuration Debug \
  -destination "$DEST" \
  -derivedDataPath build/DerivedData \
  -resultBundlePath build/Brindle.xcresult \
  -parallel-testing-enabled YES \
  -retry-tests-on-failure -test-iterations 2 \
  2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

echo "~~~ :mag: Collecting diagnostics"
container=$(xcrun simctl get_app_container "iPhone 17" com.brindle.lists.debug data 2>/dev/null || true)
[ -n "$container" ] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" build/diagnostics/registration.jsonl || true
mkdir -p build/diagnostics/Build/Products/Debug-iphonesimulator/Brindle.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Brindle.app/Info.plist \
   build/diagnostics/Build/Products/Debug-iphonesimulator/Brindle.app/Info.plist || true

if [ "$status" -ne 0 ]; then
  echo "+++ :rotating_light: xcodebuild test failed"
  sed -n '/^Failing tests:/,/TEST FAILED/p' build/logs/xcodebuild-test.log
  exit "$status"
fi
