#!/bin/bash
set -euo pipefail
container=$(xcrun simctl get_app_container booted com.ferngrove.notes data)
cp "$container/Library/Caches/diagnostics.jsonl" artifacts/registration.jsonl
app=$(ls -d ~/Library/Developer/Xcode/DerivedData/Ferngrove-*/Build/Products/Debug-iphonesimulator/Ferngrove.app)
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Ferngrove.app
cp "$app/Info.plist" artifacts/Build/Products/Debug-iphonesimulator/Ferngrove.app/
