#!/usr/bin/env bash
# after_script: keep what the test run left behind, even on failure.
set -uo pipefail
mkdir -p evidence/DiagnosticReports evidence/Build/Products/Debug-iphonesimulator/Shoebox.app
cp build/xcodebuild-test.log evidence/
DATA=$(xcrun simctl get_app_container "$SIM_UDID" com.shoeboxapp.ios data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
plutil -convert xml1 -o evidence/Build/Products/Debug-iphonesimulator/Shoebox.app/Info.plist \
  build/DerivedData/Build/Products/Debug-iphonesimulator/Shoebox.app/Info.plist
find ~/Library/Logs/DiagnosticReports -name 'Shoebox-*.ips' -newer build/.test-start \
  -exec cp {} evidence/DiagnosticReports/ \;
