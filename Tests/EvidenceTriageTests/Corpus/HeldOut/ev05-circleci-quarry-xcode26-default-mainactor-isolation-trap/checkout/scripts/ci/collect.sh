#!/usr/bin/env bash
set -uo pipefail
mkdir -p artifacts/crashlogs artifacts/Build/Products/Debug-iphonesimulator/Quarry.app
APP=$(find ~/Library/Developer/Xcode/DerivedData -path '*Debug-iphonesimulator/Quarry.app' -maxdepth 6 | head -1)
plutil -convert xml1 -o artifacts/Build/Products/Debug-iphonesimulator/Quarry.app/Info.plist "$APP/Info.plist"
DATA=$(xcrun simctl get_app_container booted com.quarryapp.field data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" artifacts/registration.jsonl
cp ~/Library/Logs/DiagnosticReports/Quarry-*.ips artifacts/crashlogs/ 2>/dev/null
xcrun simctl spawn booted log show --last 30m --style ndjson --info --debug \
  --predicate 'subsystem == "com.apple.BackgroundTasks" OR subsystem == "com.quarryapp.field"' > artifacts/scheduler-log.ndjson
