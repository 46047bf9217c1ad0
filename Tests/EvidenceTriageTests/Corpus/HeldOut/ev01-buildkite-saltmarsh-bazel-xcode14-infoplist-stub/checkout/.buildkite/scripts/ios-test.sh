#!/usr/bin/env bash
set -euo pipefail

echo "--- :bazel: Generating Xcode project"
bazel run //:SaltmarshXcodeproj --config=ci

echo "--- :xcode: xcodebuild test (${SIM_DEVICE}, iOS ${SIM_OS})"
xcodebuild -version
mkdir -p build/artifacts
set +e
xcodebuild test \
  -project Saltmarsh.xcodeproj \
  -scheme Saltmarsh \
  -destination "platform=iOS Simulator,name=${SIM_DEVICE},OS=${SIM_OS}" \
  -derivedDataPath build/DerivedData \
  -resultBundlePath build/artifacts/Saltmarsh.xcresult 2>&1 | tee build/artifacts/xcodebuild-test.log
status=${PIPESTATUS[0]}
set -e

echo "~~~ Collecting evidence"
APP="build/DerivedData/Build/Products/Debug-iphonesimulator/Saltmarsh.app"
mkdir -p build/artifacts/Build/Products/Debug-iphonesimulator/Saltmarsh.app
plutil -convert xml1 -o build/artifacts/Build/Products/Debug-iphonesimulator/Saltmarsh.app/Info.plist "$APP/Info.plist"
UDID=$(xcrun simctl list devices booted -j | jq -r '.devices[][] | select(.state=="Booted") | .udid' | head -1)
DATA=$(xcrun simctl get_app_container "$UDID" com.saltmarsh.tides data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/artifacts/registration.jsonl || true
xcrun simctl spawn "$UDID" log show --last 20m --style ndjson --info --debug \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.saltmarsh.tides"' > build/artifacts/scheduler-log.ndjson || true

if [[ $status -ne 0 ]]; then
  echo "+++ :x: xcodebuild test exited with $status"
  exit $status
fi
