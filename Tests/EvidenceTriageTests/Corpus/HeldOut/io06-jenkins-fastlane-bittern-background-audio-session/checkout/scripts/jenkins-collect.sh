#!/bin/bash
set -x
mkdir -p evidence/Build/Products/Debug-iphonesimulator
cp "$(xcrun simctl get_app_container D48F2A19-6C70-4E3B-95A1-8B0E7C2D4F63 com.bittern.app data)/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp -R "$WORKSPACE/DerivedData/Build/Products/Debug-iphonesimulator/Bittern.app" evidence/Build/Products/Debug-iphonesimulator/
xcrun simctl spawn D48F2A19-6C70-4E3B-95A1-8B0E7C2D4F63 log show --style ndjson --last 15m \
  --predicate 'subsystem == "com.bittern.app" OR subsystem == "com.apple.BackgroundTasks"' > evidence/unified-log.ndjson
exit 0
