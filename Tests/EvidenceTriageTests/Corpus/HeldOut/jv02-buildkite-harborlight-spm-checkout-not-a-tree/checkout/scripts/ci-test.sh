#!/bin/bash
set -euo pipefail
echo "--- :xcode: Environment"
xcodebuild -version
sw_vers -productVersion
echo "SwiftPM cache: $HOME/Library/Caches/org.swift.swiftpm (shared by all pipelines on this agent)"

echo "--- :swift: Resolving package dependencies"
# Resolution is pinned to Package.resolved; the agent's global SwiftPM cache is reused to save ~4 min per build.
xcodebuild -resolvePackageDependencies -project Harborlight.xcodeproj -scheme Harborlight \
  -scmProvider system -disableAutomaticPackageResolution -derivedDataPath "$PWD/.derived"

echo "--- :test_tube: Unit and UI tests"
xcodebuild test -project Harborlight.xcodeproj -scheme Harborlight -testPlan CI \
  -destination "platform=iOS Simulator,name=iPhone 17,OS=26.1" -derivedDataPath "$PWD/.derived" \
  -resultBundlePath build/Harborlight.xcresult 2>&1 | tee logs/xcodebuild-test.log | xcbeautify
