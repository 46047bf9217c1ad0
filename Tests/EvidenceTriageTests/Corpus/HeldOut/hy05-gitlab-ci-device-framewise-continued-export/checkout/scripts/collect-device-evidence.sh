#!/bin/bash
# Usage: collect-device-evidence.sh <udid> <outdir>
set -u
udid="$1"; out="$2"
mkdir -p "$out/Build/Products/Debug-iphoneos/Framewise.app"
sudo log collect --device-udid "$udid" --last 30m --output "$out/device.logarchive"
log show --archive "$out/device.logarchive" --style json \
  --predicate 'subsystem == "com.apple.backgroundtaskscheduler" OR (process == "dasd" AND eventMessage CONTAINS "com.framewise")' \
  > "$out/bgtasks.json"
rm -rf "$out/device.logarchive"
xcrun devicectl device copy from --device "$udid" --domain-type appDataContainer \
  --domain-identifier com.framewise.app --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$out/registration.jsonl"
xcrun devicectl device info files --device "$udid" --domain-type systemCrashLogs | awk '/Framewise-2026/ {print $1}' | while read -r f; do
  xcrun devicectl device copy from --device "$udid" --domain-type systemCrashLogs --source "$f" --destination "$out/$(basename "$f")"
done
cp build/DD/Build/Products/Debug-iphoneos/Framewise.app/Info.plist "$out/Build/Products/Debug-iphoneos/Framewise.app/Info.plist"
