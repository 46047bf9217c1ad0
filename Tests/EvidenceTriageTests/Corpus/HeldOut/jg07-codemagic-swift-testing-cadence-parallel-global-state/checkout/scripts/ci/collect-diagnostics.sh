#!/bin/bash
set -uo pipefail
UDID=$(xcrun simctl list devices booted | awk -F '[()]' '/iPhone 17/ {print $2; exit}')
mkdir -p diagnostics/Build/Products/Debug-iphonesimulator/Cadence.app
DATA=$(xcrun simctl get_app_container "$UDID" com.cadence.coach data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" diagnostics/registration.jsonl
cp ~/Library/Developer/Xcode/DerivedData/Cadence-*/Build/Products/Debug-iphonesimulator/Cadence.app/Info.plist \
   diagnostics/Build/Products/Debug-iphonesimulator/Cadence.app/Info.plist
