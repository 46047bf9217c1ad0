#!/bin/bash
# Copies what the evidence tool needs out of the simulator and DerivedData.
set -uo pipefail
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Runner.app
APP_DATA=$(xcrun simctl get_app_container booted com.larderly.app data)
cp "$APP_DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
cp build/ios_integ/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist
plutil -convert xml1 evidence/Build/Products/Debug-iphonesimulator/Runner.app/Info.plist
