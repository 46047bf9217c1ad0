#!/usr/bin/env bash
set -euo pipefail
mkdir -p build/auth
cd Packages/HearthmarkAuth
set -o pipefail
xcodebuild test \
  -scheme HearthmarkAuth \
  -destination "platform=iOS Simulator,name=iPhone 16,OS=18.0" \
  -derivedDataPath ../../build/auth/DerivedData \
  2>&1 | tee ../../build/auth/xcodebuild-test.log \
  | xcbeautify --disable-colored-output --report junit --report-path ../../build/auth
