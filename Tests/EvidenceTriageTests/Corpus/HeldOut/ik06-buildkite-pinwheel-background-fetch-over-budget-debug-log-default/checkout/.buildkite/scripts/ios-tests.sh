#!/bin/bash
set -euo pipefail
echo "--- :swift: Resolve packages"
xcodebuild -resolvePackageDependencies -project Pinwheel.xcodeproj -scheme Pinwheel
echo "+++ :xcode: Test"
mkdir -p artifacts
set +e
xcodebuild test -project Pinwheel.xcodeproj -scheme Pinwheel -testPlan CI \
  -destination "platform=iOS Simulator,name=iPhone 17 Pro,OS=26.1" \
  -retry-tests-on-failure -test-iterations 2 \
  -resultBundlePath artifacts/Pinwheel.xcresult 2>&1 | tee artifacts/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :mag: Collect crash reports and evidence"
cp ~/Library/Logs/DiagnosticReports/Pinwheel-*.ips artifacts/ 2>/dev/null || true
.buildkite/scripts/collect-evidence.sh artifacts
exit $status
