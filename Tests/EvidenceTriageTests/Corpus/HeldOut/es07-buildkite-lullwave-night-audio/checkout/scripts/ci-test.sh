#!/bin/bash
set -euo pipefail
mkdir -p build/artifacts
DEST="platform=iOS Simulator,name=iPhone 16 Pro,OS=18.2"
set +e
xcodebuild test -project Lullwave.xcodeproj -scheme Lullwave -destination "$DEST" \
  -resultBundlePath build/Lullwave.xcresult | tee build/artifacts/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e
UDID=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; print([d["udid"] for r in json.load(sys.stdin)["devices"].values() for d in r][0])')
xcrun simctl spawn "$UDID" log show --last 20m --style syslog --predicate 'subsystem == "com.lullwave.app" OR (process == "Lullwave" AND sender == "AudioToolbox")' > build/artifacts/simulator-lullwave.log || true
APP=$(find ~/Library/Developer/Xcode/DerivedData -path '*Debug-iphonesimulator/Lullwave.app' -maxdepth 6 | head -1)
mkdir -p build/artifacts/Build/Products/Debug-iphonesimulator/Lullwave.app
plutil -convert xml1 -o build/artifacts/Build/Products/Debug-iphonesimulator/Lullwave.app/Info.plist "$APP/Info.plist"
exit $status
