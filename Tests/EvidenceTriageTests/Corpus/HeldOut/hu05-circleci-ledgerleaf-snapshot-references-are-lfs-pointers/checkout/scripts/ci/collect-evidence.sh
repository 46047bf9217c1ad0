#!/bin/bash
set -x
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Ledgerleaf.app build/evidence/DiagnosticReports
DATA=$(xcrun simctl get_app_container booted com.ledgerleaf.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
plutil -convert xml1 -o build/evidence/Build/Products/Debug-iphonesimulator/Ledgerleaf.app/Info.plist \
  ~/Library/Developer/Xcode/DerivedData/Ledgerleaf-*/Build/Products/Debug-iphonesimulator/Ledgerleaf.app/Info.plist
cp ~/Library/Logs/DiagnosticReports/Ledgerleaf-*.ips build/evidence/DiagnosticReports/ 2>/dev/null
exit 0
