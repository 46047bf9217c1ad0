#!/bin/bash
# Copies what the triage tool needs: the app's diagnostic records from every parallel-testing
# clone, the BUILT Info.plist (not Parcelpost/Info.plist, whose identifiers are
# $(PRODUCT_BUNDLE_IDENTIFIER)-relative) and any crash reports from the simulator session.
set -euo pipefail
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Parcelpost.app artifacts/crashes
: > artifacts/registration.jsonl
CLONES=~/Library/Developer/XCTestDevices
for dev in "$CLONES"/*/; do
  udid=$(basename "$dev")
  data=$(xcrun simctl --set "$CLONES" get_app_container "$udid" com.parcelpost.ios.debug data 2>/dev/null) || continue
  cat "$data/Library/Caches/diagnostics/registration.jsonl" >> artifacts/registration.jsonl
done
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Parcelpost.app/Info.plist artifacts/Build/Products/Debug-iphonesimulator/Parcelpost.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/Parcelpost-*.ips artifacts/crashes/ 2>/dev/null || true
