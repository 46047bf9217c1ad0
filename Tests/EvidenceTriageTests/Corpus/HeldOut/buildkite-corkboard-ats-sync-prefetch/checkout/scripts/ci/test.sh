#!/bin/bash
set -euo pipefail
mkdir -p build/logs build/reports
echo "--- :xcode: Build & test"
set +e
xcodebuild test \
  -workspace Corkboard.xcworkspace -scheme Corkboard \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.1' \
  -resultBundlePath build/Corkboard.xcresult \
  2>&1 | tee build/logs/xcodebuild-raw.log | xcbeautify --report junit --report-path build/reports --junit-report-filename junit.xml
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "+++ :rotating_light: Test failures"
  grep -E ': error: ' build/logs/xcodebuild-raw.log || true
  sed -n '/^Failing tests:/,/^\*\* TEST FAILED \*\*/p' build/logs/xcodebuild-raw.log
  echo "--- :mag: Built Info.plist (ATS keys)"
  /usr/libexec/PlistBuddy -c "Print :NSAppTransportSecurity" \
    "$(xcodebuild -workspace Corkboard.xcworkspace -scheme Corkboard -showBuildSettings 2>/dev/null | awk '/ CODESIGNING_FOLDER_PATH /{print $3}')/Info.plist" || true
fi
exit "$status"
