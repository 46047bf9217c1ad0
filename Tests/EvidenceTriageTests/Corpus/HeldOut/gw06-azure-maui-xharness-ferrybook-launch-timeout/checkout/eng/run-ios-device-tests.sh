#!/usr/bin/env bash
set -euo pipefail
APP="tests/Ferrybook.DeviceTests/bin/Release/net9.0-ios/iossimulator-arm64/Ferrybook.DeviceTests.app"
dotnet xharness apple test \
  --app "$APP" \
  --output-directory "$BUILD_ARTIFACTSTAGINGDIRECTORY/xharness" \
  --target ios-simulator-64_18.2 \
  --timeout 00:20:00 \
  --launch-timeout 00:03:00 \
  -v
