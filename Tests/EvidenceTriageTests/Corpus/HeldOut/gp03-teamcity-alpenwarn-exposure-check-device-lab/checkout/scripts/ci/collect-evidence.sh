#!/bin/bash
# TeamCity step 2 (always): pull the recorder file and the scheduler's unified-log lines.
set -uo pipefail
DEVICE_ID="${LAB_DEVICE_UDID:?}"
xcrun devicectl device copy from --device "${DEVICE_ID}" --domain-type appGroupDataContainer \
  --domain-identifier group.ch.alpenwarn --source evidence/diagnostics.jsonl \
  --destination artifacts/registration.jsonl
sudo log collect --device-udid "${DEVICE_ID}" --start "${BUILD_START_UTC}" --output artifacts/device.logarchive
log show --archive artifacts/device.logarchive --style ndjson \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR (process == "dasd" AND eventMessage CONTAINS "ch.alpenwarn.app")' \
  > artifacts/unified-log.ndjson
cp "${BUILT_PRODUCTS_DIR}/Alpenwarn.app/Info.plist" artifacts/Build/Products/Debug-iphoneos/Alpenwarn.app/Info.plist
