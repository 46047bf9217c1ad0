#!/bin/bash
# Copies what the triage tool needs out of the simulator and DerivedData.
set -euo pipefail
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Brindle.app
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.brindlebudget.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp DerivedData/Build/Products/Debug-iphonesimulator/Brindle.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Brindle.app/Info.plist
