#!/bin/sh
set -x
[ "$CI_XCODEBUILD_ACTION" = "test-without-building" ] || exit 0
SIM=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys;d=json.load(sys.stdin)["devices"];print([x["udid"] for v in d.values() for x in v][0])')
DATA=$(xcrun simctl get_app_container "$SIM" com.stridekeep.app data)
mkdir -p "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/Stridekeep.app"
cp "$DATA/Library/Caches/Diagnostics/registration.jsonl" "$CI_DERIVED_DATA_PATH/../evidence/registration.jsonl"
cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Stridekeep.app/Info.plist" "$CI_DERIVED_DATA_PATH/../evidence/Build/Products/Debug-iphonesimulator/Stridekeep.app/Info.plist"
