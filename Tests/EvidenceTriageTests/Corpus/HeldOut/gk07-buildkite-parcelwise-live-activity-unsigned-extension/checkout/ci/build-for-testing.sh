#!/bin/bash
set -euo pipefail

# Simulator-only CI build. Signing is switched off: simulator builds do not need a team,
# and the agents have no signing identities (see #341).
xcodebuild build-for-testing \
  -workspace Parcelwise.xcworkspace \
  -scheme Parcelwise \
  -destination "platform=iOS Simulator,name=iPhone 15 Pro,OS=17.2" \
  -derivedDataPath build/DerivedData \
  CODE_SIGNING_ALLOWED=NO \
  CODE_SIGNING_REQUIRED=NO \
  | tee build/build-for-testing.log | xcbeautify --quiet
