#!/bin/bash
set -x
xcrun simctl boot 'Apple Watch Series 11 (46mm)' || true
set -o pipefail
xcodebuild test -workspace Stride.xcworkspace -scheme StrideWatch \
  -destination 'platform=watchOS Simulator,name=Apple Watch Series 11 (46mm),OS=26.1' \
  -resultBundlePath artifacts/StrideWatch.xcresult -retry-tests-on-failure -test-iterations 2 \
  | tee artifacts/xcodebuild-watch.log
status=$?
set +x; echo "^^^ +++"; [ $status -ne 0 ] && echo "+++ :x: watchOS tests failed (xcodebuild exit $status)"; set -x
mkdir -p artifacts/Build/Products/Debug-watchsimulator/StrideWatch.app
cp "$(xcodebuild -showBuildSettings -scheme StrideWatch -workspace Stride.xcworkspace 2>/dev/null | awk '/ BUILT_PRODUCTS_DIR /{print $3}')/StrideWatch.app/Info.plist" artifacts/Build/Products/Debug-watchsimulator/StrideWatch.app/Info.plist
(cd artifacts && zip -qr StrideWatch.xcresult.zip StrideWatch.xcresult)
exit $status
