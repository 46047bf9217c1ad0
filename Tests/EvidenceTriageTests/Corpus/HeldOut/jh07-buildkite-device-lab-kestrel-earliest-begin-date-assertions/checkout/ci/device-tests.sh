#!/usr/bin/env bash
set -euo pipefail
UDID="${DEVICE_LAB_UDID:?set by the device-lab agent hook}"
echo "--- :iphone: Install on ${DEVICE_LAB_NAME} · iOS 26.1"
xcrun devicectl device install app --device "$UDID" build/Debug-iphoneos/Kestrel.app
xcrun devicectl device info details --device "$UDID" | grep -E 'locale|batteryState|isUSBPowered'
echo "--- :xcode: Device tests"
status=0
xcodebuild test-without-building -xctestrun build/Kestrel_DeviceLab_iphoneos26.1-arm64.xctestrun \
  -destination id="$UDID" -resultBundlePath build/DeviceLab.xcresult -test-timeouts-enabled NO \
  | tee build/xcodebuild-device.log || status=$?
echo "--- :card_file_box: Collect device evidence"
xcrun devicectl device copy from --device "$UDID" --domain-type appDataContainer \
  --domain-identifier com.kestrelbudget.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/registration.jsonl
log collect --device-udid "$UDID" --start "$(date -u -v-2H '+%Y-%m-%d %H:00:00')" --output build/device.logarchive
log show --archive build/device.logarchive --style ndjson --info \
  --predicate '(process == "dasd" AND eventMessage CONTAINS "kestrelbudget") OR (process == "Kestrel" AND subsystem == "com.apple.BackgroundTasks")' \
  > build/unified-log.ndjson
mkdir -p build/Build/Products/Debug-iphoneos/Kestrel.app
plutil -convert xml1 -o build/Build/Products/Debug-iphoneos/Kestrel.app/Info.plist build/Debug-iphoneos/Kestrel.app/Info.plist
exit "$status"
