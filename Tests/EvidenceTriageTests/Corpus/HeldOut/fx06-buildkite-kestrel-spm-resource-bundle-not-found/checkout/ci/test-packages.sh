#!/bin/bash
set -euo pipefail
DEST="platform=iOS Simulator,name=iPhone 16,OS=18.4"
mkdir -p build/logs
for pkg in KestrelUI ReceiptsFeature; do
  echo "--- :xcode: Testing $pkg"
  (cd "Packages/$pkg" && xcodebuild test -scheme "$pkg" -destination "$DEST" \
     -derivedDataPath ../../build/DerivedData -resultBundlePath "../../build/$pkg.xcresult" 2>&1 \
     | tee "../../build/logs/$pkg-raw.log" | xcbeautify --renderer terminal)
done
