#!/bin/bash
# Copies what the app recorded about its BGTaskScheduler calls plus the BUILT Info.plist.
set -euo pipefail
out="$1"
mkdir -p "$out/Build/Products/Debug-iphonesimulator/Quillmark.app"
container=$(xcrun simctl get_app_container booted com.quillmark.ios data)
cp "$container/Library/Caches/evidence/diagnostics.jsonl" "$out/registration.jsonl"
cp DerivedData/Build/Products/Debug-iphonesimulator/Quillmark.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Quillmark.app/Info.plist"
plutil -p "$out/Build/Products/Debug-iphonesimulator/Quillmark.app/Info.plist" | grep -A4 -E "BGTaskScheduler|UIBackgroundModes"
