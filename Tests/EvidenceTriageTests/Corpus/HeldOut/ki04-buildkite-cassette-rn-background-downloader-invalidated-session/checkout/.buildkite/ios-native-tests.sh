#!/usr/bin/env bash
set -euo pipefail
echo "--- :cocoapods: pod install"
(cd ios && bundle exec pod install)
echo "+++ :xcode: xcodebuild test (CassetteNativeTests)"
mkdir -p build/logs build/crash
set +e
xcodebuild test -workspace ios/Cassette.xcworkspace -scheme CassetteNativeTests \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' 2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
cp ~/Library/Logs/DiagnosticReports/Cassette-*.ips build/crash/ 2>/dev/null || true
exit $status
