#!/usr/bin/env bash
set -uo pipefail
mkdir -p build/evidence
idevicesyslog -u "$DEVICE_UDID" -p Runner > build/evidence/device-syslog.txt 2>&1 &
syslog_pid=$!
xcodebuild test -workspace ios/Runner.xcworkspace -scheme Runner -configuration Debug \
  -destination "id=$DEVICE_UDID" -only-testing:RunnerTests \
  -resultBundlePath build/RunnerTests.xcresult 2>&1 | tee build/xcodebuild-runnertests.log
status=${PIPESTATUS[0]}
kill "$syslog_pid" || true
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.gustmeter.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/evidence/registration.jsonl || true
mkdir -p build/evidence/Build/Products/Debug-iphoneos/Runner.app
cp build/ios/Debug-iphoneos/Runner.app/Info.plist build/evidence/Build/Products/Debug-iphoneos/Runner.app/
exit "$status"
