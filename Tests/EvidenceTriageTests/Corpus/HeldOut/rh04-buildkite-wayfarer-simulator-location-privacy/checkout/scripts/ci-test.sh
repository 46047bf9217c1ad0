#!/bin/bash
set -euo pipefail
xcodebuild test -workspace Wayfarer.xcworkspace -scheme Wayfarer \
  -destination "id=$(cat .sim-udid)" \
  -retry-tests-on-failure -test-iterations 2 2>&1 | tee xcodebuild-test.log
