#!/bin/bash
# Pull what the app and the device left behind for `evidence collect`.
set -euo pipefail
mkdir -p artifacts/evidence/oslog
xcrun devicectl device copy from --device "$DEVICELAB_UDID" \
  --domain-type appDataContainer --domain-identifier com.fieldkit.servicetech \
  --source Library/Caches/evidence/diagnostics.jsonl \
  --destination artifacts/evidence/registration.jsonl
mkdir -p artifacts/evidence/Build/Products/Debug-iphoneos/Fieldkit.app
cp DerivedData/Build/Products/Debug-iphoneos/Fieldkit.app/Info.plist \
  artifacts/evidence/Build/Products/Debug-iphoneos/Fieldkit.app/Info.plist
xcrun devicectl device info files --device "$DEVICELAB_UDID" --domain-type systemCrashLogs \
  | awk '/Fieldkit-.*\.ips/ {print $NF}' | while read -r f; do
    xcrun devicectl device copy from --device "$DEVICELAB_UDID" --domain-type systemCrashLogs \
      --source "$f" --destination artifacts/evidence/
  done
sudo log collect --device-udid "$DEVICELAB_UDID" --start "$TEST_WINDOW_START" --output artifacts/device.logarchive
log show --archive artifacts/device.logarchive --style ndjson \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.fieldkit.servicetech"' \
  > artifacts/evidence/oslog/bgtasks-test-window.ndjson
