#!/bin/sh
# Collect what the test action leaves behind for triage.
set -x
if [ "$CI_XCODEBUILD_ACTION" = "test-without-building" ]; then
  mkdir -p "$CI_WORKSPACE/evidence"
  DEVICE=$(xcrun simctl list devices booted -j | /usr/bin/python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
  DATA=$(xcrun simctl get_app_container "$DEVICE" com.inkberry.journal data)
  cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" "$CI_WORKSPACE/evidence/registration.jsonl"
  cp ~/Library/Logs/DiagnosticReports/Inkberry-*.ips "$CI_WORKSPACE/evidence/" 2>/dev/null
  mkdir -p "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Inkberry.app"
  cp "$CI_DERIVED_DATA_PATH/Build/Products/Debug-iphonesimulator/Inkberry.app/Info.plist" \
     "$CI_WORKSPACE/evidence/Build/Products/Debug-iphonesimulator/Inkberry.app/Info.plist"
fi
