#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build & test"
mkdir -p build/logs build/reports build/crashes
set +e
xcodebuild test -project Parcelpost.xcodeproj -scheme Parcelpost \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath build/DerivedData -resultBundlePath build/Parcelpost.xcresult \
  -parallel-testing-enabled YES -parallel-testing-worker-count 2 \
  -retry-tests-on-failure -test-iterations 3 2>&1 \
  | tee build/logs/xcodebuild-raw.log \
  | xcbeautify --report junit --report-path build/reports --junit-report-filename junit.xml
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collecting crash reports"
cp ~/Library/Logs/DiagnosticReports/Parcelpost-*.ips build/crashes/ 2>/dev/null || true
ls build/crashes
if [ "$status" -ne 0 ]; then echo "^^^ +++"; echo ":x: xcodebuild exited with $status"; fi
exit "$status"
