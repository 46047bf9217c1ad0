#!/bin/bash
# Copies what the tests left behind into build/evidence for upload.
set -u
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/iosApp.app
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.tallyfern.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl || true
cp ~/Library/Developer/Xcode/DerivedData/iosApp-*/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/iosApp.app/Info.plist || true
cp ~/Library/Logs/DiagnosticReports/iosApp_*.crash build/evidence/ 2>/dev/null || true
cp build/xcodebuild-test.log build/evidence/ || true
