#!/bin/bash
set -x
mkdir -p evidence/Build/Products/Debug-iphonesimulator/FieldstoneTestHost.app
UDID=$(xcrun simctl list devices booted | sed -nE 's/.*iPhone 16 \(([0-9A-F-]+)\) \(Booted\).*/\1/p' | head -1)
cp "$(xcrun simctl get_app_container "$UDID" com.fieldstone.visits.testhost data)/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp ~/Library/Developer/Xcode/DerivedData/Fieldstone-*/Build/Products/Debug-iphonesimulator/FieldstoneTestHost.app/Info.plist evidence/Build/Products/Debug-iphonesimulator/FieldstoneTestHost.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/FieldstoneTestHost-*.ips evidence/ 2>/dev/null || true
