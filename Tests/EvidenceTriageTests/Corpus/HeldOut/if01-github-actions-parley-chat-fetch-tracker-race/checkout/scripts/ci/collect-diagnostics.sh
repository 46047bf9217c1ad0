#!/bin/bash
# Copies what the app and the simulator left behind so a failed job can be triaged offline.
set -euo pipefail
OUT=build/diagnostics
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Parley.app"
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v if x["state"]=="Booted"][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.parleyapp.ios data)
cp "$DATA/Library/Caches/diagnostics/registration.jsonl" "$OUT/registration.jsonl" || echo "no registration records"
cp ~/Library/Developer/Xcode/DerivedData/Parley-*/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist \
   "$OUT/Build/Products/Debug-iphonesimulator/Parley.app/Info.plist"
find ~/Library/Logs/DiagnosticReports -name 'Parley-*.ips' -newer build/xcodebuild-test.log -o -name 'Parley-*.ips' -mmin -60 | xargs -I{} cp {} "$OUT/" || true
ls -la "$OUT"
