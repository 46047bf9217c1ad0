#!/bin/bash
set -euo pipefail
platform="${1:?platform}"
case "$platform" in
  ios)   destination="generic/platform=iOS Simulator" ;;
  macos) destination="platform=macOS,arch=arm64" ;;
  *) echo "unknown platform $platform"; exit 64 ;;
esac
echo "--- :swift: Resolving packages"
xcodebuild -resolvePackageDependencies -scheme Lookout-Package
echo "+++ :xcode: xcodebuild build-for-testing ($platform)"
set -o pipefail
xcodebuild build-for-testing -scheme Lookout-Package -destination "$destination" \
  -derivedDataPath .build/xcode -resultBundlePath ".build/results/build-$platform.xcresult" \
  | tee ".build/xcodebuild-build-$platform.log"
