#!/bin/bash
set -euo pipefail
kind="$1"
plan=Reelhouse-Unit; [ "$kind" = ui ] && plan=Reelhouse-UI
echo "--- :xcode: xcodebuild test ($plan)"
mkdir -p artifacts
status=0
xcodebuild test -workspace Reelhouse.xcworkspace -scheme Reelhouse -testPlan "$plan" \
  -destination 'platform=iOS Simulator,name=iPhone 17,OS=26.1' \
  -derivedDataPath DerivedData -resultBundlePath "artifacts/$plan.xcresult" || status=$?
echo "--- :mag: Collect evidence"
scripts/collect-evidence.sh "$kind"
if [ $status -ne 0 ]; then
  echo "^^^ +++"
  echo "xcodebuild exited with $status"
fi
exit $status
