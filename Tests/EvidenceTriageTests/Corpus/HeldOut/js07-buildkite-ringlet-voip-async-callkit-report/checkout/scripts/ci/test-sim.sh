#!/bin/bash
set -euo pipefail
mkdir -p artifacts
xcodebuild test -workspace Ringlet.xcworkspace -scheme Ringlet -testPlan Simulator \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" \
  -resultBundlePath artifacts/RingletTests.xcresult || status=$?
xcresultparser -o junit artifacts/RingletTests.xcresult > artifacts/junit-sim.xml
exit ${status:-0}
