#!/bin/bash
set -uo pipefail
mkdir -p evidence/crashes evidence/Build/Products/Debug-iphoneos/Runner.app
xcrun devicectl device copy from --device "$DEVICE_UDID" --domain-type appDataContainer \
  --domain-identifier com.pollenpath.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination evidence/registration.jsonl
idevicecrashreport -u "$DEVICE_UDID" -e -f Runner evidence/crashes
cp build/dd/Build/Products/Debug-iphoneos/Runner.app/Info.plist evidence/Build/Products/Debug-iphoneos/Runner.app/
