#!/bin/bash
set -uo pipefail
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Lanternfish.app
CONTAINER=$(xcrun simctl get_app_container "$SIM_UDID" com.lanternfish.app data || true)
cp "$CONTAINER/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl || echo "no diagnostics"
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Lanternfish.app/Info.plist \
   evidence/Build/Products/Debug-iphonesimulator/Lanternfish.app/Info.plist
cp build/*-xcodebuild.log evidence/ || true
