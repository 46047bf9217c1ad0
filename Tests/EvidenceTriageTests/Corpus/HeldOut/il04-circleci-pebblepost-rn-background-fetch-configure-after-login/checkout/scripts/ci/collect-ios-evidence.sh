#!/bin/bash
set -u
mkdir -p artifacts/evidence/Build/Products/Debug-iphonesimulator/Pebblepost.app
data=$(xcrun simctl get_app_container booted com.pebblepost.app data)
cp "$data/Library/Caches/evidence/diagnostics.jsonl" artifacts/evidence/registration.jsonl
cp ios/build/Build/Products/Debug-iphonesimulator/Pebblepost.app/Info.plist \
   artifacts/evidence/Build/Products/Debug-iphonesimulator/Pebblepost.app/Info.plist
