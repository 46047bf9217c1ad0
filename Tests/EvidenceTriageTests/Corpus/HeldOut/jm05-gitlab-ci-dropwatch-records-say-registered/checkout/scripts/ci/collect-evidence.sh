#!/bin/bash
# Triage evidence for the ios-tests job: app records, simulator log, built plist.
set -x
OUT=build/evidence
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Dropwatch.app"
UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/iPhone 17/ {print $2; exit}')
DATA=$(xcrun simctl get_app_container "$UDID" com.tallow.dropwatch data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$OUT/registration.jsonl"
xcrun simctl spawn "$UDID" log show --last 20m --style json --info \
  --predicate 'process == "Dropwatch" AND (subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.tallow.dropwatch")' \
  > "$OUT/simulator-log.json"
cp build/dd/Build/Products/Debug-iphonesimulator/Dropwatch.app/Info.plist \
   "$OUT/Build/Products/Debug-iphonesimulator/Dropwatch.app/Info.plist"
