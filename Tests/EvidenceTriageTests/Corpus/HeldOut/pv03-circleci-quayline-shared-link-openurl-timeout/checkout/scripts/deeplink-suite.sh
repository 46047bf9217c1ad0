#!/usr/bin/env bash
# Runs the shared-link UI suite: the link is opened on the booted simulator first,
# then the suite attaches to the app that the link launched.
set -uo pipefail

DEVICE="iPhone 15"
URL="https://quayline.app/s/KRK-0915"

xcrun simctl boot "$DEVICE" || true
xcrun simctl bootstatus "$DEVICE" -b > /dev/null

xcrun simctl install booted build/Build/Products/Debug-iphonesimulator/Quayline.app
xcrun simctl openurl booted "$URL"
echo "openurl exit status: $?"

xcodebuild test-without-building \
  -xctestrun build/Build/Products/Quayline_CI_iphonesimulator18.5-arm64.xctestrun \
  -destination "platform=iOS Simulator,name=$DEVICE,OS=18.5" \
  -only-testing:QuaylineUITests/SharedLinkUITests | xcbeautify
