#!/bin/bash
set -uo pipefail
mkdir -p diagnostics/Build/Products/Debug-iphonesimulator/Copperline.app
DATA=$(xcrun simctl get_app_container booted io.copperline.field data 2>/dev/null)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" diagnostics/registration.jsonl
APP=$(find ~/Library/Developer/Xcode/DerivedData -path '*Debug-iphonesimulator/Copperline.app' -maxdepth 5 | head -1)
cp "$APP/Info.plist" diagnostics/Build/Products/Debug-iphonesimulator/Copperline.app/Info.plist
