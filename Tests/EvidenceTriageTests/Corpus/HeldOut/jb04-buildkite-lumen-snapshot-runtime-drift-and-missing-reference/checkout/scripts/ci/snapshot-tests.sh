#!/bin/bash
set -euo pipefail
echo "~~~ :iphone: Simulator runtimes on this agent"
xcrun simctl list runtimes | grep iOS
echo "+++ :xcode: Snapshot tests"
export TEST_RUNNER_SNAPSHOT_ARTIFACTS="$PWD/build/snapshot-failures"
set -o pipefail
xcodebuild test -workspace Lumen.xcworkspace -scheme Lumen -only-testing:LumenTests/ProfileHeaderSnapshotTests \
  -only-testing:LumenTests/ReceiptCellSnapshotTests -only-testing:LumenTests/OnboardingSnapshotTests \
  -only-testing:LumenTests/ExpenseTotalsTests \
  -destination "platform=iOS Simulator,name=iPhone 17" -resultBundlePath build/Lumen-snapshots.xcresult \
  | xcbeautify --report junit --report-path build --junit-report-filename junit.xml
