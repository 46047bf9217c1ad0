#!/bin/bash
set -eu
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Ledgerly.app logs/scan
c=$(xcrun simctl get_app_container F3C1A9E2-5B7D-4E08-9A61-2D4C6E8F0B13 com.ledgerly.app data)
cp "$c/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl && echo "copied evidence/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Ledgerly-*/Build/Products/Debug-iphonesimulator/Ledgerly.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Ledgerly.app/Info.plist && echo "copied evidence/Build/Products/Debug-iphonesimulator/Ledgerly.app/Info.plist"
cp ~/Library/Logs/scan/Ledgerly-Ledgerly.log logs/scan/
