#!/usr/bin/env bash
# Invoked over SSH by the Azure Pipelines Windows agent (see azure-pipelines.yml).
set -euo pipefail
cd "$(dirname "$0")/.."
DEST="platform=iOS Simulator,name=iPhone 15 Pro,OS=${SIM_OS:-latest}"
set -o pipefail
xcodebuild test \
  -workspace Marigold.xcworkspace \
  -scheme Marigold \
  -destination "$DEST" \
  -resultBundlePath "build/Marigold-$BUILD_BUILDID.xcresult" 2>&1 | tee "build/xcodebuild-$BUILD_BUILDID.log"
