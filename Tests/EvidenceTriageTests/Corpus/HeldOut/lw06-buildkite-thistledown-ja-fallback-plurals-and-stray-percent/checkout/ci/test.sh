#!/bin/bash
set -euo pipefail
LANG_CODE="$1"; REGION="$2"
echo "--- :xcode: Building and testing (${LANG_CODE}-${REGION})"
set -o pipefail
xcodebuild test \
  -project Thistledown.xcodeproj \
  -scheme Thistledown \
  -destination 'platform=iOS Simulator,name=iPhone 16,OS=18.2' \
  -testLanguage "$LANG_CODE" -testRegion "$REGION" \
  -resultBundlePath "build/${LANG_CODE}-${REGION}.xcresult"
