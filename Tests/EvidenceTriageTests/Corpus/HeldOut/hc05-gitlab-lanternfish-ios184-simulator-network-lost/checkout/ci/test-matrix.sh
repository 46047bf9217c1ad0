#!/usr/bin/env bash
# Build once, then run the same test bundle on every simulator runtime we support.
set -euo pipefail
DERIVED=build/DerivedData
xcodebuild build-for-testing -workspace Lanternfish.xcworkspace -scheme Lanternfish \
  -destination 'generic/platform=iOS Simulator' -derivedDataPath "$DERIVED" -quiet
status=0
for os in 18.2 18.4; do
  echo "=== iOS $os ==="
  xcodebuild test-without-building -workspace Lanternfish.xcworkspace -scheme Lanternfish \
    -destination "platform=iOS Simulator,name=iPhone 16,OS=$os" -derivedDataPath "$DERIVED" \
    -resultBundlePath "build/Lanternfish-$os.xcresult" || status=$?
done
exit $status
