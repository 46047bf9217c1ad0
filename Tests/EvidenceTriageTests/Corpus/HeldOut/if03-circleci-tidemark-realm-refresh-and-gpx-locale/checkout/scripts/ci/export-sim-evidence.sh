#!/bin/bash
# Unified log of the test window, the app's registration records and the built plist.
set -uo pipefail
OUT=${1:-artifacts/evidence}
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Tidemark.app"
UDID=$(xcrun simctl list devices booted | awk -F'[()]' '/iPhone 17/ {print $2; exit}')
xcrun simctl spawn "$UDID" log show --style ndjson --last 30m \
  --predicate 'subsystem == "com.tidemark.app" OR (process == "dasd" AND eventMessage CONTAINS "com.tidemark")' \
  > "$OUT/unified-log.ndjson"
DATA=$(xcrun simctl get_app_container "$UDID" com.tidemark.app data)
cp "$DATA/Library/Application Support/diagnostics/registration.jsonl" "$OUT/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Tidemark-*/Build/Products/Debug-iphonesimulator/Tidemark.app/Info.plist \
   "$OUT/Build/Products/Debug-iphonesimulator/Tidemark.app/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Tidemark-*.ips "$OUT/" 2>/dev/null || true
