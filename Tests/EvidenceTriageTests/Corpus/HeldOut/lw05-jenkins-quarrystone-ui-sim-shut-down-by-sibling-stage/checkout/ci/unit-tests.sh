#!/bin/bash
set -euo pipefail
xcodebuild test-without-building \
  -xctestrun build/DerivedData/Build/Products/Quarrystone_iphonesimulator18.1-arm64.xctestrun \
  -only-testing:QuarrystoneTests \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' \
  -resultBundlePath build/unit.xcresult
