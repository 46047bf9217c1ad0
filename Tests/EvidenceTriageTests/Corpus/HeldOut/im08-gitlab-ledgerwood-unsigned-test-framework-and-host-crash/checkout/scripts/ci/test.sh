#!/bin/bash
set -o pipefail
mkdir -p build/artifacts
xcodebuild test \
  -workspace Ledgerwood.xcworkspace -scheme Ledgerwood-CI \
  -destination "platform=iOS Simulator,name=iPhone 16,OS=18.6" \
  -resultBundlePath build/Ledgerwood.xcresult 2>&1 | tee build/artifacts/xcodebuild.log
status=$?
echo "Crash reports written during the run:"
find ~/Library/Logs/DiagnosticReports -name 'Ledgerwood*.ips' -newer build/artifacts/.started 2>/dev/null || true
exit $status
