#!/bin/sh
set -e
# Keep the evidence the triage tool reads next to the result bundle.
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  mkdir -p "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Murmur.app"
  SIM_ID=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  DATA=$(xcrun simctl get_app_container "$SIM_ID" com.murmur.app data)
  cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$CI_WORKSPACE/evidence/registration.jsonl" || true
  cp "$DATA/Library/Logs/murmur-persistent.log" "$CI_WORKSPACE/evidence/murmur-persistent.log" || true
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Murmur.app/Info.plist" \
     "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Murmur.app/Info.plist"
fi
