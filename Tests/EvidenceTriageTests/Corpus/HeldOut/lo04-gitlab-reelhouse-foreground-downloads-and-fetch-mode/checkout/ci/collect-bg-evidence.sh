#!/bin/bash
# Copies the built app's Info.plist and the background-task records out of the simulator.
set -u
mkdir -p build/bg-evidence/Build/Products/Debug-iphonesimulator/Reelhouse.app
plutil -convert xml1 -o build/bg-evidence/Build/Products/Debug-iphonesimulator/Reelhouse.app/Info.plist \
  build/DerivedData/Build/Products/Debug-iphonesimulator/Reelhouse.app/Info.plist
container=$(xcrun simctl get_app_container booted tv.reelhouse.app data)
cp "$container/Library/Application Support/bg-diagnostics/registration.jsonl" build/bg-evidence/ || echo "no records"
