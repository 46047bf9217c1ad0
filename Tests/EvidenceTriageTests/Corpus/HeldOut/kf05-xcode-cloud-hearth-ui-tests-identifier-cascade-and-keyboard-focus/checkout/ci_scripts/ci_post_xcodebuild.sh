#!/bin/sh
# Keeps what the background-task triage needs after the UI test action.
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
OUT="$CI_DERIVED_DATA_PATH/../evidence"
mkdir -p "$OUT/Build/Products/Debug-iphonesimulator/Hearth.app"
UDID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$UDID" com.hearth.app data)
cp "$DATA/Library/Caches/TaskRecords/records.jsonl" "$OUT/registration.jsonl"
xcrun simctl spawn "$UDID" log show --style ndjson --last 30m --predicate 'subsystem == "com.hearth.app"' > "$OUT/hearth-unified-log.ndjson"
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Hearth.app/Info.plist" \
   "$OUT/Build/Products/Debug-iphonesimulator/Hearth.app/Info.plist"
