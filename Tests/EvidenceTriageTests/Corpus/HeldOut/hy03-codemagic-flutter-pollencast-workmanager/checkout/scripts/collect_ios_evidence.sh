#!/bin/bash
# $1: start of the test window (UTC). Saves BackgroundTasks unified-log lines,
# the app's diagnostics records and the built Info.plist.
set -u
out=build/ios_tests/evidence
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Runner.app"
xcrun simctl spawn booted log show --style ndjson --start "$1" \
  --predicate 'subsystem == "com.apple.backgroundtaskscheduler" OR (process == "Runner" AND subsystem == "dev.fluttercommunity.workmanager")' \
  > "$out/unified-log.ndjson" || true
c=$(xcrun simctl get_app_container booted com.pollencast.app data) && \
  cp "$c/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp build/ios_dd/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist "$out/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist"
