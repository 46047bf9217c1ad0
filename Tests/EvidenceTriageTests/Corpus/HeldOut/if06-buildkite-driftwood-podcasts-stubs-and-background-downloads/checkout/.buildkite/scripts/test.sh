#!/bin/bash
set -euo pipefail

echo "--- :package: Resolving packages"
xcodebuild -resolvePackageDependencies -project Driftwood.xcodeproj -scheme Driftwood

echo "--- :xcode: Testing"
mkdir -p build/logs build/crashes
set +e
xcodebuild test -project Driftwood.xcodeproj -scheme Driftwood \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.6' \
  -only-testing:DriftwoodTests \
  -resultBundlePath build/Driftwood.xcresult 2>&1 | tee build/logs/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
cp ~/Library/Logs/DiagnosticReports/Driftwood-*.ips build/crashes/ 2>/dev/null || true

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  echo "+++ :rotating_light: xcodebuild test failed ($status)"
  exit $status
fi
