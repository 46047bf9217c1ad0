#!/bin/bash
set -x
mkdir -p evidence/Build/Products/Debug-iphonesimulator/Fernleaf.app
DATA=$(xcrun simctl get_app_container "$DEVICE_ID" com.fernleaf.journal data)
cp "$DATA/Library/Caches/evidence/diagnostics.jsonl" evidence/registration.jsonl
APP=$(ls -d ~/Library/Developer/Xcode/DerivedData/Fernleaf-*/Build/Products/Debug-iphonesimulator/Fernleaf.app | head -1)
cp "$APP/Info.plist" evidence/Build/Products/Debug-iphonesimulator/Fernleaf.app/Info.plist
