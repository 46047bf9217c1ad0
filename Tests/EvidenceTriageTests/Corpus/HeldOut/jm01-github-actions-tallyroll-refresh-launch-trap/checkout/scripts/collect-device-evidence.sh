#!/bin/zsh
# Pulls what the device-smoke job needs for triage: the unified log for the
# test window (ndjson), the app's registration records, crash reports and the
# built app's Info.plist.
set -u
UDID="$1"; START="$2"; OUT="$3"
mkdir -p "$OUT"

sudo log collect --device-udid "$UDID" --start "$START" --output "$OUT/device.logarchive"
log show --archive "$OUT/device.logarchive" --style ndjson --info \
  --predicate 'process == "Tallyroll" OR process == "dasd" OR subsystem == "com.apple.BackgroundTasks"' \
  > "$OUT/unified-log.ndjson"
rm -rf "$OUT/device.logarchive"

xcrun devicectl device copy from --device "$UDID" \
  --domain-type appDataContainer --domain-identifier com.harborlight.tallyroll \
  --source Library/Caches/evidence/diagnostics.jsonl --destination "$OUT/registration.jsonl"

xcrun devicectl device info files --device "$UDID" --domain-type systemCrashLogs \
  | grep -E 'Tallyroll-.*\.ips' | awk '{print $1}' | while read -r ips; do
    xcrun devicectl device copy from --device "$UDID" --domain-type systemCrashLogs \
      --source "$ips" --destination "$OUT/$(basename "$ips")"
  done

mkdir -p "$OUT/Build/Products/Debug-iphoneos/Tallyroll.app"
cp build/dd/Build/Products/Debug-iphoneos/Tallyroll.app/Info.plist \
   "$OUT/Build/Products/Debug-iphoneos/Tallyroll.app/Info.plist"
