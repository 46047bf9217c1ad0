#!/bin/bash
# Usage: pull-device-diagnostics.sh <udid> <bundle-id> <out-dir>
set -uo pipefail
UDID="$1"; BUNDLE="$2"; OUT="$3"

# Registration records written by EvidenceRecorder in the app's Caches directory.
xcrun devicectl device copy from --device "$UDID" --domain-type appDataContainer \
  --domain-identifier "$BUNDLE" --source Library/Caches/evidence/diagnostics.jsonl \
  --destination "$OUT/registration.jsonl"

# The scheduler's view of the test window (push launches and BGTask activities).
sudo log collect --device-udid "$UDID" --last 30m --output "$OUT/device.logarchive"
log show "$OUT/device.logarchive" --style ndjson \
  --predicate "process == \"dasd\" AND eventMessage CONTAINS \"$BUNDLE\"" > "$OUT/dasd.ndjson"

# The built app's plist (settings expanded), next to the workspace root for the triage job.
mkdir -p "Build/Products/Debug-iphoneos/Heddle.app"
cp "$HOME/Library/Developer/Xcode/DerivedData/"Heddle-*/Build/Products/Debug-iphoneos/Heddle.app/Info.plist \
   "Build/Products/Debug-iphoneos/Heddle.app/Info.plist"
