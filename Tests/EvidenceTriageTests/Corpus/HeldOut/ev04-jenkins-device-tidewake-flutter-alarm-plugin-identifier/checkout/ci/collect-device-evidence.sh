#!/usr/bin/env bash
set -uo pipefail
mkdir -p evidence/Build/Products/Debug-iphoneos/Runner.app
plutil -convert xml1 -o evidence/Build/Products/Debug-iphoneos/Runner.app/Info.plist build/ios/iphoneos/Runner.app/Info.plist
sudo log collect --device-udid "$DEVICE_UDID" --last 20m --output evidence/device.logarchive
log show --archive evidence/device.logarchive --style ndjson --info --debug \
  --predicate 'process == "Runner" AND (subsystem == "com.apple.BackgroundTasks" OR eventMessage CONTAINS "SwiftAlarmPlugin")' \
  > evidence/device-bgtasks.ndjson
rm -rf evidence/device.logarchive
