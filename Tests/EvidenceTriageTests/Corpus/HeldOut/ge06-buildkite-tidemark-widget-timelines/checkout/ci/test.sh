#!/usr/bin/env bash
set -euo pipefail
mkdir -p build
echo "--- :xcode: Build and test"
set +e
xcodebuild test \
  -project Tidemark.xcodeproj -scheme Tidemark \
  -destination "platform=iOS Simulator,name=iPhone 17 Pro,OS=26.0" \
  -retry-tests-on-failure -test-iterations 3 \
  -resultBundlePath build/Tidemark.xcresult 2>&1 | tee build/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
echo "--- :card_file_box: Widget reload log from the app group"
container=$(xcrun simctl get_app_container booted com.tidemark.app group.com.tidemark.app)
/usr/libexec/PlistBuddy -c "Print :reload-log" "$container/Library/Preferences/group.com.tidemark.app.plist" \
  | tee build/widget-reload-log.txt || true
(cd build && zip -qry Tidemark.xcresult.zip Tidemark.xcresult)
if [[ $status -ne 0 ]]; then
  echo "+++ :x: xcodebuild test failed"
  grep -A20 "^Failing tests:" build/xcodebuild-test.log || true
fi
exit "$status"
