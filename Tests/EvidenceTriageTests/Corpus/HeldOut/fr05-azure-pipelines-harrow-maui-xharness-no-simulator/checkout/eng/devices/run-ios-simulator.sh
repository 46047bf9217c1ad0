#!/usr/bin/env bash
set -euo pipefail

APP="tests/Harrow.DeviceTests/bin/Release/net9.0-ios/iossimulator-arm64/Harrow.DeviceTests.app"
TARGET="${IOS_TARGET:-ios-simulator-64_18.0}"

dotnet xharness apple test \
  --app="$APP" \
  --targets="$TARGET" \
  --device=iPhone-XS \
  --output-directory="$BUILD_ARTIFACTSTAGINGDIRECTORY/xharness" \
  --timeout=00:30:00 \
  --launch-timeout=00:06:00 \
  -v
