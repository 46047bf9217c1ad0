#!/bin/bash
# Runs unit + UI tests on the Simulator and keeps what triage needs.
set -o pipefail
DEST="platform=iOS Simulator,name=iPhone 17,OS=26.1"
mkdir -p build/evidence
xcodebuild test -project Harborlight.xcodeproj -scheme Harborlight -testPlan CI \
  -destination "$DEST" -derivedDataPath build/DerivedData -resultBundlePath build/Harborlight.xcresult \
  | tee build/evidence/xcodebuild-test.log
status=$?
udid=$(xcrun simctl list devices booted -j | python3 -c 'import json,sys; d=json.load(sys.stdin)["devices"]; print([x["udid"] for v in d.values() for x in v][0])')
container=$(xcrun simctl get_app_container "$udid" com.harborlight.app data || true)
[ -n "$container" ] && cp "$container/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Harborlight.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Harborlight.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/Harborlight.app/Info.plist
# UI-test app output lives in the result bundle, not in xcodebuild's log.
xcrun xcresulttool export attachments --path build/Harborlight.xcresult --output-path build/evidence/attachments-raw >/dev/null 2>&1 || true
scripts/flatten-attachments.py build/evidence/attachments-raw build/evidence/attachments || true
exit $status
