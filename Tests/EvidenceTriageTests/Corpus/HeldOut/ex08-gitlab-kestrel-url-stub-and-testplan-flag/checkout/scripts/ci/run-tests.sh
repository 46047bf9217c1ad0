#!/usr/bin/env bash
# Runs the unit test plan, then the UI smoke plan; fails if either failed.
set -uo pipefail
DEST='platform=iOS Simulator,name=iPhone 15,OS=17.5'
mkdir -p build
status=0

xcodegen generate --quiet

xcodebuild test -project Kestrel.xcodeproj -scheme Kestrel -testPlan UnitTests \
  -destination "$DEST" -resultBundlePath build/UnitTests.xcresult | tee build/unit-tests.log || status=1

xcodebuild test -project Kestrel.xcodeproj -scheme KestrelUITests -testPlan Smoke \
  -destination "$DEST" -resultBundlePath build/Smoke.xcresult | tee build/ui-smoke.log || status=1

exit $status
