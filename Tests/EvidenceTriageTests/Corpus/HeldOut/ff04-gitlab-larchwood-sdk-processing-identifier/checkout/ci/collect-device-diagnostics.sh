#!/bin/bash
# Pull the app's diagnostics records and the BackgroundTasks unified log off
# the lab device, and keep the built Info.plist next to them.
set -uo pipefail
UDID="${DEVICE_UDID:?}"
BUNDLE_ID="com.larchwood.field"

xcrun devicectl device copy from --device "$UDID" \
  --domain-type appDataContainer --domain-identifier "$BUNDLE_ID" \
  --source Library/Caches/evidence/diagnostics.jsonl --destination registration.jsonl

mkdir -p oslog
sudo log collect --device-udid "$UDID" --last 20m --output build/device.logarchive
log show build/device.logarchive --style ndjson \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.larchwood.field"' \
  > oslog/bgtasks.ndjson

mkdir -p Build/Products/Debug-iphoneos/LarchwoodField.app
plutil -convert xml1 -o Build/Products/Debug-iphoneos/LarchwoodField.app/Info.plist \
  build/DerivedData/Build/Products/Debug-iphoneos/LarchwoodField.app/Info.plist
