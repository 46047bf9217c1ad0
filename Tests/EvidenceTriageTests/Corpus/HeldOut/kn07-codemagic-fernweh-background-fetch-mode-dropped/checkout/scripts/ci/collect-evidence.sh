#!/bin/bash
set -x
mkdir -p build/evidence/Build/Products/Debug-iphonesimulator/Fernweh.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Fernweh.app/Info.plist build/evidence/Build/Products/Debug-iphonesimulator/Fernweh.app/
DATA=$(xcrun simctl get_app_container booted com.fernweh.app data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" build/evidence/registration.jsonl
