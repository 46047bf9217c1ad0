#!/bin/bash
# CI builds the test host unsigned: no team, no provisioning profile, so no iCloud entitlement.
# The app must degrade to local-only storage in that case (see docs/cloudkit.md).
set -euo pipefail
mkdir -p results
xcodebuild test -project Lanternfish.xcodeproj -scheme Lanternfish \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2' \
  -retry-tests-on-failure -test-iterations 3 \
  -derivedDataPath build -resultBundlePath results/Lanternfish.xcresult \
  CODE_SIGNING_ALLOWED=NO 2>&1 | xcbeautify --renderer terminal
