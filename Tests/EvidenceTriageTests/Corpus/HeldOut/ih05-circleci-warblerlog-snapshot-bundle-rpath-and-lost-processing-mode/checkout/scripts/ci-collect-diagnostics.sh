#!/bin/bash
set -euo pipefail
mkdir -p artifacts/Build/Products/Debug-iphonesimulator/Warblerlog.app
cp build/DerivedData/Build/Products/Debug-iphonesimulator/Warblerlog.app/Info.plist \
   artifacts/Build/Products/Debug-iphonesimulator/Warblerlog.app/Info.plist
plutil -convert xml1 artifacts/Build/Products/Debug-iphonesimulator/Warblerlog.app/Info.plist
container=$(xcrun simctl get_app_container booted com.warblerlog.app data)
cp "$container/Library/Application Support/Diagnostics/registration.jsonl" artifacts/registration.jsonl
