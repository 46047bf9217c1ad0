#!/usr/bin/env bash
set -uo pipefail
APP=.build/DerivedData/Build/Products/Debug-iphonesimulator/Fernhill.app
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Fernhill.app
plutil -convert xml1 -o artifacts/Build/Products/Debug-iphonesimulator/Fernhill.app/Info.plist "$APP/Info.plist"
UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/Booted/ {print $2; exit}')
DATA=$(xcrun simctl get_app_container "$UDID" com.fernhill.garden data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
xcrun simctl spawn "$UDID" log show --last 30m --style ndjson --info --debug \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.fernhill.garden"' > artifacts/bgtasks.ndjson
