#!/bin/bash
# start: remember when the test window opened.
# collect OUT: pull the app's records, the built Info.plist and the device's unified log for the window.
set -euo pipefail
case "$1" in
  start) date -u +"%Y-%m-%d %H:%M:%S" > build/.log-window-start ;;
  collect)
    out=$2; mkdir -p "$out/oslog" "$out/Build/Products/Debug-iphoneos/Moorline.app"
    xcrun devicectl device copy from --device "$LAB_DEVICE_UDID" --domain-type appDataContainer \
      --domain-identifier com.moorline.app --source Library/Caches/evidence/diagnostics.jsonl \
      --destination "$out/registration.jsonl"
    cp build/DD/Build/Products/Debug-iphoneos/Moorline.app/Info.plist "$out/Build/Products/Debug-iphoneos/Moorline.app/Info.plist"
    sudo log collect --device-udid "$LAB_DEVICE_UDID" --start "$(cat build/.log-window-start)" --output build/device.logarchive
    log show --archive build/device.logarchive --style ndjson \
      --predicate 'subsystem == "com.moorline.app" OR (process == "dasd" AND eventMessage CONTAINS "com.moorline.app") OR (process == "Moorline" AND eventMessage CONTAINS "activities")' \
      > "$out/oslog/moorline-test-window.ndjson"
    ;;
esac
