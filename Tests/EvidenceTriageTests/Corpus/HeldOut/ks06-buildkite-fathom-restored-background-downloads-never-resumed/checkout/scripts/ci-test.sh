#!/bin/bash
set -euo pipefail
echo "--- :xcode: xcodebuild test"
xcodebuild test -project Fathom.xcodeproj -scheme Fathom -destination "platform=iOS Simulator,name=iPhone 16,OS=18.2" -resultBundlePath build/Fathom.xcresult
