#!/bin/bash
# Collect what the triage tool needs after a test job.
SIM="$1"
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Parcelwise.app build/evidence/DiagnosticReports build/oslog
DATA=$(xcrun simctl get_app_container "$SIM" com.parcelwise.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
plutil -convert xml1 -o build/evidence/Build/Products/Debug-iphonesimulator/Parcelwise.app/Info.plist \
  "$(ls -d ~/Library/Developer/Xcode/DerivedData/Parcelwise-*/Build/Products/Debug-iphonesimulator/Parcelwise.app)/Info.plist"
cp ~/Library/Logs/DiagnosticReports/Parcelwise-*.ips build/evidence/DiagnosticReports/ 2>/dev/null
xcrun simctl spawn "$SIM" log show --style ndjson --start "$TEST_START" \
  --predicate 'process == "Parcelwise" OR process == "runningboardd"' > build/oslog/unified.ndjson
xcbeautify --quiet --report junit --report-path build --junit-report-filename junit.xml < build/xcodebuild-test.log > /dev/null
