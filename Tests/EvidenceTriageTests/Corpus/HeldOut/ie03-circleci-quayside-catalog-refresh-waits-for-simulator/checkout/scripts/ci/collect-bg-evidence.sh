#!/bin/bash
# Copies the app's BGTask records and the built Info.plist next to the result bundle.
set -euo pipefail
out="$1"; mkdir -p "$out/Build/Products/Debug-iphonesimulator/Quayside.app"
container=$(xcrun simctl get_app_container booted com.quayside.pos data)
cp "$container/Library/Caches/diagnostics/bgtasks.jsonl" "$out/registration.jsonl"
cp ~/Library/Developer/Xcode/DerivedData/Quayside-*/Build/Products/Debug-iphonesimulator/Quayside.app/Info.plist \
   "$out/Build/Products/Debug-iphonesimulator/Quayside.app/Info.plist"
