#!/bin/bash
set -x
mkdir -p build/diagnostics/Build/Products/Debug-iphonesimulator/Spokes.app
cp ~/Library/Developer/Xcode/DerivedData/Spokes-*/Build/Products/Debug-iphonesimulator/Spokes.app/Info.plist \
   build/diagnostics/Build/Products/Debug-iphonesimulator/Spokes.app/Info.plist
container=$(xcrun simctl get_app_container booted com.spokes.app data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" build/diagnostics/registration.jsonl
