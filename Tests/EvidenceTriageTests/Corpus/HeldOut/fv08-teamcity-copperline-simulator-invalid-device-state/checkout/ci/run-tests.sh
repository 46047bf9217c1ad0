#!/bin/bash
set -euo pipefail
set -o pipefail
xcodebuild test \
  -workspace Copperline.xcworkspace \
  -scheme Copperline \
  -destination "id=${SIM_UDID}" \
  -resultBundlePath build/Copperline.xcresult \
  | tee build/xcodebuild-test.log
