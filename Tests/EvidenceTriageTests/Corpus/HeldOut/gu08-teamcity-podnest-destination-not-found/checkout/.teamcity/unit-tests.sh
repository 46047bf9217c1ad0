#!/bin/bash
# TeamCity step "Unit tests": the episode-download suite exercises the background
# URLSession transfer manager, so it needs a real iOS Simulator runtime.
set -o pipefail
xcodebuild test -workspace Podnest.xcworkspace -scheme Podnest \
  -destination 'platform=iOS Simulator,OS=26.0,name=iPhone 16' \
  -resultBundlePath build/Podnest.xcresult | tee build/xcodebuild-test.log
