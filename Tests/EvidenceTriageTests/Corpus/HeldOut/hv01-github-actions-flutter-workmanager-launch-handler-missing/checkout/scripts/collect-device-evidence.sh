#!/bin/bash
# Collects what the device-lab job needs for triage: the app's registration records,
# the built Info.plist and a unified-log export of the test window.
set -x
mkdir -p evidence/Build/Products/Debug-iphoneos/Runner.app
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.larkspur.reader --source Library/Caches/evidence/diagnostics.jsonl \
  --destination evidence/registration.jsonl
cp -R build/ios_dd/Build/Products/Debug-iphoneos/Runner.app/Info.plist \
  evidence/Build/Products/Debug-iphoneos/Runner.app/Info.plist
plutil -convert xml1 evidence/Build/Products/Debug-iphoneos/Runner.app/Info.plist
sudo log collect --device-udid "$DEVICE_UDID" --last 5m --output build/device.logarchive
log show build/device.logarchive --style ndjson \
  --predicate 'process == "Runner" || subsystem == "com.apple.BackgroundTasks"' > evidence/device-unified-log.ndjson
