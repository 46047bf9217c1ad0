#!/bin/bash
set -euo pipefail

echo "--- :git: Changed files"
git diff --stat origin/main...HEAD

echo "--- :xcode: xcodebuild test"
set +e
xcodebuild test \
  -project Fernhill.xcodeproj -scheme Fernhill \
  -destination "platform=iOS Simulator,name=iPhone 16e,OS=18.6" \
  -resultBundlePath build/Fernhill.xcresult 2>&1 | tee build/xcodebuild.log
status=${PIPESTATUS[0]}
set -e

echo "--- :package: Collect diagnostics"
scripts/ci/collect.sh || true

if [[ $status -ne 0 ]]; then
  echo "^^^ +++"
  echo "+++ :x: xcodebuild test failed ($status)"
  exit $status
fi
