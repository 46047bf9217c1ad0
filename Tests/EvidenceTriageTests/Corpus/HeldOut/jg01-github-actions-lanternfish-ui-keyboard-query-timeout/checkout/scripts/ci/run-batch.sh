#!/bin/bash
set -euo pipefail
BATCH="$1"
ONLY=$(cat "scripts/ci/batches/${BATCH}.txt" | sed 's/^/-only-testing:/' | tr '\n' ' ')
set -o pipefail
# shellcheck disable=SC2086
xcodebuild test \
  -project Lanternfish.xcodeproj \
  -scheme Lanternfish-CI \
  -destination "platform=iOS Simulator,id=${SIM_UDID}" \
  -resultBundlePath "build/${BATCH}.xcresult" \
  -retry-tests-on-failure -test-iterations 2 \
  $ONLY 2>&1 | tee "build/${BATCH}-xcodebuild.log"
