#!/bin/sh
# Pull the app's registration records and the scheduler's log lines for the
# test window out of the simulator. Runs even when the test step failed.
set -u
mkdir -p build/evidence/oslog
CONTAINER=$(xcrun simctl get_app_container "$SIM_UDID" app.loiter.Loiter data) || exit 0
cp "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl || true
xcrun simctl spawn "$SIM_UDID" log show --style ndjson --last 20m \
  --predicate 'process == "Loiter" AND (subsystem == "app.loiter.Loiter" OR senderImagePath ENDSWITH "BackgroundTasks")' \
  > build/evidence/oslog/loiter-bgtasks.ndjson || true
APP=$(xcrun simctl get_app_container "$SIM_UDID" app.loiter.Loiter app)
mkdir -p build/evidence/Build/Products/Debug-xrsimulator/Loiter.app
plutil -convert xml1 -o build/evidence/Build/Products/Debug-xrsimulator/Loiter.app/Info.plist "$APP/Info.plist"
