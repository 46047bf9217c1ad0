#!/bin/bash
set -x
udid="$1"
mkdir -p build/evidence/Build/Products/Debug-iphoneos/Runner.app
xcrun devicectl device copy from --device "$udid" --domain-type appDataContainer \
  --domain-identifier pt.quayside.logbook \
  --source Library/Caches/evidence/diagnostics.jsonl \
  --destination build/evidence/registration.jsonl
cp build/dd/Build/Products/Debug-iphoneos/Runner.app/Info.plist \
   build/evidence/Build/Products/Debug-iphoneos/Runner.app/Info.plist
