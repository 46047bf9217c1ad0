#!/bin/bash
# Copies what the simulator run left behind into evidence/.
set -euo pipefail
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Glucolog.app evidence/oslog
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
CONTAINER=$(xcrun simctl get_app_container "$UDID" com.harbisonlabs.glucolog data)
cp "$CONTAINER/Library/Caches/Diagnostics/registration.jsonl" evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Glucolog.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/Glucolog.app/Info.plist
xcrun simctl spawn "$UDID" log show --style ndjson --start "$TEST_WINDOW_START" --predicate 'subsystem == "com.harbisonlabs.glucolog"' > evidence/oslog/glucolog-test-window.ndjson
