#!/bin/bash
set -euo pipefail
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Sprig.app
DATA=$(xcrun simctl get_app_container "iPhone 15 Pro" com.sprig.app data)
cp "$DATA/Library/Caches/TaskJournal/records.jsonl" build/evidence/registration.jsonl
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Sprig.app/Info.plist \
   build/evidence/Build/Products/Debug-iphonesimulator/Sprig.app/Info.plist
