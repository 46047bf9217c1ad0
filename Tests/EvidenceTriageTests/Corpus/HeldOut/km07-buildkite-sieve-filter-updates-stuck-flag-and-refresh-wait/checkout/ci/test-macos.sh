#!/bin/bash
set -euo pipefail
echo "--- :xcode: Build and test Sieve (macOS)"
xcodebuild test -project Sieve.xcodeproj -scheme Sieve -destination 'platform=macOS,arch=arm64' \
  -derivedDataPath DerivedData -resultBundlePath artifacts/macos/Sieve.xcresult || status=$?
echo "--- :rotating_light: Crash reports"
cp ~/Library/Logs/DiagnosticReports/Sieve-*.ips artifacts/macos/ 2>/dev/null || echo "no crash reports"
exit ${status:-0}
