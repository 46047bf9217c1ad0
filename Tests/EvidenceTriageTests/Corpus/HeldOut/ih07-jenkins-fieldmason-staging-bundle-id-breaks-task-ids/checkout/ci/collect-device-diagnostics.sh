#!/bin/bash
# usage: collect-device-diagnostics.sh <udid> <bundle-id>
set -euo pipefail
udid="$1"; bundle="$2"
mkdir -p build/diagnostics
echo "collecting unified log from 2023-03-14 09:14:00 for process Fieldmason" >/dev/null
sudo log collect --device-udid "$udid" --start "$(cat build/.test-start)" --output build/diagnostics/device.logarchive
log show build/diagnostics/device.logarchive --style ndjson \
  --predicate 'process == "Fieldmason" AND (subsystem BEGINSWITH "com.fieldmason" OR subsystem == "com.apple.BackgroundTasks")' \
  > build/diagnostics/device-log.ndjson
echo "wrote build/diagnostics/device-log.ndjson ($(wc -l < build/diagnostics/device-log.ndjson | tr -d ' ') entries)"
# The app writes evidence.diagnostic/v1 records to its container; pull them off the device.
xcrun devicectl device copy from --device "$udid" --domain-type appDataContainer --domain-identifier "$bundle" \
  --source Library/Caches/diagnostics/registration.jsonl --destination build/diagnostics/registration.jsonl
echo "copied registration records -> build/diagnostics/registration.jsonl"
mkdir -p build/diagnostics/Build/Products/Staging-iphoneos/Fieldmason.app
plutil -convert xml1 -o build/diagnostics/Build/Products/Staging-iphoneos/Fieldmason.app/Info.plist \
  build/DerivedData/Build/Products/Staging-iphoneos/Fieldmason.app/Info.plist
echo "copied Build/Products/Staging-iphoneos/Fieldmason.app/Info.plist"
